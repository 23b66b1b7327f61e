/**
 * The two byte pipes of a session (client -> peer, peer -> client), and the portable copy
 * path that implements them: the reference behaviour. The kernel path
 * (`linux/kernel_pipes.ts`) implements the same {@linkcode BytePipes} and must be
 * indistinguishable from it.
 *
 * Invariants:
 * - Bytes are never inspected, copied into new buffers or re-encoded: the prefix chunks are
 *   written first, then the client's stream is piped with `pipeTo` (backpressure on both
 *   sides comes from the streams themselves). The peer's output is read and written one chunk
 *   at a time (one read and one write in flight, ending as `pipeTo` does), so that a write
 *   waiting on the client is seen (the drain after the peer's end waits while the client takes
 *   bytes); into a descriptor sink ({@linkcode CopyClient.reuseBuffers}) it is read into two
 *   reused buffers.
 * - Neither pipe ever rejects unhandled; stopping a pipe aborts both of its ends; finishing the
 *   peer -> client one ends it as the end of the peer's output would.
 *
 * @module
 */

import type { Connection } from "./duplex.ts";
import { ClientInputError, isReaderGone, isReset, OutputFinished } from "./pipe_errors.ts";

/** The two directions of a running session, whichever path carries the bytes. */
export interface BytePipes {
  /**
   * Client -> peer. Resolves once the client's input ended and the peer's input was closed;
   * rejects with the sink's error when writing to the peer failed, with a
   * {@linkcode ClientInputError} when reading the client's input or handling it failed (the
   * peer's input is aborted then), or with the stop reason.
   */
  readonly upstream: Promise<void>;
  /**
   * Peer -> client. Resolves once the peer's output ended and the client's output was
   * closed; rejects with the error of a failed write to the client, or with the stop reason.
   */
  readonly downstream: Promise<void>;
  /** Resolves once the prefix (the first frame) is in the peer's input, or writing it failed. */
  readonly prefixSent: Promise<void>;
  /**
   * Resolves at the client's next hang-up (its writer let go of its input: now, when it
   * already has), seen even while bytes it sent are still on their way to a peer that does
   * not read them; never rejects. Absent where that end is seen only by reading to it
   * (`upstream` resolving).
   */
  clientHungUp?(): Promise<void>;
  /**
   * Whether the client is still hung up (a FIFO's next writer ends its hang-up). Absent: a
   * hang-up is for good (a client program that exited).
   */
  clientStillHungUp?(): boolean;
  /** Stops client -> peer: the peer's input is closed (aborted), a drain too. */
  stopUpstream(reason?: unknown): void;
  /**
   * Once `upstream` has rejected because the peer no longer takes input (its sink failed:
   * an agent that closed its stdin and runs on), reads the client's remaining input and
   * drops it, so that the client's end of input is still seen (ROUTING §3.6: then the
   * peer's input is closed, it gets the grace period, ...). Resolves at that end; rejects on
   * a read error, on `stopUpstream`, or when the client's input is not left to drain.
   */
  drainClient(): Promise<void>;
  /** Stops peer -> client: the client's output is closed (aborted). */
  stopDownstream(reason?: unknown): void;
  /**
   * Ends peer -> client as the end of the peer's output would, for a peer that ended and
   * left its output open (a background child holding it, an in-process handler that kept
   * its writer): the pipe reads no more of it (cancelled), writes what it has read, and
   * closes the client's output (through the stdout guard, which gets its end too) --
   * `downstream` settles as at that end, a failed close its failure. Where the daemon does
   * not copy the peer's output (the kernel path), as `stopDownstream`.
   */
  finishDownstream(): void;
  /** True while a write to the client is in flight (the client is the slow side). */
  waitingOnClient(): boolean;
  /** When a write to the client last completed (ms since the epoch), or 0 when unknown. */
  lastProgressAt(): number;
  /**
   * Once `downstream` has rejected: whether reading the peer's output is what failed (its
   * readable errored), not writing to the client; known as the rejection is seen. Absent
   * where that cannot be told (then a rejection that is no reader going away is the
   * client's output failing).
   */
  peerOutputFailed?(): boolean;
}

