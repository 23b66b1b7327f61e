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
import { FrameReader } from "../transport/frame_reader.ts";
import { DEFAULT_GRACE_MS, relay } from "../transport/relay.ts";
import { decideFirstFrame, type SelectionPolicy } from "../schema/first_frame.ts";
import { ErrorCode, ProtocolError } from "../schema/protocol_error.ts";
import {
  DEFAULT_MAX_FRAME_BYTES,
  INITIALIZE_METHOD,
  PROTOCOL_V1,
  PROTOCOL_V2,
  type ProtocolVersion,
} from "../schema/versions.ts";
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

/** The router was configured without any implementation. */
export class RouterConfigError extends Error {
  /**
   * @param message What is missing.
   */
  constructor(message: string) {
    super(message);
    this.name = "RouterConfigError";
  }
}

const LF = new Uint8Array([0x0a]);
const encoder = new TextEncoder();

/**
 * Routes one client to the v1 or v2 implementation its `initialize` asks for.
 *
 * @example Serve stdio with two agent commands
 * ```ts ignore
 * import { AgentRouter, command, stdio } from "./mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2: command("agent-v2") });
 * const { exitCode } = await router.serve(stdio());
 * Deno.exit(exitCode);
 * ```
 */
export class AgentRouter {
  #options: AgentRouterOptions;
  #policy: SelectionPolicy;

  /**
   * @param options The implementations and limits.
   * @throws {RouterConfigError} When neither `v1` nor `v2` is given.
   */
  constructor(options: AgentRouterOptions) {
    const configured: ProtocolVersion[] = [];
    if (options.v1) configured.push(PROTOCOL_V1);
    if (options.v2) configured.push(PROTOCOL_V2);
    if (configured.length === 0) {
      throw new RouterConfigError("the agent router needs a v1 or a v2 implementation");
    }
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
    const maxFrame = this.#options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    const frames = new FrameReader(client.readable, maxFrame);
    const writer = client.writable.getWriter();
    const reply = (text: string) => writer.write(encoder.encode(text + "\n"));
    const end = async (exitCode: number, shutdown = false): Promise<ServeResult> => {
      await writer.close().catch(() => {});
      frames.detach().readable.cancel().catch(() => {});
      return { exitCode, selected: null, shutdown };
    };
    const aborted = abortPromise(signal);

    try {
      while (true) {
        const read = await Promise.race([frames.next(), aborted]);
        if (read === "aborted") return await end(0, true);
        if (read.kind === "eof") return await end(0);
        if (read.kind === "oversize") {
          const error = new ProtocolError(
            ErrorCode.InvalidRequest,
            `first frame exceeds the ${read.limit}-byte limit; send a smaller frame or raise --max-frame`,
            { limit: read.limit },
          );
          log.error(error.message);
          await reply(error.toResponse(null)).catch(() => {});
          return await end(1);
        }
        const decision = decideFirstFrame(read.bytes, this.#policy);
        if (decision.kind === "skip") {
          (decision.warn ? log.warn : log.debug)(
            `ignored a frame before initialize: ${decision.reason}`,
          );
          continue;
        }
        if (decision.kind === "reject") {
          log.info(`rejected a frame before initialize: ${decision.error.message}`);
          if (decision.reply !== null) await reply(decision.reply);
          continue;
        }
        const { version, requested, rewritten } = decision;
        log.info(
          `selected ACP v${version} for requested version ${requested}` +
            (rewritten === null ? "" : " (initialize rewritten)"),
        );
        const factory = version === PROTOCOL_V2 ? this.#options.v2! : this.#options.v1!;
        let connection;
        try {
          connection = await factory();
        } catch (e) {
          const reason = e instanceof Error ? e.message : String(e);
          const error = new ProtocolError(
            ErrorCode.InternalError,
            `failed to start ACP v${version} agent: ${reason}`,
          );
          log.error(`${error.message}; check the --v${version} command`);
          await reply(error.toResponse(decision.rawId)).catch(() => {});
          return await end(1);
        }
        const first = rewritten === null ? read.bytes : encoder.encode(rewritten);
        const prefix = read.terminated ? [first, LF] : [first];
        const rest = frames.detach();
        writer.releaseLock();
        const exitCode = await relay(
          { readable: rest.readable, writable: client.writable },
          [...prefix, ...rest.buffered],
          connection,
          { graceMs: this.#options.graceMs ?? DEFAULT_GRACE_MS, signal, logger: log },
        );
        return { exitCode, selected: version, shutdown: signal?.aborted ?? false };
      }
    } catch (e) {
      // Writing a reply failed: the client is gone (EPIPE is a normal end).
      log.debug(`client connection ended before initialize: ${e instanceof Error ? e.message : e}`);
      return await end(0);
    }
  }
}

function abortPromise(signal: AbortSignal | undefined): Promise<"aborted"> {
  return new Promise((resolve) => {
    if (signal?.aborted) resolve("aborted");
    signal?.addEventListener("abort", () => resolve("aborted"), { once: true });
  });
}
