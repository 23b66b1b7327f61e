/**
 * The remote server's admission checks (REMOTE §5): the `Host` allow-list against DNS
 * rebinding, the `Origin` rule against cross-site requests and WebSocket hijacking, the bearer
 * token compared in constant time, and fresh connection ids.
 *
 * Invariants:
 * - Host: only the hostname is compared (lowercased, IPv6 in brackets), never the port; a
 *   value that is not a hostname and an optional port is refused.
 * - Origin: absent is allowed; present is allowed when its host is loopback (any port) or it
 *   equals an allowed origin exactly; `null` and anything unparsable are refused.
 * - The token is compared through SHA-256 digests, so the time taken depends on neither the
 *   token's content nor its length; the token is never part of any message or error.
 * - Connection ids are 16 bytes from `crypto.getRandomValues` as 32 lowercase hex characters.
 *
 * @module
 */

/** The hostnames every server accepts in `Host`: the loopback names. */
export const LOOPBACK_HOSTS: readonly string[] = ["127.0.0.1", "localhost", "[::1]"];

/**
 * A hostname in the form `Host` carries it: lowercased, an IPv6 literal in brackets, any port
 * removed.
 *
 * @param host A `Host` value (`example.com:8080`, `[::1]:7331`), a bare name or an IPv6 literal.
 * @returns The hostname (`example.com`, `[::1]`); an empty string for an empty value.
 *
 * @example
 * ```ts
 * import { hostnameOf } from "./security.ts";
 * console.log(hostnameOf("LocalHost:8080"), hostnameOf("::1"), hostnameOf("[::1]:80")); // localhost [::1] [::1]
 * ```
 */
export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const close = h.indexOf("]");
    return close < 0 ? h : h.slice(0, close + 1);
  }
  const colon = h.indexOf(":");
  if (colon < 0) return h;
  if (h.indexOf(":", colon + 1) >= 0) return `[${h}]`; // a bare IPv6 literal
  return h.slice(0, colon);
}

/**
 * The set of hostnames a server accepts in `Host`.
 *
 * @param listenHost The host the server listens on.
 * @param allowHosts Further hostnames (`--allow-host`); a port on one is ignored.
 * @returns Hostnames as {@linkcode hostnameOf} gives them.
 *
 * @example
 * ```ts
 * import { allowedHostnames } from "./security.ts";
 * console.log(allowedHostnames("0.0.0.0", ["acp.example:443"]).has("acp.example")); // true
 * ```
 */
export function allowedHostnames(listenHost: string, allowHosts: readonly string[]): Set<string> {
  const names = new Set(LOOPBACK_HOSTS);
  for (const h of [listenHost, ...allowHosts]) {
    const name = hostnameOf(h);
    if (name !== "") names.add(name);
  }
  return names;
}

/**
 * Why `value` can never match a `Host` header as an allowed host, or `undefined`: a URL or a
 * path, a wildcard (`*`, `*.example.com`: a Host must equal a name given), or a name beyond
 * ASCII (clients send it as punycode: `xn--...`).
 *
 * @param value An `--allow-host` value.
 * @returns The problem, or `undefined`.
 *
 * @example
 * ```ts
 * import { allowedHostProblem } from "./security.ts";
 * console.log(allowedHostProblem("acp.example:443")); // undefined
 * console.log(allowedHostProblem("*.example.com")); // "a wildcard is not supported: ..."
 * ```
 */
