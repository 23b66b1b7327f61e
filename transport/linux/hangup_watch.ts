/**
 * Sees the client hang up its input without reading it: `poll(2)` on the input descriptor
 * asks for no data, only for the end (`POLLHUP`: every writer of a pipe or FIFO has closed
 * it; `POLLRDHUP`: a socket's peer shut down its sending side; `POLLERR`: a reset). Those
 * come as soon as the client lets go, however many of its bytes are still unread: the end a
 * byte pipe sees only after it has read (and forwarded) all of them, which an agent that has
 * stopped reading its input never lets it do.
 *
 * Invariants: nothing is read or changed on the descriptor; one blocking thread waits at most
 * {@linkcode HANGUP_POLL_MS} per poll; an abort wakes it at once (through a pipe of its own),
 * and everything it opened is closed before its promise settles.
 *
 * @module
 */

import { openLibc } from "./libc.ts";
import { FIONREAD, POLLERR, POLLHUP, POLLIN, POLLNVAL, POLLRDHUP } from "./splice_calls.ts";

/** Longest one poll(2) of the watch blocks a runtime thread: 1 s (an abort wakes it at once). */
export const HANGUP_POLL_MS = 1_000;

const O_CLOEXEC = 0o2000000;
/** Failed polls in a row (their errno is another thread's) before the watch gives up. */
const POLL_FAILURES = 100;

const WATCH = {
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32", nonblocking: true },
  pollNow: { name: "poll", parameters: ["buffer", "u64", "i32"], result: "i32" },
  ioctl: { parameters: ["i32", "u64", "buffer"], result: "i32" },
  pipe2: { parameters: ["buffer", "i32"], result: "i32" },
  write: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  close: { parameters: ["i32"], result: "i32" },
} as const;

/**
 * Waits until the writer of `fd` hangs up, whatever is still unread in it.
 *
 * @param fd The input descriptor (a pipe, FIFO or socket; a regular file never hangs up).
 * @param signal Ends the watch (then false).
 * @returns True once the input's writer has hung up; false when `signal` aborted, the C
 *   library cannot be used here, or `fd` is no longer open.
 *
 * @example Ending a watch that is no longer needed
 * ```ts ignore
 * import { watchHangup } from "./hangup_watch.ts";
 * const stop = new AbortController();
 * const watching = watchHangup(0, stop.signal);
 * stop.abort();
 * console.log(await watching); // false
 * ```
 */
export async function watchHangup(fd: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  const libc = openLibc(WATCH);
  if (libc === null) return false;
  const ends = new Int32Array(2);
  if (libc.symbols.pipe2(new Uint8Array(ends.buffer), O_CLOEXEC) < 0) {
    libc.close();
    return false;
  }
  const [wakeRead, wakeWrite] = ends;
  const wake = () => libc.symbols.write(wakeWrite, new Uint8Array([1]), 1n);
  signal.addEventListener("abort", wake, { once: true });
  try {
    // Two pollfd entries (int fd, short events, short revents): the input, the wake pipe.
    const fds = new DataView(new ArrayBuffer(16));
    fds.setInt32(0, fd, true);
    fds.setInt16(4, POLLRDHUP, true);
    fds.setInt32(8, wakeRead, true);
    fds.setInt16(12, POLLIN, true);
    const entries = new Uint8Array(fds.buffer);
    let failures = 0;
    while (!signal.aborted) {
      fds.setInt16(6, 0, true);
      fds.setInt16(14, 0, true);
      const ready = await libc.symbols.poll(entries, 2n, HANGUP_POLL_MS);
      if (ready < 0) {
        // Its errno belongs to the blocking thread it ran on; EINTR is the likely one.
        if (++failures >= POLL_FAILURES) return false;
        continue;
      }
      failures = 0;
      const revents = fds.getInt16(6, true);
      if (signal.aborted || (revents & POLLNVAL) !== 0) return false;
      if (hungUpIn(revents)) return true;
    }
    return false;
  } finally {
    signal.removeEventListener("abort", wake);
    libc.symbols.close(wakeRead);
    libc.symbols.close(wakeWrite);
    libc.close();
  }
}

/** Looks again, without waiting, whether a hang-up still holds ({@linkcode hangupSampler}). */
export interface HangupSampler {
  /**
   * True while the input's writer is still gone and nothing new has come into it since the
   * last look (a FIFO's next writer ends the hang-up; one that wrote and left shows in the
   * bytes waiting, which only the reader's reads lower).
   */
  stillHungUp(): boolean;
  /** Closes the C library. */
  close(): void;
}

/**
 * Opens a {@linkcode HangupSampler} for `fd`: one `poll(2)` that does not wait and one
 * `FIONREAD` per look, the C library opened once.
 *
 * @param fd The input descriptor.
 * @returns The sampler, or null when the C library cannot be used here.
 *
 * @example Checking again before acting on a hang-up seen earlier
 * ```ts ignore
 * import { hangupSampler } from "./hangup_watch.ts";
 * const sampler = hangupSampler(0);
 * console.log(sampler?.stillHungUp()); // true while every writer of stdin stays away
 * sampler?.close();
 * ```
 */
export function hangupSampler(fd: number): HangupSampler | null {
  const libc = openLibc(WATCH);
  if (libc === null) return null;
  const fds = new DataView(new ArrayBuffer(8));
  const count = new Int32Array(1);
  const unread = () =>
    libc.symbols.ioctl(fd, FIONREAD, new Uint8Array(count.buffer)) < 0 ? -1 : count[0];
  let last = unread();
  let closed = false;
  return {
    stillHungUp: () => {
      if (closed) return false;
      fds.setInt32(0, fd, true);
      fds.setInt16(4, POLLRDHUP, true);
      fds.setInt16(6, 0, true);
      if (libc.symbols.pollNow(new Uint8Array(fds.buffer), 1n, 0) < 0) return false;
      const revents = fds.getInt16(6, true);
      const hungUp = (revents & POLLNVAL) === 0 && hungUpIn(revents);
      const now = unread();
      const wrote = now > last; // the reader's reads only lower it
      last = now;
      return hungUp && !wrote;
    },
    close: () => {
      if (closed) return;
      closed = true;
      libc.close();
    },
  };
}

/** Whether `revents` of an input asked for `POLLRDHUP` says its writer is gone. */
function hungUpIn(revents: number): boolean {
  return (revents & (POLLHUP | POLLRDHUP | POLLERR)) !== 0;
}
