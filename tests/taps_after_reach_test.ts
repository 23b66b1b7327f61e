/**
 * `tapsAfterReach`: what a dialled peer is sent is seen once it was reached, in order, and
 * never when it could not be.
 *
 * @module
 */

import assert from "node:assert/strict";
import { tapsAfterReach } from "../transport/taps_after_reach.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

function recorder(): { seen: string[]; tapUp: (c: Uint8Array) => void; endUp: () => void } {
  const seen: string[] = [];
  return {
    seen,
    tapUp: (c) => seen.push(new TextDecoder().decode(c)),
    endUp: () => seen.push("<end>"),
  };
}

Deno.test("taps after reach: chunks and the end told before the peer was reached are seen once it is, in order, as copies (the pipe may reuse its buffer), then later ones at once", async () => {
  const dial = Promise.withResolvers<void>();
  const r = recorder();
  const taps = tapsAfterReach(dial.promise, r);
  const reused = bytes("a\n");
  taps.tapUp!(reused);
  reused.set(bytes("X\n"));
  taps.tapUp!(bytes("b\n"));
  assert.deepEqual(r.seen, []);
  dial.resolve();
  await dial.promise;
  assert.deepEqual(r.seen, ["a\n", "b\n"]);
  taps.tapUp!(bytes("c\n"));
  taps.endUp!();
  assert.deepEqual(r.seen, ["a\n", "b\n", "c\n", "<end>"]);
});

Deno.test("taps after reach: a peer that was never reached is never said to have been sent anything, before or after", async () => {
  const dial = Promise.withResolvers<void>();
  const r = recorder();
  const taps = tapsAfterReach(dial.promise, r);
  taps.tapUp!(bytes("a\n"));
  taps.endUp!();
  dial.reject(new Error("connection refused"));
  await dial.promise.catch(() => {});
  taps.tapUp!(bytes("b\n"));
  taps.endUp!();
  assert.deepEqual(r.seen, []);
});

Deno.test("taps after reach: no taps, nothing held (the same object back)", () => {
  const taps = {};
  assert.equal(tapsAfterReach(new Promise(() => {}), taps), taps);
});
