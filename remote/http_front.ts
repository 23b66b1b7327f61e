/**
 * The front of the remote server: `node:http`'s requests handed to the server as a
 * {@linkcode RequestHead} (method, path, headers as sent) and its `Response`s written back, and
 * a WebSocket upgrade's TCP socket handed over with the request. `node:http` (not
 * `Deno.serve`) because its upgrade gives the socket itself: `Deno.upgradeWebSocket` sends one
 * write per message, which caps a stream of small messages at a fraction of what the socket
 * can carry.
 *
 * Invariants:
 * - A request body stays in `node:http`'s stream (the server reads it only after its checks,
 *   with `readCappedBody`); a response body is read whole and sent with `Content-Length`,
 *   except an event stream (`text/event-stream`), which is written as it comes, waiting for
 *   `drain`, and cancelled when the client goes away. One whose body the server errors (a
 *   stalled connection's: its client took nothing) has its socket destroyed, not left to it;
 *   one the server ends (a DELETE, the agent's exit) ends cleanly.
 * - The rest of a body refused before it came whole (4xx, 5xx) is read and dropped for at most
 *   {@linkcode REFUSED_BODY_MS} and {@linkcode REFUSED_BODY_BYTES}; then its socket is closed.
 * - An upgrade's answer is written on the socket by hand: `101` and the handshake headers, or
 *   the refusal with `Connection: close`, after which the socket is ended.
 * - An unexpected error is logged with its stack and the request answered with 500 (or its
 *   socket destroyed when the answer had begun).
 *
 * @module
 */

import { stackOf } from "../log/error_text.ts";
import { webSocketAcceptFor } from "./ws_frames.ts";
import { joinBytes } from "./client_lines.ts";
import { WaitingRequests } from "./waiting_requests.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../log/logger.ts";

// Loaded by import(), not a static import: a bundle (`deno task bundle`) hoists a static
// `node:` import to its top, which loads Deno's Node layer into every start, stdio's too.
const { STATUS_CODES } = await import("node:http");

/** A request's headers, read like a `Headers` (names in any case, repeats joined by ", "). */
export interface HeaderView {
  /** The header's value, or `null`. */
  get(name: string): string | null;
}

/** What the server reads of a request: method, path and headers (the body is in the context). */
export interface RequestHead {
  /** The method. */
  readonly method: string;
  /** The target's path, without the query (as `URL.pathname` gives it). */
  readonly path: string;
  /** The headers. */
  readonly headers: HeaderView;
  /**
   * The host the request names: the target's authority when the target is a whole URL (RFC
   * 9112 §3.2.2: it then overrides `Host`), else the `Host` header; null without either.
   */
  readonly host: string | null;
}

/** What comes with a request besides its head. */
export interface RequestContext {
  /** The peer's address. */
  readonly hostname: string;
  /** The peer's port. */
  readonly port: number;
  /** The body's stream (not for `GET`, `HEAD` or an upgrade); read it with `readCappedBody`. */
  readonly body?: IncomingMessage;
  /** The socket of a WebSocket upgrade request. */
  readonly upgrade?: RawUpgrade;
  /**
   * Aborted when the client goes away (its request or connection closes) before the answer
   * was sent: a handler waiting for something on its behalf (an agent's `initialize` answer)
   * can stop.
   */
  readonly gone?: AbortSignal;
}

/** The socket of an upgrade request and the bytes the client sent after the request. */
export interface RawUpgrade {
  /** The TCP socket. */
  readonly socket: Duplex;
  /** What followed the request head. */
  readonly head: Uint8Array;
}

/** An accepted WebSocket upgrade: the `101`'s headers, and what to do once it is written. */
export class Upgraded {
  /**
   * @param accept The `Sec-WebSocket-Accept` value.
   * @param id The `Acp-Connection-Id`.
   * @param start Called once the `101` has been written.
   */
  constructor(
    readonly accept: string,
    readonly id: string,
    readonly start: () => void,
  ) {}
}

/** Why an upgrade request is not a valid WebSocket handshake. */
export class UpgradeError extends Error {
  override name = "UpgradeError";
  /**
   * @param message What is wrong.
   * @param version Whether the version is (the answer then names the one supported).
   */
  constructor(message: string, readonly version = false) {
    super(message);
  }
}

