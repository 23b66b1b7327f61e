/**
 * Reads newline-delimited frames from a byte stream, bounded, in O(n) over all chunks,
 * and then hands over everything not yet consumed.
 *
 * Invariants:
 * - A frame is the bytes up to, not including, the next LF; a CR before the LF stays
 *   in the frame. A last line without LF at end of stream is a frame too.
 * - Each byte is scanned for LF at most once.
 * - No frame longer than `maxFrame` bytes is ever buffered whole: once more than
 *   `maxFrame` bytes are pending without an LF, `next()` reports `oversize`; then
 *   {@linkcode FrameReader.discardLine} drops that line, one chunk at a time, and reading
 *   goes on after it.
 * - A frame in progress is held in memory of the order of its bytes however small the reads
 *   (a one-byte read of stdin is a view of a 64 KiB buffer): see `held_bytes.ts`.
 * - {@linkcode FrameReader.detach} returns the unconsumed bytes in order and the
 *   source stream, so nothing read ahead (pipelined frames) is lost.
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

import { HeldBytes } from "./held_bytes.ts";

const LF = 0x0a;

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
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #source: ReadableStream<Uint8Array>;
  #maxFrame: number;
  /** Bytes already scanned and known to hold no LF (small reads copied together). */
  #partial = new HeldBytes();
  /** Chunks read but not yet scanned (at most the tail of one chunk after a frame). */
  #unscanned: Uint8Array[] = [];
  #done = false;
  /** After `oversize`: whether that line's LF is still to come ("open") or was read. */
  #overLine: "none" | "open" | "closed" = "none";
  /** After `oversize`: the bytes of that line already read (with its LF when "closed"). */
  #overBytes = 0;
  #consumed = 0;
  /** The source's read in flight, kept when a wait for it was cut short. */
  #inFlight: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  /** Set by {@linkcode FrameReader.stopFraming}: `next()` waits for no line's end. */
  #unframed = false;
  /** Cuts short the wait of a `next()` for more of a line. */
  #wake: (() => void) | undefined;

  /**
   * Starts reading `source` (locking it).
   *
   * @param source The stream to read; it stays locked until {@linkcode detach}.
   * @param maxFrame Largest frame in bytes (LF excluded).
   */
  constructor(source: ReadableStream<Uint8Array>, maxFrame: number) {
    this.#source = source;
    this.#reader = source.getReader();
    this.#maxFrame = maxFrame;
  }

  /**
   * Reads the next frame.
   *
   * @returns The frame, `eof`, or `oversize`.
   */
  async next(): Promise<FrameReadResult> {
    this.#overLine = "none";
    while (true) {
      let chunk = this.#unscanned.shift();
      if (chunk === undefined) {
        if (this.#done) break;
        if (this.#unframed) {
          // Framing stopped: what is begun of a line is the caller's now, as it is.
          this.#consumed += this.#partial.length;
          return { kind: "frame", bytes: this.#partial.take(), terminated: false };
        }
        // No line begun and no read kept: the plain read, no promise more per chunk.
        const read = this.#partial.length === 0 && this.#inFlight === undefined
          ? await this.#reader.read()
          : await this.#read();
        if (read === null) continue; // woken by stopFraming
        const { done, value } = read;
        if (done) {
          this.#done = true;
          break;
        }
        chunk = value;
      }
      const lf = chunk.indexOf(LF);
      if (lf < 0) {
        this.#partial.push(chunk);
        if (this.#partial.length > this.#maxFrame) {
          this.#overLine = "open";
          this.#overBytes = this.#partial.length;
          return { kind: "oversize", limit: this.#maxFrame };
        }
        continue;
      }
      if (lf + 1 < chunk.length) this.#unscanned.unshift(chunk.subarray(lf + 1));
      const length = this.#partial.length + lf;
      if (length > this.#maxFrame) {
        this.#overLine = "closed";
        this.#overBytes = length + 1;
        // Held, LF included, for a caller that pipes the rest (`nextBytes`) instead.
        this.#partial.push(chunk.subarray(0, lf + 1));
        return { kind: "oversize", limit: this.#maxFrame };
      }
      this.#consumed += length + 1;
      return { kind: "frame", bytes: this.#partial.take(chunk.subarray(0, lf)), terminated: true };
    }
    if (this.#partial.length === 0) return { kind: "eof" };
    this.#consumed += this.#partial.length;
    return { kind: "frame", bytes: this.#partial.take(), terminated: false };
  }

  /**
   * The source's next chunk, or null when {@linkcode FrameReader.stopFraming} cut the wait
   * short (the read stays in flight, for the next call).
   */
  async #read(): Promise<ReadableStreamReadResult<Uint8Array> | null> {
    const read = this.#inFlight ?? this.#reader.read();
    this.#inFlight = undefined;
    // Only a line begun is held back by the wait (one that has none returns at its first
    // chunk): no race per read otherwise.
    if (this.#partial.length === 0 || this.#unframed) return await read;
    const woken = new Promise<null>((resolve) => this.#wake = () => resolve(null));
    const result = await Promise.race([read, woken]);
    this.#wake = undefined;
    if (result === null) this.#inFlight = read;
    return result;
  }

  /**
   * Stops waiting for lines' ends, for a caller about to pipe the rest as bytes
   * ({@linkcode FrameReader.nextBytes}): a `next()` waiting for the rest of a line returns what
   * it holds of it at once (a frame with `terminated: false`, empty when nothing is held), and
   * so does every later `next()` once no whole line is buffered. The read it was waiting for
   * is kept for the next call: no byte is lost.
   *
   * @example Pipe from a frame that had no line end yet
   * ```ts
   * import { FrameReader } from "./frame_reader.ts";
   * const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
   * const reader = new FrameReader(readable, 1024);
   * const writer = writable.getWriter();
   * void writer.write(new TextEncoder().encode("partial"));
   * const waiting = reader.next(); // waits for the LF
   * reader.stopFraming();
   * console.log(await waiting); // { kind: "frame", bytes: "partial", terminated: false }
   * ```
   */
  stopFraming(): void {
    this.#unframed = true;
    this.#wake?.();
  }

  /**
   * Right after `oversize`: drops that line -- what was held of it and the rest up to and
   * including its LF -- so that {@linkcode FrameReader.next} goes on with the line after it.
   * Holds at most one chunk meanwhile, however long the line is.
   *
   * @returns False when the stream ended before the line's LF (then `next()` gives `eof`).
   * @throws {Error} When the last result was not `oversize`.
   *
   * @example Skip a line that is too long and read on
   * ```ts
   * import { FrameReader } from "./frame_reader.ts";
   * const source = ReadableStream.from([new TextEncoder().encode("far too long\nok\n")]);
   * const reader = new FrameReader(source, 4);
   * await reader.next(); // { kind: "oversize", limit: 4 }
   * await reader.discardLine(); // true
   * await reader.next(); // the frame "ok"
   * ```
   */
  async discardLine(): Promise<boolean> {
    const state = this.#overLine;
    if (state === "none") throw new Error("discardLine() follows an oversize result only");
    this.#overLine = "none";
    this.#partial.clear();
    this.#consumed += this.#overBytes;
    if (state === "closed") return true;
    while (true) {
      let chunk = this.#unscanned.shift();
      if (chunk === undefined) {
        if (this.#done) return false;
        const read = this.#inFlight ?? this.#reader.read();
        this.#inFlight = undefined;
        const { done, value } = await read;
        if (done) {
          this.#done = true;
          return false;
        }
        chunk = value;
      }
      const lf = chunk.indexOf(LF);
      if (lf >= 0) {
        if (lf + 1 < chunk.length) this.#unscanned.unshift(chunk.subarray(lf + 1));
        this.#consumed += lf + 1;
        return true;
      }
      this.#consumed += chunk.length;
    }
  }

  /**
   * Reads the next bytes as they come, with no framing: first what was read ahead and not
   * yet returned as frames, then the source's chunks. For a caller that has seen enough
   * frames and pipes the rest. No limit applies. Right after `oversize` the long line comes
   * first, as read so far (and its LF when it was read): a caller that no longer frames loses
   * no byte of it.
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
      this.#consumed += held.length;
      return held;
    }
    if (this.#done) return null;
    const read = this.#inFlight ?? this.#reader.read();
    this.#inFlight = undefined;
    const { done, value } = await read;
    if (done) {
      this.#done = true;
      return null;
    }
    this.#consumed += value.length;
    return value;
  }

  /**
   * Stops framing and returns what is left: the bytes already read but not returned
   * as frames, in order, and the source stream (unlocked) for the rest.
   *
   * @returns `buffered` chunks and the `readable` to continue from.
   */
  detach(): { buffered: Uint8Array[]; readable: ReadableStream<Uint8Array> } {
    const buffered = [...this.#partial.drain(), ...this.#unscanned];
    this.#unscanned = [];
    this.#reader.releaseLock();
    return { buffered, readable: this.#source };
  }

  /**
   * Changes the largest frame accepted from the next `next()` on: a session that bounds the
   * frames before selection tightly can allow larger ones after it.
   *
   * @param maxFrame Largest frame in bytes (LF excluded).
   *
   * @example Allow larger frames once the first one is read
   * ```ts
   * import { FrameReader } from "./frame_reader.ts";
   * const reader = new FrameReader(ReadableStream.from([new TextEncoder().encode("ab\nlonger\n")]), 2);
   * await reader.next(); // the frame "ab"
   * reader.setLimit(1024);
   * await reader.next(); // the frame "longer"
   * ```
   */
  setLimit(maxFrame: number): void {
    this.#maxFrame = maxFrame;
  }

  /**
   * Bytes of the source consumed so far: the frames returned with their LFs, the lines
   * {@linkcode FrameReader.discardLine} dropped, the bytes {@linkcode FrameReader.nextBytes}
   * returned. After a frame it is the offset of the next line in the source.
   */
  get consumed(): number {
    return this.#consumed;
  }

  /** Bytes of a line begun but not ended yet (no LF after them so far). */
  get pendingBytes(): number {
    return this.#partial.length;
  }

  /** Whether the source has ended (only bytes in the buffers remain). */
  get ended(): boolean {
    return this.#done;
  }
}
