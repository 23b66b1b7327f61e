/**
 * A bounded wait: every wait in the daemon that depends on a peer has an upper bound.
 *
 * @module
 */

/**
 * The longest a timer can wait: 2^31 - 1 ms (about 24.8 days). A longer delay fires after
 * 1 ms, so every option that sets a timer is checked against it.
 */
export const MAX_TIMER_MS: number = 2 ** 31 - 1;

/**
 * Waits for `promise` at most `ms` milliseconds. Nothing of the wait outlives the call: once
 * the race is decided the timer no longer keeps the process alive, and nothing listens to it.
 *
 * The timer is an `AbortSignal.timeout`, not `setTimeout`: Deno's first use of `setTimeout`
 * loads its Node-compatible timers, ~ 10 ms of CPU (measured), and the daemon's first bounded
 * waits come right after it starts an agent, or when a session ends.
 *
 * @param promise What to wait for (a rejection counts as settled).
 * @param ms The bound, in milliseconds (at most 2^31 - 1, the largest timer delay).
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
  // As setTimeout takes them: a negative or NaN bound is 0 (AbortSignal.timeout would throw).
  const timer = AbortSignal.timeout(ms > 0 ? ms : 0);
  let expired!: () => void;
  const timeout = new Promise<false>((resolve) => {
    expired = () => resolve(false);
    // A listener keeps the process alive until the timer fires, as a pending setTimeout would.
    timer.addEventListener("abort", expired, { once: true });
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    timer.removeEventListener("abort", expired); // the timer no longer holds the process
  }
}
