/**
 * The `stdin-eof` and `leftover-processes` checks: a fresh, initialized agent (with a session
 * when the `session-new` check got an answer) gets EOF on stdin; does it exit, how fast, and
 * does any process of its group, or any descendant seen while it ran, outlive it. Whatever is
 * left is killed afterwards; what cannot be killed gets the `cleanup` row
 * ({@linkcode cleanupRow}).
 *
 * @module
 */

import { hasProcessTable, killProcesses, stillRunning } from "./processes.ts";
import { watchAbort } from "../async/when_aborted.ts";
import { type ProbeContext, startFailedRow } from "./probe_context.ts";
import { inSessionDir, sessionParams } from "./check_requests.ts";
import type { CheckRow } from "./report.ts";

/** How long the leftovers check waits after the exit before it looks at the process table. */
const SETTLE_MS = 100;

/**
 * How long a process of the agent may take to end on its own after the agent: 3 s (the
 * `claude auth status` helper of @agentclientprotocol/claude-agent-acp 0.101 outlives it by
 * 1.5-2 s; with 1 s its verdict changed from run to run).
 */
const LEFTOVER_GRACE_MS = 3_000;

/** How often the process table is read meanwhile. */
const POLL_MS = 50;

/**
 * Runs both checks on one fresh agent.
 *
 * @param ctx The probe context.
 * @returns The `stdin-eof` and `leftover-processes` rows.
 */
export async function stdinEofChecks(ctx: ProbeContext): Promise<CheckRow[]> {
  // An editor closes the pipe of an agent that has had a session, and some agents ignore the
  // EOF only then (@zed-industries/claude-agent-acp 0.23 exits at once after its initialize,
  // and not at all after a session/new, even a refused one): so when the session-new check
  // got an answer, this agent gets a session/new too.
  return ctx.sessionAnswered && ctx.version !== null
    ? await inSessionDir((dir) => eofChecks(ctx, dir))
    : await eofChecks(ctx, null);
}

