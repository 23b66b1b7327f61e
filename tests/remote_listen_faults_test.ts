/**
 * Faults of a listening daemon, end to end with real processes (issue 13 acceptance, REMOTE
 * §1–§3): SIGTERM with live HTTP and WebSocket connections, a DELETE while the agent ignores
 * its input closing, a client that vanishes mid-stream (WebSocket and HTTP), an agent that
 * crashes mid-turn (its streams end, later requests get 404), and a client that never reads
 * its stream (the agent is held back; the daemon's memory stays bounded).
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  assertGroupGoneWithin,
  delay,
  isAlive,
  Scenario,
  waitPids,
  within,
} from "./fixtures/e2e/harness.ts";
import { quote } from "./fixtures/support.ts";
import { listenAcp } from "../mod.ts";
import { REFUSED_BODY_BYTES, REFUSED_BODY_MS } from "../remote/http_front.ts";
import { CLIENT_END_READ_MS } from "../remote/server_connection.ts";
import { scriptedAgentArgv } from "./fixtures/fixture_commands.ts";
import {
  agentChildren,
  connectionEnd,
  type Listener,
  startListener,
  waitAgents,
} from "./fixtures/remote/listener.ts";
import { mustOpenStream, post, request, type SseReader } from "./fixtures/remote/server_harness.ts";
import { upgradeBlackHole } from "./fixtures/remote/upgrade_black_hole.ts";
import {
  clientFrame,
  closeOf,
  RawWs,
  type ServerFrame,
  UPGRADE_REQUEST,
} from "./fixtures/remote/raw_ws.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const GRACE_MS = 500;
/**
 * How long an agent that never reads outlives a client that ended its connection: the read
 * wait, the grace period, then 2 s for a busy machine (it was GRACE_MS + 2 s alone, which the
 * 2 s read wait left with no margin: a CI run on a busy machine failed it).
 */
const ENDED_BY_CLIENT_MS = CLIENT_END_READ_MS + GRACE_MS + 2_000;

function initialize(version: 1 | 2, id = 1): string {
  const info = version === 2 ? `,"info":{"name":"faults","version":"1.0"}` : "";
  return `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":{"protocolVersion":${version}${info}}}`;
}

/** Opens an HTTP connection (initialize → 200) and its connection stream. */
async function httpConnection(
  listener: Listener,
  version: 1 | 2,
): Promise<{ id: string; stream: SseReader }> {
  const answer = await post(listener.url, initialize(version));
  assert.equal(answer.status, 200, answer.text);
  const id = answer.headers.get("acp-connection-id")!;
  return { id, stream: await mustOpenStream(listener.url, id) };
}

/** Opens a WebSocket connection and reads its initialize answer. */
async function wsConnection(
  listener: Listener,
  version: 1 | 2,
): Promise<{ socket: WebSocket; closed: Promise<number>; frames: string[] }> {
  const socket = new WebSocket(listener.wsUrl);
  const frames: string[] = [];
  const closed = new Promise<number>((resolve) => {
    socket.onclose = (e) => resolve(e.code);
  });
  socket.onmessage = (e) => frames.push(String(e.data));
  await within(
    new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = () => reject(new Error("the WebSocket did not open"));
    }),
    10_000,
    "the WebSocket upgrade",
  );
  socket.send(initialize(version));
  await within(
    (async () => {
      while (frames.length === 0) await delay(10);
    })(),
    10_000,
    "the WebSocket initialize answer",
  );
  return { socket, closed, frames };
}

Deno.test("SIGTERM with live HTTP and WebSocket connections ends every agent group within the grace period plus one second, ends the streams, closes sockets with 1001 and exits 143", async () => {
  await using scenario = await Scenario.create();
  const v1 = scenario.agent(["--protocol", "1", "--mode", "echo", "--ignore-term"]);
  const v2 = scenario.agent(["--protocol", "2", "--mode", "echo"]);
  const listener = await startListener(scenario, [
    "--v1",
    v1.cmd,
    "--v2",
    v2.cmd,
    "--grace-ms",
    String(GRACE_MS),
  ]);
  const http1 = await httpConnection(listener, 1);
  const http2 = await httpConnection(listener, 2);
  const ws1 = await wsConnection(listener, 1);
  const ws2 = await wsConnection(listener, 2);
  const agents = agentChildren(listener.daemon.pid);
  assert.equal(agents.length, 4, `four agents run: ${agents}`);

  listener.daemon.kill("SIGTERM");
  // Each agent leads its own group; the v1 agents ignore SIGTERM and need the SIGKILL.
  await Promise.all(
    agents.map((pid) => assertGroupGoneWithin(pid, GRACE_MS + 1_000, `agent group ${pid}`)),
  );
  assert.equal((await listener.daemon.exit()).code, 143, listener.daemon.stderrText);
  await http1.stream.ended();
  await http2.stream.ended();
  assert.equal(await within(ws1.closed, 5_000, "ws1 closing"), 1001);
  assert.equal(await within(ws2.closed, 5_000, "ws2 closing"), 1001);
});

