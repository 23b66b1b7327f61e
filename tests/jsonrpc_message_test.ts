/**
 * jsonrpc/message.ts: a frame's kind, exact id text, method and spans, in one pass over its
 * bytes, checked against a `JSON.parse`-based classifier.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  findEntry,
  frameText,
  type MessageView,
  spanBytes,
  stringAt,
  viewMessage,
} from "../jsonrpc/message.ts";
import { scanJson } from "../jsonrpc/json_scan.ts";
import { arrayElements, documentSpan, objectMembers, type Span } from "./fixtures/json_spans.ts";
import {
  anyBytes,
  encoder,
  entryText,
  frameBytes,
  type Json,
  parseOracle,
} from "./_jsonrpc_arbitraries.ts";

const view = (text: string | Uint8Array): MessageView =>
  viewMessage(typeof text === "string" ? encoder.encode(text) : text);

function texts(frame: Uint8Array, v: MessageView): Record<string, string | null> {
  const t = (s: Span | null) => s === null ? null : frameText(frame, s);
  return {
    id: t(v.idSpan),
    method: t(v.methodSpan),
    params: t(v.paramsSpan),
    result: t(v.resultSpan),
    error: t(v.errorSpan),
  };
}

Deno.test("jsonrpc message: a 20-digit id keeps every digit as its exact text", () => {
  const v = view(
    `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/prompt","params":{}}`,
  );
  assert.equal(v.kind, "request");
  assert.equal(v.idText, "12345678901234567890");
  assert.equal(v.method, "session/prompt");
});

Deno.test("jsonrpc message: ids keep their spelling: 1.0 stays 1.0, a string keeps its quotes and escapes, null is the text null", () => {
  for (const id of ["1.0", "1", "-0", "1e2", `"1"`, `"\\u0061"`, `"é"`, "null"]) {
    const v = view(`{"jsonrpc":"2.0","id":${id},"method":"m"}`);
    assert.equal(v.kind, "request", id);
    assert.equal(v.idText, id);
  }
});

Deno.test("jsonrpc message: a request, a notification, a result and an error response, with their spans", () => {
  const request = `{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":1}}`;
  const r = view(request);
  assert.equal(r.kind, "request");
  assert.deepEqual(texts(encoder.encode(request), r), {
    id: `"a"`,
    method: `"initialize"`,
    params: `{"protocolVersion":1}`,
    result: null,
    error: null,
  });
  assert.deepEqual(r.span, { start: 0, end: request.length });
  assert.equal(r.isError, false);
  assert.equal(r.reason, null);
  assert.equal(r.parseError, false);
  assert.deepEqual(r.entries, []);

  const n = view(`{"method":"session/update","jsonrpc":"2.0","params":[1]}`);
  assert.equal(n.kind, "notification");
  assert.equal(n.idText, null);
  assert.equal(n.idSpan, null);
  assert.equal(n.method, "session/update");

  const ok = `{"jsonrpc":"2.0","id":7,"result":{"protocolVersion":1}}`;
  const okView = view(ok);
  assert.equal(okView.kind, "response");
  assert.equal(okView.isError, false);
  assert.equal(frameText(encoder.encode(ok), okView.resultSpan!), `{"protocolVersion":1}`);

  const err = view(`{"jsonrpc":"2.0","id":7,"error":{"code":-32000,"message":"auth_required"}}`);
  assert.equal(err.kind, "response");
  assert.equal(err.isError, true);
  assert.equal(err.method, null);
});

Deno.test("jsonrpc message: a response with error null is not an error, and a response-shaped entry is a response whatever its jsonrpc or id", () => {
  assert.equal(view(`{"jsonrpc":"2.0","id":1,"result":{},"error":null}`).isError, false);
  assert.equal(view(`{"jsonrpc":"2.0","id":1,"error":null}`).isError, false);
  const bad = view(`{"jsonrpc":"1.0","id":{},"result":null}`);
  assert.equal(bad.kind, "response");
  assert.equal(bad.idText, null, "an object id has no id text");
  assert.equal(
    frameText(encoder.encode(`{"jsonrpc":"1.0","id":{},"result":null}`), bad.idSpan!),
    "{}",
  );
  // With a method it is not response-shaped.
  assert.equal(view(`{"jsonrpc":"2.0","id":1,"method":"m","result":{}}`).kind, "request");
});

Deno.test('jsonrpc message: "jsonrpc" is exactly the string 2.0 (an escaped one too), never 2.1, 2.00, 2.0 with a space or 3.0', () => {
  const version = (text: string) =>
    viewMessage(encoder.encode(`{"jsonrpc":${text},"id":1,"method":"m"}`));
  for (let digit = 0; digit <= 9; digit++) {
    for (const text of [`"2.${digit}"`, `"${digit}.0"`, `"2${digit === 0 ? "," : "."}0"`]) {
      const v = version(text);
      const exact = text === `"2.0"`;
      assert.equal(v.kind, exact ? "request" : "invalid", text);
      if (!exact) assert.equal(v.reason, `"jsonrpc" must be "2.0"`, text);
    }
  }
  for (const text of [`"2.00"`, `"2.0 "`, `" 2.0"`, `"2"`, `2.0`, `"2.0\u0000"`]) {
    assert.equal(version(text).kind, "invalid", text);
  }
  for (const text of [`"2\u002e0"`, `"\u0032.0"`, `"2.\u0030"`]) {
    assert.equal(version(text).kind, "request", text);
  }
});

Deno.test("jsonrpc message: invalid entries carry a reason and keep a readable id", () => {
  const cases: Array<[string, string, string | null]> = [
    [`5`, "entry must be an object", null],
    [`"x"`, "entry must be an object", null],
    [`{"id":1,"method":"m"}`, `"jsonrpc" must be "2.0"`, "1"],
    [`{"jsonrpc":"1.0","id":"a","method":"m"}`, `"jsonrpc" must be "2.0"`, `"a"`],
    [`{"jsonrpc":2.0,"id":1,"method":"m"}`, `"jsonrpc" must be "2.0"`, "1"],
    [`{"jsonrpc":"2.0","id":{},"method":"m"}`, `"id" must be a string, number or null`, null],
    [`{"jsonrpc":"2.0","id":true,"method":"m"}`, `"id" must be a string, number or null`, null],
    [`{"jsonrpc":"2.0","id":1,"method":5}`, `"method" must be a string`, "1"],
    [`{"jsonrpc":"2.0","id":1}`, `a message needs "method", or "result" or "error"`, "1"],
    [`{"jsonrpc":"2.0"}`, `a message needs "method", or "result" or "error"`, null],
    [`{}`, `"jsonrpc" must be "2.0"`, null],
  ];
  for (const [text, reason, idText] of cases) {
    const v = view(text);
    assert.equal(v.kind, "invalid", text);
    assert.equal(v.parseError, false);
    assert.equal(v.reason, reason, text);
    assert.equal(v.idText, idText, text);
  }
});

Deno.test("jsonrpc message: escaped member names and values count as their decoded text", () => {
  const v = view(`{"\\u006asonrpc":"\\u0032.0","i\\u0064":"\\u0061","method":"\\u0069nitialize"}`);
  assert.equal(v.kind, "request");
  assert.equal(v.idText, `"\\u0061"`, "the id stays as its bytes");
  assert.equal(v.method, "initialize");
  const duplicate =
    `{"jsonrpc":"2.0","id":1,"id":"two","method":"a","method":"b","params":1,"params":{}}`;
  const d = view(duplicate);
  assert.equal(d.idText, `"two"`, "the last id, as JSON.parse keeps it");
  assert.equal(d.method, "b");
  assert.equal(frameText(encoder.encode(duplicate), d.paramsSpan!), "{}");
});

Deno.test("jsonrpc message: a blank frame, and a trailing CR is whitespace", () => {
  for (const blank of ["", " ", "\r", " \t \r"]) {
    const v = view(blank);
    assert.equal(v.kind, "blank", JSON.stringify(blank));
    assert.equal(v.parseError, false);
    assert.equal(v.span, null);
  }
  const v = view(`{"jsonrpc":"2.0","method":"m"}\r`);
  assert.equal(v.kind, "notification");
  assert.deepEqual(v.span, { start: 0, end: 30 });
});

Deno.test("jsonrpc message: a frame that is not UTF-8 JSON is invalid with parseError (answer -32700)", () => {
  const cases: Array<string | Uint8Array> = [
    `{"jsonrpc":"2.0","id":1,"method":"initialize"`,
    "hello agent",
    `{"jsonrpc":"2.0","id":1,"method":"m"} x`,
    new Uint8Array([0x7b, 0xff, 0x7d]),
    new Uint8Array([0x22, 0xc3, 0x28, 0x22]),
    "\ufeff{}",
    "[1,]",
  ];
  for (const text of cases) {
    const v = view(text);
    assert.equal(v.kind, "invalid", String(text));
    assert.equal(v.parseError, true);
    assert.ok(v.reason !== null && v.reason.length > 0);
    assert.equal(v.span, null);
    assert.equal(v.idText, null);
    assert.equal(v.member("id"), undefined);
  }
});

Deno.test("jsonrpc message: a batch has one view per entry, with spans relative to the whole frame", () => {
  const frame = encoder.encode(
    ` [ {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2}} ,` +
      `{"jsonrpc":"2.0","method":"n"}, {"id":1.0,"result":null}, 5, [] ] `,
  );
  const v = viewMessage(frame);
  assert.equal(v.kind, "batch");
  assert.equal(v.idText, null);
  assert.deepEqual(
    v.entries.map((e) => [e.kind, e.idText, e.method]),
    [
      ["request", "1", "initialize"],
      ["notification", null, "n"],
      ["response", "1.0", null],
      ["invalid", null, null],
      ["invalid", null, null],
    ],
  );
  assert.equal(frameText(frame, v.entries[0].paramsSpan!), `{"protocolVersion":2}`);
  assert.equal(frameText(frame, v.entries[2].span!), `{"id":1.0,"result":null}`);
  assert.equal(v.entries[4].reason, "entry must be an object", "no nested batches");
  const empty = view(" [ ] ");
  assert.equal(empty.kind, "batch");
  assert.deepEqual(empty.entries, []);
});

Deno.test("jsonrpc message: member() finds any top-level member, frameText decodes a span and spanBytes shares the frame's memory", () => {
  const frame = encoder.encode(
    `{"jsonrpc":"2.0","id":1,"method":"m","params":{"_meta":{"é":1}},"x":[1]}`,
  );
  const v = viewMessage(frame);
  assert.equal(frameText(frame, v.member("x")!), "[1]");
  assert.equal(v.member("nope"), undefined);
  const params = spanBytes(frame, v.paramsSpan!);
  assert.equal(params.buffer, frame.buffer);
  assert.equal(params.byteOffset, v.paramsSpan!.start);
  assert.equal(new TextDecoder().decode(params), `{"_meta":{"é":1}}`);
  assert.equal(view(`5`).member("x"), undefined);
});

Deno.test("jsonrpc message: a 64 KiB params object is spanned without being decoded", () => {
  const big = `{"text":"${"x".repeat(64 * 1024)}","n":12345678901234567890}`;
  const frame = encoder.encode(
    `{"jsonrpc":"2.0","id":99,"method":"session/prompt","params":${big}}`,
  );
  const v = viewMessage(frame);
  assert.equal(v.kind, "request");
  assert.equal(v.paramsSpan!.end - v.paramsSpan!.start, big.length);
  assert.equal(frameText(frame, v.paramsSpan!), big);
});

// ---------------------------------------------------------------------------------------
// Properties: against a JSON.parse-based classifier
// ---------------------------------------------------------------------------------------

interface Expected {
  kind: string;
  idText: string | null;
  method: string | null;
  isError: boolean;
}

const has = (o: Json, k: string) => Object.hasOwn(o, k);

/** ROUTING §0 and §2.5–2.7 on a parsed entry; `rawId` is the id's text found independently. */
function classify(value: Json, rawId: string | undefined): Expected {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { kind: "invalid", idText: null, method: null, isError: false };
  }
  const idValid = has(value, "id") &&
    (value.id === null || typeof value.id === "string" || typeof value.id === "number");
  const idText = idValid ? rawId! : null;
  const method = typeof value.method === "string" ? value.method : null;
  const base = { idText, method, isError: false };
  if (!has(value, "method") && (has(value, "result") || has(value, "error"))) {
    return { ...base, kind: "response", isError: has(value, "error") && value.error !== null };
  }
  if (value.jsonrpc !== "2.0") return { ...base, kind: "invalid" };
  if (has(value, "id") && !idValid) return { ...base, kind: "invalid" };
  if (method === null) return { ...base, kind: "invalid" };
  return { ...base, kind: has(value, "id") ? "request" : "notification" };
}

