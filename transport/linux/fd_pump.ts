/**
 * A descriptor-to-descriptor pump: moves every byte from one file descriptor of this
 * process to another with Linux `splice(2)`, on a worker thread (see `fd_pump_worker.ts`).
 * The kernel path (`kernel_pipes.ts`) uses it for client -> agent bytes when the client is
 * this process's stdin and the agent a child process: the bytes then go from pipe to pipe
 * in the kernel, at the speed of `cat` or better, and backpressure is the pipes' own.
 *
 * Invariants:
 * - Offered only on Linux with the FFI permission; {@linkcode startFdPump} returns null
 *   when anything it needs is missing, and the caller keeps its stream path.
 * - The pump reads and writes its own copies of the input and output descriptors
 *   (close-on-exec), closed by the worker when it ends; {@linkcode FdPump.done} resolves
 *   after that. Whoever owns the originals may close them at any time: the pump never reads
 *   a descriptor number that has been closed, and perhaps reused, under it.
 * - Both pipes are grown to {@linkcode PIPE_BYTES} when they are smaller (never shrunk):
 *   fewer wake-ups per megabyte. Backpressure stays the pipes' own, in the kernel.
 * - At end of input, `eof` is reported only once the output pipe holds at most
 *   {@linkcode DRAINED_BYTES} unread (what a default pipe holds), or once it has not drained
 *   for `drainStallMs`: so whoever closes the output next (and then starts a grace period)
 *   leaves the reader no more unread bytes than a default pipe would have.
 * - `stop()` ends the pump promptly even when it waits for input that never comes;
 *   `done` never rejects.
 *
 * @module
 */

import { openLibc } from "./libc.ts";
import { missingWorkerFile } from "../worker_file.ts";
import type { PendingGap, RingTap } from "../ring_tap.ts";
import type { TeeRecord } from "./tees.ts";
import type { AnswerWatchSide } from "./answer_watch.ts";

/** What the main thread sends the worker. @internal */
export interface PumpStart {
  /** Descriptor to read (the worker's own copy; it closes it). */
  input: number;
  /** Descriptor to write (the worker's own copy; it closes it). */
  output: number;
  /** Read end of the wake pipe: readable means stop. */
  wake: number;
  /**
   * At end of input, how long the output may go without draining before `eof` anyway (0:
   * `eof` at once).
   */
  drainStallMs: number;
  /** Tee everything moved and copy it into a ring (a recording pump). */
  record?: PumpRecord;
  /** This pump's side of an answer watch (`answer_watch.ts`). */
  answers?: AnswerWatchSide;
  /** Two Int32s: moves so far (wrapping), and 1 while waiting for room in the output. */
  progress: SharedArrayBuffer;
}

/**
 * A recording pump's private pipe, which it tees the bytes it is about to move into and
 * reads them back from (the worker closes both ends when it ends), the ring it copies them
 * into, and a gap to write there first. @internal
 */
export type PumpRecord = TeeRecord;

/** How a pump ended. */
export interface PumpEnd {
  /**
   * `eof`: the input ended; `write-error`: the output's reader is gone (EPIPE); `error`:
   * another failure; `stopped`: {@linkcode FdPump.stop}; `unsupported`: these descriptors
   * cannot be spliced and nothing was moved (use another path).
   */
  end: "eof" | "write-error" | "error" | "stopped" | "unsupported";
  /** The errno of the failure, else 0. */
  errno: number;
  /** Bytes moved. */
  bytes: number;
  /** What went wrong outside a system call, if anything. */
  message?: string;
  /**
   * A recording pump's last gap, not yet in its ring (the ring had no room): its line ends,
   * whether it ended mid-line, and its bytes.
   */
  unrecorded?: { lineEnds: number; midLine: boolean; bytes: number };
  /** A watching pump's watches (`answer_watch.ts`), and how many saw input come. */
  watches?: { watched: number; caught: number };
  /**
   * Failed calls whose `errno` (other than EAGAIN or EINTR) was set aside, not yet read the
   * same enough times in a row to be acted on (see the worker's `ERRNO_READINGS`); absent when
   * none.
   */
  setAside?: number;
}

