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
 *   (the caller reports how much); `abort(true)` errors the body with
 *   {@linkcode StreamCutError} instead, for a reader that stopped taking it.
 *
 * @module
 */

import type { StreamKey } from "./line_routing.ts";
import { indexOfByte } from "../transport/byte_search.ts";

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
/** A run of queued events grows to at most this many bytes (one longer event is a run alone). */
const RUN_BYTES = 64 * 1024;
/** The smallest run (a run the reader is waiting for is taken at once). */
const SMALL_RUN_BYTES = 4 * 1024;

/**
 * Queued events, already formatted (`data: <line>\n\n` each) in one buffer: a line is copied
 * once, when it is queued, and a reader takes a whole run as one body chunk.
 */
interface EventRun {
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** Bytes of `bytes` filled. */
  used: number;
  /** Events in it. */
  lines: number;
  /** Their line bytes (without the framing). */
  lineBytes: number;
}

/** Why a stream's body was cut, not ended: its reader stopped taking it. */
export class StreamCutError extends Error {
  override name = "StreamCutError";
  constructor() {
    super("the stream was cut: its reader took none of it for too long");
  }
}

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
  /** Runs not yet taken from `#head` on; the last one may still be filling. */
  #runs: EventRun[] = [];
  #head = 0;
  #queuedBytes = 0;
  #queuedLines = 0;
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
    return this.#queuedLines;
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
   * @param line The line's bytes, without LF and trailing CR (copied: the caller may reuse
   *   them once this returns).
   */
  push(line: Uint8Array): void {
    if (this.ended) return;
    const size = DATA.length + line.length + 2;
    let run = this.#runs.length > this.#head ? this.#runs[this.#runs.length - 1] : undefined;
    if (run === undefined || run.used + size > run.bytes.length) {
      // A run the reader is waiting for starts small; lines piling up get runs as big as what
      // is queued already (up to RUN_BYTES), so a run's spare room never exceeds the bytes held.
      const capacity = Math.min(RUN_BYTES, Math.max(SMALL_RUN_BYTES, this.#queuedBytes));
      run = { bytes: new Uint8Array(Math.max(size, capacity)), used: 0, lines: 0, lineBytes: 0 };
      this.#runs.push(run);
    }
    const out = run.bytes;
    let offset = run.used;
    out.set(DATA, offset);
    offset += DATA.length;
    out.set(line, offset);
    for (let j = indexOfByte(line, CR); j >= 0; j = indexOfByte(line, CR, j + 1)) {
      out[offset + j] = SPACE;
    }
    offset += line.length;
    out[offset++] = LF;
    out[offset++] = LF;
    run.used = offset;
    run.lines++;
    run.lineBytes += line.length;
    this.#queuedBytes += line.length;
    this.#queuedLines++;
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
   * @param cut Whether the body is cut (errored) rather than ended: its reader stopped taking
   *   it (a stalled connection), and its HTTP answer is then cut off too, not ended cleanly.
   * @returns How many queued lines were dropped.
   */
  abort(cut = false): number {
    const dropped = this.#aborted ? 0 : this.queuedLines;
    this.#aborted = true;
    this.#runs = [];
    this.#head = 0;
    this.#queuedBytes = 0;
    this.#queuedLines = 0;
    const reader = this.#reader;
    if (reader !== undefined) {
      try {
        if (cut) reader.controller.error(new StreamCutError());
        else reader.controller.close();
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
      if (this.#head < this.#runs.length) {
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

  /** Takes the oldest run of queued events (at least one) as one body chunk. */
  #takeChunk(): { chunk: Uint8Array; lineBytes: number } {
    const run = this.#runs[this.#head++];
    if (this.#head > 1024 && this.#head * 2 > this.#runs.length) {
      this.#runs = this.#runs.slice(this.#head);
      this.#head = 0;
    }
    if (this.#head === this.#runs.length) {
      this.#runs = [];
      this.#head = 0;
    }
    this.#queuedBytes -= run.lineBytes;
    this.#queuedLines -= run.lines;
    return { chunk: run.bytes.subarray(0, run.used), lineBytes: run.lineBytes };
  }
}
