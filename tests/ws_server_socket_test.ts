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
