/**
 * `acp-proxy connect` end to end: the daemon runs as `deno run -A mod.ts connect …` and the
 * client programs and the agent are real subprocesses (tests/fixtures/client_router/). The
 * fixtures append their pid to a record file, so the tests count agent connections and
 * client instances and check that no process is left behind.
 *
 * @module
 */

import assert from "node:assert/strict";
import { delay, within } from "./fixtures/support.ts";
import { upgradeBlackHole } from "./fixtures/remote/upgrade_black_hole.ts";

const ROOT = new URL("..", import.meta.url);
const FIXTURES = "tests/fixtures/client_router";

/** Quotes a word for the CLI's command splitter (single quotes, `'\''` for a quote). */
function quote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

function fixture(script: string, ...args: string[]): string {
  return [Deno.execPath(), "run", "-A", `${FIXTURES}/${script}`, ...args].map(quote).join(" ");
}

interface Run {
  code: number;
  stderr: string;
  elapsedMs: number;
  records: Record<string, unknown>[];
}

async function connect(
  /** `agent`: the fixture agent's arguments, or an agent address as it is. */
  flags: { v1?: string[]; v2?: string[]; agent: string[] | string; extra?: string[] },
): Promise<Run> {
  const record = await Deno.makeTempFile({ prefix: "client_router_record_" });
  try {
    const args = ["run", "-A", "mod.ts", "connect"];
    if (flags.v1) args.push("--v1", fixture("client.ts", ...flags.v1, "--record", record));
    if (flags.v2) args.push("--v2", fixture("client.ts", ...flags.v2, "--record", record));
    const agent = flags.agent;
    args.push(
      "--agent",
      typeof agent === "string" ? agent : fixture("agent.ts", ...agent, "--record", record),
    );
    args.push(...flags.extra ?? []);
    const started = performance.now();
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args,
      cwd: ROOT,
      stdin: "null",
      stdout: "null",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).output();
    const elapsedMs = performance.now() - started;
    const text = await Deno.readTextFile(record);
    const records = text.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
    return { code, stderr: new TextDecoder().decode(stderr), elapsedMs, records };
  } finally {
    await Deno.remove(record);
  }
}

function starts(run: Run, role: "agent" | "client", protocol?: number): number {
  return run.records.filter((r) =>
    r.role === role && r.event === "start" && (protocol === undefined || r.protocol === protocol)
  ).length;
}

/** Whether a process is gone; a zombie (state Z or X in /proc/PID/stat) counts as gone. */
function isGone(pid: number): boolean {
  let stat: string;
  try {
    stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
  } catch {
    return true;
  }
  const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  return state === "Z" || state === "X";
}

function assertNoProcessLeft(run: Run): void {
  const pids = [...new Set(run.records.map((r) => r.pid as number))];
  assert.ok(pids.length > 0, "the fixtures recorded their pids");
  for (const pid of pids) assert.ok(isGone(pid), `process ${pid} is still running`);
}

/** Pids of processes whose command line holds `marker`, but `except` (the daemon's own). */
function holding(marker: string, except?: number): string[] {
  return [...Deno.readDirSync("/proc")].filter((e) =>
    /^\d+$/.test(e.name) && e.name !== String(except)
  ).filter((e) => {
    try {
      return Deno.readTextFileSync(`/proc/${e.name}/cmdline`).includes(marker);
    } catch {
      return false;
    }
  }).map((e) => e.name);
}

/** `deno run -A mod.ts connect ARGS` from the project root, stderr piped. */
function spawnConnect(args: string[]): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "mod.ts", "connect", ...args],
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).spawn();
}

/** Waits for `child` (SIGKILLed after `ms`: a hang fails, bounded); its code, stderr, time. */
async function outputWithin(
  child: Deno.ChildProcess,
  ms: number,
): Promise<{ code: number; stderr: string; elapsed: number }> {
  const started = performance.now();
  const limit = setTimeout(() => child.kill("SIGKILL"), ms);
  const out = await child.output();
  clearTimeout(limit);
  return {
    code: out.code,
    stderr: new TextDecoder().decode(out.stderr),
    elapsed: performance.now() - started,
  };
}

