/**
 * jsonrpc/json_scan.ts: one validating pass over bytes that agrees with `JSON.parse` on
 * acceptance and records the exact spans of the top-level members and elements.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  holdsMoreContainers,
  isJson,
  type JsonScan,
  jsonTypeAt,
  scanJson,
  skipWhitespace,
  type Span,
} from "../jsonrpc/json_scan.ts";
import {
  anyBytes,
  encoder,
  garbageBytes,
  type Json,
  jsonText,
  keyText,
  mutatedBytes,
  type Node,
  node,
  numberSoup,
  parseOracle,
  quotedBytes,
  render,
  tokenSoup,
  ws,
} from "./_jsonrpc_arbitraries.ts";

const decoder = new TextDecoder();
const slice = (bytes: Uint8Array, span: Span) =>
  decoder.decode(bytes.subarray(span.start, span.end));

function scanned(text: string | Uint8Array): JsonScan {
  const bytes = typeof text === "string" ? encoder.encode(text) : text;
  const scan = scanJson(bytes);
  assert.ok(scan.valid, scan.valid ? "" : scan.reason);
  return scan;
}

function rejected(text: string | Uint8Array): string {
  const bytes = typeof text === "string" ? encoder.encode(text) : text;
  const scan = scanJson(bytes);
  assert.ok(!scan.valid, `accepted ${JSON.stringify(text)}`);
  return scan.reason;
}

Deno.test("jsonrpc scan: object members keep their exact bytes (whitespace, big numbers, escapes)", () => {
  const text =
    ` { "id" : 12345678901234567890 , "f":1.50,"s":"a\\"}],{\\\\","n":null,"o":{ "x" : [1, {"y":2}] },"e":[ ], "t" :true}\r`;
  const scan = scanned(text);
  const bytes = scan.bytes;
  assert.equal(scan.type, "object");
  assert.deepEqual(scan.span, { start: 1, end: text.length - 1 });
  assert.deepEqual(Object.fromEntries([...scan.members()].map(([k, s]) => [k, slice(bytes, s)])), {
    id: "12345678901234567890",
    f: "1.50",
    s: `"a\\"}],{\\\\"`,
    n: "null",
    o: `{ "x" : [1, {"y":2}] }`,
    e: "[ ]",
    t: "true",
  });
});

Deno.test("jsonrpc scan: array elements keep their exact bytes", () => {
  const text = `[ 1.0 ,"x\\\\",[ ] , {"a":[1,2]},-0, 1E+2,false ]`;
  const scan = scanned(text);
  assert.equal(scan.type, "array");
  assert.deepEqual(
    scan.elements().map((s) => slice(scan.bytes, s)),
    ["1.0", `"x\\\\"`, "[ ]", `{"a":[1,2]}`, "-0", "1E+2", "false"],
  );
  assert.equal(scan.members().size, 0, "an array has no members");
  assert.equal(scan.key(0), undefined);
  assert.equal(scan.keySpan(0), undefined);
});

Deno.test("jsonrpc scan: offsets are bytes, so non-ASCII text before a member shifts them by its UTF-8 length", () => {
  const text = `{"é😀":"ü","id":7}`;
  const scan = scanned(text);
  assert.deepEqual(scan.member("id"), { start: 20, end: 21 });
  assert.equal(scan.key(0), "é😀");
  assert.ok(scan.keyIs(0, "é😀"));
  assert.ok(!scan.keyIs(0, "é"));
  assert.equal(slice(scan.bytes, scan.member("é😀")!), `"ü"`);
});

Deno.test("jsonrpc scan: escaped keys are decoded only when asked, and a repeated key finds its last value like JSON.parse", () => {
  const text = `{"\\u0069d":1,"a\\"b":2,"id":3,"\\/":4,"\uFEFFid":5}`;
  const scan = scanned(text);
  assert.equal(scan.length, 5);
  assert.ok(scan.keyEscaped(0) && scan.keyEscaped(1) && !scan.keyEscaped(2));
  assert.deepEqual(scan.keySpan(0), { start: 1, end: 10 });
  assert.equal(scan.key(0), "id");
  assert.equal(scan.key(4), "\uFEFFid", "a BOM inside a key is kept");
  assert.equal(scan.find("id"), 2);
  assert.equal(slice(scan.bytes, scan.member("id")!), "3");
  assert.equal(slice(scan.bytes, scan.member("\uFEFFid")!), "5");
  assert.equal(scan.member("missing"), undefined);
  const parsed = JSON.parse(text);
  for (const [k, s] of scan.members()) {
    assert.deepEqual(JSON.parse(slice(scan.bytes, s)), parsed[k]);
  }
});

Deno.test("jsonrpc scan: every kind of top-level value, with its type and whitespace-free span", () => {
  const cases: Array<[string, string]> = [
    ["42", "number"],
    ["-1.5e3", "number"],
    [`"x y"`, "string"],
    ["true", "boolean"],
    ["false", "boolean"],
    ["null", "null"],
    ["{}", "object"],
    ["[1]", "array"],
  ];
  for (const [value, type] of cases) {
    for (const [before, after] of [["", ""], [" \t\r\n", "\n "], ["\n", "\r"]]) {
      const scan = scanned(before + value + after);
      assert.equal(scan.type, type);
      assert.deepEqual(scan.span, { start: before.length, end: before.length + value.length });
      assert.equal(jsonTypeAt(scan.bytes, scan.span.start), type);
      if (type !== "object" && type !== "array") assert.equal(scan.length, 0);
    }
  }
});

Deno.test("jsonrpc scan: invalid texts are rejected with an offset and a reason", () => {
  const cases: Array<[string | Uint8Array, number]> = [
    ["", 0],
    ["   ", 3],
    [`{"a":01}`, 6],
    [`{"a":1,}`, 7],
    ["[1,]", 3],
    ["[1 2]", 3],
    [`{"a" 1}`, 5],
    [`{a:1}`, 1],
    ["tru", 3],
    ["nulL", 3],
    ["-", 1],
    ["1.", 2],
    ["1e", 2],
    ["+1", 0],
    [".5", 0],
    ["0x10", 1],
    ["NaN", 0],
    ["[1] x", 4],
    ["{}{}", 2],
    [`"a\\x"`, 2],
    [`"\\u12G4"`, 1],
    [`"tab\there"`, 4],
    [`"unterminated`, 13],
    [new Uint8Array([0x22, 0xff, 0x22]), 1],
    [new Uint8Array([0x22, 0xc3, 0x22]), 1],
    [new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), 0],
  ];
  for (const [text, offset] of cases) {
    const bytes = typeof text === "string" ? encoder.encode(text) : text;
    const scan = scanJson(bytes);
    assert.ok(!scan.valid, `accepted ${JSON.stringify(text)}`);
    assert.equal(scan.offset, offset, `${JSON.stringify(text)}: ${scan.reason}`);
    assert.ok(scan.reason.length > 0);
    assert.equal(isJson(bytes), false);
    assert.equal(parseOracle(bytes).ok, false, "the oracle agrees");
  }
  assert.match(rejected(`{"a":01}`), /unexpected byte 0x31 at offset 6/);
  assert.match(rejected(new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22])), /invalid UTF-8/);
});

Deno.test("jsonrpc scan: UTF-8 is validated inside strings: overlong forms, encoded surrogates and code points above U+10FFFF are invalid, escaped lone surrogates are valid", () => {
  const quoted = (...b: number[]) => new Uint8Array([0x22, ...b, 0x22]);
  for (
    const bad of [
      [0xc0, 0x80],
      [0xe0, 0x9f, 0xbf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5, 0x80, 0x80, 0x80],
      [0x80],
      [0xe2, 0x82],
    ]
  ) {
    rejected(quoted(...bad));
    assert.equal(parseOracle(quoted(...bad)).ok, false);
  }
  for (
    const good of [[0xc2, 0x80], [0xe0, 0xa0, 0x80], [0xed, 0x9f, 0xbf], [0xee, 0x80, 0x80], [
      0xf0,
      0x90,
      0x80,
      0x80,
    ], [0xf4, 0x8f, 0xbf, 0xbf]]
  ) {
    scanned(quoted(...good));
  }
  scanned(`"\\ud800"`);
  scanned(`"\\udc00\\ud800"`);
  scanned(`"\u007f"`);
});

Deno.test("jsonrpc scan: a sub-range is scanned in place, with offsets relative to the whole array", () => {
  const text = `garbage{"a" : [1,2], "b":"x"}more`;
  const bytes = encoder.encode(text);
  const scan = scanJson(bytes, { start: 7, end: 29 });
  assert.ok(scan.valid);
  assert.deepEqual(scan.span, { start: 7, end: 29 });
  assert.equal(slice(bytes, scan.member("a")!), "[1,2]");
  assert.equal(slice(bytes, scan.member("b")!), `"x"`);
  // The range ends inside the value: the value is truncated.
  assert.ok(!scanJson(bytes, { start: 7, end: 28 }).valid);
  assert.equal(skipWhitespace(encoder.encode("  x "), 0), 2);
  assert.equal(skipWhitespace(encoder.encode("    "), 1, 3), 3);
});

Deno.test("jsonrpc scan: one byte array over a resizable buffer is scanned whole after the buffer grows or shrinks", () => {
  const buffer = new ArrayBuffer(24, { maxByteLength: 4096 });
  const bytes = new Uint8Array(buffer); // tracks the buffer's length
  bytes.set(encoder.encode(`"abcdefghijklmnopqrstuv"`));
  assert.equal(isJson(bytes), true);
  const check = (text: string) => {
    const frame = encoder.encode(text);
    buffer.resize(frame.length);
    bytes.set(frame);
    let parses = true;
    try {
      JSON.parse(text);
    } catch {
      parses = false;
    }
    assert.equal(isJson(bytes), parses, text);
  };
  // A raw control byte past the old end, inside a long string: invalid, as for JSON.parse.
  check(`{"method":"${"a".repeat(20)}","id":2,"params":{"p":"\u0001"},"x":"y"}`);
  check(`{"a":"${"b".repeat(200)}"}${" ".repeat(100)}`);
  check(`{"a":"${"b".repeat(100)}`); // shrunk, unterminated
  check(`"${"c".repeat(40)}"`);
});

Deno.test("jsonrpc scan: 100,000-deep nesting is scanned iteratively (no stack overflow), and agrees with JSON.parse", () => {
  const depth = 100_000;
  const arrays = encoder.encode("[".repeat(depth) + `{"k":"v"}` + "]".repeat(depth));
  const scan = scanned(arrays);
  assert.equal(scan.length, 1);
  assert.deepEqual(scan.valueSpan(0), { start: 1, end: arrays.length - 1 });
  assert.equal(parseOracle(arrays).ok, true);
  const objects = encoder.encode('{"a":'.repeat(depth) + "1" + "}".repeat(depth));
  assert.deepEqual(scanned(objects).member("a"), { start: 5, end: objects.length - 1 });
  const mixed = encoder.encode(`{"x":[`.repeat(depth) + "null" + "]}".repeat(depth));
  scanned(mixed);
  // One closer missing, or one too many: invalid, and still no overflow.
  rejected("[".repeat(depth) + "]".repeat(depth - 1));
  rejected("[".repeat(depth) + "]".repeat(depth + 1));
  rejected(`{"x":[`.repeat(depth) + "null" + "]}".repeat(depth - 1) + "]]");
});

// ---------------------------------------------------------------------------------------
// Properties: the JSON.parse oracle
// ---------------------------------------------------------------------------------------

function agreesWithOracle(bytes: Uint8Array): void {
  const scan = scanJson(bytes);
  const oracle = parseOracle(bytes);
  assert.equal(
    scan.valid,
    oracle.ok,
    `${JSON.stringify(decoder.decode(bytes))} ${[...bytes].map((b) => b.toString(16))}: ${
      scan.valid ? "accepted" : scan.reason
    }`,
  );
}

Deno.test("jsonrpc scan property: random JSON values with random whitespace are accepted, as by JSON.parse", () => {
  fc.assert(fc.property(jsonText, (text) => agreesWithOracle(encoder.encode(text))), {
    numRuns: 1000,
  });
  fc.assert(
    fc.property(
      fc.jsonValue({ maxDepth: 5, stringUnit: "binary" }),
      fc.constantFrom(0, 1, 2, "\t", " \r\n "),
      (value, indent) => agreesWithOracle(encoder.encode(JSON.stringify(value, null, indent))),
    ),
    { numRuns: 500 },
  );
});

Deno.test("jsonrpc scan property: mutated JSON bytes are accepted exactly when JSON.parse accepts them", () => {
  fc.assert(fc.property(mutatedBytes, agreesWithOracle), { numRuns: 3000 });
});

Deno.test("jsonrpc scan property: token soup, number soup, quoted random bytes and plain garbage agree with JSON.parse", () => {
  fc.assert(fc.property(tokenSoup, agreesWithOracle), { numRuns: 2000 });
  fc.assert(fc.property(numberSoup, agreesWithOracle), { numRuns: 3000 });
  fc.assert(fc.property(quotedBytes, agreesWithOracle), { numRuns: 3000 });
  fc.assert(fc.property(garbageBytes, agreesWithOracle), { numRuns: 2000 });
});

Deno.test("jsonrpc scan property: long strings, skipped four bytes at a time, agree with JSON.parse wherever a quote, backslash, control byte or UTF-8 byte falls and at any alignment", () => {
  const special = fc.oneof(
    fc.constantFrom(0x22, 0x5c, 0x00, 0x1f, 0x20, 0x7f, 0x80, 0xc3, 0xe2, 0xf0, 0xff),
    fc.integer({ min: 0, max: 255 }),
  );
  const text = fc.record({
    length: fc.integer({ min: 0, max: 120 }),
    at: fc.array(fc.tuple(fc.nat(), special), { maxLength: 3 }),
    offset: fc.integer({ min: 0, max: 7 }),
    escape: fc.boolean(),
  });
  fc.assert(
    fc.property(text, ({ length, at, offset, escape }) => {
      const body = new Uint8Array(length).fill(0x61);
      for (const [i, b] of at) if (length > 0) body[i % length] = b;
      // Sometimes a valid escape, so that the scan resumes after it on the word path.
      if (escape && length > 4) body.set([0x5c, 0x6e], length >> 1);
      const json = new Uint8Array(offset + length + 2);
      json[offset] = 0x22;
      json.set(body, offset + 1);
      json[offset + length + 1] = 0x22;
      agreesWithOracle(json.subarray(offset)); // byteOffset 0–7: every alignment of the words
    }),
    { numRuns: 5000 },
  );
});

Deno.test("jsonrpc scan property: a failure's offset lies within the input, and isJson says the same as scanJson", () => {
  fc.assert(
    fc.property(anyBytes, (bytes) => {
      const scan = scanJson(bytes);
      assert.equal(isJson(bytes), scan.valid);
      if (!scan.valid) {
        assert.ok(scan.offset >= 0 && scan.offset <= bytes.length, `${scan.offset}`);
      }
    }),
    { numRuns: 2000 },
  );
});

// ---------------------------------------------------------------------------------------
// Properties: spans
// ---------------------------------------------------------------------------------------

/** Checks each top-level span against the text the generator wrote for that part. */
function checkExact(bytes: Uint8Array, scan: JsonScan, n: Node): void {
  assert.equal(slice(bytes, scan.span), render(n));
  if (n.kind === "array") {
    assert.equal(scan.length, n.items.length);
    n.items.forEach((item, i) => assert.equal(slice(bytes, scan.valueSpan(i)), render(item)));
  } else if (n.kind === "object") {
    assert.equal(scan.length, n.members.length, "every occurrence is recorded");
    n.members.forEach(([k, v], i) => {
      assert.equal(scan.key(i), JSON.parse(k));
      assert.ok(scan.keyIs(i, JSON.parse(k)));
      assert.equal(slice(bytes, scan.keySpan(i)!), k);
      assert.equal(slice(bytes, scan.valueSpan(i)), render(v));
      assert.equal(scan.valueStart(i), scan.valueSpan(i).start);
      assert.equal(scan.valueEnd(i), scan.valueSpan(i).end);
    });
    // Last occurrence of a key wins, as in JSON.parse.
    const last = new Map<string, Node>();
    for (const [k, v] of n.members) last.set(JSON.parse(k), v);
    assert.deepEqual([...scan.members().keys()].sort(), [...last.keys()].sort());
    for (const [k, v] of last) assert.equal(slice(bytes, scan.member(k)!), render(v));
  } else {
    assert.equal(scan.length, 0);
  }
}

