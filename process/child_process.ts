/**
 * A child process as a {@linkcode Connection}: stdin/stdout piped, stderr inherited,
 * started in a process group of its own so that the whole group can be ended.
 *
 * Invariants: the command is never run through a shell; the child gets this process's
 * environment and working directory unless options say otherwise; `terminate()` and
 * `exited` never reject; once `terminate()` resolves, no process of the group is left
 * (the group gets SIGKILL as a last step, which also reaches grandchildren).
 *
 * @module
 */

import type { Connection } from "./duplex.ts";
import { splitCommand } from "./split_command.ts";
import { descriptorsReferringTo, fdTarget } from "./proc_fds.ts";
import { guardGroup, releaseGroup } from "./group_watchdog.ts";

/** Options for {@linkcode spawnCommand}. */
export interface SpawnOptions {
  /** Extra environment variables (merged over the inherited environment). */
  env?: Record<string, string>;
  /** Start from an empty environment instead of inheriting this process's. */
  clearEnv?: boolean;
  /** Working directory (default: this process's). */
  cwd?: string;
  /** What to do with the child's stderr (default `inherit`). */
  stderr?: "inherit" | "null";
  /**
   * `"inherit"`: the child writes to this process's stdout itself (see
   * `transport/stdout_handover.ts`); the connection's `readable` is then empty and
   * `watchInheritedStdout` tells when the child lets go of it. Default `"piped"`.
   */
  stdout?: "piped" | "inherit";
}

/** How often an inherited stdout is checked for the child letting go of it: 200 ms. */
export const INHERITED_STDOUT_POLL_MS = 200;

/** The command could not be started (not found, not executable, empty). */
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
export interface ProcessConnection extends Connection {
  /** The child's pid, which is also its process group id. */
  readonly pid: number;
  /** Resolves with the exit code (128+N when killed by signal N). */
  readonly exited: Promise<number>;
  /**
   * Ends the whole process group: `signal` (default SIGTERM), then SIGKILL after `graceMs`.
   * Idempotent: a second call returns the first call's promise.
   */
  terminate(graceMs: number, signal?: Deno.Signal): Promise<number>;
  /** Sends `signal` to the whole process group; ignores a group that is already gone. */
  signalGroup(signal: Deno.Signal): void;
}

/**
 * Starts `command` as a child process.
 *
 * @param command A command string (split with {@linkcode splitCommand}) or its words.
 * @param options Environment, working directory and stderr handling.
 * @returns The running process as a connection.
 * @throws {SpawnError} When the command is empty or cannot be started.
 * @throws {import("./split_command.ts").CommandSyntaxError} On bad quoting.
 *
 * @example
 * ```ts ignore
 * import { spawnCommand } from "./subprocess.ts";
 * const agent = spawnCommand(`deno run demo/scripted_agent.ts --protocol 1`);
 * await agent.terminate(2000);
 * ```
 */
