/**
 * The start of a splice (client -> agent, and a recorded agent -> client), on the main thread:
 * moves bytes from one pipe to another with `splice(2)` (never blocking: `SPLICE_F_NONBLOCK`),
 * waiting in between with a `poll(2)` on one of the runtime's blocking threads, so the event
 * loop stays free. It hands over to the splice worker (`fd_pump.ts`) only once its input comes
 * fast (1 MiB, or 256 frames, within a second): creating that worker blocks the main thread for
 * ~ 20-30 ms, and a frame sent meanwhile (either way) would wait that long. A session of requests and answers at a
 * person's or a model's pace never pays it; a flood or a tight loop of requests pays it once,
 * where it is a pause in the flood instead of a late first frame.
 *
 * Invariants:
 * - The same rules as the worker's loop (`fd_pump_worker.ts`): bytes move in order and are
 *   never duplicated (splice moves what it reports; a failed splice moves nothing); only
 *   EAGAIN and EINTR are taken at their word, any other `errno` ends the lead only when it
 *   reads the same three times in a row (`errno_readings.ts`); at the end
 *   of input, `eof` comes once the output holds at most `DRAINED_BYTES` unread or has not
 *   drained for `drainStallMs`.
 * - It works on copies of its own of both descriptors (close-on-exec), closed when it ends,
 *   so whoever owns the originals may close them meanwhile.
 * - A handover happens between two system calls of this thread, never while one is under
 *   way: the worker's first splice comes after the lead's last one.
 * - An abort ends it at once, also while it waits (through a pipe of its own that the poll
 *   watches); it then resolves `stopped`. It never rejects.
 * - Recording (`record`), it tees what it is about to move and records it first (`tees.ts`),
 *   as the recording pump does, and hands over only with nothing teed left to move; the gap
 *   the ring had no room for goes with its end (`unrecorded`), for the pump to write first.
 *
 * @module
 */

import { openLibc } from "./libc.ts";
import { DRAINED_BYTES, PIPE_BYTES, type PumpEnd } from "./fd_pump.ts";
import { EAGAIN, EINTR, EINVAL, EPIPE, errnoAt, ErrnoReadings } from "./errno_readings.ts";
import type { Tees } from "./tees.ts";
import { AnswerPoke, type AnswerWatchSide } from "./answer_watch.ts";
import type { RingTap } from "../ring_tap.ts";
import {
  atEnd,
  DRAIN_POLL_MS,
  FIONREAD,
  POLLHUP,
  POLLIN,
  POLLOUT,
  SPLICE_BYTES,
  SPLICE_F_MOVE,
  SPLICE_F_NONBLOCK,
} from "./splice_calls.ts";
import { stackOf } from "../../log/error_text.ts";

/**
 * Bytes the input may bring within {@linkcode HANDOFF_WINDOW_MS} before the worker takes
 * over: 1 MiB. A session's requests (even a prompt with a large file in it) stay under it;
 * a flood does not.
 */
export const HANDOFF_BYTES = 1024 * 1024;
/**
 * Moves (splices that moved bytes) within {@linkcode HANDOFF_WINDOW_MS} before the worker
 * takes over: 256. A person, or an agent's model, never sends that fast; a client in a tight
 * loop of requests does, and each of its frames then reaches the agent a few microseconds
 * sooner from the worker, which polls and splices on one thread.
 */
export const HANDOFF_MOVES = 256;
/** The window {@linkcode HANDOFF_BYTES} and {@linkcode HANDOFF_MOVES} are counted in: 1 s. */
export const HANDOFF_WINDOW_MS = 1_000;
/**
 * Longest one poll(2) of the lead blocks a runtime thread: 1 s. An abort wakes it at once;
 * this only bounds each wait.
 */
export const LEAD_POLL_MS = 1_000;

