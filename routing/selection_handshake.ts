/**
 * The handshake the agent and proxy routers share: each frame before selection goes
 * through {@linkcode decideFirstFrame}; skips are logged, rejections answered, and a
 * selection opens that version's implementation with the (possibly rewritten) frame.
 *
 * @module
 */

import type { ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import { type Handshake, serveWithHandshake } from "../transport/handshake_relay.ts";
import { decideFirstFrame, type SelectionPolicy } from "../schema/first_frame.ts";
import { ErrorCode, ProtocolError } from "../schema/protocol_error.ts";
import {
  DEFAULT_MAX_FRAME_BYTES,
  PROTOCOL_V1,
  PROTOCOL_V2,
  type ProtocolVersion,
} from "../schema/versions.ts";
import { type Logger, silentLogger } from "../log/logger.ts";

/** The implementations a router may select, by version. */
export interface VersionFactories {
  /** Opens the v1 implementation. */
  v1?: ConnectionFactory;
  /** Opens the v2 implementation. */
  v2?: ConnectionFactory;
}

/** A router whose options name no implementation at all. */
export class RouterConfigError extends Error {
  /**
   * Creates the error.
   *
   * @param message What is missing.
   */
  constructor(message: string) {
    super(message);
    this.name = "RouterConfigError";
  }
}

/**
 * The versions that have an implementation.
 *
 * @param factories The configured factories.
 * @param role Names the router in the error message.
 * @returns The configured versions, ascending.
 * @throws {RouterConfigError} When there are none.
 */
export function configuredVersions(factories: VersionFactories, role: string): ProtocolVersion[] {
  const configured: ProtocolVersion[] = [];
  if (factories.v1) configured.push(PROTOCOL_V1);
  if (factories.v2) configured.push(PROTOCOL_V2);
  if (configured.length === 0) {
    throw new RouterConfigError(`the ${role} router needs a v1 or a v2 implementation`);
  }
  return configured;
}

/**
 * Builds the handshake for a selection policy.
 *
 * @param policy Method, configured versions and selection mode.
 * @param factories The implementations.
 * @param log Where skips, rejections and the selection are reported.
 * @param role `agent` or `proxy`, for messages.
 * @param onSelect Told the selected version (and `null` if it then fails to start).
 * @returns The handshake to pass to `serveWithHandshake`.
 */
export function selectionHandshake(
  policy: SelectionPolicy,
  factories: VersionFactories,
  log: Logger,
  role: "agent" | "proxy",
  onSelect: (version: ProtocolVersion | null) => void,
): Handshake {
  const encoder = new TextEncoder();
  return {
    onFrame(frame) {
      const decision = decideFirstFrame(frame, policy);
      if (decision.kind === "skip") {
        (decision.warn ? log.warn : log.debug)(
          `ignored a frame before ${policy.method}: ${decision.reason}`,
        );
        return { kind: "continue" };
      }
      if (decision.kind === "reject") {
        log.info(`rejected a frame before ${policy.method}: ${decision.error.message}`);
        return { kind: "continue", reply: decision.reply ?? undefined };
      }
      const { version, requested, rewritten, rawId } = decision;
      log.info(
        `selected ACP v${version} ${role} for requested version ${requested}` +
          (rewritten === null ? "" : ` (${policy.method} rewritten)`),
      );
      onSelect(version);
      return {
        kind: "start",
        first: rewritten === null ? frame : encoder.encode(rewritten),
        open: async (options) => {
          const peer = await (version === PROTOCOL_V2 ? factories.v2! : factories.v1!)(options);
          const pid = (peer as { pid?: unknown }).pid;
          log.info(
            `started the v${version} ${role}${typeof pid === "number" ? ` (pid ${pid})` : ""}`,
          );
          return peer;
        },
        onOpenError(e) {
          onSelect(null);
          const reason = e instanceof Error ? e.message : String(e);
          const error = new ProtocolError(
            ErrorCode.InternalError,
            `failed to start ACP v${version} ${role}: ${reason}`,
          );
          log.error(`${error.message}; check the --v${version} command`);
          return error.toResponse(rawId);
        },
      };
    },
    onOversize(limit) {
      const error = new ProtocolError(
        ErrorCode.InvalidRequest,
        `first frame exceeds the ${limit}-byte limit; send a smaller frame or raise --max-frame`,
        { limit },
      );
      log.error(error.message);
      return error.toResponse(null);
    },
  };
}

/** Options shared by the routers that select an implementation from the first frame. */
export interface SelectingRouterOptions extends VersionFactories {
  /** Largest frame accepted before selection (default 8 MiB). */
  maxFrameBytes?: number;
  /** Time the implementation has to exit after its input closes (default 2 s). */
  graceMs?: number;
  /** Where to report what happens (default: nowhere). */
  logger?: Logger;
}

/** How one routed connection ended. */
export interface RouteResult {
  /**
   * The exit code for a daemon serving this connection (README "Exit codes"): 0 a clean
   * end, also when the daemon ended the implementation because the client left; 1 a
   * failure; else the implementation's own exit code. A daemon that received a signal
   * exits 128+N instead; that is the caller's to add.
   */
  exitCode: number;
  /** The version that was selected and started, or null when none was. */
  selected: ProtocolVersion | null;
  /** Whether the `signal` ended the connection. */
  shutdown: boolean;
}

/**
 * Serves one connection: frames go through {@linkcode selectionHandshake} until one
 * selects, then the selected implementation is started and relayed.
 *
 * @param client The client's byte streams.
 * @param policy Method, configured versions and selection mode.
 * @param options Implementations, limits and logger.
 * @param role `agent` or `proxy`, for messages.
 * @param signal Aborting it shuts the connection down.
 * @returns How the connection ended. Never rejects.
 */
export async function serveSelection(
  client: DuplexStream,
  policy: SelectionPolicy,
  options: SelectingRouterOptions,
  role: "agent" | "proxy",
  signal?: AbortSignal,
): Promise<RouteResult> {
  const log = options.logger ?? silentLogger;
  let selected: ProtocolVersion | null = null;
  const handshake = selectionHandshake(policy, options, log, role, (v) => {
    selected = v;
  });
  const result = await serveWithHandshake(client, handshake, {
    maxFrameBytes: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
    graceMs: options.graceMs,
    signal,
    logger: log,
  });
  return {
    exitCode: result.exitCode,
    selected: result.started ? selected : null,
    shutdown: result.shutdown,
  };
}
