/**
 * W3C trace context in the first frame (`--trace-context`): the `initialize` request's
 * `params._meta.traceparent` (and `tracestate`), the one place ACP carries it.
 *
 * When the client sent no `traceparent` (the member is absent), a fresh one is inserted as
 * the first member of `params._meta` (creating `_meta` when it is absent) -- every other byte
 * of the frame stays as it was. Any existing value, even an invalid one, is left byte for
 * byte. Pure, apart from the random ids of {@linkcode freshTraceparent}.
 *
 * @module
 */

import { findEntry, frameText, viewMessage } from "../jsonrpc/message.ts";
import { scanJson } from "../jsonrpc/json_scan.ts";

/** A `traceparent` value: version 00, a 32-hex trace id, a 16-hex parent id, flags. */
export const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * A later version's `traceparent`: its first 55 characters read as version 00's, and what
 * follows, if anything, after a `-`, printable ASCII (W3C trace context, "versioning of
 * traceparent"; it goes into the agent's environment as it is).
 */
const LATER_TRACEPARENT =
  /^(?!ff)[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-[\x20-\x7e]*)?$/;

/**
 * Whether `value` is a valid W3C `traceparent` (version 00, or a later version read as the
 * standard says: its first four fields as version 00's; neither id all zeros; version ff is
 * invalid).
 *
 * @param value The value.
 * @returns True when valid.
 *
 * @example
 * ```ts
 * import { isValidTraceparent } from "./trace_context.ts";
 * console.log(isValidTraceparent("00-00000000000000000000000000000000-b7ad6b7169203331-01")); // false
 * console.log(isValidTraceparent("01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-x")); // true
 * ```
 */
export function isValidTraceparent(value: string): boolean {
  const m = TRACEPARENT.exec(value) ??
    (value.startsWith("00-") ? null : LATER_TRACEPARENT.exec(value));
  return m !== null && !/^0+$/.test(m[1]) && !/^0+$/.test(m[2]);
}

/**
 * A `tracestate` that may go on (into the agent's environment): at most 512 characters of
 * printable ASCII, as the standard's list members are; anything else (a line break, control
 * characters) is not passed on.
 */
const TRACESTATE = /^[\x20-\x7e]{0,512}$/;

/** What the frame carries, or what was put in it. */
export interface TraceContext {
  /** The `traceparent` now in the frame (inserted or the client's own), when valid. */
  traceparent: string | null;
  /** The client's `tracestate`, when a string of printable ASCII (at most 512 characters). */
  tracestate: string | null;
  /** Whether the traceparent was inserted (the frame was changed). */
  inserted: boolean;
}

/**
 * A fresh, valid `traceparent` with random trace and parent ids, sampled.
 *
 * @returns `00-<32 hex>-<16 hex>-01`.
 *
 * @example
 * ```ts
 * import { freshTraceparent, TRACEPARENT } from "./trace_context.ts";
 * console.log(TRACEPARENT.test(freshTraceparent())); // true
 * ```
 */
export function freshTraceparent(): string {
  const hex = (n: number) =>
    [...crypto.getRandomValues(new Uint8Array(n))].map((b) => b.toString(16).padStart(2, "0"))
      .join("");
  let trace = hex(16);
  while (/^0+$/.test(trace)) trace = hex(16); // all zeros is invalid
  let parent = hex(8);
  while (/^0+$/.test(parent)) parent = hex(8);
  return `00-${trace}-${parent}-01`;
}

/**
 * Adds `traceparent` to the first `initialize`-style request's `params._meta` when it has
 * none.
 *
 * @param frame The first frame's text (as it will be forwarded).
 * @param method The request's method (`initialize` or `_proxy/initialize`).
 * @param traceparent The value to insert.
 * @returns The frame (changed only when inserted) and the trace context it carries.
 *
 * @example
 * ```ts
 * import { withTraceparent } from "./trace_context.ts";
 * const tp = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
 * const { text } = withTraceparent('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}', "initialize", tp);
 * console.log(text);
 * // {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"_meta":{"traceparent":"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"},"protocolVersion":1}}
 * ```
 */
export function withTraceparent(
  frame: string,
  method: string,
  traceparent: string,
): { text: string; context: TraceContext } {
  const none = { text: frame, context: { traceparent: null, tracestate: null, inserted: false } };
  const bytes = new TextEncoder().encode(frame);
  const view = viewMessage(bytes);
  const entry = findEntry(view, (e) => e.kind === "request" && e.method === method);
  if (!entry || entry.paramsSpan === null) return none;
  const params = scanJson(bytes, entry.paramsSpan);
  if (!params.valid || params.type !== "object") return none;
  const meta = params.member("_meta");
  // Offsets in `bytes` are UTF-8 bytes; the text is spliced by byte offset, then decoded.
  const insertAt = (at: number, member: string) => {
    const before = bytes.subarray(0, at);
    const after = bytes.subarray(at);
    const closed = after[0] === 0x7d ? "" : ","; // `{}`: no comma after the only member
    const decoder = new TextDecoder();
    return decoder.decode(before) + member + closed + decoder.decode(after);
  };
  const tp = JSON.stringify(traceparent);
  if (meta === undefined) {
    const open = skipOpen(bytes, entry.paramsSpan.start);
    return {
      text: insertAt(open, `"_meta":{"traceparent":${tp}}`),
      context: { traceparent, tracestate: null, inserted: true },
    };
  }
  const metaScan = scanJson(bytes, meta);
  if (!metaScan.valid || metaScan.type !== "object") return none;
  const state = stringMember(bytes, metaScan.member("tracestate"));
  const tracestate = state !== null && TRACESTATE.test(state) ? state : null;
  const existing = metaScan.member("traceparent");
  if (existing !== undefined) {
    const value = stringMember(bytes, existing);
    return {
      text: frame,
      context: {
        traceparent: value !== null && isValidTraceparent(value) ? value : null,
        tracestate,
        inserted: false,
      },
    };
  }
  return {
    text: insertAt(skipOpen(bytes, meta.start), `"traceparent":${tp}`),
    context: { traceparent, tracestate, inserted: true },
  };
}

/** The offset just after an object's `{` and the whitespace after it. */
function skipOpen(bytes: Uint8Array, objectStart: number): number {
  let i = objectStart + 1;
  while (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d) i++;
  return i;
}

function stringMember(
  bytes: Uint8Array,
  span: { start: number; end: number } | undefined,
): string | null {
  if (span === undefined || bytes[span.start] !== 0x22) return null;
  return JSON.parse(frameText(bytes, span)) as string;
}
