/**
 * Signals (issue 4 "Signals", issue 10 §1; ROUTING §3.6, §6; README "Exit codes"): a
 * SIGINT, SIGTERM or SIGHUP to the daemon is a request to stop now. In each phase it leaves
 * no process behind and the daemon exits 128+N (130, 143, 129):
 *
 * - before any agent started: nothing to stop;
 * - with an agent: the agent's whole process group gets the same signal at once (no grace
 *   period first: the fault agent records the signal it got), then SIGKILL after
 *   `--grace-ms` when it is still there.
 *
 * The same for `proxy` (one case per phase with a process) and `connect` (before any agent
 * and mid-session). Real processes throughout; waits only bound hangs. "At once" is checked
 * against a grace period far longer than any wait here, never against a clock.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  type Daemon,
  delay,
  denoCommand,
  FAULT_AGENT,
  initialize,
  readPids,
  recordedPids,
  Session,
  waitAllDead,
  waitFor,
  waitPids,
  within,
} from "./fixtures/faults/harness.ts";
import { spawnDaemon } from "./fixtures/e2e/harness.ts";
import { quote, succeeds } from "./fixtures/support.ts";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";

const SIGNALS = [["SIGINT", 2], ["SIGTERM", 15], ["SIGHUP", 1]] as const;
/** For agents that must be terminated: the grace period is what the test waits. */
const GRACE = ["--grace-ms", "300"];
/**
 * A grace period no test waits out: a daemon that is done before it ends has passed the
 * signal on at once instead of closing stdin and waiting (the exit wait is bounded well
 * below it).
 */
const LONG_GRACE = ["--grace-ms", "60000"];
/** Bound on a daemon's exit where the signal must act at once (well below LONG_GRACE). */
const AT_ONCE_MS = 20_000;
/** How long the "slow to start" agent sleeps before it reads: well past the 300 ms grace. */
const START_DELAY_MS = "2000";

async function assertHandled(
  d: Daemon,
  code: number,
  signal: string,
  ms?: number,
): Promise<void> {
  const status = await (ms === undefined ? d.exit() : within(d.exit(), ms, "the daemon's exit"));
  assert.equal(status.code, code, d.stderrText);
  assert.equal(status.signal, null, `the daemon handled ${signal} itself`);
}

/** The signals the fault agent recorded (`--signal-log`), in order. */
function signalsSeen(path: string): string[] {
  try {
    return Deno.readTextFileSync(path).split("\n").filter((l) => l !== "");
  } catch {
    return [];
  }
}

async function assertGroupGone(pidFile: string): Promise<void> {
  const pids = readPids(pidFile);
  assert.ok(pids !== null && pids.length === 2, "the agent wrote its pid and its child's");
  assert.deepEqual(await waitAllDead(pids), [], "processes of the agent's group still alive");
}

/** No agent was started: its pid file does not appear (checked after a short settle). */
async function assertNoAgent(pidFile: string): Promise<void> {
  await delay(300);
  assert.equal(readPids(pidFile), null, "an agent was started");
}

/** A rejected request proves the daemon is serving, so its signal handlers are installed. */
async function assertServing(d: Daemon, method = "initialize"): Promise<void> {
  await d.write(`{"jsonrpc":"2.0","id":"probe","method":"session/new"}\n`);
  const reply = JSON.parse((await d.readLine())!);
  assert.equal(reply.id, "probe");
  assert.equal(reply.error.code, -32600);
  assert.match(reply.error.message, new RegExp(method));
}

