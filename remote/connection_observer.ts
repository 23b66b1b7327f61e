/**
 * The observer `routerHandler` gives the router for one remote connection: the server's
 * bookkeeping (a failed start is a 502, a refused first frame a close 1009, the agent is
 * opening from selection to start), and the caller's observer of that connection, if any.
 * Loaded with the first connection, not with the library.
 *
 * The caller's observer must not throw; one that does is told nothing more, and the throw is
 * passed on as a {@linkcode WrappedObserverError}: the router's guard says it with the router's
 * logger and keeps this observer, whose bookkeeping goes on. A throw in the server's own
 * answers (to a WebSocket batch), outside the router, is passed on at the next event.
 *
 * @module
 */

import type { SessionObserver } from "../observation/session_observer.ts";
import {
  guardingRouters,
  guardObserver,
  WrappedObserverError,
} from "../observation/guarded_observer.ts";
import { type Logger, stderrLogger } from "../log/logger.ts";
import type { RemoteConnection } from "./remote_connection.ts";

/** The router's observer for a connection, and whether its agent is opening now. */
export interface ObservedConnection {
  /** Give this to the router's `serve`. */
  readonly observer: SessionObserver;
  /**
   * Whether the agent is being opened (selected, not started yet): an end from outside then
   * stops the opening at once (nothing would see its input close).
   *
   * @returns True from selection to start.
   */
  opening(): boolean;
}

/**
 * Observes `connection` for the server, and with `caller`'s observer when given.
 *
 * @param connection The remote connection.
 * @param caller The caller's observer for it, or undefined.
 * @param router The router that is to serve it: one of {@linkcode guardingRouters} is passed
 *   the caller's throw; any other gets an observer that never throws, the throw said with
 *   `log` (or on stderr).
 * @param log routerHandler's logger for the connection, if it has one.
 * @returns The observer and the opening flag.
 *
 * @example
 * ```ts ignore
 * import { observeConnection } from "./connection_observer.ts";
 * const watched = observeConnection(connection, undefined, router, undefined);
 * await router.serve(connection, { observer: watched.observer });
 * ```
 */
export function observeConnection(
  connection: RemoteConnection,
  caller: SessionObserver | undefined,
  router: object,
  log: Logger | undefined,
): ObservedConnection {
  let failed = false;
  let unsaid: WrappedObserverError | undefined;
  const tell = (call: (o: SessionObserver) => void) => {
    if (caller === undefined || failed) return;
    try {
      call(caller);
    } catch (e) {
      failed = true;
      throw new WrappedObserverError(e);
    }
  };
  connection.onOwnAnswer?.((frame, answer) => {
    try {
      tell((o) => o.bytes("Client", "acp-proxy", frame));
      tell((o) => o.bytes("acp-proxy", "Client", answer));
    } catch (e) {
      unsaid = e as WrappedObserverError;
    }
  });
  let opening = false;
  const observer: SessionObserver = {
    bytes: (from, to, chunk) => tell((o) => o.bytes(from, to, chunk)),
    event(type, fields) {
      // A failed start: 502 to its initialize POST; a refused first frame: close 1009.
      const { stage, message } = fields as { stage?: string; message?: string };
      if (type === "error" && stage === "start") connection.startFailed();
      if (type === "error" && stage === "first_frame") connection.firstFrameRefused?.(message!);
      if (type === "route") {
        connection.selected((fields as { selected: number }).selected);
        opening = true;
      }
      if (type === "agent_start" || type === "error") opening = false;
      const late = unsaid;
      unsaid = undefined;
      if (late !== undefined) throw late;
      tell((o) => o.event(type, fields));
    },
  };
  // A router that does not guard its observer (a caller's own) must not get these throws.
  const given = guardingRouters.has(router)
    ? observer
    : guardObserver(observer, log ?? stderrLogger("error")).observer;
  return { observer: given, opening: () => opening };
}
