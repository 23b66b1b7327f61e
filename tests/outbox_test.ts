/**
 * The conductor's per-party outbox: frames leave in order with their newlines, raw bytes as
 * they are, small frames joined into fewer writes, and the queue bound holds `push` back.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { CYCLE_STALL_MS, Outbox } from "../conductor/outbox.ts";
import { isReaderGone } from "../transport/pipe_errors.ts";
import { LINE_COST_BYTES } from "../transport/line_cost.ts";
import { within } from "./fixtures/support.ts";

/** A writable that records each write, optionally slow. */
function recordingSink(delayMs = 0) {
  const writes: Uint8Array[] = [];
  const writable = new WritableStream<Uint8Array>({
    async write(chunk) {
      writes.push(chunk.slice());
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    },
  });
  const joined = () => {
    const out = new Uint8Array(writes.reduce((n, w) => n + w.length, 0));
    let offset = 0;
    for (const w of writes) {
      out.set(w, offset);
      offset += w.length;
    }
    return out;
  };
  return { writable, writes, joined };
}

Deno.test("outbox property: whatever is pushed arrives in order, frames with a newline and raw bytes as they are", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({ raw: fc.boolean(), bytes: fc.uint8Array({ maxLength: 600_000 }) }),
        { maxLength: 12 },
      ),
      fc.integer({ min: 1, max: 1_000_000 }),
      async (items, limit) => {
        const sink = recordingSink();
        const outbox = new Outbox(sink.writable, limit);
        const expected: number[] = [];
        for (const { raw, bytes } of items) {
          await (raw ? outbox.pushBytes(bytes) : outbox.push(bytes));
          expected.push(...bytes);
          if (!raw) expected.push(0x0a);
        }
        await outbox.close();
        assert.deepEqual(sink.joined(), new Uint8Array(expected));
        assert.equal(outbox.queued, 0);
      },
    ),
    { numRuns: 60 },
  );
});

Deno.test("outbox: 1000 small frames pushed while a write is under way leave in a few writes, not 2000", async () => {
  const sink = recordingSink(5);
  const outbox = new Outbox(sink.writable, 16 * 1024 * 1024);
  const frame = new TextEncoder().encode('{"jsonrpc":"2.0","method":"x"}');
  for (let i = 0; i < 1000; i++) await outbox.push(frame);
  await outbox.close();
  assert.equal(sink.joined().length, 1000 * (frame.length + 1));
  assert.ok(sink.writes.length <= 3, `${sink.writes.length} writes`);
});

Deno.test("outbox: push waits while more than the limit is queued, and resumes once it drains", async () => {
  const sink = recordingSink(20);
  const outbox = new Outbox(sink.writable, 10);
  await outbox.push(new Uint8Array(4)); // 5 queued: under the limit, no wait
  let second = false;
  const pending = outbox.push(new Uint8Array(20)).then(() => second = true);
  await Promise.resolve();
  assert.equal(second, false, "the push over the limit waits");
  await pending;
  assert.ok(outbox.queued <= 10);
  await outbox.close();
});

Deno.test("outbox: a push that would close a cycle of waits waits while the writes go on (a party that reads is waited for), and is queued past the limit once they have stood still for CYCLE_STALL_MS (before: queued past it at once, so a chain ended a client that read all along)", async () => {
  const limit = 4 * (100 + LINE_COST_BYTES);
  const frame = new Uint8Array(100);
  // A party that reads, slowly: every write takes 50 ms.
  const reading = new Outbox(recordingSink(50).writable, limit);
  for (let i = 0; i < 4; i++) await reading.push(frame);
  const started = performance.now();
  await reading.push(frame, () => false);
  assert.ok(reading.cost <= limit, `waited until it drained: ${reading.cost} > ${limit}`);
  assert.ok(performance.now() - started >= 40, "the push waited for a write");
  await reading.close();
  // A party that reads nothing: its one write never completes.
  const taken = Promise.withResolvers<void>();
  const stuck = new Outbox(
    new WritableStream<Uint8Array>({ write: () => taken.promise }),
    limit,
  );
  for (let i = 0; i < 5; i++) void stuck.push(frame);
  const before = performance.now();
  await stuck.push(frame, () => false);
  const waited = performance.now() - before;
  assert.ok(stuck.cost > limit, "queued past the limit");
  assert.ok(waited < CYCLE_STALL_MS + 2_000, `not waited for good: ${Math.round(waited)} ms`);
  taken.resolve();
  await stuck.abort(new Error("done"));
});

Deno.test("outbox: while the queue is over its limit a large frame leaves in 64 KiB writes, so that a party reading slowly (64 KiB every 300 ms) is seen reading: a push that would close a cycle waits for it rather than going past the limit (before: one 1 MiB write stood still for 4.8 s, which counted as stalled)", async () => {
  const writes: number[] = [];
  const slow = new WritableStream<Uint8Array>({
    async write(chunk) {
      writes.push(chunk.length);
      await new Promise((resolve) => setTimeout(resolve, chunk.length / 65_536 * 300));
    },
  });
  const limit = 256 * 1024;
  const outbox = new Outbox(slow, limit);
  void outbox.push(new Uint8Array(1024 * 1024)); // over the limit: it waits for room
  await outbox.push(new Uint8Array(10), () => false);
  assert.ok(outbox.cost <= limit, `waited while the party read: ${outbox.cost} > ${limit}`);
  // Over the limit, 64 KiB at a time (1 MiB less the 256 KiB limit: 12 of them at least).
  assert.ok(writes.filter((n) => n === 65_536).length >= 12, `writes: ${writes}`);
  await outbox.close();
  assert.equal(writes.reduce((a, b) => a + b, 0), 1024 * 1024 + 10 + 2);
});

