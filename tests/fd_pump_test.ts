/**
 * The splice pump on real descriptors (transport/fd_pump.ts): the source is the stdout pipe
 * of a `cat` child this test feeds, the sink the stdin pipe of a child process. End to end
 * through the daemon it runs in every "(kernel paths)" test. A recording pump (`record`) also
 * tees what it moves and copies it into a ring (`ring_tap.ts`); the ring must hold exactly the
 * stream, with measured gaps where its reader fell behind.
 *
 * @module
 */

import assert from "node:assert/strict";
import { openLibc } from "../transport/linux/libc.ts";
import fc from "fast-check";
import {
  DRAINED_BYTES,
  type FdPump,
  type PumpEnd,
  startFdPump,
} from "../transport/linux/fd_pump.ts";
import { RING_USED, RingReader } from "../transport/record_ring.ts";
import type { RingTap } from "../transport/ring_tap.ts";
import { KINDS, testRingTap, WORDS } from "./fixtures/test_ring_tap.ts";
import { anyChunksArriveInOrder, sha256, Sink, Source } from "./fixtures/pipe_peers.ts";
import { SpliceLead } from "../transport/linux/splice_lead.ts";
import { ownEnd } from "./fixtures/own_end.ts";
import { withErrnoOverwritten } from "./fixtures/errno_clobber.ts";
import { delay } from "./fixtures/support.ts";

Deno.test("fd pump: any bytes, in any chunks, arrive in order and the pump reports eof (property)", async () => {
  await anyChunksArriveInOrder((source, sink) => {
    const pump = startFdPump(source.fd, sink.fd);
    assert.ok(pump, "the pump runs here (Linux, -A)");
    return pump.done;
  });
});

Deno.test("fd pump: the caller may close its input and output descriptors while the pump runs, even see the numbers reused: the pump works on copies of its own", async () => {
  await using source = new Source();
  await using sink = new Sink(["sha256sum"]);
  const pump = startFdPump(source.fd, sink.fd);
  assert.ok(pump, "the pump runs here (Linux, -A)");
  await source.child.stdout.cancel(); // closes this process's source.fd
  await sink.conn.writable.close(); // and sink.fd: the sink sees its end only with the pump's
  const reused = [0, 1, 2, 3].map(() => Deno.openSync("/dev/null"));
  try {
    const chunks = [new Uint8Array(100_000).fill(7), new TextEncoder().encode("end\n")];
    for (const c of chunks) await source.writer.write(c);
    await source.writer.close();
    const result = await pump.done;
    assert.equal(result.end, "eof");
    assert.equal(result.bytes, 100_004);
    assert.equal((await sink.output).split(" ")[0], await sha256(chunks));
  } finally {
    for (const file of reused) file.close();
  }
});

Deno.test("fd pump: stop() ends a pump that waits for input which never comes", async () => {
  await using source = new Source();
  await using sink = new Sink(["cat"]);
  const pump = startFdPump(source.fd, sink.fd)!;
  await source.writer.write(new TextEncoder().encode("one\n"));
  pump.stop();
  const result = await pump.done;
  assert.equal(result.end, "stopped");
  assert.ok(result.bytes <= 4);
  pump.stop(); // after the end: nothing happens
});

/**
 * Pumps a line, then 4 MiB, into a sink that closes its stdin once it has read the line;
 * returns how the pump ended. The 4 MiB are written only once the line has moved, so the pump
 * finds its input empty (a splice fails with EAGAIN) before the sink closes, however late its
 * worker started.
 */
async function pumpIntoSinkThatCloses(): Promise<PumpEnd> {
  await using source = new Source();
  await using sink = new Sink(["sh", "-c", "read -r _; exec 0<&-; sleep 30"]);
  const pump = startFdPump(source.fd, sink.fd)!;
  const moves = Atomics.load(pump.progress, 0);
  await source.writer.write(new TextEncoder().encode("first\n"));
  await movedSince(pump, moves);
  const block = new Uint8Array(64 * 1024).fill(0x61);
  const writing = (async () => {
    for (let i = 0; i < 64; i++) await source.writer.write(block);
  })().catch(() => {});
  const result = await pump.done;
  source.child.kill("SIGKILL"); // its stdin breaks, so the test's blocked write ends
  await writing;
  return result;
}

