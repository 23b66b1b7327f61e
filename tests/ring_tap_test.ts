/**
 * The ring tap (`transport/ring_tap.ts`): one direction's chunks go into a record ring within
 * their bound; what does not fit becomes one gap, written at its place before the next chunk.
 *
 * @module
 */

import assert from "node:assert/strict";
import { RingReader } from "../transport/record_ring.ts";
import { type RingTap, RingTapWriter } from "../transport/ring_tap.ts";
import { KINDS, testRingTap, WORDS } from "./fixtures/test_ring_tap.ts";

const text = (s: string) => new TextEncoder().encode(s);

/** Every record waiting: chunks as text, gaps as [line ends, mid-line, bytes]. */
function drain(t: RingTap): unknown[] {
  const reader = new RingReader(t.memory);
  const out: unknown[] = [];
  for (let kind = reader.next(); kind !== 0; kind = reader.next()) {
    assert.equal(reader.tag, 5);
    if (kind === KINDS.bytes) out.push(new TextDecoder().decode(reader.payload().slice()));
    else {
      const bytes = new Float64Array(reader.payload().slice().buffer)[0];
      out.push([reader.value, kind === KINDS.gapMidLine, bytes]);
    }
  }
  return out;
}

Deno.test("ring tap: chunks past the bound become one gap (line ends, mid-line, bytes), written before the next chunk that fits", () => {
  const t = testRingTap(64 * 1024, 10, 5);
  const writer = new RingTapWriter(t);
  const control = new Int32Array(t.memory.control);
  writer.chunk(text("ab\ncd\n")); // 6 queued
  writer.chunk(text("ef\ngh\n")); // 12 > 10: counted
  writer.chunk(text("ij")); // 8 ≤ 10 but a gap is pending: written after it
  assert.equal(writer.pending, null);
  writer.chunk(text("klmno\n")); // 14 > 10: counted, mid-line false
  assert.deepEqual(writer.pending, { lineEnds: 1, midLine: false, bytes: 6 });
  assert.deepEqual(drain(t), ["ab\ncd\n", [2, false, 6], "ij"]);
  assert.equal(control[WORDS.queued], 8, "queued: what was written, until the reader releases");
  Atomics.store(control, WORDS.queued, 0);
  writer.chunk(text("p\nq"));
  assert.deepEqual(drain(t).slice(3), [[1, false, 6], "p\nq"]);
});

Deno.test("ring tap: a chunk that may not go in yet (ready false) is counted; once the reader has failed nothing is written", () => {
  const t = testRingTap(64 * 1024, 1024, 5);
  const writer = new RingTapWriter(t);
  writer.chunk(text("x\ny"), false);
  assert.deepEqual(writer.pending, { lineEnds: 1, midLine: true, bytes: 3 });
  Atomics.store(new Int32Array(t.memory.control), WORDS.failed, 1);
  assert.equal(writer.failed, true);
  writer.chunk(text("z\n"));
  assert.deepEqual(drain(t), []);
});
