/**
 * The agent router: serves one client connection with a v1 or a v2 implementation,
 * chosen by the client's first `initialize` (ROUTING §2, §3).
 *
 * One straight path for a frame: read → classify → select → rewrite (only that entry,
 * only when rule 3.4 says so) → start the implementation → pipe every later byte unchanged.
 *
 * @module
 */

import type { ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import { serveWithHandshake } from "../transport/handshake_relay.ts";
import type { SelectionPolicy } from "../schema/first_frame.ts";
import {
  DEFAULT_MAX_FRAME_BYTES,
  INITIALIZE_METHOD,
  type ProtocolVersion,
} from "../schema/versions.ts";
import { configuredVersions, selectionHandshake } from "../routing/selection_handshake.ts";
import { type Logger, silentLogger } from "../log/logger.ts";

/** Configuration of an {@linkcode AgentRouter}. */
export interface AgentRouterOptions {
  /** Opens the v1 implementation (called only when v1 is selected). */
  v1?: ConnectionFactory;
  /** Opens the v2 implementation (called only when v2 is selected). */
  v2?: ConnectionFactory;
  /** Largest frame accepted before selection (default 8 MiB). */
  maxFrameBytes?: number;
  /** Time the implementation has to exit after its input closes (default 2 s). */
  graceMs?: number;
  /** Where to report what happens (default: nowhere). */
  logger?: Logger;
}

/** How one served connection ended. */
export interface ServeResult {
  /** The exit code for a daemon serving this connection (ROUTING §6). */
  exitCode: number;
  /** The version that was selected and started, or null when none was. */
  selected: ProtocolVersion | null;
  /** Whether the `signal` ended the connection. */
  shutdown: boolean;
}

/**
 * Routes one client to the v1 or v2 implementation its `initialize` asks for.
 *
 * @example Serve stdio with two agent commands
 * ```ts ignore
 * import { AgentRouter, command, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2: command("agent-v2") });
 * const { exitCode } = await router.serve(stdio());
 * Deno.exit(exitCode);
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
  constructor(options: AgentRouterOptions) {
    const configured = configuredVersions(options, "agent");
    this.#options = options;
    this.#policy = { method: INITIALIZE_METHOD, configured, mode: "highest-compatible" };
  }

  /**
   * Serves one client connection until both sides are done.
   *
   * @param client The client's byte streams.
   * @param signal Aborting it shuts the connection down (the implementation's input is
   *   closed, then it is terminated after the grace period).
   * @returns How the connection ended. Never rejects.
   */
  async serve(client: DuplexStream, signal?: AbortSignal): Promise<ServeResult> {
    const log = this.#options.logger ?? silentLogger;
    let selected: ProtocolVersion | null = null;
    const handshake = selectionHandshake(this.#policy, this.#options, log, "agent", (v) => {
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
