/**
 * One outbound stream of an HTTP connection (the connection stream or one session's stream,
 * REMOTE §2): agent lines queued for at most one reader, who gets them as Server-Sent Events.
 *
 * Invariants:
 * - Each line is one event, `data: <line bytes>\n\n`, in queue order; nothing else is written
 *   except the keep-alive comment `:\n\n` after `keepAliveMs` without a write. No event ids.
 *   A bare CR inside a line (only ever JSON whitespace in a JSON line) would end the data
 *   line for an SSE parser, so it is sent as a space; every other byte is sent as it is.
 * - The body pulls: a line leaves the queue only when the reader's connection takes it, so
 *   {@linkcode OutboundStream.queuedBytes} is what the client has not taken yet.
 * - At most one reader at a time; while none is attached, lines wait in the queue.
 * - {@linkcode OutboundStream.finish}: the reader gets what is queued, then the end.
 *   {@linkcode OutboundStream.abort}: the reader's body ends now and the queue is dropped
 *   (the caller reports how much).
 *
 * @module
 */

import type { StreamKey } from "./line_routing.ts";

/** What an {@linkcode OutboundStream} tells its connection. */
export interface OutboundStreamHooks {
  /**
   * Queued line bytes were handed to the reader.
   *
   * @param bytes How many (line bytes, without the SSE framing).
   */
  taken(bytes: number): void;
  /**
   * A reader attached or left.
   *
   * @param stream The stream.
   */
  readerChanged(stream: OutboundStream): void;
}

interface Reader {
  readonly controller: ReadableStreamDefaultController<Uint8Array>;
  readonly keepAliveMs: number;
  lastWriteAt: number;
  wake: (() => void) | undefined;
}

const encoder = new TextEncoder();
const DATA = encoder.encode("data: ");
const KEEP_ALIVE = encoder.encode(":\n\n");
const CR = 0x0d, LF = 0x0a, SPACE = 0x20;
/** Lines handed over in one body chunk, at most (at least one line per chunk). */
const CHUNK_BYTES = 64 * 1024;

/**
 * A queue of agent lines with at most one SSE reader.
 *
 * @example
 * ```ts
 * import { OutboundStream } from "./sse_stream.ts";
 * const stream = new OutboundStream(null, { taken: () => {}, readerChanged: () => {} });
 * stream.push(new TextEncoder().encode(`{"jsonrpc":"2.0","method":"m"}`));
 * stream.finish();
 * console.log(await new Response(stream.open(15_000)).text()); // data: {"jsonrpc":"2.0","method":"m"}\n\n
 * ```
 */
export class OutboundStream {
  /** The stream's key: `null` for the connection stream, else the session id. */
  readonly key: StreamKey;
  readonly #hooks: OutboundStreamHooks;
  #queue: Uint8Array[] = [];
  #head = 0;
  #queuedBytes = 0;
  #reader: Reader | undefined;
  #finished = false;
  #aborted = false;

  /**
   * Creates an empty stream.
   *
   * @param key `null` for the connection stream, else the session id.
   * @param hooks What the stream reports to its connection.
   */
  constructor(key: StreamKey, hooks: OutboundStreamHooks) {
    this.key = key;
    this.#hooks = hooks;
  }

  /** Line bytes queued and not yet taken by a reader. */
  get queuedBytes(): number {
    return this.#queuedBytes;
  }

  /** Lines queued and not yet taken by a reader. */
  get queuedLines(): number {
    return this.#queue.length - this.#head;
  }

  /** Whether a reader is attached. */
  get hasReader(): boolean {
    return this.#reader !== undefined;
  }

  /** Whether the stream has ended (finished or aborted). */
  get ended(): boolean {
    return this.#finished || this.#aborted;
  }

  /**
   * Queues one line (ignored once the stream has ended).
   *
   * @param line The line's bytes, without LF and trailing CR; the stream keeps it.
   */
  push(line: Uint8Array): void {
    if (this.ended) return;
    this.#queue.push(line);
    this.#queuedBytes += line.length;
    this.#reader?.wake?.();
  }

