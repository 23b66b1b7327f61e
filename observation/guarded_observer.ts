/**
 * A caller's observer, guarded: an observer must never throw (`session_observer.ts`), and one
 * that does is a bug of the caller's that must neither end the session it watches nor be
 * taken for a failure of something else (the agent's start, the client's output). The first
 * throw is logged with its stack (`observerFailed`); from then on the observer is told
 * nothing, and the session goes on as it would without one. At its end, the router's outcome
 * is `failed` with that error, every other fact of it kept, unless it failed for a reason of
 * its own. An observer that wraps a caller's (`remote/connection_observer.ts`) throws a
 * {@linkcode WrappedObserverError} for that one's throw: it is said the same way, and the
 * wrapper is kept.
 *
 * @module
 */

import type { Logger } from "../log/logger.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import type { OwnEvents, Party, RingSharingObserver, SessionObserver } from "./session_observer.ts";
import type { RingTap } from "../transport/ring_tap.ts";
import { asError, isInstance, stackOf } from "../log/error_text.ts";

/**
 * What an observer that wraps a caller's observer throws when that one threw: it tells that one
 * nothing more, and goes on with its own work (`routerHandler`'s bookkeeping), so its guard
 * says the caller's error and keeps it, where any other throw is the end of an observer.
 *
 * @example Wrapping a caller's observer
 * ```ts
 * import { WrappedObserverError } from "./guarded_observer.ts";
 * const error = new WrappedObserverError(new Error("boom"));
 * console.log(error.name, (error.cause as Error).message); // WrappedObserverError boom
 * ```
 */
export class WrappedObserverError extends Error {
  override name = "WrappedObserverError";

  /**
   * @param cause What the caller's observer threw.
   */
  constructor(cause: unknown) {
    super("the wrapped observer failed", { cause });
  }
}

/**
 * The routers whose `serve` guards the observer it is given with {@linkcode guardObserver}:
 * a {@linkcode WrappedObserverError} thrown into them is said by them, with their logger, and
 * fails their outcome. `routerHandler` passes such a throw on only to these; any other
 * `ConnectionRouter` gets an observer that never throws.
 */
export const guardingRouters: WeakSet<object> = new WeakSet();

/** An observer behind its guard, and what it threw, if it did. */
export interface GuardedObserver {
  /** The observer to hand the session: never throws. */
  readonly observer: SessionObserver;
  /**
   * What the observer threw first, once it did (it has been told nothing since), else null.
   *
   * @returns The error, or null.
   */
  failure(): Error | null;
}

/**
 * Guards `observer`: see the module doc. Its optional methods stay optional (a session looks
 * at which it has).
 *
 * @param observer The caller's observer.
 * @param log Where its first throw is said, with the stack.
 * @returns The guarded observer and its failure.
 *
 * @example An observer that throws is said once, then told nothing
 * ```ts
 * import { guardObserver } from "./guarded_observer.ts";
 * import { silentLogger } from "../log/logger.ts";
 * let calls = 0;
 * const guarded = guardObserver({
 *   bytes() {
 *     calls++;
 *     throw new Error("boom");
 *   },
 *   event() {},
 * }, silentLogger);
 * guarded.observer.bytes("Client", "Agent", new Uint8Array([0x0a]));
 * guarded.observer.bytes("Client", "Agent", new Uint8Array([0x0a]));
 * console.log(calls, guarded.failure()?.message); // 1 boom
 * ```
 */
export function guardObserver(observer: SessionObserver, log: Logger): GuardedObserver {
  let failure: Error | null = null;
  let detached = false;
  // The caller's logger may throw too: that is said on stderr, and stops nothing here.
  const safeLog = guardedLogger(log);
  /** Runs `call` unless the observer is detached; a throw is its failure. */
  const guard = <T>(call: () => T, otherwise: T): T => {
    if (detached) return otherwise;
    try {
      return call();
    } catch (e) {
      const wrapped = isInstance(e, WrappedObserverError);
      failure ??= observerFailed(wrapped ? (e as WrappedObserverError).cause : e, safeLog);
      // A wrapper whose caller's observer failed goes on with its own work.
      if (!wrapped) detached = true;
      return otherwise;
    }
  };
  const sharing = observer as Partial<RingSharingObserver>;
  const guarded: Partial<RingSharingObserver> & SessionObserver = {
    bytes: (from: Party, to: Party, chunk: Uint8Array) =>
      guard(() => observer.bytes(from, to, chunk), undefined),
    event: <K extends keyof OwnEvents>(type: K, fields: OwnEvents[K]) =>
      guard(() => observer.event(type, fields), undefined),
  };
  if (typeof observer.missed === "function") {
    guarded.missed = (from, to, lineEnds, endsMidLine) =>
      guard(() => observer.missed!(from, to, lineEnds, endsMidLine), undefined);
  }
  if (typeof observer.ended === "function") {
    guarded.ended = (from, to) => guard(() => observer.ended!(from, to), undefined);
  }
  if (typeof observer.cut === "function") {
    guarded.cut = (from, to) => guard(() => observer.cut!(from, to), undefined);
  }
  if (typeof sharing.share === "function") {
    guarded.share = (from, to) => guard<RingTap | null>(() => sharing.share!(from, to), null);
  }
  return { observer: guarded, failure: () => failure };
}

/**
 * Logs, with its stack, that a caller's observer threw (it must never: a bug of the caller's)
 * and gives the error as one, for the session's outcome.
 */
function observerFailed(e: unknown, log: Logger): Error {
  log.error(`the session's observer failed: ${stackOf(e)}`);
  return asError(e);
}
