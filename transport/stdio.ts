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
   * Offer a relay the kernel paths (Linux, with the FFI permission; see README "How bytes
   * move"): handing stdout to the selected child process (`transport/stdout_handover.ts`)
   * and splicing stdin into the child's stdin (`transport/fd_pump.ts`). Off by default,
   * because the handover is for good: afterwards this process's own stdout writes go to
   * `/dev/null`. The CLI turns it on (and `--copy` off again): its stdout is the client's.
   */
  kernelPaths?: boolean;
}

/**
 * The process's standard input and output.
 *
 * @param options Whether to offer the kernel paths.
 * @returns `{ readable: stdin, writable: stdout }`, with the kernel paths when asked for.
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
    stdoutHandover: options.kernelPaths ? stdoutHandover : undefined,
    readableFd: options.kernelPaths ? 0 : undefined,
  };
}
