/**
 * End-to-end lifecycle tests (ROUTING §2.1, §2.3, §3.3, §3.6, §6): exit codes, client
 * EOF, grace period, SIGTERM/SIGKILL escalation, signals, process groups, CLI errors.
 * The daemon (`deno run -A mod.ts`) and `raw_agent.ts` run as real processes.
 *
 * Timing is only bounded loosely (to turn a hang into a failure); the machine is small.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  BYTE_PATHS,
  delay,
  hashChunks,
  initialize,
  isAlive,
  procStat,
  readPids,
  Scenario,
  waitAllDead,
  waitPids,
} from "./fixtures/e2e/harness.ts";
import { mixedStream } from "./fixtures/e2e/mixed_stream.ts";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";

/** How long to look for an agent that must not have been started. */
const NO_AGENT_SETTLE_MS = 500;

async function assertNoAgent(pidFile: string): Promise<void> {
  await delay(NO_AGENT_SETTLE_MS);
  assert.equal(readPids(pidFile), null, "an agent was started (its pid file exists)");
}

async function assertAllDead(pids: number[]): Promise<void> {
  assert.deepEqual(await waitAllDead(pids), [], "processes of the agent's group still alive");
}

Deno.test("e2e lifecycle: an agent that exits first gives the daemon its exit code (7)", async () => {
  await using s = await Scenario.create();
  const agent = s.agent(["--mode", "source", "--bytes", "5000", "--seed", "3", "--exit-code", "7"]);
  const d = s.start(["--v1", agent.cmd]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  const rest = await d.readRest();
  assert.deepEqual(hashChunks([rest]), hashChunks(mixedStream(5000, 3)));
  // The client's stdin is still open: the agent's exit alone ends the daemon.
  const status = await d.exit();
  assert.equal(status.code, 7, await d.errors());
  await assertAllDead(readPids(agent.pidFile)!);
});

for (const mode of BYTE_PATHS) {
  for (const [signal, code] of [["KILL", 137], ["SEGV", 139]] as const) {
    Deno.test(`e2e lifecycle (${mode.name}): an agent killed by SIG${signal} on its own (the daemon sent nothing) gives 128+N, ${code} (ROUTING 3.6), and the error line says so, naming the signal (before editor6: the code alone)`, async () => {
      await using s = await Scenario.create();
      const d = s.start(["--v1", `sh -c 'read l; kill -${signal} $$'`, ...mode.args]);
      await d.write(initialize("1", 1));
      const status = await d.exit();
      const stderr = await d.errors();
      assert.equal(status.signal, null, "the daemon itself was not killed");
      assert.equal(status.code, code, stderr);
      assert.match(
        stderr,
        new RegExp(`error: the agent ended with exit code ${code} \\(killed by SIG${signal}\\)\n`),
      );
    });
  }
}

Deno.test("e2e lifecycle: an agent that exits 127 (a wrapper whose program is not on its PATH) is said with what 127 means and what to check (before editor6: 'the agent ended with exit code 127' alone); 126 too", async () => {
  for (
    const [code, meaning] of [[127, "a program it runs was not found"], [
      126,
      "a program it runs could not be executed",
    ]] as const
  ) {
    await using s = await Scenario.create();
    const d = s.start(["--v1", `sh -c 'read l; exit ${code}'`]);
    await d.write(initialize("1", 1));
    const status = await d.exit();
    const stderr = await d.errors();
    assert.equal(status.code, code, stderr);
    assert.match(
      stderr,
      new RegExp(
        `error: the agent ended with exit code ${code} \\(${code}: ${meaning}[^\n]*; check [^\n]+\\)\n`,
      ),
    );
  }
});

Deno.test("e2e lifecycle: client EOF ends an agent that exits on stdin EOF, with its code; no grandchild survives", async () => {
  await using s = await Scenario.create();
  const agent = s.agent(["--mode", "sink", "--exit-code", "5", "--spawn-child"]);
  // A long grace period: the daemon must not wait for it when the agent exits by itself.
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "600000"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 1);

  const pids = await waitPids(agent.pidFile);
  assert.equal(pids.length, 2);
  const [agentPid, grandchild] = pids;
  assert.equal(procStat(agentPid)?.pgrp, agentPid, "the agent leads its own process group");
  assert.equal(procStat(grandchild)?.pgrp, agentPid, "the grandchild is in the agent's group");
  assert.ok(procStat(d.pid)?.pgrp !== agentPid, "the daemon is not in the agent's group");

  await d.write("some bytes\n");
  await d.closeStdin();
  const status = await d.exit();
  assert.equal(status.code, 5, await d.errors());
  assert.equal((await d.readRest()).length, 0);
  await assertAllDead(pids);
});

