/**
 * jsonrpc/id_table.ts: ids keyed by their exact text, a bound with an error when full, and
 * fresh per-hop ids.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  DEFAULT_ID_TABLE_LIMIT,
  IdAllocator,
  IdTable,
  IdTableFullError,
} from "../jsonrpc/id_table.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { encoder, idText } from "./_jsonrpc_arbitraries.ts";

Deno.test('jsonrpc id table: ids are keys by their exact text: "1" and 1 differ, 1.0 and 1 differ, 20 digits stay 20 digits', () => {
  const table = new IdTable<string>();
  table.set("1", "number one").set(`"1"`, "string one").set("1.0", "one point zero");
  table.set("12345678901234567890", "big");
  assert.equal(table.size, 4);
  assert.equal(table.get("1"), "number one");
  assert.equal(table.get(`"1"`), "string one");
  assert.equal(table.get("1.0"), "one point zero");
  assert.equal(table.get("12345678901234567890"), "big");
  assert.equal(table.get("12345678901234567000"), undefined, "no rounding through a double");
  assert.equal(table.has("1e0"), false);
});

Deno.test("jsonrpc id table: a response is routed by the id text its view gives", () => {
  const table = new IdTable<string>();
  const request = viewMessage(encoder.encode(`{"jsonrpc":"2.0","id":1.0,"method":"m"}`));
  table.set(request.idText!, "client A");
  const response = viewMessage(encoder.encode(`{"jsonrpc":"2.0","result":{},"id":1.0}`));
  const other = viewMessage(encoder.encode(`{"jsonrpc":"2.0","result":{},"id":1}`));
  assert.equal(table.take(other.idText!), undefined);
  assert.equal(table.take(response.idText!), "client A");
  assert.equal(table.size, 0);
});

Deno.test("jsonrpc id table: a full table throws IdTableFullError for a new id, changes nothing, and still accepts a replacement", () => {
  const table = new IdTable<number>({ limit: 2 });
  table.set("1", 1).set("2", 2);
  assert.throws(
    () => table.set("3", 3),
    (e: unknown) =>
      e instanceof IdTableFullError && e.name === "IdTableFullError" && e.limit === 2 &&
      e.idText === "3" && /limit 2/.test(e.message),
  );
  assert.equal(table.size, 2);
  assert.equal(table.has("3"), false);
  table.set("2", 22);
  assert.equal(table.get("2"), 22);
  assert.equal(table.delete("1"), true);
  assert.equal(table.delete("1"), false);
  table.set("3", 3);
  assert.deepEqual([...table.entries()], [["2", 22], ["3", 3]]);
  table.clear();
  assert.equal(table.size, 0);
});

Deno.test("jsonrpc id table: the default bound is DEFAULT_ID_TABLE_LIMIT, and a limit must be a positive integer", () => {
  assert.equal(new IdTable().limit, DEFAULT_ID_TABLE_LIMIT);
  assert.equal(DEFAULT_ID_TABLE_LIMIT, 65_536);
  for (const limit of [0, -1, 1.5, NaN, Infinity]) {
    assert.throws(() => new IdTable({ limit }), RangeError, String(limit));
  }
});

Deno.test("jsonrpc id table: the allocator issues 1, 2, 3 … as number text, from a chosen start, and stops past the safe integers", () => {
  const ids = new IdAllocator();
  assert.deepEqual([ids.next(), ids.next(), ids.next()], ["1", "2", "3"]);
  assert.equal(new IdAllocator({ start: 0 }).next(), "0");
  const last = new IdAllocator({ start: Number.MAX_SAFE_INTEGER });
  assert.equal(last.next(), String(Number.MAX_SAFE_INTEGER));
  assert.throws(() => last.next(), RangeError);
  for (const start of [-1, 0.5, NaN]) assert.throws(() => new IdAllocator({ start }), RangeError);
  // Every id is a JSON number a view reads back as the same text.
  const frame = `{"jsonrpc":"2.0","id":${ids.next()},"method":"m"}`;
  assert.equal(viewMessage(encoder.encode(frame)).idText, "4");
});

Deno.test("jsonrpc id table property: it behaves as a Map keyed by exact text, bounded by its limit", () => {
  type Op = { op: "set" | "take" | "delete"; id: string };
  const op: fc.Arbitrary<Op> = fc.record({
    op: fc.constantFrom("set", "set", "take", "delete"),
    id: idText,
  });
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 40 }), (limit, ops) => {
      const table = new IdTable<number>({ limit });
      const model = new Map<string, number>();
      ops.forEach(({ op, id }, i) => {
        if (op === "set") {
          if (model.size >= limit && !model.has(id)) {
            assert.throws(() => table.set(id, i), IdTableFullError);
          } else {
            table.set(id, i);
            model.set(id, i);
          }
        } else if (op === "take") {
          assert.equal(table.take(id), model.get(id));
          model.delete(id);
        } else {
          assert.equal(table.delete(id), model.delete(id));
        }
        assert.ok(table.size <= limit);
        assert.deepEqual([...table.entries()], [...model.entries()]);
      });
    }),
    { numRuns: 500 },
  );
});
