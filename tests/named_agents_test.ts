/**
 * Named agents (issue 15 §2): the config file's `"agents"` table, picked with `--name` in
 * every mode; the entry's `env` is added to the inherited environment and its `cwd` is the
 * agent's working directory; unknown names, conflicts and bad entries are usage errors.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  daemonArgv,
  DENO,
  ROOT,
  runToEnd,
  scriptedAgentArgv,
  scriptedClientArgv,
} from "./fixtures/fixture_commands.ts";
import { quote } from "./fixtures/support.ts";
import { settlesWithin } from "../async/settles_within.ts";

const INIT_V1 = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n';
const INIT_V2 = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":' +
  '{"protocolVersion":2,"info":{"name":"test","version":"1"},"capabilities":{}}}\n';

/**
 * A command that records `$NAMED_VAR`, `$HOME` and its working directory in `out`, then runs
 * the scripted agent of `protocol`.
 */
function recordingAgent(out: string, protocol: 1 | 2): string {
  const agent = scriptedAgentArgv(protocol).map(quote).join(" ");
  const script = `printf '%s\\n%s\\n' "$NAMED_VAR" "$HOME" > ${quote(out)}; pwd -P >> ${
    quote(out)
  }; exec ${agent}`;
  return `sh -c ${quote(script)}`;
}

/**
 * A temporary directory (removed on dispose) and the config file in it, written by `write`.
 */
async function scratch() {
  const dir = await Deno.realPath(await Deno.makeTempDir({ prefix: "named-agents-" }));
  const config = `${dir}/acp-proxy.jsonc`;
  return {
    dir,
    config,
    write: (settings: unknown) =>
      Deno.writeTextFile(config, `// named agents\n${JSON.stringify(settings, null, 2)}\n`),
    [Symbol.asyncDispose]: () => Deno.remove(dir, { recursive: true }),
  };
}

/**
 * A remote agent that refuses every request (503) and records its `Authorization` header
 * (`seen`), and each request's path with it (`seenAt`: "PATH HEADER").
 */
function tokenRecorder() {
  const seen: (string | null)[] = [];
  const seenAt: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    seen.push(req.headers.get("authorization"));
    seenAt.push(`${new URL(req.url).pathname} ${req.headers.get("authorization")}`);
    return new Response("no", { status: 503 });
  });
  const base = `http://127.0.0.1:${server.addr.port}`;
  return {
    seen,
    seenAt,
    base,
    url: `${base}/acp`,
    [Symbol.asyncDispose]: () => server.shutdown(),
  };
}

/** What the recording agent wrote: [NAMED_VAR, HOME, working directory]. */
async function recorded(out: string): Promise<string[]> {
  return (await Deno.readTextFile(out)).trimEnd().split("\n");
}

function answerVersion(stdout: string): number {
  const answer = JSON.parse(stdout.split("\n")[0]);
  return answer.result.protocolVersion;
}

Deno.test("named agents: serve --name runs the entry's v1 with its env added and in its cwd", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  await Deno.mkdir(`${dir}/work`);
  const out = `${dir}/seen`;
  await s.write({
    agents: {
      codex: { v1: recordingAgent(out, 1), env: { NAMED_VAR: "from-config" }, cwd: "work" },
      other: { v1: "false" },
    },
  });
  const { code, stdout, stderr } = await runToEnd(
    daemonArgv("--config", config, "--name", "codex"),
    INIT_V1,
  );
  assert.equal(code, 0, stderr);
  assert.equal(answerVersion(stdout), 1);
  const [variable, home, cwd] = await recorded(out);
  assert.equal(variable, "from-config");
  assert.equal(home, Deno.env.get("HOME") ?? "", "the inherited environment stays");
  assert.equal(cwd, `${dir}/work`, "a relative cwd starts at the config file's directory");
});

Deno.test("named agents: serve --name with a pair selects v2 for a v2 client", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const out = `${dir}/seen`;
  await s.write({
    agents: {
      pair: {
        v1: scriptedAgentArgv(1).map(quote).join(" "),
        v2: recordingAgent(out, 2),
        env: { NAMED_VAR: "v2" },
        cwd: dir,
      },
    },
  });
  const { code, stdout, stderr } = await runToEnd(
    daemonArgv("serve", "--config", config, "--name", "pair"),
    INIT_V2,
  );
  assert.equal(code, 0, stderr);
  assert.equal(answerVersion(stdout), 2);
  assert.deepEqual((await recorded(out)).filter((_, i) => i !== 1), ["v2", dir]);
});

Deno.test("named agents: proxy --name routes _proxy/initialize to the entry's agent", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const out = `${dir}/seen`;
  await s.write({
    agents: { p: { v1: recordingAgent(out, 1), env: { NAMED_VAR: "proxy" }, cwd: dir } },
  });
  const { code, stderr } = await runToEnd(
    daemonArgv("proxy", "--config", config, "--name", "p"),
    '{"jsonrpc":"2.0","id":1,"method":"_proxy/initialize","params":{"protocolVersion":1}}\n',
  );
  assert.equal(code, 0, stderr);
  const [variable, , cwd] = await recorded(out);
  assert.deepEqual([variable, cwd], ["proxy", dir]);
});

