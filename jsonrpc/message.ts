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
 */

import { type JsonScan, jsonTypeAt, scanJson, type Span } from "./json_scan.ts";

export type { Span } from "./json_scan.ts";

/** What a frame, or one entry of a batch, is. */
export type MessageKind =
  | "request"
  | "notification"
  | "response"
  | "invalid"
  | "batch"
  | "blank";

/** The result of {@linkcode viewMessage}: a frame's or entry's shape, as byte spans. */
export interface MessageView {
  /** What the frame or entry is. */
  readonly kind: MessageKind;
  /**
   * The entry's span in the frame (the whole value for a batch); `null` for `blank` and for
   * a frame that is not JSON.
   */
  readonly span: Span | null;
  /** True when the frame is not valid UTF-8 JSON (then `kind` is `invalid`): answer -32700. */
  readonly parseError: boolean;
  /** Why the entry is `invalid`; `null` for every other kind. */
  readonly reason: string | null;
  /**
   * The entries of a batch, in order; empty for every other kind (and for `[]`). Built on
   * first read and kept, one view per entry: read a batch that may be long through
   * {@linkcode MessageView.entryAt} instead.
   */
  readonly entries: readonly MessageView[];
  /** How many entries a batch has; 0 for every other kind (and for `[]`). */
  readonly entryCount: number;
  /**
   * Entry `index` of a batch, built on each call and not kept: a batch of a million entries
   * is read one entry at a time, in memory that does not grow with it.
   *
   * @param index From 0 to `entryCount - 1`.
   * @returns The entry's view; its spans are offsets into the batch's frame.
   * @throws {RangeError} When `index` is out of range (always, for a view that is not a batch).
   */
  entryAt(index: number): MessageView;
  /**
   * The `id` member's value when it is a string, number or null, as its exact text
   * (`12345678901234567890`, `1.0`, `"abc"`, `null`); `null` when there is no such member or
   * it has another type.
   */
  readonly idText: string | null;
  /** The `id` member's value span, whatever its type; `null` when there is none. */
  readonly idSpan: Span | null;
  /** The `method` member, decoded, when it is a string; else `null`. */
  readonly method: string | null;
  /** The `method` member's value span, whatever its type; `null` when there is none. */
  readonly methodSpan: Span | null;
  /** The `params` member's value span; `null` when there is none. */
  readonly paramsSpan: Span | null;
  /** The `result` member's value span; `null` when there is none. */
  readonly resultSpan: Span | null;
  /** The `error` member's value span; `null` when there is none. */
  readonly errorSpan: Span | null;
  /** True for a response whose `error` member is present and not `null`. */
  readonly isError: boolean;
  /**
   * For a `response`: what keeps it from being a JSON-RPC 2.0 response (`jsonrpc` not
   * `"2.0"`, an `id` that is not a string, number or null, both `result` and `error`, an
   * `error` that is not an object), or `null` when nothing does; `null` for every other kind.
   * Routing takes such responses as they are (rule 2.5); a transcript calls them `invalid`.
   */
  readonly responseFlaw: string | null;
  /**
   * The value span of the entry's top-level member `name` (the last one when repeated).
   *
   * @param name The member's key.
   * @returns Its span, or `undefined` when the entry is not an object or has no such member.
   */
  member(name: string): Span | undefined;
  /**
   * The value span of the `params` object's member `name` (the last one when repeated), as
   * the validating pass recorded it: `params` is not read again (`params.sessionId` of a
   * long `session/update`).
   *
   * @param name The member's key.
   * @returns Its span, or `undefined` when `params` is not an object or has no such member.
   */
  paramsMember(name: string): Span | undefined;
}

const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d, QUOTE = 0x22, BACKSLASH = 0x5c;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Decodes a short ASCII range without TextDecoder; anything else goes through it. */
function decode(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= 32) {
    let s = "";
    for (let i = start; i < end; i++) {
      const c = bytes[i];
      if (c >= 0x80) return utf8.decode(bytes.subarray(start, end));
      s += String.fromCharCode(c);
    }
    return s;
  }
  return utf8.decode(bytes.subarray(start, end));
}

/** A JSON string's value from its span (quotes included), unescaping only when needed. */
function stringValue(bytes: Uint8Array, start: number, end: number): string {
  for (let i = start + 1; i < end - 1; i++) {
    if (bytes[i] === BACKSLASH) return JSON.parse(utf8.decode(bytes.subarray(start, end)));
  }
  return decode(bytes, start + 1, end - 1);
}

