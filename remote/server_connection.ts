/**
 * One remote client connection as the handler sees it ({@linkcode RemoteConnection}): the
 * client's lines to read, a writable for the agent's output, the abort signal and
 * `startFailed()`. The transport (HTTP or WebSocket) gives the agent's output a destination
 * ({@linkcode AgentOutput}) and fills the input.
 *
 * Invariants:
 * - The agent's output is cut into lines at LF; each line reaches {@linkcode AgentOutput.line}
 *   once, in order, as a fresh copy without its LF and without a trailing CR. A last line
 *   without LF is a line too when the output is closed. Empty lines carry no message and are
 *   skipped.
 * - A write to `writable` resolves only once the destination has room
 *   ({@linkcode AgentOutput.room}): that is how a slow client slows the agent down. A write
 *   waiting when the transport stops the output ({@linkcode ServerConnection.stopOutput})
 *   rejects with the stop reason, as does every later write.
 * - A line longer than `maxLineBytes` fails the output with an `OutputLimitError` (reported
 *   through {@linkcode AgentOutput.ended}) instead of being buffered without bound.
 * - {@linkcode AgentOutput.ended} is called exactly once, unless the transport stopped the
 *   output itself ({@linkcode ServerConnection.stopOutput}).
 *
 * @module
 */

import type { RemoteConnection } from "./remote_connection.ts";
import { InputQueue } from "./server_input.ts";
import { LIBRARY_OPTION_NAMES } from "./option_names.ts";
import { indexOfByte } from "../transport/byte_search.ts";
import { SimdScan } from "../jsonrpc/simd_scan.ts";
import { OutputClosedError, OutputLimitError } from "../transport/pipe_errors.ts";
import type { Logger } from "../log/logger.ts";
import { messageOf, stackOf } from "../log/error_text.ts";

/** Where a connection's agent output goes. */
export interface AgentOutput {
  /**
   * Takes one agent line.
   *
   * @param bytes The line without LF and without a trailing CR: a copy the receiver may keep,
   *   or, when {@linkcode AgentOutput.keepsLines} is `false`, a view valid only during the call.
   */
  line(bytes: Uint8Array<ArrayBuffer>): void;
  /**
   * Whether `line` keeps the bytes it is given after it returns (queues them). When `false`
   * (the receiver is done with each line before `line` returns), lines are not copied.
   * @default true
   */
  readonly keepsLines?: boolean;
  /**
   * Whether more output may be taken now.
   *
   * @returns `undefined` when there is room, else a promise that resolves once there is or
   *   the connection has ended.
   */
  room(): Promise<void> | undefined;
  /**
   * The agent's output has ended.
   *
   * @param error `undefined` when it was closed normally, else why it failed.
   */
  ended(error?: unknown): void;
}

/**
 * After the client ends its connection, how long the agent has to read what the client sent
 * (every accepted line, then the end) before its output is stopped as for a client that left:
 * the daemon's default grace period.
 */
export const CLIENT_END_READ_MS = 2_000;

/**
 * After the agent's output ended, how long the connection's input stays open for its handler
 * (a router sees the agent's end first, not the client's: lib16), unless the handler is done
 * sooner: a handler that waits for the end of input still gets it.
 */
export const INPUT_AFTER_OUTPUT_END_MS = 2_000;

/** The longest agent line a connection takes at least: 64 MiB, as a chain with proxies. */
export const MIN_AGENT_LINE_BYTES = 64 * 1024 * 1024;

/**
 * The longest agent line a connection takes: its buffer bound or
 * {@linkcode MIN_AGENT_LINE_BYTES}, whichever is larger. One line may pass the buffer bound
 * (a line is routed whole, by its `sessionId`), so a small bound does not refuse a large answer.
 *
 * @param maxBufferedBytes The connection's buffer bound.
 * @returns The line limit in bytes.
 *
 * @example
 * ```ts
 * import { agentLineLimit } from "./server_connection.ts";
 * console.log(agentLineLimit(100_000)); // 67108864
 * ```
 */
export function agentLineLimit(maxBufferedBytes: number): number {
  return Math.max(maxBufferedBytes, MIN_AGENT_LINE_BYTES);
}

