/**
 * The proxy router: serves one proxy-chain component slot with a v1 or v2 proxy,
 * chosen by the exact version of the conductor's `_proxy/initialize` (ROUTING §5).
 *
 * Unlike the agent router it never rewrites: the selected proxy gets the complete first
 * frame as received (a whole batch included) and answers `_proxy/initialize` itself.
 *
 * @module
 */

import { checkRouterLimits, ownOptions } from "../routing/router_config_error.ts";
import type { DuplexStream } from "../transport/duplex.ts";
import type { SelectionPolicy } from "../schema/first_frame.ts";
import { PROXY_INITIALIZE_METHOD } from "../schema/versions.ts";
import {
  configuredVersions,
  guardingRouters,
  SELECTING_ROUTER_OPTIONS,
  type SelectingRouterOptions,
  serveSelection,
} from "../routing/selection_handshake.ts";
import type { RouteOutcome, ServeOptions } from "../routing/route_outcome.ts";

/** Configuration of a {@linkcode ProxyRouter}. */
export interface ProxyRouterOptions extends SelectingRouterOptions {}

/**
 * Routes one conductor connection to the proxy its `_proxy/initialize` version names.
 *
 * @example Serve a proxy-chain slot on stdio with a v1 and a v2 proxy
 * ```ts ignore
 * import { command, ProxyRouter, stdio } from "../mod.ts";
 * const router = new ProxyRouter({ v1: command("my-proxy --v1"), v2: command("my-proxy --v2") });
 * const outcome = await router.serve(stdio());
 * console.error(`served ACP v${outcome.selected}: ${outcome.end}`);
 * ```
 */
export class ProxyRouter {
  #options: ProxyRouterOptions;
  #policy: SelectionPolicy;

  /**
   * Creates a router for the given proxy implementations.
   *
   * @param options The proxy implementations and limits.
   * @throws {import("../routing/selection_handshake.ts").RouterConfigError} When neither `v1` nor `v2` is given.
   */
  constructor(given: ProxyRouterOptions) {
    const options = ownOptions(given, "proxy router", SELECTING_ROUTER_OPTIONS);
    const configured = configuredVersions(options, "proxy");
    checkRouterLimits(options, "proxy router");
    this.#options = options;
    this.#policy = { method: PROXY_INITIALIZE_METHOD, configured, mode: "exact" };
    guardingRouters.add(this);
  }

  /**
   * Serves one conductor connection until both sides are done.
   *
   * @param client The conductor's byte streams.
   * @param options The stop signal, an observer and a logger for this connection.
   * @returns How the connection ended. Never rejects.
   */
  serve(client: DuplexStream, options: ServeOptions = {}): Promise<RouteOutcome> {
    return serveSelection(
      client,
      this.#policy,
      this.#options,
      "proxy",
      options ?? {},
    );
  }
}
