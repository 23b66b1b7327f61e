/**
 * Locates the raw text of JSON values inside a JS string that `JSON.parse` has already
 * accepted. Offsets here are UTF-16 code units of that string.
 *
 * Frames are no longer handled here: routers look at frame bytes with
 * `jsonrpc/message.ts` (kind, exact id text, method, spans) on top of the validating
 * byte scanner `jsonrpc/json_scan.ts`, and `schema/` uses those. This module stays for
 * code that already holds decoded text (test harnesses) and keeps its exports:
 * {@linkcode Span} is `jsonrpc/json_scan.ts`'s and {@linkcode rawObject} is
 * `jsonrpc/writer.ts`'s, re-exported.
 *
 * Invariants: the input must be valid JSON text (this module does not validate);
 * every scan is iterative (no recursion), so nesting depth never overflows the
 * stack; each call is O(length of the value it walks).
 *
 * @module
 */

import type { Span } from "../jsonrpc/json_scan.ts";

export type { Span } from "../jsonrpc/json_scan.ts";
export { rawObject } from "../jsonrpc/writer.ts";

const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d;
const QUOTE = 0x22, BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c, COLON = 0x3a;

/**
 * Skips JSON whitespace.
 *
 * @param text A JSON text.
 * @param i Offset to start at.
 * @returns The offset of the first non-whitespace character at or after `i`.
 */
export function skipWhitespace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== TAB && c !== LF && c !== CR) break;
    i++;
  }
  return i;
}

function stringEnd(text: string, i: number): number {
  // i is at the opening quote.
  i++;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i += 2;
    else if (c === QUOTE) return i + 1;
    else i++;
  }
  return i;
}

/**
 * Finds where the JSON value starting at `i` ends.
 *
 * @param text A valid JSON text.
 * @param i Offset of the value's first character (not whitespace).
 * @returns Offset just past the value.
 */
export function valueEnd(text: string, i: number): number {
  let depth = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      if (depth === 0) return i;
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
      if (depth === 0) return i + 1;
    } else if (depth === 0) {
      // A scalar at top level: it ends at a delimiter.
      let j = i;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (
          d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET || d === SPACE || d === TAB ||
          d === LF || d === CR
        ) break;
        j++;
      }
      return j;
    }
    i++;
  }
  return i;
}

function decodeKey(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes("\\") ? JSON.parse(text.slice(start, end)) : raw;
}

/**
 * The members of the object that starts at `span.start` (which must be `{`).
 * A key given twice maps to its last value, as with `JSON.parse`.
 *
 * @param text A valid JSON text.
 * @param span The object's span.
 * @returns Member name → span of the member's value.
 */
export function objectMembers(text: string, span: Span): Map<string, Span> {
  const members = new Map<string, Span>();
  let i = skipWhitespace(text, span.start + 1);
  while (i < span.end && text.charCodeAt(i) === QUOTE) {
    const keyEnd = stringEnd(text, i);
    const key = decodeKey(text, i, keyEnd);
    i = skipWhitespace(text, keyEnd);
    if (text.charCodeAt(i) !== COLON) break;
    const start = skipWhitespace(text, i + 1);
    const end = valueEnd(text, start);
    members.set(key, { start, end });
    i = skipWhitespace(text, end);
    if (text.charCodeAt(i) === COMMA) i = skipWhitespace(text, i + 1);
  }
  return members;
}

/**
 * The elements of the array that starts at `span.start` (which must be `[`).
 *
 * @param text A valid JSON text.
 * @param span The array's span.
 * @returns The span of each element, in order.
 */
export function arrayElements(text: string, span: Span): Span[] {
  const elements: Span[] = [];
  let i = skipWhitespace(text, span.start + 1);
  while (i < span.end && text.charCodeAt(i) !== CLOSE_BRACKET) {
    const end = valueEnd(text, i);
    elements.push({ start: i, end });
    i = skipWhitespace(text, end);
    if (text.charCodeAt(i) === COMMA) i = skipWhitespace(text, i + 1);
  }
  return elements;
}

/**
 * The span of the whole top-level value of a JSON text (surrounding whitespace excluded).
 *
 * @param text A valid JSON text.
 * @returns The value's span.
 */
export function documentSpan(text: string): Span {
  const start = skipWhitespace(text, 0);
  return { start, end: valueEnd(text, start) };
}
