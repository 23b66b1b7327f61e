/**
 * Reads newline-delimited frames from a byte stream, bounded, in O(n) over all chunks,
 * and then hands over everything not yet consumed.
 *
 * Invariants:
 * - A frame is the bytes up to, not including, the next LF; a CR before the LF stays
 *   in the frame. A last line without LF at end of stream is a frame too.
 * - Each byte is scanned for LF at most once.
 * - No frame longer than `maxFrame` bytes is ever buffered whole: once more than
 *   `maxFrame` bytes are pending without an LF, `next()` reports `oversize`.
 * - {@linkcode FrameReader.detach} returns the unconsumed bytes in order and the
 *   source stream, so nothing read ahead (pipelined frames) is lost.
 * - A {@linkcode PlainInput} is read with plain reads and gives the same frames as its
 *   stream would; its stream is made only when the detached `readable` is first asked for.
 *
 * @module
 */

/** The result of reading one frame. */
export type FrameReadResult =
  | {
    /** One complete frame. */
    kind: "frame";
    /** The frame without its LF. */
    bytes: Uint8Array;
    /** Whether the frame ended with LF (false only for a last line at end of stream). */
    terminated: boolean;
  }
  | {
    /** The stream ended with no pending bytes. */
    kind: "eof";
  }
  | {
    /** More than `limit` bytes arrived without an LF. */
    kind: "oversize";
    /** The limit in bytes. */
    limit: number;
  };

/**
 * An input read with plain reads until its web stream is needed. Deno makes a process's
 * first web stream cost 1–2 ms; a router that reads the client's first frame this way starts
 * the agent before it pays that (this process's stdin: `fd_endpoint.ts`).
 */
export interface PlainInput {
  /** Reads into `buffer`: how many bytes were read, or null at the end of the input. */
  read(buffer: Uint8Array): Promise<number | null>;
  /** The same input as a web stream, continuing where the plain reads stopped. */
  readonly readable: ReadableStream<Uint8Array>;
}

/** The input a reader continues from after {@linkcode FrameReader.detach}. */
export interface DetachedInput {
  /** Bytes read ahead and not returned as frames, in order. */
  readonly buffered: Uint8Array[];
  /** The rest of the input (for a {@linkcode PlainInput}, made when first asked for). */
  readonly readable: ReadableStream<Uint8Array>;
}

const LF = 0x0a;

/** Bytes asked for by one plain read. */
const PLAIN_READ_BYTES = 64 * 1024;

/**
 * Splits the start of a byte stream into frames.
 *
 * @example
 * ```ts
 * import { FrameReader } from "./frame_reader.ts";
 * const enc = new TextEncoder();
 * const reader = new FrameReader(ReadableStream.from([enc.encode("a\nb"), enc.encode("c\nrest")]), 1024);
 * const first = await reader.next(); // frame "a"
 * const second = await reader.next(); // frame "bc"
 * const { buffered, readable } = reader.detach(); // buffered: ["rest"]
 * await readable.cancel();
 * ```
 */
export class FrameReader {
  /** The next chunk of the input, or null at its end. */
  #pull: () => Promise<Uint8Array | null>;
  #release: () => void;
  #source: { readonly readable: ReadableStream<Uint8Array> };
  #maxFrame: number;
  /** Chunks already scanned and known to hold no LF. */
  #partial: Uint8Array[] = [];
  #partialLength = 0;
  /** Chunks read but not yet scanned (at most the tail of one chunk after a frame). */
  #unscanned: Uint8Array[] = [];
  #done = false;