Deno.test("jsonrpc scan property: spans cover exactly the generated raw text and parse to the parsed value's parts", () => {
  fc.assert(
    fc.property(node, ws, ws, (n, before, after) => {
      const body = render(n);
      const bytes = encoder.encode(before + body + after);
      const scan = scanned(bytes);
      const start = encoder.encode(before).length;
      assert.deepEqual(scan.span, { start, end: start + encoder.encode(body).length });
      checkExact(bytes, scan, n);
      const value: Json = JSON.parse(decoder.decode(bytes));
      assert.deepEqual(JSON.parse(slice(bytes, scan.span)), value);
      if (Array.isArray(value)) {
        scan.elements().forEach((s, i) => assert.deepEqual(JSON.parse(slice(bytes, s)), value[i]));
      } else if (scan.type === "object") {
        for (const key of Object.keys(value)) {
          assert.deepEqual(JSON.parse(slice(bytes, scan.member(key)!)), value[key]);
        }
      }
    }),
    { numRuns: 1000 },
  );
});

Deno.test("jsonrpc scan property: scanning a value embedded between other bytes gives the same spans, shifted", () => {
  fc.assert(
    fc.property(node, garbageBytes, garbageBytes, (n, before, after) => {
      const body = encoder.encode(render(n));
      const bytes = new Uint8Array([...before, ...body, ...after]);
      const alone = scanned(body);
      const inPlace = scanJson(bytes, { start: before.length, end: before.length + body.length });
      assert.ok(inPlace.valid);
      assert.equal(inPlace.length, alone.length);
      const shift = (s: Span) => ({ start: s.start + before.length, end: s.end + before.length });
      assert.deepEqual(inPlace.span, shift(alone.span));
      for (let i = 0; i < alone.length; i++) {
        assert.deepEqual(inPlace.valueSpan(i), shift(alone.valueSpan(i)));
        assert.equal(inPlace.key(i), alone.key(i));
      }
    }),
    { numRuns: 500 },
  );
});

