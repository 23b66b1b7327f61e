/**
 * `--trace-context` (issue 12 §2): the first `initialize` gets a fresh, valid W3C `traceparent`
 * in `params._meta` when it has none (`_meta` is created when absent); an existing value, valid
 * or not, leaves the frame byte-identical; the agent's environment gets `TRACEPARENT` (and
 * `TRACESTATE` from the client's `_meta.tracestate`) with the trace id of the initialize it
 * received. Off by default; `serve` and `proxy`; config key `trace-context`.
 *
 * `withTraceparent` and `freshTraceparent` are checked as a library; the daemon end to end with an
 * agent that records its first stdin line and its environment, on both byte paths.
 *
 * @module
 */

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fc from "fast-check";
import { freshTraceparent, TRACEPARENT, withTraceparent } from "../schema/trace_context.ts";
import { daemonArgv } from "./fixtures/fixture_commands.ts";
import { BYTE_PATHS, RAW_AGENT } from "./fixtures/e2e/harness.ts";
import { mixedStream } from "./fixtures/e2e/mixed_stream.ts";
import { concat } from "./fixtures/support.ts";
import {
  denoCommand,
  readRecord,
  RECORD_AGENT,
  runBytes,
  type RunOptions,
} from "./fixtures/observability/run.ts";

const TP = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
const CLIENT_TP = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
/** W3C trace context, version 00, as the contract asks for: lowercase hex, sampled. */
const W3C = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

/** `{"jsonrpc":"2.0","id":1,"method":"initialize","params":PARAMS}`. */
function init(params: string, method = "initialize"): string {
  return `{"jsonrpc":"2.0","id":1,"method":"${method}","params":${params}}`;
}

/** The trace id of a `traceparent`. */
function traceId(traceparent: string | null): string {
  const match = W3C.exec(traceparent ?? "");
  assert.ok(match, `a valid traceparent: ${traceparent}`);
  return match[1];
}

// ---------------------------------------------------------------------------------------------
// The library.

Deno.test("trace context (library): a traceparent is inserted as the first member of params._meta, creating _meta when absent, and every other byte stays", async (t) => {
  const tp = JSON.stringify(TP);
  const cases: [string, string, string][] = [
    [
      "no _meta",
      init(`{"protocolVersion":1}`),
      init(`{"_meta":{"traceparent":${tp}},"protocolVersion":1}`),
    ],
    ["{} params", init(`{}`), init(`{"_meta":{"traceparent":${tp}}}`)],
    ["{ } params, spaced", init(`{ \t }`), init(`{ \t "_meta":{"traceparent":${tp}}}`)],
    [
      "whitespace, CR and a tab around the frame",
      `\t${init(`{ "protocolVersion" : 1 }`)} \r`,
      `\t${init(`{ "_meta":{"traceparent":${tp}},"protocolVersion" : 1 }`)} \r`,
    ],
    [
      "an empty _meta",
      init(`{"protocolVersion":1,"_meta" : { } }`),
      init(`{"protocolVersion":1,"_meta" : { "traceparent":${tp}} }`),
    ],
    [
      "a _meta with members (tracestate kept)",
      init(`{"_meta":{"tracestate":"k=v","x":[1]},"protocolVersion":1}`),
      init(`{"_meta":{"traceparent":${tp},"tracestate":"k=v","x":[1]},"protocolVersion":1}`),
    ],
    [
      "multi-byte text before the insertion point",
      init(`{"clientInfo":{"name":"é😀\u2028"},"_meta":{"ü":1}}`),
      init(`{"clientInfo":{"name":"é😀\u2028"},"_meta":{"traceparent":${tp},"ü":1}}`),
    ],
    [
      "a big id and 1.0 elsewhere",
      `{"id":123456789012345678901234567890,"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":1.0}}`,
      `{"id":123456789012345678901234567890,"jsonrpc":"2.0","method":"initialize","params":{"_meta":{"traceparent":${tp}},"protocolVersion":1.0}}`,
    ],
  ];
  for (const [name, frame, expected] of cases) {
    await t.step(name, () => {
      const { text, context } = withTraceparent(frame, "initialize", TP);
      assert.equal(text, expected);
      assert.equal(context.inserted, true);
      assert.equal(context.traceparent, TP);
      const meta = JSON.parse(text).params._meta;
      assert.equal(meta.traceparent, TP, "JSON.parse sees it");
      assert.equal(
        context.tracestate,
        typeof meta.tracestate === "string" ? meta.tracestate : null,
      );
    });
  }
});

