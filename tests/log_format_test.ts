/**
 * `--log-format text|json` (issue 12 §3): with `json`, each of the daemon's own log lines, on
 * stderr or in `--log-file`, is one JSON object with `level` (`error`/`warn`/`info`/`debug`),
 * `msg`, `ts` and `name`; the agent's own stderr still passes through raw. All three modes;
 * config key `log-format`. `text` (the default) keeps `acp-proxy: LEVEL: message`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { LOG_LEVELS, MAX_PENDING_LOG_LINES, stderrLogger } from "../log/logger.ts";
import { daemonArgv, DENO, ROOT } from "./fixtures/fixture_commands.ts";
import { BYTE_PATHS, quote } from "./fixtures/e2e/harness.ts";
import { denoCommand, RECORD_AGENT, runBytes } from "./fixtures/observability/run.ts";

const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
/** What the agent writes to its stderr: not JSON, and shaped like neither log format. */
const AGENT_LINE = `agent: plain stderr {"half": [json`;
const decoder = new TextDecoder();

/** A daemon log line in the json format, checked field by field. */
interface JsonLogLine {
  level: string;
  msg: string;
  ts: string;
  name: string;
}

/** Parses one json-format log line, failing unless it has exactly the contract's shape. */
function jsonLogLine(line: string, startedAt: number): JsonLogLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    assert.fail(`not a JSON log line: ${JSON.stringify(line)}`);
  }
  assert.ok(typeof value === "object" && value !== null && !Array.isArray(value), line);
  const entry = value as JsonLogLine;
  assert.deepEqual(Object.keys(entry).sort(), ["level", "msg", "name", "ts"], line);
  assert.ok((LOG_LEVELS as readonly string[]).includes(entry.level), line);
  assert.equal(typeof entry.msg, "string", line);
  assert.equal(entry.name, "acp-proxy", line);
  const ts = Date.parse(entry.ts);
  assert.ok(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(entry.ts), `ISO time: ${entry.ts}`);
  assert.ok(ts >= startedAt - 1_000 && ts <= Date.now() + 1_000, `a time of this run: ${entry.ts}`);
  return entry;
}

function lines(text: string): string[] {
  return text.split("\n").filter((l) => l !== "");
}

/** The record agent as a `--v1` command that writes {@linkcode AGENT_LINE} to its stderr. */
function agentWritingStderr(dir: string): string {
  return denoCommand(RECORD_AGENT, ["--record", `${dir}/record.json`, "--stderr", AGENT_LINE]);
}

async function withDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "acp-log-format-" });
  try {
    return await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

for (const path of BYTE_PATHS) {
  Deno.test(`log format (${path.name}): with --log-format json every daemon line on stderr is one JSON object {level, msg, ts, name}, and the agent's own stderr line passes raw`, async () => {
    await withDir(async (dir) => {
      const startedAt = Date.now();
      const run = await runBytes(
        daemonArgv(
          "--v1",
          agentWritingStderr(dir),
          "--log-format",
          "json",
          "--log-level",
          "debug",
          ...path.args,
        ),
        INIT,
      );
      assert.equal(run.code, 0, run.stderr);
      const all = lines(run.stderr);
      assert.equal(all.filter((l) => l === AGENT_LINE).length, 1, run.stderr);
      const entries = all.filter((l) => l !== AGENT_LINE).map((l) => jsonLogLine(l, startedAt));
      const levels = new Set(entries.map((e) => e.level));
      assert.ok(levels.has("info") && levels.has("debug"), [...levels].join());
      assert.ok(
        entries.some((e) =>
          e.level === "info" && e.msg === "selected ACP v1 agent for requested version 1"
        ),
      );
      assert.ok(
        entries.some((e) => e.level === "info" && /^started the v1 agent \(pid \d+\)$/.test(e.msg)),
      );
      assert.ok(entries.some((e) => e.level === "debug" && e.msg.startsWith("byte path: ")));
    });
  });
}

Deno.test("log format: json lines go to --log-file, which then holds only JSON objects; stderr carries only the agent's raw line", async () => {
  await withDir(async (dir) => {
    const log = `${dir}/acp-proxy.log`;
    const startedAt = Date.now();
    const run = await runBytes(
      daemonArgv(
        "--v1",
        agentWritingStderr(dir),
        "--log-format",
        "json",
        "--log-level",
        "debug",
        "--log-file",
        log,
      ),
      INIT,
    );
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, `${AGENT_LINE}\n`);
    const entries = lines(await Deno.readTextFile(log)).map((l) => jsonLogLine(l, startedAt));
    assert.ok(entries.length >= 3, JSON.stringify(entries));
    assert.ok(entries.some((e) => e.msg === "selected ACP v1 agent for requested version 1"));
  });
});

