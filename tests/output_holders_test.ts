/**
 * transport/linux/output_holders.ts: after the stdout handover, the end of the agent's output
 * is found by looking at who holds it. The look is taken again at once when the group's
 * leader exits — a session on the kernel path ends when its agent does, as on the copy path,
 * not a poll later — and a process of the group that still holds the output (a wrapper's
 * child) keeps it going.
 *
 * @module
 */

import assert from "node:assert/strict";
import { groupMayHaveProcesses, watchOutputHolders } from "../transport/linux/output_holders.ts";
import { objectId } from "../transport/linux/proc_fds.ts";
import { spawnChild } from "../process/child_process.ts";
import { delay, within } from "./fixtures/support.ts";

const encoder = new TextEncoder();

/** A group whose leader exits once it reads a line; `script` runs before that. */
function groupOf(script: string) {
  const child = spawnChild(["sh", "-c", `${script}read -r _`]);
  const id = objectId(child.pid, 1);
  assert.ok(id, "the child's stdout is seen in /proc");
  const writer = child.writable.getWriter();
  return {
    child,
    id,
    /** Lets the leader exit. */
    release: async () => {
      await writer.write(encoder.encode("go\n"));
      await writer.close().catch(() => {});
    },
  };
}

Deno.test("output holders: the watch ends as soon as the group's leader exits holding nothing, not at the next poll", async () => {
  const { child, id, release } = groupOf("");
  const stop = new AbortController();
  try {
    // A poll far away: only the leader's exit can end the watch within the bound.
    const watch = watchOutputHolders(child.pid, id, stop.signal, {
      leaderExited: child.exited,
      pollMs: 600_000,
    });
    await release(); // the watch has looked once (at its call) and is waiting
    await within(watch, 10_000, "the watch to end after the leader exited");
    assert.equal(stop.signal.aborted, false);
  } finally {
    stop.abort();
    await child.terminate(200);
    await child.readable.cancel().catch(() => {});
  }
});

Deno.test("output holders: a process of the group that still holds the output keeps the watch going after the leader exits", async () => {
  // A wrapper: its child keeps the output after the leader has gone.
  const { child, id, release } = groupOf("sleep 60 & ");
  const stop = new AbortController();
  let ended = false;
  try {
    const watch = watchOutputHolders(child.pid, id, stop.signal, {
      leaderExited: child.exited,
      pollMs: 20,
    }).then(() => ended = true);
    await release();
    await within(child.exited, 10_000, "the leader to exit");
    await delay(200); // the exit's look and several polls
    assert.equal(ended, false, "the output is still held by the group's sleep");
    await child.terminate(200); // the group, sleep included
    await within(watch, 10_000, "the watch to end once the group is gone");
  } finally {
    stop.abort();
    await child.terminate(200);
    await child.readable.cancel().catch(() => {});
  }
});

Deno.test("output holders: a descendant in a group of its own (setsid) that holds the output keeps the watch going while the leader lives without it, and the watch ends once that holder lets go", async () => {
  // The leader moves its stdout aside; its child, in a session of its own, holds the output
  // for 0.6 s, then exits (the line of parents is whole: the leader waits for it).
  const child = spawnChild([
    "sh",
    "-c",
    // (after a moment: the output is looked up first, before the leader moves it aside)
    "sleep 0.3; setsid sh -c 'sleep 0.6' & exec 1>&2; wait; read -r _",
  ]);
  const id = objectId(child.pid, 1);
  assert.ok(id, "the child's stdout is seen in /proc");
  const stop = new AbortController();
  let ended = false;
  try {
    const started = Date.now();
    const watch = watchOutputHolders(child.pid, id, stop.signal, {
      leaderExited: child.exited,
      pollMs: 20,
    }).then(() => ended = true);
    await delay(600); // several polls while the setsid child holds the output
    assert.equal(ended, false, "the output is still held by the setsid child");
    await within(watch, 10_000, "the watch to end once the holder let go");
    assert.ok(Date.now() - started >= 600, "not before the holder let go");
  } finally {
    stop.abort();
    await child.terminate(200);
    await child.readable.cancel().catch(() => {});
  }
});

Deno.test("output holders: a group is told empty (one kill(-pgid, 0)) once its last process has exited, and not before", async () => {
  const { child, release } = groupOf("");
  try {
    assert.equal(groupMayHaveProcesses(child.pid), true, "the leader is running");
    await release();
    await within(child.exited, 10_000, "the leader to exit");
    assert.equal(groupMayHaveProcesses(child.pid), false, "the group has no process left");
  } finally {
    await child.terminate(200);
    await child.readable.cancel().catch(() => {});
  }
});
