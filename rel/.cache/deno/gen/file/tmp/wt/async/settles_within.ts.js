/**
 * A bounded wait: every wait in the daemon that depends on a peer has an upper bound.
 *
 * @module
 */ /**
 * The longest a timer can wait: 2^31 - 1 ms (about 24.8 days). A longer delay fires after
 * 1 ms, so every option that sets a timer is checked against it.
 */ export const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * Waits for `promise` at most `ms` milliseconds. Nothing of the wait outlives the call: once
 * the race is decided the timer no longer keeps the process alive, and nothing listens to it.
 *
 * The timer is an `AbortSignal.timeout`, not `setTimeout`: Deno's first use of `setTimeout`
 * loads its Node-compatible timers, ~ 10 ms of CPU (measured), and the daemon's first bounded
 * waits come right after it starts an agent, or when a session ends.
 *
 * @param promise What to wait for (a rejection counts as settled).
 * @param ms The bound, in milliseconds (at most 2^31 - 1, the largest timer delay).
 * @returns Whether it settled in time.
 *
 * @example
 * ```ts
 * import { settlesWithin } from "./settles_within.ts";
 * console.log(await settlesWithin(Promise.resolve(), 10)); // true
 * console.log(await settlesWithin(new Promise(() => {}), 10)); // false
 * ```
 */ export async function settlesWithin(promise, ms) {
  // As setTimeout takes them: a negative or NaN bound is 0 (AbortSignal.timeout would throw).
  const timer = AbortSignal.timeout(ms > 0 ? ms : 0);
  let expired;
  const timeout = new Promise((resolve)=>{
    expired = ()=>resolve(false);
    // A listener keeps the process alive until the timer fires, as a pending setTimeout would.
    timer.addEventListener("abort", expired, {
      once: true
    });
  });
  try {
    return await Promise.race([
      promise.then(()=>true, ()=>true),
      timeout
    ]);
  } finally{
    timer.removeEventListener("abort", expired); // the timer no longer holds the process
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2FzeW5jL3NldHRsZXNfd2l0aGluLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQSBib3VuZGVkIHdhaXQ6IGV2ZXJ5IHdhaXQgaW4gdGhlIGRhZW1vbiB0aGF0IGRlcGVuZHMgb24gYSBwZWVyIGhhcyBhbiB1cHBlciBib3VuZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqXG4gKiBUaGUgbG9uZ2VzdCBhIHRpbWVyIGNhbiB3YWl0OiAyXjMxIC0gMSBtcyAoYWJvdXQgMjQuOCBkYXlzKS4gQSBsb25nZXIgZGVsYXkgZmlyZXMgYWZ0ZXJcbiAqIDEgbXMsIHNvIGV2ZXJ5IG9wdGlvbiB0aGF0IHNldHMgYSB0aW1lciBpcyBjaGVja2VkIGFnYWluc3QgaXQuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfVElNRVJfTVM6IG51bWJlciA9IDIgKiogMzEgLSAxO1xuXG4vKipcbiAqIFdhaXRzIGZvciBgcHJvbWlzZWAgYXQgbW9zdCBgbXNgIG1pbGxpc2Vjb25kcy4gTm90aGluZyBvZiB0aGUgd2FpdCBvdXRsaXZlcyB0aGUgY2FsbDogb25jZVxuICogdGhlIHJhY2UgaXMgZGVjaWRlZCB0aGUgdGltZXIgbm8gbG9uZ2VyIGtlZXBzIHRoZSBwcm9jZXNzIGFsaXZlLCBhbmQgbm90aGluZyBsaXN0ZW5zIHRvIGl0LlxuICpcbiAqIFRoZSB0aW1lciBpcyBhbiBgQWJvcnRTaWduYWwudGltZW91dGAsIG5vdCBgc2V0VGltZW91dGA6IERlbm8ncyBmaXJzdCB1c2Ugb2YgYHNldFRpbWVvdXRgXG4gKiBsb2FkcyBpdHMgTm9kZS1jb21wYXRpYmxlIHRpbWVycywgfiAxMCBtcyBvZiBDUFUgKG1lYXN1cmVkKSwgYW5kIHRoZSBkYWVtb24ncyBmaXJzdCBib3VuZGVkXG4gKiB3YWl0cyBjb21lIHJpZ2h0IGFmdGVyIGl0IHN0YXJ0cyBhbiBhZ2VudCwgb3Igd2hlbiBhIHNlc3Npb24gZW5kcy5cbiAqXG4gKiBAcGFyYW0gcHJvbWlzZSBXaGF0IHRvIHdhaXQgZm9yIChhIHJlamVjdGlvbiBjb3VudHMgYXMgc2V0dGxlZCkuXG4gKiBAcGFyYW0gbXMgVGhlIGJvdW5kLCBpbiBtaWxsaXNlY29uZHMgKGF0IG1vc3QgMl4zMSAtIDEsIHRoZSBsYXJnZXN0IHRpbWVyIGRlbGF5KS5cbiAqIEByZXR1cm5zIFdoZXRoZXIgaXQgc2V0dGxlZCBpbiB0aW1lLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc2V0dGxlc1dpdGhpbiB9IGZyb20gXCIuL3NldHRsZXNfd2l0aGluLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhhd2FpdCBzZXR0bGVzV2l0aGluKFByb21pc2UucmVzb2x2ZSgpLCAxMCkpOyAvLyB0cnVlXG4gKiBjb25zb2xlLmxvZyhhd2FpdCBzZXR0bGVzV2l0aGluKG5ldyBQcm9taXNlKCgpID0+IHt9KSwgMTApKTsgLy8gZmFsc2VcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gc2V0dGxlc1dpdGhpbihwcm9taXNlOiBQcm9taXNlPHVua25vd24+LCBtczogbnVtYmVyKTogUHJvbWlzZTxib29sZWFuPiB7XG4gIC8vIEFzIHNldFRpbWVvdXQgdGFrZXMgdGhlbTogYSBuZWdhdGl2ZSBvciBOYU4gYm91bmQgaXMgMCAoQWJvcnRTaWduYWwudGltZW91dCB3b3VsZCB0aHJvdykuXG4gIGNvbnN0IHRpbWVyID0gQWJvcnRTaWduYWwudGltZW91dChtcyA+IDAgPyBtcyA6IDApO1xuICBsZXQgZXhwaXJlZCE6ICgpID0+IHZvaWQ7XG4gIGNvbnN0IHRpbWVvdXQgPSBuZXcgUHJvbWlzZTxmYWxzZT4oKHJlc29sdmUpID0+IHtcbiAgICBleHBpcmVkID0gKCkgPT4gcmVzb2x2ZShmYWxzZSk7XG4gICAgLy8gQSBsaXN0ZW5lciBrZWVwcyB0aGUgcHJvY2VzcyBhbGl2ZSB1bnRpbCB0aGUgdGltZXIgZmlyZXMsIGFzIGEgcGVuZGluZyBzZXRUaW1lb3V0IHdvdWxkLlxuICAgIHRpbWVyLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBleHBpcmVkLCB7IG9uY2U6IHRydWUgfSk7XG4gIH0pO1xuICB0cnkge1xuICAgIHJldHVybiBhd2FpdCBQcm9taXNlLnJhY2UoW3Byb21pc2UudGhlbigoKSA9PiB0cnVlLCAoKSA9PiB0cnVlKSwgdGltZW91dF0pO1xuICB9IGZpbmFsbHkge1xuICAgIHRpbWVyLnJlbW92ZUV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBleHBpcmVkKTsgLy8gdGhlIHRpbWVyIG5vIGxvbmdlciBob2xkcyB0aGUgcHJvY2Vzc1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVEOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSxlQUF1QixLQUFLLEtBQUssRUFBRTtBQUVoRDs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBa0JDLEdBQ0QsT0FBTyxlQUFlLGNBQWMsT0FBeUIsRUFBRSxFQUFVO0VBQ3ZFLDRGQUE0RjtFQUM1RixNQUFNLFFBQVEsWUFBWSxPQUFPLENBQUMsS0FBSyxJQUFJLEtBQUs7RUFDaEQsSUFBSTtFQUNKLE1BQU0sVUFBVSxJQUFJLFFBQWUsQ0FBQztJQUNsQyxVQUFVLElBQU0sUUFBUTtJQUN4QiwyRkFBMkY7SUFDM0YsTUFBTSxnQkFBZ0IsQ0FBQyxTQUFTLFNBQVM7TUFBRSxNQUFNO0lBQUs7RUFDeEQ7RUFDQSxJQUFJO0lBQ0YsT0FBTyxNQUFNLFFBQVEsSUFBSSxDQUFDO01BQUMsUUFBUSxJQUFJLENBQUMsSUFBTSxNQUFNLElBQU07TUFBTztLQUFRO0VBQzNFLFNBQVU7SUFDUixNQUFNLG1CQUFtQixDQUFDLFNBQVMsVUFBVSx3Q0FBd0M7RUFDdkY7QUFDRiJ9
// denoCacheMetadata=3528057206750542704,14035477464159062224