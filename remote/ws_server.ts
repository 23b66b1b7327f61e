/**
 * One WebSocket connection (REMOTE §3): one JSON-RPC message per text frame in both
 * directions, the frame size cap, backpressure, and the close codes.
 *
 * Invariants:
 * - A client text frame becomes one line for the handler: its UTF-8 bytes, trailing CRs and
 *   LFs dropped, an LF inside turned into a space (it can only be JSON whitespace; a CR inside
 *   is kept), then one LF. A JSON array is answered
 *   with one `-32600` frame and not forwarded (batches are stdio-only). Binary frames are
 *   ignored and logged.
 * - Each agent line becomes one text frame: the line's bytes without LF. A line that is not
 *   valid UTF-8 cannot be a text frame: it is sent with replacement characters and a warning.
 * - Close codes: 1000 after the last frame once the agent's output ended or the handler
 *   finished (and on DELETE), 1001 on shutdown, 1009 for a frame over `maxBodyBytes`, 1002 or
 *   1007 for a client that breaks the protocol, 1011 when the handler or the output failed,
 *   1008 when a side stops reading (the client's unsent output or the agent's unread input
 *   passes `maxBufferedBytes` for `outputStallMs`). A close from the client (or a missing
 *   pong) aborts the signal with `socket closed`.
 * - Backpressure both ways: past `maxBufferedBytes` of client input the agent has not read,
 *   the socket is not read (TCP pushes back on the client) until the agent reads again; past
 *   that bound of output the client has not taken, the agent's output waits.
 * - `initialize` (a proxy's `_proxy/initialize`) is bounded: none answered with a result
 *   within `initTimeoutMs` of the upgrade closes the socket (1008 when the client sent none,
 *   or only refused ones; 1011 when the agent did not answer) and ends the agent.
 * - The frames themselves are {@linkcode ServerWebSocket}'s business: every line queued in one
 *   task leaves in one socket write.
 * - Ending is idempotent and calls `onEnd` once.
 *
 * @module
 */

import { viewMessage } from "../jsonrpc/message.ts";
import { errorFrame } from "../jsonrpc/writer.ts";
import { sameIdValue } from "../jsonrpc/id_value.ts";
import { hopLine } from "./client_lines.ts";
import type { Logger } from "../log/logger.ts";
import { agentLineLimit, ServerConnection } from "./server_connection.ts";
import { messageOf, stackOf } from "../log/error_text.ts";
import type { ServerWebSocket } from "./ws_server_socket.ts";
import type { OptionNames } from "./option_names.ts";
import { BODY_BUDGET_TIMES } from "./server_body.ts";

// Loaded by import(), not a static import: a bundle (`deno task bundle`) hoists a static
// `node:` import to its top, which loads Deno's Node layer into every start, stdio's too.
const { isUtf8 } = await import("node:buffer");

/** Options of a {@linkcode WsConnection}. */
export interface WsConnectionOptions {
  /** The connection id. */
  readonly id: string;
  /** Aborted when the server shuts down (see `RemoteConnection.serverStopped`). */
  readonly serverStopped?: AbortSignal;
  /** The upgraded socket, not started yet. */
  readonly socket: ServerWebSocket;
  /** Most unsent bytes (to the client) or unread bytes (by the agent) before pausing. */
  readonly maxBufferedBytes: number;
  /** How long output may stay paused with no progress before the socket is closed. */
  readonly outputStallMs: number;
  /** How long the client's `initialize` may go unanswered after the upgrade. */
  readonly initTimeoutMs: number;
  /**
   * The request that opens a connection: `_proxy/initialize` for a proxy router.
   * @default "initialize"
   */
  readonly openingMethod?: string;
  /** How messages name the options that mend them. */
  readonly names: OptionNames;
  /** Where to log. */
  readonly logger: Logger;
  /** Called once the socket is open (start the handler then). */
  readonly onOpen: (connection: WsConnection) => void;
  /** Called once when the connection has ended (its id must be forgotten). */
  readonly onEnd: (connection: WsConnection, reason: string) => void;
  /**
   * Called once when the TCP socket has ended (after `onEnd` when the server closed it: its
   * last output and close frame may still be on their way until then).
   */
  readonly onSocketGone?: (connection: WsConnection) => void;
}