Deno.test("fd pump: a sink that closes its stdin is a write-error (EPIPE), not a crash", async () => {
  const result = await pumpIntoSinkThatCloses();
  assert.equal(result.end, "write-error");
  assert.equal(result.errno, 32);
});

Deno.test("fd pump: at end of input it reports eof only once the sink has left at most 64 KiB unread", async () => {
  await using source = new Source();
  const started = await Deno.makeTempFile();
  await Deno.remove(started);
  // The sink reads nothing for a while, then records that it started, then reads it all.
  await using sink = new Sink(["sh", "-c", `sleep 0.5; : > '${started}'; cat >/dev/null`]);
  const pump = startFdPump(source.fd, sink.fd, 30_000)!;
  await source.writer.write(new Uint8Array(3 * DRAINED_BYTES).fill(0x62)); // fits the grown pipe
  await source.writer.close();
  const result = await pump.done;
  assert.equal(result.end, "eof");
  assert.ok(
    await Deno.stat(started).then(() => true, () => false),
    "the sink had started reading before eof was reported",
  );
  await Deno.remove(started);
});

Deno.test("fd pump: a sink that never drains still gets eof after drainStallMs", async () => {
  await using source = new Source();
  await using sink = new Sink(["sleep", "30"]);
  const pump = startFdPump(source.fd, sink.fd, 200)!;
  await source.writer.write(new Uint8Array(3 * DRAINED_BYTES).fill(0x63));
  await source.writer.close();
  const result = await pump.done;
  assert.equal(result.end, "eof");
  assert.equal(result.bytes, 3 * DRAINED_BYTES);
});

/**
 * A `dd` child: the file's bytes come out of `fd`, a pipe of this process, in writes of
 * `writeBytes`, once `go()` is called (its stdout is looked up first, while the child surely
 * holds it).
 */
const PACED_WRITER = `
const [path, size, pace] = Deno.args;
await Deno.stdin.read(new Uint8Array(1));
const data = Deno.readFileSync(path);
for (let at = 0; at < data.length; at += Number(size)) {
  const piece = data.subarray(at, at + Number(size));
  for (let done = 0; done < piece.length;) done += Deno.stdout.writeSync(piece.subarray(done));
  await new Promise((resolve) => setTimeout(resolve, Number(pace)));
}`;

class FileSource implements AsyncDisposable {
  readonly child: Deno.ChildProcess;
  readonly fd: number;
  constructor(path: string, writeBytes: number, paceMs = 0) {
    this.child = paceMs > 0
      // One write of `writeBytes` every `paceMs`: a rate a reader thread keeps up with.
      ? new Deno.Command(Deno.execPath(), {
        args: ["eval", PACED_WRITER, path, String(writeBytes), String(paceMs)],
        stdin: "piped",
        stdout: "piped",
      }).spawn()
      : new Deno.Command("sh", {
        args: ["-c", 'read -r _; exec dd if="$0" bs="$1" status=none', path, String(writeBytes)],
        stdin: "piped",
        stdout: "piped",
      }).spawn();
    this.fd = ownEnd(this.child.pid, 1);
  }
  async go(): Promise<void> {
    const writer = this.child.stdin.getWriter();
    await writer.write(new Uint8Array([0x0a]));
    await writer.close();
  }
  async [Symbol.asyncDispose](): Promise<void> {
    try {
      this.child.kill("SIGKILL");
    } catch { /* gone */ }
    await this.child.stdout.cancel();
    await this.child.status;
  }
}

type Seen = { chunk: Uint8Array } | { lineEnds: number; midLine: boolean; bytes: number };

/**
 * Reads `ring` on this thread until the pump is `done` and the ring empty, stalling as
 * `stallFor` says on each chunk (the thread held: the pump is not), and releasing what it
 * read like the transcript recorder's worker; the pump's last gap comes last.
 */