/** A running pump. */
export interface FdPump {
  /** Resolves once the pump has ended and closed its copies. Never rejects. */
  readonly done: Promise<PumpEnd>;
  /** Asks the pump to end now; `done` then resolves with `stopped` (or how it ended first). */
  stop(): void;
  /**
   * Live state, read with `Atomics`: `[0]` counts the moves that moved bytes (wrapping),
   * `[1]` is 1 while the pump waits for room in the output (its reader is behind).
   */
  readonly progress: Int32Array;
}

const O_CLOEXEC = 0o2000000;
const F_DUPFD_CLOEXEC = 1030;
const F_SETPIPE_SZ = 1031;
const F_GETPIPE_SZ = 1032;
/** Unread bytes in the output pipe that count as drained at end of input: 64 KiB. */
export const DRAINED_BYTES = 64 * 1024;
/**
 * Size asked for the pipes: 256 KiB, four times the default. Bigger measured faster still
 * (1 MiB), but Linux counts pipe buffers per user, and a user over
 * `/proc/sys/fs/pipe-user-pages-soft` (64 MiB) gets one-page pipes for everything else: at
 * 256 KiB that takes ~ 170 daemons instead of ~ 30.
 */
export const PIPE_BYTES = 256 * 1024;

const LIBC = {
  pipe2: { parameters: ["buffer", "i32"], result: "i32" },
  fcntl: { parameters: ["i32", "i32", "i32"], result: "i32" },
  write: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  close: { parameters: ["i32"], result: "i32" },
} as const;

/**
 * Starts pumping `input` into `output` (both stay owned by the caller; the pump works on
 * copies of its own).
 *
 * @param input The descriptor to read, e.g. 0 for stdin.
 * @param output The descriptor to write, e.g. the write end of a child's stdin pipe.
 * @param drainStallMs At end of input, how long the output may go without draining before
 *   the pump reports `eof` anyway (default 2 s; 0: at once).
 * @param record Record everything moved into this ring (`ring_tap.ts`): the worker tees what
 *   it is about to move and copies it in; `input` must be a pipe.
 * @param answers With `record`: this pump's side of an answer watch (`answer_watch.ts`).
 * @param pending With `record`: bytes not recorded just before these (the ring had no room
 *   for them), to be written into it as a gap first.
 * @returns The pump, or null when it cannot run here (not Linux, no FFI permission).
 *
 * @example
 * ```ts ignore
 * import { startFdPump } from "./fd_pump.ts";
 * const pump = startFdPump(0, childStdinFd);
 * const { end, bytes } = await pump!.done; // "eof" once stdin ends
 * ```
 */
