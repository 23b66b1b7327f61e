/**
 * The reading side of a recording pump (`fd_pump.ts`): a worker thread
 * (`tee_reader_worker.ts`) drains what the pump teed into the recorder's pipe as soon as it
 * arrives, and hands it here in batches, with each gap (bytes the pump moved while the
 * recorder was behind) at the point of the stream where it happened; here they are shown to
 * the direction's taps, in order. The forwarding never waits for any of it.
 *
 * @module
 */

import type { ChunkTap, GapTap } from "../byte_pipes.ts";
import type { PumpEnd } from "./fd_pump.ts";
import { openLibc } from "./libc.ts";

/**
 * Most bytes the reader holds for the main thread before it counts what it reads as a gap
 * instead: 32 MiB, the transcript recorder's own bound.
 */
export const MAX_HELD_BYTES = 32 * 1024 * 1024;

/** What the main thread sends the reader. @internal */
export interface TeeReaderStart {
  /** The recorder's pipe (read end). */
  fd: number;
  /** The pump's gap queue. */
  gaps: SharedArrayBuffer;
  /** One Int32: 1 while a batch is with the main thread, which stores 0 once it took it. */
  taken: SharedArrayBuffer;
  /** {@linkcode MAX_HELD_BYTES}. */
  maxHeldBytes: number;
}

/** Recorded bytes, or a gap: its line ends, whether it ended mid-line, its bytes. @internal */
export type TeeItem = Uint8Array | { lineEnds: number; midLine: boolean; bytes: number };

/** What the reader sends: items in stream order; `end` on the last batch. @internal */
export interface TeeBatch {
  items: TeeItem[];
  end: boolean;
}

/** A reader thread, started ahead of its pump so that it is running when bytes arrive. */
export interface TeeReader {
  /** Settles once the thread runs (rejects when it cannot start). */
  readonly ready: Promise<void>;
  /**
   * Reads a recording pump's pipe to its end (then closes it), showing every recorded chunk
   * to `see` (only valid during the call) and every gap to `missed`, in stream order.
   *
   * @param recording The pump's read end and gap queue.
   * @param pumped Settles with how the pump ended (for its last gap).
   * @param see Shown every recorded chunk.
   * @param missed Told of every gap: its line ends, whether it ended mid-line, its bytes.
   * @returns Settles once everything has been shown.
   * @throws When the pipe cannot be read.
   */
  read(
    recording: { fd: number; gaps: SharedArrayBuffer },
    pumped: Promise<PumpEnd>,
    see: ChunkTap,
    missed: GapTap,
  ): Promise<void>;
  /** Ends a thread that was never given a pipe. */
  cancel(): void;
}

/**
 * Starts a reader thread for a recording pump still to come.
 *
 * @param maxHeldBytes Most bytes held for this thread before more are counted as a gap.
 * @returns The reader.
 *
 * @example
 * ```ts ignore
 * import { teeReader } from "./tee_reader.ts";
 * const reader = teeReader();
 * await reader.ready;
 * const pump = startFdPump(0, childInput, 2000, true)!;
 * await reader.read(pump.recording!, pump.done, (chunk) => seen(chunk), (lines) => lost(lines));
 * ```
 */
export function teeReader(maxHeldBytes: number = MAX_HELD_BYTES): TeeReader {
  const worker = new Worker(new URL("./tee_reader_worker.ts", import.meta.url).href, {
    type: "module",
  });
  const taken = new Int32Array(new SharedArrayBuffer(4));
  let onBatch: (batch: TeeBatch) => void = () => {};
  let failed: (e: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<TeeBatch | "ready">) => {
      if (event.data === "ready") resolve();
      else onBatch(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`the recorder's pipe reader failed: ${event.message}`);
      reject(error);
      failed(error);
    };
  });
  ready.catch(() => {}); // also reported by read()
  return {
    ready,
    cancel: () => worker.terminate(),
    async read(recording, pumped, see, missed) {
      const libc = openLibc(CLOSE);
      try {
        await new Promise<void>((resolve, reject) => {
          failed = reject;
          onBatch = (batch) => {
            for (const item of batch.items) {
              if (item instanceof Uint8Array) see(item);
              else missed(item.lineEnds, item.midLine, item.bytes);
            }
            Atomics.store(taken, 0, 0);
            Atomics.notify(taken, 0);
            if (batch.end) resolve();
          };
          ready.catch(reject);
          worker.postMessage(
            {
              fd: recording.fd,
              gaps: recording.gaps,
              taken: taken.buffer as SharedArrayBuffer,
              maxHeldBytes,
            } satisfies TeeReaderStart,
          );
        });
        const last = (await pumped).unrecorded;
        if (last !== undefined) missed(last.lineEnds, last.midLine, last.bytes);
      } finally {
        worker.terminate();
        // Closed: a pump still teeing gets EPIPE and counts from then on.
        libc?.symbols.close(recording.fd);
        libc?.close();
      }
    },
  };
}

const CLOSE = { close: { parameters: ["i32"], result: "i32" } } as const;
