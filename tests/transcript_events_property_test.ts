/**
 * The transcript's byte-level event builder (`observation/event_bytes.ts`) against an oracle
 * independent of the product's JSON scanner: frames are generated from shapes whose members'
 * raw texts are known, `JSON.parse` classifies them, and the oracle splices those raw texts
 * into the event lines. Byte for byte, over requests, notifications and responses with
 * 20-digit ids, `1.0`, escapes in keys, methods and values, invalid UTF-8, lines that are
 * not JSON, JSON that is not JSON-RPC, batches and CRLF; the string builder `frameEvents`
 * must agree too. Then the whole recorder (ring, worker, line splitting) over such lines in
 * random chunks and two directions: the file is the oracle's events, timestamps aside.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { appendFrameEvents, EventBuffer, EventDirection } from "../observation/event_bytes.ts";
import { frameEvents, MAX_BATCH_EVENTS } from "../observation/transcript_events.ts";
import { startTranscript } from "../observation/transcript_recorder.ts";
import {
  idText,
  keyText,
  mutatedBytes,
  type Node,
  node,
  objectText,
  quotedBytes,
  render,
  scalarText,
  tokenSoup,
  validIdText,
} from "./_jsonrpc_arbitraries.ts";
import { within } from "./fixtures/support.ts";

const encoder = new TextEncoder();
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lossy = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * One JSON value's exact text and, for an object, its members' exact `[key, value]` texts,
 * for an array, its elements' shapes.
 */
interface Shape {
  text: string;
  members: Array<[string, string]> | null;
  items?: Shape[];
}

/** A frame (one line, no LF) and, when it was built from shapes, those shapes. */
interface Frame {
  bytes: Uint8Array;
  /** The single value, or `null` (a batch, or bytes of unknown shape). */
  top: Shape | null;
  /** A batch's elements, or `null`. */
  items: Shape[] | null;
}

// ---------------------------------------------------------------------------------------
// Generators. Lines never hold an LF: whitespace LFs become spaces, other bytes too.
// ---------------------------------------------------------------------------------------

const noLf = (text: string) => text.replaceAll("\n", " ");

const inlineWs = fc.constantFrom("", "", "", " ", "\t", "\r", "  ");

/** Spellings of an envelope member's key, sometimes with an escape. */
function spelling(name: string): fc.Arbitrary<string> {
  const escaped = `"\\u${name.charCodeAt(0).toString(16).padStart(4, "0")}${name.slice(1)}"`;
  return fc.constantFrom(`"${name}"`, `"${name}"`, `"${name}"`, escaped);
}

const methodText = fc.oneof(
  fc.constantFrom(
    `"initialize"`,
    `"session/prompt"`,
    `"session/update"`,
    `"_proxy/successor"`,
    `"\\u0069nitialize"`,
    `"a\\/b"`,
    `"é😀\u2028\u007f"`,
    `""`,
    "5",
    "null",
    "{}",
  ),
  fc.string({ maxLength: 6, unit: "binary" }).map((s) => JSON.stringify(s)),
  fc.string({ maxLength: 6, unit: "grapheme" }).map((s) => JSON.stringify(s)),
);

const valueText = fc.oneof(
  scalarText,
  node.map(render),
  fc.constantFrom(
    `{"x":1.0,"y":-0,"z":1E+2}`,
    `{"u":"\\u00e9\\n\\"q\\"\\\\","v":"é😀\u2028"}`,
    `[1, 2 ,{"a" : null}]`,
    `{"sessionId":"s-1","update":{"content":{"type":"text","text":"hello"}}}`,
  ),
);

const member: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(spelling("jsonrpc"), fc.constantFrom(`"2.0"`, `"2.0"`, `"\\u0032.0"`, `"1.0"`, "2")),
  fc.tuple(spelling("id"), idText),
  fc.tuple(spelling("method"), methodText),
  fc.tuple(spelling("params"), valueText),
  fc.tuple(spelling("result"), valueText),
  fc.tuple(spelling("error"), fc.constantFrom(`{"code":-1,"message":"m"}`, "null", "{}")),
  fc.tuple(keyText, scalarText),
);

function objectShape(members: Array<[string, string]>, ws: string[]): Shape {
  const clean = members.map(([k, v]): [string, string] => [noLf(k), noLf(v)]);
  return { text: objectText(clean, ws), members: clean };
}

