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

const SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM", "SIGHUP"];

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
  const listeners = SIGNALS.map((signal) =>
    [signal, () => {
      received ??= signal;
      stop.abort(signal);
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
    for (const target of targets(config)) {
      if (stop.signal.aborted) break;
      reports.push(
        typeof target === "string"
          ? remoteReport(target, config)
          : await probeAgent(target, options),
      );
    }
    const text = settings?.json
      ? renderJson(reports, settings?.all === true || reports.length !== 1)
      : renderTable(reports, settings?.all === true || reports.length > 1);
    await writeText(Deno.stdout, text);
    if (received !== undefined) return 128 + SIGNAL_NUMBERS[received];
    return hasFailure(reports) ? 1 : 0;
  } finally {
    for (const [signal, fn] of listeners) Deno.removeSignalListener(signal, fn);
  }
}

/**
 * What to probe: the one agent or pair of the command line, or with `--all` every named
 * agent in the config file's order (the name of one that has a remote URL, which the probe
 * cannot start, stands for itself).
 */
function targets(config: CliConfig): (ProbeTarget | string)[] {
  if (config.probe?.all !== true) {
    return [{
      ...(config.agent === undefined ? {} : { agent: config.agent }),
      ...(config.v1 === undefined ? {} : { v1: config.v1 }),
      ...(config.v2 === undefined ? {} : { v2: config.v2 }),
      ...(config.agentEnv === undefined ? {} : { env: config.agentEnv }),
      ...(config.agentCwd === undefined ? {} : { cwd: config.agentCwd }),
      ...(config.name === undefined ? {} : { name: config.name }),
    }];
  }
  return Object.entries(config.agents).map(([name, agent]) => {
    if ([agent.v1, agent.v2].some((c) => c !== undefined && REMOTE.test(c))) return name;
    return {
      name,
      ...(agent.v1 === undefined ? {} : { v1: agent.v1 }),
      ...(agent.v2 === undefined ? {} : { v2: agent.v2 }),
      ...(agent.env === undefined ? {} : { env: agent.env }),
      ...(agent.cwd === undefined ? {} : { cwd: agent.cwd }),
    };
  });
}

const REMOTE = /^(?:https?|wss?):\/\//i;

/** The report of a named agent that is a remote URL: one `skip` row that says so. */
function remoteReport(name: string, config: CliConfig): ProbeReport {
  const { v1, v2 } = config.agents[name];
  return {
    agent: {
      name,
      command: { ...(v1 === undefined ? {} : { v1 }), ...(v2 === undefined ? {} : { v2 }) },
    },
    protocolVersion: null,
    checks: [{
      check: "remote",
      verdict: "skip",
      detail: "a remote agent (URL): the probe starts agent commands; probe it where it runs",
    }],
  };
}
