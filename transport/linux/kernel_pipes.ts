/**
 * The kernel path: {@linkcode BytePipes} whose bytes never enter JavaScript, for a client on
 * this process's stdin and stdout and a child process started for the session. Chosen only
 * by `../byte_path.ts`, which decides where it cannot change behaviour; the copy path
 * (`../byte_pipes.ts`) is the reference it must be indistinguishable from.
 *
 * - **Agent -> client, handed over**: the child was spawned with this process's stdout as its
 *   own. Once the first frame is in the child's input (or the child ended), every copy of
 *   that descriptor in this process is pointed at `/dev/null` (`stdout_handover.ts`): the
 *   child is the client's only writer, the kernel holds what the client has not read. The
 *   child's end of output is found by watching the holders of that object in its process
 *   group (`output_holders.ts`).
 * - **Client -> agent, spliced**: after the first frame, what the client sends while the splice
 *   gets ready (this code loading, the child's input found, the C library opened) is copied by
 *   the caller's copy lead (`copyLead` of `../byte_pipes.ts`), which stops between two reads;
 *   the rest moves from stdin to the child's stdin with `splice(2)`, on this thread between
 *   polls (`splice_lead.ts`) until the client sends fast, then on a worker thread
 *   (`fd_pump.ts`), whose creation would otherwise hold up the next frame by ~ 20-30 ms. A
 *   client that only closes its end gets the child's stdin closed, with no worker started.
 * - **Recorded** (a transcript): a spliced direction tees what it moves and copies it into
 *   the recorder's ring itself (`tees.ts`, `../ring_tap.ts`: the lead, then its pump, which
 *   starts with the gap the lead could not write); agent -> client is then not handed over but
 *   spliced from the child's stdout pipe to stdout the same way as client -> agent: copied by
 *   the caller's output lead (`outputLead` of `../byte_pipes.ts`) while the splice gets ready,
 *   then on this thread between polls until the agent writes fast, then by a pump. It ends
 *   where the copy path's pipe does: when every writer of the child's stdout has closed it.
 *   Where the recorder gives no ring, the direction is copied and its tap sees the bytes. With
 *   both directions pumped, the client -> agent pump pokes the other after it moves bytes, and
 *   that one watches for the answer without sleeping for a moment (`answer_watch.ts`).
 *
 * Either direction may be on the copy path while the other is not (the plan says which).
 * Client -> agent copied (a socket's input, say) is copied by the caller's copy lead during
 * the set-up too, then by the copy path's pipe.
 *
 * @module
 */

import {
  type BytePipes,
  type ChunkTap,
  type CopyLead,
  drainInput,
  filteredOutput,
  type GapTap,
  type OutputLead,
  outputLead,
  type OutputPipe,
  pipeInput,
  pipeOutput,
} from "../byte_pipes.ts";
import { ClientInputError } from "../pipe_errors.ts";
import type { SpawnedChild } from "../child_spawn.ts";
import type { FdEndpoint } from "../fd_endpoint.ts";
import { descriptorsHolding, objectId, readsOnly } from "./proc_fds.ts";
import type { FdPump, PumpEnd } from "./fd_pump.ts";
import type { LeadEnd, SpliceLead } from "./splice_lead.ts";
import type { RingTapSource } from "../ring_tap.ts";
import { AnswerWatch } from "./answer_watch.ts";
import type { Logger } from "../../log/logger.ts";
import { nextTurn } from "../../async/next_turn.ts";
import { KEEP_WORKER_FILES } from "../worker_file.ts";
import { stackOf } from "../../log/error_text.ts";

/** Which direction takes the kernel path. */
export interface KernelPlan {
  /** Client -> agent with `splice(2)` (stdin is a pipe). */
  splice: boolean;
  /** Agent -> client by handing the child stdout (it was spawned inheriting it). */
  handover: boolean;
  /** Agent -> client with `splice(2)` from the child's stdout pipe, teed (recorded). */
  spliceDown: boolean;
}

