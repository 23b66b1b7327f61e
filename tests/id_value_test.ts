/**
 * `jsonrpc/id_value.ts`: two id texts are the same id when a JSON parser reads them as the
 * same number or the same string — never a number and a string.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { sameIdValue } from "../jsonrpc/id_value.ts";

Deno.test("id value: re-encodings of one id are the same id; a number and a string, or two values, are not", () => {
  for (const [a, b] of [["1", "1"], ["1.0", "1"], ["1e0", "1"], ['"a"', '"\\u0061"']]) {
    assert.ok(sameIdValue(a, b), `${a} ${b}`);
  }
  assert.ok(sameIdValue("12345678901234567890", "12345678901234567000"), "rounded by a double");
  for (const [a, b] of [['"1"', "1"], ["1", "2"], ["null", "0"], ["{}", "[]"], ["1", "x"]]) {
    assert.ok(!sameIdValue(a, b), `${a} ${b}`);
  }
});

Deno.test("id value property: any safe integer is the same id as its decimal and exponent forms, and never the same as its string", () => {
  fc.assert(
    fc.property(fc.maxSafeInteger(), (n) => {
      const text = String(n);
      assert.ok(sameIdValue(text, `${text}.0`));
      assert.ok(sameIdValue(`${text}.0`, text));
      assert.ok(sameIdValue(text, n.toExponential()));
      assert.ok(!sameIdValue(JSON.stringify(text), text));
    }),
    { numRuns: 300 },
  );
});
