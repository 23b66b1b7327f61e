/**
 * `probeAgent` against real subprocesses: each defect agent of `testing/defect_agent.ts` is
 * diagnosed with exactly its defect (the rows with warn or fail are exactly the expected
 * checks), a correct agent and the demo's scripted agents get no warn or fail, a v1-only agent
 * answers a v2 initialize with 1 and the router selection says so, a configured pair is
 * checked slot by slot, and nothing a probe starts is left running afterwards.
 */

import assert from "node:assert/strict";
import {
  probeAgent,
  type ProbeOptions,
  type ProbeReport,
  type ProbeTarget,
} from "../probe/probe.ts";
import { hasFailure, renderJson, renderTable } from "../probe/report.ts";
import { AgentRun } from "../probe/agent_run.ts";
import { pairSelectionRow } from "../probe/selection.ts";
import { DEFECT_NAMES, type DefectName } from "../testing/defect_names.ts";
import { fileURLToPath } from "node:url";
import { delay, quote, within } from "./fixtures/support.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DENO = Deno.execPath();
const AGENT = `${DENO} run --allow-run=sleep ${quote(`${ROOT}testing/defect_agent.ts`)}`;

/** Which checks warn or fail for each defect: exactly these, nothing else. */
const EXPECTED: Record<DefectName, string[]> = {
  "none": [],
  "banner": ["stdout-noise"],
  "wrong-id": ["response-id"],
  "v1-shape-claims-2": ["initialize-v2"],
  "no-exit-on-eof": ["stdin-eof"],
  "child-left-behind": ["leftover-processes"],
  "slow-start": ["start-time"],
  "schema-invalid-capabilities": ["schema"],
  "internal-error-for-unknown": ["unknown-method"],
  "huge-line": ["stdout-noise"],
  "double-answer": ["response-id"],
};

/** Every check has at least one row. */
const CHECKS = [
  "initialize-v2",
  "initialize-v1",
  "selection",
  "start-time",
  "stdout-noise",
  "schema",
  "response-id",
  "jsonrpc",
  "session-new",
  "unknown-method",
  "cancel-unknown",
  "repeated-initialize",
  "stdin-eof",
  "leftover-processes",
];

/** The pids of processes whose environment holds `marker` (Linux /proc). */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry.name)) continue;
    try {
      if (Deno.readTextFileSync(`/proc/${entry.name}/environ`).includes(marker)) {
        found.push(Number(entry.name));
      }
    } catch {
      // gone, or not ours
    }
  }
  return found;
}

/** Probes `target` with a marker in its environment; asserts nothing is left running. */
async function probe(target: ProbeTarget, options: ProbeOptions = {}): Promise<ProbeReport> {
  const marker = `ACP_PROBE_TEST_MARK=${crypto.randomUUID()}`;
  const [key, value] = marker.split("=");
  const report = await probeAgent({ ...target, env: { ...target.env, [key]: value } }, options);
  const left = processesWith(marker);
  for (const pid of left) Deno.kill(pid, "SIGKILL");
  assert.deepEqual(left, [], "processes of the probed agent are still running");
  return report;
}

function flagged(report: ProbeReport): string[] {
  return report.checks.filter((c) => c.verdict === "warn" || c.verdict === "fail")
    .map((c) => c.check).sort();
}

function row(report: ProbeReport, check: string) {
  const found = report.checks.find((c) => c.check === check);
  assert.ok(found, `no ${check} row`);
  return found;
}

for (const defect of DEFECT_NAMES) {
  Deno.test(
    `probe: the defect agent '${defect}' is diagnosed with ${
      EXPECTED[defect].length === 0 ? "nothing" : `exactly ${EXPECTED[defect].join(", ")}`
    }, and nothing it started is left running`,
    async () => {
      const report = await probe({ agent: `${AGENT} --defect ${defect}` });
      assert.deepEqual(flagged(report), EXPECTED[defect], JSON.stringify(report.checks, null, 1));
      assert.deepEqual([...new Set(report.checks.map((c) => c.check))].sort(), [...CHECKS].sort());
      assert.equal(report.protocolVersion, defect === "v1-shape-claims-2" ? 1 : 2);
      assert.deepEqual(report.agent.info, { name: "defect-agent", version: "1.0.0" });
      for (const c of report.checks) {
        assert.ok(c.detail.length > 0, `${c.check} has no detail`);
      }
    },
  );
}

