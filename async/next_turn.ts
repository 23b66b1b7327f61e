/**
 * Yields to the event loop for one turn, so that what is waiting on I/O runs before more work
 * of this task does.
 *
 * @module
 */

/**
 * Resolves on a later turn of the event loop, after the tasks that were ready to run (say, a
 * message posted before): a message through a new `MessageChannel`, both ports closed on
 * delivery. About 0.1 ms here. It does not wait for the runtime to poll for I/O: a 0 ms timer
 * does, but takes about 2 ms, and `setTimeout` would load Deno's Node.js timers (about 10 ms
 * of CPU at their first use), which a stdio session never needs. The kernel path's set-up
 * takes a turn between its steps, so that a frame the client sends meanwhile is copied sooner.
 *
 * @returns Resolves on a later turn.
 *
 * @example Let a read that completed run before the next step
 * ```ts
 * import { nextTurn } from "./next_turn.ts";
 * await nextTurn();
 * ```
 */
export function nextTurn(): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => {
      port1.close();
      port2.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
