/**
 * Yields to the event loop for one turn, so that what is waiting on I/O runs before more work
 * of this task does.
 *
 * @module
 */ /**
 * Resolves on a later turn of the event loop, after the tasks that were ready to run (say, a
 * message posted before): a message through a new `MessageChannel`, both ports closed on
 * delivery. About 0.1 ms here. It does not wait for the runtime to poll for I/O: a 0 ms timer
 * does, but takes about 2 ms, and `setTimeout` would load Deno's Node.js timers (about 10 ms
 * of CPU at their first use), which a stdio session never needs. The kernel path's set-up
 * takes a turn between its steps, so that a frame the client sends meanwhile is copied sooner.
 *
 * @returns Resolves on a later turn.
 *
 * @example Let a read that completed run before the next step
 * ```ts
 * import { nextTurn } from "./next_turn.ts";
 * await nextTurn();
 * ```
 */ export function nextTurn() {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve)=>{
    port1.onmessage = ()=>{
      port1.close();
      port2.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2FzeW5jL25leHRfdHVybi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFlpZWxkcyB0byB0aGUgZXZlbnQgbG9vcCBmb3Igb25lIHR1cm4sIHNvIHRoYXQgd2hhdCBpcyB3YWl0aW5nIG9uIEkvTyBydW5zIGJlZm9yZSBtb3JlIHdvcmtcbiAqIG9mIHRoaXMgdGFzayBkb2VzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIFJlc29sdmVzIG9uIGEgbGF0ZXIgdHVybiBvZiB0aGUgZXZlbnQgbG9vcCwgYWZ0ZXIgdGhlIHRhc2tzIHRoYXQgd2VyZSByZWFkeSB0byBydW4gKHNheSwgYVxuICogbWVzc2FnZSBwb3N0ZWQgYmVmb3JlKTogYSBtZXNzYWdlIHRocm91Z2ggYSBuZXcgYE1lc3NhZ2VDaGFubmVsYCwgYm90aCBwb3J0cyBjbG9zZWQgb25cbiAqIGRlbGl2ZXJ5LiBBYm91dCAwLjEgbXMgaGVyZS4gSXQgZG9lcyBub3Qgd2FpdCBmb3IgdGhlIHJ1bnRpbWUgdG8gcG9sbCBmb3IgSS9POiBhIDAgbXMgdGltZXJcbiAqIGRvZXMsIGJ1dCB0YWtlcyBhYm91dCAyIG1zLCBhbmQgYHNldFRpbWVvdXRgIHdvdWxkIGxvYWQgRGVubydzIE5vZGUuanMgdGltZXJzIChhYm91dCAxMCBtc1xuICogb2YgQ1BVIGF0IHRoZWlyIGZpcnN0IHVzZSksIHdoaWNoIGEgc3RkaW8gc2Vzc2lvbiBuZXZlciBuZWVkcy4gVGhlIGtlcm5lbCBwYXRoJ3Mgc2V0LXVwXG4gKiB0YWtlcyBhIHR1cm4gYmV0d2VlbiBpdHMgc3RlcHMsIHNvIHRoYXQgYSBmcmFtZSB0aGUgY2xpZW50IHNlbmRzIG1lYW53aGlsZSBpcyBjb3BpZWQgc29vbmVyLlxuICpcbiAqIEByZXR1cm5zIFJlc29sdmVzIG9uIGEgbGF0ZXIgdHVybi5cbiAqXG4gKiBAZXhhbXBsZSBMZXQgYSByZWFkIHRoYXQgY29tcGxldGVkIHJ1biBiZWZvcmUgdGhlIG5leHQgc3RlcFxuICogYGBgdHNcbiAqIGltcG9ydCB7IG5leHRUdXJuIH0gZnJvbSBcIi4vbmV4dF90dXJuLnRzXCI7XG4gKiBhd2FpdCBuZXh0VHVybigpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBuZXh0VHVybigpOiBQcm9taXNlPHZvaWQ+IHtcbiAgY29uc3QgeyBwb3J0MSwgcG9ydDIgfSA9IG5ldyBNZXNzYWdlQ2hhbm5lbCgpO1xuICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHtcbiAgICBwb3J0MS5vbm1lc3NhZ2UgPSAoKSA9PiB7XG4gICAgICBwb3J0MS5jbG9zZSgpO1xuICAgICAgcG9ydDIuY2xvc2UoKTtcbiAgICAgIHJlc29sdmUoKTtcbiAgICB9O1xuICAgIHBvcnQyLnBvc3RNZXNzYWdlKG51bGwpO1xuICB9KTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVEOzs7Ozs7Ozs7Ozs7Ozs7Q0FlQyxHQUNELE9BQU8sU0FBUztFQUNkLE1BQU0sRUFBRSxLQUFLLEVBQUUsS0FBSyxFQUFFLEdBQUcsSUFBSTtFQUM3QixPQUFPLElBQUksUUFBUSxDQUFDO0lBQ2xCLE1BQU0sU0FBUyxHQUFHO01BQ2hCLE1BQU0sS0FBSztNQUNYLE1BQU0sS0FBSztNQUNYO0lBQ0Y7SUFDQSxNQUFNLFdBQVcsQ0FBQztFQUNwQjtBQUNGIn0=
// denoCacheMetadata=15787945319954550497,11344601350614788066