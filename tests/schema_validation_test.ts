/**
 * Every initialize the agent router writes validates against the official ACP JSON schemas
 * shipped in `@agentclientprotocol/sdk` 2.4.0 (`$defs/InitializeRequest`, draft 2020-12).
 *
 * Two checks per rewritten frame: the official schema as published (open: unknown fields
 * allowed), and a closed copy (`additionalProperties: false` on every object schema with
 * `properties`, `_meta` left open) that proves the rewrite dropped unknown fields.
 * A fast-check property does the same for `v1ParamsFromV2` / `canonicalV2Params` over
 * generated v2 params and also compares them with a plain model of ROUTING 3.4.
 */

import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020";
import type { ValidateFunction } from "ajv/dist/2020";
import fc from "fast-check";
import v1Schema from "@agentclientprotocol/sdk/schema/v1/schema.json" with { type: "json" };
import v2Schema from "@agentclientprotocol/sdk/schema/v2/schema.json" with { type: "json" };
import { canonicalV2Params, type RawParams, v1ParamsFromV2 } from "../schema/initialize.ts";
import { documentSpan } from "./fixtures/json_spans.ts";
import {
  initLine,
  type Json,
  recordingImplementation,
  serveRouter,
} from "./_agent_router_harness.ts";

// ---------------------------------------------------------------------------------------
// Validators
// ---------------------------------------------------------------------------------------

/** A deep copy of `schema` whose object schemas with `properties` reject unknown members. */
function closed(schema: unknown): unknown {
  const copy = structuredClone(schema) as Json;
  const visit = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== "object" || node === null) return;
    if (
      typeof node.properties === "object" && node.properties !== null &&
      !("additionalProperties" in node)
    ) {
      node.additionalProperties = false;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(copy);
  return copy;
}

function makeAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  for (const f of ["double", "int32", "int64", "uint32", "uint64", "date-time", "regex", "uri"]) {
    ajv.addFormat(f, true);
  }
  ajv.addFormat("uint16", {
    type: "number",
    validate: (n: number) => Number.isInteger(n) && n >= 0 && n <= 65_535,
  });
  ajv.addSchema(v1Schema, "v1");
  ajv.addSchema(v2Schema, "v2");
  ajv.addSchema(closed(v1Schema) as object, "v1-closed");
  ajv.addSchema(closed(v2Schema) as object, "v2-closed");
  return ajv;
}

const ajv = makeAjv();
function validator(key: string): ValidateFunction {
  const validate = ajv.getSchema(`${key}#/$defs/InitializeRequest`);
  assert.ok(validate, `schema ${key} has $defs/InitializeRequest`);
  return validate as ValidateFunction;
}
const validators = {
  v1: validator("v1"),
  v2: validator("v2"),
  "v1-closed": validator("v1-closed"),
  "v2-closed": validator("v2-closed"),
};

function assertValid(key: keyof typeof validators, params: unknown): void {
  const validate = validators[key];
  const ok = validate(params);
  assert.ok(
    ok,
    `${key} InitializeRequest rejects ${JSON.stringify(params)}: ${
      JSON.stringify(validate.errors)
    }`,
  );
}

Deno.test("schema validation: the schemas load and the validators reject what they must", () => {
  assert.equal((v1Schema as Json).$schema, "https://json-schema.org/draft/2020-12/schema");
  assert.equal((v2Schema as Json).$schema, "https://json-schema.org/draft/2020-12/schema");
  // v2 requires info; v1 does not.
  assert.equal(validators.v2({ protocolVersion: 2 }), false);
  assert.equal(validators.v1({ protocolVersion: 1 }), true);
  assert.equal(
    validators.v2({ protocolVersion: 65_536, info: { name: "n", version: "v" } }),
    false,
  );
  assert.equal(validators.v1({ protocolVersion: 1, clientCapabilities: { terminal: {} } }), false);
  // The closed copies reject unknown fields that the published schemas allow.
  const unknown = { protocolVersion: 2, info: { name: "n", version: "v", x: 1 } };
  assert.equal(validators.v2(unknown), true);
  assert.equal(validators["v2-closed"](unknown), false);
  assert.equal(validators["v1-closed"]({ protocolVersion: 1, q: 1 }), false);
  // ... but keep _meta open.
  assert.equal(validators["v1-closed"]({ protocolVersion: 1, _meta: { any: [1] } }), true);
});

