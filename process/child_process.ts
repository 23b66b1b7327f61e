/**
 * A child process as a connection: stdin piped, stdout piped (or this process's own, for the
 * kernel path's handover), stderr inherited, started in a process group of its own so that
 * the whole group can be ended, and guarded by the orphan watchdog
 * (`group_watchdog.ts`) until that group is gone.
 *
 * Invariants: the command is never run through a shell; the child gets this process's
 * environment and working directory unless options say otherwise; `exited` never rejects;
 * once `terminate()` resolves, no process of the group is left (the group gets SIGKILL as
 * a last step, which also reaches grandchildren). A `kill(2)` failure other than "no such
 * process" is not hidden: it rejects `terminate()`.
 *
 * @module
 */

import type { SpawnedChild } from "../transport/child_spawn.ts";
import {
  guardGroup,
  insist,
  insistedOn,
  releaseGroup,
  signalGuardedGroup,
} from "./group_watchdog.ts";
import { groupRuns } from "./group_members.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { pathExists } from "./path_exists.ts";

/** How a command's process is started. */
export interface CommandOptions {
  /** Extra environment variables, merged over the inherited environment. */
  env?: Record<string, string>;
  /**
   * Start from an empty environment instead of inheriting this process's.
   * @default false
   */
  clearEnv?: boolean;
  /** Working directory (default: this process's). */
  cwd?: string;
  /**
   * What to do with the child's stderr.
   * @default "inherit"
   */
  stderr?: "inherit" | "null";
}

/** How {@linkcode spawnChild} starts a process: as a command, or with its stderr read. */
export interface ChildOptions extends Omit<CommandOptions, "stderr"> {
  /**
   * What to do with the child's stderr: `"piped"` gives it a pipe of its own, read from the
   * connection's `stderr` (which must then be read, or a chatty child blocks on a full pipe).
   * @default "inherit"
   */
  stderr?: "inherit" | "null" | "piped";
}

/**
 * The command could not be started: not found, not executable, a directory, a missing
 * interpreter or working directory. (An empty command is refused before, by `command()`,
 * with a `CommandSyntaxError`.)
 *
 * @example Tell a missing agent command from other start failures
 * ```ts ignore
 * import { AgentRouter, command, SpawnError, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("no-such-agent --stdio") });
 * const outcome = await router.serve(stdio());
 * if (outcome.end === "start-failed" && outcome.error instanceof SpawnError) {
 *   console.error(`check the agent command: ${outcome.error.message}`);
 * }
 * ```
 */
export class SpawnError extends Error {
  /**
   * Creates the error.
   *
   * @param message What failed and why.
   * @param options Standard error options (`cause`).
   */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "SpawnError";
  }
}

/** A running child process. */
export interface ChildProcessConnection extends SpawnedChild {
  /** Sends `signal` to the whole process group; ignores a group that is already gone. */
  signalGroup(signal: Deno.Signal): void;
  /** Resolves with the signal that killed the process, or null when it exited by itself. */
  readonly exitSignal: Promise<Deno.Signal | null>;
  /**
   * Whether `terminate` sent SIGKILL to what still ran: the process, or what was left of its
   * group, outlived the grace period after the signal.
   */
  readonly killedAfterGrace: boolean;
  /** Its stderr, when it was started with `stderr: "piped"`. */
  readonly stderr?: ReadableStream<Uint8Array>;
}

/**
 * Starts a child process from its words.
 *
 * @param words The program and its arguments.
 * @param options Environment, working directory, stderr.
 * @param stdout `"inherit"` hands the child this process's stdout (its `readable` is then
 *   empty); `"piped"` gives it a pipe of its own.
 * @returns The running process.
 * @throws {SpawnError} When the command is empty or cannot be started.
 *
 * @example
 * ```ts ignore
 * import { spawnChild } from "./child_process.ts";
 * const child = spawnChild(["deno", "run", "testing/scripted_agent.ts", "--protocol", "1"]);
 * await child.terminate(2000);
 * ```
 */
