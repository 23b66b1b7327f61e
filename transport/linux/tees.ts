/**
 * A recording splice's tees: before bytes are moved, `tee(2)` duplicates them -- the input keeps
 * them -- into a private pipe; they are read back and copied into the recorder's ring, or, when
 * it has no room, counted into a gap there. Nothing here waits for the recorder. Used by the
 * splice pump's worker (`fd_pump_worker.ts`) and by the main thread's start of it
 * (`splice_lead.ts`), each with its own private pipe and the system calls of its own thread.
 *
 * @module
 */

import { type PendingGap, type RingTap, RingTapWriter } from "../ring_tap.ts";
import { EAGAIN, EINTR, ERRNO_READINGS, type ErrnoReadings } from "./errno_readings.ts";
import { atEnd, SPLICE_F_NONBLOCK } from "./splice_calls.ts";
import { PIPE_BYTES } from "./fd_pump.ts";

/**
 * Most bytes a recording splice tees and moves at a time: its private pipe's size, grown to
 * `PIPE_BYTES` (or kept at 64 KiB where that is refused).
 */
export const TEE_BYTES = PIPE_BYTES;

/** The system calls the tees make, bound on the thread that runs them. */
export interface TeeCalls {
  /** `tee(2)`. */
  tee(input: number, output: number, bytes: bigint, flags: number): number | bigint;
  /** `read(2)`. */
  read(fd: number, buffer: Uint8Array, bytes: bigint): number | bigint;
  /** `poll(2)` that does not wait (timeout 0). */
  pollNow(fds: Uint8Array, count: bigint): number;
  /** This thread's `errno`. */
  errno(): number;
}

/** Where the tees record: their private pipe, the ring, and a gap to write first, if any. */
export interface TeeRecord {
  /** Read end of the private pipe. */
  teeRead: number;
  /** Its write end. */
  teeWrite: number;
  /** Where the bytes are recorded. */
  ring: RingTap;
  /** Bytes not recorded just before these (the ring had no room): written first. */
  pending?: PendingGap;
}

/**
 * Tees the head of an input and records it.
 *
 * @example Record, then move exactly what was recorded
 * ```ts ignore
 * import { Tees } from "./tees.ts";
 * const tees = new Tees({ teeRead, teeWrite, ring }, calls, () => readings);
 * const teed = tees.next(input); // > 0: splice exactly `teed` bytes next
 * ```
 */
export class Tees {
  #teeRead: number;
  #teeWrite: number;
  #ring: RingTapWriter;
  #buffer = new Uint8Array(TEE_BYTES);
  #calls: TeeCalls;
  #readings: ErrnoReadings;

  /**
   * @param record The private pipe and the ring (and a gap to write first).
   * @param calls The system calls, bound on this thread.
   * @param readings Makes an `errno` reader for this thread.
   */
  constructor(record: TeeRecord, calls: TeeCalls, readings: () => ErrnoReadings) {
    this.#teeRead = record.teeRead;
    this.#teeWrite = record.teeWrite;
    this.#ring = new RingTapWriter(record.ring);
    this.#calls = calls;
    this.#readings = readings();
    const pending = record.pending;
    if (pending) this.#ring.missed(pending.lineEnds, pending.midLine, pending.bytes);
  }

  /**
   * Tees the head of `input` and records it.
   *
   * @returns How many bytes were teed (the caller moves exactly those next), 0 at the
   *   input's end, or minus the errno (`-EAGAIN`: the input is empty).
   */
  next(input: number): number {
    const teed = this.#tee(input);
    if (teed > 0) this.#ring.chunk(this.#readBack(teed));
    return teed;
  }

  /**
   * Writes the gap still pending (its chunks were dropped), if the ring has room for it now:
   * for a caller whose input went quiet, so the gap is not held back until the next bytes.
   *
   * @returns Whether no gap is left pending.
   */
  writeGap(): boolean {
    return this.#ring.flush();
  }

  /** The input ended: its ring is told, before the output is closed. */
  ended(): void {
    this.#ring.end();
  }

  /**
   * At the end: the last gap, when the ring had no room for it (it then goes with the result,
   * or to whoever records next), else null.
   *
   * @returns The gap not written, or null.
   */
  unrecorded(): PendingGap | null {
    const pending = this.#ring.flush() ? null : this.#ring.pending;
    return pending === null ? null : { ...pending };
  }

  /** Reads the `bytes` just teed into the private pipe (at most its size). */
  #readBack(bytes: number): Uint8Array {
    let failures = 0;
    for (let got = 0; got < bytes;) {
      const n = Number(
        this.#calls.read(this.#teeRead, this.#buffer.subarray(got), BigInt(bytes - got)),
      );
      if (n > 0) {
        got += n;
        failures = 0;
        continue;
      }
      const e = n === 0 ? 0 : this.#calls.errno();
      if (e === EINTR) continue;
      // The bytes are in the private pipe, so a failed read is retried (its errno may not be
      // its own) until it failed ERRNO_READINGS times in a row.
      if (n === 0 || ++failures >= ERRNO_READINGS) {
        throw new Error(`reading back the teed bytes failed (${n === 0 ? "end" : `errno ${e}`})`);
      }
    }
    return this.#buffer.subarray(0, bytes);
  }

  /**
   * `tee(2)` into the private pipe (empty: each tee is read back at once), retried on EINTR.
   * A 0 is the input's end only when poll says so: the kernel's room checks are speculative,
   * so a tee may also move nothing while input waits (that is reported as `-EAGAIN`).
   */
  #tee(input: number): number {
    while (true) {
      const teed = Number(
        this.#calls.tee(input, this.#teeWrite, BigInt(TEE_BYTES), SPLICE_F_NONBLOCK),
      );
      if (teed > 0) {
        this.#readings.clear();
        return teed;
      }
      if (teed === 0) return atEnd(input, this.#calls.pollNow) ? 0 : -EAGAIN;
      const e = this.#readings.read();
      if (e !== EINTR) return -e;
    }
  }
}
