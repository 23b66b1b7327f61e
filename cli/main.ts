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
import { setWatchdogErrorHandler } from "../transport/group_watchdog.ts";
import { command as commandFactory } from "../transport/command.ts";
import { stdio } from "../transport/stdio.ts";
import { settlesWithin } from "../transport/subprocess.ts";
import type { ConnectionFactory } from "../transport/duplex.ts";

const SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM", "SIGHUP"];
const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/**
 * Runs the CLI.
 *
 * @param argv Arguments after the program name.
 * @returns The process exit code.
 */
export async function main(argv: string[]): Promise<number> {
  let config: CliConfig;
  try {
    const parsed = await parseCli(argv, async (path) => {
      const { loadConfigFile } = await import("./config_file.ts");
      return loadConfigFile(path);
    });
    if (parsed.kind === "help") {
      await writeAll(Deno.stdout, USAGE);
      return 0;
    }
    if (parsed.kind === "version") {
      await writeAll(Deno.stdout, `acp-proxy ${denoJson.version}\n`);
      return 0;
    }
    config = parsed.config;
  } catch (e) {
    if (e instanceof UsageError) {
      await writeAll(Deno.stderr, `acp-proxy: ${e.message}; run 'acp-proxy --help' for usage\n`);
      return 2;
    }
    throw e;
  }

  let log: Logger;
  let logFile: Deno.FsFile | undefined;
  if (config.logFile === undefined) log = stderrLogger(config.logLevel);
  else {
    try {
      logFile = await Deno.open(config.logFile, {
        append: true,
        create: true,
        mode: 0o600,
      });
    } catch (e) {
      await writeAll(
        Deno.stderr,
        `acp-proxy: cannot open --log-file ${config.logFile}: ${(e as Error).message}; ` +
          `give a writable file path\n`,
      );
      return 2;
    }
    log = stderrLogger(config.logLevel, (bytes) => writeAll(logFile!, bytes));
  }
  setWatchdogErrorHandler((e) =>
    log.warn(
      `could not start the orphan watchdog (${(e as Error).message ?? e}); ` +
        `an agent may outlive this daemon if it is killed with SIGKILL`,
    )
  );
  const shutdown = new AbortController();
  let received: Deno.Signal | undefined;
  const onSignal = (signal: Deno.Signal) => () => {
    if (received === undefined) log.info(`received ${signal}; stopping the agent now`);
    received ??= signal;
    shutdown.abort(signal); // the agent's group gets this same signal
  };
  const listeners = SIGNALS.map((s) => [s, onSignal(s)] as const);
  for (const [s, fn] of listeners) Deno.addSignalListener(s, fn);
  const command = (cmd: string | undefined): ConnectionFactory | undefined =>
    cmd === undefined ? undefined : commandFactory(cmd);
  /** A signal the daemon received decides its exit code: 128+N, whatever the agent did. */
  const exitCode = (code: number) => received ? 128 + SIGNAL_NUMBERS[received] : code;
  try {
    if (config.mode === "serve" || config.mode === "proxy") {
      const options = {
        v1: command(config.v1),
        v2: command(config.v2),
        maxFrameBytes: config.maxFrame,
        graceMs: config.graceMs,
        logger: log,
      };
      // Each mode loads only its own router (start-up time is a benchmark figure).
      const router = config.mode === "serve"
        ? new (await import("../agent_router/agent_router.ts")).AgentRouter(options)
        : new (await import("../proxy_router/proxy_router.ts")).ProxyRouter(options);
      const client = stdio({ kernelPaths: !config.copy });
      const result = await router.serve(client, shutdown.signal);
      const code = exitCode(result.exitCode);
      if (result.selected !== null) log.info(`the session ended; exit code ${code}`);
      return code;
    }
    // connect: the client programs and the agent are child processes; our stdio is for logs.
    const { ClientRouter } = await import("../client_router/client_router.ts");
    const router = new ClientRouter({
      v1Client: command(config.v1),
      v2Client: command(config.v2),
      agent: commandFactory(config.agent!),
      initTimeoutMs: config.initTimeoutMs,
      maxFrameBytes: config.maxFrame,
      graceMs: config.graceMs,
      logger: log,
    });
    const result = await router.connect(shutdown.signal);
    if (result.selected === null) {
      if (received) return exitCode(1);
      log.error(result.error?.message ?? "the client router could not connect");
      return 1;
    }
    log.info(`the v${result.selected} client exited with code ${result.exitCode}`);
    return exitCode(result.exitCode);
  } catch (e) {
    log.error(`unexpected failure: ${e instanceof Error ? e.stack ?? e.message : e}`);
    return 1;
  } finally {
    for (const [s, fn] of listeners) Deno.removeSignalListener(s, fn);
    // Print the last lines if stderr takes them; a stderr nobody reads must not hold the exit.
    await settlesWithin(log.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
    logFile?.close();
  }
}

/** How long the exit waits for queued log lines to reach stderr. */
const LOG_FLUSH_MS = 1_000;

async function writeAll(
  file: { write(p: Uint8Array): Promise<number> },
  text: string | Uint8Array,
): Promise<void> {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
}
