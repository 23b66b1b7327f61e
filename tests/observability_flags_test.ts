/**
 * Bad values of the observability flags (issue 12 §4): `--stdout-guard`, `--log-format`,
 * `--trace-context` and `--transcript`, on the command line or in a config file, and the
 * serve/proxy-only ones in `connect`. Each is exit 2 with exactly one stderr line that names the
 * flag, nothing on stdout, and no agent (or client program) started.
 *
 * @module
 */

import assert from "node:assert/strict";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";
import { quote } from "./fixtures/support.ts";

/** A command that leaves a file behind if it ever runs. */
function traced(dir: string, name: string): string {
  return `sh -c 'touch ${dir}/${name}-ran; cat'`;
}

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "acp-flags-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Runs the daemon with an initialize on stdin and checks the one-line usage error. */
async function assertRefused(dir: string, args: string[], names: RegExp): Promise<void> {
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  const { code, stdout, stderr } = await runToEnd(daemonArgv(...args), init, 30_000);
  assert.equal(code, 2, `exit 2 for ${args.join(" ")}: ${stderr}`);
  assert.match(stderr, /^acp-proxy: [^\n]+\n$/, `exactly one line: ${JSON.stringify(stderr)}`);
  assert.match(stderr, names);
  assert.equal(stdout, "");
  const ran = [...Deno.readDirSync(dir)].filter((e) => e.name.endsWith("-ran"));
  assert.deepEqual(ran, [], "nothing was started");
}