/** The client side of a copy path. */
export interface CopyClient {
  /** Client bytes still to forward (after the prefix). */
  readonly readable: ReadableStream<Uint8Array>;
  /** Where peer bytes go. */
  readonly writable: WritableStream<Uint8Array>;
  /**
   * Whether `writable` writes to a descriptor, which has written a chunk out by the time the
   * write resolves: then the peer's output is read into two reused buffers. Another writable
   * (a `TransformStream`) may still hold a chunk after its write resolved, so it must own it.
   * @default false
   */
  readonly reuseBuffers?: boolean;
  /** Sees every chunk forwarded to the peer, prefix included (it must not keep the chunk). */
  readonly tapUp?: ChunkTap;
  /**
   * Told when the client's input has ended, before the peer's input is closed: a recorder
   * then takes a last line without LF as a frame, ahead of what answers it.
   */
  readonly endUp?: () => void;
  /** Sees every chunk forwarded to the client (it must not keep the chunk). */
  readonly tapDown?: ChunkTap;
  /**
   * Stands between the peer's output and the client (the stdout guard): what it emits is
   * what the client gets. The copy path's bytes stay unchanged without it.
   */
  readonly downstreamFilter?: TransformStream<Uint8Array, Uint8Array>;
  /**
   * Peer -> client starts only once this resolves (a dialled peer's `reached`), while
   * client -> peer runs from the start; when it rejects, `downstream` rejects with its
   * reason, and the peer's output and the client's output are left untouched (unlocked).
   * @default peer -> client starts at once
   */
  readonly downstreamAfter?: Promise<void>;
}

/**
 * Sees a forwarded chunk during the call that forwards it; it must copy what it keeps (the
 * buffer may be reused) and must never throw or block.
 */
export type ChunkTap = (chunk: Uint8Array) => void;

/**
 * Told, in order with the chunks its {@linkcode ChunkTap} sees, of forwarded bytes that tap
 * could not be shown (a recording pump's recorder fell behind): how many line ends they
 * held, whether they ended mid-line, and how many bytes they were. Must never throw or
 * block.
 */
export type GapTap = (lineEnds: number, endsMidLine: boolean, bytes: number) => void;

/**
 * Starts both pipes of the copy path.
 *
 * @param client The client's remaining input and its output.
 * @param prefix Chunks to send to the peer before the client's remaining input.
 * @param peer The peer.
 * @returns The running pipes.
 *
 * @example
 * ```ts
 * import { copyPipes } from "./byte_pipes.ts";
 * const echo = new TransformStream<Uint8Array, Uint8Array>();
 * const out = new TransformStream<Uint8Array, Uint8Array>();
 * const input = ReadableStream.from([new TextEncoder().encode("b\n")]);
 * const pipes = copyPipes({ readable: input, writable: out.writable }, [new TextEncoder().encode("a\n")], echo);
 * console.log(await new Response(out.readable).text()); // "a\nb\n"
 * ```
 */
export function copyPipes(
  client: CopyClient,
  prefix: readonly Uint8Array[],
  peer: Connection,
): BytePipes {
  const stopUp = new AbortController();
  const stopDown = new AbortController();
  for (const chunk of prefix) client.tapUp?.(chunk);
  const prefixSent = writePrefix(peer.writable, prefix);
  const upstream = (async () => {
    await prefixSent;
    await pipeInput(client.readable, peer.writable, stopUp.signal, client.tapUp, client.endUp);
  })();
  const startOutput = () =>
    filteredOutput(
      peer.readable,
      client.writable,
      stopDown.signal,
      client.downstreamFilter,
      client.reuseBuffers,
      client.tapDown,
    );
  const output = client.downstreamAfter
    ? outputAfter(client.downstreamAfter, startOutput)
    : startOutput();
  upstream.catch(() => {});
  output.done.catch(() => {});
  return {
    upstream,
    downstream: output.done,
    prefixSent: prefixSent.catch(() => {}),
    stopUpstream: (reason) => {
      stopUp.abort(reason);
      // The client's input left to be drained (the peer's input failed first) with nothing
      // draining it is cancelled now: a client writing to it sees the end, not a wait.
      upstream.catch(() => {}).finally(() => {
        if (!client.readable.locked) client.readable.cancel(reason).catch(() => {});
      });
    },
    stopDownstream: (reason) => stopDown.abort(reason),
    finishDownstream: () => output.finish ? output.finish() : stopDown.abort(),
    drainClient: () => drainInput(client.readable, stopUp.signal),
    waitingOnClient: output.waitingOnClient,
    lastProgressAt: output.lastProgressAt,
    // A guard stands between: its own failure and the peer's look alike there, so neither
    // is said to be the peer's.
    peerOutputFailed: () => !client.downstreamFilter && (output.failedReading?.() ?? false),
  };
}

