/**
 * The Streamable HTTP client of a remote agent (REMOTE §4): one routed connection's lines
 * carried as POSTs, and the agent's lines read from server-sent event streams.
 *
 * What a connection does:
 * - The first line must be one `initialize` request (a batch is answered with `-32600`, and
 *   anything else too; the connection then ends). It is POSTed verbatim as
 *   `application/json`. A 2xx with `Acp-Connection-Id` whose body is a JSON-RPC response
 *   makes the connection: the body bytes + LF are the first line on `readable`, `reached`
 *   resolves, and the connection's event stream is opened. Anything else (no answer, a
 *   refusal, a body that is not an answer) rejects `reached`, is answered with a `-32603`
 *   error to the `initialize` (`data: {status, body}` when there was an HTTP answer) and ends
 *   the connection, exit 1.
 * - Each later line goes to its session: `params.sessionId`, or for a response the session
 *   whose event stream carried the request. That session's event stream is opened first
 *   (and waited for: 200), and is also opened as soon as a `result.sessionId` shows up in
 *   the agent's output. Then the line is POSTed verbatim with `Acp-Connection-Id` (and
 *   `Acp-Session-Id`), **one POST at a time, in order**: a write resolves once its POST
 *   was answered.
 * - A non-2xx answer to a request becomes a `-32603` answer to that id, with
 *   `data: {status, body}` (the body cut at 8 KiB). 401/403/404/410, a network failure,
 *   or a failed POST of a notification or a response end the connection (exit 1) --
 *   a request is still answered first. When a session's event stream ends, the requests
 *   still waiting for an answer on it are answered with `-32603`; the next line for the
 *   session opens it again.
 * - Each event's data + LF goes to `readable`; events are read no faster than `readable` is.
 * - The connection's event stream ending is the agent's end: `readable` closes, exit 0.
 *   The router closing `writable` (its client's EOF), `terminate()` or cancelling
 *   `readable` end the connection with a DELETE (bounded by 2 s), exit 0.
 * - Cookies from every answer are stored and sent with every request; the bearer token
 *   (never logged) goes with every request.
 *
 * Byte-exactness: a line's bytes are the POST body, except its terminator (a trailing CR
 * does not survive the hop); an event's data is the line, with a CR or LF inside (only JSON
 * whitespace can be one) turned into a space. Ids are compared by their exact text.
 *
 * @module
 */

import type { Connection, ConnectionFactory } from "../transport/duplex.ts";
import { type MessageView, type Span, viewMessage } from "../jsonrpc/message.ts";
import { jsonTypeAt, scanJson } from "../jsonrpc/json_scan.ts";
import { stackOf } from "../log/error_text.ts";
import { errorFrame } from "../jsonrpc/writer.ts";
import { batchErrorReplies } from "../jsonrpc/batch_replies.ts";
import { IdTable, IdTableFullError } from "../jsonrpc/id_table.ts";
import { TextMap } from "../jsonrpc/text_map.ts";
import { sameIdValue } from "../jsonrpc/id_value.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { RemoteAgentError } from "./remote_agent_error.ts";
import { Reached } from "./reached.ts";
import { untilQuiet } from "./eof_quiet.ts";
import {
  BROKEN_CONNECTION_HINT,
  errorText,
  hopLine,
  httpErrorData,
  isBlankLine,
  LineOutbox,
  LineSplitter,
  LineTooLongError,
  MAX_ERROR_BODY_BYTES,
  readBodyBytes,
  readBodyText,
  tokenRefusalDetail,
  unavailableDetail,
  urlForLog,
  withTlsHint,
} from "./client_lines.ts";
import { sseData } from "./client_sse.ts";
import { watchedForSilence } from "./silence_watch.ts";
import {
  type ClientOptions,
  CLOSE_TIMEOUT_MS,
  INPUT_QUEUE_BYTES,
  loggerOf,
  OUTPUT_HIGH_WATER_BYTES,
  requestHeaders,
  type ResolvedOptions,
  resolveOptions,
  sendsCredential,
} from "./client_options.ts";

/** The header naming the connection. */
export const HEADER_CONNECTION_ID = "Acp-Connection-Id";
/** The header naming the session. */
export const HEADER_SESSION_ID = "Acp-Session-Id";

/** Statuses that mean the connection is unusable or gone (as the SDK's client decides). */
const CONNECTION_GONE = new Set([401, 403, 404, 410]);
/** The most redirects one request follows (fetch's own bound). */
const MAX_REDIRECTS = 20;
/**
 * How long a connection ended while its initialize POST is in flight waits for that POST's
 * answer to bring the connection's id, to DELETE it (a signal's end is not held longer).
 */
const INIT_SETTLE_MS = 500;

/** Statuses after which a DELETE would only be refused too. */
const NO_DELETE = new Set([401, 403, 404, 410]);

/**
 * After the connection's stream ended (the agent ended), how long its session streams may
 * take to deliver what they still hold: 60 s, the bound a client that reads nothing gets.
 */
const SESSION_DRAIN_MS = 60_000;

