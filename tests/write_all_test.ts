/**
 * `writeAll` (async/write_all.ts): every byte, in order, through partial writes and a full
 * non-blocking descriptor (`Deno.errors.WouldBlock`); any other failure thrown as it came.
 * The end-to-end case (the log on a full non-blocking stderr, on both byte paths) is in
 * kernel_path_equivalence_test.ts, beside the one that keeps stdout from being tried again.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { FIRST_FULL_WAIT_MS, MAX_FULL_WAIT_MS, writeAll } from "../async/write_all.ts";
import { within } from "./fixtures/support.ts";

/**
 * A writer that takes at most `takes[i]` bytes at its i-th call, where -1 means "full"; after
 * the script it goes round it again, taking at least a byte a call (so a run waits a few times
 * at most).
 */
function scriptedWriter(takes: readonly number[]) {
  const got: number[] = [];
  const fullAt: number[] = [];
  let call = 0;
  return {
    got,
    fullAt,
    write(p: Uint8Array): Promise<number> {
      const take = call < takes.length ? takes[call] : Math.max(1, takes[call % takes.length]);
      call++;
      if (take < 0) {
        fullAt.push(performance.now());
        return Promise.reject(new Deno.errors.WouldBlock("Resource temporarily unavailable"));
      }
      const n = Math.min(take, p.length);
      got.push(...p.subarray(0, n));
      return Promise.resolve(n);
    },
  };
}

Deno.test("writeAll: a full non-blocking descriptor is waited out, and every byte arrives in order", async () => {
  const bytes = new Uint8Array(1000).map((_, i) => i % 251);
  const writer = scriptedWriter([3, -1, -1, 400, -1, 0, 1000]);
  await within(writeAll(writer, bytes), 5_000, "writeAll");
  assert.deepEqual(writer.got, [...bytes]);
  assert.equal(writer.fullAt.length, 3);
});

Deno.test("writeAll: the waits between tries at a full descriptor grow from the first to the longest, not faster", async () => {
  const writer = scriptedWriter([-1, -1, -1, -1, -1, -1, -1, 10]);
  await within(writeAll(writer, new Uint8Array(10)), 5_000, "writeAll");
  assert.equal(writer.got.length, 10);
  const gaps = writer.fullAt.slice(1).map((t, i) => t - writer.fullAt[i]);
  // Timers fire late on a busy machine, never early: each gap is at least its wait.
  const waits = gaps.map((_, i) => Math.min(FIRST_FULL_WAIT_MS * 2 ** i, MAX_FULL_WAIT_MS));
  assert.deepEqual(waits, [1, 2, 4, 8, 16, 16]);
  gaps.forEach((gap, i) => assert.ok(gap >= waits[i] - 0.5, `gap ${i}: ${gap} ms < ${waits[i]}`));
});

Deno.test("writeAll: any other failure is thrown as it came, without a retry", async () => {
  let calls = 0;
  const broken = new Deno.errors.BrokenPipe("Broken pipe (os error 32)");
  const writer = {
    write(): Promise<number> {
      calls++;
      return Promise.reject(broken);
    },
  };
  await assert.rejects(writeAll(writer, new Uint8Array(5)), (e) => e === broken);
  assert.equal(calls, 1);
});

Deno.test("writeAll: nothing to write makes no call", async () => {
  const writer = scriptedWriter([-1]);
  await writeAll(writer, new Uint8Array(0));
  assert.equal(writer.fullAt.length, 0);
});

Deno.test("writeAll: any mix of partial writes and full descriptors writes every byte in order", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ maxLength: 300 }),
      fc.array(fc.oneof(fc.integer({ min: 1, max: 64 }), fc.constant(-1), fc.constant(0)), {
        minLength: 1,
        maxLength: 8,
      }).filter((takes) => takes.some((t) => t > 0)),
      async (bytes, takes) => {
        const writer = scriptedWriter(takes);
        await writeAll(writer, bytes);
        assert.deepEqual(writer.got, [...bytes]);
      },
    ),
    { numRuns: 60 },
  );
});
