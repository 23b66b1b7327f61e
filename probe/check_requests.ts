/**
 * The checks that need an initialized agent, each on a fresh one: `session/new` in a
 * temporary directory, an unknown method (expects `-32601`), `$/cancel_request` for an
 * unknown id (expects silence), and a repeated `initialize` (expects an answer).
 *
 * @module
 */

import type { AgentRun } from "./agent_run.ts";
import { codeText, errorText, type ProbeContext, startFailedRow } from "./probe_context.ts";
import type { CheckRow } from "./report.ts";

/** The method name the unknown-method check calls. */
export const UNKNOWN_METHOD = "acp_proxy_probe/no_such_method";

/** Runs `fn` after a successful initialize on a fresh agent; rows for the ways it cannot. */
async function afterInitialize(
  ctx: ProbeContext,
  check: string,
  fn: (run: AgentRun) => Promise<CheckRow>,
): Promise<CheckRow> {
  const skip = ctx.skipped(check);
  if (skip) return skip;
  const outcome = await ctx.withRun(async (run): Promise<CheckRow> => {
    const answer = await ctx.initialize(run);
    if (answer !== null && "error" in answer.message) {
      // Answered, but refused in this run: what it said, not a missing answer.
      return {
        check,
        verdict: "fail",
        detail: `initialize was answered with ${errorText(answer.message)} in this run, so ` +
          `this could not be checked`,
      };
    }
    if (answer === null) {
      return {
        check,
        verdict: "fail",
        detail: `initialize was not answered in this run (within ${ctx.options.timeoutMs} ms)`,
      };
    }
    return await fn(run);
  });
  return startFailedRow(check, outcome) ?? outcome as CheckRow;
}

/**
 * `session-new`: creates a session in a temporary directory (removed afterwards).
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export async function sessionNewCheck(ctx: ProbeContext): Promise<CheckRow> {
  const check = "session-new";
  if (!ctx.options.session) return { check, verdict: "skip", detail: "skipped (--no-session)" };
  return await inSessionDir(async (dir) =>
    await afterInitialize(ctx, check, async (run) => {
      const version = ctx.version ?? 1;
      const { timeoutMs, signal } = ctx.options;
      const answer = await run.request(
        2,
        "session/new",
        sessionParams(ctx, dir),
        timeoutMs,
        signal,
      );
      if (answer === null) {
        const detail = await run.unanswered(2, "session/new", timeoutMs, signal);
        // Still running and silent, with nothing else seen: an agent waiting for a login often
        // is (probe14).
        const hint = /^no answer to session\/new within \d+ ms(;|$)/.test(detail)
          ? "; an agent that waits for a login may answer nothing: log in with the agent's " +
            "own tool, or probe with --no-session"
          : "";
        return { check, verdict: "fail", detail: detail + hint };
      }
      ctx.sessionAnswered = true;
      if (answer.wrongId !== undefined) return wrongIdRow(check, answer.wrongId);
      const m = answer.message;
      if ("error" in m) {
        const code = (m.error as { code?: unknown })?.code;
        return code === -32000
          ? {
            check,
            verdict: "warn",
            detail: `session/new needs authentication (${errorText(m)}); log in with the ` +
              `agent's own tool, or probe with --no-session`,
          }
          : { check, verdict: "fail", detail: `session/new answered ${errorText(m)}` };
      }
      const sessionId = (m.result as { sessionId?: unknown } | null)?.sessionId;
      ctx.validations.push({
        label: "the session/new answer",
        version,
        def: "NewSessionResponse",
        value: m.result,
      });
      if (typeof sessionId !== "string") {
        return { check, verdict: "fail", detail: `session/new answered without a sessionId` };
      }
      return {
        check,
        verdict: "ok",
        detail: `created session ${sessionId} in a temporary directory`,
        sessionId,
      };
    })
  );
}

/**
 * The params of the probe's `session/new` in `dir`, for the version the checks speak.
 *
 * @param ctx The probe context.
 * @param dir The session's working directory.
 * @returns The params.
 */
export function sessionParams(ctx: ProbeContext, dir: string): Record<string, unknown> {
  return (ctx.version ?? 1) === 1 ? { cwd: dir, mcpServers: [] } : { cwd: dir };
}

/**
 * Runs `fn` with a fresh temporary directory for a session, removed afterwards.
 *
 * @param fn What runs with the directory.
 * @returns What `fn` returns.
 */
export async function inSessionDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "acp-probe-session-" });
  try {
    return await fn(dir);
  } finally {
    // Gone already (the agent removed it) is fine; anything else leaves it behind: say so.
    await Deno.remove(dir, { recursive: true }).catch((e) => {
      if (e instanceof Deno.errors.NotFound) return;
      console.error(
        `acp-proxy: warn: could not remove the probe's temporary directory ${dir}: ` +
          `${(e as Error).message}`,
      );
    });
  }
}

