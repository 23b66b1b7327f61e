/**
 * The state one probe of one command shares between its checks: the options, what every run
 * saw on the wire (for the wire checks), the answers to validate against the schemas, and
 * the cause that blocks later checks, if any.
 *
 * @module
 */

import { SpawnError } from "../process/child_process.ts";
import {
  AgentRun,
  type Answer,
  MAX_NOISE_KEPT,
  type RunTarget,
  type SeenNoise,
} from "./agent_run.ts";
import { WireTally } from "./wire_tally.ts";
import type { UnendedProcess } from "./processes.ts";
import { type CheckRow, clipped, jsonText } from "./report.ts";

/** The options every check reads (all set). */
export interface ResolvedOptions {
  /** Run `session/new`. */
  session: boolean;
  /** From this spawn->initialize answer time on, the start is a warn. */
  slowStartMs: number;
  /** The bound of each wait for an answer. */
  timeoutMs: number;
  /** How long the agent has to exit after stdin EOF. */
  eofWaitMs: number;
  /** How long silence is awaited after `$/cancel_request`. */
  cancelWindowMs: number;
  /** Ends the probe early. */
  signal?: AbortSignal;
}

/** An answer to validate against the schema of the version it answered. */
export interface Validation {
  /** Which answer, e.g. "the v2 initialize answer". */
  label: string;
  /** The schema version. */
  version: 1 | 2;
  /** The `$defs` entry. */
  def: string;
  /** The `result`. */
  value: unknown;
}

/** `initialize` params a client of `version` sends. */
export function initializeParams(version: 1 | 2): Record<string, unknown> {
  const info = { name: "acp-proxy-probe", version: "1.0.0" };
  return version === 1
    ? {
      protocolVersion: 1,
      clientInfo: info,
      clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
    }
    : { protocolVersion: 2, info, capabilities: {} };
}

/** The shared state of the checks of one command. */
export class ProbeContext {
  /** The command under probe. */
  readonly target: RunTarget;
  /** The options. */
  readonly options: ResolvedOptions;
  /** Every stdout line of every run, counted. */
  readonly tally: WireTally = new WireTally();
  /** The first non-frame stdout lines of the runs (at most {@linkcode MAX_NOISE_KEPT}). */
  readonly noise: SeenNoise[] = [];
  /** Id mismatches of every run. */
  readonly idMismatches: [string, string][] = [];
  /** Request ids answered more than once, of every run. */
  readonly duplicateIds: string[] = [];
  /** Ids of responses that answered no request, of every run. */
  readonly strayIds: string[] = [];
  /** Processes of the agent the probe could not end, of every run. */
  readonly unended: UnendedProcess[] = [];
  /** Answers to validate. */
  readonly validations: Validation[] = [];
  /** Runs made. */
  runs = 0;
  /** Why the checks that need a working initialize cannot run (null: they can). */
  blockedBy: string | null = null;
  /** The protocol version the request checks speak (the one initialize settled on). */
  version: 1 | 2 | null = null;
  /**
   * The shape of the request checks' initialize, when it is not {@linkcode version}'s: an agent
   * that answers only a v2 initialize, with protocolVersion 1, gets a v2 one.
   */
  initializeAs: 1 | 2 | null = null;
  /**
   * Whether the `session-new` check's agent answered `session/new` (a result or an error): the
   * `stdin-eof` check then sends one too before the EOF, as an editor's agent has had one.
   */
  sessionAnswered = false;

  /**
   * Creates the context.
   *
   * @param target The command.
   * @param options The options.
   */
  constructor(target: RunTarget, options: ResolvedOptions) {
    this.target = target;
    this.options = options;
  }

  /** Whether the probe was interrupted. */
  get aborted(): boolean {
    return this.options.signal?.aborted ?? false;
  }

  /**
   * Runs `fn` with a fresh agent and stops it afterwards, whatever happens; the run's wire
   * evidence is kept.
   *
   * @param fn The check's work.
   * @returns What `fn` returned, or the start failure's message.
   */
  async withRun<T>(fn: (run: AgentRun) => Promise<T>): Promise<T | { startFailed: string }> {
    let run: AgentRun;
    try {
      run = AgentRun.start(this.target);
    } catch (e) {
      if (e instanceof SpawnError) return { startFailed: e.message };
      return { startFailed: (e as Error).message };
    }
    this.runs++;
    try {
      return await fn(run);
    } finally {
      await run.stop();
      this.tally.add(run.tally);
      this.noise.push(...run.noise.slice(0, MAX_NOISE_KEPT - this.noise.length));
      this.idMismatches.push(...run.idMismatches);
      this.duplicateIds.push(...run.duplicateIds);
      this.strayIds.push(...run.strayIds);
      this.unended.push(...run.unended);
    }
  }

