/**
 * Which file descriptors of this process a {@linkcode DuplexStream} reads and writes, when it
 * is a plain pair of descriptors (this process's stdin and stdout): the byte-path decision
 * (`byte_path.ts`) looks at what they are, and the copy path may reuse its buffers for a
 * descriptor sink, which has written a chunk out by the time the write resolves.
 *
 * The mark is a symbol-keyed property: it travels with the object, is invisible to
 * `JSON.stringify` and to anyone who does not import this module, and a stream without it
 * is simply a stream.
 *
 * @module
 */

import type { DuplexStream } from "./duplex.ts";

/** The descriptors behind a {@linkcode DuplexStream}. */
export interface FdEndpoint {
  /** The descriptor `readable` reads (0 for stdin); nothing else reads it. */
  readonly readFd: number;
  /** The descriptor `writable` writes (1 for stdout). */
  readonly writeFd: number;
}

const FD_ENDPOINT: unique symbol = Symbol("acp-proxy.fdEndpoint");

/** A duplex stream marked with its descriptors. */
type Marked = DuplexStream & { [FD_ENDPOINT]?: FdEndpoint };

/**
 * Marks `stream` as reading `fds.readFd` and writing `fds.writeFd`.
 *
 * @param stream The stream (returned as is, with the mark added).
 * @param fds Its descriptors.
 * @returns `stream`.
 *
 * @example
 * ```ts
 * import { fdEndpointOf, withFdEndpoint } from "./fd_endpoint.ts";
 * const io = withFdEndpoint({ readable: Deno.stdin.readable, writable: Deno.stdout.writable }, { readFd: 0, writeFd: 1 });
 * console.log(fdEndpointOf(io)?.writeFd); // 1
 * ```
 */
export function withFdEndpoint<T extends DuplexStream>(stream: T, fds: FdEndpoint): T {
  Object.defineProperty(stream, FD_ENDPOINT, { value: fds, enumerable: false });
  return stream;
}

/**
 * The descriptors behind `stream`, or null for any other stream.
 *
 * @param stream A duplex stream.
 * @returns Its descriptors, or null.
 *
 * @example
 * ```ts
 * import { fdEndpointOf } from "./fd_endpoint.ts";
 * console.log(fdEndpointOf(new TransformStream())); // null
 * ```
 */
export function fdEndpointOf(stream: DuplexStream): FdEndpoint | null {
  return (stream as Marked)[FD_ENDPOINT] ?? null;
}
