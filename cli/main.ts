/**
 * The `acp-proxy` command line: parses flags, builds a router, serves stdio, and turns
 * the outcome into an exit code (ROUTING §6).
 *
 * @module
 */

import { MAX_DIVERTED_BYTES, MAX_DIVERTED_LINES } from "../routing/selection_handshake.ts";
import { wholeLines } from "../log/whole_lines.ts";
import denoJson from "../deno.json" with { type: "json" };
import {
  aboutSetting,
  type CliConfig,
  INNER_ROUTER_ENV,
  type Mode,
  NAMED_AGENTS_ENV,
  parseCli,
  REMOTE_TOKEN_ENV,
  UsageError,
} from "./args.ts";
import { REMOTE_ADDRESS } from "./remote_address.ts";
import {
  type LogFormat,
  type Logger,
  queuedLogger,
  refusalLine,
  stderrLogger,
} from "../log/logger.ts";
import { standardEndpoint } from "../transport/endpoint_kind.ts";
import { setWatchdogErrorHandler, signalGroups } from "../process/group_watchdog.ts";
import { command } from "../process/command.ts";
import { chainExitCode, connectExitCode, routeExitCode, SIGNAL_NUMBERS } from "./exit_code.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import { stdio } from "../transport/stdio.ts";
import { settlesWithin } from "../async/settles_within.ts";
import type { ConnectionFactory } from "../transport/duplex.ts";
import type { TranscriptOpener } from "./listen.ts";
import type { TextSink } from "./output_text.ts";
import type { AgentRouter } from "../agent_router/agent_router.ts";
import type { ProxyRouter } from "../proxy_router/proxy_router.ts";
import {
  DEFAULT_MAX_BUFFERED_BYTES,
  DEFAULT_MAX_LINE_BYTES,
} from "../remote/remote_agent_options.ts";
import { stackOf } from "../log/error_text.ts";

const SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM", "SIGHUP"];
/** SIGXFSZ has a listener (once per process: see where it is added). */
let fileSizeSignalHeard = false;

/** What a signal stops, in each mode's words ("received SIGTERM; stopping the proxy now"). */
const STOPPING: Record<Mode, string> = {
  serve: "the agent",
  proxy: "the proxy",
  connect: "the client program and the agent",
  chain: "the chain",
  probe: "the probe",
};

/**
 * How long the exit of a daemon whose stdin and stdout are one socket waits for more of what
 * the client still sends, after it shut down its side (`letSocketStdioGo`); `--grace-ms`
 * bounds it all.
 */
const SOCKET_LINGER_IDLE_MS = 100;

/** How long the exit waits for queued log lines to reach their file. */
const LOG_FLUSH_MS = 1_000;

/**
 * How long the exit after a signal waits for the transcript to be complete (a stalled file:
 * a FIFO whose reader stopped, a hung mount); without a signal, the recorder's own 5 s.
 */
const SIGNAL_CLOSE_MS = 1_000;

/**
 * Where `--stdout-guard divert` sends the agent's own lines: stderr even with `--log-file`
 * (they are the agent's output), whole, in the log format.
 */
function divertedLogger(config: CliConfig): Logger {
  return queuedLogger({
    level: "warn",
    write: stderrWrite(),
    format: config.logFormat,
    maxPending: MAX_DIVERTED_LINES,
    maxPendingBytes: MAX_DIVERTED_BYTES,
    maxMessageChars: Infinity,
    what: `diverted ${party(config)} stdout lines`,
  });
}

let stderrLines: { write?: (bytes: Uint8Array) => void } | undefined;

/**
 * How stderr lines are written at once when stderr is a regular file (`2>log`): a file never
 * waits for a reader, so a burst (an agent's thousand-line banner, diverted) is never dropped
 * for want of a turn. Undefined otherwise: a pipe or terminal is written asynchronously, and
 * what its reader cannot take in time is dropped and counted. One writer for every logger: a
 * line one of them had cut short is ended before another's.
 */
function stderrWrite(): ((bytes: Uint8Array) => void) | undefined {
  // What the file held before this run is not looked at: the usage errors and notices written
  // straight to stderr would not see it, and `--log-file` may be this same file.
  stderrLines ??= {
    write: standardEndpoint(2).kind === "file" ? wholeLines(Deno.stderr) : undefined,
  };
  return stderrLines.write;
}

/**
 * Runs the CLI.
 *
 * @param argv Arguments after the program name.
 * @returns The process exit code.
 */