/** What the front calls for each request. */
export interface FrontOptions {
  /** Answers a request (its body is in the context, not in the `Request`). */
  readonly serve: (req: RequestHead, context: RequestContext) => Promise<Response | Upgraded>;
  /** Where to log failures. */
  readonly log: Logger;
}

/** The `node:http` listeners of the front. */
export interface Front {
  /** The server's `request` listener. */
  readonly request: (req: IncomingMessage, res: ServerResponse) => void;
  /** The server's `upgrade` listener (and its `connect` listener: a CONNECT is refused alike). */
  readonly upgrade: (req: IncomingMessage, socket: Duplex, head: Uint8Array) => void;
  /** Closes the sockets of refused upgrades still open (a shutdown does not wait for them). */
  readonly dropRefused: () => void;
  /** The requests taken in and not yet answered, on all sockets. */
  readonly waitingRequests: () => number;
}

const SSE_TYPE = "text/event-stream";

/**
 * How long the rest of a refused request's body is read (and dropped) after the refusal, and
 * how much of it: past either, its socket is closed. A client that sends its body whole gets
 * the refusal as its answer (a socket closed while it still writes loses that answer for it:
 * regress104, fetch's EPIPE), and one that trickles a byte now and then, or sends a body
 * without end, holds nothing for long (hostile18: such a socket stayed open for good, and a
 * 404's body was read without end).
 */
export const REFUSED_BODY_MS = 10_000;
/** See {@linkcode REFUSED_BODY_MS}. */
export const REFUSED_BODY_BYTES = 32 * 1024 * 1024;

/** Reads and drops the rest of a refused request's body, within the bounds above. */
function drainRefusedBody(req: IncomingMessage): void {
  const socket = req.socket;
  let bytes = 0;
  const cut = () => {
    done();
    if (!req.complete) socket.destroy();
  };
  const timer = setTimeout(cut, REFUSED_BODY_MS);
  const onData = (chunk: Uint8Array) => {
    bytes += chunk.length;
    if (bytes > REFUSED_BODY_BYTES) cut();
  };
  const done = () => {
    clearTimeout(timer);
    req.off("data", onData);
    req.off("end", done);
    req.off("close", done);
  };
  req.on("data", onData);
  req.once("end", done);
  req.once("close", done);
  req.resume();
}
/** Where a request target in origin form is resolved (only the path is ever read). */
const BASE = "http://acp.invalid";
const encoder = new TextEncoder();

/**
 * Whether `node:http` should hand a request over as an upgrade: only `Upgrade: websocket`
 * (any other upgrade, `h2c` for one, is served as a plain HTTP/1.1 request).
 *
 * @param req The request.
 * @returns True for a WebSocket upgrade.
 */
export function isWebSocketUpgrade(req: IncomingMessage): boolean {
  return req.headers.upgrade?.toLowerCase() === "websocket";
}

/**
 * The `Sec-WebSocket-Accept` for a handshake, or why the handshake is not valid.
 *
 * @param headers The upgrade request's headers.
 * @returns The accept value, or the error.
 */
export function webSocketAccept(headers: HeaderView): string | UpgradeError {
  if (headers.get("sec-websocket-version")?.trim() !== "13") {
    return new UpgradeError("Sec-WebSocket-Version must be 13", true);
  }
  const key = headers.get("sec-websocket-key")?.trim() ?? "";
  if (!/^[A-Za-z0-9+/]{22}==$/.test(key)) {
    return new UpgradeError("Sec-WebSocket-Key must be 16 bytes in base64");
  }
  return webSocketAcceptFor(key);
}

/**
 * The listeners that adapt `node:http` to a `Request` -> `Response` server.
 *
 * @param options What answers a request, and where to log.
 * @returns The `request` and `upgrade` listeners.
 */