export function spawnCommand(
  command: string | readonly string[],
  options: SpawnOptions = {},
): ProcessConnection {
  const words = typeof command === "string" ? splitCommand(command) : [...command];
  if (words.length === 0) throw new SpawnError("the command is empty");
  const [program, ...args] = words;
  const inheritStdout = options.stdout === "inherit";
  const stdoutTarget = inheritStdout ? fdTarget("self", 1) : null;
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command(program, {
      args,
      env: options.env,
      clearEnv: options.clearEnv,
      cwd: options.cwd,
      stdin: "piped",
      stdout: inheritStdout ? "inherit" : "piped",
      stderr: options.stderr ?? "inherit",
      detached: true,
    }).spawn();
  } catch (e) {
    const reason = e instanceof Deno.errors.NotFound
      ? `${program}: command not found`
      : e instanceof Deno.errors.PermissionDenied
      ? `${program}: permission denied`
      : `${program}: ${(e as Error).message}`;
    throw new SpawnError(reason, { cause: e });
  }
  const pid = child.pid;
  let alive = true;
  const exited = child.status.then((s) => {
    alive = false;
    return s.code; // Deno reports 128+N for a child killed by signal N
  });
  guardGroup(pid); // no process of the group outlives this one, even if it is SIGKILLed
  const signalGroup = (signal: Deno.Signal): void => {
    try {
      Deno.kill(-pid, signal);
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e; // ESRCH: the group is already gone
    }
  };
  let terminating: Promise<number> | undefined;
  const terminate = (graceMs: number, signal: Deno.Signal = "SIGTERM"): Promise<number> => {
    terminating ??= (async () => {
      if (alive) {
        signalGroup(signal);
        if (!await settlesWithin(exited, graceMs)) signalGroup("SIGKILL");
      }
      const code = await exited;
      signalGroup("SIGKILL"); // anything the agent left running in its group
      await releaseGroup(pid);
      return code;
    })();
    return terminating;
  };
  const writableFd = () => ownEndOf(pid, 0);
  if (!inheritStdout) {
    return {
      readable: child.stdout,
      writable: child.stdin,
      pid,
      exited,
      terminate,
      signalGroup,
      writableFd,
    };
  }
  return {
    readable: ReadableStream.from<Uint8Array>([]),
    writable: child.stdin,
    pid,
    exited,
    terminate,
    signalGroup,
    writableFd,
    watchInheritedStdout: (signal) =>
      stdoutTarget === null
        ? exited.then(() => {})
        : watchHolder(pid, stdoutTarget, exited, signal),
  };
}

/**
 * This process's descriptor for the other end of the pipe that is descriptor `childFd` of
 * process `pid` (Linux `/proc`), or null when there is not exactly one.
 */
function ownEndOf(pid: number, childFd: number): number | null {
  const target = fdTarget(pid, childFd);
  if (target === null || !target.startsWith("pipe:")) return null;
  try {
    const ends = descriptorsReferringTo("self", target);
    return ends.length === 1 ? ends[0] : null;
  } catch {
    return null;
  }
}

/**
 * Resolves once process `pid` holds no descriptor referring to `target` (it closed or
 * redirected its stdout and every copy), once it has ended, or once `signal` aborts.
 * Descendants that still hold the output are not looked at: the process group is ended
 * after that anyway (ROUTING §3.6).
 */
async function watchHolder(
  pid: number,
  target: string,
  exited: Promise<unknown>,
  signal: AbortSignal,
): Promise<void> {
  let wake: () => void = () => {};
  const stop = () => wake();
  signal.addEventListener("abort", stop, { once: true });
  let ended = false;
  exited.then(() => {
    ended = true;
    wake();
  });
  try {
    while (!signal.aborted && !ended) {
      const held = holds(pid, target);
      if (held === false) return;
      if (held === "unknown") {
        await Promise.race([exited, new Promise<void>((resolve) => wake = resolve)]);
        return;
      }
      // The tick is an `AbortSignal.timeout`, not `setTimeout`: Deno's first `setTimeout`
      // loads its Node-compatible timers (≈ 10 ms of start-up CPU, measured), and this
      // watch starts while the agent is starting. The tick cannot keep the process alive
      // alone, and it need not: the agent's exit status is awaited alongside it.
      await new Promise<void>((resolve) => {
        wake = resolve;
        AbortSignal.timeout(INHERITED_STDOUT_POLL_MS).addEventListener("abort", () => resolve(), {
          once: true,
        });
      });
    }
  } finally {
    signal.removeEventListener("abort", stop);
  }
}

/**
 * Whether process `pid` has a descriptor referring to `target`; "unknown" when `/proc`
 * does not show it (then only its end is watched).
 */
function holds(pid: number, target: string): boolean | "unknown" {
  // The usual answer costs one system call: its stdout is still the output.
  if (fdTarget(pid, 1) === target) return true;
  try {
    return descriptorsReferringTo(pid, target, true).length > 0;
  } catch (e) {
    return e instanceof Deno.errors.NotFound ? false : "unknown"; // NotFound: it is gone
  }
}

/**
 * Waits for `promise` at most `ms` milliseconds.
 *
 * @returns Whether it settled in time.
 */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
