/**
 * A cheap, byte-exact look at one JSON-RPC 2.0 frame: what kind of message it is, its id as
 * its exact text, its method, and where its `params`, `result` and `error` are -- found in
 * one validating pass ({@linkcode scanJson}) without building a JavaScript value for any
 * member and without re-serialising anything (ROUTING §0, §1, §2.4-2.7).
 *
 * Classification of one entry (a single-object frame, or one element of a batch), in order:
 * 1. not an object -> `invalid` ("entry must be an object");
 * 2. response-shaped -- no `method` member and a `result` or `error` member -- -> `response`,
 *    whatever its `jsonrpc` or `id` (rule 2.5 ignores such entries, valid or not;
 *    `responseFlaw` says what, if anything, a strict reader would refuse);
 * 3. `jsonrpc` not the string `"2.0"` -> `invalid`;
 * 4. an `id` that is not a string, number or null -> `invalid` (and no `idText`);
 * 5. `method` not a string -> `invalid`;
 * 6. otherwise `request` when an `id` member is present (even `null`), else `notification`.
 *
 * A frame is `blank` when it holds only JSON whitespace (a trailing CR is whitespace),
 * `batch` when it is a JSON array (each element classified as above in `entries`; an empty
 * batch has no entries, and JSON-RPC answers it with one -32600), and `invalid` with
 * `parseError: true` when it is not valid UTF-8 JSON (answered with -32700).
 *
 * Invariants:
 * - Every span is a byte offset range into the frame given to {@linkcode viewMessage},
 *   also for batch entries, and excludes whitespace. Member lookups follow `JSON.parse`:
 *   a key given twice counts with its last value; escaped keys (`"\u0069d"`) count as
 *   their decoded text.
 * - `idText` is the id's exact bytes as text: `12345678901234567890` keeps every digit,
 *   `1.0` stays `1.0`, `"a"` keeps its quotes and escapes.
 * - One validating pass over the frame; a batch's elements are scanned once more each for
 *   their members when they are read (batches are rare in ACP). No member value is decoded
 *   or parsed.
 * - Bounded: a view holds its frame and a few numbers per top-level member or element; a
 *   batch's entries are viewed only when read, so looking at a hostile batch of millions of
 *   tiny entries costs a few bytes per entry, not a view each.
 * - Lazy: `idText` and `method` are decoded on first read and cached; the view keeps a
 *   reference to the frame, which must not change while the view is in use.
 * - Pure: no I/O, no global state beyond the scanner's scratch stack.
 *
 * @module
 */ import { jsonTypeAt, scanJson } from "./json_scan.ts";
