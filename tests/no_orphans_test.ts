/**
 * No agent outlives the daemon (issue 10 §1; README "Agent lifecycle"), with the clients
 * editors really are: they send SIGTERM and SIGKILL 1–2 s later, or SIGKILL at once, and the
 * agents are wrappers that ignore stdin EOF and SIGTERM.
 *
 * The daemon's orphan watchdog (`process/group_watchdog.ts`) ends every agent group it
 * started once the daemon is gone, however it died: SIGTERM, then SIGKILL one second later.
 * Each test looks for every process of the agent's process group in `/proc` (not only the
 * pids the agent wrote down), a few seconds after the daemon's death.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  assertGroupGoneWithin,
  BYTE_PATHS,
  type Daemon,
  delay,
  denoCommand,
  FAULT_AGENT,
  groupMembers,
  initialize,
  recordedPids,
  Session,
  waitFor,
  waitPids,
  within,
} from "./fixtures/faults/harness.ts";
import {
  groupsRegistered,
  guardGroup,
  releaseGroup,
  setWatchdogErrorHandler,
  useWatchdogShell,
  watchdogArgs,
} from "../process/group_watchdog.ts";
import { existsSync } from "node:fs";

/** How long after the daemon's death its agents' groups may still be there: "a second or two". */
const ORPHAN_BOUND_MS = 3_000;

Deno.test("no orphans: a watchdog that reads end of file before any line still ends the groups it was started with (a daemon SIGKILLed right after forking it)", async () => {
  // A group of its own: `sleep` that ignores nothing, in a new session (detached).
  const sleeper = new Deno.Command("sleep", { args: ["30"], detached: true, stdout: "null" })
    .spawn();
  try {
    const pgid = sleeper.pid;
    assert.deepEqual(groupMembers(pgid), [pgid]);
    // stdin "null": end of file at the first read, as when the daemon died before writing.
    const watchdog = new Deno.Command("/bin/sh", {
      args: watchdogArgs([pgid]),
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    await assertGroupGoneWithin(pgid, ORPHAN_BOUND_MS, "the watchdog's SIGTERM");
    assert.equal((await within(watchdog.status, 5_000, "the watchdog's exit")).code, 0);
  } finally {
    try {
      sleeper.kill("SIGKILL");
    } catch {
      // already gone: the expected case
    }
    await sleeper.status;
  }
});

Deno.test("no orphans: at end of file the watchdog sends SIGKILL at once to a group the daemon had already told to stop ('!PGID'), not a second SIGTERM and a second grace (an editor's SIGKILL during the grace period: on the kernel path the agent went on writing to the editor's stdout for a second); a group not told gets SIGTERM first", async () => {
  const dir = await Deno.makeTempDir();
  const groups: Deno.ChildProcess[] = [];
  try {
    // Each group records every SIGTERM it gets, ignores it, and runs until killed.
    const start = (name: string) => {
      const child = new Deno.Command("/bin/sh", {
        args: [
          "-c",
          `trap 'echo TERM >> ${dir}/${name}' TERM; : > ${dir}/${name}.ready; ` +
          `while :; do sleep 0.05; done`,
        ],
        detached: true,
        stdout: "null",
      }).spawn();
      groups.push(child);
      return child.pid;
    };
    const told = start("told");
    const untold = start("untold");
    // Both have set their trap once they say so (a fixed wait was short on a loaded machine).
    await waitFor(() => ["told", "untold"].every((n) => existsSync(`${dir}/${n}.ready`)), "traps");
    const watchdog = new Deno.Command("/bin/sh", {
      args: watchdogArgs([told]),
      stdin: "piped",
      stdout: "null",
      stderr: "null",
    }).spawn();
    const writer = watchdog.stdin.getWriter();
    await writer.write(new TextEncoder().encode(`+${untold}\n!${told}\n`));
    await writer.close(); // the daemon is gone
    await assertGroupGoneWithin(told, ORPHAN_BOUND_MS, "the watchdog's SIGKILL");
    await assertGroupGoneWithin(untold, ORPHAN_BOUND_MS, "the watchdog's SIGTERM, then SIGKILL");
    assert.equal((await within(watchdog.status, 5_000, "the watchdog's exit")).code, 0);
    const termsOf = async (name: string) =>
      await Deno.readTextFile(`${dir}/${name}`).catch(() => "");
    assert.equal(await termsOf("told"), "", "the told group got no second SIGTERM");
    assert.equal(await termsOf("untold"), "TERM\n", "the group not told got SIGTERM first");
  } finally {
    for (const child of groups) {
      try {
        Deno.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone: the expected case
      }
      await child.status;
    }
    await Deno.remove(dir, { recursive: true });
  }
});

/** The daemon's orphan watchdog: its child running `/bin/sh` with the watchdog's marker. */
function watchdogOf(daemonPid: number): number | null {
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== daemonPid) continue;
      const cmdline = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`);
      if (cmdline.includes("acp-proxy orphan watchdog")) return Number(entry.name);
    } catch {
      continue;
    }
  }
  return null;
}

function processState(pid: number): string {
  try {
    return `in state ${Deno.readTextFileSync(`/proc/${pid}/stat`).split(") ")[1]?.[0]}`;
  } catch {
    return "gone";
  }
}

/** Who holds descriptor 0 of `pid` (the watchdog's pipe from the daemon), for diagnostics. */
function holdersOfInput(pid: number): string {
  let target: string;
  try {
    target = Deno.readLinkSync(`/proc/${pid}/fd/0`);
  } catch {
    return "(the watchdog is gone)";
  }
  const holders: string[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry.name) || Number(entry.name) === pid) continue;
    try {
      for (const fd of Deno.readDirSync(`/proc/${entry.name}/fd`)) {
        if (Deno.readLinkSync(`/proc/${entry.name}/fd/${fd.name}`) !== target) continue;
        const cmd = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`).replaceAll("\0", " ");
        holders.push(`${entry.name} (${cmd.slice(0, 60)})`);
      }
    } catch {
      continue;
    }
  }
  return `${target} held by ${holders.join(", ") || "nobody else"}`;
}

