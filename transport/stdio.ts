/**
 * This process's stdin and stdout as a {@linkcode DuplexStream}.
 *
 * @module
 */

import type { DuplexStream } from "./duplex.ts";
import { withFdEndpoint } from "./fd_endpoint.ts";

/**
 * The process's standard input and output. The stream is marked with its descriptors
 * (0 and 1), so that a router may move its bytes on the kernel paths when it is asked to
 * (the routers' `kernelPaths` option; see README "How bytes move").
 *
 * @returns `{ readable: stdin, writable: stdout }`.
 *
 * @example
 * ```ts ignore
 * import { stdio } from "./stdio.ts";
 * const { readable, writable } = stdio();
 * await readable.pipeTo(writable); // cat
 * ```
 */
export function stdio(): DuplexStream {
  return withFdEndpoint(
    { readable: Deno.stdin.readable, writable: Deno.stdout.writable },
    { readFd: 0, writeFd: 1 },
  );
}
