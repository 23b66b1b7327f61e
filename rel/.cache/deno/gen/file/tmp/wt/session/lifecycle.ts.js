/**
 * How a session ends (ROUTING §3.6; README "Agent lifecycle"): the policy that watches a
 * session's {@linkcode BytePipes} and its peer, decides the closing order, ends the peer
 * and reports why it all ended. It knows nothing of the path the bytes take.
 *
 * - The client's input ends -> the peer's input is closed; the peer has `graceMs` to exit by
 *   itself, then its group gets SIGTERM, then SIGKILL after another `graceMs`. A client that
 *   hangs up while bytes it sent still wait for a peer that does not read them has ended its
 *   input all the same (`BytePipes.clientHungUp`), once the pipe has had `graceMs` to move
 *   them with the client hung up all that time: the peer's grace period starts then, and its
 *   input closes once all is in it.
 * - The peer's output ends, or the peer exits -> the peer is ended the same way; its last
 *   output drains while the client takes it (until it has taken nothing for
 *   `outputStallMs`), then the client's output is closed. A peer that ended leaving its
 *   output open (nothing on its way to the client one `graceMs` later) gets that output's end
 *   (`BytePipes.finishDownstream`: what was read is delivered, then a clean end; aborted if
 *   that is not done within one more `graceMs`). A peer that ended its output but had to be
 *   ended is logged at error level: its code is not one it chose.
 * - Writing to the client fails: the client went away (EPIPE) is a normal end; any other
 *   failure (a full disk, a failed pump, a bug) is reported as `output-failed`
 *   ({@linkcode isReaderGone} names the normal ends).
 * - Moving the client's input to the peer fails: the peer stopped reading (EPIPE) is normal
 *   (its output or exit decides what comes next, or the client's end of input, still read
 *   for and dropped meanwhile: `BytePipes.drainClient`); any other failure (a read error on the client's
 *   input, a failed pump, a bug in a tap) is logged, the peer's input is closed and the
 *   session ends as `failed` once the peer has ended.
 * - The stop signal aborts (at any time, the drain above included) -> the peer's group gets
 *   the signal the abort reason names (`process/stop_signal.ts`) at once, SIGKILL after
 *   `graceMs`; what is already on its way to the client goes while the client takes it, for
 *   `graceMs` at most, and not at all once it has taken nothing for {@linkcode STOP_STALL_MS}
 *   (on the kernel path the agent holds the client's output: nothing is waited for there).
 *
 * Invariants: never rejects; every wait is bounded; once it resolves, both pipes have
 * settled or been abandoned after a bounded wait, and the peer has been ended.
 *
 * @module
 */ import { settlesWithin } from "../async/settles_within.ts";
import { orAborted, watchAbort } from "../async/when_aborted.ts";
import { stopSignalOf, terminateHeedingStop } from "../process/stop_signal.ts";
import { ClientInputError, isReaderGone, isReset, OutputLimitError, systemCode } from "../transport/pipe_errors.ts";
import { silentLogger } from "../log/logger.ts";
/**
 * Default time a peer has to exit after its input is closed: 2 s.
 *
 * @example Give an agent that saves state on exit more time than the default
 * ```ts
 * import { AgentRouter, command, DEFAULT_GRACE_MS } from "../mod.ts";
 * const router = new AgentRouter({
 *   v1: command("my-agent --stdio"),
 *   graceMs: 5 * DEFAULT_GRACE_MS, // 10 s before SIGKILL
 * });
 * ```
 */ export const DEFAULT_GRACE_MS = 2_000;
/**
 * Default time a client may go without taking any bytes, counted from its last read and
 * checked once the peer has ended, before its output is closed with bytes still undelivered:
 * 60 s (the SDK's `maxOutputStallMs`).
 */ export const DEFAULT_OUTPUT_STALL_MS = 60_000;
/**
 * After a stop signal, how long the client may take nothing of what is still on its way
 * before the session stops waiting for it: a stop is now, and on the kernel path (the agent
 * holds the client's output) nothing is waited for at all. A write counts when it completes,
 * so a client slower than one copied write (up to 64 KiB) a second counts as taking nothing.
 */ const STOP_STALL_MS = 1_000;
/** After a stop, how long an output only left open has to close once told to (its end). */ const LEFT_OPEN_CLOSE_MS = 100;
/**
 * After the client's hang-up, how often the grace period looks whether it is still hung up (a
 * FIFO's next writer ends it).
 */ const HANGUP_CHECK_MS = 100;
/**
 * How long a remote agent's connection may take to end after its input ends, by itself: up to
 * 2 s for what is still queued, then up to 2 s for what the agent owes (the remote clients'
 * close bound, `remote/client_options.ts`).
 */ const REMOTE_END_WAIT_MS = 4_000;
/** After a stop, how long a write blocked on the client is waited for once more. */ const STOP_SETTLE_MS = 100;
/**
 * Runs a session's lifecycle until both sides are done.
 *
 * @param pipes The session's running pipes.
 * @param peer The peer (its `exited` and `terminate`, when it has them).
 * @param options Grace period, stall bound, stop signal, logger.
 * @returns How it ended. Never rejects.
 *
 * @example
 * ```ts
 * import { copyPipes } from "../transport/byte_pipes.ts";
 * import { runLifecycle } from "./lifecycle.ts";
 * const echo = new TransformStream<Uint8Array, Uint8Array>();
 * const out = new TransformStream<Uint8Array, Uint8Array>();
 * const client = { readable: ReadableStream.from([new TextEncoder().encode("hi\n")]), writable: out.writable };
 * const ended = runLifecycle(copyPipes(client, [], echo), echo);
 * console.log(await new Response(out.readable).text()); // "hi\n"
 * console.log((await ended).cause); // "client-left" (the client's input ended first)
 * ```
 */ export async function runLifecycle(pipes, peer, options = {}) {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const log = options.logger ?? silentLogger;
  const name = options.peerName ?? "the agent";
  let exitedAt; // when its exit was seen (undefined: not yet)
  const exit = ()=>void (exitedAt ??= Date.now());
  peer.exited?.then(exit, exit);
  const output = watchOutput(pipes, options.signal, log, name);
  const input = watchInput(pipes, options.signal, log);
  let hungUp = false;
  const event = await firstEvent(pipes, peer, input.event, output.event, options.signal, graceMs, (waitedMs)=>{
    hungUp = true;
    log.info(`the client ended its input, and ${name} has not read all it had sent within ` + `${waitedMs} ms; ${name} has ${graceMs} ms to exit`);
  });
  log.debug(`session: ${event}`);
  const exitedBefore = exitedAt !== undefined;
  // On a stop the group gets the signal first (endPeer sends it before its first await), and
  // only then does its input close: an agent that exits at once on EOF must see the signal.
  // A stop's grace period runs from the stop, also one that comes while the peer is being
  // ended: ending it is part of that period, not before it.
  let stopAt = event === "stop" ? Date.now() : undefined;
  const noteStop = ()=>stopAt ??= Date.now();
  options.signal?.addEventListener("abort", noteStop, {
    once: true
  });
  // After a hang-up the peer's input is still open (what was sent still waits in it).
  const since = hungUp ? "the client's end of input" : "its input closed";
  // The peer's output delivered stands for the exit of a peer that shows none, unless the
  // router cuts that output itself (a client gone, its output failed): that says nothing.
  const cut = event === "client-gone" || event === "output-failed";
  const ending = endPeer(peer, graceMs, event === "stop", options.signal, log, name, since, cut ? null : pipes.downstream, ()=>exitedAt);
  if (event !== "client-eof" || options.signal?.aborted) pipes.stopUpstream();
  if (cut) pipes.stopDownstream();
  const ended = await ending;
  options.signal?.removeEventListener("abort", noteStop);
  let stopped = event === "stop" || ended.stopped;
  if (event === "peer-eof" && !stopped && ended.byRouter && ended.code !== null) {
    // Its code is the session's exit code: say why it is not the agent's own.
    log.error(`${name} ended its output but went on running; it was ended (exit code ${ended.code})`);
  }
  // A stop is now: the client gets what is already on its way while it takes it, within one
  // grace period in all (a peer that ignored the signal used it up: then nothing more).
  const stopDeadline = (stopAt ?? Date.now()) + graceMs;
  let drained = "stopped";
  if (stopped) {
    drained = await drainAfterStop(Promise.allSettled([
      pipes.upstream,
      pipes.downstream
    ]), pipes, Math.max(0, stopDeadline - Date.now()), ended.code !== null);
  } else {
    drained = await drainToClient(pipes.downstream, pipes, {
      graceMs,
      stallMs: options.outputStallMs ?? DEFAULT_OUTPUT_STALL_MS,
      signal: options.signal,
      log,
      ended: `${name} has ended`
    });
    // A stop while the last output drained ends the session as a stop: what is left is cut.
    if (drained === "stopped") stopped = true;
  }
  pipes.stopUpstream();
  await endOutput(pipes, drained, stopped ? Math.max(LEFT_OPEN_CLOSE_MS, stopDeadline - Date.now()) : graceMs);
  // A source blocked in a read may take a moment to notice the abort; never wait forever.
  // After a stop, a write blocked on a client that takes nothing is not waited for again.
  await Promise.all([
    settlesWithin(pipes.upstream, graceMs),
    settlesWithin(pipes.downstream, stopped ? Math.min(STOP_SETTLE_MS, Math.max(0, stopDeadline - Date.now())) : graceMs)
  ]);
  // An in-memory peer has no signal to end it: one that ended while its output drained (or
  // once its streams were cut) has its own code, when it has ended by now.
  if (ended.code === null && !peer.terminate && peer.exited && await settlesWithin(peer.exited, 0)) {
    ended.code = await peer.exited.catch(()=>null);
  }
  // Read only now: a write to the client that fails while the last output drains (after the
  // peer ended) is an output failure too, not a clean end with an error line.
  const outputError = output.error();
  // Whenever it came: a failed input pipe ends the peer's input, and the peer's end may be
  // seen first.
  const inputError = stopped || outputError ? undefined : input.error();
  if (inputError) log.error(inputFailure(inputError, name));
  return {
    cause: stopped ? "stopped" : outputError ? "output-failed" : inputError ? "failed" : event === "client-eof" || event === "client-gone" ? "client-left" : "peer-ended",
    peerCode: ended.code,
    endedBy: ended.byRouter && !exitedBefore ? "router" : "itself",
    ...outputError ? {
      outputError
    } : {},
    ...inputError ? {
      error: inputError
    } : {}
  };
}
/**
 * Ends peer -> client once the drain is over. A peer that ended leaving its output open gets
 * that output's end (the client's output closed behind what the pipe read, not aborted), as
 * when the output ends by itself; a client that then takes nothing is not waited for beyond
 * one more grace period. Any other end stops the pipe.
 */ async function endOutput(pipes, drained, graceMs) {
  if (drained !== "left-open") return pipes.stopDownstream();
  pipes.finishDownstream();
  if (!await settlesWithin(pipes.downstream, graceMs)) pipes.stopDownstream();
}
/**
 * How one pipe ends, classified once: `ended` when it ends; `normal` when its rejection is a
 * normal turn of a session (said at debug), `failed` otherwise -- the error, `judge` gives it,
 * kept for the session's end (whenever it happens) and handed to `onFailure`.
 */ function watchPipe(pipe, events, judge, what, log, onFailure = ()=>{}) {
  let error;
  const event = pipe.then(()=>events.ended, (e)=>{
    const failure = judge(e);
    if (failure !== null && "ended" in failure) return events.ended; // said by `judge`
    if (failure === null) {
      log.debug(`the ${what} pipe ended: ${errorText(e)}`);
      return events.normal;
    }
    error = failure;
    onFailure(failure);
    return events.failed;
  });
  return {
    event,
    error: ()=>error
  };
}
/**
 * Client -> peer: the client's end of input; the peer no longer taking its input (the sink's
 * error, whatever it is: the peer's output and exit decide the end) or a stop; or a failure
 * of the client's side or the daemon's ({@linkcode ClientInputError}: a read error, a bug in a
 * tap), reported at the session's end.
 */ function watchInput(pipes, signal, log) {
  return watchPipe(pipes.upstream, {
    ended: "client-eof",
    normal: "peer-input-error",
    failed: "input-failed"
  }, (e)=>e instanceof ClientInputError && !signal?.aborted ? e.cause instanceof Error ? e.cause : new Error(String(e.cause)) : null, "client-to-agent", log);
}
/**
 * Peer -> client: its end of output (also when reading it failed: its readable errored,
 * logged as the peer's failure, where the pipes can tell: `BytePipes.peerOutputFailed`); the
 * client going away (or a stop); or a write failure, reported at once.
 */ function watchOutput(pipes, signal, log, name) {
  return watchPipe(pipes.downstream, {
    ended: "peer-eof",
    normal: "client-gone",
    failed: "output-failed"
  }, (e)=>{
    if (isReaderGone(e) || signal?.aborted) return null;
    if (pipes.peerOutputFailed?.()) {
      log.error(`reading ${name}'s output failed: ${errorText(e)}`);
      return {
        ended: true
      };
    }
    return e instanceof Error ? e : new Error(String(e));
  }, "agent-to-client", log, (error)=>log.error(outputFailure(error)));
}
/**
 * Waits for what ends the session first, following a failed input to what comes next. A
 * hang-up of the client's ({@linkcode BytePipes.clientHungUp}) after which the pipe has not
 * moved all the client sent within `graceMs` is its end of input (`onHangup` is told).
 */ async function firstEvent(pipes, peer, input, output, signal, graceMs, onHangup) {
  const peerExit = peer.exited?.then(()=>"peer-exit", ()=>"peer-exit") ?? new Promise(()=>{});
  using stopWatch = watchAbort(signal, "stop");
  const stop = stopWatch.promise;
  // The client hung up while what it sent still waits for a peer that does not read it: its
  // end of input all the same (the pipe would see it only once the peer had read it all),
  // once the pipe has had a grace period to move the rest (a peer that reads slowly is not
  // cut short; a pipe that ends meanwhile is the end, as always).
  const hungUp = clientGone(pipes, peer, graceMs);
  const first = await Promise.race([
    input,
    output,
    peerExit,
    stop,
    hungUp
  ]);
  if (typeof first === "number") {
    onHangup(first);
    return "client-eof";
  }
  let event = first;
  // The peer stopped taking its input: its output or exit decides what happens next, or the
  // client's end of input, which is still watched for (what it sends meanwhile is dropped).
  if (event === "peer-input-error") {
    const clientEnd = pipes.drainClient().then(()=>"client-eof", // A reset is the client leaving, as its end of input (regress84: the session waited for
    // the agent); a stop, or input that cannot be read otherwise, is not an end.
    (e)=>isReset(e) ? "client-eof" : new Promise(()=>{}));
    event = await Promise.race([
      output,
      peerExit,
      stop,
      clientEnd
    ]);
  }
  // The peer ended (its output, or itself) as it read the client's end of input (an
  // in-process peer that returns once its input ends): the input pipe settles just after,
  // once closing the peer's input has resolved. The client's end came first.
  const peerEnded = event === "peer-eof" || event === "peer-exit";
  if (peerEnded && await settlesWithin(input, 0) && await input === "client-eof") {
    event = "client-eof";
  }
  // Let the peer's last output drain before anything is closed (a stop cuts it short).
  if (event === "peer-exit") await Promise.race([
    settlesWithin(pipes.downstream, graceMs),
    stop
  ]);
  return event;
}
/**
 * Resolves with how long it waited (ms) once the client has hung up and stayed so while the
 * pipe had `graceMs` to move what it sent (more for a remote agent, whose connection itself
 * waits at its end of input for what is queued and what the agent owes: that is no stall).
 * Never, when the pipe ends first or the pipes cannot see a hang-up. The client is looked at
 * every {@linkcode HANGUP_CHECK_MS}: a FIFO's next writer ends the hang-up, and the next one
 * is waited for.
 */ async function clientGone(pipes, peer, graceMs) {
  const never = new Promise(()=>{});
  if (pipes.clientHungUp === undefined) return never;
  const waitMs = graceMs + (peer.url === undefined ? 0 : REMOTE_END_WAIT_MS);
  while(true){
    await pipes.clientHungUp();
    const until = Date.now() + waitMs;
    let still = true;
    while(still && Date.now() < until){
      if (await settlesWithin(pipes.upstream, Math.min(HANGUP_CHECK_MS, until - Date.now()))) {
        return never;
      }
      still = pipes.clientStillHungUp?.() ?? true;
    }
    if (still) return waitMs;
  }
}
/**
 * Ends the peer once the pipes are done with it: gently (its input is closed; it has
 * `graceMs` to exit, then SIGTERM, then SIGKILL), unless `stopNow` or `signal` aborts
 * meanwhile: then at once with the signal the abort reason names, SIGKILL after `graceMs`.
 * `outputDone` (its output delivered; null when the router cut it) stands for the exit of a
 * peer that shows none; a process that exits by itself while its output is still open (a
 * child it left holds it, and may still write) has `graceMs` from its exit (`exitedAt`) for
 * that output to end before what it left in its group is ended.
 */ async function endPeer(peer, graceMs, stopNow, signal, log, name, since, outputDone, exitedAt) {
  // A plain pair of streams: the router ended it when it stopped it (its streams cut).
  if (!peer.exited && !peer.terminate) return {
    code: null,
    byRouter: stopNow,
    stopped: stopNow
  };
  // A peer that can be ended but shows no exit: the end of its output stands for one (it
  // ended itself, and what it wrote reaches the client); a stop, or a grace period that passes
  // first, ends it with its terminate().
  const exited = peer.exited ?? outputDone ?? new Promise(()=>{});
  let stopped = stopNow;
  if (!stopNow) {
    const waited = await orAborted(settlesWithin(exited, graceMs).then((ok)=>ok ? "exited" : "grace"), signal, "stop");
    if (waited === "exited") {
      if (!peer.exited) return {
        code: null,
        byRouter: false,
        stopped: false
      };
      if (peer.terminate && peer.url === undefined && outputDone !== null) {
        // One grace period from its exit, however much of it has passed already.
        const left = Math.max(0, (exitedAt() ?? Date.now()) + graceMs - Date.now());
        await orAborted(settlesWithin(outputDone, left), signal, true);
      }
      const code = await exitCodeOf(()=>peer.terminate ? peer.terminate(graceMs) : peer.exited, log, name, peer.terminate ? terminateBoundMs(graceMs) : undefined);
      if (code !== 0 && code !== null) {
        // A remote agent's connection has no process: its client logged why it ended. One
        // that ended as the session was being stopped is no failure: a client that signals
        // the whole process tree (acpx) signals the agent beside the daemon (interop10).
        if (peer.url !== undefined) {
          log.debug(`${name}'s connection (${peer.url}) ended with code ${code}`);
        } else if (signal?.aborted) {
          log.info(`${name} ended with exit code ${code} as it was stopped`);
        } else log.error(`${name} ended with exit code ${code}`);
      }
      return {
        code,
        byRouter: false,
        stopped: signal?.aborted === true
      };
    }
    if (waited === "grace") {
      log.info(`${name} is still running ${graceMs} ms after ${since}; terminating it`);
    }
    stopped = waited === "stop";
  }
  const politely = stopped ? stopSignalOf(signal?.reason) : "SIGTERM";
  if (!peer.terminate) {
    // Nothing to signal (an in-memory peer, which has `exited`: one with neither returned
    // above): it gets one grace period (the one it has just had, or one from the stop), then
    // its streams are cut by the pipes' stop, which ends a peer blocked writing to a client
    // that does not read.
    const code = stopped && await settlesWithin(peer.exited, graceMs) ? await peer.exited.catch(()=>null) : null;
    return {
      code,
      byRouter: true,
      stopped
    };
  }
  // A remote agent has no process group: its connection is what is ended (interop10).
  const sending = (s)=>peer.url === undefined ? `sending ${s} to ${name}'s process group` : `ending ${name}'s connection (${peer.url}) on ${s}`;
  if (stopped) log.info(sending(politely));
  // A stop while it is being terminated (its grace ran out first) reaches its group at once.
  const terminate = (ms, s)=>peer.terminate(ms, s);
  const said = (again)=>{
    if (again !== politely) log.info(sending(again));
  };
  const code = await exitCodeOf(()=>terminateHeedingStop(terminate, graceMs, politely, stopped ? undefined : signal, said), log, name, terminateBoundMs(graceMs));
  if (peer.killedAfterGrace === true) {
    log.info(`${name} was still running ${graceMs} ms after ${politely}; it was sent SIGKILL`);
  }
  return {
    code,
    byRouter: true,
    stopped
  };
}
/**
 * How many looks, {@linkcode IDLE_LOOK_MS} apart, decide whether the client is the slow side:
 * most of them must find a write to it in flight.
 */ const IDLE_LOOKS = 5;
