/**
 * The remote ACP server (REMOTE §2, §3, §5): Streamable HTTP and WebSocket at `/acp` with
 * `node:http`, byte-exact. Requests are read as a `RequestHead` and answered with `Response`s
 * (`http_front.ts` adapts them); a WebSocket upgrade gets the TCP socket itself, so that the
 * frames of many agent lines leave in one write (`ws_server_socket.ts`). It knows HTTP,
 * WebSocket and JSON-RPC framing; what a connection's lines mean is the
 * {@linkcode ConnectionHandler}'s business.
 *
 * Order of checks for every request: Host -> Origin -> path -> token -> method -> media type ->
 * size -> JSON -> connection id -> cap (REMOTE §5). `GET`/`HEAD /health` is checked for Host and
 * Origin only: 200 `ok`, 503 from the moment {@linkcode AcpListener.shutdown} is called.
 * Nothing here ever sets a cookie or reads one, and `X-Forwarded-For` is only ever logged
 * (debug): behind a balancer everything is keyed on `Acp-Connection-Id`, never on the TCP
 * connection.
 *
 * Invariants:
 * - A POST body reaches the handler as its bytes (CR and LF turned into spaces) and one LF;
 *   an agent line reaches the client as its bytes without LF and trailing CR, as an SSE
 *   `data:` field, the `initialize` POST's answer, or a WebSocket text frame.
 * - Every wait is bounded: `initialize` by `initTimeoutMs`, paused output by `outputStallMs`,
 *   idle HTTP connections by `idleTimeoutMs`, shutdown by `shutdownGraceMs` (twice: handlers,
 *   then the listener).
 * - Every refusal is a status from REMOTE's table, logged once (the token never is).
 *
 * @module
 */

import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { MAX_TIMER_MS, settlesWithin } from "../async/settles_within.ts";
import { type MessageView, viewMessage } from "../jsonrpc/message.ts";
import { errorFrame } from "../jsonrpc/writer.ts";
import { clipped, isLogger, type Logger, silentLogger, stderrLogger } from "../log/logger.ts";
import { checkOptionsObject, shownValue } from "../log/shown_value.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import { idTooLong, MAX_ID_LENGTH } from "./line_routing.ts";
import type { ConnectionHandler } from "./remote_connection.ts";
import {
  allowedHostnames,
  allowedHostProblem,
  BearerCheck,
  hostAllowed,
  newConnectionId,
  originAllowed,
  originProblem,
} from "./security.ts";
import { tokenProblem } from "./token_problem.ts";
import { RepeatedRefusals } from "./repeated_refusals.ts";
import {
  type Front,
  frontHandlers,
  isWebSocketUpgrade,
  type RequestContext,
  type RequestHead,
  Upgraded,
  UpgradeError,
  webSocketAccept,
} from "./http_front.ts";
import {
  BODY_BUDGET_TIMES,
  BodyBudget,
  type BodyHold,
  MIN_BODY_BUDGET_BYTES,
  readCappedBody,
} from "./server_body.ts";
import { messageOf, stackOf } from "../log/error_text.ts";
import { HttpConnection, type InitializeOutcome } from "./server_http_connection.ts";
import { ConnectionRegistry } from "./server_registry.ts";
import { BATCH_REFUSAL, WsConnection } from "./ws_server.ts";
import { LIBRARY_OPTION_NAMES, type OptionNames } from "./option_names.ts";
import { ServerWebSocket } from "./ws_server_socket.ts";

// Loaded by import(), not a static import: a bundle (`deno task bundle`) hoists a static
// `node:` import to its top, which loads Deno's Node layer into every start, stdio's too.
const { createServer } = await import("node:http");
const { isIP } = await import("node:net");
const { lookup } = await import("node:dns/promises");

/** Options of `listenAcp` (the library's export of this server). */
export interface AcpListenOptions {
  /**
   * The host to listen on. Only a loopback host is safe without a token (REMOTE §5); the CLI
   * enforces that, this function does not.
   * @default "127.0.0.1"
   */
  readonly hostname?: string;
  /**
   * The port; 0 picks a free one ({@linkcode AcpListener.port} says which).
   * @default 0
   */
  readonly port?: number;
  /** Serves each connection; the connection ends when it resolves. */
  readonly handler: ConnectionHandler;
  /**
   * The bearer token every request and upgrade must carry (`Authorization: Bearer <token>`).
   * @default undefined (no token needed)
   */
  readonly token?: string;
  /**
   * Origins allowed besides loopback ones, compared exactly (`--allow-origin`); CORS preflight
   * is answered only for these, with credentials allowed. Each is an origin as a browser sends
   * it (`https://app.example`, no path or trailing slash), never `null` or `*`.
   * @default []
   */
  readonly allowOrigins?: readonly string[];
  /**
   * Hostnames allowed in `Host` besides loopback and the listen host (`--allow-host`).
   * @default []
   */
  readonly allowHosts?: readonly string[];
  /**
   * Largest POST body or WebSocket message, in bytes (413 / close 1009). The POST bodies
   * being read at once hold at most 4 times this in all (at least 64 MiB): past that, 503 +
   * `Retry-After: 1`.
   * @default 16777216 (16 MiB)
   */
  readonly maxBodyBytes?: number;
  /**
   * Most live connections; a new one past it gets 503 + `Retry-After: 1`, as it does when
   * the live ones and the ended ones whose handlers still run (or whose WebSocket still sends
   * its last output) reach twice this.
   * @default 64
   */
  readonly maxConnections?: number;
  /**
   * An HTTP connection with no open GET stream and no request for this long is closed like a
   * DELETE.
   * @default 300000
   */
  readonly idleTimeoutMs?: number;
  /**
   * The request that opens an HTTP connection: `initialize` for an agent router,
   * `_proxy/initialize` for a proxy router (a component of a proxy chain).
   * @default "initialize"
   */
  readonly openingMethod?: "initialize" | "_proxy/initialize";
  /**
   * How long the agent has to answer `initialize` before 504.
   * @default 30000
   */
  readonly initTimeoutMs?: number;
  /**
   * Most bytes buffered per connection and direction: agent lines nobody has read yet (then
   * the agent's writes wait), client lines the agent has not read yet (then POSTs wait).
   * @default 67108864 (64 MiB)
   */
  readonly maxBufferedBytes?: number;
  /**
   * How often an idle SSE stream gets the comment `:\n\n`.
   * @default 15000
   */
  readonly keepAliveMs?: number;
  /**
   * WebSocket ping period: a ping goes out this often, and a client that sent nothing (no
   * pong, no frame) between two pings is closed; 0 sends no pings.
   * @default 30000
   */
  readonly wsPingMs?: number;
  /**
   * How long a new TCP connection may take to send its first request's headers before it is
   * closed: one that sends nothing, or its headers a byte at a time (slowloris), holds a
   * descriptor. Later requests on a kept-alive connection have 66 s.
   * @default 10000
   */
  readonly firstRequestMs?: number;
  /**
   * How long buffered output may wait with no reader progress (or client input unread by the
   * agent may hold a POST) before the connection is closed (or the POST gets 503).
   * @default 60000
   */
  readonly outputStallMs?: number;
  /**
   * How long {@linkcode AcpListener.shutdown} waits for the handlers, and then for the
   * listener to close. A router's handler ends its agent within about twice the router's
   * `graceMs` (SIGTERM, then SIGKILL): give at least that, or agents may outlive the shutdown.
   * @default 10000
   */
  readonly shutdownGraceMs?: number;
  /**
   * Where to log (refusals, connections opening and ending, errors).
   * @default errors only, with their stack, to stderr (so that no failure goes unseen: a
   *   connection handler that fails, say); `silentLogger` says nothing at all
   */
  readonly logger?: Logger;
}

/** Options of {@linkcode AcpListener.shutdown}. */
export interface ShutdownOptions {
  /**
   * How long live connections may go on (their requests, streams and DELETE still served;
   * only requests that would open a connection get 503) before they are ended, in ms. A
   * rolling restart's way to let turns in flight finish.
   * @default 0
   */
  readonly drainMs?: number;
}