Deno.test("DELETE closes the agent's input first and ends an agent that ignores it only after the grace period (input closed, grace, SIGTERM)", async () => {
  await using scenario = await Scenario.create();
  const agent = scenario.agent([
    "--protocol",
    "1",
    "--mode",
    "echo",
    "--ignore-eof",
  ]);
  const listener = await startListener(scenario, [
    "--v1",
    agent.cmd,
    "--grace-ms",
    String(GRACE_MS),
    "--log-level",
    "info",
  ]);
  const connection = await httpConnection(listener, 1);
  const [pid] = await waitPids(agent.pidFile);
  const deleted = await request(listener.url, {
    method: "DELETE",
    headers: { "Acp-Connection-Id": connection.id },
  });
  assert.equal(deleted.status, 202);
  await connection.stream.ended();
  // Nothing is sent to the agent before its grace period: it is alive well inside it.
  await delay(GRACE_MS / 4);
  assert.ok(isAlive(pid), "the agent was killed before its grace period ran out");
  // Input closed (ignored), grace, SIGTERM.
  await assertGroupGoneWithin(pid, GRACE_MS + 2_000, "the agent that ignores its input closing");
  const later = await post(listener.url, `{"jsonrpc":"2.0","method":"_x"}`, {
    "Acp-Connection-Id": connection.id,
  });
  assert.equal(later.status, 404);
});

/** An agent that answers initialize (id 1) and then never reads its input again. */
const NEVER_READS_AGAIN = `sh -c ${
  quote(
    `read line; printf '%s\\n' '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}'; exec sleep 300`,
  )
}`;

Deno.test("DELETE, and a WebSocket close, end an agent that stopped reading while a client message waits for it: input aborted, grace, SIGTERM (the pipe does not wait for the write)", async (t) => {
  await using scenario = await Scenario.create();
  const listener = await startListener(scenario, [
    "--v1",
    NEVER_READS_AGAIN,
    "--grace-ms",
    String(GRACE_MS),
  ]);
  const big = `{"jsonrpc":"2.0","method":"_x/note","params":{"p":"${"a".repeat(1_000_000)}"}}`;
  await t.step("HTTP: a 1 MB POST the agent never reads, then DELETE", async () => {
    const answer = await post(listener.url, initialize(1));
    assert.equal(answer.status, 200, answer.text);
    const id = answer.headers.get("acp-connection-id")!;
    const [agent] = await waitAgents(listener.daemon.pid, 1);
    const stalled = new AbortController();
    const posting = request(listener.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Acp-Connection-Id": id },
      body: big,
      signal: stalled.signal,
    }, 30_000).catch(() => null);
    await delay(300); // the POST now waits for the agent to read
    const deleted = await request(listener.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": id },
    });
    assert.equal(deleted.status, 202);
    // The client's end is its end of input: the agent has CLIENT_END_READ_MS to read to it,
    // then its output is stopped, then the grace period, then SIGTERM.
    await assertGroupGoneWithin(agent, ENDED_BY_CLIENT_MS, "the agent that stopped reading");
    stalled.abort();
    await posting;
  });
  await t.step("WebSocket: a 1 MB message the agent never reads, then close", async () => {
    const ws = await wsConnection(listener, 1);
    const [agent] = await waitAgents(listener.daemon.pid, 1);
    ws.socket.send(big);
    await delay(300);
    ws.socket.close(1000);
    await within(ws.closed, 10_000, "the WebSocket close");
    await assertGroupGoneWithin(agent, ENDED_BY_CLIENT_MS, "the agent that stopped reading");
  });
});

Deno.test("an initialize POST over --max-frame is answered with the router's -32600 naming the limit, under the POST's id (ROUTING 2.3), not a 502", async () => {
  await using scenario = await Scenario.create();
  const agent = scenario.agent(["--protocol", "1", "--mode", "echo"]);
  const listener = await startListener(scenario, ["--v1", agent.cmd, "--max-frame", "1024"]);
  const padded =
    `{"jsonrpc":"2.0","id":"big","method":"initialize","params":{"protocolVersion":1}` +
    `${" ".repeat(2048)}}`;
  const answer = await post(listener.url, padded);
  assert.equal(answer.status, 200, answer.text);
  const body = JSON.parse(answer.text);
  assert.equal(body.id, "big");
  assert.equal(body.error.code, -32600);
  assert.match(body.error.message, /first frame exceeds the 1024-byte limit/);
  // A first frame within the limit is still served.
  assert.equal((await post(listener.url, initialize(1))).status, 200);
});

