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

/** A `sleep` of its own, with its process-table entry. */
function sleeper(): { child: Deno.ChildProcess; entry: ProcessEntry } {
  const child = new Deno.Command("sleep", { args: ["60"], stdout: "null", stderr: "null" })
    .spawn();
  const entry = readProcessTable().find((p) => p.pid === child.pid);
  assert.ok(entry, `sleep ${child.pid} is in the process table`);
  return { child, entry };
}

Deno.test({
  name: "probe clean-up: a process that can be killed is ended, and nothing is reported",
  ignore: !LINUX,
  async fn() {
    const { child, entry } = sleeper();
    assert.deepEqual(await killProcesses([entry]), []);
    assert.equal((await child.status).signal, "SIGKILL");
  },
});

Deno.test({
  name: "probe clean-up: a process it may not signal is named with 'permission denied'",
  ignore: !LINUX,
  async fn() {
    const { child, entry } = sleeper();
    try {
      const unended = await killProcesses([entry], () => {
        throw new Deno.errors.PermissionDenied("Operation not permitted (os error 1)");
      });
      assert.deepEqual(unended, [{ process: entry, reason: "permission denied" }]);
    } finally {
      child.kill("SIGKILL");
      await child.status;
    }
  },
});

Deno.test({
  name: "probe clean-up: a process gone before its SIGKILL is no failure",
  ignore: !LINUX,
  async fn() {
    const { child, entry } = sleeper();
    try {
      const unended = await killProcesses([entry], () => {
        throw new Deno.errors.NotFound("No such process (os error 3)");
      });
      assert.deepEqual(unended, []);
    } finally {
      child.kill("SIGKILL");
      await child.status;
    }
  },
});

Deno.test({
  name: "probe clean-up: any other failure of kill is thrown, not taken for 'gone'",
  ignore: !LINUX,
  async fn() {
    const { child, entry } = sleeper();
    try {
      await assert.rejects(
        killProcesses([entry], () => {
          throw new TypeError("Invalid signal: SIGKILL");
        }),
        { name: "TypeError", message: "Invalid signal: SIGKILL" },
      );
    } finally {
      child.kill("SIGKILL");
      await child.status;
    }
  },
});

Deno.test({
  name: "probe clean-up: a process that still runs after SIGKILL and the wait is named",
  ignore: !LINUX,
  async fn() {
    const { child, entry } = sleeper();
    try {
      const started = Date.now();
      const unended = await killProcesses([entry], () => {}); // the signal never lands
      assert.deepEqual(unended, [{
        process: entry,
        reason: `still running ${KILL_WAIT_MS} ms after SIGKILL`,
      }]);
      assert.ok(Date.now() - started >= KILL_WAIT_MS, "it waited for the process");
    } finally {
      child.kill("SIGKILL");
      await child.status;
    }
  },
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
