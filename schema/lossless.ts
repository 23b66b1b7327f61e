/**
 * The lossless identity check behind the client router's connection reuse (ROUTING §4.5).
 *
 * When an agent answers a v2 client's `initialize` with `protocolVersion: 1`, the same agent
 * connection may serve the v1 client only if the agent's view of the handshake is exactly
 * what the v1 client would have sent. That holds when
 * (a) the v2 params survive a v2-schema round trip unchanged -- no unknown fields anywhere
 *     except inside `_meta`, no `null` where the schema wants an object, no value of the
 *     wrong type (the schema's "default on error" fields would change) -- and
 * (b) their v2->v1 conversion (rule 3.4) is JSON-equal to the v1 client's params, and no
 *     `auth.terminal._meta` was present (v1's `terminal: true` cannot carry it, even `null`),
 *     nor any other `_meta` the conversion drops (`info`'s, `auth`'s, `elicitation`'s and its
 *     markers'): the agent saw them, and the v1 client never sent them, and
 * (c) neither client's params name a key twice in one object (parsers differ on which one
 *     counts).
 *
 * The round trip is {@linkcode canonicalV2Params}, the same function the agent router uses
 * to keep only the schema's fields; the conversion is {@linkcode v1ParamsFromV2}. Pure.
 *
 * @module
 */

import { canonicalV2Params, isObject, type RawParams, v1ParamsFromV2 } from "./initialize.ts";
import { jsonEqual } from "./json_equal.ts";

/**
 * Largest initialize params (either client's, in characters) compared for a reuse; larger
 * ones reconnect.
 */
export const MAX_COMPARED_PARAMS_CHARS = 1_048_576;

/** Whether the v1 client may reuse the agent connection, and why not when it may not. */
export type ReuseDecision =
  | {
    /** The same agent connection serves the v1 client. */
    reuse: true;
  }
  | {
    /** A fresh v1 client and agent connection are needed. */
    reuse: false;
    /** What made the handshake non-lossless, for logs. */
    reason: string;
  };

function paramsText(params: RawParams): string {
  return params.text.slice(params.span.start, params.span.end);
}

/**
 * Whether an object in the JSON `text` (valid JSON) names a key twice (by its decoded text):
 * a v2-schema round trip keeps one of them, so the agent and a parser that keeps the other
 * may see different values (connect16: two `info` members allowed a reuse). One pass with a
 * stack of its own, not `scanJson` per container: that rescans each nested one (quadratic in
 * the nesting a hostile initialize may have) and recurses.
 */
function hasRepeatedKey(text: string): boolean {
  /** Per open container: an object's keys so far, or null for an array. */
  const open: (Set<string> | null)[] = [];
  let keyNext = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const keys = open.at(-1);
      if (keys && keyNext) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (keys.has(key)) return true;
        keys.add(key);
        keyNext = false;
      }
      i = end;
    } else if (c === "{") {
      open.push(new Set());
      keyNext = true;
    } else if (c === "[") {
      open.push(null);
      keyNext = false;
    } else if (c === "}" || c === "]") {
      open.pop();
      keyNext = false;
    } else if (c === ",") {
      keyNext = open.at(-1) != null;
    }
  }
  return false;
}

/**
 * Whether the v2->v1 conversion drops a `_meta` the agent saw: `auth.terminal._meta` (v1's
 * `terminal: true` cannot carry it, even `null`), and likewise `info._meta`, `auth._meta`,
 * `elicitation._meta` and its `form`/`url` markers' (rule 3.4 keeps none of them), which the
 * v1 client, whose params are compared with the conversion, never sent as far as it shows.
 */
function dropsMeta(params: Record<string, unknown>): boolean {
  const has = (o: unknown): boolean => isObject(o) && Object.hasOwn(o, "_meta");
  if (has(params.info)) return true;
  const caps = params.capabilities;
  if (!isObject(caps)) return false;
  if (isObject(caps.auth) && (has(caps.auth) || has(caps.auth.terminal))) return true;
  const el = caps.elicitation;
  return isObject(el) && (has(el) || has(el.form) || has(el.url));
}