/** Checks one entry's view against its parsed value; `text`/`span` locate it (UTF-16). */
function checkEntry(
  frame: Uint8Array,
  v: MessageView,
  value: Json,
  text: string,
  span: Span,
): void {
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  const idSpan = isObject ? objectMembers(text, span).get("id") : undefined;
  const rawId = idSpan === undefined ? undefined : text.slice(idSpan.start, idSpan.end);
  const expected = classify(value, rawId);
  assert.deepEqual(
    { kind: v.kind, idText: v.idText, method: v.method, isError: v.isError },
    expected,
    text.slice(span.start, span.end),
  );
  assert.equal(v.parseError, false);
  assert.equal(v.reason === null, expected.kind !== "invalid");
  assert.deepEqual(JSON.parse(frameText(frame, v.span!)), value);
  for (
    const [key, s] of [
      ["id", v.idSpan],
      ["method", v.methodSpan],
      ["params", v.paramsSpan],
      ["result", v.resultSpan],
      ["error", v.errorSpan],
    ] as const
  ) {
    if (isObject && has(value, key)) {
      assert.ok(s !== null, key);
      assert.deepEqual(JSON.parse(frameText(frame, s)), value[key], key);
      assert.deepEqual(v.member(key), s);
    } else {
      assert.equal(s, null, key);
    }
  }
}