async function readRing(
  ring: RingTap,
  done: Promise<PumpEnd>,
  stallFor: (index: number) => number,
): Promise<Seen[]> {
  const reader = new RingReader(ring.memory);
  const control = new Int32Array(ring.memory.control);
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const seen: Seen[] = [];
  let ended = false;
  done.then(() => ended = true);
  for (let last = false; !last;) {
    last = ended;
    let chunkBytes = 0;
    for (let kind = reader.next(); kind !== 0; kind = reader.next()) {
      if (kind === KINDS.bytes) {
        const ms = stallFor(seen.length);
        if (ms > 0) Atomics.wait(sleeper, 0, 0, ms);
        seen.push({ chunk: reader.payload().slice() });
        chunkBytes += reader.length;
      } else {
        assert.ok(kind === KINDS.gap || kind === KINDS.gapMidLine, `record kind ${kind}`);
        const bytes = new Float64Array(reader.payload().slice().buffer)[0];
        seen.push({ lineEnds: reader.value, midLine: kind === KINDS.gapMidLine, bytes });
      }
    }
    reader.release();
    Atomics.sub(control, WORDS.queued, chunkBytes);
    if (!last) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const gap = (await done).unrecorded;
  if (gap !== undefined) seen.push({ ...gap });
  return seen;
}

/**
 * Moves from `input` to `output`, recording into `ring`: with the pump alone (`leadBytes`
 * undefined), or with the main thread's lead first (`splice_lead.ts`), which hands over to the
 * pump — and the gap it could not record — once `leadBytes` moved (never: Infinity).
 */
function recordingMove(
  input: number,
  output: number,
  ring: RingTap,
  leadBytes?: number,
): Promise<PumpEnd> {
  if (leadBytes === undefined) {
    const pump = startFdPump(input, output, 2_000, ring);
    assert.ok(pump, "a pump runs here (Linux, -A)");
    return pump.done;
  }
  const lead = SpliceLead.open(input, output, true);
  assert.ok(lead, "a lead runs here (Linux, -A)");
  return (async () => {
    const led = await lead.run(new AbortController().signal, {
      record: ring,
      handoffBytes: leadBytes,
      handoffMoves: Infinity,
    }).finally(() => lead.close());
    if (led.end !== "handoff") return { ...led, end: led.end };
    const pump = startFdPump(input, output, 2_000, ring, undefined, led.unrecorded);
    assert.ok(pump, "a pump runs here (Linux, -A)");
    const result = await pump.done;
    return { ...result, bytes: result.bytes + led.bytes };
  })();
}

/**
 * Pumps `data` (from a file, through `dd` in writes of `writeBytes`, one every `paceMs`) into
 * `sha256sum` with a pump recording into `ring` (with the lead first when `leadBytes` is
 * given: `recordingMove`), while `read` (if given) reads the ring; checks it reached the end
 * with every byte and the sink got exactly `data`.
 */
async function pumpRecorded<T>(
  data: Uint8Array,
  ring: RingTap,
  options: { writeBytes: number; paceMs?: number; leadBytes?: number },
  read?: (done: Promise<PumpEnd>) => Promise<T>,
): Promise<{ result: PumpEnd; read: T | undefined }> {
  const path = await Deno.makeTempFile();
  try {
    await Deno.writeFile(path, data);
    await using source = new FileSource(path, options.writeBytes, options.paceMs ?? 0);
    await using sink = new Sink(["sha256sum"]);
    const done = recordingMove(source.fd, sink.fd, ring, options.leadBytes);
    await source.go();
    const seen = await read?.(done);
    const result = await done;
    assert.equal(result.end, "eof");
    assert.equal(result.bytes, data.length);
    await sink.conn.writable.close();
    assert.equal((await sink.output).split(" ")[0], await sha256([data]));
    return { result, read: seen };
  } finally {
    await Deno.remove(path);
  }
}

/**
 * {@linkcode pumpRecorded} into a ring of `ringBytes` that this thread reads, stalling as
 * `stallFor` says on each chunk; returns what was read.
 */
async function recordThrough(
  data: Uint8Array,
  stallFor: (index: number) => number,
  writeBytes = 128 * 1024,
  ringBytes = 32 * 1024 * 1024,
  paceMs = 0,
  leadBytes?: number,
): Promise<Seen[]> {
  const ring = testRingTap(ringBytes + ringBytes / 8, ringBytes);
  const { read } = await pumpRecorded(
    data,
    ring,
    { writeBytes, paceMs, leadBytes },
    (done) => readRing(ring, done, stallFor),
  );
  return read!;
}

/** The reader's view must be the stream itself: its chunks in place, each gap measured. */
function assertSeenIsTheStream(data: Uint8Array, seen: Seen[]): void {
  let at = 0;
  for (const item of seen) {
    if ("chunk" in item) {
      assert.deepEqual(item.chunk, data.subarray(at, at + item.chunk.length), `chunk at ${at}`);
      at += item.chunk.length;
      continue;
    }
    assert.ok(item.bytes > 0, "a gap has bytes");
    const skipped = data.subarray(at, at + item.bytes);
    assert.equal(item.bytes, skipped.length, "a gap lies within the stream");
    assert.equal(item.lineEnds, skipped.filter((b) => b === 0x0a).length, `line ends at ${at}`);
    assert.equal(item.midLine, skipped[skipped.length - 1] !== 0x0a);
    at += item.bytes;
  }
  assert.equal(at, data.length, "the chunks and gaps cover the stream exactly");
}

function lines(count: number, width: number): Uint8Array {
  const out = new Uint8Array(count * width);
  for (let i = 0; i < count; i++) {
    const line = new TextEncoder().encode(String(i).padStart(width - 1, "0") + "\n");
    out.set(line.subarray(0, width), i * width);
  }
  return out;
}

Deno.test("fd pump, recording: a stream that fits the ring is recorded whole, in order, no gap; the sink gets the same bytes", async () => {
  const data = lines(600, 100);
  // recordThrough checks that the sink got every byte, the same bytes.
  const seen = await recordThrough(data, () => 0);
  assertSeenIsTheStream(data, seen);
  assert.ok(seen.every((item) => "chunk" in item), "no gap");
});

for (const [writeBytes, count] of [[128 * 1024, 160_000], [100, 40_000]]) {
  Deno.test(`fd pump, recording: a reader stalled far behind gets gaps at the right places, measured in bytes and line ends, and the sink still gets every byte at once (writes of ${writeBytes} bytes)`, async () => {
    const data = lines(count, 100); // 16 MB or 4 MB: more than the 256 KiB ring holds
    const seen = await recordThrough(
      data,
      (i) => i === 0 ? 1_500 : 0,
      writeBytes,
      256 * 1024,
    );
    assertSeenIsTheStream(data, seen);
    assert.ok(seen.some((item) => !("chunk" in item)), "the stalled reader missed bytes");
  });
}

Deno.test("fd pump, recording: any bytes, written in any sizes, in any stalls of the reader, are recorded as chunks and gaps that are exactly the stream (property)", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ minLength: 0, maxLength: 3_000_000 }).map((bytes) =>
        bytes.map((b) => b % 7 === 0 ? 0x0a : b)
      ),
      fc.array(fc.nat(40), { minLength: 1, maxLength: 8 }),
      fc.oneof(fc.integer({ min: 1, max: 4_095 }), fc.integer({ min: 4_096, max: 300_000 })),
      async (data, stalls, writeBytes) => {
        data = data.subarray(0, writeBytes < 64 ? 100_000 : data.length); // one byte per write is slow
        const seen = await recordThrough(
          data,
          (i) => stalls[i % stalls.length],
          writeBytes,
          64 * 1024,
        );
        assertSeenIsTheStream(data, seen);
      },
    ),
    { numRuns: 10 },
  );
});

