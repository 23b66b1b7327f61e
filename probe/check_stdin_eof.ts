/**
 * The `stdin-eof` and `leftover-processes` checks: a fresh, initialized agent gets EOF on
 * stdin; does it exit, how fast, and does any process of its group, or any descendant seen
 * while it ran, outlive it. Whatever is left is killed afterwards.
 *
 * @module
 */

import { hasProcessTable, killProcesses, stillRunning } from "./processes.ts";
import { type ProbeContext, startFailedRow } from "./probe_context.ts";
import type { CheckRow } from "./report.ts";

/** How long the leftovers check waits after the exit before it looks at the process table. */
const SETTLE_MS = 100;

/**
 * Runs both checks on one fresh agent.
 *
 * @param ctx The probe context.
 * @returns The `stdin-eof` and `leftover-processes` rows.
 */
export async function stdinEofChecks(ctx: ProbeContext): Promise<CheckRow[]> {
  const eof = "stdin-eof";
  const left = "leftover-processes";
  if (ctx.aborted) return [ctx.skipped(eof)!, ctx.skipped(left)!];
  const { eofWaitMs, signal } = ctx.options;
  const outcome = await ctx.withRun(async (run): Promise<CheckRow[]> => {
    // Without a working initialize the EOF still comes, after a short look at the output.
    await (ctx.version === null ? run.framesWithin(200, signal) : ctx.initialize(run));
    await run.closeInput();
    const exitMs = await run.waitExit(eofWaitMs, signal);
    if (exitMs === null) {
      return [
        {
          check: eof,
          verdict: "fail",
          detail: `did not exit within ${eofWaitMs} ms after stdin EOF (it was killed); ` +
            `an editor that closes the pipe leaves it running`,
        },
        {
          check: left,
          verdict: "skip",
          detail: "skipped: the agent did not exit after stdin EOF",
        },
      ];
    }
    const code = await run.exited;
    const eofRow: CheckRow = {
      check: eof,
      verdict: "ok",
      detail: `exited with code ${code} ${Math.round(exitMs)} ms after stdin EOF`,
      exitCode: code,
      exitMs: Math.round(exitMs),
    };
    if (!hasProcessTable()) {
      return [eofRow, {
        check: left,
        verdict: "skip",
        detail: "skipped: no /proc process table on this system",
      }];
    }
    await run.framesWithin(SETTLE_MS);
    const leftovers = stillRunning(run.seenDescendants(), run.pid);
    await killProcesses(leftovers);
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
        n > 3 ? ", …" : ""
      }); killed by the probe`,
      leftovers: leftovers.map((p) => ({ pid: p.pid, name: p.name })),
    }];
  });
  const failed = startFailedRow(eof, outcome);
  if (failed) return [failed, { check: left, verdict: "skip", detail: "skipped: no agent ran" }];
  return outcome as CheckRow[];
}
