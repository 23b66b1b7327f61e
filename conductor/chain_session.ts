/**
 * One client's chain (`Conductor.serve`): selection, the components' start, the routing
 * loops, and the ending in the agent router's order. Loaded with the first chain.
 *
 * @module
 */

import { guardedLogger } from "../log/guarded_logger.ts";
import { checkedConnection, type Connection, type DuplexStream } from "../transport/duplex.ts";
import { HeldBytes } from "../transport/held_bytes.ts";
import { FrameReader, type FrameReadResult } from "../transport/frame_reader.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { sameIdValue } from "../jsonrpc/id_value.ts";
import { errorFrame, jsonTextOf } from "../jsonrpc/writer.ts";
import { decideFirstFrame } from "../schema/first_frame.ts";
import { ErrorCode, firstFrameTooLarge } from "../schema/protocol_error.ts";
import {
  DEFAULT_MAX_FRAME_BYTES,
  INITIALIZE_METHOD,
  PROTOCOL_V1,
  PROTOCOL_V2,
} from "../schema/versions.ts";
import { commandWords } from "../process/command.ts";
import { joinCommand } from "../process/split_command.ts";
import { stopSignalOf, terminateHeedingStop } from "../process/stop_signal.ts";
import { groupsRegistered } from "../process/group_watchdog.ts";
import { busyTurns } from "../async/busy_turns.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { orAborted, watchAbort } from "../async/when_aborted.ts";
import { clipped, type Logger, silentLogger } from "../log/logger.ts";
import { prefixedLogger } from "../log/prefixed_logger.ts";
import {
  DEFAULT_GRACE_MS,
  DEFAULT_OUTPUT_STALL_MS,
  drainToClient,
  exitCodeOf,
  outputFailure,
  sayKilledAfterGrace,
  terminateBoundMs,
} from "../session/lifecycle.ts";
import {
  clientInputFailure,
  frameRawText,
  recordOversizeFirstFrame,
} from "../session/handshake_session.ts";
import { ClientInputError, isReaderGone } from "../transport/pipe_errors.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import { ChainRouting, CLIENT, type Delivery, joinBatch, tookItself } from "./chain_routing.ts";
import { Outbox } from "./outbox.ts";
import type { ChainEnd, ChainOutcome, ChainServeOptions, ConductorOptions } from "./conductor.ts";
import { asError, messageOf, propertyOf, stackOf } from "../log/error_text.ts";
import { exitCodeNote, exitSignalOf } from "../process/exit_code_note.ts";

const encoder = new TextEncoder();
const LF_BYTE = new Uint8Array([0x0a]);

/**
 * Largest frame a chain that reads frames (proxies, or a transcript) passes after selection,
 * unless `maxFrameBytes` is larger: 64 MiB. Before selection only the client's frames are
 * read, bounded by `maxFrameBytes`; after it a prompt may carry images and files.
 */
export const MAX_CHAIN_FRAME_BYTES: number = 64 * 1024 * 1024;

/**
 * What a component's frame may have past that bound: a proxy wraps the message it passes on in
 * a `_proxy/successor` envelope (some 60 bytes, and what `_meta` it adds), so a client's message
 * just under the bound is not refused on its way back out of the proxy (chain14).
 */
export const ENVELOPE_ROOM_BYTES = 64 * 1024;

/**
 * How long a component whose output ended has to exit before the chain ends without its exit
 * code (which then comes when the chain stops it).
 */
const EXIT_AFTER_OUTPUT_MS = 500;
/** How long a component's start waits for the watchdog to have the one before (a pipe write). */
const REGISTER_WAIT_MS = 200;

/** Exit codes of a death by SIGHUP, SIGINT or SIGTERM: signals the daemon takes too. */
const STOP_CODES: ReadonlySet<number> = new Set([129, 130, 143]);

/** How long a component's death by such a signal waits for the daemon's own (see #stopBehind). */
const STOP_BEHIND_MS = 1_000;

/** Most characters of a component's stray line (not JSON) the log line shows. */
const MAX_SHOWN_CHARS = 200;

/** Most bytes queued for one party before its senders wait, unless told otherwise: 16 MiB. */
const DEFAULT_MAX_QUEUED_BYTES = 16 * 1024 * 1024;
/**
 * With proxies, after the client's input ended: how long nothing may have been queued on its
 * way towards the agent, every queue empty, before the agent's input closes. A proxy may still
 * hold a message of the client's it is about to pass on (closing at once lost most of a burst
 * of notifications); the grace period bounds the wait.
 */
const CLIENT_EOF_QUIET_MS = 100;
/**
 * The quiet wait instead, while a proxy has passed on fewer frames towards the agent than it
 * was handed: a pass-through proxy is still at work, however long a busy machine keeps it
 * from running (100 ms lost most of a burst there); a proxy that keeps some for itself is
 * waited for this long.
 */
const PROXY_HOLDS_FRAMES_QUIET_MS = 1_000;
/** How often that wait looks again at what it needs (ms). */
const QUIET_LOOK_MS = 20;
/**
 * How fast a proxy is taken to pass on what it was handed, for the wait after the client's
 * end: the bytes each proxy was handed and has not passed on (nor, at this rate, had time to)
 * lengthen the quiet wait (8 MiB: 1 s), for a proxy still parsing a large message when its
 * last byte has left the pipe. At most half the grace period.
 */
const PROXY_BYTES_PER_MS = 8 * 1024;

/**
 * What one proxy was handed towards the agent and has not passed on: `bytes` as of `at` (a
 * leaky count: {@linkcode PROXY_BYTES_PER_MS} leave it, and what it passes on takes its size
 * off), and `frames` (never below 0).
 */
interface ProxyHold {
  bytes: number;
  at: number;
  frames: number;
  /** Counts `bytes` and `frames` in (handed) or out (negative: passed on) at `now`. */
  pass(bytes: number, frames: number, now: number): void;
}

/** A hold with nothing in it. */
function newHold(): ProxyHold {
  return {
    bytes: 0,
    at: 0,
    frames: 0,
    pass(bytes, frames, now) {
      this.bytes = Math.max(0, bytesHeld(this, now) + bytes);
      this.at = now;
      this.frames = Math.max(0, this.frames + frames);
    },
  };
}

/** What `hold` may still be passing on at `at`. */
function bytesHeld(hold: ProxyHold, at: number): number {
  return Math.max(0, hold.bytes - Math.max(0, at - hold.at) * PROXY_BYTES_PER_MS);
}

/** Why the chain ended, for a log line. */
const END_REASONS: Record<ChainEnd, string> = {
  "client-closed": "the client's input ended",
  "oversize": "a message was larger than the chain passes",
  "start-failed": "a component did not start",
  "refused": "its initialize was refused",
  "client-left": "the client went away",
  "output-failed": "writing to the client failed",
  "component-ended": "a component ended",
  "stopped": "it was stopped",
  "failed": "it failed",
};

/** A started component. */
interface Running {
  readonly index: number;
  readonly name: string;
  readonly connection: Connection;
  readonly outbox: Outbox;
  readonly reader: FrameReader;
  readonly pid: number | null;
  exitCode: number | null;
  /** The signal that killed its process, once it exited (null: none, or no process). */
  exitSignal: Deno.Signal | null;
  exited: boolean;
  /** Whether it exited by itself within the grace period (else the conductor ended it). */
  exitedBySelf: boolean;
  /**
   * Set the grace period after it exited while its output is still open: a process it started
   * holds that output (`sh -c 'sleep 300 & exec agent'`). Its reader is then let go, and the
   * chain ends with the component, as the agent router's session ends with its agent.
   */
  outlived: boolean;
  /** What its reader held when it was let go (a last line without LF), to route as its last. */
  heldAtExit?: Uint8Array[];
  /** Set when a dialled component could not be reached: what it says is not forwarded. */
  unreached: boolean;
  /** Its read loop, once started: settles when its output has ended and been routed. */
  reading: Promise<void> | null;
  /** When its input began to close (ms since the epoch). */
  inputClosedAt: number | null;
  /**
   * When its input closed, all queued for it written (ms since the epoch): its grace period
   * counts from then, as an agent router's from its agent's input closing.
   */
  inputDoneAt: number | null;
}

