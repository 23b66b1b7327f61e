/**
 * How a refusal shows the value it refused: a number as written (`NaN`, `Infinity` too), any
 * other value as JSON, so that the string `"10"` is not taken for the number 10. Shared by
 * every options check that names what it got.
 *
 * @module
 */

import { messageOf } from "./error_text.ts";

/** The longest text a refused value is shown with; a longer one is described instead. */
const MAX_SHOWN_CHARS = 120;

/**
 * A refused value's text for a message, never longer than about {@linkcode MAX_SHOWN_CHARS}:
 * a message repeats what it was given, not a megabyte of it, nor a function's source.
 *
 * @param value The value refused.
 * @returns Its text: a number as written, a bigint with its `n`, a function as `a function`,
 *   anything else as JSON (its type when JSON has no text for it, `undefined` as
 *   `undefined`); a text longer than {@linkcode MAX_SHOWN_CHARS} as what it is (`a string of
 *   N characters`, `an array of N items`, `an object`, `a bigint of N digits`).
 *
 * @example
 * ```ts
 * import { shownValue } from "./shown_value.ts";
 * console.log(shownValue("1"), shownValue(1), shownValue(NaN), shownValue(undefined)); // "1" 1 NaN undefined
 * console.log(shownValue(() => 1), shownValue("x".repeat(500))); // a function a string of 500 characters
 * ```
 */
export function shownValue(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "bigint") {
    const digits = String(value);
    return digits.length <= MAX_SHOWN_CHARS ? `${digits}n` : `a bigint of ${digits.length} digits`;
  }
  if (typeof value === "function") return "a function";
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value; // a cycle, a toJSON that throws
  }
  if (text.length <= MAX_SHOWN_CHARS) return text;
  return typeof value === "string"
    ? `a string of ${value.length} characters`
    : Array.isArray(value)
    ? `an array of ${value.length} item${value.length === 1 ? "" : "s"}`
    : typeof value === "object"
    ? "an object"
    : `a ${typeof value}`; // a symbol
}

/**
 * What an options value is when it is no plain options object, for a refusal's `(got ...)`:
 * `an array`, or the value's {@linkcode shownValue} (`null`, `5`, `"x"`); `undefined` when it
 * is an object. Shared by every check of an options object.
 *
 * @param options What a call was given.
 * @returns What it is, or `undefined` for an object.
 * @throws {TypeError} When it cannot be looked at (a revoked Proxy): each caller says the
 *   options could not be read.
 *
 * @example
 * ```ts
 * import { notAnOptionsObject } from "./shown_value.ts";
 * console.log(notAnOptionsObject([]), notAnOptionsObject(5), notAnOptionsObject({})); // an array 5 undefined
 * ```
 */
export function notAnOptionsObject(options: unknown): string | undefined {
  if (Array.isArray(options)) return "an array";
  return typeof options === "object" && options !== null ? undefined : shownValue(options);
}

/**
 * Refuses options that are no plain options object (a caller in JavaScript may pass anything):
 * `null`, a primitive, an array. Shared by every public call that takes an options object.
 *
 * @param options What the call was given.
 * @param whose Names the call in the message: `inProcess's`, `a command's`.
 * @throws {TypeError} `WHOSE options must be an object (got VALUE)`, or, for a revoked Proxy, that
 *   they could not be read.
 *
 * @example
 * ```ts
 * import { checkOptionsObject } from "./shown_value.ts";
 * try {
 *   checkOptionsObject([], "inProcess's");
 * } catch (e) {
 *   console.log((e as TypeError).message); // inProcess's options must be an object (got an array)
 * }
 * ```
 */
export function checkOptionsObject(options: unknown, whose: string): asserts options is object {
  let got: string | undefined;
  try {
    got = notAnOptionsObject(options);
  } catch (e) { // a revoked Proxy
    throw new TypeError(`${whose} options could not be read: ${messageOf(e)}`, {
      cause: e,
    });
  }
  if (got !== undefined) throw new TypeError(`${whose} options must be an object (got ${got})`);
}
