/**
 * The first frame of a client program that speaks exactly one ACP version (ROUTING §4.2):
 * it must be one `initialize` request, not a batch, with `protocolVersion` exactly that
 * version (and, for v2, `info.name`/`info.version`, rule 2.12). Pure.
 *
 * @module
 */

import { classifyEnvelope } from "./envelope.ts";
import { documentSpan, objectMembers } from "./json_spans.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { isObject, type RawParams, requestedVersion, validateV2Info } from "./initialize.ts";
import { INITIALIZE_METHOD, PROTOCOL_V2, type ProtocolVersion } from "./versions.ts";

/** A client's valid `initialize` request. */
export interface ClientInitialize {
  /** The request id as its original JSON text. */
  rawId: string;
  /** The params, as raw text plus parsed value. */
  params: RawParams;
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Checks a single-version client's first frame.
 *
 * @param frame The frame's bytes without its LF.
 * @param version The only version the client speaks.
 * @returns The request's raw id and params.
 * @throws {ProtocolError} `-32700` when the frame is not UTF-8 JSON, `-32600` when it is not
 *   one `initialize` request or asks for another version, `-32602` when its params are wrong.
 *
 * @example
 * ```ts
 * import { parseClientInitialize } from "./client_initialize.ts";
 * const frame = new TextEncoder().encode(
 *   `{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":1}}`,
 * );
 * console.log(parseClientInitialize(frame, 1).rawId); // "a" (with its quotes)
 * ```
 */
export function parseClientInitialize(
  frame: Uint8Array,
  version: ProtocolVersion,
): ClientInitialize {
  let text: string;
  let value: unknown;
  try {
    text = utf8.decode(frame);
    value = JSON.parse(text);
  } catch (e) {
    throw new ProtocolError(ErrorCode.ParseError, "Parse error", (e as Error).message);
  }
  if (Array.isArray(value)) {
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      "initialize must be sent on its own, not inside a batch",
    );
  }
  const span = documentSpan(text);
  const envelope = classifyEnvelope(text, span, value);
  if (envelope.kind === "invalid") {
    throw new ProtocolError(ErrorCode.InvalidRequest, "Invalid Request", envelope.reason);
  }
  const entry = value as Record<string, unknown>;
  if (envelope.kind !== "request" || entry.method !== INITIALIZE_METHOD || entry.id === null) {
    const what = envelope.kind === "response"
      ? "a response"
      : `${envelope.kind === "request" ? "request" : "notification"} ${
        JSON.stringify(entry.method)
      }${entry.id === null ? " with id null" : ""}`;
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      `first ACP message must be an initialize request, got ${what}`,
    );
  }
  if (!isObject(entry.params)) {
    throw new ProtocolError(ErrorCode.InvalidParams, "initialize params must be an object");
  }
  const params: RawParams = {
    text,
    span: objectMembers(text, span).get("params")!,
    value: entry.params,
  };
  const requested = requestedVersion(params, INITIALIZE_METHOD);
  if (requested !== version) {
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      `a v${version} client must send protocolVersion ${version}, got ${requested}`,
      { requested, expected: version },
    );
  }
  if (version === PROTOCOL_V2) validateV2Info(params.value);
  return { rawId: envelope.rawId!, params };
}
