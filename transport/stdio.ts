/**
 * This process's stdin and stdout as a {@linkcode DuplexStream}.
 *
 * @module
 */

import type { DuplexStream } from "./duplex.ts";

/**
 * The process's standard input and output.
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
  return { readable: Deno.stdin.readable, writable: Deno.stdout.writable };
}
