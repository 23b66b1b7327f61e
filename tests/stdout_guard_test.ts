/**
 * `--stdout-guard pass|divert|drop` (issue 12 §1): lines on the agent's stdout that are not JSON
 * objects or arrays are kept from the client (`divert`: to stderr as
 * `acp-proxy: warn: agent stdout (not JSON): TEXT`, control characters escaped; `drop`: counted in a
 * warning at the end), while JSON and blank lines pass byte for byte. `pass`, the default,
 * forwards everything. Only the agent → client direction is judged.
 *
 * The library's `stdoutGuard` is checked against a model built from lines whose kind is known by
 * construction, at arbitrary chunk boundaries; the daemon is checked end to end on both byte
 * paths (kernel paths and `--copy`), with the real SDK client and with raw clients.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { type GuardAction, stdoutGuard } from "../observation/stdout_guard.ts";
import { escapeControls } from "../routing/selection_handshake.ts";
import { daemonArgv, DENO, ROOT, runToEnd, sdkClientArgv } from "./fixtures/fixture_commands.ts";
import { BYTE_PATHS, initialize, RAW_AGENT } from "./fixtures/e2e/harness.ts";
import { mixedStream } from "./fixtures/e2e/mixed_stream.ts";
import { assertSameBytes, concat } from "./fixtures/support.ts";
import { denoCommand, runBytes } from "./fixtures/observability/run.ts";
import { createHash } from "node:crypto";

const encoder = new TextEncoder();
const lossy = new TextDecoder();
const DIVERTED = "acp-proxy: warn: agent stdout (not JSON): ";
const LF = new Uint8Array([0x0a]);

// ---------------------------------------------------------------------------------------------
// The library transform, against a model.

/** A line and what the guard must do with it, known by construction (no LF inside). */
interface Line {
  kind: "json" | "blank" | "other";
  bytes: Uint8Array;
}

const utf8 = (kind: Line["kind"]) => (text: string): Line => ({
  kind,
  bytes: encoder.encode(text),
});
const bytesLine = (kind: Line["kind"]) => (parts: (string | number[])[]): Line => ({
  kind,
  bytes: concat(parts.map((p) => typeof p === "string" ? encoder.encode(p) : new Uint8Array(p))),
});

/** JSON whitespace that may surround a value on its line (CR included: it ends CRLF lines). */
const pad = fc.array(fc.constantFrom(" ", "\t"), { maxLength: 2 }).map((a) => a.join(""));
const container = fc.oneof(
  fc.dictionary(fc.string({ unit: "grapheme", maxLength: 6 }), fc.jsonValue({ maxDepth: 2 })),
  fc.array(fc.jsonValue({ maxDepth: 2, stringUnit: "grapheme" }), { maxLength: 4 }),
).map((v) => JSON.stringify(v));

const jsonLine: fc.Arbitrary<Line> = fc.oneof(
  fc.tuple(pad, container, pad, fc.constantFrom("", "\r"))
    .map(([a, v, b, cr]) => a + v + b + cr).map(utf8("json")),
  // Bytes a parser would change: a big id, 1.0, -0, 1e400, odd key order and spacing, U+2028.
  fc.bigInt({ min: 2n ** 64n, max: 2n ** 160n }).map((id) =>
    `{"result":{"z":1.0,"a":-0,"m":1e400},"id":${id} , "jsonrpc":"2.0"}\r`
  ).map(utf8("json")),
  fc.constantFrom('[ {"b" : [1 ,2], "a":{}} ]', '{"t":"tab\\tu2028:\u2028 é 😀"}', "[]", "{}")
    .map(utf8("json")),
);

const blankLine: fc.Arbitrary<Line> = fc.array(fc.constantFrom(" ", "\t", "\r"), { maxLength: 3 })
  .map((a) => a.join("")).map(utf8("blank"));

/** Text whose first non-blank character cannot start a JSON container. */
const plainText = fc.string({ unit: "grapheme", minLength: 1, maxLength: 24 })
  .filter((s) => !s.includes("\n") && /^[ \t\r]*[^ \t\r{[]/.test(s));
const jsonText = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));

const otherLine: fc.Arbitrary<Line> = fc.oneof(
  plainText.map(utf8("other")),
  // `[INFO] …` and friends: they start like an array but are not JSON.
  fc.tuple(fc.constantFrom("[INFO]", "[WARN]", "[2026-01-01 12:00:00]", "[", "{"), plainText)
    .map(([tag, s]) => `${tag} ${s}`).map(utf8("other")),
  fc.constantFrom("Welcome to Agent", "\x1b[32mready\x1b[0m", "\x1b[2K\r 42% ####", "\x07")
    .map(utf8("other")),
  // JSON that is not an object or array: a string, a number, true, null.
  jsonText.filter((t) => !t.startsWith("{") && !t.startsWith("[")).map(utf8("other")),
  // A strict prefix of a container is never JSON; nor is a container with more after it.
  fc.tuple(container, fc.nat()).map(([t, n]) => t.slice(0, 1 + n % (t.length - 1)))
    .map(utf8("other")),
  fc.tuple(container, fc.constantFrom(" x", "{}", ",", "]")).map(([t, s]) => t + s)
    .map(utf8("other")),
  // Invalid UTF-8, alone, in text, and inside a JSON string (JSON text must be UTF-8).
  fc.constantFrom<(string | number[])[]>(
    [[0xff, 0xfe]],
    ["progress ", [0xc3, 0x28], " done"],
    ['{"a":"', [0xed, 0xa0, 0x80], '"}'],
    ['["', [0xc0, 0xaf], '"]'],
    ['{"nul":"', [0x00], '"}'],
  ).map(bytesLine("other")),
);

