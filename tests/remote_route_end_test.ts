/**
 * How a route behind `listenAcp` is said to have ended when its agent ends by itself: the
 * agent's end (`implementation-ended`), over HTTP and WebSocket, not `client-left` (the server
 * closed the connection's input when the agent's output ended, and the route took that end of
 * input as first).
 *
 * @module
 */

import assert from "node:assert/strict";
import { AgentRouter, command, inProcess, listenAcp, routerHandler } from "../mod.ts";
import { memoryLogger } from "./fixtures/remote/server_harness.ts";
import { within } from "./fixtures/support.ts";

const ANSWER = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;

/** POSTs the `initialize` that opens a connection (bounded). */
function postInitialize(url: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: INIT,
    signal: AbortSignal.timeout(20_000),
  });
}

/** Sends the `initialize` over a WebSocket to `url`; what came back and the close code. */
async function initializeOverWebSocket(
  url: string,
  ...more: string[]
): Promise<{ code: number; heard: string[] }> {
  const ws = new WebSocket(url.replace(/^http/, "ws"));
  const heard: string[] = [];
  ws.onmessage = (m) => heard.push(String(m.data));
  const closed = new Promise<number>((resolve) => ws.onclose = (e) => resolve(e.code));
  ws.onopen = () => [INIT, ...more].forEach((frame) => ws.send(frame));
  return { code: await within(closed, 15_000, "the WebSocket's close"), heard };
}