Deno.test("log format: text, the default and with --log-format text, writes acp-proxy: LEVEL: message lines", async () => {
  await withDir(async (dir) => {
    for (const flags of [[], ["--log-format", "text"]]) {
      const run = await runBytes(
        daemonArgv("--v1", agentWritingStderr(dir), "--log-level", "info", ...flags),
        INIT,
      );
      assert.equal(run.code, 0, run.stderr);
      const daemon = lines(run.stderr).filter((l) => l !== AGENT_LINE);
      assert.ok(daemon.length >= 2, run.stderr);
      for (const line of daemon) assert.match(line, /^acp-proxy: (error|warn|info|debug): \S/);
      assert.ok(daemon.includes("acp-proxy: info: selected ACP v1 agent for requested version 1"));
      assert.ok(run.stderr.includes(`${AGENT_LINE}\n`));
    }
  });
});

Deno.test("log format: json in proxy and connect modes, and from the config key log-format", async (t) => {
  await t.step("proxy --log-format json", async () => {
    await withDir(async (dir) => {
      const startedAt = Date.now();
      const run = await runBytes(
        daemonArgv(
          "proxy",
          "--v1",
          agentWritingStderr(dir),
          "--log-format",
          "json",
          "--log-level",
          "info",
        ),
        INIT.replace('"initialize"', '"_proxy/initialize"'),
      );
      assert.equal(run.code, 0, run.stderr);
      const entries = lines(run.stderr).filter((l) => l !== AGENT_LINE)
        .map((l) => jsonLogLine(l, startedAt));
      assert.ok(entries.some((e) => e.msg === "selected ACP v1 proxy for requested version 1"));
    });
  });
  await t.step("connect --log-format json (the client program's stderr stays raw)", async () => {
    await withDir(async (dir) => {
      const log = `${dir}/acp-proxy.log`;
      const client = `${DENO} run ${
        quote(`${ROOT}testing/scripted_client.ts`)
      } --protocol 1 --prompt hi`;
      const agent = `${DENO} run ${quote(`${ROOT}testing/scripted_agent.ts`)} --protocol 1`;
      const startedAt = Date.now();
      const run = await runBytes(
        daemonArgv(
          "connect",
          "--v1",
          client,
          "--agent",
          agent,
          "--log-format",
          "json",
          "--log-level",
          "info",
          "--log-file",
          log,
        ),
        "",
      );
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stderr, /^-> \{"jsonrpc":"2\.0","id":1,"method":"initialize"/m);
      assert.doesNotMatch(run.stderr, /"name":"acp-proxy"/, "the daemon's lines are in the file");
      const entries = lines(await Deno.readTextFile(log)).map((l) => jsonLogLine(l, startedAt));
      assert.ok(entries.some((e) => e.level === "info" && e.msg === "selected the v1 client"));
      assert.ok(entries.some((e) => e.msg === "the v1 client exited with code 0"));
    });
  });
  await t.step('a config file with "log-format": "json"; the flag wins over it', async () => {
    await withDir(async (dir) => {
      const config = `${dir}/config.jsonc`;
      await Deno.writeTextFile(config, `{"log-format": "json", "log-level": "info"}\n`);
      const startedAt = Date.now();
      const json = await runBytes(
        daemonArgv("--v1", agentWritingStderr(dir), "--config", config),
        INIT,
      );
      assert.equal(json.code, 0, json.stderr);
      const entries = lines(json.stderr).filter((l) => l !== AGENT_LINE)
        .map((l) => jsonLogLine(l, startedAt));
      assert.ok(entries.length >= 2);
      const text = await runBytes(
        daemonArgv("--v1", agentWritingStderr(dir), "--config", config, "--log-format", "text"),
        INIT,
      );
      assert.match(text.stderr, /^acp-proxy: info: selected ACP v1 agent/m);
    });
  });
});

Deno.test("log format: the stdout guard's warning is a JSON log line too", async () => {
  const agent = `sh -c 'printf "Welcome\\n\\033[0m\\n"; ` +
    `exec "${DENO}" run "${ROOT}testing/scripted_agent.ts" --protocol 1'`;
  const startedAt = Date.now();
  const run = await runBytes(
    daemonArgv("--v1", agent, "--stdout-guard", "drop", "--log-format", "json"),
    INIT,
  );
  assert.equal(run.code, 0, run.stderr);
  const entries = lines(run.stderr).map((l) => jsonLogLine(l, startedAt));
  assert.deepEqual(
    entries.map(({ level, msg }) => ({ level, msg })),
    [{ level: "warn", msg: "dropped 2 non-JSON lines of the agent's stdout" }],
  );
});

// ---------------------------------------------------------------------------------------------
// The logger as a library.

/** A logger whose lines are collected; `gate` holds every write until it resolves. */
function collecting(level: "error" | "warn" | "info" | "debug", gate?: Promise<void>) {
  const written: string[] = [];
  const log = stderrLogger(level, async (bytes) => {
    await gate;
    written.push(decoder.decode(bytes));
  }, "json");
  return { log, written };
}

Deno.test("log format (library): a json line is one line whatever the message (LF, quotes, control characters, non-ASCII) and reads back exactly", async () => {
  const { log, written } = collecting("debug");
  const messages = ["two\nlines", `"quoted" \\ back`, "bell \x07 esc \x1b[0m", "é 😀 \u2028"];
  const startedAt = Date.now();
  log.error(messages[0]);
  log.warn(messages[1]);
  log.info(messages[2]);
  log.debug(messages[3]);
  await log.flush?.();
  assert.equal(written.length, 4);
  for (const chunk of written) {
    assert.ok(chunk.endsWith("\n") && chunk.indexOf("\n") === chunk.length - 1, chunk);
  }
  const entries = written.map((w) => jsonLogLine(w.slice(0, -1), startedAt));
  assert.deepEqual(entries.map((e) => e.level), ["error", "warn", "info", "debug"]);
  assert.deepEqual(entries.map((e) => e.msg), messages);
});

