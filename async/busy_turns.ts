/**
 * Fair turns for in-memory streams: work that only ever awaits other in-memory streams runs
 * on promise reactions alone and never lets the event loop turn, so no timer fires while it
 * runs (a grace period, a bounded wait). {@linkcode busyTurns} takes a turn now and then.
 *
 * @module
 */

import { nextTurn } from "./next_turn.ts";

/**
 * How long in-memory work may run before it takes a turn of the event loop: at most one turn
 * (about 0.1 ms) per this many milliseconds, so a busy in-memory stream costs at most a few
 * percent and a timer fires at most this late.
 */
export const BUSY_TURN_MS = 5;

/**
 * Makes a check for a loop over in-memory chunks: call it at each chunk; it returns a promise
 * of a turn of the event loop (await it) when `ms` milliseconds have passed since it last
 * took one (or since it was made), and `undefined` otherwise (go on at once).
 *
 * @param ms The most time between turns, in milliseconds.
 * @returns The check.
 *
 * @example Let timers fire while a loop copies in-memory chunks
 * ```ts
 * import { busyTurns } from "./busy_turns.ts";
 * const turn = busyTurns();
 * for (let i = 0; i < 1000; i++) await turn();
 * ```
 */
export function busyTurns(ms: number = BUSY_TURN_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    const now = performance.now();
    if (now - since < ms) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
