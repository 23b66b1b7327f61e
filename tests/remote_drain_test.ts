/**
 * `--drain-ms` (issue 16 §5, rolling restart): after SIGTERM a listening daemon refuses new
 * connections at once (503, `/health` 503) while live ones go on — their requests, streams
 * and DELETE still served — until they have all ended (the daemon then exits 143 at once) or
 * the drain is over (then they are ended as without `--drain-ms`); a second signal ends them
 * at once. Real daemon, real scripted agents, HTTP through `fetch`; every wait bounded.
 *
 * @module
 */

import assert from "node:assert/strict";
import { delay, isAlive, quote, Scenario, within } from "./fixtures/e2e/harness.ts";
import { scriptedAgentArgv } from "./fixtures/fixture_commands.ts";
import {
  agentChildren,
  type Listener,
  startListener,
  waitAgents,
} from "./fixtures/remote/listener.ts";
import { mustOpenStream, type SseReader } from "./fixtures/remote/server_harness.ts";

const V1_AGENT = scriptedAgentArgv(1).map(quote).join(" ");
const HTTP_MS = 10_000;
const decoder = new TextDecoder();

async function post(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
    signal: AbortSignal.timeout(HTTP_MS),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function health(listener: Listener): Promise<number> {
  const url = listener.url.replace(/\/acp$/, "/health");
  const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_MS) });
  await response.body?.cancel();
  return response.status;
}

const INITIALIZE =
  `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}`;

/** A connection with a session whose turn waits at a permission request. */
async function turnAtPermission(listener: Listener) {
  const init = await post(listener.url, INITIALIZE);
  assert.equal(init.status, 200, init.text);
  const id = init.headers.get("acp-connection-id")!;
  const headers = { "Acp-Connection-Id": id };
  const stream = await mustOpenStream(listener.url, id);
  assert.equal(
    (await post(
      listener.url,
      `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}`,
      headers,
    )).status,
    202,
  );
  const session = JSON.parse(decoder.decode(await stream.nextData(HTTP_MS))).result.sessionId;
  const sessionStream = await mustOpenStream(listener.url, id, session);
  const sessionHeaders = { ...headers, "Acp-Session-Id": session };
  assert.equal(
    (await post(
      listener.url,
      `{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"${session}",` +
        `"prompt":[{"type":"text","text":"permission"}]}}`,
      sessionHeaders,
    )).status,
    202,
  );
  let request: { id: unknown; method: string; params: { options: { optionId: string }[] } };
  do {
    request = JSON.parse(decoder.decode(await sessionStream.nextData(HTTP_MS)));
  } while (request.method !== "session/request_permission");
  return { id, headers, sessionHeaders, stream, sessionStream, request };
}

/** A daemon with `--drain-ms drainMs`, one connection's turn at a permission, and its agent. */
async function drainingTurn(scenario: Scenario, drainMs: number) {
  const listener = await startListener(scenario, [
    "--v1",
    V1_AGENT,
    "--drain-ms",
    String(drainMs),
    "--grace-ms",
    "500",
    "--log-level",
    "info",
  ]);
  const turn = await turnAtPermission(listener);
  const [agent] = agentChildren(listener.daemon.pid);
  return { listener, turn, agent };
}

/** Sends `signal` and checks the daemon exits with `code` within `ms` (a bound, not a speed). */
async function stopsWithin(
  listener: Listener,
  signal: Deno.Signal,
  code: number,
  ms: number,
): Promise<void> {
  const started = performance.now();
  listener.daemon.kill(signal);
  const status = await listener.daemon.exit(20_000);
  assert.equal(status.code, code, listener.daemon.stderrText);
  const took = performance.now() - started;
  assert.ok(took < ms, `exited ${took.toFixed(0)} ms after ${signal}`);
}

async function closeAll(...streams: SseReader[]): Promise<void> {
  for (const s of streams) await s.close();
}