/** Options for {@linkcode spliceLead}. */
export interface SpliceLeadOptions {
  /**
   * At the end of input, how long the output may go without draining before `eof` anyway
   * (0: `eof` at once).
   * @default 2000
   */
  drainStallMs?: number;
  /**
   * Hand over once this many bytes moved within {@linkcode HANDOFF_WINDOW_MS}; 0: as soon as
   * there is input (nothing is moved here then).
   * @default 1048576 ({@linkcode HANDOFF_BYTES})
   */
  handoffBytes?: number;
  /**
   * Hand over once this many moves were made within {@linkcode HANDOFF_WINDOW_MS}.
   * @default 256 ({@linkcode HANDOFF_MOVES})
   */
  handoffMoves?: number;
  /**
   * Longest one poll(2) blocks before it is made again.
   * @default 1000 ({@linkcode LEAD_POLL_MS})
   */
  pollMs?: number;
  /**
   * Record everything moved into this ring, as the recording pump does (`tees.ts`); the lead
   * must have been opened for it.
   * @default undefined (not recorded)
   */
  record?: RingTap;
  /**
   * With `record`: the client -> agent side of an answer watch, poked after each move.
   * @default undefined
   */
  poke?: AnswerWatchSide;
}

/**
 * How a lead ended: like the pump's {@linkcode PumpEnd} (`eof`, `write-error`, `error`,
 * `stopped`, `unsupported`: nothing could be spliced), or `handoff`: the worker is to move the
 * rest.
 */
export interface LeadEnd extends Omit<PumpEnd, "end" | "watches"> {
  /** Why it ended. */
  end: PumpEnd["end"] | "handoff";
}

const O_CLOEXEC = 0o2000000;
const F_DUPFD_CLOEXEC = 1030;
const F_GETPIPE_SZ = 1032;
const F_SETPIPE_SZ = 1031;
/** Failed polls in a row (their errno is another thread's) before the lead gives up. */
const POLL_FAILURES = 100;

