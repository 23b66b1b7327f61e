/**
 * One WebSocket connection (REMOTE §3): one JSON-RPC message per text frame in both
 * directions, the frame size cap, backpressure, and the close codes.
 *
 * Invariants:
 * - A client text frame becomes one line for the handler: its UTF-8 bytes, CR and LF turned
 *   into spaces (they can only be JSON whitespace), then one LF. A JSON array is answered
 *   with one `-32600` frame and not forwarded (batches are stdio-only). Binary frames are
 *   ignored and logged.
 * - Each agent line becomes one text frame: the line's bytes without LF. A line that is not
 *   valid UTF-8 cannot be a text frame: it is sent with replacement characters and a warning.
 * - Close codes: 1000 after the last frame once the agent's output ended or the handler
 *   finished (and on DELETE), 1001 on shutdown, 1009 for a frame over `maxBodyBytes`, 1011
 *   when the handler or the output failed, 1008 when a side stops reading (the client's
 *   unsent output or the agent's unread input passes `maxBufferedBytes` for too long).
 *   A close from the client (or a missing pong) aborts the signal with `socket closed`.
 * - Ending is idempotent and calls `onEnd` once.
 *
 * @module
 */

import { viewMessage } from "../jsonrpc/message.ts";
import type { Logger } from "../log/logger.ts";
import { ServerConnection } from "./server_connection.ts";
import { describe } from "./server_http_connection.ts";

/** Options of a {@linkcode WsConnection}. */
export interface WsConnectionOptions {
  /** The connection id. */
  readonly id: string;
  /** The accepted socket (from `Deno.upgradeWebSocket`). */
  readonly socket: WebSocket;
  /** Largest client frame, in UTF-8 bytes. */
  readonly maxBodyBytes: number;
  /** Most unsent bytes (to the client) or unread bytes (by the agent) before pausing. */
  readonly maxBufferedBytes: number;
  /** How long output may stay paused with no progress before the socket is closed. */
  readonly outputStallMs: number;
  /** Where to log. */
  readonly logger: Logger;
  /** Called once the socket is open (start the handler then). */
  readonly onOpen: (connection: WsConnection) => void;
  /** Called once when the connection has ended (its id must be forgotten). */
  readonly onEnd: (connection: WsConnection, reason: string) => void;
}

/** The answer to a batch frame. */
export const BATCH_REFUSAL =
  `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"JSON-RPC batches are not supported"}}`;

const encoder = new TextEncoder();
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lossy = new TextDecoder("utf-8", { ignoreBOM: true });
const CR = 0x0d, LF = 0x0a, SPACE = 0x20;
/** How often a paused output looks at the socket's `bufferedAmount` again. */
const POLL_MS = 20;

/**
 * A WebSocket client connection.
 *
 * @example
 * ```ts ignore
 * const { socket, response } = Deno.upgradeWebSocket(request);
 * const ws = new WsConnection({ id, socket, maxBodyBytes, maxBufferedBytes, outputStallMs,
 *   logger, onOpen: (c) => handler(c.connection).then(() => c.handlerDone()), onEnd: () => {} });
 * ```
 */
export class WsConnection {
  /** What the handler gets. */
  readonly connection: ServerConnection;
  /** The connection id. */
  readonly id: string;
  readonly transport = "websocket" as const;
  readonly #options: WsConnectionOptions;
  readonly #socket: WebSocket;
  readonly #log: Logger;
  #ended = false;
  #unsent = 0;
  #warnedBinary = false;
  #warnedUtf8 = false;

