/**
 * The `initialize-v2` and `initialize-v1` checks: a fresh agent gets one `initialize` of that
 * version; the row says which version it answered, its info, capabilities and auth methods,
 * and fails an answer with the wrong shape for the version it claims (an answer above the
 * requested version is allowed by v1: the agent then does not speak the requested one). The `start-time` check reads the first of these runs.
 *
 * @module
 */

import { errorText, initializeParams, type ProbeContext, startFailedRow } from "./probe_context.ts";
import { type CheckRow, clipped, jsonText, MAX_INFO_CHARS } from "./report.ts";
import { MAX_PROTOCOL_VERSION } from "../schema/versions.ts";

/** What one initialize check learned. */
export interface InitializeFacts {
  /** The row. */
  row: CheckRow;
  /** The protocol version answered in a well-formed result, or null. */
  answered: number | null;
  /** `agentInfo` / `info` of the answer. */
  info?: { name: string; version: string };
  /** Milliseconds from spawn to the first stdout byte. */
  firstByteAt: number | null;
  /** Milliseconds from spawn to the answer. */
  answerAt: number | null;
  /** The id the answer came under when it is not the request's (its JSON text). */
  wrongId?: string;
  /** The version an answer under a wrong id gave (`answered` is then null: none is usable). */
  claimed?: number | null;
  /**
   * Set when the initialize was answered with an error: the row's detail without its advice
   * (to configure the agent as the other version), for when that version's is refused too.
   */
  refusal?: string;
}

/** `JSON.rawJSON` (V8; not yet in TypeScript's lib): a value JSON.stringify writes as given. */
interface RawJson {
  rawJSON(text: string): unknown;
}

function describe(value: unknown, max = 120): string {
  return clipped(JSON.stringify(value) ?? "none", max);
}

/** The auth method ids for a row: each cut to 40 characters, the first 10 and a count. */
function authText(ids: readonly string[]): string {
  if (ids.length === 0) return "none";
  const shown = ids.slice(0, 10).map((id) => clipped(id, 40)).join(", ");
  return ids.length > 10 ? `${shown} and ${ids.length - 10} more` : shown;
}

/**
 * The agent's info for the report (`--json` too): its name and version when the name is a
 * string (a version that is none as ""), else none.
 */
function infoOf(value: unknown): { name: string; version: string } | undefined {
  const info = value as { name?: unknown; version?: unknown } | null | undefined;
  if (typeof info?.name !== "string") return undefined;
  return { name: info.name, version: info.version == null ? "" : jsonText(info.version) };
}

/**
 * The agent's info for a row's words: its name and version; an info that is no object with
 * a string name shown as its JSON (a table reader sees what came; `--json` has none).
 */
function infoWords(value: unknown, info: { name: string; version: string } | undefined): string {
  if (info !== undefined) {
    const version = clipped(info.version, MAX_INFO_CHARS);
    return `${clipped(info.name, MAX_INFO_CHARS)}${version === "" ? "" : ` ${version}`}`;
  }
  return value === undefined || value === null
    ? "no agent info"
    : `agent info ${describe(value, MAX_INFO_CHARS)} (no string name)`;
}

/**
 * Runs one initialize check on a fresh agent.
 *
 * @param ctx The probe context.
 * @param requested The version requested.
 * @returns The row and the facts later checks use.
 */