// ---------------------------------------------------------------------------------------
// Through the router: what the implementation receives
// ---------------------------------------------------------------------------------------

/** Serves `params` (requested version inside) and returns the params the implementation got. */
async function routedParams(configured: "v1" | "v2", params: string): Promise<Json> {
  const impl = recordingImplementation(configured === "v1" ? 1 : 2);
  const run = serveRouter(configured === "v1" ? { v1: impl.factory } : { v2: impl.factory });
  await run.client.sendLine(initLine(1, params));
  const reply = JSON.parse(await run.client.nextLine());
  assert.equal(reply.error, undefined, JSON.stringify(reply));
  await run.finish();
  assert.equal(impl.calls, 1);
  return impl.firstJson().params;
}

const META = `{"k":"v","big":123456789012345678901234567890,"nested":{"a":[1,null]}}`;

Deno.test("schema validation: rewritten initialize params validate (table through the router)", async (t) => {
  const cases: Array<[string, "v1" | "v2", string, number]> = [
    [
      "golden vector v2 → v1",
      "v1",
      `{"capabilities":{"auth":{"terminal":{}},"elicitation":{"form":{},"url":{}}},"info":{"name":"v2-client","version":"2.0"},"protocolVersion":2}`,
      1,
    ],
    [
      "acp-go future vector 3 → v2",
      "v2",
      `{"_futureInitializeField":{"future":true},"info":{"name":"future-client","version":"3.0"},"protocolVersion":3}`,
      2,
    ],
    [
      "≥3 → v2 with unknown fields at every level",
      "v2",
      `{"protocolVersion":9,"u0":1,"info":{"name":"n","version":"v","u1":[]},"capabilities":{"u2":{},` +
      `"auth":{"u3":1,"terminal":{"u4":true}},"elicitation":{"u5":"x","form":{"u6":1},"url":{"u7":2}},` +
      `"fs":{"readTextFile":true},"terminal":true}}`,
      2,
    ],
    [
      "≥3 → v2 title present",
      "v2",
      `{"protocolVersion":3,"info":{"name":"n","version":"v","title":"T"}}`,
      2,
    ],
    [
      "≥3 → v2 title null",
      "v2",
      `{"protocolVersion":3,"info":{"name":"n","version":"v","title":null}}`,
      2,
    ],
    ["≥3 → v2 title absent", "v2", `{"protocolVersion":3,"info":{"name":"n","version":"v"}}`, 2],
    [
      "≥3 → v2 title not a string",
      "v2",
      `{"protocolVersion":3,"info":{"name":"n","version":"v","title":7}}`,
      2,
    ],
    [
      "≥3 → v2 _meta at every level",
      "v2",
      `{"protocolVersion":3,"_meta":${META},"info":{"name":"n","version":"v","_meta":${META}},` +
      `"capabilities":{"_meta":${META},"auth":{"_meta":${META},"terminal":{"_meta":${META}}},` +
      `"elicitation":{"_meta":${META},"form":{"_meta":${META}},"url":{"_meta":null}}}}`,
      2,
    ],
    [
      "≥3 → v2 null members",
      "v2",
      `{"protocolVersion":3,"_meta":null,"info":{"name":"n","version":"v","_meta":null},` +
      `"capabilities":{"_meta":null,"auth":null,"elicitation":{"form":null,"url":null}}}`,
      2,
    ],
    [
      "v2 → v1 _meta at every level",
      "v1",
      `{"protocolVersion":2,"_meta":${META},"info":{"name":"n","version":"v","title":"T","_meta":${META}},` +
      `"capabilities":{"_meta":${META},"auth":{"_meta":${META},"terminal":{"_meta":${META}}},` +
      `"elicitation":{"_meta":${META},"form":{"_meta":${META}},"url":{"_meta":${META}}}}}`,
      1,
    ],
    [
      "v2 → v1 title absent, null meta",
      "v1",
      `{"protocolVersion":5,"_meta":null,"info":{"name":"n","version":"v","title":null},"capabilities":{"_meta":null}}`,
      1,
    ],
    [
      "v2 → v1 unknown fields everywhere",
      "v1",
      `{"protocolVersion":2,"z":1,"clientInfo":{"name":"spoof"},"clientCapabilities":{"fs":{}},` +
      `"info":{"name":"n","version":"v","z":2},"capabilities":{"z":3,"fs":{"readTextFile":true},"terminal":true,` +
      `"auth":{"z":4,"terminal":{"z":5}},"elicitation":{"z":6,"form":{"z":7}}}}`,
      1,
    ],
  ];
  for (const [name, configured, params, version] of cases) {
    await t.step(name, async () => {
      const got = await routedParams(configured, params);
      assert.equal(got.protocolVersion, version);
      assertValid(configured, got);
      assertValid(`${configured}-closed`, got);
    });
  }
});