export function allowedHostProblem(value: string): string | undefined {
  // What a Host header may be (a bare IPv6 literal too, as hostnameOf takes it): a URL, a
  // path, `https:x`, `a.example,b.example` or a second port would allow a name nobody meant
  // (the text before the first colon), or none.
  const v = value.trim();
  if (/[?#]/.test(v) || (!HOST_HEADER.test(v) && !BARE_IPV6.test(v))) {
    return "not a host name (a Host header carries a name and a port only); give the name alone";
  }
  const name = hostnameOf(v);
  if (name.includes("*")) {
    return "a wildcard is not supported: a Host must equal a name given; give each name";
  }
  if (/[^\u0021-\u007e]/.test(name)) {
    let ascii: string | undefined;
    try {
      ascii = new URL(`http://${name}`).hostname;
    } catch {
      ascii = undefined;
    }
    return ascii === undefined || ascii === name
      ? "not a host name a Host header can carry (ASCII only)"
      : `clients send this name as ${JSON.stringify(ascii)} (punycode): write it so`;
  }
  return undefined;
}

/** An IPv6 literal without brackets (`::1`), which {@linkcode hostnameOf} brackets. */
const BARE_IPV6 = /^[0-9A-Fa-f.]*(?::[0-9A-Fa-f.]*){2,}$/;

/**
 * Whether a request's `Host` header names an allowed host (REMOTE §5).
 *
 * @param host The `Host` header, or `null` when there is none (refused).
 * @param allowed From {@linkcode allowedHostnames}.
 * @returns True when allowed.
 *
 * @example
 * ```ts
 * import { allowedHostnames, hostAllowed } from "./security.ts";
 * const allowed = allowedHostnames("127.0.0.1", []);
 * console.log(hostAllowed("localhost:1", allowed), hostAllowed("evil.example", allowed)); // true false
 * ```
 */
export function hostAllowed(host: string | null, allowed: ReadonlySet<string>): boolean {
  if (host === null || !HOST_HEADER.test(host.trim())) return false;
  const name = hostnameOf(host);
  return name !== "" && allowed.has(name);
}

/**
 * What a `Host` header may be (RFC 9110 7.2): a hostname or a bracketed IPv6 literal, then at
 * most a colon and digits. Anything after the name that is not a port (`localhost:evil.test`,
 * two headers joined as `localhost:1, evil.test`) is refused, not ignored.
 */
const HOST_HEADER = /^(?:\[[0-9A-Za-z:.%_~-]+\]|[^\s:[\]/@,]+)(?::[0-9]*)?$/;

/**
 * Whether a request's `Origin` header is allowed (REMOTE §5).
 *
 * @param origin The `Origin` header, or `null` when absent (allowed).
 * @param allowOrigins Origins allowed exactly (`--allow-origin`).
 * @returns True when allowed.
 *
 * @example
 * ```ts
 * import { originAllowed } from "./security.ts";
 * console.log(originAllowed(null, []), originAllowed("http://localhost:3000", [])); // true true
 * console.log(originAllowed("null", []), originAllowed("https://evil.example", [])); // false false
 * ```
 */
export function originAllowed(origin: string | null, allowOrigins: readonly string[]): boolean {
  if (origin === null) return true;
  if (allowOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * Why `value` cannot be an allowed origin, or `undefined` when it can: it must be an origin
 * exactly as a browser sends it (`scheme://host[:port]`, no path, no trailing slash, no
 * default port; an extension's or a webview's `chrome-extension://ID` too), never `null`
 * (sent by sandboxed pages and local files, which any site can open) or `*` (not an origin).
 *
 * @param value The `--allow-origin` value.
 * @returns The problem, or `undefined`.
 *
 * @example
 * ```ts
 * import { originProblem } from "./security.ts";
 * console.log(originProblem("http://localhost:3000")); // undefined
 * console.log(originProblem("http://localhost:3000/")); // ...write it as "http://localhost:3000"
 * ```
 */
export function originProblem(value: string): string | undefined {
  if (value === "null") {
    return `"null" cannot be allowed: sandboxed pages and local files send it, and any site ` +
      `can open those`;
  }
  if (value === "*") return `"*" is not an origin; allow each page's origin by name`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${JSON.stringify(value)} is not an origin, e.g. http://localhost:3000`;
  }
  // A browser extension's or an editor webview's page (chrome-extension://ID,
  // vscode-webview://ID) sends its scheme and host as they are; URL has no origin for them.
  const origin = url.protocol === "http:" || url.protocol === "https:"
    ? url.origin
    : `${url.protocol}//${url.host}`;
  if (url.host === "" || url.username !== "" || url.password !== "") {
    return `${JSON.stringify(value)} is not an origin (scheme://host[:port]), e.g. ` +
      `http://localhost:3000`;
  }
  if (origin !== value) {
    return `a browser sends ${JSON.stringify(value)} as ${JSON.stringify(origin)}: ` +
      `write it as ${JSON.stringify(origin)}`;
  }
  return undefined;
}

const encoder = new TextEncoder();

/** Checks `Authorization: Bearer <token>` headers against one token, in constant time. */
export class BearerCheck {
  readonly #digest: Promise<Uint8Array>;

  /**
   * Prepares the check.
   *
   * @param token The expected token.
   */
  constructor(token: string) {
    this.#digest = digest(token);
  }

  /**
   * Whether `authorization` carries the token.
   *
   * @param authorization The `Authorization` header, or `null`.
   * @returns True when it is `Bearer <token>` (scheme case-insensitive).
   *
   * @example
   * ```ts
   * import { BearerCheck } from "./security.ts";
   * const check = new BearerCheck("s3cret-s3cret-s3cret-s3cret-s3cret");
   * console.log(await check.accepts("Bearer s3cret-s3cret-s3cret-s3cret-s3cret")); // true
   * console.log(await check.accepts("Bearer nope")); // false
   * ```
   */
  async accepts(authorization: string | null): Promise<boolean> {
    const match = /^bearer[ \t]+(.*)$/is.exec(authorization?.trim() ?? "");
    const given = await digest(match?.[1].trim() ?? "");
    const expected = await this.#digest;
    let difference = match === null ? 1 : 0;
    for (let i = 0; i < expected.length; i++) difference |= expected[i] ^ given[i];
    return difference === 0;
  }
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/**
 * A fresh connection id: 16 random bytes as 32 lowercase hex characters (REMOTE §5).
 *
 * @returns The id.
 *
 * @example
 * ```ts
 * import { newConnectionId } from "./security.ts";
 * console.log(/^[0-9a-f]{32}$/.test(newConnectionId())); // true
 * ```
 */
export function newConnectionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return hex;
}
