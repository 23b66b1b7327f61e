/**
 * Builds JSON-RPC 2.0 frames from raw pieces: ids, params, results, `_meta` and methods taken
 * from other frames go in as the exact text or bytes they arrived as, never parsed and
 * re-serialised. Only what the caller hands over as a JavaScript value (a method name, an
 * error code, a message) is encoded here, with `JSON.stringify`.
 *
 * Invariants:
 * - Every builder writes `{"jsonrpc":"2.0",...}` with members in the order `jsonrpc`, `id`,
 *   `method`, `params` (calls) or `jsonrpc`, `id`, `result` | `error` (responses), no
 *   whitespace of its own and no trailing newline (the transport adds the LF).
 * - Raw pieces (`idText`, `paramsText`, `resultText`, `dataText`, `metaText`, and spans of a
 *   viewed frame) appear byte-identical in the output. They must be valid JSON values; the
 *   writer does not check them (they normally come from a {@linkcode MessageView}).
 * - A builder returns a `string` when its raw pieces are strings and a `Uint8Array` when a
 *   raw piece is bytes, so large params never make a round trip through a JS string.
 * - Pure: no I/O.
 *
 * @module
 */

import { scanJson, type Span } from "./json_scan.ts";
import type { MessageView } from "./message.ts";

/** The method that wraps a message for the next component of a proxy chain. */
export const SUCCESSOR_METHOD = "_proxy/successor";

/**
 * The un-prefixed envelope name of the newest draft schema (`proxy/successor`), accepted
 * wherever {@linkcode SUCCESSOR_METHOD} is.
 */
export const SCHEMA_SUCCESSOR_METHOD = "proxy/successor";

/** Whether `method` names a successor envelope, in either spelling. */
export function isSuccessorMethod(method: string | null): boolean {
  return method === SUCCESSOR_METHOD || method === SCHEMA_SUCCESSOR_METHOD;
}

/** The notification that cancels a request (its params: `{"requestId": ID}`). */
export const CANCEL_REQUEST_METHOD = "$/cancel_request";

/**
 * A view that does not fit the frame operation asked for: no `id` to replace, a batch, or
 * a `_proxy/successor` envelope without a string `method` in its params. A `TypeError`,
 * as the callers used to throw.
 *
 * @example Catch it
 * ```ts
 * import { MessageShapeError, viewMessage, withId } from "../mod.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"m"}`);
 * try {
 *   withId(frame, viewMessage(frame), "1");
 * } catch (e) {
 *   console.log(e instanceof MessageShapeError); // true
 * }
 * ```
 */
export class MessageShapeError extends TypeError {
  /**
   * Creates the error.
   *
   * @param message What the frame lacks.
   */
  constructor(message: string) {
    super(message);
    this.name = "MessageShapeError";
  }
}

const encoder = new TextEncoder();

type Piece = string | Uint8Array;