Deno.test("named agents: a cwd is not looked at for an entry whose agents are all remote addresses (cwd does not apply to them), and still is for one with a local command beside (before: a missing cwd refused the remote one)", async () => {
  await using s = await scratch();
  const { config } = s;
  await s.write({
    agents: {
      url: { v1: "http://127.0.0.1:9/acp", cwd: "/nonexistent/dir" },
      mixed: { v1: "http://127.0.0.1:9/acp", v2: "cat", cwd: "/nonexistent/dir" },
    },
  });
  // The client leaves before its first frame: no agent is started or dialled.
  const remote = await runToEnd(daemonArgv("--config", config, "--name", "url"), "");
  assert.equal(remote.code, 0, remote.stderr);
  const mixed = await runToEnd(daemonArgv("--config", config, "--name", "mixed"), "");
  assert.equal(mixed.code, 2, mixed.stderr);
  assert.match(mixed.stderr, /--name mixed: its cwd \/nonexistent\/dir does not exist/);
  // connect and chain run a pair as an inner router, a process started in that cwd: looked at.
  await s.write({
    agents: {
      pair: { v1: "http://127.0.0.1:9/acp", v2: "ws://127.0.0.1:9/acp", cwd: "/nonexistent/dir" },
    },
  });
  const chain = await runToEnd(daemonArgv("chain", "--config", config, "--name", "pair"), "");
  assert.equal(chain.code, 2, chain.stderr);
  assert.match(chain.stderr, /:\d+:\d+: --name pair: its cwd \/nonexistent\/dir does not exist/);
  const serve = await runToEnd(daemonArgv("--config", config, "--name", "pair"), "");
  assert.equal(serve.code, 0, serve.stderr);
});

Deno.test("named agents: connect --name is the agent the client programs talk to", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const out = `${dir}/seen`;
  await s.write({
    agents: { a: { v1: recordingAgent(out, 1), env: { NAMED_VAR: "connect" }, cwd: dir } },
  });
  const client = scriptedClientArgv(1, "--prompt", "hello").map(quote).join(" ");
  const { code, stderr } = await runToEnd(
    daemonArgv("connect", "--config", config, "--name", "a", "--v1", client),
  );
  assert.equal(code, 0, stderr);
  const [variable, , cwd] = await recorded(out);
  assert.deepEqual([variable, cwd], ["connect", dir]);
});

Deno.test("named agents: chain --name with a v1/v2 pair runs the pair as an agent router at the end of the chain", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const out1 = `${dir}/seen1`;
  const out2 = `${dir}/seen2`;
  await s.write({
    agents: {
      pair: {
        v1: recordingAgent(out1, 1),
        v2: recordingAgent(out2, 2),
        env: { NAMED_VAR: "chain" },
        cwd: dir,
      },
    },
  });
  const proxy = [DENO, "run", `${ROOT}examples/prompt_prefix_proxy.ts`].map(quote).join(" ");
  for (const [init, version, out] of [[INIT_V1, 1, out1], [INIT_V2, 2, out2]] as const) {
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("chain", "--config", config, "--name", "pair", "--proxy", proxy),
      init,
    );
    assert.equal(code, 0, stderr);
    assert.equal(answerVersion(stdout), version, stdout);
    const [variable, , cwd] = await recorded(out);
    assert.deepEqual([variable, cwd], ["chain", dir]);
  }
});

Deno.test("named agents: a v1/v2 pair run by chain or connect logs as the user asked: its inner router gets --log-level, --log-format and --log-file, though it runs in its own cwd", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const work = `${dir}/work`;
  await Deno.mkdir(work);
  await s.write({
    agents: {
      pair: { v1: "/nonexistent/v1-agent", v2: recordingAgent(`${dir}/seen`, 2), cwd: work },
    },
  });
  const { code, stderr } = await runToEnd(
    daemonArgv(
      "chain",
      "--config",
      config,
      "--name",
      "pair",
      "--log-format",
      "json",
      "--log-level",
      "error",
      "--log-file",
      `${dir}/daemon.log`,
    ),
    INIT_V1,
    30_000,
  );
  assert.equal(code, 1, stderr);
  assert.doesNotMatch(
    stderr,
    /acp-proxy/,
    "nothing of the daemon's, inner router's included, on stderr",
  );
  const lines = (await Deno.readTextFile(`${dir}/daemon.log`)).trimEnd().split("\n");
  const messages = lines.map((line) => JSON.parse(line)).map((l) => `${l.level}: ${l.msg}`);
  assert.ok(
    messages.some((m) =>
      m.startsWith("error: failed to start ACP v1 agent: /nonexistent/v1-agent")
    ),
    messages.join("\n"),
  );
  assert.ok(messages.every((m) => m.startsWith("error: ")), messages.join("\n"));
});

Deno.test("named agents: in connect, the file's default name stands when --v1 gives the client program (it is no agent), and --name keeps the file's client program", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const out = `${dir}/seen`;
  const client = scriptedClientArgv(1, "--prompt", "hello").map(quote).join(" ");
  await s.write({
    name: "a",
    agents: { a: { v1: recordingAgent(out, 1), env: { NAMED_VAR: "default" } } },
  });
  const byDefault = await runToEnd(daemonArgv("connect", "--config", config, "--v1", client));
  assert.equal(byDefault.code, 0, byDefault.stderr);
  assert.equal((await recorded(out))[0], "default");
  await Deno.remove(out);
  // The file gives the client program; --name on the command line picks the agent.
  await s.write({
    v1: client,
    agents: { a: { v1: recordingAgent(out, 1), env: { NAMED_VAR: "picked" } } },
  });
  const byName = await runToEnd(daemonArgv("connect", "--config", config, "--name", "a"));
  assert.equal(byName.code, 0, byName.stderr);
  assert.equal((await recorded(out))[0], "picked");
});

Deno.test("named agents: --name on the command line replaces the file's v1, and --v1 on the command line replaces the file's name", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const out = `${dir}/seen`;
  await s.write({
    v1: "false",
    name: "missing",
    agents: { a: { v1: recordingAgent(out, 1), env: { NAMED_VAR: "flag" } } },
  });
  const byName = await runToEnd(daemonArgv("--config", config, "--name", "a"), INIT_V1);
  assert.equal(byName.code, 0, byName.stderr);
  assert.equal((await recorded(out))[0], "flag");
  const agent = scriptedAgentArgv(1).map(quote).join(" ");
  const byFlag = await runToEnd(daemonArgv("--config", config, "--v1", agent), INIT_V1);
  assert.equal(byFlag.code, 0, byFlag.stderr);
  assert.equal(answerVersion(byFlag.stdout), 1);
});