/**
 * An output pipe that `start`s once `gate` resolves (and never, when it rejects). Finished
 * before it started, it starts finished (what the peer already wrote still goes).
 */
function outputAfter(gate: Promise<void>, start: () => OutputPipe): OutputPipe {
  let started: OutputPipe | undefined;
  let finished = false;
  return {
    done: gate.then(() => {
      started = start();
      if (finished) started.finish?.();
      return started.done;
    }),
    waitingOnClient: () => started?.waitingOnClient() ?? false,
    lastProgressAt: () => started?.lastProgressAt() ?? 0,
    failedReading: () => started?.failedReading?.() ?? false,
    finish: () => started?.finish ? started.finish() : void (finished = true),
  };
}

/**
 * Peer -> client through `filter` when there is one (the stdout guard): two pipes, the peer's
 * output into the filter and the filter's into `sink`, so that finishing the first gives the
 * filter its end (its last line is flushed) and the second then ends as at any end. Without a
 * filter, {@linkcode pipeOutput} alone.
 *
 * @param source The peer's output.
 * @param sink The client's output.
 * @param signal Stops both pipes.
 * @param filter What stands between.
 * @param reuseBuffers Whether `sink` is a descriptor (see {@linkcode CopyClient.reuseBuffers});
 *   not with a filter.
 * @param tap Sees every chunk on its way to `sink`.
 * @returns The running output, finished from the peer's side.
 *
 * @example
 * ```ts
 * import { filteredOutput } from "./byte_pipes.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const text = new Response(sink.readable).text();
 * const upper = new TransformStream<Uint8Array, Uint8Array>();
 * const output = filteredOutput(ReadableStream.from([new Uint8Array([104, 105])]), sink.writable, new AbortController().signal, upper);
 * await output.done;
 * console.log(await text); // "hi"
 * ```
 */
export function filteredOutput(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  signal: AbortSignal,
  filter?: TransformStream<Uint8Array, Uint8Array>,
  reuseBuffers = false,
  tap?: ChunkTap,
): OutputPipe {
  if (!filter) return pipeOutput(source, sink, signal, reuseBuffers, tap);
  // Its failures reach the second pipe through the filter (an aborted writable errors its
  // readable; a cancelled readable errors its writable), as pipeThrough's would.
  const into = pipeOutput(source, filter.writable, signal);
  into.done.catch(() => {});
  const out = pipeOutput(filter.readable, sink, signal, false, tap);
  return { ...out, finish: into.finish };
}

/**
 * Reads `source` to its end and drops what it reads: the client's input once the peer no
 * longer takes it ({@linkcode BytePipes.drainClient}).
 *
 * @param source The client's input, left unlocked and uncancelled by the pipe that failed.
 * @param signal Stops the drain (the source is cancelled).
 * @returns Resolves at the source's end; rejects on a read error, a stop, or a source that
 *   is locked or was cancelled.
 *
 * @example
 * ```ts
 * import { drainInput } from "./byte_pipes.ts";
 * await drainInput(ReadableStream.from([new Uint8Array(3)]), new AbortController().signal);
 * ```
 */
export async function drainInput(
  source: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): Promise<void> {
  if (signal.aborted) throw signal.reason;
  const reader = source.getReader();
  const onAbort = () => reader.cancel(signal.reason).catch(() => {});
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    while (!(await reader.read()).done) {
      // dropped: nothing takes the client's input any more
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
    reader.releaseLock();
  }
  if (signal.aborted) throw signal.reason;
}

/**
 * Writes `prefix` to `sink` and lets go of it; rejects like the write that failed.
 *
 * @param sink Where the prefix goes (it is unlocked again afterwards).
 * @param prefix The chunks.
 * @returns Resolves once every chunk was written.
 *
 * @example
 * ```ts
 * import { writePrefix } from "./byte_pipes.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const reading = new Response(sink.readable).text();
 * await writePrefix(sink.writable, [new TextEncoder().encode("hi\n")]);
 * await sink.writable.close();
 * console.log(await reading); // "hi\n"
 * ```
 */
export async function writePrefix(
  sink: WritableStream<Uint8Array>,
  prefix: readonly Uint8Array[],
): Promise<void> {
  if (prefix.length === 0) return;
  const writer = sink.getWriter();
  try {
    for (const chunk of prefix) await writer.write(chunk);
  } finally {
    writer.releaseLock();
  }
}

