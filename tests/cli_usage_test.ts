/**
 * Usage errors from outside (issue 10 §5, §6; README "CLI reference"): each bad command line
 * or config file gets exactly one stderr line that names the flag (or `FILE:LINE:COLUMN`) and
 * says what to do, exit 2, nothing on stdout, and no agent started.
 *
 * @module
 */

import assert from "node:assert/strict";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";
import { within } from "./fixtures/support.ts";

/** Runs the daemon with `args` and no input. */
function run(args: string[]) {
  return runToEnd(daemonArgv(...args), "", 30_000);
}

async function assertUsageError(args: string[], message: RegExp): Promise<void> {
  const { code, stdout, stderr } = await run(args);
  assert.equal(code, 2, stderr);
  assert.match(stderr, /^acp-proxy: [^\n]+\n$/, `exactly one line: ${JSON.stringify(stderr)}`);
  assert.match(stderr, message);
  assert.equal(stdout, "");
}

/** A command that would leave a trace if it ever ran. */
function tracedAgent(dir: string): string {
  return `sh -c 'touch ${dir}/agent-ran; cat'`;
}

Deno.test("cli usage: no --v1/--v2 says what they are in each mode: the agent's commands, the proxy's, or connect's client programs (before: the same words for both, which in connect read as agent commands)", async () => {
  await assertUsageError(
    [],
    /^acp-proxy: give at least one of --v1 CMD or --v2 CMD \(the agent's commands\), e\.g\. --v1 "my-agent --stdio"; run 'acp-proxy --help' for usage\n$/,
  );
  await assertUsageError(
    ["proxy"],
    /^acp-proxy: give at least one of --v1 CMD or --v2 CMD \(the proxy's commands\), e\.g\. --v1 "my-proxy --stdio"; run 'acp-proxy --help' for usage\n$/,
  );
  await assertUsageError(
    ["connect", "--agent", "cat"],
    /^acp-proxy: connect needs a client program: give --v1 CMD and\/or --v2 CMD \(the client programs it runs\), e\.g\. --v1 "my-client --acp"; run 'acp-proxy --help' for usage\n$/,
  );
});

Deno.test("cli usage: a negative --grace-ms names the flag and its range, not 'needs a value'", async () => {
  await assertUsageError(
    ["--v1", "cat", "--grace-ms", "-5"],
    /--grace-ms must be a whole number of milliseconds from 0 to 2147483647 \(got '-5'\), e\.g\. --grace-ms 2000/,
  );
});

Deno.test("cli usage: a value holding an escape sequence and a newline is echoed as one safe line, not as terminal control or a second line", async () => {
  await assertUsageError(
    ["--v1", "cat", "--log-level", "\u001b[2Jx\nforged"],
    /--log-level must be one of error, warn, info, debug \(got '\\u001b\[2Jx\\nforged'\)/,
  );
});

Deno.test("cli usage: a word for --grace-ms suggests a grace period, not a frame size", async () => {
  const { stderr } = await run(["--v1", "cat", "--grace-ms", "abc"]);
  assert.match(stderr, /--grace-ms .*\(got 'abc'\), e\.g\. --grace-ms 2000/);
  assert.doesNotMatch(stderr, /8388608/);
});

Deno.test("cli usage: durations past the largest timer (2^31-1 ms) are refused, never wrapped to 1 ms", async (t) => {
  await t.step("--grace-ms 2147483648", async () => {
    await assertUsageError(
      ["--v1", "cat", "--grace-ms", "2147483648"],
      /--grace-ms must be .* from 0 to 2147483647 \(got '2147483648'\)/,
    );
  });
  await t.step("connect --init-timeout-ms 3000000000", async () => {
    await assertUsageError(
      ["connect", "--v2", "cat", "--agent", "cat", "--init-timeout-ms", "3000000000"],
      /--init-timeout-ms must be .* from 1 to 2147483647 \(got '3000000000'\)/,
    );
  });
  await t.step("the largest accepted values pass validation (--help still wins)", async () => {
    const { code } = await run(["--v1", "cat", "--grace-ms", "2147483647", "--help"]);
    assert.equal(code, 0);
  });
  await t.step("--max-frame 0 and over 1 GiB", async () => {
    await assertUsageError(["--v1", "cat", "--max-frame", "0"], /--max-frame must be .* from 1/);
    await assertUsageError(["--v1", "cat", "--max-frame", "2048M"], /--max-frame must be/);
  });
  await t.step("a suffix on a duration", async () => {
    await assertUsageError(["--v1", "cat", "--grace-ms", "2K"], /--grace-ms must be/);
  });
});

Deno.test("cli usage: a flag of another mode is refused with the mode it belongs to", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    await t.step("--init-timeout-ms in serve", async () => {
      await assertUsageError(
        ["--v1", tracedAgent(dir), "--init-timeout-ms", "5000"],
        /--init-timeout-ms is for connect and --listen only; remove it/,
      );
    });
    await t.step("--copy in connect", async () => {
      await assertUsageError(
        ["connect", "--v2", "cat", "--agent", "cat", "--copy"],
        /--copy is for serve and proxy only, not connect/,
      );
    });
    await t.step("--no-copy in connect and --no-json in serve are named as typed", async () => {
      await assertUsageError(
        ["connect", "--v2", "cat", "--agent", "cat", "--no-copy"],
        /--no-copy is for serve and proxy only, not connect/,
      );
      await assertUsageError(
        ["--v1", "cat", "--no-json"],
        /--no-json is for probe only, not serve/,
      );
    });
    await t.step("an unknown mode names every mode, trace included", async () => {
      await assertUsageError(
        ["frobnicate", "--v1", "cat"],
        /unknown mode 'frobnicate'; use serve, connect, proxy, chain, probe or trace/,
      );
    });
    await t.step(
      "--agent in proxy, where --v1/--v2 name the proxies (before: 'the agents')",
      async () => {
        await assertUsageError(
          ["proxy", "--v1", "cat", "--agent", "cat"],
          /--agent is for connect, chain and probe only, not proxy; in proxy, --v1\/--v2 name the proxies;/,
        );
      },
    );
    await t.step("--agent in serve, where --v1/--v2 name the agents", async () => {
      await assertUsageError(
        ["serve", "--v1", "cat", "--agent", "cat"],
        /--agent is for connect, chain and probe only, not serve; in serve, --v1\/--v2 name the agents;/,
      );
    });
    for (
      const flag of ["--log-file", "--log-level", "--log-format", "--transcript", "--grace-ms"]
    ) {
      await t.step(`${flag} in probe (which would ignore it)`, async () => {
        const value = flag === "--log-level"
          ? "debug"
          : flag === "--log-format"
          ? "json"
          : flag === "--grace-ms"
          ? "100"
          : `${dir}/x`;
        await assertUsageError(
          ["probe", "--agent", tracedAgent(dir), flag, value],
          new RegExp(`${flag} is for serve, connect, proxy and chain only, not probe; remove it`),
        );
      });
    }
    assert.throws(() => Deno.statSync(`${dir}/agent-ran`), Deno.errors.NotFound);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a flag given twice is refused, whichever form is used", async (t) => {
  await t.step("--v1 twice", async () => {
    await assertUsageError(
      ["--v1", "a", "--v1", "b"],
      /option '--v1' is given twice; give it once/,
    );
  });
  await t.step("--grace-ms=1 then --grace-ms 2", async () => {
    await assertUsageError(
      ["--v1", "a", "--grace-ms=1", "--grace-ms", "2"],
      /'--grace-ms' is given twice/,
    );
  });
  await t.step("--copy twice", async () => {
    await assertUsageError(["--v1", "a", "--copy", "--copy"], /'--copy' is given twice/);
  });
});

Deno.test("cli usage: config file errors name FILE:LINE:COLUMN, and a directory is called one", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    await t.step("a syntax error", async () => {
      const file = `${dir}/broken.jsonc`;
      await Deno.writeTextFile(file, `{\n  // agents\n  "v1": "cat",\n  "v2" "cat"\n}\n`);
      await assertUsageError(
        ["--config", file],
        new RegExp(`^acp-proxy: ${file}:4:8: expected ':'; fix the config file`),
      );
    });
    await t.step("an unknown key", async () => {
      const file = `${dir}/unknown.jsonc`;
      await Deno.writeTextFile(file, `{\n  "v1": "cat",\n    "grace": 5,\n}\n`);
      await assertUsageError(["--config", file], new RegExp(`${file}:3:5: unknown key "grace"`));
    });
    await t.step("a value of the wrong type", async () => {
      const file = `${dir}/type.jsonc`;
      await Deno.writeTextFile(file, `{"v1": "cat", "copy": "yes"}`);
      await assertUsageError(["--config", file], new RegExp(`${file}:1:15: "copy" must be a`));
    });
    await t.step("an out-of-range value in the file", async () => {
      const file = `${dir}/range.jsonc`;
      await Deno.writeTextFile(file, `{"v1": "cat", "grace-ms": -1}`);
      await assertUsageError(
        ["--config", file],
        new RegExp(`^acp-proxy: ${file}:1:15: "grace-ms" must be .* from 0 to 2147483647`),
      );
    });
    await t.step(
      "values checked after reading are blamed on their place, not on a flag never typed",
      async () => {
        const cases: [string, string, RegExp][] = [
          [
            "fraction",
            `{\n  "v1": "cat",\n  "grace-ms": 1.5\n}\n`,
            /:3:3: "grace-ms" must be a whole/,
          ],
          [
            "size",
            `{"v1": "cat", "max-frame": "abc"}`,
            /:1:15: "max-frame" must be a whole number/,
          ],
          ["choice", `{"v1": "cat", "log-level": "loud"}`, /:1:15: "log-level" must be one of/],
          ["quoting", `{\n  "v1": "cat \\"x"\n}`, /:2:3: "v1": unterminated " quote/],
          [
            "a named agent's quoting",
            `{"agents": {"a": {"v1": "cat \\"x"}}, "name": "a"}`,
            // The command's own place (it is checked when the file is read).
            /:1:19: "agents\.a\.v1": unterminated " quote/,
          ],
        ];
        for (const [name, text, message] of cases) {
          const file = `${dir}/${name.replaceAll(" ", "_").replaceAll("'", "")}.jsonc`;
          await Deno.writeTextFile(file, text);
          const { stderr } = await run(["--config", file]);
          assert.match(stderr, new RegExp(`^acp-proxy: ${file}`), `${name}: ${stderr}`);
          assert.match(stderr, message, `${name}: ${stderr}`);
          assert.doesNotMatch(stderr, /^acp-proxy: --/, `${name}: ${stderr}`);
          await assertUsageError(["--config", file], message);
        }
        // The same value typed as a flag is blamed on the flag.
        await assertUsageError(
          ["--config", `${dir}/fraction.jsonc`, "--grace-ms", "1.5"],
          /^acp-proxy: --grace-ms must be a whole/,
        );
      },
    );
    await t.step("a directory", async () => {
      await assertUsageError(["--config", dir], /--config .* is a directory; give a JSONC file/);
    });
    await t.step("a missing file", async () => {
      await assertUsageError(
        ["--config", `${dir}/nope.jsonc`],
        /--config .*nope\.jsonc: no such file/,
      );
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a config file may hold keys of other modes; each mode uses its own", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const file = `${dir}/shared.jsonc`;
    await Deno.writeTextFile(
      file,
      `{"v1": "cat", "agent": "cat", "init-timeout-ms": 5000, "copy": true}`,
    );
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const { code, stdout, stderr } = await runToEnd(daemonArgv("--config", file), init, 30_000);
    assert.equal(code, 0, stderr);
    assert.equal(stdout, init, "cat, the v1 agent, echoed it");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a --log-file that cannot be opened is a usage error naming it", async () => {
  await assertUsageError(
    ["--v1", "cat", "--log-file", "/nonexistent-dir/acp.log"],
    /cannot open --log-file \/nonexistent-dir\/acp\.log: .*; give a writable file path; run 'acp-proxy --help' for usage$/m,
  );
});

Deno.test("cli usage: a --log-file or --transcript starting with ~ that names nothing (an editor passes arguments as they are, with no shell to expand it) says that ~ was not expanded", async () => {
  const hint = "a leading ~ is expanded by a shell and in the config file, not in an argument " +
    "passed as it is, as an editor does: give the full path";
  const escaped = hint.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await assertUsageError(
    ["--v1", "cat", "--log-file", "~/acp-proxy-nowhere/acp.log"],
    new RegExp(`cannot open --log-file ~/acp-proxy-nowhere/acp\\.log: .* \\(${escaped}\\); `),
  );
  await assertUsageError(
    ["--v1", "cat", "--transcript", "~/acp-proxy-nowhere/t.jsonl"],
    new RegExp(`no such directory ~/acp-proxy-nowhere \\(${escaped}\\)`),
  );
  // A file named ~ in the working directory: "Not a directory", and the same hint.
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/~`, "");
    for (const flag of ["--log-file", "--transcript"]) {
      const [program, ...args] = daemonArgv("--v1", "cat", flag, "~/x/y.log");
      const out = await new Deno.Command(program, { args, cwd: dir, stdin: "null" }).output();
      const stderr = new TextDecoder().decode(out.stderr);
      assert.equal(out.code, 2, stderr);
      assert.match(stderr, new RegExp(`Not a directory.* \\(${escaped}\\)`));
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a mode word after the flags is the rest of an unquoted command, not a mode: refused with a hint to quote, nothing starts", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    const agent = tracedAgent(dir);
    const cases: [string, string[], RegExp][] = [
      [
        "--v1 CMD proxy",
        ["--v1", agent, "proxy"],
        /unexpected argument 'proxy': a mode comes first \(acp-proxy proxy …\); quote a command that has spaces/,
      ],
      [
        "--v1 CMD probe",
        ["--v1", agent, "probe"],
        /unexpected argument 'probe': a mode comes first/,
      ],
      [
        "--v1 CMD serve",
        ["--v1", agent, "serve"],
        /unexpected argument 'serve': a mode comes first/,
      ],
      [
        "--v1 CMD trace",
        ["--v1", agent, "trace"],
        /unexpected argument 'trace': a mode comes first \(acp-proxy trace …\)/,
      ],
      [
        "--v1 node agent.js (no mode), with the quoted form (before: without it)",
        ["--v1", "node", "agent.js"],
        /unexpected argument 'agent\.js'; quote a command that has spaces, e\.g\. --v1 "node agent\.js"; run/,
      ],
      [
        "--v1 node http://u:s3cret@h/: no example, which would show the password (regress66)",
        ["--v1", "node", "http://u:s3cret@h/"],
        /unexpected argument 'http:\/\/h\/'; quote a command that has spaces; run/,
      ],
      [
        "--v1 node extra 'with space': the example keeps that word whole, in single quotes inside",
        ["--v1", "node", "extra", "with space"],
        /unexpected argument 'extra'; quote a command that has spaces, e.g. --v1 "node extra 'with space'"; run/,
      ],
      [
        "--v2 x --v1 node x: the example for the word after the command flag's value",
        ["--v2", "x", "--v1", "node", "x"],
        /unexpected argument 'x'; quote a command that has spaces, e\.g\. --v1 "node x"; run/,
      ],
      [
        "chain --proxy=node p.js x --agent cat: every word up to the next flag",
        ["chain", "--proxy=node", "p.js", "x", "--agent", "cat"],
        /unexpected argument 'p\.js'; quote a command that has spaces, e\.g\. --proxy "node p\.js x"; run/,
      ],
      [
        "-- --v1 CMD (before: said to quote a command, as if --v1 were part of one)",
        ["--", "--v1", agent],
        /unexpected argument '--v1' after '--', which ends the flags; remove the '--'/,
      ],
      [
        "--v1 CMD -- serve",
        ["--v1", agent, "--", "serve"],
        /unexpected argument 'serve' after '--', which ends the flags; remove the '--'/,
      ],
      [
        "serve extra --v1 CMD -- (the stray word comes before the '--': not blamed on it)",
        ["serve", "extra", "--v1", agent, "--"],
        /unexpected argument 'extra'; quote a command that has spaces/,
      ],
      [
        "--v1 my-agent --stdio",
        ["--v1", "my-agent", "--stdio"],
        /unknown option '--stdio'; to pass it to the command, quote the command: --v1 "my-agent --stdio"/,
      ],
    ];
    for (const [name, args, message] of cases) {
      await t.step(name, () => assertUsageError(args, message));
    }
    assert.deepEqual([...Deno.readDirSync(dir)], [], "no agent was started");
    // The mode in first place still works.
    const { code, stderr } = await runToEnd(
      daemonArgv("proxy", "--v1", "cat"),
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
      30_000,
    );
    assert.equal(code, 0, stderr);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('cli usage: the hint to quote an option into the command is right as written: a program path with spaces is single-quoted inside, a command of several words is kept as written, the option\'s value words go with it, a word that cannot be shown plainly gets no example, and the --v1=CMD form gets the hint too (before: --v1 "/opt/My Agent/bin --acp", a broken \'my "p"\', and no hint after --v1=cat; before config5: "\'node agent.js\' --model", and --port without its 8080)', async () => {
  const dir = await Deno.makeTempDir();
  try {
    const program = `${dir}/My Agent/bin`;
    await Deno.mkdir(program, { recursive: true });
    const shown = program.replaceAll("/", "\\/");
    await assertUsageError(
      ["--v1", program, "--acp"],
      new RegExp(`quote the command: --v1 "'${shown}' --acp"; run`),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
  await assertUsageError(
    ["--v1", "node agent.js", "--model", "x"],
    /unknown option '--model'; to pass it to the command, quote the command: --v1 "node agent.js --model x"; run/,
  );
  await assertUsageError(
    ["--v1", "my-agent", "--port", "8080"],
    /quote the command: --v1 "my-agent --port 8080"; run/,
  );
  await assertUsageError(
    ["chain", "--agent", "cat", "--proxy", 'my "p"', "--x"],
    /unknown option '--x'; to pass it to the command, quote the command with it, in one argument; run/,
  );
  await assertUsageError(
    ["--v1=cat", "--stdio"],
    /unknown option '--stdio'; to pass it to the command, quote the command: --v1 "cat --stdio"; run/,
  );
  await assertUsageError(
    ["chain", "--agent=cat", "--stdio"],
    /unknown option '--stdio'; to pass it to the command, quote the command: --agent "cat --stdio"; run/,
  );
  await assertUsageError(
    ["--v1", "node", "my agent.js"],
    /unexpected argument 'my agent.js'; quote a command that has spaces, e.g. --v1 "node 'my agent.js'"; run/,
  );
  await assertUsageError(
    ["--v1", "node", "$HOME/agent.js"],
    /unexpected argument '\$HOME\/agent.js'; quote a command that has spaces; run/,
  );
  // regress82: words a shell would read get no example, which would be refused as shell syntax.
  for (const args of [["--v1", "my-agent", "--x=a|b"], ["--v1", "A=1", "--x"]]) {
    await assertUsageError(
      args,
      /to pass it to the command, quote the command with it, in one argument; run/,
    );
  }
  // And after a remote proxy's address, "proxy" (regress82: it said a remote agent's).
  await assertUsageError(
    ["proxy", "--v1", "ws://127.0.0.1:9", "--stdio"],
    /unknown option '--stdio'; a remote proxy's address \(--v1 ws:\/\/127\.0\.0\.1:9\) takes no arguments/,
  );
});

Deno.test("cli usage: an argument whose bytes are not UTF-8 is a usage error naming it, in every mode, and nothing is opened or created under another name (before: --log-file wrote to a file named with U+FFFD, --config said no such file)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    // Deno.Command takes strings: the bytes 0xFF go through the shell's printf.
    const cases = [
      ["--v1", "cat", "--log-file", `${dir}/$(printf '\\377').log`],
      ["--config", `${dir}/$(printf '\\377').jsonc`],
      ["trace", "summary", `${dir}/$(printf '\\377').jsonl`],
    ];
    // A file under the name Deno would make of the argument is not opened in its place.
    await Deno.writeFile(`${dir}/\ufffd.jsonc`, new Uint8Array());
    for (const words of cases) {
      const argv = daemonArgv(...words).map((w) => `"${w}"`).join(" ");
      const { code, stdout, stderr } = await runToEnd(["sh", "-c", `exec ${argv}`], "", 30_000);
      assert.equal(code, 2, stderr);
      assert.equal(stdout, "");
      assert.match(
        stderr,
        /^acp-proxy: argument \d+ \('[^']*\ufffd\.[a-z]+'\) is not UTF-8 text, or holds U\+FFFD: [^\n]*give the name in UTF-8[^\n]*\n$/,
      );
    }
    // Only the file made above: no log file under the replaced name.
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["\ufffd.jsonc"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('cli usage: serve or proxy with a config file whose only agent is "agent" or "chain" (another mode\'s) says so at its place, with the modes it is for (before: only \'give at least one of --v1 CMD or --v2 CMD\') (config4)', async () => {
  const dir = await Deno.makeTempDir();
  try {
    const agent = `${dir}/agent.json`;
    await Deno.writeTextFile(agent, `{"agent": "my-agent"}`);
    const chain = `${dir}/chain.json`;
    await Deno.writeTextFile(chain, `{\n  "chain": ["p", "a"]\n}`);
    await assertUsageError(
      ["--config", agent],
      /^acp-proxy: [^\n]*agent\.json:1:2: the file's "agent" is for connect, chain and probe, not serve, which runs a pair: give --v1 CMD and\/or --v2 CMD \(or "v1"\/"v2" in the file\), or give the mode first \(acp-proxy connect\|chain\|probe --config FILE\); run/,
    );
    await assertUsageError(
      ["proxy", "--config", chain],
      /chain\.json:2:3: the file's "chain" is for chain, not proxy, which runs a pair/,
    );
    // A pick on the command line is all serve needs: the file's "agent" is left out quietly.
    const { code, stderr } = await runToEnd(
      daemonArgv("--config", agent, "--v1", "cat"),
      "",
      30_000,
    );
    assert.equal(code, 0, stderr);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a daemon flag given twice, or without its value, after a command is the daemon's mistake: no hint to quote it into the command", async () => {
  await assertUsageError(
    ["--v1", "cat", "--v1", "cat"],
    /option '--v1' is given twice; give it once; run 'acp-proxy --help'/,
  );
  await assertUsageError(["--v1", "cat", "--log-level"], /option '--log-level' needs a value/);
  for (const args of [["--v1", "cat", "--v1", "cat"], ["--v1", "cat", "--log-level"]]) {
    const { stderr } = await run(args);
    assert.doesNotMatch(stderr, /quote the command/, stderr);
  }
});

Deno.test("cli usage: a flag named like a property every object has (--constructor, --toString, --valueOf) is an unknown option, not 'given twice'", async (t) => {
  for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"]) {
    await t.step(
      name,
      () => assertUsageError([`--${name}`, "x"], new RegExp(`unknown option '--${name}'`)),
    );
  }
});

Deno.test("cli usage: a flag and its value given as one argument (an editor's args entry \"--v1 my-agent\") is a usage error that says they are two arguments (before editor4: only 'unknown option')", async () => {
  await assertUsageError(
    ["--v1 cat"],
    /unknown option '--v1 cat': --v1 and its value are two arguments \('--v1' then the value\), or one written --v1=VALUE/,
  );
  await assertUsageError(
    ["chain", "--agent\tcat"],
    /--agent and its value are two arguments/,
  );
});

Deno.test("cli usage: a command that splits into no program (a lone backslash-newline, '') is refused at once with exit 2, before any client frame, in every command flag", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    for (
      const [name, args, message] of [
        ["--v1 \\<newline>", ["--v1", "\\\n"], /--v1 needs a command/],
        ["--v2 ''", ["--v2", "''"], /--v2 needs a command, e\.g\. --v2 "my-agent --stdio"/],
        // In connect, --v1 and --v2 are client programs: the example is one.
        [
          "connect --v1 ''",
          ["connect", "--v1", "''", "--agent", tracedAgent(dir)],
          /--v1 needs a command, e\.g\. --v1 "my-client --acp"/,
        ],
        ["chain --agent ''", ["chain", "--agent", "''"], /--agent needs a command/],
        [
          "chain --proxy \\<newline>",
          ["chain", "--proxy", "\\\n", "--agent", tracedAgent(dir)],
          /--proxy needs a command/,
        ],
      ] as const
    ) await t.step(name, () => assertUsageError([...args], message));
    assert.deepEqual([...Deno.readDirSync(dir)], [], "no agent was started");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('cli usage: a config file\'s "chain" with a blank entry, no entry, or beside "proxy" is refused at its FILE:LINE:COLUMN, naming the file\'s key (there is no --chain flag)', async (t) => {
  const dir = await Deno.makeTempDir();
  const file = `${dir}/chain.jsonc`;
  try {
    for (
      const [name, text, message] of [
        [
          "a blank entry",
          `{"chain": ["", "cat"]}`,
          /chain\.jsonc:1:2: "chain" needs a command in every entry/,
        ],
        [
          "no entry",
          `{\n  "chain": []\n}`,
          /chain\.jsonc:2:3: "chain" needs at least the agent's command/,
        ],
        [
          "an entry that is no program",
          `{"chain": ["''"]}`,
          /chain\.jsonc:1:2: "chain" needs a command in every entry/,
        ],
        [
          'beside "proxy"',
          `{"proxy": ["cat"], "chain": ["cat"]}`,
          /chain\.jsonc:1:\d+: "proxy" and "chain" both give the chain's proxies; keep one/,
        ],
      ] as const
    ) {
      await t.step(name, async () => {
        await Deno.writeTextFile(file, text);
        await assertUsageError(["chain", "--config", file], message);
        const { stderr } = await run(["chain", "--config", file]);
        assert.doesNotMatch(stderr, /--chain/, stderr);
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('cli usage: in chain, --agent and --proxy on the command line replace the config file\'s "chain" (flags win), and a file that also serves connect ("agent" beside "chain") runs its "chain"', async (t) => {
  const dir = await Deno.makeTempDir();
  const file = `${dir}/multi.jsonc`;
  const agent = (mark: string) => `sh -c 'touch ${dir}/${mark}; cat >/dev/null'`;
  const initialize =
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  try {
    await t.step("--agent replaces the file's chain", async () => {
      await Deno.writeTextFile(file, JSON.stringify({ chain: [agent("file-agent")] }));
      const { code, stderr } = await runToEnd(
        daemonArgv("chain", "--config", file, "--agent", agent("flag-agent")),
        initialize,
        30_000,
      );
      assert.notEqual(code, 2, stderr);
      assert.ok(Deno.statSync(`${dir}/flag-agent`).isFile, stderr);
      assert.throws(() => Deno.statSync(`${dir}/file-agent`), Deno.errors.NotFound);
    });
    await t.step("a file for serve, connect and chain runs its chain in chain", async () => {
      await Deno.writeTextFile(
        file,
        JSON.stringify({ v1: "cat", agent: agent("connect-agent"), chain: [agent("chain-agent")] }),
      );
      const { code, stderr } = await runToEnd(
        daemonArgv("chain", "--config", file),
        initialize,
        30_000,
      );
      assert.notEqual(code, 2, stderr);
      assert.ok(Deno.statSync(`${dir}/chain-agent`).isFile, stderr);
      assert.throws(() => Deno.statSync(`${dir}/connect-agent`), Deno.errors.NotFound);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a config file that is not UTF-8 is refused with the offset of its first bad byte, never run with U+FFFD in a command; UTF-8 with a BOM is read", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const bad = `${dir}/bad.jsonc`;
    await Deno.writeFile(
      bad,
      new Uint8Array([...new TextEncoder().encode('{"v1":"c'), 0xff, 0x61, 0x74, 0x22, 0x7d]),
    );
    await assertUsageError(
      ["--config", bad],
      /bad\.jsonc is not UTF-8 text \(at byte offset 8, counted from 0\); save it as UTF-8/,
    );
    // A lead byte that a plain one follows: the offset is the lead's (it said the next one's).
    await Deno.writeFile(
      bad,
      new Uint8Array([...new TextEncoder().encode('{"v1": "caf'), 0xe9, 0x22, 0x7d]),
    );
    await assertUsageError(
      ["--config", bad],
      /bad\.jsonc is not UTF-8 text \(at byte offset 11, counted from 0\); save it as UTF-8/,
    );
    // A two-byte lead, then one continuation byte of a three-byte lead's sequence cut short.
    await Deno.writeFile(
      bad,
      new Uint8Array([...new TextEncoder().encode('{"v1":"'), 0xe2, 0x86, 0x61, 0x22, 0x7d]),
    );
    await assertUsageError(
      ["--config", bad],
      /bad\.jsonc is not UTF-8 text \(at byte offset 7, counted from 0\); save it as UTF-8/,
    );
    const good = `${dir}/good.jsonc`;
    await Deno.writeTextFile(good, `\ufeff{"v1": "cat", // caf\u00e9 \u2192\n}`);
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("--config", good),
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
      30_000,
    );
    assert.equal(code, 0, stderr);
    assert.match(stdout, /"method":"initialize"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: --init-timeout-ms outside connect and --listen names those two, in chain as in a stdio serve (not 'serve and proxy', which refuse it without --listen)", async () => {
  await assertUsageError(
    ["chain", "--init-timeout-ms", "2000", "--agent", "cat"],
    /--init-timeout-ms is for connect and --listen only, not chain/,
  );
  await assertUsageError(
    ["--init-timeout-ms", "2000", "--v1", "cat"],
    /--init-timeout-ms is for connect and --listen only/,
  );
});

Deno.test("cli usage: an empty file path is a usage error whose example fits the flag (a transcript is JSON Lines, a token a file of its own)", async (t) => {
  for (
    const [flag, example] of [
      ["--log-file", "/tmp/acp-proxy.log"],
      ["--transcript", "/tmp/session.jsonl"],
      ["--remote-token-file", "~/.config/agent.token"],
      ["--config", "~/.config/acp-proxy.jsonc"],
    ]
  ) {
    await t.step(flag, async () => {
      await assertUsageError(
        ["--v1", "cat", `${flag}=`],
        new RegExp(`${flag} needs a file path, e\\.g\\. ${flag} ${example.replaceAll(".", "\\.")}`),
      );
    });
  }
});

Deno.test("cli usage: --no-trace-context on the command line turns off the config file's trace-context (flags win): the initialize reaches the agent unchanged", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-no-flag-" });
  try {
    const config = `${dir}/config.json`;
    await Deno.writeTextFile(config, `{"trace-context": true, "copy": true}`);
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const on = await runToEnd(daemonArgv("--config", config, "--v1", "cat"), init, 30_000);
    assert.equal(on.code, 0, on.stderr);
    assert.match(on.stdout, /"traceparent":"00-/, "the config file turns it on");
    const off = await runToEnd(
      daemonArgv("--config", config, "--v1", "cat", "--no-trace-context", "--no-copy"),
      init,
      30_000,
    );
    assert.equal(off.code, 0, off.stderr);
    assert.equal(off.stdout, init);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a remote agent address that is no URL names the flag it was given with (--agent in connect and chain, --v2 in serve); the probe refuses --remote-token-file (it starts agent commands only)", async () => {
  const bad = "http://h:99999/acp";
  for (
    const [args, flag] of [
      [["connect", "--v1", "cat", "--agent", bad], "--agent"],
      [["chain", "--agent", bad], "--agent"],
      [["--v2", bad], "--v2"],
    ] as const
  ) {
    await assertUsageError(
      [...args],
      new RegExp(`^acp-proxy: ${flag} ${bad}: not a remote agent address \\(not a URL\\); check`),
    );
  }
  await assertUsageError(
    ["probe", "--agent", "cat", "--remote-token-file", "/etc/hostname"],
    /--remote-token-file is for serve, connect, proxy and chain only, not probe/,
  );
});

Deno.test("cli usage: values a config file gave and that are checked late (an --allow-origin, a named agent's remote address, the file's own \"name\" in a loop) are blamed on FILE:LINE:COLUMN, not on a flag nobody typed", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const origin = `${dir}/origin.json`;
    await Deno.writeTextFile(
      origin,
      `{\n  "listen": "127.0.0.1:0",\n  "allow-origin": "https://x.example/"\n}\n`,
    );
    await assertUsageError(
      ["--config", origin, "--v1", "cat"],
      /origin\.json:3:3: "allow-origin" https:\/\/x\.example\/: a browser sends .* write it as "https:\/\/x\.example"/,
    );
    const remote = `${dir}/remote.json`;
    await Deno.writeTextFile(
      remote,
      `{\n  "agents": {\n    "r": {"v1": "http://x:99999"}\n  }\n}\n`,
    );
    await assertUsageError(
      ["--config", remote, "--name", "r"],
      // At the entry's "v1" (before 74401db: at "agents", 2:3).
      /remote\.json:3:11: agents\.r: "v1": http:\/\/x:99999: not a remote agent address/,
    );
    const chain = `${dir}/chain.json`;
    await Deno.writeTextFile(chain, `{"chain": ["cat", "http://[bad"]}`);
    await assertUsageError(
      ["chain", "--config", chain],
      /chain\.json:1:2: "chain": http:\/\/\[bad: not a remote agent address/,
    );
    const loop = `${dir}/loop.json`;
    await Deno.writeTextFile(loop, `{"name": "codex", "agents": {"codex": {"v1": "cat"}}}`);
    const { code, stderr } = await runToEnd(daemonArgv("--config", loop), "", 30_000, {
      ACP_PROXY_NAMED_AGENTS: `${await Deno.realPath(loop)}#codex`,
    });
    assert.equal(code, 2, stderr);
    assert.match(stderr, /loop\.json:1:2: "name": "codex": the agent "codex" .* a loop/);
    assert.doesNotMatch(stderr, /^acp-proxy: --name/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: an --allow-host given as a URL or with a path is refused (it allowed the text before its first colon, 'http'); a name with a port is taken", async (t) => {
  for (const value of ["http://acp.internal/", "acp.internal/acp", "user@acp.internal"]) {
    await t.step(value, () =>
      assertUsageError(
        ["--listen", "127.0.0.1:0", "--allow-host", value, "--v1", "cat"],
        /--allow-host \S+: not a host name .* e\.g\. --allow-host acp\.internal/,
      ));
  }
});

Deno.test("cli usage: small mistakes the parser let through or named wrongly: two BOMs, a size with a newline in it (a tab still goes), a size key of the wrong type, a usage error when stderr is a full disk (exit 2, not 1)", async (t) => {
  const dir = await Deno.makeTempDir();
  try {
    await t.step("a config file with two BOMs is refused at the second", async () => {
      const twice = `${dir}/twice.json`;
      await Deno.writeTextFile(twice, `\ufeff\ufeff{"v1": "cat"}`);
      await assertUsageError(["--config", twice], /twice\.json:1:1: unexpected character U\+FEFF/);
    });
    await t.step(
      "a size with a newline between the number and its unit is refused",
      () => assertUsageError(["--max-frame", "8\nMiB", "--v1", "cat"], /--max-frame must be/),
    );
    await t.step(
      "a size with a newline at its end is refused, a config file's too (config4: trimmed away)",
      async () => {
        await assertUsageError(["--max-frame", "1\n", "--v1", "cat"], /--max-frame must be/);
        const file = `${dir}/newline.json`;
        await Deno.writeTextFile(file, `{"v1": "cat", "max-frame": "1\\n"}`);
        await assertUsageError(["--config", file], /"max-frame" must be a whole number/);
      },
    );
    await t.step(
      "spaces and tabs around a size still go",
      async () => {
        const { code, stderr } = await runToEnd(
          daemonArgv("--max-frame", " \t8 MiB\t ", "--v1", "cat"),
          "",
          30_000,
        );
        assert.equal(code, 0, stderr);
      },
    );
    await t.step(
      "a URL that is no URL where no URL may go is refused as that, not as a bad address (probe, connect's client)",
      async () => {
        await assertUsageError(
          ["probe", "--agent", "http://x:99999"],
          /--agent http:\/\/x:99999: probe starts agent commands/,
        );
        await assertUsageError(
          ["connect", "--v1", "http://x:99999", "--agent", "cat"],
          /connect: --v1 is a client program to run, not a URL/,
        );
      },
    );
    await t.step("a non-loopback --listen host is quoted as typed", () =>
      assertUsageError(
        ["--listen", "EXAMPLE.COM:0", "--v1", "cat"],
        /--listen EXAMPLE\.COM is not one of the loopback hosts/,
      ));
    await t.step("a size with a tab between the number and its unit is still taken", async () => {
      const { code, stderr } = await run(["--max-frame", "8\tMiB", "--v1", "cat"]);
      assert.equal(code, 0, stderr);
    });
    await t.step(
      "a blank --proxy needs a command, with an example of one (not 'a value, e.g. VALUE')",
      () =>
        assertUsageError(
          ["chain", "--proxy", "  ", "--agent", "cat"],
          /--proxy needs a command, e\.g\. --proxy "my-proxy --stdio"/,
        ),
    );
    await t.step("a size key of the wrong type says sizes are strings too", async () => {
      const wrong = `${dir}/wrong.json`;
      await Deno.writeTextFile(wrong, `{"max-frame": true, "v1": "cat"}`);
      await assertUsageError(
        ["--config", wrong],
        /"max-frame" must be a number or a size such as "8MiB"/,
      );
    });
    await t.step("a usage error whose line stderr cannot take still exits 2", async () => {
      const { code } = await runToEnd(
        ["sh", "-c", 'exec "$@" 2>/dev/full', "sh", ...daemonArgv("--bogus")],
        "",
        30_000,
      );
      assert.equal(code, 2);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a relative path in a config file that is a pipe or a FIFO (<(...)) has no directory to start at, and is refused at its place (before: the agent ran in /proc/PID/fd); ~/ with HOME unset is refused naming HOME (before: a path under the config file's directory); neither is looked at when a flag overrides the key (config3: refused though the flag's path was the one used)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const fifo = `${dir}/config.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    for (
      const [body, message] of [
        [
          `{"v1": "cat", "log-file": "x.log"}`,
          /config\.fifo:1:15: "log-file" is relative: the config file is a pipe or a FIFO \(<\(\.\.\.\)\), which has no directory for it to start at; give an absolute path/,
        ],
        [
          `{"agents": {"a": {"v1": "cat", "cwd": "."}}, "name": "a"}`,
          /config\.fifo:1:32: "agents\.a\.cwd" is relative: the config file is a pipe or a FIFO/,
        ],
      ] as const
    ) {
      const written = Deno.writeTextFile(fifo, body);
      await assertUsageError(["--config", fifo], message);
      await within(written, 10_000, "the config's writer");
    }
    const config = `${dir}/home.jsonc`;
    await Deno.writeTextFile(config, `{"v1": "cat", "log-file": "~/x.log"}`);
    const { code, stdout, stderr } = await runToEnd(daemonArgv("--config", config), "", 30_000, {
      HOME: "",
    });
    assert.equal(code, 2, stderr);
    assert.equal(stdout, "");
    assert.match(
      stderr,
      /^acp-proxy: [^\n]*home\.jsonc:1:15: "log-file" starts with ~\/, and HOME is not set or empty \(an editor may start the daemon without it\); give an absolute path, or set HOME[^\n]*\n$/,
    );
    // A relative HOME would start where the daemon was started (before hostile14: it did).
    // (Deno's own cache stays where it is: with a relative HOME it would make one in the tree.)
    const xdg = Deno.env.get("XDG_CACHE_HOME");
    const cache = Deno.env.get("DENO_DIR") ??
      (xdg ? `${xdg}/deno` : `${Deno.env.get("HOME") ?? Deno.cwd()}/.cache/deno`);
    const relative = await runToEnd(daemonArgv("--config", config), "", 30_000, {
      HOME: "rel",
      DENO_DIR: cache,
    });
    assert.equal(relative.code, 2, relative.stderr);
    assert.match(
      relative.stderr,
      /"log-file" starts with ~\/, and HOME is relative \("rel"\): it would start where the daemon was started; give an absolute path, or set HOME to an absolute directory; /,
    );
    // A flag that overrides the key: flags win, and the file's path is not looked at (before,
    // refused as above though never used).
    const log = `${dir}/flag.log`;
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const overridden = await runToEnd(
      daemonArgv("--config", config, "--log-file", log),
      init,
      30_000,
      { HOME: "" },
    );
    assert.equal(overridden.code, 0, overridden.stderr);
    assert.equal(overridden.stdout, init);
    const written = Deno.writeTextFile(fifo, `{"v1": "cat", "log-file": "x.log"}`);
    const fromPipe = await runToEnd(daemonArgv("--config", fifo, "--log-file", log), init, 30_000);
    await within(written, 10_000, "the config's writer");
    assert.equal(fromPipe.code, 0, fromPipe.stderr);
    assert.equal(fromPipe.stdout, init);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('cli usage: a config file\'s "log-format": "json" says the usage errors found after it was read in JSON too, a bad flag\'s and a bad key of its own (they came as text); --log-format text on the command line wins', async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-usage-json-" });
  try {
    const config = `${dir}/acp.jsonc`;
    await Deno.writeTextFile(config, `{"v1": "cat", "log-format": "json"}`);
    const badKey = `${dir}/bad.jsonc`;
    await Deno.writeTextFile(badKey, `{"v1": "cat", "log-format": "json", "max-frame": 0}`);
    for (const args of [["--config", config, "--max-frame", "0"], ["--config", badKey]]) {
      const { code, stdout, stderr } = await run(args);
      assert.equal(code, 2, stderr);
      assert.equal(stdout, "");
      const lines = stderr.trimEnd().split("\n");
      assert.equal(lines.length, 1, stderr);
      const line = JSON.parse(lines[0]);
      assert.equal(line.level, "error");
      assert.match(line.msg, /max-frame"? must be a whole number of bytes/);
    }
    // A mistake the file's own reading finds (a wrong type, an unknown key) too.
    const wrongType = `${dir}/type.jsonc`;
    await Deno.writeTextFile(wrongType, `{"log-format": "json", "v1": "cat", "max-frame": true}`);
    const { stderr } = await run(["--config", wrongType]);
    assert.match(JSON.parse(stderr).msg, /"max-frame" must be a number or a size/);
    await assertUsageError(
      ["--config", wrongType, "--log-format", "text"],
      /^acp-proxy: .*type\.jsonc:1:\d+: "max-frame" must be a number/,
    );
    await assertUsageError(
      ["--config", badKey, "--log-format", "text"],
      /^acp-proxy: .*bad\.jsonc:1:\d+: "max-frame" must be a whole number of bytes/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a --config, --token-file or --remote-token-file path that starts with ~/ and names nothing says a ~ in an argument is not expanded (only --log-file and --transcript said so)", async () => {
  const hint =
    /\(a leading ~ is expanded by a shell and in the config file, not in an argument passed as it is, as an editor does: give the full path\)/;
  await assertUsageError(["--config", "~/no-such-acp-proxy.jsonc"], hint);
  await assertUsageError(
    ["serve", "--listen", "127.0.0.1:0", "--v1", "cat", "--token-file", "~/no-such-token"],
    hint,
  );
  await assertUsageError(
    ["--v1", "ws://127.0.0.1:9/acp", "--remote-token-file", "~/no-such-token"],
    hint,
  );
});

Deno.test("cli usage: a value that starts with '-' after a flag that takes one says to write it after '=' (it said only that the value was missing); a flag after it, a value left out, does not", async () => {
  await assertUsageError(
    ["--v1", "-x"],
    /^acp-proxy: option '--v1' needs a value, e\.g\. --v1 VALUE \(a value that starts with '-' goes after '=': --v1=-x\); run/,
  );
  await assertUsageError(
    ["--v1", "--v2", "cat"],
    /^acp-proxy: option '--v1' needs a value, e\.g\. --v1 VALUE; run/,
  );
  // Nor after a near miss of a flag; and a value with a space is quoted as a whole.
  await assertUsageError(
    ["--v1", "--max_frame", "5"],
    /^acp-proxy: option '--v1' needs a value, e\.g\. --v1 VALUE; run/,
  );
  await assertUsageError(
    ["--v1", "-m agent"],
    /\(a value that starts with '-' goes after '=': "--v1=-m agent"\); run/,
  );
});

Deno.test("cli usage: sizes take G and GiB as they take K and M: --max-frame 1G and 1GiB are the largest (1073741824), 2G is refused naming the range", async () => {
  for (const size of ["1G", "1GiB", "1 gib"]) {
    const { code, stderr } = await runToEnd(
      daemonArgv("--v1", "cat", "--max-frame", size, "--log-level", "debug"),
      "",
      30_000,
    );
    assert.equal(code, 0, stderr);
  }
  await assertUsageError(
    ["--v1", "cat", "--max-frame", "2G"],
    /--max-frame must be a whole number of bytes from 1 to 1073741824 \(got '2G'\)/,
  );
});

Deno.test("cli usage: a near miss of a flag, a config key or a named agent says the one it meant (did you mean), before the hint to quote it into the agent's command if it is the command's own, and instead of a list of every key", async () => {
  await assertUsageError(
    ["--v1", "cat", "--max_frame", "5"],
    /^acp-proxy: unknown option '--max_frame' \(did you mean --max-frame\?\); or, if it is the command's own, to pass it to the command, quote the command: --v1 "cat --max_frame 5"; run 'acp-proxy --help' for usage\n$/,
  );
  await assertUsageError(
    ["connect", "--agent", "cat", "--v1", "cat", "--init-timeout", "5"],
    /unknown option '--init-timeout' \(did you mean --init-timeout-ms\?\)/,
  );
  // A short flag in the other case (cli11: -v said nothing of -V).
  await assertUsageError(["-v"], /^acp-proxy: unknown option '-v' \(did you mean -V\?\); run/);
  await assertUsageError(
    ["--v1", "my-agent", "-v"],
    /unknown option '-v' \(did you mean -V\?\); or, if it is the command's own, to pass it to the command, quote the command: --v1 "my-agent -v"/,
  );
  await assertUsageError(["-x"], /^acp-proxy: unknown option '-x'; run/);
  // An option of the agent's own is still one to quote into its command, with no guess that
  // means something else ("--session" is two edits from "--version").
  await assertUsageError(
    ["--v1", "my-agent", "--stdio"],
    /unknown option '--stdio'; to pass it to the command, quote the command/,
  );
  await assertUsageError(
    ["--v1", "my-agent", "--session"],
    /unknown option '--session'; to pass it to the command, quote the command/,
  );
  // A negatable flag's --no- form is among the names meant.
  await assertUsageError(["--v1", "cat", "--nocopy"], /\(did you mean --no-copy\?\)/);
  // Only a flag the mode takes is meant (cli11: serve's --jsonn meant probe's --json, which
  // serve then refused); the mode's own flags still are.
  await assertUsageError(
    ["--v1", "cat", "--jsonn"],
    /^acp-proxy: unknown option '--jsonn'; to pass it to the command, quote the command: --v1 "cat --jsonn"/,
  );
  await assertUsageError(["probe", "--agent", "cat", "--jsonn"], /\(did you mean --json\?\)/);
  await assertUsageError(
    ["connect", "--agent", "cat", "--no-cop"],
    /unknown option '--no-cop'; to pass it to the command/,
  );
  await assertUsageError(["proxy", "--v1", "cat", "--no-cop"], /\(did you mean --no-copy\?\)/);
  const dir = await Deno.makeTempDir({ prefix: "acp-usage-near-" });
  try {
    const keys = `${dir}/keys.jsonc`;
    await Deno.writeTextFile(keys, `{"v1": "cat", "log_level": "info"}`);
    await assertUsageError(
      ["--config", keys],
      /keys\.jsonc:1:15: unknown key "log_level" \(did you mean "log-level"\?\); run/,
    );
    const agents = `${dir}/agents.jsonc`;
    await Deno.writeTextFile(
      agents,
      `{"agents": {"codex": {"v1": "cat"}, "claude": {"v1": "cat"}}}`,
    );
    await assertUsageError(
      ["--config", agents, "--name", "cdoex"],
      /--name cdoex: no such agent \(did you mean codex\?\); the config file names codex, claude/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: a remote agent address with a word after it (an argument no URL takes) is refused at start naming the flag; before, a URL with a path took the word into its path (POST /acp%20--stdio) and failed only once a client came", async () => {
  for (
    const [args, flag, spec] of [
      [["--v1", "http://127.0.0.1:9/acp --stdio"], "--v1", "http://127.0.0.1:9/acp --stdio"],
      [["chain", "--agent", "ws://127.0.0.1:9/acp --x"], "--agent", "ws://127.0.0.1:9/acp --x"],
      [["--v2", "http://127.0.0.1:9/ --stdio"], "--v2", "http://127.0.0.1:9/ --stdio"],
    ] as const
  ) {
    await assertUsageError(
      [...args],
      new RegExp(
        `^acp-proxy: ${flag} ${spec}: a remote agent's address is a URL alone, without arguments`,
      ),
    );
  }
});

Deno.test("cli usage: a URL without a path and a word after it is refused as a URL with arguments, naming the URL to give; a proxy's address that is no URL gets a ws:// example, which a proxy takes (before: 'not a URL', and an http:// example that proxies refuse) (config4)", async () => {
  await assertUsageError(
    ["--v1", "http://127.0.0.1:9 --x"],
    /^acp-proxy: --v1 http:\/\/127\.0\.0\.1:9 --x: a remote agent's address is a URL alone, without arguments; give just the URL \(http:\/\/127\.0\.0\.1:9\); run/,
  );
  for (
    const [args, flag] of [
      [["proxy", "--v1", "ws://[::1"], "--v1"],
      [["chain", "--agent", "cat", "--proxy", "ws://[::1"], "--proxy"],
    ] as const
  ) {
    await assertUsageError(
      [...args],
      new RegExp(
        `^acp-proxy: ${flag} ws://\\[::1: not a remote proxy address \\(not a URL\\); check the address, e\\.g\\. ws://127\\.0\\.0\\.1:7331; run`,
      ),
    );
  }
});

Deno.test("cli usage: an unknown option after a remote agent's address says the address takes no arguments, not to quote it in (that is refused too) (regress47)", async () => {
  await assertUsageError(
    ["chain", "--agent", "https://h/acp", "--stdio"],
    /^acp-proxy: unknown option '--stdio'; a remote agent's address \(--agent https:\/\/h\/acp\) takes no arguments; run/,
  );
});

Deno.test("cli usage: the first word that is no mode is what is blamed (the dashes of --v1 forgotten, or pasted as U+2010), with what it meant; a mode given twice says so; before, the word after it was blamed with a hint to quote a command, and 'serve serve' said a mode comes first", async () => {
  const cases: [string[], RegExp][] = [
    [
      ["v1", "./agent"],
      /^acp-proxy: unknown mode 'v1' \(did you mean --v1\? a flag starts with --\)/,
    ],
    // config4: 'version' said only "unknown mode".
    [["version"], /^acp-proxy: unknown mode 'version' \(did you mean --version\? a flag starts/],
    [
      ["\u2010\u2010v1", "./agent"],
      /unknown mode '\u2010\u2010v1' \(it starts with U\+2010, not an ASCII hyphen: type it as --v1\)/,
    ],
    [["conect", "--agent", "x"], /^acp-proxy: unknown mode 'conect' \(did you mean connect\?\)/],
    [
      ["--v1", "x", "\u2014grace-ms", "5"],
      /unexpected argument '\u2014grace-ms': it starts with U\+2014, not an ASCII hyphen: type it as --grace-ms/,
    ],
    [
      ["serve", "serve", "--v1", "x"],
      /unexpected argument 'serve': the mode is given once, as the first word/,
    ],
    [["help", "bogus"], /^acp-proxy: unknown mode 'bogus'; use serve/],
    // config4: it named 'help' and said to quote a command.
    [
      ["probe", "help", "extra"],
      /^acp-proxy: unexpected argument 'extra' after 'probe help', which takes nothing after it; run/,
    ],
  ];
  for (const [args, message] of cases) await assertUsageError(args, message);
});

Deno.test("cli usage: 'acp-proxy help [MODE]' prints what '[MODE] --help' prints, trace's too, exit 0", async () => {
  for (
    const [help, flag] of [[["help"], ["--help"]], [["help", "chain"], ["chain", "--help"]], [[
      "help",
      "trace",
    ], ["trace", "--help"]]]
  ) {
    const [a, b] = await Promise.all([run(help), run(flag)]);
    assert.equal(a.code, 0, a.stderr);
    assert.ok(a.stdout.length > 100, a.stdout);
    assert.deepEqual([a.stdout, a.stderr], [b.stdout, b.stderr], help.join(" "));
  }
});

Deno.test("cli usage: shell syntax in a command no shell runs (a pipe, a variable set before the program, ~ or $ in the program) is refused at start naming the flag, nothing started; a quoted bar and sh -c are taken (before, '| tee log' went to the agent as arguments, and X=1, ~/, $HOME failed as 'command not found' once a client came)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const cases: [string[], RegExp][] = [
      [
        ["--v1", "./agent | tee log"],
        /^acp-proxy: --v1 \.\/agent \| tee log: '\|' is shell syntax, but no shell runs the command; to use one, give sh -c '\.\.\.'/,
      ],
      [["--v1", "X=1 agent"], /'X=1' sets a variable, but no shell runs the command/],
      // Partly quoted, as paths with spaces are written: a shell still expands these (regress48).
      [["--v1", `"$HOME/My Agents/agent" --x`], /'\$HOME\/My Agents\/agent' needs a shell/],
      [["--v1", `~/"My Agents"/agent`], /'~\/My Agents\/agent' needs a shell/],
      [
        ["--v2", "$HOME/agent --acp"],
        /--v2 \$HOME\/agent --acp: '\$HOME\/agent' needs a shell to expand it/,
      ],
      [
        ["chain", "--agent", "cat", "--proxy", "~/proxy"],
        /--proxy ~\/proxy: '~\/proxy' needs a shell/,
      ],
      [
        ["connect", "--v1", "agent > out", "--agent", "cat"],
        /--v1 agent > out: '>' is shell syntax/,
      ],
    ];
    for (const [args, message] of cases) await assertUsageError(args, message);
    await Deno.writeTextFile(`${dir}/c.json`, `{"agents": {"a": {"v1": "A=b agent"}}}`);
    await assertUsageError(
      ["--config", `${dir}/c.json`, "--name", "a"],
      /"agents\.a\.v1": 'A=b' sets a variable/,
    );
    // Taken: a program whose name really holds $ or ~, quoted or escaped (regress47).
    await Deno.mkdir(`${dir}/d$x`);
    await Deno.writeTextFile(`${dir}/d$x/ag`, "#!/bin/sh\nexec cat\n");
    await Deno.chmod(`${dir}/d$x/ag`, 0o755);
    const init1 = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    for (const agent of [`'${dir}/d$x/ag'`, `${dir}/d\\$x/ag`]) {
      const { code, stdout, stderr } = await runToEnd(daemonArgv("--v1", agent), init1, 30_000);
      assert.equal(code, 0, `${agent}: ${stderr}`);
      assert.equal(stdout, init1, agent);
    }
    // Taken: a bar quoted into an argument, a shell run on purpose.
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    for (const agent of [`sh -c 'read l; echo "$l" | cat; test "$0" = "|"' '|'`]) {
      const { code, stdout, stderr } = await runToEnd(daemonArgv("--v1", agent), init, 30_000);
      assert.equal(code, 0, stderr);
      assert.equal(stdout, init);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("cli usage: trace's near misses say the one they meant, as the other modes' flags do (README: unknown flags within two typos say which they meant); 'help' with more than one word says so, and 'help trace summary' is trace's help (before: a bare 'unknown flag', and 'unknown mode help')", async () => {
  await assertUsageError(
    ["trace", "summary", "t.jsonl", "--jsonn"],
    /^acp-proxy: trace summary: unknown flag --jsonn \(did you mean --json\?\);/,
  );
  await assertUsageError(
    ["trace", "view", "t.jsonl", "--portt", "5"],
    /^acp-proxy: trace view: unknown flag --portt \(did you mean --port\?\);/,
  );
  // The other command's flag is said as such (before: "unknown flag").
  await assertUsageError(
    ["trace", "summary", "t.jsonl", "--port", "3"],
    /^acp-proxy: trace summary: --port is for trace view only; remove it;/,
  );
  await assertUsageError(
    ["trace", "view", "t.jsonl", "--json"],
    /^acp-proxy: trace view: --json is for trace summary only; remove it;/,
  );
  await assertUsageError(
    ["trace", "sumary", "t.jsonl"],
    /^acp-proxy: trace: unknown command "sumary" \(did you mean summary\?\);/,
  );
  await assertUsageError(
    ["trace", "nothing", "t.jsonl"],
    /^acp-proxy: trace: unknown command "nothing" \(summary or view\);/,
  );
  // An option before the command: said so (before: 'unknown command "--json"').
  await assertUsageError(
    ["trace", "--json", "summary", "t.jsonl"],
    /^acp-proxy: trace: the command comes before its options: acp-proxy trace summary --json \u2026;/,
  );
  await assertUsageError(
    ["trace", "--port", "3", "view", "t.jsonl"],
    /^acp-proxy: trace: the command comes before its options: acp-proxy trace view --port \u2026;/,
  );
  await assertUsageError(
    ["trace", "--bogus", "t.jsonl"],
    /^acp-proxy: trace: unknown command "--bogus" \(summary or view\);/,
  );
  await assertUsageError(
    ["help", "serve", "connect"],
    /^acp-proxy: 'help' takes one mode at most \(got 'serve connect'\); use acp-proxy help MODE;/,
  );
  const help = await run(["help", "trace", "summary"]);
  assert.equal(help.code, 0, help.stderr);
  assert.match(help.stdout, /^acp-proxy trace: read a transcript/);
  // Flags among the words change nothing (`help proxy -h` is proxy's help too).
  for (const args of [["help", "trace", "-h"], ["help", "-h", "trace", "summary"]]) {
    const trace = await run(args);
    assert.equal(trace.code, 0, `${args.join(" ")}: ${trace.stderr}`);
    assert.match(trace.stdout, /^acp-proxy trace: read a transcript/, args.join(" "));
  }
  await assertUsageError(
    ["help", "trace", "bogus"],
    /^acp-proxy: 'help trace' takes summary or view at most \(got 'bogus'\); use acp-proxy help trace;/,
  );
});

Deno.test("--help gives every numeric flag's range as the checks enforce it, min..max, in its own entry (the listener and probe bounds gave only their defaults)", async () => {
  const { USAGE } = await import("../cli/usage.ts");
  const { NUMBER_RANGES } = await import("../cli/args.ts");
  // Each entry: from its flag at the start of a line to the next flag entry or heading.
  const entries = USAGE.split(/\n(?= {2}-|\S)/);
  for (const [flag, { min, max }] of Object.entries(NUMBER_RANGES)) {
    const own = entries.filter((e) => e.startsWith(`  --${flag} `));
    assert.ok(own.length > 0, `--${flag} has an entry`);
    for (const entry of own) {
      assert.ok(
        entry.includes(`${min}..${max}`),
        `--${flag}'s entry gives ${min}..${max}:\n${entry}`,
      );
    }
  }
});

Deno.test("cli usage: a --remote-token-file that cannot be read is refused before the --transcript file is opened: an existing transcript keeps its bytes and none is created, in serve, proxy, connect and chain (before config6: emptied, or created empty)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const cases: [string, string[]][] = [
      ["serve", ["--v1", "http://127.0.0.1:9"]],
      ["proxy", ["proxy", "--v1", "ws://127.0.0.1:9"]],
      ["connect", ["connect", "--v1", "cat", "--agent", "http://127.0.0.1:9"]],
      ["chain", ["chain", "--agent", "http://127.0.0.1:9"]],
    ];
    for (const [mode, args] of cases) {
      const kept = `${dir}/${mode}-kept.jsonl`, fresh = `${dir}/${mode}-fresh.jsonl`;
      await Deno.writeTextFile(kept, "PRECIOUS\n");
      for (const transcript of [kept, fresh]) {
        await assertUsageError(
          [...args, "--remote-token-file", `${dir}/missing`, "--transcript", transcript],
          /cannot read --remote-token-file/,
        );
      }
      assert.equal(await Deno.readTextFile(kept), "PRECIOUS\n", mode);
      assert.equal(await Deno.stat(fresh).then(() => true, () => false), false, mode);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test('cli usage: a --name that no agent could have is refused saying what a name is, not pasted into a config example the config would refuse or that is no JSON (before config6: {"agents": {"x"y": ...}})', async () => {
  for (const name of ["a b", 'x"y']) {
    await assertUsageError(
      ["--name", name],
      /--name '[^']+' is no agent's name: a name is ASCII letters, digits, '\.', '_' and '-', starting with a letter or digit, e\.g\. --name codex; run 'acp-proxy --help' for usage\n$/,
    );
  }
  await assertUsageError(
    ["--name", "codex"],
    /e\.g\. \{"agents": \{"codex": \{"v1": "my-agent"\}\}\}/,
  );
});

Deno.test("cli usage: a refused value is shown cut at 80 characters and with a line break escaped: a 100 KB --log-level is not repeated whole, and --max-frame '1<LF>' is not shown as the '1 ' that would pass (config6)", async () => {
  const huge = "x".repeat(100_000);
  const { stderr } = await run(["--v1", "cat", "--log-level", huge]);
  assert.ok(stderr.length < 400, `${stderr.length} characters`);
  assert.match(stderr, new RegExp(`\\(got '${"x".repeat(80)}\u2026'\\)`));
  await assertUsageError(["--v1", "cat", "--max-frame", "1\n"], /\(got '1\\n'\)/);
  // A C1 control and a bidirectional override are escaped too (regress99).
  await assertUsageError(
    ["--v1", "cat", "--log-level", "x\u0085y\u202ez"],
    /\(got 'x\\u0085y\\u202ez'\)/,
  );
});

Deno.test("cli usage: a refused value with a character that shows as nothing (zero-width space, word joiner, soft hyphen) shows it escaped, so that '1<ZWSP>' is not shown as the '1' that would pass; a long unknown --name is not repeated whole (regress101)", async () => {
  await assertUsageError(["--v1", "cat", "--grace-ms", "1\u200b"], /\(got '1\\u200b'\)/);
  await assertUsageError(["--v1", "cat", "--log-level", "warn\u2060"], /\(got 'warn\\u2060'\)/);
  await assertUsageError(["--v1", "cat", "--log-level", "warn\u00ad"], /\(got 'warn\\u00ad'\)/);
  // As a log line shows them (regress102): a Hangul filler escaped, an emoji's joiner kept.
  await assertUsageError(["--v1", "cat", "--log-level", "a\u3164b"], /\(got 'a\\u3164b'\)/);
  await assertUsageError(
    ["--v1", "cat", "--log-level", "\u{1f469}\u200d\u{1f4bb}"],
    /\(got '\u{1f469}\u200d\u{1f4bb}'\)/u,
  );
  const { code, stderr } = await run(["--name", "x".repeat(100_000)]);
  assert.equal(code, 2, stderr);
  assert.ok(stderr.length < 600, `${stderr.length} characters`);
});

Deno.test("cli usage: a config file given as a pipe is not refused for a relative path under a key the mode leaves out (chain and token-file, probe and transcript); the mode's own keys are still checked (before config6: 'is relative' for a key the mode ignores)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const fifo = `${dir}/config.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    for (
      const [mode, body] of [
        ["chain", `{"agent": "cat", "token-file": "tok", "max-frame": "lots"}`],
        ["probe", `{"agent": "cat", "transcript": "t.jsonl", "probe-timeout-ms": "lots"}`],
      ] as const
    ) {
      const written = Deno.writeTextFile(fifo, body);
      await assertUsageError(
        [mode, "--config", fifo],
        /"(?:max-frame|probe-timeout-ms)" must be a whole number/,
      );
      await within(written, 10_000, "the config's writer");
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
