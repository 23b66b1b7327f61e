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
 * - The input and output descriptors are this worker's own copies: they are closed here when
 *   the loop ends, whatever the reason; the wake descriptor belongs to the main thread.
 * - A recording pump (`record`) tees the bytes at the head of the input into a private pipe,
 *   reads them back and copies them into the recorder's ring (`../ring_tap.ts`), then moves
 *   exactly those. What the ring has no room for is counted (its line ends) into a gap,
 *   written into the ring at its place before the next chunk; the last gap goes with the
 *   result. Tees never block and never consume, and the ring is never waited for, so what
 *   moves, and when, is what an unrecorded pump moves. The private pipe is closed here at
 *   the end.
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
  DRAINED_BYTES,
  type PumpEnd,
  type PumpRecord,
  type PumpStart,
  TEE_BYTES,
} from "./fd_pump.ts";
import { openLibc } from "./libc.ts";
import { RingTapWriter } from "../ring_tap.ts";

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

const libc = openLibc({
  splice: { parameters: ["i32", "pointer", "i32", "pointer", "usize", "u32"], result: "isize" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
  ioctl: { parameters: ["i32", "u64", "buffer"], result: "i32" },
  tee: { parameters: ["i32", "i32", "usize", "u32"], result: "isize" },
  read: { parameters: ["i32", "buffer", "usize"], result: "isize" },
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
 * A recording pump's tees: before bytes are moved, `tee(2)` duplicates them — the input keeps
 * them — into a private pipe; they are read back and copied into the recorder's ring, or,
 * when it has no room, counted into a gap there. Nothing here waits for the recorder.
 */
class Tees {
  #teeRead: number;
  #teeWrite: number;
  #ring: RingTapWriter;
  #buffer = new Uint8Array(TEE_BYTES);

  constructor(record: PumpRecord) {
    this.#teeRead = record.teeRead;
    this.#teeWrite = record.teeWrite;
    this.#ring = new RingTapWriter(record.ring);
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

  /** Reads the `bytes` just teed into the private pipe (at most its size). */
  #readBack(bytes: number): Uint8Array {
    for (let got = 0; got < bytes;) {
      const n = Number(
        libc.symbols.read(this.#teeRead, this.#buffer.subarray(got), BigInt(bytes - got)),
      );
      if (n > 0) got += n;
      else if (n === 0 || errno() !== EINTR) {
        throw new Error(`reading back the teed bytes failed (errno ${errno()})`);
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
        libc.symbols.tee(input, this.#teeWrite, BigInt(TEE_BYTES), SPLICE_F_NONBLOCK),
      );
      if (teed > 0) return teed;
      if (teed === 0) return atEnd(input) ? 0 : -EAGAIN;
      const e = errno();
      if (e !== EINTR) return -e;
    }
  }

  /** At the end: the last gap goes with the result, when the ring had no room for it. */
  end(result: PumpEnd): PumpEnd {
    const pending = this.#ring.flush() ? null : this.#ring.pending;
    if (pending !== null) result.unrecorded = { ...pending };
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
    const record = event.data.record;
    const own = record ? [record.teeRead, record.teeWrite] : [];
    for (const fd of [event.data.input, event.data.output, ...own]) libc.symbols.close(fd);
  }
  self.postMessage(result);
  libc.close();
  self.close();
};