/** Streams both ways until at least `bytes` came back from a slow-writing agent. */
async function midStream(d: Daemon, bytes: number): Promise<{ writing: Promise<void> }> {
  const writing = (async () => {
    const chunk = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"x","params":{}}\n`);
    for (let i = 0; i < 200_000; i++) await d.write(chunk);
  })().catch(() => {}); // the daemon goes away mid-write: a broken pipe is expected
  let received = 0;
  while (received < bytes) {
    const chunk = await d.readSome(64 * 1024);
    assert.ok(chunk !== null, "the daemon's stdout ended before the signal");
    received += chunk.length;
  }
  return { writing };
}

/** An agent that sleeps before it reads, recording the signals it gets in `seen`. */
function slowStarter(s: Session, seen: string) {
  return s.agent(["--start-delay-ms", START_DELAY_MS, "--spawn-child", "--signal-log", seen]);
}

/**
 * An agent writing slowly until a signal ends it. It ignores its input's end: the daemon
 * closes that input right after it has sent the signal, and an agent that exited at EOF
 * might notice the EOF first (seen once in CI) and never record the signal.
 */
function slowWriter(s: Session, extra: string[] = []) {
  return s.agent([
    ...extra,
    "--ignore-eof",
    "--write-bytes",
    String(1024 * 1024 * 1024),
    "--chunk-bytes",
    "4096",
    "--write-delay-ms",
    "1",
    "--spawn-child",
  ]);
}

for (const [signal, number] of SIGNALS) {
  Deno.test(`signals: ${signal} before initialize → exit ${128 + number}, no agent started`, async () => {
    await using s = await Session.create();
    const agent = s.agent(["--spawn-child"]);
    const d = s.start(["--v1", agent.cmd, "--v2", agent.cmd, ...GRACE]);
    await assertServing(d);
    d.kill(signal);
    await assertHandled(d, 128 + number, signal);
    assert.equal((await d.readRest()).length, 0, "EOF, nothing else");
    await assertNoAgent(agent.pidFile);
  });

  Deno.test(`signals: ${signal} while the agent starts (it sleeps before reading) → its group gets ${signal} at once: exit ${128 + number}, group gone`, async () => {
    await using s = await Session.create();
    const seen = s.file("signals");
    const agent = slowStarter(s, seen);
    const d = s.start(["--v1", agent.cmd, ...LONG_GRACE]);
    await d.write(initialize("1", 1));
    await waitPids(agent.pidFile); // written before the agent's sleep
    d.kill(signal);
    await assertHandled(d, 128 + number, signal, AT_ONCE_MS);
    assert.equal((await d.readRest()).length, 0, "EOF: the agent never answered");
    assert.deepEqual(signalsSeen(seen), [signal], "the agent got the daemon's signal");
    await assertGroupGone(agent.pidFile);
  });

  Deno.test(`signals: ${signal} mid-stream → the agent's group gets ${signal} at once: exit ${128 + number}, group gone`, async () => {
    await using s = await Session.create();
    const seen = s.file("signals");
    const agent = slowWriter(s, ["--signal-log", seen]);
    const d = s.start(["--v1", agent.cmd, ...LONG_GRACE]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await waitPids(agent.pidFile);
    const { writing } = await midStream(d, 64 * 1024);
    d.kill(signal);
    const draining = d.drainStdout(); // the client reads on: its stdout ends
    await assertHandled(d, 128 + number, signal, AT_ONCE_MS);
    await draining;
    await within(writing, 30_000, "the client's writes to end");
    assert.deepEqual(signalsSeen(seen), [signal], "the agent got the daemon's signal");
    await assertGroupGone(agent.pidFile);
  });
}

for (const [signal, number] of SIGNALS) {
  Deno.test(`signals: ${signal} right after the agent's spawn, while its byte path is still being set up (a first frame bigger than the pipe) → the agent gets ${signal} and the daemon waits for it: exit ${128 + number}, nothing left (before, the daemon exited at once and the orphan watchdog sent SIGTERM later)`, async () => {
    await using s = await Session.create();
    const pidFile = s.file("pid");
    const seen = s.file("seen");
    const name = signal.slice(3);
    // A shell agent: its pid at once, then it waits, recording the first signal it gets.
    const script = `echo $$ > ${pidFile}; ` +
      ["INT", "TERM", "HUP"].map((n) => `trap 'echo ${n} >> ${seen}; exit 0' ${n}`).join("; ") +
      `; while :; do sleep 0.05; done`;
    const transcript = s.file("transcript.jsonl");
    const d = s.start(["--v1", `sh -c "${script}"`, ...LONG_GRACE, "--transcript", transcript]);
    // Bigger than a pipe holds: the first frame's write waits for the agent, which never reads.
    await d.write(
      initialize("1", 1, { extraParams: `,"_meta":{"pad":"${"x".repeat(200 * 1024)}"}` }),
    );
    const end = Date.now() + 30_000;
    while (readPids(pidFile) === null) {
      assert.ok(Date.now() < end, "the agent never wrote its pid");
      await delay(1);
    }
    d.kill(signal);
    await assertHandled(d, 128 + number, signal, AT_ONCE_MS);
    assert.deepEqual(signalsSeen(seen), [name], "the agent got the daemon's signal first");
    assert.deepEqual(await waitAllDead(readPids(pidFile)!), [], "the agent is still alive");
    // The transcript has the agent's start and its end (it exited by its trap: code 0).
    const types = Deno.readTextFileSync(transcript).split("\n").filter((l) => l !== "")
      .map((l) => JSON.parse(l) as { type: string; code?: number | null });
    const start = types.findIndex((e) => e.type === "agent_start");
    const exit = types.findIndex((e) => e.type === "agent_exit");
    assert.ok(start >= 0 && exit > start, JSON.stringify(types.map((e) => e.type)));
    assert.equal(types[exit].code, 0);
  });
}