/** A WebSocket client on a raw TCP socket, so that it can vanish without a close frame. */
async function rawWebSocket(port: number): Promise<Deno.TcpConn> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  await conn.write(encoder.encode(
    "GET /acp HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
  ));
  const buffer = new Uint8Array(4096);
  let head = "";
  await within(
    (async () => {
      while (!head.includes("\r\n\r\n")) {
        const n = await conn.read(buffer);
        if (n === null) throw new Error("the server closed during the upgrade");
        head += decoder.decode(buffer.subarray(0, n));
      }
    })(),
    10_000,
    "the 101 answer",
  );
  assert.match(head, /^HTTP\/1\.1 101/);
  return conn;
}

/** One masked client text frame. */
function textFrame(text: string): Uint8Array {
  const payload = encoder.encode(text);
  assert.ok(payload.length < 65536);
  const head = payload.length < 126
    ? [0x81, 0x80 | payload.length]
    : [0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff];
  const mask = [1, 2, 3, 4];
  const frame = new Uint8Array(head.length + 4 + payload.length);
  frame.set(head);
  frame.set(mask, head.length);
  payload.forEach((b, i) => frame[head.length + 4 + i] = b ^ mask[i % 4]);
  return frame;
}

Deno.test("a WebSocket client that vanishes mid-stream (no close frame) has its agent ended", async () => {
  await using scenario = await Scenario.create();
  const agent = scenario.agent(["--protocol", "1", "--mode", "echo", "--ignore-eof"]);
  const listener = await startListener(scenario, [
    "--v1",
    agent.cmd,
    "--grace-ms",
    String(GRACE_MS),
    "--log-level",
    "info",
  ]);
  const conn = await rawWebSocket(listener.port);
  await conn.write(textFrame(initialize(1)));
  const [pid] = await waitPids(agent.pidFile);
  // Mid-stream: lines are on their way back when the client disappears.
  for (let i = 0; i < 50; i++) await conn.write(textFrame(`{"jsonrpc":"2.0","method":"_n${i}"}`));
  conn.close();
  await assertGroupGoneWithin(pid, 2 * GRACE_MS + 5_000, "the agent of the vanished client");
  // The client leaving is a normal end, not a failure to write to it. (The connection's
  // last log line is awaited first: the daemon's stderr reaches the test a moment later.)
  assert.equal(await connectionEnd(listener, 10_000), "client-left", listener.daemon.stderrText);
  assert.match(listener.daemon.stderrText, /ended: socket closed/);
  assert.deepEqual(agentChildren(listener.daemon.pid), []);
  // No failed write to the client is reported. (The agent itself may die of EPIPE on its
  // output, which the daemon stopped reading: that exit is reported like any other.)
  assert.doesNotMatch(
    listener.daemon.stderrText,
    /output to the client failed|writing to the client/,
  );
});

Deno.test("an HTTP client that vanishes mid-stream (its event stream cut, no DELETE) has its agent ended by the idle timeout", async () => {
  await using scenario = await Scenario.create();
  // A source that outlasts the test (1 TiB): only the idle timeout ends it. (64 MiB could be
  // written, and dropped for the vanished client, before the timeout, and the agent then
  // ended by itself.)
  const agent = scenario.agent(["--protocol", "1", "--mode", "source", "--bytes", String(2 ** 40)]);
  const listener = await startListener(scenario, [
    "--v1",
    agent.cmd,
    "--grace-ms",
    String(GRACE_MS),
    "--idle-timeout-ms",
    "1000",
    "--max-buffered",
    "1MiB",
    "--log-level",
    "info",
  ]);
  const connection = await httpConnection(listener, 1);
  const [pid] = await waitPids(agent.pidFile);
  await connection.stream.nextData(); // the stream is flowing
  await connection.stream.close(); // and the client is gone
  await assertGroupGoneWithin(
    pid,
    1_000 + 2 * GRACE_MS + 5_000,
    "the agent of the vanished client",
  );
  // Its agent was still writing: the connection's end is a normal end, not a failed write.
  // (Its last log line is awaited first: the daemon's stderr reaches the test a moment later.)
  assert.equal(await connectionEnd(listener, 10_000), "client-left", listener.daemon.stderrText);
  assert.match(listener.daemon.stderrText, /idle timeout/);
  // No failed write to the client is reported. (The agent itself may die of EPIPE on its
  // output, which the daemon stopped reading: that exit is reported like any other.)
  assert.doesNotMatch(
    listener.daemon.stderrText,
    /output to the client failed|writing to the client/,
  );
  const later = await post(listener.url, `{"jsonrpc":"2.0","method":"_x"}`, {
    "Acp-Connection-Id": connection.id,
  });
  assert.equal(later.status, 404);
});