export function spawnChild(
  words: readonly string[],
  options: ChildOptions = {},
  stdout: "piped" | "inherit" = "piped",
): ChildProcessConnection {
  const child = start(words, options, stdout);
  const pid = child.pid;
  guardGroup(pid); // no process of the group outlives this one, even if it is SIGKILLed
  let alive = true;
  const exited = child.status.then((s) => {
    alive = false;
    return s.code; // Deno reports 128+N for a child killed by signal N
  });
  const signalOwnGroup = (signal: Deno.Signal): void => void signalGuardedGroup(pid, signal);
  let terminating: Promise<number> | undefined;
  let sent: Deno.Signal | undefined;
  let killed = false;
  const terminate = (graceMs: number, signal?: Deno.Signal): Promise<number> => {
    if (terminating !== undefined) {
      // A later call with another signal (a stop while it is being terminated) sends it now;
      // the grace and the SIGKILL of the first call stand, but once the leader is gone the rest
      // of its group is no longer waited for.
      if (signal !== undefined && signal !== sent) {
        sent = signal;
        insist(pid);
        try {
          signalOwnGroup(signal);
        } catch (e) {
          return Promise.reject(e);
        }
      }
      return terminating;
    }
    sent = signal ?? "SIGTERM";
    terminating = (async () => {
      const deadline = Date.now() + graceMs;
      if (alive) {
        try {
          signalOwnGroup(sent!);
        } catch (e) {
          signalOwnGroup("SIGKILL"); // a signal that could not be sent must not leave it running
          throw e;
        }
        if (!await settlesWithin(exited, graceMs)) {
          killed = true;
          signalOwnGroup("SIGKILL");
        } // A wrapper that dies at once on the signal (`sh -c 'agent; echo done'`, an npx shim)
        // leaves the agent it started handling it: the rest of the group has the rest of the
        // grace period to end too, as the whole group was told.
        else if (!await groupEnded(pid, deadline)) killed = true; // SIGKILLed just below
      } else if (signalGuardedGroup(pid, sent!)) {
        // The leader is gone already (a signal someone else sent it, as acpx does to the
        // daemon's children, or its own exit) and its group is not: the rest gets the signal and
        // the grace period, as the whole group would have.
        if (!await groupEnded(pid, deadline)) killed = true;
      }
      const code = await exited;
      signalOwnGroup("SIGKILL"); // anything the agent left running in its group
      await releaseGroup(pid);
      return code;
    })();
    return terminating;
  };
  return {
    readable: stdout === "piped" ? child.stdout : ReadableStream.from<Uint8Array>([]),
    writable: child.stdin,
    pid,
    exited,
    exitSignal: child.status.then((s) => s.signal),
    get killedAfterGrace() {
      return killed;
    },
    terminate,
    signalGroup: signalOwnGroup,
    ...(options.stderr === "piped" ? { stderr: child.stderr } : {}),
  };
}

/** How often a signalled group whose leader has exited is looked at. */
const GROUP_POLL_MS = 100;

/**
 * Resolves once process group `pgid` has no process left that runs (zombies not counted), at
 * `deadline` (ms since the epoch), or once a second signal was sent to it: stop now. With
 * whether it had ended then (false: something of it still runs, for the SIGKILL after).
 */
async function groupEnded(pgid: number, deadline: number): Promise<boolean> {
  const since = Date.now();
  const runs = async (): Promise<boolean> => {
    try {
      return await groupRuns(pgid, since);
    } catch (e) {
      // A process of it that is not ours to signal (setuid): its SIGKILL fails the same way.
      if (e instanceof Deno.errors.PermissionDenied) return false;
      throw e;
    }
  };
  while (Date.now() < deadline && !insistedOn(pgid)) {
    if (!await runs()) return true;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(1, Math.min(GROUP_POLL_MS, deadline - Date.now())))
    );
  }
  return !await runs();
}

function start(
  words: readonly string[],
  options: ChildOptions,
  stdout: "piped" | "inherit",
): Deno.ChildProcess {
  if (words.length === 0) throw new SpawnError("the command is empty");
  const [program, ...args] = words;
  // `#!/usr/bin/env X` with no X on the PATH: env would exit 127 before a word is read, and
  // the client's initialize get no answer; said as a start failure instead (editor6).
  const absent = judged(() => missingEnvInterpreter(program, options));
  if (absent !== undefined) throw new SpawnError(absent);
  try {
    return new Deno.Command(program, {
      args,
      env: options.env,
      clearEnv: options.clearEnv,
      cwd: options.cwd,
      stdin: "piped",
      stdout,
      stderr: options.stderr ?? "inherit",
      detached: true,
    }).spawn();
  } catch (e) {
    const reason = e instanceof Deno.errors.NotFound
      ? (missingDirectory(options.cwd) ?? missingInterpreter(program, options) ??
        `${program}: command not found${relativeTo(program, options)}${spacedPath(words, options)}`)
      : e instanceof Deno.errors.PermissionDenied
      ? `${program}: ${
        isDirectory(program, options) ? "is a directory, not a program" : "permission denied"
      }`
      : `${program}: ${(e as Error).message}`;
    throw new SpawnError(reason, { cause: e });
  }
}

