/**
 * A `Deno.Conn` passed as a client's streams (`router.serve(conn)`).
 *
 * - Its input is read through `read()`: its own `readable` closes the whole connection once the
 *   client's input ends, so a client that half-closes (its last line, then `shutdown(SHUT_WR)`,
 *   as `printf ... | nc -N` does) could be sent nothing back.
 * - Its output is written through `write()`; the output's close shuts down the sending side
 *   only (the client reads an end of file after the last byte).
 * - After the session ({@linkcode ServedClient.finish}) the connection closes with nothing of
 *   the client's left unread: what it still sends is read and dropped until its end of file, a
 *   pause or a bound (a client that stopped reading is cut when the bound passes). Closing a socket whose receive queue holds bytes resets the connection:
 *   over TCP that throws away what is still unsent, so a client that was still sending when
 *   its agent ended lost the agent's last output (the CLI's socket stdio lingers the same way:
 *   `linux/socket_linger.ts`).
 *
 * @module
 */

import { type DuplexStream, unusableStreams } from "./duplex.ts";
import { settlesWithin } from "../async/settles_within.ts";
import type { Logger } from "../log/logger.ts";
import { isReaderGone } from "./pipe_errors.ts";

/** The most bytes one read of a connection takes. */
const READ_BYTES = 64 * 1024;

/**
 * How long a pause in what the client still sends ends the drain (ms). A client that closes
 * at the end of file the drain starts with ends it at once; this only bounds one that neither
 * closes nor sends. 100 ms was a pause a busy client made while still sending: its next bytes
 * then reset the connection, and it lost the agent's last output.
 */
const IDLE_MS = 500;

/** What a `Deno.Conn` has that plain streams do not. */
interface ConnLike extends DuplexStream {
  read(buffer: Uint8Array): Promise<number | null>;
  write(bytes: Uint8Array): Promise<number>;
  closeWrite(): Promise<void>;
  close(): void;
  readonly localAddr: unknown;
}

/** Whether `client` is a `Deno.Conn` (false for no object, or one a look at throws). */
function isConn(client: DuplexStream): client is ConnLike {
  if (typeof client !== "object" || client === null) return false;
  const conn = client as Partial<ConnLike>;
  try {
    return typeof conn.read === "function" && typeof conn.write === "function" &&
      typeof conn.closeWrite === "function" && typeof conn.close === "function" &&
      "localAddr" in client;
  } catch {
    return false; // a getter that throws, a revoked Proxy: the check of the streams says so
  }
}

/** A client as served: its streams, and its end once the session is over. */
export interface ServedClient {
  /** The streams to serve. */
  streams: DuplexStream;
  /**
   * After the session: a write under way is let finish, the connection's sending side is shut
   * down (if its output was not closed), what the client still sends is dropped (until its end
   * of file or {@linkcode IDLE_MS} of quiet), then it closes, all within `maxMs`; a write the
   * client does not take by then (it stopped reading) is cut with the connection. A stop does
   * not shorten it: the stop is what ended the session, and a reset would lose what the kernel
   * holds for the client. Nothing for plain streams. Never rejects: an unexpected failure is
   * logged with its stack (a connection that is gone is none).
   *
   * @param maxMs The most the end takes (ms).
   * @param log Where an unexpected failure is said.
   */
  finish(maxMs: number, log: Logger): Promise<void>;
}

/**
 * The client to serve for what the caller passed: a `Deno.Conn` read and written through its
 * own calls and closed after a drain, any other client as it is.
 *
 * @param client What the caller passed.
 * @returns The streams to serve, and the end to call after the session.
 *
 * @example A plain pair is served as it is
 * ```ts
 * import { clientStreams } from "./conn_streams.ts";
 * const pair = { readable: new ReadableStream<Uint8Array>(), writable: new WritableStream<Uint8Array>() };
 * const served = clientStreams(pair);
 * console.log(served.streams === pair); // true
 * await served.finish(2_000, console); // nothing to do
 * ```
 */
