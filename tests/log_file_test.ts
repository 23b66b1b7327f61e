/**
 * `--log-file PATH` (issue 10 §4; README "Use it with your editor"): editors hide or mix the
 * agent's stderr, so the daemon's own lines can go to a file instead. With it, the client's
 * stdout and stderr carry exactly what the agent writes, and the file gets the daemon's lines
 * (appended, same format as stderr, created private).
 *
 * @module
 */

import assert from "node:assert/strict";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";
import { quote } from "./fixtures/support.ts";

const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;

/** An agent that writes a known line to stderr, then echoes stdin. */
const AGENT = `sh -c 'echo agent-stderr-line >&2; exec cat'`;

function runDaemon(args: string[], input: string) {
  return runToEnd(daemonArgv(...args), input, 30_000);
}

Deno.test("log file: the daemon's lines go to --log-file only; stdout and stderr carry exactly the agent's bytes", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const log = `${dir}/acp-proxy.log`;
    const args = ["--v1", AGENT, "--log-level", "debug", "--log-file", log];
    const run = await runDaemon(args, INIT);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, INIT, "the agent's stdout, unchanged");
    assert.equal(run.stderr, "agent-stderr-line\n", "the agent's stderr and nothing else");
    const lines = (await Deno.readTextFile(log)).split("\n").filter((l) => l !== "");
    assert.ok(lines.length >= 3, lines.join("\n"));
    for (const line of lines) assert.match(line, /^acp-proxy: (error|warn|info|debug): /);
    assert.ok(
      lines.some((l) => l === "acp-proxy: info: selected ACP v1 agent for requested version 1"),
    );
    assert.ok(lines.some((l) => /^acp-proxy: info: started the v1 agent \(pid \d+\)$/.test(l)));
    assert.equal((await Deno.stat(log)).mode! & 0o777, 0o600, "created private");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: a second run appends, and an existing file keeps its mode", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const log = `${dir}/acp-proxy.log`;
    await Deno.writeTextFile(log, "earlier line\n", { mode: 0o640 });
    await Deno.chmod(log, 0o640);
    const args = ["--v1", AGENT, "--log-level", "info", "--log-file", log];
    for (let i = 0; i < 2; i++) assert.equal((await runDaemon(args, INIT)).code, 0);
    const text = await Deno.readTextFile(log);
    assert.ok(text.startsWith("earlier line\n"));
    assert.equal(text.match(/selected ACP v1 agent/g)?.length, 2, text);
    assert.equal((await Deno.stat(log)).mode! & 0o777, 0o640);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: rejections before selection are logged to the file, answered on stdout", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const log = `${dir}/acp-proxy.log`;
    const args = ["--v1", AGENT, "--log-level", "info", "--log-file", log];
    const run = await runDaemon(args, `{"jsonrpc":"2.0","id":7,"method":"session/new"}\n`);
    assert.equal(run.code, 0);
    assert.equal(JSON.parse(run.stdout).error.code, -32600);
    assert.equal(run.stderr, "");
    assert.match(await Deno.readTextFile(log), /info: rejected a frame before initialize/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: a log file that cannot be written (a full disk) is said once on stderr, and the session's exit code is its own", async () => {
  const run = await runDaemon(
    ["--v1", "cat", "--log-level", "debug", "--log-file", "/dev/full"],
    INIT,
  );
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, INIT);
  assert.equal(
    run.stderr,
    "acp-proxy: error: writing --log-file /dev/full failed: No space left on device (os error " +
      "28); log lines are dropped while it fails\n",
  );
  const failed = await runDaemon(["--v1", "/nonexistent/agent", "--log-file", "/dev/full"], INIT);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /^acp-proxy: error: writing --log-file \/dev\/full failed: /);
  // With JSON log lines, that line is one JSON object too.
  const json = await runDaemon(
    ["--v1", "cat", "--log-level", "debug", "--log-format", "json", "--log-file", "/dev/full"],
    INIT,
  );
  assert.equal(json.code, 0, json.stderr);
  const said = JSON.parse(json.stderr);
  assert.equal(said.level, "error");
  assert.match(
    said.msg,
    /^writing --log-file \/dev\/full failed: .*; log lines are dropped while it fails$/,
  );
});

