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
 */

import type { BytePipes } from "../transport/byte_pipes.ts";
import type { Connection } from "../transport/duplex.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { orAborted, watchAbort } from "../async/when_aborted.ts";
import { stopSignalOf, terminateHeedingStop } from "../process/stop_signal.ts";
import {
  ClientInputError,
  isReaderGone,
  isReset,
  OutputLimitError,
  systemCode,
} from "../transport/pipe_errors.ts";
import { type Logger, silentLogger } from "../log/logger.ts";
import { asError, messageOf, stackOf } from "../log/error_text.ts";
import { exitCodeNote, exitSignalOf } from "../process/exit_code_note.ts";

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
 */
export const DEFAULT_GRACE_MS = 2_000;

/**
 * Default time a client may go without taking any bytes, counted from its last read and
 * checked once the peer has ended, before its output is closed with bytes still undelivered:
 * 60 s (the SDK's `maxOutputStallMs`).
 */
export const DEFAULT_OUTPUT_STALL_MS = 60_000;

/**
 * After a stop signal, how long the client may take nothing of what is still on its way
 * before the session stops waiting for it: a stop is now, and on the kernel path (the agent
 * holds the client's output) nothing is waited for at all. A write counts when it completes,
 * so a client slower than one copied write (up to 64 KiB) a second counts as taking nothing.
 */
const STOP_STALL_MS = 1_000;
/** After a stop, how long an output only left open has to close once told to (its end). */
const LEFT_OPEN_CLOSE_MS = 100;

/**
 * After the client's hang-up, how often the grace period looks whether it is still hung up (a
 * FIFO's next writer ends it).
 */
const HANGUP_CHECK_MS = 100;

/**
 * After the client's hang-up, the least time the pipe gets to see the client's end itself (it
 * reads the same end a moment after the hang-up is seen, when nothing waits unread).
 */
const HANGUP_MIN_WAIT_MS = 20;

/**
 * How long a remote agent's connection may take to end after its input ends, by itself: up to
 * 2 s for what is still queued, then up to 2 s for what the agent owes (the remote clients'
 * close bound, `remote/client_options.ts`).
 */
const REMOTE_END_WAIT_MS = 4_000;

/** After a stop, how long a write blocked on the client is waited for once more. */
const STOP_SETTLE_MS = 100;

/** Options for {@linkcode runLifecycle}. */
export interface LifecycleOptions {
  /**
   * Grace period before the peer is ended by force, and again before SIGKILL.
   * @default 2000
   */
  graceMs?: number;
  /**
   * How long a client may take no output at all, after the peer ended, before its output is
   * closed.
   * @default 60000
   */
  outputStallMs?: number;
  /** Aborting it stops the session now (see the module doc). */
  signal?: AbortSignal;
  /** Where to report what happens. */
  logger?: Logger;
  /**
   * The peer as the log lines name it (`the proxy` for a proxy router's implementation).
   * @default "the agent"
   */
  peerName?: string;
}

/** How a session ended. */
export interface SessionEnd {
  /**
   * What ended it: `client-left` (the client's input ended, or its output went away),
   * `peer-ended` (the peer's output ended or it exited), `stopped` (the signal),
   * `output-failed` (writing to the client failed for another reason, e.g. a full disk),
   * `failed` (moving the client's input to the peer failed for another reason than the peer
   * going away: a read error, a bug; see `error`).
   */
  cause: "client-left" | "peer-ended" | "stopped" | "output-failed" | "failed";
  /** The peer's exit code (128+N when killed by signal N), or null when it has none. */
  peerCode: number | null;
  /** `router` when the peer had to be ended (it did not exit by itself in time). */
  endedBy: "itself" | "router";
  /** The write error behind `output-failed`. */
  outputError?: Error;
  /** The error behind `failed`. */
  error?: Error;
}

