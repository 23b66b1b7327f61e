/**
 * One connection from its first byte to its end: frames are read and judged by a handshake
 * callback until one starts the peer; then the peer is opened on the byte path
 * `transport/byte_path.ts` chooses, and the session runs to its end under
 * `lifecycle.ts`. The callback holds all protocol knowledge; this module only frames,
 * replies, starts and composes.
 *
 * Invariants: frames before the start are bounded by `maxFrameBytes`; the frame that
 * starts the peer is followed by exactly the bytes read after it (nothing pipelined is
 * lost); the peer is opened at most once; a stop never waits on a client that does not
 * read; the promise never rejects: an unexpected error is reported as `failed` with the
 * error (and logged with its stack).
 *
 * @module
 */

import { isClientGone } from "../async/client_gone.ts";
import {
  type Connection,
  type ConnectionFactory,
  type DuplexStream,
  type OpenOptions,
  unusableStreams,
} from "../transport/duplex.ts";
import type { RingSharingObserver, SessionObserver } from "../observation/session_observer.ts";
import type { GuardOptions } from "../observation/stdout_guard.ts";
import { commandWords } from "../process/command.ts";
import { joinCommand } from "../process/split_command.ts";
import { FrameReader } from "../transport/frame_reader.ts";
import {
  type BytePathChoice,
  type ClientOutput,
  clientOutput,
  openBytePath,
} from "../transport/byte_path.ts";
import { type AbortWatch, orAborted, watchAbort } from "../async/when_aborted.ts";
import { type Logger, silentLogger } from "../log/logger.ts";
import { DEFAULT_GRACE_MS, outputFailure, runLifecycle, type SessionEnd } from "./lifecycle.ts";
import { stopSignalOf } from "../process/stop_signal.ts";
import { ClientInputError, isReaderGone, isReset, systemCode } from "../transport/pipe_errors.ts";
import { asError, messageOf, stackOf } from "../log/error_text.ts";
import { exitSignalOf } from "../process/exit_code_note.ts";

/** What to do with one frame read before the peer starts. */
export type FrameVerdict =
  | {
    /** Keep reading; write `reply` (one line, no newline) first when given. */
    kind: "continue";
    /** A line to send back to the client. */
    reply?: string;
  }
  | {
    /** Open the peer and hand it `first` (instead of the frame's own bytes) and the rest. */
    kind: "start";
    /** The frame's bytes as the peer must get them (without LF). */
    first: Uint8Array;
    /** Opens the peer. */
    open: ConnectionFactory;
    /** Extra environment for the peer (e.g. `TRACEPARENT`), and inherited names to hide. */
    env?: { set: Record<string, string>; unset: string[] };
    /** The line to send back, without newline, when `open` fails. */
    onOpenError(error: unknown): string;
  };

/** The protocol side of the handshake. */
export interface Handshake {
  /**
   * Judges one frame.
   *
   * @param frame The frame's bytes without LF.
   */
  onFrame(frame: Uint8Array): FrameVerdict;
  /**
   * The line to send back, without newline, when a frame exceeds the limit.
   *
   * @param limit The limit in bytes.
   */
  onOversize(limit: number): string;
  /**
   * Told once the peer is open and its pipes run.
   *
   * @param pid The peer's process id, when it is a process.
   * @param path The byte path the session takes (null: a stop came while it was being opened).
   */
  onStarted?(pid: number | null, path: BytePathChoice | null): void;
}

/** Options for {@linkcode serveHandshakeSession}. */
export interface HandshakeSessionOptions {
  /** Largest frame before the start, in bytes. */
  maxFrameBytes: number;
  /**
   * Grace period for the peer after its input closes, and after a stop before SIGKILL.
   * @default 2000
   */
  graceMs?: number;
  /**
   * Take the kernel paths where `transport/byte_path.ts` allows.
   * @default false
   */
  kernelPaths?: boolean;
  /** Aborting it stops the connection now. */
  signal?: AbortSignal;
  /** Where to report what happens. */
  logger?: Logger;
  /** Sees every byte and event of the connection (a transcript). */
  observer?: SessionObserver;
  /** Keeps lines that are not JSON from the client (`--stdout-guard`). */
  guard?: GuardOptions;
  /**
   * The peer as the log lines name it.
   * @default "the agent"
   */
  peerName?: string;
  /** What the peer is opened with (its extra environment). */
  open?: OpenOptions;
}

