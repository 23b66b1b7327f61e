/**
 * `serve --listen HOST:PORT` (and `proxy --listen`): the router served to remote clients over
 * Streamable HTTP and WebSocket (REMOTE §1-§5). Each connection gets its own routed agent,
 * started at its first routable `initialize` and ended with the connection; a signal stops
 * the listener, stops every connection's agent at once, and exits 128+N.
 *
 * @module
 */

import { aboutSetting, type CliConfig, type ListenConfig } from "./args.ts";
import type { Logger } from "../log/logger.ts";
import type { ConnectionObserver, ConnectionRouter } from "../remote/router_handler.ts";
import { SIGNAL_NUMBERS } from "./exit_code.ts";
import { orAborted } from "../async/when_aborted.ts";
import { MAX_TOKEN_FILE_BYTES, readSmallFile, tildeHint, tokenProblem } from "./small_file.ts";
import { refuse } from "./output_text.ts";
import type { OptionNames } from "../remote/option_names.ts";

/** The server's messages name the flags that mend them. */
const FLAG_NAMES: OptionNames = {
  allowHosts: "--allow-host",
  allowOrigins: "--allow-origin",
  addOrigin: (origin) => `--allow-origin ${origin}`,
  maxConnections: "--max-connections",
  maxBody: "--max-body",
  maxBuffered: "--max-buffered",
  initTimeout: "--init-timeout-ms",
};

export type { ConnectionRouter };

/** Opens a transcript recorder for one connection, or undefined without `--transcript`. */
export type TranscriptOpener = (connectionId: string) => Promise<ConnectionObserver | undefined>;

/**
 * Serves `router` on the listener until `stop` aborts.
 *
 * @param config The CLI configuration (with `listen`).
 * @param router Serves each connection.
 * @param log Where the daemon's lines go.
 * @param stop Aborted with the signal the daemon received.
 * @param transcript Opens a per-connection transcript.
 * @param divertedLine Where a connection's diverted agent stdout lines go, with its id.
 * @returns The exit code: 128+N after signal N; 2 when the token file cannot be used; 1 when
 *   the address cannot be bound.
 */
export async function serveListening(
  config: CliConfig,
  router: ConnectionRouter,
  log: Logger,
  stop: AbortSignal,
  transcript: TranscriptOpener,
  divertedLine: (text: string, connectionId: string) => void,
): Promise<number> {
  const listen = config.listen!;
  // A token file that waits for its writer (a FIFO, up to 5 s) does not hold a stop (config6).
  const token = await orAborted(readToken(listen, log, config), stop, STOPPED);
  if (token === STOPPED) return 128 + (SIGNAL_NUMBERS[String(stop.reason)] ?? 15);
  if (typeof token === "number") return token;
  const [{ startAcpServer }, { routerHandler }, { allowedHostProblem, originProblem }] =
    await Promise.all([
      import("../remote/http_server.ts"),
      import("../remote/router_handler.ts"),
      import("../remote/security.ts"),
    ]);
  // A value no request could match, checked by the server's own code (loaded only here).
  const checks = [
    ["allow-host", listen.allowHosts, allowedHostProblem],
    ["allow-origin", listen.allowOrigins, originProblem],
  ] as const;
  for (const [key, values, problemOf] of checks) {
    for (const value of values) {
      const problem = problemOf(value);
      if (problem === undefined) continue;
      return await refuse(
        aboutSetting(
          config,
          key,
          `--${key} ${value}: ${problem}; run 'acp-proxy --help' for usage`,
        ),
        config.logFormat,
      );
    }
  }
  let listener;
  try {
    listener = await startAcpServer({
      hostname: listen.hostname,
      openingMethod: config.mode === "proxy" ? "_proxy/initialize" : "initialize",
      port: listen.port,
      token,
      allowOrigins: listen.allowOrigins,
      allowHosts: listen.allowHosts,
      maxBodyBytes: listen.maxBody,
      maxConnections: listen.maxConnections,
      idleTimeoutMs: listen.idleTimeoutMs,
      initTimeoutMs: config.initTimeoutMs,
      maxBufferedBytes: listen.maxBuffered,
      // A stopped connection's agent has --grace-ms to exit, then SIGKILL; the daemon exits
      // only after that, so no agent outlives it (the server's own bound is 10 s).
      shutdownGraceMs: Math.min(2 ** 31 - 1, Math.max(10_000, 2 * config.graceMs + 5_000)),
      logger: log,
      handler: routerHandler(router, {
        observe: transcript,
        logger: log,
        onDivertedLine: divertedLine,
      }),
    }, FLAG_NAMES);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const hint = code === "EADDRINUSE"
      ? "; another process listens there (a daemon that drains frees it as it exits): stop it " +
        "or wait for it, or give another port (port 0 picks a free one)"
      : code === "EACCES"
      ? "; a port below 1024 needs privileges: give a port from 1024 up"
      : code === "EADDRNOTAVAIL" || code === "EINVAL"
      ? `; is the address one of this machine's? give one it has (or ${
        listen.hostname.includes(":") ? "[::]" : "0.0.0.0"
      } for all)`
      : code === "ENOTFOUND" || code === "EAI_AGAIN"
      ? "; the host name does not resolve here: check its spelling, or give an IP address " +
        "(127.0.0.1 for this machine only)"
      : "";
    const host = listen.hostname.includes(":") ? `[${listen.hostname}]` : listen.hostname;
    log.error(`cannot listen on ${host}:${listen.port}: ${(e as Error).message}${hint}`);
    return 1;
  }
  // Printed whatever --log-level says (a script waits for it to learn the port); one JSON
  // object, with the URL on its own, when the log lines are JSON.
  const announce = config.logFormat === "json"
    ? JSON.stringify({
      level: "info",
      msg: `listening on ${listener.url}`,
      url: listener.url,
      ts: new Date().toISOString(),
      name: "acp-proxy",
    }) + "\n"
    : `acp-proxy: listening on ${listener.url}\n`;
  await Deno.stderr.write(new TextEncoder().encode(announce)).catch(() => {});
  if (
    listen.hostname !== "127.0.0.1" && listen.hostname !== "localhost" && listen.hostname !== "::1"
  ) {
    log.warn(`listening on ${listen.hostname}, reachable from other hosts; the token guards it`);
  }
  await new Promise<void>((resolve) => {
    if (stop.aborted) resolve();
    stop.addEventListener("abort", () => resolve(), { once: true });
  });
  const signal = stop.reason as Deno.Signal;
  // A drain is for SIGTERM (a rolling restart; SIGHUP stops as SIGTERM does): SIGINT, the
  // Ctrl-C of someone at the terminal, stops every connection at once.
  const drainMs = signal === "SIGINT" ? 0 : listen.drainMs;
  log.info(
    drainMs === 0
      ? `received ${signal}; refusing new connections and stopping every connection's agent`
      : `received ${signal}; refusing new connections, draining for up to ${drainMs} ms`,
  );
  // While draining (--drain-ms), a second signal ends every connection at once.
  const cutters = DRAIN_CUT_SIGNALS.map((again) =>
    [again, () => {
      log.info(`received ${again} while draining; stopping every connection's agent now`);
      void listener.shutdown(again);
    }] as const
  );
  if (drainMs > 0) { for (const [s, fn] of cutters) Deno.addSignalListener(s, fn); }
  try {
    await listener.shutdown(signal, { drainMs });
  } finally {
    if (drainMs > 0) { for (const [s, fn] of cutters) Deno.removeSignalListener(s, fn); }
  }
  const code = 128 + (SIGNAL_NUMBERS[signal] ?? 15);
  // The last line, as a stdio session's and a chain's end is (orphans13).
  log.info(`the listener stopped (${signal}); exit code ${code}`);
  return code;
}

