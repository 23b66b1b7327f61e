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
 */ import { guardGroup, insist, insistedOn, releaseGroup, signalGuardedGroup } from "./group_watchdog.ts";
import { groupRuns } from "./group_members.ts";
import { settlesWithin } from "../async/settles_within.ts";
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
 */ export class SpawnError extends Error {
  /**
   * Creates the error.
   *
   * @param message What failed and why.
   * @param options Standard error options (`cause`).
   */ constructor(message, options){
    super(message, options);
    this.name = "SpawnError";
  }
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
 */ export function spawnChild(words, options = {}, stdout = "piped") {
  const child = start(words, options, stdout);
  const pid = child.pid;
  guardGroup(pid); // no process of the group outlives this one, even if it is SIGKILLed
  let alive = true;
  const exited = child.status.then((s)=>{
    alive = false;
    return s.code; // Deno reports 128+N for a child killed by signal N
  });
  const signalOwnGroup = (signal)=>void signalGuardedGroup(pid, signal);
  let terminating;
  let sent;
  let killed = false;
  const terminate = (graceMs, signal)=>{
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
    terminating = (async ()=>{
      const deadline = Date.now() + graceMs;
      if (alive) {
        try {
          signalOwnGroup(sent);
        } catch (e) {
          signalOwnGroup("SIGKILL"); // a signal that could not be sent must not leave it running
          throw e;
        }
        if (!await settlesWithin(exited, graceMs)) {
          killed = true;
          signalOwnGroup("SIGKILL");
        } else await groupEnded(pid, deadline);
      } else if (signalGuardedGroup(pid, sent)) {
        // The leader is gone already (a signal someone else sent it, as acpx does to the
        // daemon's children, or its own exit) and its group is not: the rest gets the signal and
        // the grace period, as the whole group would have.
        await groupEnded(pid, deadline);
      }
      const code = await exited;
      signalOwnGroup("SIGKILL"); // anything the agent left running in its group
      await releaseGroup(pid);
      return code;
    })();
    return terminating;
  };
  return {
    readable: stdout === "piped" ? child.stdout : ReadableStream.from([]),
    writable: child.stdin,
    pid,
    exited,
    exitSignal: child.status.then((s)=>s.signal),
    get killedAfterGrace () {
      return killed;
    },
    terminate,
    signalGroup: signalOwnGroup,
    ...options.stderr === "piped" ? {
      stderr: child.stderr
    } : {}
  };
}
/** How often a signalled group whose leader has exited is looked at. */ const GROUP_POLL_MS = 100;
/**
 * Resolves once process group `pgid` has no process left that runs (zombies not counted), at
 * `deadline` (ms since the epoch), or once a second signal was sent to it: stop now.
 */ async function groupEnded(pgid, deadline) {
  const since = Date.now();
  while(Date.now() < deadline && !insistedOn(pgid)){
    try {
      if (!await groupRuns(pgid, since)) return;
    } catch (e) {
      // A process of it that is not ours to signal (setuid): its SIGKILL fails the same way.
      if (e instanceof Deno.errors.PermissionDenied) return;
      throw e;
    }
    await new Promise((resolve)=>setTimeout(resolve, Math.max(1, Math.min(GROUP_POLL_MS, deadline - Date.now()))));
  }
}
function start(words, options, stdout) {
  if (words.length === 0) throw new SpawnError("the command is empty");
  const [program, ...args] = words;
  try {
    return new Deno.Command(program, {
      args,
      env: options.env,
      clearEnv: options.clearEnv,
      cwd: options.cwd,
      stdin: "piped",
      stdout,
      stderr: options.stderr ?? "inherit",
      detached: true
    }).spawn();
  } catch (e) {
    const reason = e instanceof Deno.errors.NotFound ? missingDirectory(options.cwd) ?? missingInterpreter(program, options) ?? `${program}: command not found${relativeTo(program, options)}` : e instanceof Deno.errors.PermissionDenied ? `${program}: ${isDirectory(program, options) ? "is a directory, not a program" : "permission denied"}` : `${program}: ${e.message}`;
    throw new SpawnError(reason, {
      cause: e
    });
  }
}
/**
 * For a relative path with a slash (`./agent.py`), the directory it was looked up from: the
 * child's `cwd`, else this process's, which a config file's directory need not be.
 */ function relativeTo(program, options) {
  if (!program.includes("/") || program.startsWith("/")) return "";
  // (A removed working directory is said before this: `missingDirectory`.)
  return ` (a relative path, looked up from ${options.cwd ?? Deno.cwd()})`;
}
/**
 * Where `program` is: a path with a slash (from `cwd`), else the first match on `PATH` (the
 * child's, else this process's), or undefined when there is none.
 */ function programPath(program, options) {
  // (A removed working directory fails the spawn as NotFound, said by `missingDirectory` first.)
  const base = options.cwd ?? Deno.cwd();
  if (program.includes("/")) return program.startsWith("/") ? program : `${base}/${program}`;
  const path = options.env?.PATH ?? (options.clearEnv ? undefined : Deno.env.get("PATH"));
  for (const dir of (path ?? "").split(":")){
    // An empty entry is the working directory, as for the shell.
    const full = dir.startsWith("/") ? `${dir}/${program}` : `${base}/${dir || "."}/${program}`;
    try {
      Deno.statSync(full);
      return full;
    } catch  {
    // not there
    }
  }
  return undefined;
}
/** Whether `program` names a directory (spawn says only "permission denied"). */ function isDirectory(program, options) {
  const path = programPath(program, options);
  try {
    return path !== undefined && Deno.statSync(path).isDirectory;
  } catch  {
    return false;
  }
}
/**
 * Why a program that exists was "not found": the interpreter its `#!` line names is missing
 * (spawn says only "not found"), or undefined.
 */ function missingInterpreter(program, options) {
  const path = programPath(program, options);
  if (path === undefined) return undefined;
  let head;
  try {
    using file = Deno.openSync(path);
    const bytes = new Uint8Array(256);
    const n = file.readSync(bytes) ?? 0;
    head = new TextDecoder().decode(bytes.subarray(0, n));
  } catch  {
    return undefined;
  }
  if (!head.startsWith("#!")) return undefined;
  const line = head.slice(2).split("\n")[0];
  // A script saved with CRLF line ends names "/bin/sh\r", which the kernel looks for.
  if (line.endsWith("\r")) {
    return `${program}: its #! line ends with a carriage return (CRLF line ends: convert the ` + `script to LF, e.g. with dos2unix)`;
  }
  const interpreter = line.trim().split(/[ \t]+/)[0];
  if (interpreter === "") return undefined;
  try {
    Deno.statSync(interpreter);
    return undefined; // it is there: something else was not found
  } catch  {
    return `${program}: its interpreter ${interpreter} (its #! line) was not found`;
  }
}
/**
 * Why `cwd` cannot be a working directory (it does not exist, or is not a directory; none
 * given: this process's has been removed), or undefined when it can: spawn says only "not
 * found" for both it and the program.
 */ function missingDirectory(cwd) {
  // A relative one starts there too (`.` of a removed directory still stats).
  if (cwd === undefined || !cwd.startsWith("/")) {
    // Inherited: one removed since this process started fails every spawn.
    try {
      Deno.cwd();
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
      return "the working directory this process was started in has been removed; give the " + "agent a working directory that exists";
    }
    if (cwd === undefined) return undefined;
  }
  try {
    if (Deno.statSync(cwd).isDirectory) return undefined;
    return `the working directory ${cwd} is not a directory`;
  } catch  {
    return `the working directory ${cwd} does not exist`;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Byb2Nlc3MvY2hpbGRfcHJvY2Vzcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgY2hpbGQgcHJvY2VzcyBhcyBhIGNvbm5lY3Rpb246IHN0ZGluIHBpcGVkLCBzdGRvdXQgcGlwZWQgKG9yIHRoaXMgcHJvY2VzcydzIG93biwgZm9yIHRoZVxuICoga2VybmVsIHBhdGgncyBoYW5kb3ZlciksIHN0ZGVyciBpbmhlcml0ZWQsIHN0YXJ0ZWQgaW4gYSBwcm9jZXNzIGdyb3VwIG9mIGl0cyBvd24gc28gdGhhdFxuICogdGhlIHdob2xlIGdyb3VwIGNhbiBiZSBlbmRlZCwgYW5kIGd1YXJkZWQgYnkgdGhlIG9ycGhhbiB3YXRjaGRvZ1xuICogKGBncm91cF93YXRjaGRvZy50c2ApIHVudGlsIHRoYXQgZ3JvdXAgaXMgZ29uZS5cbiAqXG4gKiBJbnZhcmlhbnRzOiB0aGUgY29tbWFuZCBpcyBuZXZlciBydW4gdGhyb3VnaCBhIHNoZWxsOyB0aGUgY2hpbGQgZ2V0cyB0aGlzIHByb2Nlc3Mnc1xuICogZW52aXJvbm1lbnQgYW5kIHdvcmtpbmcgZGlyZWN0b3J5IHVubGVzcyBvcHRpb25zIHNheSBvdGhlcndpc2U7IGBleGl0ZWRgIG5ldmVyIHJlamVjdHM7XG4gKiBvbmNlIGB0ZXJtaW5hdGUoKWAgcmVzb2x2ZXMsIG5vIHByb2Nlc3Mgb2YgdGhlIGdyb3VwIGlzIGxlZnQgKHRoZSBncm91cCBnZXRzIFNJR0tJTEwgYXNcbiAqIGEgbGFzdCBzdGVwLCB3aGljaCBhbHNvIHJlYWNoZXMgZ3JhbmRjaGlsZHJlbikuIEEgYGtpbGwoMilgIGZhaWx1cmUgb3RoZXIgdGhhbiBcIm5vIHN1Y2hcbiAqIHByb2Nlc3NcIiBpcyBub3QgaGlkZGVuOiBpdCByZWplY3RzIGB0ZXJtaW5hdGUoKWAuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgU3Bhd25lZENoaWxkIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9jaGlsZF9zcGF3bi50c1wiO1xuaW1wb3J0IHtcbiAgZ3VhcmRHcm91cCxcbiAgaW5zaXN0LFxuICBpbnNpc3RlZE9uLFxuICByZWxlYXNlR3JvdXAsXG4gIHNpZ25hbEd1YXJkZWRHcm91cCxcbn0gZnJvbSBcIi4vZ3JvdXBfd2F0Y2hkb2cudHNcIjtcbmltcG9ydCB7IGdyb3VwUnVucyB9IGZyb20gXCIuL2dyb3VwX21lbWJlcnMudHNcIjtcbmltcG9ydCB7IHNldHRsZXNXaXRoaW4gfSBmcm9tIFwiLi4vYXN5bmMvc2V0dGxlc193aXRoaW4udHNcIjtcblxuLyoqIEhvdyBhIGNvbW1hbmQncyBwcm9jZXNzIGlzIHN0YXJ0ZWQuICovXG5leHBvcnQgaW50ZXJmYWNlIENvbW1hbmRPcHRpb25zIHtcbiAgLyoqIEV4dHJhIGVudmlyb25tZW50IHZhcmlhYmxlcywgbWVyZ2VkIG92ZXIgdGhlIGluaGVyaXRlZCBlbnZpcm9ubWVudC4gKi9cbiAgZW52PzogUmVjb3JkPHN0cmluZywgc3RyaW5nPjtcbiAgLyoqXG4gICAqIFN0YXJ0IGZyb20gYW4gZW1wdHkgZW52aXJvbm1lbnQgaW5zdGVhZCBvZiBpbmhlcml0aW5nIHRoaXMgcHJvY2VzcydzLlxuICAgKiBAZGVmYXVsdCBmYWxzZVxuICAgKi9cbiAgY2xlYXJFbnY/OiBib29sZWFuO1xuICAvKiogV29ya2luZyBkaXJlY3RvcnkgKGRlZmF1bHQ6IHRoaXMgcHJvY2VzcydzKS4gKi9cbiAgY3dkPzogc3RyaW5nO1xuICAvKipcbiAgICogV2hhdCB0byBkbyB3aXRoIHRoZSBjaGlsZCdzIHN0ZGVyci5cbiAgICogQGRlZmF1bHQgXCJpbmhlcml0XCJcbiAgICovXG4gIHN0ZGVycj86IFwiaW5oZXJpdFwiIHwgXCJudWxsXCI7XG59XG5cbi8qKiBIb3cge0BsaW5rY29kZSBzcGF3bkNoaWxkfSBzdGFydHMgYSBwcm9jZXNzOiBhcyBhIGNvbW1hbmQsIG9yIHdpdGggaXRzIHN0ZGVyciByZWFkLiAqL1xuZXhwb3J0IGludGVyZmFjZSBDaGlsZE9wdGlvbnMgZXh0ZW5kcyBPbWl0PENvbW1hbmRPcHRpb25zLCBcInN0ZGVyclwiPiB7XG4gIC8qKlxuICAgKiBXaGF0IHRvIGRvIHdpdGggdGhlIGNoaWxkJ3Mgc3RkZXJyOiBgXCJwaXBlZFwiYCBnaXZlcyBpdCBhIHBpcGUgb2YgaXRzIG93biwgcmVhZCBmcm9tIHRoZVxuICAgKiBjb25uZWN0aW9uJ3MgYHN0ZGVycmAgKHdoaWNoIG11c3QgdGhlbiBiZSByZWFkLCBvciBhIGNoYXR0eSBjaGlsZCBibG9ja3Mgb24gYSBmdWxsIHBpcGUpLlxuICAgKiBAZGVmYXVsdCBcImluaGVyaXRcIlxuICAgKi9cbiAgc3RkZXJyPzogXCJpbmhlcml0XCIgfCBcIm51bGxcIiB8IFwicGlwZWRcIjtcbn1cblxuLyoqXG4gKiBUaGUgY29tbWFuZCBjb3VsZCBub3QgYmUgc3RhcnRlZDogbm90IGZvdW5kLCBub3QgZXhlY3V0YWJsZSwgYSBkaXJlY3RvcnksIGEgbWlzc2luZ1xuICogaW50ZXJwcmV0ZXIgb3Igd29ya2luZyBkaXJlY3RvcnkuIChBbiBlbXB0eSBjb21tYW5kIGlzIHJlZnVzZWQgYmVmb3JlLCBieSBgY29tbWFuZCgpYCxcbiAqIHdpdGggYSBgQ29tbWFuZFN5bnRheEVycm9yYC4pXG4gKlxuICogQGV4YW1wbGUgVGVsbCBhIG1pc3NpbmcgYWdlbnQgY29tbWFuZCBmcm9tIG90aGVyIHN0YXJ0IGZhaWx1cmVzXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IEFnZW50Um91dGVyLCBjb21tYW5kLCBTcGF3bkVycm9yLCBzdGRpbyB9IGZyb20gXCIuLi9tb2QudHNcIjtcbiAqIGNvbnN0IHJvdXRlciA9IG5ldyBBZ2VudFJvdXRlcih7IHYxOiBjb21tYW5kKFwibm8tc3VjaC1hZ2VudCAtLXN0ZGlvXCIpIH0pO1xuICogY29uc3Qgb3V0Y29tZSA9IGF3YWl0IHJvdXRlci5zZXJ2ZShzdGRpbygpKTtcbiAqIGlmIChvdXRjb21lLmVuZCA9PT0gXCJzdGFydC1mYWlsZWRcIiAmJiBvdXRjb21lLmVycm9yIGluc3RhbmNlb2YgU3Bhd25FcnJvcikge1xuICogICBjb25zb2xlLmVycm9yKGBjaGVjayB0aGUgYWdlbnQgY29tbWFuZDogJHtvdXRjb21lLmVycm9yLm1lc3NhZ2V9YCk7XG4gKiB9XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGNsYXNzIFNwYXduRXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIC8qKlxuICAgKiBDcmVhdGVzIHRoZSBlcnJvci5cbiAgICpcbiAgICogQHBhcmFtIG1lc3NhZ2UgV2hhdCBmYWlsZWQgYW5kIHdoeS5cbiAgICogQHBhcmFtIG9wdGlvbnMgU3RhbmRhcmQgZXJyb3Igb3B0aW9ucyAoYGNhdXNlYCkuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcsIG9wdGlvbnM/OiBFcnJvck9wdGlvbnMpIHtcbiAgICBzdXBlcihtZXNzYWdlLCBvcHRpb25zKTtcbiAgICB0aGlzLm5hbWUgPSBcIlNwYXduRXJyb3JcIjtcbiAgfVxufVxuXG4vKiogQSBydW5uaW5nIGNoaWxkIHByb2Nlc3MuICovXG5leHBvcnQgaW50ZXJmYWNlIENoaWxkUHJvY2Vzc0Nvbm5lY3Rpb24gZXh0ZW5kcyBTcGF3bmVkQ2hpbGQge1xuICAvKiogU2VuZHMgYHNpZ25hbGAgdG8gdGhlIHdob2xlIHByb2Nlc3MgZ3JvdXA7IGlnbm9yZXMgYSBncm91cCB0aGF0IGlzIGFscmVhZHkgZ29uZS4gKi9cbiAgc2lnbmFsR3JvdXAoc2lnbmFsOiBEZW5vLlNpZ25hbCk6IHZvaWQ7XG4gIC8qKiBSZXNvbHZlcyB3aXRoIHRoZSBzaWduYWwgdGhhdCBraWxsZWQgdGhlIHByb2Nlc3MsIG9yIG51bGwgd2hlbiBpdCBleGl0ZWQgYnkgaXRzZWxmLiAqL1xuICByZWFkb25seSBleGl0U2lnbmFsOiBQcm9taXNlPERlbm8uU2lnbmFsIHwgbnVsbD47XG4gIC8qKiBXaGV0aGVyIGB0ZXJtaW5hdGVgIHNlbnQgU0lHS0lMTDogdGhlIHByb2Nlc3Mgb3V0bGl2ZWQgdGhlIGdyYWNlIHBlcmlvZCBhZnRlciB0aGUgc2lnbmFsLiAqL1xuICByZWFkb25seSBraWxsZWRBZnRlckdyYWNlOiBib29sZWFuO1xuICAvKiogSXRzIHN0ZGVyciwgd2hlbiBpdCB3YXMgc3RhcnRlZCB3aXRoIGBzdGRlcnI6IFwicGlwZWRcImAuICovXG4gIHJlYWRvbmx5IHN0ZGVycj86IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+O1xufVxuXG4vKipcbiAqIFN0YXJ0cyBhIGNoaWxkIHByb2Nlc3MgZnJvbSBpdHMgd29yZHMuXG4gKlxuICogQHBhcmFtIHdvcmRzIFRoZSBwcm9ncmFtIGFuZCBpdHMgYXJndW1lbnRzLlxuICogQHBhcmFtIG9wdGlvbnMgRW52aXJvbm1lbnQsIHdvcmtpbmcgZGlyZWN0b3J5LCBzdGRlcnIuXG4gKiBAcGFyYW0gc3Rkb3V0IGBcImluaGVyaXRcImAgaGFuZHMgdGhlIGNoaWxkIHRoaXMgcHJvY2VzcydzIHN0ZG91dCAoaXRzIGByZWFkYWJsZWAgaXMgdGhlblxuICogICBlbXB0eSk7IGBcInBpcGVkXCJgIGdpdmVzIGl0IGEgcGlwZSBvZiBpdHMgb3duLlxuICogQHJldHVybnMgVGhlIHJ1bm5pbmcgcHJvY2Vzcy5cbiAqIEB0aHJvd3Mge1NwYXduRXJyb3J9IFdoZW4gdGhlIGNvbW1hbmQgaXMgZW1wdHkgb3IgY2Fubm90IGJlIHN0YXJ0ZWQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgc3Bhd25DaGlsZCB9IGZyb20gXCIuL2NoaWxkX3Byb2Nlc3MudHNcIjtcbiAqIGNvbnN0IGNoaWxkID0gc3Bhd25DaGlsZChbXCJkZW5vXCIsIFwicnVuXCIsIFwidGVzdGluZy9zY3JpcHRlZF9hZ2VudC50c1wiLCBcIi0tcHJvdG9jb2xcIiwgXCIxXCJdKTtcbiAqIGF3YWl0IGNoaWxkLnRlcm1pbmF0ZSgyMDAwKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc3Bhd25DaGlsZChcbiAgd29yZHM6IHJlYWRvbmx5IHN0cmluZ1tdLFxuICBvcHRpb25zOiBDaGlsZE9wdGlvbnMgPSB7fSxcbiAgc3Rkb3V0OiBcInBpcGVkXCIgfCBcImluaGVyaXRcIiA9IFwicGlwZWRcIixcbik6IENoaWxkUHJvY2Vzc0Nvbm5lY3Rpb24ge1xuICBjb25zdCBjaGlsZCA9IHN0YXJ0KHdvcmRzLCBvcHRpb25zLCBzdGRvdXQpO1xuICBjb25zdCBwaWQgPSBjaGlsZC5waWQ7XG4gIGd1YXJkR3JvdXAocGlkKTsgLy8gbm8gcHJvY2VzcyBvZiB0aGUgZ3JvdXAgb3V0bGl2ZXMgdGhpcyBvbmUsIGV2ZW4gaWYgaXQgaXMgU0lHS0lMTGVkXG4gIGxldCBhbGl2ZSA9IHRydWU7XG4gIGNvbnN0IGV4aXRlZCA9IGNoaWxkLnN0YXR1cy50aGVuKChzKSA9PiB7XG4gICAgYWxpdmUgPSBmYWxzZTtcbiAgICByZXR1cm4gcy5jb2RlOyAvLyBEZW5vIHJlcG9ydHMgMTI4K04gZm9yIGEgY2hpbGQga2lsbGVkIGJ5IHNpZ25hbCBOXG4gIH0pO1xuICBjb25zdCBzaWduYWxPd25Hcm91cCA9IChzaWduYWw6IERlbm8uU2lnbmFsKTogdm9pZCA9PiB2b2lkIHNpZ25hbEd1YXJkZWRHcm91cChwaWQsIHNpZ25hbCk7XG4gIGxldCB0ZXJtaW5hdGluZzogUHJvbWlzZTxudW1iZXI+IHwgdW5kZWZpbmVkO1xuICBsZXQgc2VudDogRGVuby5TaWduYWwgfCB1bmRlZmluZWQ7XG4gIGxldCBraWxsZWQgPSBmYWxzZTtcbiAgY29uc3QgdGVybWluYXRlID0gKGdyYWNlTXM6IG51bWJlciwgc2lnbmFsPzogRGVuby5TaWduYWwpOiBQcm9taXNlPG51bWJlcj4gPT4ge1xuICAgIGlmICh0ZXJtaW5hdGluZyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAvLyBBIGxhdGVyIGNhbGwgd2l0aCBhbm90aGVyIHNpZ25hbCAoYSBzdG9wIHdoaWxlIGl0IGlzIGJlaW5nIHRlcm1pbmF0ZWQpIHNlbmRzIGl0IG5vdztcbiAgICAgIC8vIHRoZSBncmFjZSBhbmQgdGhlIFNJR0tJTEwgb2YgdGhlIGZpcnN0IGNhbGwgc3RhbmQsIGJ1dCBvbmNlIHRoZSBsZWFkZXIgaXMgZ29uZSB0aGUgcmVzdFxuICAgICAgLy8gb2YgaXRzIGdyb3VwIGlzIG5vIGxvbmdlciB3YWl0ZWQgZm9yLlxuICAgICAgaWYgKHNpZ25hbCAhPT0gdW5kZWZpbmVkICYmIHNpZ25hbCAhPT0gc2VudCkge1xuICAgICAgICBzZW50ID0gc2lnbmFsO1xuICAgICAgICBpbnNpc3QocGlkKTtcbiAgICAgICAgdHJ5IHtcbiAgICAgICAgICBzaWduYWxPd25Hcm91cChzaWduYWwpO1xuICAgICAgICB9IGNhdGNoIChlKSB7XG4gICAgICAgICAgcmV0dXJuIFByb21pc2UucmVqZWN0KGUpO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICByZXR1cm4gdGVybWluYXRpbmc7XG4gICAgfVxuICAgIHNlbnQgPSBzaWduYWwgPz8gXCJTSUdURVJNXCI7XG4gICAgdGVybWluYXRpbmcgPSAoYXN5bmMgKCkgPT4ge1xuICAgICAgY29uc3QgZGVhZGxpbmUgPSBEYXRlLm5vdygpICsgZ3JhY2VNcztcbiAgICAgIGlmIChhbGl2ZSkge1xuICAgICAgICB0cnkge1xuICAgICAgICAgIHNpZ25hbE93bkdyb3VwKHNlbnQhKTtcbiAgICAgICAgfSBjYXRjaCAoZSkge1xuICAgICAgICAgIHNpZ25hbE93bkdyb3VwKFwiU0lHS0lMTFwiKTsgLy8gYSBzaWduYWwgdGhhdCBjb3VsZCBub3QgYmUgc2VudCBtdXN0IG5vdCBsZWF2ZSBpdCBydW5uaW5nXG4gICAgICAgICAgdGhyb3cgZTtcbiAgICAgICAgfVxuICAgICAgICBpZiAoIWF3YWl0IHNldHRsZXNXaXRoaW4oZXhpdGVkLCBncmFjZU1zKSkge1xuICAgICAgICAgIGtpbGxlZCA9IHRydWU7XG4gICAgICAgICAgc2lnbmFsT3duR3JvdXAoXCJTSUdLSUxMXCIpO1xuICAgICAgICB9IC8vIEEgd3JhcHBlciB0aGF0IGRpZXMgYXQgb25jZSBvbiB0aGUgc2lnbmFsIChgc2ggLWMgJ2FnZW50OyBlY2hvIGRvbmUnYCwgYW4gbnB4IHNoaW0pXG4gICAgICAgIC8vIGxlYXZlcyB0aGUgYWdlbnQgaXQgc3RhcnRlZCBoYW5kbGluZyBpdDogdGhlIHJlc3Qgb2YgdGhlIGdyb3VwIGhhcyB0aGUgcmVzdCBvZiB0aGVcbiAgICAgICAgLy8gZ3JhY2UgcGVyaW9kIHRvIGVuZCB0b28sIGFzIHRoZSB3aG9sZSBncm91cCB3YXMgdG9sZC5cbiAgICAgICAgZWxzZSBhd2FpdCBncm91cEVuZGVkKHBpZCwgZGVhZGxpbmUpO1xuICAgICAgfSBlbHNlIGlmIChzaWduYWxHdWFyZGVkR3JvdXAocGlkLCBzZW50ISkpIHtcbiAgICAgICAgLy8gVGhlIGxlYWRlciBpcyBnb25lIGFscmVhZHkgKGEgc2lnbmFsIHNvbWVvbmUgZWxzZSBzZW50IGl0LCBhcyBhY3B4IGRvZXMgdG8gdGhlXG4gICAgICAgIC8vIGRhZW1vbidzIGNoaWxkcmVuLCBvciBpdHMgb3duIGV4aXQpIGFuZCBpdHMgZ3JvdXAgaXMgbm90OiB0aGUgcmVzdCBnZXRzIHRoZSBzaWduYWwgYW5kXG4gICAgICAgIC8vIHRoZSBncmFjZSBwZXJpb2QsIGFzIHRoZSB3aG9sZSBncm91cCB3b3VsZCBoYXZlLlxuICAgICAgICBhd2FpdCBncm91cEVuZGVkKHBpZCwgZGVhZGxpbmUpO1xuICAgICAgfVxuICAgICAgY29uc3QgY29kZSA9IGF3YWl0IGV4aXRlZDtcbiAgICAgIHNpZ25hbE93bkdyb3VwKFwiU0lHS0lMTFwiKTsgLy8gYW55dGhpbmcgdGhlIGFnZW50IGxlZnQgcnVubmluZyBpbiBpdHMgZ3JvdXBcbiAgICAgIGF3YWl0IHJlbGVhc2VHcm91cChwaWQpO1xuICAgICAgcmV0dXJuIGNvZGU7XG4gICAgfSkoKTtcbiAgICByZXR1cm4gdGVybWluYXRpbmc7XG4gIH07XG4gIHJldHVybiB7XG4gICAgcmVhZGFibGU6IHN0ZG91dCA9PT0gXCJwaXBlZFwiID8gY2hpbGQuc3Rkb3V0IDogUmVhZGFibGVTdHJlYW0uZnJvbTxVaW50OEFycmF5PihbXSksXG4gICAgd3JpdGFibGU6IGNoaWxkLnN0ZGluLFxuICAgIHBpZCxcbiAgICBleGl0ZWQsXG4gICAgZXhpdFNpZ25hbDogY2hpbGQuc3RhdHVzLnRoZW4oKHMpID0+IHMuc2lnbmFsKSxcbiAgICBnZXQga2lsbGVkQWZ0ZXJHcmFjZSgpIHtcbiAgICAgIHJldHVybiBraWxsZWQ7XG4gICAgfSxcbiAgICB0ZXJtaW5hdGUsXG4gICAgc2lnbmFsR3JvdXA6IHNpZ25hbE93bkdyb3VwLFxuICAgIC4uLihvcHRpb25zLnN0ZGVyciA9PT0gXCJwaXBlZFwiID8geyBzdGRlcnI6IGNoaWxkLnN0ZGVyciB9IDoge30pLFxuICB9O1xufVxuXG4vKiogSG93IG9mdGVuIGEgc2lnbmFsbGVkIGdyb3VwIHdob3NlIGxlYWRlciBoYXMgZXhpdGVkIGlzIGxvb2tlZCBhdC4gKi9cbmNvbnN0IEdST1VQX1BPTExfTVMgPSAxMDA7XG5cbi8qKlxuICogUmVzb2x2ZXMgb25jZSBwcm9jZXNzIGdyb3VwIGBwZ2lkYCBoYXMgbm8gcHJvY2VzcyBsZWZ0IHRoYXQgcnVucyAoem9tYmllcyBub3QgY291bnRlZCksIGF0XG4gKiBgZGVhZGxpbmVgIChtcyBzaW5jZSB0aGUgZXBvY2gpLCBvciBvbmNlIGEgc2Vjb25kIHNpZ25hbCB3YXMgc2VudCB0byBpdDogc3RvcCBub3cuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIGdyb3VwRW5kZWQocGdpZDogbnVtYmVyLCBkZWFkbGluZTogbnVtYmVyKTogUHJvbWlzZTx2b2lkPiB7XG4gIGNvbnN0IHNpbmNlID0gRGF0ZS5ub3coKTtcbiAgd2hpbGUgKERhdGUubm93KCkgPCBkZWFkbGluZSAmJiAhaW5zaXN0ZWRPbihwZ2lkKSkge1xuICAgIHRyeSB7XG4gICAgICBpZiAoIWF3YWl0IGdyb3VwUnVucyhwZ2lkLCBzaW5jZSkpIHJldHVybjtcbiAgICB9IGNhdGNoIChlKSB7XG4gICAgICAvLyBBIHByb2Nlc3Mgb2YgaXQgdGhhdCBpcyBub3Qgb3VycyB0byBzaWduYWwgKHNldHVpZCk6IGl0cyBTSUdLSUxMIGZhaWxzIHRoZSBzYW1lIHdheS5cbiAgICAgIGlmIChlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuUGVybWlzc2lvbkRlbmllZCkgcmV0dXJuO1xuICAgICAgdGhyb3cgZTtcbiAgICB9XG4gICAgYXdhaXQgbmV3IFByb21pc2UoKHJlc29sdmUpID0+XG4gICAgICBzZXRUaW1lb3V0KHJlc29sdmUsIE1hdGgubWF4KDEsIE1hdGgubWluKEdST1VQX1BPTExfTVMsIGRlYWRsaW5lIC0gRGF0ZS5ub3coKSkpKVxuICAgICk7XG4gIH1cbn1cblxuZnVuY3Rpb24gc3RhcnQoXG4gIHdvcmRzOiByZWFkb25seSBzdHJpbmdbXSxcbiAgb3B0aW9uczogQ2hpbGRPcHRpb25zLFxuICBzdGRvdXQ6IFwicGlwZWRcIiB8IFwiaW5oZXJpdFwiLFxuKTogRGVuby5DaGlsZFByb2Nlc3Mge1xuICBpZiAod29yZHMubGVuZ3RoID09PSAwKSB0aHJvdyBuZXcgU3Bhd25FcnJvcihcInRoZSBjb21tYW5kIGlzIGVtcHR5XCIpO1xuICBjb25zdCBbcHJvZ3JhbSwgLi4uYXJnc10gPSB3b3JkcztcbiAgdHJ5IHtcbiAgICByZXR1cm4gbmV3IERlbm8uQ29tbWFuZChwcm9ncmFtLCB7XG4gICAgICBhcmdzLFxuICAgICAgZW52OiBvcHRpb25zLmVudixcbiAgICAgIGNsZWFyRW52OiBvcHRpb25zLmNsZWFyRW52LFxuICAgICAgY3dkOiBvcHRpb25zLmN3ZCxcbiAgICAgIHN0ZGluOiBcInBpcGVkXCIsXG4gICAgICBzdGRvdXQsXG4gICAgICBzdGRlcnI6IG9wdGlvbnMuc3RkZXJyID8/IFwiaW5oZXJpdFwiLFxuICAgICAgZGV0YWNoZWQ6IHRydWUsXG4gICAgfSkuc3Bhd24oKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIGNvbnN0IHJlYXNvbiA9IGUgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ob3RGb3VuZFxuICAgICAgPyAobWlzc2luZ0RpcmVjdG9yeShvcHRpb25zLmN3ZCkgPz8gbWlzc2luZ0ludGVycHJldGVyKHByb2dyYW0sIG9wdGlvbnMpID8/XG4gICAgICAgIGAke3Byb2dyYW19OiBjb21tYW5kIG5vdCBmb3VuZCR7cmVsYXRpdmVUbyhwcm9ncmFtLCBvcHRpb25zKX1gKVxuICAgICAgOiBlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuUGVybWlzc2lvbkRlbmllZFxuICAgICAgPyBgJHtwcm9ncmFtfTogJHtcbiAgICAgICAgaXNEaXJlY3RvcnkocHJvZ3JhbSwgb3B0aW9ucykgPyBcImlzIGEgZGlyZWN0b3J5LCBub3QgYSBwcm9ncmFtXCIgOiBcInBlcm1pc3Npb24gZGVuaWVkXCJcbiAgICAgIH1gXG4gICAgICA6IGAke3Byb2dyYW19OiAkeyhlIGFzIEVycm9yKS5tZXNzYWdlfWA7XG4gICAgdGhyb3cgbmV3IFNwYXduRXJyb3IocmVhc29uLCB7IGNhdXNlOiBlIH0pO1xuICB9XG59XG5cbi8qKlxuICogRm9yIGEgcmVsYXRpdmUgcGF0aCB3aXRoIGEgc2xhc2ggKGAuL2FnZW50LnB5YCksIHRoZSBkaXJlY3RvcnkgaXQgd2FzIGxvb2tlZCB1cCBmcm9tOiB0aGVcbiAqIGNoaWxkJ3MgYGN3ZGAsIGVsc2UgdGhpcyBwcm9jZXNzJ3MsIHdoaWNoIGEgY29uZmlnIGZpbGUncyBkaXJlY3RvcnkgbmVlZCBub3QgYmUuXG4gKi9cbmZ1bmN0aW9uIHJlbGF0aXZlVG8ocHJvZ3JhbTogc3RyaW5nLCBvcHRpb25zOiBDaGlsZE9wdGlvbnMpOiBzdHJpbmcge1xuICBpZiAoIXByb2dyYW0uaW5jbHVkZXMoXCIvXCIpIHx8IHByb2dyYW0uc3RhcnRzV2l0aChcIi9cIikpIHJldHVybiBcIlwiO1xuICAvLyAoQSByZW1vdmVkIHdvcmtpbmcgZGlyZWN0b3J5IGlzIHNhaWQgYmVmb3JlIHRoaXM6IGBtaXNzaW5nRGlyZWN0b3J5YC4pXG4gIHJldHVybiBgIChhIHJlbGF0aXZlIHBhdGgsIGxvb2tlZCB1cCBmcm9tICR7b3B0aW9ucy5jd2QgPz8gRGVuby5jd2QoKX0pYDtcbn1cblxuLyoqXG4gKiBXaGVyZSBgcHJvZ3JhbWAgaXM6IGEgcGF0aCB3aXRoIGEgc2xhc2ggKGZyb20gYGN3ZGApLCBlbHNlIHRoZSBmaXJzdCBtYXRjaCBvbiBgUEFUSGAgKHRoZVxuICogY2hpbGQncywgZWxzZSB0aGlzIHByb2Nlc3MncyksIG9yIHVuZGVmaW5lZCB3aGVuIHRoZXJlIGlzIG5vbmUuXG4gKi9cbmZ1bmN0aW9uIHByb2dyYW1QYXRoKHByb2dyYW06IHN0cmluZywgb3B0aW9uczogQ2hpbGRPcHRpb25zKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgLy8gKEEgcmVtb3ZlZCB3b3JraW5nIGRpcmVjdG9yeSBmYWlscyB0aGUgc3Bhd24gYXMgTm90Rm91bmQsIHNhaWQgYnkgYG1pc3NpbmdEaXJlY3RvcnlgIGZpcnN0LilcbiAgY29uc3QgYmFzZSA9IG9wdGlvbnMuY3dkID8/IERlbm8uY3dkKCk7XG4gIGlmIChwcm9ncmFtLmluY2x1ZGVzKFwiL1wiKSkgcmV0dXJuIHByb2dyYW0uc3RhcnRzV2l0aChcIi9cIikgPyBwcm9ncmFtIDogYCR7YmFzZX0vJHtwcm9ncmFtfWA7XG4gIGNvbnN0IHBhdGggPSBvcHRpb25zLmVudj8uUEFUSCA/PyAob3B0aW9ucy5jbGVhckVudiA/IHVuZGVmaW5lZCA6IERlbm8uZW52LmdldChcIlBBVEhcIikpO1xuICBmb3IgKGNvbnN0IGRpciBvZiAocGF0aCA/PyBcIlwiKS5zcGxpdChcIjpcIikpIHtcbiAgICAvLyBBbiBlbXB0eSBlbnRyeSBpcyB0aGUgd29ya2luZyBkaXJlY3RvcnksIGFzIGZvciB0aGUgc2hlbGwuXG4gICAgY29uc3QgZnVsbCA9IGRpci5zdGFydHNXaXRoKFwiL1wiKSA/IGAke2Rpcn0vJHtwcm9ncmFtfWAgOiBgJHtiYXNlfS8ke2RpciB8fCBcIi5cIn0vJHtwcm9ncmFtfWA7XG4gICAgdHJ5IHtcbiAgICAgIERlbm8uc3RhdFN5bmMoZnVsbCk7XG4gICAgICByZXR1cm4gZnVsbDtcbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIG5vdCB0aGVyZVxuICAgIH1cbiAgfVxuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG4vKiogV2hldGhlciBgcHJvZ3JhbWAgbmFtZXMgYSBkaXJlY3RvcnkgKHNwYXduIHNheXMgb25seSBcInBlcm1pc3Npb24gZGVuaWVkXCIpLiAqL1xuZnVuY3Rpb24gaXNEaXJlY3RvcnkocHJvZ3JhbTogc3RyaW5nLCBvcHRpb25zOiBDaGlsZE9wdGlvbnMpOiBib29sZWFuIHtcbiAgY29uc3QgcGF0aCA9IHByb2dyYW1QYXRoKHByb2dyYW0sIG9wdGlvbnMpO1xuICB0cnkge1xuICAgIHJldHVybiBwYXRoICE9PSB1bmRlZmluZWQgJiYgRGVuby5zdGF0U3luYyhwYXRoKS5pc0RpcmVjdG9yeTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIGZhbHNlO1xuICB9XG59XG5cbi8qKlxuICogV2h5IGEgcHJvZ3JhbSB0aGF0IGV4aXN0cyB3YXMgXCJub3QgZm91bmRcIjogdGhlIGludGVycHJldGVyIGl0cyBgIyFgIGxpbmUgbmFtZXMgaXMgbWlzc2luZ1xuICogKHNwYXduIHNheXMgb25seSBcIm5vdCBmb3VuZFwiKSwgb3IgdW5kZWZpbmVkLlxuICovXG5mdW5jdGlvbiBtaXNzaW5nSW50ZXJwcmV0ZXIocHJvZ3JhbTogc3RyaW5nLCBvcHRpb25zOiBDaGlsZE9wdGlvbnMpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBjb25zdCBwYXRoID0gcHJvZ3JhbVBhdGgocHJvZ3JhbSwgb3B0aW9ucyk7XG4gIGlmIChwYXRoID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gIGxldCBoZWFkOiBzdHJpbmc7XG4gIHRyeSB7XG4gICAgdXNpbmcgZmlsZSA9IERlbm8ub3BlblN5bmMocGF0aCk7XG4gICAgY29uc3QgYnl0ZXMgPSBuZXcgVWludDhBcnJheSgyNTYpO1xuICAgIGNvbnN0IG4gPSBmaWxlLnJlYWRTeW5jKGJ5dGVzKSA/PyAwO1xuICAgIGhlYWQgPSBuZXcgVGV4dERlY29kZXIoKS5kZWNvZGUoYnl0ZXMuc3ViYXJyYXkoMCwgbikpO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9XG4gIGlmICghaGVhZC5zdGFydHNXaXRoKFwiIyFcIikpIHJldHVybiB1bmRlZmluZWQ7XG4gIGNvbnN0IGxpbmUgPSBoZWFkLnNsaWNlKDIpLnNwbGl0KFwiXFxuXCIpWzBdO1xuICAvLyBBIHNjcmlwdCBzYXZlZCB3aXRoIENSTEYgbGluZSBlbmRzIG5hbWVzIFwiL2Jpbi9zaFxcclwiLCB3aGljaCB0aGUga2VybmVsIGxvb2tzIGZvci5cbiAgaWYgKGxpbmUuZW5kc1dpdGgoXCJcXHJcIikpIHtcbiAgICByZXR1cm4gYCR7cHJvZ3JhbX06IGl0cyAjISBsaW5lIGVuZHMgd2l0aCBhIGNhcnJpYWdlIHJldHVybiAoQ1JMRiBsaW5lIGVuZHM6IGNvbnZlcnQgdGhlIGAgK1xuICAgICAgYHNjcmlwdCB0byBMRiwgZS5nLiB3aXRoIGRvczJ1bml4KWA7XG4gIH1cbiAgY29uc3QgaW50ZXJwcmV0ZXIgPSBsaW5lLnRyaW0oKS5zcGxpdCgvWyBcXHRdKy8pWzBdO1xuICBpZiAoaW50ZXJwcmV0ZXIgPT09IFwiXCIpIHJldHVybiB1bmRlZmluZWQ7XG4gIHRyeSB7XG4gICAgRGVuby5zdGF0U3luYyhpbnRlcnByZXRlcik7XG4gICAgcmV0dXJuIHVuZGVmaW5lZDsgLy8gaXQgaXMgdGhlcmU6IHNvbWV0aGluZyBlbHNlIHdhcyBub3QgZm91bmRcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIGAke3Byb2dyYW19OiBpdHMgaW50ZXJwcmV0ZXIgJHtpbnRlcnByZXRlcn0gKGl0cyAjISBsaW5lKSB3YXMgbm90IGZvdW5kYDtcbiAgfVxufVxuXG4vKipcbiAqIFdoeSBgY3dkYCBjYW5ub3QgYmUgYSB3b3JraW5nIGRpcmVjdG9yeSAoaXQgZG9lcyBub3QgZXhpc3QsIG9yIGlzIG5vdCBhIGRpcmVjdG9yeTsgbm9uZVxuICogZ2l2ZW46IHRoaXMgcHJvY2VzcydzIGhhcyBiZWVuIHJlbW92ZWQpLCBvciB1bmRlZmluZWQgd2hlbiBpdCBjYW46IHNwYXduIHNheXMgb25seSBcIm5vdFxuICogZm91bmRcIiBmb3IgYm90aCBpdCBhbmQgdGhlIHByb2dyYW0uXG4gKi9cbmZ1bmN0aW9uIG1pc3NpbmdEaXJlY3RvcnkoY3dkOiBzdHJpbmcgfCB1bmRlZmluZWQpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICAvLyBBIHJlbGF0aXZlIG9uZSBzdGFydHMgdGhlcmUgdG9vIChgLmAgb2YgYSByZW1vdmVkIGRpcmVjdG9yeSBzdGlsbCBzdGF0cykuXG4gIGlmIChjd2QgPT09IHVuZGVmaW5lZCB8fCAhY3dkLnN0YXJ0c1dpdGgoXCIvXCIpKSB7XG4gICAgLy8gSW5oZXJpdGVkOiBvbmUgcmVtb3ZlZCBzaW5jZSB0aGlzIHByb2Nlc3Mgc3RhcnRlZCBmYWlscyBldmVyeSBzcGF3bi5cbiAgICB0cnkge1xuICAgICAgRGVuby5jd2QoKTtcbiAgICB9IGNhdGNoIChlKSB7XG4gICAgICBpZiAoIShlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuTm90Rm91bmQpKSB0aHJvdyBlO1xuICAgICAgcmV0dXJuIFwidGhlIHdvcmtpbmcgZGlyZWN0b3J5IHRoaXMgcHJvY2VzcyB3YXMgc3RhcnRlZCBpbiBoYXMgYmVlbiByZW1vdmVkOyBnaXZlIHRoZSBcIiArXG4gICAgICAgIFwiYWdlbnQgYSB3b3JraW5nIGRpcmVjdG9yeSB0aGF0IGV4aXN0c1wiO1xuICAgIH1cbiAgICBpZiAoY3dkID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gIH1cbiAgdHJ5IHtcbiAgICBpZiAoRGVuby5zdGF0U3luYyhjd2QpLmlzRGlyZWN0b3J5KSByZXR1cm4gdW5kZWZpbmVkO1xuICAgIHJldHVybiBgdGhlIHdvcmtpbmcgZGlyZWN0b3J5ICR7Y3dkfSBpcyBub3QgYSBkaXJlY3RvcnlgO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gYHRoZSB3b3JraW5nIGRpcmVjdG9yeSAke2N3ZH0gZG9lcyBub3QgZXhpc3RgO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUdELFNBQ0UsVUFBVSxFQUNWLE1BQU0sRUFDTixVQUFVLEVBQ1YsWUFBWSxFQUNaLGtCQUFrQixRQUNiLHNCQUFzQjtBQUM3QixTQUFTLFNBQVMsUUFBUSxxQkFBcUI7QUFDL0MsU0FBUyxhQUFhLFFBQVEsNkJBQTZCO0FBOEIzRDs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sTUFBTSxtQkFBbUI7RUFDOUI7Ozs7O0dBS0MsR0FDRCxZQUFZLE9BQWUsRUFBRSxPQUFzQixDQUFFO0lBQ25ELEtBQUssQ0FBQyxTQUFTO0lBQ2YsSUFBSSxDQUFDLElBQUksR0FBRztFQUNkO0FBQ0Y7QUFjQTs7Ozs7Ozs7Ozs7Ozs7OztDQWdCQyxHQUNELE9BQU8sU0FBUyxXQUNkLEtBQXdCLEVBQ3hCLFVBQXdCLENBQUMsQ0FBQyxFQUMxQixTQUE4QixPQUFPO0VBRXJDLE1BQU0sUUFBUSxNQUFNLE9BQU8sU0FBUztFQUNwQyxNQUFNLE1BQU0sTUFBTSxHQUFHO0VBQ3JCLFdBQVcsTUFBTSxxRUFBcUU7RUFDdEYsSUFBSSxRQUFRO0VBQ1osTUFBTSxTQUFTLE1BQU0sTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFDO0lBQ2hDLFFBQVE7SUFDUixPQUFPLEVBQUUsSUFBSSxFQUFFLG9EQUFvRDtFQUNyRTtFQUNBLE1BQU0saUJBQWlCLENBQUMsU0FBOEIsS0FBSyxtQkFBbUIsS0FBSztFQUNuRixJQUFJO0VBQ0osSUFBSTtFQUNKLElBQUksU0FBUztFQUNiLE1BQU0sWUFBWSxDQUFDLFNBQWlCO0lBQ2xDLElBQUksZ0JBQWdCLFdBQVc7TUFDN0IsdUZBQXVGO01BQ3ZGLDBGQUEwRjtNQUMxRix3Q0FBd0M7TUFDeEMsSUFBSSxXQUFXLGFBQWEsV0FBVyxNQUFNO1FBQzNDLE9BQU87UUFDUCxPQUFPO1FBQ1AsSUFBSTtVQUNGLGVBQWU7UUFDakIsRUFBRSxPQUFPLEdBQUc7VUFDVixPQUFPLFFBQVEsTUFBTSxDQUFDO1FBQ3hCO01BQ0Y7TUFDQSxPQUFPO0lBQ1Q7SUFDQSxPQUFPLFVBQVU7SUFDakIsY0FBYyxDQUFDO01BQ2IsTUFBTSxXQUFXLEtBQUssR0FBRyxLQUFLO01BQzlCLElBQUksT0FBTztRQUNULElBQUk7VUFDRixlQUFlO1FBQ2pCLEVBQUUsT0FBTyxHQUFHO1VBQ1YsZUFBZSxZQUFZLDREQUE0RDtVQUN2RixNQUFNO1FBQ1I7UUFDQSxJQUFJLENBQUMsTUFBTSxjQUFjLFFBQVEsVUFBVTtVQUN6QyxTQUFTO1VBQ1QsZUFBZTtRQUNqQixPQUdLLE1BQU0sV0FBVyxLQUFLO01BQzdCLE9BQU8sSUFBSSxtQkFBbUIsS0FBSyxPQUFRO1FBQ3pDLGlGQUFpRjtRQUNqRix5RkFBeUY7UUFDekYsbURBQW1EO1FBQ25ELE1BQU0sV0FBVyxLQUFLO01BQ3hCO01BQ0EsTUFBTSxPQUFPLE1BQU07TUFDbkIsZUFBZSxZQUFZLCtDQUErQztNQUMxRSxNQUFNLGFBQWE7TUFDbkIsT0FBTztJQUNULENBQUM7SUFDRCxPQUFPO0VBQ1Q7RUFDQSxPQUFPO0lBQ0wsVUFBVSxXQUFXLFVBQVUsTUFBTSxNQUFNLEdBQUcsZUFBZSxJQUFJLENBQWEsRUFBRTtJQUNoRixVQUFVLE1BQU0sS0FBSztJQUNyQjtJQUNBO0lBQ0EsWUFBWSxNQUFNLE1BQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsTUFBTTtJQUM3QyxJQUFJLG9CQUFtQjtNQUNyQixPQUFPO0lBQ1Q7SUFDQTtJQUNBLGFBQWE7SUFDYixHQUFJLFFBQVEsTUFBTSxLQUFLLFVBQVU7TUFBRSxRQUFRLE1BQU0sTUFBTTtJQUFDLElBQUksQ0FBQyxDQUFDO0VBQ2hFO0FBQ0Y7QUFFQSxzRUFBc0UsR0FDdEUsTUFBTSxnQkFBZ0I7QUFFdEI7OztDQUdDLEdBQ0QsZUFBZSxXQUFXLElBQVksRUFBRSxRQUFnQjtFQUN0RCxNQUFNLFFBQVEsS0FBSyxHQUFHO0VBQ3RCLE1BQU8sS0FBSyxHQUFHLEtBQUssWUFBWSxDQUFDLFdBQVcsTUFBTztJQUNqRCxJQUFJO01BQ0YsSUFBSSxDQUFDLE1BQU0sVUFBVSxNQUFNLFFBQVE7SUFDckMsRUFBRSxPQUFPLEdBQUc7TUFDVix1RkFBdUY7TUFDdkYsSUFBSSxhQUFhLEtBQUssTUFBTSxDQUFDLGdCQUFnQixFQUFFO01BQy9DLE1BQU07SUFDUjtJQUNBLE1BQU0sSUFBSSxRQUFRLENBQUMsVUFDakIsV0FBVyxTQUFTLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsZUFBZSxXQUFXLEtBQUssR0FBRztFQUUvRTtBQUNGO0FBRUEsU0FBUyxNQUNQLEtBQXdCLEVBQ3hCLE9BQXFCLEVBQ3JCLE1BQTJCO0VBRTNCLElBQUksTUFBTSxNQUFNLEtBQUssR0FBRyxNQUFNLElBQUksV0FBVztFQUM3QyxNQUFNLENBQUMsU0FBUyxHQUFHLEtBQUssR0FBRztFQUMzQixJQUFJO0lBQ0YsT0FBTyxJQUFJLEtBQUssT0FBTyxDQUFDLFNBQVM7TUFDL0I7TUFDQSxLQUFLLFFBQVEsR0FBRztNQUNoQixVQUFVLFFBQVEsUUFBUTtNQUMxQixLQUFLLFFBQVEsR0FBRztNQUNoQixPQUFPO01BQ1A7TUFDQSxRQUFRLFFBQVEsTUFBTSxJQUFJO01BQzFCLFVBQVU7SUFDWixHQUFHLEtBQUs7RUFDVixFQUFFLE9BQU8sR0FBRztJQUNWLE1BQU0sU0FBUyxhQUFhLEtBQUssTUFBTSxDQUFDLFFBQVEsR0FDM0MsaUJBQWlCLFFBQVEsR0FBRyxLQUFLLG1CQUFtQixTQUFTLFlBQzlELEdBQUcsUUFBUSxtQkFBbUIsRUFBRSxXQUFXLFNBQVMsVUFBVSxHQUM5RCxhQUFhLEtBQUssTUFBTSxDQUFDLGdCQUFnQixHQUN6QyxHQUFHLFFBQVEsRUFBRSxFQUNiLFlBQVksU0FBUyxXQUFXLGtDQUFrQyxxQkFDbEUsR0FDQSxHQUFHLFFBQVEsRUFBRSxFQUFFLEFBQUMsRUFBWSxPQUFPLEVBQUU7SUFDekMsTUFBTSxJQUFJLFdBQVcsUUFBUTtNQUFFLE9BQU87SUFBRTtFQUMxQztBQUNGO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxXQUFXLE9BQWUsRUFBRSxPQUFxQjtFQUN4RCxJQUFJLENBQUMsUUFBUSxRQUFRLENBQUMsUUFBUSxRQUFRLFVBQVUsQ0FBQyxNQUFNLE9BQU87RUFDOUQseUVBQXlFO0VBQ3pFLE9BQU8sQ0FBQyxrQ0FBa0MsRUFBRSxRQUFRLEdBQUcsSUFBSSxLQUFLLEdBQUcsR0FBRyxDQUFDLENBQUM7QUFDMUU7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLFlBQVksT0FBZSxFQUFFLE9BQXFCO0VBQ3pELCtGQUErRjtFQUMvRixNQUFNLE9BQU8sUUFBUSxHQUFHLElBQUksS0FBSyxHQUFHO0VBQ3BDLElBQUksUUFBUSxRQUFRLENBQUMsTUFBTSxPQUFPLFFBQVEsVUFBVSxDQUFDLE9BQU8sVUFBVSxHQUFHLEtBQUssQ0FBQyxFQUFFLFNBQVM7RUFDMUYsTUFBTSxPQUFPLFFBQVEsR0FBRyxFQUFFLFFBQVEsQ0FBQyxRQUFRLFFBQVEsR0FBRyxZQUFZLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxPQUFPO0VBQ3RGLEtBQUssTUFBTSxPQUFPLENBQUMsUUFBUSxFQUFFLEVBQUUsS0FBSyxDQUFDLEtBQU07SUFDekMsNkRBQTZEO0lBQzdELE1BQU0sT0FBTyxJQUFJLFVBQVUsQ0FBQyxPQUFPLEdBQUcsSUFBSSxDQUFDLEVBQUUsU0FBUyxHQUFHLEdBQUcsS0FBSyxDQUFDLEVBQUUsT0FBTyxJQUFJLENBQUMsRUFBRSxTQUFTO0lBQzNGLElBQUk7TUFDRixLQUFLLFFBQVEsQ0FBQztNQUNkLE9BQU87SUFDVCxFQUFFLE9BQU07SUFDTixZQUFZO0lBQ2Q7RUFDRjtFQUNBLE9BQU87QUFDVDtBQUVBLCtFQUErRSxHQUMvRSxTQUFTLFlBQVksT0FBZSxFQUFFLE9BQXFCO0VBQ3pELE1BQU0sT0FBTyxZQUFZLFNBQVM7RUFDbEMsSUFBSTtJQUNGLE9BQU8sU0FBUyxhQUFhLEtBQUssUUFBUSxDQUFDLE1BQU0sV0FBVztFQUM5RCxFQUFFLE9BQU07SUFDTixPQUFPO0VBQ1Q7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsbUJBQW1CLE9BQWUsRUFBRSxPQUFxQjtFQUNoRSxNQUFNLE9BQU8sWUFBWSxTQUFTO0VBQ2xDLElBQUksU0FBUyxXQUFXLE9BQU87RUFDL0IsSUFBSTtFQUNKLElBQUk7VUFDSSxPQUFPLEtBQUssUUFBUSxDQUFDO0lBQzNCLE1BQU0sUUFBUSxJQUFJLFdBQVc7SUFDN0IsTUFBTSxJQUFJLEtBQUssUUFBUSxDQUFDLFVBQVU7SUFDbEMsT0FBTyxJQUFJLGNBQWMsTUFBTSxDQUFDLE1BQU0sUUFBUSxDQUFDLEdBQUc7RUFDcEQsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0VBQ0EsSUFBSSxDQUFDLEtBQUssVUFBVSxDQUFDLE9BQU8sT0FBTztFQUNuQyxNQUFNLE9BQU8sS0FBSyxLQUFLLENBQUMsR0FBRyxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUU7RUFDekMsb0ZBQW9GO0VBQ3BGLElBQUksS0FBSyxRQUFRLENBQUMsT0FBTztJQUN2QixPQUFPLEdBQUcsUUFBUSx1RUFBdUUsQ0FBQyxHQUN4RixDQUFDLGlDQUFpQyxDQUFDO0VBQ3ZDO0VBQ0EsTUFBTSxjQUFjLEtBQUssSUFBSSxHQUFHLEtBQUssQ0FBQyxTQUFTLENBQUMsRUFBRTtFQUNsRCxJQUFJLGdCQUFnQixJQUFJLE9BQU87RUFDL0IsSUFBSTtJQUNGLEtBQUssUUFBUSxDQUFDO0lBQ2QsT0FBTyxXQUFXLDRDQUE0QztFQUNoRSxFQUFFLE9BQU07SUFDTixPQUFPLEdBQUcsUUFBUSxrQkFBa0IsRUFBRSxZQUFZLDRCQUE0QixDQUFDO0VBQ2pGO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsU0FBUyxpQkFBaUIsR0FBdUI7RUFDL0MsNEVBQTRFO0VBQzVFLElBQUksUUFBUSxhQUFhLENBQUMsSUFBSSxVQUFVLENBQUMsTUFBTTtJQUM3Qyx1RUFBdUU7SUFDdkUsSUFBSTtNQUNGLEtBQUssR0FBRztJQUNWLEVBQUUsT0FBTyxHQUFHO01BQ1YsSUFBSSxDQUFDLENBQUMsYUFBYSxLQUFLLE1BQU0sQ0FBQyxRQUFRLEdBQUcsTUFBTTtNQUNoRCxPQUFPLGtGQUNMO0lBQ0o7SUFDQSxJQUFJLFFBQVEsV0FBVyxPQUFPO0VBQ2hDO0VBQ0EsSUFBSTtJQUNGLElBQUksS0FBSyxRQUFRLENBQUMsS0FBSyxXQUFXLEVBQUUsT0FBTztJQUMzQyxPQUFPLENBQUMsc0JBQXNCLEVBQUUsSUFBSSxtQkFBbUIsQ0FBQztFQUMxRCxFQUFFLE9BQU07SUFDTixPQUFPLENBQUMsc0JBQXNCLEVBQUUsSUFBSSxlQUFlLENBQUM7RUFDdEQ7QUFDRiJ9
// denoCacheMetadata=8007123158452179631,11278585982432788551