/**
 * A caller's logger, guarded: a line it fails to take (its function throws) must not end the
 * connection it is about, nor make a router's `serve` reject.
 *
 * @module
 */ /**
 * `log`, whose failures are contained: the first one is printed to stderr with its stack (no
 * failure goes unseen); later ones are dropped. A `flush` that rejects resolves, its failure
 * reported the same way.
 *
 * @param log The caller's logger.
 * @returns The logger the router uses.
 *
 * @example A logger that throws no longer ends the session
 * ```ts
 * import { guardedLogger } from "./guarded_logger.ts";
 * const log = guardedLogger({
 *   error() {}, warn() {}, debug() {},
 *   info() { throw new Error("the log server is down"); },
 * });
 * log.info("selected v2"); // prints the failure once to stderr; does not throw
 * ```
 */ export function guardedLogger(log) {
  let reported = false;
  const report = (e)=>{
    if (reported) return;
    reported = true;
    const text = e instanceof Error ? e.stack ?? e.message : String(e);
    console.error(`acp-proxy: error: the logger failed (its later failures are not shown): ${text}`);
  };
  const guard = (write)=>{
    try {
      write();
    } catch (e) {
      report(e);
    }
  };
  // Read once, guarded: a `flush` that is a getter may throw too.
  let flush;
  guard(()=>flush = log.flush);
  return {
    error: (message)=>guard(()=>log.error(message)),
    warn: (message)=>guard(()=>log.warn(message)),
    info: (message)=>guard(()=>log.info(message)),
    debug: (message)=>guard(()=>log.debug(message)),
    ...typeof flush === "function" ? {
      flush: ()=>Promise.resolve().then(()=>flush.call(log)).catch(report)
    } : {}
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2xvZy9ndWFyZGVkX2xvZ2dlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgY2FsbGVyJ3MgbG9nZ2VyLCBndWFyZGVkOiBhIGxpbmUgaXQgZmFpbHMgdG8gdGFrZSAoaXRzIGZ1bmN0aW9uIHRocm93cykgbXVzdCBub3QgZW5kIHRoZVxuICogY29ubmVjdGlvbiBpdCBpcyBhYm91dCwgbm9yIG1ha2UgYSByb3V0ZXIncyBgc2VydmVgIHJlamVjdC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBMb2dnZXIgfSBmcm9tIFwiLi9sb2dnZXIudHNcIjtcblxuLyoqXG4gKiBgbG9nYCwgd2hvc2UgZmFpbHVyZXMgYXJlIGNvbnRhaW5lZDogdGhlIGZpcnN0IG9uZSBpcyBwcmludGVkIHRvIHN0ZGVyciB3aXRoIGl0cyBzdGFjayAobm9cbiAqIGZhaWx1cmUgZ29lcyB1bnNlZW4pOyBsYXRlciBvbmVzIGFyZSBkcm9wcGVkLiBBIGBmbHVzaGAgdGhhdCByZWplY3RzIHJlc29sdmVzLCBpdHMgZmFpbHVyZVxuICogcmVwb3J0ZWQgdGhlIHNhbWUgd2F5LlxuICpcbiAqIEBwYXJhbSBsb2cgVGhlIGNhbGxlcidzIGxvZ2dlci5cbiAqIEByZXR1cm5zIFRoZSBsb2dnZXIgdGhlIHJvdXRlciB1c2VzLlxuICpcbiAqIEBleGFtcGxlIEEgbG9nZ2VyIHRoYXQgdGhyb3dzIG5vIGxvbmdlciBlbmRzIHRoZSBzZXNzaW9uXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZ3VhcmRlZExvZ2dlciB9IGZyb20gXCIuL2d1YXJkZWRfbG9nZ2VyLnRzXCI7XG4gKiBjb25zdCBsb2cgPSBndWFyZGVkTG9nZ2VyKHtcbiAqICAgZXJyb3IoKSB7fSwgd2FybigpIHt9LCBkZWJ1ZygpIHt9LFxuICogICBpbmZvKCkgeyB0aHJvdyBuZXcgRXJyb3IoXCJ0aGUgbG9nIHNlcnZlciBpcyBkb3duXCIpOyB9LFxuICogfSk7XG4gKiBsb2cuaW5mbyhcInNlbGVjdGVkIHYyXCIpOyAvLyBwcmludHMgdGhlIGZhaWx1cmUgb25jZSB0byBzdGRlcnI7IGRvZXMgbm90IHRocm93XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGd1YXJkZWRMb2dnZXIobG9nOiBMb2dnZXIpOiBMb2dnZXIge1xuICBsZXQgcmVwb3J0ZWQgPSBmYWxzZTtcbiAgY29uc3QgcmVwb3J0ID0gKGU6IHVua25vd24pID0+IHtcbiAgICBpZiAocmVwb3J0ZWQpIHJldHVybjtcbiAgICByZXBvcnRlZCA9IHRydWU7XG4gICAgY29uc3QgdGV4dCA9IGUgaW5zdGFuY2VvZiBFcnJvciA/IGUuc3RhY2sgPz8gZS5tZXNzYWdlIDogU3RyaW5nKGUpO1xuICAgIGNvbnNvbGUuZXJyb3IoXG4gICAgICBgYWNwLXByb3h5OiBlcnJvcjogdGhlIGxvZ2dlciBmYWlsZWQgKGl0cyBsYXRlciBmYWlsdXJlcyBhcmUgbm90IHNob3duKTogJHt0ZXh0fWAsXG4gICAgKTtcbiAgfTtcbiAgY29uc3QgZ3VhcmQgPSAod3JpdGU6ICgpID0+IHZvaWQpID0+IHtcbiAgICB0cnkge1xuICAgICAgd3JpdGUoKTtcbiAgICB9IGNhdGNoIChlKSB7XG4gICAgICByZXBvcnQoZSk7XG4gICAgfVxuICB9O1xuICAvLyBSZWFkIG9uY2UsIGd1YXJkZWQ6IGEgYGZsdXNoYCB0aGF0IGlzIGEgZ2V0dGVyIG1heSB0aHJvdyB0b28uXG4gIGxldCBmbHVzaDogTG9nZ2VyW1wiZmx1c2hcIl07XG4gIGd1YXJkKCgpID0+IGZsdXNoID0gbG9nLmZsdXNoKTtcbiAgcmV0dXJuIHtcbiAgICBlcnJvcjogKG1lc3NhZ2UpID0+IGd1YXJkKCgpID0+IGxvZy5lcnJvcihtZXNzYWdlKSksXG4gICAgd2FybjogKG1lc3NhZ2UpID0+IGd1YXJkKCgpID0+IGxvZy53YXJuKG1lc3NhZ2UpKSxcbiAgICBpbmZvOiAobWVzc2FnZSkgPT4gZ3VhcmQoKCkgPT4gbG9nLmluZm8obWVzc2FnZSkpLFxuICAgIGRlYnVnOiAobWVzc2FnZSkgPT4gZ3VhcmQoKCkgPT4gbG9nLmRlYnVnKG1lc3NhZ2UpKSxcbiAgICAuLi4odHlwZW9mIGZsdXNoID09PSBcImZ1bmN0aW9uXCJcbiAgICAgID8geyBmbHVzaDogKCkgPT4gUHJvbWlzZS5yZXNvbHZlKCkudGhlbigoKSA9PiBmbHVzaCEuY2FsbChsb2cpKS5jYXRjaChyZXBvcnQpIH1cbiAgICAgIDoge30pLFxuICB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBSUQ7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBaUJDLEdBQ0QsT0FBTyxTQUFTLGNBQWMsR0FBVztFQUN2QyxJQUFJLFdBQVc7RUFDZixNQUFNLFNBQVMsQ0FBQztJQUNkLElBQUksVUFBVTtJQUNkLFdBQVc7SUFDWCxNQUFNLE9BQU8sYUFBYSxRQUFRLEVBQUUsS0FBSyxJQUFJLEVBQUUsT0FBTyxHQUFHLE9BQU87SUFDaEUsUUFBUSxLQUFLLENBQ1gsQ0FBQyx3RUFBd0UsRUFBRSxNQUFNO0VBRXJGO0VBQ0EsTUFBTSxRQUFRLENBQUM7SUFDYixJQUFJO01BQ0Y7SUFDRixFQUFFLE9BQU8sR0FBRztNQUNWLE9BQU87SUFDVDtFQUNGO0VBQ0EsZ0VBQWdFO0VBQ2hFLElBQUk7RUFDSixNQUFNLElBQU0sUUFBUSxJQUFJLEtBQUs7RUFDN0IsT0FBTztJQUNMLE9BQU8sQ0FBQyxVQUFZLE1BQU0sSUFBTSxJQUFJLEtBQUssQ0FBQztJQUMxQyxNQUFNLENBQUMsVUFBWSxNQUFNLElBQU0sSUFBSSxJQUFJLENBQUM7SUFDeEMsTUFBTSxDQUFDLFVBQVksTUFBTSxJQUFNLElBQUksSUFBSSxDQUFDO0lBQ3hDLE9BQU8sQ0FBQyxVQUFZLE1BQU0sSUFBTSxJQUFJLEtBQUssQ0FBQztJQUMxQyxHQUFJLE9BQU8sVUFBVSxhQUNqQjtNQUFFLE9BQU8sSUFBTSxRQUFRLE9BQU8sR0FBRyxJQUFJLENBQUMsSUFBTSxNQUFPLElBQUksQ0FBQyxNQUFNLEtBQUssQ0FBQztJQUFRLElBQzVFLENBQUMsQ0FBQztFQUNSO0FBQ0YifQ==
// denoCacheMetadata=13561086331984502602,1908740379107832950