/**
 * Shutting the remote server down (REMOTE §1, §3): `shutdown()` with live HTTP and WebSocket
 * connections aborts every handler's signal with the reason, ends the SSE streams, closes the
 * WebSockets with 1001 and resolves once the handlers and the listener are done; a handler that
 * ignores its signal is waited for only `shutdownGraceMs`.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { ConnectionHandler } from "../remote/remote_connection.ts";
import { startAcpServer } from "../remote/http_server.ts";
import {
  clientFrame,
  closeOf,
  RawWs,
  type ServerFrame,
  UPGRADE_REQUEST,
} from "./fixtures/remote/raw_ws.ts";
import {
  AsyncQueue,
  initializeRequest,
  memoryLogger,
  mustOpenStream,
  openConnection,
  post,
  request,
  startServer,
  WAIT_MS,
  within,
} from "./fixtures/remote/server_harness.ts";

Deno.test("shutdown with live HTTP and WebSocket connections aborts every signal, ends streams, closes WebSockets with 1001 and resolves", async () => {
  const server = await startServer();
  const http = await openConnection(server);
  const stream = await mustOpenStream(server.url, http.id);
  const session = await mustOpenStream(server.url, http.id, "s1");
  const socket = new WebSocket(server.url.replace(/^http/, "ws"));
  const closed = new Promise<number>((resolve) => socket.onclose = (e) => resolve(e.code));
  await within(new Promise((resolve) => socket.onopen = resolve), WAIT_MS, "the WebSocket opens");
  const ws = await server.agents.next();
  assert.equal(server.listener.activeConnections(), 2);
  try {
    await within(server.listener.shutdown("SIGTERM"), WAIT_MS, "shutdown");
    assert.equal(http.agent.connection.signal.reason, "SIGTERM");
    assert.equal(ws.connection.signal.reason, "SIGTERM");
    await stream.ended();
    await session.ended();
    assert.equal(await within(closed, WAIT_MS, "the WebSocket closes"), 1001);
    await within(server.listener.finished, WAIT_MS, "the listener closes");
    assert.equal(server.listener.activeConnections(), 0);
    // Shutting down again is harmless; the port is closed.
    await server.listener.shutdown();
    await assert.rejects(fetch(server.url));
  } finally {
    await stream.close();
    await session.close();
    await server.close();
  }
});

Deno.test("shutdown: a slow WebSocket reader that pings while it drains a backlog gets every frame, then the 1001 (a quicker close, which destroyed the socket 250 ms after the kernel took the output, reset it mid-read: its next ping met a closed socket)", async () => {
  const server = await startServer();
  const encoder = new TextEncoder();
  const initialize = encoder.encode(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
  const ws = await RawWs.open(server.port, UPGRADE_REQUEST, clientFrame(1, initialize));
  try {
    const agent = await server.agents.next();
    assert.equal((await ws.next())?.opcode, 1, "the initialize answer");
    const frames = 600;
    const line = `{"jsonrpc":"2.0","method":"n","params":{"x":"${"x".repeat(960)}"}}\n`;
    await within(agent.write(line.repeat(frames)), WAIT_MS, "the agent's output queued");
    const shutdown = server.listener.shutdown("SIGTERM");
    shutdown.catch(() => {});
    let texts = 0;
    let last: ServerFrame | null = null;
    let pinged = Date.now();
    for (;;) {
      last = await ws.next();
      if (last?.opcode === 0xa) continue; // a pong
      if (last === null || last.opcode !== 1) break;
      texts++;
      // About 2 MB/s, and a ping every 50 ms, as a client's keep-alive.
      if (texts % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      if (Date.now() - pinged >= 50) {
        await ws.send(clientFrame(9, new Uint8Array(0)));
        pinged = Date.now();
      }
    }
    assert.equal(texts, frames, "every frame before the close");
    assert.equal(closeOf(last).code, 1001);
    await within(shutdown, WAIT_MS, "shutdown");
  } finally {
    ws.close();
    await server.close();
  }
});

Deno.test("a pending initialize is answered 503 + Retry-After: 1 on shutdown (the server is unavailable, not the agent broken), and a handler that ignores its signal is waited for only shutdownGraceMs", async () => {
  const started = new AsyncQueue<void>();
  let release!: () => void;
  const stuck = new Promise<void>((resolve) => release = resolve);
  const handler: ConnectionHandler = async (connection) => {
    started.push();
    await stuck; // ignores connection.signal
    await connection.writable.close().catch(() => {});
  };
  const log = memoryLogger();
  const listener = await startAcpServer({ handler, logger: log, shutdownGraceMs: 200 });
  try {
    const answering = post(listener.url, initializeRequest());
    await started.next();
    const began = Date.now();
    await within(listener.shutdown("test"), WAIT_MS, "shutdown");
    assert.ok(Date.now() - began < 2_000);
    const answer = await answering;
    assert.equal(answer.status, 503);
    assert.equal(answer.headers.get("retry-after"), "1");
    // Said as a shutdown, not as the agent's failure: a client retries elsewhere.
    assert.match(JSON.parse(answer.text).error.message, /the server is shutting down/);
    assert.ok(
      log.lines.some((l) => l.includes("did not finish within 200 ms")),
      log.lines.join("\n"),
    );
  } finally {
    release();
    await within(listener.finished, WAIT_MS, "the listener closes");
  }
});

Deno.test("during a shutdown a DELETE of a live connection gets 202 (it is ending anyway, and the SDK client awaits its DELETE), while its POSTs and new connections get 503 (before scaleout5: the DELETE got 503 too)", async () => {
  let release!: () => void;
  const stuck = new Promise<void>((resolve) => release = resolve);
  const handler: ConnectionHandler = async (connection) => {
    const reader = connection.readable.getReader();
    await reader.read();
    const writer = connection.writable.getWriter();
    await writer.write(new TextEncoder().encode(`{"jsonrpc":"2.0","id":1,"result":{}}\n`));
    await stuck; // ignores connection.signal: the shutdown waits for it
    reader.releaseLock();
    await writer.close().catch(() => {});
  };
  const listener = await startAcpServer({
    handler,
    logger: memoryLogger(),
    shutdownGraceMs: 5_000,
  });
  try {
    const opened = await post(listener.url, initializeRequest());
    assert.equal(opened.status, 200, opened.text);
    const id = opened.headers.get("acp-connection-id")!;
    const stopping = listener.shutdown("SIGTERM");
    const refused = await post(listener.url, `{"jsonrpc":"2.0","method":"n"}`, {
      "Acp-Connection-Id": id,
    });
    assert.equal(refused.status, 503, refused.text);
    const fresh = await post(listener.url, initializeRequest());
    assert.equal(fresh.status, 503, fresh.text);
    const deleted = await request(listener.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": id },
    });
    assert.equal(deleted.status, 202, deleted.text);
    const unknown = await request(listener.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": "0".repeat(32) },
    });
    assert.equal(unknown.status, 404, unknown.text);
    release();
    await within(stopping, WAIT_MS, "shutdown");
  } finally {
    release();
    await within(listener.finished, WAIT_MS, "the listener closes");
  }
});

Deno.test("shutdown closes a TCP connection that never sent a request (a client's spare pooled one) instead of waiting the grace period for it", async () => {
  const server = await startServer({ shutdownGraceMs: 30_000 });
  const spare = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
  try {
    const answer = await post(server.url, initializeRequest());
    assert.equal(answer.status, 200);
    const agent = await server.agents.next();
    agent.finish();
    // WAIT_MS, far below the 30 s grace: the listener must not wait for the spare connection.
    await within(server.listener.shutdown("test"), WAIT_MS, "shutdown");
    const eof = await within(spare.read(new Uint8Array(16)), WAIT_MS, "the spare one's EOF");
    assert.equal(eof, null);
    assert.ok(
      !server.log.lines.some((l) => l.includes("did not close")),
      server.log.lines.join("\n"),
    );
  } finally {
    spare.close();
    await server.close();
  }
});

Deno.test("shutdown closes a request whose body is still arriving (half sent) instead of waiting the grace period for the rest of it", async () => {
  const server = await startServer({ shutdownGraceMs: 30_000 });
  const half = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
  try {
    const head = `POST /acp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: 100\r\n\r\n{"jsonrpc":`; // 11 of the 100 bytes
    await half.write(new TextEncoder().encode(head));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the server reads the body now
    // WAIT_MS, far below the 30 s grace: the listener must not wait for the other 89 bytes.
    await within(server.listener.shutdown("test"), WAIT_MS, "shutdown");
    const eof = await within(half.read(new Uint8Array(1024)), WAIT_MS, "the half request's end");
    assert.equal(eof, null);
    assert.ok(
      !server.log.lines.some((l) => l.includes("did not close")),
      server.log.lines.join("\n"),
    );
  } finally {
    half.close();
    await server.close();
  }
});
