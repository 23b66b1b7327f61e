/**
 * The handshake the agent and proxy routers share: each frame before selection goes
 * through {@linkcode decideFirstFrame}; skips are logged, rejections answered, and a
 * selection opens that version's implementation with the (possibly rewritten) frame.
 *
 * @module
 */

import type { ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import { type Handshake, serveHandshakeSession } from "../session/handshake_session.ts";
import type { RouteOutcome } from "./route_outcome.ts";
import { RouterConfigError } from "./router_config_error.ts";
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

/** What the handshake learned about the selection. */
interface Selection {
  version: ProtocolVersion;
  requested: number;
  rewritten: boolean;
}

/**
 * Builds the handshake for a selection policy.
 *
 * @param policy Method, configured versions and selection mode.
 * @param factories The implementations.
 * @param log Where skips, rejections and the selection are reported.
 * @param role `agent` or `proxy`, for messages.
 * @param onSelect Told what was selected, before the implementation is opened.
 * @returns The handshake to pass to `serveHandshakeSession`.
 */
function selectionHandshake(
  policy: SelectionPolicy,
  factories: VersionFactories,
  log: Logger,
  role: "agent" | "proxy",
  onSelect: (selection: Selection) => void,
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
      onSelect({ version, requested, rewritten: rewritten !== null });
      return {
        kind: "start",
        first: rewritten === null ? frame : encoder.encode(rewritten),
        open: version === PROTOCOL_V2 ? factories.v2! : factories.v1!,
        onOpenError(e) {
          const reason = e instanceof Error ? e.message : String(e);
          const error = new ProtocolError(
            ErrorCode.InternalError,
            `failed to start ACP v${version} ${role}: ${reason}`,
          );
          log.error(error.message);
          return error.toResponse(rawId);
        },
      };
    },
    onOversize(limit) {
      const error = new ProtocolError(
        ErrorCode.InvalidRequest,
        `first frame exceeds the ${limit}-byte limit; send a smaller frame`,
        { limit },
      );
      log.error(error.message);
      return error.toResponse(null);
    },
  };
}

/** Options shared by the routers that select an implementation from the first frame. */
export interface SelectingRouterOptions extends VersionFactories {
  /**
   * Largest frame accepted before selection, in bytes.
   * @default 8388608
   */
  maxFrameBytes?: number;
  /**
   * Time the implementation has to exit after its input closes, and after a stop before
   * SIGKILL, in milliseconds.
   * @default 2000
   */
  graceMs?: number;
  /**
   * Move bytes on the kernel paths where they cannot change behaviour (Linux, the client on
   * this process's stdin and stdout as `stdio()` gives them, a `command()` implementation,
   * pipes; see README "How bytes move"). After the stdout handover this process's own stdout
   * writes go to `/dev/null`, so only ask for it when stdout belongs to the client.
   * @default false
   */
  kernelPaths?: boolean;
  /**
   * Where to report what happens.
   * @default silentLogger
   */
  logger?: Logger;
}

/**
 * Serves one connection: frames go through the selection handshake until one selects,
 * then the selected implementation is started and the session runs to its end.
 *
 * @param client The client's byte streams.
 * @param policy Method, configured versions and selection mode.
 * @param options Implementations, limits and logger.
 * @param role `agent` or `proxy`, for messages.
 * @param signal Aborting it stops the connection now.
 * @returns How the connection ended. Never rejects.
 */
export async function serveSelection(
  client: DuplexStream,
  policy: SelectionPolicy,
  options: SelectingRouterOptions,
  role: "agent" | "proxy",
  signal?: AbortSignal,
): Promise<RouteOutcome> {
  const log = options.logger ?? silentLogger;
  let selection: Selection | null = null;
  const handshake: Handshake = {
    ...selectionHandshake(policy, options, log, role, (s) => selection = s),
    onStarted(pid) {
      const version = (selection as Selection | null)?.version;
      log.info(`started the v${version} ${role}${pid === null ? "" : ` (pid ${pid})`}`);
    },
  };
  const ended = await serveHandshakeSession(client, handshake, {
    maxFrameBytes: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
    graceMs: options.graceMs,
    kernelPaths: options.kernelPaths,
    signal,
    logger: log,
  });
  const chosen = selection as Selection | null;
  const described = {
    requested: chosen?.requested ?? null,
    rewritten: chosen?.rewritten ?? false,
  };
  if (!ended.started) {
    return {
      end: ended.end,
      selected: ended.end === "start-failed" ? chosen?.version ?? null : null,
      ...described,
      implementation: null,
      ...(ended.error ? { error: ended.error } : {}),
    };
  }
  const { session } = ended;
  return {
    end: session.cause === "peer-ended" ? "implementation-ended" : session.cause,
    selected: chosen!.version,
    ...described,
    implementation: { code: session.peerCode, endedBy: session.endedBy, pid: ended.pid },
    ...(session.outputError ? { error: session.outputError } : {}),
  };
}