/**
 * Why a connection ended before any peer was started: `client-closed`: the client's input
 * ended or its output went away; `stopped`: the signal; `oversize`: a frame over the limit;
 * `start-failed`: the peer could not be opened; `output-failed`: a reply could not be
 * written for another reason than the client going away; `failed`: an unexpected error.
 */
export type HandshakeEnd =
  | "client-closed"
  | "stopped"
  | "oversize"
  | "start-failed"
  | "output-failed"
  | "failed";

/** How a connection ended. */
export type HandshakeSessionEnd =
  | {
    /** No peer was started. */
    started: false;
    /** Why. */
    end: HandshakeEnd;
    /** The error behind `start-failed`, `output-failed` and `failed`. */
    error?: Error;
    /**
     * With `stopped`: a process that was started (its byte path still being made ready when
     * the stop came) and ended by it: its pid and exit code.
     */
    stoppedPeer?: { pid: number | null; code: number | null };
  }
  | {
    /** A peer was started and the session ran. */
    started: true;
    /** How the session ended. */
    session: SessionEnd;
    /** The byte path it took. */
    path: BytePathChoice;
    /** The started peer's process id, when it is a process. */
    pid: number | null;
  };

const LF = new Uint8Array([0x0a]);
const encoder = new TextEncoder();

/**
 * Serves one client: handshake, then the session.
 *
 * @param client The client's byte streams.
 * @param handshake Judges frames until one starts the peer.
 * @param options Limits, grace period, byte path, stop signal, logger.
 * @returns How it ended. Never rejects.
 *
 * @example Start an echo peer on the first non-blank line
 * ```ts
 * import { serveHandshakeSession } from "./handshake_session.ts";
 * const client = { readable: ReadableStream.from([new TextEncoder().encode("\nhi\n")]), writable: new WritableStream<Uint8Array>() };
 * const result = await serveHandshakeSession(client, {
 *   onFrame: (frame) => frame.length === 0 ? { kind: "continue" } : {
 *     kind: "start", first: frame, open: () => new TransformStream<Uint8Array, Uint8Array>(), onOpenError: () => "",
 *   },
 *   onOversize: () => "",
 * }, { maxFrameBytes: 1024 });
 * console.log(result.started); // true
 * ```
 */
export async function serveHandshakeSession(
  client: DuplexStream,
  handshake: Handshake,
  options: HandshakeSessionOptions,
): Promise<HandshakeSessionEnd> {
  const unusable = unusableStreams(client);
  if (unusable !== undefined) {
    (options.logger ?? silentLogger).error(`the client's streams cannot be served: ${unusable}`);
    return { started: false, end: "failed", error: new TypeError(unusable) };
  }
  // The router's own answers go the way the session's bytes will: a non-blocking stdout is
  // waited for from the first of them on (a flood of refused frames fills the pipe too). Made
  // at the first of them: without any, the byte path makes it as it opens, and stdout's flag
  // is read then, as late as it can be.
  let made: ClientOutput | undefined;
  const output = () => (made ??= clientOutput(client, options.logger ?? silentLogger)).writable;
  using pending = new Pending(client, output, options);
  try {
    const start = await pending.readUntilStart(handshake);
    if ("end" in start) return await pending.end(start.end);
    return await startSession(client, made, pending, start, handshake, options);
  } catch (e) {
    return await pending.fail(e);
  }
}

/**
 * Records the `error` event of a first frame over the frame limit, for every router that reads
 * one (the agent router's session, the chain).
 *
 * @param observer The session's observer, if any.
 * @param limit The limit in bytes.
 */
export function recordOversizeFirstFrame(
  observer: SessionObserver | undefined,
  limit: number,
): void {
  observer?.event("error", {
    message: `the first frame is over the ${limit}-byte limit`,
    stage: "first_frame",
  });
}

/**
 * Lets go of the start frame once the byte path has it (its own reference writes the prefix to
 * the peer): the session runs on without it. Behind `--listen` each connection held its
 * initialize as received and as forwarded for its whole life (hostile14: 20 connections whose
 * initialize was 8 MB held some 370 MB).
 */
function releaseStart(start: Start, prefixSent: Promise<void>): void {
  start.received = new Uint8Array(0);
  (start as { verdict?: Start["verdict"] }).verdict = undefined;
  // Emptied in place once written (or failed): a new array here left the chunks held
  // wherever the old one is still referenced (some 200 MB of the 370 stayed).
  void prefixSent.then(() => void (start.prefix.length = 0));
}