Deno.test("schema validation: v2 → v1 for every capability combination validates against v1 (and the closed copy)", async () => {
  const auths = [
    undefined,
    "null",
    "{}",
    `{"terminal":{}}`,
    `{"terminal":null}`,
    `{"terminal":{"_meta":{"x":1}}}`,
    `{"_meta":{"a":1}}`,
  ];
  const elicitations = [
    undefined,
    "null",
    "{}",
    `{"form":{}}`,
    `{"url":{}}`,
    `{"form":{},"url":{}}`,
    `{"form":null,"url":{"_meta":null}}`,
    `{"_meta":{"e":1},"form":{"_meta":{"f":2}}}`,
  ];
  let checked = 0;
  for (const capsMeta of [undefined, `{"c":1}`]) {
    for (const auth of auths) {
      for (const elicitation of elicitations) {
        const members = [
          auth === undefined ? undefined : `"auth":${auth}`,
          elicitation === undefined ? undefined : `"elicitation":${elicitation}`,
          capsMeta === undefined ? undefined : `"_meta":${capsMeta}`,
        ].filter((m) => m !== undefined);
        const params = `{"protocolVersion":2,"info":{"name":"n","version":"v"},"capabilities":{${
          members.join(",")
        }}}`;
        const got = await routedParams("v1", params);
        assertValid("v1", got);
        assertValid("v1-closed", got);
        const caps = got.clientCapabilities;
        assert.deepEqual(caps.session, { configOptions: { boolean: {} } }, params);
        const wantTerminal = auth !== undefined && auth.includes(`"terminal":{`);
        assert.deepEqual(caps.auth, wantTerminal ? { terminal: true } : undefined, params);
        assert.equal("fs" in caps || "terminal" in caps, false);
        checked++;
      }
    }
  }
  for (const capabilities of [undefined, "null"]) {
    const params = `{"protocolVersion":2,"info":{"name":"n","version":"v"}${
      capabilities === undefined ? "" : `,"capabilities":${capabilities}`
    }}`;
    const got = await routedParams("v1", params);
    assertValid("v1-closed", got);
    assert.equal("clientCapabilities" in got, false);
    checked++;
  }
  assert.equal(checked, 2 * auths.length * elicitations.length + 2);
});

Deno.test("schema validation: pass-through initializes (requested == selected) reach the implementation valid and unchanged", async () => {
  const v2 =
    `{"protocolVersion":2,"info":{"name":"n","version":"v","title":"T"},"capabilities":{"auth":{"terminal":{}}}}`;
  const got2 = await routedParams("v2", v2);
  assert.deepEqual(got2, JSON.parse(v2));
  assertValid("v2", got2);
  const v1 =
    `{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true,"writeTextFile":false},"terminal":true},"clientInfo":{"name":"c","version":"1"}}`;
  const impl = recordingImplementation(1);
  const run = serveRouter({ v1: impl.factory, v2: recordingImplementation(2).factory });
  await run.client.sendLine(initLine(1, v1));
  await run.client.nextLine();
  await run.finish();
  assert.deepEqual(impl.firstJson().params, JSON.parse(v1));
  assertValid("v1-closed", impl.firstJson().params);
});