Deno.test("e2e lifecycle (copied): a client that stops reading (EPIPE) has the agent's input closed at once: the agent exits by itself with its code, not SIGTERMed after --grace-ms", async () => {
  await using s = await Scenario.create();
  const agent = s.agent(["--mode", "echo", "--exit-code", "6"]);
  // A grace period no test waits out: the agent must see EOF, not a signal.
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "600000", "--copy"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 1);
  await d.closeStdout();
  // The agent echoes it; writing that to the client fails with EPIPE. The client's input
  // stays open.
  await d.write("echo me\n");
  const status = await d.exit();
  assert.equal(status.code, 6, await d.errors());
  assert.doesNotMatch(await d.errors(), /still running .* terminating it/);
});

Deno.test("e2e lifecycle: an agent ignoring stdin EOF is SIGTERMed after --grace-ms; the daemon ended it because the client left: exit 0", async () => {
  await using s = await Scenario.create();
  const agent = s.agent(["--never-read", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.write(initialize("1", 1));
  const pids = await waitPids(agent.pidFile);
  await d.closeStdin();
  const status = await d.exit();
  assert.equal(status.code, 0, await d.errors());
  assert.equal(status.signal, null, "the daemon itself exited, it was not killed");
  await assertAllDead(pids);
});

Deno.test("e2e lifecycle: an agent ignoring SIGTERM too is SIGKILLed; the client left: exit 0", async () => {
  await using s = await Scenario.create();
  const agent = s.agent(["--never-read", "--ignore-term", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.write(initialize("1", 1));
  const pids = await waitPids(agent.pidFile); // written after the SIGTERM listener is set
  await d.closeStdin();
  const status = await d.exit();
  assert.equal(status.code, 0, await d.errors());
  assert.equal(status.signal, null);
  await assertAllDead(pids);
});

for (const [signal, number] of [["SIGTERM", 15], ["SIGINT", 2], ["SIGHUP", 1]] as const) {
  Deno.test(`e2e lifecycle: ${signal} to the daemon mid-stream: the agent's group gets it at once, exit ${128 + number}, no process of its group survives`, async () => {
    await using s = await Scenario.create();
    const agent = s.agent([
      "--protocol",
      "2",
      "--mode",
      "echo",
      "--exit-code",
      "4",
      "--spawn-child",
    ]);
    // A grace period the test never waits out: the signal must reach the agent at once.
    const d = s.start(["--v2", agent.cmd, "--grace-ms", "60000"]);
    await d.write(initialize("1", 2));
    assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 2);
    const pids = await waitPids(agent.pidFile);

    // Keep a stream flowing both ways (the echo agent sends it back), then signal.
    const writing = (async () => {
      for (const chunk of mixedStream(1024 * 1024 * 1024, 11)) await d.write(chunk);
    })().catch(() => {}); // the daemon goes away mid-write: a broken pipe is expected
    let echoed = 0;
    while (echoed < 1024 * 1024) {
      const line = await d.readLineBytes();
      assert.ok(line !== null, "the daemon's stdout ended before the signal");
      echoed += line.length + 1;
    }
    d.kill(signal);
    const reading = d.readRest(30_000).catch(() => new Uint8Array(0));
    const status = await d.exit(30_000);
    await reading;
    await writing;
    // A stop request: the same signal to the agent's group now, 128+N from the daemon.
    assert.equal(status.code, 128 + number, await d.errors());
    assert.equal(status.signal, null, `the daemon handled ${signal} itself`);
    await assertAllDead(pids);
  });
}

Deno.test("e2e lifecycle: SIGTERM to the daemon blocked on an agent that neither reads nor obeys SIGTERM: SIGKILL after --grace-ms, exit 143, group gone", async () => {
  await using s = await Scenario.create();
  const agent = s.agent(["--never-read", "--ignore-term", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.write(initialize("1", 1));
  const pids = await waitPids(agent.pidFile);

  // The agent never reads: the daemon's writes to it block once the pipes are full.
  let written = 0;
  const writing = (async () => {
    for (const chunk of mixedStream(1024 * 1024 * 1024, 12, 64 * 1024)) {
      await d.write(chunk);
      written += chunk.length;
    }
  })().catch(() => {}); // broken pipe once the daemon is gone
  // Wait until the writes stall: every pipe on the way to the agent is full.
  for (let last = -1; last !== written || written === 0;) {
    last = written;
    await delay(300);
  }
  d.kill("SIGTERM");
  const reading = d.readRest(60_000).catch(() => new Uint8Array(0));
  const status = await d.exit(60_000);
  await reading;
  await writing;
  assert.equal(status.code, 143, await d.errors());
  assert.equal(status.signal, null, "the daemon handled SIGTERM itself");
  await assertAllDead(pids);
});

/**
 * Starts the daemon (`--grace-ms 5000`) on a wrapper, `sh -c 'python3 agent.py; echo done'`,
 * whose agent notes the wrapper's pid in `parent`, answers the initialize it is then sent, and
 * on SIGTERM takes 1 s to clean up, saying `term` and `clean` in `log`.
 */
async function wrappedCleanupAgent(s: Scenario) {
  const log = s.file("agent.log");
  const parent = s.file("wrapper.pid");
  const agent = `import os, signal, sys, time
open(${JSON.stringify(parent)}, "w").write(str(os.getppid()))
def term(*_):
    open(${JSON.stringify(log)}, "a").write("term\\n"); time.sleep(1)
    open(${JSON.stringify(log)}, "a").write("clean\\n"); sys.exit(0)
signal.signal(signal.SIGTERM, term)
sys.stdin.readline()
sys.stdout.write('{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\\n'); sys.stdout.flush()
while True: time.sleep(1)`;
  const script = s.file("agent.py");
  await Deno.writeTextFile(script, agent);
  const d = s.start(["--v1", `sh -c 'python3 ${script}; echo done'`, "--grace-ms", "5000"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  return { d, log, parent };
}

Deno.test("e2e lifecycle: SIGTERM to the daemon whose agent is a wrapper that dies at once on it (sh -c 'agent; echo done'): the agent it started still gets --grace-ms to finish handling SIGTERM (before, the group was SIGKILLed the moment the wrapper died)", async () => {
  await using s = await Scenario.create();
  const { d, log } = await wrappedCleanupAgent(s);
  const t = Date.now();
  d.kill("SIGTERM");
  const status = await d.exit(30_000);
  assert.equal(status.code, 143, await d.errors());
  const said = await Deno.readTextFile(log).catch(() => "");
  assert.equal(said, "term\nclean\n", `the agent's log after ${Date.now() - t} ms`);
});

Deno.test("e2e lifecycle: SIGTERM to the daemon just after someone else's SIGTERM killed the agent's wrapper (acpx signals the daemon's children itself, then the daemon): the agent the wrapper started still gets SIGTERM and --grace-ms (before, its group was SIGKILLed at once, and the log said SIGTERM was sent)", async () => {
  await using s = await Scenario.create();
  const { d, log, parent } = await wrappedCleanupAgent(s);
  Deno.kill(Number(await Deno.readTextFile(parent)), "SIGTERM"); // the wrapper dies at once
  await delay(200); // the daemon has seen its agent's leader exit
  d.kill("SIGTERM");
  const status = await d.exit(30_000);
  assert.equal(status.code, 143, await d.errors());
  assert.equal(await Deno.readTextFile(log).catch(() => ""), "term\nclean\n");
});

Deno.test("e2e lifecycle: a second signal (SIGINT 300 ms after SIGTERM) stops waiting for what a wrapper agent that died at once left in its group: the daemon exits well within --grace-ms (before, the daemon passed the signal on but still waited out the grace)", async () => {
  await using s = await Scenario.create();
  const script = s.file("stubborn.py");
  await Deno.writeTextFile(
    script,
    `import signal, sys, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
signal.signal(signal.SIGINT, signal.SIG_IGN)
sys.stdin.readline()
sys.stdout.write('{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\\n'); sys.stdout.flush()
while True: time.sleep(1)`,
  );
  const d = s.start(["--v1", `sh -c 'python3 ${script}; echo done'`, "--grace-ms", "8000"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  const t = Date.now();
  d.kill("SIGTERM");
  await delay(300);
  d.kill("SIGINT");
  const status = await d.exit(30_000);
  assert.equal(status.code, 143, await d.errors());
  assert.ok(Date.now() - t < 4_000, `exited ${Date.now() - t} ms after SIGTERM (grace 8000)`);
});

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): the client closing its end of stdout mid-stream (EPIPE) is a normal end`, async () => {
    await using s = await Scenario.create();
    const agent = s.agent([
      "--mode",
      "source",
      "--bytes",
      String(1024 * 1024 * 1024),
      "--exit-code",
      "9",
      "--spawn-child",
    ]);
    // A long grace: the agent, whose output breaks, has time to end by itself.
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "10000", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    const pids = await waitPids(agent.pidFile);
    for (let i = 0; i < 100; i++) assert.ok(await d.readLineBytes() !== null);
    await d.closeStdout();
    const status = await d.exit();
    const stderr = await d.errors();
    assert.equal(status.signal, null, "the daemon did not die of SIGPIPE");
    assert.equal(status.code, 9, stderr); // the agent's own code: its output broke and it stopped
    assert.ok(!/Uncaught|\n\s+at /.test(stderr), `no stack trace on stderr: ${stderr}`);
    await assertAllDead(pids);
  });
}

Deno.test("e2e lifecycle: an agent that exits while the client is still uploading gives its code", async () => {
  await using s = await Scenario.create();
  const agent = s.agent(["--mode", "source", "--bytes", "1000", "--seed", "4", "--exit-code", "3"]);
  const d = s.start(["--v1", agent.cmd]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  const writing = (async () => {
    for (const chunk of mixedStream(1024 * 1024 * 1024, 5)) await d.write(chunk);
  })().catch(() => {}); // broken pipe once the daemon is gone
  const rest = d.readRest();
  const status = await d.exit();
  await writing;
  assert.equal(status.code, 3, await d.errors());
  assert.deepEqual(hashChunks([await rest]), hashChunks(mixedStream(1000, 4)));
  await assertAllDead(readPids(agent.pidFile)!);
});

Deno.test("e2e lifecycle: a grandchild holding the agent's stdout after it exits is killed with the group", async () => {
  await using s = await Scenario.create();
  const agent = s.agent([
    "--mode",
    "source",
    "--bytes",
    "1000",
    "--seed",
    "6",
    "--exit-code",
    "2",
    "--spawn-child",
    "--child-stdout",
  ]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  const pids = await waitPids(agent.pidFile);
  const rest = await d.readRest(); // ends once the group is gone, client stdin still open
  assert.deepEqual(hashChunks([rest]), hashChunks(mixedStream(1000, 6)));
  assert.equal((await d.exit()).code, 2, await d.errors());
  await assertAllDead(pids);
});

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): an agent that closes its output and runs on: the client's side closes at once, the agent gets --grace-ms, then SIGTERM; exit 143 and the agent is gone`, async () => {
    await using s = await Scenario.create();
    const pidFile = s.file("agent.pid");
    const agent = `sh -c 'echo $$ > ${pidFile}; read l; ` +
      `printf "%s\\n" "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"result\\":{}}"; exec >&-; ` +
      `exec sleep 30'`;
    const d = s.start(["--v1", agent, "--grace-ms", "300", ...mode.args]);
    await d.write(initialize("1", 1)); // and stdin stays open: the client does not leave
    assert.equal(await d.readLine(), `{"jsonrpc":"2.0","id":1,"result":{}}`);
    assert.equal(await d.readLine(), null, "the client's side is closed after the answer");
    const [pid] = await waitPids(pidFile);
    const status = await d.exit();
    assert.equal(status.code, 143, await d.errors());
    await assertAllDead([pid]);
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): output held open by a process that escaped the agent's group does not hang the daemon`, async () => {
    await using s = await Scenario.create(); // kills the escaped process (it is in the pid file)
    const agent = s.agent([
      "--mode",
      "source",
      "--bytes",
      "1000",
      "--seed",
      "6",
      "--spawn-escaped",
    ]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "1000", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    const [agentPid, escaped] = await waitPids(agent.pidFile);
    // setsid(1) may not have run yet right after the spawn: wait for it (bounded).
    for (let i = 0; i < 500 && procStat(escaped)?.pgrp === agentPid; i++) await delay(20);
    assert.notEqual(
      procStat(escaped)?.pgrp,
      agentPid,
      "the escaped process has a group of its own",
    );
    const rest = d.readRest();
    assert.equal((await d.exit()).code, 0);
    if (mode.args.length === 0) {
      // The escaped process holds the client's pipe itself, as it would with no daemon in
      // between: the client's EOF comes when that process lets go of it.
      assert.ok(isAlive(escaped), "the daemon leaves a process outside the agent's group alone");
      Deno.kill(escaped, "SIGKILL");
    }
    assert.deepEqual(hashChunks([await rest]), hashChunks(mixedStream(1000, 6)));
    await assertAllDead([agentPid]);
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): an agent that moves its stdout to another descriptor still reaches the client; its end of output is the last copy closing`, async () => {
    await using s = await Scenario.create();
    // Moves the protocol stream to fd 3 and points fd 1 at stderr (a "stdout guard"), writes a
    // line through fd 3 later than the grace period, then closes it and stays alive.
    const script = `read line; echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}'; ` +
      `exec 3>&1 1>&2; sleep 1; echo late >&3; exec 3>&-; sleep 30`;
    const d = s.start([
      "--v1",
      `sh -c "${script.replaceAll('"', '\\"')}"`,
      "--grace-ms",
      "300",
      ...mode.args,
    ]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    assert.equal(await d.readLine(), "late", "the line written after fd 1 moved away");
    assert.equal(await d.readLine(), null, "the last copy closed: the client's output ends");
    assert.equal((await d.exit()).code, 143, await d.errors()); // then SIGTERM after the grace
  });
}

Deno.test("e2e lifecycle: the agent is handed the daemon's stdout itself (the daemon keeps /dev/null), unless --copy", async (t) => {
  for (const mode of BYTE_PATHS) {
    await t.step(mode.name, async () => {
      await using s = await Scenario.create();
      const agent = s.agent(["--mode", "echo"]);
      const d = s.start(["--v1", agent.cmd, ...mode.args]);
      await d.write(initialize("1", 1));
      assert.equal(JSON.parse((await d.readLine())!).id, 1);
      const [agentPid] = await waitPids(agent.pidFile);
      await d.write("ping\n");
      assert.equal(await d.readLine(), "ping");
      // The handover completes in the daemon's own time (a loaded machine may lag): bounded.
      let daemonOut = Deno.readLinkSync(`/proc/${d.pid}/fd/1`);
      for (let i = 0; mode.args.length === 0 && daemonOut !== "/dev/null" && i < 200; i++) {
        await delay(50);
        daemonOut = Deno.readLinkSync(`/proc/${d.pid}/fd/1`);
      }
      const agentOut = Deno.readLinkSync(`/proc/${agentPid}/fd/1`);
      assert.match(agentOut, /^pipe:/);
      if (mode.args.length === 0) {
        assert.equal(daemonOut, "/dev/null", "the daemon no longer holds the client's pipe");
      } else {
        assert.match(daemonOut, /^pipe:/);
        assert.notEqual(daemonOut, agentOut, "the daemon copies between two pipes");
      }
      await d.closeStdin();
      assert.equal(await d.readLine(), null);
      assert.equal((await d.exit()).code, 0, await d.errors());
    });
  }
});

Deno.test("e2e lifecycle: a command that cannot start gets -32603 with the request id, exit 1, and stderr says what failed and which flag to check on one line (ROUTING 6)", async (t) => {
  const cases = [
    { name: "not found", file: undefined, reason: /acp-e2e-agent/ },
    { name: "not executable", file: "agent.sh", reason: /agent\.sh/ },
  ];
  for (const c of cases) {
    await t.step(c.name, async () => {
      await using s = await Scenario.create();
      let cmd = "/nonexistent/acp-e2e-agent --stdio";
      if (c.file !== undefined) {
        cmd = s.file(c.file);
        await Deno.writeTextFile(cmd, "#!/bin/sh\nexit 0\n");
        await Deno.chmod(cmd, 0o644); // no execute bit for anyone (root included)
      }
      const d = s.start(["--v1", cmd, "--v2", "also-missing-acp-e2e"]);
      await d.write(initialize(`"start-1"`, 1));
      const line = (await d.readLine())!;
      assert.ok(line.includes(`"id":"start-1"`), line);
      const response = JSON.parse(line);
      assert.equal(response.jsonrpc, "2.0");
      assert.equal(response.error.code, -32603);
      assert.match(response.error.message, /failed to start ACP v1 agent/);
      assert.match(response.error.message, c.reason);
      assert.equal(await d.readLine(), null, "stdout is closed after the error");
      const status = await d.exit();
      const stderr = await d.errors();
      assert.equal(status.code, 1, stderr);
      assert.ok(!/\n\s+at /.test(stderr), `no stack trace on stderr: ${stderr}`);
      const errors = stderr.split("\n").filter((l) => l.includes(": error: "));
      assert.equal(errors.length, 1, stderr);
      assert.match(errors[0], /failed to start ACP v1 agent: .*; check the --v1 command$/);
    });
  }
});

Deno.test("e2e lifecycle: a first frame over --max-frame is one error line on stderr saying to send a smaller frame or raise --max-frame, in text and in json (ROUTING 2.3, 6)", async (t) => {
  for (const format of ["text", "json"]) {
    await t.step(format, async () => {
      await using s = await Scenario.create();
      const d = s.start(["--v1", "cat", "--max-frame", "200", "--log-format", format]);
      await d.write(`${"0".repeat(300)}\n`);
      const answer = JSON.parse((await d.readLine())!);
      assert.equal(answer.error.code, -32600);
      assert.equal(await d.readLine(), null);
      assert.equal((await d.exit()).code, 1);
      const lines = (await d.errors()).trimEnd().split("\n");
      assert.equal(lines.length, 1, lines.join("\n"));
      const text = format === "json" ? JSON.parse(lines[0]).msg : lines[0];
      assert.match(
        text,
        /first frame exceeds the 200-byte limit; send a smaller frame or raise --max-frame$/,
      );
    });
  }
});

Deno.test("e2e lifecycle: an agent that exits at once without reading gives its code, no hang", async (t) => {
  for (const [program, code] of [["false", 1], ["true", 0]] as const) {
    await t.step(program, async () => {
      await using s = await Scenario.create();
      const d = s.start(["--v1", program]);
      await d.write(initialize("1", 1));
      const rest = d.readRest();
      const status = await d.exit();
      assert.equal(status.code, code, await d.errors());
      assert.equal((await rest).length, 0);
    });
  }
});

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): an agent that exits at once while a child it started answers a moment later: the answer reaches the client (the group is ended only after the last output, within --grace-ms)`, async () => {
    await using s = await Scenario.create();
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
    const agent = `sh -c ${JSON.stringify(`(sleep 0.3; echo '${answer}') & exit 0`)}`;
    const d = s.start(["--v1", agent, "--grace-ms", "2000", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(await d.readLine(), answer);
    assert.equal((await d.exit()).code, 0, await d.errors());
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): SIGTERM to the daemon: what the agent writes on its way out (in its SIGTERM handler) still reaches the client, within --grace-ms; exit 143`, async () => {
    await using s = await Scenario.create();
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
    const bye = `{"jsonrpc":"2.0","method":"_bye","params":{}}`;
    const script = await Deno.makeTempFile({ suffix: ".sh" });
    await Deno.writeTextFile(
      script,
      `bye() { echo '${bye}'; exit 0; }\ntrap bye TERM\nread line\necho '${answer}'\n` +
        `while :; do sleep 0.05; done\n`,
    );
    const d = s.start([
      "--v1",
      `sh ${script}`,
      "--grace-ms",
      "3000",
      ...mode.args,
    ]);
    await d.write(initialize("1", 1));
    assert.equal(await d.readLine(), answer);
    d.kill("SIGTERM");
    assert.equal(await d.readLine(), bye);
    assert.equal((await d.exit()).code, 143, await d.errors());
    await Deno.remove(script);
  });
}

Deno.test("e2e lifecycle: a client that closes before initialize starts no agent (exit 0)", async (t) => {
  await t.step("EOF before any byte", async () => {
    await using s = await Scenario.create();
    const agent = s.agent([]);
    const d = s.start(["--v1", agent.cmd, "--v2", agent.cmd]);
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, await d.errors());
    assert.equal((await d.readRest()).length, 0);
    await assertNoAgent(agent.pidFile);
  });
  await t.step("EOF after frames that do not select", async () => {
    await using s = await Scenario.create();
    const agent = s.agent([]);
    const d = s.start(["--v1", agent.cmd]);
    await d.write(
      `\n{"jsonrpc":"2.0","method":"note"}\n{"jsonrpc":"2.0","id":3,"method":"session/new"}\n` +
        `{"jsonrpc":"2.0","id":4,"result":{}}\n{"jsonrpc":"2.0","id":5,"method":"initialize",` +
        `"params":{"protocolVersion":0}}\n`,
    );
    const reply = JSON.parse((await d.readLine())!);
    assert.equal(reply.id, 3);
    assert.equal(reply.error.code, -32600);
    const notConfigured = JSON.parse((await d.readLine())!);
    assert.equal(notConfigured.id, 5);
    assert.equal(notConfigured.error.code, -32600);
    await d.closeStdin();
    assert.equal(await d.readLine(), null);
    assert.equal((await d.exit()).code, 0, await d.errors());
    await assertNoAgent(agent.pidFile);
  });
});

Deno.test("e2e lifecycle: an initialize without LF right before EOF is still served", async () => {
  await using s = await Scenario.create();
  const firstLine = s.file("first-line");
  const agent = s.agent(["--exit-code", "6", "--first-line", firstLine]);
  const d = s.start(["--v1", agent.cmd]);
  const init = initialize("8", 1).slice(0, -1);
  await d.write(init);
  await d.closeStdin();
  assert.equal(JSON.parse((await d.readLine())!).id, 8);
  assert.equal((await d.exit()).code, 6, await d.errors());
  assert.equal(await Deno.readTextFile(firstLine), init);
});

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): an agent closing stdout but running → daemon closes stdout, ends the agent, exits`, async () => {
    await using s = await Scenario.create();
    const agent = s.agent(["--close-stdout", "--spawn-child"]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "300", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    const pids = await waitPids(agent.pidFile);
    // The client never closes its stdin here.
    assert.equal(await d.readLine(), null, "the daemon's stdout closes");
    const status = await d.exit();
    assert.equal(status.code, 143, await d.errors());
    await assertAllDead(pids);
  });
}

for (const [signal, code] of [["SIGINT", 130], ["SIGHUP", 129], ["SIGTERM", 143]] as const) {
  Deno.test(`e2e lifecycle: ${signal} before initialize exits ${code} with no agent started`, async () => {
    await using s = await Scenario.create();
    const agent = s.agent([]);
    const d = s.start(["--v1", agent.cmd]);
    // A rejected request proves the daemon is serving (its signal handlers are installed).
    await d.write(`{"jsonrpc":"2.0","id":1,"method":"session/new"}\n`);
    assert.equal(JSON.parse((await d.readLine())!).error.code, -32600);
    d.kill(signal);
    const status = await d.exit();
    assert.equal(status.code, code, await d.errors());
    assert.equal(status.signal, null, `the daemon handled ${signal} itself`);
    await assertNoAgent(agent.pidFile);
  });
}

Deno.test("e2e lifecycle: --help exits 0 and prints usage", async () => {
  await using s = await Scenario.create();
  const d = s.start(["--help"]);
  await d.closeStdin();
  const out = new TextDecoder().decode(await d.readRest());
  assert.equal((await d.exit()).code, 0);
  assert.match(out, /Usage:/);
  assert.match(out, /--v1 CMD/);
  assert.equal(await d.errors(), "");
});

Deno.test("e2e lifecycle: usage errors exit 2 with exactly one stderr line", async (t) => {
  await using s = await Scenario.create();
  const badConfig = s.file("bad.jsonc");
  await Deno.writeTextFile(badConfig, `{ "v1": "x", "nope": 1 }`);
  const cases: [string, string[]][] = [
    ["no implementation", []],
    ["unknown option", ["--v1", "x", "--bogus"]],
    ["option without value", ["--v1"]],
    ["bad --max-frame", ["--v1", "x", "--max-frame", "lots"]],
    ["bad --grace-ms", ["--v1", "x", "--grace-ms", "-5"]],
    ["bad --log-level", ["--v1", "x", "--log-level", "loud"]],
    ["bad quoting", ["--v1", `agent "unterminated`]],
    ["unknown mode", ["frobnicate", "--v1", "x"]],
    ["extra positional", ["serve", "extra", "--v1", "x"]],
    ["missing config file", ["--config", s.file("missing.jsonc")]],
    ["config with an unknown key", ["--config", badConfig]],
  ];
  for (const [name, args] of cases) {
    await t.step(name, async () => {
      const d = s.start(args);
      await d.closeStdin();
      const status = await d.exit();
      const stderr = await d.errors();
      assert.equal(status.code, 2, stderr);
      assert.match(stderr, /^acp-proxy: [^\n]+\n$/, `exactly one line: ${JSON.stringify(stderr)}`);
      assert.equal((await d.readRest()).length, 0);
    });
  }
});

