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
   * Whether a child process may be given stdout itself (Linux, with the FFI permission;
   * see `transport/stdout_handover.ts`), instead of having its output copied through this
   * process. Default true.
   */
  handOverStdout?: boolean;
}

/**
 * The process's standard input and output.
 *
 * @param options Whether stdout may be handed to a child process.
 * @returns `{ readable: stdin, writable: stdout }`, with the stdout handover check.
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
    stdoutHandover: options.handOverStdout === false ? undefined : stdoutHandover,
  };
}