/** A running server. */
export interface AcpListener {
  /** The endpoint, `http://HOST:PORT/acp` (also `ws://HOST:PORT/acp`). */
  readonly url: string;
  /** The port listened on. */
  readonly port: number;
  /** How many connections are live (HTTP and WebSocket). */
  activeConnections(): number;
  /**
   * Stops the server: new requests get 503, every connection's signal is aborted with
   * `reason`, SSE streams end, WebSockets close with 1001; then waits (bounded) for the
   * handlers and the listener. Idempotent; with `drainMs`, live connections first go on
   * (only new ones get 503) until they have all ended or `drainMs` has passed, and a second
   * call without `drainMs` cuts that wait short.
   *
   * @param reason The abort reason (a signal name such as `"SIGTERM"`, or a short text).
   * @param options How long live connections may go on first.
   * @default "shutdown"
   * @returns Resolves once stopped; rejects with a `RangeError` (and stops nothing) when
   *   `drainMs` is not a number of milliseconds >= 0.
   */
  shutdown(reason?: string, options?: ShutdownOptions): Promise<void>;
  /** Resolves once the listener has closed. */
  readonly finished: Promise<void>;
}

const MIB = 1024 * 1024;
/** How long an idle kept-alive HTTP connection stays open. */
const KEEP_ALIVE_MS = 65_000;
/**
 * How long a request may take to arrive whole, its body included (a body that trickles in holds
 * a socket and its buffers): then 408 and the connection is closed. Long enough for a 16 MiB
 * body at 64 KiB/s.
 */
const REQUEST_MS = 300_000;
/**
 * Most TCP connections that have not sent a whole request's headers yet; one more closes the
 * oldest of them, so that connections held open without a request cannot take every
 * descriptor, nor keep a client that sends at once from being served.
 */
export const MAX_UNUSED_SOCKETS = 256;
/** How often a drain looks whether every connection has ended. */
const DRAIN_POLL_MS = 50;
const JSON_TYPE = "application/json";
const SSE_TYPE = "text/event-stream";
/** The header an event stream's answer says its keep-alive interval in (ms). */
const KEEP_ALIVE_HEADER = "Acp-Keep-Alive-Ms";
const ALLOW = "GET, POST, DELETE";
const HEALTH_ALLOW = "GET, HEAD";
const CR = 0x0d, LF = 0x0a, SPACE = 0x20;

type Served = HttpConnection | WsConnection;

/** What a refusal carries besides its status and message. */
interface RefusalOptions {
  /** Extra headers (`Allow`, `Retry-After`, ...). */
  readonly headers?: Record<string, string>;
  /** The body, when it is not the message (a JSON-RPC error). */
  readonly body?: string;
  /** The body's media type. */
  readonly type?: string;
  /** Already said at warn, naming its connection: the refusal itself is then a debug line. */
  readonly said?: boolean;
}

/** The settings of a running server, with every default applied. */
interface Settings {
  readonly hostname: string;
  readonly openingMethod: string;
  readonly handler: ConnectionHandler;
  readonly log: Logger;
  readonly maxBodyBytes: number;
  readonly maxConnections: number;
  readonly idleTimeoutMs: number;
  readonly initTimeoutMs: number;
  readonly maxBufferedBytes: number;
  readonly keepAliveMs: number;
  readonly wsPingMs: number;
  readonly firstRequestMs: number;
  readonly outputStallMs: number;
  readonly shutdownGraceMs: number;
  readonly allowOrigins: readonly string[];
  readonly hosts: ReadonlySet<string>;
  readonly bearer: BearerCheck | undefined;
  /** How messages name the options that mend them. */
  readonly names: OptionNames;
}

