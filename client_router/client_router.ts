/**
 * The client router: connects client programs that each speak one ACP version to an agent
 * whose version is not known in advance (ROUTING §4). The handshake itself
 * (`client_connect.ts`) loads at the first {@linkcode ClientRouter.connect}: a program that
 * only imports this library does not pay for it.
 *
 * @module
 */

import type { ConnectionFactory } from "../transport/duplex.ts";
import {
  checkFactories,
  checkRouterLimits,
  ownOptions,
  readCallOptions,
  RouterConfigError,
} from "../routing/router_config_error.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import type { ProtocolError } from "../schema/protocol_error.ts";
import type { ProtocolVersion } from "../schema/versions.ts";
import { type Logger, silentLogger } from "../log/logger.ts";
import { guardObserver } from "../observation/guarded_observer.ts";

/**
 * Default time each handshake step may take: 30 s.
 *
 * @example Give a slow-starting agent twice the default handshake time
 * ```ts
 * import { ClientRouter, command, DEFAULT_INIT_TIMEOUT_MS } from "../mod.ts";
 * const router = new ClientRouter({
 *   v1Client: command("my-client --acp-v1"),
 *   agent: command("slow-agent --stdio"),
 *   initTimeoutMs: 2 * DEFAULT_INIT_TIMEOUT_MS, // 60 s
 * });
 * ```
 */
export const DEFAULT_INIT_TIMEOUT_MS = 30_000;

/** Configuration of a {@linkcode ClientRouter}. */
export interface ClientRouterOptions {
  /** Opens a fresh v1 client program (called only on v1 paths; maybe twice on reconnect). */
  v1Client?: ConnectionFactory;
  /** Opens the v2 client program (tried first when given). */
  v2Client?: ConnectionFactory;
  /** Opens a fresh connection to the agent (twice on reconnect). */
  agent: ConnectionFactory;
  /**
   * How long each handshake step may take, in milliseconds: a client sending its
   * `initialize`, the agent answering it.
   * @default 30000
   */
  initTimeoutMs?: number;
  /**
   * Time a client or agent has to exit after its input closes, in milliseconds.
   * @default 2000
   */
  graceMs?: number;
  /**
   * Largest frame read during the handshake, in bytes.
   * @default 8388608
   */
  maxFrameBytes?: number;
  /**
   * Where to report what happens.
   * @default silentLogger
   */
  logger?: Logger;
}

/** Every option of {@linkcode ClientRouterOptions}, by name (the type keeps it complete). */
const CLIENT_ROUTER_OPTIONS: readonly string[] = Object.keys(
  {
    v1Client: true,
    v2Client: true,
    agent: true,
    initTimeoutMs: true,
    graceMs: true,
    maxFrameBytes: true,
    logger: true,
  } satisfies Record<keyof ClientRouterOptions, true>,
);

/** How one connect runs. */
export interface ConnectOptions {
  /** Aborting it stops now (see {@linkcode ClientRouter.connect}). */
  signal?: AbortSignal;
  /**
   * Sees the session's bytes between the selected client program and the agent. It must not
   * throw: one that does is logged once with its stack and told nothing more, the session
   * goes on, and its error is then the outcome's `error` (unless it has one of its own).
   */
  observer?: SessionObserver;
}