Deno.test("e2e lifecycle: a --config JSONC file sets --v1, and flags win over it", async (t) => {
  await t.step("the file alone", async () => {
    await using s = await Scenario.create();
    const firstLine = s.file("first-line");
    const agent = s.agent(["--protocol", "1", "--first-line", firstLine]);
    const config = s.file("acp.jsonc");
    await Deno.writeTextFile(
      config,
      `// acp-proxy settings\n{\n  /* the v1 agent */ "v1": ${JSON.stringify(agent.cmd)},\n` +
        `  "grace-ms": 30000, // the agent ends by itself\n  "max-frame": "1MiB",\n}\n`,
    );
    const d = s.start(["--config", config]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 1);
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, await d.errors());
    assert.ok(readPids(agent.pidFile) !== null);
  });
  await t.step("flags over the file", async () => {
    await using s = await Scenario.create();
    const fromFile = s.agent(["--protocol", "1"]);
    const fromFlag = s.agent(["--protocol", "1"]);
    const config = s.file("acp.jsonc");
    await Deno.writeTextFile(
      config,
      `{\n  // loses to --v1\n  "v1": ${JSON.stringify(fromFile.cmd)},\n  "max-frame": 16,\n}\n`,
    );
    const d = s.start(["--config", config, "--v1", fromFlag.cmd, "--max-frame", "4096"]);
    await d.write(initialize("1", 1)); // longer than the file's 16-byte limit
    assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 1);
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, await d.errors());
    assert.ok(readPids(fromFlag.pidFile) !== null, "the --v1 flag's agent ran");
    await assertNoAgent(fromFile.pidFile);
  });
});

