/**
 * Which signal a stop request passes on to a peer's process group.
 *
 * A connection is stopped by aborting its `AbortSignal`. The CLI aborts with the name of the
 * signal it received (`"SIGINT"`, `"SIGTERM"`, `"SIGHUP"`), so that the agent's group gets
 * that same signal at once; any other reason (one that names no Linux signal, `"SIGBOGUS"`
 * included) stops with SIGTERM.
 *
 * @module
 */

/** The signals Linux has (and `Deno.kill` takes there): a reason naming another is no signal. */
const SIGNALS: ReadonlySet<string> = new Set([
  "SIGABRT",
  "SIGALRM",
  "SIGBUS",
  "SIGCHLD",
  "SIGCONT",
  "SIGFPE",
  "SIGHUP",
  "SIGILL",
  "SIGINT",
  "SIGIO",
  "SIGKILL",
  "SIGPIPE",
  "SIGPOLL",
  "SIGPROF",
  "SIGPWR",
  "SIGQUIT",
  "SIGSEGV",
  "SIGSTKFLT",
  "SIGSTOP",
  "SIGSYS",
  "SIGTERM",
  "SIGTRAP",
  "SIGTSTP",
  "SIGTTIN",
  "SIGTTOU",
  "SIGURG",
  "SIGUSR1",
  "SIGUSR2",
  "SIGVTALRM",
  "SIGWINCH",
  "SIGXCPU",
  "SIGXFSZ",
]);

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
 * console.log(stopSignalOf("SIGBOGUS")); // "SIGTERM"
 * ```
 */
export function stopSignalOf(reason: unknown): Deno.Signal {
  return typeof reason === "string" && SIGNALS.has(reason) ? reason as Deno.Signal : "SIGTERM";
}
