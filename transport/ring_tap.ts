/**
 * A ring tap: where one direction's forwarded bytes are recorded, as records in a record
 * ring (`record_ring.ts`) that any thread may write -- the thread that forwards them, or a
 * splice worker that tees them (`linux/fd_pump_worker.ts`) -- so that recording costs the
 * forwarding one copy and never a wait or a message. Transport knows nothing of what reads
 * the ring; {@linkcode RingTap} names the record kinds and control words to use.
 *
 * The rules a {@linkcode RingTapWriter} keeps: a chunk is written only while the ring's
 * queued bytes stay within the bound (counted before the record is visible, so a reader's
 * release never runs ahead); a chunk that does not fit is dropped and its line ends are
 * counted into a gap, which is written at its place, before the next chunk; nothing is
 * written once the reader has said it failed.
 *
 * @module
 */

import { countLineEnds } from "./line_ends.ts";
import { type RingMemory, RingWriter } from "./record_ring.ts";

/** A direction's place in a record ring, for writers on any thread. */
export interface RingTap {
  /** The ring. */
  memory: RingMemory;
  /** The direction's tag on its records. */
  tag: number;
  /** `performance.timeOrigin + performance.now()` at time 0 of the records' timestamps. */
  originMs: number;
  /** Most chunk bytes queued in the ring before chunks are dropped. */
  maxQueued: number;
  /**
   * Record kinds: a chunk (value: seconds since `originMs`), a gap, a gap ending mid-line
   * (value: its line ends; payload: its byte count, one little-endian Float64, 0 when not
   * known).
   */
  kinds: { bytes: number; gap: number; gapMidLine: number; end?: number };
  /** Control words: chunk bytes queued (added here, released by the reader); 1 once failed. */
  words: { queued: number; failed: number };
}

/** Gives a direction's ring tap when its recording starts, or null when there is none now. */
export type RingTapSource = () => RingTap | null;

/** Dropped chunks not yet written as a gap. */
export interface PendingGap {
  /** Their line ends. */
  lineEnds: number;
  /** Whether the last ended mid-line. */
  midLine: boolean;
  /** Their bytes. */
  bytes: number;
}

/** A gap as a ring record: its kind, the direction's tag, its line ends, its byte count. */
export interface GapRecord {
  /** `kinds.gap`, or `kinds.gapMidLine` when the dropped bytes ended mid-line. */
  kind: number;
  /** The direction's tag. */
  tag: number;
  /** How many line ends the dropped bytes held. */
  value: number;
  /** Their byte count, as a Float64. */
  payload: Uint8Array;
}

/**
 * Writes one direction's chunks and gaps into its ring.
 *
 * @example Record two chunks
 * ```ts
 * import { allocateRing } from "./record_ring.ts";
 * import { RingTapWriter } from "./ring_tap.ts";
 * const memory = allocateRing(64 * 1024, 6);
 * const tap = new RingTapWriter({
 *   memory, tag: 0, originMs: performance.timeOrigin + performance.now(), maxQueued: 32 * 1024,
 *   kinds: { bytes: 2, gap: 3, gapMidLine: 4 }, words: { queued: 4, failed: 5 },
 * });
 * tap.chunk(new TextEncoder().encode("{}\n{}\n"));
 * console.log(tap.pending); // null: it fitted
 * ```
 */
export class RingTapWriter {
  readonly #tap: RingTap;
  readonly #ring: RingWriter;
  readonly #control: Int32Array;
  #pending: PendingGap | null = null;
  #gapBytes = new Float64Array(1);
  #gapPayload = new Uint8Array(this.#gapBytes.buffer);

  /**
   * @param tap The direction's place in its ring.
   */
  constructor(tap: RingTap) {
    this.#tap = tap;
    this.#ring = new RingWriter(tap.memory);
    this.#control = new Int32Array(tap.memory.control);
  }

  /** The direction's place in its ring. */
  get tap(): RingTap {
    return this.#tap;
  }

