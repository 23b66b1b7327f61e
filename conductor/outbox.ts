/**
 * One party's outgoing frames in a chain: a queue drained by its own writer, so that a
 * party that reads slowly holds back only the senders whose frames wait for it, and no
 * reader loop ever waits on a write while its own peer waits on it (a cycle of full pipes).
 * Bounded: past `limit` queued bytes (each frame counted {@linkcode LINE_COST_BYTES} more: a
 * party sent millions of tiny frames held 13 times the limit), `push` waits until the queue
 * drains below it, unless
 * its caller says that waiting would close a cycle of waits: then it waits only while the
 * writes go on (the party reads: a client that sends and reads at once is held back, as
 * anywhere), and once they have stalled for {@linkcode CYCLE_STALL_MS} the frame is queued past
 * the limit (the caller bounds how far). Frames
 * queued while a write is under way leave together in the next write (up to
 * {@linkcode MAX_WRITE_BYTES}), each with its newline: one system call for many small frames.
 *
 * @module
 */

import { OutputClosedError } from "../transport/pipe_errors.ts";
import { LINE_COST_BYTES } from "../transport/line_cost.ts";
import { settlesWithin } from "../async/settles_within.ts";

/**
 * How long the writes to a party whose queue is over its limit may stand still before a frame
 * that would close a cycle of waits is queued past the limit (ms), for each
 * {@linkcode FULL_WRITE_BYTES} of the write under way (at most {@linkcode MAX_WRITE_BYTES}: 4
 * s): a party that does not read while it writes holds its cycle up this long, once; one that
 * reads is waited for.
 */
export const CYCLE_STALL_MS = 1_000;

/**
 * Most bytes in one write: frames queued together leave in one system call, a larger frame in
 * slices of this size (a write under way is what a stall is judged by: it stays bounded).
 */
const MAX_WRITE_BYTES = 256 * 1024;

/**
 * Most bytes in one write while the queue is over its limit, or while someone waits to see
 * whether the party stalls ({@linkcode Outbox.stallLeft}) (a pipe's capacity), a larger frame
 * then leaving in slices of this size: the party is slow, and is seen taking bytes at least
 * every slice, not only once a whole large write is done.
 */
const FULL_WRITE_BYTES = 64 * 1024;

/**
 * A bounded, ordered queue of frames for one writable.
 *
 * @example Queue two frames and close
 * ```ts
 * import { Outbox } from "./outbox.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const outbox = new Outbox(sink.writable, 64 * 1024);
 * await outbox.push(new TextEncoder().encode("{}"));
 * const text = new Response(sink.readable).text();
 * await outbox.close();
 * console.log(JSON.stringify(await text)); // "{}\n"
 * ```
 */
export class Outbox {
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #limit: number;
  /** Pieces waiting for the writer loop, in order; `true` stands for a newline. */
  #pieces: (Uint8Array | true)[] = [];
  #queued = 0;
  /** What the queue holds: its bytes, plus {@linkcode LINE_COST_BYTES} per piece. */
  #cost = 0;
  #waiters: (() => void)[] = [];
  /** The writer loop while it runs; it ends when the queue is empty. */
  #writing: Promise<void> | null = null;
  #failed: Error | null = null;
  /** Why the writable errored, as its `closed` said (a close after that says only "errored"). */
  #closedReason: { reason: unknown } | null = null;
  readonly #onFailed: ((error: Error) => void) | undefined;
  #closed = false;
  /** When the writable last took bytes, or the writer loop last started. */
  #progressAt = Date.now();
  /** The bytes of the write under way (0 between writes). */
  #inFlight = 0;
  /** Someone judges whether the writes stall: they go a slice at a time until the queue empties. */
  #watched = false;
  /** Bytes queued so far, all told, and bytes written so far. */
  #pushedBytes = 0;
  #writtenBytes = 0;
  /** Waiters for {@linkcode writtenUpTo}: the mark each waits for. */
  #markWaiters: { mark: number; wake: () => void }[] = [];

  /**
   * Takes the writable (locking it).
   *
   * @param writable Where the frames go.
   * @param limit Most bytes queued before `push` waits.
   * @param onFailed Called once when a write or the close fails (not after `abort`), so that
   *   the owner learns at once that its party went away, not at its next frame.
   */
  constructor(
    writable: WritableStream<Uint8Array>,
    limit: number,
    onFailed?: (error: Error) => void,
  ) {
    this.#writer = writable.getWriter();
    // A failure is reported through `failed`.
    this.#writer.closed.catch((reason) => this.#closedReason = { reason });
    this.#limit = limit;
    this.#onFailed = onFailed;
  }

