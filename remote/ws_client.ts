/**
 * The WebSocket client of a remote agent (REMOTE §4): one text frame per message, both ways.
 *
 * What a connection does:
 * - The factory dials: it resolves once the upgrade is accepted (within `initTimeoutMs`) and
 *   rejects otherwise, so the router answers the `initialize` with its "failed to start"
 *   error. The upgrade carries the bearer token, the caller's headers and the jar's cookies
 *   (the socket, `ws_client_socket.ts` unless the caller gives a `WebSocket`, takes them in
 *   its second argument; the 101's `Set-Cookie` is not read, so only cookies already in a
 *   shared jar are sent).
 * - Each line written (without its LF, a trailing CR dropped) is sent as one text frame,
 *   its bytes unchanged. A write resolves once the socket has taken the frame and has at
 *   most 1 MiB unsent. A line that is not UTF-8 cannot be a text frame: it is answered with
 *   `-32700` and not sent.
 * - Each text frame received becomes one line + LF on `readable` (a CR or LF inside can only
 *   be JSON whitespace and becomes a space). Binary frames are ignored and logged. A message
 *   over `maxLineBytes` closes the socket with 1009 as its fragments' headers pass the bound
 *   (4009 with a caller's `WebSocket`, which joins fragments first and may send only 1000 and
 *   3000-4999), exit 1. Past 1 MiB of lines the router has not read (each counted 1 KiB more
 *   than its bytes) the socket reads nothing until it has (TCP holds the agent back); with a
 *   caller's `WebSocket`, which cannot pause, output past `maxBufferedBytes` closes it with
 *   4008 ("1008"), exit 1.
 * - The router closing `writable` -> close 1000 once nothing has crossed the socket for 250 ms
 *   (answers on their way arrive; at most 2 s); `terminate()` or cancelling `readable` ->
 *   close 1000 at once; the close handshake is waited for at most 2 s; exit 0. The server closing with
 *   1000/1001/1005 -> `readable` ends, exit 0; with any other code -> exit 1. A clean close
 *   before the server sent any text frame, the first request unanswered (the agent there
 *   ended before answering `initialize`) -> `readable` ends, exit 1. The first request not
 *   answered within `initTimeoutMs` of being sent -> it gets `-32603` saying so, close 1000,
 *   exit 1. A line over `maxLineBytes` -> the lines before it go, what the agent owes still
 *   comes (as at the end of input), then close 4009, exit 1.
 *
 * @module
 */

import { LINE_COST_BYTES } from "../transport/line_cost.ts";
import type { Connection, ConnectionFactory } from "../transport/duplex.ts";
import { errorFrame } from "../jsonrpc/writer.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { IdTable, IdTableFullError } from "../jsonrpc/id_table.ts";
import { sameIdValue } from "../jsonrpc/id_value.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { RemoteAgentError } from "./remote_agent_error.ts";
import { Reached } from "./reached.ts";
import { untilQuiet } from "./eof_quiet.ts";
import type { ClientSocket } from "./ws_client_socket.ts";
import {
  BROKEN_CONNECTION_HINT,
  errorText,
  hopLine,
  isBlankLine,
  LineOutbox,
  LineSplitter,
  LineTooLongError,
  tokenRefusalDetail,
  urlForLog,
  withTlsHint,
} from "./client_lines.ts";
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

/** Close codes from the server that are a clean end: normal, going away, no code. */
const CLEAN_CLOSE = new Set([1000, 1001, 1005]);
/** How the socket's errors for a 101 it cannot use begin (`ws_client_socket.ts`). */
const UNUSABLE_ANSWER = "the upgrade's answer ";
/**
 * The close codes this client sends. The WebSocket API lets a client send only 1000 and
 * 3000-4999, so the protocol's 1009 (message too big) and 1008 (policy: output backlog)
 * are sent as 4009 and 4008, with a reason text.
 */
const CLOSE_NORMAL = 1000, CLOSE_TOO_BIG = 4009, CLOSE_BACKLOG = 4008;
/** The codes the client's own socket closes with when a server's frame fails (RFC 6455 §7.4). */
const FRAME_FAILURES = new Set([1002, 1007, 1009]);
/** Unsent bytes a socket may hold before a write waits. */
const SEND_HIGH_WATER_BYTES = 1024 * 1024;
/** How often a waiting write looks at `bufferedAmount` again. */
const SEND_POLL_MS = 10;
/** Why a connection whose input ended while its socket was dialled ended. */
const ENDED_WHILE_DIALLED =
  "the client's input ended before the remote agent accepted the WebSocket";
