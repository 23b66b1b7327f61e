/**
 * `acp-proxy probe` through the CLI, as a real subprocess: the table (one line per check, an
 * explanation on every warn and fail), `--json` (one document: agent, protocolVersion,
 * checks), exit codes 0 (nothing failed), 1 (something failed), 2 (usage), 143 after SIGTERM,
 * `--name` from a config file, an agent that floods its stdout reported in bounded memory, and
 * nothing the probe started is left running.
 */

import assert from "node:assert/strict";
import { quote, samplePeakMemory } from "./fixtures/support.ts";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DENO = Deno.execPath();
const AGENT = `${DENO} run --allow-run=sleep ${quote(`${ROOT}testing/defect_agent.ts`)}`;
const LIMIT_MS = 60_000;

interface Result {
  code: number;
  stdout: string;
  stderr: string;
  /** The probe's peak resident memory (VmHWM, sampled every 50 ms), in MiB. */
  peakMiB: number;
}

/** The pids of processes whose environment (or command line) holds `marker`. */
function processesWith(marker: string, file: "environ" | "cmdline" = "environ"): number[] {
  const found: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry.name)) continue;
    try {
      if (Deno.readTextFileSync(`/proc/${entry.name}/${file}`).includes(marker)) {
        found.push(Number(entry.name));
      }
    } catch {
      // gone, or not ours
    }
  }
  return found;
}

/**
 * Runs `acp-proxy ARGS` with a marker in its environment (the agents inherit it), bounded;
 * asserts that no process with the marker is left afterwards. With `signalAfterMs`, it gets
 * SIGTERM that long after its first agent process appeared.
 */
async function cli(args: string[], signalAfterMs?: number): Promise<Result> {
  const mark = crypto.randomUUID();
  const child = new Deno.Command(DENO, {
    args: ["run", "-A", `${ROOT}mod.ts`, ...args],
    env: { ACP_PROBE_CLI_MARK: mark, NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    detached: true,
  }).spawn();
  const limit = setTimeout(() => Deno.kill(-child.pid, "SIGKILL"), LIMIT_MS);
  let signal: ReturnType<typeof setTimeout> | undefined;
  let exited = false;
  if (signalAfterMs !== undefined) {
    // Counted from the probe's first agent process (a process with the mark, not the probe):
    // from the start, a loaded machine's probe could be signalled before it had begun.
    void (async () => {
      while (!exited && processesWith(`ACP_PROBE_CLI_MARK=${mark}`).every((p) => p === child.pid)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (!exited) signal = setTimeout(() => child.kill("SIGTERM"), signalAfterMs);
    })();
  }
  const memory = samplePeakMemory(child.pid);
  try {
    const out = await child.output();
    exited = true;
    const peakMiB = memory.stop();
    const decode = (b: Uint8Array) => new TextDecoder().decode(b);
    return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr), peakMiB };
  } finally {
    exited = true;
    memory.stop();
    clearTimeout(limit);
    clearTimeout(signal);
    const left = processesWith(`ACP_PROBE_CLI_MARK=${mark}`);
    for (const pid of left) Deno.kill(pid, "SIGKILL");
    assert.deepEqual(left, [], "processes the probe started are still running");
  }
}

/** A temporary directory, removed (with what is in it) when the test's scope ends. */
async function tempDir(prefix: string): Promise<{ path: string } & AsyncDisposable> {
  const path = await Deno.makeTempDir({ prefix });
  return { path, [Symbol.asyncDispose]: () => Deno.remove(path, { recursive: true }) };
}

Deno.test("probe CLI: a correct agent prints one ok line per check and exits 0", async () => {
  const r = await cli(["probe", "--agent", `${AGENT} --defect none`]);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split("\n");
  assert.match(
    lines[0],
    /^probe .*defect_agent\.ts'? --defect none \(defect-agent 1\.0\.0\), protocol v2$/,
  );
  const rows = lines.slice(1, -1);
  assert.equal(rows.length, 14);
  for (const line of rows) assert.match(line, /^ {2}[a-z0-9-]+ +ok {4}\S/);
  assert.equal(lines.at(-1), "  14 ok, 0 warn, 0 fail, 0 skip");
});

