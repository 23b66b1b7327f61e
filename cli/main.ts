/**
 * The `acp-proxy` command line: parses flags, builds a router, serves stdio, and turns
 * the outcome into an exit code (ROUTING §6).
 *
 * @module
 */

import denoJson from "../deno.json" with { type: "json" };
import { type CliConfig, parseCli, UsageError } from "./args.ts";
import { USAGE } from "./usage.ts";
import { stderrLogger } from "../log/logger.ts";
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

  const log = stderrLogger(config.logLevel);
  const shutdown = new AbortController();
  let received: Deno.Signal | undefined;
  const onSignal = (signal: Deno.Signal) => () => {
    log.info(`received ${signal}; shutting down`);
    received ??= signal;
    shutdown.abort(signal);
  };
  const listeners = SIGNALS.map((s) => [s, onSignal(s)] as const);
  for (const [s, fn] of listeners) Deno.addSignalListener(s, fn);
  const command = (cmd: string | undefined): ConnectionFactory | undefined =>
    cmd === undefined ? undefined : commandFactory(cmd);
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
      if (result.selected === null && received) return 128 + SIGNAL_NUMBERS[received];
      if (result.selected !== null) log.info(`agent exited with code ${result.exitCode}`);
      return result.exitCode;
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
      if (received) return 128 + SIGNAL_NUMBERS[received];
      log.error(result.error?.message ?? "the client router could not connect");
      return 1;
    }
    log.info(`the v${result.selected} client exited with code ${result.exitCode}`);
    return result.exitCode;
  } catch (e) {
    log.error(`unexpected failure: ${e instanceof Error ? e.message : e}`);
    if (config.logLevel === "debug" && e instanceof Error && e.stack) log.debug(e.stack);
    return 1;
  } finally {
    for (const [s, fn] of listeners) Deno.removeSignalListener(s, fn);
    // Print the last lines if stderr takes them; a stderr nobody reads must not hold the exit.
    await settlesWithin(log.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
  }
}

/** How long the exit waits for queued log lines to reach stderr. */
const LOG_FLUSH_MS = 1_000;

async function writeAll(
  file: typeof Deno.stdout | typeof Deno.stderr,
  text: string,
): Promise<void> {
  const bytes = new TextEncoder().encode(text);
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
}
