/**
 * `acp-proxy trace summary`: reading a transcript (observation/trace_file.ts), what the summary
 * counts (observation/trace_summary.ts), and the command line (cli/trace_cli.ts), in-process
 * and as a real process for the exit codes.
 *
 * @module
 */

import assert from "node:assert/strict";
import { isReadFailure, parseTranscript } from "../observation/trace_file.ts";
import {
  formatSummary,
  frameBytes,
  summarizeTranscript,
  summarizeTranscriptFile,
  type TraceSummary,
} from "../observation/trace_summary.ts";
import { runTrace } from "../cli/trace_cli.ts";
import { DENO, ROOT, runToEnd } from "./fixtures/fixture_commands.ts";
import { samplePeakMemory, within } from "./fixtures/support.ts";
import { longIdLines, requestAndErrorLines, writeRepeated } from "./fixtures/transcript_checks.ts";

/** Far above what reading line by line needs, far below what reading a 64 MiB file whole does. */
const LONG_FILE_PEAK_MIB = 250;

const FIXTURES = `${ROOT}tests/fixtures/transcripts/`;
const SESSION = `${FIXTURES}acp_session.jsonl`;
const PAIRING = `${FIXTURES}pairing_edge_cases.jsonl`;
const RUST = `${FIXTURES}rust_conductor.jsonl`;

/** A writer that keeps what it is given, as text. */
function capture(): { write(p: Uint8Array): Promise<number>; text(): string } {
  const chunks: Uint8Array[] = [];
  return {
    write: (p) => {
      chunks.push(p.slice());
      return Promise.resolve(p.length);
    },
    text: () => new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c]))),
  };
}

/** The summary of a file read line by line, checked against the summary of its whole bytes. */
async function summaryOf(path: string): Promise<TraceSummary> {
  const streamed = await summarizeTranscriptFile(path);
  assert.deepEqual(streamed, summarizeTranscript(parseTranscript(await Deno.readFile(path))));
  return streamed;
}

function transcriptOf(lines: string[]) {
  return parseTranscript(new TextEncoder().encode(lines.join("\n") + "\n"));
}

/** `deno eval` of runTrace: the command as a real process (cli/main.ts wires it in later). */
function traceArgv(...args: string[]): string[] {
  const code = `import { runTrace } from ${JSON.stringify(`${ROOT}cli/trace_cli.ts`)};\n` +
    `Deno.exit(await runTrace(Deno.args));`;
  return [DENO, "eval", "--quiet", code, ...args];
}

Deno.test("trace summary: a recorded session gives counts per method and direction, sessions, errors, dropped events and non-JSON lines", async () => {
  const s = await summaryOf(SESSION);
  assert.equal(s.events, 30);
  assert.equal(s.frames, 22);
  assert.deepEqual(s.directions, { "Client->Agent": 8, "Agent->Client": 14 });
  assert.deepEqual(
    Object.fromEntries(Object.entries(s.methods).map(([m, v]) => [m, v.count])),
    {
      "initialize": 1,
      "session/new": 1,
      "session/update": 7,
      "session/prompt": 2,
      "fs/read_text_file": 1,
      "session/request_permission": 1,
      "terminal/create": 1,
      "session/cancel": 1,
    },
  );
  assert.deepEqual(s.methods["session/update"].directions["Agent->Client"].count, 7);
  assert.equal(s.methods["session/update"].notifications, 7);
  assert.equal(s.methods["session/update"].p50_ms, null, "notifications have no latency");
  assert.deepEqual(Object.keys(s.methods["fs/read_text_file"].directions), ["Agent->Client"]);
  assert.equal(s.methods["session/cancel"].directions["Client->Agent"].count, 1);
  assert.equal(s.sessions, 1);
  assert.deepEqual(s.session_ids, ["sess_7f3a9c2e41b84d05"]);
  assert.equal(s.errors, 2, "one error response and one error event");
  assert.equal(s.error_responses, 1);
  assert.equal(s.error_events, 1);
  assert.deepEqual(s.error_list.map((e) => [e.index, e.type, e.method, e.message]), [
    [18, "response", "terminal/create", "-32601 Method not found"],
    [28, "error", null, "write to the client failed: Broken pipe (os error 32)"],
  ]);
  assert.equal(s.methods["terminal/create"].errors, 1);
  assert.equal(s.dropped, 3);
  assert.equal(s.non_json, 1);
  assert.equal(s.invalid, 0);
  assert.equal(s.skipped_lines, 0);
  assert.equal(s.duration_ms, 6911.7, "6.9121 s − 0.0004 s");
  assert.equal(s.unmatched_responses, 0);
  assert.deepEqual(s.route, { requested: 1, selected: 1, rewritten: false, configured: [1, 2] });
  assert.deepEqual(s.agent_exit, { code: 0, signal: null });
});

Deno.test('trace summary: latency pairs a request with the response of the same id text in the reverse direction: "1" is not 1, and 20-digit ids are not rounded', async () => {
  const s = await summaryOf(PAIRING);
  // id 1 at 0.000 s, id "1" at 0.010 s; "1" answered at 0.050 s, 1 at 0.200 s.
  assert.equal(s.methods["number/one"].p50_ms, 200);
  assert.equal(s.methods["string/one"].p50_ms, 40);
  // …890 at 0.100 s and …891 at 0.110 s (the same JavaScript number): answered in reverse
  // order, …891 at 0.300 s and …890 at 0.400 s.
  assert.equal(s.methods["big/first"].p50_ms, 300);
  assert.equal(s.methods["big/second"].p50_ms, 190);
  // Agent→Client id 1 at 0.310 s is answered Client→Agent at 0.410 s; the Agent→Client
  // response with id 1 belongs to the Client's request, not to this one.
  assert.equal(s.methods["reverse/one"].p50_ms, 100);
  assert.deepEqual(Object.keys(s.methods["reverse/one"].directions), ["Agent->Client"]);
  for (const m of Object.values(s.methods)) assert.equal(m.unanswered, 0);
  assert.equal(s.unmatched_responses, 1, "the response with id 99");
});

Deno.test("trace summary: a response whose id no open request has as its text pairs by value, as the daemon takes it (1.0 answered 1, 1 answered 1.0, 1e2 answered 100); the exact text is taken first, and a string is never a number", () => {
  const req = (ts: number, id: string, method: string) =>
    `{"type":"request","ts":${ts},"from":"Client","to":"Agent","id":${id},"method":"${method}","params":null}`;
  const res = (ts: number, id: string) =>
    `{"type":"response","ts":${ts},"from":"Agent","to":"Client","id":${id},"is_error":false,"payload":1}`;
  const s = summarizeTranscript(
    transcriptOf([
      req(0, "1.0", "a/float"),
      res(0.1, "1"),
      req(1, "2", "b/int"),
      res(1.2, "2.0"),
      req(2, "1e2", "c/exp"),
      res(2.3, "100"),
      req(3, "5.0", "d/float"),
      req(3, "5", "d/int"),
      res(3.4, "5"),
      res(3.5, "5.0"),
      req(4, `"7"`, "e/string"),
      res(4.1, "7"),
    ]),
  );
  assert.equal(s.methods["a/float"].max_ms, 100);
  assert.equal(s.methods["b/int"].max_ms, 200);
  assert.equal(s.methods["c/exp"].max_ms, 300);
  assert.equal(s.methods["d/int"].max_ms, 400, "5 takes the response written 5");
  assert.equal(s.methods["d/float"].max_ms, 500, "5.0 takes the response written 5.0");
  assert.equal(s.methods["e/string"].unanswered, 1);
  assert.equal(s.unmatched_responses, 1, '7 answers no request: "7" is a string');
});