/**
 * Client -> peer: `source.pipeTo(sink, { signal })`, through `tap` when there is one, whose
 * rejection says which side failed: the sink's own error when writing to the peer failed,
 * a {@linkcode ClientInputError} when reading `source` or the tap failed (the sink is
 * aborted then, so the peer sees the end of its input), or the stop reason.
 *
 * @param source The client's input.
 * @param sink The peer's input.
 * @param signal Stops the pipe (both ends are aborted).
 * @param tap Sees every chunk on its way to `sink`.
 * @param end Told at the source's end, before `sink` is closed.
 * @returns Settles once the pipe has ended.
 *
 * @example
 * ```ts
 * import { pipeInput } from "./byte_pipes.ts";
 * const failing = new ReadableStream<Uint8Array>({ pull: (c) => c.error(new Error("EIO")) });
 * const failed = await pipeInput(failing, new WritableStream(), new AbortController().signal)
 *   .catch((e) => e);
 * console.log(failed.name); // "ClientInputError"
 * ```
 */
export async function pipeInput(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  signal: AbortSignal,
  tap?: ChunkTap,
  end?: () => void,
): Promise<void> {
  if (tap || end) return void await tappedPipe(source, sink, signal, tap, true, end);
  try {
    // preventAbort: whether the sink errored by itself tells which side failed.
    // preventCancel: when the peer is the side that failed, the client's input is left to
    // be drained (its end must still be seen); in every other case it is cancelled below.
    await source.pipeTo(sink, { signal, preventAbort: true, preventCancel: true });
  } catch (e) {
    const writer = sink.getWriter();
    const errored = writer.desiredSize === null; // errored or erroring
    // Nothing more goes in, whatever failed: the peer's input is aborted (preventAbort kept
    // it open), as pipeTo would have done.
    if (!errored) await writer.abort(signal.aborted ? signal.reason : e).catch(() => {});
    writer.releaseLock();
    if (signal.aborted) {
      await source.cancel(signal.reason).catch(() => {});
      throw e;
    }
    if (errored) throw e;
    // A reset with the sink not errored is the source's: the peer's input is a pipe (EPIPE)
    // or a stream of its own (errored then), and Deno's own pipe leaves the source it failed
    // to read not errored (stdiokinds8: a socket stdin). The client left: its end of input
    // (the peer's input was aborted above; lib13: taken for the peer's side, the session
    // waited for an end it could not see any more).
    if (isReset(e)) return;
    // Deno's own pipe between two resources leaves a failed sink as it was and rejects with
    // the write's error (EPIPE: the peer stopped reading): the peer's side, unless the source
    // is what errored (then, as anything else, the client's failure).
    if (isReaderGone(e) && !await hasErrored(source)) throw e;
    await source.cancel(e).catch(() => {});
    throw new ClientInputError(e);
  }
}

/**
 * Whether `stream`, not locked, has errored (a failed pipe's source, told apart from its
 * sink). Without waiting a macrotask (an in-process peer that returns at its input's end must
 * not be seen ending first): an errored stream's reader has a `closed` rejected already, whose
 * reaction is queued, and so settles, before the one raced behind it.
 */
async function hasErrored(stream: ReadableStream<Uint8Array>): Promise<boolean> {
  if (stream.locked) return false;
  const reader = stream.getReader();
  const errored = await Promise.race([
    reader.closed.then(() => false, () => true),
    Promise.resolve().then(() => false),
  ]);
  reader.releaseLock();
  return errored;
}

/**
 * Client -> peer as {@linkcode pipeInput} (tapped when `tap` or `end` is given), but only
 * until `ready()` says so: asked before each read, so that it stops with no read in flight
 * (a read that is waiting when it becomes ready is waited for, and its chunk forwarded
 * first), leaving the sink open and both streams unlocked for what moves the rest. The
 * kernel path copies the client's input this way while its own code gets ready.
 *
 * @param source The client's input.
 * @param sink The peer's input.
 * @param signal Stops the pipe, as {@linkcode pipeInput}'s.
 * @param ready Whether to stop before the next read.
 * @param tap Sees every chunk on its way to `sink`.
 * @param end Told at the source's end, before `sink` is closed.
 * @returns `"ready"` when it stopped for `ready`; `"ended"` when the source ended first (the
 *   sink is then closed); rejects as {@linkcode pipeInput} does.
 *
 * @example
 * ```ts
 * import { pipeInputUntil } from "./byte_pipes.ts";
 * const source = ReadableStream.from([new Uint8Array(3)]);
 * const went = await pipeInputUntil(source, new WritableStream(), new AbortController().signal, () => true);
 * console.log(went, source.locked); // "ready" false
 * ```
 */
