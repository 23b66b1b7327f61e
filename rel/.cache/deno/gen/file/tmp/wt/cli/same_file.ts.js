/**
 * Whether two paths name one file: the checks that keep the daemon from writing into what it
 * reads (its config, a token file, the client's stdin) or into its own stdout.
 *
 * @module
 */ /** Whether two paths name one existing file (same device and inode). */ export function sameFile(a, b) {
  try {
    const [x, y] = [
      Deno.statSync(a),
      Deno.statSync(b)
    ];
    return x.ino !== null && x.dev === y.dev && x.ino === y.ino;
  } catch  {
    return false;
  }
}
/** Whether `path` is a character device (`/dev/null`, a terminal). */ export function isCharDevice(path) {
  try {
    return Deno.statSync(path).isCharDevice === true;
  } catch  {
    return false;
  }
}
/** Whether `path` is `stream`'s object; a terminal or `/dev/null` is not counted. */ export function isStandardStream(path, stream) {
  // Not there yet, or a terminal or /dev/null: not counted.
  return !isCharDevice(path) && sameFile(path, stream);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9zYW1lX2ZpbGUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGV0aGVyIHR3byBwYXRocyBuYW1lIG9uZSBmaWxlOiB0aGUgY2hlY2tzIHRoYXQga2VlcCB0aGUgZGFlbW9uIGZyb20gd3JpdGluZyBpbnRvIHdoYXQgaXRcbiAqIHJlYWRzIChpdHMgY29uZmlnLCBhIHRva2VuIGZpbGUsIHRoZSBjbGllbnQncyBzdGRpbikgb3IgaW50byBpdHMgb3duIHN0ZG91dC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIFdoZXRoZXIgdHdvIHBhdGhzIG5hbWUgb25lIGV4aXN0aW5nIGZpbGUgKHNhbWUgZGV2aWNlIGFuZCBpbm9kZSkuICovXG5leHBvcnQgZnVuY3Rpb24gc2FtZUZpbGUoYTogc3RyaW5nLCBiOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgdHJ5IHtcbiAgICBjb25zdCBbeCwgeV0gPSBbRGVuby5zdGF0U3luYyhhKSwgRGVuby5zdGF0U3luYyhiKV07XG4gICAgcmV0dXJuIHguaW5vICE9PSBudWxsICYmIHguZGV2ID09PSB5LmRldiAmJiB4LmlubyA9PT0geS5pbm87XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxufVxuXG4vKiogV2hldGhlciBgcGF0aGAgaXMgYSBjaGFyYWN0ZXIgZGV2aWNlIChgL2Rldi9udWxsYCwgYSB0ZXJtaW5hbCkuICovXG5leHBvcnQgZnVuY3Rpb24gaXNDaGFyRGV2aWNlKHBhdGg6IHN0cmluZyk6IGJvb2xlYW4ge1xuICB0cnkge1xuICAgIHJldHVybiBEZW5vLnN0YXRTeW5jKHBhdGgpLmlzQ2hhckRldmljZSA9PT0gdHJ1ZTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIGZhbHNlO1xuICB9XG59XG5cbi8qKiBXaGV0aGVyIGBwYXRoYCBpcyBgc3RyZWFtYCdzIG9iamVjdDsgYSB0ZXJtaW5hbCBvciBgL2Rldi9udWxsYCBpcyBub3QgY291bnRlZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpc1N0YW5kYXJkU3RyZWFtKFxuICBwYXRoOiBzdHJpbmcsXG4gIHN0cmVhbTogXCIvZGV2L3N0ZG91dFwiIHwgXCIvZGV2L3N0ZGluXCIgfCBcIi9kZXYvc3RkZXJyXCIsXG4pOiBib29sZWFuIHtcbiAgLy8gTm90IHRoZXJlIHlldCwgb3IgYSB0ZXJtaW5hbCBvciAvZGV2L251bGw6IG5vdCBjb3VudGVkLlxuICByZXR1cm4gIWlzQ2hhckRldmljZShwYXRoKSAmJiBzYW1lRmlsZShwYXRoLCBzdHJlYW0pO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxTQUFTLENBQVMsRUFBRSxDQUFTO0VBQzNDLElBQUk7SUFDRixNQUFNLENBQUMsR0FBRyxFQUFFLEdBQUc7TUFBQyxLQUFLLFFBQVEsQ0FBQztNQUFJLEtBQUssUUFBUSxDQUFDO0tBQUc7SUFDbkQsT0FBTyxFQUFFLEdBQUcsS0FBSyxRQUFRLEVBQUUsR0FBRyxLQUFLLEVBQUUsR0FBRyxJQUFJLEVBQUUsR0FBRyxLQUFLLEVBQUUsR0FBRztFQUM3RCxFQUFFLE9BQU07SUFDTixPQUFPO0VBQ1Q7QUFDRjtBQUVBLG9FQUFvRSxHQUNwRSxPQUFPLFNBQVMsYUFBYSxJQUFZO0VBQ3ZDLElBQUk7SUFDRixPQUFPLEtBQUssUUFBUSxDQUFDLE1BQU0sWUFBWSxLQUFLO0VBQzlDLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUEsbUZBQW1GLEdBQ25GLE9BQU8sU0FBUyxpQkFDZCxJQUFZLEVBQ1osTUFBb0Q7RUFFcEQsMERBQTBEO0VBQzFELE9BQU8sQ0FBQyxhQUFhLFNBQVMsU0FBUyxNQUFNO0FBQy9DIn0=
// denoCacheMetadata=12399888075939058101,7863714188251369623