  /**
   * Starts reading `source` (locking a stream).
   *
   * @param source The stream to read, which stays locked until {@linkcode detach}; or a
   * {@linkcode PlainInput}, read with plain reads.
   * @param maxFrame Largest frame in bytes (LF excluded).
   */
  constructor(source: ReadableStream<Uint8Array> | PlainInput, maxFrame: number) {
    this.#maxFrame = maxFrame;
    // Told apart by shape: even naming the global `ReadableStream` makes Deno load its web
    // streams (1–2 ms), which a plain input is there to put off.
    if (isPlainInput(source)) {
      this.#source = source;
      this.#pull = plainReads(source);
      this.#release = () => {};
    } else {
      const reader = source.getReader();
      this.#source = { readable: source };
      this.#pull = async () => {
        const { done, value } = await reader.read();
        return done ? null : value;
      };
      this.#release = () => reader.releaseLock();
    }
  }

  /**
   * Reads the next frame.
   *
   * @returns The frame, `eof`, or `oversize`.
   */
  async next(): Promise<FrameReadResult> {
    while (true) {
      let chunk = this.#unscanned.shift();
      if (chunk === undefined) {
        if (this.#done) break;
        const read = await this.#pull();
        if (read === null) {
          this.#done = true;
          break;
        }
        chunk = read;
      }
      const lf = chunk.indexOf(LF);
      if (lf < 0) {
        this.#partial.push(chunk);
        this.#partialLength += chunk.length;
        if (this.#partialLength > this.#maxFrame) {
          return { kind: "oversize", limit: this.#maxFrame };
        }
        continue;
      }
      if (lf + 1 < chunk.length) this.#unscanned.unshift(chunk.subarray(lf + 1));
      const length = this.#partialLength + lf;
      if (length > this.#maxFrame) return { kind: "oversize", limit: this.#maxFrame };
      return { kind: "frame", bytes: this.#take(chunk.subarray(0, lf)), terminated: true };
    }
    if (this.#partialLength === 0) return { kind: "eof" };
    return { kind: "frame", bytes: this.#take(new Uint8Array(0)), terminated: false };
  }

  /**
   * Reads the next bytes as they come, with no framing: first what was read ahead and not
   * yet returned as frames, then the source's chunks. For a caller that has seen enough
   * frames and pipes the rest. No limit applies. (After `oversize` the long line is gone.)
   *
   * @returns The next chunk, or null at end of stream.
   *
   * @example Read one frame, then the rest as bytes
   * ```ts
   * import { FrameReader } from "./frame_reader.ts";
   * const source = ReadableStream.from([new TextEncoder().encode("{}\nrest, no LF")]);
   * const reader = new FrameReader(source, 1024);
   * await reader.next(); // the frame {}
   * console.log(new TextDecoder().decode((await reader.nextBytes())!)); // rest, no LF
   * console.log(await reader.nextBytes()); // null
   * ```
   */
  async nextBytes(): Promise<Uint8Array | null> {
    const held = this.#partial.shift() ?? this.#unscanned.shift();
    if (held !== undefined) {
      if (this.#partial.length === 0) this.#partialLength = 0;
      else this.#partialLength -= held.length;
      return held;
    }
    if (this.#done) return null;
    const read = await this.#pull();
    if (read === null) this.#done = true;
    return read;
  }

  #take(last: Uint8Array): Uint8Array {
    const parts = this.#partial;
    this.#partial = [];
    const length = this.#partialLength + last.length;
    this.#partialLength = 0;
    if (parts.length === 0) return last;
    const out = new Uint8Array(length);
    let offset = 0;
    for (const p of parts) {
      out.set(p, offset);
      offset += p.length;
    }
    out.set(last, offset);
    return out;
  }

  /**
   * Stops framing and returns what is left: the bytes already read but not returned
   * as frames, in order, and the source stream (unlocked) for the rest. A plain input's
   * stream is made only when `readable` is first asked for; cancelling it also ends a
   * plain read still waiting.
   *
   * @returns `buffered` chunks and the `readable` to continue from.
   */
  detach(): DetachedInput {
    const buffered = [...this.#partial, ...this.#unscanned];
    this.#partial = [];
    this.#unscanned = [];
    this.#partialLength = 0;
    this.#release();
    const source = this.#source;
    return {
      buffered,
      get readable() {
        return source.readable;
      },
    };
  }

  /** Whether the source has ended (only bytes in the buffers remain). */
  get ended(): boolean {
    return this.#done;
  }
}

/** A {@linkcode PlainInput} has `read`; a `ReadableStream` has none. */
function isPlainInput(source: ReadableStream<Uint8Array> | PlainInput): source is PlainInput {
  return typeof (source as Partial<PlainInput>).read === "function";
}

/**
 * Chunks from plain reads. A read that fills less than half the buffer is copied out, so a
 * client that trickles bytes cannot make each byte hold a whole buffer; a fuller one is
 * handed over as is, and the next read gets a new buffer.
 */
function plainReads(input: PlainInput): () => Promise<Uint8Array | null> {
  let buffer = new Uint8Array(PLAIN_READ_BYTES);
  return async () => {
    const n = await input.read(buffer);
    if (n === null || n === 0) return null; // 0 into a non-empty buffer is the end too
    if (n < buffer.length / 2) return buffer.slice(0, n);
    const chunk = buffer.subarray(0, n);
    buffer = new Uint8Array(PLAIN_READ_BYTES);
    return chunk;
  };
}