export function frontHandlers(options: FrontOptions): Front {
  const { serve, log } = options;
  const failed = (what: string, e: unknown) =>
    log.error(
      `${what} failed: ${stackOf(e)} (a bug in ` +
        `acp-proxy, please report it)`,
    );
  /** Refused upgrades whose sockets are still open (their clients have not closed them). */
  const refused = new Set<Duplex>();
  /** Per connection: settles once its last request has been served (its answer decided). */
  const turns = new WeakMap<object, Promise<void>>();
  /** Per connection: settles once its last request's answer has been written whole. */
  const answers = new WeakMap<object, Promise<void>>();
  const waitingRequests = new WaitingRequests(log);
  return {
    waitingRequests: () => waitingRequests.inAll,
    dropRefused: () => {
      for (const socket of refused) socket.destroy();
    },
    request: (req, res) => {
      // Requests pipelined on one connection are served in their order (RFC 9112 9.3.2): each
      // is handed to the server once the one before it has been (a DELETE sent after a POST
      // ran first, and the POST found its connection gone).
      const waiting = waitingRequests.take(req.socket);
      if (waiting === null) return void res.destroy(); // its socket was closed: a flood
      const previous = turns.get(req.socket);
      let done!: () => void;
      const turn = new Promise<void>((resolve) => done = resolve);
      turns.set(req.socket, turn);
      const handled = previous === undefined
        ? handleRequest(serve, log, req, res, done)
        : previous.then(() => handleRequest(serve, log, req, res, done));
      handled.catch((e) => {
        failed(`${req.method} ${req.url?.slice(0, 200)}`, e);
        if (res.headersSent) res.destroy();
        else {
          res.statusCode = 500;
          res.end("Internal Server Error");
        }
      }).finally(() => {
        done();
        if (turns.get(req.socket) === turn) turns.delete(req.socket);
      });
      // Written: handed to the socket whole ('finish': node:http holds a pipelined answer's
      // bytes until the one before it has ended), or never to be (a close).
      const socket = req.socket;
      const written = new Promise<void>((resolve) => {
        const settle = () => {
          res.off("finish", settle);
          res.off("close", settle);
          forget();
          resolve();
        };
        res.on("finish", settle);
        res.on("close", settle);
        const forget = onSocketClose(socket, settle);
      });
      answers.set(socket, written);
      written.then(() => {
        // A request waits until its answer is written (regress99: counted until it was
        // served, a socket node:http had paused for answers its client had not taken was never
        // read again once they were).
        waiting();
        if (answers.get(socket) === written) answers.delete(socket);
      });
    },
    upgrade: (req, socket, head) => {
      waitingRequests.upgraded(req.socket);
      // Until the WebSocket takes the socket over, an error (a reset) destroys the socket, and
      // the WebSocket reports that as the client's close (1006) as soon as it starts.
      socket.on("error", () => {});
      // An upgrade pipelined behind a request waits until that request's answer is written
      // (its 101 would otherwise come first, and that answer go into the WebSocket).
      const previous = answers.get(req.socket);
      const upgraded = previous === undefined
        ? handleUpgrade(serve, log, req, socket, head, refused)
        : waitTurn(socket, head, previous).then((early) =>
          // A client gone meanwhile has nothing to upgrade.
          early === null ? undefined : handleUpgrade(serve, log, req, socket, early, refused)
        );
      upgraded.catch((e) => {
        failed(`an upgrade from ${req.socket.remoteAddress}`, e);
        socket.destroy();
      });
    },
  };
}

/**
 * Most bytes kept of what an upgrade's client sends while its upgrade waits its turn (none
 * are due before the 101): past it the rest is read and dropped (reading goes on, so that its
 * leaving is seen), and the upgrade is refused.
 */
const MAX_EARLY_UPGRADE_BYTES = 64 * 1024;

/**
 * Waits for `previous` (the answer before an upgrade on its connection) while reading the
 * socket, which node:http no longer reads once it handed the upgrade over: without a read its
 * client's close is never seen, and the answer before it (an event stream) would wait on a
 * client long gone. What the client sends meanwhile is kept, after `head`.
 *
 * @returns The bytes after the upgrade's head, or null when the client went away, ended its
 *   side (a FIN) or sent more than {@linkcode MAX_EARLY_UPGRADE_BYTES}: the answers before are
 *   still written, then the socket is ended.
 */
async function waitTurn(
  socket: Duplex,
  head: Uint8Array,
  previous: Promise<void>,
): Promise<Uint8Array | null> {
  const early: Uint8Array[] = [head];
  let size = head.length;
  let ended = false;
  let overflow = false;
  const keep = (chunk: Uint8Array) => {
    if (overflow) return;
    early.push(chunk);
    size += chunk.length;
    if (size > MAX_EARLY_UPGRADE_BYTES) overflow = true;
  };
  // A FIN: the client sends no more. An event stream before the upgrade would never end for
  // it (its socket is destroyed: it is gone); other answers are written first.
  const onEnd = () => {
    ended = true;
    if (streaming.has(socket)) socket.destroy();
  };
  socket.on("data", keep);
  socket.on("end", onEnd);
  await previous;
  socket.off("data", keep);
  socket.off("end", onEnd);
  socket.pause();
  if (socket.destroyed) return null;
  if (ended || overflow) {
    // After what is written: no WebSocket for a client that left, or broke it (and no wait
    // for its close, which nothing reads any more).
    socket.end(() => socket.destroy());
    return null;
  }
  return early.length === 1 ? head : joinBytes(early);
}

