/**
 * tests/fixtures/json_spans.ts (a test helper): the raw text of members and elements, found without re-encoding.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  arrayElements,
  documentSpan,
  objectMembers,
  rawObject,
  skipWhitespace,
  type Span,
  valueEnd,
} from "./fixtures/json_spans.ts";
import type { Json } from "./_agent_router_harness.ts";
import { keySafeParse, type Node, node, render, ws } from "./_jsonrpc_arbitraries.ts";

const slice = (text: string, span: Span) => text.slice(span.start, span.end);

function membersText(text: string, span: Span = documentSpan(text)): Record<string, string> {
  return Object.fromEntries(
    [...objectMembers(text, span)].map(([k, s]) => [k, slice(text, s)]),
  );
}

Deno.test("json spans: object members keep their exact raw text (whitespace, numbers, escapes)", () => {
  const text =
    ` { "id" : 12345678901234567890 , "f":1.50,"s":"a\\"}],{\\\\","n":null,"o":{ "x" : [1, {"y":2}] },"e":[ ], "t" :true}  `;
  assert.deepEqual(membersText(text), {
    id: "12345678901234567890",
    f: "1.50",
    s: `"a\\"}],{\\\\"`,
    n: "null",
    o: `{ "x" : [1, {"y":2}] }`,
    e: "[ ]",
    t: "true",
  });
});

Deno.test("json spans: escaped keys are decoded, and a repeated key maps to its last value like JSON.parse", () => {
  const text = `{"\\u0069d":1,"a\\"b":2,"id":3,"\\/":4}`;
  const members = membersText(text);
  assert.deepEqual(members, { id: "3", 'a"b': "2", "/": "4" });
  const parsed = JSON.parse(text);
  for (const [k, v] of Object.entries(members)) assert.deepEqual(JSON.parse(v), parsed[k]);
});

Deno.test("json spans: an empty object and an empty array have no members or elements", () => {
  assert.equal(objectMembers("{}", { start: 0, end: 2 }).size, 0);
  assert.equal(objectMembers("{ \n }", documentSpan("{ \n }")).size, 0);
  assert.deepEqual(arrayElements("[]", { start: 0, end: 2 }), []);
  assert.deepEqual(arrayElements("[\t]", documentSpan("[\t]")), []);
});

Deno.test("json spans: array elements keep their exact raw text", () => {
  const text = `[ 1.0 ,"x\\\\",[ ] , {"a":[1,2]},-0, 1E+2,false ]`;
  assert.deepEqual(
    arrayElements(text, documentSpan(text)).map((s) => slice(text, s)),
    ["1.0", `"x\\\\"`, "[ ]", `{"a":[1,2]}`, "-0", "1E+2", "false"],
  );
});

Deno.test("json spans: documentSpan excludes surrounding whitespace, for every kind of top-level value", () => {
  for (const value of ["42", "-1.5e3", `"x y"`, "true", "null", "{}", "[1]", `{"a":"}"}`]) {
    for (const [before, after] of [["", ""], [" \t\r\n", "\n "], ["\n", ""]]) {
      const text = before + value + after;
      assert.deepEqual(documentSpan(text), {
        start: before.length,
        end: before.length + value.length,
      }, JSON.stringify(text));
    }
  }
});

Deno.test("json spans: valueEnd and skipWhitespace on their own", () => {
  assert.equal(skipWhitespace(" \t\r\nx", 0), 4);
  assert.equal(skipWhitespace("abc", 1), 1);
  assert.equal(skipWhitespace("  ", 0), 2);
  assert.equal(valueEnd(`"a\\\\" , 1`, 0), 5);
  assert.equal(valueEnd(`"a\\"b"`, 0), 6);
  assert.equal(valueEnd(`123,4`, 0), 3);
  assert.equal(valueEnd(`{"a":"]"} x`, 0), 9);
  assert.equal(valueEnd(`tru`, 0), 3);
});

Deno.test("json spans: deep nesting is scanned iteratively (no stack overflow)", () => {
  const depth = 200_000;
  const text = "[".repeat(depth) + `{"k":"v"}` + "]".repeat(depth);
  assert.deepEqual(documentSpan(text), { start: 0, end: text.length });
  const outer = arrayElements(text, documentSpan(text));
  assert.equal(outer.length, 1);
  assert.deepEqual(outer[0], { start: 1, end: text.length - 1 });
  const objects = '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  assert.deepEqual(membersText(objects, documentSpan(objects)).a.length, objects.length - 6);
});

Deno.test("json spans: rawObject copies value texts as they are and leaves out undefined", () => {
  assert.equal(
    rawObject([["a", "1.0"], ["skip", undefined], ['q"k', `{"x" : 12345678901234567890}`]]),
    `{"a":1.0,"q\\"k":{"x" : 12345678901234567890}}`,
  );
  assert.equal(rawObject([]), "{}");
});

// ---------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------

/** Walks a parsed value and its text together, checking every member and element span. */
function checkSpans(text: string, span: Span, value: unknown): void {
  assert.deepEqual(keySafeParse(slice(text, span)), value);
  if (Array.isArray(value)) {
    const elements = arrayElements(text, span);
    assert.equal(elements.length, value.length);
    elements.forEach((s, i) => checkSpans(text, s, value[i]));
  } else if (typeof value === "object" && value !== null) {
    const members = objectMembers(text, span);
    const keys = Object.keys(value);
    assert.equal(members.size, keys.length);
    for (const key of keys) {
      const s = members.get(key);
      assert.ok(s, `member ${JSON.stringify(key)}`);
      checkSpans(text, s, (value as Record<string, unknown>)[key]);
    }
  }
}