  /** Records the first failure (a write's or the close's) and tells the owner. */
  #fail(reason: unknown): void {
    if (this.#failed !== null) return;
    // A reader that cancelled without a reason went away, as a closed pipe does.
    this.#failed = reason instanceof Error
      ? reason
      : reason === undefined
      ? new OutputClosedError("the reader cancelled the stream")
      : new Error(String(reason));
    for (const w of this.#markWaiters.splice(0)) w.wake(); // what is queued is dropped
    this.#onFailed?.(this.#failed);
  }

  /**
   * The write (or close) error, once one has failed (the party went away, a full disk);
   * later frames are dropped.
   */
  get failed(): Error | null {
    return this.#failed;
  }

  /** Bytes waiting to be written. */
  get queued(): number {
    return this.#queued;
  }

  /**
   * What the queue holds against its limit: its bytes, plus {@linkcode LINE_COST_BYTES} per
   * frame (the measure a caller bounding a queue past its limit uses too).
   */
  get cost(): number {
    return this.#cost;
  }

  /** True while a write is under way (the party is the side being waited on). */
  waitingOnClient(): boolean {
    return this.#writing !== null;
  }

  /**
   * When the writable last took bytes (ms since the epoch); a write that begins after a
   * quiet spell counts from its start.
   */
  lastProgressAt(): number {
    return this.#progressAt;
  }

  /**
   * How long (ms) the writes may still stand still before they count as stalled: `ms` from
   * the last progress, for each {@linkcode FULL_WRITE_BYTES} of the write under way (a large
   * write read slowly is not a stall); 0 once they have stalled.
   *
   * @param ms How long the writes of one slice may stand still.
   * @returns What is left of that, 0 when nothing is.
   */
  stallLeft(ms: number): number {
    // From now on the writes go a slice at a time, so that each one is judged by `ms`.
    this.#watched = true;
    const allowed = ms * Math.max(1, Math.ceil(this.#inFlight / FULL_WRITE_BYTES));
    return Math.max(0, allowed - (Date.now() - this.#progressAt));
  }

  /** Bytes queued so far, all told: a mark for {@linkcode writtenUpTo}. */
  get pushedBytes(): number {
    return this.#pushedBytes;
  }

  /**
   * Whether every byte queued before `mark` was taken ({@linkcode pushedBytes} read then) is
   * written, or will never be (the writable failed or was aborted: they are dropped).
   *
   * @param mark A {@linkcode pushedBytes} read earlier.
   * @returns True when those bytes are done.
   */
  hasWritten(mark: number): boolean {
    return this.#writtenBytes >= mark || this.#failed !== null;
  }

  /**
   * Resolves once {@linkcode hasWritten} holds for `mark`.
   *
   * @param mark A {@linkcode pushedBytes} read earlier.
   * @returns When those bytes are done.
   */
  writtenUpTo(mark: number): Promise<void> {
    if (this.hasWritten(mark)) return Promise.resolve();
    return new Promise((wake) => this.#markWaiters.push({ mark, wake }));
  }

  /** Counts `bytes` written and wakes the waiters they reach (none, mostly: no work then). */
  #written(bytes: number): void {
    this.#writtenBytes += bytes;
    if (this.#markWaiters.length === 0) return;
    const reached = this.#markWaiters.filter((w) => w.mark <= this.#writtenBytes);
    this.#markWaiters = this.#markWaiters.filter((w) => w.mark > this.#writtenBytes);
    for (const w of reached) w.wake();
  }

  /**
   * Queues one frame (a newline is added); waits while the queue is over its limit.
   *
   * @param frame The frame without newline.
   * @param mayWait Asked when the queue is over its limit: false waits only while the writes
   *   go on, and queues past the limit once they have stalled for {@linkcode CYCLE_STALL_MS}.
   */
  push(frame: Uint8Array, mayWait?: () => boolean): Promise<void> {
    return this.#enqueue(frame, true, mayWait);
  }

  /**
   * Queues bytes as they are (no newline added): the byte pipe of a chain with no proxies.
   *
   * @param bytes Any bytes.
   */
  pushBytes(bytes: Uint8Array): Promise<void> {
    return this.#enqueue(bytes, false);
  }

  async #enqueue(bytes: Uint8Array, lf: boolean, mayWait?: () => boolean): Promise<void> {
    if (this.#failed !== null || this.#closed) return;
    this.#pieces.push(bytes);
    if (lf) this.#pieces.push(true);
    this.#queued += bytes.length + (lf ? 1 : 0);
    this.#pushedBytes += bytes.length + (lf ? 1 : 0);
    this.#cost += bytes.length + (lf ? 1 : 0) + LINE_COST_BYTES;
    this.#writing ??= this.#writeLoop();
    if (this.#cost <= this.#limit || this.#failed !== null) return;
    if (mayWait?.() ?? true) {
      return await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
    // A cycle: waited for while the party takes bytes, not once it has stopped. A write under
    // way that began while the queue was under its limit may be larger than a slice: it has
    // CYCLE_STALL_MS for each slice's worth (the same slowest reader waited for), not one
    // (regress81: a 250 KiB write read at 100 KB/s was taken for a stall).
    while (this.#cost > this.#limit && this.#failed === null && !this.#closed) {
      const left = this.stallLeft(CYCLE_STALL_MS);
      if (this.#writing === null || left === 0) return;
      const drained = new Promise<void>((resolve) => this.#waiters.push(resolve));
      await settlesWithin(drained, left);
    }
  }

  /** Writes what is queued, joining small pieces, until the queue is empty. */
  async #writeLoop(): Promise<void> {
    // Let the pushes of this turn join the first write.
    await Promise.resolve();
    this.#progressAt = Date.now();
    while (this.#pieces.length > 0 && this.#failed === null) {
      const { chunk, pieces } = this.#take();
      this.#inFlight = chunk.length;
      try {
        await this.#writer.write(chunk);
        this.#progressAt = Date.now();
      } catch (e) {
        this.#pieces = [];
        this.#queued = 0;
        this.#cost = 0;
        this.#fail(e);
      }
      this.#inFlight = 0;
      this.#written(chunk.length);
      this.#queued = Math.max(0, this.#queued - chunk.length);
      this.#cost = Math.max(0, this.#cost - chunk.length - pieces * LINE_COST_BYTES);
      if (this.#cost <= this.#limit || this.#failed !== null) {
        for (const wake of this.#waiters.splice(0)) wake();
      }
    }
    this.#watched = false;
    this.#writing = null;
  }

  /**
   * The next write: one piece as it is when large, else pieces joined up to the cap; and how
   * many frames' (or byte runs') pieces it takes, a newline counted with its frame.
   */
  #take(): { chunk: Uint8Array; pieces: number } {
    const first = this.#pieces[0];
    const max = this.#cost > this.#limit || this.#watched ? FULL_WRITE_BYTES : MAX_WRITE_BYTES;
    if (first !== true && first.length > max) {
      // A slice; the rest stays first, and the frame counts as written with its last slice.
      this.#pieces[0] = first.subarray(max);
      return { chunk: first.subarray(0, max), pieces: 0 };
    }
    if (first !== true && first.length === max) {
      this.#pieces.shift();
      if (this.#pieces[0] !== true) return { chunk: first, pieces: 1 };
      this.#pieces.shift();
      const out = new Uint8Array(first.length + 1);
      out.set(first);
      out[first.length] = 0x0a;
      return { chunk: out, pieces: 1 };
    }
    let size = 0;
    let count = 0;
    for (const piece of this.#pieces) {
      const length = piece === true ? 1 : piece.length;
      if (count > 0 && size + length > max) break;
      size += length;
      count++;
    }
    const pieces = this.#pieces.splice(0, count);
    if (pieces.length === 1 && pieces[0] !== true) return { chunk: pieces[0], pieces: 1 };
    const out = new Uint8Array(size);
    let offset = 0;
    let frames = 0;
    for (const piece of pieces) {
      if (piece === true) out[offset++] = 0x0a;
      else {
        out.set(piece, offset);
        offset += piece.length;
        frames++;
      }
    }
    return { chunk: out, pieces: frames };
  }

  /**
   * Resolves once every queued frame is written (or the writable failed).
   *
   * @returns When the queue is empty.
   */
  async drained(): Promise<void> {
    while (this.#writing !== null) await this.#writing;
  }

  /**
   * Writes what is queued, then closes the writable (the party sees end of input) and lets go
   * of it. Idempotent; never rejects.
   */
  async close(): Promise<void> {
    if (this.#closed) return await this.drained();
    this.#closed = true;
    await this.drained();
    await this.#writer.close().catch((e) => {
      // Closing an errored stream rejects with a TypeError that says only that: the stream's
      // own reason says why (a reader that went away).
      this.#fail(this.#closedReason === null ? e : this.#closedReason.reason);
    });
    this.#writer.releaseLock();
  }

  /** Drops what is queued, aborts the writable and lets go of it. Never rejects. */
  async abort(reason: unknown): Promise<void> {
    this.#closed = true;
    this.#failed ??= new Error("aborted");
    this.#pieces = [];
    for (const w of this.#markWaiters.splice(0)) w.wake(); // what is queued is dropped
    this.#queued = 0;
    this.#cost = 0;
    for (const wake of this.#waiters.splice(0)) wake();
    await this.#writer.abort(reason).catch(() => {}); // let go already: a close came first
    this.#writer.releaseLock();
  }
}
