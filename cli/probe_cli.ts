/**
 * `acp-proxy probe`: probes the configured agent (or pair) and prints the report as a table
 * or, with `--json`, as one JSON document. Loaded only in probe mode.
 *
 * @module
 */

import type { CliConfig } from "./args.ts";
import { SIGNAL_NUMBERS } from "./exit_code.ts";
import { probeAgent, type ProbeTarget } from "../probe/probe.ts";
import { hasFailure, type ProbeReport, renderJson, renderTable } from "../probe/report.ts";
import { writeText } from "./output_text.ts";
import { REMOTE_ADDRESS } from "./remote_address.ts";
import { withoutUserInfo } from "../remote/shown_address.ts";

const SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/** How long the report of an interrupted probe may wait for its reader: 2 s. */
const INTERRUPTED_REPORT_MS = 2_000;

/**
 * Runs the probe of `config` and prints its report on stdout.
 *
 * @param config A `probe` configuration.
 * @returns 0 when no check failed, 1 when one did, 128+N after signal N (the running agent
 *   is stopped first).
 *
 * @example Probe from a command line
 * ```ts ignore
 * import { runProbe } from "./probe_cli.ts";
 * import { parseCli } from "./args.ts";
 * const parsed = await parseCli(["probe", "--agent", "my-agent --acp"], () => Promise.resolve({}));
 * if (parsed.kind === "run") Deno.exit(await runProbe(parsed.config));
 * ```
 */
export async function runProbe(config: CliConfig): Promise<number> {
  const settings = config.probe;
  const stop = new AbortController();
  let received: Deno.Signal | undefined;
  /** Set while the report is written: a signal then ends the wait for a reader that stalls. */
  let whileWriting: ((signal: Deno.Signal) => void) | undefined;
  const listeners = SIGNALS.map((signal) =>
    [signal, () => {
      received ??= signal;
      stop.abort(signal);
      whileWriting?.(signal);
    }] as const
  );
  for (const [signal, fn] of listeners) Deno.addSignalListener(signal, fn);
  try {
    const options = {
      session: settings?.session,
      slowStartMs: settings?.slowStartMs,
      timeoutMs: settings?.timeoutMs,
      eofWaitMs: settings?.eofWaitMs,
      signal: stop.signal,
    };
    const reports: ProbeReport[] = [];
    // After a signal every remaining agent is still listed: its rows say the probe was
    // interrupted (probeAgent starts nothing once the signal is aborted).
    for (const target of targets(config)) {
      reports.push(
        typeof target === "string"
          ? remoteReport(target, config)
          : withRemoteSide(await probeAgent(target.local, options), target.remote),
      );
    }
    const text = settings?.json
      ? renderJson(reports, settings?.all === true || reports.length !== 1)
      : renderTable(reports, settings?.all === true || reports.length > 1);
    // Every agent has ended by now; a reader that takes none of the report (`| sleep 30`)
    // would hold the write, and the probe, past any signal: a signal ends the wait.
    let bound: ReturnType<typeof setTimeout> | undefined;
    const signalled = new Promise<Deno.Signal>((resolve) => {
      whileWriting = resolve;
      // Interrupted already: the report (its interrupted rows) gets a moment, not for ever.
      if (received !== undefined) {
        const signal = received;
        bound = setTimeout(() => resolve(signal), INTERRUPTED_REPORT_MS);
      }
    });
    const written = writeText(Deno.stdout, text);
    const first = await Promise.race([written.then(() => undefined), signalled])
      .finally(() => clearTimeout(bound));
    if (first !== undefined) {
      written.catch(() => {}); // left pending: the process exits with the signal's code
      return 128 + SIGNAL_NUMBERS[first];
    }
    if (received !== undefined) return 128 + SIGNAL_NUMBERS[received];
    return hasFailure(reports) ? 1 : 0;
  } finally {
    for (const [signal, fn] of listeners) Deno.removeSignalListener(signal, fn);
  }
}

/** A pair to probe whose other side is a remote URL: that side gets a `remote` skip row. */
interface LocalTarget {
  local: ProbeTarget;
  remote?: { role: "v1" | "v2"; url: string };
}

