/**
 * The conductor (`acp-proxy chain`, issue 14): a chain of ACP proxies in front of an agent,
 * served to one client as one agent. It selects the version from the client's first
 * `initialize` as the agent router does, starts every component (each in its own process
 * group), carries the messages between them (`chain_routing.ts`), never lets a v2 chain be
 * answered by another version, and ends every component in the agent router's order.
 *
 * @module
 */

import { clientStreams } from "../transport/conn_streams.ts";
import {
  checkFactories,
  checkRouterLimits,
  ownOptions,
  readCallOptions,
  RouterConfigError,
} from "../routing/router_config_error.ts";
import { type ConnectionFactory, type DuplexStream, unusableStreams } from "../transport/duplex.ts";
import type { ProtocolVersion } from "../schema/versions.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import { guardingRouters, guardObserver } from "../observation/guarded_observer.ts";
import type { ImplementationExit } from "../routing/route_outcome.ts";
import { type Logger, silentLogger } from "../log/logger.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import { DEFAULT_GRACE_MS } from "../session/lifecycle.ts";
import { asError, stackOf } from "../log/error_text.ts";

/** Options of a {@linkcode Conductor}. */
export interface ConductorOptions {
  /** The proxies, in chain order (the client's side first); may be empty. */
  proxies: readonly ConnectionFactory[];
  /** The agent at the end of the chain. */
  agent: ConnectionFactory;
  /**
   * The names sent to proxies: `prefixed` (`_proxy/initialize`, `_proxy/successor`, the
   * Rust conductor's) or `schema` (`proxy/initialize`, `proxy/successor`). Both are accepted.
   * @default "prefixed"
   */
  proxyMethods?: "prefixed" | "schema";
  /**
   * Largest first frame accepted from the client, in bytes; after selection, frames the chain
   * reads (with proxies or an observer) may be as large as this or 64 MiB, whichever is
   * larger. With no proxies and no observer, bytes are piped after the handshake: no bound.
   * @default 8388608 (8 MiB)
   */
  maxFrameBytes?: number;
  /**
   * Time a component has to exit after its input closes, and after a signal, before SIGKILL.
   * @default 2000
   */
  graceMs?: number;
  /**
   * Most bytes queued for one party before its senders wait (each frame counts 1 KiB more
   * than its bytes, so that many tiny frames are bounded too). Where every party in a cycle
   * waits on the next (a proxy that does not read while it writes, large messages both ways),
   * the cycle's frames go past it, up to this plus the largest frame a chain passes
   * (`maxFrameBytes` or 64 MiB, whichever is larger); then the chain ends.
   * @default 16777216 (16 MiB)
   */
  maxQueuedBytes?: number;
  /**
   * Where the conductor's own lines go.
   * @default silentLogger
   */
  logger?: Logger;
}

/** Every option of {@linkcode ConductorOptions}, by name (the type keeps it complete). */
const CONDUCTOR_OPTIONS: readonly string[] = Object.keys(
  {
    proxies: true,
    agent: true,
    proxyMethods: true,
    maxFrameBytes: true,
    graceMs: true,
    maxQueuedBytes: true,
    logger: true,
  } satisfies Record<keyof ConductorOptions, true>,
);

/** How one chain session is served. */
export interface ChainServeOptions {
  /**
   * Aborting it stops the chain now: every component's group gets the signal the reason
   * names (`"SIGINT"`; anything else: SIGTERM), then SIGKILL after the grace period.
   */
  signal?: AbortSignal;
  /**
   * Sees every frame each party receives (`from`/`to`: `Client`, `Proxy(0)`, ..., `Agent`);
   * a response as its sender wrote it, so that it pairs with its request on that hop. It must
   * not throw: one that does is logged once with its stack and told nothing more, the chain
   * goes on, and its outcome is then `failed` with that error, unless it failed for a reason
   * of its own.
   */
  observer?: SessionObserver;
  /**
   * Where this chain's lines go instead of the conductor's `logger` (e.g. one that names the
   * connection, as `routerHandler` gives it).
   * @default the conductor's `logger`
   */
  logger?: Logger;
}

/**
 * Why a chain session ended:
 * - `client-closed`: the client left before its `initialize` selected a version;
 * - `oversize`: a first frame over `maxFrameBytes`, or a later frame over the chain's bound
 *   (the larger of `maxFrameBytes` and 64 MiB) that the chain had to read whole; the client
 *   got `-32600` (without id after the first frame), and the chain ended;
 * - `start-failed`: a component could not start (the client got `-32603` naming it);
 * - `refused`: the chain's `initialize` was answered with an error (by a proxy, or by the
 *   never-downgrade check); the client got it, and every component was ended;
 * - `client-left`: the client's input ended, or its output went away;
 * - `output-failed`: writing to the client failed for another reason, a full disk say
 *   (see `error`);
 * - `component-ended`: a component's output ended or it exited (`ended` says which);
 * - `stopped`: the caller's signal;
 * - `failed`: an unexpected error, a bug (see `error`).
 */
export type ChainEnd =
  | "client-closed"
  | "oversize"
  | "start-failed"
  | "refused"
  | "client-left"
  | "output-failed"
  | "component-ended"
  | "stopped"
  | "failed";

