/**
 * The first frame of a client program that speaks exactly one ACP version (ROUTING §4.2):
 * it must be one `initialize` request, not a batch, with `protocolVersion` exactly that
 * version (and, for v2, `info.name`/`info.version`, rule 2.12). The frame's shape and id come
 * from `jsonrpc/message.ts`; only the params are parsed. Pure.
 *
 * @module
 */

import { findEntry, viewMessage } from "../jsonrpc/message.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { type RawParams, rawParamsOf, requestedVersion, validateV2Info } from "./initialize.ts";
import { INITIALIZE_METHOD, PROTOCOL_V2, type ProtocolVersion } from "./versions.ts";

/** A client's valid `initialize` request. */
export interface ClientInitialize {
  /** The request id as its original JSON text. */
  rawId: string;
  /** The params, as raw text plus parsed value. */
  params: RawParams;
}

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
  const view = viewMessage(frame);
  if (view.parseError) throw new ProtocolError(ErrorCode.ParseError, "Parse error", view.reason);
  if (view.kind === "blank") {
    throw new ProtocolError(ErrorCode.ParseError, "Parse error", "the line is blank");
  }
  if (view.kind === "batch") {
    const holdsInitialize = findEntry(view, (entry) =>
      entry.kind === "request" && entry.method === INITIALIZE_METHOD) !== undefined;
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      holdsInitialize
        ? "initialize must be sent on its own, not inside a batch"
        : "first ACP message must be an initialize request, got a batch",
    );
  }
  if (view.kind === "invalid") {
    throw new ProtocolError(ErrorCode.InvalidRequest, "Invalid Request", view.reason);
  }
  const nullId = view.idText === "null";
  if (view.kind !== "request" || view.method !== INITIALIZE_METHOD || nullId) {
    const what = view.kind === "response"
      ? "a response"
      : `${view.kind} ${JSON.stringify(view.method)}${nullId ? " with id null" : ""}`;
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      `first ACP message must be an initialize request, got ${what}`,
    );
  }
  const params = rawParamsOf(frame, view, "initialize params must be an object");
  const requested = requestedVersion(params, INITIALIZE_METHOD);
  if (requested !== version) {
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      `a v${version} client must send protocolVersion ${version}, got ${requested}`,
      { requested, expected: version },
    );
  }
  if (version === PROTOCOL_V2) validateV2Info(params.value);
  return { rawId: view.idText!, params };
}