type Event =
  | "client-eof"
  | "peer-input-error"
  | "input-failed"
  | "peer-eof"
  | "client-gone"
  | "output-failed"
  | "peer-exit"
  | "stop";

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
 */
export async function runLifecycle(
  pipes: BytePipes,
  peer: Connection,
  options: LifecycleOptions = {},
): Promise<SessionEnd> {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const log = options.logger ?? silentLogger;
  const name = options.peerName ?? "the agent";
  let exitedAt: number | undefined; // when its exit was seen (undefined: not yet)
  const exit = () => void (exitedAt ??= Date.now());
  peer.exited?.then(exit, exit);
  const output = watchOutput(pipes, options.signal, log, name);
  const input = watchInput(pipes, options.signal, log);
  let hungUp = false;
  const event = await firstEvent(
    pipes,
    peer,
    input.event,
    output.event,
    options.signal,
    graceMs,
    (waitedMs) => {
      hungUp = true;
      log.info(
        `the client ended its input, and ${name} has not read all it had sent within ` +
          `${waitedMs} ms; ${name} has ${graceMs} ms to exit`,
      );
    },
  );
  log.debug(`session: ${event}`);
  const exitedBefore = exitedAt !== undefined;
  // On a stop the group gets the signal first (endPeer sends it before its first await), and
  // only then does its input close: an agent that exits at once on EOF must see the signal.
  // A stop's grace period runs from the stop, also one that comes while the peer is being
  // ended: ending it is part of that period, not before it.
  let stopAt = event === "stop" ? Date.now() : undefined;
  const noteStop = () => stopAt ??= Date.now();
  options.signal?.addEventListener("abort", noteStop, { once: true });
  // After a hang-up the peer's input is still open (what was sent still waits in it).
  const since = hungUp ? "the client's end of input" : "its input closed";
  // The peer's output delivered stands for the exit of a peer that shows none, unless the
  // router cuts that output itself (a client gone, its output failed): that says nothing.
  const cut = event === "client-gone" || event === "output-failed";
  const ending = endPeer(
    peer,
    graceMs,
    event === "stop",
    options.signal,
    log,
    name,
    since,
    cut ? null : pipes.downstream,
    () => exitedAt,
  );
  if (event !== "client-eof" || options.signal?.aborted) pipes.stopUpstream();
  if (cut) pipes.stopDownstream();
  const ended = await ending;
  options.signal?.removeEventListener("abort", noteStop);
  let stopped = event === "stop" || ended.stopped;
  if (event === "peer-eof" && !stopped && ended.byRouter && ended.code !== null) {
    // Its code is the session's exit code: say why it is not the agent's own.
    log.error(
      `${name} ended its output but went on running; it was ended (exit code ${ended.code})`,
    );
  }
  // A stop is now: the client gets what is already on its way while it takes it, within one
  // grace period in all (a peer that ignored the signal used it up: then nothing more).
  const stopDeadline = (stopAt ?? Date.now()) + graceMs;
  let drained: DrainEnd = "stopped";
  if (stopped) {
    drained = await drainAfterStop(
      Promise.allSettled([pipes.upstream, pipes.downstream]),
      pipes,
      Math.max(0, stopDeadline - Date.now()),
      ended.code !== null,
    );
  } else {
    drained = await drainToClient(pipes.downstream, pipes, {
      graceMs,
      stallMs: options.outputStallMs ?? DEFAULT_OUTPUT_STALL_MS,
      signal: options.signal,
      log,
      ended: `${name} has ended`,
    });
    // A stop while the last output drained ends the session as a stop: what is left is cut.
    if (drained === "stopped") stopped = true;
  }
  pipes.stopUpstream();
  await endOutput(
    pipes,
    drained,
    stopped ? Math.max(LEFT_OPEN_CLOSE_MS, stopDeadline - Date.now()) : graceMs,
  );
  // A source blocked in a read may take a moment to notice the abort; never wait forever.
  // After a stop, a write blocked on a client that takes nothing is not waited for again.
  await Promise.all([
    settlesWithin(pipes.upstream, graceMs),
    settlesWithin(
      pipes.downstream,
      stopped ? Math.min(STOP_SETTLE_MS, Math.max(0, stopDeadline - Date.now())) : graceMs,
    ),
  ]);
  // An in-memory peer has no signal to end it: one that ended while its output drained (or
  // once its streams were cut) has its own code, when it has ended by now.
  if (
    ended.code === null && !peer.terminate && peer.exited && await settlesWithin(peer.exited, 0)
  ) {
    ended.code = await peer.exited.catch(() => null);
  }
  // Read only now: a write to the client that fails while the last output drains (after the
  // peer ended) is an output failure too, not a clean end with an error line.
  const outputError = output.error();
  // Whenever it came: a failed input pipe ends the peer's input, and the peer's end may be
  // seen first.
  const inputError = stopped || outputError ? undefined : input.error();
  if (inputError) log.error(inputFailure(inputError, name));
  return {
    cause: stopped
      ? "stopped"
      : outputError
      ? "output-failed"
      : inputError
      ? "failed"
      : event === "client-eof" || event === "client-gone"
      ? "client-left"
      : "peer-ended",
    peerCode: ended.code,
    endedBy: ended.byRouter && !exitedBefore ? "router" : "itself",
    ...(outputError ? { outputError } : {}),
    ...(inputError ? { error: inputError } : {}),
  };
}

