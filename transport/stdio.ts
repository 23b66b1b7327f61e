/**
 * This process's stdin and stdout as a {@linkcode DuplexStream}.
 *
 * @module
 */

import type { DuplexStream } from "./duplex.ts";
import { stdoutHandover } from "./stdout_handover.ts";

/** Options for {@linkcode stdio}. */
export interface StdioOptions {
  /**
   * Copy every byte through this process's own buffers. By default (false) the stream
   * offers the kernel paths a relay may take on Linux with the FFI permission: handing
   * stdout to a child process (`transport/stdout_handover.ts`) and splicing stdin into a
   * child's stdin (`transport/fd_pump.ts`).
   */
  copy?: boolean;
}

/**
 * The process's standard input and output.
 *
 * @param options Whether to copy every byte instead of offering the kernel paths.
 * @returns `{ readable: stdin, writable: stdout }`, with the kernel paths unless `copy`.
 *
 * @example
 * ```ts ignore
 * import { stdio } from "./stdio.ts";
 * const { readable, writable } = stdio();
 * await readable.pipeTo(writable); // cat
 * ```
 */
export function stdio(options: StdioOptions = {}): DuplexStream {
  return {
    readable: Deno.stdin.readable,
    writable: Deno.stdout.writable,
    stdoutHandover: options.copy ? undefined : stdoutHandover,
    readableFd: options.copy ? undefined : 0,
  };
}
