/**
 * An error as a line of the log says it: with its stack, so that an unexpected failure is
 * found where it happened. Shared by every place that reports one.
 *
 * @module
 */

/**
 * An error's stack (or its message when it has none), or what was thrown, as text.
 *
 * @param error What was thrown.
 * @returns The text.
 *
 * @example
 * ```ts
 * import { stackOf } from "./error_text.ts";
 * console.log(stackOf(new Error("boom")).startsWith("Error: boom\n    at ")); // true
 * console.log(stackOf("a string")); // a string
 * ```
 */
export function stackOf(error: unknown): string {
  return error instanceof Error ? error.stack ?? error.message : String(error);
}

/**
 * An error's message, or what was thrown, as text: for an expected failure a line names
 * without its stack.
 *
 * @param error What was thrown.
 * @returns The text.
 *
 * @example
 * ```ts
 * import { messageOf } from "./error_text.ts";
 * console.log(messageOf(new Error("boom")), messageOf(42)); // boom 42
 * ```
 */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