Deno.test("trace summary: a request with no response counts as unanswered, and a second request with the same open id is answered first in, first out", () => {
  const req = (ts: number, id: string) =>
    `{"type":"request","ts":${ts},"from":"Client","to":"Agent","id":${id},"method":"m","params":null}`;
  const res = (ts: number, id: string) =>
    `{"type":"response","ts":${ts},"from":"Agent","to":"Client","id":${id},"is_error":false,"payload":1}`;
  const s = summarizeTranscript(
    transcriptOf([req(0, "7"), req(0.1, "7"), res(0.3, "7"), req(0.4, `"x"`), res(0.5, "7")]),
  );
  assert.equal(s.methods.m.requests, 3);
  assert.equal(s.methods.m.responses, 2);
  assert.equal(s.methods.m.unanswered, 1);
  assert.equal(s.methods.m.max_ms, 400, "the first 7 (0.0 s) pairs with the first answer");
  assert.equal(s.methods.m.p50_ms, 300);
});

Deno.test("trace summary: a chain's transcript lists every component's exit, so a proxy's crash that ended the chain shows beside the agent's 0 (before trace12: only the last agent_exit, code 0); a transcript without parties lists none", () => {
  const exit = (party: string, code: number | null, signal: string | null) =>
    `{"type":"agent_exit","ts":1,"party":"${party}","code":${code},"signal":${
      signal === null ? null : `"${signal}"`
    }}`;
  const chain = summarizeTranscript(
    transcriptOf([exit("Proxy(0)", null, "SIGKILL"), exit("Agent", 0, null)]),
  );
  assert.deepEqual(chain.agent_exit, { code: 0, signal: null });
  assert.deepEqual(chain.component_exits, [
    { party: "Proxy(0)", code: null, signal: "SIGKILL" },
    { party: "Agent", code: 0, signal: null },
  ]);
  assert.match(
    formatSummary(chain, "t.jsonl"),
    /\nexits +Proxy\(0\) code -, signal SIGKILL; Agent code 0, signal -\n/,
  );
  const stdio = summarizeTranscript(
    transcriptOf([`{"type":"agent_exit","ts":1,"code":3,"signal":null}`]),
  );
  assert.deepEqual(stdio.component_exits, []);
  assert.doesNotMatch(formatSummary(stdio, "t.jsonl"), /\nexits /);
  // A chain without proxies: its one exit is the agent exit row, not repeated (regress84).
  const alone = summarizeTranscript(transcriptOf([exit("Agent", 0, null)]));
  assert.equal(alone.component_exits.length, 1);
  assert.doesNotMatch(formatSummary(alone, "t.jsonl"), /\nexits /);
  // A hostile flood of exits is bounded, the latest (the agent's, recorded last) kept.
  const flood = summarizeTranscript(
    transcriptOf([
      ...Array.from({ length: 1000 }, (_, i) => exit(`Proxy(${i})`, 1, null)),
      exit("Agent", 0, null),
    ]),
  );
  assert.equal(flood.component_exits.length, 64);
  assert.deepEqual(flood.component_exits.at(-1), { party: "Agent", code: 0, signal: null });
});

Deno.test("trace summary: unparsable lines are skipped and counted (not JSON, not UTF-8, truncated, JSON that is not an object); blank lines are not counted", async () => {
  const transcript = parseTranscript(await Deno.readFile(PAIRING));
  assert.equal((await summaryOf(PAIRING)).skipped_lines, 4);
  assert.equal(transcript.skipped, 4);
  assert.deepEqual(transcript.skippedLines, [3, 8, 14, 16]);
  assert.equal(transcript.events.length, 11);
  assert.equal(summarizeTranscript(transcript).skipped_lines, 4);
  const crlf = parseTranscript(new TextEncoder().encode(`{"type":"x","ts":1}\r\n\r\n{"ts":2}`));
  assert.deepEqual(crlf.events.map((e) => e.text), [`{"type":"x","ts":1}`, `{"ts":2}`]);
  assert.equal(crlf.skipped, 0, "a CR and a last line without LF are fine");
});

Deno.test("trace summary: a byte order mark before the first line (an editor saved the file) is no part of its event; one before a later line still skips that line (before: the first event was skipped, a route lost)", () => {
  const bom = "\ufeff";
  const parsed = parseTranscript(
    new TextEncoder().encode(`${bom}{"type":"route","ts":1}\n${bom}{"type":"x","ts":2}\n`),
  );
  assert.deepEqual(parsed.events.map((e) => e.text), [`{"type":"route","ts":1}`]);
  assert.equal(parsed.events[0].line, 1);
  assert.deepEqual(parsed.skippedLines, [2]);
});

Deno.test("trace summary: an event keeps its line's exact text and its id's exact JSON text", () => {
  const line =
    `{"type":"request","ts":0,"id":12345678901234567890,"method":"m","params":{"n":1.50}}`;
  const [event] = transcriptOf([line]).events;
  assert.equal(event.text, line);
  assert.equal(event.idText, "12345678901234567890");
  assert.equal(event.member("params"), `{"n":1.50}`);
  assert.equal(transcriptOf([`{"id":"1"}`]).events[0].idText, `"1"`);
  assert.equal(transcriptOf([`{"type":"notification"}`]).events[0].idText, null);
});

Deno.test("trace summary: reads a Rust conductor transcript (UUID string ids, Proxy(0) lanes, responses without protocol, a trace line)", async () => {
  const s = await summaryOf(RUST);
  assert.equal(s.events, 17);
  assert.equal(s.frames, 16);
  assert.deepEqual(s.types, { request: 7, response: 7, trace: 1, notification: 2 });
  assert.deepEqual(s.directions, {
    "Client->Proxy(0)": 3,
    "Proxy(0)->Agent": 4,
    "Agent->Proxy(0)": 5,
    "Proxy(0)->Client": 4,
  });
  assert.equal(s.unmatched_responses, 0, "every UUID-id response found its request");
  assert.equal(s.methods["session/prompt"].directions["Client->Proxy(0)"].max_ms, 290.91);
  assert.equal(s.methods["session/prompt"].directions["Proxy(0)->Agent"].max_ms, 289.384);
  assert.equal(s.methods["initialize"].count, 2);
  assert.equal(s.sessions, 1);
  assert.deepEqual(s.session_ids, ["0199a0c2-7e4b-7d31-b6a8-3c5e9f1d2a47"]);
  assert.equal(s.errors, 1);
  assert.equal(s.error_list[0].method, "_proxy/unknown");
  assert.equal(s.duration_ms, 689.708);
});