/**
 * SIGKILLs the daemon and expects every group gone within the bound; on failure the message
 * says what the daemon's watchdog was doing (a flake seen once under a loaded full run).
 */
async function killAndExpectGone(d: Daemon, pgids: number[]): Promise<void> {
  const watchdog = watchdogOf(d.pid);
  d.kill("SIGKILL");
  await within(d.status, 30_000, "the daemon's death");
  try {
    for (const pgid of pgids) {
      await assertGroupGoneWithin(pgid, ORPHAN_BOUND_MS, "3 s after kill -9");
    }
  } catch (e) {
    const state = watchdog === null
      ? "no watchdog was running when the daemon was killed"
      : `watchdog ${watchdog} ${processState(watchdog)}, input ${holdersOfInput(watchdog)}`;
    throw new Error(`${(e as Error).message}; ${state}`);
  }
}

/** An agent that ignores stdin EOF and SIGTERM, with a grandchild in its group. */
function stubbornAgent(s: Session) {
  return s.agent(["--mode", "never-read", "--ignore-term", "--spawn-child"]);
}

async function startStubborn(s: Session, args: string[]): Promise<{ d: Daemon; pgid: number }> {
  const agent = stubbornAgent(s);
  const d = s.start(["--v1", agent.cmd, ...args]);
  await d.write(initialize("1", 1));
  const [pgid] = await waitPids(agent.pidFile);
  assert.ok(groupMembers(pgid).length >= 2, "the agent and its grandchild run");
  return { d, pgid };
}