export function clientStreams(client: DuplexStream): ServedClient {
  // One whose readable or writable is missing or taken already is served as it is: the check
  // of the streams says so.
  if (!isConn(client) || unusableStreams(client) !== undefined) {
    return { streams: client, finish: () => Promise.resolve() };
  }
  return servedConn(client);
}

/** A connection's streams, and its lingering close. */
function servedConn(conn: ConnLike): ServedClient {
  const buffer = new Uint8Array(READ_BYTES);
  /** The read under way (the stream's or the drain's): one at a time. */
  let reading: Promise<number | null> | undefined;
  let inputEnded = false;
  let outputClosed = false;
  let finishing = false;
  /** The write under way, if any. */
  let writing: Promise<void> | undefined;
  const read = (): Promise<number | null> => {
    reading ??= conn.read(buffer).finally(() => reading = undefined);
    return reading;
  };
  const readable = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const n = finishing ? null : await read();
      if (n === null) {
        inputEnded ||= !finishing;
        controller.close();
      } else controller.enqueue(buffer.slice(0, n));
    },
  }, { highWaterMark: 0 });
  const writable = new WritableStream<Uint8Array>({
    async write(chunk) {
      if (finishing) return; // the session is over: nothing more goes out
      const write = (async () => {
        for (let done = 0; done < chunk.length;) done += await conn.write(chunk.subarray(done));
      })();
      writing = write;
      try {
        await write;
      } finally {
        if (writing === write) writing = undefined;
      }
    },
    async close() {
      outputClosed = true;
      await shutDownOutput(conn);
    },
  });
  return {
    streams: { readable, writable },
    async finish(maxMs, log) {
      if (finishing) return;
      finishing = true;
      await end(maxMs).catch((e) =>
        log.error(`closing the client's connection failed: ${(e as Error).stack ?? e}`)
      );
    },
  };

  /** The end {@linkcode ServedClient.finish} describes; rejects on an unexpected failure. */
  async function end(maxMs: number): Promise<void> {
    const deadline = performance.now() + maxMs;
    // A write under way finishes first (a slow reader takes it; a shutdown would wait behind
    // it, unbounded); one the client does not take within the bound is cut with the rest.
    // Then the client reads what was sent, and its end of file, whatever ended the session
    // (a stop too: a reset would lose what the kernel holds for it).
    const written = writing === undefined ||
      await settlesWithin(writing.catch(() => {}), maxMs);
    if (written) {
      if (!outputClosed) await shutDownOutput(conn);
      if (!inputEnded) await drain(read, deadline);
    }
    try {
      conn.close();
    } catch (e) {
      if (!(e instanceof Deno.errors.BadResource)) throw e; // the caller closed it
    }
    // A read still under way (the drain's bound passed) ends with the close.
    await reading?.catch(() => {});
  }
}

/**
 * Whether `e` is the error of a connection that is gone: the client went away (as
 * `isReaderGone` judges a write), or it is not connected or closed already (by the caller).
 */
function gone(e: unknown): boolean {
  return isReaderGone(e) || e instanceof Deno.errors.NotConnected ||
    e instanceof Deno.errors.ConnectionAborted || e instanceof Deno.errors.BadResource ||
    e instanceof Deno.errors.Interrupted;
}

/** Shuts down a connection's sending side; a connection already gone has none to shut down. */
async function shutDownOutput(conn: ConnLike): Promise<void> {
  try {
    await conn.closeWrite();
  } catch (e) {
    if (!gone(e)) throw e;
  }
}

/** Reads and drops the client's input until its end, {@linkcode IDLE_MS} of quiet or `deadline`. */
async function drain(read: () => Promise<number | null>, deadline: number): Promise<void> {
  while (true) {
    const left = Math.min(IDLE_MS, deadline - performance.now());
    if (left <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const paused = new Promise<"paused">((resolve) => timer = setTimeout(resolve, left, "paused"));
    try {
      const n = await Promise.race([read(), paused]);
      if (n === null || n === "paused") return;
    } catch (e) {
      if (!gone(e)) throw e;
      return; // a reset connection, or one the caller closed: nothing more to drain
    } finally {
      clearTimeout(timer);
    }
  }
}
