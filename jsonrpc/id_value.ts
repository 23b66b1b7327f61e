/**
 * Whether two request ids are the same id to a peer that parses JSON: for the few checks
 * that must recognise an answer however its sender re-encoded the id (`1.0` sent, `1` back; a
 * 20-digit id rounded by a double). Routing does not use it: responses are routed by the id's
 * exact text (`id_table.ts`), which a well-behaved peer sends back (a chain also takes a number
 * written another way for the integer it issued: `conductor/chain_routing.ts`).
 *
 * @module
 */

/**
 * Whether id texts `a` and `b` stand for the same id once parsed: numbers that are the same
 * double (`1` and `1.0`, `12345678901234567890` and `12345678901234567000`), strings with the
 * same value (`"a"` and `"\u0061"`). A number is never the same as a string.
 *
 * @param a An id's JSON text.
 * @param b Another id's JSON text.
 * @returns Whether they are the same id.
 *
 * @example
 * ```ts
 * import { sameIdValue } from "./id_value.ts";
 * console.log(sameIdValue("1.0", "1")); // true
 * console.log(sameIdValue('"1"', "1")); // false
 * ```
 */
export function sameIdValue(a: string, b: string): boolean {
  if (a === b) return true;
  let x: unknown, y: unknown;
  try {
    x = JSON.parse(a);
    y = JSON.parse(b);
  } catch {
    return false;
  }
  return (typeof x === "number" || typeof x === "string") && typeof x === typeof y && x === y;
}