function isJsonrpc20(bytes: Uint8Array, span: Span): boolean {
  const { start, end } = span;
  if (bytes[start] !== QUOTE) return false;
  if (
    end - start === 5 && bytes[start + 1] === 0x32 && bytes[start + 2] === 0x2e &&
    bytes[start + 3] === 0x30
  ) {
    return true;
  }
  return stringValue(bytes, start, end) === "2.0";
}

const NO_ENTRIES: readonly MessageView[] = Object.freeze([]);

/** One view. Spans are fixed at construction; `idText` and `method` decode on first read. */
class View implements MessageView {
  readonly kind: MessageKind;
  readonly span: Span | null;
  readonly parseError: boolean;
  readonly reason: string | null;
  readonly idSpan: Span | null;
  readonly methodSpan: Span | null;
  readonly paramsSpan: Span | null;
  readonly resultSpan: Span | null;
  readonly errorSpan: Span | null;
  readonly #frame: Uint8Array;
  readonly #scan: JsonScan | null;
  readonly #paramsIndex: number;
  readonly #idValid: boolean;
  /** Which member of `scan` is `jsonrpc` (-1: none); read only for `responseFlaw`. */
  readonly #jsonrpcIndex: number;
  #responseFlaw: string | null | undefined = undefined;
  #idText: string | null | undefined = undefined;
  #method: string | null | undefined = undefined;
  #entries: readonly MessageView[] | undefined = undefined;