Deno.test("splice lead, recording: any bytes, in any sizes and stalls of the reader, handed to the pump after any number of bytes, are recorded once as chunks and gaps that are exactly the stream — a gap the lead could not write is written by the pump, at its place (property)", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ minLength: 0, maxLength: 2_000_000 }).map((bytes) =>
        bytes.map((b) => b % 7 === 0 ? 0x0a : b)
      ),
      fc.array(fc.nat(40), { minLength: 1, maxLength: 8 }),
      fc.oneof(fc.integer({ min: 64, max: 4_095 }), fc.integer({ min: 4_096, max: 300_000 })),
      fc.oneof(fc.constant(Infinity), fc.integer({ min: 1, max: 2_000_000 })),
      async (data, stalls, writeBytes, leadBytes) => {
        const seen = await recordThrough(
          data,
          (i) => stalls[i % stalls.length],
          writeBytes,
          64 * 1024,
          0,
          leadBytes,
        );
        assertSeenIsTheStream(data, seen);
      },
    ),
    { numRuns: 10 },
  );
});

Deno.test("splice lead, recording: with a ring that has no room left (nobody reads it), the gap the lead could not write goes to the pump, which counts on from it: the gaps are exactly the stream, and every byte arrives", async () => {
  const data = lines(30_000, 100); // 3 MB
  // Room for one gap record and no more: the lead's later gap is still unwritten when it
  // hands over, after 1 MB.
  const ring = testRingTap(48, 1024 * 1024);
  // pumpRecorded checks that the sink got every byte, the same bytes.
  const { result } = await pumpRecorded(data, ring, { writeBytes: 4096, leadBytes: 1_000_000 });
  const seen = await readRing(ring, Promise.resolve(result), () => 0);
  assertSeenIsTheStream(data, seen);
  assert.equal(seen.length, 2, "the gap written first, and the rest counted");
});

