/**
 * The transcript recorder's worker thread (see `ring_recorder.ts`): it reads the
 * records the forwarding thread puts in the shared ring (`recorder_protocol.ts`), splits each
 * direction's bytes into lines, builds each line's events as bytes (`event_bytes.ts`) and
 * appends them to the transcript file, so none of that work runs on the thread that forwards
 * the bytes.
 *
 * The loop: take every record waiting (up to {@linkcode BATCH_BYTES}), write the events they
 * gave with one synchronous write, then give their ring space and their bytes back to the
 * forwarding thread's bound; with nothing waiting, block until the next record. Blocking is
 * this thread's job: the forwarding thread never waits for it, and never hears from it but
 * `failed` and `closed`.
 *
 * Invariants: each line becomes its events exactly once, in arrival order; a line broken by a
 * gap is never recorded in part: it counts as one dropped event, as does each line that ended
 * inside a dropped chunk; a `dropped` event (the count since the last one) precedes the first
 * frame event after a loss; the file is written in order and closed at the end. Bytes count
 * against the bound until the events of their lines are written, a line's bytes held while it
 * is unfinished included, so a slow file (a FIFO read slowly) makes the forwarding thread drop
 * events, never this thread's memory grow.
 *
 * @module
 */

/// <reference lib="deno.worker" />

import { indexOfByte } from "../transport/byte_search.ts";
import { SimdScan } from "../jsonrpc/simd_scan.ts";
import { appendFrameEvents, EventBuffer, EventDirection } from "./event_bytes.ts";
import { cutLine, isBlank, ownEvent, timestampText } from "./transcript_events.ts";
import { RingReader } from "../transport/record_ring.ts";
import {
  ABANDONED,
  BYTES,
  CLOSE,
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
  type StartMessage,
} from "./recorder_protocol.ts";

const LF = 0x0a;

/** Ring bytes taken in before their events are written and the space is given back. */
const BATCH_BYTES = 256 * 1024;
/** How long one wait for a record lasts before the loop looks at {@linkcode ABANDONED} again. */
const WAIT_MS = 1_000;
/**
 * While records keep coming, the worker naps this long between batches instead of being woken
 * by each record: the forwarding thread then pays no wake-up per chunk, and events are built
 * and written a batch at a time.
 */
const NAP_MS = 1;
/** While records keep coming, events wait in memory at most this long before they are written. */
const FLUSH_MS = 10;
/** ... or until this many bytes of events are waiting. */
const FLUSH_BYTES = 64 * 1024;

/** One direction's parties and its unfinished line. */
class Direction {
  readonly parties: EventDirection;
  /** The unfinished line's bytes: `pending[0, held)`. */
  pending = new Uint8Array(0);
  held = 0;
  /** Bytes of a line broken by a gap are being skipped up to its end. */
  discarding = false;

  constructor(from: string, to: string) {
    this.parties = new EventDirection(from, to);
  }

  hold(bytes: Uint8Array, start: number, end: number): void {
    const need = this.held + end - start;
    if (need > this.pending.length) {
      const bigger = new Uint8Array(Math.max(need, this.pending.length * 2, 4096));
      bigger.set(this.pending.subarray(0, this.held));
      this.pending = bigger;
    }
    this.pending.set(bytes.subarray(start, end), this.held);
    this.held = need;
  }

  /** Forgets the unfinished line (and memory grown for a long one). */
  drop(): void {
    this.held = 0;
    if (this.pending.length > 1 << 20) this.pending = new Uint8Array(0);
  }
}

/** The WebAssembly scans: line ends and the scanner's string skip (null without SIMD). */
const simd = SimdScan.forThisThread();

const decoder = new TextDecoder();
const out = new EventBuffer();
const directions: Direction[] = [];
let file: Deno.FsFile | null = null;
let control: Int32Array;
/** Chunk bytes taken since the last release, and bytes of unfinished lines at that time. */
let takenBytes = 0;
let heldAtRelease = 0;
/** Events dropped in all, and since the last `dropped` event was written. */
let dropped = 0;
let unreported = 0;
let failed = false;
/** When events were last written. */
let flushedAt = 0;
/** The latest timestamp written: records from several threads never make `ts` go back. */
let lastTs = 0;

/** `ts`, or the latest timestamp written when that is later. */
function inOrder(ts: number): number {
  return lastTs = Math.max(lastTs, ts);
}

