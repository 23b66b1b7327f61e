/**
 * After the stdout handover the agent writes to the client itself; the daemon no longer sees
 * the end of the agent's output as an end of file. This watch finds it instead: the output
 * has ended once no process of the agent's process group holds a descriptor for the
 * client's output object any more -- what a reader of a copied pipe sees as end of file.
 *
 * Objects are compared by device and inode (`stat` through `/proc/PID/fd/N`), never by the
 * link text: a named FIFO whose name is removed keeps its inode, while its link text gains
 * " (deleted)". Every process of the group counts, not only the agent: a wrapper (`sh -c`,
 * an npm shim) that lets go of its stdout while its child keeps serving still holds the
 * output through that child. So does every descendant of a process of the group, in a group
 * of its own or not: an acp-proxy as the agent hands its stdout to its own agent, which it
 * starts in a group of its own (`setsid`); only a process whose line of parents to the group
 * was cut (a double fork: its parent exited) is not seen.
 *
 * Cost: while the agent itself still holds the output on its fd 1 (the usual case), one
 * `stat` per tick; once the group has no process left (the usual end), one `kill(-pgid, 0)`;
 * otherwise a scan of `/proc` for the group's members, their descendants and their
 * descriptors, once: the holder it finds is looked at first on the next ticks (one `stat`
 * while it still holds the output: a wrapper's child, or an acp-proxy as the agent's own
 * agent, holds it for the whole session); a holder found once is followed while the group
 * has a process, even after its line of parents to the group is cut.
 *
 * @module
 */

import { descriptorsHolding, objectId } from "./proc_fds.ts";

/** How often the output is checked for its holders: 200 ms. */
export const HOLDER_POLL_MS = 200;

/** Options for {@linkcode watchOutputHolders}. */
export interface HolderWatchOptions {
  /**
   * Settles when the group's leader has exited: the holders are looked at again at once
   * (the usual end of a session -- the agent exits, and nothing else holds its output),
   * rather than at the next poll.
   */
  leaderExited?: Promise<unknown>;
  /**
   * How often the holders are looked at.
   * @default 200 ({@linkcode HOLDER_POLL_MS})
   */
  pollMs?: number;
}

/**
 * Resolves once no process of group `pgid` holds a descriptor for object `id` (looked at
 * every `pollMs`, and at once when the leader exits), or once `signal` aborts.
 *
 * @param pgid The group (its leader's pid).
 * @param id The object's `device:inode` (see `proc_fds.ts`).
 * @param signal Stops the watch (it then resolves).
 * @param options When the leader has exited; the poll interval.
 * @returns Resolves when the output has ended (or the watch was stopped).
 *
 * @example
 * ```ts ignore
 * import { objectId } from "./proc_fds.ts";
 * import { watchOutputHolders } from "./output_holders.ts";
 * await watchOutputHolders(child.pid, objectId("self", 1)!, AbortSignal.timeout(60_000), {
 *   leaderExited: child.status,
 * });
 * ```
 */
export async function watchOutputHolders(
  pgid: number,
  id: string,
  signal: AbortSignal,
  options: HolderWatchOptions = {},
): Promise<void> {
  const pollMs = options.pollMs ?? HOLDER_POLL_MS;
  let wake: (() => void) | null = null;
  const exitWake = () => wake?.();
  options.leaderExited?.then(exitWake, exitWake);
  const last: Holder = { pid: 0, fd: "" };
  while (!signal.aborted && held(pgid, id, last)) {
    // The tick is an `AbortSignal.timeout`, not `setTimeout`: Deno's first `setTimeout`
    // loads its Node-compatible timers (~ 10 ms of start-up CPU, measured), and this watch
    // starts while the agent is starting.
    await new Promise<void>((resolve) => {
      const tick = AbortSignal.timeout(pollMs);
      const done = () => {
        wake = null;
        tick.removeEventListener("abort", done);
        signal.removeEventListener("abort", done);
        resolve();
      };
      wake = done;
      tick.addEventListener("abort", done, { once: true });
      signal.addEventListener("abort", done, { once: true });
    });
  }
}

/** A process's descriptor that held the output when last looked at. */
interface Holder {
  pid: number;
  fd: string;
}

/**
 * Whether any process of group `pgid`, or a descendant of one, holds object `id`; `last` is
 * the holder found before, looked at first, and is set to the one found now.
 */
function held(pgid: number, id: string, last: Holder): boolean {
  if (objectId(pgid, 1) === id) return true; // the usual answer: one system call
  // The usual end: the agent has exited and was the group's only process.
  if (!groupMayHaveProcesses(pgid)) return false;
  if (last.pid !== 0 && objectId(last.pid, last.fd) === id) return true;
  for (const pid of groupAndDescendants(pgid)) {
    const fds = descriptorsHolding(pid, id, true);
    if (fds.length > 0) {
      last.pid = pid;
      last.fd = String(fds[0]);
      return true;
    }
  }
  return false;
}

/**
 * Whether process group `pgid` may still have a process: false only when the kernel says it
 * has none (`kill(-pgid, 0)` fails with ESRCH) -- one system call instead of a scan of every
 * process in `/proc`.
 *
 * @param pgid The group.
 * @returns False when the group is certainly empty.
 *
 * @example
 * ```ts
 * import { groupMayHaveProcesses } from "./output_holders.ts";
 * const child = new Deno.Command("true").spawn();
 * await child.status;
 * console.log(groupMayHaveProcesses(child.pid)); // false: no group of that number is left
 * ```
 */
export function groupMayHaveProcesses(pgid: number): boolean {
  try {
    // Signal 0 sends nothing: kill(2) only checks that the group has a process to send to.
    Deno.kill(-pgid, 0 as unknown as Deno.Signal);
    return true;
  } catch (e) {
    return !(e instanceof Deno.errors.NotFound);
  }
}

/**
 * The live processes of group `pgid` and their live descendants, wherever their group (zombies
 * hold no descriptors), members first.
 */
function groupAndDescendants(pgid: number): number[] {
  const found: number[] = [];
  const children = new Map<number, number[]>();
  for (const entry of Deno.readDirSync("/proc")) {
    const c = entry.name.charCodeAt(0);
    if (c < 0x30 || c > 0x39) continue;
    let stat: string;
    try {
      stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
    } catch {
      continue;
    }
    // Fields after the parenthesised command name: state, ppid, pgrp, ...
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ", 3);
    if (fields[0] === "Z") continue;
    const pid = Number(entry.name);
    if (Number(fields[2]) === pgid) found.push(pid);
    const ppid = Number(fields[1]);
    const siblings = children.get(ppid);
    if (siblings) siblings.push(pid);
    else children.set(ppid, [pid]);
  }
  const seen = new Set(found);
  for (let i = 0; i < found.length; i++) {
    for (const child of children.get(found[i]) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        found.push(child);
      }
    }
  }
  return found;
}