/** Concatenates pieces into one byte array (strings UTF-8 encoded). */
function joinBytes(pieces: readonly Piece[]): Uint8Array {
  const parts = pieces.map((p) => typeof p === "string" ? encoder.encode(p) : p);
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Joins pieces as a string when all are strings, else as bytes. */
function join(pieces: readonly Piece[]): string | Uint8Array {
  for (const p of pieces) if (typeof p !== "string") return joinBytes(pieces);
  return pieces.join("");
}

function callPieces(
  idText: string | undefined,
  method: Piece,
  params: Piece | readonly Piece[] | undefined,
): Piece[] {
  const pieces: Piece[] = [`{"jsonrpc":"2.0",`];
  if (idText !== undefined) pieces.push(`"id":`, idText, ",");
  pieces.push(`"method":`, method);
  if (typeof params === "string" || params instanceof Uint8Array) pieces.push(`,"params":`, params);
  else if (params !== undefined) pieces.push(`,"params":`, ...params);
  pieces.push("}");
  return pieces;
}

/**
 * A request frame `{"jsonrpc":"2.0","id":ID,"method":M,"params":P}`.
 *
 * @param idText The id as raw JSON text (`7`, `"a"`, `12345678901234567890`).
 * @param method The method name (encoded here).
 * @param paramsText The params as raw JSON text or bytes; left out when undefined.
 * @returns The frame, without newline: a string, or bytes when `paramsText` is bytes.
 *
 * @example Build a request with raw params
 * ```ts
 * import { requestFrame } from "./writer.ts";
 * console.log(requestFrame("12345678901234567890", "session/new", `{"cwd":"/"}`));
 * // {"jsonrpc":"2.0","id":12345678901234567890,"method":"session/new","params":{"cwd":"/"}}
 * ```
 */
export function requestFrame(idText: string, method: string, paramsText?: string): string;
/**
 * A request frame whose params are bytes (see the string overload).
 *
 * @param idText The id as raw JSON text.
 * @param method The method name (encoded here).
 * @param paramsText The params as raw JSON bytes.
 * @returns The frame as bytes, without newline.
 *
 * @example Splice params bytes from another frame
 * ```ts
 * import { requestFrame } from "./writer.ts";
 * const frame = requestFrame("1", "m", new TextEncoder().encode(`{"x":1.0}`));
 * console.log(new TextDecoder().decode(frame)); // {"jsonrpc":"2.0","id":1,"method":"m","params":{"x":1.0}}
 * ```
 */
export function requestFrame(idText: string, method: string, paramsText: Uint8Array): Uint8Array;
export function requestFrame(
  idText: string,
  method: string,
  paramsText?: string | Uint8Array,
): string | Uint8Array {
  return join(callPieces(idText, JSON.stringify(method), paramsText));
}

/**
 * A notification frame `{"jsonrpc":"2.0","method":M,"params":P}`.
 *
 * @param method The method name (encoded here).
 * @param paramsText The params as raw JSON text; left out when undefined.
 * @returns The frame, without newline.
 *
 * @example Build a notification
 * ```ts
 * import { notificationFrame } from "./writer.ts";
 * console.log(notificationFrame("session/update", `{"sessionId":"s"}`));
 * // {"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s"}}
 * ```
 */
export function notificationFrame(method: string, paramsText?: string): string;
/**
 * A notification frame whose params are bytes (see the string overload).
 *
 * @param method The method name (encoded here).
 * @param paramsText The params as raw JSON bytes.
 * @returns The frame as bytes, without newline.
 *
 * @example Splice params bytes
 * ```ts
 * import { notificationFrame } from "./writer.ts";
 * const frame = notificationFrame("m", new TextEncoder().encode(`[1]`));
 * console.log(new TextDecoder().decode(frame)); // {"jsonrpc":"2.0","method":"m","params":[1]}
 * ```
 */
export function notificationFrame(method: string, paramsText: Uint8Array): Uint8Array;
export function notificationFrame(
  method: string,
  paramsText?: string | Uint8Array,
): string | Uint8Array {
  return join(callPieces(undefined, JSON.stringify(method), paramsText));
}

/**
 * A success response frame `{"jsonrpc":"2.0","id":ID,"result":R}`.
 *
 * @param idText The request's id as raw JSON text.
 * @param resultText The result as raw JSON text.
 * @returns The frame, without newline.
 *
 * @example Answer with a raw result
 * ```ts
 * import { resultFrame } from "./writer.ts";
 * console.log(resultFrame(`"a"`, `{"protocolVersion":1}`));
 * // {"jsonrpc":"2.0","id":"a","result":{"protocolVersion":1}}
 * ```
 */
export function resultFrame(idText: string, resultText: string): string;
/**
 * A success response frame whose result is bytes (see the string overload).
 *
 * @param idText The request's id as raw JSON text.
 * @param resultText The result as raw JSON bytes.
 * @returns The frame as bytes, without newline.
 *
 * @example Answer with result bytes
 * ```ts
 * import { resultFrame } from "./writer.ts";
 * const frame = resultFrame("1", new TextEncoder().encode("null"));
 * console.log(new TextDecoder().decode(frame)); // {"jsonrpc":"2.0","id":1,"result":null}
 * ```
 */
export function resultFrame(idText: string, resultText: Uint8Array): Uint8Array;
export function resultFrame(idText: string, resultText: string | Uint8Array): string | Uint8Array {
  return join([`{"jsonrpc":"2.0","id":`, idText, `,"result":`, resultText, "}"]);
}

/**
 * An error response frame `{"jsonrpc":"2.0","id":ID,"error":{"code":C,"message":M,"data":D}}`.
 *
 * @param idText The request's id as raw JSON text, or `null` for `"id":null`.
 * @param code The JSON-RPC error code (written with `JSON.stringify`).
 * @param message One-line description (encoded here).
 * @param dataText `error.data` as raw JSON text; left out when undefined.
 * @returns The frame, without newline.
 *
 * @example Answer a parse error
 * ```ts
 * import { errorFrame } from "./writer.ts";
 * console.log(errorFrame(null, -32700, "Parse error"));
 * // {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}
 * ```
 */
export function errorFrame(
  idText: string | null,
  code: number,
  message: string,
  dataText?: string,
): string {
  const data = dataText === undefined ? "" : `,"data":${dataText}`;
  return `{"jsonrpc":"2.0","id":${idText ?? "null"},"error":{"code":${JSON.stringify(code)},` +
    `"message":${JSON.stringify(message)}${data}}}`;
}

/**
 * `value` when it is a string of one JSON value, to splice as an error's `data` (its line ends,
 * blanks there, made spaces); else undefined. For text a caller's code gave (an error's `dataText`): spliced unchecked, text
 * that is no JSON broke the whole answer (regress107).
 *
 * @param value What was given.
 * @returns The JSON text, or undefined.
 *
 * @example
 * ```ts
 * import { jsonTextOf } from "./writer.ts";
 * console.log(jsonTextOf(`{"status":502}`), jsonTextOf("{not json}")); // {"status":502} undefined
 * ```
 */
export function jsonTextOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    JSON.parse(value);
  } catch {
    return undefined;
  }
  // A line end in valid JSON is a blank between tokens: one, so the answer stays one line
  // (regress108: `{"a":\n1}` split it in two).
  return value.replace(/[\r\n]/g, " ");
}