/**
 * `unknown-method`: a request for a method no agent has must get `-32601`.
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export function unknownMethodCheck(ctx: ProbeContext): Promise<CheckRow> {
  const check = "unknown-method";
  return afterInitialize(ctx, check, async (run) => {
    const { timeoutMs, signal } = ctx.options;
    const answer = await run.request(2, UNKNOWN_METHOD, {}, timeoutMs, signal);
    if (answer === null) {
      const why = await run.unanswered(
        2,
        `the unknown method ${UNKNOWN_METHOD}`,
        timeoutMs,
        signal,
      );
      return { check, verdict: "fail", detail: `${why}; it must answer -32601 (Method not found)` };
    }
    const m = answer.message;
    const code = (m.error as { code?: unknown } | undefined)?.code;
    if (answer.wrongId !== undefined) return wrongIdRow(check, answer.wrongId);
    if (code === -32601) {
      return { check, verdict: "ok", detail: `answered -32601 (Method not found)` };
    }
    return {
      check,
      verdict: "fail",
      detail: "error" in m
        ? `answered ${codeText(code)} instead of -32601 (Method not found) for an unknown method`
        : `answered an unknown method with a result instead of -32601 (Method not found)`,
    };
  });
}

/**
 * How long `cancel-unknown` waits after the initialize answer for an end that came with it (a
 * process descheduled between its last write and its exit on a loaded machine: 50 ms was short).
 */
const END_SETTLE_MS = 200;

/**
 * `cancel-unknown`: `$/cancel_request` for an id nobody used is a notification: no answer.
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export function cancelUnknownCheck(ctx: ProbeContext): Promise<CheckRow> {
  const check = "cancel-unknown";
  return afterInitialize(ctx, check, async (run) => {
    const { cancelWindowMs, signal } = ctx.options;
    // An agent that ends right after its initialize answer (it exits, or closes its output)
    // does not end because of the cancel: that end is given a moment to be seen first.
    await run.framesWithin(END_SETTLE_MS, signal);
    if (run.outputEnded || run.exitAt !== null) {
      return {
        check,
        verdict: "skip",
        detail: `skipped: the agent ${await run.endNote(
          "right after its initialize answer",
          signal,
        )}, before the $/cancel_request`,
      };
    }
    await run.send({
      jsonrpc: "2.0",
      method: "$/cancel_request",
      params: { requestId: "acp-proxy-probe-unknown" },
    });
    const frames = await run.framesWithin(cancelWindowMs, signal);
    // Silence is the pass here: a wait a signal cut short found nothing either way.
    if (signal?.aborted) return { check, verdict: "skip", detail: "skipped: interrupted" };
    // A response without an id (an error, say) is an answer too: it is no message at all. One
    // under an id the probe sent answers that request (again: response-id counts it).
    const answers = frames.filter((f) => {
      const m = f.message as Record<string, unknown>;
      if (typeof m.id === "number" && run.sentIds.includes(m.id)) return false;
      return Array.isArray(m) || (!("method" in m) && ("id" in m || "result" in m || "error" in m));
    });
    if (answers.length > 0) {
      return {
        check,
        verdict: "fail",
        detail: `answered a $/cancel_request notification for an unknown id ` +
          `(${answers[0].text.slice(0, 100)}); notifications get no answer`,
      };
    }
    // An exit is often seen after the end of the output: once that ended, it is waited for.
    // (Output closed without an exit is no answer: other rows say what it costs.)
    if (run.outputEnded) await run.settleExit(signal);
    if (run.exitAt !== null) {
      return {
        check,
        verdict: "fail",
        detail: await run.endNote("after a $/cancel_request for an unknown id", signal),
      };
    }
    return {
      check,
      verdict: "ok",
      detail: `no answer to $/cancel_request for an unknown id within ${cancelWindowMs} ms`,
    };
  });
}

/**
 * `repeated-initialize`: a second `initialize` on the same connection gets an answer (a
 * result or an error), not silence.
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export function repeatedInitializeCheck(ctx: ProbeContext): Promise<CheckRow> {
  const check = "repeated-initialize";
  return afterInitialize(ctx, check, async (run) => {
    const answer = await ctx.initialize(run, 2);
    if (answer === null) {
      const { timeoutMs, signal } = ctx.options;
      const detail = await run.unanswered(2, "a second initialize", timeoutMs, signal);
      return { check, verdict: "fail", detail };
    }
    if (answer.wrongId !== undefined) return wrongIdRow(check, answer.wrongId);
    return {
      check,
      verdict: "ok",
      detail: "error" in answer.message
        ? `answered a second initialize with ${errorText(answer.message)}`
        : `answered a second initialize with a result`,
    };
  });
}

/**
 * The row of a check whose request (id 2) was answered under another id: the answer is not one
 * a client would ever match to its request, whatever it says.
 *
 * @param check The check's name.
 * @param wrongId The id the answer carried, as JSON.
 * @returns The failing row.
 */
function wrongIdRow(check: string, wrongId: string): CheckRow {
  return {
    check,
    verdict: "fail",
    detail: `answered with id ${wrongId}, not the request's 2 (see response-id), so a client ` +
      `never gets its answer`,
  };
}