Deno.test("json spans property: every member and element span of fc.json() text parses to the parsed value's part", () => {
  fc.assert(
    fc.property(
      fc.json({ maxDepth: 5 }),
      fc.constantFrom("", " ", "\n\t"),
      fc.constantFrom("", " \r\n"),
      (json, before, after) => {
        const text = before + json + after;
        const span = documentSpan(text);
        assert.deepEqual(span, { start: before.length, end: before.length + json.length });
        checkSpans(text, span, keySafeParse(text));
      },
    ),
    { numRuns: 500 },
  );
});

Deno.test("json spans property: the same holds for pretty-printed unicode values (JSON.stringify with indentation)", () => {
  fc.assert(
    fc.property(
      fc.jsonValue({ maxDepth: 5, stringUnit: "binary" }),
      fc.constantFrom(0, 1, 2, "\t", " \r\n "),
      (value, indent) => {
        const text = JSON.stringify(value, null, indent as Json);
        checkSpans(text, documentSpan(text), keySafeParse(text));
      },
    ),
    { numRuns: 500 },
  );
});

/** A JSON tree with its exact text, so spans can be compared with the text they must cover. */
/** Checks that each span covers exactly the text the generator wrote for that part. */
function checkExact(text: string, span: Span, n: Node): void {
  assert.equal(slice(text, span), render(n));
  if (n.kind === "array") {
    const elements = arrayElements(text, span);
    assert.equal(elements.length, n.items.length);
    elements.forEach((s, i) => checkExact(text, s, n.items[i]));
  } else if (n.kind === "object") {
    // Last occurrence of a key wins, as in JSON.parse.
    const expected = new Map<string, Node>();
    for (const [k, v] of n.members) expected.set(JSON.parse(k), v);
    const members = objectMembers(text, span);
    assert.deepEqual([...members.keys()].sort(), [...expected.keys()].sort());
    for (const [k, v] of expected) checkExact(text, members.get(k)!, v);
  }
}

Deno.test("json spans property: spans cover exactly the generated raw text (odd numbers, escapes, repeated keys, whitespace)", () => {
  fc.assert(
    fc.property(node, ws, ws, (n, before, after) => {
      const body = render(n);
      const text = before + body + after;
      JSON.parse(text); // the generator writes valid JSON
      const span = documentSpan(text);
      assert.deepEqual(span, { start: before.length, end: before.length + body.length });
      checkExact(text, span, n);
      checkSpans(text, span, keySafeParse(text));
    }),
    { numRuns: 1000 },
  );
});
