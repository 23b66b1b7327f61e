/**
 * The `acp-proxy` command line: parses flags, builds a router, serves stdio, and turns
 * the outcome into an exit code (ROUTING §6).
 *
 * @module
 */

import denoJson from "../deno.json" with { type: "json" };
import { type CliConfig, parseCli, UsageError } from "./args.ts";
import { USAGE } from "./usage.ts";
import { type Logger, stderrLogger } from "../log/logger.ts";
import { setWatchdogErrorHandler } from "../process/group_watchdog.ts";
import { command } from "../process/command.ts";
import { connectExitCode, routeExitCode } from "./exit_code.ts";
import { stdio } from "../transport/stdio.ts";
import { settlesWithin } from "../async/settles_within.ts";
import type { ConnectionFactory } from "../transport/duplex.ts";

const SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/** How long the exit waits for queued log lines to reach their file. */
const LOG_FLUSH_MS = 1_000;

/**
 * Runs the CLI.
 *
 * @param argv Arguments after the program name.
 * @returns The process exit code.
 */
export async function main(argv: string[]): Promise<number> {
  const parsed = await parse(argv);
  if (typeof parsed === "number") return parsed;
  const config = parsed;
  const sink = await openLog(config);
  if (typeof sink === "number") return sink;
  const log = sink.log;
  setWatchdogErrorHandler((e) =>
    log.warn(
      `could not start the orphan watchdog (${(e as Error).message ?? e}); ` +
        `an agent may outlive this daemon if it is killed with SIGKILL`,
    )
  );
  const stop = new AbortController();
  let received: Deno.Signal | undefined;
  const listeners = SIGNALS.map((signal) =>
    [signal, () => {
      if (received === undefined) log.info(`received ${signal}; stopping the agent now`);
      received ??= signal;
      stop.abort(signal); // the agent's group gets this same signal
    }] as const
  );
  for (const [signal, fn] of listeners) Deno.addSignalListener(signal, fn);
  try {
    return config.mode === "connect"
      ? await connect(config, log, stop.signal, () => received)
      : await serve(config, log, stop.signal, () => received);
  } catch (e) {
    log.error(`unexpected failure: ${e instanceof Error ? e.stack ?? e.message : e}`);
    return 1;
  } finally {
    for (const [signal, fn] of listeners) Deno.removeSignalListener(signal, fn);
    // Print the last lines if stderr takes them; a stderr nobody reads must not hold the exit.
    await settlesWithin(log.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
    sink.file?.close();
  }
}

/** The configuration, or the exit code when the command line was help, version or wrong. */
async function parse(argv: string[]): Promise<CliConfig | number> {
  try {
    const parsed = await parseCli(argv, async (path) => {
      const { loadConfigFile } = await import("./config_file.ts");
      return loadConfigFile(path);
    });
    if (parsed.kind === "help") return await print(Deno.stdout, USAGE, 0);
    if (parsed.kind === "version") {
      return await print(Deno.stdout, `acp-proxy ${denoJson.version}\n`, 0);
    }
    return parsed.config;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return await print(
      Deno.stderr,
      `acp-proxy: ${e.message}; run 'acp-proxy --help' for usage\n`,
      2,
    );
  }
}

/** The logger (to stderr, or appended to `--log-file`), or 2 when that file cannot be opened. */
async function openLog(config: CliConfig): Promise<{ log: Logger; file?: Deno.FsFile } | number> {
  if (config.logFile === undefined) return { log: stderrLogger(config.logLevel) };
  let file: Deno.FsFile;
  try {
    file = await Deno.open(config.logFile, { append: true, create: true, mode: 0o600 });
  } catch (e) {
    return await print(
      Deno.stderr,
      `acp-proxy: cannot open --log-file ${config.logFile}: ${(e as Error).message}; ` +
        `give a writable file path\n`,
      2,
    );
  }
  return { log: stderrLogger(config.logLevel, (bytes) => writeAll(file, bytes)), file };
}

/** `serve` and `proxy`: one router on this process's stdio. */
async function serve(
  config: CliConfig,
  log: Logger,
  signal: AbortSignal,
  received: () => Deno.Signal | undefined,
): Promise<number> {
  const options = {
    v1: factory(config.v1),
    v2: factory(config.v2),
    maxFrameBytes: config.maxFrame,
    graceMs: config.graceMs,
    kernelPaths: !config.copy,
    logger: log,
  };
  // Each mode loads only its own router (start-up time is a benchmark figure).
  const router = config.mode === "serve"
    ? new (await import("../agent_router/agent_router.ts")).AgentRouter(options)
    : new (await import("../proxy_router/proxy_router.ts")).ProxyRouter(options);
  const outcome = await router.serve(stdio(), signal);
  const code = routeExitCode(outcome, received());
  if (outcome.end === "oversize") log.error(`raise --max-frame to accept larger first frames`);
  if (outcome.end === "start-failed") log.error(`check the --v${outcome.selected} command`);
  if (outcome.end === "failed") log.error(`unexpected failure: ${outcome.error?.stack}`);
  if (outcome.implementation) log.info(`the session ended (${outcome.end}); exit code ${code}`);
  return code;
}

/** `connect`: the client programs and the agent are child processes; our stdio is for logs. */
async function connect(
  config: CliConfig,
  log: Logger,
  signal: AbortSignal,
  received: () => Deno.Signal | undefined,
): Promise<number> {
  const { ClientRouter } = await import("../client_router/client_router.ts");
  const router = new ClientRouter({
    v1Client: factory(config.v1),
    v2Client: factory(config.v2),
    agent: command(config.agent!),
    initTimeoutMs: config.initTimeoutMs,
    maxFrameBytes: config.maxFrame,
    graceMs: config.graceMs,
    logger: log,
  });
  const outcome = await router.connect(signal);
  if (outcome.end === "handshake-failed") {
    log.error(outcome.error?.message ?? "the client router could not connect");
  } else if (outcome.selected !== null) {
    log.info(`the v${outcome.selected} client exited with code ${outcome.clientExitCode}`);
  }
  return connectExitCode(outcome, received());
}

function factory(cmd: string | undefined): ConnectionFactory | undefined {
  return cmd === undefined ? undefined : command(cmd);
}

async function print(file: { write(p: Uint8Array): Promise<number> }, text: string, code: number) {
  await writeAll(file, new TextEncoder().encode(text));
  return code;
}

async function writeAll(
  file: { write(p: Uint8Array): Promise<number> },
  bytes: Uint8Array,
): Promise<void> {
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
}
