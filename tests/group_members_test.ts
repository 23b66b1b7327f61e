/**
 * `groupRuns` (process/group_members.ts): a group left with only a zombie (a member its parent
 * has not reaped) has nothing that runs, though a signal to it still succeeds; a group with a
 * live member runs.
 *
 * @module
 */

import assert from "node:assert/strict";
import { groupRuns } from "../process/group_members.ts";
import { signalGroup } from "../process/group_watchdog.ts";
import { within } from "./fixtures/support.ts";

/** Spawns python3 running `script`, and reads the first line it prints (bounded). */
async function pythonPrinting(script: string): Promise<{ child: Deno.ChildProcess; line: string }> {
  const child = new Deno.Command("python3", {
    args: ["-c", script],
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  await within(
    (async () => {
      while (!text.includes("\n")) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`python3 ended before printing: ${text}`);
        text += value;
      }
    })(),
    10_000,
    "the pid line",
  );
  reader.releaseLock();
  return { child, line: text.trim() };
}

Deno.test("group members: a group whose only member is a zombie its parent has not reaped does not run, though a signal to it still succeeds (a wrapper that died before reaping the agent: the stop must not wait its whole grace for it)", async () => {
  // The parent (another group) forks a child that makes its own group and exits at once; the
  // parent does not wait for it: a zombie alone in its group.
  const { child, line } = await pythonPrinting(`import os, sys, time
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    os.setpgid(0, 0)
    os.write(w, b"x")
    os._exit(0)
os.read(r, 1)
time.sleep(0.3)
print(pid, flush=True)
time.sleep(30)`);
  try {
    const pgid = Number(line);
    assert.ok(pgid > 0, line);
    assert.equal(signalGroup(pgid, "SIGCONT"), true, "the zombie is still a member");
    assert.equal(await groupRuns(pgid), false);
  } finally {
    child.kill("SIGKILL");
    await child.status;
    await child.stdout.cancel().catch(() => {});
  }
});

Deno.test("group members: a group with a live member runs; one that is gone does not", async () => {
  const { child, line } = await pythonPrinting(`import os, time
os.setpgid(0, 0)
print(os.getpid(), flush=True)
time.sleep(30)`);
  const pgid = Number(line);
  try {
    assert.equal(await groupRuns(pgid), true);
  } finally {
    child.kill("SIGKILL");
    await child.status;
    await child.stdout.cancel().catch(() => {});
  }
  assert.equal(await groupRuns(pgid), false);
});
