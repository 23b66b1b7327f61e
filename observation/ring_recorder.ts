/**
 * The transcript recorder behind {@linkcode startTranscript} (`transcript_recorder.ts`):
 * records a session's traffic as JSON Lines (`transcript_events.ts`) without ever slowing or
 * changing the forwarded bytes (ROUTING §1.4). Loaded only when a transcript is started.
 *
 * The thread that forwards a chunk only copies it into a ring in shared memory
 * (`../transport/record_ring.ts`) -- no allocation, no message: this thread for the chunks it is
 * shown, a splice worker for a direction it forwards itself (`share`, through
 * `../transport/ring_tap.ts`). A worker (`recorder_worker.ts`) splits lines, builds events and
 * writes the file. What has been handed over and not yet written is bounded
 * ({@linkcode TranscriptOptions.maxQueuedBytes}): when the recorder falls behind, whole chunks
 * are dropped by their writer, and the worker counts every line they broke as one dropped event
 * and writes `dropped` events. Nothing here is ever awaited by the forwarding code, and a
 * forwarded byte is never touched.
 *
 * Own events (`route`, `first_frame`, `agent_start`, `agent_exit`, `error`) go through the
 * same ring, so the file is in the order things were seen, `ts` never decreasing (the worker
 * keeps it so across the writers' clocks). They are never dropped for the bound: one that finds
 * the ring full waits here, in order, and goes before any later chunk this thread writes.
 *
 * @module
 */

import { ownEvent, type Party } from "./transcript_events.ts";
import type { RingSharingObserver } from "./session_observer.ts";
import {
  DEFAULT_MAX_QUEUED_BYTES,
  type OwnEvents,
  type TranscriptOptions,
  type TranscriptRecorder,
} from "./transcript_recorder.ts";
import {
  allocateRing,
  MAX_RING_BYTES,
  type RingMemory,
  RingWriter,
} from "../transport/record_ring.ts";
import { type RingTap, RingTapWriter } from "../transport/ring_tap.ts";
import { KEEP_WORKER_FILES, missingWorkerFile } from "../transport/worker_file.ts";
import { settlesWithin } from "../async/settles_within.ts";
import {
  ABANDONED,
  BYTES,
  CLOSE,
  CONTROL_WORDS,
  CUT,
  DIRECTION,
  END,
  EVENT,
  FAILED,
  GAP,
  GAP_MID_LINE,
  LOST,
  QUEUED,
  type RecorderReply,
  RING_USED,
  type StartMessage,
} from "./recorder_protocol.ts";
import { stackOf } from "../log/error_text.ts";

/** How often own events waiting for room in the ring, and the end, are tried again, in ms. */
const RETRY_MS = 5;
/** How long a close waits, once the worker is loaded, for its open of a FIFO to complete. */
const UNOPENED_FIFO_WAIT_MS = 500;
/**
 * The slowest rate (bytes per ms) a close's wait allows for the chunks still queued, on top of
 * `closeTimeoutMs`: 1 s per 4 MiB (a batch of 4 million entries is 8 MiB each way).
 */
const CLOSE_BYTES_PER_MS = 4 * 1024 * 1024 / 1000;

/** Records one session's traffic to a transcript file, through a ring and a worker. */
export class RingRecorder implements TranscriptRecorder, RingSharingObserver {
  /** Null when its module file is missing (the recorder has failed). */
  #worker: Worker | null;
  /** Time 0 of the transcript, on a clock every thread shares. */
  #originMs = performance.timeOrigin + performance.now();
  #memory: RingMemory;
  #ring: RingWriter;
  #control: Int32Array;
  #max: number;
  #closed = false;
  #closing: Promise<number> | undefined;
  #done: Promise<number>;
  /** Resolves once the recorder worker's modules are loaded (or it failed to start). */
  readonly loaded: Promise<void>;
  #closeTimeoutMs: number;
  /** Directions (their writers), by sender and receiver. */
  #directions = new Map<Party, Map<Party, RingTapWriter>>();
  #directionCount = 0;
  /** Records that must not be lost (directions, own events), waiting for room, in order. */
  #backlog: { kind: number; tag: number; value: number; payload: Uint8Array | null }[] = [];
  #retry: ReturnType<typeof setTimeout> | undefined;
  /** Settles `#done`: with the worker's count, or -1 when it failed. */
  #endDone: (dropped: number) => void = () => {};
  #failed = false;
  #onFailure: (message: string) => void;
  /** The transcript's path, and whether the worker has opened it. */
  readonly #path: string;
  #opened = false;

