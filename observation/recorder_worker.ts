/**
 * The transcript recorder's worker thread (see `transcript_recorder.ts`): it splits each
 * direction's bytes into lines, turns each line into events (`transcript_events.ts`), and
 * appends them to the transcript file, so none of that work runs on the thread that forwards
 * the bytes.
 *
 * Messages in: `open` (the path), `bytes` (a direction, a timestamp, a chunk it may keep),
 * `gap` (the main thread dropped a chunk of that direction with N line ends in it),
 * `event` (an own event line), `close`. Out: `ack` (bytes taken off the main thread's
 * account), `failed` (a message), `closed`.
 *
 * Invariants: each line becomes its events exactly once, in arrival order; a line broken by a
 * gap is never recorded in part: it counts as one dropped event, as does each line that ended
 * inside a dropped chunk; the file is written in order and closed on `close`.
 *
 * @module
 */

/// <reference lib="deno.worker" />

import { frameEvents, ownEvent } from "./transcript_events.ts";
import type { RecorderMessage, RecorderReply } from "./recorder_protocol.ts";

/** One direction's unfinished line. */
interface Direction {
  pending: Uint8Array[];
  /** Bytes of a line broken by a gap are being skipped up to its end. */
  discarding: boolean;
}

const encoder = new TextEncoder();
const directions = new Map<string, Direction>();
let file: Deno.FsFile | null = null;
let opening: Promise<void> = Promise.resolve();
let writing: Promise<void> = Promise.resolve();
let out: string[] = [];
/** Bytes taken in, and bytes acknowledged (their lines written, or dropped). */
let received = 0;
let acknowledged = 0;
/** Events dropped in all, and since the last `dropped` event was written. */
let dropped = 0;
let unreported = 0;
let failed = false;

/** Queues an event line, after a `dropped` event for what was lost before it. */
function emit(line: string, ts: number): void {
  if (unreported > 0) {
    out.push(ownEvent("dropped", ts, { count: unreported }));
    unreported = 0;
  }
  out.push(line);
}

function lose(count: number): void {
  dropped += count;
  unreported += count;
}

function direction(from: string, to: string): Direction {
  const key = `${from}\u0000${to}`;
  let d = directions.get(key);
  if (!d) directions.set(key, d = { pending: [], discarding: false });
  return d;
}

function take(from: string, to: string, ts: number, chunk: Uint8Array): void {
  const d = direction(from, to);
  let start = 0;
  for (let lf = chunk.indexOf(0x0a); lf >= 0; lf = chunk.indexOf(0x0a, start)) {
    const piece = chunk.subarray(start, lf);
    start = lf + 1;
    if (d.discarding) {
      d.discarding = false;
      d.pending = [];
      lose(1);
      continue;
    }
    const line = d.pending.length === 0 ? piece : join([...d.pending, piece]);
    d.pending = [];
    for (const event of frameEvents(line, ts, from, to)) emit(event, ts);
  }
  if (start < chunk.length && !d.discarding) d.pending.push(chunk.slice(start));
}

function gap(from: string, to: string, lineEnds: number, midLine: boolean): void {
  const d = direction(from, to);
  // Each line that ended inside the dropped chunk is lost (one begun before it included).
  d.pending = [];
  lose(lineEnds);
  // A chunk that ends mid-line: that line goes on in the bytes to come; skip to its end.
  d.discarding = midLine;
}

function join(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) all.set(p, (at += p.length) - p.length);
  return all;
}

/**
 * Writes what is queued, in order, then acknowledges the bytes behind it, so that the main
 * thread's bound counts everything not yet on its way to the file: a slow file (a FIFO read
 * slowly) makes the main thread drop events, never this worker's memory grow. A failing
 * file stops recording once, loudly.
 */
function flush(): Promise<void> {
  let held = 0;
  for (const d of directions.values()) for (const p of d.pending) held += p.length;
  const done = received - held;
  const text = out.join("");
  out = [];
  writing = writing.then(async () => {
    await opening;
    if (text !== "" && file !== null && !failed) {
      const bytes = encoder.encode(text);
      try {
        for (let at = 0; at < bytes.length;) at += await file.write(bytes.subarray(at));
      } catch (e) {
        fail(`writing the transcript failed: ${(e as Error).message}`);
      }
    }
    if (done > acknowledged) {
      self.postMessage({ kind: "ack", bytes: done - acknowledged } satisfies RecorderReply);
      acknowledged = done;
    }
  });
  return writing;
}

function fail(message: string): void {
  if (failed) return;
  failed = true;
  self.postMessage({ kind: "failed", message } satisfies RecorderReply);
}

self.onmessage = async (event: MessageEvent<RecorderMessage>) => {
  const message = event.data;
  switch (message.kind) {
    case "open":
      opening = Deno.open(message.path, { write: true, create: true, truncate: true, mode: 0o600 })
        .then((f) => void (file = f), (e) => fail(`cannot open the transcript: ${e.message}`));
      return;
    case "bytes":
      received += message.chunk.length;
      take(message.from, message.to, message.ts, message.chunk);
      break;
    case "gap":
      gap(message.from, message.to, message.lineEnds, message.midLine);
      break;
    case "event":
      out.push(message.line); // own events keep their own timestamps and order
      break;
    case "close": {
      // Lines without a final LF are frames too (ROUTING §0): record them.
      for (const [key, d] of directions) {
        if (d.discarding) lose(1);
        if (d.discarding || d.pending.length === 0) continue;
        const [from, to] = key.split("\u0000");
        for (const e of frameEvents(join(d.pending), message.ts, from, to)) emit(e, message.ts);
      }
      if (unreported > 0) out.push(ownEvent("dropped", message.ts, { count: unreported }));
      await flush();
      file?.close();
      self.postMessage({ kind: "closed", dropped } satisfies RecorderReply);
      return;
    }
  }
  flush();
};
