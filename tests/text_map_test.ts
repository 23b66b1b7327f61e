/**
 * jsonrpc/text_map.ts: a string-keyed map that keeps keys longer than V8 hashes by their
 * content (16383 characters) out of any `Map` or `Set`, so that a transcript's long ids and
 * session ids cost time linear in their length. What is checked here is that it is a map:
 * any sequence of operations gives what a `Map` gives, for short keys, long keys of one length
 * that differ in one character, and keys at the boundary.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { MAX_HASHED_KEY, TextMap } from "../jsonrpc/text_map.ts";

const BASE = "x".repeat(MAX_HASHED_KEY + 10);

/** Keys that matter: short, at the bound, just past it, and long ones one character apart. */
const keyArb = fc.oneof(
  fc.string({ maxLength: 4 }),
  // Short keys that look like how the map stores an escaped key or a slot.
  fc.constantFrom("\u0000", "\u0000\u0000", "\u0000L", "\u0000Lone", "\u0000L16393:0:0"),
  fc.constantFrom("a".repeat(MAX_HASHED_KEY), "a".repeat(MAX_HASHED_KEY + 1)),
  fc.tuple(fc.nat({ max: BASE.length - 1 }), fc.constantFrom("y", "z", "\u0000", "\ud800"))
    .map(([at, c]) => BASE.slice(0, at) + c + BASE.slice(at + 1)),
  fc.constant(BASE),
);

type Op =
  | ["set", string, number]
  | ["delete", string]
  | ["get", string]
  | ["has", string]
  | ["clear"];
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant(["clear"] as Op), weight: 1 },
  { arbitrary: fc.tuple(fc.constant("set" as const), keyArb, fc.integer()), weight: 8 },
  { arbitrary: fc.tuple(fc.constant("delete" as const), keyArb), weight: 4 },
  { arbitrary: fc.tuple(fc.constant("get" as const), keyArb), weight: 4 },
  { arbitrary: fc.tuple(fc.constant("has" as const), keyArb), weight: 4 },
);

Deno.test("TextMap: any sequence of set, delete, get, has and clear gives what a Map gives (values, results, size, entries in insertion order), for short keys, keys at 16383 characters and past it, short keys that look like the map's own escapes, and long keys of one length one character apart, each in its own slot or all in one", () => {
  fc.assert(
    fc.property(fc.array(opArb, { maxLength: 60 }), fc.boolean(), (ops, oneSlot) => {
      // With one slot for every long key, the slot's own list is what tells them apart.
      const map = oneSlot ? new TextMap<number>(() => "one") : new TextMap<number>();
      const model = new Map<string, number>();
      for (const op of ops) {
        switch (op[0]) {
          case "set":
            assert.equal(map.set(op[1], op[2]), map);
            model.set(op[1], op[2]);
            break;
          case "delete":
            assert.equal(map.delete(op[1]), model.delete(op[1]));
            break;
          case "get":
            assert.equal(map.get(op[1]), model.get(op[1]));
            break;
          case "has":
            assert.equal(map.has(op[1]), model.has(op[1]));
            break;
          case "clear":
            map.clear();
            model.clear();
            break;
        }
        assert.equal(map.size, model.size);
      }
      for (const [key, value] of model) assert.equal(map.get(key), value);
      // Insertion order, as a Map keeps it; keys sharing a slot are listed at the slot's place.
      const order = (entries: Iterable<[string, number]>) =>
        oneSlot ? [...entries].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0) : [...entries];
      assert.deepEqual(order(map.entries()), order(model.entries()));
      assert.deepEqual([...map.values()], [...map.entries()].map(([, v]) => v));
    }),
    { numRuns: 300 },
  );
});

Deno.test("TextMap: two long keys in one slot stay two entries, and deleting one leaves the other", () => {
  const map = new TextMap<string>(() => "one");
  const a = BASE + "a", b = BASE + "b";
  map.set(a, "A").set(b, "B");
  assert.equal(map.size, 2);
  assert.equal(map.delete(a), true);
  assert.equal(map.get(a), undefined);
  assert.equal(map.get(b), "B");
  assert.equal(map.delete(a), false);
  assert.equal(map.size, 1);
});
