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

/**
 * Runs `terminate(graceMs, politely)`; a stop of `signal` that comes meanwhile calls it again
 * with the stop's signal, which a process connection sends to its group at once (the first
 * call's grace and SIGKILL stand). The second call's failure is the first's too: it is
 * reported through the returned promise.
 *
 * @param terminate The connection's `terminate`.
 * @param graceMs The grace period before SIGKILL.
 * @param politely The first signal.
 * @param signal The stop to heed while it runs.
 * @param onStop Told the stop's signal when it comes (for a log line).
 * @returns What `terminate` resolves with.
 *
 * @example End a peer, passing a later SIGINT on
 * ```ts ignore
 * import { terminateHeedingStop } from "./stop_signal.ts";
 * const code = await terminateHeedingStop(peer.terminate!, 2_000, "SIGTERM", stop.signal);
 * ```
 */
export async function terminateHeedingStop(
  terminate: (graceMs: number, signal?: Deno.Signal) => Promise<number>,
  graceMs: number,
  politely: Deno.Signal,
  signal: AbortSignal | undefined,
  onStop?: (again: Deno.Signal) => void,
): Promise<number> {
  const heed = () => {
    const again = stopSignalOf(signal?.reason);
    onStop?.(again);
    void terminate(graceMs, again).catch(() => {});
  };
  signal?.addEventListener("abort", heed, { once: true });
  try {
    return await terminate(graceMs, politely);
  } finally {
    signal?.removeEventListener("abort", heed);
  }
}
