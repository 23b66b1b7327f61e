/**
 * The agent's answer to a client's `initialize`, as the client router sees it (ROUTING §4.3-4.5):
 * the agent's first frame must be the response to that request's id; a success's
 * `result.protocolVersion` decides fallback; on reuse the response is delivered under the
 * v1 client's id with every other byte unchanged. The frame's shape, id and spans come from
 * `jsonrpc/message.ts`; only an error response's `error` object is parsed. Pure.
 *
 * @module
 */

import { sameIdValue } from "../jsonrpc/id_value.ts";
import {
  holdsMoreContainers,
  isUtf8,
  type JsonType,
  jsonTypeAt,
  scanJson,
  type Span,
} from "../jsonrpc/json_scan.ts";
import { frameText, viewMessage } from "../jsonrpc/message.ts";
import { withId } from "../jsonrpc/writer.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { MAX_PARAMS_CONTAINERS } from "./initialize.ts";

/** The agent's initialize response, classified. */
export type InitializeResponse =
  | {
    /** A success (`result` present, no non-null `error`). */
    kind: "success";
    /** The frame as text (exactly the frame's bytes, decoded). */
    text: string;
    /** Raw JSON text of `result.protocolVersion`, or null when there is none. */
    protocolVersion: string | null;
  }
  | {
    /** An error response: the agent rejected the initialize. */
    kind: "error";
    /** The frame as text. */
    text: string;
    /** The agent's error object. */
    error: ProtocolError;
  };

/**
 * Checks that the agent's first frame answers the initialize with id `rawId` and classifies it.
 * Ids compare by value, as a JSON-RPC peer compares them: an agent that parses and re-writes
 * the id (`1.0` back as `1`, `"\u0031"` as `"1"`) answers it; `"1"` never answers `1`.
 *
 * @param frame The frame's bytes without its LF.
 * @param rawId The initialize request's id as raw JSON text.
 * @returns The classified response.
 * @throws {ProtocolError} `-32600` when the frame is anything but that response.
 *
 * @example
 * ```ts
 * import { parseInitializeResponse } from "./initialize_response.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","id":7,"result":{"protocolVersion":1}}`);
 * const response = parseInitializeResponse(frame, "7");
 * console.log(response.kind === "success" && response.protocolVersion); // "1"
 * ```
 */
export function parseInitializeResponse(frame: Uint8Array, rawId: string): InitializeResponse {
  const fail = (what: string): never => {
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      `the agent's first message must be the response to initialize (id ${rawId}); ${what}`,
    );
  };
  const view = viewMessage(frame);
  if (view.kind === "blank") fail("got a blank line");
  if (view.parseError) fail(`got a line that is not ${isUtf8(frame) ? "JSON" : "UTF-8"}`);
  if (view.kind === "batch") fail("got a batch");
  const span = view.span!;
  if (frame[span.start] !== 0x7b) fail("got a JSON value that is not an object");
  if (view.methodSpan !== null) {
    fail(`got a message with method ${frameText(frame, view.methodSpan)}`);
  }
  if (view.kind !== "response") fail("got neither result nor error");
  const id = view.idSpan === null ? "no id" : frameText(frame, view.idSpan);
  if (view.idText === null || !sameIdValue(view.idText, rawId)) fail(`got a response to ${id}`);
  const text = frameText(frame, { start: 0, end: frame.length });
  if (view.isError) {
    return { kind: "error", text, error: errorFrom(frame, view.errorSpan!) };
  }
  let protocolVersion: string | null = null;
  const result = view.resultSpan;
  if (result !== null && frame[result.start] === 0x7b) {
    const scan = scanJson(frame, result);
    const version = scan.valid ? scan.member("protocolVersion") : undefined;
    if (version !== undefined) protocolVersion = frameText(frame, version);
  }
  return { kind: "success", text, protocolVersion };
}

/**
 * The agent's error, read from its members without parsing it whole: `data` is parsed only when
 * it holds at most {@linkcode MAX_PARAMS_CONTAINERS} objects and arrays (the answer's text,
 * forwarded as it is, keeps it either way).
 */
function errorFrom(frame: Uint8Array, span: Span): ProtocolError {
  const scan = scanJson(frame, span);
  const member = (name: string, type: JsonType): unknown => {
    const at = scan.valid && scan.type === "object" ? scan.member(name) : undefined;
    if (at === undefined || jsonTypeAt(frame, at.start) !== type) return undefined;
    return JSON.parse(frameText(frame, at));
  };
  const code = member("code", "number"), message = member("message", "string");
  const data = scan.valid && scan.type === "object" ? scan.member("data") : undefined;
  const parsed = data === undefined || holdsMoreContainers(frame, data, MAX_PARAMS_CONTAINERS)
    ? undefined
    : JSON.parse(frameText(frame, data));
  if (typeof code === "number" && typeof message === "string") {
    return new ProtocolError(code, message, parsed);
  }
  return new ProtocolError(
    ErrorCode.InternalError,
    "the agent answered initialize with a malformed error",
    holdsMoreContainers(frame, span, MAX_PARAMS_CONTAINERS)
      ? undefined
      : JSON.parse(frameText(frame, span)),
  );
}

/**
 * The response text with its top-level `id` value replaced by `rawId`; every other character
 * stays as it was (key order, whitespace, a trailing CR).
 *
 * @param text A response's JSON text that has an `id` member.
 * @param rawId The new id as raw JSON text (a big integer or an escaped string stays exact).
 * @returns The new response text.
 * @throws {TypeError} (a `MessageShapeError` from `jsonrpc/writer.ts`'s `withId`, which does
 *   the work) when the text has no `id` member.
 *
 * @example
 * ```ts
 * import { withResponseId } from "./initialize_response.ts";
 * console.log(withResponseId(`{"id": 1, "result":{}}`, `"v1-init"`));
 * // {"id": "v1-init", "result":{}}
 * ```
 */
export function withResponseId(text: string, rawId: string): string {
  return withId(text, viewMessage(new TextEncoder().encode(text)), rawId);
}
