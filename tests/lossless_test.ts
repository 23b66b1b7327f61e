/**
 * The pure pieces behind the client router (ROUTING §4): JSON equality, the lossless reuse
 * check, the client's initialize and the agent's initialize response.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { jsonEqual } from "../schema/json_equal.ts";
import { decideReuse, losslessV1Params, MAX_COMPARED_PARAMS_CHARS } from "../schema/lossless.ts";
import { parseClientInitialize } from "../schema/client_initialize.ts";
import { parseInitializeResponse, withResponseId } from "../schema/initialize_response.ts";
import type { RawParams } from "../schema/initialize.ts";
import { ProtocolError } from "../schema/protocol_error.ts";

const encoder = new TextEncoder();

function raw(text: string): RawParams {
  const start = text.indexOf("{");
  return { text, span: { start, end: text.lastIndexOf("}") + 1 }, value: JSON.parse(text) };
}

const INFO = `"info":{"name":"c","version":"1"}`;
const V1_BASE = `{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"},` +
  `"clientCapabilities":{"session":{"configOptions":{"boolean":{}}}}}`;

Deno.test("jsonEqual: key order, whitespace, escapes and exact numbers", () => {
  assert.ok(jsonEqual(`{"a":1,"b":{"c":[1,2]}}`, ` { "b" : { "c" : [1, 2] }, "a" : 1 } `));
  assert.ok(jsonEqual(`[1, 1.0, 10e-1, 0.1e1]`, `[1, 1, 1, 1]`));
  assert.ok(jsonEqual(`[0, -0, 0.0e5]`, `[0, 0, 0]`));
  assert.ok(jsonEqual(`"\\u0041"`, `"A"`));
  assert.ok(!jsonEqual(`12345678901234567890`, `12345678901234567891`));
  assert.ok(!jsonEqual(`[1,2]`, `[2,1]`));
  assert.ok(!jsonEqual(`{"a":null}`, `{}`));
  assert.ok(!jsonEqual(`{"a":1}`, `{"a":"1"}`));
  assert.ok(!jsonEqual(`1`, `-1`));
});

Deno.test("losslessV1Params: the plain connector client converts", () => {
  const v1 = losslessV1Params(raw(`{"capabilities":{},${INFO},"protocolVersion":2}`));
  assert.ok(v1 !== null && jsonEqual(v1, V1_BASE), String(v1));
});

Deno.test("losslessV1Params: the rule 3.4 golden vector converts losslessly", () => {
  const v1 = losslessV1Params(raw(
    `{"capabilities":{"auth":{"terminal":{}},"elicitation":{"form":{},"url":{}}},` +
      `"info":{"name":"v2-client","version":"2.0"},"protocolVersion":2}`,
  ));
  assert.ok(v1 !== null);
  assert.ok(jsonEqual(
    v1,
    `{"clientCapabilities":{"auth":{"terminal":true},"elicitation":{"form":{},"url":{}},` +
      `"session":{"configOptions":{"boolean":{}}}},"clientInfo":{"name":"v2-client",` +
      `"version":"2.0"},"protocolVersion":1}`,
  ));
});

for (
  const [label, params] of [
    ["an unknown top-level field", `{${INFO},"protocolVersion":2,"future":1}`],
    [
      "an unknown info field",
      `{"info":{"name":"c","version":"1","future":true},"protocolVersion":2}`,
    ],
    ["an unknown capability", `{${INFO},"capabilities":{"fs":{}},"protocolVersion":2}`],
    ["an unknown auth field", `{${INFO},"capabilities":{"auth":{"x":1}},"protocolVersion":2}`],
    [
      "an unknown marker field",
      `{${INFO},"capabilities":{"elicitation":{"form":{"x":1}}},"protocolVersion":2}`,
    ],
    ["capabilities: null", `{${INFO},"capabilities":null,"protocolVersion":2}`],
    ["auth: null", `{${INFO},"capabilities":{"auth":null},"protocolVersion":2}`],
    ["terminal: null", `{${INFO},"capabilities":{"auth":{"terminal":null}},"protocolVersion":2}`],
    ["form: null", `{${INFO},"capabilities":{"elicitation":{"form":null}},"protocolVersion":2}`],
    [
      "title of the wrong type",
      `{"info":{"name":"c","version":"1","title":5},"protocolVersion":2}`,
    ],
    ["_meta of the wrong type", `{${INFO},"_meta":5,"protocolVersion":2}`],
    [
      "auth.terminal._meta",
      `{${INFO},"capabilities":{"auth":{"terminal":{"_meta":{"k":1}}}},"protocolVersion":2}`,
    ],
    [
      "auth.terminal._meta: null",
      `{${INFO},"capabilities":{"auth":{"terminal":{"_meta":null}}},"protocolVersion":2}`,
    ],
    // Every other _meta the conversion drops: the agent saw it, the v1 client never sent it.
    ["info._meta", `{"info":{"name":"c","version":"1","_meta":{"k":1}},"protocolVersion":2}`],
    ["auth._meta", `{${INFO},"capabilities":{"auth":{"_meta":null}},"protocolVersion":2}`],
    [
      "elicitation._meta",
      `{${INFO},"capabilities":{"elicitation":{"_meta":{}}},"protocolVersion":2}`,
    ],
    [
      "elicitation.form._meta",
      `{${INFO},"capabilities":{"elicitation":{"form":{"_meta":{"k":1}}}},"protocolVersion":2}`,
    ],
    [
      "elicitation.url._meta",
      `{${INFO},"capabilities":{"elicitation":{"url":{"_meta":1}}},"protocolVersion":2}`,
    ],
  ] as const
) {
  Deno.test(`losslessV1Params: ${label} is not lossless`, () => {
    assert.equal(losslessV1Params(raw(params)), null);
  });
}

for (
  const [label, params] of [
    ["anything inside _meta", `{${INFO},"_meta":{"x":{"y":[1,null]}},"protocolVersion":2}`],
    ["_meta: null", `{${INFO},"_meta":null,"protocolVersion":2}`],
    ["title: null", `{"info":{"name":"c","version":"1","title":null},"protocolVersion":2}`],
    [
      "capability _meta",
      `{${INFO},"capabilities":{"_meta":{"z":1},"auth":{}},"protocolVersion":2}`,
    ],
  ] as const
) {
  Deno.test(`losslessV1Params: ${label} survives the round trip`, () => {
    assert.notEqual(losslessV1Params(raw(params)), null);
  });
}

Deno.test("decideReuse: JSON-equal params reuse, any difference reconnects", () => {
  const v2 = raw(`{"capabilities":{},${INFO},"protocolVersion":2}`);
  assert.deepEqual(decideReuse(v2, raw(V1_BASE)), { reuse: true });
  const reordered = `{"clientCapabilities":{"session":{"configOptions":{"boolean":{}}}},` +
    `"protocolVersion":1,"clientInfo":{"version":"1","name":"c"}}`;
  assert.deepEqual(decideReuse(v2, raw(reordered)), { reuse: true });
  const withFs = V1_BASE.replace(`"session"`, `"fs":{"readTextFile":true},"session"`);
  assert.equal(decideReuse(v2, raw(withFs)).reuse, false);
  const otherName = V1_BASE.replace(`"name":"c"`, `"name":"d"`);
  assert.equal(decideReuse(v2, raw(otherName)).reuse, false);
  const future = raw(
    `{"capabilities":{},"info":{"name":"c","version":"1","f":1},"protocolVersion":2}`,
  );
  const decision = decideReuse(future, raw(V1_BASE));
  assert.equal(decision.reuse, false);
  assert.match((decision as { reason: string }).reason, /not losslessly representable/);
});

Deno.test("decideReuse: big integers in _meta compare exactly", () => {
  const v2 = raw(
    `{"capabilities":{},${INFO},"_meta":{"n":12345678901234567890},"protocolVersion":2}`,
  );
  const same = V1_BASE.replace(/}$/, `,"_meta":{"n":12345678901234567890}}`);
  const other = V1_BASE.replace(/}$/, `,"_meta":{"n":12345678901234567891}}`);
  assert.deepEqual(decideReuse(v2, raw(same)), { reuse: true });
  assert.equal(decideReuse(v2, raw(other)).reuse, false);
});

Deno.test("parseClientInitialize: accepts its own version and keeps the raw id", () => {
  const frame = `{"jsonrpc":"2.0","id":12345678901234567890,"method":"initialize",` +
    `"params":{"protocolVersion":2,${INFO}}}\r`;
  const init = parseClientInitialize(encoder.encode(frame), 2);
  assert.equal(init.rawId, "12345678901234567890");
  assert.equal(init.params.value.protocolVersion, 2);
});

for (
  const [label, frame, version, code] of [
    [
      "another version",
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,${INFO}}}`,
      1,
      -32600,
    ],
    [
      "2.0 for 2",
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2.0,${INFO}}}`,
      2,
      -32602,
    ],
    [
      "v2 without info",
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2}}`,
      2,
      -32602,
    ],
    [
      "id null",
      `{"jsonrpc":"2.0","id":null,"method":"initialize","params":{"protocolVersion":1}}`,
      1,
      -32600,
    ],
    [
      "a notification",
      `{"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":1}}`,
      1,
      -32600,
    ],
    [
      "a batch",
      `[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}]`,
      1,
      -32600,
    ],
    [
      "params not an object",
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":[]}`,
      1,
      -32602,
    ],
    ["invalid JSON", `{"jsonrpc":`, 1, -32700],
  ] as const
) {
  Deno.test(`parseClientInitialize: rejects ${label}`, () => {
    assert.throws(
      () => parseClientInitialize(encoder.encode(frame), version),
      (e: unknown) => e instanceof ProtocolError && e.code === code,
    );
  });
}

Deno.test("parseInitializeResponse: success, error, and the raw protocolVersion", () => {
  const ok = parseInitializeResponse(
    encoder.encode(`{"jsonrpc":"2.0","id":"a","result":{"protocolVersion":1.0}}`),
    `"a"`,
  );
  assert.deepEqual(ok.kind === "success" && ok.protocolVersion, "1.0", "1.0 is not 1");
  const nul = parseInitializeResponse(
    encoder.encode(`{"jsonrpc":"2.0","id":1,"result":null}`),
    "1",
  );
  assert.deepEqual(nul.kind === "success" && nul.protocolVersion, null);
  const err = parseInitializeResponse(
    encoder.encode(`{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"auth_required"}}`),
    "1",
  );
  assert.ok(err.kind === "error" && err.error.code === -32000);
});

Deno.test('parseInitializeResponse: ids compare by value, as a JSON-RPC peer compares them: 1.0 answers 1 and a re-escaped string its string; "1" does not answer 1', () => {
  const answer = (id: string) => encoder.encode(`{"jsonrpc":"2.0","id":${id},"result":{}}`);
  assert.equal(parseInitializeResponse(answer("1.0"), "1").kind, "success");
  assert.equal(parseInitializeResponse(answer("1"), "1.0").kind, "success");
  assert.equal(parseInitializeResponse(answer(`"1"`), `"\\u0031"`).kind, "success");
  assert.throws(() => parseInitializeResponse(answer(`"1"`), "1"), /got a response to "1"/);
  assert.throws(() => parseInitializeResponse(answer("2"), "1"), /got a response to 2/);
});

Deno.test("withResponseId: only the id bytes change", () => {
  const text = `{ "result" : {"id":9}, "id" : 1 ,"jsonrpc":"2.0"}\r`;
  assert.equal(
    withResponseId(text, `"v1 \\"x\\""`),
    `{ "result" : {"id":9}, "id" : "v1 \\"x\\"" ,"jsonrpc":"2.0"}\r`,
  );
});

Deno.test("decideReuse: params over MAX_COMPARED_PARAMS_CHARS are not compared (that cost some 200 times their size: a wide 8 MiB initialize peaked at 1.7 GB): a reconnect, saying why; the same pair just under the bound is reused (before hostile14: compared whatever their size)", () => {
  const pair = (metaChars: number) => {
    const v2 = raw(
      `{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{},` +
        `"_meta":{"x":"${"a".repeat(metaChars)}"}}`,
    );
    return { v2, v1: raw(losslessV1Params(v2)!) };
  };
  // The v1 params are the longer text: their size is what meets the bound first.
  const fits = pair(1);
  const room = MAX_COMPARED_PARAMS_CHARS - fits.v1.text.length;
  const under = pair(1 + room);
  assert.equal(under.v1.text.length, MAX_COMPARED_PARAMS_CHARS);
  assert.deepEqual(decideReuse(under.v2, under.v1), { reuse: true });
  const over = pair(2 + room);
  assert.deepEqual(decideReuse(over.v2, over.v1), {
    reuse: false,
    reason:
      `the initialize params are over ${MAX_COMPARED_PARAMS_CHARS} characters, too large to compare`,
  });
});

Deno.test("decideReuse: v2 params that name a key twice (two info members, two capabilities) are not lossless: reconnect, for the agent may keep the other value than the v1 client's (before connect16: reused)", () => {
  const raw = (text: string) => ({
    text,
    span: { start: 0, end: text.length },
    value: JSON.parse(text),
  });
  const v1 = raw(
    `{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"},` +
      `"clientCapabilities":{"session":{"configOptions":{"boolean":{}}}}}`,
  );
  const once = `{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{}}`;
  assert.equal(decideReuse(raw(once), v1).reuse, true, "the control");
  for (
    const twice of [
      `{"protocolVersion":2,"info":{"name":"evil","version":"1"},"info":{"name":"c","version":"1"},"capabilities":{}}`,
      `{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{"bogus":1},"capabilities":{}}`,
      `{"protocolVersion":2,"info":{"name":"c","na\\u006de":"c","version":"1"},"capabilities":{}}`,
    ]
  ) {
    assert.equal(decideReuse(raw(twice), v1).reuse, false, twice);
  }
  // The same key in different objects, or in an array of objects, is no repeat.
  const apart = `{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{},` +
    `"_meta":{"name":[{"name":1},{"name":2}]}}`;
  assert.equal(losslessV1Params(raw(apart)) !== null, true, apart);
});

Deno.test("decideReuse: v1 params that name a key twice reconnect, for the v1 client and a parser that keeps the other value may disagree with what the agent saw (before regress104 nit: reused)", () => {
  const raw = (text: string) => ({
    text,
    span: { start: 0, end: text.length },
    value: JSON.parse(text),
  });
  const v2 = raw(`{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{}}`);
  const caps = `"clientCapabilities":{"session":{"configOptions":{"boolean":{}}}}`;
  const once = `{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"},${caps}}`;
  assert.deepEqual(decideReuse(v2, raw(once)), { reuse: true }, "the control");
  for (
    const twice of [
      `{"protocolVersion":1,"clientInfo":{"name":"evil","version":"1"},"clientInfo":{"name":"c","version":"1"},${caps}}`,
      `{"protocolVersion":1,"clientInfo":{"name":"c","na\\u006de":"c","version":"1"},${caps}}`,
    ]
  ) {
    assert.deepEqual(decideReuse(v2, raw(twice)), {
      reuse: false,
      reason: "the v1 client's initialize params name a key twice in one object",
    }, twice);
  }
});

/** A JSON value with its text written by hand, so that an object may repeat a key. */
type Written = { text: string; repeats: boolean };