Deno.test("an agent that crashes mid-turn ends the connection's streams (HTTP) and later requests get 404", async () => {
  await using scenario = await Scenario.create();
  const listener = await startListener(scenario, [
    "--v1",
    scriptedAgentArgv(1).map(quote).join(" "),
  ]);
  const { id, stream } = await httpConnection(listener, 1);
  const headers = { "Acp-Connection-Id": id };
  const created = await post(
    listener.url,
    `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}`,
    headers,
  );
  assert.equal(created.status, 202, created.text);
  const answer = JSON.parse(decoder.decode(await stream.nextData()));
  const sessionId = answer.result.sessionId as string;
  const session = await mustOpenStream(listener.url, id, sessionId);
  const prompt = await post(
    listener.url,
    `{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"${sessionId}",` +
      `"prompt":[{"type":"text","text":"exit 3"}]}}`,
    { ...headers, "Acp-Session-Id": sessionId },
  );
  assert.equal(prompt.status, 202, prompt.text);
  await session.ended();
  await stream.ended();
  const later = await post(listener.url, `{"jsonrpc":"2.0","method":"_x"}`, headers);
  assert.equal(later.status, 404);
  assert.deepEqual(agentChildren(listener.daemon.pid), []);
});

Deno.test("an agent that crashes mid-turn closes its WebSocket with 1000 after its last frame", async () => {
  await using scenario = await Scenario.create();
  const listener = await startListener(scenario, [
    "--v1",
    scriptedAgentArgv(1).map(quote).join(" "),
  ]);
  const ws = await wsConnection(listener, 1);
  ws.socket.send(
    `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}`,
  );
  await within(
    (async () => {
      while (ws.frames.length < 2) await delay(10);
    })(),
    10_000,
    "the session/new answer",
  );
  const sessionId = JSON.parse(ws.frames[1]).result.sessionId;
  ws.socket.send(
    `{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"${sessionId}",` +
      `"prompt":[{"type":"text","text":"exit 3"}]}}`,
  );
  assert.equal(await within(ws.closed, 10_000, "the WebSocket closing"), 1000);
  assert.deepEqual(agentChildren(listener.daemon.pid), []);
});