/**
 * What to probe: the one agent or pair of the command line, or with `--all` every named
 * agent in the config file's order (the name of one whose commands are all remote URLs, which
 * the probe cannot start, stands for itself; of a pair with one URL, the command is probed).
 */
function targets(config: CliConfig): (LocalTarget | string)[] {
  if (config.probe?.all === true) {
    return Object.entries(config.agents).map(([name, agent]) => namedTarget(name, agent));
  }
  const { name, v1, v2 } = config;
  if (name !== undefined && [v1, v2].some((c) => isRemote(c))) {
    // `--name` of an agent with a remote URL: as `--all` probes it.
    return [namedTarget(name, { v1, v2, env: config.agentEnv, cwd: config.agentCwd })];
  }
  return [{
    local: {
      ...(config.agent === undefined ? {} : { agent: config.agent }),
      ...(v1 === undefined ? {} : { v1 }),
      ...(v2 === undefined ? {} : { v2 }),
      ...(config.agentEnv === undefined ? {} : { env: config.agentEnv }),
      ...(config.agentCwd === undefined ? {} : { cwd: config.agentCwd }),
      ...(name === undefined ? {} : { name }),
    },
  }];
}

/** Whether `command` is a remote agent's URL. */
function isRemote(command: string | undefined): boolean {
  return REMOTE_ADDRESS.test(command ?? "");
}

/**
 * A named agent to probe: its commands (a remote URL side gets a `remote` skip row), or its
 * name alone when every side is a URL.
 */
function namedTarget(
  name: string,
  agent: { v1?: string; v2?: string; env?: Record<string, string>; cwd?: string },
): LocalTarget | string {
  const remote = (["v1", "v2"] as const).filter((role) => isRemote(agent[role]));
  const local = (["v1", "v2"] as const).filter((role) =>
    agent[role] !== undefined && !remote.includes(role)
  );
  if (local.length === 0) return name;
  return {
    local: {
      name,
      ...Object.fromEntries(local.map((role) => [role, agent[role]])),
      ...(agent.env === undefined ? {} : { env: agent.env }),
      ...(agent.cwd === undefined ? {} : { cwd: agent.cwd }),
    },
    ...(remote.length === 0 ? {} : { remote: { role: remote[0], url: agent[remote[0]]! } }),
  };
}

/**
 * The report of a pair's command, with its remote side added: its URL, a `remote` skip row,
 * and a `selection` row that skips too (what the router selects depends on the remote side).
 */
function withRemoteSide(report: ProbeReport, remote: LocalTarget["remote"]): ProbeReport {
  if (remote === undefined) return report;
  const command = typeof report.agent.command === "string"
    ? { [remote.role === "v1" ? "v2" : "v1"]: report.agent.command }
    : report.agent.command;
  const checks = report.checks.map((row) =>
    row.check === "selection"
      ? {
        check: "selection",
        verdict: "skip" as const,
        detail: `the --${remote.role} agent is a remote URL, which the probe does not start`,
      }
      : row
  );
  checks.push({ check: "remote", verdict: "skip", detail: REMOTE_DETAIL, role: remote.role });
  return {
    ...report,
    agent: {
      ...report.agent,
      command: { ...command, [remote.role]: withoutUserInfo(remote.url) },
    },
    checks,
  };
}

const REMOTE_DETAIL =
  "a remote agent (URL): the probe starts agent commands; probe it where it runs";

/** The report of a named agent that is a remote URL: one `skip` row that says so. */
function remoteReport(name: string, config: CliConfig): ProbeReport {
  const { v1, v2 } = config.agents[name];
  return {
    agent: {
      name,
      command: {
        ...(v1 === undefined ? {} : { v1: withoutUserInfo(v1) }),
        ...(v2 === undefined ? {} : { v2: withoutUserInfo(v2) }),
      },
    },
    protocolVersion: null,
    checks: [{ check: "remote", verdict: "skip", detail: REMOTE_DETAIL }],
  };
}
