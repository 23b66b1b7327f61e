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
 */ import { isClientGone } from "../async/client_gone.ts";
import { unusableStreams } from "../transport/duplex.ts";
import { commandWords } from "../process/command.ts";
import { joinCommand } from "../process/split_command.ts";
import { FrameReader } from "../transport/frame_reader.ts";
import { clientOutput, openBytePath } from "../transport/byte_path.ts";
import { orAborted, watchAbort } from "../async/when_aborted.ts";
import { silentLogger } from "../log/logger.ts";
import { DEFAULT_GRACE_MS, outputFailure, runLifecycle } from "./lifecycle.ts";
import { stopSignalOf } from "../process/stop_signal.ts";
import { ClientInputError, isReaderGone, isReset, systemCode } from "../transport/pipe_errors.ts";
const LF = new Uint8Array([
  0x0a
]);
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
 */ export async function serveHandshakeSession(client, handshake, options) {
  const unusable = unusableStreams(client);
  if (unusable !== undefined) {
    (options.logger ?? silentLogger).error(`the client's streams cannot be served: ${unusable}`);
    return {
      started: false,
      end: "failed",
      error: new TypeError(unusable)
    };
  }
  // The router's own answers go the way the session's bytes will: a non-blocking stdout is
  // waited for from the first of them on (a flood of refused frames fills the pipe too). Made
  // at the first of them: without any, the byte path makes it as it opens, and stdout's flag
  // is read then, as late as it can be.
  let made;
  const output = ()=>(made ??= clientOutput(client, options.logger ?? silentLogger)).writable;
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
 * Lets go of the start frame once the byte path has it (its own reference writes the prefix to
 * the peer): the session runs on without it. Behind `--listen` each connection held its
 * initialize as received and as forwarded for its whole life (hostile14: 20 connections whose
 * initialize was 8 MB held some 370 MB).
 */ function releaseStart(start, prefixSent) {
  start.received = new Uint8Array(0);
  start.verdict = undefined;
  // Emptied in place once written (or failed): a new array here left the chunks held
  // wherever the old one is still referenced (some 200 MB of the 370 stayed).
  void prefixSent.then(()=>void (start.prefix.length = 0));
}
/** A connection before its peer starts: its frame reader, its writer, its stop. */ class Pending {
  #frames;
  /** Taken at the first answer. */ #writer;
  /** Where the client's bytes go ({@linkcode clientOutput}), made when first asked for. */ #output;
  #signal;
  #log;
  #observer;
  stop;
  #stopWatch;
  constructor(client, output, options){
    this.#output = output;
    this.#observer = options.observer;
    this.#frames = new FrameReader(client.readable, options.maxFrameBytes);
    this.#signal = options.signal;
    this.#log = options.logger ?? silentLogger;
    this.#stopWatch = watchAbort(options.signal, "stop");
    this.stop = this.#stopWatch.promise;
  }
  /** The writer of the client's output, taken at the first answer. */ #taken() {
    return this.#writer ??= this.#output().getWriter();
  }
  /** The session is over: nothing of it stays on the caller's signal. */ [Symbol.dispose]() {
    this.#stopWatch[Symbol.dispose]();
  }
  /** Reads and judges frames until one starts the peer (or the connection ends first). */ async readUntilStart(handshake) {
    while(true){
      const read = await orAborted(this.#frames.next().catch((e)=>{
        // A client that reset its connection has gone: it closed, as at its end of input
        // (stdiokinds8: exit 1 and an error line, where a pipe's end gave 0).
        if (isReset(e)) {
          this.#log.debug(`the client went away before the start: ${errorText(e)}`);
          return {
            kind: "eof"
          };
        }
        throw new ClientInputError(e);
      }), this.#signal, "stop");
      if (read === "stop") return {
        end: "stopped"
      };
      if (read.kind === "eof") return {
        end: "client-closed"
      };
      if (read.kind === "oversize") {
        await this.#lastAnswer(this.reply(handshake.onOversize(read.limit)));
        // The session ends on it (ROUTING 2.3): a remote server closes with an error for it.
        this.#observer?.event("error", {
          message: `the first frame is over the ${read.limit}-byte limit`,
          stage: "first_frame"
        });
        return {
          end: "oversize"
        };
      }
      const verdict = handshake.onFrame(read.bytes);
      if (verdict.kind !== "start") this.#observe("Client", "acp-proxy", read.bytes);
      if (verdict.kind === "start") {
        this.#observer?.event("first_frame", {
          stage: "received",
          raw: frameRawText(read.bytes)
        });
        this.#observer?.event("first_frame", {
          stage: "forwarded",
          raw: frameRawText(verdict.first)
        });
        // Every reply has been written: stdout may now go to the peer itself.
        const rest = this.#frames.detach();
        this.#writer?.releaseLock();
        const prefix = [
          verdict.first,
          ...read.terminated ? [
            LF
          ] : [],
          ...rest.buffered
        ];
        return {
          verdict,
          received: read.bytes,
          prefix,
          rest: rest.readable
        };
      }
      if (verdict.reply !== undefined && await this.reply(verdict.reply) === "stop") {
        return {
          end: "stopped"
        };
      }
    }
  }
  /** Shows the observer one line the router read or wrote itself. */ #observe(from, to, line) {
    if (!this.#observer) return;
    this.#observer.bytes(from, to, line);
    this.#observer.bytes(from, to, LF);
  }
  /** Writes one line back; a stop does not wait for a client that does not read. */ reply(line) {
    const bytes = encoder.encode(line + "\n");
    this.#observer?.bytes("acp-proxy", "Client", bytes);
    return orAborted(this.#taken().write(bytes).catch((e)=>{
      throw new ClientWriteFailure(e);
    }), this.#signal, "stop");
  }
  /**
   * Waits for the write of an answer the connection ends with either way (oversize, a peer
   * that could not start); a failure is logged as every failed write to the client is.
   */ async #lastAnswer(written) {
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
   */ #writeFailed(cause) {
    if (isReaderGone(cause)) {
      this.#log.debug(`the client went away before the start: ${errorText(cause)}`);
      return false;
    }
    this.#log.error(outputFailure(cause));
    return true;
  }
  /** Ends a connection that started no peer. */ async end(end, error) {
    // What the client's end of an in-memory pair then sees: a named error, not `undefined`.
    const reason = ended(end);
    this.#frames.detach().readable.cancel(reason).catch(()=>{});
    // A client that does not read would hold a close forever: a stop aborts instead.
    const writer = this.#taken();
    if (this.#signal?.aborted) writer.abort(reason).catch(()=>{});
    else await Promise.race([
      writer.close().catch(()=>{}),
      this.stop
    ]);
    // Let go, as a started session does: the caller's stream is no longer held.
    writer.releaseLock();
    const stopped = this.#signal?.aborted && end === "client-closed";
    return {
      started: false,
      end: stopped ? "stopped" : end,
      ...error ? {
        error
      } : {}
    };
  }
  /**
   * Answers the start frame after the peer could not be opened, and ends; `unrecorded`: the
   * frame was not recorded on its way to the peer, so it is recorded as to the router.
   */ async startFailed(start, e, unrecorded) {
    const writer = this.#output().getWriter();
    const answer = encoder.encode(start.verdict.onOpenError(e) + "\n");
    // An observer that fails here (it may be why the start failed) does not keep the answer
    // from the client, nor the client's output open.
    try {
      // A start frame that went to no peer (a dial takes it first): the router answered it.
      if (unrecorded) this.#observe("Client", "acp-proxy", start.received);
      this.#observer?.bytes("acp-proxy", "Client", answer);
    } catch (failed) {
      this.#log.error(`the session's observer failed: ${errorText(failed)}`);
    }
    await this.#lastAnswer(Promise.race([
      writer.write(answer),
      this.stop
    ]));
    writer.releaseLock();
    start.rest.cancel().catch(()=>{});
    await Promise.race([
      this.#output().close().catch(()=>{}),
      this.stop
    ]);
    return {
      started: false,
      end: "start-failed",
      error: e instanceof Error ? e : new Error(String(e))
    };
  }
  /** Ends after an error: a failed reply (the client going away is a normal end), or a bug. */ fail(e) {
    if (e instanceof ClientInputError) {
      const { line, cause } = clientInputFailure(e);
      this.#log.error(line);
      return this.end("failed", cause);
    }
    if (!(e instanceof ClientWriteFailure)) {
      const error = e instanceof Error ? e : new Error(String(e));
      this.#log.error(`unexpected failure before the start: ${error.stack ?? error.message}`);
      return this.end("failed", error);
    }
    if (!this.#writeFailed(e.cause)) return this.end("client-closed");
    const cause = e.cause instanceof Error ? e.cause : new Error(String(e.cause));
    return this.end("output-failed", cause);
  }
}
/** Opens the peer on the chosen byte path and runs the session to its end. */ async function startSession(client, output, pending, start, handshake, options) {
  const log = options.logger ?? silentLogger;
  const observer = options.observer;
  const sharing = observer;
  let opened;
  let opening;
  // The peer once it exists: a process starts before its byte path is ready (the kernel path
  // sets up for tens of milliseconds after the spawn), and a stop meanwhile must reach it.
  let startedPeer;
  const tapDown = observer && ((chunk)=>observer.bytes("Agent", "Client", chunk));
  /** Whether client bytes (the start frame first) were recorded on their way to the peer. */ let upRecorded = false;
  // Loaded only when asked for: the stdio start-up does not pay for it.
  const guard = options.guard && (await import("../observation/stdout_guard.ts")).stdoutGuard({
    ...options.guard,
    onPass: tapDown
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
        ...start.verdict.env ? {
          env: {
            ...options.open?.env,
            ...start.verdict.env.set
          },
          unsetEnv: [
            ...options.open?.unsetEnv ?? [],
            ...start.verdict.env.unset
          ]
        } : {},
        ...options.signal ? {
          signal: options.signal
        } : {},
        logger: log
      },
      tapUp: observer && ((chunk)=>{
        upRecorded = true;
        observer.bytes("Client", "Agent", chunk);
      }),
      // The client's last line without LF is a frame once its input ends: recorded there,
      // before what answers it (a recorded splice tells the ring itself).
      endUp: observer?.ended && (()=>observer.ended("Client", "Agent")),
      // With a guard, the guard shows what it passes, in order with the lines it keeps back.
      tapDown: guard ? undefined : tapDown,
      gapUp: observer?.missed && ((lineEnds, midLine)=>observer.missed("Client", "Agent", lineEnds, midLine)),
      gapDown: guard || !observer?.missed ? undefined : (lineEnds, midLine)=>observer.missed("Agent", "Client", lineEnds, midLine),
      ringUp: sharing?.share && (()=>sharing.share("Client", "Agent")),
      ringDown: guard || !sharing?.share ? undefined : ()=>sharing.share("Agent", "Client"),
      downstreamFilter: guard,
      onOpened (peer) {
        startedPeer = peer;
        // A dialled peer has started once it was reached (below): one that never is did not.
        if (peer.reached === undefined) recordStart(observer, peer, start.verdict.open);
      }
    });
    // A stop while the implementation opens (a dial, a slow factory) is not kept waiting.
    opened = await orAborted(opening, options.signal, null);
  } catch (e) {
    // A peer that opened before the failure (an observer that threw as it started, say) is
    // ended: a failed start leaves nothing running.
    const peer = startedPeer;
    if (peer?.terminate) {
      const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
      await peer.terminate(graceMs, "SIGTERM").catch((err)=>lateEndFailed(options.logger, err));
    }
    try {
      observer?.event("error", {
        message: `the implementation could not start: ${errorText(e)}`,
        stage: "start"
      });
    } catch (failed) {
      log.error(`the session's observer failed: ${errorText(failed)}`);
    }
    return await pending.startFailed(start, e, !upRecorded);
  }
  if (opened === null) {
    const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
    const stopNow = stopSignalOf(options.signal?.reason);
    opening.then((late)=>{
      late.pipes.stopUpstream();
      late.pipes.stopDownstream();
      late.peer.terminate?.(graceMs, stopNow)?.catch((e)=>lateEndFailed(options.logger, e));
    }, ()=>{}); // opening failed after the stop: nothing to end
    start.rest.cancel(ended("stopped")).catch(()=>{});
    await (output ?? client).writable.abort(ended("stopped")).catch(()=>{});
    // A peer that already runs gets the stop's signal, and its end is awaited (the grace, then
    // SIGKILL), before the end is reported: the CLI exits on that report, and an agent it had
    // not signalled would outlive it until the orphan watchdog's SIGTERM.
    const peer = startedPeer;
    let stoppedPeer;
    if (peer?.terminate) {
      const peerPid = peer.pid;
      const pid = typeof peerPid === "number" ? peerPid : null;
      // A process that started is said to have, as one whose path was ready would be.
      if (peer.reached === undefined) handshake.onStarted?.(pid, null);
      // A dialled peer has no process: its connection is closed.
      log.info(pid !== null ? `sending ${stopNow} to the agent's process group` : `closing the agent's connection`);
      const code = await peer.terminate(graceMs, stopNow).catch((e)=>{
        lateEndFailed(options.logger, e);
        return null;
      });
      // Its agent_start is recorded (a dialled peer's only once reached): so is its end.
      if (peer.reached === undefined) {
        await recordExit(observer, peer, code);
        stoppedPeer = {
          pid,
          code
        };
      }
    }
    // A client that went away meanwhile ended it, not the caller.
    return {
      started: false,
      end: isClientGone(options.signal?.reason) ? "client-closed" : "stopped",
      ...stoppedPeer && !isClientGone(options.signal?.reason) ? {
        stoppedPeer
      } : {}
    };
  }
  if (opened.peer.reached !== undefined) recordStart(observer, opened.peer, start.verdict.open);
  const peerPid = opened.peer.pid;
  const pid = typeof peerPid === "number" ? peerPid : null;
  handshake.onStarted?.(pid, opened.choice);
  // Which directions reached their sender's end: a line either other one stopped in is cut.
  const reached = {
    up: false,
    down: false
  };
  opened.pipes.upstream.then(()=>reached.up = true, ()=>{});
  opened.pipes.downstream.then(()=>reached.down = true, ()=>{});
  releaseStart(start, opened.pipes.prefixSent);
  const session = await runLifecycle(opened.pipes, opened.peer, {
    graceMs: options.graceMs,
    signal: options.signal,
    logger: log,
    peerName: options.peerName
  });
  if (!reached.up) observer?.cut?.("Client", "Agent");
  if (!reached.down) observer?.cut?.("Agent", "Client");
  await recordExit(observer, opened.peer, session.peerCode);
  if (session.outputError) {
    observer?.event("error", {
      message: session.outputError.message,
      stage: "session"
    });
  }
  return {
    started: true,
    session,
    path: opened.choice,
    pid
  };
}
/** The peer's `agent_start` event: its pid and command, or a dialled peer's URL. */ function recordStart(observer, peer, factory) {
  if (!observer) return;
  const pid = peer.pid;
  const words = commandWords(factory);
  observer.event("agent_start", {
    pid: typeof pid === "number" ? pid : null,
    command: words === null ? null : joinCommand(words),
    ...peer.url === undefined ? {} : {
      url: peer.url
    }
  });
}
/** The peer's `agent_exit` event: its code, or the signal that ended it (a process's). */ async function recordExit(observer, peer, code) {
  if (!observer) return;
  const exitSignal = peer.exitSignal;
  const signal = exitSignal ? await exitSignal : null;
  observer.event("agent_exit", {
    code: signal ? null : code,
    signal
  });
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
 */ export function clientInputFailure(e) {
  const cause = e.cause instanceof Error ? e.cause : new Error(String(e.cause));
  const system = systemCode(cause) !== undefined || Object.values(Deno.errors).some((kind)=>cause instanceof kind);
  return {
    line: `reading the client's input failed: ${system ? cause.message : cause.stack}`,
    cause
  };
}
/**
 * A frame's text for a `first_frame` event: UTF-8 (lossy), without a trailing CR.
 *
 * @param frame The frame, without its LF.
 * @returns The text.
 */ export function frameRawText(frame) {
  const end = frame.length > 0 && frame[frame.length - 1] === 0x0d ? frame.length - 1 : frame.length;
  return new TextDecoder("utf-8", {
    ignoreBOM: true
  }).decode(frame.subarray(0, end));
}
/** Why the router let go of a client's streams before a session started: an `AbortError`. */ function ended(end) {
  return new DOMException(`the router ended the connection (${end})`, "AbortError");
}
/** Ending a peer that opened after the stop failed: said, with its stack (nothing else will). */ function lateEndFailed(log, e) {
  const error = e instanceof Error ? e : new Error(String(e));
  (log ?? silentLogger).error(`ending an implementation that opened after the stop failed: ${error.stack}`);
}
function errorText(e) {
  return e instanceof Error ? e.message : String(e);
}
/** A reply could not be written to the client; `cause` says why. */ class ClientWriteFailure extends Error {
  constructor(cause){
    super("writing to the client failed", {
      cause
    });
    this.name = "ClientWriteFailure";
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Nlc3Npb24vaGFuZHNoYWtlX3Nlc3Npb24udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBPbmUgY29ubmVjdGlvbiBmcm9tIGl0cyBmaXJzdCBieXRlIHRvIGl0cyBlbmQ6IGZyYW1lcyBhcmUgcmVhZCBhbmQganVkZ2VkIGJ5IGEgaGFuZHNoYWtlXG4gKiBjYWxsYmFjayB1bnRpbCBvbmUgc3RhcnRzIHRoZSBwZWVyOyB0aGVuIHRoZSBwZWVyIGlzIG9wZW5lZCBvbiB0aGUgYnl0ZSBwYXRoXG4gKiBgdHJhbnNwb3J0L2J5dGVfcGF0aC50c2AgY2hvb3NlcywgYW5kIHRoZSBzZXNzaW9uIHJ1bnMgdG8gaXRzIGVuZCB1bmRlclxuICogYGxpZmVjeWNsZS50c2AuIFRoZSBjYWxsYmFjayBob2xkcyBhbGwgcHJvdG9jb2wga25vd2xlZGdlOyB0aGlzIG1vZHVsZSBvbmx5IGZyYW1lcyxcbiAqIHJlcGxpZXMsIHN0YXJ0cyBhbmQgY29tcG9zZXMuXG4gKlxuICogSW52YXJpYW50czogZnJhbWVzIGJlZm9yZSB0aGUgc3RhcnQgYXJlIGJvdW5kZWQgYnkgYG1heEZyYW1lQnl0ZXNgOyB0aGUgZnJhbWUgdGhhdFxuICogc3RhcnRzIHRoZSBwZWVyIGlzIGZvbGxvd2VkIGJ5IGV4YWN0bHkgdGhlIGJ5dGVzIHJlYWQgYWZ0ZXIgaXQgKG5vdGhpbmcgcGlwZWxpbmVkIGlzXG4gKiBsb3N0KTsgdGhlIHBlZXIgaXMgb3BlbmVkIGF0IG1vc3Qgb25jZTsgYSBzdG9wIG5ldmVyIHdhaXRzIG9uIGEgY2xpZW50IHRoYXQgZG9lcyBub3RcbiAqIHJlYWQ7IHRoZSBwcm9taXNlIG5ldmVyIHJlamVjdHM6IGFuIHVuZXhwZWN0ZWQgZXJyb3IgaXMgcmVwb3J0ZWQgYXMgYGZhaWxlZGAgd2l0aCB0aGVcbiAqIGVycm9yIChhbmQgbG9nZ2VkIHdpdGggaXRzIHN0YWNrKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgaXNDbGllbnRHb25lIH0gZnJvbSBcIi4uL2FzeW5jL2NsaWVudF9nb25lLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIENvbm5lY3Rpb24sXG4gIHR5cGUgQ29ubmVjdGlvbkZhY3RvcnksXG4gIHR5cGUgRHVwbGV4U3RyZWFtLFxuICB0eXBlIE9wZW5PcHRpb25zLFxuICB1bnVzYWJsZVN0cmVhbXMsXG59IGZyb20gXCIuLi90cmFuc3BvcnQvZHVwbGV4LnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJpbmdTaGFyaW5nT2JzZXJ2ZXIsIFNlc3Npb25PYnNlcnZlciB9IGZyb20gXCIuLi9vYnNlcnZhdGlvbi9zZXNzaW9uX29ic2VydmVyLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEd1YXJkT3B0aW9ucyB9IGZyb20gXCIuLi9vYnNlcnZhdGlvbi9zdGRvdXRfZ3VhcmQudHNcIjtcbmltcG9ydCB7IGNvbW1hbmRXb3JkcyB9IGZyb20gXCIuLi9wcm9jZXNzL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IGpvaW5Db21tYW5kIH0gZnJvbSBcIi4uL3Byb2Nlc3Mvc3BsaXRfY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgRnJhbWVSZWFkZXIgfSBmcm9tIFwiLi4vdHJhbnNwb3J0L2ZyYW1lX3JlYWRlci50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBCeXRlUGF0aENob2ljZSxcbiAgdHlwZSBDbGllbnRPdXRwdXQsXG4gIGNsaWVudE91dHB1dCxcbiAgb3BlbkJ5dGVQYXRoLFxufSBmcm9tIFwiLi4vdHJhbnNwb3J0L2J5dGVfcGF0aC50c1wiO1xuaW1wb3J0IHsgdHlwZSBBYm9ydFdhdGNoLCBvckFib3J0ZWQsIHdhdGNoQWJvcnQgfSBmcm9tIFwiLi4vYXN5bmMvd2hlbl9hYm9ydGVkLnRzXCI7XG5pbXBvcnQgeyB0eXBlIExvZ2dlciwgc2lsZW50TG9nZ2VyIH0gZnJvbSBcIi4uL2xvZy9sb2dnZXIudHNcIjtcbmltcG9ydCB7IERFRkFVTFRfR1JBQ0VfTVMsIG91dHB1dEZhaWx1cmUsIHJ1bkxpZmVjeWNsZSwgdHlwZSBTZXNzaW9uRW5kIH0gZnJvbSBcIi4vbGlmZWN5Y2xlLnRzXCI7XG5pbXBvcnQgeyBzdG9wU2lnbmFsT2YgfSBmcm9tIFwiLi4vcHJvY2Vzcy9zdG9wX3NpZ25hbC50c1wiO1xuaW1wb3J0IHsgQ2xpZW50SW5wdXRFcnJvciwgaXNSZWFkZXJHb25lLCBpc1Jlc2V0LCBzeXN0ZW1Db2RlIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9waXBlX2Vycm9ycy50c1wiO1xuXG4vKiogV2hhdCB0byBkbyB3aXRoIG9uZSBmcmFtZSByZWFkIGJlZm9yZSB0aGUgcGVlciBzdGFydHMuICovXG5leHBvcnQgdHlwZSBGcmFtZVZlcmRpY3QgPVxuICB8IHtcbiAgICAvKiogS2VlcCByZWFkaW5nOyB3cml0ZSBgcmVwbHlgIChvbmUgbGluZSwgbm8gbmV3bGluZSkgZmlyc3Qgd2hlbiBnaXZlbi4gKi9cbiAgICBraW5kOiBcImNvbnRpbnVlXCI7XG4gICAgLyoqIEEgbGluZSB0byBzZW5kIGJhY2sgdG8gdGhlIGNsaWVudC4gKi9cbiAgICByZXBseT86IHN0cmluZztcbiAgfVxuICB8IHtcbiAgICAvKiogT3BlbiB0aGUgcGVlciBhbmQgaGFuZCBpdCBgZmlyc3RgIChpbnN0ZWFkIG9mIHRoZSBmcmFtZSdzIG93biBieXRlcykgYW5kIHRoZSByZXN0LiAqL1xuICAgIGtpbmQ6IFwic3RhcnRcIjtcbiAgICAvKiogVGhlIGZyYW1lJ3MgYnl0ZXMgYXMgdGhlIHBlZXIgbXVzdCBnZXQgdGhlbSAod2l0aG91dCBMRikuICovXG4gICAgZmlyc3Q6IFVpbnQ4QXJyYXk7XG4gICAgLyoqIE9wZW5zIHRoZSBwZWVyLiAqL1xuICAgIG9wZW46IENvbm5lY3Rpb25GYWN0b3J5O1xuICAgIC8qKiBFeHRyYSBlbnZpcm9ubWVudCBmb3IgdGhlIHBlZXIgKGUuZy4gYFRSQUNFUEFSRU5UYCksIGFuZCBpbmhlcml0ZWQgbmFtZXMgdG8gaGlkZS4gKi9cbiAgICBlbnY/OiB7IHNldDogUmVjb3JkPHN0cmluZywgc3RyaW5nPjsgdW5zZXQ6IHN0cmluZ1tdIH07XG4gICAgLyoqIFRoZSBsaW5lIHRvIHNlbmQgYmFjaywgd2l0aG91dCBuZXdsaW5lLCB3aGVuIGBvcGVuYCBmYWlscy4gKi9cbiAgICBvbk9wZW5FcnJvcihlcnJvcjogdW5rbm93bik6IHN0cmluZztcbiAgfTtcblxuLyoqIFRoZSBwcm90b2NvbCBzaWRlIG9mIHRoZSBoYW5kc2hha2UuICovXG5leHBvcnQgaW50ZXJmYWNlIEhhbmRzaGFrZSB7XG4gIC8qKlxuICAgKiBKdWRnZXMgb25lIGZyYW1lLlxuICAgKlxuICAgKiBAcGFyYW0gZnJhbWUgVGhlIGZyYW1lJ3MgYnl0ZXMgd2l0aG91dCBMRi5cbiAgICovXG4gIG9uRnJhbWUoZnJhbWU6IFVpbnQ4QXJyYXkpOiBGcmFtZVZlcmRpY3Q7XG4gIC8qKlxuICAgKiBUaGUgbGluZSB0byBzZW5kIGJhY2ssIHdpdGhvdXQgbmV3bGluZSwgd2hlbiBhIGZyYW1lIGV4Y2VlZHMgdGhlIGxpbWl0LlxuICAgKlxuICAgKiBAcGFyYW0gbGltaXQgVGhlIGxpbWl0IGluIGJ5dGVzLlxuICAgKi9cbiAgb25PdmVyc2l6ZShsaW1pdDogbnVtYmVyKTogc3RyaW5nO1xuICAvKipcbiAgICogVG9sZCBvbmNlIHRoZSBwZWVyIGlzIG9wZW4gYW5kIGl0cyBwaXBlcyBydW4uXG4gICAqXG4gICAqIEBwYXJhbSBwaWQgVGhlIHBlZXIncyBwcm9jZXNzIGlkLCB3aGVuIGl0IGlzIGEgcHJvY2Vzcy5cbiAgICogQHBhcmFtIHBhdGggVGhlIGJ5dGUgcGF0aCB0aGUgc2Vzc2lvbiB0YWtlcyAobnVsbDogYSBzdG9wIGNhbWUgd2hpbGUgaXQgd2FzIGJlaW5nIG9wZW5lZCkuXG4gICAqL1xuICBvblN0YXJ0ZWQ/KHBpZDogbnVtYmVyIHwgbnVsbCwgcGF0aDogQnl0ZVBhdGhDaG9pY2UgfCBudWxsKTogdm9pZDtcbn1cblxuLyoqIE9wdGlvbnMgZm9yIHtAbGlua2NvZGUgc2VydmVIYW5kc2hha2VTZXNzaW9ufS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgSGFuZHNoYWtlU2Vzc2lvbk9wdGlvbnMge1xuICAvKiogTGFyZ2VzdCBmcmFtZSBiZWZvcmUgdGhlIHN0YXJ0LCBpbiBieXRlcy4gKi9cbiAgbWF4RnJhbWVCeXRlczogbnVtYmVyO1xuICAvKipcbiAgICogR3JhY2UgcGVyaW9kIGZvciB0aGUgcGVlciBhZnRlciBpdHMgaW5wdXQgY2xvc2VzLCBhbmQgYWZ0ZXIgYSBzdG9wIGJlZm9yZSBTSUdLSUxMLlxuICAgKiBAZGVmYXVsdCAyMDAwXG4gICAqL1xuICBncmFjZU1zPzogbnVtYmVyO1xuICAvKipcbiAgICogVGFrZSB0aGUga2VybmVsIHBhdGhzIHdoZXJlIGB0cmFuc3BvcnQvYnl0ZV9wYXRoLnRzYCBhbGxvd3MuXG4gICAqIEBkZWZhdWx0IGZhbHNlXG4gICAqL1xuICBrZXJuZWxQYXRocz86IGJvb2xlYW47XG4gIC8qKiBBYm9ydGluZyBpdCBzdG9wcyB0aGUgY29ubmVjdGlvbiBub3cuICovXG4gIHNpZ25hbD86IEFib3J0U2lnbmFsO1xuICAvKiogV2hlcmUgdG8gcmVwb3J0IHdoYXQgaGFwcGVucy4gKi9cbiAgbG9nZ2VyPzogTG9nZ2VyO1xuICAvKiogU2VlcyBldmVyeSBieXRlIGFuZCBldmVudCBvZiB0aGUgY29ubmVjdGlvbiAoYSB0cmFuc2NyaXB0KS4gKi9cbiAgb2JzZXJ2ZXI/OiBTZXNzaW9uT2JzZXJ2ZXI7XG4gIC8qKiBLZWVwcyBsaW5lcyB0aGF0IGFyZSBub3QgSlNPTiBmcm9tIHRoZSBjbGllbnQgKGAtLXN0ZG91dC1ndWFyZGApLiAqL1xuICBndWFyZD86IEd1YXJkT3B0aW9ucztcbiAgLyoqXG4gICAqIFRoZSBwZWVyIGFzIHRoZSBsb2cgbGluZXMgbmFtZSBpdC5cbiAgICogQGRlZmF1bHQgXCJ0aGUgYWdlbnRcIlxuICAgKi9cbiAgcGVlck5hbWU/OiBzdHJpbmc7XG4gIC8qKiBXaGF0IHRoZSBwZWVyIGlzIG9wZW5lZCB3aXRoIChpdHMgZXh0cmEgZW52aXJvbm1lbnQpLiAqL1xuICBvcGVuPzogT3Blbk9wdGlvbnM7XG59XG5cbi8qKlxuICogV2h5IGEgY29ubmVjdGlvbiBlbmRlZCBiZWZvcmUgYW55IHBlZXIgd2FzIHN0YXJ0ZWQ6IGBjbGllbnQtY2xvc2VkYDogdGhlIGNsaWVudCdzIGlucHV0XG4gKiBlbmRlZCBvciBpdHMgb3V0cHV0IHdlbnQgYXdheTsgYHN0b3BwZWRgOiB0aGUgc2lnbmFsOyBgb3ZlcnNpemVgOiBhIGZyYW1lIG92ZXIgdGhlIGxpbWl0O1xuICogYHN0YXJ0LWZhaWxlZGA6IHRoZSBwZWVyIGNvdWxkIG5vdCBiZSBvcGVuZWQ7IGBvdXRwdXQtZmFpbGVkYDogYSByZXBseSBjb3VsZCBub3QgYmVcbiAqIHdyaXR0ZW4gZm9yIGFub3RoZXIgcmVhc29uIHRoYW4gdGhlIGNsaWVudCBnb2luZyBhd2F5OyBgZmFpbGVkYDogYW4gdW5leHBlY3RlZCBlcnJvci5cbiAqL1xuZXhwb3J0IHR5cGUgSGFuZHNoYWtlRW5kID1cbiAgfCBcImNsaWVudC1jbG9zZWRcIlxuICB8IFwic3RvcHBlZFwiXG4gIHwgXCJvdmVyc2l6ZVwiXG4gIHwgXCJzdGFydC1mYWlsZWRcIlxuICB8IFwib3V0cHV0LWZhaWxlZFwiXG4gIHwgXCJmYWlsZWRcIjtcblxuLyoqIEhvdyBhIGNvbm5lY3Rpb24gZW5kZWQuICovXG5leHBvcnQgdHlwZSBIYW5kc2hha2VTZXNzaW9uRW5kID1cbiAgfCB7XG4gICAgLyoqIE5vIHBlZXIgd2FzIHN0YXJ0ZWQuICovXG4gICAgc3RhcnRlZDogZmFsc2U7XG4gICAgLyoqIFdoeS4gKi9cbiAgICBlbmQ6IEhhbmRzaGFrZUVuZDtcbiAgICAvKiogVGhlIGVycm9yIGJlaGluZCBgc3RhcnQtZmFpbGVkYCwgYG91dHB1dC1mYWlsZWRgIGFuZCBgZmFpbGVkYC4gKi9cbiAgICBlcnJvcj86IEVycm9yO1xuICAgIC8qKlxuICAgICAqIFdpdGggYHN0b3BwZWRgOiBhIHByb2Nlc3MgdGhhdCB3YXMgc3RhcnRlZCAoaXRzIGJ5dGUgcGF0aCBzdGlsbCBiZWluZyBtYWRlIHJlYWR5IHdoZW5cbiAgICAgKiB0aGUgc3RvcCBjYW1lKSBhbmQgZW5kZWQgYnkgaXQ6IGl0cyBwaWQgYW5kIGV4aXQgY29kZS5cbiAgICAgKi9cbiAgICBzdG9wcGVkUGVlcj86IHsgcGlkOiBudW1iZXIgfCBudWxsOyBjb2RlOiBudW1iZXIgfCBudWxsIH07XG4gIH1cbiAgfCB7XG4gICAgLyoqIEEgcGVlciB3YXMgc3RhcnRlZCBhbmQgdGhlIHNlc3Npb24gcmFuLiAqL1xuICAgIHN0YXJ0ZWQ6IHRydWU7XG4gICAgLyoqIEhvdyB0aGUgc2Vzc2lvbiBlbmRlZC4gKi9cbiAgICBzZXNzaW9uOiBTZXNzaW9uRW5kO1xuICAgIC8qKiBUaGUgYnl0ZSBwYXRoIGl0IHRvb2suICovXG4gICAgcGF0aDogQnl0ZVBhdGhDaG9pY2U7XG4gICAgLyoqIFRoZSBzdGFydGVkIHBlZXIncyBwcm9jZXNzIGlkLCB3aGVuIGl0IGlzIGEgcHJvY2Vzcy4gKi9cbiAgICBwaWQ6IG51bWJlciB8IG51bGw7XG4gIH07XG5cbmNvbnN0IExGID0gbmV3IFVpbnQ4QXJyYXkoWzB4MGFdKTtcbmNvbnN0IGVuY29kZXIgPSBuZXcgVGV4dEVuY29kZXIoKTtcblxuLyoqXG4gKiBTZXJ2ZXMgb25lIGNsaWVudDogaGFuZHNoYWtlLCB0aGVuIHRoZSBzZXNzaW9uLlxuICpcbiAqIEBwYXJhbSBjbGllbnQgVGhlIGNsaWVudCdzIGJ5dGUgc3RyZWFtcy5cbiAqIEBwYXJhbSBoYW5kc2hha2UgSnVkZ2VzIGZyYW1lcyB1bnRpbCBvbmUgc3RhcnRzIHRoZSBwZWVyLlxuICogQHBhcmFtIG9wdGlvbnMgTGltaXRzLCBncmFjZSBwZXJpb2QsIGJ5dGUgcGF0aCwgc3RvcCBzaWduYWwsIGxvZ2dlci5cbiAqIEByZXR1cm5zIEhvdyBpdCBlbmRlZC4gTmV2ZXIgcmVqZWN0cy5cbiAqXG4gKiBAZXhhbXBsZSBTdGFydCBhbiBlY2hvIHBlZXIgb24gdGhlIGZpcnN0IG5vbi1ibGFuayBsaW5lXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc2VydmVIYW5kc2hha2VTZXNzaW9uIH0gZnJvbSBcIi4vaGFuZHNoYWtlX3Nlc3Npb24udHNcIjtcbiAqIGNvbnN0IGNsaWVudCA9IHsgcmVhZGFibGU6IFJlYWRhYmxlU3RyZWFtLmZyb20oW25ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcIlxcbmhpXFxuXCIpXSksIHdyaXRhYmxlOiBuZXcgV3JpdGFibGVTdHJlYW08VWludDhBcnJheT4oKSB9O1xuICogY29uc3QgcmVzdWx0ID0gYXdhaXQgc2VydmVIYW5kc2hha2VTZXNzaW9uKGNsaWVudCwge1xuICogICBvbkZyYW1lOiAoZnJhbWUpID0+IGZyYW1lLmxlbmd0aCA9PT0gMCA/IHsga2luZDogXCJjb250aW51ZVwiIH0gOiB7XG4gKiAgICAga2luZDogXCJzdGFydFwiLCBmaXJzdDogZnJhbWUsIG9wZW46ICgpID0+IG5ldyBUcmFuc2Zvcm1TdHJlYW08VWludDhBcnJheSwgVWludDhBcnJheT4oKSwgb25PcGVuRXJyb3I6ICgpID0+IFwiXCIsXG4gKiAgIH0sXG4gKiAgIG9uT3ZlcnNpemU6ICgpID0+IFwiXCIsXG4gKiB9LCB7IG1heEZyYW1lQnl0ZXM6IDEwMjQgfSk7XG4gKiBjb25zb2xlLmxvZyhyZXN1bHQuc3RhcnRlZCk7IC8vIHRydWVcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gc2VydmVIYW5kc2hha2VTZXNzaW9uKFxuICBjbGllbnQ6IER1cGxleFN0cmVhbSxcbiAgaGFuZHNoYWtlOiBIYW5kc2hha2UsXG4gIG9wdGlvbnM6IEhhbmRzaGFrZVNlc3Npb25PcHRpb25zLFxuKTogUHJvbWlzZTxIYW5kc2hha2VTZXNzaW9uRW5kPiB7XG4gIGNvbnN0IHVudXNhYmxlID0gdW51c2FibGVTdHJlYW1zKGNsaWVudCk7XG4gIGlmICh1bnVzYWJsZSAhPT0gdW5kZWZpbmVkKSB7XG4gICAgKG9wdGlvbnMubG9nZ2VyID8/IHNpbGVudExvZ2dlcikuZXJyb3IoYHRoZSBjbGllbnQncyBzdHJlYW1zIGNhbm5vdCBiZSBzZXJ2ZWQ6ICR7dW51c2FibGV9YCk7XG4gICAgcmV0dXJuIHsgc3RhcnRlZDogZmFsc2UsIGVuZDogXCJmYWlsZWRcIiwgZXJyb3I6IG5ldyBUeXBlRXJyb3IodW51c2FibGUpIH07XG4gIH1cbiAgLy8gVGhlIHJvdXRlcidzIG93biBhbnN3ZXJzIGdvIHRoZSB3YXkgdGhlIHNlc3Npb24ncyBieXRlcyB3aWxsOiBhIG5vbi1ibG9ja2luZyBzdGRvdXQgaXNcbiAgLy8gd2FpdGVkIGZvciBmcm9tIHRoZSBmaXJzdCBvZiB0aGVtIG9uIChhIGZsb29kIG9mIHJlZnVzZWQgZnJhbWVzIGZpbGxzIHRoZSBwaXBlIHRvbykuIE1hZGVcbiAgLy8gYXQgdGhlIGZpcnN0IG9mIHRoZW06IHdpdGhvdXQgYW55LCB0aGUgYnl0ZSBwYXRoIG1ha2VzIGl0IGFzIGl0IG9wZW5zLCBhbmQgc3Rkb3V0J3MgZmxhZ1xuICAvLyBpcyByZWFkIHRoZW4sIGFzIGxhdGUgYXMgaXQgY2FuIGJlLlxuICBsZXQgbWFkZTogQ2xpZW50T3V0cHV0IHwgdW5kZWZpbmVkO1xuICBjb25zdCBvdXRwdXQgPSAoKSA9PiAobWFkZSA/Pz0gY2xpZW50T3V0cHV0KGNsaWVudCwgb3B0aW9ucy5sb2dnZXIgPz8gc2lsZW50TG9nZ2VyKSkud3JpdGFibGU7XG4gIHVzaW5nIHBlbmRpbmcgPSBuZXcgUGVuZGluZyhjbGllbnQsIG91dHB1dCwgb3B0aW9ucyk7XG4gIHRyeSB7XG4gICAgY29uc3Qgc3RhcnQgPSBhd2FpdCBwZW5kaW5nLnJlYWRVbnRpbFN0YXJ0KGhhbmRzaGFrZSk7XG4gICAgaWYgKFwiZW5kXCIgaW4gc3RhcnQpIHJldHVybiBhd2FpdCBwZW5kaW5nLmVuZChzdGFydC5lbmQpO1xuICAgIHJldHVybiBhd2FpdCBzdGFydFNlc3Npb24oY2xpZW50LCBtYWRlLCBwZW5kaW5nLCBzdGFydCwgaGFuZHNoYWtlLCBvcHRpb25zKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIHJldHVybiBhd2FpdCBwZW5kaW5nLmZhaWwoZSk7XG4gIH1cbn1cblxuLyoqXG4gKiBMZXRzIGdvIG9mIHRoZSBzdGFydCBmcmFtZSBvbmNlIHRoZSBieXRlIHBhdGggaGFzIGl0IChpdHMgb3duIHJlZmVyZW5jZSB3cml0ZXMgdGhlIHByZWZpeCB0b1xuICogdGhlIHBlZXIpOiB0aGUgc2Vzc2lvbiBydW5zIG9uIHdpdGhvdXQgaXQuIEJlaGluZCBgLS1saXN0ZW5gIGVhY2ggY29ubmVjdGlvbiBoZWxkIGl0c1xuICogaW5pdGlhbGl6ZSBhcyByZWNlaXZlZCBhbmQgYXMgZm9yd2FyZGVkIGZvciBpdHMgd2hvbGUgbGlmZSAoaG9zdGlsZTE0OiAyMCBjb25uZWN0aW9ucyB3aG9zZVxuICogaW5pdGlhbGl6ZSB3YXMgOCBNQiBoZWxkIHNvbWUgMzcwIE1CKS5cbiAqL1xuZnVuY3Rpb24gcmVsZWFzZVN0YXJ0KHN0YXJ0OiBTdGFydCwgcHJlZml4U2VudDogUHJvbWlzZTx2b2lkPik6IHZvaWQge1xuICBzdGFydC5yZWNlaXZlZCA9IG5ldyBVaW50OEFycmF5KDApO1xuICAoc3RhcnQgYXMgeyB2ZXJkaWN0PzogU3RhcnRbXCJ2ZXJkaWN0XCJdIH0pLnZlcmRpY3QgPSB1bmRlZmluZWQ7XG4gIC8vIEVtcHRpZWQgaW4gcGxhY2Ugb25jZSB3cml0dGVuIChvciBmYWlsZWQpOiBhIG5ldyBhcnJheSBoZXJlIGxlZnQgdGhlIGNodW5rcyBoZWxkXG4gIC8vIHdoZXJldmVyIHRoZSBvbGQgb25lIGlzIHN0aWxsIHJlZmVyZW5jZWQgKHNvbWUgMjAwIE1CIG9mIHRoZSAzNzAgc3RheWVkKS5cbiAgdm9pZCBwcmVmaXhTZW50LnRoZW4oKCkgPT4gdm9pZCAoc3RhcnQucHJlZml4Lmxlbmd0aCA9IDApKTtcbn1cblxuLyoqIFRoZSBmcmFtZSB0aGF0IHN0YXJ0cyB0aGUgcGVlciwgd2hhdCB0byBkbyB3aXRoIGl0LCBhbmQgd2hhdCB3YXMgcmVhZCBhZnRlciBpdC4gKi9cbmludGVyZmFjZSBTdGFydCB7XG4gIHZlcmRpY3Q6IEV4dHJhY3Q8RnJhbWVWZXJkaWN0LCB7IGtpbmQ6IFwic3RhcnRcIiB9PjtcbiAgLyoqIFRoZSBzdGFydCBmcmFtZSBhcyB0aGUgY2xpZW50IHNlbnQgaXQgKHdpdGhvdXQgaXRzIExGKS4gKi9cbiAgcmVjZWl2ZWQ6IFVpbnQ4QXJyYXk7XG4gIHByZWZpeDogVWludDhBcnJheVtdO1xuICByZXN0OiBSZWFkYWJsZVN0cmVhbTxVaW50OEFycmF5Pjtcbn1cblxuLyoqIEEgY29ubmVjdGlvbiBiZWZvcmUgaXRzIHBlZXIgc3RhcnRzOiBpdHMgZnJhbWUgcmVhZGVyLCBpdHMgd3JpdGVyLCBpdHMgc3RvcC4gKi9cbmNsYXNzIFBlbmRpbmcge1xuICAjZnJhbWVzOiBGcmFtZVJlYWRlcjtcbiAgLyoqIFRha2VuIGF0IHRoZSBmaXJzdCBhbnN3ZXIuICovXG4gICN3cml0ZXI6IFdyaXRhYmxlU3RyZWFtRGVmYXVsdFdyaXRlcjxVaW50OEFycmF5PiB8IHVuZGVmaW5lZDtcbiAgLyoqIFdoZXJlIHRoZSBjbGllbnQncyBieXRlcyBnbyAoe0BsaW5rY29kZSBjbGllbnRPdXRwdXR9KSwgbWFkZSB3aGVuIGZpcnN0IGFza2VkIGZvci4gKi9cbiAgI291dHB1dDogKCkgPT4gV3JpdGFibGVTdHJlYW08VWludDhBcnJheT47XG4gICNzaWduYWw6IEFib3J0U2lnbmFsIHwgdW5kZWZpbmVkO1xuICAjbG9nOiBMb2dnZXI7XG4gICNvYnNlcnZlcjogU2Vzc2lvbk9ic2VydmVyIHwgdW5kZWZpbmVkO1xuICByZWFkb25seSBzdG9wOiBQcm9taXNlPFwic3RvcFwiPjtcbiAgcmVhZG9ubHkgI3N0b3BXYXRjaDogQWJvcnRXYXRjaDxcInN0b3BcIj47XG5cbiAgY29uc3RydWN0b3IoXG4gICAgY2xpZW50OiBEdXBsZXhTdHJlYW0sXG4gICAgb3V0cHV0OiAoKSA9PiBXcml0YWJsZVN0cmVhbTxVaW50OEFycmF5PixcbiAgICBvcHRpb25zOiBIYW5kc2hha2VTZXNzaW9uT3B0aW9ucyxcbiAgKSB7XG4gICAgdGhpcy4jb3V0cHV0ID0gb3V0cHV0O1xuICAgIHRoaXMuI29ic2VydmVyID0gb3B0aW9ucy5vYnNlcnZlcjtcbiAgICB0aGlzLiNmcmFtZXMgPSBuZXcgRnJhbWVSZWFkZXIoY2xpZW50LnJlYWRhYmxlLCBvcHRpb25zLm1heEZyYW1lQnl0ZXMpO1xuICAgIHRoaXMuI3NpZ25hbCA9IG9wdGlvbnMuc2lnbmFsO1xuICAgIHRoaXMuI2xvZyA9IG9wdGlvbnMubG9nZ2VyID8/IHNpbGVudExvZ2dlcjtcbiAgICB0aGlzLiNzdG9wV2F0Y2ggPSB3YXRjaEFib3J0KG9wdGlvbnMuc2lnbmFsLCBcInN0b3BcIiBhcyBjb25zdCk7XG4gICAgdGhpcy5zdG9wID0gdGhpcy4jc3RvcFdhdGNoLnByb21pc2U7XG4gIH1cblxuICAvKiogVGhlIHdyaXRlciBvZiB0aGUgY2xpZW50J3Mgb3V0cHV0LCB0YWtlbiBhdCB0aGUgZmlyc3QgYW5zd2VyLiAqL1xuICAjdGFrZW4oKTogV3JpdGFibGVTdHJlYW1EZWZhdWx0V3JpdGVyPFVpbnQ4QXJyYXk+IHtcbiAgICByZXR1cm4gdGhpcy4jd3JpdGVyID8/PSB0aGlzLiNvdXRwdXQoKS5nZXRXcml0ZXIoKTtcbiAgfVxuXG4gIC8qKiBUaGUgc2Vzc2lvbiBpcyBvdmVyOiBub3RoaW5nIG9mIGl0IHN0YXlzIG9uIHRoZSBjYWxsZXIncyBzaWduYWwuICovXG4gIFtTeW1ib2wuZGlzcG9zZV0oKTogdm9pZCB7XG4gICAgdGhpcy4jc3RvcFdhdGNoW1N5bWJvbC5kaXNwb3NlXSgpO1xuICB9XG5cbiAgLyoqIFJlYWRzIGFuZCBqdWRnZXMgZnJhbWVzIHVudGlsIG9uZSBzdGFydHMgdGhlIHBlZXIgKG9yIHRoZSBjb25uZWN0aW9uIGVuZHMgZmlyc3QpLiAqL1xuICBhc3luYyByZWFkVW50aWxTdGFydChoYW5kc2hha2U6IEhhbmRzaGFrZSk6IFByb21pc2U8U3RhcnQgfCB7IGVuZDogSGFuZHNoYWtlRW5kIH0+IHtcbiAgICB3aGlsZSAodHJ1ZSkge1xuICAgICAgY29uc3QgcmVhZCA9IGF3YWl0IG9yQWJvcnRlZChcbiAgICAgICAgdGhpcy4jZnJhbWVzLm5leHQoKS5jYXRjaCgoZSkgPT4ge1xuICAgICAgICAgIC8vIEEgY2xpZW50IHRoYXQgcmVzZXQgaXRzIGNvbm5lY3Rpb24gaGFzIGdvbmU6IGl0IGNsb3NlZCwgYXMgYXQgaXRzIGVuZCBvZiBpbnB1dFxuICAgICAgICAgIC8vIChzdGRpb2tpbmRzODogZXhpdCAxIGFuZCBhbiBlcnJvciBsaW5lLCB3aGVyZSBhIHBpcGUncyBlbmQgZ2F2ZSAwKS5cbiAgICAgICAgICBpZiAoaXNSZXNldChlKSkge1xuICAgICAgICAgICAgdGhpcy4jbG9nLmRlYnVnKGB0aGUgY2xpZW50IHdlbnQgYXdheSBiZWZvcmUgdGhlIHN0YXJ0OiAke2Vycm9yVGV4dChlKX1gKTtcbiAgICAgICAgICAgIHJldHVybiB7IGtpbmQ6IFwiZW9mXCIgfSBhcyBjb25zdDtcbiAgICAgICAgICB9XG4gICAgICAgICAgdGhyb3cgbmV3IENsaWVudElucHV0RXJyb3IoZSk7XG4gICAgICAgIH0pLFxuICAgICAgICB0aGlzLiNzaWduYWwsXG4gICAgICAgIFwic3RvcFwiIGFzIGNvbnN0LFxuICAgICAgKTtcbiAgICAgIGlmIChyZWFkID09PSBcInN0b3BcIikgcmV0dXJuIHsgZW5kOiBcInN0b3BwZWRcIiB9O1xuICAgICAgaWYgKHJlYWQua2luZCA9PT0gXCJlb2ZcIikgcmV0dXJuIHsgZW5kOiBcImNsaWVudC1jbG9zZWRcIiB9O1xuICAgICAgaWYgKHJlYWQua2luZCA9PT0gXCJvdmVyc2l6ZVwiKSB7XG4gICAgICAgIGF3YWl0IHRoaXMuI2xhc3RBbnN3ZXIodGhpcy5yZXBseShoYW5kc2hha2Uub25PdmVyc2l6ZShyZWFkLmxpbWl0KSkpO1xuICAgICAgICAvLyBUaGUgc2Vzc2lvbiBlbmRzIG9uIGl0IChST1VUSU5HIDIuMyk6IGEgcmVtb3RlIHNlcnZlciBjbG9zZXMgd2l0aCBhbiBlcnJvciBmb3IgaXQuXG4gICAgICAgIHRoaXMuI29ic2VydmVyPy5ldmVudChcImVycm9yXCIsIHtcbiAgICAgICAgICBtZXNzYWdlOiBgdGhlIGZpcnN0IGZyYW1lIGlzIG92ZXIgdGhlICR7cmVhZC5saW1pdH0tYnl0ZSBsaW1pdGAsXG4gICAgICAgICAgc3RhZ2U6IFwiZmlyc3RfZnJhbWVcIixcbiAgICAgICAgfSk7XG4gICAgICAgIHJldHVybiB7IGVuZDogXCJvdmVyc2l6ZVwiIH07XG4gICAgICB9XG4gICAgICBjb25zdCB2ZXJkaWN0ID0gaGFuZHNoYWtlLm9uRnJhbWUocmVhZC5ieXRlcyk7XG4gICAgICBpZiAodmVyZGljdC5raW5kICE9PSBcInN0YXJ0XCIpIHRoaXMuI29ic2VydmUoXCJDbGllbnRcIiwgXCJhY3AtcHJveHlcIiwgcmVhZC5ieXRlcyk7XG4gICAgICBpZiAodmVyZGljdC5raW5kID09PSBcInN0YXJ0XCIpIHtcbiAgICAgICAgdGhpcy4jb2JzZXJ2ZXI/LmV2ZW50KFwiZmlyc3RfZnJhbWVcIiwgeyBzdGFnZTogXCJyZWNlaXZlZFwiLCByYXc6IGZyYW1lUmF3VGV4dChyZWFkLmJ5dGVzKSB9KTtcbiAgICAgICAgdGhpcy4jb2JzZXJ2ZXI/LmV2ZW50KFwiZmlyc3RfZnJhbWVcIiwge1xuICAgICAgICAgIHN0YWdlOiBcImZvcndhcmRlZFwiLFxuICAgICAgICAgIHJhdzogZnJhbWVSYXdUZXh0KHZlcmRpY3QuZmlyc3QpLFxuICAgICAgICB9KTtcbiAgICAgICAgLy8gRXZlcnkgcmVwbHkgaGFzIGJlZW4gd3JpdHRlbjogc3Rkb3V0IG1heSBub3cgZ28gdG8gdGhlIHBlZXIgaXRzZWxmLlxuICAgICAgICBjb25zdCByZXN0ID0gdGhpcy4jZnJhbWVzLmRldGFjaCgpO1xuICAgICAgICB0aGlzLiN3cml0ZXI/LnJlbGVhc2VMb2NrKCk7XG4gICAgICAgIGNvbnN0IHByZWZpeCA9IFt2ZXJkaWN0LmZpcnN0LCAuLi4ocmVhZC50ZXJtaW5hdGVkID8gW0xGXSA6IFtdKSwgLi4ucmVzdC5idWZmZXJlZF07XG4gICAgICAgIHJldHVybiB7IHZlcmRpY3QsIHJlY2VpdmVkOiByZWFkLmJ5dGVzLCBwcmVmaXgsIHJlc3Q6IHJlc3QucmVhZGFibGUgfTtcbiAgICAgIH1cbiAgICAgIGlmICh2ZXJkaWN0LnJlcGx5ICE9PSB1bmRlZmluZWQgJiYgYXdhaXQgdGhpcy5yZXBseSh2ZXJkaWN0LnJlcGx5KSA9PT0gXCJzdG9wXCIpIHtcbiAgICAgICAgcmV0dXJuIHsgZW5kOiBcInN0b3BwZWRcIiB9O1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKiBTaG93cyB0aGUgb2JzZXJ2ZXIgb25lIGxpbmUgdGhlIHJvdXRlciByZWFkIG9yIHdyb3RlIGl0c2VsZi4gKi9cbiAgI29ic2VydmUoZnJvbTogc3RyaW5nLCB0bzogc3RyaW5nLCBsaW5lOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLiNvYnNlcnZlcikgcmV0dXJuO1xuICAgIHRoaXMuI29ic2VydmVyLmJ5dGVzKGZyb20sIHRvLCBsaW5lKTtcbiAgICB0aGlzLiNvYnNlcnZlci5ieXRlcyhmcm9tLCB0bywgTEYpO1xuICB9XG5cbiAgLyoqIFdyaXRlcyBvbmUgbGluZSBiYWNrOyBhIHN0b3AgZG9lcyBub3Qgd2FpdCBmb3IgYSBjbGllbnQgdGhhdCBkb2VzIG5vdCByZWFkLiAqL1xuICByZXBseShsaW5lOiBzdHJpbmcpOiBQcm9taXNlPFwic3RvcFwiIHwgdm9pZD4ge1xuICAgIGNvbnN0IGJ5dGVzID0gZW5jb2Rlci5lbmNvZGUobGluZSArIFwiXFxuXCIpO1xuICAgIHRoaXMuI29ic2VydmVyPy5ieXRlcyhcImFjcC1wcm94eVwiLCBcIkNsaWVudFwiLCBieXRlcyk7XG4gICAgcmV0dXJuIG9yQWJvcnRlZChcbiAgICAgIHRoaXMuI3Rha2VuKCkud3JpdGUoYnl0ZXMpLmNhdGNoKChlKSA9PiB7XG4gICAgICAgIHRocm93IG5ldyBDbGllbnRXcml0ZUZhaWx1cmUoZSk7XG4gICAgICB9KSxcbiAgICAgIHRoaXMuI3NpZ25hbCxcbiAgICAgIFwic3RvcFwiIGFzIGNvbnN0LFxuICAgICk7XG4gIH1cblxuICAvKipcbiAgICogV2FpdHMgZm9yIHRoZSB3cml0ZSBvZiBhbiBhbnN3ZXIgdGhlIGNvbm5lY3Rpb24gZW5kcyB3aXRoIGVpdGhlciB3YXkgKG92ZXJzaXplLCBhIHBlZXJcbiAgICogdGhhdCBjb3VsZCBub3Qgc3RhcnQpOyBhIGZhaWx1cmUgaXMgbG9nZ2VkIGFzIGV2ZXJ5IGZhaWxlZCB3cml0ZSB0byB0aGUgY2xpZW50IGlzLlxuICAgKi9cbiAgYXN5bmMgI2xhc3RBbnN3ZXIod3JpdHRlbjogUHJvbWlzZTx1bmtub3duPik6IFByb21pc2U8dm9pZD4ge1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCB3cml0dGVuO1xuICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgIHRoaXMuI3dyaXRlRmFpbGVkKGUgaW5zdGFuY2VvZiBDbGllbnRXcml0ZUZhaWx1cmUgPyBlLmNhdXNlIDogZSk7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIExvZ3MgYSBmYWlsZWQgd3JpdGUgdG8gdGhlIGNsaWVudDogYXQgZGVidWcgbGV2ZWwgd2hlbiB0aGUgY2xpZW50IHdlbnQgYXdheSAoYSBub3JtYWxcbiAgICogZW5kKSwgZWxzZSBhdCBlcnJvciBsZXZlbC5cbiAgICpcbiAgICogQHJldHVybnMgVHJ1ZSB3aGVuIGl0IHdhcyBhIGZhaWx1cmUsIG5vdCB0aGUgY2xpZW50IGxlYXZpbmcuXG4gICAqL1xuICAjd3JpdGVGYWlsZWQoY2F1c2U6IHVua25vd24pOiBib29sZWFuIHtcbiAgICBpZiAoaXNSZWFkZXJHb25lKGNhdXNlKSkge1xuICAgICAgdGhpcy4jbG9nLmRlYnVnKGB0aGUgY2xpZW50IHdlbnQgYXdheSBiZWZvcmUgdGhlIHN0YXJ0OiAke2Vycm9yVGV4dChjYXVzZSl9YCk7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICAgIHRoaXMuI2xvZy5lcnJvcihvdXRwdXRGYWlsdXJlKGNhdXNlKSk7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKiogRW5kcyBhIGNvbm5lY3Rpb24gdGhhdCBzdGFydGVkIG5vIHBlZXIuICovXG4gIGFzeW5jIGVuZChlbmQ6IEhhbmRzaGFrZUVuZCwgZXJyb3I/OiBFcnJvcik6IFByb21pc2U8SGFuZHNoYWtlU2Vzc2lvbkVuZD4ge1xuICAgIC8vIFdoYXQgdGhlIGNsaWVudCdzIGVuZCBvZiBhbiBpbi1tZW1vcnkgcGFpciB0aGVuIHNlZXM6IGEgbmFtZWQgZXJyb3IsIG5vdCBgdW5kZWZpbmVkYC5cbiAgICBjb25zdCByZWFzb24gPSBlbmRlZChlbmQpO1xuICAgIHRoaXMuI2ZyYW1lcy5kZXRhY2goKS5yZWFkYWJsZS5jYW5jZWwocmVhc29uKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgLy8gQSBjbGllbnQgdGhhdCBkb2VzIG5vdCByZWFkIHdvdWxkIGhvbGQgYSBjbG9zZSBmb3JldmVyOiBhIHN0b3AgYWJvcnRzIGluc3RlYWQuXG4gICAgY29uc3Qgd3JpdGVyID0gdGhpcy4jdGFrZW4oKTtcbiAgICBpZiAodGhpcy4jc2lnbmFsPy5hYm9ydGVkKSB3cml0ZXIuYWJvcnQocmVhc29uKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgZWxzZSBhd2FpdCBQcm9taXNlLnJhY2UoW3dyaXRlci5jbG9zZSgpLmNhdGNoKCgpID0+IHt9KSwgdGhpcy5zdG9wXSk7XG4gICAgLy8gTGV0IGdvLCBhcyBhIHN0YXJ0ZWQgc2Vzc2lvbiBkb2VzOiB0aGUgY2FsbGVyJ3Mgc3RyZWFtIGlzIG5vIGxvbmdlciBoZWxkLlxuICAgIHdyaXRlci5yZWxlYXNlTG9jaygpO1xuICAgIGNvbnN0IHN0b3BwZWQgPSB0aGlzLiNzaWduYWw/LmFib3J0ZWQgJiYgZW5kID09PSBcImNsaWVudC1jbG9zZWRcIjtcbiAgICByZXR1cm4geyBzdGFydGVkOiBmYWxzZSwgZW5kOiBzdG9wcGVkID8gXCJzdG9wcGVkXCIgOiBlbmQsIC4uLihlcnJvciA/IHsgZXJyb3IgfSA6IHt9KSB9O1xuICB9XG5cbiAgLyoqXG4gICAqIEFuc3dlcnMgdGhlIHN0YXJ0IGZyYW1lIGFmdGVyIHRoZSBwZWVyIGNvdWxkIG5vdCBiZSBvcGVuZWQsIGFuZCBlbmRzOyBgdW5yZWNvcmRlZGA6IHRoZVxuICAgKiBmcmFtZSB3YXMgbm90IHJlY29yZGVkIG9uIGl0cyB3YXkgdG8gdGhlIHBlZXIsIHNvIGl0IGlzIHJlY29yZGVkIGFzIHRvIHRoZSByb3V0ZXIuXG4gICAqL1xuICBhc3luYyBzdGFydEZhaWxlZChcbiAgICBzdGFydDogU3RhcnQsXG4gICAgZTogdW5rbm93bixcbiAgICB1bnJlY29yZGVkOiBib29sZWFuLFxuICApOiBQcm9taXNlPEhhbmRzaGFrZVNlc3Npb25FbmQ+IHtcbiAgICBjb25zdCB3cml0ZXIgPSB0aGlzLiNvdXRwdXQoKS5nZXRXcml0ZXIoKTtcbiAgICBjb25zdCBhbnN3ZXIgPSBlbmNvZGVyLmVuY29kZShzdGFydC52ZXJkaWN0Lm9uT3BlbkVycm9yKGUpICsgXCJcXG5cIik7XG4gICAgLy8gQW4gb2JzZXJ2ZXIgdGhhdCBmYWlscyBoZXJlIChpdCBtYXkgYmUgd2h5IHRoZSBzdGFydCBmYWlsZWQpIGRvZXMgbm90IGtlZXAgdGhlIGFuc3dlclxuICAgIC8vIGZyb20gdGhlIGNsaWVudCwgbm9yIHRoZSBjbGllbnQncyBvdXRwdXQgb3Blbi5cbiAgICB0cnkge1xuICAgICAgLy8gQSBzdGFydCBmcmFtZSB0aGF0IHdlbnQgdG8gbm8gcGVlciAoYSBkaWFsIHRha2VzIGl0IGZpcnN0KTogdGhlIHJvdXRlciBhbnN3ZXJlZCBpdC5cbiAgICAgIGlmICh1bnJlY29yZGVkKSB0aGlzLiNvYnNlcnZlKFwiQ2xpZW50XCIsIFwiYWNwLXByb3h5XCIsIHN0YXJ0LnJlY2VpdmVkKTtcbiAgICAgIHRoaXMuI29ic2VydmVyPy5ieXRlcyhcImFjcC1wcm94eVwiLCBcIkNsaWVudFwiLCBhbnN3ZXIpO1xuICAgIH0gY2F0Y2ggKGZhaWxlZCkge1xuICAgICAgdGhpcy4jbG9nLmVycm9yKGB0aGUgc2Vzc2lvbidzIG9ic2VydmVyIGZhaWxlZDogJHtlcnJvclRleHQoZmFpbGVkKX1gKTtcbiAgICB9XG4gICAgYXdhaXQgdGhpcy4jbGFzdEFuc3dlcihQcm9taXNlLnJhY2UoW3dyaXRlci53cml0ZShhbnN3ZXIpLCB0aGlzLnN0b3BdKSk7XG4gICAgd3JpdGVyLnJlbGVhc2VMb2NrKCk7XG4gICAgc3RhcnQucmVzdC5jYW5jZWwoKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgYXdhaXQgUHJvbWlzZS5yYWNlKFt0aGlzLiNvdXRwdXQoKS5jbG9zZSgpLmNhdGNoKCgpID0+IHt9KSwgdGhpcy5zdG9wXSk7XG4gICAgcmV0dXJuIHtcbiAgICAgIHN0YXJ0ZWQ6IGZhbHNlLFxuICAgICAgZW5kOiBcInN0YXJ0LWZhaWxlZFwiLFxuICAgICAgZXJyb3I6IGUgaW5zdGFuY2VvZiBFcnJvciA/IGUgOiBuZXcgRXJyb3IoU3RyaW5nKGUpKSxcbiAgICB9O1xuICB9XG5cbiAgLyoqIEVuZHMgYWZ0ZXIgYW4gZXJyb3I6IGEgZmFpbGVkIHJlcGx5ICh0aGUgY2xpZW50IGdvaW5nIGF3YXkgaXMgYSBub3JtYWwgZW5kKSwgb3IgYSBidWcuICovXG4gIGZhaWwoZTogdW5rbm93bik6IFByb21pc2U8SGFuZHNoYWtlU2Vzc2lvbkVuZD4ge1xuICAgIGlmIChlIGluc3RhbmNlb2YgQ2xpZW50SW5wdXRFcnJvcikge1xuICAgICAgY29uc3QgeyBsaW5lLCBjYXVzZSB9ID0gY2xpZW50SW5wdXRGYWlsdXJlKGUpO1xuICAgICAgdGhpcy4jbG9nLmVycm9yKGxpbmUpO1xuICAgICAgcmV0dXJuIHRoaXMuZW5kKFwiZmFpbGVkXCIsIGNhdXNlKTtcbiAgICB9XG4gICAgaWYgKCEoZSBpbnN0YW5jZW9mIENsaWVudFdyaXRlRmFpbHVyZSkpIHtcbiAgICAgIGNvbnN0IGVycm9yID0gZSBpbnN0YW5jZW9mIEVycm9yID8gZSA6IG5ldyBFcnJvcihTdHJpbmcoZSkpO1xuICAgICAgdGhpcy4jbG9nLmVycm9yKGB1bmV4cGVjdGVkIGZhaWx1cmUgYmVmb3JlIHRoZSBzdGFydDogJHtlcnJvci5zdGFjayA/PyBlcnJvci5tZXNzYWdlfWApO1xuICAgICAgcmV0dXJuIHRoaXMuZW5kKFwiZmFpbGVkXCIsIGVycm9yKTtcbiAgICB9XG4gICAgaWYgKCF0aGlzLiN3cml0ZUZhaWxlZChlLmNhdXNlKSkgcmV0dXJuIHRoaXMuZW5kKFwiY2xpZW50LWNsb3NlZFwiKTtcbiAgICBjb25zdCBjYXVzZSA9IGUuY2F1c2UgaW5zdGFuY2VvZiBFcnJvciA/IGUuY2F1c2UgOiBuZXcgRXJyb3IoU3RyaW5nKGUuY2F1c2UpKTtcbiAgICByZXR1cm4gdGhpcy5lbmQoXCJvdXRwdXQtZmFpbGVkXCIsIGNhdXNlKTtcbiAgfVxufVxuXG4vKiogT3BlbnMgdGhlIHBlZXIgb24gdGhlIGNob3NlbiBieXRlIHBhdGggYW5kIHJ1bnMgdGhlIHNlc3Npb24gdG8gaXRzIGVuZC4gKi9cbmFzeW5jIGZ1bmN0aW9uIHN0YXJ0U2Vzc2lvbihcbiAgY2xpZW50OiBEdXBsZXhTdHJlYW0sXG4gIG91dHB1dDogQ2xpZW50T3V0cHV0IHwgdW5kZWZpbmVkLFxuICBwZW5kaW5nOiBQZW5kaW5nLFxuICBzdGFydDogU3RhcnQsXG4gIGhhbmRzaGFrZTogSGFuZHNoYWtlLFxuICBvcHRpb25zOiBIYW5kc2hha2VTZXNzaW9uT3B0aW9ucyxcbik6IFByb21pc2U8SGFuZHNoYWtlU2Vzc2lvbkVuZD4ge1xuICBjb25zdCBsb2cgPSBvcHRpb25zLmxvZ2dlciA/PyBzaWxlbnRMb2dnZXI7XG4gIGNvbnN0IG9ic2VydmVyID0gb3B0aW9ucy5vYnNlcnZlcjtcbiAgY29uc3Qgc2hhcmluZyA9IG9ic2VydmVyIGFzIFBhcnRpYWw8UmluZ1NoYXJpbmdPYnNlcnZlcj4gfCB1bmRlZmluZWQ7XG4gIGxldCBvcGVuZWQ7XG4gIGxldCBvcGVuaW5nO1xuICAvLyBUaGUgcGVlciBvbmNlIGl0IGV4aXN0czogYSBwcm9jZXNzIHN0YXJ0cyBiZWZvcmUgaXRzIGJ5dGUgcGF0aCBpcyByZWFkeSAodGhlIGtlcm5lbCBwYXRoXG4gIC8vIHNldHMgdXAgZm9yIHRlbnMgb2YgbWlsbGlzZWNvbmRzIGFmdGVyIHRoZSBzcGF3biksIGFuZCBhIHN0b3AgbWVhbndoaWxlIG11c3QgcmVhY2ggaXQuXG4gIGxldCBzdGFydGVkUGVlcjogQ29ubmVjdGlvbiB8IHVuZGVmaW5lZDtcbiAgY29uc3QgdGFwRG93biA9IG9ic2VydmVyICYmICgoY2h1bms6IFVpbnQ4QXJyYXkpID0+IG9ic2VydmVyLmJ5dGVzKFwiQWdlbnRcIiwgXCJDbGllbnRcIiwgY2h1bmspKTtcbiAgLyoqIFdoZXRoZXIgY2xpZW50IGJ5dGVzICh0aGUgc3RhcnQgZnJhbWUgZmlyc3QpIHdlcmUgcmVjb3JkZWQgb24gdGhlaXIgd2F5IHRvIHRoZSBwZWVyLiAqL1xuICBsZXQgdXBSZWNvcmRlZCA9IGZhbHNlO1xuICAvLyBMb2FkZWQgb25seSB3aGVuIGFza2VkIGZvcjogdGhlIHN0ZGlvIHN0YXJ0LXVwIGRvZXMgbm90IHBheSBmb3IgaXQuXG4gIGNvbnN0IGd1YXJkID0gb3B0aW9ucy5ndWFyZCAmJlxuICAgIChhd2FpdCBpbXBvcnQoXCIuLi9vYnNlcnZhdGlvbi9zdGRvdXRfZ3VhcmQudHNcIikpLnN0ZG91dEd1YXJkKHtcbiAgICAgIC4uLm9wdGlvbnMuZ3VhcmQsXG4gICAgICBvblBhc3M6IHRhcERvd24sXG4gICAgfSk7XG4gIHRyeSB7XG4gICAgb3BlbmluZyA9IG9wZW5CeXRlUGF0aChjbGllbnQsIHN0YXJ0LnJlc3QsIHN0YXJ0LnZlcmRpY3Qub3Blbiwgc3RhcnQucHJlZml4LCB7XG4gICAgICBrZXJuZWxQYXRoczogb3B0aW9ucy5rZXJuZWxQYXRocyxcbiAgICAgIG91dHB1dCxcbiAgICAgIGdyYWNlTXM6IG9wdGlvbnMuZ3JhY2VNcyxcbiAgICAgIGxvZ2dlcjogbG9nLFxuICAgICAgLy8gQSBzdG9wIHdoaWxlIGl0IG9wZW5zIGVuZHMgYSBkaWFsIHRvbyAod2hhdCBvcGVucyBhZnRlciBpdCBpcyBlbmRlZCBiZWxvdykuXG4gICAgICBvcGVuOiB7XG4gICAgICAgIC4uLm9wdGlvbnMub3BlbixcbiAgICAgICAgLi4uKHN0YXJ0LnZlcmRpY3QuZW52XG4gICAgICAgICAgPyB7XG4gICAgICAgICAgICBlbnY6IHsgLi4ub3B0aW9ucy5vcGVuPy5lbnYsIC4uLnN0YXJ0LnZlcmRpY3QuZW52LnNldCB9LFxuICAgICAgICAgICAgdW5zZXRFbnY6IFsuLi5vcHRpb25zLm9wZW4/LnVuc2V0RW52ID8/IFtdLCAuLi5zdGFydC52ZXJkaWN0LmVudi51bnNldF0sXG4gICAgICAgICAgfVxuICAgICAgICAgIDoge30pLFxuICAgICAgICAuLi4ob3B0aW9ucy5zaWduYWwgPyB7IHNpZ25hbDogb3B0aW9ucy5zaWduYWwgfSA6IHt9KSxcbiAgICAgICAgbG9nZ2VyOiBsb2csXG4gICAgICB9LFxuICAgICAgdGFwVXA6IG9ic2VydmVyICYmICgoY2h1bmspID0+IHtcbiAgICAgICAgdXBSZWNvcmRlZCA9IHRydWU7XG4gICAgICAgIG9ic2VydmVyLmJ5dGVzKFwiQ2xpZW50XCIsIFwiQWdlbnRcIiwgY2h1bmspO1xuICAgICAgfSksXG4gICAgICAvLyBUaGUgY2xpZW50J3MgbGFzdCBsaW5lIHdpdGhvdXQgTEYgaXMgYSBmcmFtZSBvbmNlIGl0cyBpbnB1dCBlbmRzOiByZWNvcmRlZCB0aGVyZSxcbiAgICAgIC8vIGJlZm9yZSB3aGF0IGFuc3dlcnMgaXQgKGEgcmVjb3JkZWQgc3BsaWNlIHRlbGxzIHRoZSByaW5nIGl0c2VsZikuXG4gICAgICBlbmRVcDogb2JzZXJ2ZXI/LmVuZGVkICYmICgoKSA9PiBvYnNlcnZlci5lbmRlZCEoXCJDbGllbnRcIiwgXCJBZ2VudFwiKSksXG4gICAgICAvLyBXaXRoIGEgZ3VhcmQsIHRoZSBndWFyZCBzaG93cyB3aGF0IGl0IHBhc3NlcywgaW4gb3JkZXIgd2l0aCB0aGUgbGluZXMgaXQga2VlcHMgYmFjay5cbiAgICAgIHRhcERvd246IGd1YXJkID8gdW5kZWZpbmVkIDogdGFwRG93bixcbiAgICAgIGdhcFVwOiBvYnNlcnZlcj8ubWlzc2VkICYmXG4gICAgICAgICgobGluZUVuZHMsIG1pZExpbmUpID0+IG9ic2VydmVyLm1pc3NlZCEoXCJDbGllbnRcIiwgXCJBZ2VudFwiLCBsaW5lRW5kcywgbWlkTGluZSkpLFxuICAgICAgZ2FwRG93bjogZ3VhcmQgfHwgIW9ic2VydmVyPy5taXNzZWRcbiAgICAgICAgPyB1bmRlZmluZWRcbiAgICAgICAgOiAobGluZUVuZHMsIG1pZExpbmUpID0+IG9ic2VydmVyLm1pc3NlZCEoXCJBZ2VudFwiLCBcIkNsaWVudFwiLCBsaW5lRW5kcywgbWlkTGluZSksXG4gICAgICByaW5nVXA6IHNoYXJpbmc/LnNoYXJlICYmICgoKSA9PiBzaGFyaW5nLnNoYXJlIShcIkNsaWVudFwiLCBcIkFnZW50XCIpKSxcbiAgICAgIHJpbmdEb3duOiBndWFyZCB8fCAhc2hhcmluZz8uc2hhcmUgPyB1bmRlZmluZWQgOiAoKSA9PiBzaGFyaW5nLnNoYXJlIShcIkFnZW50XCIsIFwiQ2xpZW50XCIpLFxuICAgICAgZG93bnN0cmVhbUZpbHRlcjogZ3VhcmQsXG4gICAgICBvbk9wZW5lZChwZWVyKSB7XG4gICAgICAgIHN0YXJ0ZWRQZWVyID0gcGVlcjtcbiAgICAgICAgLy8gQSBkaWFsbGVkIHBlZXIgaGFzIHN0YXJ0ZWQgb25jZSBpdCB3YXMgcmVhY2hlZCAoYmVsb3cpOiBvbmUgdGhhdCBuZXZlciBpcyBkaWQgbm90LlxuICAgICAgICBpZiAocGVlci5yZWFjaGVkID09PSB1bmRlZmluZWQpIHJlY29yZFN0YXJ0KG9ic2VydmVyLCBwZWVyLCBzdGFydC52ZXJkaWN0Lm9wZW4pO1xuICAgICAgfSxcbiAgICB9KTtcbiAgICAvLyBBIHN0b3Agd2hpbGUgdGhlIGltcGxlbWVudGF0aW9uIG9wZW5zIChhIGRpYWwsIGEgc2xvdyBmYWN0b3J5KSBpcyBub3Qga2VwdCB3YWl0aW5nLlxuICAgIG9wZW5lZCA9IGF3YWl0IG9yQWJvcnRlZChvcGVuaW5nLCBvcHRpb25zLnNpZ25hbCwgbnVsbCk7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICAvLyBBIHBlZXIgdGhhdCBvcGVuZWQgYmVmb3JlIHRoZSBmYWlsdXJlIChhbiBvYnNlcnZlciB0aGF0IHRocmV3IGFzIGl0IHN0YXJ0ZWQsIHNheSkgaXNcbiAgICAvLyBlbmRlZDogYSBmYWlsZWQgc3RhcnQgbGVhdmVzIG5vdGhpbmcgcnVubmluZy5cbiAgICBjb25zdCBwZWVyID0gc3RhcnRlZFBlZXIgYXMgQ29ubmVjdGlvbiB8IHVuZGVmaW5lZDtcbiAgICBpZiAocGVlcj8udGVybWluYXRlKSB7XG4gICAgICBjb25zdCBncmFjZU1zID0gb3B0aW9ucy5ncmFjZU1zID8/IERFRkFVTFRfR1JBQ0VfTVM7XG4gICAgICBhd2FpdCBwZWVyLnRlcm1pbmF0ZShncmFjZU1zLCBcIlNJR1RFUk1cIikuY2F0Y2goKGVycikgPT4gbGF0ZUVuZEZhaWxlZChvcHRpb25zLmxvZ2dlciwgZXJyKSk7XG4gICAgfVxuICAgIHRyeSB7XG4gICAgICBvYnNlcnZlcj8uZXZlbnQoXCJlcnJvclwiLCB7XG4gICAgICAgIG1lc3NhZ2U6IGB0aGUgaW1wbGVtZW50YXRpb24gY291bGQgbm90IHN0YXJ0OiAke2Vycm9yVGV4dChlKX1gLFxuICAgICAgICBzdGFnZTogXCJzdGFydFwiLFxuICAgICAgfSk7XG4gICAgfSBjYXRjaCAoZmFpbGVkKSB7XG4gICAgICBsb2cuZXJyb3IoYHRoZSBzZXNzaW9uJ3Mgb2JzZXJ2ZXIgZmFpbGVkOiAke2Vycm9yVGV4dChmYWlsZWQpfWApO1xuICAgIH1cbiAgICByZXR1cm4gYXdhaXQgcGVuZGluZy5zdGFydEZhaWxlZChzdGFydCwgZSwgIXVwUmVjb3JkZWQpO1xuICB9XG4gIGlmIChvcGVuZWQgPT09IG51bGwpIHtcbiAgICBjb25zdCBncmFjZU1zID0gb3B0aW9ucy5ncmFjZU1zID8/IERFRkFVTFRfR1JBQ0VfTVM7XG4gICAgY29uc3Qgc3RvcE5vdyA9IHN0b3BTaWduYWxPZihvcHRpb25zLnNpZ25hbD8ucmVhc29uKTtcbiAgICBvcGVuaW5nLnRoZW4oKGxhdGUpID0+IHsgLy8gd2hhdGV2ZXIgb3BlbnMgYWZ0ZXIgdGhlIHN0b3AgaXMgZW5kZWQgYXQgb25jZVxuICAgICAgbGF0ZS5waXBlcy5zdG9wVXBzdHJlYW0oKTtcbiAgICAgIGxhdGUucGlwZXMuc3RvcERvd25zdHJlYW0oKTtcbiAgICAgIGxhdGUucGVlci50ZXJtaW5hdGU/LihncmFjZU1zLCBzdG9wTm93KT8uY2F0Y2goKGUpID0+IGxhdGVFbmRGYWlsZWQob3B0aW9ucy5sb2dnZXIsIGUpKTtcbiAgICB9LCAoKSA9PiB7fSk7IC8vIG9wZW5pbmcgZmFpbGVkIGFmdGVyIHRoZSBzdG9wOiBub3RoaW5nIHRvIGVuZFxuICAgIHN0YXJ0LnJlc3QuY2FuY2VsKGVuZGVkKFwic3RvcHBlZFwiKSkuY2F0Y2goKCkgPT4ge30pO1xuICAgIGF3YWl0IChvdXRwdXQgPz8gY2xpZW50KS53cml0YWJsZS5hYm9ydChlbmRlZChcInN0b3BwZWRcIikpLmNhdGNoKCgpID0+IHt9KTtcbiAgICAvLyBBIHBlZXIgdGhhdCBhbHJlYWR5IHJ1bnMgZ2V0cyB0aGUgc3RvcCdzIHNpZ25hbCwgYW5kIGl0cyBlbmQgaXMgYXdhaXRlZCAodGhlIGdyYWNlLCB0aGVuXG4gICAgLy8gU0lHS0lMTCksIGJlZm9yZSB0aGUgZW5kIGlzIHJlcG9ydGVkOiB0aGUgQ0xJIGV4aXRzIG9uIHRoYXQgcmVwb3J0LCBhbmQgYW4gYWdlbnQgaXQgaGFkXG4gICAgLy8gbm90IHNpZ25hbGxlZCB3b3VsZCBvdXRsaXZlIGl0IHVudGlsIHRoZSBvcnBoYW4gd2F0Y2hkb2cncyBTSUdURVJNLlxuICAgIGNvbnN0IHBlZXIgPSBzdGFydGVkUGVlcjtcbiAgICBsZXQgc3RvcHBlZFBlZXI6IHsgcGlkOiBudW1iZXIgfCBudWxsOyBjb2RlOiBudW1iZXIgfCBudWxsIH0gfCB1bmRlZmluZWQ7XG4gICAgaWYgKHBlZXI/LnRlcm1pbmF0ZSkge1xuICAgICAgY29uc3QgcGVlclBpZCA9IChwZWVyIGFzIHsgcGlkPzogdW5rbm93biB9KS5waWQ7XG4gICAgICBjb25zdCBwaWQgPSB0eXBlb2YgcGVlclBpZCA9PT0gXCJudW1iZXJcIiA/IHBlZXJQaWQgOiBudWxsO1xuICAgICAgLy8gQSBwcm9jZXNzIHRoYXQgc3RhcnRlZCBpcyBzYWlkIHRvIGhhdmUsIGFzIG9uZSB3aG9zZSBwYXRoIHdhcyByZWFkeSB3b3VsZCBiZS5cbiAgICAgIGlmIChwZWVyLnJlYWNoZWQgPT09IHVuZGVmaW5lZCkgaGFuZHNoYWtlLm9uU3RhcnRlZD8uKHBpZCwgbnVsbCk7XG4gICAgICAvLyBBIGRpYWxsZWQgcGVlciBoYXMgbm8gcHJvY2VzczogaXRzIGNvbm5lY3Rpb24gaXMgY2xvc2VkLlxuICAgICAgbG9nLmluZm8oXG4gICAgICAgIHBpZCAhPT0gbnVsbFxuICAgICAgICAgID8gYHNlbmRpbmcgJHtzdG9wTm93fSB0byB0aGUgYWdlbnQncyBwcm9jZXNzIGdyb3VwYFxuICAgICAgICAgIDogYGNsb3NpbmcgdGhlIGFnZW50J3MgY29ubmVjdGlvbmAsXG4gICAgICApO1xuICAgICAgY29uc3QgY29kZSA9IGF3YWl0IHBlZXIudGVybWluYXRlKGdyYWNlTXMsIHN0b3BOb3cpLmNhdGNoKChlKSA9PiB7XG4gICAgICAgIGxhdGVFbmRGYWlsZWQob3B0aW9ucy5sb2dnZXIsIGUpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIH0pO1xuICAgICAgLy8gSXRzIGFnZW50X3N0YXJ0IGlzIHJlY29yZGVkIChhIGRpYWxsZWQgcGVlcidzIG9ubHkgb25jZSByZWFjaGVkKTogc28gaXMgaXRzIGVuZC5cbiAgICAgIGlmIChwZWVyLnJlYWNoZWQgPT09IHVuZGVmaW5lZCkge1xuICAgICAgICBhd2FpdCByZWNvcmRFeGl0KG9ic2VydmVyLCBwZWVyLCBjb2RlKTtcbiAgICAgICAgc3RvcHBlZFBlZXIgPSB7IHBpZCwgY29kZSB9O1xuICAgICAgfVxuICAgIH1cbiAgICAvLyBBIGNsaWVudCB0aGF0IHdlbnQgYXdheSBtZWFud2hpbGUgZW5kZWQgaXQsIG5vdCB0aGUgY2FsbGVyLlxuICAgIHJldHVybiB7XG4gICAgICBzdGFydGVkOiBmYWxzZSxcbiAgICAgIGVuZDogaXNDbGllbnRHb25lKG9wdGlvbnMuc2lnbmFsPy5yZWFzb24pID8gXCJjbGllbnQtY2xvc2VkXCIgOiBcInN0b3BwZWRcIixcbiAgICAgIC4uLihzdG9wcGVkUGVlciAmJiAhaXNDbGllbnRHb25lKG9wdGlvbnMuc2lnbmFsPy5yZWFzb24pID8geyBzdG9wcGVkUGVlciB9IDoge30pLFxuICAgIH07XG4gIH1cbiAgaWYgKG9wZW5lZC5wZWVyLnJlYWNoZWQgIT09IHVuZGVmaW5lZCkgcmVjb3JkU3RhcnQob2JzZXJ2ZXIsIG9wZW5lZC5wZWVyLCBzdGFydC52ZXJkaWN0Lm9wZW4pO1xuICBjb25zdCBwZWVyUGlkID0gKG9wZW5lZC5wZWVyIGFzIHsgcGlkPzogdW5rbm93biB9KS5waWQ7XG4gIGNvbnN0IHBpZCA9IHR5cGVvZiBwZWVyUGlkID09PSBcIm51bWJlclwiID8gcGVlclBpZCA6IG51bGw7XG4gIGhhbmRzaGFrZS5vblN0YXJ0ZWQ/LihwaWQsIG9wZW5lZC5jaG9pY2UpO1xuICAvLyBXaGljaCBkaXJlY3Rpb25zIHJlYWNoZWQgdGhlaXIgc2VuZGVyJ3MgZW5kOiBhIGxpbmUgZWl0aGVyIG90aGVyIG9uZSBzdG9wcGVkIGluIGlzIGN1dC5cbiAgY29uc3QgcmVhY2hlZCA9IHsgdXA6IGZhbHNlLCBkb3duOiBmYWxzZSB9O1xuICBvcGVuZWQucGlwZXMudXBzdHJlYW0udGhlbigoKSA9PiByZWFjaGVkLnVwID0gdHJ1ZSwgKCkgPT4ge30pO1xuICBvcGVuZWQucGlwZXMuZG93bnN0cmVhbS50aGVuKCgpID0+IHJlYWNoZWQuZG93biA9IHRydWUsICgpID0+IHt9KTtcbiAgcmVsZWFzZVN0YXJ0KHN0YXJ0LCBvcGVuZWQucGlwZXMucHJlZml4U2VudCk7XG4gIGNvbnN0IHNlc3Npb24gPSBhd2FpdCBydW5MaWZlY3ljbGUob3BlbmVkLnBpcGVzLCBvcGVuZWQucGVlciwge1xuICAgIGdyYWNlTXM6IG9wdGlvbnMuZ3JhY2VNcyxcbiAgICBzaWduYWw6IG9wdGlvbnMuc2lnbmFsLFxuICAgIGxvZ2dlcjogbG9nLFxuICAgIHBlZXJOYW1lOiBvcHRpb25zLnBlZXJOYW1lLFxuICB9KTtcbiAgaWYgKCFyZWFjaGVkLnVwKSBvYnNlcnZlcj8uY3V0Py4oXCJDbGllbnRcIiwgXCJBZ2VudFwiKTtcbiAgaWYgKCFyZWFjaGVkLmRvd24pIG9ic2VydmVyPy5jdXQ/LihcIkFnZW50XCIsIFwiQ2xpZW50XCIpO1xuICBhd2FpdCByZWNvcmRFeGl0KG9ic2VydmVyLCBvcGVuZWQucGVlciwgc2Vzc2lvbi5wZWVyQ29kZSk7XG4gIGlmIChzZXNzaW9uLm91dHB1dEVycm9yKSB7XG4gICAgb2JzZXJ2ZXI/LmV2ZW50KFwiZXJyb3JcIiwgeyBtZXNzYWdlOiBzZXNzaW9uLm91dHB1dEVycm9yLm1lc3NhZ2UsIHN0YWdlOiBcInNlc3Npb25cIiB9KTtcbiAgfVxuICByZXR1cm4geyBzdGFydGVkOiB0cnVlLCBzZXNzaW9uLCBwYXRoOiBvcGVuZWQuY2hvaWNlLCBwaWQgfTtcbn1cblxuLyoqIFRoZSBwZWVyJ3MgYGFnZW50X3N0YXJ0YCBldmVudDogaXRzIHBpZCBhbmQgY29tbWFuZCwgb3IgYSBkaWFsbGVkIHBlZXIncyBVUkwuICovXG5mdW5jdGlvbiByZWNvcmRTdGFydChcbiAgb2JzZXJ2ZXI6IFNlc3Npb25PYnNlcnZlciB8IHVuZGVmaW5lZCxcbiAgcGVlcjogQ29ubmVjdGlvbixcbiAgZmFjdG9yeTogQ29ubmVjdGlvbkZhY3RvcnksXG4pOiB2b2lkIHtcbiAgaWYgKCFvYnNlcnZlcikgcmV0dXJuO1xuICBjb25zdCBwaWQgPSAocGVlciBhcyB7IHBpZD86IHVua25vd24gfSkucGlkO1xuICBjb25zdCB3b3JkcyA9IGNvbW1hbmRXb3JkcyhmYWN0b3J5KTtcbiAgb2JzZXJ2ZXIuZXZlbnQoXCJhZ2VudF9zdGFydFwiLCB7XG4gICAgcGlkOiB0eXBlb2YgcGlkID09PSBcIm51bWJlclwiID8gcGlkIDogbnVsbCxcbiAgICBjb21tYW5kOiB3b3JkcyA9PT0gbnVsbCA/IG51bGwgOiBqb2luQ29tbWFuZCh3b3JkcyksXG4gICAgLi4uKHBlZXIudXJsID09PSB1bmRlZmluZWQgPyB7fSA6IHsgdXJsOiBwZWVyLnVybCB9KSxcbiAgfSk7XG59XG5cbi8qKiBUaGUgcGVlcidzIGBhZ2VudF9leGl0YCBldmVudDogaXRzIGNvZGUsIG9yIHRoZSBzaWduYWwgdGhhdCBlbmRlZCBpdCAoYSBwcm9jZXNzJ3MpLiAqL1xuYXN5bmMgZnVuY3Rpb24gcmVjb3JkRXhpdChcbiAgb2JzZXJ2ZXI6IFNlc3Npb25PYnNlcnZlciB8IHVuZGVmaW5lZCxcbiAgcGVlcjogQ29ubmVjdGlvbixcbiAgY29kZTogbnVtYmVyIHwgbnVsbCxcbik6IFByb21pc2U8dm9pZD4ge1xuICBpZiAoIW9ic2VydmVyKSByZXR1cm47XG4gIGNvbnN0IGV4aXRTaWduYWwgPSAocGVlciBhcyB7IGV4aXRTaWduYWw/OiBQcm9taXNlPERlbm8uU2lnbmFsIHwgbnVsbD4gfSkuZXhpdFNpZ25hbDtcbiAgY29uc3Qgc2lnbmFsID0gZXhpdFNpZ25hbCA/IGF3YWl0IGV4aXRTaWduYWwgOiBudWxsO1xuICBvYnNlcnZlci5ldmVudChcImFnZW50X2V4aXRcIiwgeyBjb2RlOiBzaWduYWwgPyBudWxsIDogY29kZSwgc2lnbmFsIH0pO1xufVxuXG4vKipcbiAqIFdoYXQgdG8gbG9nIHdoZW4gdGhlIGNsaWVudCdzIGlucHV0IGNhbm5vdCBiZSByZWFkIChhIGRpcmVjdG9yeSwgYSBkZXNjcmlwdG9yIG9wZW4gb25seSBmb3JcbiAqIHdyaXRpbmcsIEVJTyk6IGEgc3lzdGVtIGVycm9yIGlzIHRoZSB1c2VyJ3MgdG8gZml4IGFuZCBpcyBzYWlkIGluIG9uZSBsaW5lOyBhbnl0aGluZyBlbHNlXG4gKiBpcyBhIGJ1Zywgc2FpZCB3aXRoIGl0cyBzdGFjay5cbiAqXG4gKiBAcGFyYW0gZSBUaGUgZmFpbHVyZS5cbiAqIEByZXR1cm5zIFRoZSBsaW5lIHRvIGxvZywgYW5kIHRoZSBlcnJvciBiZWhpbmQgaXQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjbGllbnRJbnB1dEZhaWx1cmUgfSBmcm9tIFwiLi9oYW5kc2hha2Vfc2Vzc2lvbi50c1wiO1xuICogaW1wb3J0IHsgQ2xpZW50SW5wdXRFcnJvciB9IGZyb20gXCIuLi90cmFuc3BvcnQvcGlwZV9lcnJvcnMudHNcIjtcbiAqIGNvbnN0IGVpc2RpciA9IG5ldyBDbGllbnRJbnB1dEVycm9yKG5ldyBEZW5vLmVycm9ycy5Jc0FEaXJlY3RvcnkoXCJJcyBhIGRpcmVjdG9yeSAob3MgZXJyb3IgMjEpXCIpKTtcbiAqIGNvbnNvbGUubG9nKGNsaWVudElucHV0RmFpbHVyZShlaXNkaXIpLmxpbmUpO1xuICogLy8gXCJyZWFkaW5nIHRoZSBjbGllbnQncyBpbnB1dCBmYWlsZWQ6IElzIGEgZGlyZWN0b3J5IChvcyBlcnJvciAyMSlcIlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjbGllbnRJbnB1dEZhaWx1cmUoZTogQ2xpZW50SW5wdXRFcnJvcik6IHsgbGluZTogc3RyaW5nOyBjYXVzZTogRXJyb3IgfSB7XG4gIGNvbnN0IGNhdXNlID0gZS5jYXVzZSBpbnN0YW5jZW9mIEVycm9yID8gZS5jYXVzZSA6IG5ldyBFcnJvcihTdHJpbmcoZS5jYXVzZSkpO1xuICBjb25zdCBzeXN0ZW0gPSBzeXN0ZW1Db2RlKGNhdXNlKSAhPT0gdW5kZWZpbmVkIHx8XG4gICAgT2JqZWN0LnZhbHVlcyhEZW5vLmVycm9ycykuc29tZSgoa2luZCkgPT4gY2F1c2UgaW5zdGFuY2VvZiBraW5kKTtcbiAgcmV0dXJuIHtcbiAgICBsaW5lOiBgcmVhZGluZyB0aGUgY2xpZW50J3MgaW5wdXQgZmFpbGVkOiAke3N5c3RlbSA/IGNhdXNlLm1lc3NhZ2UgOiBjYXVzZS5zdGFja31gLFxuICAgIGNhdXNlLFxuICB9O1xufVxuXG4vKipcbiAqIEEgZnJhbWUncyB0ZXh0IGZvciBhIGBmaXJzdF9mcmFtZWAgZXZlbnQ6IFVURi04IChsb3NzeSksIHdpdGhvdXQgYSB0cmFpbGluZyBDUi5cbiAqXG4gKiBAcGFyYW0gZnJhbWUgVGhlIGZyYW1lLCB3aXRob3V0IGl0cyBMRi5cbiAqIEByZXR1cm5zIFRoZSB0ZXh0LlxuICovXG5leHBvcnQgZnVuY3Rpb24gZnJhbWVSYXdUZXh0KGZyYW1lOiBVaW50OEFycmF5KTogc3RyaW5nIHtcbiAgY29uc3QgZW5kID0gZnJhbWUubGVuZ3RoID4gMCAmJiBmcmFtZVtmcmFtZS5sZW5ndGggLSAxXSA9PT0gMHgwZFxuICAgID8gZnJhbWUubGVuZ3RoIC0gMVxuICAgIDogZnJhbWUubGVuZ3RoO1xuICByZXR1cm4gbmV3IFRleHREZWNvZGVyKFwidXRmLThcIiwgeyBpZ25vcmVCT006IHRydWUgfSkuZGVjb2RlKGZyYW1lLnN1YmFycmF5KDAsIGVuZCkpO1xufVxuXG4vKiogV2h5IHRoZSByb3V0ZXIgbGV0IGdvIG9mIGEgY2xpZW50J3Mgc3RyZWFtcyBiZWZvcmUgYSBzZXNzaW9uIHN0YXJ0ZWQ6IGFuIGBBYm9ydEVycm9yYC4gKi9cbmZ1bmN0aW9uIGVuZGVkKGVuZDogSGFuZHNoYWtlRW5kKTogRE9NRXhjZXB0aW9uIHtcbiAgcmV0dXJuIG5ldyBET01FeGNlcHRpb24oYHRoZSByb3V0ZXIgZW5kZWQgdGhlIGNvbm5lY3Rpb24gKCR7ZW5kfSlgLCBcIkFib3J0RXJyb3JcIik7XG59XG5cbi8qKiBFbmRpbmcgYSBwZWVyIHRoYXQgb3BlbmVkIGFmdGVyIHRoZSBzdG9wIGZhaWxlZDogc2FpZCwgd2l0aCBpdHMgc3RhY2sgKG5vdGhpbmcgZWxzZSB3aWxsKS4gKi9cbmZ1bmN0aW9uIGxhdGVFbmRGYWlsZWQobG9nOiBMb2dnZXIgfCB1bmRlZmluZWQsIGU6IHVua25vd24pOiB2b2lkIHtcbiAgY29uc3QgZXJyb3IgPSBlIGluc3RhbmNlb2YgRXJyb3IgPyBlIDogbmV3IEVycm9yKFN0cmluZyhlKSk7XG4gIChsb2cgPz8gc2lsZW50TG9nZ2VyKS5lcnJvcihcbiAgICBgZW5kaW5nIGFuIGltcGxlbWVudGF0aW9uIHRoYXQgb3BlbmVkIGFmdGVyIHRoZSBzdG9wIGZhaWxlZDogJHtlcnJvci5zdGFja31gLFxuICApO1xufVxuXG5mdW5jdGlvbiBlcnJvclRleHQoZTogdW5rbm93bik6IHN0cmluZyB7XG4gIHJldHVybiBlIGluc3RhbmNlb2YgRXJyb3IgPyBlLm1lc3NhZ2UgOiBTdHJpbmcoZSk7XG59XG5cbi8qKiBBIHJlcGx5IGNvdWxkIG5vdCBiZSB3cml0dGVuIHRvIHRoZSBjbGllbnQ7IGBjYXVzZWAgc2F5cyB3aHkuICovXG5jbGFzcyBDbGllbnRXcml0ZUZhaWx1cmUgZXh0ZW5kcyBFcnJvciB7XG4gIGNvbnN0cnVjdG9yKGNhdXNlOiB1bmtub3duKSB7XG4gICAgc3VwZXIoXCJ3cml0aW5nIHRvIHRoZSBjbGllbnQgZmFpbGVkXCIsIHsgY2F1c2UgfSk7XG4gICAgdGhpcy5uYW1lID0gXCJDbGllbnRXcml0ZUZhaWx1cmVcIjtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBRUQsU0FBUyxZQUFZLFFBQVEsMEJBQTBCO0FBQ3ZELFNBS0UsZUFBZSxRQUNWLHlCQUF5QjtBQUdoQyxTQUFTLFlBQVksUUFBUSx3QkFBd0I7QUFDckQsU0FBUyxXQUFXLFFBQVEsOEJBQThCO0FBQzFELFNBQVMsV0FBVyxRQUFRLCtCQUErQjtBQUMzRCxTQUdFLFlBQVksRUFDWixZQUFZLFFBQ1AsNEJBQTRCO0FBQ25DLFNBQTBCLFNBQVMsRUFBRSxVQUFVLFFBQVEsMkJBQTJCO0FBQ2xGLFNBQXNCLFlBQVksUUFBUSxtQkFBbUI7QUFDN0QsU0FBUyxnQkFBZ0IsRUFBRSxhQUFhLEVBQUUsWUFBWSxRQUF5QixpQkFBaUI7QUFDaEcsU0FBUyxZQUFZLFFBQVEsNEJBQTRCO0FBQ3pELFNBQVMsZ0JBQWdCLEVBQUUsWUFBWSxFQUFFLE9BQU8sRUFBRSxVQUFVLFFBQVEsOEJBQThCO0FBcUhsRyxNQUFNLEtBQUssSUFBSSxXQUFXO0VBQUM7Q0FBSztBQUNoQyxNQUFNLFVBQVUsSUFBSTtBQUVwQjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FvQkMsR0FDRCxPQUFPLGVBQWUsc0JBQ3BCLE1BQW9CLEVBQ3BCLFNBQW9CLEVBQ3BCLE9BQWdDO0VBRWhDLE1BQU0sV0FBVyxnQkFBZ0I7RUFDakMsSUFBSSxhQUFhLFdBQVc7SUFDMUIsQ0FBQyxRQUFRLE1BQU0sSUFBSSxZQUFZLEVBQUUsS0FBSyxDQUFDLENBQUMsdUNBQXVDLEVBQUUsVUFBVTtJQUMzRixPQUFPO01BQUUsU0FBUztNQUFPLEtBQUs7TUFBVSxPQUFPLElBQUksVUFBVTtJQUFVO0VBQ3pFO0VBQ0EseUZBQXlGO0VBQ3pGLDRGQUE0RjtFQUM1RiwyRkFBMkY7RUFDM0Ysc0NBQXNDO0VBQ3RDLElBQUk7RUFDSixNQUFNLFNBQVMsSUFBTSxDQUFDLFNBQVMsYUFBYSxRQUFRLFFBQVEsTUFBTSxJQUFJLGFBQWEsRUFBRSxRQUFRO1FBQ3ZGLFVBQVUsSUFBSSxRQUFRLFFBQVEsUUFBUTtFQUM1QyxJQUFJO0lBQ0YsTUFBTSxRQUFRLE1BQU0sUUFBUSxjQUFjLENBQUM7SUFDM0MsSUFBSSxTQUFTLE9BQU8sT0FBTyxNQUFNLFFBQVEsR0FBRyxDQUFDLE1BQU0sR0FBRztJQUN0RCxPQUFPLE1BQU0sYUFBYSxRQUFRLE1BQU0sU0FBUyxPQUFPLFdBQVc7RUFDckUsRUFBRSxPQUFPLEdBQUc7SUFDVixPQUFPLE1BQU0sUUFBUSxJQUFJLENBQUM7RUFDNUI7QUFDRjtBQUVBOzs7OztDQUtDLEdBQ0QsU0FBUyxhQUFhLEtBQVksRUFBRSxVQUF5QjtFQUMzRCxNQUFNLFFBQVEsR0FBRyxJQUFJLFdBQVc7RUFDL0IsTUFBeUMsT0FBTyxHQUFHO0VBQ3BELG1GQUFtRjtFQUNuRiw0RUFBNEU7RUFDNUUsS0FBSyxXQUFXLElBQUksQ0FBQyxJQUFNLEtBQUssQ0FBQyxNQUFNLE1BQU0sQ0FBQyxNQUFNLEdBQUcsQ0FBQztBQUMxRDtBQVdBLGlGQUFpRixHQUNqRixNQUFNO0VBQ0osQ0FBQSxNQUFPLENBQWM7RUFDckIsK0JBQStCLEdBQy9CLENBQUEsTUFBTyxDQUFzRDtFQUM3RCx1RkFBdUYsR0FDdkYsQ0FBQSxNQUFPLENBQW1DO0VBQzFDLENBQUEsTUFBTyxDQUEwQjtFQUNqQyxDQUFBLEdBQUksQ0FBUztFQUNiLENBQUEsUUFBUyxDQUE4QjtFQUM5QixLQUFzQjtFQUN0QixDQUFBLFNBQVUsQ0FBcUI7RUFFeEMsWUFDRSxNQUFvQixFQUNwQixNQUF3QyxFQUN4QyxPQUFnQyxDQUNoQztJQUNBLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxRQUFRLFFBQVE7SUFDakMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksWUFBWSxPQUFPLFFBQVEsRUFBRSxRQUFRLGFBQWE7SUFDckUsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLFFBQVEsTUFBTTtJQUM3QixJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsUUFBUSxNQUFNLElBQUk7SUFDOUIsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLFdBQVcsUUFBUSxNQUFNLEVBQUU7SUFDN0MsSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsT0FBTztFQUNyQztFQUVBLGtFQUFrRSxHQUNsRSxDQUFBLEtBQU07SUFDSixPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sS0FBSyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsU0FBUztFQUNsRDtFQUVBLHFFQUFxRSxHQUNyRSxDQUFDLE9BQU8sT0FBTyxDQUFDLEdBQVM7SUFDdkIsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLE9BQU8sT0FBTyxDQUFDO0VBQ2pDO0VBRUEsc0ZBQXNGLEdBQ3RGLE1BQU0sZUFBZSxTQUFvQixFQUEwQztJQUNqRixNQUFPLEtBQU07TUFDWCxNQUFNLE9BQU8sTUFBTSxVQUNqQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxHQUFHLEtBQUssQ0FBQyxDQUFDO1FBQ3pCLGlGQUFpRjtRQUNqRixzRUFBc0U7UUFDdEUsSUFBSSxRQUFRLElBQUk7VUFDZCxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsS0FBSyxDQUFDLENBQUMsdUNBQXVDLEVBQUUsVUFBVSxJQUFJO1VBQ3hFLE9BQU87WUFBRSxNQUFNO1VBQU07UUFDdkI7UUFDQSxNQUFNLElBQUksaUJBQWlCO01BQzdCLElBQ0EsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUNaO01BRUYsSUFBSSxTQUFTLFFBQVEsT0FBTztRQUFFLEtBQUs7TUFBVTtNQUM3QyxJQUFJLEtBQUssSUFBSSxLQUFLLE9BQU8sT0FBTztRQUFFLEtBQUs7TUFBZ0I7TUFDdkQsSUFBSSxLQUFLLElBQUksS0FBSyxZQUFZO1FBQzVCLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsVUFBVSxVQUFVLENBQUMsS0FBSyxLQUFLO1FBQ2pFLHFGQUFxRjtRQUNyRixJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsTUFBTSxTQUFTO1VBQzdCLFNBQVMsQ0FBQyw0QkFBNEIsRUFBRSxLQUFLLEtBQUssQ0FBQyxXQUFXLENBQUM7VUFDL0QsT0FBTztRQUNUO1FBQ0EsT0FBTztVQUFFLEtBQUs7UUFBVztNQUMzQjtNQUNBLE1BQU0sVUFBVSxVQUFVLE9BQU8sQ0FBQyxLQUFLLEtBQUs7TUFDNUMsSUFBSSxRQUFRLElBQUksS0FBSyxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxVQUFVLGFBQWEsS0FBSyxLQUFLO01BQzdFLElBQUksUUFBUSxJQUFJLEtBQUssU0FBUztRQUM1QixJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsTUFBTSxlQUFlO1VBQUUsT0FBTztVQUFZLEtBQUssYUFBYSxLQUFLLEtBQUs7UUFBRTtRQUN4RixJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsTUFBTSxlQUFlO1VBQ25DLE9BQU87VUFDUCxLQUFLLGFBQWEsUUFBUSxLQUFLO1FBQ2pDO1FBQ0Esc0VBQXNFO1FBQ3RFLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTTtRQUNoQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7UUFDZCxNQUFNLFNBQVM7VUFBQyxRQUFRLEtBQUs7YUFBTSxLQUFLLFVBQVUsR0FBRztZQUFDO1dBQUcsR0FBRyxFQUFFO2FBQU0sS0FBSyxRQUFRO1NBQUM7UUFDbEYsT0FBTztVQUFFO1VBQVMsVUFBVSxLQUFLLEtBQUs7VUFBRTtVQUFRLE1BQU0sS0FBSyxRQUFRO1FBQUM7TUFDdEU7TUFDQSxJQUFJLFFBQVEsS0FBSyxLQUFLLGFBQWEsTUFBTSxJQUFJLENBQUMsS0FBSyxDQUFDLFFBQVEsS0FBSyxNQUFNLFFBQVE7UUFDN0UsT0FBTztVQUFFLEtBQUs7UUFBVTtNQUMxQjtJQUNGO0VBQ0Y7RUFFQSxpRUFBaUUsR0FDakUsQ0FBQSxPQUFRLENBQUMsSUFBWSxFQUFFLEVBQVUsRUFBRSxJQUFnQjtJQUNqRCxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO0lBQ3JCLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxLQUFLLENBQUMsTUFBTSxJQUFJO0lBQy9CLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxLQUFLLENBQUMsTUFBTSxJQUFJO0VBQ2pDO0VBRUEsZ0ZBQWdGLEdBQ2hGLE1BQU0sSUFBWSxFQUEwQjtJQUMxQyxNQUFNLFFBQVEsUUFBUSxNQUFNLENBQUMsT0FBTztJQUNwQyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsTUFBTSxhQUFhLFVBQVU7SUFDN0MsT0FBTyxVQUNMLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxLQUFLLENBQUMsT0FBTyxLQUFLLENBQUMsQ0FBQztNQUNoQyxNQUFNLElBQUksbUJBQW1CO0lBQy9CLElBQ0EsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUNaO0VBRUo7RUFFQTs7O0dBR0MsR0FDRCxNQUFNLENBQUEsVUFBVyxDQUFDLE9BQXlCO0lBQ3pDLElBQUk7TUFDRixNQUFNO0lBQ1IsRUFBRSxPQUFPLEdBQUc7TUFDVixJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsYUFBYSxxQkFBcUIsRUFBRSxLQUFLLEdBQUc7SUFDaEU7RUFDRjtFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxXQUFZLENBQUMsS0FBYztJQUN6QixJQUFJLGFBQWEsUUFBUTtNQUN2QixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsS0FBSyxDQUFDLENBQUMsdUNBQXVDLEVBQUUsVUFBVSxRQUFRO01BQzVFLE9BQU87SUFDVDtJQUNBLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxLQUFLLENBQUMsY0FBYztJQUM5QixPQUFPO0VBQ1Q7RUFFQSw0Q0FBNEMsR0FDNUMsTUFBTSxJQUFJLEdBQWlCLEVBQUUsS0FBYSxFQUFnQztJQUN4RSx3RkFBd0Y7SUFDeEYsTUFBTSxTQUFTLE1BQU07SUFDckIsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sR0FBRyxRQUFRLENBQUMsTUFBTSxDQUFDLFFBQVEsS0FBSyxDQUFDLEtBQU87SUFDM0QsaUZBQWlGO0lBQ2pGLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQzFCLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLFNBQVMsT0FBTyxLQUFLLENBQUMsUUFBUSxLQUFLLENBQUMsS0FBTztTQUN4RCxNQUFNLFFBQVEsSUFBSSxDQUFDO01BQUMsT0FBTyxLQUFLLEdBQUcsS0FBSyxDQUFDLEtBQU87TUFBSSxJQUFJLENBQUMsSUFBSTtLQUFDO0lBQ25FLDRFQUE0RTtJQUM1RSxPQUFPLFdBQVc7SUFDbEIsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxXQUFXLFFBQVE7SUFDakQsT0FBTztNQUFFLFNBQVM7TUFBTyxLQUFLLFVBQVUsWUFBWTtNQUFLLEdBQUksUUFBUTtRQUFFO01BQU0sSUFBSSxDQUFDLENBQUM7SUFBRTtFQUN2RjtFQUVBOzs7R0FHQyxHQUNELE1BQU0sWUFDSixLQUFZLEVBQ1osQ0FBVSxFQUNWLFVBQW1CLEVBQ1c7SUFDOUIsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxTQUFTO0lBQ3ZDLE1BQU0sU0FBUyxRQUFRLE1BQU0sQ0FBQyxNQUFNLE9BQU8sQ0FBQyxXQUFXLENBQUMsS0FBSztJQUM3RCx3RkFBd0Y7SUFDeEYsaURBQWlEO0lBQ2pELElBQUk7TUFDRixzRkFBc0Y7TUFDdEYsSUFBSSxZQUFZLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxVQUFVLGFBQWEsTUFBTSxRQUFRO01BQ25FLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRSxNQUFNLGFBQWEsVUFBVTtJQUMvQyxFQUFFLE9BQU8sUUFBUTtNQUNmLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxLQUFLLENBQUMsQ0FBQywrQkFBK0IsRUFBRSxVQUFVLFNBQVM7SUFDdkU7SUFDQSxNQUFNLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxRQUFRLElBQUksQ0FBQztNQUFDLE9BQU8sS0FBSyxDQUFDO01BQVMsSUFBSSxDQUFDLElBQUk7S0FBQztJQUNyRSxPQUFPLFdBQVc7SUFDbEIsTUFBTSxJQUFJLENBQUMsTUFBTSxHQUFHLEtBQUssQ0FBQyxLQUFPO0lBQ2pDLE1BQU0sUUFBUSxJQUFJLENBQUM7TUFBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsS0FBSyxHQUFHLEtBQUssQ0FBQyxLQUFPO01BQUksSUFBSSxDQUFDLElBQUk7S0FBQztJQUN0RSxPQUFPO01BQ0wsU0FBUztNQUNULEtBQUs7TUFDTCxPQUFPLGFBQWEsUUFBUSxJQUFJLElBQUksTUFBTSxPQUFPO0lBQ25EO0VBQ0Y7RUFFQSwyRkFBMkYsR0FDM0YsS0FBSyxDQUFVLEVBQWdDO0lBQzdDLElBQUksYUFBYSxrQkFBa0I7TUFDakMsTUFBTSxFQUFFLElBQUksRUFBRSxLQUFLLEVBQUUsR0FBRyxtQkFBbUI7TUFDM0MsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEtBQUssQ0FBQztNQUNoQixPQUFPLElBQUksQ0FBQyxHQUFHLENBQUMsVUFBVTtJQUM1QjtJQUNBLElBQUksQ0FBQyxDQUFDLGFBQWEsa0JBQWtCLEdBQUc7TUFDdEMsTUFBTSxRQUFRLGFBQWEsUUFBUSxJQUFJLElBQUksTUFBTSxPQUFPO01BQ3hELElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxLQUFLLENBQUMsQ0FBQyxxQ0FBcUMsRUFBRSxNQUFNLEtBQUssSUFBSSxNQUFNLE9BQU8sRUFBRTtNQUN0RixPQUFPLElBQUksQ0FBQyxHQUFHLENBQUMsVUFBVTtJQUM1QjtJQUNBLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsRUFBRSxLQUFLLEdBQUcsT0FBTyxJQUFJLENBQUMsR0FBRyxDQUFDO0lBQ2pELE1BQU0sUUFBUSxFQUFFLEtBQUssWUFBWSxRQUFRLEVBQUUsS0FBSyxHQUFHLElBQUksTUFBTSxPQUFPLEVBQUUsS0FBSztJQUMzRSxPQUFPLElBQUksQ0FBQyxHQUFHLENBQUMsaUJBQWlCO0VBQ25DO0FBQ0Y7QUFFQSw0RUFBNEUsR0FDNUUsZUFBZSxhQUNiLE1BQW9CLEVBQ3BCLE1BQWdDLEVBQ2hDLE9BQWdCLEVBQ2hCLEtBQVksRUFDWixTQUFvQixFQUNwQixPQUFnQztFQUVoQyxNQUFNLE1BQU0sUUFBUSxNQUFNLElBQUk7RUFDOUIsTUFBTSxXQUFXLFFBQVEsUUFBUTtFQUNqQyxNQUFNLFVBQVU7RUFDaEIsSUFBSTtFQUNKLElBQUk7RUFDSiwyRkFBMkY7RUFDM0YseUZBQXlGO0VBQ3pGLElBQUk7RUFDSixNQUFNLFVBQVUsWUFBWSxDQUFDLENBQUMsUUFBc0IsU0FBUyxLQUFLLENBQUMsU0FBUyxVQUFVLE1BQU07RUFDNUYseUZBQXlGLEdBQ3pGLElBQUksYUFBYTtFQUNqQixzRUFBc0U7RUFDdEUsTUFBTSxRQUFRLFFBQVEsS0FBSyxJQUN6QixDQUFDLE1BQU0sTUFBTSxDQUFDLGlDQUFpQyxFQUFFLFdBQVcsQ0FBQztJQUMzRCxHQUFHLFFBQVEsS0FBSztJQUNoQixRQUFRO0VBQ1Y7RUFDRixJQUFJO0lBQ0YsVUFBVSxhQUFhLFFBQVEsTUFBTSxJQUFJLEVBQUUsTUFBTSxPQUFPLENBQUMsSUFBSSxFQUFFLE1BQU0sTUFBTSxFQUFFO01BQzNFLGFBQWEsUUFBUSxXQUFXO01BQ2hDO01BQ0EsU0FBUyxRQUFRLE9BQU87TUFDeEIsUUFBUTtNQUNSLDhFQUE4RTtNQUM5RSxNQUFNO1FBQ0osR0FBRyxRQUFRLElBQUk7UUFDZixHQUFJLE1BQU0sT0FBTyxDQUFDLEdBQUcsR0FDakI7VUFDQSxLQUFLO1lBQUUsR0FBRyxRQUFRLElBQUksRUFBRSxHQUFHO1lBQUUsR0FBRyxNQUFNLE9BQU8sQ0FBQyxHQUFHLENBQUMsR0FBRztVQUFDO1VBQ3RELFVBQVU7ZUFBSSxRQUFRLElBQUksRUFBRSxZQUFZLEVBQUU7ZUFBSyxNQUFNLE9BQU8sQ0FBQyxHQUFHLENBQUMsS0FBSztXQUFDO1FBQ3pFLElBQ0UsQ0FBQyxDQUFDO1FBQ04sR0FBSSxRQUFRLE1BQU0sR0FBRztVQUFFLFFBQVEsUUFBUSxNQUFNO1FBQUMsSUFBSSxDQUFDLENBQUM7UUFDcEQsUUFBUTtNQUNWO01BQ0EsT0FBTyxZQUFZLENBQUMsQ0FBQztRQUNuQixhQUFhO1FBQ2IsU0FBUyxLQUFLLENBQUMsVUFBVSxTQUFTO01BQ3BDLENBQUM7TUFDRCxvRkFBb0Y7TUFDcEYsb0VBQW9FO01BQ3BFLE9BQU8sVUFBVSxTQUFTLENBQUMsSUFBTSxTQUFTLEtBQUssQ0FBRSxVQUFVLFFBQVE7TUFDbkUsdUZBQXVGO01BQ3ZGLFNBQVMsUUFBUSxZQUFZO01BQzdCLE9BQU8sVUFBVSxVQUNmLENBQUMsQ0FBQyxVQUFVLFVBQVksU0FBUyxNQUFNLENBQUUsVUFBVSxTQUFTLFVBQVUsUUFBUTtNQUNoRixTQUFTLFNBQVMsQ0FBQyxVQUFVLFNBQ3pCLFlBQ0EsQ0FBQyxVQUFVLFVBQVksU0FBUyxNQUFNLENBQUUsU0FBUyxVQUFVLFVBQVU7TUFDekUsUUFBUSxTQUFTLFNBQVMsQ0FBQyxJQUFNLFFBQVEsS0FBSyxDQUFFLFVBQVUsUUFBUTtNQUNsRSxVQUFVLFNBQVMsQ0FBQyxTQUFTLFFBQVEsWUFBWSxJQUFNLFFBQVEsS0FBSyxDQUFFLFNBQVM7TUFDL0Usa0JBQWtCO01BQ2xCLFVBQVMsSUFBSTtRQUNYLGNBQWM7UUFDZCxxRkFBcUY7UUFDckYsSUFBSSxLQUFLLE9BQU8sS0FBSyxXQUFXLFlBQVksVUFBVSxNQUFNLE1BQU0sT0FBTyxDQUFDLElBQUk7TUFDaEY7SUFDRjtJQUNBLHNGQUFzRjtJQUN0RixTQUFTLE1BQU0sVUFBVSxTQUFTLFFBQVEsTUFBTSxFQUFFO0VBQ3BELEVBQUUsT0FBTyxHQUFHO0lBQ1YsdUZBQXVGO0lBQ3ZGLGdEQUFnRDtJQUNoRCxNQUFNLE9BQU87SUFDYixJQUFJLE1BQU0sV0FBVztNQUNuQixNQUFNLFVBQVUsUUFBUSxPQUFPLElBQUk7TUFDbkMsTUFBTSxLQUFLLFNBQVMsQ0FBQyxTQUFTLFdBQVcsS0FBSyxDQUFDLENBQUMsTUFBUSxjQUFjLFFBQVEsTUFBTSxFQUFFO0lBQ3hGO0lBQ0EsSUFBSTtNQUNGLFVBQVUsTUFBTSxTQUFTO1FBQ3ZCLFNBQVMsQ0FBQyxvQ0FBb0MsRUFBRSxVQUFVLElBQUk7UUFDOUQsT0FBTztNQUNUO0lBQ0YsRUFBRSxPQUFPLFFBQVE7TUFDZixJQUFJLEtBQUssQ0FBQyxDQUFDLCtCQUErQixFQUFFLFVBQVUsU0FBUztJQUNqRTtJQUNBLE9BQU8sTUFBTSxRQUFRLFdBQVcsQ0FBQyxPQUFPLEdBQUcsQ0FBQztFQUM5QztFQUNBLElBQUksV0FBVyxNQUFNO0lBQ25CLE1BQU0sVUFBVSxRQUFRLE9BQU8sSUFBSTtJQUNuQyxNQUFNLFVBQVUsYUFBYSxRQUFRLE1BQU0sRUFBRTtJQUM3QyxRQUFRLElBQUksQ0FBQyxDQUFDO01BQ1osS0FBSyxLQUFLLENBQUMsWUFBWTtNQUN2QixLQUFLLEtBQUssQ0FBQyxjQUFjO01BQ3pCLEtBQUssSUFBSSxDQUFDLFNBQVMsR0FBRyxTQUFTLFVBQVUsTUFBTSxDQUFDLElBQU0sY0FBYyxRQUFRLE1BQU0sRUFBRTtJQUN0RixHQUFHLEtBQU8sSUFBSSxnREFBZ0Q7SUFDOUQsTUFBTSxJQUFJLENBQUMsTUFBTSxDQUFDLE1BQU0sWUFBWSxLQUFLLENBQUMsS0FBTztJQUNqRCxNQUFNLENBQUMsVUFBVSxNQUFNLEVBQUUsUUFBUSxDQUFDLEtBQUssQ0FBQyxNQUFNLFlBQVksS0FBSyxDQUFDLEtBQU87SUFDdkUsMkZBQTJGO0lBQzNGLDBGQUEwRjtJQUMxRixzRUFBc0U7SUFDdEUsTUFBTSxPQUFPO0lBQ2IsSUFBSTtJQUNKLElBQUksTUFBTSxXQUFXO01BQ25CLE1BQU0sVUFBVSxBQUFDLEtBQTJCLEdBQUc7TUFDL0MsTUFBTSxNQUFNLE9BQU8sWUFBWSxXQUFXLFVBQVU7TUFDcEQsZ0ZBQWdGO01BQ2hGLElBQUksS0FBSyxPQUFPLEtBQUssV0FBVyxVQUFVLFNBQVMsR0FBRyxLQUFLO01BQzNELDJEQUEyRDtNQUMzRCxJQUFJLElBQUksQ0FDTixRQUFRLE9BQ0osQ0FBQyxRQUFRLEVBQUUsUUFBUSw2QkFBNkIsQ0FBQyxHQUNqRCxDQUFDLDhCQUE4QixDQUFDO01BRXRDLE1BQU0sT0FBTyxNQUFNLEtBQUssU0FBUyxDQUFDLFNBQVMsU0FBUyxLQUFLLENBQUMsQ0FBQztRQUN6RCxjQUFjLFFBQVEsTUFBTSxFQUFFO1FBQzlCLE9BQU87TUFDVDtNQUNBLG1GQUFtRjtNQUNuRixJQUFJLEtBQUssT0FBTyxLQUFLLFdBQVc7UUFDOUIsTUFBTSxXQUFXLFVBQVUsTUFBTTtRQUNqQyxjQUFjO1VBQUU7VUFBSztRQUFLO01BQzVCO0lBQ0Y7SUFDQSw4REFBOEQ7SUFDOUQsT0FBTztNQUNMLFNBQVM7TUFDVCxLQUFLLGFBQWEsUUFBUSxNQUFNLEVBQUUsVUFBVSxrQkFBa0I7TUFDOUQsR0FBSSxlQUFlLENBQUMsYUFBYSxRQUFRLE1BQU0sRUFBRSxVQUFVO1FBQUU7TUFBWSxJQUFJLENBQUMsQ0FBQztJQUNqRjtFQUNGO0VBQ0EsSUFBSSxPQUFPLElBQUksQ0FBQyxPQUFPLEtBQUssV0FBVyxZQUFZLFVBQVUsT0FBTyxJQUFJLEVBQUUsTUFBTSxPQUFPLENBQUMsSUFBSTtFQUM1RixNQUFNLFVBQVUsQUFBQyxPQUFPLElBQUksQ0FBdUIsR0FBRztFQUN0RCxNQUFNLE1BQU0sT0FBTyxZQUFZLFdBQVcsVUFBVTtFQUNwRCxVQUFVLFNBQVMsR0FBRyxLQUFLLE9BQU8sTUFBTTtFQUN4QywwRkFBMEY7RUFDMUYsTUFBTSxVQUFVO0lBQUUsSUFBSTtJQUFPLE1BQU07RUFBTTtFQUN6QyxPQUFPLEtBQUssQ0FBQyxRQUFRLENBQUMsSUFBSSxDQUFDLElBQU0sUUFBUSxFQUFFLEdBQUcsTUFBTSxLQUFPO0VBQzNELE9BQU8sS0FBSyxDQUFDLFVBQVUsQ0FBQyxJQUFJLENBQUMsSUFBTSxRQUFRLElBQUksR0FBRyxNQUFNLEtBQU87RUFDL0QsYUFBYSxPQUFPLE9BQU8sS0FBSyxDQUFDLFVBQVU7RUFDM0MsTUFBTSxVQUFVLE1BQU0sYUFBYSxPQUFPLEtBQUssRUFBRSxPQUFPLElBQUksRUFBRTtJQUM1RCxTQUFTLFFBQVEsT0FBTztJQUN4QixRQUFRLFFBQVEsTUFBTTtJQUN0QixRQUFRO0lBQ1IsVUFBVSxRQUFRLFFBQVE7RUFDNUI7RUFDQSxJQUFJLENBQUMsUUFBUSxFQUFFLEVBQUUsVUFBVSxNQUFNLFVBQVU7RUFDM0MsSUFBSSxDQUFDLFFBQVEsSUFBSSxFQUFFLFVBQVUsTUFBTSxTQUFTO0VBQzVDLE1BQU0sV0FBVyxVQUFVLE9BQU8sSUFBSSxFQUFFLFFBQVEsUUFBUTtFQUN4RCxJQUFJLFFBQVEsV0FBVyxFQUFFO0lBQ3ZCLFVBQVUsTUFBTSxTQUFTO01BQUUsU0FBUyxRQUFRLFdBQVcsQ0FBQyxPQUFPO01BQUUsT0FBTztJQUFVO0VBQ3BGO0VBQ0EsT0FBTztJQUFFLFNBQVM7SUFBTTtJQUFTLE1BQU0sT0FBTyxNQUFNO0lBQUU7RUFBSTtBQUM1RDtBQUVBLGtGQUFrRixHQUNsRixTQUFTLFlBQ1AsUUFBcUMsRUFDckMsSUFBZ0IsRUFDaEIsT0FBMEI7RUFFMUIsSUFBSSxDQUFDLFVBQVU7RUFDZixNQUFNLE1BQU0sQUFBQyxLQUEyQixHQUFHO0VBQzNDLE1BQU0sUUFBUSxhQUFhO0VBQzNCLFNBQVMsS0FBSyxDQUFDLGVBQWU7SUFDNUIsS0FBSyxPQUFPLFFBQVEsV0FBVyxNQUFNO0lBQ3JDLFNBQVMsVUFBVSxPQUFPLE9BQU8sWUFBWTtJQUM3QyxHQUFJLEtBQUssR0FBRyxLQUFLLFlBQVksQ0FBQyxJQUFJO01BQUUsS0FBSyxLQUFLLEdBQUc7SUFBQyxDQUFDO0VBQ3JEO0FBQ0Y7QUFFQSx3RkFBd0YsR0FDeEYsZUFBZSxXQUNiLFFBQXFDLEVBQ3JDLElBQWdCLEVBQ2hCLElBQW1CO0VBRW5CLElBQUksQ0FBQyxVQUFVO0VBQ2YsTUFBTSxhQUFhLEFBQUMsS0FBc0QsVUFBVTtFQUNwRixNQUFNLFNBQVMsYUFBYSxNQUFNLGFBQWE7RUFDL0MsU0FBUyxLQUFLLENBQUMsY0FBYztJQUFFLE1BQU0sU0FBUyxPQUFPO0lBQU07RUFBTztBQUNwRTtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixDQUFtQjtFQUNwRCxNQUFNLFFBQVEsRUFBRSxLQUFLLFlBQVksUUFBUSxFQUFFLEtBQUssR0FBRyxJQUFJLE1BQU0sT0FBTyxFQUFFLEtBQUs7RUFDM0UsTUFBTSxTQUFTLFdBQVcsV0FBVyxhQUNuQyxPQUFPLE1BQU0sQ0FBQyxLQUFLLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQyxPQUFTLGlCQUFpQjtFQUM3RCxPQUFPO0lBQ0wsTUFBTSxDQUFDLG1DQUFtQyxFQUFFLFNBQVMsTUFBTSxPQUFPLEdBQUcsTUFBTSxLQUFLLEVBQUU7SUFDbEY7RUFDRjtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsYUFBYSxLQUFpQjtFQUM1QyxNQUFNLE1BQU0sTUFBTSxNQUFNLEdBQUcsS0FBSyxLQUFLLENBQUMsTUFBTSxNQUFNLEdBQUcsRUFBRSxLQUFLLE9BQ3hELE1BQU0sTUFBTSxHQUFHLElBQ2YsTUFBTSxNQUFNO0VBQ2hCLE9BQU8sSUFBSSxZQUFZLFNBQVM7SUFBRSxXQUFXO0VBQUssR0FBRyxNQUFNLENBQUMsTUFBTSxRQUFRLENBQUMsR0FBRztBQUNoRjtBQUVBLDJGQUEyRixHQUMzRixTQUFTLE1BQU0sR0FBaUI7RUFDOUIsT0FBTyxJQUFJLGFBQWEsQ0FBQyxpQ0FBaUMsRUFBRSxJQUFJLENBQUMsQ0FBQyxFQUFFO0FBQ3RFO0FBRUEsK0ZBQStGLEdBQy9GLFNBQVMsY0FBYyxHQUF1QixFQUFFLENBQVU7RUFDeEQsTUFBTSxRQUFRLGFBQWEsUUFBUSxJQUFJLElBQUksTUFBTSxPQUFPO0VBQ3hELENBQUMsT0FBTyxZQUFZLEVBQUUsS0FBSyxDQUN6QixDQUFDLDREQUE0RCxFQUFFLE1BQU0sS0FBSyxFQUFFO0FBRWhGO0FBRUEsU0FBUyxVQUFVLENBQVU7RUFDM0IsT0FBTyxhQUFhLFFBQVEsRUFBRSxPQUFPLEdBQUcsT0FBTztBQUNqRDtBQUVBLGtFQUFrRSxHQUNsRSxNQUFNLDJCQUEyQjtFQUMvQixZQUFZLEtBQWMsQ0FBRTtJQUMxQixLQUFLLENBQUMsZ0NBQWdDO01BQUU7SUFBTTtJQUM5QyxJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRiJ9
// denoCacheMetadata=4965078626827179864,1867729396991514446