/** The frame that starts the peer, what to do with it, and what was read after it. */
interface Start {
  verdict: Extract<FrameVerdict, { kind: "start" }>;
  /** The start frame as the client sent it (without its LF). */
  received: Uint8Array;
  prefix: Uint8Array[];
  rest: ReadableStream<Uint8Array>;
}

/** A connection before its peer starts: its frame reader, its writer, its stop. */
class Pending {
  #frames: FrameReader;
  /** Taken at the first answer. */
  #writer: WritableStreamDefaultWriter<Uint8Array> | undefined;
  /** Where the client's bytes go ({@linkcode clientOutput}), made when first asked for. */
  #output: () => WritableStream<Uint8Array>;
  #signal: AbortSignal | undefined;
  #log: Logger;
  #observer: SessionObserver | undefined;
  readonly stop: Promise<"stop">;
  readonly #stopWatch: AbortWatch<"stop">;

  constructor(
    client: DuplexStream,
    output: () => WritableStream<Uint8Array>,
    options: HandshakeSessionOptions,
  ) {
    this.#output = output;
    this.#observer = options.observer;
    this.#frames = new FrameReader(client.readable, options.maxFrameBytes);
    this.#signal = options.signal;
    this.#log = options.logger ?? silentLogger;
    this.#stopWatch = watchAbort(options.signal, "stop" as const);
    this.stop = this.#stopWatch.promise;
  }

