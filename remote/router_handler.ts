/**
 * The bridge from the remote server to a router (REMOTE §1): each connection gets its own
 * `router.serve` call, aborted with it, observed and logged under its id; a failed start is
 * a 502.
 *
 * @module
 */

import type { DuplexStream } from "../transport/duplex.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import { isLogger, type Logger, stderrLogger } from "../log/logger.ts";
import { stackOf } from "../log/error_text.ts";
import { prefixedLogger } from "../log/prefixed_logger.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import { checkOptionsObject } from "../log/shown_value.ts";
import { ClientGoneError } from "../async/client_gone.ts";
import { orAborted } from "../async/when_aborted.ts";
import type { ConnectionHandler, RemoteConnection } from "./remote_connection.ts";
import { endsOnFailure } from "../transport/in_process.ts";

/** A `Deno.Signal` name: the daemon got it; the agents get it at once. */
const SIGNAL_NAME = /^SIG[A-Z0-9]+$/;

/** Anything that serves one connection per call: `AgentRouter` or `ProxyRouter`. */
export interface ConnectionRouter {
  /**
   * Serves one connection until it ends.
   *
   * @param client The connection's byte streams.
   * @param options Its signal, observer and logger.
   * @returns How it ended.
   */
  serve(
    client: DuplexStream,
    options?: {
      signal?: AbortSignal;
      observer?: SessionObserver;
      logger?: Logger;
      onDivertedLine?: (text: string) => void;
    },
  ): Promise<{ end: string }>;
}

/** An observer for one connection, closed when the connection ends. */
export interface ConnectionObserver extends SessionObserver {
  /** Called once the connection has ended (e.g. to finish a transcript file). */
  close(): Promise<unknown>;
}

/** Options of {@linkcode routerHandler}. */
export interface RouterHandlerOptions {
  /**
   * Opens an observer for a connection (a transcript), or resolves undefined (or null). One
   * that rejects, resolves what has no `bytes`, `event` and `close` functions, or throws, is
   * logged with its stack; the connection goes on without it.
   * @default no observer
   */
  observe?: (connectionId: string) => Promise<ConnectionObserver | undefined>;
  /**
   * Where each connection's lines go, each starting `connection ID: `: the router's (instead
   * of its `logger`) and the end (at `info`).
   * @default the router's `logger`; the end is not logged; an observer failing to open or
   *   close: stderr
   */
  logger?: Logger;
  /**
   * Where a connection's diverted agent stdout lines go, with its id.
   * @default the router's `onDivertedLine`
   */
  onDivertedLine?: (text: string, connectionId: string) => void;
}

/**
 * A {@linkcode ConnectionHandler} that routes every remote connection with `router`, as the
 * stdio daemon routes its one connection.
 *
 * @param router Serves each connection (its implementations start per connection).
 * @param options Per-connection observers and logging.
 * @returns The handler to give `listenAcp`.
 * @throws {TypeError} When `router` has no `serve`, the logger lacks one of its functions, or
 *   `observe` or `onDivertedLine` is not a function.
 *
 * @example Serve two agent commands to remote clients
 * ```ts ignore
 * import { AgentRouter, command, listenAcp, routerHandler } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1"), v2: command("agent-v2") });
 * const listener = await listenAcp({ port: 7331, handler: routerHandler(router) });
 * console.error(`listening on ${listener.url}`);
 * ```
 */