/** Why the chain is ending, with the ended component or the error where there is one. */
interface Ending {
  end: ChainEnd;
  ended?: ChainOutcome["ended"];
  error?: Error;
}

/** One client's chain, from its first frame to the last component's end. */
/** The selecting frame as it goes into the chain, and whether its line ended with LF. */
interface FirstFrame {
  bytes: Uint8Array;
  terminated: boolean;
}

export class ChainSession {
  readonly #options: ConductorOptions;
  readonly #log: Logger;
  readonly #graceMs: number;
  readonly #maxFrame: number;
  /** The bound of every frame after selection. */
  readonly #frameLimit: number;
  /** Most bytes queued for one party before the loop sending to it waits. */
  readonly #queueLimit: number;
  /** Whether the first frame's `first_frame` "forwarded" event is recorded (or not wanted). */
  #firstForwarded = true;
  /** The client's `initialize` as received, until it was forwarded (for a transcript). */
  #firstReceived: Uint8Array | null = null;
  /** The component whose output ended the chain, while the others' outputs drain. */
  #draining: Running | null = null;
  /**
   * Asked by every loop after each read: parties in memory (a library's client, in-process
   * components) run on promise reactions alone, and no timer would fire while they flood.
   * One for all the loops: at most one turn per `BUSY_TURN_MS` for the whole chain.
   */
  readonly #turn = busyTurns();
  /** Which party's queue each reading loop waits on (by the party it reads). */
  readonly #waitsOn = new Map<number, number>();
  readonly #client: DuplexStream;
  readonly #clientOut: Outbox;
  readonly #signal: AbortSignal | undefined;
  readonly #observer: SessionObserver | undefined;
  #routing: ChainRouting | null = null;
  #components: Running[] = [];
  #outcome: Omit<ChainOutcome, "end" | "agent"> = {
    selected: null,
    requested: null,
    rewritten: false,
  };
  /** Set once the chain is ending, with why. */
  #ending: Ending | null = null;
  #wake: () => void = () => {};
  readonly #ended: Promise<void>;
  /** Aborted when the chain starts ending: cuts waits short without racing `#ended`. */
  readonly #endingSignal = new AbortController();
  /** The id of the client's initialize, whose answer decides `refused`. */
  #initializeId: string | null = null;
  /** The client's input ended: answers still on their way are delivered (bounded). */
  #clientEof = false;
  /** The agent's input was closed because the client's ended (`#closeAgentForClient`). */
  #closingForClient = false;
  /** Sender and receiver pairs whose frame was not delivered (`#notDelivered`): said once. */
  #undelivered = new Set<string>();
  #clientEofTimer: ReturnType<typeof setTimeout> | undefined;
  /** When a frame was last queued on its way towards the agent. */
  #towardComponentsAt = 0;
  /** Per proxy (by index): what it was handed towards the agent and has not passed on. */
  readonly #proxyHolds: ProxyHold[];
  /** No proxies, no observer, the initialize answered: both ways are byte pipes from here. */
  #piping = false;
  /** The client's reader, told to stop framing once both ways are byte pipes. */
  #clientReader: FrameReader | undefined;

  constructor(options: ConductorOptions, client: DuplexStream, serve: ChainServeOptions) {
    this.#options = options;
    this.#proxyHolds = options.proxies.map(newHold);
    this.#log = guardedLogger(options.logger ?? silentLogger);
    this.#graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
    this.#maxFrame = options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    this.#frameLimit = Math.max(this.#maxFrame, MAX_CHAIN_FRAME_BYTES);
    this.#client = client;
    this.#queueLimit = options.maxQueuedBytes ?? DEFAULT_MAX_QUEUED_BYTES;
    // A write to the client that fails ends the chain at once, not at the next frame for it.
    this.#clientOut = new Outbox(
      client.writable,
      this.#queueLimit,
      () => queueMicrotask(() => this.#clientOutputFailed()),
    );
    this.#signal = serve.signal;
    this.#observer = serve.observer;
    this.#ended = new Promise((resolve) => this.#wake = resolve);
  }

  /** Marks the chain as ending (the first reason wins) and wakes `run`. */
  #end(end: ChainEnd, extra: Omit<Ending, "end"> = {}): void {
    if (this.#ending !== null) return;
    this.#ending = { end, ...extra };
    this.#endingSignal.abort();
    this.#wake();
  }

  async run(): Promise<ChainOutcome> {
    const clientReader = new FrameReader(this.#client.readable, this.#maxFrame);
    this.#clientReader = clientReader;
    const onAbort = () => this.#end("stopped");
    if (this.#signal?.aborted) onAbort(); // an abort before the call fires no event
    this.#signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const first = await this.#select(clientReader);
      if (first === null) return await this.#finish(clientReader);
      clientReader.setLimit(this.#frameLimit);
      if (!await this.#start()) return await this.#finish(clientReader);
      for (const component of this.#components) {
        component.reading = this.#readComponent(component);
      }
      void this.#readClient(clientReader, first);
      await this.#ended;
      return await this.#finish(clientReader);
    } catch (e) {
      await this.#abandon(clientReader, e);
      throw e;
    } finally {
      this.#signal?.removeEventListener("abort", onAbort);
    }
  }

  /**
   * An unexpected failure (a defect, an observer that throws): every component is ended at
   * once and the client's streams are let go, its output closed (within the grace period), so
   * that nothing is left running or locked; the caller reports the failure.
   */
  async #abandon(clientReader: FrameReader, error: unknown): Promise<void> {
    this.#end("failed", { error: asError(error) });
    clearTimeout(this.#clientEofTimer);
    const released = (what: string) => (e: unknown) =>
      this.#log.error(`after the failure, ${what} failed: ${stackOf(e)}`);
    await Promise.all(
      this.#components.map((c) =>
        this.#stopComponent(c, true, "SIGTERM").catch(released(`ending ${c.name}`))
      ),
    );
    await settlesWithin(this.#clientOut.close(), this.#graceMs).catch(released("closing"));
    try {
      await clientReader.detach().readable.cancel().catch(() => {}); // its reader was let go
    } catch {
      // detached already: the byte pipe that took it has ended with the chain
    }
  }

  /**
   * Reads the client's frames until one selects a version (ROUTING §2, as the agent router
   * with both versions configured: >= 2 -> v2, canonicalized; 1 -> v1). Returns the frame to
   * send into the chain (with whether it came with its LF), or null when the session ends
   * before.
   */
  async #select(reader: FrameReader): Promise<FirstFrame | null> {
    const policy = {
      method: INITIALIZE_METHOD,
      configured: [PROTOCOL_V1, PROTOCOL_V2] as const,
      mode: "highest-compatible" as const,
    };
    while (this.#ending === null) {
      let read;
      try {
        read = await orAborted(reader.next(), this.#endingSignal.signal, null);
      } catch (e) {
        // Before any component runs: a reset is the client gone, as its end of input is.
        const failure = new ClientInputError(e);
        if (isReaderGone(e)) this.#end("client-closed");
        else this.#clientInputFailed(failure);
        return null;
      }
      if (read === null) return null;
      if (read.kind === "eof") {
        this.#end("client-closed");
        return null;
      }
      if (read.kind === "oversize") {
        // As every router answers it (ROUTING 2.3): the limit named, and as data.
        const error = firstFrameTooLarge(read.limit);
        await this.#toClient(error.toResponse(null));
        this.#log.error(error.message);
        recordOversizeFirstFrame(this.#observer, read.limit); // as the agent router does
        this.#end("oversize");
        return null;
      }
      const decision = decideFirstFrame(read.bytes, policy);
      if (decision.kind !== "select") {
        // Frames before selection go to no component: the conductor answers them itself.
        this.#observer?.bytes("Client", "acp-proxy", withLf(read.bytes));
      }
      if (decision.kind === "skip") {
        if (decision.warn) this.#log.warn(`skipped a frame: ${decision.reason}`);
        else this.#log.debug(`skipped a frame: ${decision.reason}`);
        continue;
      }
      if (decision.kind === "reject") {
        this.#log.info(`rejected a frame before initialize: ${decision.error.message}`);
        if (decision.reply !== null) await this.#toClient(decision.reply);
        continue;
      }
      this.#outcome = {
        selected: decision.version,
        requested: decision.requested,
        rewritten: decision.rewritten !== null,
      };
      this.#initializeId = decision.rawId;
      this.#routing = new ChainRouting({
        proxies: this.#options.proxies.length,
        version: decision.version,
        proxyMethods: this.#options.proxyMethods,
      });
      this.#observer?.event("route", {
        requested: decision.requested,
        selected: decision.version,
        rewritten: decision.rewritten !== null,
        configured: [PROTOCOL_V1, PROTOCOL_V2],
      });
      this.#observer?.event("first_frame", { stage: "received", raw: frameRawText(read.bytes) });
      this.#firstForwarded = this.#observer === undefined; // "forwarded": as the chain sends it
      this.#firstReceived = read.bytes;
      this.#log.info(
        `selected an ACP v${decision.version} chain of ${this.#options.proxies.length} ` +
          `prox${this.#options.proxies.length === 1 ? "y" : "ies"} for requested version ` +
          `${decision.requested}`,
      );
      const bytes = decision.rewritten === null ? read.bytes : encoder.encode(decision.rewritten);
      return { bytes, terminated: read.terminated };
    }
    return null;
  }

  /** Starts every component; on a failure answers the initialize, stops the rest, false. */
  async #start(): Promise<boolean> {
    const factories = [...this.#options.proxies, this.#options.agent];
    const routing = this.#routing!;
    for (let index = 0; index < factories.length; index++) {
      const name = routing.partyName(index);
      const words = commandWords(factories[index]);
      let connection: Connection | null;
      // The factory is told the chain gave up on it while it opens; once open, only a stop
      // reaches it: a remote one still dialled when the client leaves then has its input
      // closed, as any component (chain15: its dial was aborted as a failure, exit 1).
      const givenUp = new AbortController();
      const giveUp = () => givenUp.abort(this.#endingSignal.signal.reason);
      this.#endingSignal.signal.addEventListener("abort", giveUp, { once: true });
      const signal = this.#signal === undefined
        ? givenUp.signal
        : AbortSignal.any([this.#signal, givenUp.signal]);
      const opening = Promise.resolve().then(async () =>
        checkedConnection(
          // Its own lines (a remote one's connection) say which component they are about.
          await factories[index]({ signal, logger: prefixedLogger(this.#log, `${name}: `) }),
        )
      );
      try {
        // A stop while a component opens (a dial, a slow factory) is not kept waiting.
        connection = await orAborted(opening, this.#endingSignal.signal, null);
      } catch (e) {
        await this.#startFailed(words === null ? name : `${name} (${joinCommand(words)})`, e);
        return false;
      } finally {
        this.#endingSignal.signal.removeEventListener("abort", giveUp);
      }
      if (connection === null) {
        const graceMs = this.#graceMs;
        const stopNow = stopSignalOf(this.#signal?.reason);
        opening.then(async (late) => { // opened after the chain ended: ended at once
          await late.readable.cancel().catch(() => {});
          await late.writable.abort().catch(() => {});
          await late.terminate?.(graceMs, stopNow)?.catch((e: unknown) => {
            this.#log.error(`ending ${name}, opened after the chain ended, failed: ${stackOf(e)}`);
          });
        }, () => {}); // opening failed after the end: nothing to end
        return false;
      }
      const pid = (connection as { pid?: unknown }).pid;
      const running: Running = {
        index,
        name,
        connection,
        outbox: new Outbox(
          connection.writable,
          this.#queueLimit,
          (error) => this.#componentInputFailed(running, error),
        ),
        // A proxy's frames wrap the messages it passes on; the agent's do not.
        reader: new FrameReader(
          connection.readable,
          this.#frameLimit + (index < this.#options.proxies.length ? ENVELOPE_ROOM_BYTES : 0),
        ),
        pid: typeof pid === "number" ? pid : null,
        exitCode: null,
        exitSignal: null,
        exited: false,
        exitedBySelf: false,
        outlived: false,
        unreached: false,
        reading: null,
        inputClosedAt: null,
        inputDoneAt: null,
      };
      this.#components.push(running);
      // The orphan watchdog has this one's process group before the next component starts,
      // not once every component has started (a daemon SIGKILLed meanwhile left them running).
      if (index < factories.length - 1) await settlesWithin(groupsRegistered(), REGISTER_WAIT_MS);
      // A dialled component (a remote agent over HTTP) that cannot be reached did not start
      // either, though it opened: the answer it makes up itself is not the chain's.
      connection.reached?.catch((e) => {
        if (this.#ending !== null || this.#initializeId === null) return;
        running.unreached = true;
        void this.#startFailed(words === null ? name : `${name} (${joinCommand(words)})`, e);
      });
      // The signal that killed it, for the line that says its end (regress106): it settles
      // with the exit, long before that line (the exit is not held back for it).
      const signalled = exitSignalOf(connection);
      void signalled?.then((s) => running.exitSignal = s, () => {});
      connection.exited?.then((code) => {
        running.exited = true;
        running.exitCode = code;
        this.#watchOutlivedOutput(running);
      }, () => {});
      this.#observer?.event("agent_start", {
        pid: running.pid,
        command: words === null ? null : joinCommand(words),
        ...(connection.url === undefined ? {} : { url: connection.url }),
        party: name,
      });
      this.#log.info(
        `started ${name}${running.pid === null ? "" : ` (pid ${running.pid})`}` +
          (words === null ? "" : `: ${joinCommand(words)}`),
      );
    }
    return true;
  }

  /** A component did not start: says so, answers the client's initialize, and ends. */
  async #startFailed(what: string, e: unknown): Promise<void> {
    const message = `failed to start ${what}: ${messageOf(e)}`;
    this.#log.error(message);
    this.#observer?.event("error", { message, stage: "start" });
    // An initialize no component got: the chain answers it itself.
    if (this.#firstReceived !== null) {
      this.#observer?.bytes("Client", "acp-proxy", withLf(this.#firstReceived));
      this.#firstReceived = null;
    }
    const id = this.#initializeId;
    this.#initializeId = null; // answered here: a later answer to it does not refuse the chain
    // With what the component said about it (a remote agent's refusal: its status and body).
    const dataText = jsonTextOf(propertyOf(e, "dataText"));
    await this.#toClient(
      errorFrame(
        id,
        ErrorCode.InternalError,
        message,
        dataText,
      ),
    );
    this.#end("start-failed", { error: asError(e) });
  }

  /** The client's frames, the selecting one first, into the chain. */
  async #readClient(reader: FrameReader, first: FirstFrame): Promise<void> {
    try {
      // Without its LF when it came without one, as later frames (and the agent router).
      await this.#dispatch(CLIENT, first.bytes, first.terminated);
      while (this.#ending === null) {
        if (this.#pipes()) {
          await this.#pipe(reader, this.#components[0].outbox, "client");
          return this.#ending === null ? this.#clientEnded() : undefined;
        }
        let read;
        try {
          read = await reader.next();
        } catch (e) {
          throw new ClientInputError(e); // the client's side, not the chain's
        }
        const turning = this.#turn(read.kind === "frame" ? read.bytes.length : 0);
        if (turning) await turning; // not an await per frame: only when a turn is due
        if (read.kind === "eof") return this.#clientEnded();
        // Framing stopped with no line begun (stopFraming): nothing to pass, the pipe follows.
        if (read.kind === "frame" && read.bytes.length === 0 && !read.terminated) continue;
        // The chain ended while this read waited: the frame is not routed.
        if (this.#ending !== null) {
          return this.#lateClientFrame(read.kind === "frame" ? read.bytes.length : read.limit);
        }
        if (this.#pipes()) {
          // The initialize answer came while this read waited: from here bytes pass exactly,
          // so this frame goes as it came (a last line keeps its missing LF) and an over-long
          // one is no longer over any limit (the reader still holds it whole).
          if (read.kind === "frame") {
            await this.#components[0].outbox.pushBytes(read.bytes);
            if (read.terminated) await this.#components[0].outbox.pushBytes(LF_BYTE);
          }
          continue;
        }
        if (read.kind === "oversize") {
          // With no proxies (and no transcript) nothing the client sends is routed: its bytes
          // pass as they are, with no limit, as in the agent router. A long line sent before
          // the initialize is answered starts that now (what the reader holds of it first);
          // the agent's side still reads frames until its answer.
          if (this.#options.proxies.length === 0 && this.#observer === undefined) {
            await this.#pipe(reader, this.#components[0].outbox, "client");
            return this.#ending === null ? this.#clientEnded() : undefined;
          }
          return await this.#oversize("the client", read.limit);
        }
        await this.#dispatch(CLIENT, read.bytes, read.terminated);
      }
    } catch (e) {
      if (e instanceof ClientInputError && this.#ending === null) this.#clientInputFailed(e);
      else if (this.#ending === null) this.#fail(e);
      else this.#endingFailure(e);
    }
  }

  /**
   * Reading the client's input failed: a reset (a client that crashed, a socket closed with
   * data unread) is the client leaving, as in the agent router; another system error (a
   * directory, EIO) is said in one line and ends the chain (exit 1), not as a defect.
   */
  #clientInputFailed(e: ClientInputError): void {
    if (isReaderGone(e.cause)) {
      this.#log.debug(`the client's input ended with ${(e.cause as Error)?.message ?? e.cause}`);
      return this.#clientEnded();
    }
    const { line, cause } = clientInputFailure(e);
    this.#log.error(line);
    this.#end("failed", { error: cause });
  }

  /**
   * The client's input ended. As in the agent router, what is on its way back still reaches
   * the client: with no proxies the agent's input closes and its output flows until it ends;
   * with proxies, once every request in flight is answered, the agent's input closes, and
   * what it still sends flows through the proxies until its output ends, then each proxy's
   * in turn (`#drain`). Either way at most the grace period, then the usual shutdown.
   */
  #clientEnded(): void {
    this.#clientEof = true;
    this.#towardComponentsAt = Date.now();
    // A component's end is already being drained: that end is the chain's, not the client's.
    if (this.#draining !== null) return;
    if (this.#options.proxies.length === 0) {
      this.#closeInput(this.#components[0]);
    } else if (this.#routing!.inFlight === 0) {
      this.#closeAgentForClient();
    }
    void this.#graceOnceTaken();
  }

  /**
   * Starts the grace period after the client's end once the first component has taken what
   * the client sent (up to the queue's 16 MiB), as an agent router's starts once its agent
   * has read it all: a component that takes it slowly (an agent whose output a slow client
   * reads) is waited for, not cut short with the client's last bytes undelivered
   * (regress81); one whose writes stand still for a grace period (a slice of 64 KiB each) has
   * had its grace period. Only the bytes queued by then: a proxy's queue also takes what the
   * agent sends back, which may never end (regress82).
   */
  async #graceOnceTaken(): Promise<void> {
    const ending = this.#endingSignal.signal;
    const first = this.#components[0].outbox;
    const mark = first.pushedBytes;
    const taken = first.writtenUpTo(mark);
    while (!first.hasWritten(mark) && !ending.aborted) {
      const left = first.stallLeft(this.#graceMs);
      if (left === 0) return this.#graceEnded();
      await orAborted(settlesWithin(taken, left), ending, true);
    }
    if (ending.aborted) return;
    this.#clientEofTimer = setTimeout(() => this.#graceEnded(), this.#graceMs);
  }

  /**
   * The grace period after the client's input ended ran out: the chain ends. Requests the
   * client is still owed an answer to are said (with proxies the chain knows them; without,
   * it is a byte pipe and knows nothing): a script that pipes its requests in loses them.
   */
  #graceEnded(): void {
    const owed = this.#options.proxies.length > 0 ? this.#routing?.clientRequestsInFlight ?? 0 : 0;
    if (owed > 0) {
      // Who holds them: a proxy that never answers is not mended by a longer wait (chain17).
      const at = this.#routing!.furthestWaiting;
      const held = at === undefined
        ? ""
        : ` (${this.#routing!.partyName(at)} has not answered what the chain sent it)`;
      this.#log.warn(
        `${owed} request(s) of the client still unanswered ${this.#graceMs} ms after its ` +
          `input ended${held}; ending the chain without them (keep the client's input open ` +
          `until its answers arrive)`,
      );
    }
    this.#end("client-left");
  }

  /**
   * With proxies, the client's input ended and nothing it asked is in flight: the agent's
   * input closes (once). Its output then ends, which drains the chain as any component's end
   * does, and the chain ends as the client's leaving.
   */
  #closeAgentForClient(): void {
    if (this.#closingForClient) return;
    this.#closingForClient = true;
    void this.#closeAgentWhenQuiet();
  }

  /**
   * Closes the agent's input once the client's last messages have passed the proxies: every
   * component's queue empty and nothing queued towards the agent for
   * {@linkcode CLIENT_EOF_QUIET_MS}.
   * Bounded by the grace period the client's end started (then the chain ends anyway).
   */
  async #closeAgentWhenQuiet(): Promise<void> {
    const ending = this.#endingSignal.signal;
    // Quiet counts from the last write's end, not from when its frame was queued: a large
    // frame's write takes a while, and its reader has the whole of it only at the end.
    let busyAt = 0;
    while (!ending.aborted) {
      const busy = this.#components.some((c) => c.outbox.queued > 0);
      if (busy) busyAt = Date.now();
      const since = Math.max(this.#towardComponentsAt, busyAt);
      const quietFor = Date.now() - since;
      const needed = this.#quietMs(since);
      if (!busy && quietFor >= needed) break;
      // Looked at again soon: what is needed shrinks once a proxy has passed its frames on.
      const wait = busy ? 10 : Math.min(needed - quietFor, QUIET_LOOK_MS);
      await orAborted(settlesWithin(new Promise(() => {}), wait), ending, false);
    }
    if (!ending.aborted) this.#closeInput(this.#components[this.#options.proxies.length]);
  }

  /**
   * How long nothing may have been handed on towards the agent, from `since`, before its
   * input closes: {@linkcode CLIENT_EOF_QUIET_MS}, and longer for the bytes the proxies were
   * handed and have not passed on.
   */
  #quietMs(since: number): number {
    let pending = 0;
    let holding = false;
    for (const hold of this.#proxyHolds) {
      pending += bytesHeld(hold, since);
      holding ||= hold.frames > 0;
    }
    const forBytes = Math.ceil(pending / PROXY_BYTES_PER_MS);
    return (holding ? PROXY_HOLDS_FRAMES_QUIET_MS : CLIENT_EOF_QUIET_MS) +
      Math.min(forBytes, Math.floor(this.#graceMs / 2));
  }

  /**
   * A frame on its way towards the agent is queued: what a proxy is handed it has to pass on
   * (the quiet wait grows); what a proxy passes on it has passed (it shrinks).
   */
  #towardFrame(delivery: Delivery): void {
    const now = Date.now();
    this.#towardComponentsAt = now;
    const proxies = this.#options.proxies.length;
    const bytes = delivery.frame.length;
    // A proxy's own index only: the client and the chain itself (negative) hold nothing.
    if (delivery.from >= 0 && delivery.from < proxies) {
      this.#proxyHolds[delivery.from].pass(-bytes, -1, now);
    }
    if (delivery.to >= 0 && delivery.to < proxies) {
      this.#proxyHolds[delivery.to].pass(bytes, 1, now);
    }
  }
  /**
   * Once a component has exited, its output gets the grace period to end; then it counts as
   * ended (`outlived`), whatever still holds it open.
   */
  #watchOutlivedOutput(component: Running): void {
    if (component.reader.ended || this.#ending !== null) return;
    const timer = setTimeout(() => {
      if (component.reader.ended || this.#ending !== null) return;
      this.#log.info(
        `${component.name} exited with code ${component.exitCode}, but its output is still ` +
          `open ${this.#graceMs} ms later (a process it started holds it); taking it as ended`,
      );
      component.outlived = true;
      // The read waiting on it fails now (its lock let go); #readComponent takes that as the end,
      // and routes what it held as a last line without LF, as at an end of its output.
      const { buffered, readable } = component.reader.detach();
      component.heldAtExit = buffered;
      readable.cancel().catch(() => {});
    }, this.#graceMs);
    this.#endingSignal.signal.addEventListener("abort", () => clearTimeout(timer), {
      once: true,
    });
  }

  /**
   * Routes what an outlived component's reader held (a line it wrote without LF before it
   * exited, `fatal: no key`) as its last frame, as the end of its output would have
   * (stdiokinds11: dropped without a word, though `serve` delivers it).
   *
   * @returns False when routing it failed (the chain is failing).
   */
  async #routeHeldAtExit(component: Running): Promise<boolean> {
    const held = new HeldBytes();
    for (const chunk of component.heldAtExit ?? []) held.push(chunk);
    component.heldAtExit = undefined;
    if (held.length === 0 || this.#ending !== null) return true;
    const frame = held.take();
    try {
      // Piping, it is bytes on their way to the client; else a frame, routed.
      if (this.#piping) await this.#clientOut.pushBytes(frame);
      else await this.#dispatch(component.index, frame, false);
      return true;
    } catch (e) {
      this.#fail(e);
      return false;
    }
  }

  /**
   * Reading `component`'s output failed (its readable errored) while the chain runs: that is
   * the end of its output, said at warn, as the agent router takes an agent's (lib14: the chain
   * ended `failed`, as for a defect of its own). False when the chain is ending or the
   * component outlived its exit: the caller goes on as before.
   */
  #outputFailed(component: Running, e: unknown): boolean {
    if (component.outlived || this.#ending !== null) return false;
    this.#log.warn(
      `reading ${component.name}'s output failed (${messageOf(e)}); taken as its end`,
    );
    return true;
  }

  /** One component's frames into the chain, until its output ends. */
  async #readComponent(component: Running): Promise<void> {
    try {
      while (this.#ending === null) {
        if (this.#pipes()) {
          await this.#pipe(
            component.reader,
            this.#clientOut,
            (e) => this.#outputFailed(component, e),
          );
          break;
        }
        let read: FrameReadResult;
        try {
          read = await component.reader.next(); // no promise more per frame than the read's
        } catch (e) {
          if (!this.#outputFailed(component, e)) throw e;
          read = { kind: "eof" };
        }
        const turning = this.#turn(read.kind === "frame" ? read.bytes.length : 0);
        if (turning) await turning; // not an await per frame: only when a turn is due
        if (component.unreached) return; // its own answer: the chain answers and ends instead
        if (read.kind === "eof") break;
        if (this.#ending !== null) {
          // The chain ended while this read waited: what was on its way to the client has
          // been delivered (a write begun is finished, bounded by the output stall), and
          // nothing new begins now, so the client never gets a frame cut by the exit.
          this.#lateFrame(component, read.kind === "frame" ? read.bytes.length : read.limit);
          break;
        }
        if (read.kind === "oversize") return await this.#oversize(component.name, read.limit);
        await this.#dispatch(component.index, read.bytes, read.terminated);
      }
    } catch (e) {
      // Its reader let go because it outlived its exit: that is the end of its output.
      if (!component.outlived) {
        if (this.#ending === null) return this.#fail(e);
        this.#endingFailure(e);
      } else if (await this.#routeHeldAtExit(component) === false) return;
    }
    if (this.#ending !== null || this.#draining !== null) return; // the drain counts it
    if (this.#clientEof && this.#options.proxies.length === 0) return this.#end("client-left");
    // Its output ended: the chain cannot go on, but what the proxies before it still hold goes
    // on to the client, within the grace period (a proxy that takes its time with the agent's
    // last answers is not cut off). Meanwhile its exit code arrives, or, from one that keeps
    // running, comes when the chain stops it.
    this.#draining = component;
    const exit = settlesWithin(
      component.connection.exited ?? Promise.resolve(),
      Math.min(this.#graceMs, EXIT_AFTER_OUTPUT_MS),
    );
    // Nothing passes it any more: its input, and those of the components beyond it (towards
    // the agent), close at once. Those before it pass on what they still hold, hop by hop: each
    // one's input closes once the one after it has ended its output (all routed to it).
    for (const c of this.#components) if (c.index >= component.index) this.#closeInput(c);
    const deadline = Date.now() + this.#graceMs;
    for (let i = component.index - 1; i >= 0 && this.#ending === null; i--) {
      const before = this.#components[i];
      this.#closeInput(before);
      const left = Math.max(0, deadline - Date.now());
      if (!await settlesWithin(before.reading ?? Promise.resolve(), left)) break;
    }
    await exit;
    if (this.#ending === null && component.exited && this.#signal !== undefined) {
      await this.#stopBehind(component.exitCode);
    }
    if (this.#ending !== null) return;
    // The agent's end that the client's caused: the client left (the agent's own failure is
    // said then, and its code is the chain's, as in the agent router).
    if (this.#closingForClient && component.index === this.#options.proxies.length) {
      return this.#end("client-left");
    }
    if (component.exited) this.#logComponentEnd(component, component.exitCode);
    this.#end("component-ended", {
      ended: { component: component.name, code: component.exited ? component.exitCode : null },
    });
  }

  /**
   * A write to a component failed. With proxies the chain routes every frame and cannot go on
   * without that party: unless it is exiting or its output ends meanwhile (which say how it
   * ended), one that stopped reading its input while it runs (closed its stdin) ends the
   * chain, its requests in flight answered, rather than have every frame for it dropped with
   * no word. With no proxies the chain is a byte pipe and does as the agent router: the
   * agent's output and exit decide.
   */
  #componentInputFailed(component: Running, error: Error): void {
    if (this.#options.proxies.length === 0) return;
    const ending = (): boolean =>
      this.#ending !== null || this.#draining !== null || component.exited ||
      component.reader.ended;
    if (ending()) return;
    const exited = component.connection.exited ?? new Promise<never>(() => {});
    // Not bounded by --grace-ms: a small grace would call an agent that is exiting one that
    // stopped reading (it waits only on this failure).
    void settlesWithin(exited, EXIT_AFTER_OUTPUT_MS).then(() => {
      if (ending()) return;
      const what = `${component.name} stopped reading its input while it runs ` +
        `(${error.message})`;
      this.#log.error(`${what}; ending the chain`);
      this.#end("failed", { error: new Error(what, { cause: error }) });
    });
  }

  /**
   * A client frame read after the chain ended (the read was waiting as it ended): not routed,
   * as those the chain never read are not (its requests in flight have been, or are being,
   * answered; a frame routed now would go to a party that is gone, its request never
   * answered), and said at info.
   *
   * @param bytes The frame's size (or the limit it passed).
   */
  #lateClientFrame(bytes: number): void {
    this.#log.info(
      `the client sent a message of ${bytes} bytes as the chain ended ` +
        `(${END_REASONS[this.#ending!.end]}); it was not routed`,
    );
  }

  /**
   * A frame for a component whose input has closed: not delivered, and said at warn, once per
   * sender and receiver (the rest of a burst would only repeat it).
   */
  #notDelivered(delivery: Delivery): void {
    const routing = this.#routing!;
    const to = routing.partyName(delivery.to);
    const from = routing.partyName(delivery.from);
    const key = `${from}>${to}`;
    if (this.#undelivered.has(key)) return;
    this.#undelivered.add(key);
    const why = this.#closingForClient ? "the client's input ended" : "the chain is ending";
    this.#log.warn(
      `${from} sent a message of ${delivery.frame.length} bytes to ${to} after ${to}'s input ` +
        `closed (${why}); it was not delivered`,
    );
  }

  /** A component's frame read after the chain ended: not routed, and said. */
  #lateFrame(component: Running, bytes: number): void {
    const end = this.#ending!.end;
    const why = end === "client-left" && this.#clientEof
      ? "the client's input ended"
      : END_REASONS[end];
    const message = `${component.name} sent a message of ${bytes} bytes after the chain ended ` +
      `(${why}); it was not delivered`;
    if (end === "stopped") this.#log.info(message);
    else this.#log.warn(message);
  }

  /**
   * Waits a moment for a stop after a component that a signal the daemon takes too has ended
   * (129, 130, 143): a client that signals the whole process tree (acpx) reaches the component
   * and the daemon together, and the daemon's may be behind. The stop is the chain's end then,
   * not the component's (regress76: "error: Agent ended with exit code 143").
   */
  async #stopBehind(code: number | null): Promise<void> {
    if (code === null || !STOP_CODES.has(code)) return;
    using stop = watchAbort(this.#signal, true);
    await settlesWithin(stop.promise, STOP_BEHIND_MS);
  }

  /**
   * Says how the component that ended the chain ended: at info when it is the agent, exiting
   * 0 (a clean end of the chain), else as an error.
   */
  #logComponentEnd(component: Running, code: number | null, stopped = false): void {
    const clean = component.index === this.#options.proxies.length && code === 0;
    const url = component.connection.url;
    // A remote component's exit code never reaches here (REMOTE §3: close 1000 whatever it
    // was): its connection's end is said, not a made-up exit code.
    const message = url !== undefined
      ? `${component.name} at ${url}: its connection ${code === 0 ? "was closed" : "failed"}; ` +
        `${stopped ? "the chain ended" : "ending the chain"}`
      : stopped
      ? `${component.name} ended its output and was stopped (exit code ${code}); the chain ended`
      : `${component.name} ended with exit code ${code}${
        exitCodeNote(code, component.exitSignal)
      }; ending the chain`;
    // A remote connection that failed said why itself, as an error (one line, ROUTING 6).
    if (clean || (url !== undefined && code !== 0)) this.#log.info(message);
    else this.#log.error(message);
  }

  /**
   * Whether the chain is now a byte pipe: no proxies, no observer (a transcript needs
   * frames), the initialize answered in the chain's version, nothing ending.
   */
  #pipes(): boolean {
    if (!this.#piping && this.#ending === null && this.#observer === undefined) {
      this.#piping = this.#initializeId === null && this.#routing?.bytePipe === true;
      // A read of the client's that waits for a line's end (one begun before the answer, or
      // after it while the read waited) hands over what it has: bytes pass as they come
      // from the first after the answer (stdiokinds11: a frame waited for its LF).
      if (this.#piping) this.#clientReader?.stopFraming();
    }
    return this.#piping;
  }

  /**
   * Copies the rest of `reader`'s bytes, exactly, to `out` until it ends or the chain does;
   * `client`: `reader` is the client's, whose read failing is a {@linkcode ClientInputError}.
   */
  async #pipe(
    reader: FrameReader,
    out: Outbox,
    readFailed: "client" | ((e: unknown) => boolean),
  ): Promise<void> {
    while (this.#ending === null) {
      let bytes;
      try {
        bytes = await reader.nextBytes();
      } catch (e) {
        if (readFailed === "client") throw new ClientInputError(e);
        if (readFailed(e)) return;
        throw e;
      }
      if (bytes === null) return;
      const turning = this.#turn(bytes.length);
      if (turning) await turning;
      await out.pushBytes(bytes);
      if (out === this.#clientOut && out.failed !== null) return this.#clientOutputFailed();
    }
  }

  /**
   * Routes one frame from `from` and queues its deliveries. A last line without LF
   * (`terminated` false) stays so where it is forwarded unchanged with no proxies (the
   * transcript must not alter the bytes); with proxies it gets its LF, as any frame does: a
   * proxy's input carries the messages of both its sides, and the next one would join that
   * line (an initialize answer the proxy then cannot read). A frame the chain rewrites is a new
   * line, with its LF.
   */
  async #dispatch(from: number, frame: Uint8Array, terminated = true): Promise<void> {
    const routing = this.#routing!;
    const view = viewMessage(frame);
    const { deliveries, dropped, taken } = routing.route(from, frame, view);
    for (const d of dropped) {
      const party = routing.partyName(d.from);
      if (d.notJson) {
        // As the stdout guard's lines are: the transcript keeps the line, the log shows it.
        if (this.#observer !== undefined) {
          const raw = frameRawText(frame);
          this.#observer.event("non_json", { from: party, to: "acp-proxy", raw, action: "drop" });
        }
        const head = frameRawText(frame.subarray(0, MAX_SHOWN_CHARS * 4));
        this.#log.warn(
          `dropped a line from ${party} that is not JSON: ${clipped(head, MAX_SHOWN_CHARS)}`,
        );
      } else if (d.routine) this.#log.debug(`dropped a frame from ${party}: ${d.reason}`);
      else this.#log.warn(`dropped a frame from ${party}: ${d.reason}`);
    }
    // A frame the chain took itself is recorded as sent to acp-proxy (`tookItself`; chain15:
    // a cancel sent as a request was not, and its answer paired with nothing); of a batch
    // routed entry by entry, the entries it took, as one batch (regress94: they were not when
    // others went on). (An answer it replaces is not: its request was recorded on its way, the
    // replacement pairs.) Looked at only with a transcript: nothing on a chain's per-frame path
    // without one.
    if (this.#observer !== undefined) {
      let took: Uint8Array | null = null;
      if (taken === undefined) {
        const droppedJson = dropped.some((d) => !d.notJson);
        if (tookItself(from, deliveries, 0, droppedJson, view.kind === "batch")) took = frame;
      } else if (taken.length > 0) {
        const whole = view.kind === "batch" && taken.length === view.entryCount;
        took = whole ? frame : joinBatch(taken);
      }
      if (took !== null) this.#observer.bytes(routing.partyName(from), "acp-proxy", withLf(took));
    }
    const keepUnterminated = !terminated && this.#options.proxies.length === 0;
    for (const delivery of deliveries) {
      await this.#deliver(from, delivery, keepUnterminated && delivery.frame === frame);
    }
    if (
      this.#clientEof && this.#options.proxies.length > 0 && routing.inFlight === 0 &&
      this.#draining === null
    ) {
      this.#closeAgentForClient();
    }
  }

  /**
   * Queues one delivery for its party, on behalf of the loop reading party `reader`. That loop
   * waits while the party's queue is full, unless waiting would close a cycle of waits
   * (every loop in it waiting on a party that cannot read, because it is blocked writing to a
   * loop that waits): then the frame goes past the limit, up to the cycle's bound.
   */
  async #deliver(reader: number, delivery: Delivery, withoutLf = false): Promise<void> {
    const routing = this.#routing!;
    // A component whose input has closed (the chain drains towards the client) takes nothing
    // more: said, and not recorded as delivered.
    if (delivery.to !== CLIENT && this.#components[delivery.to].inputClosedAt !== null) {
      return this.#notDelivered(delivery);
    }
    // A frame on its way towards the agent (the client's, or one a proxy passes on), not the
    // agent's output on its way back through the proxies: timed for the client's end.
    if (delivery.to !== CLIENT && (delivery.from === CLIENT || delivery.to > delivery.from)) {
      this.#towardFrame(delivery);
    }
    const recorded = delivery.recorded ?? delivery.frame;
    if (!this.#firstForwarded && delivery.from === CLIENT && delivery.to === 0) {
      this.#firstForwarded = true;
      this.#firstReceived = null;
      this.#observer!.event("first_frame", {
        stage: "forwarded",
        raw: frameRawText(delivery.frame),
      });
    }
    this.#observer?.bytes(
      routing.partyName(delivery.from),
      routing.partyName(delivery.to),
      withoutLf ? recorded : withLf(recorded),
    );
    // The sender's last line, without LF: a frame now, ahead of what answers it (as the
    // routers record it at the client's end of input), not only once the session closes.
    if (withoutLf) {
      this.#observer?.ended?.(routing.partyName(delivery.from), routing.partyName(delivery.to));
    }
    const out = this.#outboxOf(delivery.to);
    if (delivery.to === CLIENT) this.#watchInitializeAnswer(delivery.frame);
    if (withoutLf) await out.pushBytes(delivery.frame);
    else {
      this.#waitsOn.set(reader, delivery.to);
      try {
        await out.push(delivery.frame, () => !this.#closesCycle(reader, delivery.to));
      } finally {
        this.#waitsOn.delete(reader);
      }
    }
    if (delivery.to === CLIENT && this.#clientOut.failed !== null) this.#clientOutputFailed();
  }

  #outboxOf(party: number): Outbox {
    return party === CLIENT ? this.#clientOut : this.#components[party].outbox;
  }

  /**
   * Whether the loop reading `reader`, waiting on `to`'s full queue, would close a cycle: the
   * loop reading `to` waits on another party's queue, and so on, back to `reader`. Then no
   * loop in it would ever read again, and every party in it would stay blocked writing (a
   * proxy that does not read while it writes, with large messages both ways). The frame is
   * queued past the limit instead, as long as the queue stays within the limit plus the
   * largest frame a chain passes (`#frameLimit`: 64 MiB or more, and a proxy's envelope),
   * counted as the limit is, each frame 1 KiB more than its bytes (a cycle of tiny frames held
   * 80 MiB of them, over 1 GB); past that the chain ends (a party that writes and never reads).
   */
  #closesCycle(reader: number, to: number): boolean {
    // Each loop waits on at most one queue: follow the waits from `to`'s loop (a party
    // answering itself, `to` === `reader`, is a cycle already).
    const cycle = [reader];
    for (let at = to; at !== reader;) {
      const next = this.#waitsOn.get(at);
      if (next === undefined || cycle.length > this.#components.length + 1) return false;
      cycle.push(at);
      at = next;
    }
    const out = this.#outboxOf(to);
    if (out.cost <= this.#queueLimit + this.#frameLimit + ENVELOPE_ROOM_BYTES) return true;
    const name = (party: number) => this.#routing!.partyName(party);
    const names = cycle.map(name);
    const who = names.length === 1
      ? `${names[0]} waits for itself`
      : `${names.slice(0, -1).join(", ")} and ${names.at(-1)} wait for each other`;
    const message = `${who} to read (more than the chain's queues hold, written by a party ` +
      `that does not read while it writes: a client that never reads, or large messages both ` +
      `ways), with ${out.queued} bytes queued for ${name(to)}; ending the chain`;
    this.#log.error(message);
    this.#end("failed", { error: new Error(message) });
    return true;
  }

  /** The client's initialize answered with an error: the chain is refused and ends. */
  #watchInitializeAnswer(frame: Uint8Array): void {
    if (this.#initializeId === null) return;
    const view = viewMessage(frame);
    if (view.kind !== "response" || view.idText === null) return;
    if (!sameIdValue(view.idText, this.#initializeId)) return; // by value, as the check above
    this.#initializeId = null;
    if (view.isError) {
      this.#log.error(
        `the chain's initialize was refused by ${this.#routing!.initializeRefuser()}: ` +
          new TextDecoder().decode(frame),
      );
      this.#end("refused");
    }
  }

  /**
   * A write to the client failed: the client went away (`client-left`), or something else
   * failed, a full disk say (`output-failed`, logged).
   */
  #clientOutputFailed(): void {
    const error = this.#clientOutputError();
    if (error === null) return this.#end("client-left");
    if (this.#ending === null) this.#log.error(outputFailure(error));
    this.#end("output-failed", { error });
  }

  /** Why writing to the client failed, or null when it did not or the client left (EPIPE). */
  #clientOutputError(): Error | null {
    const failed = this.#clientOut.failed;
    return failed === null || isReaderGone(failed) ? null : failed;
  }

  /** A read or route that failed while the chain was ending: expected then, said at debug. */
  #endingFailure(e: unknown): void {
    this.#log.debug(`while the chain ended: ${stackOf(e)}`);
  }

  #fail(e: unknown): void {
    this.#log.error(`unexpected failure in the chain: ${stackOf(e)}`);
    this.#end("failed", { error: asError(e) });
  }

  /**
   * A frame over the bound after selection: the chain cannot route what it cannot read whole,
   * so it ends (exit 1), after telling the client why (an error without id: the frame's id
   * is unknown).
   */
  async #oversize(who: string, limit: number): Promise<void> {
    if (this.#ending !== null) return;
    const message = `${who} sent a message larger than ${limit} bytes, the largest this chain ` +
      `passes`;
    this.#log.error(`${message}; ending the chain`);
    this.#observer?.event("error", { message, stage: "session" });
    await settlesWithin(this.#toClient(errorFrame(null, ErrorCode.InvalidRequest, message)), 1_000);
    this.#end("oversize");
  }

  /** A component's `agent_exit` event: its code, or the signal that ended it (a process's). */
  async #recordExit(c: Running): Promise<void> {
    if (!this.#observer || !c.connection.exited) return;
    const exitSignal = exitSignalOf(c.connection);
    const signal = exitSignal && c.exited ? await exitSignal : null;
    this.#observer.event("agent_exit", {
      code: signal || !c.exited ? null : c.exitCode,
      signal,
      party: c.name,
    });
  }

  /**
   * Writes one of the conductor's own frames to the client; a transcript records it, or
   * `recorded` (the same answer under the id its request is recorded with).
   */
  async #toClient(text: string, recorded?: string): Promise<void> {
    const frame = encoder.encode(text);
    this.#observer?.bytes(
      "acp-proxy",
      "Client",
      withLf(recorded === undefined ? frame : encoder.encode(recorded)),
    );
    await this.#clientOut.push(frame);
  }

  /**
   * Ends every component in the agent router's order and reports the outcome: after a
   * signal, each group gets it at once and SIGKILL after the grace period; otherwise each
   * component's input is closed, it has the grace period to exit, then SIGTERM, then SIGKILL.
   */
  async #finish(clientReader: FrameReader): Promise<ChainOutcome> {
    clearTimeout(this.#clientEofTimer);
    const ending = this.#ending ?? { end: "failed" as const };
    const stopped = ending.end === "stopped";
    await this.#answerInFlight(ending);
    const signal = stopped ? stopSignalOf(this.#signal?.reason) : "SIGTERM";
    // After a signal, the client's output has one grace period in all: draining and closing.
    const stoppedBy = performance.now() + this.#graceMs;
    // What is on its way to the client goes first, for as long as the client takes it (as in
    // the agent router: until it has taken nothing for 60 s), then the client's output ends;
    // after a signal every group gets it at once, while that drains within the grace period
    // (a client that reads nothing must not hold the signal back).
    const drained = stopped
      ? settlesWithin(this.#clientOut.drained(), this.#graceMs)
      : drainToClient(this.#clientOut.drained(), this.#clientOut, {
        graceMs: this.#graceMs,
        stallMs: DEFAULT_OUTPUT_STALL_MS,
        signal: this.#signal,
        log: this.#log,
        ended: "the chain has ended",
      });
    // (A stop signal that comes meanwhile cuts each of these waits short.)
    if (!stopped) await drained;
    // A component that ended the chain: the client's side closes now, as the agent router's
    // does when its agent ends, not once every component is stopped.
    if (ending.end === "component-ended") {
      await orAborted(settlesWithin(this.#clientOut.close(), this.#graceMs), this.#signal, false);
    }
    await Promise.all(this.#components.map((c) => this.#stopComponent(c, stopped, signal)));
    // One that ended its output and went on running has its code now (143: it was stopped,
    // or its own, when it exited within the grace period).
    const ender = this.#components.find((c) => c.name === ending.ended?.component);
    if (ending.ended && ending.ended.code === null && ender !== undefined) {
      ending.ended.code = ender.exited ? ender.exitCode : null;
      this.#logComponentEnd(ender, ending.ended.code, !ender.exitedBySelf);
    }
    // A proxy that failed on its own while the agent ended cleanly is the chain's end: what
    // passed through it may not have reached the client.
    const failed = this.#components.find((c) =>
      c.index < this.#options.proxies.length && c.exitedBySelf && c.exitCode !== 0
    );
    if (ending.ended?.component === "Agent" && ending.ended.code === 0 && failed) {
      // The agent ended the chain: this one's end is said as what it is, not as the ender.
      this.#log.error(
        `${failed.name} ended with exit code ${failed.exitCode} as the chain ended (after the ` +
          `agent); what passed through it may not have reached the client`,
      );
      ending.ended = { component: failed.name, code: failed.exitCode };
    }
    // A component that failed by itself is said: after the client left, as in the agent
    // router (the agent's code is the chain's exit code then); once another had ended the
    // chain, as after it (the chain's code is the first one's; its end may be why some output
    // never came).
    const first = ending.end === "component-ended" ? ending.ended?.component : undefined;
    if (ending.end === "client-left" || first !== undefined) {
      for (const c of this.#components) {
        if (c.name === first || !c.exitedBySelf || c.exitCode === 0 || c.exitCode === null) {
          continue;
        }
        // A remote one has no exit code to say: its connection's failure was said by it.
        if (c.connection.url !== undefined) continue;
        const after = first === undefined ? "" : ` too, after ${first}`;
        this.#log.error(
          `${c.name} ended with exit code ${c.exitCode}${
            exitCodeNote(c.exitCode, c.exitSignal)
          }${after}`,
        );
      }
    }
    // Each component's end, in chain order: the agent's is the transcript's last.
    for (const c of this.#components) await this.#recordExit(c);
    await drained;
    const closeMs = stopped ? Math.max(0, stoppedBy - performance.now()) : this.#graceMs;
    await settlesWithin(this.#clientOut.close(), closeMs);
    await clientReader.detach().readable.cancel().catch(() => {});
    const agent = this.#components.find((c) => c.index === this.#options.proxies.length);
    const end = this.#outputFailedAtEnd(ending);
    if (end.end === "output-failed" && end.error) {
      // After every exit, as the agent router records it.
      this.#observer?.event("error", { message: end.error.message, stage: "session" });
    }
    return {
      end: end.end,
      ...this.#outcome,
      agent: agent === undefined ? null : {
        code: agent.exitCode,
        endedBy: agent.exitedBySelf ? "itself" : "router",
        pid: agent.pid,
      },
      ...(end.ended ? { ended: end.ended } : {}),
      ...(end.error ? { error: end.error } : {}),
    };
  }

  /**
   * The chain ends while requests of the client are in flight (a component ended, a message
   * over the bound, a failure): each gets a `-32603` answer under its own id, saying why, so
   * the client's request settles instead of waiting for an answer that cannot come. Not when
   * the client left or a signal stops the chain. Bounded by the grace period (a client that
   * reads nothing).
   */
  async #answerInFlight(ending: Ending): Promise<void> {
    const why = ending.end === "component-ended"
      ? `${ending.ended?.component ?? "a component"} ended`
      : ending.end === "oversize"
      ? "a message was larger than the chain passes"
      : ending.end === "refused"
      ? "its initialize was refused"
      : ending.end === "failed"
      ? ending.error?.message ?? "it failed"
      : null;
    if (why === null || this.#routing === null) return;
    const ids = this.#routing.takeClientRequests();
    if (ids.length === 0) return;
    this.#log.info(`answering ${ids.length} request(s) of the client in flight: the chain ended`);
    const message = `the chain ended before answering: ${why}`;
    // The client gets its own id; the transcript, which recorded the request under the id
    // of its hop, records the answer under that one too, so that they pair.
    const answers = ids.map(({ clientId, hopId }) =>
      this.#toClient(
        errorFrame(clientId, ErrorCode.InternalError, message),
        errorFrame(hopId, ErrorCode.InternalError, message),
      )
    );
    await settlesWithin(Promise.all(answers), this.#graceMs);
  }

  /**
   * A quiet end (the client's input ended, a component ended) whose last writes to the
   * client failed for another reason than the client leaving, a full disk say, is
   * `output-failed` (logged): the client did not get everything.
   */
  #outputFailedAtEnd(ending: Ending): Ending {
    if (ending.end !== "client-left" && ending.end !== "component-ended") return ending;
    const error = this.#clientOutputError();
    if (error === null) return ending;
    this.#log.error(outputFailure(error));
    return { end: "output-failed", error };
  }

  async #stopComponent(c: Running, stopped: boolean, signal: Deno.Signal): Promise<void> {
    if (!stopped) {
      // Gently: its input closes and it has the grace period to exit, unless the stop signal
      // comes meanwhile (an editor's SIGTERM after the client's EOF): then as after a signal.
      // The grace period counts from when its input began to close (the client's EOF, say),
      // as in the agent router, not once more from here.
      const exited = c.connection.exited ?? Promise.resolve(0);
      const began = this.#closeInput(c);
      const gently = settlesWithin(c.outbox.close(), this.#graceMs).then(() => {
        // From when its input closed; from when that began if it is not closed yet (a
        // component that does not read has had its grace period).
        const since = c.inputDoneAt ?? began;
        return settlesWithin(exited, Math.max(0, since + this.#graceMs - Date.now()));
      });
      const bySelf = await orAborted(gently, this.#signal, null);
      if (bySelf !== null) return await this.#endGently(c, bySelf);
      signal = stopSignalOf(this.#signal?.reason);
    }
    c.exitedBySelf = c.exited;
    // The signal first, then the input closes (a component that exits at once on EOF must
    // see the signal).
    const terminate = c.connection.terminate?.bind(c.connection);
    const terminating = terminate &&
      exitCodeOf(
        () => terminate(this.#graceMs, signal),
        this.#log,
        c.name,
        terminateBoundMs(this.#graceMs),
      );
    // Bounded: an abort waits for the write under way, which a component in memory that does
    // not read (blocked writing output nobody reads now) never finishes; its output is let go
    // next, which ends that.
    await settlesWithin(c.outbox.abort(new Error("the chain was stopped")), this.#graceMs);
    await terminating;
    sayKilledAfterGrace(c.connection, c.name, this.#graceMs, signal, this.#log);
    await this.#released(c);
  }

  /** Begins to close a component's input (once); returns when that began. */
  #closeInput(c: Running): number {
    if (c.inputClosedAt === null) {
      c.inputClosedAt = Date.now();
      void c.outbox.close().then(() => c.inputDoneAt = Date.now());
    }
    return c.inputClosedAt;
  }

  /** A component whose input closed: it exited within the grace period, or gets SIGTERM. */
  async #endGently(c: Running, bySelf: boolean): Promise<void> {
    c.exitedBySelf = bySelf;
    if (!bySelf) {
      this.#log.info(
        `${c.name} is still running ${this.#graceMs} ms after its input closed; terminating it`,
      );
    }
    const terminate = c.connection.terminate?.bind(c.connection);
    if (terminate) {
      // A stop while it is being terminated reaches its group at once, with its signal.
      await exitCodeOf(
        () => terminateHeedingStop(terminate, this.#graceMs, "SIGTERM", this.#signal),
        this.#log,
        c.name,
        terminateBoundMs(this.#graceMs),
      );
      sayKilledAfterGrace(c.connection, c.name, this.#graceMs, "SIGTERM", this.#log);
    }
    await this.#released(c);
  }

  /** Waits (bounded) for its exit and lets go of its output. */
  async #released(c: Running): Promise<void> {
    if (c.connection.exited) await settlesWithin(c.connection.exited, this.#graceMs);
    await c.reader.detach().readable.cancel().catch(() => {});
  }
}

function withLf(frame: Uint8Array): Uint8Array {
  const out = new Uint8Array(frame.length + 1);
  out.set(frame);
  out[frame.length] = 0x0a;
  return out;
}
