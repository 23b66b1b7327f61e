/**
 * The orphan watchdog: makes sure no process group this process started outlives it, even
 * when this process is killed with SIGKILL and cannot clean up itself.
 *
 * How: one small `/bin/sh` process per daemon, in a session and process group of its own,
 * reads lines from a pipe whose only writer is this process (`+PGID` when a group starts,
 * `!PGID` once this process has signalled it to stop, `-PGID` once it is gone). When this
 * process dies, however it dies, the kernel closes that pipe; the watchdog reads end of file,
 * sends SIGKILL at once to every group still listed that was already told to stop (it had
 * its signal; this process, which was giving it its grace period, is gone: an editor's
 * SIGKILL after its SIGTERM), SIGTERM to the others, waits {@linkcode WATCHDOG_KILL_DELAY_S}
 * second, and sends SIGKILL to them. It uses the shell's builtins only, and `sleep` only when
 * a group was still there.
 *
 * Invariants:
 * - The watchdog's stdin write end is close-on-exec (Deno creates its child pipes so), so no
 *   agent inherits it: the watchdog sees end of file exactly when this process is gone or
 *   lets go of it.
 * - It is started lazily, when the first group is registered, at once (a registration never
 *   waits for a later task); it exits as soon as no group is registered any more, so a
 *   process that ends its agents cleanly leaves nothing.
 * - Its own stdout and stderr are `/dev/null`: it never holds the client's pipes open.
 * - Nothing here throws: a watchdog that cannot start is logged once by the caller's choice
 *   (see {@linkcode setWatchdogErrorHandler}) and the process works on without it.
 * - The groups registered when it starts are in its arguments, not in a line written later:
 *   once it is forked it guards them, even if this process is SIGKILLed before it has run.
 *
 * Limits: a group whose registration had not reached the watchdog when this process was
 * SIGKILLed is not ended -- for the first agent the window between its spawn and the
 * watchdog's fork, for a later one between its spawn and one pipe write; a process that left
 * the agent's group (`setsid`) is not in it; a SIGKILLed watchdog guards nothing (this
 * process then starts a new one for the next group). POSIX only (process groups).
 *
 * @module
 */

/** Seconds between the watchdog's SIGTERM and its SIGKILL to the groups it ends: 1. */
export const WATCHDOG_KILL_DELAY_S = 1;

/**
 * The watchdog's program: the groups it starts with as arguments, then `+PGID`/`-PGID` lines;
 * end of file ends what is left.
 */
const SCRIPT = `# acp-proxy orphan watchdog: see process/group_watchdog.ts
groups=" "
told=" "
for g in "$@"; do groups="$groups$g "; done
while IFS= read -r line; do
  case "$line" in
    +*) groups="$groups\${line#+} " ;;
    !*) told="$told\${line#!} " ;;
    -*) g=\${line#-}
        case "$groups" in *" $g "*) groups="\${groups%% $g *} \${groups#* $g }" ;; esac
        case "$told" in *" $g "*) told="\${told%% $g *} \${told#* $g }" ;; esac ;;
  esac
  [ "$groups" = " " ] && exit 0
done
alive=""
for g in $groups; do
  case "$told" in
    *" $g "*) kill -s KILL -- "-$g" 2>/dev/null ;;
    *) kill -s TERM -- "-$g" 2>/dev/null && alive="$alive $g" ;;
  esac
done
[ -z "$alive" ] && exit 0
sleep ${WATCHDOG_KILL_DELAY_S}
for g in $alive; do kill -s KILL -- "-$g" 2>/dev/null; done
exit 0
`;

const encoder = new TextEncoder();

interface Watchdog {
  child: Deno.ChildProcess;
  writer: WritableStreamDefaultWriter<Uint8Array>;
  /** The last write or close, so that lines stay in order. */
  chain: Promise<void>;
}

let current: Watchdog | null = null;
const groups = new Set<number>();
/** Groups a second signal was sent to, until released. */
const insisted = new Set<number>();
/** Groups told to stop (a signal other than SIGKILL), until released. */
const told = new Set<number>();
let onError: (error: unknown) => void = () => {};
/** The shell the watchdog runs in (see {@linkcode useWatchdogShell}). */
let shell = "/bin/sh";
/** Watchdogs that exited soon after their start, one after another (see `start`). */
let quickExits = 0;
/** Set once watchdogs exit at once again and again: none is started any more. */
let gaveUp = false;
/** A watchdog that ends within this of its start ended "at once". */
const QUICK_EXIT_MS = 5_000;
/**
 * After this many such ends in a row, no watchdog is started any more (one warning): enough
 * for one killed now and then with the daemon's process tree (acpx), not for a shell that
 * cannot run it (regress76, regress77: about 40 starts a second, for good).
 */