/** Whether the net permission to listen on `host:port` is granted (asked for when a prompt can). */
function netGranted(host: string, port: number): boolean {
  const where = `${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
  const descriptor = { name: "net", host: where } as const;
  let state = Deno.permissions.querySync(descriptor).state;
  if (state === "prompt") state = Deno.permissions.requestSync(descriptor).state;
  return state === "granted";
}

/**
 * For `localhost`, whether listening on 127.0.0.1 at `port` is granted (queried, never asked
 * for): the address it resolves to where it could not be looked up (a grant of ::1 alone is
 * refused here, rather than let node:net fail out of reach where it resolves to 127.0.0.1);
 * true for any other name, whose addresses cannot be known here.
 */
function loopbackGranted(host: string, port: number): boolean {
  if (host.toLowerCase() !== "localhost") return true;
  return Deno.permissions.querySync({ name: "net", host: `127.0.0.1:${port}` }).state ===
    "granted";
}

function positive(name: string, value: number, allowZero = false): number {
  if (!Number.isSafeInteger(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new RangeError(
      `${name} must be a ${allowZero ? "non-negative" : "positive"} integer (got ${
        shownValue(value)
      })`,
    );
  }
  return value;
}

/** {@linkcode positive}, and at most {@linkcode MAX_TIMER_MS}: a duration a timer can wait. */
function duration(name: string, value: number, allowZero = false): number {
  positive(name, value, allowZero);
  if (value > MAX_TIMER_MS) {
    throw new RangeError(`${name} must be at most ${MAX_TIMER_MS} ms (got ${value})`);
  }
  return value;
}

/** A list option: an array of strings (a string alone would be taken letter by letter). */
function strings(name: string, value: unknown): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    const got = typeof value === "string" ? JSON.stringify(value) : typeof value;
    throw new TypeError(
      `${name} must be an array of strings (got ${
        Array.isArray(value) ? "an array with other items" : got
      })`,
    );
  }
  return value;
}

/** The token, when a request can carry it (an empty one would refuse every request). */
function checkedToken(token: unknown): string {
  const problem = typeof token === "string" ? tokenProblem(token) : `it is a ${typeof token}`;
  if (problem !== undefined) throw new TypeError(`token cannot be used: ${problem}`);
  return token as string;
}

/**
 * The server's settings: `options` checked, with REMOTE's defaults for what they leave out.
 *
 * @param options The options given to {@linkcode listenAcp}.
 * @returns The settings the server runs with.
 * @throws {TypeError} When there is no handler, the hostname is empty, the token is empty or
 *   not one a header can carry, an allowed origin is not one a browser sends, or the opening method is neither `initialize` nor
 *   `_proxy/initialize`.
 * @throws {RangeError} When a bound is not a positive integer, a duration is too long, or the
 *   port is not a whole number from 0 to 65535.
 */
export function settingsOf(options: AcpListenOptions): Settings {
  checkOptionsObject(options, "listenAcp's");
  if (typeof options.handler !== "function") {
    throw new TypeError("listenAcp needs a handler: give routerHandler(router) or your own");
  }
  const given = options.hostname ?? "127.0.0.1";
  // An IPv6 address as a URL writes it (`[::1]`, `[fe80::1%eth0]`) is that address; brackets
  // around anything else are a mistake (node:net would say ENOTFOUND).
  const bracketed = typeof given === "string" && (given.startsWith("[") || given.endsWith("]"));
  // A zone as a URL writes it (`%25eth0`) is the zone (`%eth0`).
  const inner = bracketed ? (given as string).slice(1, -1).replace(/%25/, "%") : given;
  if (
    bracketed &&
    (!(given as string).startsWith("[") || !(given as string).endsWith("]") ||
      isIP(inner as string) !== 6)
  ) {
    throw new TypeError(
      `hostname ${JSON.stringify(given)}: brackets enclose an IPv6 address only, such as [::1]`,
    );
  }
  const hostname = inner;
  if (typeof hostname !== "string" || hostname.trim() === "") {
    // An empty host would listen on every interface, and the URL would read http://:PORT.
    throw new TypeError(
      `hostname must be a host name or address, such as 127.0.0.1 (got ${
        JSON.stringify(hostname)
      })`,
    );
  }
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new RangeError(
      `port must be a whole number from 0 to 65535, 0 for a free one (got ${shownValue(port)})`,
    );
  }
  const opening = options.openingMethod ?? "initialize";
  if (opening !== "initialize" && opening !== "_proxy/initialize") {
    throw new TypeError(
      `openingMethod must be "initialize" or "_proxy/initialize" (got ${shownValue(opening)})`,
    );
  }
  if (options.logger !== undefined && !isLogger(options.logger)) {
    throw new TypeError("logger must have error, warn, info and debug functions");
  }
  return {
    hostname,
    openingMethod: opening,
    handler: options.handler,
    // A logger that throws is said once on stderr and stops nothing (as in the routers).
    log: guardedLogger(options.logger ?? stderrLogger("error")),
    maxBodyBytes: positive("maxBodyBytes", options.maxBodyBytes ?? 16 * MIB),
    maxConnections: positive("maxConnections", options.maxConnections ?? 64),
    idleTimeoutMs: duration("idleTimeoutMs", options.idleTimeoutMs ?? 300_000),
    initTimeoutMs: duration("initTimeoutMs", options.initTimeoutMs ?? 30_000),
    maxBufferedBytes: positive("maxBufferedBytes", options.maxBufferedBytes ?? 64 * MIB),
    keepAliveMs: duration("keepAliveMs", options.keepAliveMs ?? 15_000),
    wsPingMs: duration("wsPingMs", options.wsPingMs ?? 30_000, true),
    firstRequestMs: duration("firstRequestMs", options.firstRequestMs ?? 10_000),
    outputStallMs: duration("outputStallMs", options.outputStallMs ?? 60_000),
    shutdownGraceMs: duration("shutdownGraceMs", options.shutdownGraceMs ?? 10_000),
    allowOrigins: strings("allowOrigins", options.allowOrigins).map((origin) => {
      const problem = originProblem(origin);
      if (problem !== undefined) throw new TypeError(`allowOrigins: ${problem}`);
      return origin;
    }),
    hosts: allowedHostnames(
      hostname,
      strings("allowHosts", options.allowHosts).map((host) => {
        const problem = allowedHostProblem(host);
        if (problem !== undefined) throw new TypeError(`allowHosts: ${host}: ${problem}`);
        return host;
      }),
    ),
    bearer: options.token === undefined ? undefined : new BearerCheck(checkedToken(options.token)),
    names: LIBRARY_OPTION_NAMES,
  };
}

/**
 * Starts the remote server.
 *
 * @param options Where to listen, the handler, the security settings and the bounds.
 * @param names How its messages name the options that mend them (the CLI gives its flags).
 * @returns The running server, once it listens.
 * @throws {RangeError} When a bound is not a positive integer, or a duration is longer than a
 *   timer can wait (2^31 - 1 ms).
 * @throws {TypeError} When there is no handler, or an allowed origin is not one a browser sends
 *   (`null`, `*`, a path or trailing slash).
 * @throws {Error} When it cannot listen (`code` `EADDRINUSE` when the port is taken, ...).
 *
 * @example Serve an echo handler on a free loopback port
 * ```ts ignore
 * import { startAcpServer } from "./http_server.ts";
 * const server = await startAcpServer({
 *   handler: async (c) => { await c.readable.pipeTo(c.writable); },
 * });
 * console.log(server.url); // http://127.0.0.1:PORT/acp
 * await server.shutdown();
 * ```
 */
export async function startAcpServer(
  options: AcpListenOptions,
  names: OptionNames = LIBRARY_OPTION_NAMES,
): Promise<AcpListener> {
  const server = new RemoteServer({ ...settingsOf(options), names });
  await server.listen(options.port ?? 0);
  return {
    url: server.url,
    port: server.port,
    activeConnections: () => server.activeConnections,
    shutdown: (reason, options) => server.shutdown(reason, options),
    finished: server.finished,
  };
}

/** The server: one `node:http` listener and the connections it serves. */
class RemoteServer {
  url = "";
  port = 0;
  readonly finished: Promise<void>;
  readonly #settings: Settings;
  readonly #log: Logger;
  readonly #registry = new ConnectionRegistry<Served>();
  /** Origins whose refused preflight was logged at warn. */
  readonly #preflightsRefused = new Set<string>();
  readonly #handlers = new Set<Promise<void>>();
  /** Connections whose handler runs. */
  readonly #handling = new Set<Served>();
  /** Connections that have ended while their handler (their agent's end) goes on. */
  readonly #ending = new Set<Served>();
  /**
   * Ended WebSocket connections whose socket is still open: their last output and close frame
   * go while the client takes them. Counted with {@linkcode RemoteServer.#ending} by the cap.
   */
  readonly #closing = new Map<Served, ServerWebSocket>();
  /** Aborted with the daemon's signal when the server ends its connections (after a drain). */
  readonly #stopping = new AbortController();
  readonly #server: Server;
  /**
   * Sockets that have not sent a request yet (a client's spare pooled connection):
   * `closeIdleConnections` leaves them open, so shutdown closes them itself.
   */
  readonly #unused = new Map<Socket, ReturnType<typeof setTimeout>>();
  /** When a closing of the oldest unused socket was last logged (one warning a minute). */
  #unusedWarnedAt = -Infinity;
  /** Sockets whose request `node:http`'s parser refused, with its error's code. */
  readonly #unparsed = new WeakMap<object, string>();
  /** The `node:http` listeners (and the refused upgrades they keep). */
  readonly #front: Front;
  /** Refusal warnings: one per kind per window, not one per request (scaleout6). */
  readonly #refusals: RepeatedRefusals;
  /**
   * Requests whose body is still arriving. A shutdown ends them at once: a client that sent
   * half a body would otherwise hold the listener's close (and the daemon's exit) until the
   * grace is over.
   */
  readonly #readingBodies = new Set<IncomingMessage>();
  /**
   * HTTP connections whose opening `initialize` still waits for its agent's answer: a shutdown
   * refuses them at once (503 + Retry-After), as it refuses new ones, and does not drain them.
   */
  readonly #initializing = new Set<HttpConnection>();
  /** What the POST bodies being read may hold in all. */
  readonly #bodyBudget: BodyBudget;
  #shuttingDown: Promise<void> | undefined;
  /** Live connections go on while shutting down (only new ones are refused). */
  #draining = false;
  /** Ends the drain at once (a second shutdown without `drainMs`). */
  #cutDrain: () => void = () => {};

  constructor(settings: Settings) {
    this.#settings = settings;
    this.#log = settings.log;
    this.#refusals = new RepeatedRefusals(settings.log);
    this.#bodyBudget = new BodyBudget(
      Math.max(BODY_BUDGET_TIMES * settings.maxBodyBytes, MIN_BODY_BUDGET_BYTES),
    );
    const front = this.#front = frontHandlers({
      serve: (req, context) => this.#serve(req, context),
      log: this.#log,
    });
    const serverOptions = {
      requireHostHeader: false, // a missing Host is refused with 403 by the Host check
      shouldUpgradeCallback: isWebSocketUpgrade, // Node 24's option, not in the types yet
      // An idle kept-alive connection is closed only after a balancer's usual idle time
      // (60 s), so that no balancer reuses one the daemon is closing.
      keepAliveTimeout: KEEP_ALIVE_MS,
      headersTimeout: KEEP_ALIVE_MS + 1_000,
      requestTimeout: REQUEST_MS,
    };
    this.#server = createServer(serverOptions, front.request);
    // Every header field is read (hostile11: past the 1000th they were dropped unseen, an
    // Origin among them); the head's size limit bounds them (431).
    this.#server.maxHeadersCount = 0;
    // `Expect: 100-continue` (curl's, for bodies over 1 MiB): the 100 goes once the body is
    // read, so that a refusal (413, 415, 403, ...) comes before the client sends its body.
    this.#server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
      req.once("resume", () => {
        if (!res.headersSent && !res.writableEnded) res.writeContinue();
      });
      this.#server.emit("request", req, res);
    });
    this.#server.on("upgrade", front.upgrade);
    // CONNECT is handed over like an upgrade (node:http destroys its socket, unanswered, when
    // nothing listens): it goes through the same checks and gets their answer (405 + Allow).
    this.#server.on("connect", front.upgrade);
    this.#server.on("clientError", (e: Error, socket: Socket) => this.#clientError(e, socket));
    this.#server.on("connection", (socket: Socket) => this.#connected(socket));
    const used = (req: IncomingMessage) => this.#forget(req.socket);
    this.#server.on("request", used);
    this.#server.on("upgrade", used);
    this.#server.on("connect", used);
    this.finished = new Promise((resolve) => this.#server.once("close", () => resolve()));
  }

  /**
   * A new TCP connection: closed unless its first request's headers arrive within
   * `firstRequestMs`; past {@linkcode MAX_UNUSED_SOCKETS} such, the oldest is closed.
   */
  #connected(socket: Socket): void {
    if (this.#unused.size >= MAX_UNUSED_SOCKETS) {
      const oldest = this.#unused.keys().next().value!;
      this.#forget(oldest);
      oldest.destroy();
      if (performance.now() - this.#unusedWarnedAt >= 60_000) {
        this.#unusedWarnedAt = performance.now();
        this.#log.warn(
          `more than ${MAX_UNUSED_SOCKETS} connections have sent no request: the oldest is ` +
            `closed (clients that open connections and send nothing, or a slowloris attack?)`,
        );
      }
    }
    const timer = setTimeout(() => {
      this.#unused.delete(socket);
      this.#log.debug(
        `a connection sent no whole request within ${this.#settings.firstRequestMs} ms: closed`,
      );
      socket.destroy();
    }, this.#settings.firstRequestMs);
    this.#unused.set(socket, timer);
    socket.once("close", () => this.#forget(socket));
  }

  /** `socket` is no longer one that has sent no request (it has, or it closed). */
  #forget(socket: Socket): void {
    clearTimeout(this.#unused.get(socket));
    this.#unused.delete(socket);
  }

  /** Listens on `port` (0: a free one). */
  listen(port: number): Promise<void> {
    // Without the permission, node:net throws in a later tick, out of reach of any caller
    // (the process died of it): asked first, the refusal is this call's.
    const host = this.#settings.hostname;
    if (!netGranted(host, port)) {
      return Promise.reject(
        new Deno.errors.NotCapable("the net permission is missing: run with --allow-net (or -A)"),
      );
    }
    // A name is resolved here, as node:net would, so that the permission its address needs
    // (`--allow-net=localhost` does not cover 127.0.0.1) is asked for here too.
    return this.#listenOn(port, isIP(host) === 0 ? lookup(host) : undefined);
  }

  async #listenOn(
    port: number,
    resolving: Promise<{ address: string }> | undefined,
  ): Promise<void> {
    const server = this.#server;
    const host = this.#settings.hostname;
    // A grant for the name with a port only (`--allow-net=localhost:8080`) does not cover
    // Deno's lookup of it, but does node:net's own: then the name is left to node:net, as it
    // always was, once the address it will listen on is known to be granted (below).
    const resolved = await resolving?.then(
      (found) => found.address,
      (e: { code?: string }) => {
        if (e?.code === "EPERM") return undefined;
        throw e;
      },
    );
    if (resolved === undefined && resolving !== undefined && !loopbackGranted(host, port)) {
      // node:net would resolve it to a loopback address it may not listen on, and fail out
      // of reach of any caller.
      throw new Deno.errors.NotCapable(
        `the net permission for the address ${host} resolves to is missing: run with ` +
          `--allow-net=${host},127.0.0.1 (or -A)`,
      );
    }
    if (resolved !== undefined && !netGranted(resolved, port)) {
      throw new Deno.errors.NotCapable(
        `the net permission for ${resolved} (what ${host} resolves to) is missing: run with ` +
          `--allow-net=${host},${resolved.includes(":") ? `[${resolved}]` : resolved} (or -A)`,
      );
    }
    return new Promise((resolve, reject) => {
      const failed = (e: Error) => {
        server.close();
        reject(e);
      };
      server.once("error", failed);
      server.listen(port, resolved ?? host, () => {
        server.off("error", failed);
        server.on("error", (e) => this.#log.error(`the HTTP server failed: ${messageOf(e)}`));
        this.port = (server.address() as { port: number }).port;
        const urlHost = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
        this.url = `http://${urlHost}:${this.port}/acp`;
        resolve();
      });
    });
  }

  get activeConnections(): number {
    return this.#registry.size;
  }

  shutdown(reason = "shutdown", options: ShutdownOptions = {}): Promise<void> {
    if (typeof options !== "object" || options === null) {
      // Rejected, as every failure of a promise-returning call is, not thrown (lib17: a null
      // gave a raw TypeError from inside).
      return Promise.reject(
        new TypeError(`shutdown's options must be an object (got ${shownValue(options)})`),
      );
    }
    const drainMs = options.drainMs ?? 0;
    if (!(Number.isFinite(drainMs) && drainMs >= 0 && drainMs <= MAX_TIMER_MS)) {
      // Rejected, as every failure of a promise-returning call is, not thrown.
      return Promise.reject(
        new RangeError(
          `drainMs must be a number of milliseconds from 0 to ${MAX_TIMER_MS} (got ${
            shownValue(drainMs)
          })`,
        ),
      );
    }
    if (this.#shuttingDown !== undefined) {
      if (drainMs === 0) this.#cutDrain();
      return this.#shuttingDown;
    }
    this.#shuttingDown = this.#shutdown(reason, drainMs);
    return this.#shuttingDown;
  }

  /** Waits until no connection is live, `ms` have passed, or the drain is cut. */
  async #drain(reason: string, ms: number): Promise<void> {
    // WebSockets still sending their last output are let finish too.
    const going = () => this.#registry.size + this.#closing.size;
    if (ms === 0 || going() === 0) return;
    this.#draining = true;
    const closing = this.#closing.size > 0
      ? ` (and ${this.#closing.size} WebSocket(s) still sending their last output)`
      : "";
    this.#log.info(
      `draining (${reason}): ${this.#registry.size} connection(s) live${closing} go on for at ` +
        `most ${ms} ms; new connections get 503`,
    );
    const deadline = Date.now() + ms;
    let cut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = new Promise<void>((resolve) => {
      this.#cutDrain = () => {
        cut = true;
        resolve();
      };
    });
    try {
      while (!cut && going() > 0 && Date.now() < deadline) {
        await Promise.race([
          wake,
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, Math.min(DRAIN_POLL_MS, deadline - Date.now()));
          }),
        ]);
        clearTimeout(timer);
      }
    } finally {
      clearTimeout(timer);
      this.#draining = false;
      this.#cutDrain = () => {};
    }
    const over = `drain ${cut ? "cut short" : `over after ${ms} ms`}`;
    this.#log.info(
      going() === 0
        ? `drained: every connection ended`
        : this.#registry.size === 0
        ? `${over}: ${this.#closing.size} WebSocket(s) still sending their last output get 2 s`
        : `${over}: ending ${this.#registry.size} connection(s)`,
    );
  }

  async #shutdown(reason: string, drainMs: number): Promise<void> {
    // Not yet a connection its client can use (it has no id): refused now, so that a balancer
    // retries it on another server at once, not after the drain (or with a connection on a
    // server about to go).
    for (const http of this.#initializing) http.end(`shutting down (${reason})`, true);
    await this.#drain(reason, drainMs);
    const { shutdownGraceMs } = this.#settings;
    this.#log.info(`shutting down (${reason}): ${this.#registry.size} connection(s) live`);
    // Handlers of connections that already ended, still ending their agents, hear it too.
    this.#stopping.abort(reason);
    // A WebSocket still sending its last output gets 2 s more, not as long as its client reads.
    for (const socket of this.#closing.values()) socket.hurry();
    for (const served of this.#registry.values()) {
      if (served instanceof HttpConnection) served.end(reason, true);
      else served.endFromOutside(reason, true);
    }
    if (!await settlesWithin(Promise.allSettled([...this.#handlers]), shutdownGraceMs)) {
      this.#log.warn(
        `shutdown: ${this.#handlers.size} connection handler(s) did not finish within ` +
          `${shutdownGraceMs} ms`,
      );
    }
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#server.closeIdleConnections();
    for (const socket of [...this.#unused.keys()]) socket.destroy();
    this.#front.dropRefused();
    for (const body of this.#readingBodies) body.socket.destroy();
    if (!await settlesWithin(closed, shutdownGraceMs)) {
      this.#log.warn(`shutdown: the listener did not close within ${shutdownGraceMs} ms`);
      this.#server.closeAllConnections();
    }
    this.#refusals.flush();
  }

  /** Answers one request; adds the CORS headers for an allowed origin. */
  async #serve(req: RequestHead, info: RequestContext): Promise<Response | Upgraded> {
    const origin = req.headers.get("origin");
    const what = `${req.method} from ${peer(info)}`;
    let response: Response | Upgraded;
    try {
      response = await this.#route(req, info);
    } catch (e) {
      this.#log.error(
        `${what} failed: ${stackOf(e)} (500; this is a bug in acp-proxy, please report it)`,
      );
      response = new Response("Internal Server Error", { status: 500 });
    }
    if (
      response instanceof Response && origin !== null &&
      this.#settings.allowOrigins.includes(origin)
    ) {
      response.headers.set("Access-Control-Allow-Origin", origin);
      response.headers.set("Access-Control-Allow-Credentials", "true");
      response.headers.set("Access-Control-Expose-Headers", EXPOSED_HEADERS);
      const vary = response.headers.get("Vary") ?? "";
      if (!/(?:^|,)\s*origin\s*(?:,|$)/i.test(vary)) response.headers.append("Vary", "Origin");
    }
    return response;
  }

  /** The checks in REMOTE §5's order, then the method's own. */
  async #route(req: RequestHead, info: RequestContext): Promise<Response | Upgraded> {
    const { allowOrigins, bearer } = this.#settings;
    const host = req.host;
    if (!hostAllowed(host, this.#settings.hosts)) {
      const shown = JSON.stringify((host ?? "(none)").slice(0, 200));
      return this.#refuse(
        req,
        info,
        403,
        `Host ${shown} is not allowed (add it with ${this.#settings.names.allowHosts} if it ` +
          `is expected)`,
      );
    }
    const origin = req.headers.get("origin");
    if (!originAllowed(origin, allowOrigins)) {
      const shown = JSON.stringify(origin!.slice(0, 200));
      return this.#refuse(
        req,
        info,
        403,
        origin === "null"
          ? `Origin "null" is not allowed (a sandboxed page or a local file, which any site ` +
            `can open, sends it; serve the page from an origin and allow that)`
          : `Origin ${shown} is not allowed (add it with ${this.#settings.names.allowOrigins} ` +
            `if it is expected)`,
      );
    }
    const path = req.path;
    if (path === "/health") return this.#health(req, info);
    if (path !== "/acp") return this.#refuse(req, info, 404, "Not Found");
    if (req.method === "OPTIONS" && origin !== null && allowOrigins.includes(origin)) {
      return preflight(origin);
    }
    if (bearer !== undefined && !(await bearer.accepts(req.headers.get("authorization")))) {
      // A browser's preflight never has the token: what the page needs is --allow-origin.
      const preflightHint = req.method === "OPTIONS" && origin !== null
        ? `; ${this.#preflightHint(origin)}`
        : "";
      return this.#refuse(req, info, 401, `a valid bearer token is required${preflightHint}`, {
        headers: { "WWW-Authenticate": `Bearer realm="acp"` },
      });
    }
    // Draining, a live connection's requests go on; what would open one is refused. A DELETE
    // is answered as ever (202: the connection is ending anyway; the SDK client awaits it).
    const live = (this.#draining || req.method === "DELETE") &&
      req.headers.get("acp-connection-id") !== null && req.headers.get("upgrade") === null;
    if (this.#shuttingDown !== undefined && !live) {
      return this.#refuse(req, info, 503, "the server is shutting down", {
        headers: { "Retry-After": "1" },
      });
    }
    switch (req.method) {
      case "POST":
        return await this.#post(req, info);
      case "GET":
        return req.headers.get("upgrade")?.toLowerCase() === "websocket"
          ? this.#upgrade(req, info)
          : this.#get(req, info);
      case "DELETE":
        return this.#delete(req, info);
      default: {
        // REMOTE §2: no preflight for other origins, loopback ones included; the page's
        // developer sees only a CORS error, so the answer and the log say what to do.
        const hint = req.method === "OPTIONS" && origin !== null
          ? `: ${this.#preflightHint(origin)}`
          : "";
        return this.#refuse(req, info, 405, `Method Not Allowed${hint}`, {
          headers: { Allow: ALLOW },
        });
      }
    }
  }

  /** What a page whose preflight is refused needs, said at warn once per origin. */
  #preflightHint(origin: string): string {
    const { names } = this.#settings;
    const hint = `a CORS preflight is answered only for ${names.allowOrigins} origins; add ` +
      `${names.addOrigin(origin.slice(0, 200))} to let that page use HTTP`;
    if (this.#preflightsRefused.size < MAX_ORIGINS_TOLD && !this.#preflightsRefused.has(origin)) {
      this.#preflightsRefused.add(origin);
      this.#log.warn(`a CORS preflight from ${JSON.stringify(origin.slice(0, 200))}: ${hint}`);
    }
    return hint;
  }

  /**
   * `GET`/`HEAD /health` for a load balancer's checks: 200 `ok`, or 503 once shutting down.
   * No token needed; it starts nothing and counts toward no cap or idle timer.
   */
  #health(req: RequestHead, info: RequestContext): Response {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return this.#refuse(req, info, 405, "Method Not Allowed", {
        headers: { Allow: HEALTH_ALLOW },
      });
    }
    const down = this.#shuttingDown !== undefined;
    const body = req.method === "HEAD" ? null : down ? "shutting down" : "ok";
    const headers: Record<string, string> = {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    };
    if (down) headers["Retry-After"] = "1";
    return new Response(body, { status: down ? 503 : 200, headers });
  }

  /**
   * A request `node:http` could not parse (a head over its limit, a bad `Content-Length` or
   * chunk size, one that did not arrive within its time): answered as `node:http` does by
   * default (431, 408 or 400, with `Connection: close`, unless an answer has begun) and logged
   * once, as the server's own refusals are. A reset is no request: its socket is destroyed.
   */
  #clientError(error: Error, socket: Socket): void {
    const code = (error as { code?: unknown }).code;
    const why = typeof code === "string" ? code : error.message;
    if (code === "ECONNRESET" || code === "EPIPE" || !socket.writable) {
      socket.destroy();
      return;
    }
    if (typeof code === "string" && code.startsWith("HPE_")) this.#unparsed.set(socket, why);
    // What is wrong with the request: "its ..." in the log line, "the ..." in the body.
    const [status, text, what] = code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "request head is over the size limit"]
      : code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "request did not arrive whole in time"]
      : [400, "Bad Request", `request could not be parsed as HTTP/1.1${detail(why)}`];
    const from = peer({
      hostname: socket.remoteAddress ?? "unknown",
      port: socket.remotePort ?? 0,
    });
    const line = `refused a request from ${from}: ${status} its ${what}`;
    // A body being read when its parse failed is refused, and logged, by its own request.
    if (![...this.#readingBodies].some((body) => body.socket === socket)) {
      if (status === 431) this.#refusals.warn(`431 its ${what}`, line);
      else this.#log.debug(line);
    }
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (answering?.headersSent === true) {
      socket.destroy();
      return;
    }
    // Said in the body too, as every other refusal is (hostile11: a bare 400 said nothing).
    const body = `the ${what}\n`;
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain; ` +
        `charset=utf-8\r\nContent-Length: ${new TextEncoder().encode(body).length}\r\n\r\n${body}`,
      () => socket.destroy(),
    );
  }

  /** A refusal, logged once (warn for security and capacity, debug for protocol errors). */
  #refuse(
    req: RequestHead,
    info: RequestContext,
    status: number,
    message: string,
    options: RefusalOptions = {},
  ): Response {
    const line = `refused ${req.method} ${req.path.slice(0, 200)} from ` +
      `${peer(info)}: ${status} ${message}`;
    const warns = status === 401 || status === 403 || status === 413 || status === 503;
    if (warns && !options.said) this.#refusals.warn(`${status} ${message}`, line);
    else this.#log.debug(line);
    return new Response(options.body ?? message, {
      status,
      headers: { "Content-Type": options.type ?? "text/plain; charset=utf-8", ...options.headers },
    });
  }

  #capReached(req: RequestHead, info: RequestContext): Response | undefined {
    const max = this.#settings.maxConnections;
    // Ended connections whose agents are still being ended (input closed, grace, SIGTERM,
    // SIGKILL) count too, once they and the live ones reach twice the cap: else a client that
    // opens and closes connections quickly keeps any number of agents running, while one
    // that reconnects at once after a DELETE still gets in.
    // So do ended WebSockets still sending their last output to a client that reads slowly.
    const live = this.#registry.size;
    let ending = this.#ending.size;
    for (const served of this.#closing.keys()) if (!this.#ending.has(served)) ending++;
    if (live < max && live + ending < 2 * max) return undefined;
    const why =
      (live >= max
        ? `the connection cap (${max}) is reached`
        : `the connection cap (${max}) is reached with the ${ending} ended connection(s) whose ` +
          `agents are still being ended or whose last output is still being sent (at most ` +
          `twice the cap at once)`) +
      `; try again later, or raise ${this.#settings.names.maxConnections}`;
    return this.#refuse(req, info, 503, why, { headers: { "Retry-After": "1" } });
  }

  /** A too-long or missing `Acp-Connection-Id` (400), or `undefined` when it is usable. */
  #badConnectionId(
    req: RequestHead,
    info: RequestContext,
    id: string | null,
  ): Response | undefined {
    if (id === null) return this.#refuse(req, info, 400, "Missing Acp-Connection-Id");
    if (id.length <= MAX_ID_LENGTH) return undefined;
    return this.#refuse(req, info, 400, `Acp-Connection-Id is longer than ${MAX_ID_LENGTH}`);
  }

  async #post(req: RequestHead, info: RequestContext): Promise<Response> {
    const type = req.headers.get("content-type");
    if (type?.split(";", 1)[0].trim().toLowerCase() !== JSON_TYPE) {
      return this.#refuse(req, info, 415, "the media type must be application/json");
    }
    // node:http takes the chunks of `gzip, chunked` off and leaves the body gzipped: a coding
    // this server does not undo is refused (RFC 9112 §6.1), not read as the JSON it is not.
    const coding = req.headers.get("transfer-encoding");
    if (coding !== null && coding.trim().toLowerCase() !== "chunked") {
      return this.#refuse(
        req,
        info,
        501,
        `Transfer-Encoding ${JSON.stringify(coding.slice(0, 100))} is not supported: send ` +
          `the body as it is, with Content-Length or Transfer-Encoding: chunked`,
        { headers: { Connection: "close" } },
      );
    }
    const hold = this.#bodyBudget.hold();
    try {
      return await this.#postHeld(req, info, hold);
    } finally {
      hold.release();
    }
  }

  /** A POST whose body is read under `hold`, its share of the server's body budget. */
  async #postHeld(req: RequestHead, info: RequestContext, hold: BodyHold): Promise<Response> {
    const max = this.#settings.maxBodyBytes;
    const body = info.body;
    if (body !== undefined) this.#readingBodies.add(body);
    let read: Awaited<ReturnType<typeof readCappedBody>>;
    try {
      read = await readCappedBody(body, req.headers.get("content-length"), max, hold);
    } finally {
      if (body !== undefined) this.#readingBodies.delete(body);
    }
    if (read.kind === "too-large") {
      const raise = `raise ${this.#settings.names.maxBody} if such bodies are expected`;
      return this.#refuse(req, info, 413, `the body is over ${max} bytes; ${raise}`, {
        headers: { Connection: "close" },
      });
    }
    if (read.kind === "busy") {
      return this.#refuse(
        req,
        info,
        503,
        `the POST bodies and WebSocket messages being read at once would pass ` +
          `${this.#bodyBudget.total} bytes (${BODY_BUDGET_TIMES} x ` +
          `${this.#settings.names.maxBody}, at least 64 MiB); try again later`,
        { headers: { "Retry-After": "1", Connection: "close" } },
      );
    }
    if (read.kind === "failed") {
      // Gone: the client closed the connection, or only its sending side after the request
      // (`shutdown(SHUT_WR)`, `nc -N`), which Deno's HTTP server takes as gone too: it ends
      // the request, and no answer can be sent.
      const unparsed = body === undefined ? undefined : this.#unparsed.get(body.socket);
      const why = unparsed !== undefined
        ? `the body could not be parsed${detail(unparsed)}: a bad chunk size or a cut chunk`
        : body?.destroyed === true
        ? `the client closed the connection before its body was read (${
          messageOf(read.error)
        }; a half-close after the request counts as closing: nothing can be answered)`
        : `the body could not be read: ${messageOf(read.error)}`;
      return this.#refuse(req, info, 400, why);
    }
    const frame = read.buffer.subarray(0, read.size);
    const view = viewMessage(frame);
    if (view.kind === "blank" || view.parseError) {
      return this.#refuse(req, info, 400, "Invalid JSON");
    }
    if (view.kind === "batch") {
      return this.#refuse(req, info, 400, "a JSON-RPC batch", {
        body: BATCH_REFUSAL,
        type: JSON_TYPE,
      });
    }
    if (view.kind === "invalid" && view.reason === "entry must be an object") {
      return this.#refuse(req, info, 400, "the body must be a JSON object");
    }
    const id = req.headers.get("acp-connection-id");
    const opening = this.#settings.openingMethod;
    const initialize = view.kind === "request" && view.method === opening;
    if (id === null && initialize) return await this.#postInitialize(req, info, view, read);
    if (id === null && view.kind === "invalid" && view.method === opening) {
      return this.#refuse(req, info, 400, `not a valid ${opening} request: ${view.reason}`);
    }
    // Another opening request than this server's (a plain initialize to a proxy server), or an
    // opening one without an id: the header it lacks is not what is wrong.
    if (
      id === null &&
      (view.kind === "request" || view.kind === "notification" || view.kind === "invalid")
    ) {
      const method = view.method;
      if (method === "initialize" || method === "_proxy/initialize") {
        return this.#refuse(
          req,
          info,
          400,
          method === opening
            ? `${opening} needs an id: send it as a request`
            : `this server opens a connection with ${opening}, not ${method}`,
        );
      }
    }
    const bad = this.#badConnectionId(req, info, id);
    if (bad !== undefined) return bad;
    if (initialize) {
      // Whether or not that connection is still open: an initialize opens a new one.
      return this.#refuse(
        req,
        info,
        400,
        `${opening} opens a new connection: send it without Acp-Connection-Id`,
      );
    }
    const http = this.#registry.get(id!);
    if (!(http instanceof HttpConnection)) return this.#notHttp(req, info, http);
    return await this.#postTo(http, req, info, view, read);
  }

  /** POST `initialize` without a connection id: checks its id, then opens a connection. */
  async #postInitialize(
    req: RequestHead,
    info: RequestContext,
    view: MessageView,
    body: { buffer: Uint8Array; size: number },
  ): Promise<Response> {
    const idText = view.idText!;
    if (idText === "null") {
      return this.#refuse(req, info, 400, `${this.#settings.openingMethod} needs a non-null id`);
    }
    if (idTooLong(idText)) {
      return this.#refuse(req, info, 400, `the id is longer than ${MAX_ID_LENGTH} characters`);
    }
    const capped = this.#capReached(req, info);
    if (capped !== undefined) return capped;
    const http = new HttpConnection({
      serverStopped: this.#stopping.signal,
      id: newConnectionId(),
      maxBufferedBytes: this.#settings.maxBufferedBytes,
      maxBufferedOption: this.#settings.names.maxBuffered,
      keepAliveMs: this.#settings.keepAliveMs,
      idleTimeoutMs: this.#settings.idleTimeoutMs,
      outputStallMs: this.#settings.outputStallMs,
      logger: this.#log,
      onEnd: (c, reason) => this.#onEnd(c, reason),
    });
    this.#registry.add(http.id, http);
    this.#log.info(`connection ${http.id} (http) opened by ${peer(info)}`);
    logForwarded(this.#log, http.id, req);
    http.begin();
    // A client that gives up before the answer never learns the connection's id: nobody could
    // use or DELETE it, so it ends now (its agent too) instead of at the idle timeout.
    let gone = false;
    const gaveUp = () => {
      gone = true;
      this.#log.info(
        `connection ${http.id}: the client went away before its initialize was answered; ` +
          `ending it`,
      );
      // As a client that leaves: its agent's output is read and dropped (remote18: cut, it
      // died of a broken pipe, said at error).
      http.end("the client went away before its initialize was answered", true, true);
    };
    info.gone?.addEventListener("abort", gaveUp, { once: true });
    if (info.gone?.aborted) gaveUp(); // gone while its body was read
    this.#initializing.add(http);
    try {
      const answer = http.awaitInitialize(idText, this.#settings.initTimeoutMs);
      http.connection.input.tryAdmit(toLine(body.buffer, body.size)); // the queue is empty
      this.#runHandler(http);
      const outcome = await answer;
      this.#initializing.delete(http);
      // Nobody reads the answer of a client that went away: it is not an agent failure either.
      const log = gone ? silentLogger : this.#log;
      const stopping = this.#shuttingDown !== undefined;
      return initializeAnswer(http, idText, outcome, this.#settings, log, stopping);
    } finally {
      this.#initializing.delete(http);
      info.gone?.removeEventListener("abort", gaveUp);
      http.done();
    }
  }

  async #postTo(
    http: HttpConnection,
    req: RequestHead,
    info: RequestContext,
    view: MessageView,
    body: { buffer: Uint8Array; size: number },
  ): Promise<Response> {
    const stallMs = this.#settings.outputStallMs;
    http.begin();
    try {
      const frame = body.buffer.subarray(0, body.size);
      const check = http.checkPost(frame, view, req.headers.get("acp-session-id"));
      if (!check.ok) return this.#refuse(req, info, 400, check.message);
      const result = await http.post(toLine(body.buffer, body.size), check.plan, stallMs);
      if (result === "accepted") return new Response(null, { status: 202 });
      if (result === "ended") {
        // Said with why (REMOTE: ended -> 404): an output stall, a DELETE, the agent's exit
        // can end it while this POST waits for the agent to read (scaleout5).
        return this.#refuse(
          req,
          info,
          404,
          `Unknown Acp-Connection-Id (its connection ended: ${http.endReason ?? "closed"})`,
        );
      }
      // Once per stall (every POST waiting then gives up at about the same time).
      const said = `connection ${http.id}: the agent read none of its input for ${stallMs} ms; `;
      if (http.firstStallRefusal()) {
        this.#log.warn(`${said}a POST was refused with 503 (so is each one waiting meanwhile)`);
      } else this.#log.debug(`${said}another POST was refused with 503`);
      return this.#refuse(req, info, 503, "the agent is not reading its input", {
        headers: { "Retry-After": "1" },
        said: true, // one line for one event (remote17)
      });
    } finally {
      http.done();
    }
  }

  #get(req: RequestHead, info: RequestContext): Response {
    if (!acceptsEventStream(req.headers.get("accept"))) {
      return this.#refuse(req, info, 406, "Accept must include text/event-stream");
    }
    const id = req.headers.get("acp-connection-id");
    const bad = this.#badConnectionId(req, info, id);
    if (bad !== undefined) return bad;
    const http = this.#registry.get(id!);
    if (!(http instanceof HttpConnection)) return this.#notHttp(req, info, http);
    const session = req.headers.get("acp-session-id");
    if (session !== null && session.length > MAX_ID_LENGTH) {
      return this.#refuse(req, info, 400, `Acp-Session-Id is longer than ${MAX_ID_LENGTH}`);
    }
    http.begin();
    try {
      const body = http.openStream(session);
      if (body === "busy") return this.#refuse(req, info, 409, "the stream already has a reader");
      if (body === "limit") return this.#refuse(req, info, 400, "too many session streams");
      if (body === "ended") return this.#refuse(req, info, 404, "Unknown Acp-Connection-Id");
      return new Response(body, {
        status: 200,
        // How often a keep-alive comes at least: a client can tell a silent network from
        // an idle agent from the stream's start (acp-proxy's client does: connect15).
        headers: {
          "Content-Type": SSE_TYPE,
          "Cache-Control": "no-cache",
          [KEEP_ALIVE_HEADER]: String(this.#settings.keepAliveMs),
        },
      });
    } finally {
      http.done();
    }
  }

  /**
   * The 404 of a POST or GET whose connection id names no HTTP connection: unknown or ended,
   * or a WebSocket connection's (its messages travel on its socket; only DELETE takes its id).
   */
  #notHttp(req: RequestHead, info: RequestContext, served: unknown): Response {
    const message = served instanceof WsConnection
      ? "Acp-Connection-Id names a WebSocket connection: its messages travel on the socket"
      : "Unknown Acp-Connection-Id";
    return this.#refuse(req, info, 404, message);
  }

  #delete(req: RequestHead, info: RequestContext): Response {
    const id = req.headers.get("acp-connection-id");
    const bad = this.#badConnectionId(req, info, id);
    if (bad !== undefined) return bad;
    const served = this.#registry.get(id!);
    if (served instanceof HttpConnection) served.end("DELETE", true, true);
    else if (served instanceof WsConnection) served.endFromOutside("DELETE", false);
    else if (!this.#registry.endedRecently(id!)) {
      return this.#refuse(req, info, 404, "Unknown Acp-Connection-Id");
    }
    return new Response(null, { status: 202 });
  }

  #upgrade(req: RequestHead, info: RequestContext): Response | Upgraded {
    const capped = this.#capReached(req, info);
    if (capped !== undefined) return capped;
    const raw = info.upgrade;
    const accept = webSocketAccept(req.headers);
    if (raw === undefined) {
      return this.#refuse(
        req,
        info,
        400,
        "not a valid WebSocket upgrade: Connection must include Upgrade",
      );
    }
    if (accept instanceof UpgradeError) {
      return this.#refuse(req, info, 400, `not a valid WebSocket upgrade: ${accept.message}`, {
        headers: accept.version ? { "Sec-WebSocket-Version": "13" } : {},
      });
    }
    const from = peer(info);
    const forwarded = req.headers.get("x-forwarded-for");
    const socket = new ServerWebSocket({
      socket: raw.socket,
      head: raw.head,
      maxMessageBytes: this.#settings.maxBodyBytes,
      hold: this.#bodyBudget.hold(),
      pingMs: this.#settings.wsPingMs,
      closeStallMs: this.#settings.outputStallMs,
    });
    const ws = new WsConnection({
      serverStopped: this.#stopping.signal,
      id: newConnectionId(),
      socket,
      maxBufferedBytes: this.#settings.maxBufferedBytes,
      outputStallMs: this.#settings.outputStallMs,
      initTimeoutMs: this.#settings.initTimeoutMs,
      openingMethod: this.#settings.openingMethod,
      names: this.#settings.names,
      logger: this.#log,
      onOpen: (c) => this.#runHandler(c),
      onEnd: (c, reason) => {
        if (!socket.gone) {
          this.#closing.set(c, socket);
          if (this.#stopping.signal.aborted) socket.hurry();
        }
        this.#onEnd(c, reason);
      },
      onSocketGone: (c) => this.#closing.delete(c),
    });
    this.#registry.add(ws.id, ws);
    this.#log.info(`connection ${ws.id} (websocket) opened by ${from}`);
    if (forwarded !== null) {
      this.#log.debug(
        `connection ${ws.id}: X-Forwarded-For ${JSON.stringify(forwarded.slice(0, 200))}`,
      );
    }
    return new Upgraded(accept, ws.id, () => ws.start());
  }

  /** Runs the handler for a connection; its end (or failure) ends the connection. */
  #runHandler(served: Served): void {
    let running: Promise<void>;
    try {
      running = Promise.resolve(this.#settings.handler(served.connection));
    } catch (e) {
      running = Promise.reject(e);
    }
    const settled = running.then(
      () => undefined,
      (e: unknown) => e ?? new Error("the handler rejected without a reason"),
    ).then((error) => {
      this.#handlers.delete(settled);
      this.#handling.delete(served);
      this.#ending.delete(served);
      try {
        served.handlerDone(error);
      } catch (e) {
        this.#log.error(
          `connection ${served.id}: ending it failed: ${stackOf(e)} (a bug in acp-proxy, ` +
            `please report it)`,
        );
      }
    });
    this.#handlers.add(settled);
    this.#handling.add(served);
  }

  #onEnd(served: Served, reason: string): void {
    this.#registry.remove(served.id);
    if (this.#handling.has(served)) this.#ending.add(served);
    this.#log.info(`connection ${served.id} (${served.connection.transport}) ended: ${reason}`);
  }
}

