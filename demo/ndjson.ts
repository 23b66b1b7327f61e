/**
 * Newline-delimited JSON framing for the dependency-free demo fixtures
 * (`scripted_agent.ts`, `scripted_client.ts`): a byte-level line reader and a
 * one-write-per-frame writer. No SDK import, so the fixtures start fast.
 *
 * @module
 */

/** A decoded JSON object (a JSON-RPC message, or its params). */
export type JsonObject = Record<string, unknown>;

const LF = 0x0a;

/** Reads LF-terminated lines from a byte stream without decoding them. */
export class LineReader {
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #parts: Uint8Array[] = [];
  #lines: Uint8Array[] = [];
  #eof = false;

  /** Locks `readable` until EOF or {@link LineReader.cancel}. */
  constructor(readable: ReadableStream<Uint8Array>) {
    this.#reader = readable.getReader();
  }

  /**
   * Returns the next line without its LF (a CR before it is kept), or
   * `undefined` at EOF. Bytes after the last LF are returned as a final line.
   */
  async next(): Promise<Uint8Array | undefined> {
    while (this.#lines.length === 0 && !this.#eof) {
      const { value, done } = await this.#reader.read();
      if (done) {
        this.#eof = true;
        if (this.#parts.length > 0) this.#lines.push(concat(this.#parts.splice(0)));
        this.#reader.releaseLock();
      } else {
        this.#split(value);
      }
    }
    return this.#lines.shift();
  }

  /** Stops reading and cancels the underlying stream; `next()` then returns `undefined`. */
  async cancel(): Promise<void> {
    if (this.#eof) return;
    this.#eof = true;
    this.#lines = [];
    this.#parts = [];
    await this.#reader.cancel().catch(() => {});
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
 * Concatenates byte chunks into a fresh array (never one of `parts` itself). The tests'
 * fixtures share this one (through `tests/fixtures/support.ts`).
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

/** Decodes one line as text (invalid UTF-8 becomes U+FFFD), without a trailing CR. */
export function lineText(line: Uint8Array): string {
  const text = decoder.decode(line);
  return text.endsWith("\r") ? text.slice(0, -1) : text;
}

/** Parses one line as a JSON object; anything else (arrays, non-JSON) is `undefined`. */
export function parseObject(line: Uint8Array): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(decoder.decode(line));
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** True for a non-null, non-array object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Writes one JSON value per line, one `write()` per frame, awaiting each write. */
export class FrameWriter {
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #encoder = new TextEncoder();

  /** Locks `writable` until {@link FrameWriter.close} or {@link FrameWriter.abort}. */
  constructor(writable: WritableStream<Uint8Array>) {
    this.#writer = writable.getWriter();
  }

  /** Serializes `message`, writes it with a trailing LF and returns the JSON text. */
  async send(message: unknown): Promise<string> {
    const text = JSON.stringify(message);
    await this.#writer.write(this.#encoder.encode(text + "\n"));
    return text;
  }

  /** Flushes queued frames and closes the stream (the peer sees EOF). Never throws. */
  async close(): Promise<void> {
    await this.#writer.close().catch(() => {});
  }

  /** Drops queued frames and errors the stream. Never throws. */
  async abort(): Promise<void> {
    await this.#writer.abort().catch(() => {});
  }
}
