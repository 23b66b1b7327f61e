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
 */ import { holdsMoreContainers, scanJson } from "../jsonrpc/json_scan.ts";
import { frameText } from "../jsonrpc/message.ts";
import { rawObject } from "../jsonrpc/writer.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { MAX_PROTOCOL_VERSION } from "./versions.ts";
const encoder = new TextEncoder();
const utf8 = new TextDecoder("utf-8", {
  fatal: true,
  ignoreBOM: true
});
/**
 * The params as UTF-8 bytes with their top-level members scanned ({@linkcode scanJson});
 * nested objects are scanned with {@linkcode objectAt} when a rule needs them.
 */ function scanParams(params) {
  return objectAt(encoder.encode(params.text.slice(params.span.start, params.span.end)));
}
/** The object at `span` of `bytes` (default: all of them), scanned; it must be valid JSON. */ function objectAt(bytes, span) {
  const scan = scanJson(bytes, span);
  if (!scan.valid) throw new TypeError(`initialize params are not JSON: ${scan.reason}`);
  return scan;
}
/** Raw text of member `key` of a scanned object, if present. */ function member(object, key) {
  const span = object.member(key);
  return span === undefined ? undefined : utf8.decode(object.bytes.subarray(span.start, span.end));
}
/** The scanned object that is member `key` of `object` (the caller knows it is an object). */ function child(object, key) {
  return objectAt(object.bytes, object.member(key));
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
 */ export function rawParamsOf(frame, entry, message) {
  const span = entry.paramsSpan;
  if (span === null || frame[span.start] !== 0x7b) {
    throw new ProtocolError(ErrorCode.InvalidParams, message);
  }
  const shape = paramsShapeProblem(frame, span.start, span.end);
  if (shape !== null) {
    throw new ProtocolError(ErrorCode.InvalidParams, `${entry.method} params ${shape}`);
  }
  const text = frameText(frame, span);
  return {
    text,
    span: {
      start: 0,
      end: text.length
    },
    value: JSON.parse(text)
  };
}
/**
 * Most objects and arrays an initialize's params may hold: they are parsed whole, and what that
 * costs grows with them (a 4-million-deep nest of arrays inside `info`, within `--max-frame`,
 * cost some 65 times its 8 MiB). A deep `_meta` of 100,000 levels still passes, copied verbatim.
 */ export const MAX_PARAMS_CONTAINERS = 1_048_576;
/**
 * What makes params (well-formed JSON from `start` to `end`) too costly to parse, or null: more
 * than {@linkcode MAX_PARAMS_CONTAINERS} objects and arrays.
 */ function paramsShapeProblem(frame, start, end) {
  if (!holdsMoreContainers(frame, {
    start,
    end
  }, MAX_PARAMS_CONTAINERS)) return null;
  return `hold more than ${MAX_PARAMS_CONTAINERS} objects and arrays; an initialize's are a ` + `handful`;
}
const INTEGER = /^(?:0|[1-9][0-9]{0,4})$/;
/** True when `value` is a JSON object (not null, not an array). */ export function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
/**
 * Reads `protocolVersion` from initialize params (rule 2.10).
 *
 * @param params The params, already known to be an object.
 * @param method Method name, for the error message.
 * @returns The requested version.
 * @throws {ProtocolError} `-32602` when it is missing or not an integer from 0 to 65535.
 */ export function requestedVersion(params, method) {
  const raw = member(scanParams(params), "protocolVersion");
  if (raw === undefined) {
    throw new ProtocolError(ErrorCode.InvalidParams, `${method} protocolVersion is required`);
  }
  const n = INTEGER.test(raw) ? Number(raw) : NaN;
  if (!(n <= MAX_PROTOCOL_VERSION)) {
    throw new ProtocolError(ErrorCode.InvalidParams, `${method} protocolVersion must be an integer from 0 to ${MAX_PROTOCOL_VERSION}`, {
      protocolVersion: raw
    });
  }
  return n;
}
function nonEmptyString(value) {
  return typeof value === "string" && value.length > 0;
}
/**
 * Checks the v2 requirement that `info.name` and `info.version` are non-empty strings (rule 2.12).
 *
 * @param params The v2 params.
 * @throws {ProtocolError} `-32602` "v2 initialize info requires name and version".
 */ export function validateV2Info(params) {
  const info = params.info;
  if (!isObject(info) || !nonEmptyString(info.name) || !nonEmptyString(info.version)) {
    throw new ProtocolError(ErrorCode.InvalidParams, "v2 initialize info requires name and version");
  }
}
/** Raw `_meta` of an object when it is an object or null (the schema's type), else undefined. */ function rawMeta(object, value) {
  const meta = value._meta;
  return meta === null || isObject(meta) ? member(object, "_meta") : undefined;
}
/** A marker object (`{}` with optional `_meta`) rebuilt from the schema's fields only. */ function marker(object, value) {
  return rawObject([
    [
      "_meta",
      rawMeta(object, value)
    ]
  ]);
}
/**
 * Canonical v2 params for a request that asked for a version above 2 (rule 3.4):
 * `protocolVersion: 2`, the schema's `info` and `capabilities` fields, `_meta`
 * verbatim; unknown fields dropped.
 *
 * @param params Params already checked with {@linkcode validateV2Info}.
 * @returns The new params as JSON text.
 */ export function canonicalV2Params(params) {
  const { value } = params;
  const top = scanParams(params);
  const infoObject = child(top, "info");
  const info = value.info;
  const title = typeof info.title === "string" || info.title === null ? member(infoObject, "title") : undefined;
  const infoText = rawObject([
    [
      "name",
      member(infoObject, "name")
    ],
    [
      "version",
      member(infoObject, "version")
    ],
    [
      "title",
      title
    ],
    [
      "_meta",
      rawMeta(infoObject, info)
    ]
  ]);
  let capabilitiesText;
  if (isObject(value.capabilities)) {
    const caps = value.capabilities;
    const capsObject = child(top, "capabilities");
    let authText;
    if (isObject(caps.auth)) {
      const auth = caps.auth;
      const authObject = child(capsObject, "auth");
      authText = rawObject([
        [
          "terminal",
          isObject(auth.terminal) ? marker(child(authObject, "terminal"), auth.terminal) : undefined
        ],
        [
          "_meta",
          rawMeta(authObject, auth)
        ]
      ]);
    }
    let elicitationText;
    if (isObject(caps.elicitation)) {
      const el = caps.elicitation;
      const elObject = child(capsObject, "elicitation");
      elicitationText = rawObject([
        [
          "form",
          isObject(el.form) ? marker(child(elObject, "form"), el.form) : undefined
        ],
        [
          "url",
          isObject(el.url) ? marker(child(elObject, "url"), el.url) : undefined
        ],
        [
          "_meta",
          rawMeta(elObject, el)
        ]
      ]);
    }
    capabilitiesText = rawObject([
      [
        "auth",
        authText
      ],
      [
        "elicitation",
        elicitationText
      ],
      [
        "_meta",
        rawMeta(capsObject, caps)
      ]
    ]);
  }
  return rawObject([
    [
      "protocolVersion",
      "2"
    ],
    [
      "info",
      infoText
    ],
    [
      "capabilities",
      capabilitiesText
    ],
    [
      "_meta",
      rawMeta(top, value)
    ]
  ]);
}
/** The client capabilities every v2 client implies in v1 terms (rule 3.4). */ const V1_SESSION_CAPABILITIES = `{"configOptions":{"boolean":{}}}`;
/**
 * Converts v2 initialize params to v1 params (rule 3.4): `info` -> `clientInfo`,
 * `capabilities` -> `clientCapabilities` (auth terminal marker -> `true`, elicitation
 * markers -> `{}`, `session.configOptions.boolean` always set), top-level `_meta` kept,
 * unknown fields dropped.
 *
 * @param params Params already checked with {@linkcode validateV2Info}.
 * @returns The v1 params as JSON text.
 */ export function v1ParamsFromV2(params) {
  const { value } = params;
  const top = scanParams(params);
  const infoObject = child(top, "info");
  const info = value.info;
  const clientInfo = rawObject([
    [
      "name",
      member(infoObject, "name")
    ],
    [
      "version",
      member(infoObject, "version")
    ],
    [
      "title",
      typeof info.title === "string" ? member(infoObject, "title") : undefined
    ]
  ]);
  let clientCapabilities;
  if (isObject(value.capabilities)) {
    const caps = value.capabilities;
    const auth = isObject(caps.auth) && isObject(caps.auth.terminal) ? `{"terminal":true}` : undefined;
    let elicitation;
    if (isObject(caps.elicitation)) {
      const el = caps.elicitation;
      elicitation = rawObject([
        [
          "form",
          isObject(el.form) ? "{}" : undefined
        ],
        [
          "url",
          isObject(el.url) ? "{}" : undefined
        ]
      ]);
    }
    clientCapabilities = rawObject([
      [
        "auth",
        auth
      ],
      [
        "elicitation",
        elicitation
      ],
      [
        "session",
        V1_SESSION_CAPABILITIES
      ],
      [
        "_meta",
        rawMeta(child(top, "capabilities"), caps)
      ]
    ]);
  }
  return rawObject([
    [
      "protocolVersion",
      "1"
    ],
    [
      "clientInfo",
      clientInfo
    ],
    [
      "clientCapabilities",
      clientCapabilities
    ],
    [
      "_meta",
      rawMeta(top, value)
    ]
  ]);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3NjaGVtYS9pbml0aWFsaXplLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVmFsaWRhdGlvbiBhbmQgY29udmVyc2lvbiBvZiBgaW5pdGlhbGl6ZWAgcGFyYW1ldGVycyAoUk9VVElORyDCpzIuMTAsIMKnMi4xMiwgwqczLjQpLlxuICpcbiAqIEV2ZXJ5IGZ1bmN0aW9uIGhlcmUgd29ya3Mgb24gdGhlIHBhcmFtcycgcmF3IEpTT04gdGV4dCBwbHVzIGl0cyBwYXJzZWQgdmFsdWUsXG4gKiBhbmQgY29waWVzIHJhdyB0ZXh0IGZvciBldmVyeXRoaW5nIGl0IGtlZXBzIChuYW1lcywgdmVyc2lvbnMsIGBfbWV0YWApLCBzbyBub1xuICogdmFsdWUgdGhlIGNsaWVudCBzZW50IGlzIHJlLWVuY29kZWQuIFRoZSBwYXJzZWQgdmFsdWUgZGVjaWRlcyAoaXMgaXQgYW4gb2JqZWN0PyBhXG4gKiBzdHJpbmc/KTsgdGhlIHJhdyB0ZXh0IGlzIGZvdW5kIGJ5IHNjYW5uaW5nIHRoZSBwYXJhbXMnIFVURi04IGJ5dGVzIHdpdGhcbiAqIGBqc29ucnBjL2pzb25fc2Nhbi50c2AgYW5kIGJ1aWx0IHdpdGggYGpzb25ycGMvd3JpdGVyLnRzYCdzIGByYXdPYmplY3RgLiBQdXJlOiBubyBJL08uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGhvbGRzTW9yZUNvbnRhaW5lcnMsIHR5cGUgSnNvblNjYW4sIHNjYW5Kc29uLCB0eXBlIFNwYW4gfSBmcm9tIFwiLi4vanNvbnJwYy9qc29uX3NjYW4udHNcIjtcbmltcG9ydCB7IGZyYW1lVGV4dCwgdHlwZSBNZXNzYWdlVmlldyB9IGZyb20gXCIuLi9qc29ucnBjL21lc3NhZ2UudHNcIjtcbmltcG9ydCB7IHJhd09iamVjdCB9IGZyb20gXCIuLi9qc29ucnBjL3dyaXRlci50c1wiO1xuaW1wb3J0IHsgRXJyb3JDb2RlLCBQcm90b2NvbEVycm9yIH0gZnJvbSBcIi4vcHJvdG9jb2xfZXJyb3IudHNcIjtcbmltcG9ydCB7IE1BWF9QUk9UT0NPTF9WRVJTSU9OIH0gZnJvbSBcIi4vdmVyc2lvbnMudHNcIjtcblxuLyoqIEluaXRpYWxpemUgcGFyYW1zIGFzIHJhdyB0ZXh0IHBsdXMgdGhlaXIgcGFyc2VkIHZhbHVlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBSYXdQYXJhbXMge1xuICAvKiogVGhlIEpTT04gdGV4dCB0aGUgcGFyYW1zIGxpdmUgaW4gKG9mdGVuIGp1c3QgdGhlIHBhcmFtcyB0aGVtc2VsdmVzKS4gKi9cbiAgdGV4dDogc3RyaW5nO1xuICAvKiogVGhlIHNwYW4gb2YgdGhlIHBhcmFtcyBvYmplY3QgaW5zaWRlIGB0ZXh0YCwgaW4gVVRGLTE2IGNvZGUgdW5pdHMuICovXG4gIHNwYW46IFNwYW47XG4gIC8qKiBUaGUgcGFyc2VkIHBhcmFtcyAoYSBwbGFpbiBvYmplY3QpLiAqL1xuICB2YWx1ZTogUmVjb3JkPHN0cmluZywgdW5rbm93bj47XG59XG5cbmNvbnN0IGVuY29kZXIgPSBuZXcgVGV4dEVuY29kZXIoKTtcbmNvbnN0IHV0ZjggPSBuZXcgVGV4dERlY29kZXIoXCJ1dGYtOFwiLCB7IGZhdGFsOiB0cnVlLCBpZ25vcmVCT006IHRydWUgfSk7XG5cbi8qKlxuICogVGhlIHBhcmFtcyBhcyBVVEYtOCBieXRlcyB3aXRoIHRoZWlyIHRvcC1sZXZlbCBtZW1iZXJzIHNjYW5uZWQgKHtAbGlua2NvZGUgc2Nhbkpzb259KTtcbiAqIG5lc3RlZCBvYmplY3RzIGFyZSBzY2FubmVkIHdpdGgge0BsaW5rY29kZSBvYmplY3RBdH0gd2hlbiBhIHJ1bGUgbmVlZHMgdGhlbS5cbiAqL1xuZnVuY3Rpb24gc2NhblBhcmFtcyhwYXJhbXM6IFJhd1BhcmFtcyk6IEpzb25TY2FuIHtcbiAgcmV0dXJuIG9iamVjdEF0KGVuY29kZXIuZW5jb2RlKHBhcmFtcy50ZXh0LnNsaWNlKHBhcmFtcy5zcGFuLnN0YXJ0LCBwYXJhbXMuc3Bhbi5lbmQpKSk7XG59XG5cbi8qKiBUaGUgb2JqZWN0IGF0IGBzcGFuYCBvZiBgYnl0ZXNgIChkZWZhdWx0OiBhbGwgb2YgdGhlbSksIHNjYW5uZWQ7IGl0IG11c3QgYmUgdmFsaWQgSlNPTi4gKi9cbmZ1bmN0aW9uIG9iamVjdEF0KGJ5dGVzOiBVaW50OEFycmF5LCBzcGFuPzogU3Bhbik6IEpzb25TY2FuIHtcbiAgY29uc3Qgc2NhbiA9IHNjYW5Kc29uKGJ5dGVzLCBzcGFuKTtcbiAgaWYgKCFzY2FuLnZhbGlkKSB0aHJvdyBuZXcgVHlwZUVycm9yKGBpbml0aWFsaXplIHBhcmFtcyBhcmUgbm90IEpTT046ICR7c2Nhbi5yZWFzb259YCk7XG4gIHJldHVybiBzY2FuO1xufVxuXG4vKiogUmF3IHRleHQgb2YgbWVtYmVyIGBrZXlgIG9mIGEgc2Nhbm5lZCBvYmplY3QsIGlmIHByZXNlbnQuICovXG5mdW5jdGlvbiBtZW1iZXIob2JqZWN0OiBKc29uU2Nhbiwga2V5OiBzdHJpbmcpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBjb25zdCBzcGFuID0gb2JqZWN0Lm1lbWJlcihrZXkpO1xuICByZXR1cm4gc3BhbiA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogdXRmOC5kZWNvZGUob2JqZWN0LmJ5dGVzLnN1YmFycmF5KHNwYW4uc3RhcnQsIHNwYW4uZW5kKSk7XG59XG5cbi8qKiBUaGUgc2Nhbm5lZCBvYmplY3QgdGhhdCBpcyBtZW1iZXIgYGtleWAgb2YgYG9iamVjdGAgKHRoZSBjYWxsZXIga25vd3MgaXQgaXMgYW4gb2JqZWN0KS4gKi9cbmZ1bmN0aW9uIGNoaWxkKG9iamVjdDogSnNvblNjYW4sIGtleTogc3RyaW5nKTogSnNvblNjYW4ge1xuICByZXR1cm4gb2JqZWN0QXQob2JqZWN0LmJ5dGVzLCBvYmplY3QubWVtYmVyKGtleSkhKTtcbn1cblxuLyoqXG4gKiBBIHJlcXVlc3QgZW50cnkncyBwYXJhbXMgYXMge0BsaW5rY29kZSBSYXdQYXJhbXN9OiBqdXN0IHRoZSBwYXJhbXMnIGV4YWN0IHRleHQsIHBhcnNlZFxuICogKHRoZSBvbmUgcGxhY2UgYW4gaW5pdGlhbGl6ZSdzIHZhbHVlcyBhcmUgaW5zcGVjdGVkKS5cbiAqXG4gKiBAcGFyYW0gZnJhbWUgVGhlIGZyYW1lIHRoZSBlbnRyeSB3YXMgdmlld2VkIGluLlxuICogQHBhcmFtIGVudHJ5IEEgcmVxdWVzdCBlbnRyeSBvZiBgZnJhbWVgIChmcm9tIGB2aWV3TWVzc2FnZWApLlxuICogQHBhcmFtIG1lc3NhZ2UgVGhlIGVycm9yIG1lc3NhZ2Ugd2hlbiB0aGUgcGFyYW1zIGFyZSBtaXNzaW5nIG9yIG5vdCBhbiBvYmplY3QuXG4gKiBAcmV0dXJucyBUaGUgcGFyYW1zLlxuICogQHRocm93cyB7UHJvdG9jb2xFcnJvcn0gYC0zMjYwMmAgd2l0aCBgbWVzc2FnZWAgd2hlbiB0aGUgcGFyYW1zIGFyZSBub3QgYW4gb2JqZWN0LlxuICpcbiAqIEBleGFtcGxlIFRha2UgYW4gaW5pdGlhbGl6ZSdzIHBhcmFtc1xuICogYGBgdHNcbiAqIGltcG9ydCB7IHJhd1BhcmFtc09mIH0gZnJvbSBcIi4vaW5pdGlhbGl6ZS50c1wiO1xuICogaW1wb3J0IHsgdmlld01lc3NhZ2UgfSBmcm9tIFwiLi4vanNvbnJwYy9tZXNzYWdlLnRzXCI7XG4gKiBjb25zdCBmcmFtZSA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcbiAqICAgYHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjoxLFwibWV0aG9kXCI6XCJpbml0aWFsaXplXCIsXCJwYXJhbXNcIjp7XCJwcm90b2NvbFZlcnNpb25cIjoxfX1gLFxuICogKTtcbiAqIGNvbnN0IHBhcmFtcyA9IHJhd1BhcmFtc09mKGZyYW1lLCB2aWV3TWVzc2FnZShmcmFtZSksIFwiaW5pdGlhbGl6ZSBwYXJhbXMgbXVzdCBiZSBhbiBvYmplY3RcIik7XG4gKiBjb25zb2xlLmxvZyhwYXJhbXMudGV4dCwgcGFyYW1zLnZhbHVlLnByb3RvY29sVmVyc2lvbik7IC8vIHtcInByb3RvY29sVmVyc2lvblwiOjF9IDFcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gcmF3UGFyYW1zT2YoZnJhbWU6IFVpbnQ4QXJyYXksIGVudHJ5OiBNZXNzYWdlVmlldywgbWVzc2FnZTogc3RyaW5nKTogUmF3UGFyYW1zIHtcbiAgY29uc3Qgc3BhbiA9IGVudHJ5LnBhcmFtc1NwYW47XG4gIGlmIChzcGFuID09PSBudWxsIHx8IGZyYW1lW3NwYW4uc3RhcnRdICE9PSAweDdiKSB7XG4gICAgdGhyb3cgbmV3IFByb3RvY29sRXJyb3IoRXJyb3JDb2RlLkludmFsaWRQYXJhbXMsIG1lc3NhZ2UpO1xuICB9XG4gIGNvbnN0IHNoYXBlID0gcGFyYW1zU2hhcGVQcm9ibGVtKGZyYW1lLCBzcGFuLnN0YXJ0LCBzcGFuLmVuZCk7XG4gIGlmIChzaGFwZSAhPT0gbnVsbCkge1xuICAgIHRocm93IG5ldyBQcm90b2NvbEVycm9yKEVycm9yQ29kZS5JbnZhbGlkUGFyYW1zLCBgJHtlbnRyeS5tZXRob2R9IHBhcmFtcyAke3NoYXBlfWApO1xuICB9XG4gIGNvbnN0IHRleHQgPSBmcmFtZVRleHQoZnJhbWUsIHNwYW4pO1xuICByZXR1cm4geyB0ZXh0LCBzcGFuOiB7IHN0YXJ0OiAwLCBlbmQ6IHRleHQubGVuZ3RoIH0sIHZhbHVlOiBKU09OLnBhcnNlKHRleHQpIH07XG59XG5cbi8qKlxuICogTW9zdCBvYmplY3RzIGFuZCBhcnJheXMgYW4gaW5pdGlhbGl6ZSdzIHBhcmFtcyBtYXkgaG9sZDogdGhleSBhcmUgcGFyc2VkIHdob2xlLCBhbmQgd2hhdCB0aGF0XG4gKiBjb3N0cyBncm93cyB3aXRoIHRoZW0gKGEgNC1taWxsaW9uLWRlZXAgbmVzdCBvZiBhcnJheXMgaW5zaWRlIGBpbmZvYCwgd2l0aGluIGAtLW1heC1mcmFtZWAsXG4gKiBjb3N0IHNvbWUgNjUgdGltZXMgaXRzIDggTWlCKS4gQSBkZWVwIGBfbWV0YWAgb2YgMTAwLDAwMCBsZXZlbHMgc3RpbGwgcGFzc2VzLCBjb3BpZWQgdmVyYmF0aW0uXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfUEFSQU1TX0NPTlRBSU5FUlMgPSAxXzA0OF81NzY7XG5cbi8qKlxuICogV2hhdCBtYWtlcyBwYXJhbXMgKHdlbGwtZm9ybWVkIEpTT04gZnJvbSBgc3RhcnRgIHRvIGBlbmRgKSB0b28gY29zdGx5IHRvIHBhcnNlLCBvciBudWxsOiBtb3JlXG4gKiB0aGFuIHtAbGlua2NvZGUgTUFYX1BBUkFNU19DT05UQUlORVJTfSBvYmplY3RzIGFuZCBhcnJheXMuXG4gKi9cbmZ1bmN0aW9uIHBhcmFtc1NoYXBlUHJvYmxlbShmcmFtZTogVWludDhBcnJheSwgc3RhcnQ6IG51bWJlciwgZW5kOiBudW1iZXIpOiBzdHJpbmcgfCBudWxsIHtcbiAgaWYgKCFob2xkc01vcmVDb250YWluZXJzKGZyYW1lLCB7IHN0YXJ0LCBlbmQgfSwgTUFYX1BBUkFNU19DT05UQUlORVJTKSkgcmV0dXJuIG51bGw7XG4gIHJldHVybiBgaG9sZCBtb3JlIHRoYW4gJHtNQVhfUEFSQU1TX0NPTlRBSU5FUlN9IG9iamVjdHMgYW5kIGFycmF5czsgYW4gaW5pdGlhbGl6ZSdzIGFyZSBhIGAgK1xuICAgIGBoYW5kZnVsYDtcbn1cblxuY29uc3QgSU5URUdFUiA9IC9eKD86MHxbMS05XVswLTldezAsNH0pJC87XG5cbi8qKiBUcnVlIHdoZW4gYHZhbHVlYCBpcyBhIEpTT04gb2JqZWN0IChub3QgbnVsbCwgbm90IGFuIGFycmF5KS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpc09iamVjdCh2YWx1ZTogdW5rbm93bik6IHZhbHVlIGlzIFJlY29yZDxzdHJpbmcsIHVua25vd24+IHtcbiAgcmV0dXJuIHR5cGVvZiB2YWx1ZSA9PT0gXCJvYmplY3RcIiAmJiB2YWx1ZSAhPT0gbnVsbCAmJiAhQXJyYXkuaXNBcnJheSh2YWx1ZSk7XG59XG5cbi8qKlxuICogUmVhZHMgYHByb3RvY29sVmVyc2lvbmAgZnJvbSBpbml0aWFsaXplIHBhcmFtcyAocnVsZSAyLjEwKS5cbiAqXG4gKiBAcGFyYW0gcGFyYW1zIFRoZSBwYXJhbXMsIGFscmVhZHkga25vd24gdG8gYmUgYW4gb2JqZWN0LlxuICogQHBhcmFtIG1ldGhvZCBNZXRob2QgbmFtZSwgZm9yIHRoZSBlcnJvciBtZXNzYWdlLlxuICogQHJldHVybnMgVGhlIHJlcXVlc3RlZCB2ZXJzaW9uLlxuICogQHRocm93cyB7UHJvdG9jb2xFcnJvcn0gYC0zMjYwMmAgd2hlbiBpdCBpcyBtaXNzaW5nIG9yIG5vdCBhbiBpbnRlZ2VyIGZyb20gMCB0byA2NTUzNS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlcXVlc3RlZFZlcnNpb24ocGFyYW1zOiBSYXdQYXJhbXMsIG1ldGhvZDogc3RyaW5nKTogbnVtYmVyIHtcbiAgY29uc3QgcmF3ID0gbWVtYmVyKHNjYW5QYXJhbXMocGFyYW1zKSwgXCJwcm90b2NvbFZlcnNpb25cIik7XG4gIGlmIChyYXcgPT09IHVuZGVmaW5lZCkge1xuICAgIHRocm93IG5ldyBQcm90b2NvbEVycm9yKEVycm9yQ29kZS5JbnZhbGlkUGFyYW1zLCBgJHttZXRob2R9IHByb3RvY29sVmVyc2lvbiBpcyByZXF1aXJlZGApO1xuICB9XG4gIGNvbnN0IG4gPSBJTlRFR0VSLnRlc3QocmF3KSA/IE51bWJlcihyYXcpIDogTmFOO1xuICBpZiAoIShuIDw9IE1BWF9QUk9UT0NPTF9WRVJTSU9OKSkge1xuICAgIHRocm93IG5ldyBQcm90b2NvbEVycm9yKFxuICAgICAgRXJyb3JDb2RlLkludmFsaWRQYXJhbXMsXG4gICAgICBgJHttZXRob2R9IHByb3RvY29sVmVyc2lvbiBtdXN0IGJlIGFuIGludGVnZXIgZnJvbSAwIHRvICR7TUFYX1BST1RPQ09MX1ZFUlNJT059YCxcbiAgICAgIHsgcHJvdG9jb2xWZXJzaW9uOiByYXcgfSxcbiAgICApO1xuICB9XG4gIHJldHVybiBuO1xufVxuXG5mdW5jdGlvbiBub25FbXB0eVN0cmluZyh2YWx1ZTogdW5rbm93bik6IGJvb2xlYW4ge1xuICByZXR1cm4gdHlwZW9mIHZhbHVlID09PSBcInN0cmluZ1wiICYmIHZhbHVlLmxlbmd0aCA+IDA7XG59XG5cbi8qKlxuICogQ2hlY2tzIHRoZSB2MiByZXF1aXJlbWVudCB0aGF0IGBpbmZvLm5hbWVgIGFuZCBgaW5mby52ZXJzaW9uYCBhcmUgbm9uLWVtcHR5IHN0cmluZ3MgKHJ1bGUgMi4xMikuXG4gKlxuICogQHBhcmFtIHBhcmFtcyBUaGUgdjIgcGFyYW1zLlxuICogQHRocm93cyB7UHJvdG9jb2xFcnJvcn0gYC0zMjYwMmAgXCJ2MiBpbml0aWFsaXplIGluZm8gcmVxdWlyZXMgbmFtZSBhbmQgdmVyc2lvblwiLlxuICovXG5leHBvcnQgZnVuY3Rpb24gdmFsaWRhdGVWMkluZm8ocGFyYW1zOiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPik6IHZvaWQge1xuICBjb25zdCBpbmZvID0gcGFyYW1zLmluZm87XG4gIGlmICghaXNPYmplY3QoaW5mbykgfHwgIW5vbkVtcHR5U3RyaW5nKGluZm8ubmFtZSkgfHwgIW5vbkVtcHR5U3RyaW5nKGluZm8udmVyc2lvbikpIHtcbiAgICB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcihcbiAgICAgIEVycm9yQ29kZS5JbnZhbGlkUGFyYW1zLFxuICAgICAgXCJ2MiBpbml0aWFsaXplIGluZm8gcmVxdWlyZXMgbmFtZSBhbmQgdmVyc2lvblwiLFxuICAgICk7XG4gIH1cbn1cblxuLyoqIFJhdyBgX21ldGFgIG9mIGFuIG9iamVjdCB3aGVuIGl0IGlzIGFuIG9iamVjdCBvciBudWxsICh0aGUgc2NoZW1hJ3MgdHlwZSksIGVsc2UgdW5kZWZpbmVkLiAqL1xuZnVuY3Rpb24gcmF3TWV0YShvYmplY3Q6IEpzb25TY2FuLCB2YWx1ZTogUmVjb3JkPHN0cmluZywgdW5rbm93bj4pOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBjb25zdCBtZXRhID0gdmFsdWUuX21ldGE7XG4gIHJldHVybiBtZXRhID09PSBudWxsIHx8IGlzT2JqZWN0KG1ldGEpID8gbWVtYmVyKG9iamVjdCwgXCJfbWV0YVwiKSA6IHVuZGVmaW5lZDtcbn1cblxuLyoqIEEgbWFya2VyIG9iamVjdCAoYHt9YCB3aXRoIG9wdGlvbmFsIGBfbWV0YWApIHJlYnVpbHQgZnJvbSB0aGUgc2NoZW1hJ3MgZmllbGRzIG9ubHkuICovXG5mdW5jdGlvbiBtYXJrZXIob2JqZWN0OiBKc29uU2NhbiwgdmFsdWU6IFJlY29yZDxzdHJpbmcsIHVua25vd24+KTogc3RyaW5nIHtcbiAgcmV0dXJuIHJhd09iamVjdChbW1wiX21ldGFcIiwgcmF3TWV0YShvYmplY3QsIHZhbHVlKV1dKTtcbn1cblxuLyoqXG4gKiBDYW5vbmljYWwgdjIgcGFyYW1zIGZvciBhIHJlcXVlc3QgdGhhdCBhc2tlZCBmb3IgYSB2ZXJzaW9uIGFib3ZlIDIgKHJ1bGUgMy40KTpcbiAqIGBwcm90b2NvbFZlcnNpb246IDJgLCB0aGUgc2NoZW1hJ3MgYGluZm9gIGFuZCBgY2FwYWJpbGl0aWVzYCBmaWVsZHMsIGBfbWV0YWBcbiAqIHZlcmJhdGltOyB1bmtub3duIGZpZWxkcyBkcm9wcGVkLlxuICpcbiAqIEBwYXJhbSBwYXJhbXMgUGFyYW1zIGFscmVhZHkgY2hlY2tlZCB3aXRoIHtAbGlua2NvZGUgdmFsaWRhdGVWMkluZm99LlxuICogQHJldHVybnMgVGhlIG5ldyBwYXJhbXMgYXMgSlNPTiB0ZXh0LlxuICovXG5leHBvcnQgZnVuY3Rpb24gY2Fub25pY2FsVjJQYXJhbXMocGFyYW1zOiBSYXdQYXJhbXMpOiBzdHJpbmcge1xuICBjb25zdCB7IHZhbHVlIH0gPSBwYXJhbXM7XG4gIGNvbnN0IHRvcCA9IHNjYW5QYXJhbXMocGFyYW1zKTtcbiAgY29uc3QgaW5mb09iamVjdCA9IGNoaWxkKHRvcCwgXCJpbmZvXCIpO1xuICBjb25zdCBpbmZvID0gdmFsdWUuaW5mbyBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPjtcbiAgY29uc3QgdGl0bGUgPSB0eXBlb2YgaW5mby50aXRsZSA9PT0gXCJzdHJpbmdcIiB8fCBpbmZvLnRpdGxlID09PSBudWxsXG4gICAgPyBtZW1iZXIoaW5mb09iamVjdCwgXCJ0aXRsZVwiKVxuICAgIDogdW5kZWZpbmVkO1xuICBjb25zdCBpbmZvVGV4dCA9IHJhd09iamVjdChbXG4gICAgW1wibmFtZVwiLCBtZW1iZXIoaW5mb09iamVjdCwgXCJuYW1lXCIpXSxcbiAgICBbXCJ2ZXJzaW9uXCIsIG1lbWJlcihpbmZvT2JqZWN0LCBcInZlcnNpb25cIildLFxuICAgIFtcInRpdGxlXCIsIHRpdGxlXSxcbiAgICBbXCJfbWV0YVwiLCByYXdNZXRhKGluZm9PYmplY3QsIGluZm8pXSxcbiAgXSk7XG4gIGxldCBjYXBhYmlsaXRpZXNUZXh0OiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gIGlmIChpc09iamVjdCh2YWx1ZS5jYXBhYmlsaXRpZXMpKSB7XG4gICAgY29uc3QgY2FwcyA9IHZhbHVlLmNhcGFiaWxpdGllcztcbiAgICBjb25zdCBjYXBzT2JqZWN0ID0gY2hpbGQodG9wLCBcImNhcGFiaWxpdGllc1wiKTtcbiAgICBsZXQgYXV0aFRleHQ6IHN0cmluZyB8IHVuZGVmaW5lZDtcbiAgICBpZiAoaXNPYmplY3QoY2Fwcy5hdXRoKSkge1xuICAgICAgY29uc3QgYXV0aCA9IGNhcHMuYXV0aDtcbiAgICAgIGNvbnN0IGF1dGhPYmplY3QgPSBjaGlsZChjYXBzT2JqZWN0LCBcImF1dGhcIik7XG4gICAgICBhdXRoVGV4dCA9IHJhd09iamVjdChbXG4gICAgICAgIFtcbiAgICAgICAgICBcInRlcm1pbmFsXCIsXG4gICAgICAgICAgaXNPYmplY3QoYXV0aC50ZXJtaW5hbClcbiAgICAgICAgICAgID8gbWFya2VyKGNoaWxkKGF1dGhPYmplY3QsIFwidGVybWluYWxcIiksIGF1dGgudGVybWluYWwpXG4gICAgICAgICAgICA6IHVuZGVmaW5lZCxcbiAgICAgICAgXSxcbiAgICAgICAgW1wiX21ldGFcIiwgcmF3TWV0YShhdXRoT2JqZWN0LCBhdXRoKV0sXG4gICAgICBdKTtcbiAgICB9XG4gICAgbGV0IGVsaWNpdGF0aW9uVGV4dDogc3RyaW5nIHwgdW5kZWZpbmVkO1xuICAgIGlmIChpc09iamVjdChjYXBzLmVsaWNpdGF0aW9uKSkge1xuICAgICAgY29uc3QgZWwgPSBjYXBzLmVsaWNpdGF0aW9uO1xuICAgICAgY29uc3QgZWxPYmplY3QgPSBjaGlsZChjYXBzT2JqZWN0LCBcImVsaWNpdGF0aW9uXCIpO1xuICAgICAgZWxpY2l0YXRpb25UZXh0ID0gcmF3T2JqZWN0KFtcbiAgICAgICAgW1wiZm9ybVwiLCBpc09iamVjdChlbC5mb3JtKSA/IG1hcmtlcihjaGlsZChlbE9iamVjdCwgXCJmb3JtXCIpLCBlbC5mb3JtKSA6IHVuZGVmaW5lZF0sXG4gICAgICAgIFtcInVybFwiLCBpc09iamVjdChlbC51cmwpID8gbWFya2VyKGNoaWxkKGVsT2JqZWN0LCBcInVybFwiKSwgZWwudXJsKSA6IHVuZGVmaW5lZF0sXG4gICAgICAgIFtcIl9tZXRhXCIsIHJhd01ldGEoZWxPYmplY3QsIGVsKV0sXG4gICAgICBdKTtcbiAgICB9XG4gICAgY2FwYWJpbGl0aWVzVGV4dCA9IHJhd09iamVjdChbXG4gICAgICBbXCJhdXRoXCIsIGF1dGhUZXh0XSxcbiAgICAgIFtcImVsaWNpdGF0aW9uXCIsIGVsaWNpdGF0aW9uVGV4dF0sXG4gICAgICBbXCJfbWV0YVwiLCByYXdNZXRhKGNhcHNPYmplY3QsIGNhcHMpXSxcbiAgICBdKTtcbiAgfVxuICByZXR1cm4gcmF3T2JqZWN0KFtcbiAgICBbXCJwcm90b2NvbFZlcnNpb25cIiwgXCIyXCJdLFxuICAgIFtcImluZm9cIiwgaW5mb1RleHRdLFxuICAgIFtcImNhcGFiaWxpdGllc1wiLCBjYXBhYmlsaXRpZXNUZXh0XSxcbiAgICBbXCJfbWV0YVwiLCByYXdNZXRhKHRvcCwgdmFsdWUpXSxcbiAgXSk7XG59XG5cbi8qKiBUaGUgY2xpZW50IGNhcGFiaWxpdGllcyBldmVyeSB2MiBjbGllbnQgaW1wbGllcyBpbiB2MSB0ZXJtcyAocnVsZSAzLjQpLiAqL1xuY29uc3QgVjFfU0VTU0lPTl9DQVBBQklMSVRJRVMgPSBge1wiY29uZmlnT3B0aW9uc1wiOntcImJvb2xlYW5cIjp7fX19YDtcblxuLyoqXG4gKiBDb252ZXJ0cyB2MiBpbml0aWFsaXplIHBhcmFtcyB0byB2MSBwYXJhbXMgKHJ1bGUgMy40KTogYGluZm9gIC0+IGBjbGllbnRJbmZvYCxcbiAqIGBjYXBhYmlsaXRpZXNgIC0+IGBjbGllbnRDYXBhYmlsaXRpZXNgIChhdXRoIHRlcm1pbmFsIG1hcmtlciAtPiBgdHJ1ZWAsIGVsaWNpdGF0aW9uXG4gKiBtYXJrZXJzIC0+IGB7fWAsIGBzZXNzaW9uLmNvbmZpZ09wdGlvbnMuYm9vbGVhbmAgYWx3YXlzIHNldCksIHRvcC1sZXZlbCBgX21ldGFgIGtlcHQsXG4gKiB1bmtub3duIGZpZWxkcyBkcm9wcGVkLlxuICpcbiAqIEBwYXJhbSBwYXJhbXMgUGFyYW1zIGFscmVhZHkgY2hlY2tlZCB3aXRoIHtAbGlua2NvZGUgdmFsaWRhdGVWMkluZm99LlxuICogQHJldHVybnMgVGhlIHYxIHBhcmFtcyBhcyBKU09OIHRleHQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB2MVBhcmFtc0Zyb21WMihwYXJhbXM6IFJhd1BhcmFtcyk6IHN0cmluZyB7XG4gIGNvbnN0IHsgdmFsdWUgfSA9IHBhcmFtcztcbiAgY29uc3QgdG9wID0gc2NhblBhcmFtcyhwYXJhbXMpO1xuICBjb25zdCBpbmZvT2JqZWN0ID0gY2hpbGQodG9wLCBcImluZm9cIik7XG4gIGNvbnN0IGluZm8gPSB2YWx1ZS5pbmZvIGFzIFJlY29yZDxzdHJpbmcsIHVua25vd24+O1xuICBjb25zdCBjbGllbnRJbmZvID0gcmF3T2JqZWN0KFtcbiAgICBbXCJuYW1lXCIsIG1lbWJlcihpbmZvT2JqZWN0LCBcIm5hbWVcIildLFxuICAgIFtcInZlcnNpb25cIiwgbWVtYmVyKGluZm9PYmplY3QsIFwidmVyc2lvblwiKV0sXG4gICAgW1widGl0bGVcIiwgdHlwZW9mIGluZm8udGl0bGUgPT09IFwic3RyaW5nXCIgPyBtZW1iZXIoaW5mb09iamVjdCwgXCJ0aXRsZVwiKSA6IHVuZGVmaW5lZF0sXG4gIF0pO1xuICBsZXQgY2xpZW50Q2FwYWJpbGl0aWVzOiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gIGlmIChpc09iamVjdCh2YWx1ZS5jYXBhYmlsaXRpZXMpKSB7XG4gICAgY29uc3QgY2FwcyA9IHZhbHVlLmNhcGFiaWxpdGllcztcbiAgICBjb25zdCBhdXRoID0gaXNPYmplY3QoY2Fwcy5hdXRoKSAmJiBpc09iamVjdChjYXBzLmF1dGgudGVybWluYWwpXG4gICAgICA/IGB7XCJ0ZXJtaW5hbFwiOnRydWV9YFxuICAgICAgOiB1bmRlZmluZWQ7XG4gICAgbGV0IGVsaWNpdGF0aW9uOiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gICAgaWYgKGlzT2JqZWN0KGNhcHMuZWxpY2l0YXRpb24pKSB7XG4gICAgICBjb25zdCBlbCA9IGNhcHMuZWxpY2l0YXRpb247XG4gICAgICBlbGljaXRhdGlvbiA9IHJhd09iamVjdChbXG4gICAgICAgIFtcImZvcm1cIiwgaXNPYmplY3QoZWwuZm9ybSkgPyBcInt9XCIgOiB1bmRlZmluZWRdLFxuICAgICAgICBbXCJ1cmxcIiwgaXNPYmplY3QoZWwudXJsKSA/IFwie31cIiA6IHVuZGVmaW5lZF0sXG4gICAgICBdKTtcbiAgICB9XG4gICAgY2xpZW50Q2FwYWJpbGl0aWVzID0gcmF3T2JqZWN0KFtcbiAgICAgIFtcImF1dGhcIiwgYXV0aF0sXG4gICAgICBbXCJlbGljaXRhdGlvblwiLCBlbGljaXRhdGlvbl0sXG4gICAgICBbXCJzZXNzaW9uXCIsIFYxX1NFU1NJT05fQ0FQQUJJTElUSUVTXSxcbiAgICAgIFtcIl9tZXRhXCIsIHJhd01ldGEoY2hpbGQodG9wLCBcImNhcGFiaWxpdGllc1wiKSwgY2FwcyldLFxuICAgIF0pO1xuICB9XG4gIHJldHVybiByYXdPYmplY3QoW1xuICAgIFtcInByb3RvY29sVmVyc2lvblwiLCBcIjFcIl0sXG4gICAgW1wiY2xpZW50SW5mb1wiLCBjbGllbnRJbmZvXSxcbiAgICBbXCJjbGllbnRDYXBhYmlsaXRpZXNcIiwgY2xpZW50Q2FwYWJpbGl0aWVzXSxcbiAgICBbXCJfbWV0YVwiLCByYXdNZXRhKHRvcCwgdmFsdWUpXSxcbiAgXSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Q0FVQyxHQUVELFNBQVMsbUJBQW1CLEVBQWlCLFFBQVEsUUFBbUIsMEJBQTBCO0FBQ2xHLFNBQVMsU0FBUyxRQUEwQix3QkFBd0I7QUFDcEUsU0FBUyxTQUFTLFFBQVEsdUJBQXVCO0FBQ2pELFNBQVMsU0FBUyxFQUFFLGFBQWEsUUFBUSxzQkFBc0I7QUFDL0QsU0FBUyxvQkFBb0IsUUFBUSxnQkFBZ0I7QUFZckQsTUFBTSxVQUFVLElBQUk7QUFDcEIsTUFBTSxPQUFPLElBQUksWUFBWSxTQUFTO0VBQUUsT0FBTztFQUFNLFdBQVc7QUFBSztBQUVyRTs7O0NBR0MsR0FDRCxTQUFTLFdBQVcsTUFBaUI7RUFDbkMsT0FBTyxTQUFTLFFBQVEsTUFBTSxDQUFDLE9BQU8sSUFBSSxDQUFDLEtBQUssQ0FBQyxPQUFPLElBQUksQ0FBQyxLQUFLLEVBQUUsT0FBTyxJQUFJLENBQUMsR0FBRztBQUNyRjtBQUVBLDRGQUE0RixHQUM1RixTQUFTLFNBQVMsS0FBaUIsRUFBRSxJQUFXO0VBQzlDLE1BQU0sT0FBTyxTQUFTLE9BQU87RUFDN0IsSUFBSSxDQUFDLEtBQUssS0FBSyxFQUFFLE1BQU0sSUFBSSxVQUFVLENBQUMsZ0NBQWdDLEVBQUUsS0FBSyxNQUFNLEVBQUU7RUFDckYsT0FBTztBQUNUO0FBRUEsOERBQThELEdBQzlELFNBQVMsT0FBTyxNQUFnQixFQUFFLEdBQVc7RUFDM0MsTUFBTSxPQUFPLE9BQU8sTUFBTSxDQUFDO0VBQzNCLE9BQU8sU0FBUyxZQUFZLFlBQVksS0FBSyxNQUFNLENBQUMsT0FBTyxLQUFLLENBQUMsUUFBUSxDQUFDLEtBQUssS0FBSyxFQUFFLEtBQUssR0FBRztBQUNoRztBQUVBLDRGQUE0RixHQUM1RixTQUFTLE1BQU0sTUFBZ0IsRUFBRSxHQUFXO0VBQzFDLE9BQU8sU0FBUyxPQUFPLEtBQUssRUFBRSxPQUFPLE1BQU0sQ0FBQztBQUM5QztBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQW9CQyxHQUNELE9BQU8sU0FBUyxZQUFZLEtBQWlCLEVBQUUsS0FBa0IsRUFBRSxPQUFlO0VBQ2hGLE1BQU0sT0FBTyxNQUFNLFVBQVU7RUFDN0IsSUFBSSxTQUFTLFFBQVEsS0FBSyxDQUFDLEtBQUssS0FBSyxDQUFDLEtBQUssTUFBTTtJQUMvQyxNQUFNLElBQUksY0FBYyxVQUFVLGFBQWEsRUFBRTtFQUNuRDtFQUNBLE1BQU0sUUFBUSxtQkFBbUIsT0FBTyxLQUFLLEtBQUssRUFBRSxLQUFLLEdBQUc7RUFDNUQsSUFBSSxVQUFVLE1BQU07SUFDbEIsTUFBTSxJQUFJLGNBQWMsVUFBVSxhQUFhLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQyxRQUFRLEVBQUUsT0FBTztFQUNwRjtFQUNBLE1BQU0sT0FBTyxVQUFVLE9BQU87RUFDOUIsT0FBTztJQUFFO0lBQU0sTUFBTTtNQUFFLE9BQU87TUFBRyxLQUFLLEtBQUssTUFBTTtJQUFDO0lBQUcsT0FBTyxLQUFLLEtBQUssQ0FBQztFQUFNO0FBQy9FO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSx3QkFBd0IsVUFBVTtBQUUvQzs7O0NBR0MsR0FDRCxTQUFTLG1CQUFtQixLQUFpQixFQUFFLEtBQWEsRUFBRSxHQUFXO0VBQ3ZFLElBQUksQ0FBQyxvQkFBb0IsT0FBTztJQUFFO0lBQU87RUFBSSxHQUFHLHdCQUF3QixPQUFPO0VBQy9FLE9BQU8sQ0FBQyxlQUFlLEVBQUUsc0JBQXNCLDJDQUEyQyxDQUFDLEdBQ3pGLENBQUMsT0FBTyxDQUFDO0FBQ2I7QUFFQSxNQUFNLFVBQVU7QUFFaEIsaUVBQWlFLEdBQ2pFLE9BQU8sU0FBUyxTQUFTLEtBQWM7RUFDckMsT0FBTyxPQUFPLFVBQVUsWUFBWSxVQUFVLFFBQVEsQ0FBQyxNQUFNLE9BQU8sQ0FBQztBQUN2RTtBQUVBOzs7Ozs7O0NBT0MsR0FDRCxPQUFPLFNBQVMsaUJBQWlCLE1BQWlCLEVBQUUsTUFBYztFQUNoRSxNQUFNLE1BQU0sT0FBTyxXQUFXLFNBQVM7RUFDdkMsSUFBSSxRQUFRLFdBQVc7SUFDckIsTUFBTSxJQUFJLGNBQWMsVUFBVSxhQUFhLEVBQUUsR0FBRyxPQUFPLDRCQUE0QixDQUFDO0VBQzFGO0VBQ0EsTUFBTSxJQUFJLFFBQVEsSUFBSSxDQUFDLE9BQU8sT0FBTyxPQUFPO0VBQzVDLElBQUksQ0FBQyxDQUFDLEtBQUssb0JBQW9CLEdBQUc7SUFDaEMsTUFBTSxJQUFJLGNBQ1IsVUFBVSxhQUFhLEVBQ3ZCLEdBQUcsT0FBTyw4Q0FBOEMsRUFBRSxzQkFBc0IsRUFDaEY7TUFBRSxpQkFBaUI7SUFBSTtFQUUzQjtFQUNBLE9BQU87QUFDVDtBQUVBLFNBQVMsZUFBZSxLQUFjO0VBQ3BDLE9BQU8sT0FBTyxVQUFVLFlBQVksTUFBTSxNQUFNLEdBQUc7QUFDckQ7QUFFQTs7Ozs7Q0FLQyxHQUNELE9BQU8sU0FBUyxlQUFlLE1BQStCO0VBQzVELE1BQU0sT0FBTyxPQUFPLElBQUk7RUFDeEIsSUFBSSxDQUFDLFNBQVMsU0FBUyxDQUFDLGVBQWUsS0FBSyxJQUFJLEtBQUssQ0FBQyxlQUFlLEtBQUssT0FBTyxHQUFHO0lBQ2xGLE1BQU0sSUFBSSxjQUNSLFVBQVUsYUFBYSxFQUN2QjtFQUVKO0FBQ0Y7QUFFQSwrRkFBK0YsR0FDL0YsU0FBUyxRQUFRLE1BQWdCLEVBQUUsS0FBOEI7RUFDL0QsTUFBTSxPQUFPLE1BQU0sS0FBSztFQUN4QixPQUFPLFNBQVMsUUFBUSxTQUFTLFFBQVEsT0FBTyxRQUFRLFdBQVc7QUFDckU7QUFFQSx3RkFBd0YsR0FDeEYsU0FBUyxPQUFPLE1BQWdCLEVBQUUsS0FBOEI7RUFDOUQsT0FBTyxVQUFVO0lBQUM7TUFBQztNQUFTLFFBQVEsUUFBUTtLQUFPO0dBQUM7QUFDdEQ7QUFFQTs7Ozs7OztDQU9DLEdBQ0QsT0FBTyxTQUFTLGtCQUFrQixNQUFpQjtFQUNqRCxNQUFNLEVBQUUsS0FBSyxFQUFFLEdBQUc7RUFDbEIsTUFBTSxNQUFNLFdBQVc7RUFDdkIsTUFBTSxhQUFhLE1BQU0sS0FBSztFQUM5QixNQUFNLE9BQU8sTUFBTSxJQUFJO0VBQ3ZCLE1BQU0sUUFBUSxPQUFPLEtBQUssS0FBSyxLQUFLLFlBQVksS0FBSyxLQUFLLEtBQUssT0FDM0QsT0FBTyxZQUFZLFdBQ25CO0VBQ0osTUFBTSxXQUFXLFVBQVU7SUFDekI7TUFBQztNQUFRLE9BQU8sWUFBWTtLQUFRO0lBQ3BDO01BQUM7TUFBVyxPQUFPLFlBQVk7S0FBVztJQUMxQztNQUFDO01BQVM7S0FBTTtJQUNoQjtNQUFDO01BQVMsUUFBUSxZQUFZO0tBQU07R0FDckM7RUFDRCxJQUFJO0VBQ0osSUFBSSxTQUFTLE1BQU0sWUFBWSxHQUFHO0lBQ2hDLE1BQU0sT0FBTyxNQUFNLFlBQVk7SUFDL0IsTUFBTSxhQUFhLE1BQU0sS0FBSztJQUM5QixJQUFJO0lBQ0osSUFBSSxTQUFTLEtBQUssSUFBSSxHQUFHO01BQ3ZCLE1BQU0sT0FBTyxLQUFLLElBQUk7TUFDdEIsTUFBTSxhQUFhLE1BQU0sWUFBWTtNQUNyQyxXQUFXLFVBQVU7UUFDbkI7VUFDRTtVQUNBLFNBQVMsS0FBSyxRQUFRLElBQ2xCLE9BQU8sTUFBTSxZQUFZLGFBQWEsS0FBSyxRQUFRLElBQ25EO1NBQ0w7UUFDRDtVQUFDO1VBQVMsUUFBUSxZQUFZO1NBQU07T0FDckM7SUFDSDtJQUNBLElBQUk7SUFDSixJQUFJLFNBQVMsS0FBSyxXQUFXLEdBQUc7TUFDOUIsTUFBTSxLQUFLLEtBQUssV0FBVztNQUMzQixNQUFNLFdBQVcsTUFBTSxZQUFZO01BQ25DLGtCQUFrQixVQUFVO1FBQzFCO1VBQUM7VUFBUSxTQUFTLEdBQUcsSUFBSSxJQUFJLE9BQU8sTUFBTSxVQUFVLFNBQVMsR0FBRyxJQUFJLElBQUk7U0FBVTtRQUNsRjtVQUFDO1VBQU8sU0FBUyxHQUFHLEdBQUcsSUFBSSxPQUFPLE1BQU0sVUFBVSxRQUFRLEdBQUcsR0FBRyxJQUFJO1NBQVU7UUFDOUU7VUFBQztVQUFTLFFBQVEsVUFBVTtTQUFJO09BQ2pDO0lBQ0g7SUFDQSxtQkFBbUIsVUFBVTtNQUMzQjtRQUFDO1FBQVE7T0FBUztNQUNsQjtRQUFDO1FBQWU7T0FBZ0I7TUFDaEM7UUFBQztRQUFTLFFBQVEsWUFBWTtPQUFNO0tBQ3JDO0VBQ0g7RUFDQSxPQUFPLFVBQVU7SUFDZjtNQUFDO01BQW1CO0tBQUk7SUFDeEI7TUFBQztNQUFRO0tBQVM7SUFDbEI7TUFBQztNQUFnQjtLQUFpQjtJQUNsQztNQUFDO01BQVMsUUFBUSxLQUFLO0tBQU87R0FDL0I7QUFDSDtBQUVBLDRFQUE0RSxHQUM1RSxNQUFNLDBCQUEwQixDQUFDLGdDQUFnQyxDQUFDO0FBRWxFOzs7Ozs7OztDQVFDLEdBQ0QsT0FBTyxTQUFTLGVBQWUsTUFBaUI7RUFDOUMsTUFBTSxFQUFFLEtBQUssRUFBRSxHQUFHO0VBQ2xCLE1BQU0sTUFBTSxXQUFXO0VBQ3ZCLE1BQU0sYUFBYSxNQUFNLEtBQUs7RUFDOUIsTUFBTSxPQUFPLE1BQU0sSUFBSTtFQUN2QixNQUFNLGFBQWEsVUFBVTtJQUMzQjtNQUFDO01BQVEsT0FBTyxZQUFZO0tBQVE7SUFDcEM7TUFBQztNQUFXLE9BQU8sWUFBWTtLQUFXO0lBQzFDO01BQUM7TUFBUyxPQUFPLEtBQUssS0FBSyxLQUFLLFdBQVcsT0FBTyxZQUFZLFdBQVc7S0FBVTtHQUNwRjtFQUNELElBQUk7RUFDSixJQUFJLFNBQVMsTUFBTSxZQUFZLEdBQUc7SUFDaEMsTUFBTSxPQUFPLE1BQU0sWUFBWTtJQUMvQixNQUFNLE9BQU8sU0FBUyxLQUFLLElBQUksS0FBSyxTQUFTLEtBQUssSUFBSSxDQUFDLFFBQVEsSUFDM0QsQ0FBQyxpQkFBaUIsQ0FBQyxHQUNuQjtJQUNKLElBQUk7SUFDSixJQUFJLFNBQVMsS0FBSyxXQUFXLEdBQUc7TUFDOUIsTUFBTSxLQUFLLEtBQUssV0FBVztNQUMzQixjQUFjLFVBQVU7UUFDdEI7VUFBQztVQUFRLFNBQVMsR0FBRyxJQUFJLElBQUksT0FBTztTQUFVO1FBQzlDO1VBQUM7VUFBTyxTQUFTLEdBQUcsR0FBRyxJQUFJLE9BQU87U0FBVTtPQUM3QztJQUNIO0lBQ0EscUJBQXFCLFVBQVU7TUFDN0I7UUFBQztRQUFRO09BQUs7TUFDZDtRQUFDO1FBQWU7T0FBWTtNQUM1QjtRQUFDO1FBQVc7T0FBd0I7TUFDcEM7UUFBQztRQUFTLFFBQVEsTUFBTSxLQUFLLGlCQUFpQjtPQUFNO0tBQ3JEO0VBQ0g7RUFDQSxPQUFPLFVBQVU7SUFDZjtNQUFDO01BQW1CO0tBQUk7SUFDeEI7TUFBQztNQUFjO0tBQVc7SUFDMUI7TUFBQztNQUFzQjtLQUFtQjtJQUMxQztNQUFDO01BQVMsUUFBUSxLQUFLO0tBQU87R0FDL0I7QUFDSCJ9
// denoCacheMetadata=6949499878748439651,215456133266657170