/**
 * Ends peer -> client once the drain is over. A peer that ended leaving its output open gets
 * that output's end (the client's output closed behind what the pipe read, not aborted), as
 * when the output ends by itself; a client that then takes nothing is not waited for beyond
 * one more grace period. Any other end stops the pipe.
 */
async function endOutput(pipes: BytePipes, drained: DrainEnd, graceMs: number): Promise<void> {
  if (drained !== "left-open") return pipes.stopDownstream();
  pipes.finishDownstream();
  if (!await settlesWithin(pipes.downstream, graceMs)) pipes.stopDownstream();
}

/** One pipe's ending, classified once, with the error behind a failure. */
interface PipeWatch {
  event: Promise<Event>;
  error(): Error | undefined;
}

/**
 * How one pipe ends, classified once: `ended` when it ends; `normal` when its rejection is a
 * normal turn of a session (said at debug), `failed` otherwise -- the error, `judge` gives it,
 * kept for the session's end (whenever it happens) and handed to `onFailure`.
 */
function watchPipe(
  pipe: Promise<void>,
  events: { ended: Event; normal: Event; failed: Event },
  judge: (e: unknown) => Error | null | { ended: true },
  what: string,
  log: Logger,
  onFailure: (error: Error) => void = () => {},
): PipeWatch {
  let error: Error | undefined;
  const event = pipe.then((): Event => events.ended, (e): Event => {
    const failure = judge(e);
    if (failure !== null && "ended" in failure) return events.ended; // said by `judge`
    if (failure === null) {
      log.debug(`the ${what} pipe ended: ${messageOf(e)}`);
      return events.normal;
    }
    error = failure;
    onFailure(failure);
    return events.failed;
  });
  return { event, error: () => error };
}

/**
 * Client -> peer: the client's end of input; the peer no longer taking its input (the sink's
 * error, whatever it is: the peer's output and exit decide the end) or a stop; or a failure
 * of the client's side or the daemon's ({@linkcode ClientInputError}: a read error, a bug in a
 * tap), reported at the session's end.
 */
function watchInput(pipes: BytePipes, signal: AbortSignal | undefined, log: Logger): PipeWatch {
  return watchPipe(
    pipes.upstream,
    { ended: "client-eof", normal: "peer-input-error", failed: "input-failed" },
    (e) => e instanceof ClientInputError && !signal?.aborted ? asError(e.cause) : null,
    "client-to-agent",
    log,
  );
}

