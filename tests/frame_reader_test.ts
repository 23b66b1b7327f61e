/**
 * transport/frame_reader.ts: LF framing before selection, the size limit, and `detach()`
 * handing over every byte not returned as a frame.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { FrameReader, type FrameReadResult } from "../transport/frame_reader.ts";
import { bytes, concat, text } from "./_agent_router_harness.ts";

const LF = 0x0a;

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return ReadableStream.from(chunks);
}

/** Splits `data` at the given cut points (sorted, deduplicated, inside the data). */
function split(data: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (data.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const p of [...points, data.length]) {
    if (p > start) chunks.push(data.slice(start, p));
    start = Math.max(start, p);
  }
  return chunks;
}

/** Reads until eof or oversize; returns every result. */
async function readAll(reader: FrameReader): Promise<FrameReadResult[]> {
  const results: FrameReadResult[] = [];
  while (true) {
    const r = await reader.next();
    results.push(r);
    if (r.kind !== "frame") return results;
  }
}

/** Frames of `data` as the contract defines them (LF-separated, last one unterminated). */
function modelFrames(data: Uint8Array): Array<{ bytes: Uint8Array; terminated: boolean }> {
  const frames: Array<{ bytes: Uint8Array; terminated: boolean }> = [];
  let start = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === LF) {
      frames.push({ bytes: data.slice(start, i), terminated: true });
      start = i + 1;
    }
  }
  if (start < data.length) frames.push({ bytes: data.slice(start), terminated: false });
  return frames;
}

function frameTexts(results: FrameReadResult[]): Array<string | FrameReadResult> {
  return results.map((r) => r.kind === "frame" ? text(r.bytes) + (r.terminated ? "⏎" : "") : r);
}

Deno.test("frame reader: frames are split at LF across chunks; the last line without LF is a frame too", async () => {
  const reader = new FrameReader(streamOf([bytes("a\nb"), bytes("c\n\nd"), bytes("e")]), 100);
  assert.deepEqual(frameTexts(await readAll(reader)), [
    "a⏎",
    "bc⏎",
    "⏎",
    "de",
    { kind: "eof" },
  ]);
  assert.equal(reader.ended, true);
  assert.deepEqual(await reader.next(), { kind: "eof" }); // stays at eof
  await reader.detach().readable.cancel();
});

Deno.test("frame reader: a CR before the LF stays in the frame; lone CRs are not separators", async () => {
  const reader = new FrameReader(streamOf([bytes("a\r\nb\rc\n\r\n")]), 100);
  const results = await readAll(reader);
  assert.deepEqual(
    results.filter((r) => r.kind === "frame").map((r) => r.kind === "frame" && [...r.bytes]),
    [[0x61, 0x0d], [0x62, 0x0d, 0x63], [0x0d]],
  );
  await reader.detach().readable.cancel();
});

Deno.test("frame reader: EOF with no bytes is eof, not an empty frame", async () => {
  const reader = new FrameReader(streamOf([]), 10);
  assert.deepEqual(await reader.next(), { kind: "eof" });
  await reader.detach().readable.cancel();
});

Deno.test("frame reader: a frame of exactly maxFrame bytes is accepted, maxFrame+1 is oversize", async (t) => {
  const max = 16;
  const cases: Array<[string, Uint8Array[], "frame" | "oversize"]> = [
    ["max, LF in the same chunk", [bytes("x".repeat(max) + "\n")], "frame"],
    ["max, LF in a later chunk", [bytes("x".repeat(max)), bytes("\n")], "frame"],
    [
      "max, LF after several chunks",
      [bytes("x".repeat(5)), bytes("x".repeat(11)), bytes("\nrest")],
      "frame",
    ],
    ["max, unterminated at EOF", [bytes("x".repeat(max))], "frame"],
    ["max+1, LF in the same chunk", [bytes("x".repeat(max + 1) + "\n")], "oversize"],
    ["max+1, LF in a later chunk", [bytes("x".repeat(max)), bytes("x\n")], "oversize"],
    ["max+1, LF alone in a later chunk", [bytes("x".repeat(max + 1)), bytes("\n")], "oversize"],
    ["max bytes plus the CR of a CRLF", [bytes("x".repeat(max) + "\r\n")], "oversize"],
    ["max+1 unterminated at EOF", [bytes("x".repeat(max + 1))], "oversize"],
  ];
  for (const [name, chunks, expected] of cases) {
    await t.step(name, async () => {
      const reader = new FrameReader(streamOf(chunks), max);
      const r = await reader.next();
      if (expected === "oversize") assert.deepEqual(r, { kind: "oversize", limit: max });
      else {
        assert.equal(r.kind, "frame");
        assert.equal(r.kind === "frame" && r.bytes.length, max);
      }
      await reader.detach().readable.cancel();
    });
  }
});

