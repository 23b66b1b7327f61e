/**
 * What the remote server needs to know about one JSON-RPC line to route it (REMOTE §2): which
 * session a client message names, whether its method is session-scoped, and which stream an
 * agent line belongs to. Pure decisions on raw bytes through {@linkcode viewMessage}; no value is
 * re-serialised and ids are compared by their exact text, never through a JS number.
 *
 * Invariants:
 * - A session id is the decoded value of a string `params.sessionId` (or of the
 *   `Acp-Session-Id` header); any other type of `sessionId` counts as no session.
 * - An agent request or notification with a string `params.sessionId` goes to that session's
 *   stream; a response goes to the stream its request was recorded on (looked up, and
 *   forgotten, by exact id text); everything else -- a response nobody asked for, a line that
 *   is not JSON, a batch -- goes to the connection stream.
 *
 * @module
 */

import { type MessageView, stringAt } from "../jsonrpc/message.ts";

/** The methods that need a session (`Acp-Session-Id` or `params.sessionId`) over HTTP. */
export const SESSION_SCOPED_METHODS: ReadonlySet<string> = new Set([
  "session/cancel",
  "session/close",
  "session/delete",
  "session/fork",
  "session/load",
  "session/prompt",
  "session/resume",
  "session/set_config_option",
  "session/set_mode",
  "session/set_model",
]);

/** The longest connection, session or request id accepted, in characters (REMOTE §5). */
export const MAX_ID_LENGTH = 1024;

/**
 * Whether a request id is longer than {@linkcode MAX_ID_LENGTH} characters: a number's digits,
 * a string's characters (its value: the quotes and escapes of its JSON text do not count).
 *
 * @param idText The id's exact JSON text.
 * @returns Whether it is too long.
 *
 * @example
 * ```ts
 * import { idTooLong } from "./line_routing.ts";
 * console.log(idTooLong(JSON.stringify("a".repeat(1024)))); // false (1026 characters of text)
 * console.log(idTooLong("9".repeat(1025))); // true
 * ```
 */
export function idTooLong(idText: string): boolean {
  if (idText.length <= MAX_ID_LENGTH) return false; // the text is never shorter than the value
  if (idText.charCodeAt(0) !== QUOTE) return true;
  return (JSON.parse(idText) as string).length > MAX_ID_LENGTH;
}

/** Where an agent line goes: the connection stream (`null`) or a session's stream. */
export type StreamKey = string | null;

const QUOTE = 0x22;

/**
 * The value of a message's `params.sessionId` when it is a string.
 *
 * @param frame The line the view was made from.
 * @param view Its view.
 * @returns The session id, or `undefined` when there is no string `params.sessionId`.
 *
 * @example
 * ```ts
 * import { viewMessage } from "../jsonrpc/message.ts";
 * import { paramsSessionId } from "./line_routing.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"m","params":{"sessionId":"s\\u0031"}}`);
 * console.log(paramsSessionId(frame, viewMessage(frame))); // "s1"
 * ```
 */
export function paramsSessionId(frame: Uint8Array, view: MessageView): string | undefined {
  // Recorded by the view's one validating pass: the params are not read again.
  const span = view.paramsMember("sessionId");
  if (span === undefined || frame[span.start] !== QUOTE) return undefined;
  return stringAt(frame, span);
}

/**
 * Where the agent's response to a client request goes (REMOTE §2): the connection stream for
 * `session/load` and for requests without a session, else the request's session stream.
 *
 * @param method The request's method.
 * @param session The session the request was posted for, if any.
 * @returns The stream key to record under the request's id text.
 *
 * @example
 * ```ts
 * import { responseStreamOf } from "./line_routing.ts";
 * console.log(responseStreamOf("session/load", "s1"), responseStreamOf("session/prompt", "s1")); // null "s1"
 * ```
 */
export function responseStreamOf(method: string | null, session: string | undefined): StreamKey {
  if (method === "session/load" || session === undefined) return null;
  return session;
}

/** The routing decision for one agent line. */
export interface AgentLineRoute {
  /** The stream the line goes to. */
  readonly stream: StreamKey;
  /**
   * For an agent request sent to a session stream: its id text, which the client's response
   * must be checked against (it may carry that session's header, no other one).
   */
  readonly requestIdText: string | null;
}

/**
 * Decides which stream an agent line goes to.
 *
 * @param frame The line (without LF).
 * @param view Its view.
 * @param takeResponseRoute Looks up and forgets where the response to a request id goes.
 * @returns The stream, and the id of an agent request routed to a session.
 *
 * @example
 * ```ts
 * import { viewMessage } from "../jsonrpc/message.ts";
 * import { routeAgentLine } from "./line_routing.ts";
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","id":12345678901234567890,"result":{}}`);
 * const routes = new Map([["12345678901234567890", "s1"]]);
 * const take = (id: string) => routes.get(id);
 * console.log(routeAgentLine(frame, viewMessage(frame), take).stream); // "s1"
 * ```
 */
export function routeAgentLine(
  frame: Uint8Array,
  view: MessageView,
  takeResponseRoute: (idText: string) => StreamKey | undefined,
): AgentLineRoute {
  if (view.kind === "request" || view.kind === "notification") {
    const session = paramsSessionId(frame, view);
    if (session === undefined) return { stream: null, requestIdText: null };
    return {
      stream: session,
      requestIdText: view.kind === "request" ? view.idText : null,
    };
  }
  if (view.kind === "response" && view.idText !== null) {
    return { stream: takeResponseRoute(view.idText) ?? null, requestIdText: null };
  }
  return { stream: null, requestIdText: null };
}