/**
 * For a relative path with a slash (`./agent.py`), the directory it was looked up from: the
 * child's `cwd`, else this process's, which a config file's directory need not be.
 */
function relativeTo(program: string, options: ChildOptions): string {
  if (!program.includes("/") || program.startsWith("/")) return "";
  // (A removed working directory is said before this: `missingDirectory`.)
  return ` (a relative path, looked up from ${options.cwd ?? Deno.cwd()})`;
}

/**
 * Where `program` is: a path with a slash (from `cwd`), else the first match on `PATH` (the
 * child's, else this process's), or undefined when there is none.
 */
function programPath(
  program: string,
  options: ChildOptions,
  accept: (path: string) => boolean = pathExists,
): string | undefined {
  // (A removed working directory fails the spawn as NotFound, said by `missingDirectory` first.)
  const base = options.cwd ?? Deno.cwd();
  if (program.includes("/")) return program.startsWith("/") ? program : `${base}/${program}`;
  const path = options.env?.PATH ?? (options.clearEnv ? undefined : Deno.env.get("PATH"));
  for (const dir of (path ?? "").split(":")) {
    // An empty entry is the working directory, as for the shell.
    const full = dir.startsWith("/") ? `${dir}/${program}` : `${base}/${dir || "."}/${program}`;
    if (accept(full)) return full;
  }
  return undefined;
}

/**
 * Whether `path` is a regular file with an execute bit: what a PATH lookup runs (it passes over
 * one that is not, regress106), and a file that may be read without blocking (a FIFO would).
 */
