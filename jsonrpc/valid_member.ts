/**
 * A member lookup inside JSON that is already known to be valid (a span of a frame that
 * {@linkcode viewMessage} accepted): no second validating scan, strings skipped with
 * `indexOf`. The hot path of routing a line by `params.sessionId` uses it; anything not yet
 * validated must go through `scanJson` instead.
 *
 * @module
 */

import type { Span } from "./json_scan.ts";

const QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c;
const OPEN_OBJECT = 0x7b, CLOSE_OBJECT = 0x7d, OPEN_ARRAY = 0x5b, CLOSE_ARRAY = 0x5d;

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function skipWhitespace(bytes: Uint8Array, i: number): number {
  while (isWhitespace(bytes[i])) i++;
  return i;
}

/** The index just past the closing quote of the string that opens at `i`. */
function stringEnd(bytes: Uint8Array, i: number): number {
  let q = i;
  while (true) {
    q = bytes.indexOf(QUOTE, q + 1);
    let backslashes = 0;
    for (let k = q - 1; bytes[k] === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
  }
}

/** The index just past the value that starts at `i`. */
function valueEnd(bytes: Uint8Array, i: number): number {
  const c = bytes[i];
  if (c === QUOTE) return stringEnd(bytes, i);
  if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
    while (true) {
      const d = bytes[i];
      if (d === COMMA || d === CLOSE_OBJECT || d === CLOSE_ARRAY || isWhitespace(d)) return i;
      if (d === undefined) return i;
      i++;
    }
  }
  let depth = 0;
  while (true) {
    const d = bytes[i];
    if (d === QUOTE) {
      i = stringEnd(bytes, i);
      continue;
    }
    if (d === OPEN_OBJECT || d === OPEN_ARRAY) depth++;
    else if (d === CLOSE_OBJECT || d === CLOSE_ARRAY) {
      if (--depth === 0) return i + 1;
    }
    i++;
  }
}

/** Whether the key string at `start…end` (quotes included) is `name`, escapes decoded. */
function keyIs(
  bytes: Uint8Array,
  start: number,
  end: number,
  name: Uint8Array,
  nameText: string,
): boolean {
  const inner = bytes.subarray(start + 1, end - 1);
  if (inner.indexOf(BACKSLASH) >= 0) {
    // A decoder that keeps a leading U+FEFF: it is part of the key.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(start, end));
    return JSON.parse(text) === nameText;
  }
  if (inner.length !== name.length) return false;
  for (let k = 0; k < name.length; k++) if (inner[k] !== name[k]) return false;
  return true;
}

/** Keys looked up so far, as UTF-8 (callers ask for a few fixed names, once per frame). */
const keys = new Map<string, Uint8Array>();

function keyBytes(name: string): Uint8Array {
  let key = keys.get(name);
  if (key === undefined) {
    if (keys.size >= 64) keys.clear(); // never grows without bound
    key = new TextEncoder().encode(name);
    keys.set(name, key);
  }
  return key;
}

/**
 * The span of the value of the last member named `name` of the object at `span`, in bytes
 * already validated as JSON (the same answer as `scanJson(bytes, span).member(name)`).
 *
 * @param bytes The bytes the span points into; the span must hold a valid JSON object.
 * @param span The object's span.
 * @param name The member's key.
 * @returns The value's span, or `undefined` when there is no such member.
 *
 * @example Find params.sessionId in a frame viewMessage accepted
 * ```ts
 * import { viewMessage } from "./message.ts";
 * import { validMember } from "./valid_member.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"m","params":{"sessionId":"s1"}}`);
 * const view = viewMessage(frame);
 * console.log(validMember(frame, view.paramsSpan!, "sessionId")); // { start: 53, end: 57 }
 * ```
 */
export function validMember(bytes: Uint8Array, span: Span, name: string): Span | undefined {
  if (bytes[span.start] !== OPEN_OBJECT) return undefined;
  const key = keyBytes(name);
  let found: Span | undefined;
  let i = skipWhitespace(bytes, span.start + 1);
  while (i < span.end && bytes[i] === QUOTE) {
    const keyEnd = stringEnd(bytes, i);
    const matches = keyIs(bytes, i, keyEnd, key, name);
    i = skipWhitespace(bytes, keyEnd);
    i = skipWhitespace(bytes, i + 1); // past the colon
    const end = valueEnd(bytes, i);
    if (matches) found = { start: i, end };
    i = skipWhitespace(bytes, end);
    if (bytes[i] !== COMMA) break;
    i = skipWhitespace(bytes, i + 1);
  }
  return found;
}
