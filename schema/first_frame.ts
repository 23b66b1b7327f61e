/**
 * The decision a router makes about one frame read before selection (ROUTING §2, §3.1-3.4, §5.1-5.2).
 *
 * Pure: frame bytes in, decision out. The agent router and the proxy router share it
 * with different {@linkcode SelectionPolicy} values. The frame's shape (kind, id text,
 * method, params span, batch entries) comes from `jsonrpc/message.ts` in one validating
 * pass over the bytes; only the params of the entry that must be `initialize` are parsed
 * (`JSON.parse`) to check and convert them. Ids in answers are the request's exact bytes.
 *
 * @module
 */

import { findEntry, frameText, type MessageView, viewMessage } from "../jsonrpc/message.ts";
import { isUtf8, skipWhitespace } from "../jsonrpc/json_scan.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";
import { batchReplies } from "./batch_replies.ts";
import {
  canonicalV2Params,
  rawParamsOf,
  requestedVersion,
  v1ParamsFromV2,
  validateV2Info,
} from "./initialize.ts";
import {
  PROTOCOL_V1,
  PROTOCOL_V2,
  type ProtocolVersion,
  PROXY_INITIALIZE_METHOD,
  SCHEMA_PROXY_INITIALIZE_METHOD,
} from "./versions.ts";

/** How a router picks an implementation from the requested version. */
export interface SelectionPolicy {
  /** The method the first request must have: `initialize` or `_proxy/initialize`. */
  method: string;
  /** The versions that have an implementation. */
  configured: readonly ProtocolVersion[];
  /**
   * `highest-compatible`: the highest configured version <= requested, rewriting the
   * initialize entry when they differ (agent router). `exact`: only the requested
   * version itself, never rewritten (proxy router).
   */
  mode: "highest-compatible" | "exact";
}

/** What to do with a frame read before selection. */
export type FirstFrameDecision =
  | {
    /** Ignore the frame and read the next one. */
    kind: "skip";
    /** Why, for logs. */
    reason: string;
    /** Whether the reason deserves a warning rather than a debug line. */
    warn: boolean;
  }
  | {
    /** Answer with `reply` (when not null) and read the next frame. */
    kind: "reject";
    /** The error (for the first call-shaped entry); a defect of ours is its `cause`. */
    error: ProtocolError;
    /** The complete JSON text to write back, without newline, or null to write nothing. */
    reply: string | null;
  }
  | {
    /** Start `version` and hand it the frame. */
    kind: "select";
    /** The implementation to start. */
    version: ProtocolVersion;
    /** The version the client asked for. */
    requested: number;
    /** The initialize entry's id as raw JSON text. */
    rawId: string;
    /** The frame text to forward instead of the original bytes, or null to forward them unchanged. */
    rewritten: string | null;
  };

const OPEN_BRACKET = 0x5b;

/**
 * Decides what to do with one frame received before selection.
 *
 * @param frame The frame's bytes without its LF (a trailing CR may be included).
 * @param policy The router's selection policy.
 * @returns The decision.
 *
 * @example Select v2 for a v2 client
 * ```ts
 * import { decideFirstFrame } from "./first_frame.ts";
 * const frame = new TextEncoder().encode(
 *   '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,"info":{"name":"c","version":"1"}}}',
 * );
 * const d = decideFirstFrame(frame, { method: "initialize", configured: [1, 2], mode: "highest-compatible" });
 * console.log(d.kind === "select" && d.version); // 2
 * ```
 */
export function decideFirstFrame(frame: Uint8Array, policy: SelectionPolicy): FirstFrameDecision {
  const view = viewMessage(frame);
  switch (view.kind) {
    case "blank":
      return { kind: "skip", reason: "blank line", warn: false };
    case "batch":
      return decideBatch(frame, view, policy);
    case "response":
      return { kind: "skip", reason: "response before initialize", warn: false };
    case "notification": {
      const isInit = view.method === policy.method;
      return {
        kind: "skip",
        reason: isInit
          ? `${policy.method} without an id is a notification and was ignored; send it with an id`
          : "notification before initialize",
        warn: isInit,
      };
    }
  }
  if (view.parseError) {
    // A frame that starts like a batch but is not JSON is a malformed batch (2.13), unless
    // it is not even UTF-8 (2.4).
    if (frame[skipWhitespace(frame, 0)] === OPEN_BRACKET && isUtf8(frame)) {
      return reject(malformedBatch());
    }
    return reject(new ProtocolError(ErrorCode.ParseError, "Parse error", view.reason));
  }
  try {
    return select(frame, view, policy);
  } catch (e) {
    const error = asProtocolError(e);
    return reject(error, error.toResponse(view.idText));
  }
}

function reject(
  error: ProtocolError,
  reply: string | null = error.toResponse(null),
): FirstFrameDecision {
  return { kind: "reject", error, reply };
}

function malformedBatch(): ProtocolError {
  return new ProtocolError(ErrorCode.InvalidRequest, "Invalid Request", "empty or malformed batch");
}