const MAX_QUICK_EXITS = 10;

/**
 * Sets who hears that the watchdog could not start or write (the CLI logs a warning).
 *
 * @param handler Called with the error; the process goes on without the watchdog.
 *
 * @example
 * ```ts
 * import { setWatchdogErrorHandler } from "./group_watchdog.ts";
 * setWatchdogErrorHandler((e) => console.error(`no orphan watchdog: ${e}`));
 * ```
 */
export function setWatchdogErrorHandler(handler: (error: unknown) => void): void {
  onError = handler;
}

/**
 * Runs later watchdogs in `path` instead of `/bin/sh`, and starts them afresh (for tests: a
 * shell that cannot run the watchdog).
 *
 * @param path A POSIX shell.
 *
 * @example
 * ```ts ignore
 * import { useWatchdogShell } from "./group_watchdog.ts";
 * useWatchdogShell("/bin/false");
 * ```
 */
export function useWatchdogShell(path: string): void {
  shell = path;
  quickExits = 0;
  gaveUp = false;
}

/**
 * Puts process group `pgid` under the watchdog: if this process dies before
 * {@linkcode releaseGroup} is called for it, the group gets SIGTERM, then SIGKILL.
 *
 * @param pgid The group's id (the pid of its leader).
 *
 * @example
 * ```ts ignore
 * import { guardGroup, releaseGroup } from "./group_watchdog.ts";
 * const child = new Deno.Command("agent", { detached: true }).spawn();
 * guardGroup(child.pid);
 * // ... once the whole group is gone:
 * await releaseGroup(child.pid);
 * ```
 */
export function guardGroup(pgid: number): void {
  if (!Number.isSafeInteger(pgid) || pgid <= 1 || groups.has(pgid)) return;
  groups.add(pgid);
  if (current) {
    send(current, `+${pgid}\n`);
    return;
  }
  // Now, not after the current task: a daemon killed in the meantime would leave the group
  // unguarded (seen under load). It costs one spawn (~ 2 ms) on the way to the first frame.
  start();
}

/**
 * Resolves once every group registered so far has been written to the watchdog (at once when
 * there is none to write). A caller that starts several processes in a row (a chain's
 * components) waits for it between them: each write needs a turn of the event loop, and one
 * after another they would otherwise all wait until the last process started, every group but
 * the first unguarded if the daemon is SIGKILLed meanwhile. Never rejects.
 *
 * @returns Resolves when the registrations are written (or failed: said by the handler).
 *
 * @example
 * ```ts ignore
 * import { groupsRegistered, guardGroup } from "./group_watchdog.ts";
 * guardGroup(child.pid);
 * await groupsRegistered(); // then start the next process
 * ```
 */
export function groupsRegistered(): Promise<void> {
  return current?.chain ?? Promise.resolve();
}

/**
 * Takes group `pgid` off the watchdog's list (call it once no process of the group is
 * left). When it was the last group, the watchdog is closed and this resolves once it
 * has exited.
 *
 * @param pgid The group's id.
 * @returns Resolves when the watchdog has the news (or is gone). Never rejects.
 *
 * @example
 * ```ts ignore
 * import { releaseGroup } from "./group_watchdog.ts";
 * await releaseGroup(1234);
 * ```
 */
export async function releaseGroup(pgid: number): Promise<void> {
  insisted.delete(pgid);
  told.delete(pgid);
  if (!groups.delete(pgid)) return;
  const watchdog = current;
  if (!watchdog) return;
  send(watchdog, `-${pgid}\n`);
  if (groups.size > 0) return await watchdog.chain;
  current = null;
  quickExits = 0; // it guarded until it was done: the ends that came before were no rule
  watchdog.chain = watchdog.chain.then(() => watchdog.writer.close()).catch(() => {});
  await watchdog.chain;
  await watchdog.child.status.catch(() => {});
}

/**
 * Sends `signal` to every process group registered now: for a signal the daemon receives
 * while it is already stopping (its stop, an `AbortSignal`, was aborted by the first one and
 * cannot carry a second), passed on as the first one was.
 *
 * @param signal The signal.
 * @returns How many groups it was sent to (a group already gone is skipped).
 *
 * @example
 * ```ts ignore
 * import { signalGroups } from "./group_watchdog.ts";
 * signalGroups("SIGINT");
 * ```
 */
export function signalGroups(signal: Deno.Signal): number {
  let sent = 0;
  for (const pgid of groups) {
    insist(pgid);
    if (signalGuardedGroup(pgid, signal)) sent++;
  }
  return sent;
}