Deno.test("trace summary: latency percentiles are nearest-rank over the pairs, in ms (p50, p95, max)", () => {
  const lines: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const t = i; // seconds apart, so pairs never overlap
    lines.push(
      `{"type":"request","ts":${t},"from":"Client","to":"Agent","id":${i},"method":"p","params":{}}`,
      `{"type":"response","ts":${
        t + i / 1000
      },"from":"Agent","to":"Client","id":${i},"is_error":false,"payload":{}}`,
    );
  }
  const s = summarizeTranscript(transcriptOf(lines));
  assert.equal(s.methods.p.p50_ms, 10);
  assert.equal(s.methods.p.p95_ms, 19);
  assert.equal(s.methods.p.max_ms, 20);
});

Deno.test("trace summary: bytes are each frame's compact JSON-RPC size, rebuilt from its exact member texts, plus the raw text of non_json events", () => {
  const request =
    `{"type":"request","ts":0,"from":"Client","to":"Agent","id":12345678901234567890,"method":"session/prompt","params":{"a": 1.0}}`;
  const notification =
    `{"type":"notification","ts":0,"from":"Agent","to":"Client","method":"x","params":null}`;
  const error =
    `{"type":"response","ts":0,"from":"Agent","to":"Client","id":"é","is_error":true,"payload":{"code":-1}}`;
  const nonJson =
    `{"type":"non_json","ts":0,"from":"Agent","to":"Client","raw":"héllo","action":"pass"}`;
  const t = transcriptOf([request, notification, error, nonJson]);
  const wire = [
    `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/prompt","params":{"a": 1.0}}`,
    `{"jsonrpc":"2.0","method":"x"}`,
    `{"jsonrpc":"2.0","id":"é","error":{"code":-1}}`,
  ];
  const size = (s: string) => new TextEncoder().encode(s).length;
  assert.deepEqual(t.events.slice(0, 3).map(frameBytes), wire.map(size));
  assert.equal(
    summarizeTranscript(t).bytes,
    wire.map(size).reduce((a, b) => a + b) + size("héllo"),
  );
});

Deno.test("trace summary: only whole positive dropped counts add up; a damaged one (negative, fractional, a string, huge) adds nothing", () => {
  const s = summarizeTranscript(
    transcriptOf([
      `{"type":"dropped","ts":1,"count":3}`,
      `{"type":"dropped","ts":2,"count":-5}`,
      `{"type":"dropped","ts":3,"count":1.5}`,
      `{"type":"dropped","ts":4,"count":"7"}`,
      `{"type":"dropped","ts":5,"count":1e300}`,
      `{"type":"dropped","ts":6,"count":2}`,
    ]),
  );
  assert.equal(s.dropped, 5);
});

Deno.test("trace summary: duration is the latest ts minus the earliest, lines out of order too; an empty file gives zeros", () => {
  const empty = summarizeTranscript(parseTranscript(new Uint8Array()));
  assert.equal(empty.duration_ms, 0);
  assert.equal(empty.events, 0);
  assert.deepEqual(empty.methods, {});
  assert.equal(empty.sessions, 0);
  const s = summarizeTranscript(
    transcriptOf([`{"type":"route","ts":1.5}`, `{"type":"x","ts":3.25}`]),
  );
  assert.equal(s.duration_ms, 1750);
  const unordered = summarizeTranscript(
    transcriptOf([`{"type":"x","ts":0}`, `{"type":"x","ts":1000}`, `{"type":"x","ts":0}`]),
  );
  assert.equal(unordered.duration_ms, 1_000_000);
});

Deno.test("trace summary: a damaged ts (1e306, -1e306) is not used: duration and latency stay finite numbers, never Infinity or null in --json", () => {
  const s = summarizeTranscript(transcriptOf([
    `{"type":"request","ts":0,"from":"Client","to":"Agent","id":1,"method":"m"}`,
    `{"type":"response","ts":1e306,"from":"Agent","to":"Client","id":1}`,
    `{"type":"request","ts":1,"from":"Client","to":"Agent","id":2,"method":"m"}`,
    `{"type":"response","ts":1.5,"from":"Agent","to":"Client","id":2}`,
    `{"type":"x","ts":-1e306}`,
  ]));
  assert.equal(s.duration_ms, 1500);
  const json = JSON.parse(JSON.stringify(s));
  for (const stats of Object.values(json.methods) as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(stats)) {
      if (key.endsWith("_ms")) assert.ok(Number.isFinite(value), `${key}: ${value}`);
    }
  }
});

Deno.test("trace summary --json (runTrace): prints exactly one JSON object: methods with count, p50_ms, p95_ms and max_ms, sessions and errors", async () => {
  const stdout = capture(), stderr = capture();
  const code = await runTrace(["summary", SESSION, "--json"], { stdout, stderr });
  assert.equal(code, 0, stderr.text());
  assert.equal(stderr.text(), "");
  const text = stdout.text();
  assert.ok(text.endsWith("}\n"));
  const json = JSON.parse(text);
  assert.equal(typeof json.methods, "object");
  for (
    const [method, stats] of Object.entries(json.methods) as [string, Record<string, unknown>][]
  ) {
    for (const key of ["count", "p50_ms", "p95_ms", "max_ms"]) {
      assert.ok(key in stats, `${method} has ${key}`);
    }
    assert.equal(typeof stats.count, "number");
  }
  assert.deepEqual(
    [json.methods["session/prompt"].count, json.methods["session/prompt"].p50_ms],
    [2, 331.8],
  );
  assert.equal(json.methods["session/prompt"].p95_ms, 4580.9);
  assert.equal(json.methods["session/prompt"].max_ms, 4580.9);
  assert.equal(json.sessions, 1);
  assert.equal(json.errors, 2);
  assert.equal(json.dropped, 3);
  assert.equal(json.non_json, 1);
  assert.equal(json.skipped_lines, 0);
  assert.deepEqual(json, await summaryOf(SESSION));
});

Deno.test("trace summary (runTrace): the table names each method with its direction, count and latency, then the errors", async () => {
  const stdout = capture(), stderr = capture();
  assert.equal(await runTrace(["summary", SESSION], { stdout, stderr }), 0);
  const text = stdout.text();
  const lines = text.split("\n");
  assert.equal(lines[0], `transcript  ${SESSION}`);
  assert.match(text, /^duration +6\.912 s {2}\(30 events, 22 frames\)$/m);
  assert.match(text, /^sessions +1 {2}\(sess_7f3a9c2e41b84d05\)$/m);
  assert.match(text, /^errors +2 {2}\(1 error response, 1 error event\)$/m);
  assert.match(text, /^other +dropped 3, non_json 1, invalid 0, unmatched responses 0$/m);
  assert.match(text, /^method +direction +count +answered +errors +p50 ms +p95 ms +max ms$/m);
  assert.match(text, /^session\/prompt +Client → Agent +2 +2 +0 +332 +4581 +4581$/m);
  assert.match(text, /^fs\/read_text_file +Agent → Client +1 +1 +0 +3\.40 +3\.40 +3\.40$/m);
  assert.match(text, /^session\/update +Agent → Client +7 +- +- +-$/m);
  assert.match(
    text,
    /^ {2}#18 {2}4\.132 s {2}response to terminal\/create: -32601 Method not found$/m,
  );
  const pairing = capture();
  assert.equal(await runTrace(["summary", PAIRING], { stdout: pairing, stderr }), 0);
  assert.match(pairing.text(), /\(11 events, 11 frames, 4 unparsable lines skipped\)/);
  assert.equal(stderr.text(), "");
});

