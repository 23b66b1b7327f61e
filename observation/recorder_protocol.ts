/**
 * How the transcript recorder (`ring_recorder.ts`) and its worker (`recorder_worker.ts`)
 * talk: one `start` message hands the worker the file's path and a record ring
 * (`record_ring.ts`); from then on everything the recorder sees goes through the ring, in
 * order, as records of the kinds below; the worker answers with messages.
 *
 * Records (`tag` and `value` are the ring's header fields):
 * - {@linkcode DIRECTION}: declares direction number `tag`; the payload is the JSON text of
 *   `[from, to]`. Precedes every other record of that direction.
 * - {@linkcode BYTES}: a chunk forwarded in direction `tag` at `value` (seconds); the payload
 *   is the chunk.
 * - {@linkcode GAP} / {@linkcode GAP_MID_LINE}: chunks of direction `tag` were dropped, with
 *   `value` line ends in them; the last one ended at a line end, or mid-line (payload: their
 *   byte count, a Float64, when known).
 * - {@linkcode EVENT}: an own event line at `value` (seconds; payload: its UTF-8 text, LF
 *   included).
 *
 * Records come from more than one thread (the recorder's, and splice workers that record
 * what they move through a `RingTapWriter`), each with its own clock reading: the worker
 * writes a record's timestamp no earlier than the last one it wrote.
 * - {@linkcode LOST}: `value` own events were too big for the ring: count them as dropped.
 * - {@linkcode END}: direction `tag` ended at `value` (seconds): a line it holds without a
 *   final LF is a frame now, recorded there (not later, after what answered it).
 * - {@linkcode CUT}: direction `tag` stopped at `value` (seconds) before its sender's end (the
 *   receiver went away, the session ended): a line it holds without a final LF is not a
 *   frame; a `dropped` event says so.
 * - {@linkcode CLOSE}: the end, at `value` (seconds).
 *
 * Control words (indices into the ring's control `Int32Array`): the ring's own first
 * ({@linkcode RING_USED} and the reader's sleeping flag), then {@linkcode QUEUED} (chunk bytes handed over and not yet written: the recorder's
 * bound), {@linkcode FAILED} (set by the worker when it cannot record: the recorder stops
 * handing over), {@linkcode ABANDONED} (set by the recorder when it stops waiting for the
 * worker: the worker stops).
 *
 * @module
 */

import { RING_CONTROL_WORDS, type RingMemory } from "../transport/record_ring.ts";

export { RING_USED } from "../transport/record_ring.ts";

/** Record kind: a direction's parties. */
export const DIRECTION = 1;
/** Record kind: a forwarded chunk. */
export const BYTES = 2;
/** Record kind: dropped chunks whose last one ended at a line end. */
export const GAP = 3;
/** Record kind: dropped chunks whose last one ended mid-line. */
export const GAP_MID_LINE = 4;
/** Record kind: an own event line. */
export const EVENT = 5;
/** Record kind: the end. */
export const CLOSE = 6;
/** Record kind: `value` own events could not be handed over (too big for the ring). */
export const LOST = 7;
/** Record kind: a direction's bytes ended. */
export const END = 8;
/** Record kind: a direction's bytes stopped before their sender's end. */
export const CUT = 9;

/** Control word: chunk bytes handed over and not yet written. */
export const QUEUED = RING_CONTROL_WORDS;
/** Control word: 1 once the worker cannot record. */
export const FAILED = RING_CONTROL_WORDS + 1;
/** Control word: 1 once the recorder no longer waits for the worker. */
export const ABANDONED = RING_CONTROL_WORDS + 2;
/** How many control words the recorder's ring has. */
export const CONTROL_WORDS = RING_CONTROL_WORDS + 3;

/** What the main thread sends, once. */
export interface StartMessage {
  /** Discriminant. */
  kind: "start";
  /** The transcript file. */
  path: string;
  /** Whether the file must be new (nothing at `path` yet). */
  createNew: boolean;
  /** The record ring. */
  ring: RingMemory;
}

/** What the worker answers. */
export type RecorderReply =
  | { kind: "loaded" }
  | { kind: "opened" }
  | { kind: "failed"; message: string }
  | { kind: "closed"; dropped: number };