const writtenJson: fc.Arbitrary<Written> = fc.letrec<{ value: Written }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(
      { text: "1", repeats: false },
      { text: `"a\\"b,{"`, repeats: false },
      { text: "null", repeats: false },
    ),
    fc.array(tie("value"), { maxLength: 3 }).map((items) => ({
      text: `[${items.map((i) => i.text).join(",")}]`,
      repeats: items.some((i) => i.repeats),
    })),
    fc.array(fc.tuple(fc.constantFrom("k", "n", "\\u006b", 'a\\"b'), tie("value")), {
      maxLength: 4,
    }).map((members) => {
      const keys = members.map(([k]) => JSON.parse(`"${k}"`));
      return {
        text: `{${members.map(([k, v]) => `"${k}":${v.text}`).join(",")}}`,
        repeats: new Set(keys).size < keys.length || members.some(([, v]) => v.repeats),
      };
    }),
  ),
})).value;

Deno.test("decideReuse (property): v2 params are reused exactly when no object in them, however nested, names a key twice (keys compared decoded: \\u006b is k)", () => {
  const raw = (text: string) => ({
    text,
    span: { start: 0, end: text.length },
    value: JSON.parse(text),
  });
  fc.assert(
    fc.property(writtenJson, (meta) => {
      const v2 = raw(
        `{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{},` +
          `"_meta":{"x":${meta.text}}}`, // _meta is an object in the schema
      );
      const v1 = raw(
        `{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"},"clientCapabilities":` +
          `{"session":{"configOptions":{"boolean":{}}}},"_meta":${JSON.stringify(v2.value._meta)}}`,
      );
      assert.equal(decideReuse(v2, v1).reuse, !meta.repeats, meta.text);
    }),
    { numRuns: 500 },
  );
});