Deno.test("probe: the details say what was seen (wrong id, no exit, leftovers, -32603, the banner)", async () => {
  const wrongId = await probe({ agent: `${AGENT} --defect wrong-id` });
  assert.match(row(wrongId, "response-id").detail, /response id 1001 does not match request id 1/);
  for (const check of ["session-new", "unknown-method", "cancel-unknown", "repeated-initialize"]) {
    assert.equal(row(wrongId, check).verdict, "skip");
    assert.match(row(wrongId, check).detail, /wrong response id/);
  }
  const noExit = await probe({ agent: `${AGENT} --defect no-exit-on-eof` });
  assert.match(row(noExit, "stdin-eof").detail, /did not exit within 3000 ms after stdin EOF/);
  const child = await probe({ agent: `${AGENT} --defect child-left-behind` });
  assert.match(
    row(child, "leftover-processes").detail,
    /^1 process of the agent left after it exited \(pid [0-9]+ sleep\)/,
  );
  const unknown = await probe({ agent: `${AGENT} --defect internal-error-for-unknown` });
  assert.match(row(unknown, "unknown-method").detail, /answered -32603 instead of -32601/);
  const banner = await probe({ agent: `${AGENT} --defect banner` });
  assert.match(row(banner, "stdout-noise").detail, /before the first frame: "defect-agent 1.0.0/);
  const huge = await probe({ agent: `${AGENT} --defect huge-line` });
  // A line too long to read is not judged (probe14: it was called noise).
  assert.match(
    row(huge, "stdout-noise").detail,
    /[0-9]+ lines? longer than 8 MiB, the most the probe reads, (was|were) not judged/,
  );
});

/** `tests/fixtures/same_answer_agent.sh`: answers every request with `$RESULT`. */
const SAME_ANSWER = `sh ${quote(`${ROOT}tests/fixtures/same_answer_agent.sh`)}`;

Deno.test("probe: an agent that answers protocolVersion 0, a negative one or one past 65535 fails both initialize checks, and the probe fails; the row shows the number as the agent wrote it (not 1e+30)", async () => {
  for (const version of ["0", "-1", "99999", "1000000000000000000000000000000", "7e5"]) {
    const report = await probe({
      agent: SAME_ANSWER,
      env: { RESULT: `{"protocolVersion":${version},"agentCapabilities":{}}` },
    });
    for (const check of ["initialize-v2", "initialize-v1"]) {
      assert.equal(row(report, check).verdict, "fail", `${version}: ${row(report, check).detail}`);
      assert.match(
        row(report, check).detail,
        new RegExp(`^answered protocolVersion ${version}, which is no ACP version \\(1 to 65535`),
      );
    }
    assert.equal(report.protocolVersion, null);
    assert.ok(hasFailure([report]), `${version}: the probe fails`);
  }
});

Deno.test("probe: an agent that writes protocolVersion 2.0 (or 1.0, 2e0) for the integer gets a warn on its initialize rows naming the value as written (a client that reads the uint16 as an integer refuses it), not an ok (before probe13: 'answered protocolVersion 2', ok)", async () => {
  for (const version of ["2.0", "2e0"]) {
    const report = await probe({
      agent: SAME_ANSWER,
      env: {
        RESULT:
          `{"protocolVersion":${version},"info":{"name":"n","version":"1"},"capabilities":{}}`,
      },
    });
    for (const check of ["initialize-v2", "initialize-v1"]) {
      const r = row(report, check);
      assert.equal(r.verdict, "warn", `${version}: ${r.detail}`);
      assert.match(
        r.detail,
        new RegExp(
          `^wrote protocolVersion ${version.replace(".", "\\.")}, not 2: the field is an integer`,
        ),
      );
    }
  }
  const plain = await probe({
    agent: SAME_ANSWER,
    env: { RESULT: `{"protocolVersion":2,"info":{"name":"n","version":"1"},"capabilities":{}}` },
  });
  assert.equal(row(plain, "initialize-v2").verdict, "ok", row(plain, "initialize-v2").detail);
});

Deno.test("probe: an agent that writes protocolVersion 1e400 (past a double: Infinity) gets a fail naming the value as written, not shown as null (hostile16 N1)", async () => {
  const report = await probe({
    agent: SAME_ANSWER,
    env: {
      RESULT: `{"protocolVersion":1e400,"info":{"name":"n","version":"1"},"capabilities":{}}`,
    },
  });
  for (const check of ["initialize-v2", "initialize-v1"]) {
    const r = row(report, check);
    assert.equal(r.verdict, "fail", r.detail);
    assert.match(r.detail, /no integer result\.protocolVersion \(it wrote 1e400\)/);
    assert.doesNotMatch(r.detail, /"protocolVersion":null/);
  }
});

Deno.test("probe: an agent that writes its initialize answer without the line's LF gets 'no answer' rows that say the bytes came with no LF after them (before probe13: only 'no answer within N ms')", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,"info":{"name":"n",` +
    `"version":"1"},"capabilities":{}}}`;
  const agent = `sh -c ${quote(`read l; printf '%s ' '${answer}'; exec sleep 30`)}`;
  const report = await probe({ agent }, { timeoutMs: 1_500 });
  const r = row(report, "initialize-v2");
  assert.equal(r.verdict, "fail", r.detail);
  assert.match(
    r.detail,
    new RegExp(
      `^no answer to .* within 1500 ms \\(${
        answer.length + 1
      } bytes came with no LF after them: an answer must end its line`,
    ),
  );
});

Deno.test("probe: an agent that answers every initialize with protocolVersion 3 (well-formed, but no v1 or v2 client can continue) fails both initialize rows saying so, and the later rows say why they skip (before probe12: both rows ok, and the skips pointed at them)", async () => {
  const report = await probe({
    agent: SAME_ANSWER,
    env: {
      RESULT: `{"protocolVersion":3,"info":{"name":"three","version":"1"},"capabilities":{}}`,
    },
  });
  for (const check of ["initialize-v2", "initialize-v1"]) {
    assert.equal(row(report, check).verdict, "fail", row(report, check).detail);
    assert.match(
      row(report, check).detail,
      /^answered protocolVersion 3 \(higher than requested.*; no v1 or v2 client can continue with these answers \(a v1 client needs protocolVersion 1 to its initialize, a v2 client 2 or 1\)$/,
    );
  }
  assert.equal(
    row(report, "unknown-method").detail,
    "skipped: no v1 or v2 client can continue with the initialize answers (see initialize-v2 and initialize-v1)",
  );
  assert.equal(row(report, "schema").detail, "skipped: no well-formed v1 or v2 answer to validate");
  assert.equal(row(report, "selection").verdict, "fail");
  assert.ok(hasFailure([report]));
  // An agent that answers v2 to both stays ok on both rows: a v2 client is served.
  const v2only = await probe({
    agent: SAME_ANSWER,
    env: { RESULT: `{"protocolVersion":2,"info":{"name":"two","version":"1"},"capabilities":{}}` },
  });
  assert.deepEqual(
    [row(v2only, "initialize-v2").verdict, row(v2only, "initialize-v1").verdict],
    ["ok", "ok"],
  );
});

Deno.test("probe: the table shows an agent's name, version and auth ids as text that cannot start a row of its own or drive the terminal, and cuts long ones", async () => {
  const hostile = "\u001b[2J\u001b[Hx\n  stdin-eof  ok  forged\u009b31m\u2028";
  const result = {
    protocolVersion: 2,
    info: { name: hostile, version: "v".repeat(500) },
    capabilities: {},
    authMethods: [{ methodId: `${hostile}-id` }],
  };
  const report = await probe({ agent: SAME_ANSWER, env: { RESULT: JSON.stringify(result) } });
  const table = renderTable([report]);
  // deno-lint-ignore no-control-regex -- looking for control characters is the point
  assert.doesNotMatch(table, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  const lines = table.trimEnd().split("\n");
  assert.equal(lines.length, 1 + report.checks.length + 1, table); // header, rows, summary
  assert.ok(!lines.some((line) => /^\s+stdin-eof\s+ok\s+forged/.test(line)), table);
  assert.match(
    lines[0],
    /\\u001b\[2J\\u001b\[Hx {3}stdin-eof {2}ok {2}forged\\u009b31m\\u2028 v{80}…\)/,
  );
  assert.match(row(report, "initialize-v2").detail, / v{80}…;/);
  assert.deepEqual(
    report.agent.info,
    { name: hostile, version: "v".repeat(500) },
    "the report keeps them whole",
  );
});

Deno.test("probe: an answer whose version, auth id or error code is an object with a toString member is reported as its JSON, not a crash; the table cuts a long detail and --json escapes C1, U+2028 and bidirectional controls", async () => {
  const result = {
    protocolVersion: 1,
    agentInfo: { name: "odd\u202eagent\u0085", version: { toString: "x" } },
    agentCapabilities: {},
    authMethods: [{ id: { toString: "y" }, name: "n" }],
  };
  const report = await probe({ agent: SAME_ANSWER, env: { RESULT: JSON.stringify(result) } });
  assert.deepEqual(report.agent.info, {
    name: "odd\u202eagent\u0085",
    version: `{"toString":"x"}`,
  });
  assert.match(row(report, "initialize-v1").detail, /auth methods: \{"toString":"y"\}/);
  const table = renderTable([report]);
  assert.match(table, /odd\\u202eagent\\u0085 \{"toString":"x"\}/);
  const json = renderJson([report]);
  // deno-lint-ignore no-control-regex -- looking for control characters is the point
  assert.doesNotMatch(json.replaceAll("\n", " "), /[\u0000-\u001f\u007f-\u009f\u2028\u202e]/);
  assert.deepEqual(JSON.parse(json).agent.info, report.agent.info, "it reads back whole");

  const long = renderTable([{
    agent: { command: "a" },
    protocolVersion: 1,
    checks: [{
      check: "session-new",
      verdict: "ok",
      detail: `created session ${"S".repeat(20_000)}`,
    }],
  }]);
  const widest = Math.max(...long.split("\n").map((l) => l.length));
  assert.ok(widest < 500, `the widest row has ${widest} characters`);
  assert.match(long, /S{100}\u2026/);
});

Deno.test("probe: a cut never splits a surrogate pair (an emoji at the 80th or 400th character stays whole or goes whole)", async () => {
  const { clipped } = await import("../probe/report.ts");
  for (const max of [80, 400]) {
    const text = "n".repeat(max - 1) + "\u{1f600}tail";
    const cut = clipped(text, max);
    assert.equal(cut, "n".repeat(max - 1) + "\u2026", `at ${max}`);
    assert.doesNotMatch(cut, /[\ud800-\udfff]/);
    assert.equal(
      clipped("n".repeat(max - 2) + "\u{1f600}x", max),
      "n".repeat(max - 2) + "\u{1f600}\u2026",
    );
  }
});

Deno.test("probe: auth methods are named by each version's key: methodId in a v2 answer, id in a v1 answer (not '?')", async () => {
  for (
    const [version, methods, shown] of [
      [2, [{ methodId: "api-key", name: "API key" }, { methodId: "chat-gpt", name: "ChatGPT" }], [
        "api-key",
        "chat-gpt",
      ]],
      [1, [{ id: "api-key", name: "API key" }], ["api-key"]],
    ] as const
  ) {
    const result = version === 2
      ? {
        protocolVersion: 2,
        info: { name: "a", version: "1" },
        capabilities: {},
        authMethods: methods,
      }
      : {
        protocolVersion: 1,
        agentInfo: { name: "a", version: "1" },
        agentCapabilities: {},
        authMethods: methods,
      };
    const report = await probe({ agent: SAME_ANSWER, env: { RESULT: JSON.stringify(result) } });
    const check = row(report, `initialize-v${version}`);
    assert.deepEqual(check.authMethods, shown, JSON.stringify(check));
    assert.match(check.detail, new RegExp(`auth methods: ${shown.join(", ")}`));
  }
});

Deno.test("probe: a v1-only agent answers the v2 initialize with 1, and the selection says the router gives both clients the v1 agent", async () => {
  const report = await probe({ agent: `${AGENT} --defect none --protocol 1` });
  assert.deepEqual(flagged(report), []);
  assert.equal(report.protocolVersion, 1);
  assert.equal(row(report, "initialize-v2").protocolVersion, 1);
  const selection = row(report, "selection");
  assert.deepEqual(selection.selects, { v1: 1, v2: 1 });
  assert.deepEqual(selection.configureAs, ["v1"]);
});

for (const protocol of [1, 2]) {
  Deno.test(`probe: the demo's scripted v${protocol} agent gets no warn or fail`, async () => {
    const script = [`${ROOT}demo/scripted_agent.ts`, `${ROOT}testing/scripted_agent.ts`]
      .find((path) => {
        try {
          return Deno.statSync(path).isFile;
        } catch {
          return false;
        }
      });
    assert.ok(script, "the scripted agent is missing");
    const report = await probe({ agent: `${DENO} run ${quote(script)} --protocol ${protocol}` });
    assert.deepEqual(flagged(report), [], JSON.stringify(report.checks, null, 1));
    assert.equal(report.protocolVersion, protocol);
    assert.deepEqual(
      row(report, "selection").selects,
      protocol === 1 ? { v1: 1, v2: 1 } : { v1: "ACP protocol version 1 is not configured", v2: 2 },
    );
  });
}

Deno.test("probe: a configured pair is checked command by command, and a v1 agent in the --v2 slot fails the selection", async () => {
  const good = await probe({
    v1: `${AGENT} --defect none --protocol 1`,
    v2: `${AGENT} --defect none`,
    name: "pair",
  });
  assert.deepEqual(flagged(good), []);
  assert.deepEqual(good.agent.command, {
    v1: `${AGENT} --defect none --protocol 1`,
    v2: `${AGENT} --defect none`,
  });
  assert.equal(good.agent.name, "pair");
  assert.deepEqual(row(good, "selection").selects, { v1: 1, v2: 2 });
  const info = { name: "defect-agent", version: "1.0.0" };
  assert.deepEqual(good.agent.slots, {
    v1: { info, protocolVersion: 1 },
    v2: { info, protocolVersion: 2 },
  });
  assert.ok(good.checks.some((c) => c.role === "v1") && good.checks.some((c) => c.role === "v2"));
  assert.equal(good.protocolVersion, 2);
  // A v1-only pair speaks v1, though its command answers a v2 initialize too (the router never
  // sends it one): the top-level version is its slot's, not the 2 the probe's v2 try got.
  const v1Only = await probe({ v1: `${AGENT} --defect none` }, { session: false });
  assert.deepEqual(v1Only.agent.slots, { v1: { info, protocolVersion: 1 } });
  assert.equal(v1Only.protocolVersion, 1);
  const swapped = await probe({ v2: `${AGENT} --defect none --protocol 1` });
  assert.deepEqual(flagged(swapped), ["selection"]);
  assert.match(
    row(swapped, "selection").detail,
    /--v2 command answers a v2 initialize with protocolVersion 1/,
  );
});

Deno.test("probe: a pair's v1 command that answers v2 too is checked after initialize in v1, as the router only speaks v1 to it: a fault it has only in v1 fails (probe10: its v2 was checked, and a v1 client's bad frame was reported ok)", async () => {
  const dual = `sh ${quote(`${ROOT}tests/fixtures/v1_only_defect_agent.sh`)}`;
  const pair = await probe({ v1: dual }, { session: false, cancelWindowMs: 300 });
  assert.deepEqual(pair.agent.slots, {
    v1: { info: { name: "dual", version: "1" }, protocolVersion: 1 },
  });
  assert.equal(row(pair, "cancel-unknown").verdict, "fail", row(pair, "cancel-unknown").detail);
  assert.equal(row(pair, "jsonrpc").verdict, "fail", row(pair, "jsonrpc").detail);
  // In the --v2 slot the router speaks v2 to it, where it has no fault.
  const v2Slot = await probe({ v2: dual }, { session: false, cancelWindowMs: 300 });
  assert.equal(row(v2Slot, "cancel-unknown").verdict, "ok", row(v2Slot, "cancel-unknown").detail);
  assert.equal(row(v2Slot, "jsonrpc").verdict, "ok", row(v2Slot, "jsonrpc").detail);
});