// ---------------------------------------------------------------------------------------
// Property: arbitrary valid v2 params through the converters
// ---------------------------------------------------------------------------------------

/** A generated JSON fragment: its text and the value it parses to. */
interface Fragment {
  text: string;
  value: unknown;
}

const whitespace = fc.constantFrom("", "", " ", "\n", "\t ", "\r\n  ");

/** Object text from members (value texts already JSON), with random whitespace. */
function objectText(members: Array<[string, string]>, ws: string[]): string {
  const w = (i: number) => ws[i % ws.length] ?? "";
  return "{" + w(0) +
    members.map(([k, v], i) => `${JSON.stringify(k)}${w(i + 1)}:${w(i + 2)}${v}`).join(
      `,${w(3)}`,
    ) +
    w(4) + "}";
}

const KNOWN = new Set([
  "protocolVersion",
  "info",
  "capabilities",
  "_meta",
  "name",
  "version",
  "title",
  "auth",
  "terminal",
  "elicitation",
  "form",
  "url",
]);

/** Unknown members: keys that are not schema fields, any JSON values. */
const unknownMembers = fc.uniqueArray(
  fc.tuple(
    fc.string({ minLength: 1, maxLength: 8, unit: "grapheme" }).filter((k) =>
      !KNOWN.has(k) && k !== "__proto__"
    ),
    fc.json({ maxDepth: 2 }),
  ),
  { maxLength: 3, selector: ([k]) => k },
);

/** A `_meta` text whose numbers JSON.parse cannot hold exactly. */
const BIG_META = `{ "big" : 123456789012345678901234567890, "f" : 1.50, "e": 1E+2 }`;

/** `_meta`: an object (sometimes with numbers JSON.parse cannot hold exactly) or null. */
const meta = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }).map(
    (o) => JSON.stringify(o),
  ),
  fc.constant(BIG_META),
  fc.constant("null"),
);

/** An optional member: present with one of `arb`'s texts, or absent. */
function optional(key: string, arb: fc.Arbitrary<string>): fc.Arbitrary<Array<[string, string]>> {
  return fc.option(arb, { nil: undefined }).map((v) => (v === undefined ? [] : [[key, v]]));
}

function objectArb(
  parts: Array<fc.Arbitrary<Array<[string, string]>>>,
): fc.Arbitrary<string> {
  return fc.tuple(fc.tuple(...parts), unknownMembers, fc.array(whitespace, { maxLength: 5 }))
    .chain(([known, unknown, ws]) => {
      const members = [...known.flat(), ...unknown];
      return fc.shuffledSubarray(members, { minLength: members.length, maxLength: members.length })
        .map((shuffled) => objectText(shuffled, ws));
    });
}

const marker = fc.oneof(objectArb([optional("_meta", meta)]), fc.constant("null"));
const nonEmpty = fc.string({ minLength: 1, maxLength: 12, unit: "grapheme" }).map((s) =>
  JSON.stringify(s)
);

const infoArb = objectArb([
  fc.tuple(nonEmpty, nonEmpty).map(([n, v]) => [["name", n], ["version", v]]),
  optional("title", fc.oneof(nonEmpty, fc.constant(`""`), fc.constant("null"))),
  optional("_meta", meta),
]);

const capabilitiesArb = objectArb([
  optional(
    "auth",
    fc.oneof(
      objectArb([optional("terminal", marker), optional("_meta", meta)]),
      fc.constant("null"),
    ),
  ),
  optional(
    "elicitation",
    fc.oneof(
      objectArb([optional("form", marker), optional("url", marker), optional("_meta", meta)]),
      fc.constant("null"),
    ),
  ),
  optional("_meta", meta),
]);

/** Valid v2 initialize params (as text) asking for `min..65535`. */
function v2ParamsArb(min: number): fc.Arbitrary<Fragment> {
  return objectArb([
    fc.integer({ min, max: 65_535 }).map((n) => [["protocolVersion", String(n)]]),
    infoArb.map((i) => [["info", i]]),
    optional("capabilities", capabilitiesArb),
    optional("_meta", meta),
  ]).map((t) => ({ text: t, value: JSON.parse(t) }));
}