/** The time between two of those looks (ms). */ const IDLE_LOOK_MS = 10;
/**
 * Whether a write to the client is in flight at most of {@linkcode IDLE_LOOKS} looks (the
 * client is the slow side, not the sender): one look may fall between one write and the next,
 * a moment a busy machine stretches (a slow client's last 200 lines were cut there), and one
 * may find a fast client's write in flight (a sender that keeps writing kept the drain going).
 * True too once `done` settled or `signal` aborted meanwhile (the caller's next wait says
 * which).
 */ async function waitsOnClient(client, done, signal) {
  const most = Math.floor(IDLE_LOOKS / 2) + 1;
  let writing = 0;
  for(let look = 0; look < IDLE_LOOKS; look++){
    if (client.waitingOnClient()) writing++;
    if (writing >= most) return true;
    if (writing + (IDLE_LOOKS - 1 - look) < most) return false;
    const ended = await orAborted(settlesWithin(done, IDLE_LOOK_MS), signal, true);
    if (ended) return true;
  }
  return false;
}
/**
 * The sender is gone, but its last bytes may still be on their way to a slow client: waits
 * for `done` while the client is the side being waited on (a write to it in flight at most of
 * a few looks every `graceMs`), until it takes nothing for `stallMs` or the stop signal aborts.
 * Output that stays open with nothing arriving is held by a process outside the peer's group:
 * that ends the wait too.
 *
 * @param done Settles once the last byte is written.
 * @param client How the client takes them.
 * @param options The bounds.
 * @returns Why the wait is over: `"drained"` (`done` settled), `"left-open"` (nothing is
 *   waiting on the client, but the output is still open: its sender left it open),
 *   `"stalled"` (the client took nothing for `stallMs`) or `"stopped"` (the signal).
 *
 * @example A client that took everything
 * ```ts
 * import { drainToClient } from "./lifecycle.ts";
 * import { silentLogger } from "../log/logger.ts";
 * const client = { waitingOnClient: () => false, lastProgressAt: () => Date.now() };
 * const options = { graceMs: 100, stallMs: 1000, log: silentLogger, ended: "the agent has ended" };
 * console.log(await drainToClient(Promise.resolve(), client, options)); // "drained", at once
 * ```
 */ export async function drainToClient(done, client, options) {
  const { graceMs, stallMs, signal, log } = options;
  client.lastProgressAt(); // a first look now: see drainAfterStop
  while(true){
    const settled = await orAborted(settlesWithin(done, graceMs), signal, "stopped");
    if (settled === "stopped") return "stopped";
    if (settled) return "drained";
    if (!await waitsOnClient(client, done, signal)) {
      log.debug("the output is still open after its sender ended; closing it");
      return "left-open";
    }
    if (Date.now() - client.lastProgressAt() > stallMs) {
      log.warn(`${options.ended} and the client has taken none of its output for ${stallMs} ms; ` + `closing with output undelivered`);
      return "stalled";
    }
  }
}
/**
 * After a stop: waits for `done` while the client takes what is on its way, until a write to
 * it has waited {@linkcode STOP_STALL_MS} with nothing taken, or `graceMs` pass. Where the
 * client's progress cannot be seen (`lastProgressAt` 0: a plain `pipeTo`), or the pipe waits
 * on its source rather than the client, only `graceMs` ends the wait. When it ends so, an
 * output with nothing on its way to the client whose peer has ended (`peerEnded`) was only
 * left open: `"left-open"`, for the caller to close (not cut) it.
 */ async function drainAfterStop(done, client, graceMs, peerEnded) {
  const deadline = Date.now() + graceMs;
  // A kernel path counts bytes as they move and tells their time by when it first saw the
  // count at its present value: a first look now dates a count that stopped before the stop
  // to it, not to the check a second later (a transcript's splice waited 2 s, not 1).
  client.lastProgressAt();
  for(let left = graceMs; left > 0; left = deadline - Date.now()){
    if (await settlesWithin(done, Math.min(left, STOP_STALL_MS))) return "drained";
    const seen = client.lastProgressAt() > 0;
    if (seen && client.waitingOnClient() && Date.now() - client.lastProgressAt() >= STOP_STALL_MS) {
      return "stopped";
    }
  }
  // Its sender has ended and nothing waits on the client: the output was only left open (an
  // in-process implementation that keeps its writer, a task of its that wrote nothing more), to
  // be closed, not cut (lib14: the client's output ended with an AbortError).
  return peerEnded && !client.waitingOnClient() ? "left-open" : "stopped";
}
/**
 * How a failure of the client's output is logged: a system error or a named limit
 * (`OutputLimitError`) by its message, anything else (an error of the daemon's own) with its
 * stack.
 *
 * @param e The error.
 * @returns The line to log.
 *
 * @example
 * ```ts
 * import { outputFailure } from "./lifecycle.ts";
 * console.log(outputFailure(Object.assign(new Error("No space left on device"), { code: "ENOSPC" })));
 * // "writing to the client failed: No space left on device"
 * ```
 */ export function outputFailure(e) {
  if (systemCode(e) !== undefined) return `writing to the client failed: ${errorText(e)}`;
  if (e instanceof OutputLimitError) return `the output to the client failed: ${e.message}`;
  const error = e instanceof Error ? e : new Error(String(e));
  return `the output to the client failed: ${error.stack ?? error.message}`;
}
/**
 * How a failure of the client -> peer pipe is logged: a system error by its message,
 * anything else (an error of the daemon's own) with its stack.
 */ function inputFailure(e, name) {
  if (systemCode(e) !== undefined) {
    return `moving the client's input to ${name} failed: ${errorText(e)}`;
  }
  const error = e instanceof Error ? e : new Error(String(e));
  return `moving the client's input to ${name} failed: ${error.stack ?? error.message}`;
}
function errorText(e) {
  return e instanceof Error ? e.message : String(e);
}
/**
 * The exit code a connection's `terminate()` or `exited` gives, never a rejection: ending a
 * session goes on (its pipes stopped, its outcome reported) when a library user's connection
 * fails there, or a process cannot be signalled. The failure is logged with its stack, and
 * the code is then unknown (null).
 *
 * @param ending Calls `terminate()`, or returns `exited`.
 * @param log Where the failure goes.
 * @param who What ended, for the log line (`the agent`, `Proxy(0)`).
 * @returns The exit code, or null when `ending` failed.
 *
 * @example A terminate that rejects
 * ```ts
 * import { exitCodeOf } from "./lifecycle.ts";
 * import { stderrLogger } from "../log/logger.ts";
 * const code = await exitCodeOf(() => Promise.reject(new Error("EPERM")), stderrLogger("error"), "the agent");
 * console.log(code); // null, after one error line with the stack
 * ```
 */ export async function exitCodeOf(ending, log, who, boundMs) {
  try {
    const ended = ending();
    // A library user's terminate() that never settles must not hold the session for ever
    // (bounded by settlesWithin: no setTimeout on the stdio path).
    if (boundMs !== undefined && !await settlesWithin(ended, boundMs)) {
      log.error(`ending ${who} did not settle within ${boundMs} ms; its exit code is unknown`);
      ended.catch(()=>{}); // a late failure has nothing left to tell
      return null;
    }
    return await ended;
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    log.error(`ending ${who} failed: ${error.stack ?? error.message}`);
    return null;
  }
}
/**
 * How long ending a connection with `terminate(graceMs)` may take: its grace period, SIGKILL,
 * and a margin for the exit to be seen (then the session ends without the exit code).
 *
 * @param graceMs The grace period given to `terminate`.
 * @returns The bound in milliseconds.
 */ export function terminateBoundMs(graceMs) {
  return 2 * graceMs + TERMINATE_MARGIN_MS;
}
/** What a terminate may take past twice its grace period: 5 s. */ const TERMINATE_MARGIN_MS = 5_000;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Nlc3Npb24vbGlmZWN5Y2xlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogSG93IGEgc2Vzc2lvbiBlbmRzIChST1VUSU5HIMKnMy42OyBSRUFETUUgXCJBZ2VudCBsaWZlY3ljbGVcIik6IHRoZSBwb2xpY3kgdGhhdCB3YXRjaGVzIGFcbiAqIHNlc3Npb24ncyB7QGxpbmtjb2RlIEJ5dGVQaXBlc30gYW5kIGl0cyBwZWVyLCBkZWNpZGVzIHRoZSBjbG9zaW5nIG9yZGVyLCBlbmRzIHRoZSBwZWVyXG4gKiBhbmQgcmVwb3J0cyB3aHkgaXQgYWxsIGVuZGVkLiBJdCBrbm93cyBub3RoaW5nIG9mIHRoZSBwYXRoIHRoZSBieXRlcyB0YWtlLlxuICpcbiAqIC0gVGhlIGNsaWVudCdzIGlucHV0IGVuZHMgLT4gdGhlIHBlZXIncyBpbnB1dCBpcyBjbG9zZWQ7IHRoZSBwZWVyIGhhcyBgZ3JhY2VNc2AgdG8gZXhpdCBieVxuICogICBpdHNlbGYsIHRoZW4gaXRzIGdyb3VwIGdldHMgU0lHVEVSTSwgdGhlbiBTSUdLSUxMIGFmdGVyIGFub3RoZXIgYGdyYWNlTXNgLiBBIGNsaWVudCB0aGF0XG4gKiAgIGhhbmdzIHVwIHdoaWxlIGJ5dGVzIGl0IHNlbnQgc3RpbGwgd2FpdCBmb3IgYSBwZWVyIHRoYXQgZG9lcyBub3QgcmVhZCB0aGVtIGhhcyBlbmRlZCBpdHNcbiAqICAgaW5wdXQgYWxsIHRoZSBzYW1lIChgQnl0ZVBpcGVzLmNsaWVudEh1bmdVcGApLCBvbmNlIHRoZSBwaXBlIGhhcyBoYWQgYGdyYWNlTXNgIHRvIG1vdmVcbiAqICAgdGhlbSB3aXRoIHRoZSBjbGllbnQgaHVuZyB1cCBhbGwgdGhhdCB0aW1lOiB0aGUgcGVlcidzIGdyYWNlIHBlcmlvZCBzdGFydHMgdGhlbiwgYW5kIGl0c1xuICogICBpbnB1dCBjbG9zZXMgb25jZSBhbGwgaXMgaW4gaXQuXG4gKiAtIFRoZSBwZWVyJ3Mgb3V0cHV0IGVuZHMsIG9yIHRoZSBwZWVyIGV4aXRzIC0+IHRoZSBwZWVyIGlzIGVuZGVkIHRoZSBzYW1lIHdheTsgaXRzIGxhc3RcbiAqICAgb3V0cHV0IGRyYWlucyB3aGlsZSB0aGUgY2xpZW50IHRha2VzIGl0ICh1bnRpbCBpdCBoYXMgdGFrZW4gbm90aGluZyBmb3JcbiAqICAgYG91dHB1dFN0YWxsTXNgKSwgdGhlbiB0aGUgY2xpZW50J3Mgb3V0cHV0IGlzIGNsb3NlZC4gQSBwZWVyIHRoYXQgZW5kZWQgbGVhdmluZyBpdHNcbiAqICAgb3V0cHV0IG9wZW4gKG5vdGhpbmcgb24gaXRzIHdheSB0byB0aGUgY2xpZW50IG9uZSBgZ3JhY2VNc2AgbGF0ZXIpIGdldHMgdGhhdCBvdXRwdXQncyBlbmRcbiAqICAgKGBCeXRlUGlwZXMuZmluaXNoRG93bnN0cmVhbWA6IHdoYXQgd2FzIHJlYWQgaXMgZGVsaXZlcmVkLCB0aGVuIGEgY2xlYW4gZW5kOyBhYm9ydGVkIGlmXG4gKiAgIHRoYXQgaXMgbm90IGRvbmUgd2l0aGluIG9uZSBtb3JlIGBncmFjZU1zYCkuIEEgcGVlciB0aGF0IGVuZGVkIGl0cyBvdXRwdXQgYnV0IGhhZCB0byBiZVxuICogICBlbmRlZCBpcyBsb2dnZWQgYXQgZXJyb3IgbGV2ZWw6IGl0cyBjb2RlIGlzIG5vdCBvbmUgaXQgY2hvc2UuXG4gKiAtIFdyaXRpbmcgdG8gdGhlIGNsaWVudCBmYWlsczogdGhlIGNsaWVudCB3ZW50IGF3YXkgKEVQSVBFKSBpcyBhIG5vcm1hbCBlbmQ7IGFueSBvdGhlclxuICogICBmYWlsdXJlIChhIGZ1bGwgZGlzaywgYSBmYWlsZWQgcHVtcCwgYSBidWcpIGlzIHJlcG9ydGVkIGFzIGBvdXRwdXQtZmFpbGVkYFxuICogICAoe0BsaW5rY29kZSBpc1JlYWRlckdvbmV9IG5hbWVzIHRoZSBub3JtYWwgZW5kcykuXG4gKiAtIE1vdmluZyB0aGUgY2xpZW50J3MgaW5wdXQgdG8gdGhlIHBlZXIgZmFpbHM6IHRoZSBwZWVyIHN0b3BwZWQgcmVhZGluZyAoRVBJUEUpIGlzIG5vcm1hbFxuICogICAoaXRzIG91dHB1dCBvciBleGl0IGRlY2lkZXMgd2hhdCBjb21lcyBuZXh0LCBvciB0aGUgY2xpZW50J3MgZW5kIG9mIGlucHV0LCBzdGlsbCByZWFkXG4gKiAgIGZvciBhbmQgZHJvcHBlZCBtZWFud2hpbGU6IGBCeXRlUGlwZXMuZHJhaW5DbGllbnRgKTsgYW55IG90aGVyIGZhaWx1cmUgKGEgcmVhZCBlcnJvciBvbiB0aGUgY2xpZW50J3NcbiAqICAgaW5wdXQsIGEgZmFpbGVkIHB1bXAsIGEgYnVnIGluIGEgdGFwKSBpcyBsb2dnZWQsIHRoZSBwZWVyJ3MgaW5wdXQgaXMgY2xvc2VkIGFuZCB0aGVcbiAqICAgc2Vzc2lvbiBlbmRzIGFzIGBmYWlsZWRgIG9uY2UgdGhlIHBlZXIgaGFzIGVuZGVkLlxuICogLSBUaGUgc3RvcCBzaWduYWwgYWJvcnRzIChhdCBhbnkgdGltZSwgdGhlIGRyYWluIGFib3ZlIGluY2x1ZGVkKSAtPiB0aGUgcGVlcidzIGdyb3VwIGdldHNcbiAqICAgdGhlIHNpZ25hbCB0aGUgYWJvcnQgcmVhc29uIG5hbWVzIChgcHJvY2Vzcy9zdG9wX3NpZ25hbC50c2ApIGF0IG9uY2UsIFNJR0tJTEwgYWZ0ZXJcbiAqICAgYGdyYWNlTXNgOyB3aGF0IGlzIGFscmVhZHkgb24gaXRzIHdheSB0byB0aGUgY2xpZW50IGdvZXMgd2hpbGUgdGhlIGNsaWVudCB0YWtlcyBpdCwgZm9yXG4gKiAgIGBncmFjZU1zYCBhdCBtb3N0LCBhbmQgbm90IGF0IGFsbCBvbmNlIGl0IGhhcyB0YWtlbiBub3RoaW5nIGZvciB7QGxpbmtjb2RlIFNUT1BfU1RBTExfTVN9XG4gKiAgIChvbiB0aGUga2VybmVsIHBhdGggdGhlIGFnZW50IGhvbGRzIHRoZSBjbGllbnQncyBvdXRwdXQ6IG5vdGhpbmcgaXMgd2FpdGVkIGZvciB0aGVyZSkuXG4gKlxuICogSW52YXJpYW50czogbmV2ZXIgcmVqZWN0czsgZXZlcnkgd2FpdCBpcyBib3VuZGVkOyBvbmNlIGl0IHJlc29sdmVzLCBib3RoIHBpcGVzIGhhdmVcbiAqIHNldHRsZWQgb3IgYmVlbiBhYmFuZG9uZWQgYWZ0ZXIgYSBib3VuZGVkIHdhaXQsIGFuZCB0aGUgcGVlciBoYXMgYmVlbiBlbmRlZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBCeXRlUGlwZXMgfSBmcm9tIFwiLi4vdHJhbnNwb3J0L2J5dGVfcGlwZXMudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29ubmVjdGlvbiB9IGZyb20gXCIuLi90cmFuc3BvcnQvZHVwbGV4LnRzXCI7XG5pbXBvcnQgeyBzZXR0bGVzV2l0aGluIH0gZnJvbSBcIi4uL2FzeW5jL3NldHRsZXNfd2l0aGluLnRzXCI7XG5pbXBvcnQgeyBvckFib3J0ZWQsIHdhdGNoQWJvcnQgfSBmcm9tIFwiLi4vYXN5bmMvd2hlbl9hYm9ydGVkLnRzXCI7XG5pbXBvcnQgeyBzdG9wU2lnbmFsT2YsIHRlcm1pbmF0ZUhlZWRpbmdTdG9wIH0gZnJvbSBcIi4uL3Byb2Nlc3Mvc3RvcF9zaWduYWwudHNcIjtcbmltcG9ydCB7XG4gIENsaWVudElucHV0RXJyb3IsXG4gIGlzUmVhZGVyR29uZSxcbiAgaXNSZXNldCxcbiAgT3V0cHV0TGltaXRFcnJvcixcbiAgc3lzdGVtQ29kZSxcbn0gZnJvbSBcIi4uL3RyYW5zcG9ydC9waXBlX2Vycm9ycy50c1wiO1xuaW1wb3J0IHsgdHlwZSBMb2dnZXIsIHNpbGVudExvZ2dlciB9IGZyb20gXCIuLi9sb2cvbG9nZ2VyLnRzXCI7XG5cbi8qKlxuICogRGVmYXVsdCB0aW1lIGEgcGVlciBoYXMgdG8gZXhpdCBhZnRlciBpdHMgaW5wdXQgaXMgY2xvc2VkOiAyIHMuXG4gKlxuICogQGV4YW1wbGUgR2l2ZSBhbiBhZ2VudCB0aGF0IHNhdmVzIHN0YXRlIG9uIGV4aXQgbW9yZSB0aW1lIHRoYW4gdGhlIGRlZmF1bHRcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBBZ2VudFJvdXRlciwgY29tbWFuZCwgREVGQVVMVF9HUkFDRV9NUyB9IGZyb20gXCIuLi9tb2QudHNcIjtcbiAqIGNvbnN0IHJvdXRlciA9IG5ldyBBZ2VudFJvdXRlcih7XG4gKiAgIHYxOiBjb21tYW5kKFwibXktYWdlbnQgLS1zdGRpb1wiKSxcbiAqICAgZ3JhY2VNczogNSAqIERFRkFVTFRfR1JBQ0VfTVMsIC8vIDEwIHMgYmVmb3JlIFNJR0tJTExcbiAqIH0pO1xuICogYGBgXG4gKi9cbmV4cG9ydCBjb25zdCBERUZBVUxUX0dSQUNFX01TID0gMl8wMDA7XG5cbi8qKlxuICogRGVmYXVsdCB0aW1lIGEgY2xpZW50IG1heSBnbyB3aXRob3V0IHRha2luZyBhbnkgYnl0ZXMsIGNvdW50ZWQgZnJvbSBpdHMgbGFzdCByZWFkIGFuZFxuICogY2hlY2tlZCBvbmNlIHRoZSBwZWVyIGhhcyBlbmRlZCwgYmVmb3JlIGl0cyBvdXRwdXQgaXMgY2xvc2VkIHdpdGggYnl0ZXMgc3RpbGwgdW5kZWxpdmVyZWQ6XG4gKiA2MCBzICh0aGUgU0RLJ3MgYG1heE91dHB1dFN0YWxsTXNgKS5cbiAqL1xuZXhwb3J0IGNvbnN0IERFRkFVTFRfT1VUUFVUX1NUQUxMX01TID0gNjBfMDAwO1xuXG4vKipcbiAqIEFmdGVyIGEgc3RvcCBzaWduYWwsIGhvdyBsb25nIHRoZSBjbGllbnQgbWF5IHRha2Ugbm90aGluZyBvZiB3aGF0IGlzIHN0aWxsIG9uIGl0cyB3YXlcbiAqIGJlZm9yZSB0aGUgc2Vzc2lvbiBzdG9wcyB3YWl0aW5nIGZvciBpdDogYSBzdG9wIGlzIG5vdywgYW5kIG9uIHRoZSBrZXJuZWwgcGF0aCAodGhlIGFnZW50XG4gKiBob2xkcyB0aGUgY2xpZW50J3Mgb3V0cHV0KSBub3RoaW5nIGlzIHdhaXRlZCBmb3IgYXQgYWxsLiBBIHdyaXRlIGNvdW50cyB3aGVuIGl0IGNvbXBsZXRlcyxcbiAqIHNvIGEgY2xpZW50IHNsb3dlciB0aGFuIG9uZSBjb3BpZWQgd3JpdGUgKHVwIHRvIDY0IEtpQikgYSBzZWNvbmQgY291bnRzIGFzIHRha2luZyBub3RoaW5nLlxuICovXG5jb25zdCBTVE9QX1NUQUxMX01TID0gMV8wMDA7XG4vKiogQWZ0ZXIgYSBzdG9wLCBob3cgbG9uZyBhbiBvdXRwdXQgb25seSBsZWZ0IG9wZW4gaGFzIHRvIGNsb3NlIG9uY2UgdG9sZCB0byAoaXRzIGVuZCkuICovXG5jb25zdCBMRUZUX09QRU5fQ0xPU0VfTVMgPSAxMDA7XG5cbi8qKlxuICogQWZ0ZXIgdGhlIGNsaWVudCdzIGhhbmctdXAsIGhvdyBvZnRlbiB0aGUgZ3JhY2UgcGVyaW9kIGxvb2tzIHdoZXRoZXIgaXQgaXMgc3RpbGwgaHVuZyB1cCAoYVxuICogRklGTydzIG5leHQgd3JpdGVyIGVuZHMgaXQpLlxuICovXG5jb25zdCBIQU5HVVBfQ0hFQ0tfTVMgPSAxMDA7XG5cbi8qKlxuICogSG93IGxvbmcgYSByZW1vdGUgYWdlbnQncyBjb25uZWN0aW9uIG1heSB0YWtlIHRvIGVuZCBhZnRlciBpdHMgaW5wdXQgZW5kcywgYnkgaXRzZWxmOiB1cCB0b1xuICogMiBzIGZvciB3aGF0IGlzIHN0aWxsIHF1ZXVlZCwgdGhlbiB1cCB0byAyIHMgZm9yIHdoYXQgdGhlIGFnZW50IG93ZXMgKHRoZSByZW1vdGUgY2xpZW50cydcbiAqIGNsb3NlIGJvdW5kLCBgcmVtb3RlL2NsaWVudF9vcHRpb25zLnRzYCkuXG4gKi9cbmNvbnN0IFJFTU9URV9FTkRfV0FJVF9NUyA9IDRfMDAwO1xuXG4vKiogQWZ0ZXIgYSBzdG9wLCBob3cgbG9uZyBhIHdyaXRlIGJsb2NrZWQgb24gdGhlIGNsaWVudCBpcyB3YWl0ZWQgZm9yIG9uY2UgbW9yZS4gKi9cbmNvbnN0IFNUT1BfU0VUVExFX01TID0gMTAwO1xuXG4vKiogT3B0aW9ucyBmb3Ige0BsaW5rY29kZSBydW5MaWZlY3ljbGV9LiAqL1xuZXhwb3J0IGludGVyZmFjZSBMaWZlY3ljbGVPcHRpb25zIHtcbiAgLyoqXG4gICAqIEdyYWNlIHBlcmlvZCBiZWZvcmUgdGhlIHBlZXIgaXMgZW5kZWQgYnkgZm9yY2UsIGFuZCBhZ2FpbiBiZWZvcmUgU0lHS0lMTC5cbiAgICogQGRlZmF1bHQgMjAwMFxuICAgKi9cbiAgZ3JhY2VNcz86IG51bWJlcjtcbiAgLyoqXG4gICAqIEhvdyBsb25nIGEgY2xpZW50IG1heSB0YWtlIG5vIG91dHB1dCBhdCBhbGwsIGFmdGVyIHRoZSBwZWVyIGVuZGVkLCBiZWZvcmUgaXRzIG91dHB1dCBpc1xuICAgKiBjbG9zZWQuXG4gICAqIEBkZWZhdWx0IDYwMDAwXG4gICAqL1xuICBvdXRwdXRTdGFsbE1zPzogbnVtYmVyO1xuICAvKiogQWJvcnRpbmcgaXQgc3RvcHMgdGhlIHNlc3Npb24gbm93IChzZWUgdGhlIG1vZHVsZSBkb2MpLiAqL1xuICBzaWduYWw/OiBBYm9ydFNpZ25hbDtcbiAgLyoqIFdoZXJlIHRvIHJlcG9ydCB3aGF0IGhhcHBlbnMuICovXG4gIGxvZ2dlcj86IExvZ2dlcjtcbiAgLyoqXG4gICAqIFRoZSBwZWVyIGFzIHRoZSBsb2cgbGluZXMgbmFtZSBpdCAoYHRoZSBwcm94eWAgZm9yIGEgcHJveHkgcm91dGVyJ3MgaW1wbGVtZW50YXRpb24pLlxuICAgKiBAZGVmYXVsdCBcInRoZSBhZ2VudFwiXG4gICAqL1xuICBwZWVyTmFtZT86IHN0cmluZztcbn1cblxuLyoqIEhvdyBhIHNlc3Npb24gZW5kZWQuICovXG5leHBvcnQgaW50ZXJmYWNlIFNlc3Npb25FbmQge1xuICAvKipcbiAgICogV2hhdCBlbmRlZCBpdDogYGNsaWVudC1sZWZ0YCAodGhlIGNsaWVudCdzIGlucHV0IGVuZGVkLCBvciBpdHMgb3V0cHV0IHdlbnQgYXdheSksXG4gICAqIGBwZWVyLWVuZGVkYCAodGhlIHBlZXIncyBvdXRwdXQgZW5kZWQgb3IgaXQgZXhpdGVkKSwgYHN0b3BwZWRgICh0aGUgc2lnbmFsKSxcbiAgICogYG91dHB1dC1mYWlsZWRgICh3cml0aW5nIHRvIHRoZSBjbGllbnQgZmFpbGVkIGZvciBhbm90aGVyIHJlYXNvbiwgZS5nLiBhIGZ1bGwgZGlzayksXG4gICAqIGBmYWlsZWRgIChtb3ZpbmcgdGhlIGNsaWVudCdzIGlucHV0IHRvIHRoZSBwZWVyIGZhaWxlZCBmb3IgYW5vdGhlciByZWFzb24gdGhhbiB0aGUgcGVlclxuICAgKiBnb2luZyBhd2F5OiBhIHJlYWQgZXJyb3IsIGEgYnVnOyBzZWUgYGVycm9yYCkuXG4gICAqL1xuICBjYXVzZTogXCJjbGllbnQtbGVmdFwiIHwgXCJwZWVyLWVuZGVkXCIgfCBcInN0b3BwZWRcIiB8IFwib3V0cHV0LWZhaWxlZFwiIHwgXCJmYWlsZWRcIjtcbiAgLyoqIFRoZSBwZWVyJ3MgZXhpdCBjb2RlICgxMjgrTiB3aGVuIGtpbGxlZCBieSBzaWduYWwgTiksIG9yIG51bGwgd2hlbiBpdCBoYXMgbm9uZS4gKi9cbiAgcGVlckNvZGU6IG51bWJlciB8IG51bGw7XG4gIC8qKiBgcm91dGVyYCB3aGVuIHRoZSBwZWVyIGhhZCB0byBiZSBlbmRlZCAoaXQgZGlkIG5vdCBleGl0IGJ5IGl0c2VsZiBpbiB0aW1lKS4gKi9cbiAgZW5kZWRCeTogXCJpdHNlbGZcIiB8IFwicm91dGVyXCI7XG4gIC8qKiBUaGUgd3JpdGUgZXJyb3IgYmVoaW5kIGBvdXRwdXQtZmFpbGVkYC4gKi9cbiAgb3V0cHV0RXJyb3I/OiBFcnJvcjtcbiAgLyoqIFRoZSBlcnJvciBiZWhpbmQgYGZhaWxlZGAuICovXG4gIGVycm9yPzogRXJyb3I7XG59XG5cbnR5cGUgRXZlbnQgPVxuICB8IFwiY2xpZW50LWVvZlwiXG4gIHwgXCJwZWVyLWlucHV0LWVycm9yXCJcbiAgfCBcImlucHV0LWZhaWxlZFwiXG4gIHwgXCJwZWVyLWVvZlwiXG4gIHwgXCJjbGllbnQtZ29uZVwiXG4gIHwgXCJvdXRwdXQtZmFpbGVkXCJcbiAgfCBcInBlZXItZXhpdFwiXG4gIHwgXCJzdG9wXCI7XG5cbi8qKlxuICogUnVucyBhIHNlc3Npb24ncyBsaWZlY3ljbGUgdW50aWwgYm90aCBzaWRlcyBhcmUgZG9uZS5cbiAqXG4gKiBAcGFyYW0gcGlwZXMgVGhlIHNlc3Npb24ncyBydW5uaW5nIHBpcGVzLlxuICogQHBhcmFtIHBlZXIgVGhlIHBlZXIgKGl0cyBgZXhpdGVkYCBhbmQgYHRlcm1pbmF0ZWAsIHdoZW4gaXQgaGFzIHRoZW0pLlxuICogQHBhcmFtIG9wdGlvbnMgR3JhY2UgcGVyaW9kLCBzdGFsbCBib3VuZCwgc3RvcCBzaWduYWwsIGxvZ2dlci5cbiAqIEByZXR1cm5zIEhvdyBpdCBlbmRlZC4gTmV2ZXIgcmVqZWN0cy5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IGNvcHlQaXBlcyB9IGZyb20gXCIuLi90cmFuc3BvcnQvYnl0ZV9waXBlcy50c1wiO1xuICogaW1wb3J0IHsgcnVuTGlmZWN5Y2xlIH0gZnJvbSBcIi4vbGlmZWN5Y2xlLnRzXCI7XG4gKiBjb25zdCBlY2hvID0gbmV3IFRyYW5zZm9ybVN0cmVhbTxVaW50OEFycmF5LCBVaW50OEFycmF5PigpO1xuICogY29uc3Qgb3V0ID0gbmV3IFRyYW5zZm9ybVN0cmVhbTxVaW50OEFycmF5LCBVaW50OEFycmF5PigpO1xuICogY29uc3QgY2xpZW50ID0geyByZWFkYWJsZTogUmVhZGFibGVTdHJlYW0uZnJvbShbbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwiaGlcXG5cIildKSwgd3JpdGFibGU6IG91dC53cml0YWJsZSB9O1xuICogY29uc3QgZW5kZWQgPSBydW5MaWZlY3ljbGUoY29weVBpcGVzKGNsaWVudCwgW10sIGVjaG8pLCBlY2hvKTtcbiAqIGNvbnNvbGUubG9nKGF3YWl0IG5ldyBSZXNwb25zZShvdXQucmVhZGFibGUpLnRleHQoKSk7IC8vIFwiaGlcXG5cIlxuICogY29uc29sZS5sb2coKGF3YWl0IGVuZGVkKS5jYXVzZSk7IC8vIFwiY2xpZW50LWxlZnRcIiAodGhlIGNsaWVudCdzIGlucHV0IGVuZGVkIGZpcnN0KVxuICogYGBgXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBydW5MaWZlY3ljbGUoXG4gIHBpcGVzOiBCeXRlUGlwZXMsXG4gIHBlZXI6IENvbm5lY3Rpb24sXG4gIG9wdGlvbnM6IExpZmVjeWNsZU9wdGlvbnMgPSB7fSxcbik6IFByb21pc2U8U2Vzc2lvbkVuZD4ge1xuICBjb25zdCBncmFjZU1zID0gb3B0aW9ucy5ncmFjZU1zID8/IERFRkFVTFRfR1JBQ0VfTVM7XG4gIGNvbnN0IGxvZyA9IG9wdGlvbnMubG9nZ2VyID8/IHNpbGVudExvZ2dlcjtcbiAgY29uc3QgbmFtZSA9IG9wdGlvbnMucGVlck5hbWUgPz8gXCJ0aGUgYWdlbnRcIjtcbiAgbGV0IGV4aXRlZEF0OiBudW1iZXIgfCB1bmRlZmluZWQ7IC8vIHdoZW4gaXRzIGV4aXQgd2FzIHNlZW4gKHVuZGVmaW5lZDogbm90IHlldClcbiAgY29uc3QgZXhpdCA9ICgpID0+IHZvaWQgKGV4aXRlZEF0ID8/PSBEYXRlLm5vdygpKTtcbiAgcGVlci5leGl0ZWQ/LnRoZW4oZXhpdCwgZXhpdCk7XG4gIGNvbnN0IG91dHB1dCA9IHdhdGNoT3V0cHV0KHBpcGVzLCBvcHRpb25zLnNpZ25hbCwgbG9nLCBuYW1lKTtcbiAgY29uc3QgaW5wdXQgPSB3YXRjaElucHV0KHBpcGVzLCBvcHRpb25zLnNpZ25hbCwgbG9nKTtcbiAgbGV0IGh1bmdVcCA9IGZhbHNlO1xuICBjb25zdCBldmVudCA9IGF3YWl0IGZpcnN0RXZlbnQoXG4gICAgcGlwZXMsXG4gICAgcGVlcixcbiAgICBpbnB1dC5ldmVudCxcbiAgICBvdXRwdXQuZXZlbnQsXG4gICAgb3B0aW9ucy5zaWduYWwsXG4gICAgZ3JhY2VNcyxcbiAgICAod2FpdGVkTXMpID0+IHtcbiAgICAgIGh1bmdVcCA9IHRydWU7XG4gICAgICBsb2cuaW5mbyhcbiAgICAgICAgYHRoZSBjbGllbnQgZW5kZWQgaXRzIGlucHV0LCBhbmQgJHtuYW1lfSBoYXMgbm90IHJlYWQgYWxsIGl0IGhhZCBzZW50IHdpdGhpbiBgICtcbiAgICAgICAgICBgJHt3YWl0ZWRNc30gbXM7ICR7bmFtZX0gaGFzICR7Z3JhY2VNc30gbXMgdG8gZXhpdGAsXG4gICAgICApO1xuICAgIH0sXG4gICk7XG4gIGxvZy5kZWJ1Zyhgc2Vzc2lvbjogJHtldmVudH1gKTtcbiAgY29uc3QgZXhpdGVkQmVmb3JlID0gZXhpdGVkQXQgIT09IHVuZGVmaW5lZDtcbiAgLy8gT24gYSBzdG9wIHRoZSBncm91cCBnZXRzIHRoZSBzaWduYWwgZmlyc3QgKGVuZFBlZXIgc2VuZHMgaXQgYmVmb3JlIGl0cyBmaXJzdCBhd2FpdCksIGFuZFxuICAvLyBvbmx5IHRoZW4gZG9lcyBpdHMgaW5wdXQgY2xvc2U6IGFuIGFnZW50IHRoYXQgZXhpdHMgYXQgb25jZSBvbiBFT0YgbXVzdCBzZWUgdGhlIHNpZ25hbC5cbiAgLy8gQSBzdG9wJ3MgZ3JhY2UgcGVyaW9kIHJ1bnMgZnJvbSB0aGUgc3RvcCwgYWxzbyBvbmUgdGhhdCBjb21lcyB3aGlsZSB0aGUgcGVlciBpcyBiZWluZ1xuICAvLyBlbmRlZDogZW5kaW5nIGl0IGlzIHBhcnQgb2YgdGhhdCBwZXJpb2QsIG5vdCBiZWZvcmUgaXQuXG4gIGxldCBzdG9wQXQgPSBldmVudCA9PT0gXCJzdG9wXCIgPyBEYXRlLm5vdygpIDogdW5kZWZpbmVkO1xuICBjb25zdCBub3RlU3RvcCA9ICgpID0+IHN0b3BBdCA/Pz0gRGF0ZS5ub3coKTtcbiAgb3B0aW9ucy5zaWduYWw/LmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBub3RlU3RvcCwgeyBvbmNlOiB0cnVlIH0pO1xuICAvLyBBZnRlciBhIGhhbmctdXAgdGhlIHBlZXIncyBpbnB1dCBpcyBzdGlsbCBvcGVuICh3aGF0IHdhcyBzZW50IHN0aWxsIHdhaXRzIGluIGl0KS5cbiAgY29uc3Qgc2luY2UgPSBodW5nVXAgPyBcInRoZSBjbGllbnQncyBlbmQgb2YgaW5wdXRcIiA6IFwiaXRzIGlucHV0IGNsb3NlZFwiO1xuICAvLyBUaGUgcGVlcidzIG91dHB1dCBkZWxpdmVyZWQgc3RhbmRzIGZvciB0aGUgZXhpdCBvZiBhIHBlZXIgdGhhdCBzaG93cyBub25lLCB1bmxlc3MgdGhlXG4gIC8vIHJvdXRlciBjdXRzIHRoYXQgb3V0cHV0IGl0c2VsZiAoYSBjbGllbnQgZ29uZSwgaXRzIG91dHB1dCBmYWlsZWQpOiB0aGF0IHNheXMgbm90aGluZy5cbiAgY29uc3QgY3V0ID0gZXZlbnQgPT09IFwiY2xpZW50LWdvbmVcIiB8fCBldmVudCA9PT0gXCJvdXRwdXQtZmFpbGVkXCI7XG4gIGNvbnN0IGVuZGluZyA9IGVuZFBlZXIoXG4gICAgcGVlcixcbiAgICBncmFjZU1zLFxuICAgIGV2ZW50ID09PSBcInN0b3BcIixcbiAgICBvcHRpb25zLnNpZ25hbCxcbiAgICBsb2csXG4gICAgbmFtZSxcbiAgICBzaW5jZSxcbiAgICBjdXQgPyBudWxsIDogcGlwZXMuZG93bnN0cmVhbSxcbiAgICAoKSA9PiBleGl0ZWRBdCxcbiAgKTtcbiAgaWYgKGV2ZW50ICE9PSBcImNsaWVudC1lb2ZcIiB8fCBvcHRpb25zLnNpZ25hbD8uYWJvcnRlZCkgcGlwZXMuc3RvcFVwc3RyZWFtKCk7XG4gIGlmIChjdXQpIHBpcGVzLnN0b3BEb3duc3RyZWFtKCk7XG4gIGNvbnN0IGVuZGVkID0gYXdhaXQgZW5kaW5nO1xuICBvcHRpb25zLnNpZ25hbD8ucmVtb3ZlRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIG5vdGVTdG9wKTtcbiAgbGV0IHN0b3BwZWQgPSBldmVudCA9PT0gXCJzdG9wXCIgfHwgZW5kZWQuc3RvcHBlZDtcbiAgaWYgKGV2ZW50ID09PSBcInBlZXItZW9mXCIgJiYgIXN0b3BwZWQgJiYgZW5kZWQuYnlSb3V0ZXIgJiYgZW5kZWQuY29kZSAhPT0gbnVsbCkge1xuICAgIC8vIEl0cyBjb2RlIGlzIHRoZSBzZXNzaW9uJ3MgZXhpdCBjb2RlOiBzYXkgd2h5IGl0IGlzIG5vdCB0aGUgYWdlbnQncyBvd24uXG4gICAgbG9nLmVycm9yKFxuICAgICAgYCR7bmFtZX0gZW5kZWQgaXRzIG91dHB1dCBidXQgd2VudCBvbiBydW5uaW5nOyBpdCB3YXMgZW5kZWQgKGV4aXQgY29kZSAke2VuZGVkLmNvZGV9KWAsXG4gICAgKTtcbiAgfVxuICAvLyBBIHN0b3AgaXMgbm93OiB0aGUgY2xpZW50IGdldHMgd2hhdCBpcyBhbHJlYWR5IG9uIGl0cyB3YXkgd2hpbGUgaXQgdGFrZXMgaXQsIHdpdGhpbiBvbmVcbiAgLy8gZ3JhY2UgcGVyaW9kIGluIGFsbCAoYSBwZWVyIHRoYXQgaWdub3JlZCB0aGUgc2lnbmFsIHVzZWQgaXQgdXA6IHRoZW4gbm90aGluZyBtb3JlKS5cbiAgY29uc3Qgc3RvcERlYWRsaW5lID0gKHN0b3BBdCA/PyBEYXRlLm5vdygpKSArIGdyYWNlTXM7XG4gIGxldCBkcmFpbmVkOiBEcmFpbkVuZCA9IFwic3RvcHBlZFwiO1xuICBpZiAoc3RvcHBlZCkge1xuICAgIGRyYWluZWQgPSBhd2FpdCBkcmFpbkFmdGVyU3RvcChcbiAgICAgIFByb21pc2UuYWxsU2V0dGxlZChbcGlwZXMudXBzdHJlYW0sIHBpcGVzLmRvd25zdHJlYW1dKSxcbiAgICAgIHBpcGVzLFxuICAgICAgTWF0aC5tYXgoMCwgc3RvcERlYWRsaW5lIC0gRGF0ZS5ub3coKSksXG4gICAgICBlbmRlZC5jb2RlICE9PSBudWxsLFxuICAgICk7XG4gIH0gZWxzZSB7XG4gICAgZHJhaW5lZCA9IGF3YWl0IGRyYWluVG9DbGllbnQocGlwZXMuZG93bnN0cmVhbSwgcGlwZXMsIHtcbiAgICAgIGdyYWNlTXMsXG4gICAgICBzdGFsbE1zOiBvcHRpb25zLm91dHB1dFN0YWxsTXMgPz8gREVGQVVMVF9PVVRQVVRfU1RBTExfTVMsXG4gICAgICBzaWduYWw6IG9wdGlvbnMuc2lnbmFsLFxuICAgICAgbG9nLFxuICAgICAgZW5kZWQ6IGAke25hbWV9IGhhcyBlbmRlZGAsXG4gICAgfSk7XG4gICAgLy8gQSBzdG9wIHdoaWxlIHRoZSBsYXN0IG91dHB1dCBkcmFpbmVkIGVuZHMgdGhlIHNlc3Npb24gYXMgYSBzdG9wOiB3aGF0IGlzIGxlZnQgaXMgY3V0LlxuICAgIGlmIChkcmFpbmVkID09PSBcInN0b3BwZWRcIikgc3RvcHBlZCA9IHRydWU7XG4gIH1cbiAgcGlwZXMuc3RvcFVwc3RyZWFtKCk7XG4gIGF3YWl0IGVuZE91dHB1dChcbiAgICBwaXBlcyxcbiAgICBkcmFpbmVkLFxuICAgIHN0b3BwZWQgPyBNYXRoLm1heChMRUZUX09QRU5fQ0xPU0VfTVMsIHN0b3BEZWFkbGluZSAtIERhdGUubm93KCkpIDogZ3JhY2VNcyxcbiAgKTtcbiAgLy8gQSBzb3VyY2UgYmxvY2tlZCBpbiBhIHJlYWQgbWF5IHRha2UgYSBtb21lbnQgdG8gbm90aWNlIHRoZSBhYm9ydDsgbmV2ZXIgd2FpdCBmb3JldmVyLlxuICAvLyBBZnRlciBhIHN0b3AsIGEgd3JpdGUgYmxvY2tlZCBvbiBhIGNsaWVudCB0aGF0IHRha2VzIG5vdGhpbmcgaXMgbm90IHdhaXRlZCBmb3IgYWdhaW4uXG4gIGF3YWl0IFByb21pc2UuYWxsKFtcbiAgICBzZXR0bGVzV2l0aGluKHBpcGVzLnVwc3RyZWFtLCBncmFjZU1zKSxcbiAgICBzZXR0bGVzV2l0aGluKFxuICAgICAgcGlwZXMuZG93bnN0cmVhbSxcbiAgICAgIHN0b3BwZWQgPyBNYXRoLm1pbihTVE9QX1NFVFRMRV9NUywgTWF0aC5tYXgoMCwgc3RvcERlYWRsaW5lIC0gRGF0ZS5ub3coKSkpIDogZ3JhY2VNcyxcbiAgICApLFxuICBdKTtcbiAgLy8gQW4gaW4tbWVtb3J5IHBlZXIgaGFzIG5vIHNpZ25hbCB0byBlbmQgaXQ6IG9uZSB0aGF0IGVuZGVkIHdoaWxlIGl0cyBvdXRwdXQgZHJhaW5lZCAob3JcbiAgLy8gb25jZSBpdHMgc3RyZWFtcyB3ZXJlIGN1dCkgaGFzIGl0cyBvd24gY29kZSwgd2hlbiBpdCBoYXMgZW5kZWQgYnkgbm93LlxuICBpZiAoXG4gICAgZW5kZWQuY29kZSA9PT0gbnVsbCAmJiAhcGVlci50ZXJtaW5hdGUgJiYgcGVlci5leGl0ZWQgJiYgYXdhaXQgc2V0dGxlc1dpdGhpbihwZWVyLmV4aXRlZCwgMClcbiAgKSB7XG4gICAgZW5kZWQuY29kZSA9IGF3YWl0IHBlZXIuZXhpdGVkLmNhdGNoKCgpID0+IG51bGwpO1xuICB9XG4gIC8vIFJlYWQgb25seSBub3c6IGEgd3JpdGUgdG8gdGhlIGNsaWVudCB0aGF0IGZhaWxzIHdoaWxlIHRoZSBsYXN0IG91dHB1dCBkcmFpbnMgKGFmdGVyIHRoZVxuICAvLyBwZWVyIGVuZGVkKSBpcyBhbiBvdXRwdXQgZmFpbHVyZSB0b28sIG5vdCBhIGNsZWFuIGVuZCB3aXRoIGFuIGVycm9yIGxpbmUuXG4gIGNvbnN0IG91dHB1dEVycm9yID0gb3V0cHV0LmVycm9yKCk7XG4gIC8vIFdoZW5ldmVyIGl0IGNhbWU6IGEgZmFpbGVkIGlucHV0IHBpcGUgZW5kcyB0aGUgcGVlcidzIGlucHV0LCBhbmQgdGhlIHBlZXIncyBlbmQgbWF5IGJlXG4gIC8vIHNlZW4gZmlyc3QuXG4gIGNvbnN0IGlucHV0RXJyb3IgPSBzdG9wcGVkIHx8IG91dHB1dEVycm9yID8gdW5kZWZpbmVkIDogaW5wdXQuZXJyb3IoKTtcbiAgaWYgKGlucHV0RXJyb3IpIGxvZy5lcnJvcihpbnB1dEZhaWx1cmUoaW5wdXRFcnJvciwgbmFtZSkpO1xuICByZXR1cm4ge1xuICAgIGNhdXNlOiBzdG9wcGVkXG4gICAgICA/IFwic3RvcHBlZFwiXG4gICAgICA6IG91dHB1dEVycm9yXG4gICAgICA/IFwib3V0cHV0LWZhaWxlZFwiXG4gICAgICA6IGlucHV0RXJyb3JcbiAgICAgID8gXCJmYWlsZWRcIlxuICAgICAgOiBldmVudCA9PT0gXCJjbGllbnQtZW9mXCIgfHwgZXZlbnQgPT09IFwiY2xpZW50LWdvbmVcIlxuICAgICAgPyBcImNsaWVudC1sZWZ0XCJcbiAgICAgIDogXCJwZWVyLWVuZGVkXCIsXG4gICAgcGVlckNvZGU6IGVuZGVkLmNvZGUsXG4gICAgZW5kZWRCeTogZW5kZWQuYnlSb3V0ZXIgJiYgIWV4aXRlZEJlZm9yZSA/IFwicm91dGVyXCIgOiBcIml0c2VsZlwiLFxuICAgIC4uLihvdXRwdXRFcnJvciA/IHsgb3V0cHV0RXJyb3IgfSA6IHt9KSxcbiAgICAuLi4oaW5wdXRFcnJvciA/IHsgZXJyb3I6IGlucHV0RXJyb3IgfSA6IHt9KSxcbiAgfTtcbn1cblxuLyoqXG4gKiBFbmRzIHBlZXIgLT4gY2xpZW50IG9uY2UgdGhlIGRyYWluIGlzIG92ZXIuIEEgcGVlciB0aGF0IGVuZGVkIGxlYXZpbmcgaXRzIG91dHB1dCBvcGVuIGdldHNcbiAqIHRoYXQgb3V0cHV0J3MgZW5kICh0aGUgY2xpZW50J3Mgb3V0cHV0IGNsb3NlZCBiZWhpbmQgd2hhdCB0aGUgcGlwZSByZWFkLCBub3QgYWJvcnRlZCksIGFzXG4gKiB3aGVuIHRoZSBvdXRwdXQgZW5kcyBieSBpdHNlbGY7IGEgY2xpZW50IHRoYXQgdGhlbiB0YWtlcyBub3RoaW5nIGlzIG5vdCB3YWl0ZWQgZm9yIGJleW9uZFxuICogb25lIG1vcmUgZ3JhY2UgcGVyaW9kLiBBbnkgb3RoZXIgZW5kIHN0b3BzIHRoZSBwaXBlLlxuICovXG5hc3luYyBmdW5jdGlvbiBlbmRPdXRwdXQocGlwZXM6IEJ5dGVQaXBlcywgZHJhaW5lZDogRHJhaW5FbmQsIGdyYWNlTXM6IG51bWJlcik6IFByb21pc2U8dm9pZD4ge1xuICBpZiAoZHJhaW5lZCAhPT0gXCJsZWZ0LW9wZW5cIikgcmV0dXJuIHBpcGVzLnN0b3BEb3duc3RyZWFtKCk7XG4gIHBpcGVzLmZpbmlzaERvd25zdHJlYW0oKTtcbiAgaWYgKCFhd2FpdCBzZXR0bGVzV2l0aGluKHBpcGVzLmRvd25zdHJlYW0sIGdyYWNlTXMpKSBwaXBlcy5zdG9wRG93bnN0cmVhbSgpO1xufVxuXG4vKiogT25lIHBpcGUncyBlbmRpbmcsIGNsYXNzaWZpZWQgb25jZSwgd2l0aCB0aGUgZXJyb3IgYmVoaW5kIGEgZmFpbHVyZS4gKi9cbmludGVyZmFjZSBQaXBlV2F0Y2gge1xuICBldmVudDogUHJvbWlzZTxFdmVudD47XG4gIGVycm9yKCk6IEVycm9yIHwgdW5kZWZpbmVkO1xufVxuXG4vKipcbiAqIEhvdyBvbmUgcGlwZSBlbmRzLCBjbGFzc2lmaWVkIG9uY2U6IGBlbmRlZGAgd2hlbiBpdCBlbmRzOyBgbm9ybWFsYCB3aGVuIGl0cyByZWplY3Rpb24gaXMgYVxuICogbm9ybWFsIHR1cm4gb2YgYSBzZXNzaW9uIChzYWlkIGF0IGRlYnVnKSwgYGZhaWxlZGAgb3RoZXJ3aXNlIC0tIHRoZSBlcnJvciwgYGp1ZGdlYCBnaXZlcyBpdCxcbiAqIGtlcHQgZm9yIHRoZSBzZXNzaW9uJ3MgZW5kICh3aGVuZXZlciBpdCBoYXBwZW5zKSBhbmQgaGFuZGVkIHRvIGBvbkZhaWx1cmVgLlxuICovXG5mdW5jdGlvbiB3YXRjaFBpcGUoXG4gIHBpcGU6IFByb21pc2U8dm9pZD4sXG4gIGV2ZW50czogeyBlbmRlZDogRXZlbnQ7IG5vcm1hbDogRXZlbnQ7IGZhaWxlZDogRXZlbnQgfSxcbiAganVkZ2U6IChlOiB1bmtub3duKSA9PiBFcnJvciB8IG51bGwgfCB7IGVuZGVkOiB0cnVlIH0sXG4gIHdoYXQ6IHN0cmluZyxcbiAgbG9nOiBMb2dnZXIsXG4gIG9uRmFpbHVyZTogKGVycm9yOiBFcnJvcikgPT4gdm9pZCA9ICgpID0+IHt9LFxuKTogUGlwZVdhdGNoIHtcbiAgbGV0IGVycm9yOiBFcnJvciB8IHVuZGVmaW5lZDtcbiAgY29uc3QgZXZlbnQgPSBwaXBlLnRoZW4oKCk6IEV2ZW50ID0+IGV2ZW50cy5lbmRlZCwgKGUpOiBFdmVudCA9PiB7XG4gICAgY29uc3QgZmFpbHVyZSA9IGp1ZGdlKGUpO1xuICAgIGlmIChmYWlsdXJlICE9PSBudWxsICYmIFwiZW5kZWRcIiBpbiBmYWlsdXJlKSByZXR1cm4gZXZlbnRzLmVuZGVkOyAvLyBzYWlkIGJ5IGBqdWRnZWBcbiAgICBpZiAoZmFpbHVyZSA9PT0gbnVsbCkge1xuICAgICAgbG9nLmRlYnVnKGB0aGUgJHt3aGF0fSBwaXBlIGVuZGVkOiAke2Vycm9yVGV4dChlKX1gKTtcbiAgICAgIHJldHVybiBldmVudHMubm9ybWFsO1xuICAgIH1cbiAgICBlcnJvciA9IGZhaWx1cmU7XG4gICAgb25GYWlsdXJlKGZhaWx1cmUpO1xuICAgIHJldHVybiBldmVudHMuZmFpbGVkO1xuICB9KTtcbiAgcmV0dXJuIHsgZXZlbnQsIGVycm9yOiAoKSA9PiBlcnJvciB9O1xufVxuXG4vKipcbiAqIENsaWVudCAtPiBwZWVyOiB0aGUgY2xpZW50J3MgZW5kIG9mIGlucHV0OyB0aGUgcGVlciBubyBsb25nZXIgdGFraW5nIGl0cyBpbnB1dCAodGhlIHNpbmsnc1xuICogZXJyb3IsIHdoYXRldmVyIGl0IGlzOiB0aGUgcGVlcidzIG91dHB1dCBhbmQgZXhpdCBkZWNpZGUgdGhlIGVuZCkgb3IgYSBzdG9wOyBvciBhIGZhaWx1cmVcbiAqIG9mIHRoZSBjbGllbnQncyBzaWRlIG9yIHRoZSBkYWVtb24ncyAoe0BsaW5rY29kZSBDbGllbnRJbnB1dEVycm9yfTogYSByZWFkIGVycm9yLCBhIGJ1ZyBpbiBhXG4gKiB0YXApLCByZXBvcnRlZCBhdCB0aGUgc2Vzc2lvbidzIGVuZC5cbiAqL1xuZnVuY3Rpb24gd2F0Y2hJbnB1dChwaXBlczogQnl0ZVBpcGVzLCBzaWduYWw6IEFib3J0U2lnbmFsIHwgdW5kZWZpbmVkLCBsb2c6IExvZ2dlcik6IFBpcGVXYXRjaCB7XG4gIHJldHVybiB3YXRjaFBpcGUoXG4gICAgcGlwZXMudXBzdHJlYW0sXG4gICAgeyBlbmRlZDogXCJjbGllbnQtZW9mXCIsIG5vcm1hbDogXCJwZWVyLWlucHV0LWVycm9yXCIsIGZhaWxlZDogXCJpbnB1dC1mYWlsZWRcIiB9LFxuICAgIChlKSA9PlxuICAgICAgZSBpbnN0YW5jZW9mIENsaWVudElucHV0RXJyb3IgJiYgIXNpZ25hbD8uYWJvcnRlZFxuICAgICAgICA/IGUuY2F1c2UgaW5zdGFuY2VvZiBFcnJvciA/IGUuY2F1c2UgOiBuZXcgRXJyb3IoU3RyaW5nKGUuY2F1c2UpKVxuICAgICAgICA6IG51bGwsXG4gICAgXCJjbGllbnQtdG8tYWdlbnRcIixcbiAgICBsb2csXG4gICk7XG59XG5cbi8qKlxuICogUGVlciAtPiBjbGllbnQ6IGl0cyBlbmQgb2Ygb3V0cHV0IChhbHNvIHdoZW4gcmVhZGluZyBpdCBmYWlsZWQ6IGl0cyByZWFkYWJsZSBlcnJvcmVkLFxuICogbG9nZ2VkIGFzIHRoZSBwZWVyJ3MgZmFpbHVyZSwgd2hlcmUgdGhlIHBpcGVzIGNhbiB0ZWxsOiBgQnl0ZVBpcGVzLnBlZXJPdXRwdXRGYWlsZWRgKTsgdGhlXG4gKiBjbGllbnQgZ29pbmcgYXdheSAob3IgYSBzdG9wKTsgb3IgYSB3cml0ZSBmYWlsdXJlLCByZXBvcnRlZCBhdCBvbmNlLlxuICovXG5mdW5jdGlvbiB3YXRjaE91dHB1dChcbiAgcGlwZXM6IEJ5dGVQaXBlcyxcbiAgc2lnbmFsOiBBYm9ydFNpZ25hbCB8IHVuZGVmaW5lZCxcbiAgbG9nOiBMb2dnZXIsXG4gIG5hbWU6IHN0cmluZyxcbik6IFBpcGVXYXRjaCB7XG4gIHJldHVybiB3YXRjaFBpcGUoXG4gICAgcGlwZXMuZG93bnN0cmVhbSxcbiAgICB7IGVuZGVkOiBcInBlZXItZW9mXCIsIG5vcm1hbDogXCJjbGllbnQtZ29uZVwiLCBmYWlsZWQ6IFwib3V0cHV0LWZhaWxlZFwiIH0sXG4gICAgKGUpID0+IHtcbiAgICAgIGlmIChpc1JlYWRlckdvbmUoZSkgfHwgc2lnbmFsPy5hYm9ydGVkKSByZXR1cm4gbnVsbDtcbiAgICAgIGlmIChwaXBlcy5wZWVyT3V0cHV0RmFpbGVkPy4oKSkge1xuICAgICAgICBsb2cuZXJyb3IoYHJlYWRpbmcgJHtuYW1lfSdzIG91dHB1dCBmYWlsZWQ6ICR7ZXJyb3JUZXh0KGUpfWApO1xuICAgICAgICByZXR1cm4geyBlbmRlZDogdHJ1ZSB9O1xuICAgICAgfVxuICAgICAgcmV0dXJuIGUgaW5zdGFuY2VvZiBFcnJvciA/IGUgOiBuZXcgRXJyb3IoU3RyaW5nKGUpKTtcbiAgICB9LFxuICAgIFwiYWdlbnQtdG8tY2xpZW50XCIsXG4gICAgbG9nLFxuICAgIChlcnJvcikgPT4gbG9nLmVycm9yKG91dHB1dEZhaWx1cmUoZXJyb3IpKSxcbiAgKTtcbn1cblxuLyoqXG4gKiBXYWl0cyBmb3Igd2hhdCBlbmRzIHRoZSBzZXNzaW9uIGZpcnN0LCBmb2xsb3dpbmcgYSBmYWlsZWQgaW5wdXQgdG8gd2hhdCBjb21lcyBuZXh0LiBBXG4gKiBoYW5nLXVwIG9mIHRoZSBjbGllbnQncyAoe0BsaW5rY29kZSBCeXRlUGlwZXMuY2xpZW50SHVuZ1VwfSkgYWZ0ZXIgd2hpY2ggdGhlIHBpcGUgaGFzIG5vdFxuICogbW92ZWQgYWxsIHRoZSBjbGllbnQgc2VudCB3aXRoaW4gYGdyYWNlTXNgIGlzIGl0cyBlbmQgb2YgaW5wdXQgKGBvbkhhbmd1cGAgaXMgdG9sZCkuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIGZpcnN0RXZlbnQoXG4gIHBpcGVzOiBCeXRlUGlwZXMsXG4gIHBlZXI6IENvbm5lY3Rpb24sXG4gIGlucHV0OiBQcm9taXNlPEV2ZW50PixcbiAgb3V0cHV0OiBQcm9taXNlPEV2ZW50PixcbiAgc2lnbmFsOiBBYm9ydFNpZ25hbCB8IHVuZGVmaW5lZCxcbiAgZ3JhY2VNczogbnVtYmVyLFxuICBvbkhhbmd1cDogKHdhaXRlZE1zOiBudW1iZXIpID0+IHZvaWQsXG4pOiBQcm9taXNlPEV2ZW50PiB7XG4gIGNvbnN0IHBlZXJFeGl0ID0gcGVlci5leGl0ZWQ/LnRoZW4oKCk6IEV2ZW50ID0+IFwicGVlci1leGl0XCIsICgpOiBFdmVudCA9PiBcInBlZXItZXhpdFwiKSA/P1xuICAgIG5ldyBQcm9taXNlPG5ldmVyPigoKSA9PiB7fSk7XG4gIHVzaW5nIHN0b3BXYXRjaCA9IHdhdGNoQWJvcnQoc2lnbmFsLCBcInN0b3BcIiBhcyBjb25zdCk7XG4gIGNvbnN0IHN0b3AgPSBzdG9wV2F0Y2gucHJvbWlzZTtcbiAgLy8gVGhlIGNsaWVudCBodW5nIHVwIHdoaWxlIHdoYXQgaXQgc2VudCBzdGlsbCB3YWl0cyBmb3IgYSBwZWVyIHRoYXQgZG9lcyBub3QgcmVhZCBpdDogaXRzXG4gIC8vIGVuZCBvZiBpbnB1dCBhbGwgdGhlIHNhbWUgKHRoZSBwaXBlIHdvdWxkIHNlZSBpdCBvbmx5IG9uY2UgdGhlIHBlZXIgaGFkIHJlYWQgaXQgYWxsKSxcbiAgLy8gb25jZSB0aGUgcGlwZSBoYXMgaGFkIGEgZ3JhY2UgcGVyaW9kIHRvIG1vdmUgdGhlIHJlc3QgKGEgcGVlciB0aGF0IHJlYWRzIHNsb3dseSBpcyBub3RcbiAgLy8gY3V0IHNob3J0OyBhIHBpcGUgdGhhdCBlbmRzIG1lYW53aGlsZSBpcyB0aGUgZW5kLCBhcyBhbHdheXMpLlxuICBjb25zdCBodW5nVXAgPSBjbGllbnRHb25lKHBpcGVzLCBwZWVyLCBncmFjZU1zKTtcbiAgY29uc3QgZmlyc3QgPSBhd2FpdCBQcm9taXNlLnJhY2UoW2lucHV0LCBvdXRwdXQsIHBlZXJFeGl0LCBzdG9wLCBodW5nVXBdKTtcbiAgaWYgKHR5cGVvZiBmaXJzdCA9PT0gXCJudW1iZXJcIikge1xuICAgIG9uSGFuZ3VwKGZpcnN0KTtcbiAgICByZXR1cm4gXCJjbGllbnQtZW9mXCI7XG4gIH1cbiAgbGV0IGV2ZW50OiBFdmVudCA9IGZpcnN0O1xuICAvLyBUaGUgcGVlciBzdG9wcGVkIHRha2luZyBpdHMgaW5wdXQ6IGl0cyBvdXRwdXQgb3IgZXhpdCBkZWNpZGVzIHdoYXQgaGFwcGVucyBuZXh0LCBvciB0aGVcbiAgLy8gY2xpZW50J3MgZW5kIG9mIGlucHV0LCB3aGljaCBpcyBzdGlsbCB3YXRjaGVkIGZvciAod2hhdCBpdCBzZW5kcyBtZWFud2hpbGUgaXMgZHJvcHBlZCkuXG4gIGlmIChldmVudCA9PT0gXCJwZWVyLWlucHV0LWVycm9yXCIpIHtcbiAgICBjb25zdCBjbGllbnRFbmQgPSBwaXBlcy5kcmFpbkNsaWVudCgpLnRoZW4oXG4gICAgICAoKTogRXZlbnQgPT4gXCJjbGllbnQtZW9mXCIsXG4gICAgICAvLyBBIHJlc2V0IGlzIHRoZSBjbGllbnQgbGVhdmluZywgYXMgaXRzIGVuZCBvZiBpbnB1dCAocmVncmVzczg0OiB0aGUgc2Vzc2lvbiB3YWl0ZWQgZm9yXG4gICAgICAvLyB0aGUgYWdlbnQpOyBhIHN0b3AsIG9yIGlucHV0IHRoYXQgY2Fubm90IGJlIHJlYWQgb3RoZXJ3aXNlLCBpcyBub3QgYW4gZW5kLlxuICAgICAgKGUpOiBFdmVudCB8IFByb21pc2U8bmV2ZXI+ID0+IGlzUmVzZXQoZSkgPyBcImNsaWVudC1lb2ZcIiA6IG5ldyBQcm9taXNlPG5ldmVyPigoKSA9PiB7fSksXG4gICAgKTtcbiAgICBldmVudCA9IGF3YWl0IFByb21pc2UucmFjZShbb3V0cHV0LCBwZWVyRXhpdCwgc3RvcCwgY2xpZW50RW5kXSk7XG4gIH1cbiAgLy8gVGhlIHBlZXIgZW5kZWQgKGl0cyBvdXRwdXQsIG9yIGl0c2VsZikgYXMgaXQgcmVhZCB0aGUgY2xpZW50J3MgZW5kIG9mIGlucHV0IChhblxuICAvLyBpbi1wcm9jZXNzIHBlZXIgdGhhdCByZXR1cm5zIG9uY2UgaXRzIGlucHV0IGVuZHMpOiB0aGUgaW5wdXQgcGlwZSBzZXR0bGVzIGp1c3QgYWZ0ZXIsXG4gIC8vIG9uY2UgY2xvc2luZyB0aGUgcGVlcidzIGlucHV0IGhhcyByZXNvbHZlZC4gVGhlIGNsaWVudCdzIGVuZCBjYW1lIGZpcnN0LlxuICBjb25zdCBwZWVyRW5kZWQgPSBldmVudCA9PT0gXCJwZWVyLWVvZlwiIHx8IGV2ZW50ID09PSBcInBlZXItZXhpdFwiO1xuICBpZiAocGVlckVuZGVkICYmIGF3YWl0IHNldHRsZXNXaXRoaW4oaW5wdXQsIDApICYmIGF3YWl0IGlucHV0ID09PSBcImNsaWVudC1lb2ZcIikge1xuICAgIGV2ZW50ID0gXCJjbGllbnQtZW9mXCI7XG4gIH1cbiAgLy8gTGV0IHRoZSBwZWVyJ3MgbGFzdCBvdXRwdXQgZHJhaW4gYmVmb3JlIGFueXRoaW5nIGlzIGNsb3NlZCAoYSBzdG9wIGN1dHMgaXQgc2hvcnQpLlxuICBpZiAoZXZlbnQgPT09IFwicGVlci1leGl0XCIpIGF3YWl0IFByb21pc2UucmFjZShbc2V0dGxlc1dpdGhpbihwaXBlcy5kb3duc3RyZWFtLCBncmFjZU1zKSwgc3RvcF0pO1xuICByZXR1cm4gZXZlbnQ7XG59XG5cbi8qKlxuICogUmVzb2x2ZXMgd2l0aCBob3cgbG9uZyBpdCB3YWl0ZWQgKG1zKSBvbmNlIHRoZSBjbGllbnQgaGFzIGh1bmcgdXAgYW5kIHN0YXllZCBzbyB3aGlsZSB0aGVcbiAqIHBpcGUgaGFkIGBncmFjZU1zYCB0byBtb3ZlIHdoYXQgaXQgc2VudCAobW9yZSBmb3IgYSByZW1vdGUgYWdlbnQsIHdob3NlIGNvbm5lY3Rpb24gaXRzZWxmXG4gKiB3YWl0cyBhdCBpdHMgZW5kIG9mIGlucHV0IGZvciB3aGF0IGlzIHF1ZXVlZCBhbmQgd2hhdCB0aGUgYWdlbnQgb3dlczogdGhhdCBpcyBubyBzdGFsbCkuXG4gKiBOZXZlciwgd2hlbiB0aGUgcGlwZSBlbmRzIGZpcnN0IG9yIHRoZSBwaXBlcyBjYW5ub3Qgc2VlIGEgaGFuZy11cC4gVGhlIGNsaWVudCBpcyBsb29rZWQgYXRcbiAqIGV2ZXJ5IHtAbGlua2NvZGUgSEFOR1VQX0NIRUNLX01TfTogYSBGSUZPJ3MgbmV4dCB3cml0ZXIgZW5kcyB0aGUgaGFuZy11cCwgYW5kIHRoZSBuZXh0IG9uZVxuICogaXMgd2FpdGVkIGZvci5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gY2xpZW50R29uZShwaXBlczogQnl0ZVBpcGVzLCBwZWVyOiBDb25uZWN0aW9uLCBncmFjZU1zOiBudW1iZXIpOiBQcm9taXNlPG51bWJlcj4ge1xuICBjb25zdCBuZXZlciA9IG5ldyBQcm9taXNlPG5ldmVyPigoKSA9PiB7fSk7XG4gIGlmIChwaXBlcy5jbGllbnRIdW5nVXAgPT09IHVuZGVmaW5lZCkgcmV0dXJuIG5ldmVyO1xuICBjb25zdCB3YWl0TXMgPSBncmFjZU1zICsgKHBlZXIudXJsID09PSB1bmRlZmluZWQgPyAwIDogUkVNT1RFX0VORF9XQUlUX01TKTtcbiAgd2hpbGUgKHRydWUpIHtcbiAgICBhd2FpdCBwaXBlcy5jbGllbnRIdW5nVXAoKTtcbiAgICBjb25zdCB1bnRpbCA9IERhdGUubm93KCkgKyB3YWl0TXM7XG4gICAgbGV0IHN0aWxsID0gdHJ1ZTtcbiAgICB3aGlsZSAoc3RpbGwgJiYgRGF0ZS5ub3coKSA8IHVudGlsKSB7XG4gICAgICBpZiAoYXdhaXQgc2V0dGxlc1dpdGhpbihwaXBlcy51cHN0cmVhbSwgTWF0aC5taW4oSEFOR1VQX0NIRUNLX01TLCB1bnRpbCAtIERhdGUubm93KCkpKSkge1xuICAgICAgICByZXR1cm4gbmV2ZXI7XG4gICAgICB9XG4gICAgICBzdGlsbCA9IHBpcGVzLmNsaWVudFN0aWxsSHVuZ1VwPy4oKSA/PyB0cnVlO1xuICAgIH1cbiAgICBpZiAoc3RpbGwpIHJldHVybiB3YWl0TXM7XG4gIH1cbn1cblxuLyoqXG4gKiBFbmRzIHRoZSBwZWVyIG9uY2UgdGhlIHBpcGVzIGFyZSBkb25lIHdpdGggaXQ6IGdlbnRseSAoaXRzIGlucHV0IGlzIGNsb3NlZDsgaXQgaGFzXG4gKiBgZ3JhY2VNc2AgdG8gZXhpdCwgdGhlbiBTSUdURVJNLCB0aGVuIFNJR0tJTEwpLCB1bmxlc3MgYHN0b3BOb3dgIG9yIGBzaWduYWxgIGFib3J0c1xuICogbWVhbndoaWxlOiB0aGVuIGF0IG9uY2Ugd2l0aCB0aGUgc2lnbmFsIHRoZSBhYm9ydCByZWFzb24gbmFtZXMsIFNJR0tJTEwgYWZ0ZXIgYGdyYWNlTXNgLlxuICogYG91dHB1dERvbmVgIChpdHMgb3V0cHV0IGRlbGl2ZXJlZDsgbnVsbCB3aGVuIHRoZSByb3V0ZXIgY3V0IGl0KSBzdGFuZHMgZm9yIHRoZSBleGl0IG9mIGFcbiAqIHBlZXIgdGhhdCBzaG93cyBub25lOyBhIHByb2Nlc3MgdGhhdCBleGl0cyBieSBpdHNlbGYgd2hpbGUgaXRzIG91dHB1dCBpcyBzdGlsbCBvcGVuIChhXG4gKiBjaGlsZCBpdCBsZWZ0IGhvbGRzIGl0LCBhbmQgbWF5IHN0aWxsIHdyaXRlKSBoYXMgYGdyYWNlTXNgIGZyb20gaXRzIGV4aXQgKGBleGl0ZWRBdGApIGZvclxuICogdGhhdCBvdXRwdXQgdG8gZW5kIGJlZm9yZSB3aGF0IGl0IGxlZnQgaW4gaXRzIGdyb3VwIGlzIGVuZGVkLlxuICovXG5hc3luYyBmdW5jdGlvbiBlbmRQZWVyKFxuICBwZWVyOiBDb25uZWN0aW9uLFxuICBncmFjZU1zOiBudW1iZXIsXG4gIHN0b3BOb3c6IGJvb2xlYW4sXG4gIHNpZ25hbDogQWJvcnRTaWduYWwgfCB1bmRlZmluZWQsXG4gIGxvZzogTG9nZ2VyLFxuICBuYW1lOiBzdHJpbmcsXG4gIHNpbmNlOiBzdHJpbmcsXG4gIG91dHB1dERvbmU6IFByb21pc2U8dW5rbm93bj4gfCBudWxsLFxuICBleGl0ZWRBdDogKCkgPT4gbnVtYmVyIHwgdW5kZWZpbmVkLFxuKTogUHJvbWlzZTx7IGNvZGU6IG51bWJlciB8IG51bGw7IGJ5Um91dGVyOiBib29sZWFuOyBzdG9wcGVkOiBib29sZWFuIH0+IHtcbiAgLy8gQSBwbGFpbiBwYWlyIG9mIHN0cmVhbXM6IHRoZSByb3V0ZXIgZW5kZWQgaXQgd2hlbiBpdCBzdG9wcGVkIGl0IChpdHMgc3RyZWFtcyBjdXQpLlxuICBpZiAoIXBlZXIuZXhpdGVkICYmICFwZWVyLnRlcm1pbmF0ZSkgcmV0dXJuIHsgY29kZTogbnVsbCwgYnlSb3V0ZXI6IHN0b3BOb3csIHN0b3BwZWQ6IHN0b3BOb3cgfTtcbiAgLy8gQSBwZWVyIHRoYXQgY2FuIGJlIGVuZGVkIGJ1dCBzaG93cyBubyBleGl0OiB0aGUgZW5kIG9mIGl0cyBvdXRwdXQgc3RhbmRzIGZvciBvbmUgKGl0XG4gIC8vIGVuZGVkIGl0c2VsZiwgYW5kIHdoYXQgaXQgd3JvdGUgcmVhY2hlcyB0aGUgY2xpZW50KTsgYSBzdG9wLCBvciBhIGdyYWNlIHBlcmlvZCB0aGF0IHBhc3Nlc1xuICAvLyBmaXJzdCwgZW5kcyBpdCB3aXRoIGl0cyB0ZXJtaW5hdGUoKS5cbiAgY29uc3QgZXhpdGVkID0gcGVlci5leGl0ZWQgPz8gb3V0cHV0RG9uZSA/PyBuZXcgUHJvbWlzZTxuZXZlcj4oKCkgPT4ge30pO1xuICBsZXQgc3RvcHBlZCA9IHN0b3BOb3c7XG4gIGlmICghc3RvcE5vdykge1xuICAgIGNvbnN0IHdhaXRlZCA9IGF3YWl0IG9yQWJvcnRlZChcbiAgICAgIHNldHRsZXNXaXRoaW4oZXhpdGVkLCBncmFjZU1zKS50aGVuKChvaykgPT4gb2sgPyBcImV4aXRlZFwiIDogXCJncmFjZVwiKSxcbiAgICAgIHNpZ25hbCxcbiAgICAgIFwic3RvcFwiIGFzIGNvbnN0LFxuICAgICk7XG4gICAgaWYgKHdhaXRlZCA9PT0gXCJleGl0ZWRcIikge1xuICAgICAgaWYgKCFwZWVyLmV4aXRlZCkgcmV0dXJuIHsgY29kZTogbnVsbCwgYnlSb3V0ZXI6IGZhbHNlLCBzdG9wcGVkOiBmYWxzZSB9O1xuICAgICAgaWYgKHBlZXIudGVybWluYXRlICYmIHBlZXIudXJsID09PSB1bmRlZmluZWQgJiYgb3V0cHV0RG9uZSAhPT0gbnVsbCkge1xuICAgICAgICAvLyBPbmUgZ3JhY2UgcGVyaW9kIGZyb20gaXRzIGV4aXQsIGhvd2V2ZXIgbXVjaCBvZiBpdCBoYXMgcGFzc2VkIGFscmVhZHkuXG4gICAgICAgIGNvbnN0IGxlZnQgPSBNYXRoLm1heCgwLCAoZXhpdGVkQXQoKSA/PyBEYXRlLm5vdygpKSArIGdyYWNlTXMgLSBEYXRlLm5vdygpKTtcbiAgICAgICAgYXdhaXQgb3JBYm9ydGVkKHNldHRsZXNXaXRoaW4ob3V0cHV0RG9uZSwgbGVmdCksIHNpZ25hbCwgdHJ1ZSk7XG4gICAgICB9XG4gICAgICBjb25zdCBjb2RlID0gYXdhaXQgZXhpdENvZGVPZihcbiAgICAgICAgKCkgPT4gcGVlci50ZXJtaW5hdGUgPyBwZWVyLnRlcm1pbmF0ZShncmFjZU1zKSA6IHBlZXIuZXhpdGVkISxcbiAgICAgICAgbG9nLFxuICAgICAgICBuYW1lLFxuICAgICAgICBwZWVyLnRlcm1pbmF0ZSA/IHRlcm1pbmF0ZUJvdW5kTXMoZ3JhY2VNcykgOiB1bmRlZmluZWQsXG4gICAgICApO1xuICAgICAgaWYgKGNvZGUgIT09IDAgJiYgY29kZSAhPT0gbnVsbCkge1xuICAgICAgICAvLyBBIHJlbW90ZSBhZ2VudCdzIGNvbm5lY3Rpb24gaGFzIG5vIHByb2Nlc3M6IGl0cyBjbGllbnQgbG9nZ2VkIHdoeSBpdCBlbmRlZC4gT25lXG4gICAgICAgIC8vIHRoYXQgZW5kZWQgYXMgdGhlIHNlc3Npb24gd2FzIGJlaW5nIHN0b3BwZWQgaXMgbm8gZmFpbHVyZTogYSBjbGllbnQgdGhhdCBzaWduYWxzXG4gICAgICAgIC8vIHRoZSB3aG9sZSBwcm9jZXNzIHRyZWUgKGFjcHgpIHNpZ25hbHMgdGhlIGFnZW50IGJlc2lkZSB0aGUgZGFlbW9uIChpbnRlcm9wMTApLlxuICAgICAgICBpZiAocGVlci51cmwgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICAgIGxvZy5kZWJ1ZyhgJHtuYW1lfSdzIGNvbm5lY3Rpb24gKCR7cGVlci51cmx9KSBlbmRlZCB3aXRoIGNvZGUgJHtjb2RlfWApO1xuICAgICAgICB9IGVsc2UgaWYgKHNpZ25hbD8uYWJvcnRlZCkge1xuICAgICAgICAgIGxvZy5pbmZvKGAke25hbWV9IGVuZGVkIHdpdGggZXhpdCBjb2RlICR7Y29kZX0gYXMgaXQgd2FzIHN0b3BwZWRgKTtcbiAgICAgICAgfSBlbHNlIGxvZy5lcnJvcihgJHtuYW1lfSBlbmRlZCB3aXRoIGV4aXQgY29kZSAke2NvZGV9YCk7XG4gICAgICB9XG4gICAgICByZXR1cm4geyBjb2RlLCBieVJvdXRlcjogZmFsc2UsIHN0b3BwZWQ6IHNpZ25hbD8uYWJvcnRlZCA9PT0gdHJ1ZSB9O1xuICAgIH1cbiAgICBpZiAod2FpdGVkID09PSBcImdyYWNlXCIpIHtcbiAgICAgIGxvZy5pbmZvKGAke25hbWV9IGlzIHN0aWxsIHJ1bm5pbmcgJHtncmFjZU1zfSBtcyBhZnRlciAke3NpbmNlfTsgdGVybWluYXRpbmcgaXRgKTtcbiAgICB9XG4gICAgc3RvcHBlZCA9IHdhaXRlZCA9PT0gXCJzdG9wXCI7XG4gIH1cbiAgY29uc3QgcG9saXRlbHkgPSBzdG9wcGVkID8gc3RvcFNpZ25hbE9mKHNpZ25hbD8ucmVhc29uKSA6IFwiU0lHVEVSTVwiO1xuICBpZiAoIXBlZXIudGVybWluYXRlKSB7XG4gICAgLy8gTm90aGluZyB0byBzaWduYWwgKGFuIGluLW1lbW9yeSBwZWVyLCB3aGljaCBoYXMgYGV4aXRlZGA6IG9uZSB3aXRoIG5laXRoZXIgcmV0dXJuZWRcbiAgICAvLyBhYm92ZSk6IGl0IGdldHMgb25lIGdyYWNlIHBlcmlvZCAodGhlIG9uZSBpdCBoYXMganVzdCBoYWQsIG9yIG9uZSBmcm9tIHRoZSBzdG9wKSwgdGhlblxuICAgIC8vIGl0cyBzdHJlYW1zIGFyZSBjdXQgYnkgdGhlIHBpcGVzJyBzdG9wLCB3aGljaCBlbmRzIGEgcGVlciBibG9ja2VkIHdyaXRpbmcgdG8gYSBjbGllbnRcbiAgICAvLyB0aGF0IGRvZXMgbm90IHJlYWQuXG4gICAgY29uc3QgY29kZSA9IHN0b3BwZWQgJiYgYXdhaXQgc2V0dGxlc1dpdGhpbihwZWVyLmV4aXRlZCEsIGdyYWNlTXMpXG4gICAgICA/IGF3YWl0IHBlZXIuZXhpdGVkIS5jYXRjaCgoKSA9PiBudWxsKVxuICAgICAgOiBudWxsO1xuICAgIHJldHVybiB7IGNvZGUsIGJ5Um91dGVyOiB0cnVlLCBzdG9wcGVkIH07XG4gIH1cbiAgLy8gQSByZW1vdGUgYWdlbnQgaGFzIG5vIHByb2Nlc3MgZ3JvdXA6IGl0cyBjb25uZWN0aW9uIGlzIHdoYXQgaXMgZW5kZWQgKGludGVyb3AxMCkuXG4gIGNvbnN0IHNlbmRpbmcgPSAoczogRGVuby5TaWduYWwpID0+XG4gICAgcGVlci51cmwgPT09IHVuZGVmaW5lZFxuICAgICAgPyBgc2VuZGluZyAke3N9IHRvICR7bmFtZX0ncyBwcm9jZXNzIGdyb3VwYFxuICAgICAgOiBgZW5kaW5nICR7bmFtZX0ncyBjb25uZWN0aW9uICgke3BlZXIudXJsfSkgb24gJHtzfWA7XG4gIGlmIChzdG9wcGVkKSBsb2cuaW5mbyhzZW5kaW5nKHBvbGl0ZWx5KSk7XG4gIC8vIEEgc3RvcCB3aGlsZSBpdCBpcyBiZWluZyB0ZXJtaW5hdGVkIChpdHMgZ3JhY2UgcmFuIG91dCBmaXJzdCkgcmVhY2hlcyBpdHMgZ3JvdXAgYXQgb25jZS5cbiAgY29uc3QgdGVybWluYXRlID0gKG1zOiBudW1iZXIsIHM/OiBEZW5vLlNpZ25hbCkgPT4gcGVlci50ZXJtaW5hdGUhKG1zLCBzKTtcbiAgY29uc3Qgc2FpZCA9IChhZ2FpbjogRGVuby5TaWduYWwpID0+IHtcbiAgICBpZiAoYWdhaW4gIT09IHBvbGl0ZWx5KSBsb2cuaW5mbyhzZW5kaW5nKGFnYWluKSk7XG4gIH07XG4gIGNvbnN0IGNvZGUgPSBhd2FpdCBleGl0Q29kZU9mKFxuICAgICgpID0+IHRlcm1pbmF0ZUhlZWRpbmdTdG9wKHRlcm1pbmF0ZSwgZ3JhY2VNcywgcG9saXRlbHksIHN0b3BwZWQgPyB1bmRlZmluZWQgOiBzaWduYWwsIHNhaWQpLFxuICAgIGxvZyxcbiAgICBuYW1lLFxuICAgIHRlcm1pbmF0ZUJvdW5kTXMoZ3JhY2VNcyksXG4gICk7XG4gIGlmICgocGVlciBhcyB7IGtpbGxlZEFmdGVyR3JhY2U/OiBib29sZWFuIH0pLmtpbGxlZEFmdGVyR3JhY2UgPT09IHRydWUpIHtcbiAgICBsb2cuaW5mbyhgJHtuYW1lfSB3YXMgc3RpbGwgcnVubmluZyAke2dyYWNlTXN9IG1zIGFmdGVyICR7cG9saXRlbHl9OyBpdCB3YXMgc2VudCBTSUdLSUxMYCk7XG4gIH1cbiAgcmV0dXJuIHsgY29kZSwgYnlSb3V0ZXI6IHRydWUsIHN0b3BwZWQgfTtcbn1cblxuLyoqIEhvdyBhIGNsaWVudCB0YWtlcyB0aGUgbGFzdCBieXRlcyBzZW50IHRvIGl0ICh0aGUgcGlwZXMnIG93biB2aWV3KTogY2hlY2tlZCB3aGlsZSB0aGV5IGRyYWluLiAqL1xuZXhwb3J0IHR5cGUgQ2xpZW50UHJvZ3Jlc3MgPSBQaWNrPEJ5dGVQaXBlcywgXCJ3YWl0aW5nT25DbGllbnRcIiB8IFwibGFzdFByb2dyZXNzQXRcIj47XG5cbi8qKiBCb3VuZHMgb2Yge0BsaW5rY29kZSBkcmFpblRvQ2xpZW50fS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgRHJhaW5PcHRpb25zIHtcbiAgLyoqIEhvdyBvZnRlbiB0aGUgZHJhaW4gbG9va3MgYXQgdGhlIGNsaWVudCdzIHByb2dyZXNzLiAqL1xuICBncmFjZU1zOiBudW1iZXI7XG4gIC8qKiBIb3cgbG9uZyB0aGUgY2xpZW50IG1heSB0YWtlIG5vdGhpbmcgYmVmb3JlIHRoZSBkcmFpbiBnaXZlcyB1cC4gKi9cbiAgc3RhbGxNczogbnVtYmVyO1xuICAvKiogRW5kcyB0aGUgd2FpdCBhdCBvbmNlIHdoZW4gaXQgYWJvcnRzICh3aGF0IGlzIHN0aWxsIHF1ZXVlZCBpcyBub3QgZGVsaXZlcmVkKS4gKi9cbiAgc2lnbmFsPzogQWJvcnRTaWduYWw7XG4gIC8qKiBXaGVyZSB0aGUgc3RhbGwgaXMgcmVwb3J0ZWQuICovXG4gIGxvZzogTG9nZ2VyO1xuICAvKiogV2hhdCBoYXMgZW5kZWQsIGZvciB0aGUgc3RhbGwncyBsb2cgbGluZSAoXCJ0aGUgYWdlbnQgaGFzIGVuZGVkXCIpLiAqL1xuICBlbmRlZDogc3RyaW5nO1xufVxuXG4vKipcbiAqIEhvdyBtYW55IGxvb2tzLCB7QGxpbmtjb2RlIElETEVfTE9PS19NU30gYXBhcnQsIGRlY2lkZSB3aGV0aGVyIHRoZSBjbGllbnQgaXMgdGhlIHNsb3cgc2lkZTpcbiAqIG1vc3Qgb2YgdGhlbSBtdXN0IGZpbmQgYSB3cml0ZSB0byBpdCBpbiBmbGlnaHQuXG4gKi9cbmNvbnN0IElETEVfTE9PS1MgPSA1O1xuLyoqIFRoZSB0aW1lIGJldHdlZW4gdHdvIG9mIHRob3NlIGxvb2tzIChtcykuICovXG5jb25zdCBJRExFX0xPT0tfTVMgPSAxMDtcblxuLyoqXG4gKiBXaGV0aGVyIGEgd3JpdGUgdG8gdGhlIGNsaWVudCBpcyBpbiBmbGlnaHQgYXQgbW9zdCBvZiB7QGxpbmtjb2RlIElETEVfTE9PS1N9IGxvb2tzICh0aGVcbiAqIGNsaWVudCBpcyB0aGUgc2xvdyBzaWRlLCBub3QgdGhlIHNlbmRlcik6IG9uZSBsb29rIG1heSBmYWxsIGJldHdlZW4gb25lIHdyaXRlIGFuZCB0aGUgbmV4dCxcbiAqIGEgbW9tZW50IGEgYnVzeSBtYWNoaW5lIHN0cmV0Y2hlcyAoYSBzbG93IGNsaWVudCdzIGxhc3QgMjAwIGxpbmVzIHdlcmUgY3V0IHRoZXJlKSwgYW5kIG9uZVxuICogbWF5IGZpbmQgYSBmYXN0IGNsaWVudCdzIHdyaXRlIGluIGZsaWdodCAoYSBzZW5kZXIgdGhhdCBrZWVwcyB3cml0aW5nIGtlcHQgdGhlIGRyYWluIGdvaW5nKS5cbiAqIFRydWUgdG9vIG9uY2UgYGRvbmVgIHNldHRsZWQgb3IgYHNpZ25hbGAgYWJvcnRlZCBtZWFud2hpbGUgKHRoZSBjYWxsZXIncyBuZXh0IHdhaXQgc2F5c1xuICogd2hpY2gpLlxuICovXG5hc3luYyBmdW5jdGlvbiB3YWl0c09uQ2xpZW50KFxuICBjbGllbnQ6IENsaWVudFByb2dyZXNzLFxuICBkb25lOiBQcm9taXNlPHVua25vd24+LFxuICBzaWduYWw6IEFib3J0U2lnbmFsIHwgdW5kZWZpbmVkLFxuKTogUHJvbWlzZTxib29sZWFuPiB7XG4gIGNvbnN0IG1vc3QgPSBNYXRoLmZsb29yKElETEVfTE9PS1MgLyAyKSArIDE7XG4gIGxldCB3cml0aW5nID0gMDtcbiAgZm9yIChsZXQgbG9vayA9IDA7IGxvb2sgPCBJRExFX0xPT0tTOyBsb29rKyspIHtcbiAgICBpZiAoY2xpZW50LndhaXRpbmdPbkNsaWVudCgpKSB3cml0aW5nKys7XG4gICAgaWYgKHdyaXRpbmcgPj0gbW9zdCkgcmV0dXJuIHRydWU7XG4gICAgaWYgKHdyaXRpbmcgKyAoSURMRV9MT09LUyAtIDEgLSBsb29rKSA8IG1vc3QpIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCBlbmRlZCA9IGF3YWl0IG9yQWJvcnRlZChzZXR0bGVzV2l0aGluKGRvbmUsIElETEVfTE9PS19NUyksIHNpZ25hbCwgdHJ1ZSk7XG4gICAgaWYgKGVuZGVkKSByZXR1cm4gdHJ1ZTtcbiAgfVxuICByZXR1cm4gZmFsc2U7XG59XG5cbi8qKiBXaHkge0BsaW5rY29kZSBkcmFpblRvQ2xpZW50fSdzIHdhaXQgaXMgb3Zlci4gKi9cbmV4cG9ydCB0eXBlIERyYWluRW5kID0gXCJkcmFpbmVkXCIgfCBcImxlZnQtb3BlblwiIHwgXCJzdGFsbGVkXCIgfCBcInN0b3BwZWRcIjtcblxuLyoqXG4gKiBUaGUgc2VuZGVyIGlzIGdvbmUsIGJ1dCBpdHMgbGFzdCBieXRlcyBtYXkgc3RpbGwgYmUgb24gdGhlaXIgd2F5IHRvIGEgc2xvdyBjbGllbnQ6IHdhaXRzXG4gKiBmb3IgYGRvbmVgIHdoaWxlIHRoZSBjbGllbnQgaXMgdGhlIHNpZGUgYmVpbmcgd2FpdGVkIG9uIChhIHdyaXRlIHRvIGl0IGluIGZsaWdodCBhdCBtb3N0IG9mXG4gKiBhIGZldyBsb29rcyBldmVyeSBgZ3JhY2VNc2ApLCB1bnRpbCBpdCB0YWtlcyBub3RoaW5nIGZvciBgc3RhbGxNc2Agb3IgdGhlIHN0b3Agc2lnbmFsIGFib3J0cy5cbiAqIE91dHB1dCB0aGF0IHN0YXlzIG9wZW4gd2l0aCBub3RoaW5nIGFycml2aW5nIGlzIGhlbGQgYnkgYSBwcm9jZXNzIG91dHNpZGUgdGhlIHBlZXIncyBncm91cDpcbiAqIHRoYXQgZW5kcyB0aGUgd2FpdCB0b28uXG4gKlxuICogQHBhcmFtIGRvbmUgU2V0dGxlcyBvbmNlIHRoZSBsYXN0IGJ5dGUgaXMgd3JpdHRlbi5cbiAqIEBwYXJhbSBjbGllbnQgSG93IHRoZSBjbGllbnQgdGFrZXMgdGhlbS5cbiAqIEBwYXJhbSBvcHRpb25zIFRoZSBib3VuZHMuXG4gKiBAcmV0dXJucyBXaHkgdGhlIHdhaXQgaXMgb3ZlcjogYFwiZHJhaW5lZFwiYCAoYGRvbmVgIHNldHRsZWQpLCBgXCJsZWZ0LW9wZW5cImAgKG5vdGhpbmcgaXNcbiAqICAgd2FpdGluZyBvbiB0aGUgY2xpZW50LCBidXQgdGhlIG91dHB1dCBpcyBzdGlsbCBvcGVuOiBpdHMgc2VuZGVyIGxlZnQgaXQgb3BlbiksXG4gKiAgIGBcInN0YWxsZWRcImAgKHRoZSBjbGllbnQgdG9vayBub3RoaW5nIGZvciBgc3RhbGxNc2ApIG9yIGBcInN0b3BwZWRcImAgKHRoZSBzaWduYWwpLlxuICpcbiAqIEBleGFtcGxlIEEgY2xpZW50IHRoYXQgdG9vayBldmVyeXRoaW5nXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZHJhaW5Ub0NsaWVudCB9IGZyb20gXCIuL2xpZmVjeWNsZS50c1wiO1xuICogaW1wb3J0IHsgc2lsZW50TG9nZ2VyIH0gZnJvbSBcIi4uL2xvZy9sb2dnZXIudHNcIjtcbiAqIGNvbnN0IGNsaWVudCA9IHsgd2FpdGluZ09uQ2xpZW50OiAoKSA9PiBmYWxzZSwgbGFzdFByb2dyZXNzQXQ6ICgpID0+IERhdGUubm93KCkgfTtcbiAqIGNvbnN0IG9wdGlvbnMgPSB7IGdyYWNlTXM6IDEwMCwgc3RhbGxNczogMTAwMCwgbG9nOiBzaWxlbnRMb2dnZXIsIGVuZGVkOiBcInRoZSBhZ2VudCBoYXMgZW5kZWRcIiB9O1xuICogY29uc29sZS5sb2coYXdhaXQgZHJhaW5Ub0NsaWVudChQcm9taXNlLnJlc29sdmUoKSwgY2xpZW50LCBvcHRpb25zKSk7IC8vIFwiZHJhaW5lZFwiLCBhdCBvbmNlXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGRyYWluVG9DbGllbnQoXG4gIGRvbmU6IFByb21pc2U8dW5rbm93bj4sXG4gIGNsaWVudDogQ2xpZW50UHJvZ3Jlc3MsXG4gIG9wdGlvbnM6IERyYWluT3B0aW9ucyxcbik6IFByb21pc2U8RHJhaW5FbmQ+IHtcbiAgY29uc3QgeyBncmFjZU1zLCBzdGFsbE1zLCBzaWduYWwsIGxvZyB9ID0gb3B0aW9ucztcbiAgY2xpZW50Lmxhc3RQcm9ncmVzc0F0KCk7IC8vIGEgZmlyc3QgbG9vayBub3c6IHNlZSBkcmFpbkFmdGVyU3RvcFxuICB3aGlsZSAodHJ1ZSkge1xuICAgIGNvbnN0IHNldHRsZWQgPSBhd2FpdCBvckFib3J0ZWQoc2V0dGxlc1dpdGhpbihkb25lLCBncmFjZU1zKSwgc2lnbmFsLCBcInN0b3BwZWRcIiBhcyBjb25zdCk7XG4gICAgaWYgKHNldHRsZWQgPT09IFwic3RvcHBlZFwiKSByZXR1cm4gXCJzdG9wcGVkXCI7XG4gICAgaWYgKHNldHRsZWQpIHJldHVybiBcImRyYWluZWRcIjtcbiAgICBpZiAoIWF3YWl0IHdhaXRzT25DbGllbnQoY2xpZW50LCBkb25lLCBzaWduYWwpKSB7XG4gICAgICBsb2cuZGVidWcoXCJ0aGUgb3V0cHV0IGlzIHN0aWxsIG9wZW4gYWZ0ZXIgaXRzIHNlbmRlciBlbmRlZDsgY2xvc2luZyBpdFwiKTtcbiAgICAgIHJldHVybiBcImxlZnQtb3BlblwiO1xuICAgIH1cbiAgICBpZiAoRGF0ZS5ub3coKSAtIGNsaWVudC5sYXN0UHJvZ3Jlc3NBdCgpID4gc3RhbGxNcykge1xuICAgICAgbG9nLndhcm4oXG4gICAgICAgIGAke29wdGlvbnMuZW5kZWR9IGFuZCB0aGUgY2xpZW50IGhhcyB0YWtlbiBub25lIG9mIGl0cyBvdXRwdXQgZm9yICR7c3RhbGxNc30gbXM7IGAgK1xuICAgICAgICAgIGBjbG9zaW5nIHdpdGggb3V0cHV0IHVuZGVsaXZlcmVkYCxcbiAgICAgICk7XG4gICAgICByZXR1cm4gXCJzdGFsbGVkXCI7XG4gICAgfVxuICB9XG59XG5cbi8qKlxuICogQWZ0ZXIgYSBzdG9wOiB3YWl0cyBmb3IgYGRvbmVgIHdoaWxlIHRoZSBjbGllbnQgdGFrZXMgd2hhdCBpcyBvbiBpdHMgd2F5LCB1bnRpbCBhIHdyaXRlIHRvXG4gKiBpdCBoYXMgd2FpdGVkIHtAbGlua2NvZGUgU1RPUF9TVEFMTF9NU30gd2l0aCBub3RoaW5nIHRha2VuLCBvciBgZ3JhY2VNc2AgcGFzcy4gV2hlcmUgdGhlXG4gKiBjbGllbnQncyBwcm9ncmVzcyBjYW5ub3QgYmUgc2VlbiAoYGxhc3RQcm9ncmVzc0F0YCAwOiBhIHBsYWluIGBwaXBlVG9gKSwgb3IgdGhlIHBpcGUgd2FpdHNcbiAqIG9uIGl0cyBzb3VyY2UgcmF0aGVyIHRoYW4gdGhlIGNsaWVudCwgb25seSBgZ3JhY2VNc2AgZW5kcyB0aGUgd2FpdC4gV2hlbiBpdCBlbmRzIHNvLCBhblxuICogb3V0cHV0IHdpdGggbm90aGluZyBvbiBpdHMgd2F5IHRvIHRoZSBjbGllbnQgd2hvc2UgcGVlciBoYXMgZW5kZWQgKGBwZWVyRW5kZWRgKSB3YXMgb25seVxuICogbGVmdCBvcGVuOiBgXCJsZWZ0LW9wZW5cImAsIGZvciB0aGUgY2FsbGVyIHRvIGNsb3NlIChub3QgY3V0KSBpdC5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gZHJhaW5BZnRlclN0b3AoXG4gIGRvbmU6IFByb21pc2U8dW5rbm93bj4sXG4gIGNsaWVudDogQ2xpZW50UHJvZ3Jlc3MsXG4gIGdyYWNlTXM6IG51bWJlcixcbiAgcGVlckVuZGVkOiBib29sZWFuLFxuKTogUHJvbWlzZTxEcmFpbkVuZD4ge1xuICBjb25zdCBkZWFkbGluZSA9IERhdGUubm93KCkgKyBncmFjZU1zO1xuICAvLyBBIGtlcm5lbCBwYXRoIGNvdW50cyBieXRlcyBhcyB0aGV5IG1vdmUgYW5kIHRlbGxzIHRoZWlyIHRpbWUgYnkgd2hlbiBpdCBmaXJzdCBzYXcgdGhlXG4gIC8vIGNvdW50IGF0IGl0cyBwcmVzZW50IHZhbHVlOiBhIGZpcnN0IGxvb2sgbm93IGRhdGVzIGEgY291bnQgdGhhdCBzdG9wcGVkIGJlZm9yZSB0aGUgc3RvcFxuICAvLyB0byBpdCwgbm90IHRvIHRoZSBjaGVjayBhIHNlY29uZCBsYXRlciAoYSB0cmFuc2NyaXB0J3Mgc3BsaWNlIHdhaXRlZCAyIHMsIG5vdCAxKS5cbiAgY2xpZW50Lmxhc3RQcm9ncmVzc0F0KCk7XG4gIGZvciAobGV0IGxlZnQgPSBncmFjZU1zOyBsZWZ0ID4gMDsgbGVmdCA9IGRlYWRsaW5lIC0gRGF0ZS5ub3coKSkge1xuICAgIGlmIChhd2FpdCBzZXR0bGVzV2l0aGluKGRvbmUsIE1hdGgubWluKGxlZnQsIFNUT1BfU1RBTExfTVMpKSkgcmV0dXJuIFwiZHJhaW5lZFwiO1xuICAgIGNvbnN0IHNlZW4gPSBjbGllbnQubGFzdFByb2dyZXNzQXQoKSA+IDA7XG4gICAgaWYgKHNlZW4gJiYgY2xpZW50LndhaXRpbmdPbkNsaWVudCgpICYmIERhdGUubm93KCkgLSBjbGllbnQubGFzdFByb2dyZXNzQXQoKSA+PSBTVE9QX1NUQUxMX01TKSB7XG4gICAgICByZXR1cm4gXCJzdG9wcGVkXCI7XG4gICAgfVxuICB9XG4gIC8vIEl0cyBzZW5kZXIgaGFzIGVuZGVkIGFuZCBub3RoaW5nIHdhaXRzIG9uIHRoZSBjbGllbnQ6IHRoZSBvdXRwdXQgd2FzIG9ubHkgbGVmdCBvcGVuIChhblxuICAvLyBpbi1wcm9jZXNzIGltcGxlbWVudGF0aW9uIHRoYXQga2VlcHMgaXRzIHdyaXRlciwgYSB0YXNrIG9mIGl0cyB0aGF0IHdyb3RlIG5vdGhpbmcgbW9yZSksIHRvXG4gIC8vIGJlIGNsb3NlZCwgbm90IGN1dCAobGliMTQ6IHRoZSBjbGllbnQncyBvdXRwdXQgZW5kZWQgd2l0aCBhbiBBYm9ydEVycm9yKS5cbiAgcmV0dXJuIHBlZXJFbmRlZCAmJiAhY2xpZW50LndhaXRpbmdPbkNsaWVudCgpID8gXCJsZWZ0LW9wZW5cIiA6IFwic3RvcHBlZFwiO1xufVxuXG4vKipcbiAqIEhvdyBhIGZhaWx1cmUgb2YgdGhlIGNsaWVudCdzIG91dHB1dCBpcyBsb2dnZWQ6IGEgc3lzdGVtIGVycm9yIG9yIGEgbmFtZWQgbGltaXRcbiAqIChgT3V0cHV0TGltaXRFcnJvcmApIGJ5IGl0cyBtZXNzYWdlLCBhbnl0aGluZyBlbHNlIChhbiBlcnJvciBvZiB0aGUgZGFlbW9uJ3Mgb3duKSB3aXRoIGl0c1xuICogc3RhY2suXG4gKlxuICogQHBhcmFtIGUgVGhlIGVycm9yLlxuICogQHJldHVybnMgVGhlIGxpbmUgdG8gbG9nLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgb3V0cHV0RmFpbHVyZSB9IGZyb20gXCIuL2xpZmVjeWNsZS50c1wiO1xuICogY29uc29sZS5sb2cob3V0cHV0RmFpbHVyZShPYmplY3QuYXNzaWduKG5ldyBFcnJvcihcIk5vIHNwYWNlIGxlZnQgb24gZGV2aWNlXCIpLCB7IGNvZGU6IFwiRU5PU1BDXCIgfSkpKTtcbiAqIC8vIFwid3JpdGluZyB0byB0aGUgY2xpZW50IGZhaWxlZDogTm8gc3BhY2UgbGVmdCBvbiBkZXZpY2VcIlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvdXRwdXRGYWlsdXJlKGU6IHVua25vd24pOiBzdHJpbmcge1xuICBpZiAoc3lzdGVtQ29kZShlKSAhPT0gdW5kZWZpbmVkKSByZXR1cm4gYHdyaXRpbmcgdG8gdGhlIGNsaWVudCBmYWlsZWQ6ICR7ZXJyb3JUZXh0KGUpfWA7XG4gIGlmIChlIGluc3RhbmNlb2YgT3V0cHV0TGltaXRFcnJvcikgcmV0dXJuIGB0aGUgb3V0cHV0IHRvIHRoZSBjbGllbnQgZmFpbGVkOiAke2UubWVzc2FnZX1gO1xuICBjb25zdCBlcnJvciA9IGUgaW5zdGFuY2VvZiBFcnJvciA/IGUgOiBuZXcgRXJyb3IoU3RyaW5nKGUpKTtcbiAgcmV0dXJuIGB0aGUgb3V0cHV0IHRvIHRoZSBjbGllbnQgZmFpbGVkOiAke2Vycm9yLnN0YWNrID8/IGVycm9yLm1lc3NhZ2V9YDtcbn1cblxuLyoqXG4gKiBIb3cgYSBmYWlsdXJlIG9mIHRoZSBjbGllbnQgLT4gcGVlciBwaXBlIGlzIGxvZ2dlZDogYSBzeXN0ZW0gZXJyb3IgYnkgaXRzIG1lc3NhZ2UsXG4gKiBhbnl0aGluZyBlbHNlIChhbiBlcnJvciBvZiB0aGUgZGFlbW9uJ3Mgb3duKSB3aXRoIGl0cyBzdGFjay5cbiAqL1xuZnVuY3Rpb24gaW5wdXRGYWlsdXJlKGU6IHVua25vd24sIG5hbWU6IHN0cmluZyk6IHN0cmluZyB7XG4gIGlmIChzeXN0ZW1Db2RlKGUpICE9PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4gYG1vdmluZyB0aGUgY2xpZW50J3MgaW5wdXQgdG8gJHtuYW1lfSBmYWlsZWQ6ICR7ZXJyb3JUZXh0KGUpfWA7XG4gIH1cbiAgY29uc3QgZXJyb3IgPSBlIGluc3RhbmNlb2YgRXJyb3IgPyBlIDogbmV3IEVycm9yKFN0cmluZyhlKSk7XG4gIHJldHVybiBgbW92aW5nIHRoZSBjbGllbnQncyBpbnB1dCB0byAke25hbWV9IGZhaWxlZDogJHtlcnJvci5zdGFjayA/PyBlcnJvci5tZXNzYWdlfWA7XG59XG5cbmZ1bmN0aW9uIGVycm9yVGV4dChlOiB1bmtub3duKTogc3RyaW5nIHtcbiAgcmV0dXJuIGUgaW5zdGFuY2VvZiBFcnJvciA/IGUubWVzc2FnZSA6IFN0cmluZyhlKTtcbn1cblxuLyoqXG4gKiBUaGUgZXhpdCBjb2RlIGEgY29ubmVjdGlvbidzIGB0ZXJtaW5hdGUoKWAgb3IgYGV4aXRlZGAgZ2l2ZXMsIG5ldmVyIGEgcmVqZWN0aW9uOiBlbmRpbmcgYVxuICogc2Vzc2lvbiBnb2VzIG9uIChpdHMgcGlwZXMgc3RvcHBlZCwgaXRzIG91dGNvbWUgcmVwb3J0ZWQpIHdoZW4gYSBsaWJyYXJ5IHVzZXIncyBjb25uZWN0aW9uXG4gKiBmYWlscyB0aGVyZSwgb3IgYSBwcm9jZXNzIGNhbm5vdCBiZSBzaWduYWxsZWQuIFRoZSBmYWlsdXJlIGlzIGxvZ2dlZCB3aXRoIGl0cyBzdGFjaywgYW5kXG4gKiB0aGUgY29kZSBpcyB0aGVuIHVua25vd24gKG51bGwpLlxuICpcbiAqIEBwYXJhbSBlbmRpbmcgQ2FsbHMgYHRlcm1pbmF0ZSgpYCwgb3IgcmV0dXJucyBgZXhpdGVkYC5cbiAqIEBwYXJhbSBsb2cgV2hlcmUgdGhlIGZhaWx1cmUgZ29lcy5cbiAqIEBwYXJhbSB3aG8gV2hhdCBlbmRlZCwgZm9yIHRoZSBsb2cgbGluZSAoYHRoZSBhZ2VudGAsIGBQcm94eSgwKWApLlxuICogQHJldHVybnMgVGhlIGV4aXQgY29kZSwgb3IgbnVsbCB3aGVuIGBlbmRpbmdgIGZhaWxlZC5cbiAqXG4gKiBAZXhhbXBsZSBBIHRlcm1pbmF0ZSB0aGF0IHJlamVjdHNcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBleGl0Q29kZU9mIH0gZnJvbSBcIi4vbGlmZWN5Y2xlLnRzXCI7XG4gKiBpbXBvcnQgeyBzdGRlcnJMb2dnZXIgfSBmcm9tIFwiLi4vbG9nL2xvZ2dlci50c1wiO1xuICogY29uc3QgY29kZSA9IGF3YWl0IGV4aXRDb2RlT2YoKCkgPT4gUHJvbWlzZS5yZWplY3QobmV3IEVycm9yKFwiRVBFUk1cIikpLCBzdGRlcnJMb2dnZXIoXCJlcnJvclwiKSwgXCJ0aGUgYWdlbnRcIik7XG4gKiBjb25zb2xlLmxvZyhjb2RlKTsgLy8gbnVsbCwgYWZ0ZXIgb25lIGVycm9yIGxpbmUgd2l0aCB0aGUgc3RhY2tcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gZXhpdENvZGVPZihcbiAgZW5kaW5nOiAoKSA9PiBQcm9taXNlPG51bWJlcj4sXG4gIGxvZzogTG9nZ2VyLFxuICB3aG86IHN0cmluZyxcbiAgYm91bmRNcz86IG51bWJlcixcbik6IFByb21pc2U8bnVtYmVyIHwgbnVsbD4ge1xuICB0cnkge1xuICAgIGNvbnN0IGVuZGVkID0gZW5kaW5nKCk7XG4gICAgLy8gQSBsaWJyYXJ5IHVzZXIncyB0ZXJtaW5hdGUoKSB0aGF0IG5ldmVyIHNldHRsZXMgbXVzdCBub3QgaG9sZCB0aGUgc2Vzc2lvbiBmb3IgZXZlclxuICAgIC8vIChib3VuZGVkIGJ5IHNldHRsZXNXaXRoaW46IG5vIHNldFRpbWVvdXQgb24gdGhlIHN0ZGlvIHBhdGgpLlxuICAgIGlmIChib3VuZE1zICE9PSB1bmRlZmluZWQgJiYgIWF3YWl0IHNldHRsZXNXaXRoaW4oZW5kZWQsIGJvdW5kTXMpKSB7XG4gICAgICBsb2cuZXJyb3IoYGVuZGluZyAke3dob30gZGlkIG5vdCBzZXR0bGUgd2l0aGluICR7Ym91bmRNc30gbXM7IGl0cyBleGl0IGNvZGUgaXMgdW5rbm93bmApO1xuICAgICAgZW5kZWQuY2F0Y2goKCkgPT4ge30pOyAvLyBhIGxhdGUgZmFpbHVyZSBoYXMgbm90aGluZyBsZWZ0IHRvIHRlbGxcbiAgICAgIHJldHVybiBudWxsO1xuICAgIH1cbiAgICByZXR1cm4gYXdhaXQgZW5kZWQ7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBjb25zdCBlcnJvciA9IGUgaW5zdGFuY2VvZiBFcnJvciA/IGUgOiBuZXcgRXJyb3IoU3RyaW5nKGUpKTtcbiAgICBsb2cuZXJyb3IoYGVuZGluZyAke3dob30gZmFpbGVkOiAke2Vycm9yLnN0YWNrID8/IGVycm9yLm1lc3NhZ2V9YCk7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbn1cblxuLyoqXG4gKiBIb3cgbG9uZyBlbmRpbmcgYSBjb25uZWN0aW9uIHdpdGggYHRlcm1pbmF0ZShncmFjZU1zKWAgbWF5IHRha2U6IGl0cyBncmFjZSBwZXJpb2QsIFNJR0tJTEwsXG4gKiBhbmQgYSBtYXJnaW4gZm9yIHRoZSBleGl0IHRvIGJlIHNlZW4gKHRoZW4gdGhlIHNlc3Npb24gZW5kcyB3aXRob3V0IHRoZSBleGl0IGNvZGUpLlxuICpcbiAqIEBwYXJhbSBncmFjZU1zIFRoZSBncmFjZSBwZXJpb2QgZ2l2ZW4gdG8gYHRlcm1pbmF0ZWAuXG4gKiBAcmV0dXJucyBUaGUgYm91bmQgaW4gbWlsbGlzZWNvbmRzLlxuICovXG5leHBvcnQgZnVuY3Rpb24gdGVybWluYXRlQm91bmRNcyhncmFjZU1zOiBudW1iZXIpOiBudW1iZXIge1xuICByZXR1cm4gMiAqIGdyYWNlTXMgKyBURVJNSU5BVEVfTUFSR0lOX01TO1xufVxuXG4vKiogV2hhdCBhIHRlcm1pbmF0ZSBtYXkgdGFrZSBwYXN0IHR3aWNlIGl0cyBncmFjZSBwZXJpb2Q6IDUgcy4gKi9cbmNvbnN0IFRFUk1JTkFURV9NQVJHSU5fTVMgPSA1XzAwMDtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBb0NDLEdBSUQsU0FBUyxhQUFhLFFBQVEsNkJBQTZCO0FBQzNELFNBQVMsU0FBUyxFQUFFLFVBQVUsUUFBUSwyQkFBMkI7QUFDakUsU0FBUyxZQUFZLEVBQUUsb0JBQW9CLFFBQVEsNEJBQTRCO0FBQy9FLFNBQ0UsZ0JBQWdCLEVBQ2hCLFlBQVksRUFDWixPQUFPLEVBQ1AsZ0JBQWdCLEVBQ2hCLFVBQVUsUUFDTCw4QkFBOEI7QUFDckMsU0FBc0IsWUFBWSxRQUFRLG1CQUFtQjtBQUU3RDs7Ozs7Ozs7Ozs7Q0FXQyxHQUNELE9BQU8sTUFBTSxtQkFBbUIsTUFBTTtBQUV0Qzs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLDBCQUEwQixPQUFPO0FBRTlDOzs7OztDQUtDLEdBQ0QsTUFBTSxnQkFBZ0I7QUFDdEIseUZBQXlGLEdBQ3pGLE1BQU0scUJBQXFCO0FBRTNCOzs7Q0FHQyxHQUNELE1BQU0sa0JBQWtCO0FBRXhCOzs7O0NBSUMsR0FDRCxNQUFNLHFCQUFxQjtBQUUzQixrRkFBa0YsR0FDbEYsTUFBTSxpQkFBaUI7QUF3RHZCOzs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUJDLEdBQ0QsT0FBTyxlQUFlLGFBQ3BCLEtBQWdCLEVBQ2hCLElBQWdCLEVBQ2hCLFVBQTRCLENBQUMsQ0FBQztFQUU5QixNQUFNLFVBQVUsUUFBUSxPQUFPLElBQUk7RUFDbkMsTUFBTSxNQUFNLFFBQVEsTUFBTSxJQUFJO0VBQzlCLE1BQU0sT0FBTyxRQUFRLFFBQVEsSUFBSTtFQUNqQyxJQUFJLFVBQThCLDhDQUE4QztFQUNoRixNQUFNLE9BQU8sSUFBTSxLQUFLLENBQUMsYUFBYSxLQUFLLEdBQUcsRUFBRTtFQUNoRCxLQUFLLE1BQU0sRUFBRSxLQUFLLE1BQU07RUFDeEIsTUFBTSxTQUFTLFlBQVksT0FBTyxRQUFRLE1BQU0sRUFBRSxLQUFLO0VBQ3ZELE1BQU0sUUFBUSxXQUFXLE9BQU8sUUFBUSxNQUFNLEVBQUU7RUFDaEQsSUFBSSxTQUFTO0VBQ2IsTUFBTSxRQUFRLE1BQU0sV0FDbEIsT0FDQSxNQUNBLE1BQU0sS0FBSyxFQUNYLE9BQU8sS0FBSyxFQUNaLFFBQVEsTUFBTSxFQUNkLFNBQ0EsQ0FBQztJQUNDLFNBQVM7SUFDVCxJQUFJLElBQUksQ0FDTixDQUFDLGdDQUFnQyxFQUFFLEtBQUsscUNBQXFDLENBQUMsR0FDNUUsR0FBRyxTQUFTLEtBQUssRUFBRSxLQUFLLEtBQUssRUFBRSxRQUFRLFdBQVcsQ0FBQztFQUV6RDtFQUVGLElBQUksS0FBSyxDQUFDLENBQUMsU0FBUyxFQUFFLE9BQU87RUFDN0IsTUFBTSxlQUFlLGFBQWE7RUFDbEMsMkZBQTJGO0VBQzNGLDBGQUEwRjtFQUMxRix3RkFBd0Y7RUFDeEYsMERBQTBEO0VBQzFELElBQUksU0FBUyxVQUFVLFNBQVMsS0FBSyxHQUFHLEtBQUs7RUFDN0MsTUFBTSxXQUFXLElBQU0sV0FBVyxLQUFLLEdBQUc7RUFDMUMsUUFBUSxNQUFNLEVBQUUsaUJBQWlCLFNBQVMsVUFBVTtJQUFFLE1BQU07RUFBSztFQUNqRSxvRkFBb0Y7RUFDcEYsTUFBTSxRQUFRLFNBQVMsOEJBQThCO0VBQ3JELHdGQUF3RjtFQUN4Rix3RkFBd0Y7RUFDeEYsTUFBTSxNQUFNLFVBQVUsaUJBQWlCLFVBQVU7RUFDakQsTUFBTSxTQUFTLFFBQ2IsTUFDQSxTQUNBLFVBQVUsUUFDVixRQUFRLE1BQU0sRUFDZCxLQUNBLE1BQ0EsT0FDQSxNQUFNLE9BQU8sTUFBTSxVQUFVLEVBQzdCLElBQU07RUFFUixJQUFJLFVBQVUsZ0JBQWdCLFFBQVEsTUFBTSxFQUFFLFNBQVMsTUFBTSxZQUFZO0VBQ3pFLElBQUksS0FBSyxNQUFNLGNBQWM7RUFDN0IsTUFBTSxRQUFRLE1BQU07RUFDcEIsUUFBUSxNQUFNLEVBQUUsb0JBQW9CLFNBQVM7RUFDN0MsSUFBSSxVQUFVLFVBQVUsVUFBVSxNQUFNLE9BQU87RUFDL0MsSUFBSSxVQUFVLGNBQWMsQ0FBQyxXQUFXLE1BQU0sUUFBUSxJQUFJLE1BQU0sSUFBSSxLQUFLLE1BQU07SUFDN0UsMEVBQTBFO0lBQzFFLElBQUksS0FBSyxDQUNQLEdBQUcsS0FBSywrREFBK0QsRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFDLENBQUM7RUFFMUY7RUFDQSwwRkFBMEY7RUFDMUYsc0ZBQXNGO0VBQ3RGLE1BQU0sZUFBZSxDQUFDLFVBQVUsS0FBSyxHQUFHLEVBQUUsSUFBSTtFQUM5QyxJQUFJLFVBQW9CO0VBQ3hCLElBQUksU0FBUztJQUNYLFVBQVUsTUFBTSxlQUNkLFFBQVEsVUFBVSxDQUFDO01BQUMsTUFBTSxRQUFRO01BQUUsTUFBTSxVQUFVO0tBQUMsR0FDckQsT0FDQSxLQUFLLEdBQUcsQ0FBQyxHQUFHLGVBQWUsS0FBSyxHQUFHLEtBQ25DLE1BQU0sSUFBSSxLQUFLO0VBRW5CLE9BQU87SUFDTCxVQUFVLE1BQU0sY0FBYyxNQUFNLFVBQVUsRUFBRSxPQUFPO01BQ3JEO01BQ0EsU0FBUyxRQUFRLGFBQWEsSUFBSTtNQUNsQyxRQUFRLFFBQVEsTUFBTTtNQUN0QjtNQUNBLE9BQU8sR0FBRyxLQUFLLFVBQVUsQ0FBQztJQUM1QjtJQUNBLHdGQUF3RjtJQUN4RixJQUFJLFlBQVksV0FBVyxVQUFVO0VBQ3ZDO0VBQ0EsTUFBTSxZQUFZO0VBQ2xCLE1BQU0sVUFDSixPQUNBLFNBQ0EsVUFBVSxLQUFLLEdBQUcsQ0FBQyxvQkFBb0IsZUFBZSxLQUFLLEdBQUcsTUFBTTtFQUV0RSx3RkFBd0Y7RUFDeEYsd0ZBQXdGO0VBQ3hGLE1BQU0sUUFBUSxHQUFHLENBQUM7SUFDaEIsY0FBYyxNQUFNLFFBQVEsRUFBRTtJQUM5QixjQUNFLE1BQU0sVUFBVSxFQUNoQixVQUFVLEtBQUssR0FBRyxDQUFDLGdCQUFnQixLQUFLLEdBQUcsQ0FBQyxHQUFHLGVBQWUsS0FBSyxHQUFHLE9BQU87R0FFaEY7RUFDRCx5RkFBeUY7RUFDekYseUVBQXlFO0VBQ3pFLElBQ0UsTUFBTSxJQUFJLEtBQUssUUFBUSxDQUFDLEtBQUssU0FBUyxJQUFJLEtBQUssTUFBTSxJQUFJLE1BQU0sY0FBYyxLQUFLLE1BQU0sRUFBRSxJQUMxRjtJQUNBLE1BQU0sSUFBSSxHQUFHLE1BQU0sS0FBSyxNQUFNLENBQUMsS0FBSyxDQUFDLElBQU07RUFDN0M7RUFDQSwwRkFBMEY7RUFDMUYsNEVBQTRFO0VBQzVFLE1BQU0sY0FBYyxPQUFPLEtBQUs7RUFDaEMseUZBQXlGO0VBQ3pGLGNBQWM7RUFDZCxNQUFNLGFBQWEsV0FBVyxjQUFjLFlBQVksTUFBTSxLQUFLO0VBQ25FLElBQUksWUFBWSxJQUFJLEtBQUssQ0FBQyxhQUFhLFlBQVk7RUFDbkQsT0FBTztJQUNMLE9BQU8sVUFDSCxZQUNBLGNBQ0Esa0JBQ0EsYUFDQSxXQUNBLFVBQVUsZ0JBQWdCLFVBQVUsZ0JBQ3BDLGdCQUNBO0lBQ0osVUFBVSxNQUFNLElBQUk7SUFDcEIsU0FBUyxNQUFNLFFBQVEsSUFBSSxDQUFDLGVBQWUsV0FBVztJQUN0RCxHQUFJLGNBQWM7TUFBRTtJQUFZLElBQUksQ0FBQyxDQUFDO0lBQ3RDLEdBQUksYUFBYTtNQUFFLE9BQU87SUFBVyxJQUFJLENBQUMsQ0FBQztFQUM3QztBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxlQUFlLFVBQVUsS0FBZ0IsRUFBRSxPQUFpQixFQUFFLE9BQWU7RUFDM0UsSUFBSSxZQUFZLGFBQWEsT0FBTyxNQUFNLGNBQWM7RUFDeEQsTUFBTSxnQkFBZ0I7RUFDdEIsSUFBSSxDQUFDLE1BQU0sY0FBYyxNQUFNLFVBQVUsRUFBRSxVQUFVLE1BQU0sY0FBYztBQUMzRTtBQVFBOzs7O0NBSUMsR0FDRCxTQUFTLFVBQ1AsSUFBbUIsRUFDbkIsTUFBc0QsRUFDdEQsS0FBcUQsRUFDckQsSUFBWSxFQUNaLEdBQVcsRUFDWCxZQUFvQyxLQUFPLENBQUM7RUFFNUMsSUFBSTtFQUNKLE1BQU0sUUFBUSxLQUFLLElBQUksQ0FBQyxJQUFhLE9BQU8sS0FBSyxFQUFFLENBQUM7SUFDbEQsTUFBTSxVQUFVLE1BQU07SUFDdEIsSUFBSSxZQUFZLFFBQVEsV0FBVyxTQUFTLE9BQU8sT0FBTyxLQUFLLEVBQUUsa0JBQWtCO0lBQ25GLElBQUksWUFBWSxNQUFNO01BQ3BCLElBQUksS0FBSyxDQUFDLENBQUMsSUFBSSxFQUFFLEtBQUssYUFBYSxFQUFFLFVBQVUsSUFBSTtNQUNuRCxPQUFPLE9BQU8sTUFBTTtJQUN0QjtJQUNBLFFBQVE7SUFDUixVQUFVO0lBQ1YsT0FBTyxPQUFPLE1BQU07RUFDdEI7RUFDQSxPQUFPO0lBQUU7SUFBTyxPQUFPLElBQU07RUFBTTtBQUNyQztBQUVBOzs7OztDQUtDLEdBQ0QsU0FBUyxXQUFXLEtBQWdCLEVBQUUsTUFBK0IsRUFBRSxHQUFXO0VBQ2hGLE9BQU8sVUFDTCxNQUFNLFFBQVEsRUFDZDtJQUFFLE9BQU87SUFBYyxRQUFRO0lBQW9CLFFBQVE7RUFBZSxHQUMxRSxDQUFDLElBQ0MsYUFBYSxvQkFBb0IsQ0FBQyxRQUFRLFVBQ3RDLEVBQUUsS0FBSyxZQUFZLFFBQVEsRUFBRSxLQUFLLEdBQUcsSUFBSSxNQUFNLE9BQU8sRUFBRSxLQUFLLEtBQzdELE1BQ04sbUJBQ0E7QUFFSjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLFlBQ1AsS0FBZ0IsRUFDaEIsTUFBK0IsRUFDL0IsR0FBVyxFQUNYLElBQVk7RUFFWixPQUFPLFVBQ0wsTUFBTSxVQUFVLEVBQ2hCO0lBQUUsT0FBTztJQUFZLFFBQVE7SUFBZSxRQUFRO0VBQWdCLEdBQ3BFLENBQUM7SUFDQyxJQUFJLGFBQWEsTUFBTSxRQUFRLFNBQVMsT0FBTztJQUMvQyxJQUFJLE1BQU0sZ0JBQWdCLE1BQU07TUFDOUIsSUFBSSxLQUFLLENBQUMsQ0FBQyxRQUFRLEVBQUUsS0FBSyxrQkFBa0IsRUFBRSxVQUFVLElBQUk7TUFDNUQsT0FBTztRQUFFLE9BQU87TUFBSztJQUN2QjtJQUNBLE9BQU8sYUFBYSxRQUFRLElBQUksSUFBSSxNQUFNLE9BQU87RUFDbkQsR0FDQSxtQkFDQSxLQUNBLENBQUMsUUFBVSxJQUFJLEtBQUssQ0FBQyxjQUFjO0FBRXZDO0FBRUE7Ozs7Q0FJQyxHQUNELGVBQWUsV0FDYixLQUFnQixFQUNoQixJQUFnQixFQUNoQixLQUFxQixFQUNyQixNQUFzQixFQUN0QixNQUErQixFQUMvQixPQUFlLEVBQ2YsUUFBb0M7RUFFcEMsTUFBTSxXQUFXLEtBQUssTUFBTSxFQUFFLEtBQUssSUFBYSxhQUFhLElBQWEsZ0JBQ3hFLElBQUksUUFBZSxLQUFPO1FBQ3RCLFlBQVksV0FBVyxRQUFRO0VBQ3JDLE1BQU0sT0FBTyxVQUFVLE9BQU87RUFDOUIsMEZBQTBGO0VBQzFGLHdGQUF3RjtFQUN4Rix5RkFBeUY7RUFDekYsZ0VBQWdFO0VBQ2hFLE1BQU0sU0FBUyxXQUFXLE9BQU8sTUFBTTtFQUN2QyxNQUFNLFFBQVEsTUFBTSxRQUFRLElBQUksQ0FBQztJQUFDO0lBQU87SUFBUTtJQUFVO0lBQU07R0FBTztFQUN4RSxJQUFJLE9BQU8sVUFBVSxVQUFVO0lBQzdCLFNBQVM7SUFDVCxPQUFPO0VBQ1Q7RUFDQSxJQUFJLFFBQWU7RUFDbkIsMEZBQTBGO0VBQzFGLDBGQUEwRjtFQUMxRixJQUFJLFVBQVUsb0JBQW9CO0lBQ2hDLE1BQU0sWUFBWSxNQUFNLFdBQVcsR0FBRyxJQUFJLENBQ3hDLElBQWEsY0FDYix3RkFBd0Y7SUFDeEYsNkVBQTZFO0lBQzdFLENBQUMsSUFBOEIsUUFBUSxLQUFLLGVBQWUsSUFBSSxRQUFlLEtBQU87SUFFdkYsUUFBUSxNQUFNLFFBQVEsSUFBSSxDQUFDO01BQUM7TUFBUTtNQUFVO01BQU07S0FBVTtFQUNoRTtFQUNBLGtGQUFrRjtFQUNsRix3RkFBd0Y7RUFDeEYsMkVBQTJFO0VBQzNFLE1BQU0sWUFBWSxVQUFVLGNBQWMsVUFBVTtFQUNwRCxJQUFJLGFBQWEsTUFBTSxjQUFjLE9BQU8sTUFBTSxNQUFNLFVBQVUsY0FBYztJQUM5RSxRQUFRO0VBQ1Y7RUFDQSxxRkFBcUY7RUFDckYsSUFBSSxVQUFVLGFBQWEsTUFBTSxRQUFRLElBQUksQ0FBQztJQUFDLGNBQWMsTUFBTSxVQUFVLEVBQUU7SUFBVTtHQUFLO0VBQzlGLE9BQU87QUFDVDtBQUVBOzs7Ozs7O0NBT0MsR0FDRCxlQUFlLFdBQVcsS0FBZ0IsRUFBRSxJQUFnQixFQUFFLE9BQWU7RUFDM0UsTUFBTSxRQUFRLElBQUksUUFBZSxLQUFPO0VBQ3hDLElBQUksTUFBTSxZQUFZLEtBQUssV0FBVyxPQUFPO0VBQzdDLE1BQU0sU0FBUyxVQUFVLENBQUMsS0FBSyxHQUFHLEtBQUssWUFBWSxJQUFJLGtCQUFrQjtFQUN6RSxNQUFPLEtBQU07SUFDWCxNQUFNLE1BQU0sWUFBWTtJQUN4QixNQUFNLFFBQVEsS0FBSyxHQUFHLEtBQUs7SUFDM0IsSUFBSSxRQUFRO0lBQ1osTUFBTyxTQUFTLEtBQUssR0FBRyxLQUFLLE1BQU87TUFDbEMsSUFBSSxNQUFNLGNBQWMsTUFBTSxRQUFRLEVBQUUsS0FBSyxHQUFHLENBQUMsaUJBQWlCLFFBQVEsS0FBSyxHQUFHLE1BQU07UUFDdEYsT0FBTztNQUNUO01BQ0EsUUFBUSxNQUFNLGlCQUFpQixRQUFRO0lBQ3pDO0lBQ0EsSUFBSSxPQUFPLE9BQU87RUFDcEI7QUFDRjtBQUVBOzs7Ozs7OztDQVFDLEdBQ0QsZUFBZSxRQUNiLElBQWdCLEVBQ2hCLE9BQWUsRUFDZixPQUFnQixFQUNoQixNQUErQixFQUMvQixHQUFXLEVBQ1gsSUFBWSxFQUNaLEtBQWEsRUFDYixVQUFtQyxFQUNuQyxRQUFrQztFQUVsQyxxRkFBcUY7RUFDckYsSUFBSSxDQUFDLEtBQUssTUFBTSxJQUFJLENBQUMsS0FBSyxTQUFTLEVBQUUsT0FBTztJQUFFLE1BQU07SUFBTSxVQUFVO0lBQVMsU0FBUztFQUFRO0VBQzlGLHVGQUF1RjtFQUN2Riw2RkFBNkY7RUFDN0YsdUNBQXVDO0VBQ3ZDLE1BQU0sU0FBUyxLQUFLLE1BQU0sSUFBSSxjQUFjLElBQUksUUFBZSxLQUFPO0VBQ3RFLElBQUksVUFBVTtFQUNkLElBQUksQ0FBQyxTQUFTO0lBQ1osTUFBTSxTQUFTLE1BQU0sVUFDbkIsY0FBYyxRQUFRLFNBQVMsSUFBSSxDQUFDLENBQUMsS0FBTyxLQUFLLFdBQVcsVUFDNUQsUUFDQTtJQUVGLElBQUksV0FBVyxVQUFVO01BQ3ZCLElBQUksQ0FBQyxLQUFLLE1BQU0sRUFBRSxPQUFPO1FBQUUsTUFBTTtRQUFNLFVBQVU7UUFBTyxTQUFTO01BQU07TUFDdkUsSUFBSSxLQUFLLFNBQVMsSUFBSSxLQUFLLEdBQUcsS0FBSyxhQUFhLGVBQWUsTUFBTTtRQUNuRSx5RUFBeUU7UUFDekUsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxjQUFjLEtBQUssR0FBRyxFQUFFLElBQUksVUFBVSxLQUFLLEdBQUc7UUFDeEUsTUFBTSxVQUFVLGNBQWMsWUFBWSxPQUFPLFFBQVE7TUFDM0Q7TUFDQSxNQUFNLE9BQU8sTUFBTSxXQUNqQixJQUFNLEtBQUssU0FBUyxHQUFHLEtBQUssU0FBUyxDQUFDLFdBQVcsS0FBSyxNQUFNLEVBQzVELEtBQ0EsTUFDQSxLQUFLLFNBQVMsR0FBRyxpQkFBaUIsV0FBVztNQUUvQyxJQUFJLFNBQVMsS0FBSyxTQUFTLE1BQU07UUFDL0Isa0ZBQWtGO1FBQ2xGLG1GQUFtRjtRQUNuRixpRkFBaUY7UUFDakYsSUFBSSxLQUFLLEdBQUcsS0FBSyxXQUFXO1VBQzFCLElBQUksS0FBSyxDQUFDLEdBQUcsS0FBSyxlQUFlLEVBQUUsS0FBSyxHQUFHLENBQUMsa0JBQWtCLEVBQUUsTUFBTTtRQUN4RSxPQUFPLElBQUksUUFBUSxTQUFTO1VBQzFCLElBQUksSUFBSSxDQUFDLEdBQUcsS0FBSyxzQkFBc0IsRUFBRSxLQUFLLGtCQUFrQixDQUFDO1FBQ25FLE9BQU8sSUFBSSxLQUFLLENBQUMsR0FBRyxLQUFLLHNCQUFzQixFQUFFLE1BQU07TUFDekQ7TUFDQSxPQUFPO1FBQUU7UUFBTSxVQUFVO1FBQU8sU0FBUyxRQUFRLFlBQVk7TUFBSztJQUNwRTtJQUNBLElBQUksV0FBVyxTQUFTO01BQ3RCLElBQUksSUFBSSxDQUFDLEdBQUcsS0FBSyxrQkFBa0IsRUFBRSxRQUFRLFVBQVUsRUFBRSxNQUFNLGdCQUFnQixDQUFDO0lBQ2xGO0lBQ0EsVUFBVSxXQUFXO0VBQ3ZCO0VBQ0EsTUFBTSxXQUFXLFVBQVUsYUFBYSxRQUFRLFVBQVU7RUFDMUQsSUFBSSxDQUFDLEtBQUssU0FBUyxFQUFFO0lBQ25CLHNGQUFzRjtJQUN0Rix5RkFBeUY7SUFDekYsd0ZBQXdGO0lBQ3hGLHNCQUFzQjtJQUN0QixNQUFNLE9BQU8sV0FBVyxNQUFNLGNBQWMsS0FBSyxNQUFNLEVBQUcsV0FDdEQsTUFBTSxLQUFLLE1BQU0sQ0FBRSxLQUFLLENBQUMsSUFBTSxRQUMvQjtJQUNKLE9BQU87TUFBRTtNQUFNLFVBQVU7TUFBTTtJQUFRO0VBQ3pDO0VBQ0Esb0ZBQW9GO0VBQ3BGLE1BQU0sVUFBVSxDQUFDLElBQ2YsS0FBSyxHQUFHLEtBQUssWUFDVCxDQUFDLFFBQVEsRUFBRSxFQUFFLElBQUksRUFBRSxLQUFLLGdCQUFnQixDQUFDLEdBQ3pDLENBQUMsT0FBTyxFQUFFLEtBQUssZUFBZSxFQUFFLEtBQUssR0FBRyxDQUFDLEtBQUssRUFBRSxHQUFHO0VBQ3pELElBQUksU0FBUyxJQUFJLElBQUksQ0FBQyxRQUFRO0VBQzlCLDJGQUEyRjtFQUMzRixNQUFNLFlBQVksQ0FBQyxJQUFZLElBQW9CLEtBQUssU0FBUyxDQUFFLElBQUk7RUFDdkUsTUFBTSxPQUFPLENBQUM7SUFDWixJQUFJLFVBQVUsVUFBVSxJQUFJLElBQUksQ0FBQyxRQUFRO0VBQzNDO0VBQ0EsTUFBTSxPQUFPLE1BQU0sV0FDakIsSUFBTSxxQkFBcUIsV0FBVyxTQUFTLFVBQVUsVUFBVSxZQUFZLFFBQVEsT0FDdkYsS0FDQSxNQUNBLGlCQUFpQjtFQUVuQixJQUFJLEFBQUMsS0FBd0MsZ0JBQWdCLEtBQUssTUFBTTtJQUN0RSxJQUFJLElBQUksQ0FBQyxHQUFHLEtBQUssbUJBQW1CLEVBQUUsUUFBUSxVQUFVLEVBQUUsU0FBUyxxQkFBcUIsQ0FBQztFQUMzRjtFQUNBLE9BQU87SUFBRTtJQUFNLFVBQVU7SUFBTTtFQUFRO0FBQ3pDO0FBbUJBOzs7Q0FHQyxHQUNELE1BQU0sYUFBYTtBQUNuQiw4Q0FBOEMsR0FDOUMsTUFBTSxlQUFlO0FBRXJCOzs7Ozs7O0NBT0MsR0FDRCxlQUFlLGNBQ2IsTUFBc0IsRUFDdEIsSUFBc0IsRUFDdEIsTUFBK0I7RUFFL0IsTUFBTSxPQUFPLEtBQUssS0FBSyxDQUFDLGFBQWEsS0FBSztFQUMxQyxJQUFJLFVBQVU7RUFDZCxJQUFLLElBQUksT0FBTyxHQUFHLE9BQU8sWUFBWSxPQUFRO0lBQzVDLElBQUksT0FBTyxlQUFlLElBQUk7SUFDOUIsSUFBSSxXQUFXLE1BQU0sT0FBTztJQUM1QixJQUFJLFVBQVUsQ0FBQyxhQUFhLElBQUksSUFBSSxJQUFJLE1BQU0sT0FBTztJQUNyRCxNQUFNLFFBQVEsTUFBTSxVQUFVLGNBQWMsTUFBTSxlQUFlLFFBQVE7SUFDekUsSUFBSSxPQUFPLE9BQU87RUFDcEI7RUFDQSxPQUFPO0FBQ1Q7QUFLQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXNCQyxHQUNELE9BQU8sZUFBZSxjQUNwQixJQUFzQixFQUN0QixNQUFzQixFQUN0QixPQUFxQjtFQUVyQixNQUFNLEVBQUUsT0FBTyxFQUFFLE9BQU8sRUFBRSxNQUFNLEVBQUUsR0FBRyxFQUFFLEdBQUc7RUFDMUMsT0FBTyxjQUFjLElBQUksdUNBQXVDO0VBQ2hFLE1BQU8sS0FBTTtJQUNYLE1BQU0sVUFBVSxNQUFNLFVBQVUsY0FBYyxNQUFNLFVBQVUsUUFBUTtJQUN0RSxJQUFJLFlBQVksV0FBVyxPQUFPO0lBQ2xDLElBQUksU0FBUyxPQUFPO0lBQ3BCLElBQUksQ0FBQyxNQUFNLGNBQWMsUUFBUSxNQUFNLFNBQVM7TUFDOUMsSUFBSSxLQUFLLENBQUM7TUFDVixPQUFPO0lBQ1Q7SUFDQSxJQUFJLEtBQUssR0FBRyxLQUFLLE9BQU8sY0FBYyxLQUFLLFNBQVM7TUFDbEQsSUFBSSxJQUFJLENBQ04sR0FBRyxRQUFRLEtBQUssQ0FBQyxpREFBaUQsRUFBRSxRQUFRLEtBQUssQ0FBQyxHQUNoRixDQUFDLCtCQUErQixDQUFDO01BRXJDLE9BQU87SUFDVDtFQUNGO0FBQ0Y7QUFFQTs7Ozs7OztDQU9DLEdBQ0QsZUFBZSxlQUNiLElBQXNCLEVBQ3RCLE1BQXNCLEVBQ3RCLE9BQWUsRUFDZixTQUFrQjtFQUVsQixNQUFNLFdBQVcsS0FBSyxHQUFHLEtBQUs7RUFDOUIsd0ZBQXdGO0VBQ3hGLDBGQUEwRjtFQUMxRixvRkFBb0Y7RUFDcEYsT0FBTyxjQUFjO0VBQ3JCLElBQUssSUFBSSxPQUFPLFNBQVMsT0FBTyxHQUFHLE9BQU8sV0FBVyxLQUFLLEdBQUcsR0FBSTtJQUMvRCxJQUFJLE1BQU0sY0FBYyxNQUFNLEtBQUssR0FBRyxDQUFDLE1BQU0saUJBQWlCLE9BQU87SUFDckUsTUFBTSxPQUFPLE9BQU8sY0FBYyxLQUFLO0lBQ3ZDLElBQUksUUFBUSxPQUFPLGVBQWUsTUFBTSxLQUFLLEdBQUcsS0FBSyxPQUFPLGNBQWMsTUFBTSxlQUFlO01BQzdGLE9BQU87SUFDVDtFQUNGO0VBQ0EsMEZBQTBGO0VBQzFGLDhGQUE4RjtFQUM5Riw0RUFBNEU7RUFDNUUsT0FBTyxhQUFhLENBQUMsT0FBTyxlQUFlLEtBQUssY0FBYztBQUNoRTtBQUVBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxTQUFTLGNBQWMsQ0FBVTtFQUN0QyxJQUFJLFdBQVcsT0FBTyxXQUFXLE9BQU8sQ0FBQyw4QkFBOEIsRUFBRSxVQUFVLElBQUk7RUFDdkYsSUFBSSxhQUFhLGtCQUFrQixPQUFPLENBQUMsaUNBQWlDLEVBQUUsRUFBRSxPQUFPLEVBQUU7RUFDekYsTUFBTSxRQUFRLGFBQWEsUUFBUSxJQUFJLElBQUksTUFBTSxPQUFPO0VBQ3hELE9BQU8sQ0FBQyxpQ0FBaUMsRUFBRSxNQUFNLEtBQUssSUFBSSxNQUFNLE9BQU8sRUFBRTtBQUMzRTtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsYUFBYSxDQUFVLEVBQUUsSUFBWTtFQUM1QyxJQUFJLFdBQVcsT0FBTyxXQUFXO0lBQy9CLE9BQU8sQ0FBQyw2QkFBNkIsRUFBRSxLQUFLLFNBQVMsRUFBRSxVQUFVLElBQUk7RUFDdkU7RUFDQSxNQUFNLFFBQVEsYUFBYSxRQUFRLElBQUksSUFBSSxNQUFNLE9BQU87RUFDeEQsT0FBTyxDQUFDLDZCQUE2QixFQUFFLEtBQUssU0FBUyxFQUFFLE1BQU0sS0FBSyxJQUFJLE1BQU0sT0FBTyxFQUFFO0FBQ3ZGO0FBRUEsU0FBUyxVQUFVLENBQVU7RUFDM0IsT0FBTyxhQUFhLFFBQVEsRUFBRSxPQUFPLEdBQUcsT0FBTztBQUNqRDtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FDRCxPQUFPLGVBQWUsV0FDcEIsTUFBNkIsRUFDN0IsR0FBVyxFQUNYLEdBQVcsRUFDWCxPQUFnQjtFQUVoQixJQUFJO0lBQ0YsTUFBTSxRQUFRO0lBQ2QscUZBQXFGO0lBQ3JGLCtEQUErRDtJQUMvRCxJQUFJLFlBQVksYUFBYSxDQUFDLE1BQU0sY0FBYyxPQUFPLFVBQVU7TUFDakUsSUFBSSxLQUFLLENBQUMsQ0FBQyxPQUFPLEVBQUUsSUFBSSx1QkFBdUIsRUFBRSxRQUFRLDZCQUE2QixDQUFDO01BQ3ZGLE1BQU0sS0FBSyxDQUFDLEtBQU8sSUFBSSwwQ0FBMEM7TUFDakUsT0FBTztJQUNUO0lBQ0EsT0FBTyxNQUFNO0VBQ2YsRUFBRSxPQUFPLEdBQUc7SUFDVixNQUFNLFFBQVEsYUFBYSxRQUFRLElBQUksSUFBSSxNQUFNLE9BQU87SUFDeEQsSUFBSSxLQUFLLENBQUMsQ0FBQyxPQUFPLEVBQUUsSUFBSSxTQUFTLEVBQUUsTUFBTSxLQUFLLElBQUksTUFBTSxPQUFPLEVBQUU7SUFDakUsT0FBTztFQUNUO0FBQ0Y7QUFFQTs7Ozs7O0NBTUMsR0FDRCxPQUFPLFNBQVMsaUJBQWlCLE9BQWU7RUFDOUMsT0FBTyxJQUFJLFVBQVU7QUFDdkI7QUFFQSxnRUFBZ0UsR0FDaEUsTUFBTSxzQkFBc0IifQ==
// denoCacheMetadata=7751469953012080883,6654801393945539423