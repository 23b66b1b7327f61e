/**
 * Which signal a stop request passes on to a peer's process group.
 *
 * A connection is stopped by aborting its `AbortSignal`. The CLI aborts with the name of the
 * signal it received (`"SIGINT"`, `"SIGTERM"`, `"SIGHUP"`), so that the agent's group gets
 * that same signal at once; any other reason stops with SIGTERM.
 *
 * @module
 */

const SIGNAL_NAME = /^SIG[A-Z0-9]+$/;

/**
 * The signal an abort reason names, else SIGTERM.
 *
 * @param reason The abort reason.
 * @returns The signal to send first.
 *
 * @example
 * ```ts
 * import { stopSignalOf } from "./stop_signal.ts";
 * const stop = new AbortController();
 * stop.abort("SIGINT");
 * console.log(stopSignalOf(stop.signal.reason)); // "SIGINT"
 * console.log(stopSignalOf(new Error("bye"))); // "SIGTERM"
 * ```
 */
export function stopSignalOf(reason: unknown): Deno.Signal {
  return typeof reason === "string" && SIGNAL_NAME.test(reason) ? reason as Deno.Signal : "SIGTERM";
}
