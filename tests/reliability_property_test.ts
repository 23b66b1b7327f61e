/**
 * Property tests for hostile input (issue 4, "Property tests"), through the library API
 * with in-memory streams. The properties live in `tests/fuzz/properties.ts`, shared with the
 * longer campaign `deno task fuzz`; here each runs a modest number of cases so the suite
 * stays fast. A failure prints fast-check's seed and counterexample; replay it with
 * `deno task fuzz --seed SEED --only NAME` (or more runs with `--runs N`).
 *
 * Not repeated here: "arbitrary valid v2 initialize params convert to params that validate
 * against the v1 schema" is `tests/schema_validation_test.ts` ("schema validation property:
 * v1ParamsFromV2 ..."); `deno task fuzz` runs that same property with its own seeds.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { checkClientRouter, judgeAgentAnswer, PROPERTIES } from "./fuzz/properties.ts";

for (const p of PROPERTIES) {
  Deno.test(`reliability property: ${p.description}`, async () => {
    await fc.assert(p.property(), { numRuns: p.testRuns });
  });
}

// Counterexamples fast-check once found, replayed on every run whatever the seed.
Deno.test("reliability property: client router: a blank line before the agent's answer is skipped, and the bytes from the answer on are delivered (a CI counterexample)", async () => {
  const answer = `{"id":1,"result":{},"error":{"code":0,"message":""}}`;
  for (const before of ["\n", "  \r\n", "\t\n\n"]) {
    const agentOut = new TextEncoder().encode(`${before}${answer}\n`);
    assert.equal(judgeAgentAnswer(agentOut, true, 1 << 20), "delivers", JSON.stringify(before));
    await checkClientRouter({
      withV1: false,
      lossless: false,
      agentOut,
      cuts: [],
      closeAfterWrite: true,
    });
  }
  // Blank lines and then the end: no answer came.
  assert.equal(judgeAgentAnswer(new TextEncoder().encode("\n \n"), true, 1 << 20), "fails");
});
