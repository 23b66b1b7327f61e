/**
 * The `acp-proxy` command line: parses flags, builds a router, serves stdio, and turns
 * the outcome into an exit code (ROUTING §6).
 *
 * @module
 */ import { MAX_DIVERTED_BYTES, MAX_DIVERTED_LINES } from "../routing/selection_handshake.ts";
import { wholeLines } from "../log/whole_lines.ts";
import denoJson from "../deno.json" with {
  type: "json"
};
import { aboutSetting, INNER_ROUTER_ENV, NAMED_AGENTS_ENV, parseCli, REMOTE_TOKEN_ENV, UsageError } from "./args.ts";
import { REMOTE_ADDRESS } from "./remote_address.ts";
import { queuedLogger, refusalLine, stderrLogger } from "../log/logger.ts";
import { standardEndpoint } from "../transport/endpoint_kind.ts";
import { setWatchdogErrorHandler, signalGroups } from "../process/group_watchdog.ts";
import { command } from "../process/command.ts";
import { chainExitCode, connectExitCode, routeExitCode } from "./exit_code.ts";
import { stdio } from "../transport/stdio.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { DEFAULT_MAX_BUFFERED_BYTES, DEFAULT_MAX_LINE_BYTES } from "../remote/remote_agent_options.ts";
const SIGNALS = [
  "SIGINT",
  "SIGTERM",
  "SIGHUP"
];
/** SIGXFSZ has a listener (once per process: see where it is added). */ let fileSizeSignalHeard = false;
/** What a signal stops, in each mode's words ("received SIGTERM; stopping the proxy now"). */ const STOPPING = {
  serve: "the agent",
  proxy: "the proxy",
  connect: "the client program and the agent",
  chain: "the chain",
  probe: "the probe"
};
/**
 * How long the exit of a daemon whose stdin and stdout are one socket waits for more of what
 * the client still sends, after it shut down its side (`letSocketStdioGo`); `--grace-ms`
 * bounds it all.
 */ const SOCKET_LINGER_IDLE_MS = 100;
/** How long the exit waits for queued log lines to reach their file. */ const LOG_FLUSH_MS = 1_000;
/**
 * How long the exit after a signal waits for the transcript to be complete (a stalled file:
 * a FIFO whose reader stopped, a hung mount); without a signal, the recorder's own 5 s.
 */ const SIGNAL_CLOSE_MS = 1_000;