Deno.test("connect: an agent that answers the initialize under its own re-encoding of the id (1.0 back as 1, as a JSON parser writes it) has answered it: the session runs", async () => {
  const init = `{"jsonrpc":"2.0","id":1.0,"method":"initialize","params":{"protocolVersion":2,` +
    `"info":{"name":"c","version":"1"},"capabilities":{}}}`;
  const client = `sh -c ${
    quote(`printf '%s\\n' '${init}'; IFS= read -r line; echo "got $line" >&2`)
  }`;
  // It writes the id back as a JSON parser does (the scripted agent now keeps its exact text).
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,` +
    `"info":{"name":"a","version":"1"},"capabilities":{}}}`;
  const agent = `sh -c ${quote(`IFS= read -r line; printf '%s\\n' '${answer}'; cat >/dev/null`)}`;
  const { code, stderr } = await outputWithin(
    spawnConnect(["--v2", client, "--agent", agent, "--init-timeout-ms", "10000"]),
    30_000,
  );
  assert.equal(code, 0, stderr);
  assert.match(stderr, /got \{"jsonrpc":"2\.0","id":1,"result":\{"protocolVersion":2/);
  assert.doesNotMatch(stderr, /must be the response to initialize/);
});

Deno.test("connect: an agent whose protocolVersion is an array 10,000 deep has not answered 1: its answer goes to the v2 client, no v1 client is tried, and the session runs (before: it was parsed to be compared, the stack overflowed, exit 1)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "connect_deep_" });
  try {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    const answer = `${dir}/answer`;
    await Deno.writeTextFile(
      answer,
      `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":${deep}}}\n`,
    );
    const client = `sh -c ${
      quote(`printf '%s\n' '${V2_INIT}'; IFS= read -r line; echo "got \${#line} bytes" >&2`)
    }`;
    const v1 = `sh -c ${quote(`echo v1 client started >&2; sleep 5`)}`;
    const agent = `sh -c ${quote(`IFS= read -r line; cat ${answer}; cat >/dev/null`)}`;
    const { code, stderr } = await outputWithin(
      spawnConnect(["--v2", client, "--v1", v1, "--agent", agent]),
      30_000,
    );
    assert.equal(code, 0, stderr.slice(0, 2000));
    assert.match(stderr, /got 20054 bytes/);
    assert.doesNotMatch(stderr, /v1 client started|Maximum call stack/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("connect: the agent gets the client's initialize bytes unchanged (ROUTING 4.3), and an error answer reaches the client unchanged (4.4): spaces, a 23-digit id and 1.0 kept, for a v2 client tried first and a v1 client alone", async () => {
  const dir = await Deno.makeTempDir({ prefix: "connect_bytes_" });
  try {
    const cases = [
      [
        "--v2",
        2,
        `{ "jsonrpc":"2.0","id":12345678901234567890123,"method":"initialize",` +
        `"params":{"protocolVersion":2,"info":{"name":"c","version":"1"},"x":1.0} }`,
      ],
      [
        "--v1",
        1,
        `{"id":12345678901234567890123, "jsonrpc":"2.0","method":"initialize",` +
        `"params":{"protocolVersion":1,"clientCapabilities":{"n":1.0}}}`,
      ],
    ] as const;
    for (const [flag, version, request] of cases) {
      const answer = `{"jsonrpc":"2.0","id":12345678901234567890123,"error":{"code":-32000, ` +
        `"message":"auth_required","data":{"n":1.0,"v":${version}}}}`;
      const files = {
        request: `${dir}/request${version}`,
        answer: `${dir}/answer${version}`,
        gotAgent: `${dir}/agent_got${version}`,
        gotClient: `${dir}/client_got${version}`,
      };
      await Deno.writeTextFile(files.request, request + "\n");
      await Deno.writeTextFile(files.answer, answer + "\n");
      // The client writes its initialize and keeps what comes back; the agent keeps what it
      // got and answers with an error (an unauthenticated agent's answer, say).
      const client = `sh -c 'cat ${files.request}; cat > ${files.gotClient}'`;
      const agent = `sh -c 'head -n 1 > ${files.gotAgent}; cat ${files.answer}'`;
      const child = spawnConnect([flag, client, "--agent", agent]);
      const { code, stderr } = await outputWithin(child, 20_000);
      assert.equal(code, 0, `${flag}: the client's own exit (cat's): ${stderr}`);
      assert.equal(await Deno.readTextFile(files.gotAgent), request + "\n", flag);
      assert.equal(await Deno.readTextFile(files.gotClient), answer + "\n", flag);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("connect: an agent that outlives its grace after the client program's session ended (it ignores its end of input and SIGTERM) is said to have been sent SIGKILL, as serve and chain say it (before orphans13: only 'agent exit code 137')", async () => {
  const run = await connect({
    v2: ["--protocol", "2"],
    agent: ["--mode", "v2", "--linger", "--ignore-sigterm"],
    extra: ["--grace-ms", "300", "--log-level", "info"],
  });
  assert.ok(
    run.stderr.includes(
      "acp-proxy: info: the agent was still running 300 ms after SIGTERM; it was sent SIGKILL\n",
    ),
    run.stderr,
  );
  assert.match(run.stderr, /client v2: OK session v2-session/);
  assertNoProcessLeft(run);
});

Deno.test("connect: a v2 client against a v2 agent runs the v2 session", async () => {
  const run = await connect({
    v1: ["--protocol", "1"],
    v2: ["--protocol", "2"],
    agent: ["--mode", "v2"],
  });
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual([starts(run, "agent"), starts(run, "client", 2), starts(run, "client", 1)], [
    1,
    1,
    0,
  ]);
  assert.match(run.stderr, /client v2: OK session v2-session/);
  assertNoProcessLeft(run);
});

Deno.test("connect: a client program killed by a signal of its own (a crash) after its session is said in one error line with its signal and code, the exit code; one that exits with a code it chose is not (its stderr is its own) (before connect13: 139 with nothing on stderr)", async () => {
  const agent = fixture("agent.ts", "--mode", "v2");
  const client = fixture("client.ts", "--protocol", "2");
  for (const [tail, code, line] of [["kill -SEGV $$", 139, true], ["exit 6", 6, false]] as const) {
    const { code: exit, stderr: text } = await outputWithin(
      spawnConnect([
        "--v2",
        `sh -c ${quote(`${client}; ${tail}`)}`,
        "--agent",
        agent,
      ]),
      30_000,
    );
    assert.equal(exit, code, text);
    assert.match(text, /client v2: OK session v2-session/);
    const said = text.includes(
      `acp-proxy: error: the v2 client program was killed by SIGSEGV (exit code 139)\n`,
    );
    assert.equal(said, line, text);
    if (!line) assert.doesNotMatch(text, /acp-proxy: error/);
  }
});

Deno.test("connect: an agent answering v1 is reused by a lossless v1 client (one agent)", async () => {
  const run = await connect({
    v1: ["--protocol", "1"],
    v2: ["--protocol", "2"],
    agent: ["--mode", "downgrade"],
  });
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual([starts(run, "agent"), starts(run, "client", 2), starts(run, "client", 1)], [
    1,
    1,
    1,
  ]);
  const inits = run.records.filter((r) => r.event === "initialize");
  assert.equal(inits.length, 1, "the agent saw one initialize: the v2 client's");
  assert.equal((inits[0].params as Record<string, unknown>).protocolVersion, 2);
  assert.match(run.stderr, /client v1: OK session v1-session/);
  assertNoProcessLeft(run);
});

Deno.test("connect --transcript: a reused agent connection is recorded as the agent had it, the initialize and its answer under one id, not the v2 request paired with the answer rewritten for the v1 client", async () => {
  const transcript = await Deno.makeTempFile({ prefix: "client_router_transcript_" });
  try {
    const run = await connect({
      v1: ["--protocol", "1", "--id", `"abc"`],
      v2: ["--protocol", "2"],
      agent: ["--mode", "downgrade"],
      extra: ["--transcript", transcript],
    });
    assert.equal(run.code, 0, run.stderr);
    const events = (await Deno.readTextFile(transcript)).trim().split("\n").map((l) =>
      JSON.parse(l)
    );
    const init = events.filter((e) => e.method === "initialize" || e.type === "response")
      .slice(0, 2)
      .map((e) => [e.type, e.from, e.id]);
    assert.deepEqual(init, [["request", "Client", init[0][2]], ["response", "Agent", init[0][2]]]);
    assert.ok(
      !events.some((e) => e.id === "abc"),
      "the rewritten id never crossed the agent's wire",
    );
  } finally {
    await Deno.remove(transcript);
  }
});

Deno.test("connect --transcript: an agent whose first message is not the answer to initialize has it recorded as going to acp-proxy, which took it, not to the client, which never got it (before connect13: Agent -> Client)", async () => {
  const transcript = await Deno.makeTempFile({ prefix: "client_router_transcript_" });
  try {
    const note = `{"jsonrpc":"2.0","method":"session/update","params":{"early":true}}`;
    const run = await connect({
      v2: ["--protocol", "2"],
      agent: `sh -c ${quote(`read l; printf '%s\\n' '${note}'; exec sleep 5`)}`,
      extra: ["--transcript", transcript],
    });
    assert.equal(run.code, 1, run.stderr);
    const events = (await Deno.readTextFile(transcript)).trim().split("\n").map((l) =>
      JSON.parse(l)
    );
    const early = events.filter((e) => e.method === "session/update");
    assert.deepEqual(early.map((e) => [e.from, e.to]), [["Agent", "acp-proxy"]], run.stderr);
  } finally {
    await Deno.remove(transcript);
  }
});

Deno.test("connect: a v2 initialize with an unknown info field reconnects (two agents)", async () => {
  const run = await connect({
    v1: ["--protocol", "1"],
    v2: ["--protocol", "2", "--future-field"],
    agent: ["--mode", "downgrade"],
  });
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual([starts(run, "agent"), starts(run, "client", 2), starts(run, "client", 1)], [
    2,
    1,
    2,
  ]);
  const inits = run.records.filter((r) => r.event === "initialize");
  assert.deepEqual(
    inits.map((r) => (r.params as Record<string, unknown>).protocolVersion),
    [2, 1],
    "the second agent got the fresh v1 client's own initialize",
  );
  assert.match(run.stderr, /client v1: OK session v1-session/);
  assertNoProcessLeft(run);
});

Deno.test("connect: a reconnect (ROUTING 4.5) to an agent that ignores its end of input (as codex-acp does) starts the fresh v1 client and agent soon after, not once --grace-ms has run out; the first agent is ended", async () => {
  const run = await connect({
    v1: ["--protocol", "1"],
    v2: ["--protocol", "2", "--future-field"],
    agent: ["--mode", "downgrade", "--linger"],
    extra: ["--grace-ms", "8000"],
  });
  assert.equal(run.code, 0, run.stderr);
  const agents = run.records.filter((r) => r.role === "agent" && r.event === "start");
  assert.equal(agents.length, 2, JSON.stringify(run.records));
  const waited = (agents[1].at as number) - (agents[0].at as number);
  // The set-aside agent gets SIGTERM 250 ms after its end of input (it waited the 8 s).
  assert.ok(waited < 6_000, `the fresh agent started ${waited} ms after the first`);
  assert.match(run.stderr, /client v1: OK session v1-session/);
  assertNoProcessLeft(run);
});

Deno.test("connect: SIGINT while a reconnect (ROUTING 4.5) ends an agent that ignores SIGTERM reaches that agent at once: exit 130 long before --grace-ms, nothing left", async () => {
  const record = await Deno.makeTempFile({ prefix: "client_router_record_" });
  try {
    const daemon = spawnConnect([
      "--log-level",
      "info",
      "--grace-ms",
      "20000",
      "--v1",
      fixture("client.ts", "--protocol", "1", "--record", record),
      "--v2",
      fixture("client.ts", "--protocol", "2", "--future-field", "--record", record),
      "--agent",
      fixture(
        "agent.ts",
        "--mode",
        "downgrade",
        "--linger",
        "--ignore-sigterm",
        "--record",
        record,
      ),
    ]);
    let stderr = "";
    const reading = (async () => {
      for await (const chunk of daemon.stderr.pipeThrough(new TextDecoderStream())) {
        stderr += chunk;
      }
    })();
    // The first agent is set aside: its input closes, SIGTERM 250 ms later (ignored).
    for (let i = 0; i < 300 && !stderr.includes("reconnecting with a fresh v1"); i++) {
      await delay(50);
    }
    assert.match(stderr, /reconnecting with a fresh v1/);
    await delay(800);
    daemon.kill("SIGINT");
    const status = await within(daemon.status, 10_000, "the daemon after SIGINT");
    await reading;
    assert.equal(status.code, 130, stderr);
    const text = await Deno.readTextFile(record);
    const pids = text.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l).pid as number);
    for (const pid of new Set(pids)) assert.ok(isGone(pid), `process ${pid} is still running`);
  } finally {
    await Deno.remove(record);
  }
});

Deno.test("connect: an agent that writes part of a line and exits is said to have exited mid-line with its code, not to have sent 'a line that is not UTF-8 JSON'", async () => {
  const script = `head -1 >/dev/null; printf %s '{"jsonrpc":"2.0","id":1,"res'; exit 4`;
  const run = await connect({
    v2: ["--protocol", "2"],
    agent: ["bash", "-c", script].map(quote).join(" "),
  });
  assert.equal(run.code, 1, run.stderr);
  assert.match(
    run.stderr,
    /error: the agent exited with code 4 in the middle of a line \(28 bytes\), before answering initialize/,
  );
  assert.doesNotMatch(run.stderr, /not UTF-8 JSON/);
});

for (
  const [what, line, said] of [
    ["text that is not JSON", String.raw`garbage here\n`, "a line that is not JSON"],
    ["bytes that are not UTF-8", String.raw`{"id":1,"r":"\377"}\n`, "a line that is not UTF-8"],
  ] as const
) {
  Deno.test(`connect: an agent whose first line is ${what} is said to have sent ${said} (before connect12: 'not UTF-8 JSON' for both)`, async () => {
    const script = `head -1 >/dev/null; printf '${line}'; sleep 5`;
    const run = await connect({
      v2: ["--protocol", "2"],
      agent: ["bash", "-c", script].map(quote).join(" "),
    });
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, new RegExp(`response to initialize \\(id 1\\); got ${said}; `));
  });
}

Deno.test("connect: an agent that exits at once (a bad flag, a crash at start) is said to have exited with its code before answering initialize, not that writing the initialize hit a broken pipe", async () => {
  // It exits before the initialize is written, or while it is: the write fails (EPIPE) or
  // the read finds its end; either way its code is what the user needs.
  for (let round = 0; round < 3; round++) {
    const run = await connect({
      v2: ["--protocol", "2"],
      agent: ["sh", "-c", "echo 'agent: unknown flag' >&2; exit 2"].map(quote).join(" "),
    });
    assert.equal(run.code, 1, run.stderr);
    assert.match(
      run.stderr,
      /acp-proxy: error: the agent exited with code 2 before answering initialize; check/,
    );
    assert.doesNotMatch(run.stderr, /Broken pipe/);
  }
});

Deno.test("connect: a v2 rejection is the v2 client's own exit, never a v1 retry", async () => {
  const run = await connect({
    v1: ["--protocol", "1"],
    v2: ["--protocol", "2"],
    agent: ["--mode", "reject"],
  });
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual([starts(run, "agent"), starts(run, "client", 1)], [1, 0]);
  assert.match(run.stderr, /client v2: FAIL .*-32600/);
  assert.doesNotMatch(run.stderr, /acp-proxy: error/);
  assertNoProcessLeft(run);
});

Deno.test("connect: an agent that never answers fails within --init-timeout-ms, no process left", async () => {
  const run = await connect({
    v2: ["--protocol", "2"],
    agent: ["--mode", "silent", "--linger", "--ignore-sigterm"],
    extra: ["--init-timeout-ms", "1500", "--grace-ms", "300"],
  });
  assert.equal(run.code, 1, run.stderr);
  const errors = run.stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error: "));
  assert.equal(errors.length, 1, run.stderr);
  assert.match(
    errors[0],
    /the agent did not answer initialize within 1500 ms; .*--init-timeout-ms/,
  );
  assert.ok(run.elapsedMs >= 1_500, `exited after ${run.elapsedMs} ms`);
  // 1.5 s timeout + stdin close grace + SIGTERM grace (ignored) + SIGKILL, plus deno start-ups.
  assert.ok(run.elapsedMs < 6_000, `exited after ${run.elapsedMs} ms`);
  assert.equal(starts(run, "agent"), 1);
  assertNoProcessLeft(run);
});

Deno.test("connect: an agent it ends that still runs --grace-ms after its SIGTERM is said to have been sent SIGKILL, as serve and chain say it (before orphans12: only the SIGTERM)", async () => {
  const run = await connect({
    v2: ["--protocol", "2"],
    agent: ["--mode", "silent", "--linger", "--ignore-sigterm"],
    extra: ["--init-timeout-ms", "1000", "--grace-ms", "300", "--log-level", "info"],
  });
  assert.equal(run.code, 1, run.stderr);
  assert.ok(
    run.stderr.includes(
      "acp-proxy: info: the agent was still running 300 ms after SIGTERM; it was sent SIGKILL\n",
    ),
    run.stderr,
  );
  assertNoProcessLeft(run);
  const quick = await connect({
    v2: ["--protocol", "2"],
    agent: ["--mode", "silent"],
    extra: ["--init-timeout-ms", "1000", "--grace-ms", "300", "--log-level", "info"],
  });
  assert.equal(quick.code, 1, quick.stderr);
  assert.doesNotMatch(quick.stderr, /SIGKILL/, "an agent that ends at its EOF is not said to");
});

Deno.test("connect: after a failed handshake an agent that ignores its end of input gets SIGTERM 250 ms after it, as one set aside, not after --grace-ms (connect9: 8.5 s at --grace-ms 8000)", async () => {
  const run = await connect({
    v2: ["--protocol", "2"],
    agent: ["--mode", "silent", "--linger"],
    extra: ["--init-timeout-ms", "1000", "--grace-ms", "30000"],
  });
  assert.equal(run.code, 1, run.stderr);
  assert.match(run.stderr, /the agent did not answer initialize within 1000 ms/);
  // Well below the 30 s grace: the agent took its SIGTERM.
  assert.ok(run.elapsedMs < 20_000, `exited after ${run.elapsedMs} ms`);
  assertNoProcessLeft(run);
});

Deno.test("connect: a remote agent that cannot be reached (HTTP or WebSocket, a closed port or one fetch refuses to dial) is a failed start: one error line naming the address to check, exit 1", async () => {
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (closed.addr as Deno.NetAddr).port;
  closed.close(); // nothing listens there now
  // Port 9 is one of fetch's "bad ports": refused at once, before the initialize's write returns.
  for (const [scheme, at] of [["http", port], ["ws", port], ["http", 9]]) {
    const run = await connect({
      v1: ["--protocol", "1"],
      agent: `${scheme}://127.0.0.1:${at}/acp`,
      extra: ["--init-timeout-ms", "10000"],
    });
    assert.equal(run.code, 1, `${scheme}: ${run.stderr}`);
    const errors = run.stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error: "));
    assert.equal(errors.length, 1, run.stderr);
    assert.match(
      errors[0],
      /failed to start the agent: could not (reach|connect to) the remote agent at .*; check the agent's( command or)? address/,
    );
  }
});

Deno.test("connect: a WebSocket agent that never answers the upgrade: SIGTERM ends the dial at once (143), and --init-timeout-ms bounds it (one error line, exit 1)", async () => {
  const agent = upgradeBlackHole();
  try {
    const client = fixture("client.ts", "--protocol", "1");
    const child = spawnConnect(["--v1", client, "--agent", agent.url, "--grace-ms", "300"]);
    const stderr = new Response(child.stderr).text();
    await within(
      (async () => {
        while (agent.accepted() === 0) await delay(20);
      })(),
      20_000,
      "the dial",
    );
    await delay(200);
    child.kill("SIGTERM");
    // Before, the dial held the daemon for its own 30 s.
    const status = await within(child.status, 5_000, "the daemon to stop after SIGTERM");
    assert.equal(status.code, 143, await stderr);

    const run = await connect({
      v1: ["--protocol", "1"],
      agent: agent.url,
      extra: ["--init-timeout-ms", "1500", "--grace-ms", "300"],
    });
    assert.equal(run.code, 1, run.stderr);
    const errors = run.stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error: "));
    assert.equal(errors.length, 1, run.stderr);
    // The upgrade is dialled behind the connection (its initialize held meanwhile): the address
    // is what to check.
    assert.match(
      errors[0],
      /the agent did not answer initialize within 1500 ms; check that the remote agent at ws:\/\/.* speaks ACP, or raise the initialize timeout \(--init-timeout-ms\)/,
    );
    assert.ok(run.elapsedMs < 10_000, `exited after ${run.elapsedMs} ms`);
    await within(
      (async () => {
        while (agent.open() > 0) await delay(20);
      })(),
      5_000,
      "the dials' TCP connections to close",
    );
  } finally {
    await agent.close();
  }
});

Deno.test("connect: a v1 client alone runs a plain v1 session", async () => {
  const run = await connect({ v1: ["--protocol", "1"], agent: ["--mode", "downgrade"] });
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual([starts(run, "agent"), starts(run, "client", 1)], [1, 1]);
  assertNoProcessLeft(run);
});

Deno.test("connect: a client program that exits while a process it left holds its stdout ends the session a grace period later, and that process is ended", async () => {
  const record = await Deno.makeTempFile({ prefix: "client_router_record_" });
  const marker = newMarker(290);
  try {
    const client = `sh -c ${
      quote(
        `${fixture("client.ts", "--protocol", "1", "--record", record)}; sleep ${marker} & exit 0`,
      )
    }`;
    const { code, stderr, elapsed } = await outputWithin(
      spawnConnect([
        "--v1",
        client,
        "--agent",
        fixture("agent.ts", "--mode", "downgrade", "--record", record),
        "--grace-ms",
        "500",
      ]),
      15_000,
    );
    assert.equal(code, 0, stderr);
    assert.ok(elapsed < 15_000, `connect took ${elapsed} ms`);
    assert.deepEqual(holding(marker), [], "the process the client left is ended");
  } finally {
    await Deno.remove(record);
  }
});

Deno.test("connect: a client program's initialize over --max-frame says to raise --max-frame (one line, exit 1, no agent started)", async () => {
  const client = await connect({
    v2: ["--protocol", "2"],
    agent: ["--mode", "v2"],
    extra: ["--max-frame", "64"],
  });
  assert.equal(client.code, 1, client.stderr);
  assert.match(
    client.stderr,
    /acp-proxy: error: the v2 client sent a first message over 64 bytes; raise the frame limit if its initialize is that large \(--max-frame\)/,
  );
  assert.equal(starts(client, "agent"), 0, "no agent was started");
  assertNoProcessLeft(client);
});

Deno.test("connect: a client program that exits at once, writing nothing, names its exit code (it said only 'ended before sending initialize'; the agent's code was said)", async () => {
  const { code, stderr } = await outputWithin(
    spawnConnect(["--v2", `sh -c ${quote("echo 'bad flag' >&2; exit 3")}`, "--agent", "cat"]),
    20_000,
  );
  assert.equal(code, 1, stderr);
  assert.match(
    stderr,
    /^acp-proxy: error: the v2 client exited with code 3 before sending initialize; its first message must be one initialize request with protocolVersion 2/m,
  );
  assert.match(stderr, /^bad flag$/m, "its own stderr line passes through");
});

Deno.test("connect: an agent or a client program that exits 127 (a wrapper whose program is not on its PATH), or is killed by a signal, is said with what that means, as the other modes say it (before interop15: the code alone, and only 'check that the agent command speaks ACP')", async () => {
  const agent = await connect({
    v2: ["--protocol", "2"],
    agent: ["sh", "-c", "exit 127"].map(quote).join(" "),
  });
  assert.equal(agent.code, 1, agent.stderr);
  assert.match(
    agent.stderr,
    /acp-proxy: error: the agent exited with code 127 \(127: a program it runs was not found; check the PATH it gets[^)]*\) before answering initialize/,
  );
  const { code, stderr } = await outputWithin(
    spawnConnect(["--v2", `sh -c ${quote("kill -SEGV $$")}`, "--agent", "cat"]),
    20_000,
  );
  assert.equal(code, 1, stderr);
  assert.match(
    stderr,
    /^acp-proxy: error: the v2 client exited with code 139 \(killed by SIGSEGV\) before sending initialize/m,
  );
});

Deno.test("connect: blank lines the agent writes before its initialize answer are skipped, as a client's are (ROUTING 2.2), and as chain and the remote clients skip them; the handshake failed with 'got a blank line'", async () => {
  const answer =
    `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,"agentCapabilities":{},"agentInfo":{"name":"a","version":"1"}}}`;
  const record = await Deno.makeTempFile({ prefix: "client_router_record_" });
  try {
    const agent = `sh -c ${
      quote(
        `read l; printf '\\n\\r\\n \\n%s\\n' '${answer}'; read l; ` +
          `printf '%s\\n' '{"jsonrpc":"2.0","id":2,"result":{"sessionId":"s1"}}'; exec cat >/dev/null`,
      )
    }`;
    const { code, stderr } = await outputWithin(
      spawnConnect([
        "--v2",
        fixture("client.ts", "--protocol", "2", "--record", record),
        "--agent",
        agent,
        "--grace-ms",
        "300",
      ]),
      20_000,
    );
    assert.equal(code, 0, stderr);
    assert.doesNotMatch(stderr, /blank line/);
    assert.match(stderr, /client v2: OK session s1/);
  } finally {
    await Deno.remove(record);
  }
});

for (const role of ["client", "agent"] as const) {
  Deno.test(`connect: ${role === "client" ? "a client program" : "an agent"} that exits during the handshake while a process it left holds its output fails a grace period later naming its exit code, not at the initialize timeout`, async () => {
    const record = await Deno.makeTempFile({ prefix: "client_router_record_" });
    const marker = newMarker(290);
    try {
      // It leaves `sleep` holding its stdout and exits 3 before writing anything (the agent
      // after reading the initialize).
      const leaver = `sh -c ${
        quote(`${role === "agent" ? "read line; " : ""}sleep ${marker} & exit 3`)
      }`;
      const client = role === "client"
        ? leaver
        : fixture("client.ts", "--protocol", "2", "--record", record);
      const agent = role === "agent" ? leaver : fixture("agent.ts", "--mode", "v2");
      const { code, stderr, elapsed } = await outputWithin(
        spawnConnect(["--v2", client, "--agent", agent, "--grace-ms", "300"]),
        20_000,
      );
      assert.equal(code, 1, stderr);
      assert.match(
        stderr,
        role === "client"
          ? /the v2 client exited with code 3 before sending initialize/
          : /the agent exited with code 3 before answering initialize/,
      );
      assert.ok(elapsed < 20_000, `connect took ${elapsed} ms (the initialize timeout is 30 s)`);
      assert.deepEqual(holding(marker), [], "the process it left is ended");
    } finally {
      await Deno.remove(record);
    }
  });
}

const V2_INIT =
  `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{}}}`;
const V1_INIT_OTHER =
  `{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1,"clientInfo":{"name":"other","version":"1"}}}`;

/** `sh -c` that prints `line` (if any) after reading `reads` lines, then sleeps `marker` s. */
function lingering(marker: string, line: string | null, reads = 0, trapTerm = false): string {
  const trap = trapTerm ? `trap '' TERM; ` : "";
  const read = "read l; ".repeat(reads);
  const say = line === null ? "" : `printf '%s\\n' ${quote(line)}; `;
  // `sleep & wait`: the shell itself waits (and takes signals) while sleep holds nothing.
  return `sh -c ${quote(`${trap}${read}${say}sleep ${marker} & wait`)}`;
}

/** A fresh `sleep` length from `base` s that marks one test's processes (`holding` finds them). */
function newMarker(base = 300): string {
  return `${base + Math.floor(Math.random() * 9)}.${Date.now() % 100000}`;
}

/**
 * connect with a v2 client program that says initialize, then lingers (`marker`, ignoring
 * SIGTERM with `ignoresTerm`), and an agent that answers and exits 0.
 */
function connectLingering(
  marker: string,
  ignoresTerm: boolean,
  options: string[],
): Deno.ChildProcess {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,"agentCapabilities":{}}}`;
  return spawnConnect([
    ...options,
    "--v2",
    lingering(marker, V2_INIT, 0, ignoresTerm),
    "--agent",
    `sh -c ${quote(`read l; printf '%s\\n' ${quote(answer)}; exit 0`)}`,
  ]);
}

for (
  const [phase, grace] of [
    ["during the reconnect teardown (every program ignores the end of its input)", 20_000],
    ["after the agent exited, while the client program ignores the end of its input", 20_000],
  ] as const
) {
  Deno.test(`connect: SIGTERM ${phase} ends them at once, not when the grace period runs out`, async () => {
    const marker = newMarker();
    const reconnect = phase.startsWith("during");
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":${
      reconnect ? 1 : 2
    },"agentCapabilities":{}}}`;
    const args = ["--grace-ms", String(grace)];
    args.push("--v2", lingering(marker, V2_INIT));
    if (reconnect) args.push("--v1", lingering(marker, V1_INIT_OTHER));
    args.push(
      "--agent",
      reconnect
        ? lingering(marker, answer, 1)
        : `sh -c ${quote(`read l; printf '%s\\n' ${quote(answer)}; exit 0`)}`,
    );
    const child = spawnConnect(args);
    const stderr = new Response(child.stderr).text();
    try {
      await delay(3_000); // the handshake is done: the daemon waits out a grace period
      const signalled = performance.now();
      child.kill("SIGTERM");
      const status = await within(child.status, 15_000, "the daemon to stop");
      const took = performance.now() - signalled;
      assert.equal(status.code, 143, await stderr);
      assert.ok(took < grace / 2, `stopped ${took.toFixed(0)} ms after SIGTERM`);
      assert.deepEqual(holding(marker), [], "no program is left");
    } finally {
      for (const pid of holding(marker)) Deno.kill(Number(pid), "SIGKILL");
      await stderr.catch(() => {});
    }
  });
}