function nodeShape(n: Node): Shape {
  if (n.kind === "array") {
    return { text: noLf(render(n)), members: null, items: n.items.map(nodeShape) };
  }
  if (n.kind !== "object") return { text: noLf(render(n)), members: null };
  return {
    text: noLf(render(n)),
    members: n.members.map(([k, v]) => [noLf(k), noLf(render(v))]),
  };
}

/** Mostly well-formed messages (members shuffled, extra ones), often broken, or any value. */
const entryShape: fc.Arbitrary<Shape> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(
      fc.constantFrom("request", "notification", "result", "error"),
      validIdText,
      methodText,
      valueText,
      fc.boolean(),
      fc.array(member, { maxLength: 2 }),
      fc.array(inlineWs, { maxLength: 3 }),
    ).chain(([kind, id, method, params, withParams, extra, ws]) => {
      const members: Array<[string, string]> = [[`"jsonrpc"`, `"2.0"`]];
      if (kind !== "notification") members.push([`"id"`, id]);
      if (kind === "request" || kind === "notification") members.push([`"method"`, method]);
      if (kind === "result") members.push([`"result"`, params]);
      else if (kind === "error") members.push([`"error"`, `{"code":-32000,"message":"x"}`]);
      else if (withParams) members.push([`"params"`, params]);
      members.push(...extra);
      return fc.shuffledSubarray(members, { minLength: members.length, maxLength: members.length })
        .map((shuffled) => objectShape(shuffled, ws));
    }),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.array(member, { maxLength: 6 }), fc.array(inlineWs, { maxLength: 3 }))
      .map(([members, ws]) => objectShape(members, ws)),
  },
  { weight: 1, arbitrary: node.map(nodeShape) },
);

function isJsonWhitespace(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0d || b === 0x0a;
}

/** `JSON.parse` of the strictly decoded bytes, or `undefined` when they are not JSON. */
function parse(bytes: Uint8Array): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(strict.decode(bytes)) };
  } catch {
    return undefined;
  }
}

/** Bytes of unknown shape: never an object or array (whose members the oracle would need). */
const shapeless = fc.oneof(
  mutatedBytes,
  tokenSoup,
  quotedBytes,
  fc.uint8Array({ maxLength: 40 }),
  // Invalid UTF-8 inside an otherwise fine notification.
  fc.constantFrom([0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0x80], [0xf4, 0x90, 0x80, 0x80])
    .map((bad) =>
      new Uint8Array([
        ...encoder.encode(`{"jsonrpc":"2.0","method":"m","params":"a`),
        ...bad,
        ...encoder.encode(`"}`),
      ])
    ),
  fc.constantFrom(
    "Welcome to the agent!",
    "\u001b[32mgreen\u001b[0m",
    `{"jsonrpc":"2.0","method":"x"`,
    "\ufeff{}",
  ).map((s) => encoder.encode(s)),
).map((b) => b.map((x) => (x === 0x0a ? 0x20 : x))).filter((b) => {
  const parsed = parse(b);
  return parsed === undefined || typeof parsed.value !== "object" || parsed.value === null;
});

const frame: fc.Arbitrary<Frame> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(inlineWs, entryShape, inlineWs, fc.boolean()).map((
      [a, shape, b, cr],
    ): Frame => ({
      bytes: encoder.encode(a + shape.text + b + (cr ? "\r" : "")),
      top: shape,
      items: null,
    })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.array(entryShape, { maxLength: 4 }), inlineWs, fc.boolean()).map((
      [items, ws, cr],
    ): Frame => ({
      bytes: encoder.encode(
        `[${ws}${items.map((i) => i.text).join(`,${ws}`)}${ws}]${cr ? "\r" : ""}`,
      ),
      top: null,
      items,
    })),
  },
  { weight: 2, arbitrary: shapeless.map((bytes): Frame => ({ bytes, top: null, items: null })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", " ", "\r", " \t\r").map((s): Frame => ({
      bytes: encoder.encode(s),
      top: null,
      items: null,
    })),
  },
);

const party = fc.constantFrom("Client", "Agent", "acp-proxy", "Proxy(0)", `Odd "name" é`);