export async function pipeInputUntil(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  signal: AbortSignal,
  ready: () => boolean,
  tap?: ChunkTap,
  end?: () => void,
): Promise<"ready" | "ended"> {
  return await tappedPipe(source, sink, signal, tap, true, end, ready) ? "ready" : "ended";
}

/** Client -> peer copied until what moves the rest is ready ({@linkcode copyLead}). */
export interface CopyLead {
  /** Settles as {@linkcode pipeInputUntil}'s promise (rejects as `after` does, first). */
  readonly done: Promise<"ready" | "ended">;
  /** The rest has somewhere to go: stop before the next read. */
  ready(): void;
  /** Stops the copying as {@linkcode pipeInput}'s signal does. */
  stop(reason: unknown): void;
  /** The bytes it has forwarded so far. */
  readonly bytes: number;
}

/**
 * Starts copying `source` into `sink` once `after` (the first frame's write) resolved, until
 * {@linkcode CopyLead.ready}: so that what the client sends while the kernel path's code
 * loads reaches the peer as soon as on the copy path.
 *
 * @param source The client's input.
 * @param sink The peer's input.
 * @param after Resolves once `sink` may be written (its rejection is `done`'s).
 * @param tap Sees every chunk on its way to `sink`.
 * @param end Told at the source's end, before `sink` is closed.
 * @returns The running copy.
 *
 * @example
 * ```ts
 * import { copyLead } from "./byte_pipes.ts";
 * const source = ReadableStream.from([new Uint8Array(3)]);
 * const lead = copyLead(source, new WritableStream(), Promise.resolve());
 * lead.ready();
 * console.log(await lead.done); // "ready"
 * ```
 */
export function copyLead(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  after: Promise<void>,
  tap?: ChunkTap,
  end?: () => void,
): CopyLead {
  const stop = new AbortController();
  let isReady = false;
  let bytes = 0;
  const counted = (chunk: Uint8Array) => {
    bytes += chunk.length;
    tap?.(chunk);
  };
  const done = after.then(() =>
    pipeInputUntil(source, sink, stop.signal, () => isReady, counted, end)
  );
  done.catch(() => {}); // its owner awaits it
  return {
    done,
    ready: () => void (isReady = true),
    stop: (reason) => stop.abort(reason),
    get bytes() {
      return bytes;
    },
  };
}

/** Peer -> client copied until what moves the rest is ready ({@linkcode outputLead}). */
export interface OutputLead extends Omit<OutputPipe, "done"> {
  /**
   * `"ready"` once it stopped for {@linkcode OutputLead.ready} (no read in flight, the sink
   * open, both streams unlocked); `"ended"` once the source ended first (the sink is then
   * closed); rejects as {@linkcode pipeOutput}'s `done` does.
   */
  readonly done: Promise<"ready" | "ended">;
  /** The rest has somewhere to go: stop before the next read. */
  ready(): void;
  /** Stops the copy as {@linkcode pipeOutput}'s signal does (both ends are aborted). */
  stop(reason: unknown): void;
  /** The bytes it has forwarded so far. */
  readonly bytes: number;
}

/**
 * Copies `source` into `sink` (through `tap`) until {@linkcode OutputLead.ready}: a read that
 * is waiting then is waited for and its chunk forwarded first. The kernel path copies the
 * peer's output this way while its own code gets ready, so that an answer the peer writes
 * meanwhile reaches the client as soon as on the copy path.
 *
 * @param source The peer's output.
 * @param sink The client's output.
 * @param tap Sees every chunk on its way to `sink`.
 * @returns The running copy.
 *
 * @example
 * ```ts
 * import { outputLead } from "./byte_pipes.ts";
 * const lead = outputLead(ReadableStream.from([new Uint8Array(3)]), new WritableStream());
 * console.log(await lead.done, lead.bytes); // "ended" 3
 * ```
 */
