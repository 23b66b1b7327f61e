/**
 * `jsonrpc/id_value.ts`: two id texts are the same id when a JSON parser reads them as the
 * same number or the same string — never a number and a string.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { idValueIsExact, idValueKey, sameIdValue } from "../jsonrpc/id_value.ts";

Deno.test("id value: re-encodings of one id are the same id; a number and a string, or two values, are not", () => {
  for (const [a, b] of [["1", "1"], ["1.0", "1"], ["1e0", "1"], ['"a"', '"\\u0061"']]) {
    assert.ok(sameIdValue(a, b), `${a} ${b}`);
  }
  assert.ok(sameIdValue("12345678901234567890", "12345678901234567000"), "rounded by a double");
  assert.ok(sameIdValue("1e400", "1e400"), "the same text");
  for (
    const [a, b] of [
      ['"1"', "1"],
      ["1", "2"],
      ["null", "0"],
      ["{}", "[]"],
      ["1", "x"],
      ["1e400", "7e777"], // both past a double's range (hostile8: taken for one id)
      ["-1e400", "-1e999"],
    ]
  ) {
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

/** An id and the ways a peer may write it: numbers as integer, decimal, exponent; strings escaped. */
const spelledId = fc.oneof(
  fc.oneof(
    fc.integer({ min: -1e17, max: 1e17 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  )
    .chain((n) =>
      fc.constantFrom(
        JSON.stringify(n),
        Number.isInteger(n) && Math.abs(n) < 1e21 ? `${BigInt(n)}.0` : JSON.stringify(n),
        n.toExponential(),
        n.toExponential().replace("e+", "E"),
      )
    ),
  fc.string({ maxLength: 6 }).chain((s) =>
    fc.constantFrom(
      JSON.stringify(s),
      `"${s.split("").map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}"`,
    )
  ),
  fc.constantFrom("null", "true", "{}", "[1]", `{"a":1}`),
);

Deno.test("id value property: two id texts share a key exactly when they are the same id (idValueKey agrees with sameIdValue)", () => {
  fc.assert(
    fc.property(spelledId, spelledId, (a, b) => {
      assert.equal(idValueKey(a) === idValueKey(b), sameIdValue(a, b), `${a} ${b}`);
    }),
    { numRuns: 2000 },
  );
  // Pairs that agree by construction, not by chance.
  fc.assert(
    fc.property(spelledId, (a) => {
      const parsed = JSON.parse(a);
      const other = typeof parsed === "string"
        ? `"${
          parsed.split("").map((c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
            .join("")
        }"`
        : typeof parsed === "number"
        ? parsed.toExponential()
        : a;
      assert.equal(idValueKey(a), idValueKey(other), `${a} ${other}`);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("idValueIsExact: a string, or a number of at most 15 significant digits (its own double), names one value; a longer one shares its double with others (chain cancels match those by text)", () => {
  for (
    const text of [
      '"a"',
      '"\\u0061"',
      "8",
      "8.0",
      "-0",
      "1e2",
      "0.000123",
      "123456789012345",
      "1.50e3",
      "100000000000000000000",
    ]
  ) {
    assert.equal(idValueIsExact(text), true, text);
  }
  for (
    const text of [
      "12345678901234567891",
      "1234567890123456",
      "0.1234567890123456",
      "-1.234567890123456e3",
      "1e-400",
      "5e-324",
      "1e400",
    ]
  ) {
    assert.equal(idValueIsExact(text), false, text);
  }
  // Two such texts that are one double are one decimal value.
  assert.equal(Number("12345678901234567890"), Number("12345678901234567891"));
});
