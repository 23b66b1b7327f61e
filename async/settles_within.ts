/**
 * A bounded wait: every wait in the daemon that depends on a peer has an upper bound.
 *
 * @module
 */

/**
 * The longest a timer can wait: 2^31 − 1 ms (about 24.8 days). A longer delay fires after
 * 1 ms, so every option that sets a timer is checked against it.
 */
export const MAX_TIMER_MS: number = 2 ** 31 - 1;

/**
 * Waits for `promise` at most `ms` milliseconds. The timer is cleared as soon as the race
 * is decided, so no timer outlives the call.
 *
 * @param promise What to wait for (a rejection counts as settled).
 * @param ms The bound, in milliseconds (at most 2^31 − 1, the largest timer delay).
 * @returns Whether it settled in time.
 *
 * @example
 * ```ts
 * import { settlesWithin } from "./settles_within.ts";
 * console.log(await settlesWithin(Promise.resolve(), 10)); // true
 * console.log(await settlesWithin(new Promise(() => {}), 10)); // false
 * ```
 */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
