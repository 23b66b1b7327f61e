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
 */ /** Seconds between the watchdog's SIGTERM and its SIGKILL to the groups it ends: 1. */ export const WATCHDOG_KILL_DELAY_S = 1;
/**
 * The watchdog's program: the groups it starts with as arguments, then `+PGID`/`-PGID` lines;
 * end of file ends what is left.
 */ const SCRIPT = `# acp-proxy orphan watchdog: see process/group_watchdog.ts
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
let current = null;
const groups = new Set();
/** Groups a second signal was sent to, until released. */ const insisted = new Set();
/** Groups told to stop (a signal other than SIGKILL), until released. */ const told = new Set();
let onError = ()=>{};
/** The shell the watchdog runs in (see {@linkcode useWatchdogShell}). */ let shell = "/bin/sh";
/** Watchdogs that exited soon after their start, one after another (see `start`). */ let quickExits = 0;
/** Set once watchdogs exit at once again and again: none is started any more. */ let gaveUp = false;
/** A watchdog that ends within this of its start ended "at once". */ const QUICK_EXIT_MS = 5_000;
/**
 * After this many such ends in a row, no watchdog is started any more (one warning): enough
 * for one killed now and then with the daemon's process tree (acpx), not for a shell that
 * cannot run it (regress76, regress77: about 40 starts a second, for good).
 */ const MAX_QUICK_EXITS = 10;
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
 */ export function setWatchdogErrorHandler(handler) {
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
 */ export function useWatchdogShell(path) {
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
 */ export function guardGroup(pgid) {
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
 */ export function groupsRegistered() {
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
 */ export async function releaseGroup(pgid) {
  insisted.delete(pgid);
  told.delete(pgid);
  if (!groups.delete(pgid)) return;
  const watchdog = current;
  if (!watchdog) return;
  send(watchdog, `-${pgid}\n`);
  if (groups.size > 0) return await watchdog.chain;
  current = null;
  quickExits = 0; // it guarded until it was done: the ends that came before were no rule
  watchdog.chain = watchdog.chain.then(()=>watchdog.writer.close()).catch(()=>{});
  await watchdog.chain;
  await watchdog.child.status.catch(()=>{});
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
 */ export function signalGroups(signal) {
  let sent = 0;
  for (const pgid of groups){
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
 */ export function signalGuardedGroup(pgid, signal) {
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
 */ export function insist(pgid) {
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
 */ export function insistedOn(pgid) {
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
 */ export function signalGroup(pgid, signal) {
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
 */ export function watchdogArgs(initial) {
  return [
    "-c",
    SCRIPT,
    "acp-proxy-watchdog",
    ...[
      ...initial
    ].map(String)
  ];
}
function start() {
  if (current || groups.size === 0 || gaveUp) return;
  const startedAt = Date.now();
  let child;
  try {
    child = new Deno.Command(shell, {
      args: watchdogArgs(groups),
      stdin: "piped",
      stdout: "null",
      stderr: "null",
      cwd: "/",
      detached: true
    }).spawn();
  } catch (e) {
    onError(e);
    return;
  }
  const watchdog = {
    child,
    writer: child.stdin.getWriter(),
    chain: Promise.resolve()
  };
  current = watchdog;
  // A watchdog started again (the last one was killed) learns which groups were told to stop.
  if (told.size > 0) send(watchdog, [
    ...told
  ].map((g)=>`!${g}\n`).join(""));
  child.status.then((status)=>{
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
      onError(new Error(`it ended within ${QUICK_EXIT_MS} ms of its start ${quickExits} times in a row ` + `(exit code ${status.code}${status.signal ? `, ${status.signal}` : ""})`));
      return;
    }
    if (groups.size > 0) start();
  });
}
function send(watchdog, lines) {
  watchdog.chain = watchdog.chain.then(()=>watchdog.writer.write(encoder.encode(lines))).catch((e)=>{
    // A watchdog that died (killed with the daemon's whole process tree, as acpx ends its
    // agent) is started again by its exit, with every group: no failure to start one
    // (interop10: "could not start the orphan watchdog (Broken pipe)").
    if (current === watchdog && !(e instanceof Deno.errors.BrokenPipe)) onError(e);
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Byb2Nlc3MvZ3JvdXBfd2F0Y2hkb2cudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgb3JwaGFuIHdhdGNoZG9nOiBtYWtlcyBzdXJlIG5vIHByb2Nlc3MgZ3JvdXAgdGhpcyBwcm9jZXNzIHN0YXJ0ZWQgb3V0bGl2ZXMgaXQsIGV2ZW5cbiAqIHdoZW4gdGhpcyBwcm9jZXNzIGlzIGtpbGxlZCB3aXRoIFNJR0tJTEwgYW5kIGNhbm5vdCBjbGVhbiB1cCBpdHNlbGYuXG4gKlxuICogSG93OiBvbmUgc21hbGwgYC9iaW4vc2hgIHByb2Nlc3MgcGVyIGRhZW1vbiwgaW4gYSBzZXNzaW9uIGFuZCBwcm9jZXNzIGdyb3VwIG9mIGl0cyBvd24sXG4gKiByZWFkcyBsaW5lcyBmcm9tIGEgcGlwZSB3aG9zZSBvbmx5IHdyaXRlciBpcyB0aGlzIHByb2Nlc3MgKGArUEdJRGAgd2hlbiBhIGdyb3VwIHN0YXJ0cyxcbiAqIGAhUEdJRGAgb25jZSB0aGlzIHByb2Nlc3MgaGFzIHNpZ25hbGxlZCBpdCB0byBzdG9wLCBgLVBHSURgIG9uY2UgaXQgaXMgZ29uZSkuIFdoZW4gdGhpc1xuICogcHJvY2VzcyBkaWVzLCBob3dldmVyIGl0IGRpZXMsIHRoZSBrZXJuZWwgY2xvc2VzIHRoYXQgcGlwZTsgdGhlIHdhdGNoZG9nIHJlYWRzIGVuZCBvZiBmaWxlLFxuICogc2VuZHMgU0lHS0lMTCBhdCBvbmNlIHRvIGV2ZXJ5IGdyb3VwIHN0aWxsIGxpc3RlZCB0aGF0IHdhcyBhbHJlYWR5IHRvbGQgdG8gc3RvcCAoaXQgaGFkXG4gKiBpdHMgc2lnbmFsOyB0aGlzIHByb2Nlc3MsIHdoaWNoIHdhcyBnaXZpbmcgaXQgaXRzIGdyYWNlIHBlcmlvZCwgaXMgZ29uZTogYW4gZWRpdG9yJ3NcbiAqIFNJR0tJTEwgYWZ0ZXIgaXRzIFNJR1RFUk0pLCBTSUdURVJNIHRvIHRoZSBvdGhlcnMsIHdhaXRzIHtAbGlua2NvZGUgV0FUQ0hET0dfS0lMTF9ERUxBWV9TfVxuICogc2Vjb25kLCBhbmQgc2VuZHMgU0lHS0lMTCB0byB0aGVtLiBJdCB1c2VzIHRoZSBzaGVsbCdzIGJ1aWx0aW5zIG9ubHksIGFuZCBgc2xlZXBgIG9ubHkgd2hlblxuICogYSBncm91cCB3YXMgc3RpbGwgdGhlcmUuXG4gKlxuICogSW52YXJpYW50czpcbiAqIC0gVGhlIHdhdGNoZG9nJ3Mgc3RkaW4gd3JpdGUgZW5kIGlzIGNsb3NlLW9uLWV4ZWMgKERlbm8gY3JlYXRlcyBpdHMgY2hpbGQgcGlwZXMgc28pLCBzbyBub1xuICogICBhZ2VudCBpbmhlcml0cyBpdDogdGhlIHdhdGNoZG9nIHNlZXMgZW5kIG9mIGZpbGUgZXhhY3RseSB3aGVuIHRoaXMgcHJvY2VzcyBpcyBnb25lIG9yXG4gKiAgIGxldHMgZ28gb2YgaXQuXG4gKiAtIEl0IGlzIHN0YXJ0ZWQgbGF6aWx5LCB3aGVuIHRoZSBmaXJzdCBncm91cCBpcyByZWdpc3RlcmVkLCBhdCBvbmNlIChhIHJlZ2lzdHJhdGlvbiBuZXZlclxuICogICB3YWl0cyBmb3IgYSBsYXRlciB0YXNrKTsgaXQgZXhpdHMgYXMgc29vbiBhcyBubyBncm91cCBpcyByZWdpc3RlcmVkIGFueSBtb3JlLCBzbyBhXG4gKiAgIHByb2Nlc3MgdGhhdCBlbmRzIGl0cyBhZ2VudHMgY2xlYW5seSBsZWF2ZXMgbm90aGluZy5cbiAqIC0gSXRzIG93biBzdGRvdXQgYW5kIHN0ZGVyciBhcmUgYC9kZXYvbnVsbGA6IGl0IG5ldmVyIGhvbGRzIHRoZSBjbGllbnQncyBwaXBlcyBvcGVuLlxuICogLSBOb3RoaW5nIGhlcmUgdGhyb3dzOiBhIHdhdGNoZG9nIHRoYXQgY2Fubm90IHN0YXJ0IGlzIGxvZ2dlZCBvbmNlIGJ5IHRoZSBjYWxsZXIncyBjaG9pY2VcbiAqICAgKHNlZSB7QGxpbmtjb2RlIHNldFdhdGNoZG9nRXJyb3JIYW5kbGVyfSkgYW5kIHRoZSBwcm9jZXNzIHdvcmtzIG9uIHdpdGhvdXQgaXQuXG4gKiAtIFRoZSBncm91cHMgcmVnaXN0ZXJlZCB3aGVuIGl0IHN0YXJ0cyBhcmUgaW4gaXRzIGFyZ3VtZW50cywgbm90IGluIGEgbGluZSB3cml0dGVuIGxhdGVyOlxuICogICBvbmNlIGl0IGlzIGZvcmtlZCBpdCBndWFyZHMgdGhlbSwgZXZlbiBpZiB0aGlzIHByb2Nlc3MgaXMgU0lHS0lMTGVkIGJlZm9yZSBpdCBoYXMgcnVuLlxuICpcbiAqIExpbWl0czogYSBncm91cCB3aG9zZSByZWdpc3RyYXRpb24gaGFkIG5vdCByZWFjaGVkIHRoZSB3YXRjaGRvZyB3aGVuIHRoaXMgcHJvY2VzcyB3YXNcbiAqIFNJR0tJTExlZCBpcyBub3QgZW5kZWQgLS0gZm9yIHRoZSBmaXJzdCBhZ2VudCB0aGUgd2luZG93IGJldHdlZW4gaXRzIHNwYXduIGFuZCB0aGVcbiAqIHdhdGNoZG9nJ3MgZm9yaywgZm9yIGEgbGF0ZXIgb25lIGJldHdlZW4gaXRzIHNwYXduIGFuZCBvbmUgcGlwZSB3cml0ZTsgYSBwcm9jZXNzIHRoYXQgbGVmdFxuICogdGhlIGFnZW50J3MgZ3JvdXAgKGBzZXRzaWRgKSBpcyBub3QgaW4gaXQ7IGEgU0lHS0lMTGVkIHdhdGNoZG9nIGd1YXJkcyBub3RoaW5nICh0aGlzXG4gKiBwcm9jZXNzIHRoZW4gc3RhcnRzIGEgbmV3IG9uZSBmb3IgdGhlIG5leHQgZ3JvdXApLiBQT1NJWCBvbmx5IChwcm9jZXNzIGdyb3VwcykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBTZWNvbmRzIGJldHdlZW4gdGhlIHdhdGNoZG9nJ3MgU0lHVEVSTSBhbmQgaXRzIFNJR0tJTEwgdG8gdGhlIGdyb3VwcyBpdCBlbmRzOiAxLiAqL1xuZXhwb3J0IGNvbnN0IFdBVENIRE9HX0tJTExfREVMQVlfUyA9IDE7XG5cbi8qKlxuICogVGhlIHdhdGNoZG9nJ3MgcHJvZ3JhbTogdGhlIGdyb3VwcyBpdCBzdGFydHMgd2l0aCBhcyBhcmd1bWVudHMsIHRoZW4gYCtQR0lEYC9gLVBHSURgIGxpbmVzO1xuICogZW5kIG9mIGZpbGUgZW5kcyB3aGF0IGlzIGxlZnQuXG4gKi9cbmNvbnN0IFNDUklQVCA9IGAjIGFjcC1wcm94eSBvcnBoYW4gd2F0Y2hkb2c6IHNlZSBwcm9jZXNzL2dyb3VwX3dhdGNoZG9nLnRzXG5ncm91cHM9XCIgXCJcbnRvbGQ9XCIgXCJcbmZvciBnIGluIFwiJEBcIjsgZG8gZ3JvdXBzPVwiJGdyb3VwcyRnIFwiOyBkb25lXG53aGlsZSBJRlM9IHJlYWQgLXIgbGluZTsgZG9cbiAgY2FzZSBcIiRsaW5lXCIgaW5cbiAgICArKikgZ3JvdXBzPVwiJGdyb3Vwc1xcJHtsaW5lIyt9IFwiIDs7XG4gICAgISopIHRvbGQ9XCIkdG9sZFxcJHtsaW5lIyF9IFwiIDs7XG4gICAgLSopIGc9XFwke2xpbmUjLX1cbiAgICAgICAgY2FzZSBcIiRncm91cHNcIiBpbiAqXCIgJGcgXCIqKSBncm91cHM9XCJcXCR7Z3JvdXBzJSUgJGcgKn0gXFwke2dyb3VwcyMqICRnIH1cIiA7OyBlc2FjXG4gICAgICAgIGNhc2UgXCIkdG9sZFwiIGluICpcIiAkZyBcIiopIHRvbGQ9XCJcXCR7dG9sZCUlICRnICp9IFxcJHt0b2xkIyogJGcgfVwiIDs7IGVzYWMgOztcbiAgZXNhY1xuICBbIFwiJGdyb3Vwc1wiID0gXCIgXCIgXSAmJiBleGl0IDBcbmRvbmVcbmFsaXZlPVwiXCJcbmZvciBnIGluICRncm91cHM7IGRvXG4gIGNhc2UgXCIkdG9sZFwiIGluXG4gICAgKlwiICRnIFwiKikga2lsbCAtcyBLSUxMIC0tIFwiLSRnXCIgMj4vZGV2L251bGwgOztcbiAgICAqKSBraWxsIC1zIFRFUk0gLS0gXCItJGdcIiAyPi9kZXYvbnVsbCAmJiBhbGl2ZT1cIiRhbGl2ZSAkZ1wiIDs7XG4gIGVzYWNcbmRvbmVcblsgLXogXCIkYWxpdmVcIiBdICYmIGV4aXQgMFxuc2xlZXAgJHtXQVRDSERPR19LSUxMX0RFTEFZX1N9XG5mb3IgZyBpbiAkYWxpdmU7IGRvIGtpbGwgLXMgS0lMTCAtLSBcIi0kZ1wiIDI+L2Rldi9udWxsOyBkb25lXG5leGl0IDBcbmA7XG5cbmNvbnN0IGVuY29kZXIgPSBuZXcgVGV4dEVuY29kZXIoKTtcblxuaW50ZXJmYWNlIFdhdGNoZG9nIHtcbiAgY2hpbGQ6IERlbm8uQ2hpbGRQcm9jZXNzO1xuICB3cml0ZXI6IFdyaXRhYmxlU3RyZWFtRGVmYXVsdFdyaXRlcjxVaW50OEFycmF5PjtcbiAgLyoqIFRoZSBsYXN0IHdyaXRlIG9yIGNsb3NlLCBzbyB0aGF0IGxpbmVzIHN0YXkgaW4gb3JkZXIuICovXG4gIGNoYWluOiBQcm9taXNlPHZvaWQ+O1xufVxuXG5sZXQgY3VycmVudDogV2F0Y2hkb2cgfCBudWxsID0gbnVsbDtcbmNvbnN0IGdyb3VwcyA9IG5ldyBTZXQ8bnVtYmVyPigpO1xuLyoqIEdyb3VwcyBhIHNlY29uZCBzaWduYWwgd2FzIHNlbnQgdG8sIHVudGlsIHJlbGVhc2VkLiAqL1xuY29uc3QgaW5zaXN0ZWQgPSBuZXcgU2V0PG51bWJlcj4oKTtcbi8qKiBHcm91cHMgdG9sZCB0byBzdG9wIChhIHNpZ25hbCBvdGhlciB0aGFuIFNJR0tJTEwpLCB1bnRpbCByZWxlYXNlZC4gKi9cbmNvbnN0IHRvbGQgPSBuZXcgU2V0PG51bWJlcj4oKTtcbmxldCBvbkVycm9yOiAoZXJyb3I6IHVua25vd24pID0+IHZvaWQgPSAoKSA9PiB7fTtcbi8qKiBUaGUgc2hlbGwgdGhlIHdhdGNoZG9nIHJ1bnMgaW4gKHNlZSB7QGxpbmtjb2RlIHVzZVdhdGNoZG9nU2hlbGx9KS4gKi9cbmxldCBzaGVsbCA9IFwiL2Jpbi9zaFwiO1xuLyoqIFdhdGNoZG9ncyB0aGF0IGV4aXRlZCBzb29uIGFmdGVyIHRoZWlyIHN0YXJ0LCBvbmUgYWZ0ZXIgYW5vdGhlciAoc2VlIGBzdGFydGApLiAqL1xubGV0IHF1aWNrRXhpdHMgPSAwO1xuLyoqIFNldCBvbmNlIHdhdGNoZG9ncyBleGl0IGF0IG9uY2UgYWdhaW4gYW5kIGFnYWluOiBub25lIGlzIHN0YXJ0ZWQgYW55IG1vcmUuICovXG5sZXQgZ2F2ZVVwID0gZmFsc2U7XG4vKiogQSB3YXRjaGRvZyB0aGF0IGVuZHMgd2l0aGluIHRoaXMgb2YgaXRzIHN0YXJ0IGVuZGVkIFwiYXQgb25jZVwiLiAqL1xuY29uc3QgUVVJQ0tfRVhJVF9NUyA9IDVfMDAwO1xuLyoqXG4gKiBBZnRlciB0aGlzIG1hbnkgc3VjaCBlbmRzIGluIGEgcm93LCBubyB3YXRjaGRvZyBpcyBzdGFydGVkIGFueSBtb3JlIChvbmUgd2FybmluZyk6IGVub3VnaFxuICogZm9yIG9uZSBraWxsZWQgbm93IGFuZCB0aGVuIHdpdGggdGhlIGRhZW1vbidzIHByb2Nlc3MgdHJlZSAoYWNweCksIG5vdCBmb3IgYSBzaGVsbCB0aGF0XG4gKiBjYW5ub3QgcnVuIGl0IChyZWdyZXNzNzYsIHJlZ3Jlc3M3NzogYWJvdXQgNDAgc3RhcnRzIGEgc2Vjb25kLCBmb3IgZ29vZCkuXG4gKi9cbmNvbnN0IE1BWF9RVUlDS19FWElUUyA9IDEwO1xuXG4vKipcbiAqIFNldHMgd2hvIGhlYXJzIHRoYXQgdGhlIHdhdGNoZG9nIGNvdWxkIG5vdCBzdGFydCBvciB3cml0ZSAodGhlIENMSSBsb2dzIGEgd2FybmluZykuXG4gKlxuICogQHBhcmFtIGhhbmRsZXIgQ2FsbGVkIHdpdGggdGhlIGVycm9yOyB0aGUgcHJvY2VzcyBnb2VzIG9uIHdpdGhvdXQgdGhlIHdhdGNoZG9nLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc2V0V2F0Y2hkb2dFcnJvckhhbmRsZXIgfSBmcm9tIFwiLi9ncm91cF93YXRjaGRvZy50c1wiO1xuICogc2V0V2F0Y2hkb2dFcnJvckhhbmRsZXIoKGUpID0+IGNvbnNvbGUuZXJyb3IoYG5vIG9ycGhhbiB3YXRjaGRvZzogJHtlfWApKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc2V0V2F0Y2hkb2dFcnJvckhhbmRsZXIoaGFuZGxlcjogKGVycm9yOiB1bmtub3duKSA9PiB2b2lkKTogdm9pZCB7XG4gIG9uRXJyb3IgPSBoYW5kbGVyO1xufVxuXG4vKipcbiAqIFJ1bnMgbGF0ZXIgd2F0Y2hkb2dzIGluIGBwYXRoYCBpbnN0ZWFkIG9mIGAvYmluL3NoYCwgYW5kIHN0YXJ0cyB0aGVtIGFmcmVzaCAoZm9yIHRlc3RzOiBhXG4gKiBzaGVsbCB0aGF0IGNhbm5vdCBydW4gdGhlIHdhdGNoZG9nKS5cbiAqXG4gKiBAcGFyYW0gcGF0aCBBIFBPU0lYIHNoZWxsLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IHVzZVdhdGNoZG9nU2hlbGwgfSBmcm9tIFwiLi9ncm91cF93YXRjaGRvZy50c1wiO1xuICogdXNlV2F0Y2hkb2dTaGVsbChcIi9iaW4vZmFsc2VcIik7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVzZVdhdGNoZG9nU2hlbGwocGF0aDogc3RyaW5nKTogdm9pZCB7XG4gIHNoZWxsID0gcGF0aDtcbiAgcXVpY2tFeGl0cyA9IDA7XG4gIGdhdmVVcCA9IGZhbHNlO1xufVxuXG4vKipcbiAqIFB1dHMgcHJvY2VzcyBncm91cCBgcGdpZGAgdW5kZXIgdGhlIHdhdGNoZG9nOiBpZiB0aGlzIHByb2Nlc3MgZGllcyBiZWZvcmVcbiAqIHtAbGlua2NvZGUgcmVsZWFzZUdyb3VwfSBpcyBjYWxsZWQgZm9yIGl0LCB0aGUgZ3JvdXAgZ2V0cyBTSUdURVJNLCB0aGVuIFNJR0tJTEwuXG4gKlxuICogQHBhcmFtIHBnaWQgVGhlIGdyb3VwJ3MgaWQgKHRoZSBwaWQgb2YgaXRzIGxlYWRlcikuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgZ3VhcmRHcm91cCwgcmVsZWFzZUdyb3VwIH0gZnJvbSBcIi4vZ3JvdXBfd2F0Y2hkb2cudHNcIjtcbiAqIGNvbnN0IGNoaWxkID0gbmV3IERlbm8uQ29tbWFuZChcImFnZW50XCIsIHsgZGV0YWNoZWQ6IHRydWUgfSkuc3Bhd24oKTtcbiAqIGd1YXJkR3JvdXAoY2hpbGQucGlkKTtcbiAqIC8vIC4uLiBvbmNlIHRoZSB3aG9sZSBncm91cCBpcyBnb25lOlxuICogYXdhaXQgcmVsZWFzZUdyb3VwKGNoaWxkLnBpZCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGd1YXJkR3JvdXAocGdpZDogbnVtYmVyKTogdm9pZCB7XG4gIGlmICghTnVtYmVyLmlzU2FmZUludGVnZXIocGdpZCkgfHwgcGdpZCA8PSAxIHx8IGdyb3Vwcy5oYXMocGdpZCkpIHJldHVybjtcbiAgZ3JvdXBzLmFkZChwZ2lkKTtcbiAgaWYgKGN1cnJlbnQpIHtcbiAgICBzZW5kKGN1cnJlbnQsIGArJHtwZ2lkfVxcbmApO1xuICAgIHJldHVybjtcbiAgfVxuICAvLyBOb3csIG5vdCBhZnRlciB0aGUgY3VycmVudCB0YXNrOiBhIGRhZW1vbiBraWxsZWQgaW4gdGhlIG1lYW50aW1lIHdvdWxkIGxlYXZlIHRoZSBncm91cFxuICAvLyB1bmd1YXJkZWQgKHNlZW4gdW5kZXIgbG9hZCkuIEl0IGNvc3RzIG9uZSBzcGF3biAofiAyIG1zKSBvbiB0aGUgd2F5IHRvIHRoZSBmaXJzdCBmcmFtZS5cbiAgc3RhcnQoKTtcbn1cblxuLyoqXG4gKiBSZXNvbHZlcyBvbmNlIGV2ZXJ5IGdyb3VwIHJlZ2lzdGVyZWQgc28gZmFyIGhhcyBiZWVuIHdyaXR0ZW4gdG8gdGhlIHdhdGNoZG9nIChhdCBvbmNlIHdoZW5cbiAqIHRoZXJlIGlzIG5vbmUgdG8gd3JpdGUpLiBBIGNhbGxlciB0aGF0IHN0YXJ0cyBzZXZlcmFsIHByb2Nlc3NlcyBpbiBhIHJvdyAoYSBjaGFpbidzXG4gKiBjb21wb25lbnRzKSB3YWl0cyBmb3IgaXQgYmV0d2VlbiB0aGVtOiBlYWNoIHdyaXRlIG5lZWRzIGEgdHVybiBvZiB0aGUgZXZlbnQgbG9vcCwgYW5kIG9uZVxuICogYWZ0ZXIgYW5vdGhlciB0aGV5IHdvdWxkIG90aGVyd2lzZSBhbGwgd2FpdCB1bnRpbCB0aGUgbGFzdCBwcm9jZXNzIHN0YXJ0ZWQsIGV2ZXJ5IGdyb3VwIGJ1dFxuICogdGhlIGZpcnN0IHVuZ3VhcmRlZCBpZiB0aGUgZGFlbW9uIGlzIFNJR0tJTExlZCBtZWFud2hpbGUuIE5ldmVyIHJlamVjdHMuXG4gKlxuICogQHJldHVybnMgUmVzb2x2ZXMgd2hlbiB0aGUgcmVnaXN0cmF0aW9ucyBhcmUgd3JpdHRlbiAob3IgZmFpbGVkOiBzYWlkIGJ5IHRoZSBoYW5kbGVyKS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBpbXBvcnQgeyBncm91cHNSZWdpc3RlcmVkLCBndWFyZEdyb3VwIH0gZnJvbSBcIi4vZ3JvdXBfd2F0Y2hkb2cudHNcIjtcbiAqIGd1YXJkR3JvdXAoY2hpbGQucGlkKTtcbiAqIGF3YWl0IGdyb3Vwc1JlZ2lzdGVyZWQoKTsgLy8gdGhlbiBzdGFydCB0aGUgbmV4dCBwcm9jZXNzXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGdyb3Vwc1JlZ2lzdGVyZWQoKTogUHJvbWlzZTx2b2lkPiB7XG4gIHJldHVybiBjdXJyZW50Py5jaGFpbiA/PyBQcm9taXNlLnJlc29sdmUoKTtcbn1cblxuLyoqXG4gKiBUYWtlcyBncm91cCBgcGdpZGAgb2ZmIHRoZSB3YXRjaGRvZydzIGxpc3QgKGNhbGwgaXQgb25jZSBubyBwcm9jZXNzIG9mIHRoZSBncm91cCBpc1xuICogbGVmdCkuIFdoZW4gaXQgd2FzIHRoZSBsYXN0IGdyb3VwLCB0aGUgd2F0Y2hkb2cgaXMgY2xvc2VkIGFuZCB0aGlzIHJlc29sdmVzIG9uY2UgaXRcbiAqIGhhcyBleGl0ZWQuXG4gKlxuICogQHBhcmFtIHBnaWQgVGhlIGdyb3VwJ3MgaWQuXG4gKiBAcmV0dXJucyBSZXNvbHZlcyB3aGVuIHRoZSB3YXRjaGRvZyBoYXMgdGhlIG5ld3MgKG9yIGlzIGdvbmUpLiBOZXZlciByZWplY3RzLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IHJlbGVhc2VHcm91cCB9IGZyb20gXCIuL2dyb3VwX3dhdGNoZG9nLnRzXCI7XG4gKiBhd2FpdCByZWxlYXNlR3JvdXAoMTIzNCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHJlbGVhc2VHcm91cChwZ2lkOiBudW1iZXIpOiBQcm9taXNlPHZvaWQ+IHtcbiAgaW5zaXN0ZWQuZGVsZXRlKHBnaWQpO1xuICB0b2xkLmRlbGV0ZShwZ2lkKTtcbiAgaWYgKCFncm91cHMuZGVsZXRlKHBnaWQpKSByZXR1cm47XG4gIGNvbnN0IHdhdGNoZG9nID0gY3VycmVudDtcbiAgaWYgKCF3YXRjaGRvZykgcmV0dXJuO1xuICBzZW5kKHdhdGNoZG9nLCBgLSR7cGdpZH1cXG5gKTtcbiAgaWYgKGdyb3Vwcy5zaXplID4gMCkgcmV0dXJuIGF3YWl0IHdhdGNoZG9nLmNoYWluO1xuICBjdXJyZW50ID0gbnVsbDtcbiAgcXVpY2tFeGl0cyA9IDA7IC8vIGl0IGd1YXJkZWQgdW50aWwgaXQgd2FzIGRvbmU6IHRoZSBlbmRzIHRoYXQgY2FtZSBiZWZvcmUgd2VyZSBubyBydWxlXG4gIHdhdGNoZG9nLmNoYWluID0gd2F0Y2hkb2cuY2hhaW4udGhlbigoKSA9PiB3YXRjaGRvZy53cml0ZXIuY2xvc2UoKSkuY2F0Y2goKCkgPT4ge30pO1xuICBhd2FpdCB3YXRjaGRvZy5jaGFpbjtcbiAgYXdhaXQgd2F0Y2hkb2cuY2hpbGQuc3RhdHVzLmNhdGNoKCgpID0+IHt9KTtcbn1cblxuLyoqXG4gKiBTZW5kcyBgc2lnbmFsYCB0byBldmVyeSBwcm9jZXNzIGdyb3VwIHJlZ2lzdGVyZWQgbm93OiBmb3IgYSBzaWduYWwgdGhlIGRhZW1vbiByZWNlaXZlc1xuICogd2hpbGUgaXQgaXMgYWxyZWFkeSBzdG9wcGluZyAoaXRzIHN0b3AsIGFuIGBBYm9ydFNpZ25hbGAsIHdhcyBhYm9ydGVkIGJ5IHRoZSBmaXJzdCBvbmUgYW5kXG4gKiBjYW5ub3QgY2FycnkgYSBzZWNvbmQpLCBwYXNzZWQgb24gYXMgdGhlIGZpcnN0IG9uZSB3YXMuXG4gKlxuICogQHBhcmFtIHNpZ25hbCBUaGUgc2lnbmFsLlxuICogQHJldHVybnMgSG93IG1hbnkgZ3JvdXBzIGl0IHdhcyBzZW50IHRvIChhIGdyb3VwIGFscmVhZHkgZ29uZSBpcyBza2lwcGVkKS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHMgaWdub3JlXG4gKiBpbXBvcnQgeyBzaWduYWxHcm91cHMgfSBmcm9tIFwiLi9ncm91cF93YXRjaGRvZy50c1wiO1xuICogc2lnbmFsR3JvdXBzKFwiU0lHSU5UXCIpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzaWduYWxHcm91cHMoc2lnbmFsOiBEZW5vLlNpZ25hbCk6IG51bWJlciB7XG4gIGxldCBzZW50ID0gMDtcbiAgZm9yIChjb25zdCBwZ2lkIG9mIGdyb3Vwcykge1xuICAgIGluc2lzdChwZ2lkKTtcbiAgICBpZiAoc2lnbmFsR3VhcmRlZEdyb3VwKHBnaWQsIHNpZ25hbCkpIHNlbnQrKztcbiAgfVxuICByZXR1cm4gc2VudDtcbn1cblxuLyoqXG4gKiBTZW5kcyBgc2lnbmFsYCB0byBndWFyZGVkIHByb2Nlc3MgZ3JvdXAgYHBnaWRgLCBhbmQsIGZvciBhIHNpZ25hbCBvdGhlciB0aGFuIFNJR0tJTEwsIHRlbGxzXG4gKiB0aGUgd2F0Y2hkb2cgdGhlIGdyb3VwIHdhcyB0b2xkIHRvIHN0b3A6IHNob3VsZCB0aGlzIHByb2Nlc3MgZGllIGJlZm9yZSB0aGUgZ3JvdXAgaXMgZ29uZSxcbiAqIHRoZSB3YXRjaGRvZyBzZW5kcyBpdCBTSUdLSUxMIGF0IG9uY2UgcmF0aGVyIHRoYW4gYSBzZWNvbmQgU0lHVEVSTSBhbmQgYSBzZWNvbmQgZ3JhY2UuXG4gKlxuICogQHBhcmFtIHBnaWQgVGhlIGdyb3VwJ3MgaWQuXG4gKiBAcGFyYW0gc2lnbmFsIFRoZSBzaWduYWwuXG4gKiBAcmV0dXJucyBGYWxzZSB3aGVuIHRoZSBncm91cCBpcyBhbHJlYWR5IGdvbmUgKEVTUkNIKTsgYW55IG90aGVyIGZhaWx1cmUgdGhyb3dzLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IHNpZ25hbEd1YXJkZWRHcm91cCB9IGZyb20gXCIuL2dyb3VwX3dhdGNoZG9nLnRzXCI7XG4gKiBzaWduYWxHdWFyZGVkR3JvdXAoMTIzNCwgXCJTSUdURVJNXCIpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzaWduYWxHdWFyZGVkR3JvdXAocGdpZDogbnVtYmVyLCBzaWduYWw6IERlbm8uU2lnbmFsKTogYm9vbGVhbiB7XG4gIGNvbnN0IHNlbnQgPSBzaWduYWxHcm91cChwZ2lkLCBzaWduYWwpO1xuICBpZiAoc2VudCAmJiBzaWduYWwgIT09IFwiU0lHS0lMTFwiICYmIGdyb3Vwcy5oYXMocGdpZCkgJiYgIXRvbGQuaGFzKHBnaWQpKSB7XG4gICAgdG9sZC5hZGQocGdpZCk7XG4gICAgaWYgKGN1cnJlbnQpIHNlbmQoY3VycmVudCwgYCEke3BnaWR9XFxuYCk7XG4gIH1cbiAgcmV0dXJuIHNlbnQ7XG59XG5cbi8qKlxuICogTm90ZXMgdGhhdCBhIHNlY29uZCBzaWduYWwgd2FzIHNlbnQgdG8gZ3JvdXAgYHBnaWRgIChieSB7QGxpbmtjb2RlIHNpZ25hbEdyb3Vwc30sIG9yIGJ5IGl0c1xuICogb3duIGB0ZXJtaW5hdGVgIGNhbGxlZCBhZ2Fpbik6IGl0cyBlbmQgd2FpdHMgbm8gbG9uZ2VyIGZvciB3aGF0IGlzIGxlZnQgb2YgaXQgb25jZSBpdHNcbiAqIGxlYWRlciBpcyBnb25lLlxuICpcbiAqIEBwYXJhbSBwZ2lkIFRoZSBncm91cCdzIGlkLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IGluc2lzdCB9IGZyb20gXCIuL2dyb3VwX3dhdGNoZG9nLnRzXCI7XG4gKiBpbnNpc3QoMTIzNCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGluc2lzdChwZ2lkOiBudW1iZXIpOiB2b2lkIHtcbiAgaW5zaXN0ZWQuYWRkKHBnaWQpO1xufVxuXG4vKipcbiAqIFdoZXRoZXIgYSBzZWNvbmQgc2lnbmFsIHdhcyBzZW50IHRvIGdyb3VwIGBwZ2lkYCAoe0BsaW5rY29kZSBpbnNpc3R9KTogaXRzIGVuZCB3YWl0cyBub1xuICogbG9uZ2VyIGZvciB3aGF0IGlzIGxlZnQgb2YgaXQgb25jZSBpdHMgbGVhZGVyIGlzIGdvbmUuXG4gKlxuICogQHBhcmFtIHBnaWQgVGhlIGdyb3VwJ3MgaWQuXG4gKiBAcmV0dXJucyBUcnVlIG9uY2Uge0BsaW5rY29kZSBzaWduYWxHcm91cHN9IHJlYWNoZWQgaXQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgaW5zaXN0ZWRPbiB9IGZyb20gXCIuL2dyb3VwX3dhdGNoZG9nLnRzXCI7XG4gKiBpZiAoaW5zaXN0ZWRPbigxMjM0KSkgY29uc29sZS5sb2coXCJzdG9wIG5vd1wiKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gaW5zaXN0ZWRPbihwZ2lkOiBudW1iZXIpOiBib29sZWFuIHtcbiAgcmV0dXJuIGluc2lzdGVkLmhhcyhwZ2lkKTtcbn1cblxuLyoqXG4gKiBTZW5kcyBgc2lnbmFsYCB0byBwcm9jZXNzIGdyb3VwIGBwZ2lkYC5cbiAqXG4gKiBAcmV0dXJucyBGYWxzZSB3aGVuIHRoZSBncm91cCBpcyBhbHJlYWR5IGdvbmUgKEVTUkNIKTsgYW55IG90aGVyIGZhaWx1cmUgdGhyb3dzLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IHNpZ25hbEdyb3VwIH0gZnJvbSBcIi4vZ3JvdXBfd2F0Y2hkb2cudHNcIjtcbiAqIHNpZ25hbEdyb3VwKDEyMzQsIFwiU0lHVEVSTVwiKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc2lnbmFsR3JvdXAocGdpZDogbnVtYmVyLCBzaWduYWw6IERlbm8uU2lnbmFsKTogYm9vbGVhbiB7XG4gIHRyeSB7XG4gICAgRGVuby5raWxsKC1wZ2lkLCBzaWduYWwpO1xuICAgIHJldHVybiB0cnVlO1xuICB9IGNhdGNoIChlKSB7XG4gICAgaWYgKCEoZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLk5vdEZvdW5kKSkgdGhyb3cgZTsgLy8gRVNSQ0g6IHRoZSBncm91cCBpcyBhbHJlYWR5IGdvbmVcbiAgICByZXR1cm4gZmFsc2U7XG4gIH1cbn1cblxuLyoqXG4gKiBUaGUgd2F0Y2hkb2cncyBgL2Jpbi9zaGAgYXJndW1lbnRzOiBpdHMgcHJvZ3JhbSwgdGhlbiB0aGUgZ3JvdXBzIGl0IGd1YXJkcyBmcm9tIHRoZSBzdGFydC5cbiAqXG4gKiBAcGFyYW0gaW5pdGlhbCBUaGUgZ3JvdXBzIHJlZ2lzdGVyZWQgbm93LlxuICogQHJldHVybnMgVGhlIGFyZ3VtZW50cy5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHdhdGNoZG9nQXJncyB9IGZyb20gXCIuL2dyb3VwX3dhdGNoZG9nLnRzXCI7XG4gKiBjb25zb2xlLmxvZyh3YXRjaGRvZ0FyZ3MoWzEyMzRdKS5zbGljZSgyKSk7IC8vIFtcImFjcC1wcm94eS13YXRjaGRvZ1wiLCBcIjEyMzRcIl1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gd2F0Y2hkb2dBcmdzKGluaXRpYWw6IEl0ZXJhYmxlPG51bWJlcj4pOiBzdHJpbmdbXSB7XG4gIHJldHVybiBbXCItY1wiLCBTQ1JJUFQsIFwiYWNwLXByb3h5LXdhdGNoZG9nXCIsIC4uLlsuLi5pbml0aWFsXS5tYXAoU3RyaW5nKV07XG59XG5cbmZ1bmN0aW9uIHN0YXJ0KCk6IHZvaWQge1xuICBpZiAoY3VycmVudCB8fCBncm91cHMuc2l6ZSA9PT0gMCB8fCBnYXZlVXApIHJldHVybjtcbiAgY29uc3Qgc3RhcnRlZEF0ID0gRGF0ZS5ub3coKTtcbiAgbGV0IGNoaWxkOiBEZW5vLkNoaWxkUHJvY2VzcztcbiAgdHJ5IHtcbiAgICBjaGlsZCA9IG5ldyBEZW5vLkNvbW1hbmQoc2hlbGwsIHtcbiAgICAgIGFyZ3M6IHdhdGNoZG9nQXJncyhncm91cHMpLFxuICAgICAgc3RkaW46IFwicGlwZWRcIixcbiAgICAgIHN0ZG91dDogXCJudWxsXCIsXG4gICAgICBzdGRlcnI6IFwibnVsbFwiLFxuICAgICAgY3dkOiBcIi9cIixcbiAgICAgIGRldGFjaGVkOiB0cnVlLFxuICAgIH0pLnNwYXduKCk7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBvbkVycm9yKGUpO1xuICAgIHJldHVybjtcbiAgfVxuICBjb25zdCB3YXRjaGRvZzogV2F0Y2hkb2cgPSB7IGNoaWxkLCB3cml0ZXI6IGNoaWxkLnN0ZGluLmdldFdyaXRlcigpLCBjaGFpbjogUHJvbWlzZS5yZXNvbHZlKCkgfTtcbiAgY3VycmVudCA9IHdhdGNoZG9nO1xuICAvLyBBIHdhdGNoZG9nIHN0YXJ0ZWQgYWdhaW4gKHRoZSBsYXN0IG9uZSB3YXMga2lsbGVkKSBsZWFybnMgd2hpY2ggZ3JvdXBzIHdlcmUgdG9sZCB0byBzdG9wLlxuICBpZiAodG9sZC5zaXplID4gMCkgc2VuZCh3YXRjaGRvZywgWy4uLnRvbGRdLm1hcCgoZykgPT4gYCEke2d9XFxuYCkuam9pbihcIlwiKSk7XG4gIGNoaWxkLnN0YXR1cy50aGVuKChzdGF0dXMpID0+IHtcbiAgICBpZiAoY3VycmVudCAhPT0gd2F0Y2hkb2cpIHJldHVybjtcbiAgICAvLyBJdCBkaWVkIHdoaWxlIGd1YXJkaW5nIChzb21lb25lIGtpbGxlZCBpdCk6IHN0YXJ0IGFub3RoZXIgZm9yIHRoZSBncm91cHMgbGVmdC4gT25lXG4gICAgLy8gdGhhdCBjYW5ub3QgcnVuIChhIGAvYmluL3NoYCB0aGF0IGV4aXRzIGF0IG9uY2UpIGlzIG5vdCBzdGFydGVkIGFnYWluIGFuZCBhZ2FpbjogYWZ0ZXJcbiAgICAvLyBhIGZldyBzdWNoIGV4aXRzIGluIGEgcm93IGl0IGlzIHNhaWQgb25jZSwgYXMgYSBzcGF3biB0aGF0IGZhaWxzIGlzIChyZWdyZXNzNzYpLlxuICAgIGN1cnJlbnQgPSBudWxsO1xuICAgIHdhdGNoZG9nLndyaXRlci5yZWxlYXNlTG9jaygpO1xuICAgIC8vIChLaWxsZWQgYnkgYSBzaWduYWwgdG9vOiBhIHNoZWxsIHRoYXQga2lsbHMgaXRzZWxmIGF0IG9uY2UgaXMgbm8gd2F0Y2hkb2cgZWl0aGVyLilcbiAgICBxdWlja0V4aXRzID0gRGF0ZS5ub3coKSAtIHN0YXJ0ZWRBdCA8IFFVSUNLX0VYSVRfTVMgPyBxdWlja0V4aXRzICsgMSA6IDA7XG4gICAgaWYgKHF1aWNrRXhpdHMgPj0gTUFYX1FVSUNLX0VYSVRTKSB7XG4gICAgICBnYXZlVXAgPSB0cnVlO1xuICAgICAgb25FcnJvcihcbiAgICAgICAgbmV3IEVycm9yKFxuICAgICAgICAgIGBpdCBlbmRlZCB3aXRoaW4gJHtRVUlDS19FWElUX01TfSBtcyBvZiBpdHMgc3RhcnQgJHtxdWlja0V4aXRzfSB0aW1lcyBpbiBhIHJvdyBgICtcbiAgICAgICAgICAgIGAoZXhpdCBjb2RlICR7c3RhdHVzLmNvZGV9JHtzdGF0dXMuc2lnbmFsID8gYCwgJHtzdGF0dXMuc2lnbmFsfWAgOiBcIlwifSlgLFxuICAgICAgICApLFxuICAgICAgKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKGdyb3Vwcy5zaXplID4gMCkgc3RhcnQoKTtcbiAgfSk7XG59XG5cbmZ1bmN0aW9uIHNlbmQod2F0Y2hkb2c6IFdhdGNoZG9nLCBsaW5lczogc3RyaW5nKTogdm9pZCB7XG4gIHdhdGNoZG9nLmNoYWluID0gd2F0Y2hkb2cuY2hhaW5cbiAgICAudGhlbigoKSA9PiB3YXRjaGRvZy53cml0ZXIud3JpdGUoZW5jb2Rlci5lbmNvZGUobGluZXMpKSlcbiAgICAuY2F0Y2goKGUpID0+IHtcbiAgICAgIC8vIEEgd2F0Y2hkb2cgdGhhdCBkaWVkIChraWxsZWQgd2l0aCB0aGUgZGFlbW9uJ3Mgd2hvbGUgcHJvY2VzcyB0cmVlLCBhcyBhY3B4IGVuZHMgaXRzXG4gICAgICAvLyBhZ2VudCkgaXMgc3RhcnRlZCBhZ2FpbiBieSBpdHMgZXhpdCwgd2l0aCBldmVyeSBncm91cDogbm8gZmFpbHVyZSB0byBzdGFydCBvbmVcbiAgICAgIC8vIChpbnRlcm9wMTA6IFwiY291bGQgbm90IHN0YXJ0IHRoZSBvcnBoYW4gd2F0Y2hkb2cgKEJyb2tlbiBwaXBlKVwiKS5cbiAgICAgIGlmIChjdXJyZW50ID09PSB3YXRjaGRvZyAmJiAhKGUgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ccm9rZW5QaXBlKSkgb25FcnJvcihlKTtcbiAgICB9KTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtDQyxHQUVELHFGQUFxRixHQUNyRixPQUFPLE1BQU0sd0JBQXdCLEVBQUU7QUFFdkM7OztDQUdDLEdBQ0QsTUFBTSxTQUFTLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7TUFzQlYsRUFBRSxzQkFBc0I7OztBQUc5QixDQUFDO0FBRUQsTUFBTSxVQUFVLElBQUk7QUFTcEIsSUFBSSxVQUEyQjtBQUMvQixNQUFNLFNBQVMsSUFBSTtBQUNuQix3REFBd0QsR0FDeEQsTUFBTSxXQUFXLElBQUk7QUFDckIsdUVBQXVFLEdBQ3ZFLE1BQU0sT0FBTyxJQUFJO0FBQ2pCLElBQUksVUFBb0MsS0FBTztBQUMvQyx1RUFBdUUsR0FDdkUsSUFBSSxRQUFRO0FBQ1osbUZBQW1GLEdBQ25GLElBQUksYUFBYTtBQUNqQiwrRUFBK0UsR0FDL0UsSUFBSSxTQUFTO0FBQ2IsbUVBQW1FLEdBQ25FLE1BQU0sZ0JBQWdCO0FBQ3RCOzs7O0NBSUMsR0FDRCxNQUFNLGtCQUFrQjtBQUV4Qjs7Ozs7Ozs7OztDQVVDLEdBQ0QsT0FBTyxTQUFTLHdCQUF3QixPQUFpQztFQUN2RSxVQUFVO0FBQ1o7QUFFQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUNELE9BQU8sU0FBUyxpQkFBaUIsSUFBWTtFQUMzQyxRQUFRO0VBQ1IsYUFBYTtFQUNiLFNBQVM7QUFDWDtBQUVBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxTQUFTLFdBQVcsSUFBWTtFQUNyQyxJQUFJLENBQUMsT0FBTyxhQUFhLENBQUMsU0FBUyxRQUFRLEtBQUssT0FBTyxHQUFHLENBQUMsT0FBTztFQUNsRSxPQUFPLEdBQUcsQ0FBQztFQUNYLElBQUksU0FBUztJQUNYLEtBQUssU0FBUyxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsQ0FBQztJQUMxQjtFQUNGO0VBQ0EseUZBQXlGO0VBQ3pGLDBGQUEwRjtFQUMxRjtBQUNGO0FBRUE7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBQ0QsT0FBTyxTQUFTO0VBQ2QsT0FBTyxTQUFTLFNBQVMsUUFBUSxPQUFPO0FBQzFDO0FBRUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUNELE9BQU8sZUFBZSxhQUFhLElBQVk7RUFDN0MsU0FBUyxNQUFNLENBQUM7RUFDaEIsS0FBSyxNQUFNLENBQUM7RUFDWixJQUFJLENBQUMsT0FBTyxNQUFNLENBQUMsT0FBTztFQUMxQixNQUFNLFdBQVc7RUFDakIsSUFBSSxDQUFDLFVBQVU7RUFDZixLQUFLLFVBQVUsQ0FBQyxDQUFDLEVBQUUsS0FBSyxFQUFFLENBQUM7RUFDM0IsSUFBSSxPQUFPLElBQUksR0FBRyxHQUFHLE9BQU8sTUFBTSxTQUFTLEtBQUs7RUFDaEQsVUFBVTtFQUNWLGFBQWEsR0FBRyx1RUFBdUU7RUFDdkYsU0FBUyxLQUFLLEdBQUcsU0FBUyxLQUFLLENBQUMsSUFBSSxDQUFDLElBQU0sU0FBUyxNQUFNLENBQUMsS0FBSyxJQUFJLEtBQUssQ0FBQyxLQUFPO0VBQ2pGLE1BQU0sU0FBUyxLQUFLO0VBQ3BCLE1BQU0sU0FBUyxLQUFLLENBQUMsTUFBTSxDQUFDLEtBQUssQ0FBQyxLQUFPO0FBQzNDO0FBRUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUNELE9BQU8sU0FBUyxhQUFhLE1BQW1CO0VBQzlDLElBQUksT0FBTztFQUNYLEtBQUssTUFBTSxRQUFRLE9BQVE7SUFDekIsT0FBTztJQUNQLElBQUksbUJBQW1CLE1BQU0sU0FBUztFQUN4QztFQUNBLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixJQUFZLEVBQUUsTUFBbUI7RUFDbEUsTUFBTSxPQUFPLFlBQVksTUFBTTtFQUMvQixJQUFJLFFBQVEsV0FBVyxhQUFhLE9BQU8sR0FBRyxDQUFDLFNBQVMsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxPQUFPO0lBQ3ZFLEtBQUssR0FBRyxDQUFDO0lBQ1QsSUFBSSxTQUFTLEtBQUssU0FBUyxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsQ0FBQztFQUN6QztFQUNBLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxPQUFPLElBQVk7RUFDakMsU0FBUyxHQUFHLENBQUM7QUFDZjtBQUVBOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxXQUFXLElBQVk7RUFDckMsT0FBTyxTQUFTLEdBQUcsQ0FBQztBQUN0QjtBQUVBOzs7Ozs7Ozs7O0NBVUMsR0FDRCxPQUFPLFNBQVMsWUFBWSxJQUFZLEVBQUUsTUFBbUI7RUFDM0QsSUFBSTtJQUNGLEtBQUssSUFBSSxDQUFDLENBQUMsTUFBTTtJQUNqQixPQUFPO0VBQ1QsRUFBRSxPQUFPLEdBQUc7SUFDVixJQUFJLENBQUMsQ0FBQyxhQUFhLEtBQUssTUFBTSxDQUFDLFFBQVEsR0FBRyxNQUFNLEdBQUcsbUNBQW1DO0lBQ3RGLE9BQU87RUFDVDtBQUNGO0FBRUE7Ozs7Ozs7Ozs7O0NBV0MsR0FDRCxPQUFPLFNBQVMsYUFBYSxPQUF5QjtFQUNwRCxPQUFPO0lBQUM7SUFBTTtJQUFRO09BQXlCO1NBQUk7S0FBUSxDQUFDLEdBQUcsQ0FBQztHQUFRO0FBQzFFO0FBRUEsU0FBUztFQUNQLElBQUksV0FBVyxPQUFPLElBQUksS0FBSyxLQUFLLFFBQVE7RUFDNUMsTUFBTSxZQUFZLEtBQUssR0FBRztFQUMxQixJQUFJO0VBQ0osSUFBSTtJQUNGLFFBQVEsSUFBSSxLQUFLLE9BQU8sQ0FBQyxPQUFPO01BQzlCLE1BQU0sYUFBYTtNQUNuQixPQUFPO01BQ1AsUUFBUTtNQUNSLFFBQVE7TUFDUixLQUFLO01BQ0wsVUFBVTtJQUNaLEdBQUcsS0FBSztFQUNWLEVBQUUsT0FBTyxHQUFHO0lBQ1YsUUFBUTtJQUNSO0VBQ0Y7RUFDQSxNQUFNLFdBQXFCO0lBQUU7SUFBTyxRQUFRLE1BQU0sS0FBSyxDQUFDLFNBQVM7SUFBSSxPQUFPLFFBQVEsT0FBTztFQUFHO0VBQzlGLFVBQVU7RUFDViw0RkFBNEY7RUFDNUYsSUFBSSxLQUFLLElBQUksR0FBRyxHQUFHLEtBQUssVUFBVTtPQUFJO0dBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFNLENBQUMsQ0FBQyxFQUFFLEVBQUUsRUFBRSxDQUFDLEVBQUUsSUFBSSxDQUFDO0VBQ3ZFLE1BQU0sTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFDO0lBQ2pCLElBQUksWUFBWSxVQUFVO0lBQzFCLHFGQUFxRjtJQUNyRix5RkFBeUY7SUFDekYsbUZBQW1GO0lBQ25GLFVBQVU7SUFDVixTQUFTLE1BQU0sQ0FBQyxXQUFXO0lBQzNCLHFGQUFxRjtJQUNyRixhQUFhLEtBQUssR0FBRyxLQUFLLFlBQVksZ0JBQWdCLGFBQWEsSUFBSTtJQUN2RSxJQUFJLGNBQWMsaUJBQWlCO01BQ2pDLFNBQVM7TUFDVCxRQUNFLElBQUksTUFDRixDQUFDLGdCQUFnQixFQUFFLGNBQWMsaUJBQWlCLEVBQUUsV0FBVyxnQkFBZ0IsQ0FBQyxHQUM5RSxDQUFDLFdBQVcsRUFBRSxPQUFPLElBQUksR0FBRyxPQUFPLE1BQU0sR0FBRyxDQUFDLEVBQUUsRUFBRSxPQUFPLE1BQU0sRUFBRSxHQUFHLEdBQUcsQ0FBQyxDQUFDO01BRzlFO0lBQ0Y7SUFDQSxJQUFJLE9BQU8sSUFBSSxHQUFHLEdBQUc7RUFDdkI7QUFDRjtBQUVBLFNBQVMsS0FBSyxRQUFrQixFQUFFLEtBQWE7RUFDN0MsU0FBUyxLQUFLLEdBQUcsU0FBUyxLQUFLLENBQzVCLElBQUksQ0FBQyxJQUFNLFNBQVMsTUFBTSxDQUFDLEtBQUssQ0FBQyxRQUFRLE1BQU0sQ0FBQyxTQUNoRCxLQUFLLENBQUMsQ0FBQztJQUNOLHNGQUFzRjtJQUN0RixpRkFBaUY7SUFDakYsb0VBQW9FO0lBQ3BFLElBQUksWUFBWSxZQUFZLENBQUMsQ0FBQyxhQUFhLEtBQUssTUFBTSxDQUFDLFVBQVUsR0FBRyxRQUFRO0VBQzlFO0FBQ0oifQ==
// denoCacheMetadata=12702769414828707481,1959412140570624217