/** How one connect ended. */
export interface ClientRouterOutcome {
  /**
   * `session-ended`: the handshake succeeded and the session ran to its end;
   * `handshake-failed`: no session ran (`error` says why); `stopped`: the caller's signal
   * ended it (before or during the session).
   */
  end: "session-ended" | "handshake-failed" | "stopped";
  /** The selected client program's exit code once the session ran, or null when it has none. */
  clientExitCode: number | null;
  /** The agent's exit code once the session ran, or null when it has none. */
  agentExitCode: number | null;
  /** The version of the client that ran the session, or null when none did. */
  selected: ProtocolVersion | null;
  /** How many times the agent factory was called. */
  agentsOpened: number;
  /** How many times the v1 client factory was called. */
  v1ClientsCreated: number;
  /** How many times the v2 client factory was called. */
  v2ClientsCreated: number;
  /** Whether the v1 client reused the agent connection the v2 client's initialize opened. */
  reused: boolean;
  /**
   * Why the handshake failed (a {@linkcode ClientRouterError}), or, when the session ran,
   * the agent's error answer to the initialize (a {@linkcode ProtocolError}); else what the
   * call's observer threw (it must never: it was told nothing more from then on).
   */
  error?: ProtocolError | Error;
}

/**
 * Connects one v1 and/or v2 client program to an agent, falling back from v2 to v1 only
 * when the agent answers a v2 `initialize` with `protocolVersion: 1`.
 *
 * @example Two client commands and one agent command
 * ```ts ignore
 * import { ClientRouter, command } from "../mod.ts";
 * const router = new ClientRouter({
 *   v1Client: command("my-client --acp-v1"),
 *   v2Client: command("my-client --acp-v2"),
 *   agent: command("my-agent --stdio"),
 * });
 * const { end, selected, clientExitCode, error } = await router.connect();
 * ```
 */
export class ClientRouter {
  #options: ClientRouterOptions;

  /**
   * Creates a router; nothing is opened before {@linkcode ClientRouter.connect}.
   *
   * @param options The factories and limits.
   * @throws {RouterConfigError} When no client factory or no agent factory is given.
   */
  constructor(given: ClientRouterOptions) {
    const options = ownOptions(given, "client router", CLIENT_ROUTER_OPTIONS);
    checkFactories(options, ["v1Client", "v2Client", "agent"], "client router");
    if (!options.v1Client && !options.v2Client) {
      throw new RouterConfigError(
        "the client router needs a v1 or a v2 client; give v1Client or v2Client",
      );
    }
    if (!options.agent) throw new RouterConfigError("the client router needs an agent factory");
    checkRouterLimits(options, "client router");
    this.#options = options;
  }

  /**
   * Runs the handshake, then the session until both sides are done.
   *
   * @param options The stop signal (during the handshake everything opened is ended; during
   *   the session the agent's and the client program's process groups get the signal named
   *   by the abort reason, any other reason SIGTERM, then SIGKILL after the grace period),
   *   and an observer of the session's bytes (client side).
   * @returns How it ended. Never rejects; every connection opened has been ended. A client
   *   whose `initialize` the agent failed to answer (it could not start, ended, answered
   *   something else or took too long) was first sent a `-32603` answer with the error's message.
   */
  async connect(options: ConnectOptions = {}): Promise<ClientRouterOutcome> {
    const { own, mistake } = readCallOptions(options, ["signal", "observer"], "connect");
    const { signal, observer } = own;
    if (mistake !== undefined) {
      // Nothing is opened: the caller's mistake is its outcome, as the other routers' is.
      const error = new RouterConfigError(mistake);
      this.#options.logger?.error(error.message);
      return {
        end: "handshake-failed",
        clientExitCode: null,
        agentExitCode: null,
        selected: null,
        agentsOpened: 0,
        v1ClientsCreated: 0,
        v2ClientsCreated: 0,
        reused: false,
        error,
      };
    }
    const { Connect } = await import("./client_connect.ts");
    if (!observer) return await new Connect(this.#options, signal ?? undefined, undefined).run();
    // An observer that throws is said and told nothing more; its error is the outcome's.
    const guarded = guardObserver(observer, this.#options.logger ?? silentLogger);
    const ran = await new Connect(this.#options, signal ?? undefined, guarded.observer).run();
    // A reason of its own (a failed handshake, the agent's error answer) is kept; the
    // observer's is logged.
    const error = ran.error ? null : guarded.failure();
    return error === null ? ran : { ...ran, error };
  }
}
