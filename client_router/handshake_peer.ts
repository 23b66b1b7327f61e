/**
 * One party of a client router handshake (a client program or the agent): its connection,
 * a bounded frame reader over its output, and the ways to hand it over or end it.
 *
 * Invariants: every wait is bounded by the initialize timeout and the caller's signal;
 * {@linkcode HandshakePeer.detach} hands over the unread bytes exactly once;
 * {@linkcode HandshakePeer.end} is idempotent and never rejects.
 *
 * @module
 */

import type { Connection } from "../transport/duplex.ts";
import { FrameReader, type FrameReadResult } from "../transport/frame_reader.ts";
import { endConnection } from "../session/end_connection.ts";
import { ClientRouterError } from "./client_router_error.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { busyTurns } from "../async/busy_turns.ts";
import { messageOf } from "../log/error_text.ts";

/** Bounds shared by every wait of one connect. */
export interface HandshakeLimits {
  /** How long one step (a client's initialize, the agent's answer) may take, in ms. */
  timeoutMs: number;
  /** Largest frame read during the handshake, in bytes. */
  maxFrameBytes: number;
  /** Grace period when a peer is ended, in ms. */
  graceMs: number;
  /** Aborting it ends the handshake. */
  signal?: AbortSignal;
}

/**
 * Waits for `promise`, but at most `limits.timeoutMs` and only while `limits.signal` is not aborted.
 *
 * @param promise What to wait for.
 * @param limits The timeout and signal.
 * @param timeoutMessage The error message when the timeout wins (or what makes it then).
 * @returns The promise's value.
 * @throws {ClientRouterError} `timeout` or `aborted`.
 *
 * @example
 * ```ts
 * import { bounded } from "./handshake_peer.ts";
 * const limits = { timeoutMs: 10, maxFrameBytes: 1024, graceMs: 10 };
 * await bounded(new Promise(() => {}), limits, "nothing happened").catch((e) => console.log(e.reason)); // timeout
 * ```
 */
export async function bounded<T>(
  promise: Promise<T>,
  limits: HandshakeLimits,
  timeoutMessage: string | (() => string),
): Promise<T> {
  const { signal } = limits;
  if (signal?.aborted) {
    promise.catch(() => {}); // settles unobserved (a read the ending releases rejects)
    throw aborted();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ClientRouterError(
            "timeout",
            typeof timeoutMessage === "string" ? timeoutMessage : timeoutMessage(),
          ),
        ),
      limits.timeoutMs,
    );
    onAbort = () => reject(aborted());
    signal?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, stop]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort!);
  }
}

/**
 * The error of a handshake its signal ended.
 *
 * @returns The `aborted` error.
 *
 * @example
 * ```ts
 * import { aborted } from "./handshake_peer.ts";
 * console.log(aborted().reason); // "aborted"
 * ```
 */
export function aborted(): ClientRouterError {
  return new ClientRouterError("aborted", "the connect was aborted before the session started");
}

/**
 * Resolves with a peer's exit code `graceMs` after it exited (what it wrote last has that long
 * to be read), unless `cancel` is called first: a wait that is over must not start a timer.
 *
 * @param exited The peer's exit.
 * @param graceMs The grace period after it.
 * @returns The wait, and its cancel.
 *
 * @example
 * ```ts
 * import { exitedAfterGrace } from "./handshake_peer.ts";
 * const wait = exitedAfterGrace(Promise.resolve(3), 10);
 * console.log(await wait.code); // 3
 * ```
 */
