/**
 * One Streamable HTTP connection (REMOTE §2): the `initialize` answer, the checks and order of
 * client POSTs, the routing of agent lines to the connection stream and the session streams,
 * buffering with backpressure, the output stall, the idle timeout, and how it ends.
 *
 * Invariants:
 * - The agent's response to the opening `initialize` (same exact id text) is the POST's answer,
 *   never a stream event; agent lines before it go to the connection stream.
 * - Every other agent line goes to exactly one stream ({@linkcode routeAgentLine}). The
 *   connection buffers at most `maxBufferedBytes` of lines nobody has taken (one line may pass
 *   it); past that the agent's writes wait. When they have waited `outputStallMs` without any
 *   reader taking anything, the connection is closed and the reason logged.
 * - Client lines reach the handler in acceptance order, each body + LF.
 * - The ids it remembers (which stream a response goes to, which session an agent request
 *   went to) are bounded tables keyed by exact id text.
 * - Ending is idempotent. From outside (DELETE, idle timeout, stall, shutdown) the signal is
 *   aborted and every stream ends now; when the agent's output ends or the handler finishes,
 *   streams with a reader get what is queued first (bounded by `outputStallMs`). Lines nobody
 *   will read are counted in a warning, never dropped silently.
 *
 * @module
 */

import { IdTable, IdTableFullError } from "../jsonrpc/id_table.ts";
import { TextMap } from "../jsonrpc/text_map.ts";
import { idValueKey, sameIdValue } from "../jsonrpc/id_value.ts";
import { type MessageView, viewMessage } from "../jsonrpc/message.ts";
import { withId } from "../jsonrpc/writer.ts";
import { clipped, type Logger } from "../log/logger.ts";
import { messageOf } from "../log/error_text.ts";
import {
  idTooLong,
  MAX_ID_LENGTH,
  paramsSessionId,
  responseStreamOf,
  routeAgentLine,
  SESSION_SCOPED_METHODS,
  type StreamKey,
} from "./line_routing.ts";
import { agentLineLimit, ServerConnection } from "./server_connection.ts";
import { OutboundStream } from "./sse_stream.ts";

/** Most session streams one connection keeps (streams with a reader or with queued lines). */
export const MAX_SESSION_STREAMS = 1024;

/** Options of an {@linkcode HttpConnection}. */
export interface HttpConnectionOptions {
  /** The connection id. */
  readonly id: string;
  /** Aborted when the server shuts down (see `RemoteConnection.serverStopped`). */
  readonly serverStopped?: AbortSignal;
  /** Most unread bytes, per direction, before the other side waits. */
  readonly maxBufferedBytes: number;
  /**
   * The option that sets `maxBufferedBytes`, named where an agent line too long is refused.
   * @default "maxBufferedBytes"
   */
  readonly maxBufferedOption?: string;
  /** SSE keep-alive period. */
  readonly keepAliveMs: number;
  /** Closed after this long with no open stream and no request. */
  readonly idleTimeoutMs: number;
  /** Closed after this long with the output full and no reader taking anything. */
  readonly outputStallMs: number;
  /** Where to log. */
  readonly logger: Logger;
  /** Called once when the connection has ended (its id must be forgotten). */
  readonly onEnd: (connection: HttpConnection, reason: string) => void;
}

/** How the opening `initialize` ended. */
export type InitializeOutcome =
  | {
    /** The agent's answer arrived. */
    kind: "answer";
    /** Its bytes (no LF, no trailing CR). */
    line: Uint8Array<ArrayBuffer>;
    /** Whether the handler called `startFailed()` before it. */
    startFailed: boolean;
  }
  | {
    /** The connection ended before an answer. */
    kind: "ended";
  }
  | {
    /** No answer in time. */
    kind: "timeout";
  };

/** A client POST that passed the checks: what to remember once it is accepted. */
export interface PostPlan {
  /** For a request: its id text and the stream its response goes to. */
  readonly request?: { readonly idText: string; readonly stream: StreamKey };
  /** For a response to an agent request: its id text. */
  readonly answersIdText?: string;
}

/** The result of {@linkcode HttpConnection.checkPost}. */
export type PostCheck =
  | { readonly ok: true; readonly plan: PostPlan }
  | { readonly ok: false; readonly message: string };

