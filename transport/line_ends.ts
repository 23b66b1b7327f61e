/**
 * Counting line ends in bytes that are not kept: what a dropped chunk or an unrecorded gap
 * held, so a transcript can say how many events it lost.
 *
 * @module
 */

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
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) n++;
  return n;
}