export async function initializeCheck(
  ctx: ProbeContext,
  requested: 1 | 2,
): Promise<InitializeFacts> {
  const check = `initialize-v${requested}`;
  const none = { answered: null, firstByteAt: null, answerAt: null };
  if (ctx.aborted) return { row: ctx.skipped(check)!, ...none };
  const { timeoutMs, signal } = ctx.options;
  const outcome = await ctx.withRun(async (run) => {
    const answer = await run.request(
      1,
      "initialize",
      initializeParams(requested),
      timeoutMs,
      signal,
    );
    // An agent that exits at once is "exited with code N", not "no answer within".
    const unanswered = answer === null
      ? await run.unanswered(1, `a v${requested} initialize`, timeoutMs, signal)
      : null;
    // What the agent sent before its answer other than the answer (an echo aside): ACP's
    // initialize comes first, and a client has nothing to take a request or update for yet.
    const upTo = answer === null ? -1 : run.frames.findIndex((f) => f.message === answer.message);
    const early = run.frames.slice(0, Math.max(upTo, 0)).map((f) =>
      (f.message as { method?: unknown }).method
    ).filter((method) => typeof method === "string" && method !== "initialize") as string[];
    return {
      answer,
      answerText: upTo >= 0 ? run.frames[upTo].text : null,
      unanswered,
      early,
      // Past what the run keeps (a flood before the answer) frames were only counted.
      earlyUnkept: upTo >= 0 ? run.frames[upTo].unkeptBefore : 0,
      firstByteAt: run.firstByteAt,
      echoed: run.frames.some((f) => (f.message as { method?: unknown }).method === "initialize"),
    };
  });
  const failed = startFailedRow(check, outcome);
  if (failed) return { row: failed, ...none };
  const { answer, answerText, unanswered, early, earlyUnkept, firstByteAt, echoed } =
    outcome as Exclude<
      typeof outcome,
      { startFailed: string }
    >;
  const base = {
    firstByteAt,
    answerAt: answer?.at ?? null,
    ...answer?.wrongId === undefined ? {} : { wrongId: answer.wrongId },
  };
  if (answer === null) {
    const detail = unanswered! +
      (echoed ? ` (it wrote the request back: an echo, not an agent?)` : "");
    return { row: { check, verdict: "fail", detail }, answered: null, ...base };
  }
  const message = answer.message;
  if ("error" in message && "result" in message) {
    return {
      row: {
        check,
        verdict: "fail",
        detail: `the v${requested} initialize answer has both result and error (error ${
          describe(message.error, 80)
        }): a JSON-RPC response has one of them`,
      },
      answered: null,
      ...base,
    };
  }
  if ("error" in message && answer.wrongId === "null") {
    // An error under id null: it could not read the request at all (a parse error, say),
    // which is no answer about the version.
    return {
      row: {
        check,
        verdict: "fail",
        detail: `could not read the v${requested} initialize: it answered ` +
          `${errorText(message)} under id null, not the request's`,
      },
      answered: null,
      ...base,
      answerAt: null, // no answer: the start time does not count it
    };
  }
  if ("error" in message) {
    const detail = `answered a v${requested} initialize with ${errorText(message)}`;
    // A warn while the other version may work (the probe makes it a fail when that one
    // does not either): a client of this version is refused, one of the other is served.
    const other = requested === 2 ? 1 : 2;
    return {
      row: {
        check,
        verdict: "warn",
        detail: `${detail}; a v${other} agent should answer protocolVersion ${other} ` +
          `(configure it as --v${other})`,
      },
      answered: null,
      ...base,
      refusal: detail,
    };
  }
  const result = message.result as Record<string, unknown> | null;
  const version = result?.protocolVersion;
  if (typeof result !== "object" || result === null || !Number.isInteger(version)) {
    // A number past a double (`1e400`) parses as Infinity, which JSON.stringify shows as null:
    // the text as written is shown (hostile16 N1).
    const written = typeof version === "number" && !Number.isFinite(version)
      ? versionAsWritten(answerText)
      : null;
    const shown = written === null
      ? message.result
      : { ...result, protocolVersion: (JSON as unknown as RawJson).rawJSON(written) };
    return {
      row: {
        check,
        verdict: "fail",
        detail: `the v${requested} initialize answer has no integer result.protocolVersion${
          written === null ? "" : ` (it wrote ${written})`
        }: ${describe(shown)}`,
      },
      answered: null,
      ...base,
    };
  }
  const answered = version as number;
  if (answered < 1 || answered > MAX_PROTOCOL_VERSION) {
    return {
      row: {
        check,
        verdict: "fail",
        detail:
          `answered protocolVersion ${
            versionAsWritten(answerText) ?? answered
          }, which is no ACP version (1 to ` +
          `${MAX_PROTOCOL_VERSION}: version 0 was never released, and the field is a uint16)`,
      },
      answered: null,
      ...base,
    };
  }
  const v1Shape = "agentInfo" in result || "agentCapabilities" in result;
  if (answered >= 2 && !("info" in result) && v1Shape) {
    return {
      row: {
        check,
        verdict: "fail",
        detail: `answered protocolVersion ${answered} with a v1-shaped result (agentInfo/` +
          `agentCapabilities, no info); a v2 answer has info and capabilities`,
        protocolVersion: answered,
      },
      answered: null,
      ...base,
    };
  }
  const v2Shape = "info" in result || "capabilities" in result;
  if (answered === 1 && !v1Shape && v2Shape) {
    return {
      row: {
        check,
        verdict: "fail",
        detail: `answered protocolVersion 1 with a v2-shaped result (info/capabilities, no ` +
          `agentInfo/agentCapabilities); a v1 answer has agentInfo and agentCapabilities`,
        protocolVersion: answered,
      },
      answered: null,
      ...base,
    };
  }
  const v2 = answered >= 2;
  const rawInfo = v2 ? result.info : result.agentInfo;
  const info = infoOf(rawInfo);
  const capabilities = v2 ? result.capabilities : result.agentCapabilities;
  // A v1 auth method is named by `id`, a v2 one by `methodId` (each schema's AuthMethod*).
  const authKey = v2 ? "methodId" : "id";
  const authMethods = Array.isArray(result.authMethods)
    ? result.authMethods.map((m) =>
      jsonText((m as Record<string, unknown> | null)?.[authKey] ?? "?")
    )
    : [];
  // Not a list (an object, say): shown as its JSON, not as none.
  const oddAuth = result.authMethods !== undefined && result.authMethods !== null &&
    !Array.isArray(result.authMethods);
  if (answered === 1 || answered === 2) {
    ctx.validations.push({
      label: `the v${requested} initialize answer`,
      version: answered,
      def: "InitializeResponse",
      value: result,
    });
  }
  const infoText = infoWords(rawInfo, info);
  // v1 lets an agent answer its own latest version when it lacks the requested one.
  const higher = answered > requested
    ? ` (higher than requested: it does not speak v${requested}; a v${requested} client disconnects)`
    : "";
  // Each frame sent before the answer counts, those past what the run keeps too (a flood).
  const n = early.length + earlyUnkept;
  const first = early.length === 0 ? "" : ` (first: ${clipped(early[0], MAX_INFO_CHARS)})`;
  // The warning leads: a long detail is cut at its end in the table.
  const sentEarly = n === 0 ? "" : `sent ${n} message${n === 1 ? "" : "s"} before answering ` +
    `initialize${first}: initialize comes first, and a client has no session to take them ` +
    `for yet; `;
  // `2.0` for 2: JSON's value, but not the integer the schema's uint16 is (probe13: a client
  // that reads it as one, serde's u16, refuses it; the probe said ok).
  const written = versionAsWritten(answerText);
  const otherwise = written !== null && written !== String(answered)
    ? `wrote protocolVersion ${written}, not ${answered}: the field is an integer (a uint16), ` +
      `and a client that reads it as one refuses ${written}; `
    : "";
  const before = otherwise + sentEarly;
  return {
    row: {
      check,
      verdict: before === "" ? "ok" : "warn",
      detail: `${before}answered protocolVersion ${answered}${higher}; ${infoText}; capabilities ${
        describe(capabilities, 80)
      }; auth methods: ${
        oddAuth ? `not a list (${describe(result.authMethods, 80)})` : authText(authMethods)
      }`,
      protocolVersion: answered,
      agentInfo: info ?? null,
      capabilities: capabilities ?? null,
      authMethods,
    },
    answered,
    info,
    ...base,
  };
}

