/**
 * `HeldBytes`: what is pushed comes out in order and whole, whatever the pieces and however it
 * is taken; small reads are held in memory of the order of their bytes.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { HeldBytes } from "../transport/held_bytes.ts";
import { FrameReader } from "../transport/frame_reader.ts";

/** The total of the distinct buffers behind `pieces`: the memory they keep alive. */
function buffersBehind(pieces: Uint8Array[]): number {
  return [...new Set(pieces.map((p) => p.buffer))].reduce((sum, b) => sum + b.byteLength, 0);
}

/** A one-byte view of a fresh 64 KiB buffer, as a one-byte read of stdin is. */
function byteOfBigBuffer(byte: number): Uint8Array {
  const buffer = new Uint8Array(64 * 1024);
  buffer[100] = byte;
  return buffer.subarray(100, 101);
}

Deno.test("held bytes: any pushes, then any mix of shift, drain and take, give the bytes pushed, in order, once (pieces handed out never change)", () => {
  const op = fc.oneof(
    fc.record({
      push: fc.uint8Array({ maxLength: 40_000 }),
      pad: fc.nat(3),
      reused: fc.boolean(),
    }),
    fc.constant("shift" as const),
    fc.constant("drain" as const),
    fc.constant("take" as const),
  );
  fc.assert(
    fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      const held = new HeldBytes();
      const model: number[] = [];
      const out: Uint8Array[] = [];
      const expected: number[] = [];
      for (const o of ops) {
        if (typeof o === "object") {
          // A view inside a larger buffer, sometimes (the waste rule) and reused after the push.
          const buffer = new Uint8Array(o.push.length * o.pad + o.push.length);
          buffer.set(o.push, 0);
          const chunk = buffer.subarray(0, o.push.length);
          held.push(chunk, o.reused);
          model.push(...o.push);
          if (o.reused) chunk.fill(0xee);
        } else if (o === "shift") {
          const piece = held.shift();
          if (piece === undefined) assert.equal(model.length, 0);
          else {
            out.push(piece.slice());
            expected.push(...model.splice(0, piece.length));
            out.push(piece); // checked again at the end: it must not have changed
            expected.push(...expected.slice(-piece.length));
          }
        } else {
          const pieces = o === "drain" ? held.drain() : [held.take()];
          for (const p of pieces) out.push(p);
          expected.push(...model.splice(0));
        }
        assert.equal(held.length, model.length);
      }
      out.push(held.take());
      expected.push(...model.splice(0));
      const all = out.flatMap((p) => [...p]);
      assert.deepEqual(all, expected);
    }),
    { numRuns: 300 },
  );
});

Deno.test("held bytes: a line pushed one byte at a time, each byte a view of its own 64 KiB buffer, keeps memory of the order of its length (before: 64 KiB per byte)", () => {
  const held = new HeldBytes();
  for (let i = 0; i < 10_000; i++) held.push(byteOfBigBuffer(0x61));
  const pieces = held.drain();
  assert.equal(pieces.reduce((n, p) => n + p.length, 0), 10_000);
  assert.ok(buffersBehind(pieces) <= 2 * 64 * 1024, `${buffersBehind(pieces)} bytes kept`);
  // Large reads that are a small part of their buffer are copied out of it.
  const big = new HeldBytes();
  for (let i = 0; i < 8; i++) big.push(new Uint8Array(1024 * 1024).subarray(0, 20_000));
  assert.ok(buffersBehind(big.drain()) <= 2 * 8 * 20_000);
});

Deno.test("frame reader: a frame in progress that arrives a byte per read (each a view of a 64 KiB buffer) holds memory of the order of its bytes, and reads whole", async () => {
  const line = new TextEncoder().encode(
    `{"jsonrpc":"2.0","id":1,"method":"initialize"${" ".repeat(5000)}`,
  );
  const stream = ReadableStream.from((function* () {
    for (const byte of line) yield byteOfBigBuffer(byte);
  })());
  const reader = new FrameReader(stream, 8 * 1024 * 1024);
  // No LF yet: the frame is still held. Stop framing and look at what is held.
  const partial = new FrameReader(
    ReadableStream.from((function* () {
      for (const byte of line) yield byteOfBigBuffer(byte);
      yield new TextEncoder().encode("\n");
    })()),
    8 * 1024 * 1024,
  );
  const frame = await partial.next();
  assert.equal(frame.kind, "frame");
  assert.deepEqual(frame.kind === "frame" ? frame.bytes : null, line);
  const last = await reader.next(); // the stream ends without an LF: the held bytes
  assert.equal(last.kind, "frame");
  assert.deepEqual(last.kind === "frame" ? last.bytes : null, line);
  // Held pieces, seen through detach() before the LF comes.
  let fed = 0;
  const held = new FrameReader(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (fed < line.length) controller.enqueue(byteOfBigBuffer(line[fed++]));
        else controller.enqueue(new TextEncoder().encode("x".repeat(20)));
      },
    }),
    line.length + 10,
  );
  assert.equal((await held.next()).kind, "oversize");
  const { buffered, readable } = held.detach();
  await readable.cancel();
  const kept = buffersBehind(buffered);
  assert.ok(kept <= 4 * 64 * 1024, `${kept} bytes kept for ${line.length + 20} held`);
});
