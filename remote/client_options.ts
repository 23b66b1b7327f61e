/**
 * The options of a remote agent address (`remoteAgent`), shared by the HTTP and WebSocket
 * clients, and the request headers both send.
 *
 * @module
 */

import type { Logger } from "../log/logger.ts";
import { silentLogger } from "../log/logger.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import type { OpenOptions } from "../transport/duplex.ts";
import { CookieJar } from "./cookie_jar.ts";
import type { ClientSocketConstructor } from "./ws_client_socket.ts";
import {
  checkRemoteAgentOptions,
  DEFAULT_INIT_TIMEOUT_MS,
  DEFAULT_MAX_BUFFERED_BYTES,
  DEFAULT_MAX_LINE_BYTES,
  type RemoteAgentOptions,
  type WebSocketConstructor,
} from "./remote_agent_options.ts";

export type { RemoteAgentOptions, WebSocketConstructor };
export { DEFAULT_INIT_TIMEOUT_MS, DEFAULT_MAX_BUFFERED_BYTES, DEFAULT_MAX_LINE_BYTES };

/** How long closing a connection may take (the DELETE, the WebSocket close handshake): 2 s. */
export const CLOSE_TIMEOUT_MS = 2_000;
/**
 * The client's bytes held before its writes wait: 64 KiB, a pipe's worth (lines not yet
 * POSTed; over WebSocket, lines written while the socket is being dialled).
 */
export const INPUT_QUEUE_BYTES = 64 * 1024;
/**
 * How long one POST may go unanswered: 90 s, past the 60 s an acp-proxy server holds a POST
 * for an agent that does not read (then 503). A server that never answers cannot hold the
 * client (and its stdin EOF) for ever.
 */
export const POST_TIMEOUT_MS = 90_000;
/** Agent output queued for the router before an event stream stops being read: 1 MiB. */
export const OUTPUT_HIGH_WATER_BYTES = 1024 * 1024;

/** The clients' options: the public ones, and a cookie jar to share (tests). */
export interface ClientOptions extends RemoteAgentOptions {
  /**
   * The jar cookies are stored in and replayed from.
   * @default a fresh jar for each connection
   */
  cookieJar?: CookieJar;
  /**
   * How long one POST may go unanswered (tests shorten it).
   * @default 90000
   */
  postTimeoutMs?: number;
}

/** {@linkcode RemoteAgentOptions} with every default filled in (one connection's). */
export interface ResolvedOptions {
  /** See {@linkcode RemoteAgentOptions.token}. */
  readonly token: string | undefined;
  /** See {@linkcode RemoteAgentOptions.headers}. */
  readonly headers: HeadersInit | undefined;
  /** See {@linkcode RemoteAgentOptions.initTimeoutMs}. */
  readonly initTimeoutMs: number;
  /** See {@linkcode RemoteAgentOptions.maxLineBytes}. */
  readonly maxLineBytes: number;
  /** See {@linkcode RemoteAgentOptions.maxBufferedBytes}. */
  readonly maxBufferedBytes: number;
  /** See {@linkcode RemoteAgentOptions.logger}. */
  readonly logger: Logger;
  /** See {@linkcode ClientOptions.cookieJar}. */
  readonly cookieJar: CookieJar;
  /** See {@linkcode ClientOptions.postTimeoutMs}. */
  readonly postTimeoutMs: number;
  /** See {@linkcode RemoteAgentOptions.fetch}. */
  readonly fetch: typeof fetch;
  /**
   * See {@linkcode RemoteAgentOptions.WebSocket}; `undefined`: the WebSocket client loads its
   * own, whose messages are bounded, when it dials (an HTTP agent never loads it, nor the
   * `node:` built-ins its frames need).
   */
  readonly WebSocket: ClientSocketConstructor | undefined;
}

/**
 * The logger of one dial: the one the factory was given, else the one its opener (the
 * router) gives for that connection, which names the connection under `--listen`.
 *
 * @param options What the factory was given.
 * @param open What its opener gives this dial.
 * @returns The logger, or undefined for none.
 */
export function loggerOf(options: ClientOptions, open?: OpenOptions): Logger | undefined {
  return options.logger ?? open?.logger;
}

/**
 * Fills in the defaults for one connection (a fresh cookie jar unless one is shared).
 *
 * @param options What the caller set.
 * @returns The resolved options.
 * @throws {RangeError} When a number option is not a positive integer.
 */
export function resolveOptions(options: ClientOptions): ResolvedOptions {
  checkRemoteAgentOptions(options);
  return {
    token: options.token,
    headers: options.headers,
    initTimeoutMs: options.initTimeoutMs ?? DEFAULT_INIT_TIMEOUT_MS,
    maxLineBytes: options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES,
    maxBufferedBytes: options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
    // One that throws is said once on stderr and stops nothing, as in the routers.
    logger: options.logger ? guardedLogger(options.logger) : silentLogger,
    cookieJar: options.cookieJar ?? new CookieJar(),
    postTimeoutMs: options.postTimeoutMs ?? POST_TIMEOUT_MS,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    WebSocket: options.WebSocket,
  };
}

/**
 * The transport's own headers, never the caller's: on a request that has none of its own (the
 * initialize POST) the caller's would be taken as the connection's (lib17: a 400).
 */
const TRANSPORT = ["Acp-Connection-Id", "Acp-Session-Id"];

/**
 * Whether the requests carry a credential: the token, or the caller's own `Authorization`
 * header (regress102: one given that way was said to be missing).
 *
 * @param options The resolved options.
 * @returns True when one goes along.
 */
export function sendsCredential(options: ResolvedOptions): boolean {
  return options.token !== undefined || new Headers(options.headers).has("Authorization");
}

/** The caller's headers that do not go to another origin a redirect names. */
const CREDENTIALS = ["Authorization", "Proxy-Authorization", "Cookie"];

/**
 * The headers of one request: the caller's, then the bearer token, then the transport's own
 * (`extra`), then the jar's cookies after any `Cookie` the caller set.
 *
 * @param url The request's URL (for the cookies).
 * @param options The resolved options.
 * @param extra Transport headers (`Content-Type`, `Acp-Connection-Id`, ...).
 * @param withToken Whether the token and the caller's credentials (`Authorization`,
 *   `Proxy-Authorization`, `Cookie`) go along: not to another origin a redirect names.
 * @returns The headers.
 */
export function requestHeaders(
  url: URL,
  options: ResolvedOptions,
  extra: Record<string, string> = {},
  withToken = true,
): Headers {
  const headers = new Headers(options.headers);
  for (const name of TRANSPORT) headers.delete(name);
  // No credentials to another origin a redirect points at, the caller's neither (as fetch
  // drops them there).
  if (!withToken) { for (const name of CREDENTIALS) headers.delete(name); }
  if (options.token !== undefined && withToken) {
    headers.set("Authorization", `Bearer ${options.token}`);
  }
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const cookies = options.cookieJar.header(url);
  if (cookies !== undefined) {
    const own = headers.get("Cookie");
    headers.set("Cookie", own ? `${own}; ${cookies}` : cookies);
  }
  return headers;
}
