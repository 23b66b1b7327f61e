/**
 * The client's output when it is this process's stdout, whose open file is non-blocking
 * (`O_NONBLOCK`, which the process shares with whoever opened it: a Node.js parent may leave
 * it so, or make it so later) now or may become so. Deno's own stdout stream cannot wait for
 * room there: it writes through Rust's
 * line-buffered stdout, whose write may take bytes into its buffer and then fail to flush
 * them with EAGAIN, so a write tried again sends them twice, and one not tried again ends
 * the session. This stream calls `write(2)` on the descriptor itself, which takes nothing when
 * it fails, and on EAGAIN waits for room with `poll(2)`, as a blocking write would wait.
 *
 * The `write(2)` runs on the main thread, to read its `errno`: it returns at once while the
 * descriptor is non-blocking. Before each one the flag is looked at again (`fcntl`): while a
 * parent has made the file blocking (Node.js does at its exit), the `write(2)` runs on a
 * runtime thread instead, where waiting is harmless, and a failure there is told by what the
 * descriptor then is (non-blocking again: nothing was written, the main thread tries again;
 * its reader gone: EPIPE). Only a parent that clears the flag in the moment between the look
 * and the write can still make one write wait on the main thread.
 *
 * @module
 */

import { openLibc } from "./libc.ts";
import { EAGAIN, EINTR, EPIPE, errnoAt, ErrnoReadings } from "./errno_readings.ts";
import { POLLERR, POLLHUP, POLLOUT } from "./splice_calls.ts";

/**
 * The longest one wait for room blocks a runtime thread (ms); the wait goes on after it. A
 * socket whose peer shut its reading side never wakes a poll for room: its EPIPE is seen at
 * most this late.
 */
export const ROOM_POLL_MS = 50;

const F_GETFL = 3;
const O_NONBLOCK = 0o4000;
const ECONNRESET = 104;
const ENOTSOCK = 88;
const MSG_DONTWAIT = 0x40;
const MSG_NOSIGNAL = 0x4000;
/** A write on a runtime thread that fails this many times in a row, cause unknown, is an error. */
const MAX_UNEXPLAINED_FAILURES = 3;