Deno.test("drain: after SIGTERM with --drain-ms a turn waiting at a permission request finishes, new connections and /health get 503, and the daemon exits 143 as soon as the last connection is deleted", async () => {
  await using scenario = await Scenario.create();
  const listener = await startListener(scenario, [
    "--v1",
    V1_AGENT,
    "--drain-ms",
    "30000",
    "--log-level",
    "info",
  ]);
  const turn = await turnAtPermission(listener);
  try {
    assert.equal(await health(listener), 200);
    const [agent] = agentChildren(listener.daemon.pid);
    listener.daemon.kill("SIGTERM");
    await within(
      (async () => {
        while (await health(listener) !== 503) await delay(20);
      })(),
      HTTP_MS,
      "/health to turn 503",
    );
    const refused = await post(listener.url, INITIALIZE);
    assert.equal(refused.status, 503, "a new connection is refused while draining");
    // The live turn goes on: the permission answer is served and the turn ends.
    const answer = JSON.stringify({
      jsonrpc: "2.0",
      id: turn.request.id,
      result: {
        outcome: { outcome: "selected", optionId: turn.request.params.options[0].optionId },
      },
    });
    assert.equal((await post(listener.url, answer, turn.sessionHeaders)).status, 202);
    let frame: { id?: number; result?: { stopReason?: string } };
    do {
      frame = JSON.parse(decoder.decode(await turn.sessionStream.nextData(HTTP_MS)));
    } while (frame.id !== 3);
    assert.equal(frame.result?.stopReason, "end_turn");
    assert.ok(isAlive(agent), "the agent runs on while its connection is live");
    // The client ends its connection: nothing is live, the daemon exits at once.
    const started = performance.now();
    const deleted = await fetch(listener.url, {
      method: "DELETE",
      headers: turn.headers,
      signal: AbortSignal.timeout(HTTP_MS),
    });
    await deleted.body?.cancel();
    assert.ok(deleted.status < 300, `DELETE: ${deleted.status}`);
    const status = await listener.daemon.exit(20_000);
    assert.equal(status.code, 143, listener.daemon.stderrText);
    assert.ok(performance.now() - started < 20_000, "well before the 30 s drain is over");
    assert.match(listener.daemon.stderrText, /drained: every connection ended/);
    // Its last line says how it ended, as a stdio session's does (before orphans13: none).
    assert.match(
      listener.daemon.stderrText,
      /acp-proxy: info: the listener stopped \(SIGTERM\); exit code 143\n$/,
    );
    // One account of the signal, the listener's: no stdio "stopping the agent now" before it.
    assert.match(listener.daemon.stderrText, /received SIGTERM; refusing new connections/);
    assert.doesNotMatch(listener.daemon.stderrText, /stopping the agent now/);
    assert.equal(isAlive(agent), false, "its agent is gone");
  } finally {
    await closeAll(turn.stream, turn.sessionStream);
  }
});

Deno.test("drain: a connection still live when --drain-ms is over is ended like without it, and a second SIGTERM cuts the drain short", async (t) => {
  for (const cutShort of [false, true]) {
    await t.step(cutShort ? "a second SIGTERM" : "the drain runs out", async () => {
      await using scenario = await Scenario.create();
      const { listener, turn, agent } = await drainingTurn(scenario, cutShort ? 60_000 : 1_500);
      try {
        listener.daemon.kill("SIGTERM");
        await delay(300);
        assert.ok(isAlive(agent), "draining: the agent runs on");
        if (cutShort) listener.daemon.kill("SIGTERM");
        const status = await listener.daemon.exit(20_000);
        assert.equal(status.code, 143, listener.daemon.stderrText);
        assert.match(
          listener.daemon.stderrText,
          cutShort ? /drain cut short: ending 1 connection/ : /drain over after 1500 ms/,
        );
        assert.equal(isAlive(agent), false, "its agent is gone");
      } finally {
        await closeAll(turn.stream, turn.sessionStream);
      }
    });
  }
});

Deno.test("drain: --drain-ms is for --listen only and takes milliseconds", async () => {
  const { runToEnd, daemonArgv } = await import("./fixtures/fixture_commands.ts");
  const stdio = await runToEnd(daemonArgv("--v1", "cat", "--drain-ms", "1000"), "", 30_000);
  assert.equal(stdio.code, 2);
  assert.match(stdio.stderr, /--drain-ms is for --listen only/);
  const bad = await runToEnd(
    daemonArgv("--v1", "cat", "--listen", "127.0.0.1:0", "--drain-ms", "soon"),
    "",
    30_000,
  );
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--drain-ms must be a whole number of milliseconds from 0/);
});

Deno.test("shutdown: with a --grace-ms longer than the server's own 10 s bound, SIGTERM waits out the grace for an agent that ignores SIGTERM, SIGKILLs it, and only then exits 143 (no agent outlives the daemon)", async () => {
  await using scenario = await Scenario.create();
  // An agent (a wrapper script) that ignores SIGTERM and answers initialize.
  const agent = scenario.file("stubborn.sh");
  await Deno.writeTextFile(
    agent,
    `#!/bin/sh\ntrap '' TERM\nread -r line\n` +
      `echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}'\n` +
      `while :; do sleep 0.2; done\n`,
  );
  await Deno.chmod(agent, 0o755);
  const graceMs = 11_000;
  const listener = await startListener(scenario, ["--v1", agent, "--grace-ms", String(graceMs)]);
  const init = await post(listener.url, INITIALIZE);
  assert.equal(init.status, 200, init.text);
  const [pid] = await waitAgents(listener.daemon.pid, 1);
  const signalled = performance.now();
  listener.daemon.kill("SIGTERM");
  const status = await listener.daemon.exit(graceMs + 15_000);
  const took = performance.now() - signalled;
  // Before, the daemon exited at 10 s with the agent still running (the orphan watchdog's
  // to find), and warned that a connection handler did not finish.
  assert.equal(isAlive(pid), false, `the agent outlived the daemon (exit after ${took} ms)`);
  assert.equal(status.code, 143, listener.daemon.stderrText);
  assert.ok(took >= graceMs - 500, `exited ${took.toFixed(0)} ms after SIGTERM`);
  assert.doesNotMatch(listener.daemon.stderrText, /did not finish/);
});