Deno.test("probe CLI: a failing check exits 1, and its line explains the failure", async () => {
  const r = await cli(["probe", "--agent", `${AGENT} --defect internal-error-for-unknown`]);
  assert.equal(r.code, 1, r.stderr);
  assert.match(
    r.stdout,
    /\n {2}unknown-method +fail {2}answered -32603 instead of -32601 \(Method not found\) for an unknown method\n/,
  );
});

Deno.test("probe CLI: --json prints one document with the agent, its protocolVersion and info, and a row per check", async () => {
  const r = await cli(["probe", "--json", "--no-session", "--agent", `${AGENT} --defect banner`]);
  assert.equal(r.code, 1, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.equal(doc.agent.command, `${AGENT} --defect banner`);
  assert.deepEqual(doc.agent.info, { name: "defect-agent", version: "1.0.0" });
  assert.equal(doc.protocolVersion, 2);
  assert.ok(Array.isArray(doc.checks) && doc.checks.length === 14);
  for (const row of doc.checks) {
    assert.equal(typeof row.check, "string");
    assert.ok(["ok", "warn", "fail", "skip"].includes(row.verdict));
    assert.equal(typeof row.detail, "string");
  }
  const byCheck = Object.fromEntries(doc.checks.map((c: { check: string }) => [c.check, c]));
  assert.equal(byCheck["stdout-noise"].verdict, "fail");
  assert.equal(byCheck["session-new"].verdict, "skip");
  assert.equal(byCheck["session-new"].detail, "skipped (--no-session)");
  assert.equal(byCheck["initialize-v2"].protocolVersion, 2);
});

Deno.test("probe CLI: --json stays one document when the agent nests its capabilities 10,000 levels deep: what is deeper than 64 levels is cut (JSON.stringify overflowed the stack: exit 1, nothing printed)", async () => {
  await using scratch = await tempDir("probe_deep_");
  const dir = scratch.path;
  const agent = `${dir}/deep.py`;
  await Deno.writeTextFile(
    agent,
    `import sys, json
d = 10000
for line in sys.stdin:
  req = json.loads(line)
  if "id" not in req: continue
  if req["method"] == "initialize":
      sys.stdout.write('{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":1,"agentInfo":{"name":"t","version":"1"},"agentCapabilities":{"_meta":%s%s},"authMethods":[]}}\\n' % (json.dumps(req["id"]), "["*d, "]"*d))
  else:
      sys.stdout.write(json.dumps({"jsonrpc":"2.0","id":req["id"],"error":{"code":-32601,"message":"nf"}})+"\\n")
  sys.stdout.flush()
`,
  );
  const r = await cli(["probe", "--json", "--no-session", "--agent", `python3 ${agent}`]);
  assert.doesNotMatch(r.stderr, /RangeError|Maximum call stack/, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.equal(doc.protocolVersion, 1);
  assert.ok(r.stdout.length < 1_000_000, `${r.stdout.length} bytes`);
  assert.match(r.stdout, /\[cut: nested deeper than 64 levels\]/);
});

Deno.test("probe CLI: usage errors are one line and exit 2", async () => {
  const dir = await Deno.makeTempDir();
  const NAMED_TWO = `${dir}/two.json`; // a config file naming two agents
  const cases: [string[], RegExp][] = [
    [["probe"], /probe needs the agent: --agent CMD, or --v1 CMD and\/or --v2 CMD/],
    [["probe", "--agent", "a", "--v1", "b"], /not both/],
    [["probe", "--agent", "a", "--probe-timeout-ms", "0"], /--probe-timeout-ms must be/],
    [
      ["probe", "--agent", "http://127.0.0.1:1/acp"],
      /--agent http:\/\/127\.0\.0\.1:1\/acp: probe starts agent commands, and this is a URL/,
    ],
    [["serve", "--v1", "a", "--json"], /--json is for probe only, not serve/],
    // A config file that names agents: they are offered (before: only --agent/--v1/--v2).
    [
      ["probe", "--config", NAMED_TWO],
      /probe needs the agent: .*, or one the config file names \(--name a\|b\), or --all;/,
    ],
  ];
  await Deno.writeTextFile(NAMED_TWO, `{"agents":{"a":{"v1":"cat"},"b":{"v1":"cat"}}}`);
  try {
    for (const [args, message] of cases) {
      const r = await cli(args);
      assert.equal(r.code, 2, args.join(" "));
      assert.equal(r.stdout, "");
      assert.equal(r.stderr.trimEnd().split("\n").length, 1, r.stderr);
      assert.match(r.stderr, message);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("probe CLI: --v1/--v2 probes the pair and says what the router selects for each client", async () => {
  const r = await cli([
    "probe",
    "--no-session",
    "--v1",
    `${AGENT} --defect none --protocol 1`,
    "--v2",
    `${AGENT} --defect none`,
  ]);
  assert.equal(r.code, 0, r.stdout);
  assert.match(r.stdout, /\n {2}v1 initialize-v1 +ok /);
  assert.match(r.stdout, /\n {2}v2 initialize-v2 +ok /);
  assert.match(
    r.stdout,
    /selection +ok {4}the agent router gives a v1 client the --v1 command and a v2 client the --v2 command/,
  );
});

Deno.test("probe CLI: --name probes a named agent of the config file and names it in the report", async () => {
  await using scratch = await tempDir("acp-probe-cli-");
  const dir = scratch.path;
  const config = `${dir}/acp.jsonc`;
  await Deno.writeTextFile(
    config,
    JSON.stringify({ agents: { slow: { v2: `${AGENT} --defect none`, env: { X_PROBE: "1" } } } }),
  );
  const r = await cli(["probe", "--config", config, "--name", "slow", "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.equal(doc.agent.name, "slow");
  assert.deepEqual(doc.agent.command, { v2: `${AGENT} --defect none` });
});

Deno.test("probe CLI: SIGTERM during a probe stops the agent, prints the report so far and exits 143", async () => {
  const r = await cli(["probe", "--agent", `${AGENT} --defect slow-start`], 1_000);
  assert.equal(r.code, 143, r.stderr);
  assert.match(r.stdout, /skipped: the probe was interrupted/);
});

Deno.test("probe CLI: SIGTERM while the agent has not answered yet makes the running check a skip that says so, not a 'no answer within' failure it never waited for", async () => {
  // The signal comes 1 s after the agent started, well under the 10 s the probe would wait.
  const r = await cli(["probe", "--json", "--no-session", "--agent", "sleep 1000"], 1_000);
  assert.equal(r.code, 143, r.stderr);
  const rows = JSON.parse(r.stdout).checks as { check: string; verdict: string; detail: string }[];
  const first = rows.find((row) => row.check === "initialize-v2");
  assert.deepEqual(
    { verdict: first?.verdict, detail: first?.detail },
    { verdict: "skip", detail: "skipped: the probe was interrupted while this check ran" },
  );
  assert.ok(!r.stdout.includes("within 10000 ms"), r.stdout);
  assert.deepEqual(rows.filter((row) => row.verdict === "fail"), []);
});

/**
 * A python3 agent for signal timing: it answers `initialize` (in the version asked) and
 * `session/new`; with `cancel` it sends SIGINT to the probe when a `$/cancel_request` comes
 * (then answers it 200 ms later); with `leftover` it leaves a child in a session of its own
 * that, 0.2 s after the agent has gone, writes the time to `AT_FILE` and sends the probe SIGINT.
 */
const SIGNALLING_AGENT = `
import json, os, signal, sys, time
mode, at_file = sys.argv[1], sys.argv[2]
probe = os.getppid()
def send(m):
    sys.stdout.write(json.dumps(m) + "\\n"); sys.stdout.flush()
if mode == "leftover":
    agent = os.getpid()
    if os.fork() == 0:
        os.setsid()
        while True:
            try:
                if open("/proc/%d/stat" % agent).read().split(")")[1].split()[0] == "Z": break
            except Exception: break
            time.sleep(0.02)
        time.sleep(0.2)
        open(at_file, "w").write(repr(time.time())); os.kill(probe, signal.SIGINT)
        time.sleep(30); os._exit(0)
for line in sys.stdin:
    m = json.loads(line)
    method = m.get("method")
    if method == "$/cancel_request" and mode == "cancel":
        open(at_file, "w").write(repr(time.time())); os.kill(probe, signal.SIGINT)
        time.sleep(0.2); send({"jsonrpc": "2.0", "error": {"code": -32601, "message": "nf"}})
    elif method == "initialize":
        v = m["params"]["protocolVersion"]
        info = {"agentInfo": {"name": "sig", "version": "1"}} if v == 1 else {"info": {"name": "sig", "version": "1"}}
        send({"jsonrpc": "2.0", "id": m["id"], "result": {"protocolVersion": v, "agentCapabilities": {}, **info}})
    elif method == "session/new":
        send({"jsonrpc": "2.0", "id": m["id"], "result": {"sessionId": "s1"}})
`;

for (const mode of ["cancel", "leftover"] as const) {
  const check = mode === "cancel" ? "cancel-unknown" : "leftover-processes";
  Deno.test(`probe CLI: SIGINT during the ${check} wait ends the probe at once (exit 130) and makes that row a skip that says so, not ${mode === "cancel" ? "an 'ok: no answer within 500 ms' it never waited for" : "a wait of 3 s more for the processes the agent left"}`, async () => {
    await using scratch = await tempDir("acp-probe-cli-");
    const agent = `${scratch.path}/agent.py`;
    const at = `${scratch.path}/signal-at`;
    await Deno.writeTextFile(agent, SIGNALLING_AGENT);
    const r = await cli([
      "probe",
      "--json",
      "--no-session",
      "--agent",
      `python3 ${agent} ${mode} ${at}`,
    ]);
    const exitedAt = Date.now();
    assert.equal(r.code, 130, r.stderr);
    const rows = JSON.parse(r.stdout).checks as {
      check: string;
      verdict: string;
      detail: string;
    }[];
    const row = rows.find((row) => row.check === check);
    assert.deepEqual(
      { verdict: row?.verdict, detail: row?.detail },
      { verdict: "skip", detail: "skipped: the probe was interrupted while this check ran" },
      r.stdout,
    );
    // The leftover wait is 3 s whatever the load: before, the exit came 3.3-3.4 s after the signal.
    const afterSignal = exitedAt - 1000 * Number(await Deno.readTextFile(at));
    if (mode === "leftover") assert.ok(afterSignal < 2_500, `exit ${afterSignal} ms after SIGINT`);
  });
}

Deno.test("probe CLI: --all probes every named agent in order, names the agent on every row, and exits 1 when one of them fails", async () => {
  await using scratch = await tempDir("acp-probe-cli-");
  const dir = scratch.path;
  const config = `${dir}/acp.jsonc`;
  await Deno.writeTextFile(
    config,
    JSON.stringify({
      name: "good", // a default pick does not narrow --all
      agents: {
        good: { v1: `${AGENT} --defect none` },
        noisy: { v1: `${AGENT} --defect banner` },
        far: { v2: "https://agents.example/acp" },
      },
    }),
  );
  const table = await cli(["probe", "--config", config, "--all", "--no-session"]);
  assert.equal(table.code, 1, table.stderr);
  const rows = table.stdout.split("\n").filter((l) =>
    /^ {2}\S+ {2,}\S/.test(l) && !/ ok, /.test(l)
  );
  assert.ok(rows.length > 3, table.stdout);
  // Names are padded to the longest ("noisy"), so the checks line up.
  for (const row of rows) {
    assert.match(row, /^ {2}(good |noisy|far {2}) {2}\S/, `row names its agent: ${row}`);
  }
  assert.match(table.stdout, /^ {2}noisy {2}v1 stdout-noise\s+fail/m);
  assert.match(table.stdout, /^ {2}far {4}remote\s+skip\s+a remote agent/m);

  const json = await cli(["probe", "--config", config, "--all", "--no-session", "--json"]);
  assert.equal(json.code, 1, json.stderr);
  const reports = JSON.parse(json.stdout);
  assert.deepEqual(reports.map((r: { agent: { name: string } }) => r.agent.name), [
    "good",
    "noisy",
    "far",
  ]);
  const failing = (r: { checks: { verdict: string; check: string }[] }) =>
    r.checks.filter((c) => c.verdict === "fail" || c.verdict === "warn").map((c) => c.check);
  assert.deepEqual(failing(reports[0]), []);
  assert.deepEqual(failing(reports[1]), ["stdout-noise"]);

  // A config of one named agent: its rows still name it.
  const one = `${dir}/one.jsonc`;
  await Deno.writeTextFile(one, JSON.stringify({ agents: { far: { v2: "https://a.example" } } }));
  const single = await cli(["probe", "--config", one, "--all", "--no-session"]);
  assert.match(single.stdout, /^ {2}far {2}remote\s+skip/m, single.stdout);
  // And --json is still an array: a script reading --all gets a list whatever the count.
  const singleJson = await cli(["probe", "--config", one, "--all", "--no-session", "--json"]);
  const list = JSON.parse(singleJson.stdout);
  assert.ok(Array.isArray(list), singleJson.stdout);
  assert.deepEqual(list.map((r: { agent: { name: string } }) => r.agent.name), ["far"]);
});

Deno.test("probe CLI: a signal during --all still lists every named agent: the ones not reached say the probe was interrupted (they were left out), and a pair cut short gets no 'selection' fail", async () => {
  await using scratch = await tempDir("acp-probe-cli-");
  const config = `${scratch.path}/acp.jsonc`;
  await Deno.writeTextFile(
    config,
    JSON.stringify({
      agents: {
        silent: { v1: "sleep 1000", v2: "sleep 1000" },
        good: { v1: `${AGENT} --defect none` },
        far: { v2: "https://agents.example/acp" },
      },
    }),
  );
  const r = await cli(["probe", "--config", config, "--all", "--no-session", "--json"], 2_000);
  assert.equal(r.code, 143, r.stderr);
  const reports = JSON.parse(r.stdout) as {
    agent: { name: string };
    checks: { check: string; verdict: string; detail: string }[];
  }[];
  assert.deepEqual(reports.map((report) => report.agent.name), ["silent", "good", "far"]);
  assert.deepEqual(
    reports.flatMap((report) => report.checks.filter((c) => c.verdict === "fail")),
    [],
  );
  const selection = reports[0].checks.find((c) => c.check === "selection");
  assert.deepEqual(selection, {
    check: "selection",
    verdict: "skip",
    detail: "skipped: the probe was interrupted",
  });
  assert.ok(reports[1].checks.length > 3);
  for (const row of reports[1].checks) {
    assert.equal(row.verdict, "skip", row.check);
    if (row.check !== "session-new") { // --no-session says so first
      assert.equal(row.detail, "skipped: the probe was interrupted", row.check);
    }
  }
});

Deno.test("probe CLI: a named pair with a command and a remote URL: --all and --name probe the command and say the URL side is not probed (--all skipped the whole agent; --name refused it, exit 2, so the command could be probed only with --all); a named agent that is only a URL is one remote row", async () => {
  await using scratch = await tempDir("acp-probe-cli-");
  const config = `${scratch.path}/acp.jsonc`;
  const text = JSON.stringify({
    agents: { mix: { v1: `${AGENT} --defect none`, v2: "wss://agents.example/acp" } },
  });
  await Deno.writeTextFile(config, text);
  const r = await cli(["probe", "--config", config, "--all", "--no-session"]);
  assert.equal(r.code, 0, r.stdout);
  assert.match(r.stdout, /--v2 wss:\/\/agents\.example\/acp \(not probed\)/);
  assert.match(r.stdout, /^ {2}mix {2}v1 initialize-v1 +ok /m);
  assert.match(r.stdout, /^ {2}mix {2}selection +skip +the --v2 agent is a remote URL/m);
  assert.match(r.stdout, /^ {2}mix {2}v2 remote +skip +a remote agent/m);
  const named = await cli(["probe", "--config", config, "--name", "mix", "--no-session"]);
  assert.equal(named.code, 0, named.stderr);
  assert.match(named.stdout, /--v2 wss:\/\/agents\.example\/acp \(not probed\)/);
  assert.match(named.stdout, /^ {2}v1 initialize-v1 +ok /m);
  assert.match(named.stdout, /^ {2}selection +skip +the --v2 agent is a remote URL/m);
  assert.match(named.stdout, /^ {2}v2 remote +skip +a remote agent/m);
  await Deno.writeTextFile(
    config,
    JSON.stringify({ agents: { far: { v2: "wss://agents.example/acp" } } }),
  );
  const far = await cli(["probe", "--config", config, "--name", "far"]);
  assert.equal(far.code, 0, far.stderr);
  assert.match(far.stdout, /^ {2}remote +skip +a remote agent/m);
});

Deno.test("probe CLI: --all with --name, --agent or --v1, without named agents, or with an entry whose cwd is not a directory, is a usage error that names only what the user gave (not the named agent's own commands)", async () => {
  await using scratch = await tempDir("acp-probe-cli-");
  const dir = scratch.path;
  const config = `${dir}/acp.jsonc`;
  await Deno.writeTextFile(config, JSON.stringify({ agents: { a: { v1: "cat" } } }));
  for (
    const [args, message] of [
      [["--name", "a"], /probe --all probes every named agent; remove --name; run/],
      [["--agent", "cat"], /remove --agent/],
      [["--v1", "cat"], /remove --v1/],
    ] as const
  ) {
    const r = await cli(["probe", "--config", config, "--all", ...args]);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, message);
  }
  const none = await cli(["probe", "--all"]);
  assert.equal(none.code, 2);
  assert.match(
    none.stderr,
    /^acp-proxy: --all needs named agents to probe: add "agents"[^\n]*\n$/,
  );
  // The file's "all": true, named at its place (before: "probe --all", a flag nobody typed).
  const allOnly = `${dir}/all.jsonc`;
  await Deno.writeTextFile(allOnly, `{\n  "all": true\n}\n`);
  const inFile = await cli(["probe", "--config", allOnly]);
  assert.equal(inFile.code, 2, inFile.stderr);
  assert.match(
    inFile.stderr,
    /^acp-proxy: [^\n]*all\.jsonc:2:3: "all" needs named agents to probe: add "agents"[^\n]*\n$/,
  );
  const elsewhere = await cli(["serve", "--all", "--v1", "cat"]);
  assert.equal(elsewhere.code, 2);
  assert.match(elsewhere.stderr, /--all is for probe only/);
  // An entry's cwd that is not a directory: a usage error before anything is probed, as with
  // --name (not a probe whose rows blame the command).
  const badCwd = `${dir}/bad.jsonc`;
  await Deno.writeTextFile(
    badCwd,
    JSON.stringify({ agents: { a: { v1: "cat" }, b: { v1: "cat", cwd: "nope" } } }),
  );
  const cwd = await cli(["probe", "--config", badCwd, "--all", "--no-session"]);
  assert.equal(cwd.code, 2, cwd.stderr);
  assert.equal(cwd.stdout, "");
  assert.match(
    cwd.stderr,
    /^acp-proxy: \S+bad\.jsonc:1:\d+: probe --all: the cwd \S+\/nope of b does not exist; fix "agents\.b\.cwd"; run 'acp-proxy --help' for usage\n$/,
  );
  // One written ~/dir: said that ~ is not expanded there, as with --name (regress74).
  await Deno.writeTextFile(
    badCwd,
    JSON.stringify({ agents: { a: { v1: "cat" }, b: { v1: "cat", cwd: "~/nope" } } }),
  );
  const tilde = await cli(["probe", "--config", badCwd, "--all", "--no-session"]);
  assert.equal(tilde.code, 2, tilde.stderr);
  assert.match(
    tilde.stderr,
    /probe --all: the cwd \S+\/~\/nope of b does not exist; fix "agents\.b\.cwd" \(a leading ~ is not expanded in a cwd: give the full path\); run/,
  );
});

/** The probe's memory bound in these tests: far above what it needs, far below a flood's. */
const FLOOD_PEAK_MIB = 300;

/** Probes `agent` with short waits; returns the parsed report and the run. */
async function probeFlood(agent: string) {
  const r = await cli([
    "probe",
    "--agent",
    agent,
    "--json",
    "--no-session",
    "--probe-timeout-ms",
    "1500",
    "--eof-wait-ms",
    "300",
  ]);
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stderr, "");
  assert.ok(r.peakMiB > 0 && r.peakMiB < FLOOD_PEAK_MIB, `peak ${r.peakMiB} MiB`);
  const report = JSON.parse(r.stdout) as {
    checks: { check: string; verdict: string; detail: string; lines?: string[] }[];
  };
  const row = (check: string) => report.checks.find((c) => c.check === check)!;
  return { row };
}

Deno.test("probe CLI: an agent that floods stdout with text lines gets its line count and first lines, in bounded memory", async () => {
  const { row } = await probeFlood("yes");
  const noise = row("stdout-noise");
  assert.equal(noise.verdict, "fail");
  const count = Number(/^([0-9]+) stdout lines are not JSON-RPC/.exec(noise.detail)?.[1]);
  assert.ok(count > 100_000, noise.detail);
  assert.match(noise.detail, /\(before the first frame: "y"\)/);
  assert.deepEqual(noise.lines, ["y", "y", "y", "y", "y"]);
  assert.match(row("initialize-v1").detail, /^no answer to a v1 initialize within 1500 ms/);
});

Deno.test("probe CLI: an agent that floods stdout with frames gets them counted, and a warning that later answers were not seen", async () => {
  const { row } = await probeFlood("yes {}");
  const noise = row("stdout-noise");
  assert.equal(noise.verdict, "warn");
  const [, seen, runs, unkept] =
    /^every stdout line was a JSON frame \(([0-9]+) frames in ([0-9]+) runs\); [0-9]+ frames of them no JSON-RPC message \(see jsonrpc\); ([0-9]+) frames were only counted: a run keeps its first 10000 frames \(32 MiB\)/
      .exec(noise.detail) ?? [];
  assert.ok(Number(seen) > 100_000 && Number(unkept) > 0, noise.detail);
  assert.ok(Number(seen) - Number(unkept) <= 10_000 * Number(runs), noise.detail);
  assert.match(
    row("jsonrpc").detail,
    new RegExp(`^${seen} frames lack "jsonrpc": "2.0" \\(first: \\{\\}\\)`),
  );
});

Deno.test("probe CLI: an agent that writes one endless line gets it reported as a line too long to judge, in bounded memory (not as noise with the advice for log lines: probe14)", async () => {
  const { row } = await probeFlood("cat /dev/zero");
  const noise = row("stdout-noise");
  assert.equal(noise.verdict, "warn");
  assert.match(
    noise.detail,
    /^[0-9]+ lines? longer than 8 MiB, the most the probe reads, (was|were) not judged/,
  );
});

for (const during of ["the report's write", "the probing"] as const) {
  Deno.test(`probe: a signal during ${during}, the report then waiting for a reader that takes none of it (| sleep 30), ends the probe with 128+N (before: the write held the probe until SIGKILL; after a signal while probing, until a second signal)`, async () => {
    const dir = await Deno.makeTempDir();
    const marker = `${3000 + Math.floor(Math.random() * 900)}.${Date.now() % 1000}`;
    try {
      // 600 remote entries: rows without any agent to start, a report far past a pipe's
      // 64 KiB; probing: an agent that answers nothing, signalled while it is probed.
      const agents: Record<string, { v1: string }> = Object.fromEntries(
        Array.from({ length: 600 }, (_, i) => [`a${i}`, { v1: `ws://127.0.0.1:9/acp${i}` }]),
      );
      if (during === "the probing") agents.silent = { v1: `sleep ${marker}` };
      const config = `${dir}/many.json`;
      await Deno.writeTextFile(config, JSON.stringify({ agents }));
      const child = new Deno.Command(DENO, {
        args: ["run", "-A", `${ROOT}mod.ts`, "probe", "--config", config, "--all", "--json"],
        stdin: "null",
        stdout: "piped", // never read
        stderr: "null",
      }).spawn();
      try {
        const deadline = Date.now() + LIMIT_MS;
        // Until one of its threads waits to write to the full pipe, or the silent agent runs.
        const ready = () => {
          if (during === "the probing") return processesWith(marker, "cmdline").length > 0;
          for (const task of Deno.readDirSync(`/proc/${child.pid}/task`)) {
            const wchan = Deno.readTextFileSync(`/proc/${child.pid}/task/${task.name}/wchan`);
            if (wchan.includes("pipe_write")) return true;
          }
          return false;
        };
        while (!ready()) {
          assert.ok(Date.now() < deadline, `never reached ${during}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        child.kill("SIGINT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        const { code, signal } = await child.status;
        clearTimeout(timer);
        assert.equal(signal, null, "the probe had to be killed");
        assert.equal(code, 130);
      } finally {
        await child.stdout.cancel();
      }
    } finally {
      for (const pid of processesWith(marker, "cmdline")) Deno.kill(pid, "SIGKILL");
      await Deno.remove(dir, { recursive: true });
    }
  });
}

Deno.test("probe --all runs each entry as a named agent, as --name does: its processes get ACP_PROXY_NAMED_AGENTS naming the file and the entry (before: only --name set it, so an entry that runs acp-proxy with its own name again looped one level further)", async () => {
  const dir = await Deno.realPath(await Deno.makeTempDir());
  try {
    const seen = `${dir}/seen.txt`;
    const config = `${dir}/agents.json`;
    const agent = `sh -c ${
      quote(`printf '%s' "$ACP_PROXY_NAMED_AGENTS" > ${quote(seen)}; exec ${AGENT}`)
    }`;
    await Deno.writeTextFile(config, JSON.stringify({ agents: { dump: { v1: agent } } }));
    const { code, stderr } = await new Deno.Command(DENO, {
      args: ["run", "-A", `${ROOT}mod.ts`, "probe", "--config", config, "--all", "--no-session"],
      stdin: "null",
      stdout: "null",
      stderr: "piped",
      signal: AbortSignal.timeout(LIMIT_MS),
    }).output();
    assert.equal(code, 0, new TextDecoder().decode(stderr));
    assert.equal(await Deno.readTextFile(seen), `${config}#dump`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