Deno.test("probe: --no-session skips session/new, and a command that cannot start fails initialize and skips the rest", async () => {
  const noSession = await probeAgent({ agent: `${AGENT} --defect none` }, { session: false });
  assert.equal(row(noSession, "session-new").verdict, "skip");
  const missing = await probeAgent({ agent: "/nonexistent/acp-agent --acp" });
  assert.equal(row(missing, "initialize-v2").verdict, "fail");
  assert.match(row(missing, "initialize-v2").detail, /could not start the agent/);
  assert.equal(row(missing, "unknown-method").verdict, "skip");
  assert.equal(missing.protocolVersion, null);
});

Deno.test("probe: an agent that closes its stdout and exits a moment later is reported as exited with its code, not as 'no answer within'", async () => {
  const report = await probe({ agent: `sh -c 'exec 1>&-; sleep 0.3; exit 5'` });
  for (const check of ["initialize-v2", "initialize-v1"]) {
    assert.match(
      row(report, check).detail,
      /^exited with code 5 without answering a v[12] initialize$/,
    );
  }
});

/** A shell agent: answers each initialize with v1, then runs `rest` (sh). */
function initThen(rest: string): string {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  return `sh -c ${quote(`read l; printf '%s\\n' '${answer}'; ${rest}`)}`;
}

Deno.test("probe: an agent that exits on a request after initialize is reported as exited with its code for that request, not as 'no answer within' its timeout", async () => {
  const started = Date.now();
  const report = await probe({ agent: initThen("read l; exit 5") });
  assert.equal(
    row(report, "session-new").detail,
    "exited with code 5 without answering session/new",
  );
  assert.match(
    row(report, "unknown-method").detail,
    /^exited with code 5 without answering the unknown method \S+; it must answer -32601/,
  );
  // Each check waited for the exit, not for the 10 s timeout.
  assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
});

Deno.test("probe: an agent that exits while a process it started holds its stdout open is reported as exited with its code a moment after the exit, not as 'no answer within' its timeout", async () => {
  const started = Date.now();
  const report = await probe(
    { agent: `sh -c ${quote("echo 'fatal: no config' >&2; sleep 30 & exit 3")}` },
    { timeoutMs: 20_000 },
  );
  for (const check of ["initialize-v2", "initialize-v1"]) {
    assert.equal(
      row(report, check).detail,
      `exited with code 3 without answering a v${check.at(-1)} initialize (a process it ` +
        `started still holds its stdout open); its stderr ended with "fatal: no config"`,
    );
  }
  // Before: each initialize waited its whole 20 s timeout.
  assert.ok(Date.now() - started < 20_000, `took ${Date.now() - started} ms`);
});

Deno.test("probe: an answer after a flood of notifications past the frames it keeps is still seen (a small response is kept past the bound)", async () => {
  const update = '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s"}}';
  const created = '{"jsonrpc":"2.0","id":2,"result":{"sessionId":"s1"}}';
  const flood = `read l; i=0; while [ $i -lt 10500 ]; do printf '%s\\n' '${update}'; ` +
    `i=$((i+1)); done; printf '%s\\n' '${created}'; cat >/dev/null`;
  const report = await probe({ agent: initThen(flood) });
  assert.equal(row(report, "session-new").detail, "created session s1 in a temporary directory");
  // A large answer past the bound is only counted: the row says it may have been missed.
  const large = `{"jsonrpc":"2.0","id":2,"result":{"sessionId":"s1","pad":"${
    "x".repeat(70_000)
  }"}}`;
  const missed = await probe(
    { agent: initThen(flood.replace(created, large)) },
    { timeoutMs: 3_000 },
  );
  assert.match(
    row(missed, "session-new").detail,
    /^no answer to session\/new within 3000 ms \(\d+ frames past what the probe keeps \(10000 frames, 32 MiB\) were only counted; a large answer among them was not seen\)$/,
  );
});

Deno.test("probe: an agent that says why on stderr and exits without answering gets that reason quoted in its rows (the last line, cut to 200 characters, control and bidirectional characters escaped)", async () => {
  const script = `echo 'loading config' >&2; echo 'Error: ANTHROPIC_API_KEY is not set' >&2; ` +
    `printf '%0300d\\n\\n' 0 >&2; exit 1`;
  const report = await probe({ agent: `sh -c ${quote(script)}` });
  for (const check of ["initialize-v2", "initialize-v1"]) {
    assert.equal(
      row(report, check).detail,
      `exited with code 1 without answering a v${check.at(-1)} initialize; its stderr ended ` +
        `with "${"0".repeat(200)}…"`,
    );
  }
  // Terminal and bidirectional controls alike are written as \uXXXX, so that a JSON report's
  // reader shows the line as the table does (U+202E stayed a raw right-to-left override).
  for (
    const [line, quoted] of [
      ["Error: ANTHROPIC_API_KEY is not set", "Error: ANTHROPIC_API_KEY is not set"],
      ["bad \\033[31m \\342\\200\\256 evil", "bad \\u001b[31m \\u202e evil"],
    ]
  ) {
    const reason = await probe({ agent: `sh -c ${quote(`printf '${line}\\n' >&2; exit 1`)}` });
    assert.equal(
      row(reason, "initialize-v2").detail,
      `exited with code 1 without answering a v2 initialize; its stderr ended with "${quoted}"`,
    );
  }
  // More than the 4 KiB kept: a last short line is quoted whole, one line longer than what is
  // kept is quoted by its end, marked as cut.
  const long = await probe({
    agent: `sh -c ${quote(`printf '%06000d\\nError: last\\n' 0 >&2; exit 1`)}`,
  });
  assert.match(row(long, "initialize-v2").detail, /its stderr ended with "Error: last"$/);
  const cut = await probe({ agent: `sh -c ${quote(`printf '%06000d7' 0 >&2; exit 1`)}` });
  assert.match(
    row(cut, "initialize-v2").detail,
    new RegExp(`its stderr ended with "\u2026${"0".repeat(199)}7"$`),
  );
  // What a process of the agent writes to its stderr a moment after the agent exited is seen
  // (the probe waits 200 ms for it: the moment is short, for a loaded machine's sake).
  const late = await probe({
    agent: `sh -c ${quote(`exec 1>&-; (sleep 0.02; echo 'late reason' >&2) & exit 1`)}`,
  });
  assert.match(row(late, "initialize-v2").detail, /its stderr ended with "late reason"$/);
});

