/**
 * The remote server's WebSocket side (REMOTE §3): 101 with `Acp-Connection-Id`, one message
 * per text frame both ways and byte-exact, binary frames ignored, batches refused, the frame
 * cap (1009), and the close codes (1000 after the last frame, 1011, the client's close).
 *
 * @module
 */

import assert from "node:assert/strict";
import type { ConnectionHandler, RemoteConnection } from "../remote/remote_connection.ts";
import {
  AsyncQueue,
  decoder,
  encoder,
  fakeAgents,
  initializeAnswer,
  rawHttp,
  REENCODED_IDS,
  reencodingAgents,
  request,
  startServer,
  WAIT_MS,
  within,
} from "./fixtures/remote/server_harness.ts";
import { clientFrame, closeOf, RawWs, UPGRADE_REQUEST } from "./fixtures/remote/raw_ws.ts";
import { assertSameBytes, concat } from "./fixtures/support.ts";

/** A WebSocket client that queues what it receives. */
class WsClient {
  readonly socket: WebSocket;
  readonly messages = new AsyncQueue<string | ArrayBuffer | Blob>();
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.onmessage = (event) => this.messages.push(event.data);
    this.closed = new Promise((resolve) => {
      socket.onclose = (event) => resolve({ code: event.code, reason: event.reason });
    });
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<WsClient> {
    // Deno takes request headers in the second argument.
    const socket = new WebSocket(url.replace(/^http/, "ws"), { headers } as unknown as string[]);
    const client = new WsClient(socket);
    await within(
      new Promise<void>((resolve, reject) => {
        socket.onopen = () => resolve();
        socket.onerror = (e) => reject(new Error(`WebSocket failed: ${(e as ErrorEvent).message}`));
      }),
      WAIT_MS,
      "the WebSocket opens",
    );
    return client;
  }

  async text(): Promise<string> {
    const data = await this.messages.next(WAIT_MS, "a WebSocket message");
    if (typeof data !== "string") throw new Error("expected a text frame");
    return data;
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close();
    await within(this.closed, WAIT_MS, "the WebSocket closes");
  }
}

const UPGRADE = `GET /acp HTTP/1.1\nHost: 127.0.0.1\nUpgrade: websocket\nConnection: Upgrade\n` +
  `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Version: 13\n`;

Deno.test("an upgrade gets 101 with a 32-hex Acp-Connection-Id and opens a websocket connection", async () => {
  const server = await startServer();
  try {
    const answer = await rawHttp(server.port, UPGRADE, "", true);
    assert.equal(answer.status, 101);
    const id = /^acp-connection-id: ([0-9a-f]+)$/im.exec(answer.head)?.[1];
    assert.match(id ?? "", /^[0-9a-f]{32}$/);
    assert.ok(!/set-cookie|sec-websocket-protocol/i.test(answer.head));
    const agent = await server.agents.next();
    assert.equal(agent.connection.id, id);
    assert.equal(agent.connection.transport, "websocket");
    // rawHttp closed the TCP connection: the socket is gone.
    await within(agent.finished, WAIT_MS, "the handler is told the socket closed");
    assert.equal(agent.connection.signal.reason, "socket closed");
    assert.equal(server.listener.activeConnections(), 0);
  } finally {
    await server.close();
  }
});

