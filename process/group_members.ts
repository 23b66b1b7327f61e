/**
 * Whether a process group still has a process that runs. A signal to the group succeeds while
 * any member is left, a zombie too: one its parent has not reaped yet (a wrapper that died
 * before reaping the agent leaves it to PID 1, which may reap it late, or never when the
 * daemon is PID 1 itself). Where `/proc` can be read (Linux) a zombie is told apart; elsewhere
 * the signal's answer is all there is.
 *
 * @module
 */

import { signalGroup } from "./group_watchdog.ts";

/**
 * Whether group `pgid` has a member that is not a zombie: SIGCONT (which a process that is not
 * stopped ignores) says whether any is left, then `/proc` says whether one of them still runs.
 *
 * @param pgid The group's id.
 * @returns False once no member runs; true while one does (or `/proc` cannot tell).
 * @throws What a signal to the group throws besides "no such process" (EPERM, say).
 *
 * @example A group that never existed has no member
 * ```ts
 * import { groupRuns } from "./group_members.ts";
 * console.log(groupRuns(2 ** 22 + 1)); // false
 * ```
 */
export function groupRuns(pgid: number): boolean {
  if (!signalGroup(pgid, "SIGCONT")) return false;
  let entries: Iterable<Deno.DirEntry>;
  try {
    entries = Deno.readDirSync("/proc");
  } catch {
    return true; // no /proc: the signal's answer stands
  }
  for (const entry of entries) {
    if (!/^[0-9]+$/.test(entry.name)) continue;
    let stat: string;
    try {
      stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    // "pid (comm) state ppid pgrp ...": comm may hold ")" or spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid && fields[0] !== "Z" && fields[0] !== "X") return true;
  }
  return false;
}