/**
 * A `$/cancel_request` re-issued for the request with id `idText` on another connection (a
 * hop's own id, never another hop's): the cancel's `params` as sent, `_meta` and all, with
 * only the `requestId` value replaced.
 *
 * @param frame The cancel as received.
 * @param params Where its `params` object is in `frame`.
 * @param requestId Where the value of `params.requestId` is in `frame`.
 * @param idText The request's id on the other connection, as raw JSON text.
 * @returns The frame, without newline.
 *
 * @example Cancel request 7 on this hop, keeping `_meta`
 * ```ts
 * import { cancelRequestFrame } from "./writer.ts";
 * import { viewMessage } from "./message.ts";
 * import { scanJson } from "./json_scan.ts";
 * const frame = new TextEncoder().encode(
 *   `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":"a","_meta":{}}}`,
 * );
 * const params = viewMessage(frame).paramsSpan!;
 * const scan = scanJson(frame, params);
 * const requestId = scan.valid ? scan.member("requestId")! : params;
 * console.log(new TextDecoder().decode(cancelRequestFrame(frame, params, requestId, "7")));
 * // {"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":7,"_meta":{}}}
 * ```
 */
export function cancelRequestFrame(
  frame: Uint8Array,
  params: Span,
  requestId: Span,
  idText: string,
): Uint8Array {
  return joinBytes([
    `{"jsonrpc":"2.0","method":"${CANCEL_REQUEST_METHOD}","params":`,
    frame.subarray(params.start, requestId.start),
    idText,
    frame.subarray(requestId.end, params.end),
    "}",
  ]);
}

/**
 * Builds a JSON object text from members whose values are already JSON text. Members whose
 * value is `undefined` are left out; names are encoded with `JSON.stringify`.
 *
 * @param members Pairs of member name and raw JSON value text.
 * @returns The object as JSON text.
 *
 * @example Copy raw values into a new object
 * ```ts
 * import { rawObject } from "./writer.ts";
 * console.log(rawObject([["a", "1.0"], ["skip", undefined], ["b", `{"x" : 1}`]]));
 * // {"a":1.0,"b":{"x" : 1}}
 * ```
 */
export function rawObject(members: ReadonlyArray<readonly [string, string | undefined]>): string {
  const parts: string[] = [];
  for (const [key, value] of members) {
    if (value !== undefined) parts.push(`${JSON.stringify(key)}:${value}`);
  }
  return `{${parts.join(",")}}`;
}

/**
 * The UTF-16 index in `text` of the character that starts at UTF-8 byte `byteOffset`,
 * counting on from a known pair (`fromIndex`, `fromByte`).
 */
function utf16Index(text: string, byteOffset: number, fromIndex = 0, fromByte = 0): number {
  let i = fromIndex, b = fromByte;
  while (b < byteOffset && i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x80) b += 1;
    else if (c < 0x800) b += 2;
    else if (
      (c & 0xfc00) === 0xd800 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      b += 4;
      i++;
    } else b += 3;
    i++;
  }
  if (b !== byteOffset) {
    throw new RangeError(`byte offset ${byteOffset} is not a character boundary of the text`);
  }
  return i;
}