function isExecutableFile(path: string): boolean {
  try {
    const info = Deno.statSync(path);
    return info.isFile && ((info.mode ?? 0) & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** Whether `program` names a directory (spawn says only "permission denied"). */
function isDirectory(program: string, options: ChildOptions): boolean {
  const path = programPath(program, options);
  try {
    return path !== undefined && Deno.statSync(path).isDirectory;
  } catch {
    return false;
  }
}

/**
 * What `judge` says, or undefined where it cannot look (the working directory this process
 * started in was removed: the spawn says that itself, `missingDirectory`).
 */
function judged(judge: () => string | undefined): string | undefined {
  try {
    return judge();
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return undefined;
    throw e;
  }
}

/**
 * For a program not found whose words, joined again, name a file (a path with spaces given
 * unquoted: `/my agents/a.py`), what to do about it; else "".
 */
function spacedPath(words: readonly string[], options: ChildOptions): string {
  for (let n = words.length; n > 1; n--) {
    const joined = words.slice(0, n).join(" ");
    if (!joined.includes("/")) continue;
    const full = joined.startsWith("/") ? joined : `${options.cwd ?? Deno.cwd()}/${joined}`;
    try {
      if (!Deno.statSync(full).isFile) continue;
    } catch {
      continue;
    }
    return ` ('${joined}' is a file: a path with spaces must be quoted inside the command, ` +
      `e.g. "'${joined}'")`;
  }
  return "";
}

/**
 * The `#!` line of the program's file (without `#!` and its line end), or undefined; only a
 * regular file is read (opening a FIFO blocks until a writer comes: regress106).
 */
function shebangOf(
  program: string,
  options: ChildOptions,
  accept?: (path: string) => boolean,
): string | undefined {
  const path = programPath(program, options, accept);
  if (path === undefined) return undefined;
  let head: string;
  try {
    if (!Deno.statSync(path).isFile) return undefined;
    using file = Deno.openSync(path);
    const bytes = new Uint8Array(255); // what the kernel reads of a #! line
    const n = file.readSync(bytes) ?? 0;
    head = new TextDecoder().decode(bytes.subarray(0, n));
  } catch {
    return undefined;
  }
  return head.startsWith("#!") ? head.slice(2).split("\n")[0] : undefined;
}

/**
 * For a script whose `#!` line runs `env` (`#!/usr/bin/env python3`, `#!/usr/bin/env -S deno
 * run`), why it cannot start, where that is certain: the line ends with CR and does not split
 * (env looks for "sh\r"); without `-S`, a name with a space (the kernel gives env the rest of
 * the line as one word); the program env is to run is on no entry of the PATH the child gets
 * (env would exit 127), or only as something that cannot be run (126). Undefined when it can
 * start or cannot be judged: no PATH, or an entry that is not absolute; env options other than
 * `-S`; a variable assignment; `-S` words with quotes, escapes or variables (env undoes them).
 */
function missingEnvInterpreter(program: string, options: ChildOptions): string | undefined {
  const path = options.env?.PATH ?? (options.clearEnv ? undefined : Deno.env.get("PATH"));
  // Entries that are not absolute (`~/bin`, `bin`, an empty one) are read differently by
  // different lookups (regress107): the program or its interpreter could be another file.
  const plainPath = path !== undefined && path.split(":").every((dir) => dir.startsWith("/"));
  if (!plainPath && !program.includes("/")) return undefined;
  const raw = shebangOf(program, options, isExecutableFile);
  const match = raw === undefined ? null : /^\s*(\S*\/env)[ \t]+(.*?)\r?$/.exec(raw);
  if (match === null) return undefined;
  // env -S (and -vS, --split-string=) takes a CR for a blank (such a script runs: regress107,
  // regress108); else it is in the name, whatever the PATH.
  const splitting = /^(?:-[a-zA-Z]*S|--split-string=?)/.exec(match[2].trimStart());
  if (raw!.endsWith("\r") && splitting === null) return crlfLine(program);
  if (!plainPath) return undefined;
  const line = `#!${raw!.trim()}`;
  const shownLine = line.length > 120 ? `${line.slice(0, 120)}...` : line;
  let wanted = match[2].trim();
  if (splitting !== null) {
    wanted = wanted.slice(splitting[0].length).trim().split(/[ \t\v\f\r]+/)[0];
  }
  if (!/^[A-Za-z0-9._+/][A-Za-z0-9._+/ \t-]*$/.test(wanted)) return undefined;
  if (programPath(wanted, options, isExecutableFile) !== undefined) return undefined;
  if (/[ \t]/.test(wanted)) {
    return `${program}: its #! line (${shownLine}) has env run "${wanted}" as one program ` +
      `name (the rest of a #! line is one word); to give it arguments, write ` +
      `#!${match[1]} -S ${wanted}`;
  }
  // Only something that cannot be run by that name (a directory, no execute bit): env exits
  // 126 (interop15: said as a 126 exit, the initialize unanswered).
  const unrunnable = programPath(wanted, options);
  if (unrunnable !== undefined) {
    return `${program}: its interpreter ${wanted} (its #! line: ${shownLine}) is on the PATH ` +
      `it gets only as ${unrunnable}, which cannot be run (a directory, or no execute ` +
      `permission)`;
  }
  const shown = path.length > 200 ? `${path.slice(0, 200)}...` : path;
  return `${program}: its interpreter ${wanted} (its #! line: ${shownLine}) is not on the ` +
    `PATH it gets (${shown})`;
}

/** The words for a script saved with CRLF line ends: its `#!` line names "X\r". */
function crlfLine(program: string): string {
  return `${program}: its #! line ends with a carriage return (CRLF line ends: convert the ` +
    `script to LF, e.g. with dos2unix)`;
}

/**
 * Why a program that exists was "not found": the interpreter its `#!` line names is missing
 * (spawn says only "not found"), or undefined.
 */
function missingInterpreter(program: string, options: ChildOptions): string | undefined {
  const line = shebangOf(program, options);
  if (line === undefined) return undefined;
  // A script saved with CRLF line ends names "/bin/sh\r", which the kernel looks for.
  if (line.endsWith("\r")) return crlfLine(program);
  const interpreter = line.trim().split(/[ \t]+/)[0];
  if (interpreter === "") return undefined;
  try {
    Deno.statSync(interpreter);
    return undefined; // it is there: something else was not found
  } catch {
    return `${program}: its interpreter ${interpreter} (its #! line) was not found`;
  }
}

/**
 * Why `cwd` cannot be a working directory (it does not exist, or is not a directory; none
 * given: this process's has been removed), or undefined when it can: spawn says only "not
 * found" for both it and the program.
 */
function missingDirectory(cwd: string | undefined): string | undefined {
  // A relative one starts there too (`.` of a removed directory still stats).
  if (cwd === undefined || !cwd.startsWith("/")) {
    // Inherited: one removed since this process started fails every spawn.
    try {
      Deno.cwd();
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
      return "the working directory this process was started in has been removed; give the " +
        "agent a working directory that exists";
    }
    if (cwd === undefined) return undefined;
  }
  try {
    if (Deno.statSync(cwd).isDirectory) return undefined;
    return `the working directory ${cwd} is not a directory`;
  } catch {
    return `the working directory ${cwd} does not exist`;
  }
}
