/**
 * The proxy router: serves one proxy-chain component slot with a v1 or v2 proxy,
 * chosen by the exact version of the conductor's `_proxy/initialize` (ROUTING §5).
 *
 * Unlike the agent router it never rewrites: the selected proxy gets the complete first
 * frame as received (a whole batch included) and answers `_proxy/initialize` itself.
 *
 * @module
 */

import type { ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import { serveWithHandshake } from "../transport/handshake_relay.ts";
import type { SelectionPolicy } from "../schema/first_frame.ts";
import {
  DEFAULT_MAX_FRAME_BYTES,
  type ProtocolVersion,
  PROXY_INITIALIZE_METHOD,
} from "../schema/versions.ts";
import { configuredVersions, selectionHandshake } from "../routing/selection_handshake.ts";
import { type Logger, silentLogger } from "../log/logger.ts";

/** Configuration of a {@linkcode ProxyRouter}. */
export interface ProxyRouterOptions {
  /** Opens the v1 proxy component. */
  v1?: ConnectionFactory;
  /** Opens the v2 proxy component. */
  v2?: ConnectionFactory;
  /** Largest frame accepted before selection (default 8 MiB). */
  maxFrameBytes?: number;
  /** Time the proxy has to exit after its input closes (default 2 s). */
  graceMs?: number;
  /** Where to report what happens (default: nowhere). */
  logger?: Logger;
}

/** How one proxied connection ended. */
export interface ProxyServeResult {
  /** The exit code for a daemon serving this connection (ROUTING §6). */
  exitCode: number;
  /** The version that was selected and started, or null. */
  selected: ProtocolVersion | null;
  /** Whether the `signal` ended the connection. */
  shutdown: boolean;
}

/**
 * Routes one conductor connection to the proxy its `_proxy/initialize` version names.
 *
 * @example
 * ```ts ignore
 * import { command, ProxyRouter, stdio } from "../mod.ts";
 * const router = new ProxyRouter({ v1: command("my-proxy --v1"), v2: command("my-proxy --v2") });
 * const { exitCode } = await router.serve(stdio());
 * Deno.exit(exitCode);
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
  constructor(options: ProxyRouterOptions) {
    const configured = configuredVersions(options, "proxy");
    this.#options = options;
    this.#policy = { method: PROXY_INITIALIZE_METHOD, configured, mode: "exact" };
  }

  /**
   * Serves one conductor connection until both sides are done.
   *
   * @param client The conductor's byte streams.
   * @param signal Aborting it shuts the connection down.
   * @returns How the connection ended. Never rejects.
   */
  async serve(client: DuplexStream, signal?: AbortSignal): Promise<ProxyServeResult> {
    const log = this.#options.logger ?? silentLogger;
    let selected: ProtocolVersion | null = null;
    const handshake = selectionHandshake(this.#policy, this.#options, log, "proxy", (v) => {
      selected = v;
    });
    const result = await serveWithHandshake(client, handshake, {
      maxFrameBytes: this.#options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
      graceMs: this.#options.graceMs,
      signal,
      logger: log,
    });
    return {
      exitCode: result.exitCode,
      selected: result.started ? selected : null,
      shutdown: result.shutdown,
    };
  }
}
