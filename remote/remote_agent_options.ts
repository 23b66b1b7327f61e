/**
 * What an embedder may set for a remote agent (`remoteAgent`), its defaults, and their check.
 * Types and constants only, so that the library's surface loads none of the clients.
 *
 * @module
 */

import { isLogger, type Logger } from "../log/logger.ts";
import { checkOptionsObject, shownValue } from "../log/shown_value.ts";
import { MAX_TIMER_MS } from "../async/settles_within.ts";
import { tokenProblem } from "./token_problem.ts";

/** The `WebSocket` constructor shape used (Deno's: headers go in the second argument). */
export type WebSocketConstructor = new (
  url: string | URL,
  options?: { protocols?: string | string[]; headers?: HeadersInit },
) => WebSocket;

/** How to reach a remote agent (`--vN http(s)://...` or `ws(s)://...`). */
export interface RemoteAgentOptions {
  /**
   * Sent as `Authorization: Bearer <token>` on every request and on the WebSocket upgrade
   * (`--remote-token-file`). Never logged.
   */
  token?: string;
  /** More headers for every request and the upgrade (the token and transport headers win). */
  headers?: HeadersInit;
  /**
   * How long the remote agent has to answer `initialize` (HTTP), to accept the WebSocket
   * upgrade, and to answer the opening of an event stream, in milliseconds.
   * @default 30000
   */
  initTimeoutMs?: number;
  /**
   * Largest message in either direction, in bytes (a line without LF, an SSE event's data, a
   * WebSocket frame, the `initialize` answer body). Past it the connection ends: nothing is
   * buffered without bound.
   * @default 16777216 (16 MiB)
   */
  maxLineBytes?: number;
  /**
   * WebSocket only: the most agent output waiting for the router to read it. A WebSocket
   * cannot be paused: past this it is closed (1008). HTTP event streams are read no faster
   * than the router takes the lines.
   * @default 67108864 (64 MiB)
   */
  maxBufferedBytes?: number;
  /** Where to report what happens (never the token). @default the dialling router's */
  logger?: Logger;
  /** The `fetch` to use (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The `WebSocket` to use (tests). @default the built-in client, messages bounded */
  WebSocket?: WebSocketConstructor;
}

/** Default of {@linkcode RemoteAgentOptions.initTimeoutMs}: 30 s. */
export const DEFAULT_INIT_TIMEOUT_MS = 30_000;
/** Default of {@linkcode RemoteAgentOptions.maxLineBytes}: 16 MiB. */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;
/** Default of {@linkcode RemoteAgentOptions.maxBufferedBytes}: 64 MiB. */
export const DEFAULT_MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

/**
 * Refuses bad numbers at once rather than at the first dial.
 *
 * @param options What the caller set.
 * @throws {TypeError} When the options are no object, the logger lacks one of its four
 *   functions, `fetch` or `WebSocket` is not a function, or `token` cannot be sent in a
 *   request.
 * @throws {RangeError} When a number option is not a positive integer, or a duration is
 *   longer than a timer can wait.
 */
export function checkRemoteAgentOptions(options: RemoteAgentOptions): void {
  checkOptionsObject(options, "a remote agent's");
  for (const key of ["initTimeoutMs", "maxLineBytes", "maxBufferedBytes"] as const) {
    const value = options[key];
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 1)) {
      throw new RangeError(`${key} must be a positive integer, got ${shownValue(value)}`);
    }
  }
  const timeout = options.initTimeoutMs;
  if (timeout !== undefined && timeout > MAX_TIMER_MS) {
    throw new RangeError(`initTimeoutMs must be at most ${MAX_TIMER_MS} ms, got ${timeout}`);
  }
  if (options.logger !== undefined && !isLogger(options.logger)) {
    throw new TypeError("logger must have error, warn, info and debug functions");
  }
  for (const key of ["fetch", "WebSocket"] as const) {
    if (options[key] !== undefined && typeof options[key] !== "function") {
      throw new TypeError(`${key} must be a function (got ${typeof options[key]})`);
    }
  }
  // A token or header no request can carry would fail every dial: known now. Said without
  // the token itself: it never reaches a log or a client's answer.
  const token = options.token;
  if (token !== undefined) {
    const problem = typeof token === "string" ? tokenProblem(token) : `it is a ${typeof token}`;
    if (problem !== undefined) throw new TypeError(`the token cannot be sent: ${problem}`);
  }
}
