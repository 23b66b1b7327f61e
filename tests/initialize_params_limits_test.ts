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
import { parseInitializeResponse } from "../schema/initialize_response.ts";

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

Deno.test("initialize answer: an agent's error answer is read by its members; its data is parsed when it holds MAX_PARAMS_CONTAINERS objects and arrays and left out past that, the answer's text kept whole (before limits4: the error was parsed whole, data and all)", () => {
  const answer = (data: string) =>
    encoder.encode(
      `{"jsonrpc":"2.0","id":7,"error":{"code":-32000,"message":"no","data":${data}}}`,
    );
  const nest = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
  for (
    const [n, kept] of [[3, true], [MAX_PARAMS_CONTAINERS, true], [
      MAX_PARAMS_CONTAINERS + 1,
      false,
    ]] as const
  ) {
    const frame = answer(nest(n));
    const parsed = parseInitializeResponse(frame, "7");
    assert.equal(parsed.kind, "error");
    if (parsed.kind !== "error") continue;
    assert.equal(parsed.text.length, frame.length, "the text, whole");
    assert.deepEqual([parsed.error.code, parsed.error.message], [-32000, "no"]);
    assert.equal(parsed.error.data !== undefined, kept, `data of ${n} arrays`);
  }
  const malformed = parseInitializeResponse(answer("1").map((b) => b === 0x6d ? 0x4d : b), "7");
  assert.equal(
    malformed.kind === "error" && malformed.error.message,
    "the agent answered initialize with a malformed error",
  );
  assert.deepEqual(malformed.kind === "error" && malformed.error.data, {
    code: -32000,
    Message: "no",
    data: 1,
  });
});
