/**
 * The server end of a WebSocket (`remote/ws_server_socket.ts`) over an in-memory duplex: the
 * frames queued in one task leave in one write, and a client that pings without reading gets
 * no more pongs once a backlog builds.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Duplex } from "node:stream";
import { CLOSE_WAIT_MS, PONG_BACKLOG_BYTES, ServerWebSocket } from "../remote/ws_server_socket.ts";
import { BodyBudget } from "../remote/server_body.ts";
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
  const { ws, socket } = overMemory(true);
  const ping = clientFrame(9, new Uint8Array(125));
  const pings = 3 * Math.ceil(PONG_BACKLOG_BYTES / 127);
  for (let i = 0; i < pings; i += 100) {
    socket.push(concat(Array.from({ length: 100 }, () => ping)));
    await new Promise((r) => setTimeout(r, 0));
  }
  const sent = ws.bufferedAmount; // every byte queued and not taken
  assert.ok(sent < PONG_BACKLOG_BYTES + 64 * 1024, `${sent} bytes of pongs were queued`);
  assert.ok(sent >= PONG_BACKLOG_BYTES - 64 * 1024, `only ${sent} bytes of pongs were queued`);
  socket.destroy();
});

/**
 * A started server WebSocket pinging every `pingMs` over an in-memory socket whose client
 * never sends a byte (no pong) and takes one queued write every `takeMs` (0: none).
 */
