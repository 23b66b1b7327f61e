/**
 * The wire checks, over everything every run of the agent wrote: lines on stdout that are
 * not JSON-RPC frames, responses whose id matches no request, frames without
 * `"jsonrpc": "2.0"`, and answers that fail the official JSON schema of the version they
 * answered.
 *
 * @module
 */

import type { ProbeContext } from "./probe_context.ts";
import { MAX_FRAMES_KEPT, MAX_KEPT_BYTES, MAX_LINE_BYTES } from "./agent_run.ts";
import type { CheckRow } from "./report.ts";
import { sameIdValue } from "../jsonrpc/id_value.ts";
import { loadSchemaValidator, SCHEMA_PACKAGES } from "./schema_validation.ts";

/**
 * `stdout-noise`: non-JSON-RPC lines before or between frames (a warn when every line was a
 * frame but a run wrote more frames than the probe keeps).
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export function stdoutNoiseRow(ctx: ProbeContext): CheckRow {
  const check = "stdout-noise";
  if (ctx.runs === 0) return { check, verdict: "skip", detail: "skipped: no agent ran" };
  const { noise, tally } = ctx;
  if (tally.frames === 0 && tally.noise === 0) {
    return { check, verdict: "skip", detail: "skipped: the agent wrote nothing on stdout" };
  }
  const flood = tally.unkept === 0 ? "" : `; ${tally.unkept} frames were only counted: a run ` +
    `keeps its first ${MAX_FRAMES_KEPT} frames (${MAX_KEPT_BYTES / 1024 / 1024} MiB) and ` +
    `after them only answers of at most 64 KiB, so a larger answer among them was not seen`;
  // A line over the bound was not read: it may be a frame (a large answer), so it is not
  // called noise, and the advice for noise does not fit it (probe14).
  const long = tally.longLines === 0 ? "" : `; ${counted(tally.longLines, "line")} longer ` +
    `than ${MAX_LINE_BYTES / 1024 / 1024} MiB, the most the probe reads, ` +
    `${tally.longLines === 1 ? "was" : "were"} not judged (acp-proxy passes longer lines, up ` +
    `to the bounds in its README's limits; a client with a smaller bound drops them)`;
  // Frames that are JSON but no JSON-RPC message are the jsonrpc row's (probe14).
  const shapes = tally.notMessage === 0 ? "" : `; ${counted(tally.notMessage, "frame")} ` +
    `of them no JSON-RPC message (see jsonrpc)`;
  const seen = noise.filter((n) => n.long !== true);
  const kind = shapes === "" ? "JSON-RPC" : "JSON";
  if (tally.noise === tally.longLines && tally.frames === 0) {
    // Nothing it read: only lines it could not read (an endless one).
    return { check, verdict: "warn", detail: long.slice(2) };
  }
  if (tally.noise === tally.longLines) {
    return {
      check,
      verdict: flood === "" && long === "" ? "ok" : "warn",
      detail: `every stdout line ${long === "" ? "" : "it read "}was a ${kind} frame ` +
        `(${counted(tally.frames, "frame")} in ${counted(ctx.runs, "run")})${shapes}${long}` +
        `${flood}`,
    };
  }
  // The first line seen that is no frame (none kept when the lines kept were all too long).
  const first = seen[0];
  const where = first?.afterFrame ? "between frames" : "before the first frame";
  const example = first === undefined ? "" : ` (${where}: ${JSON.stringify(first.text)})`;
  const other = tally.noise - tally.longLines;
  return {
    check,
    verdict: "fail",
    detail: `${other} stdout line${other === 1 ? " is" : "s are"} not JSON-RPC${example}; ` +
      `clients cannot parse ${other === 1 ? "it" : "them"}: log to stderr, or run the agent ` +
      `behind acp-proxy --stdout-guard divert${long}${flood}`,
    lines: seen.map((n) => n.text),
  };
}

/**
 * `response-id`: every response carries the id of the request it answers, once, and every
 * response answers a request.
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export function responseIdRow(ctx: ProbeContext): CheckRow {
  const check = "response-id";
  if (ctx.runs === 0) return { check, verdict: "skip", detail: "skipped: no agent ran" };
  if (ctx.tally.responses === 0) {
    return { check, verdict: "skip", detail: "skipped: the agent sent no response" };
  }
  if (
    ctx.idMismatches.length === 0 && ctx.duplicateIds.length === 0 && ctx.strayIds.length === 0
  ) {
    return { check, verdict: "ok", detail: "every response carried its request's id" };
  }
  // Every kind of problem seen is named: the wrong ids first (they cost a client an answer).
  const problems: string[] = [];
  if (ctx.idMismatches.length > 0) problems.push(mismatchText(ctx.idMismatches));
  if (ctx.duplicateIds.length > 0) {
    const n = ctx.duplicateIds.length;
    problems.push(
      `${n} request${n === 1 ? " was" : "s were"} answered twice (first: id ` +
        `${ctx.duplicateIds[0]}); a client takes the second answer for a later request or ` +
        `drops it as unknown`,
    );
  }
  if (ctx.strayIds.length > 0) {
    const strays = [...new Set(ctx.strayIds)];
    const n = ctx.strayIds.length;
    problems.push(
      `${n} response${n === 1 ? "" : "s"} answered no request (id ` +
        `${strays.slice(0, 4).join(", ")}${strays.length > 4 ? ", ..." : ""}); a client ` +
        `drops ${n === 1 ? "it" : "them"} as unknown, or takes ${n === 1 ? "it" : "them"} ` +
        `for the answer to a request it sends later under that id`,
    );
  }
  return { check, verdict: "fail", detail: problems.join("; ") };
}

/** The words for responses under ids not their requests': each named once. */
function mismatchText(idMismatches: readonly [string, string][]): string {
  // Each agent run asks again, so one wrong answer may be seen in several runs: named once.
  const mismatches = [...new Set(idMismatches.map(([s, e]) => `${s} for ${e}`))];
  const [seen, expected] = idMismatches[0];
  const more = mismatches.length - 1;
  const others = more === 0
    ? ""
    : ` (and ${more} more: ${mismatches.slice(1, 4).join(", ")}${more > 3 ? ", ..." : ""})`;
  if (sameIdValue(seen, expected)) {
    return `response id ${seen} is request id ${expected} written another way${others}; a ` +
      `client that matches ids by their text (as a proxy does) waits for an answer that ` +
      `never comes: send the id back as it came`;
  }
  return `response id ${seen} does not match request id ${expected}${others}; clients ` +
    `wait for an answer that never comes`;
}

