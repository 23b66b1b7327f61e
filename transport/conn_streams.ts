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
 *   pause or a bound (a client that stopped reading is cut at once). Closing a socket whose receive queue holds bytes resets the connection:
 *   over TCP that throws away what is still unsent, so a client that was still sending when
 *   its agent ended lost the agent's last output (the CLI's socket stdio lingers the same way:
 *   `linux/socket_linger.ts`).
 *
 * @module
 */

import type { DuplexStream } from "./duplex.ts";
import { orAborted } from "../async/when_aborted.ts";

/** The most bytes one read of a connection takes. */
const READ_BYTES = 64 * 1024;

/** How long a pause in what the client still sends ends the drain, unless told (ms). */
const IDLE_MS = 100;

/** What a `Deno.Conn` has that plain streams do not. */
interface ConnLike extends DuplexStream {
  read(buffer: Uint8Array): Promise<number | null>;
  write(bytes: Uint8Array): Promise<number>;
  closeWrite(): Promise<void>;
  close(): void;
  readonly localAddr: unknown;
}

function isConn(client: DuplexStream): client is ConnLike {
  const conn = client as Partial<ConnLike>;
  return typeof conn.read === "function" && typeof conn.write === "function" &&
    typeof conn.closeWrite === "function" && typeof conn.close === "function" &&
    "localAddr" in client;
}

/** Bounds of the drain before a served connection closes. */
export interface FinishBounds {
  /**
   * The drain ends after this long without a byte from the client (ms).
   * @default 100
   */
  idleMs?: number;
  /** The drain ends after this long in all (ms). */
  maxMs: number;
  /** The drain ends at once when this aborts. */
  signal?: AbortSignal;
}

/** A client as served: its streams, and its end once the session is over. */
export interface ServedClient {
  /** The streams to serve. */
  streams: DuplexStream;
  /**
   * After the session: a connection's sending side is shut down (if its output was not
   * closed), what the client still sends is dropped within `bounds`, then it closes; one whose
   * output failed, or whose write still waits (a client that stopped reading), closes at once.
   * Nothing for plain streams. Rejects only on an unexpected error (a connection that is gone
   * is none).
   */
  finish(bounds: FinishBounds): Promise<void>;
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
 * await served.finish({ maxMs: 2_000 }); // nothing to do
 * ```
 */
export function clientStreams(client: DuplexStream): ServedClient {
  // One whose readable or writable is taken already is served as it is: the check of the
  // streams says so.
  if (!isConn(client) || client.readable.locked || client.writable.locked) {
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
  let output: "open" | "closed" | "aborted" = "open";
  let finishing = false;
  /** A write is under way: the client is not taking the output (at the session's end). */
  let writing = false;
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
      writing = true;
      for (let done = 0; done < chunk.length;) done += await conn.write(chunk.subarray(done));
      writing = false;
    },
    async close() {
      output = "closed";
      await shutDownOutput(conn);
    },
    abort() {
      output = "aborted";
    },
  });
  return {
    streams: { readable, writable },
    async finish(bounds) {
      if (finishing) return;
      finishing = true;
      // An output that failed, or a write still waiting (a client that stopped reading: a
      // shutdown would wait behind that write, unbounded), is cut at once; any other end lets
      // the client read what was sent, then its end of file.
      if (output !== "aborted" && !writing) {
        if (output === "open") await shutDownOutput(conn);
        if (!inputEnded) await drain(read, bounds);
      }
      try {
        conn.close();
      } catch (e) {
        if (!(e instanceof Deno.errors.BadResource)) throw e; // the caller closed it
      }
      // A read still under way (the drain's bound passed) ends with the close.
      await reading?.catch(() => {});
    },
  };
}

/** The errors of a connection that is gone (reset by the client, closed by the caller). */
const GONE = [
  Deno.errors.ConnectionReset,
  Deno.errors.ConnectionAborted,
  Deno.errors.NotConnected,
  Deno.errors.BrokenPipe,
  Deno.errors.BadResource,
  Deno.errors.Interrupted,
];

/** Shuts down a connection's sending side; a connection already gone has none to shut down. */
async function shutDownOutput(conn: ConnLike): Promise<void> {
  try {
    await conn.closeWrite();
  } catch (e) {
    if (!GONE.some((kind) => e instanceof kind)) throw e;
  }
}

/** Reads and drops the client's input until its end, a pause, the bound or a stop. */
async function drain(read: () => Promise<number | null>, bounds: FinishBounds): Promise<void> {
  const deadline = performance.now() + bounds.maxMs;
  while (true) {
    const left = Math.min(bounds.idleMs ?? IDLE_MS, deadline - performance.now());
    if (left <= 0 || bounds.signal?.aborted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const paused = new Promise<"paused">((resolve) => timer = setTimeout(resolve, left, "paused"));
    try {
      const n = await orAborted(Promise.race([read(), paused]), bounds.signal, "stopped");
      if (n === null || n === "paused" || n === "stopped") return;
    } catch (e) {
      if (!GONE.some((kind) => e instanceof kind)) throw e;
      return; // a reset connection, or one the caller closed: nothing more to drain
    } finally {
      clearTimeout(timer);
    }
  }
}
