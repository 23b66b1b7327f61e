/**
 * Two connected in-memory byte-stream ends, like a socket pair.
 *
 * @module
 */

import { busyTurns } from "../async/busy_turns.ts";
import type { DuplexStream } from "../transport/duplex.ts";
import { shownValue } from "../log/shown_value.ts";

/** The most bytes a direction may buffer unread: 2^31 - 1. */
const MAX_HIGH_WATER_MARK = 2 ** 31 - 1;

/** Options of {@linkcode duplexPair}. */
export interface DuplexPairOptions {
  /**
   * Bytes each direction buffers unread: a write resolves once its bytes are buffered;
   * while `highWaterMark` or more bytes wait unread, the next write stays pending until the
   * other end reads (the writer's `ready` does not wait: await each write). An integer from
   * 0 (every write waits for a read) to 2^31 - 1.
   *
   * @default {65536}
   */
  highWaterMark?: number;
}

/**
 * Makes two connected byte-stream ends: what one end writes, the other reads, byte for
 * byte, in order. Each direction has backpressure, as a pipe has: a write resolves once
 * buffered, and once `highWaterMark` unread bytes wait, the next write stays pending until
 * the other end reads. Closing one end's `writable` ends the
 * other end's `readable`; cancelling a `readable` errors the other end's `writable`. A writer
 * that keeps its reader busy lets the event loop turn every 20 ms or so, so timers still fire
 * (a bound, a stop) while two in-memory ends talk. Every
 * chunk is copied, so a writer may reuse its buffer once a write resolved. Each end is a
 * {@linkcode DuplexStream}, so it serves as a router's client or as a `Connection`.
 *
 * @param options The buffer size of each direction.
 * @returns The two ends.
 * @throws {RangeError} When `highWaterMark` is not an integer from 0 to 2^31 - 1.
 *
 * @example Send bytes from one end to the other
 * ```ts
 * import { duplexPair } from "./duplex_pair.ts";
 * const [left, right] = duplexPair();
 * const writer = left.writable.getWriter();
 * await writer.write(new TextEncoder().encode("ping\n"));
 * await writer.close();
 * console.log(await new Response(right.readable).text()); // "ping\n"
 * ```
 */
export function duplexPair(options: DuplexPairOptions = {}): [DuplexStream, DuplexStream] {
  const highWaterMark = options.highWaterMark ?? 65_536;
  if (
    typeof highWaterMark !== "number" || !Number.isInteger(highWaterMark) || highWaterMark < 0 ||
    highWaterMark > MAX_HIGH_WATER_MARK
  ) {
    throw new RangeError(
      `duplexPair: highWaterMark must be an integer from 0 to ${MAX_HIGH_WATER_MARK} bytes ` +
        `(got ${shownValue(highWaterMark)})`,
    );
  }
  const pipe = (): TransformStream<Uint8Array, Uint8Array> => {
    // Two in-memory ends run on promise reactions alone: a writer that floods its reader
    // would never let the event loop turn, and no timer (a bound, a stop) would fire.
    const turn = busyTurns();
    return new TransformStream<Uint8Array, Uint8Array>(
      {
        transform: (chunk, controller) => {
          controller.enqueue(chunk.slice());
          return turn(chunk.length);
        },
      },
      // A write resolves once its bytes are buffered, as a pipe's write does; past
      // highWaterMark buffered bytes the next write waits for a read (`ready` does not).
      new ByteLengthQueuingStrategy({ highWaterMark: 1 }),
      new ByteLengthQueuingStrategy({ highWaterMark }),
    );
  };
  const leftToRight = pipe();
  const rightToLeft = pipe();
  return [
    { readable: rightToLeft.readable, writable: leftToRight.writable },
    { readable: leftToRight.readable, writable: rightToLeft.writable },
  ];
}
