/**
 * One line of `/proc/PID/stat` (Linux), read for the fields acp-proxy uses: the command name,
 * the state, the parent, the process group and the start time. Shared by the probe's process
 * table and the check of what is left of a stopped group.
 *
 * @module
 */ /** The fields of a `/proc/PID/stat` line that are used. */ /**
 * Reads the used fields of a `/proc/PID/stat` line.
 *
 * @param stat The line: "pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt
 *   majflt cmajflt utime stime cutime cstime priority nice threads itrealvalue starttime ...";
 *   `comm` may hold ")" and spaces, so the fields are counted from the last ")".
 * @returns The fields.
 *
 * @example
 * ```ts
 * import { parseProcStat } from "./proc_stat.ts";
 * const line = "42 (my (odd) name) S 1 42 42 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 9876 0";
 * console.log(parseProcStat(line)); // { name: "my (odd) name", state: "S", ppid: 1, pgrp: 42, start: 9876 }
 * ```
 */ export function parseProcStat(stat) {
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  return {
    name: stat.slice(stat.indexOf("(") + 1, close),
    state: fields[0],
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    start: Number(fields[19])
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Byb2Nlc3MvcHJvY19zdGF0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogT25lIGxpbmUgb2YgYC9wcm9jL1BJRC9zdGF0YCAoTGludXgpLCByZWFkIGZvciB0aGUgZmllbGRzIGFjcC1wcm94eSB1c2VzOiB0aGUgY29tbWFuZCBuYW1lLFxuICogdGhlIHN0YXRlLCB0aGUgcGFyZW50LCB0aGUgcHJvY2VzcyBncm91cCBhbmQgdGhlIHN0YXJ0IHRpbWUuIFNoYXJlZCBieSB0aGUgcHJvYmUncyBwcm9jZXNzXG4gKiB0YWJsZSBhbmQgdGhlIGNoZWNrIG9mIHdoYXQgaXMgbGVmdCBvZiBhIHN0b3BwZWQgZ3JvdXAuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBUaGUgZmllbGRzIG9mIGEgYC9wcm9jL1BJRC9zdGF0YCBsaW5lIHRoYXQgYXJlIHVzZWQuICovXG5leHBvcnQgaW50ZXJmYWNlIFByb2NTdGF0IHtcbiAgLyoqIFRoZSBjb21tYW5kIG5hbWUgKGBjb21tYCkuICovXG4gIHJlYWRvbmx5IG5hbWU6IHN0cmluZztcbiAgLyoqIFRoZSBzdGF0ZSBsZXR0ZXI6IGBSYCwgYFNgLCBgRGAsIGBUYCwgYFpgIChhIHpvbWJpZSksIGBYYCAoZGVhZCkuLi4gKi9cbiAgcmVhZG9ubHkgc3RhdGU6IHN0cmluZztcbiAgLyoqIFBhcmVudCBwcm9jZXNzIGlkLiAqL1xuICByZWFkb25seSBwcGlkOiBudW1iZXI7XG4gIC8qKiBQcm9jZXNzIGdyb3VwIGlkLiAqL1xuICByZWFkb25seSBwZ3JwOiBudW1iZXI7XG4gIC8qKiBTdGFydCB0aW1lIGluIGNsb2NrIHRpY2tzIHNpbmNlIGJvb3Q6IHRlbGxzIGEgcmV1c2VkIHBpZCBmcm9tIHRoZSBvcmlnaW5hbC4gKi9cbiAgcmVhZG9ubHkgc3RhcnQ6IG51bWJlcjtcbn1cblxuLyoqXG4gKiBSZWFkcyB0aGUgdXNlZCBmaWVsZHMgb2YgYSBgL3Byb2MvUElEL3N0YXRgIGxpbmUuXG4gKlxuICogQHBhcmFtIHN0YXQgVGhlIGxpbmU6IFwicGlkIChjb21tKSBzdGF0ZSBwcGlkIHBncnAgc2Vzc2lvbiB0dHkgdHBnaWQgZmxhZ3MgbWluZmx0IGNtaW5mbHRcbiAqICAgbWFqZmx0IGNtYWpmbHQgdXRpbWUgc3RpbWUgY3V0aW1lIGNzdGltZSBwcmlvcml0eSBuaWNlIHRocmVhZHMgaXRyZWFsdmFsdWUgc3RhcnR0aW1lIC4uLlwiO1xuICogICBgY29tbWAgbWF5IGhvbGQgXCIpXCIgYW5kIHNwYWNlcywgc28gdGhlIGZpZWxkcyBhcmUgY291bnRlZCBmcm9tIHRoZSBsYXN0IFwiKVwiLlxuICogQHJldHVybnMgVGhlIGZpZWxkcy5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHBhcnNlUHJvY1N0YXQgfSBmcm9tIFwiLi9wcm9jX3N0YXQudHNcIjtcbiAqIGNvbnN0IGxpbmUgPSBcIjQyIChteSAob2RkKSBuYW1lKSBTIDEgNDIgNDIgMCAtMSAwIDAgMCAwIDAgMCAwIDAgMCAyMCAwIDEgMCA5ODc2IDBcIjtcbiAqIGNvbnNvbGUubG9nKHBhcnNlUHJvY1N0YXQobGluZSkpOyAvLyB7IG5hbWU6IFwibXkgKG9kZCkgbmFtZVwiLCBzdGF0ZTogXCJTXCIsIHBwaWQ6IDEsIHBncnA6IDQyLCBzdGFydDogOTg3NiB9XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhcnNlUHJvY1N0YXQoc3RhdDogc3RyaW5nKTogUHJvY1N0YXQge1xuICBjb25zdCBjbG9zZSA9IHN0YXQubGFzdEluZGV4T2YoXCIpXCIpO1xuICBjb25zdCBmaWVsZHMgPSBzdGF0LnNsaWNlKGNsb3NlICsgMikuc3BsaXQoXCIgXCIpO1xuICByZXR1cm4ge1xuICAgIG5hbWU6IHN0YXQuc2xpY2Uoc3RhdC5pbmRleE9mKFwiKFwiKSArIDEsIGNsb3NlKSxcbiAgICBzdGF0ZTogZmllbGRzWzBdLFxuICAgIHBwaWQ6IE51bWJlcihmaWVsZHNbMV0pLFxuICAgIHBncnA6IE51bWJlcihmaWVsZHNbMl0pLFxuICAgIHN0YXJ0OiBOdW1iZXIoZmllbGRzWzE5XSksXG4gIH07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQseURBQXlELEdBY3pEOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxTQUFTLGNBQWMsSUFBWTtFQUN4QyxNQUFNLFFBQVEsS0FBSyxXQUFXLENBQUM7RUFDL0IsTUFBTSxTQUFTLEtBQUssS0FBSyxDQUFDLFFBQVEsR0FBRyxLQUFLLENBQUM7RUFDM0MsT0FBTztJQUNMLE1BQU0sS0FBSyxLQUFLLENBQUMsS0FBSyxPQUFPLENBQUMsT0FBTyxHQUFHO0lBQ3hDLE9BQU8sTUFBTSxDQUFDLEVBQUU7SUFDaEIsTUFBTSxPQUFPLE1BQU0sQ0FBQyxFQUFFO0lBQ3RCLE1BQU0sT0FBTyxNQUFNLENBQUMsRUFBRTtJQUN0QixPQUFPLE9BQU8sTUFBTSxDQUFDLEdBQUc7RUFDMUI7QUFDRiJ9
// denoCacheMetadata=1394476086601667403,3653598201523354324