/** The answer to a batch frame. */
export const BATCH_REFUSAL =
  `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"JSON-RPC batches are not supported"}}`;

const encoder = new TextEncoder();
const lossy = new TextDecoder("utf-8", { ignoreBOM: true });
const BATCH_REFUSAL_BYTES = encoder.encode(BATCH_REFUSAL);
const BATCH_REFUSAL_LINE = encoder.encode(BATCH_REFUSAL + "\n");
const LF = 0x0a;
/**
 * Unanswered `initialize` requests tracked before one succeeds; a client that sends more at
 * once is left to the init timeout.
 */
const MAX_PENDING_INITIALIZE = 64;
/** How often a paused output looks at the socket's `bufferedAmount` again. */
const POLL_MS = 20;

/**
 * A WebSocket client connection.
 *
 * @example
 * ```ts ignore
 * const ws = new WsConnection({ id, socket, maxBufferedBytes, outputStallMs, logger,
 *   onOpen: (c) => handler(c.connection).then(() => c.handlerDone()), onEnd: () => {} });
 * ws.start(); // once the 101 has been written
 * ```
 */
export class WsConnection {
  /** What the handler gets. */
  readonly connection: ServerConnection;
  /** The connection id. */
  readonly id: string;
  readonly transport = "websocket" as const;
  readonly #options: WsConnectionOptions;
  readonly #socket: ServerWebSocket;
  readonly #log: Logger;
  #ended = false;
  #unsent = 0;
  #warnedBinary = false;
  #warnedUtf8 = false;
  /** Client lines waiting for room in the agent's input, in order (the socket is paused). */
  readonly #held: Uint8Array[] = [];
  /**
   * Until an `initialize` is answered with a result: the id texts of those the client sent
   * that are not answered yet, and how many were refused (an error answer: the router's
   * refusal of a bad one, or the agent's). A refusal does not stop the clock, which runs from
   * the upgrade: a client cannot hold its connection open by sending refused ones.
   */
  #init: {
    pending: Set<string>;
    refused: number;
    timer: ReturnType<typeof setTimeout>;
  } | undefined;

  /**
   * Wires the connection's output to the socket.
   *
   * @param options The socket, bounds, logger and callbacks.
   */
  constructor(options: WsConnectionOptions) {
    this.#options = options;
    this.#socket = options.socket;
    this.#log = options.logger;
    this.id = options.id;
    this.connection = new ServerConnection({
      id: options.id,
      transport: "websocket",
      inputLimit: options.maxBufferedBytes,
      maxLineBytes: agentLineLimit(options.maxBufferedBytes),
      maxLineOption: options.names.maxBuffered,
      serverStopped: options.serverStopped,
    });
    this.connection.attachOutput({
      line: (bytes) => this.#send(bytes),
      keepsLines: false, // each line is copied into the socket's batch before line() returns
      room: () => this.#room(),
      ended: (error) => {
        if (error !== undefined) {
          this.#log.warn(`connection ${this.id}: the agent's output failed: ${messageOf(error)}`);
        }
        // An agent that could not start is no agent that ended (1000): the client's answer
        // says why, the close that it failed (an HTTP client gets 502; ROUTING 3.3, exit 1).
        const refused = this.connection.firstFrameRefusal;
        // An agent that ended before answering the opening request: the client hears why, in
        // the words an HTTP client gets with its 502 (interop15: nothing); the close stays 1000,
        // an agent's exit (REMOTE §3).
        const unanswered = error === undefined && !this.connection.startHasFailed &&
            refused === undefined
          ? [...this.#init?.pending ?? []]
          : [];
        if (unanswered.length > 0) this.#answerUnanswered(unanswered);
        const [reason, code] = error !== undefined
          ? ["the agent's output failed", 1011]
          : this.connection.startHasFailed
          ? ["the agent could not be started", 1011]
          : refused !== undefined // no agent ran: its first frame was too big (ROUTING 2.3)
          ? [refused, 1009]
          : ["the agent's output ended", 1000];
        this.#end(reason, code, false, false, error === undefined);
      },
    });
  }

  /** Starts reading the client's frames (the `101` has been written), then `onOpen`. */
  start(): void {
    // The clock is set first: the socket hands over at once the frames the client sent with
    // the upgrade, and an initialize among them is one the clock must know about.
    this.#init = {
      pending: new Set(),
      refused: 0,
      timer: setTimeout(() => this.#initTimedOut(), this.#options.initTimeoutMs),
    };
    this.#socket.start({
      text: (bytes) => this.#guard(() => this.#onMessage(bytes)),
      binary: () => this.#onBinary(),
      failure: (code, message) => this.#onFailure(code, message),
      close: (code, reason, timedOut, unsent) => {
        this.#options.onSocketGone?.(this);
        if (this.#ended) {
          if (unsent > 0) {
            this.#log.warn(
              `connection ${this.id}: the client had not taken the last ${unsent} bytes of ` +
                `output (and the close frame) when its socket was closed; they were lost`,
            );
          }
          return;
        }
        if (timedOut) {
          this.#log.warn(`connection ${this.id}: the WebSocket is dropped: ${reason}`);
        } else if (code === 1006) {
          // No close frame: the TCP connection ended (a client killed, a network gone).
          this.#log.info(
            `connection ${this.id}: the client's WebSocket connection ended without a close ` +
              `(code 1006${reason ? `; ${reason}` : ""})`,
          );
        } else {
          this.#log.info(
            `connection ${this.id}: the client closed the WebSocket (code ${code}` +
              `${reason ? `, ${JSON.stringify(reason)}` : ""})`,
          );
        }
        this.#end("socket closed", undefined, true, true);
      },
    });
    this.#options.onOpen(this);
  }

  /** The request that opens the connection (`initialize`, a proxy's `_proxy/initialize`). */
  get #opening(): string {
    return this.#options.openingMethod ?? "initialize";
  }

  /** Answers the opening requests `ids` (exact id texts) of an agent that ended first. */
  #answerUnanswered(ids: string[]): void {
    const version = this.connection.selectedVersion;
    const role = this.#opening === "_proxy/initialize" ? "proxy" : "agent";
    const message = version !== null
      ? `failed to start ACP v${version} ${role}: it ended before answering ${this.#opening}`
      : `the ACP ${role} ended before answering ${this.#opening}`;
    for (const id of ids) {
      this.#sendText(encoder.encode(errorFrame(id, -32603, message)));
    }
    this.#log.warn(
      `connection ${this.id}: the ACP ${role} ended before answering ${this.#opening}`,
    );
  }

  #initTimedOut(): void {
    const ms = this.#options.initTimeoutMs;
    const sent = (this.#init?.pending.size ?? 0) > 0;
    const refused = this.#init?.refused ?? 0;
    this.#init = undefined;
    if (this.#ended) return;
    const reason = sent
      ? `the ACP agent did not answer ${this.#opening} within ${ms} ms`
      : refused > 0
      ? `no ${this.#opening} was accepted within ${ms} ms (${refused} refused)`
      : `no ${this.#opening} within ${ms} ms`;
    this.#log.warn(
      `connection ${this.id}: ${reason}; the WebSocket is closed (${sent ? 1011 : 1008})` +
        (sent ? ` (raise ${this.#options.names.initTimeout} for slow agents)` : ""),
    );
    this.#end(reason, sent ? 1011 : 1008, true);
  }

  /** Whether the connection has ended. */
  get ended(): boolean {
    return this.#ended;
  }

  /**
   * Ends the connection from outside: the signal is aborted with `reason` and the socket
   * closed with 1000 (DELETE) or 1001 (shutdown).
   *
   * @param reason The abort reason.
   * @param shutdown True for a server shutdown (1001).
   */
  endFromOutside(reason: string, shutdown: boolean): void {
    this.#end(reason, shutdown ? 1001 : 1000, true, !shutdown);
  }

  /**
   * The handler has finished: close 1000 after the last frame (1011 when it failed).
   *
   * @param error Why the handler failed, if it did.
   */
  handlerDone(error?: unknown): void {
    this.connection.handlerFinished(this.#log, error, "the WebSocket is closed with 1011");
    this.#end(
      error === undefined ? "the handler finished" : "the handler failed",
      error === undefined ? 1000 : 1011,
      false,
    );
  }

  /** Runs `step`; an unexpected error ends this connection (1011), logged with its stack. */
  #guard(step: () => void): void {
    try {
      step();
    } catch (e) {
      this.#log.error(
        `connection ${this.id}: handling a frame failed: ${
          stackOf(e)
        } (1011; a bug in acp-proxy, please report it)`,
      );
      this.#end("internal error", 1011, true);
    }
  }

  #onBinary(): void {
    if (this.#ended) return;
    const message = `connection ${this.id}: a binary WebSocket frame was ignored (ACP uses ` +
      `text frames)`;
    if (this.#warnedBinary) this.#log.debug(message);
    else this.#log.warn(message);
    this.#warnedBinary = true;
  }

  #onFailure(code: 1002 | 1007 | 1009 | 1013, message: string): void {
    if (this.#ended) return;
    if (code === 1013) {
      this.#log.warn(
        `connection ${this.id}: ${message} (${BODY_BUDGET_TIMES} x ` +
          `${this.#options.names.maxBody}, at least 64 MiB): a message refused (close 1013); ` +
          `the client may try again later`,
      );
      this.#end("the server is busy; try again later", 1013, true);
      return;
    }
    if (code === 1009) {
      this.#log.warn(
        `connection ${this.id}: ${message}: refused (close 1009); raise ` +
          `${this.#options.names.maxBody} if such messages are expected`,
      );
      this.#end("message too big", 1009, true);
      return;
    }
    this.#log.warn(
      `connection ${this.id}: the client broke the WebSocket protocol: ${message} ` +
        `(close ${code})`,
    );
    this.#end("WebSocket protocol error", code, true);
  }

  #onMessage(bytes: Uint8Array): void {
    if (this.#ended) return;
    const view = viewMessage(bytes);
    if (view.kind === "batch") {
      this.#log.debug(`connection ${this.id}: a batch frame was answered with -32600`);
      this.connection.answeredOwn(asLine(bytes), BATCH_REFUSAL_LINE);
      this.#sendText(BATCH_REFUSAL_BYTES);
      return;
    }
    if (
      this.#init !== undefined && view.kind === "request" &&
      view.method === this.#opening &&
      view.idText !== null && this.#init.pending.size < MAX_PENDING_INITIALIZE
    ) {
      this.#init.pending.add(view.idText);
    }
    const line = asLine(bytes);
    if (this.#held.length === 0 && this.connection.input.tryAdmit(line)) return;
    if (!this.connection.input.open) {
      this.#log.debug(`connection ${this.id}: a frame arrived after the agent's input closed`);
      return;
    }
    this.#held.push(line);
    if (this.#held.length === 1) {
      this.#admitHeld().catch((e) =>
        this.#guard(() => { // a bug: 1011, logged with its stack
          throw e;
        })
      );
    }
  }

  /**
   * The agent has not read enough of its input: the socket is paused (the client feels TCP
   * backpressure) while the held lines wait for room, in order; it resumes once they are in.
   * When the agent reads nothing for `outputStallMs`, the socket is closed with 1008.
   */
  async #admitHeld(): Promise<void> {
    this.#socket.pauseReading();
    while (this.#held.length > 0 && !this.#ended) {
      const result = await this.connection.input.admit(
        this.#held[0],
        this.#options.outputStallMs,
      );
      if (result === "closed") {
        this.#log.debug(
          `connection ${this.id}: ${this.#held.length} frame(s) arrived after the agent's ` +
            `input closed`,
        );
        break;
      }
      if (result === "timeout") {
        this.#log.warn(
          `connection ${this.id}: closed (1008) because the agent read none of its input for ` +
            `${this.#options.outputStallMs} ms (${this.connection.input.queuedBytes} bytes unread)`,
        );
        this.#end("the agent stopped reading", 1008, true);
        break;
      }
      this.#held.shift();
    }
    this.#held.length = 0;
    if (!this.#ended) this.#socket.resumeReading();
  }

  #send(bytes: Uint8Array): void {
    const init = this.#init;
    if (init !== undefined && init.pending.size > 0) {
      // An answer in a batch answers too, each of them (regress108, regress109: the agent's
      // end then gave a second one). Entries are viewed one at a time, none kept.
      const view = viewMessage(bytes);
      const count = view.kind === "batch" ? view.entryCount : 1;
      for (let i = 0; i < count && this.#init !== undefined; i++) {
        const entry = view.kind === "batch" ? view.entryAt(i) : view;
        if (
          entry.kind !== "response" || entry.idText === null ||
          !answersOne(init.pending, entry.idText)
        ) continue;
        if (entry.isError) {
          init.refused++;
        } else {
          clearTimeout(init.timer);
          this.#init = undefined;
        }
      }
    }
    if (isUtf8(bytes)) {
      this.#sendText(bytes);
      return;
    }
    const message = `connection ${this.id}: the agent wrote a line that is not valid ` +
      `UTF-8; it was sent with replacement characters (a WebSocket text frame must be UTF-8)`;
    if (this.#warnedUtf8) this.#log.debug(message);
    else this.#log.warn(message);
    this.#warnedUtf8 = true;
    this.#sendText(encoder.encode(lossy.decode(bytes)));
  }

  #sendText(bytes: Uint8Array): void {
    if (!this.#socket.open) {
      this.#unsent++;
      return;
    }
    this.#socket.sendText(bytes);
  }

  #room(): Promise<void> | undefined {
    if (this.#ended || this.#socket.bufferedAmount < this.#options.maxBufferedBytes) {
      return undefined;
    }
    return new Promise((resolve) => {
      let last = this.#socket.bufferedAmount;
      let lastProgressAt = Date.now();
      const poll = () => {
        const now = Date.now();
        const buffered = this.#socket.bufferedAmount;
        if (this.#ended || buffered < this.#options.maxBufferedBytes) return resolve();
        if (buffered < last) lastProgressAt = now;
        last = buffered;
        if (now - lastProgressAt >= this.#options.outputStallMs) {
          this.#log.warn(
            `connection ${this.id}: closed (1008) because the client read none of ` +
              `${buffered} bytes of output for ${this.#options.outputStallMs} ms`,
          );
          this.#end(`output stalled for ${this.#options.outputStallMs} ms`, 1008, true);
          return resolve();
        }
        setTimeout(poll, POLL_MS);
      };
      setTimeout(poll, POLL_MS);
    });
  }

  /**
   * Ends the connection once. `byClient`: the client ended it (its close, a DELETE of its
   * id), so what it sent still reaches the agent before its input closes, as at a stdio
   * client's end of input, and the agent's later output is dropped rather than refused.
   */
  #end(
    reason: string,
    code: number | undefined,
    external: boolean,
    byClient = false,
    outputEnded = false,
  ): void {
    if (this.#ended) return;
    this.#ended = true;
    clearTimeout(this.#init?.timer);
    this.#init = undefined;
    if (external) {
      this.connection.endFromOutside(reason, byClient);
    }
    // The agent's output ended: its input stays open until the handler is done (2 s at most),
    // so that the route sees the agent's end first, not an end of input (lib16).
    this.connection.closeInput(!outputEnded);
    // The server's own end (the agent's output ended, the handler finished) lets the client
    // take what is queued; any other gives it 2 s.
    if (code !== undefined) this.#socket.close(code, closeReason(reason), !external);
    if (this.#unsent > 0) {
      this.#log.warn(
        `connection ${this.id}: ${this.#unsent} agent line(s) could not be sent (the ` +
          `WebSocket was closed)`,
      );
    }
    this.#options.onEnd(this, reason);
  }
}

/** A close reason of at most 123 UTF-8 bytes, as the protocol requires. */
function closeReason(reason: string): string {
  let r = reason;
  while (encoder.encode(r).length > 123) r = r.slice(0, -1);
  return r;
}

/**
 * A message as the agent gets it: one line, its trailing CRs and LFs dropped, an LF inside
 * made a space (a CR inside is kept, as the `ws://` client keeps it), then an LF.
 */
function asLine(bytes: Uint8Array): Uint8Array {
  const kept = hopLine(bytes, true);
  const line = new Uint8Array(kept.length + 1);
  line.set(kept);
  line[kept.length] = LF;
  return line;
}

/**
 * Whether a response with id `idText` answers one of the `pending` initialize requests (then
 * taken out of it). Compared by value, as the stdio routers do: an agent that parses and
 * re-encodes the id (`1.0` back as `1`, a 23-digit id as a double) still answers it.
 */
function answersOne(pending: Set<string>, idText: string): boolean {
  if (pending.delete(idText)) return true;
  for (const sent of pending) {
    if (sameIdValue(sent, idText)) return pending.delete(sent);
  }
  return false;
}
