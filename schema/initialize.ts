/**
 * Validation and conversion of `initialize` parameters (ROUTING §2.10, §2.12, §3.4).
 *
 * Every function here works on the params' raw JSON text plus its parsed value,
 * and copies raw text for everything it keeps (names, versions, `_meta`), so no
 * value the client sent is re-encoded. The parsed value decides (is it an object? a
 * string?); the raw text is found by scanning the params' UTF-8 bytes with
 * `jsonrpc/json_scan.ts` and built with `jsonrpc/writer.ts`'s `rawObject`. Pure: no I/O.
 *
 * @module
 */

import { holdsMoreContainers, type JsonScan, scanJson, type Span } from "../jsonrpc/json_scan.ts";
import { frameText, type MessageView } from "../jsonrpc/message.ts";
import { rawObject } from "../jsonrpc/writer.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { MAX_PROTOCOL_VERSION } from "./versions.ts";

/** Initialize params as raw text plus their parsed value. */
export interface RawParams {
  /** The JSON text the params live in (often just the params themselves). */
  text: string;
  /** The span of the params object inside `text`, in UTF-16 code units. */
  span: Span;
  /** The parsed params (a plain object). */
  value: Record<string, unknown>;
}

const encoder = new TextEncoder();
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The params as UTF-8 bytes with their top-level members scanned ({@linkcode scanJson});
 * nested objects are scanned with {@linkcode objectAt} when a rule needs them.
 */
function scanParams(params: RawParams): JsonScan {
  return objectAt(encoder.encode(params.text.slice(params.span.start, params.span.end)));
}

/** The object at `span` of `bytes` (default: all of them), scanned; it must be valid JSON. */
function objectAt(bytes: Uint8Array, span?: Span): JsonScan {
  const scan = scanJson(bytes, span);
  if (!scan.valid) throw new TypeError(`initialize params are not JSON: ${scan.reason}`);
  return scan;
}

/** Raw text of member `key` of a scanned object, if present. */
function member(object: JsonScan, key: string): string | undefined {
  const span = object.member(key);
  return span === undefined ? undefined : utf8.decode(object.bytes.subarray(span.start, span.end));
}

/** The scanned object that is member `key` of `object` (the caller knows it is an object). */
function child(object: JsonScan, key: string): JsonScan {
  return objectAt(object.bytes, object.member(key)!);
}

/**
 * A request entry's params as {@linkcode RawParams}: just the params' exact text, parsed
 * (the one place an initialize's values are inspected).
 *
 * @param frame The frame the entry was viewed in.
 * @param entry A request entry of `frame` (from `viewMessage`).
 * @param message The error message when the params are missing or not an object.
 * @returns The params.
 * @throws {ProtocolError} `-32602` with `message` when the params are not an object.
 *
 * @example Take an initialize's params
 * ```ts
 * import { rawParamsOf } from "./initialize.ts";
 * import { viewMessage } from "../jsonrpc/message.ts";
 * const frame = new TextEncoder().encode(
 *   `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
 * );
 * const params = rawParamsOf(frame, viewMessage(frame), "initialize params must be an object");
 * console.log(params.text, params.value.protocolVersion); // {"protocolVersion":1} 1
 * ```
 */
export function rawParamsOf(frame: Uint8Array, entry: MessageView, message: string): RawParams {
  const span = entry.paramsSpan;
  if (span === null || frame[span.start] !== 0x7b) {
    throw new ProtocolError(ErrorCode.InvalidParams, message);
  }
  const shape = paramsShapeProblem(frame, span.start, span.end);
  if (shape !== null) {
    throw new ProtocolError(ErrorCode.InvalidParams, `${entry.method} params ${shape}`);
  }
  const text = frameText(frame, span);
  return { text, span: { start: 0, end: text.length }, value: JSON.parse(text) };
}

/**
 * Most objects and arrays an initialize's params may hold: they are parsed whole, and what that
 * costs grows with them (a 4-million-deep nest of arrays inside `info`, within `--max-frame`,
 * cost some 65 times its 8 MiB). A deep `_meta` of 100,000 levels still passes, copied verbatim.
 */
export const MAX_PARAMS_CONTAINERS = 1_048_576;

/**
 * What makes params (well-formed JSON from `start` to `end`) too costly to parse, or null: more
 * than {@linkcode MAX_PARAMS_CONTAINERS} objects and arrays.
 */
function paramsShapeProblem(frame: Uint8Array, start: number, end: number): string | null {
  if (!holdsMoreContainers(frame, { start, end }, MAX_PARAMS_CONTAINERS)) return null;
  return `hold more than ${MAX_PARAMS_CONTAINERS} objects and arrays; an initialize's are a ` +
    `handful`;
}

const INTEGER = /^(?:0|[1-9][0-9]{0,4})$/;

/** True when `value` is a JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads `protocolVersion` from initialize params (rule 2.10).
 *
 * @param params The params, already known to be an object.
 * @param method Method name, for the error message.
 * @returns The requested version.
 * @throws {ProtocolError} `-32602` when it is missing or not an integer from 0 to 65535.
 */
export function requestedVersion(params: RawParams, method: string): number {
  const raw = member(scanParams(params), "protocolVersion");
  if (raw === undefined) {
    throw new ProtocolError(ErrorCode.InvalidParams, `${method} protocolVersion is required`);
  }
  const n = INTEGER.test(raw) ? Number(raw) : NaN;
  if (!(n <= MAX_PROTOCOL_VERSION)) {
    throw new ProtocolError(
      ErrorCode.InvalidParams,
      `${method} protocolVersion must be an integer from 0 to ${MAX_PROTOCOL_VERSION}`,
      { protocolVersion: raw },
    );
  }
  return n;
}