/** The client side: its descriptors, and its streams for a direction on the copy path. */
export interface KernelClient {
  /** Client bytes still to forward, when the client -> agent direction is copied. */
  readonly readable: ReadableStream<Uint8Array>;
  /** Where agent bytes go, when the agent -> client direction is copied. */
  readonly writable: WritableStream<Uint8Array>;
  /** The descriptors behind them. */
  readonly fds: FdEndpoint;
  /** Sees the client's bytes (then the client -> agent direction is copied). */
  readonly tapUp?: ChunkTap;
  /**
   * Told when the client's input has ended, before the agent's input is closed (copied
   * direction; a recorded splice tells its ring itself).
   */
  readonly endUp?: () => void;
  /** Sees the agent's bytes (then the agent -> client direction is copied). */
  readonly tapDown?: ChunkTap;
  /** With `tapUp`: the client -> agent splice tees for it, and this takes its gaps. */
  readonly gapUp?: GapTap;
  /** With `tapDown`: the agent -> client splice tees for it, and this takes its gaps. */
  readonly gapDown?: GapTap;
  /** With `gapUp`: the ring the client -> agent splice records into. */
  readonly ringUp?: RingTapSource;
  /** With `gapDown`: the ring the agent -> client splice records into. */
  readonly ringDown?: RingTapSource;
  /** Stands between the agent's output and the client (copied direction). */
  readonly downstreamFilter?: TransformStream<Uint8Array, Uint8Array>;
}

/**
 * Starts the session's pipes on the kernel path.
 *
 * @param client The client.
 * @param prefixSent Settles once the first frame (already being written to the child's input
 *   by the caller, who started it before loading this module) is in the child's input; its
 *   rejection rejects `upstream`, as on the copy path.
 * @param child The child, spawned inheriting stdout when `plan.handover`.
 * @param plan Which direction takes the kernel path.
 * @param options `graceMs`: at the client's end of input, how long the child's input may go
 *   without draining before it is closed anyway; `log`; `leadBytes`: the bytes one side (the
 *   client, or a recorded agent) may send within a second before a worker takes over the
 *   splicing (default `HANDOFF_BYTES` of `splice_lead.ts`, or `HANDOFF_MOVES` frames; 0: at
 *   once); `copying`, `leadingDown`: the caller's copies of each direction while the kernel
 *   path gets ready (`copyLead`, `outputLead` of `../byte_pipes.ts`).
 * @returns The running pipes.
 *
 * @example
 * ```ts ignore
 * import { kernelPipes } from "./kernel_pipes.ts";
 * const pipes = kernelPipes(client, writePrefix(child.writable, [firstFrame, LF]), child, { splice: true, handover: true }, { graceMs: 2000, log });
 * await pipes.downstream; // the child let go of the client's output
 * ```
 */
