/**
 * The reading side of a recording pump (`fd_pump.ts`): reads what the pump teed into the
 * recorder's pipe and shows it, in order, to the direction's tap, with each gap (bytes the
 * pump moved while the recorder was behind) told to the gap tap at the point of the stream
 * where it happened. Reads run on a runtime thread, so the event loop stays free; the
 * forwarding never waits for them.
 *
 * @module
 */

import type { ChunkTap, GapTap } from "../byte_pipes.ts";
import { GAP_FIELDS, GAP_QUEUE_CAPACITY, GAP_QUEUE_HEADER, type PumpEnd } from "./fd_pump.ts";
import { openLibc } from "./libc.ts";

/** Bytes read from the recorder's pipe at a time: what the pipe holds (1 MiB). */
const READ_BYTES = 1024 * 1024;
/**
 * A read smaller than this (64 KiB) is followed by a nap of {@linkcode NAP_MS}: the pipe
 * holds 256 tees whatever their size, so at 20,000 frames/s a reader may fall 12 ms behind
 * before frames go unrecorded, and a reader that does one read per frame (each a round trip
 * to a runtime thread) falls behind sooner than one that reads a millisecond's worth.
 */
const BATCH_BYTES = 64 * 1024;
/** How long a reader that got little waits before its next read, in ms. */
const NAP_MS = 1;

/**
 * Reads the recorder's pipe `fd` to its end, then closes it.
 *
 * @param recording The pump's read end and gap queue.
 * @param pumped Settles with how the pump ended (for its last gap).
 * @param see Shown every recorded chunk (only valid during the call).
 * @param missed Told of every gap: its line ends, whether it ended mid-line, its bytes.
 * @returns Settles once everything recorded and every gap has been shown.
 * @throws When the pipe cannot be read.
 *
 * @example
 * ```ts ignore
 * import { readTees } from "./tee_reader.ts";
 * const pump = startFdPump(0, childInput, 2000, true)!;
 * await readTees(pump.recording!, pump.done, (chunk) => seen(chunk), (lines) => lost(lines));
 * ```
 */
export async function readTees(
  recording: { fd: number; gaps: SharedArrayBuffer },
  pumped: Promise<PumpEnd>,
  see: ChunkTap,
  missed: GapTap,
): Promise<void> {
  const libc = openLibc(READ);
  if (libc === null) throw new Error("libc is not available to read the recorder's pipe");
  const queue = new Int32Array(recording.gaps, 0, 2);
  const gaps = new Float64Array(recording.gaps, GAP_QUEUE_HEADER, GAP_QUEUE_CAPACITY * GAP_FIELDS);
  /** Shows the gaps at `at` or before; returns the offset of the next one (or Infinity). */
  const gapsUpTo = (at: number): number => {
    while (Atomics.load(queue, 0) > queue[1]) {
      const slot = (queue[1] % GAP_QUEUE_CAPACITY) * GAP_FIELDS;
      if (gaps[slot] > at) return gaps[slot];
      missed(gaps[slot + 1], gaps[slot + 2] === 1, gaps[slot + 3]);
      Atomics.store(queue, 1, queue[1] + 1);
    }
    return Infinity;
  };
  const buffer = new Uint8Array(READ_BYTES);
  let at = 0;
  try {
    while (true) {
      const got = Number(await libc.symbols.read(recording.fd, buffer, BigInt(READ_BYTES)));
      if (got === 0) break;
      if (got < 0) throw new Error("reading the recorder's pipe failed");
      for (let from = 0; from < got;) {
        const next = gapsUpTo(at);
        const to = Math.min(got, from + (next - at));
        see(buffer.subarray(from, to));
        at += to - from;
        from = to;
      }
      // A small read means frames arrive one by one: let a few gather before the next read,
      // instead of one read (a runtime-thread round trip) per frame.
      if (got < BATCH_BYTES) await new Promise((resolve) => setTimeout(resolve, NAP_MS));
    }
    gapsUpTo(at);
    const last = (await pumped).unrecorded;
    if (last !== undefined) missed(last.lineEnds, last.midLine, last.bytes);
  } finally {
    libc.symbols.close(recording.fd);
    libc.close();
  }
}

const READ = {
  read: { parameters: ["i32", "buffer", "usize"], result: "isize", nonblocking: true },
  close: { parameters: ["i32"], result: "i32" },
} as const;
