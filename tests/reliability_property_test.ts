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

import fc from "fast-check";
import { PROPERTIES } from "./fuzz/properties.ts";

for (const p of PROPERTIES) {
  Deno.test(`reliability property: ${p.description}`, async () => {
    await fc.assert(p.property(), { numRuns: p.testRuns });
  });
}