/**
 * The daemon (`serve`, or a `chain` of the agent alone) serving an agent that ignores its
 * input's end and SIGTERM and records the signals it gets; its `initialize` answered.
 */
async function servingTermIgnorer(s: Session, mode: "serve" | "chain", grace: readonly string[]) {
  const seen = s.file("signals");
  const agent = s.agent(["--ignore-eof", "--ignore-term", "--signal-log", seen, "--spawn-child"]);
  const d = s.start([
    ...(mode === "serve" ? ["--v1"] : ["chain", "--agent"]),
    agent.cmd,
    ...grace,
    "--log-level",
    "info",
  ]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  await waitPids(agent.pidFile);
  return { seen, agent, d };
}

for (const mode of ["serve", "chain"] as const) {
  Deno.test(`signals: ${mode}, SIGINT while the agent is being terminated (its grace after the client's EOF ran out, and it ignores SIGTERM) reaches its group at once: 130, not after a second grace period`, async () => {
    await using s = await Session.create();
    const { seen, agent, d } = await servingTermIgnorer(s, mode, ["--grace-ms", "3000"]);
    await d.closeStdin();
    await waitFor(
      () => d.stderrText.includes("terminating it"),
      "the agent's grace to run out",
      15_000,
    );
    await delay(300); // SIGTERM sent (and ignored); SIGKILL would come 3 s later
    d.kill("SIGINT");
    await assertHandled(d, 130, "SIGINT", 2_500);
    assert.deepEqual(signalsSeen(seen), ["SIGTERM", "SIGINT"], "the agent got SIGINT too");
    await assertGroupGone(agent.pidFile);
  });
}

for (const mode of ["serve", "chain"] as const) {
  Deno.test(`signals: ${mode}, a second signal (SIGINT after a SIGTERM the agent ignores) reaches its group at once, as the first did: the agent gets both, and the daemon exits 143, its first signal's, long before SIGKILL was due (before: the second was dropped, unsaid)`, async () => {
    await using s = await Session.create();
    const { seen, agent, d } = await servingTermIgnorer(s, mode, LONG_GRACE);
    d.kill("SIGTERM");
    await waitFor(() => signalsSeen(seen).includes("SIGTERM"), "the agent's SIGTERM", 15_000);
    d.kill("SIGINT");
    await assertHandled(d, 143, "SIGTERM", AT_ONCE_MS);
    assert.deepEqual(signalsSeen(seen), ["SIGTERM", "SIGINT"], "the agent got SIGINT too");
    assert.match(
      d.stderrText,
      /received SIGINT while stopping; passed it on to 1 process group\(s\) acp-proxy started/,
    );
    await assertGroupGone(agent.pidFile);
  });
}

Deno.test("signals: serve --listen, SIGINT while an ended connection's agent is in its grace period (it ignores its end of input) reaches its group at once: 130, not after the grace", async () => {
  await using s = await Session.create();
  const seen = s.file("signals");
  const agent = s.agent(["--ignore-eof", "--signal-log", seen, "--spawn-child"]);
  const d = s.start([
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--v1",
    agent.cmd,
    "--grace-ms",
    "8000",
    "--log-level",
    "info",
  ]);
  await waitFor(() => /listening on (\S+)/.test(d.stderrText), "the listener", 15_000);
  const url = /listening on (\S+)/.exec(d.stderrText)![1];
  const posted = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: initialize("1", 1),
  });
  await posted.text();
  assert.equal(posted.status, 200);
  const id = posted.headers.get("acp-connection-id")!;
  await waitPids(agent.pidFile);
  const deleted = await fetch(url, { method: "DELETE", headers: { "Acp-Connection-Id": id } });
  await deleted.body?.cancel();
  // The connection has ended; its agent has 8 s to exit after its input closed.
  await waitFor(() => d.stderrText.includes(`connection ${id} (http) ended`), "the end", 15_000);
  await delay(300);
  d.kill("SIGINT");
  await assertHandled(d, 130, "SIGINT", 4_000);
  assert.deepEqual(signalsSeen(seen), ["SIGINT"], "the agent got the daemon's SIGINT");
  await assertGroupGone(agent.pidFile);
});