Deno.test("shutdown: an initialize still waiting for its agent when SIGTERM comes is answered 503 + Retry-After: 1 with the -32603 'shutting down (retry, on another server)' body, as a refused new connection is, so a balancer retries it elsewhere (before: 502, which means the agent failed)", async () => {
  await using scenario = await Scenario.create();
  const agent = scenario.file("silent.sh");
  await Deno.writeTextFile(agent, `#!/bin/sh\nexec sleep 60\n`); // never answers
  await Deno.chmod(agent, 0o755);
  const listener = await startListener(scenario, ["--v1", agent, "--grace-ms", "500"]);
  const answer = post(listener.url, INITIALIZE);
  await waitAgents(listener.daemon.pid, 1);
  listener.daemon.kill("SIGTERM");
  const init = await answer;
  assert.equal(init.status, 503, init.text);
  assert.equal(init.headers.get("retry-after"), "1");
  assert.equal(init.headers.get("acp-connection-id"), null);
  assert.deepEqual(JSON.parse(init.text), {
    jsonrpc: "2.0",
    id: 1,
    error: {
      code: -32603,
      message:
        "failed to start ACP v1 agent: the server is shutting down (retry, on another server)",
    },
  });
  assert.equal((await listener.daemon.exit(15_000)).code, 143);
  assert.match(
    listener.daemon.stderrText,
    /shutting down before the ACP agent answered initialize \(503\)/,
  );
});

Deno.test("drain: an initialize still waiting for its agent when SIGTERM comes is answered 503 + Retry-After: 1 at once with --drain-ms too, and is no live connection to drain: with nothing else live the daemon exits (remote12: the 503 came after the whole drain, and an answer during it gave a connection on a server about to go)", async () => {
  await using scenario = await Scenario.create();
  const agent = scenario.file("slow.sh");
  // Answers its initialize 5 s after it came: during the drain, were the POST drained.
  await Deno.writeTextFile(
    agent,
    `#!/bin/sh\nread line\nsleep 5\nprintf '%s\\n' '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}'\nexec cat >/dev/null\n`,
  );
  await Deno.chmod(agent, 0o755);
  const listener = await startListener(scenario, [
    "--v1",
    agent,
    "--grace-ms",
    "500",
    "--drain-ms",
    "60000",
  ]);
  const answer = post(listener.url, INITIALIZE);
  await waitAgents(listener.daemon.pid, 1);
  listener.daemon.kill("SIGTERM");
  const init = await within(answer, 4_000, "the initialize's answer (the agent answers at 5 s)");
  assert.equal(init.status, 503, init.text);
  assert.equal(init.headers.get("retry-after"), "1");
  assert.equal(init.headers.get("acp-connection-id"), null);
  // Well before the 60 s drain: nothing live was left to drain.
  assert.equal((await listener.daemon.exit(15_000)).code, 143);
  assert.doesNotMatch(listener.daemon.stderrText, /draining/);
});

Deno.test("drain: SIGINT (Ctrl-C) stops at once even with --drain-ms: no drain, every agent ended, exit 130", async () => {
  await using scenario = await Scenario.create();
  const { listener, turn, agent } = await drainingTurn(scenario, 60_000);
  try {
    // Before, it drained: the 60 s drain held it.
    await stopsWithin(listener, "SIGINT", 130, 15_000);
    assert.doesNotMatch(listener.daemon.stderrText, /draining for up to/);
    assert.equal(isAlive(agent), false, "its agent is gone");
  } finally {
    await closeAll(turn.stream, turn.sessionStream);
  }
});

Deno.test("shutdown: refused WebSocket upgrades whose clients keep their sockets open neither hold those sockets nor hold up SIGTERM (before: until the client closed, and 10 s at exit)", async () => {
  await using scenario = await Scenario.create();
  const listener = await startListener(scenario, ["--v1", V1_AGENT, "--grace-ms", "500"]);
  const { hostname, port } = new URL(listener.url);
  const sockets: Deno.TcpConn[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const conn = await Deno.connect({ hostname, port: Number(port) });
      sockets.push(conn);
      await conn.write(
        new TextEncoder().encode(
          `GET /acp HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: http://evil.example\r\n` +
            `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n` +
            `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
        ),
      );
    }
    // Each client reads its refusal, then the daemon's end of the socket (EOF), and never
    // closes its own end.
    for (const conn of sockets) {
      let text = "";
      const buffer = new Uint8Array(4096);
      for (;;) {
        const n = await within(conn.read(buffer), 10_000, "the refusal and the socket's end");
        if (n === null) break;
        text += decoder.decode(buffer.subarray(0, n));
      }
      assert.match(text, /^HTTP\/1\.1 403 /);
    }
    await stopsWithin(listener, "SIGTERM", 143, 8_000);
    assert.doesNotMatch(listener.daemon.stderrText, /did not close within/);
  } finally {
    for (const conn of sockets) conn.close();
  }
});