Deno.test("observability flags: bad values on the command line are exit 2 with one stderr line naming the flag, and nothing starts", async (t) => {
  await withDir(async (dir) => {
    const agent = traced(dir, "agent");
    const cases: [string, string[], RegExp][] = [
      [
        "--stdout-guard foo",
        ["--v1", agent, "--stdout-guard", "foo"],
        /--stdout-guard must be one of pass, divert, drop \(got 'foo'\)/,
      ],
      ["--stdout-guard= (empty)", ["--v1", agent, "--stdout-guard="], /--stdout-guard/],
      ["--stdout-guard without a value", ["--v1", agent, "--stdout-guard"], /--stdout-guard/],
      [
        "--stdout-guard DIVERT (case matters)",
        ["--v1", agent, "--stdout-guard", "DIVERT"],
        /--stdout-guard must be one of/,
      ],
      [
        "--log-format xml",
        ["--v1", agent, "--log-format", "xml"],
        /--log-format must be one of text, json \(got 'xml'\)/,
      ],
      ["--log-format without a value", ["--v1", agent, "--log-format"], /--log-format/],
      [
        "--trace-context=yes",
        ["--v1", agent, "--trace-context=yes"],
        /--trace-context' takes no value/,
      ],
      [
        "--trace-context twice",
        ["--v1", agent, "--trace-context", "--trace-context"],
        /--trace-context/,
      ],
      [
        "--transcript in a directory that does not exist",
        ["--v1", agent, "--transcript", "/nonexistent-dir/x.jsonl"],
        /--transcript \/nonexistent-dir\/x\.jsonl: no such directory \/nonexistent-dir/,
      ],
      [
        "--transcript under a file (not a directory): one line, not an uncaught NotADirectory",
        ["--v1", agent, "--transcript", "/etc/passwd/x.jsonl"],
        /--transcript \/etc\/passwd\/x\.jsonl: Not a directory \(os error 20\)/,
      ],
      [
        // /sys refuses new files even to root (EACCES, or EROFS in a container).
        "--transcript where a file cannot be created: refused now, not a session without one",
        ["--v1", agent, "--transcript", "/sys/acp-proxy-test.jsonl"],
        /--transcript \/sys\/acp-proxy-test\.jsonl: it cannot be written \((Permission denied|Read-only file system)/,
      ],
      [
        "--transcript with a name too long",
        ["--v1", agent, "--transcript", `/tmp/${"a".repeat(300)}`],
        /--transcript \/tmp\/a+: File name too long/,
      ],
      [
        "--stdout-guard divert in proxy mode with a bad --log-format",
        ["proxy", "--v1", agent, "--stdout-guard", "divert", "--log-format", "yaml"],
        /--log-format must be one of/,
      ],
    ];
    for (const [name, args, names] of cases) {
      await t.step(name, () => assertRefused(dir, args, names));
    }
  });
});

Deno.test("observability flags: --stdout-guard and --trace-context are refused in connect mode, naming the modes they belong to", async (t) => {
  await withDir(async (dir) => {
    const client = traced(dir, "client");
    const agent = traced(dir, "agent");
    const connect = ["connect", "--v1", client, "--agent", agent];
    await t.step("--stdout-guard divert", () =>
      assertRefused(
        dir,
        [...connect, "--stdout-guard", "divert"],
        /--stdout-guard is for serve and proxy only, not connect/,
      ));
    await t.step("--trace-context", () =>
      assertRefused(
        dir,
        [...connect, "--trace-context"],
        /--trace-context is for serve and proxy only, not connect/,
      ));
    await t.step(
      "--log-format xml (log-format is for every mode, but the value is bad)",
      () => assertRefused(dir, [...connect, "--log-format", "xml"], /--log-format must be one of/),
    );
  });
});

Deno.test("observability flags: bad values of the config keys stdout-guard, log-format and trace-context are exit 2 with one line naming the key", async (t) => {
  await withDir(async (dir) => {
    const agent = traced(dir, "agent");
    const cases: [string, string, RegExp][] = [
      ['"stdout-guard": "foo"', `{"stdout-guard": "foo"}`, /stdout-guard/],
      ['"stdout-guard": true', `{"stdout-guard": true}`, /stdout-guard/],
      ['"log-format": "xml"', `{"log-format": "xml"}`, /log-format/],
      [
        '"trace-context": "yes"',
        `{\n  "trace-context": "yes"\n}`,
        /:2:\d+: "trace-context" must be a boolean/,
      ],
    ];
    for (const [name, text, names] of cases) {
      await t.step(name, async () => {
        const config = `${dir}/config.jsonc`;
        await Deno.writeTextFile(config, text);
        await assertRefused(dir, ["--v1", agent, "--config", config], names);
      });
    }
  });
});

Deno.test("observability flags: --transcript to a file that opens but cannot be written (/dev/full) is one error line naming the failure while the session goes on and ends as usual, on both byte paths", async (t) => {
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  for (const paths of [[], ["--copy"]]) {
    await t.step(paths.length === 0 ? "kernel paths" : "--copy", async () => {
      const { code, stdout, stderr } = await runToEnd(
        daemonArgv("--v1", "cat", ...paths, "--transcript", "/dev/full"),
        init,
        30_000,
      );
      assert.equal(code, 0, stderr);
      assert.equal(stdout, init);
      const errors = stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error:"));
      assert.deepEqual(errors, [
        "acp-proxy: error: writing the transcript failed: No space left on device (os error 28)",
      ], stderr);
    });
  }
});

Deno.test("observability flags: a transcript whose disk fills up (a file size limit: a write stops part way) is cut back to its last whole event: every line of the file parses; one error line, and the session goes on, on both byte paths", async (t) => {
  const init = `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}\n`;
  let input = init;
  for (let i = 1; i <= 2000; i++) {
    input += `{"jsonrpc":"2.0","id":${i},"method":"echo","params":{"p":"${"x".repeat(100)}"}}\n`;
  }
  for (const paths of [[], ["--copy"]]) {
    await t.step(paths.length === 0 ? "kernel paths" : "--copy", async () => {
      await withDir(async (dir) => {
        const file = `${dir}/t.jsonl`;
        // 100 blocks of 512 bytes: a write past 51,200 bytes stops part way (EFBIG); the
        // signal that would kill the daemon for it is ignored, as a full disk sends none.
        const daemon = daemonArgv("--v1", "cat", ...paths, "--transcript", file)
          .map(quote).join(" ");
        const { code, stdout, stderr } = await runToEnd(
          ["sh", "-c", `trap '' XFSZ; ulimit -f 100; exec ${daemon}`],
          input,
          60_000,
        );
        assert.equal(code, 0, stderr);
        assert.equal(stdout, input, "every frame was forwarded");
        assert.match(stderr, /acp-proxy: error: writing the transcript failed: File too large/);
        const text = await Deno.readTextFile(file);
        assert.ok(text.length > 40_000 && text.length <= 51_200, `${text.length} bytes`);
        assert.ok(text.endsWith("\n"), `it ends mid-line: ${JSON.stringify(text.slice(-40))}`);
        for (const line of text.trimEnd().split("\n")) JSON.parse(line);
      });
    });
  }
});

Deno.test("observability flags: a transcript's agent_start names the command so that it splits back to its words (an empty argument and one with a blank are quoted, not lost)", async () => {
  await withDir(async (dir) => {
    const file = `${dir}/t.jsonl`;
    const agent = `sh -c 'exec cat' 'my arg' ''`;
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const { code, stderr } = await runToEnd(
      daemonArgv("--v1", agent, "--transcript", file),
      init,
      30_000,
    );
    assert.equal(code, 0, stderr);
    const start = (await Deno.readTextFile(file)).split("\n").filter((l) => l !== "")
      .map((l) => JSON.parse(l)).find((e) => e.type === "agent_start");
    assert.equal(start?.command, agent);
  });
});

Deno.test("observability flags: --transcript DIR never writes through a link planted at the name the daemon makes up (time and pid): one error line, the session goes on, the link's target is untouched", async () => {
  await withDir(async (dir) => {
    const victim = `${dir}/victim.txt`;
    await Deno.writeTextFile(victim, "precious\n");
    const spray = `${dir}/spray`;
    await Deno.mkdir(spray);
    // Links at every name the daemon (this shell's pid, kept by exec) could pick in 20 s.
    const plant = `${dir}/plant.ts`;
    await Deno.writeTextFile(
      plant,
      `const [pid, dir, target] = Deno.args; const now = Date.now();
for (let t = now; t < now + 20_000; t++) {
  const stamp = new Date(t).toISOString().replaceAll("-", "").replaceAll(":", "");
  Deno.symlinkSync(target, dir + "/" + stamp + "-" + pid + ".jsonl");
}`,
    );
    const daemon = daemonArgv("--v1", "cat", "--transcript", spray).map(quote).join(" ");
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const { code, stdout, stderr } = await runToEnd(
      [
        "sh",
        "-c",
        `${quote(Deno.execPath())} run -A ${quote(plant)} $$ ${quote(spray)} ${
          quote(victim)
        } && exec ${daemon}`,
      ],
      init,
      60_000,
    );
    assert.equal(code, 0, stderr);
    assert.equal(stdout, init);
    assert.equal(await Deno.readTextFile(victim), "precious\n");
    const errors = stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error:"));
    assert.equal(errors.length, 1, stderr);
    assert.match(errors[0], /cannot open the transcript: File exists/);
  });
});

Deno.test("observability flags: an existing --transcript file that others can read is made private (0600), as a new one is created", async () => {
  await withDir(async (dir) => {
    const path = `${dir}/t.jsonl`;
    await Deno.writeTextFile(path, "");
    await Deno.chmod(path, 0o644);
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const { code, stderr } = await runToEnd(
      daemonArgv("--v1", "cat", "--transcript", path),
      init,
      30_000,
    );
    assert.equal(code, 0, stderr);
    assert.equal((await Deno.stat(path)).mode! & 0o777, 0o600);
    assert.match(await Deno.readTextFile(path), /"type":"route"/);
  });
});