const CALLS = {
  write: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  writeWaiting: {
    name: "write",
    parameters: ["i32", "buffer", "usize"],
    result: "isize",
    nonblocking: true,
  },
  send: { parameters: ["i32", "buffer", "usize", "i32"], result: "isize" },
  fcntl: { parameters: ["i32", "i32", "i32"], result: "i32" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32", nonblocking: true },
  pollNow: { name: "poll", parameters: ["buffer", "u64", "i32"], result: "i32" },
  __errno_location: { parameters: [], result: "pointer" },
} as const;

/**
 * A stream that writes to descriptor `fd` with `write(2)`, waiting for room on EAGAIN; null
 * where the C library cannot be opened (not Linux, no FFI permission).
 *
 * @param fd The descriptor (1).
 * @param close Closes the descriptor, when the stream is closed or aborted, or a write failed
 *   (`Deno.stdout.close()`, as Deno's stream closes it).
 * @returns The stream, or null.
 *
 * @example
 * ```ts ignore
 * import { nonBlockingOutput } from "./nonblocking_output.ts";
 * const out = nonBlockingOutput(1, () => Deno.stdout.close());
 * await out?.getWriter().write(new TextEncoder().encode("{}\n"));
 * ```
 */
export function nonBlockingOutput(
  fd: number,
  close: () => void,
): WritableStream<Uint8Array> | null {
  const libc = openLibc(CALLS);
  if (libc === null) return null;
  const errnoNow = errnoAt(libc.symbols.__errno_location());
  const readings = new ErrnoReadings(errnoNow, { setAside: 0 });
  // One pollfd (int fd, short events, short revents).
  const pollfd = new DataView(new ArrayBuffer(8));
  pollfd.setInt32(0, fd, true);
  pollfd.setInt16(4, POLLOUT, true);
  const entries = new Uint8Array(pollfd.buffer);
  let open = true;
  let waiting: Promise<unknown> | null = null; // a write or poll on a runtime thread
  const finish = () => {
    if (!open) return;
    open = false;
    // Not while a call on a runtime thread still uses it: once that one is back.
    if (waiting === null) libc.close();
    else waiting.finally(() => libc.close());
    close();
  };
  const onThread = async <T>(call: Promise<T>): Promise<T> => {
    waiting = call;
    try {
      const result = await call;
      if (!open) throw new Error("the output was closed"); // its library is closing
      return result;
    } finally {
      waiting = null;
    }
  };
  const blocking = () => {
    const flags = libc.symbols.fcntl(fd, F_GETFL, 0);
    return flags >= 0 && (flags & O_NONBLOCK) === 0;
  };
  // While the file is blocking: on a runtime thread; null when it was EAGAIN (the flag came
  // back meanwhile, nothing was written) or a socket has no room yet: try again.
  const writeOnThread = async (bytes: Uint8Array): Promise<number | null> => {
    const n = Number(await onThread(libc.symbols.writeWaiting(fd, bytes, BigInt(bytes.length))));
    if (n >= 0) return n;
    // Its errno is the runtime thread's: told by what the descriptor is now.
    if (!blocking()) return null;
    // A socket says why at once with a send(2) that never waits, whatever the flag: one whose
    // client shut its reading side with bytes unread shows nothing to poll (hostile io test).
    const flags = MSG_DONTWAIT | MSG_NOSIGNAL;
    const sent = Number(libc.symbols.send(fd, bytes, BigInt(bytes.length), flags));
    if (sent >= 0) return sent;
    const errno = errnoNow();
    if (errno === EAGAIN || errno === EINTR) return null;
    if (errno !== ENOTSOCK) throw writeError(errno);
    // An error or room shown (a pipe whose reader is gone: POLLERR; a terminal hung up: POLLHUP;
    // a full disk or /dev/full: POLLOUT): one byte written here, where errno can be read, says
    // why (EPIPE, EIO, ENOSPC, as Deno says them), or goes, and the write goes on. Neither, or
    // interrupted: it is tried again on the thread, a few times.
    pollfd.setInt16(6, 0, true);
    libc.symbols.pollNow(entries, 1n, 0);
    if ((pollfd.getInt16(6, true) & (POLLERR | POLLHUP | POLLOUT)) !== 0) {
      const one = Number(libc.symbols.write(fd, bytes, 1n));
      if (one >= 0) return one;
      const why = errnoNow();
      if (why !== EAGAIN && why !== EINTR) throw writeError(why);
    }
    if (++unexplained >= MAX_UNEXPLAINED_FAILURES) throw writeError(0);
    return null;
  };
  // Failures on the thread in a row whose cause could not be read.
  let unexplained = 0;
  const writeSome = async (bytes: Uint8Array): Promise<number> => {
    for (;;) {
      if (blocking()) {
        const n = await writeOnThread(bytes);
        if (n === null) continue;
        unexplained = 0;
        return n;
      }
      const n = Number(libc.symbols.write(fd, bytes, BigInt(bytes.length)));
      if (n >= 0) {
        readings.clear();
        return n;
      }
      const raw = errnoNow();
      const errno = readings.read();
      if (errno === EINTR) continue;
      if (errno !== EAGAIN) throw writeError(errno);
      // A failure set aside until it reads the same again is tried again at once.
      if (raw !== EAGAIN) continue;
      pollfd.setInt16(6, 0, true);
      // A reader gone shows as POLLERR: the next write says EPIPE. The poll's own failure
      // (its errno is another thread's) only means: try the write again.
      await onThread(libc.symbols.poll(entries, 1n, ROOM_POLL_MS));
    }
  };
  return new WritableStream<Uint8Array>({
    async write(chunk) {
      try {
        for (let written = 0; written < chunk.length;) {
          written += await writeSome(chunk.subarray(written));
        }
      } catch (e) {
        finish();
        throw e;
      }
    },
    close: finish,
    abort: finish,
  });
}

/** Deno's words and codes for the failures a write to a client may meet. */
const FAILURES: Record<number, [code: string, text: string]> = {
  5: ["EIO", "Input/output error"],
  9: ["EBADF", "Bad file descriptor"],
  22: ["EINVAL", "Invalid argument"],
  27: ["EFBIG", "File too large"],
  28: ["ENOSPC", "No space left on device"],
  107: ["ENOTCONN", "Transport endpoint is not connected"],
  122: ["EDQUOT", "Disk quota exceeded"],
};

/**
 * A failed write's error, as Deno names the same failure of its own writes: a system error
 * with its `code`, which the session logs in one line (0: not known, from a write on a
 * runtime thread whose `errno` is that thread's).
 */
function writeError(errno: number): Error {
  if (errno === EPIPE) return new Deno.errors.BrokenPipe("Broken pipe (os error 32)");
  if (errno === ECONNRESET) {
    return new Deno.errors.ConnectionReset("Connection reset by peer (os error 104)");
  }
  const [code, text] = FAILURES[errno] ??
    (errno === 0 ? ["EUNKNOWN", "write failed, for a reason not known"] : [
      `ERRNO${errno}`,
      "write failed",
    ]);
  return Object.assign(new Error(errno === 0 ? text : `${text} (os error ${errno})`), { code });
}