/** Exactly one stderr line matching `message`, exit 2, nothing on stdout, no agent ran. */
async function assertUsageError(args: string[], message: RegExp): Promise<void> {
  const { code, stdout, stderr } = await runToEnd(daemonArgv(...args), INIT_V1, 30_000);
  assert.equal(code, 2, stderr);
  assert.match(stderr, /^acp-proxy: [^\n]+\n$/, `exactly one line: ${JSON.stringify(stderr)}`);
  assert.match(stderr, message);
  assert.equal(stdout, "");
}

Deno.test("named agents: unknown names, conflicts and bad entries are usage errors that say what to fix", async (t) => {
  await using s = await scratch();
  const { dir, config } = s;
  const ran = `${dir}/agent-ran`;
  const traced = `sh -c 'touch ${ran}; cat'`;
  await s.write({ agents: { codex: { v1: traced }, claude: { v2: traced } } });
  await t.step("an unknown name lists the known ones", () =>
    assertUsageError(
      ["--config", config, "--name", "gemini"],
      /--name gemini: no such agent; the config file names codex, claude/,
    ));
  await t.step(
    "a name without a config file says where names come from",
    () =>
      assertUsageError(
        ["--name", "codex"],
        /--name codex: no named agents; add them to a --config/,
      ),
  );
  await t.step(
    "a name outside the rule is refused with the rule, which is ASCII (before: 'letters', and 'ä' is a letter)",
    async () => {
      for (const name of ["\u00e4", "-x", "a b"]) {
        await using bad = await scratch();
        await bad.write({ agents: { [name]: { v1: "cat" } } });
        await assertUsageError(
          ["--config", bad.config],
          /"agents\.[^"]+": a name is ASCII letters, digits, '\.', '_' and '-', starting with a letter or digit;/,
        );
      }
    },
  );
  await t.step(
    "a config file with no named agents says its \"agents\" (before: 'add them to a --config file', given one)",
    async () => {
      await using empty = await scratch();
      await empty.write({ agents: {} });
      await assertUsageError(
        ["--config", empty.config, "--name", "codex"],
        /--name codex: no named agents; add them to the config file's "agents", e\.g\./,
      );
      await assertUsageError(
        ["probe", "--config", empty.config, "--all"],
        /--all needs named agents to probe: add them to the config file's "agents", e\.g\./,
      );
    },
  );
  await t.step("--name with --v1", () =>
    assertUsageError(
      ["--config", config, "--name", "codex", "--v1", traced],
      /--name codex names the agent; remove --v1/,
    ));
  await t.step("--name with --v2 in proxy mode", () =>
    assertUsageError(
      ["proxy", "--config", config, "--name", "codex", "--v2", traced],
      /--name codex names the agent; remove --v2/,
    ));
  await t.step("--name with --agent in connect", () =>
    assertUsageError(
      ["connect", "--config", config, "--name", "codex", "--agent", traced, "--v1", "cat"],
      /--name codex names the agent; remove --agent/,
    ));
  await t.step("--name with --agent in chain", () =>
    assertUsageError(
      ["chain", "--config", config, "--name", "codex", "--agent", traced],
      /--name codex names the agent; remove --agent/,
    ));
  await t.step(
    'a config file with both "name" and "agent" is blamed at its "name", not on flags nobody typed',
    async () => {
      const both = `${dir}/both.jsonc`;
      await Deno.writeTextFile(
        both,
        `{\n  "agents": {"codex": {"v1": "cat"}},\n  "agent": "cat",\n  "name": "codex"\n}\n`,
      );
      // The whole line: the file's place, and no flag to remove.
      await assertUsageError(
        ["probe", "--config", both],
        /^acp-proxy: \S*both\.jsonc:4:\d+: "name": "codex" names the agent, and the file also gives "agent"; keep one of them; run 'acp-proxy --help' for usage\n$/,
      );
    },
  );
  await t.step(
    "an empty --name",
    () => assertUsageError(["--config", config, "--name", ""], /--name needs the name of an agent/),
  );

  const bad = async (agents: unknown, message: RegExp) => {
    await Deno.writeTextFile(config, `{\n  "agents": ${JSON.stringify(agents)}\n}\n`);
    await assertUsageError(["--config", config, "--name", "x"], message);
  };
  await t.step(
    "an entry without a command",
    // The entry's own place (line 2, column 14: `"x"`), not the "agents" key's.
    () => bad({ x: { env: {} } }, /:2:14: "agents\.x" needs "v1" or "v2"/),
  );
  await t.step(
    "an unknown key in an entry",
    () =>
      bad(
        { x: { v1: "a", command: "b" } },
        // The unknown key's own place (line 2, column 28: `"command"`).
        /:2:28: "agents\.x": unknown key "command"; use v1, v2, env, cwd/,
      ),
  );
  await t.step(
    "an env value that is not a string",
    () => bad({ x: { v1: "a", env: { N: 1 } } }, /"agents\.x\.env" must be an object of strings/),
  );
  await t.step(
    "an env value with a NUL character (no environment variable can hold one)",
    () =>
      bad(
        { x: { v1: "a", env: { N: "a\u0000b" } } },
        /"agents\.x\.env": the value of 'N' holds a NUL character/,
      ),
  );
  await t.step(
    "a command or an env value with half of a UTF-16 surrogate pair, or a command with a NUL (no argument can carry one; before: spawned as U+FFFD, or found only when a client came)",
    async () => {
      await bad(
        { x: { v1: "cat \ud800" } },
        /"agents\.x\.v1": half of a UTF-16 surrogate pair in command "cat \\ud800", which no program's arguments can carry; remove that character/,
      );
      await bad(
        { x: { v1: "cat\u0000x" } },
        /"agents\.x\.v1": a NUL character in command "cat\\u0000x", .*; remove that character/,
      );
      await bad(
        { x: { v1: "a", env: { N: "a\udc00" } } },
        /"agents\.x\.env": the value of 'N' holds half of a UTF-16 surrogate pair, .*; write the whole character/,
      );
      // The file's own "v1" as well (before: exit 0 at start, then "command not found").
      await Deno.writeTextFile(config, `{"v1": "cat\\u0000x"}`);
      await assertUsageError(
        ["--config", config],
        /:1:2: "v1": a NUL character in command "cat\\u0000x", .*; remove that character/,
      );
    },
  );
  await t.step(
    "an env that sets acp-proxy's own variables (the remote token, the inner router's marker): refused, not handed to the agent unsaid",
    async () => {
      // The token's hint only where it applies.
      const hint = ` \\(a remote agent's token is given with --remote-token-file or ` +
        `"remote-token-file"\\)`;
      for (
        const [variable, tail] of [
          ["ACP_PROXY_REMOTE_TOKEN", hint],
          ["ACP_PROXY_INNER_ROUTER", ""],
        ]
      ) {
        await bad(
          { x: { v1: "a", env: { [variable]: "zz" } } },
          new RegExp(
            `"agents\\.x\\.env": '${variable}' is acp-proxy's own .*; remove it${tail}; run`,
          ),
        );
      }
    },
  );
  await t.step(
    "agents that is not an object",
    () => bad(["x"], /"agents" must be an object of named agents/),
  );
  await t.step("a cwd that does not exist: said so, at the cwd key's place in the file", () =>
    bad(
      { x: { v1: traced, cwd: "/nonexistent/dir" } },
      /\.jsonc?:2:\d+: --name x: its cwd \/nonexistent\/dir does not exist; fix "agents\.x\.cwd"/,
    ));
  await t.step(
    "a cwd of ~/dir that does not exist: the message says ~ is not expanded there (it starts at the config's directory); no hint for a cwd without ~",
    async () => {
      await bad(
        { x: { v1: traced, cwd: "~/proj" } },
        /--name x: its cwd \S+\/~\/proj does not exist; fix "agents\.x\.cwd" \(a leading ~ is not expanded in a cwd: give the full path\); run/,
      );
      await bad({ x: { v1: traced, cwd: "/nonexistent/dir" } }, /"agents\.x\.cwd"; run/);
      // A ~ that leads no path is no such slip (the hint is decided on the cwd as written).
      await bad({ x: { v1: traced, cwd: "/nonexistent/~/dir" } }, /"agents\.x\.cwd"; run/);
      await bad({ x: { v1: traced, cwd: "sub/~" } }, /"agents\.x\.cwd"; run/);
    },
  );
  await t.step("a cwd that is a file", () =>
    bad(
      { x: { v1: traced, cwd: config } },
      /:2:\d+: --name x: its cwd \S+ is not a directory; fix "agents\.x\.cwd"/,
    ));
  await t.step(
    "a cwd that cannot be looked at (a loop of symbolic links): no stack trace",
    async () => {
      const loop = `${dir}/loop-a`;
      await Deno.symlink(`${dir}/loop-b`, loop);
      await Deno.symlink(loop, `${dir}/loop-b`);
      await bad(
        { x: { v1: traced, cwd: loop } },
        /--name x: its cwd \S+\/loop-a cannot be used \(Too many levels of symbolic links[^\n]*\); fix "agents\.x\.cwd"/,
      );
    },
  );
  await t.step("no agent ever ran", async () => {
    await assert.rejects(Deno.stat(ran), Deno.errors.NotFound);
  });
});

