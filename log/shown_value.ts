/**
 * How a refusal shows the value it refused: a number as written (`NaN`, `Infinity` too), any
 * other value as JSON, so that the string `"10"` is not taken for the number 10. Shared by
 * every options check that names what it got.
 *
 * @module
 */

/**
 * A refused value's text for a message.
 *
 * @param value The value refused.
 * @returns Its text: a number as written, a bigint with its `n`, anything else as JSON (its
 *   type when JSON has no text for it, `undefined` as `undefined`).
 *
 * @example
 * ```ts
 * import { shownValue } from "./shown_value.ts";
 * console.log(shownValue("1"), shownValue(1), shownValue(NaN), shownValue(undefined)); // "1" 1 NaN undefined
 * ```
 */
export function shownValue(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "bigint") return `${value}n`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value; // a cycle, a toJSON that throws
  }
}