/**
 * Where `--stdout-guard divert` sends the agent's own lines: stderr even with `--log-file`
 * (they are the agent's output), whole, in the log format.
 */ function divertedLogger(config) {
  return queuedLogger({
    level: "warn",
    write: stderrWrite(),
    format: config.logFormat,
    maxPending: MAX_DIVERTED_LINES,
    maxPendingBytes: MAX_DIVERTED_BYTES,
    maxMessageChars: Infinity,
    what: `diverted ${party(config)} stdout lines`
  });
}
let stderrLines;
/**
 * How stderr lines are written at once when stderr is a regular file (`2>log`): a file never
 * waits for a reader, so a burst (an agent's thousand-line banner, diverted) is never dropped
 * for want of a turn. Undefined otherwise: a pipe or terminal is written asynchronously, and
 * what its reader cannot take in time is dropped and counted. One writer for every logger: a
 * line one of them had cut short is ended before another's.
 */ function stderrWrite() {
  // What the file held before this run is not looked at: the usage errors and notices written
  // straight to stderr would not see it, and `--log-file` may be this same file.
  stderrLines ??= {
    write: standardEndpoint(2).kind === "file" ? wholeLines(Deno.stderr) : undefined
  };
  return stderrLines.write;
}
/**
 * Runs the CLI.
 *
 * @param argv Arguments after the program name.
 * @returns The process exit code.
 */ export async function main(argv) {
  // A file that reaches the size limit (`ulimit -f`: a transcript, the log file, a stdout that
  // is a file, in every mode: a trace summary or a probe report too) is a write failing with
  // EFBIG, handled as any failed write is (said on stderr; a session goes on or ends as for a
  // full disk), not the kernel's SIGXFSZ killing the process without a word. (A handled
  // signal is not inherited: agents keep theirs.) Kept until the process exits: removing it
  // would leave the default action (a kill) even where the signal was ignored before
  // (`trap '' XFSZ`), for a write after the session's end.
  if (!fileSizeSignalHeard) {
    fileSizeSignalHeard = true;
    Deno.addSignalListener("SIGXFSZ", ()=>{});
  }
  try {
    return await run(argv);
  } catch (e) {
    // `output_text.ts` threw it, so it is loaded (checked by name: it loads only to write).
    if (!(e instanceof Error && e.name === "OutputError")) throw e;
    const { writeText } = await import("./output_text.ts");
    // Said once; when stderr cannot take it either, the exit code is all that is left.
    await writeText(Deno.stderr, refusalLine(e.message, requestedLogFormat(argv))).catch(()=>{});
    return 1;
  }
}
/** {@linkcode main}, but a failed write of the CLI's own output throws an `OutputError`. */ async function run(argv) {
  // Deno gives an argument whose bytes are not UTF-8 with U+FFFD in their place: a file or a
  // program of another name, opened or created without a word (config4).
  const mangled = argv.findIndex((word)=>word.includes("\ufffd"));
  if (mangled >= 0) {
    return await refuse(`argument ${mangled + 1} ('${argv[mangled]}') is not UTF-8 text, or holds U+FFFD: ` + `the program reads such bytes as U+FFFD and cannot pass them on; give the name in ` + `UTF-8 (a symlink to the file will do); run 'acp-proxy --help' for usage`, requestedLogFormat(argv));
  }
  // `help trace` and `help trace summary|view` (flags among them too: `help trace -h`): trace's
  // help covers its commands.
  const words = argv.filter((word)=>!word.startsWith("-"));
  if (argv[0] === "help" && words[1] === "trace" && (words.length === 2 || words.length === 3 && [
    "summary",
    "view"
  ].includes(words[2]))) argv = [
    "trace",
    "--help"
  ];
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
  const early = [];
  const keepers = SIGNALS.map((signal)=>[
      signal,
      ()=>void early.push(signal)
    ]);
  for (const [signal, fn] of keepers)Deno.addSignalListener(signal, fn);
  const dropKeepers = ()=>{
    for (const [signal, fn] of keepers)Deno.removeSignalListener(signal, fn);
  };
  const sink = await openLog(config);
  if (typeof sink === "number") {
    dropKeepers();
    return sink;
  }
  const log = sink.log;
  // A refusal from now on is said in the --log-file too (an editor often hides stderr),
  // unless that file is stderr itself.
  const refusals = sink.file !== undefined && !sink.isStderr ? (await import("./output_text.ts")).sayRefusalsAlso : undefined;
  refusals?.((message)=>log.error(message));
  const closeLog = async ()=>{
    refusals?.(undefined);
    await settlesWithin(log.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
    sink.file?.close();
  };
  const refusedEarly = async (code)=>{
    dropKeepers();
    await closeLog();
    return code;
  };
  // A named pair's inner router: what it runs as, and the token its outer daemon read
  // (elsewhere: neither is inherited).
  takeInnerRouterMarker(config);
  const refused = await takeHandedToken(config, log);
  if (refused !== undefined) return await refusedEarly(refused);
  setWatchdogErrorHandler((e)=>log.warn(`could not start the orphan watchdog (${e.message ?? e}); ` + `an agent may outlive this daemon if it is killed with SIGKILL`));
  const transcript = config.listen === undefined && config.transcript !== undefined ? await (await import("./daemon_files.ts")).openTranscript(config, config.transcript, log) : undefined;
  if (typeof transcript === "number") return await refusedEarly(transcript);
  const stop = new AbortController();
  let received;
  /** The session has ended; its socket stdio is being let go (a signal only ends that). */ let lingering = false;
  const stopping = STOPPING[config.mode];
  /** The session has ended: its transcript and log are being closed. */ let ended = false;
  /** The session and its transcript are done; the last log lines are being written. */ let closing = false;
  const listeners = SIGNALS.map((signal)=>[
      signal,
      ()=>{
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
          log.info(`received ${signal} while stopping; passed it on to ${groups} process group(s) ` + "acp-proxy started");
        }
        received ??= signal;
        stop.abort(signal); // the agent's group gets this same signal
      }
    ]);
  for (const [signal, fn] of listeners)Deno.addSignalListener(signal, fn);
  dropKeepers();
  if (early.length > 0) listeners.find(([signal])=>signal === early[0])[1]();
  let transcriptClosed = false;
  /** Closes the transcript (once) and warns of what it lost. */ const closeTranscript = async ()=>{
    if (transcript === undefined || transcriptClosed) return;
    transcriptClosed = true;
    // Told by a signal to stop now: a transcript that cannot be written holds the exit less;
    // also when the signal comes while it closes (the listeners are still there).
    const closing = transcript.close(received === undefined ? undefined : SIGNAL_CLOSE_MS);
    const cut = new Promise((resolve)=>{
      const after = ()=>void settlesWithin(closing, SIGNAL_CLOSE_MS).then((done)=>done || resolve(-1));
      if (!stop.signal.aborted) stop.signal.addEventListener("abort", after, {
        once: true
      });
    });
    const dropped = await Promise.race([
      closing,
      cut
    ]);
    const { transcriptEndWarning } = await import("./daemon_files.ts");
    const warning = transcriptEndWarning(dropped, transcript.failed, transcript.opened);
    if (warning !== undefined) log.warn(warning);
  };
  try {
    if (config.mode === "connect") {
      return await connect(config, log, stop.signal, ()=>received, transcript);
    }
    if (config.listen !== undefined) return await listen(config, log, stop.signal);
    const code = config.mode === "chain" ? await chain(config, log, stop.signal, ()=>received, transcript) : await serve(config, log, stop.signal, ()=>received, transcript);
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
        flushLog: ()=>settlesWithin(log.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS),
        logsToStderr: sink.file === undefined || sink.isStderr === true
      });
    }
    return code;
  } catch (e) {
    log.error(`unexpected failure: ${e instanceof Error ? e.stack ?? e.message : e}`);
    return 1;
  } finally{
    ended = true;
    // Closed while a signal is still taken: one that comes meanwhile cuts the wait to
    // SIGNAL_CLOSE_MS and is said (before, it killed the daemon with nothing said).
    await closeTranscript();
    // Print the last lines if stderr takes them; a stderr nobody reads must not hold the exit.
    // A signal meanwhile is taken and ignored (before, with the listeners gone, it killed the
    // daemon with its last lines unwritten and the session's exit code lost).
    closing = true;
    await closeLog();
    for (const [signal, fn] of listeners)Deno.removeSignalListener(signal, fn);
  }
}
/** The configuration, or the exit code when the command line was help, version or wrong. */ async function parse(argv) {
  try {
    const parsed = await parseCli(argv, async (path, overridden)=>{
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
    return await refuse(`${e.message}; run 'acp-proxy --help' for usage`, requestedLogFormat(argv, e.logFormat));
  }
}
/** The logger (to stderr, or appended to `--log-file`), or 2 when that file cannot be opened. */ async function openLog(config) {
  if (config.logFile === undefined) {
    return {
      log: stderrLogger(config.logLevel, stderrWrite(), config.logFormat)
    };
  }
  return await (await import("./daemon_files.ts")).openLogFile(config, config.logFile);
}
/** `serve` and `proxy`: one router on this process's stdio. */ async function serve(config, log, signal, received, observer) {
  const diverted = divertedLogger(config);
  const router = await buildRouter(config, log, diverted);
  if (typeof router === "number") return router;
  const outcome = await router.serve(stdio(), {
    signal,
    observer
  });
  await settlesWithin(diverted.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
  const code = routeExitCode(outcome, received());
  // Also when a signal ended it before any agent ran (a remote agent still being dialled).
  if (outcome.implementation || received() !== undefined) {
    log.info(`the session ended (${outcome.end}); exit code ${code}`);
  }
  return code;
}
/** `serve --listen` and `proxy --listen`: one routed agent per remote connection. */ async function listen(config, log, signal) {
  const diverted = divertedLogger(config);
  const router = await buildRouter(config, log, diverted);
  if (typeof router === "number") return router;
  const transcripts = config.transcript === undefined ? ()=>Promise.resolve(undefined) : await (await import("./daemon_files.ts")).transcriptOpener(config, config.transcript, log);
  if (typeof transcripts === "number") return transcripts;
  const { serveListening } = await import("./listen.ts");
  try {
    // A diverted line names its connection, as every other line about one does.
    const divertedLine = (text, id)=>diverted.warn(`connection ${id}: ${party(config)} stdout (not JSON): ${text}`);
    // Each connection's lines go through it too: a failed start names the flag to check.
    const hinted = withFlagHints(log, config);
    return await serveListening(config, router, hinted, signal, transcripts, divertedLine);
  } finally{
    await settlesWithin(diverted.flush?.() ?? Promise.resolve(), LOG_FLUSH_MS);
  }
}
/** What the selected implementation is called in lines about it: a proxy in `proxy` mode. */ function party(config) {
  return config.mode === "proxy" ? "proxy" : "agent";
}
/**
 * The agent router (`serve`) or the proxy router (`proxy`), each loaded only for its mode
 * (start-up time is a benchmark figure); 2 when a remote agent's token file cannot be read.
 */ async function buildRouter(config, log, diverted) {
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
    onDivertedLine: (text)=>diverted.warn(`${party(config)} stdout (not JSON): ${text}`),
    traceContext: config.traceContext
  };
  return config.mode === "serve" ? new (await import("../agent_router/agent_router.ts")).AgentRouter(options) : new (await import("../proxy_router/proxy_router.ts")).ProxyRouter(options);
}
/** `chain`: proxies and an agent as one agent on this process's stdio. */ async function chain(config, log, signal, received, observer) {
  const read = await tokenAndAgentConfig(config);
  if (typeof read === "number") return read;
  const { token, agentConfig } = read;
  const agent = await agentFactory(config.agent, "--agent", agentConfig, token);
  if (typeof agent === "number") return agent;
  // A proxy given as ws(s):// is dialled (an http(s):// one is refused at start-up); a named
  // agent's env and cwd are not a proxy's.
  const proxies = [];
  for (const spec of config.proxies){
    const proxy = REMOTE_ADDRESS.test(spec) ? await agentFactory(spec, "--proxy", config, token) : command(spec);
    if (typeof proxy === "number") return proxy;
    proxies.push(proxy);
  }
  const { Conductor } = await import("../conductor/conductor.ts");
  const conductor = new Conductor({
    proxies,
    agent: agent,
    proxyMethods: config.proxyMethods,
    maxFrameBytes: config.maxFrame,
    graceMs: config.graceMs,
    logger: withFlagHints(log, config)
  });
  const outcome = await conductor.serve(stdio(), {
    signal,
    observer
  });
  const code = chainExitCode(outcome, received());
  log.info(`the chain ended (${outcome.end}); exit code ${code}`);
  return code;
}
/** `connect`: the client programs and the agent are child processes; our stdio is for logs. */ async function connect(config, log, signal, received, observer) {
  const read = await tokenAndAgentConfig(config);
  if (typeof read === "number") return read;
  const agent = await agentFactory(config.agent, "--agent", read.agentConfig, read.token);
  if (typeof agent === "number") return agent;
  const { ClientRouter } = await import("../client_router/client_router.ts");
  const router = new ClientRouter({
    v1Client: factory(config.v1),
    v2Client: factory(config.v2),
    agent: agent,
    initTimeoutMs: config.initTimeoutMs,
    maxFrameBytes: config.maxFrame,
    graceMs: config.graceMs,
    logger: log
  });
  const outcome = await router.connect({
    signal,
    observer
  });
  if (outcome.end === "handshake-failed") {
    const error = outcome.error;
    const flag = error?.reason === "timeout" ? " (--init-timeout-ms)" : error?.message.includes("raise the frame limit") ? " (--max-frame)" : error?.message.endsWith("; check the agent's command or address") ? ` (${agentGivenAs(config)})` : "";
    // The token's place goes right after the words that name it (a 403's hint goes on), and
    // a client program's where it was given.
    const message = error?.message.replace(/; check the token it takes(?=$|,)/, `; check the token it takes (${tokenGivenAs(config)})`).replace(/; check the v([12]) client program$/, (_, version)=>{
      const inFile = config.commandsInFile?.[version === "1" ? "v1" : "v2"];
      return inFile === undefined ? `; check the --v${version} client program` : `; check the config file's "v${version}" client program at ${inFile}`;
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
 */ async function tokenAndAgentConfig(config) {
  const token = await remoteToken(config);
  if (typeof token === "number") return token;
  if (!config.innerRouter) return {
    token,
    agentConfig: config
  };
  // What the inner router runs as, for its hints (it was started with --v1/--v2 nobody typed).
  const marker = JSON.stringify({
    agent: `agent ${JSON.stringify(config.name)} in the config file`,
    token: tokenGivenAs(config)
  });
  const env = {
    ...config.agentEnv,
    [INNER_ROUTER_ENV]: marker
  };
  if (token !== undefined) env[REMOTE_TOKEN_ENV] = token;
  return {
    token,
    agentConfig: {
      ...config,
      agentEnv: env
    }
  };
}
/** Whether the variable may be read (asked first: without the permission, a read prompts). */ function envGranted(variable) {
  return Deno.permissions.querySync({
    name: "env",
    variable
  }).state === "granted";
}
/** `variable`'s value, taken out of this process's environment (nothing it starts inherits it). */ function takeEnv(variable) {
  if (!envGranted(variable)) return undefined;
  const value = Deno.env.get(variable);
  if (value !== undefined) Deno.env.delete(variable);
  return value;
}
/** Whether this daemon may be a named pair's inner router: a `serve` below a named agent. */ function mayBeInnerRouter(config) {
  return config.mode === "serve" && envGranted(NAMED_AGENTS_ENV) && (Deno.env.get(NAMED_AGENTS_ENV) ?? "") !== "";
}
/** What this daemon runs as when it is a named pair's inner router (from its outer daemon). */ let innerRouter;
/**
 * Takes {@linkcode INNER_ROUTER_ENV} out of this process's environment (nothing it starts
 * inherits it) and keeps it when this is `serve` below a named agent, as a pair's inner router
 * is; set anywhere else (by hand), it changes nothing.
 */ function takeInnerRouterMarker(config) {
  const value = takeEnv(INNER_ROUTER_ENV);
  if (value === undefined || !mayBeInnerRouter(config)) return;
  innerRouter = {};
  try {
    const parsed = JSON.parse(value);
    const text = (v)=>typeof v === "string" && v !== "" ? v : undefined;
    innerRouter = {
      agent: text(parsed?.agent),
      token: text(parsed?.token)
    };
  } catch  {
  // not what an outer daemon writes: no hint from it
  }
}
/** The token a named pair's outer daemon handed this one (taken out of the environment). */ let handedToken;
/**
 * Takes {@linkcode REMOTE_TOKEN_ENV} out of this process's environment, so that the processes
 * it starts do not inherit it, and keeps its value for the remote agents when this is a named
 * pair's inner router (its outer daemon handed it the marker with the token: see
 * {@linkcode takeInnerRouterMarker}, which runs first) without `--remote-token-file`; anywhere
 * else the variable is ignored, with a warning (below a named agent too: an agent's own tool
 * may run acp-proxy there). 2 (said on stderr) when a handed token cannot be sent.
 */ async function takeHandedToken(config, log) {
  const value = takeEnv(REMOTE_TOKEN_ENV);
  if (value === undefined) return undefined;
  if (innerRouter === undefined || config.remoteTokenFile !== undefined) {
    log.warn(`${REMOTE_TOKEN_ENV} is set but ignored: it hands a named pair's token to its inner ` + `router; give remote agents a token with --remote-token-file`);
    return undefined;
  }
  const { tokenProblem } = await import("./small_file.ts");
  const problem = tokenProblem(value);
  if (problem !== undefined) {
    return await refuse(`${REMOTE_TOKEN_ENV} (the token handed on by the daemon above): it cannot be sent: ` + `${problem}; check its --remote-token-file`, config.logFormat);
  }
  handedToken = value;
  return undefined;
}
/**
 * The first line of `--remote-token-file` when it is given; 2 (said on stderr) when the file
 * cannot be read or its token cannot be sent.
 */ async function remoteToken(config) {
  if (config.remoteTokenFile === undefined) return handedToken;
  const { MAX_TOKEN_FILE_BYTES, readSmallFile, tildeHint, tokenProblem } = await import("./small_file.ts");
  let token;
  try {
    token = (await readSmallFile(config.remoteTokenFile, MAX_TOKEN_FILE_BYTES)).split("\n")[0].trim();
  } catch (e) {
    return await refuse(aboutSetting(config, "remote-token-file", `cannot read --remote-token-file ${config.remoteTokenFile}: ${e.message}` + `${e instanceof Deno.errors.NotFound ? tildeHint(config.remoteTokenFile) : ""}; ` + `give a readable file whose first line is the token; run 'acp-proxy --help' for usage`), config.logFormat);
  }
  const problem = tokenProblem(token);
  if (problem !== undefined) {
    return await refuse(aboutSetting(config, "remote-token-file", `--remote-token-file ${config.remoteTokenFile}: the token on its first line ` + `cannot be sent: ${problem}; put the token alone on the first line; ` + `run 'acp-proxy --help' for usage`), config.logFormat);
  }
  return token;
}
/** A command line, or a remote agent (`http(s)://`, `ws(s)://`), loaded only when named. */ async function agentFactory(spec, flag, config, token) {
  if (spec === undefined) return undefined;
  if (!REMOTE_ADDRESS.test(spec)) {
    return command(spec, {
      env: config.agentEnv,
      cwd: config.agentCwd
    });
  }
  const { remoteAgent } = await import("../remote/remote_agent.ts");
  // A remote agent's lines are read whole: up to 16 MiB, or --max-frame when that is larger
  // (README "Limits"); the unread output a WebSocket may hold is at least one such line.
  const maxLineBytes = Math.max(DEFAULT_MAX_LINE_BYTES, config.maxFrame);
  const maxBufferedBytes = Math.max(DEFAULT_MAX_BUFFERED_BYTES, maxLineBytes);
  try {
    // Its lines go to the logger of the router that dials it: under --listen, each names
    // its connection.
    return remoteAgent(spec, {
      token,
      maxLineBytes,
      maxBufferedBytes
    });
  } catch (e) {
    return await refuse(`${e.message}; check the ${flag} address; run 'acp-proxy --help' for usage`, config.logFormat);
  }
}
/**
 * The routers' logger, with the flag that mends an error added to its line (ROUTING 6: one
 * line per error). The library's messages name no flags: the CLI knows them.
 */ function withFlagHints(log, config) {
  return {
    // A remote connection's line starts with the connection it is about.
    error: (message)=>{
      const about = /^connection [^ :]+: /.exec(message)?.[0] ?? "";
      log.error(about + flagHint(message.slice(about.length), config));
    },
    warn: (message)=>log.warn(message),
    info: (message)=>log.info(message),
    debug: (message)=>log.debug(message),
    ...log.flush ? {
      flush: ()=>log.flush()
    } : {}
  };
}
/** Where the remote token was given: the flag, or the config file's key at its place. */ function tokenGivenAs(config) {
  // A pair's inner router got its token from its outer daemon, given there.
  if (config.remoteTokenFile === undefined && innerRouter?.token !== undefined) {
    return innerRouter.token;
  }
  const where = config.fileOrigins?.["remote-token-file"];
  return where === undefined ? "--remote-token-file" : `"remote-token-file" at ${where}`;
}
/** Where the agent was given: `--agent`, the config file's place, or the named agent. */ function agentGivenAs(config) {
  if (config.agentInFile !== undefined) return config.agentInFile;
  return config.name === undefined ? "--agent" : `agent ${JSON.stringify(config.name)} in the config file`;
}
/** What the remote clients say of a refused token (not any "401" or "token" in the address). */ const TOKEN_REFUSED = /\bHTTP 401\b|the remote agent (?:wants a token|refused the token)/;
/**
 * The hint for a remote agent or proxy that refused the connection for its token, or
 * undefined. A 403 may be the token, or (from an acp-proxy, REMOTE 5) a Host or Origin it does
 * not allow: both are named.
 *
 * @param refusal The message after its `failed to start ...:` part.
 */ function tokenHint(refusal, config) {
  if (/\bHTTP 403\b/.test(refusal)) {
    return `check the token (${tokenGivenAs(config)}) and the address's host: an acp-proxy ` + `answers 403 to a Host it does not allow (its --allow-host)`;
  }
  return TOKEN_REFUSED.test(refusal) ? `check the token (${tokenGivenAs(config)})` : undefined;
}
/**
 * The hint for a component that could not start: the token, when a remote one refused it for
 * that; else its command or address, at the place `where` names.
 *
 * @param refusal The message after its `failed to start ...:` part.
 * @param spec The component's command or address.
 */ function startHint(refusal, spec, noun, config, where) {
  const remote = REMOTE_ADDRESS.test(spec);
  if (remote && /answered the WebSocket upgrade with what this client cannot use/.test(refusal)) {
    return where(`address: the server there answered, but is no ACP WebSocket ${noun} this client can use`);
  }
  // Busy or going away (its cap, a shutdown): nothing to check, only to wait.
  if (remote && /\b(?:initialize|upgrade) with HTTP (?:503|429)\b/.test(refusal)) {
    return `the remote ${noun} is busy or shutting down: try again in a moment`;
  }
  // An answer longer than the remote line limit (16 MiB, or --max-frame when larger).
  if (remote && REMOTE_TOO_LONG.test(refusal)) return RAISE_MAX_FRAME;
  return (remote ? tokenHint(refusal, config) : undefined) ?? where(remote ? `address (is the remote ${noun} up, the URL right?)` : "command");
}
/** `message`, and what to change on the command line when a flag mends it. */ function flagHint(message, config) {
  const started = /^failed to start ACP v([12]) (?:agent|proxy): /.exec(message);
  if (started !== null) {
    const version = started[1];
    const spec = version === "1" ? config.v1 : config.v2;
    const rest = message.slice(started[0].length);
    return `${message}; ${startHint(rest, spec ?? "", "agent", config, (what)=>{
      // Where it was given: the config file's agent that --name chose, its "vN", the named
      // pair this is the inner router of (nobody typed --vN), or --vN.
      const inFile = config.commandsInFile?.[version === "1" ? "v1" : "v2"];
      const above = innerRouter?.agent;
      return config.name !== undefined ? `check the v${version} ${what} of agent ${JSON.stringify(config.name)} in the config file` : inFile !== undefined ? `check the config file's "v${version}" ${what} at ${inFile}` : above !== undefined ? `check the v${version} ${what} of ${above}` : `check the --v${version} ${what}`;
    })}`;
  }
  const proxy = /^failed to start Proxy\((\d+)\)/.exec(message);
  const proxySpec = proxy === null ? undefined : config.proxies[Number(proxy[1])];
  if (proxy !== null && proxySpec !== undefined) {
    const n = Number(proxy[1]) + 1;
    const rest = message.slice(proxy[0].length);
    // Where it was given: the n-th --proxy, or the config file's "chain" or "proxy".
    return `${message}; ${startHint(rest, proxySpec, "proxy", config, (what)=>config.proxiesInFile !== undefined ? `check the proxy ${what}: entry ${n} of ${config.proxiesInFile}` : `check the ${ordinal(n)} --proxy ${what}`)}`;
  }
  if (/^failed to start Agent\b/.test(message) && config.agent !== undefined) {
    // Where it was given: --agent, or the config file's "chain" or "agent".
    return `${message}; ${startHint(message, config.agent, "agent", config, (what)=>config.agentInFile !== undefined ? `check the agent ${what}: ${config.agentInFile}` : config.name !== undefined ? `check the ${what} of agent ${JSON.stringify(config.name)} in the config file` : `check the --agent ${what}`)}`;
  }
  if (/^first frame exceeds the \d+-byte limit; send a smaller frame$/.test(message)) {
    return `${message} or raise --max-frame`;
  }
  if (/ sent a message larger than \d+ bytes/.test(message) || /^(?:(?:Agent|Proxy\(\d+\)): )?(?:remote agent connection failed|reading an event stream failed): /.test(message) && REMOTE_TOO_LONG.test(message)) {
    return `${message}; ${RAISE_MAX_FRAME}`;
  }
  return message;
}
/** A remote agent's line, event, frame or answer over the limit --max-frame raises. */ const REMOTE_TOO_LONG = / exceeds the \d+-byte limit$/;
/** What mends a message over the limit. */ const RAISE_MAX_FRAME = "raise --max-frame to pass larger messages";
/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st, ... */ function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : [
    "th",
    "st",
    "nd",
    "rd"
  ][n % 10] ?? "th";
  return `${n}${suffix}`;
}
function factory(cmd) {
  return cmd === undefined ? undefined : command(cmd);
}
/**
 * Says on stderr, in one line of the log's format, why the CLI does not start: exit code 2.
 *
 * @param message What is wrong and what to do (without the `acp-proxy: ` prefix).
 * @param format The log format asked for.
 * @returns 2.
 */ async function refuse(message, format) {
  // Loaded when something is refused: a session's start does not pay for it.
  return await (await import("./output_text.ts")).refuse(message, format);
}
/**
 * The log format the command line asks for, read before it is parsed (a usage error is said
 * in it too): the last `--log-format` value; else the config file's, once it has been read;
 * `text` when there is none, or after `--`, and in the modes that take no `--log-format`
 * (`probe`, `trace`).
 */ function requestedLogFormat(argv, fromFile) {
  let format;
  if (argv[0] === "probe" || argv[0] === "trace") return "text";
  for(let i = 0; i < argv.length && argv[i] !== "--"; i++){
    const value = argv[i] === "--log-format" ? argv[i + 1] : argv[i].startsWith("--log-format=") ? argv[i].slice("--log-format=".length) : undefined;
    if (value === "json" || value === "text") format = value;
  }
  return format ?? fromFile ?? "text";
}
async function print(file, text, code) {
  // Loaded when something is printed (help, a refusal): a session's start does not pay for it.
  const { writeText } = await import("./output_text.ts");
  await writeText(file, text);
  return code;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9tYWluLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGBhY3AtcHJveHlgIGNvbW1hbmQgbGluZTogcGFyc2VzIGZsYWdzLCBidWlsZHMgYSByb3V0ZXIsIHNlcnZlcyBzdGRpbywgYW5kIHR1cm5zXG4gKiB0aGUgb3V0Y29tZSBpbnRvIGFuIGV4aXQgY29kZSAoUk9VVElORyDCpzYpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBNQVhfRElWRVJURURfQllURVMsIE1BWF9ESVZFUlRFRF9MSU5FUyB9IGZyb20gXCIuLi9yb3V0aW5nL3NlbGVjdGlvbl9oYW5kc2hha2UudHNcIjtcbmltcG9ydCB7IHdob2xlTGluZXMgfSBmcm9tIFwiLi4vbG9nL3dob2xlX2xpbmVzLnRzXCI7XG5pbXBvcnQgZGVub0pzb24gZnJvbSBcIi4uL2Rlbm8uanNvblwiIHdpdGggeyB0eXBlOiBcImpzb25cIiB9O1xuaW1wb3J0IHtcbiAgYWJvdXRTZXR0aW5nLFxuICB0eXBlIENsaUNvbmZpZyxcbiAgSU5ORVJfUk9VVEVSX0VOVixcbiAgdHlwZSBNb2RlLFxuICBOQU1FRF9BR0VOVFNfRU5WLFxuICBwYXJzZUNsaSxcbiAgUkVNT1RFX1RPS0VOX0VOVixcbiAgVXNhZ2VFcnJvcixcbn0gZnJvbSBcIi4vYXJncy50c1wiO1xuaW1wb3J0IHsgUkVNT1RFX0FERFJFU1MgfSBmcm9tIFwiLi9yZW1vdGVfYWRkcmVzcy50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBMb2dGb3JtYXQsXG4gIHR5cGUgTG9nZ2VyLFxuICBxdWV1ZWRMb2dnZXIsXG4gIHJlZnVzYWxMaW5lLFxuICBzdGRlcnJMb2dnZXIsXG59IGZyb20gXCIuLi9sb2cvbG9nZ2VyLnRzXCI7XG5pbXBvcnQgeyBzdGFuZGFyZEVuZHBvaW50IH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9lbmRwb2ludF9raW5kLnRzXCI7XG5pbXBvcnQgeyBzZXRXYXRjaGRvZ0Vycm9ySGFuZGxlciwgc2lnbmFsR3JvdXBzIH0gZnJvbSBcIi4uL3Byb2Nlc3MvZ3JvdXBfd2F0Y2hkb2cudHNcIjtcbmltcG9ydCB7IGNvbW1hbmQgfSBmcm9tIFwiLi4vcHJvY2Vzcy9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBjaGFpbkV4aXRDb2RlLCBjb25uZWN0RXhpdENvZGUsIHJvdXRlRXhpdENvZGUgfSBmcm9tIFwiLi9leGl0X2NvZGUudHNcIjtcbmltcG9ydCB0eXBlIHsgU2Vzc2lvbk9ic2VydmVyIH0gZnJvbSBcIi4uL29ic2VydmF0aW9uL3Nlc3Npb25fb2JzZXJ2ZXIudHNcIjtcbmltcG9ydCB7IHN0ZGlvIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9zdGRpby50c1wiO1xuaW1wb3J0IHsgc2V0dGxlc1dpdGhpbiB9IGZyb20gXCIuLi9hc3luYy9zZXR0bGVzX3dpdGhpbi50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb25uZWN0aW9uRmFjdG9yeSB9IGZyb20gXCIuLi90cmFuc3BvcnQvZHVwbGV4LnRzXCI7XG5pbXBvcnQgdHlwZSB7IFRyYW5zY3JpcHRPcGVuZXIgfSBmcm9tIFwiLi9saXN0ZW4udHNcIjtcbmltcG9ydCB0eXBlIHsgVGV4dFNpbmsgfSBmcm9tIFwiLi9vdXRwdXRfdGV4dC50c1wiO1xuaW1wb3J0IHR5cGUgeyBBZ2VudFJvdXRlciB9IGZyb20gXCIuLi9hZ2VudF9yb3V0ZXIvYWdlbnRfcm91dGVyLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFByb3h5Um91dGVyIH0gZnJvbSBcIi4uL3Byb3h5X3JvdXRlci9wcm94eV9yb3V0ZXIudHNcIjtcbmltcG9ydCB7XG4gIERFRkFVTFRfTUFYX0JVRkZFUkVEX0JZVEVTLFxuICBERUZBVUxUX01BWF9MSU5FX0JZVEVTLFxufSBmcm9tIFwiLi4vcmVtb3RlL3JlbW90ZV9hZ2VudF9vcHRpb25zLnRzXCI7XG5cbmNvbnN0IFNJR05BTFM6IHJlYWRvbmx5IERlbm8uU2lnbmFsW10gPSBbXCJTSUdJTlRcIiwgXCJTSUdURVJNXCIsIFwiU0lHSFVQXCJdO1xuLyoqIFNJR1hGU1ogaGFzIGEgbGlzdGVuZXIgKG9uY2UgcGVyIHByb2Nlc3M6IHNlZSB3aGVyZSBpdCBpcyBhZGRlZCkuICovXG5sZXQgZmlsZVNpemVTaWduYWxIZWFyZCA9IGZhbHNlO1xuXG4vKiogV2hhdCBhIHNpZ25hbCBzdG9wcywgaW4gZWFjaCBtb2RlJ3Mgd29yZHMgKFwicmVjZWl2ZWQgU0lHVEVSTTsgc3RvcHBpbmcgdGhlIHByb3h5IG5vd1wiKS4gKi9cbmNvbnN0IFNUT1BQSU5HOiBSZWNvcmQ8TW9kZSwgc3RyaW5nPiA9IHtcbiAgc2VydmU6IFwidGhlIGFnZW50XCIsXG4gIHByb3h5OiBcInRoZSBwcm94eVwiLFxuICBjb25uZWN0OiBcInRoZSBjbGllbnQgcHJvZ3JhbSBhbmQgdGhlIGFnZW50XCIsXG4gIGNoYWluOiBcInRoZSBjaGFpblwiLFxuICBwcm9iZTogXCJ0aGUgcHJvYmVcIixcbn07XG5cbi8qKlxuICogSG93IGxvbmcgdGhlIGV4aXQgb2YgYSBkYWVtb24gd2hvc2Ugc3RkaW4gYW5kIHN0ZG91dCBhcmUgb25lIHNvY2tldCB3YWl0cyBmb3IgbW9yZSBvZiB3aGF0XG4gKiB0aGUgY2xpZW50IHN0aWxsIHNlbmRzLCBhZnRlciBpdCBzaHV0IGRvd24gaXRzIHNpZGUgKGBsZXRTb2NrZXRTdGRpb0dvYCk7IGAtLWdyYWNlLW1zYFxuICogYm91bmRzIGl0IGFsbC5cbiAqL1xuY29uc3QgU09DS0VUX0xJTkdFUl9JRExFX01TID0gMTAwO1xuXG4vKiogSG93IGxvbmcgdGhlIGV4aXQgd2FpdHMgZm9yIHF1ZXVlZCBsb2cgbGluZXMgdG8gcmVhY2ggdGhlaXIgZmlsZS4gKi9cbmNvbnN0IExPR19GTFVTSF9NUyA9IDFfMDAwO1xuXG4vKipcbiAqIEhvdyBsb25nIHRoZSBleGl0IGFmdGVyIGEgc2lnbmFsIHdhaXRzIGZvciB0aGUgdHJhbnNjcmlwdCB0byBiZSBjb21wbGV0ZSAoYSBzdGFsbGVkIGZpbGU6XG4gKiBhIEZJRk8gd2hvc2UgcmVhZGVyIHN0b3BwZWQsIGEgaHVuZyBtb3VudCk7IHdpdGhvdXQgYSBzaWduYWwsIHRoZSByZWNvcmRlcidzIG93biA1IHMuXG4gKi9cbmNvbnN0IFNJR05BTF9DTE9TRV9NUyA9IDFfMDAwO1xuXG4vKipcbiAqIFdoZXJlIGAtLXN0ZG91dC1ndWFyZCBkaXZlcnRgIHNlbmRzIHRoZSBhZ2VudCdzIG93biBsaW5lczogc3RkZXJyIGV2ZW4gd2l0aCBgLS1sb2ctZmlsZWBcbiAqICh0aGV5IGFyZSB0aGUgYWdlbnQncyBvdXRwdXQpLCB3aG9sZSwgaW4gdGhlIGxvZyBmb3JtYXQuXG4gKi9cbmZ1bmN0aW9uIGRpdmVydGVkTG9nZ2VyKGNvbmZpZzogQ2xpQ29uZmlnKTogTG9nZ2VyIHtcbiAgcmV0dXJuIHF1ZXVlZExvZ2dlcih7XG4gICAgbGV2ZWw6IFwid2FyblwiLFxuICAgIHdyaXRlOiBzdGRlcnJXcml0ZSgpLFxuICAgIGZvcm1hdDogY29uZmlnLmxvZ0Zvcm1hdCxcbiAgICBtYXhQZW5kaW5nOiBNQVhfRElWRVJURURfTElORVMsXG4gICAgbWF4UGVuZGluZ0J5dGVzOiBNQVhfRElWRVJURURfQllURVMsXG4gICAgbWF4TWVzc2FnZUNoYXJzOiBJbmZpbml0eSxcbiAgICB3aGF0OiBgZGl2ZXJ0ZWQgJHtwYXJ0eShjb25maWcpfSBzdGRvdXQgbGluZXNgLFxuICB9KTtcbn1cblxubGV0IHN0ZGVyckxpbmVzOiB7IHdyaXRlPzogKGJ5dGVzOiBVaW50OEFycmF5KSA9PiB2b2lkIH0gfCB1bmRlZmluZWQ7XG5cbi8qKlxuICogSG93IHN0ZGVyciBsaW5lcyBhcmUgd3JpdHRlbiBhdCBvbmNlIHdoZW4gc3RkZXJyIGlzIGEgcmVndWxhciBmaWxlIChgMj5sb2dgKTogYSBmaWxlIG5ldmVyXG4gKiB3YWl0cyBmb3IgYSByZWFkZXIsIHNvIGEgYnVyc3QgKGFuIGFnZW50J3MgdGhvdXNhbmQtbGluZSBiYW5uZXIsIGRpdmVydGVkKSBpcyBuZXZlciBkcm9wcGVkXG4gKiBmb3Igd2FudCBvZiBhIHR1cm4uIFVuZGVmaW5lZCBvdGhlcndpc2U6IGEgcGlwZSBvciB0ZXJtaW5hbCBpcyB3cml0dGVuIGFzeW5jaHJvbm91c2x5LCBhbmRcbiAqIHdoYXQgaXRzIHJlYWRlciBjYW5ub3QgdGFrZSBpbiB0aW1lIGlzIGRyb3BwZWQgYW5kIGNvdW50ZWQuIE9uZSB3cml0ZXIgZm9yIGV2ZXJ5IGxvZ2dlcjogYVxuICogbGluZSBvbmUgb2YgdGhlbSBoYWQgY3V0IHNob3J0IGlzIGVuZGVkIGJlZm9yZSBhbm90aGVyJ3MuXG4gKi9cbmZ1bmN0aW9uIHN0ZGVycldyaXRlKCk6ICgoYnl0ZXM6IFVpbnQ4QXJyYXkpID0+IHZvaWQpIHwgdW5kZWZpbmVkIHtcbiAgLy8gV2hhdCB0aGUgZmlsZSBoZWxkIGJlZm9yZSB0aGlzIHJ1biBpcyBub3QgbG9va2VkIGF0OiB0aGUgdXNhZ2UgZXJyb3JzIGFuZCBub3RpY2VzIHdyaXR0ZW5cbiAgLy8gc3RyYWlnaHQgdG8gc3RkZXJyIHdvdWxkIG5vdCBzZWUgaXQsIGFuZCBgLS1sb2ctZmlsZWAgbWF5IGJlIHRoaXMgc2FtZSBmaWxlLlxuICBzdGRlcnJMaW5lcyA/Pz0ge1xuICAgIHdyaXRlOiBzdGFuZGFyZEVuZHBvaW50KDIpLmtpbmQgPT09IFwiZmlsZVwiID8gd2hvbGVMaW5lcyhEZW5vLnN0ZGVycikgOiB1bmRlZmluZWQsXG4gIH07XG4gIHJldHVybiBzdGRlcnJMaW5lcy53cml0ZTtcbn1cblxuLyoqXG4gKiBSdW5zIHRoZSBDTEkuXG4gKlxuICogQHBhcmFtIGFyZ3YgQXJndW1lbnRzIGFmdGVyIHRoZSBwcm9ncmFtIG5hbWUuXG4gKiBAcmV0dXJucyBUaGUgcHJvY2VzcyBleGl0IGNvZGUuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBtYWluKGFyZ3Y6IHN0cmluZ1tdKTogUHJvbWlzZTxudW1iZXI+IHtcbiAgLy8gQSBmaWxlIHRoYXQgcmVhY2hlcyB0aGUgc2l6ZSBsaW1pdCAoYHVsaW1pdCAtZmA6IGEgdHJhbnNjcmlwdCwgdGhlIGxvZyBmaWxlLCBhIHN0ZG91dCB0aGF0XG4gIC8vIGlzIGEgZmlsZSwgaW4gZXZlcnkgbW9kZTogYSB0cmFjZSBzdW1tYXJ5IG9yIGEgcHJvYmUgcmVwb3J0IHRvbykgaXMgYSB3cml0ZSBmYWlsaW5nIHdpdGhcbiAgLy8gRUZCSUcsIGhhbmRsZWQgYXMgYW55IGZhaWxlZCB3cml0ZSBpcyAoc2FpZCBvbiBzdGRlcnI7IGEgc2Vzc2lvbiBnb2VzIG9uIG9yIGVuZHMgYXMgZm9yIGFcbiAgLy8gZnVsbCBkaXNrKSwgbm90IHRoZSBrZXJuZWwncyBTSUdYRlNaIGtpbGxpbmcgdGhlIHByb2Nlc3Mgd2l0aG91dCBhIHdvcmQuIChBIGhhbmRsZWRcbiAgLy8gc2lnbmFsIGlzIG5vdCBpbmhlcml0ZWQ6IGFnZW50cyBrZWVwIHRoZWlycy4pIEtlcHQgdW50aWwgdGhlIHByb2Nlc3MgZXhpdHM6IHJlbW92aW5nIGl0XG4gIC8vIHdvdWxkIGxlYXZlIHRoZSBkZWZhdWx0IGFjdGlvbiAoYSBraWxsKSBldmVuIHdoZXJlIHRoZSBzaWduYWwgd2FzIGlnbm9yZWQgYmVmb3JlXG4gIC8vIChgdHJhcCAnJyBYRlNaYCksIGZvciBhIHdyaXRlIGFmdGVyIHRoZSBzZXNzaW9uJ3MgZW5kLlxuICBpZiAoIWZpbGVTaXplU2lnbmFsSGVhcmQpIHtcbiAgICBmaWxlU2l6ZVNpZ25hbEhlYXJkID0gdHJ1ZTtcbiAgICBEZW5vLmFkZFNpZ25hbExpc3RlbmVyKFwiU0lHWEZTWlwiLCAoKSA9PiB7fSk7XG4gIH1cbiAgdHJ5IHtcbiAgICByZXR1cm4gYXdhaXQgcnVuKGFyZ3YpO1xuICB9IGNhdGNoIChlKSB7XG4gICAgLy8gYG91dHB1dF90ZXh0LnRzYCB0aHJldyBpdCwgc28gaXQgaXMgbG9hZGVkIChjaGVja2VkIGJ5IG5hbWU6IGl0IGxvYWRzIG9ubHkgdG8gd3JpdGUpLlxuICAgIGlmICghKGUgaW5zdGFuY2VvZiBFcnJvciAmJiBlLm5hbWUgPT09IFwiT3V0cHV0RXJyb3JcIikpIHRocm93IGU7XG4gICAgY29uc3QgeyB3cml0ZVRleHQgfSA9IGF3YWl0IGltcG9ydChcIi4vb3V0cHV0X3RleHQudHNcIik7XG4gICAgLy8gU2FpZCBvbmNlOyB3aGVuIHN0ZGVyciBjYW5ub3QgdGFrZSBpdCBlaXRoZXIsIHRoZSBleGl0IGNvZGUgaXMgYWxsIHRoYXQgaXMgbGVmdC5cbiAgICBhd2FpdCB3cml0ZVRleHQoRGVuby5zdGRlcnIsIHJlZnVzYWxMaW5lKGUubWVzc2FnZSwgcmVxdWVzdGVkTG9nRm9ybWF0KGFyZ3YpKSkuY2F0Y2goKCkgPT4ge30pO1xuICAgIHJldHVybiAxO1xuICB9XG59XG5cbi8qKiB7QGxpbmtjb2RlIG1haW59LCBidXQgYSBmYWlsZWQgd3JpdGUgb2YgdGhlIENMSSdzIG93biBvdXRwdXQgdGhyb3dzIGFuIGBPdXRwdXRFcnJvcmAuICovXG5hc3luYyBmdW5jdGlvbiBydW4oYXJndjogc3RyaW5nW10pOiBQcm9taXNlPG51bWJlcj4ge1xuICAvLyBEZW5vIGdpdmVzIGFuIGFyZ3VtZW50IHdob3NlIGJ5dGVzIGFyZSBub3QgVVRGLTggd2l0aCBVK0ZGRkQgaW4gdGhlaXIgcGxhY2U6IGEgZmlsZSBvciBhXG4gIC8vIHByb2dyYW0gb2YgYW5vdGhlciBuYW1lLCBvcGVuZWQgb3IgY3JlYXRlZCB3aXRob3V0IGEgd29yZCAoY29uZmlnNCkuXG4gIGNvbnN0IG1hbmdsZWQgPSBhcmd2LmZpbmRJbmRleCgod29yZCkgPT4gd29yZC5pbmNsdWRlcyhcIlxcdWZmZmRcIikpO1xuICBpZiAobWFuZ2xlZCA+PSAwKSB7XG4gICAgcmV0dXJuIGF3YWl0IHJlZnVzZShcbiAgICAgIGBhcmd1bWVudCAke21hbmdsZWQgKyAxfSAoJyR7YXJndlttYW5nbGVkXX0nKSBpcyBub3QgVVRGLTggdGV4dCwgb3IgaG9sZHMgVStGRkZEOiBgICtcbiAgICAgICAgYHRoZSBwcm9ncmFtIHJlYWRzIHN1Y2ggYnl0ZXMgYXMgVStGRkZEIGFuZCBjYW5ub3QgcGFzcyB0aGVtIG9uOyBnaXZlIHRoZSBuYW1lIGluIGAgK1xuICAgICAgICBgVVRGLTggKGEgc3ltbGluayB0byB0aGUgZmlsZSB3aWxsIGRvKTsgcnVuICdhY3AtcHJveHkgLS1oZWxwJyBmb3IgdXNhZ2VgLFxuICAgICAgcmVxdWVzdGVkTG9nRm9ybWF0KGFyZ3YpLFxuICAgICk7XG4gIH1cbiAgLy8gYGhlbHAgdHJhY2VgIGFuZCBgaGVscCB0cmFjZSBzdW1tYXJ5fHZpZXdgIChmbGFncyBhbW9uZyB0aGVtIHRvbzogYGhlbHAgdHJhY2UgLWhgKTogdHJhY2Unc1xuICAvLyBoZWxwIGNvdmVycyBpdHMgY29tbWFuZHMuXG4gIGNvbnN0IHdvcmRzID0gYXJndi5maWx0ZXIoKHdvcmQpID0+ICF3b3JkLnN0YXJ0c1dpdGgoXCItXCIpKTtcbiAgaWYgKFxuICAgIGFyZ3ZbMF0gPT09IFwiaGVscFwiICYmIHdvcmRzWzFdID09PSBcInRyYWNlXCIgJiZcbiAgICAod29yZHMubGVuZ3RoID09PSAyIHx8ICh3b3Jkcy5sZW5ndGggPT09IDMgJiYgW1wic3VtbWFyeVwiLCBcInZpZXdcIl0uaW5jbHVkZXMod29yZHNbMl0pKSlcbiAgKSBhcmd2ID0gW1widHJhY2VcIiwgXCItLWhlbHBcIl07XG4gIGlmIChhcmd2WzBdID09PSBcInRyYWNlXCIpIHtcbiAgICAvLyAtViBhbmQgLS12ZXJzaW9uIHByaW50IHRoZSB2ZXJzaW9uIGluIGV2ZXJ5IG1vZGUgKGJlZm9yZSBgLS1gOiBhZnRlciBpdCwgYSBmaWxlIG5hbWUpLlxuICAgIGNvbnN0IGZsYWdzID0gYXJndi5pbmNsdWRlcyhcIi0tXCIpID8gYXJndi5zbGljZSgwLCBhcmd2LmluZGV4T2YoXCItLVwiKSkgOiBhcmd2O1xuICAgIGlmIChmbGFncy5pbmNsdWRlcyhcIi1WXCIpIHx8IGZsYWdzLmluY2x1ZGVzKFwiLS12ZXJzaW9uXCIpKSB7XG4gICAgICByZXR1cm4gYXdhaXQgcHJpbnQoRGVuby5zdGRvdXQsIGBhY3AtcHJveHkgJHtkZW5vSnNvbi52ZXJzaW9ufVxcbmAsIDApO1xuICAgIH1cbiAgICBjb25zdCB7IHJ1blRyYWNlIH0gPSBhd2FpdCBpbXBvcnQoXCIuL3RyYWNlX2NsaS50c1wiKTtcbiAgICByZXR1cm4gYXdhaXQgcnVuVHJhY2UoYXJndi5zbGljZSgxKSk7XG4gIH1cbiAgY29uc3QgcGFyc2VkID0gYXdhaXQgcGFyc2UoYXJndik7XG4gIGlmICh0eXBlb2YgcGFyc2VkID09PSBcIm51bWJlclwiKSByZXR1cm4gcGFyc2VkO1xuICBjb25zdCBjb25maWcgPSBwYXJzZWQ7XG4gIGlmIChjb25maWcubW9kZSA9PT0gXCJwcm9iZVwiKSB7XG4gICAgY29uc3QgeyBydW5Qcm9iZSB9ID0gYXdhaXQgaW1wb3J0KFwiLi9wcm9iZV9jbGkudHNcIik7XG4gICAgcmV0dXJuIGF3YWl0IHJ1blByb2JlKGNvbmZpZyk7XG4gIH1cbiAgLy8gQSBzaWduYWwgYmVmb3JlIHRoZSBzZXNzaW9uJ3Mgb3duIGxpc3RlbmVycyBhcmUgdGhlcmUgKHdoaWxlIHRoZSBsb2cgYW5kIHRoZSB0cmFuc2NyaXB0XG4gIC8vIG9wZW4pIGlzIGtlcHQsIGFuZCBhY3RlZCBvbiBvbmNlIHRoZXkgYXJlOiBhbiBlZGl0b3IgdGhhdCBzdG9wcyB0aGUgZGFlbW9uIGF0IG9uY2UgZ2V0c1xuICAvLyAxNDMgYW5kIHRoZSBsaW5lIHNheWluZyBzbywgbm90IGEgZGFlbW9uIGtpbGxlZCBieSB0aGUgc2lnbmFsIChlZGl0b3IzKS5cbiAgY29uc3QgZWFybHk6IERlbm8uU2lnbmFsW10gPSBbXTtcbiAgY29uc3Qga2VlcGVycyA9IFNJR05BTFMubWFwKChzaWduYWwpID0+IFtzaWduYWwsICgpID0+IHZvaWQgZWFybHkucHVzaChzaWduYWwpXSBhcyBjb25zdCk7XG4gIGZvciAoY29uc3QgW3NpZ25hbCwgZm5dIG9mIGtlZXBlcnMpIERlbm8uYWRkU2lnbmFsTGlzdGVuZXIoc2lnbmFsLCBmbik7XG4gIGNvbnN0IGRyb3BLZWVwZXJzID0gKCkgPT4ge1xuICAgIGZvciAoY29uc3QgW3NpZ25hbCwgZm5dIG9mIGtlZXBlcnMpIERlbm8ucmVtb3ZlU2lnbmFsTGlzdGVuZXIoc2lnbmFsLCBmbik7XG4gIH07XG4gIGNvbnN0IHNpbmsgPSBhd2FpdCBvcGVuTG9nKGNvbmZpZyk7XG4gIGlmICh0eXBlb2Ygc2luayA9PT0gXCJudW1iZXJcIikge1xuICAgIGRyb3BLZWVwZXJzKCk7XG4gICAgcmV0dXJuIHNpbms7XG4gIH1cbiAgY29uc3QgbG9nID0gc2luay5sb2c7XG4gIC8vIEEgcmVmdXNhbCBmcm9tIG5vdyBvbiBpcyBzYWlkIGluIHRoZSAtLWxvZy1maWxlIHRvbyAoYW4gZWRpdG9yIG9mdGVuIGhpZGVzIHN0ZGVyciksXG4gIC8vIHVubGVzcyB0aGF0IGZpbGUgaXMgc3RkZXJyIGl0c2VsZi5cbiAgY29uc3QgcmVmdXNhbHMgPSBzaW5rLmZpbGUgIT09IHVuZGVmaW5lZCAmJiAhc2luay5pc1N0ZGVyclxuICAgID8gKGF3YWl0IGltcG9ydChcIi4vb3V0cHV0X3RleHQudHNcIikpLnNheVJlZnVzYWxzQWxzb1xuICAgIDogdW5kZWZpbmVkO1xuICByZWZ1c2Fscz8uKChtZXNzYWdlKSA9PiBsb2cuZXJyb3IobWVzc2FnZSkpO1xuICBjb25zdCBjbG9zZUxvZyA9IGFzeW5jICgpOiBQcm9taXNlPHZvaWQ+ID0+IHtcbiAgICByZWZ1c2Fscz8uKHVuZGVmaW5lZCk7XG4gICAgYXdhaXQgc2V0dGxlc1dpdGhpbihsb2cuZmx1c2g/LigpID8/IFByb21pc2UucmVzb2x2ZSgpLCBMT0dfRkxVU0hfTVMpO1xuICAgIHNpbmsuZmlsZT8uY2xvc2UoKTtcbiAgfTtcbiAgY29uc3QgcmVmdXNlZEVhcmx5ID0gYXN5bmMgKGNvZGU6IG51bWJlcik6IFByb21pc2U8bnVtYmVyPiA9PiB7XG4gICAgZHJvcEtlZXBlcnMoKTtcbiAgICBhd2FpdCBjbG9zZUxvZygpO1xuICAgIHJldHVybiBjb2RlO1xuICB9O1xuICAvLyBBIG5hbWVkIHBhaXIncyBpbm5lciByb3V0ZXI6IHdoYXQgaXQgcnVucyBhcywgYW5kIHRoZSB0b2tlbiBpdHMgb3V0ZXIgZGFlbW9uIHJlYWRcbiAgLy8gKGVsc2V3aGVyZTogbmVpdGhlciBpcyBpbmhlcml0ZWQpLlxuICB0YWtlSW5uZXJSb3V0ZXJNYXJrZXIoY29uZmlnKTtcbiAgY29uc3QgcmVmdXNlZCA9IGF3YWl0IHRha2VIYW5kZWRUb2tlbihjb25maWcsIGxvZyk7XG4gIGlmIChyZWZ1c2VkICE9PSB1bmRlZmluZWQpIHJldHVybiBhd2FpdCByZWZ1c2VkRWFybHkocmVmdXNlZCk7XG4gIHNldFdhdGNoZG9nRXJyb3JIYW5kbGVyKChlKSA9PlxuICAgIGxvZy53YXJuKFxuICAgICAgYGNvdWxkIG5vdCBzdGFydCB0aGUgb3JwaGFuIHdhdGNoZG9nICgkeyhlIGFzIEVycm9yKS5tZXNzYWdlID8/IGV9KTsgYCArXG4gICAgICAgIGBhbiBhZ2VudCBtYXkgb3V0bGl2ZSB0aGlzIGRhZW1vbiBpZiBpdCBpcyBraWxsZWQgd2l0aCBTSUdLSUxMYCxcbiAgICApXG4gICk7XG4gIGNvbnN0IHRyYW5zY3JpcHQgPSBjb25maWcubGlzdGVuID09PSB1bmRlZmluZWQgJiYgY29uZmlnLnRyYW5zY3JpcHQgIT09IHVuZGVmaW5lZFxuICAgID8gYXdhaXQgKGF3YWl0IGltcG9ydChcIi4vZGFlbW9uX2ZpbGVzLnRzXCIpKS5vcGVuVHJhbnNjcmlwdChjb25maWcsIGNvbmZpZy50cmFuc2NyaXB0LCBsb2cpXG4gICAgOiB1bmRlZmluZWQ7XG4gIGlmICh0eXBlb2YgdHJhbnNjcmlwdCA9PT0gXCJudW1iZXJcIikgcmV0dXJuIGF3YWl0IHJlZnVzZWRFYXJseSh0cmFuc2NyaXB0KTtcbiAgY29uc3Qgc3RvcCA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAgbGV0IHJlY2VpdmVkOiBEZW5vLlNpZ25hbCB8IHVuZGVmaW5lZDtcbiAgLyoqIFRoZSBzZXNzaW9uIGhhcyBlbmRlZDsgaXRzIHNvY2tldCBzdGRpbyBpcyBiZWluZyBsZXQgZ28gKGEgc2lnbmFsIG9ubHkgZW5kcyB0aGF0KS4gKi9cbiAgbGV0IGxpbmdlcmluZyA9IGZhbHNlO1xuICBjb25zdCBzdG9wcGluZyA9IFNUT1BQSU5HW2NvbmZpZy5tb2RlXTtcbiAgLyoqIFRoZSBzZXNzaW9uIGhhcyBlbmRlZDogaXRzIHRyYW5zY3JpcHQgYW5kIGxvZyBhcmUgYmVpbmcgY2xvc2VkLiAqL1xuICBsZXQgZW5kZWQgPSBmYWxzZTtcbiAgLyoqIFRoZSBzZXNzaW9uIGFuZCBpdHMgdHJhbnNjcmlwdCBhcmUgZG9uZTsgdGhlIGxhc3QgbG9nIGxpbmVzIGFyZSBiZWluZyB3cml0dGVuLiAqL1xuICBsZXQgY2xvc2luZyA9IGZhbHNlO1xuICBjb25zdCBsaXN0ZW5lcnMgPSBTSUdOQUxTLm1hcCgoc2lnbmFsKSA9PlxuICAgIFtzaWduYWwsICgpID0+IHtcbiAgICAgIC8vIFRha2VuLCBzbyB0aGF0IGl0IGRvZXMgbm90IGtpbGwgdGhlIGRhZW1vbiBtaWQtZmx1c2g6IHRoZSBleGl0IGNvZGUgaXMgdGhlIHNlc3Npb24ncy5cbiAgICAgIGlmIChjbG9zaW5nKSByZXR1cm47XG4gICAgICBpZiAobGluZ2VyaW5nKSByZXR1cm4gdm9pZCBzdG9wLmFib3J0KHNpZ25hbCk7XG4gICAgICAvLyBXaXRoIC0tbGlzdGVuIHRoZSBsaXN0ZW5lciBzYXlzIHdoYXQgYSBzaWduYWwgZG9lcyAoc3RvcCBub3csIG9yIGRyYWluIGZpcnN0KS5cbiAgICAgIGlmIChlbmRlZCkge1xuICAgICAgICAvLyBPbmx5IHRoZSB0cmFuc2NyaXB0IGlzIGxlZnQgdG8gY2xvc2UgKGV2ZXJ5IGFnZW50IGhhcyBlbmRlZCk6IHRoZSBzaWduYWwgY3V0cyB0aGF0XG4gICAgICAgIC8vIHNob3J0LCBhbmQgdGhlcmUgaXMgbm90aGluZyB0byBwYXNzIGl0IG9uIHRvLlxuICAgICAgICBsb2cuaW5mbyhgcmVjZWl2ZWQgJHtzaWduYWx9IGFmdGVyIHRoZSBzZXNzaW9uIGVuZGVkOyBmaW5pc2hpbmcgbm93YCk7XG4gICAgICB9IGVsc2UgaWYgKHJlY2VpdmVkID09PSB1bmRlZmluZWQgJiYgY29uZmlnLmxpc3RlbiA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICAgIGxvZy5pbmZvKGByZWNlaXZlZCAke3NpZ25hbH07IHN0b3BwaW5nICR7c3RvcHBpbmd9IG5vd2ApO1xuICAgICAgfSBlbHNlIGlmIChjb25maWcubGlzdGVuID09PSB1bmRlZmluZWQpIHtcbiAgICAgICAgLy8gVGhlIHN0b3AgaXMgYWJvcnRlZCBhbHJlYWR5IGFuZCBjYW5ub3QgY2FycnkgaXQ6IGl0IGdvZXMgdG8gdGhlIGdyb3VwcyBkaXJlY3RseS5cbiAgICAgICAgY29uc3QgZ3JvdXBzID0gc2lnbmFsR3JvdXBzKHNpZ25hbCk7XG4gICAgICAgIGxvZy5pbmZvKFxuICAgICAgICAgIGByZWNlaXZlZCAke3NpZ25hbH0gd2hpbGUgc3RvcHBpbmc7IHBhc3NlZCBpdCBvbiB0byAke2dyb3Vwc30gcHJvY2VzcyBncm91cChzKSBgICtcbiAgICAgICAgICAgIFwiYWNwLXByb3h5IHN0YXJ0ZWRcIixcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIHJlY2VpdmVkID8/PSBzaWduYWw7XG4gICAgICBzdG9wLmFib3J0KHNpZ25hbCk7IC8vIHRoZSBhZ2VudCdzIGdyb3VwIGdldHMgdGhpcyBzYW1lIHNpZ25hbFxuICAgIH1dIGFzIGNvbnN0XG4gICk7XG4gIGZvciAoY29uc3QgW3NpZ25hbCwgZm5dIG9mIGxpc3RlbmVycykgRGVuby5hZGRTaWduYWxMaXN0ZW5lcihzaWduYWwsIGZuKTtcbiAgZHJvcEtlZXBlcnMoKTtcbiAgaWYgKGVhcmx5Lmxlbmd0aCA+IDApIGxpc3RlbmVycy5maW5kKChbc2lnbmFsXSkgPT4gc2lnbmFsID09PSBlYXJseVswXSkhWzFdKCk7XG4gIGxldCB0cmFuc2NyaXB0Q2xvc2VkID0gZmFsc2U7XG4gIC8qKiBDbG9zZXMgdGhlIHRyYW5zY3JpcHQgKG9uY2UpIGFuZCB3YXJucyBvZiB3aGF0IGl0IGxvc3QuICovXG4gIGNvbnN0IGNsb3NlVHJhbnNjcmlwdCA9IGFzeW5jICgpOiBQcm9taXNlPHZvaWQ+ID0+IHtcbiAgICBpZiAodHJhbnNjcmlwdCA9PT0gdW5kZWZpbmVkIHx8IHRyYW5zY3JpcHRDbG9zZWQpIHJldHVybjtcbiAgICB0cmFuc2NyaXB0Q2xvc2VkID0gdHJ1ZTtcbiAgICAvLyBUb2xkIGJ5IGEgc2lnbmFsIHRvIHN0b3Agbm93OiBhIHRyYW5zY3JpcHQgdGhhdCBjYW5ub3QgYmUgd3JpdHRlbiBob2xkcyB0aGUgZXhpdCBsZXNzO1xuICAgIC8vIGFsc28gd2hlbiB0aGUgc2lnbmFsIGNvbWVzIHdoaWxlIGl0IGNsb3NlcyAodGhlIGxpc3RlbmVycyBhcmUgc3RpbGwgdGhlcmUpLlxuICAgIGNvbnN0IGNsb3NpbmcgPSB0cmFuc2NyaXB0LmNsb3NlKHJlY2VpdmVkID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBTSUdOQUxfQ0xPU0VfTVMpO1xuICAgIGNvbnN0IGN1dCA9IG5ldyBQcm9taXNlPG51bWJlcj4oKHJlc29sdmUpID0+IHtcbiAgICAgIGNvbnN0IGFmdGVyID0gKCkgPT5cbiAgICAgICAgdm9pZCBzZXR0bGVzV2l0aGluKGNsb3NpbmcsIFNJR05BTF9DTE9TRV9NUykudGhlbigoZG9uZSkgPT4gZG9uZSB8fCByZXNvbHZlKC0xKSk7XG4gICAgICBpZiAoIXN0b3Auc2lnbmFsLmFib3J0ZWQpIHN0b3Auc2lnbmFsLmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBhZnRlciwgeyBvbmNlOiB0cnVlIH0pO1xuICAgIH0pO1xuICAgIGNvbnN0IGRyb3BwZWQgPSBhd2FpdCBQcm9taXNlLnJhY2UoW2Nsb3NpbmcsIGN1dF0pO1xuICAgIGNvbnN0IHsgdHJhbnNjcmlwdEVuZFdhcm5pbmcgfSA9IGF3YWl0IGltcG9ydChcIi4vZGFlbW9uX2ZpbGVzLnRzXCIpO1xuICAgIGNvbnN0IHdhcm5pbmcgPSB0cmFuc2NyaXB0RW5kV2FybmluZyhkcm9wcGVkLCB0cmFuc2NyaXB0LmZhaWxlZCwgdHJhbnNjcmlwdC5vcGVuZWQpO1xuICAgIGlmICh3YXJuaW5nICE9PSB1bmRlZmluZWQpIGxvZy53YXJuKHdhcm5pbmcpO1xuICB9O1xuICB0cnkge1xuICAgIGlmIChjb25maWcubW9kZSA9PT0gXCJjb25uZWN0XCIpIHtcbiAgICAgIHJldHVybiBhd2FpdCBjb25uZWN0KGNvbmZpZywgbG9nLCBzdG9wLnNpZ25hbCwgKCkgPT4gcmVjZWl2ZWQsIHRyYW5zY3JpcHQpO1xuICAgIH1cbiAgICBpZiAoY29uZmlnLmxpc3RlbiAhPT0gdW5kZWZpbmVkKSByZXR1cm4gYXdhaXQgbGlzdGVuKGNvbmZpZywgbG9nLCBzdG9wLnNpZ25hbCk7XG4gICAgY29uc3QgY29kZSA9IGNvbmZpZy5tb2RlID09PSBcImNoYWluXCJcbiAgICAgID8gYXdhaXQgY2hhaW4oY29uZmlnLCBsb2csIHN0b3Auc2lnbmFsLCAoKSA9PiByZWNlaXZlZCwgdHJhbnNjcmlwdClcbiAgICAgIDogYXdhaXQgc2VydmUoY29uZmlnLCBsb2csIHN0b3Auc2lnbmFsLCAoKSA9PiByZWNlaXZlZCwgdHJhbnNjcmlwdCk7XG4gICAgLy8gQSBzb2NrZXQgc3Rkb3V0IChpbmV0ZCwgc3lzdGVtZCBBY2NlcHQ9eWVzKTogY2xvc2VkIHdpdGggbm90aGluZyB1bnJlYWQsIHNvIHRoYXQgdGhlXG4gICAgLy8gY2xvc2UgcmVzZXRzIG5vdGhpbmcgKGEgVENQIHJlc2V0IHdvdWxkIHRocm93IGF3YXkgdGhlIGFnZW50J3MgbGFzdCBvdXRwdXQpLiBJdHNcbiAgICAvLyBzZW5kaW5nIHNpZGUgaXMgc2h1dCBkb3duIGZpcnN0LCBhbmQgc3RkZXJyIGlzIG9mdGVuIHRoYXQgc29ja2V0IHRvbzogdGhlIHRyYW5zY3JpcHQnc1xuICAgIC8vIHdhcm5pbmcgYW5kIGV2ZXJ5IGxvZyBsaW5lIGFyZSBvdXQgYmVmb3JlIHRoYXQuXG4gICAgaWYgKHN0YW5kYXJkRW5kcG9pbnQoMSkua2luZCA9PT0gXCJzb2NrZXRcIikge1xuICAgICAgbGluZ2VyaW5nID0gdHJ1ZTtcbiAgICAgIGF3YWl0IGNsb3NlVHJhbnNjcmlwdCgpO1xuICAgICAgYXdhaXQgKGF3YWl0IGltcG9ydChcIi4uL3RyYW5zcG9ydC9ieXRlX3BhdGgudHNcIikpLmxldFNvY2tldFN0ZGlvR28oe1xuICAgICAgICBpZGxlTXM6IFNPQ0tFVF9MSU5HRVJfSURMRV9NUyxcbiAgICAgICAgbWF4TXM6IGNvbmZpZy5ncmFjZU1zLFxuICAgICAgICBzaWduYWw6IHN0b3Auc2lnbmFsLFxuICAgICAgICBsb2dnZXI6IGxvZyxcbiAgICAgICAgZmx1c2hMb2c6ICgpID0+IHNldHRsZXNXaXRoaW4obG9nLmZsdXNoPy4oKSA/PyBQcm9taXNlLnJlc29sdmUoKSwgTE9HX0ZMVVNIX01TKSxcbiAgICAgICAgbG9nc1RvU3RkZXJyOiBzaW5rLmZpbGUgPT09IHVuZGVmaW5lZCB8fCBzaW5rLmlzU3RkZXJyID09PSB0cnVlLFxuICAgICAgfSk7XG4gICAgfVxuICAgIHJldHVybiBjb2RlO1xuICB9IGNhdGNoIChlKSB7XG4gICAgbG9nLmVycm9yKGB1bmV4cGVjdGVkIGZhaWx1cmU6ICR7ZSBpbnN0YW5jZW9mIEVycm9yID8gZS5zdGFjayA/PyBlLm1lc3NhZ2UgOiBlfWApO1xuICAgIHJldHVybiAxO1xuICB9IGZpbmFsbHkge1xuICAgIGVuZGVkID0gdHJ1ZTtcbiAgICAvLyBDbG9zZWQgd2hpbGUgYSBzaWduYWwgaXMgc3RpbGwgdGFrZW46IG9uZSB0aGF0IGNvbWVzIG1lYW53aGlsZSBjdXRzIHRoZSB3YWl0IHRvXG4gICAgLy8gU0lHTkFMX0NMT1NFX01TIGFuZCBpcyBzYWlkIChiZWZvcmUsIGl0IGtpbGxlZCB0aGUgZGFlbW9uIHdpdGggbm90aGluZyBzYWlkKS5cbiAgICBhd2FpdCBjbG9zZVRyYW5zY3JpcHQoKTtcbiAgICAvLyBQcmludCB0aGUgbGFzdCBsaW5lcyBpZiBzdGRlcnIgdGFrZXMgdGhlbTsgYSBzdGRlcnIgbm9ib2R5IHJlYWRzIG11c3Qgbm90IGhvbGQgdGhlIGV4aXQuXG4gICAgLy8gQSBzaWduYWwgbWVhbndoaWxlIGlzIHRha2VuIGFuZCBpZ25vcmVkIChiZWZvcmUsIHdpdGggdGhlIGxpc3RlbmVycyBnb25lLCBpdCBraWxsZWQgdGhlXG4gICAgLy8gZGFlbW9uIHdpdGggaXRzIGxhc3QgbGluZXMgdW53cml0dGVuIGFuZCB0aGUgc2Vzc2lvbidzIGV4aXQgY29kZSBsb3N0KS5cbiAgICBjbG9zaW5nID0gdHJ1ZTtcbiAgICBhd2FpdCBjbG9zZUxvZygpO1xuICAgIGZvciAoY29uc3QgW3NpZ25hbCwgZm5dIG9mIGxpc3RlbmVycykgRGVuby5yZW1vdmVTaWduYWxMaXN0ZW5lcihzaWduYWwsIGZuKTtcbiAgfVxufVxuXG4vKiogVGhlIGNvbmZpZ3VyYXRpb24sIG9yIHRoZSBleGl0IGNvZGUgd2hlbiB0aGUgY29tbWFuZCBsaW5lIHdhcyBoZWxwLCB2ZXJzaW9uIG9yIHdyb25nLiAqL1xuYXN5bmMgZnVuY3Rpb24gcGFyc2UoYXJndjogc3RyaW5nW10pOiBQcm9taXNlPENsaUNvbmZpZyB8IG51bWJlcj4ge1xuICB0cnkge1xuICAgIGNvbnN0IHBhcnNlZCA9IGF3YWl0IHBhcnNlQ2xpKGFyZ3YsIGFzeW5jIChwYXRoLCBvdmVycmlkZGVuKSA9PiB7XG4gICAgICBjb25zdCB7IGxvYWRDb25maWdGaWxlIH0gPSBhd2FpdCBpbXBvcnQoXCIuL2NvbmZpZ19maWxlLnRzXCIpO1xuICAgICAgcmV0dXJuIGxvYWRDb25maWdGaWxlKHBhdGgsIG92ZXJyaWRkZW4pO1xuICAgIH0pO1xuICAgIGlmIChwYXJzZWQua2luZCA9PT0gXCJoZWxwXCIpIHtcbiAgICAgIGNvbnN0IHsgVVNBR0UsIHVzYWdlRm9yIH0gPSBhd2FpdCBpbXBvcnQoXCIuL3VzYWdlLnRzXCIpO1xuICAgICAgcmV0dXJuIGF3YWl0IHByaW50KERlbm8uc3Rkb3V0LCBwYXJzZWQubW9kZSA/IHVzYWdlRm9yKHBhcnNlZC5tb2RlKSA6IFVTQUdFLCAwKTtcbiAgICB9XG4gICAgaWYgKHBhcnNlZC5raW5kID09PSBcInZlcnNpb25cIikge1xuICAgICAgcmV0dXJuIGF3YWl0IHByaW50KERlbm8uc3Rkb3V0LCBgYWNwLXByb3h5ICR7ZGVub0pzb24udmVyc2lvbn1cXG5gLCAwKTtcbiAgICB9XG4gICAgcmV0dXJuIHBhcnNlZC5jb25maWc7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBpZiAoIShlIGluc3RhbmNlb2YgVXNhZ2VFcnJvcikpIHRocm93IGU7XG4gICAgLy8gT25lIGxpbmUsIHdoYXRldmVyIHRoZSBjb21tYW5kIGxpbmUgaGVsZCAoYW4gZXNjYXBlIHNlcXVlbmNlLCBhIG5ld2xpbmUgaW4gYSB2YWx1ZSkuXG4gICAgcmV0dXJuIGF3YWl0IHJlZnVzZShcbiAgICAgIGAke2UubWVzc2FnZX07IHJ1biAnYWNwLXByb3h5IC0taGVscCcgZm9yIHVzYWdlYCxcbiAgICAgIHJlcXVlc3RlZExvZ0Zvcm1hdChhcmd2LCBlLmxvZ0Zvcm1hdCksXG4gICAgKTtcbiAgfVxufVxuXG4vKiogVGhlIGxvZ2dlciAodG8gc3RkZXJyLCBvciBhcHBlbmRlZCB0byBgLS1sb2ctZmlsZWApLCBvciAyIHdoZW4gdGhhdCBmaWxlIGNhbm5vdCBiZSBvcGVuZWQuICovXG5hc3luYyBmdW5jdGlvbiBvcGVuTG9nKFxuICBjb25maWc6IENsaUNvbmZpZyxcbik6IFByb21pc2U8eyBsb2c6IExvZ2dlcjsgZmlsZT86IERlbm8uRnNGaWxlOyBpc1N0ZGVycj86IGJvb2xlYW4gfSB8IG51bWJlcj4ge1xuICBpZiAoY29uZmlnLmxvZ0ZpbGUgPT09IHVuZGVmaW5lZCkge1xuICAgIHJldHVybiB7IGxvZzogc3RkZXJyTG9nZ2VyKGNvbmZpZy5sb2dMZXZlbCwgc3RkZXJyV3JpdGUoKSwgY29uZmlnLmxvZ0Zvcm1hdCkgfTtcbiAgfVxuICByZXR1cm4gYXdhaXQgKGF3YWl0IGltcG9ydChcIi4vZGFlbW9uX2ZpbGVzLnRzXCIpKS5vcGVuTG9nRmlsZShjb25maWcsIGNvbmZpZy5sb2dGaWxlKTtcbn1cblxuLyoqIGBzZXJ2ZWAgYW5kIGBwcm94eWA6IG9uZSByb3V0ZXIgb24gdGhpcyBwcm9jZXNzJ3Mgc3RkaW8uICovXG5hc3luYyBmdW5jdGlvbiBzZXJ2ZShcbiAgY29uZmlnOiBDbGlDb25maWcsXG4gIGxvZzogTG9nZ2VyLFxuICBzaWduYWw6IEFib3J0U2lnbmFsLFxuICByZWNlaXZlZDogKCkgPT4gRGVuby5TaWduYWwgfCB1bmRlZmluZWQsXG4gIG9ic2VydmVyOiBTZXNzaW9uT2JzZXJ2ZXIgfCB1bmRlZmluZWQsXG4pOiBQcm9taXNlPG51bWJlcj4ge1xuICBjb25zdCBkaXZlcnRlZCA9IGRpdmVydGVkTG9nZ2VyKGNvbmZpZyk7XG4gIGNvbnN0IHJvdXRlciA9IGF3YWl0IGJ1aWxkUm91dGVyKGNvbmZpZywgbG9nLCBkaXZlcnRlZCk7XG4gIGlmICh0eXBlb2Ygcm91dGVyID09PSBcIm51bWJlclwiKSByZXR1cm4gcm91dGVyO1xuICBjb25zdCBvdXRjb21lID0gYXdhaXQgcm91dGVyLnNlcnZlKHN0ZGlvKCksIHsgc2lnbmFsLCBvYnNlcnZlciB9KTtcbiAgYXdhaXQgc2V0dGxlc1dpdGhpbihkaXZlcnRlZC5mbHVzaD8uKCkgPz8gUHJvbWlzZS5yZXNvbHZlKCksIExPR19GTFVTSF9NUyk7XG4gIGNvbnN0IGNvZGUgPSByb3V0ZUV4aXRDb2RlKG91dGNvbWUsIHJlY2VpdmVkKCkpO1xuICAvLyBBbHNvIHdoZW4gYSBzaWduYWwgZW5kZWQgaXQgYmVmb3JlIGFueSBhZ2VudCByYW4gKGEgcmVtb3RlIGFnZW50IHN0aWxsIGJlaW5nIGRpYWxsZWQpLlxuICBpZiAob3V0Y29tZS5pbXBsZW1lbnRhdGlvbiB8fCByZWNlaXZlZCgpICE9PSB1bmRlZmluZWQpIHtcbiAgICBsb2cuaW5mbyhgdGhlIHNlc3Npb24gZW5kZWQgKCR7b3V0Y29tZS5lbmR9KTsgZXhpdCBjb2RlICR7Y29kZX1gKTtcbiAgfVxuICByZXR1cm4gY29kZTtcbn1cblxuLyoqIGBzZXJ2ZSAtLWxpc3RlbmAgYW5kIGBwcm94eSAtLWxpc3RlbmA6IG9uZSByb3V0ZWQgYWdlbnQgcGVyIHJlbW90ZSBjb25uZWN0aW9uLiAqL1xuYXN5bmMgZnVuY3Rpb24gbGlzdGVuKGNvbmZpZzogQ2xpQ29uZmlnLCBsb2c6IExvZ2dlciwgc2lnbmFsOiBBYm9ydFNpZ25hbCk6IFByb21pc2U8bnVtYmVyPiB7XG4gIGNvbnN0IGRpdmVydGVkID0gZGl2ZXJ0ZWRMb2dnZXIoY29uZmlnKTtcbiAgY29uc3Qgcm91dGVyID0gYXdhaXQgYnVpbGRSb3V0ZXIoY29uZmlnLCBsb2csIGRpdmVydGVkKTtcbiAgaWYgKHR5cGVvZiByb3V0ZXIgPT09IFwibnVtYmVyXCIpIHJldHVybiByb3V0ZXI7XG4gIGNvbnN0IHRyYW5zY3JpcHRzOiBUcmFuc2NyaXB0T3BlbmVyIHwgbnVtYmVyID0gY29uZmlnLnRyYW5zY3JpcHQgPT09IHVuZGVmaW5lZFxuICAgID8gKCkgPT4gUHJvbWlzZS5yZXNvbHZlKHVuZGVmaW5lZClcbiAgICA6IGF3YWl0IChhd2FpdCBpbXBvcnQoXCIuL2RhZW1vbl9maWxlcy50c1wiKSkudHJhbnNjcmlwdE9wZW5lcihjb25maWcsIGNvbmZpZy50cmFuc2NyaXB0LCBsb2cpO1xuICBpZiAodHlwZW9mIHRyYW5zY3JpcHRzID09PSBcIm51bWJlclwiKSByZXR1cm4gdHJhbnNjcmlwdHM7XG4gIGNvbnN0IHsgc2VydmVMaXN0ZW5pbmcgfSA9IGF3YWl0IGltcG9ydChcIi4vbGlzdGVuLnRzXCIpO1xuICB0cnkge1xuICAgIC8vIEEgZGl2ZXJ0ZWQgbGluZSBuYW1lcyBpdHMgY29ubmVjdGlvbiwgYXMgZXZlcnkgb3RoZXIgbGluZSBhYm91dCBvbmUgZG9lcy5cbiAgICBjb25zdCBkaXZlcnRlZExpbmUgPSAodGV4dDogc3RyaW5nLCBpZDogc3RyaW5nKSA9PlxuICAgICAgZGl2ZXJ0ZWQud2FybihgY29ubmVjdGlvbiAke2lkfTogJHtwYXJ0eShjb25maWcpfSBzdGRvdXQgKG5vdCBKU09OKTogJHt0ZXh0fWApO1xuICAgIC8vIEVhY2ggY29ubmVjdGlvbidzIGxpbmVzIGdvIHRocm91Z2ggaXQgdG9vOiBhIGZhaWxlZCBzdGFydCBuYW1lcyB0aGUgZmxhZyB0byBjaGVjay5cbiAgICBjb25zdCBoaW50ZWQgPSB3aXRoRmxhZ0hpbnRzKGxvZywgY29uZmlnKTtcbiAgICByZXR1cm4gYXdhaXQgc2VydmVMaXN0ZW5pbmcoY29uZmlnLCByb3V0ZXIsIGhpbnRlZCwgc2lnbmFsLCB0cmFuc2NyaXB0cywgZGl2ZXJ0ZWRMaW5lKTtcbiAgfSBmaW5hbGx5IHtcbiAgICBhd2FpdCBzZXR0bGVzV2l0aGluKGRpdmVydGVkLmZsdXNoPy4oKSA/PyBQcm9taXNlLnJlc29sdmUoKSwgTE9HX0ZMVVNIX01TKTtcbiAgfVxufVxuXG4vKiogV2hhdCB0aGUgc2VsZWN0ZWQgaW1wbGVtZW50YXRpb24gaXMgY2FsbGVkIGluIGxpbmVzIGFib3V0IGl0OiBhIHByb3h5IGluIGBwcm94eWAgbW9kZS4gKi9cbmZ1bmN0aW9uIHBhcnR5KGNvbmZpZzogQ2xpQ29uZmlnKTogXCJhZ2VudFwiIHwgXCJwcm94eVwiIHtcbiAgcmV0dXJuIGNvbmZpZy5tb2RlID09PSBcInByb3h5XCIgPyBcInByb3h5XCIgOiBcImFnZW50XCI7XG59XG5cbi8qKlxuICogVGhlIGFnZW50IHJvdXRlciAoYHNlcnZlYCkgb3IgdGhlIHByb3h5IHJvdXRlciAoYHByb3h5YCksIGVhY2ggbG9hZGVkIG9ubHkgZm9yIGl0cyBtb2RlXG4gKiAoc3RhcnQtdXAgdGltZSBpcyBhIGJlbmNobWFyayBmaWd1cmUpOyAyIHdoZW4gYSByZW1vdGUgYWdlbnQncyB0b2tlbiBmaWxlIGNhbm5vdCBiZSByZWFkLlxuICovXG5hc3luYyBmdW5jdGlvbiBidWlsZFJvdXRlcihcbiAgY29uZmlnOiBDbGlDb25maWcsXG4gIGxvZzogTG9nZ2VyLFxuICBkaXZlcnRlZDogTG9nZ2VyLFxuKTogUHJvbWlzZTxBZ2VudFJvdXRlciB8IFByb3h5Um91dGVyIHwgbnVtYmVyPiB7XG4gIGNvbnN0IHRva2VuID0gYXdhaXQgcmVtb3RlVG9rZW4oY29uZmlnKTtcbiAgaWYgKHR5cGVvZiB0b2tlbiA9PT0gXCJudW1iZXJcIikgcmV0dXJuIHRva2VuO1xuICBjb25zdCB2MSA9IGF3YWl0IGFnZW50RmFjdG9yeShjb25maWcudjEsIFwiLS12MVwiLCBjb25maWcsIHRva2VuKTtcbiAgY29uc3QgdjIgPSBhd2FpdCBhZ2VudEZhY3RvcnkoY29uZmlnLnYyLCBcIi0tdjJcIiwgY29uZmlnLCB0b2tlbik7XG4gIGlmICh0eXBlb2YgdjEgPT09IFwibnVtYmVyXCIpIHJldHVybiB2MTtcbiAgaWYgKHR5cGVvZiB2MiA9PT0gXCJudW1iZXJcIikgcmV0dXJuIHYyO1xuICBjb25zdCBvcHRpb25zID0ge1xuICAgIHYxLFxuICAgIHYyLFxuICAgIG1heEZyYW1lQnl0ZXM6IGNvbmZpZy5tYXhGcmFtZSxcbiAgICBncmFjZU1zOiBjb25maWcuZ3JhY2VNcyxcbiAgICBrZXJuZWxQYXRoczogIWNvbmZpZy5jb3B5LFxuICAgIGxvZ2dlcjogd2l0aEZsYWdIaW50cyhsb2csIGNvbmZpZyksXG4gICAgc3Rkb3V0R3VhcmQ6IGNvbmZpZy5zdGRvdXRHdWFyZCxcbiAgICBvbkRpdmVydGVkTGluZTogKHRleHQ6IHN0cmluZykgPT4gZGl2ZXJ0ZWQud2FybihgJHtwYXJ0eShjb25maWcpfSBzdGRvdXQgKG5vdCBKU09OKTogJHt0ZXh0fWApLFxuICAgIHRyYWNlQ29udGV4dDogY29uZmlnLnRyYWNlQ29udGV4dCxcbiAgfTtcbiAgcmV0dXJuIGNvbmZpZy5tb2RlID09PSBcInNlcnZlXCJcbiAgICA/IG5ldyAoYXdhaXQgaW1wb3J0KFwiLi4vYWdlbnRfcm91dGVyL2FnZW50X3JvdXRlci50c1wiKSkuQWdlbnRSb3V0ZXIob3B0aW9ucylcbiAgICA6IG5ldyAoYXdhaXQgaW1wb3J0KFwiLi4vcHJveHlfcm91dGVyL3Byb3h5X3JvdXRlci50c1wiKSkuUHJveHlSb3V0ZXIob3B0aW9ucyk7XG59XG5cbi8qKiBgY2hhaW5gOiBwcm94aWVzIGFuZCBhbiBhZ2VudCBhcyBvbmUgYWdlbnQgb24gdGhpcyBwcm9jZXNzJ3Mgc3RkaW8uICovXG5hc3luYyBmdW5jdGlvbiBjaGFpbihcbiAgY29uZmlnOiBDbGlDb25maWcsXG4gIGxvZzogTG9nZ2VyLFxuICBzaWduYWw6IEFib3J0U2lnbmFsLFxuICByZWNlaXZlZDogKCkgPT4gRGVuby5TaWduYWwgfCB1bmRlZmluZWQsXG4gIG9ic2VydmVyOiBTZXNzaW9uT2JzZXJ2ZXIgfCB1bmRlZmluZWQsXG4pOiBQcm9taXNlPG51bWJlcj4ge1xuICBjb25zdCByZWFkID0gYXdhaXQgdG9rZW5BbmRBZ2VudENvbmZpZyhjb25maWcpO1xuICBpZiAodHlwZW9mIHJlYWQgPT09IFwibnVtYmVyXCIpIHJldHVybiByZWFkO1xuICBjb25zdCB7IHRva2VuLCBhZ2VudENvbmZpZyB9ID0gcmVhZDtcbiAgY29uc3QgYWdlbnQgPSBhd2FpdCBhZ2VudEZhY3RvcnkoY29uZmlnLmFnZW50LCBcIi0tYWdlbnRcIiwgYWdlbnRDb25maWcsIHRva2VuKTtcbiAgaWYgKHR5cGVvZiBhZ2VudCA9PT0gXCJudW1iZXJcIikgcmV0dXJuIGFnZW50O1xuICAvLyBBIHByb3h5IGdpdmVuIGFzIHdzKHMpOi8vIGlzIGRpYWxsZWQgKGFuIGh0dHAocyk6Ly8gb25lIGlzIHJlZnVzZWQgYXQgc3RhcnQtdXApOyBhIG5hbWVkXG4gIC8vIGFnZW50J3MgZW52IGFuZCBjd2QgYXJlIG5vdCBhIHByb3h5J3MuXG4gIGNvbnN0IHByb3hpZXM6IENvbm5lY3Rpb25GYWN0b3J5W10gPSBbXTtcbiAgZm9yIChjb25zdCBzcGVjIG9mIGNvbmZpZy5wcm94aWVzKSB7XG4gICAgY29uc3QgcHJveHkgPSBSRU1PVEVfQUREUkVTUy50ZXN0KHNwZWMpXG4gICAgICA/IGF3YWl0IGFnZW50RmFjdG9yeShzcGVjLCBcIi0tcHJveHlcIiwgY29uZmlnLCB0b2tlbilcbiAgICAgIDogY29tbWFuZChzcGVjKTtcbiAgICBpZiAodHlwZW9mIHByb3h5ID09PSBcIm51bWJlclwiKSByZXR1cm4gcHJveHk7XG4gICAgcHJveGllcy5wdXNoKHByb3h5ISk7XG4gIH1cbiAgY29uc3QgeyBDb25kdWN0b3IgfSA9IGF3YWl0IGltcG9ydChcIi4uL2NvbmR1Y3Rvci9jb25kdWN0b3IudHNcIik7XG4gIGNvbnN0IGNvbmR1Y3RvciA9IG5ldyBDb25kdWN0b3Ioe1xuICAgIHByb3hpZXMsXG4gICAgYWdlbnQ6IGFnZW50ISxcbiAgICBwcm94eU1ldGhvZHM6IGNvbmZpZy5wcm94eU1ldGhvZHMsXG4gICAgbWF4RnJhbWVCeXRlczogY29uZmlnLm1heEZyYW1lLFxuICAgIGdyYWNlTXM6IGNvbmZpZy5ncmFjZU1zLFxuICAgIGxvZ2dlcjogd2l0aEZsYWdIaW50cyhsb2csIGNvbmZpZyksXG4gIH0pO1xuICBjb25zdCBvdXRjb21lID0gYXdhaXQgY29uZHVjdG9yLnNlcnZlKHN0ZGlvKCksIHsgc2lnbmFsLCBvYnNlcnZlciB9KTtcbiAgY29uc3QgY29kZSA9IGNoYWluRXhpdENvZGUob3V0Y29tZSwgcmVjZWl2ZWQoKSk7XG4gIGxvZy5pbmZvKGB0aGUgY2hhaW4gZW5kZWQgKCR7b3V0Y29tZS5lbmR9KTsgZXhpdCBjb2RlICR7Y29kZX1gKTtcbiAgcmV0dXJuIGNvZGU7XG59XG5cbi8qKiBgY29ubmVjdGA6IHRoZSBjbGllbnQgcHJvZ3JhbXMgYW5kIHRoZSBhZ2VudCBhcmUgY2hpbGQgcHJvY2Vzc2VzOyBvdXIgc3RkaW8gaXMgZm9yIGxvZ3MuICovXG5hc3luYyBmdW5jdGlvbiBjb25uZWN0KFxuICBjb25maWc6IENsaUNvbmZpZyxcbiAgbG9nOiBMb2dnZXIsXG4gIHNpZ25hbDogQWJvcnRTaWduYWwsXG4gIHJlY2VpdmVkOiAoKSA9PiBEZW5vLlNpZ25hbCB8IHVuZGVmaW5lZCxcbiAgb2JzZXJ2ZXI6IFNlc3Npb25PYnNlcnZlciB8IHVuZGVmaW5lZCxcbik6IFByb21pc2U8bnVtYmVyPiB7XG4gIGNvbnN0IHJlYWQgPSBhd2FpdCB0b2tlbkFuZEFnZW50Q29uZmlnKGNvbmZpZyk7XG4gIGlmICh0eXBlb2YgcmVhZCA9PT0gXCJudW1iZXJcIikgcmV0dXJuIHJlYWQ7XG4gIGNvbnN0IGFnZW50ID0gYXdhaXQgYWdlbnRGYWN0b3J5KGNvbmZpZy5hZ2VudCwgXCItLWFnZW50XCIsIHJlYWQuYWdlbnRDb25maWcsIHJlYWQudG9rZW4pO1xuICBpZiAodHlwZW9mIGFnZW50ID09PSBcIm51bWJlclwiKSByZXR1cm4gYWdlbnQ7XG4gIGNvbnN0IHsgQ2xpZW50Um91dGVyIH0gPSBhd2FpdCBpbXBvcnQoXCIuLi9jbGllbnRfcm91dGVyL2NsaWVudF9yb3V0ZXIudHNcIik7XG4gIGNvbnN0IHJvdXRlciA9IG5ldyBDbGllbnRSb3V0ZXIoe1xuICAgIHYxQ2xpZW50OiBmYWN0b3J5KGNvbmZpZy52MSksXG4gICAgdjJDbGllbnQ6IGZhY3RvcnkoY29uZmlnLnYyKSxcbiAgICBhZ2VudDogYWdlbnQhLFxuICAgIGluaXRUaW1lb3V0TXM6IGNvbmZpZy5pbml0VGltZW91dE1zLFxuICAgIG1heEZyYW1lQnl0ZXM6IGNvbmZpZy5tYXhGcmFtZSxcbiAgICBncmFjZU1zOiBjb25maWcuZ3JhY2VNcyxcbiAgICBsb2dnZXI6IGxvZyxcbiAgfSk7XG4gIGNvbnN0IG91dGNvbWUgPSBhd2FpdCByb3V0ZXIuY29ubmVjdCh7IHNpZ25hbCwgb2JzZXJ2ZXIgfSk7XG4gIGlmIChvdXRjb21lLmVuZCA9PT0gXCJoYW5kc2hha2UtZmFpbGVkXCIpIHtcbiAgICBjb25zdCBlcnJvciA9IG91dGNvbWUuZXJyb3IgYXMgeyByZWFzb24/OiBzdHJpbmc7IG1lc3NhZ2U6IHN0cmluZyB9IHwgdW5kZWZpbmVkO1xuICAgIGNvbnN0IGZsYWcgPSBlcnJvcj8ucmVhc29uID09PSBcInRpbWVvdXRcIlxuICAgICAgPyBcIiAoLS1pbml0LXRpbWVvdXQtbXMpXCJcbiAgICAgIDogZXJyb3I/Lm1lc3NhZ2UuaW5jbHVkZXMoXCJyYWlzZSB0aGUgZnJhbWUgbGltaXRcIilcbiAgICAgID8gXCIgKC0tbWF4LWZyYW1lKVwiXG4gICAgICA6IGVycm9yPy5tZXNzYWdlLmVuZHNXaXRoKFwiOyBjaGVjayB0aGUgYWdlbnQncyBjb21tYW5kIG9yIGFkZHJlc3NcIilcbiAgICAgID8gYCAoJHthZ2VudEdpdmVuQXMoY29uZmlnKX0pYFxuICAgICAgOiBcIlwiO1xuICAgIC8vIFRoZSB0b2tlbidzIHBsYWNlIGdvZXMgcmlnaHQgYWZ0ZXIgdGhlIHdvcmRzIHRoYXQgbmFtZSBpdCAoYSA0MDMncyBoaW50IGdvZXMgb24pLCBhbmRcbiAgICAvLyBhIGNsaWVudCBwcm9ncmFtJ3Mgd2hlcmUgaXQgd2FzIGdpdmVuLlxuICAgIGNvbnN0IG1lc3NhZ2UgPSBlcnJvcj8ubWVzc2FnZS5yZXBsYWNlKFxuICAgICAgLzsgY2hlY2sgdGhlIHRva2VuIGl0IHRha2VzKD89JHwsKS8sXG4gICAgICBgOyBjaGVjayB0aGUgdG9rZW4gaXQgdGFrZXMgKCR7dG9rZW5HaXZlbkFzKGNvbmZpZyl9KWAsXG4gICAgKS5yZXBsYWNlKC87IGNoZWNrIHRoZSB2KFsxMl0pIGNsaWVudCBwcm9ncmFtJC8sIChfLCB2ZXJzaW9uOiBcIjFcIiB8IFwiMlwiKSA9PiB7XG4gICAgICBjb25zdCBpbkZpbGUgPSBjb25maWcuY29tbWFuZHNJbkZpbGU/Llt2ZXJzaW9uID09PSBcIjFcIiA/IFwidjFcIiA6IFwidjJcIl07XG4gICAgICByZXR1cm4gaW5GaWxlID09PSB1bmRlZmluZWRcbiAgICAgICAgPyBgOyBjaGVjayB0aGUgLS12JHt2ZXJzaW9ufSBjbGllbnQgcHJvZ3JhbWBcbiAgICAgICAgOiBgOyBjaGVjayB0aGUgY29uZmlnIGZpbGUncyBcInYke3ZlcnNpb259XCIgY2xpZW50IHByb2dyYW0gYXQgJHtpbkZpbGV9YDtcbiAgICB9KTtcbiAgICBsb2cuZXJyb3IoYCR7bWVzc2FnZSA/PyBcInRoZSBjbGllbnQgcm91dGVyIGNvdWxkIG5vdCBjb25uZWN0XCJ9JHtmbGFnfWApO1xuICB9IGVsc2UgaWYgKG91dGNvbWUuc2VsZWN0ZWQgIT09IG51bGwpIHtcbiAgICBsb2cuaW5mbyhgdGhlIHYke291dGNvbWUuc2VsZWN0ZWR9IGNsaWVudCBleGl0ZWQgd2l0aCBjb2RlICR7b3V0Y29tZS5jbGllbnRFeGl0Q29kZX1gKTtcbiAgfVxuICByZXR1cm4gY29ubmVjdEV4aXRDb2RlKG91dGNvbWUsIHJlY2VpdmVkKCkpO1xufVxuXG4vKipcbiAqIGBjb25uZWN0YCBhbmQgYGNoYWluYDogdGhlIHRva2VuLCByZWFkIG9uY2UgYXQgc3RhcnQsIGFuZCB0aGUgYWdlbnQncyBjb25maWc6IGEgbmFtZWQgcGFpcidzXG4gKiBpbm5lciByb3V0ZXIgKHdoaWNoIGRpYWxzIHRoZSBwYWlyJ3MgcmVtb3RlIGFnZW50KSBnZXRzIHRoZSB0b2tlbiBpbiBpdHMgZW52aXJvbm1lbnRcbiAqIChgUkVNT1RFX1RPS0VOX0VOVmApLCBub3QgdGhlIGZpbGUncyBwYXRoOiBhIHBpcGUgaXMgcmVhZCBvbmNlLCBhbmQgYC9kZXYvc3RkaW5gIHdvdWxkIGJlXG4gKiBhbm90aGVyIGZpbGUgaW4gdGhlIGNoaWxkLlxuICovXG5hc3luYyBmdW5jdGlvbiB0b2tlbkFuZEFnZW50Q29uZmlnKFxuICBjb25maWc6IENsaUNvbmZpZyxcbik6IFByb21pc2U8eyB0b2tlbjogc3RyaW5nIHwgdW5kZWZpbmVkOyBhZ2VudENvbmZpZzogQ2xpQ29uZmlnIH0gfCBudW1iZXI+IHtcbiAgY29uc3QgdG9rZW4gPSBhd2FpdCByZW1vdGVUb2tlbihjb25maWcpO1xuICBpZiAodHlwZW9mIHRva2VuID09PSBcIm51bWJlclwiKSByZXR1cm4gdG9rZW47XG4gIGlmICghY29uZmlnLmlubmVyUm91dGVyKSByZXR1cm4geyB0b2tlbiwgYWdlbnRDb25maWc6IGNvbmZpZyB9O1xuICAvLyBXaGF0IHRoZSBpbm5lciByb3V0ZXIgcnVucyBhcywgZm9yIGl0cyBoaW50cyAoaXQgd2FzIHN0YXJ0ZWQgd2l0aCAtLXYxLy0tdjIgbm9ib2R5IHR5cGVkKS5cbiAgY29uc3QgbWFya2VyID0gSlNPTi5zdHJpbmdpZnkoe1xuICAgIGFnZW50OiBgYWdlbnQgJHtKU09OLnN0cmluZ2lmeShjb25maWcubmFtZSl9IGluIHRoZSBjb25maWcgZmlsZWAsXG4gICAgdG9rZW46IHRva2VuR2l2ZW5Bcyhjb25maWcpLFxuICB9KTtcbiAgY29uc3QgZW52OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0geyAuLi5jb25maWcuYWdlbnRFbnYsIFtJTk5FUl9ST1VURVJfRU5WXTogbWFya2VyIH07XG4gIGlmICh0b2tlbiAhPT0gdW5kZWZpbmVkKSBlbnZbUkVNT1RFX1RPS0VOX0VOVl0gPSB0b2tlbjtcbiAgcmV0dXJuIHsgdG9rZW4sIGFnZW50Q29uZmlnOiB7IC4uLmNvbmZpZywgYWdlbnRFbnY6IGVudiB9IH07XG59XG5cbi8qKiBXaGV0aGVyIHRoZSB2YXJpYWJsZSBtYXkgYmUgcmVhZCAoYXNrZWQgZmlyc3Q6IHdpdGhvdXQgdGhlIHBlcm1pc3Npb24sIGEgcmVhZCBwcm9tcHRzKS4gKi9cbmZ1bmN0aW9uIGVudkdyYW50ZWQodmFyaWFibGU6IHN0cmluZyk6IGJvb2xlYW4ge1xuICByZXR1cm4gRGVuby5wZXJtaXNzaW9ucy5xdWVyeVN5bmMoeyBuYW1lOiBcImVudlwiLCB2YXJpYWJsZSB9KS5zdGF0ZSA9PT0gXCJncmFudGVkXCI7XG59XG5cbi8qKiBgdmFyaWFibGVgJ3MgdmFsdWUsIHRha2VuIG91dCBvZiB0aGlzIHByb2Nlc3MncyBlbnZpcm9ubWVudCAobm90aGluZyBpdCBzdGFydHMgaW5oZXJpdHMgaXQpLiAqL1xuZnVuY3Rpb24gdGFrZUVudih2YXJpYWJsZTogc3RyaW5nKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgaWYgKCFlbnZHcmFudGVkKHZhcmlhYmxlKSkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgY29uc3QgdmFsdWUgPSBEZW5vLmVudi5nZXQodmFyaWFibGUpO1xuICBpZiAodmFsdWUgIT09IHVuZGVmaW5lZCkgRGVuby5lbnYuZGVsZXRlKHZhcmlhYmxlKTtcbiAgcmV0dXJuIHZhbHVlO1xufVxuXG4vKiogV2hldGhlciB0aGlzIGRhZW1vbiBtYXkgYmUgYSBuYW1lZCBwYWlyJ3MgaW5uZXIgcm91dGVyOiBhIGBzZXJ2ZWAgYmVsb3cgYSBuYW1lZCBhZ2VudC4gKi9cbmZ1bmN0aW9uIG1heUJlSW5uZXJSb3V0ZXIoY29uZmlnOiBDbGlDb25maWcpOiBib29sZWFuIHtcbiAgcmV0dXJuIGNvbmZpZy5tb2RlID09PSBcInNlcnZlXCIgJiYgZW52R3JhbnRlZChOQU1FRF9BR0VOVFNfRU5WKSAmJlxuICAgIChEZW5vLmVudi5nZXQoTkFNRURfQUdFTlRTX0VOVikgPz8gXCJcIikgIT09IFwiXCI7XG59XG5cbi8qKiBXaGF0IHRoaXMgZGFlbW9uIHJ1bnMgYXMgd2hlbiBpdCBpcyBhIG5hbWVkIHBhaXIncyBpbm5lciByb3V0ZXIgKGZyb20gaXRzIG91dGVyIGRhZW1vbikuICovXG5sZXQgaW5uZXJSb3V0ZXI6IHsgYWdlbnQ/OiBzdHJpbmc7IHRva2VuPzogc3RyaW5nIH0gfCB1bmRlZmluZWQ7XG5cbi8qKlxuICogVGFrZXMge0BsaW5rY29kZSBJTk5FUl9ST1VURVJfRU5WfSBvdXQgb2YgdGhpcyBwcm9jZXNzJ3MgZW52aXJvbm1lbnQgKG5vdGhpbmcgaXQgc3RhcnRzXG4gKiBpbmhlcml0cyBpdCkgYW5kIGtlZXBzIGl0IHdoZW4gdGhpcyBpcyBgc2VydmVgIGJlbG93IGEgbmFtZWQgYWdlbnQsIGFzIGEgcGFpcidzIGlubmVyIHJvdXRlclxuICogaXM7IHNldCBhbnl3aGVyZSBlbHNlIChieSBoYW5kKSwgaXQgY2hhbmdlcyBub3RoaW5nLlxuICovXG5mdW5jdGlvbiB0YWtlSW5uZXJSb3V0ZXJNYXJrZXIoY29uZmlnOiBDbGlDb25maWcpOiB2b2lkIHtcbiAgY29uc3QgdmFsdWUgPSB0YWtlRW52KElOTkVSX1JPVVRFUl9FTlYpO1xuICBpZiAodmFsdWUgPT09IHVuZGVmaW5lZCB8fCAhbWF5QmVJbm5lclJvdXRlcihjb25maWcpKSByZXR1cm47XG4gIGlubmVyUm91dGVyID0ge307XG4gIHRyeSB7XG4gICAgY29uc3QgcGFyc2VkID0gSlNPTi5wYXJzZSh2YWx1ZSk7XG4gICAgY29uc3QgdGV4dCA9ICh2OiB1bmtub3duKSA9PiB0eXBlb2YgdiA9PT0gXCJzdHJpbmdcIiAmJiB2ICE9PSBcIlwiID8gdiA6IHVuZGVmaW5lZDtcbiAgICBpbm5lclJvdXRlciA9IHsgYWdlbnQ6IHRleHQocGFyc2VkPy5hZ2VudCksIHRva2VuOiB0ZXh0KHBhcnNlZD8udG9rZW4pIH07XG4gIH0gY2F0Y2gge1xuICAgIC8vIG5vdCB3aGF0IGFuIG91dGVyIGRhZW1vbiB3cml0ZXM6IG5vIGhpbnQgZnJvbSBpdFxuICB9XG59XG5cbi8qKiBUaGUgdG9rZW4gYSBuYW1lZCBwYWlyJ3Mgb3V0ZXIgZGFlbW9uIGhhbmRlZCB0aGlzIG9uZSAodGFrZW4gb3V0IG9mIHRoZSBlbnZpcm9ubWVudCkuICovXG5sZXQgaGFuZGVkVG9rZW46IHN0cmluZyB8IHVuZGVmaW5lZDtcblxuLyoqXG4gKiBUYWtlcyB7QGxpbmtjb2RlIFJFTU9URV9UT0tFTl9FTlZ9IG91dCBvZiB0aGlzIHByb2Nlc3MncyBlbnZpcm9ubWVudCwgc28gdGhhdCB0aGUgcHJvY2Vzc2VzXG4gKiBpdCBzdGFydHMgZG8gbm90IGluaGVyaXQgaXQsIGFuZCBrZWVwcyBpdHMgdmFsdWUgZm9yIHRoZSByZW1vdGUgYWdlbnRzIHdoZW4gdGhpcyBpcyBhIG5hbWVkXG4gKiBwYWlyJ3MgaW5uZXIgcm91dGVyIChpdHMgb3V0ZXIgZGFlbW9uIGhhbmRlZCBpdCB0aGUgbWFya2VyIHdpdGggdGhlIHRva2VuOiBzZWVcbiAqIHtAbGlua2NvZGUgdGFrZUlubmVyUm91dGVyTWFya2VyfSwgd2hpY2ggcnVucyBmaXJzdCkgd2l0aG91dCBgLS1yZW1vdGUtdG9rZW4tZmlsZWA7IGFueXdoZXJlXG4gKiBlbHNlIHRoZSB2YXJpYWJsZSBpcyBpZ25vcmVkLCB3aXRoIGEgd2FybmluZyAoYmVsb3cgYSBuYW1lZCBhZ2VudCB0b286IGFuIGFnZW50J3Mgb3duIHRvb2xcbiAqIG1heSBydW4gYWNwLXByb3h5IHRoZXJlKS4gMiAoc2FpZCBvbiBzdGRlcnIpIHdoZW4gYSBoYW5kZWQgdG9rZW4gY2Fubm90IGJlIHNlbnQuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHRha2VIYW5kZWRUb2tlbihjb25maWc6IENsaUNvbmZpZywgbG9nOiBMb2dnZXIpOiBQcm9taXNlPG51bWJlciB8IHVuZGVmaW5lZD4ge1xuICBjb25zdCB2YWx1ZSA9IHRha2VFbnYoUkVNT1RFX1RPS0VOX0VOVik7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBpZiAoaW5uZXJSb3V0ZXIgPT09IHVuZGVmaW5lZCB8fCBjb25maWcucmVtb3RlVG9rZW5GaWxlICE9PSB1bmRlZmluZWQpIHtcbiAgICBsb2cud2FybihcbiAgICAgIGAke1JFTU9URV9UT0tFTl9FTlZ9IGlzIHNldCBidXQgaWdub3JlZDogaXQgaGFuZHMgYSBuYW1lZCBwYWlyJ3MgdG9rZW4gdG8gaXRzIGlubmVyIGAgK1xuICAgICAgICBgcm91dGVyOyBnaXZlIHJlbW90ZSBhZ2VudHMgYSB0b2tlbiB3aXRoIC0tcmVtb3RlLXRva2VuLWZpbGVgLFxuICAgICk7XG4gICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgfVxuICBjb25zdCB7IHRva2VuUHJvYmxlbSB9ID0gYXdhaXQgaW1wb3J0KFwiLi9zbWFsbF9maWxlLnRzXCIpO1xuICBjb25zdCBwcm9ibGVtID0gdG9rZW5Qcm9ibGVtKHZhbHVlKTtcbiAgaWYgKHByb2JsZW0gIT09IHVuZGVmaW5lZCkge1xuICAgIHJldHVybiBhd2FpdCByZWZ1c2UoXG4gICAgICBgJHtSRU1PVEVfVE9LRU5fRU5WfSAodGhlIHRva2VuIGhhbmRlZCBvbiBieSB0aGUgZGFlbW9uIGFib3ZlKTogaXQgY2Fubm90IGJlIHNlbnQ6IGAgK1xuICAgICAgICBgJHtwcm9ibGVtfTsgY2hlY2sgaXRzIC0tcmVtb3RlLXRva2VuLWZpbGVgLFxuICAgICAgY29uZmlnLmxvZ0Zvcm1hdCxcbiAgICApO1xuICB9XG4gIGhhbmRlZFRva2VuID0gdmFsdWU7XG4gIHJldHVybiB1bmRlZmluZWQ7XG59XG5cbi8qKlxuICogVGhlIGZpcnN0IGxpbmUgb2YgYC0tcmVtb3RlLXRva2VuLWZpbGVgIHdoZW4gaXQgaXMgZ2l2ZW47IDIgKHNhaWQgb24gc3RkZXJyKSB3aGVuIHRoZSBmaWxlXG4gKiBjYW5ub3QgYmUgcmVhZCBvciBpdHMgdG9rZW4gY2Fubm90IGJlIHNlbnQuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJlbW90ZVRva2VuKGNvbmZpZzogQ2xpQ29uZmlnKTogUHJvbWlzZTxzdHJpbmcgfCB1bmRlZmluZWQgfCBudW1iZXI+IHtcbiAgaWYgKGNvbmZpZy5yZW1vdGVUb2tlbkZpbGUgPT09IHVuZGVmaW5lZCkgcmV0dXJuIGhhbmRlZFRva2VuO1xuICBjb25zdCB7IE1BWF9UT0tFTl9GSUxFX0JZVEVTLCByZWFkU21hbGxGaWxlLCB0aWxkZUhpbnQsIHRva2VuUHJvYmxlbSB9ID0gYXdhaXQgaW1wb3J0KFxuICAgIFwiLi9zbWFsbF9maWxlLnRzXCJcbiAgKTtcbiAgbGV0IHRva2VuOiBzdHJpbmc7XG4gIHRyeSB7XG4gICAgdG9rZW4gPSAoYXdhaXQgcmVhZFNtYWxsRmlsZShjb25maWcucmVtb3RlVG9rZW5GaWxlLCBNQVhfVE9LRU5fRklMRV9CWVRFUykpLnNwbGl0KFwiXFxuXCIpWzBdXG4gICAgICAudHJpbSgpO1xuICB9IGNhdGNoIChlKSB7XG4gICAgcmV0dXJuIGF3YWl0IHJlZnVzZShcbiAgICAgIGFib3V0U2V0dGluZyhcbiAgICAgICAgY29uZmlnLFxuICAgICAgICBcInJlbW90ZS10b2tlbi1maWxlXCIsXG4gICAgICAgIGBjYW5ub3QgcmVhZCAtLXJlbW90ZS10b2tlbi1maWxlICR7Y29uZmlnLnJlbW90ZVRva2VuRmlsZX06ICR7KGUgYXMgRXJyb3IpLm1lc3NhZ2V9YCArXG4gICAgICAgICAgYCR7ZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLk5vdEZvdW5kID8gdGlsZGVIaW50KGNvbmZpZy5yZW1vdGVUb2tlbkZpbGUhKSA6IFwiXCJ9OyBgICtcbiAgICAgICAgICBgZ2l2ZSBhIHJlYWRhYmxlIGZpbGUgd2hvc2UgZmlyc3QgbGluZSBpcyB0aGUgdG9rZW47IHJ1biAnYWNwLXByb3h5IC0taGVscCcgZm9yIHVzYWdlYCxcbiAgICAgICksXG4gICAgICBjb25maWcubG9nRm9ybWF0LFxuICAgICk7XG4gIH1cbiAgY29uc3QgcHJvYmxlbSA9IHRva2VuUHJvYmxlbSh0b2tlbik7XG4gIGlmIChwcm9ibGVtICE9PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4gYXdhaXQgcmVmdXNlKFxuICAgICAgYWJvdXRTZXR0aW5nKFxuICAgICAgICBjb25maWcsXG4gICAgICAgIFwicmVtb3RlLXRva2VuLWZpbGVcIixcbiAgICAgICAgYC0tcmVtb3RlLXRva2VuLWZpbGUgJHtjb25maWcucmVtb3RlVG9rZW5GaWxlfTogdGhlIHRva2VuIG9uIGl0cyBmaXJzdCBsaW5lIGAgK1xuICAgICAgICAgIGBjYW5ub3QgYmUgc2VudDogJHtwcm9ibGVtfTsgcHV0IHRoZSB0b2tlbiBhbG9uZSBvbiB0aGUgZmlyc3QgbGluZTsgYCArXG4gICAgICAgICAgYHJ1biAnYWNwLXByb3h5IC0taGVscCcgZm9yIHVzYWdlYCxcbiAgICAgICksXG4gICAgICBjb25maWcubG9nRm9ybWF0LFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIHRva2VuO1xufVxuXG4vKiogQSBjb21tYW5kIGxpbmUsIG9yIGEgcmVtb3RlIGFnZW50IChgaHR0cChzKTovL2AsIGB3cyhzKTovL2ApLCBsb2FkZWQgb25seSB3aGVuIG5hbWVkLiAqL1xuYXN5bmMgZnVuY3Rpb24gYWdlbnRGYWN0b3J5KFxuICBzcGVjOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gIGZsYWc6IFwiLS12MVwiIHwgXCItLXYyXCIgfCBcIi0tYWdlbnRcIiB8IFwiLS1wcm94eVwiLFxuICBjb25maWc6IENsaUNvbmZpZyxcbiAgdG9rZW46IHN0cmluZyB8IHVuZGVmaW5lZCxcbik6IFByb21pc2U8Q29ubmVjdGlvbkZhY3RvcnkgfCB1bmRlZmluZWQgfCBudW1iZXI+IHtcbiAgaWYgKHNwZWMgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgaWYgKCFSRU1PVEVfQUREUkVTUy50ZXN0KHNwZWMpKSB7XG4gICAgcmV0dXJuIGNvbW1hbmQoc3BlYywgeyBlbnY6IGNvbmZpZy5hZ2VudEVudiwgY3dkOiBjb25maWcuYWdlbnRDd2QgfSk7XG4gIH1cbiAgY29uc3QgeyByZW1vdGVBZ2VudCB9ID0gYXdhaXQgaW1wb3J0KFwiLi4vcmVtb3RlL3JlbW90ZV9hZ2VudC50c1wiKTtcbiAgLy8gQSByZW1vdGUgYWdlbnQncyBsaW5lcyBhcmUgcmVhZCB3aG9sZTogdXAgdG8gMTYgTWlCLCBvciAtLW1heC1mcmFtZSB3aGVuIHRoYXQgaXMgbGFyZ2VyXG4gIC8vIChSRUFETUUgXCJMaW1pdHNcIik7IHRoZSB1bnJlYWQgb3V0cHV0IGEgV2ViU29ja2V0IG1heSBob2xkIGlzIGF0IGxlYXN0IG9uZSBzdWNoIGxpbmUuXG4gIGNvbnN0IG1heExpbmVCeXRlcyA9IE1hdGgubWF4KERFRkFVTFRfTUFYX0xJTkVfQllURVMsIGNvbmZpZy5tYXhGcmFtZSk7XG4gIGNvbnN0IG1heEJ1ZmZlcmVkQnl0ZXMgPSBNYXRoLm1heChERUZBVUxUX01BWF9CVUZGRVJFRF9CWVRFUywgbWF4TGluZUJ5dGVzKTtcbiAgdHJ5IHtcbiAgICAvLyBJdHMgbGluZXMgZ28gdG8gdGhlIGxvZ2dlciBvZiB0aGUgcm91dGVyIHRoYXQgZGlhbHMgaXQ6IHVuZGVyIC0tbGlzdGVuLCBlYWNoIG5hbWVzXG4gICAgLy8gaXRzIGNvbm5lY3Rpb24uXG4gICAgcmV0dXJuIHJlbW90ZUFnZW50KHNwZWMsIHsgdG9rZW4sIG1heExpbmVCeXRlcywgbWF4QnVmZmVyZWRCeXRlcyB9KTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIHJldHVybiBhd2FpdCByZWZ1c2UoXG4gICAgICBgJHsoZSBhcyBFcnJvcikubWVzc2FnZX07IGNoZWNrIHRoZSAke2ZsYWd9IGFkZHJlc3M7IHJ1biAnYWNwLXByb3h5IC0taGVscCcgZm9yIHVzYWdlYCxcbiAgICAgIGNvbmZpZy5sb2dGb3JtYXQsXG4gICAgKTtcbiAgfVxufVxuXG4vKipcbiAqIFRoZSByb3V0ZXJzJyBsb2dnZXIsIHdpdGggdGhlIGZsYWcgdGhhdCBtZW5kcyBhbiBlcnJvciBhZGRlZCB0byBpdHMgbGluZSAoUk9VVElORyA2OiBvbmVcbiAqIGxpbmUgcGVyIGVycm9yKS4gVGhlIGxpYnJhcnkncyBtZXNzYWdlcyBuYW1lIG5vIGZsYWdzOiB0aGUgQ0xJIGtub3dzIHRoZW0uXG4gKi9cbmZ1bmN0aW9uIHdpdGhGbGFnSGludHMobG9nOiBMb2dnZXIsIGNvbmZpZzogQ2xpQ29uZmlnKTogTG9nZ2VyIHtcbiAgcmV0dXJuIHtcbiAgICAvLyBBIHJlbW90ZSBjb25uZWN0aW9uJ3MgbGluZSBzdGFydHMgd2l0aCB0aGUgY29ubmVjdGlvbiBpdCBpcyBhYm91dC5cbiAgICBlcnJvcjogKG1lc3NhZ2UpID0+IHtcbiAgICAgIGNvbnN0IGFib3V0ID0gL15jb25uZWN0aW9uIFteIDpdKzogLy5leGVjKG1lc3NhZ2UpPy5bMF0gPz8gXCJcIjtcbiAgICAgIGxvZy5lcnJvcihhYm91dCArIGZsYWdIaW50KG1lc3NhZ2Uuc2xpY2UoYWJvdXQubGVuZ3RoKSwgY29uZmlnKSk7XG4gICAgfSxcbiAgICB3YXJuOiAobWVzc2FnZSkgPT4gbG9nLndhcm4obWVzc2FnZSksXG4gICAgaW5mbzogKG1lc3NhZ2UpID0+IGxvZy5pbmZvKG1lc3NhZ2UpLFxuICAgIGRlYnVnOiAobWVzc2FnZSkgPT4gbG9nLmRlYnVnKG1lc3NhZ2UpLFxuICAgIC4uLihsb2cuZmx1c2ggPyB7IGZsdXNoOiAoKSA9PiBsb2cuZmx1c2ghKCkgfSA6IHt9KSxcbiAgfTtcbn1cblxuLyoqIFdoZXJlIHRoZSByZW1vdGUgdG9rZW4gd2FzIGdpdmVuOiB0aGUgZmxhZywgb3IgdGhlIGNvbmZpZyBmaWxlJ3Mga2V5IGF0IGl0cyBwbGFjZS4gKi9cbmZ1bmN0aW9uIHRva2VuR2l2ZW5Bcyhjb25maWc6IENsaUNvbmZpZyk6IHN0cmluZyB7XG4gIC8vIEEgcGFpcidzIGlubmVyIHJvdXRlciBnb3QgaXRzIHRva2VuIGZyb20gaXRzIG91dGVyIGRhZW1vbiwgZ2l2ZW4gdGhlcmUuXG4gIGlmIChjb25maWcucmVtb3RlVG9rZW5GaWxlID09PSB1bmRlZmluZWQgJiYgaW5uZXJSb3V0ZXI/LnRva2VuICE9PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4gaW5uZXJSb3V0ZXIudG9rZW47XG4gIH1cbiAgY29uc3Qgd2hlcmUgPSBjb25maWcuZmlsZU9yaWdpbnM/LltcInJlbW90ZS10b2tlbi1maWxlXCJdO1xuICByZXR1cm4gd2hlcmUgPT09IHVuZGVmaW5lZCA/IFwiLS1yZW1vdGUtdG9rZW4tZmlsZVwiIDogYFwicmVtb3RlLXRva2VuLWZpbGVcIiBhdCAke3doZXJlfWA7XG59XG5cbi8qKiBXaGVyZSB0aGUgYWdlbnQgd2FzIGdpdmVuOiBgLS1hZ2VudGAsIHRoZSBjb25maWcgZmlsZSdzIHBsYWNlLCBvciB0aGUgbmFtZWQgYWdlbnQuICovXG5mdW5jdGlvbiBhZ2VudEdpdmVuQXMoY29uZmlnOiBDbGlDb25maWcpOiBzdHJpbmcge1xuICBpZiAoY29uZmlnLmFnZW50SW5GaWxlICE9PSB1bmRlZmluZWQpIHJldHVybiBjb25maWcuYWdlbnRJbkZpbGU7XG4gIHJldHVybiBjb25maWcubmFtZSA9PT0gdW5kZWZpbmVkXG4gICAgPyBcIi0tYWdlbnRcIlxuICAgIDogYGFnZW50ICR7SlNPTi5zdHJpbmdpZnkoY29uZmlnLm5hbWUpfSBpbiB0aGUgY29uZmlnIGZpbGVgO1xufVxuXG4vKiogV2hhdCB0aGUgcmVtb3RlIGNsaWVudHMgc2F5IG9mIGEgcmVmdXNlZCB0b2tlbiAobm90IGFueSBcIjQwMVwiIG9yIFwidG9rZW5cIiBpbiB0aGUgYWRkcmVzcykuICovXG5jb25zdCBUT0tFTl9SRUZVU0VEID0gL1xcYkhUVFAgNDAxXFxifHRoZSByZW1vdGUgYWdlbnQgKD86d2FudHMgYSB0b2tlbnxyZWZ1c2VkIHRoZSB0b2tlbikvO1xuXG4vKipcbiAqIFRoZSBoaW50IGZvciBhIHJlbW90ZSBhZ2VudCBvciBwcm94eSB0aGF0IHJlZnVzZWQgdGhlIGNvbm5lY3Rpb24gZm9yIGl0cyB0b2tlbiwgb3JcbiAqIHVuZGVmaW5lZC4gQSA0MDMgbWF5IGJlIHRoZSB0b2tlbiwgb3IgKGZyb20gYW4gYWNwLXByb3h5LCBSRU1PVEUgNSkgYSBIb3N0IG9yIE9yaWdpbiBpdCBkb2VzXG4gKiBub3QgYWxsb3c6IGJvdGggYXJlIG5hbWVkLlxuICpcbiAqIEBwYXJhbSByZWZ1c2FsIFRoZSBtZXNzYWdlIGFmdGVyIGl0cyBgZmFpbGVkIHRvIHN0YXJ0IC4uLjpgIHBhcnQuXG4gKi9cbmZ1bmN0aW9uIHRva2VuSGludChyZWZ1c2FsOiBzdHJpbmcsIGNvbmZpZzogQ2xpQ29uZmlnKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgaWYgKC9cXGJIVFRQIDQwM1xcYi8udGVzdChyZWZ1c2FsKSkge1xuICAgIHJldHVybiBgY2hlY2sgdGhlIHRva2VuICgke3Rva2VuR2l2ZW5Bcyhjb25maWcpfSkgYW5kIHRoZSBhZGRyZXNzJ3MgaG9zdDogYW4gYWNwLXByb3h5IGAgK1xuICAgICAgYGFuc3dlcnMgNDAzIHRvIGEgSG9zdCBpdCBkb2VzIG5vdCBhbGxvdyAoaXRzIC0tYWxsb3ctaG9zdClgO1xuICB9XG4gIHJldHVybiBUT0tFTl9SRUZVU0VELnRlc3QocmVmdXNhbCkgPyBgY2hlY2sgdGhlIHRva2VuICgke3Rva2VuR2l2ZW5Bcyhjb25maWcpfSlgIDogdW5kZWZpbmVkO1xufVxuXG4vKipcbiAqIFRoZSBoaW50IGZvciBhIGNvbXBvbmVudCB0aGF0IGNvdWxkIG5vdCBzdGFydDogdGhlIHRva2VuLCB3aGVuIGEgcmVtb3RlIG9uZSByZWZ1c2VkIGl0IGZvclxuICogdGhhdDsgZWxzZSBpdHMgY29tbWFuZCBvciBhZGRyZXNzLCBhdCB0aGUgcGxhY2UgYHdoZXJlYCBuYW1lcy5cbiAqXG4gKiBAcGFyYW0gcmVmdXNhbCBUaGUgbWVzc2FnZSBhZnRlciBpdHMgYGZhaWxlZCB0byBzdGFydCAuLi46YCBwYXJ0LlxuICogQHBhcmFtIHNwZWMgVGhlIGNvbXBvbmVudCdzIGNvbW1hbmQgb3IgYWRkcmVzcy5cbiAqL1xuZnVuY3Rpb24gc3RhcnRIaW50KFxuICByZWZ1c2FsOiBzdHJpbmcsXG4gIHNwZWM6IHN0cmluZyxcbiAgbm91bjogXCJhZ2VudFwiIHwgXCJwcm94eVwiLFxuICBjb25maWc6IENsaUNvbmZpZyxcbiAgd2hlcmU6ICh3aGF0OiBzdHJpbmcpID0+IHN0cmluZyxcbik6IHN0cmluZyB7XG4gIGNvbnN0IHJlbW90ZSA9IFJFTU9URV9BRERSRVNTLnRlc3Qoc3BlYyk7XG4gIGlmIChyZW1vdGUgJiYgL2Fuc3dlcmVkIHRoZSBXZWJTb2NrZXQgdXBncmFkZSB3aXRoIHdoYXQgdGhpcyBjbGllbnQgY2Fubm90IHVzZS8udGVzdChyZWZ1c2FsKSkge1xuICAgIHJldHVybiB3aGVyZShcbiAgICAgIGBhZGRyZXNzOiB0aGUgc2VydmVyIHRoZXJlIGFuc3dlcmVkLCBidXQgaXMgbm8gQUNQIFdlYlNvY2tldCAke25vdW59IHRoaXMgY2xpZW50IGNhbiB1c2VgLFxuICAgICk7XG4gIH1cbiAgLy8gQnVzeSBvciBnb2luZyBhd2F5IChpdHMgY2FwLCBhIHNodXRkb3duKTogbm90aGluZyB0byBjaGVjaywgb25seSB0byB3YWl0LlxuICBpZiAocmVtb3RlICYmIC9cXGIoPzppbml0aWFsaXplfHVwZ3JhZGUpIHdpdGggSFRUUCAoPzo1MDN8NDI5KVxcYi8udGVzdChyZWZ1c2FsKSkge1xuICAgIHJldHVybiBgdGhlIHJlbW90ZSAke25vdW59IGlzIGJ1c3kgb3Igc2h1dHRpbmcgZG93bjogdHJ5IGFnYWluIGluIGEgbW9tZW50YDtcbiAgfVxuICAvLyBBbiBhbnN3ZXIgbG9uZ2VyIHRoYW4gdGhlIHJlbW90ZSBsaW5lIGxpbWl0ICgxNiBNaUIsIG9yIC0tbWF4LWZyYW1lIHdoZW4gbGFyZ2VyKS5cbiAgaWYgKHJlbW90ZSAmJiBSRU1PVEVfVE9PX0xPTkcudGVzdChyZWZ1c2FsKSkgcmV0dXJuIFJBSVNFX01BWF9GUkFNRTtcbiAgcmV0dXJuIChyZW1vdGUgPyB0b2tlbkhpbnQocmVmdXNhbCwgY29uZmlnKSA6IHVuZGVmaW5lZCkgPz9cbiAgICB3aGVyZShyZW1vdGUgPyBgYWRkcmVzcyAoaXMgdGhlIHJlbW90ZSAke25vdW59IHVwLCB0aGUgVVJMIHJpZ2h0PylgIDogXCJjb21tYW5kXCIpO1xufVxuXG4vKiogYG1lc3NhZ2VgLCBhbmQgd2hhdCB0byBjaGFuZ2Ugb24gdGhlIGNvbW1hbmQgbGluZSB3aGVuIGEgZmxhZyBtZW5kcyBpdC4gKi9cbmZ1bmN0aW9uIGZsYWdIaW50KG1lc3NhZ2U6IHN0cmluZywgY29uZmlnOiBDbGlDb25maWcpOiBzdHJpbmcge1xuICBjb25zdCBzdGFydGVkID0gL15mYWlsZWQgdG8gc3RhcnQgQUNQIHYoWzEyXSkgKD86YWdlbnR8cHJveHkpOiAvLmV4ZWMobWVzc2FnZSk7XG4gIGlmIChzdGFydGVkICE9PSBudWxsKSB7XG4gICAgY29uc3QgdmVyc2lvbiA9IHN0YXJ0ZWRbMV07XG4gICAgY29uc3Qgc3BlYyA9IHZlcnNpb24gPT09IFwiMVwiID8gY29uZmlnLnYxIDogY29uZmlnLnYyO1xuICAgIGNvbnN0IHJlc3QgPSBtZXNzYWdlLnNsaWNlKHN0YXJ0ZWRbMF0ubGVuZ3RoKTtcbiAgICByZXR1cm4gYCR7bWVzc2FnZX07ICR7XG4gICAgICBzdGFydEhpbnQocmVzdCwgc3BlYyA/PyBcIlwiLCBcImFnZW50XCIsIGNvbmZpZywgKHdoYXQpID0+IHtcbiAgICAgICAgLy8gV2hlcmUgaXQgd2FzIGdpdmVuOiB0aGUgY29uZmlnIGZpbGUncyBhZ2VudCB0aGF0IC0tbmFtZSBjaG9zZSwgaXRzIFwidk5cIiwgdGhlIG5hbWVkXG4gICAgICAgIC8vIHBhaXIgdGhpcyBpcyB0aGUgaW5uZXIgcm91dGVyIG9mIChub2JvZHkgdHlwZWQgLS12TiksIG9yIC0tdk4uXG4gICAgICAgIGNvbnN0IGluRmlsZSA9IGNvbmZpZy5jb21tYW5kc0luRmlsZT8uW3ZlcnNpb24gPT09IFwiMVwiID8gXCJ2MVwiIDogXCJ2MlwiXTtcbiAgICAgICAgY29uc3QgYWJvdmUgPSBpbm5lclJvdXRlcj8uYWdlbnQ7XG4gICAgICAgIHJldHVybiBjb25maWcubmFtZSAhPT0gdW5kZWZpbmVkXG4gICAgICAgICAgPyBgY2hlY2sgdGhlIHYke3ZlcnNpb259ICR7d2hhdH0gb2YgYWdlbnQgJHtcbiAgICAgICAgICAgIEpTT04uc3RyaW5naWZ5KGNvbmZpZy5uYW1lKVxuICAgICAgICAgIH0gaW4gdGhlIGNvbmZpZyBmaWxlYFxuICAgICAgICAgIDogaW5GaWxlICE9PSB1bmRlZmluZWRcbiAgICAgICAgICA/IGBjaGVjayB0aGUgY29uZmlnIGZpbGUncyBcInYke3ZlcnNpb259XCIgJHt3aGF0fSBhdCAke2luRmlsZX1gXG4gICAgICAgICAgOiBhYm92ZSAhPT0gdW5kZWZpbmVkXG4gICAgICAgICAgPyBgY2hlY2sgdGhlIHYke3ZlcnNpb259ICR7d2hhdH0gb2YgJHthYm92ZX1gXG4gICAgICAgICAgOiBgY2hlY2sgdGhlIC0tdiR7dmVyc2lvbn0gJHt3aGF0fWA7XG4gICAgICB9KVxuICAgIH1gO1xuICB9XG4gIGNvbnN0IHByb3h5ID0gL15mYWlsZWQgdG8gc3RhcnQgUHJveHlcXCgoXFxkKylcXCkvLmV4ZWMobWVzc2FnZSk7XG4gIGNvbnN0IHByb3h5U3BlYyA9IHByb3h5ID09PSBudWxsID8gdW5kZWZpbmVkIDogY29uZmlnLnByb3hpZXNbTnVtYmVyKHByb3h5WzFdKV07XG4gIGlmIChwcm94eSAhPT0gbnVsbCAmJiBwcm94eVNwZWMgIT09IHVuZGVmaW5lZCkge1xuICAgIGNvbnN0IG4gPSBOdW1iZXIocHJveHlbMV0pICsgMTtcbiAgICBjb25zdCByZXN0ID0gbWVzc2FnZS5zbGljZShwcm94eVswXS5sZW5ndGgpO1xuICAgIC8vIFdoZXJlIGl0IHdhcyBnaXZlbjogdGhlIG4tdGggLS1wcm94eSwgb3IgdGhlIGNvbmZpZyBmaWxlJ3MgXCJjaGFpblwiIG9yIFwicHJveHlcIi5cbiAgICByZXR1cm4gYCR7bWVzc2FnZX07ICR7XG4gICAgICBzdGFydEhpbnQocmVzdCwgcHJveHlTcGVjLCBcInByb3h5XCIsIGNvbmZpZywgKHdoYXQpID0+XG4gICAgICAgIGNvbmZpZy5wcm94aWVzSW5GaWxlICE9PSB1bmRlZmluZWRcbiAgICAgICAgICA/IGBjaGVjayB0aGUgcHJveHkgJHt3aGF0fTogZW50cnkgJHtufSBvZiAke2NvbmZpZy5wcm94aWVzSW5GaWxlfWBcbiAgICAgICAgICA6IGBjaGVjayB0aGUgJHtvcmRpbmFsKG4pfSAtLXByb3h5ICR7d2hhdH1gKVxuICAgIH1gO1xuICB9XG4gIGlmICgvXmZhaWxlZCB0byBzdGFydCBBZ2VudFxcYi8udGVzdChtZXNzYWdlKSAmJiBjb25maWcuYWdlbnQgIT09IHVuZGVmaW5lZCkge1xuICAgIC8vIFdoZXJlIGl0IHdhcyBnaXZlbjogLS1hZ2VudCwgb3IgdGhlIGNvbmZpZyBmaWxlJ3MgXCJjaGFpblwiIG9yIFwiYWdlbnRcIi5cbiAgICByZXR1cm4gYCR7bWVzc2FnZX07ICR7XG4gICAgICBzdGFydEhpbnQobWVzc2FnZSwgY29uZmlnLmFnZW50LCBcImFnZW50XCIsIGNvbmZpZywgKHdoYXQpID0+XG4gICAgICAgIGNvbmZpZy5hZ2VudEluRmlsZSAhPT0gdW5kZWZpbmVkXG4gICAgICAgICAgPyBgY2hlY2sgdGhlIGFnZW50ICR7d2hhdH06ICR7Y29uZmlnLmFnZW50SW5GaWxlfWBcbiAgICAgICAgICA6IGNvbmZpZy5uYW1lICE9PSB1bmRlZmluZWRcbiAgICAgICAgICA/IGBjaGVjayB0aGUgJHt3aGF0fSBvZiBhZ2VudCAke0pTT04uc3RyaW5naWZ5KGNvbmZpZy5uYW1lKX0gaW4gdGhlIGNvbmZpZyBmaWxlYFxuICAgICAgICAgIDogYGNoZWNrIHRoZSAtLWFnZW50ICR7d2hhdH1gKVxuICAgIH1gO1xuICB9XG4gIGlmICgvXmZpcnN0IGZyYW1lIGV4Y2VlZHMgdGhlIFxcZCstYnl0ZSBsaW1pdDsgc2VuZCBhIHNtYWxsZXIgZnJhbWUkLy50ZXN0KG1lc3NhZ2UpKSB7XG4gICAgcmV0dXJuIGAke21lc3NhZ2V9IG9yIHJhaXNlIC0tbWF4LWZyYW1lYDtcbiAgfVxuICBpZiAoXG4gICAgLyBzZW50IGEgbWVzc2FnZSBsYXJnZXIgdGhhbiBcXGQrIGJ5dGVzLy50ZXN0KG1lc3NhZ2UpIHx8XG4gICAgL14oPzooPzpBZ2VudHxQcm94eVxcKFxcZCtcXCkpOiApPyg/OnJlbW90ZSBhZ2VudCBjb25uZWN0aW9uIGZhaWxlZHxyZWFkaW5nIGFuIGV2ZW50IHN0cmVhbSBmYWlsZWQpOiAvXG4gICAgICAgIC50ZXN0KG1lc3NhZ2UpICYmXG4gICAgICBSRU1PVEVfVE9PX0xPTkcudGVzdChtZXNzYWdlKVxuICApIHtcbiAgICByZXR1cm4gYCR7bWVzc2FnZX07ICR7UkFJU0VfTUFYX0ZSQU1FfWA7XG4gIH1cbiAgcmV0dXJuIG1lc3NhZ2U7XG59XG5cbi8qKiBBIHJlbW90ZSBhZ2VudCdzIGxpbmUsIGV2ZW50LCBmcmFtZSBvciBhbnN3ZXIgb3ZlciB0aGUgbGltaXQgLS1tYXgtZnJhbWUgcmFpc2VzLiAqL1xuY29uc3QgUkVNT1RFX1RPT19MT05HID0gLyBleGNlZWRzIHRoZSBcXGQrLWJ5dGUgbGltaXQkLztcbi8qKiBXaGF0IG1lbmRzIGEgbWVzc2FnZSBvdmVyIHRoZSBsaW1pdC4gKi9cbmNvbnN0IFJBSVNFX01BWF9GUkFNRSA9IFwicmFpc2UgLS1tYXgtZnJhbWUgdG8gcGFzcyBsYXJnZXIgbWVzc2FnZXNcIjtcblxuLyoqIDFzdCwgMm5kLCAzcmQsIDR0aCwgLi4uLCAxMXRoLCAxMnRoLCAxM3RoLCAyMXN0LCAuLi4gKi9cbmZ1bmN0aW9uIG9yZGluYWwobjogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgdGVlbiA9IG4gJSAxMDAgPj0gMTEgJiYgbiAlIDEwMCA8PSAxMztcbiAgY29uc3Qgc3VmZml4ID0gdGVlbiA/IFwidGhcIiA6IFtcInRoXCIsIFwic3RcIiwgXCJuZFwiLCBcInJkXCJdW24gJSAxMF0gPz8gXCJ0aFwiO1xuICByZXR1cm4gYCR7bn0ke3N1ZmZpeH1gO1xufVxuXG5mdW5jdGlvbiBmYWN0b3J5KGNtZDogc3RyaW5nIHwgdW5kZWZpbmVkKTogQ29ubmVjdGlvbkZhY3RvcnkgfCB1bmRlZmluZWQge1xuICByZXR1cm4gY21kID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBjb21tYW5kKGNtZCk7XG59XG5cbi8qKlxuICogU2F5cyBvbiBzdGRlcnIsIGluIG9uZSBsaW5lIG9mIHRoZSBsb2cncyBmb3JtYXQsIHdoeSB0aGUgQ0xJIGRvZXMgbm90IHN0YXJ0OiBleGl0IGNvZGUgMi5cbiAqXG4gKiBAcGFyYW0gbWVzc2FnZSBXaGF0IGlzIHdyb25nIGFuZCB3aGF0IHRvIGRvICh3aXRob3V0IHRoZSBgYWNwLXByb3h5OiBgIHByZWZpeCkuXG4gKiBAcGFyYW0gZm9ybWF0IFRoZSBsb2cgZm9ybWF0IGFza2VkIGZvci5cbiAqIEByZXR1cm5zIDIuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJlZnVzZShtZXNzYWdlOiBzdHJpbmcsIGZvcm1hdDogTG9nRm9ybWF0KTogUHJvbWlzZTxudW1iZXI+IHtcbiAgLy8gTG9hZGVkIHdoZW4gc29tZXRoaW5nIGlzIHJlZnVzZWQ6IGEgc2Vzc2lvbidzIHN0YXJ0IGRvZXMgbm90IHBheSBmb3IgaXQuXG4gIHJldHVybiBhd2FpdCAoYXdhaXQgaW1wb3J0KFwiLi9vdXRwdXRfdGV4dC50c1wiKSkucmVmdXNlKG1lc3NhZ2UsIGZvcm1hdCk7XG59XG5cbi8qKlxuICogVGhlIGxvZyBmb3JtYXQgdGhlIGNvbW1hbmQgbGluZSBhc2tzIGZvciwgcmVhZCBiZWZvcmUgaXQgaXMgcGFyc2VkIChhIHVzYWdlIGVycm9yIGlzIHNhaWRcbiAqIGluIGl0IHRvbyk6IHRoZSBsYXN0IGAtLWxvZy1mb3JtYXRgIHZhbHVlOyBlbHNlIHRoZSBjb25maWcgZmlsZSdzLCBvbmNlIGl0IGhhcyBiZWVuIHJlYWQ7XG4gKiBgdGV4dGAgd2hlbiB0aGVyZSBpcyBub25lLCBvciBhZnRlciBgLS1gLCBhbmQgaW4gdGhlIG1vZGVzIHRoYXQgdGFrZSBubyBgLS1sb2ctZm9ybWF0YFxuICogKGBwcm9iZWAsIGB0cmFjZWApLlxuICovXG5mdW5jdGlvbiByZXF1ZXN0ZWRMb2dGb3JtYXQoYXJndjogcmVhZG9ubHkgc3RyaW5nW10sIGZyb21GaWxlPzogTG9nRm9ybWF0KTogTG9nRm9ybWF0IHtcbiAgbGV0IGZvcm1hdDogTG9nRm9ybWF0IHwgdW5kZWZpbmVkO1xuICBpZiAoYXJndlswXSA9PT0gXCJwcm9iZVwiIHx8IGFyZ3ZbMF0gPT09IFwidHJhY2VcIikgcmV0dXJuIFwidGV4dFwiO1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGFyZ3YubGVuZ3RoICYmIGFyZ3ZbaV0gIT09IFwiLS1cIjsgaSsrKSB7XG4gICAgY29uc3QgdmFsdWUgPSBhcmd2W2ldID09PSBcIi0tbG9nLWZvcm1hdFwiXG4gICAgICA/IGFyZ3ZbaSArIDFdXG4gICAgICA6IGFyZ3ZbaV0uc3RhcnRzV2l0aChcIi0tbG9nLWZvcm1hdD1cIilcbiAgICAgID8gYXJndltpXS5zbGljZShcIi0tbG9nLWZvcm1hdD1cIi5sZW5ndGgpXG4gICAgICA6IHVuZGVmaW5lZDtcbiAgICBpZiAodmFsdWUgPT09IFwianNvblwiIHx8IHZhbHVlID09PSBcInRleHRcIikgZm9ybWF0ID0gdmFsdWU7XG4gIH1cbiAgcmV0dXJuIGZvcm1hdCA/PyBmcm9tRmlsZSA/PyBcInRleHRcIjtcbn1cblxuYXN5bmMgZnVuY3Rpb24gcHJpbnQoZmlsZTogVGV4dFNpbmssIHRleHQ6IHN0cmluZywgY29kZTogbnVtYmVyKTogUHJvbWlzZTxudW1iZXI+IHtcbiAgLy8gTG9hZGVkIHdoZW4gc29tZXRoaW5nIGlzIHByaW50ZWQgKGhlbHAsIGEgcmVmdXNhbCk6IGEgc2Vzc2lvbidzIHN0YXJ0IGRvZXMgbm90IHBheSBmb3IgaXQuXG4gIGNvbnN0IHsgd3JpdGVUZXh0IH0gPSBhd2FpdCBpbXBvcnQoXCIuL291dHB1dF90ZXh0LnRzXCIpO1xuICBhd2FpdCB3cml0ZVRleHQoZmlsZSwgdGV4dCk7XG4gIHJldHVybiBjb2RlO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FBUyxrQkFBa0IsRUFBRSxrQkFBa0IsUUFBUSxvQ0FBb0M7QUFDM0YsU0FBUyxVQUFVLFFBQVEsd0JBQXdCO0FBQ25ELE9BQU8sY0FBYyxvQkFBb0I7RUFBRSxNQUFNO0FBQU8sRUFBRTtBQUMxRCxTQUNFLFlBQVksRUFFWixnQkFBZ0IsRUFFaEIsZ0JBQWdCLEVBQ2hCLFFBQVEsRUFDUixnQkFBZ0IsRUFDaEIsVUFBVSxRQUNMLFlBQVk7QUFDbkIsU0FBUyxjQUFjLFFBQVEsc0JBQXNCO0FBQ3JELFNBR0UsWUFBWSxFQUNaLFdBQVcsRUFDWCxZQUFZLFFBQ1AsbUJBQW1CO0FBQzFCLFNBQVMsZ0JBQWdCLFFBQVEsZ0NBQWdDO0FBQ2pFLFNBQVMsdUJBQXVCLEVBQUUsWUFBWSxRQUFRLCtCQUErQjtBQUNyRixTQUFTLE9BQU8sUUFBUSx3QkFBd0I7QUFDaEQsU0FBUyxhQUFhLEVBQUUsZUFBZSxFQUFFLGFBQWEsUUFBUSxpQkFBaUI7QUFFL0UsU0FBUyxLQUFLLFFBQVEsd0JBQXdCO0FBQzlDLFNBQVMsYUFBYSxRQUFRLDZCQUE2QjtBQU0zRCxTQUNFLDBCQUEwQixFQUMxQixzQkFBc0IsUUFDakIsb0NBQW9DO0FBRTNDLE1BQU0sVUFBa0M7RUFBQztFQUFVO0VBQVc7Q0FBUztBQUN2RSxzRUFBc0UsR0FDdEUsSUFBSSxzQkFBc0I7QUFFMUIsNEZBQTRGLEdBQzVGLE1BQU0sV0FBaUM7RUFDckMsT0FBTztFQUNQLE9BQU87RUFDUCxTQUFTO0VBQ1QsT0FBTztFQUNQLE9BQU87QUFDVDtBQUVBOzs7O0NBSUMsR0FDRCxNQUFNLHdCQUF3QjtBQUU5QixzRUFBc0UsR0FDdEUsTUFBTSxlQUFlO0FBRXJCOzs7Q0FHQyxHQUNELE1BQU0sa0JBQWtCO0FBRXhCOzs7Q0FHQyxHQUNELFNBQVMsZUFBZSxNQUFpQjtFQUN2QyxPQUFPLGFBQWE7SUFDbEIsT0FBTztJQUNQLE9BQU87SUFDUCxRQUFRLE9BQU8sU0FBUztJQUN4QixZQUFZO0lBQ1osaUJBQWlCO0lBQ2pCLGlCQUFpQjtJQUNqQixNQUFNLENBQUMsU0FBUyxFQUFFLE1BQU0sUUFBUSxhQUFhLENBQUM7RUFDaEQ7QUFDRjtBQUVBLElBQUk7QUFFSjs7Ozs7O0NBTUMsR0FDRCxTQUFTO0VBQ1AsNEZBQTRGO0VBQzVGLCtFQUErRTtFQUMvRSxnQkFBZ0I7SUFDZCxPQUFPLGlCQUFpQixHQUFHLElBQUksS0FBSyxTQUFTLFdBQVcsS0FBSyxNQUFNLElBQUk7RUFDekU7RUFDQSxPQUFPLFlBQVksS0FBSztBQUMxQjtBQUVBOzs7OztDQUtDLEdBQ0QsT0FBTyxlQUFlLEtBQUssSUFBYztFQUN2Qyw2RkFBNkY7RUFDN0YsMkZBQTJGO0VBQzNGLDRGQUE0RjtFQUM1RixzRkFBc0Y7RUFDdEYsMEZBQTBGO0VBQzFGLG1GQUFtRjtFQUNuRix5REFBeUQ7RUFDekQsSUFBSSxDQUFDLHFCQUFxQjtJQUN4QixzQkFBc0I7SUFDdEIsS0FBSyxpQkFBaUIsQ0FBQyxXQUFXLEtBQU87RUFDM0M7RUFDQSxJQUFJO0lBQ0YsT0FBTyxNQUFNLElBQUk7RUFDbkIsRUFBRSxPQUFPLEdBQUc7SUFDVix3RkFBd0Y7SUFDeEYsSUFBSSxDQUFDLENBQUMsYUFBYSxTQUFTLEVBQUUsSUFBSSxLQUFLLGFBQWEsR0FBRyxNQUFNO0lBQzdELE1BQU0sRUFBRSxTQUFTLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQztJQUNuQyxtRkFBbUY7SUFDbkYsTUFBTSxVQUFVLEtBQUssTUFBTSxFQUFFLFlBQVksRUFBRSxPQUFPLEVBQUUsbUJBQW1CLFFBQVEsS0FBSyxDQUFDLEtBQU87SUFDNUYsT0FBTztFQUNUO0FBQ0Y7QUFFQSwwRkFBMEYsR0FDMUYsZUFBZSxJQUFJLElBQWM7RUFDL0IsMkZBQTJGO0VBQzNGLHVFQUF1RTtFQUN2RSxNQUFNLFVBQVUsS0FBSyxTQUFTLENBQUMsQ0FBQyxPQUFTLEtBQUssUUFBUSxDQUFDO0VBQ3ZELElBQUksV0FBVyxHQUFHO0lBQ2hCLE9BQU8sTUFBTSxPQUNYLENBQUMsU0FBUyxFQUFFLFVBQVUsRUFBRSxHQUFHLEVBQUUsSUFBSSxDQUFDLFFBQVEsQ0FBQyx1Q0FBdUMsQ0FBQyxHQUNqRixDQUFDLGlGQUFpRixDQUFDLEdBQ25GLENBQUMsdUVBQXVFLENBQUMsRUFDM0UsbUJBQW1CO0VBRXZCO0VBQ0EsOEZBQThGO0VBQzlGLDRCQUE0QjtFQUM1QixNQUFNLFFBQVEsS0FBSyxNQUFNLENBQUMsQ0FBQyxPQUFTLENBQUMsS0FBSyxVQUFVLENBQUM7RUFDckQsSUFDRSxJQUFJLENBQUMsRUFBRSxLQUFLLFVBQVUsS0FBSyxDQUFDLEVBQUUsS0FBSyxXQUNuQyxDQUFDLE1BQU0sTUFBTSxLQUFLLEtBQU0sTUFBTSxNQUFNLEtBQUssS0FBSztJQUFDO0lBQVc7R0FBTyxDQUFDLFFBQVEsQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFFLEdBQ3JGLE9BQU87SUFBQztJQUFTO0dBQVM7RUFDNUIsSUFBSSxJQUFJLENBQUMsRUFBRSxLQUFLLFNBQVM7SUFDdkIseUZBQXlGO0lBQ3pGLE1BQU0sUUFBUSxLQUFLLFFBQVEsQ0FBQyxRQUFRLEtBQUssS0FBSyxDQUFDLEdBQUcsS0FBSyxPQUFPLENBQUMsU0FBUztJQUN4RSxJQUFJLE1BQU0sUUFBUSxDQUFDLFNBQVMsTUFBTSxRQUFRLENBQUMsY0FBYztNQUN2RCxPQUFPLE1BQU0sTUFBTSxLQUFLLE1BQU0sRUFBRSxDQUFDLFVBQVUsRUFBRSxTQUFTLE9BQU8sQ0FBQyxFQUFFLENBQUMsRUFBRTtJQUNyRTtJQUNBLE1BQU0sRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQztJQUNsQyxPQUFPLE1BQU0sU0FBUyxLQUFLLEtBQUssQ0FBQztFQUNuQztFQUNBLE1BQU0sU0FBUyxNQUFNLE1BQU07RUFDM0IsSUFBSSxPQUFPLFdBQVcsVUFBVSxPQUFPO0VBQ3ZDLE1BQU0sU0FBUztFQUNmLElBQUksT0FBTyxJQUFJLEtBQUssU0FBUztJQUMzQixNQUFNLEVBQUUsUUFBUSxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7SUFDbEMsT0FBTyxNQUFNLFNBQVM7RUFDeEI7RUFDQSwwRkFBMEY7RUFDMUYsMEZBQTBGO0VBQzFGLDJFQUEyRTtFQUMzRSxNQUFNLFFBQXVCLEVBQUU7RUFDL0IsTUFBTSxVQUFVLFFBQVEsR0FBRyxDQUFDLENBQUMsU0FBVztNQUFDO01BQVEsSUFBTSxLQUFLLE1BQU0sSUFBSSxDQUFDO0tBQVE7RUFDL0UsS0FBSyxNQUFNLENBQUMsUUFBUSxHQUFHLElBQUksUUFBUyxLQUFLLGlCQUFpQixDQUFDLFFBQVE7RUFDbkUsTUFBTSxjQUFjO0lBQ2xCLEtBQUssTUFBTSxDQUFDLFFBQVEsR0FBRyxJQUFJLFFBQVMsS0FBSyxvQkFBb0IsQ0FBQyxRQUFRO0VBQ3hFO0VBQ0EsTUFBTSxPQUFPLE1BQU0sUUFBUTtFQUMzQixJQUFJLE9BQU8sU0FBUyxVQUFVO0lBQzVCO0lBQ0EsT0FBTztFQUNUO0VBQ0EsTUFBTSxNQUFNLEtBQUssR0FBRztFQUNwQixzRkFBc0Y7RUFDdEYscUNBQXFDO0VBQ3JDLE1BQU0sV0FBVyxLQUFLLElBQUksS0FBSyxhQUFhLENBQUMsS0FBSyxRQUFRLEdBQ3RELENBQUMsTUFBTSxNQUFNLENBQUMsbUJBQW1CLEVBQUUsZUFBZSxHQUNsRDtFQUNKLFdBQVcsQ0FBQyxVQUFZLElBQUksS0FBSyxDQUFDO0VBQ2xDLE1BQU0sV0FBVztJQUNmLFdBQVc7SUFDWCxNQUFNLGNBQWMsSUFBSSxLQUFLLFFBQVEsUUFBUSxPQUFPLElBQUk7SUFDeEQsS0FBSyxJQUFJLEVBQUU7RUFDYjtFQUNBLE1BQU0sZUFBZSxPQUFPO0lBQzFCO0lBQ0EsTUFBTTtJQUNOLE9BQU87RUFDVDtFQUNBLG9GQUFvRjtFQUNwRixxQ0FBcUM7RUFDckMsc0JBQXNCO0VBQ3RCLE1BQU0sVUFBVSxNQUFNLGdCQUFnQixRQUFRO0VBQzlDLElBQUksWUFBWSxXQUFXLE9BQU8sTUFBTSxhQUFhO0VBQ3JELHdCQUF3QixDQUFDLElBQ3ZCLElBQUksSUFBSSxDQUNOLENBQUMscUNBQXFDLEVBQUUsQUFBQyxFQUFZLE9BQU8sSUFBSSxFQUFFLEdBQUcsQ0FBQyxHQUNwRSxDQUFDLDZEQUE2RCxDQUFDO0VBR3JFLE1BQU0sYUFBYSxPQUFPLE1BQU0sS0FBSyxhQUFhLE9BQU8sVUFBVSxLQUFLLFlBQ3BFLE1BQU0sQ0FBQyxNQUFNLE1BQU0sQ0FBQyxvQkFBb0IsRUFBRSxjQUFjLENBQUMsUUFBUSxPQUFPLFVBQVUsRUFBRSxPQUNwRjtFQUNKLElBQUksT0FBTyxlQUFlLFVBQVUsT0FBTyxNQUFNLGFBQWE7RUFDOUQsTUFBTSxPQUFPLElBQUk7RUFDakIsSUFBSTtFQUNKLHVGQUF1RixHQUN2RixJQUFJLFlBQVk7RUFDaEIsTUFBTSxXQUFXLFFBQVEsQ0FBQyxPQUFPLElBQUksQ0FBQztFQUN0QyxvRUFBb0UsR0FDcEUsSUFBSSxRQUFRO0VBQ1osbUZBQW1GLEdBQ25GLElBQUksVUFBVTtFQUNkLE1BQU0sWUFBWSxRQUFRLEdBQUcsQ0FBQyxDQUFDLFNBQzdCO01BQUM7TUFBUTtRQUNQLHdGQUF3RjtRQUN4RixJQUFJLFNBQVM7UUFDYixJQUFJLFdBQVcsT0FBTyxLQUFLLEtBQUssS0FBSyxDQUFDO1FBQ3RDLGlGQUFpRjtRQUNqRixJQUFJLE9BQU87VUFDVCxxRkFBcUY7VUFDckYsZ0RBQWdEO1VBQ2hELElBQUksSUFBSSxDQUFDLENBQUMsU0FBUyxFQUFFLE9BQU8sdUNBQXVDLENBQUM7UUFDdEUsT0FBTyxJQUFJLGFBQWEsYUFBYSxPQUFPLE1BQU0sS0FBSyxXQUFXO1VBQ2hFLElBQUksSUFBSSxDQUFDLENBQUMsU0FBUyxFQUFFLE9BQU8sV0FBVyxFQUFFLFNBQVMsSUFBSSxDQUFDO1FBQ3pELE9BQU8sSUFBSSxPQUFPLE1BQU0sS0FBSyxXQUFXO1VBQ3RDLG1GQUFtRjtVQUNuRixNQUFNLFNBQVMsYUFBYTtVQUM1QixJQUFJLElBQUksQ0FDTixDQUFDLFNBQVMsRUFBRSxPQUFPLGlDQUFpQyxFQUFFLE9BQU8sa0JBQWtCLENBQUMsR0FDOUU7UUFFTjtRQUNBLGFBQWE7UUFDYixLQUFLLEtBQUssQ0FBQyxTQUFTLDBDQUEwQztNQUNoRTtLQUFFO0VBRUosS0FBSyxNQUFNLENBQUMsUUFBUSxHQUFHLElBQUksVUFBVyxLQUFLLGlCQUFpQixDQUFDLFFBQVE7RUFDckU7RUFDQSxJQUFJLE1BQU0sTUFBTSxHQUFHLEdBQUcsVUFBVSxJQUFJLENBQUMsQ0FBQyxDQUFDLE9BQU8sR0FBSyxXQUFXLEtBQUssQ0FBQyxFQUFFLENBQUUsQ0FBQyxFQUFFO0VBQzNFLElBQUksbUJBQW1CO0VBQ3ZCLDREQUE0RCxHQUM1RCxNQUFNLGtCQUFrQjtJQUN0QixJQUFJLGVBQWUsYUFBYSxrQkFBa0I7SUFDbEQsbUJBQW1CO0lBQ25CLHlGQUF5RjtJQUN6Riw4RUFBOEU7SUFDOUUsTUFBTSxVQUFVLFdBQVcsS0FBSyxDQUFDLGFBQWEsWUFBWSxZQUFZO0lBQ3RFLE1BQU0sTUFBTSxJQUFJLFFBQWdCLENBQUM7TUFDL0IsTUFBTSxRQUFRLElBQ1osS0FBSyxjQUFjLFNBQVMsaUJBQWlCLElBQUksQ0FBQyxDQUFDLE9BQVMsUUFBUSxRQUFRLENBQUM7TUFDL0UsSUFBSSxDQUFDLEtBQUssTUFBTSxDQUFDLE9BQU8sRUFBRSxLQUFLLE1BQU0sQ0FBQyxnQkFBZ0IsQ0FBQyxTQUFTLE9BQU87UUFBRSxNQUFNO01BQUs7SUFDdEY7SUFDQSxNQUFNLFVBQVUsTUFBTSxRQUFRLElBQUksQ0FBQztNQUFDO01BQVM7S0FBSTtJQUNqRCxNQUFNLEVBQUUsb0JBQW9CLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQztJQUM5QyxNQUFNLFVBQVUscUJBQXFCLFNBQVMsV0FBVyxNQUFNLEVBQUUsV0FBVyxNQUFNO0lBQ2xGLElBQUksWUFBWSxXQUFXLElBQUksSUFBSSxDQUFDO0VBQ3RDO0VBQ0EsSUFBSTtJQUNGLElBQUksT0FBTyxJQUFJLEtBQUssV0FBVztNQUM3QixPQUFPLE1BQU0sUUFBUSxRQUFRLEtBQUssS0FBSyxNQUFNLEVBQUUsSUFBTSxVQUFVO0lBQ2pFO0lBQ0EsSUFBSSxPQUFPLE1BQU0sS0FBSyxXQUFXLE9BQU8sTUFBTSxPQUFPLFFBQVEsS0FBSyxLQUFLLE1BQU07SUFDN0UsTUFBTSxPQUFPLE9BQU8sSUFBSSxLQUFLLFVBQ3pCLE1BQU0sTUFBTSxRQUFRLEtBQUssS0FBSyxNQUFNLEVBQUUsSUFBTSxVQUFVLGNBQ3RELE1BQU0sTUFBTSxRQUFRLEtBQUssS0FBSyxNQUFNLEVBQUUsSUFBTSxVQUFVO0lBQzFELHVGQUF1RjtJQUN2RixtRkFBbUY7SUFDbkYseUZBQXlGO0lBQ3pGLGtEQUFrRDtJQUNsRCxJQUFJLGlCQUFpQixHQUFHLElBQUksS0FBSyxVQUFVO01BQ3pDLFlBQVk7TUFDWixNQUFNO01BQ04sTUFBTSxDQUFDLE1BQU0sTUFBTSxDQUFDLDRCQUE0QixFQUFFLGdCQUFnQixDQUFDO1FBQ2pFLFFBQVE7UUFDUixPQUFPLE9BQU8sT0FBTztRQUNyQixRQUFRLEtBQUssTUFBTTtRQUNuQixRQUFRO1FBQ1IsVUFBVSxJQUFNLGNBQWMsSUFBSSxLQUFLLFFBQVEsUUFBUSxPQUFPLElBQUk7UUFDbEUsY0FBYyxLQUFLLElBQUksS0FBSyxhQUFhLEtBQUssUUFBUSxLQUFLO01BQzdEO0lBQ0Y7SUFDQSxPQUFPO0VBQ1QsRUFBRSxPQUFPLEdBQUc7SUFDVixJQUFJLEtBQUssQ0FBQyxDQUFDLG9CQUFvQixFQUFFLGFBQWEsUUFBUSxFQUFFLEtBQUssSUFBSSxFQUFFLE9BQU8sR0FBRyxHQUFHO0lBQ2hGLE9BQU87RUFDVCxTQUFVO0lBQ1IsUUFBUTtJQUNSLGtGQUFrRjtJQUNsRixnRkFBZ0Y7SUFDaEYsTUFBTTtJQUNOLDJGQUEyRjtJQUMzRiwwRkFBMEY7SUFDMUYsMEVBQTBFO0lBQzFFLFVBQVU7SUFDVixNQUFNO0lBQ04sS0FBSyxNQUFNLENBQUMsUUFBUSxHQUFHLElBQUksVUFBVyxLQUFLLG9CQUFvQixDQUFDLFFBQVE7RUFDMUU7QUFDRjtBQUVBLDBGQUEwRixHQUMxRixlQUFlLE1BQU0sSUFBYztFQUNqQyxJQUFJO0lBQ0YsTUFBTSxTQUFTLE1BQU0sU0FBUyxNQUFNLE9BQU8sTUFBTTtNQUMvQyxNQUFNLEVBQUUsY0FBYyxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7TUFDeEMsT0FBTyxlQUFlLE1BQU07SUFDOUI7SUFDQSxJQUFJLE9BQU8sSUFBSSxLQUFLLFFBQVE7TUFDMUIsTUFBTSxFQUFFLEtBQUssRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQztNQUN6QyxPQUFPLE1BQU0sTUFBTSxLQUFLLE1BQU0sRUFBRSxPQUFPLElBQUksR0FBRyxTQUFTLE9BQU8sSUFBSSxJQUFJLE9BQU87SUFDL0U7SUFDQSxJQUFJLE9BQU8sSUFBSSxLQUFLLFdBQVc7TUFDN0IsT0FBTyxNQUFNLE1BQU0sS0FBSyxNQUFNLEVBQUUsQ0FBQyxVQUFVLEVBQUUsU0FBUyxPQUFPLENBQUMsRUFBRSxDQUFDLEVBQUU7SUFDckU7SUFDQSxPQUFPLE9BQU8sTUFBTTtFQUN0QixFQUFFLE9BQU8sR0FBRztJQUNWLElBQUksQ0FBQyxDQUFDLGFBQWEsVUFBVSxHQUFHLE1BQU07SUFDdEMsdUZBQXVGO0lBQ3ZGLE9BQU8sTUFBTSxPQUNYLEdBQUcsRUFBRSxPQUFPLENBQUMsa0NBQWtDLENBQUMsRUFDaEQsbUJBQW1CLE1BQU0sRUFBRSxTQUFTO0VBRXhDO0FBQ0Y7QUFFQSwrRkFBK0YsR0FDL0YsZUFBZSxRQUNiLE1BQWlCO0VBRWpCLElBQUksT0FBTyxPQUFPLEtBQUssV0FBVztJQUNoQyxPQUFPO01BQUUsS0FBSyxhQUFhLE9BQU8sUUFBUSxFQUFFLGVBQWUsT0FBTyxTQUFTO0lBQUU7RUFDL0U7RUFDQSxPQUFPLE1BQU0sQ0FBQyxNQUFNLE1BQU0sQ0FBQyxvQkFBb0IsRUFBRSxXQUFXLENBQUMsUUFBUSxPQUFPLE9BQU87QUFDckY7QUFFQSw2REFBNkQsR0FDN0QsZUFBZSxNQUNiLE1BQWlCLEVBQ2pCLEdBQVcsRUFDWCxNQUFtQixFQUNuQixRQUF1QyxFQUN2QyxRQUFxQztFQUVyQyxNQUFNLFdBQVcsZUFBZTtFQUNoQyxNQUFNLFNBQVMsTUFBTSxZQUFZLFFBQVEsS0FBSztFQUM5QyxJQUFJLE9BQU8sV0FBVyxVQUFVLE9BQU87RUFDdkMsTUFBTSxVQUFVLE1BQU0sT0FBTyxLQUFLLENBQUMsU0FBUztJQUFFO0lBQVE7RUFBUztFQUMvRCxNQUFNLGNBQWMsU0FBUyxLQUFLLFFBQVEsUUFBUSxPQUFPLElBQUk7RUFDN0QsTUFBTSxPQUFPLGNBQWMsU0FBUztFQUNwQyx5RkFBeUY7RUFDekYsSUFBSSxRQUFRLGNBQWMsSUFBSSxlQUFlLFdBQVc7SUFDdEQsSUFBSSxJQUFJLENBQUMsQ0FBQyxtQkFBbUIsRUFBRSxRQUFRLEdBQUcsQ0FBQyxhQUFhLEVBQUUsTUFBTTtFQUNsRTtFQUNBLE9BQU87QUFDVDtBQUVBLG1GQUFtRixHQUNuRixlQUFlLE9BQU8sTUFBaUIsRUFBRSxHQUFXLEVBQUUsTUFBbUI7RUFDdkUsTUFBTSxXQUFXLGVBQWU7RUFDaEMsTUFBTSxTQUFTLE1BQU0sWUFBWSxRQUFRLEtBQUs7RUFDOUMsSUFBSSxPQUFPLFdBQVcsVUFBVSxPQUFPO0VBQ3ZDLE1BQU0sY0FBeUMsT0FBTyxVQUFVLEtBQUssWUFDakUsSUFBTSxRQUFRLE9BQU8sQ0FBQyxhQUN0QixNQUFNLENBQUMsTUFBTSxNQUFNLENBQUMsb0JBQW9CLEVBQUUsZ0JBQWdCLENBQUMsUUFBUSxPQUFPLFVBQVUsRUFBRTtFQUMxRixJQUFJLE9BQU8sZ0JBQWdCLFVBQVUsT0FBTztFQUM1QyxNQUFNLEVBQUUsY0FBYyxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7RUFDeEMsSUFBSTtJQUNGLDRFQUE0RTtJQUM1RSxNQUFNLGVBQWUsQ0FBQyxNQUFjLEtBQ2xDLFNBQVMsSUFBSSxDQUFDLENBQUMsV0FBVyxFQUFFLEdBQUcsRUFBRSxFQUFFLE1BQU0sUUFBUSxvQkFBb0IsRUFBRSxNQUFNO0lBQy9FLHFGQUFxRjtJQUNyRixNQUFNLFNBQVMsY0FBYyxLQUFLO0lBQ2xDLE9BQU8sTUFBTSxlQUFlLFFBQVEsUUFBUSxRQUFRLFFBQVEsYUFBYTtFQUMzRSxTQUFVO0lBQ1IsTUFBTSxjQUFjLFNBQVMsS0FBSyxRQUFRLFFBQVEsT0FBTyxJQUFJO0VBQy9EO0FBQ0Y7QUFFQSwyRkFBMkYsR0FDM0YsU0FBUyxNQUFNLE1BQWlCO0VBQzlCLE9BQU8sT0FBTyxJQUFJLEtBQUssVUFBVSxVQUFVO0FBQzdDO0FBRUE7OztDQUdDLEdBQ0QsZUFBZSxZQUNiLE1BQWlCLEVBQ2pCLEdBQVcsRUFDWCxRQUFnQjtFQUVoQixNQUFNLFFBQVEsTUFBTSxZQUFZO0VBQ2hDLElBQUksT0FBTyxVQUFVLFVBQVUsT0FBTztFQUN0QyxNQUFNLEtBQUssTUFBTSxhQUFhLE9BQU8sRUFBRSxFQUFFLFFBQVEsUUFBUTtFQUN6RCxNQUFNLEtBQUssTUFBTSxhQUFhLE9BQU8sRUFBRSxFQUFFLFFBQVEsUUFBUTtFQUN6RCxJQUFJLE9BQU8sT0FBTyxVQUFVLE9BQU87RUFDbkMsSUFBSSxPQUFPLE9BQU8sVUFBVSxPQUFPO0VBQ25DLE1BQU0sVUFBVTtJQUNkO0lBQ0E7SUFDQSxlQUFlLE9BQU8sUUFBUTtJQUM5QixTQUFTLE9BQU8sT0FBTztJQUN2QixhQUFhLENBQUMsT0FBTyxJQUFJO0lBQ3pCLFFBQVEsY0FBYyxLQUFLO0lBQzNCLGFBQWEsT0FBTyxXQUFXO0lBQy9CLGdCQUFnQixDQUFDLE9BQWlCLFNBQVMsSUFBSSxDQUFDLEdBQUcsTUFBTSxRQUFRLG9CQUFvQixFQUFFLE1BQU07SUFDN0YsY0FBYyxPQUFPLFlBQVk7RUFDbkM7RUFDQSxPQUFPLE9BQU8sSUFBSSxLQUFLLFVBQ25CLElBQUksQ0FBQyxNQUFNLE1BQU0sQ0FBQyxrQ0FBa0MsRUFBRSxXQUFXLENBQUMsV0FDbEUsSUFBSSxDQUFDLE1BQU0sTUFBTSxDQUFDLGtDQUFrQyxFQUFFLFdBQVcsQ0FBQztBQUN4RTtBQUVBLHdFQUF3RSxHQUN4RSxlQUFlLE1BQ2IsTUFBaUIsRUFDakIsR0FBVyxFQUNYLE1BQW1CLEVBQ25CLFFBQXVDLEVBQ3ZDLFFBQXFDO0VBRXJDLE1BQU0sT0FBTyxNQUFNLG9CQUFvQjtFQUN2QyxJQUFJLE9BQU8sU0FBUyxVQUFVLE9BQU87RUFDckMsTUFBTSxFQUFFLEtBQUssRUFBRSxXQUFXLEVBQUUsR0FBRztFQUMvQixNQUFNLFFBQVEsTUFBTSxhQUFhLE9BQU8sS0FBSyxFQUFFLFdBQVcsYUFBYTtFQUN2RSxJQUFJLE9BQU8sVUFBVSxVQUFVLE9BQU87RUFDdEMsMkZBQTJGO0VBQzNGLHlDQUF5QztFQUN6QyxNQUFNLFVBQStCLEVBQUU7RUFDdkMsS0FBSyxNQUFNLFFBQVEsT0FBTyxPQUFPLENBQUU7SUFDakMsTUFBTSxRQUFRLGVBQWUsSUFBSSxDQUFDLFFBQzlCLE1BQU0sYUFBYSxNQUFNLFdBQVcsUUFBUSxTQUM1QyxRQUFRO0lBQ1osSUFBSSxPQUFPLFVBQVUsVUFBVSxPQUFPO0lBQ3RDLFFBQVEsSUFBSSxDQUFDO0VBQ2Y7RUFDQSxNQUFNLEVBQUUsU0FBUyxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7RUFDbkMsTUFBTSxZQUFZLElBQUksVUFBVTtJQUM5QjtJQUNBLE9BQU87SUFDUCxjQUFjLE9BQU8sWUFBWTtJQUNqQyxlQUFlLE9BQU8sUUFBUTtJQUM5QixTQUFTLE9BQU8sT0FBTztJQUN2QixRQUFRLGNBQWMsS0FBSztFQUM3QjtFQUNBLE1BQU0sVUFBVSxNQUFNLFVBQVUsS0FBSyxDQUFDLFNBQVM7SUFBRTtJQUFRO0VBQVM7RUFDbEUsTUFBTSxPQUFPLGNBQWMsU0FBUztFQUNwQyxJQUFJLElBQUksQ0FBQyxDQUFDLGlCQUFpQixFQUFFLFFBQVEsR0FBRyxDQUFDLGFBQWEsRUFBRSxNQUFNO0VBQzlELE9BQU87QUFDVDtBQUVBLDZGQUE2RixHQUM3RixlQUFlLFFBQ2IsTUFBaUIsRUFDakIsR0FBVyxFQUNYLE1BQW1CLEVBQ25CLFFBQXVDLEVBQ3ZDLFFBQXFDO0VBRXJDLE1BQU0sT0FBTyxNQUFNLG9CQUFvQjtFQUN2QyxJQUFJLE9BQU8sU0FBUyxVQUFVLE9BQU87RUFDckMsTUFBTSxRQUFRLE1BQU0sYUFBYSxPQUFPLEtBQUssRUFBRSxXQUFXLEtBQUssV0FBVyxFQUFFLEtBQUssS0FBSztFQUN0RixJQUFJLE9BQU8sVUFBVSxVQUFVLE9BQU87RUFDdEMsTUFBTSxFQUFFLFlBQVksRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUFDO0VBQ3RDLE1BQU0sU0FBUyxJQUFJLGFBQWE7SUFDOUIsVUFBVSxRQUFRLE9BQU8sRUFBRTtJQUMzQixVQUFVLFFBQVEsT0FBTyxFQUFFO0lBQzNCLE9BQU87SUFDUCxlQUFlLE9BQU8sYUFBYTtJQUNuQyxlQUFlLE9BQU8sUUFBUTtJQUM5QixTQUFTLE9BQU8sT0FBTztJQUN2QixRQUFRO0VBQ1Y7RUFDQSxNQUFNLFVBQVUsTUFBTSxPQUFPLE9BQU8sQ0FBQztJQUFFO0lBQVE7RUFBUztFQUN4RCxJQUFJLFFBQVEsR0FBRyxLQUFLLG9CQUFvQjtJQUN0QyxNQUFNLFFBQVEsUUFBUSxLQUFLO0lBQzNCLE1BQU0sT0FBTyxPQUFPLFdBQVcsWUFDM0IseUJBQ0EsT0FBTyxRQUFRLFNBQVMsMkJBQ3hCLG1CQUNBLE9BQU8sUUFBUSxTQUFTLDRDQUN4QixDQUFDLEVBQUUsRUFBRSxhQUFhLFFBQVEsQ0FBQyxDQUFDLEdBQzVCO0lBQ0osd0ZBQXdGO0lBQ3hGLHlDQUF5QztJQUN6QyxNQUFNLFVBQVUsT0FBTyxRQUFRLFFBQzdCLHFDQUNBLENBQUMsNEJBQTRCLEVBQUUsYUFBYSxRQUFRLENBQUMsQ0FBQyxFQUN0RCxRQUFRLHVDQUF1QyxDQUFDLEdBQUc7TUFDbkQsTUFBTSxTQUFTLE9BQU8sY0FBYyxFQUFFLENBQUMsWUFBWSxNQUFNLE9BQU8sS0FBSztNQUNyRSxPQUFPLFdBQVcsWUFDZCxDQUFDLGVBQWUsRUFBRSxRQUFRLGVBQWUsQ0FBQyxHQUMxQyxDQUFDLDRCQUE0QixFQUFFLFFBQVEsb0JBQW9CLEVBQUUsUUFBUTtJQUMzRTtJQUNBLElBQUksS0FBSyxDQUFDLEdBQUcsV0FBVyx3Q0FBd0MsTUFBTTtFQUN4RSxPQUFPLElBQUksUUFBUSxRQUFRLEtBQUssTUFBTTtJQUNwQyxJQUFJLElBQUksQ0FBQyxDQUFDLEtBQUssRUFBRSxRQUFRLFFBQVEsQ0FBQyx5QkFBeUIsRUFBRSxRQUFRLGNBQWMsRUFBRTtFQUN2RjtFQUNBLE9BQU8sZ0JBQWdCLFNBQVM7QUFDbEM7QUFFQTs7Ozs7Q0FLQyxHQUNELGVBQWUsb0JBQ2IsTUFBaUI7RUFFakIsTUFBTSxRQUFRLE1BQU0sWUFBWTtFQUNoQyxJQUFJLE9BQU8sVUFBVSxVQUFVLE9BQU87RUFDdEMsSUFBSSxDQUFDLE9BQU8sV0FBVyxFQUFFLE9BQU87SUFBRTtJQUFPLGFBQWE7RUFBTztFQUM3RCw2RkFBNkY7RUFDN0YsTUFBTSxTQUFTLEtBQUssU0FBUyxDQUFDO0lBQzVCLE9BQU8sQ0FBQyxNQUFNLEVBQUUsS0FBSyxTQUFTLENBQUMsT0FBTyxJQUFJLEVBQUUsbUJBQW1CLENBQUM7SUFDaEUsT0FBTyxhQUFhO0VBQ3RCO0VBQ0EsTUFBTSxNQUE4QjtJQUFFLEdBQUcsT0FBTyxRQUFRO0lBQUUsQ0FBQyxpQkFBaUIsRUFBRTtFQUFPO0VBQ3JGLElBQUksVUFBVSxXQUFXLEdBQUcsQ0FBQyxpQkFBaUIsR0FBRztFQUNqRCxPQUFPO0lBQUU7SUFBTyxhQUFhO01BQUUsR0FBRyxNQUFNO01BQUUsVUFBVTtJQUFJO0VBQUU7QUFDNUQ7QUFFQSw0RkFBNEYsR0FDNUYsU0FBUyxXQUFXLFFBQWdCO0VBQ2xDLE9BQU8sS0FBSyxXQUFXLENBQUMsU0FBUyxDQUFDO0lBQUUsTUFBTTtJQUFPO0VBQVMsR0FBRyxLQUFLLEtBQUs7QUFDekU7QUFFQSxpR0FBaUcsR0FDakcsU0FBUyxRQUFRLFFBQWdCO0VBQy9CLElBQUksQ0FBQyxXQUFXLFdBQVcsT0FBTztFQUNsQyxNQUFNLFFBQVEsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDO0VBQzNCLElBQUksVUFBVSxXQUFXLEtBQUssR0FBRyxDQUFDLE1BQU0sQ0FBQztFQUN6QyxPQUFPO0FBQ1Q7QUFFQSwyRkFBMkYsR0FDM0YsU0FBUyxpQkFBaUIsTUFBaUI7RUFDekMsT0FBTyxPQUFPLElBQUksS0FBSyxXQUFXLFdBQVcscUJBQzNDLENBQUMsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDLHFCQUFxQixFQUFFLE1BQU07QUFDL0M7QUFFQSw2RkFBNkYsR0FDN0YsSUFBSTtBQUVKOzs7O0NBSUMsR0FDRCxTQUFTLHNCQUFzQixNQUFpQjtFQUM5QyxNQUFNLFFBQVEsUUFBUTtFQUN0QixJQUFJLFVBQVUsYUFBYSxDQUFDLGlCQUFpQixTQUFTO0VBQ3RELGNBQWMsQ0FBQztFQUNmLElBQUk7SUFDRixNQUFNLFNBQVMsS0FBSyxLQUFLLENBQUM7SUFDMUIsTUFBTSxPQUFPLENBQUMsSUFBZSxPQUFPLE1BQU0sWUFBWSxNQUFNLEtBQUssSUFBSTtJQUNyRSxjQUFjO01BQUUsT0FBTyxLQUFLLFFBQVE7TUFBUSxPQUFPLEtBQUssUUFBUTtJQUFPO0VBQ3pFLEVBQUUsT0FBTTtFQUNOLG1EQUFtRDtFQUNyRDtBQUNGO0FBRUEsMEZBQTBGLEdBQzFGLElBQUk7QUFFSjs7Ozs7OztDQU9DLEdBQ0QsZUFBZSxnQkFBZ0IsTUFBaUIsRUFBRSxHQUFXO0VBQzNELE1BQU0sUUFBUSxRQUFRO0VBQ3RCLElBQUksVUFBVSxXQUFXLE9BQU87RUFDaEMsSUFBSSxnQkFBZ0IsYUFBYSxPQUFPLGVBQWUsS0FBSyxXQUFXO0lBQ3JFLElBQUksSUFBSSxDQUNOLEdBQUcsaUJBQWlCLGdFQUFnRSxDQUFDLEdBQ25GLENBQUMsMkRBQTJELENBQUM7SUFFakUsT0FBTztFQUNUO0VBQ0EsTUFBTSxFQUFFLFlBQVksRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUFDO0VBQ3RDLE1BQU0sVUFBVSxhQUFhO0VBQzdCLElBQUksWUFBWSxXQUFXO0lBQ3pCLE9BQU8sTUFBTSxPQUNYLEdBQUcsaUJBQWlCLCtEQUErRCxDQUFDLEdBQ2xGLEdBQUcsUUFBUSwrQkFBK0IsQ0FBQyxFQUM3QyxPQUFPLFNBQVM7RUFFcEI7RUFDQSxjQUFjO0VBQ2QsT0FBTztBQUNUO0FBRUE7OztDQUdDLEdBQ0QsZUFBZSxZQUFZLE1BQWlCO0VBQzFDLElBQUksT0FBTyxlQUFlLEtBQUssV0FBVyxPQUFPO0VBQ2pELE1BQU0sRUFBRSxvQkFBb0IsRUFBRSxhQUFhLEVBQUUsU0FBUyxFQUFFLFlBQVksRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUNuRjtFQUVGLElBQUk7RUFDSixJQUFJO0lBQ0YsUUFBUSxDQUFDLE1BQU0sY0FBYyxPQUFPLGVBQWUsRUFBRSxxQkFBcUIsRUFBRSxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FDdkYsSUFBSTtFQUNULEVBQUUsT0FBTyxHQUFHO0lBQ1YsT0FBTyxNQUFNLE9BQ1gsYUFDRSxRQUNBLHFCQUNBLENBQUMsZ0NBQWdDLEVBQUUsT0FBTyxlQUFlLENBQUMsRUFBRSxFQUFFLEFBQUMsRUFBWSxPQUFPLEVBQUUsR0FDbEYsR0FBRyxhQUFhLEtBQUssTUFBTSxDQUFDLFFBQVEsR0FBRyxVQUFVLE9BQU8sZUFBZSxJQUFLLEdBQUcsRUFBRSxDQUFDLEdBQ2xGLENBQUMsb0ZBQW9GLENBQUMsR0FFMUYsT0FBTyxTQUFTO0VBRXBCO0VBQ0EsTUFBTSxVQUFVLGFBQWE7RUFDN0IsSUFBSSxZQUFZLFdBQVc7SUFDekIsT0FBTyxNQUFNLE9BQ1gsYUFDRSxRQUNBLHFCQUNBLENBQUMsb0JBQW9CLEVBQUUsT0FBTyxlQUFlLENBQUMsOEJBQThCLENBQUMsR0FDM0UsQ0FBQyxnQkFBZ0IsRUFBRSxRQUFRLHlDQUF5QyxDQUFDLEdBQ3JFLENBQUMsZ0NBQWdDLENBQUMsR0FFdEMsT0FBTyxTQUFTO0VBRXBCO0VBQ0EsT0FBTztBQUNUO0FBRUEsMEZBQTBGLEdBQzFGLGVBQWUsYUFDYixJQUF3QixFQUN4QixJQUE2QyxFQUM3QyxNQUFpQixFQUNqQixLQUF5QjtFQUV6QixJQUFJLFNBQVMsV0FBVyxPQUFPO0VBQy9CLElBQUksQ0FBQyxlQUFlLElBQUksQ0FBQyxPQUFPO0lBQzlCLE9BQU8sUUFBUSxNQUFNO01BQUUsS0FBSyxPQUFPLFFBQVE7TUFBRSxLQUFLLE9BQU8sUUFBUTtJQUFDO0VBQ3BFO0VBQ0EsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUFDO0VBQ3JDLDBGQUEwRjtFQUMxRix1RkFBdUY7RUFDdkYsTUFBTSxlQUFlLEtBQUssR0FBRyxDQUFDLHdCQUF3QixPQUFPLFFBQVE7RUFDckUsTUFBTSxtQkFBbUIsS0FBSyxHQUFHLENBQUMsNEJBQTRCO0VBQzlELElBQUk7SUFDRixxRkFBcUY7SUFDckYsa0JBQWtCO0lBQ2xCLE9BQU8sWUFBWSxNQUFNO01BQUU7TUFBTztNQUFjO0lBQWlCO0VBQ25FLEVBQUUsT0FBTyxHQUFHO0lBQ1YsT0FBTyxNQUFNLE9BQ1gsR0FBRyxBQUFDLEVBQVksT0FBTyxDQUFDLFlBQVksRUFBRSxLQUFLLDBDQUEwQyxDQUFDLEVBQ3RGLE9BQU8sU0FBUztFQUVwQjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxjQUFjLEdBQVcsRUFBRSxNQUFpQjtFQUNuRCxPQUFPO0lBQ0wscUVBQXFFO0lBQ3JFLE9BQU8sQ0FBQztNQUNOLE1BQU0sUUFBUSx1QkFBdUIsSUFBSSxDQUFDLFVBQVUsQ0FBQyxFQUFFLElBQUk7TUFDM0QsSUFBSSxLQUFLLENBQUMsUUFBUSxTQUFTLFFBQVEsS0FBSyxDQUFDLE1BQU0sTUFBTSxHQUFHO0lBQzFEO0lBQ0EsTUFBTSxDQUFDLFVBQVksSUFBSSxJQUFJLENBQUM7SUFDNUIsTUFBTSxDQUFDLFVBQVksSUFBSSxJQUFJLENBQUM7SUFDNUIsT0FBTyxDQUFDLFVBQVksSUFBSSxLQUFLLENBQUM7SUFDOUIsR0FBSSxJQUFJLEtBQUssR0FBRztNQUFFLE9BQU8sSUFBTSxJQUFJLEtBQUs7SUFBSSxJQUFJLENBQUMsQ0FBQztFQUNwRDtBQUNGO0FBRUEsdUZBQXVGLEdBQ3ZGLFNBQVMsYUFBYSxNQUFpQjtFQUNyQywwRUFBMEU7RUFDMUUsSUFBSSxPQUFPLGVBQWUsS0FBSyxhQUFhLGFBQWEsVUFBVSxXQUFXO0lBQzVFLE9BQU8sWUFBWSxLQUFLO0VBQzFCO0VBQ0EsTUFBTSxRQUFRLE9BQU8sV0FBVyxFQUFFLENBQUMsb0JBQW9CO0VBQ3ZELE9BQU8sVUFBVSxZQUFZLHdCQUF3QixDQUFDLHVCQUF1QixFQUFFLE9BQU87QUFDeEY7QUFFQSx1RkFBdUYsR0FDdkYsU0FBUyxhQUFhLE1BQWlCO0VBQ3JDLElBQUksT0FBTyxXQUFXLEtBQUssV0FBVyxPQUFPLE9BQU8sV0FBVztFQUMvRCxPQUFPLE9BQU8sSUFBSSxLQUFLLFlBQ25CLFlBQ0EsQ0FBQyxNQUFNLEVBQUUsS0FBSyxTQUFTLENBQUMsT0FBTyxJQUFJLEVBQUUsbUJBQW1CLENBQUM7QUFDL0Q7QUFFQSw4RkFBOEYsR0FDOUYsTUFBTSxnQkFBZ0I7QUFFdEI7Ozs7OztDQU1DLEdBQ0QsU0FBUyxVQUFVLE9BQWUsRUFBRSxNQUFpQjtFQUNuRCxJQUFJLGVBQWUsSUFBSSxDQUFDLFVBQVU7SUFDaEMsT0FBTyxDQUFDLGlCQUFpQixFQUFFLGFBQWEsUUFBUSx1Q0FBdUMsQ0FBQyxHQUN0RixDQUFDLDBEQUEwRCxDQUFDO0VBQ2hFO0VBQ0EsT0FBTyxjQUFjLElBQUksQ0FBQyxXQUFXLENBQUMsaUJBQWlCLEVBQUUsYUFBYSxRQUFRLENBQUMsQ0FBQyxHQUFHO0FBQ3JGO0FBRUE7Ozs7OztDQU1DLEdBQ0QsU0FBUyxVQUNQLE9BQWUsRUFDZixJQUFZLEVBQ1osSUFBdUIsRUFDdkIsTUFBaUIsRUFDakIsS0FBK0I7RUFFL0IsTUFBTSxTQUFTLGVBQWUsSUFBSSxDQUFDO0VBQ25DLElBQUksVUFBVSxrRUFBa0UsSUFBSSxDQUFDLFVBQVU7SUFDN0YsT0FBTyxNQUNMLENBQUMsNERBQTRELEVBQUUsS0FBSyxvQkFBb0IsQ0FBQztFQUU3RjtFQUNBLDRFQUE0RTtFQUM1RSxJQUFJLFVBQVUsbURBQW1ELElBQUksQ0FBQyxVQUFVO0lBQzlFLE9BQU8sQ0FBQyxXQUFXLEVBQUUsS0FBSyxnREFBZ0QsQ0FBQztFQUM3RTtFQUNBLG9GQUFvRjtFQUNwRixJQUFJLFVBQVUsZ0JBQWdCLElBQUksQ0FBQyxVQUFVLE9BQU87RUFDcEQsT0FBTyxDQUFDLFNBQVMsVUFBVSxTQUFTLFVBQVUsU0FBUyxLQUNyRCxNQUFNLFNBQVMsQ0FBQyx1QkFBdUIsRUFBRSxLQUFLLG9CQUFvQixDQUFDLEdBQUc7QUFDMUU7QUFFQSw0RUFBNEUsR0FDNUUsU0FBUyxTQUFTLE9BQWUsRUFBRSxNQUFpQjtFQUNsRCxNQUFNLFVBQVUsaURBQWlELElBQUksQ0FBQztFQUN0RSxJQUFJLFlBQVksTUFBTTtJQUNwQixNQUFNLFVBQVUsT0FBTyxDQUFDLEVBQUU7SUFDMUIsTUFBTSxPQUFPLFlBQVksTUFBTSxPQUFPLEVBQUUsR0FBRyxPQUFPLEVBQUU7SUFDcEQsTUFBTSxPQUFPLFFBQVEsS0FBSyxDQUFDLE9BQU8sQ0FBQyxFQUFFLENBQUMsTUFBTTtJQUM1QyxPQUFPLEdBQUcsUUFBUSxFQUFFLEVBQ2xCLFVBQVUsTUFBTSxRQUFRLElBQUksU0FBUyxRQUFRLENBQUM7TUFDNUMscUZBQXFGO01BQ3JGLGlFQUFpRTtNQUNqRSxNQUFNLFNBQVMsT0FBTyxjQUFjLEVBQUUsQ0FBQyxZQUFZLE1BQU0sT0FBTyxLQUFLO01BQ3JFLE1BQU0sUUFBUSxhQUFhO01BQzNCLE9BQU8sT0FBTyxJQUFJLEtBQUssWUFDbkIsQ0FBQyxXQUFXLEVBQUUsUUFBUSxDQUFDLEVBQUUsS0FBSyxVQUFVLEVBQ3hDLEtBQUssU0FBUyxDQUFDLE9BQU8sSUFBSSxFQUMzQixtQkFBbUIsQ0FBQyxHQUNuQixXQUFXLFlBQ1gsQ0FBQywwQkFBMEIsRUFBRSxRQUFRLEVBQUUsRUFBRSxLQUFLLElBQUksRUFBRSxRQUFRLEdBQzVELFVBQVUsWUFDVixDQUFDLFdBQVcsRUFBRSxRQUFRLENBQUMsRUFBRSxLQUFLLElBQUksRUFBRSxPQUFPLEdBQzNDLENBQUMsYUFBYSxFQUFFLFFBQVEsQ0FBQyxFQUFFLE1BQU07SUFDdkMsSUFDQTtFQUNKO0VBQ0EsTUFBTSxRQUFRLGtDQUFrQyxJQUFJLENBQUM7RUFDckQsTUFBTSxZQUFZLFVBQVUsT0FBTyxZQUFZLE9BQU8sT0FBTyxDQUFDLE9BQU8sS0FBSyxDQUFDLEVBQUUsRUFBRTtFQUMvRSxJQUFJLFVBQVUsUUFBUSxjQUFjLFdBQVc7SUFDN0MsTUFBTSxJQUFJLE9BQU8sS0FBSyxDQUFDLEVBQUUsSUFBSTtJQUM3QixNQUFNLE9BQU8sUUFBUSxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxNQUFNO0lBQzFDLGlGQUFpRjtJQUNqRixPQUFPLEdBQUcsUUFBUSxFQUFFLEVBQ2xCLFVBQVUsTUFBTSxXQUFXLFNBQVMsUUFBUSxDQUFDLE9BQzNDLE9BQU8sYUFBYSxLQUFLLFlBQ3JCLENBQUMsZ0JBQWdCLEVBQUUsS0FBSyxRQUFRLEVBQUUsRUFBRSxJQUFJLEVBQUUsT0FBTyxhQUFhLEVBQUUsR0FDaEUsQ0FBQyxVQUFVLEVBQUUsUUFBUSxHQUFHLFNBQVMsRUFBRSxNQUFNLEdBQy9DO0VBQ0o7RUFDQSxJQUFJLDJCQUEyQixJQUFJLENBQUMsWUFBWSxPQUFPLEtBQUssS0FBSyxXQUFXO0lBQzFFLHdFQUF3RTtJQUN4RSxPQUFPLEdBQUcsUUFBUSxFQUFFLEVBQ2xCLFVBQVUsU0FBUyxPQUFPLEtBQUssRUFBRSxTQUFTLFFBQVEsQ0FBQyxPQUNqRCxPQUFPLFdBQVcsS0FBSyxZQUNuQixDQUFDLGdCQUFnQixFQUFFLEtBQUssRUFBRSxFQUFFLE9BQU8sV0FBVyxFQUFFLEdBQ2hELE9BQU8sSUFBSSxLQUFLLFlBQ2hCLENBQUMsVUFBVSxFQUFFLEtBQUssVUFBVSxFQUFFLEtBQUssU0FBUyxDQUFDLE9BQU8sSUFBSSxFQUFFLG1CQUFtQixDQUFDLEdBQzlFLENBQUMsa0JBQWtCLEVBQUUsTUFBTSxHQUNqQztFQUNKO0VBQ0EsSUFBSSxpRUFBaUUsSUFBSSxDQUFDLFVBQVU7SUFDbEYsT0FBTyxHQUFHLFFBQVEscUJBQXFCLENBQUM7RUFDMUM7RUFDQSxJQUNFLHdDQUF3QyxJQUFJLENBQUMsWUFDN0Msb0dBQ0ssSUFBSSxDQUFDLFlBQ1IsZ0JBQWdCLElBQUksQ0FBQyxVQUN2QjtJQUNBLE9BQU8sR0FBRyxRQUFRLEVBQUUsRUFBRSxpQkFBaUI7RUFDekM7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxxRkFBcUYsR0FDckYsTUFBTSxrQkFBa0I7QUFDeEIseUNBQXlDLEdBQ3pDLE1BQU0sa0JBQWtCO0FBRXhCLHlEQUF5RCxHQUN6RCxTQUFTLFFBQVEsQ0FBUztFQUN4QixNQUFNLE9BQU8sSUFBSSxPQUFPLE1BQU0sSUFBSSxPQUFPO0VBQ3pDLE1BQU0sU0FBUyxPQUFPLE9BQU87SUFBQztJQUFNO0lBQU07SUFBTTtHQUFLLENBQUMsSUFBSSxHQUFHLElBQUk7RUFDakUsT0FBTyxHQUFHLElBQUksUUFBUTtBQUN4QjtBQUVBLFNBQVMsUUFBUSxHQUF1QjtFQUN0QyxPQUFPLFFBQVEsWUFBWSxZQUFZLFFBQVE7QUFDakQ7QUFFQTs7Ozs7O0NBTUMsR0FDRCxlQUFlLE9BQU8sT0FBZSxFQUFFLE1BQWlCO0VBQ3RELDJFQUEyRTtFQUMzRSxPQUFPLE1BQU0sQ0FBQyxNQUFNLE1BQU0sQ0FBQyxtQkFBbUIsRUFBRSxNQUFNLENBQUMsU0FBUztBQUNsRTtBQUVBOzs7OztDQUtDLEdBQ0QsU0FBUyxtQkFBbUIsSUFBdUIsRUFBRSxRQUFvQjtFQUN2RSxJQUFJO0VBQ0osSUFBSSxJQUFJLENBQUMsRUFBRSxLQUFLLFdBQVcsSUFBSSxDQUFDLEVBQUUsS0FBSyxTQUFTLE9BQU87RUFDdkQsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFLEtBQUssTUFBTSxJQUFLO0lBQ3hELE1BQU0sUUFBUSxJQUFJLENBQUMsRUFBRSxLQUFLLGlCQUN0QixJQUFJLENBQUMsSUFBSSxFQUFFLEdBQ1gsSUFBSSxDQUFDLEVBQUUsQ0FBQyxVQUFVLENBQUMsbUJBQ25CLElBQUksQ0FBQyxFQUFFLENBQUMsS0FBSyxDQUFDLGdCQUFnQixNQUFNLElBQ3BDO0lBQ0osSUFBSSxVQUFVLFVBQVUsVUFBVSxRQUFRLFNBQVM7RUFDckQ7RUFDQSxPQUFPLFVBQVUsWUFBWTtBQUMvQjtBQUVBLGVBQWUsTUFBTSxJQUFjLEVBQUUsSUFBWSxFQUFFLElBQVk7RUFDN0QsNkZBQTZGO0VBQzdGLE1BQU0sRUFBRSxTQUFTLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQztFQUNuQyxNQUFNLFVBQVUsTUFBTTtFQUN0QixPQUFPO0FBQ1QifQ==
// denoCacheMetadata=2153810352396986824,6446132764167005943