Deno.test("log format (library): json honours the level, and the count of lines dropped while stderr was full is a json line too", async () => {
  const filtered = collecting("warn");
  filtered.log.info("hidden");
  filtered.log.debug("hidden");
  filtered.log.warn("shown");
  await filtered.log.flush?.();
  assert.deepEqual(filtered.written.map((w) => JSON.parse(w).msg), ["shown"]);

  let release!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  const { log, written } = collecting("info", gate);
  const total = MAX_PENDING_LOG_LINES + 50;
  for (let i = 0; i < total; i++) log.info(`line ${i}`);
  release();
  await log.flush?.();
  const entries = written.map((w) => jsonLogLine(w.slice(0, -1), 0));
  const last = entries.at(-1)!;
  assert.equal(last.level, "warn");
  const match = /^(\d+) log lines dropped \(their output could not keep up\)$/.exec(last.msg);
  assert.ok(match, last.msg);
  assert.equal(entries.length - 1 + Number(match[1]), total, "every line written or counted");
});

/** Runs the daemon with `args` (stdin empty) and returns its exit code and stderr lines. */
async function refused(args: string[]): Promise<{ code: number; lines: string[] }> {
  const [cmd, ...rest] = daemonArgv(...args);
  const out = await new Deno.Command(cmd, {
    args: rest,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
    signal: AbortSignal.timeout(30_000),
  }).output();
  return { code: out.code, lines: lines(decoder.decode(out.stderr)) };
}

/** Each way the CLI refuses to start that names a file or address (exit 2). */
function refusals(dir: string, weird: string): { name: string; args: string[]; says: RegExp }[] {
  return [
    { name: "a usage error", args: ["--bogus", weird], says: /unknown flag|--bogus/ },
    {
      name: "a --log-file that cannot be opened",
      args: ["--log-file", `${dir}/none/${weird}`, "--v1", "cat"],
      says: /cannot open --log-file/,
    },
    {
      name: "a --transcript in a missing directory",
      args: ["--transcript", `${dir}/none/${weird}`, "--v1", "cat"],
      says: /--transcript .*no such directory/,
    },
    {
      name: "an empty --token-file",
      args: ["--listen", "127.0.0.1:0", "--token-file", `${dir}/empty`, "--v1", "cat"],
      says: /--token-file .* is empty/,
    },
    {
      name: "a --token-file that cannot be read",
      args: ["--listen", "127.0.0.1:0", "--token-file", `${dir}/${weird}`, "--v1", "cat"],
      says: /cannot read --token-file/,
    },
    {
      name: "a --remote-token-file that cannot be read",
      args: ["--remote-token-file", `${dir}/${weird}`, "--v1", "http://127.0.0.1:1/acp"],
      says: /cannot read --remote-token-file/,
    },
    {
      name: "a remote agent address that is no URL",
      args: ["--v1", `http://exa mple/${weird}`],
      says: /not a remote agent address/,
    },
  ];
}

Deno.test("log format: with --log-format json the CLI's refusals to start (a usage error, a --log-file, --transcript, --token-file or --remote-token-file that cannot be used, a bad remote address) are one JSON error line each, exit 2", async () => {
  await withDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/empty`, "");
    for (const c of refusals(dir, "x")) {
      const startedAt = Date.now();
      const run = await refused(["--log-format", "json", ...c.args]);
      assert.equal(run.code, 2, `${c.name}: ${run.lines.join("\n")}`);
      assert.equal(run.lines.length, 1, `${c.name}: ${run.lines.join("\n")}`);
      const entry = jsonLogLine(run.lines[0], startedAt);
      assert.equal(entry.level, "error", c.name);
      assert.match(entry.msg, c.says, c.name);
    }
  });
});

Deno.test("log format: a refusal that quotes a path holding a newline or an escape stays one line, in text and in json (no forged log line, no terminal control)", async () => {
  await withDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/empty`, "");
    const weird = `no\n{"level":"info","msg":"forged"}\u001b[2J`;
    for (const format of ["text", "json"]) {
      for (const c of refusals(dir, weird)) {
        const run = await refused(["--log-format", format, ...c.args]);
        assert.equal(run.code, 2, `${format} ${c.name}: ${run.lines.join("\n")}`);
        assert.equal(run.lines.length, 1, `${format} ${c.name}: ${run.lines.join("\n")}`);
        assert.ok(!run.lines[0].includes("\u001b"), `${format} ${c.name}: ${run.lines[0]}`);
        if (format === "text") assert.match(run.lines[0], /^acp-proxy: /, c.name);
        else assert.equal(jsonLogLine(run.lines[0], 0).level, "error", c.name);
      }
    }
  });
});