Deno.test("trace summary (a real process): exit 0 with the table; exit 2 and one stderr line for a missing file, an unknown flag (named), a flag given twice, no PATH or two; exit 1 for a directory", async () => {
  const ok = await runToEnd(traceArgv("summary", RUST), "", 30_000);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, /^initialize +Client → Proxy\(0\) +1 +1 +0 +91\.1/m);
  assert.equal(ok.stderr, "");
  const cases: [string[], number, RegExp][] = [
    [
      ["summary", `${FIXTURES}missing.jsonl`],
      2,
      /^acp-proxy: trace summary: no such file: .*missing\.jsonl; give the file a --transcript PATH wrote \(with --listen: one file of its directory\)\n$/,
    ],
    [
      ["summary", SESSION, "--jsno"],
      2,
      /^acp-proxy: trace summary: unknown flag --jsno \(did you mean --json\?\); run 'acp-proxy trace --help' for usage\n$/,
    ],
    [
      ["summary", SESSION, "--json=yes"],
      2,
      /^acp-proxy: trace summary: --json takes no value; run 'acp-proxy trace --help' for usage\n$/,
    ],
    [
      ["summary", SESSION, "--json", "--json"],
      2,
      /^acp-proxy: trace summary: --json is given twice; give it once; run 'acp-proxy trace --help' for usage\n$/,
    ],
    [
      ["summary"],
      2,
      /^acp-proxy: trace summary: missing PATH .*; run 'acp-proxy trace --help' for usage\n$/,
    ],
    [["summary", SESSION, RUST], 2, /^acp-proxy: trace summary: one PATH only/],
    [["summarise", SESSION], 2, /^acp-proxy: trace: unknown command "summarise"/],
    [
      ["summary", FIXTURES],
      2,
      // Any --transcript DIR, stdio's too (before editor6: "serve --listen's --transcript DIR").
      /^acp-proxy: trace summary: .* is a directory; give one file of it \(--transcript DIR writes one per connection\)$/m,
    ],
    [
      ["summary", "\u001b[2J\nforged"], // a name that would clear the screen and start a line
      2,
      /^acp-proxy: trace summary: no such file: \\u001b\[2J forged; give the file/,
    ],
  ];
  const runs = await Promise.all(cases.map(([args]) => runToEnd(traceArgv(...args), "", 30_000)));
  cases.forEach(([args, code, message], i) => {
    const run = runs[i];
    assert.equal(run.code, code, `${args.join(" ")}: ${run.stderr}`);
    assert.match(run.stderr, message, args.join(" "));
    assert.equal(run.stderr.split("\n").length, 2, "one line");
    assert.equal(run.stdout, "");
  });
});

Deno.test("trace summary and view of a Unix socket's path: one line, exit 2, 'is not a file' (before: summary died with an uncaught ENXIO and its stack)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  const path = `${dir}/s.sock`;
  const listener = Deno.listen({ transport: "unix", path });
  try {
    for (const command of ["summary", "view"]) {
      const run = await runToEnd(traceArgv(command, path), "", 30_000);
      assert.equal(run.code, 2, run.stderr);
      assert.match(
        run.stderr,
        new RegExp(
          `^acp-proxy: trace ${command}: .*s\\.sock is not a file; give a transcript file\n$`,
        ),
      );
    }
  } finally {
    listener.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace summary and view of a device (/dev/zero, /dev/null): one line, exit 2, 'is not a file' (before: summary read /dev/zero for ever)", async () => {
  for (const command of ["summary", "view"]) {
    for (const device of ["/dev/zero", "/dev/null"]) {
      const run = await runToEnd(traceArgv(command, device), "", 30_000);
      assert.equal(run.code, 2, `${command} ${device}: ${run.stderr}`);
      assert.equal(
        run.stderr,
        `acp-proxy: trace ${command}: ${device} is not a file; give a transcript file\n`,
      );
    }
  }
});

Deno.test("isReadFailure: a plain Error naming an os error (ENXIO, which Deno has no class for) is a read failure; a TypeError or a plain Error without one is a defect", () => {
  assert.equal(
    isReadFailure(new Error("No such device or address (os error 6): open '/dev/tty'")),
    true,
  );
  assert.equal(isReadFailure(new Deno.errors.PermissionDenied("no")), true);
  assert.equal(isReadFailure(new TypeError("x (os error 6)")), false);
  assert.equal(isReadFailure(new Error("something else")), false);
});

