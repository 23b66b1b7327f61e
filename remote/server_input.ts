/**
 * The client-to-agent side of a remote connection: a readable byte stream that the server fills
 * with whole lines (one POST body or WebSocket message + LF each) and the handler reads.
 *
 * Invariants:
 * - Lines come out in the order they were admitted, each as one chunk, never merged or split.
 * - The queue counts exactly the bytes the handler has not read yet (the stream's own queue
 *   holds nothing: it pulls only when the handler reads).
 * - {@linkcode InputQueue.admit} is first come, first served: a line waiting for room holds
 *   back every later line, so acceptance order is delivery order. Every wait is bounded.
 * - After {@linkcode InputQueue.close} the handler reads what is queued, then the end; after the
 *   handler cancels the stream, nothing more is admitted.
 *
 * @module
 */

import { LINE_COST_BYTES } from "../transport/line_cost.ts";

/** How {@linkcode InputQueue.admit} ended. */
export type AdmitResult = "admitted" | "closed" | "timeout";

interface Waiter {
  readonly bytes: Uint8Array;
  readonly resolve: (result: AdmitResult) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A bounded FIFO of lines for the handler to read.
 *
 * @example
 * ```ts
 * import { InputQueue } from "./server_input.ts";
 * const input = new InputQueue(1024);
 * await input.admit(new TextEncoder().encode("{}\n"), 1000);
 * input.close();
 * console.log(await new Response(input.readable).text()); // "{}\n"
 * ```
 */
export class InputQueue {
  /** What the handler reads. */
  readonly readable: ReadableStream<Uint8Array>;
  readonly #limit: number;
  readonly #chunks: Uint8Array[] = [];
  #queuedBytes = 0;
  readonly #waiters: Waiter[] = [];
  #wakePull: (() => void) | undefined;
  #closed = false;
  #cancelled = false;
  #endRead = false;
  /** When the handler last took a line (`performance.now()`): a waiting line's clock. */
  #lastReadAt = -Infinity;

  /**
   * Creates an empty queue.
   *
   * @param limit Most unread bytes before new lines wait (one line may exceed it when the queue
   *   is empty), each line counted with {@linkcode LINE_COST_BYTES} more.
   */
  constructor(limit: number) {
    this.#limit = limit;
    this.readable = new ReadableStream<Uint8Array>({
      pull: (controller) => this.#pull(controller),
      cancel: () => {
        this.#cancelled = true;
        this.#chunks.length = 0;
        this.#queuedBytes = 0;
        this.#settleWaiters("closed");
        this.#wakePull?.();
      },
    }, { highWaterMark: 0 });
  }

  /** When the handler last took a line (`performance.now()`; `-Infinity` before its first). */
  get lastReadAt(): number {
    return this.#lastReadAt;
  }

  /** Bytes admitted and not yet read by the handler. */
  get queuedBytes(): number {
    return this.#queuedBytes;
  }

  /** Whether the handler has read to the end (every line, then the close) or cancelled. */
  get endRead(): boolean {
    return this.#endRead || this.#cancelled;
  }

  /** Whether lines are still admitted (not closed, not cancelled by the handler). */
  get open(): boolean {
    return !this.#closed && !this.#cancelled;
  }

  /**
   * Admits one line at once when the queue has room and nothing waits before it.
   *
   * @param bytes The line, LF included; the queue keeps it (the caller must not change it).
   * @returns True when admitted; false when it would have to wait or the queue is not open.
   */
  tryAdmit(bytes: Uint8Array): boolean {
    if (!this.open || this.#waiters.length > 0 || !this.#hasRoom()) return false;
    this.#push(bytes);
    return true;
  }

  /**
   * Admits one line once there is room, after every line that came before it.
   *
   * @param bytes The line, LF included; the queue keeps it (the caller must not change it).
   * @param timeoutMs How long to wait for room before giving up.
   * @returns `admitted`, `closed` (the queue closed or the handler stopped reading), or
   *   `timeout` (the handler read nothing for `timeoutMs` while it waited: each line it takes
   *   starts the clock again; the line was not admitted).
   */
  admit(bytes: Uint8Array, timeoutMs: number): Promise<AdmitResult> {
    if (!this.open) return Promise.resolve("closed");
    if (this.tryAdmit(bytes)) return Promise.resolve("admitted");
    return new Promise((resolve) => {
      const waiter: Waiter = { bytes, resolve, timer: undefined };
      const since = performance.now();
      // Looked at when it would run out: a handler that read meanwhile gives it more time
      // (remote17: a POST behind others got 503 after 60 s though the agent read every 10 s).
      const check = () => {
        const idle = performance.now() - Math.max(since, this.#lastReadAt);
        if (idle < timeoutMs) {
          waiter.timer = setTimeout(check, Math.ceil(timeoutMs - idle));
          return;
        }
        const i = this.#waiters.indexOf(waiter);
        if (i >= 0) this.#waiters.splice(i, 1);
        resolve("timeout");
        this.#admitWaiting(); // a later, smaller line may fit now
      };
      waiter.timer = setTimeout(check, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  /** Ends the stream after what is queued; waiting lines are not admitted. Idempotent. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#settleWaiters("closed");
    this.#wakePull?.();
  }

  #hasRoom(): boolean {
    // What the queued lines cost: their bytes, plus LINE_COST_BYTES each.
    const cost = this.#queuedBytes + this.#chunks.length * LINE_COST_BYTES;
    return cost === 0 || cost < this.#limit;
  }

  #push(bytes: Uint8Array): void {
    this.#chunks.push(bytes);
    this.#queuedBytes += bytes.length;
    this.#wakePull?.();
  }

  #admitWaiting(): void {
    while (this.#waiters.length > 0 && this.open && this.#hasRoom()) {
      const waiter = this.#waiters.shift()!;
      clearTimeout(waiter.timer);
      this.#push(waiter.bytes);
      waiter.resolve("admitted");
    }
  }

  #settleWaiters(result: AdmitResult): void {
    for (const waiter of this.#waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(result);
    }
  }

  async #pull(controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> {
    while (true) {
      if (this.#cancelled) return;
      const chunk = this.#chunks.shift();
      if (chunk !== undefined) {
        this.#lastReadAt = performance.now();
        this.#queuedBytes -= chunk.length;
        controller.enqueue(chunk);
        this.#admitWaiting();
        return;
      }
      if (this.#closed) {
        this.#endRead = true;
        controller.close();
        return;
      }
      await new Promise<void>((resolve) => this.#wakePull = resolve);
      this.#wakePull = undefined;
    }
  }
}
