/**
 * An abort signal as a promise, for racing against stream work; and a race against a signal
 * that leaves nothing behind ({@linkcode orAborted}): unlike
 * `Promise.race([work, whenAborted(signal, value)])` against one long-lived promise, which
 * attaches one more reaction at every call (and through it keeps what each `work` resolved
 * with), it removes its listener as soon as `work` settles, so a loop that waits thousands of
 * times (frames before selection) keeps none of them.
 *
 * @module
 */

/**
 * Resolves with `value` once `signal` is aborted (at once if it already is); never resolves
 * when there is no signal.
 *
 * @param signal The signal to watch, if any.
 * @param value What to resolve with.
 * @returns The promise.
 *
 * @example
 * ```ts
 * import { whenAborted } from "./when_aborted.ts";
 * const stop = new AbortController();
 * const done = whenAborted(stop.signal, "stopped" as const);
 * stop.abort();
 * console.log(await done); // "stopped"
 * ```
 */
export function whenAborted<T>(signal: AbortSignal | undefined, value: T): Promise<T> {
  return new Promise((resolve) => {
    if (signal?.aborted) resolve(value);
    signal?.addEventListener("abort", () => resolve(value), { once: true });
  });
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
