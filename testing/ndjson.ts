/**
 * Newline-delimited JSON framing for the dependency-free scripted agents and clients: a
 * byte-level line reader and a one-write-per-frame writer. No SDK import, so the fixtures
 * start fast.
 *
 * @module
 */

import { shownValue } from "../log/shown_value.ts";

/** A decoded JSON object (a JSON-RPC message, or its params). */
export type JsonObject = Record<string, unknown>;

const LF = 0x0a;

/**
 * Reads LF-terminated lines from a byte stream without decoding them.
 *
 * @example Read the lines of a stream
 * ```ts
 * import { LineReader } from "./ndjson.ts";
 * const bytes = new TextEncoder().encode('{"a":1}\n{"b":2}\n');
 * const lines = new LineReader(new Blob([bytes]).stream());
 * for (let line = await lines.next(); line; line = await lines.next()) {
 *   console.log(new TextDecoder().decode(line));
 * }
 * ```
 */
export class LineReader {
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #parts: Uint8Array[] = [];
  #lines: Uint8Array[] = [];
  /** Index of the next line in `#lines` (a shift per line would be quadratic in a big chunk). */
  #head = 0;
  #eof = false;
  #filling?: Promise<void>;

  /**
   * Locks `readable` until EOF or {@link LineReader.cancel}.
   *
   * @param readable The bytes to split into lines.
   */
  constructor(readable: ReadableStream<Uint8Array>) {
    this.#reader = readable.getReader();
  }