Deno.test("outbox: a large write begun while the queue was under its limit has CYCLE_STALL_MS per 64 KiB before a push that would close a cycle goes past the limit: a party reading it slowly is waited for, one reading nothing is still passed (before: a 250 KiB write read at 64 KiB per 400 ms was taken for a stall after 1 s) (regress81)", async () => {
  const slow = new WritableStream<Uint8Array>({
    async write(chunk) {
      await new Promise((resolve) => setTimeout(resolve, chunk.length / 65_536 * 400));
    },
  });
  const limit = 256 * 1024;
  const reading = new Outbox(slow, limit);
  void reading.push(new Uint8Array(250 * 1024)); // under the limit: one write of it all
  await new Promise((resolve) => setTimeout(resolve, 5)); // that write is under way
  await reading.push(new Uint8Array(100 * 1024), () => false);
  assert.ok(reading.cost <= limit, `waited while the party read: ${reading.cost} > ${limit}`);
  await reading.close();
  const taken = Promise.withResolvers<void>();
  const stuck = new Outbox(new WritableStream<Uint8Array>({ write: () => taken.promise }), limit);
  void stuck.push(new Uint8Array(250 * 1024));
  await new Promise((resolve) => setTimeout(resolve, 5));
  const before = performance.now();
  await stuck.push(new Uint8Array(100 * 1024), () => false);
  const waited = performance.now() - before;
  assert.ok(stuck.cost > limit, "queued past the limit");
  assert.ok(waited < 4 * CYCLE_STALL_MS + 2_000, `not waited for good: ${Math.round(waited)} ms`);
  taken.resolve();
  await stuck.abort(new Error("done"));
});

Deno.test("outbox: a frame larger than 256 KiB leaves in writes of 256 KiB at most, so that a party reading nothing holds a push that would close a cycle up at most 4 x CYCLE_STALL_MS (before regress82: an 8 MiB frame went in one write, and the push waited 129 s)", async () => {
  const taken = Promise.withResolvers<void>();
  const writes: number[] = [];
  const stuck = new Outbox(
    new WritableStream<Uint8Array>({
      write: (chunk) => {
        writes.push(chunk.length);
        return taken.promise;
      },
    }),
    16 * 1024 * 1024,
  );
  void stuck.push(new Uint8Array(8 * 1024 * 1024)); // under the limit
  await new Promise((resolve) => setTimeout(resolve, 5));
  void stuck.push(new Uint8Array(9 * 1024 * 1024)); // past it: waits
  const before = performance.now();
  await stuck.push(new Uint8Array(10), () => false);
  const waited = performance.now() - before;
  assert.ok(waited < 4 * CYCLE_STALL_MS + 2_000, `not waited for good: ${Math.round(waited)} ms`);
  assert.deepEqual(writes, [256 * 1024], "one write of 256 KiB under way");
  taken.resolve();
  await stuck.abort(new Error("done"));
});

Deno.test("outbox: writtenUpTo resolves once the bytes queued before the mark are written, whatever is queued after it, and at once when the writable fails", async () => {
  const sink = recordingSink(20);
  const outbox = new Outbox(sink.writable, 1024 * 1024);
  void outbox.push(new Uint8Array(100));
  const mark = outbox.pushedBytes;
  assert.equal(mark, 101);
  let reached = false;
  const done = outbox.writtenUpTo(mark).then(() => reached = true);
  for (let i = 0; i < 20; i++) void outbox.push(new Uint8Array(100)); // after the mark
  await done;
  assert.ok(reached);
  await outbox.close();
  const failing = new Outbox(
    new WritableStream<Uint8Array>({ write: () => Promise.reject(new Error("EIO")) }),
    1024,
  );
  void failing.push(new Uint8Array(10));
  const after = failing.pushedBytes;
  await within(failing.writtenUpTo(after + 1000), 5_000, "a failed writable ends the wait");
});

Deno.test("outbox: a write under way is waited on, and progress is when the writable last took bytes (or a write began after a quiet spell)", async () => {
  let release = () => {};
  const writable = new WritableStream<Uint8Array>({
    write: () => new Promise<void>((resolve) => release = resolve),
  });
  const outbox = new Outbox(writable, 1024 + LINE_COST_BYTES);
  assert.equal(outbox.waitingOnClient(), false);
  await new Promise((resolve) => setTimeout(resolve, 30));
  const before = Date.now();
  await outbox.push(new Uint8Array(8));
  await new Promise((resolve) => setTimeout(resolve, 10)); // the write loop has begun
  assert.equal(outbox.waitingOnClient(), true);
  assert.ok(outbox.lastProgressAt() >= before, "a write that begins counts from its start");
  await new Promise((resolve) => setTimeout(resolve, 30));
  const taken = Date.now();
  release();
  await outbox.drained();
  assert.equal(outbox.waitingOnClient(), false);
  assert.ok(outbox.lastProgressAt() >= taken, "the completed write is progress");
});