Deno.test("trace summary (a real process) reads a 64 MiB transcript line by line: every line counted, in bounded memory", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  try {
    const { path, copies } = await writeRepeated(PAIRING, dir, 64 * 1024 * 1024);
    const one = await summarizeTranscriptFile(PAIRING);
    const [command, ...args] = traceArgv("summary", path, "--json");
    const child = new Deno.Command(command, { args, stdout: "piped", stderr: "piped" }).spawn();
    const memory = samplePeakMemory(child.pid);
    const out = await within(child.output(), 120_000, "trace summary of 64 MiB");
    const peakMiB = memory.stop();
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    const summary = JSON.parse(new TextDecoder().decode(out.stdout)) as TraceSummary;
    assert.equal(summary.events, one.events * copies);
    assert.equal(summary.frames, one.frames * copies);
    assert.equal(summary.skipped_lines, one.skipped_lines * copies);
    assert.equal(summary.file_bytes, (await Deno.stat(path)).size);
    assert.ok(peakMiB > 0 && peakMiB < LONG_FILE_PEAK_MIB, `peak ${peakMiB} MiB`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace summary: a line of millions of small JSON values (a request whose params hold 8 M empty arrays) is summarised from its members' texts, never parsed whole: memory stays of the order of the line (before hostile15: each line was parsed for its type, a 198 MiB line of [] peaked at 5.5 GB)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  try {
    const path = `${dir}/many_values.jsonl`;
    const file = await Deno.open(path, { write: true, create: true });
    const encoder = new TextEncoder();
    await file.write(encoder.encode(
      `{"type":"request","ts":1,"from":"Client","to":"Agent","id":1,"method":"session/prompt",` +
        `"params":{"a":[[]`,
    ));
    const block = encoder.encode(",[]".repeat(1 << 20));
    for (let i = 0; i < 8; i++) await file.write(block);
    await file.write(encoder.encode(
      `],"sessionId":"s-big"}}\n` +
        `{"type":"response","ts":1.5,"from":"Agent","to":"Client","id":1,"is_error":true,` +
        `"payload":{"code":-32603,"message":"no","data":[${"[],".repeat(1 << 20)}[]]}}\n`,
    ));
    file.close();
    const [command, ...args] = traceArgv("summary", path, "--json");
    const child = new Deno.Command(command, { args, stdout: "piped", stderr: "piped" }).spawn();
    const memory = samplePeakMemory(child.pid);
    const out = await within(child.output(), 120_000, "trace summary of many small values");
    const peakMiB = memory.stop();
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    const summary = JSON.parse(new TextDecoder().decode(out.stdout)) as TraceSummary;
    assert.deepEqual([summary.frames, summary.unmatched_responses], [2, 0]);
    assert.deepEqual(summary.session_ids, ["s-big"]);
    assert.deepEqual(summary.error_list.map((e) => e.message), ["-32603 no"]);
    assert.ok(peakMiB > 0 && peakMiB < LONG_FILE_PEAK_MIB, `peak ${peakMiB} MiB`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace summary: an error without code and message, or an error event whose message is no string, is shown as compact JSON, its numbers and escapes as written (regress91: shown with its spaces; regress92: a parse rounded 20-digit numbers and made 1e400 null)", () => {
  const text = [
    `{"type":"request","ts":1,"from":"Client","to":"Agent","id":1,"method":"initialize"}`,
    `{"type":"response","ts":2,"from":"Agent","to":"Client","id":1,"is_error":true,` +
    `"payload":{ "data" : [1, 2], "note": "\\u0041" }}`,
    `{"type":"error","ts":3,"message":{ "a" : 1e2 }}`,
    `{"type":"error","ts":4,"message":{"n": 12345678901234567891, "x": 1e400,\t"z": -0, "s": "a b\\" c"}}`,
    `{"type":"response","ts":5,"from":"Agent","to":"Client","id":9,"is_error":true,` +
    `"payload":{"code":12345678901234567891,"message":"m"}}`,
  ].join("\n");
  const summary = summarizeTranscript(parseTranscript(new TextEncoder().encode(text)));
  assert.deepEqual(summary.error_list.map((e) => e.message), [
    `{"data":[1,2],"note":"\\u0041"}`,
    `{"a":1e2}`,
    `{"n":12345678901234567891,"x":1e400,"z":-0,"s":"a b\\" c"}`,
    "12345678901234567891 m",
  ]);
});

Deno.test("trace summary (a real process) reads - (stdin) and a FIFO: the same summary as of the file", async () => {
  const expected = await summarizeTranscriptFile(RUST);
  const text = await Deno.readTextFile(RUST);
  const stdin = await runToEnd(traceArgv("summary", "-", "--json"), text, 30_000);
  assert.equal(stdin.code, 0, stdin.stderr);
  assert.deepEqual(JSON.parse(stdin.stdout), expected);
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  try {
    const fifo = `${dir}/trace.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    const writing = Deno.writeTextFile(fifo, text);
    const piped = await runToEnd(traceArgv("summary", fifo, "--json"), "", 30_000);
    await writing;
    assert.equal(piped.code, 0, piped.stderr);
    assert.deepEqual(JSON.parse(piped.stdout), expected);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace summary (runTrace): a failed read is exit 1 naming the file; any other error is thrown with its stack, not called a read error", async () => {
  const failing = (error: Error) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"type":"route"}\n`));
        controller.error(error);
      },
    });
  const stderr = capture();
  const io = { stdout: capture(), stderr };
  const code = await runTrace(["summary", "-"], {
    ...io,
    stdin: failing(new Deno.errors.Interrupted("read interrupted")),
  });
  assert.equal(code, 1);
  assert.equal(stderr.text(), "acp-proxy: trace summary: cannot read -: read interrupted\n");
  const defect = new TypeError("a defect");
  await assert.rejects(
    () => runTrace(["summary", "-"], { ...io, stdin: failing(defect) }),
    (e) => e === defect,
  );
});

Deno.test("trace summary (a real process): after --, -h is a file's name, not a request for the usage", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  try {
    await Deno.copyFile(SESSION, `${dir}/-h`);
    const [command, ...args] = traceArgv("summary", "--", "-h");
    const out = await new Deno.Command(command, { args, cwd: dir, stdin: "null" }).output();
    const text = new TextDecoder().decode(out.stdout);
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    assert.match(text, /^transcript {2}-h\n/);
    assert.match(text, /^duration +6\.912 s/m);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace --help (runTrace) prints the usage and exits 0", async () => {
  const stdout = capture();
  assert.equal(await runTrace(["--help"], { stdout, stderr: capture() }), 0);
  assert.match(stdout.text(), /acp-proxy trace summary PATH \[--json\]/);
  assert.match(stdout.text(), /acp-proxy trace view PATH \[--port N\]/);
});