Deno.test("fd pump, recording: the pump records into the ring itself, so a reader held up for 1.5 s loses nothing of 8 MB paced at 64 KiB every 5 ms (under the 32 MiB the ring holds)", async () => {
  const data = lines(80_000, 100);
  const seen = await recordThrough(
    data,
    (i) => i === 0 ? 1_500 : 0,
    64 * 1024,
    undefined,
    5,
  );
  assertSeenIsTheStream(data, seen);
  assert.ok(seen.every((item) => "chunk" in item), "no gap");
});

Deno.test("fd pump, recording: a ring nobody reads never stops the forwarding: every byte arrives, what fitted is the stream's start, and the rest is counted as a gap", async () => {
  const data = lines(30_000, 100); // 3 MB: more than the 256 KiB ring holds
  const ring = testRingTap(512 * 1024, 256 * 1024);
  // pumpRecorded checks that the sink got every byte, the same bytes.
  const { result } = await pumpRecorded(data, ring, { writeBytes: 4096 });
  const seen = await readRing(ring, Promise.resolve(result), () => 0);
  assertSeenIsTheStream(data, seen);
  assert.ok(seen.some((item) => !("chunk" in item)), "the rest was counted");
});

Deno.test("fd pump, recording: once the ring's reader has failed, nothing more is recorded and every byte still arrives", async () => {
  const data = lines(10_000, 100);
  const ring = testRingTap(1024 * 1024, 512 * 1024);
  Atomics.store(new Int32Array(ring.memory.control), WORDS.failed, 1);
  await pumpRecorded(data, ring, { writeBytes: 4096 });
  assert.equal(new Int32Array(ring.memory.control)[RING_USED], 0, "the ring stayed empty");
});

// ---------------------------------------------------------------------------------------------
// errno is read by a second call after the failed one, and other code on the thread may
// overwrite it in between (a benchmark session read ENOENT after a splice that had nothing
// to move, and the session ended). fixtures/errno_clobber.ts does that on purpose.

/**
 * Writes `chunks` to `source` one at a time, each once the pump has moved something since the
 * last: the pump then finds its input empty (a splice or tee fails with EAGAIN) before every
 * chunk, however late its worker started. Closes the source at the end.
 */
async function feedEachOnceMoved(
  source: Source,
  pump: FdPump,
  chunks: Uint8Array[],
): Promise<void> {
  for (const c of chunks) {
    const moves = Atomics.load(pump.progress, 0);
    await source.writer.write(c);
    await movedSince(pump, moves);
  }
  await source.writer.close();
}

/** Waits until the pump has moved bytes since its move count was `moves`. */
async function movedSince(pump: FdPump, moves: number): Promise<void> {
  for (let waited = 0; Atomics.load(pump.progress, 0) === moves; waited += 2) {
    // The first move waits for the worker to load (the fixture's with its type check, the
    // first time).
    assert.ok(waited < 60_000, "the pump moves a chunk within 60 s");
    await delay(2);
  }
}

Deno.test("fd pump: an errno overwritten between a failed splice and its reading (ENOENT where it was EAGAIN) does not end the pump: every byte arrives, in order, and it reports eof", async () => {
  const overwritten = await withErrnoOverwritten(async () => {
    await using source = new Source();
    await using sink = new Sink(["sha256sum"]);
    const pump = startFdPump(source.fd, sink.fd);
    assert.ok(pump, "the pump runs here (Linux, -A)");
    const chunks = Array.from({ length: 24 }, (_, i) => new Uint8Array(8_000 + i).fill(i));
    await feedEachOnceMoved(source, pump, chunks);
    const result = await pump.done;
    assert.equal(result.end, "eof", JSON.stringify(result));
    assert.ok((result.setAside ?? 0) > 0, "the pump tells how many readings it set aside");
    assert.equal(result.bytes, chunks.reduce((n, c) => n + c.length, 0));
    await sink.conn.writable.close();
    assert.equal((await sink.output).split(" ")[0], await sha256(chunks));
  });
  assert.ok(overwritten > 0, "at least one failed splice read ENOENT");
});