  constructor(
    frame: Uint8Array,
    kind: MessageKind,
    scan: JsonScan | null,
    fields: {
      span?: Span | null;
      parseError?: boolean;
      reason?: string | null;
      idSpan?: Span | null;
      idValid?: boolean;
      methodSpan?: Span | null;
      paramsSpan?: Span | null;
      /** Which member of `scan` is `params` (-1: none). */
      paramsIndex?: number;
      resultSpan?: Span | null;
      errorSpan?: Span | null;
      /** Which member of `scan` is `jsonrpc` (-1: none). */
      jsonrpcIndex?: number;
    },
  ) {
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

  get entryCount(): number {
    return this.kind === "batch" ? this.#scan!.length : 0;
  }

  entryAt(index: number): MessageView {
    if (!(Number.isInteger(index) && index >= 0 && index < this.entryCount)) {
      throw new RangeError(`no entry ${index} in a view with ${this.entryCount} entries`);
    }
    // A valid array's element is valid JSON too.
    const element = scanJson(this.#frame, this.#scan!.valueSpan(index)) as JsonScan;
    return viewEntry(this.#frame, element);
  }

  get entries(): readonly MessageView[] {
    if (this.#entries === undefined) {
      const count = this.entryCount;
      if (count === 0) return this.#entries = NO_ENTRIES;
      const entries: MessageView[] = [];
      for (let i = 0; i < count; i++) entries.push(this.entryAt(i));
      this.#entries = entries;
    }
    return this.#entries;
  }

  // Lazy: routing never asks (rule 2.5 takes every response); a transcript does, once.
  get responseFlaw(): string | null {
    if (this.#responseFlaw !== undefined) return this.#responseFlaw;
    const scan = this.#scan;
    const jsonrpc = this.#jsonrpcIndex;
    // A member that is literally null beside the other one counts as absent, as serialisers
    // that write every field give it (`"result":{...},"error":null`; `"result":null` beside
    // an error object): `isError` reads them so too.
    const isNull = (span: Span | null) =>
      span !== null && jsonTypeAt(this.#frame, span.start) === "null";
    let error = this.errorSpan;
    let result = this.resultSpan;
    if (result !== null && error !== null) {
      if (isNull(error)) error = null;
      else if (isNull(result)) result = null;
    }
    return this.#responseFlaw = this.kind !== "response" || scan === null
      ? null
      : jsonrpc < 0 || !isJsonrpc20(this.#frame, scan.valueSpan(jsonrpc))
      ? `"jsonrpc" must be "2.0"`
      : this.idSpan === null || !this.#idValid
      ? `"id" must be a string, number or null`
      : result !== null && error !== null
      ? `a response has "result" or "error", not both`
      : error !== null && jsonTypeAt(this.#frame, error.start) !== "object"
      ? `"error" must be an object`
      : null;
  }

  get idText(): string | null {
    if (this.#idText === undefined) {
      const s = this.idSpan;
      this.#idText = s !== null && this.#idValid ? decode(this.#frame, s.start, s.end) : null;
    }
    return this.#idText;
  }

  get method(): string | null {
    if (this.#method === undefined) {
      const s = this.methodSpan;
      this.#method = s !== null && this.#frame[s.start] === QUOTE
        ? stringValue(this.#frame, s.start, s.end)
        : null;
    }
    return this.#method;
  }

  get isError(): boolean {
    const e = this.errorSpan;
    return this.kind === "response" && e !== null && jsonTypeAt(this.#frame, e.start) !== "null";
  }

  member(name: string): Span | undefined {
    return this.#scan?.member(name);
  }

  paramsMember(name: string): Span | undefined {
    const index = this.#paramsIndex;
    return index < 0 ? undefined : this.#scan?.innerMember(index, name);
  }
}

const ID = 1, METHOD = 2, PARAMS = 3, RESULT = 4, ERROR = 5, JSONRPC = 6;

const MEMBER_NAMES: readonly (readonly [string, number])[] = [
  ["id", ID],
  ["method", METHOD],
  ["params", PARAMS],
  ["result", RESULT],
  ["error", ERROR],
  ["jsonrpc", JSONRPC],
];
/** Each name by its first byte (the six differ there), and by its text for escaped keys. */
const BY_FIRST_BYTE: (readonly [string, number])[] = [];
for (const entry of MEMBER_NAMES) BY_FIRST_BYTE[entry[0].charCodeAt(0)] = entry;
const BY_NAME: ReadonlyMap<string, number> = new Map(MEMBER_NAMES);

/** Which of the six members key `i` names: one comparison, picked by the key's first byte. */
function memberCode(scan: JsonScan, i: number): number {
  const quote = scan.keyStart(i);
  if (quote < 0) return 0;
  if (scan.keyEscaped(i)) return BY_NAME.get(scan.key(i)!) ?? 0;
  const entry = BY_FIRST_BYTE[scan.bytes[quote + 1]];
  return entry !== undefined && scan.keyIs(i, entry[0]) ? entry[1] : 0;
}

/** Classifies one entry whose value is `scan`'s top-level value. */
function viewEntry(frame: Uint8Array, scan: JsonScan): MessageView {
  const span = scan.span;
  if (scan.type !== "object") {
    return new View(frame, "invalid", null, { span, reason: "entry must be an object" });
  }
  let id = -1, method = -1, params = -1, result = -1, error = -1, jsonrpc = -1;
  for (let i = 0; i < scan.length; i++) {
    switch (memberCode(scan, i)) {
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
  const at = (i: number): Span | null => i < 0 ? null : scan.valueSpan(i);
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
    errorSpan: at(error),
  };
  if (method < 0 && (result >= 0 || error >= 0)) {
    return new View(frame, "response", scan, { ...fields, jsonrpcIndex: jsonrpc });
  }
  if (jsonrpc < 0 || !isJsonrpc20(frame, scan.valueSpan(jsonrpc))) {
    return new View(frame, "invalid", scan, { ...fields, reason: `"jsonrpc" must be "2.0"` });
  }
  if (id >= 0 && !idValid) {
    return new View(frame, "invalid", scan, {
      ...fields,
      reason: `"id" must be a string, number or null`,
    });
  }
  if (method < 0) {
    return new View(frame, "invalid", scan, {
      ...fields,
      reason: `a message needs "method", or "result" or "error"`,
    });
  }
  if (frame[scan.valueStart(method)] !== QUOTE) {
    return new View(frame, "invalid", scan, { ...fields, reason: `"method" must be a string` });
  }
  return new View(frame, id >= 0 ? "request" : "notification", scan, fields);
}

function isBlank(frame: Uint8Array): boolean {
  for (let i = 0; i < frame.length; i++) {
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
 */
export function viewMessage(frame: Uint8Array): MessageView {
  if (!(frame instanceof Uint8Array)) {
    const given: unknown = frame;
    const got = given === null
      ? "null"
      : typeof given === "object"
      ? given.constructor?.name ?? "an object"
      : typeof given;
    throw new TypeError(
      `viewMessage takes a frame's bytes, a Uint8Array (got ${got}); encode a string with ` +
        "TextEncoder",
    );
  }
  const scan = scanJson(frame);
  if (!scan.valid) {
    if (isBlank(frame)) return new View(frame, "blank", null, {});
    return new View(frame, "invalid", null, { parseError: true, reason: scan.reason });
  }
  if (scan.type !== "array") return viewEntry(frame, scan);
  return new View(frame, "batch", scan, { span: scan.span });
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
 */
export function findEntry(
  view: MessageView,
  test: (entry: MessageView) => boolean,
): MessageView | undefined {
  if (view.kind !== "batch") return test(view) ? view : undefined;
  for (let i = 0; i < view.entryCount; i++) {
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
 */
export function frameText(frame: Uint8Array, span: Span): string {
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
 */
export function stringAt(frame: Uint8Array, span: Span): string {
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
 */
export function spanBytes(frame: Uint8Array, span: Span): Uint8Array {
  return frame.subarray(span.start, span.end);
}