/** Waits (bounded) until `lines` has one matching `pattern`. */
async function lineMatching(lines: string[], pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const line = lines.find((l) => pattern.test(l));
    if (line !== undefined) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no line matching ${pattern} in 15 s:\n${lines.join("\n")}`);
}

Deno.test("an agent behind listenAcp that answers initialize and exits by itself ends its route as implementation-ended, over HTTP and WebSocket (before lib16: client-left)", async () => {
  const log = memoryLogger();
  const agent = command(["sh", "-c", `read l; printf '%s\\n' '${ANSWER}'; sleep 0.2; exit 0`]);
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: agent }), { logger: log }),
  });
  try {
    const response = await postInitialize(listener.url);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), ANSWER);
    const http = await lineMatching(log.lines, /its route ended: /);
    assert.match(http, /its route ended: implementation-ended$/);

    assert.equal((await initializeOverWebSocket(listener.url)).code, 1000);
    const ends = () => log.lines.filter((l) => /its route ended: /.test(l));
    const deadline = Date.now() + 15_000;
    while (ends().length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.match(ends()[1] ?? "", /its route ended: implementation-ended$/, log.lines.join("\n"));
  } finally {
    await listener.shutdown();
  }
});

Deno.test("a connection handler that ends its output, then reads its input to the end, still gets the end of input (2 s after its output ended at most) and finishes, over HTTP", async () => {
  let finished!: () => void;
  const done = new Promise<void>((resolve) => finished = resolve);
  const listener = await listenAcp({
    handler: async (connection) => {
      const writer = connection.writable.getWriter();
      for await (const _ of connection.readable) {
        await writer.write(new TextEncoder().encode(`${ANSWER}\n`));
        await writer.close();
      }
      finished();
    },
  });
  try {
    const response = await postInitialize(listener.url);
    assert.equal(await response.text(), ANSWER);
    await within(done, 10_000, "the handler's end");
  } finally {
    await listener.shutdown();
  }
});

Deno.test("an agent behind listenAcp whose first line is over the 64 MiB line bound gets its initialize POST a 502 saying its output failed and why, not that it 'ended before answering initialize' (it did not end: regress97)", async () => {
  const big = new Uint8Array(64 * 1024 * 1024 + 16).fill(0x78);
  big[big.length - 1] = 0x0a;
  const agent = inProcess(async ({ readable, writable }) => {
    const reader = readable.getReader();
    await reader.read(); // the initialize
    const writer = writable.getWriter();
    await writer.write(big).catch(() => {});
    while (!(await reader.read().catch(() => ({ done: true }))).done) { /* until its end */ }
  });
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: agent })),
    logger: memoryLogger(),
  });
  try {
    const response = await postInitialize(listener.url);
    const body = await response.text();
    assert.equal(response.status, 502, body);
    assert.match(
      JSON.parse(body).error.message,
      /^failed to start ACP v1 agent: its output failed before it answered initialize: the agent wrote a line longer than 67108864 bytes/,
    );
  } finally {
    await listener.shutdown();
  }
});

Deno.test("a client that goes away before its initialize is answered ends the connection as a client that leaves: the agent's late answer is read and dropped, and its end is no error (before remote18: its output was cut, the agent died of a broken pipe, and 'the agent ended with exit code 141' was logged at error)", async () => {
  const log = memoryLogger();
  const marks = await Deno.makeTempDir();
  // Answers 1 s late; says whether that write worked, then reads to the end of its input.
  const agent = command([
    "sh",
    "-c",
    `read l; sleep 1; printf '%s\\n' '${ANSWER}' && touch ${marks}/wrote; cat >/dev/null; ` +
    `touch ${marks}/ended`,
  ]);
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: agent }), { logger: log }),
  });
  try {
    const gone = new AbortController();
    const posted = fetch(listener.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: INIT,
      signal: gone.signal,
    }).catch((e) => e);
    await lineMatching(log.lines, /started the v1 agent/);
    gone.abort();
    assert.equal((await posted).name, "AbortError");
    const ended = await lineMatching(log.lines, /its route ended: /);
    assert.match(ended, /its route ended: client-left$/);
    assert.ok(
      await Deno.stat(`${marks}/wrote`).then(() => true, () => false),
      "its answer was read",
    );
    assert.ok(
      await Deno.stat(`${marks}/ended`).then(() => true, () => false),
      "it ended at its end of input",
    );
    assert.deepEqual(log.lines.filter((l) => /ended with exit code|error/.test(l)), []);
  } finally {
    await listener.shutdown();
    await Deno.remove(marks, { recursive: true });
  }
});

Deno.test("an agent behind listenAcp that ends before answering initialize gets a WebSocket client the -32603 an HTTP client gets with its 502, then close 1000 as for any agent's exit (REMOTE §3; before interop15: no answer at all)", async () => {
  const log = memoryLogger();
  const agent = command(["sh", "-c", "read l; exit 3"]);
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: agent }), { logger: log }),
    logger: log,
  });
  try {
    const expected =
      `{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"failed to start ACP v1 agent: ` +
      `it ended before answering initialize"}}`;
    const response = await postInitialize(listener.url);
    assert.equal(response.status, 502);
    assert.equal(await response.text(), expected, "the HTTP answer");
    const { code, heard } = await initializeOverWebSocket(listener.url);
    assert.equal(code, 1000);
    assert.deepEqual(heard, [expected], "the same answer over WebSocket");
  } finally {
    await listener.shutdown();
  }
});

Deno.test("an agent behind listenAcp that answers initialize inside a batch and then exits gets a WebSocket client that answer alone: no -32603 besides it, also for a second initialize answered in the same batch (before regress108 and regress109: a second answer to the same id)", async () => {
  // The first refused, the second answered: every entry counts (regress109: the second got
  // a -32603 too).
  const first = `{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"once"}}`;
  const second = ANSWER.replace(`"id":1`, `"id":2`);
  const agent = command([
    "sh",
    "-c",
    `read l; read l; printf '%s\\n' '[${first},${second}]'; sleep 0.2; exit 3`,
  ]);
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: agent }), { logger: memoryLogger() }),
    logger: memoryLogger(),
  });
  try {
    const { code, heard } = await initializeOverWebSocket(
      listener.url,
      INIT.replace(`"id":1`, `"id":2`),
    );
    assert.equal(code, 1000);
    assert.deepEqual(heard, [`[${first},${second}]`]);
  } finally {
    await listener.shutdown();
  }
});
