/**
 * `validMember` (the member lookup for bytes already validated) answers exactly as the
 * validating scanner does, on generated objects with every awkward spelling: escaped keys,
 * repeated keys (the last wins), nested strings full of brackets and quotes, whitespace.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { scanJson } from "../jsonrpc/json_scan.ts";
import { validMember } from "../jsonrpc/valid_member.ts";
import { encoder, keyText, type Node, node, render, ws } from "./_jsonrpc_arbitraries.ts";

const object: fc.Arbitrary<Node> = fc.tuple(
  fc.array(fc.tuple(keyText, node), { maxLength: 6 }),
  fc.array(ws, { maxLength: 3 }),
).map(([members, w]) => ({ kind: "object", members, ws: w }));

Deno.test("validMember finds the same member span as the validating scanner, for every key of generated objects and for absent ones", () => {
  fc.assert(
    fc.property(object, ws, ws, fc.string({ maxLength: 3 }), (obj, before, after, extra) => {
      const bytes = encoder.encode(before + render(obj) + after);
      const scan = scanJson(bytes);
      assert.ok(scan.valid);
      const names = new Set<string>([extra, "sessionId"]);
      if (obj.kind === "object") { for (const [k] of obj.members) names.add(JSON.parse(k)); }
      for (const name of names) {
        assert.deepEqual(validMember(bytes, scan.span, name), scan.member(name), name);
      }
    }),
    { numRuns: 2000 },
  );
});

Deno.test("validMember returns undefined for a value that is not an object", () => {
  const bytes = encoder.encode(`["sessionId","x"]`);
  assert.equal(validMember(bytes, { start: 0, end: bytes.length }, "sessionId"), undefined);
});
