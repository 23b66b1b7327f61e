/**
 * The process table as the probe needs it (Linux `/proc`): the processes of a process group
 * and the descendants of a process, each identified by pid and start time so that a reused
 * pid is never mistaken for one of the agent's processes. Elsewhere the table is empty:
 * leftover processes are then not detected, and the probe says so.
 *
 * @module
 */

import { parseProcStat } from "../process/proc_stat.ts";

/** One process of the table. */
export interface ProcessEntry {
  /** Process id. */
  pid: number;
  /** Parent process id. */
  ppid: number;
  /** Process group id. */
  pgrp: number;
  /** Start time in clock ticks since boot: tells a reused pid from the original. */
  start: number;
  /** The command name (`comm`). */
  name: string;
}

/**
 * Whether this system has a readable `/proc` process table.
 *
 * @returns True on Linux with `/proc` mounted.
 *
 * @example Check whether leftovers can be detected
 * ```ts
 * import { hasProcessTable } from "./processes.ts";
 * console.log(hasProcessTable() ? "leftovers are detected" : "no /proc");
 * ```
 */
export function hasProcessTable(): boolean {
  try {
    return Deno.statSync("/proc/self/stat").isFile;
  } catch {
    return false;
  }
}

/**
 * Reads the process table (empty without `/proc`).
 *
 * @returns Every process that could be read.
 *
 * @example Count the processes of this system
 * ```ts
 * import { readProcessTable } from "./processes.ts";
 * console.log(readProcessTable().length > 0);
 * ```
 */
export function readProcessTable(): ProcessEntry[] {
  const table: ProcessEntry[] = [];
  for (const pid of processIds()) {
    const parsed = readEntry(pid);
    if (parsed) table.push(parsed);
  }
  return table;
}

/** The pids in `/proc` (none without it). */
function processIds(): number[] {
  try {
    return [...Deno.readDirSync("/proc")].filter((e) => /^[0-9]+$/.test(e.name))
      .map((e) => Number(e.name));
  } catch {
    return [];
  }
}

function readEntry(pid: number): ProcessEntry | null {
  let stat: string;
  try {
    stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
  } catch {
    return null; // gone meanwhile, or not readable
  }
  const { state, ppid, pgrp, start, name } = parseProcStat(stat);
  if (state === "Z") return null; // a zombie is already dead
  return { pid, ppid, pgrp, start, name };
}

/**
 * The processes whose environment holds `mark` (`NAME=VALUE`, exactly): a process that left
 * the agent's group and its parent (setsid and a double fork) still inherited it. Only
 * processes this user may read are seen.
 *
 * @param mark The `NAME=VALUE` entry.
 * @returns The running processes with it.
 *
 * @example
 * ```ts
 * import { processesMarked } from "./processes.ts";
 * console.log(processesMarked("ACP_PROXY_PROBE_RUN=none").length); // 0
 * ```
 */
export function processesMarked(mark: string): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  for (const pid of processIds()) {
    let environ: string;
    try {
      environ = Deno.readTextFileSync(`/proc/${pid}/environ`);
    } catch {
      continue; // gone meanwhile, or another user's
    }
    if (!environ.split("\0").includes(mark)) continue;
    const parsed = readEntry(pid);
    if (parsed) found.push(parsed);
  }
  return found;
}

/**
 * The processes that descend from `pid` (children, their children, ...), not `pid` itself.
 *
 * @param pid The root process.
 * @param table The process table.
 * @returns The descendants.
 *
 * @example List what this process started
 * ```ts
 * import { descendantsOf, readProcessTable } from "./processes.ts";
 * console.log(descendantsOf(Deno.pid, readProcessTable()));
 * ```
 */
export function descendantsOf(pid: number, table: readonly ProcessEntry[]): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  const parents = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of table) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        found.push(p);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The processes of `snapshot` that still run (same pid and start time), and the members of
 * process group `pgrp`, without duplicates.
 *
 * @param snapshot Processes seen earlier.
 * @param pgrp A process group whose members count too.
 * @returns The processes still running.
 *
 * @example Find what is left of a process group
 * ```ts
 * import { stillRunning } from "./processes.ts";
 * console.log(stillRunning([], 999_999)); // []
 * ```
 */
export function stillRunning(snapshot: readonly ProcessEntry[], pgrp: number): ProcessEntry[] {
  const table = readProcessTable();
  const now = new Map(table.map((p) => [p.pid, p]));
  const left = new Map<number, ProcessEntry>();
  for (const p of snapshot) {
    const current = now.get(p.pid);
    if (current && current.start === p.start) left.set(p.pid, current);
  }
  for (const p of table) if (p.pgrp === pgrp) left.set(p.pid, p);
  // Whatever those started after the snapshot belongs to the agent too.
  for (const p of [...left.values()]) {
    for (const d of descendantsOf(p.pid, table)) left.set(d.pid, d);
  }
  return [...left.values()];
}

/** How long {@linkcode killProcesses} waits for the killed processes to be gone: 2 s. */
export const KILL_WAIT_MS = 2_000;

/** A process {@linkcode killProcesses} could not end, and why. */
export interface UnendedProcess {
  /** The process. */
  process: ProcessEntry;
  /** Why: `permission denied`, or still running after SIGKILL and the wait. */
  reason: string;
}

/**
 * Sends SIGKILL to each process that is still the one seen (same start time), then waits
 * (at most {@linkcode KILL_WAIT_MS}) until none of them runs any more: a SIGKILLed process
 * stays in the process table until the kernel has ended it. A process that is already gone
 * is fine; one this process may not signal, or that still runs after the wait, is returned.
 *
 * @param processes The processes to end.
 * @param kill Sends a signal (`Deno.kill`; another function only in tests).
 * @returns The processes that could not be ended (empty when all are gone or zombies).
 * @throws {Error} When `kill` fails for any reason but "no such process" or "not permitted".
 *
 * @example End the processes seen, if still the same
 * ```ts
 * import { killProcesses } from "./processes.ts";
 * console.log(await killProcesses([])); // []
 * ```
 */
export async function killProcesses(
  processes: readonly ProcessEntry[],
  kill: (pid: number, signal: Deno.Signal) => void = Deno.kill,
): Promise<UnendedProcess[]> {
  const running = (p: ProcessEntry) => readEntry(p.pid)?.start === p.start;
  const unended: UnendedProcess[] = [];
  const killed: ProcessEntry[] = [];
  for (const p of processes.filter(running)) {
    try {
      kill(p.pid, "SIGKILL");
      killed.push(p);
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) continue; // ESRCH: gone meanwhile
      if (!(e instanceof Deno.errors.PermissionDenied)) throw e;
      unended.push({ process: p, reason: "permission denied" });
    }
  }
  const deadline = Date.now() + KILL_WAIT_MS;
  while (killed.some(running) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  for (const p of killed.filter(running)) {
    unended.push({ process: p, reason: `still running ${KILL_WAIT_MS} ms after SIGKILL` });
  }
  return unended;
}
