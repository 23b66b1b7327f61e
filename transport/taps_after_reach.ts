/**
 * What a dialled peer is sent, seen only once it was reached: until its `reached` settles,
 * the client -> peer taps are held (the bytes copied, in order); when it resolves they are
 * told, then every later chunk at once; when it rejects they are dropped, since nothing
 * reached a peer that never was (a transcript records no request as sent to it).
 *
 * @module
 */

import type { ChunkTap } from "./byte_pipes.ts";

/** The client -> peer taps of a copy path. */
export interface UpTaps {
  /** Sees each chunk forwarded to the peer. */
  readonly tapUp?: ChunkTap;
  /** Told when the client's input has ended. */
  readonly endUp?: () => void;
}

/**
 * `taps`, held until `reached` settles: told then in order, or dropped when it rejects.
 *
 * @param reached The dialled peer's `reached`.
 * @param taps The taps to hold.
 * @returns Taps to give the pipes instead.
 *
 * @example Chunks sent before the peer was reached are seen once it is
 * ```ts
 * import { tapsAfterReach } from "./taps_after_reach.ts";
 * const dial = Promise.withResolvers<void>();
 * const seen: string[] = [];
 * const taps = tapsAfterReach(dial.promise, {
 *   tapUp: (c) => seen.push(new TextDecoder().decode(c)),
 * });
 * taps.tapUp!(new TextEncoder().encode("a\n"));
 * console.log(seen.length); // 0
 * dial.resolve();
 * await dial.promise;
 * console.log(seen); // ["a\n"]
 * ```
 */
export function tapsAfterReach(reached: Promise<void>, taps: UpTaps): UpTaps {
  if (taps.tapUp === undefined && taps.endUp === undefined) return taps;
  let held: (() => void)[] | null = [];
  let dropped = false;
  reached.then(() => {
    const told = held ?? [];
    held = null;
    for (const tell of told) tell();
  }, () => {
    held = null;
    dropped = true;
  });
  const tapUp = taps.tapUp;
  const endUp = taps.endUp;
  return {
    tapUp: tapUp && ((chunk) => {
      if (held === null) {
        if (!dropped) tapUp(chunk);
        return;
      }
      const copy = chunk.slice(); // the pipe may reuse its buffer
      held.push(() => tapUp(copy));
    }),
    endUp: endUp && (() => {
      if (held === null) {
        if (!dropped) endUp();
        return;
      }
      held.push(endUp);
    }),
  };
}