Deno.test("outbox: a failed write is reported through failed, and later pushes are dropped without waiting", async () => {
  const writable = new WritableStream<Uint8Array>({
    write() {
      throw new Error("EPIPE");
    },
  });
  const outbox = new Outbox(writable, 1);
  await outbox.push(new Uint8Array(8));
  await outbox.drained();
  assert.equal(outbox.failed?.message, "EPIPE");
  await outbox.push(new Uint8Array(8));
  assert.equal(outbox.queued, 0);
  await outbox.close();
});

Deno.test("outbox: a failed close (the last bytes not flushed, a full disk) is reported through failed, and close still resolves", async () => {
  const written: number[] = [];
  const writable = new WritableStream<Uint8Array>({
    write(chunk) {
      written.push(chunk.length);
    },
    close() {
      throw Object.assign(new Error("No space left on device"), { code: "ENOSPC" });
    },
  });
  const outbox = new Outbox(writable, 1024);
  await outbox.push(new Uint8Array(8));
  await outbox.close();
  assert.deepEqual(written, [9]);
  assert.equal(outbox.failed?.message, "No space left on device");
});

Deno.test("outbox: a reader that cancels without a reason (it went away) fails the outbox with an OutputClosedError, told once to onFailed at the failed write; a close after that keeps the stream's reason, not the TypeError 'closed or errored'", async () => {
  const sink = new TransformStream<Uint8Array, Uint8Array>();
  const told: Error[] = [];
  const outbox = new Outbox(sink.writable, 1024, (e) => told.push(e));
  await sink.readable.cancel();
  await outbox.push(new Uint8Array(8));
  await outbox.drained();
  assert.equal(outbox.failed?.name, "OutputClosedError");
  assert.ok(isReaderGone(outbox.failed), String(outbox.failed));
  assert.deepEqual(told, [outbox.failed]);

  const other = new TransformStream<Uint8Array, Uint8Array>();
  const closing = new Outbox(other.writable, 1024, (e) => told.push(e));
  await other.readable.cancel(new Deno.errors.BrokenPipe("gone"));
  await closing.close();
  assert.equal(closing.failed?.name, "BrokenPipe", String(closing.failed));
  assert.equal(told.length, 2);
});

Deno.test("outbox: the bound is the limit itself, each frame counted LINE_COST_BYTES more: 5 then 9 queued bytes (14 > 10) wait, while 5 then 5 (10) do not", async () => {
  for (const [second, waits] of [[8, true], [4, false]] as const) {
    // A writable that takes nothing until released: the queue only grows.
    let release!: () => void;
    const held = new Promise<void>((resolve) => release = resolve);
    const outbox = new Outbox(new WritableStream({ write: () => held }), 10 + 2 * LINE_COST_BYTES);
    await outbox.push(new Uint8Array(4)); // 5 with its newline
    let done = false;
    const pending = outbox.push(new Uint8Array(second)).then(() => done = true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(done, !waits, `5 + ${second + 1} queued`);
    release();
    await pending;
    await outbox.close();
  }
});

Deno.test("outbox: abort wakes every push waiting on a full queue (none is left pending), and later pushes return at once", async () => {
  const outbox = new Outbox(new WritableStream({ write: () => new Promise(() => {}) }), 10);
  const waiting = [outbox.push(new Uint8Array(20)), outbox.push(new Uint8Array(20))];
  let settled = 0;
  for (const push of waiting) void push.then(() => settled++);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(settled, 0, "both wait on the full queue");
  // (The writable's own abort waits for the write under way, which never ends here: abort
  // itself is not awaited; in a chain the component is being stopped, which ends that write.)
  void outbox.abort(new Error("the chain ended"));
  await Promise.race([
    Promise.all(waiting),
    new Promise((_, reject) => setTimeout(() => reject(new Error("a push still waits")), 2_000)),
  ]);
  assert.equal(outbox.failed?.message, "aborted");
  await outbox.push(new Uint8Array(50));
  assert.equal(outbox.queued, 0);
});

Deno.test("outbox: tiny frames for a party that reads nothing hold the sender back after about limit / LINE_COST_BYTES of them, not limit / their size (a chain held 13 times its 16 MiB bound in frames of 30 bytes)", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  const limit = 64 * 1024;
  const outbox = new Outbox(new WritableStream({ write: () => held }), limit);
  const tiny = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"n"}`);
  let pushed = 0;
  while (pushed < 100_000) {
    const waited = await Promise.race([
      outbox.push(tiny).then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 50)),
    ]);
    pushed++;
    if (waited) break;
  }
  assert.ok(pushed <= Math.ceil(limit / LINE_COST_BYTES) + 1, `${pushed} frames queued`);
  release();
  await outbox.close();
});
