/**
 * `async/when_aborted.ts`: `orAborted` resolves like the work, or with the abort value once
 * the signal aborts, and leaves no listener on the signal once the work has settled.
 *
 * @module
 */

import assert from "node:assert/strict";
import { orAborted, watchAbort } from "../async/when_aborted.ts";

/** A signal that counts its live abort listeners. */
function countingSignal(): { controller: AbortController; listeners: () => number } {
  const controller = new AbortController();
  const signal = controller.signal;
  let live = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = ((type: string, fn: EventListener, options?: unknown) => {
    if (type === "abort") live++;
    add(type, fn, options as AddEventListenerOptions);
  }) as typeof signal.addEventListener;
  signal.removeEventListener = ((type: string, fn: EventListener, options?: unknown) => {
    if (type === "abort") live--;
    remove(type, fn, options as EventListenerOptions);
  }) as typeof signal.removeEventListener;
  return { controller, listeners: () => live };
}

Deno.test("orAborted: the work's result or rejection when it settles first; the abort value when the signal comes first (or came before)", async () => {
  const stop = new AbortController();
  assert.equal(await orAborted(Promise.resolve(1), stop.signal, "stop"), 1);
  await assert.rejects(() => orAborted(Promise.reject(new Error("x")), stop.signal, "stop"), /x/);
  let fail!: (e: Error) => void;
  const pending = orAborted(new Promise<number>((_, reject) => fail = reject), stop.signal, "stop");
  stop.abort();
  assert.equal(await pending, "stop");
  fail(new Error("after the abort: ignored, not unhandled"));
  assert.equal(await orAborted(Promise.resolve(2), stop.signal, "stop"), "stop");
  assert.equal(await orAborted(Promise.resolve(3), undefined, "stop"), 3);
  using watch = watchAbort(stop.signal, "done");
  assert.equal(await watch.promise, "done");
});

Deno.test("watchAbort: resolves on the abort while held, and leaves no listener once disposed", async () => {
  const { controller, listeners } = countingSignal();
  for (let i = 0; i < 100; i++) {
    using _watch = watchAbort(controller.signal, "stop");
  }
  assert.equal(listeners(), 0);
  using held = watchAbort(controller.signal, "stop");
  assert.equal(listeners(), 1);
  controller.abort();
  assert.equal(await held.promise, "stop");
});

Deno.test("orAborted: a thousand waits leave no listener on the signal once each has settled", async () => {
  const { controller, listeners } = countingSignal();
  for (let i = 0; i < 1000; i++) {
    assert.equal(await orAborted(Promise.resolve(i), controller.signal, -1), i);
  }
  assert.equal(listeners(), 0);
  const waiting = orAborted(new Promise(() => {}), controller.signal, "stop");
  assert.equal(listeners(), 1);
  controller.abort();
  assert.equal(await waiting, "stop");
});
