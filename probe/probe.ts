/**
 * `acp-proxy probe`: starts an agent command fresh for each check, bounded by timeouts, and
 * reports what it speaks and where it breaks the protocol (see README "Probe an agent").
 * Nothing the probe starts outlives it: every run is a process group of its own, ended (with
 * every descendant seen) when the check ends.
 *
 * @module
 */

import { initializeCheck, type InitializeFacts, startTimeRow } from "./check_initialize.ts";
import {
  cancelUnknownCheck,
  repeatedInitializeCheck,
  sessionNewCheck,
  unknownMethodCheck,
} from "./check_requests.ts";
import { cleanupRow, stdinEofChecks } from "./check_stdin_eof.ts";
import { jsonrpcRow, responseIdRow, schemaRow, stdoutNoiseRow } from "./check_wire.ts";
import { ProbeContext, type ResolvedOptions } from "./probe_context.ts";
import type { CheckRow, ProbedSlot, ProbeReport } from "./report.ts";
import { agentSelectionRow, pairSelectionRow } from "./selection.ts";

export type { CheckRow, ProbeReport, Verdict } from "./report.ts";

/** What to probe: one command (`agent`), or the pair the agent router would run. */
export interface ProbeTarget {
  /** One agent command (`--agent`). */
  agent?: string;
  /** The v1 command of a pair (`--v1`). */
  v1?: string;
  /** The v2 command of a pair (`--v2`). */
  v2?: string;
  /** Variables added to the inherited environment of the agent. */
  env?: Record<string, string>;
  /** The agent's working directory. */
  cwd?: string;
  /** The agent's configured name, shown in the report. */
  name?: string;
}

/** How a probe runs. */
export interface ProbeOptions {
  /** Run the `session/new` check. @default true */
  session?: boolean;
  /** Spawn->initialize answer time from which the start is a warn. @default 2000 */
  slowStartMs?: number;
  /** Bound of each wait for an answer. @default 10000 */
  timeoutMs?: number;
  /** Time the agent has to exit after stdin EOF. @default 3000 */
  eofWaitMs?: number;
  /** How long silence is awaited after `$/cancel_request` for an unknown id. @default 500 */
  cancelWindowMs?: number;
  /** Ends the probe early (the running agent is stopped, the remaining checks skip). */
  signal?: AbortSignal;
}

/** The probe was given a target with nothing to run, or both forms at once. */
export class ProbeTargetError extends Error {
  /**
   * Creates the error.
   *
   * @param message What is wrong with the target.
   */
  constructor(message: string) {
    super(message);
    this.name = "ProbeTargetError";
  }
}

/** The initialize check, whose row says so when the probe was interrupted while it ran. */
async function initializeFacts(ctx: ProbeContext, requested: 1 | 2): Promise<InitializeFacts> {
  let facts: InitializeFacts | undefined;
  const row = await ctx.unlessInterrupted(async () =>
    (facts = await initializeCheck(ctx, requested)).row
  );
  // Answered under another id: what it says is shown, but no client would get it, so it is
  // no usable answer (the other version's may be).
  const wrongId = facts?.wrongId;
  if (wrongId === undefined) return { ...facts!, row };
  const shown = row.verdict === "fail" || row.verdict === "skip" ? row : {
    ...row,
    detail: `${row.detail}; but under id ${wrongId}, not the request's 1 (see response-id)`,
  };
  return { ...facts!, row: shown, answered: null, claimed: facts!.answered };
}

/** The selection row when an initialize was answered under another id: none can be made. */
const WRONG_ID_SELECTION: CheckRow = {
  check: "selection",
  verdict: "skip",
  detail: "skipped: the agent answers with a wrong response id (see response-id)",
};