Deno.test("frame reader: oversize is reported as soon as the limit is passed, without waiting for an LF", async () => {
  const source = new TransformStream<Uint8Array, Uint8Array>();
  const writer = source.writable.getWriter();
  const reader = new FrameReader(source.readable, 8);
  const pending = reader.next();
  await writer.write(bytes("12345"));
  await writer.write(bytes("6789")); // 9 bytes, no LF, stream still open
  assert.deepEqual(await pending, { kind: "oversize", limit: 8 });
  await reader.detach().readable.cancel();
  await writer.closed.catch(() => {});
});

Deno.test("frame reader: detach returns the bytes read ahead and the unlocked source", async () => {
  const source = streamOf([bytes("first\nsecond\nthi"), bytes("rd\nfourth")]);
  const reader = new FrameReader(source, 100);
  const first = await reader.next();
  assert.equal(first.kind === "frame" && text(first.bytes), "first");
  assert.equal(source.locked, true);
  const { buffered, readable } = reader.detach();
  assert.equal(readable, source);
  assert.equal(source.locked, false);
  assert.equal(text(concat(buffered)), "second\nthi");
  const rest: Uint8Array[] = [];
  for await (const chunk of readable) rest.push(chunk);
  assert.equal(text(concat(rest)), "rd\nfourth");
});

Deno.test("frame reader: a line written in several pieces is one frame, and detach then holds nothing", async () => {
  const source = new TransformStream<Uint8Array, Uint8Array>();
  const writer = source.writable.getWriter();
  const reader = new FrameReader(source.readable, 100);
  const pending = reader.next();
  await writer.write(bytes("a\npar"));
  assert.equal(text((await pending as { bytes: Uint8Array }).bytes), "a");
  const second = reader.next();
  await writer.write(bytes("tial"));
  await writer.write(bytes("-line\n"));
  assert.equal(text((await second as { bytes: Uint8Array }).bytes), "partial-line");
  const { buffered, readable } = reader.detach();
  assert.deepEqual(buffered, []);
  await writer.close();
  assert.deepEqual(await readable.getReader().read(), { done: true, value: undefined });
});

// ---------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------

/** Bytes with plenty of LFs and CRs. */
const data = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 255 }) },
    { weight: 1, arbitrary: fc.constantFrom(LF, 0x0d) },
  ),
  { maxLength: 200 },
).map((a) => new Uint8Array(a));
const cuts = fc.array(fc.nat(), { maxLength: 20 });

Deno.test("frame reader property: arbitrary bytes at arbitrary chunk boundaries give exactly the LF-separated frames", async () => {
  await fc.assert(
    fc.asyncProperty(data, cuts, async (input, cutPoints) => {
      const reader = new FrameReader(streamOf(split(input, cutPoints)), input.length);
      const results = await readAll(reader);
      await reader.detach().readable.cancel();
      assert.deepEqual(results.at(-1), { kind: "eof" });
      const frames = results.slice(0, -1).map((r) => {
        assert.equal(r.kind, "frame");
        return r as { bytes: Uint8Array; terminated: boolean };
      });
      assert.deepEqual(
        frames.map((f) => ({ bytes: [...f.bytes], terminated: f.terminated })),
        modelFrames(input).map((f) => ({ bytes: [...f.bytes], terminated: f.terminated })),
      );
      // Frames plus their LFs give the input back, byte for byte.
      const rebuilt = concat(
        frames.flatMap((f) => f.terminated ? [f.bytes, bytes("\n")] : [f.bytes]),
      );
      assert.deepEqual(rebuilt, input);
    }),
    { numRuns: 300 },
  );
});

Deno.test("frame reader property: k frames, then detach: frames + LFs + buffered + rest of stream == input", async () => {
  await fc.assert(
    fc.asyncProperty(data, cuts, fc.nat({ max: 10 }), async (input, cutPoints, k) => {
      const reader = new FrameReader(streamOf(split(input, cutPoints)), input.length + 1);
      const parts: Uint8Array[] = [];
      for (let i = 0; i < k; i++) {
        const r = await reader.next();
        if (r.kind !== "frame") break;
        parts.push(r.bytes);
        if (r.terminated) parts.push(bytes("\n"));
      }
      const { buffered, readable } = reader.detach();
      parts.push(...buffered);
      for await (const chunk of readable) parts.push(chunk);
      assert.deepEqual(concat(parts), input);
    }),
    { numRuns: 300 },
  );
});

/**
 * Reads at most `frames` frames (each with its LF when it had one), stopping at the first
 * other result, then the rest with `nextBytes`: every byte that was read, in order.
 */
