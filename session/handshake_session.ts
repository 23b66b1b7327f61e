/**
 * Reads a client's frames until a handshake callback picks a peer, then starts the peer
 * and relays everything else byte for byte. The callback holds all protocol knowledge;
 * this module only frames, replies, starts and pipes.
 *
 * Invariants: frames before the start are bounded by `maxFrameBytes`; the frame that
 * starts the peer is followed by exactly the bytes read after it (nothing pipelined is
 * lost); the peer is opened at most once; the promise never rejects.
 *
 * @module
 */

import type { Connection, ConnectionFactory, DuplexStream } from "./duplex.ts";
import { FrameReader } from "./frame_reader.ts";
import { DEFAULT_GRACE_MS, isClientGone, relay, type RelayOutcome } from "./relay.ts";
import { whenAborted } from "./when_aborted.ts";
import { type Logger, silentLogger } from "../log/logger.ts";

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
}

/** Options for {@linkcode serveWithHandshake}. */
export interface HandshakeRelayOptions {
  /** Largest frame before the start, in bytes. */
  maxFrameBytes: number;
  /** Grace period for the peer after its input closes (default 2 s). */
  graceMs?: number;
  /** Aborting it shuts the connection down. */
  signal?: AbortSignal;
  /** Where to report what happens. */
  logger?: Logger;
}

/** How a handshake-and-relay connection ended. */
export interface HandshakeRelayResult {
  /**
   * 0 clean end (the client left, also when its peer then had to be ended); 1 a failure
   * (before the start: an oversize frame, a peer that could not start; any time: writing to
   * the client failed for a reason other than the client going away); else the peer's own
   * exit code.
   */
  exitCode: number;
  /** Whether a peer was opened. */
  started: boolean;
  /** Whether the signal ended it. */
  shutdown: boolean;
  /** How the relay ended, once a peer was started. */
  relay?: RelayOutcome;
}

const LF = new Uint8Array([0x0a]);
const encoder = new TextEncoder();

/**
 * Serves one client: handshake, then relay.
 *
 * @param client The client's byte streams.
 * @param handshake Judges frames until one starts the peer.
 * @param options Limits, grace period, shutdown signal, logger.
 * @returns How it ended. Never rejects.
 *
 * @example Start an echo peer on the first non-blank line
 * ```ts
 * import { serveWithHandshake } from "./handshake_relay.ts";
 * const client = { readable: ReadableStream.from([new TextEncoder().encode("\nhi\n")]), writable: new WritableStream<Uint8Array>() };
 * const result = await serveWithHandshake(client, {
 *   onFrame: (frame) => frame.length === 0 ? { kind: "continue" } : {
 *     kind: "start", first: frame, open: () => new TransformStream<Uint8Array, Uint8Array>(), onOpenError: () => "",
 *   },
 *   onOversize: () => "",
 * }, { maxFrameBytes: 1024 });
 * console.log(result.started); // true
 * ```
 */
export async function serveWithHandshake(
  client: DuplexStream,
  handshake: Handshake,
  options: HandshakeRelayOptions,
): Promise<HandshakeRelayResult> {
  const log = options.logger ?? silentLogger;
  const frames = new FrameReader(client.readable, options.maxFrameBytes);
  const writer = client.writable.getWriter();
  const aborted = whenAborted(options.signal, "aborted" as const);
  /** Writes one line back; a shutdown does not wait for a client that does not read. */
  const reply = (line: string): Promise<"aborted" | void> =>
    Promise.race([
      writer.write(encoder.encode(line + "\n")).catch((e) => {
        throw new ClientWriteFailure(e);
      }),
      aborted,
    ]);
  const end = async (exitCode: number): Promise<HandshakeRelayResult> => {
    const shutdown = options.signal?.aborted ?? false;
    frames.detach().readable.cancel().catch(() => {});
    // A client that does not read would hold a close forever: a shutdown aborts instead.
    if (shutdown) writer.abort().catch(() => {});
    else await Promise.race([writer.close().catch(() => {}), aborted]);
    return { exitCode, started: false, shutdown };
  };

  try {
    while (true) {
      const read = await Promise.race([frames.next(), aborted]);
      if (read === "aborted") return await end(0);
      if (read.kind === "eof") return await end(0);
      if (read.kind === "oversize") {
        await reply(handshake.onOversize(read.limit)).catch(() => {});
        return await end(1);
      }
      const verdict = handshake.onFrame(read.bytes);
      if (verdict.kind === "continue") {
        if (verdict.reply !== undefined && await reply(verdict.reply) === "aborted") {
          return await end(0);
        }
        continue;
      }
      // Every reply has been written: stdout may now go to the peer itself.
      const handover = client.stdoutHandover?.() ?? null;
      let peer: Connection;
      try {
        peer = await verdict.open(handover ? { stdout: "inherit" } : undefined);
      } catch (e) {
        await reply(verdict.onOpenError(e)).catch(() => {});
        return await end(1);
      }
      // The release (dlopen, a /proc scan) waits until the first frame is on its way.
      const release = handover && peer.watchInheritedStdout
        ? () => {
          if (handover.release()) log.debug(`handed stdout (${handover.target}) to the agent`);
          else log.warn("could not hand stdout over fully; the client may see its end late");
        }
        : undefined;
      const rest = frames.detach();
      writer.releaseLock();
      const prefix = read.terminated ? [verdict.first, LF] : [verdict.first];
      const outcome = await relay(
        {
          readable: rest.readable,
          writable: client.writable,
          readableFd: client.readableFd, // `rest.readable` is the client's own stream
        },
        [...prefix, ...rest.buffered],
        peer,
        {
          graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
          signal: options.signal,
          logger: log,
          onPrefixSent: release,
        },
      );
      return {
        exitCode: exitCodeOf(outcome),
        started: true,
        shutdown: outcome.cause === "shutdown",
        relay: outcome,
      };
    }
  } catch (e) {
    if (!(e instanceof ClientWriteFailure)) {
      log.error(`unexpected failure before the start: ${e instanceof Error ? e.stack : e}`);
      return await end(1);
    }
    const message = e.cause instanceof Error ? e.cause.message : String(e.cause);
    if (!isClientGone(e.cause)) {
      log.error(`writing to the client failed: ${message}`);
      return await end(1);
    }
    log.debug(`client connection ended before the start: ${message}`);
    return await end(0);
  }
}

/** A reply could not be written to the client; `cause` says why. */
class ClientWriteFailure extends Error {
  constructor(cause: unknown) {
    super("writing to the client failed", { cause });
    this.name = "ClientWriteFailure";
  }
}

/**
 * The exit code of a daemon whose connection ended so (ROUTING §6, README "Exit codes"): a
 * failed write to the client is 1; a peer the daemon had to end because the client left
 * is a clean end (0); otherwise the peer's own code.
 */
function exitCodeOf(outcome: RelayOutcome): number {
  if (outcome.cause === "output-failed") return 1;
  if (outcome.terminated && outcome.cause !== "peer-ended") return 0;
  return outcome.peerCode ?? 0;
}
