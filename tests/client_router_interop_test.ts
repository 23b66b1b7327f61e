/**
 * The client router (`acp-proxy connect`, a real subprocess) driving agents built on the
 * official `@agentclientprotocol/sdk` 2.4.0, with the scripted client programs.
 */

import assert from "node:assert/strict";
import {
  daemonArgv,
  runToEnd,
  scriptedClientArgv,
  sdkAgentArgv,
} from "./fixtures/fixture_commands.ts";

const quote = (argv: string[]) => argv.map((w) => `'${w}'`).join(" ");
const CLIENT_FLAGS = ["--prompt", "hello", "--cancel"];

async function connect(
  clients: (1 | 2)[],
  agent: 1 | 2,
): Promise<{ code: number; stderr: string }> {
  const args = daemonArgv("connect", "--log-level", "info");
  for (const v of clients) args.push(`--v${v}`, quote(scriptedClientArgv(v, ...CLIENT_FLAGS)));
  args.push("--agent", quote(sdkAgentArgv(agent)), "--init-timeout-ms", "20000");
  const { code, stderr } = await runToEnd(args);
  return { code, stderr };
}

function report(stderr: string): { agentProtocolVersion: number; turns: { stopReason: string }[] } {
  const reports = [...stderr.matchAll(/^scripted-client: report (.*)$/gm)];
  assert.equal(reports.length, 1, stderr);
  return JSON.parse(reports[0][1]);
}

Deno.test("client router interop: the v2 client completes a prompt turn and a cancel with the SDK v2 agent", async () => {
  const { code, stderr } = await connect([1, 2], 2);
  assert.equal(code, 0, stderr);
  const r = report(stderr);
  assert.equal(r.agentProtocolVersion, 2);
  assert.deepEqual(r.turns.map((t) => t.stopReason), ["end_turn", "cancelled"]);
  assert.doesNotMatch(stderr, /trying v1/);
});

Deno.test("client router interop: a v1-only setup completes a session with the SDK v1 agent", async () => {
  const { code, stderr } = await connect([1], 1);
  assert.equal(code, 0, stderr);
  const r = report(stderr);
  assert.equal(r.agentProtocolVersion, 1);
  assert.deepEqual(r.turns.map((t) => t.stopReason), ["end_turn", "cancelled"]);
});

Deno.test("client router interop: a v2 client against the SDK v1 agent falls back to the v1 client (ROUTING 4.4-4.5), which completes a prompt turn", async () => {
  const { code, stderr } = await connect([1, 2], 1);
  assert.equal(code, 0, stderr);
  // The SDK v1 agent answers the v2 initialize with protocolVersion 1: the fallback path.
  assert.match(stderr, /answered the v2 initialize with protocolVersion 1; trying v1/);
  assert.match(stderr, /selected the v1 client/);
  const r = report(stderr);
  assert.equal(r.agentProtocolVersion, 1);
  assert.deepEqual(r.turns.map((t) => t.stopReason), ["end_turn", "cancelled"]);
});
