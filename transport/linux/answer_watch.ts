/**
 * The answer watch: a recorded session's agent -> client pump watching for the answer to what
 * the client -> agent pump just moved, instead of sleeping until the kernel wakes it.
 *
 * With a transcript, agent -> client bytes are not handed over to the agent but spliced (by a
 * pump once the agent writes fast, `kernel_pipes.ts`), one hop more than without it. A pump
 * asleep in `poll(2)` is woken by the kernel when the agent writes, and on a busy or virtual
 * machine that wake-up alone costs tens of microseconds on every answer. So when the client -> agent pump has moved
 * bytes (most often a request, an answer to come), it pokes the agent -> client pump through
 * an `eventfd(2)`; that pump wakes while the agent is still working -- its wake-up overlaps the
 * agent's -- and then looks at its input without sleeping for up to
 * {@linkcode ANSWER_WATCH_US}, so an answer written in that time moves at once.
 *
 * Invariants:
 * - It changes when bytes move, never which bytes or in what order; it only runs between
 *   two pumps of one session that both record (the worker code is `fd_pump_worker.ts`).
 * - The poke is sent only while the watching pump is asleep and willing (the `armed` word):
 *   a flood of client bytes costs no poke per chunk.
 * - After {@linkcode WATCH_MISSES_BEFORE_REST} watches in a row that saw nothing, the
 *   watching pump sleeps without taking pokes until {@linkcode WATCH_REST_MS} have passed and
 *   its input has bytes again: a client that sends while no answers come costs at most that
 *   many watches.
 * - `stop()` still ends a watching pump within {@linkcode ANSWER_WATCH_US}.
 *
 * @module
 */

import { openLibc } from "./libc.ts";

/** How long a poked pump looks at its input without sleeping, in microseconds. */
export const ANSWER_WATCH_US = 250;
/** How many watches in a row that see nothing make the watching pump rest. */
export const WATCH_MISSES_BEFORE_REST = 3;
/** How long it then takes no poke at least (and until its input next has bytes), in milliseconds. */
export const WATCH_REST_MS = 100;

/** One pump's side of a watch, sent to its worker. @internal */
export interface AnswerWatchSide {
  /** `poke`: the client -> agent pump; `watch`: the agent -> client pump. */
  role: "poke" | "watch";
  /** The `eventfd(2)` the poke is written to (owned by the {@linkcode AnswerWatch}). */
  fd: number;
  /** One Int32: 1 while the watching pump sleeps and wants a poke. */
  armed: SharedArrayBuffer;
}

const EFD_NONBLOCK = 0o4000;
const EFD_CLOEXEC = 0o2000000;
const LIBC = {
  eventfd: { parameters: ["u32", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
} as const;

/**
 * The link between a session's two recording pumps: an `eventfd(2)` and a shared word.
 *
 * @example
 * ```ts ignore
 * import { AnswerWatch } from "./answer_watch.ts";
 * const watch = AnswerWatch.open();
 * const up = startFdPump(stdin, agentIn, 2_000, ringUp, watch?.side("poke"));
 * const down = startFdPump(agentOut, stdout, 0, ringDown, watch?.side("watch"));
 * await Promise.all([up?.done, down?.done]);
 * watch?.close();
 * ```
 */
export class AnswerWatch {
  #fd: number;
  #armed = new SharedArrayBuffer(4);
  #close: () => void;

  private constructor(fd: number, close: () => void) {
    this.#fd = fd;
    this.#close = close;
  }

  /**
   * Opens a watch.
   *
   * @returns The watch, or null where it cannot be made (not Linux, no FFI permission, no
   *   `eventfd`): the pumps then sleep as usual.
   */
  static open(): AnswerWatch | null {
    const libc = openLibc(LIBC);
    if (libc === null) return null;
    const fd = libc.symbols.eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (fd < 0) {
      libc.close();
      return null;
    }
    return new AnswerWatch(fd, () => {
      libc.symbols.close(fd);
      libc.close();
    });
  }

  /**
   * One pump's side, for `startFdPump`.
   *
   * @param role `poke` for the client -> agent pump, `watch` for the agent -> client pump.
   * @returns The side.
   */
  side(role: "poke" | "watch"): AnswerWatchSide {
    return { role, fd: this.#fd, armed: this.#armed };
  }

  /** Closes the `eventfd`; call once both pumps have ended. */
  close(): void {
    const close = this.#close;
    this.#close = () => {};
    close();
  }
}

/**
 * The client -> agent side of an answer watch: after moving bytes, pokes the agent -> client
 * pump when it sleeps and wants to be woken. Used on the splice worker's thread and on the
 * main thread's start of it (`splice_lead.ts`).
 *
 * @example Poke after a move
 * ```ts ignore
 * import { AnswerPoke } from "./answer_watch.ts";
 * const poke = new AnswerPoke(watch.side("poke"), libc.symbols.write);
 * if (moved > 0) poke.send();
 * ```
 */
export class AnswerPoke {
  #fd: number;
  #armed: Int32Array;
  #write: (fd: number, buffer: Uint8Array, bytes: bigint) => unknown;
  /** The eventfd's increment: 1 as a native-endian 64-bit count. */
  #one = new Uint8Array(new BigUint64Array([1n]).buffer);

  /**
   * @param side The `poke` side of the watch.
   * @param write `write(2)`, bound on this thread.
   */
  constructor(
    side: AnswerWatchSide,
    write: (fd: number, buffer: Uint8Array, bytes: bigint) => unknown,
  ) {
    this.#fd = side.fd;
    this.#armed = new Int32Array(side.armed);
    this.#write = write;
  }

  /** After bytes were moved: wakes the watching pump if it sleeps and wants to be woken. */
  send(): void {
    if (Atomics.compareExchange(this.#armed, 0, 1, 0) !== 1) return;
    this.#write(this.#fd, this.#one, 8n);
  }
}