/** What {@linkcode HttpConnection.post} did with a body. */
export type PostResult = "accepted" | "ended" | "timeout";

/**
 * One HTTP connection's state and routing.
 *
 * @example
 * ```ts
 * import { silentLogger } from "../log/logger.ts";
 * import { HttpConnection } from "./server_http_connection.ts";
 * const http = new HttpConnection({
 *   id: "0".repeat(32), maxBufferedBytes: 1 << 20, keepAliveMs: 15_000, idleTimeoutMs: 300_000,
 *   outputStallMs: 60_000, logger: silentLogger, onEnd: () => {},
 * });
 * const answer = http.awaitInitialize("1", 1000);
 * const writer = http.connection.writable.getWriter();
 * await writer.write(new TextEncoder().encode(`{"jsonrpc":"2.0","id":1,"result":{}}\n`));
 * console.log((await answer).kind); // answer
 * http.end("DELETE", true);
 * ```
 */
export class HttpConnection {
  /** What the handler gets. */
  readonly connection: ServerConnection;
  /** The connection id. */
  readonly id: string;
  readonly #options: HttpConnectionOptions;
  readonly #log: Logger;
  /** The connection stream. */
  readonly #connectionStream: OutboundStream;
  /** The session streams by session id (the agent's words: an id may be long). */
  readonly #sessionStreams = new TextMap<OutboundStream>();
  /** Client request id text -> the stream its response goes to. */
  readonly #responseStreams = new IdTable<StreamKey>();
  /**
   * The ids in `#responseStreams` whose text is not their value's own
   * ({@linkcode idValueKey}: `1e2`, `5.0`, a string with escapes), by that value, oldest
   * first (a set: each is taken or forgotten in O(1)): an answer written another way finds
   * them.
   */
  readonly #responseAliases = new Map<string, Set<string>>();
  /** Agent request id text -> the session stream it went to. */
  readonly #agentRequestSessions = new IdTable<string>();
  #init: { idText: string; settle: (outcome: InitializeOutcome) => void } | undefined;
  #requestBeforeAnswer: string | null = null;
  #bufferedBytes = 0;
  #roomWaiters: (() => void)[] = [];
  #stallTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether it ended because its output stalled (its streams are then cut, not ended). */
  #stalled = false;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #drainTimer: ReturnType<typeof setTimeout> | undefined;
  #busy = 0;
  #ended = false;
  #endReason: string | undefined;
  /** When a stall of the agent's input was last said (`performance.now()`), if ever. */
  #stallSaidAt: number | undefined;
  #warnedFull = false;
  #warnedSessions = false;

  /**
   * Creates the connection (its idle timer starts at once).
   *
   * @param options Id, bounds, logger and the end callback.
   */
  constructor(options: HttpConnectionOptions) {
    this.#options = options;
    this.#log = options.logger;
    this.id = options.id;
    this.connection = new ServerConnection({
      id: options.id,
      transport: "http",
      inputLimit: options.maxBufferedBytes,
      maxLineBytes: agentLineLimit(options.maxBufferedBytes),
      maxLineOption: options.maxBufferedOption,
      serverStopped: options.serverStopped,
    });
    this.connection.attachOutput({
      line: (bytes) => this.#onLine(bytes),
      keepsLines: false, // #onLine copies what it keeps (into a stream's events, or the answer)
      room: () => this.#room(),
      ended: (error) => this.#onOutputEnded(error),
    });
    this.#connectionStream = this.#newStream(null);
    this.#armIdle();
  }

  /** Whether the connection has ended. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Agent line bytes waiting for a reader. */
  get bufferedBytes(): number {
    return this.#bufferedBytes;
  }