/** Options of a {@linkcode ServerConnection}. */
export interface ServerConnectionOptions {
  /** The connection id. */
  readonly id: string;
  /** How the client is connected. */
  readonly transport: "http" | "websocket";
  /** Most unread client bytes before new client lines wait. */
  readonly inputLimit: number;
  /** Longest agent line, in bytes (the server gives {@linkcode agentLineLimit}). */
  readonly maxLineBytes: number;
  /**
   * The option that raises `maxLineBytes`, named where a longer line is refused.
   * @default "maxBufferedBytes"
   */
  readonly maxLineOption?: string;
  /** See {@linkcode RemoteConnection.serverStopped}. */
  readonly serverStopped?: AbortSignal;
}

const LF = 0x0a, CR = 0x0d;

/**
 * A {@linkcode RemoteConnection} whose output goes to an {@linkcode AgentOutput}.
 *
 * @example Lines of the agent's output reach the destination one by one
 * ```ts
 * import { ServerConnection } from "./server_connection.ts";
 * const lines: string[] = [];
 * const connection = new ServerConnection({ id: "0".repeat(32), transport: "http", inputLimit: 1024, maxLineBytes: 1024 });
 * connection.attachOutput({
 *   line: (bytes) => lines.push(new TextDecoder().decode(bytes)),
 *   room: () => undefined,
 *   ended: () => {},
 * });
 * const writer = connection.writable.getWriter();
 * await writer.write(new TextEncoder().encode("a\r\nb"));
 * await writer.close();
 * console.log(lines); // ["a", "b"]
 * ```
 */
export class ServerConnection implements RemoteConnection {
  readonly id: string;
  readonly transport: "http" | "websocket";
  readonly signal: AbortSignal;
  readonly serverStopped?: AbortSignal;
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<Uint8Array>;
  /** The client's lines, for the transport to fill. */
  readonly input: InputQueue;
  readonly #abort = new AbortController();
  readonly #maxLineBytes: number;
  readonly #maxLineOption: string;
  #output: AgentOutput | undefined;
  #controller: WritableStreamDefaultController | undefined;
  #partial: Uint8Array[] = [];
  #partialLength = 0;
  #outputDone = false;
  #discarding = false;
  #endedByClient = false;
  /** The input is closed whenever the connection ends from outside (see `closeInput`). */
  readonly endsInputOnAbort = true;
  #discardBound: ReturnType<typeof setTimeout> | undefined;
  #stopReason: unknown = undefined;
  #startFailed = false;
  #selectedVersion: number | null = null;
  #firstFrameRefusal: string | undefined;
  #ownAnswer: ((frame: Uint8Array, answer: Uint8Array) => void) | undefined;
  #inputClosing: ReturnType<typeof setTimeout> | undefined;