export function routerHandler(
  router: ConnectionRouter,
  options: RouterHandlerOptions = {},
): ConnectionHandler {
  if (typeof (router as Partial<ConnectionRouter> | null)?.serve !== "function") {
    throw new TypeError("routerHandler needs a router: an AgentRouter or a ProxyRouter");
  }
  checkOptionsObject(options, "routerHandler's");
  if (options.logger !== undefined && !isLogger(options.logger)) {
    throw new TypeError("logger must have error, warn, info and debug functions");
  }
  for (const key of ["observe", "onDivertedLine"] as const) {
    if (options[key] !== undefined && typeof options[key] !== "function") {
      throw new TypeError(`${key} must be a function (got ${typeof options[key]})`);
    }
  }
  // Its own failures reach stderr without a logger (lib17).
  const base = guardedLogger(options.logger ?? stderrLogger("error")); // said once (lib18)
  return async (connection: RemoteConnection): Promise<void> => {
    const prefix = `connection ${connection.id}: `;
    const own = prefixedLogger(base, prefix);
    const log = options.logger && own;
    const divert = options.onDivertedLine;
    const observing = Promise.resolve().then(() => options.observe?.(connection.id)).then(
      (opened) => {
        if (opened == null) return undefined; // none for this connection
        if (isConnectionObserver(opened)) return opened;
        throw new TypeError(
          `observe gave ${typeof opened} without bytes, event and close functions`,
        );
      },
    ).catch((e) => void own.error(`its observer could not be opened: ${stackOf(e)}`));
    // One that never opens must not hold the connection; one that opens later is closed.
    const raced = await orAborted(observing, connection.signal, ABANDONED);
    const opened = raced === ABANDONED ? undefined : raced;
    if (raced === ABANDONED) {
      own.warn("its observer did not open before the connection ended; not observed");
      void observing.then((late) => late?.close()).catch((e) =>
        void own.error(`its observer could not be closed: ${stackOf(e)}`)
      );
    }
    // The server's bookkeeping, and the caller's observer (loaded with the first connection).
    const { observeConnection } = await import("./connection_observer.ts");
    const watched = observeConnection(connection, opened, router, log);
    // An end from outside (DELETE, socket closed, idle, 504) ends the agent as a client that
    // leaves does (input closed, grace, SIGTERM, SIGKILL); a daemon signal, or an end while
    // the agent opens (nothing sees its input close), at once.
    const stop = new AbortController();
    const forward = () => {
      const reason = connection.signal.reason;
      if (typeof reason === "string" && SIGNAL_NAME.test(reason)) stop.abort(reason);
      else if (watched.opening()) {
        stop.abort(connection.endedByClient ? new ClientGoneError() : "SIGTERM");
      }
    };
    if (connection.signal.aborted) forward();
    else connection.signal.addEventListener("abort", forward, { once: true });
    // The daemon's signal reaches an agent still being ended.
    const stopped = connection.serverStopped;
    const serverStop = () => {
      if (SIGNAL_NAME.test(String(stopped?.reason))) stop.abort(stopped?.reason);
    };
    stopped?.addEventListener("abort", serverStop, { once: true });
    // A server that does not end the input at an end from outside: this does (lib17).
    const client = connection.endsInputOnAbort === true ? connection : {
      readable: endsOnFailure(connection.readable, connection.signal),
      writable: connection.writable,
    };
    try {
      const outcome = await router.serve(client, {
        signal: stop.signal,
        observer: watched.observer,
        logger: log,
        onDivertedLine: divert && ((text) => divert(text, connection.id)),
      });
      log?.info(`its route ended: ${outcome.end}`);
    } finally {
      connection.signal.removeEventListener("abort", forward);
      stopped?.removeEventListener("abort", serverStop);
      // Its failure is the observer's, not the handler's (regress98).
      await Promise.resolve().then(() => opened?.close()).catch((e) =>
        void own.error(`its observer could not be closed: ${stackOf(e)}`)
      );
    }
  };
}

/** What an observer that had not opened by the connection's end gives. */
const ABANDONED: unique symbol = Symbol("abandoned");

/** Whether `value` has what a connection's observer needs. */
function isConnectionObserver(value: unknown): value is ConnectionObserver {
  const it = value as Partial<ConnectionObserver> | null;
  return typeof it?.bytes === "function" && typeof it.event === "function" &&
    typeof it.close === "function";
}