export function kernelPipes(
  client: KernelClient,
  prefixSent: Promise<void>,
  child: SpawnedChild,
  plan: KernelPlan,
  options: {
    graceMs: number;
    log: Logger;
    stdoutId?: string | null;
    leadBytes?: number;
    copying?: CopyLead | null;
    leadingDown?: OutputLead | null;
  },
): BytePipes {
  const stopUp = new AbortController();
  const stopDown = new AbortController();
  // Both directions recorded by pumps: the agent -> client one watches for answers.
  const answers = plan.splice && plan.spliceDown && client.ringUp && client.ringDown
    ? AnswerWatch.open()
    : null;
  // Made ready while the agent starts, so that nothing of it holds up the next frame.
  const recorded = client.tapUp && client.gapUp && client.ringUp
    ? { see: client.tapUp, missed: client.gapUp, ring: client.ringUp }
    : undefined;
  const splicing = plan.splice
    ? prepareSplice(client.fds.readFd, child, recorded !== undefined, options.log)
    : null;
  const upstream = (async () => {
    const copied = await copiedUntil(options.copying, splicing, stopUp.signal, options.log);
    const prepared = await splicing;
    try {
      if (copied === "ended") return;
      await prefixSent;
      if (
        prepared !== null &&
        await spliceInput(client.fds.readFd, prepared, child, stopUp.signal, {
          ...options,
          recorded,
          answers,
        })
      ) return;
    } finally {
      prepared?.lead.close(); // when it never ran
    }
    await pipeInput(client.readable, child.writable, stopUp.signal, client.tapUp, client.endUp);
  })();
  upstream.catch(() => {});
  const output = plan.handover
    ? handedOver(client.fds.writeFd, child, prefixSent, stopDown.signal, options.log)
    : plan.spliceDown && client.tapDown && client.gapDown && client.ringDown
    ? splicedOutput(
      client,
      child,
      options.stdoutId ?? null,
      stopDown.signal,
      { see: client.tapDown, missed: client.gapDown, ring: client.ringDown },
      { ...options, answers },
    )
    : filteredOutput(
      child.readable,
      client.writable,
      stopDown.signal,
      client.downstreamFilter,
      true,
      client.tapDown,
    );
  output.done.catch(() => {});
  if (answers !== null) Promise.allSettled([upstream, output.done]).then(() => answers.close());
  return {
    upstream,
    downstream: output.done,
    prefixSent: prefixSent.catch(() => {}),
    stopUpstream: (reason) => stopUp.abort(reason),
    stopDownstream: (reason) => stopDown.abort(reason),
    // A handed over or spliced stdout is the agent's or the kernel's to end: as a stop.
    finishDownstream: () => output.finish ? output.finish() : stopDown.abort(),
    // After a splice, the client's descriptor is read through its stream, which the splice
    // left untouched; after a copy, as on the copy path.
    drainClient: () => drainInput(client.readable, stopUp.signal),
    waitingOnClient: output.waitingOnClient,
    lastProgressAt: output.lastProgressAt,
  };
}

/**
 * Waits for the copy that forwards the client's input while the splice gets ready: told to
 * stop once `splicing` settled (it stops before its next read: a read already waiting for
 * the client is forwarded first), and stopped with `signal`. `"ended"`: the client's input
 * ended meanwhile (the child's input is closed); `"ready"` (also without a copy): the rest is
 * for the splice, or for the copy path's pipe when there is none. Rejects as the copy path's pipe does, the prepared splice then closed.
 */
async function copiedUntil(
  copying: CopyLead | null | undefined,
  splicing: Promise<PreparedSplice | null> | null,
  signal: AbortSignal,
  log: Logger,
): Promise<"ready" | "ended"> {
  if (!copying) return "ready";
  const stop = () => copying.stop(signal.reason);
  if (signal.aborted) stop();
  signal.addEventListener("abort", stop, { once: true });
  let copyEnded = false;
  const ready = (prepared: PreparedSplice | null) => {
    if (prepared !== null && !copyEnded) {
      log.debug("client-to-agent splice ready; the copy stops before its next read");
    }
    copying.ready();
  };
  (splicing ?? Promise.resolve(null)).then(ready, () => ready(null));
  copying.done.finally(() => copyEnded = true).catch(() => {});
  try {
    const went = await copying.done;
    log.debug(
      went === "ended"
        ? `client-to-agent: ${copying.bytes} bytes copied, then the client's input ended`
        : splicing === null
        ? `client-to-agent: ${copying.bytes} bytes copied while the kernel path got ready ` +
          `(with what a read then waiting got, however late), then by the copy path's pipe`
        : `client-to-agent: ${copying.bytes} bytes copied before the splice`,
    );
    return went;
  } catch (e) {
    (await splicing?.catch(() => null))?.lead.close();
    throw e;
  } finally {
    signal.removeEventListener("abort", stop);
  }
}

/**
 * The handed-over output: released once the first frame is on its way (the release, a
 * `dlopen` and a `/proc` scan, must not hold it up), ended once no process of the child's
 * group holds it.
 */