Deno.test("fd pump, recording: an errno overwritten after a failed tee (ENOENT where it was EAGAIN) does not end the pump: the ring holds the stream and the sink gets every byte", async () => {
  const data = lines(3_000, 100);
  const overwritten = await withErrnoOverwritten(async () => {
    await using source = new Source();
    await using sink = new Sink(["sha256sum"]);
    const ring = testRingTap(4 * 1024 * 1024, 2 * 1024 * 1024);
    const pump = startFdPump(source.fd, sink.fd, 2_000, ring);
    assert.ok(pump, "a pump runs here (Linux, -A)");
    const seen = readRing(ring, pump.done, () => 0);
    const chunks = Array.from(
      { length: 30 },
      (_, i) => data.subarray(i * 10_000, i * 10_000 + 10_000),
    );
    await feedEachOnceMoved(source, pump, chunks);
    const result = await pump.done;
    assert.equal(result.end, "eof", JSON.stringify(result));
    assert.ok((result.setAside ?? 0) > 0, "the pump tells how many readings it set aside");
    assert.equal(result.bytes, data.length);
    assertSeenIsTheStream(data, await seen);
    assert.ok((await seen).every((s) => "chunk" in s), "no gap: the ring had room for everything");
    await sink.conn.writable.close();
    assert.equal((await sink.output).split(" ")[0], await sha256([data]));
  });
  assert.ok(overwritten > 0, "at least one failed tee or splice read ENOENT");
});

Deno.test("fd pump: with errno overwritten where it was EAGAIN, a sink that closes its stdin is still a write-error (EPIPE)", async () => {
  const overwritten = await withErrnoOverwritten(async () => {
    const result = await pumpIntoSinkThatCloses();
    assert.equal(result.end, "write-error", JSON.stringify(result));
    assert.equal(result.errno, 32);
  });
  assert.ok(overwritten > 0, "at least one failed splice read ENOENT");
});

Deno.test("libc: a symbol libc lacks (a misspelt name: our defect) is thrown, not taken for a missing libc that silently turns the kernel paths off", () => {
  assert.throws(
    () => openLibc({ acp_proxy_no_such_symbol: { parameters: [], result: "i32" } }),
    /undefined symbol: acp_proxy_no_such_symbol/,
  );
  const libc = openLibc({ getpid: { parameters: [], result: "i32" } });
  try {
    assert.equal(libc?.symbols.getpid(), Deno.pid);
  } finally {
    libc?.close();
  }
});

Deno.test("fd pump, recording: the gap for the last chunks the ring had no room for is written while the input stays open and quiet, not held back until its next bytes or its end", async () => {
  await using source = new Source();
  await using sink = new Sink(["sh", "-c", "exec cat >/dev/null"]);
  const data = lines(10_000, 100); // 1 MB: more than the 256 KiB bound
  const ring = testRingTap(512 * 1024, 256 * 1024);
  const pump = startFdPump(source.fd, sink.fd, 2_000, ring);
  assert.ok(pump, "a pump runs here (Linux, -A)");
  await source.writer.write(data);
  // Reads the ring, but never gives back the bound's share (its reader is behind), so every
  // chunk after the first 256 KiB is dropped, the last ones too.
  const reader = new RingReader(ring.memory);
  let seenBytes = 0;
  for (let waited = 0; seenBytes < data.length; waited += 5) {
    assert.ok(waited < 10_000, `chunks and gaps for ${seenBytes} of ${data.length} bytes in 10 s`);
    for (let kind = reader.next(); kind !== 0; kind = reader.next()) {
      seenBytes += kind === KINDS.bytes
        ? reader.length
        : new Float64Array(reader.payload().slice().buffer)[0];
    }
    reader.release();
    await delay(5);
  }
  assert.equal(seenBytes, data.length, "the chunks and gaps cover the stream exactly");
  await source.writer.close();
  assert.equal((await pump.done).end, "eof");
});
