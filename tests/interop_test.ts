/**
 * Interop through the daemon: clients and agents built on the official
 * `@agentclientprotocol/sdk` 2.4.0, with acp-proxy (the real CLI, a subprocess) between them.
 */

import assert from "node:assert/strict";
import {
  DENO,
  readText,
  ROOT,
  runToEnd,
  scriptedClientArgv,
  sdkAgentArgv,
  sdkClientArgv,
  spawnPiped,
} from "./fixtures/fixture_commands.ts";

/** The daemon's command line with the SDK agents for the given versions, as argv. */
function daemon(versions: (1 | 2)[]): string[] {
  const args = [DENO, "run", "-A", `${ROOT}mod.ts`, "--log-level", "info"];
  for (const v of versions) args.push(`--v${v}`, sdkAgentArgv(v).map((w) => `'${w}'`).join(" "));
  return args;
}

function run(argv: string[]) {
  return runToEnd(argv);
}

for (const protocol of [1, 2] as const) {
  Deno.test(`interop: SDK v${protocol} client completes a prompt turn, a permission round trip and a cancel through the daemon to the SDK v${protocol} agent`, async () => {
    const { stdout, stderr, code } = await run(sdkClientArgv(protocol, daemon([1, 2])));
    assert.equal(code, 0, stdout + stderr);
    assert.deepEqual(JSON.parse(stdout), {
      ok: true,
      agentProtocolVersion: protocol,
      updates: protocol === 1 ? 4 : 6,
      permissionAnswered: true,
      cancelled: true,
    });
    assert.match(
      stderr,
      new RegExp(`selected ACP v${protocol} agent for requested version ${protocol}\\n`),
    );
    // The agent saw the client's initialize exactly as the SDK client sent it (no rewrite).
    assert.match(
      stderr,
      new RegExp(`^sdk-agent: initialize params \\{"protocolVersion":${protocol},`, "m"),
    );
    assert.match(stderr, /^sdk-client: agent exited with code 0$/m);
  });
}

Deno.test("interop: an SDK v2 client with only the SDK v1 agent configured gets its initialize converted and a protocolVersion 1 answer", async () => {
  const { stdout, stderr } = await run(sdkClientArgv(2, daemon([1])));
  assert.match(stderr, /selected ACP v1 agent for requested version 2 \(initialize rewritten\)/);
  const params = JSON.parse(/^sdk-agent: initialize params (.*)$/m.exec(stderr)![1]);
  assert.equal(params.protocolVersion, 1);
  assert.equal(typeof params.clientInfo.name, "string");
  assert.deepEqual(params.clientCapabilities.session, { configOptions: { boolean: {} } });
  assert.equal(params.info, undefined);
  // The v1 agent answered protocolVersion 1; the SDK's v2 client cannot continue in v1 (it
  // requires a v2 `info` in the answer), so it stops there, as ROUTING §3.2 intends: the
  // daemon never up-converts the answer.
  const report = JSON.parse(stdout);
  assert.equal(report.ok, false);
  assert.match(report.error, /info/);
});

Deno.test("interop: a v2 client that follows the negotiated version completes a session with the SDK v1 agent through the daemon", async () => {
  const argv = scriptedClientArgv(2, "--prompt", "hello", "--prompt", "permission", "--cancel");
  const client = spawnPiped(argv);
  const proxy = spawnPiped(daemon([1]));
  const pipes = Promise.all([
    client.stdout.pipeTo(proxy.stdin),
    proxy.stdout.pipeTo(client.stdin),
  ]);
  const [clientErr, proxyErr, clientStatus, proxyStatus] = await Promise.all([
    readText(client.stderr),
    readText(proxy.stderr),
    client.status,
    proxy.status,
  ]);
  await pipes.catch(() => {});
  assert.equal(clientStatus.code, 0, clientErr + proxyErr);
  assert.equal(proxyStatus.code, 0, proxyErr);
  const report = JSON.parse(/^scripted-client: report (.*)$/m.exec(clientErr)![1]);
  assert.equal(report.agentProtocolVersion, 1);
  assert.deepEqual(report.turns.map((t: { stopReason: string }) => t.stopReason), [
    "end_turn",
    "end_turn",
    "cancelled",
  ]);
  assert.equal(report.turns[1].permissionRequests, 1);
});
