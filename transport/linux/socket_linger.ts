/**
 * A lingering close of the daemon's stdio when stdin and stdout are one socket (inetd, systemd
 * `Accept=yes`, a socketpair). Closing a socket whose receive queue still holds bytes makes Linux
 * reset the connection: over TCP an RST, which throws away what is still unsent, so the client
 * can lose the agent's last output; over a Unix socket the client's read fails with
 * ECONNRESET instead of an end of file. That happens whenever the session ends while the
 * client is still sending (the agent exited mid-turn). So the daemon first shuts down its
 * sending side (the client reads an end of file after the last byte), then reads and drops
 * what the client still sends, until the client's end of file, a pause with nothing sent, a
 * bound, or a stop; only then does its exit close the socket, with nothing left unread.
 *
 * @module
 */

import { openLibc } from "./libc.ts";
import { orAborted } from "../../async/when_aborted.ts";

const SHUT_WR = 1;
const POLLIN = 0x001;
const MSG_DONTWAIT = 0x40;

const LIBC = {
  shutdown: { parameters: ["i32", "i32"], result: "i32" },
  recv: { parameters: ["i32", "buffer", "usize", "i32"], result: "isize" },
  // Off the main thread: its wait must not keep signals (an editor's SIGTERM) from being seen.
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32", nonblocking: true },
} as const;

/** How many failed reads in a row (with the socket reported readable) end the drain. */
const MAX_FAILED_READS = 3;

/** What a lingering close did. */
export interface LingerResult {
  /** Whether the sending side was shut down (stdout is a socket). */
  shutDown: boolean;
  /** Bytes of the client's input read and dropped. */
  dropped: number;
  /**
   * What ended the drain: the client's end of file, a pause, the bound, a stop, a failed read;
   * `none` when there was none.
   */
  ended: "eof" | "idle" | "bound" | "stopped" | "error" | "none";
  /** How long it took (ms). */
  ms: number;
}

/** Options of {@linkcode lingerOnSocketStdio}. */
export interface LingerOptions {
  /** Shut down the sending side of descriptor 1 (it is a socket). */
  shutDownOutput: boolean;
  /** Read and drop what descriptor 0 still holds (it is a socket). */
  drainInput: boolean;
  /** The drain ends after this long without a byte from the client (ms). */
  idleMs: number;
  /** The drain ends after this long in all (ms). */
  maxMs: number;
  /** The drain ends at once when this aborts. */
  signal?: AbortSignal;
}

/**
 * Shuts down the sending side of this process's stdout socket, then drains its stdin socket
 * (see the module doc). Null when the C library cannot be opened here.
 *
 * @param options What to do, and the drain's bounds.
 * @returns What it did, or null.
 *
 * @example
 * ```ts ignore
 * import { lingerOnSocketStdio } from "./socket_linger.ts";
 * const done = await lingerOnSocketStdio({
 *   shutDownOutput: true, drainInput: true, idleMs: 100, maxMs: 2_000,
 * });
 * console.log(done?.ended); // "eof" once the client closed its side
 * ```
 */
export async function lingerOnSocketStdio(options: LingerOptions): Promise<LingerResult | null> {
  const libc = openLibc(LIBC);
  if (libc === null) return null;
  const started = performance.now();
  const result = (shutDown: boolean, dropped: number, ended: LingerResult["ended"]) => ({
    shutDown,
    dropped,
    ended,
    ms: Math.round(performance.now() - started),
  });
  let pending: Promise<number> | null = null;
  try {
    const shutDown = options.shutDownOutput && libc.symbols.shutdown(1, SHUT_WR) === 0;
    if (!options.drainInput) return result(shutDown, 0, "none");
    const buffer = new Uint8Array(64 * 1024);
    const entry = new Uint8Array(8); // struct pollfd { int fd; short events, revents; }
    const view = new DataView(entry.buffer);
    const deadline = started + options.maxMs;
    let dropped = 0;
    let failedReads = 0;
    while (true) {
      if (options.signal?.aborted) return result(shutDown, dropped, "stopped");
      const left = deadline - performance.now();
      if (left <= 0) return result(shutDown, dropped, "bound");
      view.setInt32(0, 0, true);
      view.setInt16(4, POLLIN, true);
      view.setInt16(6, 0, true);
      pending = libc.symbols.poll(entry, 1n, Math.ceil(Math.min(options.idleMs, left)));
      const ready = await orAborted(pending, options.signal, null);
      // A stop came first: the poll still runs on its thread, and keeps the library open.
      if (ready === null) return result(shutDown, dropped, "stopped");
      pending = null;
      if (ready === 0) return result(shutDown, dropped, left <= options.idleMs ? "bound" : "idle");
      if (ready < 0) return result(shutDown, dropped, "error");
      const read = Number(libc.symbols.recv(0, buffer, BigInt(buffer.length), MSG_DONTWAIT));
      if (read === 0) return result(shutDown, dropped, "eof");
      if (read > 0) {
        dropped += read;
        failedReads = 0;
      } else if (++failedReads >= MAX_FAILED_READS) {
        // Readable, yet every read fails: reset by the client, or another reader took it.
        return result(shutDown, dropped, "error");
      }
    }
  } finally {
    // A poll still under way (a stop came first) keeps its library until it returns.
    const closing = pending as Promise<number> | null;
    const close = () => libc.close();
    if (closing === null) close();
    else closing.then(close, close);
  }
}
