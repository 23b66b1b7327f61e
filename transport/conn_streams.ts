/**
 * A `Deno.Conn` passed as a client's streams (`router.serve(conn)`): its `readable` closes the
 * whole connection once the client's input ends, so a client that half-closes (its last line,
 * then `shutdown(SHUT_WR)`, as `printf ... | nc -N` does) could be sent nothing back: every
 * write failed with `BadResource`. Its input is read through `read()` instead, which leaves the
 * connection open for the answers; the router's close of its output closes the connection.
 *
 * @module
 */

import type { DuplexStream } from "./duplex.ts";

/** The most bytes one read of a connection takes. */
const READ_BYTES = 64 * 1024;

/** What a `Deno.Conn` has that plain streams do not. */
interface ConnLike extends DuplexStream {
  read(buffer: Uint8Array): Promise<number | null>;
  closeWrite(): Promise<void>;
  readonly localAddr: unknown;
}

function isConn(client: DuplexStream): client is ConnLike {
  const conn = client as Partial<ConnLike>;
  return typeof conn.read === "function" && typeof conn.closeWrite === "function" &&
    "localAddr" in client;
}

/**
 * The streams to serve for `client`: a `Deno.Conn`'s input read through its `read()` (its end
 * leaves the connection open), any other client as it is.
 *
 * @param client What the caller passed.
 * @returns The streams to serve.
 *
 * @example A plain pair is served as it is
 * ```ts
 * import { clientStreams } from "./conn_streams.ts";
 * const pair = { readable: new ReadableStream<Uint8Array>(), writable: new WritableStream<Uint8Array>() };
 * console.log(clientStreams(pair) === pair); // true
 * ```
 */
export function clientStreams(client: DuplexStream): DuplexStream {
  // One whose readable is taken already is served as it is: the check of the streams says so.
  if (!isConn(client) || client.readable.locked) return client;
  const conn = client;
  const buffer = new Uint8Array(READ_BYTES);
  const readable = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const n = await conn.read(buffer);
      if (n === null) controller.close();
      else controller.enqueue(buffer.slice(0, n));
    },
  }, { highWaterMark: 0 });
  return { readable, writable: conn.writable };
}