function nonEmptyString(value: unknown): boolean {
  return typeof value === "string" && value.length > 0;
}

/**
 * Checks the v2 requirement that `info.name` and `info.version` are non-empty strings (rule 2.12).
 *
 * @param params The v2 params.
 * @throws {ProtocolError} `-32602` "v2 initialize info requires name and version".
 */
export function validateV2Info(params: Record<string, unknown>): void {
  const info = params.info;
  if (!isObject(info) || !nonEmptyString(info.name) || !nonEmptyString(info.version)) {
    throw new ProtocolError(
      ErrorCode.InvalidParams,
      "v2 initialize info requires name and version",
    );
  }
}

/** Raw `_meta` of an object when it is an object or null (the schema's type), else undefined. */
function rawMeta(object: JsonScan, value: Record<string, unknown>): string | undefined {
  const meta = value._meta;
  return meta === null || isObject(meta) ? member(object, "_meta") : undefined;
}

/** A marker object (`{}` with optional `_meta`) rebuilt from the schema's fields only. */
function marker(object: JsonScan, value: Record<string, unknown>): string {
  return rawObject([["_meta", rawMeta(object, value)]]);
}

/**
 * Canonical v2 params for a request that asked for a version above 2 (rule 3.4):
 * `protocolVersion: 2`, the schema's `info` and `capabilities` fields, `_meta`
 * verbatim; unknown fields dropped.
 *
 * @param params Params already checked with {@linkcode validateV2Info}.
 * @returns The new params as JSON text.
 */
export function canonicalV2Params(params: RawParams): string {
  const { value } = params;
  const top = scanParams(params);
  const infoObject = child(top, "info");
  const info = value.info as Record<string, unknown>;
  const title = typeof info.title === "string" || info.title === null
    ? member(infoObject, "title")
    : undefined;
  const infoText = rawObject([
    ["name", member(infoObject, "name")],
    ["version", member(infoObject, "version")],
    ["title", title],
    ["_meta", rawMeta(infoObject, info)],
  ]);
  let capabilitiesText: string | undefined;
  if (isObject(value.capabilities)) {
    const caps = value.capabilities;
    const capsObject = child(top, "capabilities");
    let authText: string | undefined;
    if (isObject(caps.auth)) {
      const auth = caps.auth;
      const authObject = child(capsObject, "auth");
      authText = rawObject([
        [
          "terminal",
          isObject(auth.terminal)
            ? marker(child(authObject, "terminal"), auth.terminal)
            : undefined,
        ],
        ["_meta", rawMeta(authObject, auth)],
      ]);
    }
    let elicitationText: string | undefined;
    if (isObject(caps.elicitation)) {
      const el = caps.elicitation;
      const elObject = child(capsObject, "elicitation");
      elicitationText = rawObject([
        ["form", isObject(el.form) ? marker(child(elObject, "form"), el.form) : undefined],
        ["url", isObject(el.url) ? marker(child(elObject, "url"), el.url) : undefined],
        ["_meta", rawMeta(elObject, el)],
      ]);
    }
    capabilitiesText = rawObject([
      ["auth", authText],
      ["elicitation", elicitationText],
      ["_meta", rawMeta(capsObject, caps)],
    ]);
  }
  return rawObject([
    ["protocolVersion", "2"],
    ["info", infoText],
    ["capabilities", capabilitiesText],
    ["_meta", rawMeta(top, value)],
  ]);
}

/** The client capabilities every v2 client implies in v1 terms (rule 3.4). */
const V1_SESSION_CAPABILITIES = `{"configOptions":{"boolean":{}}}`;

/**
 * Converts v2 initialize params to v1 params (rule 3.4): `info` -> `clientInfo`,
 * `capabilities` -> `clientCapabilities` (auth terminal marker -> `true`, elicitation
 * markers -> `{}`, `session.configOptions.boolean` always set), top-level `_meta` kept,
 * unknown fields dropped.
 *
 * @param params Params already checked with {@linkcode validateV2Info}.
 * @returns The v1 params as JSON text.
 */
export function v1ParamsFromV2(params: RawParams): string {
  const { value } = params;
  const top = scanParams(params);
  const infoObject = child(top, "info");
  const info = value.info as Record<string, unknown>;
  const clientInfo = rawObject([
    ["name", member(infoObject, "name")],
    ["version", member(infoObject, "version")],
    ["title", typeof info.title === "string" ? member(infoObject, "title") : undefined],
  ]);
  let clientCapabilities: string | undefined;
  if (isObject(value.capabilities)) {
    const caps = value.capabilities;
    const auth = isObject(caps.auth) && isObject(caps.auth.terminal)
      ? `{"terminal":true}`
      : undefined;
    let elicitation: string | undefined;
    if (isObject(caps.elicitation)) {
      const el = caps.elicitation;
      elicitation = rawObject([
        ["form", isObject(el.form) ? "{}" : undefined],
        ["url", isObject(el.url) ? "{}" : undefined],
      ]);
    }
    clientCapabilities = rawObject([
      ["auth", auth],
      ["elicitation", elicitation],
      ["session", V1_SESSION_CAPABILITIES],
      ["_meta", rawMeta(child(top, "capabilities"), caps)],
    ]);
  }
  return rawObject([
    ["protocolVersion", "1"],
    ["clientInfo", clientInfo],
    ["clientCapabilities", clientCapabilities],
    ["_meta", rawMeta(top, value)],
  ]);
}