/** The rows of every check on one command, and the facts the selection needs. */
async function probeCommand(
  command: string,
  target: ProbeTarget,
  options: ResolvedOptions,
  role?: "v1" | "v2",
): Promise<{ rows: CheckRow[]; v2: InitializeFacts; v1: InitializeFacts }> {
  const ctx = new ProbeContext({ command, env: target.env, cwd: target.cwd }, options);
  let v2 = await initializeFacts(ctx, 2);
  let v1 = await initializeFacts(ctx, 1);
  // An initialize refused with an error: the advice to run it as the other version holds only
  // when that version's initialize works; an agent that refuses both fails both.
  if (v2.refusal !== undefined && v2.row.verdict === "warn" && v1.answered !== 1) {
    v2 = { ...v2, row: { check: v2.row.check, verdict: "fail", detail: v2.refusal } };
  }
  if (v1.refusal !== undefined && v1.row.verdict === "warn" && v2.answered !== 2) {
    v1 = { ...v1, row: { check: v1.row.check, verdict: "fail", detail: v1.refusal } };
  }
  // In a pair's slot of the other version the advice is already followed (probe12 N2).
  for (const [f, other] of [[v1, 2], [v2, 1]] as const) {
    if (f.refusal === undefined || f.row.verdict !== "warn" || role !== `v${other}`) continue;
    f.row = {
      ...f.row,
      detail: `${f.refusal}; a v${other} agent should answer protocolVersion ${other} (as the ` +
        `--v${other} command it is given only v${other} clients, so this one is not routed here)`,
    };
  }
  // The later checks speak what a client of this command would: a pair's v1 command gets only
  // v1 from the router, whatever else it answers (probe10: its v2 was checked instead).
  ctx.version = role === "v1" && v1.answered === 1
    ? 1
    : v2.answered === 2
    ? 2
    : v1.answered === 1 || v2.answered === 1
    ? 1
    : null;
  // Settled on 1 only by the v2 initialize: the later runs send the one it answered.
  if (v2.answered === 1 && v1.answered !== 1) ctx.initializeAs = 2;
  // Well-formed answers that no client can continue in (protocolVersion 3 to both, or 2 to
  // the v1 initialize and an error to the v2 one): each row fails with why, as the selection
  // does (probe12: both were ok, and the later rows pointed at them).
  const unusable = ctx.version === null && (v2.answered !== null || v1.answered !== null);
  if (unusable) {
    [v2, v1] = [v2, v1].map((f) =>
      f.answered === null || f.row.verdict === "fail" ? f : {
        ...f,
        row: {
          ...f.row,
          verdict: "fail",
          detail: `${f.row.detail}; no v1 or v2 client can continue with these answers (a v1 ` +
            `client needs protocolVersion 1 to its initialize, a v2 client 2 or 1)`,
        },
      }
    );
  }
  if (ctx.version === null && ctx.blockedBy === null) {
    ctx.blockedBy = v2.wrongId !== undefined || v1.wrongId !== undefined
      ? "the agent answers with a wrong response id (see response-id)"
      : unusable
      ? "no v1 or v2 client can continue with the initialize answers (see initialize-v2 " +
        "and initialize-v1)"
      : "initialize got no usable answer (see initialize-v2 and initialize-v1)";
  }
  const session = await ctx.unlessInterrupted(() => sessionNewCheck(ctx));
  const unknown = await ctx.unlessInterrupted(() => unknownMethodCheck(ctx));
  const cancel = await ctx.unlessInterrupted(() => cancelUnknownCheck(ctx));
  const repeated = await ctx.unlessInterrupted(() => repeatedInitializeCheck(ctx));
  const eof = await ctx.unlessInterrupted(() => stdinEofChecks(ctx));
  // Rows drawn from what the agent wrote keep what was seen; one that found nothing to judge
  // ("the agent sent no response") after a stop says the probe was interrupted instead.
  const seen = [
    startTimeRow(v2.firstByteAt === null && v2.answerAt === null ? v1 : v2, options.slowStartMs),
    stdoutNoiseRow(ctx),
    await schemaRow(ctx),
    responseIdRow(ctx),
    jsonrpcRow(ctx),
  ].map((row) =>
    ctx.aborted && row.verdict === "skip"
      ? { ...row, detail: "skipped: the probe was interrupted" }
      : row
  );
  const rows = [
    v2.row,
    v1.row,
    ...seen,
    session,
    unknown,
    cancel,
    repeated,
    ...eof,
    ...cleanupRow(ctx),
  ];
  return { rows, v2, v1 };
}

/**
 * Probes one agent (or a `--v1`/`--v2` pair): each check starts the command fresh and each of
 * its waits is bounded (a silent agent takes about 25 s with the default options; one that
 * answers `initialize` just in time and nothing else, about 100 s).
 *
 * @param target The command(s), environment, working directory and name.
 * @param options Timeouts, the session check, an abort signal.
 * @returns The report: the agent's answered version and info, and one row (or more) per check.
 * @throws {ProbeTargetError} Without a command, or with `agent` and `v1`/`v2` together.
 *
 * @example Probe an agent and print the table
 * ```ts ignore
 * import { probeAgent } from "./probe.ts";
 * import { renderTable } from "./report.ts";
 * const report = await probeAgent({ agent: "deno run testing/defect_agent.ts --defect none" });
 * console.log(renderTable([report]));
 * ```
 */
