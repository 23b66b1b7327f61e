/**
 * The probe's clean-up of an agent's processes: `killProcesses` ends what it can, names what
 * it cannot (a process it may not signal, one that outlives SIGKILL), and fails loudly on any
 * other error of `kill`; the `cleanup` row names each such process once.
 */

import assert from "node:assert/strict";
import {
  KILL_WAIT_MS,
  killProcesses,
  type ProcessEntry,
  readProcessTable,
} from "../probe/processes.ts";
import { cleanupRow } from "../probe/check_stdin_eof.ts";
import type { ProbeContext } from "../probe/probe_context.ts";

const LINUX = Deno.build.os === "linux";

/** Runs `fn` with a `sleep` of its own and its process-table entry; the sleep is always ended. */
async function withSleeper(
  fn: (entry: ProcessEntry, child: Deno.ChildProcess) => Promise<void>,
): Promise<void> {
  const child = new Deno.Command("sleep", { args: ["60"], stdout: "null", stderr: "null" })
    .spawn();
  try {
    const entry = readProcessTable().find((p) => p.pid === child.pid);
    assert.ok(entry, `sleep ${child.pid} is in the process table`);
    await fn(entry, child);
  } finally {
    await endSleeper(child);
  }
}

/** SIGKILLs the sleep unless the test already ended it, and waits for its exit. */
async function endSleeper(child: Deno.ChildProcess): Promise<void> {
  try {
    child.kill("SIGKILL");
  } catch (e) {
    if (!(e instanceof TypeError)) throw e; // "Child process has already terminated"
  }
  await child.status;
}

/** A `kill` that fails as `error` does. */
const failingKill = (error: Error) => (): never => {
  throw error;
};

Deno.test({
  name: "probe clean-up: a process that can be killed is ended, and nothing is reported",
  ignore: !LINUX,
  fn: () =>
    withSleeper(async (entry, child) => {
      assert.deepEqual(await killProcesses([entry]), []);
      assert.equal((await child.status).signal, "SIGKILL");
    }),
});

const KILL_FAILURES = [
  {
    name: "a process it may not signal is named with 'permission denied'",
    error: new Deno.errors.PermissionDenied("Operation not permitted (os error 1)"),
    unended: (entry: ProcessEntry) => [{ process: entry, reason: "permission denied" }],
  },
  {
    name: "a process gone before its SIGKILL is no failure",
    error: new Deno.errors.NotFound("No such process (os error 3)"),
    unended: () => [],
  },
];

for (const failure of KILL_FAILURES) {
  Deno.test({
    name: `probe clean-up: ${failure.name}`,
    ignore: !LINUX,
    fn: () =>
      withSleeper(async (entry) => {
        const unended = await killProcesses([entry], failingKill(failure.error));
        assert.deepEqual(unended, failure.unended(entry));
      }),
  });
}

Deno.test({
  name: "probe clean-up: any other failure of kill is thrown, not taken for 'gone'",
  ignore: !LINUX,
  fn: () =>
    withSleeper(async (entry) => {
      const bug = failingKill(new TypeError("Invalid signal: SIGKILL"));
      await assert.rejects(killProcesses([entry], bug), {
        name: "TypeError",
        message: "Invalid signal: SIGKILL",
      });
    }),
});

Deno.test({
  name: "probe clean-up: a process that still runs after SIGKILL and the wait is named",
  ignore: !LINUX,
  fn: () =>
    withSleeper(async (entry) => {
      const started = Date.now();
      const unended = await killProcesses([entry], () => {}); // the signal never lands
      assert.deepEqual(unended, [{
        process: entry,
        reason: `still running ${KILL_WAIT_MS} ms after SIGKILL`,
      }]);
      assert.ok(Date.now() - started >= KILL_WAIT_MS, "it waited for the process");
    }),
});

Deno.test("probe clean-up: the cleanup row names each unended process once, and is absent without one", () => {
  const entry = (pid: number): ProcessEntry => ({ pid, ppid: 1, pgrp: pid, start: 7, name: "x" });
  assert.deepEqual(cleanupRow({ unended: [] } as unknown as ProbeContext), []);
  const ctx = {
    unended: [
      { process: entry(10), reason: "permission denied" },
      { process: entry(11), reason: `still running ${KILL_WAIT_MS} ms after SIGKILL` },
      { process: entry(10), reason: "permission denied" }, // tried again when its run stopped
    ],
  } as unknown as ProbeContext;
  assert.deepEqual(cleanupRow(ctx), [{
    check: "cleanup",
    verdict: "warn",
    detail: "the probe could not end 2 processes of the agent (pid 10 x: permission denied, " +
      `pid 11 x: still running ${KILL_WAIT_MS} ms after SIGKILL); end them by hand`,
    unended: [
      { pid: 10, name: "x", reason: "permission denied" },
      { pid: 11, name: "x", reason: `still running ${KILL_WAIT_MS} ms after SIGKILL` },
    ],
  }]);
});