Deno.test("signals: proxy mode, SIGINT before _proxy/initialize → 130, no proxy started", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--spawn-child"]);
  const d = s.start(["proxy", "--v1", agent.cmd, "--v2", agent.cmd, ...GRACE]);
  await assertServing(d, "_proxy/initialize");
  d.kill("SIGINT");
  await assertHandled(d, 130, "SIGINT");
  await assertNoAgent(agent.pidFile);
});

Deno.test("signals: proxy mode, SIGTERM while the proxy starts → its group gets SIGTERM at once: 143, group gone", async () => {
  await using s = await Session.create();
  const seen = s.file("signals");
  const agent = slowStarter(s, seen);
  const d = s.start(["proxy", "--v2", agent.cmd, ...LONG_GRACE]);
  await d.write(initialize("1", 2, { method: "_proxy/initialize" }));
  await waitPids(agent.pidFile);
  d.kill("SIGTERM");
  await assertHandled(d, 143, "SIGTERM", AT_ONCE_MS);
  assert.deepEqual(signalsSeen(seen), ["SIGTERM"]);
  await assertGroupGone(agent.pidFile);
});

Deno.test("signals: proxy mode, SIGHUP mid-stream → the proxy's group gets SIGHUP at once: 129, group gone", async () => {
  await using s = await Session.create();
  const seen = s.file("signals");
  const agent = slowWriter(s, ["--signal-log", seen]);
  const d = s.start(["proxy", "--v2", agent.cmd, ...LONG_GRACE, "--log-level", "info"]);
  await d.write(initialize("1", 2, { method: "_proxy/initialize" }));
  assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 2);
  await waitPids(agent.pidFile);
  const { writing } = await midStream(d, 64 * 1024);
  d.kill("SIGHUP");
  const draining = d.drainStdout();
  await assertHandled(d, 129, "SIGHUP", AT_ONCE_MS);
  await draining;
  await within(writing, 30_000, "the client's writes to end");
  assert.deepEqual(signalsSeen(seen), ["SIGHUP"]);
  // Said in proxy mode's words (before: "stopping the agent now").
  assert.match(d.stderrText, /received SIGHUP; stopping the proxy now\n/);
  await assertGroupGone(agent.pidFile);
});

Deno.test("signals: connect mode, SIGINT before any agent (the client program never sends initialize) → 130, client ended, no agent", async () => {
  await using s = await Session.create();
  const record = s.file("record.jsonl");
  const clientPids = s.pidFile("client.pids");
  const client = denoCommand(FAULT_AGENT, ["--mode", "never-read", "--pid-file", clientPids]);
  const agent = s.clientRouterFixture("agent.ts", ["--mode", "v2"], record);
  const d = s.start(["connect", "--v2", client, "--agent", agent, ...GRACE]);
  // The client program starts after the daemon installed its signal handlers.
  const pids = await waitPids(clientPids);
  d.kill("SIGINT");
  await assertHandled(d, 130, "SIGINT");
  assert.deepEqual(await waitAllDead(pids), [], "the client program is still running");
  await delay(300);
  assert.deepEqual(recordedPids(record), [], "an agent was started");
});

Deno.test("signals: connect mode, SIGTERM mid-session → 143, the client program and the agent are stopped, no process left", async () => {
  await using s = await Session.create();
  const record = s.file("record.jsonl");
  const client = s.clientRouterFixture("client.ts", ["--protocol", "2", "--wait-eof"], record);
  const agent = s.clientRouterFixture("agent.ts", ["--mode", "v2"], record);
  const d = s.start([
    "connect",
    "--v2",
    client,
    "--agent",
    agent,
    ...LONG_GRACE,
    "--log-level",
    "info",
  ]);
  // The client program logs to the daemon's stderr once its session is open.
  await waitFor(() => d.stderrText.includes("client v2: OK session"), "the session to open");
  const pids = recordedPids(record);
  assert.equal(pids.length, 2, "one client program and one agent");
  d.kill("SIGTERM");
  await assertHandled(d, 143, "SIGTERM", AT_ONCE_MS);
  assert.deepEqual(await waitAllDead(pids), [], "a client program or agent is still running");
  assert.match(d.stderrText, /received SIGTERM; stopping the client program and the agent now\n/);
});

