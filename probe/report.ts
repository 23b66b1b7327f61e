/**
 * What a probe found, and how it is shown: a table with one line per check (and a one-line
 * explanation for each warn and fail), or one JSON document.
 *
 * @module
 */

import { clipped, columnWidth, safeJson, safeLine } from "../log/logger.ts";

/** The most characters of an agent's name or version shown in the table. */
export const MAX_INFO_CHARS = 80;
/**
 * The most characters of a row's detail shown in the table (an agent's session id, say, is in
 * one): the explanations are shorter; `--json` keeps every detail whole.
 */
export const MAX_DETAIL_CHARS = 400;

/** The verdict of one check. */
export type Verdict = "ok" | "warn" | "fail" | "skip";

/** One row of a probe report. */
export interface CheckRow {
  /** The check's name, e.g. `initialize-v2` or `stdin-eof`. */
  check: string;
  /** The verdict. */
  verdict: Verdict;
  /** What was seen, in words a user can act on. */
  detail: string;
  /** With a `--v1`/`--v2` pair: which of the two commands the row is about. */
  role?: "v1" | "v2";
  /** Further fields of some checks (times, versions, counts). */
  [field: string]: unknown;
}

/** The probed agent. */
export interface ProbedAgent {
  /** The command, or the `--v1`/`--v2` pair. */
  command: string | { v1?: string; v2?: string };
  /** The configured name (`--name`), when the agent has one. */
  name?: string;
  /** `agentInfo` (v1) / `info` (v2) of its highest initialize answer. */
  info?: { name: string; version: string };
  /**
   * With a `--v1`/`--v2` pair: each command on its own, as the agent router would run it (the
   * top-level `info` and `protocolVersion` are the pair's highest).
   */
  slots?: { v1?: ProbedSlot; v2?: ProbedSlot };
}

/** One command of a `--v1`/`--v2` pair. */
export interface ProbedSlot {
  /** `agentInfo` / `info` of its answer to its own slot's initialize (else of its other one). */
  info?: { name: string; version: string };
  /** The `protocolVersion` it answered to its own slot's initialize, or null. */
  protocolVersion: number | null;
}

/** The result of probing one agent. */
export interface ProbeReport {
  /** The agent. */
  agent: ProbedAgent;
  /** The highest `protocolVersion` it answered, or null when it answered none. */
  protocolVersion: number | null;
  /** The checks, at least one row each. */
  checks: CheckRow[];
}

/**
 * Whether any row of the reports is `fail` (the probe then exits 1).
 *
 * @param reports The reports.
 * @returns True when something failed.
 *
 * @example Turn reports into an exit code
 * ```ts
 * import { hasFailure } from "./report.ts";
 * console.log(hasFailure([{ agent: { command: "a" }, protocolVersion: 1, checks: [] }])); // false
 * ```
 */
export function hasFailure(reports: readonly ProbeReport[]): boolean {
  return reports.some((r) => r.checks.some((c) => c.verdict === "fail"));
}

/**
 * One JSON document: the report itself for one agent, an array for several (or whenever
 * `array`, as `--all` asks: a config file of one named agent is still a list).
 *
 * @param reports The reports.
 * @param array Whether it is an array even for one report.
 * @returns The JSON text with a final newline.
 *
 * @example Print a report as JSON
 * ```ts
 * import { renderJson } from "./report.ts";
 * console.log(renderJson([{ agent: { command: "a" }, protocolVersion: 1, checks: [] }]));
 * ```
 */
export function renderJson(
  reports: readonly ProbeReport[],
  array: boolean = reports.length !== 1,
): string {
  // An agent's own words stay as they are, but none can drive a terminal (C1, U+2028/9, BiDi);
  // and what it nests past MAX_JSON_DEPTH is cut (JSON.stringify would overflow the stack on
  // 10,000 levels, and 3,000 indented levels are 36 MB of spaces).
  const bounded = cutDeeperThan(array ? reports : reports[0], MAX_JSON_DEPTH);
  return safeJson(JSON.stringify(bounded, null, 2)) + "\n";
}

/** How deep the JSON report nests (an agent's capabilities included): 64 levels. */
export const MAX_JSON_DEPTH = 64;

/** `value` with every array or object nested deeper than `depth` replaced by a note. */
function cutDeeperThan(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth === 0) return `[cut: nested deeper than ${MAX_JSON_DEPTH} levels]`;
  if (Array.isArray(value)) return value.map((v) => cutDeeperThan(v, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v !== undefined) out[key] = cutDeeperThan(v, depth - 1);
  }
  return out;
}