/** The answer to the opening `initialize`, from how it ended (REMOTE §2). */
function initializeAnswer(
  http: HttpConnection,
  idText: string,
  outcome: InitializeOutcome,
  { initTimeoutMs, names, openingMethod }: Pick<
    Settings,
    "initTimeoutMs" | "names" | "openingMethod"
  >,
  log: Logger,
  stopping: boolean,
): Response {
  const json = { "Content-Type": JSON_TYPE };
  if (outcome.kind === "answer" && !outcome.startFailed) {
    return new Response(outcome.line, {
      status: 200,
      headers: { ...json, "Acp-Connection-Id": http.id },
    });
  }
  if (outcome.kind === "answer") {
    log.warn(`connection ${http.id}: the ACP agent could not be started (502)`);
    http.end("the agent could not start", true);
    return new Response(outcome.line, { status: 502, headers: json });
  }
  if (outcome.kind === "ended") {
    // A shutdown ended it: said as such, and as 503 + Retry-After (the server is unavailable,
    // not the agent broken), so that a client or a balancer retries elsewhere, as it does for a
    // new connection refused once the shutdown began, rather than blame the agent.
    // An output that failed (a line over the bound) is no agent that ended (regress97).
    const failure = stopping ? undefined : http.outputFailure;
    // A proxy's server is opened by `_proxy/initialize` (regress108: said as "initialize").
    const opening = openingMethod;
    const role = opening === "_proxy/initialize" ? "proxy" : "agent";
    const why = stopping
      ? "the server is shutting down (retry, on another server)"
      : failure !== undefined
      ? `its output failed before it answered ${opening}: ${failure}`
      : `it ended before answering ${opening}`;
    log.warn(
      stopping
        ? `connection ${http.id}: shutting down before the ACP ${role} answered ${opening} (503)`
        : failure !== undefined
        ? `connection ${http.id}: the ACP ${role}'s output failed before it answered ${opening} ` +
          `(502)`
        : `connection ${http.id}: the ACP ${role} ended before answering ${opening} (502)`,
    );
    // REMOTE §2: the same words as an agent that could not start at all, when the version is
    // known (a handler that is not a router may not say it).
    const version = http.connection.selectedVersion;
    const body = jsonRpcError(
      idText,
      version !== null
        ? `failed to start ACP v${version} ${role}: ${why}`
        : stopping || failure !== undefined
        ? `the ACP ${role} did not answer ${opening}: ${why}`
        : `the ACP ${role} ended before answering ${opening}`,
    );
    return stopping
      ? new Response(body, { status: 503, headers: { ...json, "Retry-After": "1" } })
      : new Response(body, { status: 502, headers: json });
  }
  // A request the agent sent first (a proxy asks its successor) waits on the connection
  // stream, which the client can open only with the id this answer would have given it.
  const asked = http.requestBeforeAnswer;
  const why = asked === null ? "" : `; it sent a request (${clipped(asked, 80)}) first, which ` +
    `an HTTP client cannot answer before it has the connection: connect over WebSocket`;
  log.warn(
    `connection ${http.id}: the ACP agent did not answer initialize within ${initTimeoutMs} ms ` +
      `(504); the connection is closed` +
      (asked === null ? ` (raise ${names.initTimeout} for slow agents)` : why),
  );
  http.end("initialize timed out", true);
  const body = jsonRpcError(
    idText,
    `the ACP agent did not answer initialize within ${initTimeoutMs} ms${why}`,
  );
  return new Response(body, { status: 504, headers: json });
}

