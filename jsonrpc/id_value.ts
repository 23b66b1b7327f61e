/**
 * Whether two request ids are the same id to a peer that parses JSON: for the few checks
 * that must recognise an answer however its sender re-encoded the id (`1.0` sent, `1` back; a
 * 20-digit id rounded by a double). Routing does not use it: responses are routed by the id's
 * exact text (`id_table.ts`), which a well-behaved peer sends back (a chain also takes a number
 * written another way for the integer it issued, and finds the request a `$/cancel_request`
 * names by value, with {@linkcode idValueKey}: `conductor/chain_routing.ts`).
 *
 * @module
 */

/**
 * Whether id texts `a` and `b` stand for the same id once parsed: numbers that are the same
 * double (`1` and `1.0`, `12345678901234567890` and `12345678901234567000`), strings with the
 * same value (`"a"` and `"\u0061"`). A number is never the same as a string, and one past a
 * double's range (`1e400`) is the same only as its own text.
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
  // A number past a double's range (`1e400`, `7e777`) is no value a peer could send back.
  return (Number.isFinite(x) || typeof x === "string") && typeof x === typeof y && x === y;
}

/** An integer that `String(Number(text))` gives back unchanged (at most 15 digits). */
const PLAIN_INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;

/**
 * A key for id text `text` that two ids share exactly when {@linkcode sameIdValue} takes them
 * for the same id: for a map of ids in flight that a peer may name again written another way
 * (a `$/cancel_request` naming request `8` as `8.0`). Short integers and strings without
 * escapes are their own key, without parsing; a text that is no number or string is too.
 *
 * @param text An id's JSON text.
 * @returns The key.
 *
 * @example
 * ```ts
 * import { idValueKey } from "./id_value.ts";
 * console.log(idValueKey("8.0") === idValueKey("8")); // true
 * console.log(idValueKey('"\\u0061"') === idValueKey('"a"')); // true
 * console.log(idValueKey('"8"') === idValueKey("8")); // false
 * ```
 */
export function idValueKey(text: string): string {
  if (PLAIN_INTEGER.test(text)) return text;
  if (text.charCodeAt(0) === 0x22 && !text.includes("\\")) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  return typeof value === "number"
    ? Number.isFinite(value) ? String(value) : text
    : typeof value === "string"
    ? JSON.stringify(value)
    : text;
}

/**
 * Whether id text `text` is held exactly by its value: a string, or a number of at most 15
 * significant digits in a double's normal range (any such decimal is its own double; zero
 * written any way is zero). Two such ids with the same {@linkcode idValueKey} are the same
 * decimal value. A longer number (`12345678901234567890` and `...891`), or one so small it
 * underflows (`1e-400` is `0`), shares its double with others: only its text names it.
 *
 * @param text An id's JSON text.
 * @returns Whether its value names it exactly.
 *
 * @example
 * ```ts
 * import { idValueIsExact } from "./id_value.ts";
 * console.log(idValueIsExact("8.0"), idValueIsExact("12345678901234567891")); // true false
 * ```
 */
export function idValueIsExact(text: string): boolean {
  if (text.charCodeAt(0) === 0x22) return true;
  const mantissa = text.replace(/^-/, "").replace(/[eE].*$/, "").replace(".", "");
  const digits = mantissa.replace(/^0+/, "").replace(/0+$/, "");
  if (digits.length > 15 || /[^0-9]/.test(digits)) return false;
  if (digits.length === 0) return true; // zero, however written
  const magnitude = Math.abs(Number(text));
  return Number.isFinite(magnitude) && magnitude >= MIN_NORMAL_DOUBLE;
}

/** The smallest positive double with its full precision (below it, subnormals lose digits). */
const MIN_NORMAL_DOUBLE = 2.2250738585072014e-308;