Deno.test("named agents: serve --listen --name starts the entry's agent per connection with its env and cwd", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  const out = `${dir}/seen`;
  await s.write({
    agents: { remote: { v1: recordingAgent(out, 1), env: { NAMED_VAR: "listen" }, cwd: dir } },
  });
  const [cmd, ...args] = daemonArgv(
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--config",
    config,
    "--name",
    "remote",
  );
  const daemon = new Deno.Command(cmd, { args, stdin: "null", stdout: "null", stderr: "piped" })
    .spawn();
  let stderr = "";
  const reading = (async () => {
    for await (const chunk of daemon.stderr.pipeThrough(new TextDecoderStream())) stderr += chunk;
  })();
  try {
    const deadline = Date.now() + 30_000;
    let url: string | undefined;
    while (url === undefined) {
      url = /listening on (http:\/\/\S+\/acp)/.exec(stderr)?.[1];
      if (url === undefined && Date.now() > deadline) throw new Error(`no URL: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: INIT_V1.trim(),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    assert.equal(response.status, 200, body);
    assert.match(body, /"protocolVersion":1/);
    const [variable, , cwd] = await recorded(out);
    assert.deepEqual([variable, cwd], ["listen", dir]);
  } finally {
    daemon.kill("SIGTERM");
    const timer = setTimeout(() => daemon.kill("SIGKILL"), 15_000);
    await daemon.status;
    clearTimeout(timer);
    await reading;
  }
});

Deno.test("named agents: the loop guard holds for a config file whose path has a line feed and a % in it: the entry that runs acp-proxy with its own --name again is refused one level down (before, the line feed split the path in the guard's variable, one key per line, and acp-proxy started acp-proxy without end)", async () => {
  await using s = await scratch();
  const dir = `${s.dir}/line\nfeed%0A`;
  await Deno.mkdir(dir);
  const config = `${dir}/x.jsonc`;
  const self = daemonArgv("--config", config, "--name", "self").map(quote).join(" ");
  await Deno.writeTextFile(config, JSON.stringify({ agents: { self: { v1: self } } }));
  const looped = await runToEnd(daemonArgv("--config", config, "--name", "self"), INIT_V1, 60_000);
  assert.equal(looped.code, 2, looped.stderr);
  assert.equal(looped.stderr.match(/, a loop; /g)?.length, 1, looped.stderr);
});

Deno.test("named agents: an agent whose command runs acp-proxy with its own --name of the same file, or through another entry, is refused one level down (exit 2, one line saying it loops and which entry closes it), not started again and again; another name of the file runs nested", async () => {
  await using s = await scratch();
  const self = (name: string) =>
    daemonArgv("--config", s.config, "--name", name).map(quote).join(" ");
  await s.write({
    agents: { self: { v1: self("self") }, outer: { v1: self("inner") }, inner: { v1: "cat" } },
  });
  const looped = await runToEnd(
    daemonArgv("--config", s.config, "--name", "self"),
    INIT_V1,
    60_000,
  );
  assert.equal(looped.code, 2, looped.stderr);
  assert.equal(looped.stdout, "");
  assert.match(
    looped.stderr,
    /^acp-proxy: --name self: the agent "self" of \S+ runs acp-proxy with --name self of the same file again, a loop; make "agents\.self" the agent's own command; run 'acp-proxy --help' for usage\n/,
  );
  // Exactly two daemons ran: the one started and the one it refused.
  assert.equal(looped.stderr.match(/a loop/g)?.length, 1, looped.stderr);
  const nested = await runToEnd(
    daemonArgv("--config", s.config, "--name", "outer"),
    INIT_V1,
    60_000,
  );
  assert.equal(nested.code, 0, nested.stderr);
  assert.equal(nested.stdout, INIT_V1, "cat, two levels down, echoed the initialize");
  // Through another entry: the one that closes the loop is named (before: "the agent "a" runs
  // acp-proxy with --name a", which it does not: b does).
  await s.write({ agents: { a: { v1: self("b") }, b: { v1: self("a") } } });
  const through = await runToEnd(daemonArgv("--config", s.config, "--name", "a"), INIT_V1, 60_000);
  assert.equal(through.code, 2, through.stderr);
  assert.match(
    through.stderr,
    /^acp-proxy: --name a: a loop of named agents \(a -> b -> a\): the agent "b" runs acp-proxy with --name a, which is running already above it; make one of them the agent's own command; run 'acp-proxy --help' for usage\n/,
  );
  assert.equal(through.stderr.match(/a loop/g)?.length, 1, through.stderr);
});

Deno.test("named agents: a pair's command with broken quoting is a usage error at start-up in every mode, at its key in the file; chain and connect found it only when a client connected (naming --v1, which nobody typed)", async (t) => {
  await using s = await scratch();
  const { config } = s;
  await Deno.writeTextFile(config, `{\n  "agents": {"x": {"v1": "cat 'oops", "v2": "cat"}}\n}\n`);
  const message =
    /^acp-proxy: \S+\.jsonc:2:\d+: "agents\.x\.v1": unterminated ' quote in command: cat 'oops; fix the quoting;/;
  for (const args of [[], ["chain"], ["connect", "--v1", "cat"], ["proxy"]]) {
    const [mode = "serve", ...rest] = args;
    await t.step(
      mode,
      () =>
        assertUsageError([
          ...(args.length === 0 ? [] : [mode]),
          "--config",
          config,
          "--name",
          "x",
          ...rest,
        ], message),
    );
  }
});

Deno.test("named agents: a pair whose v1 command cannot start is blamed on the entry in chain and connect, by its inner router too (before: 'check the --v1 command', a flag nobody typed)", async (t) => {
  await using s = await scratch();
  const { config } = s;
  await s.write({ agents: { p: { v1: "no-such-agent-xyz --acp", v2: "no-such-agent-xyz" } } });
  const client = scriptedClientArgv(1).map(quote).join(" ");
  for (const args of [["chain"], ["connect", "--v1", client]]) {
    await t.step(args[0], async () => {
      const { code, stderr } = await runToEnd(
        daemonArgv(...args, "--config", config, "--name", "p"),
        args[0] === "chain" ? INIT_V1 : "",
      );
      assert.equal(code, 1, stderr);
      assert.ok(
        stderr.includes(
          `failed to start ACP v1 agent: no-such-agent-xyz: command not found; check the v1 ` +
            `command of agent "p" in the config file\n`,
        ),
        stderr,
      );
      assert.doesNotMatch(stderr, /--v1 command/);
    });
  }
  // Only the inner router is told so: an acp-proxy that merely runs below a named agent (an
  // agent's tool, say) still blames the --v1 it was given.
  await t.step("an acp-proxy below a named agent, with its own --v1", async () => {
    const { code, stderr } = await runToEnd(
      daemonArgv("--v1", "no-such-agent-xyz"),
      INIT_V1,
      30_000,
      {
        ACP_PROXY_NAMED_AGENTS: `${config}#p`,
      },
    );
    assert.equal(code, 1, stderr);
    assert.match(stderr, /command not found; check the --v1 command\n/);
  });
  // Set by hand on a plain run (no named agent above it), the marker changes nothing.
  await t.step("a marker set by hand on a plain run", async () => {
    const { code, stderr } = await runToEnd(
      daemonArgv("--v1", "no-such-agent-xyz"),
      INIT_V1,
      30_000,
      {
        ACP_PROXY_INNER_ROUTER: `{"agent":"HAND SET"}`,
      },
    );
    assert.equal(code, 1, stderr);
    assert.match(stderr, /command not found; check the --v1 command\n/);
  });
  // The pair's agents do not inherit the marker.
  await t.step("the pair's agents do not inherit the inner router's marker", async () => {
    const out = `${s.dir}/marker`;
    const agent = scriptedAgentArgv(1).map(quote).join(" ");
    await s.write({
      agents: {
        q: {
          v1: `sh -c ${
            quote(`printf '[%s]' "$ACP_PROXY_INNER_ROUTER" > ${quote(out)}; exec ${agent}`)
          }`,
          v2: "no-such-agent-xyz",
        },
      },
    });
    const { code, stderr } = await runToEnd(
      daemonArgv("chain", "--config", config, "--name", "q"),
      INIT_V1,
    );
    assert.equal(code, 0, stderr);
    assert.equal(await Deno.readTextFile(out), "[]");
  });
});