/** Sockets on which an event stream is being written. */
const streaming = new WeakSet<Duplex>();

/** Per socket: what to call when it closes (one listener on it, however many requests wait). */
const closeWaiters = new WeakMap<Duplex, Set<() => void>>();

/**
 * Calls `fn` when `socket` closes (at once, in a later turn, when it is closed already).
 *
 * @returns Forgets `fn` (call it once `fn` is no longer wanted).
 */
function onSocketClose(socket: Duplex, fn: () => void): () => void {
  if (socket.destroyed) {
    queueMicrotask(fn);
    return () => {};
  }
  let waiters = closeWaiters.get(socket);
  if (waiters === undefined) {
    const all = waiters = new Set();
    closeWaiters.set(socket, all);
    socket.once("close", () => {
      closeWaiters.delete(socket);
      for (const waiter of all) waiter();
    });
  }
  waiters.add(fn);
  return () => waiters.delete(fn);
}

/** The context of `req`: its peer, and its body stream or upgrade socket. */
function contextOf(req: IncomingMessage, upgrade?: RawUpgrade): RequestContext {
  const hostname = req.socket.remoteAddress ?? "unknown", port = req.socket.remotePort ?? 0;
  if (upgrade !== undefined) return { hostname, port, upgrade };
  const method = req.method;
  return method === "GET" || method === "HEAD" ? { hostname, port } : { hostname, port, body: req };
}

/** The headers of a `node:http` request, as sent (`rawHeaders`), read like a `Headers`. */
class RawHeaders implements HeaderView {
  readonly #raw: readonly string[];
  /** Lower-cased name -> value, built at the first lookup. */
  #values: Map<string, string> | undefined;
  constructor(raw: readonly string[]) {
    this.#raw = raw;
  }
  get(name: string): string | null {
    if (this.#values === undefined) {
      const values = this.#values = new Map();
      const raw = this.#raw;
      for (let i = 0; i + 1 < raw.length; i += 2) {
        const key = raw[i].toLowerCase();
        const before = values.get(key);
        values.set(key, before === undefined ? raw[i + 1] : `${before}, ${raw[i + 1]}`);
      }
    }
    return this.#values.get(name.toLowerCase()) ?? null;
  }
}

/** A path that `URL` would give back unchanged (no dot segment, escape or odd character). */
const PLAIN_PATH = /^\/[A-Za-z0-9_\-\/]*$/;

/**
 * The head of `req`, or `undefined` when its target is not a URL path (a CONNECT's
 * `host:port`, which `URL` would read as a scheme and a path).
 */
