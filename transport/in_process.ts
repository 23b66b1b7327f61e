/**
 * An in-process implementation as a {@linkcode ConnectionFactory}.
 *
 * @module
 */

import type { Connection, ConnectionFactory, DuplexStream } from "./duplex.ts";

/**
 * Serves one connection in this process. It gets the router's side of the streams:
 * read requests from `readable`, write responses to `writable`; close `writable` when done.
 */
export type InProcessHandler = (stream: DuplexStream) => void | Promise<void>;

/**
 * Wraps an in-process handler as a connection factory. Each call makes a fresh pair of
 * in-memory streams and runs the handler on one end. The connection's `exited` resolves
 * with 0 when the handler returns and 1 when it throws or rejects; a failure ends that
 * connection only, is reported to `onError`, and never escapes.
 *
 * @param handler The implementation.
 * @param onError Called with the handler's error (default: printed to stderr with its
 *   stack, so that no failure goes unseen).
 * @returns A factory for fresh connections.
 *
 * @example
 * ```ts
 * import { inProcess } from "./in_process.ts";
 * const echo = inProcess(({ readable, writable }) => readable.pipeTo(writable));
 * const conn = await echo();
 * ```
 */
export function inProcess(
  handler: InProcessHandler,
  onError: (error: unknown) => void = reportToStderr,
): ConnectionFactory {
  return (): Connection => {
    const toPeer = new TransformStream<Uint8Array, Uint8Array>();
    const fromPeer = new TransformStream<Uint8Array, Uint8Array>();
    const exited = (async () => {
      try {
        await handler({ readable: toPeer.readable, writable: fromPeer.writable });
        return 0;
      } catch (error) {
        onError(error);
        await fromPeer.writable.abort(error).catch(() => {});
        await toPeer.readable.cancel(error).catch(() => {});
        return 1;
      }
    })();
    return { readable: fromPeer.readable, writable: toPeer.writable, exited };
  };
}

function reportToStderr(error: unknown): void {
  const text = error instanceof Error ? error.stack ?? error.message : String(error);
  console.error(`acp-proxy: error: an in-process implementation failed: ${text}`);
}
