/**
 * A small cookie jar for the remote clients: what a load balancer's affinity cookie needs
 * (HAProxy's `SRV=...`, an ALB's `AWSALB=...`), after RFC 6265 §5.
 *
 * Invariants:
 * - A cookie is kept per (domain, path, name). Without a `Domain` attribute it is host-only:
 *   sent back to exactly the host that set it. A `Domain` that does not domain-match the
 *   host is refused (there is no public-suffix list: a remote agent is one site the user
 *   chose, not the open web).
 * - `Max-Age` wins over `Expires`; a cookie whose expiry has passed is removed, and one
 *   set with an expiry in the past deletes the stored one. Cookies without an expiry live
 *   as long as the jar.
 * - `Secure` cookies go only to `https:` and `wss:` URLs. `HttpOnly` and `SameSite` mean
 *   nothing to a non-browser client and are ignored.
 * - Bounded: at most {@linkcode MAX_COOKIES} cookies (the oldest goes first) of at most
 *   {@linkcode MAX_COOKIE_BYTES} bytes each; longer ones are ignored.
 *
 * @module
 */

/** Most cookies one jar keeps. */
export const MAX_COOKIES = 64;

/** Longest `name=value` kept, in characters (RFC 6265 §6.1 asks for at least 4096). */
export const MAX_COOKIE_BYTES = 4096;

interface Cookie {
  name: string;
  value: string;
  domain: string;
  hostOnly: boolean;
  path: string;
  secure: boolean;
  /** Expiry in ms since the epoch, or `Infinity`. */
  expires: number;
  /** Creation order, for the order cookies are sent in and for eviction. */
  created: number;
}

/**
 * Stores `Set-Cookie` answers and gives the `Cookie` header for a request.
 *
 * @example Affinity: the cookie set on the first answer goes with every later request
 * ```ts
 * import { CookieJar } from "./cookie_jar.ts";
 * const jar = new CookieJar();
 * const url = new URL("http://agent.example/acp");
 * jar.store(url, new Headers({ "Set-Cookie": "SRV=s1; path=/" }));
 * console.log(jar.header(url)); // SRV=s1
 * ```
 */
export class CookieJar {
  readonly #cookies = new Map<string, Cookie>();
  readonly #now: () => number;
  #serial = 0;

  /**
   * Creates an empty jar.
   *
   * @param now The clock (ms since the epoch), for tests.
   */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** How many cookies the jar holds (expired ones included until next used). */
  get size(): number {
    return this.#cookies.size;
  }

  /**
   * Stores every `Set-Cookie` of an answer to a request for `url`.
   *
   * @param url The request's URL.
   * @param headers The answer's headers.
   */
  store(url: URL, headers: Headers): void {
    for (const line of headers.getSetCookie()) this.storeLine(url, line);
  }

  /**
   * Stores one `Set-Cookie` header value.
   *
   * @param url The request's URL.
   * @param line The header value.
   * @returns Whether a cookie was stored or removed (false when the line was ignored).
   */
  storeLine(url: URL, line: string): boolean {
    const cookie = parseSetCookie(url, line, this.#now());
    if (cookie === null) return false;
    const key = `${cookie.domain}\n${cookie.path}\n${cookie.name}`;
    const old = this.#cookies.get(key);
    if (cookie.expires <= this.#now()) {
      this.#cookies.delete(key);
      return true;
    }
    cookie.created = old?.created ?? ++this.#serial;
    this.#cookies.delete(key);
    this.#cookies.set(key, cookie);
    while (this.#cookies.size > MAX_COOKIES) {
      let oldest: string | undefined;
      let oldestCreated = Infinity;
      for (const [k, c] of this.#cookies) {
        if (c.created < oldestCreated) [oldest, oldestCreated] = [k, c.created];
      }
      this.#cookies.delete(oldest!);
    }
    return true;
  }

  /**
   * The `Cookie` header value for a request to `url`.
   *
   * @param url The request's URL.
   * @returns `name=value; ...` (longest path first), or `undefined` when no cookie applies.
   */
  header(url: URL): string | undefined {
    const now = this.#now();
    const host = hostOf(url);
    const secure = url.protocol === "https:" || url.protocol === "wss:";
    const path = url.pathname || "/";
    const matches: Cookie[] = [];
    for (const [key, c] of this.#cookies) {
      if (c.expires <= now) {
        this.#cookies.delete(key);
        continue;
      }
      if (c.hostOnly ? host !== c.domain : !domainMatches(host, c.domain)) continue;
      if (!pathMatches(path, c.path)) continue;
      if (c.secure && !secure) continue;
      matches.push(c);
    }
    if (matches.length === 0) return undefined;
    matches.sort((a, b) => b.path.length - a.path.length || a.created - b.created);
    return matches.map((c) => `${c.name}=${c.value}`).join("; ");
  }

  /** Forgets every cookie. */
  clear(): void {
    this.#cookies.clear();
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase();
}

function isIpAddress(host: string): boolean {
  return host.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(host);
}

function domainMatches(host: string, domain: string): boolean {
  return host === domain || (host.endsWith(`.${domain}`) && !isIpAddress(host));
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/";
}

/** RFC 6265 §5.1.4: the directory of the request path. */
function defaultPath(url: URL): string {
  const path = url.pathname;
  if (!path.startsWith("/")) return "/";
  const slash = path.lastIndexOf("/");
  return slash <= 0 ? "/" : path.slice(0, slash);
}

function parseSetCookie(url: URL, line: string, now: number): Cookie | null {
  const [pair, ...attributes] = line.split(";");
  const eq = pair.indexOf("=");
  if (eq < 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  if (name === "" || name.length + value.length > MAX_COOKIE_BYTES) return null;
  const host = hostOf(url);
  const cookie: Cookie = {
    name,
    value,
    domain: host,
    hostOnly: true,
    path: defaultPath(url),
    secure: false,
    expires: Infinity,
    created: 0,
  };
  let maxAge: number | undefined;
  let expires: number | undefined;
  for (const attribute of attributes) {
    const at = attribute.indexOf("=");
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const v = at < 0 ? "" : attribute.slice(at + 1).trim();
    switch (key) {
      case "expires": {
        const t = Date.parse(v);
        if (!Number.isNaN(t)) expires = t;
        break;
      }
      case "max-age":
        if (/^-?\d+$/.test(v)) maxAge = Number(v);
        break;
      case "domain": {
        const domain = v.replace(/^\./, "").toLowerCase();
        if (domain === "") break;
        if (!domainMatches(host, domain)) return null;
        cookie.domain = domain;
        cookie.hostOnly = false;
        break;
      }
      case "path":
        cookie.path = v.startsWith("/") ? v : defaultPath(url);
        break;
      case "secure":
        cookie.secure = true;
        break;
    }
  }
  if (maxAge !== undefined) cookie.expires = maxAge <= 0 ? -Infinity : now + maxAge * 1000;
  else if (expires !== undefined) cookie.expires = expires;
  return cookie;
}