  /**
   * Returns the next line without its LF (a CR before it is kept), or `undefined` at EOF
   * (also when the stream errors, as a pipe ends when its writer dies). Bytes after the last
   * LF are returned as a final line. A call made while an earlier one
   * is still pending (one a caller gave up waiting for) shares that earlier read, and a line
   * it brings waits in the queue, so no line is lost or reordered.
   *
   * @param signal Gives up waiting when aborted: the call rejects with its reason and takes
   *   no line, so the next call gets the line this one would have (a timed-out read). A line
   *   already waiting is returned all the same: an aborted signal reads only those.
   * @returns The line's bytes, or `undefined` at EOF.
   */
  async next(signal?: AbortSignal): Promise<Uint8Array | undefined> {
    while (this.#head === this.#lines.length && !this.#eof) {
      signal?.throwIfAborted();
      this.#filling ??= this.#fill().finally(() => this.#filling = undefined);
      if (signal === undefined) await this.#filling;
      else {
        let onAbort!: () => void;
        const aborted = new Promise<void>((resolve) => {
          onAbort = resolve;
          signal.addEventListener("abort", onAbort, { once: true });
        });
        try {
          await Promise.race([this.#filling, aborted]);
        } finally {
          signal.removeEventListener("abort", onAbort);
        }
      }
    }
    if (this.#head === this.#lines.length) return undefined;
    const line = this.#lines[this.#head++];
    // Lines read are let go once they are the larger part of the queue (amortised linear).
    if (
      this.#head === this.#lines.length || this.#head > 1024 && 2 * this.#head > this.#lines.length
    ) {
      this.#lines = this.#lines.slice(this.#head);
      this.#head = 0;
    }
    return line;
  }

  /** Reads one chunk (or the end) into the queue of lines. */
  async #fill(): Promise<void> {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await this.#reader.read();
    } catch {
      chunk = { done: true, value: undefined }; // an errored stream ends like EOF
    }
    if (this.#eof) return; // cancelled meanwhile
    if (chunk.done) {
      this.#eof = true;
      if (this.#parts.length > 0) this.#lines.push(concat(this.#parts.splice(0)));
      this.#reader.releaseLock();
    } else {
      this.#split(chunk.value);
    }
  }

  /**
   * Stops reading and cancels the underlying stream; `next()` then returns `undefined`.
   *
   * @returns Resolves once the stream is cancelled.
   */
  async cancel(): Promise<void> {
    if (this.#eof) return;
    this.#eof = true;
    this.#lines = [];
    this.#head = 0;
    this.#parts = [];
    // With a reason: a writer on the other end of an in-memory pair is told why, not `undefined`;
    // an AbortError, so a router writing to it sees a client that went away, not a failure.
    await this.#reader.cancel(
      new DOMException("the reader of these lines stopped reading", "AbortError"),
    ).catch(() => {});
    this.#reader.releaseLock();
  }

  #split(chunk: Uint8Array): void {
    let start = 0;
    for (let lf = chunk.indexOf(LF); lf !== -1; lf = chunk.indexOf(LF, start)) {
      this.#parts.push(chunk.subarray(start, lf));
      this.#lines.push(concat(this.#parts.splice(0)));
      start = lf + 1;
    }
    if (start < chunk.length) this.#parts.push(chunk.slice(start));
  }
}

/**
 * Throws before anything is locked when either stream of a peer is already locked, so a
 * refused call leaves both as they were (not the readable locked by a reader nobody holds).
 *
 * @param readable The peer's input.
 * @param writable The peer's output.
 * @throws {TypeError} Naming the stream that is locked.
 *
 * @example
 * ```ts
 * import { assertUnlocked } from "./ndjson.ts";
 * const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
 * assertUnlocked(readable, writable); // no throw
 * ```
 */
export function assertUnlocked(
  readable: ReadableStream<Uint8Array>,
  writable: WritableStream<Uint8Array>,
): void {
  for (const [what, stream] of [["readable", readable], ["writable", writable]] as const) {
    if (stream.locked) {
      throw new TypeError(`its ${what} is locked: another reader or writer holds it`);
    }
  }
}

/**
 * Concatenates byte chunks into a fresh array (never one of `parts` itself).
 *
 * @param parts The chunks, in order.
 * @returns A new array holding every byte of `parts`.
 *
 * @example Join two chunks
 * ```ts
 * import { concat } from "./ndjson.ts";
 * console.log(concat([new Uint8Array([1]), new Uint8Array([2, 3])])); // Uint8Array [1, 2, 3]
 * ```
 */
export function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  if (parts.length === 1) return parts[0].slice();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const decoder = new TextDecoder();

/**
 * Decodes one line as text (invalid UTF-8 becomes U+FFFD), without a trailing CR.
 *
 * @param line A line's bytes.
 * @returns Its text.
 *
 * @example Decode a CRLF line
 * ```ts
 * import { lineText } from "./ndjson.ts";
 * console.log(lineText(new TextEncoder().encode("hello\r"))); // "hello"
 * ```
 */
export function lineText(line: Uint8Array): string {
  const text = decoder.decode(line);
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}

/**
 * Parses one line as a JSON object; anything else (arrays, non-JSON) is `undefined`.
 *
 * @param line A line's bytes.
 * @returns The object, or `undefined`.
 *
 * @example Parse a frame and a banner
 * ```ts
 * import { parseObject } from "./ndjson.ts";
 * const encode = (text: string) => new TextEncoder().encode(text);
 * console.log(parseObject(encode('{"jsonrpc":"2.0","id":1,"result":{}}'))); // an object
 * console.log(parseObject(encode("Welcome!"))); // undefined
 * ```
 */
export function parseObject(line: Uint8Array): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(decoder.decode(line));
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True for a non-null, non-array object.
 *
 * @param value Any value.
 * @returns Whether it is a JSON object.
 *
 * @example Tell objects from arrays
 * ```ts
 * import { isObject } from "./ndjson.ts";
 * console.log(isObject({}), isObject([]), isObject(null)); // true false false
 * ```
 */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Writes one JSON value per line, one `write()` per frame, awaiting each write.
 *
 * @example Write a request to an in-memory stream
 * ```ts
 * import { FrameWriter } from "./ndjson.ts";
 * const pipe = new TransformStream<Uint8Array, Uint8Array>();
 * const text = new Response(pipe.readable).text();
 * const out = new FrameWriter(pipe.writable);
 * await out.send({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} });
 * await out.close();
 * console.log(await text);
 * ```
 */
export class FrameWriter {
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #encoder = new TextEncoder();

  /**
   * Locks `writable` until {@link FrameWriter.close} or {@link FrameWriter.abort}.
   *
   * @param writable Where the frames go.
   */
  constructor(writable: WritableStream<Uint8Array>) {
    this.#writer = writable.getWriter();
  }

  /**
   * Serializes `message`, writes it with a trailing LF and returns the JSON text.
   *
   * @param message Any JSON value.
   * @returns The JSON text written (without the LF).
   */
  async send(message: unknown): Promise<string> {
    const text = JSON.stringify(message);
    if (text === undefined) throw new TypeError(`not a JSON value: ${shownValue(message)}`);
    await this.#write(text);
    return text;
  }

  /**
   * Writes `text` and a LF as they are: a line that need not be JSON (a banner).
   *
   * @param text The line, without its LF.
   * @returns Resolves once written.
   */
  async sendLine(text: string): Promise<void> {
    await this.#write(text);
  }

  /** Writes `text` and a LF. */
  async #write(text: string): Promise<void> {
    try {
      await this.#writer.write(this.#encoder.encode(text + "\n"));
    } catch (e) {
      // A stream ended without a reason (a cancel or abort of its own) still says what failed.
      throw e ?? new Error("the stream these frames go to was closed");
    }
  }

  /**
   * Flushes queued frames and closes the stream (the peer sees EOF). Never throws.
   *
   * @returns Resolves once closed (or failed to).
   */
  async close(): Promise<void> {
    await this.#writer.close().catch(() => {});
  }

  /**
   * Drops queued frames and errors the stream. Never throws.
   *
   * @param reason Why, for its reader (told why, not `undefined`).
   * @returns Resolves once aborted.
   */
  async abort(reason: unknown = new Error("the writer was aborted")): Promise<void> {
    await this.#writer.abort(reason).catch(() => {});
  }
}