Deno.test('named agents: a file\'s "remote-token-file" serves its remote agents and is left unused for a local one: --name local runs, --name remote sends the token, and the flag with a local agent is still refused (before: --name local was a usage error, "remote-token-file" is for remote agents)', async () => {
  await using s = await scratch();
  const { dir, config } = s;
  await using server = tokenRecorder();
  const { seen, url } = server;
  await Deno.writeTextFile(`${dir}/token`, "s3cret\n");
  await s.write({
    "remote-token-file": "token",
    agents: { local: { v1: scriptedAgentArgv(1).map(quote).join(" ") }, remote: { v1: url } },
  });
  const local = await runToEnd(daemonArgv("--config", config, "--name", "local"), INIT_V1);
  assert.equal(local.code, 0, local.stderr);
  assert.equal(answerVersion(local.stdout), 1);
  const remote = await runToEnd(daemonArgv("--config", config, "--name", "remote"), INIT_V1);
  assert.equal(remote.code, 1, remote.stderr);
  assert.deepEqual([...new Set(seen)], ["Bearer s3cret"], remote.stderr);
  const flag = await runToEnd(
    daemonArgv("--config", config, "--name", "local", "--remote-token-file", `${dir}/token`),
    "",
  );
  assert.equal(flag.code, 2, flag.stderr);
  assert.match(flag.stderr, /--remote-token-file is for remote agents/);
});