/**
 * Peer -> client: its end of output (also when reading it failed: its readable errored,
 * logged as the peer's failure, where the pipes can tell: `BytePipes.peerOutputFailed`); the
 * client going away (or a stop); or a write failure, reported at once.
 */
function watchOutput(
  pipes: BytePipes,
  signal: AbortSignal | undefined,
  log: Logger,
  name: string,
): PipeWatch {
  return watchPipe(
    pipes.downstream,
    { ended: "peer-eof", normal: "client-gone", failed: "output-failed" },
    (e) => {
      if (isReaderGone(e) || signal?.aborted) return null;
      if (pipes.peerOutputFailed?.()) {
        log.error(`reading ${name}'s output failed: ${messageOf(e)}`);
        return { ended: true };
      }
      return asError(e);
    },
    "agent-to-client",
    log,
    (error) => log.error(outputFailure(error)),
  );
}

/**
 * Waits for what ends the session first, following a failed input to what comes next. A
 * hang-up of the client's ({@linkcode BytePipes.clientHungUp}) after which the pipe has not
 * moved all the client sent within `graceMs` is its end of input (`onHangup` is told).
 */
async function firstEvent(
  pipes: BytePipes,
  peer: Connection,
  input: Promise<Event>,
  output: Promise<Event>,
  signal: AbortSignal | undefined,
  graceMs: number,
  onHangup: (waitedMs: number) => void,
): Promise<Event> {
  const peerExit = peer.exited?.then((): Event => "peer-exit", (): Event => "peer-exit") ??
    new Promise<never>(() => {});
  using stopWatch = watchAbort(signal, "stop" as const);
  const stop = stopWatch.promise;
  // The client hung up while what it sent still waits for a peer that does not read it: its
  // end of input all the same (the pipe would see it only once the peer had read it all),
  // once the pipe has had a grace period to move the rest (a peer that reads slowly is not
  // cut short; a pipe that ends meanwhile is the end, as always).
  const hungUp = clientGone(pipes, peer, graceMs);
  const first = await Promise.race([input, output, peerExit, stop, hungUp]);
  if (typeof first === "number") {
    onHangup(first);
    return "client-eof";
  }
  let event: Event = first;
  // The peer stopped taking its input: its output or exit decides what happens next, or the
  // client's end of input, which is still watched for (what it sends meanwhile is dropped).
  if (event === "peer-input-error") {
    const clientEnd = pipes.drainClient().then(
      (): Event => "client-eof",
      // A reset is the client leaving, as its end of input (regress84: the session waited for
      // the agent); a stop, or input that cannot be read otherwise, is not an end.
      (e): Event | Promise<never> => isReset(e) ? "client-eof" : new Promise<never>(() => {}),
    );
    event = await Promise.race([output, peerExit, stop, clientEnd]);
  }
  // The peer ended (its output, or itself) as it read the client's end of input (an
  // in-process peer that returns once its input ends): the input pipe settles just after,
  // once closing the peer's input has resolved. The client's end came first.
  const peerEnded = event === "peer-eof" || event === "peer-exit";
  if (peerEnded && await settlesWithin(input, 0) && await input === "client-eof") {
    event = "client-eof";
  }
  // Let the peer's last output drain before anything is closed (a stop cuts it short).
  if (event === "peer-exit") await Promise.race([settlesWithin(pipes.downstream, graceMs), stop]);
  return event;
}

/**
 * Resolves with how long it waited (ms) once the client has hung up and stayed so while the
 * pipe had `graceMs` to move what it sent (more for a remote agent, whose connection itself
 * waits at its end of input for what is queued and what the agent owes: that is no stall).
 * Never, when the pipe ends first or the pipes cannot see a hang-up. The client is looked at
 * every {@linkcode HANGUP_CHECK_MS}: a FIFO's next writer ends the hang-up, and the next one
 * is waited for.
 */
