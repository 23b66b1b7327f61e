/**
 * The messages between the transcript recorder (`transcript_recorder.ts`) and its worker
 * (`recorder_worker.ts`).
 *
 * @module
 */

/** What the main thread sends. */
export type RecorderMessage =
  | { kind: "open"; path: string }
  | { kind: "bytes"; from: string; to: string; ts: number; chunk: Uint8Array }
  | { kind: "gap"; from: string; to: string; ts: number; lineEnds: number; midLine: boolean }
  | { kind: "event"; line: string }
  | { kind: "close"; ts: number };

/** What the worker answers. */
export type RecorderReply =
  | { kind: "ack"; bytes: number }
  | { kind: "failed"; message: string }
  | { kind: "closed"; dropped: number };