/**
 * Sends `signal` to guarded process group `pgid`, and, for a signal other than SIGKILL, tells
 * the watchdog the group was told to stop: should this process die before the group is gone,
 * the watchdog sends it SIGKILL at once rather than a second SIGTERM and a second grace.
 *
 * @param pgid The group's id.
 * @param signal The signal.
 * @returns False when the group is already gone (ESRCH); any other failure throws.
 *
 * @example
 * ```ts ignore
 * import { signalGuardedGroup } from "./group_watchdog.ts";
 * signalGuardedGroup(1234, "SIGTERM");
 * ```
 */
export function signalGuardedGroup(pgid: number, signal: Deno.Signal): boolean {
  const sent = signalGroup(pgid, signal);
  if (sent && signal !== "SIGKILL" && groups.has(pgid) && !told.has(pgid)) {
    told.add(pgid);
    if (current) send(current, `!${pgid}\n`);
  }
  return sent;
}

/**
 * Notes that a second signal was sent to group `pgid` (by {@linkcode signalGroups}, or by its
 * own `terminate` called again): its end waits no longer for what is left of it once its
 * leader is gone.
 *
 * @param pgid The group's id.
 *
 * @example
 * ```ts ignore
 * import { insist } from "./group_watchdog.ts";
 * insist(1234);
 * ```
 */
export function insist(pgid: number): void {
  insisted.add(pgid);
}

/**
 * Whether a second signal was sent to group `pgid` ({@linkcode insist}): its end waits no
 * longer for what is left of it once its leader is gone.
 *
 * @param pgid The group's id.
 * @returns True once {@linkcode signalGroups} reached it.
 *
 * @example
 * ```ts ignore
 * import { insistedOn } from "./group_watchdog.ts";
 * if (insistedOn(1234)) console.log("stop now");
 * ```
 */
export function insistedOn(pgid: number): boolean {
  return insisted.has(pgid);
}

/**
 * Sends `signal` to process group `pgid`.
 *
 * @returns False when the group is already gone (ESRCH); any other failure throws.
 *
 * @example
 * ```ts ignore
 * import { signalGroup } from "./group_watchdog.ts";
 * signalGroup(1234, "SIGTERM");
 * ```
 */
export function signalGroup(pgid: number, signal: Deno.Signal): boolean {
  try {
    Deno.kill(-pgid, signal);
    return true;
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e; // ESRCH: the group is already gone
    return false;
  }
}

/**
 * The watchdog's `/bin/sh` arguments: its program, then the groups it guards from the start.
 *
 * @param initial The groups registered now.
 * @returns The arguments.
 *
 * @example
 * ```ts
 * import { watchdogArgs } from "./group_watchdog.ts";
 * console.log(watchdogArgs([1234]).slice(2)); // ["acp-proxy-watchdog", "1234"]
 * ```
 */
export function watchdogArgs(initial: Iterable<number>): string[] {
  return ["-c", SCRIPT, "acp-proxy-watchdog", ...[...initial].map(String)];
}

function start(): void {
  if (current || groups.size === 0 || gaveUp) return;
  const startedAt = Date.now();
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command(shell, {
      args: watchdogArgs(groups),
      stdin: "piped",
      stdout: "null",
      stderr: "null",
      cwd: "/",
      detached: true,
    }).spawn();
  } catch (e) {
    onError(e);
    return;
  }
  const watchdog: Watchdog = { child, writer: child.stdin.getWriter(), chain: Promise.resolve() };
  current = watchdog;
  // A watchdog started again (the last one was killed) learns which groups were told to stop.
  if (told.size > 0) send(watchdog, [...told].map((g) => `!${g}\n`).join(""));
  child.status.then((status) => {
    if (current !== watchdog) return;
    // It died while guarding (someone killed it): start another for the groups left. One
    // that cannot run (a `/bin/sh` that exits at once) is not started again and again: after
    // a few such exits in a row it is said once, as a spawn that fails is (regress76).
    current = null;
    watchdog.writer.releaseLock();
    // (Killed by a signal too: a shell that kills itself at once is no watchdog either.)
    quickExits = Date.now() - startedAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= MAX_QUICK_EXITS) {
      gaveUp = true;
      onError(
        new Error(
          `it ended within ${QUICK_EXIT_MS} ms of its start ${quickExits} times in a row ` +
            `(exit code ${status.code}${status.signal ? `, ${status.signal}` : ""})`,
        ),
      );
      return;
    }
    if (groups.size > 0) start();
  });
}

function send(watchdog: Watchdog, lines: string): void {
  watchdog.chain = watchdog.chain
    .then(() => watchdog.writer.write(encoder.encode(lines)))
    .catch((e) => {
      // A watchdog that died (killed with the daemon's whole process tree, as acpx ends its
      // agent) is started again by its exit, with every group: no failure to start one
      // (interop10: "could not start the orphan watchdog (Broken pipe)").
      if (current === watchdog && !(e instanceof Deno.errors.BrokenPipe)) onError(e);
    });
}