/** Both checks; with `sessionDir`, a session/new in it before the EOF. */
async function eofChecks(ctx: ProbeContext, sessionDir: string | null): Promise<CheckRow[]> {
  const eof = "stdin-eof";
  const left = "leftover-processes";
  if (ctx.aborted) return [ctx.skipped(eof)!, ctx.skipped(left)!];
  const { eofWaitMs, signal, timeoutMs } = ctx.options;
  const outcome = await ctx.withRun(async (run): Promise<CheckRow[]> => {
    // Without a working initialize the EOF still comes, after a short look at the output.
    await (ctx.version === null ? run.framesWithin(200, signal) : ctx.initialize(run));
    // Its answer, a result or an error, is waited for (bounded) but not judged here.
    let after = "";
    if (sessionDir !== null) {
      const params = sessionParams(ctx, sessionDir);
      const answer = await run.request(2, "session/new", params, timeoutMs, signal);
      // Cut short, the session step did not happen: no verdict (the probe says it was
      // interrupted while this check ran).
      if (signal?.aborted) {
        return [
          { check: eof, verdict: "skip", detail: "skipped: interrupted" },
          { check: left, verdict: "skip", detail: "skipped: interrupted" },
        ];
      }
      after = answer !== null
        ? ", sent after its session/new answer"
        : `, sent after a session/new it did not answer within ${timeoutMs} ms`;
    }
    // One that ends by itself before the EOF (a crash after its initialize) is not said to
    // have exited "0 ms after" it: a moment is given for that end to show (the wait ends at
    // once when its output does), so that it is not taken for an exit at the EOF.
    await run.framesWithin(SETTLE_MS, signal);
    if (run.outputEnded) await run.waitExit(SETTLE_MS, signal);
    const exitedAt = run.exitAt;
    await run.closeInput();
    const exitMs = await run.waitExit(eofWaitMs, signal);
    if (exitMs === null) {
      return [
        {
          check: eof,
          verdict: "fail",
          detail: `did not exit within ${eofWaitMs} ms after stdin EOF${after} (it was ` +
            `killed); an editor that closes the pipe leaves it running`,
        },
        {
          check: left,
          verdict: "skip",
          detail: "skipped: the agent did not exit after stdin EOF",
        },
      ];
    }
    const code = await run.exited;
    const codeText = await run.exitCodeText();
    const eofRow: CheckRow = exitedAt === null && ctx.version === null && code !== 0
      ? {
        // Nothing was initialized: it may well have been ending by itself (a crash at start-up
        // slower than the short look before the EOF), which an exit at the EOF cannot tell.
        check: eof,
        verdict: "warn",
        detail: `exited with code ${codeText} ${Math.round(exitMs)} ms after stdin EOF; no ` +
          `initialize worked, so it may have been ending by itself${await run.finalStderrNote()}`,
        exitCode: code,
        exitMs: Math.round(exitMs),
      }
      : exitedAt === null
      ? {
        check: eof,
        verdict: "ok",
        detail: `exited with code ${codeText} ${Math.round(exitMs)} ms after stdin EOF${after}`,
        exitCode: code,
        exitMs: Math.round(exitMs),
      }
      : {
        check: eof,
        verdict: "warn",
        detail:
          `exited by itself with code ${codeText} ${Math.round(exitedAt)} ms after it started, ` +
          `before stdin EOF (an editor would lose it)${await run.finalStderrNote()}`,
        exitCode: code,
      };
    if (!hasProcessTable()) {
      return [eofRow, {
        check: left,
        verdict: "skip",
        detail: "skipped: no /proc process table on this system",
      }];
    }
    await run.framesWithin(SETTLE_MS, signal);
    let leftovers = stillRunning(run.seenDescendants(), run.pid);
    // A helper finishing its own work a moment after the agent (a status query it started)
    // is not left behind: what is still there LEFTOVER_GRACE_MS later is. A signal ends the
    // wait at once (what is there then is ended all the same).
    using stopped = watchAbort(signal, "stopped" as const);
    for (
      let waited = 0;
      leftovers.length > 0 && waited < LEFTOVER_GRACE_MS && !signal?.aborted;
      waited += POLL_MS
    ) {
      await Promise.race([
        new Promise((resolve) => setTimeout(resolve, POLL_MS)),
        stopped.promise,
      ]);
      leftovers = stillRunning(run.seenDescendants(), run.pid);
    }
    const unended = await killProcesses(leftovers);
    ctx.unended.push(...unended);
    if (signal?.aborted) {
      // The wait was cut short: neither "none left" nor "left behind" is known.
      return [eofRow, { check: left, verdict: "skip", detail: "skipped: interrupted" }];
    }
    if (leftovers.length === 0) {
      return [eofRow, {
        check: left,
        verdict: "ok",
        detail: "no process of the agent left after it exited",
      }];
    }
    const names = leftovers.slice(0, 3).map((p) => `pid ${p.pid} ${p.name}`).join(", ");
    const n = leftovers.length;
    return [eofRow, {
      check: left,
      verdict: "fail",
      detail: `${n} process${n === 1 ? "" : "es"} of the agent left after it exited (${names}${
        n > 3 ? ", \u2026" : ""
      }); ${unended.length === 0 ? "killed by the probe" : "see the cleanup row"}`,
      leftovers: leftovers.map((p) => ({ pid: p.pid, name: p.name })),
    }];
  });
  const failed = startFailedRow(eof, outcome);
  if (failed) return [failed, { check: left, verdict: "skip", detail: "skipped: no agent ran" }];
  return outcome as CheckRow[];
}

/**
 * The `cleanup` row, only when the probe could not end a process of the agent (it may not
 * signal it, or it outlived SIGKILL): the user has to end it, so it is named.
 *
 * @param ctx The probe context, after every check.
 * @returns The row, or none.
 */
export function cleanupRow(ctx: ProbeContext): CheckRow[] {
  // A leftover that could not be killed after the EOF is tried again when its run stops.
  const once = new Map(ctx.unended.map((u) => [`${u.process.pid}:${u.process.start}`, u]));
  const unended = [...once.values()];
  const n = unended.length;
  if (n === 0) return [];
  const named = unended.slice(0, 3).map(({ process, reason }) =>
    `pid ${process.pid} ${process.name}: ${reason}`
  );
  return [{
    check: "cleanup",
    verdict: "warn",
    detail: `the probe could not end ${n} process${n === 1 ? "" : "es"} of the agent (${
      named.join(", ")
    }${n > 3 ? ", \u2026" : ""}); end ${n === 1 ? "it" : "them"} by hand`,
    unended: unended.map(({ process, reason }) => ({
      pid: process.pid,
      name: process.name,
      reason,
    })),
  }];
}