Deno.test("trace context (library): an existing traceparent, valid or not (a later version read by the standard's rule), leaves the frame byte-identical", async (t) => {
  const values: [string, string | null][] = [
    [JSON.stringify(CLIENT_TP), CLIENT_TP],
    [`"bogus"`, null],
    [`""`, null],
    [JSON.stringify(CLIENT_TP.toUpperCase()), null],
    // A later version is read as the standard says: its first four fields as version 00's.
    [
      `"01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra"`,
      "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra",
    ],
    [
      `"cc-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"`,
      "cc-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    ],
    [`"01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01extra"`, null],
    [`"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra"`, null],
    [`"ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"`, null],
    [`"01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-a\\u0007"`, null],
    [`42`, null],
    [`null`, null],
    [`{"v":1}`, null],
  ];
  for (const [raw, valid] of values) {
    await t.step(raw, () => {
      const frame = `${
        init(`{"protocolVersion":1,"_meta":{ "tracestate":"a=1", "traceparent" : ${raw}}}`)
      }\r`;
      const { text, context } = withTraceparent(frame, "initialize", TP);
      assert.equal(text, frame);
      assert.deepEqual(context, { traceparent: valid, tracestate: "a=1", inserted: false });
    });
  }
  await t.step(
    "a tracestate that is not printable ASCII of at most 512 characters is not passed on",
    () => {
      for (const state of ["a=1\nb=2", "a=\u0007", "k=" + "v".repeat(511)]) {
        const meta = `{"tracestate":${JSON.stringify(state)},"traceparent":${
          JSON.stringify(CLIENT_TP)
        }}`;
        const frame = init(`{"_meta":${meta}}`);
        const { text, context } = withTraceparent(frame, "initialize", TP);
        assert.equal(text, frame);
        assert.equal(context.tracestate, null, JSON.stringify(state));
      }
    },
  );
  await t.step("an escaped key is the same member (as JSON.parse reads it)", () => {
    const frame = init(`{"_meta":{"tr\\u0061ceparent":${JSON.stringify(CLIENT_TP)}}}`);
    const { text, context } = withTraceparent(frame, "initialize", TP);
    assert.equal(text, frame);
    assert.equal(context.traceparent, CLIENT_TP);
  });
});

Deno.test("trace context (library): a _meta that is not an object, or no initialize request to carry it, leaves the frame unchanged", async (t) => {
  const unchanged: [string, string][] = [
    ["_meta null", init(`{"protocolVersion":1,"_meta":null}`)],
    ["_meta an array", init(`{"_meta":[],"protocolVersion":1}`)],
    ["_meta a string", init(`{"_meta":"traceparent","protocolVersion":1}`)],
    ["_meta a number", init(`{"_meta":1,"protocolVersion":1}`)],
    ["params an array", init(`[1]`)],
    ["params null", init(`null`)],
    ["no params", `{"jsonrpc":"2.0","id":1,"method":"initialize"}`],
    ["a notification", `{"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":1}}`],
    ["another method", init(`{"protocolVersion":1}`, "session/new")],
    ["_proxy/initialize when initialize is asked for", init(`{}`, "_proxy/initialize")],
  ];
  for (const [name, frame] of unchanged) {
    await t.step(name, () => {
      const { text, context } = withTraceparent(frame, "initialize", TP);
      assert.equal(text, frame);
      assert.deepEqual(context, { traceparent: null, tracestate: null, inserted: false });
    });
  }
  await t.step("an escaped _meta key is the _meta member", () => {
    const frame = init(`{"_m\\u0065ta":null}`);
    assert.equal(withTraceparent(frame, "initialize", TP).text, frame);
  });
});

Deno.test("trace context (library): in a batch only the first initialize request gets the traceparent; its siblings keep their bytes", () => {
  const note = `{"jsonrpc":"2.0","method":"x","params":{"_meta":{}}}`;
  const second = `{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":1}}`;
  const frame = `[ ${note} ,${init(`{"protocolVersion":1}`)},${second}]`;
  const { text, context } = withTraceparent(frame, "initialize", TP);
  assert.equal(
    text,
    `[ ${note} ,${
      init(`{"_meta":{"traceparent":${JSON.stringify(TP)}},"protocolVersion":1}`)
    },${second}]`,
  );
  assert.equal(context.inserted, true);
  const proxy = `[${init(`{}`, "_proxy/initialize")}]`;
  assert.equal(
    withTraceparent(proxy, "_proxy/initialize", TP).text,
    `[${init(`{"_meta":{"traceparent":${JSON.stringify(TP)}}}`, "_proxy/initialize")}]`,
  );
});

Deno.test("trace context (library): for any params without a traceparent, the result parses as the same params plus _meta.traceparent, and removing the inserted text gives the frame back", async () => {
  const key = fc.string({ maxLength: 6 }).filter((k) =>
    k !== "_meta" && k !== "traceparent" && k !== "__proto__"
  );
  const value = fc.jsonValue({ maxDepth: 2 });
  const meta = fc.option(fc.dictionary(key, value, { maxKeys: 3 }), { nil: undefined });
  await fc.assert(
    fc.property(
      fc.dictionary(key, value, { maxKeys: 4 }),
      meta,
      fc.constantFrom<string | number>(0, 1, 2, "\t", "\r\n"),
      (params, metaValue, indent) => {
        const full = metaValue === undefined ? params : { ...params, _meta: metaValue };
        const frame = JSON.stringify(
          { jsonrpc: "2.0", id: 1, method: "initialize", params: full },
          null,
          indent as number,
        );
        const { text, context } = withTraceparent(frame, "initialize", TP);
        assert.equal(context.inserted, true);
        // What JSON.parse makes of the frame (-0 reads back as 0), plus the traceparent.
        const expected = JSON.parse(frame).params;
        expected._meta = { traceparent: TP, ...expected._meta };
        assert.deepEqual(JSON.parse(text).params, expected);
        const inserted = metaValue === undefined
          ? `"_meta":{"traceparent":${JSON.stringify(TP)}}`
          : `"traceparent":${JSON.stringify(TP)}`;
        const at = text.indexOf(inserted);
        assert.ok(at > 0);
        const rest = text.slice(at + inserted.length);
        // A comma follows the new member unless it is the only one.
        const comma = rest.startsWith(",") ? 1 : 0;
        assert.equal(text.slice(0, at) + rest.slice(comma), frame);
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("trace context (library): freshTraceparent gives a valid W3C value with random, non-zero ids each time", () => {
  const trace = new Set<string>();
  const parent = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const tp = freshTraceparent();
    const match = W3C.exec(tp);
    assert.ok(match, tp);
    assert.ok(TRACEPARENT.test(tp));
    assert.notEqual(match[1], "0".repeat(32));
    assert.notEqual(tp.split("-")[2], "0".repeat(16));
    trace.add(match[1]);
    parent.add(tp.split("-")[2]);
  }
  assert.equal(trace.size, 200);
  assert.equal(parent.size, 200);
});

// ---------------------------------------------------------------------------------------------
// The daemon.

/** One run of the daemon with the record agent as `--v1` (or `--v2` with `v2: true`). */
async function recorded(
  daemonArgs: string[],
  frame: string,
  options: RunOptions & { agentProtocol?: number; version?: "--v1" | "--v2" } = {},
) {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  try {
    const record = `${dir}/record.json`;
    const agent = denoCommand(RECORD_AGENT, [
      "--record",
      record,
      "--protocol",
      String(options.agentProtocol ?? 1),
    ]);
    const args = daemonArgs[0] === "proxy" ? daemonArgs.slice(1) : daemonArgs;
    const mode = daemonArgs[0] === "proxy" ? ["proxy"] : [];
    const run = await runBytes(
      daemonArgv(...mode, options.version ?? "--v1", agent, ...args),
      `${frame}\n`,
      options,
    );
    assert.equal(run.code, 0, run.stderr);
    const answer = JSON.parse(new TextDecoder().decode(run.stdout));
    assert.equal(answer.id, 1, "the agent answered the client");
    return { ...await readRecord(record), stderr: run.stderr };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

for (const path of BYTE_PATHS) {
  Deno.test(`trace context (${path.name}): an initialize without _meta gets a fresh valid traceparent, and the agent's TRACEPARENT carries the same trace id`, async () => {
    const frame = init(`{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"}}`);
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await recorded(["--trace-context", ...path.args], frame);
      const meta = JSON.parse(r.firstLine).params._meta;
      assert.match(meta.traceparent, W3C);
      assert.equal(
        r.firstLine,
        init(
          `{"_meta":{"traceparent":"${meta.traceparent}"},"protocolVersion":1,"clientInfo":{"name":"c","version":"1"}}`,
        ),
        "only the new member was added",
      );
      assert.equal(traceId(r.env.TRACEPARENT), traceId(meta.traceparent));
      assert.equal(r.env.TRACESTATE, null);
      seen.push(traceId(meta.traceparent));
    }
    assert.notEqual(seen[0], seen[1], "a fresh trace id each run");
  });

  Deno.test(`trace context (${path.name}): a valid traceparent of the client is left byte for byte and given to the agent, with its tracestate`, async () => {
    const frame = init(
      `{"protocolVersion":1,"_meta":{"traceparent":"${CLIENT_TP}","tracestate":"vendor=a1,other=b2"}}`,
    );
    const r = await recorded(["--trace-context", ...path.args], frame);
    assert.equal(r.firstLine, frame);
    assert.equal(r.env.TRACEPARENT, CLIENT_TP);
    assert.equal(r.env.TRACESTATE, "vendor=a1,other=b2");
  });
}

Deno.test("trace context: a _meta without traceparent gets it as its first member, and the client's tracestate becomes TRACESTATE", async () => {
  const frame = init(`{"protocolVersion":1,"_meta":{"tracestate":"k=v","x":{"y":[1,2]}}}`);
  const r = await recorded(["--trace-context"], frame);
  const tp = JSON.parse(r.firstLine).params._meta.traceparent;
  assert.equal(
    r.firstLine,
    init(
      `{"protocolVersion":1,"_meta":{"traceparent":"${tp}","tracestate":"k=v","x":{"y":[1,2]}}}`,
    ),
  );
  assert.equal(traceId(r.env.TRACEPARENT), traceId(tp));
  assert.equal(r.env.TRACESTATE, "k=v");
});

Deno.test("trace context: an invalid traceparent of the client (even a non-string) leaves the whole frame byte-identical, and the agent gets no TRACEPARENT", async (t) => {
  for (const raw of [`"bogus"`, `"00-00000000000000000000000000000000-zz-01"`, `42`, `null`]) {
    await t.step(raw, async () => {
      const frame = init(`{ "protocolVersion": 1, "_meta": { "traceparent": ${raw} } }`);
      const r = await recorded(["--trace-context"], frame);
      assert.equal(r.firstLine, frame);
      assert.equal(r.env.TRACEPARENT, null);
    });
  }
});

Deno.test("trace context: without --trace-context the initialize is forwarded unchanged and the agent gets no TRACEPARENT", async () => {
  const frame = init(`{"protocolVersion":1}`);
  const r = await recorded([], frame);
  assert.equal(r.firstLine, frame);
  assert.deepEqual(r.env, { TRACEPARENT: null, TRACESTATE: null });
});

Deno.test("trace context: a v2 client with only --v1 — the converted v1 initialize carries _meta.traceparent, matching the agent's TRACEPARENT", async (t) => {
  const v2 = `{"protocolVersion":2,"info":{"name":"v2-client","version":"1.0"},"capabilities":{}}`;
  await t.step("without _meta", async () => {
    const r = await recorded(["--trace-context"], init(v2));
    const forwarded = JSON.parse(r.firstLine);
    assert.equal(forwarded.params.protocolVersion, 1, "converted to v1");
    assert.equal(forwarded.params.clientInfo?.name, "v2-client");
    assert.equal(traceId(r.env.TRACEPARENT), traceId(forwarded.params._meta.traceparent));
  });
  await t.step("with a _meta of its own (kept, tracestate passed on)", async () => {
    const params = `{"protocolVersion":2,"info":{"name":"v2-client","version":"1.0"},` +
      `"capabilities":{},"_meta":{"tracestate":"t=1","keep":true}}`;
    const r = await recorded(["--trace-context"], init(params));
    const forwarded = JSON.parse(r.firstLine);
    assert.equal(forwarded.params.protocolVersion, 1);
    assert.equal(forwarded.params._meta.keep, true);
    assert.equal(forwarded.params._meta.tracestate, "t=1");
    assert.equal(traceId(r.env.TRACEPARENT), traceId(forwarded.params._meta.traceparent));
    assert.equal(r.env.TRACESTATE, "t=1");
  });
  await t.step("a v2 client with a --v2 agent: not converted, still traced", async () => {
    const r = await recorded(["--trace-context"], init(v2), { version: "--v2", agentProtocol: 2 });
    const tp = JSON.parse(r.firstLine).params._meta.traceparent;
    assert.equal(r.firstLine, init(`{"_meta":{"traceparent":"${tp}"},${v2.slice(1)}`));
    assert.equal(traceId(r.env.TRACEPARENT), traceId(tp));
  });
});

Deno.test("trace context: proxy mode traces _proxy/initialize, and the config key trace-context turns it on", async (t) => {
  await t.step("proxy --trace-context", async () => {
    const frame = init(`{"protocolVersion":1}`, "_proxy/initialize");
    const r = await recorded(["proxy", "--trace-context"], frame);
    const tp = JSON.parse(r.firstLine).params._meta.traceparent;
    assert.equal(
      r.firstLine,
      init(`{"_meta":{"traceparent":"${tp}"},"protocolVersion":1}`, "_proxy/initialize"),
    );
    assert.equal(traceId(r.env.TRACEPARENT), traceId(tp));
  });
  await t.step('a config file with "trace-context": true', async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
    try {
      const config = `${dir}/config.jsonc`;
      await Deno.writeTextFile(config, `{ "trace-context": true, /* W3C */ }\n`);
      const r = await recorded(["--config", config], init(`{"protocolVersion":1}`));
      const tp = JSON.parse(r.firstLine).params._meta.traceparent;
      assert.equal(traceId(r.env.TRACEPARENT), traceId(tp));
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
});

Deno.test("trace context: a TRACEPARENT the daemon itself inherited is replaced, for the agent, by the one in the initialize it received", async () => {
  const inherited = "00-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-bbbbbbbbbbbbbbbb-01";
  const r = await recorded(["--trace-context"], init(`{"protocolVersion":1}`), {
    env: { TRACEPARENT: inherited },
  });
  const tp = JSON.parse(r.firstLine).params._meta.traceparent;
  assert.notEqual(traceId(tp), "a".repeat(32));
  assert.equal(traceId(r.env.TRACEPARENT), traceId(tp));
});

Deno.test("trace context: a TRACESTATE the daemon itself inherited does not reach the agent when the initialize carries none (it belongs to another trace)", async () => {
  const r = await recorded(["--trace-context"], init(`{"protocolVersion":1}`), {
    env: {
      TRACESTATE: "inherited=1",
      TRACEPARENT: "00-" + "c".repeat(32) + "-" + "d".repeat(16) + "-01",
    },
  });
  assert.equal(r.env.TRACESTATE, null);
  assert.notEqual(traceId(r.env.TRACEPARENT), "c".repeat(32));
});

for (const path of BYTE_PATHS) {
  Deno.test(`trace context (${path.name}): a CRLF initialize keeps its CR, and frames pipelined behind it in the same write arrive unchanged`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
    try {
      const firstLine = `${dir}/first-line`;
      const report = `${dir}/report.json`;
      const agent = denoCommand(RAW_AGENT, ["--first-line", firstLine, "--report", report]);
      const encoder = new TextEncoder();
      const rest = concat([
        encoder.encode(
          `{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":1}}\n`,
        ),
        ...mixedStream(64 * 1024, 3),
      ]);
      const run = await runBytes(
        daemonArgv("--v1", agent, "--trace-context", ...path.args),
        concat([encoder.encode(`${init(`{"protocolVersion":1}`)}\r\n`), rest]),
      );
      assert.equal(run.code, 0, run.stderr);
      const line = await Deno.readTextFile(firstLine);
      const tp = JSON.parse(line).params._meta.traceparent;
      assert.equal(line, `${init(`{"_meta":{"traceparent":"${tp}"},"protocolVersion":1}`)}\r`);
      assert.deepEqual(JSON.parse(await Deno.readTextFile(report)), {
        sha256: createHash("sha256").update(rest).digest("hex"),
        bytes: rest.length,
      }, "a second initialize and the rest are not touched");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}