  /** The gap not yet written (its chunks were dropped), or null. */
  get pending(): PendingGap | null {
    return this.#pending;
  }

  /** Whether the ring's reader has failed (nothing is recorded any more). */
  get failed(): boolean {
    return Atomics.load(this.#control, this.#tap.words.failed) === 1;
  }

  /** Seconds since the tap's time 0. */
  now(): number {
    return (performance.timeOrigin + performance.now() - this.#tap.originMs) / 1000;
  }

  /**
   * Records `chunk` (copied), after any pending gap; or, when the ring is over its bound or
   * full, counts it into the pending gap. Never blocks but on another writer's copy.
   *
   * @param chunk Bytes forwarded in this direction.
   * @param ready Whether this writer's records may go in now (false: something that must
   *   precede them is still waiting; the chunk is counted as a gap).
   */
  chunk(chunk: Uint8Array, ready = true): void {
    if (chunk.length === 0 || this.failed) return;
    if (ready && this.flush() && this.#queue(chunk.length)) {
      if (this.#ring.write(this.#tap.kinds.bytes, this.#tap.tag, this.now(), chunk)) return;
      Atomics.sub(this.#control, this.#tap.words.queued, chunk.length);
    }
    this.missed(countLineEnds(chunk), chunk[chunk.length - 1] !== 0x0a, chunk.length);
  }

  /**
   * Adds bytes that were not recorded to the pending gap.
   *
   * @param lineEnds How many line ends they held.
   * @param midLine Whether they ended mid-line.
   * @param bytes How many bytes they were.
   */
  missed(lineEnds: number, midLine: boolean, bytes: number): void {
    const pending = this.#pending ?? { lineEnds: 0, midLine: false, bytes: 0 };
    pending.lineEnds += lineEnds;
    pending.midLine = midLine;
    pending.bytes += bytes;
    this.#pending = pending;
  }

  /**
   * Takes the pending gap away as the ring record {@linkcode flush} would write, for a caller
   * that puts it in order among records of its own (before an event that came after the
   * dropped bytes); none is pending afterwards.
   *
   * @returns The record (its payload a copy), or null when no gap is pending.
   */
  takePending(): GapRecord | null {
    const pending = this.#pending;
    if (pending === null) return null;
    this.#pending = null;
    this.#gapBytes[0] = pending.bytes;
    return {
      kind: pending.midLine ? this.#tap.kinds.gapMidLine : this.#tap.kinds.gap,
      tag: this.#tap.tag,
      value: pending.lineEnds,
      payload: this.#gapPayload.slice(),
    };
  }

  /**
   * The direction's bytes ended (its `end` record, when its kinds have one): written after
   * the pending gap. Nothing when the ring has no room now.
   *
   * @returns Whether the record was written.
   */
  end(): boolean {
    const kind = this.#tap.kinds.end;
    if (kind === undefined || this.failed || !this.flush()) return false;
    return this.#ring.write(kind, this.#tap.tag, this.now(), null);
  }

  /**
   * Writes the pending gap, if any and if there is room.
   *
   * @returns Whether no gap is left pending.
   */
  flush(): boolean {
    const pending = this.#pending;
    if (pending === null) return true;
    const kind = pending.midLine ? this.#tap.kinds.gapMidLine : this.#tap.kinds.gap;
    this.#gapBytes[0] = pending.bytes;
    if (!this.#ring.write(kind, this.#tap.tag, pending.lineEnds, this.#gapPayload)) return false;
    this.#pending = null;
    return true;
  }

  /** Counts `bytes` as queued if that stays within the bound. */
  #queue(bytes: number): boolean {
    const queued = Atomics.add(this.#control, this.#tap.words.queued, bytes) + bytes;
    if (queued <= this.#tap.maxQueued) return true;
    Atomics.sub(this.#control, this.#tap.words.queued, bytes);
    return false;
  }
}
