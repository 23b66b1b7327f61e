/**
 * The server end of a WebSocket (`remote/ws_server_socket.ts`) over an in-memory duplex: the
 * frames queued in one task leave in one write, and a client that pings without reading gets
 * no more pongs once a backlog builds.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Duplex } from "node:stream";
import { PONG_BACKLOG_BYTES, ServerWebSocket } from "../remote/ws_server_socket.ts";
import { clientFrame } from "./fixtures/remote/raw_ws.ts";
import { concat } from "./fixtures/support.ts";

/**
 * A started server WebSocket over an in-memory socket whose writes are kept (and never
 * completed when `stuck`).
 */
function overMemory(stuck: boolean): { ws: ServerWebSocket; socket: Duplex; writes: Uint8Array[] } {
  const writes: Uint8Array[] = [];
  const socket = new Duplex({
    read() {},
    write(chunk: Uint8Array, _encoding, done) {
      writes.push(chunk);
      if (!stuck) done();
    },
  });
  const ws = new ServerWebSocket({
    socket,
    head: new Uint8Array(0),
    maxMessageBytes: 1024,
    pingMs: 0,
  });
  ws.start({ text: () => {}, binary: () => {}, failure: () => {}, close: () => {} });
  return { ws, socket, writes };
}

Deno.test("ws server socket: text frames queued in one task leave in one write, in order", async () => {
  const { ws, socket, writes } = overMemory(false);
  for (let i = 0; i < 100; i++) ws.sendText(new TextEncoder().encode(`line ${i}`));
  await Promise.resolve();
  assert.equal(writes.length, 1);
  const expected = concat(
    Array.from({ length: 100 }, (_, i) => {
      const text = new TextEncoder().encode(`line ${i}`);
      return concat([new Uint8Array([0x81, text.length]), text]);
    }),
  );
  assert.deepEqual([...writes[0]], [...expected]);
  socket.destroy();
});

Deno.test("ws server socket: a client that pings and never reads gets pongs only until the unsent bytes reach the backlog bound", async () => {
  const { socket } = overMemory(true);
  const ping = clientFrame(9, new Uint8Array(125));
  const pings = 3 * Math.ceil(PONG_BACKLOG_BYTES / 127);
  for (let i = 0; i < pings; i += 100) {
    socket.push(concat(Array.from({ length: 100 }, () => ping)));
    await new Promise((r) => setTimeout(r, 0));
  }
  const sent = socket.writableLength; // every byte handed to the socket and not taken
  assert.ok(sent < PONG_BACKLOG_BYTES + 64 * 1024, `${sent} bytes of pongs were queued`);
  assert.ok(sent >= PONG_BACKLOG_BYTES - 64 * 1024, `only ${sent} bytes of pongs were queued`);
  socket.destroy();
});

/**
 * A started server WebSocket pinging every `pingMs` over an in-memory socket whose client
 * never sends a byte (no pong) and takes one queued write every `takeMs` (0: none).
 */
function silentClient(pingMs: number, takeMs: number) {
  const pending: (() => void)[] = [];
  const socket = new Duplex({
    read() {},
    write(_chunk: Uint8Array, _encoding, done) {
      pending.push(done);
    },
  });
  const closed: { code: number; reason: string; timedOut: boolean }[] = [];
  const ws = new ServerWebSocket({
    socket,
    head: new Uint8Array(0),
    maxMessageBytes: 1024,
    pingMs,
  });
  ws.start({
    text: () => {},
    binary: () => {},
    failure: () => {},
    close: (code, reason, timedOut) => void closed.push({ code, reason, timedOut }),
  });
  const taker = takeMs > 0 ? setInterval(() => pending.shift()?.(), takeMs) : undefined;
  return { ws, socket, closed, stop: () => clearInterval(taker) };
}

/** Sends 200 lines, one per task: 200 writes queued behind the first. */
async function backlog(ws: ServerWebSocket): Promise<void> {
  for (let i = 0; i < 200; i++) {
    ws.sendText(new TextEncoder().encode(`line ${i} ${"x".repeat(1000)}`));
    await new Promise((r) => setTimeout(r, 0));
  }
}

Deno.test("ws server socket: a client that takes the output slowly is kept though its pongs wait behind that output; one that takes nothing and answers no ping is dropped, timed out, saying so", async () => {
  const slow = silentClient(50, 20);
  await backlog(slow.ws);
  await new Promise((r) => setTimeout(r, 500)); // ten ping periods
  assert.deepEqual(slow.closed, [], "the slow reader is still connected");
  slow.stop();
  slow.socket.destroy();
  await new Promise((r) => setTimeout(r, 0));

  const gone = silentClient(50, 0);
  await backlog(gone.ws);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(gone.closed.length, 1, "dropped once");
  assert.equal(gone.closed[0].code, 1006);
  assert.equal(gone.closed[0].timedOut, true);
  assert.match(gone.closed[0].reason, /^no answer to a ping within 50 ms and none of \d+ bytes/);
  gone.stop();
});