function handedOver(
  fd: number,
  child: SpawnedChild,
  prefixSent: Promise<void>,
  signal: AbortSignal,
  log: Logger,
): OutputPipe {
  const id = objectId("self", fd);
  if (id === null) {
    log.warn("could not identify stdout for the handover; the client may see its end late");
    return { done: child.exited.then(() => {}), waitingOnClient: () => false, lastProgressAt };
  }
  const release = async () => {
    await nextTurn(); // a frame the client sent meanwhile is copied first
    const { releaseStdout } = await import("./stdout_handover.ts");
    if (releaseStdout(id)) log.debug(`handed stdout (${id}) to the agent`);
    else log.warn("could not hand stdout over fully; the client may see its end late");
  };
  // A first frame that could not be written (the agent is gone) releases it too.
  Promise.race([prefixSent, child.exited]).then(release, release).catch((e: unknown) => {
    log.error(`handing stdout over failed: ${stackOf(e)}`);
  });
  const watched = async () => {
    await nextTurn();
    const { watchOutputHolders } = await import("./output_holders.ts");
    await watchOutputHolders(child.pid, id, signal, { leaderExited: child.exited });
  };
  return {
    done: watched(),
    waitingOnClient: () => false, // the kernel holds what the client has not read
    lastProgressAt,
  };
}

function lastProgressAt(): number {
  return 0;
}

/** How a pump ended, in words: `eof, 1024 bytes`, `error, 0 bytes, errno 9`. */
function pumpEnd(result: PumpEnd): string {
  return `${result.end}, ${result.bytes} bytes` +
    (result.errno ? `, errno ${result.errno}` : "") +
    (result.setAside ? `, ${result.setAside} errno readings set aside` : "") +
    (result.message ? `, ${result.message}` : "");
}

/**
 * A recorded direction: its tap (when it is copied), its gaps, and the ring its pump records
 * into.
 */
interface Recorded {
  see: ChunkTap;
  missed: GapTap;
  ring: RingTapSource;
}

/** Tells the direction of the last gap a recording pump had no room for in its ring. */
function lastGap(result: PumpEnd, recorded: Recorded): void {
  const gap = result.unrecorded;
  if (gap !== undefined) recorded.missed(gap.lineEnds, gap.midLine, gap.bytes);
}

/**
 * Agent -> client, recorded, as client -> agent is: `lead` (of the caller, started before
 * this module loaded) copies the child's output, seen by the tap, while the splice gets ready,
 * and stops before its next read; then `splice(2)` from the child's stdout pipe (`stdoutId`,
 * taken right after the spawn) to stdout, teed for the recorder, on this thread between polls
 * (`splice_lead.ts`) until the agent writes fast, then on a worker (`fd_pump.ts`), whose
 * creation would otherwise hold up an answer by ~ 30 ms. Ends like the copy path's pipe: at
 * the end of the child's output it closes the client's output; when the client is gone it
 * rejects with `BrokenPipe`; when stopped, with the signal's reason. Where the pipe cannot
 * be spliced, the copy path runs instead.
 */
