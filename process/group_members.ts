/**
 * Whether a process group still has a process that runs. A signal to the group succeeds while
 * any member is left, a zombie too: one its parent has not reaped yet (a wrapper that died
 * before reaping the agent leaves it to PID 1, which may reap it late, or never when the
 * daemon is PID 1 itself). Where `/proc` can be read (Linux) a zombie is told apart; elsewhere
 * the signal's answer is all there is. One look at `/proc` (read without blocking the event
 * loop) serves every group waited for within {@linkcode SNAPSHOT_MS}: a shutdown ending a
 * hundred groups reads it once per period, not once per group.
 *
 * @module
 */

import { signalGroup } from "./group_watchdog.ts";
import { parseProcStat } from "./proc_stat.ts";

/** How long one look at `/proc` answers for every group. */
const SNAPSHOT_MS = 100;

/** The groups with a process that runs, as of `at` (ms since the epoch), or null without `/proc`. */
let snapshot: { at: number; running: Promise<Set<number> | null> } | undefined;

/** Reads `/proc`: the groups that have a process that is not a zombie; null when it cannot. */
async function runningGroups(): Promise<Set<number> | null> {
  const running = new Set<number>();
  try {
    for await (const entry of Deno.readDir("/proc")) {
      if (!/^[0-9]+$/.test(entry.name)) continue;
      let stat: string;
      try {
        stat = await Deno.readTextFile(`/proc/${entry.name}/stat`);
      } catch {
        continue; // gone meanwhile, or not ours to read
      }
      const { state, pgrp } = parseProcStat(stat);
      if (state !== "Z" && state !== "X") running.add(pgrp);
    }
  } catch {
    return null; // no /proc
  }
  return running;
}

/**
 * Whether group `pgid` has a member that is not a zombie: SIGCONT (which a process that is not
 * stopped ignores) says whether any is left, then `/proc` says whether one of them still runs.
 *
 * @param pgid The group's id.
 * @param since A look at `/proc` older than this (ms since the epoch) is not used: one from
 *   before the group's leader went may not know of what it left. By default, now: a look of
 *   its own (a caller that polls passes when its wait began, to share looks).
 * @returns False once no member runs; true while one does (or `/proc` cannot tell).
 * @throws What a signal to the group throws besides "no such process" (EPERM, say).
 *
 * @example A group that never existed has no member
 * ```ts
 * import { groupRuns } from "./group_members.ts";
 * console.log(await groupRuns(2 ** 22 + 1)); // false
 * ```
 */
export async function groupRuns(pgid: number, since: number = Date.now()): Promise<boolean> {
  if (!signalGroup(pgid, "SIGCONT")) return false;
  if (snapshot === undefined || Date.now() - snapshot.at >= SNAPSHOT_MS || snapshot.at < since) {
    snapshot = { at: Date.now(), running: runningGroups() };
  }
  const running = await snapshot.running;
  return running === null || running.has(pgid);
}