for (
  const [ignoresTerm, code, how] of [
    [false, 143, "was sent SIGTERM"],
    [true, 137, "was sent SIGTERM, did not end within 300 ms more and was killed (SIGKILL)"],
  ] as const
) {
  Deno.test(
    `connect: a client program that goes on running after the agent has ended${
      ignoresTerm ? " and ignores SIGTERM too" : ""
    } is ended after --grace-ms, and the error line says how, since its code (${code}) is the exit code (before: only info lines, and 143 looked like a SIGTERM to the daemon; 137 was said as 'was sent SIGTERM')`,
    async () => {
      const marker = newMarker();
      const child = connectLingering(marker, ignoresTerm, ["--grace-ms", "300"]);
      try {
        const run = await outputWithin(child, 20_000);
        assert.equal(run.code, code, run.stderr);
        const errors = run.stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error: "));
        assert.deepEqual(errors, [
          "acp-proxy: error: the client program went on running 300 ms after the session ended " +
          `and ${how}; it ended with exit code ${code}`,
        ]);
        assert.deepEqual(holding(marker), [], "no program is left");
      } finally {
        for (const pid of holding(marker)) Deno.kill(Number(pid), "SIGKILL");
      }
    },
  );
}

Deno.test("connect: a SIGINT while the daemon ends a client program that ignores SIGTERM reaches it at once: exit 130 long before SIGKILL was due, and no error line of a code the signal decided (before: it waited out the grace, and said 'exit code 137' for an exit of 130)", async () => {
  const marker = newMarker();
  const grace = 4_000;
  const child = connectLingering(marker, true, [
    "--grace-ms",
    String(grace),
    "--log-level",
    "info",
  ]);
  let log = "";
  const stderr = child.stderr.pipeThrough(new TextDecoderStream()).pipeTo(
    new WritableStream({ write: (chunk) => void (log += chunk) }),
  );
  try {
    const said = "the client program is still running";
    // The session ends at once (the agent answers and exits); once the client's grace has run
    // out (said: its SIGTERM, ignored), its SIGKILL is due `grace` later: the SIGINT comes
    // first (a fixed wait from the start could come before the session ended, on a loaded
    // machine).
    const until = Date.now() + 60_000;
    while (!log.includes(said)) {
      if (Date.now() > until) throw new Error(`not said within 60 s: ${log}`);
      await delay(20);
    }
    await delay(500);
    child.kill("SIGINT");
    const signalled = performance.now();
    const status = await within(child.status, 15_000, "the daemon to stop");
    const took = performance.now() - signalled;
    await within(stderr, 5_000, "the daemon's stderr");
    assert.equal(status.code, 130, log);
    assert.ok(took < grace - 500, `stopped ${took.toFixed(0)} ms after SIGINT`);
    assert.doesNotMatch(log, / error: /);
    assert.deepEqual(holding(marker), [], "no program is left");
  } finally {
    for (const pid of holding(marker)) Deno.kill(Number(pid), "SIGKILL");
    await stderr.catch(() => {});
  }
});

