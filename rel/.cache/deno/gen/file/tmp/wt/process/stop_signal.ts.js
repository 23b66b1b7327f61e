/**
 * Which signal a stop request passes on to a peer's process group.
 *
 * A connection is stopped by aborting its `AbortSignal`. The CLI aborts with the name of the
 * signal it received (`"SIGINT"`, `"SIGTERM"`, `"SIGHUP"`), so that the agent's group gets
 * that same signal at once; any other reason (one that names no Linux signal, `"SIGBOGUS"`
 * included) stops with SIGTERM.
 *
 * @module
 */ /** The signals Linux has (and `Deno.kill` takes there): a reason naming another is no signal. */ const SIGNALS = new Set([
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
  "SIGXFSZ"
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
 */ export function stopSignalOf(reason) {
  return typeof reason === "string" && SIGNALS.has(reason) ? reason : "SIGTERM";
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
 */ export async function terminateHeedingStop(terminate, graceMs, politely, signal, onStop) {
  const heed = ()=>{
    const again = stopSignalOf(signal?.reason);
    onStop?.(again);
    void terminate(graceMs, again).catch(()=>{});
  };
  signal?.addEventListener("abort", heed, {
    once: true
  });
  try {
    return await terminate(graceMs, politely);
  } finally{
    signal?.removeEventListener("abort", heed);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Byb2Nlc3Mvc3RvcF9zaWduYWwudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGljaCBzaWduYWwgYSBzdG9wIHJlcXVlc3QgcGFzc2VzIG9uIHRvIGEgcGVlcidzIHByb2Nlc3MgZ3JvdXAuXG4gKlxuICogQSBjb25uZWN0aW9uIGlzIHN0b3BwZWQgYnkgYWJvcnRpbmcgaXRzIGBBYm9ydFNpZ25hbGAuIFRoZSBDTEkgYWJvcnRzIHdpdGggdGhlIG5hbWUgb2YgdGhlXG4gKiBzaWduYWwgaXQgcmVjZWl2ZWQgKGBcIlNJR0lOVFwiYCwgYFwiU0lHVEVSTVwiYCwgYFwiU0lHSFVQXCJgKSwgc28gdGhhdCB0aGUgYWdlbnQncyBncm91cCBnZXRzXG4gKiB0aGF0IHNhbWUgc2lnbmFsIGF0IG9uY2U7IGFueSBvdGhlciByZWFzb24gKG9uZSB0aGF0IG5hbWVzIG5vIExpbnV4IHNpZ25hbCwgYFwiU0lHQk9HVVNcImBcbiAqIGluY2x1ZGVkKSBzdG9wcyB3aXRoIFNJR1RFUk0uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBUaGUgc2lnbmFscyBMaW51eCBoYXMgKGFuZCBgRGVuby5raWxsYCB0YWtlcyB0aGVyZSk6IGEgcmVhc29uIG5hbWluZyBhbm90aGVyIGlzIG5vIHNpZ25hbC4gKi9cbmNvbnN0IFNJR05BTFM6IFJlYWRvbmx5U2V0PHN0cmluZz4gPSBuZXcgU2V0KFtcbiAgXCJTSUdBQlJUXCIsXG4gIFwiU0lHQUxSTVwiLFxuICBcIlNJR0JVU1wiLFxuICBcIlNJR0NITERcIixcbiAgXCJTSUdDT05UXCIsXG4gIFwiU0lHRlBFXCIsXG4gIFwiU0lHSFVQXCIsXG4gIFwiU0lHSUxMXCIsXG4gIFwiU0lHSU5UXCIsXG4gIFwiU0lHSU9cIixcbiAgXCJTSUdLSUxMXCIsXG4gIFwiU0lHUElQRVwiLFxuICBcIlNJR1BPTExcIixcbiAgXCJTSUdQUk9GXCIsXG4gIFwiU0lHUFdSXCIsXG4gIFwiU0lHUVVJVFwiLFxuICBcIlNJR1NFR1ZcIixcbiAgXCJTSUdTVEtGTFRcIixcbiAgXCJTSUdTVE9QXCIsXG4gIFwiU0lHU1lTXCIsXG4gIFwiU0lHVEVSTVwiLFxuICBcIlNJR1RSQVBcIixcbiAgXCJTSUdUU1RQXCIsXG4gIFwiU0lHVFRJTlwiLFxuICBcIlNJR1RUT1VcIixcbiAgXCJTSUdVUkdcIixcbiAgXCJTSUdVU1IxXCIsXG4gIFwiU0lHVVNSMlwiLFxuICBcIlNJR1ZUQUxSTVwiLFxuICBcIlNJR1dJTkNIXCIsXG4gIFwiU0lHWENQVVwiLFxuICBcIlNJR1hGU1pcIixcbl0pO1xuXG4vKipcbiAqIFRoZSBzaWduYWwgYW4gYWJvcnQgcmVhc29uIG5hbWVzLCBlbHNlIFNJR1RFUk0uXG4gKlxuICogQHBhcmFtIHJlYXNvbiBUaGUgYWJvcnQgcmVhc29uLlxuICogQHJldHVybnMgVGhlIHNpZ25hbCB0byBzZW5kIGZpcnN0LlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc3RvcFNpZ25hbE9mIH0gZnJvbSBcIi4vc3RvcF9zaWduYWwudHNcIjtcbiAqIGNvbnN0IHN0b3AgPSBuZXcgQWJvcnRDb250cm9sbGVyKCk7XG4gKiBzdG9wLmFib3J0KFwiU0lHSU5UXCIpO1xuICogY29uc29sZS5sb2coc3RvcFNpZ25hbE9mKHN0b3Auc2lnbmFsLnJlYXNvbikpOyAvLyBcIlNJR0lOVFwiXG4gKiBjb25zb2xlLmxvZyhzdG9wU2lnbmFsT2YobmV3IEVycm9yKFwiYnllXCIpKSk7IC8vIFwiU0lHVEVSTVwiXG4gKiBjb25zb2xlLmxvZyhzdG9wU2lnbmFsT2YoXCJTSUdCT0dVU1wiKSk7IC8vIFwiU0lHVEVSTVwiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN0b3BTaWduYWxPZihyZWFzb246IHVua25vd24pOiBEZW5vLlNpZ25hbCB7XG4gIHJldHVybiB0eXBlb2YgcmVhc29uID09PSBcInN0cmluZ1wiICYmIFNJR05BTFMuaGFzKHJlYXNvbikgPyByZWFzb24gYXMgRGVuby5TaWduYWwgOiBcIlNJR1RFUk1cIjtcbn1cblxuLyoqXG4gKiBSdW5zIGB0ZXJtaW5hdGUoZ3JhY2VNcywgcG9saXRlbHkpYDsgYSBzdG9wIG9mIGBzaWduYWxgIHRoYXQgY29tZXMgbWVhbndoaWxlIGNhbGxzIGl0IGFnYWluXG4gKiB3aXRoIHRoZSBzdG9wJ3Mgc2lnbmFsLCB3aGljaCBhIHByb2Nlc3MgY29ubmVjdGlvbiBzZW5kcyB0byBpdHMgZ3JvdXAgYXQgb25jZSAodGhlIGZpcnN0XG4gKiBjYWxsJ3MgZ3JhY2UgYW5kIFNJR0tJTEwgc3RhbmQpLiBUaGUgc2Vjb25kIGNhbGwncyBmYWlsdXJlIGlzIHRoZSBmaXJzdCdzIHRvbzogaXQgaXNcbiAqIHJlcG9ydGVkIHRocm91Z2ggdGhlIHJldHVybmVkIHByb21pc2UuXG4gKlxuICogQHBhcmFtIHRlcm1pbmF0ZSBUaGUgY29ubmVjdGlvbidzIGB0ZXJtaW5hdGVgLlxuICogQHBhcmFtIGdyYWNlTXMgVGhlIGdyYWNlIHBlcmlvZCBiZWZvcmUgU0lHS0lMTC5cbiAqIEBwYXJhbSBwb2xpdGVseSBUaGUgZmlyc3Qgc2lnbmFsLlxuICogQHBhcmFtIHNpZ25hbCBUaGUgc3RvcCB0byBoZWVkIHdoaWxlIGl0IHJ1bnMuXG4gKiBAcGFyYW0gb25TdG9wIFRvbGQgdGhlIHN0b3AncyBzaWduYWwgd2hlbiBpdCBjb21lcyAoZm9yIGEgbG9nIGxpbmUpLlxuICogQHJldHVybnMgV2hhdCBgdGVybWluYXRlYCByZXNvbHZlcyB3aXRoLlxuICpcbiAqIEBleGFtcGxlIEVuZCBhIHBlZXIsIHBhc3NpbmcgYSBsYXRlciBTSUdJTlQgb25cbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgdGVybWluYXRlSGVlZGluZ1N0b3AgfSBmcm9tIFwiLi9zdG9wX3NpZ25hbC50c1wiO1xuICogY29uc3QgY29kZSA9IGF3YWl0IHRlcm1pbmF0ZUhlZWRpbmdTdG9wKHBlZXIudGVybWluYXRlISwgMl8wMDAsIFwiU0lHVEVSTVwiLCBzdG9wLnNpZ25hbCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHRlcm1pbmF0ZUhlZWRpbmdTdG9wKFxuICB0ZXJtaW5hdGU6IChncmFjZU1zOiBudW1iZXIsIHNpZ25hbD86IERlbm8uU2lnbmFsKSA9PiBQcm9taXNlPG51bWJlcj4sXG4gIGdyYWNlTXM6IG51bWJlcixcbiAgcG9saXRlbHk6IERlbm8uU2lnbmFsLFxuICBzaWduYWw6IEFib3J0U2lnbmFsIHwgdW5kZWZpbmVkLFxuICBvblN0b3A/OiAoYWdhaW46IERlbm8uU2lnbmFsKSA9PiB2b2lkLFxuKTogUHJvbWlzZTxudW1iZXI+IHtcbiAgY29uc3QgaGVlZCA9ICgpID0+IHtcbiAgICBjb25zdCBhZ2FpbiA9IHN0b3BTaWduYWxPZihzaWduYWw/LnJlYXNvbik7XG4gICAgb25TdG9wPy4oYWdhaW4pO1xuICAgIHZvaWQgdGVybWluYXRlKGdyYWNlTXMsIGFnYWluKS5jYXRjaCgoKSA9PiB7fSk7XG4gIH07XG4gIHNpZ25hbD8uYWRkRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIGhlZWQsIHsgb25jZTogdHJ1ZSB9KTtcbiAgdHJ5IHtcbiAgICByZXR1cm4gYXdhaXQgdGVybWluYXRlKGdyYWNlTXMsIHBvbGl0ZWx5KTtcbiAgfSBmaW5hbGx5IHtcbiAgICBzaWduYWw/LnJlbW92ZUV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBoZWVkKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Q0FTQyxHQUVELCtGQUErRixHQUMvRixNQUFNLFVBQStCLElBQUksSUFBSTtFQUMzQztFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0NBQ0Q7QUFFRDs7Ozs7Ozs7Ozs7Ozs7O0NBZUMsR0FDRCxPQUFPLFNBQVMsYUFBYSxNQUFlO0VBQzFDLE9BQU8sT0FBTyxXQUFXLFlBQVksUUFBUSxHQUFHLENBQUMsVUFBVSxTQUF3QjtBQUNyRjtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FDRCxPQUFPLGVBQWUscUJBQ3BCLFNBQXFFLEVBQ3JFLE9BQWUsRUFDZixRQUFxQixFQUNyQixNQUErQixFQUMvQixNQUFxQztFQUVyQyxNQUFNLE9BQU87SUFDWCxNQUFNLFFBQVEsYUFBYSxRQUFRO0lBQ25DLFNBQVM7SUFDVCxLQUFLLFVBQVUsU0FBUyxPQUFPLEtBQUssQ0FBQyxLQUFPO0VBQzlDO0VBQ0EsUUFBUSxpQkFBaUIsU0FBUyxNQUFNO0lBQUUsTUFBTTtFQUFLO0VBQ3JELElBQUk7SUFDRixPQUFPLE1BQU0sVUFBVSxTQUFTO0VBQ2xDLFNBQVU7SUFDUixRQUFRLG9CQUFvQixTQUFTO0VBQ3ZDO0FBQ0YifQ==
// denoCacheMetadata=13281606639721781118,14493950600604920077