/** An own event's line, its timestamp moved up to the latest written when that is later. */
function ownEventInOrder(line: Uint8Array, ts: number): Uint8Array | string {
  if (ts >= lastTs) {
    lastTs = ts;
    return line;
  }
  return decoder.decode(line.slice()).replace(TS_FIELD, (_, head) => head + timestampText(lastTs));
}

/** An own event's `ts` field, always its second (`ownEvent`). */
const TS_FIELD = /^(\{"type":"[^"]*","ts":)[^,}]*/;

function lose(count: number): void {
  dropped += count;
  unreported += count;
}

/** Appends a frame's events, after a `dropped` event for what was lost before them. */
function frame(d: Direction, ts: number, line: Uint8Array): void {
  if (!isBlank(line)) reportLost(ts);
  appendFrameEvents(out, line, ts, d.parties);
}

/** A `dropped` event for what was lost since the last one, where the next event goes. */
function reportLost(ts: number): void {
  if (unreported === 0) return;
  out.appendText(ownEvent("dropped", ts, { count: unreported }));
  unreported = 0;
}

/** Takes a chunk's lines: through the WebAssembly scans' memory, a piece at a time, if any. */
function takeChunk(d: Direction, ts: number, chunk: Uint8Array): void {
  if (simd === null) return take(d, ts, chunk);
  for (let at = 0; at < chunk.length; at += simd.capacity) {
    take(d, ts, simd.load(chunk.subarray(at, at + simd.capacity)));
  }
}

function lineEnd(bytes: Uint8Array, from: number): number {
  return simd !== null ? simd.lineEnd(bytes, from) : indexOfByte(bytes, LF, from);
}

function take(d: Direction, ts: number, chunk: Uint8Array): void {
  let start = 0;
  for (let lf = lineEnd(chunk, 0); lf >= 0; lf = lineEnd(chunk, start)) {
    if (d.discarding) {
      d.discarding = false;
      lose(1);
    } else if (d.held === 0) {
      frame(d, ts, chunk.subarray(start, lf));
    } else {
      d.hold(chunk, start, lf);
      frame(d, ts, d.pending.subarray(0, d.held));
    }
    d.drop();
    start = lf + 1;
  }
  if (start < chunk.length && !d.discarding) d.hold(chunk, start, chunk.length);
}

function gap(d: Direction, lineEnds: number, midLine: boolean): void {
  // Each line that ended inside the dropped chunks is lost (one begun before them included).
  d.drop();
  lose(lineEnds);
  // The last chunk ended mid-line: that line goes on in the bytes to come; skip to its end.
  d.discarding = midLine;
}

/**
 * Writes the events built so far, then gives back the ring space of the records read and
 * the bound's share of the bytes whose lines are done. A failing file stops recording once,
 * loudly.
 */
function flush(ring: RingReader): void {
  if (out.length > 0 && file !== null && !failed) {
    const bytes = out.view();
    let at = 0;
    try {
      while (at < bytes.length) at += file.writeSync(bytes.subarray(at));
    } catch (e) {
      // The cut-back first: its own failure is said in the one failure line there is.
      const cut = cutPartialLine(file, bytes.subarray(0, at));
      fail(`writing the transcript failed: ${(e as Error).message}${cut}`);
    }
  }
  out.clear();
  flushedAt = performance.now();
  ring.release();
  let held = 0;
  for (const d of directions) held += d.held;
  // Never negative: bytes held now were taken since the last release, or held then.
  const done = takenBytes - (held - heldAtRelease);
  if (done !== 0) Atomics.sub(control, QUEUED, done);
  takenBytes = 0;
  heldAtRelease = held;
}

/**
 * A write that failed part way (a full disk) may have left part of an event: a regular file
 * is cut back to its last whole line, so that it stays JSON Lines.
 *
 * @returns "" or, when the cut-back failed, why, to add to the failure's message.
 */
function cutPartialLine(out: Deno.FsFile, written: Uint8Array): string {
  const partial = written.length - (written.lastIndexOf(LF) + 1);
  if (partial === 0) return "";
  try {
    const { isFile, size } = out.statSync();
    if (isFile && size >= partial) out.truncateSync(size - partial);
    return "";
  } catch (e) {
    return `; its last line is cut, and cutting it back failed: ${(e as Error).message}`;
  }
}

function fail(message: string): void {
  if (failed) return;
  failed = true;
  Atomics.store(control, FAILED, 1);
  self.postMessage({ kind: "failed", message } satisfies RecorderReply);
}

/** Lines without a final LF are frames too (ROUTING §0): each direction's is recorded now. */
function endLines(ts: number): void {
  for (const d of directions) endLine(d, ts);
}

/** The direction ended: a line it holds without a final LF is a frame, recorded now. */
function endLine(d: Direction, ts: number): void {
  if (d.discarding) lose(1);
  else if (d.held > 0) frame(d, ts, d.pending.subarray(0, d.held));
  d.drop();
  d.discarding = false;
}

/**
 * The direction stopped before its sender's end: a line it holds without a final LF is not a
 * frame, and a `dropped` event says where it was cut (one broken by a gap is counted lost, as
 * it would have been at its end).
 */
function cutOff(d: Direction, ts: number): void {
  if (d.discarding) lose(1);
  else if (d.held > 0) {
    reportLost(ts);
    out.appendText(cutLine(d.held, ts, d.parties.from, d.parties.to));
  }
  d.drop();
  d.discarding = false;
}

/** The end: the lines without a final LF, then the last count. */
function finish(ts: number): void {
  endLines(ts);
  reportLost(ts);
}

/**
 * The session's last own event (`agent_exit`: both directions have ended by then): a last
 * line without LF is recorded before it, where it crossed, not after it at the close.
 */
const SESSION_END = new TextEncoder().encode(`{"type":"agent_exit",`);

function isSessionEnd(line: Uint8Array): boolean {
  if (line.length < SESSION_END.length) return false;
  for (let i = 0; i < SESSION_END.length; i++) if (line[i] !== SESSION_END[i]) return false;
  return true;
}

/** Reads records until the end (or until the recorder stops waiting), then closes the file. */
function run(ring: RingReader): void {
  /** Records were read since the ring was last found empty. */
  let busy = false;
  for (;;) {
    const kind = ring.next();
    if (kind === 0) {
      if (busy) {
        // More are likely on the way: let them gather (the writer does not wake a nap).
        busy = false;
        if (out.length >= FLUSH_BYTES || performance.now() - flushedAt >= FLUSH_MS) flush(ring);
        ring.nap(NAP_MS);
        continue;
      }
      flush(ring);
      if (Atomics.load(control, ABANDONED) === 1) break;
      ring.wait(WAIT_MS);
      continue;
    }
    busy = true;
    if (kind === BYTES) {
      takenBytes += ring.length;
      if (!failed) takeChunk(directions[ring.tag], inOrder(ring.value), ring.payload());
    } else if (kind === GAP || kind === GAP_MID_LINE) {
      gap(directions[ring.tag], ring.value, kind === GAP_MID_LINE);
    } else if (kind === EVENT) {
      if (isSessionEnd(ring.payload())) endLines(inOrder(ring.value));
      reportLost(inOrder(ring.value)); // what was lost before this event, counted before it
      const line = ownEventInOrder(ring.payload(), ring.value);
      if (typeof line === "string") out.appendText(line);
      else out.appendBytes(line);
    } else if (kind === LOST) {
      lose(ring.value);
    } else if (kind === END) {
      endLine(directions[ring.tag], inOrder(ring.value));
    } else if (kind === CUT) {
      cutOff(directions[ring.tag], inOrder(ring.value));
    } else if (kind === DIRECTION) {
      const [from, to] = JSON.parse(decoder.decode(ring.payload().slice()));
      directions[ring.tag] = new Direction(from, to);
    } else if (kind === CLOSE) {
      finish(inOrder(ring.value));
      flush(ring);
      break;
    }
    if (ring.taken >= BATCH_BYTES) flush(ring);
  }
  file?.close();
  file = null;
  self.postMessage({ kind: "closed", dropped } satisfies RecorderReply);
}

// Its modules are loaded: said once, for a recorder that waits for it (loaded from a URL).
self.postMessage({ kind: "loaded" } satisfies RecorderReply);

self.onmessage = (event: MessageEvent<StartMessage>) => {
  const { path, createNew, ring } = event.data;
  control = new Int32Array(ring.control);
  try {
    // Blocks until a FIFO has a reader: only this thread waits, the bound holds meanwhile.
    // Appended to, so a copy-and-truncate rotation leaves no hole; a file that was there is
    // emptied first.
    file = createNew
      ? Deno.openSync(path, { append: true, createNew: true, mode: 0o600 })
      : Deno.openSync(path, { append: true, create: true, mode: 0o600 });
    if (!createNew && file.statSync().isFile) file.truncateSync(0);
    self.postMessage({ kind: "opened" } satisfies RecorderReply);
  } catch (e) {
    fail(`cannot open the transcript: ${(e as Error).message}`);
  }
  run(new RingReader(ring));
};