/**
 * The v1 params a lossless v2 initialize stands for, or null when the v2 params are not
 * losslessly representable in v1 (rule (a), or a `_meta` the conversion drops, part of (b)).
 *
 * @param v2 The v2 client's params, with `info.name`/`info.version` already validated.
 * @returns The v1 params as JSON text, or null.
 *
 * @example
 * ```ts
 * import { losslessV1Params } from "./lossless.ts";
 * const text = `{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{}}`;
 * const span = { start: 0, end: text.length };
 * console.log(losslessV1Params({ text, span, value: JSON.parse(text) }));
 * // {"protocolVersion":1,"clientInfo":{"name":"c","version":"1"},"clientCapabilities":{"session":{"configOptions":{"boolean":{}}}}}
 * ```
 */
export function losslessV1Params(v2: RawParams): string | null {
  if (dropsMeta(v2.value) || hasRepeatedKey(paramsText(v2))) return null;
  try {
    if (!jsonEqual(canonicalV2Params(v2), paramsText(v2))) return null;
  } catch (e) {
    if (!isTooDeep(e)) throw e; // anything else is a bug, not a "no"
    return null; // nesting too deep to compare: treat as not lossless
  }
  return v1ParamsFromV2(v2);
}

/**
 * Decides whether a v1 client may reuse the agent connection that accepted a v2 client's
 * `initialize` with `protocolVersion: 1` (ROUTING §4.5).
 *
 * @param v2 The v2 client's initialize params (what the agent received).
 * @param v1 The v1 client's initialize params.
 * @returns `{ reuse: true }`, or `{ reuse: false, reason }`.
 *
 * @example
 * ```ts
 * import { decideReuse } from "./lossless.ts";
 * const raw = (text: string) => ({ text, span: { start: 0, end: text.length }, value: JSON.parse(text) });
 * const v2 = raw(`{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{}}`);
 * const v1 = raw(
 *   `{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"},"clientCapabilities":{"session":{"configOptions":{"boolean":{}}}}}`,
 * );
 * console.log(decideReuse(v2, v1)); // { reuse: true }
 * ```
 */
export function decideReuse(v2: RawParams, v1: RawParams): ReuseDecision {
  // The comparison parses, converts and compares several copies: over a bound its cost is
  // not worth a reuse (hostile14: a wide 8 MiB initialize peaked at 1.7 GB). Reconnecting is
  // always right; an initialize's params are a few hundred bytes.
  if (Math.max(v2.text.length, v1.text.length) > MAX_COMPARED_PARAMS_CHARS) {
    return {
      reuse: false,
      reason: `the initialize params are over ${MAX_COMPARED_PARAMS_CHARS} characters, too ` +
        `large to compare`,
    };
  }
  if (hasRepeatedKey(paramsText(v1))) {
    return {
      reuse: false,
      reason: "the v1 client's initialize params name a key twice in one object",
    };
  }
  const converted = losslessV1Params(v2);
  if (converted === null) {
    return {
      reuse: false,
      reason: "the v2 initialize params are not losslessly representable in v1",
    };
  }
  let equal: boolean;
  try {
    equal = jsonEqual(converted, paramsText(v1));
  } catch (e) {
    if (!isTooDeep(e)) throw e;
    equal = false; // nesting too deep to compare: reconnect rather than guess
  }
  return equal ? { reuse: true } : {
    reuse: false,
    reason: "the v1 client's initialize params differ from the v2 client's converted to v1",
  };
}

/** `JSON.parse` with a reviver recurses: a 100,000-deep value exhausts the call stack. */
function isTooDeep(e: unknown): boolean {
  return e instanceof RangeError;
}