  /**
   * Creates the connection; its output must get a destination ({@linkcode attachOutput})
   * before the handler writes.
   *
   * @param options Id, transport and bounds.
   */
  constructor(options: ServerConnectionOptions) {
    this.id = options.id;
    this.serverStopped = options.serverStopped;
    this.transport = options.transport;
    this.signal = this.#abort.signal;
    this.#maxLineBytes = options.maxLineBytes;
    this.#maxLineOption = options.maxLineOption ?? LIBRARY_OPTION_NAMES.maxBuffered;
    this.input = new InputQueue(options.inputLimit);
    this.readable = this.input.readable;
    this.writable = new WritableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
      },
      write: (chunk) => this.#write(chunk),
      close: () => {
        if (this.#partialLength > 0) this.#emit(new Uint8Array(0));
        this.#finish(undefined);
      },
      abort: (reason) => this.#finish(reason ?? new Error("the agent output was aborted")),
    });
  }

  /**
   * Closes the input {@linkcode INPUT_AFTER_OUTPUT_END_MS} from now (the agent's output ended),
   * or at once with `now` (the handler is done, or the connection ended otherwise).
   *
   * @param now Close at once.
   */
  closeInput(now: boolean): void {
    if (now) {
      clearTimeout(this.#inputClosing);
      this.input.close();
      return;
    }
    if (this.#inputClosing !== undefined) return;
    this.#inputClosing = setTimeout(() => this.input.close(), INPUT_AFTER_OUTPUT_END_MS);
    Deno.unrefTimer(this.#inputClosing);
  }

  /**
   * Sets where the agent's output goes.
   *
   * @param output The destination.
   */
  attachOutput(output: AgentOutput): void {
    this.#output = output;
  }

  startFailed(): void {
    this.#startFailed = true;
  }

  selected(version: number): void {
    this.#selectedVersion = version;
  }

  firstFrameRefused(why: string): void {
    this.#firstFrameRefusal = why;
  }

  /** Why the first frame was refused, if {@linkcode firstFrameRefused} was called. */
  get firstFrameRefusal(): string | undefined {
    return this.#firstFrameRefusal;
  }

  onOwnAnswer(listener: (frame: Uint8Array, answer: Uint8Array) => void): void {
    this.#ownAnswer = listener;
  }

  /**
   * Tells the handler's listener about a frame the server answered itself.
   *
   * @param frame The client's frame, as a line with its LF.
   * @param answer The server's answer, as a line with its LF.
   */
  answeredOwn(frame: Uint8Array, answer: Uint8Array): void {
    this.#ownAnswer?.(frame, answer);
  }

  /** The version the handler said it selected, if it did. */
  get selectedVersion(): number | null {
    return this.#selectedVersion;
  }

  /** Whether the handler called {@linkcode startFailed}. */
  get startHasFailed(): boolean {
    return this.#startFailed;
  }

  /** Whether the agent's output has ended or was stopped. */
  get outputDone(): boolean {
    return this.#outputDone;
  }

  /** Whether the client ended the connection (see {@linkcode endFromOutside}). */
  get endedByClient(): boolean {
    return this.#endedByClient;
  }

  /**
   * Ends the connection from outside: aborts {@linkcode signal} with `reason` (once).
   *
   * @param reason Why (a signal name or a short text).
   */
  abort(reason: string): void {
    if (!this.#abort.signal.aborted) this.#abort.abort(reason);
  }

  /**
   * The handler has finished, with `error` when it failed: says so, hands on its last line
   * without LF, refuses more output and closes the input. What it throws once the connection
   * ended from outside (a shutdown or a timeout refused its output) is that end's, said at
   * debug; any other failure at error, with its stack (regress102, lib17).
   *
   * @param log Where to say it.
   * @param error Why the handler failed, if it did.
   * @param then What the transport does about a failure (`the connection is closed`).
   */
  handlerFinished(log: Logger, error: unknown, then: string): void {
    if (error !== undefined && this.signal.aborted) {
      log.debug(
        `connection ${this.id}: the connection handler ended, after the connection did, ` +
          `with ${messageOf(error)}`,
      );
    } else if (error !== undefined) {
      log.error(
        `connection ${this.id}: the connection handler failed: ${stackOf(error)}; ${then}`,
      );
    }
    this.flushPartial();
    this.stopOutput(new OutputClosedError("the connection handler has finished"));
    this.closeInput(true);
  }

  /**
   * Hands a pending last line without LF to the destination as a line (for a handler that
   * finished without closing its output).
   */
  flushPartial(): void {
    if (!this.#outputDone && this.#partialLength > 0) this.#emit(new Uint8Array(0));
  }

  /**
   * Refuses further agent output: later writes fail with `reason`, and
   * {@linkcode AgentOutput.ended} is not called. Idempotent.
   *
   * @param reason Why.
   */
  stopOutput(reason: unknown): void {
    clearTimeout(this.#discardBound);
    if (this.#stopReason !== undefined || (this.#outputDone && !this.#discarding)) return;
    this.#outputDone = true;
    this.#stopReason = reason;
    this.#partial = [];
    this.#partialLength = 0;
    try {
      this.#controller?.error(reason);
    } catch {
      // The stream has already settled; there is nothing left to refuse.
    }
  }

  /**
   * Ends the connection from outside: {@linkcode abort}s it with `reason`; the agent's output
   * is refused ({@linkcode stopOutput}), or, when the client ended it, dropped
   * ({@linkcode discardOutput}) so that what the client sent still reaches the agent.
   *
   * @param reason Why (the signal's abort reason).
   * @param byClient True when the client ended it (a DELETE, its WebSocket closed, idle).
   */
  endFromOutside(reason: string, byClient: boolean): void {
    this.#endedByClient ||= byClient;
    this.abort(reason);
    if (byClient) this.discardOutput(reason);
    else this.stopOutput(new OutputClosedError(`the remote connection ended: ${reason}`));
  }

  /**
   * Takes the rest of the agent's output and drops it: the client ended the connection (a
   * DELETE, its WebSocket closed), so its input, closed too, still reaches the agent in order,
   * and the agent ends on that end of input rather than on a failed write. An agent that has
   * not read to that end within {@linkcode CLIENT_END_READ_MS} (it stopped reading) has its
   * output stopped then ({@linkcode stopOutput}), as a client that leaves without a word.
   * {@linkcode AgentOutput.ended} is not called. Idempotent.
   *
   * @param reason Why the connection ended, for the stop's reason.
   */
  discardOutput(reason: string): void {
    if (this.#outputDone) return;
    this.#outputDone = true;
    this.#discarding = true;
    this.#partial = [];
    this.#partialLength = 0;
    const bound = setTimeout(() => {
      if (this.input.endRead) return;
      this.stopOutput(new OutputClosedError(`the remote connection ended: ${reason}`));
    }, CLIENT_END_READ_MS);
    Deno.unrefTimer(bound);
    this.#discardBound = bound;
  }

  async #write(written: Uint8Array): Promise<void> {
    if (this.#discarding && this.#stopReason === undefined) return;
    if (this.#outputDone) throw new Error("the remote connection has ended");
    // Lines are split, and scanned by the receiver, in the SIMD scans' memory when they fit:
    // `#emit` and the receivers copy what they keep, and this loop is done before the next load.
    const simd = SimdScan.forThisThread();
    const loaded = simd !== null && written.length <= simd.capacity ? simd : null;
    const chunk = loaded !== null ? loaded.load(written) : written;
    let start = 0;
    while (true) {
      const lf = loaded !== null ? loaded.lineEnd(chunk, start) : indexOfByte(chunk, LF, start);
      if (lf < 0) break;
      // The whole line counts, its held part too (limits5: a line that ended in the chunk
      // after its held part went past the bound by up to a chunk).
      if (this.#partialLength + (lf - start) > this.#maxLineBytes) this.#overLimit();
      this.#emit(chunk.subarray(start, lf));
      start = lf + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.slice(start);
      this.#partial.push(rest);
      this.#partialLength += rest.length;
      if (this.#partialLength > this.#maxLineBytes) this.#overLimit();
    }
    const room = this.#output?.room();
    if (room !== undefined) await room;
    if (this.#stopReason !== undefined) throw this.#stopReason; // stopped while waiting
  }

  /** Ends the output: the agent wrote a line over the bound. */
  #overLimit(): never {
    const error = new OutputLimitError(
      `the agent wrote a line longer than ${this.#maxLineBytes} bytes (the longest line ` +
        `a remote connection takes); its output is no longer taken (raise ` +
        `${this.#maxLineOption} past that if such lines are expected)`,
    );
    this.#finish(error);
    throw error;
  }

  /** Emits the pending partial line followed by `tail` as one line. */
  #emit(tail: Uint8Array): void {
    let line: Uint8Array<ArrayBuffer>;
    if (this.#partialLength === 0) {
      // A receiver that is done with the line before it returns gets a view, not a copy.
      line = this.#output?.keepsLines === false ? tail as Uint8Array<ArrayBuffer> : tail.slice();
    } else {
      line = new Uint8Array(this.#partialLength + tail.length);
      let offset = 0;
      for (const part of this.#partial) {
        line.set(part, offset);
        offset += part.length;
      }
      line.set(tail, offset);
      this.#partial = [];
      this.#partialLength = 0;
    }
    if (line.length > 0 && line[line.length - 1] === CR) line = line.subarray(0, line.length - 1);
    if (line.length > 0 && !this.#outputDone) this.#output?.line(line); // an empty line carries no message
  }

  #finish(error: unknown): void {
    clearTimeout(this.#discardBound);
    if (this.#outputDone) return;
    this.#outputDone = true;
    this.#partial = [];
    this.#partialLength = 0;
    this.#output?.ended(error);
  }
}
