/**
 * The real npm peers across a network hop: `acpx` (a client nobody here wrote) runs
 * `mod.ts --v1 http://…` as its agent command, which dials `mod.ts serve --listen` running
 * `@zed-industries/claude-agent-acp`; and a v2 client reaches the natively-v2
 * `@agentclientprotocol/codex-acp` through `--v2 ws://…`. `.ci/run` installs the peers into
 * `.peers/`; without them the tests are skipped and say why.
 *
 * @module
 */

import assert from "node:assert/strict";
import { MOD, Scenario, within } from "./fixtures/e2e/harness.ts";
import { quote } from "./fixtures/support.ts";
import { binDir, findPeers, NPM_PEERS, type NpmPeer } from "./fixtures/npm_peers.ts";
import { agentChildren, type Listener, startListener } from "./fixtures/remote/listener.ts";

type Info = { name?: string; version?: string };
type Message = {
  id?: unknown;
  result?: { protocolVersion?: number; agentInfo?: Info; info?: Info };
};

function peerTest<K extends string>(
  name: string,
  peers: Record<K, NpmPeer>,
  fn: (bins: Record<K, string>) => Promise<void>,
): void {
  const { bins, reason } = findPeers(peers);
  if (bins === null) console.log(`skipping "${name}": ${reason}`);
  Deno.test({ name, ignore: bins === null, fn: () => fn(bins!) });
}

/** Waits (bounded) until the listener runs no agent: the remote connection has ended. */
async function noAgentLeft(listener: Listener, ms: number): Promise<void> {
  await within(
    (async () => {
      while (agentChildren(listener.daemon.pid).length > 0) {
        await new Promise((r) => setTimeout(r, 50));
      }
    })(),
    ms,
    "the listener's agent to end after its client left",
  );
}

function jsonLines(bytes: Uint8Array): Message[] {
  return new TextDecoder().decode(bytes).split("\n").flatMap((line) => {
    try {
      return [JSON.parse(line) as Message];
    } catch {
      return [];
    }
  });
}

peerTest(
  "npm peers over HTTP: acpx → mod.ts --v1 http://… → serve --listen → @zed-industries/claude-agent-acp gets the real agent's answer, and no agent is left",
  { acpx: NPM_PEERS.acpx, agent: NPM_PEERS.zedClaude },
  async (bins) => {
    await using scenario = await Scenario.create();
    const listener = await startListener(scenario, ["--v1", quote(bins.agent)]);
    const near = [Deno.execPath(), "run", "-A", MOD, "--v1", listener.url].map(quote).join(" ");
    const acpx = new Deno.Command(bins.acpx, {
      args: ["--agent", near, "--approve-all", "--format", "json", "exec", "hi"],
      cwd: scenario.dir,
      env: { PATH: `${binDir("zed")}:${Deno.env.get("PATH") ?? ""}`, NO_COLOR: "1" },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const out = await within(acpx, 90_000, "acpx to exit");
    const answer = jsonLines(out.stdout).find((m) => m.id === 0 && m.result !== undefined);
    assert.ok(
      answer !== undefined,
      `no initialize answer: ${
        new TextDecoder().decode(out.stdout)
      }\n${listener.daemon.stderrText}`,
    );
    assert.deepEqual(answer.result?.agentInfo, {
      name: "@zed-industries/claude-agent-acp",
      title: (answer.result?.agentInfo as { title?: string })?.title,
      version: NPM_PEERS.zedClaude.version,
    });
    await noAgentLeft(listener, 10_000);
  },
);

peerTest(
  "npm peers over WebSocket: a v2 client → mod.ts --v2 ws://… → serve --listen → @agentclientprotocol/codex-acp (native v2) gets its v2 answer, and no agent is left",
  { agent: NPM_PEERS.acpCodex },
  async (bins) => {
    await using scenario = await Scenario.create();
    const listener = await startListener(scenario, [
      "--v2",
      quote(bins.agent),
      "--grace-ms",
      "10000",
    ]);
    const client = scenario.start(["--v2", listener.wsUrl]);
    await client.write(
      new TextEncoder().encode(
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,` +
          `"info":{"name":"t","version":"1"},"capabilities":{}}}\n`,
      ),
    );
    const answer = JSON.parse((await client.readLine(60_000)) ?? "null") as Message;
    assert.equal(answer.result?.protocolVersion, 2, listener.daemon.stderrText);
    assert.equal(answer.result?.info?.name, "@agentclientprotocol/codex-acp");
    assert.equal(answer.result?.info?.version, NPM_PEERS.acpCodex.version);
    await client.closeStdin();
    assert.equal((await client.exit()).code, 0, client.stderrText);
    await noAgentLeft(listener, 15_000);
  },
);