/**
 * `jsonrpc`: every frame (every batch entry) is a JSON-RPC message with `"jsonrpc": "2.0"`; a
 * warn when the only flaw is a null `error` or `result` beside the other.
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export function jsonrpcRow(ctx: ProbeContext): CheckRow {
  const check = "jsonrpc";
  const { frames, lackingJsonrpc, firstLacking, notUtf8, firstNotUtf8 } = ctx.tally;
  const { notMessage, firstNotMessage, nullBeside, firstNullBeside } = ctx.tally;
  if (frames === 0) {
    return { check, verdict: "skip", detail: "skipped: the agent wrote no frame" };
  }
  const nullNote = `${nullBeside} response${nullBeside === 1 ? " has" : "s have"} a null ` +
    `"error" or "result" beside the other (first: ${firstNullBeside}); JSON-RPC 2.0 allows ` +
    `only one: acp-proxy reads the null one as absent, a strict client may refuse the answer`;
  if (lackingJsonrpc === 0 && notUtf8 === 0 && notMessage === 0) {
    return nullBeside === 0
      ? {
        check,
        verdict: "ok",
        detail: `every frame was a JSON-RPC message with "jsonrpc": "2.0", in UTF-8`,
      }
      : { check, verdict: "warn", detail: nullNote };
  }
  const problems = [
    ...(lackingJsonrpc === 0 ? [] : [
      `${lackingJsonrpc} frame${lackingJsonrpc === 1 ? "" : "s"} lack "jsonrpc": "2.0" ` +
      `(first: ${firstLacking})`,
    ]),
    ...(notMessage === 0 ? [] : [
      `${notMessage} frame${notMessage === 1 ? " is" : "s are"} no JSON-RPC message (neither ` +
      `a request, a notification nor a response: first: ${firstNotMessage})`,
    ]),
    ...(notUtf8 === 0 ? [] : [
      `${notUtf8} frame${notUtf8 === 1 ? " is" : "s are"} not valid UTF-8 (first, the bad ` +
      `bytes as U+FFFD: ${firstNotUtf8}); JSON-RPC text is UTF-8, and clients reject such a ` +
      `frame or change its text`,
    ]),
    ...(nullBeside === 0 ? [] : [nullNote]),
  ];
  return { check, verdict: "fail", detail: problems.join("; ") };
}

/**
 * `schema`: each initialize and session/new answer against the schema of its version.
 *
 * @param ctx The probe context.
 * @returns The row.
 */
export async function schemaRow(ctx: ProbeContext): Promise<CheckRow> {
  const check = "schema";
  if (ctx.validations.length === 0) {
    return {
      check,
      verdict: "skip",
      detail: "skipped: no well-formed v1 or v2 answer to validate",
    };
  }
  let validate;
  try {
    validate = await loadSchemaValidator();
  } catch (e) {
    return {
      check,
      verdict: "skip",
      detail: `skipped: could not load the schemas (${SCHEMA_PACKAGES.v1}): ${
        (e as Error).message.split("\n")[0]
      }`,
    };
  }
  const problems: string[] = [];
  for (const v of ctx.validations) {
    const errors = validate(v.version, v.def, v.value);
    if (errors.length > 0) {
      problems.push(
        `${v.label} fails the v${v.version} schema: ${[...new Set(errors)].slice(0, 3).join("; ")}`,
      );
    }
  }
  if (problems.length === 0) {
    return {
      check,
      verdict: "ok",
      detail: `${counted(ctx.validations.length, "answer")} valid against the v1/v2 schemas ` +
        `of @agentclientprotocol/sdk 2.4.0`,
    };
  }
  return { check, verdict: "fail", detail: problems.join(" | "), problems };
}

/** `n` and `noun`, plural but for one: "1 frame", "2 frames". */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