/** How one chain session ended. */
export interface ChainOutcome {
  /** Why it ended. */
  end: ChainEnd;
  /** The version the chain ran, or null before selection. */
  selected: ProtocolVersion | null;
  /** The version the client asked for, or null. */
  requested: number | null;
  /** Whether the client's initialize was rewritten (a version above 2 canonicalized to 2). */
  rewritten: boolean;
  /** How the agent ended, once it was started. */
  agent: ImplementationExit | null;
  /** The component whose end ended the chain (`Proxy(0)`, ..., `Agent`), with its exit code. */
  ended?: { component: string; code: number | null };
  /**
   * The error behind `start-failed` (the component's own: a `SpawnError`, a
   * `RemoteAgentError` with the HTTP status), `output-failed` and `failed`.
   */
  error?: Error;
}

/**
 * Runs a chain of proxies and an agent for one client.
 *
 * @example Serve stdio through one proxy to an agent
 * ```ts ignore
 * import { command, Conductor, stdio } from "../mod.ts";
 * const conductor = new Conductor({
 *   proxies: [command("deno run -A examples/prompt_prefix_proxy.ts")],
 *   agent: command("my-agent --acp"),
 * });
 * const outcome = await conductor.serve(stdio());
 * console.error(`chain v${outcome.selected}: ${outcome.end}`);
 * ```
 */
export class Conductor {
  readonly #options: ConductorOptions;

  /**
   * Creates a conductor; nothing starts until a client's `initialize` arrives.
   *
   * @param options The components and limits.
   * @throws {RouterConfigError} When the agent is missing, the proxies are not an array of
   *   factories, `proxyMethods` is neither `"prefixed"` nor `"schema"`, a limit is out of
   *   range, or the logger lacks one of its four functions.
   */
  constructor(given: ConductorOptions) {
    const options = ownOptions(given, "conductor", CONDUCTOR_OPTIONS);
    checkFactories(options, ["agent"], "conductor");
    if (typeof options.agent !== "function") {
      throw new RouterConfigError("the conductor needs an agent factory; give agent");
    }
    if (!Array.isArray(options.proxies) || options.proxies.some((p) => typeof p !== "function")) {
      throw new RouterConfigError("the conductor's proxies must be an array of factories");
    }
    const methods = options.proxyMethods;
    if (methods !== undefined && methods !== "prefixed" && methods !== "schema") {
      throw new RouterConfigError(
        `the conductor's proxyMethods must be "prefixed" or "schema" (got ${
          JSON.stringify(methods)
        })`,
      );
    }
    checkRouterLimits(options, "conductor");
    this.#options = options;
    guardingRouters.add(this);
  }

  /**
   * Serves one client until the chain ends.
   *
   * @param client The client's byte streams.
   * @param options The stop signal, an observer, this chain's logger.
   * @returns How it ended. Never rejects.
   */
  async serve(client: DuplexStream, options: ChainServeOptions = {}): Promise<ChainOutcome> {
    const failed = (error: Error): ChainOutcome => ({
      end: "failed",
      selected: null,
      requested: null,
      rewritten: false,
      agent: null,
      error,
    });
    // A caller's mistake is its outcome, as the routers' is: nothing is read or started.
    const { own, mistake } = readCallOptions(
      options,
      ["signal", "observer", "logger"],
      "serve",
    );
    // This chain's own logger, where the call gives one (none when the call is a mistake); one
    // that throws cannot make serve reject (it never does).
    const log = guardedLogger(own.logger ?? this.#options.logger ?? silentLogger);
    if (mistake !== undefined) {
      const error = new RouterConfigError(mistake);
      log.error(error.message);
      // A Deno.Conn is closed all the same (its client reads an end of file).
      await clientStreams(client).finish(this.#options.graceMs ?? DEFAULT_GRACE_MS, log);
      return failed(error);
    }
    const settings: ConductorOptions = { ...this.#options, logger: log };
    try {
      // The session's code loads with the first chain, not with the library.
      const [{ ChainSession }, { clientOutput }] = await Promise.all([
        import("./chain_session.ts"),
        import("../transport/byte_path.ts"),
      ]);
      // Checked first, nothing locked half-way (the client's output would never end), and
      // after the load: a serve of the same streams may have taken them meanwhile.
      // A Deno.Conn's own readable would close it at the client's half-close, answers unsent.
      const given = clientStreams(client);
      client = given.streams;
      const unusable = unusableStreams(client);
      if (unusable !== undefined) {
        log.error(`the client's streams cannot be served: ${unusable}`);
        return failed(new TypeError(unusable));
      }
      // This process's stdout is written so that a non-blocking one is waited for.
      const output = clientOutput(client, log);
      const served = { readable: client.readable, writable: output.writable };
      // An observer that throws is said and told nothing more; it fails the chain at its end.
      const guarded = own.observer === undefined ? undefined : guardObserver(own.observer, log);
      const observed = guarded === undefined ? own : { ...own, observer: guarded.observer };
      const ran = await new ChainSession(settings, served, observed).run();
      // A chain that failed for a reason of its own keeps it (the observer's is logged).
      const ownReason = ran.error !== undefined || ran.end === "oversize" || ran.end === "refused";
      const observerError = ownReason ? null : guarded?.failure() ?? null;
      const outcome: ChainOutcome = observerError === null
        ? ran
        : { ...ran, end: "failed", error: observerError };
      // A connection closes with nothing of the client's unread (a reset would lose the end).
      await given.finish(
        settings.graceMs ?? DEFAULT_GRACE_MS,
        log,
      );
      return outcome;
    } catch (e) {
      log.error(`unexpected failure in the chain: ${stackOf(e)}`);
      return failed(asError(e));
    }
  }
}
