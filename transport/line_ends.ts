/**
 * Counting line ends in bytes that are not kept: what a dropped chunk or an unrecorded gap
 * held, so a transcript can say how many events it lost.
 *
 * @module
 */

import { indexOfByte } from "./byte_search.ts";

const LF = 0x0a;

/**
 * How many LF bytes `bytes` holds.
 *
 * @param bytes Any bytes.
 * @returns The number of `0x0a` bytes.
 *
 * @example
 * ```ts
 * import { countLineEnds } from "./line_ends.ts";
 * console.log(countLineEnds(new TextEncoder().encode("a\nb\n"))); // 2
 * ```
 */
export function countLineEnds(bytes: Uint8Array): number {
  let n = 0;
  for (let i = indexOfByte(bytes, LF); i >= 0; i = indexOfByte(bytes, LF, i + 1)) n++;
  return n;
}