Deno.test("text frames carry lines byte-exact both ways: frame text = line bytes without LF", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    const frames = [
      `{"jsonrpc":"2.0","id":12345678901234567890,"method":"initialize","params":{"protocolVersion":1}}`,
      `{"params":{"z":1,"a":1.0},"method":"x","jsonrpc":"2.0"}`,
      `{"jsonrpc":"2.0","method":"m","params":{"t":"\\u00e9 é 😀"}}`,
    ];
    for (const frame of frames) client.socket.send(frame);
    assert.equal(
      await client.text(),
      `{"jsonrpc":"2.0","id":12345678901234567890,"result":{"protocolVersion":1,"agentCapabilities":{}}}`,
    );
    for (const frame of frames) {
      assertSameBytes(await agent.lines.next(), encoder.encode(frame), frame);
    }
    const lines = [
      `{"result":{"n":1.0,"big":98765432109876543210},"id":"\\u0031","jsonrpc":"2.0"}`,
      `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","t":"żółw 🐢"}}`,
    ];
    await agent.write(lines[0] + "\r\n" + lines[1].slice(0, 20));
    await agent.write(lines[1].slice(20) + "\n");
    for (const line of lines) {
      assertSameBytes(encoder.encode(await client.text()), encoder.encode(line), line);
    }
    // An LF inside a frame can only be JSON whitespace: one frame stays one line. A CR
    // inside is kept (before, it became a space: over a WebSocket a frame's bytes are kept).
    client.socket.send(`{\r\n"jsonrpc":"2.0",\r"method":"pretty"}\r\n`);
    assert.equal(
      decoder.decode(await agent.lines.next()),
      `{\r "jsonrpc":"2.0",\r"method":"pretty"}`,
    );
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a binary frame is ignored and logged; a batch frame is answered with -32600 and not forwarded", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    // The handler hears of the answer the server made itself (a transcript records it).
    const own: string[] = [];
    agent.connection.onOwnAnswer?.((frame, answer) =>
      own.push(decoder.decode(frame), decoder.decode(answer))
    );
    client.socket.send(encoder.encode(`{"jsonrpc":"2.0","method":"binary"}`));
    client.socket.send(`[{"jsonrpc":"2.0","method":"batched"}]`);
    const refusal =
      `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"JSON-RPC batches are not supported"}}`;
    assert.equal(await client.text(), refusal);
    assert.deepEqual(own, [`[{"jsonrpc":"2.0","method":"batched"}]\n`, `${refusal}\n`]);
    client.socket.send(`{"jsonrpc":"2.0","method":"after"}`);
    assert.equal(decoder.decode(await agent.lines.next()), `{"jsonrpc":"2.0","method":"after"}`);
    assert.equal(agent.lines.size, 0);
    assert.ok(
      server.log.lines.some((l) => l.startsWith("warn:") && l.includes("binary WebSocket frame")),
    );
    assert.equal(client.socket.readyState, WebSocket.OPEN);
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a client whose one message is ten times maxBodyBytes, still writing it when the 1009 comes, finishes it and gets the 1009 close (a server that stopped reading at once left it blocked: 1006 two seconds later)", async () => {
  const server = await startServer({ maxBodyBytes: 1024 * 1024 });
  // One masked text frame of 10 MiB, its payload written from one reused 64 KiB buffer.
  const total = 10 * 1024 * 1024;
  const header = new Uint8Array(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  new DataView(header.buffer).setBigUint64(2, BigInt(total));
  header.set([1, 2, 3, 4], 10);
  const ws = await RawWs.open(server.port);
  try {
    await ws.send(header);
    const chunk = new Uint8Array(64 * 1024).fill(0x21);
    let written = 0;
    while (written < total) {
      const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
      written += await within(ws.write(piece), WAIT_MS, "a write of the message's rest");
    }
    assert.equal(closeOf(await ws.next(WAIT_MS)).code, 1009);
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("the unfinished messages of all WebSockets share the server's body budget (4 x maxBodyBytes, at least 64 MiB): the socket whose message passes it is closed with 1013 and the others go on (before limits4: 64 sockets each held 16 MiB of a message, 1.1 GB)", async () => {
  const max = 16 * 1024 * 1024;
  const server = await startServer({ maxBodyBytes: max });
  // A masked text frame declaring 16 MiB: its header, then `bytes` of its payload.
  const partial = async (bytes: number) => {
    const header = new Uint8Array(14);
    header[0] = 0x81;
    header[1] = 0x80 | 127;
    new DataView(header.buffer).setBigUint64(2, BigInt(max));
    const ws = await RawWs.open(server.port);
    await ws.send(header);
    const chunk = new Uint8Array(64 * 1024).fill(0x21);
    for (let written = 0; written < bytes;) {
      const piece = chunk.subarray(0, Math.min(chunk.length, bytes - written));
      written += await within(ws.write(piece), WAIT_MS, "a write of the message");
    }
    return ws;
  };
  const sockets: RawWs[] = [];
  try {
    for (let i = 0; i < 4; i++) sockets.push(await partial(15 * 1024 * 1024)); // 60 MiB held
    const over = await partial(5 * 1024 * 1024); // 65 MiB: past the budget
    sockets.push(over);
    const closed = closeOf(await over.next(WAIT_MS));
    assert.deepEqual(closed, { code: 1013, reason: "the server is busy; try again later" });
    // The first is still read: the rest of its message ends it whole, within the budget.
    await sockets[0].send(new Uint8Array(1024 * 1024).fill(0x21));
    const next = await sockets[0].next(1_000).then((f) => closeOf(f).code, () => "open");
    assert.equal(next, "open", "the first socket is not closed");
  } finally {
    for (const ws of sockets) ws.close();
    await server.close();
  }
});

Deno.test("a frame over maxBodyBytes closes the socket with 1009", async () => {
  const server = await startServer({ maxBodyBytes: 64 });
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    // 38 characters, but 68 UTF-8 bytes: the cap counts bytes.
    client.socket.send(`{"s":"${"é".repeat(30)}"}`);
    const closed = await within(client.closed, WAIT_MS, "the close");
    assert.equal(closed.code, 1009);
    await within(agent.finished, WAIT_MS, "the handler is told");
    assert.equal(agent.connection.signal.aborted, true);
    assert.equal(agent.lines.size, 0);
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("the agent's output ending closes the socket with 1000 after the last frame", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    const lines = Array.from(
      { length: 20 },
      (_, i) => `{"jsonrpc":"2.0","method":"n","params":{"i":${i}}}`,
    );
    await agent.write(lines.join("\n") + "\n" + `{"last":"no LF"}`);
    await agent.closeOutput();
    const closed = await within(client.closed, WAIT_MS, "the close");
    assert.equal(closed.code, 1000);
    const got: string[] = [];
    while (client.messages.size > 0) got.push(await client.text());
    assert.deepEqual(got, [...lines, `{"last":"no LF"}`]);
    assert.equal(agent.connection.signal.aborted, false);
    agent.finish();
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("the agent's output failing (an internal error) closes the socket with 1011 after the frames before it, and is logged", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    await agent.write(`{"jsonrpc":"2.0","method":"before"}\n`);
    assert.equal(await client.text(), `{"jsonrpc":"2.0","method":"before"}`);
    await agent.failOutput(new Error("the agent's output broke"));
    const closed = await within(client.closed, WAIT_MS, "the close");
    assert.equal(closed.code, 1011);
    assert.ok(
      server.log.lines.some((l) =>
        l.startsWith("warn:") && l.includes("the agent's output failed") && l.includes("broke")
      ),
      server.log.lines.join("\n"),
    );
    agent.finish();
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a failing handler closes the socket with 1011 and is logged", async () => {
  const handler: ConnectionHandler = async (connection) => {
    const reader = connection.readable.getReader();
    await reader.read();
    reader.releaseLock();
    throw new Error("boom");
  };
  const server = await startServer({}, { handler, agents: new AsyncQueue(), running: [] });
  const client = await WsClient.open(server.url);
  try {
    client.socket.send(`{"jsonrpc":"2.0","method":"n"}`);
    const closed = await within(client.closed, WAIT_MS, "the close");
    assert.equal(closed.code, 1011);
    assert.ok(server.log.lines.some((l) => l.startsWith("error:") && l.includes("boom")));
  } finally {
    await client.close();
    await server.close();
  }
});

/**
 * A handler that reads the first frame, tells the server `tell` about it, answers `answer` and
 * ends; the client sends an initialize, gets the answer, and then the close: its code and
 * reason.
 */
async function closeAfterAnswer(
  answer: string,
  tell: (connection: RemoteConnection) => void,
): Promise<[number, string]> {
  const handler: ConnectionHandler = async (connection) => {
    const reader = connection.readable.getReader();
    await reader.read();
    reader.releaseLock();
    tell(connection);
    const writer = connection.writable.getWriter();
    await writer.write(new TextEncoder().encode(answer + "\n"));
    await writer.close();
  };
  const server = await startServer({}, { handler, agents: new AsyncQueue(), running: [] });
  const client = await WsClient.open(server.url);
  try {
    client.socket.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
    assert.equal(await client.text(), answer);
    const closed = await within(client.closed, WAIT_MS, "the close");
    return [closed.code, closed.reason];
  } finally {
    await client.close();
    await server.close();
  }
}

Deno.test("an agent that could not start (the handler said startFailed) closes the socket with 1011 'the agent could not be started' after the answer saying so, not 1000 as an agent that ended (a daemon dialling it exited 0; over HTTP the POST gets 502)", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"failed to start"}}`;
  assert.deepEqual(
    await closeAfterAnswer(answer, (connection) => connection.startFailed()),
    [1011, "the agent could not be started"],
  );
});

Deno.test("a first frame the handler refused and ended on (firstFrameRefused, one over the frame limit) closes the socket with 1009 and its reason after the answer, not 1000 as an agent that ended (a daemon dialling it exited 0; on stdio it is exit 1)", async () => {
  const answer = `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"too big"}}`;
  const why = "the first frame is over the 9-byte limit";
  assert.deepEqual(
    await closeAfterAnswer(answer, (connection) => connection.firstFrameRefused?.(why)),
    [1009, why],
  );
});

Deno.test("the client closing the socket aborts the signal with 'socket closed' and frees the slot", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  const agent = await server.agents.next();
  try {
    assert.equal(server.listener.activeConnections(), 1);
    client.socket.close(1000);
    await within(agent.finished, WAIT_MS, "the handler is told");
    assert.equal(agent.connection.signal.reason, "socket closed");
    await within(agent.inputEnded, WAIT_MS, "the input ends");
    assert.equal(server.listener.activeConnections(), 0);
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a line that is not valid UTF-8 is sent with replacement characters and a warning", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    await agent.write(
      new Uint8Array([...encoder.encode(`{"s":"`), 0xff, 0xfe, ...encoder.encode(`"}\n`)]),
    );
    assert.equal(await client.text(), `{"s":"\ufffd\ufffd"}`);
    assert.ok(server.log.lines.some((l) => l.startsWith("warn:") && l.includes("not valid UTF-8")));
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a live WebSocket connection's id on a POST or a GET gets 404 saying its messages travel on the socket, not that the id is unknown (before: 'Unknown Acp-Connection-Id', while a DELETE of it gets 202)", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    const { openStream, SseReader, post } = await import("./fixtures/remote/server_harness.ts");
    const said =
      /^Acp-Connection-Id names a WebSocket connection: its messages travel on the socket$/;
    const got = await openStream(server.url, agent.connection.id);
    assert.ok(!(got instanceof SseReader));
    assert.equal(got.status, 404);
    assert.match(got.text, said);
    const posted = await post(server.url, `{"jsonrpc":"2.0","method":"x"}`, {
      "Acp-Connection-Id": agent.connection.id,
    });
    assert.equal(posted.status, 404);
    assert.match(posted.text, said);
    // An id nobody has is still unknown.
    const unknown = await openStream(server.url, "0".repeat(32));
    assert.ok(!(unknown instanceof SseReader));
    assert.equal(unknown.text, "Unknown Acp-Connection-Id");
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a DELETE of a WebSocket connection's id closes it with 1000 and aborts the signal with DELETE", async () => {
  const server = await startServer();
  const client = await WsClient.open(server.url);
  try {
    const agent = await server.agents.next();
    const deleted = await request(server.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": agent.connection.id },
    });
    assert.equal(deleted.status, 202);
    const closed = await within(client.closed, WAIT_MS, "the close");
    assert.equal(closed.code, 1000);
    assert.equal(agent.connection.signal.reason, "DELETE");
    // A WebSocket connection has no SSE streams.
    const { openStream, SseReader } = await import("./fixtures/remote/server_harness.ts");
    const got = await openStream(server.url, agent.connection.id);
    assert.ok(!(got instanceof SseReader) && got.status === 404);
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("an upgrade with the bearer token (Deno passes headers in the constructor's second argument) opens; without it → 401", async () => {
  const token = "ws-token-0123456789-0123456789-0123456789";
  const server = await startServer({ token });
  try {
    const refused = await rawHttp(server.port, UPGRADE);
    assert.equal(refused.status, 401);
    const client = await WsClient.open(server.url, { Authorization: `Bearer ${token}` });
    try {
      client.socket.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
      assert.match(await client.text(), /"result"/);
    } finally {
      await client.close();
    }
  } finally {
    await server.close();
  }
});

/** A server whose handler reads nothing and never answers, until the connection ends. */
function startSilentServer(options: Parameters<typeof startServer>[0]) {
  const handler: ConnectionHandler = async (connection) => {
    await new Promise((resolve) => connection.signal.addEventListener("abort", resolve));
  };
  return startServer(options, { handler, agents: new AsyncQueue(), running: [] });
}

Deno.test("a client that sends to an agent that reads nothing is held back, then closed with 1008 once the agent read none of its input for outputStallMs", async () => {
  const server = await startSilentServer({ maxBufferedBytes: 64, outputStallMs: 300 });
  const client = await WsClient.open(server.url);
  try {
    // The first frame fits (the queue was empty), the second waits for room that never comes.
    // (No third: a frame still in flight when the server closes makes Deno drop the close.)
    for (let i = 0; i < 2; i++) {
      client.socket.send(`{"jsonrpc":"2.0","method":"n","params":{"pad":"${"p".repeat(40)}"}}`);
    }
    const closed = await within(client.closed, WAIT_MS, "the close");
    assert.equal(closed.code, 1008);
    assert.ok(
      server.log.lines.some((l) => l.includes("read none of its input for 300 ms")),
      server.log.lines.join("\n"),
    );
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a client held back because the agent reads nothing is not dropped for a pong the server itself did not read: it is closed with 1008 once the agent read none of its input for outputStallMs (it was dropped after two pings, blamed on the client)", async () => {
  const server = await startSilentServer({
    maxBufferedBytes: 64,
    outputStallMs: 2_500,
    wsPingMs: 400,
  });
  const client = await WsClient.open(server.url);
  try {
    for (let i = 0; i < 2; i++) {
      client.socket.send(`{"jsonrpc":"2.0","method":"n","params":{"pad":"${"p".repeat(40)}"}}`);
    }
    const closed = await within(client.closed, WAIT_MS, "the close");
    assert.equal(closed.code, 1008, server.log.lines.join("\n"));
    const log = server.log.lines.join("\n");
    assert.match(log, /read none of its input for 2500 ms/);
    assert.doesNotMatch(log, /no answer to a ping/);
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("a client that sends faster than a slow agent reads is held back by TCP backpressure, not closed: every message arrives, in order, once the agent reads", async () => {
  const read: string[] = [];
  let release!: () => void;
  const late = new Promise<void>((resolve) => release = resolve);
  const handler: ConnectionHandler = async (connection) => {
    await late; // the agent is busy at first
    const lines = connection.readable.pipeThrough(new TextDecoderStream()).getReader();
    let pending = "";
    while (read.length < 200) {
      const { value, done } = await lines.read();
      if (done) break;
      pending += value;
      const parts = pending.split("\n");
      pending = parts.pop()!;
      read.push(...parts);
    }
    lines.releaseLock();
  };
  const server = await startServer({ maxBufferedBytes: 4096, outputStallMs: 30_000 }, {
    handler,
    agents: new AsyncQueue(),
    running: [],
  });
  const client = await WsClient.open(server.url);
  try {
    const sent: string[] = [];
    for (let i = 0; i < 200; i++) {
      sent.push(`{"jsonrpc":"2.0","method":"n","params":{"i":${i},"pad":"${"p".repeat(1000)}"}}`);
      client.socket.send(sent[i]);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const deadline = Date.now() + WAIT_MS;
    while (read.length < 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.deepEqual(read, sent);
    assert.ok(!server.log.lines.some((l) => l.includes("1008")), server.log.lines.join("\n"));
  } finally {
    await client.close();
    await server.close();
  }
});

Deno.test("initialize is bounded by initTimeoutMs: a client that sends none is closed with 1008, an agent that does not answer it with 1011; an answered one is not", async (t) => {
  const server = await startSilentServer({ initTimeoutMs: 300 });
  try {
    await t.step("no initialize", async () => {
      const client = await WsClient.open(server.url);
      const closed = await within(client.closed, WAIT_MS, "the close");
      assert.equal(closed.code, 1008);
      assert.equal(closed.reason, "no initialize within 300 ms");
    });
    await t.step("initialize not answered", async () => {
      const client = await WsClient.open(server.url);
      client.socket.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
      const closed = await within(client.closed, WAIT_MS, "the close");
      assert.equal(closed.code, 1011);
      assert.equal(closed.reason, "the ACP agent did not answer initialize within 300 ms");
    });
  } finally {
    await server.close();
  }
  const answered = await startServer({ initTimeoutMs: 300 });
  try {
    await t.step("initialize answered: the socket stays open", async () => {
      const client = await WsClient.open(answered.url);
      client.socket.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
      await client.text();
      await new Promise((resolve) => setTimeout(resolve, 600));
      assert.equal(client.socket.readyState, WebSocket.OPEN);
      await client.close();
    });
  } finally {
    await answered.close();
  }
});

Deno.test("an initialize answered under its id re-encoded by value (1.0 back as 1, a 23-digit id as a double) stops the init clock as on stdio: the socket stays open past initTimeoutMs (before, it was closed with 1011 'the ACP agent did not answer initialize' after the answer had gone to the client)", async () => {
  const server = await startServer({ initTimeoutMs: 300 }, reencodingAgents());
  try {
    for (const [sent, back] of Object.entries(REENCODED_IDS)) {
      const client = await WsClient.open(server.url);
      client.socket.send(
        `{"jsonrpc":"2.0","id":${sent},"method":"initialize","params":{"protocolVersion":1}}`,
      );
      assert.equal(await client.text(), initializeAnswer(back).trimEnd(), sent);
      await new Promise((resolve) => setTimeout(resolve, 600));
      assert.equal(client.socket.readyState, WebSocket.OPEN, sent);
      await client.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("an initialize sent in the upgrade's own write is answered and stops the init clock: the socket stays open past initTimeoutMs (before, it was closed with 1008 'no initialize')", async () => {
  const server = await startServer({ initTimeoutMs: 300 });
  const initialize = encoder.encode(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
  const ws = await RawWs.open(server.port, UPGRADE_REQUEST, clientFrame(1, initialize));
  try {
    assert.equal(ws.status, 101);
    const answer = await ws.next();
    assert.equal(answer?.opcode, 1);
    assert.match(decoder.decode(answer!.payload), /"id":1,"result"/);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await ws.send(clientFrame(9, encoder.encode("still open?")));
    const pong = await ws.next();
    assert.equal(pong?.opcode, 0xa, pong?.opcode === 8 ? `closed: ${closeOf(pong).reason}` : "");
    assert.ok(
      !server.log.lines.some((l) => l.includes("no initialize")),
      server.log.lines.join("\n"),
    );
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("a proxy server's WebSocket (openingMethod _proxy/initialize): an answered _proxy/initialize stops the init clock, so the socket stays open past initTimeoutMs (before, it was closed with 1008 'no initialize'); one never sent is named in the close", async () => {
  const server = await startServer({ initTimeoutMs: 300, openingMethod: "_proxy/initialize" });
  const opening = encoder.encode(
    `{"jsonrpc":"2.0","id":2,"method":"_proxy/initialize","params":{"protocolVersion":1}}`,
  );
  const ws = await RawWs.open(server.port, UPGRADE_REQUEST, clientFrame(1, opening));
  const silent = await RawWs.open(server.port);
  try {
    assert.match(decoder.decode((await ws.next())!.payload), /"id":2,"result"/);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await ws.send(clientFrame(9, encoder.encode("still open?")));
    const pong = await ws.next();
    assert.equal(pong?.opcode, 0xa, pong?.opcode === 8 ? `closed: ${closeOf(pong).reason}` : "");
    const closed = await silent.next();
    assert.equal(closed?.opcode, 8);
    assert.deepEqual(closeOf(closed), { code: 1008, reason: "no _proxy/initialize within 300 ms" });
  } finally {
    ws.close();
    silent.close();
    await server.close();
  }
});

Deno.test("a client whose TCP connection ends without a close frame is logged as such (code 1006), not as a client that closed the WebSocket", async () => {
  const server = await startServer();
  const initialize = encoder.encode(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
  const ws = await RawWs.open(server.port, UPGRADE_REQUEST, clientFrame(1, initialize));
  try {
    assert.match(decoder.decode((await ws.next())!.payload), /"id":1,"result"/);
    ws.close(); // the TCP connection, without a close frame
    const end = Date.now() + 5_000;
    const said = () => server.log.lines.find((l) => l.includes("code 1006"));
    while (said() === undefined && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.match(
      said() ?? server.log.lines.join("\n"),
      /: the client's WebSocket connection ended without a close \(code 1006\)$/,
    );
    assert.ok(!server.log.lines.some((l) => l.includes("the client closed the WebSocket")));
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("a refused initialize does not stop the init clock: a client that sends only refused ones is closed with 1008 when it runs out, and one whose agent then does not answer with 1011; a refusal followed by an answered one, even sent back to back, keeps the socket open", async (t) => {
  const refusal = (idText: string) =>
    `{"jsonrpc":"2.0","id":${idText},"error":{"code":-32600,"message":"ACP protocol version 0 is not configured"}}\n`;
  const refusing = await startServer(
    { initTimeoutMs: 300 },
    fakeAgents((id) => id === "1" ? refusal(id) : ""), // refuses id 1, never answers another
  );
  try {
    await t.step(
      "only a refused initialize: closed with 1008, the connection's slot freed",
      async () => {
        const client = await WsClient.open(refusing.url);
        client.socket.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
        assert.match(await client.text(), /"error"/);
        const closed = await within(client.closed, WAIT_MS, "the close");
        assert.equal(closed.code, 1008);
        assert.equal(closed.reason, "no initialize was accepted within 300 ms (1 refused)");
      },
    );
    await t.step("a refused initialize, then one the agent does not answer: 1011", async () => {
      const client = await WsClient.open(refusing.url);
      client.socket.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
      assert.match(await client.text(), /"error"/);
      client.socket.send(`{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}`);
      const closed = await within(client.closed, WAIT_MS, "the close");
      assert.equal(closed.code, 1011);
      assert.equal(closed.reason, "the ACP agent did not answer initialize within 300 ms");
    });
  } finally {
    await refusing.close();
  }
  const answering = await startServer(
    { initTimeoutMs: 300 },
    fakeAgents((id) => id === "1" ? refusal(id) : initializeAnswer(id)),
  );
  try {
    await t.step(
      "a refused one and an answered one sent back to back: the socket stays open",
      async () => {
        const client = await WsClient.open(answering.url);
        client.socket.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
        client.socket.send(`{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}`);
        assert.match(await client.text(), /"error"/);
        assert.match(await client.text(), /"result"/);
        await new Promise((resolve) => setTimeout(resolve, 600));
        assert.equal(client.socket.readyState, WebSocket.OPEN);
        await client.close();
      },
    );
  } finally {
    await answering.close();
  }
});

Deno.test("a client that does not answer pings is closed after wsPingMs and the handler's signal is aborted", async () => {
  const server = await startServer({ wsPingMs: 1000 });
  let conn: Deno.Conn | undefined;
  try {
    conn = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    await conn.write(encoder.encode(UPGRADE.replaceAll("\n", "\r\n") + "\r\n"));
    const agent = await server.agents.next();
    // Read (and ignore) whatever the server sends, pings included, without ever answering.
    const draining = (async () => {
      const buf = new Uint8Array(4096);
      try {
        while ((await conn!.read(buf)) !== null);
      } catch {
        // closed
      }
    })();
    await within(agent.finished, 10_000, "the unresponsive client is dropped");
    assert.equal(agent.connection.signal.reason, "socket closed");
    conn.close();
    conn = undefined;
    await draining;
  } finally {
    try {
      conn?.close();
    } catch {
      // already closed
    }
    await server.close();
  }
});

Deno.test("a client's ping gets a pong with its payload, and a text message in three fragments reaches the agent as one line", async () => {
  const server = await startServer();
  const ws = await RawWs.open(server.port);
  try {
    assert.equal(ws.status, 101);
    const agent = await server.agents.next();
    await ws.send(clientFrame(9, encoder.encode("are you there")));
    const pong = await ws.next();
    assert.equal(pong?.opcode, 0xa);
    assert.equal(decoder.decode(pong!.payload), "are you there");
    const text = `{"jsonrpc":"2.0","method":"n","params":{"t":"żółw 🐢"}}`;
    const bytes = encoder.encode(text);
    await ws.send(concat([
      clientFrame(1, bytes.subarray(0, 10), { fin: false }),
      clientFrame(0, bytes.subarray(10, 40), { fin: false }),
      clientFrame(9, new Uint8Array(0)), // a control frame between fragments
      clientFrame(0, bytes.subarray(40)),
    ]));
    assertSameBytes(await agent.lines.next(), bytes, text);
    assert.equal((await ws.next())?.opcode, 0xa);
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("an unmasked client frame closes the socket with 1002, and a text frame that is not UTF-8 with 1007; each is logged and aborts the signal", async () => {
  const server = await startServer();
  try {
    for (
      const [code, frame] of [
        [1002, clientFrame(1, encoder.encode("{}"), { masked: false })],
        [1007, clientFrame(1, new Uint8Array([0x7b, 0xff, 0x7d]))],
      ] as const
    ) {
      const ws = await RawWs.open(server.port);
      try {
        const agent = await server.agents.next();
        await ws.send(frame);
        assert.equal(closeOf(await ws.next()).code, code);
        await within(agent.finished, WAIT_MS, "the handler is told");
        assert.equal(agent.connection.signal.reason, "WebSocket protocol error");
        assert.equal(await ws.next(), null, "the server closes the TCP connection");
      } finally {
        ws.close();
      }
      assert.ok(server.log.lines.some((l) => l.includes(`(close ${code})`)), code.toString());
    }
  } finally {
    await server.close();
  }
});

Deno.test("the client's close frame is answered with its code, then the TCP connection ends and the signal is aborted with 'socket closed'", async () => {
  const server = await startServer();
  const ws = await RawWs.open(server.port);
  try {
    const agent = await server.agents.next();
    await ws.send(clientFrame(8, new Uint8Array([0x0f, 0xa0, 0x62, 0x79, 0x65]))); // 4000 "bye"
    assert.equal(closeOf(await ws.next()).code, 4000);
    assert.equal(await ws.next(), null);
    await within(agent.finished, WAIT_MS, "the handler is told");
    assert.equal(agent.connection.signal.reason, "socket closed");
    assert.ok(server.log.lines.some((l) => l.includes(`code 4000, "bye"`)));
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("an upgrade with a version other than 13 gets 400 naming version 13, a malformed key 400, and Upgrade without Connection: Upgrade 400; none opens a connection", async () => {
  const server = await startServer();
  try {
    const cases: [string, RegExp][] = [
      [UPGRADE_REQUEST.replace("Version: 13", "Version: 8"), /Sec-WebSocket-Version must be 13/],
      [UPGRADE_REQUEST.replace("dGhlIHNhbXBsZSBub25jZQ==", "short"), /Sec-WebSocket-Key/],
      [UPGRADE_REQUEST.replace("Connection: Upgrade\r\n", ""), /Connection must include Upgrade/],
    ];
    for (const [request, message] of cases) {
      const ws = await RawWs.open(server.port, request);
      ws.close();
      assert.equal(ws.status, 400, request);
      if (message.source.includes("Version")) {
        assert.match(ws.head, /^sec-websocket-version: 13$/im);
      }
      assert.ok(server.log.lines.some((l) => message.test(l)), message.source);
    }
    assert.equal(server.listener.activeConnections(), 0);
  } finally {
    await server.close();
  }
});

Deno.test("one agent line longer than maxBufferedBytes reaches a reading client whole, as one frame (the bound is for lines nobody reads; one line may pass it); the agent is taken on", async () => {
  const server = await startServer({ maxBufferedBytes: 4096 });
  const ws = await RawWs.open(server.port);
  try {
    const agent = await server.agents.next();
    const line = `{"jsonrpc":"2.0","method":"big","params":{"pad":"${"x".repeat(300_000)}"}}`;
    // In 16 KiB pieces, as an agent's pipe delivers it: the line is pieced together.
    const bytes = encoder.encode(line + "\n");
    const written = (async () => {
      for (let at = 0; at < bytes.length; at += 16_384) {
        await agent.write(bytes.subarray(at, at + 16_384));
      }
    })();
    const frame = await ws.next();
    assert.equal(frame?.opcode, 1);
    assertSameBytes(frame!.payload, encoder.encode(line), "the big line");
    await within(written, WAIT_MS, "the agent's write");
    await agent.write(`{"jsonrpc":"2.0","method":"after"}\n`);
    assert.equal(decoder.decode((await ws.next())!.payload), `{"jsonrpc":"2.0","method":"after"}`);
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("the agent's lines written at once reach the client as one frame each, in order and byte-exact", async () => {
  const server = await startServer();
  const ws = await RawWs.open(server.port);
  try {
    const agent = await server.agents.next();
    const lines = Array.from(
      { length: 300 },
      (_, i) => `{"jsonrpc":"2.0","method":"u","params":{"i":${i},"pad":"${"é".repeat(i)}"}}`,
    );
    await agent.write(lines.join("\n") + "\n");
    for (const line of lines) {
      const frame = await ws.next();
      assert.equal(frame?.opcode, 1);
      assertSameBytes(frame!.payload, encoder.encode(line), line.slice(0, 40));
    }
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("a client that never reads holds the agent back, and once its output waits unread for outputStallMs it is closed (1008) and logged", async () => {
  const server = await startServer({ maxBufferedBytes: 256 * 1024, outputStallMs: 1_500 });
  const ws = await RawWs.open(server.port); // never reads after the 101
  try {
    const agent = await server.agents.next();
    const line = `{"jsonrpc":"2.0","method":"u","params":{"pad":"${"x".repeat(1000)}"}}\n`;
    const block = encoder.encode(line.repeat(1024)); // 1 MiB of lines
    let written = 0;
    let held = false;
    // The kernel's socket buffers take a few MiB; after them the server's queue, then the agent.
    for (let i = 0; i < 256 && !held; i++) {
      held = !(await agent.writeCompletes(block, 300)); // well before the stall closes it
      if (!held) written += block.length;
    }
    assert.ok(held, `the agent was never held back (${written} bytes taken)`);
    await within(agent.finished, WAIT_MS, "the stalled connection is closed");
    assert.match(String(agent.connection.signal.reason), /output stalled for 1500 ms/);
    assert.ok(server.log.lines.some((l) => l.includes("(1008)") && l.includes("read none of")));
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("an unexpected error while handling a frame ends only that connection, with 1011 and the error's stack in the log", async () => {
  const server = await startServer();
  const ws = await RawWs.open(server.port);
  const other = await RawWs.open(server.port);
  try {
    const agent = await server.agents.next();
    await server.agents.next();
    // Injected fault: the connection's input throws when a frame arrives.
    const input = (agent.connection as unknown as { input: { tryAdmit: () => boolean } }).input;
    input.tryAdmit = () => {
      throw new TypeError("injected fault");
    };
    await ws.send(clientFrame(1, encoder.encode(`{"jsonrpc":"2.0","method":"n"}`)));
    assert.equal(closeOf(await ws.next()).code, 1011);
    await within(agent.finished, WAIT_MS, "the handler is told");
    assert.equal(agent.connection.signal.reason, "internal error");
    assert.ok(
      server.log.lines.some((l) =>
        l.startsWith("error:") && l.includes("TypeError: injected fault") && l.includes("    at ")
      ),
      server.log.lines.join("\n"),
    );
    await other.send(clientFrame(9, encoder.encode("still here")));
    assert.equal((await other.next())?.opcode, 0xa, "the other connection is served on");
  } finally {
    ws.close();
    other.close();
    await server.close();
  }
});
