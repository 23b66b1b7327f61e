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
import { envInterpreterProblem, spawnFailure } from "./start_failure.ts";

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
  const absent = envInterpreterProblem(program, options);
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
    throw new SpawnError(spawnFailure(e, words, options), { cause: e });
  }
}
