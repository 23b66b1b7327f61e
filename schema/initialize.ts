/**
 * Validation and conversion of `initialize` parameters (ROUTING §2.10, §2.12, §3.4).
 *
 * Every function here works on the params' raw JSON text plus its parsed value,
 * and copies raw text for everything it keeps (names, versions, `_meta`), so no
 * value the client sent is re-encoded. Pure: no I/O.
 *
 * @module
 */

import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { objectMembers, rawObject, type Span } from "./json_spans.ts";
import { MAX_PROTOCOL_VERSION } from "./versions.ts";

/** Initialize params as raw text plus their parsed value. */
export interface RawParams {
  /** The JSON text the params live in. */
  text: string;
  /** The span of the params object inside `text`. */
  span: Span;
  /** The parsed params (a plain object). */
  value: Record<string, unknown>;
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
  const span = objectMembers(params.text, params.span).get("protocolVersion");
  if (span === undefined) {
    throw new ProtocolError(ErrorCode.InvalidParams, `${method} protocolVersion is required`);
  }
  const raw = params.text.slice(span.start, span.end);
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

/** Raw text of member `key` of the object at `span`, if present. */
function member(text: string, span: Span, key: string): string | undefined {
  const m = objectMembers(text, span).get(key);
  return m === undefined ? undefined : text.slice(m.start, m.end);
}

function memberSpan(text: string, span: Span, key: string): Span {
  return objectMembers(text, span).get(key)!;
}

/** Raw `_meta` of an object when it is an object or null (the schema's type), else undefined. */
function rawMeta(text: string, span: Span, value: Record<string, unknown>): string | undefined {
  const meta = value._meta;
  return meta === null || isObject(meta) ? member(text, span, "_meta") : undefined;
}

/** A marker object (`{}` with optional `_meta`) rebuilt from the schema's fields only. */
function marker(text: string, span: Span, value: Record<string, unknown>): string {
  return rawObject([["_meta", rawMeta(text, span, value)]]);
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
  const { text, span, value } = params;
  const infoSpan = memberSpan(text, span, "info");
  const info = value.info as Record<string, unknown>;
  const title = typeof info.title === "string" || info.title === null
    ? member(text, infoSpan, "title")
    : undefined;
  const infoText = rawObject([
    ["name", member(text, infoSpan, "name")],
    ["version", member(text, infoSpan, "version")],
    ["title", title],
    ["_meta", rawMeta(text, infoSpan, info)],
  ]);
  let capabilitiesText: string | undefined;
  if (isObject(value.capabilities)) {
    const caps = value.capabilities;
    const capsSpan = memberSpan(text, span, "capabilities");
    let authText: string | undefined;
    if (isObject(caps.auth)) {
      const auth = caps.auth;
      const authSpan = memberSpan(text, capsSpan, "auth");
      authText = rawObject([
        [
          "terminal",
          isObject(auth.terminal)
            ? marker(text, memberSpan(text, authSpan, "terminal"), auth.terminal)
            : undefined,
        ],
        ["_meta", rawMeta(text, authSpan, auth)],
      ]);
    }
    let elicitationText: string | undefined;
    if (isObject(caps.elicitation)) {
      const el = caps.elicitation;
      const elSpan = memberSpan(text, capsSpan, "elicitation");
      elicitationText = rawObject([
        [
          "form",
          isObject(el.form) ? marker(text, memberSpan(text, elSpan, "form"), el.form) : undefined,
        ],
        [
          "url",
          isObject(el.url) ? marker(text, memberSpan(text, elSpan, "url"), el.url) : undefined,
        ],
        ["_meta", rawMeta(text, elSpan, el)],
      ]);
    }
    capabilitiesText = rawObject([
      ["auth", authText],
      ["elicitation", elicitationText],
      ["_meta", rawMeta(text, capsSpan, caps)],
    ]);
  }
  return rawObject([
    ["protocolVersion", "2"],
    ["info", infoText],
    ["capabilities", capabilitiesText],
    ["_meta", rawMeta(text, span, value)],
  ]);
}

/** The client capabilities every v2 client implies in v1 terms (rule 3.4). */
const V1_SESSION_CAPABILITIES = `{"configOptions":{"boolean":{}}}`;

/**
 * Converts v2 initialize params to v1 params (rule 3.4): `info` → `clientInfo`,
 * `capabilities` → `clientCapabilities` (auth terminal marker → `true`, elicitation
 * markers → `{}`, `session.configOptions.boolean` always set), top-level `_meta` kept,
 * unknown fields dropped.
 *
 * @param params Params already checked with {@linkcode validateV2Info}.
 * @returns The v1 params as JSON text.
 */
export function v1ParamsFromV2(params: RawParams): string {
  const { text, span, value } = params;
  const infoSpan = memberSpan(text, span, "info");
  const info = value.info as Record<string, unknown>;
  const clientInfo = rawObject([
    ["name", member(text, infoSpan, "name")],
    ["version", member(text, infoSpan, "version")],
    ["title", typeof info.title === "string" ? member(text, infoSpan, "title") : undefined],
  ]);
  let clientCapabilities: string | undefined;
  if (isObject(value.capabilities)) {
    const caps = value.capabilities;
    const capsSpan = memberSpan(text, span, "capabilities");
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
      ["_meta", isObject(caps._meta) ? member(text, capsSpan, "_meta") : undefined],
    ]);
  }
  return rawObject([
    ["protocolVersion", "1"],
    ["clientInfo", clientInfo],
    ["clientCapabilities", clientCapabilities],
    ["_meta", isObject(value._meta) ? member(text, span, "_meta") : undefined],
  ]);
}
