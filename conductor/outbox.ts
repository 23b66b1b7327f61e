/**
 * One party's outgoing frames in a chain: a queue drained by its own writer, so that a
 * party that reads slowly holds back only the senders whose frames wait for it, and no
 * reader loop ever waits on a write while its own peer waits on it (a cycle of full pipes).
 * Bounded: past `limit` queued bytes, `push` waits until the queue drains below it.
 *
 * @module
 */

const LF = new Uint8Array([0x0a]);

/**
 * A bounded, ordered queue of frames for one writable.
 *
 * @example Queue two frames and close
 * ```ts
 * import { Outbox } from "./outbox.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const outbox = new Outbox(sink.writable, 1024);
 * await outbox.push(new TextEncoder().encode("{}"));
 * const text = new Response(sink.readable).text();
 * await outbox.close();
 * console.log(JSON.stringify(await text)); // "{}\n"
 * ```
 */
export class Outbox {
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #limit: number;
  #queued = 0;
  #waiters: (() => void)[] = [];
  #tail: Promise<void> = Promise.resolve();
  #failed: Error | null = null;
  #closed = false;

  /**
   * Takes the writable (locking it).
   *
   * @param writable Where the frames go.
   * @param limit Most bytes queued before `push` waits.
   */
  constructor(writable: WritableStream<Uint8Array>, limit: number) {
    this.#writer = writable.getWriter();
    this.#writer.closed.catch(() => {}); // a failure is reported through `failed`
    this.#limit = limit;
  }

  /** The write error, once a write has failed (the party went away); later frames are dropped. */
  get failed(): Error | null {
    return this.#failed;
  }

  /** Bytes waiting to be written. */
  get queued(): number {
    return this.#queued;
  }

  /**
   * Queues one frame (a newline is added); waits while the queue is over its limit.
   *
   * @param frame The frame without newline.
   */
  push(frame: Uint8Array): Promise<void> {
    return this.#enqueue(frame, true);
  }

  /**
   * Queues bytes as they are (no newline added): the byte pipe of a chain with no proxies.
   *
   * @param bytes Any bytes.
   */
  pushBytes(bytes: Uint8Array): Promise<void> {
    return this.#enqueue(bytes, false);
  }

  async #enqueue(frame: Uint8Array, lf: boolean): Promise<void> {
    if (this.#failed !== null || this.#closed) return;
    const size = frame.length + (lf ? 1 : 0);
    this.#queued += size;
    this.#tail = this.#tail.then(async () => {
      if (this.#failed === null) {
        try {
          await this.#writer.write(frame);
          if (lf) await this.#writer.write(LF);
        } catch (e) {
          this.#failed = e instanceof Error ? e : new Error(String(e));
        }
      }
      this.#queued -= size;
      if (this.#queued <= this.#limit) { for (const wake of this.#waiters.splice(0)) wake(); }
    });
    if (this.#queued > this.#limit && this.#failed === null) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /**
   * Resolves once every queued frame is written (or the writable failed).
   *
   * @returns When the queue is empty.
   */
  drained(): Promise<void> {
    return this.#tail;
  }

  /**
   * Writes what is queued, then closes the writable (the party sees end of input).
   * Idempotent; never rejects.
   */
  async close(): Promise<void> {
    if (this.#closed) return await this.#tail;
    this.#closed = true;
    await this.#tail;
    await this.#writer.close().catch(() => {});
  }

  /** Drops what is queued and aborts the writable. Never rejects. */
  async abort(reason: unknown): Promise<void> {
    this.#closed = true;
    this.#failed ??= new Error("aborted");
    for (const wake of this.#waiters.splice(0)) wake();
    await this.#writer.abort(reason).catch(() => {});
  }
}
