/**
 * `nextTurn`: a turn of the event loop, not a microtask, and nothing left open.
 *
 * @module
 */

import assert from "node:assert/strict";
import { nextTurn } from "../async/next_turn.ts";
import { busyTurns } from "../async/busy_turns.ts";

Deno.test("nextTurn: a task that was ready before it (a posted message) runs before it resolves, which a microtask would not wait for", async () => {
  const channel = new MessageChannel();
  let ran = false;
  channel.port1.onmessage = () => void (ran = true);
  channel.port2.postMessage(null);
  await Promise.resolve();
  assert.equal(ran, false, "a microtask comes first");
  await nextTurn();
  assert.equal(ran, true);
  channel.port1.close();
  channel.port2.close();
});

Deno.test("nextTurn: many in a row resolve in order and leave no port open (the test's sanitizers)", async () => {
  const order: number[] = [];
  await Promise.all([0, 1, 2, 3].map((i) => nextTurn().then(() => order.push(i))));
  assert.deepEqual(order, [0, 1, 2, 3]);
});

Deno.test("busyTurns: a loop of microtasks that asks it at each step lets a due timer fire; before its time it says go on (undefined)", async () => {
  assert.equal(busyTurns(60_000)(), undefined, "a minute has not passed since it was made");
  const turn = busyTurns(5);
  let fired = false;
  const timer = AbortSignal.timeout(20);
  timer.addEventListener("abort", () => fired = true, { once: true });
  const started = Date.now();
  // Without the turns, the timer could not fire before the loop ends after 2 s.
  while (!fired && Date.now() - started < 2_000) {
    await Promise.resolve();
    const turning = turn();
    if (turning) await turning;
  }
  assert.ok(fired, "the timer fired while the loop ran");
});

Deno.test("busyTurns: it looks at the clock every 32nd chunk, or at once when 1 MiB has gone by since it last looked (31 chunks of 4 MiB held timers for half a second)", async () => {
  const turn = busyTurns(0); // any time since the last turn is enough
  for (let i = 1; i < 32; i++) assert.equal(turn(100), undefined, `small chunk ${i}`);
  const at32 = turn(100);
  assert.ok(at32 instanceof Promise, "the 32nd chunk looks");
  await at32;
  assert.equal(turn(100), undefined);
  const big = turn(2 * 1024 * 1024);
  assert.ok(big instanceof Promise, "a chunk of 2 MiB looks at once");
  await big;
});
