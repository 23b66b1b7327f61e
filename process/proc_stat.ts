/**
 * One line of `/proc/PID/stat` (Linux), read for the fields acp-proxy uses: the command name,
 * the state, the parent, the process group and the start time. Shared by the probe's process
 * table and the check of what is left of a stopped group.
 *
 * @module
 */

/** The fields of a `/proc/PID/stat` line that are used. */
export interface ProcStat {
  /** The command name (`comm`). */
  readonly name: string;
  /** The state letter: `R`, `S`, `D`, `T`, `Z` (a zombie), `X` (dead)... */
  readonly state: string;
  /** Parent process id. */
  readonly ppid: number;
  /** Process group id. */
  readonly pgrp: number;
  /** Start time in clock ticks since boot: tells a reused pid from the original. */
  readonly start: number;
}

/**
 * Reads the used fields of a `/proc/PID/stat` line.
 *
 * @param stat The line: "pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt
 *   majflt cmajflt utime stime cutime cstime priority nice threads itrealvalue starttime ...";
 *   `comm` may hold ")" and spaces, so the fields are counted from the last ")".
 * @returns The fields.
 *
 * @example
 * ```ts
 * import { parseProcStat } from "./proc_stat.ts";
 * const line = "42 (my (odd) name) S 1 42 42 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 9876 0";
 * console.log(parseProcStat(line)); // { name: "my (odd) name", state: "S", ppid: 1, pgrp: 42, start: 9876 }
 * ```
 */
export function parseProcStat(stat: string): ProcStat {
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  return {
    name: stat.slice(stat.indexOf("(") + 1, close),
    state: fields[0],
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    start: Number(fields[19]),
  };
}