  /**
   * Starts the worker, which creates (mode 0600) or truncates `path`.
   *
   * @param path The transcript file.
   * @param options Bounds and the failure callback.
   */
  constructor(path: string, options: TranscriptOptions) {
    this.#max = Math.min(options.maxQueuedBytes ?? DEFAULT_MAX_QUEUED_BYTES, MAX_RING_BYTES / 2);
    this.#closeTimeoutMs = options.closeTimeoutMs ?? 5_000;
    this.#onFailure = options.onFailure ?? reportToStderr;
    this.#path = path;
    const ring = allocateRing(this.#max + (this.#max >> 3) + 64 * 1024, CONTROL_WORDS);
    this.#memory = ring;
    this.#ring = new RingWriter(ring);
    this.#control = new Int32Array(ring.control);
    const url = new URL("./recorder_worker.ts", import.meta.url);
    const missing = missingWorkerFile(url);
    this.#worker = missing === null ? new Worker(url.href, { type: "module" }) : null;
    let loaded!: () => void;
    this.loaded = new Promise<void>((resolve) => loaded = resolve);
    this.#done = new Promise<number>((resolve) => {
      this.#endDone = resolve;
      if (this.#worker === null) {
        // As a worker that failed to load, after the caller has its recorder.
        queueMicrotask(() => {
          this.#fail(
            `the transcript recorder cannot start: its worker file ${missing} is missing; ` +
              KEEP_WORKER_FILES,
          );
          loaded();
        });
        return;
      }
      this.#worker.onmessage = (event: MessageEvent<RecorderReply>) => {
        const reply = event.data;
        if (reply.kind === "loaded") loaded();
        else if (reply.kind === "opened") this.#opened = true;
        else if (reply.kind === "failed") this.#fail(reply.message);
        else resolve(reply.dropped);
      };
      this.#worker.onerror = (event) => {
        event.preventDefault();
        this.#fail(`the transcript recorder failed: ${event.message}`);
        loaded();
        resolve(0);
      };
    });
    this.#worker?.postMessage(
      { kind: "start", path, createNew: options.createNew ?? false, ring } satisfies StartMessage,
    );
  }

  /** Seconds since the recorder started. */
  now(): number {
    return (performance.timeOrigin + performance.now() - this.#originMs) / 1000;
  }

  /**
   * Copies `chunk`, forwarded from `from` to `to`, into the ring. Never blocks: when more
   * than the bound is waiting, the chunk is dropped and its broken lines counted.
   *
   * @param from Who sent the bytes.
   * @param to Who they went to.
   * @param chunk The bytes (not kept: they are copied).
   */
  bytes(from: Party, to: Party, chunk: Uint8Array): void {
    if (this.#closed || chunk.length === 0 || Atomics.load(this.#control, FAILED) === 1) return;
    const direction = this.#direction(from, to);
    direction.chunk(chunk, this.#handOver());
  }

  /**
   * Bytes forwarded from `from` to `to` that the recorder was not shown (a recording pump's
   * gap): counted like chunks dropped here.
   *
   * @param from Who sent the bytes.
   * @param to Who they went to.
   * @param lineEnds How many line ends they held.
   * @param endsMidLine Whether they ended mid-line.
   */
  missed(from: Party, to: Party, lineEnds: number, endsMidLine: boolean): void {
    if (this.#closed || Atomics.load(this.#control, FAILED) === 1) return;
    // Their byte count is not needed for the transcript: 0 (not known).
    this.#direction(from, to).missed(lineEnds, endsMidLine, 0);
    this.#handOver();
  }

  /**
   * The bytes from `from` to `to` ended: a line they left without a final LF is recorded
   * now, where it crossed.
   *
   * @param from Who sent the bytes.
   * @param to Who they went to.
   */
  ended(from: Party, to: Party): void {
    this.#mark(END, from, to);
  }

  /**
   * The bytes from `from` to `to` stopped before their sender's end (the receiver went away,
   * the session ended): a line they left without a final LF is not recorded as a frame; a
   * `dropped` event says where it was cut.
   *
   * @param from Who sent the bytes.
   * @param to Who they went to.
   */
  cut(from: Party, to: Party): void {
    this.#mark(CUT, from, to);
  }

  /** A direction's end or cut (`kind`), after what was dropped before it. */
  #mark(kind: typeof END | typeof CUT, from: Party, to: Party): void {
    if (this.#closed || Atomics.load(this.#control, FAILED) === 1) return;
    const direction = this.#direction(from, to);
    this.#queueGaps(); // what was dropped before it is counted before it
    this.#queue(kind, direction.tap.tag, this.now(), null);
    this.#handOver();
    this.#retryLater();
  }

  /**
   * The ring place of bytes forwarded from `from` to `to`, for a thread that forwards them
   * (a splice worker) to record them itself, with a {@linkcode RingTapWriter}: its chunks
   * then go to the recorder's worker without passing through this thread.
   *
   * @param from Who sends the bytes.
   * @param to Who they go to.
   * @returns The direction's ring tap, or null when the recorder cannot take it now (it is
   *   closed or failed, or the ring is too full to declare the direction first).
   */
  share(from: Party, to: Party): RingTap | null {
    if (this.#closed || Atomics.load(this.#control, FAILED) === 1) return null;
    const direction = this.#direction(from, to);
    return this.#handOver() ? direction.tap : null;
  }

  /**
   * Records one of the session's own events.
   *
   * @param type The event type.
   * @param fields Its fields.
   */
  event<K extends keyof OwnEvents>(type: K, fields: OwnEvents[K]): void {
    if (this.#closed || Atomics.load(this.#control, FAILED) === 1) return;
    const ts = this.now();
    // Bytes dropped before this event are counted before it: their gaps go first (the ring
    // takes the backlog before the gaps, and a session's end closes its lines).
    this.#queueGaps();
    const line = encoder.encode(ownEvent(type, ts, { ...fields }));
    // One that could never fit is lost, and counted like a dropped frame event.
    if (line.length > this.#ring.maxPayload) this.#queue(LOST, 0, 1, null);
    else this.#queue(EVENT, 0, ts, line);
    this.#handOver();
    this.#retryLater();
  }

  /** Whether the recorder failed (the file could not be opened or written). */
  get failed(): boolean {
    return this.#failed;
  }

  /** Whether the worker has opened the file (a FIFO: once its reader came). */
  get opened(): boolean {
    return this.#opened;
  }

  #fail(message: string): void {
    if (this.#failed) return;
    this.#failed = true;
    // It records nothing more: its worker (which would keep the process alive until close())
    // and its retries end now, for a caller that sees `failed` and lets it go.
    clearTimeout(this.#retry);
    this.#retry = undefined;
    this.#backlog.length = 0;
    this.#stopWorker();
    this.#endDone(-1); // a close() under way returns now, not at its timeout
    try {
      this.#onFailure(message);
    } catch (failure) {
      // Called from the worker's message or a timer: thrown on, it would end the process.
      reportToStderr(message);
      console.error(`acp-proxy: error: the transcript's onFailure failed too: ${stackOf(failure)}`);
    }
  }

  /**
   * Writes what is left (lines without a final LF, the final `dropped` count) and closes the
   * file; bounded by `closeTimeoutMs`.
   *
   * @param withinMs Wait at most this long, when shorter than `closeTimeoutMs`; only the
   *   first call's bound counts.
   * @returns How many events were dropped in all; -1 when the file is not complete (the
   *   recorder failed, or writing did not finish in time).
   */
  close(withinMs?: number): Promise<number> {
    if (withinMs !== undefined && !(typeof withinMs === "number" && withinMs >= 0)) {
      // Rejected, not thrown, as every failure of a promise-returning call (lib17: NaN was
      // taken as 0, with a TimeoutNaNWarning on stderr).
      return Promise.reject(
        new RangeError(`withinMs must be a number of milliseconds, 0 or more (got ${withinMs})`),
      );
    }
    if (!this.#closed) {
      this.#closed = true;
      clearTimeout(this.#retry);
      // What is still to be written lengthens the wait: a busy machine's worker takes seconds
      // over a batch of millions of entries (a healthy file was left incomplete at 5 s).
      const queued = Math.max(0, Atomics.load(this.#control, QUEUED));
      const forQueued = Math.ceil(queued / CLOSE_BYTES_PER_MS);
      const bound = Math.min(this.#closeTimeoutMs + forQueued, Math.max(0, withinMs ?? Infinity));
      this.#closing = this.#finish(this.now(), bound);
    }
    return this.#closing!;
  }

  async #finish(ts: number, boundMs: number): Promise<number> {
    if (this.#failed) return this.#abandon(); // its worker has ended: nothing to write
    const deadline = performance.now() + boundMs;
    // A FIFO nobody opened to read: its worker waits in its open, and nothing it holds can be
    // written. Waiting out closeTimeoutMs would hold the exit (a SIGTERM's too) for nothing;
    // a worker that has a reader is given time to load, then a moment to come to its open.
    if (!this.#opened && isFifo(this.#path)) {
      await settlesWithin(this.loaded, deadline - performance.now());
      const until = Math.min(performance.now() + UNOPENED_FIFO_WAIT_MS, deadline);
      while (!this.#opened && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
      if (!this.#opened) return this.#abandon();
    }
    while (!this.#handOver() || !this.#ring.write(CLOSE, 0, ts, null)) {
      if (performance.now() >= deadline) return this.#abandon();
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<number>((resolve) => {
      timer = setTimeout(() => resolve(-1), Math.max(0, deadline - performance.now()));
    });
    const dropped = await Promise.race([this.#done, late]);
    clearTimeout(timer);
    if (dropped < 0) return this.#abandon();
    this.#worker?.terminate();
    return this.#failed ? -1 : dropped;
  }

  /** Stops waiting: the worker stops at its next record or wait (it may be in a write). */
  #abandon(): number {
    this.#stopWorker();
    if (!this.#opened && !this.#failed) this.#endOpen();
    return -1;
  }

  /** Ends the worker: woken from its wait on the ring first (a terminate alone waits there). */
  #stopWorker(): void {
    Atomics.store(this.#control, ABANDONED, 1);
    Atomics.notify(this.#control, RING_USED);
    this.#worker?.terminate();
  }

  /**
   * A worker still in its open of a FIFO nobody reads cannot be terminated there, and its
   * thread would keep the process from exiting: the open is completed from this side, by a
   * reader that opens the FIFO and closes it at once (the worker then ends).
   */
  #endOpen(): void {
    if (!isFifo(this.#path)) return;
    Deno.open(this.#path, { read: true }).then((fifo) => fifo.close(), () => {});
  }

  #direction(from: Party, to: Party): RingTapWriter {
    let byTo = this.#directions.get(from);
    if (byTo === undefined) this.#directions.set(from, byTo = new Map());
    let writer = byTo.get(to);
    if (writer === undefined) {
      const tap: RingTap = {
        memory: this.#memory,
        tag: this.#directionCount++,
        originMs: this.#originMs,
        maxQueued: this.#max,
        kinds: { bytes: BYTES, gap: GAP, gapMidLine: GAP_MID_LINE, end: END },
        words: { queued: QUEUED, failed: FAILED },
      };
      byTo.set(to, writer = new RingTapWriter(tap));
      this.#queue(DIRECTION, tap.tag, 0, encoder.encode(JSON.stringify([from, to])));
    }
    return writer;
  }

  /** Moves every direction's pending gap to the backlog, in order after what is there. */
  #queueGaps(): void {
    for (const byTo of this.#directions.values()) {
      for (const writer of byTo.values()) {
        const gap = writer.takePending();
        if (gap !== null) this.#queue(gap.kind, gap.tag, gap.value, gap.payload);
      }
    }
  }

  #queue(kind: number, tag: number, value: number, payload: Uint8Array | null): void {
    this.#backlog.push({ kind, tag, value, payload });
  }

  /**
   * Moves the backlog, then the gaps, into the ring, as far as there is room.
   *
   * @returns Whether nothing is left waiting (a chunk may follow).
   */
  #handOver(): boolean {
    while (this.#backlog.length > 0) {
      const { kind, tag, value, payload } = this.#backlog[0];
      if (!this.#ring.write(kind, tag, value, payload)) return false;
      this.#backlog.shift();
    }
    for (const byTo of this.#directions.values()) {
      for (const writer of byTo.values()) if (!writer.flush()) return false;
    }
    return true;
  }

  /** Tries the backlog again soon: own events must reach the file while the session runs. */
  #retryLater(): void {
    if (this.#failed || this.#retry !== undefined || this.#backlog.length === 0) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#handOver();
      this.#retryLater();
    }, RETRY_MS);
  }
}

const encoder = new TextEncoder();

/** The default `onFailure`: one line on stderr. */
function reportToStderr(message: string): void {
  console.error(`acp-proxy: error: ${message}`);
}

/** Whether `path` is a FIFO (false when it is gone, or not ours to look at). */
function isFifo(path: string): boolean {
  try {
    return Deno.statSync(path).isFifo === true;
  } catch {
    return false;
  }
}
