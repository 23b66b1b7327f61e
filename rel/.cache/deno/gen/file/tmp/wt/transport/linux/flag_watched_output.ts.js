/**
 * The client's output when it is this process's stdout: written through
 * `nonblocking_output.ts`, which looks at the file's `O_NONBLOCK` flag before each `write(2)`,
 * as soon as that is loaded (it starts loading after the first write, the first answer: about
 * 2 ms); the first write, and one that comes before the load, through Deno's stdout stream.
 * The flag belongs to the open file, which the process shares with whoever opened it: a
 * Node.js parent that starts the daemon with its own stdout and uses that stdout only later
 * makes it non-blocking then, most likely while a write waits for a slow client, and Deno's
 * stdout cannot go on there (it fails with EAGAIN, and cannot be tried again without sending
 * bytes twice). `write(2)` takes nothing when it fails, so a write cut short by the flag goes
 * on where it stopped.
 *
 * Deno's stream for the first write keeps the loading off the first answer's way (where the
 * open file is non-blocking at the start, the load starts at once and the first write waits);
 * it holds no bytes after a write that succeeded, so the switch loses and repeats nothing.
 * Only a flag set while such an early write waits can still fail it with EAGAIN (the session
 * then ends with that error). Throughput is the same either way (measured: 10 KB frames
 * through `--copy`, medians 504 MiB/s with `write(2)` against 483 with Deno's stream).
 *
 * @module
 */ /** What {@linkcode flagWatchedOutput} writes with and tells. */ /**
 * A stream to `options.fd` that writes with `write(2)` and `poll(2)` once they are loaded
 * (loading starts after the first write; with `lookFirst`, now, and the first write waits for
 * it), and with `options.write` before; where the C library cannot be opened, `options.write`
 * goes on.
 *
 * @param options The descriptor, Deno's write and close, whether to switch at once, and what
 *   to tell at the switch.
 * @returns The stream.
 *
 * @example
 * ```ts ignore
 * import { flagWatchedOutput } from "./flag_watched_output.ts";
 * const out = flagWatchedOutput({
 *   fd: 1,
 *   write: async (bytes) => {
 *     const writer = Deno.stdout.writable.getWriter();
 *     await writer.write(bytes).finally(() => writer.releaseLock());
 *   },
 *   close: () => Deno.stdout.close(),
 * });
 * await out.getWriter().write(new TextEncoder().encode("{}\n"));
 * ```
 */ export function flagWatchedOutput(options) {
  const { fd } = options;
  let switched = null;
  let closed = false;
  const close = ()=>{
    if (closed) return;
    closed = true;
    options.close();
  };
  const switchOver = async ()=>{
    const { nonBlockingOutput } = await import("./nonblocking_output.ts");
    if (closed) return;
    // It closes the descriptor from now on.
    const output = nonBlockingOutput(fd, ()=>{
      closed = true;
      options.close();
    });
    if (output === null) return; // on with Deno's stream
    switched = output.getWriter();
    options.onSwitch?.();
  };
  let switching = null;
  const startSwitch = ()=>{
    if (switching !== null) return;
    switching = switchOver();
    switching.catch((e)=>reportError(e)); // a defect: loud
  };
  if (options.lookFirst) startSwitch();
  return new WritableStream({
    async write (chunk) {
      if (switched === null && options.lookFirst) await switching;
      if (switched) return await switched.write(chunk);
      try {
        await options.write(chunk);
      } catch (e) {
        close();
        throw e;
      }
      startSwitch(); // after the first write: not on the first answer's way
    },
    async close () {
      await switching;
      if (switched) await switched.close();
      else close();
    },
    async abort (reason) {
      await switching;
      if (switched) await switched.abort(reason);
      else close();
    }
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9saW51eC9mbGFnX3dhdGNoZWRfb3V0cHV0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGNsaWVudCdzIG91dHB1dCB3aGVuIGl0IGlzIHRoaXMgcHJvY2VzcydzIHN0ZG91dDogd3JpdHRlbiB0aHJvdWdoXG4gKiBgbm9uYmxvY2tpbmdfb3V0cHV0LnRzYCwgd2hpY2ggbG9va3MgYXQgdGhlIGZpbGUncyBgT19OT05CTE9DS2AgZmxhZyBiZWZvcmUgZWFjaCBgd3JpdGUoMilgLFxuICogYXMgc29vbiBhcyB0aGF0IGlzIGxvYWRlZCAoaXQgc3RhcnRzIGxvYWRpbmcgYWZ0ZXIgdGhlIGZpcnN0IHdyaXRlLCB0aGUgZmlyc3QgYW5zd2VyOiBhYm91dFxuICogMiBtcyk7IHRoZSBmaXJzdCB3cml0ZSwgYW5kIG9uZSB0aGF0IGNvbWVzIGJlZm9yZSB0aGUgbG9hZCwgdGhyb3VnaCBEZW5vJ3Mgc3Rkb3V0IHN0cmVhbS5cbiAqIFRoZSBmbGFnIGJlbG9uZ3MgdG8gdGhlIG9wZW4gZmlsZSwgd2hpY2ggdGhlIHByb2Nlc3Mgc2hhcmVzIHdpdGggd2hvZXZlciBvcGVuZWQgaXQ6IGFcbiAqIE5vZGUuanMgcGFyZW50IHRoYXQgc3RhcnRzIHRoZSBkYWVtb24gd2l0aCBpdHMgb3duIHN0ZG91dCBhbmQgdXNlcyB0aGF0IHN0ZG91dCBvbmx5IGxhdGVyXG4gKiBtYWtlcyBpdCBub24tYmxvY2tpbmcgdGhlbiwgbW9zdCBsaWtlbHkgd2hpbGUgYSB3cml0ZSB3YWl0cyBmb3IgYSBzbG93IGNsaWVudCwgYW5kIERlbm8nc1xuICogc3Rkb3V0IGNhbm5vdCBnbyBvbiB0aGVyZSAoaXQgZmFpbHMgd2l0aCBFQUdBSU4sIGFuZCBjYW5ub3QgYmUgdHJpZWQgYWdhaW4gd2l0aG91dCBzZW5kaW5nXG4gKiBieXRlcyB0d2ljZSkuIGB3cml0ZSgyKWAgdGFrZXMgbm90aGluZyB3aGVuIGl0IGZhaWxzLCBzbyBhIHdyaXRlIGN1dCBzaG9ydCBieSB0aGUgZmxhZyBnb2VzXG4gKiBvbiB3aGVyZSBpdCBzdG9wcGVkLlxuICpcbiAqIERlbm8ncyBzdHJlYW0gZm9yIHRoZSBmaXJzdCB3cml0ZSBrZWVwcyB0aGUgbG9hZGluZyBvZmYgdGhlIGZpcnN0IGFuc3dlcidzIHdheSAod2hlcmUgdGhlXG4gKiBvcGVuIGZpbGUgaXMgbm9uLWJsb2NraW5nIGF0IHRoZSBzdGFydCwgdGhlIGxvYWQgc3RhcnRzIGF0IG9uY2UgYW5kIHRoZSBmaXJzdCB3cml0ZSB3YWl0cyk7XG4gKiBpdCBob2xkcyBubyBieXRlcyBhZnRlciBhIHdyaXRlIHRoYXQgc3VjY2VlZGVkLCBzbyB0aGUgc3dpdGNoIGxvc2VzIGFuZCByZXBlYXRzIG5vdGhpbmcuXG4gKiBPbmx5IGEgZmxhZyBzZXQgd2hpbGUgc3VjaCBhbiBlYXJseSB3cml0ZSB3YWl0cyBjYW4gc3RpbGwgZmFpbCBpdCB3aXRoIEVBR0FJTiAodGhlIHNlc3Npb25cbiAqIHRoZW4gZW5kcyB3aXRoIHRoYXQgZXJyb3IpLiBUaHJvdWdocHV0IGlzIHRoZSBzYW1lIGVpdGhlciB3YXkgKG1lYXN1cmVkOiAxMCBLQiBmcmFtZXNcbiAqIHRocm91Z2ggYC0tY29weWAsIG1lZGlhbnMgNTA0IE1pQi9zIHdpdGggYHdyaXRlKDIpYCBhZ2FpbnN0IDQ4MyB3aXRoIERlbm8ncyBzdHJlYW0pLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogV2hhdCB7QGxpbmtjb2RlIGZsYWdXYXRjaGVkT3V0cHV0fSB3cml0ZXMgd2l0aCBhbmQgdGVsbHMuICovXG5leHBvcnQgaW50ZXJmYWNlIEZsYWdXYXRjaGVkT3V0cHV0T3B0aW9ucyB7XG4gIC8qKiBUaGUgZGVzY3JpcHRvciAoMSkuICovXG4gIGZkOiBudW1iZXI7XG4gIC8qKlxuICAgKiBXcml0ZXMgYWxsIG9mIGBieXRlc2AgdGhyb3VnaCBEZW5vJ3Mgc3RyZWFtIChgRGVuby5zdGRvdXQud3JpdGFibGVgOiBhIGBEZW5vLnN0ZG91dC53cml0ZWBcbiAgICogcGVyIGNodW5rIG1hZGUgbGFyZ2UgdHJhbnNmZXJzIGEgdGhpcmQgc2xvd2VyLCBtZWFzdXJlZCkuXG4gICAqL1xuICB3cml0ZShieXRlczogVWludDhBcnJheSk6IFByb21pc2U8dm9pZD47XG4gIC8qKiBDbG9zZXMgdGhlIGRlc2NyaXB0b3IsIG9uY2UgKHdoZW4gdGhlIHN0cmVhbSBlbmRzLCBvciBhIHdyaXRlIGZhaWxlZCkuICovXG4gIGNsb3NlKCk6IHZvaWQ7XG4gIC8qKlxuICAgKiBUaGUgZmlyc3Qgd3JpdGUgd2FpdHMgZm9yIGB3cml0ZSgyKWAgdG8gYmUgbG9hZGVkICh0aGUgZmlsZSB3YXMgbm9uLWJsb2NraW5nIGF0IHRoZSBzdGFydCkuXG4gICAqIEBkZWZhdWx0IGZhbHNlXG4gICAqL1xuICBsb29rRmlyc3Q/OiBib29sZWFuO1xuICAvKiogQ2FsbGVkIG9uY2UsIHdoZW4gdGhlIHdyaXRpbmcgaGFzIHN3aXRjaGVkIHRvIGB3cml0ZSgyKWAuICovXG4gIG9uU3dpdGNoPygpOiB2b2lkO1xufVxuXG4vKipcbiAqIEEgc3RyZWFtIHRvIGBvcHRpb25zLmZkYCB0aGF0IHdyaXRlcyB3aXRoIGB3cml0ZSgyKWAgYW5kIGBwb2xsKDIpYCBvbmNlIHRoZXkgYXJlIGxvYWRlZFxuICogKGxvYWRpbmcgc3RhcnRzIGFmdGVyIHRoZSBmaXJzdCB3cml0ZTsgd2l0aCBgbG9va0ZpcnN0YCwgbm93LCBhbmQgdGhlIGZpcnN0IHdyaXRlIHdhaXRzIGZvclxuICogaXQpLCBhbmQgd2l0aCBgb3B0aW9ucy53cml0ZWAgYmVmb3JlOyB3aGVyZSB0aGUgQyBsaWJyYXJ5IGNhbm5vdCBiZSBvcGVuZWQsIGBvcHRpb25zLndyaXRlYFxuICogZ29lcyBvbi5cbiAqXG4gKiBAcGFyYW0gb3B0aW9ucyBUaGUgZGVzY3JpcHRvciwgRGVubydzIHdyaXRlIGFuZCBjbG9zZSwgd2hldGhlciB0byBzd2l0Y2ggYXQgb25jZSwgYW5kIHdoYXRcbiAqICAgdG8gdGVsbCBhdCB0aGUgc3dpdGNoLlxuICogQHJldHVybnMgVGhlIHN0cmVhbS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBpbXBvcnQgeyBmbGFnV2F0Y2hlZE91dHB1dCB9IGZyb20gXCIuL2ZsYWdfd2F0Y2hlZF9vdXRwdXQudHNcIjtcbiAqIGNvbnN0IG91dCA9IGZsYWdXYXRjaGVkT3V0cHV0KHtcbiAqICAgZmQ6IDEsXG4gKiAgIHdyaXRlOiBhc3luYyAoYnl0ZXMpID0+IHtcbiAqICAgICBjb25zdCB3cml0ZXIgPSBEZW5vLnN0ZG91dC53cml0YWJsZS5nZXRXcml0ZXIoKTtcbiAqICAgICBhd2FpdCB3cml0ZXIud3JpdGUoYnl0ZXMpLmZpbmFsbHkoKCkgPT4gd3JpdGVyLnJlbGVhc2VMb2NrKCkpO1xuICogICB9LFxuICogICBjbG9zZTogKCkgPT4gRGVuby5zdGRvdXQuY2xvc2UoKSxcbiAqIH0pO1xuICogYXdhaXQgb3V0LmdldFdyaXRlcigpLndyaXRlKG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcInt9XFxuXCIpKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gZmxhZ1dhdGNoZWRPdXRwdXQob3B0aW9uczogRmxhZ1dhdGNoZWRPdXRwdXRPcHRpb25zKTogV3JpdGFibGVTdHJlYW08VWludDhBcnJheT4ge1xuICBjb25zdCB7IGZkIH0gPSBvcHRpb25zO1xuICBsZXQgc3dpdGNoZWQ6IFdyaXRhYmxlU3RyZWFtRGVmYXVsdFdyaXRlcjxVaW50OEFycmF5PiB8IG51bGwgPSBudWxsO1xuICBsZXQgY2xvc2VkID0gZmFsc2U7XG4gIGNvbnN0IGNsb3NlID0gKCkgPT4ge1xuICAgIGlmIChjbG9zZWQpIHJldHVybjtcbiAgICBjbG9zZWQgPSB0cnVlO1xuICAgIG9wdGlvbnMuY2xvc2UoKTtcbiAgfTtcbiAgY29uc3Qgc3dpdGNoT3ZlciA9IGFzeW5jICgpID0+IHtcbiAgICBjb25zdCB7IG5vbkJsb2NraW5nT3V0cHV0IH0gPSBhd2FpdCBpbXBvcnQoXCIuL25vbmJsb2NraW5nX291dHB1dC50c1wiKTtcbiAgICBpZiAoY2xvc2VkKSByZXR1cm47XG4gICAgLy8gSXQgY2xvc2VzIHRoZSBkZXNjcmlwdG9yIGZyb20gbm93IG9uLlxuICAgIGNvbnN0IG91dHB1dCA9IG5vbkJsb2NraW5nT3V0cHV0KGZkLCAoKSA9PiB7XG4gICAgICBjbG9zZWQgPSB0cnVlO1xuICAgICAgb3B0aW9ucy5jbG9zZSgpO1xuICAgIH0pO1xuICAgIGlmIChvdXRwdXQgPT09IG51bGwpIHJldHVybjsgLy8gb24gd2l0aCBEZW5vJ3Mgc3RyZWFtXG4gICAgc3dpdGNoZWQgPSBvdXRwdXQuZ2V0V3JpdGVyKCk7XG4gICAgb3B0aW9ucy5vblN3aXRjaD8uKCk7XG4gIH07XG4gIGxldCBzd2l0Y2hpbmc6IFByb21pc2U8dm9pZD4gfCBudWxsID0gbnVsbDtcbiAgY29uc3Qgc3RhcnRTd2l0Y2ggPSAoKSA9PiB7XG4gICAgaWYgKHN3aXRjaGluZyAhPT0gbnVsbCkgcmV0dXJuO1xuICAgIHN3aXRjaGluZyA9IHN3aXRjaE92ZXIoKTtcbiAgICBzd2l0Y2hpbmcuY2F0Y2goKGUpID0+IHJlcG9ydEVycm9yKGUpKTsgLy8gYSBkZWZlY3Q6IGxvdWRcbiAgfTtcbiAgaWYgKG9wdGlvbnMubG9va0ZpcnN0KSBzdGFydFN3aXRjaCgpO1xuICByZXR1cm4gbmV3IFdyaXRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+KHtcbiAgICBhc3luYyB3cml0ZShjaHVuaykge1xuICAgICAgaWYgKHN3aXRjaGVkID09PSBudWxsICYmIG9wdGlvbnMubG9va0ZpcnN0KSBhd2FpdCBzd2l0Y2hpbmc7XG4gICAgICBpZiAoc3dpdGNoZWQpIHJldHVybiBhd2FpdCBzd2l0Y2hlZC53cml0ZShjaHVuayk7XG4gICAgICB0cnkge1xuICAgICAgICBhd2FpdCBvcHRpb25zLndyaXRlKGNodW5rKTtcbiAgICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgICAgY2xvc2UoKTtcbiAgICAgICAgdGhyb3cgZTtcbiAgICAgIH1cbiAgICAgIHN0YXJ0U3dpdGNoKCk7IC8vIGFmdGVyIHRoZSBmaXJzdCB3cml0ZTogbm90IG9uIHRoZSBmaXJzdCBhbnN3ZXIncyB3YXlcbiAgICB9LFxuICAgIGFzeW5jIGNsb3NlKCkge1xuICAgICAgYXdhaXQgc3dpdGNoaW5nO1xuICAgICAgaWYgKHN3aXRjaGVkKSBhd2FpdCBzd2l0Y2hlZC5jbG9zZSgpO1xuICAgICAgZWxzZSBjbG9zZSgpO1xuICAgIH0sXG4gICAgYXN5bmMgYWJvcnQocmVhc29uKSB7XG4gICAgICBhd2FpdCBzd2l0Y2hpbmc7XG4gICAgICBpZiAoc3dpdGNoZWQpIGF3YWl0IHN3aXRjaGVkLmFib3J0KHJlYXNvbik7XG4gICAgICBlbHNlIGNsb3NlKCk7XG4gICAgfSxcbiAgfSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBb0JDLEdBRUQsOERBQThELEdBb0I5RDs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0F1QkMsR0FDRCxPQUFPLFNBQVMsa0JBQWtCLE9BQWlDO0VBQ2pFLE1BQU0sRUFBRSxFQUFFLEVBQUUsR0FBRztFQUNmLElBQUksV0FBMkQ7RUFDL0QsSUFBSSxTQUFTO0VBQ2IsTUFBTSxRQUFRO0lBQ1osSUFBSSxRQUFRO0lBQ1osU0FBUztJQUNULFFBQVEsS0FBSztFQUNmO0VBQ0EsTUFBTSxhQUFhO0lBQ2pCLE1BQU0sRUFBRSxpQkFBaUIsRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUFDO0lBQzNDLElBQUksUUFBUTtJQUNaLHdDQUF3QztJQUN4QyxNQUFNLFNBQVMsa0JBQWtCLElBQUk7TUFDbkMsU0FBUztNQUNULFFBQVEsS0FBSztJQUNmO0lBQ0EsSUFBSSxXQUFXLE1BQU0sUUFBUSx3QkFBd0I7SUFDckQsV0FBVyxPQUFPLFNBQVM7SUFDM0IsUUFBUSxRQUFRO0VBQ2xCO0VBQ0EsSUFBSSxZQUFrQztFQUN0QyxNQUFNLGNBQWM7SUFDbEIsSUFBSSxjQUFjLE1BQU07SUFDeEIsWUFBWTtJQUNaLFVBQVUsS0FBSyxDQUFDLENBQUMsSUFBTSxZQUFZLEtBQUssaUJBQWlCO0VBQzNEO0VBQ0EsSUFBSSxRQUFRLFNBQVMsRUFBRTtFQUN2QixPQUFPLElBQUksZUFBMkI7SUFDcEMsTUFBTSxPQUFNLEtBQUs7TUFDZixJQUFJLGFBQWEsUUFBUSxRQUFRLFNBQVMsRUFBRSxNQUFNO01BQ2xELElBQUksVUFBVSxPQUFPLE1BQU0sU0FBUyxLQUFLLENBQUM7TUFDMUMsSUFBSTtRQUNGLE1BQU0sUUFBUSxLQUFLLENBQUM7TUFDdEIsRUFBRSxPQUFPLEdBQUc7UUFDVjtRQUNBLE1BQU07TUFDUjtNQUNBLGVBQWUsdURBQXVEO0lBQ3hFO0lBQ0EsTUFBTTtNQUNKLE1BQU07TUFDTixJQUFJLFVBQVUsTUFBTSxTQUFTLEtBQUs7V0FDN0I7SUFDUDtJQUNBLE1BQU0sT0FBTSxNQUFNO01BQ2hCLE1BQU07TUFDTixJQUFJLFVBQVUsTUFBTSxTQUFTLEtBQUssQ0FBQztXQUM5QjtJQUNQO0VBQ0Y7QUFDRiJ9
// denoCacheMetadata=5235095466114605890,10696693818544580