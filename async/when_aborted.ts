/**
 * An abort signal as a promise, for racing against stream work, whose listener is removed when
 * the scope that holds it ends ({@linkcode watchAbort}); and a race against a signal that
 * leaves nothing behind ({@linkcode orAborted}): unlike `Promise.race([work, stopped])`
 * against one long-lived promise, which attaches one more reaction at every call (and through
 * it keeps what each `work` resolved with), it removes its listener as soon as `work` settles,
 * so a loop that waits thousands of times (frames before selection) keeps none of them. Every
 * listener put on a caller's signal goes when its session ends: a signal shared by thousands
 * of sessions keeps none of them.
 *
 * @module
 */

/** A signal's abort as a promise, whose listener goes when it is disposed. */
export interface AbortWatch<T> extends Disposable {
  /**
   * Resolves with the watch's value once the signal is aborted (at once if it already is);
   * never when there is no signal, or once the watch is disposed.
   */
  readonly promise: Promise<T>;
}

/**
 * Watches `signal` for as long as the caller holds the watch (`using`): its listener is
 * removed when the watch is disposed, so a long-lived signal shared by many sessions (a
 * library caller's shutdown) keeps nothing of the sessions that ended.
 *
 * @param signal The signal to watch, if any.
 * @param value What the promise resolves with.
 * @returns The watch.
 *
 * @example Race work against a stop for as long as the scope lasts
 * ```ts
 * import { watchAbort } from "./when_aborted.ts";
 * const stop = new AbortController();
 * {
 *   using stopped = watchAbort(stop.signal, "stopped" as const);
 *   stop.abort();
 *   console.log(await Promise.race([new Promise(() => {}), stopped.promise])); // "stopped"
 * } // the listener is gone here, aborted or not
 * ```
 */
export function watchAbort<T>(signal: AbortSignal | undefined, value: T): AbortWatch<T> {
  let release = () => {};
  const promise = new Promise<T>((resolve) => {
    if (signal === undefined) return;
    if (signal.aborted) return resolve(value);
    const onAbort = () => resolve(value);
    signal.addEventListener("abort", onAbort, { once: true });
    release = () => signal.removeEventListener("abort", onAbort);
  });
  return { promise, [Symbol.dispose]: () => release() };
}

/**
 * Resolves like `work`, or with `value` once `signal` aborts (at once if it already has),
 * whichever comes first; a rejection of `work` after the abort is ignored.
 *
 * @param work What to wait for.
 * @param signal Cuts the wait short, if any.
 * @param value What an abort resolves with.
 * @returns The race's result.
 *
 * @example
 * ```ts
 * import { orAborted } from "./when_aborted.ts";
 * const stop = new AbortController();
 * const waiting = orAborted(new Promise<number>(() => {}), stop.signal, "stopped" as const);
 * stop.abort();
 * console.log(await waiting); // "stopped"
 * console.log(await orAborted(Promise.resolve(1), stop.signal, "stopped")); // "stopped"
 * console.log(await orAborted(Promise.resolve(1), undefined, "stopped")); // 1
 * ```
 */
export function orAborted<T, U>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  value: U,
): Promise<T | U> {
  if (signal === undefined) return work;
  if (signal.aborted) {
    work.catch(() => {}); // settles unobserved, as in a race already decided
    return Promise.resolve(value);
  }
  return new Promise<T | U>((resolve, reject) => {
    const onAbort = () => resolve(value);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (result) => {
        signal.removeEventListener("abort", onAbort);
        resolve(result);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
