/**
 * The agent's answer to a client's `initialize`, as the client router sees it (ROUTING §4.3–4.5):
 * the agent's first frame must be the response to that request's id; a success's
 * `result.protocolVersion` decides fallback; on reuse the response is delivered under the
 * v1 client's id with every other byte unchanged. Pure.
 *
 * @module
 */

import { documentSpan, objectMembers } from "./json_spans.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { isObject } from "./initialize.ts";

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

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Checks that the agent's first frame answers the initialize with id `rawId` and classifies it.
 * Ids compare by raw JSON text, so `1` and `1.0` differ.
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
  let text = "";
  let value: unknown;
  try {
    text = utf8.decode(frame);
    value = JSON.parse(text);
  } catch {
    fail(text.trim() === "" ? "got a blank line" : "got a line that is not UTF-8 JSON");
  }
  if (Array.isArray(value)) fail("got a batch");
  if (!isObject(value)) fail("got a JSON value that is not an object");
  const response = value as Record<string, unknown>;
  if ("method" in response) fail(`got a message with method ${JSON.stringify(response.method)}`);
  if (!("result" in response) && !("error" in response)) fail("got neither result nor error");
  const members = objectMembers(text, documentSpan(text));
  const idSpan = members.get("id");
  const id = idSpan === undefined ? "no id" : text.slice(idSpan.start, idSpan.end);
  if (id !== rawId) fail(`got a response to ${id}`);
  if ("error" in response && response.error !== null) {
    return { kind: "error", text, error: errorFrom(response.error) };
  }
  let protocolVersion: string | null = null;
  const resultSpan = members.get("result")!;
  if (isObject(response.result)) {
    const span = objectMembers(text, resultSpan).get("protocolVersion");
    if (span !== undefined) protocolVersion = text.slice(span.start, span.end);
  }
  return { kind: "success", text, protocolVersion };
}

function errorFrom(error: unknown): ProtocolError {
  if (isObject(error) && typeof error.code === "number" && typeof error.message === "string") {
    return new ProtocolError(error.code, error.message, error.data);
  }
  return new ProtocolError(
    ErrorCode.InternalError,
    "the agent answered initialize with a malformed error",
    error,
  );
}

/**
 * The response text with its top-level `id` value replaced by `rawId`; every other character
 * stays as it was (key order, whitespace, a trailing CR).
 *
 * @param text A response's JSON text that has an `id` member.
 * @param rawId The new id as raw JSON text (a big integer or an escaped string stays exact).
 * @returns The new response text.
 *
 * @example
 * ```ts
 * import { withResponseId } from "./initialize_response.ts";
 * console.log(withResponseId(`{"id": 1, "result":{}}`, `"v1-init"`));
 * // {"id": "v1-init", "result":{}}
 * ```
 */
export function withResponseId(text: string, rawId: string): string {
  const span = objectMembers(text, documentSpan(text)).get("id");
  if (span === undefined) throw new TypeError("the response has no id member");
  return text.slice(0, span.start) + rawId + text.slice(span.end);
}