Deno.test("e2e lifecycle: --max-frame 64 rejects a 65-byte first frame with -32600 naming the limit, exit 1", async () => {
  await using s = await Scenario.create();
  const agent = s.agent([]);
  const d = s.start(["--v1", agent.cmd, "--max-frame", "64"]);
  const frame = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"x":123}}`;
  assert.equal(frame.length, 65);
  await d.write(frame + "\n");
  const line = (await d.readLine())!;
  assert.ok(line.includes(`"id":null`), line);
  const response = JSON.parse(line);
  assert.equal(response.error.code, -32600);
  assert.match(response.error.message, /\b64\b/);
  assert.equal(await d.readLine(), null);
  assert.equal((await d.exit()).code, 1, await d.errors());
  await assertNoAgent(agent.pidFile);
});

Deno.test("e2e lifecycle: a first frame of exactly --max-frame bytes is served", async () => {
  await using s = await Scenario.create();
  const agent = s.agent([]);
  const frame = initialize("1", 1).slice(0, -1);
  const d = s.start(["--v1", agent.cmd, "--max-frame", String(frame.length)]);
  await d.write(frame + "\n");
  assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 1);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
});

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): an agent that exits at the client's end of input leaving a child that still writes gets --grace-ms from its exit: the child's late frame reaches the client; a child that outlives the grace is ended then, nothing left running (before, the group was ended at the agent's exit, the late frame lost)`, async () => {
    const init = `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}\n`;
    for (const [sleep, late] of [["0.5", true], ["61.2345", false]] as const) {
      const agent = `sh -c 'cat; (sleep ${sleep}; echo "{\\"late\\":1}") & exit 0'`;
      const started = Date.now();
      const run = await runToEnd(
        daemonArgv("--v1", agent, "--grace-ms", "2000", ...mode.args),
        init,
        30_000,
      );
      const took = Date.now() - started;
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, late ? `${init}{"late":1}\n` : init, `sleep ${sleep}`);
      if (!late) assert.ok(took >= 1_900, `the leftover had its grace period: ${took} ms`);
      const left = new Deno.Command("pgrep", { args: ["-f", "sleep 61.2345"] }).outputSync();
      assert.equal(new TextDecoder().decode(left.stdout).trim(), "", "nothing left running");
    }
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e lifecycle (${mode.name}): an agent that exits by itself (its client still there) leaving a child in its group that holds its output has --grace-ms from its exit, not two: a frame the child writes after that is not delivered, and the session ends first (before, the group was ended two grace periods after the exit)`, async () => {
    await using s = await Scenario.create();
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
    const agent = `sh -c 'read l; printf "%s\\n" '"'"'${answer}'"'"'; ` +
      `(sleep 2.4; echo "{\\"late\\":1}") & exit 0'`;
    const d = s.start(["--v1", agent, "--grace-ms", "1500", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(await d.readLine(), answer);
    assert.equal(await d.readLine(10_000), null, "the end, before the child's late frame");
    assert.equal((await d.exit(10_000)).code, 0, await d.errors());
  });
}