/** What each request of a batch the client sent is answered with (a batch is never sent). */
const BATCH_REFUSED = "JSON-RPC batches are not supported by a remote agent";
/** Most client requests to no session remembered as unanswered. */
const MAX_CONNECTION_REQUESTS = 1024;
/**
 * Most session streams opened because an answer named a new session (a session the client
 * sends to opens its stream whatever the count): a server cannot make the client hold more.
 */
const MAX_SESSION_STREAMS = 1024;

const encoder = new TextEncoder();

/**
 * A factory for Streamable HTTP connections to the remote agent at `url`; each call makes
 * one connection (dialled by its `initialize`).
 *
 * @param url The agent's endpoint (already normalised: `.../acp`).
 * @param options Token, headers, limits, logger, test overrides.
 * @returns The factory.
 *
 * @example
 * ```ts ignore
 * import { httpRemoteAgent } from "./http_client.ts";
 * const open = httpRemoteAgent(new URL("http://127.0.0.1:7331/acp"), {});
 * const agent = await open();
 * ```
 */
export function httpRemoteAgent(url: URL, options: ClientOptions = {}): ConnectionFactory {
  resolveOptions(options); // refuse bad options now, not at the first dial
  return (open) =>
    new HttpRemoteConnection(url, resolveOptions({ ...options, logger: loggerOf(options, open) }))
      .connection;
}

/** How opening an event stream or a POST went. */
type Outcome =
  | { ok: true }
  | { ok: false; reason: string; status?: number; body?: string };

/** One connection to the remote agent. */
class HttpRemoteConnection {
  readonly connection: Connection;
  readonly #url: URL;
  readonly #o: ResolvedOptions;
  readonly #outbox: LineOutbox;
  readonly #splitter: LineSplitter;
  readonly #stop = new AbortController();
  readonly #exited: Promise<number>;
  #resolveExited!: (code: number) => void;
  #connectionId: string | null = null;
  /** The initialize POST in flight (not awaited by its write, so that EOF is seen). */
  #initializing: Promise<void> | null = null;
  /**
   * Stops the initialize POST: after the connection's end, once the answer's headers had
   * {@linkcode INIT_SETTLE_MS} to bring its id (to DELETE), or at once when none is wanted.
   */
  readonly #initStop = new AbortController();
  /** Settles once the initialize POST's headers came, or it failed. */
  #initHeaders: Promise<void> | null = null;
  #ending = false;
  /** Whether a dropped POST body was warned about (once per connection). */
  #warnedDroppedBody = false;
  #endDone: Promise<void> | null = null;
  /** Open (or opening) session event streams, by session id (a peer's words: may be long). */
  readonly #sessions = new TextMap<Promise<Outcome>>();
  /** Every session stream still being read (to drain them when the connection ends). */
  readonly #reading = new Set<Promise<void>>();
  /** Agent requests that came on a session's stream: id text -> session. */
  readonly #responseSessions = new IdTable<string>();
  /** Client requests POSTed to a session and not answered yet: id text -> session. */
  readonly #pendingRequests = new IdTable<string>();
  /**
   * Client requests POSTed to no session and not answered yet (`session/new`, bounded): only
   * an answer to one of the client's own requests opens the stream of the session it names.
   */
  readonly #connectionRequests = new IdTable<string>({ limit: MAX_CONNECTION_REQUESTS });
  #warnedSessions = false;
  /** When a line was last POSTed or came from a stream (for the wait after end of input). */
  #lastFrameAt = 0;
  /** Events being handed to the router (waiting for room when the client does not read). */
  #delivering = 0;
  /**
   * The client's lines not yet POSTed, in order (one POST at a time): a write returns once
   * its lines are queued, while at most {@linkcode INPUT_QUEUE_BYTES} wait, as a pipe holds
   * bytes for a local agent, so that the client's end of input is seen behind a slow POST.
   */
  readonly #queue: Uint8Array[] = [];
  #queuedBytes = 0;
  /** The loop POSTing `#queue`, while it runs. */
  #sending: Promise<void> | null = null;
  #roomWaiters: (() => void)[] = [];
  /** `connection.reached`: its taker reports a failure to reach the agent. */
  readonly #reached = new Reached();

