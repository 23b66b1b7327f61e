/**
 * An abort signal as a promise, for racing against stream work, whose listener is removed when
 * the scope that holds it ends ({@linkcode watchAbort}); and a race against a signal that
 * leaves nothing behind ({@linkcode orAborted}): unlike `Promise.race([work, stopped])`
 * against one long-lived promise, which attaches one more reaction at every call (and through
 * it keeps what each `work` resolved with), it removes its listener as soon as `work` settles,
 * so a loop that waits thousands of times (frames before selection) keeps none of them. Every
 * listener put on a caller's signal goes when its session ends: a signal shared by thousands
 * of sessions keeps none of them.
 *
 * @module
 */ /** A signal's abort as a promise, whose listener goes when it is disposed. */ /**
 * Watches `signal` for as long as the caller holds the watch (`using`): its listener is
 * removed when the watch is disposed, so a long-lived signal shared by many sessions (a
 * library caller's shutdown) keeps nothing of the sessions that ended.
 *
 * @param signal The signal to watch, if any.
 * @param value What the promise resolves with.
 * @returns The watch.
 *
 * @example Race work against a stop for as long as the scope lasts
 * ```ts
 * import { watchAbort } from "./when_aborted.ts";
 * const stop = new AbortController();
 * {
 *   using stopped = watchAbort(stop.signal, "stopped" as const);
 *   stop.abort();
 *   console.log(await Promise.race([new Promise(() => {}), stopped.promise])); // "stopped"
 * } // the listener is gone here, aborted or not
 * ```
 */ export function watchAbort(signal, value) {
  let release = ()=>{};
  const promise = new Promise((resolve)=>{
    if (signal === undefined) return;
    if (signal.aborted) return resolve(value);
    const onAbort = ()=>resolve(value);
    signal.addEventListener("abort", onAbort, {
      once: true
    });
    release = ()=>signal.removeEventListener("abort", onAbort);
  });
  return {
    promise,
    [Symbol.dispose]: ()=>release()
  };
}
/**
 * Resolves like `work`, or with `value` once `signal` aborts (at once if it already has),
 * whichever comes first; a rejection of `work` after the abort is ignored.
 *
 * @param work What to wait for.
 * @param signal Cuts the wait short, if any.
 * @param value What an abort resolves with.
 * @returns The race's result.
 *
 * @example
 * ```ts
 * import { orAborted } from "./when_aborted.ts";
 * const stop = new AbortController();
 * const waiting = orAborted(new Promise<number>(() => {}), stop.signal, "stopped" as const);
 * stop.abort();
 * console.log(await waiting); // "stopped"
 * console.log(await orAborted(Promise.resolve(1), stop.signal, "stopped")); // "stopped"
 * console.log(await orAborted(Promise.resolve(1), undefined, "stopped")); // 1
 * ```
 */ export function orAborted(work, signal, value) {
  if (signal === undefined) return work;
  if (signal.aborted) {
    work.catch(()=>{}); // settles unobserved, as in a race already decided
    return Promise.resolve(value);
  }
  return new Promise((resolve, reject)=>{
    const onAbort = ()=>resolve(value);
    signal.addEventListener("abort", onAbort, {
      once: true
    });
    work.then((result)=>{
      signal.removeEventListener("abort", onAbort);
      resolve(result);
    }, (error)=>{
      signal.removeEventListener("abort", onAbort);
      reject(error);
    });
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2FzeW5jL3doZW5fYWJvcnRlZC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEFuIGFib3J0IHNpZ25hbCBhcyBhIHByb21pc2UsIGZvciByYWNpbmcgYWdhaW5zdCBzdHJlYW0gd29yaywgd2hvc2UgbGlzdGVuZXIgaXMgcmVtb3ZlZCB3aGVuXG4gKiB0aGUgc2NvcGUgdGhhdCBob2xkcyBpdCBlbmRzICh7QGxpbmtjb2RlIHdhdGNoQWJvcnR9KTsgYW5kIGEgcmFjZSBhZ2FpbnN0IGEgc2lnbmFsIHRoYXRcbiAqIGxlYXZlcyBub3RoaW5nIGJlaGluZCAoe0BsaW5rY29kZSBvckFib3J0ZWR9KTogdW5saWtlIGBQcm9taXNlLnJhY2UoW3dvcmssIHN0b3BwZWRdKWBcbiAqIGFnYWluc3Qgb25lIGxvbmctbGl2ZWQgcHJvbWlzZSwgd2hpY2ggYXR0YWNoZXMgb25lIG1vcmUgcmVhY3Rpb24gYXQgZXZlcnkgY2FsbCAoYW5kIHRocm91Z2hcbiAqIGl0IGtlZXBzIHdoYXQgZWFjaCBgd29ya2AgcmVzb2x2ZWQgd2l0aCksIGl0IHJlbW92ZXMgaXRzIGxpc3RlbmVyIGFzIHNvb24gYXMgYHdvcmtgIHNldHRsZXMsXG4gKiBzbyBhIGxvb3AgdGhhdCB3YWl0cyB0aG91c2FuZHMgb2YgdGltZXMgKGZyYW1lcyBiZWZvcmUgc2VsZWN0aW9uKSBrZWVwcyBub25lIG9mIHRoZW0uIEV2ZXJ5XG4gKiBsaXN0ZW5lciBwdXQgb24gYSBjYWxsZXIncyBzaWduYWwgZ29lcyB3aGVuIGl0cyBzZXNzaW9uIGVuZHM6IGEgc2lnbmFsIHNoYXJlZCBieSB0aG91c2FuZHNcbiAqIG9mIHNlc3Npb25zIGtlZXBzIG5vbmUgb2YgdGhlbS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIEEgc2lnbmFsJ3MgYWJvcnQgYXMgYSBwcm9taXNlLCB3aG9zZSBsaXN0ZW5lciBnb2VzIHdoZW4gaXQgaXMgZGlzcG9zZWQuICovXG5leHBvcnQgaW50ZXJmYWNlIEFib3J0V2F0Y2g8VD4gZXh0ZW5kcyBEaXNwb3NhYmxlIHtcbiAgLyoqXG4gICAqIFJlc29sdmVzIHdpdGggdGhlIHdhdGNoJ3MgdmFsdWUgb25jZSB0aGUgc2lnbmFsIGlzIGFib3J0ZWQgKGF0IG9uY2UgaWYgaXQgYWxyZWFkeSBpcyk7XG4gICAqIG5ldmVyIHdoZW4gdGhlcmUgaXMgbm8gc2lnbmFsLCBvciBvbmNlIHRoZSB3YXRjaCBpcyBkaXNwb3NlZC5cbiAgICovXG4gIHJlYWRvbmx5IHByb21pc2U6IFByb21pc2U8VD47XG59XG5cbi8qKlxuICogV2F0Y2hlcyBgc2lnbmFsYCBmb3IgYXMgbG9uZyBhcyB0aGUgY2FsbGVyIGhvbGRzIHRoZSB3YXRjaCAoYHVzaW5nYCk6IGl0cyBsaXN0ZW5lciBpc1xuICogcmVtb3ZlZCB3aGVuIHRoZSB3YXRjaCBpcyBkaXNwb3NlZCwgc28gYSBsb25nLWxpdmVkIHNpZ25hbCBzaGFyZWQgYnkgbWFueSBzZXNzaW9ucyAoYVxuICogbGlicmFyeSBjYWxsZXIncyBzaHV0ZG93bikga2VlcHMgbm90aGluZyBvZiB0aGUgc2Vzc2lvbnMgdGhhdCBlbmRlZC5cbiAqXG4gKiBAcGFyYW0gc2lnbmFsIFRoZSBzaWduYWwgdG8gd2F0Y2gsIGlmIGFueS5cbiAqIEBwYXJhbSB2YWx1ZSBXaGF0IHRoZSBwcm9taXNlIHJlc29sdmVzIHdpdGguXG4gKiBAcmV0dXJucyBUaGUgd2F0Y2guXG4gKlxuICogQGV4YW1wbGUgUmFjZSB3b3JrIGFnYWluc3QgYSBzdG9wIGZvciBhcyBsb25nIGFzIHRoZSBzY29wZSBsYXN0c1xuICogYGBgdHNcbiAqIGltcG9ydCB7IHdhdGNoQWJvcnQgfSBmcm9tIFwiLi93aGVuX2Fib3J0ZWQudHNcIjtcbiAqIGNvbnN0IHN0b3AgPSBuZXcgQWJvcnRDb250cm9sbGVyKCk7XG4gKiB7XG4gKiAgIHVzaW5nIHN0b3BwZWQgPSB3YXRjaEFib3J0KHN0b3Auc2lnbmFsLCBcInN0b3BwZWRcIiBhcyBjb25zdCk7XG4gKiAgIHN0b3AuYWJvcnQoKTtcbiAqICAgY29uc29sZS5sb2coYXdhaXQgUHJvbWlzZS5yYWNlKFtuZXcgUHJvbWlzZSgoKSA9PiB7fSksIHN0b3BwZWQucHJvbWlzZV0pKTsgLy8gXCJzdG9wcGVkXCJcbiAqIH0gLy8gdGhlIGxpc3RlbmVyIGlzIGdvbmUgaGVyZSwgYWJvcnRlZCBvciBub3RcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gd2F0Y2hBYm9ydDxUPihzaWduYWw6IEFib3J0U2lnbmFsIHwgdW5kZWZpbmVkLCB2YWx1ZTogVCk6IEFib3J0V2F0Y2g8VD4ge1xuICBsZXQgcmVsZWFzZSA9ICgpID0+IHt9O1xuICBjb25zdCBwcm9taXNlID0gbmV3IFByb21pc2U8VD4oKHJlc29sdmUpID0+IHtcbiAgICBpZiAoc2lnbmFsID09PSB1bmRlZmluZWQpIHJldHVybjtcbiAgICBpZiAoc2lnbmFsLmFib3J0ZWQpIHJldHVybiByZXNvbHZlKHZhbHVlKTtcbiAgICBjb25zdCBvbkFib3J0ID0gKCkgPT4gcmVzb2x2ZSh2YWx1ZSk7XG4gICAgc2lnbmFsLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0LCB7IG9uY2U6IHRydWUgfSk7XG4gICAgcmVsZWFzZSA9ICgpID0+IHNpZ25hbC5yZW1vdmVFdmVudExpc3RlbmVyKFwiYWJvcnRcIiwgb25BYm9ydCk7XG4gIH0pO1xuICByZXR1cm4geyBwcm9taXNlLCBbU3ltYm9sLmRpc3Bvc2VdOiAoKSA9PiByZWxlYXNlKCkgfTtcbn1cblxuLyoqXG4gKiBSZXNvbHZlcyBsaWtlIGB3b3JrYCwgb3Igd2l0aCBgdmFsdWVgIG9uY2UgYHNpZ25hbGAgYWJvcnRzIChhdCBvbmNlIGlmIGl0IGFscmVhZHkgaGFzKSxcbiAqIHdoaWNoZXZlciBjb21lcyBmaXJzdDsgYSByZWplY3Rpb24gb2YgYHdvcmtgIGFmdGVyIHRoZSBhYm9ydCBpcyBpZ25vcmVkLlxuICpcbiAqIEBwYXJhbSB3b3JrIFdoYXQgdG8gd2FpdCBmb3IuXG4gKiBAcGFyYW0gc2lnbmFsIEN1dHMgdGhlIHdhaXQgc2hvcnQsIGlmIGFueS5cbiAqIEBwYXJhbSB2YWx1ZSBXaGF0IGFuIGFib3J0IHJlc29sdmVzIHdpdGguXG4gKiBAcmV0dXJucyBUaGUgcmFjZSdzIHJlc3VsdC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IG9yQWJvcnRlZCB9IGZyb20gXCIuL3doZW5fYWJvcnRlZC50c1wiO1xuICogY29uc3Qgc3RvcCA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAqIGNvbnN0IHdhaXRpbmcgPSBvckFib3J0ZWQobmV3IFByb21pc2U8bnVtYmVyPigoKSA9PiB7fSksIHN0b3Auc2lnbmFsLCBcInN0b3BwZWRcIiBhcyBjb25zdCk7XG4gKiBzdG9wLmFib3J0KCk7XG4gKiBjb25zb2xlLmxvZyhhd2FpdCB3YWl0aW5nKTsgLy8gXCJzdG9wcGVkXCJcbiAqIGNvbnNvbGUubG9nKGF3YWl0IG9yQWJvcnRlZChQcm9taXNlLnJlc29sdmUoMSksIHN0b3Auc2lnbmFsLCBcInN0b3BwZWRcIikpOyAvLyBcInN0b3BwZWRcIlxuICogY29uc29sZS5sb2coYXdhaXQgb3JBYm9ydGVkKFByb21pc2UucmVzb2x2ZSgxKSwgdW5kZWZpbmVkLCBcInN0b3BwZWRcIikpOyAvLyAxXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG9yQWJvcnRlZDxULCBVPihcbiAgd29yazogUHJvbWlzZTxUPixcbiAgc2lnbmFsOiBBYm9ydFNpZ25hbCB8IHVuZGVmaW5lZCxcbiAgdmFsdWU6IFUsXG4pOiBQcm9taXNlPFQgfCBVPiB7XG4gIGlmIChzaWduYWwgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHdvcms7XG4gIGlmIChzaWduYWwuYWJvcnRlZCkge1xuICAgIHdvcmsuY2F0Y2goKCkgPT4ge30pOyAvLyBzZXR0bGVzIHVub2JzZXJ2ZWQsIGFzIGluIGEgcmFjZSBhbHJlYWR5IGRlY2lkZWRcbiAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKHZhbHVlKTtcbiAgfVxuICByZXR1cm4gbmV3IFByb21pc2U8VCB8IFU+KChyZXNvbHZlLCByZWplY3QpID0+IHtcbiAgICBjb25zdCBvbkFib3J0ID0gKCkgPT4gcmVzb2x2ZSh2YWx1ZSk7XG4gICAgc2lnbmFsLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0LCB7IG9uY2U6IHRydWUgfSk7XG4gICAgd29yay50aGVuKFxuICAgICAgKHJlc3VsdCkgPT4ge1xuICAgICAgICBzaWduYWwucmVtb3ZlRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIG9uQWJvcnQpO1xuICAgICAgICByZXNvbHZlKHJlc3VsdCk7XG4gICAgICB9LFxuICAgICAgKGVycm9yKSA9PiB7XG4gICAgICAgIHNpZ25hbC5yZW1vdmVFdmVudExpc3RlbmVyKFwiYWJvcnRcIiwgb25BYm9ydCk7XG4gICAgICAgIHJlamVjdChlcnJvcik7XG4gICAgICB9LFxuICAgICk7XG4gIH0pO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7OztDQVdDLEdBRUQsNEVBQTRFLEdBUzVFOzs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUJDLEdBQ0QsT0FBTyxTQUFTLFdBQWMsTUFBK0IsRUFBRSxLQUFRO0VBQ3JFLElBQUksVUFBVSxLQUFPO0VBQ3JCLE1BQU0sVUFBVSxJQUFJLFFBQVcsQ0FBQztJQUM5QixJQUFJLFdBQVcsV0FBVztJQUMxQixJQUFJLE9BQU8sT0FBTyxFQUFFLE9BQU8sUUFBUTtJQUNuQyxNQUFNLFVBQVUsSUFBTSxRQUFRO0lBQzlCLE9BQU8sZ0JBQWdCLENBQUMsU0FBUyxTQUFTO01BQUUsTUFBTTtJQUFLO0lBQ3ZELFVBQVUsSUFBTSxPQUFPLG1CQUFtQixDQUFDLFNBQVM7RUFDdEQ7RUFDQSxPQUFPO0lBQUU7SUFBUyxDQUFDLE9BQU8sT0FBTyxDQUFDLEVBQUUsSUFBTTtFQUFVO0FBQ3REO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FtQkMsR0FDRCxPQUFPLFNBQVMsVUFDZCxJQUFnQixFQUNoQixNQUErQixFQUMvQixLQUFRO0VBRVIsSUFBSSxXQUFXLFdBQVcsT0FBTztFQUNqQyxJQUFJLE9BQU8sT0FBTyxFQUFFO0lBQ2xCLEtBQUssS0FBSyxDQUFDLEtBQU8sSUFBSSxtREFBbUQ7SUFDekUsT0FBTyxRQUFRLE9BQU8sQ0FBQztFQUN6QjtFQUNBLE9BQU8sSUFBSSxRQUFlLENBQUMsU0FBUztJQUNsQyxNQUFNLFVBQVUsSUFBTSxRQUFRO0lBQzlCLE9BQU8sZ0JBQWdCLENBQUMsU0FBUyxTQUFTO01BQUUsTUFBTTtJQUFLO0lBQ3ZELEtBQUssSUFBSSxDQUNQLENBQUM7TUFDQyxPQUFPLG1CQUFtQixDQUFDLFNBQVM7TUFDcEMsUUFBUTtJQUNWLEdBQ0EsQ0FBQztNQUNDLE9BQU8sbUJBQW1CLENBQUMsU0FBUztNQUNwQyxPQUFPO0lBQ1Q7RUFFSjtBQUNGIn0=
// denoCacheMetadata=17520886956573147800,8753523227438714517