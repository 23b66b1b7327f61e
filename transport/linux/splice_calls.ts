/**
 * What the two splice loops -- the worker's (`fd_pump_worker.ts`) and the main thread's start
 * of it (`splice_lead.ts`) -- and the client's hang-up watch (`hangup_watch.ts`) ask of the
 * kernel in the same words: `splice(2)` flags, `poll(2)` events, the `ioctl(2)` that counts a
 * pipe's unread bytes, and the sizes and times the splice loops keep.
 *
 * @module
 */

/** `splice(2)`: move pages instead of copying them, where the kernel can. */
export const SPLICE_F_MOVE = 1;
/** `splice(2)` and `tee(2)`: never block on a pipe. */
export const SPLICE_F_NONBLOCK = 2;
/** `poll(2)`: readable. */
export const POLLIN = 0x001;
/** `poll(2)`: writable. */
export const POLLOUT = 0x004;
/** `poll(2)`: an error (a socket reset). */
export const POLLERR = 0x008;
/** `poll(2)`: hung up (a pipe with no writer left). */
export const POLLHUP = 0x010;
/** `poll(2)`: the descriptor is not open. */
export const POLLNVAL = 0x020;
/** `poll(2)`: a socket's peer shut down its sending side. */
export const POLLRDHUP = 0x2000;
/** `ioctl(2)`: bytes in a pipe not yet read. */
export const FIONREAD = 0x541bn;
/** How often a draining output pipe is checked at end of input: 20 ms. */
export const DRAIN_POLL_MS = 20;
/** Most bytes one splice may move; a pipe holds 64 KiB unless it was resized. */
export const SPLICE_BYTES = 1n << 20n;

/**
 * Whether the pipe `fd` is empty with no writer left: a `poll(2)` that does not wait sees
 * POLLHUP without POLLIN. A poll that fails is retried a few times (its `errno` may be
 * EINTR), then taken as "not at its end" (the caller then waits for input and asks again).
 *
 * @param fd The pipe's read end.
 * @param pollNow `poll(2)` with timeout 0, bound on the calling thread.
 * @returns Whether it is at its end.
 *
 * @example
 * ```ts ignore
 * import { atEnd } from "./splice_calls.ts";
 * if (atEnd(input, (fds, n) => libc.symbols.poll(fds, n, 0))) console.log("end of input");
 * ```
 */
export function atEnd(fd: number, pollNow: (fds: Uint8Array, count: bigint) => number): boolean {
  const fds = new DataView(new ArrayBuffer(8));
  fds.setInt32(0, fd, true);
  fds.setInt16(4, POLLIN, true);
  const entries = new Uint8Array(fds.buffer);
  for (let tries = 0; pollNow(entries, 1n) < 0; tries++) {
    if (tries >= 3) return false;
  }
  return (fds.getInt16(6, true) & (POLLIN | POLLHUP)) === POLLHUP;
}