export function exitedAfterGrace(
  exited: Promise<number>,
  graceMs: number,
): { code: Promise<number>; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const code = exited.then((code) =>
    new Promise<number>((resolve) => {
      if (!cancelled) timer = setTimeout(() => resolve(code), graceMs);
    })
  );
  code.catch(() => {});
  return {
    code,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}

/**
 * A client program or the agent while the handshake runs.
 *
 * @example
 * ```ts
 * import { HandshakePeer } from "./handshake_peer.ts";
 * const enc = new TextEncoder();
 * const stream = new TransformStream<Uint8Array, Uint8Array>();
 * const peer = new HandshakePeer("agent", stream, 1024);
 * const limits = { timeoutMs: 1000, maxFrameBytes: 1024, graceMs: 100 };
 * const writer = stream.writable.getWriter();
 * writer.write(enc.encode("{}\n"));
 * writer.releaseLock();
 * console.log((await peer.readFrame(limits, "no frame")).kind); // "frame"
 * await peer.end(100);
 * ```
 */
export class HandshakePeer {
  /** Who this is, for messages: `v1 client`, `v2 client` or `agent`. */
  readonly name: string;
  /** The peer's connection. */
  readonly connection: Connection;
  #frames: FrameReader;
  #detached = false;
  #ended: Promise<number | null> | undefined;

  /**
   * Starts framing the peer's output.
   *
   * @param name Who this is, for messages.
   * @param connection The opened connection; its readable is locked from now on.
   * @param maxFrameBytes Largest frame read during the handshake.
   */
  constructor(name: string, connection: Connection, maxFrameBytes: number) {
    this.name = name;
    this.connection = connection;
    this.#frames = new FrameReader(connection.readable, maxFrameBytes);
  }

  /**
   * Reads the peer's next frame within the limits.
   *
   * @param limits Timeout and signal.
   * @param timeoutMessage The error message when the timeout wins.
   * @param skipBlank Whether blank lines are skipped (within the same bound).
   * @returns The frame, `eof` or `oversize`; `exited` when the peer's process exited and no
   *   frame came within the grace period after (a process it left still holds its output).
   * @throws {ClientRouterError} `timeout` or `aborted`; `agent-response` (the agent) or
   *   `client-initialize` (a client) when its output cannot be read.
   */
  readFrame(
    limits: HandshakeLimits,
    timeoutMessage: string,
    skipBlank = false,
  ): Promise<FrameReadResult | { kind: "exited"; code: number }> {
    let decided = false;
    const timedOut = () => this.#timedOut(timeoutMessage);
    const next = (skipBlank ? this.#nextNotBlank(() => decided) : this.#frames.next())
      .catch((e: unknown): never => {
        throw this.#readFailed(e);
      });
    const exited = this.connection.exited;
    if (exited === undefined) {
      return bounded(next, limits, timedOut).finally(() => decided = true);
    }
    // A program that exited while a process it left holds its output open: its output will
    // not end by itself, so its exit (and a grace period for what it wrote last) decides.
    // Only while this read waits: an exit after it has no grace period to time.
    const gone = exitedAfterGrace(exited, limits.graceMs);
    const exitedFirst = gone.code.then((code) => ({ kind: "exited" as const, code }));
    return bounded(Promise.race([next, exitedFirst]), limits, timedOut).finally(() => {
      decided = true;
      gone.cancel();
    });
  }

  /** Its output could not be read (a stream that errored: a reset socket, say). */
  #readFailed(e: unknown): ClientRouterError {
    const agent = this.name === "agent";
    const why = messageOf(e);
    return new ClientRouterError(
      agent ? "agent-response" : "client-initialize",
      `reading the ${this.name}'s output failed: ${why}; check the ` +
        (agent ? "agent" : "client program"),
      { cause: e },
    );
  }

  /**
   * A read's timeout message: `message` ("X did not ... within N ms; HINT"), or, when the
   * peer sent bytes it never ended with an LF, that, in place of the hint (a peer that writes
   * a message without its line end waits for an answer that cannot come).
   */
  #timedOut(message: string): string {
    const pending = this.#frames.pendingBytes;
    if (pending === 0) return message;
    const cut = message.indexOf("; ");
    return `${cut < 0 ? message : message.slice(0, cut)}; the ${this.name} sent ${pending} ` +
      `bytes with no line end (LF) after them: end each message with one, or raise the ` +
      `initialize timeout`;
  }

  /**
   * The next frame that is not a blank line (ROUTING 2.2: nothing, keep reading), all within
   * one bounded read: a flood of blank lines meets the same timeout as a silent peer. Once
   * the read is `decided` (it timed out) the next frame ends the loop, whatever it is.
   */
  async #nextNotBlank(decided: () => boolean): Promise<FrameReadResult> {
    // Lines of a buffered chunk come without a turn of the event loop: a peer that floods
    // blank lines (`yes ''`) kept the timeout's timer and a signal's stop waiting for seconds.
    const turn = busyTurns();
    while (true) {
      const read = await this.#frames.next();
      if (read.kind !== "frame" || decided() || viewMessage(read.bytes).kind !== "blank") {
        return read;
      }
      const turning = turn(read.bytes.length);
      if (turning) await turning;
    }
  }

  /**
   * Writes `bytes` to the peer's input as one write, within the limits.
   *
   * @param bytes What to write.
   * @param limits Timeout and signal.
   * @param timeoutMessage The error message when the timeout wins.
   * @throws {ClientRouterError} `timeout` or `aborted`; the write's own error otherwise.
   */
  async write(bytes: Uint8Array, limits: HandshakeLimits, timeoutMessage: string): Promise<void> {
    const writer = this.connection.writable.getWriter();
    try {
      await bounded(writer.write(bytes), limits, timeoutMessage);
    } finally {
      writer.releaseLock();
    }
  }

  /**
   * Stops framing and hands over what the peer sent that was not read as a frame.
   *
   * @returns The bytes already read, in order, and the rest of the peer's output.
   */
  detach(): { buffered: Uint8Array[]; readable: ReadableStream<Uint8Array> } {
    if (this.#detached) throw new Error(`the ${this.name} was already handed over`);
    this.#detached = true;
    return this.#frames.detach();
  }

  /**
   * Ends the peer (unless it was handed over): stop reading, close its input, let it exit
   * within the grace period, then terminate it.
   *
   * @param graceMs The grace period.
   * @param stopNow End it at once with this signal instead (a shutdown).
   * @param signal A stop during the grace period ends it at once too.
   * @param eofWaitMs How long it has to exit after its input closes, before SIGTERM
   *   (default `graceMs`).
   * @returns The peer's exit code, or null when it has none.
   */
  end(
    graceMs: number,
    stopNow?: Deno.Signal,
    signal?: AbortSignal,
    eofWaitMs?: number,
  ): Promise<number | null> {
    this.#ended ??= this.#detached ? Promise.resolve(null) : endConnection(
      this.connection,
      graceMs,
      this.detach().readable,
      stopNow,
      signal,
      eofWaitMs,
    );
    return this.#ended;
  }
}