const timestamp = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 1e-7, 0.0000005, 12.3456785, 86_400.25),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
);

// ---------------------------------------------------------------------------------------
// The oracle.
// ---------------------------------------------------------------------------------------

const q = (text: string) => JSON.stringify(text);

function stripCr(bytes: Uint8Array): Uint8Array {
  return bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.subarray(0, -1) : bytes;
}

/** The events of one frame, by `JSON.parse` and the frame's known shapes. */
function oracle(f: Frame, ts: number, from: string, to: string): string {
  if (f.bytes.every(isJsonWhitespace)) return "";
  const time = Math.max(0, ts).toFixed(6);
  const head = `"ts":${time},"protocol":"acp","from":${q(from)},"to":${q(to)}`;
  const plain = `"ts":${time},"from":${q(from)},"to":${q(to)}`;
  const invalid = (raw: string, reason: string) =>
    `{"type":"invalid",${plain},"raw":${q(raw)},"reason":${q(reason)}}\n`;
  const parsed = parse(f.bytes);
  if (parsed === undefined) {
    return `{"type":"non_json",${plain},"raw":${
      q(lossy.decode(stripCr(f.bytes)))
    },"action":"pass"}\n`;
  }
  const entry = (value: unknown, shape: Shape): string => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return invalid(shape.text, "entry must be an object");
    }
    const v = value as Record<string, unknown>;
    const has = (name: string) => Object.hasOwn(v, name);
    // The raw text of the last member with that (decoded) name, as JSON.parse keeps it.
    const raw = (name: string) =>
      shape.members!.findLast(([k]) => JSON.parse(k) === name)?.[1] ?? "null";
    if (!has("method") && (has("result") || has("error"))) {
      // What a strict JSON-RPC 2.0 reader refuses in a response.
      if (v.jsonrpc !== "2.0") return invalid(shape.text, `"jsonrpc" must be "2.0"`);
      const id = v.id;
      if (!has("id") || !(id === null || typeof id === "string" || typeof id === "number")) {
        return invalid(shape.text, `"id" must be a string, number or null`);
      }
      // A literally null member beside the other one is absent.
      let hasResult = has("result"), hasError = has("error");
      if (hasResult && hasError) {
        if (v.error === null) hasError = false;
        else if (v.result === null) hasResult = false;
      }
      if (hasResult && hasError) {
        return invalid(shape.text, `a response has "result" or "error", not both`);
      }
      if (
        hasError && (typeof v.error !== "object" || v.error === null || Array.isArray(v.error))
      ) {
        return invalid(shape.text, `"error" must be an object`);
      }
      const isError = hasError && !hasResult;
      const payload = raw(isError || !hasResult ? "error" : "result");
      return `{"type":"response",${head},"id":${
        raw("id")
      },"is_error":${isError},"payload":${payload}}\n`;
    }
    if (v.jsonrpc !== "2.0") return invalid(shape.text, `"jsonrpc" must be "2.0"`);
    const id = v.id;
    if (has("id") && !(id === null || typeof id === "string" || typeof id === "number")) {
      return invalid(shape.text, `"id" must be a string, number or null`);
    }
    if (!has("method")) {
      return invalid(shape.text, `a message needs "method", or "result" or "error"`);
    }
    if (typeof v.method !== "string") return invalid(shape.text, `"method" must be a string`);
    // The method's text as on the wire, escapes and all (spliced, never re-serialised).
    const method = `"method":${raw("method")},"params":${raw("params")}}\n`;
    return has("id")
      ? `{"type":"request",${head},"id":${raw("id")},${method}`
      : `{"type":"notification",${head},${method}`;
  };
  if (Array.isArray(parsed.value)) {
    if (parsed.value.length === 0) return invalid(lossy.decode(stripCr(f.bytes)), "empty batch");
    const items = f.items ?? f.top!.items!;
    return parsed.value.map((v, i) => entry(v, items[i])).join("");
  }
  const trimmed = strict.decode(f.bytes).replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, "");
  return entry(parsed.value, f.top ?? { text: trimmed, members: null });
}

// ---------------------------------------------------------------------------------------
// The builder.
// ---------------------------------------------------------------------------------------