Deno.test("jsonrpc scan property: keyIs agrees with the decoded key for any name", () => {
  fc.assert(
    fc.property(
      keyText,
      fc.oneof(keyText.map((k) => JSON.parse(k) as string), fc.string()),
      (key, name) => {
        const scan = scanned(`{${key}:0}`);
        assert.equal(scan.keyIs(0, name), JSON.parse(key) === name);
        assert.equal(scan.keyIs(0, JSON.parse(key)), true);
      },
    ),
    { numRuns: 1000 },
  );
});

Deno.test("json scan: every byte raw inside a string, and every byte after a backslash, is accepted exactly when JSON.parse accepts it (short and long strings, in a member and an element)", () => {
  const long = "x".repeat(100); // past any fast path for plain runs
  for (let b = 0; b < 256; b++) {
    for (const [before, after] of [["", ""], [long, long]]) {
      for (const inside of [[b], [0x5c, b]]) {
        const text = (prefix: string, suffix: string) =>
          new Uint8Array([
            ...encoder.encode(`${prefix}"${before}`),
            ...inside,
            ...encoder.encode(`${after}"${suffix}`),
          ]);
        for (const bytes of [text('{"k":', "}"), text("[1,", "]"), text("", "")]) {
          assert.equal(
            isJson(bytes),
            parseOracle(bytes).ok,
            `byte 0x${b.toString(16)} ${inside.length === 2 ? "after a backslash" : "raw"}`,
          );
        }
      }
    }
  }
});