const LEAD = {
  splice: { parameters: ["i32", "pointer", "i32", "pointer", "usize", "u32"], result: "isize" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32", nonblocking: true },
  ioctl: { parameters: ["i32", "u64", "buffer"], result: "i32" },
  fcntl: { parameters: ["i32", "i32", "i32"], result: "i32" },
  pipe2: { parameters: ["buffer", "i32"], result: "i32" },
  write: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  close: { parameters: ["i32"], result: "i32" },
  __errno_location: { parameters: [], result: "pointer" },
  tee: { parameters: ["i32", "i32", "usize", "u32"], result: "isize" },
  read: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  pollNow: { name: "poll", parameters: ["buffer", "u64", "i32"], result: "i32" },
} as const;

type LeadLibc = Deno.DynamicLibrary<typeof LEAD>;

/**
 * A lead ready to run: the C library open, its own copies of both descriptors and its wake
 * pipe made, both pipes grown -- all before the client sends more, so that none of it holds up
 * the first frame after `initialize`. Its owner closes it ({@linkcode SpliceLead.close}).
 *
 * @example Start on the main thread, then let the worker take over
 * ```ts ignore
 * import { SpliceLead } from "./splice_lead.ts";
 * import { startFdPump } from "./fd_pump.ts";
 * const lead = SpliceLead.open(0, childStdinFd);
 * try {
 *   const end = await lead!.run(signal);
 *   if (end.end === "handoff") await startFdPump(0, childStdinFd)!.done;
 * } finally {
 *   lead?.close();
 * }
 * ```
 */
export class SpliceLead {
  #libc: LeadLibc;
  #input: number;
  #output: number;
  #wakeRead: number;
  #wakeWrite: number;
  /** The private pipe a recording lead tees into, `[read end, write end]`. */
  #teePipe: [number, number] | null;
  #tees: Tees | null = null;
  #poke: AnswerPoke | null = null;
  #tally = { setAside: 0 };
  #pollFds = new DataView(new ArrayBuffer(16));
  #pollEntries = new Uint8Array(this.#pollFds.buffer);
  #pollNow = (fds: Uint8Array, count: bigint) => this.#libc.symbols.pollNow(fds, count, 0);
  #errno: () => number;
  #bytes = 0;
  #waitingOnOutput = false;
  #ran = false;
  #closed = false;
  #signal: AbortSignal = new AbortController().signal;
  #drainStallMs = 2_000;
  #handoffBytes = HANDOFF_BYTES;
  #handoffMoves = HANDOFF_MOVES;
  #pollMs = LEAD_POLL_MS;

  /**
   * Prepares a lead from `input` to `output`.
   *
   * @param input The descriptor to read (a pipe), e.g. 0 for stdin.
   * @param output The descriptor to write (a pipe), e.g. the write end of a child's stdin.
   * @param recording Whether it will record (it then makes a private pipe to tee into).
   * @returns The lead, or null when it cannot run here (not Linux, no FFI permission,
   *   descriptors that cannot be copied).
   */
  static open(input: number, output: number, recording = false): SpliceLead | null {
    const libc = openLibc(LEAD);
    if (libc === null) return null;
    const opened: number[] = [];
    const giveUp = () => {
      for (const fd of opened) libc.symbols.close(fd);
      libc.close();
      return null;
    };
    const pipe = (): [number, number] | null => {
      const ends = new Int32Array(2);
      if (libc.symbols.pipe2(new Uint8Array(ends.buffer), O_CLOEXEC) < 0) return null;
      opened.push(ends[0], ends[1]);
      return [ends[0], ends[1]];
    };
    const wake = pipe();
    if (wake === null) return giveUp();
    const teePipe = recording ? pipe() : null;
    if (recording && teePipe === null) return giveUp();
    const ownInput = libc.symbols.fcntl(input, F_DUPFD_CLOEXEC, 3);
    if (ownInput < 0) return giveUp();
    opened.push(ownInput);
    const ownOutput = libc.symbols.fcntl(output, F_DUPFD_CLOEXEC, 3);
    if (ownOutput < 0) return giveUp();
    // As the worker would: bigger pipes, fewer wake-ups (refused: kept as they are).
    for (const fd of [ownInput, ownOutput, ...teePipe ? [teePipe[1]] : []]) {
      const size = libc.symbols.fcntl(fd, F_GETPIPE_SZ, 0);
      if (size >= 0 && size < PIPE_BYTES) libc.symbols.fcntl(fd, F_SETPIPE_SZ, PIPE_BYTES);
    }
    return new SpliceLead(libc, ownInput, ownOutput, wake, teePipe);
  }

  private constructor(
    libc: LeadLibc,
    input: number,
    output: number,
    wake: [number, number],
    teePipe: [number, number] | null,
  ) {
    this.#libc = libc;
    this.#input = input;
    this.#output = output;
    [this.#wakeRead, this.#wakeWrite] = wake;
    this.#teePipe = teePipe;
    this.#errno = errnoAt(libc.symbols.__errno_location());
  }

  /**
   * Moves bytes on this thread until its input comes fast (then `handoff`: the caller starts
   * the worker on its own descriptors), the input ends, the output's reader goes, something
   * fails or `signal` aborts (`stopped`). Runs once; rejects only when misused (a second run,
   * or `record` on a lead not opened for recording), never for what happens to the pipes.
   *
   * @param signal Aborting it ends the lead at once.
   * @param options When to drain, hand over, and how long one poll lasts.
   * @returns How it ended.
   */
  async run(signal: AbortSignal, options: SpliceLeadOptions = {}): Promise<LeadEnd> {
    if (this.#ran || this.#closed) throw new Error("a splice lead runs once, before it is closed");
    this.#ran = true;
    this.#signal = signal;
    this.#drainStallMs = options.drainStallMs ?? 2_000;
    this.#handoffBytes = options.handoffBytes ?? HANDOFF_BYTES;
    this.#handoffMoves = options.handoffMoves ?? HANDOFF_MOVES;
    this.#pollMs = options.pollMs ?? LEAD_POLL_MS;
    if (options.record) {
      if (this.#teePipe === null) throw new Error("this lead was not opened for recording");
      const libc = this.#libc.symbols;
      // Loaded only to record: a session without a transcript never reads the ring's code.
      const { Tees } = await import("./tees.ts");
      this.#tees = new Tees(
        { teeRead: this.#teePipe[0], teeWrite: this.#teePipe[1], ring: options.record },
        {
          tee: libc.tee,
          read: libc.read,
          pollNow: this.#pollNow,
          errno: this.#errno,
        },
        () => new ErrnoReadings(this.#errno, this.#tally),
      );
      if (options.poke) this.#poke = new AnswerPoke(options.poke, libc.write);
    }
    const wake = () => this.#libc.symbols.write(this.#wakeWrite, new Uint8Array([1]), 1n);
    signal.addEventListener("abort", wake, { once: true });
    try {
      return await this.#loop();
    } catch (e) {
      // A defect of ours (say, the teed bytes could not be read back): the caller reports it.
      return {
        ...this.#end("error"),
        message: stackOf(e),
      };
    } finally {
      signal.removeEventListener("abort", wake);
    }
  }

  /** The bytes it has moved so far. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Whether it is waiting for room in its output (the output's reader is behind). */
  get waitingOnOutput(): boolean {
    return this.#waitingOnOutput;
  }

  /** Closes its descriptors and the library (after {@linkcode SpliceLead.run} settled). */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (
      const fd of [
        this.#input,
        this.#output,
        this.#wakeRead,
        this.#wakeWrite,
        ...this.#teePipe ?? [],
      ]
    ) {
      this.#libc.symbols.close(fd);
    }
    this.#libc.close();
  }

  async #loop(): Promise<LeadEnd> {
    const readings = new ErrnoReadings(this.#errno, this.#tally);
    let windowStart = performance.now();
    let windowBytes = 0;
    let windowMoves = 0;
    let waitedForInput = false;
    if (this.#handoffBytes <= 0) {
      // The worker takes every byte: only wait until there is one, or the input's end.
      const waited = await this.#wait(this.#input, POLLIN);
      if (waited.failed !== 0) {
        return this.#end(waited.failed < 0 ? "stopped" : "error", waited.failed);
      }
      // Linux reports a drained pipe with no writers left as POLLHUP without POLLIN.
      if ((waited.revents & (POLLIN | POLLHUP)) !== POLLHUP) return this.#end("handoff");
      this.#tees?.ended(); // before the output closes: ahead of what answers the last bytes
      return this.#end(await this.#drain() ? "eof" : "stopped");
    }
    /** Bytes at the head of the input already teed and recorded, still to be moved. */
    let ahead = 0;
    const tees = this.#tees;
    while (true) {
      if (this.#signal.aborted) return this.#end("stopped");
      if (tees !== null && ahead === 0) {
        const teed = tees.next(this.#input);
        if (teed > 0) {
          ahead = teed;
        } else if (teed === 0) {
          tees.ended(); // before the output closes: ahead of what answers the last bytes
          return this.#end(await this.#drain() ? "eof" : "stopped");
        } else if (teed === -EAGAIN) {
          // The input is empty (the tee made room for anything there was).
          const waited = await this.#wait(this.#input, POLLIN);
          if (waited.failed !== 0) {
            return this.#end(waited.failed < 0 ? "stopped" : "error", waited.failed);
          }
          continue;
        } else if (teed === -EINVAL && this.#bytes === 0) {
          return this.#end("unsupported", EINVAL);
        } else {
          return this.#end("error", -teed);
        }
      }
      const moved = Number(
        this.#libc.symbols.splice(
          this.#input,
          null,
          this.#output,
          null,
          tees === null ? SPLICE_BYTES : BigInt(ahead),
          SPLICE_F_MOVE | SPLICE_F_NONBLOCK,
        ),
      );
      if (moved > 0) {
        readings.clear();
        this.#poke?.send();
        this.#bytes += moved;
        ahead -= Math.min(ahead, moved);
        const now = performance.now();
        if (now - windowStart > HANDOFF_WINDOW_MS) {
          [windowStart, windowBytes, windowMoves] = [now, 0, 0];
        }
        windowBytes += moved;
        windowMoves++;
        // Never with teed bytes still to move: the worker would tee them again.
        const fast = windowBytes >= this.#handoffBytes || windowMoves >= this.#handoffMoves;
        if (fast && ahead === 0) return this.#end("handoff");
        waitedForInput = false;
        continue;
      }
      if (moved === 0) return this.#end(await this.#drain() ? "eof" : "stopped");
      const e = readings.read();
      if (e === EINTR) continue;
      // Unsupported only when nothing moved and nothing was recorded (recorded bytes are in
      // the transcript: no other path may move them again).
      if (e === EINVAL && this.#bytes === 0 && tees === null) return this.#end("unsupported", e);
      // The output's reader is gone (the agent closed its input, or the client its). At the
      // end of input too, the kernel says EPIPE before it says end of input: that is the end
      // of input (the copy path's reading), and with no reader there is nothing to drain.
      if (e === EPIPE) {
        return this.#end(atEnd(this.#input, this.#pollNow) ? "eof" : "write-error", e);
      }
      if (e !== EAGAIN) return this.#end("error", e);
      // Nothing to read, or no room to write: as in the worker, right after moving bytes it
      // is most likely the input that ran dry, right after the input was readable the output
      // that is full.
      const full = waitedForInput || ahead > 0;
      const waited = full
        ? await this.#wait(this.#output, POLLOUT)
        : await this.#wait(this.#input, POLLIN);
      if (waited.failed !== 0) {
        return this.#end(waited.failed < 0 ? "stopped" : "error", waited.failed);
      }
      waitedForInput = !waitedForInput;
    }
  }

  #end(end: LeadEnd["end"], errno = 0): LeadEnd {
    const result: LeadEnd = { end, errno: Math.max(errno, 0), bytes: this.#bytes };
    if (this.#tally.setAside > 0) result.setAside = this.#tally.setAside;
    const unrecorded = this.#tees?.unrecorded() ?? null;
    if (unrecorded !== null) result.unrecorded = unrecorded;
    return result;
  }

  /**
   * Waits until `fd` is ready for `events` (or in error, or at its end: the next call tells).
   *
   * @returns `failed`: 0 when ready, -1 when stopped, or an errno when polling kept failing;
   *   `revents`: what the poll saw on `fd`.
   */
  async #wait(fd: number, events: number): Promise<{ failed: number; revents: number }> {
    this.#waitingOnOutput = fd === this.#output;
    try {
      return await this.#poll(fd, events);
    } finally {
      this.#waitingOnOutput = false;
    }
  }

  async #poll(fd: number, events: number): Promise<{ failed: number; revents: number }> {
    // Two pollfd entries (int fd, short events, short revents): `fd`, the wake pipe; one
    // buffer for every wait (one wait at a time).
    const fds = this.#pollFds;
    fds.setInt32(0, fd, true);
    fds.setInt16(4, events, true);
    fds.setInt32(8, this.#wakeRead, true);
    fds.setInt16(12, POLLIN, true);
    const entries = this.#pollEntries;
    let failures = 0;
    while (!this.#signal.aborted) {
      fds.setInt16(6, 0, true);
      fds.setInt16(14, 0, true);
      const ready = await this.#libc.symbols.poll(entries, 2n, this.#pollMs);
      if (ready < 0) {
        // Its errno belongs to the blocking thread it ran on; EINTR is the likely one.
        if (++failures >= POLL_FAILURES) return { failed: EINVAL, revents: 0 };
        continue;
      }
      failures = 0;
      if (ready === 0 || this.#signal.aborted) continue;
      const revents = fds.getInt16(6, true);
      if (revents !== 0) return { failed: 0, revents };
    }
    return { failed: -1, revents: 0 };
  }

  /** Bytes in the pipe `fd` belongs to that its reader has not read yet (-1: unknown). */
  #unread(fd: number): number {
    const count = new Int32Array(1);
    return this.#libc.symbols.ioctl(fd, FIONREAD, new Uint8Array(count.buffer)) < 0 ? -1 : count[0];
  }

  /**
   * Waits until the output holds at most `DRAINED_BYTES` unread, or has not drained for
   * `drainStallMs`.
   *
   * @returns False when stopped meanwhile.
   */
  async #drain(): Promise<boolean> {
    if (this.#drainStallMs <= 0) return true;
    let last = this.#unread(this.#output);
    let lastProgress = Date.now();
    while (last > DRAINED_BYTES) {
      if (!await pause(DRAIN_POLL_MS, this.#signal)) return false;
      const now = this.#unread(this.#output);
      if (now < last) lastProgress = Date.now();
      else if (Date.now() - lastProgress >= this.#drainStallMs) break;
      last = now;
    }
    return true;
  }
}

/**
 * Waits `ms`; false when `signal` aborts first. The tick is an `AbortSignal.timeout`, not
 * `setTimeout`, whose first read costs Deno ~ 10 ms of CPU (`async/settles_within.ts`).
 */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const tick = AbortSignal.timeout(ms);
    const done = (value: boolean) => {
      tick.removeEventListener("abort", ticked);
      signal.removeEventListener("abort", aborted);
      resolve(value);
    };
    const ticked = () => done(true);
    const aborted = () => done(false);
    tick.addEventListener("abort", ticked, { once: true });
    signal.addEventListener("abort", aborted, { once: true });
  });
}