  /** The writer of the client's output, taken at the first answer. */
  #taken(): WritableStreamDefaultWriter<Uint8Array> {
    return this.#writer ??= this.#output().getWriter();
  }

  /** The session is over: nothing of it stays on the caller's signal. */
  [Symbol.dispose](): void {
    this.#stopWatch[Symbol.dispose]();
  }

  /** Reads and judges frames until one starts the peer (or the connection ends first). */
  async readUntilStart(handshake: Handshake): Promise<Start | { end: HandshakeEnd }> {
    while (true) {
      const read = await orAborted(
        this.#frames.next().catch((e) => {
          // A client that reset its connection has gone: it closed, as at its end of input
          // (stdiokinds8: exit 1 and an error line, where a pipe's end gave 0).
          if (isReset(e)) {
            this.#log.debug(`the client went away before the start: ${messageOf(e)}`);
            return { kind: "eof" } as const;
          }
          throw new ClientInputError(e);
        }),
        this.#signal,
        "stop" as const,
      );
      if (read === "stop") return { end: "stopped" };
      if (read.kind === "eof") return { end: "client-closed" };
      if (read.kind === "oversize") {
        await this.#lastAnswer(this.reply(handshake.onOversize(read.limit)));
        // The session ends on it (ROUTING 2.3): a remote server closes with an error for it.
        recordOversizeFirstFrame(this.#observer, read.limit);
        return { end: "oversize" };
      }
      const verdict = handshake.onFrame(read.bytes);
      if (verdict.kind !== "start") this.#observe("Client", "acp-proxy", read.bytes);
      if (verdict.kind === "start") {
        this.#observer?.event("first_frame", { stage: "received", raw: frameRawText(read.bytes) });
        this.#observer?.event("first_frame", {
          stage: "forwarded",
          raw: frameRawText(verdict.first),
        });
        // Every reply has been written: stdout may now go to the peer itself.
        const rest = this.#frames.detach();
        this.#writer?.releaseLock();
        const prefix = [verdict.first, ...(read.terminated ? [LF] : []), ...rest.buffered];
        return { verdict, received: read.bytes, prefix, rest: rest.readable };
      }
      if (verdict.reply !== undefined && await this.reply(verdict.reply) === "stop") {
        return { end: "stopped" };
      }
    }
  }

  /** Shows the observer one line the router read or wrote itself. */
  #observe(from: string, to: string, line: Uint8Array): void {
    if (!this.#observer) return;
    this.#observer.bytes(from, to, line);
    this.#observer.bytes(from, to, LF);
  }

  /** Writes one line back; a stop does not wait for a client that does not read. */
  reply(line: string): Promise<"stop" | void> {
    const bytes = encoder.encode(line + "\n");
    this.#observer?.bytes("acp-proxy", "Client", bytes);
    return orAborted(
      this.#taken().write(bytes).catch((e) => {
        throw new ClientWriteFailure(e);
      }),
      this.#signal,
      "stop" as const,
    );
  }

  /**
   * Waits for the write of an answer the connection ends with either way (oversize, a peer
   * that could not start); a failure is logged as every failed write to the client is.
   */
  async #lastAnswer(written: Promise<unknown>): Promise<void> {
    try {
      await written;
    } catch (e) {
      this.#writeFailed(e instanceof ClientWriteFailure ? e.cause : e);
    }
  }

  /**
   * Logs a failed write to the client: at debug level when the client went away (a normal
   * end), else at error level.
   *
   * @returns True when it was a failure, not the client leaving.
   */
  #writeFailed(cause: unknown): boolean {
    if (isReaderGone(cause)) {
      this.#log.debug(`the client went away before the start: ${messageOf(cause)}`);
      return false;
    }
    this.#log.error(outputFailure(cause));
    return true;
  }

  /** Ends a connection that started no peer. */
  async end(end: HandshakeEnd, error?: Error): Promise<HandshakeSessionEnd> {
    // What the client's end of an in-memory pair then sees: a named error, not `undefined`.
    const reason = ended(end);
    this.#frames.detach().readable.cancel(reason).catch(() => {});
    // A client that does not read would hold a close forever: a stop aborts instead.
    const writer = this.#taken();
    if (this.#signal?.aborted) writer.abort(reason).catch(() => {});
    else await Promise.race([writer.close().catch(() => {}), this.stop]);
    // Let go, as a started session does: the caller's stream is no longer held.
    writer.releaseLock();
    const stopped = this.#signal?.aborted && end === "client-closed";
    return { started: false, end: stopped ? "stopped" : end, ...(error ? { error } : {}) };
  }

  /**
   * Answers the start frame after the peer could not be opened, and ends; `unrecorded`: the
   * frame was not recorded on its way to the peer, so it is recorded as to the router.
   */
  async startFailed(
    start: Start,
    e: unknown,
    unrecorded: boolean,
  ): Promise<HandshakeSessionEnd> {
    // Made before the writer is taken: a failure making it leaves the output free (lib18).
    const answer = encoder.encode(start.verdict.onOpenError(e) + "\n");
    const writer = this.#output().getWriter();
    // A start frame that went to no peer (a dial takes it first): the router answered it.
    if (unrecorded) this.#observe("Client", "acp-proxy", start.received);
    this.#observer?.bytes("acp-proxy", "Client", answer);
    await this.#lastAnswer(Promise.race([writer.write(answer), this.stop]));
    writer.releaseLock();
    start.rest.cancel().catch(() => {});
    await Promise.race([this.#output().close().catch(() => {}), this.stop]);
    return {
      started: false,
      end: "start-failed",
      error: asError(e),
    };
  }

  /** Ends after an error: a failed reply (the client going away is a normal end), or a bug. */
  fail(e: unknown): Promise<HandshakeSessionEnd> {
    if (e instanceof ClientInputError) {
      const { line, cause } = clientInputFailure(e);
      this.#log.error(line);
      return this.end("failed", cause);
    }
    if (!(e instanceof ClientWriteFailure)) {
      this.#log.error(`unexpected failure before the start: ${stackOf(e)}`);
      return this.end("failed", asError(e));
    }
    if (!this.#writeFailed(e.cause)) return this.end("client-closed");
    const cause = asError(e.cause);
    return this.end("output-failed", cause);
  }
}

/** Opens the peer on the chosen byte path and runs the session to its end. */
async function startSession(
  client: DuplexStream,
  output: ClientOutput | undefined,
  pending: Pending,
  start: Start,
  handshake: Handshake,
  options: HandshakeSessionOptions,
): Promise<HandshakeSessionEnd> {
  const log = options.logger ?? silentLogger;
  const observer = options.observer;
  const sharing = observer as Partial<RingSharingObserver> | undefined;
  let opened;
  let opening;
  // The peer once it exists: a process starts before its byte path is ready (the kernel path
  // sets up for tens of milliseconds after the spawn), and a stop meanwhile must reach it.
  let startedPeer: Connection | undefined;
  const tapDown = observer && ((chunk: Uint8Array) => observer.bytes("Agent", "Client", chunk));
  /** Whether client bytes (the start frame first) were recorded on their way to the peer. */
  let upRecorded = false;
  // Loaded only when asked for: the stdio start-up does not pay for it.
  const guard = options.guard &&
    (await import("../observation/stdout_guard.ts")).stdoutGuard({
      ...options.guard,
      onPass: tapDown,
    });
  try {
    opening = openBytePath(client, start.rest, start.verdict.open, start.prefix, {
      kernelPaths: options.kernelPaths,
      output,
      graceMs: options.graceMs,
      logger: log,
      // A stop while it opens ends a dial too (what opens after it is ended below).
      open: {
        ...options.open,
        ...(start.verdict.env
          ? {
            env: { ...options.open?.env, ...start.verdict.env.set },
            unsetEnv: [...options.open?.unsetEnv ?? [], ...start.verdict.env.unset],
          }
          : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        logger: log,
      },
      tapUp: observer && ((chunk) => {
        upRecorded = true;
        observer.bytes("Client", "Agent", chunk);
      }),
      // The client's last line without LF is a frame once its input ends: recorded there,
      // before what answers it (a recorded splice tells the ring itself).
      endUp: observer?.ended && (() => observer.ended!("Client", "Agent")),
      // With a guard, the guard shows what it passes, in order with the lines it keeps back.
      tapDown: guard ? undefined : tapDown,
      gapUp: observer?.missed &&
        ((lineEnds, midLine) => observer.missed!("Client", "Agent", lineEnds, midLine)),
      gapDown: guard || !observer?.missed
        ? undefined
        : (lineEnds, midLine) => observer.missed!("Agent", "Client", lineEnds, midLine),
      ringUp: sharing?.share && (() => sharing.share!("Client", "Agent")),
      ringDown: guard || !sharing?.share ? undefined : () => sharing.share!("Agent", "Client"),
      downstreamFilter: guard,
      onOpened(peer) {
        startedPeer = peer;
        // A dialled peer has started once it was reached (below): one that never is did not.
        if (peer.reached === undefined) recordStart(observer, peer, start.verdict.open);
      },
    });
    // A stop while the implementation opens (a dial, a slow factory) is not kept waiting.
    opened = await orAborted(opening, options.signal, null);
  } catch (e) {
    // A peer that opened before the failure (a byte path that failed after the spawn, say) is
    // ended: a failed start leaves nothing running.
    const peer = startedPeer as Connection | undefined;
    if (peer?.terminate) {
      const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
      await peer.terminate(graceMs, "SIGTERM").catch((err) => lateEndFailed(options.logger, err));
    }
    observer?.event("error", {
      message: `the implementation could not start: ${messageOf(e)}`,
      stage: "start",
    });
    return await pending.startFailed(start, e, !upRecorded);
  }
  if (opened === null) {
    const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
    const stopNow = stopSignalOf(options.signal?.reason);
    opening.then((late) => { // whatever opens after the stop is ended at once
      late.pipes.stopUpstream();
      late.pipes.stopDownstream();
      late.peer.terminate?.(graceMs, stopNow)?.catch((e) => lateEndFailed(options.logger, e));
    }, () => {}); // opening failed after the stop: nothing to end
    start.rest.cancel(ended("stopped")).catch(() => {});
    await (output ?? client).writable.abort(ended("stopped")).catch(() => {});
    // A peer that already runs gets the stop's signal, and its end is awaited (the grace, then
    // SIGKILL), before the end is reported: the CLI exits on that report, and an agent it had
    // not signalled would outlive it until the orphan watchdog's SIGTERM.
    const peer = startedPeer;
    let stoppedPeer: { pid: number | null; code: number | null } | undefined;
    if (peer?.terminate) {
      const peerPid = (peer as { pid?: unknown }).pid;
      const pid = typeof peerPid === "number" ? peerPid : null;
      // A process that started is said to have, as one whose path was ready would be.
      if (peer.reached === undefined) handshake.onStarted?.(pid, null);
      // A dialled peer has no process: its connection is closed.
      log.info(
        pid !== null
          ? `sending ${stopNow} to the agent's process group`
          : `closing the agent's connection`,
      );
      const code = await peer.terminate(graceMs, stopNow).catch((e) => {
        lateEndFailed(options.logger, e);
        return null;
      });
      // Its agent_start is recorded (a dialled peer's only once reached): so is its end.
      if (peer.reached === undefined) {
        await recordExit(observer, peer, code);
        stoppedPeer = { pid, code };
      }
    }
    // A client that went away meanwhile ended it, not the caller.
    return {
      started: false,
      end: isClientGone(options.signal?.reason) ? "client-closed" : "stopped",
      ...(stoppedPeer && !isClientGone(options.signal?.reason) ? { stoppedPeer } : {}),
    };
  }
  if (opened.peer.reached !== undefined) recordStart(observer, opened.peer, start.verdict.open);
  const peerPid = (opened.peer as { pid?: unknown }).pid;
  const pid = typeof peerPid === "number" ? peerPid : null;
  handshake.onStarted?.(pid, opened.choice);
  // Which directions reached their sender's end: a line either other one stopped in is cut.
  const reached = { up: false, down: false };
  opened.pipes.upstream.then(() => reached.up = true, () => {});
  opened.pipes.downstream.then(() => reached.down = true, () => {});
  releaseStart(start, opened.pipes.prefixSent);
  const session = await runLifecycle(opened.pipes, opened.peer, {
    graceMs: options.graceMs,
    signal: options.signal,
    logger: log,
    peerName: options.peerName,
  });
  if (!reached.up) observer?.cut?.("Client", "Agent");
  if (!reached.down) observer?.cut?.("Agent", "Client");
  await recordExit(observer, opened.peer, session.peerCode);
  if (session.outputError) {
    observer?.event("error", { message: session.outputError.message, stage: "session" });
  }
  return { started: true, session, path: opened.choice, pid };
}

/** The peer's `agent_start` event: its pid and command, or a dialled peer's URL. */
function recordStart(
  observer: SessionObserver | undefined,
  peer: Connection,
  factory: ConnectionFactory,
): void {
  if (!observer) return;
  const pid = (peer as { pid?: unknown }).pid;
  const words = commandWords(factory);
  observer.event("agent_start", {
    pid: typeof pid === "number" ? pid : null,
    command: words === null ? null : joinCommand(words),
    ...(peer.url === undefined ? {} : { url: peer.url }),
  });
}

/** The peer's `agent_exit` event: its code, or the signal that ended it (a process's). */
async function recordExit(
  observer: SessionObserver | undefined,
  peer: Connection,
  code: number | null,
): Promise<void> {
  if (!observer) return;
  const exitSignal = exitSignalOf(peer);
  const signal = exitSignal ? await exitSignal : null;
  observer.event("agent_exit", { code: signal ? null : code, signal });
}

/**
 * What to log when the client's input cannot be read (a directory, a descriptor open only for
 * writing, EIO): a system error is the user's to fix and is said in one line; anything else
 * is a bug, said with its stack.
 *
 * @param e The failure.
 * @returns The line to log, and the error behind it.
 *
 * @example
 * ```ts
 * import { clientInputFailure } from "./handshake_session.ts";
 * import { ClientInputError } from "../transport/pipe_errors.ts";
 * const eisdir = new ClientInputError(new Deno.errors.IsADirectory("Is a directory (os error 21)"));
 * console.log(clientInputFailure(eisdir).line);
 * // "reading the client's input failed: Is a directory (os error 21)"
 * ```
 */
export function clientInputFailure(e: ClientInputError): { line: string; cause: Error } {
  const cause = asError(e.cause);
  const system = systemCode(cause) !== undefined ||
    Object.values(Deno.errors).some((kind) => cause instanceof kind);
  return {
    line: `reading the client's input failed: ${system ? messageOf(cause) : stackOf(cause)}`,
    cause,
  };
}

/**
 * A frame's text for a `first_frame` event: UTF-8 (lossy), without a trailing CR.
 *
 * @param frame The frame, without its LF.
 * @returns The text.
 */
export function frameRawText(frame: Uint8Array): string {
  const end = frame.length > 0 && frame[frame.length - 1] === 0x0d
    ? frame.length - 1
    : frame.length;
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(frame.subarray(0, end));
}

/** Why the router let go of a client's streams before a session started: an `AbortError`. */
function ended(end: HandshakeEnd): DOMException {
  return new DOMException(`the router ended the connection (${end})`, "AbortError");
}

/** Ending a peer that opened after the stop failed: said, with its stack (nothing else will). */
function lateEndFailed(log: Logger | undefined, e: unknown): void {
  (log ?? silentLogger).error(
    `ending an implementation that opened after the stop failed: ${stackOf(e)}`,
  );
}

/** A reply could not be written to the client; `cause` says why. */
class ClientWriteFailure extends Error {
  constructor(cause: unknown) {
    super("writing to the client failed", { cause });
    this.name = "ClientWriteFailure";
  }
}
