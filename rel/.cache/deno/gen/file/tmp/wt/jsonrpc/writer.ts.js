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
 */ import { scanJson } from "./json_scan.ts";
/** The method that wraps a message for the next component of a proxy chain. */ export const SUCCESSOR_METHOD = "_proxy/successor";
/**
 * The un-prefixed envelope name of the newest draft schema (`proxy/successor`), accepted
 * wherever {@linkcode SUCCESSOR_METHOD} is.
 */ export const SCHEMA_SUCCESSOR_METHOD = "proxy/successor";
/** Whether `method` names a successor envelope, in either spelling. */ export function isSuccessorMethod(method) {
  return method === SUCCESSOR_METHOD || method === SCHEMA_SUCCESSOR_METHOD;
}
/** The notification that cancels a request (its params: `{"requestId": ID}`). */ export const CANCEL_REQUEST_METHOD = "$/cancel_request";
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
 */ export class MessageShapeError extends TypeError {
  /**
   * Creates the error.
   *
   * @param message What the frame lacks.
   */ constructor(message){
    super(message);
    this.name = "MessageShapeError";
  }
}
const encoder = new TextEncoder();
/** Concatenates pieces into one byte array (strings UTF-8 encoded). */ function joinBytes(pieces) {
  const parts = pieces.map((p)=>typeof p === "string" ? encoder.encode(p) : p);
  let length = 0;
  for (const p of parts)length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts){
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
/** Joins pieces as a string when all are strings, else as bytes. */ function join(pieces) {
  for (const p of pieces)if (typeof p !== "string") return joinBytes(pieces);
  return pieces.join("");
}
function callPieces(idText, method, params) {
  const pieces = [
    `{"jsonrpc":"2.0",`
  ];
  if (idText !== undefined) pieces.push(`"id":`, idText, ",");
  pieces.push(`"method":`, method);
  if (typeof params === "string" || params instanceof Uint8Array) pieces.push(`,"params":`, params);
  else if (params !== undefined) pieces.push(`,"params":`, ...params);
  pieces.push("}");
  return pieces;
}
export function requestFrame(idText, method, paramsText) {
  return join(callPieces(idText, JSON.stringify(method), paramsText));
}
export function notificationFrame(method, paramsText) {
  return join(callPieces(undefined, JSON.stringify(method), paramsText));
}
export function resultFrame(idText, resultText) {
  return join([
    `{"jsonrpc":"2.0","id":`,
    idText,
    `,"result":`,
    resultText,
    "}"
  ]);
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
 */ export function errorFrame(idText, code, message, dataText) {
  const data = dataText === undefined ? "" : `,"data":${dataText}`;
  return `{"jsonrpc":"2.0","id":${idText ?? "null"},"error":{"code":${JSON.stringify(code)},` + `"message":${JSON.stringify(message)}${data}}}`;
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
 */ export function cancelRequestFrame(frame, params, requestId, idText) {
  return joinBytes([
    `{"jsonrpc":"2.0","method":"${CANCEL_REQUEST_METHOD}","params":`,
    frame.subarray(params.start, requestId.start),
    idText,
    frame.subarray(requestId.end, params.end),
    "}"
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
 */ export function rawObject(members) {
  const parts = [];
  for (const [key, value] of members){
    if (value !== undefined) parts.push(`${JSON.stringify(key)}:${value}`);
  }
  return `{${parts.join(",")}}`;
}
/**
 * The UTF-16 index in `text` of the character that starts at UTF-8 byte `byteOffset`,
 * counting on from a known pair (`fromIndex`, `fromByte`).
 */ function utf16Index(text, byteOffset, fromIndex = 0, fromByte = 0) {
  let i = fromIndex, b = fromByte;
  while(b < byteOffset && i < text.length){
    const c = text.charCodeAt(i);
    if (c < 0x80) b += 1;
    else if (c < 0x800) b += 2;
    else if ((c & 0xfc00) === 0xd800 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
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
export function withId(frame, view, newIdText) {
  const span = view.idSpan;
  if (span === null) throw new MessageShapeError(`the ${view.kind} frame has no id member`);
  if (typeof frame !== "string") {
    return joinBytes([
      frame.subarray(0, span.start),
      newIdText,
      frame.subarray(span.end)
    ]);
  }
  const start = utf16Index(frame, span.start);
  const end = utf16Index(frame, span.end, start, span.start);
  return frame.slice(0, start) + newIdText + frame.slice(end);
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
 */ export function successorEnvelope(view, frame, options = {}) {
  if (view.kind !== "request" && view.kind !== "notification") {
    throw new MessageShapeError(`only a request or notification can be wrapped, not a ${view.kind}`);
  }
  if (view.kind === "notification" && options.idText !== undefined) {
    throw new MessageShapeError("a wrapped notification's envelope has no id");
  }
  const method = options.method ?? SUCCESSOR_METHOD;
  if (!isSuccessorMethod(method)) {
    throw new MessageShapeError(`an envelope's method is "${SUCCESSOR_METHOD}" or "${SCHEMA_SUCCESSOR_METHOD}" (got ${JSON.stringify(method) ?? typeof method})`);
  }
  const inner = [
    `{"method":`,
    span(frame, view.methodSpan)
  ];
  if (view.paramsSpan !== null) inner.push(`,"params":`, span(frame, view.paramsSpan));
  if (options.metaText !== undefined) inner.push(`,"_meta":`, options.metaText);
  inner.push("}");
  const idText = view.kind === "request" ? options.idText ?? view.idText : undefined;
  return joinBytes(callPieces(idText, JSON.stringify(method), inner));
}
function span(frame, s) {
  return frame.subarray(s.start, s.end);
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
 */ export function unwrapSuccessor(view, frame, options = {}) {
  if (view.kind !== "request" && view.kind !== "notification" || !isSuccessorMethod(view.method)) {
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
   ? undefined : span(frame, params.valueSpan(inner));
  const idText = view.kind === "request" ? options.idText ?? view.idText : undefined;
  const methodPiece = options.method === undefined ? span(frame, params.valueSpan(method)) : JSON.stringify(options.method);
  return joinBytes(callPieces(idText, methodPiece, innerParams));
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2pzb25ycGMvd3JpdGVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQnVpbGRzIEpTT04tUlBDIDIuMCBmcmFtZXMgZnJvbSByYXcgcGllY2VzOiBpZHMsIHBhcmFtcywgcmVzdWx0cywgYF9tZXRhYCBhbmQgbWV0aG9kcyB0YWtlblxuICogZnJvbSBvdGhlciBmcmFtZXMgZ28gaW4gYXMgdGhlIGV4YWN0IHRleHQgb3IgYnl0ZXMgdGhleSBhcnJpdmVkIGFzLCBuZXZlciBwYXJzZWQgYW5kXG4gKiByZS1zZXJpYWxpc2VkLiBPbmx5IHdoYXQgdGhlIGNhbGxlciBoYW5kcyBvdmVyIGFzIGEgSmF2YVNjcmlwdCB2YWx1ZSAoYSBtZXRob2QgbmFtZSwgYW5cbiAqIGVycm9yIGNvZGUsIGEgbWVzc2FnZSkgaXMgZW5jb2RlZCBoZXJlLCB3aXRoIGBKU09OLnN0cmluZ2lmeWAuXG4gKlxuICogSW52YXJpYW50czpcbiAqIC0gRXZlcnkgYnVpbGRlciB3cml0ZXMgYHtcImpzb25ycGNcIjpcIjIuMFwiLC4uLn1gIHdpdGggbWVtYmVycyBpbiB0aGUgb3JkZXIgYGpzb25ycGNgLCBgaWRgLFxuICogICBgbWV0aG9kYCwgYHBhcmFtc2AgKGNhbGxzKSBvciBganNvbnJwY2AsIGBpZGAsIGByZXN1bHRgIHwgYGVycm9yYCAocmVzcG9uc2VzKSwgbm9cbiAqICAgd2hpdGVzcGFjZSBvZiBpdHMgb3duIGFuZCBubyB0cmFpbGluZyBuZXdsaW5lICh0aGUgdHJhbnNwb3J0IGFkZHMgdGhlIExGKS5cbiAqIC0gUmF3IHBpZWNlcyAoYGlkVGV4dGAsIGBwYXJhbXNUZXh0YCwgYHJlc3VsdFRleHRgLCBgZGF0YVRleHRgLCBgbWV0YVRleHRgLCBhbmQgc3BhbnMgb2YgYVxuICogICB2aWV3ZWQgZnJhbWUpIGFwcGVhciBieXRlLWlkZW50aWNhbCBpbiB0aGUgb3V0cHV0LiBUaGV5IG11c3QgYmUgdmFsaWQgSlNPTiB2YWx1ZXM7IHRoZVxuICogICB3cml0ZXIgZG9lcyBub3QgY2hlY2sgdGhlbSAodGhleSBub3JtYWxseSBjb21lIGZyb20gYSB7QGxpbmtjb2RlIE1lc3NhZ2VWaWV3fSkuXG4gKiAtIEEgYnVpbGRlciByZXR1cm5zIGEgYHN0cmluZ2Agd2hlbiBpdHMgcmF3IHBpZWNlcyBhcmUgc3RyaW5ncyBhbmQgYSBgVWludDhBcnJheWAgd2hlbiBhXG4gKiAgIHJhdyBwaWVjZSBpcyBieXRlcywgc28gbGFyZ2UgcGFyYW1zIG5ldmVyIG1ha2UgYSByb3VuZCB0cmlwIHRocm91Z2ggYSBKUyBzdHJpbmcuXG4gKiAtIFB1cmU6IG5vIEkvTy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgc2Nhbkpzb24sIHR5cGUgU3BhbiB9IGZyb20gXCIuL2pzb25fc2Nhbi50c1wiO1xuaW1wb3J0IHR5cGUgeyBNZXNzYWdlVmlldyB9IGZyb20gXCIuL21lc3NhZ2UudHNcIjtcblxuLyoqIFRoZSBtZXRob2QgdGhhdCB3cmFwcyBhIG1lc3NhZ2UgZm9yIHRoZSBuZXh0IGNvbXBvbmVudCBvZiBhIHByb3h5IGNoYWluLiAqL1xuZXhwb3J0IGNvbnN0IFNVQ0NFU1NPUl9NRVRIT0QgPSBcIl9wcm94eS9zdWNjZXNzb3JcIjtcblxuLyoqXG4gKiBUaGUgdW4tcHJlZml4ZWQgZW52ZWxvcGUgbmFtZSBvZiB0aGUgbmV3ZXN0IGRyYWZ0IHNjaGVtYSAoYHByb3h5L3N1Y2Nlc3NvcmApLCBhY2NlcHRlZFxuICogd2hlcmV2ZXIge0BsaW5rY29kZSBTVUNDRVNTT1JfTUVUSE9EfSBpcy5cbiAqL1xuZXhwb3J0IGNvbnN0IFNDSEVNQV9TVUNDRVNTT1JfTUVUSE9EID0gXCJwcm94eS9zdWNjZXNzb3JcIjtcblxuLyoqIFdoZXRoZXIgYG1ldGhvZGAgbmFtZXMgYSBzdWNjZXNzb3IgZW52ZWxvcGUsIGluIGVpdGhlciBzcGVsbGluZy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpc1N1Y2Nlc3Nvck1ldGhvZChtZXRob2Q6IHN0cmluZyB8IG51bGwpOiBib29sZWFuIHtcbiAgcmV0dXJuIG1ldGhvZCA9PT0gU1VDQ0VTU09SX01FVEhPRCB8fCBtZXRob2QgPT09IFNDSEVNQV9TVUNDRVNTT1JfTUVUSE9EO1xufVxuXG4vKiogVGhlIG5vdGlmaWNhdGlvbiB0aGF0IGNhbmNlbHMgYSByZXF1ZXN0IChpdHMgcGFyYW1zOiBge1wicmVxdWVzdElkXCI6IElEfWApLiAqL1xuZXhwb3J0IGNvbnN0IENBTkNFTF9SRVFVRVNUX01FVEhPRCA9IFwiJC9jYW5jZWxfcmVxdWVzdFwiO1xuXG4vKipcbiAqIEEgdmlldyB0aGF0IGRvZXMgbm90IGZpdCB0aGUgZnJhbWUgb3BlcmF0aW9uIGFza2VkIGZvcjogbm8gYGlkYCB0byByZXBsYWNlLCBhIGJhdGNoLCBvclxuICogYSBgX3Byb3h5L3N1Y2Nlc3NvcmAgZW52ZWxvcGUgd2l0aG91dCBhIHN0cmluZyBgbWV0aG9kYCBpbiBpdHMgcGFyYW1zLiBBIGBUeXBlRXJyb3JgLFxuICogYXMgdGhlIGNhbGxlcnMgdXNlZCB0byB0aHJvdy5cbiAqXG4gKiBAZXhhbXBsZSBDYXRjaCBpdFxuICogYGBgdHNcbiAqIGltcG9ydCB7IE1lc3NhZ2VTaGFwZUVycm9yLCB2aWV3TWVzc2FnZSwgd2l0aElkIH0gZnJvbSBcIi4uL21vZC50c1wiO1xuICogY29uc3QgZnJhbWUgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYHtcImpzb25ycGNcIjpcIjIuMFwiLFwibWV0aG9kXCI6XCJtXCJ9YCk7XG4gKiB0cnkge1xuICogICB3aXRoSWQoZnJhbWUsIHZpZXdNZXNzYWdlKGZyYW1lKSwgXCIxXCIpO1xuICogfSBjYXRjaCAoZSkge1xuICogICBjb25zb2xlLmxvZyhlIGluc3RhbmNlb2YgTWVzc2FnZVNoYXBlRXJyb3IpOyAvLyB0cnVlXG4gKiB9XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGNsYXNzIE1lc3NhZ2VTaGFwZUVycm9yIGV4dGVuZHMgVHlwZUVycm9yIHtcbiAgLyoqXG4gICAqIENyZWF0ZXMgdGhlIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gbWVzc2FnZSBXaGF0IHRoZSBmcmFtZSBsYWNrcy5cbiAgICovXG4gIGNvbnN0cnVjdG9yKG1lc3NhZ2U6IHN0cmluZykge1xuICAgIHN1cGVyKG1lc3NhZ2UpO1xuICAgIHRoaXMubmFtZSA9IFwiTWVzc2FnZVNoYXBlRXJyb3JcIjtcbiAgfVxufVxuXG5jb25zdCBlbmNvZGVyID0gbmV3IFRleHRFbmNvZGVyKCk7XG5cbnR5cGUgUGllY2UgPSBzdHJpbmcgfCBVaW50OEFycmF5O1xuXG4vKiogQ29uY2F0ZW5hdGVzIHBpZWNlcyBpbnRvIG9uZSBieXRlIGFycmF5IChzdHJpbmdzIFVURi04IGVuY29kZWQpLiAqL1xuZnVuY3Rpb24gam9pbkJ5dGVzKHBpZWNlczogcmVhZG9ubHkgUGllY2VbXSk6IFVpbnQ4QXJyYXkge1xuICBjb25zdCBwYXJ0cyA9IHBpZWNlcy5tYXAoKHApID0+IHR5cGVvZiBwID09PSBcInN0cmluZ1wiID8gZW5jb2Rlci5lbmNvZGUocCkgOiBwKTtcbiAgbGV0IGxlbmd0aCA9IDA7XG4gIGZvciAoY29uc3QgcCBvZiBwYXJ0cykgbGVuZ3RoICs9IHAubGVuZ3RoO1xuICBjb25zdCBvdXQgPSBuZXcgVWludDhBcnJheShsZW5ndGgpO1xuICBsZXQgb2Zmc2V0ID0gMDtcbiAgZm9yIChjb25zdCBwIG9mIHBhcnRzKSB7XG4gICAgb3V0LnNldChwLCBvZmZzZXQpO1xuICAgIG9mZnNldCArPSBwLmxlbmd0aDtcbiAgfVxuICByZXR1cm4gb3V0O1xufVxuXG4vKiogSm9pbnMgcGllY2VzIGFzIGEgc3RyaW5nIHdoZW4gYWxsIGFyZSBzdHJpbmdzLCBlbHNlIGFzIGJ5dGVzLiAqL1xuZnVuY3Rpb24gam9pbihwaWVjZXM6IHJlYWRvbmx5IFBpZWNlW10pOiBzdHJpbmcgfCBVaW50OEFycmF5IHtcbiAgZm9yIChjb25zdCBwIG9mIHBpZWNlcykgaWYgKHR5cGVvZiBwICE9PSBcInN0cmluZ1wiKSByZXR1cm4gam9pbkJ5dGVzKHBpZWNlcyk7XG4gIHJldHVybiBwaWVjZXMuam9pbihcIlwiKTtcbn1cblxuZnVuY3Rpb24gY2FsbFBpZWNlcyhcbiAgaWRUZXh0OiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gIG1ldGhvZDogUGllY2UsXG4gIHBhcmFtczogUGllY2UgfCByZWFkb25seSBQaWVjZVtdIHwgdW5kZWZpbmVkLFxuKTogUGllY2VbXSB7XG4gIGNvbnN0IHBpZWNlczogUGllY2VbXSA9IFtge1wianNvbnJwY1wiOlwiMi4wXCIsYF07XG4gIGlmIChpZFRleHQgIT09IHVuZGVmaW5lZCkgcGllY2VzLnB1c2goYFwiaWRcIjpgLCBpZFRleHQsIFwiLFwiKTtcbiAgcGllY2VzLnB1c2goYFwibWV0aG9kXCI6YCwgbWV0aG9kKTtcbiAgaWYgKHR5cGVvZiBwYXJhbXMgPT09IFwic3RyaW5nXCIgfHwgcGFyYW1zIGluc3RhbmNlb2YgVWludDhBcnJheSkgcGllY2VzLnB1c2goYCxcInBhcmFtc1wiOmAsIHBhcmFtcyk7XG4gIGVsc2UgaWYgKHBhcmFtcyAhPT0gdW5kZWZpbmVkKSBwaWVjZXMucHVzaChgLFwicGFyYW1zXCI6YCwgLi4ucGFyYW1zKTtcbiAgcGllY2VzLnB1c2goXCJ9XCIpO1xuICByZXR1cm4gcGllY2VzO1xufVxuXG4vKipcbiAqIEEgcmVxdWVzdCBmcmFtZSBge1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOklELFwibWV0aG9kXCI6TSxcInBhcmFtc1wiOlB9YC5cbiAqXG4gKiBAcGFyYW0gaWRUZXh0IFRoZSBpZCBhcyByYXcgSlNPTiB0ZXh0IChgN2AsIGBcImFcImAsIGAxMjM0NTY3ODkwMTIzNDU2Nzg5MGApLlxuICogQHBhcmFtIG1ldGhvZCBUaGUgbWV0aG9kIG5hbWUgKGVuY29kZWQgaGVyZSkuXG4gKiBAcGFyYW0gcGFyYW1zVGV4dCBUaGUgcGFyYW1zIGFzIHJhdyBKU09OIHRleHQgb3IgYnl0ZXM7IGxlZnQgb3V0IHdoZW4gdW5kZWZpbmVkLlxuICogQHJldHVybnMgVGhlIGZyYW1lLCB3aXRob3V0IG5ld2xpbmU6IGEgc3RyaW5nLCBvciBieXRlcyB3aGVuIGBwYXJhbXNUZXh0YCBpcyBieXRlcy5cbiAqXG4gKiBAZXhhbXBsZSBCdWlsZCBhIHJlcXVlc3Qgd2l0aCByYXcgcGFyYW1zXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgcmVxdWVzdEZyYW1lIH0gZnJvbSBcIi4vd3JpdGVyLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhyZXF1ZXN0RnJhbWUoXCIxMjM0NTY3ODkwMTIzNDU2Nzg5MFwiLCBcInNlc3Npb24vbmV3XCIsIGB7XCJjd2RcIjpcIi9cIn1gKSk7XG4gKiAvLyB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6MTIzNDU2Nzg5MDEyMzQ1Njc4OTAsXCJtZXRob2RcIjpcInNlc3Npb24vbmV3XCIsXCJwYXJhbXNcIjp7XCJjd2RcIjpcIi9cIn19XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlcXVlc3RGcmFtZShpZFRleHQ6IHN0cmluZywgbWV0aG9kOiBzdHJpbmcsIHBhcmFtc1RleHQ/OiBzdHJpbmcpOiBzdHJpbmc7XG4vKipcbiAqIEEgcmVxdWVzdCBmcmFtZSB3aG9zZSBwYXJhbXMgYXJlIGJ5dGVzIChzZWUgdGhlIHN0cmluZyBvdmVybG9hZCkuXG4gKlxuICogQHBhcmFtIGlkVGV4dCBUaGUgaWQgYXMgcmF3IEpTT04gdGV4dC5cbiAqIEBwYXJhbSBtZXRob2QgVGhlIG1ldGhvZCBuYW1lIChlbmNvZGVkIGhlcmUpLlxuICogQHBhcmFtIHBhcmFtc1RleHQgVGhlIHBhcmFtcyBhcyByYXcgSlNPTiBieXRlcy5cbiAqIEByZXR1cm5zIFRoZSBmcmFtZSBhcyBieXRlcywgd2l0aG91dCBuZXdsaW5lLlxuICpcbiAqIEBleGFtcGxlIFNwbGljZSBwYXJhbXMgYnl0ZXMgZnJvbSBhbm90aGVyIGZyYW1lXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgcmVxdWVzdEZyYW1lIH0gZnJvbSBcIi4vd3JpdGVyLnRzXCI7XG4gKiBjb25zdCBmcmFtZSA9IHJlcXVlc3RGcmFtZShcIjFcIiwgXCJtXCIsIG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShge1wieFwiOjEuMH1gKSk7XG4gKiBjb25zb2xlLmxvZyhuZXcgVGV4dERlY29kZXIoKS5kZWNvZGUoZnJhbWUpKTsgLy8ge1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOjEsXCJtZXRob2RcIjpcIm1cIixcInBhcmFtc1wiOntcInhcIjoxLjB9fVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZXF1ZXN0RnJhbWUoaWRUZXh0OiBzdHJpbmcsIG1ldGhvZDogc3RyaW5nLCBwYXJhbXNUZXh0OiBVaW50OEFycmF5KTogVWludDhBcnJheTtcbmV4cG9ydCBmdW5jdGlvbiByZXF1ZXN0RnJhbWUoXG4gIGlkVGV4dDogc3RyaW5nLFxuICBtZXRob2Q6IHN0cmluZyxcbiAgcGFyYW1zVGV4dD86IHN0cmluZyB8IFVpbnQ4QXJyYXksXG4pOiBzdHJpbmcgfCBVaW50OEFycmF5IHtcbiAgcmV0dXJuIGpvaW4oY2FsbFBpZWNlcyhpZFRleHQsIEpTT04uc3RyaW5naWZ5KG1ldGhvZCksIHBhcmFtc1RleHQpKTtcbn1cblxuLyoqXG4gKiBBIG5vdGlmaWNhdGlvbiBmcmFtZSBge1wianNvbnJwY1wiOlwiMi4wXCIsXCJtZXRob2RcIjpNLFwicGFyYW1zXCI6UH1gLlxuICpcbiAqIEBwYXJhbSBtZXRob2QgVGhlIG1ldGhvZCBuYW1lIChlbmNvZGVkIGhlcmUpLlxuICogQHBhcmFtIHBhcmFtc1RleHQgVGhlIHBhcmFtcyBhcyByYXcgSlNPTiB0ZXh0OyBsZWZ0IG91dCB3aGVuIHVuZGVmaW5lZC5cbiAqIEByZXR1cm5zIFRoZSBmcmFtZSwgd2l0aG91dCBuZXdsaW5lLlxuICpcbiAqIEBleGFtcGxlIEJ1aWxkIGEgbm90aWZpY2F0aW9uXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgbm90aWZpY2F0aW9uRnJhbWUgfSBmcm9tIFwiLi93cml0ZXIudHNcIjtcbiAqIGNvbnNvbGUubG9nKG5vdGlmaWNhdGlvbkZyYW1lKFwic2Vzc2lvbi91cGRhdGVcIiwgYHtcInNlc3Npb25JZFwiOlwic1wifWApKTtcbiAqIC8vIHtcImpzb25ycGNcIjpcIjIuMFwiLFwibWV0aG9kXCI6XCJzZXNzaW9uL3VwZGF0ZVwiLFwicGFyYW1zXCI6e1wic2Vzc2lvbklkXCI6XCJzXCJ9fVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBub3RpZmljYXRpb25GcmFtZShtZXRob2Q6IHN0cmluZywgcGFyYW1zVGV4dD86IHN0cmluZyk6IHN0cmluZztcbi8qKlxuICogQSBub3RpZmljYXRpb24gZnJhbWUgd2hvc2UgcGFyYW1zIGFyZSBieXRlcyAoc2VlIHRoZSBzdHJpbmcgb3ZlcmxvYWQpLlxuICpcbiAqIEBwYXJhbSBtZXRob2QgVGhlIG1ldGhvZCBuYW1lIChlbmNvZGVkIGhlcmUpLlxuICogQHBhcmFtIHBhcmFtc1RleHQgVGhlIHBhcmFtcyBhcyByYXcgSlNPTiBieXRlcy5cbiAqIEByZXR1cm5zIFRoZSBmcmFtZSBhcyBieXRlcywgd2l0aG91dCBuZXdsaW5lLlxuICpcbiAqIEBleGFtcGxlIFNwbGljZSBwYXJhbXMgYnl0ZXNcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBub3RpZmljYXRpb25GcmFtZSB9IGZyb20gXCIuL3dyaXRlci50c1wiO1xuICogY29uc3QgZnJhbWUgPSBub3RpZmljYXRpb25GcmFtZShcIm1cIiwgbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGBbMV1gKSk7XG4gKiBjb25zb2xlLmxvZyhuZXcgVGV4dERlY29kZXIoKS5kZWNvZGUoZnJhbWUpKTsgLy8ge1wianNvbnJwY1wiOlwiMi4wXCIsXCJtZXRob2RcIjpcIm1cIixcInBhcmFtc1wiOlsxXX1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gbm90aWZpY2F0aW9uRnJhbWUobWV0aG9kOiBzdHJpbmcsIHBhcmFtc1RleHQ6IFVpbnQ4QXJyYXkpOiBVaW50OEFycmF5O1xuZXhwb3J0IGZ1bmN0aW9uIG5vdGlmaWNhdGlvbkZyYW1lKFxuICBtZXRob2Q6IHN0cmluZyxcbiAgcGFyYW1zVGV4dD86IHN0cmluZyB8IFVpbnQ4QXJyYXksXG4pOiBzdHJpbmcgfCBVaW50OEFycmF5IHtcbiAgcmV0dXJuIGpvaW4oY2FsbFBpZWNlcyh1bmRlZmluZWQsIEpTT04uc3RyaW5naWZ5KG1ldGhvZCksIHBhcmFtc1RleHQpKTtcbn1cblxuLyoqXG4gKiBBIHN1Y2Nlc3MgcmVzcG9uc2UgZnJhbWUgYHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjpJRCxcInJlc3VsdFwiOlJ9YC5cbiAqXG4gKiBAcGFyYW0gaWRUZXh0IFRoZSByZXF1ZXN0J3MgaWQgYXMgcmF3IEpTT04gdGV4dC5cbiAqIEBwYXJhbSByZXN1bHRUZXh0IFRoZSByZXN1bHQgYXMgcmF3IEpTT04gdGV4dC5cbiAqIEByZXR1cm5zIFRoZSBmcmFtZSwgd2l0aG91dCBuZXdsaW5lLlxuICpcbiAqIEBleGFtcGxlIEFuc3dlciB3aXRoIGEgcmF3IHJlc3VsdFxuICogYGBgdHNcbiAqIGltcG9ydCB7IHJlc3VsdEZyYW1lIH0gZnJvbSBcIi4vd3JpdGVyLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhyZXN1bHRGcmFtZShgXCJhXCJgLCBge1wicHJvdG9jb2xWZXJzaW9uXCI6MX1gKSk7XG4gKiAvLyB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6XCJhXCIsXCJyZXN1bHRcIjp7XCJwcm90b2NvbFZlcnNpb25cIjoxfX1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gcmVzdWx0RnJhbWUoaWRUZXh0OiBzdHJpbmcsIHJlc3VsdFRleHQ6IHN0cmluZyk6IHN0cmluZztcbi8qKlxuICogQSBzdWNjZXNzIHJlc3BvbnNlIGZyYW1lIHdob3NlIHJlc3VsdCBpcyBieXRlcyAoc2VlIHRoZSBzdHJpbmcgb3ZlcmxvYWQpLlxuICpcbiAqIEBwYXJhbSBpZFRleHQgVGhlIHJlcXVlc3QncyBpZCBhcyByYXcgSlNPTiB0ZXh0LlxuICogQHBhcmFtIHJlc3VsdFRleHQgVGhlIHJlc3VsdCBhcyByYXcgSlNPTiBieXRlcy5cbiAqIEByZXR1cm5zIFRoZSBmcmFtZSBhcyBieXRlcywgd2l0aG91dCBuZXdsaW5lLlxuICpcbiAqIEBleGFtcGxlIEFuc3dlciB3aXRoIHJlc3VsdCBieXRlc1xuICogYGBgdHNcbiAqIGltcG9ydCB7IHJlc3VsdEZyYW1lIH0gZnJvbSBcIi4vd3JpdGVyLnRzXCI7XG4gKiBjb25zdCBmcmFtZSA9IHJlc3VsdEZyYW1lKFwiMVwiLCBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXCJudWxsXCIpKTtcbiAqIGNvbnNvbGUubG9nKG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZShmcmFtZSkpOyAvLyB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6MSxcInJlc3VsdFwiOm51bGx9XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlc3VsdEZyYW1lKGlkVGV4dDogc3RyaW5nLCByZXN1bHRUZXh0OiBVaW50OEFycmF5KTogVWludDhBcnJheTtcbmV4cG9ydCBmdW5jdGlvbiByZXN1bHRGcmFtZShpZFRleHQ6IHN0cmluZywgcmVzdWx0VGV4dDogc3RyaW5nIHwgVWludDhBcnJheSk6IHN0cmluZyB8IFVpbnQ4QXJyYXkge1xuICByZXR1cm4gam9pbihbYHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjpgLCBpZFRleHQsIGAsXCJyZXN1bHRcIjpgLCByZXN1bHRUZXh0LCBcIn1cIl0pO1xufVxuXG4vKipcbiAqIEFuIGVycm9yIHJlc3BvbnNlIGZyYW1lIGB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6SUQsXCJlcnJvclwiOntcImNvZGVcIjpDLFwibWVzc2FnZVwiOk0sXCJkYXRhXCI6RH19YC5cbiAqXG4gKiBAcGFyYW0gaWRUZXh0IFRoZSByZXF1ZXN0J3MgaWQgYXMgcmF3IEpTT04gdGV4dCwgb3IgYG51bGxgIGZvciBgXCJpZFwiOm51bGxgLlxuICogQHBhcmFtIGNvZGUgVGhlIEpTT04tUlBDIGVycm9yIGNvZGUgKHdyaXR0ZW4gd2l0aCBgSlNPTi5zdHJpbmdpZnlgKS5cbiAqIEBwYXJhbSBtZXNzYWdlIE9uZS1saW5lIGRlc2NyaXB0aW9uIChlbmNvZGVkIGhlcmUpLlxuICogQHBhcmFtIGRhdGFUZXh0IGBlcnJvci5kYXRhYCBhcyByYXcgSlNPTiB0ZXh0OyBsZWZ0IG91dCB3aGVuIHVuZGVmaW5lZC5cbiAqIEByZXR1cm5zIFRoZSBmcmFtZSwgd2l0aG91dCBuZXdsaW5lLlxuICpcbiAqIEBleGFtcGxlIEFuc3dlciBhIHBhcnNlIGVycm9yXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZXJyb3JGcmFtZSB9IGZyb20gXCIuL3dyaXRlci50c1wiO1xuICogY29uc29sZS5sb2coZXJyb3JGcmFtZShudWxsLCAtMzI3MDAsIFwiUGFyc2UgZXJyb3JcIikpO1xuICogLy8ge1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOm51bGwsXCJlcnJvclwiOntcImNvZGVcIjotMzI3MDAsXCJtZXNzYWdlXCI6XCJQYXJzZSBlcnJvclwifX1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gZXJyb3JGcmFtZShcbiAgaWRUZXh0OiBzdHJpbmcgfCBudWxsLFxuICBjb2RlOiBudW1iZXIsXG4gIG1lc3NhZ2U6IHN0cmluZyxcbiAgZGF0YVRleHQ/OiBzdHJpbmcsXG4pOiBzdHJpbmcge1xuICBjb25zdCBkYXRhID0gZGF0YVRleHQgPT09IHVuZGVmaW5lZCA/IFwiXCIgOiBgLFwiZGF0YVwiOiR7ZGF0YVRleHR9YDtcbiAgcmV0dXJuIGB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6JHtpZFRleHQgPz8gXCJudWxsXCJ9LFwiZXJyb3JcIjp7XCJjb2RlXCI6JHtKU09OLnN0cmluZ2lmeShjb2RlKX0sYCArXG4gICAgYFwibWVzc2FnZVwiOiR7SlNPTi5zdHJpbmdpZnkobWVzc2FnZSl9JHtkYXRhfX19YDtcbn1cblxuLyoqXG4gKiBBIGAkL2NhbmNlbF9yZXF1ZXN0YCByZS1pc3N1ZWQgZm9yIHRoZSByZXF1ZXN0IHdpdGggaWQgYGlkVGV4dGAgb24gYW5vdGhlciBjb25uZWN0aW9uIChhXG4gKiBob3AncyBvd24gaWQsIG5ldmVyIGFub3RoZXIgaG9wJ3MpOiB0aGUgY2FuY2VsJ3MgYHBhcmFtc2AgYXMgc2VudCwgYF9tZXRhYCBhbmQgYWxsLCB3aXRoXG4gKiBvbmx5IHRoZSBgcmVxdWVzdElkYCB2YWx1ZSByZXBsYWNlZC5cbiAqXG4gKiBAcGFyYW0gZnJhbWUgVGhlIGNhbmNlbCBhcyByZWNlaXZlZC5cbiAqIEBwYXJhbSBwYXJhbXMgV2hlcmUgaXRzIGBwYXJhbXNgIG9iamVjdCBpcyBpbiBgZnJhbWVgLlxuICogQHBhcmFtIHJlcXVlc3RJZCBXaGVyZSB0aGUgdmFsdWUgb2YgYHBhcmFtcy5yZXF1ZXN0SWRgIGlzIGluIGBmcmFtZWAuXG4gKiBAcGFyYW0gaWRUZXh0IFRoZSByZXF1ZXN0J3MgaWQgb24gdGhlIG90aGVyIGNvbm5lY3Rpb24sIGFzIHJhdyBKU09OIHRleHQuXG4gKiBAcmV0dXJucyBUaGUgZnJhbWUsIHdpdGhvdXQgbmV3bGluZS5cbiAqXG4gKiBAZXhhbXBsZSBDYW5jZWwgcmVxdWVzdCA3IG9uIHRoaXMgaG9wLCBrZWVwaW5nIGBfbWV0YWBcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjYW5jZWxSZXF1ZXN0RnJhbWUgfSBmcm9tIFwiLi93cml0ZXIudHNcIjtcbiAqIGltcG9ydCB7IHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4vbWVzc2FnZS50c1wiO1xuICogaW1wb3J0IHsgc2Nhbkpzb24gfSBmcm9tIFwiLi9qc29uX3NjYW4udHNcIjtcbiAqIGNvbnN0IGZyYW1lID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFxuICogICBge1wianNvbnJwY1wiOlwiMi4wXCIsXCJtZXRob2RcIjpcIiQvY2FuY2VsX3JlcXVlc3RcIixcInBhcmFtc1wiOntcInJlcXVlc3RJZFwiOlwiYVwiLFwiX21ldGFcIjp7fX19YCxcbiAqICk7XG4gKiBjb25zdCBwYXJhbXMgPSB2aWV3TWVzc2FnZShmcmFtZSkucGFyYW1zU3BhbiE7XG4gKiBjb25zdCBzY2FuID0gc2Nhbkpzb24oZnJhbWUsIHBhcmFtcyk7XG4gKiBjb25zdCByZXF1ZXN0SWQgPSBzY2FuLnZhbGlkID8gc2Nhbi5tZW1iZXIoXCJyZXF1ZXN0SWRcIikhIDogcGFyYW1zO1xuICogY29uc29sZS5sb2cobmV3IFRleHREZWNvZGVyKCkuZGVjb2RlKGNhbmNlbFJlcXVlc3RGcmFtZShmcmFtZSwgcGFyYW1zLCByZXF1ZXN0SWQsIFwiN1wiKSkpO1xuICogLy8ge1wianNvbnJwY1wiOlwiMi4wXCIsXCJtZXRob2RcIjpcIiQvY2FuY2VsX3JlcXVlc3RcIixcInBhcmFtc1wiOntcInJlcXVlc3RJZFwiOjcsXCJfbWV0YVwiOnt9fX1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY2FuY2VsUmVxdWVzdEZyYW1lKFxuICBmcmFtZTogVWludDhBcnJheSxcbiAgcGFyYW1zOiBTcGFuLFxuICByZXF1ZXN0SWQ6IFNwYW4sXG4gIGlkVGV4dDogc3RyaW5nLFxuKTogVWludDhBcnJheSB7XG4gIHJldHVybiBqb2luQnl0ZXMoW1xuICAgIGB7XCJqc29ucnBjXCI6XCIyLjBcIixcIm1ldGhvZFwiOlwiJHtDQU5DRUxfUkVRVUVTVF9NRVRIT0R9XCIsXCJwYXJhbXNcIjpgLFxuICAgIGZyYW1lLnN1YmFycmF5KHBhcmFtcy5zdGFydCwgcmVxdWVzdElkLnN0YXJ0KSxcbiAgICBpZFRleHQsXG4gICAgZnJhbWUuc3ViYXJyYXkocmVxdWVzdElkLmVuZCwgcGFyYW1zLmVuZCksXG4gICAgXCJ9XCIsXG4gIF0pO1xufVxuXG4vKipcbiAqIEJ1aWxkcyBhIEpTT04gb2JqZWN0IHRleHQgZnJvbSBtZW1iZXJzIHdob3NlIHZhbHVlcyBhcmUgYWxyZWFkeSBKU09OIHRleHQuIE1lbWJlcnMgd2hvc2VcbiAqIHZhbHVlIGlzIGB1bmRlZmluZWRgIGFyZSBsZWZ0IG91dDsgbmFtZXMgYXJlIGVuY29kZWQgd2l0aCBgSlNPTi5zdHJpbmdpZnlgLlxuICpcbiAqIEBwYXJhbSBtZW1iZXJzIFBhaXJzIG9mIG1lbWJlciBuYW1lIGFuZCByYXcgSlNPTiB2YWx1ZSB0ZXh0LlxuICogQHJldHVybnMgVGhlIG9iamVjdCBhcyBKU09OIHRleHQuXG4gKlxuICogQGV4YW1wbGUgQ29weSByYXcgdmFsdWVzIGludG8gYSBuZXcgb2JqZWN0XG4gKiBgYGB0c1xuICogaW1wb3J0IHsgcmF3T2JqZWN0IH0gZnJvbSBcIi4vd3JpdGVyLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhyYXdPYmplY3QoW1tcImFcIiwgXCIxLjBcIl0sIFtcInNraXBcIiwgdW5kZWZpbmVkXSwgW1wiYlwiLCBge1wieFwiIDogMX1gXV0pKTtcbiAqIC8vIHtcImFcIjoxLjAsXCJiXCI6e1wieFwiIDogMX19XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJhd09iamVjdChtZW1iZXJzOiBSZWFkb25seUFycmF5PHJlYWRvbmx5IFtzdHJpbmcsIHN0cmluZyB8IHVuZGVmaW5lZF0+KTogc3RyaW5nIHtcbiAgY29uc3QgcGFydHM6IHN0cmluZ1tdID0gW107XG4gIGZvciAoY29uc3QgW2tleSwgdmFsdWVdIG9mIG1lbWJlcnMpIHtcbiAgICBpZiAodmFsdWUgIT09IHVuZGVmaW5lZCkgcGFydHMucHVzaChgJHtKU09OLnN0cmluZ2lmeShrZXkpfToke3ZhbHVlfWApO1xuICB9XG4gIHJldHVybiBgeyR7cGFydHMuam9pbihcIixcIil9fWA7XG59XG5cbi8qKlxuICogVGhlIFVURi0xNiBpbmRleCBpbiBgdGV4dGAgb2YgdGhlIGNoYXJhY3RlciB0aGF0IHN0YXJ0cyBhdCBVVEYtOCBieXRlIGBieXRlT2Zmc2V0YCxcbiAqIGNvdW50aW5nIG9uIGZyb20gYSBrbm93biBwYWlyIChgZnJvbUluZGV4YCwgYGZyb21CeXRlYCkuXG4gKi9cbmZ1bmN0aW9uIHV0ZjE2SW5kZXgodGV4dDogc3RyaW5nLCBieXRlT2Zmc2V0OiBudW1iZXIsIGZyb21JbmRleCA9IDAsIGZyb21CeXRlID0gMCk6IG51bWJlciB7XG4gIGxldCBpID0gZnJvbUluZGV4LCBiID0gZnJvbUJ5dGU7XG4gIHdoaWxlIChiIDwgYnl0ZU9mZnNldCAmJiBpIDwgdGV4dC5sZW5ndGgpIHtcbiAgICBjb25zdCBjID0gdGV4dC5jaGFyQ29kZUF0KGkpO1xuICAgIGlmIChjIDwgMHg4MCkgYiArPSAxO1xuICAgIGVsc2UgaWYgKGMgPCAweDgwMCkgYiArPSAyO1xuICAgIGVsc2UgaWYgKFxuICAgICAgKGMgJiAweGZjMDApID09PSAweGQ4MDAgJiYgaSArIDEgPCB0ZXh0Lmxlbmd0aCAmJiAodGV4dC5jaGFyQ29kZUF0KGkgKyAxKSAmIDB4ZmMwMCkgPT09IDB4ZGMwMFxuICAgICkge1xuICAgICAgYiArPSA0O1xuICAgICAgaSsrO1xuICAgIH0gZWxzZSBiICs9IDM7XG4gICAgaSsrO1xuICB9XG4gIGlmIChiICE9PSBieXRlT2Zmc2V0KSB7XG4gICAgdGhyb3cgbmV3IFJhbmdlRXJyb3IoYGJ5dGUgb2Zmc2V0ICR7Ynl0ZU9mZnNldH0gaXMgbm90IGEgY2hhcmFjdGVyIGJvdW5kYXJ5IG9mIHRoZSB0ZXh0YCk7XG4gIH1cbiAgcmV0dXJuIGk7XG59XG5cbi8qKlxuICogVGhlIGZyYW1lIHdpdGggaXRzIHRvcC1sZXZlbCBgaWRgIHZhbHVlIHJlcGxhY2VkIGJ5IGBuZXdJZFRleHRgOyBldmVyeSBvdGhlciBieXRlIHN0YXlzIGFzXG4gKiBpdCB3YXMgKGtleSBvcmRlciwgd2hpdGVzcGFjZSwgZXNjYXBlcywgYSB0cmFpbGluZyBDUikuXG4gKlxuICogQHBhcmFtIGZyYW1lIFRoZSBmcmFtZSBhcyB0ZXh0IChleGFjdGx5IHRoZSBkZWNvZGluZyBvZiB0aGUgYnl0ZXMgYHZpZXdgIHdhcyBtYWRlIGZyb20pLlxuICogQHBhcmFtIHZpZXcgVGhlIGZyYW1lJ3Mgdmlldy5cbiAqIEBwYXJhbSBuZXdJZFRleHQgVGhlIG5ldyBpZCBhcyByYXcgSlNPTiB0ZXh0IChhIGJpZyBpbnRlZ2VyIG9yIGFuIGVzY2FwZWQgc3RyaW5nIHN0YXlzIGV4YWN0KS5cbiAqIEByZXR1cm5zIFRoZSBuZXcgZnJhbWUgdGV4dC5cbiAqIEB0aHJvd3Mge01lc3NhZ2VTaGFwZUVycm9yfSBXaGVuIHRoZSBmcmFtZSBoYXMgbm8gYGlkYCBtZW1iZXIgKGEgbm90aWZpY2F0aW9uLCBhIGJhdGNoLFxuICogICBhIGZyYW1lIHRoYXQgaXMgbm90IEpTT04pLlxuICpcbiAqIEBleGFtcGxlIERlbGl2ZXIgYSByZXNwb25zZSB1bmRlciBhbm90aGVyIGlkXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgd2l0aElkIH0gZnJvbSBcIi4vd3JpdGVyLnRzXCI7XG4gKiBpbXBvcnQgeyB2aWV3TWVzc2FnZSB9IGZyb20gXCIuL21lc3NhZ2UudHNcIjtcbiAqIGNvbnN0IHRleHQgPSBge1wiaWRcIjogMSwgXCJyZXN1bHRcIjp7XCJpZFwiOjl9fVxccmA7XG4gKiBjb25zb2xlLmxvZyh3aXRoSWQodGV4dCwgdmlld01lc3NhZ2UobmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKHRleHQpKSwgYFwidjEtaW5pdFwiYCkpO1xuICogLy8ge1wiaWRcIjogXCJ2MS1pbml0XCIsIFwicmVzdWx0XCI6e1wiaWRcIjo5fX1cXHJcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gd2l0aElkKGZyYW1lOiBzdHJpbmcsIHZpZXc6IE1lc3NhZ2VWaWV3LCBuZXdJZFRleHQ6IHN0cmluZyk6IHN0cmluZztcbi8qKlxuICogVGhlIGZyYW1lIGJ5dGVzIHdpdGggdGhlIHRvcC1sZXZlbCBgaWRgIHZhbHVlIHJlcGxhY2VkIChzZWUgdGhlIHN0cmluZyBvdmVybG9hZCkuXG4gKlxuICogQHBhcmFtIGZyYW1lIFRoZSBmcmFtZSdzIGJ5dGVzICh0aGUgb25lcyBgdmlld2Agd2FzIG1hZGUgZnJvbSkuXG4gKiBAcGFyYW0gdmlldyBUaGUgZnJhbWUncyB2aWV3LlxuICogQHBhcmFtIG5ld0lkVGV4dCBUaGUgbmV3IGlkIGFzIHJhdyBKU09OIHRleHQuXG4gKiBAcmV0dXJucyBBIG5ldyBieXRlIGFycmF5LlxuICogQHRocm93cyB7TWVzc2FnZVNoYXBlRXJyb3J9IFdoZW4gdGhlIGZyYW1lIGhhcyBubyBgaWRgIG1lbWJlci5cbiAqXG4gKiBAZXhhbXBsZSBHaXZlIGEgcmVxdWVzdCB0aGlzIGhvcCdzIGlkXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgd2l0aElkIH0gZnJvbSBcIi4vd3JpdGVyLnRzXCI7XG4gKiBpbXBvcnQgeyB2aWV3TWVzc2FnZSB9IGZyb20gXCIuL21lc3NhZ2UudHNcIjtcbiAqIGNvbnN0IGZyYW1lID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6XCJjbGllbnQtN1wiLFwibWV0aG9kXCI6XCJtXCJ9YCk7XG4gKiBjb25zdCBvdXQgPSB3aXRoSWQoZnJhbWUsIHZpZXdNZXNzYWdlKGZyYW1lKSwgXCIzXCIpO1xuICogY29uc29sZS5sb2cobmV3IFRleHREZWNvZGVyKCkuZGVjb2RlKG91dCkpOyAvLyB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6MyxcIm1ldGhvZFwiOlwibVwifVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3aXRoSWQoZnJhbWU6IFVpbnQ4QXJyYXksIHZpZXc6IE1lc3NhZ2VWaWV3LCBuZXdJZFRleHQ6IHN0cmluZyk6IFVpbnQ4QXJyYXk7XG5leHBvcnQgZnVuY3Rpb24gd2l0aElkKFxuICBmcmFtZTogc3RyaW5nIHwgVWludDhBcnJheSxcbiAgdmlldzogTWVzc2FnZVZpZXcsXG4gIG5ld0lkVGV4dDogc3RyaW5nLFxuKTogc3RyaW5nIHwgVWludDhBcnJheSB7XG4gIGNvbnN0IHNwYW4gPSB2aWV3LmlkU3BhbjtcbiAgaWYgKHNwYW4gPT09IG51bGwpIHRocm93IG5ldyBNZXNzYWdlU2hhcGVFcnJvcihgdGhlICR7dmlldy5raW5kfSBmcmFtZSBoYXMgbm8gaWQgbWVtYmVyYCk7XG4gIGlmICh0eXBlb2YgZnJhbWUgIT09IFwic3RyaW5nXCIpIHtcbiAgICByZXR1cm4gam9pbkJ5dGVzKFtmcmFtZS5zdWJhcnJheSgwLCBzcGFuLnN0YXJ0KSwgbmV3SWRUZXh0LCBmcmFtZS5zdWJhcnJheShzcGFuLmVuZCldKTtcbiAgfVxuICBjb25zdCBzdGFydCA9IHV0ZjE2SW5kZXgoZnJhbWUsIHNwYW4uc3RhcnQpO1xuICBjb25zdCBlbmQgPSB1dGYxNkluZGV4KGZyYW1lLCBzcGFuLmVuZCwgc3RhcnQsIHNwYW4uc3RhcnQpO1xuICByZXR1cm4gZnJhbWUuc2xpY2UoMCwgc3RhcnQpICsgbmV3SWRUZXh0ICsgZnJhbWUuc2xpY2UoZW5kKTtcbn1cblxuLyoqIE9wdGlvbnMgb2Yge0BsaW5rY29kZSBzdWNjZXNzb3JFbnZlbG9wZX0uICovXG5leHBvcnQgaW50ZXJmYWNlIFN1Y2Nlc3NvckVudmVsb3BlT3B0aW9ucyB7XG4gIC8qKlxuICAgKiBUaGUgZW52ZWxvcGUncyBpZCBhcyByYXcgSlNPTiB0ZXh0IChlLmcuIGEgZnJlc2ggcGVyLWhvcCBpZCk7IG9ubHkgZm9yIGEgcmVxdWVzdC5cbiAgICpcbiAgICogQGRlZmF1bHQgdGhlIHdyYXBwZWQgcmVxdWVzdCdzIG93biBpZCB0ZXh0XG4gICAqL1xuICBpZFRleHQ/OiBzdHJpbmc7XG4gIC8qKlxuICAgKiBSYXcgSlNPTiB0ZXh0IG9mIHRoZSBlbnZlbG9wZSdzIGhvcC1sb2NhbCBgcGFyYW1zLl9tZXRhYC5cbiAgICpcbiAgICogQGRlZmF1bHQgbm9uZSAobm8gYF9tZXRhYCBtZW1iZXIpXG4gICAqL1xuICBtZXRhVGV4dD86IHN0cmluZztcbiAgLyoqXG4gICAqIFRoZSBlbnZlbG9wZSdzIG1ldGhvZDogYF9wcm94eS9zdWNjZXNzb3JgLCBvciB0aGUgc2NoZW1hJ3MgYHByb3h5L3N1Y2Nlc3NvcmAuXG4gICAqXG4gICAqIEBkZWZhdWx0IFwiX3Byb3h5L3N1Y2Nlc3NvclwiXG4gICAqL1xuICBtZXRob2Q/OiBzdHJpbmc7XG59XG5cbi8qKlxuICogV3JhcHMgYSByZXF1ZXN0IG9yIG5vdGlmaWNhdGlvbiBmb3IgdGhlIG5leHQgY29tcG9uZW50IG9mIGEgcHJveHkgY2hhaW46XG4gKiBge1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOklELFwibWV0aG9kXCI6XCJfcHJveHkvc3VjY2Vzc29yXCIsXCJwYXJhbXNcIjp7XCJtZXRob2RcIjpNLFwicGFyYW1zXCI6UCxcIl9tZXRhXCI6WH19YC5cbiAqIFRoZSBlbnZlbG9wZSBpcyBhIHJlcXVlc3QgaWZmIHRoZSB3cmFwcGVkIG1lc3NhZ2UgaXMgb25lLiBgTWAgYW5kIGBQYCBhcmUgdGhlIHdyYXBwZWRcbiAqIG1lc3NhZ2UncyByYXcgYG1ldGhvZGAgYW5kIGBwYXJhbXNgIGJ5dGVzIChgcGFyYW1zYCBsZWZ0IG91dCB3aGVuIGl0IGhhcyBub25lKS5cbiAqXG4gKiBAcGFyYW0gdmlldyBUaGUgdmlldyBvZiB0aGUgbWVzc2FnZSB0byB3cmFwLlxuICogQHBhcmFtIGZyYW1lIFRoZSBmcmFtZSBgdmlld2Agd2FzIG1hZGUgZnJvbS5cbiAqIEBwYXJhbSBvcHRpb25zIFRoZSBlbnZlbG9wZSdzIGlkIGFuZCBgX21ldGFgLlxuICogQHJldHVybnMgVGhlIGVudmVsb3BlIGZyYW1lIGFzIGJ5dGVzLCB3aXRob3V0IG5ld2xpbmUuXG4gKiBAdGhyb3dzIHtNZXNzYWdlU2hhcGVFcnJvcn0gV2hlbiBgdmlld2AgaXMgbm90IGEgcmVxdWVzdCBvciBub3RpZmljYXRpb24sIHdoZW4gYW5cbiAqICAgYGlkVGV4dGAgaXMgZ2l2ZW4gZm9yIGEgbm90aWZpY2F0aW9uLCBvciB3aGVuIGBtZXRob2RgIGlzIG5laXRoZXIgZW52ZWxvcGUgbWV0aG9kLlxuICpcbiAqIEBleGFtcGxlIFdyYXAgYSByZXF1ZXN0IHVuZGVyIGEgaG9wIGlkXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc3VjY2Vzc29yRW52ZWxvcGUgfSBmcm9tIFwiLi93cml0ZXIudHNcIjtcbiAqIGltcG9ydCB7IHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4vbWVzc2FnZS50c1wiO1xuICogY29uc3QgZnJhbWUgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjoxLjAsXCJtZXRob2RcIjpcIm1cIixcInBhcmFtc1wiOntcImFcIjpbMV19fWApO1xuICogY29uc3Qgb3V0ID0gc3VjY2Vzc29yRW52ZWxvcGUodmlld01lc3NhZ2UoZnJhbWUpLCBmcmFtZSwgeyBpZFRleHQ6IFwiNDJcIiB9KTtcbiAqIGNvbnNvbGUubG9nKG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZShvdXQpKTtcbiAqIC8vIHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjo0MixcIm1ldGhvZFwiOlwiX3Byb3h5L3N1Y2Nlc3NvclwiLFwicGFyYW1zXCI6e1wibWV0aG9kXCI6XCJtXCIsXCJwYXJhbXNcIjp7XCJhXCI6WzFdfX19XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN1Y2Nlc3NvckVudmVsb3BlKFxuICB2aWV3OiBNZXNzYWdlVmlldyxcbiAgZnJhbWU6IFVpbnQ4QXJyYXksXG4gIG9wdGlvbnM6IFN1Y2Nlc3NvckVudmVsb3BlT3B0aW9ucyA9IHt9LFxuKTogVWludDhBcnJheSB7XG4gIGlmICh2aWV3LmtpbmQgIT09IFwicmVxdWVzdFwiICYmIHZpZXcua2luZCAhPT0gXCJub3RpZmljYXRpb25cIikge1xuICAgIHRocm93IG5ldyBNZXNzYWdlU2hhcGVFcnJvcihcbiAgICAgIGBvbmx5IGEgcmVxdWVzdCBvciBub3RpZmljYXRpb24gY2FuIGJlIHdyYXBwZWQsIG5vdCBhICR7dmlldy5raW5kfWAsXG4gICAgKTtcbiAgfVxuICBpZiAodmlldy5raW5kID09PSBcIm5vdGlmaWNhdGlvblwiICYmIG9wdGlvbnMuaWRUZXh0ICE9PSB1bmRlZmluZWQpIHtcbiAgICB0aHJvdyBuZXcgTWVzc2FnZVNoYXBlRXJyb3IoXCJhIHdyYXBwZWQgbm90aWZpY2F0aW9uJ3MgZW52ZWxvcGUgaGFzIG5vIGlkXCIpO1xuICB9XG4gIGNvbnN0IG1ldGhvZCA9IG9wdGlvbnMubWV0aG9kID8/IFNVQ0NFU1NPUl9NRVRIT0Q7XG4gIGlmICghaXNTdWNjZXNzb3JNZXRob2QobWV0aG9kKSkge1xuICAgIHRocm93IG5ldyBNZXNzYWdlU2hhcGVFcnJvcihcbiAgICAgIGBhbiBlbnZlbG9wZSdzIG1ldGhvZCBpcyBcIiR7U1VDQ0VTU09SX01FVEhPRH1cIiBvciBcIiR7U0NIRU1BX1NVQ0NFU1NPUl9NRVRIT0R9XCIgKGdvdCAke1xuICAgICAgICBKU09OLnN0cmluZ2lmeShtZXRob2QpID8/IHR5cGVvZiBtZXRob2RcbiAgICAgIH0pYCxcbiAgICApO1xuICB9XG4gIGNvbnN0IGlubmVyOiBQaWVjZVtdID0gW2B7XCJtZXRob2RcIjpgLCBzcGFuKGZyYW1lLCB2aWV3Lm1ldGhvZFNwYW4hKV07XG4gIGlmICh2aWV3LnBhcmFtc1NwYW4gIT09IG51bGwpIGlubmVyLnB1c2goYCxcInBhcmFtc1wiOmAsIHNwYW4oZnJhbWUsIHZpZXcucGFyYW1zU3BhbikpO1xuICBpZiAob3B0aW9ucy5tZXRhVGV4dCAhPT0gdW5kZWZpbmVkKSBpbm5lci5wdXNoKGAsXCJfbWV0YVwiOmAsIG9wdGlvbnMubWV0YVRleHQpO1xuICBpbm5lci5wdXNoKFwifVwiKTtcbiAgY29uc3QgaWRUZXh0ID0gdmlldy5raW5kID09PSBcInJlcXVlc3RcIiA/IG9wdGlvbnMuaWRUZXh0ID8/IHZpZXcuaWRUZXh0ISA6IHVuZGVmaW5lZDtcbiAgcmV0dXJuIGpvaW5CeXRlcyhcbiAgICBjYWxsUGllY2VzKGlkVGV4dCwgSlNPTi5zdHJpbmdpZnkobWV0aG9kKSwgaW5uZXIpLFxuICApO1xufVxuXG5mdW5jdGlvbiBzcGFuKGZyYW1lOiBVaW50OEFycmF5LCBzOiBTcGFuKTogVWludDhBcnJheSB7XG4gIHJldHVybiBmcmFtZS5zdWJhcnJheShzLnN0YXJ0LCBzLmVuZCk7XG59XG5cbi8qKiBPcHRpb25zIG9mIHtAbGlua2NvZGUgdW53cmFwU3VjY2Vzc29yfS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVW53cmFwU3VjY2Vzc29yT3B0aW9ucyB7XG4gIC8qKlxuICAgKiBUaGUgdW53cmFwcGVkIHJlcXVlc3QncyBpZCBhcyByYXcgSlNPTiB0ZXh0IChlLmcuIGEgZnJlc2ggaWQgZm9yIHRoZSBuZXh0IGhvcCk7IG9ubHlcbiAgICogZm9yIGFuIGVudmVsb3BlIHRoYXQgaXMgYSByZXF1ZXN0LlxuICAgKlxuICAgKiBAZGVmYXVsdCB0aGUgZW52ZWxvcGUncyBvd24gaWQgdGV4dFxuICAgKi9cbiAgaWRUZXh0Pzogc3RyaW5nO1xuICAvKipcbiAgICogVGhlIHVud3JhcHBlZCBtZXNzYWdlJ3MgbWV0aG9kLCByZXBsYWNpbmcgdGhlIGlubmVyIG9uZSAoZS5nLiBgaW5pdGlhbGl6ZWAgYmVjb21pbmdcbiAgICogYF9wcm94eS9pbml0aWFsaXplYCBvbiBpdHMgd2F5IHRvIHRoZSBuZXh0IHByb3h5KS5cbiAgICpcbiAgICogQGRlZmF1bHQgdGhlIGlubmVyIGBtZXRob2RgLCBhcyBpdHMgcmF3IGJ5dGVzXG4gICAqL1xuICBtZXRob2Q/OiBzdHJpbmc7XG59XG5cbi8qKlxuICogVW53cmFwcyBhIGBfcHJveHkvc3VjY2Vzc29yYCBlbnZlbG9wZTogYHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjpJRCxcIm1ldGhvZFwiOk0sXCJwYXJhbXNcIjpQfWAsXG4gKiBhIHJlcXVlc3QgaWZmIHRoZSBlbnZlbG9wZSBoYXMgYW4gaWQuIGBNYCBhbmQgYFBgIGFyZSBjb3BpZWQgYXMgdGhlaXIgcmF3IGJ5dGVzOyBhXG4gKiBtaXNzaW5nIG9yIGBudWxsYCBpbm5lciBgcGFyYW1zYCBpcyBsZWZ0IG91dDsgdGhlIGVudmVsb3BlJ3MgYF9tZXRhYCBpcyBob3AtbG9jYWwgYW5kXG4gKiBkcm9wcGVkLlxuICpcbiAqIEBwYXJhbSB2aWV3IFRoZSB2aWV3IG9mIHRoZSBlbnZlbG9wZS5cbiAqIEBwYXJhbSBmcmFtZSBUaGUgZnJhbWUgYHZpZXdgIHdhcyBtYWRlIGZyb20uXG4gKiBAcGFyYW0gb3B0aW9ucyBUaGUgdW53cmFwcGVkIG1lc3NhZ2UncyBpZC5cbiAqIEByZXR1cm5zIFRoZSBpbm5lciBmcmFtZSBhcyBieXRlcywgd2l0aG91dCBuZXdsaW5lLlxuICogQHRocm93cyB7TWVzc2FnZVNoYXBlRXJyb3J9IFdoZW4gYHZpZXdgIGlzIG5vdCBhIGBfcHJveHkvc3VjY2Vzc29yYCByZXF1ZXN0IG9yXG4gKiAgIG5vdGlmaWNhdGlvbiB3aG9zZSBwYXJhbXMgYXJlIGFuIG9iamVjdCB3aXRoIGEgc3RyaW5nIGBtZXRob2RgLCBvciB3aGVuIGFuIGBpZFRleHRgXG4gKiAgIGlzIGdpdmVuIGZvciBhIG5vdGlmaWNhdGlvbi5cbiAqXG4gKiBAZXhhbXBsZSBVbndyYXAgYSBub3RpZmljYXRpb25cbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB1bndyYXBTdWNjZXNzb3IgfSBmcm9tIFwiLi93cml0ZXIudHNcIjtcbiAqIGltcG9ydCB7IHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4vbWVzc2FnZS50c1wiO1xuICogY29uc3QgZnJhbWUgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXG4gKiAgIGB7XCJqc29ucnBjXCI6XCIyLjBcIixcIm1ldGhvZFwiOlwiX3Byb3h5L3N1Y2Nlc3NvclwiLFwicGFyYW1zXCI6e1wibWV0aG9kXCI6XCJzZXNzaW9uL3VwZGF0ZVwiLFwicGFyYW1zXCI6e1wieFwiOjEuMH0sXCJfbWV0YVwiOnt9fX1gLFxuICogKTtcbiAqIGNvbnNvbGUubG9nKG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZSh1bndyYXBTdWNjZXNzb3Iodmlld01lc3NhZ2UoZnJhbWUpLCBmcmFtZSkpKTtcbiAqIC8vIHtcImpzb25ycGNcIjpcIjIuMFwiLFwibWV0aG9kXCI6XCJzZXNzaW9uL3VwZGF0ZVwiLFwicGFyYW1zXCI6e1wieFwiOjEuMH19XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVud3JhcFN1Y2Nlc3NvcihcbiAgdmlldzogTWVzc2FnZVZpZXcsXG4gIGZyYW1lOiBVaW50OEFycmF5LFxuICBvcHRpb25zOiBVbndyYXBTdWNjZXNzb3JPcHRpb25zID0ge30sXG4pOiBVaW50OEFycmF5IHtcbiAgaWYgKFxuICAgICh2aWV3LmtpbmQgIT09IFwicmVxdWVzdFwiICYmIHZpZXcua2luZCAhPT0gXCJub3RpZmljYXRpb25cIikgfHwgIWlzU3VjY2Vzc29yTWV0aG9kKHZpZXcubWV0aG9kKVxuICApIHtcbiAgICB0aHJvdyBuZXcgTWVzc2FnZVNoYXBlRXJyb3IoYG5vdCBhICR7U1VDQ0VTU09SX01FVEhPRH0gcmVxdWVzdCBvciBub3RpZmljYXRpb25gKTtcbiAgfVxuICBpZiAodmlldy5raW5kID09PSBcIm5vdGlmaWNhdGlvblwiICYmIG9wdGlvbnMuaWRUZXh0ICE9PSB1bmRlZmluZWQpIHtcbiAgICB0aHJvdyBuZXcgTWVzc2FnZVNoYXBlRXJyb3IoXCJhbiB1bndyYXBwZWQgbm90aWZpY2F0aW9uIGhhcyBubyBpZFwiKTtcbiAgfVxuICBjb25zdCBwYXJhbXMgPSB2aWV3LnBhcmFtc1NwYW4gPT09IG51bGwgPyBudWxsIDogc2Nhbkpzb24oZnJhbWUsIHZpZXcucGFyYW1zU3Bhbik7XG4gIGlmIChwYXJhbXMgPT09IG51bGwgfHwgIXBhcmFtcy52YWxpZCB8fCBwYXJhbXMudHlwZSAhPT0gXCJvYmplY3RcIikge1xuICAgIHRocm93IG5ldyBNZXNzYWdlU2hhcGVFcnJvcihgJHtTVUNDRVNTT1JfTUVUSE9EfSBwYXJhbXMgbXVzdCBiZSBhbiBvYmplY3RgKTtcbiAgfVxuICBjb25zdCBtZXRob2QgPSBwYXJhbXMuZmluZChcIm1ldGhvZFwiKTtcbiAgaWYgKG1ldGhvZCA8IDAgfHwgcGFyYW1zLmJ5dGVzW3BhcmFtcy52YWx1ZVN0YXJ0KG1ldGhvZCldICE9PSAweDIyKSB7XG4gICAgdGhyb3cgbmV3IE1lc3NhZ2VTaGFwZUVycm9yKGAke1NVQ0NFU1NPUl9NRVRIT0R9IHBhcmFtcy5tZXRob2QgbXVzdCBiZSBhIHN0cmluZ2ApO1xuICB9XG4gIGNvbnN0IGlubmVyID0gcGFyYW1zLmZpbmQoXCJwYXJhbXNcIik7XG4gIGNvbnN0IGlubmVyUGFyYW1zID0gaW5uZXIgPCAwIHx8IHBhcmFtcy5ieXRlc1twYXJhbXMudmFsdWVTdGFydChpbm5lcildID09PSAweDZlIC8vIG51bGxcbiAgICA/IHVuZGVmaW5lZFxuICAgIDogc3BhbihmcmFtZSwgcGFyYW1zLnZhbHVlU3Bhbihpbm5lcikpO1xuICBjb25zdCBpZFRleHQgPSB2aWV3LmtpbmQgPT09IFwicmVxdWVzdFwiID8gb3B0aW9ucy5pZFRleHQgPz8gdmlldy5pZFRleHQhIDogdW5kZWZpbmVkO1xuICBjb25zdCBtZXRob2RQaWVjZSA9IG9wdGlvbnMubWV0aG9kID09PSB1bmRlZmluZWRcbiAgICA/IHNwYW4oZnJhbWUsIHBhcmFtcy52YWx1ZVNwYW4obWV0aG9kKSlcbiAgICA6IEpTT04uc3RyaW5naWZ5KG9wdGlvbnMubWV0aG9kKTtcbiAgcmV0dXJuIGpvaW5CeXRlcyhjYWxsUGllY2VzKGlkVGV4dCwgbWV0aG9kUGllY2UsIGlubmVyUGFyYW1zKSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtCQyxHQUVELFNBQVMsUUFBUSxRQUFtQixpQkFBaUI7QUFHckQsNkVBQTZFLEdBQzdFLE9BQU8sTUFBTSxtQkFBbUIsbUJBQW1CO0FBRW5EOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSwwQkFBMEIsa0JBQWtCO0FBRXpELHFFQUFxRSxHQUNyRSxPQUFPLFNBQVMsa0JBQWtCLE1BQXFCO0VBQ3JELE9BQU8sV0FBVyxvQkFBb0IsV0FBVztBQUNuRDtBQUVBLCtFQUErRSxHQUMvRSxPQUFPLE1BQU0sd0JBQXdCLG1CQUFtQjtBQUV4RDs7Ozs7Ozs7Ozs7Ozs7O0NBZUMsR0FDRCxPQUFPLE1BQU0sMEJBQTBCO0VBQ3JDOzs7O0dBSUMsR0FDRCxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBLE1BQU0sVUFBVSxJQUFJO0FBSXBCLHFFQUFxRSxHQUNyRSxTQUFTLFVBQVUsTUFBd0I7RUFDekMsTUFBTSxRQUFRLE9BQU8sR0FBRyxDQUFDLENBQUMsSUFBTSxPQUFPLE1BQU0sV0FBVyxRQUFRLE1BQU0sQ0FBQyxLQUFLO0VBQzVFLElBQUksU0FBUztFQUNiLEtBQUssTUFBTSxLQUFLLE1BQU8sVUFBVSxFQUFFLE1BQU07RUFDekMsTUFBTSxNQUFNLElBQUksV0FBVztFQUMzQixJQUFJLFNBQVM7RUFDYixLQUFLLE1BQU0sS0FBSyxNQUFPO0lBQ3JCLElBQUksR0FBRyxDQUFDLEdBQUc7SUFDWCxVQUFVLEVBQUUsTUFBTTtFQUNwQjtFQUNBLE9BQU87QUFDVDtBQUVBLGtFQUFrRSxHQUNsRSxTQUFTLEtBQUssTUFBd0I7RUFDcEMsS0FBSyxNQUFNLEtBQUssT0FBUSxJQUFJLE9BQU8sTUFBTSxVQUFVLE9BQU8sVUFBVTtFQUNwRSxPQUFPLE9BQU8sSUFBSSxDQUFDO0FBQ3JCO0FBRUEsU0FBUyxXQUNQLE1BQTBCLEVBQzFCLE1BQWEsRUFDYixNQUE0QztFQUU1QyxNQUFNLFNBQWtCO0lBQUMsQ0FBQyxpQkFBaUIsQ0FBQztHQUFDO0VBQzdDLElBQUksV0FBVyxXQUFXLE9BQU8sSUFBSSxDQUFDLENBQUMsS0FBSyxDQUFDLEVBQUUsUUFBUTtFQUN2RCxPQUFPLElBQUksQ0FBQyxDQUFDLFNBQVMsQ0FBQyxFQUFFO0VBQ3pCLElBQUksT0FBTyxXQUFXLFlBQVksa0JBQWtCLFlBQVksT0FBTyxJQUFJLENBQUMsQ0FBQyxVQUFVLENBQUMsRUFBRTtPQUNyRixJQUFJLFdBQVcsV0FBVyxPQUFPLElBQUksQ0FBQyxDQUFDLFVBQVUsQ0FBQyxLQUFLO0VBQzVELE9BQU8sSUFBSSxDQUFDO0VBQ1osT0FBTztBQUNUO0FBa0NBLE9BQU8sU0FBUyxhQUNkLE1BQWMsRUFDZCxNQUFjLEVBQ2QsVUFBZ0M7RUFFaEMsT0FBTyxLQUFLLFdBQVcsUUFBUSxLQUFLLFNBQVMsQ0FBQyxTQUFTO0FBQ3pEO0FBZ0NBLE9BQU8sU0FBUyxrQkFDZCxNQUFjLEVBQ2QsVUFBZ0M7RUFFaEMsT0FBTyxLQUFLLFdBQVcsV0FBVyxLQUFLLFNBQVMsQ0FBQyxTQUFTO0FBQzVEO0FBZ0NBLE9BQU8sU0FBUyxZQUFZLE1BQWMsRUFBRSxVQUErQjtFQUN6RSxPQUFPLEtBQUs7SUFBQyxDQUFDLHNCQUFzQixDQUFDO0lBQUU7SUFBUSxDQUFDLFVBQVUsQ0FBQztJQUFFO0lBQVk7R0FBSTtBQUMvRTtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Q0FlQyxHQUNELE9BQU8sU0FBUyxXQUNkLE1BQXFCLEVBQ3JCLElBQVksRUFDWixPQUFlLEVBQ2YsUUFBaUI7RUFFakIsTUFBTSxPQUFPLGFBQWEsWUFBWSxLQUFLLENBQUMsUUFBUSxFQUFFLFVBQVU7RUFDaEUsT0FBTyxDQUFDLHNCQUFzQixFQUFFLFVBQVUsT0FBTyxpQkFBaUIsRUFBRSxLQUFLLFNBQVMsQ0FBQyxNQUFNLENBQUMsQ0FBQyxHQUN6RixDQUFDLFVBQVUsRUFBRSxLQUFLLFNBQVMsQ0FBQyxXQUFXLEtBQUssRUFBRSxDQUFDO0FBQ25EO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0F5QkMsR0FDRCxPQUFPLFNBQVMsbUJBQ2QsS0FBaUIsRUFDakIsTUFBWSxFQUNaLFNBQWUsRUFDZixNQUFjO0VBRWQsT0FBTyxVQUFVO0lBQ2YsQ0FBQywyQkFBMkIsRUFBRSxzQkFBc0IsV0FBVyxDQUFDO0lBQ2hFLE1BQU0sUUFBUSxDQUFDLE9BQU8sS0FBSyxFQUFFLFVBQVUsS0FBSztJQUM1QztJQUNBLE1BQU0sUUFBUSxDQUFDLFVBQVUsR0FBRyxFQUFFLE9BQU8sR0FBRztJQUN4QztHQUNEO0FBQ0g7QUFFQTs7Ozs7Ozs7Ozs7OztDQWFDLEdBQ0QsT0FBTyxTQUFTLFVBQVUsT0FBNkQ7RUFDckYsTUFBTSxRQUFrQixFQUFFO0VBQzFCLEtBQUssTUFBTSxDQUFDLEtBQUssTUFBTSxJQUFJLFFBQVM7SUFDbEMsSUFBSSxVQUFVLFdBQVcsTUFBTSxJQUFJLENBQUMsR0FBRyxLQUFLLFNBQVMsQ0FBQyxLQUFLLENBQUMsRUFBRSxPQUFPO0VBQ3ZFO0VBQ0EsT0FBTyxDQUFDLENBQUMsRUFBRSxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUMsQ0FBQztBQUMvQjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsV0FBVyxJQUFZLEVBQUUsVUFBa0IsRUFBRSxZQUFZLENBQUMsRUFBRSxXQUFXLENBQUM7RUFDL0UsSUFBSSxJQUFJLFdBQVcsSUFBSTtFQUN2QixNQUFPLElBQUksY0FBYyxJQUFJLEtBQUssTUFBTSxDQUFFO0lBQ3hDLE1BQU0sSUFBSSxLQUFLLFVBQVUsQ0FBQztJQUMxQixJQUFJLElBQUksTUFBTSxLQUFLO1NBQ2QsSUFBSSxJQUFJLE9BQU8sS0FBSztTQUNwQixJQUNILENBQUMsSUFBSSxNQUFNLE1BQU0sVUFBVSxJQUFJLElBQUksS0FBSyxNQUFNLElBQUksQ0FBQyxLQUFLLFVBQVUsQ0FBQyxJQUFJLEtBQUssTUFBTSxNQUFNLFFBQ3hGO01BQ0EsS0FBSztNQUNMO0lBQ0YsT0FBTyxLQUFLO0lBQ1o7RUFDRjtFQUNBLElBQUksTUFBTSxZQUFZO0lBQ3BCLE1BQU0sSUFBSSxXQUFXLENBQUMsWUFBWSxFQUFFLFdBQVcsd0NBQXdDLENBQUM7RUFDMUY7RUFDQSxPQUFPO0FBQ1Q7QUEwQ0EsT0FBTyxTQUFTLE9BQ2QsS0FBMEIsRUFDMUIsSUFBaUIsRUFDakIsU0FBaUI7RUFFakIsTUFBTSxPQUFPLEtBQUssTUFBTTtFQUN4QixJQUFJLFNBQVMsTUFBTSxNQUFNLElBQUksa0JBQWtCLENBQUMsSUFBSSxFQUFFLEtBQUssSUFBSSxDQUFDLHVCQUF1QixDQUFDO0VBQ3hGLElBQUksT0FBTyxVQUFVLFVBQVU7SUFDN0IsT0FBTyxVQUFVO01BQUMsTUFBTSxRQUFRLENBQUMsR0FBRyxLQUFLLEtBQUs7TUFBRztNQUFXLE1BQU0sUUFBUSxDQUFDLEtBQUssR0FBRztLQUFFO0VBQ3ZGO0VBQ0EsTUFBTSxRQUFRLFdBQVcsT0FBTyxLQUFLLEtBQUs7RUFDMUMsTUFBTSxNQUFNLFdBQVcsT0FBTyxLQUFLLEdBQUcsRUFBRSxPQUFPLEtBQUssS0FBSztFQUN6RCxPQUFPLE1BQU0sS0FBSyxDQUFDLEdBQUcsU0FBUyxZQUFZLE1BQU0sS0FBSyxDQUFDO0FBQ3pEO0FBd0JBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBc0JDLEdBQ0QsT0FBTyxTQUFTLGtCQUNkLElBQWlCLEVBQ2pCLEtBQWlCLEVBQ2pCLFVBQW9DLENBQUMsQ0FBQztFQUV0QyxJQUFJLEtBQUssSUFBSSxLQUFLLGFBQWEsS0FBSyxJQUFJLEtBQUssZ0JBQWdCO0lBQzNELE1BQU0sSUFBSSxrQkFDUixDQUFDLHFEQUFxRCxFQUFFLEtBQUssSUFBSSxFQUFFO0VBRXZFO0VBQ0EsSUFBSSxLQUFLLElBQUksS0FBSyxrQkFBa0IsUUFBUSxNQUFNLEtBQUssV0FBVztJQUNoRSxNQUFNLElBQUksa0JBQWtCO0VBQzlCO0VBQ0EsTUFBTSxTQUFTLFFBQVEsTUFBTSxJQUFJO0VBQ2pDLElBQUksQ0FBQyxrQkFBa0IsU0FBUztJQUM5QixNQUFNLElBQUksa0JBQ1IsQ0FBQyx5QkFBeUIsRUFBRSxpQkFBaUIsTUFBTSxFQUFFLHdCQUF3QixPQUFPLEVBQ2xGLEtBQUssU0FBUyxDQUFDLFdBQVcsT0FBTyxPQUNsQyxDQUFDLENBQUM7RUFFUDtFQUNBLE1BQU0sUUFBaUI7SUFBQyxDQUFDLFVBQVUsQ0FBQztJQUFFLEtBQUssT0FBTyxLQUFLLFVBQVU7R0FBRztFQUNwRSxJQUFJLEtBQUssVUFBVSxLQUFLLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQyxVQUFVLENBQUMsRUFBRSxLQUFLLE9BQU8sS0FBSyxVQUFVO0VBQ2xGLElBQUksUUFBUSxRQUFRLEtBQUssV0FBVyxNQUFNLElBQUksQ0FBQyxDQUFDLFNBQVMsQ0FBQyxFQUFFLFFBQVEsUUFBUTtFQUM1RSxNQUFNLElBQUksQ0FBQztFQUNYLE1BQU0sU0FBUyxLQUFLLElBQUksS0FBSyxZQUFZLFFBQVEsTUFBTSxJQUFJLEtBQUssTUFBTSxHQUFJO0VBQzFFLE9BQU8sVUFDTCxXQUFXLFFBQVEsS0FBSyxTQUFTLENBQUMsU0FBUztBQUUvQztBQUVBLFNBQVMsS0FBSyxLQUFpQixFQUFFLENBQU87RUFDdEMsT0FBTyxNQUFNLFFBQVEsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLEdBQUc7QUFDdEM7QUFvQkE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXdCQyxHQUNELE9BQU8sU0FBUyxnQkFDZCxJQUFpQixFQUNqQixLQUFpQixFQUNqQixVQUFrQyxDQUFDLENBQUM7RUFFcEMsSUFDRSxBQUFDLEtBQUssSUFBSSxLQUFLLGFBQWEsS0FBSyxJQUFJLEtBQUssa0JBQW1CLENBQUMsa0JBQWtCLEtBQUssTUFBTSxHQUMzRjtJQUNBLE1BQU0sSUFBSSxrQkFBa0IsQ0FBQyxNQUFNLEVBQUUsaUJBQWlCLHdCQUF3QixDQUFDO0VBQ2pGO0VBQ0EsSUFBSSxLQUFLLElBQUksS0FBSyxrQkFBa0IsUUFBUSxNQUFNLEtBQUssV0FBVztJQUNoRSxNQUFNLElBQUksa0JBQWtCO0VBQzlCO0VBQ0EsTUFBTSxTQUFTLEtBQUssVUFBVSxLQUFLLE9BQU8sT0FBTyxTQUFTLE9BQU8sS0FBSyxVQUFVO0VBQ2hGLElBQUksV0FBVyxRQUFRLENBQUMsT0FBTyxLQUFLLElBQUksT0FBTyxJQUFJLEtBQUssVUFBVTtJQUNoRSxNQUFNLElBQUksa0JBQWtCLEdBQUcsaUJBQWlCLHlCQUF5QixDQUFDO0VBQzVFO0VBQ0EsTUFBTSxTQUFTLE9BQU8sSUFBSSxDQUFDO0VBQzNCLElBQUksU0FBUyxLQUFLLE9BQU8sS0FBSyxDQUFDLE9BQU8sVUFBVSxDQUFDLFFBQVEsS0FBSyxNQUFNO0lBQ2xFLE1BQU0sSUFBSSxrQkFBa0IsR0FBRyxpQkFBaUIsK0JBQStCLENBQUM7RUFDbEY7RUFDQSxNQUFNLFFBQVEsT0FBTyxJQUFJLENBQUM7RUFDMUIsTUFBTSxjQUFjLFFBQVEsS0FBSyxPQUFPLEtBQUssQ0FBQyxPQUFPLFVBQVUsQ0FBQyxPQUFPLEtBQUssS0FBSyxPQUFPO0tBQ3BGLFlBQ0EsS0FBSyxPQUFPLE9BQU8sU0FBUyxDQUFDO0VBQ2pDLE1BQU0sU0FBUyxLQUFLLElBQUksS0FBSyxZQUFZLFFBQVEsTUFBTSxJQUFJLEtBQUssTUFBTSxHQUFJO0VBQzFFLE1BQU0sY0FBYyxRQUFRLE1BQU0sS0FBSyxZQUNuQyxLQUFLLE9BQU8sT0FBTyxTQUFTLENBQUMsV0FDN0IsS0FBSyxTQUFTLENBQUMsUUFBUSxNQUFNO0VBQ2pDLE9BQU8sVUFBVSxXQUFXLFFBQVEsYUFBYTtBQUNuRCJ9
// denoCacheMetadata=16765473355921207636,16656781617055507407