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
 *   written into the ring at its place before the next chunk, or once the input is empty, as
 *   soon as the ring has room; the last gap goes with the result. Tees never block and never
 *   consume, and the ring is never waited for, so what moves, and when, is what an
 *   unrecorded pump moves. The private pipe is closed here at the end.
 * - A failed call's `errno` is read after it returns, and the runtime's own code on this
 *   thread may have set it in between; so only EAGAIN and EINTR are taken at their word (they
 *   only wait or retry), and any other `errno` ends the pump only when it reads the same
 *   `ERRNO_READINGS` times in a row (`errno_readings.ts`).
 * - With an answer watch (`answers`, `answer_watch.ts`), a poking pump writes the eventfd
 *   after it moves bytes while the watching pump is armed; the watching pump, poked while its
 *   input is empty, polls its input and the wake pipe without sleeping for a bounded moment.
 *   Neither changes what moves or in what order, and a stop still ends the loop at once.
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

import { DRAINED_BYTES, type PumpEnd, type PumpStart } from "./fd_pump.ts";
import { openLibc } from "./libc.ts";
import { Tees } from "./tees.ts";
import {
  atEnd,
  DRAIN_POLL_MS,
  FIONREAD,
  POLLIN,
  POLLOUT,
  SPLICE_BYTES,
  SPLICE_F_MOVE,
  SPLICE_F_NONBLOCK,
} from "./splice_calls.ts";
import {
  EAGAIN,
  EINTR,
  EINVAL,
  EPIPE,
  errnoAt,
  ErrnoReadings,
  type SetAsideTally,
} from "./errno_readings.ts";
import {
  ANSWER_WATCH_US,
  AnswerPoke,
  type AnswerWatchSide,
  WATCH_MISSES_BEFORE_REST,
  WATCH_REST_MS,
} from "./answer_watch.ts";

