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
 * per this many milliseconds, so a timer fires at most about this late. A turn costs a busy
 * in-memory pipe more than its own 0.1 ms (the pipe's work drains first): at 5 ms an
 * in-process echo of 4 KiB chunks ran at 0.77-0.86 of its speed without turns, at 20 ms
 * 0.96-1.03 (side by side, `deno bench`-style rounds of 64 MiB).
 */
export const BUSY_TURN_MS = 20;

/**
 * Makes a check for a loop over in-memory chunks: call it at each chunk; it returns a promise
 * of a turn of the event loop (await it) when `ms` milliseconds have passed since it last
 * took one (or since it was made), and `undefined` otherwise (go on at once). Give it the
 * size of the chunk that went by: it looks at the clock every 32nd call, or once 1 MiB went
 * by, so a turn comes at most 31 small chunks or 1 MiB (plus one chunk) later than that.
 *
 * @param ms The most time between turns, in milliseconds.
 * @returns The check.
 *
 * @example Let timers fire while a loop copies in-memory chunks
 * ```ts
 * import { busyTurns } from "./busy_turns.ts";
 * const turn = busyTurns();
 * for (let i = 0; i < 1000; i++) await turn(4096);
 * ```
 */
export function busyTurns(
  ms: number = BUSY_TURN_MS,
): (bytes?: number) => Promise<void> | undefined {
  let since = performance.now();
  let calls = 0;
  let moved = 0;
  return (bytes = 0) => {
    // The clock is read every CLOCK_EVERY calls, or once CLOCK_BYTES have gone by, only:
    // reading it at each small chunk cost an in-process pipe 15-20 % of its throughput, and
    // 31 chunks of 4 MiB took half a second.
    moved += bytes;
    if (++calls % CLOCK_EVERY !== 0 && moved < CLOCK_BYTES) return undefined;
    moved = 0;
    if (performance.now() - since < ms) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

/** How many calls of a check go by between two looks at the clock... */
const CLOCK_EVERY = 32;
/** ...or how many bytes. */
const CLOCK_BYTES = 1024 * 1024;