for (const mode of BYTE_PATHS) {
  Deno.test(`no orphans (${mode.name}): SIGTERM, then SIGKILL 1.5 s later (as acpx and editors do), with an agent ignoring stdin EOF and SIGTERM → its whole group is gone 3 s later`, async () => {
    await using s = await Session.create();
    // The default grace period (2 s) is longer than the client's patience.
    const { d, pgid } = await startStubborn(s, [...mode.args]);
    d.kill("SIGTERM");
    await delay(1_500);
    d.kill("SIGKILL");
    const status = await within(d.status, 30_000, "the daemon's death");
    assert.ok(status.signal === "SIGKILL" || status.code === 143, JSON.stringify(status));
    await assertGroupGoneWithin(pgid, ORPHAN_BOUND_MS, "3 s after the SIGKILL");
  });

  Deno.test(`no orphans (${mode.name}): an agent the daemon already sent SIGTERM gets no second SIGTERM from the watchdog when the daemon is SIGKILLed during its grace period, only SIGKILL`, async () => {
    await using s = await Session.create();
    const terms = s.file("terms");
    const script = s.file("agent.sh");
    await Deno.writeTextFile(
      script,
      // The pid file is written once the trap is set: the SIGTERM cannot come before it.
      `trap 'echo TERM >> ${terms}' TERM; echo $$ > ${terms}.pid; while :; do sleep 0.05; done\n`,
    );
    const d = s.start(["--v1", `sh ${script}`, ...mode.args]);
    await d.write(initialize("1", 1));
    const [pgid] = await waitPids(`${terms}.pid`);
    d.kill("SIGTERM");
    await waitFor(() => {
      try {
        return Deno.readTextFileSync(terms) !== "";
      } catch {
        return false; // not written yet
      }
    }, "its SIGTERM");
    d.kill("SIGKILL");
    await within(d.status, 30_000, "the daemon's death");
    await assertGroupGoneWithin(pgid, ORPHAN_BOUND_MS, "after the SIGKILL");
    assert.equal(await Deno.readTextFile(terms), "TERM\n", "one SIGTERM, the daemon's");
  });

  Deno.test(`no orphans (${mode.name}): kill -9 of the daemon mid-session, with an agent ignoring SIGTERM → its whole group is gone within 3 s`, async () => {
    await using s = await Session.create();
    const { d, pgid } = await startStubborn(s, [...mode.args]);
    await killAndExpectGone(d, [pgid]);
  });
}

/**
 * Process groups of `sleep 60` put under this process's own watchdog (the daemon's module,
 * in the test process), ended and released when disposed, the error handler reset with them.
 */
class GuardedSleepers implements AsyncDisposable {
  readonly children: Deno.ChildProcess[] = [];
  readonly failures: unknown[] = [];

  constructor() {
    setWatchdogErrorHandler((e) => this.failures.push(e));
  }

  /** Starts one more group and guards it. */
  add(): number {
    const child = new Deno.Command("sleep", {
      args: ["60"],
      detached: true,
      stdout: "null",
      stderr: "null",
    }).spawn();
    this.children.push(child);
    guardGroup(child.pid);
    return child.pid;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    setWatchdogErrorHandler(() => {});
    for (const child of this.children) {
      try {
        Deno.kill(-child.pid, "SIGKILL");
      } catch { /* gone */ }
      await child.status;
      await releaseGroup(child.pid);
    }
  }
}

Deno.test("no orphans: a watchdog killed from outside (a client that ends the daemon's whole process tree, as acpx does) is started again, with every group, and said to be no failure to start one (interop10: a write to it failed with EPIPE and the daemon warned 'could not start the orphan watchdog')", async () => {
  await using sleepers = new GuardedSleepers();
  sleepers.add();
  await groupsRegistered();
  for (let i = 0; i < 5; i++) {
    await waitFor(() => watchdogOf(Deno.pid) !== null, "the watchdog", 5_000);
    const watchdog = watchdogOf(Deno.pid)!;
    await delay(100); // settled: the kill and the next write are all that happen
    Deno.kill(watchdog, "SIGKILL");
    // The next registration is written to the watchdog just killed.
    sleepers.add();
    await within(groupsRegistered(), 5_000, "the registration");
    await waitFor(
      () => ![null, watchdog].includes(watchdogOf(Deno.pid)),
      "a watchdog started again",
      5_000,
    );
  }
  assert.deepEqual(sleepers.failures.map(String), []);
  // The one started last guards every group.
  const args = Deno.readTextFileSync(`/proc/${watchdogOf(Deno.pid)}/cmdline`).split("\0");
  for (const child of sleepers.children) {
    assert.ok(args.includes(String(child.pid)), args.join(" "));
  }
});