  /**
   * Wires the socket's events.
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
      maxLineBytes: options.maxBufferedBytes,
    });
    this.connection.attachOutput({
      line: (bytes) => this.#send(bytes),
      keepsLines: false, // each line is decoded into the text frame before line() returns
      room: () => this.#room(),
      ended: (error) => {
        if (error !== undefined) {
          this.#log.warn(`connection ${this.id}: the agent's output failed: ${describe(error)}`);
        }
        this.#end(
          error === undefined ? "the agent's output ended" : "the agent's output failed",
          error === undefined ? 1000 : 1011,
          false,
        );
      },
    });
    const socket = this.#socket;
    socket.onopen = () => options.onOpen(this);
    socket.onmessage = (event) => this.#onMessage(event.data);
    socket.onerror = (event) => {
      const message = event instanceof ErrorEvent ? event.message : "socket error";
      if (!this.#ended) this.#log.warn(`connection ${this.id}: WebSocket error: ${message}`);
    };
    socket.onclose = (event) => {
      if (this.#ended) return;
      this.#log.info(
        `connection ${this.id}: the client closed the WebSocket (code ${event.code}` +
          `${event.reason ? `, ${JSON.stringify(event.reason)}` : ""})`,
      );
      this.#end("socket closed", undefined, true);
    };
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
    this.#end(reason, shutdown ? 1001 : 1000, true);
  }

  /**
   * The handler has finished: close 1000 after the last frame (1011 when it failed).
   *
   * @param error Why the handler failed, if it did.
   */
  handlerDone(error?: unknown): void {
    if (error !== undefined) {
      this.#log.error(
        `connection ${this.id}: the connection handler failed: ${describe(error)}; the ` +
          `WebSocket is closed with 1011`,
      );
    }
    this.connection.flushPartial();
    this.connection.stopOutput(new Error("the connection handler has finished"));
    this.#end(
      error === undefined ? "the handler finished" : "the handler failed",
      error === undefined ? 1000 : 1011,
      false,
    );
  }

  #onMessage(data: unknown): void {
    if (this.#ended) return;
    if (typeof data !== "string") {
      const message = `connection ${this.id}: a binary WebSocket frame was ignored (ACP uses ` +
        `text frames)`;
      if (this.#warnedBinary) this.#log.debug(message);
      else this.#log.warn(message);
      this.#warnedBinary = true;
      return;
    }
    const max = this.#options.maxBodyBytes;
    const bytes = data.length > max ? undefined : encoder.encode(data);
    if (bytes === undefined || bytes.length > max) {
      this.#log.warn(
        `connection ${this.id}: a frame over ${max} bytes was refused (close 1009); raise ` +
          `--max-body if such messages are expected`,
      );
      this.#end("message too big", 1009, true);
      return;
    }
    if (viewMessage(bytes).kind === "batch") {
      this.#log.debug(`connection ${this.id}: a batch frame was answered with -32600`);
      this.#sendText(BATCH_REFUSAL);
      return;
    }
    const line = new Uint8Array(bytes.length + 1);
    line.set(bytes);
    for (let i = 0; i < bytes.length; i++) if (line[i] === CR || line[i] === LF) line[i] = SPACE;
    line[bytes.length] = LF;
    if (this.connection.input.tryAdmit(line)) return;
    if (!this.connection.input.open) {
      this.#log.debug(`connection ${this.id}: a frame arrived after the agent's input closed`);
      return;
    }
    this.#log.warn(
      `connection ${this.id}: closed (1008) because the agent left ` +
        `${this.connection.input.queuedBytes} bytes of client input unread`,
    );
    this.#end("the agent stopped reading", 1008, true);
  }

  #send(bytes: Uint8Array): void {
    let text: string;
    try {
      text = strict.decode(bytes);
    } catch {
      text = lossy.decode(bytes);
      const message = `connection ${this.id}: the agent wrote a line that is not valid ` +
        `UTF-8; it was sent with replacement characters (a WebSocket text frame must be UTF-8)`;
      if (this.#warnedUtf8) this.#log.debug(message);
      else this.#log.warn(message);
      this.#warnedUtf8 = true;
    }
    this.#sendText(text);
  }

  #sendText(text: string): void {
    if (this.#socket.readyState !== WebSocket.OPEN) {
      this.#unsent++;
      return;
    }
    try {
      this.#socket.send(text);
    } catch (e) {
      this.#unsent++;
      this.#log.warn(`connection ${this.id}: a WebSocket send failed: ${describe(e)}`);
    }
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

  #end(reason: string, code: number | undefined, external: boolean): void {
    if (this.#ended) return;
    this.#ended = true;
    if (external) {
      this.connection.abort(reason);
      this.connection.stopOutput(new Error(`the remote connection ended: ${reason}`));
    }
    this.connection.input.close();
    if (code !== undefined) {
      try {
        this.#socket.close(code, closeReason(reason));
      } catch (e) {
        this.#log.debug(`connection ${this.id}: closing the WebSocket failed: ${describe(e)}`);
      }
    }
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
