/**
 * This process's stdin and stdout as a {@linkcode DuplexStream}.
 *
 * @module
 */

import { writeAll } from "../async/write_all.ts";
import type { DuplexStream } from "./duplex.ts";
import { withFdEndpoint } from "./fd_endpoint.ts";

/**
 * The process's standard input and output. The stream is marked with its descriptors
 * (0 and 1), so that a router may move its bytes on the kernel paths when it is asked to
 * (the routers' `kernelPaths` option; see README "How bytes move").
 *
 * Its `writable` is `Deno.stdout.writable` but for one thing: a write to a stdout that was
 * inherited non-blocking (`O_NONBLOCK` on the open file) and is full waits for its reader
 * ({@linkcode writeAll}), where Deno's stream would fail with `EAGAIN`. As with Deno's
 * stream, closing or aborting it, or a failed write, closes stdout.
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
  return withFdEndpoint(
    { readable: Deno.stdin.readable, writable: stdoutWritable() },
    { readFd: 0, writeFd: 1 },
  );
}

/** This process's stdout as a stream; see {@linkcode stdio}. */
function stdoutWritable(): WritableStream<Uint8Array> {
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    try {
      Deno.stdout.close();
    } catch (e) {
      if (!(e instanceof Deno.errors.BadResource)) throw e; // closed already
    }
  };
  return new WritableStream<Uint8Array>({
    async write(chunk) {
      try {
        await writeAll(Deno.stdout, chunk);
      } catch (e) {
        close();
        throw e;
      }
    },
    close,
    abort: close,
  });
}