/** The daemon's resident memory, from /proc. */
function rssBytes(pid: number): number {
  const status = Deno.readTextFileSync(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

Deno.test("a client that never reads its event stream holds the agent back: the daemon buffers at most --max-buffered, not the agent's whole output", async () => {
  await using scenario = await Scenario.create();
  const total = 256 * 1024 * 1024;
  const agent = scenario.agent(["--protocol", "1", "--mode", "source", "--bytes", String(total)]);
  const listener = await startListener(scenario, [
    "--v1",
    agent.cmd,
    "--max-buffered",
    "1MiB",
  ]);
  const before = rssBytes(listener.daemon.pid);
  const answer = await post(listener.url, initialize(1));
  const id = answer.headers.get("acp-connection-id")!;
  // The stream is open, and its body is never read.
  const response = await fetch(listener.url, {
    headers: { Accept: "text/event-stream", "Acp-Connection-Id": id },
  });
  assert.equal(response.status, 200);
  const [pid] = await waitPids(agent.pidFile);
  await delay(3_000);
  assert.ok(isAlive(pid), "the agent is still writing: it was held back, not drained");
  const grown = rssBytes(listener.daemon.pid) - before;
  assert.ok(grown < 128 * 1024 * 1024, `the daemon grew by ${grown} bytes`);
  await response.body?.cancel();
});

Deno.test("a remote HTTP agent that cannot be reached answers the initialize POST with 502 and 'failed to start ACP v1 agent: could not reach ...', like a WebSocket one, without Acp-Connection-Id (REMOTE §2); the daemon's error line names the flag to check, as on stdio (it did not behind --listen)", async () => {
  await using scenario = await Scenario.create();
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (closed.addr as Deno.NetAddr).port;
  closed.close(); // nothing listens there now
  for (const scheme of ["http", "ws"]) {
    const listener = await startListener(scenario, [
      "--v1",
      `${scheme}://127.0.0.1:${port}/acp`,
    ]);
    const failed = await post(listener.url, initialize(1));
    assert.equal(failed.status, 502, `${scheme}: ${failed.text}`);
    assert.equal(failed.headers.get("acp-connection-id"), null);
    const body = JSON.parse(failed.text);
    assert.equal(body.id, 1);
    assert.equal(body.error.code, -32603);
    assert.match(
      body.error.message,
      new RegExp(
        `^failed to start ACP v1 agent: could not (reach|connect to) the remote agent at ${scheme}://127\\.0\\.0\\.1:${port}/acp`,
      ),
    );
    await within(
      (async () => {
        while (!/check the --v1 address/.test(listener.daemon.stderrText)) await delay(20);
      })(),
      10_000,
      `the error line with its hint:\n${listener.daemon.stderrText}`,
    );
    assert.match(
      listener.daemon.stderrText,
      /error: connection [0-9a-f]{32}: failed to start ACP v1 agent: could not .*; check the --v1 address \(is the remote agent up, the URL right\?\)\n/,
    );
  }
});

Deno.test("a remote HTTP agent that refuses the initialize (401, 500) or answers it with no answer (an HTML page): the gateway answers 502 'failed to start ACP v1 agent: ...' at once, with the refusal's status and body as data, like a WebSocket upgrade refused", async () => {
  await using scenario = await Scenario.create();
  const modes = new Map<string, () => Response>([
    ["401", () => new Response('{"error":"nope"}', { status: 401 })],
    ["500", () => new Response("boom", { status: 500 })],
    ["html", () =>
      new Response("<html>hello</html>", {
        headers: { "Content-Type": "application/json", "Acp-Connection-Id": "c1" },
      })],
  ]);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const mode = new URL(req.url).pathname.slice(1);
    return req.method === "POST" ? modes.get(mode)!() : new Response(null, { status: 202 });
  });
  try {
    for (const mode of modes.keys()) {
      const listener = await startListener(scenario, [
        "--v1",
        `http://127.0.0.1:${server.addr.port}/${mode}`,
      ]);
      const started = Date.now();
      const failed = await post(listener.url, initialize(1));
      assert.equal(failed.status, 502, `${mode}: ${failed.text}`);
      assert.ok(Date.now() - started < 20_000, `${mode}: not the 30 s initialize timeout`);
      assert.equal(failed.headers.get("acp-connection-id"), null);
      const body = JSON.parse(failed.text);
      assert.equal(body.id, 1);
      assert.match(body.error.message, /^failed to start ACP v1 agent: the remote agent at /);
      if (mode === "html") {
        assert.match(body.error.message, /answered initialize with a body that is not its answer/);
      } else {
        assert.deepEqual(body.error.data.status, Number(mode));
        assert.match(body.error.message, new RegExp(`HTTP ${mode}`));
      }
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("an agent command that cannot start answers the initialize POST with 502 and a -32603 body, without Acp-Connection-Id, and the listener serves on", async () => {
  await using scenario = await Scenario.create();
  const listener = await startListener(scenario, [
    "--v1",
    "/nonexistent/acp-agent",
    "--v2",
    scriptedAgentArgv(2).map(quote).join(" "),
  ]);
  const failed = await post(listener.url, initialize(1));
  assert.equal(failed.status, 502);
  assert.equal(failed.headers.get("acp-connection-id"), null);
  const body = JSON.parse(failed.text);
  assert.equal(body.id, 1);
  assert.equal(body.error.code, -32603);
  assert.match(body.error.message, /failed to start ACP v1 agent: .*acp-agent/);
  const served = await post(listener.url, initialize(2));
  assert.equal(served.status, 200, served.text);
  await request(listener.url, {
    method: "DELETE",
    headers: { "Acp-Connection-Id": served.headers.get("acp-connection-id")! },
  });
});

Deno.test("a WebSocket remote agent that never answers the upgrade: after the gateway's 504 the dial is abandoned at once (its TCP connection closed, no late 'failed to start' line), and SIGTERM then ends the daemon within the grace period", async () => {
  await using scenario = await Scenario.create();
  const blackHole = upgradeBlackHole();
  try {
    const listener = await startListener(scenario, [
      "--v1",
      blackHole.url,
      "--init-timeout-ms",
      "500",
      "--grace-ms",
      String(GRACE_MS),
    ]);
    const timedOut = await post(listener.url, initialize(1));
    assert.equal(timedOut.status, 504, timedOut.text);
    // Before, the dial went on for its own 30 s: the socket stayed open, then a late error.
    await within(
      (async () => {
        while (blackHole.open() > 0) await delay(20);
      })(),
      5_000,
      "the abandoned dial's TCP connection to close",
    );
    await delay(300);
    listener.daemon.kill("SIGTERM");
    const status = await listener.daemon.exit(5_000);
    assert.equal(status.code, 143, listener.daemon.stderrText);
    assert.doesNotMatch(listener.daemon.stderrText, /failed to start|did not finish/);
  } finally {
    await blackHole.close();
  }
});

Deno.test("listen faults: --max-connections bounds the agents still being ended too: with a cap of 1, one reconnect right after a DELETE gets in, but a second gets 503 while both earlier agents (ignoring their input's end and SIGTERM) are still being ended, then gets in (before, agents piled up past any cap)", async () => {
  await using scenario = await Scenario.create();
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
  const stubborn = `trap '' TERM; read l; printf '%s\\n' '${answer}'; while :; do sleep 1; done`;
  const listener = await startListener(scenario, [
    "--v1",
    `sh -c ${quote(stubborn)}`,
    "--max-connections",
    "1",
    "--grace-ms",
    "1000",
  ]);
  const openAndDelete = async () => {
    const opened = await post(listener.url, initialize(1));
    assert.equal(opened.status, 200, opened.text);
    const id = opened.headers.get("acp-connection-id")!;
    const deleted = await request(listener.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": id },
    });
    assert.equal(deleted.status, 202);
  };
  await openAndDelete();
  await openAndDelete(); // a reconnect right after a DELETE gets in
  const refused = await post(listener.url, initialize(1));
  assert.equal(refused.status, 503, refused.text);
  assert.match(
    refused.text,
    /the connection cap \(1\) is reached with the 2 ended connection\(s\) whose agents are still being ended/,
  );
  // Its agent gets the grace period, SIGTERM (ignored), SIGKILL after another: then a new
  // connection gets in.
  let next = refused;
  const t = Date.now();
  while (next.status === 503 && Date.now() - t < 20_000) {
    await delay(200);
    next = await post(listener.url, initialize(1));
  }
  assert.equal(next.status, 200, next.text);
});

/** An agent that answers initialize, writes `lines` notifications of 1.5 KB, and exits. */
function floodAndExit(lines: number): string {
  return `python3 -c 'import sys
sys.stdin.readline()
w = sys.stdout.write
w("{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"result\\":{\\"protocolVersion\\":1}}\\n")
for i in range(${lines}): w("{\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"n\\",\\"params\\":{\\"i\\":%d,\\"x\\":\\"%s\\"}}\\n" % (i, "b" * 1500))
sys.stdout.flush()'`;
}

/** The lines a {@linkcode floodAndExit} agent of these tests writes after its answer. */
const FLOOD_LINES = 5_000;

/** A listener whose agent is {@linkcode floodAndExit}, logging at info, with `extra` flags. */
function floodListener(scenario: Scenario, ...extra: string[]): Promise<Listener> {
  return startListener(scenario, [
    "--v1",
    floodAndExit(FLOOD_LINES),
    "--grace-ms",
    "300",
    "--log-level",
    "info",
    ...extra,
  ]);
}

/** A raw WebSocket client that sent initialize and reads nothing yet. */
function idleWsClient(listener: Listener): Promise<RawWs> {
  return RawWs.open(listener.port, UPGRADE_REQUEST, clientFrame(1, encoder.encode(initialize(1))));
}

/** Waits (bounded) until `count` WebSocket connections of `listener` are logged as ended. */
async function wsEnded(listener: Listener, count = 1): Promise<void> {
  const ended = () => (listener.daemon.stderrText.match(/\(websocket\) ended: /g) ?? []).length;
  await within(
    (async () => {
      while (ended() < count) await delay(50);
    })(),
    20_000,
    `${count} WebSocket connection(s) ended`,
  );
}

/** Reads text frames until another frame or the end: how many, and what came after them. */
async function textsThenEnd(ws: RawWs): Promise<{ texts: number; last: ServerFrame | null }> {
  let texts = 0;
  while (true) {
    const last = await ws.next(10_000);
    if (last === null || last.opcode !== 1) return { texts, last };
    texts++;
  }
}

Deno.test("a WebSocket client that reads its output late (3 s after the agent wrote 7 MB and exited) gets all of it, then the close frame: the output queued before the close goes while the client takes it (before, the socket was destroyed 2 s after the close, the rest lost with no close frame)", async () => {
  await using scenario = await Scenario.create();
  const listener = await floodListener(scenario);
  const ws = await idleWsClient(listener);
  try {
    await delay(3_000);
    const { texts, last } = await textsThenEnd(ws);
    assert.equal(texts, FLOOD_LINES + 1, "the answer and every line");
    assert.equal(closeOf(last).code, 1000);
  } finally {
    ws.close();
  }
});

Deno.test("--max-connections counts an ended WebSocket still sending its last output: with a cap of 1, two clients that read nothing of their agents' 7 MB keep a third out (503) after both agents are gone, and closing one lets it in (before, a closing socket counted for nothing and any number piled up)", async () => {
  await using scenario = await Scenario.create();
  const listener = await floodListener(scenario, "--max-connections", "1");
  const first = await idleWsClient(listener);
  await wsEnded(listener, 1);
  const second = await idleWsClient(listener);
  try {
    assert.equal(second.status, 101, second.head);
    await wsEnded(listener, 2);
    // Past the old 2 s close wait, and past both agents' end: only the closing sockets count.
    await delay(3_000);
    const third = await RawWs.open(listener.port);
    third.close();
    assert.equal(third.status, 503, third.head);
    assert.match(third.head, /Retry-After: 1/i);
    first.close();
    let next = third;
    const t = Date.now();
    while (next.status === 503 && Date.now() - t < 10_000) {
      await delay(100);
      next = await RawWs.open(listener.port);
      next.close();
    }
    assert.equal(next.status, 101, next.head);
  } finally {
    first.close();
    second.close();
  }
});

Deno.test("SIGINT does not wait on a WebSocket client that reads nothing of an ended connection's last output: the daemon exits 130 within the 2 s close wait, not the shutdown's 10 s bound, and warns how many bytes were lost", async () => {
  await using scenario = await Scenario.create();
  const listener = await floodListener(scenario);
  const ws = await idleWsClient(listener);
  try {
    await wsEnded(listener);
    const t = Date.now();
    listener.daemon.kill("SIGINT");
    const status = await listener.daemon.exit(15_000);
    assert.equal(status.code, 130, listener.daemon.stderrText);
    assert.ok(Date.now() - t < 8_000, `exited ${Date.now() - t} ms after SIGINT`);
    assert.doesNotMatch(listener.daemon.stderrText, /did not close within/);
    // What it lost is said (before, the count was read after the socket had let it go: 0).
    assert.match(
      listener.daemon.stderrText,
      /the client had not taken the last [1-9][0-9]* bytes of output \(and the close frame\)/,
    );
  } finally {
    ws.close();
  }
});

Deno.test("a WebSocket client that sends its close frame while megabytes of output wait for it ends its connection at once, its agent ended as for any client that leaves (not held for the output stall bound while the output drains to nobody)", async () => {
  await using scenario = await Scenario.create();
  const agent = `python3 -c 'import sys, time
sys.stdin.readline()
w = sys.stdout.write
w("{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"result\\":{\\"protocolVersion\\":1}}\\n")
for i in range(3000): w("{\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"n\\",\\"params\\":{\\"x\\":\\"%s\\"}}\\n" % ("b" * 1500))
sys.stdout.flush()
time.sleep(120)'`;
  const listener = await startListener(scenario, [
    "--v1",
    agent,
    "--grace-ms",
    "300",
    "--log-level",
    "info",
  ]);
  const ws = await idleWsClient(listener);
  try {
    await delay(1_000); // the output has piled up
    await ws.send(clientFrame(8, new Uint8Array([0x03, 0xe8])));
    await wsEnded(listener); // within its 20 s: the stall bound is 60 s
    assert.match(listener.daemon.stderrText, /the client closed the WebSocket \(code 1000\)/);
  } finally {
    ws.close();
  }
});

Deno.test("SIGTERM with --drain-ms lets an ended WebSocket's last output reach a client that starts reading it 3 s later: every line, then its close frame, then the daemon exits 143 (before, the drain looked at live connections only and the shutdown cut it after 2 s)", async () => {
  await using scenario = await Scenario.create();
  const listener = await floodListener(scenario, "--drain-ms", "30000");
  const ws = await idleWsClient(listener);
  try {
    await wsEnded(listener);
    listener.daemon.kill("SIGTERM");
    await delay(3_000);
    const { texts, last } = await textsThenEnd(ws);
    assert.equal(texts, FLOOD_LINES + 1, "the answer and every line");
    assert.equal(closeOf(last).code, 1000);
    ws.close();
    const status = await listener.daemon.exit(20_000);
    assert.equal(status.code, 143, listener.daemon.stderrText);
    assert.match(listener.daemon.stderrText, /still sending their last output/);
  } finally {
    ws.close();
  }
});

/**
 * Opens a raw socket to `listener` and sends a POST head to `path` declaring `length` bytes of
 * body (and `start` of it); `use` gets the socket, closed after it either way.
 */
async function refusedPost(
  url: string,
  path: string,
  length: number,
  start: string,
  use: (conn: Deno.Conn) => Promise<void>,
): Promise<void> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: Number(new URL(url).port) });
  try {
    await conn.write(new TextEncoder().encode(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${length}\r\n\r\n${start}`,
    ));
    await use(conn);
  } finally {
    try {
      conn.close();
    } catch {
      // closed already
    }
  }
}

Deno.test("a request refused before its body was read (401 without the token, 404 for another path) has the rest of its body read for at most REFUSED_BODY_MS, then its socket closed, not kept open by a client sending a byte now and then (before hostile18: open for good)", async () => {
  const listener = await listenAcp({ port: 0, token: "s3cret-token", handler: async () => {} });
  try {
    await Promise.all(
      ([["/acp", 401], ["/nope", 404]] as const).map(([path, status]) =>
        refusedPost(listener.url, path, 100_000, "{", async (conn) => {
          let text = "";
          const buffer = new Uint8Array(65536);
          const started = Date.now();
          const deadline = started + REFUSED_BODY_MS + 10_000;
          let closedAt: number | null = null;
          while (Date.now() < deadline) {
            const timer = setTimeout(() => conn.close(), Math.max(1, deadline - Date.now()));
            const n = await conn.read(buffer).catch(() => null);
            clearTimeout(timer);
            if (n === null) {
              if (Date.now() < deadline) closedAt = Date.now();
              break;
            }
            text += new TextDecoder().decode(buffer.subarray(0, n));
            await conn.write(new TextEncoder().encode(" ")).catch(() => {}); // a byte now and then
          }
          assert.match(text, new RegExp(`^HTTP/1\\.1 ${status} `), path);
          assert.ok(closedAt !== null, `${path}: the server closed the socket after its ${status}`);
          assert.ok(closedAt - started >= REFUSED_BODY_MS - 1_000, `${path}: not before its bound`);
        })
      ),
    );
  } finally {
    await listener.shutdown();
  }
});

Deno.test("a client that sends a large body to be refused (15 MB without the token, to another path) gets the refusal as its answer, not a broken pipe: the body is read and dropped (before regress104: the socket closed while fetch still wrote, and fetch failed)", async () => {
  const listener = await listenAcp({ port: 0, token: "s3cret-token", handler: async () => {} });
  try {
    const body = new Uint8Array(15_000_000).fill(0x20);
    for (const [url, status] of [[listener.url, 401], [listener.url + "x", 404]] as const) {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        assert.equal(response.status, status, url);
        await response.body?.cancel();
      }
    }
  } finally {
    await listener.shutdown();
  }
});

Deno.test("a refused body past REFUSED_BODY_BYTES is not read on: its socket is closed (before hostile18: a 404's endless body was read at full speed)", async () => {
  const listener = await listenAcp({ port: 0, handler: async () => {} });
  try {
    await refusedPost(listener.url, "/nope", 4 * REFUSED_BODY_BYTES, "", async (conn) => {
      const chunk = new Uint8Array(1 << 20).fill(0x20);
      let sent = 0;
      const writing = (async () => {
        while (sent < 4 * REFUSED_BODY_BYTES) {
          await conn.write(chunk);
          sent += chunk.length;
        }
      })();
      const ended = await within(writing.then(() => "all", () => "cut"), 20_000, "the writes");
      assert.equal(ended, "cut", "the server closed the socket");
      assert.ok(sent <= REFUSED_BODY_BYTES + 16 * (1 << 20), `${sent} bytes sent`);
    });
  } finally {
    await listener.shutdown();
  }
});

Deno.test("the README's words on a refused request's body match REFUSED_BODY_MS and REFUSED_BODY_BYTES", async () => {
  const readme = (await Deno.readTextFile(new URL("../README.md", import.meta.url)))
    .replaceAll("\n", " ");
  assert.ok(
    readme.includes(
      `read and dropped for at most ${REFUSED_BODY_MS / 1000} s and ` +
        `${REFUSED_BODY_BYTES / 1024 / 1024} MiB`,
    ),
    "the README names both bounds",
  );
});