Deno.test("jsonrpc message: a batch's entries can be read one at a time (entryCount, entryAt, findEntry), each built on its call, and out-of-range reads throw a RangeError", () => {
  const frame = encoder.encode(
    `[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","method":"n"},` +
      `{"jsonrpc":"2.0","id":"i","method":"initialize"},7]`,
  );
  const v = viewMessage(frame);
  assert.equal(v.entryCount, 4);
  assert.deepEqual(
    Array.from({ length: 4 }, (_, i) => [v.entryAt(i).kind, v.entryAt(i).idText]),
    [["response", "1"], ["notification", null], ["request", `"i"`], ["invalid", null]],
  );
  assert.notEqual(v.entryAt(2), v.entryAt(2), "not kept: a new view per call");
  assert.equal(v.entries[2], v.entries[2], "entries are kept once read");
  for (const bad of [-1, 4, 1.5, Number.NaN]) {
    assert.throws(() => v.entryAt(bad), RangeError, String(bad));
  }
  assert.equal(findEntry(v, (e) => e.kind === "request")?.idText, `"i"`);
  assert.equal(findEntry(v, (e) => e.kind === "blank"), undefined);
  const single = view(`{"jsonrpc":"2.0","id":2,"method":"m"}`);
  assert.equal(single.entryCount, 0);
  assert.throws(() => single.entryAt(0), RangeError);
  assert.equal(findEntry(single, (e) => e.method === "m"), single, "a lone entry is itself");
  assert.equal(findEntry(single, (e) => e.method === "x"), undefined);
});

