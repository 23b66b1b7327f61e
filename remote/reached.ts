/**
 * `connection.reached` of a dialled remote agent (HTTP or WebSocket), settled once.
 *
 * @module
 */

/**
 * Whether a dialled agent was reached: a promise settled once (the first call wins), and
 * whether anyone took it. A router that takes it reports a failure to reach the agent itself
 * (as a failed start); any other reader gets the connection's own answer instead.
 *
 * @example
 * ```ts
 * import { Reached } from "./reached.ts";
 * const reached = new Reached();
 * const taken = reached.take();
 * reached.settle();
 * reached.settle(new Error("too late: the first call won"));
 * await taken;
 * console.log(reached.taken); // true
 * ```
 */
export class Reached {
  readonly #promise: Promise<void>;
  #settle!: (error?: Error) => void;
  #taken = false;

  /** Creates it, unsettled and not taken. */
  constructor() {
    this.#promise = new Promise<void>((resolve, reject) => {
      this.#settle = (error) => error ? reject(error) : resolve();
    });
    this.#promise.catch(() => {}); // a router that does not take it reads the answer instead
  }

  /** Whether {@linkcode Reached.take} was called. */
  get taken(): boolean {
    return this.#taken;
  }

  /**
   * The promise, for `connection.reached`; its taker reports a failure to reach.
   *
   * @returns Resolves once reached; rejects with why it could not be.
   */
  take(): Promise<void> {
    this.#taken = true;
    return this.#promise;
  }

  /**
   * Settles it, unless it was settled already.
   *
   * @param error Why the agent could not be reached; none: it was (or the connection ended).
   */
  settle(error?: Error): void {
    this.#settle(error);
  }
}