Deno.test("event bytes: each frame's events are the oracle's, byte for byte, and frameEvents' (property)", () => {
  const out = new EventBuffer(16); // grows
  fc.assert(
    fc.property(frame, timestamp, party, party, (f, ts, from, to) => {
      out.clear();
      const count = appendFrameEvents(out, f.bytes, ts, new EventDirection(from, to));
      const expected = oracle(f, ts, from, to);
      assert.deepEqual(out.view(), encoder.encode(expected), lossy.decode(f.bytes));
      assert.equal(count, expected.split("\n").length - 1);
      assert.equal(frameEvents(f.bytes, ts, from, to).join(""), expected);
    }),
    { numRuns: 3_000 },
  );
});

Deno.test("event bytes: frames appended one after another give the oracle's lines in order (property)", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(frame, fc.oneof(fc.constant(1.25), timestamp)), { maxLength: 20 }),
      party,
      party,
      (frames, from, to) => {
        const out = new EventBuffer(64);
        const direction = new EventDirection(from, to);
        for (const [f, ts] of frames) appendFrameEvents(out, f.bytes, ts, direction);
        const expected = frames.map(([f, ts]) => oracle(f, ts, from, to)).join("");
        assert.deepEqual(out.view(), encoder.encode(expected));
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("event bytes: the cases the issue names, spelled out", () => {
  const cases: Array<[string, string]> = [
    [
      `{"jsonrpc":"2.0","id":12345678901234567890,"method":"initialize","params":{"v":1.0}}\r`,
      `{"type":"request","ts":1.500000,"protocol":"acp","from":"Client","to":"Agent","id":12345678901234567890,"method":"initialize","params":{"v":1.0}}\n`,
    ],
    [
      `{"jsonrpc":"2.0","id":"\\u0041","result":{"text":"\\"é\\""}}`,
      `{"type":"response","ts":1.500000,"protocol":"acp","from":"Client","to":"Agent","id":"\\u0041","is_error":false,"payload":{"text":"\\"é\\""}}\n`,
    ],
    [
      `{"jsonrpc":"2.0","method":"\\u0078"}`,
      `{"type":"notification","ts":1.500000,"protocol":"acp","from":"Client","to":"Agent","method":"\\u0078","params":null}\n`,
    ],
    [
      `[{"jsonrpc":"2.0","id":1,"error":{"code":-1}},{"jsonrpc":"2.0","method":"n"}]`,
      `{"type":"response","ts":1.500000,"protocol":"acp","from":"Client","to":"Agent","id":1,"is_error":true,"payload":{"code":-1}}\n` +
      `{"type":"notification","ts":1.500000,"protocol":"acp","from":"Client","to":"Agent","method":"n","params":null}\n`,
    ],
    [
      `Welcome!\r`,
      `{"type":"non_json","ts":1.500000,"from":"Client","to":"Agent","raw":"Welcome!","action":"pass"}\n`,
    ],
  ];
  for (const [line, expected] of cases) {
    const out = new EventBuffer();
    appendFrameEvents(out, encoder.encode(line), 1.5, new EventDirection("Client", "Agent"));
    assert.equal(lossy.decode(out.view()), expected);
  }
  const out = new EventBuffer();
  const bad = new Uint8Array([...encoder.encode(`{"a":"`), 0xff, ...encoder.encode(`"}`)]);
  appendFrameEvents(out, bad, 0, new EventDirection("Agent", "Client"));
  assert.equal(
    lossy.decode(out.view()),
    `{"type":"non_json","ts":0.000000,"from":"Agent","to":"Client","raw":"{\\"a\\":\\"\uFFFD\\"}","action":"pass"}\n`,
  );
});

// ---------------------------------------------------------------------------------------
// The whole recorder.
// ---------------------------------------------------------------------------------------

/** Every event line's `ts` value as 0: chunks get their time when handed over. */
function withoutTimes(text: string): string {
  return text.replace(/^(\{"type":"[a-z_]+","ts":)[0-9]+\.[0-9]{6}/gm, "$10");
}

Deno.test("transcript recorder: lines in random chunks, two directions, give the oracle's events in arrival order (property)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.boolean(), fc.array(frame, { maxLength: 6 }), fc.boolean(), fc.nat(80)),
          { maxLength: 10 },
        ),
        fc.array(frame, { minLength: 2, maxLength: 2 }),
        async (writes, tails) => {
          const path = `${dir}/t.jsonl`;
          // The content is under test, not the speed: a loaded machine gets time to finish.
          const recorder = await startTranscript(path, { closeTimeoutMs: 25_000 });
          const up = new EventDirection("Client", "Agent");
          const down = new EventDirection("Agent", "Client");
          // Directions in the order the recorder first got bytes from them.
          const seen: EventDirection[] = [];
          const send = (d: EventDirection, bytes: Uint8Array) => {
            if (bytes.length > 0 && !seen.includes(d)) seen.push(d);
            recorder.bytes(d.from, d.to, bytes);
          };
          // A line's events come when its LF arrives: each write holds whole lines.
          let expected = "";
          for (const [isUp, lines, crlf, cut] of writes) {
            const d = isUp ? up : down;
            const framed = lines.map((l) => ({
              ...l,
              bytes: crlf ? new Uint8Array([...l.bytes, 0x0d]) : l.bytes,
            }));
            const bytes = new Uint8Array(framed.flatMap((l) => [...l.bytes, 0x0a]));
            const split = Math.min(cut, bytes.length);
            send(d, bytes.subarray(0, split));
            send(d, bytes.subarray(split));
            for (const f of framed) expected += oracle(f, 0, d.from, d.to);
          }
          // Then a last line without its LF in each direction: recorded at the end, in the
          // order the directions were first seen.
          send(up, tails[0].bytes);
          send(down, tails[1].bytes);
          for (const d of seen) expected += oracle(tails[d === up ? 0 : 1], 0, d.from, d.to);
          const dropped = await within(recorder.close(), 30_000, "the recorder to close");
          assert.equal(dropped, 0);
          assert.equal(withoutTimes(await Deno.readTextFile(path)), withoutTimes(expected));
        },
      ),
      { numRuns: 60 },
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test(`transcript events: a batch is recorded as its first ${MAX_BATCH_EVENTS} entries' events and one dropped event counting the rest, by both builders alike, so a batch of 4 million tiny entries makes kilobytes of transcript, not hundreds of MB`, () => {
  const request = `{"jsonrpc":"2.0","id":7,"method":"m"}`;
  const cases: [string, number, number][] = [
    // [entry text, entries, events expected]
    [request, MAX_BATCH_EVENTS - 1, MAX_BATCH_EVENTS - 1],
    [request, MAX_BATCH_EVENTS, MAX_BATCH_EVENTS],
    [request, MAX_BATCH_EVENTS + 1, MAX_BATCH_EVENTS + 1],
    ["1", MAX_BATCH_EVENTS + 5, MAX_BATCH_EVENTS + 1], // invalid entries: the string builder
    ["1", 4_000_000, MAX_BATCH_EVENTS + 1],
  ];
  for (const [entry, count, expected] of cases) {
    const frame = encoder.encode(`[${Array(count).fill(entry).join(",")}]`);
    const text = frameEvents(frame, 2, "Client", "Agent").join("");
    const out = new EventBuffer();
    const appended = appendFrameEvents(out, frame, 2, new EventDirection("Client", "Agent"));
    assert.equal(strict.decode(out.view()), text, `${count} × ${entry}`);
    assert.equal(appended, expected);
    const events = text.trimEnd().split("\n").map((l) => JSON.parse(l));
    assert.equal(events.length, expected);
    const rest = count - MAX_BATCH_EVENTS;
    if (rest > 0) {
      assert.deepEqual(events.at(-1), {
        type: "dropped",
        ts: 2,
        count: rest,
        from: "Client",
        to: "Agent",
        reason: `entries of a batch past its first ${MAX_BATCH_EVENTS}`,
      });
      assert.ok(text.length < 200 * 1024, `${text.length} bytes of events`);
    } else {
      assert.ok(events.every((e) => e.type === "request"));
    }
  }
  // A batch whose entries past the first 1000 are not plain is recorded the same way.
  const mixed = encoder.encode(`[${Array(MAX_BATCH_EVENTS).fill(request).join(",")},1,2]`);
  const out = new EventBuffer();
  appendFrameEvents(out, mixed, 0, new EventDirection("Client", "Agent"));
  assert.equal(strict.decode(out.view()), frameEvents(mixed, 0, "Client", "Agent").join(""));
});