export function startFdPump(
  input: number,
  output: number,
  drainStallMs = 2_000,
  record?: RingTap,
  answers?: AnswerWatchSide,
  pending?: PendingGap,
): FdPump | null {
  if (!isDescriptor(input) || !isDescriptor(output)) return null;
  const libc = openLibc(LIBC);
  if (libc === null) return null;
  const opened: number[] = [];
  const pipe = (): [number, number] | null => {
    const ends = newPipe(libc);
    if (ends !== null) opened.push(...ends);
    return ends;
  };
  const giveUp = () => {
    for (const fd of opened) libc.symbols.close(fd);
    libc.close();
    return null;
  };
  const wakePipe = pipe();
  const teePipe = record ? pipe() : null;
  if (wakePipe === null || (record && teePipe === null)) return giveUp();
  const [wakeRead, wakeWrite] = wakePipe;
  const ownInput = libc.symbols.fcntl(input, F_DUPFD_CLOEXEC, 3);
  if (ownInput < 0) return giveUp();
  opened.push(ownInput);
  const ownOutput = libc.symbols.fcntl(output, F_DUPFD_CLOEXEC, 3);
  if (ownOutput < 0) return giveUp();
  opened.push(ownOutput);
  // Bigger pipes mean fewer wake-ups per megabyte (a pipe holds 64 KiB by default). Any may
  // be refused (not a pipe, or over the user's pipe quota): then it keeps its size.
  for (const fd of [input, ownOutput, ...teePipe ? [teePipe[1]] : []]) {
    const size = libc.symbols.fcntl(fd, F_GETPIPE_SZ, 0);
    if (size >= 0 && size < PIPE_BYTES) libc.symbols.fcntl(fd, F_SETPIPE_SZ, PIPE_BYTES);
  }
  const recording = record && teePipe
    ? { teeRead: teePipe[0], teeWrite: teePipe[1], ring: record, pending }
    : undefined;
  // A bundle copied without its worker file: the caller says so (`pumpWorkerMissing`).
  if (pumpWorkerMissing() !== null) return giveUp();
  let worker: Worker;
  try {
    worker = new Worker(PUMP_WORKER.href, { type: "module" });
  } catch {
    return giveUp();
  }
  let stopped = false;
  let finished = false;
  const done = new Promise<PumpEnd>((resolve) => {
    worker.onmessage = (event: MessageEvent<PumpEnd>) => resolve(event.data);
    worker.onerror = (event) => {
      // The worker failed to load (it reports every failure of its own loop), so it never
      // took the copies over: close them here.
      event.preventDefault();
      libc.symbols.close(ownInput);
      libc.symbols.close(ownOutput);
      if (teePipe) { for (const fd of teePipe) libc.symbols.close(fd); }
      resolve({ end: "unsupported", errno: 0, bytes: 0, message: event.message });
    };
  }).then((result) => {
    finished = true;
    worker.terminate();
    libc.symbols.close(wakeRead);
    libc.symbols.close(wakeWrite);
    libc.close();
    return result;
  });
  const progress = new Int32Array(new SharedArrayBuffer(8));
  worker.postMessage(
    {
      progress: progress.buffer as SharedArrayBuffer,
      input: ownInput,
      output: ownOutput,
      wake: wakeRead,
      drainStallMs,
      record: recording,
      answers: recording ? answers : undefined,
    } satisfies PumpStart,
  );
  return {
    progress,
    done,
    stop() {
      if (stopped || finished) return; // after done, the wake descriptors are closed
      stopped = true;
      wakeUp(libc, wakeWrite);
    },
  };
}

const PUMP_WORKER = new URL("./fd_pump_worker.ts", import.meta.url);

/**
 * The path of the pump's worker file when it is missing (a bundle copied without it: then
 * {@linkcode startFdPump} returns null), else null.
 *
 * @returns The missing file's path, or null.
 *
 * @example
 * ```ts ignore
 * import { pumpWorkerMissing } from "./fd_pump.ts";
 * const missing = pumpWorkerMissing();
 * if (missing !== null) console.error(`${missing} is missing`);
 * ```
 */
export function pumpWorkerMissing(): string | null {
  return missingWorkerFile(PUMP_WORKER);
}

/** What a wake pipe needs of the C library. */
type PipeLibc = Deno.DynamicLibrary<Pick<typeof LIBC, "pipe2" | "write">>;

/** A close-on-exec pipe, `[read end, write end]`, or null when none can be made. */
function newPipe(libc: PipeLibc): [number, number] | null {
  const ends = new Int32Array(2);
  if (libc.symbols.pipe2(new Uint8Array(ends.buffer), O_CLOEXEC) < 0) return null;
  return [ends[0], ends[1]];
}

/** Wakes whatever polls the read end of the wake pipe whose write end is `writeEnd`. */
function wakeUp(libc: PipeLibc, writeEnd: number): void {
  libc.symbols.write(writeEnd, new Uint8Array([1]), 1n);
}

function isDescriptor(fd: unknown): fd is number {
  return Number.isSafeInteger(fd) && (fd as number) >= 0 && (fd as number) <= 0x7fffffff;
}