Deno.test("probe: an agent that answers initialize under another id gets initialize rows that say so and no selection advice (before, 'configure it as' recommended an agent no client can use); one whose v1 answer alone has another id is to be configured by its v2 answer", async () => {
  const report = await probe({ agent: `${AGENT} --defect wrong-id` });
  for (const check of ["initialize-v2", "initialize-v1"]) {
    assert.match(
      row(report, check).detail,
      /; but under id 1001, not the request's 1 \(see response-id\)$/,
    );
  }
  assert.equal(row(report, "selection").verdict, "skip");
  assert.equal(
    row(report, "selection").detail,
    "skipped: the agent answers with a wrong response id (see response-id)",
  );
  // Only the v1 initialize under another id: the v2 answer stands, and is what to configure.
  const agent = `import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("method") != "initialize":
        if "id" in m: print(json.dumps({"jsonrpc": "2.0", "id": m["id"], "error": {"code": -32601, "message": "no"}}), flush=True)
        continue
    v = m["params"]["protocolVersion"]
    result = {"protocolVersion": 2, "info": {"name": "a", "version": "1"}, "capabilities": {}} if v == 2 else {"protocolVersion": 1, "agentCapabilities": {}}
    print(json.dumps({"jsonrpc": "2.0", "id": m["id"] + (v == 1), "result": result}), flush=True)`;
  const half = await probe({ agent: `python3 -c ${quote(agent)}` });
  assert.equal(row(half, "initialize-v2").verdict, "ok");
  assert.match(row(half, "initialize-v1").detail, /; but under id 2, not the request's 1/);
  assert.equal(row(half, "selection").verdict, "ok");
  assert.match(row(half, "selection").detail, /configure it as --v2;/);
  assert.equal(row(half, "unknown-method").verdict, "ok", "the later checks run, with v2");
});

Deno.test("probe: an agent that writes a megabyte to stderr before it answers is not blocked on a full stderr pipe: it is probed as usual", async () => {
  const report = await probe({
    agent: `sh -c ${quote(`head -c 1048576 /dev/zero >&2; exec ${AGENT} --defect none`)}`,
  });
  assert.deepEqual(flagged(report), [], JSON.stringify(report.checks));
});

Deno.test("probe: an agent that ends by itself after its initialize gets a stdin-eof warning that it exited before the EOF, with its code and stderr, not 'exited 0 ms after stdin EOF'", async () => {
  const report = await probe({ agent: initThen("echo 'fatal: no session store' >&2; exit 3") });
  const eof = row(report, "stdin-eof");
  assert.equal(eof.verdict, "warn");
  assert.match(
    eof.detail,
    /^exited by itself with code 3 \d+ ms after it started, before stdin EOF \(an editor would lose it\); its stderr ended with "fatal: no session store"$/,
  );
  assert.equal(row(report, "leftover-processes").verdict, "ok");
  // One that exits at the EOF is still measured from it.
  const atEof = await probe({ agent: initThen("cat >/dev/null; exit 4") });
  assert.match(row(atEof, "stdin-eof").detail, /^exited with code 4 \d+ ms after stdin EOF$/);
});

Deno.test("probe: an agent that exits at stdin EOF after its initialize but not once it has had a session/new (as @zed-industries/claude-agent-acp 0.23 does, even after a refused one) fails stdin-eof, which now sends the session/new first; it said ok; with --no-session it is still asked after initialize alone", async () => {
  const script = [
    "sess=0",
    "while IFS= read -r l; do",
    `  case "$l" in`,
    `    *'"initialize"'*) printf '%s\\n' '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}' ;;`,
    `    *'"session/new"'*) sess=1; printf '%s\\n' '{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error"}}' ;;`,
    "  esac",
    "done",
    `[ "$sess" = 1 ] && exec sleep 30`,
    "exit 0",
  ].join("\n");
  const agent = `sh -c ${quote(script)}`;
  const options = { timeoutMs: 1_500, eofWaitMs: 1_000 };
  const report = await probe({ agent }, options);
  assert.match(row(report, "session-new").detail, /^session\/new answered error -32603/);
  const eof = row(report, "stdin-eof");
  assert.equal(eof.verdict, "fail", eof.detail);
  assert.match(
    eof.detail,
    /^did not exit within 1000 ms after stdin EOF, sent after its session\/new answer \(it was killed\); an editor that closes the pipe leaves it running$/,
  );
  const noSession = await probe({ agent }, { ...options, session: false });
  const plain = row(noSession, "stdin-eof");
  assert.equal(plain.verdict, "ok", plain.detail);
  assert.match(plain.detail, /^exited with code 0 \d+ ms after stdin EOF$/);
});

/** An agent that answers session/new the first time only; the second one touches `DIR/again`. */
function sessionOnceAgent(dir: string): string {
  const script = [
    "while IFS= read -r l; do",
    `  id=$(printf '%s' "$l" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')`,
    `  case "$l" in`,
    `    *'"initialize"'*) printf '{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":1,"agentCapabilities":{}}}\\n' "$id" ;;`,
    `    *'"session/new"'*) if [ -e '${dir}/asked' ]; then : > '${dir}/again'; else : > '${dir}/asked'; printf '{"jsonrpc":"2.0","id":%s,"result":{"sessionId":"s1"}}\\n' "$id"; fi ;;`,
    "  esac",
    "done",
  ].join("\n");
  return `sh -c ${quote(script)}`;
}

Deno.test("probe: when the stdin-eof run's session/new goes unanswered the row says so (it said a plain ok after the wait), and a stop during that wait skips the row as interrupted (it measured the exit anyway and said ok)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-probe-once-" });
  try {
    const options = { timeoutMs: 1_500, eofWaitMs: 1_000 };
    const report = await probe({ agent: sessionOnceAgent(dir) }, options);
    assert.equal(row(report, "session-new").verdict, "ok");
    const eof = row(report, "stdin-eof");
    assert.equal(eof.verdict, "ok", eof.detail);
    assert.match(
      eof.detail,
      /^exited with code 0 \d+ ms after stdin EOF, sent after a session\/new it did not answer within 1500 ms$/,
    );

    await Deno.remove(`${dir}/asked`);
    await Deno.remove(`${dir}/again`);
    const stop = new AbortController();
    const stopped = (async () => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (await Deno.stat(`${dir}/again`).then(() => true, () => false)) {
          stop.abort("SIGINT");
          return;
        }
        await delay(20);
      }
    })();
    const cut = await probe({ agent: sessionOnceAgent(dir) }, {
      timeoutMs: 10_000,
      eofWaitMs: 1_000,
      signal: stop.signal,
    });
    await stopped;
    assert.ok(stop.signal.aborted, "the stdin-eof run's session/new came");
    assert.deepEqual(
      [row(cut, "stdin-eof"), row(cut, "leftover-processes")].map((r) => [r.verdict, r.detail]),
      [
        ["skip", "skipped: the probe was interrupted while this check ran"],
        ["skip", "skipped: the probe was interrupted"],
      ],
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("probe: a frame that is not valid UTF-8 (a raw 0xFF in a string) fails the jsonrpc check, quoting it with U+FFFD, though it parses", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{},` +
    `"agentInfo":{"name":"a\\377b","version":"1"}}}`;
  const report = await probe({
    agent: `sh -c ${quote(`read l; printf '${answer}\\n'`)}`,
  });
  const jsonrpc = row(report, "jsonrpc");
  assert.equal(jsonrpc.verdict, "fail");
  assert.match(
    jsonrpc.detail,
    /^\d+ frames? (is|are) not valid UTF-8 \(first, the bad bytes as U\+FFFD: \u2026.*"name":"a\uFFFDb".*\); JSON-RPC text is UTF-8/,
  );
  assert.equal(row(report, "initialize-v1").verdict, "ok", "it still parses");
  assert.equal(row(await probe({ agent: `${AGENT} --defect none` }), "jsonrpc").verdict, "ok");
});

Deno.test("probe: a frame that is no JSON-RPC message (a jsonrpc member and nothing else a message has, an empty batch) fails the jsonrpc check, quoted; it passed", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  for (const stray of ['{"jsonrpc":"2.0","hello":1}', "[]", '{"jsonrpc":"2.0","id":1}']) {
    const report = await probeAgent(
      { agent: `sh -c ${quote(`read l; printf '%s\\n%s\\n' '${stray}' '${answer}'; exec cat`)}` },
      { session: false, timeoutMs: 5_000, eofWaitMs: 1_000 },
    );
    const jsonrpc = row(report, "jsonrpc");
    assert.equal(jsonrpc.verdict, "fail", stray);
    assert.match(
      jsonrpc.detail,
      /\d+ frames? (is|are) no JSON-RPC message \(neither a request, a notification nor a response: first: /,
      stray,
    );
    assert.ok(jsonrpc.detail.includes(stray), `${stray} is quoted: ${jsonrpc.detail}`);
  }
});

Deno.test("probe: a quoted frame cut at 80 characters says so with an ellipsis (it read as if the frame ended there), and a short one is quoted whole", async () => {
  const { WireTally } = await import("../probe/wire_tally.ts");
  const long =
    `{"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found","data":"$/cancel_request"}}`;
  const tally = new WireTally();
  tally.frame(JSON.parse(long), long);
  assert.equal(tally.firstNotMessage, `${long.slice(0, 80)}\u2026`);
  const short = `{"id":1,"result":{}}`;
  const other = new WireTally();
  other.frame(JSON.parse(short), short);
  assert.equal(other.firstLacking, short);
  const exact = `{"id":1,"result":"${"x".repeat(80 - 20)}"}`;
  assert.equal(exact.length, 80);
  const third = new WireTally();
  third.frame(JSON.parse(exact), exact);
  assert.equal(third.firstLacking, exact, "80 characters are quoted whole, unmarked");
});

Deno.test("probe: an initialize answered inside a JSON array (a batch) is named as such at once, not 'no answer' after the timeout; an agent that sent no response at all gets no 'every response carried its id'", async () => {
  const batch = '[{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}]';
  const started = Date.now();
  const batched = await probeAgent(
    { agent: `sh -c ${quote(`read l; printf '%s\\n' '${batch}'; exec sleep 30`)}` },
    { session: false, timeoutMs: 20_000, eofWaitMs: 300 },
  );
  // The batch ends each wait: not 20 s per initialize.
  assert.ok(Date.now() - started < 20_000, `took ${Date.now() - started} ms`);
  for (const check of ["initialize-v2", "initialize-v1"]) {
    assert.match(row(batched, check).detail, /^answered a v[12] initialize inside a JSON array/);
  }
  // Not "initialize was not answered", which the rows above contradict.
  assert.deepEqual(
    { verdict: row(batched, "start-time").verdict, detail: row(batched, "start-time").detail },
    {
      verdict: "skip",
      detail: "skipped: no initialize answer to time (the initialize rows say why)",
    },
  );
  const silent = await probeAgent(
    { agent: "sh -c 'exec sleep 30'" },
    { session: false, timeoutMs: 300, eofWaitMs: 300 },
  );
  assert.equal(row(silent, "response-id").verdict, "skip");
  assert.equal(row(silent, "response-id").detail, "skipped: the agent sent no response");
});

Deno.test("probe: a process the agent started in a new session of its own (setsid, a double fork) is found by the run's mark, reported as left over and ended", async () => {
  const marker = `${280 + Math.floor(Math.random() * 9)}.${Date.now() % 100000}`;
  const escaped = `setsid sh -c "sleep ${marker} </dev/null >/dev/null 2>&1 &"`;
  const report = await probe({ agent: `sh -c '${escaped}; exec ${AGENT} --defect none'` });
  const leftovers = row(report, "leftover-processes");
  assert.equal(leftovers.verdict, "fail", leftovers.detail);
  assert.match(leftovers.detail, /left after it exited \(pid [0-9]+ sleep/);
  const alive = [...Deno.readDirSync("/proc")].filter((e) => {
    try {
      return /^[0-9]+$/.test(e.name) &&
        Deno.readTextFileSync(`/proc/${e.name}/cmdline`).includes(marker);
    } catch {
      return false;
    }
  });
  assert.deepEqual(alive.map((e) => e.name), [], "every escaped sleep was ended");
});

Deno.test("probe: a daemon the agent starts the usual way (fork, setsid, fork) in every run is ended with its run, also when its middle process forks after the stop's list was read (2-4 of them escaped each probe, left running after it)", async () => {
  const marker = `${280 + Math.floor(Math.random() * 9)}.${Date.now() % 100000}`;
  // The agent: a wrapper that starts the daemon, then becomes the test agent. The daemon's
  // middle process forks its last one when the agent exits (its pipe's write end, which the
  // agent holds, closes): after the stop has read what to kill, before it kills.
  const wrapper = [
    "import os, sys",
    "r, w = os.pipe()",
    "if os.fork() == 0:",
    "    os.setsid()",
    "    os.close(w)",
    "    os.read(r, 1)",
    "    if os.fork() == 0:",
    "        os.closerange(0, 3)",
    `        os.execvp("sleep", ["sleep", "${marker}"])`,
    "    os._exit(0)",
    "os.close(r)",
    "os.set_inheritable(w, True)",
    "os.execvp(sys.argv[1], sys.argv[1:])",
  ].join("\n");
  const agent = `python3 -c ${quote(wrapper)} ${AGENT} --defect none`;
  const alive = () =>
    [...Deno.readDirSync("/proc")].filter((e) => {
      try {
        return /^[0-9]+$/.test(e.name) &&
          Deno.readTextFileSync(`/proc/${e.name}/cmdline`).includes(marker);
      } catch {
        return false;
      }
    }).map((e) => e.name);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      await probe({ agent }, { session: false });
      await delay(200);
      assert.deepEqual(alive(), [], `attempt ${attempt + 1}: every daemon was ended`);
    }
  } finally {
    for (const pid of alive()) Deno.kill(Number(pid), "SIGKILL");
  }
});

Deno.test("probe: a helper of the agent that ends on its own within 3 s of the agent (a status query it started, as claude-agent-acp's `claude auth status` that outlives it by 1.5-2 s) is not a leftover (one still there later is: the child-left-behind defect)", async () => {
  for (const seconds of ["0.4", "2"]) {
    const brief =
      `sh -c 'sleep ${seconds} </dev/null >/dev/null 2>&1 & exec ${AGENT} --defect none'`;
    const report = await probe({ agent: brief });
    const left = row(report, "leftover-processes");
    assert.equal(left.verdict, "ok", `${seconds} s: ${left.detail}`);
  }
});

Deno.test("probe: an error answer's words keep its data (where an agent says why: no login, running as root) and cut a long message visibly", async () => {
  const { errorText } = await import("../probe/probe_context.ts");
  assert.equal(
    errorText({
      error: { code: -32603, message: "Internal error", data: { details: "Query closed" } },
    }),
    'error -32603 (Internal error; data {"details":"Query closed"})',
  );
  assert.equal(
    errorText({ error: { code: -32601, message: "Method not found" } }),
    "error -32601 (Method not found)",
  );
  const long = errorText({ error: { code: 1, message: "x".repeat(300) } });
  assert.match(long, /^error 1 \(x{200}\u2026\)$/);
  assert.equal(errorText({ error: { code: 2, data: "why" } }), "error 2 (data why)");
});

Deno.test("probe: a check whose run's initialize is answered with an error says that error, not that initialize went unanswered", async () => {
  // Answers initialize in its first two runs (the two initialize checks), and refuses it in
  // every later one.
  const runs = await Deno.makeTempFile({ prefix: "acp-probe-runs-" });
  const script = `n=$(cat ${quote(runs)}); echo "x$n" > ${quote(runs)}
  while IFS= read -r line; do
    id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
    case "$line" in
      *'"initialize"'*) if [ "$n" = "" ] || [ "$n" = "x" ]; then
          printf '{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":1}}\\n' "$id"
        else
          printf '{"jsonrpc":"2.0","id":%s,"error":{"code":-32600,"message":"not now"}}\\n' "$id"
        fi ;;
      *'"id"'*) printf '{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"Method not found"}}\\n' "$id" ;;
    esac
  done`;
  try {
    const report = await probe({ agent: `sh -c ${quote(script)}` });
    assert.equal(row(report, "initialize-v1").verdict, "ok", "the second run answered");
    const unknown = row(report, "unknown-method");
    assert.doesNotMatch(unknown.detail, /not answered/, unknown.detail);
    assert.match(unknown.detail, /initialize was answered with error -32600 \(not now\)/);
  } finally {
    await Deno.remove(runs);
  }
});

Deno.test("probe: an agent that takes only a v2 initialize and answers it with 1 is probed with a v2 initialize, and its selection row says to configure it as --v2", async () => {
  // Answers a v2 initialize with protocolVersion 1, and refuses a v1 one (an agent router with
  // only --v2, in front of a v1 agent).
  const script = `while IFS= read -r line; do
    id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
    case "$line" in
      *'"protocolVersion":2'*) printf '{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":1}}\\n' "$id" ;;
      *'"protocolVersion":1'*) printf '{"jsonrpc":"2.0","id":%s,"error":{"code":-32600,"message":"ACP protocol version 1 is not configured"}}\\n' "$id" ;;
      *'"id"'*) printf '{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"Method not found"}}\\n' "$id" ;;
    esac
  done`;
  const report = await probe({ agent: `sh -c ${quote(script)}` });
  assert.equal(row(report, "initialize-v1").verdict, "fail");
  const selection = row(report, "selection");
  assert.equal(selection.verdict, "warn");
  assert.match(selection.detail, /^takes only a v2 initialize, .*configure it as --v2/);
  assert.deepEqual(selection.configureAs, ["v2"]);
  const unknown = row(report, "unknown-method");
  assert.equal(unknown.verdict, "ok", unknown.detail);
  assert.equal(unknown.detail, "answered -32601 (Method not found)");
  // Configured as advised, in --v2, the pair's selection warns; it never says "move it to --v1"
  // (a v1 initialize gets no usable answer from it).
  const pair = await probe({ v2: `sh -c ${quote(script)}` });
  const pairSelection = row(pair, "selection");
  assert.equal(pairSelection.verdict, "warn", pairSelection.detail);
  assert.doesNotMatch(pairSelection.detail, /move it/);
  assert.match(pairSelection.detail, /a v2 client gets v1 \(it cannot serve --v1\)/);
});

Deno.test("probe: the first row of a check the probe was interrupted in that is not ok says so, skips included ('the agent did not exit after stdin EOF' was never found out); the rows after it say the probe was interrupted; ok rows stay", async () => {
  const stop = new AbortController();
  const ctx = await probeContext(stop.signal);
  const rows = await ctx.unlessInterrupted(() => {
    stop.abort("SIGINT");
    return Promise.resolve([
      { check: "a", verdict: "ok" as const, detail: "seen" },
      { check: "stdin-eof", verdict: "fail" as const, detail: "did not exit" },
      {
        check: "leftover-processes",
        verdict: "skip" as const,
        detail: "skipped: the agent did not exit after stdin EOF",
      },
    ]);
  });
  assert.deepEqual(rows.map((r) => [r.check, r.verdict, r.detail]), [
    ["a", "ok", "seen"],
    ["stdin-eof", "skip", "skipped: the probe was interrupted while this check ran"],
    ["leftover-processes", "skip", "skipped: the probe was interrupted"],
  ]);
});

Deno.test("probe: a pair's table header names each command with its own agent info and the version it answered in its slot", () => {
  const table = renderTable([{
    agent: {
      command: { v1: "old-agent", v2: "new-agent" },
      info: { name: "new", version: "2.0.0" },
      slots: {
        v1: { info: { name: "old", version: "0.9.0" }, protocolVersion: 1 },
        v2: { info: { name: "new", version: "2.0.0" }, protocolVersion: 2 },
      },
    },
    protocolVersion: 2,
    checks: [],
  }]);
  assert.equal(
    table.split("\n")[0],
    "probe --v1 old-agent (old 0.9.0, protocol v1) --v2 new-agent (new 2.0.0, protocol v2)",
  );
  const silent = renderTable([{
    agent: { command: { v2: "mute" }, slots: { v2: { protocolVersion: null } } },
    protocolVersion: null,
    checks: [],
  }]);
  assert.equal(silent.split("\n")[0], "probe --v2 mute (no protocol version)");
});

Deno.test("probe: the selection row of a pair with only --v2 says a v1 client gets a refusal, in a sentence", () => {
  const detail = pairSelectionRow({ v2: 2 }).detail;
  assert.match(
    detail,
    /^the agent router gives a v1 client a refusal \(.+\) and a v2 client the --v2 command$/,
  );
});

/** A shell agent that answers every initialize with `result` (JSON text), then reads on. */
function answersInitialize(result: string, before = ""): string {
  const answer = `{"jsonrpc":"2.0","id":1,${result}}`;
  return `sh -c ${quote(`read l; ${before}printf '%s\\n' '${answer}'; exec cat >/dev/null`)}`;
}

/** An agent answering every initialize with `version` in the v2 shape (info, capabilities). */
const v2Shaped = (version: number) =>
  answersInitialize(
    `"result":{"protocolVersion":${version},"info":{"name":"n","version":"1"},"capabilities":{}}`,
  );

Deno.test("probe: an agent that answers only protocolVersion 3 fails the selection (no v1 or v2 client can use it), and the run fails", async () => {
  const report = await probe({ agent: v2Shaped(3) });
  const selection = row(report, "selection");
  assert.equal(selection.verdict, "fail");
  assert.match(selection.detail, /answers only protocolVersion 3: no v1 or v2 client can use it/);
  assert.ok(hasFailure([report]));
});

Deno.test("probe: a v1 answer in the v2 shape (info and capabilities, no agentInfo or agentCapabilities) fails, as a v2 answer in the v1 shape does", async () => {
  const report = await probe({ agent: v2Shaped(1) });
  const v1 = row(report, "initialize-v1");
  assert.equal(v1.verdict, "fail");
  assert.match(v1.detail, /answered protocolVersion 1 with a v2-shaped result/);
});

Deno.test("probe: an initialize answer with a null error beside its result is read as the result, as the daemon serves it (speaks v1), with a jsonrpc warning, not a failure and 'no protocol version' (Go structs without omitempty write it)", async () => {
  const report = await probe(
    {
      agent: answersInitialize(
        `"result":{"protocolVersion":1,"agentCapabilities":{}},"error":null`,
      ),
    },
    { timeoutMs: 3_000 }, // it answers nothing but initialize
  );
  assert.equal(row(report, "initialize-v1").verdict, "ok");
  assert.match(row(report, "selection").detail, /^speaks v1: configure it as --v1/);
  const jsonrpc = row(report, "jsonrpc");
  assert.equal(jsonrpc.verdict, "warn");
  assert.match(
    jsonrpc.detail,
    /^\d+ responses have a null "error" or "result" beside the other \(first: \{"jsonrpc":"2\.0","id":1,"result".*\); JSON-RPC 2\.0 allows only one: acp-proxy reads the null one as absent, a strict client may refuse the answer$/,
  );
});

Deno.test("probe: an initialize answer with both a result and an error object fails saying so; a null result beside an error object is read as the error", async () => {
  const both = await probe({
    agent: answersInitialize(
      `"result":{"protocolVersion":1,"agentCapabilities":{}},"error":{"code":1,"message":"x"}`,
    ),
  });
  for (const check of ["initialize-v2", "initialize-v1"]) {
    const initialize = row(both, check);
    assert.equal(initialize.verdict, "fail", check);
    assert.match(initialize.detail, /has both result and error \(error \{/, check);
  }
  assert.equal(row(both, "jsonrpc").verdict, "fail");
  const nullResult = await probe({
    agent: answersInitialize(`"result":null,"error":{"code":-32602,"message":"no"}`),
  });
  const v1 = row(nullResult, "initialize-v1");
  assert.equal(v1.verdict, "fail");
  assert.match(v1.detail, /^answered a v1 initialize with error -32602 \(no\)/);
  assert.equal(row(nullResult, "jsonrpc").verdict, "warn");
});

Deno.test("probe: an initialize answer whose error is null with no result (or is no object) fails initialize as 'an error that is no object', and fails jsonrpc (before: jsonrpc ok, and 'error undefined')", async () => {
  for (const [answer, shown] of [[`"error":null`, "null"], [`"error":"denied"`, '"denied"']]) {
    const report = await probe({ agent: answersInitialize(answer) }, { timeoutMs: 3_000 });
    const v1 = row(report, "initialize-v1");
    assert.equal(v1.verdict, "fail", answer);
    assert.equal(v1.detail, `answered a v1 initialize with an error that is no object (${shown})`);
    const jsonrpc = row(report, "jsonrpc");
    assert.equal(jsonrpc.verdict, "fail", answer);
    assert.match(jsonrpc.detail, /frames? (is|are) no JSON-RPC message/, answer);
  }
});

Deno.test("probe: a v2 initialize refused with an error is a warning advising --v1 when a v1 initialize works, and a failure without that advice when v1 is refused too", async () => {
  const refused = `{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"unsupported"}}`;
  const works = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
  const agent = (v1Answer: string) =>
    `sh -c ${
      quote(
        `read l; case "$l" in *'"protocolVersion":2'*) a='${refused}';; *) a='${v1Answer}';; ` +
          `esac; printf '%s\\n' "$a"; exec cat >/dev/null`,
      )
    }`;
  const v1Agent = row(await probe({ agent: agent(works) }), "initialize-v2");
  assert.equal(v1Agent.verdict, "warn");
  assert.equal(
    v1Agent.detail,
    `answered a v2 initialize with error -32602 (unsupported); a v1 agent should answer ` +
      `protocolVersion 1 (configure it as --v1)`,
  );
  // Before: the same warning, whose advice cannot work.
  const neither = await probe({ agent: agent(refused) });
  const v2 = row(neither, "initialize-v2");
  assert.equal(v2.verdict, "fail");
  assert.equal(v2.detail, `answered a v2 initialize with error -32602 (unsupported)`);
  assert.equal(row(neither, "initialize-v1").verdict, "fail");
});

Deno.test("probe: interrupted while an initialize runs, the selection is skipped, not advice drawn from the missing answer", async () => {
  // Each initialize is answered after 1 s: the v2 one is answered, the stop comes during the v1.
  const report = await probeAgent(
    {
      agent: answersInitialize(
        `"result":{"protocolVersion":1,"agentCapabilities":{}}`,
        "sleep 1; ",
      ),
    },
    { signal: AbortSignal.timeout(1_800) },
  );
  assert.equal(row(report, "initialize-v2").verdict, "ok");
  const selection = row(report, "selection");
  assert.equal(selection.verdict, "skip", selection.detail);
  assert.equal(selection.detail, "skipped: the probe was interrupted");
});

Deno.test("probe: interrupted before the agent wrote anything, the rows drawn from what it wrote (start-time, stdout-noise, response-id, jsonrpc) say the probe was interrupted, not that the agent sent nothing", async () => {
  const report = await probeAgent(
    { agent: "sh -c 'exec cat >/dev/null'" },
    { signal: AbortSignal.timeout(700) },
  );
  for (const check of ["start-time", "stdout-noise", "schema", "response-id", "jsonrpc"]) {
    const found = row(report, check);
    assert.deepEqual(
      [found.verdict, found.detail],
      ["skip", "skipped: the probe was interrupted"],
      check,
    );
  }
});

Deno.test("probe: with several agents (--all) the table's columns line up across them: names padded to the longest (by terminal columns, a wide name too), checks to the longest check", () => {
  const report = (name: string, checks: ProbeReport["checks"]): ProbeReport => ({
    agent: { command: "x", name },
    protocolVersion: 1,
    checks,
  });
  const text = renderTable([
    report("a", [{ check: "stdin-eof", role: "v1", verdict: "ok", detail: "d1" }, {
      check: "selection",
      verdict: "ok",
      detail: "d2",
    }]),
    report("longer-name", [{ check: "repeated-initialize", verdict: "fail", detail: "d3" }]),
    report("\u4f60\u597d", [{ check: "jsonrpc", verdict: "warn", detail: "d4" }]),
  ], true);
  const rows = text.split("\n").filter((line) => / {2}(ok|warn|fail|skip) +d\d$/.test(line));
  assert.equal(rows.length, 4, text);
  // The verdict starts at the same terminal column on every row (the wide name takes 4).
  const column = (line: string) => {
    const at = line.search(/ {2}(ok|warn|fail|skip) +d\d$/);
    return [...line.slice(0, at)].length + (line.includes("\u4f60") ? 2 : 0);
  };
  assert.deepEqual(rows.map(column), rows.map(() => column(rows[0])), text);
  // And the check names start at one column too.
  const checkAt = (line: string) =>
    line.search(/(v1 stdin-eof|selection|repeated-initialize|jsonrpc)/) +
    (line.includes("\u4f60") ? 2 : 0);
  assert.deepEqual(rows.map(checkAt), rows.map(() => checkAt(rows[0])), text);
});

Deno.test("probe: an agent that sends a notification before its initialize answer gets a warning on that initialize row, naming the method (initialize comes first); one that does not gets none", async () => {
  const update = '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s"}}';
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const report = await probe({
    agent: `sh -c ${quote(`read l; printf '%s\\n' '${update}' '${answer}'; exit 0`)}`,
  });
  for (const check of ["initialize-v2", "initialize-v1"]) {
    const got = row(report, check);
    assert.equal(got.verdict, "warn", got.detail);
    assert.match(
      got.detail,
      /^sent 1 message before answering initialize \(first: session\/update\): initialize comes first, and a client has no session to take them for yet; answered protocolVersion 1;/,
    );
  }
  const plain = await probe({ agent: initThen("exit 0") });
  assert.equal(row(plain, "initialize-v1").verdict, "ok", row(plain, "initialize-v1").detail);
});

Deno.test("probe: a flood of notifications before the initialize answer, past the frames a run keeps, is counted whole on the initialize row (it said 10000 of 10500)", async () => {
  const update = '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s"}}';
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const flood = `read l; i=0; while [ $i -lt 10500 ]; do printf '%s\\n' '${update}'; ` +
    `i=$((i+1)); done; printf '%s\\n' '${answer}'; exit 0`;
  const report = await probe({ agent: `sh -c ${quote(flood)}` }, { session: false });
  const got = row(report, "initialize-v1");
  assert.match(
    got.detail,
    /^sent 10500 messages before answering initialize \(first: session\/update\): /,
  );
});

Deno.test("probe: an agent that exits on the $/cancel_request for an unknown id gets its code and its last stderr line on that row, as other rows about an exit do", async () => {
  // The window only bounds the wait for an answer: the exit ends it early. A wide one keeps a
  // loaded machine from ending it before the agent has even read the notification.
  const report = await probe({
    agent: initThen("read l; echo 'Error: gave up' >&2; exit 2"),
  }, { cancelWindowMs: 10_000 });
  assert.equal(
    row(report, "cancel-unknown").detail,
    `exited with code 2 after a $/cancel_request for an unknown id; its stderr ended with ` +
      `"Error: gave up"`,
  );
});

Deno.test("probe: an agent that exits, or closes its output, right after its initialize answer gets cancel-unknown skipped and named, not failed for an exit 'after a $/cancel_request' (nor ok for silence it could not break)", async () => {
  // The answer's write and the exit are one process (exec): no fork a loaded machine could
  // delay between them.
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const exiting = await probe({
    agent: `sh -c ${quote(`read l; exec printf '%s\\n' '${answer}'`)}`,
  });
  const exited = row(exiting, "cancel-unknown");
  assert.equal(exited.verdict, "skip", exited.detail);
  assert.match(
    exited.detail,
    /^skipped: the agent exited with code 0 right after its initialize answer, before the \$\/cancel_request$/,
  );
  const closing = await probe({ agent: initThen("exec 1>&-; exec sleep 30") });
  const closed = row(closing, "cancel-unknown");
  assert.equal(closed.verdict, "skip", closed.detail);
  assert.match(
    closed.detail,
    /^skipped: the agent closed its output right after its initialize answer, before the \$\/cancel_request$/,
  );
});

Deno.test("probe: an agent whose output ends on the $/cancel_request a moment before it exits still fails cancel-unknown with its code (the exit is waited for)", async () => {
  const exiting = await probe({
    agent: initThen("read l; exec 1>&-; sleep 0.3; echo 'Error: gave up' >&2; exit 2"),
  }, { cancelWindowMs: 10_000 });
  const exited = row(exiting, "cancel-unknown");
  assert.equal(exited.verdict, "fail", exited.detail);
  assert.equal(
    exited.detail,
    `exited with code 2 after a $/cancel_request for an unknown id; its stderr ended with ` +
      `"Error: gave up"`,
  );
});

Deno.test("probe: a response id written another way than the request's (1.0 for 1) fails response-id, saying so; the answer still counts for initialize", async () => {
  const answer = '{"jsonrpc":"2.0","id":1.0,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const report = await probeAgent(
    { agent: `sh -c ${quote(`read l; printf '%s\\n' '${answer}'; exec cat >/dev/null`)}` },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  assert.equal(row(report, "initialize-v1").verdict, "ok", row(report, "initialize-v1").detail);
  const ids = row(report, "response-id");
  assert.equal(ids.verdict, "fail", ids.detail);
  assert.match(ids.detail, /^response id 1\.0 is request id 1 written another way; /);
});

Deno.test("probe: an initialize answered a second time 50 ms later (after the probe stopped waiting) fails response-id as answered twice, and is not taken for an answer to the $/cancel_request notification", async () => {
  const init = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const report = await probeAgent(
    {
      agent: `sh -c ${
        quote(
          // No exec: the shell keeps its stdout open (cat's is /dev/null), or the output ends
          // 50 ms after the answer, as the cancel check looks for an end (a flake under load).
          `read l; printf '%s\\n' '${init}'; sleep 0.05; printf '%s\\n' '${init}'; cat >/dev/null`,
        )
      }`,
    },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const ids = row(report, "response-id");
  assert.equal(ids.verdict, "fail", ids.detail);
  assert.match(ids.detail, /answered twice \(first: id 1\)/);
  const cancel = row(report, "cancel-unknown");
  assert.equal(cancel.verdict, "ok", cancel.detail);
});

/**
 * A python3 agent script: it answers each initialize with v1, the first time with a response to
 * no request (id 999) in the same write, after the answer when `strayAfterInitialize` (so it
 * may reach the probe before or after its next request goes) or before it (so it comes while
 * the initialize is pending); every other request with -32601 under its id plus `idOffset`,
 * after a response to no request (id 998) when `strayBeforeEachAnswer`.
 */
function strayingAgent(
  options: { strayAfterInitialize: boolean; strayBeforeEachAnswer: boolean; idOffset: number },
): string {
  return [
    "import json, sys",
    "first = True",
    "for line in sys.stdin:",
    "    m = json.loads(line)",
    "    if 'id' not in m: continue",
    "    if m['method'] == 'initialize':",
    "        r = {'protocolVersion': 1, 'agentCapabilities': {}}",
    "        answer = json.dumps({'jsonrpc': '2.0', 'id': m['id'], 'result': r})",
    "        stray = json.dumps({'jsonrpc': '2.0', 'id': 999, 'result': {}})",
    `        lines = [answer, stray] if ${
      options.strayAfterInitialize ? "True" : "False"
    } else [stray, answer]`,
    "        print('\\n'.join(lines) if first else answer, flush=True)",
    "        first = False",
    "    else:",
    ...options.strayBeforeEachAnswer
      ? ["        print(json.dumps({'jsonrpc': '2.0', 'id': 998, 'result': {}}), flush=True)"]
      : [],
    "        e = {'code': -32601, 'message': 'Method not found'}",
    `        answer = {'jsonrpc': '2.0', 'id': ${options.idOffset} + m['id'], 'error': e}`,
    "        print(json.dumps(answer), flush=True)",
  ].join("\n");
}

Deno.test("probe: a response to no request, sent before the next request or after it but before its answer, fails response-id as answering no request and is not taken for that request's answer (unknown-method and repeated-initialize still get theirs)", async () => {
  const script = strayingAgent({
    strayAfterInitialize: true,
    strayBeforeEachAnswer: true,
    idOffset: 0,
  });
  const report = await probeAgent(
    { agent: `python3 -c ${quote(script)}` },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const ids = row(report, "response-id");
  assert.equal(ids.verdict, "fail", ids.detail);
  assert.match(
    ids.detail,
    /^\d+ responses answered no request \(id 999, 998\); a client drops them /,
  );
  for (const check of ["unknown-method", "repeated-initialize", "initialize-v1"]) {
    assert.notEqual(row(report, check).verdict, "fail", `${check}: ${row(report, check).detail}`);
    assert.doesNotMatch(row(report, check).detail, /99[89]/);
  }
});

/**
 * A python3 agent: `initialize(version)` gives the answer (a JSON text) to an initialize of
 * that version, or null to refuse it with -32600; any other request gets `other` (a JSON
 * text of the answer's error member).
 */
function pythonAgent(v1: string | null, v2: string | null, other: string): string {
  const script = [
    "import json, sys",
    `answers = {1: ${JSON.stringify(v1 ?? "")}, 2: ${JSON.stringify(v2 ?? "")}}`,
    "for line in sys.stdin:",
    "    m = json.loads(line)",
    "    if 'id' not in m: continue",
    "    head = '{\"jsonrpc\":\"2.0\",\"id\":' + json.dumps(m['id']) + ','",
    "    if m['method'] == 'initialize':",
    "        a = answers.get(m['params'].get('protocolVersion'))",
    '        body = \'"result":\' + a if a else \'"error":{"code":-32600,"message":"no"}\'',
    "    else:",
    `        body = '"error":' + ${JSON.stringify(other)}`,
    "    print(head + body + '}', flush=True)",
  ].join("\n");
  return `python3 -c ${quote(script)}`;
}

Deno.test("probe: agent info and auth methods of odd types show as their JSON in the row's words (not 'no agent info' or 'none'; --json keeps its shapes: null and a list), a name without a version has no blank after it, and an error code that is missing or a string is said so ('an error without a code', '\"-32601\"'), failing jsonrpc", async () => {
  const odd = `{"protocolVersion":1,"agentCapabilities":{},"agentInfo":{"name":123,` +
    `"version":["x"]},"authMethods":{"a":1}}`;
  const missing = await probeAgent(
    { agent: pythonAgent(odd, null, `{"message":"nf"}`) },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const v1 = row(missing, "initialize-v1");
  assert.match(
    v1.detail,
    /; agent info \{"name":123,"version":\["x"\]\} \(no string name\); capabilities \{\}; auth methods: not a list \(\{"a":1\}\)$/,
  );
  // --json keeps its shapes: info {name, version} strings or null, auth methods a list.
  assert.equal(v1.agentInfo, null);
  assert.deepEqual(v1.authMethods, []);
  // A version that is none leaves no blank before the next word.
  const bare = await probeAgent(
    {
      agent: pythonAgent(
        `{"protocolVersion":1,"agentCapabilities":{},"agentInfo":{"name":"bob"}}`,
        null,
        `{"code":-32601,"message":"nf"}`,
      ),
    },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  assert.match(row(bare, "initialize-v1").detail, /; bob; capabilities/);
  assert.deepEqual(row(bare, "initialize-v1").agentInfo, { name: "bob", version: "" });
  assert.match(
    row(missing, "unknown-method").detail,
    /^answered an error without a code instead of -32601 /,
  );
  assert.equal(row(missing, "jsonrpc").verdict, "fail");
  const text = await probeAgent(
    { agent: pythonAgent(odd, null, `{"code":"-32601","message":"nf"}`) },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  assert.match(row(text, "unknown-method").detail, /^answered "-32601" instead of -32601 /);
  assert.equal(row(text, "jsonrpc").verdict, "fail");
});

Deno.test("probe: a v2 agent that refuses a v1 initialize with an error gets a warn (configure it as --v2, or, as a pair's --v2 command, that it is not routed v1 clients), as a v1 agent refusing v2 does, not a fail; refusing both fails both", async () => {
  const v2 = `{"protocolVersion":2,"info":{"name":"n","version":"1"},"capabilities":{}}`;
  const ok = `{"code":-32601,"message":"Method not found"}`;
  const report = await probeAgent(
    { agent: pythonAgent(null, v2, ok) },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const v1 = row(report, "initialize-v1");
  assert.equal(v1.verdict, "warn", v1.detail);
  assert.match(
    v1.detail,
    /^answered a v1 initialize with error -32600 \(no\); a v2 agent should answer protocolVersion 2 \(configure it as --v2\)$/,
  );
  assert.equal(row(report, "initialize-v2").verdict, "ok");
  // As a pair's --v2 command, the advice is already followed (before probe12: "configure it as
  // --v2" all the same).
  const pair = await probeAgent(
    { v1: `${AGENT} --defect none`, v2: pythonAgent(null, v2, ok) },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const slot = pair.checks.find((r) => r.check === "initialize-v1" && r.role === "v2")!;
  assert.equal(slot.verdict, "warn", slot.detail);
  assert.equal(
    slot.detail,
    "answered a v1 initialize with error -32600 (no); a v2 agent should answer protocolVersion " +
      "2 (as the --v2 command it is given only v2 clients, so this one is not routed here)",
  );
  const neither = await probeAgent(
    { agent: pythonAgent(null, null, ok) },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  for (const check of ["initialize-v1", "initialize-v2"]) {
    assert.equal(row(neither, check).verdict, "fail", check);
    assert.doesNotMatch(row(neither, check).detail, /configure it/);
  }
});

Deno.test("probe: response-id names every kind of problem it saw: a wrong id and a response to no request both", async () => {
  const script = strayingAgent({
    strayAfterInitialize: false,
    strayBeforeEachAnswer: false,
    idOffset: 100,
  });
  const report = await probeAgent(
    { agent: `python3 -c ${quote(script)}` },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const ids = row(report, "response-id");
  assert.equal(ids.verdict, "fail", ids.detail);
  assert.match(ids.detail, /^response id 102 does not match request id 2/);
  assert.match(ids.detail, /; \d+ responses answered no request \(id 999\)/);
});

Deno.test("probe: an unknown method answered -32601 under another id than the request's fails unknown-method (the client never gets it), not ok", async () => {
  const init = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const wrong = '{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"Method not found"}}';
  const report = await probeAgent(
    {
      agent: `sh -c ${
        quote(
          `read l; printf '%s\\n' '${init}'; read l; printf '%s\\n' '${wrong}'; exec cat >/dev/null`,
        )
      }`,
    },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const unknown = row(report, "unknown-method");
  assert.equal(unknown.verdict, "fail", unknown.detail);
  assert.match(unknown.detail, /^answered with id 7, not the request's 2 \(see response-id\)/);
});

Deno.test("probe: an agent that writes nothing on stdout gets stdout-noise skipped, not 'every stdout line was a JSON-RPC frame (0 frames)'", async () => {
  const report = await probeAgent(
    { agent: "sh -c 'exec cat >/dev/null'" },
    { session: false, timeoutMs: 300, eofWaitMs: 300 },
  );
  const noise = row(report, "stdout-noise");
  assert.equal(noise.verdict, "skip", noise.detail);
  assert.equal(noise.detail, "skipped: the agent wrote nothing on stdout");
});

Deno.test("probe: an answer without an id to the $/cancel_request notification (codex-acp 0.16's error) fails cancel-unknown, quoted", async () => {
  const stray = '{"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found"}}';
  const report = await probeAgent(
    { agent: initThen(`read l; printf '%s\\n' '${stray}'; exec cat >/dev/null`) },
    { session: false, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  const cancel = row(report, "cancel-unknown");
  assert.equal(cancel.verdict, "fail", cancel.detail);
  assert.ok(
    cancel.detail.startsWith(
      `answered a $/cancel_request notification for an unknown id (${stray}`,
    ),
    cancel.detail,
  );
});

Deno.test("probe: an agent that crashes at start-up (no initialize worked) and exits non-zero around the stdin EOF is no ok stdin-eof: a warning with its code and its last stderr line", async () => {
  const report = await probe({
    agent: `sh -c ${quote("sleep 0.5; echo 'fatal: no config' >&2; exit 3")}`,
  }, { session: false });
  const eof = row(report, "stdin-eof");
  assert.equal(eof.verdict, "warn", eof.detail);
  assert.match(
    eof.detail,
    /^exited with code 3 \d+ ms after stdin EOF; no initialize worked, so it may have been ending by itself; its stderr ended with "fatal: no config"$/,
  );
});

Deno.test("probe: an agent that answers initialize with an error under id null (it could not read it) fails both initialize rows saying so, not 'a v1 agent should answer protocolVersion 1'", async () => {
  const parseError = '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}';
  const report = await probe({
    agent: `sh -c ${quote(`while IFS= read -r l; do printf '%s\\n' '${parseError}'; done`)}`,
  }, { session: false });
  for (const [check, version] of [["initialize-v2", 2], ["initialize-v1", 1]] as const) {
    const got = row(report, check);
    assert.equal(got.verdict, "fail", got.detail);
    assert.equal(
      got.detail,
      `could not read the v${version} initialize: it answered error -32700 (Parse error) under ` +
        `id null, not the request's`,
    );
  }
  assert.equal(row(report, "start-time").verdict, "skip", row(report, "start-time").detail);
});