/** What a token read cut short by a stop gives. */
const STOPPED: unique symbol = Symbol("stopped");

/** A second one of these while draining ends every connection at once. */
const DRAIN_CUT_SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/** The bearer token (`--token-file`: its first line, trimmed), or 2 when it cannot be read. */
async function readToken(
  listen: ListenConfig,
  log: Logger,
  config: CliConfig,
): Promise<string | undefined | number> {
  const format = config.logFormat;
  if (listen.tokenFile === undefined) return undefined;
  let text: string;
  try {
    text = await readSmallFile(listen.tokenFile, MAX_TOKEN_FILE_BYTES);
  } catch (e) {
    return await refuse(
      aboutSetting(
        config,
        "token-file",
        `cannot read --token-file ${listen.tokenFile}: ${(e as Error).message}` +
          `${e instanceof Deno.errors.NotFound ? tildeHint(listen.tokenFile) : ""}; ` +
          `give a readable file whose first line is the token; run 'acp-proxy --help' for usage`,
      ),
      format,
    );
  }
  const token = text.split("\n")[0].trim();
  if (token === "") {
    return await refuse(
      aboutSetting(
        config,
        "token-file",
        `--token-file ${listen.tokenFile} ${
          text.trim() === "" ? "is empty" : "has an empty first line"
        }; put the token (32 or more ` +
          `random characters, e.g. from 'openssl rand -hex 32') on its first line; ` +
          `run 'acp-proxy --help' for usage`,
      ),
      format,
    );
  }
  const problem = tokenProblem(token);
  if (problem !== undefined) {
    return await refuse(
      aboutSetting(
        config,
        "token-file",
        `--token-file ${listen.tokenFile}: the token on its first line cannot be ` +
          `checked: ${problem}; use e.g. 'openssl rand -hex 32'; ` +
          `run 'acp-proxy --help' for usage`,
      ),
      format,
    );
  }
  if (token.length < 32) log.warn("the token is shorter than 32 characters; use a longer one");
  try {
    const mode = (await Deno.stat(listen.tokenFile)).mode;
    if (mode !== null && (mode & 0o077) !== 0) {
      log.warn(
        aboutSetting(
          config,
          "token-file",
          `--token-file ${listen.tokenFile} is readable by others; chmod 600 it`,
        ),
      );
    }
  } catch { /* read already succeeded; the mode is advice only */ }
  return token;
}
