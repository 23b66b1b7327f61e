/**
 * schema/initialize.ts: an initialize's params are parsed whole, so what they may hold is
 * bounded by shape as well as by `--max-frame`: `MAX_PARAMS_DEPTH` levels and
 * `MAX_PARAMS_CONTAINERS` objects and arrays, past which the frame gets `-32602` naming the
 * bound (hostile13: an 8 MiB nest of arrays in `info` peaked at 550 MB).
 *
 * @module
 */

import assert from "node:assert/strict";
import { decideFirstFrame } from "../schema/first_frame.ts";
import { MAX_PARAMS_CONTAINERS, MAX_PARAMS_DEPTH } from "../schema/initialize.ts";

const encoder = new TextEncoder();
const policy = {
  method: "initialize",
  mode: "highest-compatible",
  configured: [1, 2],
} as Parameters<typeof decideFirstFrame>[1];

/** A v1 initialize whose params hold `inside` as `x` (the params object is one level). */
function initializeWith(inside: string): Uint8Array {
  return encoder.encode(
    `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":1,"x":${inside}}}`,
  );
}

Deno.test("initialize params: a nest of exactly MAX_PARAMS_DEPTH levels is selected; one level more gets -32602 naming the bound, under the request's id", () => {
  const nest = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
  const fits = decideFirstFrame(initializeWith(nest(MAX_PARAMS_DEPTH - 1)), policy);
  assert.equal(fits.kind, "select", JSON.stringify(fits));
  const deep = decideFirstFrame(initializeWith(nest(MAX_PARAMS_DEPTH)), policy);
  assert.equal(deep.kind, "reject");
  assert.ok(deep.kind === "reject");
  assert.equal(deep.error.code, -32602);
  assert.equal(
    deep.error.message,
    `initialize params nest deeper than ${MAX_PARAMS_DEPTH} levels; an initialize's are a few levels deep`,
  );
  assert.match(deep.reply ?? "", /^\{"jsonrpc":"2.0","id":3,"error":\{"code":-32602/);
});

Deno.test("initialize params: MAX_PARAMS_CONTAINERS objects and arrays in all are selected; one more gets -32602 naming the bound", () => {
  // The params object is one: MAX_PARAMS_CONTAINERS - 1 empty arrays beside it fit.
  const arrays = (n: number) => `[${Array(n).fill("[]").join(",")}]`;
  const fits = decideFirstFrame(initializeWith(arrays(MAX_PARAMS_CONTAINERS - 2)), policy);
  assert.equal(fits.kind, "select", JSON.stringify(fits).slice(0, 200));
  const many = decideFirstFrame(initializeWith(arrays(MAX_PARAMS_CONTAINERS - 1)), policy);
  assert.ok(many.kind === "reject");
  assert.equal(many.error.code, -32602);
  assert.match(many.error.message, /hold more than 65536 objects and arrays/);
});

Deno.test("initialize params: brackets inside strings (escaped quotes and backslashes too) are text, not nesting", () => {
  const text = JSON.stringify(`\\" ${"[{".repeat(MAX_PARAMS_CONTAINERS)} \\\\`);
  const decision = decideFirstFrame(initializeWith(text), policy);
  assert.equal(decision.kind, "select", JSON.stringify(decision).slice(0, 200));
});