function commandText(command: ProbedAgent["command"]): string {
  if (typeof command === "string") return command;
  return [
    command.v1 === undefined ? "" : `--v1 ${command.v1}`,
    command.v2 === undefined ? "" : `--v2 ${command.v2}`,
  ].filter((s) => s !== "").join(" ");
}

function infoText(info: ProbedSlot["info"]): string {
  if (!info) return "";
  const version = clipped(info.version, MAX_INFO_CHARS);
  return `${clipped(info.name, MAX_INFO_CHARS)}${version === "" ? "" : ` ${version}`}`;
}

function versionText(version: number | null): string {
  return version === null ? "no protocol version" : `protocol v${version}`;
}

// The header's agent: a pair names each command with what it said about itself and the
// version it answered in its own slot (the pair's highest would mix the two).
function headerText(report: ProbeReport): string {
  const { command, slots } = report.agent;
  if (typeof command !== "string" && slots !== undefined) {
    return (["v1", "v2"] as const).flatMap((role) => {
      const slot = slots[role];
      if (command[role] === undefined) return [];
      if (slot === undefined) return [`--${role} ${command[role]} (not probed)`]; // a remote URL
      const about = [infoText(slot.info), versionText(slot.protocolVersion)].filter((t) => t);
      return [`--${role} ${command[role]} (${about.join(", ")})`];
    }).join(" ");
  }
  const info = infoText(report.agent.info);
  return `${commandText(command)}${info === "" ? "" : ` (${info})`}, ${
    versionText(report.protocolVersion)
  }`;
}

/**
 * The table: a header per agent, then one line per check with its verdict and what was seen
 * (every warn and fail has its explanation), then the count of each verdict.
 *
 * @param reports The reports.
 * @param named Whether every row starts with its agent's name (`--all`; several reports
 *   always do).
 * @returns The text with a final newline.
 *
 * @example Print a report as a table
 * ```ts
 * import { renderTable } from "./report.ts";
 * console.log(renderTable([{
 *   agent: { command: "my-agent" },
 *   protocolVersion: 1,
 *   checks: [{ check: "stdin-eof", verdict: "ok", detail: "exited with code 0 in 40 ms" }],
 * }]));
 * ```
 */
export function renderTable(
  reports: readonly ProbeReport[],
  named: boolean = reports.length > 1,
): string {
  const lines: string[] = [];
  const checkName = (c: CheckRow) => (c.role ? `${c.role} ` : "") + c.check;
  // One set of columns for every agent's rows: the names and the checks line up across them.
  const width = Math.max(...reports.flatMap((r) => r.checks.map((c) => checkName(c).length)), 5);
  const ownerOf = (report: ProbeReport) =>
    safeLine(report.agent.name ?? commandText(report.agent.command));
  const ownerWidth = named ? Math.max(...reports.map((r) => columnWidth(ownerOf(r)))) : 0;
  for (const report of reports) {
    const { agent } = report;
    const who = agent.name === undefined ? "" : `${agent.name}: `;
    if (lines.length > 0) lines.push("");
    lines.push(`probe ${who}${headerText(report)}`);
    // Several agents: every row names its agent too.
    const ownerText = named ? ownerOf(report) : "";
    const owner = named ? `${ownerText}${" ".repeat(ownerWidth - columnWidth(ownerText))}  ` : "";
    for (const c of report.checks) {
      const detail = clipped(c.detail, MAX_DETAIL_CHARS);
      lines.push(`  ${owner}${checkName(c).padEnd(width)}  ${c.verdict.padEnd(4)}  ${detail}`);
    }
    const count = (v: string) => report.checks.filter((c) => c.verdict === v).length;
    lines.push(
      `  ${count("ok")} ok, ${count("warn")} warn, ${count("fail")} fail, ${count("skip")} skip`,
    );
  }
  // An agent's own words (its name, version, ids) are in the header and the details: none of
  // them may start a row of its own or drive the terminal.
  return lines.map(safeLine).join("\n") + "\n";
}

export { clipped } from "../log/logger.ts";

/**
 * A value from an agent's answer as text: a string as it is, anything else as its JSON (never
 * `String(value)`, which throws on an object whose `toString` member is not a function).
 *
 * @param value A parsed JSON value.
 * @returns The text.
 *
 * @example
 * ```ts
 * import { jsonText } from "./report.ts";
 * console.log(jsonText({ toString: "x" }), jsonText(7), jsonText("1.0")); // {"toString":"x"} 7 1.0
 * ```
 */
export function jsonText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
}