async function framesThenBytes(reader: FrameReader, frames: number): Promise<Uint8Array[]> {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < frames; i++) {
    const r = await reader.next();
    if (r.kind !== "frame") break;
    parts.push(r.bytes);
    if (r.terminated) parts.push(bytes("\n"));
  }
  for (let chunk = await reader.nextBytes(); chunk !== null; chunk = await reader.nextBytes()) {
    parts.push(chunk);
  }
  return parts;
}

Deno.test("frame reader property: frames until the first oversize (any limit), then nextBytes to the end: the long line is not lost, frames + LFs + bytes == input == consumed", async () => {
  await fc.assert(
    fc.asyncProperty(
      data,
      cuts,
      fc.nat({ max: 12 }),
      async (input, cutPoints, limit) => {
        const reader = new FrameReader(streamOf(split(input, cutPoints)), limit);
        // Until the first oversize (or eof), then the rest piped.
        assert.deepEqual(concat(await framesThenBytes(reader, Infinity)), input);
        assert.equal(reader.consumed, input.length);
      },
    ),
    { numRuns: 500 },
  );
});

Deno.test("frame reader property: k frames, then nextBytes to the end: frames + LFs + bytes == input == consumed, and nextBytes stays null", async () => {
  await fc.assert(
    fc.asyncProperty(
      data,
      cuts,
      fc.nat({ max: 10 }),
      async (input, cutPoints, k) => {
        const reader = new FrameReader(streamOf(split(input, cutPoints)), input.length + 1);
        assert.deepEqual(concat(await framesThenBytes(reader, k)), input);
        assert.equal(reader.consumed, input.length);
        assert.equal(await reader.nextBytes(), null);
        assert.equal(reader.ended, true);
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("frame reader property: with a small limit, frames up to the first line longer than the limit, then oversize", async () => {
  await fc.assert(
    fc.asyncProperty(data, cuts, fc.integer({ min: 0, max: 20 }), async (input, cutPoints, max) => {
      const reader = new FrameReader(streamOf(split(input, cutPoints)), max);
      const results = await readAll(reader);
      await reader.detach().readable.cancel();
      const expected: unknown[] = [];
      let over = false;
      for (const f of modelFrames(input)) {
        if (f.bytes.length > max) {
          expected.push({ kind: "oversize", limit: max });
          over = true;
          break;
        }
        expected.push({ kind: "frame", bytes: [...f.bytes], terminated: f.terminated });
      }
      if (!over) expected.push({ kind: "eof" });
      assert.deepEqual(
        results.map((r) => r.kind === "frame" ? { ...r, bytes: [...r.bytes] } : r),
        expected,
      );
    }),
    { numRuns: 300 },
  );
});

Deno.test("frame reader property: dropping each line longer than the limit, every other line is read in order, and consumed is the next line's offset", async () => {
  await fc.assert(
    fc.asyncProperty(data, cuts, fc.integer({ min: 0, max: 20 }), async (input, cutPoints, max) => {
      const reader = new FrameReader(streamOf(split(input, cutPoints)), max);
      const seen: unknown[] = [];
      while (true) {
        const r = await reader.next();
        if (r.kind === "eof") break;
        if (r.kind === "frame") {
          seen.push({ frame: [...r.bytes], terminated: r.terminated, at: reader.consumed });
        } else {
          const discarded = await reader.discardLine();
          seen.push({ oversize: r.limit, discarded, at: reader.consumed });
        }
      }
      assert.equal(reader.consumed, input.length);
      await reader.detach().readable.cancel();
      let at = 0;
      const expected = modelFrames(input).map((f) => {
        at += f.bytes.length + (f.terminated ? 1 : 0);
        return f.bytes.length > max
          ? { oversize: max, discarded: f.terminated, at }
          : { frame: [...f.bytes], terminated: f.terminated, at };
      });
      assert.deepEqual(seen, expected);
    }),
    { numRuns: 300 },
  );
});

Deno.test("frame reader: discardLine is refused unless the last result was oversize", async () => {
  const reader = new FrameReader(streamOf([bytes("ab\ncd\n")]), 8);
  await assert.rejects(() => reader.discardLine(), /follows an oversize result only/);
  await reader.next();
  await assert.rejects(() => reader.discardLine(), /follows an oversize result only/);
  await reader.detach().readable.cancel();
});

/** A stream of `total` bytes of 'a' in `chunk`-sized pieces, then `tail`; counts pulls. */
function bigStream(total: number, chunk: number, tail: Uint8Array) {
  let sent = 0;
  let pulls = 0;
  const piece = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (sent < total) {
        const n = Math.min(chunk, total - sent);
        controller.enqueue(n === chunk ? piece : piece.subarray(0, n));
        sent += n;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  }, { highWaterMark: 0 });
  return { stream, pulls: () => pulls };
}

Deno.test("frame reader: a 20 MiB frame delivered in 64 KiB chunks is read whole (linear scan)", async () => {
  const total = 20 * 1024 * 1024;
  const { stream } = bigStream(total, 64 * 1024, bytes("\nnext\n"));
  const reader = new FrameReader(stream, 32 * 1024 * 1024);
  const r = await reader.next();
  assert.equal(r.kind, "frame");
  if (r.kind === "frame") {
    assert.equal(r.bytes.length, total);
    assert.equal(r.bytes[0], 0x61);
    assert.equal(r.bytes[total - 1], 0x61);
    assert.equal(r.terminated, true);
  }
  const next = await reader.next();
  assert.equal(next.kind === "frame" && text(next.bytes), "next");
  assert.deepEqual(await reader.next(), { kind: "eof" });
  await reader.detach().readable.cancel();
});

Deno.test("frame reader: over the limit it stops reading right away (never buffers the whole frame)", async () => {
  const chunk = 64 * 1024;
  const limit = 8 * 1024 * 1024;
  const { stream, pulls } = bigStream(20 * 1024 * 1024, chunk, bytes("\n"));
  const reader = new FrameReader(stream, limit);
  assert.deepEqual(await reader.next(), { kind: "oversize", limit });
  assert.ok(pulls() <= limit / chunk + 2, `pulled ${pulls()} chunks`);
  await reader.detach().readable.cancel();
});

Deno.test("frame reader: a 20 MiB line over the limit is dropped chunk by chunk and the next line is read", async () => {
  const chunk = 64 * 1024;
  const { stream, pulls } = bigStream(20 * 1024 * 1024, chunk, bytes("\nnext\n"));
  const reader = new FrameReader(stream, 1024);
  assert.deepEqual(await reader.next(), { kind: "oversize", limit: 1024 });
  assert.equal(pulls(), 1);
  assert.equal(await reader.discardLine(), true);
  assert.ok(pulls() >= 20 * 1024 * 1024 / chunk, `pulled ${pulls()} chunks`);
  const next = await reader.next();
  assert.equal(next.kind === "frame" && text(next.bytes), "next");
  assert.deepEqual(await reader.next(), { kind: "eof" });
  const { buffered } = reader.detach();
  assert.deepEqual(buffered, []);
});

Deno.test("frame reader: 200,000 small frames in one chunk are all returned (each byte scanned once)", async () => {
  const count = 200_000;
  const input = bytes("{}\n".repeat(count) + "tail");
  const reader = new FrameReader(streamOf([input]), 10);
  let frames = 0;
  while (true) {
    const r = await reader.next();
    if (r.kind !== "frame" || !r.terminated) break;
    assert.equal(r.bytes.length, 2);
    frames++;
  }
  assert.equal(frames, count);
  await reader.detach().readable.cancel();
});

Deno.test("FrameReader.stopFraming: a next() waiting for the rest of a line returns what it holds (terminated: false) at once; whole lines already read still come as frames; the read it waited for is kept, and nextBytes gives every later byte", async () => {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const reader = new FrameReader(readable, 1024);
  void writer.write(bytes("whole\nbegun"));
  assert.equal(text((await reader.next() as { bytes: Uint8Array }).bytes), "whole");
  const waiting = reader.next(); // holds "begun", waits for its LF
  await new Promise((resolve) => setTimeout(resolve, 20));
  reader.stopFraming();
  const got = await waiting;
  assert.deepEqual({ ...got, bytes: text((got as { bytes: Uint8Array }).bytes) }, {
    kind: "frame",
    bytes: "begun",
    terminated: false,
  });
  const next = reader.nextBytes();
  void writer.write(bytes(" rest\nmore"));
  assert.equal(text((await next)!), " rest\nmore");
  void writer.close();
  assert.equal(await reader.nextBytes(), null);
  assert.equal(reader.consumed, "whole\nbegun rest\nmore".length);
});

Deno.test("FrameReader.stopFraming loses no byte: whatever the chunks and the moment it is called, the frames before it, what next() then hands over and nextBytes after it join to the source's bytes", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.stringMatching(/^[ab\n]{0,6}$/), { maxLength: 8 }),
      fc.nat({ max: 8 }),
      async (chunks, stopAt) => {
        const source = ReadableStream.from(chunks.map((c) => bytes(c)));
        const reader = new FrameReader(source, 1 << 20);
        const out: string[] = [];
        for (let i = 0; i < stopAt; i++) {
          const read = await reader.next();
          if (read.kind !== "frame") break;
          out.push(text(read.bytes) + (read.terminated ? "\n" : ""));
        }
        reader.stopFraming();
        const read = await reader.next();
        if (read.kind === "frame") out.push(text(read.bytes) + (read.terminated ? "\n" : ""));
        for (let b = await reader.nextBytes(); b !== null; b = await reader.nextBytes()) {
          out.push(text(b));
        }
        assert.equal(out.join(""), chunks.join(""));
      },
    ),
  );
});