function headOf(req: IncomingMessage): RequestHead | undefined {
  const target = req.url ?? "/";
  if (req.method === "CONNECT" && !target.startsWith("/")) return undefined;
  const query = target.search(/[?#]/);
  let path = query < 0 ? target : target.slice(0, query);
  let authority: string | undefined;
  if (!PLAIN_PATH.test(path)) {
    try {
      const url = new URL(target.startsWith("/") ? BASE + target : target);
      path = url.pathname;
      if (!target.startsWith("/")) authority = url.host;
    } catch {
      return undefined;
    }
  }
  const headers = new RawHeaders(req.rawHeaders);
  return { method: req.method ?? "GET", path, headers, host: authority ?? headers.get("host") };
}

/** The 400 for a request whose target is not a path, logged as the server's refusals are. */
function notPathAnswer(req: IncomingMessage, log: Logger): Response {
  const why = "the request target is not a path";
  log.debug(
    `refused ${req.method} ${JSON.stringify((req.url ?? "").slice(0, 200))} from ` +
      `${req.socket.remoteAddress}:${req.socket.remotePort}: 400 ${why}`,
  );
  return new Response(why, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

async function handleRequest(
  serve: FrontOptions["serve"],
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  served: () => void,
): Promise<void> {
  const request = headOf(req);
  if (request === undefined) return await send(res, notPathAnswer(req, log));
  const gone = new AbortController();
  res.once("close", () => {
    if (!res.writableEnded) gone.abort(); // closed before this side ended its answer
  });
  const answer = await serve(request, { ...contextOf(req), gone: gone.signal });
  // Decided: the next request on this connection may be served (an event stream's body goes
  // on as long as it likes; node:http holds later answers until this one has ended).
  served();
  if (answer instanceof Upgraded) throw new Error("an upgrade was accepted without a socket");
  await send(res, answer);
}

/** Writes `response` to `res`: whole with `Content-Length`, or streamed (an event stream). */
async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  const body = response.body;
  if (body === null) {
    res.end();
    return;
  }
  if (!(response.headers.get("content-type") ?? "").startsWith(SSE_TYPE)) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    res.setHeader("Content-Length", bytes.length);
    // A refusal before its body came whole (another answer's body may lie unparsed behind a
    // paused socket: it is not refused).
    const unread = response.status >= 400 && !res.req.complete &&
      response.headers.get("connection")?.toLowerCase() !== "close";
    res.end(bytes);
    if (unread) drainRefusedBody(res.req);
    return;
  }
  const reader = body.getReader();
  const socket = res.req.socket;
  if (res.destroyed || socket.destroyed) {
    // Gone before its turn came (a request pipelined behind a slow one): its close has fired,
    // and the stream must not keep a reader nobody is.
    await reader.cancel("the client went away").catch(() => {});
    return;
  }
  res.flushHeaders();
  streaming.add(socket);
  let gone = false;
  // The body errored by the server (a stalled connection's stream: `StreamCutError`): the
  // answer is cut, not ended.
  let cut = false;
  let wake: () => void = () => {};
  const onClose = () => {
    gone = true;
    wake();
    reader.cancel("the client went away").catch(() => {});
  };
  const onDrain = () => wake();
  reader.closed.catch(() => {
    cut = true;
    wake();
  });
  res.on("close", onClose);
  // An answer queued behind another on its connection hears no close of its own when the
  // client goes: the socket's is heard too.
  const forget = onSocketClose(socket, onClose);
  res.on("drain", onDrain);
  try {
    while (!gone && !cut) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        cut = true;
        break;
      }
      if (next.done || gone) break;
      if (res.write(next.value)) continue;
      await new Promise<void>((resolve) => wake = resolve);
    }
  } finally {
    streaming.delete(socket);
    res.off("close", onClose);
    forget();
    res.off("drain", onDrain);
  }
  if (gone) return;
  // A client that takes nothing would hold its socket, and what it was sent, for as long as
  // it likes: a cut stream's socket is destroyed (lines were dropped; no clean end says so).
  if (cut) res.destroy();
  else res.end();
}

async function handleUpgrade(
  serve: FrontOptions["serve"],
  log: Logger,
  req: IncomingMessage,
  socket: Duplex,
  head: Uint8Array,
  refused: Set<Duplex>,
): Promise<void> {
  const request = headOf(req);
  const answer = request === undefined
    ? notPathAnswer(req, log)
    : await serve(request, contextOf(req, { socket, head }));
  if (answer instanceof Upgraded) {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Accept: ${answer.accept}\r\nAcp-Connection-Id: ${answer.id}\r\n\r\n`,
    );
    answer.start();
    return;
  }
  const body = new Uint8Array(await answer.arrayBuffer());
  let text = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}\r\n`;
  for (const [name, value] of answer.headers) {
    if (name !== "content-length" && name !== "connection") text += `${name}: ${value}\r\n`;
  }
  text += `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  const headBytes = encoder.encode(text);
  const out = new Uint8Array(headBytes.length + body.length);
  out.set(headBytes);
  out.set(body, headBytes.length);
  socket.end(out);
  // A client that keeps its end open after the refusal must not hold the socket (and a
  // descriptor, and the listener's close at shutdown): it has a moment to read the answer.
  const linger = setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS);
  Deno.unrefTimer(linger);
  refused.add(socket);
  socket.once("close", () => {
    clearTimeout(linger);
    refused.delete(socket);
  });
}

/** How long a refused upgrade's socket is kept open for its client to read the answer, in ms. */
const REFUSAL_LINGER_MS = 1_000;
