/**
 * The record ring (`transport/record_ring.ts`) on one thread: whatever the order of writes,
 * reads and releases, the reader gets exactly the records that were written, in order, with
 * their fields and payloads intact; a write fails only when the ring is full; and a record of
 * up to `maxPayload` bytes always gets in once the reader has caught up. Then across two
 * threads, through a worker that echoes what it reads.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  allocateRing,
  HEADER_BYTES,
  RING_SLEEPING,
  RING_USED,
  RingReader,
  RingWriter,
} from "../transport/record_ring.ts";

interface Written {
  kind: number;
  tag: number;
  value: number;
  payload: Uint8Array;
}

const step = fc.oneof(
  fc.record({
    op: fc.constant("write" as const),
    kind: fc.integer({ min: 1, max: 255 }),
    tag: fc.integer({ min: 0, max: (1 << 23) - 1 }),
    value: fc.double({ noNaN: true }),
    length: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 700 })),
  }),
  fc.record({ op: fc.constant("read" as const), count: fc.integer({ min: 1, max: 6 }) }),
  fc.constant({ op: "release" as const }),
);

function payloadOf(seed: number, length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (seed * 31 + i * 7) & 0xff);
}

Deno.test("record ring: records come out as they went in, in order; a write fails only when the ring is full (property)", () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 64 }), fc.array(step, { maxLength: 200 }), (
      sixteens,
      steps,
    ) => {
      const memory = allocateRing(sixteens * HEADER_BYTES, 1);
      const writer = new RingWriter(memory);
      const reader = new RingReader(memory);
      const used = new Int32Array(memory.control);
      const queue: Written[] = [];
      let n = 0;
      const readOne = () => {
        const kind = reader.next();
        if (queue.length === 0) return assert.equal(kind, 0);
        const w = queue.shift()!;
        assert.equal(kind, w.kind);
        assert.equal(reader.tag, w.tag);
        assert.equal(reader.value, w.value);
        assert.deepEqual(reader.payload(), w.payload);
      };
      for (const s of steps) {
        if (s.op === "write") {
          const w = { ...s, payload: payloadOf(n++, s.length) };
          const size = HEADER_BYTES + Math.ceil(s.length / HEADER_BYTES) * HEADER_BYTES;
          const usedBefore = Atomics.load(used, RING_USED);
          const wrote = writer.write(w.kind, w.tag, w.value, w.payload);
          if (wrote) queue.push(w);
          if (size > writer.capacity - usedBefore) assert.ok(!wrote, "there was no room");
          if (usedBefore === 0 && size <= writer.capacity / 2) assert.ok(wrote, "empty ring");
        } else if (s.op === "read") {
          for (let i = 0; i < s.count; i++) readOne();
        } else {
          reader.release();
        }
      }
      // Drain: everything written comes out, then nothing.
      while (queue.length > 0) readOne();
      assert.equal(reader.next(), 0);
      reader.release();
      assert.equal(Atomics.load(used, RING_USED), 0, "all space given back");
      // An empty ring takes the biggest record (at once, or after the reader follows a wrap).
      const big = payloadOf(7, writer.maxPayload);
      if (!writer.write(9, 1, 2, big)) {
        assert.equal(reader.next(), 0);
        reader.release();
        assert.ok(writer.write(9, 1, 2, big), "fits after the reader followed the wrap");
      }
      assert.equal(reader.next(), 9);
      assert.deepEqual(reader.payload(), big);
    }),
    { numRuns: 500 },
  );
});

Deno.test("record ring: a reader that keeps up stays in the ring's first eighth", () => {
  const memory = allocateRing(64 * 1024, 1);
  const writer = new RingWriter(memory);
  const reader = new RingReader(memory);
  const records = new Uint8Array(memory.records);
  const payload = new Uint8Array(1000).fill(1);
  for (let i = 0; i < 1000; i++) {
    assert.ok(writer.write(1, 0, i, payload));
    assert.equal(reader.next(), 1);
    assert.equal(reader.value, i);
    assert.equal(reader.next(), 0);
    reader.release();
  }
  const touched = records.findLastIndex((b) => b !== 0);
  assert.ok(touched < 64 * 1024 / 8 + 1024, `touched up to ${touched}`);
});

Deno.test("record ring: across threads, a worker reads every record in order while the writer goes on", async () => {
  const memory = allocateRing(8 * 1024, 1);
  const writer = new RingWriter(memory);
  const worker = new Worker(new URL("./fixtures/ring_echo_worker.ts", import.meta.url).href, {
    type: "module",
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const deadline = Date.now() + 60_000;
    const sum = new Promise<number>((resolve) => worker.onmessage = (e) => resolve(e.data));
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the worker did not answer in 60 s")), 60_000);
    });
    worker.postMessage(memory);
    // Every wait for room is bounded by the test's deadline.
    const put = async (kind: number, tag: number, value: number, payload: Uint8Array | null) => {
      while (!writer.write(kind, tag, value, payload)) {
        assert.ok(Date.now() < deadline, "the ring never had room again");
        await new Promise((r) => setTimeout(r, 0));
      }
    };
    let expected = 0;
    for (let i = 1; i <= 20_000; i++) {
      const payload = payloadOf(i, i % 300);
      await put(1, i % 1000, i, payload);
      expected += i + payload.reduce((a, b) => a + b, 0);
    }
    await put(2, 0, 0, null);
    assert.equal(await Promise.race([sum, late]), expected);
  } finally {
    clearTimeout(timer);
    worker.terminate();
  }
});

Deno.test("record ring: writers on three threads at once: every record arrives exactly once, whole, each writer's in its own order (the writers' lock and shared offset)", async () => {
  const memory = allocateRing(16 * 1024, 1);
  const count = 20_000;
  const workers = [1, 2, 3].map(() =>
    new Worker(new URL("./fixtures/ring_writer_worker.ts", import.meta.url).href, {
      type: "module",
    })
  );
  const finished = workers.map((worker) =>
    new Promise<unknown>((resolve, reject) => {
      worker.onmessage = resolve;
      worker.onerror = reject;
    })
  );
  workers.forEach((worker, i) => worker.postMessage({ memory, tag: i + 1, count }));
  const reader = new RingReader(memory);
  const next = [0, 0, 0, 0];
  const deadline = Date.now() + 60_000;
  while (next[1] + next[2] + next[3] < 3 * count) {
    assert.ok(Date.now() < deadline, `records so far: ${next.join(",")}`);
    const kind = reader.next();
    if (kind === 0) {
      reader.release();
      await new Promise((resolve) => setTimeout(resolve, 0));
      continue;
    }
    assert.equal(kind, 1);
    assert.ok(reader.tag >= 1 && reader.tag <= 3, `tag ${reader.tag}`);
    assert.equal(reader.value, next[reader.tag], `writer ${reader.tag}'s order`);
    const payload = reader.payload();
    assert.equal(payload.length, reader.value % 97);
    assert.ok(payload.every((b) => b === reader.tag), "a record written whole by one writer");
    next[reader.tag]++;
  }
  reader.release();
  await Promise.all(finished);
  for (const worker of workers) worker.terminate();
  assert.equal(reader.next(), 0, "nothing more");
});

Deno.test("record ring: a write calls Atomics.notify only while the reader sleeps in wait (RING_SLEEPING), never per record otherwise", () => {
  const memory = allocateRing(64 * 1024, 1);
  const writer = new RingWriter(memory);
  const reader = new RingReader(memory);
  const control = new Int32Array(memory.control);
  const notify = Atomics.notify;
  let calls = 0;
  Atomics.notify = ((typedArray: Int32Array, index: number, count?: number) => {
    calls++;
    return notify(typedArray, index, count);
  }) as typeof Atomics.notify;
  try {
    for (let i = 0; i < 100; i++) assert.ok(writer.write(1, 0, i, null));
    assert.equal(calls, 0, "no wake-up while the reader is not asleep");
    // A nap with records waiting returns at once and does not ask to be woken.
    reader.nap(10_000);
    assert.equal(Atomics.load(control, RING_SLEEPING), 0);
    while (reader.next() !== 0) { /* drain */ }
    reader.release();
    Atomics.store(control, RING_SLEEPING, 1); // what wait() sets while it sleeps
    assert.ok(writer.write(1, 0, 0, null));
    assert.equal(calls, 1, "one wake-up for the sleeping reader");
  } finally {
    Atomics.notify = notify;
  }
});

Deno.test("record ring: across threads, a reader sleeping in wait is woken by the next write (not by its 30 s timeout)", async () => {
  const memory = allocateRing(8 * 1024, 1);
  const writer = new RingWriter(memory);
  const control = new Int32Array(memory.control);
  const worker = new Worker(new URL("./fixtures/ring_sleep_worker.ts", import.meta.url).href, {
    type: "module",
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = new Promise<number>((resolve) => worker.onmessage = (e) => resolve(e.data));
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the sleeping reader was not woken")), 15_000);
    });
    worker.postMessage(memory);
    const deadline = Date.now() + 10_000;
    while (Atomics.load(control, RING_SLEEPING) !== 1) {
      assert.ok(Date.now() < deadline, "the reader never went to sleep");
      await new Promise((r) => setTimeout(r, 5));
    }
    assert.ok(writer.write(3, 0, 0, null));
    assert.equal(await Promise.race([answer, late]), 3);
    assert.equal(Atomics.load(control, RING_SLEEPING), 0, "the flag is cleared on waking");
  } finally {
    clearTimeout(timer);
    worker.terminate();
  }
});