const libc = openLibc({
  splice: { parameters: ["i32", "pointer", "i32", "pointer", "usize", "u32"], result: "isize" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
  ioctl: { parameters: ["i32", "u64", "buffer"], result: "i32" },
  tee: { parameters: ["i32", "i32", "usize", "u32"], result: "isize" },
  read: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  write: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  sched_yield: { parameters: [], result: "i32" },
  __errno_location: { parameters: [], result: "pointer" },
}) ?? fail("libc is not available here"); // the pump reports "unsupported"

function fail(message: string): never {
  throw new Error(message);
}

/** This thread's `errno`. */
const errno = errnoAt(libc.symbols.__errno_location());

/** Readings of `errno` set aside by every {@linkcode ErrnoReadings} of this worker's pump. */
/** How often a gap the ring had no room for is tried again while the input is empty. */
const GAP_RETRY_MS = 5;

const tally: SetAsideTally = { setAside: 0 };

function newReadings(): ErrnoReadings {
  return new ErrnoReadings(errno, tally);
}

/** What a recording pump's tees call, on this thread. */
const teeCalls = {
  tee: libc.symbols.tee,
  read: libc.symbols.read,
  pollNow: (fds: Uint8Array, count: bigint) => libc.symbols.poll(fds, count, 0),
  errno,
};

/**
 * poll(2) on the `count` pollfd entries in `fds`, retried when a signal interrupts it.
 *
 * @returns 0, or the errno of a failure other than EINTR read {@linkcode ERRNO_READINGS}
 *   times in a row (never retried into a busy loop).
 */
function pollRetrying(fds: DataView, count: bigint, timeoutMs: number): number {
  const entries = new Uint8Array(fds.buffer, fds.byteOffset, fds.byteLength);
  const readings = newReadings();
  while (libc.symbols.poll(entries, count, timeoutMs) < 0) {
    const e = readings.read();
    if (e !== EINTR && e !== EAGAIN) return e;
  }
  return 0;
}

/**
 * poll(2) on `fd` for `events` and on `wake` for input.
 *
 * @returns The errno when poll itself failed, else 0; and whether `wake` is readable.
 */
function wait(fd: number, events: number, wake: number, timeoutMs: number): [number, boolean] {
  const fds = new DataView(new ArrayBuffer(16));
  fds.setInt32(0, fd, true);
  fds.setInt16(4, events, true);
  fds.setInt32(8, wake, true);
  fds.setInt16(12, POLLIN, true);
  const failed = pollRetrying(fds, 2n, timeoutMs);
  return [failed, failed === 0 && fds.getInt16(14, true) !== 0];
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
  const tees = start.record === undefined ? null : new Tees(start.record, teeCalls, newReadings);
  const poke = start.answers?.role === "poke"
    ? new AnswerPoke(start.answers, libc.symbols.write)
    : null;
  const watch = start.answers?.role === "watch" ? new AnswerWatcher(start.answers) : null;
  /** The result, with what the tees and the watch have to add. */
  const end = (result: PumpEnd): PumpEnd => {
    if (watch !== null) result.watches = { watched: watch.watched, caught: watch.caught };
    if (tally.setAside > 0) result.setAside = tally.setAside;
    const unrecorded = tees?.unrecorded() ?? null;
    if (unrecorded !== null) result.unrecorded = unrecorded;
    return result;
  };
  let bytes = 0;
  let waitedForInput = false;
  const readings = newReadings();
  /** Bytes at the head of the input already teed, still to be moved to the output. */
  let ahead = 0;
  while (true) {
    if (tees !== null && ahead === 0) {
      const teed = tees.next(input);
      if (teed > 0) {
        ahead = teed;
      } else if (teed === 0) {
        tees.ended(); // before the output closes: ahead of what answers the last bytes
        const drained = drain(output, wake, drainStallMs);
        return end({ end: drained ? "eof" : "stopped", errno: 0, bytes });
      } else if (teed === -EAGAIN) {
        // The input is empty (the tees made room for anything there was). A gap still pending
        // (the ring had no room for the last chunks) goes in as soon as the ring has room, not
        // with the input's next bytes, which may be long in coming: it is tried again every
        // GAP_RETRY_MS until it is written.
        const gapWaits = !tees.writeGap();
        const [failed, woken] = gapWaits
          ? wait(input, POLLIN, wake, GAP_RETRY_MS)
          : watch === null
          ? wait(input, POLLIN, wake, -1)
          : watch.wait(input, wake);
        if (woken) return end({ end: "stopped", errno: 0, bytes });
        if (failed) return end({ end: "error", errno: failed, bytes });
        continue;
      } else if (teed === -EINVAL && bytes === 0) {
        return end({ end: "unsupported", errno: EINVAL, bytes });
      } else {
        return end({ end: "error", errno: -teed, bytes });
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
      readings.clear();
      poke?.send();
      Atomics.add(progress, 0, 1);
      bytes += moved;
      ahead -= Math.min(ahead, moved);
      waitedForInput = false;
      continue;
    }
    if (moved === 0) {
      const drained = drain(output, wake, drainStallMs);
      return end({ end: drained ? "eof" : "stopped", errno: 0, bytes });
    }
    const e = readings.read();
    if (e === EINTR) continue;
    // Unsupported only when nothing moved and nothing was recorded (a recording pump has
    // teed these bytes already: its reader will show them, so no other path may).
    if (e === EINVAL && bytes === 0 && tees === null) {
      return { end: "unsupported", errno: e, bytes };
    }
    // The reader of the output is gone. At the end of input too, the kernel says EPIPE before
    // it says end of input: that is the end of input, and with no reader nothing to drain.
    if (e === EPIPE) {
      return end({ end: atEnd(input, teeCalls.pollNow) ? "eof" : "write-error", errno: e, bytes });
    }
    if (e !== EAGAIN) return end({ end: "error", errno: e, bytes });
    // Nothing to read, or no room to write. Right after moving bytes it is most likely the
    // input that ran dry; right after the input was reported readable, the output is full.
    // With bytes teed ahead the input holds them: the output is full.
    const full = waitedForInput || ahead > 0;
    if (full) Atomics.store(progress, 1, 1);
    const [failed, woken] = full ? wait(output, POLLOUT, wake, -1) : wait(input, POLLIN, wake, -1);
    Atomics.store(progress, 1, 0);
    if (woken) return end({ end: "stopped", errno: 0, bytes });
    if (failed) return end({ end: "error", errno: failed, bytes });
    waitedForInput = !waitedForInput;
  }
}

/**
 * The agent -> client pump's side of an answer watch (see `answer_watch.ts`): sleeps until
 * input, a stop or a poke; after a poke, looks at the input without sleeping for up to
 * {@linkcode ANSWER_WATCH_US}, and rests after {@linkcode WATCH_MISSES_BEFORE_REST} watches
 * in a row that saw nothing.
 */
class AnswerWatcher {
  /** Watches so far, and how many of them saw input come. */
  watched = 0;
  caught = 0;
  #fd: number;
  #armed: Int32Array;
  #misses = 0;
  #restUntil = 0;
  #fds = new DataView(new ArrayBuffer(24));
  #drained = new Uint8Array(8);

  constructor(side: AnswerWatchSide) {
    this.#fd = side.fd;
    this.#armed = new Int32Array(side.armed);
  }

  /**
   * Waits for input on `input` or a stop on `wake`, like `wait(input, POLLIN, wake, -1)`.
   *
   * @returns The errno of a failed poll (else 0), and whether `wake` is readable.
   */
  wait(input: number, wake: number): [number, boolean] {
    while (true) {
      const resting = performance.now() < this.#restUntil;
      if (!resting) Atomics.store(this.#armed, 0, 1);
      const polled = this.#poll(input, wake, -1);
      Atomics.store(this.#armed, 0, 0);
      if (polled.failed !== 0 || polled.woken) return [polled.failed, polled.woken];
      if (!polled.poked) return [0, false];
      libc.symbols.read(this.#fd, this.#drained, 8n); // a poke: take it
      if (polled.input) return [0, false];
      if (resting) continue; // a poke sent before the rest began
      const watched = this.#watch(input, wake);
      if (watched !== null) return watched;
    }
  }

  /** Looks at the input without sleeping; null when nothing came in time. */
  #watch(input: number, wake: number): [number, boolean] | null {
    this.watched++;
    const until = performance.now() + ANSWER_WATCH_US / 1_000;
    do {
      // Give the CPU to anything else that can run here first (the agent, perhaps).
      libc.symbols.sched_yield();
      const polled = this.#poll(input, wake, 0, false);
      if (polled.failed !== 0 || polled.woken) return [polled.failed, polled.woken];
      if (polled.input) {
        this.caught++;
        this.#misses = 0;
        return [0, false];
      }
    } while (performance.now() < until);
    if (++this.#misses >= WATCH_MISSES_BEFORE_REST) {
      this.#misses = 0;
      this.#restUntil = performance.now() + WATCH_REST_MS;
    }
    return null;
  }

  /** `poll(2)` on the input, the wake pipe and (unless `withPoke` is false) the eventfd. */
  #poll(
    input: number,
    wake: number,
    timeoutMs: number,
    withPoke = true,
  ): { failed: number; woken: boolean; input: boolean; poked: boolean } {
    const fds = this.#fds;
    fds.setInt32(0, input, true);
    fds.setInt32(4, POLLIN, true); // events, and revents cleared
    fds.setInt32(8, wake, true);
    fds.setInt32(12, POLLIN, true);
    fds.setInt32(16, this.#fd, true);
    fds.setInt32(20, POLLIN, true);
    const failed = pollRetrying(fds, withPoke ? 3n : 2n, timeoutMs);
    if (failed !== 0) return { failed, woken: false, input: false, poked: false };
    return {
      failed: 0,
      woken: fds.getInt16(14, true) !== 0,
      // Input, or its end (POLLHUP): either way the pump goes on to read it.
      input: fds.getInt16(6, true) !== 0,
      poked: withPoke && fds.getInt16(22, true) !== 0,
    };
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
