/**
 * What this process's standard descriptors are: the facts the byte-path decision
 * (`byte_path.ts`) rests on. Portable: `isatty`, and `stat` of `/dev/fd/N` (Linux and the
 * BSDs, macOS included, have it).
 *
 * @module
 */ /**
 * The kind of object a descriptor refers to:
 * - `pipe`: an anonymous pipe or a named FIFO (`S_IFIFO`);
 * - `socket`: a Unix or TCP socket (`S_IFSOCK`), e.g. inetd or systemd `Accept=yes`;
 * - `file`: a regular file (`< input`, `> log`);
 * - `terminal`: a tty;
 * - `device`: another character or block device (`/dev/null`, `/dev/full`);
 * - `other`: anything else, or a descriptor that cannot be inspected.
 */ const FILES = [
  Deno.stdin,
  Deno.stdout,
  Deno.stderr
];
/**
 * Inspects standard descriptor `fd` (0, 1 or 2) of this process.
 *
 * @param fd 0 for stdin, 1 for stdout, 2 for stderr.
 * @returns Its kind and identity; `other` with a null id when it cannot be inspected.
 *
 * @example
 * ```ts
 * import { standardEndpoint } from "./endpoint_kind.ts";
 * console.log(standardEndpoint(1).kind); // e.g. "pipe" under `deno run ... | cat`
 * ```
 */ export function standardEndpoint(fd) {
  const file = FILES[fd];
  try {
    if (file.isTerminal()) return {
      kind: "terminal",
      id: null
    };
    const info = Deno.statSync(`/dev/fd/${fd}`);
    const id = info.dev !== null && info.ino !== null ? `${info.dev}:${info.ino}` : null;
    const kind = info.isFifo ? "pipe" : info.isSocket ? "socket" : info.isFile ? "file" : info.isCharDevice || info.isBlockDevice ? "device" : "other";
    return {
      kind,
      id
    };
  } catch  {
    return {
      kind: "other",
      id: null
    };
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9lbmRwb2ludF9raW5kLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCB0aGlzIHByb2Nlc3MncyBzdGFuZGFyZCBkZXNjcmlwdG9ycyBhcmU6IHRoZSBmYWN0cyB0aGUgYnl0ZS1wYXRoIGRlY2lzaW9uXG4gKiAoYGJ5dGVfcGF0aC50c2ApIHJlc3RzIG9uLiBQb3J0YWJsZTogYGlzYXR0eWAsIGFuZCBgc3RhdGAgb2YgYC9kZXYvZmQvTmAgKExpbnV4IGFuZCB0aGVcbiAqIEJTRHMsIG1hY09TIGluY2x1ZGVkLCBoYXZlIGl0KS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqXG4gKiBUaGUga2luZCBvZiBvYmplY3QgYSBkZXNjcmlwdG9yIHJlZmVycyB0bzpcbiAqIC0gYHBpcGVgOiBhbiBhbm9ueW1vdXMgcGlwZSBvciBhIG5hbWVkIEZJRk8gKGBTX0lGSUZPYCk7XG4gKiAtIGBzb2NrZXRgOiBhIFVuaXggb3IgVENQIHNvY2tldCAoYFNfSUZTT0NLYCksIGUuZy4gaW5ldGQgb3Igc3lzdGVtZCBgQWNjZXB0PXllc2A7XG4gKiAtIGBmaWxlYDogYSByZWd1bGFyIGZpbGUgKGA8IGlucHV0YCwgYD4gbG9nYCk7XG4gKiAtIGB0ZXJtaW5hbGA6IGEgdHR5O1xuICogLSBgZGV2aWNlYDogYW5vdGhlciBjaGFyYWN0ZXIgb3IgYmxvY2sgZGV2aWNlIChgL2Rldi9udWxsYCwgYC9kZXYvZnVsbGApO1xuICogLSBgb3RoZXJgOiBhbnl0aGluZyBlbHNlLCBvciBhIGRlc2NyaXB0b3IgdGhhdCBjYW5ub3QgYmUgaW5zcGVjdGVkLlxuICovXG5leHBvcnQgdHlwZSBFbmRwb2ludEtpbmQgPSBcInBpcGVcIiB8IFwic29ja2V0XCIgfCBcImZpbGVcIiB8IFwidGVybWluYWxcIiB8IFwiZGV2aWNlXCIgfCBcIm90aGVyXCI7XG5cbi8qKiBBIHN0YW5kYXJkIGRlc2NyaXB0b3IncyBraW5kIGFuZCBpZGVudGl0eS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgRW5kcG9pbnQge1xuICAvKiogV2hhdCBpdCBpcy4gKi9cbiAga2luZDogRW5kcG9pbnRLaW5kO1xuICAvKiogYGRldmljZTppbm9kZWAgb2YgdGhlIG9iamVjdDogdHdvIGRlc2NyaXB0b3JzIHdpdGggdGhlIHNhbWUgaWQgc2hhcmUgb25lIG9iamVjdC4gKi9cbiAgaWQ6IHN0cmluZyB8IG51bGw7XG59XG5cbmNvbnN0IEZJTEVTID0gW0Rlbm8uc3RkaW4sIERlbm8uc3Rkb3V0LCBEZW5vLnN0ZGVycl0gYXMgY29uc3Q7XG5cbi8qKlxuICogSW5zcGVjdHMgc3RhbmRhcmQgZGVzY3JpcHRvciBgZmRgICgwLCAxIG9yIDIpIG9mIHRoaXMgcHJvY2Vzcy5cbiAqXG4gKiBAcGFyYW0gZmQgMCBmb3Igc3RkaW4sIDEgZm9yIHN0ZG91dCwgMiBmb3Igc3RkZXJyLlxuICogQHJldHVybnMgSXRzIGtpbmQgYW5kIGlkZW50aXR5OyBgb3RoZXJgIHdpdGggYSBudWxsIGlkIHdoZW4gaXQgY2Fubm90IGJlIGluc3BlY3RlZC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHN0YW5kYXJkRW5kcG9pbnQgfSBmcm9tIFwiLi9lbmRwb2ludF9raW5kLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhzdGFuZGFyZEVuZHBvaW50KDEpLmtpbmQpOyAvLyBlLmcuIFwicGlwZVwiIHVuZGVyIGBkZW5vIHJ1biAuLi4gfCBjYXRgXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN0YW5kYXJkRW5kcG9pbnQoZmQ6IDAgfCAxIHwgMik6IEVuZHBvaW50IHtcbiAgY29uc3QgZmlsZSA9IEZJTEVTW2ZkXTtcbiAgdHJ5IHtcbiAgICBpZiAoZmlsZS5pc1Rlcm1pbmFsKCkpIHJldHVybiB7IGtpbmQ6IFwidGVybWluYWxcIiwgaWQ6IG51bGwgfTtcbiAgICBjb25zdCBpbmZvID0gRGVuby5zdGF0U3luYyhgL2Rldi9mZC8ke2ZkfWApO1xuICAgIGNvbnN0IGlkID0gaW5mby5kZXYgIT09IG51bGwgJiYgaW5mby5pbm8gIT09IG51bGwgPyBgJHtpbmZvLmRldn06JHtpbmZvLmlub31gIDogbnVsbDtcbiAgICBjb25zdCBraW5kOiBFbmRwb2ludEtpbmQgPSBpbmZvLmlzRmlmb1xuICAgICAgPyBcInBpcGVcIlxuICAgICAgOiBpbmZvLmlzU29ja2V0XG4gICAgICA/IFwic29ja2V0XCJcbiAgICAgIDogaW5mby5pc0ZpbGVcbiAgICAgID8gXCJmaWxlXCJcbiAgICAgIDogaW5mby5pc0NoYXJEZXZpY2UgfHwgaW5mby5pc0Jsb2NrRGV2aWNlXG4gICAgICA/IFwiZGV2aWNlXCJcbiAgICAgIDogXCJvdGhlclwiO1xuICAgIHJldHVybiB7IGtpbmQsIGlkIH07XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiB7IGtpbmQ6IFwib3RoZXJcIiwgaWQ6IG51bGwgfTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVEOzs7Ozs7OztDQVFDLEdBV0QsTUFBTSxRQUFRO0VBQUMsS0FBSyxLQUFLO0VBQUUsS0FBSyxNQUFNO0VBQUUsS0FBSyxNQUFNO0NBQUM7QUFFcEQ7Ozs7Ozs7Ozs7O0NBV0MsR0FDRCxPQUFPLFNBQVMsaUJBQWlCLEVBQWE7RUFDNUMsTUFBTSxPQUFPLEtBQUssQ0FBQyxHQUFHO0VBQ3RCLElBQUk7SUFDRixJQUFJLEtBQUssVUFBVSxJQUFJLE9BQU87TUFBRSxNQUFNO01BQVksSUFBSTtJQUFLO0lBQzNELE1BQU0sT0FBTyxLQUFLLFFBQVEsQ0FBQyxDQUFDLFFBQVEsRUFBRSxJQUFJO0lBQzFDLE1BQU0sS0FBSyxLQUFLLEdBQUcsS0FBSyxRQUFRLEtBQUssR0FBRyxLQUFLLE9BQU8sR0FBRyxLQUFLLEdBQUcsQ0FBQyxDQUFDLEVBQUUsS0FBSyxHQUFHLEVBQUUsR0FBRztJQUNoRixNQUFNLE9BQXFCLEtBQUssTUFBTSxHQUNsQyxTQUNBLEtBQUssUUFBUSxHQUNiLFdBQ0EsS0FBSyxNQUFNLEdBQ1gsU0FDQSxLQUFLLFlBQVksSUFBSSxLQUFLLGFBQWEsR0FDdkMsV0FDQTtJQUNKLE9BQU87TUFBRTtNQUFNO0lBQUc7RUFDcEIsRUFBRSxPQUFNO0lBQ04sT0FBTztNQUFFLE1BQU07TUFBUyxJQUFJO0lBQUs7RUFDbkM7QUFDRiJ9
// denoCacheMetadata=1836371455217200283,2054091965440753809