/**
 * Whether a process group still has a live member, read from Linux's `/proc`: a zombie (a
 * process that ended and that its parent has not reaped yet) counts as a member for `kill(2)`,
 * but not here, since it cannot act on a signal and is gone once reaped.
 *
 * @module
 */

/**
 * Whether any process of group `pgid` is alive (running, sleeping or stopped, not a zombie).
 *
 * @param pgid The process group.
 * @returns `true` or `false`; `null` when it cannot be told (no `/proc`, or not readable).
 *
 * @example
 * ```ts
 * import { groupHasLiveMember } from "./group_members.ts";
 * console.log(groupHasLiveMember(2 ** 22 + 1)); // false on Linux (no such group), null elsewhere
 * ```
 */
export function groupHasLiveMember(pgid: number): boolean | null {
  let entries: Iterable<Deno.DirEntry>;
  try {
    entries = Deno.readDirSync("/proc");
  } catch {
    return null; // not Linux, or no permission to read it
  }
  try {
    for (const entry of entries) {
      if (!/^\d+$/.test(entry.name)) continue;
      let stat: string;
      try {
        stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      } catch {
        continue; // gone meanwhile
      }
      // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z" && fields[0] !== "X") return true;
    }
  } catch {
    return null; // the listing failed part way
  }
  return false;
}