/**
 * The frame with its top-level `id` value replaced by `newIdText`; every other byte stays as
 * it was (key order, whitespace, escapes, a trailing CR).
 *
 * @param frame The frame as text (exactly the decoding of the bytes `view` was made from).
 * @param view The frame's view.
 * @param newIdText The new id as raw JSON text (a big integer or an escaped string stays exact).
 * @returns The new frame text.
 * @throws {MessageShapeError} When the frame has no `id` member (a notification, a batch,
 *   a frame that is not JSON).
 *
 * @example Deliver a response under another id
 * ```ts
 * import { withId } from "./writer.ts";
 * import { viewMessage } from "./message.ts";
 * const text = `{"id": 1, "result":{"id":9}}\r`;
 * console.log(withId(text, viewMessage(new TextEncoder().encode(text)), `"v1-init"`));
 * // {"id": "v1-init", "result":{"id":9}}\r
 * ```
 */
export function withId(frame: string, view: MessageView, newIdText: string): string;
/**
 * The frame bytes with the top-level `id` value replaced (see the string overload).
 *
 * @param frame The frame's bytes (the ones `view` was made from).
 * @param view The frame's view.
 * @param newIdText The new id as raw JSON text.
 * @returns A new byte array.
 * @throws {MessageShapeError} When the frame has no `id` member.
 *
 * @example Give a request this hop's id
 * ```ts
 * import { withId } from "./writer.ts";
 * import { viewMessage } from "./message.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","id":"client-7","method":"m"}`);
 * const out = withId(frame, viewMessage(frame), "3");
 * console.log(new TextDecoder().decode(out)); // {"jsonrpc":"2.0","id":3,"method":"m"}
 * ```
 */
export function withId(frame: Uint8Array, view: MessageView, newIdText: string): Uint8Array;
export function withId(
  frame: string | Uint8Array,
  view: MessageView,
  newIdText: string,
): string | Uint8Array {
  const span = view.idSpan;
  if (span === null) throw new MessageShapeError(`the ${view.kind} frame has no id member`);
  if (typeof frame !== "string") {
    return joinBytes([frame.subarray(0, span.start), newIdText, frame.subarray(span.end)]);
  }
  const start = utf16Index(frame, span.start);
  const end = utf16Index(frame, span.end, start, span.start);
  return frame.slice(0, start) + newIdText + frame.slice(end);
}

/** Options of {@linkcode successorEnvelope}. */
export interface SuccessorEnvelopeOptions {
  /**
   * The envelope's id as raw JSON text (e.g. a fresh per-hop id); only for a request.
   *
   * @default the wrapped request's own id text
   */
  idText?: string;
  /**
   * Raw JSON text of the envelope's hop-local `params._meta`.
   *
   * @default none (no `_meta` member)
   */
  metaText?: string;
  /**
   * The envelope's method: `_proxy/successor`, or the schema's `proxy/successor`.
   *
   * @default "_proxy/successor"
   */
  method?: string;
}

/**
 * Wraps a request or notification for the next component of a proxy chain:
 * `{"jsonrpc":"2.0","id":ID,"method":"_proxy/successor","params":{"method":M,"params":P,"_meta":X}}`.
 * The envelope is a request iff the wrapped message is one. `M` and `P` are the wrapped
 * message's raw `method` and `params` bytes (`params` left out when it has none).
 *
 * @param view The view of the message to wrap.
 * @param frame The frame `view` was made from.
 * @param options The envelope's id and `_meta`.
 * @returns The envelope frame as bytes, without newline.
 * @throws {MessageShapeError} When `view` is not a request or notification, when an
 *   `idText` is given for a notification, or when `method` is neither envelope method.
 *
 * @example Wrap a request under a hop id
 * ```ts
 * import { successorEnvelope } from "./writer.ts";
 * import { viewMessage } from "./message.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","id":1.0,"method":"m","params":{"a":[1]}}`);
 * const out = successorEnvelope(viewMessage(frame), frame, { idText: "42" });
 * console.log(new TextDecoder().decode(out));
 * // {"jsonrpc":"2.0","id":42,"method":"_proxy/successor","params":{"method":"m","params":{"a":[1]}}}
 * ```
 */