Deno.test("named agents: a pair of remote agents in chain gets --remote-token-file: it is accepted and its token reaches the remote agent the inner router dials (before, a usage error saying to give a remote agent)", async () => {
  await using s = await scratch();
  const { dir, config } = s;
  await using server = tokenRecorder();
  const { seen, url } = server;
  await s.write({ agents: { r: { v1: url, v2: url } } });
  await Deno.writeTextFile(`${dir}/token`, "s3cret\n");
  const { code, stderr } = await runToEnd(
    daemonArgv("chain", "--config", config, "--name", "r", "--remote-token-file", `${dir}/token`),
    INIT_V1,
  );
  assert.equal(code, 1, stderr);
  assert.ok(seen.length > 0, `the remote agent was never dialled: ${stderr}`);
  assert.deepEqual([...new Set(seen)], ["Bearer s3cret"], stderr);
});

Deno.test("named agents: a pair with a remote agent whose remote-token-file cannot be used is a usage error at start-up in chain and connect, at its key in the file, as in serve (before: the inner router failed after the initialize, exit 1 in connect, naming --remote-token-file)", async (t) => {
  await using s = await scratch();
  const { dir, config } = s;
  await Deno.writeTextFile(
    config,
    `{\n  "remote-token-file": "./missing-token",\n` +
      `  "agents": {"r": {"v1": "http://127.0.0.1:9/acp", "v2": "cat"}}\n}\n`,
  );
  const missing =
    /^acp-proxy: \S+\.jsonc:2:3: cannot read "remote-token-file" \S+missing-token: .*; give a readable file whose first line is the token; run 'acp-proxy --help' for usage\n$/;
  for (const args of [[], ["chain"], ["connect", "--v1", "cat"]]) {
    const mode = args[0] ?? "serve";
    await t.step(
      mode,
      () => assertUsageError([...args, "--config", config, "--name", "r"], missing),
    );
  }
  await Deno.writeTextFile(`${dir}/missing-token`, "\nlater\n");
  await t.step(
    "connect, a blank first line",
    () =>
      assertUsageError(
        ["connect", "--v1", "cat", "--config", config, "--name", "r"],
        /^acp-proxy: \S+\.jsonc:2:3: "remote-token-file" \S+: the token on its first line cannot be sent: it is empty;/,
      ),
  );
});

Deno.test("named agents: a pair's remote-token-file that is a pipe (a FIFO, <(...)) is read once: its token reaches the pair's remote agent in chain and connect", async (t) => {
  await using s = await scratch();
  const { dir, config } = s;
  await using server = tokenRecorder();
  const { seen, url } = server;
  await s.write({ agents: { r: { v1: url, v2: url } } });
  const client = `${dir}/client.sh`; // connect's v1 client program: its initialize, then waits
  await Deno.writeTextFile(client, `#!/bin/sh\nprintf '%s' '${INIT_V1}'\nsleep 5\n`);
  await Deno.chmod(client, 0o755);
  for (const args of [["chain"], ["connect", "--v1", client]]) {
    await t.step(args[0], async () => {
      seen.length = 0;
      const fifo = `${dir}/token-${args[0]}`;
      await new Deno.Command("mkfifo", { args: [fifo] }).output();
      // One writer, one line: a second reader would find nothing.
      const writer = new Deno.Command("sh", { args: ["-c", `echo s3cret > '${fifo}'`] }).spawn();
      try {
        const { stderr } = await runToEnd(
          daemonArgv(...args, "--config", config, "--name", "r", "--remote-token-file", fifo),
          INIT_V1,
        );
        assert.ok(seen.length > 0, `the remote agent was never dialled: ${stderr}`);
        assert.deepEqual([...new Set(seen)], ["Bearer s3cret"], stderr);
      } finally {
        // A writer nobody read from (the failure above) is let go by a reader of our own.
        if (!await settlesWithin(writer.status, 2_000)) {
          await (await Deno.open(fifo)).readable.pipeTo(new WritableStream());
        }
        await writer.status;
      }
    });
  }
});

