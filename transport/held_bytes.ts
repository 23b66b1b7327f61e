/**
 * Bytes held across reads until a frame or a line is complete, in memory of the order of
 * their number however they arrive.
 *
 * A stream's chunk is often a view of a larger buffer (a one-byte read of stdin keeps a whole
 * 64 KiB buffer alive), and a peer that sends a line one byte per write makes a million
 * pieces of a megabyte: kept as they come, the bytes would cost tens of kilobytes each. Small
 * pieces are therefore copied into shared blocks, and a large piece that is a small part of
 * its buffer is copied out of it.
 *
 * Invariants:
 * - The pieces hold the pushed bytes in order, and nothing else.
 * - Memory held is at most about twice {@linkcode HeldBytes.length}, plus one block.
 * - A piece handed out (by `shift` or `drain`) never changes afterwards.
 *
 * @module
 */

/** Pieces shorter than this are copied into a block. */
const SMALL_PIECE = 16 * 1024;
/** The size of a block that small pieces are copied into. */
const BLOCK = 64 * 1024;

/**
 * A queue of held bytes: pushed as chunks, taken as one array or piece by piece.
 *
 * @example Hold a line that arrives a byte at a time, then take it whole
 * ```ts
 * import { HeldBytes } from "./held_bytes.ts";
 * const held = new HeldBytes();
 * for (const byte of new TextEncoder().encode("hello")) held.push(Uint8Array.of(byte));
 * console.log(held.length); // 5
 * console.log(new TextDecoder().decode(held.take())); // "hello"
 * ```
 */
export class HeldBytes {
  #pieces: Uint8Array[] = [];
  #length = 0;
  /** The block small pieces are copied into, and how much of it is used. */
  #block: Uint8Array | null = null;
  #used = 0;
  /** Where the last piece starts in the block, when it is still growing there (else -1). */
  #openAt = -1;

  /** The bytes held. */
  get length(): number {
    return this.#length;
  }

  /**
   * Appends `chunk`'s bytes.
   *
   * @param chunk The bytes.
   * @param reused Whether the caller may change `chunk` after the call (then it is always
   *   copied); else a large chunk that fills most of its buffer is kept as it is.
   */
  push(chunk: Uint8Array, reused = false): void {
    const n = chunk.length;
    if (n === 0) return;
    this.#length += n;
    if (n >= SMALL_PIECE) {
      this.#openAt = -1;
      const wasteful = chunk.buffer.byteLength > 2 * n;
      this.#pieces.push(reused || wasteful ? chunk.slice() : chunk);
      return;
    }
    if (this.#block === null || this.#used + n > this.#block.length) {
      this.#block = new Uint8Array(BLOCK);
      this.#used = 0;
      this.#openAt = -1;
    }
    this.#block.set(chunk, this.#used);
    this.#used += n;
    if (this.#openAt < 0) {
      this.#openAt = this.#used - n;
      this.#pieces.push(this.#block.subarray(this.#openAt, this.#used));
    } else {
      this.#pieces[this.#pieces.length - 1] = this.#block.subarray(this.#openAt, this.#used);
    }
  }

  /**
   * Removes and returns the first piece.
   *
   * @returns The piece, or undefined when nothing is held.
   */
  shift(): Uint8Array | undefined {
    const piece = this.#pieces.shift();
    if (piece === undefined) return undefined;
    this.#length -= piece.length;
    if (this.#pieces.length === 0) this.#openAt = -1; // handed out: it grows no more
    return piece;
  }

  /**
   * Removes and returns every piece, in order.
   *
   * @returns The pieces.
   */
  drain(): Uint8Array[] {
    const pieces = this.#pieces;
    this.#pieces = [];
    this.#length = 0;
    this.#openAt = -1;
    return pieces;
  }

  /**
   * Removes everything held and returns it as one new array, followed by `last`.
   *
   * @param last Bytes to add at the end (not held).
   * @returns The bytes; `last` itself when nothing was held.
   */
  take(last: Uint8Array = new Uint8Array(0)): Uint8Array {
    if (this.#pieces.length === 0) return last;
    const out = new Uint8Array(this.#length + last.length);
    let offset = 0;
    for (const piece of this.drain()) {
      out.set(piece, offset);
      offset += piece.length;
    }
    out.set(last, offset);
    return out;
  }

  /** Drops everything held. */
  clear(): void {
    this.drain();
  }
}