Deno.test("probe: the schema row counts its answers in words that fit the count ('1 answer valid', not '1 answers valid')", async () => {
  const { schemaRow } = await import("../probe/check_wire.ts");
  const ctx = await probeContext();
  ctx.validations.push({
    label: "the v1 initialize answer",
    version: 1,
    def: "InitializeResponse",
    value: { protocolVersion: 1 },
  });
  const one = await schemaRow(ctx);
  assert.equal(one.verdict, "ok", one.detail);
  assert.match(one.detail, /^1 answer valid against/);
  ctx.validations.push({ ...ctx.validations[0] });
  assert.match((await schemaRow(ctx)).detail, /^2 answers valid against/);
});

/** The checks' shared state for a command that is never run, with the default bounds. */
async function probeContext(signal?: AbortSignal) {
  const { ProbeContext } = await import("../probe/probe_context.ts");
  return new ProbeContext({ command: "true" }, {
    session: false,
    slowStartMs: 2_000,
    timeoutMs: 10_000,
    eofWaitMs: 3_000,
    cancelWindowMs: 500,
    ...(signal === undefined ? {} : { signal }),
  });
}

Deno.test("probe: a session/new or a second initialize answered under another id fails its row (it said ok: a client never gets that answer), and response-id names each wrong id once, not only the first", async () => {
  const init = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  // Every run's second answer, whatever was asked, carries an id of its own: "w" and the pid.
  const second = `{"jsonrpc":"2.0","id":"w$$","result":{"sessionId":"s","protocolVersion":1,` +
    `"agentCapabilities":{}}}`;
  const report = await probeAgent(
    {
      agent: `sh -c ${
        quote(
          `read l; printf '%s\\n' '${init}'; read l; printf '%s\\n' "${
            second.replaceAll('"', '\\"').replace("\\$\\$", "$$")
          }"; exec cat >/dev/null`,
        )
      }`,
    },
    { session: true, timeoutMs: 2_000, eofWaitMs: 1_000 },
  );
  for (const check of ["session-new", "repeated-initialize", "unknown-method"]) {
    const r = row(report, check);
    assert.equal(r.verdict, "fail", `${check}: ${r.detail}`);
    assert.match(r.detail, /^answered with id "w\d+", not the request's 2 \(see response-id\)/);
  }
  const ids = row(report, "response-id");
  assert.equal(ids.verdict, "fail", ids.detail);
  assert.match(
    ids.detail,
    /^response id "w\d+" does not match request id 2 \(and [1-9]\d* more: "w\d+" for 2/,
  );
  const named = ids.detail.match(/"w\d+"/g)!;
  assert.equal(new Set(named).size, named.length, `each wrong id once: ${ids.detail}`);
});

Deno.test("probe: a stop that came before a wait began (while the request was being written) ends that wait at once, not at its timeout (probe9: a SIGTERM in that window was ignored for the whole --probe-timeout-ms, up to 24 days)", async () => {
  const run = AgentRun.start({ command: `sh -c ${quote("exec cat >/dev/null")}` });
  try {
    const stop = new AbortController();
    stop.abort("SIGTERM");
    const waits = Promise.all([
      run.request(1, "initialize", { protocolVersion: 1 }, 60_000, stop.signal),
      run.waitExit(60_000, stop.signal),
    ]);
    const [answer, exited] = await within(waits, 10_000, "the waits of a stopped probe");
    assert.deepEqual([answer, exited], [null, null]);
  } finally {
    await run.stop();
  }
});

Deno.test("probe: an answer behind a prefix on its line (a BOM, a colour code, a logger's long timestamp) is named in the missing answer's row, not only a timeout; a line that only mentions a message, or is broken JSON, is not taken for one (probe9: 'no answer within N ms' and nothing more; regress72)", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const timestamp = `[${"2026-12-07T00:00:00.000Z ".repeat(3)}info agent] `;
  const cases: [string, string, string | null][] = [
    ["a BOM", `printf '\\357\\273\\277%s\\n' '${answer}'`, '"\ufeff"'],
    ["a colour code", `printf '\\033[0m%s\\n' '${answer}'`, '"\\\\u001b\\[0m"'],
    ["a long timestamp", `printf '%s%s\\n' '${timestamp}' '${answer}'`, '"\\[2026-12-07T.*\u2026"'],
    ["broken JSON", `printf '%s\\n' '${answer.slice(0, -2)},}}'`, null],
    ["an echoed request", `printf 'debug: got %s\\n' "$l"`, null],
  ];
  for (const [name, write, prefix] of cases) {
    const report = await probeAgent(
      { agent: `sh -c ${quote(`while read l; do ${write}; done`)}` },
      { session: false, timeoutMs: 1_000, eofWaitMs: 1_000 },
    );
    const init = row(report, "initialize-v1");
    assert.equal(init.verdict, "fail", `${name}: ${init.detail}`);
    const note = new RegExp(
      `^no answer to a v1 initialize within 1000 ms \\(a line held a response behind the prefix ` +
        `${prefix}: an answer must be alone on its line, with nothing before its "\\{" \\(see ` +
        `stdout-noise\\)\\)`,
    );
    if (prefix === null) assert.doesNotMatch(init.detail, /a line held a response/, name);
    else assert.match(init.detail, note, `${name}: ${init.detail}`);
  }
});

Deno.test("probe: an agent that exits 127 or is killed by a signal on a request gets what that means on its row, as the router's lines say it (before probe14: the code alone)", async () => {
  const missing = await probe({ agent: initThen("read l; exit 127") });
  assert.match(
    row(missing, "session-new").detail,
    /^exited with code 127 \(127: a program it runs was not found; check the PATH it gets[^)]*\) without answering session\/new/,
  );
  const killed = await probe({ agent: initThen("read l; kill -SEGV $$") });
  assert.match(
    row(killed, "session-new").detail,
    /^exited with code 139 \(killed by SIGSEGV\) without answering session\/new/,
  );
});

Deno.test("probe: a session/new that gets no answer while the agent runs says what an agent waiting for a login needs, as a -32000 answer does (before probe14: 'no answer within' alone)", async () => {
  const report = await probe({ agent: initThen("while read l; do :; done") }, { timeoutMs: 1_000 });
  const got = row(report, "session-new");
  assert.equal(got.verdict, "fail", got.detail);
  assert.match(
    got.detail,
    /^no answer to session\/new within 1000 ms.*; an agent that waits for a login may answer nothing: log in with the agent's own tool, or probe with --no-session$/,
  );
});

Deno.test("probe: an answer on one line longer than the 8 MiB the probe reads is not judged as noise: stdout-noise warns that it was not read, without the advice for log lines (before probe14: a fail saying 'log to stderr, or --stdout-guard divert')", async () => {
  // Written only to session/new, in one printf: no run ends while it is half written.
  const big = `while read l; do case "$l" in *session/new*) ` +
    `x=$(head -c 9000000 /dev/zero | tr '\\0' a); ` +
    `printf '%s\\n' "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":2,\\"result\\":{\\"x\\":\\"$x\\"}}";; esac; done`;
  const report = await probe({ agent: initThen(big) }, { timeoutMs: 5_000 });
  const noise = row(report, "stdout-noise");
  assert.equal(noise.verdict, "warn", noise.detail);
  assert.match(
    noise.detail,
    /^every stdout line it read was a JSON-RPC frame \(.*\); \d+ lines? longer than 8 MiB, the most the probe reads, (was|were) not judged \(acp-proxy passes longer lines, up to the bounds in its README's limits; a client with a smaller bound drops them\)$/,
  );
  assert.doesNotMatch(noise.detail, /log to stderr/);
  assert.match(row(report, "session-new").detail, /a line longer than 8388608 bytes was not read/);
});

Deno.test('probe: frames that are JSON objects but no JSON-RPC message ({"hello":"world","id":1}) are not called JSON-RPC frames by stdout-noise, which points at the jsonrpc row (before probe14: \'every stdout line was a JSON-RPC frame\')', async () => {
  const odd = `while read l; do printf '%s\\n' '{"hello":"world","id":1}'; done`;
  const report = await probe({ agent: `sh -c ${quote(odd)}` }, { timeoutMs: 1_000 });
  const noise = row(report, "stdout-noise");
  assert.equal(noise.verdict, "ok", noise.detail);
  assert.match(
    noise.detail,
    /^every stdout line was a JSON frame \(\d+ frames? in \d+ runs?\); \d+ frames? of them no JSON-RPC message \(see jsonrpc\)$/,
  );
  // Taken for answers by id, as the other rows take them (regress107: one row said none came).
  assert.equal(row(report, "response-id").verdict, "ok");
  assert.equal(row(report, "jsonrpc").verdict, "fail");
});