const anyLine = fc.oneof(
  { weight: 3, arbitrary: jsonLine },
  { weight: 1, arbitrary: blankLine },
  { weight: 3, arbitrary: otherLine },
);

/** Cuts `bytes` at the given offsets (taken modulo its length + 1; repeats make empty chunks). */
function cut(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = cuts.map((c) => c % (bytes.length + 1)).sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const to of at) {
    chunks.push(bytes.slice(from, to));
    from = to;
  }
  chunks.push(bytes.slice(from));
  return chunks;
}

/** Runs `chunks` through a guard; returns what the client gets and what the guard reported. */
async function guard(
  chunks: Uint8Array[],
  action: GuardAction,
  maxLineBytes?: number,
): Promise<{ out: Uint8Array; nonJson: Uint8Array[]; actions: GuardAction[]; unjudged: number[] }> {
  const nonJson: Uint8Array[] = [];
  const actions: GuardAction[] = [];
  const unjudged: number[] = [];
  const transform = stdoutGuard({
    action,
    maxLineBytes,
    onNonJson(line, a) {
      nonJson.push(line.slice()); // the guard may reuse nothing, but a copy keeps the check honest
      actions.push(a);
    },
    onUnjudged: (limit) => unjudged.push(limit),
  });
  // Copies: the guard must not depend on the caller keeping its chunks.
  const source = ReadableStream.from(chunks.map((c) => c.slice()));
  const out = new Uint8Array(await new Response(source.pipeThrough(transform)).arrayBuffer());
  return { out, nonJson, actions, unjudged };
}

/** The bytes of `lines`, each with an LF except maybe the last. */
function joined(lines: Line[], lastLf: boolean): Uint8Array {
  return concat(
    lines.flatMap((l, i) => i < lines.length - 1 || lastLf ? [l.bytes, LF] : [l.bytes]),
  );
}

function assertLines(actual: Uint8Array[], expected: Uint8Array[], what: string): void {
  assert.equal(actual.length, expected.length, `${what}: ${actual.length} lines`);
  actual.forEach((line, i) => assertSameBytes(line, expected[i], `${what}, line ${i}`));
}

Deno.test("stdout guard (library): any mix of lines at any chunk boundaries → exactly the JSON and blank lines come out, byte for byte, and every other line is reported once, in order", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(anyLine, { maxLength: 14 }),
      fc.boolean(),
      fc.array(fc.nat(), { maxLength: 12 }),
      fc.constantFrom<GuardAction>("divert", "drop"),
      fc.boolean(),
      async (lines, lastLf, cuts, action, tightLimit) => {
        const bytes = joined(lines, lastLf);
        // With the limit at the longest line, no line is over it: every one is judged.
        const longest = Math.max(1, ...lines.map((l) => l.bytes.length));
        const run = await guard(cut(bytes, cuts), action, tightLimit ? longest : undefined);
        // Each JSON or blank line with its own LF (a last line without one stays without).
        const expected = concat(
          lines.flatMap((l, i) =>
            l.kind === "other"
              ? []
              : [l.bytes, i < lines.length - 1 || lastLf ? LF : new Uint8Array(0)]
          ),
        );
        assertSameBytes(run.out, expected, "what the client gets");
        assertLines(
          run.nonJson,
          lines.filter((l) => l.kind === "other").map((l) => l.bytes),
          "reported lines",
        );
        assert.ok(run.actions.every((a) => a === action), "the configured action is reported");
        assert.deepEqual(run.unjudged, [], "no line is over the limit");
      },
    ),
    { numRuns: 400 },
  );
});