  /**
   * Waits for the agent's response to the opening `initialize`.
   *
   * @param idText The request's exact id text.
   * @param timeoutMs How long to wait.
   * @returns The answer, the end of the connection, or a timeout.
   */
  awaitInitialize(idText: string, timeoutMs: number): Promise<InitializeOutcome> {
    if (this.#ended) return Promise.resolve({ kind: "ended" });
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle({ kind: "timeout" }), timeoutMs);
      const settle = (outcome: InitializeOutcome) => {
        clearTimeout(timer);
        this.#init = undefined;
        resolve(outcome);
      };
      this.#init = { idText, settle };
    });
  }

  /**
   * The method of the first request the agent sent before answering the opening `initialize`
   * (a proxy asks its successor first), or null: it waits on the connection stream, which an
   * HTTP client can open only once the answer gave it the connection's id.
   */
  get requestBeforeAnswer(): string | null {
    return this.#requestBeforeAnswer;
  }

  /** A request on this connection has started (the idle timer stops). */
  begin(): void {
    this.#busy++;
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
  }

  /** A request on this connection has been answered (the idle timer may restart). */
  done(): void {
    this.#busy--;
    this.#armIdle();
  }

  /**
   * Checks a POST body for this connection (REMOTE §2): session header against
   * `params.sessionId`, session-scoped methods, a response's session, id lengths.
   *
   * @param frame The body.
   * @param view Its view (an object).
   * @param headerSession The `Acp-Session-Id` header, or `null`.
   * @returns What to remember once accepted, or why it is refused (400).
   */
  checkPost(frame: Uint8Array, view: MessageView, headerSession: string | null): PostCheck {
    if (headerSession !== null && headerSession.length > MAX_ID_LENGTH) {
      return { ok: false, message: `Acp-Session-Id is longer than ${MAX_ID_LENGTH} characters` };
    }
    if (view.idText !== null && idTooLong(view.idText)) {
      return { ok: false, message: `the message id is longer than ${MAX_ID_LENGTH} characters` };
    }
    if (view.kind === "response") {
      const idText = view.idText;
      if (idText === null) return { ok: true, plan: {} };
      const session = this.#agentRequestSessions.get(idText);
      if (session !== undefined && headerSession !== null && headerSession !== session) {
        return {
          ok: false,
          message: `Mismatched Acp-Session-Id: the request ${idText} came on session ${
            JSON.stringify(session)
          }'s stream`,
        };
      }
      return { ok: true, plan: { answersIdText: idText } };
    }
    if (view.kind !== "request" && view.kind !== "notification") return { ok: true, plan: {} };
    const fromParams = paramsSessionId(frame, view);
    if (fromParams !== undefined && fromParams.length > MAX_ID_LENGTH) {
      return { ok: false, message: `params.sessionId is longer than ${MAX_ID_LENGTH} characters` };
    }
    if (headerSession !== null && fromParams !== undefined && headerSession !== fromParams) {
      return { ok: false, message: "Mismatched Acp-Session-Id: it differs from params.sessionId" };
    }
    const session = headerSession ?? fromParams;
    if (session === undefined && SESSION_SCOPED_METHODS.has(view.method ?? "")) {
      return {
        ok: false,
        message: `Missing Acp-Session-Id: ${view.method} needs Acp-Session-Id or params.sessionId`,
      };
    }
    if (view.kind === "notification" || view.idText === null) return { ok: true, plan: {} };
    // Its answer is routed by its id: a second request with the id of one not yet answered
    // would take that one's stream (one session's answer on another's).
    if (this.#responseStreams.has(view.idText)) {
      return {
        ok: false,
        message:
          `the id ${clipped(view.idText, 80)} is in use: a request with it is not answered ` +
          `yet; give each request in flight an id of its own`,
      };
    }
    const stream = responseStreamOf(view.method, session);
    return { ok: true, plan: { request: { idText: view.idText, stream } } };
  }

  /**
   * Hands a checked POST body to the agent, after every body accepted before it.
   *
   * @param line The body with CR/LF turned into spaces, and one LF.
   * @param plan From {@linkcode checkPost}.
   * @param timeoutMs How long to wait for the agent to read before giving up.
   * @returns `accepted`, `ended` (the connection ended), or `timeout`.
   */
  async post(line: Uint8Array, plan: PostPlan, timeoutMs: number): Promise<PostResult> {
    if (this.#ended) return "ended";
    const request = plan.request;
    if (request !== undefined) {
      this.#rememberResponse(request.idText, request.stream);
    }
    if (plan.answersIdText !== undefined) this.#agentRequestSessions.delete(plan.answersIdText);
    const result = await this.connection.input.admit(line, timeoutMs);
    if (result !== "admitted" && request !== undefined) {
      this.#forgetResponse(request.idText);
    }
    if (result === "admitted") return "accepted";
    return result === "timeout" ? "timeout" : "ended";
  }

  /**
   * Attaches a GET reader to a stream, created on demand.
   *
   * @param key `null` for the connection stream, else the session id.
   * @returns The SSE body; `busy` when the stream already has a reader; `limit` when the
   *   connection holds {@linkcode MAX_SESSION_STREAMS} session streams; `ended`.
   */
  openStream(key: StreamKey): ReadableStream<Uint8Array> | "busy" | "limit" | "ended" {
    if (this.#ended) return "ended";
    let stream = this.#streamOf(key);
    if (stream === undefined) {
      if (this.#sessionStreams.size >= MAX_SESSION_STREAMS) return "limit";
      stream = this.#newStream(key);
      this.#sessionStreams.set(key!, stream);
    }
    return stream.open(this.#options.keepAliveMs) ?? "busy";
  }

  /**
   * Whether a POST given up because the agent read none of its input is the first of its
   * stall: the first ever, or the first since the agent last read. The stall is said once,
   * not once per waiting POST (regress90: 81 lines), and again after the agent read (regress93).
   */
  firstStallRefusal(): boolean {
    const said = this.#stallSaidAt;
    if (said !== undefined && this.connection.input.lastReadAt <= said) return false;
    this.#stallSaidAt = performance.now();
    return true;
  }

  /** Why the connection ended (its first {@linkcode end}'s reason), or undefined while open. */
  get endReason(): string | undefined {
    return this.#endReason;
  }

  /** The connection ended because the agent's output did (its input is closed later). */
  #outputEnded = false;
  #outputFailure: string | undefined;

  /** Why the agent's output failed (a line over the bound), if it did. */
  get outputFailure(): string | undefined {
    return this.#outputFailure;
  }

  /**
   * Ends the connection. Idempotent.
   *
   * @param reason Why (the signal's abort reason when `external`).
   * @param external True for an end from outside (DELETE, idle, stall, shutdown): the signal
   *   is aborted, the agent's output refused, and every stream ends now. False when the
   *   agent's output ended or the handler finished: readers get what is queued first.
   * @param byClient True when the client ended it (DELETE, the idle timeout): as at a stdio
   *   client's end of input, what it sent and was accepted (202) still reaches the agent before
   *   its input closes, and the agent's later output is dropped rather than refused.
   */
  end(reason: string, external: boolean, byClient = false): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#endReason = reason;
    clearTimeout(this.#idleTimer);
    clearTimeout(this.#stallTimer);
    this.#idleTimer = this.#stallTimer = undefined;
    if (external) {
      this.connection.endFromOutside(reason, byClient);
    }
    // The agent's output ended: its input stays open until the handler is done (2 s at most),
    // so that the route sees the agent's end first, not an end of input (lib16).
    this.connection.closeInput(!this.#outputEnded);
    for (const wake of this.#roomWaiters.splice(0)) wake();
    this.#init?.settle({ kind: "ended" });
    let dropped = 0;
    for (const stream of this.#streams()) {
      if (!external && stream.hasReader) stream.finish();
      else dropped += stream.abort(this.#stalled);
    }
    if (dropped > 0) {
      this.#log.warn(
        `connection ${this.id}: ${dropped} agent line(s) were never read by the client ` +
          `(the connection ended: ${reason})`,
      );
    }
    this.#armDrain();
    this.#options.onEnd(this, reason);
  }

  /**
   * The handler has finished: the connection ends (after its readers took what is queued).
   *
   * @param error Why the handler failed, if it did.
   */
  handlerDone(error?: unknown): void {
    this.connection.handlerFinished(this.#log, error, "the connection is closed");
    this.end(error === undefined ? "the handler finished" : "the handler failed", false);
  }

  #newStream(key: StreamKey): OutboundStream {
    return new OutboundStream(key, {
      taken: (bytes) => this.#taken(bytes),
      readerChanged: (stream) => this.#readerChanged(stream),
    });
  }

  /** Remembers where the answer to request `idText` goes (and its value, when written oddly). */
  #rememberResponse(idText: string, stream: StreamKey): void {
    this.#remember(this.#responseStreams, idText, stream);
    const key = idValueKey(idText);
    if (key !== idText && this.#responseStreams.has(idText)) {
      const texts = this.#responseAliases.get(key);
      if (texts === undefined) this.#responseAliases.set(key, new Set([idText]));
      else texts.add(idText);
    }
  }

  /** Forgets request `idText` (answered, or not taken by the agent). */
  #forgetResponse(idText: string): StreamKey | undefined {
    const stream = this.#responseStreams.take(idText);
    const key = idValueKey(idText);
    const texts = key === idText ? undefined : this.#responseAliases.get(key);
    if (texts !== undefined) {
      texts.delete(idText);
      if (texts.size === 0) this.#responseAliases.delete(key);
    }
    return stream;
  }

  /**
   * The stream of the request an answer with `idText` answers, taken: by its exact text; else
   * by value (an agent that wrote `1e2` back as `100`, or `5` as `5.0`, or rounded a long id
   * as a double): the oldest request whose id is written otherwise than its value's own way,
   * else the one written that way. Its id is then free again, and its answer goes where it
   * belongs.
   */
  #takeResponseStream(idText: string): StreamKey | undefined {
    if (this.#responseStreams.has(idText)) return this.#forgetResponse(idText);
    const key = idValueKey(idText);
    const asked = this.#responseAliases.get(key)?.values().next().value ??
      (key !== idText && this.#responseStreams.has(key) ? key : undefined);
    return asked === undefined ? undefined : this.#forgetResponse(asked);
  }

  #remember<V>(table: IdTable<V>, idText: string, value: V): void {
    try {
      table.set(idText, value);
    } catch (e) {
      if (!(e instanceof IdTableFullError)) throw e;
      if (!this.#warnedFull) {
        this.#warnedFull = true;
        this.#log.warn(
          `connection ${this.id}: ${e.message}; its answer goes to the connection stream`,
        );
      }
    }
  }

  #onLine(line: Uint8Array<ArrayBuffer>): void {
    const view = viewMessage(line);
    const init = this.#init;
    // An error with id null before the answer is the router refusing a first frame it could
    // not read as a request (one over the frame limit): it answers this POST (ROUTING 2.3),
    // under the POST's id. The answer's id is compared by value, as the stdio routers do: an
    // agent that parses and re-encodes it (`1.0` back as `1`, a 23-digit id as a double) still
    // answers, and its line goes back as it wrote it.
    const answers = view.kind === "response" && init !== undefined &&
      (view.idText === "null" || (view.idText !== null && sameIdValue(view.idText, init.idText)));
    if (init !== undefined && answers) {
      init.settle({
        kind: "answer",
        line: view.idText === "null"
          ? withId(line, view, init.idText) as Uint8Array<ArrayBuffer>
          : line.slice(),
        startFailed: this.connection.startHasFailed,
      });
      return;
    }
    if (init !== undefined && view.kind === "request") {
      this.#requestBeforeAnswer ??= view.method ?? "?";
    }
    const route = routeAgentLine(line, view, (idText) => this.#takeResponseStream(idText));
    let stream = this.#streamOf(route.stream);
    if (stream === undefined) {
      if (this.#sessionStreams.size >= MAX_SESSION_STREAMS) {
        if (!this.#warnedSessions) {
          this.#warnedSessions = true;
          this.#log.warn(
            `connection ${this.id}: more than ${MAX_SESSION_STREAMS} session streams hold ` +
              `unread lines; lines for further sessions go to the connection stream`,
          );
        }
        stream = this.#connectionStream;
      } else {
        stream = this.#newStream(route.stream);
        this.#sessionStreams.set(route.stream!, stream);
      }
    }
    if (route.requestIdText !== null && stream.key !== null) {
      this.#remember(this.#agentRequestSessions, route.requestIdText, stream.key);
    }
    this.#bufferedBytes += line.length;
    stream.push(line);
  }

  #room(): Promise<void> | undefined {
    if (this.#ended || this.#bufferedBytes < this.#options.maxBufferedBytes) return undefined;
    if (this.#stallTimer === undefined) this.#armStall();
    return new Promise((resolve) => this.#roomWaiters.push(resolve));
  }

  #armStall(): void {
    clearTimeout(this.#stallTimer);
    this.#stallTimer = setTimeout(() => {
      this.#stallTimer = undefined;
      const ms = this.#options.outputStallMs;
      const held = `${this.#bufferedBytes} buffered bytes of agent output for ${ms} ms`;
      // What holds most of the bytes decides why: streams with no reader, or readers that
      // stopped.
      let withoutReader = 0;
      let withReader = 0;
      for (const stream of this.#streams()) {
        if (stream.hasReader) withReader += stream.queuedBytes;
        else withoutReader += stream.queuedBytes;
      }
      const unread = withoutReader >= withReader;
      this.#log.warn(
        unread
          ? `connection ${this.id}: closed because no client read any of its ${held}; the ` +
            `client must keep a GET stream open for the connection and for each session it uses`
          : `connection ${this.id}: closed because its open stream(s) took none of its ${held}; ` +
            `the client stopped reading, or reads far slower than the agent writes`,
      );
      this.#stalled = true; // its streams are cut, not ended: their readers took nothing
      this.end(`output stalled for ${ms} ms`, true);
    }, this.#options.outputStallMs);
  }

  #taken(bytes: number): void {
    this.#bufferedBytes -= bytes;
    if (this.#bufferedBytes < this.#options.maxBufferedBytes) {
      clearTimeout(this.#stallTimer);
      this.#stallTimer = undefined;
      for (const wake of this.#roomWaiters.splice(0)) wake();
    } else if (this.#stallTimer !== undefined) {
      this.#armStall(); // progress: the stall clock starts again
    }
  }

  #readerChanged(stream: OutboundStream): void {
    if (this.#ended) {
      this.#armDrain();
      return;
    }
    if (!stream.hasReader && stream.key !== null && stream.queuedLines === 0) {
      stream.abort();
      this.#sessionStreams.delete(stream.key);
    }
    if (this.#readers() > 0) {
      clearTimeout(this.#idleTimer);
      this.#idleTimer = undefined;
    } else {
      this.#armIdle();
    }
  }

  /** The stream of `key` (`null`: the connection's), if it has one. */
  #streamOf(key: StreamKey): OutboundStream | undefined {
    return key === null ? this.#connectionStream : this.#sessionStreams.get(key);
  }

  /** Every stream: the connection's first, then the sessions'. */
  *#streams(): IterableIterator<OutboundStream> {
    yield this.#connectionStream;
    yield* this.#sessionStreams.values();
  }

  #readers(): number {
    let n = 0;
    for (const stream of this.#streams()) if (stream.hasReader) n++;
    return n;
  }

  #armIdle(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    if (this.#ended || this.#busy > 0 || this.#readers() > 0) return;
    const ms = this.#options.idleTimeoutMs;
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = undefined;
      this.#log.info(
        `connection ${this.id}: idle timeout: ${ms} ms with no request and no open stream; ` +
          `closing it`,
      );
      this.end("idle timeout", true, true);
    }, ms);
  }

  /** After the end: readers still draining get `outputStallMs`, then their streams end. */
  #armDrain(): void {
    if (this.#readers() === 0) {
      clearTimeout(this.#drainTimer);
      this.#drainTimer = undefined;
      return;
    }
    this.#drainTimer ??= setTimeout(() => {
      this.#drainTimer = undefined;
      let dropped = 0;
      for (const stream of this.#streams()) dropped += stream.abort(true);
      this.#log.warn(
        `connection ${this.id}: its readers did not take the last ${dropped} agent line(s) ` +
          `within ${this.#options.outputStallMs} ms after the connection ended; streams closed`,
      );
    }, this.#options.outputStallMs);
  }

  #onOutputEnded(error: unknown): void {
    if (error !== undefined) {
      this.#log.warn(`connection ${this.id}: the agent's output failed: ${messageOf(error)}`);
      this.#outputFailure ??= messageOf(error);
    }
    if (!this.#ended && error === undefined) this.#outputEnded = true;
    this.end(error === undefined ? "the agent's output ended" : "the agent's output failed", false);
  }
}