function raw(fragment: Fragment): RawParams {
  return {
    text: fragment.text,
    span: documentSpan(fragment.text),
    value: fragment.value as Record<string, unknown>,
  };
}

function isObject(v: unknown): v is Record<string, Json> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** ROUTING 3.4, v2 → v1, as a plain function of parsed values. */
function modelV1(p: Json): Json {
  const out: Json = { protocolVersion: 1 };
  out.clientInfo = { name: p.info.name, version: p.info.version };
  if (typeof p.info.title === "string") out.clientInfo.title = p.info.title;
  // `_meta` kept as the schema types it, an object or null (before: null was dropped here
  // while the v2 rewrite kept it).
  if (p._meta === null || isObject(p._meta)) out._meta = p._meta;
  if (isObject(p.capabilities)) {
    const c = p.capabilities;
    const cc: Json = { session: { configOptions: { boolean: {} } } };
    if (isObject(c.auth) && isObject(c.auth.terminal)) cc.auth = { terminal: true };
    if (isObject(c.elicitation)) {
      cc.elicitation = {};
      if (isObject(c.elicitation.form)) cc.elicitation.form = {};
      if (isObject(c.elicitation.url)) cc.elicitation.url = {};
    }
    if (c._meta === null || isObject(c._meta)) cc._meta = c._meta;
    out.clientCapabilities = cc;
  }
  return out;
}

/** ROUTING 3.4, ≥3 → v2: the schema's fields only, protocolVersion 2. */
function modelV2(p: Json): Json {
  const metaOf = (o: Json, into: Json) => {
    if ("_meta" in o && (o._meta === null || isObject(o._meta))) into._meta = o._meta;
    return into;
  };
  const markerOf = (m: Json) => (isObject(m) ? metaOf(m, {}) : undefined);
  const info: Json = { name: p.info.name, version: p.info.version };
  if (typeof p.info.title === "string" || p.info.title === null) info.title = p.info.title;
  const out: Json = { protocolVersion: 2, info: metaOf(p.info, info) };
  if (isObject(p.capabilities)) {
    const c = p.capabilities;
    const caps: Json = {};
    if (isObject(c.auth)) {
      caps.auth = metaOf(c.auth, {});
      if (isObject(c.auth.terminal)) caps.auth.terminal = markerOf(c.auth.terminal);
    }
    if (isObject(c.elicitation)) {
      caps.elicitation = metaOf(c.elicitation, {});
      if (isObject(c.elicitation.form)) caps.elicitation.form = markerOf(c.elicitation.form);
      if (isObject(c.elicitation.url)) caps.elicitation.url = markerOf(c.elicitation.url);
    }
    out.capabilities = metaOf(c, caps);
  }
  return metaOf(p, out);
}

Deno.test("schema validation property: v1ParamsFromV2 of any valid v2 params validates against v1 and matches the model", () => {
  fc.assert(
    fc.property(v2ParamsArb(2), (params) => {
      assertValid("v2", params.value);
      const out = v1ParamsFromV2(raw(params));
      const value = JSON.parse(out);
      assertValid("v1", value);
      assertValid("v1-closed", value);
      assert.deepEqual(value, modelV1(params.value));
    }),
    { numRuns: 300 },
  );
});

Deno.test("schema validation property: canonicalV2Params of any valid v2 params validates against v2 and matches the model", () => {
  fc.assert(
    fc.property(v2ParamsArb(3), (params) => {
      assertValid("v2", params.value);
      const out = canonicalV2Params(raw(params));
      const value = JSON.parse(out);
      assertValid("v2", value);
      assertValid("v2-closed", value);
      assert.deepEqual(value, modelV2(params.value));
      // _meta texts with numbers JSON.parse cannot hold exactly are copied, not re-encoded.
      if (params.text.includes(BIG_META)) {
        assert.equal(out.split(BIG_META).length, params.text.split(BIG_META).length, out);
      }
    }),
    { numRuns: 300 },
  );
});
