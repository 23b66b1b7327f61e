/**
 * Remote agent addresses (REMOTE §1, §4): `--vN http://...`, `https://...`, `ws://...` or `wss://...`
 * names an agent the daemon dials as a client, once per routed connection. This module
 * tells such an address from a command, normalises its path and picks the client by scheme.
 *
 * @module
 */

import type { ConnectionFactory } from "../transport/duplex.ts";
import { checkRemoteAgentOptions, type RemoteAgentOptions } from "./remote_agent_options.ts";
import type { ClientOptions } from "./client_options.ts";
import { withoutUserInfo } from "./shown_address.ts";
import { clipped } from "../log/logger.ts";

export type { RemoteAgentOptions, WebSocketConstructor } from "./remote_agent_options.ts";

const REMOTE_SCHEME = /^[\0- ]*(?:https?|wss?):\/\//i;
const SCHEMES = new Set(["http:", "https:", "ws:", "wss:"]);

/**
 * Whether an agent argument is a remote address rather than a command.
 *
 * @param text The `--vN` argument.
 * @returns True for `http://`, `https://`, `ws://` and `wss://` (any case, blanks first).
 *
 * @example Accept either a command or a remote address for an agent
 * ```ts
 * import { command, isRemoteAddress, remoteAgent } from "../mod.ts";
 * const arg = "wss://agents.example/acp"; // or "npx my-agent --acp"
 * const v2 = isRemoteAddress(arg) ? remoteAgent(arg) : command(arg);
 * ```
 */
export function isRemoteAddress(text: string): boolean {
  return REMOTE_SCHEME.test(text);
}

/**
 * Parses a remote address and applies the path rule: an empty path or `/` becomes `/acp`;
 * any other path is used verbatim (as the SDK, Rust and Go servers expect).
 *
 * @param text The address.
 * @returns The URL to dial.
 * @throws {TypeError} When it is not a URL, not `http(s):` / `ws(s):`, or carries a user name
 *   or password (`http://user:pw@host`: never sent; the message leaves them out).
 *
 * @example See which URL an address dials
 * ```ts
 * import { normalizeRemoteUrl } from "../mod.ts";
 * console.log(normalizeRemoteUrl("http://127.0.0.1:7331").href); // http://127.0.0.1:7331/acp
 * console.log(normalizeRemoteUrl("ws://h/agents/a/").href); // ws://h/agents/a/
 * ```
 */
export function normalizeRemoteUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`not a remote agent address: ${JSON.stringify(shownAddress(text))}`);
  }
  if (!SCHEMES.has(url.protocol)) {
    throw new TypeError(
      `a remote agent address must start with http://, https://, ws:// or wss://, got ${url.protocol}`,
    );
  }
  if (url.username !== "" || url.password !== "") {
    // Basic beside the Bearer token (fetch), or not sent (WebSocket): refused, not repeated.
    url.username = "";
    url.password = "";
    throw new TypeError(
      `a remote agent address may not carry a user name or password (${url.href} with ` +
        `user:password@ before the host): they are not sent; a token is sent as a bearer ` +
        `token, given on its own`,
    );
  }
  if (url.pathname === "" || url.pathname === "/") url.pathname = "/acp";
  return url;
}

/** What {@linkcode remoteAgent} copies: the clients' options (tests set the last two). */
const KEYS = [
  "token",
  "headers",
  "initTimeoutMs",
  "maxLineBytes",
  "maxBufferedBytes",
  "logger",
  "fetch",
  "WebSocket",
  "cookieJar",
  "postTimeoutMs",
] as const satisfies readonly (keyof ClientOptions)[];

/**
 * A connection factory for the remote agent at `url`: each call dials it once, over
 * Streamable HTTP (`http:`, `https:`) or WebSocket (`ws:`, `wss:`), and returns a connection whose `writable` takes the router's lines
 * and whose `readable` gives the agent's.
 *
 * @param url The address (normalised with {@linkcode normalizeRemoteUrl}).
 * @param options Token, headers, limits, logger, test overrides.
 * @returns The factory.
 * @throws {TypeError} When `url` is not a remote address, `options` is no object, `fetch` or
 *   `WebSocket` is not a function, or `token` or `headers` cannot be sent in a request.
 * @throws {RangeError} When a number option is not a positive integer.
 *
 * @example Route v2 clients to a remote agent over WebSocket
 * ```ts ignore
 * import { AgentRouter, command, remoteAgent, stdio } from "../mod.ts";
 * const token = Deno.env.get("AGENT_TOKEN");
 * const v2 = remoteAgent("wss://agents.example/acp", { token });
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2 });
 * await router.serve(stdio());
 * ```
 */
export function remoteAgent(url: string, options: RemoteAgentOptions = {}): ConnectionFactory {
  const target = normalizeRemoteUrl(url);
  checkRemoteAgentOptions(options);
  // Its own copy, read now (a class's getters count): a later change gets past no check.
  const own: ClientOptions = {};
  for (const key of KEYS) if (key in options) own[key] = (options as ClientOptions)[key] as never;
  if (own.headers !== undefined) {
    // Read once (an iterable may be read only once); a bad one is refused now.
    try {
      own.headers = new Headers(own.headers);
    } catch (e) {
      throw new TypeError(`headers cannot be sent: ${(e as Error).message}`, { cause: e });
    }
  }
  // The clients load at the first dial: a library or CLI that never dials never pays for them.
  let client: Promise<ConnectionFactory> | undefined;
  return async (open) => {
    client ??= target.protocol === "ws:" || target.protocol === "wss:"
      ? import("./ws_client.ts").then((m) => m.wsRemoteAgent(target, own))
      : import("./http_client.ts").then((m) => m.httpRemoteAgent(target, own));
    return await (await client)(open);
  };
}

/** The longest text of an address that is no URL a refusal shows. */
const MAX_ADDRESS_SHOWN = 300;

/**
 * A text that is no URL as a refusal shows it: without what may be a password (all before its
 * last `@`: the URL parser also reads `http:/u:pw@h`, `https:u:pw@h`), cut to a message's size.
 */
function shownAddress(text: string): string {
  const shown = withoutUserInfo(text);
  const at = text.lastIndexOf("@");
  return clipped(shown !== text || at < 0 ? shown : `\u2026${text.slice(at)}`, MAX_ADDRESS_SHOWN);
}
