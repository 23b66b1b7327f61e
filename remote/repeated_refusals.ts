/**
 * The warnings of a server's refusals, not one per request: a flood of requests refused alike
 * (a client without its token, pipelined; every request while the server shuts down) would
 * write one identical line each, tens of thousands of them. The first of a kind is said at
 * warn; the same kind again within {@linkcode REPEAT_WINDOW_MS} at debug, counted, and the
 * count said at warn when that window ends (or at the server's end).
 *
 * @module
 */

import type { Logger } from "../log/logger.ts";

/** How long refusals of one kind after a warning are counted, not each said: 10 s. */
export const REPEAT_WINDOW_MS = 10_000;

/** Most kinds counted at once; past it the others are counted as one. */
const MAX_KINDS = 256;
/** The kind of refusals past {@linkcode MAX_KINDS}. */
const OTHER_KINDS = "refusals of other kinds";

/** Refusal warnings, one per kind per window. */
export class RepeatedRefusals {
  readonly #log: Logger;
  readonly #windowMs: number;
  readonly #windows = new Map<string, { count: number; timer: ReturnType<typeof setTimeout> }>();

  /**
   * @param log Where the lines go.
   * @param windowMs How long refusals of a kind are counted after one was said.
   */
  constructor(log: Logger, windowMs: number = REPEAT_WINDOW_MS) {
    this.#log = log;
    this.#windowMs = windowMs;
  }

  /**
   * Says `line` at warn, unless a refusal of `kind` was said within the window: then at
   * debug, counted.
   *
   * @param kind What makes refusals alike (the status and why, not the peer).
   * @param line The refusal's line.
   */
  warn(kind: string, line: string): void {
    // What the client wrote (a Host, an Origin, quoted) does not make a kind of its own
    // (regress99: 5,000 hosts were 5,000 warnings); past MAX_KINDS, all are one kind.
    kind = kind.replace(/"(?:[^"\\]|\\.)*"/g, '"..."');
    if (!this.#windows.has(kind) && this.#windows.size >= MAX_KINDS) kind = OTHER_KINDS;
    const window = this.#windows.get(kind);
    if (window !== undefined) {
      window.count++;
      this.#log.debug(line);
      return;
    }
    this.#log.warn(line);
    const timer = setTimeout(() => this.#close(kind), this.#windowMs);
    Deno.unrefTimer(timer);
    this.#windows.set(kind, { count: 0, timer });
  }

  /** Says every count not said yet (the server ends). */
  flush(): void {
    for (const kind of [...this.#windows.keys()]) this.#close(kind);
  }

  #close(kind: string): void {
    const window = this.#windows.get(kind);
    if (window === undefined) return;
    this.#windows.delete(kind);
    clearTimeout(window.timer);
    if (window.count === 0) return;
    this.#log.warn(
      `refused ${window.count} more request${window.count === 1 ? "" : "s"} alike within ` +
        `${this.#windowMs} ms of the line before (said at debug): ${kind}`,
    );
  }
}