function silentClient(pingMs: number, takeMs: number, closeStallMs?: number) {
  const pending: (() => void)[] = [];
  const socket = new Duplex({
    read() {},
    write(_chunk: Uint8Array, _encoding, done) {
      pending.push(done);
    },
  });
  /** Each report of the socket's end, with the bytes it still held unsent then. */
  const closed: { code: number; reason: string; timedOut: boolean; unsent: number }[] = [];
  const ws = new ServerWebSocket({
    socket,
    head: new Uint8Array(0),
    maxMessageBytes: 1024,
    pingMs,
    closeStallMs,
  });
  ws.start({
    text: () => {},
    binary: () => {},
    failure: () => {},
    close: (code, reason, timedOut, unsent) => void closed.push({ code, reason, timedOut, unsent }),
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

/** Waits (bounded by `ms`) until `closed` has an entry; gives how long that took. */
async function closedWithin(closed: readonly unknown[], ms: number): Promise<number> {
  const t = Date.now();
  while (closed.length === 0 && Date.now() - t < ms) await new Promise((r) => setTimeout(r, 20));
  assert.equal(closed.length, 1, `not closed within ${ms} ms`);
  return Date.now() - t;
}

Deno.test("ws server socket: after its close frame, a client that takes the queued output slowly keeps the socket until it has taken it all, past closeStallMs, and is then given 2 s to close its side", async () => {
  const client = silentClient(0, 15, 300); // one write every 15 ms: 200 writes in about 3 s
  try {
    await backlog(client.ws);
    client.ws.close(1000, "", true);
    await new Promise((r) => setTimeout(r, 600)); // twice closeStallMs, still taking
    assert.equal(client.closed.length, 0, "kept while the client takes its output");
    await closedWithin(client.closed, 10_000);
    assert.equal(client.closed[0].unsent, 0, "every byte, the close frame's too, was taken");
    assert.equal(client.closed[0].code, 1006, "the client never closed its side");
  } finally {
    client.stop();
    client.socket.destroy();
  }
});

Deno.test("ws server socket: after its close frame, a client that takes nothing of the queued output for closeStallMs has its socket destroyed", async () => {
  const client = silentClient(0, 0, 300);
  try {
    await backlog(client.ws);
    client.ws.close(1000, "", true);
    const ms = await closedWithin(client.closed, 10_000);
    assert.ok(ms < CLOSE_WAIT_MS, `destroyed ${ms} ms after the close, not at closeStallMs`);
    assert.ok(client.closed[0].unsent > 0, "the client took nothing");
  } finally {
    client.stop();
  }
});

Deno.test("ws server socket: hurry() bounds a close to 2 s however slowly (but steadily) the client takes the queued output, as a shutdown needs", async () => {
  const client = silentClient(0, 100, 60_000); // 200 writes would take 20 s
  try {
    await backlog(client.ws);
    client.ws.close(1000, "", true);
    client.ws.hurry();
    const ms = await closedWithin(client.closed, 10_000);
    assert.ok(ms >= CLOSE_WAIT_MS - 100 && ms < 3 * CLOSE_WAIT_MS, `destroyed after ${ms} ms`);
    assert.ok(client.closed[0].unsent > 0, "the rest was cut");
  } finally {
    client.stop();
  }
});

Deno.test("ws server socket: a 1 MiB frame to a client that takes 64 KiB every 50 ms is handed over in slices, so a draining close sees it taken (closeStallMs 300) and sends it all (before, one write finished only when all was taken, as Deno's node:net does, and looked like no progress)", async () => {
  // A socket whose write completes once the client took all of it, at 64 KiB per 50 ms.
  const sizes: number[] = [];
  const socket = new Duplex({
    read() {},
    write(chunk: Uint8Array, _encoding, done) {
      sizes.push(chunk.length);
      setTimeout(done, Math.ceil(chunk.length / (64 * 1024)) * 50);
    },
  });
  const closed: number[] = [];
  const ws = new ServerWebSocket({
    socket,
    head: new Uint8Array(0),
    maxMessageBytes: 1024,
    pingMs: 0,
    closeStallMs: 300,
  });
  ws.start({
    text: () => {},
    binary: () => {},
    failure: () => {},
    close: (_code, _reason, _timedOut, unsent) => void closed.push(unsent),
  });
  try {
    ws.sendText(new Uint8Array(1024 * 1024).fill(0x61));
    ws.close(1000, "", true);
    const t = Date.now();
    while (socket.writableLength > 0 || ws.bufferedAmount > 0) {
      assert.equal(closed.length, 0, "destroyed while the client was taking its output");
      assert.ok(Date.now() - t < 10_000, "not sent within 10 s");
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.ok(Math.max(...sizes) <= 64 * 1024, `writes of ${Math.max(...sizes)} bytes`);
    assert.ok(sizes.reduce((a, b) => a + b, 0) > 1024 * 1024, "the frame and the close frame");
  } finally {
    socket.destroy();
  }
});

/** A started server WebSocket over an in-memory socket, with `budget`'s hold; its reports. */
function budgeted(budget: BodyBudget) {
  const socket = new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() });
  const seen = { texts: [] as string[], failures: [] as string[], closes: [] as number[] };
  const ws = new ServerWebSocket({
    socket,
    head: new Uint8Array(0),
    maxMessageBytes: 1024,
    pingMs: 0,
    hold: budget.hold(),
  });
  ws.start({
    text: (bytes) => void seen.texts.push(new TextDecoder().decode(bytes)),
    binary: () => {},
    failure: (code, message) => void seen.failures.push(`${code} ${message}`),
    close: (code) => void seen.closes.push(code),
  });
  return { ws, socket, seen };
}

Deno.test("ws server socket: the unfinished messages of a server's sockets share its body budget: one whose bytes pass it is refused with 1013 saying so, a message once whole or a socket once ended gives its bytes back (before limits4: 64 sockets each held a 16 MiB message under way, 1.1 GB)", async () => {
  const budget = new BodyBudget(300);
  const message = (n: number) => clientFrame(0x1, new TextEncoder().encode("m".repeat(n)));
  const a = budgeted(budget), b = budgeted(budget), c = budgeted(budget);
  try {
    const first = message(200), second = message(200);
    a.socket.push(first.subarray(0, 150)); // 150 bytes held
    b.socket.push(second.subarray(0, 140)); // 290 in all: within
    await new Promise((r) => setTimeout(r, 0));
    assert.deepEqual([a.seen.failures, b.seen.failures], [[], []]);
    b.socket.push(second.subarray(140, 160)); // 310: past it
    await new Promise((r) => setTimeout(r, 0));
    assert.deepEqual(b.seen.failures, [
      "1013 the messages and bodies being read at once would pass 300 bytes",
    ]);
    assert.deepEqual(a.seen.failures, [], "the socket within it goes on");
    a.socket.push(first.subarray(150)); // whole: a's 150 given back
    c.socket.push(message(280).subarray(0, 280)); // b's were given back on its failure
    await new Promise((r) => setTimeout(r, 0));
    assert.deepEqual(a.seen.texts, ["m".repeat(200)]);
    assert.deepEqual(c.seen.failures, [], "the budget was given back");
    c.socket.destroy(); // its end gives its 280 back
    await new Promise((r) => setTimeout(r, 0));
    const hold = budget.hold();
    assert.ok(hold.take(300), "all of it is free again");
  } finally {
    for (const s of [a, b, c]) s.socket.destroy();
  }
});

Deno.test("ws server socket: a message under way gives its bytes back to the budget when the socket fails (a protocol error) or the server closes it, not when the socket ends up to 2 s later; a closing socket skips data frames, holding none, and still reads the client's close (before regress88: a 15 MiB fragment failed with 1002 kept its share, and a 4th socket was refused with 1013)", async () => {
  const budget = new BodyBudget(300);
  const bytes = (n: number) => new TextEncoder().encode("m".repeat(n));
  const fragment = clientFrame(0x1, bytes(200), { fin: false });
  const failing = budgeted(budget), closing = budgeted(budget), cut = budgeted(budget);
  const other = budgeted(budget);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  try {
    failing.socket.push(fragment); // 200 held
    await settle();
    failing.socket.push(clientFrame(0x0, bytes(10), { rsv: 4 })); // an RSV bit: 1002
    await settle();
    assert.deepEqual(failing.seen.failures, ["1002 a frame has an RSV bit set"]);
    closing.socket.push(fragment); // 200 held again
    await settle();
    closing.ws.close(1000, "done"); // the server's end: its message is dropped
    // Its continuation and a 290-byte frame in pieces come while it waits for the client's close.
    closing.socket.push(clientFrame(0x0, bytes(250), { fin: false }));
    const big = clientFrame(0x1, bytes(290));
    closing.socket.push(big.subarray(0, 100));
    await settle();
    closing.socket.push(big.subarray(100));
    closing.socket.push(clientFrame(0x8, new Uint8Array([0x03, 0xe8]))); // its close: 1000
    // A frame carried unfinished when the server closes is skipped from then on too.
    cut.socket.push(big.subarray(0, 250));
    await settle();
    cut.ws.close(1000, "done");
    cut.socket.push(big.subarray(250));
    cut.socket.push(clientFrame(0x8, new Uint8Array([0x03, 0xea]))); // 1002
    await settle();
    // All 300 are free while those sockets are still open.
    other.socket.push(clientFrame(0x1, bytes(300)).subarray(0, 300));
    await settle();
    assert.deepEqual(other.seen.failures, [], "the budget was given back at once");
    assert.deepEqual([closing.seen.texts, cut.seen.texts], [[], []], "nothing delivered");
    closing.socket.destroy();
    cut.socket.destroy();
    await settle();
    assert.deepEqual([closing.seen.closes, cut.seen.closes], [[1000], [1002]], "closes read");
  } finally {
    for (const s of [failing, closing, cut, other]) s.socket.destroy();
  }
});

Deno.test("ws server socket: a socket error after the client's close frame leaves the client's code and reason as they were; one with no close frame before it is the reason of a 1006 (before scaleout5: a reset after a close 1000 was logged as the client's reason)", async () => {
  for (const closeFirst of [true, false]) {
    const socket = new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() });
    const ws = new ServerWebSocket({
      socket,
      head: new Uint8Array(0),
      maxMessageBytes: 1024,
      pingMs: 0,
    });
    const closed = Promise.withResolvers<[number, string]>();
    ws.start({
      text: () => {},
      binary: () => {},
      failure: () => {},
      close: (code, reason) => closed.resolve([code, reason]),
    });
    if (closeFirst) socket.push(clientFrame(0x8, new Uint8Array([0x03, 0xe8]))); // 1000, no reason
    await new Promise((r) => setTimeout(r, 0));
    socket.destroy(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }));
    const timer = setTimeout(() => closed.reject(new Error("no close within 5 s")), 5_000);
    try {
      assert.deepEqual(
        await closed.promise,
        closeFirst ? [1000, ""] : [1006, "the connection failed: read ECONNRESET"],
      );
    } finally {
      clearTimeout(timer);
    }
  }
});