Deno.test("jsonrpc message: a batch of a million tiny entries: entryCount is read from the scan, and every entry can be read one by one", () => {
  const count = 1_000_000;
  const frame = encoder.encode(`[${Array(count).fill("1").join(",")}]`);
  const v = viewMessage(frame);
  assert.equal(v.entryCount, count);
  let invalid = 0;
  for (let i = 0; i < v.entryCount; i++) if (v.entryAt(i).kind === "invalid") invalid++;
  assert.equal(invalid, count);
  assert.equal(findEntry(v, (e) => e.kind !== "invalid"), undefined);
});

function checkFrame(frame: Uint8Array): void {
  const v = viewMessage(frame);
  const oracle = parseOracle(frame);
  if (!oracle.ok) {
    const blank = frame.every((b) => b === 0x20 || b === 0x09 || b === 0x0d || b === 0x0a);
    assert.equal(v.kind, blank ? "blank" : "invalid");
    assert.equal(v.parseError, !blank);
    assert.deepEqual(v.entries, []);
    assert.equal(v.entryCount, 0);
    return;
  }
  const text = new TextDecoder().decode(frame);
  const span = documentSpan(text);
  if (Array.isArray(oracle.value)) {
    assert.equal(v.kind, "batch");
    assert.equal(v.idText, null);
    // Read one at a time first (each built on its call), then all at once (kept).
    assert.equal(v.entryCount, oracle.value.length);
    const elements = arrayElements(text, span);
    for (let i = 0; i < v.entryCount; i++) {
      checkEntry(frame, v.entryAt(i), oracle.value[i], text, elements[i]);
    }
    assert.equal(v.entries.length, oracle.value.length);
    v.entries.forEach((e, i) => checkEntry(frame, e, oracle.value[i], text, elements[i]));
  } else {
    assert.deepEqual(v.entries, []);
    assert.equal(v.entryCount, 0);
    checkEntry(frame, v, oracle.value, text, span);
  }
}