export function outputLead(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  tap?: ChunkTap,
): OutputLead {
  const stop = new AbortController();
  let isReady = false;
  let bytes = 0;
  let writing = false;
  let progressAt = Date.now();
  const seen = (chunk: Uint8Array) => {
    writing = true;
    bytes += chunk.length;
    tap?.(chunk);
  };
  // Asked before each read, so after each write has completed.
  const until = () => {
    if (writing) [writing, progressAt] = [false, Date.now()];
    return isReady;
  };
  const done = tappedPipe(source, sink, stop.signal, seen, false, undefined, until)
    .then((stopped) => stopped ? "ready" as const : "ended" as const);
  done.catch(() => {}); // its owner awaits it
  return {
    done,
    ready: () => void (isReady = true),
    stop: (reason) => stop.abort(reason),
    waitingOnClient: () => writing,
    lastProgressAt: () => progressAt,
    get bytes() {
      return bytes;
    },
  };
}

/** The peer-to-client pipe and what it is waiting on. */
export interface OutputPipe {
  /** Settles like `pipeTo`'s promise. */
  readonly done: Promise<void>;
  /** True while a write to the client is in flight. */
  waitingOnClient(): boolean;
  /** When a write to the client last completed (ms since the epoch), or 0 when unknown. */
  lastProgressAt(): number;
  /**
   * Once `done` has rejected: whether a read of `source` failed (not a write to the sink, nor
   * a stop). Set before any handler the caller adds to `done` runs.
   */
  failedReading?(): boolean;
  /**
   * Ends the pipe as the end of its source would: no more is read (the source is cancelled
   * with an {@linkcode OutputFinished}), what was read is written, then the sink is closed;
   * `done` settles as at that end (a failed close rejects it). Absent where the pipe cannot.
   */
  finish?(): void;
}

/**
 * Peer -> client: `source` into `sink`, one chunk at a time, ending as
 * `source.pipeTo(sink, { signal })` does, with the writes in flight seen; through two reused
 * buffers when `reuseBuffers` says the sink is a descriptor.
 *
 * @param source The peer's output.
 * @param sink The client's output.
 * @param signal Stops the pipe (both ends are aborted; `done` rejects with the reason).
 * @param reuseBuffers Whether `sink` writes to a descriptor.
 * @param tap Sees every chunk on its way to `sink`.
 * @returns The running pipe.
 *
 * @example
 * ```ts
 * import { pipeOutput } from "./byte_pipes.ts";
 * const sink = new TransformStream<Uint8Array, Uint8Array>();
 * const text = new Response(sink.readable).text();
 * const pipe = pipeOutput(ReadableStream.from([new TextEncoder().encode("x")]), sink.writable, new AbortController().signal);
 * await pipe.done;
 * console.log(await text); // "x"
 * ```
 */
export function pipeOutput(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  signal: AbortSignal,
  reuseBuffers = false,
  tap?: ChunkTap,
): OutputPipe {
  if (reuseBuffers) return reusedBuffersPipe(source, sink, signal, tap);
  const state = { readFailed: false, writing: false, lastProgressAt: Date.now() };
  const finish = new AbortController();
  return {
    done: tappedPipe(source, sink, signal, tap, false, undefined, undefined, state, finish.signal)
      .then(() => {}),
    waitingOnClient: () => state.writing,
    lastProgressAt: () => state.lastProgressAt,
    failedReading: () => state.readFailed,
    finish: () => finish.abort(new OutputFinished()),
  };
}

/**
 * `source.pipeTo(sink, { signal })` that shows each chunk to `tap` first: one read and one
 * write in flight, like `pipeTo`, and ending like it. With `input`, a failure that is not the
 * sink's rejects as a {@linkcode ClientInputError}. With `until`, asked before each read: true
 * stops the pipe there, leaving the sink open (resolves true; false when the source ended).
 * `state.readFailed` says, once it rejects, whether a read of `source` failed; `state.writing`,
 * whether a write waits, and `state.lastProgressAt`, when one last completed. `finish` ends it
 * as its source's end would ({@linkcode OutputPipe.finish}).
 */
