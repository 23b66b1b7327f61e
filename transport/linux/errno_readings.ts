/**
 * Reading `errno` after a failed system call made through FFI, where other code on the same
 * thread (the runtime's own) may have set it between the call and the reading: shared by the
 * splice pump's worker (`fd_pump_worker.ts`), the main thread's start of it
 * (`splice_lead.ts`) and the writer of a non-blocking stdout (`nonblocking_output.ts`).
 *
 * @module
 */

/** EINTR: interrupted by a signal; retry. */
export const EINTR = 4;
/** EAGAIN: nothing to do now; wait. */
export const EAGAIN = 11;
/** EINVAL: these descriptors cannot be spliced (or a call's argument is wrong). */
export const EINVAL = 22;
/** EPIPE: the reader of the output is gone. */
export const EPIPE = 32;

/**
 * The calling thread's `errno`, read in place: the address `__errno_location()` gave (fixed
 * for the thread's life; null: 0 is read).
 *
 * @param at What `__errno_location()` returned on this thread.
 * @returns A function that reads `errno` now.
 *
 * @example
 * ```ts ignore
 * import { errnoAt } from "./errno_readings.ts";
 * const errno = errnoAt(libc.symbols.__errno_location());
 * if (libc.symbols.write(fd, bytes, n) < 0) console.log(errno());
 * ```
 */
export function errnoAt(at: Deno.PointerValue): () => number {
  const view = at === null ? null : new Deno.UnsafePointerView(at);
  return () => view?.getInt32() ?? 0;
}

/**
 * How many times in a row a failure must read the same `errno` (other than EAGAIN and EINTR)
 * before it is acted on: 3. `errno` is read after the failed call returns, and other code on
 * the thread (the runtime's own) may set it in between: a benchmark session read ENOENT after
 * a splice that had had nothing to move and ended there, and a loop of such splices read
 * ENOENT once in 8 million. A real failure reads the same again when the call is retried; an
 * overwritten one does not. Until then the failure is taken as "nothing to do now" (EAGAIN),
 * which only waits for the descriptors to be ready again.
 */
export const ERRNO_READINGS = 3;

/** Where the readings set aside by several {@linkcode ErrnoReadings} are counted. */
export interface SetAsideTally {
  /** Readings set aside so far. */
  setAside: number;
}

/**
 * Counts how often in a row a failure read the same `errno` ({@linkcode ERRNO_READINGS}).
 *
 * @example Retrying a call until its failure is its own
 * ```ts ignore
 * import { EAGAIN, ErrnoReadings } from "./errno_readings.ts";
 * const readings = new ErrnoReadings(() => errnoView.getInt32(), { setAside: 0 });
 * if (libc.symbols.splice(...) < 0 && readings.read() === EAGAIN) await ready();
 * ```
 */
export class ErrnoReadings {
  #errno = 0;
  #times = 0;
  #current: () => number;
  #tally: SetAsideTally;

  /**
   * @param current Reads this thread's `errno` now.
   * @param tally Counts the readings set aside.
   */
  constructor(current: () => number, tally: SetAsideTally) {
    this.#current = current;
    this.#tally = tally;
  }

  /**
   * After a failed call: `errno` as read, or EAGAIN until the same value was read
   * {@linkcode ERRNO_READINGS} times in a row. EAGAIN and EINTR are taken as read (acting on
   * either only waits or retries).
   *
   * @returns The errno to act on.
   */
  read(): number {
    const e = this.#current();
    if (e === EAGAIN || e === EINTR) return e;
    this.#times = e === this.#errno ? this.#times + 1 : 1;
    this.#errno = e;
    if (this.#times >= ERRNO_READINGS) return e;
    this.#tally.setAside++;
    return EAGAIN;
  }

  /** After a call that did what it was asked. */
  clear(): void {
    this.#times = 0;
  }
}