Deno.test("stdout guard (library): what it passes (onPass) and what it keeps back (onNonJson), in the order they are told, are the agent's lines in their order, whatever the chunks", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(anyLine, { maxLength: 14 }),
      fc.array(fc.nat(), { maxLength: 12 }),
      async (lines, cuts) => {
        const told: Uint8Array[] = [];
        const transform = stdoutGuard({
          action: "divert",
          onPass: (bytes) => told.push(bytes.slice()),
          onNonJson: (line) => told.push(concat([line, LF])),
        });
        const bytes = joined(lines, true);
        const out = await new Response(
          ReadableStream.from(cut(bytes, cuts)).pipeThrough(transform),
        ).arrayBuffer();
        assertSameBytes(concat(told), bytes, "passed and kept-back lines, in the order told");
        assert.ok(out.byteLength <= bytes.length);
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("stdout guard (library): the lines of one chunk that pass leave as one chunk (one write downstream), split only where a line is kept back: not one chunk per line", async () => {
  const frame = `{"jsonrpc":"2.0","method":"t/d","params":{"p":"${"x".repeat(40)}"}}\n`;
  const chunk = encoder.encode(frame.repeat(500) + "banner\n" + frame.repeat(500));
  const chunks: Uint8Array[] = [];
  await ReadableStream.from([chunk])
    .pipeThrough(stdoutGuard({ action: "drop" }))
    .pipeTo(new WritableStream({ write: (c) => void chunks.push(c) }));
  assert.deepEqual(chunks.map((c) => c.length), [frame.length * 500, frame.length * 500]);
});

Deno.test("stdout guard (library): a last line without LF is judged at the end of the stream", async (t) => {
  const chunksOf = (text: string) => [...text].map((c) => encoder.encode(c));
  await t.step("JSON: passes without an LF being added", async () => {
    const run = await guard(chunksOf('banner\n{"id":1}'), "divert");
    assert.equal(lossy.decode(run.out), '{"id":1}');
    assert.deepEqual(run.nonJson.map((l) => lossy.decode(l)), ["banner"]);
  });
  await t.step("text: reported, nothing comes out", async () => {
    const run = await guard(chunksOf('{"id":1}\nbye'), "drop");
    assert.equal(lossy.decode(run.out), '{"id":1}\n');
    assert.deepEqual(run.nonJson.map((l) => lossy.decode(l)), ["bye"]);
  });
  await t.step("blank: passes", async () => {
    const run = await guard(chunksOf("[]\n \t"), "divert");
    assert.equal(lossy.decode(run.out), "[]\n \t");
    assert.deepEqual(run.nonJson, []);
  });
  await t.step("a prefix of JSON cut off by the end is not JSON", async () => {
    const run = await guard(chunksOf('{"id":1,"res'), "divert");
    assert.equal(run.out.length, 0);
    assert.deepEqual(run.nonJson.map((l) => lossy.decode(l)), ['{"id":1,"res']);
  });
});

Deno.test("stdout guard (library): lines over maxLineBytes that arrive in pieces pass unjudged, byte for byte, onUnjudged is told once per stream, and judging resumes after each LF", async () => {
  const limit = 16;
  const long = encoder.encode("x".repeat(40)); // not JSON, but too long to hold
  const longer = encoder.encode(`[${"1,".repeat(30)}`); // the start of JSON, never finished
  const input = concat([
    encoder.encode("banner\n"),
    long,
    encoder.encode('\n{"id":1}\nafter\n'),
    longer,
    encoder.encode("\n \nend"),
  ]);
  // Every chunk boundary up to 8 bytes apart: a long line never arrives in one piece.
  for (let size = 1; size <= 8; size++) {
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < input.length; i += size) chunks.push(input.slice(i, i + size));
    const run = await guard(chunks, "divert", limit);
    assertSameBytes(
      run.out,
      concat([long, encoder.encode('\n{"id":1}\n'), longer, encoder.encode("\n \n")]),
      `chunks of ${size}`,
    );
    assert.deepEqual(run.nonJson.map((l) => lossy.decode(l)), ["banner", "after", "end"]);
    // The module's word: "a longer line is passed on unjudged, and that is logged once".
    assert.deepEqual(run.unjudged, [limit], `chunks of ${size}`);
  }
});

Deno.test("stdout guard (library): a line of exactly maxLineBytes is still judged, one byte more is not, byte by byte", async () => {
  const limit = 12;
  const byteByByte = (text: string) => [...encoder.encode(text)].map((b) => new Uint8Array([b]));
  const atLimit = await guard(byteByByte(`${"y".repeat(limit)}\n`), "drop", limit);
  assert.equal(atLimit.out.length, 0, "judged: not JSON, dropped");
  assert.deepEqual(atLimit.unjudged, []);
  const over = await guard(byteByByte(`${"y".repeat(limit + 1)}\n`), "drop", limit);
  assert.equal(lossy.decode(over.out), `${"y".repeat(limit + 1)}\n`, "passed unjudged");
  assert.deepEqual(over.nonJson, []);
  assert.deepEqual(over.unjudged, [limit]);
});

Deno.test("stdout guard (library): a line over maxLineBytes passes unjudged however it is chunked, even when it arrives whole in one chunk", async () => {
  // The contract: lines are held up to maxLineBytes; a longer line passes unjudged. The same
  // bytes must give the same output whatever the chunking, in one chunk as in many.
  await fc.assert(
    fc.asyncProperty(
      // At least the length of "banner", so that only the long line is over the limit.
      fc.integer({ min: 6, max: 32 }),
      fc.integer({ min: 1, max: 40 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      async (limit, extra, cuts) => {
        const long = encoder.encode("z".repeat(limit + extra));
        const input = concat([long, encoder.encode("\nbanner\n[1]\n")]);
        const run = await guard(cut(input, cuts), "divert", limit);
        assertSameBytes(run.out, concat([long, encoder.encode("\n[1]\n")]), "what the client gets");
        assert.deepEqual(run.nonJson.map((l) => lossy.decode(l)), ["banner"]);
        assert.deepEqual(run.unjudged, [limit]);
      },
    ),
    { numRuns: 200 },
  );
});

// ---------------------------------------------------------------------------------------------
// The daemon.

const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
const BANNER = "Welcome to Agent\n\x1b[32mready\x1b[0m\n";
/** The scripted v1 agent, after a banner and a terminal escape sequence on its stdout. */
const BANNER_AGENT = `sh -c 'printf "Welcome to Agent\\n\\033[32mready\\033[0m\\n"; ` +
  `exec "${DENO}" run "${ROOT}testing/scripted_agent.ts" --protocol 1'`;
const DIVERTED_BANNER = [
  `${DIVERTED}Welcome to Agent`,
  `${DIVERTED}\\u001b[32mready\\u001b[0m`,
];

/** The lines of `stderr` that the guard diverted, without their prefix. */
function divertedLines(stderr: string): string[] {
  return stderr.split("\n").filter((l) => l.startsWith(DIVERTED)).map((l) =>
    l.slice(DIVERTED.length)
  );
}

/** The SDK client's one-line JSON summary. */
function summary(stdout: string): { ok: boolean; error?: string; agentProtocolVersion?: number } {
  return JSON.parse(stdout.trim().split("\n").at(-1)!);
}

for (const path of BYTE_PATHS) {
  Deno.test(`stdout guard (${path.name}): pass, the default, forwards an agent's banner and terminal escape to the client byte for byte`, async (t) => {
    for (const flags of [[], ["--stdout-guard", "pass"]]) {
      await t.step(flags.length === 0 ? "no flag" : flags.join(" "), async () => {
        const run = await runBytes(daemonArgv("--v1", BANNER_AGENT, ...flags, ...path.args), INIT);
        assert.equal(run.code, 0, run.stderr);
        const banner = encoder.encode(BANNER);
        assertSameBytes(run.stdout.slice(0, banner.length), banner, "the banner, first");
        const answer = JSON.parse(lossy.decode(run.stdout.slice(banner.length)));
        assert.equal(answer.id, 1);
        assert.equal(answer.result.protocolVersion, 1);
        assert.doesNotMatch(run.stderr, /not JSON|dropped/);
      });
    }
    await t.step(
      "the SDK client reads past the banner (it skips lines it cannot parse)",
      async () => {
        const run = await runToEnd(
          sdkClientArgv(1, daemonArgv("--v1", BANNER_AGENT, ...path.args)),
        );
        // What really happens with this SDK version: the turn completes despite the banner.
        assert.equal(summary(run.stdout).ok, true, run.stdout + run.stderr);
        assert.doesNotMatch(run.stderr, /not JSON/);
      },
    );
  });

  Deno.test(`stdout guard (${path.name}): divert sends the banner to stderr (escapes escaped) and only JSON lines to the client; the SDK client completes its prompt turns`, async (t) => {
    const args = ["--v1", BANNER_AGENT, "--stdout-guard", "divert", ...path.args];
    await t.step("the SDK client", async () => {
      const run = await runToEnd(sdkClientArgv(1, daemonArgv(...args)));
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.deepEqual(summary(run.stdout), {
        ok: true,
        agentProtocolVersion: 1,
        updates: 1,
        permissionAnswered: true,
        cancelled: true,
      });
      assert.deepEqual(
        divertedLines(run.stderr),
        DIVERTED_BANNER.map((l) => l.slice(DIVERTED.length)),
      );
      for (const line of DIVERTED_BANNER) assert.ok(run.stderr.includes(`${line}\n`), run.stderr);
      assert.ok(!run.stderr.includes("\x1b"), "no raw escape reaches stderr");
    });
    await t.step(
      "a raw client gets exactly the agent's answer, nothing of the banner",
      async () => {
        const plain = await runBytes(daemonArgv("--v1", BANNER_AGENT, ...path.args), INIT);
        const guarded = await runBytes(daemonArgv(...args), INIT);
        assert.equal(guarded.code, 0, guarded.stderr);
        assertSameBytes(
          guarded.stdout,
          plain.stdout.slice(encoder.encode(BANNER).length),
          "the answer, as the agent wrote it",
        );
        assert.deepEqual(divertedLines(guarded.stderr).length, 2, guarded.stderr);
      },
    );
  });

  Deno.test(`stdout guard (${path.name}): drop discards the banner and counts it in one warning at the end; the SDK client completes its prompt turns`, async (t) => {
    const args = ["--v1", BANNER_AGENT, "--stdout-guard", "drop", ...path.args];
    await t.step("the SDK client", async () => {
      const run = await runToEnd(sdkClientArgv(1, daemonArgv(...args)));
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(summary(run.stdout).ok, true, run.stdout);
      const warnings = run.stderr.split("\n").filter((l) => l.includes("non-JSON lines"));
      assert.deepEqual(warnings, [
        "acp-proxy: warn: dropped 2 non-JSON lines of the agent's stdout",
      ]);
      assert.doesNotMatch(run.stderr, /Welcome|ready|not JSON/);
    });
    await t.step("a raw client gets exactly the agent's answer", async () => {
      const plain = await runBytes(daemonArgv("--v1", BANNER_AGENT, ...path.args), INIT);
      const guarded = await runBytes(daemonArgv(...args), INIT);
      assert.equal(guarded.code, 0, guarded.stderr);
      assertSameBytes(guarded.stdout, plain.stdout.slice(encoder.encode(BANNER).length), "answer");
      assert.match(
        guarded.stderr,
        /^acp-proxy: warn: dropped 2 non-JSON lines of the agent's stdout$/m,
      );
    });
  });
}

/** Whether a line (without LF) is a JSON object or array: the oracle is JSON.parse on strict UTF-8. */
function isJsonContainerLine(line: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(line);
  } catch {
    return false;
  }
  try {
    const value = JSON.parse(text);
    return typeof value === "object" && value !== null;
  } catch {
    return false;
  }
}

/** Splits a stream into its lines (without LF) and whether each had one. */
function splitLines(bytes: Uint8Array): { line: Uint8Array; lf: boolean }[] {
  const lines: { line: Uint8Array; lf: boolean }[] = [];
  let start = 0;
  while (start < bytes.length) {
    const lf = bytes.indexOf(0x0a, start);
    const end = lf < 0 ? bytes.length : lf;
    lines.push({ line: bytes.subarray(start, end), lf: lf >= 0 });
    start = end + 1;
  }
  return lines;
}

/** What the guard must let through of `bytes`, and the lines it must keep back. */
function guarded(bytes: Uint8Array): { passed: Uint8Array; kept: Uint8Array[] } {
  const passed: Uint8Array[] = [];
  const kept: Uint8Array[] = [];
  for (const { line, lf } of splitLines(bytes)) {
    const blank = line.every((b) => b === 0x20 || b === 0x09 || b === 0x0d);
    if (blank || isJsonContainerLine(line)) {
      passed.push(line, lf ? new Uint8Array([0x0a]) : new Uint8Array(0));
    } else kept.push(line);
  }
  return { passed: concat(passed), kept };
}

/**
 * A diverted line's text read back: it is written as a JSON string's contents (control
 * characters as `\u001b`, quotes and backslashes escaped), so nothing of the line is lost.
 */
function unescaped(text: string): string {
  return JSON.parse(`"${text}"`);
}

for (const path of BYTE_PATHS) {
  Deno.test(`stdout guard (${path.name}): 1 MiB of mixed agent output (CRLF, big ids, key order, blank lines, invalid UTF-8, NUL, text) → the client gets exactly its JSON and blank lines; each other line is diverted once, in order, or counted`, async (t) => {
    const seed = 0x12c;
    const bytes = 1024 * 1024;
    // The agent keeps its stdout open a moment after the stream, so that the daemon does not
    // exit right behind the last diverted line (that case is the test above).
    const agent = `sh -c '"${DENO}" run -A "${RAW_AGENT}" --mode source --bytes ${bytes} ` +
      `--seed ${seed}; sleep 1'`;
    const init = initialize("7", 1);
    const { passed, kept } = guarded(concat([...mixedStream(bytes, seed)]));
    assert.ok(kept.length > 20 && passed.length > bytes / 2, "the stream mixes both kinds");
    await t.step("divert", async () => {
      const run = await runBytes(
        daemonArgv("--v1", agent, "--stdout-guard", "divert", ...path.args),
        init,
      );
      assert.equal(run.code, 0, run.stderr.slice(0, 2000));
      const answer = run.stdout.subarray(0, run.stdout.indexOf(0x0a) + 1);
      assert.equal(JSON.parse(lossy.decode(answer)).id, 7);
      assertSameBytes(run.stdout.subarray(answer.length), passed, "JSON and blank lines");
      const diverted = divertedLines(run.stderr);
      for (const line of diverted) {
        // deno-lint-ignore no-control-regex
        assert.doesNotMatch(line, /[\u0000-\u001f]/, "control characters are escaped");
      }
      assert.deepEqual(
        diverted.map(unescaped),
        kept.map((l) => lossy.decode(l)),
        "the other lines, in order",
      );
    });
    await t.step("drop", async () => {
      const run = await runBytes(
        daemonArgv("--v1", agent, "--stdout-guard", "drop", ...path.args),
        init,
      );
      assert.equal(run.code, 0, run.stderr.slice(0, 2000));
      const answer = run.stdout.subarray(0, run.stdout.indexOf(0x0a) + 1);
      assertSameBytes(run.stdout.subarray(answer.length), passed, "JSON and blank lines");
      assert.equal(divertedLines(run.stderr).length, 0);
      assert.match(
        run.stderr,
        new RegExp(
          `^acp-proxy: warn: dropped ${kept.length} non-JSON lines of the agent's stdout$`,
          "m",
        ),
      );
    });
  });

  Deno.test(`stdout guard (${path.name}): the client's bytes reach the agent unchanged whatever they are (non-JSON, invalid UTF-8), with divert and with drop`, async (t) => {
    const sent = concat([
      encoder.encode("Welcome from the client\n\x1b[0m\n"),
      ...mixedStream(256 * 1024, 0x5a),
      encoder.encode("\nlast line without LF"),
    ]);
    const digest = createHash("sha256").update(sent).digest("hex");
    for (const mode of ["divert", "drop"]) {
      await t.step(mode, async () => {
        const dir = await Deno.makeTempDir({ prefix: "acp-guard-" });
        try {
          const report = `${dir}/report.json`;
          const firstLine = `${dir}/first-line`;
          const agent = denoCommand(RAW_AGENT, ["--report", report, "--first-line", firstLine]);
          const init = encoder.encode(initialize("1", 1));
          const run = await runBytes(
            daemonArgv("--v1", agent, "--stdout-guard", mode, ...path.args),
            concat([init, sent]),
          );
          assert.equal(run.code, 0, run.stderr);
          assertSameBytes(
            await Deno.readFile(firstLine),
            init.subarray(0, -1),
            "the agent's first line",
          );
          assert.deepEqual(JSON.parse(await Deno.readTextFile(report)), {
            sha256: digest,
            bytes: sent.length,
          });
          assert.doesNotMatch(run.stderr, /not JSON|dropped/, "only the agent's output is judged");
        } finally {
          await Deno.remove(dir, { recursive: true });
        }
      });
    }
  });

  Deno.test(`stdout guard (${path.name}): divert writes every diverted line to stderr before the daemon exits, even when the agent exits right after printing them`, async () => {
    // 3000 text lines, then the agent exits at once (it never reads its stdin).
    const agent = `sh -c 'seq -f "progress %g" 1 3000'`;
    const run = await runBytes(
      daemonArgv("--v1", agent, "--stdout-guard", "divert", ...path.args),
      INIT,
    );
    assert.equal(run.code, 0, run.stderr.slice(-2000));
    assert.equal(run.stdout.length, 0);
    const diverted = divertedLines(run.stderr);
    assert.equal(diverted.length, 3000, `${diverted.length} of 3000 diverted lines on stderr`);
    assert.deepEqual(diverted, Array.from({ length: 3000 }, (_, i) => `progress ${i + 1}`));
  });

  Deno.test(`stdout guard (${path.name}): divert to a stderr that is a regular file (2>file) writes every one of 20000 lines printed in one burst, none dropped (before: about 4100 kept, the rest counted as dropped)`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-guard-" });
    try {
      const errFile = `${dir}/stderr.log`;
      const agent = `sh -c 'seq -f "progress %g" 1 20000'`;
      const daemon = daemonArgv("--v1", agent, "--stdout-guard", "divert", ...path.args);
      const run = await runBytes(
        ["sh", "-c", 'f=$1; shift; exec "$@" 2>"$f"', "sh", errFile, ...daemon],
        INIT,
      );
      const stderr = await Deno.readTextFile(errFile);
      assert.equal(run.code, 0, stderr.slice(-2000));
      assert.doesNotMatch(stderr, /dropped/);
      const diverted = divertedLines(stderr);
      assert.equal(diverted.length, 20000, `${diverted.length} of 20000 diverted lines`);
      assert.deepEqual(diverted, Array.from({ length: 20000 }, (_, i) => `progress ${i + 1}`));
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });

  Deno.test(`stdout guard (${path.name}): a non-JSON line longer than 16 MiB passes unjudged and byte for byte, even when its last bytes arrive together with its LF; one warning names the limit; later lines are judged again`, async () => {
    const limit = 16 * 1024 * 1024;
    const head = limit - 100; // held, still under the limit
    const tail = 200; // written later in one write with the LF: the line is then over the limit
    const size = head + tail;
    const agent = `sh -c 'head -c ${head} /dev/zero | tr "\\000" x; sleep 0.5; ` +
      `printf "%s\\nbanner\\n[1]\\n" ${"x".repeat(tail)}; exec cat >/dev/null'`;
    // The client's input ends at once: a long grace period lets the agent finish its 16 MiB
    // on a loaded machine (2 s ended it first, and nothing of the held line was passed).
    const run = await runBytes(
      daemonArgv("--v1", agent, "--stdout-guard", "divert", "--grace-ms", "60000", ...path.args),
      INIT,
      { timeoutMs: 120_000 },
    );
    assert.equal(run.code, 0, run.stderr.slice(0, 2000));
    assert.equal(run.stdout.length, size + 5, "the long line, its LF, then [1] and its LF");
    assert.ok(run.stdout.subarray(0, size).every((b) => b === 0x78), "x all along");
    assert.equal(lossy.decode(run.stdout.subarray(size)), "\n[1]\n");
    assert.deepEqual(divertedLines(run.stderr).map((l) => l.slice(0, 100)), ["banner"]);
    const warnings = run.stderr.split("\n").filter((l) => l.includes("unjudged"));
    assert.deepEqual(warnings, [
      "acp-proxy: warn: a line of the agent's stdout is over 16777216 bytes; passed on unjudged",
    ]);
  });
}

Deno.test("stdout guard: JSON lines written by the agent pass byte for byte (CRLF, key order, big ids, 1.0, U+2028, spacing) and blank lines pass, on both byte paths", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "acp-guard-" });
  try {
    const lines = [
      `{"jsonrpc":"2.0","id":123456789012345678901234567890,"result":{"v":1.0,"w":-0}}\r\n`,
      "\n",
      `  { "z" : 1 , "a" : [ ] }\t\n`,
      "\r\n",
      "Loading model...\n",
      `{"jsonrpc":"2.0","method":"session/update","params":{"t":"\u2028é😀"}}\n`,
      ` \t \n`,
      `[{"id":1},{"id":2}]`,
    ];
    const file = `${dir}/out`;
    await Deno.writeTextFile(file, lines.join(""));
    const agent = `sh -c 'cat "$0"; exec cat >/dev/null' ${file}`;
    const expected = encoder.encode(lines.filter((l) => l !== "Loading model...\n").join(""));
    for (const path of BYTE_PATHS) {
      await t.step(path.name, async () => {
        const run = await runBytes(
          daemonArgv("--v1", agent, "--stdout-guard", "divert", ...path.args),
          INIT,
        );
        assert.equal(run.code, 0, run.stderr);
        assertSameBytes(run.stdout, expected, "the agent's JSON and blank lines");
        assert.deepEqual(divertedLines(run.stderr), ["Loading model..."]);
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("stdout guard: with --transcript, the frames it passes and the lines it keeps back are recorded in the order the agent wrote them, even within one write, on both byte paths", async (t) => {
  // One write: an answer, a banner, a notification, another banner, another notification.
  const chunk = [
    `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`,
    "banner-A",
    `{"jsonrpc":"2.0","method":"n1","params":{}}`,
    "banner-B",
    `{"jsonrpc":"2.0","method":"n2","params":{}}`,
  ].join("\n") + "\n";
  const script = `const b = new Uint8Array(4096); await Deno.stdin.read(b); ` +
    `Deno.stdout.writeSync(new TextEncoder().encode(${JSON.stringify(chunk)})); ` +
    `for await (const _ of Deno.stdin.readable);`;
  const agent = `${DENO} eval ${JSON.stringify(script).replaceAll("$", "\\$")}`;
  const dir = await Deno.makeTempDir({ prefix: "acp-guard-order-" });
  try {
    for (const path of BYTE_PATHS) {
      await t.step(path.name, async () => {
        const transcript = `${dir}/${path.name.replaceAll(" ", "-")}.jsonl`;
        const args = ["--v1", agent, "--stdout-guard", "divert", "--transcript", transcript];
        const run = await runBytes(daemonArgv(...args, ...path.args), INIT);
        assert.equal(run.code, 0, run.stderr);
        const order = (await Deno.readTextFile(transcript)).trim().split("\n")
          .map((line) => JSON.parse(line))
          .filter((e) => e.from === "Agent")
          .map((e) => e.type === "non_json" ? e.raw : e.id ?? e.method);
        assert.deepEqual(order, [1, "banner-A", "n1", "banner-B", "n2"]);
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("stdout guard: divert escapes every control character of a diverted line (C0, DEL, C1 such as the 8-bit CSI), and the text reads back exactly", async () => {
  // ESC, BEL, CR and TAB; DEL; U+009B (CSI, which terminals act on) and U+0085 (NEL); a quote and
  // a backslash, which the JSON-string form escapes too.
  const agent =
    `sh -c 'printf "a\\033[1mb\\007 c\\r\\td \\177 e \\302\\233 f \\302\\205 \\042q\\042 \\134\\n"; ` +
    `exec cat >/dev/null'`;
  const run = await runBytes(daemonArgv("--v1", agent, "--stdout-guard", "divert"), INIT);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout.length, 0);
  const diverted = divertedLines(run.stderr);
  assert.equal(diverted.length, 1, run.stderr);
  assert.equal(unescaped(diverted[0]), 'a\x1b[1mb\x07 c\r\td \x7f e \u009b f \u0085 "q" \\');
  assert.doesNotMatch(
    diverted[0],
    /\p{Cc}/u,
    `no raw control character: ${JSON.stringify(diverted[0])}`,
  );
});

Deno.test("stdout guard: a diverted line that begins with a BOM keeps it (written \\ufeff), in the transcript too", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-guard-bom-" });
  try {
    const agent = `sh -c 'printf "\\357\\273\\277hello\\n"; read x; exit 0'`;
    const transcript = `${dir}/t.jsonl`;
    const run = await runBytes(
      daemonArgv("--v1", agent, "--stdout-guard", "divert", "--transcript", transcript),
      INIT,
    );
    assert.equal(run.code, 0, run.stderr);
    const diverted = divertedLines(run.stderr);
    assert.deepEqual(diverted, ["\\ufeffhello"], run.stderr);
    assert.equal(unescaped(diverted[0]), "\ufeffhello");
    const raws = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "")
      .map((l) => JSON.parse(l)).filter((e) => e.type === "non_json").map((e) => e.raw);
    assert.deepEqual(raws, ["\ufeffhello"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("stdout guard: a CRLF line kept back is recorded and diverted without its CR, as the same line passed is recorded (only a CR inside the line is kept, escaped)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-guard-crlf-" });
  try {
    const agent = `sh -c 'printf "garbage\\r\\n"; read x; exit 0'`;
    for (const action of ["pass", "divert", "drop"]) {
      const transcript = `${dir}/${action}.jsonl`;
      const run = await runBytes(
        daemonArgv("--v1", agent, "--stdout-guard", action, "--transcript", transcript),
        INIT,
      );
      assert.equal(run.code, 0, run.stderr);
      const raws = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "")
        .map((l) => JSON.parse(l)).filter((e) => e.type === "non_json").map((e) => e.raw);
      assert.deepEqual(raws, ["garbage"], action);
      if (action === "divert") assert.deepEqual(divertedLines(run.stderr), ["garbage"]);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("stdout guard: proxy mode guards too, saying its lines are the proxy's, and the config key stdout-guard works like the flag", async (t) => {
  const agent = `sh -c 'printf "Welcome to Agent\\n\\033[32mready\\033[0m\\n"; ` +
    `exec "${DENO}" run -A "${RAW_AGENT}" --protocol 1'`;
  const proxyInit = initialize("1", 1, { method: "_proxy/initialize" });
  await t.step("proxy --stdout-guard divert", async () => {
    const run = await runBytes(
      daemonArgv("proxy", "--v1", agent, "--stdout-guard", "divert"),
      proxyInit,
    );
    assert.equal(run.code, 0, run.stderr);
    const answer = JSON.parse(lossy.decode(run.stdout));
    assert.equal(answer.id, 1);
    // A proxy's lines are said as the proxy's (proxy1: "agent stdout", while drop said "proxy").
    const proxyDiverted = "acp-proxy: warn: proxy stdout (not JSON): ";
    assert.deepEqual(
      run.stderr.split("\n").filter((l) => l.startsWith(proxyDiverted)).map((l) =>
        l.slice(proxyDiverted.length)
      ),
      DIVERTED_BANNER.map((l) => l.slice(DIVERTED.length)),
    );
    assert.equal(divertedLines(run.stderr).length, 0, run.stderr);
  });
  await t.step('a config file with "stdout-guard": "drop" (serve and proxy)', async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-guard-" });
    try {
      const config = `${dir}/config.jsonc`;
      await Deno.writeTextFile(config, `{\n  // keep banners away\n  "stdout-guard": "drop",\n}\n`);
      for (const [mode, init] of [["serve", INIT], ["proxy", proxyInit]]) {
        const run = await runBytes(daemonArgv(mode, "--v1", agent, "--config", config), init);
        assert.equal(run.code, 0, run.stderr);
        assert.equal(JSON.parse(lossy.decode(run.stdout)).id, 1, mode);
        // A proxy router's implementation is a proxy, and its lines say so.
        const role = mode === "proxy" ? "proxy" : "agent";
        assert.match(
          run.stderr,
          new RegExp(`^acp-proxy: warn: dropped 2 non-JSON lines of the ${role}'s stdout$`, "m"),
        );
      }
      // The flag wins over the file.
      const run = await runBytes(
        daemonArgv("--v1", agent, "--config", config, "--stdout-guard", "pass"),
        INIT,
      );
      assert.equal(run.code, 0, run.stderr);
      assert.ok(lossy.decode(run.stdout).startsWith(BANNER), "--stdout-guard pass wins");
      assert.doesNotMatch(run.stderr, /dropped/);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
});

Deno.test("stdout guard property: escapeControls leaves no control character, U+2028 or U+2029 raw, and JSON.parse of its text in quotes gives the line back, lone surrogates included", () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 200 }), (line) => {
      const text = escapeControls(line);
      assert.doesNotMatch(text, /[\p{Cc}\u2028\u2029\ufeff]/u);
      assert.equal(JSON.parse(`"${text}"`), line);
    }),
  );
  // A long line costs one pass: its escaped form is exact at 1 MiB too.
  const long = "\x1b".repeat(1024 * 1024);
  assert.equal(escapeControls(long), "\\u001b".repeat(1024 * 1024));
});

Deno.test("stdout guard: escapeControls writes every C0, DEL and C1 character, U+2028, U+2029 and the BOM escaped, and leaves every other character below U+0100 as it is (what onDivertedLine gets)", () => {
  const unsafe = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f);
  for (let c = 0; c <= 0xff; c++) {
    const char = String.fromCharCode(c);
    const text = escapeControls(char);
    if (unsafe(c)) {
      assert.match(text, /^\\(u[0-9a-f]{4}|[bfnrt])$/, `U+${c.toString(16)}`);
    } else if (char === `"` || char === "\\") assert.equal(text, `\\${char}`);
    else assert.equal(text, char, `U+${c.toString(16)}`);
    assert.equal(JSON.parse(`"${text}"`), char);
  }
  for (const char of ["\u2028", "\u2029", "\ufeff"]) {
    assert.equal(escapeControls(char), `\\u${char.charCodeAt(0).toString(16)}`);
  }
});