export function successorEnvelope(
  view: MessageView,
  frame: Uint8Array,
  options: SuccessorEnvelopeOptions = {},
): Uint8Array {
  if (view.kind !== "request" && view.kind !== "notification") {
    throw new MessageShapeError(
      `only a request or notification can be wrapped, not a ${view.kind}`,
    );
  }
  if (view.kind === "notification" && options.idText !== undefined) {
    throw new MessageShapeError("a wrapped notification's envelope has no id");
  }
  const method = options.method ?? SUCCESSOR_METHOD;
  if (!isSuccessorMethod(method)) {
    throw new MessageShapeError(
      `an envelope's method is "${SUCCESSOR_METHOD}" or "${SCHEMA_SUCCESSOR_METHOD}" (got ${
        JSON.stringify(method) ?? typeof method
      })`,
    );
  }
  const inner: Piece[] = [`{"method":`, span(frame, view.methodSpan!)];
  if (view.paramsSpan !== null) inner.push(`,"params":`, span(frame, view.paramsSpan));
  if (options.metaText !== undefined) inner.push(`,"_meta":`, options.metaText);
  inner.push("}");
  const idText = view.kind === "request" ? options.idText ?? view.idText! : undefined;
  return joinBytes(
    callPieces(idText, JSON.stringify(method), inner),
  );
}

function span(frame: Uint8Array, s: Span): Uint8Array {
  return frame.subarray(s.start, s.end);
}

/** Options of {@linkcode unwrapSuccessor}. */
export interface UnwrapSuccessorOptions {
  /**
   * The unwrapped request's id as raw JSON text (e.g. a fresh id for the next hop); only
   * for an envelope that is a request.
   *
   * @default the envelope's own id text
   */
  idText?: string;
  /**
   * The unwrapped message's method, replacing the inner one (e.g. `initialize` becoming
   * `_proxy/initialize` on its way to the next proxy).
   *
   * @default the inner `method`, as its raw bytes
   */
  method?: string;
}

/**
 * Unwraps a `_proxy/successor` envelope: `{"jsonrpc":"2.0","id":ID,"method":M,"params":P}`,
 * a request iff the envelope has an id. `M` and `P` are copied as their raw bytes; a
 * missing or `null` inner `params` is left out; the envelope's `_meta` is hop-local and
 * dropped.
 *
 * @param view The view of the envelope.
 * @param frame The frame `view` was made from.
 * @param options The unwrapped message's id.
 * @returns The inner frame as bytes, without newline.
 * @throws {MessageShapeError} When `view` is not a `_proxy/successor` request or
 *   notification whose params are an object with a string `method`, or when an `idText`
 *   is given for a notification.
 *
 * @example Unwrap a notification
 * ```ts
 * import { unwrapSuccessor } from "./writer.ts";
 * import { viewMessage } from "./message.ts";
 * const frame = new TextEncoder().encode(
 *   `{"jsonrpc":"2.0","method":"_proxy/successor","params":{"method":"session/update","params":{"x":1.0},"_meta":{}}}`,
 * );
 * console.log(new TextDecoder().decode(unwrapSuccessor(viewMessage(frame), frame)));
 * // {"jsonrpc":"2.0","method":"session/update","params":{"x":1.0}}
 * ```
 */
export function unwrapSuccessor(
  view: MessageView,
  frame: Uint8Array,
  options: UnwrapSuccessorOptions = {},
): Uint8Array {
  if (
    (view.kind !== "request" && view.kind !== "notification") || !isSuccessorMethod(view.method)
  ) {
    throw new MessageShapeError(`not a ${SUCCESSOR_METHOD} request or notification`);
  }
  if (view.kind === "notification" && options.idText !== undefined) {
    throw new MessageShapeError("an unwrapped notification has no id");
  }
  const params = view.paramsSpan === null ? null : scanJson(frame, view.paramsSpan);
  if (params === null || !params.valid || params.type !== "object") {
    throw new MessageShapeError(`${SUCCESSOR_METHOD} params must be an object`);
  }
  const method = params.find("method");
  if (method < 0 || params.bytes[params.valueStart(method)] !== 0x22) {
    throw new MessageShapeError(`${SUCCESSOR_METHOD} params.method must be a string`);
  }
  const inner = params.find("params");
  const innerParams = inner < 0 || params.bytes[params.valueStart(inner)] === 0x6e // null
    ? undefined
    : span(frame, params.valueSpan(inner));
  const idText = view.kind === "request" ? options.idText ?? view.idText! : undefined;
  const methodPiece = options.method === undefined
    ? span(frame, params.valueSpan(method))
    : JSON.stringify(options.method);
  return joinBytes(callPieces(idText, methodPiece, innerParams));
}