Deno.test("named agents: a pair's token is read once by the outer daemon and handed to the inner router in its environment, which its agents never see; a remote proxy of the chain gets it too, and a token file that is empty (/dev/null) is a usage error at start", async (t) => {
  await using s = await scratch();
  const { dir, config } = s;
  await using server = tokenRecorder();
  const { seenAt: seen, base } = server;
  const envFile = `${dir}/agent-env`;
  // v1 remote; v2 a command that records its environment, then echoes.
  await s.write({
    agents: { r: { v1: `${base}/acp`, v2: `sh -c 'env > ${envFile}; exec cat'` } },
  });
  await t.step("the v2 agent of the pair does not see the token", async () => {
    await Deno.writeTextFile(`${dir}/token`, "s3cret\n");
    const run = await runToEnd(
      daemonArgv("chain", "--config", config, "--name", "r", "--remote-token-file", `${dir}/token`),
      INIT_V2,
    );
    assert.equal(run.stdout, INIT_V2, run.stderr); // cat, inside the pair, echoed it
    const env = await Deno.readTextFile(envFile);
    assert.ok(env.includes("ACP_PROXY_NAMED_AGENTS="), "the environment was recorded");
    assert.ok(!env.includes("s3cret") && !env.includes("ACP_PROXY_REMOTE_TOKEN"), env);
  });
  await t.step(
    "a FIFO with a remote proxy in the chain: the proxy gets the token the outer daemon read once, and nothing reports the token file",
    async () => {
      seen.length = 0;
      const fifo = `${dir}/fifo`;
      await new Deno.Command("mkfifo", { args: [fifo] }).output();
      const writer = new Deno.Command("sh", { args: ["-c", `echo once > '${fifo}'`] }).spawn();
      try {
        const { stderr } = await runToEnd(
          daemonArgv(
            ...["chain", "--config", config, "--name", "r", "--remote-token-file", fifo],
            ...["--proxy", `ws://${base.slice("http://".length)}/proxy`],
          ),
          INIT_V1,
        );
        assert.ok(seen.includes("/proxy Bearer once"), `${seen}\n${stderr}`);
        assert.ok(seen.every((line) => line.endsWith(" Bearer once")), `${seen}\n${stderr}`);
        assert.doesNotMatch(stderr, /remote-token-file/, stderr);
      } finally {
        if (!await settlesWithin(writer.status, 2_000)) {
          await (await Deno.open(fifo)).readable.pipeTo(new WritableStream());
        }
        await writer.status;
      }
    },
  );
  await t.step("/dev/null: empty, refused at start", () =>
    assertUsageError(
      [
        "connect",
        "--v1",
        "cat",
        "--config",
        config,
        "--name",
        "r",
        "--remote-token-file",
        "/dev/null",
      ],
      /--remote-token-file \/dev\/null: the token on its first line cannot be sent: it is empty/,
    ));
});

Deno.test("named agents: ACP_PROXY_REMOTE_TOKEN set by hand is ignored with a warning and never inherited: serve sends no token, below a named agent too (only an outer daemon's inner router, which gets its marker, takes it), and a pair's inner router does not take it; a handed token that cannot be sent is exit 2 naming the variable", async (t) => {
  await using s = await scratch();
  const { dir, config } = s;
  await using server = tokenRecorder();
  const { seen, url } = server;
  const handed = { ACP_PROXY_REMOTE_TOKEN: "userTok" };
  await t.step("serve with a remote agent", async () => {
    seen.length = 0;
    const { code, stderr } = await runToEnd(daemonArgv("--v1", url), INIT_V1, 60_000, handed);
    assert.equal(code, 1, stderr);
    assert.ok(seen.length > 0, stderr);
    assert.deepEqual([...new Set(seen)], [null], stderr);
    assert.match(stderr, /ACP_PROXY_REMOTE_TOKEN is set but ignored/);
  });
  await t.step("a pair in chain, no --remote-token-file", async () => {
    seen.length = 0;
    await s.write({ agents: { r: { v1: url, v2: url } } });
    const argv = daemonArgv("chain", "--config", config, "--name", "r");
    const { stderr } = await runToEnd(argv, INIT_V1, 60_000, handed);
    assert.ok(seen.length > 0, stderr);
    assert.deepEqual([...new Set(seen)], [null], stderr);
  });
  // Before: below a named agent (an agent's own tool running acp-proxy) it was sent, unsaid.
  await t.step("serve below a named agent, with no marker from an outer daemon", async () => {
    seen.length = 0;
    const { code, stderr } = await runToEnd(daemonArgv("--v1", url), INIT_V1, 60_000, {
      ...handed,
      ACP_PROXY_NAMED_AGENTS: `${dir}/x.jsonc#r`,
    });
    assert.equal(code, 1, stderr);
    assert.ok(seen.length > 0, stderr);
    assert.deepEqual([...new Set(seen)], [null], stderr);
    assert.match(stderr, /ACP_PROXY_REMOTE_TOKEN is set but ignored/);
  });
  await t.step("a handed token that cannot be sent", async () => {
    const { code, stderr } = await runToEnd(daemonArgv("--v1", url), "", 60_000, {
      ACP_PROXY_REMOTE_TOKEN: "",
      ACP_PROXY_NAMED_AGENTS: `${dir}/x.jsonc#r`,
      ACP_PROXY_INNER_ROUTER: "{}",
    });
    assert.equal(code, 2, stderr);
    assert.match(
      stderr,
      /ACP_PROXY_REMOTE_TOKEN \(the token handed on by the daemon above\): it cannot be sent: it is empty/,
    );
  });
});

Deno.test('named agents: probe --agent on the command line replaces the file\'s "all": true (flags win); "all" and "name" both in the file are blamed at "all"', async () => {
  await using s = await scratch();
  const { dir, config } = s;
  await s.write({ all: true, agents: { g: { v1: "cat" } } });
  const agent = `sh -c 'exec sleep 30'`;
  const { code, stdout, stderr } = await runToEnd(
    daemonArgv(
      "probe",
      "--config",
      config,
      "--agent",
      agent,
      "--no-session",
      "--probe-timeout-ms",
      "200",
      "--eof-wait-ms",
      "200",
    ),
  );
  assert.equal(code, 1, stderr);
  assert.match(stdout, /^probe sh -c 'exec sleep 30'/, stdout);
  const both = `${dir}/both.jsonc`;
  await Deno.writeTextFile(
    both,
    `{\n  "all": true,\n  "name": "g",\n  "agents": {"g": {"v1": "cat"}}\n}\n`,
  );
  await assertUsageError(
    ["probe", "--config", both],
    /\S+both\.jsonc:2:\d+: "all": true probes every named agent, and the file also gives "name"; keep one of them/,
  );
  // The fix the message names: --no-all probes the file's "name".
  const noAll = await runToEnd(
    daemonArgv(
      "probe",
      "--config",
      both,
      "--no-all",
      "--no-session",
      "--probe-timeout-ms",
      "200",
      "--eof-wait-ms",
      "200",
    ),
  );
  assert.notEqual(noAll.code, 2, noAll.stderr);
  assert.match(noAll.stdout, /^probe g: --v1 cat/, noAll.stdout);
});

