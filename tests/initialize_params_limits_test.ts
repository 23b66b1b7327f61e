/**
 * schema/initialize.ts: an initialize's params are parsed whole, so what they may hold is
 * bounded by shape as well as by `--max-frame`: `MAX_PARAMS_CONTAINERS` objects and arrays,
 * past which the frame gets `-32602` naming the bound (hostile13: an 8 MiB nest of arrays in
 * `info` peaked at 550 MB). A 100,000-deep `_meta` still passes (reliability_limits_test).
 *
 * @module
 */

import assert from "node:assert/strict";
import { decideFirstFrame } from "../schema/first_frame.ts";
import { MAX_PARAMS_CONTAINERS } from "../schema/initialize.ts";

const encoder = new TextEncoder();
const policy = {
  method: "initialize",
  mode: "highest-compatible",
  configured: [1, 2],
} as Parameters<typeof decideFirstFrame>[1];

/** A v1 initialize whose params hold `inside` as `x` (the params object is one container). */
function initializeWith(inside: string): Uint8Array {
  return encoder.encode(
    `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":1,"x":${inside}}}`,
  );
}

Deno.test("initialize params: MAX_PARAMS_CONTAINERS objects and arrays in all are selected; one more gets -32602 naming the bound, under the request's id", () => {
  // The params object and the outer array are two: MAX_PARAMS_CONTAINERS - 2 empty arrays fit.
  const arrays = (n: number) => `[${"[],".repeat(n - 1)}[]]`;
  const fits = decideFirstFrame(initializeWith(arrays(MAX_PARAMS_CONTAINERS - 2)), policy);
  assert.equal(fits.kind, "select", JSON.stringify(fits).slice(0, 200));
  const many = decideFirstFrame(initializeWith(arrays(MAX_PARAMS_CONTAINERS - 1)), policy);
  assert.ok(many.kind === "reject");
  assert.equal(many.error.code, -32602);
  assert.equal(
    many.error.message,
    `initialize params hold more than ${MAX_PARAMS_CONTAINERS} objects and arrays; an initialize's are a handful`,
  );
  assert.match(many.reply ?? "", /^\{"jsonrpc":"2.0","id":3,"error":\{"code":-32602/);
});

Deno.test("initialize params: a nest past the bound (4 million deep, as a hostile client sends) is refused before it is parsed", () => {
  const levels = 4 * 1024 * 1024;
  const deep = decideFirstFrame(initializeWith("[".repeat(levels) + "]".repeat(levels)), policy);
  assert.ok(deep.kind === "reject");
  assert.equal(deep.error.code, -32602);
});

Deno.test("initialize params: brackets inside strings (escaped quotes and backslashes too) are text, not containers", () => {
  const text = JSON.stringify(`\\" ${"[{".repeat(MAX_PARAMS_CONTAINERS)} \\\\`);
  const decision = decideFirstFrame(initializeWith(text), policy);
  assert.equal(decision.kind, "select", JSON.stringify(decision).slice(0, 200));
});