/**
 * The frame's error; a defect (anything but a `ProtocolError`) is still answered, with
 * `-32603`, and kept as the error's `cause` so that the caller can report it with its stack.
 */
function asProtocolError(e: unknown): ProtocolError {
  if (e instanceof ProtocolError) return e;
  const error = new ProtocolError(ErrorCode.InternalError, "Internal error", String(e));
  error.cause = e;
  return error;
}

/** Rules 2.7-2.12 and 3.2-3.4 for the first call-shaped entry; throws the entry's error. */
function select(
  frame: Uint8Array,
  entry: MessageView,
  policy: SelectionPolicy,
): FirstFrameDecision {
  if (entry.kind === "invalid") {
    throw new ProtocolError(ErrorCode.InvalidRequest, "Invalid Request", entry.reason);
  }
  if (entry.kind === "notification") {
    // Only in a batch (a lone notification is let pass, ROUTING 2.6): say why its request,
    // an initialize perhaps, is refused.
    const method = entry.method === null ? "" : ` ${JSON.stringify(entry.method)}`;
    const refused = mustBeRequest(policy);
    throw new ProtocolError(
      refused.code,
      refused.message,
      `the batch's first call is the notification${method}; put the ${policy.method} ` +
        `request first, or send the notification on its own line`,
    );
  }
  if (entry.method !== policy.method) {
    throw new ProtocolError(
      ErrorCode.InvalidRequest,
      `first ACP request must be ${policy.method}`,
      policy.method === PROXY_INITIALIZE_METHOD && entry.method === SCHEMA_PROXY_INITIALIZE_METHOD
        ? `${SCHEMA_PROXY_INITIALIZE_METHOD} is the draft schema's name; this proxy takes ` +
          `${PROXY_INITIALIZE_METHOD} (the conductor's default, prefixed method names)`
        : undefined,
    );
  }
  if (entry.idText === "null") throw mustBeRequest(policy);
  const params = rawParamsOf(frame, entry, `${policy.method} params must be an object`);
  const requested = requestedVersion(params, policy.method);
  const version = policy.mode === "exact"
    ? selectExact(requested, params.value, policy)
    : selectHighest(requested, params.value, policy);
  let rewritten: string | null = null;
  if (policy.mode === "highest-compatible" && requested !== version) {
    const newParams = version === PROTOCOL_V2 ? canonicalV2Params(params) : v1ParamsFromV2(params);
    const span = entry.paramsSpan!;
    rewritten = frameText(frame, { start: 0, end: span.start }) + newParams +
      frameText(frame, { start: span.end, end: frame.length });
  }
  return { kind: "select", version, requested, rawId: entry.idText!, rewritten };
}

function mustBeRequest(policy: SelectionPolicy): ProtocolError {
  const article = policy.method === "initialize" ? "an" : "a";
  return new ProtocolError(
    ErrorCode.InvalidRequest,
    `first ACP message must be ${article} ${policy.method} request`,
  );
}

function notConfigured(requested: number, policy: SelectionPolicy): ProtocolError {
  return new ProtocolError(
    ErrorCode.InvalidRequest,
    `ACP protocol version ${requested} is not configured`,
    { requested, supported: [...policy.configured].sort((a, b) => a - b) },
  );
}

function selectHighest(
  requested: number,
  params: Record<string, unknown>,
  policy: SelectionPolicy,
): ProtocolVersion {
  let version: ProtocolVersion;
  if (requested >= PROTOCOL_V2 && policy.configured.includes(PROTOCOL_V2)) version = PROTOCOL_V2;
  else if (requested >= PROTOCOL_V1 && policy.configured.includes(PROTOCOL_V1)) {
    version = PROTOCOL_V1;
  } else throw notConfigured(requested, policy);
  if (requested >= PROTOCOL_V2) validateV2Info(params);
  return version;
}

function selectExact(
  requested: number,
  params: Record<string, unknown>,
  policy: SelectionPolicy,
): ProtocolVersion {
  if (requested === PROTOCOL_V2) validateV2Info(params);
  if (
    (requested === PROTOCOL_V1 || requested === PROTOCOL_V2) &&
    policy.configured.includes(requested)
  ) {
    return requested;
  }
  throw notConfigured(requested, policy);
}

/** Rules 2.13 and 2.14: a batch as the first frame. */
function decideBatch(
  frame: Uint8Array,
  batch: MessageView,
  policy: SelectionPolicy,
): FirstFrameDecision {
  if (batch.entryCount === 0) return reject(malformedBatch());
  const first = findEntry(batch, (e) => e.kind !== "response");
  if (first === undefined) {
    return { kind: "skip", reason: "batch of responses before initialize", warn: false };
  }
  try {
    // An invalid first call refuses the requests after it with its fault, said to be its.
    if (first.kind === "invalid") {
      throw new ProtocolError(
        ErrorCode.InvalidRequest,
        "Invalid Request",
        `the batch's first call is invalid (${first.reason}); put the ${policy.method} ` +
          `request first`,
      );
    }
    return select(frame, first, policy);
  } catch (e) {
    const error = asProtocolError(e);
    return reject(error, batchReplies(batch, error));
  }
}