function splicedOutput(
  client: KernelClient,
  child: SpawnedChild,
  stdoutId: string | null,
  signal: AbortSignal,
  recorded: Recorded,
  options: {
    log: Logger;
    answers: AnswerWatch | null;
    leadingDown?: OutputLead | null;
    leadBytes?: number;
  },
): OutputPipe {
  const { log, answers } = options;
  const lead = options.leadingDown ??
    outputLead(child.readable, client.writable, recorded.see);
  const stopLead = () => lead.stop(signal.reason);
  if (signal.aborted) stopLead();
  signal.addEventListener("abort", stopLead, { once: true });
  /** What moves the bytes now: a copy, the splice lead, or the pump. */
  let moving: Omit<OutputPipe, "done"> = lead;
  const copied = () => {
    const pipe = pipeOutput(child.readable, client.writable, signal, true, recorded.see);
    moving = pipe;
    return pipe.done;
  };
  const done = (async () => {
    let prepared: PreparedOutputSplice | null = null;
    try {
      prepared = await prepareOutputSplice(stdoutId, client.fds.writeFd, signal, log);
    } finally {
      lead.ready(); // it stops before its next read
    }
    let went: "ready" | "ended";
    try {
      went = await lead.done;
    } catch (e) {
      prepared?.lead.close();
      throw e;
    } finally {
      signal.removeEventListener("abort", stopLead);
    }
    const ring = went === "ready" && prepared !== null && !signal.aborted ? recorded.ring() : null;
    // As client -> agent says it; the splice's count is of what it moved itself.
    log.debug(
      `agent-to-client: ${lead.bytes} bytes copied` +
        (went === "ended"
          ? ", then the agent's output ended"
          : ring === null
          ? " while the kernel path got ready, then by the copy path's pipe"
          : " before the splice"),
    );
    if (went === "ended") return prepared?.lead.close();
    if (prepared === null || ring === null) {
      if (prepared !== null && !signal.aborted) {
        log.debug("the agent's output is copied: the recorder gives no ring now");
      }
      prepared?.lead.close();
      return await copied();
    }
    const splice = prepared.lead;
    let movedAt = progressAt();
    moving = {
      waitingOnClient: () => splice.waitingOnOutput,
      lastProgressAt: () => movedAt(splice.bytes),
    };
    let end: LeadEnd;
    try {
      end = await splice.run(signal, {
        drainStallMs: 0,
        record: ring,
        handoffBytes: options.leadBytes,
      });
    } finally {
      splice.close();
    }
    if (end.end !== "handoff") {
      lastGap({ ...end, end: "eof" }, recorded);
      if (end.end === "unsupported") return await copied();
      return await outputEnded({ ...end, end: end.end }, "no worker", client, child, signal, log);
    }
    log.debug(`agent-to-client splice: a worker takes over after ${end.bytes} bytes`);
    const { startFdPump } = await import("./fd_pump.ts");
    const pump = signal.aborted ? null : startFdPump(
      prepared.fd,
      client.fds.writeFd,
      0,
      ring,
      answers?.side("watch"),
      end.unrecorded,
    );
    if (pump === null) {
      if (signal.aborted) {
        lastGap({ ...end, end: "stopped" }, recorded);
        throw signal.reason;
      }
      await noPump("agent-to-client", log);
      if (end.unrecorded) lastGap({ ...end, end: "eof" }, recorded);
      return await copied(); // its tap takes the gap the lead could not record
    }
    movedAt = progressAt();
    moving = {
      waitingOnClient: () => Atomics.load(pump.progress, 1) === 1,
      lastProgressAt: () => movedAt(Atomics.load(pump.progress, 0)),
    };
    const result = await pumpedAfter(pump, end, signal);
    lastGap(result, recorded);
    if (result.watches) {
      log.debug(
        `watched for answers ${result.watches.watched} times, ${result.watches.caught} came`,
      );
    }
    if (result.end === "unsupported") return await copied();
    return await outputEnded(result, null, client, child, signal, log);
  })();
  return {
    done,
    waitingOnClient: () => moving.waitingOnClient(),
    lastProgressAt: () => moving.lastProgressAt(),
  };
}

/** Whether a missing worker file has been said (once per process: every session lacks it). */
let missingWorkerSaid = false;

/**
 * A direction whose pump could not start is copied from there on: said at debug, and when its
 * worker's file is missing (a bundle copied without it), at warn, once.
 */
async function noPump(direction: string, log: Logger): Promise<void> {
  const { pumpWorkerMissing } = await import("./fd_pump.ts");
  const missing = pumpWorkerMissing();
  if (missing !== null && !missingWorkerSaid) {
    missingWorkerSaid = true;
    log.warn(
      `the splice worker's file ${missing} is missing, so fast traffic is copied, not ` +
        `spliced; ${KEEP_WORKER_FILES}`,
    );
  }
  log.debug(`${direction}: no splice worker could start; the rest is copied`);
}

/**
 * When bytes last moved, for a count that grows as they move (read when asked): the time the
 * count was first seen at its present value.
 */
function progressAt(): (count: number) => number {
  let last = -1;
  let at = Date.now();
  return (count) => {
    if (count !== last) [last, at] = [count, Date.now()];
    return at;
  };
}

/**
 * The end of child -> client splicing, as the copy path's pipe ends: at the end of the
 * child's output the client's output is closed; a client that is gone rejects with
 * `BrokenPipe`; a stop with its reason; any other failure is unexpected, logged at error level.
 */
