/**
 * Writing all of a buffer to a descriptor that may be non-blocking. A process can inherit
 * its stdout or stderr with `O_NONBLOCK` set (the flag belongs to the open file, which the
 * parent shares): a write to such a full pipe fails with `EAGAIN` (`Deno.errors.WouldBlock`)
 * instead of waiting for its reader. {@linkcode writeAll} waits and writes again, as a
 * blocking write would have waited, so that a slow reader gets every byte either way.
 *
 * Only for a writer that takes nothing of a write that fails: `Deno.stderr` (unbuffered), a
 * file. Never `Deno.stdout`: Deno writes it through Rust's line-buffered stdout, whose write
 * may take bytes into its buffer and then fail to flush them, so trying again sends them
 * twice (a hunt measured 48 MB arriving for 5 MB of small frames).
 *
 * @module
 */ /** Something bytes can be written to, like `Deno.stderr`. */ /**
 * The first wait after a write found the descriptor full, in milliseconds; each further one
 * in a row doubles, up to {@linkcode MAX_FULL_WAIT_MS}, and any progress starts over. The
 * reader of a full pipe is usually busy for well under a millisecond.
 */ export const FIRST_FULL_WAIT_MS = 1;
/**
 * The longest wait between two tries at a full descriptor, in milliseconds: a reader that
 * comes back after a long pause gets its next bytes at most this late. The wait has no end
 * of its own, as a blocking write has none: what bounds it is the caller's (a session's
 * output stall limit).
 */ export const MAX_FULL_WAIT_MS = 16;