Deno.test('config: a file shared by chain ("agent") and serve ("v1") is probed with a pick on the command line, which replaces the file\'s other kind (flags win); without one, the file is blamed at its "agent" (before: "probe takes --agent CMD … or --v1/--v2, not both", flags nobody typed, and --v1 on the command line did not help)', async (t) => {
  await using s = await scratch();
  const { config } = s;
  await s.write({ agent: "/nonexistent/chain-agent", v1: "/nonexistent/serve-agent" });
  await t.step("no pick", () =>
    assertUsageError(
      ["probe", "--config", config],
      /\.jsonc:3:3: the file gives "agent" and "v1", and probe takes one agent or one pair; pick on the command line: --agent CMD, --v1 CMD\/--v2 CMD or --name NAME/,
    ));
  for (const [flag, other] of [["--v1", "chain-agent"], ["--agent", "serve-agent"]]) {
    await t.step(`${flag} on the command line`, async () => {
      const { code, stdout, stderr } = await runToEnd(
        daemonArgv("probe", "--config", config, flag, "/nonexistent/picked", "--json"),
        "",
        60_000,
      );
      assert.equal(code, 1, stderr);
      assert.match(stdout, /\/nonexistent\/picked/);
      assert.doesNotMatch(stdout + stderr, new RegExp(other));
    });
  }
});

Deno.test("a relative program that is not there is said with the directory it was looked up from: the named agent's cwd, else the daemon's own (the tests start it in the repository) (before: only 'command not found', though a config file's other relative paths start at its directory)", async () => {
  await using s = await scratch();
  await Deno.mkdir(`${s.dir}/sub`);
  await s.write({ agents: { x: { v1: "./nope/agent.py", cwd: "sub" } } });
  const named = await runToEnd(daemonArgv("--config", s.config, "--name", "x"), INIT_V1, 30_000);
  assert.equal(named.code, 1, named.stderr);
  assert.ok(
    named.stderr.includes(
      `./nope/agent.py: command not found (a relative path, looked up from ${s.dir}/sub); ` +
        `check the v1 command of agent "x" in the config file\n`,
    ),
    named.stderr,
  );
  const plain = await runToEnd(daemonArgv("--v1", "nope/agent.py"), INIT_V1, 30_000);
  assert.equal(plain.code, 1, plain.stderr);
  assert.ok(
    plain.stderr.includes(
      `nope/agent.py: command not found (a relative path, looked up from ${
        ROOT.replace(/\/$/, "")
      }); check ` +
        `the --v1 command\n`,
    ),
    plain.stderr,
  );
  // An absolute one, or one found on PATH, is said as before.
  const absolute = await runToEnd(daemonArgv("--v1", "/nonexistent/agent"), INIT_V1, 30_000);
  assert.match(absolute.stderr, /\/nonexistent\/agent: command not found; check the --v1/);
});

Deno.test("a config file's path or cwd with half of a surrogate pair is a usage error naming its place (before: opened with U+FFFD in its stead, another file)", async () => {
  await using s = await scratch();
  for (
    const [settings, key] of [
      [{ "log-file": "\udc00x.log", v1: "cat" }, `"log-file"`],
      [{ "transcript": "t\ud800.jsonl", v1: "cat" }, `"transcript"`],
      [{ agents: { x: { v1: "cat", cwd: "\ud800" } }, name: "x" }, `"agents.x.cwd"`],
    ] as const
  ) {
    await s.write(settings);
    const { code, stderr } = await runToEnd(daemonArgv("--config", s.config), "", 30_000);
    assert.equal(code, 2, stderr);
    assert.ok(
      stderr.includes(`acp-proxy.jsonc:`) &&
        stderr.includes(`${key} has half of a UTF-16 surrogate pair`),
      stderr,
    );
  }
  assert.deepEqual([...Deno.readDirSync(s.dir)].map((e) => e.name), ["acp-proxy.jsonc"]);
});

Deno.test("an agent started after this process's working directory was removed is said as that, for a relative program, an absolute one or one on PATH (before: 'No such file or directory (os error 2)', or 'command not found' for /bin/cat)", async () => {
  // A process that removes its own working directory, then starts each program.
  const module = new URL("../process/child_process.ts", import.meta.url).href;
  const script = `
    import { spawnChild } from ${JSON.stringify(module)};
    const dir = Deno.makeTempDirSync({ prefix: "acp-removed-cwd-" });
    Deno.chdir(dir);
    Deno.removeSync(dir);
    for (const program of ["./agent.py", "/bin/cat", "cat"]) {
      try {
        await spawnChild([program]).terminate(0);
        console.log(program + ": started");
      } catch (e) {
        console.log(e.name + ": " + e.message);
      }
    }
    // A cwd relative to it, "." included (lib9: "cat: command not found").
    for (const cwd of [".", "sub"]) {
      try {
        await spawnChild(["cat"], { cwd }).terminate(0);
        console.log(cwd + ": started");
      } catch (e) {
        console.log(e.name + ": " + e.message);
      }
    }`;
  const { code, stdout, stderr } = await runToEnd([DENO, "eval", "--ext=ts", script], "", 30_000);
  assert.equal(code, 0, stderr);
  const removed =
    "the working directory this process was started in has been removed; give the agent a " +
    "working directory that exists";
  assert.deepEqual(stdout.trim().split("\n"), Array(5).fill(`SpawnError: ${removed}`));
});

Deno.test("named agents: an entry's bad key is blamed at its own place when another entry's name is that entry's name, a dot and the key (agent 'a.v1' beside agent 'a'); before, the other entry's place", async () => {
  await using s = await scratch();
  await Deno.writeTextFile(
    s.config,
    `{\n  "agents": {\n    "a": {"v1": ""},\n    "a.v1": {"v1": "cat", "cwd": "."}\n  }\n}\n`,
  );
  const { code, stderr } = await runToEnd(daemonArgv("--config", s.config, "--name", "a.v1"), "");
  assert.equal(code, 2, stderr);
  assert.match(stderr, /acp-proxy\.jsonc:3:11: "agents\.a\.v1" must be a command string/);
});
