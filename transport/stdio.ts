/**
 * This process's stdin and stdout as a {@linkcode DuplexStream}.
 *
 * @module
 */

import type { DuplexStream } from "./duplex.ts";
import { withFdEndpoint } from "./fd_endpoint.ts";
import { systemCode } from "./pipe_errors.ts";

/**
 * The process's standard input and output. The stream is marked with its descriptors
 * (0 and 1), so that a router may move its bytes on the kernel paths when it is asked to
 * (the routers' `kernelPaths` option; see README "How bytes move").
 *
 * Serving it takes stdout for the session and closes it at the session's end, as the end of
 * the client's input: `console.log` then throws (`BadResource`). Write what the program says
 * afterwards to stderr (`console.error`), as the example does.
 *
 * @returns `{ readable: stdin, writable: stdout }`.
 *
 * @example Route this process's stdin and stdout on the kernel paths
 * ```ts ignore
 * import { AgentRouter, command, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("my-agent --stdio"), kernelPaths: true });
 * const outcome = await router.serve(stdio());
 * console.error(`ACP v${outcome.selected}: ${outcome.end}`);
 * ```
 */
export function stdio(): DuplexStream {
  const readable = Deno.stdin.isTerminal()
    ? endedByHangUp(Deno.stdin.readable)
    : Deno.stdin.readable;
  return withFdEndpoint({ readable, writable: Deno.stdout.writable }, { readFd: 0, writeFd: 1 });
}

/** Linux's EIO, which a read of a terminal that hung up fails with. */
const EIO = 5;

/**
 * A terminal's input, where a hang-up (the terminal closed: a pty's other side, say, when
 * nothing sends this process SIGHUP) is the end of input, as a pipe's end of file is: a read
 * of a terminal that hung up fails with EIO, which would otherwise be reported as a failure.
 */
function endedByHangUp(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // Taken at the first read: a stdio() that is never served leaves stdin as it was.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      reader ??= source.getReader();
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (e) {
        if (systemCode(e) !== "EIO" && systemCode(e) !== `errno ${EIO}`) throw e;
        reader.releaseLock();
        controller.close();
      }
    },
    cancel(reason) {
      return reader === undefined ? source.cancel(reason) : reader.cancel(reason);
    },
  }, { highWaterMark: 0 });
}
