/**
 * An abort signal as a promise, for racing against stream work.
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