  /**
   * Attaches a reader.
   *
   * @param keepAliveMs How long the body may go without a write before `:\n\n` is sent.
   * @returns The SSE body, or `undefined` when the stream already has a reader or has ended.
   */
  open(keepAliveMs: number): ReadableStream<Uint8Array> | undefined {
    if (this.#reader !== undefined || this.#aborted) return undefined;
    let reader!: Reader;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        reader = { controller, keepAliveMs, lastWriteAt: Date.now(), wake: undefined };
      },
      pull: (controller) => this.#pull(reader, controller),
      cancel: () => this.#detach(reader),
    }, { highWaterMark: 0 });
    this.#reader = reader;
    this.#hooks.readerChanged(this);
    return body;
  }

  /** No more lines: the reader gets what is queued, then the end of its body. Idempotent. */
  finish(): void {
    if (this.ended) return;
    this.#finished = true;
    this.#reader?.wake?.();
  }

  /**
   * Ends the stream now: the reader's body ends and queued lines are dropped. Idempotent.
   *
   * @returns How many queued lines were dropped.
   */
  abort(): number {
    const dropped = this.#aborted ? 0 : this.queuedLines;
    this.#aborted = true;
    this.#queue = [];
    this.#head = 0;
    this.#queuedBytes = 0;
    const reader = this.#reader;
    if (reader !== undefined) {
      try {
        reader.controller.close();
      } catch {
        // Already closed or cancelled by the client: the body has ended either way.
      }
      this.#detach(reader);
    }
    return dropped;
  }

  #detach(reader: Reader): void {
    if (this.#reader !== reader) return;
    this.#reader = undefined;
    reader.wake?.();
    this.#hooks.readerChanged(this);
  }

  async #pull(
    reader: Reader,
    controller: ReadableStreamDefaultController<Uint8Array>,
  ): Promise<void> {
    while (true) {
      if (this.#reader !== reader) return; // aborted: the body was closed then
      if (this.#head < this.#queue.length) {
        const { chunk, lineBytes } = this.#takeChunk();
        reader.lastWriteAt = Date.now();
        controller.enqueue(chunk);
        this.#hooks.taken(lineBytes);
        return;
      }
      if (this.#finished) {
        controller.close();
        this.#detach(reader);
        return;
      }
      const wait = reader.keepAliveMs - (Date.now() - reader.lastWriteAt);
      if (wait <= 0) {
        reader.lastWriteAt = Date.now();
        controller.enqueue(KEEP_ALIVE);
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        reader.wake = resolve;
        timer = setTimeout(resolve, wait);
      });
      clearTimeout(timer);
      reader.wake = undefined;
    }
  }

  /** Takes queued lines (at least one, up to about {@linkcode CHUNK_BYTES}) as SSE events. */
  #takeChunk(): { chunk: Uint8Array; lineBytes: number } {
    let end = this.#head, lineBytes = 0;
    do {
      lineBytes += this.#queue[end++].length;
    } while (end < this.#queue.length && lineBytes < CHUNK_BYTES);
    const count = end - this.#head;
    const chunk = new Uint8Array(lineBytes + count * (DATA.length + 2));
    let offset = 0;
    for (let i = this.#head; i < end; i++) {
      const line = this.#queue[i];
      chunk.set(DATA, offset);
      offset += DATA.length;
      chunk.set(line, offset);
      for (let j = line.indexOf(CR); j >= 0; j = line.indexOf(CR, j + 1)) {
        chunk[offset + j] = SPACE;
      }
      offset += line.length;
      chunk[offset++] = LF;
      chunk[offset++] = LF;
    }
    this.#head = end;
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
    if (this.#head === this.#queue.length) {
      this.#queue = [];
      this.#head = 0;
    }
    this.#queuedBytes -= lineBytes;
    return { chunk, lineBytes };
  }
}
