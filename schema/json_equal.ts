/**
 * Semantic equality of two JSON texts: the same values, whatever the key order or
 * whitespace (ROUTING §4.5, "JSON-equal, key order free").
 *
 * Numbers compare by their exact decimal value, read from the source text: `1`, `1.0`
 * and `10e-1` are equal (as in acp-go's float comparison), but two big integers that
 * differ only beyond double precision are not. Strings compare after unescaping. Pure.
 *
 * @module
 */

/** A JSON number kept as its exact value, normalized to `[-]DIGITSeEXPONENT`. */
class ExactNumber {
  constructor(readonly canonical: string) {}
}

const NUMBER = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

/** `1.50e1`, `15`, `15.0` -> `15e0`; every zero -> `0e0`. */
function canonicalNumber(source: string): string {
  const m = NUMBER.exec(source);
  if (m === null) return source; // JSON.parse accepted it, so this does not happen
  const [, sign, int, frac = "", exp = "0"] = m;
  let digits = (int + frac).replace(/^0+/, "");
  if (digits === "") return "0e0";
  let exponent = BigInt(exp) - BigInt(frac.length);
  const trimmed = digits.replace(/0+$/, "");
  exponent += BigInt(digits.length - trimmed.length);
  digits = trimmed;
  return `${sign}${digits}e${exponent}`;
}

type Reviver = (key: string, value: unknown, context: { source?: string }) => unknown;

const keepExactNumbers: Reviver = (_key, value, context) =>
  typeof value === "number" && context?.source !== undefined
    ? new ExactNumber(canonicalNumber(context.source))
    : value;

function parseExact(text: string): unknown {
  return JSON.parse(text, keepExactNumbers as (key: string, value: unknown) => unknown);
}

/** Iterative (an explicit stack), so deep nesting cannot overflow the call stack. */
function equalValues(first: unknown, second: unknown): boolean {
  const pending: [unknown, unknown][] = [[first, second]];
  while (pending.length > 0) {
    const [a, b] = pending.pop()!;
    if (a instanceof ExactNumber || b instanceof ExactNumber) {
      if (!(a instanceof ExactNumber && b instanceof ExactNumber && a.canonical === b.canonical)) {
        return false;
      }
    } else if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
      if (a !== b) return false;
    } else if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) pending.push([a[i], b[i]]);
    } else {
      const oa = a as Record<string, unknown>, ob = b as Record<string, unknown>;
      const keys = Object.keys(oa);
      if (keys.length !== Object.keys(ob).length) return false;
      for (const k of keys) {
        if (!Object.hasOwn(ob, k)) return false;
        pending.push([oa[k], ob[k]]);
      }
    }
  }
  return true;
}

/**
 * Whether two JSON texts hold the same value (key order and whitespace free, numbers by
 * exact decimal value). A key given twice counts with its last value, as in `JSON.parse`.
 *
 * @param a A JSON text.
 * @param b Another JSON text.
 * @returns True when the values are equal.
 * @throws {SyntaxError} When either text is not JSON.
 *
 * @example
 * ```ts
 * import { jsonEqual } from "./json_equal.ts";
 * console.log(jsonEqual(`{"a":1,"b":[true]}`, `{ "b": [true], "a": 1.0 }`)); // true
 * console.log(jsonEqual(`12345678901234567890`, `12345678901234567891`)); // false
 * ```
 */
export function jsonEqual(a: string, b: string): boolean {
  return equalValues(parseExact(a), parseExact(b));
}