/** A `-32603` error response for the request with id `idText`. */
function jsonRpcError(idText: string, message: string): string {
  return errorFrame(idText, -32603, message);
}

/**
 * Whether an `Accept` header lists `text/event-stream` itself (letter case and spaces aside)
 * with a quality above 0; a range such as `text/*`, or a longer type, is not it.
 */
function acceptsEventStream(accept: string | null): boolean {
  if (accept === null) return false;
  return accept.split(",").some((range) => {
    const [type, ...params] = range.split(";");
    if (type.trim().toLowerCase() !== SSE_TYPE) return false;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * What a page of an allowed origin may read of an answer: the connection id, and what says
 * when to retry (503) or how to authenticate (401).
 */
const EXPOSED_HEADERS = "Acp-Connection-Id, Retry-After, WWW-Authenticate";

/** Most distinct origins whose refused preflight is logged at warn (then: debug only). */
const MAX_ORIGINS_TOLD = 64;

/**
 * The CORS preflight answer for an allowed origin. Credentials are allowed (the official SDK's
 * HTTP client sends cookies by default, and a balancer's affinity cookie needs them): the
 * token is a header, never a cookie, so a cookie gains a page nothing.
 */
function preflight(origin: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": ALLOW,
      "Access-Control-Allow-Headers":
        "Authorization, Content-Type, Accept, Acp-Connection-Id, Acp-Session-Id",
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Expose-Headers": EXPOSED_HEADERS,
      "Access-Control-Max-Age": "600",
      "Vary": "Origin",
    },
  });
}

/** A parser error's code for a message, ` (CODE)`; none for Deno's `HPE_ERROR`, which names none. */
function detail(code: string): string {
  return code === "HPE_ERROR" ? "" : ` (${code})`;
}

/** Who sent a request, for log lines: the socket's peer (`X-Forwarded-For` is never used). */
function peer(info: RequestContext): string {
  const { hostname, port } = info;
  return hostname.includes(":") ? `[${hostname}]:${port}` : `${hostname}:${port}`;
}

/** Logs a request's `X-Forwarded-For` at debug level, its only use (never an allow decision). */
function logForwarded(log: Logger, id: string, req: RequestHead): void {
  const forwarded = req.headers.get("x-forwarded-for");
  if (forwarded === null) return;
  log.debug(`connection ${id}: X-Forwarded-For ${JSON.stringify(forwarded.slice(0, 200))}`);
}

/** The line for the agent: the body with CR and LF turned into spaces, then LF (in place). */
function toLine(buffer: Uint8Array, size: number): Uint8Array {
  for (let i = 0; i < size; i++) {
    if (buffer[i] === CR || buffer[i] === LF) buffer[i] = SPACE;
  }
  buffer[size] = LF;
  return buffer;
}