function tappedPipe(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  signal: AbortSignal,
  tap: ChunkTap | undefined,
  input = false,
  end?: () => void,
  until?: () => boolean,
  state?: { readFailed: boolean; writing?: boolean; lastProgressAt?: number },
  finish?: AbortSignal,
): Promise<boolean> {
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = source.getReader();
  } catch (e) {
    return Promise.reject(e); // a locked source fails the pipe, as pipeTo's promise does
  }
  const own = input ? (e: unknown) => new ClientInputError(e) : undefined;
  // The client's input, when the peer is the side that fails, is left to be drained.
  return endingLikePipeTo(
    reader,
    sink.getWriter(),
    signal,
    async (writer, readFailed) => {
      while (true) {
        if (signal.aborted) throw signal.reason;
        if (until?.()) return true;
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (e) {
          throw readFailedHere(readFailed, e, state);
        }
        if (chunk.done) {
          // Before the sink closes: before the peer can answer what came last. Not for a read
          // that a stop or a failed sink cancelled: the source did not end, it was cut.
          if (!signal.aborted && writer.desiredSize !== null) end?.();
          return false;
        }
        tap?.(chunk.value);
        if (state) state.writing = true;
        await writer.write(chunk.value);
        if (state) [state.writing, state.lastProgressAt] = [false, Date.now()];
      }
    },
    own,
    input,
    finish,
  );
}

/**
 * Runs `pump` from `reader` to `writer` and ends both the way `pipeTo` does: closes the sink
 * once `pump` returns (resolves false; when `pump` returns true, it stopped before a read and
 * the sink stays open: resolves true); when it throws, aborts the sink, and cancels the source unless a read
 * failed (`pump` throws what `readFailed` returns); on `signal` does both (and rejects with
 * its reason); rejects in those three cases; always releases both locks. A sink its owner errors
 * (a remote connection ended from outside) cancels the source at once, even while a read
 * waits for a silent peer, and the pipe rejects with the sink's error. With `keepSource`, a
 * failed sink leaves the source as it is (unlocked, not cancelled; a waiting read is given
 * up, its bytes stay in the source) for {@linkcode drainInput}. `finish` cancels the source
 * (a waiting read ends as at its end): the pump then closes the sink as at any end.
 */
async function endingLikePipeTo(
  reader: ReadableStreamDefaultReader<Uint8Array> | ReadableStreamBYOBReader,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  signal: AbortSignal,
  pump: (
    writer: WritableStreamDefaultWriter<Uint8Array>,
    readFailed: (error: unknown) => unknown,
  ) => Promise<boolean | void>,
  notTheSink?: (error: unknown) => unknown,
  keepSource = false,
  finish?: AbortSignal,
): Promise<boolean> {
  const onAbort = () => {
    reader.cancel(signal.reason).catch(() => {});
    writer.abort(signal.reason).catch(() => {});
  };
  signal.addEventListener("abort", onAbort, { once: true });
  // The source's end given for it: a waiting read ends as at that end, and the pump closes
  // the sink behind what it has read.
  const onFinish = () => reader.cancel(finish!.reason).catch(() => {});
  finish?.addEventListener("abort", onFinish, { once: true });
  if (finish?.aborted) onFinish();
  // Stopped before it started (a kernel path that fell back to copying after the stop):
  // ended as a stop that comes meanwhile would end it, the sink aborted (the peer's input
  // closes), not left open.
  if (signal.aborted) onAbort();
  let finished = false; // or ending: the sink's own abort below is not "its owner errored it"
  let sinkGone: { error: unknown } | null = null;
  writer.closed.catch((e) => {
    if (finished) return;
    if (!keepSource) return void reader.cancel(e).catch(() => {}); // a pending read ends now
    sinkGone = { error: e };
    reader.releaseLock(); // a pending read is given up now; the source stays to be drained
  });
  let readError = false;
  const readFailed = (error: unknown): unknown => {
    if (sinkGone !== null) return sinkGone.error; // the read given up above: the sink's end
    readError = true;
    return error;
  };
  try {
    // true: stopped before a read, the sink left open for what moves the rest.
    if (await pump(writer, readFailed) === true) return true;
    await closeSink(writer);
    return false;
  } catch (e) {
    finished = true;
    if (signal.aborted) throw signal.reason;
    const sinkFailed = writer.desiredSize === null || (!readError && isReaderGone(e));
    // Nothing more goes in either way: the sink is aborted (nothing changes when it is the
    // one that failed), and the source is cancelled unless it is the one that failed (a tap
    // that throws fails neither, and must not leave the sink open).
    await writer.abort(e).catch(() => {});
    if (!readError && !(keepSource && sinkFailed)) await reader.cancel(e).catch(() => {});
    // The client's input reset as it was read: the client left, its end of input (the sink
    // was aborted above), as for the untapped pipe (lib13).
    if (keepSource && readError && !sinkFailed && isReset(e)) return false;
    throw sinkFailed || notTheSink === undefined ? e : notTheSink(e);
  } finally {
    finished = true;
    signal.removeEventListener("abort", onAbort);
    finish?.removeEventListener("abort", onFinish);
    reader.releaseLock();
    writer.releaseLock();
  }
}