Deno.test("json scan: many members, elements and inner members (past the scratch lists' size, kept as typed arrays) are recorded exactly, and a failed scan leaves nothing behind for the next", () => {
  const encoder = new TextEncoder();
  for (const n of [1, 63, 64, 65, 128, 129, 1100, 5000]) {
    const members = Array.from({ length: n }, (_, i) => `"k${i}":${i}`);
    const object = encoder.encode(`{"params":{${members.join(",")}},${members.join(",")}}`);
    const o = scanJson(object);
    assert.ok(o.valid && o.type === "object");
    assert.equal(o.length, n + 1);
    assert.equal(o.key(n), `k${n - 1}`);
    assert.equal(o.keyStart(0), 1);
    const last = o.valueSpan(n);
    assert.equal(new TextDecoder().decode(object.subarray(last.start, last.end)), `${n - 1}`);
    const inner = o.innerMember(0, `k${n - 1}`)!;
    assert.equal(new TextDecoder().decode(object.subarray(inner.start, inner.end)), `${n - 1}`);
    assert.equal(o.innerMember(0, `k${n}`), undefined);
    // A failure after many elements, then a small scan: no slots of the failed one remain.
    const broken = scanJson(encoder.encode(`[${Array(n).fill("1").join(",")},]`));
    assert.equal(broken.valid, false);
    const array = encoder.encode(` [${Array.from({ length: n }, (_, i) => `"${i}"`).join(", ")}]`);
    const a = scanJson(array);
    assert.ok(a.valid && a.type === "array");
    assert.equal(a.length, n);
    assert.equal(a.keyStart(n - 1), -1);
    assert.equal(a.key(n - 1), undefined);
    assert.equal(a.keyIs(n - 1, `${n - 1}`), false);
    assert.equal(a.keyEscaped(n - 1), false);
    assert.deepEqual(
      a.elements().map((s) => JSON.parse(new TextDecoder().decode(array.subarray(s.start, s.end)))),
      Array.from({ length: n }, (_, i) => `${i}`),
    );
    const small = scanJson(encoder.encode(`{"a":1}`));
    assert.ok(small.valid && small.length === 1 && small.key(0) === "a");
    // The earlier results are unchanged by the later scans (nothing shares the scratch lists).
    assert.equal(o.key(n), `k${n - 1}`);
    assert.equal(a.length, n);
  }
});

