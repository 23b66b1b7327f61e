/**
 * An error as a line of the log says it: with its stack, so that an unexpected failure is
 * found where it happened. Shared by every place that reports one.
 *
 * These never throw: what a caller's code throws may be anything (an object without a
 * prototype, one whose `stack` or `message` getter throws, a revoked proxy), and a report
 * that throws skips whatever was to follow it -- ending the connection, say (regress105).
 *
 * @module
 */

/** How many `cause`s a stack follows (a cycle of causes ends there). */
export const MAX_CAUSES = 4;

/**
 * An error's stack (or its message when it has none) and those of its causes, or what was
 * thrown, as text.
 *
 * @param error What was thrown.
 * @returns The text.
 *
 * @example
 * ```ts
 * import { stackOf } from "./error_text.ts";
 * console.log(stackOf(new Error("boom")).startsWith("Error: boom\n    at ")); // true
 * console.log(stackOf("a string")); // a string
 * console.log(stackOf(Object.create(null))); // [object Object] (it cannot be shown as text)
 * ```
 */
export function stackOf(error: unknown): string {
  let text = textOf(error, true);
  let cause = error;
  for (let depth = 0; depth < MAX_CAUSES; depth++) {
    cause = causeOf(cause);
    if (cause === undefined) break;
    text += `\nCaused by: ${textOf(cause, true)}`;
  }
  return text;
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
  return textOf(error, false);
}

/**
 * What was thrown as an `Error`: itself when it is one, else an `Error` whose message is its
 * text (for an outcome's `error`).
 *
 * @param error What was thrown.
 * @returns The error.
 *
 * @example
 * ```ts
 * import { asError } from "./error_text.ts";
 * console.log(asError("boom").message); // boom
 * ```
 */
export function asError(error: unknown): Error {
  return isError(error) ? error : new Error(messageOf(error));
}

/**
 * A property of what was thrown (`data`, `dataText`), or undefined where it has none or reading
 * it throws (a getter that throws, a revoked proxy: lib18).
 *
 * @param error What was thrown.
 * @param name The property.
 * @returns Its value, or undefined.
 *
 * @example
 * ```ts
 * import { propertyOf } from "./error_text.ts";
 * console.log(propertyOf(Object.assign(new Error("x"), { data: 1 }), "data")); // 1
 * ```
 */
export function propertyOf(error: unknown, name: string): unknown {
  try {
    return (error as Record<string, unknown> | null)?.[name];
  } catch {
    return undefined;
  }
}

/**
 * `value instanceof type`, but false where that throws (a revoked proxy, a proxy whose
 * `getPrototypeOf` trap throws): for what a caller's code threw (regress107).
 *
 * @param value What was thrown.
 * @param type The class.
 * @returns Whether `value` is one.
 *
 * @example
 * ```ts
 * import { isInstance } from "./error_text.ts";
 * const { proxy, revoke } = Proxy.revocable({}, {});
 * revoke();
 * console.log(isInstance(new TypeError("x"), Error), isInstance(proxy, Error)); // true false
 * ```
 */
export function isInstance<T>(
  value: unknown,
  // deno-lint-ignore no-explicit-any -- any class, whatever its constructor takes
  type: abstract new (...args: any[]) => T,
): value is T {
  try {
    return value instanceof type;
  } catch {
    return false;
  }
}

function isError(error: unknown): error is Error {
  return isInstance(error, Error);
}

function textOf(error: unknown, stack: boolean): string {
  try {
    if (!isError(error)) return String(error);
    return String(stack ? error.stack ?? error.message : error.message);
  } catch {
    try {
      return `${Object.prototype.toString.call(error)} (it cannot be shown as text)`;
    } catch {
      return `a thrown ${typeof error} (it cannot be shown as text)`;
    }
  }
}

function causeOf(error: unknown): unknown {
  try {
    return isError(error) ? error.cause : undefined;
  } catch {
    return undefined;
  }
}