/**
 * The `start-time` row from the first initialize run.
 *
 * @param facts The first initialize check's facts.
 * @param slowStartMs From this answer time on, a warn.
 * @returns The row.
 */
export function startTimeRow(facts: InitializeFacts, slowStartMs: number): CheckRow {
  const check = "start-time";
  const byte = facts.firstByteAt === null ? null : Math.round(facts.firstByteAt);
  const answer = facts.answerAt === null ? null : Math.round(facts.answerAt);
  const fields = { firstByteMs: byte, initializeMs: answer };
  if (answer === null) {
    // Not "was not answered": an answer inside a batch, or under id null, is one, not to time.
    const detail = "skipped: no initialize answer to time (the initialize rows say why)";
    return { check, verdict: "skip", detail, ...fields };
  }
  const seen = `first stdout byte after ${byte} ms, initialize answered after ${answer} ms`;
  if (answer >= slowStartMs) {
    return {
      check,
      verdict: "warn",
      detail: `slow start: ${seen} (warn from ${slowStartMs} ms); clients with a short ` +
        `initialize timeout may give up`,
      ...fields,
    };
  }
  return { check, verdict: "ok", detail: seen, ...fields };
}

/**
 * `result.protocolVersion` as the agent wrote it (`1000000000000000000000000000000`, not
 * `1e+30`), or null when the text cannot be read back.
 */
function versionAsWritten(text: string | null): string | null {
  if (text === null) return null;
  const sources = new Map<unknown, string>();
  let written: string | null = null;
  try {
    // The reviver sees the innermost members first: the top-level `result` comes last.
    JSON.parse(text, function (key, value, context?: { source?: string }) {
      if (key === "protocolVersion" && context?.source !== undefined) {
        sources.set(this, context.source);
      }
      if (key === "result") written = sources.get(value) ?? null;
      return value;
    });
  } catch {
    return null;
  }
  return written;
}
