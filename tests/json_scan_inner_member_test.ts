/**
 * `JsonScan.innerMember` (the members of a member's object value, recorded by the one
 * validating pass) answers exactly as scanning that value again would, on generated objects
 * with every awkward spelling: escaped keys, repeated keys (the last wins), nested strings
 * full of brackets and quotes, whitespace; and `MessageView.paramsMember` is that lookup on
 * `params`.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { scanJson, type Span } from "../jsonrpc/json_scan.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { encoder, keyText, type Node, node, render, ws } from "./_jsonrpc_arbitraries.ts";

const object: fc.Arbitrary<Node> = fc.tuple(
  fc.array(fc.tuple(keyText, node), { maxLength: 6 }),
  fc.array(ws, { maxLength: 3 }),
).map(([members, w]) => ({ kind: "object", members, ws: w }));

/** An object whose member values are often objects themselves. */
const outer: fc.Arbitrary<Node> = fc.tuple(
  fc.array(fc.tuple(keyText, fc.oneof(object, node)), { maxLength: 5 }),
  fc.array(ws, { maxLength: 3 }),
).map(([members, w]) => ({ kind: "object", members, ws: w }));

/** The keys an object node has, decoded. */
function keysOf(n: Node): string[] {
  return n.kind === "object" ? n.members.map(([k]) => JSON.parse(k)) : [];
}

Deno.test("json scan: innerMember finds what a scan of the member's value finds, for every key of generated objects and for absent ones", () => {
  fc.assert(
    fc.property(outer, ws, ws, fc.string({ maxLength: 3 }), (obj, before, after, extra) => {
      const bytes = encoder.encode(before + render(obj) + after);
      const scan = scanJson(bytes);
      assert.ok(scan.valid);
      for (let i = 0; i < scan.length; i++) {
        const value = scanJson(bytes, scan.valueSpan(i));
        assert.ok(value.valid);
        const names = new Set([extra, "sessionId"]);
        if (obj.kind === "object") {
          for (const name of keysOf(obj.members[i][1])) names.add(name);
        }
        for (const name of names) {
          const expected: Span | undefined = value.type === "object"
            ? value.member(name)
            : undefined;
          assert.deepEqual(scan.innerMember(i, name), expected, `member ${i}, ${name}`);
        }
      }
    }),
    { numRuns: 2000 },
  );
});

Deno.test("json scan: innerMember records nothing below an array or deeper than one level", () => {
  const array = scanJson(encoder.encode(`[{"sessionId":"a"},{"x":{"sessionId":"b"}}]`));
  assert.ok(array.valid);
  assert.equal(array.innerMember(0, "sessionId"), undefined);
  const deep = scanJson(encoder.encode(`{"p":{"x":{"sessionId":"b"}},"q":[{"sessionId":"c"}]}`));
  assert.ok(deep.valid);
  assert.equal(deep.innerMember(0, "sessionId"), undefined);
  assert.equal(deep.innerMember(1, "sessionId"), undefined);
  assert.deepEqual(deep.innerMember(0, "x"), { start: 10, end: 27 });
});

Deno.test("message view: paramsMember is the last params member of that name, escaped keys included, in frames and in batch entries", () => {
  const frame = encoder.encode(
    `{"jsonrpc":"2.0","method":"m","params":{"sessionId":"a","update":{"sessionId":"x"},` +
      `"session\\u0049d" : "b"}}`,
  );
  const view = viewMessage(frame);
  const span = view.paramsMember("sessionId")!;
  assert.equal(new TextDecoder().decode(frame.subarray(span.start, span.end)), `"b"`);
  assert.equal(view.paramsMember("absent"), undefined);
  const batch = encoder.encode(
    `[{"jsonrpc":"2.0","method":"m","params":{"sessionId":"c"}},` +
      `{"jsonrpc":"2.0","method":"m","params":["sessionId"]}]`,
  );
  const [first, second] = viewMessage(batch).entries;
  const c = first.paramsMember("sessionId")!;
  assert.equal(new TextDecoder().decode(batch.subarray(c.start, c.end)), `"c"`);
  assert.equal(second.paramsMember("sessionId"), undefined);
  assert.equal(
    viewMessage(encoder.encode(`{"jsonrpc":"2.0","method":"m"}`)).paramsMember("x"),
    undefined,
  );
});
