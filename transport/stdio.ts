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
    { readable: Deno.stdin.readable, writable: Deno.stdout.writable },
    { readFd: 0, writeFd: 1 },
  );
}