/**
 * Closes the sink at the end of input. A sink its owner errored meanwhile (an output closed on
 * purpose, a failed write of someone else's) makes `close()` reject with a `TypeError` that
 * only says "closed or errored"; this rejects with the sink's own error instead, as `pipeTo`
 * does, so the caller judges what really ended the output.
 */
async function closeSink(writer: WritableStreamDefaultWriter<Uint8Array>): Promise<void> {
  try {
    await writer.close();
  } catch (e) {
    await writer.closed; // errored: rejects with the sink's stored error
    throw e;
  }
}

/**
 * What a failed read rejects with (`readFailed`'s answer: the sink's end, when its owner
 * ended it and the read was given up for that), noting in `state` a read that failed by
 * itself.
 */
function readFailedHere(
  readFailed: (error: unknown) => unknown,
  e: unknown,
  state: { readFailed: boolean } | undefined,
): unknown {
  const failure = readFailed(e);
  if (state && failure === e && !(e instanceof DOMException && e.name === "AbortError")) {
    state.readFailed = true;
  }
  return failure;
}

/** Size of each reused read buffer: a pipe holds 64 KiB, so a read never gets more. */
const BUFFER_BYTES = 64 * 1024;

function reusedBuffersPipe(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  signal: AbortSignal,
  tap?: ChunkTap,
): OutputPipe {
  let reader: ReadableStreamBYOBReader;
  try {
    reader = source.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream (a remote agent's lines): piped as it is, still shown to the tap.
    return pipeOutput(source, sink, signal, false, tap);
  }
  const state = { writing: false, lastProgressAt: Date.now(), readFailed: false };
  const finish = new AbortController();
  return {
    done: pumpReusingBuffers(reader, sink.getWriter(), signal, state, tap, finish.signal),
    waitingOnClient: () => state.writing,
    lastProgressAt: () => state.lastProgressAt,
    failedReading: () => state.readFailed,
    finish: () => finish.abort(new OutputFinished()),
  };
}

/**
 * Reads the peer's output into one of two reused buffers while the other is being written,
 * instead of a fresh 64 KiB buffer per read (pipeTo's default reader): fewer allocations,
 * a flat RSS, and a read that overlaps the previous write. Ends like `pipeTo`: closes the
 * sink at end of input; on a read error aborts the sink, on a write error cancels the
 * source, on `signal` does both; rejects in those three cases.
 */
function pumpReusingBuffers(
  reader: ReadableStreamBYOBReader,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  signal: AbortSignal,
  state: { writing: boolean; lastProgressAt: number; readFailed: boolean },
  tap?: ChunkTap,
  finish?: AbortSignal,
): Promise<void> {
  const free = [new ArrayBuffer(BUFFER_BYTES), new ArrayBuffer(BUFFER_BYTES)];
  const ended = endingLikePipeTo(
    reader,
    writer,
    signal,
    async (writer, readFailed) => {
      let writing: Promise<void> = Promise.resolve();
      while (true) {
        if (signal.aborted) throw signal.reason;
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          // A buffer is free here: the write before the one in flight has handed its back.
          chunk = await reader.read(new Uint8Array(free.pop()!));
        } catch (e) {
          throw readFailedHere(readFailed, e, state);
        }
        if (signal.aborted) throw signal.reason;
        if (chunk.done) break;
        const bytes = chunk.value;
        tap?.(bytes);
        await writing; // at most one write in flight
        state.writing = true;
        writing = writer.write(bytes).then(
          () => {
            state.writing = false;
            state.lastProgressAt = Date.now();
            free.push(bytes.buffer as ArrayBuffer);
          },
          (e) => {
            reader.cancel(e).catch(() => {}); // like pipeTo: a sink error ends the read now
            throw e;
          },
        );
        writing.catch(() => {}); // awaited on the next turn: never an unhandled rejection
      }
      await writing;
    },
    undefined,
    false,
    finish,
  );
  return ended.then(() => {});
}