const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d, QUOTE = 0x22, BACKSLASH = 0x5c;
const utf8 = new TextDecoder("utf-8", {
  fatal: true,
  ignoreBOM: true
});
/** Decodes a short ASCII range without TextDecoder; anything else goes through it. */ function decode(bytes, start, end) {
  if (end - start <= 32) {
    let s = "";
    for(let i = start; i < end; i++){
      const c = bytes[i];
      if (c >= 0x80) return utf8.decode(bytes.subarray(start, end));
      s += String.fromCharCode(c);
    }
    return s;
  }
  return utf8.decode(bytes.subarray(start, end));
}
/** A JSON string's value from its span (quotes included), unescaping only when needed. */ function stringValue(bytes, start, end) {
  for(let i = start + 1; i < end - 1; i++){
    if (bytes[i] === BACKSLASH) return JSON.parse(utf8.decode(bytes.subarray(start, end)));
  }
  return decode(bytes, start + 1, end - 1);
}
function isJsonrpc20(bytes, span) {
  const { start, end } = span;
  if (bytes[start] !== QUOTE) return false;
  if (end - start === 5 && bytes[start + 1] === 0x32 && bytes[start + 2] === 0x2e && bytes[start + 3] === 0x30) {
    return true;
  }
  return stringValue(bytes, start, end) === "2.0";
}
const NO_ENTRIES = Object.freeze([]);
/** One view. Spans are fixed at construction; `idText` and `method` decode on first read. */ class View {
  kind;
  span;
  parseError;
  reason;
  idSpan;
  methodSpan;
  paramsSpan;
  resultSpan;
  errorSpan;
  #frame;
  #scan;
  #paramsIndex;
  #idValid;
  /** Which member of `scan` is `jsonrpc` (-1: none); read only for `responseFlaw`. */ #jsonrpcIndex;
  #responseFlaw = undefined;
  #idText = undefined;
  #method = undefined;
  #entries = undefined;
  constructor(frame, kind, scan, fields){
    this.#frame = frame;
    this.kind = kind;
    this.#scan = scan;
    this.span = fields.span ?? null;
    this.parseError = fields.parseError ?? false;
    this.reason = fields.reason ?? null;
    this.idSpan = fields.idSpan ?? null;
    this.#idValid = fields.idValid ?? false;
    this.methodSpan = fields.methodSpan ?? null;
    this.paramsSpan = fields.paramsSpan ?? null;
    this.#paramsIndex = fields.paramsIndex ?? -1;
    this.resultSpan = fields.resultSpan ?? null;
    this.errorSpan = fields.errorSpan ?? null;
    this.#jsonrpcIndex = fields.jsonrpcIndex ?? -1;
  }
  get entryCount() {
    return this.kind === "batch" ? this.#scan.length : 0;
  }
  entryAt(index) {
    if (!(Number.isInteger(index) && index >= 0 && index < this.entryCount)) {
      throw new RangeError(`no entry ${index} in a view with ${this.entryCount} entries`);
    }
    // A valid array's element is valid JSON too.
    const element = scanJson(this.#frame, this.#scan.valueSpan(index));
    return viewEntry(this.#frame, element);
  }
  get entries() {
    if (this.#entries === undefined) {
      const count = this.entryCount;
      if (count === 0) return this.#entries = NO_ENTRIES;
      const entries = [];
      for(let i = 0; i < count; i++)entries.push(this.entryAt(i));
      this.#entries = entries;
    }
    return this.#entries;
  }
  // Lazy: routing never asks (rule 2.5 takes every response); a transcript does, once.
  get responseFlaw() {
    if (this.#responseFlaw !== undefined) return this.#responseFlaw;
    const scan = this.#scan;
    const jsonrpc = this.#jsonrpcIndex;
    // A member that is literally null beside the other one counts as absent, as serialisers
    // that write every field give it (`"result":{...},"error":null`; `"result":null` beside
    // an error object): `isError` reads them so too.
    const isNull = (span)=>span !== null && jsonTypeAt(this.#frame, span.start) === "null";
    let error = this.errorSpan;
    let result = this.resultSpan;
    if (result !== null && error !== null) {
      if (isNull(error)) error = null;
      else if (isNull(result)) result = null;
    }
    return this.#responseFlaw = this.kind !== "response" || scan === null ? null : jsonrpc < 0 || !isJsonrpc20(this.#frame, scan.valueSpan(jsonrpc)) ? `"jsonrpc" must be "2.0"` : this.idSpan === null || !this.#idValid ? `"id" must be a string, number or null` : result !== null && error !== null ? `a response has "result" or "error", not both` : error !== null && jsonTypeAt(this.#frame, error.start) !== "object" ? `"error" must be an object` : null;
  }
  get idText() {
    if (this.#idText === undefined) {
      const s = this.idSpan;
      this.#idText = s !== null && this.#idValid ? decode(this.#frame, s.start, s.end) : null;
    }
    return this.#idText;
  }
  get method() {
    if (this.#method === undefined) {
      const s = this.methodSpan;
      this.#method = s !== null && this.#frame[s.start] === QUOTE ? stringValue(this.#frame, s.start, s.end) : null;
    }
    return this.#method;
  }
  get isError() {
    const e = this.errorSpan;
    return this.kind === "response" && e !== null && jsonTypeAt(this.#frame, e.start) !== "null";
  }
  member(name) {
    return this.#scan?.member(name);
  }
  paramsMember(name) {
    const index = this.#paramsIndex;
    return index < 0 ? undefined : this.#scan?.innerMember(index, name);
  }
}
const ID = 1, METHOD = 2, PARAMS = 3, RESULT = 4, ERROR = 5, JSONRPC = 6;
const MEMBER_NAMES = [
  [
    "id",
    ID
  ],
  [
    "method",
    METHOD
  ],
  [
    "params",
    PARAMS
  ],
  [
    "result",
    RESULT
  ],
  [
    "error",
    ERROR
  ],
  [
    "jsonrpc",
    JSONRPC
  ]
];
/** Each name by its first byte (the six differ there), and by its text for escaped keys. */ const BY_FIRST_BYTE = [];
for (const entry of MEMBER_NAMES)BY_FIRST_BYTE[entry[0].charCodeAt(0)] = entry;
const BY_NAME = new Map(MEMBER_NAMES);
/** Which of the six members key `i` names: one comparison, picked by the key's first byte. */ function memberCode(scan, i) {
  const quote = scan.keyStart(i);
  if (quote < 0) return 0;
  if (scan.keyEscaped(i)) return BY_NAME.get(scan.key(i)) ?? 0;
  const entry = BY_FIRST_BYTE[scan.bytes[quote + 1]];
  return entry !== undefined && scan.keyIs(i, entry[0]) ? entry[1] : 0;
}
/** Classifies one entry whose value is `scan`'s top-level value. */ function viewEntry(frame, scan) {
  const span = scan.span;
  if (scan.type !== "object") {
    return new View(frame, "invalid", null, {
      span,
      reason: "entry must be an object"
    });
  }
  let id = -1, method = -1, params = -1, result = -1, error = -1, jsonrpc = -1;
  for(let i = 0; i < scan.length; i++){
    switch(memberCode(scan, i)){
      case ID:
        id = i;
        break;
      case METHOD:
        method = i;
        break;
      case PARAMS:
        params = i;
        break;
      case RESULT:
        result = i;
        break;
      case ERROR:
        error = i;
        break;
      case JSONRPC:
        jsonrpc = i;
        break;
    }
  }
  const at = (i)=>i < 0 ? null : scan.valueSpan(i);
  const idType = id < 0 ? null : jsonTypeAt(frame, scan.valueStart(id));
  const idValid = idType === "string" || idType === "number" || idType === "null";
  const fields = {
    span,
    idSpan: at(id),
    idValid,
    methodSpan: at(method),
    paramsSpan: at(params),
    paramsIndex: params,
    resultSpan: at(result),
    errorSpan: at(error)
  };
  if (method < 0 && (result >= 0 || error >= 0)) {
    return new View(frame, "response", scan, {
      ...fields,
      jsonrpcIndex: jsonrpc
    });
  }
  if (jsonrpc < 0 || !isJsonrpc20(frame, scan.valueSpan(jsonrpc))) {
    return new View(frame, "invalid", scan, {
      ...fields,
      reason: `"jsonrpc" must be "2.0"`
    });
  }
  if (id >= 0 && !idValid) {
    return new View(frame, "invalid", scan, {
      ...fields,
      reason: `"id" must be a string, number or null`
    });
  }
  if (method < 0) {
    return new View(frame, "invalid", scan, {
      ...fields,
      reason: `a message needs "method", or "result" or "error"`
    });
  }
  if (frame[scan.valueStart(method)] !== QUOTE) {
    return new View(frame, "invalid", scan, {
      ...fields,
      reason: `"method" must be a string`
    });
  }
  return new View(frame, id >= 0 ? "request" : "notification", scan, fields);
}
function isBlank(frame) {
  for(let i = 0; i < frame.length; i++){
    const c = frame[i];
    if (c !== SPACE && c !== TAB && c !== CR && c !== LF) return false;
  }
  return true;
}
/**
 * Looks at one frame: validates it as UTF-8 JSON and classifies it (see the module
 * documentation for the rules).
 *
 * @param frame One line's bytes without its LF (a trailing CR is whitespace).
 * @returns The frame's view; spans are byte offsets into `frame`.
 * @throws {TypeError} When `frame` is not a `Uint8Array` (a string, say).
 *
 * @example A 20-digit id keeps every digit
 * ```ts
 * import { viewMessage } from "./message.ts";
 * const frame = new TextEncoder().encode(
 *   `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/prompt","params":{}}\r`,
 * );
 * const view = viewMessage(frame);
 * console.log(view.kind, view.idText, view.method); // request 12345678901234567890 session/prompt
 * ```
 *
 * @example A frame that is not JSON
 * ```ts
 * import { viewMessage } from "./message.ts";
 * const view = viewMessage(new TextEncoder().encode(`{"jsonrpc":`));
 * console.log(view.kind, view.parseError); // invalid true
 * ```
 */ export function viewMessage(frame) {
  if (!(frame instanceof Uint8Array)) {
    const given = frame;
    const got = given === null ? "null" : typeof given === "object" ? given.constructor?.name ?? "an object" : typeof given;
    throw new TypeError(`viewMessage takes a frame's bytes, a Uint8Array (got ${got}); encode a string with ` + "TextEncoder");
  }
  const scan = scanJson(frame);
  if (!scan.valid) {
    if (isBlank(frame)) return new View(frame, "blank", null, {});
    return new View(frame, "invalid", null, {
      parseError: true,
      reason: scan.reason
    });
  }
  if (scan.type !== "array") return viewEntry(frame, scan);
  return new View(frame, "batch", scan, {
    span: scan.span
  });
}
/**
 * The first entry of a batch that passes `test`, or, for a view that is not a batch, the view
 * itself when it passes: entries are viewed one at a time and only up to the one found, so a
 * batch of millions of entries is searched in memory that does not grow with it.
 *
 * @param view A frame's view.
 * @param test What the entry must be.
 * @returns The entry, or `undefined` when none passes.
 *
 * @example Find the initialize request in a batch
 * ```ts
 * import { findEntry, viewMessage } from "./message.ts";
 * const frame = new TextEncoder().encode(
 *   `[{"jsonrpc":"2.0","method":"n"},{"jsonrpc":"2.0","id":7,"method":"initialize"}]`,
 * );
 * console.log(findEntry(viewMessage(frame), (e) => e.kind === "request")?.idText); // 7
 * ```
 */ export function findEntry(view, test) {
  if (view.kind !== "batch") return test(view) ? view : undefined;
  for(let i = 0; i < view.entryCount; i++){
    const entry = view.entryAt(i);
    if (test(entry)) return entry;
  }
  return undefined;
}
/**
 * The text of `span` in `frame` (a span from a view always covers valid UTF-8).
 *
 * @param frame The frame the span points into.
 * @param span A span from {@linkcode viewMessage} or {@linkcode scanJson}.
 * @returns The decoded text, e.g. a params object's exact JSON text.
 *
 * @example Copy the params text
 * ```ts
 * import { frameText, viewMessage } from "./message.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"m","params":{"x" : 1.0}}`);
 * console.log(frameText(frame, viewMessage(frame).paramsSpan!)); // {"x" : 1.0}
 * ```
 */ export function frameText(frame, span) {
  return decode(frame, span.start, span.end);
}
/**
 * The value of the JSON string at `span` (quotes included) of a frame already validated
 * (by {@linkcode viewMessage} or {@linkcode scanJson}): escapes decoded only when there are
 * any, a short ASCII value built without a decoder call.
 *
 * @param frame The frame the span points into.
 * @param span A string's span.
 * @returns The string's value.
 *
 * @example Read a session id
 * ```ts
 * import { stringAt } from "./message.ts";
 * const frame = new TextEncoder().encode(`{"sessionId":"s\\u0031"}`); // an escaped "1"
 * console.log(stringAt(frame, { start: 13, end: 22 })); // s1
 * ```
 */ export function stringAt(frame, span) {
  return stringValue(frame, span.start, span.end);
}
/**
 * The bytes of `span` in `frame`, without copying (a view of the same memory).
 *
 * @param frame The frame the span points into.
 * @param span A span from {@linkcode viewMessage} or {@linkcode scanJson}.
 * @returns A subarray of `frame`.
 *
 * @example Take the raw result bytes
 * ```ts
 * import { spanBytes, viewMessage } from "./message.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","id":1,"result":[1]}`);
 * console.log(spanBytes(frame, viewMessage(frame).resultSpan!).length); // 3
 * ```
 */ export function spanBytes(frame, span) {
  return frame.subarray(span.start, span.end);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2pzb25ycGMvbWVzc2FnZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgY2hlYXAsIGJ5dGUtZXhhY3QgbG9vayBhdCBvbmUgSlNPTi1SUEMgMi4wIGZyYW1lOiB3aGF0IGtpbmQgb2YgbWVzc2FnZSBpdCBpcywgaXRzIGlkIGFzXG4gKiBpdHMgZXhhY3QgdGV4dCwgaXRzIG1ldGhvZCwgYW5kIHdoZXJlIGl0cyBgcGFyYW1zYCwgYHJlc3VsdGAgYW5kIGBlcnJvcmAgYXJlIC0tIGZvdW5kIGluXG4gKiBvbmUgdmFsaWRhdGluZyBwYXNzICh7QGxpbmtjb2RlIHNjYW5Kc29ufSkgd2l0aG91dCBidWlsZGluZyBhIEphdmFTY3JpcHQgdmFsdWUgZm9yIGFueVxuICogbWVtYmVyIGFuZCB3aXRob3V0IHJlLXNlcmlhbGlzaW5nIGFueXRoaW5nIChST1VUSU5HIMKnMCwgwqcxLCDCpzIuNC0yLjcpLlxuICpcbiAqIENsYXNzaWZpY2F0aW9uIG9mIG9uZSBlbnRyeSAoYSBzaW5nbGUtb2JqZWN0IGZyYW1lLCBvciBvbmUgZWxlbWVudCBvZiBhIGJhdGNoKSwgaW4gb3JkZXI6XG4gKiAxLiBub3QgYW4gb2JqZWN0IC0+IGBpbnZhbGlkYCAoXCJlbnRyeSBtdXN0IGJlIGFuIG9iamVjdFwiKTtcbiAqIDIuIHJlc3BvbnNlLXNoYXBlZCAtLSBubyBgbWV0aG9kYCBtZW1iZXIgYW5kIGEgYHJlc3VsdGAgb3IgYGVycm9yYCBtZW1iZXIgLS0gLT4gYHJlc3BvbnNlYCxcbiAqICAgIHdoYXRldmVyIGl0cyBganNvbnJwY2Agb3IgYGlkYCAocnVsZSAyLjUgaWdub3JlcyBzdWNoIGVudHJpZXMsIHZhbGlkIG9yIG5vdDtcbiAqICAgIGByZXNwb25zZUZsYXdgIHNheXMgd2hhdCwgaWYgYW55dGhpbmcsIGEgc3RyaWN0IHJlYWRlciB3b3VsZCByZWZ1c2UpO1xuICogMy4gYGpzb25ycGNgIG5vdCB0aGUgc3RyaW5nIGBcIjIuMFwiYCAtPiBgaW52YWxpZGA7XG4gKiA0LiBhbiBgaWRgIHRoYXQgaXMgbm90IGEgc3RyaW5nLCBudW1iZXIgb3IgbnVsbCAtPiBgaW52YWxpZGAgKGFuZCBubyBgaWRUZXh0YCk7XG4gKiA1LiBgbWV0aG9kYCBub3QgYSBzdHJpbmcgLT4gYGludmFsaWRgO1xuICogNi4gb3RoZXJ3aXNlIGByZXF1ZXN0YCB3aGVuIGFuIGBpZGAgbWVtYmVyIGlzIHByZXNlbnQgKGV2ZW4gYG51bGxgKSwgZWxzZSBgbm90aWZpY2F0aW9uYC5cbiAqXG4gKiBBIGZyYW1lIGlzIGBibGFua2Agd2hlbiBpdCBob2xkcyBvbmx5IEpTT04gd2hpdGVzcGFjZSAoYSB0cmFpbGluZyBDUiBpcyB3aGl0ZXNwYWNlKSxcbiAqIGBiYXRjaGAgd2hlbiBpdCBpcyBhIEpTT04gYXJyYXkgKGVhY2ggZWxlbWVudCBjbGFzc2lmaWVkIGFzIGFib3ZlIGluIGBlbnRyaWVzYDsgYW4gZW1wdHlcbiAqIGJhdGNoIGhhcyBubyBlbnRyaWVzLCBhbmQgSlNPTi1SUEMgYW5zd2VycyBpdCB3aXRoIG9uZSAtMzI2MDApLCBhbmQgYGludmFsaWRgIHdpdGhcbiAqIGBwYXJzZUVycm9yOiB0cnVlYCB3aGVuIGl0IGlzIG5vdCB2YWxpZCBVVEYtOCBKU09OIChhbnN3ZXJlZCB3aXRoIC0zMjcwMCkuXG4gKlxuICogSW52YXJpYW50czpcbiAqIC0gRXZlcnkgc3BhbiBpcyBhIGJ5dGUgb2Zmc2V0IHJhbmdlIGludG8gdGhlIGZyYW1lIGdpdmVuIHRvIHtAbGlua2NvZGUgdmlld01lc3NhZ2V9LFxuICogICBhbHNvIGZvciBiYXRjaCBlbnRyaWVzLCBhbmQgZXhjbHVkZXMgd2hpdGVzcGFjZS4gTWVtYmVyIGxvb2t1cHMgZm9sbG93IGBKU09OLnBhcnNlYDpcbiAqICAgYSBrZXkgZ2l2ZW4gdHdpY2UgY291bnRzIHdpdGggaXRzIGxhc3QgdmFsdWU7IGVzY2FwZWQga2V5cyAoYFwiXFx1MDA2OWRcImApIGNvdW50IGFzXG4gKiAgIHRoZWlyIGRlY29kZWQgdGV4dC5cbiAqIC0gYGlkVGV4dGAgaXMgdGhlIGlkJ3MgZXhhY3QgYnl0ZXMgYXMgdGV4dDogYDEyMzQ1Njc4OTAxMjM0NTY3ODkwYCBrZWVwcyBldmVyeSBkaWdpdCxcbiAqICAgYDEuMGAgc3RheXMgYDEuMGAsIGBcImFcImAga2VlcHMgaXRzIHF1b3RlcyBhbmQgZXNjYXBlcy5cbiAqIC0gT25lIHZhbGlkYXRpbmcgcGFzcyBvdmVyIHRoZSBmcmFtZTsgYSBiYXRjaCdzIGVsZW1lbnRzIGFyZSBzY2FubmVkIG9uY2UgbW9yZSBlYWNoIGZvclxuICogICB0aGVpciBtZW1iZXJzIHdoZW4gdGhleSBhcmUgcmVhZCAoYmF0Y2hlcyBhcmUgcmFyZSBpbiBBQ1ApLiBObyBtZW1iZXIgdmFsdWUgaXMgZGVjb2RlZFxuICogICBvciBwYXJzZWQuXG4gKiAtIEJvdW5kZWQ6IGEgdmlldyBob2xkcyBpdHMgZnJhbWUgYW5kIGEgZmV3IG51bWJlcnMgcGVyIHRvcC1sZXZlbCBtZW1iZXIgb3IgZWxlbWVudDsgYVxuICogICBiYXRjaCdzIGVudHJpZXMgYXJlIHZpZXdlZCBvbmx5IHdoZW4gcmVhZCwgc28gbG9va2luZyBhdCBhIGhvc3RpbGUgYmF0Y2ggb2YgbWlsbGlvbnMgb2ZcbiAqICAgdGlueSBlbnRyaWVzIGNvc3RzIGEgZmV3IGJ5dGVzIHBlciBlbnRyeSwgbm90IGEgdmlldyBlYWNoLlxuICogLSBMYXp5OiBgaWRUZXh0YCBhbmQgYG1ldGhvZGAgYXJlIGRlY29kZWQgb24gZmlyc3QgcmVhZCBhbmQgY2FjaGVkOyB0aGUgdmlldyBrZWVwcyBhXG4gKiAgIHJlZmVyZW5jZSB0byB0aGUgZnJhbWUsIHdoaWNoIG11c3Qgbm90IGNoYW5nZSB3aGlsZSB0aGUgdmlldyBpcyBpbiB1c2UuXG4gKiAtIFB1cmU6IG5vIEkvTywgbm8gZ2xvYmFsIHN0YXRlIGJleW9uZCB0aGUgc2Nhbm5lcidzIHNjcmF0Y2ggc3RhY2suXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHR5cGUgSnNvblNjYW4sIGpzb25UeXBlQXQsIHNjYW5Kc29uLCB0eXBlIFNwYW4gfSBmcm9tIFwiLi9qc29uX3NjYW4udHNcIjtcblxuZXhwb3J0IHR5cGUgeyBTcGFuIH0gZnJvbSBcIi4vanNvbl9zY2FuLnRzXCI7XG5cbi8qKiBXaGF0IGEgZnJhbWUsIG9yIG9uZSBlbnRyeSBvZiBhIGJhdGNoLCBpcy4gKi9cbmV4cG9ydCB0eXBlIE1lc3NhZ2VLaW5kID1cbiAgfCBcInJlcXVlc3RcIlxuICB8IFwibm90aWZpY2F0aW9uXCJcbiAgfCBcInJlc3BvbnNlXCJcbiAgfCBcImludmFsaWRcIlxuICB8IFwiYmF0Y2hcIlxuICB8IFwiYmxhbmtcIjtcblxuLyoqIFRoZSByZXN1bHQgb2Yge0BsaW5rY29kZSB2aWV3TWVzc2FnZX06IGEgZnJhbWUncyBvciBlbnRyeSdzIHNoYXBlLCBhcyBieXRlIHNwYW5zLiAqL1xuZXhwb3J0IGludGVyZmFjZSBNZXNzYWdlVmlldyB7XG4gIC8qKiBXaGF0IHRoZSBmcmFtZSBvciBlbnRyeSBpcy4gKi9cbiAgcmVhZG9ubHkga2luZDogTWVzc2FnZUtpbmQ7XG4gIC8qKlxuICAgKiBUaGUgZW50cnkncyBzcGFuIGluIHRoZSBmcmFtZSAodGhlIHdob2xlIHZhbHVlIGZvciBhIGJhdGNoKTsgYG51bGxgIGZvciBgYmxhbmtgIGFuZCBmb3JcbiAgICogYSBmcmFtZSB0aGF0IGlzIG5vdCBKU09OLlxuICAgKi9cbiAgcmVhZG9ubHkgc3BhbjogU3BhbiB8IG51bGw7XG4gIC8qKiBUcnVlIHdoZW4gdGhlIGZyYW1lIGlzIG5vdCB2YWxpZCBVVEYtOCBKU09OICh0aGVuIGBraW5kYCBpcyBgaW52YWxpZGApOiBhbnN3ZXIgLTMyNzAwLiAqL1xuICByZWFkb25seSBwYXJzZUVycm9yOiBib29sZWFuO1xuICAvKiogV2h5IHRoZSBlbnRyeSBpcyBgaW52YWxpZGA7IGBudWxsYCBmb3IgZXZlcnkgb3RoZXIga2luZC4gKi9cbiAgcmVhZG9ubHkgcmVhc29uOiBzdHJpbmcgfCBudWxsO1xuICAvKipcbiAgICogVGhlIGVudHJpZXMgb2YgYSBiYXRjaCwgaW4gb3JkZXI7IGVtcHR5IGZvciBldmVyeSBvdGhlciBraW5kIChhbmQgZm9yIGBbXWApLiBCdWlsdCBvblxuICAgKiBmaXJzdCByZWFkIGFuZCBrZXB0LCBvbmUgdmlldyBwZXIgZW50cnk6IHJlYWQgYSBiYXRjaCB0aGF0IG1heSBiZSBsb25nIHRocm91Z2hcbiAgICoge0BsaW5rY29kZSBNZXNzYWdlVmlldy5lbnRyeUF0fSBpbnN0ZWFkLlxuICAgKi9cbiAgcmVhZG9ubHkgZW50cmllczogcmVhZG9ubHkgTWVzc2FnZVZpZXdbXTtcbiAgLyoqIEhvdyBtYW55IGVudHJpZXMgYSBiYXRjaCBoYXM7IDAgZm9yIGV2ZXJ5IG90aGVyIGtpbmQgKGFuZCBmb3IgYFtdYCkuICovXG4gIHJlYWRvbmx5IGVudHJ5Q291bnQ6IG51bWJlcjtcbiAgLyoqXG4gICAqIEVudHJ5IGBpbmRleGAgb2YgYSBiYXRjaCwgYnVpbHQgb24gZWFjaCBjYWxsIGFuZCBub3Qga2VwdDogYSBiYXRjaCBvZiBhIG1pbGxpb24gZW50cmllc1xuICAgKiBpcyByZWFkIG9uZSBlbnRyeSBhdCBhIHRpbWUsIGluIG1lbW9yeSB0aGF0IGRvZXMgbm90IGdyb3cgd2l0aCBpdC5cbiAgICpcbiAgICogQHBhcmFtIGluZGV4IEZyb20gMCB0byBgZW50cnlDb3VudCAtIDFgLlxuICAgKiBAcmV0dXJucyBUaGUgZW50cnkncyB2aWV3OyBpdHMgc3BhbnMgYXJlIG9mZnNldHMgaW50byB0aGUgYmF0Y2gncyBmcmFtZS5cbiAgICogQHRocm93cyB7UmFuZ2VFcnJvcn0gV2hlbiBgaW5kZXhgIGlzIG91dCBvZiByYW5nZSAoYWx3YXlzLCBmb3IgYSB2aWV3IHRoYXQgaXMgbm90IGEgYmF0Y2gpLlxuICAgKi9cbiAgZW50cnlBdChpbmRleDogbnVtYmVyKTogTWVzc2FnZVZpZXc7XG4gIC8qKlxuICAgKiBUaGUgYGlkYCBtZW1iZXIncyB2YWx1ZSB3aGVuIGl0IGlzIGEgc3RyaW5nLCBudW1iZXIgb3IgbnVsbCwgYXMgaXRzIGV4YWN0IHRleHRcbiAgICogKGAxMjM0NTY3ODkwMTIzNDU2Nzg5MGAsIGAxLjBgLCBgXCJhYmNcImAsIGBudWxsYCk7IGBudWxsYCB3aGVuIHRoZXJlIGlzIG5vIHN1Y2ggbWVtYmVyIG9yXG4gICAqIGl0IGhhcyBhbm90aGVyIHR5cGUuXG4gICAqL1xuICByZWFkb25seSBpZFRleHQ6IHN0cmluZyB8IG51bGw7XG4gIC8qKiBUaGUgYGlkYCBtZW1iZXIncyB2YWx1ZSBzcGFuLCB3aGF0ZXZlciBpdHMgdHlwZTsgYG51bGxgIHdoZW4gdGhlcmUgaXMgbm9uZS4gKi9cbiAgcmVhZG9ubHkgaWRTcGFuOiBTcGFuIHwgbnVsbDtcbiAgLyoqIFRoZSBgbWV0aG9kYCBtZW1iZXIsIGRlY29kZWQsIHdoZW4gaXQgaXMgYSBzdHJpbmc7IGVsc2UgYG51bGxgLiAqL1xuICByZWFkb25seSBtZXRob2Q6IHN0cmluZyB8IG51bGw7XG4gIC8qKiBUaGUgYG1ldGhvZGAgbWVtYmVyJ3MgdmFsdWUgc3Bhbiwgd2hhdGV2ZXIgaXRzIHR5cGU7IGBudWxsYCB3aGVuIHRoZXJlIGlzIG5vbmUuICovXG4gIHJlYWRvbmx5IG1ldGhvZFNwYW46IFNwYW4gfCBudWxsO1xuICAvKiogVGhlIGBwYXJhbXNgIG1lbWJlcidzIHZhbHVlIHNwYW47IGBudWxsYCB3aGVuIHRoZXJlIGlzIG5vbmUuICovXG4gIHJlYWRvbmx5IHBhcmFtc1NwYW46IFNwYW4gfCBudWxsO1xuICAvKiogVGhlIGByZXN1bHRgIG1lbWJlcidzIHZhbHVlIHNwYW47IGBudWxsYCB3aGVuIHRoZXJlIGlzIG5vbmUuICovXG4gIHJlYWRvbmx5IHJlc3VsdFNwYW46IFNwYW4gfCBudWxsO1xuICAvKiogVGhlIGBlcnJvcmAgbWVtYmVyJ3MgdmFsdWUgc3BhbjsgYG51bGxgIHdoZW4gdGhlcmUgaXMgbm9uZS4gKi9cbiAgcmVhZG9ubHkgZXJyb3JTcGFuOiBTcGFuIHwgbnVsbDtcbiAgLyoqIFRydWUgZm9yIGEgcmVzcG9uc2Ugd2hvc2UgYGVycm9yYCBtZW1iZXIgaXMgcHJlc2VudCBhbmQgbm90IGBudWxsYC4gKi9cbiAgcmVhZG9ubHkgaXNFcnJvcjogYm9vbGVhbjtcbiAgLyoqXG4gICAqIEZvciBhIGByZXNwb25zZWA6IHdoYXQga2VlcHMgaXQgZnJvbSBiZWluZyBhIEpTT04tUlBDIDIuMCByZXNwb25zZSAoYGpzb25ycGNgIG5vdFxuICAgKiBgXCIyLjBcImAsIGFuIGBpZGAgdGhhdCBpcyBub3QgYSBzdHJpbmcsIG51bWJlciBvciBudWxsLCBib3RoIGByZXN1bHRgIGFuZCBgZXJyb3JgLCBhblxuICAgKiBgZXJyb3JgIHRoYXQgaXMgbm90IGFuIG9iamVjdCksIG9yIGBudWxsYCB3aGVuIG5vdGhpbmcgZG9lczsgYG51bGxgIGZvciBldmVyeSBvdGhlciBraW5kLlxuICAgKiBSb3V0aW5nIHRha2VzIHN1Y2ggcmVzcG9uc2VzIGFzIHRoZXkgYXJlIChydWxlIDIuNSk7IGEgdHJhbnNjcmlwdCBjYWxscyB0aGVtIGBpbnZhbGlkYC5cbiAgICovXG4gIHJlYWRvbmx5IHJlc3BvbnNlRmxhdzogc3RyaW5nIHwgbnVsbDtcbiAgLyoqXG4gICAqIFRoZSB2YWx1ZSBzcGFuIG9mIHRoZSBlbnRyeSdzIHRvcC1sZXZlbCBtZW1iZXIgYG5hbWVgICh0aGUgbGFzdCBvbmUgd2hlbiByZXBlYXRlZCkuXG4gICAqXG4gICAqIEBwYXJhbSBuYW1lIFRoZSBtZW1iZXIncyBrZXkuXG4gICAqIEByZXR1cm5zIEl0cyBzcGFuLCBvciBgdW5kZWZpbmVkYCB3aGVuIHRoZSBlbnRyeSBpcyBub3QgYW4gb2JqZWN0IG9yIGhhcyBubyBzdWNoIG1lbWJlci5cbiAgICovXG4gIG1lbWJlcihuYW1lOiBzdHJpbmcpOiBTcGFuIHwgdW5kZWZpbmVkO1xuICAvKipcbiAgICogVGhlIHZhbHVlIHNwYW4gb2YgdGhlIGBwYXJhbXNgIG9iamVjdCdzIG1lbWJlciBgbmFtZWAgKHRoZSBsYXN0IG9uZSB3aGVuIHJlcGVhdGVkKSwgYXNcbiAgICogdGhlIHZhbGlkYXRpbmcgcGFzcyByZWNvcmRlZCBpdDogYHBhcmFtc2AgaXMgbm90IHJlYWQgYWdhaW4gKGBwYXJhbXMuc2Vzc2lvbklkYCBvZiBhXG4gICAqIGxvbmcgYHNlc3Npb24vdXBkYXRlYCkuXG4gICAqXG4gICAqIEBwYXJhbSBuYW1lIFRoZSBtZW1iZXIncyBrZXkuXG4gICAqIEByZXR1cm5zIEl0cyBzcGFuLCBvciBgdW5kZWZpbmVkYCB3aGVuIGBwYXJhbXNgIGlzIG5vdCBhbiBvYmplY3Qgb3IgaGFzIG5vIHN1Y2ggbWVtYmVyLlxuICAgKi9cbiAgcGFyYW1zTWVtYmVyKG5hbWU6IHN0cmluZyk6IFNwYW4gfCB1bmRlZmluZWQ7XG59XG5cbmNvbnN0IFNQQUNFID0gMHgyMCwgVEFCID0gMHgwOSwgTEYgPSAweDBhLCBDUiA9IDB4MGQsIFFVT1RFID0gMHgyMiwgQkFDS1NMQVNIID0gMHg1YztcblxuY29uc3QgdXRmOCA9IG5ldyBUZXh0RGVjb2RlcihcInV0Zi04XCIsIHsgZmF0YWw6IHRydWUsIGlnbm9yZUJPTTogdHJ1ZSB9KTtcblxuLyoqIERlY29kZXMgYSBzaG9ydCBBU0NJSSByYW5nZSB3aXRob3V0IFRleHREZWNvZGVyOyBhbnl0aGluZyBlbHNlIGdvZXMgdGhyb3VnaCBpdC4gKi9cbmZ1bmN0aW9uIGRlY29kZShieXRlczogVWludDhBcnJheSwgc3RhcnQ6IG51bWJlciwgZW5kOiBudW1iZXIpOiBzdHJpbmcge1xuICBpZiAoZW5kIC0gc3RhcnQgPD0gMzIpIHtcbiAgICBsZXQgcyA9IFwiXCI7XG4gICAgZm9yIChsZXQgaSA9IHN0YXJ0OyBpIDwgZW5kOyBpKyspIHtcbiAgICAgIGNvbnN0IGMgPSBieXRlc1tpXTtcbiAgICAgIGlmIChjID49IDB4ODApIHJldHVybiB1dGY4LmRlY29kZShieXRlcy5zdWJhcnJheShzdGFydCwgZW5kKSk7XG4gICAgICBzICs9IFN0cmluZy5mcm9tQ2hhckNvZGUoYyk7XG4gICAgfVxuICAgIHJldHVybiBzO1xuICB9XG4gIHJldHVybiB1dGY4LmRlY29kZShieXRlcy5zdWJhcnJheShzdGFydCwgZW5kKSk7XG59XG5cbi8qKiBBIEpTT04gc3RyaW5nJ3MgdmFsdWUgZnJvbSBpdHMgc3BhbiAocXVvdGVzIGluY2x1ZGVkKSwgdW5lc2NhcGluZyBvbmx5IHdoZW4gbmVlZGVkLiAqL1xuZnVuY3Rpb24gc3RyaW5nVmFsdWUoYnl0ZXM6IFVpbnQ4QXJyYXksIHN0YXJ0OiBudW1iZXIsIGVuZDogbnVtYmVyKTogc3RyaW5nIHtcbiAgZm9yIChsZXQgaSA9IHN0YXJ0ICsgMTsgaSA8IGVuZCAtIDE7IGkrKykge1xuICAgIGlmIChieXRlc1tpXSA9PT0gQkFDS1NMQVNIKSByZXR1cm4gSlNPTi5wYXJzZSh1dGY4LmRlY29kZShieXRlcy5zdWJhcnJheShzdGFydCwgZW5kKSkpO1xuICB9XG4gIHJldHVybiBkZWNvZGUoYnl0ZXMsIHN0YXJ0ICsgMSwgZW5kIC0gMSk7XG59XG5cbmZ1bmN0aW9uIGlzSnNvbnJwYzIwKGJ5dGVzOiBVaW50OEFycmF5LCBzcGFuOiBTcGFuKTogYm9vbGVhbiB7XG4gIGNvbnN0IHsgc3RhcnQsIGVuZCB9ID0gc3BhbjtcbiAgaWYgKGJ5dGVzW3N0YXJ0XSAhPT0gUVVPVEUpIHJldHVybiBmYWxzZTtcbiAgaWYgKFxuICAgIGVuZCAtIHN0YXJ0ID09PSA1ICYmIGJ5dGVzW3N0YXJ0ICsgMV0gPT09IDB4MzIgJiYgYnl0ZXNbc3RhcnQgKyAyXSA9PT0gMHgyZSAmJlxuICAgIGJ5dGVzW3N0YXJ0ICsgM10gPT09IDB4MzBcbiAgKSB7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cbiAgcmV0dXJuIHN0cmluZ1ZhbHVlKGJ5dGVzLCBzdGFydCwgZW5kKSA9PT0gXCIyLjBcIjtcbn1cblxuY29uc3QgTk9fRU5UUklFUzogcmVhZG9ubHkgTWVzc2FnZVZpZXdbXSA9IE9iamVjdC5mcmVlemUoW10pO1xuXG4vKiogT25lIHZpZXcuIFNwYW5zIGFyZSBmaXhlZCBhdCBjb25zdHJ1Y3Rpb247IGBpZFRleHRgIGFuZCBgbWV0aG9kYCBkZWNvZGUgb24gZmlyc3QgcmVhZC4gKi9cbmNsYXNzIFZpZXcgaW1wbGVtZW50cyBNZXNzYWdlVmlldyB7XG4gIHJlYWRvbmx5IGtpbmQ6IE1lc3NhZ2VLaW5kO1xuICByZWFkb25seSBzcGFuOiBTcGFuIHwgbnVsbDtcbiAgcmVhZG9ubHkgcGFyc2VFcnJvcjogYm9vbGVhbjtcbiAgcmVhZG9ubHkgcmVhc29uOiBzdHJpbmcgfCBudWxsO1xuICByZWFkb25seSBpZFNwYW46IFNwYW4gfCBudWxsO1xuICByZWFkb25seSBtZXRob2RTcGFuOiBTcGFuIHwgbnVsbDtcbiAgcmVhZG9ubHkgcGFyYW1zU3BhbjogU3BhbiB8IG51bGw7XG4gIHJlYWRvbmx5IHJlc3VsdFNwYW46IFNwYW4gfCBudWxsO1xuICByZWFkb25seSBlcnJvclNwYW46IFNwYW4gfCBudWxsO1xuICByZWFkb25seSAjZnJhbWU6IFVpbnQ4QXJyYXk7XG4gIHJlYWRvbmx5ICNzY2FuOiBKc29uU2NhbiB8IG51bGw7XG4gIHJlYWRvbmx5ICNwYXJhbXNJbmRleDogbnVtYmVyO1xuICByZWFkb25seSAjaWRWYWxpZDogYm9vbGVhbjtcbiAgLyoqIFdoaWNoIG1lbWJlciBvZiBgc2NhbmAgaXMgYGpzb25ycGNgICgtMTogbm9uZSk7IHJlYWQgb25seSBmb3IgYHJlc3BvbnNlRmxhd2AuICovXG4gIHJlYWRvbmx5ICNqc29ucnBjSW5kZXg6IG51bWJlcjtcbiAgI3Jlc3BvbnNlRmxhdzogc3RyaW5nIHwgbnVsbCB8IHVuZGVmaW5lZCA9IHVuZGVmaW5lZDtcbiAgI2lkVGV4dDogc3RyaW5nIHwgbnVsbCB8IHVuZGVmaW5lZCA9IHVuZGVmaW5lZDtcbiAgI21ldGhvZDogc3RyaW5nIHwgbnVsbCB8IHVuZGVmaW5lZCA9IHVuZGVmaW5lZDtcbiAgI2VudHJpZXM6IHJlYWRvbmx5IE1lc3NhZ2VWaWV3W10gfCB1bmRlZmluZWQgPSB1bmRlZmluZWQ7XG5cbiAgY29uc3RydWN0b3IoXG4gICAgZnJhbWU6IFVpbnQ4QXJyYXksXG4gICAga2luZDogTWVzc2FnZUtpbmQsXG4gICAgc2NhbjogSnNvblNjYW4gfCBudWxsLFxuICAgIGZpZWxkczoge1xuICAgICAgc3Bhbj86IFNwYW4gfCBudWxsO1xuICAgICAgcGFyc2VFcnJvcj86IGJvb2xlYW47XG4gICAgICByZWFzb24/OiBzdHJpbmcgfCBudWxsO1xuICAgICAgaWRTcGFuPzogU3BhbiB8IG51bGw7XG4gICAgICBpZFZhbGlkPzogYm9vbGVhbjtcbiAgICAgIG1ldGhvZFNwYW4/OiBTcGFuIHwgbnVsbDtcbiAgICAgIHBhcmFtc1NwYW4/OiBTcGFuIHwgbnVsbDtcbiAgICAgIC8qKiBXaGljaCBtZW1iZXIgb2YgYHNjYW5gIGlzIGBwYXJhbXNgICgtMTogbm9uZSkuICovXG4gICAgICBwYXJhbXNJbmRleD86IG51bWJlcjtcbiAgICAgIHJlc3VsdFNwYW4/OiBTcGFuIHwgbnVsbDtcbiAgICAgIGVycm9yU3Bhbj86IFNwYW4gfCBudWxsO1xuICAgICAgLyoqIFdoaWNoIG1lbWJlciBvZiBgc2NhbmAgaXMgYGpzb25ycGNgICgtMTogbm9uZSkuICovXG4gICAgICBqc29ucnBjSW5kZXg/OiBudW1iZXI7XG4gICAgfSxcbiAgKSB7XG4gICAgdGhpcy4jZnJhbWUgPSBmcmFtZTtcbiAgICB0aGlzLmtpbmQgPSBraW5kO1xuICAgIHRoaXMuI3NjYW4gPSBzY2FuO1xuICAgIHRoaXMuc3BhbiA9IGZpZWxkcy5zcGFuID8/IG51bGw7XG4gICAgdGhpcy5wYXJzZUVycm9yID0gZmllbGRzLnBhcnNlRXJyb3IgPz8gZmFsc2U7XG4gICAgdGhpcy5yZWFzb24gPSBmaWVsZHMucmVhc29uID8/IG51bGw7XG4gICAgdGhpcy5pZFNwYW4gPSBmaWVsZHMuaWRTcGFuID8/IG51bGw7XG4gICAgdGhpcy4jaWRWYWxpZCA9IGZpZWxkcy5pZFZhbGlkID8/IGZhbHNlO1xuICAgIHRoaXMubWV0aG9kU3BhbiA9IGZpZWxkcy5tZXRob2RTcGFuID8/IG51bGw7XG4gICAgdGhpcy5wYXJhbXNTcGFuID0gZmllbGRzLnBhcmFtc1NwYW4gPz8gbnVsbDtcbiAgICB0aGlzLiNwYXJhbXNJbmRleCA9IGZpZWxkcy5wYXJhbXNJbmRleCA/PyAtMTtcbiAgICB0aGlzLnJlc3VsdFNwYW4gPSBmaWVsZHMucmVzdWx0U3BhbiA/PyBudWxsO1xuICAgIHRoaXMuZXJyb3JTcGFuID0gZmllbGRzLmVycm9yU3BhbiA/PyBudWxsO1xuICAgIHRoaXMuI2pzb25ycGNJbmRleCA9IGZpZWxkcy5qc29ucnBjSW5kZXggPz8gLTE7XG4gIH1cblxuICBnZXQgZW50cnlDb3VudCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLmtpbmQgPT09IFwiYmF0Y2hcIiA/IHRoaXMuI3NjYW4hLmxlbmd0aCA6IDA7XG4gIH1cblxuICBlbnRyeUF0KGluZGV4OiBudW1iZXIpOiBNZXNzYWdlVmlldyB7XG4gICAgaWYgKCEoTnVtYmVyLmlzSW50ZWdlcihpbmRleCkgJiYgaW5kZXggPj0gMCAmJiBpbmRleCA8IHRoaXMuZW50cnlDb3VudCkpIHtcbiAgICAgIHRocm93IG5ldyBSYW5nZUVycm9yKGBubyBlbnRyeSAke2luZGV4fSBpbiBhIHZpZXcgd2l0aCAke3RoaXMuZW50cnlDb3VudH0gZW50cmllc2ApO1xuICAgIH1cbiAgICAvLyBBIHZhbGlkIGFycmF5J3MgZWxlbWVudCBpcyB2YWxpZCBKU09OIHRvby5cbiAgICBjb25zdCBlbGVtZW50ID0gc2Nhbkpzb24odGhpcy4jZnJhbWUsIHRoaXMuI3NjYW4hLnZhbHVlU3BhbihpbmRleCkpIGFzIEpzb25TY2FuO1xuICAgIHJldHVybiB2aWV3RW50cnkodGhpcy4jZnJhbWUsIGVsZW1lbnQpO1xuICB9XG5cbiAgZ2V0IGVudHJpZXMoKTogcmVhZG9ubHkgTWVzc2FnZVZpZXdbXSB7XG4gICAgaWYgKHRoaXMuI2VudHJpZXMgPT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3QgY291bnQgPSB0aGlzLmVudHJ5Q291bnQ7XG4gICAgICBpZiAoY291bnQgPT09IDApIHJldHVybiB0aGlzLiNlbnRyaWVzID0gTk9fRU5UUklFUztcbiAgICAgIGNvbnN0IGVudHJpZXM6IE1lc3NhZ2VWaWV3W10gPSBbXTtcbiAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgY291bnQ7IGkrKykgZW50cmllcy5wdXNoKHRoaXMuZW50cnlBdChpKSk7XG4gICAgICB0aGlzLiNlbnRyaWVzID0gZW50cmllcztcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI2VudHJpZXM7XG4gIH1cblxuICAvLyBMYXp5OiByb3V0aW5nIG5ldmVyIGFza3MgKHJ1bGUgMi41IHRha2VzIGV2ZXJ5IHJlc3BvbnNlKTsgYSB0cmFuc2NyaXB0IGRvZXMsIG9uY2UuXG4gIGdldCByZXNwb25zZUZsYXcoKTogc3RyaW5nIHwgbnVsbCB7XG4gICAgaWYgKHRoaXMuI3Jlc3BvbnNlRmxhdyAhPT0gdW5kZWZpbmVkKSByZXR1cm4gdGhpcy4jcmVzcG9uc2VGbGF3O1xuICAgIGNvbnN0IHNjYW4gPSB0aGlzLiNzY2FuO1xuICAgIGNvbnN0IGpzb25ycGMgPSB0aGlzLiNqc29ucnBjSW5kZXg7XG4gICAgLy8gQSBtZW1iZXIgdGhhdCBpcyBsaXRlcmFsbHkgbnVsbCBiZXNpZGUgdGhlIG90aGVyIG9uZSBjb3VudHMgYXMgYWJzZW50LCBhcyBzZXJpYWxpc2Vyc1xuICAgIC8vIHRoYXQgd3JpdGUgZXZlcnkgZmllbGQgZ2l2ZSBpdCAoYFwicmVzdWx0XCI6ey4uLn0sXCJlcnJvclwiOm51bGxgOyBgXCJyZXN1bHRcIjpudWxsYCBiZXNpZGVcbiAgICAvLyBhbiBlcnJvciBvYmplY3QpOiBgaXNFcnJvcmAgcmVhZHMgdGhlbSBzbyB0b28uXG4gICAgY29uc3QgaXNOdWxsID0gKHNwYW46IFNwYW4gfCBudWxsKSA9PlxuICAgICAgc3BhbiAhPT0gbnVsbCAmJiBqc29uVHlwZUF0KHRoaXMuI2ZyYW1lLCBzcGFuLnN0YXJ0KSA9PT0gXCJudWxsXCI7XG4gICAgbGV0IGVycm9yID0gdGhpcy5lcnJvclNwYW47XG4gICAgbGV0IHJlc3VsdCA9IHRoaXMucmVzdWx0U3BhbjtcbiAgICBpZiAocmVzdWx0ICE9PSBudWxsICYmIGVycm9yICE9PSBudWxsKSB7XG4gICAgICBpZiAoaXNOdWxsKGVycm9yKSkgZXJyb3IgPSBudWxsO1xuICAgICAgZWxzZSBpZiAoaXNOdWxsKHJlc3VsdCkpIHJlc3VsdCA9IG51bGw7XG4gICAgfVxuICAgIHJldHVybiB0aGlzLiNyZXNwb25zZUZsYXcgPSB0aGlzLmtpbmQgIT09IFwicmVzcG9uc2VcIiB8fCBzY2FuID09PSBudWxsXG4gICAgICA/IG51bGxcbiAgICAgIDoganNvbnJwYyA8IDAgfHwgIWlzSnNvbnJwYzIwKHRoaXMuI2ZyYW1lLCBzY2FuLnZhbHVlU3Bhbihqc29ucnBjKSlcbiAgICAgID8gYFwianNvbnJwY1wiIG11c3QgYmUgXCIyLjBcImBcbiAgICAgIDogdGhpcy5pZFNwYW4gPT09IG51bGwgfHwgIXRoaXMuI2lkVmFsaWRcbiAgICAgID8gYFwiaWRcIiBtdXN0IGJlIGEgc3RyaW5nLCBudW1iZXIgb3IgbnVsbGBcbiAgICAgIDogcmVzdWx0ICE9PSBudWxsICYmIGVycm9yICE9PSBudWxsXG4gICAgICA/IGBhIHJlc3BvbnNlIGhhcyBcInJlc3VsdFwiIG9yIFwiZXJyb3JcIiwgbm90IGJvdGhgXG4gICAgICA6IGVycm9yICE9PSBudWxsICYmIGpzb25UeXBlQXQodGhpcy4jZnJhbWUsIGVycm9yLnN0YXJ0KSAhPT0gXCJvYmplY3RcIlxuICAgICAgPyBgXCJlcnJvclwiIG11c3QgYmUgYW4gb2JqZWN0YFxuICAgICAgOiBudWxsO1xuICB9XG5cbiAgZ2V0IGlkVGV4dCgpOiBzdHJpbmcgfCBudWxsIHtcbiAgICBpZiAodGhpcy4jaWRUZXh0ID09PSB1bmRlZmluZWQpIHtcbiAgICAgIGNvbnN0IHMgPSB0aGlzLmlkU3BhbjtcbiAgICAgIHRoaXMuI2lkVGV4dCA9IHMgIT09IG51bGwgJiYgdGhpcy4jaWRWYWxpZCA/IGRlY29kZSh0aGlzLiNmcmFtZSwgcy5zdGFydCwgcy5lbmQpIDogbnVsbDtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI2lkVGV4dDtcbiAgfVxuXG4gIGdldCBtZXRob2QoKTogc3RyaW5nIHwgbnVsbCB7XG4gICAgaWYgKHRoaXMuI21ldGhvZCA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICBjb25zdCBzID0gdGhpcy5tZXRob2RTcGFuO1xuICAgICAgdGhpcy4jbWV0aG9kID0gcyAhPT0gbnVsbCAmJiB0aGlzLiNmcmFtZVtzLnN0YXJ0XSA9PT0gUVVPVEVcbiAgICAgICAgPyBzdHJpbmdWYWx1ZSh0aGlzLiNmcmFtZSwgcy5zdGFydCwgcy5lbmQpXG4gICAgICAgIDogbnVsbDtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI21ldGhvZDtcbiAgfVxuXG4gIGdldCBpc0Vycm9yKCk6IGJvb2xlYW4ge1xuICAgIGNvbnN0IGUgPSB0aGlzLmVycm9yU3BhbjtcbiAgICByZXR1cm4gdGhpcy5raW5kID09PSBcInJlc3BvbnNlXCIgJiYgZSAhPT0gbnVsbCAmJiBqc29uVHlwZUF0KHRoaXMuI2ZyYW1lLCBlLnN0YXJ0KSAhPT0gXCJudWxsXCI7XG4gIH1cblxuICBtZW1iZXIobmFtZTogc3RyaW5nKTogU3BhbiB8IHVuZGVmaW5lZCB7XG4gICAgcmV0dXJuIHRoaXMuI3NjYW4/Lm1lbWJlcihuYW1lKTtcbiAgfVxuXG4gIHBhcmFtc01lbWJlcihuYW1lOiBzdHJpbmcpOiBTcGFuIHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCBpbmRleCA9IHRoaXMuI3BhcmFtc0luZGV4O1xuICAgIHJldHVybiBpbmRleCA8IDAgPyB1bmRlZmluZWQgOiB0aGlzLiNzY2FuPy5pbm5lck1lbWJlcihpbmRleCwgbmFtZSk7XG4gIH1cbn1cblxuY29uc3QgSUQgPSAxLCBNRVRIT0QgPSAyLCBQQVJBTVMgPSAzLCBSRVNVTFQgPSA0LCBFUlJPUiA9IDUsIEpTT05SUEMgPSA2O1xuXG5jb25zdCBNRU1CRVJfTkFNRVM6IHJlYWRvbmx5IChyZWFkb25seSBbc3RyaW5nLCBudW1iZXJdKVtdID0gW1xuICBbXCJpZFwiLCBJRF0sXG4gIFtcIm1ldGhvZFwiLCBNRVRIT0RdLFxuICBbXCJwYXJhbXNcIiwgUEFSQU1TXSxcbiAgW1wicmVzdWx0XCIsIFJFU1VMVF0sXG4gIFtcImVycm9yXCIsIEVSUk9SXSxcbiAgW1wianNvbnJwY1wiLCBKU09OUlBDXSxcbl07XG4vKiogRWFjaCBuYW1lIGJ5IGl0cyBmaXJzdCBieXRlICh0aGUgc2l4IGRpZmZlciB0aGVyZSksIGFuZCBieSBpdHMgdGV4dCBmb3IgZXNjYXBlZCBrZXlzLiAqL1xuY29uc3QgQllfRklSU1RfQllURTogKHJlYWRvbmx5IFtzdHJpbmcsIG51bWJlcl0pW10gPSBbXTtcbmZvciAoY29uc3QgZW50cnkgb2YgTUVNQkVSX05BTUVTKSBCWV9GSVJTVF9CWVRFW2VudHJ5WzBdLmNoYXJDb2RlQXQoMCldID0gZW50cnk7XG5jb25zdCBCWV9OQU1FOiBSZWFkb25seU1hcDxzdHJpbmcsIG51bWJlcj4gPSBuZXcgTWFwKE1FTUJFUl9OQU1FUyk7XG5cbi8qKiBXaGljaCBvZiB0aGUgc2l4IG1lbWJlcnMga2V5IGBpYCBuYW1lczogb25lIGNvbXBhcmlzb24sIHBpY2tlZCBieSB0aGUga2V5J3MgZmlyc3QgYnl0ZS4gKi9cbmZ1bmN0aW9uIG1lbWJlckNvZGUoc2NhbjogSnNvblNjYW4sIGk6IG51bWJlcik6IG51bWJlciB7XG4gIGNvbnN0IHF1b3RlID0gc2Nhbi5rZXlTdGFydChpKTtcbiAgaWYgKHF1b3RlIDwgMCkgcmV0dXJuIDA7XG4gIGlmIChzY2FuLmtleUVzY2FwZWQoaSkpIHJldHVybiBCWV9OQU1FLmdldChzY2FuLmtleShpKSEpID8/IDA7XG4gIGNvbnN0IGVudHJ5ID0gQllfRklSU1RfQllURVtzY2FuLmJ5dGVzW3F1b3RlICsgMV1dO1xuICByZXR1cm4gZW50cnkgIT09IHVuZGVmaW5lZCAmJiBzY2FuLmtleUlzKGksIGVudHJ5WzBdKSA/IGVudHJ5WzFdIDogMDtcbn1cblxuLyoqIENsYXNzaWZpZXMgb25lIGVudHJ5IHdob3NlIHZhbHVlIGlzIGBzY2FuYCdzIHRvcC1sZXZlbCB2YWx1ZS4gKi9cbmZ1bmN0aW9uIHZpZXdFbnRyeShmcmFtZTogVWludDhBcnJheSwgc2NhbjogSnNvblNjYW4pOiBNZXNzYWdlVmlldyB7XG4gIGNvbnN0IHNwYW4gPSBzY2FuLnNwYW47XG4gIGlmIChzY2FuLnR5cGUgIT09IFwib2JqZWN0XCIpIHtcbiAgICByZXR1cm4gbmV3IFZpZXcoZnJhbWUsIFwiaW52YWxpZFwiLCBudWxsLCB7IHNwYW4sIHJlYXNvbjogXCJlbnRyeSBtdXN0IGJlIGFuIG9iamVjdFwiIH0pO1xuICB9XG4gIGxldCBpZCA9IC0xLCBtZXRob2QgPSAtMSwgcGFyYW1zID0gLTEsIHJlc3VsdCA9IC0xLCBlcnJvciA9IC0xLCBqc29ucnBjID0gLTE7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgc2Nhbi5sZW5ndGg7IGkrKykge1xuICAgIHN3aXRjaCAobWVtYmVyQ29kZShzY2FuLCBpKSkge1xuICAgICAgY2FzZSBJRDpcbiAgICAgICAgaWQgPSBpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgTUVUSE9EOlxuICAgICAgICBtZXRob2QgPSBpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgUEFSQU1TOlxuICAgICAgICBwYXJhbXMgPSBpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgUkVTVUxUOlxuICAgICAgICByZXN1bHQgPSBpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgRVJST1I6XG4gICAgICAgIGVycm9yID0gaTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIEpTT05SUEM6XG4gICAgICAgIGpzb25ycGMgPSBpO1xuICAgICAgICBicmVhaztcbiAgICB9XG4gIH1cbiAgY29uc3QgYXQgPSAoaTogbnVtYmVyKTogU3BhbiB8IG51bGwgPT4gaSA8IDAgPyBudWxsIDogc2Nhbi52YWx1ZVNwYW4oaSk7XG4gIGNvbnN0IGlkVHlwZSA9IGlkIDwgMCA/IG51bGwgOiBqc29uVHlwZUF0KGZyYW1lLCBzY2FuLnZhbHVlU3RhcnQoaWQpKTtcbiAgY29uc3QgaWRWYWxpZCA9IGlkVHlwZSA9PT0gXCJzdHJpbmdcIiB8fCBpZFR5cGUgPT09IFwibnVtYmVyXCIgfHwgaWRUeXBlID09PSBcIm51bGxcIjtcbiAgY29uc3QgZmllbGRzID0ge1xuICAgIHNwYW4sXG4gICAgaWRTcGFuOiBhdChpZCksXG4gICAgaWRWYWxpZCxcbiAgICBtZXRob2RTcGFuOiBhdChtZXRob2QpLFxuICAgIHBhcmFtc1NwYW46IGF0KHBhcmFtcyksXG4gICAgcGFyYW1zSW5kZXg6IHBhcmFtcyxcbiAgICByZXN1bHRTcGFuOiBhdChyZXN1bHQpLFxuICAgIGVycm9yU3BhbjogYXQoZXJyb3IpLFxuICB9O1xuICBpZiAobWV0aG9kIDwgMCAmJiAocmVzdWx0ID49IDAgfHwgZXJyb3IgPj0gMCkpIHtcbiAgICByZXR1cm4gbmV3IFZpZXcoZnJhbWUsIFwicmVzcG9uc2VcIiwgc2NhbiwgeyAuLi5maWVsZHMsIGpzb25ycGNJbmRleDoganNvbnJwYyB9KTtcbiAgfVxuICBpZiAoanNvbnJwYyA8IDAgfHwgIWlzSnNvbnJwYzIwKGZyYW1lLCBzY2FuLnZhbHVlU3Bhbihqc29ucnBjKSkpIHtcbiAgICByZXR1cm4gbmV3IFZpZXcoZnJhbWUsIFwiaW52YWxpZFwiLCBzY2FuLCB7IC4uLmZpZWxkcywgcmVhc29uOiBgXCJqc29ucnBjXCIgbXVzdCBiZSBcIjIuMFwiYCB9KTtcbiAgfVxuICBpZiAoaWQgPj0gMCAmJiAhaWRWYWxpZCkge1xuICAgIHJldHVybiBuZXcgVmlldyhmcmFtZSwgXCJpbnZhbGlkXCIsIHNjYW4sIHtcbiAgICAgIC4uLmZpZWxkcyxcbiAgICAgIHJlYXNvbjogYFwiaWRcIiBtdXN0IGJlIGEgc3RyaW5nLCBudW1iZXIgb3IgbnVsbGAsXG4gICAgfSk7XG4gIH1cbiAgaWYgKG1ldGhvZCA8IDApIHtcbiAgICByZXR1cm4gbmV3IFZpZXcoZnJhbWUsIFwiaW52YWxpZFwiLCBzY2FuLCB7XG4gICAgICAuLi5maWVsZHMsXG4gICAgICByZWFzb246IGBhIG1lc3NhZ2UgbmVlZHMgXCJtZXRob2RcIiwgb3IgXCJyZXN1bHRcIiBvciBcImVycm9yXCJgLFxuICAgIH0pO1xuICB9XG4gIGlmIChmcmFtZVtzY2FuLnZhbHVlU3RhcnQobWV0aG9kKV0gIT09IFFVT1RFKSB7XG4gICAgcmV0dXJuIG5ldyBWaWV3KGZyYW1lLCBcImludmFsaWRcIiwgc2NhbiwgeyAuLi5maWVsZHMsIHJlYXNvbjogYFwibWV0aG9kXCIgbXVzdCBiZSBhIHN0cmluZ2AgfSk7XG4gIH1cbiAgcmV0dXJuIG5ldyBWaWV3KGZyYW1lLCBpZCA+PSAwID8gXCJyZXF1ZXN0XCIgOiBcIm5vdGlmaWNhdGlvblwiLCBzY2FuLCBmaWVsZHMpO1xufVxuXG5mdW5jdGlvbiBpc0JsYW5rKGZyYW1lOiBVaW50OEFycmF5KTogYm9vbGVhbiB7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgZnJhbWUubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBjID0gZnJhbWVbaV07XG4gICAgaWYgKGMgIT09IFNQQUNFICYmIGMgIT09IFRBQiAmJiBjICE9PSBDUiAmJiBjICE9PSBMRikgcmV0dXJuIGZhbHNlO1xuICB9XG4gIHJldHVybiB0cnVlO1xufVxuXG4vKipcbiAqIExvb2tzIGF0IG9uZSBmcmFtZTogdmFsaWRhdGVzIGl0IGFzIFVURi04IEpTT04gYW5kIGNsYXNzaWZpZXMgaXQgKHNlZSB0aGUgbW9kdWxlXG4gKiBkb2N1bWVudGF0aW9uIGZvciB0aGUgcnVsZXMpLlxuICpcbiAqIEBwYXJhbSBmcmFtZSBPbmUgbGluZSdzIGJ5dGVzIHdpdGhvdXQgaXRzIExGIChhIHRyYWlsaW5nIENSIGlzIHdoaXRlc3BhY2UpLlxuICogQHJldHVybnMgVGhlIGZyYW1lJ3Mgdmlldzsgc3BhbnMgYXJlIGJ5dGUgb2Zmc2V0cyBpbnRvIGBmcmFtZWAuXG4gKiBAdGhyb3dzIHtUeXBlRXJyb3J9IFdoZW4gYGZyYW1lYCBpcyBub3QgYSBgVWludDhBcnJheWAgKGEgc3RyaW5nLCBzYXkpLlxuICpcbiAqIEBleGFtcGxlIEEgMjAtZGlnaXQgaWQga2VlcHMgZXZlcnkgZGlnaXRcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB2aWV3TWVzc2FnZSB9IGZyb20gXCIuL21lc3NhZ2UudHNcIjtcbiAqIGNvbnN0IGZyYW1lID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFxuICogICBge1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOjEyMzQ1Njc4OTAxMjM0NTY3ODkwLFwibWV0aG9kXCI6XCJzZXNzaW9uL3Byb21wdFwiLFwicGFyYW1zXCI6e319XFxyYCxcbiAqICk7XG4gKiBjb25zdCB2aWV3ID0gdmlld01lc3NhZ2UoZnJhbWUpO1xuICogY29uc29sZS5sb2codmlldy5raW5kLCB2aWV3LmlkVGV4dCwgdmlldy5tZXRob2QpOyAvLyByZXF1ZXN0IDEyMzQ1Njc4OTAxMjM0NTY3ODkwIHNlc3Npb24vcHJvbXB0XG4gKiBgYGBcbiAqXG4gKiBAZXhhbXBsZSBBIGZyYW1lIHRoYXQgaXMgbm90IEpTT05cbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB2aWV3TWVzc2FnZSB9IGZyb20gXCIuL21lc3NhZ2UudHNcIjtcbiAqIGNvbnN0IHZpZXcgPSB2aWV3TWVzc2FnZShuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYHtcImpzb25ycGNcIjpgKSk7XG4gKiBjb25zb2xlLmxvZyh2aWV3LmtpbmQsIHZpZXcucGFyc2VFcnJvcik7IC8vIGludmFsaWQgdHJ1ZVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB2aWV3TWVzc2FnZShmcmFtZTogVWludDhBcnJheSk6IE1lc3NhZ2VWaWV3IHtcbiAgaWYgKCEoZnJhbWUgaW5zdGFuY2VvZiBVaW50OEFycmF5KSkge1xuICAgIGNvbnN0IGdpdmVuOiB1bmtub3duID0gZnJhbWU7XG4gICAgY29uc3QgZ290ID0gZ2l2ZW4gPT09IG51bGxcbiAgICAgID8gXCJudWxsXCJcbiAgICAgIDogdHlwZW9mIGdpdmVuID09PSBcIm9iamVjdFwiXG4gICAgICA/IGdpdmVuLmNvbnN0cnVjdG9yPy5uYW1lID8/IFwiYW4gb2JqZWN0XCJcbiAgICAgIDogdHlwZW9mIGdpdmVuO1xuICAgIHRocm93IG5ldyBUeXBlRXJyb3IoXG4gICAgICBgdmlld01lc3NhZ2UgdGFrZXMgYSBmcmFtZSdzIGJ5dGVzLCBhIFVpbnQ4QXJyYXkgKGdvdCAke2dvdH0pOyBlbmNvZGUgYSBzdHJpbmcgd2l0aCBgICtcbiAgICAgICAgXCJUZXh0RW5jb2RlclwiLFxuICAgICk7XG4gIH1cbiAgY29uc3Qgc2NhbiA9IHNjYW5Kc29uKGZyYW1lKTtcbiAgaWYgKCFzY2FuLnZhbGlkKSB7XG4gICAgaWYgKGlzQmxhbmsoZnJhbWUpKSByZXR1cm4gbmV3IFZpZXcoZnJhbWUsIFwiYmxhbmtcIiwgbnVsbCwge30pO1xuICAgIHJldHVybiBuZXcgVmlldyhmcmFtZSwgXCJpbnZhbGlkXCIsIG51bGwsIHsgcGFyc2VFcnJvcjogdHJ1ZSwgcmVhc29uOiBzY2FuLnJlYXNvbiB9KTtcbiAgfVxuICBpZiAoc2Nhbi50eXBlICE9PSBcImFycmF5XCIpIHJldHVybiB2aWV3RW50cnkoZnJhbWUsIHNjYW4pO1xuICByZXR1cm4gbmV3IFZpZXcoZnJhbWUsIFwiYmF0Y2hcIiwgc2NhbiwgeyBzcGFuOiBzY2FuLnNwYW4gfSk7XG59XG5cbi8qKlxuICogVGhlIGZpcnN0IGVudHJ5IG9mIGEgYmF0Y2ggdGhhdCBwYXNzZXMgYHRlc3RgLCBvciwgZm9yIGEgdmlldyB0aGF0IGlzIG5vdCBhIGJhdGNoLCB0aGUgdmlld1xuICogaXRzZWxmIHdoZW4gaXQgcGFzc2VzOiBlbnRyaWVzIGFyZSB2aWV3ZWQgb25lIGF0IGEgdGltZSBhbmQgb25seSB1cCB0byB0aGUgb25lIGZvdW5kLCBzbyBhXG4gKiBiYXRjaCBvZiBtaWxsaW9ucyBvZiBlbnRyaWVzIGlzIHNlYXJjaGVkIGluIG1lbW9yeSB0aGF0IGRvZXMgbm90IGdyb3cgd2l0aCBpdC5cbiAqXG4gKiBAcGFyYW0gdmlldyBBIGZyYW1lJ3Mgdmlldy5cbiAqIEBwYXJhbSB0ZXN0IFdoYXQgdGhlIGVudHJ5IG11c3QgYmUuXG4gKiBAcmV0dXJucyBUaGUgZW50cnksIG9yIGB1bmRlZmluZWRgIHdoZW4gbm9uZSBwYXNzZXMuXG4gKlxuICogQGV4YW1wbGUgRmluZCB0aGUgaW5pdGlhbGl6ZSByZXF1ZXN0IGluIGEgYmF0Y2hcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBmaW5kRW50cnksIHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4vbWVzc2FnZS50c1wiO1xuICogY29uc3QgZnJhbWUgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXG4gKiAgIGBbe1wianNvbnJwY1wiOlwiMi4wXCIsXCJtZXRob2RcIjpcIm5cIn0se1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOjcsXCJtZXRob2RcIjpcImluaXRpYWxpemVcIn1dYCxcbiAqICk7XG4gKiBjb25zb2xlLmxvZyhmaW5kRW50cnkodmlld01lc3NhZ2UoZnJhbWUpLCAoZSkgPT4gZS5raW5kID09PSBcInJlcXVlc3RcIik/LmlkVGV4dCk7IC8vIDdcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gZmluZEVudHJ5KFxuICB2aWV3OiBNZXNzYWdlVmlldyxcbiAgdGVzdDogKGVudHJ5OiBNZXNzYWdlVmlldykgPT4gYm9vbGVhbixcbik6IE1lc3NhZ2VWaWV3IHwgdW5kZWZpbmVkIHtcbiAgaWYgKHZpZXcua2luZCAhPT0gXCJiYXRjaFwiKSByZXR1cm4gdGVzdCh2aWV3KSA/IHZpZXcgOiB1bmRlZmluZWQ7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgdmlldy5lbnRyeUNvdW50OyBpKyspIHtcbiAgICBjb25zdCBlbnRyeSA9IHZpZXcuZW50cnlBdChpKTtcbiAgICBpZiAodGVzdChlbnRyeSkpIHJldHVybiBlbnRyeTtcbiAgfVxuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG4vKipcbiAqIFRoZSB0ZXh0IG9mIGBzcGFuYCBpbiBgZnJhbWVgIChhIHNwYW4gZnJvbSBhIHZpZXcgYWx3YXlzIGNvdmVycyB2YWxpZCBVVEYtOCkuXG4gKlxuICogQHBhcmFtIGZyYW1lIFRoZSBmcmFtZSB0aGUgc3BhbiBwb2ludHMgaW50by5cbiAqIEBwYXJhbSBzcGFuIEEgc3BhbiBmcm9tIHtAbGlua2NvZGUgdmlld01lc3NhZ2V9IG9yIHtAbGlua2NvZGUgc2Nhbkpzb259LlxuICogQHJldHVybnMgVGhlIGRlY29kZWQgdGV4dCwgZS5nLiBhIHBhcmFtcyBvYmplY3QncyBleGFjdCBKU09OIHRleHQuXG4gKlxuICogQGV4YW1wbGUgQ29weSB0aGUgcGFyYW1zIHRleHRcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBmcmFtZVRleHQsIHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4vbWVzc2FnZS50c1wiO1xuICogY29uc3QgZnJhbWUgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYHtcImpzb25ycGNcIjpcIjIuMFwiLFwibWV0aG9kXCI6XCJtXCIsXCJwYXJhbXNcIjp7XCJ4XCIgOiAxLjB9fWApO1xuICogY29uc29sZS5sb2coZnJhbWVUZXh0KGZyYW1lLCB2aWV3TWVzc2FnZShmcmFtZSkucGFyYW1zU3BhbiEpKTsgLy8ge1wieFwiIDogMS4wfVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmcmFtZVRleHQoZnJhbWU6IFVpbnQ4QXJyYXksIHNwYW46IFNwYW4pOiBzdHJpbmcge1xuICByZXR1cm4gZGVjb2RlKGZyYW1lLCBzcGFuLnN0YXJ0LCBzcGFuLmVuZCk7XG59XG5cbi8qKlxuICogVGhlIHZhbHVlIG9mIHRoZSBKU09OIHN0cmluZyBhdCBgc3BhbmAgKHF1b3RlcyBpbmNsdWRlZCkgb2YgYSBmcmFtZSBhbHJlYWR5IHZhbGlkYXRlZFxuICogKGJ5IHtAbGlua2NvZGUgdmlld01lc3NhZ2V9IG9yIHtAbGlua2NvZGUgc2Nhbkpzb259KTogZXNjYXBlcyBkZWNvZGVkIG9ubHkgd2hlbiB0aGVyZSBhcmVcbiAqIGFueSwgYSBzaG9ydCBBU0NJSSB2YWx1ZSBidWlsdCB3aXRob3V0IGEgZGVjb2RlciBjYWxsLlxuICpcbiAqIEBwYXJhbSBmcmFtZSBUaGUgZnJhbWUgdGhlIHNwYW4gcG9pbnRzIGludG8uXG4gKiBAcGFyYW0gc3BhbiBBIHN0cmluZydzIHNwYW4uXG4gKiBAcmV0dXJucyBUaGUgc3RyaW5nJ3MgdmFsdWUuXG4gKlxuICogQGV4YW1wbGUgUmVhZCBhIHNlc3Npb24gaWRcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBzdHJpbmdBdCB9IGZyb20gXCIuL21lc3NhZ2UudHNcIjtcbiAqIGNvbnN0IGZyYW1lID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGB7XCJzZXNzaW9uSWRcIjpcInNcXFxcdTAwMzFcIn1gKTsgLy8gYW4gZXNjYXBlZCBcIjFcIlxuICogY29uc29sZS5sb2coc3RyaW5nQXQoZnJhbWUsIHsgc3RhcnQ6IDEzLCBlbmQ6IDIyIH0pKTsgLy8gczFcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc3RyaW5nQXQoZnJhbWU6IFVpbnQ4QXJyYXksIHNwYW46IFNwYW4pOiBzdHJpbmcge1xuICByZXR1cm4gc3RyaW5nVmFsdWUoZnJhbWUsIHNwYW4uc3RhcnQsIHNwYW4uZW5kKTtcbn1cblxuLyoqXG4gKiBUaGUgYnl0ZXMgb2YgYHNwYW5gIGluIGBmcmFtZWAsIHdpdGhvdXQgY29weWluZyAoYSB2aWV3IG9mIHRoZSBzYW1lIG1lbW9yeSkuXG4gKlxuICogQHBhcmFtIGZyYW1lIFRoZSBmcmFtZSB0aGUgc3BhbiBwb2ludHMgaW50by5cbiAqIEBwYXJhbSBzcGFuIEEgc3BhbiBmcm9tIHtAbGlua2NvZGUgdmlld01lc3NhZ2V9IG9yIHtAbGlua2NvZGUgc2Nhbkpzb259LlxuICogQHJldHVybnMgQSBzdWJhcnJheSBvZiBgZnJhbWVgLlxuICpcbiAqIEBleGFtcGxlIFRha2UgdGhlIHJhdyByZXN1bHQgYnl0ZXNcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBzcGFuQnl0ZXMsIHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4vbWVzc2FnZS50c1wiO1xuICogY29uc3QgZnJhbWUgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjoxLFwicmVzdWx0XCI6WzFdfWApO1xuICogY29uc29sZS5sb2coc3BhbkJ5dGVzKGZyYW1lLCB2aWV3TWVzc2FnZShmcmFtZSkucmVzdWx0U3BhbiEpLmxlbmd0aCk7IC8vIDNcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc3BhbkJ5dGVzKGZyYW1lOiBVaW50OEFycmF5LCBzcGFuOiBTcGFuKTogVWludDhBcnJheSB7XG4gIHJldHVybiBmcmFtZS5zdWJhcnJheShzcGFuLnN0YXJ0LCBzcGFuLmVuZCk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXVDQyxHQUVELFNBQXdCLFVBQVUsRUFBRSxRQUFRLFFBQW1CLGlCQUFpQjtBQXdGaEYsTUFBTSxRQUFRLE1BQU0sTUFBTSxNQUFNLEtBQUssTUFBTSxLQUFLLE1BQU0sUUFBUSxNQUFNLFlBQVk7QUFFaEYsTUFBTSxPQUFPLElBQUksWUFBWSxTQUFTO0VBQUUsT0FBTztFQUFNLFdBQVc7QUFBSztBQUVyRSxvRkFBb0YsR0FDcEYsU0FBUyxPQUFPLEtBQWlCLEVBQUUsS0FBYSxFQUFFLEdBQVc7RUFDM0QsSUFBSSxNQUFNLFNBQVMsSUFBSTtJQUNyQixJQUFJLElBQUk7SUFDUixJQUFLLElBQUksSUFBSSxPQUFPLElBQUksS0FBSyxJQUFLO01BQ2hDLE1BQU0sSUFBSSxLQUFLLENBQUMsRUFBRTtNQUNsQixJQUFJLEtBQUssTUFBTSxPQUFPLEtBQUssTUFBTSxDQUFDLE1BQU0sUUFBUSxDQUFDLE9BQU87TUFDeEQsS0FBSyxPQUFPLFlBQVksQ0FBQztJQUMzQjtJQUNBLE9BQU87RUFDVDtFQUNBLE9BQU8sS0FBSyxNQUFNLENBQUMsTUFBTSxRQUFRLENBQUMsT0FBTztBQUMzQztBQUVBLHdGQUF3RixHQUN4RixTQUFTLFlBQVksS0FBaUIsRUFBRSxLQUFhLEVBQUUsR0FBVztFQUNoRSxJQUFLLElBQUksSUFBSSxRQUFRLEdBQUcsSUFBSSxNQUFNLEdBQUcsSUFBSztJQUN4QyxJQUFJLEtBQUssQ0FBQyxFQUFFLEtBQUssV0FBVyxPQUFPLEtBQUssS0FBSyxDQUFDLEtBQUssTUFBTSxDQUFDLE1BQU0sUUFBUSxDQUFDLE9BQU87RUFDbEY7RUFDQSxPQUFPLE9BQU8sT0FBTyxRQUFRLEdBQUcsTUFBTTtBQUN4QztBQUVBLFNBQVMsWUFBWSxLQUFpQixFQUFFLElBQVU7RUFDaEQsTUFBTSxFQUFFLEtBQUssRUFBRSxHQUFHLEVBQUUsR0FBRztFQUN2QixJQUFJLEtBQUssQ0FBQyxNQUFNLEtBQUssT0FBTyxPQUFPO0VBQ25DLElBQ0UsTUFBTSxVQUFVLEtBQUssS0FBSyxDQUFDLFFBQVEsRUFBRSxLQUFLLFFBQVEsS0FBSyxDQUFDLFFBQVEsRUFBRSxLQUFLLFFBQ3ZFLEtBQUssQ0FBQyxRQUFRLEVBQUUsS0FBSyxNQUNyQjtJQUNBLE9BQU87RUFDVDtFQUNBLE9BQU8sWUFBWSxPQUFPLE9BQU8sU0FBUztBQUM1QztBQUVBLE1BQU0sYUFBcUMsT0FBTyxNQUFNLENBQUMsRUFBRTtBQUUzRCwyRkFBMkYsR0FDM0YsTUFBTTtFQUNLLEtBQWtCO0VBQ2xCLEtBQWtCO0VBQ2xCLFdBQW9CO0VBQ3BCLE9BQXNCO0VBQ3RCLE9BQW9CO0VBQ3BCLFdBQXdCO0VBQ3hCLFdBQXdCO0VBQ3hCLFdBQXdCO0VBQ3hCLFVBQXVCO0VBQ3ZCLENBQUEsS0FBTSxDQUFhO0VBQ25CLENBQUEsSUFBSyxDQUFrQjtFQUN2QixDQUFBLFdBQVksQ0FBUztFQUNyQixDQUFBLE9BQVEsQ0FBVTtFQUMzQixrRkFBa0YsR0FDbEYsQUFBUyxDQUFBLFlBQWEsQ0FBUztFQUMvQixDQUFBLFlBQWEsR0FBOEIsVUFBVTtFQUNyRCxDQUFBLE1BQU8sR0FBOEIsVUFBVTtFQUMvQyxDQUFBLE1BQU8sR0FBOEIsVUFBVTtFQUMvQyxDQUFBLE9BQVEsR0FBdUMsVUFBVTtFQUV6RCxZQUNFLEtBQWlCLEVBQ2pCLElBQWlCLEVBQ2pCLElBQXFCLEVBQ3JCLE1BY0MsQ0FDRDtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsSUFBSSxHQUFHLE9BQU8sSUFBSSxJQUFJO0lBQzNCLElBQUksQ0FBQyxVQUFVLEdBQUcsT0FBTyxVQUFVLElBQUk7SUFDdkMsSUFBSSxDQUFDLE1BQU0sR0FBRyxPQUFPLE1BQU0sSUFBSTtJQUMvQixJQUFJLENBQUMsTUFBTSxHQUFHLE9BQU8sTUFBTSxJQUFJO0lBQy9CLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxPQUFPLE9BQU8sSUFBSTtJQUNsQyxJQUFJLENBQUMsVUFBVSxHQUFHLE9BQU8sVUFBVSxJQUFJO0lBQ3ZDLElBQUksQ0FBQyxVQUFVLEdBQUcsT0FBTyxVQUFVLElBQUk7SUFDdkMsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHLE9BQU8sV0FBVyxJQUFJLENBQUM7SUFDM0MsSUFBSSxDQUFDLFVBQVUsR0FBRyxPQUFPLFVBQVUsSUFBSTtJQUN2QyxJQUFJLENBQUMsU0FBUyxHQUFHLE9BQU8sU0FBUyxJQUFJO0lBQ3JDLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxPQUFPLFlBQVksSUFBSSxDQUFDO0VBQy9DO0VBRUEsSUFBSSxhQUFxQjtJQUN2QixPQUFPLElBQUksQ0FBQyxJQUFJLEtBQUssVUFBVSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUUsTUFBTSxHQUFHO0VBQ3REO0VBRUEsUUFBUSxLQUFhLEVBQWU7SUFDbEMsSUFBSSxDQUFDLENBQUMsT0FBTyxTQUFTLENBQUMsVUFBVSxTQUFTLEtBQUssUUFBUSxJQUFJLENBQUMsVUFBVSxHQUFHO01BQ3ZFLE1BQU0sSUFBSSxXQUFXLENBQUMsU0FBUyxFQUFFLE1BQU0sZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLFVBQVUsQ0FBQyxRQUFRLENBQUM7SUFDcEY7SUFDQSw2Q0FBNkM7SUFDN0MsTUFBTSxVQUFVLFNBQVMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBRSxTQUFTLENBQUM7SUFDNUQsT0FBTyxVQUFVLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtFQUNoQztFQUVBLElBQUksVUFBa0M7SUFDcEMsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEtBQUssV0FBVztNQUMvQixNQUFNLFFBQVEsSUFBSSxDQUFDLFVBQVU7TUFDN0IsSUFBSSxVQUFVLEdBQUcsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7TUFDeEMsTUFBTSxVQUF5QixFQUFFO01BQ2pDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxPQUFPLElBQUssUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLE9BQU8sQ0FBQztNQUMxRCxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDbEI7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVE7RUFDdEI7RUFFQSxxRkFBcUY7RUFDckYsSUFBSSxlQUE4QjtJQUNoQyxJQUFJLElBQUksQ0FBQyxDQUFBLFlBQWEsS0FBSyxXQUFXLE9BQU8sSUFBSSxDQUFDLENBQUEsWUFBYTtJQUMvRCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztJQUN2QixNQUFNLFVBQVUsSUFBSSxDQUFDLENBQUEsWUFBYTtJQUNsQyx3RkFBd0Y7SUFDeEYsd0ZBQXdGO0lBQ3hGLGlEQUFpRDtJQUNqRCxNQUFNLFNBQVMsQ0FBQyxPQUNkLFNBQVMsUUFBUSxXQUFXLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxLQUFLLEtBQUssTUFBTTtJQUMzRCxJQUFJLFFBQVEsSUFBSSxDQUFDLFNBQVM7SUFDMUIsSUFBSSxTQUFTLElBQUksQ0FBQyxVQUFVO0lBQzVCLElBQUksV0FBVyxRQUFRLFVBQVUsTUFBTTtNQUNyQyxJQUFJLE9BQU8sUUFBUSxRQUFRO1dBQ3RCLElBQUksT0FBTyxTQUFTLFNBQVM7SUFDcEM7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxJQUFJLENBQUMsSUFBSSxLQUFLLGNBQWMsU0FBUyxPQUM3RCxPQUNBLFVBQVUsS0FBSyxDQUFDLFlBQVksSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLEtBQUssU0FBUyxDQUFDLFlBQ3hELENBQUMsdUJBQXVCLENBQUMsR0FDekIsSUFBSSxDQUFDLE1BQU0sS0FBSyxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUN0QyxDQUFDLHFDQUFxQyxDQUFDLEdBQ3ZDLFdBQVcsUUFBUSxVQUFVLE9BQzdCLENBQUMsNENBQTRDLENBQUMsR0FDOUMsVUFBVSxRQUFRLFdBQVcsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE1BQU0sS0FBSyxNQUFNLFdBQzNELENBQUMseUJBQXlCLENBQUMsR0FDM0I7RUFDTjtFQUVBLElBQUksU0FBd0I7SUFDMUIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssV0FBVztNQUM5QixNQUFNLElBQUksSUFBSSxDQUFDLE1BQU07TUFDckIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsRUFBRSxLQUFLLEVBQUUsRUFBRSxHQUFHLElBQUk7SUFDckY7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDckI7RUFFQSxJQUFJLFNBQXdCO0lBQzFCLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxLQUFLLFdBQVc7TUFDOUIsTUFBTSxJQUFJLElBQUksQ0FBQyxVQUFVO01BQ3pCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEVBQUUsS0FBSyxDQUFDLEtBQUssUUFDbEQsWUFBWSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsRUFBRSxLQUFLLEVBQUUsRUFBRSxHQUFHLElBQ3ZDO0lBQ047SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDckI7RUFFQSxJQUFJLFVBQW1CO0lBQ3JCLE1BQU0sSUFBSSxJQUFJLENBQUMsU0FBUztJQUN4QixPQUFPLElBQUksQ0FBQyxJQUFJLEtBQUssY0FBYyxNQUFNLFFBQVEsV0FBVyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsRUFBRSxLQUFLLE1BQU07RUFDeEY7RUFFQSxPQUFPLElBQVksRUFBb0I7SUFDckMsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsT0FBTztFQUM1QjtFQUVBLGFBQWEsSUFBWSxFQUFvQjtJQUMzQyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUMvQixPQUFPLFFBQVEsSUFBSSxZQUFZLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxZQUFZLE9BQU87RUFDaEU7QUFDRjtBQUVBLE1BQU0sS0FBSyxHQUFHLFNBQVMsR0FBRyxTQUFTLEdBQUcsU0FBUyxHQUFHLFFBQVEsR0FBRyxVQUFVO0FBRXZFLE1BQU0sZUFBdUQ7RUFDM0Q7SUFBQztJQUFNO0dBQUc7RUFDVjtJQUFDO0lBQVU7R0FBTztFQUNsQjtJQUFDO0lBQVU7R0FBTztFQUNsQjtJQUFDO0lBQVU7R0FBTztFQUNsQjtJQUFDO0lBQVM7R0FBTTtFQUNoQjtJQUFDO0lBQVc7R0FBUTtDQUNyQjtBQUNELDBGQUEwRixHQUMxRixNQUFNLGdCQUErQyxFQUFFO0FBQ3ZELEtBQUssTUFBTSxTQUFTLGFBQWMsYUFBYSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsVUFBVSxDQUFDLEdBQUcsR0FBRztBQUMxRSxNQUFNLFVBQXVDLElBQUksSUFBSTtBQUVyRCw0RkFBNEYsR0FDNUYsU0FBUyxXQUFXLElBQWMsRUFBRSxDQUFTO0VBQzNDLE1BQU0sUUFBUSxLQUFLLFFBQVEsQ0FBQztFQUM1QixJQUFJLFFBQVEsR0FBRyxPQUFPO0VBQ3RCLElBQUksS0FBSyxVQUFVLENBQUMsSUFBSSxPQUFPLFFBQVEsR0FBRyxDQUFDLEtBQUssR0FBRyxDQUFDLE9BQVE7RUFDNUQsTUFBTSxRQUFRLGFBQWEsQ0FBQyxLQUFLLEtBQUssQ0FBQyxRQUFRLEVBQUUsQ0FBQztFQUNsRCxPQUFPLFVBQVUsYUFBYSxLQUFLLEtBQUssQ0FBQyxHQUFHLEtBQUssQ0FBQyxFQUFFLElBQUksS0FBSyxDQUFDLEVBQUUsR0FBRztBQUNyRTtBQUVBLGtFQUFrRSxHQUNsRSxTQUFTLFVBQVUsS0FBaUIsRUFBRSxJQUFjO0VBQ2xELE1BQU0sT0FBTyxLQUFLLElBQUk7RUFDdEIsSUFBSSxLQUFLLElBQUksS0FBSyxVQUFVO0lBQzFCLE9BQU8sSUFBSSxLQUFLLE9BQU8sV0FBVyxNQUFNO01BQUU7TUFBTSxRQUFRO0lBQTBCO0VBQ3BGO0VBQ0EsSUFBSSxLQUFLLENBQUMsR0FBRyxTQUFTLENBQUMsR0FBRyxTQUFTLENBQUMsR0FBRyxTQUFTLENBQUMsR0FBRyxRQUFRLENBQUMsR0FBRyxVQUFVLENBQUM7RUFDM0UsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsT0FBUSxXQUFXLE1BQU07TUFDdkIsS0FBSztRQUNILEtBQUs7UUFDTDtNQUNGLEtBQUs7UUFDSCxTQUFTO1FBQ1Q7TUFDRixLQUFLO1FBQ0gsU0FBUztRQUNUO01BQ0YsS0FBSztRQUNILFNBQVM7UUFDVDtNQUNGLEtBQUs7UUFDSCxRQUFRO1FBQ1I7TUFDRixLQUFLO1FBQ0gsVUFBVTtRQUNWO0lBQ0o7RUFDRjtFQUNBLE1BQU0sS0FBSyxDQUFDLElBQTJCLElBQUksSUFBSSxPQUFPLEtBQUssU0FBUyxDQUFDO0VBQ3JFLE1BQU0sU0FBUyxLQUFLLElBQUksT0FBTyxXQUFXLE9BQU8sS0FBSyxVQUFVLENBQUM7RUFDakUsTUFBTSxVQUFVLFdBQVcsWUFBWSxXQUFXLFlBQVksV0FBVztFQUN6RSxNQUFNLFNBQVM7SUFDYjtJQUNBLFFBQVEsR0FBRztJQUNYO0lBQ0EsWUFBWSxHQUFHO0lBQ2YsWUFBWSxHQUFHO0lBQ2YsYUFBYTtJQUNiLFlBQVksR0FBRztJQUNmLFdBQVcsR0FBRztFQUNoQjtFQUNBLElBQUksU0FBUyxLQUFLLENBQUMsVUFBVSxLQUFLLFNBQVMsQ0FBQyxHQUFHO0lBQzdDLE9BQU8sSUFBSSxLQUFLLE9BQU8sWUFBWSxNQUFNO01BQUUsR0FBRyxNQUFNO01BQUUsY0FBYztJQUFRO0VBQzlFO0VBQ0EsSUFBSSxVQUFVLEtBQUssQ0FBQyxZQUFZLE9BQU8sS0FBSyxTQUFTLENBQUMsV0FBVztJQUMvRCxPQUFPLElBQUksS0FBSyxPQUFPLFdBQVcsTUFBTTtNQUFFLEdBQUcsTUFBTTtNQUFFLFFBQVEsQ0FBQyx1QkFBdUIsQ0FBQztJQUFDO0VBQ3pGO0VBQ0EsSUFBSSxNQUFNLEtBQUssQ0FBQyxTQUFTO0lBQ3ZCLE9BQU8sSUFBSSxLQUFLLE9BQU8sV0FBVyxNQUFNO01BQ3RDLEdBQUcsTUFBTTtNQUNULFFBQVEsQ0FBQyxxQ0FBcUMsQ0FBQztJQUNqRDtFQUNGO0VBQ0EsSUFBSSxTQUFTLEdBQUc7SUFDZCxPQUFPLElBQUksS0FBSyxPQUFPLFdBQVcsTUFBTTtNQUN0QyxHQUFHLE1BQU07TUFDVCxRQUFRLENBQUMsZ0RBQWdELENBQUM7SUFDNUQ7RUFDRjtFQUNBLElBQUksS0FBSyxDQUFDLEtBQUssVUFBVSxDQUFDLFFBQVEsS0FBSyxPQUFPO0lBQzVDLE9BQU8sSUFBSSxLQUFLLE9BQU8sV0FBVyxNQUFNO01BQUUsR0FBRyxNQUFNO01BQUUsUUFBUSxDQUFDLHlCQUF5QixDQUFDO0lBQUM7RUFDM0Y7RUFDQSxPQUFPLElBQUksS0FBSyxPQUFPLE1BQU0sSUFBSSxZQUFZLGdCQUFnQixNQUFNO0FBQ3JFO0FBRUEsU0FBUyxRQUFRLEtBQWlCO0VBQ2hDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxNQUFNLE1BQU0sRUFBRSxJQUFLO0lBQ3JDLE1BQU0sSUFBSSxLQUFLLENBQUMsRUFBRTtJQUNsQixJQUFJLE1BQU0sU0FBUyxNQUFNLE9BQU8sTUFBTSxNQUFNLE1BQU0sSUFBSSxPQUFPO0VBQy9EO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXdCQyxHQUNELE9BQU8sU0FBUyxZQUFZLEtBQWlCO0VBQzNDLElBQUksQ0FBQyxDQUFDLGlCQUFpQixVQUFVLEdBQUc7SUFDbEMsTUFBTSxRQUFpQjtJQUN2QixNQUFNLE1BQU0sVUFBVSxPQUNsQixTQUNBLE9BQU8sVUFBVSxXQUNqQixNQUFNLFdBQVcsRUFBRSxRQUFRLGNBQzNCLE9BQU87SUFDWCxNQUFNLElBQUksVUFDUixDQUFDLHFEQUFxRCxFQUFFLElBQUksd0JBQXdCLENBQUMsR0FDbkY7RUFFTjtFQUNBLE1BQU0sT0FBTyxTQUFTO0VBQ3RCLElBQUksQ0FBQyxLQUFLLEtBQUssRUFBRTtJQUNmLElBQUksUUFBUSxRQUFRLE9BQU8sSUFBSSxLQUFLLE9BQU8sU0FBUyxNQUFNLENBQUM7SUFDM0QsT0FBTyxJQUFJLEtBQUssT0FBTyxXQUFXLE1BQU07TUFBRSxZQUFZO01BQU0sUUFBUSxLQUFLLE1BQU07SUFBQztFQUNsRjtFQUNBLElBQUksS0FBSyxJQUFJLEtBQUssU0FBUyxPQUFPLFVBQVUsT0FBTztFQUNuRCxPQUFPLElBQUksS0FBSyxPQUFPLFNBQVMsTUFBTTtJQUFFLE1BQU0sS0FBSyxJQUFJO0VBQUM7QUFDMUQ7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FpQkMsR0FDRCxPQUFPLFNBQVMsVUFDZCxJQUFpQixFQUNqQixJQUFxQztFQUVyQyxJQUFJLEtBQUssSUFBSSxLQUFLLFNBQVMsT0FBTyxLQUFLLFFBQVEsT0FBTztFQUN0RCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxVQUFVLEVBQUUsSUFBSztJQUN4QyxNQUFNLFFBQVEsS0FBSyxPQUFPLENBQUM7SUFDM0IsSUFBSSxLQUFLLFFBQVEsT0FBTztFQUMxQjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsVUFBVSxLQUFpQixFQUFFLElBQVU7RUFDckQsT0FBTyxPQUFPLE9BQU8sS0FBSyxLQUFLLEVBQUUsS0FBSyxHQUFHO0FBQzNDO0FBRUE7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBQ0QsT0FBTyxTQUFTLFNBQVMsS0FBaUIsRUFBRSxJQUFVO0VBQ3BELE9BQU8sWUFBWSxPQUFPLEtBQUssS0FBSyxFQUFFLEtBQUssR0FBRztBQUNoRDtBQUVBOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsVUFBVSxLQUFpQixFQUFFLElBQVU7RUFDckQsT0FBTyxNQUFNLFFBQVEsQ0FBQyxLQUFLLEtBQUssRUFBRSxLQUFLLEdBQUc7QUFDNUMifQ==
// denoCacheMetadata=9507692049814077368,9902632434362812313