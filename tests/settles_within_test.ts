/**
 * `settlesWithin` (`async/settles_within.ts`), the bound on every wait on a peer: its timer is
 * an `AbortSignal.timeout`, which must behave as the cleared `setTimeout` it replaced.
 *
 * @module
 */

import assert from "node:assert/strict";
import { settlesWithin } from "../async/settles_within.ts";

const MODULE = new URL("../async/settles_within.ts", import.meta.url).href;

Deno.test("settlesWithin: a wait decided early leaves nothing that keeps the process alive (a 60 s bound does not hold the exit)", async () => {
  const script = `import { settlesWithin } from ${JSON.stringify(MODULE)};
    console.log(await settlesWithin(Promise.resolve(), 60_000));`;
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["eval", script],
    stdout: "piped",
    stderr: "piped",
    signal: AbortSignal.timeout(30_000), // far below the 60 s the bound would hold
  }).output();
  assert.equal(
    new TextDecoder().decode(out.stdout).trim(),
    "true",
    new TextDecoder().decode(out.stderr),
  );
  assert.ok(out.success);
});

Deno.test("settlesWithin: a wait that is not decided keeps the process alive until its bound, then says false", async () => {
  const script = `import { settlesWithin } from ${JSON.stringify(MODULE)};
    console.log(await settlesWithin(new Promise(() => {}), 200));`;
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["eval", script],
    stdout: "piped",
    signal: AbortSignal.timeout(30_000),
  }).output();
  assert.equal(new TextDecoder().decode(out.stdout).trim(), "false");
});

Deno.test("settlesWithin: a negative, NaN or fractional bound is taken as setTimeout takes it, never a throw", async () => {
  for (const ms of [-5, NaN, 0, 3.7]) {
    assert.equal(await settlesWithin(new Promise(() => {}), ms), false, String(ms));
  }
  assert.equal(await settlesWithin(Promise.reject(new Error("x")), 10), true);
});
