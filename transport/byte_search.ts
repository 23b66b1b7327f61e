/**
 * Finds one byte value in a byte array about twice as fast as `Uint8Array.prototype.indexOf`
 * over long ranges: the LF that ends each line, a CR to blank out. V8's `indexOf` on a typed
 * array compares one element at a time (~ 0.5 ns a byte here); this tests four bytes at once
 * through a 32-bit view of the array's buffer (~ 0.2 ns a byte), and uses `indexOf` itself
 * for short ranges and buffers it cannot view by words.
 *
 * @module
 */

/** Ranges shorter than this are searched with `indexOf` (a word view is not worth making). */
const WORD_SEARCH_BYTES = 32;

const ONES = 0x01010101;
const HIGHS = 0x80808080;

/** The array last searched by words, its buffer, and a view of that as 32-bit words. */
let wordsOwner: Uint8Array | null = null;
let wordsBuffer: ArrayBufferLike | null = null;
let words: Int32Array<ArrayBufferLike> = new Int32Array(0);

/**
 * `bytes`' buffer as 32-bit words from offset 0, made again only for another buffer (or one
 * that grew); its `buffer` is read only for another array, or the same one grown (that getter
 * costs as much as searching 100 bytes).
 */
function wordsOf(bytes: Uint8Array): Int32Array<ArrayBufferLike> {
  if (bytes === wordsOwner && words.length * 4 >= bytes.byteOffset + bytes.length) return words;
  wordsOwner = bytes;
  const buffer = bytes.buffer;
  if (buffer !== wordsBuffer || words.length !== buffer.byteLength >>> 2) {
    wordsBuffer = buffer;
    words = new Int32Array(buffer, 0, buffer.byteLength >>> 2);
  }
  return words;
}

/**
 * The offset of the first `byte` in `bytes` at or after `from`, like `bytes.indexOf(byte,
 * from)`.
 *
 * @param bytes Where to look.
 * @param byte The byte value (0-255).
 * @param from The first offset to look at.
 * @returns The offset, or -1 when there is none.
 *
 * @example Split lines
 * ```ts
 * import { indexOfByte } from "./byte_search.ts";
 * const bytes = new TextEncoder().encode(`{"a":1}\n{"b":2}\n`);
 * console.log(indexOfByte(bytes, 0x0a), indexOfByte(bytes, 0x0a, 8)); // 7 15
 * ```
 */
export function indexOfByte(bytes: Uint8Array, byte: number, from = 0): number {
  const end = bytes.length;
  if (from < 0) from = Math.max(0, end + from); // counted from the end, as `indexOf` does
  if (end - from < WORD_SEARCH_BYTES) return bytes.indexOf(byte, from);
  const base = bytes.byteOffset;
  const view = wordsOf(bytes);
  // A buffer that shrank or was detached since the array was made: leave it to `indexOf`.
  if (view.length * 4 < base + end) return bytes.indexOf(byte, from);
  let i = from;
  while (((base + i) & 3) !== 0) {
    if (bytes[i] === byte) return i;
    i++;
  }
  const pattern = Math.imul(byte & 0xff, ONES);
  let k = (base + i) >>> 2;
  const last = (base + end) >>> 2; // words wholly before `end`
  for (; k < last; k++) {
    const x = view[k] ^ pattern; // a zero byte where `byte` is
    if (((x - ONES) & ~x & HIGHS) !== 0) break;
  }
  for (i = k * 4 - base; i < end; i++) if (bytes[i] === byte) return i;
  return -1;
}
