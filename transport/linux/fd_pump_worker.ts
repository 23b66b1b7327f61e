/**
 * The worker side of {@linkcode import("./fd_pump.ts").startFdPump}: moves bytes from one
 * descriptor to another with Linux `splice(2)` in a loop of plain, blocking system calls
 * on this worker's own thread, so the bytes never enter JavaScript and the main thread's
 * event loop is never blocked.
 *
 * Invariants:
 * - Every splice is non-blocking on the pipes (`SPLICE_F_NONBLOCK`); the only blocking
 *   call is `poll(2)`, which always includes the wake descriptor, so the main thread can
 *   stop the loop at any time by writing one byte to the wake pipe.
 * - Bytes are moved in order and never duplicated: splice moves what it reports, and a
 *   failed splice moves nothing.
 * - The output descriptor is this worker's own copy: it is closed here when the loop ends,
 *   whatever the reason; the input and wake descriptors belong to the main thread.
 * - A recording pump (`record`) tees the bytes at the head of the input before it moves
 *   exactly those: into the recorder's pipe when it has room (while its reader is well
 *   behind, less than a page is teed into a private pipe, read, and written in, so that small
 *   frames share the pipe's buffers), else
 *   into a private pipe that is read only to count their line ends, published as a gap at that point of the recorded
 *   stream before any later byte is teed. Tees never block and never consume, so what moves,
 *   and when, is what an unrecorded pump moves. The recorder's pipe is closed here at the end.
 *
 * Messages: in `{ input, output, wake, drainStallMs }` (`PumpStart`); out `{ end, errno,
 * bytes, message? }` (`PumpEnd`) once, where `end`
 * is `eof`, `write-error` (EPIPE: the reader of the output is gone), `error` (any other
 * errno), `stopped`, or `unsupported` (these descriptors cannot be spliced; nothing was
 * moved).
 *
 * @module
 */

/// <reference lib="deno.worker" />

import {
  COUNT_BYTES,
  DRAINED_BYTES,
  GAP_FIELDS,
  GAP_QUEUE_HEADER,
  type PumpEnd,
  type PumpRecord,
  type PumpStart,
} from "./fd_pump.ts";
import { openLibc } from "./libc.ts";
import { countLineEnds } from "../line_ends.ts";

const SPLICE_F_MOVE = 1;
const SPLICE_F_NONBLOCK = 2;
const POLLIN = 0x001;
const POLLOUT = 0x004;
const POLLHUP = 0x010;
const EINTR = 4;
const EAGAIN = 11;
const EINVAL = 22;
const EPIPE = 32;
const FIONREAD = 0x541bn;
/** How often a draining output pipe is checked at end of input: 20 ms. */
const DRAIN_POLL_MS = 20;
/** Most bytes one splice may move; a pipe holds 64 KiB unless it was resized. */
const SPLICE_BYTES = 1n << 20n;
const LF = 0x0a;
/** Less than this waiting in the input (4 KiB, a page) is packed into the recorder's pipe. */
const PACK_BELOW = 4096;
/**
 * Unread bytes in the recorder's pipe past which small frames are packed (32 KiB): below it
 * at most a few dozen of its 256 buffers can be taken, and a tee is cheaper than the copy.
 */
const PACK_BEHIND = 32 * 1024;