Deno.test("json scan: the room a scan of 4 million elements grew is let go when the scan fails, and when the next scan records nothing: the process's external memory comes back to where it was (a subprocess, with gc exposed)", async () => {
  const url = JSON.stringify(new URL("../jsonrpc/json_scan.ts", import.meta.url).href);
  const script = `
    import { scanJson } from ${url};
    const gc = globalThis.gc;
    const external = () => { gc(); gc(); return Deno.memoryUsage().external; };
    const e = new TextEncoder();
    const before = external();
    for (const tail of [",x]", "] x"]) { // fails inside the array, and after it
      let bytes = e.encode("[" + Array(4_000_000).fill("1").join(",") + tail);
      if (scanJson(bytes).valid) throw new Error("valid");
      bytes = null;
      scanJson(e.encode("1")); // records nothing
      console.log(Math.round((external() - before) / 1048576));
    }
    const grown = scanJson(e.encode("[" + Array(4_000_000).fill("1").join(",") + "]"));
    scanJson(e.encode("1"));
    console.log(grown.valid && grown.length);
  `;
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--no-check", "--v8-flags=--expose-gc", script],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 0, stderr);
  const [failedInside, failedAfter, length] = new TextDecoder().decode(out.stdout).trim()
    .split("\n").map(Number);
  // The grown lists held 32 MiB (8 M slots of 4 bytes), then 64 MiB while growing.
  assert.ok(failedInside < 8, `${failedInside} MiB still held after a failed scan`);
  assert.ok(failedAfter < 8, `${failedAfter} MiB still held after a scan failing past the value`);
  assert.equal(length, 4_000_000, "a result keeps its own copy");
});

/**
 * The objects and arrays of JSON text, by another way than the scanner's: every string emptied
 * by a regular expression, then the opening brackets left counted (JSON.parse's value would
 * miss those a repeated key overwrote, which it built all the same).
 */
function containersOf(text: string): number {
  return text.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/[^[{]/g, "").length;
}

Deno.test("json scan: holdsMoreContainers agrees with counting the text's objects and arrays another way, at, under and over the count, brackets and escaped quotes in strings not counted (property)", () => {
  fc.assert(
    fc.property(jsonText, fc.integer({ min: -1, max: 1 }), (text, off) => {
      const bytes = encoder.encode(text);
      const count = containersOf(text);
      const max = Math.max(0, count + off);
      return holdsMoreContainers(bytes, { start: 0, end: bytes.length }, max) === count > max;
    }),
    { numRuns: 2000 },
  );
  const tricky = encoder.encode(String.raw`{"a":"[{\"[","b":[{}],"c":"\\"}`);
  assert.equal(containersOf(new TextDecoder().decode(tricky)), 3);
  assert.equal(holdsMoreContainers(tricky, { start: 0, end: tricky.length }, 3), false);
  assert.equal(holdsMoreContainers(tricky, { start: 0, end: tricky.length }, 2), true);
});