Deno.test("connect: SIGTERM mid-session reaches the client program at once, while an agent that ignores SIGTERM has its grace period before SIGKILL", async () => {
  const clientMarker = newMarker(310);
  const agentMarker = newMarker(320);
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,"agentCapabilities":{}}}`;
  const child = spawnConnect([
    "--grace-ms",
    "8000",
    "--v2",
    lingering(clientMarker, V2_INIT),
    "--agent",
    lingering(agentMarker, answer, 1, true),
  ]);
  const stderr = new Response(child.stderr).text();
  try {
    await delay(3_000); // mid-session
    child.kill("SIGTERM");
    let gone = false;
    for (let i = 0; i < 60 && !gone; i++) {
      await delay(50);
      gone = holding(clientMarker, child.pid).length === 0;
    }
    assert.ok(gone, "the client program was ended within 3 s of SIGTERM");
    assert.ok(
      holding(agentMarker, child.pid).length > 0,
      "the agent ignoring SIGTERM is still in its grace period",
    );
    const status = await within(child.status, 20_000, "the daemon to stop");
    assert.equal(status.code, 143, await stderr);
    assert.deepEqual(holding(agentMarker), [], "the agent was SIGKILLed");
  } finally {
    for (const pid of [...holding(clientMarker), ...holding(agentMarker)]) {
      Deno.kill(Number(pid), "SIGKILL");
    }
    await stderr.catch(() => {});
  }
});

Deno.test("connect --transcript: the handshake is recorded when it crosses: an answer that took 0.5 s is 0.5 s after its request, and a request the client pipelined behind initialize comes after the answer, as the agent got it", async () => {
  const transcript = await Deno.makeTempFile({ prefix: "client_router_transcript_" });
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,` +
      `"info":{"name":"c","version":"1"},"capabilities":{}}}`;
    const next = `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/"}}`;
    // The client writes both at once, then reads until its input ends.
    const client = `sh -c ${
      quote(`printf '%s\\n%s\\n' ${quote(init)} ${quote(next)}; cat >/dev/null`)
    }`;
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,"info":{"name":"a",` +
      `"version":"1"},"capabilities":{}}}`;
    const agent = `sh -c ${
      quote(
        `read -r line; sleep 0.5; printf '%s\\n' ${quote(answer)}; read -r line; ` +
          `printf '%s\\n' '{"jsonrpc":"2.0","id":2,"result":{"sessionId":"s"}}'`,
      )
    }`;
    const { code, stderr } = await outputWithin(
      spawnConnect([
        "--grace-ms",
        "200",
        "--transcript",
        transcript,
        "--v2",
        client,
        "--agent",
        agent,
      ]),
      30_000,
    );
    assert.ok([0, 143].includes(code), stderr);
    const frames = (await Deno.readTextFile(transcript)).trim().split("\n").map((l) =>
      JSON.parse(l)
    ).filter((e) => e.type === "request" || e.type === "response");
    assert.deepEqual(frames.map((e) => `${e.type} ${e.from} ${e.id}`), [
      "request Client 1",
      "response Agent 1",
      "request Client 2",
      "response Agent 2",
    ]);
    const waited = frames[1].ts - frames[0].ts;
    assert.ok(waited >= 0.45, `the answer is recorded ${waited} s after its request`);
  } finally {
    await Deno.remove(transcript);
  }
});

Deno.test("connect: a client program whose agent cannot start, ends before answering or does not answer in time gets a -32603 answer to its initialize saying why, then EOF (exit 1)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "connect_answer_" });
  try {
    const cases = [
      { agent: "/nonexistent/agent --acp", says: /^failed to start the agent: .*agent/ },
      {
        // Its exit code is the reason to look at (the agent router names it too).
        agent: "sh -c 'read line; exit 3'",
        says: /^the agent exited with code 3 before answering initialize/,
      },
      { agent: "sleep 30", says: /^the agent did not answer initialize within 800 ms/ },
    ];
    for (const [i, { agent, says }] of cases.entries()) {
      const received = `${dir}/received_${i}`;
      // The client program sends its initialize, then keeps what it gets until its input ends.
      const init = `{"jsonrpc":"2.0","id":"c-${i}","method":"initialize","params":` +
        `{"protocolVersion":1,"clientCapabilities":{}}}`;
      const client = `sh -c ${quote(`printf '%s\\n' '${init}'; cat > ${received}`)}`;
      const run = await within(
        new Deno.Command(Deno.execPath(), {
          args: [
            "run",
            "-A",
            "mod.ts",
            "connect",
            "--v1",
            client,
            "--agent",
            agent,
            "--init-timeout-ms",
            "800",
            "--grace-ms",
            "300",
            "--transcript",
            `${dir}/t_${i}.jsonl`,
          ],
          cwd: ROOT,
          stdin: "null",
          stdout: "null",
          stderr: "piped",
          env: { NO_COLOR: "1" },
        }).output(),
        20_000,
        `connect with the agent ${agent}`,
      );
      const stderr = new TextDecoder().decode(run.stderr);
      assert.equal(run.code, 1, `${agent}: ${stderr}`);
      const lines = (await Deno.readTextFile(received)).split("\n");
      assert.equal(lines.length, 2, `${agent}: one answer, then EOF: ${lines}`);
      const answer = JSON.parse(lines[0]);
      assert.equal(answer.id, `c-${i}`, lines[0]);
      assert.equal(answer.error.code, -32603, lines[0]);
      assert.match(answer.error.message, says, lines[0]);
      // The transcript has the initialize (to the router itself when no agent got it) and
      // the router's answer.
      const events = (await Deno.readTextFile(`${dir}/t_${i}.jsonl`)).trim().split("\n")
        .map((l) => JSON.parse(l));
      assert.deepEqual(
        events.map((e) => [e.type, e.from, e.to, e.id]),
        [
          ["request", "Client", i === 0 ? "acp-proxy" : "Agent", `c-${i}`],
          ["response", "acp-proxy", "Client", `c-${i}`],
        ],
      );
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("connect: a remote agent that takes the initialize but never answers is timed out with a hint about that agent's address, not about an agent command's stdin/stdout", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async () => {
    await held;
    return new Response(null, { status: 202 });
  });
  try {
    const url = `http://127.0.0.1:${server.addr.port}/acp`;
    const run = await connect({
      v1: ["--protocol", "1"],
      agent: url,
      extra: ["--init-timeout-ms", "1000", "--grace-ms", "300"],
    });
    assert.equal(run.code, 1, run.stderr);
    const errors = run.stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error: "));
    assert.equal(errors.length, 1, run.stderr);
    assert.match(errors[0], new RegExp(`check that the remote agent at ${url} speaks ACP`));
    assert.doesNotMatch(errors[0], /stdin\/stdout/);
  } finally {
    release();
    await server.shutdown();
  }
});