for (
  const [how, end] of [
    ["exits at once", "exit 1"],
    [
      "kills itself at once (regress77: a death by a signal was started again without end)",
      "kill -KILL $$",
    ],
  ]
) {
  Deno.test(`no orphans: a watchdog that cannot run (its shell ${how}) is said once and not started again and again (regress76: after the restart of a killed watchdog, no warning and about 40 starts a second)`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-watchdog-" });
    try {
      await using sleepers = new GuardedSleepers();
      const broken = `${dir}/sh`;
      await Deno.writeTextFile(broken, `#!/bin/sh\necho started >> "$0.log"\n${end}\n`);
      await Deno.chmod(broken, 0o755);
      useWatchdogShell(broken);
      try {
        for (let i = 0; i < 3; i++) {
          sleepers.add();
          await delay(100);
        }
        await waitFor(() => sleepers.failures.length > 0, "the warning", 10_000);
        await delay(1_000);
      } finally {
        useWatchdogShell("/bin/sh");
      }
      const { failures } = sleepers;
      assert.equal(failures.length, 1, failures.map(String).join("\n"));
      assert.match(String(failures[0]), /ended within 5000 ms of its start 10 times in a row/);
      const starts = (await Deno.readTextFile(`${broken}.log`)).trim().split("\n").length;
      assert.equal(starts, 10);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}

Deno.test("no orphans: kill -9 of the daemon while the agent is still starting → its group is gone within 3 s", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--start-delay-ms", "30000", "--spawn-child"]);
  const d = s.start(["--v2", agent.cmd]);
  await d.write(initialize("1", 2));
  const [pgid] = await waitPids(agent.pidFile);
  await killAndExpectGone(d, [pgid]);
});

Deno.test("no orphans: kill -9 of the daemon in connect mode → the client program's and the agent's groups are gone within 3 s", async () => {
  await using s = await Session.create();
  const record = s.file("record.jsonl");
  const client = s.clientRouterFixture("client.ts", ["--protocol", "2", "--wait-eof"], record);
  const agent = s.clientRouterFixture("agent.ts", ["--mode", "v2"], record);
  const d = s.start(["connect", "--v2", client, "--agent", agent]);
  await waitFor(() => d.stderrText.includes("client v2: OK session"), "the session to open");
  const pids = recordedPids(record);
  assert.equal(pids.length, 2, "one client program and one agent");
  await killAndExpectGone(d, pids);
});

Deno.test("no orphans: the watchdog runs beside a live agent and is gone once the daemon has ended its agent and exited", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "echo", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  let watchdog: number | null = null;
  await waitFor(() => (watchdog = watchdogOf(d.pid)) !== null, "the watchdog to start");
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, d.stderrText);
  await assertGroupGoneWithin(watchdog!, ORPHAN_BOUND_MS, "the watchdog after a clean exit");
});

Deno.test("no orphans: a daemon that never starts an agent starts no watchdog either", async () => {
  await using s = await Session.create();
  const d = s.start(["--v1", denoCommand(FAULT_AGENT, [])]);
  await d.write(`{"jsonrpc":"2.0","id":1,"method":"session/new"}\n`);
  assert.equal(JSON.parse((await d.readLine())!).error.code, -32600);
  assert.equal(watchdogOf(d.pid), null);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0);
});
