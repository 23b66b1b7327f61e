/**
 * Fair turns for in-memory streams: work that only ever awaits other in-memory streams runs
 * on promise reactions alone and never lets the event loop turn, so no timer fires while it
 * runs (a grace period, a bounded wait). {@linkcode busyTurns} takes a turn now and then.
 *
 * @module
 */ import { nextTurn } from "./next_turn.ts";
/**
 * How long in-memory work may run before it takes a turn of the event loop: at most one turn
 * per this many milliseconds, so a timer fires at most about this late. A turn costs a busy
 * in-memory pipe more than its own 0.1 ms (the pipe's work drains first): at 5 ms an
 * in-process echo of 4 KiB chunks ran at 0.77-0.86 of its speed without turns, at 20 ms
 * 0.96-1.03 (side by side, `deno bench`-style rounds of 64 MiB).
 */ export const BUSY_TURN_MS = 20;
/**
 * Makes a check for a loop over in-memory chunks: call it at each chunk; it returns a promise
 * of a turn of the event loop (await it) when `ms` milliseconds have passed since it last
 * took one (or since it was made), and `undefined` otherwise (go on at once). Give it the
 * size of the chunk that went by: it looks at the clock every 32nd call, or once 1 MiB went
 * by, so a turn comes at most 31 small chunks or 1 MiB (plus one chunk) later than that.
 *
 * @param ms The most time between turns, in milliseconds.
 * @returns The check.
 *
 * @example Let timers fire while a loop copies in-memory chunks
 * ```ts
 * import { busyTurns } from "./busy_turns.ts";
 * const turn = busyTurns();
 * for (let i = 0; i < 1000; i++) await turn(4096);
 * ```
 */ export function busyTurns(ms = BUSY_TURN_MS) {
  let since = performance.now();
  let calls = 0;
  let moved = 0;
  return (bytes = 0)=>{
    // The clock is read every CLOCK_EVERY calls, or once CLOCK_BYTES have gone by, only:
    // reading it at each small chunk cost an in-process pipe 15-20 % of its throughput, and
    // 31 chunks of 4 MiB took half a second.
    moved += bytes;
    if (++calls % CLOCK_EVERY !== 0 && moved < CLOCK_BYTES) return undefined;
    moved = 0;
    if (performance.now() - since < ms) return undefined;
    return nextTurn().then(()=>{
      since = performance.now();
    });
  };
}
/** How many calls of a check go by between two looks at the clock... */ const CLOCK_EVERY = 32;
/** ...or how many bytes. */ const CLOCK_BYTES = 1024 * 1024;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2FzeW5jL2J1c3lfdHVybnMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBGYWlyIHR1cm5zIGZvciBpbi1tZW1vcnkgc3RyZWFtczogd29yayB0aGF0IG9ubHkgZXZlciBhd2FpdHMgb3RoZXIgaW4tbWVtb3J5IHN0cmVhbXMgcnVuc1xuICogb24gcHJvbWlzZSByZWFjdGlvbnMgYWxvbmUgYW5kIG5ldmVyIGxldHMgdGhlIGV2ZW50IGxvb3AgdHVybiwgc28gbm8gdGltZXIgZmlyZXMgd2hpbGUgaXRcbiAqIHJ1bnMgKGEgZ3JhY2UgcGVyaW9kLCBhIGJvdW5kZWQgd2FpdCkuIHtAbGlua2NvZGUgYnVzeVR1cm5zfSB0YWtlcyBhIHR1cm4gbm93IGFuZCB0aGVuLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBuZXh0VHVybiB9IGZyb20gXCIuL25leHRfdHVybi50c1wiO1xuXG4vKipcbiAqIEhvdyBsb25nIGluLW1lbW9yeSB3b3JrIG1heSBydW4gYmVmb3JlIGl0IHRha2VzIGEgdHVybiBvZiB0aGUgZXZlbnQgbG9vcDogYXQgbW9zdCBvbmUgdHVyblxuICogcGVyIHRoaXMgbWFueSBtaWxsaXNlY29uZHMsIHNvIGEgdGltZXIgZmlyZXMgYXQgbW9zdCBhYm91dCB0aGlzIGxhdGUuIEEgdHVybiBjb3N0cyBhIGJ1c3lcbiAqIGluLW1lbW9yeSBwaXBlIG1vcmUgdGhhbiBpdHMgb3duIDAuMSBtcyAodGhlIHBpcGUncyB3b3JrIGRyYWlucyBmaXJzdCk6IGF0IDUgbXMgYW5cbiAqIGluLXByb2Nlc3MgZWNobyBvZiA0IEtpQiBjaHVua3MgcmFuIGF0IDAuNzctMC44NiBvZiBpdHMgc3BlZWQgd2l0aG91dCB0dXJucywgYXQgMjAgbXNcbiAqIDAuOTYtMS4wMyAoc2lkZSBieSBzaWRlLCBgZGVubyBiZW5jaGAtc3R5bGUgcm91bmRzIG9mIDY0IE1pQikuXG4gKi9cbmV4cG9ydCBjb25zdCBCVVNZX1RVUk5fTVMgPSAyMDtcblxuLyoqXG4gKiBNYWtlcyBhIGNoZWNrIGZvciBhIGxvb3Agb3ZlciBpbi1tZW1vcnkgY2h1bmtzOiBjYWxsIGl0IGF0IGVhY2ggY2h1bms7IGl0IHJldHVybnMgYSBwcm9taXNlXG4gKiBvZiBhIHR1cm4gb2YgdGhlIGV2ZW50IGxvb3AgKGF3YWl0IGl0KSB3aGVuIGBtc2AgbWlsbGlzZWNvbmRzIGhhdmUgcGFzc2VkIHNpbmNlIGl0IGxhc3RcbiAqIHRvb2sgb25lIChvciBzaW5jZSBpdCB3YXMgbWFkZSksIGFuZCBgdW5kZWZpbmVkYCBvdGhlcndpc2UgKGdvIG9uIGF0IG9uY2UpLiBHaXZlIGl0IHRoZVxuICogc2l6ZSBvZiB0aGUgY2h1bmsgdGhhdCB3ZW50IGJ5OiBpdCBsb29rcyBhdCB0aGUgY2xvY2sgZXZlcnkgMzJuZCBjYWxsLCBvciBvbmNlIDEgTWlCIHdlbnRcbiAqIGJ5LCBzbyBhIHR1cm4gY29tZXMgYXQgbW9zdCAzMSBzbWFsbCBjaHVua3Mgb3IgMSBNaUIgKHBsdXMgb25lIGNodW5rKSBsYXRlciB0aGFuIHRoYXQuXG4gKlxuICogQHBhcmFtIG1zIFRoZSBtb3N0IHRpbWUgYmV0d2VlbiB0dXJucywgaW4gbWlsbGlzZWNvbmRzLlxuICogQHJldHVybnMgVGhlIGNoZWNrLlxuICpcbiAqIEBleGFtcGxlIExldCB0aW1lcnMgZmlyZSB3aGlsZSBhIGxvb3AgY29waWVzIGluLW1lbW9yeSBjaHVua3NcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBidXN5VHVybnMgfSBmcm9tIFwiLi9idXN5X3R1cm5zLnRzXCI7XG4gKiBjb25zdCB0dXJuID0gYnVzeVR1cm5zKCk7XG4gKiBmb3IgKGxldCBpID0gMDsgaSA8IDEwMDA7IGkrKykgYXdhaXQgdHVybig0MDk2KTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gYnVzeVR1cm5zKFxuICBtczogbnVtYmVyID0gQlVTWV9UVVJOX01TLFxuKTogKGJ5dGVzPzogbnVtYmVyKSA9PiBQcm9taXNlPHZvaWQ+IHwgdW5kZWZpbmVkIHtcbiAgbGV0IHNpbmNlID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gIGxldCBjYWxscyA9IDA7XG4gIGxldCBtb3ZlZCA9IDA7XG4gIHJldHVybiAoYnl0ZXMgPSAwKSA9PiB7XG4gICAgLy8gVGhlIGNsb2NrIGlzIHJlYWQgZXZlcnkgQ0xPQ0tfRVZFUlkgY2FsbHMsIG9yIG9uY2UgQ0xPQ0tfQllURVMgaGF2ZSBnb25lIGJ5LCBvbmx5OlxuICAgIC8vIHJlYWRpbmcgaXQgYXQgZWFjaCBzbWFsbCBjaHVuayBjb3N0IGFuIGluLXByb2Nlc3MgcGlwZSAxNS0yMCAlIG9mIGl0cyB0aHJvdWdocHV0LCBhbmRcbiAgICAvLyAzMSBjaHVua3Mgb2YgNCBNaUIgdG9vayBoYWxmIGEgc2Vjb25kLlxuICAgIG1vdmVkICs9IGJ5dGVzO1xuICAgIGlmICgrK2NhbGxzICUgQ0xPQ0tfRVZFUlkgIT09IDAgJiYgbW92ZWQgPCBDTE9DS19CWVRFUykgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICBtb3ZlZCA9IDA7XG4gICAgaWYgKHBlcmZvcm1hbmNlLm5vdygpIC0gc2luY2UgPCBtcykgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICByZXR1cm4gbmV4dFR1cm4oKS50aGVuKCgpID0+IHtcbiAgICAgIHNpbmNlID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgfSk7XG4gIH07XG59XG5cbi8qKiBIb3cgbWFueSBjYWxscyBvZiBhIGNoZWNrIGdvIGJ5IGJldHdlZW4gdHdvIGxvb2tzIGF0IHRoZSBjbG9jay4uLiAqL1xuY29uc3QgQ0xPQ0tfRVZFUlkgPSAzMjtcbi8qKiAuLi5vciBob3cgbWFueSBieXRlcy4gKi9cbmNvbnN0IENMT0NLX0JZVEVTID0gMTAyNCAqIDEwMjQ7XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBUyxRQUFRLFFBQVEsaUJBQWlCO0FBRTFDOzs7Ozs7Q0FNQyxHQUNELE9BQU8sTUFBTSxlQUFlLEdBQUc7QUFFL0I7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FDRCxPQUFPLFNBQVMsVUFDZCxLQUFhLFlBQVk7RUFFekIsSUFBSSxRQUFRLFlBQVksR0FBRztFQUMzQixJQUFJLFFBQVE7RUFDWixJQUFJLFFBQVE7RUFDWixPQUFPLENBQUMsUUFBUSxDQUFDO0lBQ2YscUZBQXFGO0lBQ3JGLHdGQUF3RjtJQUN4Rix5Q0FBeUM7SUFDekMsU0FBUztJQUNULElBQUksRUFBRSxRQUFRLGdCQUFnQixLQUFLLFFBQVEsYUFBYSxPQUFPO0lBQy9ELFFBQVE7SUFDUixJQUFJLFlBQVksR0FBRyxLQUFLLFFBQVEsSUFBSSxPQUFPO0lBQzNDLE9BQU8sV0FBVyxJQUFJLENBQUM7TUFDckIsUUFBUSxZQUFZLEdBQUc7SUFDekI7RUFDRjtBQUNGO0FBRUEsc0VBQXNFLEdBQ3RFLE1BQU0sY0FBYztBQUNwQiwwQkFBMEIsR0FDMUIsTUFBTSxjQUFjLE9BQU8ifQ==
// denoCacheMetadata=14738887147677638617,6951809392829052576