async function outputEnded(
  result: PumpEnd,
  where: string | null,
  client: KernelClient,
  child: SpawnedChild,
  signal: AbortSignal,
  log: Logger,
): Promise<void> {
  const ended = `agent-to-client pump ended (${pumpEnd(result)}${where ? `, ${where}` : ""})`;
  if (result.end === "error") log.error(`moving the agent's output failed: ${ended}`);
  else log.debug(ended);
  child.readable.cancel().catch(() => {});
  if (result.end === "eof") return await client.writable.close();
  if (result.end === "stopped") throw signal.reason;
  if (result.end === "write-error") throw new Deno.errors.BrokenPipe("the client is gone");
  throw new Error(`moving the agent's output failed (${pumpEnd(result)})`);
}

/** Child -> client splicing, made ready: the lead, and this process's descriptor it reads. */
interface PreparedOutputSplice {
  lead: SpliceLead;
  /** This process's descriptor of the child's output pipe (read end). */
  fd: number;
}

/**
 * Makes child -> client splicing ready, each step a turn of its own (what the agent writes
 * meanwhile is copied between them): null where it cannot run (the child's stdout is not
 * the read end of one pipe of this process, no C library) or was stopped.
 */
async function prepareOutputSplice(
  stdoutId: string | null,
  output: number,
  signal: AbortSignal,
  log: Logger,
): Promise<PreparedOutputSplice | null> {
  await nextTurn();
  const own = stdoutId === null ? [] : descriptorsHolding("self", stdoutId);
  // Only the read end of a pipe of our own, never a standard descriptor: a child that let
  // its stdout go before we looked (a fast wrapper) is copied instead.
  if (!(own.length === 1 && own[0] > 2 && readsOnly(own[0]))) {
    log.debug(
      `the agent's output is copied: its pipe could not be spliced (held here by ` +
        `${own.length === 0 ? "no descriptor" : `descriptors ${own.join(", ")}`})`,
    );
    return null;
  }
  await nextTurn();
  const { SpliceLead } = await import("./splice_lead.ts");
  await import("./tees.ts");
  await nextTurn();
  // The copy may have ended meanwhile (the agent's output ended, a stop), and the number
  // name another file by now: not that one. The lead works on a copy of its own.
  if (signal.aborted || objectId("self", own[0]) !== stdoutId) return null;
  const lead = SpliceLead.open(own[0], output, true);
  if (lead === null) log.debug("the agent's output is copied: its pipe could not be spliced here");
  return lead === null ? null : { lead, fd: own[0] };
}

/** Client -> child splicing, made ready: the lead, and this process's descriptor it writes. */
interface PreparedSplice {
  lead: SpliceLead;
  /** This process's descriptor of the child's input pipe. */
  childInput: number;
}

/**
 * Makes client -> child splicing ready (null where it cannot run: the child's input is not
 * one descriptor of this process, no C library).
 */
async function prepareSplice(
  input: number,
  child: SpawnedChild,
  recording: boolean,
  log: Logger,
): Promise<PreparedSplice | null> {
  // Each step of the set-up is a turn of its own: a frame the client sends meanwhile is
  // copied between them, not held up by all of them.
  await nextTurn();
  const childInput = objectId(child.pid, 0);
  const own = childInput === null ? [] : descriptorsHolding("self", childInput);
  if (own.length !== 1) {
    log.debug(`the client's input is copied: the agent's input is not one descriptor here`);
    return null;
  }
  await nextTurn();
  const { SpliceLead } = await import("./splice_lead.ts");
  if (recording) await import("./tees.ts"); // loaded now, not when the client sends
  await nextTurn();
  // Meanwhile the copy may have closed the agent's input (the client's input ended), and
  // the number may name another file by now: not that one.
  if (objectId("self", own[0]) !== childInput) return null;
  const lead = SpliceLead.open(input, own[0], recording);
  return lead === null ? null : { lead, childInput: own[0] };
}

/**
 * Client -> child with `splice(2)`: on this thread first (`splice_lead.ts`), then, once the
 * client sends fast, or from the start when recorded, on the pump's worker. Ends like
 * `pipeTo`: closes the child's input at end of input; otherwise aborts it and rejects (with
 * `signal.reason` when stopped).
 *
 * @returns Whether splicing ran; false (nothing moved, or the rest is to be copied) means: use
 *   `pipeTo`.
 */