/** Whether `unshare --pid --fork --mount-proc` runs here (Linux, as root). */
function canUnsharePid(): boolean {
  return succeeds("unshare", ["--pid", "--fork", "--mount-proc", "true"]);
}

Deno.test({
  name:
    "signals: an agent that leaves a child which ends unreaped (the daemon is PID 1 of its namespace and does not reap it, as in a container without an init): the session ends at once, not after the grace period (a zombie is no live member)",
  ignore: !canUnsharePid(),
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-zombie-" });
    try {
      const agent = `${dir}/agent.sh`;
      await Deno.writeTextFile(
        agent,
        `#!/bin/sh
IFS= read -r line
printf '%s\\n' '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1}}'
( sleep 0.2 ) &
cat >/dev/null
`,
      );
      await Deno.chmod(agent, 0o755);
      const mod = new URL("../mod.ts", import.meta.url).pathname;
      const started = Date.now();
      const child = new Deno.Command("unshare", {
        args: ["--pid", "--fork", "--mount-proc", Deno.execPath(), "run", "-A", mod, ...[
          "--v1",
          agent,
          "--grace-ms",
          "20000",
        ]],
        stdin: "piped",
        stdout: "piped",
        stderr: "piped",
      }).spawn();
      const writer = child.stdin.getWriter();
      await writer.write(
        new TextEncoder().encode(
          `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}\n`,
        ),
      );
      await writer.close();
      const run = await within(child.output(), 60_000, "the daemon");
      const elapsed = Date.now() - started;
      assert.equal(run.code, 0, new TextDecoder().decode(run.stderr));
      // The client's input ends after its initialize: the agent exits on EOF; the session must
      // not wait the 20 s grace period on the zombie its background child became.
      assert.ok(elapsed < 15_000, `the session ended after ${elapsed} ms`);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test("signals: a SIGTERM while the kernel path is still being made ready (the agent started, its first frame not yet in) is reported as for a started agent: 'started the v1 agent (pid N)', its group signalled, 'the session ended (stopped); exit code 143'", async () => {
  // The set-up lasts 20-30 ms after the spawn: the signal lands in it in most rounds, and each
  // round must report the same whether it does or not.
  for (let round = 0; round < 6; round++) await stopWhileKernelPathOpens();
});

/**
 * One daemon whose agent never reads (a first frame bigger than its pipe makes the set-up wait
 * its 20 ms for the write), signalled as soon as the byte path is chosen.
 */
async function stopWhileKernelPathOpens(): Promise<void> {
  const pidFile = await Deno.makeTempFile();
  try {
    const agent = `sh -c 'echo $$ > ${pidFile}; exec sleep 30'`;
    const daemon = spawnDaemon(["--v1", agent, "--log-level", "debug", "--grace-ms", "300"]);
    let log = "";
    const stderr = daemon.stderr.pipeThrough(new TextDecoderStream()).pipeTo(
      new WritableStream({ write: (text) => void (log += text) }),
    );
    const stdout = new Response(daemon.stdout).text();
    const writer = daemon.stdin.getWriter();
    const padding = "x".repeat(256 * 1024);
    writer.write(
      new TextEncoder().encode(
        `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"_meta":{"pad":"${padding}"}}}\n`,
      ),
    ).catch(() => {});
    await waitFor(() => /byte path: /.test(log), "the byte path's choice", 30_000);
    daemon.kill("SIGTERM");
    const status = await within(daemon.status, 30_000, "the daemon's exit");
    await stderr;
    await stdout;
    await writer.close().catch(() => {});
    assert.equal(status.code, 143, log);
    const pid = Number((await Deno.readTextFile(pidFile)).trim());
    assert.match(log, new RegExp(`started the v1 agent \\(pid ${pid}\\)`));
    assert.match(log, /sending SIGTERM to the agent's process group/);
    assert.match(log, /the session ended \(stopped\); exit code 143/);
    assert.deepEqual(await waitAllDead([pid]), [], "the agent is gone");
  } finally {
    await Deno.remove(pidFile);
  }
}

for (const eofFirst of [false, true]) {
  Deno.test(`signals: --copy, SIGTERM ${eofFirst ? "after the client's end of input (the agent, ignoring it, is in its grace period)" : "mid-session"} with an agent that ignores SIGTERM while the client reads slowly: the daemon exits within one --grace-ms of the signal (the drain of what is on its way is part of the grace period, not added after it)`, async () => {
    await using s = await Session.create();
    const grace = 3000;
    const agent = `sh -c 'trap "" TERM; read l; exec yes {}'`;
    const d = s.start(["--v1", agent, "--copy", "--grace-ms", String(grace)]);
    await d.write(initialize("1", 1));
    // The agent's output flows (the daemon serves: a fixed wait from the start could end
    // before a loaded machine's daemon had started).
    assert.notEqual(await d.readSome(4096), null, "the agent's first output");
    // The client keeps reading, slowly: 4 KiB every 50 ms, never a 1 s stall.
    let reading = true;
    const reader = (async () => {
      while (reading && await d.readSome(4096) !== null) await delay(50);
    })();
    await delay(1000);
    if (eofFirst) {
      await d.closeStdin();
      await delay(500);
    }
    const signalled = performance.now();
    d.kill("SIGTERM");
    await assertHandled(d, 143, "SIGTERM", 20_000);
    const took = performance.now() - signalled;
    reading = false;
    await reader.catch(() => {});
    // Before: the peer's grace period, then a second one draining (4-5 s at a 3 s grace).
    assert.ok(took < grace * 1.5, `exit ${Math.round(took)} ms after the signal (grace ${grace})`);
  });
}

Deno.test("signals: chain, SIGTERM while the client reads nothing and its pipe is full: the chain exits within one --grace-ms of the signal (before: the drain's grace, then a second one closing the client's output: 4 s at a 2 s grace)", async () => {
  await using s = await Session.create();
  const grace = 3000;
  const agent =
    `sh -c 'read l; echo "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":\\"1\\",\\"result\\":{}}"; exec yes {}'`;
  const d = s.start(["chain", "--agent", agent, "--grace-ms", String(grace)]);
  await d.write(initialize("1", 1));
  assert.match(String(await d.readLine()), /"result"/, "the answer: the chain serves");
  await delay(1000); // the client's pipe is full long before
  const signalled = performance.now();
  d.kill("SIGTERM");
  await assertHandled(d, 143, "SIGTERM", 20_000);
  const took = performance.now() - signalled;
  assert.ok(took < grace * 1.5, `exit ${Math.round(took)} ms after the signal (grace ${grace})`);
});

/** Waits (at most 20 s) until a thread of `pid` is blocked opening a FIFO. */
async function blockedOpeningFifo(pid: number, what = "its --log-file"): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const task of Deno.readDirSync(`/proc/${pid}/task`)) {
      const wchan = await Deno.readTextFile(`/proc/${pid}/task/${task.name}/wchan`).catch(() => "");
      if (wchan === "wait_for_partner") return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out after 20000 ms: pid ${pid} opening ${what} FIFO`);
}

Deno.test("signals: SIGTERM while the daemon waits to open its --log-file (a FIFO nobody reads), before any session listener was there, ends it at once with 143, no agent started (before editor3: killed by the signal; before stdiokinds9: held until the 5 s open bound, then exit 2)", async () => {
  const dir = await Deno.makeTempDir();
  const fifo = `${dir}/log.fifo`;
  const started = `${dir}/started`;
  try {
    await new Deno.Command("mkfifo", { args: [fifo] }).output();
    const child = new Deno.Command(Deno.execPath(), {
      args: daemonArgv("--v1", `sh -c 'touch ${started}; exec cat'`, "--log-file", fifo)
        .slice(1),
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    await blockedOpeningFifo(child.pid);
    child.kill("SIGTERM");
    const status = await within(child.status, 20_000, "the daemon's exit");
    const stderr = await new Response(child.stderr).text();
    assert.deepEqual([status.code, status.signal], [143, null], stderr);
    assert.doesNotMatch(stderr, /could not be opened/);
    assert.equal(await Deno.stat(started).then(() => true, () => false), false, "no agent");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("signals: SIGTERM while the daemon waits to read its token file (a FIFO nobody writes: --remote-token-file in serve and chain, --token-file with --listen) ends it at once with 143, not with 2 after the 5 s read bound (config6)", async () => {
  const dir = await Deno.makeTempDir();
  const fifo = `${dir}/token.fifo`;
  try {
    await new Deno.Command("mkfifo", { args: [fifo] }).output();
    const cases = [
      ["--v1", "http://127.0.0.1:9", "--remote-token-file", fifo],
      ["chain", "--agent", "ws://127.0.0.1:9", "--remote-token-file", fifo],
      ["--v1", "cat", "--listen", "127.0.0.1:0", "--token-file", fifo],
    ];
    for (const args of cases) {
      const child = new Deno.Command(Deno.execPath(), {
        args: daemonArgv(...args).slice(1),
        stdin: "null",
        stdout: "null",
        stderr: "piped",
      }).spawn();
      await blockedOpeningFifo(child.pid, "its token file");
      child.kill("SIGTERM");
      const status = await within(child.status, 20_000, "the daemon's exit");
      const stderr = await new Response(child.stderr).text();
      assert.deepEqual([status.code, status.signal], [143, null], `${args.join(" ")}: ${stderr}`);
      assert.doesNotMatch(stderr, /not read to its end/);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("signals: an agent still running --grace-ms after its SIGTERM (it ignores it, or its wrapper died and left a child that does) is said to have been sent SIGKILL, in serve and in chain (before editor3: only 'sending SIGTERM', even at debug; before orphans12: said only for an agent that ignored it itself, and never in chain)", async () => {
  const agents = {
    stubborn: `sh -c 'trap "" TERM; cat; exec sleep 30'`,
    wrapper: `sh -c ${quote(`sh -c 'trap "" TERM; cat; exec sleep 30'`)}`,
  };
  for (const [what, agent] of Object.entries(agents)) {
    for (
      const [mode, name] of [[["--v1", agent], "the agent"], [
        ["chain", "--agent", agent],
        "Agent",
      ]] as const
    ) {
      const eof = await runToEnd(
        daemonArgv(...mode, "--grace-ms", "300", "--log-level", "info"),
        initialize("1", 1),
        30_000,
      );
      assert.equal(eof.code, 0, eof.stderr);
      assert.ok(
        eof.stderr.includes(
          `acp-proxy: info: ${name} was still running 300 ms after SIGTERM; it was sent SIGKILL\n`,
        ),
        `${what}, ${mode[0]}: ${eof.stderr}`,
      );
    }
  }
  const quick = await runToEnd(
    daemonArgv("--v1", "cat", "--log-level", "info"),
    initialize("1", 1),
  );
  assert.doesNotMatch(quick.stderr, /SIGKILL/, "an agent that ends at once is not said to");
  // One that exits by itself at its end of input, leaving a child that ignores SIGTERM: the
  // line names what it left, not the agent (before editor4: 'the agent was still running').
  const leaver = await runToEnd(
    daemonArgv(
      "--v1",
      `sh -c ${quote(`cat; (trap "" TERM; exec sleep 30) >/dev/null & exit 0`)}`,
      "--grace-ms",
      "300",
      "--log-level",
      "info",
    ),
    initialize("1", 1),
    30_000,
  );
  assert.equal(leaver.code, 0, leaver.stderr);
  assert.ok(
    leaver.stderr.includes(
      "acp-proxy: info: what the agent left in its process group was still running 300 ms " +
        "after SIGTERM; it was sent SIGKILL\n",
    ),
    leaver.stderr,
  );
});

Deno.test("signals: an agent ended by a SIGTERM the daemon did not send, in its grace period after the client left (a client that signals the whole process tree as it goes, as acpx does), is said at info naming the signal, not as a failure; the exit code is still the agent's, 143 (before editor5: 'error: the agent ended with exit code 143')", async () => {
  const { runBytes } = await import("./fixtures/observability/run.ts");
  const agent = `sh -c ${
    quote(
      `read l; printf '%s\\n' '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}'; ` +
        `cat >/dev/null; kill -TERM $$`,
    )
  }`;
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  const run = await runBytes(daemonArgv("--v1", agent, "--log-level", "info"), init, {
    timeoutMs: 20_000,
  });
  assert.equal(run.code, 143, run.stderr);
  assert.doesNotMatch(run.stderr, /error:/, run.stderr);
  assert.match(
    run.stderr,
    /^acp-proxy: info: the agent ended by SIGTERM from outside after its input closed \(exit code 143\)$/m,
  );
});