const libc = openLibc({
  splice: { parameters: ["i32", "pointer", "i32", "pointer", "usize", "u32"], result: "isize" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
  ioctl: { parameters: ["i32", "u64", "buffer"], result: "i32" },
  tee: { parameters: ["i32", "i32", "usize", "u32"], result: "isize" },
  read: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  write: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  __errno_location: { parameters: [], result: "pointer" },
}) ?? fail("libc is not available here"); // the pump reports "unsupported"

function fail(message: string): never {
  throw new Error(message);
}

function errno(): number {
  const at = libc.symbols.__errno_location();
  return at === null ? 0 : new Deno.UnsafePointerView(at).getInt32();
}

/**
 * poll(2) on `fd` for `events` and on `wake` for input.
 *
 * @returns The errno when poll itself failed (never retried into a busy loop), else 0 and
 *   whether `wake` is readable.
 */
function wait(fd: number, events: number, wake: number, timeoutMs: number): [number, boolean] {
  const fds = new DataView(new ArrayBuffer(16));
  fds.setInt32(0, fd, true);
  fds.setInt16(4, events, true);
  fds.setInt32(8, wake, true);
  fds.setInt16(12, POLLIN, true);
  while (libc.symbols.poll(new Uint8Array(fds.buffer), 2n, timeoutMs) < 0) {
    const e = errno();
    if (e !== EINTR) return [e, false];
  }
  return [0, fds.getInt16(14, true) !== 0];
}

/** Whether the pipe `fd` is empty with no writer left (poll: POLLHUP without POLLIN). */
function atEnd(fd: number): boolean {
  const fds = new DataView(new ArrayBuffer(8));
  fds.setInt32(0, fd, true);
  fds.setInt16(4, POLLIN, true);
  while (libc.symbols.poll(new Uint8Array(fds.buffer), 1n, 0) < 0) {
    if (errno() !== EINTR) return false;
  }
  return (fds.getInt16(6, true) & (POLLIN | POLLHUP)) === POLLHUP;
}

/** Bytes in the pipe `fd` belongs to that its reader has not read yet (-1: unknown). */
function unread(fd: number): number {
  const count = new Int32Array(1);
  return libc.symbols.ioctl(fd, FIONREAD, new Uint8Array(count.buffer)) < 0 ? -1 : count[0];
}

/**
 * Waits until the output pipe holds at most DRAINED_BYTES unread, or has not drained for
 * `stallMs`. Returns false when woken (stopped).
 */
function drain(output: number, wake: number, stallMs: number): boolean {
  if (stallMs <= 0) return true;
  let last = unread(output);
  let lastProgress = Date.now();
  while (last > DRAINED_BYTES) {
    const [failed, woken] = wait(-1, 0, wake, DRAIN_POLL_MS);
    if (woken) return false;
    if (failed) break;
    const now = unread(output);
    if (now < last) lastProgress = Date.now();
    else if (Date.now() - lastProgress >= stallMs) break;
    last = now;
  }
  return true;
}

function pump(start: PumpStart): PumpEnd {
  const { input, output, wake, drainStallMs } = start;
  const progress = new Int32Array(start.progress);
  const tees = start.record === undefined ? null : new Tees(start.record);
  let bytes = 0;
  let waitedForInput = false;
  /** Bytes at the head of the input already teed, still to be moved to the output. */
  let ahead = 0;
  while (true) {
    if (tees !== null && ahead === 0) {
      const teed = tees.next(input);
      if (teed > 0) {
        ahead = teed;
      } else if (teed === 0) {
        const drained = drain(output, wake, drainStallMs);
        return tees.end({ end: drained ? "eof" : "stopped", errno: 0, bytes });
      } else if (teed === -EAGAIN) {
        // The input is empty (the tees made room for anything there was).
        const [failed, woken] = wait(input, POLLIN, wake, -1);
        if (woken) return tees.end({ end: "stopped", errno: 0, bytes });
        if (failed) return tees.end({ end: "error", errno: failed, bytes });
        continue;
      } else if (teed === -EINVAL && bytes === 0) {
        return tees.end({ end: "unsupported", errno: EINVAL, bytes });
      } else {
        return tees.end({ end: "error", errno: -teed, bytes });
      }
    }
    const moved = Number(
      libc.symbols.splice(
        input,
        null,
        output,
        null,
        tees === null ? SPLICE_BYTES : BigInt(ahead),
        SPLICE_F_MOVE | SPLICE_F_NONBLOCK,
      ),
    );
    if (moved > 0) {
      Atomics.add(progress, 0, 1);
      bytes += moved;
      ahead -= Math.min(ahead, moved);
      waitedForInput = false;
      continue;
    }
    if (moved === 0) {
      const drained = drain(output, wake, drainStallMs);
      return ended(tees, { end: drained ? "eof" : "stopped", errno: 0, bytes });
    }
    const e = errno();
    if (e === EINTR) continue;
    // Unsupported only when nothing moved and nothing was recorded (a recording pump has
    // teed these bytes already: its reader will show them, so no other path may).
    if (e === EINVAL && bytes === 0 && tees === null) {
      return { end: "unsupported", errno: e, bytes };
    }
    if (e === EPIPE) return ended(tees, { end: "write-error", errno: e, bytes });
    if (e !== EAGAIN) return ended(tees, { end: "error", errno: e, bytes });
    // Nothing to read, or no room to write. Right after moving bytes it is most likely the
    // input that ran dry; right after the input was reported readable, the output is full.
    // With bytes teed ahead the input holds them: the output is full.
    const full = waitedForInput || ahead > 0;
    if (full) Atomics.store(progress, 1, 1);
    const [failed, woken] = full ? wait(output, POLLOUT, wake, -1) : wait(input, POLLIN, wake, -1);
    Atomics.store(progress, 1, 0);
    if (woken) return ended(tees, { end: "stopped", errno: 0, bytes });
    if (failed) return ended(tees, { end: "error", errno: failed, bytes });
    waitedForInput = !waitedForInput;
  }
}

function ended(tees: Tees | null, end: PumpEnd): PumpEnd {
  return tees === null ? end : tees.end(end);
}

/**
 * A recording pump's tees: before bytes are moved, `tee(2)` duplicates them — no copy, the
 * input keeps them — into the recorder's pipe. When that pipe is full (or the queue of gaps
 * is), they are teed into a private pipe instead, read here only to count their line ends,
 * and reported as a gap at that point of the recorded stream. Every tee is non-blocking:
 * the recorder never holds the bytes up.
 */
class Tees {
  #recorder: number;
  #countRead: number;
  #countWrite: number;
  #gaps: Float64Array;
  #queue: Int32Array;
  #capacity: number;
  /** Bytes given to the recorder in all: where the next gap sits in its stream. */
  #recorded = 0;
  /** A gap not yet published (the queue was full), or null. */
  #pending: { lineEnds: number; midLine: boolean; bytes: number } | null = null;
  #buffer = new Uint8Array(COUNT_BYTES);

  constructor(record: PumpRecord) {
    this.#recorder = record.recorder;
    this.#countRead = record.countRead;
    this.#countWrite = record.countWrite;
    this.#gaps = new Float64Array(record.gaps, GAP_QUEUE_HEADER);
    this.#queue = new Int32Array(record.gaps, 0, 2);
    this.#capacity = this.#gaps.length / GAP_FIELDS;
  }

  /**
   * Tees the head of `input`.
   *
   * @returns How many bytes were teed (the caller moves exactly those next), 0 at the
   *   input's end, or minus the errno (`-EAGAIN`: the input is empty).
   */
  next(input: number): number {
    if (this.#publish()) {
      // While the recorder is well behind, a little at a time (frames one by one) is copied in,
      // packed: the pipe then holds up to its size in bytes, where each tee would take one
      // of its 256 buffers, however small.
      const available = unread(input);
      if (available > 0 && available < PACK_BELOW && unread(this.#recorder) > PACK_BEHIND) {
        return this.#pack(input, available);
      }
      let teed = this.#tee(input, this.#recorder, SPLICE_BYTES);
      // EAGAIN: the input was empty, or the recorder's pipe full. With bytes known to be in
      // the input before a second try, a second EAGAIN can only mean a full pipe.
      if (teed === -EAGAIN) {
        if (unread(input) <= 0) return teed;
        teed = this.#tee(input, this.#recorder, SPLICE_BYTES);
      }
      if (teed > 0) {
        this.#recorded += teed;
        return teed;
      }
      // The recorder's reader is gone (EPIPE): the bytes still move, counted.
      if (teed !== -EAGAIN && teed !== -EPIPE) return teed;
    }
    // The recorder is behind: these bytes go unrecorded, counted.
    const teed = this.#tee(input, this.#countWrite, BigInt(COUNT_BYTES));
    if (teed > 0) this.#skip(this.#readCounted(teed));
    return teed;
  }

  /** Tees `bytes` of the input into the private pipe, reads them, and writes them in. */
  #pack(input: number, bytes: number): number {
    const teed = this.#tee(input, this.#countWrite, BigInt(bytes));
    if (teed <= 0) return teed;
    const copy = this.#readCounted(teed);
    const wrote = Math.max(0, Number(libc.symbols.write(this.#recorder, copy, BigInt(teed))));
    this.#recorded += wrote;
    if (wrote < teed) this.#skip(copy.subarray(wrote));
    return teed;
  }

  /** Reads the `bytes` just teed into the private pipe (at most its size). */
  #readCounted(bytes: number): Uint8Array {
    for (let got = 0; got < bytes;) {
      const n = Number(
        libc.symbols.read(this.#countRead, this.#buffer.subarray(got), BigInt(bytes - got)),
      );
      if (n > 0) got += n;
      else if (n === 0 || errno() !== EINTR) {
        throw new Error(`reading the counting pipe failed (errno ${errno()})`);
      }
    }
    return this.#buffer.subarray(0, bytes);
  }

  /** Adds unrecorded bytes to the pending gap. */
  #skip(bytes: Uint8Array): void {
    const pending = this.#pending ?? { lineEnds: 0, midLine: false, bytes: 0 };
    pending.lineEnds += countLineEnds(bytes);
    pending.midLine = bytes[bytes.length - 1] !== LF;
    pending.bytes += bytes.length;
    this.#pending = pending;
  }

  /** Publishes the pending gap, if any and if there is room: whether none is left pending. */
  #publish(): boolean {
    const pending = this.#pending;
    if (pending === null) return true;
    const written = Atomics.load(this.#queue, 0);
    if (written - Atomics.load(this.#queue, 1) >= this.#capacity) return false;
    const at = (written % this.#capacity) * GAP_FIELDS;
    this.#gaps[at] = this.#recorded;
    this.#gaps[at + 1] = pending.lineEnds;
    this.#gaps[at + 2] = pending.midLine ? 1 : 0;
    this.#gaps[at + 3] = pending.bytes;
    Atomics.store(this.#queue, 0, written + 1);
    this.#pending = null;
    return true;
  }

  /**
   * `tee(2)`, retried on EINTR. A 0 is the input's end only when poll says so: the kernel's
   * room checks are speculative, so a tee may also move nothing while input waits (that is
   * reported as `-EAGAIN`, like a full output).
   */
  #tee(input: number, into: number, bytes: bigint): number {
    while (true) {
      const teed = Number(libc.symbols.tee(input, into, bytes, SPLICE_F_NONBLOCK));
      if (teed > 0) return teed;
      if (teed === 0) return atEnd(input) ? 0 : -EAGAIN;
      const e = errno();
      if (e !== EINTR) return -e;
    }
  }

  /** At the end: the last gap goes with the result. */
  end(result: PumpEnd): PumpEnd {
    if (this.#pending !== null) {
      result.unrecorded = { ...this.#pending, at: this.#recorded };
    }
    return result;
  }
}

self.onmessage = (event: MessageEvent<PumpStart>) => {
  let result: PumpEnd;
  try {
    result = pump(event.data);
  } catch (e) {
    result = { end: "error", errno: 0, bytes: 0, message: String(e) };
  } finally {
    // The recorder's reader sees the end of its pipe once this copy is closed.
    const record = event.data.record;
    const own = record ? [record.recorder, record.countRead, record.countWrite] : [];
    for (const fd of [event.data.output, ...own]) libc.symbols.close(fd);
  }
  self.postMessage(result);
  libc.close();
  self.close();
};