/**
 * Writes all of `bytes` to `writer`, waiting out a full non-blocking descriptor
 * (`Deno.errors.WouldBlock`) with waits of {@linkcode FIRST_FULL_WAIT_MS} doubling to
 * {@linkcode MAX_FULL_WAIT_MS}. Any other failure is thrown as it came.
 *
 * @param writer Where (a writer that takes nothing of a failed write, like `Deno.stderr`).
 * @param bytes What.
 * @returns Resolves once every byte was written.
 *
 * @example Write a line to stderr, also when it is a non-blocking pipe
 * ```ts
 * import { writeAll } from "./write_all.ts";
 * await writeAll(Deno.stderr, new TextEncoder().encode("hi\n"));
 * ```
 */ export async function writeAll(writer, bytes) {
  let wait = FIRST_FULL_WAIT_MS;
  for(let written = 0; written < bytes.length;){
    let n;
    try {
      n = await writer.write(bytes.subarray(written));
    } catch (e) {
      if (!(e instanceof Deno.errors.WouldBlock)) throw e;
      await pause(wait);
      wait = Math.min(wait * 2, MAX_FULL_WAIT_MS);
      continue;
    }
    written += n;
    if (n > 0) wait = FIRST_FULL_WAIT_MS;
  }
}
/**
 * Resolves after `ms`: an `AbortSignal.timeout`, not `setTimeout`, whose first use loads
 * Deno's Node-compatible timers (see `settles_within.ts`).
 */ function pause(ms) {
  return new Promise((resolve)=>{
    AbortSignal.timeout(ms).addEventListener("abort", ()=>resolve(), {
      once: true
    });
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2FzeW5jL3dyaXRlX2FsbC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFdyaXRpbmcgYWxsIG9mIGEgYnVmZmVyIHRvIGEgZGVzY3JpcHRvciB0aGF0IG1heSBiZSBub24tYmxvY2tpbmcuIEEgcHJvY2VzcyBjYW4gaW5oZXJpdFxuICogaXRzIHN0ZG91dCBvciBzdGRlcnIgd2l0aCBgT19OT05CTE9DS2Agc2V0ICh0aGUgZmxhZyBiZWxvbmdzIHRvIHRoZSBvcGVuIGZpbGUsIHdoaWNoIHRoZVxuICogcGFyZW50IHNoYXJlcyk6IGEgd3JpdGUgdG8gc3VjaCBhIGZ1bGwgcGlwZSBmYWlscyB3aXRoIGBFQUdBSU5gIChgRGVuby5lcnJvcnMuV291bGRCbG9ja2ApXG4gKiBpbnN0ZWFkIG9mIHdhaXRpbmcgZm9yIGl0cyByZWFkZXIuIHtAbGlua2NvZGUgd3JpdGVBbGx9IHdhaXRzIGFuZCB3cml0ZXMgYWdhaW4sIGFzIGFcbiAqIGJsb2NraW5nIHdyaXRlIHdvdWxkIGhhdmUgd2FpdGVkLCBzbyB0aGF0IGEgc2xvdyByZWFkZXIgZ2V0cyBldmVyeSBieXRlIGVpdGhlciB3YXkuXG4gKlxuICogT25seSBmb3IgYSB3cml0ZXIgdGhhdCB0YWtlcyBub3RoaW5nIG9mIGEgd3JpdGUgdGhhdCBmYWlsczogYERlbm8uc3RkZXJyYCAodW5idWZmZXJlZCksIGFcbiAqIGZpbGUuIE5ldmVyIGBEZW5vLnN0ZG91dGA6IERlbm8gd3JpdGVzIGl0IHRocm91Z2ggUnVzdCdzIGxpbmUtYnVmZmVyZWQgc3Rkb3V0LCB3aG9zZSB3cml0ZVxuICogbWF5IHRha2UgYnl0ZXMgaW50byBpdHMgYnVmZmVyIGFuZCB0aGVuIGZhaWwgdG8gZmx1c2ggdGhlbSwgc28gdHJ5aW5nIGFnYWluIHNlbmRzIHRoZW1cbiAqIHR3aWNlIChhIGh1bnQgbWVhc3VyZWQgNDggTUIgYXJyaXZpbmcgZm9yIDUgTUIgb2Ygc21hbGwgZnJhbWVzKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIFNvbWV0aGluZyBieXRlcyBjYW4gYmUgd3JpdHRlbiB0bywgbGlrZSBgRGVuby5zdGRlcnJgLiAqL1xuZXhwb3J0IGludGVyZmFjZSBXcml0ZXIge1xuICAvKiogV3JpdGVzIHNvbWUgb2YgYHBgOyByZXNvbHZlcyB3aXRoIGhvdyBtYW55IGJ5dGVzLiAqL1xuICB3cml0ZShwOiBVaW50OEFycmF5KTogUHJvbWlzZTxudW1iZXI+O1xufVxuXG4vKipcbiAqIFRoZSBmaXJzdCB3YWl0IGFmdGVyIGEgd3JpdGUgZm91bmQgdGhlIGRlc2NyaXB0b3IgZnVsbCwgaW4gbWlsbGlzZWNvbmRzOyBlYWNoIGZ1cnRoZXIgb25lXG4gKiBpbiBhIHJvdyBkb3VibGVzLCB1cCB0byB7QGxpbmtjb2RlIE1BWF9GVUxMX1dBSVRfTVN9LCBhbmQgYW55IHByb2dyZXNzIHN0YXJ0cyBvdmVyLiBUaGVcbiAqIHJlYWRlciBvZiBhIGZ1bGwgcGlwZSBpcyB1c3VhbGx5IGJ1c3kgZm9yIHdlbGwgdW5kZXIgYSBtaWxsaXNlY29uZC5cbiAqL1xuZXhwb3J0IGNvbnN0IEZJUlNUX0ZVTExfV0FJVF9NUyA9IDE7XG5cbi8qKlxuICogVGhlIGxvbmdlc3Qgd2FpdCBiZXR3ZWVuIHR3byB0cmllcyBhdCBhIGZ1bGwgZGVzY3JpcHRvciwgaW4gbWlsbGlzZWNvbmRzOiBhIHJlYWRlciB0aGF0XG4gKiBjb21lcyBiYWNrIGFmdGVyIGEgbG9uZyBwYXVzZSBnZXRzIGl0cyBuZXh0IGJ5dGVzIGF0IG1vc3QgdGhpcyBsYXRlLiBUaGUgd2FpdCBoYXMgbm8gZW5kXG4gKiBvZiBpdHMgb3duLCBhcyBhIGJsb2NraW5nIHdyaXRlIGhhcyBub25lOiB3aGF0IGJvdW5kcyBpdCBpcyB0aGUgY2FsbGVyJ3MgKGEgc2Vzc2lvbidzXG4gKiBvdXRwdXQgc3RhbGwgbGltaXQpLlxuICovXG5leHBvcnQgY29uc3QgTUFYX0ZVTExfV0FJVF9NUyA9IDE2O1xuXG4vKipcbiAqIFdyaXRlcyBhbGwgb2YgYGJ5dGVzYCB0byBgd3JpdGVyYCwgd2FpdGluZyBvdXQgYSBmdWxsIG5vbi1ibG9ja2luZyBkZXNjcmlwdG9yXG4gKiAoYERlbm8uZXJyb3JzLldvdWxkQmxvY2tgKSB3aXRoIHdhaXRzIG9mIHtAbGlua2NvZGUgRklSU1RfRlVMTF9XQUlUX01TfSBkb3VibGluZyB0b1xuICoge0BsaW5rY29kZSBNQVhfRlVMTF9XQUlUX01TfS4gQW55IG90aGVyIGZhaWx1cmUgaXMgdGhyb3duIGFzIGl0IGNhbWUuXG4gKlxuICogQHBhcmFtIHdyaXRlciBXaGVyZSAoYSB3cml0ZXIgdGhhdCB0YWtlcyBub3RoaW5nIG9mIGEgZmFpbGVkIHdyaXRlLCBsaWtlIGBEZW5vLnN0ZGVycmApLlxuICogQHBhcmFtIGJ5dGVzIFdoYXQuXG4gKiBAcmV0dXJucyBSZXNvbHZlcyBvbmNlIGV2ZXJ5IGJ5dGUgd2FzIHdyaXR0ZW4uXG4gKlxuICogQGV4YW1wbGUgV3JpdGUgYSBsaW5lIHRvIHN0ZGVyciwgYWxzbyB3aGVuIGl0IGlzIGEgbm9uLWJsb2NraW5nIHBpcGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB3cml0ZUFsbCB9IGZyb20gXCIuL3dyaXRlX2FsbC50c1wiO1xuICogYXdhaXQgd3JpdGVBbGwoRGVuby5zdGRlcnIsIG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcImhpXFxuXCIpKTtcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gd3JpdGVBbGwod3JpdGVyOiBXcml0ZXIsIGJ5dGVzOiBVaW50OEFycmF5KTogUHJvbWlzZTx2b2lkPiB7XG4gIGxldCB3YWl0ID0gRklSU1RfRlVMTF9XQUlUX01TO1xuICBmb3IgKGxldCB3cml0dGVuID0gMDsgd3JpdHRlbiA8IGJ5dGVzLmxlbmd0aDspIHtcbiAgICBsZXQgbjogbnVtYmVyO1xuICAgIHRyeSB7XG4gICAgICBuID0gYXdhaXQgd3JpdGVyLndyaXRlKGJ5dGVzLnN1YmFycmF5KHdyaXR0ZW4pKTtcbiAgICB9IGNhdGNoIChlKSB7XG4gICAgICBpZiAoIShlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuV291bGRCbG9jaykpIHRocm93IGU7XG4gICAgICBhd2FpdCBwYXVzZSh3YWl0KTtcbiAgICAgIHdhaXQgPSBNYXRoLm1pbih3YWl0ICogMiwgTUFYX0ZVTExfV0FJVF9NUyk7XG4gICAgICBjb250aW51ZTtcbiAgICB9XG4gICAgd3JpdHRlbiArPSBuO1xuICAgIGlmIChuID4gMCkgd2FpdCA9IEZJUlNUX0ZVTExfV0FJVF9NUztcbiAgfVxufVxuXG4vKipcbiAqIFJlc29sdmVzIGFmdGVyIGBtc2A6IGFuIGBBYm9ydFNpZ25hbC50aW1lb3V0YCwgbm90IGBzZXRUaW1lb3V0YCwgd2hvc2UgZmlyc3QgdXNlIGxvYWRzXG4gKiBEZW5vJ3MgTm9kZS1jb21wYXRpYmxlIHRpbWVycyAoc2VlIGBzZXR0bGVzX3dpdGhpbi50c2ApLlxuICovXG5mdW5jdGlvbiBwYXVzZShtczogbnVtYmVyKTogUHJvbWlzZTx2b2lkPiB7XG4gIHJldHVybiBuZXcgUHJvbWlzZSgocmVzb2x2ZSkgPT4ge1xuICAgIEFib3J0U2lnbmFsLnRpbWVvdXQobXMpLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCAoKSA9PiByZXNvbHZlKCksIHsgb25jZTogdHJ1ZSB9KTtcbiAgfSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUVELDJEQUEyRCxHQU0zRDs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLHFCQUFxQixFQUFFO0FBRXBDOzs7OztDQUtDLEdBQ0QsT0FBTyxNQUFNLG1CQUFtQixHQUFHO0FBRW5DOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxlQUFlLFNBQVMsTUFBYyxFQUFFLEtBQWlCO0VBQzlELElBQUksT0FBTztFQUNYLElBQUssSUFBSSxVQUFVLEdBQUcsVUFBVSxNQUFNLE1BQU0sRUFBRztJQUM3QyxJQUFJO0lBQ0osSUFBSTtNQUNGLElBQUksTUFBTSxPQUFPLEtBQUssQ0FBQyxNQUFNLFFBQVEsQ0FBQztJQUN4QyxFQUFFLE9BQU8sR0FBRztNQUNWLElBQUksQ0FBQyxDQUFDLGFBQWEsS0FBSyxNQUFNLENBQUMsVUFBVSxHQUFHLE1BQU07TUFDbEQsTUFBTSxNQUFNO01BQ1osT0FBTyxLQUFLLEdBQUcsQ0FBQyxPQUFPLEdBQUc7TUFDMUI7SUFDRjtJQUNBLFdBQVc7SUFDWCxJQUFJLElBQUksR0FBRyxPQUFPO0VBQ3BCO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLE1BQU0sRUFBVTtFQUN2QixPQUFPLElBQUksUUFBUSxDQUFDO0lBQ2xCLFlBQVksT0FBTyxDQUFDLElBQUksZ0JBQWdCLENBQUMsU0FBUyxJQUFNLFdBQVc7TUFBRSxNQUFNO0lBQUs7RUFDbEY7QUFDRiJ9
// denoCacheMetadata=2726698681501766271,5954766524865369509