export async function probeAgent(
  target: ProbeTarget,
  options: ProbeOptions = {},
): Promise<ProbeReport> {
  const resolved: ResolvedOptions = {
    session: options.session ?? true,
    slowStartMs: options.slowStartMs ?? 2_000,
    timeoutMs: options.timeoutMs ?? 10_000,
    eofWaitMs: options.eofWaitMs ?? 3_000,
    cancelWindowMs: options.cancelWindowMs ?? 500,
    signal: options.signal,
  };
  const name = target.name === undefined ? {} : { name: target.name };
  if (target.agent !== undefined) {
    if (target.v1 !== undefined || target.v2 !== undefined) {
      throw new ProbeTargetError("probe either one agent command or a v1/v2 pair, not both");
    }
    const { rows, v2, v1 } = await probeCommand(target.agent, target, resolved);
    // An initialize cut short by a stop is no evidence of what the agent speaks.
    const cut = resolved.signal?.aborted === true && (v1.answered === null || v2.answered === null);
    const selection = cut
      ? {
        check: "selection",
        verdict: "skip" as const,
        detail: "skipped: the probe was interrupted",
      }
      : v2.answered === null && v1.answered === null &&
          (v2.wrongId !== undefined || v1.wrongId !== undefined)
      ? WRONG_ID_SELECTION
      : agentSelectionRow(v2.answered, v1.answered);
    rows.splice(2, 0, selection);
    const info = v2.info ?? v1.info;
    return {
      agent: { command: target.agent, ...name, ...(info ? { info } : {}) },
      protocolVersion: v2.answered ?? v1.answered ?? v2.claimed ?? v1.claimed ?? null,
      checks: rows,
    };
  }
  if (target.v1 === undefined && target.v2 === undefined) {
    throw new ProbeTargetError("nothing to probe: give an agent command or a v1/v2 pair");
  }
  const checks: CheckRow[] = [];
  const slots: { v1?: number | null; v2?: number | null } = {};
  let v2CommandV1: number | null = 1;
  const slotInfo: { v1?: ProbedSlot; v2?: ProbedSlot } = {};
  let version: number | null = null;
  let info: { name: string; version: string } | undefined;
  let wrongId = false;
  for (const role of ["v1", "v2"] as const) {
    const command = target[role];
    if (command === undefined) continue;
    const { rows, v2, v1 } = await probeCommand(command, target, resolved, role);
    wrongId ||= v2.wrongId !== undefined || v1.wrongId !== undefined;
    checks.push(...rows.map((row) => ({ ...row, role })));
    slots[role] = role === "v1" ? v1.answered : v2.answered;
    if (role === "v2") v2CommandV1 = v1.answered;
    const own = role === "v1" ? v1.info ?? v2.info : v2.info ?? v1.info;
    slotInfo[role] = { ...(own ? { info: own } : {}), protocolVersion: slots[role] ?? null };
    // The pair's highest is what its slots answered, as the router uses them: a v1 command
    // that also answers a v2 initialize never gets one from the router.
    const answered = slots[role];
    if (answered != null && (version === null || answered > version)) version = answered;
    info = (role === "v2" ? v2.info ?? info : undefined) ?? info ?? v2.info ?? v1.info;
  }
  // An initialize cut short by a stop is no evidence of what either command speaks.
  const cut = resolved.signal?.aborted === true &&
    (Object.values(slots).some((answered) => answered === null) ||
      (target.v2 !== undefined && v2CommandV1 === null));
  checks.push(
    cut
      ? { check: "selection", verdict: "skip", detail: "skipped: the probe was interrupted" }
      : wrongId && Object.values(slots).every((answered) => answered === null)
      ? WRONG_ID_SELECTION
      : pairSelectionRow(slots, v2CommandV1),
  );
  return {
    agent: {
      command: {
        ...(target.v1 === undefined ? {} : { v1: target.v1 }),
        ...(target.v2 === undefined ? {} : { v2: target.v2 }),
      },
      ...name,
      ...(info ? { info } : {}),
      slots: slotInfo,
    },
    protocolVersion: version,
    checks,
  };
}