/** Most client requests remembered as unanswered (past it, the quiet rule alone decides). */
const MAX_UNANSWERED = 1024;

const encoder = new TextEncoder();
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * A factory for WebSocket connections to the remote agent at `url`; each call dials once.
 * The connection is returned at once, while the socket is dialled: its `reached` resolves
 * once the upgrade is accepted and rejects when it is refused, fails or is not accepted
 * within `initTimeoutMs` (then the first request written is answered with `-32603` and the
 * connection ends, exit 1). Lines written meanwhile are held (64 KiB, a pipe's worth) and sent
 * in order once it is open; the end of input during the dial gives it the close bound (2 s),
 * then the connection ends with 0, as a local agent's input that closed does.
 *
 * @param url The agent's endpoint (`ws://.../acp` or `wss://...`).
 * @param options Token, headers, limits, logger, test overrides.
 * @returns The factory.
 *
 * @example
 * ```ts ignore
 * import { wsRemoteAgent } from "./ws_client.ts";
 * const open = wsRemoteAgent(new URL("ws://127.0.0.1:7331/acp"), {});
 * const agent = await open();
 * await agent.reached;
 * ```
 */
export function wsRemoteAgent(url: URL, options: ClientOptions = {}): ConnectionFactory {
  resolveOptions(options); // refuse bad options now, not at the first dial
  return (open) =>
    new WsRemoteConnection(
      url,
      resolveOptions({ ...options, logger: loggerOf(options, open) }),
      open?.signal,
    ).connection;
}

/** One WebSocket connection to the remote agent. */
class WsRemoteConnection {
  readonly #url: URL;
  readonly #o: ResolvedOptions;
  #socket: ClientSocket | null = null;
  /** The socket waits for room in the outbox (at most one such wait at a time). */
  #pausedForRoom = false;
  readonly #outbox: LineOutbox;
  readonly #splitter: LineSplitter;
  readonly #exited: Promise<number>;
  #resolveExited!: (code: number) => void;
  #closed: Promise<void> = Promise.resolve();
  #ending = false;
  /** When a frame last crossed the socket, either way (ms since the epoch). */
  #lastFrameAt = 0;
  /** The client's requests not answered yet, by exact id text. */
  readonly #unanswered = new IdTable<true>({ limit: MAX_UNANSWERED });
  /** Set once a request could not be recorded: then the quiet rule alone decides. */
  #unansweredOverflow = false;
  /** The first request sent (its method), until a text frame arrives. */
  #firstRequest: { method: string } | null = null;
  /**
   * The first request's method while its only answer was acp-proxy's own "it ended before
   * answering" (and no answer since succeeded): a close 1000 then is an agent that ended
   * without answering, an end with 1 (regress108: that answer made it a clean 0). Any other
   * error answer is the client's to judge (regress109).
   */
  #refusedFirst: string | null = null;
  /** Whether a text frame has come from the server. */
  #heard = false;
  /**
   * The first request's id text and the timer that gives its answer `initTimeoutMs` (from
   * when it was sent on the open socket), until that answer comes or the connection ends.
   */
  #firstAnswer: { idText: string; method: string; timer: ReturnType<typeof setTimeout> } | null =
    null;
  /** Frames are still delivered while a close from our side is under way (the client's EOF). */
  #draining = false;
  /** The exit code of an end from our side. */
  #endCode = 0;
  /** Why we ended, for the log. */
  #endReason = "";
  #finished = false;
  #endDone: Promise<void> | null = null;
  /** The connection the router gets, at once: the socket is dialled behind it. */
  readonly connection: Connection;
  /** `connection.reached`: its taker reports a failure to reach the agent. */
  readonly #reached = new Reached();
  /** Ends the dial when the connection ends first (the client's EOF, a stop). */
  readonly #stopDial = new AbortController();
  /** The dial and the sending of what was held: true once the socket is open and caught up. */
  readonly #dial: Promise<boolean>;
  /** The router closed `writable` (the client's end of input). */
  #inputEnded = false;
  /** Lines written while the socket is dialled (or catching up), in order. */
  #held: Uint8Array[] | null = [];
  #heldBytes = 0;
  #roomWaiters: (() => void)[] = [];

  constructor(url: URL, options: ResolvedOptions, signal?: AbortSignal) {
    this.#url = url;
    this.#o = options;
    this.#splitter = new LineSplitter(options.maxLineBytes);
    this.#exited = new Promise((resolve) => this.#resolveExited = resolve);
    this.#outbox = new LineOutbox(OUTPUT_HIGH_WATER_BYTES, () => {
      void this.#end(0, "the router stopped reading the remote agent", CLOSE_NORMAL);
    });
    this.connection = this.#makeConnection();
    const stop = signal === undefined
      ? this.#stopDial.signal
      : AbortSignal.any([signal, this.#stopDial.signal]);
    this.#dial = this.#dialAndCatchUp(stop);
  }

  /** Dials, then sends what was written meanwhile; true once the socket is open and caught up. */
  async #dialAndCatchUp(signal: AbortSignal): Promise<boolean> {
    try {
      await this.#open(signal);
    } catch (e) {
      if (this.#ending) return false; // the end came first: the dial was given up
      if (this.#inputEnded && signal.aborted) {
        // The router gave up on a dial after the client's input ended (a chain's grace
        // period): the end of input it is, as when the close bound runs out, not a failure.
        void this.#end(0, ENDED_WHILE_DIALLED, CLOSE_NORMAL);
        return false;
      }
      const error = e instanceof RemoteAgentError
        ? e
        : new RemoteAgentError(errorText(e), urlForLog(this.#url), { cause: e });
      this.#notReached(error);
      return false;
    }
    if (this.#ending) {
      // The end came as the socket opened (the same turn): it is closed, not left open.
      this.#socket!.close(CLOSE_NORMAL);
      await settlesWithin(this.#closed, CLOSE_TIMEOUT_MS);
      return false;
    }
    this.#reached.settle();
    try {
      while (this.#held !== null && this.#held.length > 0 && !this.#ending) {
        const line = this.#held.shift()!;
        this.#heldBytes -= line.length;
        this.#wakeWriters();
        await this.#send(line);
      }
    } catch (e) {
      if (!this.#ending && !this.#finished) {
        void this.#end(1, `sending to the remote agent failed: ${errorText(e)}`, CLOSE_NORMAL);
      }
    } finally {
      this.#held = null;
      this.#heldBytes = 0;
      this.#wakeWriters();
    }
    return !this.#ending && !this.#finished;
  }

  /**
   * The socket could not be opened: the connection was not made. A router that took
   * `reached` reports it as a failed start; any other reader gets a `-32603` answer to the
   * first line written, when it is a request (the router writes its first frame at once,
   * before any answer of the network). Then the end (1).
   */
  #notReached(error: RemoteAgentError): void {
    this.#reached.settle(error);
    const first = this.#held?.[0];
    if (first !== undefined) this.#answerUnreached(first, error);
    this.#held = null;
    this.#heldBytes = 0;
    this.#wakeWriters();
    this.#ending = true;
    this.#endCode = 1;
    this.#endReason = error.message;
    this.#endDone = Promise.resolve();
    this.#finish(1, error.message, this.#reached.taken);
  }

  /**
   * The server closed cleanly before it sent anything, the first request (the `initialize`)
   * unanswered: the agent there ended before answering it. That is an end with 1, as a local
   * agent that exits 1 before answering (its router says so, and a gateway answers 502), not
   * a clean 0 with nothing said. No answer is made up here: the router's own account of an
   * agent that ended before answering stands.
   */
  #endedUnanswered(code: number): void {
    const { method } = this.#firstRequest!;
    this.#finish(
      1,
      `the remote agent at ${urlForLog(this.#url)} closed the WebSocket (code ${code}) ` +
        `before answering ${method || "anything"}`,
    );
  }

  /** Answers `line`, when it is a request, with the dial's failure. */
  #answerUnreached(line: Uint8Array, error: RemoteAgentError): void {
    const view = viewMessage(hopLine(line));
    if (view.kind !== "request" || view.idText === null) return;
    this.#outbox.pushNow(encoder.encode(errorFrame(view.idText, -32603, error.message)));
  }

  /** Resolves once at most {@linkcode INPUT_QUEUE_BYTES} are held, or the dial is over. */
  #room(): Promise<void> | void {
    if (this.#held === null || this.#heldBytes <= INPUT_QUEUE_BYTES) return;
    return new Promise((resolve) => this.#roomWaiters.push(resolve));
  }

  #wakeWriters(): void {
    if (this.#held !== null && this.#heldBytes > INPUT_QUEUE_BYTES) return;
    for (const wake of this.#roomWaiters.splice(0)) wake();
  }

  /**
   * Dials; resolves once the socket is open.
   *
   * @param signal The router giving up (a stop, its own timeout) or the connection's end: the
   *   dial ends then.
   */
  async #open(signal: AbortSignal): Promise<void> {
    const where = urlForLog(this.#url);
    const abandoned = () =>
      new RemoteAgentError(
        `gave up connecting to the remote agent at ${where} (${String(signal.reason)})`,
        where,
      );
    const Socket = this.#o.WebSocket ?? (await import("./ws_client_socket.ts")).ClientWebSocket;
    if (signal.aborted) throw abandoned();
    let socket: ClientSocket;
    try {
      socket = new Socket(this.#url, {
        headers: requestHeaders(this.#url, this.#o),
        maxMessageBytes: this.#o.maxLineBytes,
      });
    } catch (e) {
      throw new RemoteAgentError(
        `could not reach the remote agent at ${where}: ${errorText(e)}`,
        where,
        { cause: e },
      );
    }
    socket.binaryType = "arraybuffer";
    let closed!: () => void;
    this.#closed = new Promise((resolve) => closed = resolve);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    // What went wrong, as the WebSocket reports it (a refused status, a reset): the close
    // event alone carries only code 0.
    let cause = "";
    socket.onerror = (event) => cause = (event as ErrorEvent).message ?? "";
    const opened = new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onclose = (event) => {
        closed();
        const found = /status code:? *(\d{3})\b(.*)$/s.exec(cause);
        const status = found === null ? null : Number(found[1]);
        // A busy server's Retry-After and words, as the socket read them (503, 429).
        const unavailable = status === 503 || status === 429 ? found![2] : "";
        const refused = tokenRefusalDetail(status, sendsCredential(this.#o));
        // An upgrade answered with a status reached the agent, which refused it (as over HTTP).
        reject(
          new RemoteAgentError(
            status !== null
              ? `the remote agent at ${where} refused the connection: it answered the ` +
                `WebSocket upgrade with HTTP ${status}${unavailable}${refused}`
              : cause.startsWith(UNUSABLE_ANSWER)
              ? `the remote agent at ${where} answered the WebSocket upgrade with what this ` +
                `client cannot use: ${cause}`
              : `could not reach the remote agent at ${where}: the WebSocket handshake ` +
                `failed (${
                  cause === "" ? `close code ${event.code}` : withTlsHint(this.#url, cause)
                })`,
            where,
            { status },
          ),
        );
      };
      timer = setTimeout(() => {
        reject(
          new RemoteAgentError(
            `the remote agent at ${where} did not accept the WebSocket within ` +
              `${this.#o.initTimeoutMs} ms`,
            where,
          ),
        );
      }, this.#o.initTimeoutMs);
      onAbort = () => reject(abandoned());
      signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      await opened;
    } catch (e) {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await settlesWithin(this.#closed, CLOSE_TIMEOUT_MS);
      }
      throw e;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort!);
      socket.onopen = null;
    }
    this.#socket = socket;
    socket.onmessage = (event) => this.#onFrame(event.data);
    let broke = "";
    socket.onerror = (event) => {
      broke = (event as ErrorEvent).message ?? "";
      this.#o.logger.debug(`WebSocket error from the remote agent: ${broke}`);
    };
    socket.onclose = (event) => {
      closed();
      const clean = CLEAN_CLOSE.has(event.code);
      // The socket failed the server's frames (a message over maxLineBytes, a breach of the
      // protocol): a failure, even while a close of ours drains (the answer it held is lost).
      const refused = broke !== "" && FRAME_FAILURES.has(event.code);
      const reason = refused && event.code === 1009
        ? new LineTooLongError(this.#o.maxLineBytes, "a frame from the remote agent").message
        : broke !== "" && !clean
        ? `the WebSocket to the remote agent broke (${broke}; code ${event.code})` +
          // A server that breaks the protocol is up and reached (regress101).
          (refused ? "" : `; ${BROKEN_CONNECTION_HINT}`)
        : `the remote agent closed the WebSocket (code ${event.code}` +
          (event.reason ? `: ${event.reason}` : "") + ")" +
          // No close frame: the connection broke (connect14).
          (event.code === 1006 ? `; ${BROKEN_CONNECTION_HINT}` : "");
      if (refused) this.#finish(1, reason);
      // A close we started (a limit, the client's EOF) ends for our reason, not the server's.
      else if (this.#ending) this.#finish(this.#endCode, this.#endReason);
      else if (clean && this.#firstRequest !== null) this.#endedUnanswered(event.code);
      else if (event.code === 1000 && this.#refusedFirst !== null) {
        this.#finish(
          1,
          `the remote agent at ${urlForLog(this.#url)} answered ${
            this.#refusedFirst || "the first request"
          } with an error and closed the WebSocket (code ${event.code})`,
        );
      } else this.#finish(clean ? 0 : 1, reason);
    };
    this.#o.logger.info(`connected to the remote agent at ${where}`);
  }

  #makeConnection(): Connection {
    const reached = this.#reached;
    const writable = new WritableStream<Uint8Array>({
      write: async (chunk) => {
        if (this.#ending || this.#finished) {
          throw new Error("the connection to the remote agent has ended");
        }
        const { lines, tooLong } = this.#splitter.split(chunk);
        for (const line of lines) {
          // Held while the socket is dialled (taken, as a pipe takes bytes), in order.
          if (this.#held !== null) {
            this.#held.push(line);
            this.#heldBytes += line.length;
          } else await this.#send(line);
        }
        if (tooLong !== null) {
          // The lines before it went; what the agent owes for them still comes (as at the
          // client's end of input), then the connection ends with 1, naming the limit.
          this.#inputEnded = true;
          await this.#closeWhenAnswered(
            1,
            `a message to the remote agent is too long: ${tooLong.message}`,
            CLOSE_TOO_BIG,
          );
          throw tooLong;
        }
        await this.#room();
      },
      close: async () => {
        this.#inputEnded = true;
        if (this.#held !== null && !this.#ending) {
          // The input ended while the socket is dialled: like a local agent after its input
          // closed, the dial has the close bound; then the connection ends (0).
          if (!await settlesWithin(this.#dial, CLOSE_TIMEOUT_MS)) {
            return void this.#end(0, ENDED_WHILE_DIALLED, CLOSE_NORMAL);
          }
          if (!await this.#dial) return;
        }
        const last = this.#splitter.end();
        if (last !== null && !this.#ending && !this.#finished) await this.#send(last);
        await this.#closeWhenAnswered(0, "the client's input ended", CLOSE_NORMAL);
      },
      abort: async () => {
        await this.#end(0, "the client's input was aborted", CLOSE_NORMAL);
      },
    });
    return {
      readable: this.#outbox.readable,
      writable,
      exited: this.#exited,
      // Where the agent is, for a transcript's agent_start (as a process's pid is).
      url: urlForLog(this.#url),
      // Whoever takes it reports a failure to reach the agent (a router: as a failed start).
      get reached() {
        return reached.take();
      },
      terminate: async () => {
        await this.#end(0, "terminated", CLOSE_NORMAL);
        return await this.#exited;
      },
    };
  }

  async #send(raw: Uint8Array): Promise<void> {
    const socket = this.#socket!;
    if (this.#ending || this.#finished || socket.readyState !== WebSocket.OPEN) {
      throw new Error("the connection to the remote agent has ended");
    }
    const line = hopLine(raw, true);
    if (isBlankLine(line)) return;
    let text: string;
    try {
      text = utf8.decode(line);
    } catch {
      this.#o.logger.warn("refused a line that is not UTF-8: a text frame cannot carry it");
      void this.#outbox.push(encoder.encode(errorFrame(null, -32700, "Parse error")));
      return;
    }
    socket.send(text);
    this.#lastFrameAt = Date.now();
    const view = viewMessage(line);
    if (view.kind === "request" && view.idText !== null) {
      if (!this.#heard && this.#firstRequest === null) {
        this.#firstRequest = { method: view.method ?? "" };
        this.#awaitFirstAnswer(view.idText, view.method ?? "");
      }
      try {
        this.#unanswered.set(view.idText, true);
      } catch (e) {
        if (!(e instanceof IdTableFullError)) throw e;
        this.#unansweredOverflow = true;
      }
    }
    while (
      socket.bufferedAmount > SEND_HIGH_WATER_BYTES && socket.readyState === WebSocket.OPEN &&
      !this.#ending
    ) {
      await new Promise((resolve) => setTimeout(resolve, SEND_POLL_MS));
    }
  }

  #onFrame(data: unknown): void {
    this.#lastFrameAt = Date.now();
    if (this.#finished || (this.#ending && !this.#draining)) return;
    const log = this.#o.logger;
    if (typeof data !== "string") {
      const size = data instanceof ArrayBuffer ? data.byteLength : (data as Blob)?.size ?? 0;
      log.warn(`ignored a binary frame of ${size} bytes from the remote agent`);
      return;
    }
    const max = this.#o.maxLineBytes;
    const bytes = data.length > max ? null : encoder.encode(data);
    if (bytes === null || bytes.length > max) {
      void this.#end(
        1,
        new LineTooLongError(max, "a frame from the remote agent").message,
        CLOSE_TOO_BIG,
      );
      return;
    }
    const line = hopLine(bytes, true);
    // An empty line carries no message; a line of spaces passes, as from a local agent.
    if (line.length === 0) return;
    this.#heard = true;
    this.#firstRequest = null;
    if (this.#unanswered.size > 0 || this.#firstAnswer !== null) {
      const view = viewMessage(line);
      if (view.kind === "response" && view.idText !== null) {
        this.#unanswered.take(view.idText);
        // By value, as over HTTP: an agent may write the id its own way (1.0 back as 1).
        // An error to a null id (the agent could not read the request) answers it too.
        const first = this.#firstAnswer;
        if (first !== null && (view.idText === "null" || sameIdValue(view.idText, first.idText))) {
          this.#stopFirstAnswerWait();
          if (view.isError && endedBeforeAnswering(line)) this.#refusedFirst = first.method;
        }
        if (!view.isError) this.#refusedFirst = null;
      } else if (view.kind !== "request" && view.kind !== "notification") {
        // An answer of another shape (in a batch, to a null id, or no JSON-RPC at all): the
        // agent there is up and answering; what it meant is the client's to judge.
        this.#stopFirstAnswerWait();
      }
    }
    const outbox = this.#outbox;
    outbox.pushNow(line);
    // Past the high-water mark the socket reads nothing more until the router has taken
    // lines (TCP holds the agent back); the runtime's WebSocket cannot pause: the bound below.
    const socket = this.#socket;
    if (
      !this.#pausedForRoom && outbox.queuedBytes >= OUTPUT_HIGH_WATER_BYTES && socket?.pauseUntil
    ) {
      // One wait for room at a time: the rest of the frames already read come in meanwhile.
      this.#pausedForRoom = true;
      socket.pauseUntil(outbox.room().finally(() => this.#pausedForRoom = false));
    }
    if (outbox.queuedBytes > this.#o.maxBufferedBytes) {
      void this.#end(
        1,
        `more than ${this.#o.maxBufferedBytes} bytes from the remote agent wait for the router ` +
          `(each message counted ${LINE_COST_BYTES} bytes more)`,
        CLOSE_BACKLOG,
      );
    }
  }

  /**
   * Ends from our side: close with `closeCode`, wait for the handshake (2 s at most). When
   * `draining`, frames that arrive before the server's close are still delivered.
   */
  #end(code: number, reason: string, closeCode: number, draining = false): Promise<void> {
    if (this.#endDone !== null) {
      // A failure found while a clean close drains (a frame over the limit, a backlog) is the
      // end's reason: the answer it dropped is not lost silently under exit 0.
      if (code !== 0 && this.#endCode === 0 && !this.#finished) {
        this.#endCode = code;
        this.#endReason = reason;
        this.#draining = false;
      }
      return this.#endDone;
    }
    this.#ending = true;
    this.#draining = draining;
    this.#endCode = code;
    this.#endReason = reason;
    this.#reached.settle(); // unless it was settled: the dial's own failure stands
    this.#endDone = (async () => {
      const socket = this.#socket;
      if (socket === null) {
        // Still dialled: given up (what was held is not sent), its socket closed (bounded).
        this.#stopDial.abort(new Error(reason));
        await this.#dial;
      } else if (!this.#finished) {
        try {
          socket.close(closeCode, closeCode === CLOSE_NORMAL ? undefined : closeReason(reason));
          await settlesWithin(this.#closed, CLOSE_TIMEOUT_MS);
        } catch (e) {
          this.#o.logger.debug(`closing the WebSocket failed: ${errorText(e)}`);
        }
      }
      this.#finish(this.#endCode, this.#endReason);
    })();
    return this.#endDone;
  }

  /**
   * Closes once what the agent owes has come: a WebSocket cannot close one way only, so the
   * agent never sees the end of its input until the socket closes. What it is still sending
   * in answer gets a moment to arrive, as a local agent gets its grace after its stdin closes:
   * the close waits until nothing has crossed for EOF_QUIET_MS (at most CLOSE_TIMEOUT_MS);
   * then frames go on arriving until the close handshake. Ends with `code`.
   */
  async #closeWhenAnswered(code: number, reason: string, closeCode: number): Promise<void> {
    if (this.#held !== null && !this.#ending) {
      // Still dialled: what was held is sent once it opens, within the close bound.
      if (!await settlesWithin(this.#dial, CLOSE_TIMEOUT_MS) || !await this.#dial) {
        return void await this.#end(code, reason, closeCode);
      }
    }
    await untilQuiet({
      owed: () => this.#unanswered.size > 0 && !this.#unansweredOverflow,
      // A message still being sent, or one arriving, is a frame crossing.
      lastFrameAt: () => {
        const socket = this.#socket;
        if (socket === null) return this.#lastFrameAt;
        if (socket.bufferedAmount > 0) return Date.now();
        return Math.max(this.#lastFrameAt, socket.lastByteAt ?? 0);
      },
      ended: () => this.#ending || this.#finished,
    });
    void this.#end(code, reason, closeCode, true);
  }

  /**
   * Gives the first request (the `initialize`) `initTimeoutMs` for its answer, as over HTTP:
   * a server that took the upgrade and answers nothing is an agent that did not start. Then
   * the request gets `-32603` saying so, and the connection ends (1).
   */
  #awaitFirstAnswer(idText: string, method: string): void {
    const ms = this.#o.initTimeoutMs;
    const timer = setTimeout(() => {
      this.#firstAnswer = null;
      if (this.#ending || this.#finished) return;
      const reason = `the remote agent at ${urlForLog(this.#url)} did not answer ` +
        `${method || "the first request"} within ${ms} ms`;
      this.#outbox.pushNow(encoder.encode(errorFrame(idText, -32603, reason)));
      void this.#end(1, reason, CLOSE_NORMAL);
    }, ms);
    this.#firstAnswer = { idText, method, timer };
  }

  #stopFirstAnswerWait(): void {
    if (this.#firstAnswer !== null) clearTimeout(this.#firstAnswer.timer);
    this.#firstAnswer = null;
  }

  /** The socket is closed (or given up on): `readable` ends, `exited` resolves. */
  #finish(code: number, reason: string, reported = false): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#stopFirstAnswerWait();
    if (code === 0) this.#o.logger.info(`remote agent connection ended: ${reason}`);
    else if (reported) this.#o.logger.debug(`could not connect: ${reason}`);
    else this.#o.logger.error(`remote agent connection failed: ${reason}`);
    this.#outbox.close();
    this.#resolveExited(code);
  }
}

/** A close reason: at most 123 bytes of UTF-8. */
function closeReason(text: string): string {
  let reason = text;
  while (encoder.encode(reason).length > 123) reason = reason.slice(0, -1);
  return reason;
}

/**
 * Whether `line` is acp-proxy's server's answer for an agent that ended before answering the
 * opening request (`-32603` "... ended before answering initialize"), not the agent's own.
 */
function endedBeforeAnswering(line: Uint8Array): boolean {
  try {
    const error = JSON.parse(new TextDecoder().decode(line))?.error;
    return error?.code === -32603 && typeof error.message === "string" &&
      /ended before answering (?:initialize|_proxy\/initialize)$/.test(error.message);
  } catch {
    return false;
  }
}
