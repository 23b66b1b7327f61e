/**
 * The library's way to serve remote clients: a front for the server (`http_server.ts`) that
 * loads it only when called, so that importing the library costs stdio users nothing.
 *
 * @module
 */

import type { AcpListener, AcpListenOptions, ShutdownOptions } from "./http_server.ts";

export type { AcpListener, AcpListenOptions, ShutdownOptions };

/**
 * Serves Streamable HTTP and WebSocket at `/acp` (REMOTE.md), handing each connection's byte
 * streams to `options.handler`. Only a loopback host is safe without `token`: a CLI refuses
 * anything else, this function trusts its caller.
 *
 * @param options Where to listen, the handler, the security settings and the bounds.
 * @returns The running server, once it listens.
 * @throws {RangeError} When a bound is not a positive integer, or the port is not 0 to 65535.
 * @throws {TypeError} When there is no handler, or an allowed origin is not one a browser sends
 *   (`null`, `*`, a path or trailing slash).
 * @throws {Error} When it cannot listen (`code` `EADDRINUSE`: the port is taken;
 *   `Deno.errors.NotCapable`: no net permission).
 *
 * @example Serve an agent router on a free loopback port
 * ```ts ignore
 * import { AgentRouter, command, listenAcp, routerHandler } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1"), v2: command("agent-v2") });
 * const listener = await listenAcp({ handler: routerHandler(router) });
 * console.error(`listening on ${listener.url}`);
 * // A rolling restart: live connections get 30 s to finish, new ones are refused at once.
 * Deno.addSignalListener("SIGTERM", () => listener.shutdown("SIGTERM", { drainMs: 30_000 }));
 * ```
 */
export async function listenAcp(options: AcpListenOptions): Promise<AcpListener> {
  const { startAcpServer } = await import("./http_server.ts");
  return startAcpServer(options);
}
