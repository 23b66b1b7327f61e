/**
 * The agent router: serves one client connection with a v1 or a v2 implementation,
 * chosen by the client's first `initialize` (ROUTING §2, §3).
 *
 * One straight path for a frame: read -> classify -> select -> rewrite (only that entry,
 * only when rule 3.4 says so) -> start the implementation -> pipe every later byte unchanged.
 *
 * @module
 */

import { checkRouterLimits, ownOptions } from "../routing/router_config_error.ts";
import type { DuplexStream } from "../transport/duplex.ts";
import type { SelectionPolicy } from "../schema/first_frame.ts";
import { INITIALIZE_METHOD } from "../schema/versions.ts";
import {
  configuredVersions,
  guardingRouters,
  SELECTING_ROUTER_OPTIONS,
  type SelectingRouterOptions,
  serveSelection,
} from "../routing/selection_handshake.ts";
import type { RouteOutcome, ServeOptions } from "../routing/route_outcome.ts";

/** Configuration of an {@linkcode AgentRouter}. */
export interface AgentRouterOptions extends SelectingRouterOptions {}

/**
 * Routes one client to the v1 or v2 implementation its `initialize` asks for.
 *
 * @example Serve stdio with two agent commands
 * ```ts ignore
 * import { AgentRouter, command, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2: command("agent-v2") });
 * const outcome = await router.serve(stdio());
 * console.error(`served ACP v${outcome.selected}: ${outcome.end}`);
 * ```
 */
export class AgentRouter {
  #options: AgentRouterOptions;
  #policy: SelectionPolicy;

  /**
   * Creates a router for the given implementations.
   *
   * @param options The implementations and limits.
   * @throws {import("../routing/selection_handshake.ts").RouterConfigError} When neither `v1` nor `v2` is given.
   */
  constructor(given: AgentRouterOptions) {
    const options = ownOptions(given, "agent router", SELECTING_ROUTER_OPTIONS);
    const configured = configuredVersions(options, "agent");
    checkRouterLimits(options, "agent router");
    this.#options = options;
    this.#policy = { method: INITIALIZE_METHOD, configured, mode: "highest-compatible" };
    guardingRouters.add(this);
  }

  /**
   * Serves one client connection until both sides are done.
   *
   * @param client The client's byte streams.
   * @param options The stop signal, an observer and a logger for this connection.
   * @returns How the connection ended. Never rejects.
   */
  serve(client: DuplexStream, options: ServeOptions = {}): Promise<RouteOutcome> {
    return serveSelection(
      client,
      this.#policy,
      this.#options,
      "agent",
      options ?? {},
    );
  }
}