  /**
   * Sends `initialize` with the version the request checks use and waits for its answer.
   *
   * @param run The run.
   * @param id The request id.
   * @returns The answer, or null.
   */
  initialize(run: AgentRun, id = 1): Promise<Answer | null> {
    const version = this.initializeAs ?? this.version ?? 1;
    return run.request(
      id,
      "initialize",
      initializeParams(version),
      this.options.timeoutMs,
      this.options.signal,
    );
  }

  /**
   * Runs a check. A row other than ok it gives when the probe was interrupted while it ran is
   * a skip that says so: the signal cut its wait short ("no answer within 10000 ms", "the agent
   * did not exit after stdin EOF" would be untrue), so it found nothing; the rows after that
   * one (a check that gives several) never ran. Ok rows are kept.
   *
   * @param check The check.
   * @returns Its row(s).
   */
  async unlessInterrupted<T extends CheckRow | CheckRow[]>(check: () => Promise<T>): Promise<T> {
    if (this.aborted) return await check(); // it skips itself
    const result = await check();
    if (!this.aborted) return result;
    // Of several rows (in the order they ran), the first one that is not ok is the one the
    // signal cut short; the ones after it never ran.
    let running = true;
    const mend = (row: CheckRow): CheckRow => {
      if (row.verdict === "ok") return row;
      const detail = running ? INTERRUPTED_WHILE_RUNNING : "skipped: the probe was interrupted";
      running = false;
      return { check: row.check, verdict: "skip", detail };
    };
    return (Array.isArray(result) ? result.map(mend) : mend(result as CheckRow)) as T;
  }

  /**
   * A skip row when the check cannot run (interrupted, or blocked), else null.
   *
   * @param check The check's name.
   * @returns The skip row, or null.
   */
  skipped(check: string): CheckRow | null {
    if (this.aborted) {
      return { check, verdict: "skip", detail: "skipped: the probe was interrupted" };
    }
    if (this.blockedBy !== null) {
      return { check, verdict: "skip", detail: `skipped: ${this.blockedBy}` };
    }
    return null;
  }
}

/** The detail of a check that was running when the probe was interrupted. */
const INTERRUPTED_WHILE_RUNNING = "skipped: the probe was interrupted while this check ran";

/**
 * The row for a run that could not start.
 *
 * @param check The check's name.
 * @param outcome What `withRun` returned.
 * @returns The row, or null when the run started.
 */
export function startFailedRow(check: string, outcome: unknown): CheckRow | null {
  if (typeof outcome === "object" && outcome !== null && "startFailed" in outcome) {
    return {
      check,
      verdict: "fail",
      detail: `could not start the agent: ${(outcome as { startFailed: string }).startFailed}`,
    };
  }
  return null;
}

/**
 * A JSON-RPC error object in words, `data` included (where an agent says why: no login, a
 * setting): `error -32603 (Internal error; data {"details":"Query closed"})`. Long texts are
 * cut, visibly.
 *
 * @param message A response.
 * @returns The words.
 */
export function errorText(message: Record<string, unknown>): string {
  if (typeof message.error !== "object" || message.error === null || Array.isArray(message.error)) {
    return `an error that is no object (${clipped(JSON.stringify(message.error), 80)})`;
  }
  const error = message.error as { code?: unknown; message?: unknown; data?: unknown } | undefined;
  const parts = [
    ...(typeof error?.message === "string" ? [clipped(error.message, MAX_ERROR_TEXT_CHARS)] : []),
    ...(error?.data === undefined
      ? []
      : [`data ${clipped(jsonText(error.data), MAX_ERROR_TEXT_CHARS)}`]),
  ];
  const code = error?.code === undefined
    ? "an error without a code"
    : `error ${codeText(error.code)}`;
  return `${code}${parts.length === 0 ? "" : ` (${parts.join("; ")})`}`;
}

/**
 * An error's code for a row: `-32601`, or `an error without a code`; a code that is not a
 * number as its JSON (`"-32601"`, so that it does not pass for one).
 *
 * @param code The error's `code` member.
 * @returns The words.
 */
export function codeText(code: unknown): string {
  if (code === undefined) return "an error without a code";
  return typeof code === "number" ? String(code) : JSON.stringify(code);
}

/** The longest error message, and error data, kept in a detail: 200 characters each. */
const MAX_ERROR_TEXT_CHARS = 200;