export async function main(argv: string[]): Promise<number> {
  // A file that reaches the size limit (`ulimit -f`: a transcript, the log file, a stdout that
  // is a file, in every mode: a trace summary or a probe report too) is a write failing with
  // EFBIG, handled as any failed write is (said on stderr; a session goes on or ends as for a
  // full disk), not the kernel's SIGXFSZ killing the process without a word. (A handled
  // signal is not inherited: agents keep theirs.) Kept until the process exits: removing it
  // would leave the default action (a kill) even where the signal was ignored before
  // (`trap '' XFSZ`), for a write after the session's end.
  if (!fileSizeSignalHeard) {
    fileSizeSignalHeard = true;
    Deno.addSignalListener("SIGXFSZ", () => {});
  }
  dropDenoNodeShim();
  try {
    return await run(argv);
  } catch (e) {
    // `output_text.ts` threw it, so it is loaded (checked by name: it loads only to write).
    if (!(e instanceof Error && e.name === "OutputError")) throw e;
    const { writeText } = await import("./output_text.ts");
    // Said once; when stderr cannot take it either, the exit code is all that is left.
    await writeText(Deno.stderr, refusalLine(e.message, requestedLogFormat(argv))).catch(() => {});
    return 1;
  }
}

/** {@linkcode main}, but a failed write of the CLI's own output throws an `OutputError`. */
async function run(argv: string[]): Promise<number> {
  // Deno gives an argument whose bytes are not UTF-8 with U+FFFD in their place: a file or a
  // program of another name, opened or created without a word (config4).
  const mangled = argv.findIndex((word) => word.includes("\ufffd"));
  if (mangled >= 0) {
    return await refuse(
      `argument ${mangled + 1} ('${argv[mangled]}') is not UTF-8 text, or holds U+FFFD: ` +
        `the program reads such bytes as U+FFFD and cannot pass them on; give the name in ` +
        `UTF-8 (a symlink to the file will do); run 'acp-proxy --help' for usage`,
      requestedLogFormat(argv),
    );
  }
  // `help trace` and `help trace summary|view` (flags among them too: `help trace -h`): trace's
  // help covers its commands.
  const words = argv.filter((word) => !word.startsWith("-"));
  if (
    argv[0] === "help" && words[1] === "trace" &&
    (words.length === 2 || (words.length === 3 && ["summary", "view"].includes(words[2])))
  ) argv = ["trace", "--help"];
  if (argv[0] === "trace") {
    // -V and --version print the version in every mode (before `--`: after it, a file name).
    const flags = argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv;
    if (flags.includes("-V") || flags.includes("--version")) {
      return await print(Deno.stdout, `acp-proxy ${denoJson.version}\n`, 0);
    }
    const { runTrace } = await import("./trace_cli.ts");
    return await runTrace(argv.slice(1));
  }
  const parsed = await parse(argv);
  if (typeof parsed === "number") return parsed;
  const config = parsed;
  if (config.mode === "probe") {
    const { runProbe } = await import("./probe_cli.ts");
    return await runProbe(config);
  }
  // A signal before the session's own listeners are there (while the log and the transcript
  // open) is kept, and acted on once they are: an editor that stops the daemon at once gets
  // 143 and the line saying so, not a daemon killed by the signal (editor3).
  let early: Deno.Signal | undefined;
  let heard: (code: number) => void = () => {};
  /** The exit code of the first signal kept (128 + its number), once one comes. */
  const signalled = new Promise<number>((resolve) => heard = resolve);
  const keepers = SIGNALS.map((signal) =>
    [signal, () => {
      early ??= signal;
      heard(128 + SIGNAL_NUMBERS[signal]);
    }] as const
  );
  for (const [signal, fn] of keepers) Deno.addSignalListener(signal, fn);
  const dropKeepers = () => {
    for (const [signal, fn] of keepers) Deno.removeSignalListener(signal, fn);
  };
  // A --log-file that waits for its reader (a FIFO, up to 5 s) does not hold a stop: the
  // signal's code at once, nothing said (there is no log yet) (stdiokinds9).
  const sink = await Promise.race([openLog(config), signalled]);
  if (typeof sink === "number") {
    dropKeepers();
    return early === undefined ? sink : 128 + SIGNAL_NUMBERS[early];
  }
  const log = sink.log;
  // A refusal from now on is said in the --log-file too (an editor often hides stderr),
  // unless that file is stderr itself.
  const refusals = sink.file !== undefined && !sink.isStderr
    ? (await import("./output_text.ts")).sayRefusalsAlso
    : undefined;
  refusals?.((message) => log.error(message));
  const closeLog = async (): Promise<void> => {
    refusals?.(undefined);
    await settlesWithin(log.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
    sink.file?.close();
  };
  const refusedEarly = async (code: number): Promise<number> => {
    dropKeepers();
    await closeLog();
    return code;
  };
  // A named pair's inner router: what it runs as, and the token its outer daemon read
  // (elsewhere: neither is inherited).
  takeInnerRouterMarker(config);
  const refused = await takeHandedToken(config, log);
  if (refused !== undefined) return await refusedEarly(refused);
  setWatchdogErrorHandler((e) =>
    log.warn(
      `could not start the orphan watchdog (${(e as Error).message ?? e}); ` +
        `an agent may outlive this daemon if it is killed with SIGKILL`,
    )
  );
  // The remote agents' token is read before the transcript is opened (a token file that
  // cannot be read is a usage error, which must leave the transcript's file alone: config6),
  // and, like the log file, it does not hold a stop (a FIFO nobody writes waits 5 s).
  const token = await Promise.race([remoteToken(config), signalled]);
  if (typeof token === "number") {
    return await refusedEarly(early === undefined ? token : 128 + SIGNAL_NUMBERS[early]);
  }
  const transcript = config.listen === undefined && config.transcript !== undefined
    ? await (await import("./daemon_files.ts")).openTranscript(config, config.transcript, log)
    : undefined;
  if (typeof transcript === "number") return await refusedEarly(transcript);
  const stop = new AbortController();
  let received: Deno.Signal | undefined;
  /** The session has ended; its socket stdio is being let go (a signal only ends that). */
  let lingering = false;
  const stopping = STOPPING[config.mode];
  /** The session has ended: its transcript and log are being closed. */
  let ended = false;
  /** The session and its transcript are done; the last log lines are being written. */
  let closing = false;
  const listeners = SIGNALS.map((signal) =>
    [signal, () => {
      // Taken, so that it does not kill the daemon mid-flush: the exit code is the session's.
      if (closing) return;
      if (lingering) return void stop.abort(signal);
      // With --listen the listener says what a signal does (stop now, or drain first).
      if (ended) {
        // Only the transcript is left to close (every agent has ended): the signal cuts that
        // short, and there is nothing to pass it on to.
        log.info(`received ${signal} after the session ended; finishing now`);
      } else if (received === undefined && config.listen === undefined) {
        log.info(`received ${signal}; stopping ${stopping} now`);
      } else if (config.listen === undefined) {
        // The stop is aborted already and cannot carry it: it goes to the groups directly.
        const groups = signalGroups(signal);
        log.info(
          `received ${signal} while stopping; passed it on to ${groups} process group(s) ` +
            "acp-proxy started",
        );
      }
      received ??= signal;
      stop.abort(signal); // the agent's group gets this same signal
    }] as const
  );
  for (const [signal, fn] of listeners) Deno.addSignalListener(signal, fn);
  dropKeepers();
  if (early !== undefined) listeners.find(([signal]) => signal === early)![1]();
  let transcriptClosed = false;
  /** Closes the transcript (once) and warns of what it lost. */
  const closeTranscript = async (): Promise<void> => {
    if (transcript === undefined || transcriptClosed) return;
    transcriptClosed = true;
    // Told by a signal to stop now: a transcript that cannot be written holds the exit less;
    // also when the signal comes while it closes (the listeners are still there).
    const closing = transcript.close(received === undefined ? undefined : SIGNAL_CLOSE_MS);
    const cut = new Promise<number>((resolve) => {
      const after = () =>
        void settlesWithin(closing, SIGNAL_CLOSE_MS).then((done) => done || resolve(-1));
      if (!stop.signal.aborted) stop.signal.addEventListener("abort", after, { once: true });
    });
    const dropped = await Promise.race([closing, cut]);
    const { transcriptEndWarning } = await import("./daemon_files.ts");
    const warning = transcriptEndWarning(dropped, transcript.failed, transcript.opened);
    if (warning !== undefined) log.warn(warning);
  };
  try {
    if (config.mode === "connect") {
      return await connect(config, log, stop.signal, () => received, transcript);
    }
    if (config.listen !== undefined) return await listen(config, log, stop.signal);
    const code = config.mode === "chain"
      ? await chain(config, log, stop.signal, () => received, transcript)
      : await serve(config, log, stop.signal, () => received, transcript);
    // A socket stdout (inetd, systemd Accept=yes): closed with nothing unread, so that the
    // close resets nothing (a TCP reset would throw away the agent's last output). Its
    // sending side is shut down first, and stderr is often that socket too: the transcript's
    // warning and every log line are out before that.
    if (standardEndpoint(1).kind === "socket") {
      lingering = true;
      await closeTranscript();
      await (await import("../transport/byte_path.ts")).letSocketStdioGo({
        idleMs: SOCKET_LINGER_IDLE_MS,
        maxMs: config.graceMs,
        signal: stop.signal,
        logger: log,
        flushLog: () => settlesWithin(log.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS),
        logsToStderr: sink.file === undefined || sink.isStderr === true,
      });
    }
    return code;
  } catch (e) {
    log.error(`unexpected failure: ${stackOf(e)}`);
    return 1;
  } finally {
    ended = true;
    // Closed while a signal is still taken: one that comes meanwhile cuts the wait to
    // SIGNAL_CLOSE_MS and is said (before, it killed the daemon with nothing said).
    await closeTranscript();
    // Print the last lines if stderr takes them; a stderr nobody reads must not hold the exit.
    // A signal meanwhile is taken and ignored (before, with the listeners gone, it killed the
    // daemon with its last lines unwritten and the session's exit code lost).
    closing = true;
    await closeLog();
    for (const [signal, fn] of listeners) Deno.removeSignalListener(signal, fn);
  }
}

/** The configuration, or the exit code when the command line was help, version or wrong. */
async function parse(argv: string[]): Promise<CliConfig | number> {
  try {
    const parsed = await parseCli(argv, async (path, overridden) => {
      const { loadConfigFile } = await import("./config_file.ts");
      return loadConfigFile(path, overridden);
    });
    if (parsed.kind === "help") {
      const { USAGE, usageFor } = await import("./usage.ts");
      return await print(Deno.stdout, parsed.mode ? usageFor(parsed.mode) : USAGE, 0);
    }
    if (parsed.kind === "version") {
      return await print(Deno.stdout, `acp-proxy ${denoJson.version}\n`, 0);
    }
    return parsed.config;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    // One line, whatever the command line held (an escape sequence, a newline in a value).
    return await refuse(
      `${e.message}; run 'acp-proxy --help' for usage`,
      requestedLogFormat(argv, e.logFormat),
    );
  }
}

/** The logger (to stderr, or appended to `--log-file`), or 2 when that file cannot be opened. */
async function openLog(
  config: CliConfig,
): Promise<{ log: Logger; file?: Deno.FsFile; isStderr?: boolean } | number> {
  if (config.logFile === undefined) {
    return { log: stderrLogger(config.logLevel, stderrWrite(), config.logFormat) };
  }
  return await (await import("./daemon_files.ts")).openLogFile(config, config.logFile);
}

/** `serve` and `proxy`: one router on this process's stdio. */
async function serve(
  config: CliConfig,
  log: Logger,
  signal: AbortSignal,
  received: () => Deno.Signal | undefined,
  observer: SessionObserver | undefined,
): Promise<number> {
  const diverted = divertedLogger(config);
  const router = await buildRouter(config, log, diverted);
  if (typeof router === "number") return router;
  const outcome = await router.serve(stdio(), { signal, observer });
  await settlesWithin(diverted.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
  const code = routeExitCode(outcome, received());
  // Also when a signal ended it before any agent ran (a remote agent still being dialled).
  if (outcome.implementation || received() !== undefined) {
    log.info(`the session ended (${outcome.end}); exit code ${code}`);
  }
  return code;
}

/** `serve --listen` and `proxy --listen`: one routed agent per remote connection. */
async function listen(config: CliConfig, log: Logger, signal: AbortSignal): Promise<number> {
  const diverted = divertedLogger(config);
  const router = await buildRouter(config, log, diverted);
  if (typeof router === "number") return router;
  const transcripts: TranscriptOpener | number = config.transcript === undefined
    ? () => Promise.resolve(undefined)
    : await (await import("./daemon_files.ts")).transcriptOpener(config, config.transcript, log);
  if (typeof transcripts === "number") return transcripts;
  const { serveListening } = await import("./listen.ts");
  try {
    // A diverted line names its connection, as every other line about one does.
    const divertedLine = (text: string, id: string) =>
      diverted.warn(`connection ${id}: ${party(config)} stdout (not JSON): ${text}`);
    // Each connection's lines go through it too: a failed start names the flag to check.
    const hinted = withFlagHints(log, config);
    return await serveListening(config, router, hinted, signal, transcripts, divertedLine);
  } finally {
    await settlesWithin(diverted.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
  }
}

/** What the selected implementation is called in lines about it: a proxy in `proxy` mode. */
function party(config: CliConfig): "agent" | "proxy" {
  return config.mode === "proxy" ? "proxy" : "agent";
}

/**
 * The agent router (`serve`) or the proxy router (`proxy`), each loaded only for its mode
 * (start-up time is a benchmark figure); 2 when a remote agent's token file cannot be read.
 */
async function buildRouter(
  config: CliConfig,
  log: Logger,
  diverted: Logger,
): Promise<AgentRouter | ProxyRouter | number> {
  const token = await remoteToken(config);
  if (typeof token === "number") return token;
  const v1 = await agentFactory(config.v1, "--v1", config, token);
  const v2 = await agentFactory(config.v2, "--v2", config, token);
  if (typeof v1 === "number") return v1;
  if (typeof v2 === "number") return v2;
  const options = {
    v1,
    v2,
    maxFrameBytes: config.maxFrame,
    graceMs: config.graceMs,
    kernelPaths: !config.copy,
    logger: withFlagHints(log, config),
    stdoutGuard: config.stdoutGuard,
    onDivertedLine: (text: string) => diverted.warn(`${party(config)} stdout (not JSON): ${text}`),
    traceContext: config.traceContext,
  };
  return config.mode === "serve"
    ? new (await import("../agent_router/agent_router.ts")).AgentRouter(options)
    : new (await import("../proxy_router/proxy_router.ts")).ProxyRouter(options);
}

/** `chain`: proxies and an agent as one agent on this process's stdio. */
async function chain(
  config: CliConfig,
  log: Logger,
  signal: AbortSignal,
  received: () => Deno.Signal | undefined,
  observer: SessionObserver | undefined,
): Promise<number> {
  const read = await tokenAndAgentConfig(config);
  if (typeof read === "number") return read;
  const { token, agentConfig } = read;
  const agent = await agentFactory(config.agent, "--agent", agentConfig, token);
  if (typeof agent === "number") return agent;
  // A proxy given as ws(s):// is dialled (an http(s):// one is refused at start-up); a named
  // agent's env and cwd are not a proxy's.
  const proxies: ConnectionFactory[] = [];
  for (const spec of config.proxies) {
    const proxy = REMOTE_ADDRESS.test(spec)
      ? await agentFactory(spec, "--proxy", config, token)
      : command(spec);
    if (typeof proxy === "number") return proxy;
    proxies.push(proxy!);
  }
  const { Conductor } = await import("../conductor/conductor.ts");
  const conductor = new Conductor({
    proxies,
    agent: agent!,
    proxyMethods: config.proxyMethods,
    maxFrameBytes: config.maxFrame,
    graceMs: config.graceMs,
    logger: withFlagHints(log, config),
  });
  const outcome = await conductor.serve(stdio(), { signal, observer });
  const code = chainExitCode(outcome, received());
  log.info(`the chain ended (${outcome.end}); exit code ${code}`);
  return code;
}

/** `connect`: the client programs and the agent are child processes; our stdio is for logs. */
async function connect(
  config: CliConfig,
  log: Logger,
  signal: AbortSignal,
  received: () => Deno.Signal | undefined,
  observer: SessionObserver | undefined,
): Promise<number> {
  const read = await tokenAndAgentConfig(config);
  if (typeof read === "number") return read;
  const agent = await agentFactory(config.agent, "--agent", read.agentConfig, read.token);
  if (typeof agent === "number") return agent;
  const { ClientRouter } = await import("../client_router/client_router.ts");
  const router = new ClientRouter({
    v1Client: factory(config.v1),
    v2Client: factory(config.v2),
    agent: agent!,
    initTimeoutMs: config.initTimeoutMs,
    maxFrameBytes: config.maxFrame,
    graceMs: config.graceMs,
    // Its lines get the flag hints serve's and chain's get (--max-frame, say).
    logger: withFlagHints(log, config),
  });
  const outcome = await router.connect({ signal, observer });
  if (outcome.end === "handshake-failed") {
    const error = outcome.error as { reason?: string; message: string } | undefined;
    const flag = error?.reason === "timeout"
      ? " (--init-timeout-ms)"
      : error?.message.includes("raise the frame limit")
      ? " (--max-frame)"
      : error?.message.endsWith("; check the agent's command or address")
      ? ` (${agentGivenAs(config)})`
      : "";
    // The token's place goes right after the words that name it (a 403's hint goes on), and
    // a client program's where it was given.
    const message = error?.message.replace(
      /; check the token it takes(?=$|,)/,
      `; check the token it takes (${tokenGivenAs(config)})`,
    ).replace(/; check the v([12]) client program$/, (_, version: "1" | "2") => {
      const inFile = config.commandsInFile?.[version === "1" ? "v1" : "v2"];
      return inFile === undefined
        ? `; check the --v${version} client program`
        : `; check the config file's "v${version}" client program at ${inFile}`;
    });
    log.error(`${message ?? "the client router could not connect"}${flag}`);
  } else if (outcome.selected !== null) {
    log.info(`the v${outcome.selected} client exited with code ${outcome.clientExitCode}`);
  }
  return connectExitCode(outcome, received());
}

/**
 * `connect` and `chain`: the token, read once at start, and the agent's config: a named pair's
 * inner router (which dials the pair's remote agent) gets the token in its environment
 * (`REMOTE_TOKEN_ENV`), not the file's path: a pipe is read once, and `/dev/stdin` would be
 * another file in the child.
 */
async function tokenAndAgentConfig(
  config: CliConfig,
): Promise<{ token: string | undefined; agentConfig: CliConfig } | number> {
  const token = await remoteToken(config);
  if (typeof token === "number") return token;
  if (!config.innerRouter) return { token, agentConfig: config };
  // What the inner router runs as, for its hints (it was started with --v1/--v2 nobody typed).
  const marker = JSON.stringify({
    agent: `agent ${JSON.stringify(config.name)} in the config file`,
    token: tokenGivenAs(config),
  });
  const env: Record<string, string> = { ...config.agentEnv, [INNER_ROUTER_ENV]: marker };
  if (token !== undefined) env[REMOTE_TOKEN_ENV] = token;
  return { token, agentConfig: { ...config, agentEnv: env } };
}

/**
 * Gives back the PATH the daemon was started with: where no `node` is installed, Deno puts a
 * directory with a `node` of its own first on its PATH (and sets `DENO_NODE_SHIM_ACTIVE`), and
 * every agent inherited it -- an npm agent then ran on Deno's Node compatibility layer,
 * where run directly it fails with "env: node: not found" (editor6). The agent gets the
 * environment the daemon was given.
 */
function dropDenoNodeShim(): void {
  if (!envGranted("DENO_NODE_SHIM_ACTIVE") || !envGranted("PATH")) return;
  if (Deno.env.get("DENO_NODE_SHIM_ACTIVE") !== "1") return;
  const [first, ...rest] = (Deno.env.get("PATH") ?? "").split(":");
  if (!first.endsWith("/node_compat_bin")) return;
  Deno.env.delete("DENO_NODE_SHIM_ACTIVE");
  if (rest.length === 0) Deno.env.delete("PATH"); // it had none
  else Deno.env.set("PATH", rest.join(":"));
}

/** Whether the variable may be read (asked first: without the permission, a read prompts). */
function envGranted(variable: string): boolean {
  return Deno.permissions.querySync({ name: "env", variable }).state === "granted";
}

/** `variable`'s value, taken out of this process's environment (nothing it starts inherits it). */
function takeEnv(variable: string): string | undefined {
  if (!envGranted(variable)) return undefined;
  const value = Deno.env.get(variable);
  if (value !== undefined) Deno.env.delete(variable);
  return value;
}

/** Whether this daemon may be a named pair's inner router: a `serve` below a named agent. */
function mayBeInnerRouter(config: CliConfig): boolean {
  return config.mode === "serve" && envGranted(NAMED_AGENTS_ENV) &&
    (Deno.env.get(NAMED_AGENTS_ENV) ?? "") !== "";
}

/** What this daemon runs as when it is a named pair's inner router (from its outer daemon). */
let innerRouter: { agent?: string; token?: string } | undefined;

/**
 * Takes {@linkcode INNER_ROUTER_ENV} out of this process's environment (nothing it starts
 * inherits it) and keeps it when this is `serve` below a named agent, as a pair's inner router
 * is; set anywhere else (by hand), it changes nothing.
 */
function takeInnerRouterMarker(config: CliConfig): void {
  const value = takeEnv(INNER_ROUTER_ENV);
  if (value === undefined || !mayBeInnerRouter(config)) return;
  innerRouter = {};
  try {
    const parsed = JSON.parse(value);
    const text = (v: unknown) => typeof v === "string" && v !== "" ? v : undefined;
    innerRouter = { agent: text(parsed?.agent), token: text(parsed?.token) };
  } catch {
    // not what an outer daemon writes: no hint from it
  }
}

/** The token a named pair's outer daemon handed this one (taken out of the environment). */
let handedToken: string | undefined;

/**
 * Takes {@linkcode REMOTE_TOKEN_ENV} out of this process's environment, so that the processes
 * it starts do not inherit it, and keeps its value for the remote agents when this is a named
 * pair's inner router (its outer daemon handed it the marker with the token: see
 * {@linkcode takeInnerRouterMarker}, which runs first) without `--remote-token-file`; anywhere
 * else the variable is ignored, with a warning (below a named agent too: an agent's own tool
 * may run acp-proxy there). 2 (said on stderr) when a handed token cannot be sent.
 */
async function takeHandedToken(config: CliConfig, log: Logger): Promise<number | undefined> {
  const value = takeEnv(REMOTE_TOKEN_ENV);
  if (value === undefined) return undefined;
  if (innerRouter === undefined || config.remoteTokenFile !== undefined) {
    log.warn(
      `${REMOTE_TOKEN_ENV} is set but ignored: it hands a named pair's token to its inner ` +
        `router; give remote agents a token with --remote-token-file`,
    );
    return undefined;
  }
  const { tokenProblem } = await import("./small_file.ts");
  const problem = tokenProblem(value);
  if (problem !== undefined) {
    return await refuse(
      `${REMOTE_TOKEN_ENV} (the token handed on by the daemon above): it cannot be sent: ` +
        `${problem}; check its --remote-token-file`,
      config.logFormat,
    );
  }
  handedToken = value;
  return undefined;
}

/**
 * The first line of `--remote-token-file` when it is given; 2 (said on stderr) when the file
 * cannot be read or its token cannot be sent. Read once, at the first call (before the
 * transcript is opened); later calls get the same answer.
 */
function remoteToken(config: CliConfig): Promise<string | undefined | number> {
  return tokenRead ??= readRemoteToken(config);
}

/** The one read of {@linkcode remoteToken}. */
let tokenRead: Promise<string | undefined | number> | undefined;

async function readRemoteToken(config: CliConfig): Promise<string | undefined | number> {
  if (config.remoteTokenFile === undefined) return handedToken;
  const { MAX_TOKEN_FILE_BYTES, readSmallFile, tildeHint, tokenProblem } = await import(
    "./small_file.ts"
  );
  let token: string;
  try {
    token = (await readSmallFile(config.remoteTokenFile, MAX_TOKEN_FILE_BYTES)).split("\n")[0]
      .trim();
  } catch (e) {
    return await refuse(
      aboutSetting(
        config,
        "remote-token-file",
        `cannot read --remote-token-file ${config.remoteTokenFile}: ${(e as Error).message}` +
          `${e instanceof Deno.errors.NotFound ? tildeHint(config.remoteTokenFile!) : ""}; ` +
          `give a readable file whose first line is the token; run 'acp-proxy --help' for usage`,
      ),
      config.logFormat,
    );
  }
  const problem = tokenProblem(token);
  if (problem !== undefined) {
    return await refuse(
      aboutSetting(
        config,
        "remote-token-file",
        `--remote-token-file ${config.remoteTokenFile}: the token on its first line ` +
          `cannot be sent: ${problem}; put the token alone on the first line; ` +
          `run 'acp-proxy --help' for usage`,
      ),
      config.logFormat,
    );
  }
  return token;
}

/** A command line, or a remote agent (`http(s)://`, `ws(s)://`), loaded only when named. */
async function agentFactory(
  spec: string | undefined,
  flag: "--v1" | "--v2" | "--agent" | "--proxy",
  config: CliConfig,
  token: string | undefined,
): Promise<ConnectionFactory | undefined | number> {
  if (spec === undefined) return undefined;
  if (!REMOTE_ADDRESS.test(spec)) {
    return command(spec, { env: config.agentEnv, cwd: config.agentCwd });
  }
  const { remoteAgent } = await import("../remote/remote_agent.ts");
  // A remote agent's lines are read whole: up to 16 MiB, or --max-frame when that is larger
  // (README "Limits"); the unread output a WebSocket may hold is at least one such line.
  const maxLineBytes = Math.max(DEFAULT_MAX_LINE_BYTES, config.maxFrame);
  const maxBufferedBytes = Math.max(DEFAULT_MAX_BUFFERED_BYTES, maxLineBytes);
  try {
    // Its lines go to the logger of the router that dials it: under --listen, each names
    // its connection.
    return remoteAgent(spec, { token, maxLineBytes, maxBufferedBytes });
  } catch (e) {
    return await refuse(
      `${(e as Error).message}; check the ${flag} address; run 'acp-proxy --help' for usage`,
      config.logFormat,
    );
  }
}

/**
 * The routers' logger, with the flag that mends an error added to its line (ROUTING 6: one
 * line per error). The library's messages name no flags: the CLI knows them.
 */
function withFlagHints(log: Logger, config: CliConfig): Logger {
  return {
    // A remote connection's line starts with the connection it is about.
    error: (message) => {
      const about = /^connection [^ :]+: /.exec(message)?.[0] ?? "";
      log.error(about + flagHint(message.slice(about.length), config));
    },
    warn: (message) => log.warn(message),
    info: (message) => log.info(message),
    debug: (message) => log.debug(message),
    ...(log.flush ? { flush: () => log.flush!() } : {}),
  };
}

/** Where the remote token was given: the flag, or the config file's key at its place. */
function tokenGivenAs(config: CliConfig): string {
  // A pair's inner router got its token from its outer daemon, given there.
  if (config.remoteTokenFile === undefined && innerRouter?.token !== undefined) {
    return innerRouter.token;
  }
  const where = config.fileOrigins?.["remote-token-file"];
  return where === undefined ? "--remote-token-file" : `"remote-token-file" at ${where}`;
}

/** Where the agent was given: `--agent`, the config file's place, or the named agent. */
function agentGivenAs(config: CliConfig): string {
  if (config.agentInFile !== undefined) return config.agentInFile;
  return config.name === undefined
    ? "--agent"
    : `agent ${JSON.stringify(config.name)} in the config file`;
}

/** What the remote clients say of a refused token (not any "401" or "token" in the address). */
const TOKEN_REFUSED = /\bHTTP 401\b|the remote agent (?:wants a token|refused the token)/;

/**
 * The hint for a remote agent or proxy that refused the connection for its token, or
 * undefined. A 403 may be the token, or (from an acp-proxy, REMOTE 5) a Host or Origin it does
 * not allow: both are named.
 *
 * @param refusal The message after its `failed to start ...:` part.
 */
function tokenHint(refusal: string, config: CliConfig): string | undefined {
  if (/\bHTTP 403\b/.test(refusal)) {
    return `check the token (${tokenGivenAs(config)}) and the address's host: an acp-proxy ` +
      `answers 403 to a Host it does not allow (its --allow-host)`;
  }
  return TOKEN_REFUSED.test(refusal) ? `check the token (${tokenGivenAs(config)})` : undefined;
}

/**
 * The hint for a component that could not start: the token, when a remote one refused it for
 * that; else its command or address, at the place `where` names.
 *
 * @param refusal The message after its `failed to start ...:` part.
 * @param spec The component's command or address.
 */
function startHint(
  refusal: string,
  spec: string,
  noun: "agent" | "proxy",
  config: CliConfig,
  where: (what: string) => string,
): string {
  const remote = REMOTE_ADDRESS.test(spec);
  if (remote && /answered the WebSocket upgrade with what this client cannot use/.test(refusal)) {
    return where(
      `address: the server there answered, but is no ACP WebSocket ${noun} this client can use`,
    );
  }
  // Busy or going away (its cap, a shutdown): nothing to check, only to wait.
  if (remote && /\b(?:initialize|upgrade) with HTTP (?:503|429)\b/.test(refusal)) {
    return `the remote ${noun} is busy or shutting down: try again in a moment`;
  }
  // An answer longer than the remote line limit (16 MiB, or --max-frame when larger).
  if (remote && REMOTE_TOO_LONG.test(refusal)) return RAISE_MAX_FRAME;
  return (remote ? tokenHint(refusal, config) : undefined) ??
    where(remote ? `address (is the remote ${noun} up, the URL right?)` : "command");
}

/** `message`, and what to change on the command line when a flag mends it. */
function flagHint(message: string, config: CliConfig): string {
  const started = /^failed to start ACP v([12]) (?:agent|proxy): /.exec(message);
  if (started !== null) {
    const version = started[1];
    const spec = version === "1" ? config.v1 : config.v2;
    const rest = message.slice(started[0].length);
    return `${message}; ${
      startHint(rest, spec ?? "", "agent", config, (what) => {
        // Where it was given: the config file's agent that --name chose, its "vN", the named
        // pair this is the inner router of (nobody typed --vN), or --vN.
        const inFile = config.commandsInFile?.[version === "1" ? "v1" : "v2"];
        const above = innerRouter?.agent;
        return config.name !== undefined
          ? `check the v${version} ${what} of agent ${
            JSON.stringify(config.name)
          } in the config file`
          : inFile !== undefined
          ? `check the config file's "v${version}" ${what} at ${inFile}`
          : above !== undefined
          ? `check the v${version} ${what} of ${above}`
          : `check the --v${version} ${what}`;
      })
    }`;
  }
  const proxy = /^failed to start Proxy\((\d+)\)/.exec(message);
  const proxySpec = proxy === null ? undefined : config.proxies[Number(proxy[1])];
  if (proxy !== null && proxySpec !== undefined) {
    const n = Number(proxy[1]) + 1;
    const rest = message.slice(proxy[0].length);
    // Where it was given: the n-th --proxy, or the config file's "chain" or "proxy".
    return `${message}; ${
      startHint(rest, proxySpec, "proxy", config, (what) =>
        config.proxiesInFile !== undefined
          ? `check the proxy ${what}: entry ${n} of ${config.proxiesInFile}`
          : `check the ${ordinal(n)} --proxy ${what}`)
    }`;
  }
  if (/^failed to start Agent\b/.test(message) && config.agent !== undefined) {
    // Where it was given: --agent, or the config file's "chain" or "agent".
    return `${message}; ${
      startHint(message, config.agent, "agent", config, (what) =>
        config.agentInFile !== undefined
          ? `check the agent ${what}: ${config.agentInFile}`
          : config.name !== undefined
          ? `check the ${what} of agent ${JSON.stringify(config.name)} in the config file`
          : `check the --agent ${what}`)
    }`;
  }
  if (/^first frame exceeds the \d+-byte limit; send a smaller frame$/.test(message)) {
    return `${message} or raise --max-frame`;
  }
  if (
    / sent a message larger than \d+ bytes/.test(message) ||
    /^(?:(?:Agent|Proxy\(\d+\)): )?(?:remote agent connection failed|reading an event stream failed): /
        .test(message) &&
      REMOTE_TOO_LONG.test(message)
  ) {
    return `${message}; ${RAISE_MAX_FRAME}`;
  }
  return message;
}

/** A remote agent's line, event, frame or answer over the limit --max-frame raises. */
const REMOTE_TOO_LONG = / exceeds the \d+-byte limit$/;
/** What mends a message over the limit. */
const RAISE_MAX_FRAME = "raise --max-frame to pass larger messages";

/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st, ... */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

function factory(cmd: string | undefined): ConnectionFactory | undefined {
  return cmd === undefined ? undefined : command(cmd);
}

/**
 * Says on stderr, in one line of the log's format, why the CLI does not start: exit code 2.
 *
 * @param message What is wrong and what to do (without the `acp-proxy: ` prefix).
 * @param format The log format asked for.
 * @returns 2.
 */
async function refuse(message: string, format: LogFormat): Promise<number> {
  // Loaded when something is refused: a session's start does not pay for it.
  return await (await import("./output_text.ts")).refuse(message, format);
}

/**
 * The log format the command line asks for, read before it is parsed (a usage error is said
 * in it too): the last `--log-format` value; else the config file's, once it has been read;
 * `text` when there is none, or after `--`, and in the modes that take no `--log-format`
 * (`probe`, `trace`).
 */
function requestedLogFormat(argv: readonly string[], fromFile?: LogFormat): LogFormat {
  let format: LogFormat | undefined;
  if (argv[0] === "probe" || argv[0] === "trace") return "text";
  for (let i = 0; i < argv.length && argv[i] !== "--"; i++) {
    const value = argv[i] === "--log-format"
      ? argv[i + 1]
      : argv[i].startsWith("--log-format=")
      ? argv[i].slice("--log-format=".length)
      : undefined;
    if (value === "json" || value === "text") format = value;
  }
  return format ?? fromFile ?? "text";
}

async function print(file: TextSink, text: string, code: number): Promise<number> {
  // Loaded when something is printed (help, a refusal): a session's start does not pay for it.
  const { writeText } = await import("./output_text.ts");
  await writeText(file, text);
  return code;
}
