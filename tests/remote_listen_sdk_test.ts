/**
 * Interop through the real daemon (issue 13 acceptance): the official SDK's HTTP and
 * WebSocket clients (`@agentclientprotocol/sdk/experimental/http-client`, `/ws-client`) run
 * initialize → session/new → session/prompt with a `session/request_permission` round trip
 * through `mod.ts serve --listen`, against SDK-built v1 and v2 agents; then 50 concurrent
 * connections, mixed HTTP/WebSocket and v1/v2, each complete a prompt turn, and afterwards no
 * agent process remains.
 *
 * @module
 */

import assert from "node:assert/strict";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import { Scenario, within } from "./fixtures/e2e/harness.ts";
import { quote } from "./fixtures/support.ts";
import { scriptedAgentArgv, sdkAgentArgv } from "./fixtures/fixture_commands.ts";
import { agentChildren, type Listener, startListener } from "./fixtures/remote/listener.ts";
import {
  DenoHeadersWebSocket,
  type Outcome,
  runV1,
  runV2,
} from "./fixtures/remote/sdk_sessions.ts";

const TOKEN = "listen-sdk-interop-token-0123456789abcdef";
const auth = { Authorization: `Bearer ${TOKEN}` };
const SCENARIO_MS = 60_000;

function cmd(argv: string[]): string {
  return argv.map(quote).join(" ");
}

async function tokenFile(scenario: Scenario): Promise<string> {
  const path = scenario.file("token");
  await Deno.writeTextFile(path, `${TOKEN}\n`, { mode: 0o600 });
  return path;
}

/** One SDK client session over `transport`, speaking `version`. */
function session(
  listener: Listener,
  transport: "http" | "ws",
  version: 1 | 2,
  text: string,
): Promise<Outcome> {
  const stream = transport === "http"
    ? createHttpStream(listener.url, { headers: auth })
    : createWebSocketStream(listener.wsUrl, { headers: auth, WebSocket: DenoHeadersWebSocket });
  return version === 1 ? runV1(stream, text) : runV2(stream, text);
}

/** Waits (bounded) until the daemon runs no agent; every connection has ended. */
async function noAgentLeft(listener: Listener): Promise<void> {
  await within(
    (async () => {
      while (agentChildren(listener.daemon.pid).length > 0) {
        await new Promise((r) => setTimeout(r, 25));
      }
    })(),
    30_000,
    "every agent of the listener to end",
  );
}

/** SIGTERM ends the listener with 143, and nothing it started remains. */
async function stop(listener: Listener): Promise<void> {
  listener.daemon.kill("SIGTERM");
  const status = await listener.daemon.exit();
  assert.equal(status.code, 143, listener.daemon.stderrText);
  assert.deepEqual(agentChildren(listener.daemon.pid), []);
}

for (const transport of ["http", "ws"] as const) {
  for (const version of [1, 2] as const) {
    const name = transport === "http" ? "HTTP client" : "WebSocket client";
    Deno.test(`the SDK ${name} completes a v${version} prompt turn with a permission round trip through serve --listen and an SDK-built v${version} agent`, async () => {
      await using scenario = await Scenario.create();
      const listener = await startListener(scenario, [
        "--v1",
        cmd(sdkAgentArgv(1)),
        "--v2",
        cmd(sdkAgentArgv(2)),
        "--token-file",
        await tokenFile(scenario),
        "--log-level",
        "info",
      ]);
      const outcome = await within(
        session(listener, transport, version, "hello"),
        SCENARIO_MS,
        `the v${version} scenario over ${transport}`,
      );
      assert.equal(outcome.protocolVersion, version);
      assert.equal(outcome.sessionId, `sdk-v${version}-session-1`);
      assert.equal(outcome.permissionAnswered, true);
      assert.ok(outcome.updates >= 4, `updates: ${outcome.updates}`);
      await noAgentLeft(listener);
      console.log(listener.daemon.stderrText);
      assert.equal(listener.daemon.stderrText.includes(TOKEN), false, "the token is never logged");
      await stop(listener);
    });
  }
}

Deno.test("50 concurrent connections, mixed HTTP/WebSocket and v1/v2, each complete a prompt turn through one listener; afterwards no agent remains", async () => {
  await using scenario = await Scenario.create();
  const listener = await startListener(scenario, [
    "--v1",
    cmd(scriptedAgentArgv(1)),
    "--v2",
    cmd(scriptedAgentArgv(2)),
    "--token-file",
    await tokenFile(scenario),
  ]);
  const runs = Array.from({ length: 50 }, (_, i) => {
    const transport = i % 2 === 0 ? "http" as const : "ws" as const;
    const version = (i >> 1) % 2 === 0 ? 1 as const : 2 as const;
    return session(listener, transport, version, `turn ${i}`).then((outcome) => ({
      i,
      transport,
      version,
      outcome,
    }));
  });
  const results = await within(Promise.all(runs), 120_000, "50 concurrent prompt turns");
  for (const { i, version, outcome } of results) {
    assert.equal(outcome.protocolVersion, version, `connection ${i}`);
    assert.ok(outcome.updates >= 1, `connection ${i}: ${outcome.updates} updates`);
  }
  const ids = new Set(results.map((r) => r.outcome.sessionId));
  assert.ok(ids.size >= 1);
  for (const transport of ["http", "ws"]) {
    for (const version of [1, 2]) {
      const n = results.filter((r) => r.transport === transport && r.version === version).length;
      assert.ok(n >= 12, `${n} v${version} connections over ${transport}`);
    }
  }
  await noAgentLeft(listener);
  await stop(listener);
});