Deno.test("connect: an agent that cannot start is named where it was given: --agent, or the named agent of the config file (before: 'check the agent's command or address' with no place)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "connect-hint-" });
  try {
    const config = `${dir}/agents.jsonc`;
    await Deno.writeTextFile(config, `{"agents": {"badone": {"v1": "/nonexistent/named-agent"}}}`);
    const client = `sh -c ${quote(`printf '%s\\n' ${quote(V2_INIT)}; sleep 1`)}`;
    for (
      const [args, place] of [
        [["--agent", "/nonexistent/agent"], /\(--agent\)$/],
        [["--config", config, "--name", "badone"], /\(agent "badone" in the config file\)$/],
      ] as const
    ) {
      const { code, stderr } = await outputWithin(spawnConnect([...args, "--v2", client]), 20_000);
      assert.equal(code, 1, stderr);
      const errors = stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error: "));
      assert.equal(errors.length, 1, stderr);
      assert.match(errors[0], /check the agent's command or address/);
      assert.match(errors[0], place);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("connect: a client program that cannot start is named where it was given: --v2, or the config file's \"v2\" at its place, also with a named agent (before: 'check the v2 client program', no flag)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "connect-client-hint-" });
  try {
    const config = `${dir}/connect.json`;
    await Deno.writeTextFile(config, `{"v2": "/nonexistent/file-client"}`);
    // With a named agent too: the name picks the agent, the client program is still the file's.
    const named = `${dir}/named.json`;
    await Deno.writeTextFile(
      named,
      `{"v2": "/nonexistent/file-client", "agents": {"a": {"v1": "sh -c 'sleep 5'"}}}`,
    );
    const agent = ["--agent", `sh -c 'sleep 5'`];
    for (
      const [args, place] of [
        [["--v2", "/nonexistent/client", ...agent], /; check the --v2 client program$/],
        [
          ["--config", config, ...agent],
          new RegExp(`; check the config file's "v2" client program at ${config}:1:2$`),
        ],
        [
          ["--config", named, "--name", "a"],
          new RegExp(`; check the config file's "v2" client program at ${named}:1:2$`),
        ],
      ] as const
    ) {
      const { code, stderr } = await outputWithin(spawnConnect([...args]), 20_000);
      assert.equal(code, 1, stderr);
      const errors = stderr.split("\n").filter((l) => l.startsWith("acp-proxy: error: "));
      assert.equal(errors.length, 1, stderr);
      assert.match(errors[0], /failed to start the v2 client: /);
      assert.match(errors[0], place);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