async function clientGone(pipes: BytePipes, peer: Connection, graceMs: number): Promise<number> {
  const never = new Promise<never>(() => {});
  if (pipes.clientHungUp === undefined) return never;
  // Never less than HANGUP_MIN_WAIT_MS: with a grace of 0 the pipe, which sees the same end a
  // moment later as it reads it, still gets that moment (orphans13: a client that closed with
  // nothing unread was said to have left bytes the agent had not read).
  const waitMs = Math.max(
    HANGUP_MIN_WAIT_MS,
    graceMs + (peer.url === undefined ? 0 : REMOTE_END_WAIT_MS),
  );
  while (true) {
    await pipes.clientHungUp();
    const until = Date.now() + waitMs;
    let still = true;
    while (still && Date.now() < until) {
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
 */
async function endPeer(
  peer: Connection,
  graceMs: number,
  stopNow: boolean,
  signal: AbortSignal | undefined,
  log: Logger,
  name: string,
  since: string,
  outputDone: Promise<unknown> | null,
  exitedAt: () => number | undefined,
): Promise<{ code: number | null; byRouter: boolean; stopped: boolean }> {
  // A plain pair of streams: the router ended it when it stopped it (its streams cut).
  if (!peer.exited && !peer.terminate) return { code: null, byRouter: stopNow, stopped: stopNow };
  // A peer that can be ended but shows no exit: the end of its output stands for one (it
  // ended itself, and what it wrote reaches the client); a stop, or a grace period that passes
  // first, ends it with its terminate().
  const exited = peer.exited ?? outputDone ?? new Promise<never>(() => {});
  let stopped = stopNow;
  if (!stopNow) {
    const waited = await orAborted(
      settlesWithin(exited, graceMs).then((ok) => ok ? "exited" : "grace"),
      signal,
      "stop" as const,
    );
    if (waited === "exited") {
      if (!peer.exited) return { code: null, byRouter: false, stopped: false };
      if (peer.terminate && peer.url === undefined && outputDone !== null) {
        // One grace period from its exit, however much of it has passed already.
        const left = Math.max(0, (exitedAt() ?? Date.now()) + graceMs - Date.now());
        await orAborted(settlesWithin(outputDone, left), signal, true);
      }
      const code = await exitCodeOf(
        () => peer.terminate ? peer.terminate(graceMs) : peer.exited!,
        log,
        name,
        peer.terminate ? terminateBoundMs(graceMs) : undefined,
      );
      // What it left running in its group (a child holding its output) had the grace period;
      // the agent itself had exited (editor4: the line blamed it).
      sayKilledAfterGrace(peer, `what ${name} left in its process group`, graceMs, "SIGTERM", log);
      if (code !== 0 && code !== null) {
        // A remote agent's connection has no process: its client logged why it ended. One
        // that ended as the session was being stopped is no failure: a client that signals
        // the whole process tree (acpx) signals the agent beside the daemon (interop10).
        if (peer.url !== undefined) {
          log.debug(`${name}'s connection (${peer.url}) ended with code ${code}`);
        } else if (signal?.aborted) {
          log.info(`${name} ended with exit code ${code} as it was stopped`);
        } else {
          // A stop signal the router did not send (it sends none in the grace period): the
          // client's, which signals the whole process tree as it leaves (acpx; editor5).
          const by = await exitSignalOf(peer);
          if (by === "SIGTERM" || by === "SIGINT" || by === "SIGHUP") {
            log.info(`${name} ended by ${by} from outside after ${since} (exit code ${code})`);
          } else log.error(`${name} ended with exit code ${code}${exitCodeNote(code, by)}`);
        }
      }
      return { code, byRouter: false, stopped: signal?.aborted === true };
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
    const code = stopped && await settlesWithin(peer.exited!, graceMs)
      ? await peer.exited!.catch(() => null)
      : null;
    return { code, byRouter: true, stopped };
  }
  // A remote agent has no process group: its connection is what is ended (interop10).
  const sending = (s: Deno.Signal) =>
    peer.url === undefined
      ? `sending ${s} to ${name}'s process group`
      : `ending ${name}'s connection (${peer.url}) on ${s}`;
  if (stopped) log.info(sending(politely));
  // A stop while it is being terminated (its grace ran out first) reaches its group at once.
  const terminate = (ms: number, s?: Deno.Signal) => peer.terminate!(ms, s);
  const said = (again: Deno.Signal) => {
    if (again !== politely) log.info(sending(again));
  };
  const code = await exitCodeOf(
    () => terminateHeedingStop(terminate, graceMs, politely, stopped ? undefined : signal, said),
    log,
    name,
    terminateBoundMs(graceMs),
  );
  sayKilledAfterGrace(peer, name, graceMs, politely, log);
  // A process that exited with a code of its own as it was signalled (with a grace of 0 its
  // exit can come just after the end of its output: regress96) was not ended by the router.
  const by = await exitSignalOf(peer);
  return { code, byRouter: by !== null, stopped };
}

/**
 * Says (info) that a process peer's `terminate` had to send SIGKILL: it, or what was left of its
 * process group, still ran `graceMs` after `signal` (editor3, orphans12).
 *
 * @param peer The peer (a command's connection tells it; others never do).
 * @param name How the log names it.
 * @param graceMs The grace period it had.
 * @param signal The signal it was sent first.
 * @param log Where to say it.
 *
 * @example
 * ```ts
 * import { sayKilledAfterGrace } from "./lifecycle.ts";
 * import { stderrLogger } from "../log/logger.ts";
 * const peer = { killedAfterGrace: true };
 * sayKilledAfterGrace(peer, "the agent", 2000, "SIGTERM", stderrLogger("info"));
 * // acp-proxy: info: the agent was still running 2000 ms after SIGTERM; it was sent SIGKILL
 * ```
 */
export function sayKilledAfterGrace(
  peer: object,
  name: string,
  graceMs: number,
  signal: Deno.Signal,
  log: Logger,
): void {
  if ((peer as { killedAfterGrace?: boolean }).killedAfterGrace !== true) return;
  log.info(`${name} was still running ${graceMs} ms after ${signal}; it was sent SIGKILL`);
}

/** How a client takes the last bytes sent to it (the pipes' own view): checked while they drain. */
export type ClientProgress = Pick<BytePipes, "waitingOnClient" | "lastProgressAt">;

/** Bounds of {@linkcode drainToClient}. */
export interface DrainOptions {
  /** How often the drain looks at the client's progress. */
  graceMs: number;
  /** How long the client may take nothing before the drain gives up. */
  stallMs: number;
  /** Ends the wait at once when it aborts (what is still queued is not delivered). */
  signal?: AbortSignal;
  /** Where the stall is reported. */
  log: Logger;
  /** What has ended, for the stall's log line ("the agent has ended"). */
  ended: string;
}

/**
 * How many looks, {@linkcode IDLE_LOOK_MS} apart, decide whether the client is the slow side:
 * most of them must find a write to it in flight.
 */
const IDLE_LOOKS = 5;
/** The time between two of those looks (ms). */
const IDLE_LOOK_MS = 10;

/**
 * Whether a write to the client is in flight at most of {@linkcode IDLE_LOOKS} looks (the
 * client is the slow side, not the sender): one look may fall between one write and the next,
 * a moment a busy machine stretches (a slow client's last 200 lines were cut there), and one
 * may find a fast client's write in flight (a sender that keeps writing kept the drain going).
 * True too once `done` settled or `signal` aborted meanwhile (the caller's next wait says
 * which).
 */
async function waitsOnClient(
  client: ClientProgress,
  done: Promise<unknown>,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const most = Math.floor(IDLE_LOOKS / 2) + 1;
  let writing = 0;
  for (let look = 0; look < IDLE_LOOKS; look++) {
    if (client.waitingOnClient()) writing++;
    if (writing >= most) return true;
    if (writing + (IDLE_LOOKS - 1 - look) < most) return false;
    const ended = await orAborted(settlesWithin(done, IDLE_LOOK_MS), signal, true);
    if (ended) return true;
  }
  return false;
}

/** Why {@linkcode drainToClient}'s wait is over. */
export type DrainEnd = "drained" | "left-open" | "stalled" | "stopped";

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
 */
export async function drainToClient(
  done: Promise<unknown>,
  client: ClientProgress,
  options: DrainOptions,
): Promise<DrainEnd> {
  const { graceMs, stallMs, signal, log } = options;
  client.lastProgressAt(); // a first look now: see drainAfterStop
  while (true) {
    const settled = await orAborted(settlesWithin(done, graceMs), signal, "stopped" as const);
    if (settled === "stopped") return "stopped";
    if (settled) return "drained";
    if (!await waitsOnClient(client, done, signal)) {
      log.debug("the output is still open after its sender ended; closing it");
      return "left-open";
    }
    if (Date.now() - client.lastProgressAt() > stallMs) {
      log.warn(
        `${options.ended} and the client has taken none of its output for ${stallMs} ms; ` +
          `closing with output undelivered`,
      );
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
 */
async function drainAfterStop(
  done: Promise<unknown>,
  client: ClientProgress,
  graceMs: number,
  peerEnded: boolean,
): Promise<DrainEnd> {
  const deadline = Date.now() + graceMs;
  // A kernel path counts bytes as they move and tells their time by when it first saw the
  // count at its present value: a first look now dates a count that stopped before the stop
  // to it, not to the check a second later (a transcript's splice waited 2 s, not 1).
  client.lastProgressAt();
  for (let left = graceMs; left > 0; left = deadline - Date.now()) {
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
 */
export function outputFailure(e: unknown): string {
  if (systemCode(e) !== undefined) return `writing to the client failed: ${messageOf(e)}`;
  if (e instanceof OutputLimitError) return `the output to the client failed: ${e.message}`;
  return `the output to the client failed: ${stackOf(e)}`;
}

/**
 * How a failure of the client -> peer pipe is logged: a system error by its message,
 * anything else (an error of the daemon's own) with its stack.
 */
function inputFailure(e: unknown, name: string): string {
  if (systemCode(e) !== undefined) {
    return `moving the client's input to ${name} failed: ${messageOf(e)}`;
  }
  return `moving the client's input to ${name} failed: ${stackOf(e)}`;
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
 */
export async function exitCodeOf(
  ending: () => Promise<number>,
  log: Logger,
  who: string,
  boundMs?: number,
): Promise<number | null> {
  try {
    const ended = ending();
    // A library user's terminate() that never settles must not hold the session for ever
    // (bounded by settlesWithin: no setTimeout on the stdio path).
    if (boundMs !== undefined && !await settlesWithin(ended, boundMs)) {
      log.error(`ending ${who} did not settle within ${boundMs} ms; its exit code is unknown`);
      ended.catch(() => {}); // a late failure has nothing left to tell
      return null;
    }
    return await ended;
  } catch (e) {
    log.error(`ending ${who} failed: ${stackOf(e)}`);
    return null;
  }
}

/**
 * How long ending a connection with `terminate(graceMs)` may take: its grace period, SIGKILL,
 * and a margin for the exit to be seen (then the session ends without the exit code).
 *
 * @param graceMs The grace period given to `terminate`.
 * @returns The bound in milliseconds.
 */
export function terminateBoundMs(graceMs: number): number {
  return 2 * graceMs + TERMINATE_MARGIN_MS;
}

/** What a terminate may take past twice its grace period: 5 s. */
const TERMINATE_MARGIN_MS = 5_000;