async function spliceInput(
  input: number,
  prepared: PreparedSplice,
  child: SpawnedChild,
  signal: AbortSignal,
  options: {
    graceMs: number;
    log: Logger;
    recorded?: Recorded;
    answers?: AnswerWatch | null;
    leadBytes?: number;
  },
): Promise<boolean> {
  const log = options.log;
  if (signal.aborted) return false;
  const ring = options.recorded ? options.recorded.ring() : undefined;
  if (ring === null) {
    log.debug("the client's input is copied: the recorder gives no ring now");
    return false;
  }
  const poke = options.answers?.side("poke");
  const lead = await prepared.lead.run(signal, {
    drainStallMs: options.graceMs,
    handoffBytes: options.leadBytes,
    record: ring,
    poke,
  });
  // Its copy of the child's input goes now: the child's end of input must not wait for it.
  prepared.lead.close();
  if (lead.end !== "handoff") {
    if (options.recorded) lastGap({ ...lead, end: "eof" }, options.recorded);
    if (lead.end === "unsupported") return false;
    if (lead.end === "eof" && lead.bytes === 0) {
      // What came with the first frame in its read has been written already (not counted).
      log.debug("the client closed its input with nothing after what was already passed on");
    }
    return await inputEnded({ ...lead, end: lead.end }, "no worker", child, signal, log);
  }
  if (lead.bytes > 0) {
    log.debug(`client-to-agent splice: a worker takes over after ${lead.bytes} bytes`);
  }
  const { startFdPump } = await import("./fd_pump.ts");
  // A stop that came meanwhile: no worker (a listener added now would never hear it).
  if (signal.aborted) {
    if (options.recorded) lastGap({ ...lead, end: "stopped" }, options.recorded);
    return await inputEnded({ ...lead, end: "stopped" }, "no worker", child, signal, log);
  }
  const pump = startFdPump(
    input,
    prepared.childInput,
    options.graceMs,
    ring,
    poke,
    lead.unrecorded,
  );
  if (pump === null) {
    await noPump("client-to-agent", log);
    // The rest is copied: its tap takes the gap the lead could not record.
    if (options.recorded && lead.unrecorded) lastGap({ ...lead, end: "eof" }, options.recorded);
    return false;
  }
  const result = await pumpedAfter(pump, lead, signal);
  if (options.recorded) lastGap(result, options.recorded);
  if (result.end === "unsupported") return false;
  return await inputEnded(result, null, child, signal, log);
}

/**
 * Waits for a pump that took over from a splice lead to end (`signal` stops it); its end
 * counts what the lead moved, and the errno readings the lead set aside, too.
 */
async function pumpedAfter(pump: FdPump, lead: LeadEnd, signal: AbortSignal): Promise<PumpEnd> {
  const stop = () => pump.stop();
  signal.addEventListener("abort", stop, { once: true });
  const result = await pump.done;
  signal.removeEventListener("abort", stop);
  if (result.end === "unsupported") return result; // nothing moved: the rest is copied
  result.bytes += lead.bytes;
  const setAside = (result.setAside ?? 0) + (lead.setAside ?? 0);
  if (setAside > 0) result.setAside = setAside;
  return result;
}

/**
 * The end of client -> child splicing: at end of input the child's input is closed (true);
 * otherwise it is aborted, and this rejects. The agent closing its input (write-error: EPIPE)
 * is a turn of the session; any other failure is unexpected: the lifecycle reports it, as it
 * does a failed read on the copy path.
 */
async function inputEnded(
  result: PumpEnd,
  where: string | null,
  child: SpawnedChild,
  signal: AbortSignal,
  log: Logger,
): Promise<true> {
  const ended = `client-to-agent pump ended (${pumpEnd(result)}${where ? `, ${where}` : ""})`;
  log.debug(ended);
  if (result.end === "eof") {
    await child.writable.close();
    return true;
  }
  const reason = result.end === "stopped"
    ? signal.reason
    : result.end === "error"
    ? new ClientInputError(new Error(`the splice pump failed: ${ended}`))
    : new Error(`writing to the agent failed (errno ${result.errno})`);
  await child.writable.abort(reason).catch(() => {});
  throw reason;
}