Deno.test("trace summary (a real process): a peer's long method names and many session ids do not widen every row: names cut at 80 characters, 10 ids listed; the text and --json escape C1, U+2028 and bidirectional controls (--json reads back whole)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const file = `${dir}/wide.jsonl`;
    const long = "A".repeat(100_000);
    const events = [
      { type: "notification", ts: 0, protocol: "acp", from: "Client", to: "Agent", method: long },
      ...Array.from({ length: 300 }, (_, i) => ({
        type: "notification",
        ts: 0.1,
        protocol: "acp",
        from: "Agent",
        to: "Client",
        method: `m${i}\u202e\u0085\u2028`,
        params: { sessionId: `s${i}` },
      })),
    ];
    await Deno.writeTextFile(file, events.map((e) => JSON.stringify(e)).join("\n") + "\n");
    const text = await runToEnd(traceArgv("summary", file), "", 30_000);
    assert.equal(text.code, 0, text.stderr);
    const widest = Math.max(...text.stdout.split("\n").map((l) => l.length));
    assert.ok(widest < 400, `the widest line has ${widest} characters`);
    assert.ok(text.stdout.length < 100_000, `${text.stdout.length} characters of text`);
    assert.match(text.stdout, new RegExp(`^A{80}\u2026 `, "m"));
    assert.match(text.stdout, /^sessions +300 {2}\(s0, s1, .*, s9 and 290 more\)$/m);
    // deno-lint-ignore no-control-regex -- looking for control characters is the point
    const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/;
    assert.doesNotMatch(text.stdout, unsafe);
    assert.match(text.stdout, /m7\\u202e\\u0085\\u2028/);
    const json = await runToEnd(traceArgv("summary", "--json", file), "", 30_000);
    assert.equal(json.code, 0, json.stderr);
    assert.doesNotMatch(json.stdout.replaceAll("\n", " "), unsafe);
    const parsed = JSON.parse(json.stdout);
    assert.ok(long in parsed.methods, "--json keeps the long name whole");
    assert.ok("m7\u202e\u0085\u2028" in parsed.methods, "and the controls, escaped");
    assert.equal(parsed.session_ids.length, 300);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace summary (a real process): text from the transcript (an error message, a session id, a method name, the route) cannot drive the terminal or start a line of its own", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const file = `${dir}/hostile.jsonl`;
    const evil =
      "\u001b]0;PWNED\u0007\u001b[2J\u001b[31mfake line\nacp-proxy: injected\u2028x\u009b";
    await Deno.writeTextFile(
      file,
      JSON.stringify(
        { type: "route", ts: 0, requested: 1, selected: 1, rewritten: false, configured: [evil] },
      ) + "\n" +
        requestAndErrorLines(`session/new${evil}`, evil, { code: -32603, message: evil }),
    );
    const run = await runToEnd(traceArgv("summary", file), "", 30_000);
    assert.equal(run.code, 0, run.stderr);
    // deno-lint-ignore no-control-regex -- looking for control characters is the point
    assert.doesNotMatch(run.stdout, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    assert.doesNotMatch(run.stdout, /^acp-proxy: injected/m);
    assert.match(run.stdout, /fake line acp-proxy: injected/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace summary (runTrace): method names with wide characters (emoji, CJK) and combining marks still line up the table's columns on a terminal", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/wide.jsonl`;
    const names = ["ab/x", "\u{1f600}/x", "\u65e5\u672c/x", "e\u0301e\u0301/x"];
    await Deno.writeTextFile(
      path,
      names.map((method, i) =>
        JSON.stringify({
          type: "notification",
          ts: i / 10,
          protocol: "acp",
          from: "Client",
          to: "Agent",
          method,
          params: {},
        })
      ).join("\n") + "\n",
    );
    const stdout = capture(), stderr = capture();
    assert.equal(await runTrace(["summary", path], { stdout, stderr }), 0, stderr.text());
    const rows = stdout.text().split("\n").filter((l) => l.includes("/x "));
    assert.equal(rows.length, 4, stdout.text());
    // Where "Client" starts, in terminal columns: the same on every row.
    const { columnWidth } = await import("../log/logger.ts");
    const starts = rows.map((r) => columnWidth(r.slice(0, r.indexOf("Client"))));
    assert.deepEqual(starts, Array(4).fill(starts[0]), rows.join("\n"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("columnWidth: ASCII one column each, emoji and CJK two, combining marks none", async () => {
  const { columnWidth } = await import("../log/logger.ts");
  assert.equal(columnWidth("session/prompt"), 14);
  assert.equal(columnWidth("\u{1f600}"), 2);
  assert.equal(columnWidth("\u65e5\u672c\u8a9e"), 6);
  assert.equal(columnWidth("e\u0301"), 1);
  assert.equal(columnWidth("\uff21"), 2); // fullwidth A
  assert.equal(columnWidth(""), 0);
});

Deno.test("trace summary: the router's own answer to a request that went on to the agent (a dial that failed after the initialize was sent) pairs with it: answered with an error, nothing unmatched", () => {
  const lines = [
    `{"type":"request","ts":0.1,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"initialize","params":{}}`,
    `{"type":"error","ts":0.2,"message":"could not reach","stage":"start"}`,
    `{"type":"response","ts":0.3,"protocol":"acp","from":"acp-proxy","to":"Client","id":1,"is_error":true,"payload":{"code":-32603,"message":"failed"}}`,
    // The reverse way still wins when there is one: this answer is the agent's request's.
    `{"type":"request","ts":0.4,"protocol":"acp","from":"Client","to":"acp-proxy","id":2,"method":"x","params":{}}`,
    `{"type":"request","ts":0.5,"protocol":"acp","from":"Client","to":"Agent","id":2,"method":"y","params":{}}`,
    `{"type":"response","ts":0.6,"protocol":"acp","from":"acp-proxy","to":"Client","id":2,"is_error":false,"payload":{}}`,
  ];
  const summary = summarizeTranscript(
    parseTranscript(new TextEncoder().encode(lines.join("\n") + "\n")),
  );
  assert.equal(summary.unmatched_responses, 0);
  const methods = summary.methods;
  assert.deepEqual(
    [methods.initialize.responses, methods.initialize.errors, methods.initialize.unanswered],
    [1, 1, 0],
  );
  assert.deepEqual([methods.x.responses, methods.y.unanswered], [1, 1]);
});

Deno.test("trace summary: 25 error events are all counted, and the first 20 are listed, in file order", () => {
  const lines = [];
  for (let i = 0; i < 25; i++) {
    lines.push(`{"type":"error","ts":${i / 1000},"message":"failure ${i}"}`);
  }
  const summary = summarizeTranscript(
    parseTranscript(new TextEncoder().encode(lines.join("\n") + "\n")),
  );
  assert.equal(summary.errors, 25);
  assert.equal(summary.error_events, 25);
  assert.equal(summary.error_list.length, 20);
  assert.deepEqual(
    summary.error_list.map((e) => e.message),
    Array.from({ length: 20 }, (_, i) => `failure ${i}`),
  );
  // A hand-made one without its message says '?', as the viewer does (regress67: empty).
  const bare = summarizeTranscript(transcriptOf([`{"type":"error","ts":1}`]));
  assert.deepEqual(bare.error_list.map((e) => e.message), ["?"]);
});

Deno.test("trace summary: a hostile file's names are bounded: 150,000 distinct methods give 1000 and (other methods), the text table prints (it threw RangeError), and types named toString or constructor are counted as such", () => {
  const lines = [];
  for (let i = 0; i < 150_000; i++) {
    lines.push(`{"type":"notification","ts":0,"from":"Client","to":"Agent","method":"m${i}"}`);
  }
  lines.push(`{"type":"toString","ts":0}`, `{"type":"constructor","ts":0}`);
  const summary = summarizeTranscript(transcriptOf(lines));
  assert.equal(Object.keys(summary.methods).length, 1001);
  assert.equal(summary.methods["(other methods)"].count, 149_000);
  assert.equal(summary.methods["m999"].count, 1);
  assert.equal(summary.types["toString"], 1);
  assert.equal(summary.types["constructor"], 1);
  const text = formatSummary(summary, "many.jsonl");
  assert.match(text, /^\(other methods\) +Client → Agent +149000 /m);
});

Deno.test("trace summary: at most 100,000 requests wait for their answer: past it the oldest is forgotten (counted), and its late answer is unmatched", () => {
  const lines = [];
  for (let i = 0; i < 100_050; i++) {
    lines.push(
      `{"type":"request","ts":${i},"from":"Client","to":"Agent","id":${i},"method":"session/prompt"}`,
    );
  }
  lines.push(`{"type":"response","ts":1e6,"from":"Agent","to":"Client","id":0,"is_error":false}`);
  lines.push(`{"type":"response","ts":1e6,"from":"Agent","to":"Client","id":99,"is_error":false}`);
  const summary = summarizeTranscript(transcriptOf(lines));
  assert.equal(summary.forgotten_requests, 50);
  assert.equal(summary.unmatched_responses, 1, "the answer to the forgotten id 0");
  assert.equal(summary.methods["session/prompt"].responses, 1);
  assert.equal(summary.methods["session/prompt"].unanswered, 100_049);
  assert.match(
    formatSummary(summary, "open.jsonl"),
    /forgotten unanswered requests 50 \(over 100000 waiting\)/,
  );
});

Deno.test("trace summary: past 100,000 waiting requests the one forgotten is the oldest still waiting: an id answered and asked again counts from its new request, answered ones are skipped, and 400,000 waiting go through the same way (the forgetting was quadratic: 400,000 took 17 s)", () => {
  const request = (ts: number, id: number | string) =>
    `{"type":"request","ts":${ts},"from":"Client","to":"Agent","id":${
      JSON.stringify(id)
    },"method":"session/prompt"}`;
  const answer = (id: number | string) =>
    `{"type":"response","ts":1e7,"from":"Agent","to":"Client","id":${
      JSON.stringify(id)
    },"is_error":false}`;
  const lines = [request(0, "a"), request(1, "b"), answer("a"), request(2, "a")];
  for (let i = 0; i < 400_000; i++) lines.push(request(3 + i, i));
  // Waiting: "b", "a" (asked again), 0..399999; 100,000 are kept: 300,002 forgotten, "b" and
  // the second "a" among them, 0..299999 too.
  lines.push(answer("a"), answer("b"), answer(299_999), answer(300_000), answer(399_999));
  const summary = summarizeTranscript(transcriptOf(lines));
  assert.equal(summary.forgotten_requests, 300_002);
  assert.equal(summary.unmatched_responses, 3, "a, b and 299999 were forgotten");
  assert.equal(summary.methods["session/prompt"].responses, 3, "a first, 300000, 399999");
});

Deno.test("trace summary: percentiles come from at most 10,000 latencies per method (a sample past it), and max_ms stays exact", () => {
  const lines = [];
  // 30,000 pairs: latencies 1..30000 ms, in a shuffled order; the slowest comes last.
  const order = Array.from({ length: 30_000 }, (_, i) => (i * 7919) % 30_000 + 1);
  let ts = 0;
  for (const [i, latency] of order.entries()) {
    lines.push(`{"type":"request","ts":${ts},"from":"Client","to":"Agent","id":${i},"method":"m"}`);
    lines.push(
      `{"type":"response","ts":${
        ts + latency / 1000
      },"from":"Agent","to":"Client","id":${i},"is_error":false}`,
    );
    ts += 100;
  }
  const m = summarizeTranscript(transcriptOf(lines)).methods["m"];
  assert.equal(m.responses, 30_000);
  assert.equal(m.max_ms, 30_000);
  // A uniform sample of 10,000: the median within 3 % of 15,000, p95 of 28,500.
  assert.ok(Math.abs(m.p50_ms! - 15_000) < 450, `p50 ${m.p50_ms}`);
  assert.ok(Math.abs(m.p95_ms! - 28_500) < 450, `p95 ${m.p95_ms}`);
});

Deno.test("trace summary: at most 100,000 session ids are kept; past it the count says 'at least'", () => {
  const lines = [];
  for (let i = 0; i < 100_001; i++) lines.push(`{"type":"x","ts":0,"session":"s${i}"}`);
  const summary = summarizeTranscript(transcriptOf(lines));
  assert.equal(summary.sessions, 100_000);
  assert.equal(summary.sessions_capped, true);
  assert.match(formatSummary(summary, "s.jsonl"), /^sessions +at least 100000 /m);
});

Deno.test("trace summary: parties spelled as other tools write them (client, agent, proxy:0, conductor) pair as the viewer pairs them", () => {
  const summary = summarizeTranscript(transcriptOf([
    `{"type":"request","ts":0,"from":"client","to":"proxy:0","id":1,"method":"initialize"}`,
    `{"type":"response","ts":0.5,"from":"Proxy(0)","to":"Client","id":1,"is_error":false}`,
    `{"type":"request","ts":1,"from":"Agent","to":"client","id":2,"method":"fs/read"}`,
    `{"type":"response","ts":1.25,"from":"client","to":"agent","id":2,"is_error":false}`,
    `{"type":"request","ts":2,"from":"Client","to":"Agent","id":3,"method":"session/new"}`,
    `{"type":"response","ts":2.1,"from":"conductor","to":"Client","id":3,"is_error":true,"payload":{"code":-32603,"message":"x"}}`,
  ]));
  assert.equal(summary.unmatched_responses, 0);
  assert.equal(summary.methods["initialize"].p50_ms, 500);
  assert.equal(summary.methods["fs/read"].p50_ms, 250);
  assert.equal(summary.methods["session/new"].errors, 1);
  assert.deepEqual(Object.keys(summary.directions).sort(), [
    "Agent->Client",
    "Client->Agent",
    "Client->Proxy(0)",
    "Proxy(0)->Client",
    "acp-proxy->Client",
  ]);
});

Deno.test("trace summary: one event and one frame are said in the singular (before: '1 events, 1 frames')", () => {
  const summary = summarizeTranscript(transcriptOf([
    `{"ts":"2026-01-01T00:00:00.000Z","type":"notification","from":"Client","to":"Agent","method":"x","params":null,"bytes":40}`,
  ]));
  assert.match(formatSummary(summary, "one.jsonl"), /\(1 event, 1 frame\)/);
});

Deno.test("trace summary: a file with no frames says why when nothing in it is a transcript's (another JSON Lines file given by mistake, text, an empty file), and only then", () => {
  const last = (text: string) => {
    const summary = summarizeTranscript(parseTranscript(new TextEncoder().encode(text)));
    return formatSummary(summary, "x.jsonl").split("\n").find((l) => l.startsWith("no frames"));
  };
  assert.equal(
    last('{"a":1}\n{"b":2}\n'),
    "no frames: none of its 2 events is of a transcript's types (request, response, route, ...); " +
      "is it a transcript? --transcript PATH records one",
  );
  assert.equal(
    last("hello\n"),
    "no frames: no line of the file is a JSON object; is it a transcript? --transcript PATH records one",
  );
  assert.equal(last(""), "no frames: the file is empty");
  // A transcript of a session that ended before any frame: no hint.
  assert.equal(last('{"type":"route","ts":0.1,"requested":1}\n'), "no frames");
  assert.equal(last('{"type":"dropped","ts":0.1,"count":3}\n'), "no frames");
  // Every own event the recorder writes is a transcript's (a file filtered to them, say).
  for (const type of ["first_frame", "agent_start", "agent_exit", "error", "non_json", "invalid"]) {
    assert.equal(last(`{"type":"${type}","ts":0.1}\n`), "no frames", type);
  }
});

Deno.test("trace summary: frames that are all responses answering no request of the file say so under the header that counts them (it said 'no frames' after '1 frame')", () => {
  const line = (text: string) => {
    const summary = summarizeTranscript(parseTranscript(new TextEncoder().encode(text)));
    return formatSummary(summary, "x.jsonl").split("\n").find((l) => l.startsWith("no "));
  };
  const response = (id: number) =>
    `{"type":"response","ts":1,"from":"Agent","to":"Client","id":${id},"payload":{}}\n`;
  assert.equal(
    line(response(5)),
    "no request or notification: its one frame is a response that answers no request in the file",
  );
  assert.equal(
    line(response(5) + response(6)),
    "no request or notification: its 2 frames are responses that answer no request in the file",
  );
});

Deno.test("trace summary: ids and session ids longer than 16383 characters (past what V8 hashes by content) pair and count exactly: two long ids one character apart, answered in reverse order, each with its own latency; the router's own answer finds its long id; long session ids counted apart", () => {
  const { lines, sessionIds } = longIdLines();
  const s = summarizeTranscript(transcriptOf(lines));
  assert.equal(s.methods.a.max_ms, 4000);
  assert.equal(s.methods.b.max_ms, 500);
  assert.equal(s.methods.c.max_ms, 250);
  assert.equal(s.methods.c.errors, 1);
  for (const m of ["a", "b", "c"]) assert.equal(s.methods[m].unanswered, 0, m);
  assert.equal(s.unmatched_responses, 0);
  assert.deepEqual(s.session_ids, sessionIds);
});

Deno.test("trace summary: the router's answer with id null to a line that is not JSON is no unmatched response (it answers a frame whose id could not be read); an id-null answer to a request with id null still pairs, and an answer with id 7 to nothing is unmatched", () => {
  const lines = [
    `{"type":"non_json","ts":0.1,"from":"Client","to":"Agent","raw":"garbage"}`,
    `{"type":"response","ts":0.2,"protocol":"acp","from":"acp-proxy","to":"Client","id":null,"is_error":true,"payload":{"code":-32700,"message":"Parse error"}}`,
    `{"type":"request","ts":0.3,"protocol":"acp","from":"Client","to":"Agent","id":null,"method":"odd","params":{}}`,
    `{"type":"response","ts":0.4,"protocol":"acp","from":"Agent","to":"Client","id":null,"is_error":false,"payload":{}}`,
    `{"type":"response","ts":0.5,"protocol":"acp","from":"Agent","to":"Client","id":7,"is_error":false,"payload":{}}`,
  ];
  const summary = summarizeTranscript(
    parseTranscript(new TextEncoder().encode(lines.join("\n") + "\n")),
  );
  assert.equal(summary.unmatched_responses, 1, "only the answer with id 7");
  assert.equal(summary.error_responses, 1, "the parse error is still an error");
  assert.equal(summary.methods.odd.responses, 1, "the request with id null paired with its answer");
});

Deno.test("trace summary: a proxy's message to or from its successor, recorded in its _proxy/successor envelope as the chain carried it, is counted as the message inside (its method, its session id), as the Rust conductor records it; an envelope with no inner method stays _proxy/successor", () => {
  const lines = [
    `{"type":"request","ts":0.1,"protocol":"acp","from":"Proxy(0)","to":"Agent","id":4,"method":"session/prompt","params":{"sessionId":"s1","prompt":[]}}`,
    `{"type":"notification","ts":0.2,"protocol":"acp","from":"Agent","to":"Proxy(0)","method":"_proxy/successor","params":{"method":"session/update","params":{"sessionId":"s2","update":{}}}}`,
    `{"type":"request","ts":0.3,"protocol":"acp","from":"Agent","to":"Proxy(0)","id":7,"method":"_proxy/successor","params":{"method":"session/request_permission","params":{"sessionId":"s1"}}}`,
    `{"type":"response","ts":0.4,"protocol":"acp","from":"Proxy(0)","to":"Agent","id":7,"is_error":false,"payload":{}}`,
    `{"type":"notification","ts":0.5,"protocol":"acp","from":"Agent","to":"Proxy(0)","method":"_proxy/successor","params":{"odd":1}}`,
  ];
  const summary = summarizeTranscript(
    parseTranscript(new TextEncoder().encode(lines.join("\n") + "\n")),
  );
  assert.deepEqual(Object.keys(summary.methods).sort(), [
    "_proxy/successor",
    "session/prompt",
    "session/request_permission",
    "session/update",
  ]);
  assert.equal(summary.methods["session/update"].count, 1);
  assert.equal(summary.methods["session/request_permission"].responses, 1);
  assert.equal(summary.methods["_proxy/successor"].count, 1);
  assert.deepEqual(summary.session_ids, ["s1", "s2"]);
  assert.equal(summary.unmatched_responses, 0);
});

Deno.test("trace summary: an answer to an invalid frame whose id could be read (acp-proxy's -32600 under \"zz\", or the receiver's) is not unmatched; one under an id no invalid frame had still is (before chain16: each such answer was unmatched)", () => {
  const lines = [
    `{"type":"invalid","ts":0.1,"from":"Client","to":"acp-proxy","raw":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":\\"zz\\",\\"method\\":5}","reason":"\\"method\\" must be a string"}`,
    `{"type":"response","ts":0.2,"protocol":"acp","from":"acp-proxy","to":"Client","id":"zz","is_error":true,"payload":{"code":-32600,"message":"Invalid Request"}}`,
    `{"type":"invalid","ts":0.3,"from":"Client","to":"Agent","raw":"{\\"jsonrpc\\":\\"1.0\\",\\"id\\":7,\\"method\\":\\"x\\"}","reason":"not 2.0"}`,
    `{"type":"response","ts":0.4,"protocol":"acp","from":"Agent","to":"Client","id":7,"is_error":true,"payload":{"code":-32600,"message":"Invalid Request"}}`,
    `{"type":"response","ts":0.5,"protocol":"acp","from":"acp-proxy","to":"Client","id":"zz","is_error":true,"payload":{"code":-32600,"message":"Invalid Request"}}`,
  ];
  const summary = summarizeTranscript(
    parseTranscript(new TextEncoder().encode(lines.join("\n") + "\n")),
  );
  assert.equal(summary.unmatched_responses, 1, "only the second answer under zz");
  assert.equal(summary.error_responses, 3);
});

Deno.test("trace summary: a direction that carried only notifications of a method shows no answered or errors counts, though another direction carried requests of it; --json counts each direction's requests (before chain16: '2 0 0', read as two unanswered requests)", () => {
  const lines = [
    `{"type":"request","ts":0.1,"protocol":"acp","from":"Client","to":"Proxy(0)","id":1,"method":"$/cancel_request","params":{"requestId":9}}`,
    `{"type":"response","ts":0.2,"protocol":"acp","from":"Proxy(0)","to":"Client","id":1,"is_error":false,"payload":null}`,
    `{"type":"notification","ts":0.3,"protocol":"acp","from":"Proxy(0)","to":"Agent","method":"$/cancel_request","params":{"requestId":9}}`,
    `{"type":"notification","ts":0.4,"protocol":"acp","from":"Proxy(0)","to":"Agent","method":"$/cancel_request","params":{"requestId":8}}`,
  ];
  const summary = summarizeTranscript(
    parseTranscript(new TextEncoder().encode(lines.join("\n") + "\n")),
  );
  const directions = summary.methods["$/cancel_request"].directions;
  assert.deepEqual(
    [directions["Client->Proxy(0)"].requests, directions["Proxy(0)->Agent"].requests],
    [1, 0],
  );
  const text = formatSummary(summary, "t.jsonl");
  assert.match(text, /^\$\/cancel_request +Proxy\(0\) → Agent +2 +- +- +-$/m, text);
  assert.match(text, /^\$\/cancel_request +Client → Proxy\(0\) +1 +1 +0 /m, text);
});