Deno.test("jsonrpc message property: kind, id text, method and isError agree with a JSON.parse classifier for JSON-RPC-ish objects", () => {
  fc.assert(fc.property(entryText, (t) => checkFrame(encoder.encode(t))), { numRuns: 2000 });
});

Deno.test("jsonrpc message property: the same for batches, scalars, blank lines and mutated frames; every span parses to the member's value", () => {
  fc.assert(fc.property(frameBytes, checkFrame), { numRuns: 2000 });
});

Deno.test("jsonrpc message property: any bytes at all give a view without throwing, invalid exactly when JSON.parse rejects them", () => {
  fc.assert(fc.property(anyBytes, checkFrame), { numRuns: 2000 });
});

Deno.test("jsonrpc message property: stringAt and frameText give what JSON.parse and TextDecoder give, for any string (escaped or not, ASCII or not, short or long)", () => {
  const encoder = new TextEncoder();
  fc.assert(
    fc.property(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.boolean(),
      (value, asciiEscapes) => {
        // JSON.stringify escapes only what it must; the other form escapes every non-ASCII too.
        const literal = asciiEscapes
          ? JSON.stringify(value).replace(
            /[\u0080-\uffff]/g,
            (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
          )
          : JSON.stringify(value);
        const frame = encoder.encode(`{"k":${literal}}`);
        const scan = scanJson(frame);
        assert.ok(scan.valid);
        const span = scan.member("k")!;
        assert.equal(stringAt(frame, span), value);
        assert.equal(frameText(frame, span), literal);
      },
    ),
    { numRuns: 2000 },
  );
});

Deno.test("jsonrpc message: a response keeps its kind whatever its shape (rule 2.5), and responseFlaw says what a strict reader refuses in it", () => {
  const cases: [string, string | null][] = [
    [`{"jsonrpc":"2.0","id":1,"result":{}}`, null],
    [`{"jsonrpc":"2\\u002e0","id":null,"error":{"code":-1,"message":"m"}}`, null],
    [`{"id":4,"result":1}`, `"jsonrpc" must be "2.0"`],
    [`{"jsonrpc":"1.0","id":4,"result":1}`, `"jsonrpc" must be "2.0"`],
    [`{"jsonrpc":"2.0","result":1}`, `"id" must be a string, number or null`],
    [`{"jsonrpc":"2.0","id":{"a":1},"result":1}`, `"id" must be a string, number or null`],
    [`{"jsonrpc":"2.0","id":true,"result":1}`, `"id" must be a string, number or null`],
    [
      `{"jsonrpc":"2.0","id":1,"result":1,"error":{}}`,
      `a response has "result" or "error", not both`,
    ],
    [`{"jsonrpc":"2.0","id":1,"error":"boom"}`, `"error" must be an object`],
    // A literally null member beside the other is absent, as a serialiser that writes every
    // field gives it (before: "not both").
    [`{"jsonrpc":"2.0","id":1,"result":{"a":1},"error":null}`, null],
    [`{"jsonrpc":"2.0","id":1,"result":null,"error":{"code":-1,"message":"m"}}`, null],
    [`{"jsonrpc":"2.0","id":1,"result":null,"error":null}`, null],
    [`{"jsonrpc":"2.0","id":1,"result":null,"error":"boom"}`, `"error" must be an object`],
    [`{"jsonrpc":"2.0","id":1,"error":null}`, `"error" must be an object`],
  ];
  for (const [text, flaw] of cases) {
    const view = viewMessage(new TextEncoder().encode(text));
    assert.equal(view.kind, "response", text);
    assert.equal(view.responseFlaw, flaw, text);
  }
  const request = viewMessage(new TextEncoder().encode(`{"jsonrpc":"2.0","id":1,"method":"m"}`));
  assert.equal(request.responseFlaw, null);
});