Deno.test("log file: a FIFO nobody reads does not hang the start: exit 2 after 5 s, saying to start its reader first", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const fifo = `${dir}/log.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    const run = await runDaemon(["--v1", "cat", "--log-file", fifo], INIT);
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, "");
    assert.equal(
      run.stderr,
      `acp-proxy: --log-file ${fifo} could not be opened within 5000 ms (a FIFO with no ` +
        `reader?); start its reader first, or give a regular file; run 'acp-proxy --help' for ` +
        `usage\n`,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: daemons sharing one regular --log-file under a burst of lines lose none (a regular file is written at once, not queued behind a turn of the event loop), and no line is torn", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/shared.log`;
    // 4000 requests before initialize: one info line each, as fast as they are read.
    let input = "";
    for (let i = 0; i < 4000; i++) input += `{"jsonrpc":"2.0","id":${i},"method":"nope/${i}"}\n`;
    const frames = `${dir}/frames.jsonl`;
    await Deno.writeTextFile(frames, input);
    // Their answers go to /dev/null: a pipe nobody reads yet would hold the daemons.
    const daemon = daemonArgv("--v1", "cat", "--log-level", "info", "--log-file", path)
      .map(quote).join(" ");
    const runs = await Promise.all(
      Array.from(
        { length: 4 },
        () => runToEnd(["sh", "-c", `exec ${daemon} < ${quote(frames)} > /dev/null`], "", 60_000),
      ),
    );
    for (const run of runs) assert.equal(run.code, 0, run.stderr);
    const lines = (await Deno.readTextFile(path)).split("\n").filter((l) => l !== "");
    assert.doesNotMatch(lines.join("\n"), /dropped/);
    assert.equal(lines.length, 16_000);
    for (const line of lines) {
      assert.equal(
        line,
        "acp-proxy: info: rejected a frame before initialize: first ACP request must be initialize",
      );
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: a rejection before selection says why, where the answer's data does (a parse error's offset, the Invalid Request's reason), not only the error's message (before: \"Invalid Request\" alone)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const log = `${dir}/acp-proxy.log`;
    const args = ["--v1", AGENT, "--log-level", "info", "--log-file", log];
    const frames = `garbage\n{"jsonrpc":"1.0","id":1,"method":"initialize"}\n[1 2]\n` +
      `{"jsonrpc":"2.0","id":2,"method":"session/new"}\n`;
    const run = await runDaemon(args, frames);
    assert.equal(run.code, 0, run.stderr);
    const lines = (await Deno.readTextFile(log)).trimEnd().split("\n");
    assert.deepEqual(lines, [
      "acp-proxy: info: rejected a frame before initialize: Parse error (unexpected byte 0x67 at offset 0)",
      `acp-proxy: info: rejected a frame before initialize: Invalid Request ("jsonrpc" must be "2.0")`,
      "acp-proxy: info: rejected a frame before initialize: Invalid Request (empty or malformed batch)",
      "acp-proxy: info: rejected a frame before initialize: first ACP request must be initialize",
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: a relative log-file in a --config file is written beside the config file, whatever directory the daemon starts in", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/conf`);
    await Deno.mkdir(`${dir}/elsewhere`);
    await Deno.writeTextFile(
      `${dir}/conf/acp.jsonc`,
      '{ "v1": "cat", "log-level": "info", "log-file": "acp.log" }\n',
    );
    const daemon = daemonArgv("--config", "../conf/acp.jsonc").map(quote).join(" ");
    const run = await runToEnd(
      ["sh", "-c", `cd ${quote(`${dir}/elsewhere`)} && exec ${daemon}`],
      INIT,
    );
    assert.equal(run.code, 0, run.stderr);
    assert.match(await Deno.readTextFile(`${dir}/conf/acp.log`), /selected ACP v1/);
    assert.deepEqual([...Deno.readDirSync(`${dir}/elsewhere`)], []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: --log-file or --transcript naming the daemon's stdout (the client's messages) or its stdin (they would be read back as the client's), or --transcript naming the --log-file, is a usage error; /dev/null is not refused", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    const log = `${dir}/acp.log`;
    const cases: [string, string[], RegExp][] = [
      [
        "--log-file /dev/stdout",
        ["--log-file", "/dev/stdout"],
        /^acp-proxy: --log-file \/dev\/stdout is the daemon's stdout, which carries the agent's messages/,
      ],
      [
        "--transcript /dev/stdout",
        ["--transcript", "/dev/stdout"],
        /^acp-proxy: --transcript \/dev\/stdout: it is the daemon's stdout/,
      ],
      [
        "--log-file /dev/stdin",
        ["--log-file", "/dev/stdin"],
        /^acp-proxy: --log-file \/dev\/stdin is the daemon's stdin, which carries the client's messages/,
      ],
      [
        "--transcript /dev/stdin",
        ["--transcript", "/dev/stdin"],
        /^acp-proxy: --transcript \/dev\/stdin: it is the daemon's stdin, which carries the client's messages/,
      ],
      [
        "--transcript = --log-file",
        ["--log-file", log, "--transcript", log],
        /^acp-proxy: --transcript \S+acp\.log: it is the --log-file too/,
      ],
    ];
    for (const [name, flags, message] of cases) {
      await t.step(name, async () => {
        for (const mode of [[], ["proxy"], ["chain"]]) {
          const agent = mode[0] === "chain" ? ["--agent", "cat"] : ["--v1", "cat"];
          const run = await runDaemon([...mode, ...agent, ...flags], INIT);
          assert.equal(run.code, 2, run.stderr);
          assert.equal(run.stdout, "", "nothing went into the client's messages");
          assert.match(run.stderr, /^acp-proxy: [^\n]+; run 'acp-proxy --help' for usage\n$/);
          assert.match(run.stderr, message);
        }
      });
    }
    /** Runs the daemon with stderr appended to `err`; its code and what it wrote there. */
    const withStderrFile = async (err: string, ...args: string[]) => {
      await Deno.writeTextFile(err, "");
      const argv = daemonArgv("--v1", "cat", ...args).map(quote).join(" ");
      const { code } = await new Deno.Command("sh", {
        args: ["-c", `printf '%s' "$INIT" | ${argv} 2>>${quote(err)}`],
        env: { INIT },
        stdout: "null",
      }).output();
      return { code, stderr: await Deno.readTextFile(err) };
    };
    await t.step(
      "--transcript /dev/stderr without --log-file, stderr a regular file: refused (each opened the file with its own offset: events and log lines overwrote each other)",
      async () => {
        const { code, stderr } = await withStderrFile(
          `${dir}/stderr.txt`,
          "--transcript",
          "/dev/stderr",
        );
        assert.equal(code, 2, stderr);
        assert.match(
          stderr,
          /^acp-proxy: --transcript \/dev\/stderr: it is the daemon's stderr, where its log lines and the agent's stderr go; give a writable file path[^\n]*run 'acp-proxy --help' for usage\n$/,
        );
      },
    );
    await t.step(
      "--transcript naming the daemon's stderr file with --log-file elsewhere: refused too (the agent's stderr still goes to that file, among the events)",
      async () => {
        const err = `${dir}/stderr-with-log.txt`;
        const { code, stderr } = await withStderrFile(err, "--transcript", err, "--log-file", log);
        assert.equal(code, 2, stderr);
        assert.match(
          stderr,
          /^acp-proxy: --transcript [^\n]*stderr-with-log\.txt: it is the daemon's stderr, where the agent's stderr goes \(--log-file takes only the daemon's own lines\); give a writable file path[^\n]*run 'acp-proxy --help' for usage\n$/,
        );
      },
    );
    await t.step(
      "--transcript /dev/stderr without --log-file, stderr a pipe: accepted, the events go there",
      async () => {
        const run = await runDaemon(["--v1", "cat", "--transcript", "/dev/stderr"], INIT);
        assert.equal(run.code, 0, run.stderr);
        assert.match(run.stderr, /^\{"type":"/);
      },
    );
    await t.step("--transcript /dev/stderr with --log-file elsewhere records there", async () => {
      const run = await runDaemon(
        ["--v1", "cat", "--log-file", log, "--transcript", "/dev/stderr"],
        INIT,
      );
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stderr, /^\{"type":"/);
    });
    await t.step("/dev/null", async () => {
      const run = await runDaemon(["--v1", "cat", "--log-file", "/dev/null"], INIT);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, INIT);
    });
    await t.step(
      "/dev/null as both --transcript and --log-file: accepted (nothing can be written over)",
      async () => {
        const run = await runDaemon(
          ["--v1", "cat", "--log-file", "/dev/null", "--transcript", "/dev/null"],
          INIT,
        );
        assert.equal(run.code, 0, run.stderr);
        assert.equal(run.stdout, INIT);
      },
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('log file: --transcript or --log-file naming a file the daemon reads (its --config, the config\'s own "transcript", a token file) is a usage error and the file is left as it was (before: the config was replaced by events, or spoilt by log lines, and the next start failed on it)', async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    const config = `${dir}/acp.jsonc`;
    const selfNamed = `${dir}/self.jsonc`;
    const token = `${dir}/agent.token`;
    const texts = new Map([
      [config, `{"v1": "cat"}\n`],
      [selfNamed, `{"v1": "cat", "transcript": "self.jsonc"}\n`],
      [token, `${"t".repeat(40)}\n`],
    ]);
    const cases: [string, string[], string, RegExp][] = [
      [
        "--transcript = --config",
        ["--config", config, "--transcript", config],
        config,
        /^acp-proxy: --transcript \S+acp\.jsonc: it is the --config file, which it would replace; give a writable file path/,
      ],
      [
        "--log-file = --config (another spelling of the path)",
        ["--config", config, "--log-file", `${dir}/./acp.jsonc`],
        config,
        /^acp-proxy: --log-file \S+acp\.jsonc is the --config file, which its lines would spoil; give another file/,
      ],
      [
        'the config\'s own "transcript"',
        ["--config", selfNamed],
        selfNamed,
        /^acp-proxy: \S+self\.jsonc:1:\d+: "transcript" \S+self\.jsonc: it is the --config file, which it would replace/,
      ],
      [
        "--transcript = --remote-token-file",
        [
          "--v1",
          "cat",
          "--v2",
          "ws://127.0.0.1:9/acp",
          "--remote-token-file",
          token,
          "--transcript",
          token,
        ],
        token,
        /^acp-proxy: --transcript \S+agent\.token: it is the --remote-token-file, which it would replace/,
      ],
      [
        "--log-file = --token-file of --listen",
        ["--listen", "127.0.0.1:0", "--v1", "cat", "--token-file", token, "--log-file", token],
        token,
        /^acp-proxy: --log-file \S+agent\.token is the --token-file, which its lines would spoil/,
      ],
    ];
    for (const [name, flags, file, message] of cases) {
      await t.step(name, async () => {
        for (const [path, text] of texts) {
          await Deno.writeTextFile(path, text);
          await Deno.chmod(path, 0o644);
        }
        const run = await runDaemon(flags, INIT);
        assert.equal(run.code, 2, run.stderr);
        assert.equal(run.stdout, "");
        assert.match(run.stderr, /^acp-proxy: [^\n]+; run 'acp-proxy --help' for usage\n$/);
        assert.match(run.stderr, message);
        assert.equal(await Deno.readTextFile(file), texts.get(file));
        assert.equal((await Deno.stat(file)).mode! & 0o777, 0o644, "its mode is unchanged");
      });
    }
    await t.step(
      "--config /dev/stdin in a stdio mode: refused (it read the client's messages as the config, and waited for their end)",
      async () => {
        for (const mode of [[], ["proxy"], ["chain", "--agent", "cat"]]) {
          const run = await runDaemon([...mode, "--config", "/dev/stdin"], INIT);
          assert.equal(run.code, 2, run.stderr);
          assert.equal(run.stdout, "");
          assert.match(
            run.stderr,
            /^acp-proxy: --config \/dev\/stdin is the daemon's stdin, which carries the client's messages; give the config as a file; run 'acp-proxy --help' for usage\n$/,
          );
        }
      },
    );
    await t.step(
      "--remote-token-file /dev/stdin in a stdio mode: refused (before config5: it read the client's initialize as the token, and the session saw an end of input: exit 0, nothing said)",
      async () => {
        const remote = "http://127.0.0.1:9/acp";
        for (const mode of [["--v1", remote], ["chain", "--agent", remote]]) {
          const run = await runDaemon([...mode, "--remote-token-file", "/dev/stdin"], INIT);
          assert.equal(run.code, 2, run.stderr);
          assert.equal(run.stdout, "");
          assert.match(
            run.stderr,
            /^acp-proxy: --remote-token-file \/dev\/stdin is the daemon's stdin, which carries the client's messages; give the token as a file; run 'acp-proxy --help' for usage\n$/,
          );
        }
      },
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: a usage error found after --log-file is open (a transcript in a missing directory, or the daemon's stdout) is said in the file too, in its format, besides stderr: an editor that hides stderr leaves only the file", async () => {
  const dir = await Deno.makeTempDir();
  try {
    for (
      const [format, transcript] of [["text", `${dir}/no/such/t.jsonl`], ["json", "/dev/stdout"]]
    ) {
      const log = `${dir}/${format}.log`;
      const run = await runDaemon(
        ["--v1", "cat", "--log-file", log, "--log-format", format, "--transcript", transcript],
        INIT,
      );
      assert.equal(run.code, 2, run.stderr);
      assert.equal(run.stdout, "");
      const lines = (await Deno.readTextFile(log)).split("\n").filter((l) => l !== "");
      assert.equal(lines.length, 1, lines.join("\n"));
      const said = format === "text"
        ? lines[0].replace(/^acp-proxy: error: /, "")
        : JSON.parse(lines[0]).msg;
      if (format === "json") assert.equal(JSON.parse(lines[0]).level, "error");
      else assert.match(lines[0], /^acp-proxy: error: --transcript /);
      assert.ok(run.stderr.includes(said), `${run.stderr} / ${said}`);
      assert.match(said, /--transcript \S+: (no such directory|it is the daemon's stdout)/);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("log file: the refusal is in the log file once when the log file is stderr too (2>>file), and still there when stderr cannot be written (/dev/full: still a usage error, exit 2)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const log = `${dir}/same.log`;
    const missing = `${dir}/no/such/t.jsonl`;
    const argv = (stderr: string) =>
      `printf '%s' "$INIT" | ${
        daemonArgv("--v1", "cat", "--log-file", log, "--transcript", missing).map(quote).join(" ")
      } 2>>${stderr}`;
    const run = async (stderr: string) =>
      (await new Deno.Command("sh", {
        args: ["-c", argv(stderr)],
        env: { INIT },
        stdout: "null",
        stderr: "null",
      }).output()).code;
    assert.equal(await run(quote(log)), 2);
    const lines = (await Deno.readTextFile(log)).split("\n").filter((l) => l !== "");
    assert.equal(lines.length, 1, lines.join("\n"));
    assert.match(lines[0], /^acp-proxy: --transcript \S+: no such directory/);
    await Deno.remove(log);
    // stderr /dev/full: the write there fails (exit 1), but the log file has the refusal.
    assert.equal(await run("/dev/full"), 2);
    const kept = (await Deno.readTextFile(log)).split("\n").filter((l) => l !== "");
    assert.equal(kept.length, 1, kept.join("\n"));
    assert.match(kept[0], /^acp-proxy: error: --transcript \S+: no such directory/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