  constructor(url: URL, options: ResolvedOptions) {
    this.#url = url;
    this.#o = options;
    this.#exited = new Promise((resolve) => this.#resolveExited = resolve);
    const reached = this.#reached;
    this.#outbox = new LineOutbox(OUTPUT_HIGH_WATER_BYTES, () => {
      void this.#end(0, "the router stopped reading the remote agent", true);
    });
    this.#splitter = new LineSplitter(options.maxLineBytes);
    const writable = new WritableStream<Uint8Array>({
      write: async (chunk) => {
        if (this.#ending) throw new Error("the connection to the remote agent has ended");
        const { lines, tooLong } = this.#splitter.split(chunk);
        // Taken, as a pipe takes bytes; the next write is refused once the connection ended.
        for (const line of lines) this.#enqueue(line);
        if (tooLong !== null) {
          // The lines before it go; what the agent owes for them still comes (as at the
          // client's end of input), then the connection ends with 1, naming the limit.
          await this.#endWhenAnswered(
            1,
            `a message to the remote agent is too long: ${tooLong.message}`,
          );
          throw tooLong;
        }
        await this.#room();
      },
      close: async () => {
        // The input ended while initialize is unanswered: like a local agent after its input
        // closed, the remote one has the close bound to answer; then the connection ends (0).
        if (this.#initializing !== null && this.#connectionId === null && !this.#ending) {
          if (!await settlesWithin(this.#initializing, CLOSE_TIMEOUT_MS) || !this.#connectionId) {
            return void this.#end(
              0,
              "the client's input ended before the remote agent answered initialize",
              false,
            );
          }
        }
        const last = this.#splitter.end();
        if (last !== null && !this.#ending) this.#enqueue(last);
        await this.#endWhenAnswered(0, "the client's input ended");
      },
      abort: async () => {
        await this.#end(0, "the client's input was aborted", true);
      },
    });
    this.connection = {
      readable: this.#outbox.readable,
      writable,
      exited: this.#exited,
      // Where the agent is, for a transcript's agent_start (as a process's pid is).
      url: urlForLog(url),
      // Whoever takes it reports a failure to reach the agent (a router: as a failed start).
      get reached() {
        return reached.take();
      },
      terminate: async () => {
        await this.#end(0, "terminated", true);
        return await this.#exited;
      },
    };
  }

  get #log() {
    return this.#o.logger;
  }

  #enqueue(line: Uint8Array): void {
    this.#queue.push(line);
    this.#queuedBytes += line.length;
    this.#sending ??= this.#send();
  }

  /** Resolves once at most {@linkcode INPUT_QUEUE_BYTES} wait to be POSTed, or on the end. */
  #room(): Promise<void> | void {
    if (this.#queuedBytes <= INPUT_QUEUE_BYTES || this.#ending) return;
    return new Promise((resolve) => this.#roomWaiters.push(resolve));
  }

  /** POSTs the queued lines, one at a time and in order, until the queue is empty. */
  async #send(): Promise<void> {
    try {
      while (this.#queue.length > 0 && !this.#ending) {
        const line = this.#queue[0];
        await this.#onLine(line);
        this.#queue.shift();
        this.#queuedBytes -= line.length;
        if (this.#queuedBytes <= INPUT_QUEUE_BYTES) this.#wakeWriters();
      }
    } catch (e) {
      if (!this.#ending) {
        await this.#end(1, `sending to the remote agent failed: ${errorText(e)}`, true);
      }
    } finally {
      this.#sending = null;
      if (this.#ending) {
        this.#queue.length = 0;
        this.#queuedBytes = 0;
      }
      this.#wakeWriters();
    }
  }

  #wakeWriters(): void {
    for (const wake of this.#roomWaiters.splice(0)) wake();
  }

  /** Queues an answer of our own (never held: it must come before an end). */
  #answer(frame: string): void {
    void this.#outbox.push(encoder.encode(frame));
  }

  async #fetch(
    method: string,
    extra: Record<string, string>,
    body: Uint8Array | undefined,
    signal: AbortSignal,
  ): Promise<Response> {
    // Redirects are followed here, not by fetch, so that every hop sends the cookies of its
    // own host (remote15: a GET or DELETE fetch followed sent none of the target's). A POST
    // follows only a redirect that keeps it a POST (307, 308): after a 301, 302 or 303 fetch
    // would send a GET, which the agent refuses with a status that misleads (406). Then the
    // redirect itself is the answer (a refusal naming its status and where it pointed); so is a
    // 303 to a DELETE.
    let url = this.#url;
    for (let hops = 0;; hops++) {
      const response = await this.#o.fetch(url, {
        method,
        headers: requestHeaders(url, this.#o, extra, url.origin === this.#url.origin),
        body: body as BodyInit | undefined,
        signal,
        redirect: "manual",
      });
      // A redirect's target set them: they are its host's, not the address dialled.
      this.#o.cookieJar.store(url, response.headers);
      const location = response.headers.get("location");
      const kept = response.status === 307 || response.status === 308 ||
        (method !== "POST" && (response.status === 301 || response.status === 302)) ||
        (method === "GET" && response.status === 303);
      if (!kept || location === null) return response;
      await response.body?.cancel().catch(() => {});
      // Not its answer: a redirect that does not end (a loop) is said as such.
      if (hops >= MAX_REDIRECTS) {
        throw new RedirectError(
          `redirects that do not end: it redirected the ${method} ${
            hops + 1
          } times (HTTP ${response.status} to ${location})`,
        );
      }
      const next = new URL(location, url);
      // Only to HTTP(S), as fetch's own following: a `file:` or `data:` target would be read
      // (regress83).
      if (next.protocol !== "http:" && next.protocol !== "https:") {
        throw new RedirectError(
          `a redirect of the ${method} to ${next.protocol} (HTTP ${response.status}), which ` +
            `is not followed: only http: and https: are`,
        );
      }
      url = next;
    }
  }

  /** A signal that aborts on the connection's end (or `stop`) or after `ms`. */
  #deadline(
    ms: number,
    stop: AbortSignal = this.#stop.signal,
  ): { signal: AbortSignal; timedOut(): boolean; clear(): void } {
    const timer = new AbortController();
    let fired = false;
    const id = setTimeout(() => {
      fired = true;
      timer.abort(new Error(`no answer within ${ms} ms`));
    }, ms);
    return {
      signal: AbortSignal.any([stop, timer.signal]),
      timedOut: () => fired,
      clear: () => clearTimeout(id),
    };
  }

  async #onLine(raw: Uint8Array): Promise<void> {
    const line = hopLine(raw);
    if (isBlankLine(line)) return;
    if (this.#initializing === null) {
      // Not awaited here: the router's next write (or its close, at EOF) must be seen while
      // the remote agent answers. Every later line waits for it below.
      this.#initializing = this.#initialize(line).catch((e) =>
        this.#end(1, `initialize failed: ${stackOf(e)}`, true)
      );
      return;
    }
    await this.#initializing;
    if (this.#ending) throw new Error("the connection to the remote agent has ended");
    const view = viewMessage(line);
    if (view.kind === "batch") {
      this.#log.warn("refused a JSON-RPC batch: a remote agent takes single messages");
      this.#refuseBatch(view);
      return;
    }
    if (view.parseError) {
      this.#log.warn(`refused a line that is not JSON: ${view.reason}`);
      this.#answer(errorFrame(null, -32700, "Parse error"));
      return;
    }
    let session: string | null = null;
    if (view.kind === "request" || view.kind === "notification") {
      session = stringMember(line, view.paramsSpan, "sessionId");
    } else if (view.kind === "response" && view.idText !== null) {
      session = this.#responseSessions.take(view.idText) ?? null;
    }
    if (session !== null) {
      const open = await (this.#sessions.get(session) ?? this.#openStream(session, true));
      if (this.#ending) return;
      if (!open.ok) {
        return await this.#failed(view, open, "could not open the session's event stream");
      }
    }
    const tracked = session !== null && view.kind === "request" && view.idText !== null &&
      remember(this.#pendingRequests, view.idText, session);
    const awaited = session === null && view.kind === "request" && view.idText !== null &&
      remember(this.#connectionRequests, view.idText, "");
    const posted = await this.#post(line, session, view);
    this.#lastFrameAt = Date.now();
    if (this.#ending || posted.ok) return;
    if (tracked) this.#pendingRequests.delete(view.idText!);
    if (awaited) this.#connectionRequests.delete(view.idText!);
    // Refused is an HTTP answer; no answer at all (a timeout, a cut connection) is not one,
    // and the agent may have taken the message all the same.
    const what = posted.status === undefined
      ? "posting the message to the remote agent failed"
      : posted.status < 300
      ? "the remote agent's answer cannot be read"
      : "the remote agent refused the message";
    await this.#failed(view, posted, what);
  }

  /**
   * Answers a batch (never sent: a remote agent takes single messages) as JSON-RPC answers
   * one: `-32600` under each request's id, so that no request of it waits for good
   * (connect14: one error under `null` answered none of them). An empty batch gets one error
   * under `null`, as JSON-RPC answers `[]` (regress99: it got none).
   */
  #refuseBatch(batch: MessageView): void {
    const replies = batch.entryCount === 0
      ? errorFrame(null, -32600, "Invalid Request", JSON.stringify("empty batch"))
      : batchErrorReplies(batch, -32600, BATCH_REFUSED);
    if (replies !== null) this.#answer(replies);
  }

  async #initialize(line: Uint8Array): Promise<void> {
    const view = viewMessage(line);
    if (view.kind === "batch") {
      this.#refuseBatch(view);
      return await this.#end(1, "the first message was a batch", false);
    }
    if (view.kind !== "request" || view.method !== "initialize" || view.idText === null) {
      this.#answer(
        errorFrame(
          view.kind === "request" ? view.idText : null,
          -32600,
          "the first message to a remote agent must be an initialize request",
        ),
      );
      return await this.#end(1, "the first message was not an initialize request", false);
    }
    const id = view.idText;
    const where = urlForLog(this.#url);
    const deadline = this.#deadline(this.#o.initTimeoutMs, this.#initStop.signal);
    let body: Uint8Array;
    let status = 0;
    try {
      const posted = this.#fetch(
        "POST",
        { "Content-Type": "application/json" },
        line,
        deadline.signal,
      );
      this.#initHeaders = posted.then(() => {}, () => {});
      const response = await posted;
      status = response.status;
      const connectionId = response.headers.get(HEADER_CONNECTION_ID);
      if (this.#ending) {
        // Ended meanwhile: its id is kept for the end's DELETE; its answer goes nowhere.
        if (response.ok && connectionId) this.#connectionId = connectionId;
        await response.body?.cancel().catch(() => {});
        return;
      }
      if (!response.ok || !connectionId) {
        const text = await readBodyText(response.body);
        const why = response.ok
          ? `its answer to initialize has no ${HEADER_CONNECTION_ID} header`
          : `it answered initialize with HTTP ${response.status} ${response.statusText}` +
            unavailableDetail(response.status, response.headers.get("retry-after"), text) +
            tokenRefusalDetail(response.status, sendsCredential(this.#o));
        const message = `the remote agent at ${where} refused the connection: ${why}`;
        const data = httpErrorData(response.status, text);
        return await this.#notReached(id, message, false, { status: response.status, data });
      }
      this.#connectionId = connectionId;
      body = hopLine(await readBodyBytes(response.body, this.#o.maxLineBytes));
    } catch (e) {
      if (this.#ending) return;
      const message = deadline.timedOut()
        ? `the remote agent at ${where} did not answer initialize within ${this.#o.initTimeoutMs} ms`
        : e instanceof LineTooLongError
        ? `the remote agent's answer to initialize is too long: ${e.message}`
        : e instanceof RedirectError
        ? `the remote agent at ${where} answered initialize with ${e.message}`
        : status !== 0
        ? `the remote agent at ${where} answered initialize with HTTP ${status}, then broke ` +
          `off its body: ${errorText(e)}`
        : `could not reach the remote agent at ${where}: ${withTlsHint(this.#url, errorText(e))}`;
      return await this.#notReached(id, message, this.#connectionId !== null);
    } finally {
      deadline.clear();
    }
    // The body is the answer: anything else (nothing, a page, another id) leaves the client
    // without one, so the connection was not made.
    const answer = viewMessage(body);
    if (answer.kind !== "response" || answer.idText === null || !sameIdValue(answer.idText, id)) {
      const what = isBlankLine(body) ? "an empty body" : "a body that is not its answer";
      const message = `the remote agent at ${where} answered initialize with ${what}`;
      // What it sent instead, as a refusal's (the body cut at 8 KiB).
      const text = new TextDecoder().decode(body.subarray(0, MAX_ERROR_BODY_BYTES));
      const data = httpErrorData(status, text);
      return await this.#notReached(id, message, true, { status, data });
    }
    this.#log.info(`connected to the remote agent at ${where}`);
    const answered = this.#outbox.push(body);
    this.#reached.settle();
    await answered;
    void this.#openStream(null);
  }

  /**
   * The remote agent could not be reached, or answered the initialize with no answer: the
   * connection was not made. A router that took `reached` reports it as a failed start; any
   * other reader gets this `-32603` answer (with a refusal's `{status, body}` as `data`) to
   * the initialize; either way the `RemoteAgentError` carries that `data`. Then the end (1).
   */
  #notReached(
    id: string,
    message: string,
    remove: boolean,
    refusal?: { status: number; data: string },
  ): Promise<void> {
    const error = new RemoteAgentError(message, urlForLog(this.#url), {
      status: refusal?.status,
      data: refusal === undefined ? undefined : JSON.parse(refusal.data),
      dataText: refusal?.data,
    });
    this.#reached.settle(error);
    this.#answer(errorFrame(id, -32603, message, refusal?.data));
    return this.#end(1, message, remove, false, true);
  }

  /** POSTs one line (`view` is its view); resolves with how it went (never rejects). */
  async #post(line: Uint8Array, session: string | null, view: MessageView): Promise<Outcome> {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      [HEADER_CONNECTION_ID]: this.#connectionId!,
    };
    if (session !== null) headers[HEADER_SESSION_ID] = session;
    let response: Response;
    const deadline = this.#deadline(this.#o.postTimeoutMs);
    try {
      response = await this.#fetch("POST", headers, line, deadline.signal);
      // An answer in the response's own body is read under the same deadline: a server that
      // stalls it cannot hold the messages queued behind it.
      if (response.ok) return await this.#postAnswer(response, session, view);
    } catch (e) {
      const ms = this.#o.postTimeoutMs;
      return {
        ok: false,
        reason: deadline.timedOut()
          ? `no answer within ${ms} ms`
          : e instanceof LineTooLongError
          ? `the answer in the POST's response is too long: ${e.message}`
          : errorText(e),
      };
    } finally {
      deadline.clear();
    }
    const body = await readBodyText(response.body);
    return {
      ok: false,
      reason: `HTTP ${response.status} ${response.statusText}`.trimEnd(),
      status: response.status,
      body,
    };
  }

  /**
   * What an accepted POST's body holds: nothing (202, an acp-proxy server's answer), or, from a
   * server that answers in the POST's own response as MCP's Streamable HTTP may, the request's
   * JSON-RPC response as JSON (its id, `"jsonrpc": "2.0"`), delivered as one line (at most the
   * line bound). Any other body (an event stream, which acp-proxy reads only from its GET
   * streams; JSON that is not that response) is not read: a request gets `-32603` saying so
   * (its answer will not come), anything else a warning (the first of the connection).
   *
   * @throws What reading the body throws: a line too long, the deadline, a cut connection.
   */
  async #postAnswer(
    response: Response,
    session: string | null,
    posted: MessageView,
  ): Promise<Outcome> {
    const body = response.body;
    if (body === null || response.status === 202 || this.#ending) {
      await body?.cancel().catch(() => {});
      return { ok: true };
    }
    const type = response.headers.get("content-type")?.split(";", 1)[0].trim().toLowerCase();
    let what = `a body of Content-Type ${type || "(none)"}`;
    let text: string | undefined; // what it sent instead (cut at 8 KiB), for the refusal's data
    if (type === "application/json") {
      const answer = hopLine(await readBodyBytes(body, this.#o.maxLineBytes));
      if (isBlankLine(answer)) return { ok: true };
      const view = viewMessage(answer);
      if (
        view.kind === "response" && posted.kind === "request" && view.idText !== null &&
        sameIdValue(view.idText, posted.idText!) &&
        stringMember(answer, view.span, "jsonrpc") === "2.0"
      ) {
        // Its answer however the server wrote the id (a JavaScript server writes 2.0 as 2), as
        // for the initialize: the request is answered under the text it was posted with.
        await this.#deliver(answer, session, posted.idText!);
        return { ok: true };
      }
      what = "a JSON body that is not the request's JSON-RPC response";
      text = new TextDecoder().decode(answer.subarray(0, MAX_ERROR_BODY_BYTES));
    } else if (type === "text/event-stream") {
      await body.cancel().catch(() => {}); // it may stay open: not waited for
      what = "an event stream";
    } else {
      text = await readBodyText(body);
      if (text.trim() === "") return { ok: true };
    }
    const reason = `it answered with HTTP ${response.status} and ${what}, which acp-proxy does ` +
      `not read there (answers come as JSON in the response or on the GET event streams)`;
    if (posted.kind === "request") {
      return { ok: false, reason, status: response.status, body: text };
    }
    if (!this.#warnedDroppedBody) {
      this.#warnedDroppedBody = true;
      this.#log.warn(`the remote agent's answer to a POST was dropped: ${reason}`);
    }
    return { ok: true };
  }

  /** What a refused POST or event stream means for the message that needed it. */
  async #failed(view: MessageView, outcome: Outcome, what: string): Promise<void> {
    if (outcome.ok || this.#ending) return;
    const { status, body = "" } = outcome;
    const message = `${what}: ${outcome.reason}`;
    const answerable = view.idText !== null && (view.kind === "request" || view.kind === "invalid");
    if (answerable) {
      this.#answer(
        errorFrame(
          view.idText,
          -32603,
          message,
          status === undefined ? undefined : httpErrorData(status, body),
        ),
      );
    }
    if (status === undefined || CONNECTION_GONE.has(status)) {
      return await this.#end(1, message, status === undefined || !NO_DELETE.has(status));
    }
    if (view.kind === "notification" || view.kind === "response") {
      return await this.#end(1, `${message} (a ${view.kind} cannot be answered)`, true);
    }
    this.#log.warn(message);
  }

  /**
   * Opens an event stream: the connection's (`session` null) or a session's. Resolves once
   * it is open or failed (never rejects); reading goes on in the background.
   */
  #openStream(session: string | null, awaited = false): Promise<Outcome> {
    let settle!: (outcome: Outcome) => void;
    const ready = new Promise<Outcome>((resolve) => settle = resolve);
    if (session !== null) this.#sessions.set(session, ready);
    const forget = () => {
      if (session !== null && this.#sessions.get(session) === ready) this.#sessions.delete(session);
    };
    const reading = this.#readStream(session, settle, forget, awaited).catch((e) => {
      settle({ ok: false, reason: errorText(e) });
      forget();
      this.#log.error(`reading an event stream failed: ${errorText(e)}`);
    });
    if (session !== null) {
      this.#reading.add(reading);
      reading.finally(() => this.#reading.delete(reading));
    }
    return ready;
  }

  async #readStream(
    session: string | null,
    settle: (outcome: Outcome) => void,
    forget: () => void,
    awaited: boolean,
  ): Promise<void> {
    const name = session === null ? "the connection's event stream" : "a session's event stream";
    const headers: Record<string, string> = {
      Accept: "text/event-stream",
      [HEADER_CONNECTION_ID]: this.#connectionId!,
    };
    if (session !== null) headers[HEADER_SESSION_ID] = session;
    const deadline = this.#deadline(this.#o.initTimeoutMs);
    let response: Response;
    try {
      response = await this.#fetch("GET", headers, undefined, deadline.signal);
    } catch (e) {
      const reason = deadline.timedOut()
        ? `no answer within ${this.#o.initTimeoutMs} ms`
        : errorText(e);
      settle({ ok: false, reason });
      forget();
      if (session === null && !this.#ending) {
        await this.#end(1, `could not open ${name}: ${reason}`, true);
      }
      return;
    } finally {
      deadline.clear();
    }
    // A 200 that is no event stream (a proxy's login page, a JSON answer) is no stream either:
    // read as events, it would end at once, like an agent that ended cleanly.
    const type = response.headers.get("content-type")?.split(";", 1)[0].trim().toLowerCase();
    if (!response.ok || type !== "text/event-stream") {
      const body = await readBodyText(response.body);
      const status = response.status;
      const reason = response.ok
        ? `HTTP ${status} with Content-Type ${type || "(none)"}, not text/event-stream`
        : `HTTP ${status} ${response.statusText}`.trimEnd();
      settle({ ok: false, reason, status, body });
      forget();
      if (this.#ending) return;
      // A message waiting for this stream is answered first (its -32603), by whoever waits;
      // that answer ends the connection too when the status says it is gone.
      if (session === null || (CONNECTION_GONE.has(status) && !awaited)) {
        await this.#end(1, `could not open ${name}: ${reason}`, !NO_DELETE.has(status));
      } else if (!awaited) {
        this.#log.warn(`could not open ${name}: ${reason}`);
      }
      return;
    }
    settle({ ok: true });
    this.#log.debug(`opened ${name}`);
    try {
      if (response.body) {
        const said = Number(response.headers.get("acp-keep-alive-ms") ?? NaN);
        const body = watchedForSilence(response.body, {
          keepAliveMs: Number.isSafeInteger(said) && said > 0 ? said : undefined,
        });
        for await (const data of sseData(body, this.#o.maxLineBytes)) {
          if (this.#stop.signal.aborted) return;
          await this.#deliver(data, session);
        }
      }
    } catch (e) {
      forget();
      if (!this.#ending) {
        // An event over the line bound is no broken connection: its words end in the limit,
        // which the CLI's hint to raise it follows (regress101: the hint hid it).
        const hint = e instanceof LineTooLongError ? "" : `; ${BROKEN_CONNECTION_HINT}`;
        await this.#end(1, `${name} failed: ${errorText(e)}${hint}`, true);
      }
      return;
    }
    forget();
    if (this.#ending) return;
    if (session === null) {
      // The agent ended: the server flushed every stream and is ending them (REMOTE §2). What
      // they still hold reaches the client before the end, as a local agent's last output does
      // (bounded: a client that reads nothing holds it at most the output stall bound).
      const draining = Promise.allSettled([...this.#reading]);
      if (!await settlesWithin(draining, SESSION_DRAIN_MS)) {
        this.#log.warn(
          `the remote agent ended the connection; its session streams did not end within ` +
            `${SESSION_DRAIN_MS} ms (the client reads slowly?); ending them`,
        );
      }
      if (this.#ending) return;
      await this.#end(0, "the remote agent ended the connection", false);
      return;
    }
    this.#log.info(`${name} ended; the next message for that session opens it again`);
    const waiting = [...this.#pendingRequests.entries()].filter(([, s]) => s === session);
    for (const [id] of waiting) {
      this.#pendingRequests.delete(id);
      this.#answer(
        errorFrame(id, -32603, "the session's event stream ended before the answer arrived"),
      );
    }
  }

  /**
   * One event from a stream (`session` null: the connection's) on its way to the router;
   * while it waits for room, the end of input's quiet wait sees it as activity.
   */
  async #deliver(data: Uint8Array, session: string | null, requestId?: string): Promise<void> {
    this.#delivering++;
    try {
      await this.#deliverOne(data, session, requestId);
    } finally {
      this.#delivering--;
      this.#lastFrameAt = Date.now();
    }
  }

  /** `requestId`: for an answer in its POST's response, the id text that request was sent with. */
  async #deliverOne(data: Uint8Array, session: string | null, requestId?: string): Promise<void> {
    const line = hopLine(data);
    // An empty line carries no message; a line of spaces passes, as from a local agent.
    if (line.length === 0) return;
    const view = viewMessage(line);
    if (view.kind === "request" && session !== null && view.idText !== null) {
      remember(this.#responseSessions, view.idText, session);
    } else if (view.kind === "response" && view.idText !== null) {
      const id = requestId ?? view.idText;
      const ours = this.#pendingRequests.take(id) !== undefined ||
        this.#connectionRequests.take(id) !== undefined;
      const created = ours ? stringMember(line, view.resultSpan, "sessionId") : null;
      if (created !== null && !this.#ending && !this.#sessions.has(created)) {
        if (this.#sessions.size < MAX_SESSION_STREAMS) void this.#openStream(created);
        else if (!this.#warnedSessions) {
          this.#warnedSessions = true;
          this.#log.warn(
            `${MAX_SESSION_STREAMS} session streams are open; a new session's stream opens ` +
              `with its first message`,
          );
        }
      }
    }
    await this.#outbox.push(line);
  }

  /**
   * The client's input is over (its end, or a line past the limit): what is still to be
   * POSTed has the close bound, as the bytes in a local agent's stdin pipe do (a server that
   * does not answer a POST cannot hide that end). The agent sees it only when the DELETE ends
   * the connection: what it is still sending in answer gets a moment to arrive first, as a
   * local agent gets its grace after its stdin closes (every request answered and 250 ms
   * quiet, at most CLOSE_TIMEOUT_MS); then the agent's output goes on until the DELETE is
   * answered, and the connection ends with `code`.
   */
  async #endWhenAnswered(code: number, reason: string): Promise<void> {
    // The initialize still unanswered: the remote agent has the close bound to answer it.
    if (this.#initializing !== null && this.#connectionId === null && !this.#ending) {
      if (!await settlesWithin(this.#initializing, CLOSE_TIMEOUT_MS) || !this.#connectionId) {
        return void this.#end(code, reason, false);
      }
    }
    if (this.#sending !== null && !await settlesWithin(this.#sending, CLOSE_TIMEOUT_MS)) {
      // The first queued message is the one posted: the rest were never sent.
      const unsent = Math.max(0, this.#queue.length - 1);
      this.#log.warn(
        `the client's input ended; the remote agent had not accepted the message posted to it ` +
          `after ${CLOSE_TIMEOUT_MS} ms, and ${unsent} more message(s) were not sent`,
      );
    }
    await untilQuiet({
      owed: () => this.#pendingRequests.size > 0 || this.#connectionRequests.size > 0,
      // An event waiting for the client to take it is on its way, not quiet: the stream's
      // later events (and what its socket holds) would be lost by the end.
      lastFrameAt: () => this.#delivering > 0 ? Date.now() : this.#lastFrameAt,
      ended: () => this.#ending,
    });
    void this.#end(code, reason, true, true);
  }

  /**
   * Ends the connection once: no more lines are taken; the event streams and the POST in
   * flight are aborted and `readable` closes after what is queued; the remote connection is
   * DELETEd (2 s at most) when `remove`; `exited` resolves with `code`. When `graceful`, the
   * DELETE comes first and the agent's output flows until it is answered.
   */
  #end(
    code: number,
    reason: string,
    remove: boolean,
    graceful = false,
    reported = false,
  ): Promise<void> {
    if (this.#endDone !== null) return this.#endDone;
    this.#ending = true;
    this.#reached.settle(); // unless it was settled: the connection's own answer stands
    this.#wakeWriters(); // a write waiting for room rejects now
    if (code === 0) this.#log.info(`remote agent connection ended: ${reason}`);
    else if (reported && this.#reached.taken) this.#log.debug(`could not connect: ${reason}`);
    else this.#log.error(`remote agent connection failed: ${reason}`);
    const stop = () => {
      this.#stop.abort(new Error(reason));
      this.#outbox.close();
    };
    if (!graceful) stop();
    // An initialize POST in flight may have opened the connection over there already: its
    // answer's headers get a moment to bring the id, so that it is DELETEd, not left to the
    // server's idle timeout with its agent running.
    const settling = remove && this.#connectionId === null && this.#initHeaders !== null;
    if (!settling) this.#initStop.abort(new Error(reason));
    this.#endDone = (async () => {
      if (settling) {
        await settlesWithin(this.#initHeaders!, INIT_SETTLE_MS);
        this.#initStop.abort(new Error(reason));
      }
      const id = this.#connectionId;
      if (remove && id !== null) await this.#delete(id);
      stop();
      this.#resolveExited(code);
    })();
    return this.#endDone;
  }

  async #delete(id: string): Promise<void> {
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new Error("timed out")), CLOSE_TIMEOUT_MS);
    const done = (async () => {
      try {
        const response = await this.#fetch(
          "DELETE",
          { [HEADER_CONNECTION_ID]: id },
          undefined,
          timer.signal,
        );
        await response.body?.cancel().catch(() => {});
        this.#log.debug(`DELETE of the remote connection: HTTP ${response.status}`);
      } catch (e) {
        this.#log.debug(`DELETE of the remote connection failed: ${errorText(e)}`);
      }
    })();
    try {
      await settlesWithin(done, CLOSE_TIMEOUT_MS + 100);
    } finally {
      clearTimeout(timeout);
    }
  }
}

/** Records `idText` -> `value`; false (and nothing recorded) when the table is full. */
function remember(table: IdTable<string>, idText: string, value: string): boolean {
  try {
    table.set(idText, value);
    return true;
  } catch (e) {
    if (e instanceof IdTableFullError) return false;
    throw e;
  }
}

/**
 * The value of the string member `name` of the object at `span` in `frame`
 * (`params.sessionId`, `result.sessionId`), or null.
 */
function stringMember(frame: Uint8Array, span: Span | null, name: string): string | null {
  if (span === null || frame[span.start] !== 0x7b) return null;
  const scan = scanJson(frame, span);
  if (!scan.valid) return null;
  const member = scan.member(name);
  if (member === undefined || jsonTypeAt(frame, member.start) !== "string") return null;
  return JSON.parse(new TextDecoder().decode(frame.subarray(member.start, member.end)));
}

/**
 * A redirect the client does not follow (on and on, a loop; to a scheme other than HTTP(S)):
 * the server was reached, its answer goes nowhere.
 */
class RedirectError extends Error {
  /** Always `"RedirectError"`. */
  override name = "RedirectError";
}
