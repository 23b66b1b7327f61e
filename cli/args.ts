/**
 * Command-line parsing and validation into one {@linkcode CliConfig}.
 *
 * @module
 */

import { FlagError, parseFlags } from "./flags.ts";
import { nearestName } from "./nearest_name.ts";
import { shellSyntaxProblem } from "./shell_syntax.ts";
import { clipped, LOG_LEVELS, type LogFormat, type LogLevel, safeLine } from "../log/logger.ts";
import { DEFAULT_MAX_FRAME_BYTES } from "../schema/versions.ts";
import { commandProblem, commandProblemText, splitCommand } from "../process/split_command.ts";
import { pathExists } from "../process/path_exists.ts";
import { AGENT_NAME, type NamedAgent, type NamedAgents, routerCommand } from "./named_agents.ts";
import { REMOTE_ADDRESS, remoteAddressProblem } from "./remote_address.ts";
import { withoutUserInfo } from "../remote/shown_address.ts";
import { isStandardStream } from "./same_file.ts";

/** The modes the CLI runs in. */
export type Mode = "serve" | "connect" | "proxy" | "chain" | "probe";

/** A complete, validated CLI configuration. */
export interface CliConfig {
  /** Which router runs. */
  mode: Mode;
  /** v1 command (or v1 client command in `connect`). */
  v1?: string;
  /** v2 command (or v2 client command in `connect`). */
  v2?: string;
  /** Agent command (`connect` and `chain`). */
  agent?: string;
  /** `chain`: the proxy commands, in chain order (the client's side first). */
  proxies: string[];
  /** `chain`: the names sent to proxies (`_proxy/*` or the schema's `proxy/*`). */
  proxyMethods: "prefixed" | "schema";
  /** Largest frame before selection, in bytes. */
  maxFrame: number;
  /** Grace period before an agent is terminated, in ms. */
  graceMs: number;
  /** Initialize timeout for `connect`, in ms. */
  initTimeoutMs: number;
  /** Most verbose log level printed. */
  logLevel: LogLevel;
  /** Copy every byte through the daemon (no stdout handover, no splice pump). */
  copy: boolean;
  /** Where the daemon's own log lines go instead of stderr (appended). */
  logFile?: string;
  /** How log lines are written. */
  logFormat: "text" | "json";
  /** Where the session's transcript goes (a file, or a directory for one file per connection). */
  transcript?: string;
  /** What happens to non-JSON lines of the agent's stdout. */
  stdoutGuard: "pass" | "divert" | "drop";
  /** Add a W3C traceparent to the first initialize and the agent's environment. */
  traceContext: boolean;
  /** The bearer token file for remote agents (`--vN http://...`). */
  remoteTokenFile?: string;
  /** The HTTP/WebSocket listener (`--listen`), or undefined for stdio. */
  listen?: ListenConfig;
  /** `--name`: the named agent (config `"agents"`) the commands came from. */
  name?: string;
  /** Variables added to the agent commands' inherited environment (a named agent's `env`). */
  agentEnv?: Record<string, string>;
  /** The agent commands' working directory (a named agent's `cwd`). */
  agentCwd?: string;
  /**
   * `connect`/`chain`: the agent is a named v1+v2 pair's inner router, which gets the remote
   * token in {@linkcode REMOTE_TOKEN_ENV}.
   */
  innerRouter?: boolean;
  /** The config file's named agents (empty without any). */
  agents: NamedAgents;
  /** `probe`: how the checks run and how the report is printed. */
  probe?: ProbeSettings;
  /**
   * The paths a config file gave (not a flag), each as where it is in the file
   * (`FILE:LINE:COLUMN`): a message about one names that place, not a flag nobody typed.
   */
  fileOrigins?: Partial<Record<LateCheckedKey, string>>;
  /** Where a config file gave the agent (its `"chain"` or `"agent"`) when no `--agent` did. */
  agentInFile?: string;
  /** Where a config file gave the chain's proxies (its `"chain"` or `"proxy"`) when no flag did. */
  proxiesInFile?: string;
  /** Where a config file gave `"v1"`/`"v2"` (`FILE:LINE:COLUMN`) when no flag did. */
  commandsInFile?: Partial<Record<"v1" | "v2", string>>;
  /** `--config`: the file the settings were read from (never written to). */
  configFile?: string;
}

/**
 * The settings whose problems are found after parsing: paths (opening, reading), origins and
 * host names (checked by the remote server's code, loaded only with --listen).
 */
const LATE_CHECKED_KEYS = [
  "transcript",
  "log-file",
  "token-file",
  "remote-token-file",
  "allow-origin",
  "allow-host",
] as const;

/** One of {@linkcode LATE_CHECKED_KEYS}. */
export type LateCheckedKey = typeof LATE_CHECKED_KEYS[number];

/**
 * `message`, about the setting `key` checked after parsing, said of the config file's place
 * when the file gave it: `FILE:LINE:COLUMN: ` first and `"key"` for `--key`.
 *
 * @param config The configuration.
 * @param key The setting.
 * @param message The message, naming `--key`.
 * @returns The message to print.
 */
export function aboutSetting(config: CliConfig, key: LateCheckedKey, message: string): string {
  const where = config.fileOrigins?.[key];
  return where === undefined ? message : `${where}: ${message.replaceAll(`--${key}`, `"${key}"`)}`;
}

/** `probe`'s settings. */
export interface ProbeSettings {
  /** `--json`: one JSON document instead of the table. */
  json: boolean;
  /** `--no-session`: skip the `session/new` check. */
  session: boolean;
  /** `--slow-start-ms`: spawn->initialize answer time from which the start is a warn. */
  slowStartMs: number;
  /** `--probe-timeout-ms`: the bound of each wait for an answer. */
  timeoutMs: number;
  /** `--eof-wait-ms`: time the agent has to exit after stdin EOF. */
  eofWaitMs: number;
  /** `--all`: probe every named agent of the config file, one after another. */
  all: boolean;
}

/** `--listen HOST:PORT` and the listener's settings (REMOTE §1, §5). */
export interface ListenConfig {
  /** The host to bind. */
  hostname: string;
  /** The port (0: pick one). */
  port: number;
  /** The bearer token file. */
  tokenFile?: string;
  /** Origins allowed besides loopback. */
  allowOrigins: string[];
  /** Host names allowed besides loopback and the listen host. */
  allowHosts: string[];
  /** Largest request body or WebSocket message, in bytes. */
  maxBody: number;
  /** Most connections at once. */
  maxConnections: number;
  /** How long an HTTP connection may sit idle, in ms. */
  idleTimeoutMs: number;
  /** Most bytes buffered per connection for streams with no reader. */
  maxBuffered: number;
  /** After SIGTERM, how long live connections may go on before they are ended, in ms. */
  drainMs: number;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** `--listen` and its settings, validated (REMOTE §5: loopback unless allowed and guarded). */
function listenOptions(mode: Mode, s: Settings): ListenConfig | undefined {
  const listen = s["listen"];
  if (listen === undefined) {
    // `--no-allow-remote` turns off what is off without --listen (a config file may turn it on).
    const stray = LISTEN_ONLY.find((key) => s[key] !== undefined && s[key] !== false);
    if (stray) throw new UsageError(`--${stray} is for --listen only; add --listen HOST:PORT`);
    if (mode !== "connect" && s["init-timeout-ms"] !== undefined) {
      throw new UsageError(`--init-timeout-ms is for connect and --listen only; remove it`);
    }
    return undefined;
  }
  const match = typeof listen === "string"
    ? /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s]+)):([0-9]{1,5})$/.exec(listen)
    : null;
  const port = match ? Number(match[3]) : NaN;
  if (!match || port > 65535) {
    // A URL (`http://127.0.0.1:7331`): the address it listens on, not one to dial.
    const url = typeof listen === "string" && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(listen);
    // An IPv6 address without its brackets: `::1:7331` cannot tell the port from the address.
    const ipv6 = typeof listen === "string" && !url && !listen.startsWith("[") &&
      (listen.match(/:/g)?.length ?? 0) > 1;
    throw new UsageError(
      `--listen must be HOST:PORT (got '${
        typeof listen === "string" ? withoutUserInfo(listen) : listen
      }'), e.g. --listen 127.0.0.1:7331 (port 0 picks one)` +
        (url
          ? "; give the address to listen on, not a URL (clients dial http://HOST:PORT/acp)"
          : ipv6
          ? `; an IPv6 address goes in brackets: --listen [::1]:7331`
          : ""),
    );
  }
  // Host names are not case-sensitive: LOCALHOST is loopback.
  const typed = match[1] ?? match[2];
  const hostname = typed.toLowerCase();
  const tokenFile = path("token-file", s["token-file"]);
  if (!LOOPBACK.has(hostname)) {
    const missing = [
      ...(s["allow-remote"] === true ? [] : ["--allow-remote"]),
      ...(tokenFile === undefined ? ["--token-file FILE"] : []),
    ];
    if (missing.length > 0) {
      // The host as typed: an IPv6 address keeps its brackets. "(add ...)" only when one of
      // the two is there already: with neither, the sentence has just named both.
      const shown = match[1] === undefined ? typed : `[${typed}]`;
      throw new UsageError(
        `--listen ${shown} is not one of the loopback hosts (127.0.0.1, ::1, localhost); ` +
          `serving others needs --allow-remote and --token-file FILE` +
          (missing.length === 1 ? ` (add ${missing[0]})` : ""),
      );
    }
  }
  return {
    hostname,
    port,
    tokenFile,
    allowOrigins: strings("allow-origin", s["allow-origin"]),
    allowHosts: hosts(strings("allow-host", s["allow-host"])),
    maxBody: number("max-body", s["max-body"], 16 * 1024 * 1024),
    maxConnections: number("max-connections", s["max-connections"], 64),
    idleTimeoutMs: number("idle-timeout-ms", s["idle-timeout-ms"], 300_000),
    maxBuffered: number("max-buffered", s["max-buffered"], 64 * 1024 * 1024),
    drainMs: number("drain-ms", s["drain-ms"], 0),
  };
}

/**
 * `--allow-host` values: host names as a `Host` header carries them, a port allowed (and
 * ignored); a URL or a path is refused (it would allow the text before its first colon).
 */
function hosts(values: string[]): string[] {
  for (const value of values) {
    if (/[/@?#\s]/.test(value.trim())) {
      throw new UsageError(
        `--allow-host ${value}: not a host name (a Host header carries a name and a port ` +
          `only); give the name alone, e.g. --allow-host ${EXAMPLES["allow-host"]}`,
      );
    }
  }
  return values;
}

function strings(key: string, value: SettingValue): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  for (const item of list) {
    if (typeof item !== "string" || item.trim() === "") {
      // `chain` is a config file's key only: there is no --chain to suggest.
      if (key === "chain") throw chainEntryNeeded("my-proxy --stdio");
      // A proxy is a command, as --agent is.
      if (key === "proxy") {
        throw new UsageError(`--proxy needs a command, e.g. --proxy "my-proxy --stdio"`);
      }
      throw new UsageError(`--${key} needs a value, e.g. --${key} ${EXAMPLES[key] ?? "VALUE"}`);
    }
  }
  return list as string[];
}

const EXAMPLES: Record<string, string> = {
  "allow-origin": "https://app.example.com",
  "allow-host": "acp.internal",
};

/** What the command line asks for. */
export type ParsedArgs =
  | { kind: "help"; mode?: Mode }
  | { kind: "version" }
  | { kind: "run"; config: CliConfig };

/** A command line or config file the CLI cannot use; its message says what to fix. */
export class UsageError extends Error {
  /** The log format to say it in, once the config file has asked for one. */
  logFormat?: LogFormat;

  /**
   * Creates the error.
   *
   * @param message What is wrong and how to fix it.
   */
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const MODES: readonly Mode[] = ["serve", "connect", "proxy", "chain", "probe"];

/**
 * The log format the config file asks for, if a valid one (the command line's `--log-format`
 * wins where the error is said: `requestedLogFormat` in `main.ts`).
 */
function fileLogFormat(fromFile: Settings): LogFormat | undefined {
  const format = fromFile["log-format"];
  return format === "json" || format === "text" ? format : undefined;
}

/** Flags whose value is a command: an unknown option right after one was meant to be in it. */
const COMMAND_FLAGS = new Set(["--v1", "--v2", "--agent", "--proxy"]);

/**
 * The command flag and the command right before `argv[at]`, given as two words
 * (`--v1 my-agent`) or as one (`--v1=my-agent`), if there are.
 */
function commandBefore(argv: readonly string[], at: number): [string, string] | undefined {
  const before = argv[at - 1];
  if (before === undefined) return undefined;
  if (at >= 2 && COMMAND_FLAGS.has(argv[at - 2])) return [argv[at - 2], before];
  const eq = before.indexOf("=");
  return eq > 0 && COMMAND_FLAGS.has(before.slice(0, eq))
    ? [before.slice(0, eq), before.slice(eq + 1)]
    : undefined;
}

/** Whether `text` has a C0 control character or DEL (a tab, a line feed). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `flag "words"` as a shell and the daemon's command splitting both read it back as these words
 * (one with blanks in single quotes inside the double ones), or `undefined` where it cannot be
 * written so plainly (a word with a quote, `$`, a backslash, or an empty one; shell syntax the
 * command would be refused for).
 */
function quotedCommand(flag: string, words: readonly string[]): string | undefined {
  const [value, ...rest] = words;
  // A value with blanks that names no file is a command of several words (`node agent.js`), as
  // the daemon splits it: kept as written, not made one word (config5: that named a program
  // "node agent.js").
  const asWritten = value !== undefined && /\s/.test(value) && !/["'`$\\]/.test(value) &&
    !hasControl(value) && !pathExists(value);
  const shown = asWritten ? [value.trim()] : [];
  for (const word of asWritten ? rest : words) {
    if (/^[^\s"'`$\\]+$/.test(word)) shown.push(word);
    else if (/\S/.test(word) && !/["'`$\\]/.test(word) && !hasControl(word)) {
      shown.push(`'${word}'`); // with blanks (spaces, say): in single quotes
    } else return undefined;
  }
  // Words a shell would read (`|`, `;`, `A=1` first) are refused in a command as they stand.
  const command = shown.join(" ");
  return shellSyntaxProblem(command) === null ? `${flag} "${command}"` : undefined;
}

/**
 * Refuses a file read whole at start (`--config`, `--remote-token-file`) that is the daemon's
 * stdin where that carries the client's messages (serve, proxy and chain on stdio): it would
 * take them, and wait for their end.
 */
function refuseClientStdin(
  flag: string,
  path: string,
  mode: Mode,
  listen: unknown,
  what: string,
): void {
  if (
    listen === undefined && (mode === "serve" || mode === "proxy" || mode === "chain") &&
    isStandardStream(path, "/dev/stdin")
  ) {
    throw new UsageError(
      `--${flag} ${path} is the daemon's stdin, which carries the client's messages; ` +
        `give ${what} as a file`,
    );
  }
}

/**
 * A hint for an unknown option that follows a command flag's value (`--v1 my-agent --stdio`,
 * `--v1=my-agent --stdio`): the option was meant for the agent.
 */
function quoteHint(argv: readonly string[], e: FlagError): string {
  // Only an option the daemon does not know was meant for the agent: a daemon flag given
  // twice, or without its value, is the daemon's own. A near miss of one may be either: the
  // message then says both.
  if (!e.message.startsWith("unknown option ")) return "";
  const at = argv.findIndex((word, i) =>
    e.message.includes(`'${word.split("=")[0]}'`) && commandBefore(argv, i) !== undefined
  );
  if (at < 0) return "";
  const [flag, value] = commandBefore(argv, at)!;
  // A remote agent's address takes no arguments: quoting them in would be refused too.
  if (REMOTE_ADDRESS.test(value)) {
    const role = flag === "--proxy" || argv[0] === "proxy" ? "proxy" : "agent";
    return `; a remote ${role}'s address (${flag} ${withoutUserInfo(value)}) takes no arguments`;
  }
  // An example only where it is right as written: "/opt/My Agent" in double quotes with the
  // option would be another command. The option's own value words go with it (config5:
  // `--port 8080` was shown as --port alone).
  let end = at + 1;
  while (end < argv.length && !argv[end].startsWith("-")) end++;
  const example = quotedCommand(flag, [value, ...argv.slice(at, end)]);
  return `; ${e.message.includes("did you mean") ? "or, if it is the command's own, " : ""}` +
    `to pass it to the command, quote the command${
      example === undefined ? " with it, in one argument" : `: ${example}`
    }`;
}

/**
 * `, e.g. --v1 "node agent.js"` when `stray` follows a command flag's value (`--v1 node
 * agent.js`), with the words after it up to the next flag; else "": also where the example
 * could not be written plainly ({@linkcode quotedCommand}) or would show a remote address.
 */
function quotedExample(argv: readonly string[], stray: string): string {
  for (let at = 1; at < argv.length; at++) {
    if (argv[at] !== stray) continue;
    const command = commandBefore(argv, at);
    if (command === undefined) continue;
    const [flag, value] = command;
    // The words after it, up to the next flag, are the command's too.
    let end = at + 1;
    while (end < argv.length && !argv[end].startsWith("-")) end++;
    const words = [value, ...argv.slice(at, end)];
    const example = words.some((word) => word.startsWith("-") || /:\/\//.test(word))
      ? undefined
      : quotedCommand(flag, words);
    return example === undefined ? "" : `, e.g. ${example}`;
  }
  return "";
}

/** Keys shared by flags and the config file, with the value type each takes. */
export const SETTING_KEYS = {
  "v1": "string",
  "v2": "string",
  "agent": "string",
  "max-frame": "size",
  "grace-ms": "size",
  "init-timeout-ms": "size",
  "log-level": "string",
  "log-file": "string",
  "log-format": "string",
  "copy": "boolean",
  "transcript": "string",
  "stdout-guard": "string",
  "trace-context": "boolean",
  "proxy": "strings",
  "chain": "strings",
  "proxy-methods": "string",
  "listen": "string",
  "token-file": "string",
  "remote-token-file": "string",
  "allow-origin": "strings",
  "allow-host": "strings",
  "allow-remote": "boolean",
  "max-body": "size",
  "max-connections": "size",
  "idle-timeout-ms": "size",
  "max-buffered": "size",
  "drain-ms": "size",
  "name": "string",
  "agents": "agents",
  "json": "boolean",
  "all": "boolean",
  "no-session": "boolean",
  "slow-start-ms": "size",
  "probe-timeout-ms": "size",
  "eof-wait-ms": "size",
} as const;

/** The settings of the HTTP/WebSocket listener: only with `--listen`. */
const LISTEN_ONLY = [
  "drain-ms",
  "token-file",
  "allow-origin",
  "allow-host",
  "allow-remote",
  "max-body",
  "max-connections",
  "idle-timeout-ms",
  "max-buffered",
] as const;

/** The settings only some modes take; every other setting applies to every mode. */
const MODE_ONLY: Partial<Record<keyof typeof SETTING_KEYS, readonly Mode[]>> = {
  "agent": ["connect", "chain", "probe"],
  "proxy": ["chain"],
  "chain": ["chain"],
  "proxy-methods": ["chain"],
  "init-timeout-ms": ["connect", "serve", "proxy"],
  "copy": ["serve", "proxy"],
  "listen": ["serve", "proxy"],
  ...Object.fromEntries(LISTEN_ONLY.map((key) => [key, ["serve", "proxy"] as const])),
  "stdout-guard": ["serve", "proxy"],
  "trace-context": ["serve", "proxy"],
  // The probe starts the agent fresh for each check and prints a report: it has no session to
  // log, record or bound (a flag it would ignore is refused).
  ...Object.fromEntries(
    [
      "max-frame",
      "grace-ms",
      "log-level",
      "log-file",
      "log-format",
      "transcript",
      "remote-token-file", // the probe starts agent commands only: no remote agent to send it to
    ].map((key) => [
      key,
      ["serve", "connect", "proxy", "chain"] as const,
    ]),
  ),
  "json": ["probe"],
  "all": ["probe"],
  "no-session": ["probe"],
  "slow-start-ms": ["probe"],
  "probe-timeout-ms": ["probe"],
  "eof-wait-ms": ["probe"],
};

/**
 * Whether `mode` takes the flag `--key` (the flags only some modes take are refused elsewhere).
 *
 * @param key The flag's name, without `--`.
 * @param mode The mode.
 * @returns False when the flag belongs to other modes only.
 *
 * @example
 * ```ts
 * import { modeTakes } from "./args.ts";
 * console.log(modeTakes("copy", "connect")); // false
 * ```
 */
export function modeTakes(key: string, mode: Mode): boolean {
  // A chain's components are --proxy and --agent: its validation refuses --v1/--v2.
  if (mode === "chain" && (key === "v1" || key === "v2")) return false;
  const modes = Object.hasOwn(MODE_ONLY, key) ? MODE_ONLY[key as keyof typeof MODE_ONLY] : null;
  return modes == null || modes.includes(mode);
}

/** Ranges of the numeric settings, with a value to show in messages. */
export const NUMBER_RANGES = {
  /** A first frame is held in memory while it is read: at most 1 GiB. */
  "max-frame": { min: 1, max: 1024 * 1024 * 1024, example: "8MiB", unit: "bytes" },
  /** The largest delay a timer can wait (2^31 - 1 ms, about 24.8 days). */
  "grace-ms": { min: 0, max: 2 ** 31 - 1, example: "2000", unit: "milliseconds" },
  "init-timeout-ms": { min: 1, max: 2 ** 31 - 1, example: "30000", unit: "milliseconds" },
  "max-body": { min: 1, max: 1024 * 1024 * 1024, example: "16MiB", unit: "bytes" },
  "max-connections": { min: 1, max: 100_000, example: "64", unit: "connections" },
  "idle-timeout-ms": { min: 1, max: 2 ** 31 - 1, example: "300000", unit: "milliseconds" },
  "max-buffered": { min: 1, max: 1024 * 1024 * 1024, example: "64MiB", unit: "bytes" },
  "drain-ms": { min: 0, max: 2 ** 31 - 1, example: "30000", unit: "milliseconds" },
  "slow-start-ms": { min: 1, max: 2 ** 31 - 1, example: "2000", unit: "milliseconds" },
  "probe-timeout-ms": { min: 1, max: 2 ** 31 - 1, example: "10000", unit: "milliseconds" },
  "eof-wait-ms": { min: 1, max: 2 ** 31 - 1, example: "3000", unit: "milliseconds" },
} as const;

/** One raw setting's value. */
type SettingValue = string | number | boolean | string[] | NamedAgents | undefined;

/** Raw settings from flags or a config file, before validation. */
export type Settings = Partial<
  Record<keyof typeof SETTING_KEYS, string | number | boolean | string[] | NamedAgents>
>;

/** Dashes that are not the ASCII hyphen a flag starts with (pasted from rich text). */
const FOREIGN_DASH = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;

/** What to say of a word that starts with a dash other than `-`, if it does. */
function foreignDash(word: string): string | undefined {
  if (!FOREIGN_DASH.test(word)) return undefined;
  const code = word.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `it starts with U+${code}, not an ASCII hyphen: type it as ` +
    `--${word.replace(/^[^\p{L}\p{N}]+/u, "")}`;
}

/** The usage error for a first word that is no mode, with what it may have meant. */
function unknownMode(word: string): UsageError {
  const dash = foreignDash(word);
  const meant = nearestName(word, [...MODES, "trace"]);
  const hint = dash !== undefined
    ? ` (${dash})`
    : meant !== undefined
    ? ` (did you mean ${meant}?)`
    : FLAG_WORDS.has(word)
    ? ` (did you mean --${word}? a flag starts with --)`
    : "";
  return new UsageError(
    `unknown mode '${withoutUserInfo(word)}'${hint}; use serve, connect, proxy, chain, probe ` +
      `or trace`,
  );
}

/** Flags given without their dashes are taken for a mode: the common ones are named. */
const FLAG_WORDS = new Set(["v1", "v2", "agent", "listen", "name", "config", "version"]);

/**
 * Parses the command line. A config file, when named, is read by `loadConfig` and
 * merged under the flags.
 *
 * @param argv The arguments after the program name.
 * @param loadConfig Reads a config file into settings.
 * @returns Help, version, or a validated configuration.
 * @throws {UsageError} On anything that is not a valid command line.
 */
export async function parseCli(
  argv: string[],
  loadConfig: (path: string, overridden?: ReadonlySet<string>) => Promise<Settings>,
): Promise<ParsedArgs> {
  let parsed;
  // A near miss is offered only a flag its mode takes (`--jsonn` in serve is not `--json`).
  const wordMode = MODES.find((m) => m === argv[0]) ?? "serve";
  const suggests = (name: string) =>
    modeTakes(
      name.startsWith("no-") && !Object.hasOwn(MODE_ONLY, name) ? name.slice(3) : name,
      wordMode,
    );
  try {
    parsed = parseFlags(argv, {
      "v1": { type: "string" },
      "v2": { type: "string" },
      "agent": { type: "string" },
      "max-frame": { type: "string" },
      "grace-ms": { type: "string" },
      "init-timeout-ms": { type: "string" },
      "log-level": { type: "string" },
      "log-file": { type: "string" },
      "log-format": { type: "string" },
      "transcript": { type: "string" },
      "stdout-guard": { type: "string" },
      "trace-context": { type: "boolean", negatable: true },
      "proxy": { type: "string", multiple: true },
      "proxy-methods": { type: "string" },
      "listen": { type: "string" },
      "token-file": { type: "string" },
      "remote-token-file": { type: "string" },
      "allow-origin": { type: "string", multiple: true },
      "allow-host": { type: "string", multiple: true },
      "allow-remote": { type: "boolean", negatable: true },
      "max-body": { type: "string" },
      "max-connections": { type: "string" },
      "idle-timeout-ms": { type: "string" },
      "max-buffered": { type: "string" },
      "drain-ms": { type: "string" },
      "name": { type: "string" },
      "json": { type: "boolean", negatable: true },
      "all": { type: "boolean", negatable: true },
      "no-session": { type: "boolean" },
      "slow-start-ms": { type: "string" },
      "probe-timeout-ms": { type: "string" },
      "eof-wait-ms": { type: "string" },
      "copy": { type: "boolean", negatable: true },
      "config": { type: "string" },
      "help": { type: "boolean", short: "h" },
      "version": { type: "boolean", short: "V" },
    }, suggests);
  } catch (e) {
    if (e instanceof FlagError) throw new UsageError(e.message + quoteHint(argv, e));
    throw e;
  }
  const { values, positionals } = parsed;
  // `acp-proxy help [MODE]`, as `acp-proxy [MODE] --help`.
  if (argv[0] === "help" && positionals[0] === "help") {
    const mode = MODES.includes(positionals[1] as Mode) ? positionals[1] as Mode : undefined;
    // `help trace [summary|view]` is trace's help (cli/main.ts); anything more is said here.
    if (positionals[1] === "trace") {
      throw new UsageError(
        `'help trace' takes summary or view at most (got '${positionals.slice(2).join(" ")}'); ` +
          `use acp-proxy help trace`,
      );
    }
    if (positionals[1] !== undefined && mode === undefined) throw unknownMode(positionals[1]);
    if (positionals.length > 2) {
      throw new UsageError(
        `'help' takes one mode at most (got '${positionals.slice(1).join(" ")}'); use ` +
          `acp-proxy help MODE`,
      );
    }
    return mode === undefined ? { kind: "help" } : { kind: "help", mode };
  }
  // `acp-proxy MODE help` (nothing else), as `trace help` is trace's: that mode's help.
  if (argv.length === 2 && argv[1] === "help" && MODES.includes(argv[0] as Mode)) {
    return { kind: "help", mode: argv[0] as Mode };
  }
  if (values.help) {
    // `acp-proxy MODE --help`: that mode's help.
    const mode = MODES.includes(argv[0] as Mode) && positionals[0] === argv[0]
      ? argv[0] as Mode
      : undefined;
    return mode === undefined ? { kind: "help" } : { kind: "help", mode };
  }
  if (values.version) return { kind: "version" };
  // The mode is the first argument or there is none: a word after the flags is the rest of an
  // unquoted command (`--v1 my-agent proxy`), never a mode.
  const stray = positionals.length > 0 && argv[0] !== positionals[0]
    ? positionals[0]
    : positionals[1];
  // A first word that is no mode is said first (`acp-proxy v1 ./agent`: the dashes forgotten),
  // not the word after it.
  const first = positionals[0];
  if (first !== undefined && argv[0] === first && !MODES.includes(first as Mode)) {
    throw unknownMode(first);
  }
  const endOfFlags = argv.indexOf("--");
  // Shown without a URL's user:password@ (a remote address given as a loose word).
  const shown = stray === undefined ? "" : withoutUserInfo(stray);
  if (stray !== undefined && endOfFlags >= 0 && argv.indexOf(stray) > endOfFlags) {
    throw new UsageError(
      `unexpected argument '${shown}' after '--', which ends the flags; remove the '--' (a flag ` +
        `for the agent goes inside its quoted command: --v1 "my-agent --flag")`,
    );
  }
  // `acp-proxy probe help extra`: the help was asked for, with a word too many.
  if (stray === "help" && argv[1] === "help" && MODES.includes(argv[0] as Mode)) {
    throw new UsageError(
      `unexpected argument '${withoutUserInfo(argv[2] ?? "")}' after '${argv[0]} help', which ` +
        `takes nothing after it`,
    );
  }
  if (stray !== undefined) {
    const isMode = MODES.includes(stray as Mode) || stray === "trace";
    const dash = foreignDash(stray);
    throw new UsageError(
      isMode && argv[0] === positionals[0]
        ? `unexpected argument '${shown}': the mode is given once, as the first word`
        : isMode
        ? `unexpected argument '${shown}': a mode comes first (acp-proxy ${stray} \u2026); ` +
          `quote a command that has spaces`
        : dash !== undefined
        ? `unexpected argument '${shown}': ${dash}`
        : `unexpected argument '${shown}'; quote a command that has spaces${
          quotedExample(argv, stray)
        }`,
    );
  }
  const mode = (positionals[0] ?? "serve") as Mode;
  const flags: Settings = {};
  for (const key of Object.keys(SETTING_KEYS) as (keyof typeof SETTING_KEYS)[]) {
    const value = values[key];
    if (value === undefined) continue;
    const modes = MODE_ONLY[key];
    if (modes && !modes.includes(mode)) {
      const hint = key !== "agent"
        ? "; remove it"
        : `; in ${mode}, --v1/--v2 name the ${mode === "proxy" ? "proxies" : "agents"}`;
      // serve and proxy take --init-timeout-ms only with --listen: say so, as they would.
      const list = key === "init-timeout-ms"
        ? "connect and --listen"
        : modes.length > 1
        ? `${modes.slice(0, -1).join(", ")} and ${modes[modes.length - 1]}`
        : modes[0];
      // `--no-copy` is refused as typed (a negatable boolean is false only when negated).
      const typed = value === false ? `no-${key}` : key;
      throw new UsageError(`--${typed} is for ${list} only, not ${mode}${hint}`);
    }
    flags[key] = value;
  }
  if (values.config === "") {
    throw new UsageError(`--config needs a file path, e.g. --config ~/.config/acp-proxy.jsonc`);
  }
  // Read from the client's messages, the config would take them (and wait for their end).
  if (typeof values.config === "string") {
    refuseClientStdin("config", values.config, mode, flags.listen, "the config");
  }
  // A file's path a flag overrides is not resolved (a relative one in a file read from a pipe,
  // "~/" without HOME): flags win, also over what would have been refused.
  // Nor is one of a key this mode leaves out (config6: a relative "transcript" in a piped
  // config refused `probe`, which records none).
  const notResolved = new Set(Object.keys(flags));
  for (const [key, modes] of Object.entries(MODE_ONLY)) {
    if (!modes.includes(mode)) notResolved.add(key);
  }
  const fromFile = typeof values.config === "string"
    ? await loadConfig(values.config, notResolved)
    : {};
  try {
    return settle(mode, flags, fromFile, values.config as string | undefined);
  } catch (e) {
    // Said in the log format the file asks for (unless the command line asks for one).
    if (e instanceof UsageError) e.logFormat ??= fileLogFormat(fromFile);
    throw e;
  }
}

/**
 * What the settings of the command line (`flags`) and of the config file (`fromFile`, keys of
 * other modes still in) make of `mode`'s run: the file's keys for other modes left out, flags
 * winning, each conflict refused.
 */
function settle(
  mode: Mode,
  flags: Settings,
  fromFile: Settings,
  configPath: string | undefined,
): ParsedArgs {
  // A config file may serve several modes: its keys for another mode are left out.
  const leftOut: string[] = [];
  for (const key of Object.keys(fromFile) as (keyof typeof SETTING_KEYS)[]) {
    const modes = MODE_ONLY[key];
    if (modes && !modes.includes(mode)) {
      delete fromFile[key];
      leftOut.push(key);
    }
  }
  // A file whose only agent is connect's or chain's: "give --v1 or --v2" alone would not say
  // why its "agent" was not taken.
  const pick = ["v1", "v2", "name"] as const;
  const other = leftOut.find((key) => key === "agent" || key === "chain");
  if (
    (mode === "serve" || mode === "proxy") && other !== undefined &&
    pick.every((key) => flags[key] === undefined && fromFile[key] === undefined)
  ) {
    const where = SETTING_POSITIONS.get(fromFile)?.get(other);
    const modes = MODE_ONLY[other]!;
    const named = modes.length === 1
      ? modes[0]
      : `${modes.slice(0, -1).join(", ")} and ${modes.at(-1)}`;
    throw new UsageError(
      `${where === undefined ? "" : `${where}: `}the file's "${other}" is for ${named}, not ` +
        `${mode}, which runs a pair: give --v1 CMD and/or --v2 CMD (or "v1"/"v2" in the ` +
        `file), or give the mode first (acp-proxy ${modes.join("|")} --config FILE)`,
    );
  }
  // Likewise the listener's keys for a stdio serve or proxy (and the connect-or-listen timeout).
  if (mode !== "connect" && flags.listen === undefined && fromFile.listen === undefined) {
    for (const key of [...LISTEN_ONLY, "init-timeout-ms"] as const) delete fromFile[key];
  }
  // And a stdio serve's `copy` for a listener that only the command line asks for (a file
  // that holds both asks for two things at once: still refused).
  if (flags.listen !== undefined && fromFile.listen === undefined && flags.copy === undefined) {
    delete fromFile.copy;
  }
  // `--name` on the command line replaces the file's commands, and commands on the command
  // line replace the file's `name`: flags win, a pick in one place is no conflict.
  // In connect, v1/v2 are the client programs: they are no pick of the agent.
  const agentPicks = NAMED_CONFLICTS.filter((key) =>
    !(mode === "connect" && (key === "v1" || key === "v2"))
  );
  if (flags.name !== undefined) { for (const key of agentPicks) delete fromFile[key]; }
  if (agentPicks.some((key) => flags[key] !== undefined)) delete fromFile.name;
  // `--proxy`/`--agent` on the command line replace the file's `chain`; in `chain`, the file's
  // own `chain` is the whole chain, and its `agent` is then `connect`'s.
  if (
    mode === "chain" && flags.proxy !== undefined && flags.agent === undefined &&
    fromFile.chain !== undefined
  ) {
    const where = SETTING_POSITIONS.get(fromFile)?.get("chain");
    throw new UsageError(
      `--proxy replaces the whole "chain" of the config file${
        where === undefined ? "" : ` (${where})`
      }, its agent too; add --agent CMD, or drop --proxy to use the file's chain`,
    );
  }
  if (flags.proxy !== undefined || flags.agent !== undefined) delete fromFile.chain;
  if (mode === "chain" && fromFile.chain !== undefined) delete fromFile.agent;
  // `chain` never takes `v1`/`v2` (the flags are refused with a hint); a file's are for the
  // other modes.
  if (mode === "chain") {
    delete fromFile.v1;
    delete fromFile.v2;
  }
  // `probe --all` probes the named agents, whatever the file names as the default; and an
  // agent picked on the command line replaces the file's `"all": true`: flags win.
  if (flags.all === true) {
    for (const key of ["name", ...NAMED_CONFLICTS] as const) delete fromFile[key];
  }
  // `probe` takes one agent or a pair: a pick on the command line replaces the file's other
  // kind, and a file that gives both (for chain and for serve) needs that pick.
  if (mode === "probe") {
    if (flags.agent !== undefined) {
      delete fromFile.v1;
      delete fromFile.v2;
    }
    if (flags.v1 !== undefined || flags.v2 !== undefined) delete fromFile.agent;
    const pair = (["v1", "v2"] as const).filter((k) => fromFile[k] !== undefined);
    if (fromFile.agent !== undefined && pair.length > 0) {
      const where = SETTING_POSITIONS.get(fromFile)?.get("agent");
      throw new UsageError(
        `${where === undefined ? "" : `${where}: `}the file gives "agent" and ` +
          `${pair.map((k) => `"${k}"`).join(" and ")}, and probe takes one agent or one pair; ` +
          `pick on the command line: --agent CMD, --v1 CMD/--v2 CMD or --name NAME`,
      );
    }
  }
  const picks = ["name", ...NAMED_CONFLICTS] as const;
  if (flags.all === false || picks.some((k) => flags[k] !== undefined)) delete fromFile.all;
  const filePicks = picks.filter((k) => fromFile[k] !== undefined);
  if (fromFile.all === true && filePicks.length > 0) {
    const where = SETTING_POSITIONS.get(fromFile)?.get("all");
    throw new UsageError(
      `${where === undefined ? "" : `${where}: `}"all": true probes every named agent, and ` +
        `the file also gives ${filePicks.map((k) => `"${k}"`).join(", ")}; keep one of them ` +
        `(or pick on the command line: --no-all, --name NAME)`,
    );
  }
  // A file that both names its agent and gives the commands contradicts itself: that is the
  // file's to fix, not flags the user never typed.
  const fileConflicts = agentPicks.filter((key) => fromFile[key] !== undefined);
  if (fromFile.name !== undefined && fileConflicts.length > 0) {
    const where = SETTING_POSITIONS.get(fromFile)?.get("name");
    throw new UsageError(
      `${where === undefined ? "" : `${where}: `}"name": ${
        JSON.stringify(fromFile.name)
      } names the agent, and the file also gives ${
        fileConflicts.map((key) => `"${key}"`).join(", ")
      }; keep one of them`,
    );
  }
  const picked = configPath !== undefined ? flags.name ?? fromFile.name : undefined;
  // Named as the user gave it: the flag, or the file's "name" at its place.
  const nameWhere = SETTING_POSITIONS.get(fromFile)?.get("name");
  const pickedAs = flags.name !== undefined || nameWhere === undefined
    ? `--name ${picked}`
    : `${nameWhere}: "name": ${JSON.stringify(picked)}`;
  const running = namedAgentsRunning(configPath as string, picked, pickedAs);
  let config: CliConfig;
  try {
    // A file's remote-token-file is for its remote agents: unused when the agent is local.
    const fileToken = Object.hasOwn(fromFile, "remote-token-file") &&
      !Object.hasOwn(flags, "remote-token-file");
    config = validate(mode, { ...fromFile, ...flags }, fileToken);
  } catch (e) {
    throw e instanceof UsageError ? inFile(e, fromFile, flags) : e;
  }
  if (config.name !== undefined && running !== undefined) {
    config.agentEnv = { ...config.agentEnv, [NAMED_AGENTS_ENV]: running.join("\n") };
  }
  if (config.probe?.all === true && configPath !== undefined) {
    // Every named agent `--all` probes runs as a named agent, as with --name: one whose
    // command runs acp-proxy with its own name again is then refused one level down.
    for (const [name, agent] of Object.entries(config.agents)) {
      let chain: string[] | undefined;
      try {
        chain = namedAgentsRunning(configPath, name, `"agents.${name}"`);
      } catch (e) {
        if (!(e instanceof UsageError)) throw e; // running above this probe already: left as is
      }
      if (chain !== undefined) {
        config.agents[name] = {
          ...agent,
          env: { ...agent.env, [NAMED_AGENTS_ENV]: chain.join("\n") },
        };
      }
    }
  }
  const where = SETTING_POSITIONS.get(fromFile);
  if (config.agent !== undefined && !Object.hasOwn(flags, "agent")) {
    const key = mode === "chain" && Object.hasOwn(fromFile, "chain") ? "chain" : "agent";
    if (Object.hasOwn(fromFile, key) && where?.has(key)) {
      config.agentInFile = `the config file's ${
        key === "chain" ? `"chain", its last entry,` : `"agent"`
      } at ${where.get(key)}`;
    }
  }
  if (config.proxies.length > 0 && !Object.hasOwn(flags, "proxy")) {
    const key = Object.hasOwn(fromFile, "chain") ? "chain" : "proxy";
    if (Object.hasOwn(fromFile, key) && where?.has(key)) {
      config.proxiesInFile = `the config file's "${key}" at ${where.get(key)}`;
    }
  }
  if (mode === "connect" || config.name === undefined) {
    for (const key of ["v1", "v2"] as const) {
      if (Object.hasOwn(fromFile, key) && !Object.hasOwn(flags, key) && where?.has(key)) {
        (config.commandsInFile ??= {})[key] = where.get(key)!;
      }
    }
  }
  for (const key of LATE_CHECKED_KEYS) {
    if (Object.hasOwn(fromFile, key) && !Object.hasOwn(flags, key) && where?.has(key)) {
      (config.fileOrigins ??= {})[key] = where.get(key)!;
    }
  }
  if (configPath !== undefined) config.configFile = configPath;
  return { kind: "run", config };
}

/**
 * The variable that tells a named agent's processes which named agents (`FILE#NAME`, the file
 * as its real path, with `%` and LF written `%25` and `%0A`; one per line) run above them: an
 * acp-proxy among them refuses to run one of those again.
 */
export const NAMED_AGENTS_ENV = "ACP_PROXY_NAMED_AGENTS";

/**
 * The named agents running above this process, with `name` of config file `path` added, for its
 * agent's environment; or undefined when no named agent is picked.
 *
 * @throws {UsageError} When `name` of that file already runs above: its command runs acp-proxy
 *   with it again, a loop that would start one acp-proxy per level for ever.
 */
function namedAgentsRunning(path: string, name: unknown, pickedAs: string): string[] | undefined {
  if (typeof name !== "string" || name === "") return undefined;
  let real = path;
  try {
    real = Deno.realPathSync(path);
  } catch {
    // read a moment ago: its place as given will do
  }
  // One key per line: a path's own LF (and the % that escapes it) is written %0A (%25).
  const key = `${real.replaceAll("%", "%25").replaceAll("\n", "%0A")}#${name}`;
  let above: string[] = [];
  try {
    above = (Deno.env.get(NAMED_AGENTS_ENV) ?? "").split("\n").filter((k) => k !== "");
  } catch {
    // no permission to read the environment: no loop can be seen
  }
  const from = above.indexOf(key);
  if (from >= 0) {
    const closer = above[above.length - 1];
    if (closer === key) {
      throw new UsageError(
        `${pickedAs}: the agent "${name}" of ${path} runs acp-proxy with --name ${name} of the ` +
          `same file again, a loop; make "agents.${name}" the agent's own command`,
      );
    }
    // Through others: the loop is closed by the last of them, which asked for this one again.
    const names = [...above.slice(from), key].map((k) => k.slice(k.lastIndexOf("#") + 1));
    const by = names[names.length - 2];
    throw new UsageError(
      `${pickedAs}: a loop of named agents (${names.join(" -> ")}): the agent "${by}" runs ` +
        `acp-proxy with --name ${name}, which is running already above it; make one of them ` +
        `the agent's own command`,
    );
  }
  return [...above, key];
}

/**
 * Where a config file's keys are (`path:line:column`), for the values checked after the file
 * was read: set by the config file's loader.
 */
export const SETTING_POSITIONS: WeakMap<Settings, Map<string, string>> = new WeakMap();

/**
 * A usage error that names a flag (`--grace-ms must be ...`) whose value came from the config
 * file names the file's place instead: the user never typed the flag. A named agent's command
 * is blamed on the file's `agents`.
 */
function inFile(e: UsageError, fromFile: Settings, flags: Settings): UsageError {
  const where = SETTING_POSITIONS.get(fromFile);
  // A key only a config file has (`"chain" needs ...`) is named as it is written there.
  const quoted = /^"([a-z0-9-]+)"/.exec(e.message);
  if (quoted !== null && where?.has(quoted[1]) && Object.hasOwn(fromFile, quoted[1])) {
    return new UsageError(`${where.get(quoted[1])}: ${e.message}`);
  }
  const named = /^--([a-z0-9-]+)\b(.*)$/s.exec(e.message);
  if (named === null || where === undefined) return e;
  const [, key, tail] = named;
  if (Object.hasOwn(flags, key)) return e;
  // `--listen 0.0.0.0 is not ...` names a value after the flag: `"listen": 0.0.0.0 is not ...`.
  const rest = /^ (must|needs|has|is|takes) /.test(tail) || !tail.startsWith(" ")
    ? tail
    : `:${tail}`;
  if (Object.hasOwn(fromFile, key) && where.has(key)) {
    return new UsageError(`${where.get(key)}: "${key}"${rest}`);
  }
  // The file's chain gives its proxies and its agent.
  if (
    (key === "proxy" || key === "agent") && Object.hasOwn(fromFile, "chain") && where.has("chain")
  ) {
    return new UsageError(`${where.get("chain")}: "chain"${rest}`);
  }
  const name = flags.name ?? fromFile.name;
  if (typeof name === "string" && where.has("agents") && ["v1", "v2", "agent"].includes(key)) {
    // At the entry's command when known (in connect and chain "agent" is its v1, or its v2).
    const at = (fromFile.agents as NamedAgents | undefined)?.[name]?.commandsAt;
    // A one-command agent's "agent" is its "v1" or "v2" in the file.
    const side = key === "agent"
      ? (at?.v1 !== undefined || at?.v2 === undefined ? "v1" : "v2")
      : key;
    const place = at?.[side as "v1" | "v2"];
    return new UsageError(`${place ?? where.get("agents")}: agents.${name}: "${side}"${rest}`);
  }
  return e;
}

/** The settings a named agent provides, so they cannot be given with `--name`. */
const NAMED_CONFLICTS = ["v1", "v2", "agent", "chain"] as const;

/**
 * `--name NAME`: the named agent's commands as `v1`/`v2` (serve, proxy, probe) or as the one
 * `agent` (connect, chain: a pair runs as an agent router), with its env and cwd.
 */
function namedAgent(
  mode: Mode,
  s: Settings,
): { name: string; agent: NamedAgent; settings: Settings } | undefined {
  const name = s["name"];
  if (name === undefined) return undefined;
  if (typeof name !== "string" || name.trim() === "") {
    throw new UsageError(`--name needs the name of an agent in the config file, e.g. --name codex`);
  }
  if (!AGENT_NAME.test(name)) {
    // Not pasted into a hint the config would then refuse ({"a b": ...}), or break (config6).
    throw new UsageError(
      `--name ${got(name)} is no agent's name: a name is ASCII letters, digits, '.', '_' and ` +
        `'-', starting with a letter or digit, e.g. --name codex`,
    );
  }
  const agents = (s["agents"] as NamedAgents | undefined) ?? {};
  if (!Object.hasOwn(agents, name)) {
    const known = Object.keys(agents);
    const meant = nearestName(name, known);
    // A name of 100,000 letters is not repeated whole, twice (regress101).
    const shown = clipped(name, MAX_GOT_CHARS);
    throw new UsageError(
      known.length === 0
        ? `--name ${shown}: no named agents; add them to ${
          s["agents"] === undefined ? "a --config file" : `the config file's "agents"`
        }, e.g. {"agents": {"${shown === name ? name : "NAME"}": {"v1": "my-agent"}}}`
        : `--name ${shown}: no such agent${
          meant === undefined ? "" : ` (did you mean ${meant}?)`
        }; the config file names ${known.join(", ")}`,
    );
  }
  // In connect, --v1/--v2 are the client programs: only the agent conflicts.
  const conflicts = NAMED_CONFLICTS.filter((key) =>
    s[key] !== undefined && !(mode === "connect" && (key === "v1" || key === "v2"))
  );
  if (conflicts.length > 0) {
    const given = conflicts.map((key) => key === "chain" ? `"chain"` : `--${key}`).join(", ");
    throw new UsageError(
      `--name ${name} names the agent; remove ${given} (or drop --name)`,
    );
  }
  const agent = agents[name];
  const cwdProblem = namedCwdProblem(agent, mode);
  if (cwdProblem !== undefined) {
    throw new UsageError(
      `${agent.cwdAt}: --name ${name}: its cwd ${agent.cwd} ${cwdProblem}; ` +
        `fix "agents.${name}.cwd"` +
        // A relative "~/proj" starts at the config's directory: ~ is expanded only in paths.
        (agent.cwdTilde ? TILDE_IN_CWD : ""),
    );
  }
  const settings: Settings = { ...s };
  if (mode === "connect" || mode === "chain") {
    settings.agent = agent.v1 !== undefined && agent.v2 !== undefined
      ? routerCommand(agent.v1, agent.v2, innerRouterFlags(s))
      : agent.v1 ?? agent.v2;
  } else {
    if (agent.v1 !== undefined) settings.v1 = agent.v1;
    if (agent.v2 !== undefined) settings.v2 = agent.v2;
  }
  return { name, agent, settings };
}

/**
 * The flags a named pair's inner router (`acp-proxy serve --v1 ... --v2 ...`) inherits: how to log
 * (to the same file, in the same format, at the same level), the grace period and the frame
 * bound. A relative log file is made absolute: the pair may run in its own `cwd`.
 */
function innerRouterFlags(s: Settings): string[] {
  const flags: string[] = [];
  for (const key of ["log-level", "log-format", "grace-ms", "max-frame"] as const) {
    const value = s[key];
    if (typeof value === "string" || typeof value === "number") flags.push(`--${key}`, `${value}`);
  }
  // A path as this process sees it: the router runs in the named agent's cwd. The token for
  // the pair's remote agents is read here, once, and handed on in REMOTE_TOKEN_ENV: a pipe
  // (`<(...)`, /dev/stdin) cannot be read twice, and /dev/stdin is another file in the child.
  const file = s["log-file"];
  if (typeof file === "string" && file !== "") {
    flags.push("--log-file", file.startsWith("/") ? file : `${Deno.cwd()}/${file}`);
  }
  return flags;
}

/**
 * The variable that hands a named pair's inner router the token read from
 * `--remote-token-file` (the router takes it out of its environment at once, so the agents it
 * starts do not inherit it; `/proc/PID/environ` keeps the router's first environment).
 */
export const REMOTE_TOKEN_ENV = "ACP_PROXY_REMOTE_TOKEN";

/**
 * The variable that tells a named pair's inner router what it runs as, for its hints: JSON
 * `{"agent": "agent \"p\" in the config file", "token": WHERE}` (where the token was given).
 * The router takes it out of its environment at once, so nothing it starts inherits it.
 */
export const INNER_ROUTER_ENV = "ACP_PROXY_INNER_ROUTER";

function validate(mode: Mode, raw: Settings, fileToken = false): CliConfig {
  const named = namedAgent(mode, raw);
  const s = named?.settings ?? raw;
  const command = (key: "v1" | "v2" | "agent"): string | undefined => {
    const value = s[key];
    if (value === undefined) return undefined;
    // In connect, --v1 and --v2 are the client programs.
    const example = mode === "connect" && key !== "agent" ? "my-client --acp" : "my-agent --stdio";
    if (typeof value !== "string") {
      throw new UsageError(`--${key} needs a command, e.g. --${key} "${example}"`);
    }
    return commandText(key, value, example);
  };
  const chain = chainOf(mode, s, command);
  const config: CliConfig = {
    mode,
    v1: command("v1"),
    v2: command("v2"),
    agent: chain?.agent ?? command("agent"),
    proxies: chain?.proxies ?? [],
    proxyMethods: oneOf(
      "proxy-methods",
      s["proxy-methods"],
      ["prefixed", "schema"] as const,
      "prefixed",
    ),
    maxFrame: number("max-frame", s["max-frame"], DEFAULT_MAX_FRAME_BYTES),
    graceMs: number("grace-ms", s["grace-ms"], 2_000),
    initTimeoutMs: number("init-timeout-ms", s["init-timeout-ms"], 30_000),
    logLevel: logLevel(s["log-level"]),
    copy: s["copy"] === true,
    logFile: path("log-file", s["log-file"]),
    logFormat: oneOf("log-format", s["log-format"], ["text", "json"] as const, "text"),
    transcript: path("transcript", s["transcript"]),
    stdoutGuard: oneOf(
      "stdout-guard",
      s["stdout-guard"],
      ["pass", "divert", "drop"] as const,
      "pass",
    ),
    traceContext: s["trace-context"] === true,
    remoteTokenFile: path("remote-token-file", s["remote-token-file"]),
    listen: listenOptions(mode, s),
    name: named?.name,
    agentEnv: named?.agent.env,
    agentCwd: named?.agent.cwd,
    innerRouter: (mode === "connect" || mode === "chain") && named?.agent.v1 !== undefined &&
      named.agent.v2 !== undefined,
    agents: (raw["agents"] as NamedAgents | undefined) ?? {},
  };
  if (mode === "chain") {
    if (config.v1 !== undefined || config.v2 !== undefined) {
      throw new UsageError(
        `chain takes --proxy CMD (repeatable) and --agent CMD, not --v1/--v2; for per-version ` +
          `components, compose: --agent "acp-proxy --v1 A --v2 B"`,
      );
    }
    remoteChecks(mode, config, named, fileToken);
    return config;
  }
  if (mode === "probe") return probeConfig(config, s, raw);
  if (config.v1 === undefined && config.v2 === undefined) {
    throw new UsageError(
      mode === "connect"
        ? `connect needs a client program: give --v1 CMD and/or --v2 CMD (the client programs ` +
          `it runs), e.g. --v1 "my-client --acp"`
        : mode === "proxy"
        ? `give at least one of --v1 CMD or --v2 CMD (the proxy's commands), e.g. ` +
          `--v1 "my-proxy --stdio"`
        : `give at least one of --v1 CMD or --v2 CMD (the agent's commands), e.g. ` +
          `--v1 "my-agent --stdio"`,
    );
  }
  if (mode === "connect" && config.agent === undefined) {
    throw new UsageError(`connect needs --agent CMD, the agent the client programs talk to`);
  }
  remoteChecks(mode, config, named, fileToken);
  return config;
}

/**
 * `probe`: one agent (`--agent`) or a pair (`--v1`/`--v2`), and the probe's settings. `given`
 * is what the user gave, before a named agent filled in its commands.
 */
function probeConfig(config: CliConfig, s: Settings, given: Settings): CliConfig {
  const all = s["all"] === true;
  if (all) {
    const picked = ["name", "agent", "v1", "v2"].filter((key) => given[key as "v1"] !== undefined);
    if (picked.length > 0) {
      throw new UsageError(
        `probe --all probes every named agent; remove ${picked.map((k) => `--${k}`).join(", ")}`,
      );
    }
    if (Object.keys(config.agents).length === 0) {
      throw new UsageError(
        `--all needs named agents to probe: ${
          s["agents"] === undefined
            ? `add "agents" to a --config file`
            : `add them to the config file's "agents"`
        }, e.g. {"agents": {"codex": {"v1": "codex-acp"}}}`,
      );
    }
    // Every entry is checked as --name checks the one it picks: a bad cwd or remote address
    // is the file's to fix (not probed, but refused by every other mode).
    for (const [name, agent] of Object.entries(config.agents)) {
      for (const key of ["v1", "v2"] as const) {
        checkRemoteAddress(namedSide(name, agent, key), agent[key]);
      }
      const cwdProblem = namedCwdProblem(agent, "probe");
      if (cwdProblem !== undefined) {
        throw new UsageError(
          `${agent.cwdAt}: probe --all: the cwd ${agent.cwd} of ${name} ${cwdProblem}; ` +
            `fix "agents.${name}.cwd"${agent.cwdTilde ? TILDE_IN_CWD : ""}`,
        );
      }
    }
    config.probe = probeSettings(s, all);
    return config;
  }
  if (config.agent !== undefined && (config.v1 !== undefined || config.v2 !== undefined)) {
    throw new UsageError(
      `probe takes --agent CMD (one agent) or --v1/--v2 (the pair the router runs), not both`,
    );
  }
  if (config.agent === undefined && config.v1 === undefined && config.v2 === undefined) {
    const named = Object.keys(config.agents);
    throw new UsageError(
      `probe needs the agent: --agent CMD, or --v1 CMD and/or --v2 CMD` +
        (named.length === 0
          ? ""
          : `, or one the config file names (--name ${named.slice(0, 5).join("|")}${
            named.length > 5 ? "|..." : ""
          }), or --all`),
    );
  }
  const remote = (["agent", "v1", "v2"] as const).find((key) =>
    REMOTE_ADDRESS.test(config[key] ?? "")
  );
  // A named agent's URL side is reported as `--all` reports it (a `remote` skip row), once
  // it is an address the other modes take.
  const named = config.name === undefined ? undefined : config.agents[config.name];
  for (const key of ["v1", "v2"] as const) {
    if (named !== undefined) checkRemoteAddress(namedSide(config.name!, named, key), named[key]);
  }
  if (remote !== undefined && config.name === undefined) {
    throw new UsageError(
      `--${remote} ${withoutUserInfo(config[remote]!)}: probe starts agent commands, and this ` +
        `is a URL (a ` +
        `remote agent); probe it where it runs, or give a command`,
    );
  }
  config.probe = probeSettings(s, all);
  return config;
}

/**
 * A remote agent's address where one is dialled (`spec`, given by `flag`: a flag, or a named
 * agent's place in the file): a URL alone, without a user name or password.
 *
 * @throws {UsageError} When it is not.
 */
function checkRemoteAddress(
  flag: string,
  spec: string | undefined,
  role: "agent" | "proxy" = "agent",
): void {
  if (spec === undefined || !REMOTE_ADDRESS.test(spec)) return;
  // A proxy is dialled over WebSocket only: its example says so.
  const example = role === "proxy" ? "ws://127.0.0.1:7331" : "http://127.0.0.1:7331";
  const shown = withoutUserInfo(spec);
  // A URL followed by words: one with a path parses whole (the words in its path, sent as
  // %20); one without does not (`http://host:7331 --stdio`), and is not "no URL" either.
  const [first, next] = spec.trim().split(/\s+/);
  if (
    next !== undefined && (URL.canParse(spec) || (URL.canParse(first) && next.startsWith("-")))
  ) {
    throw new UsageError(
      `${flag} ${shown}: a remote ${role}'s address is a URL alone, without arguments; give ` +
        `just the URL (${withoutUserInfo(first)})`,
    );
  }
  if (!URL.canParse(spec)) {
    throw new UsageError(
      `${flag} ${shown}: not a remote ${role} address (not a URL); check the address, e.g. ` +
        example,
    );
  }
  // A user name or password is never sent (fetch would send them as Basic beside the
  // token); refused now, and not repeated.
  const url = new URL(spec);
  if (url.username !== "" || url.password !== "") {
    url.username = "";
    url.password = "";
    throw new UsageError(
      `${flag} ${url.href}: a remote ${role} address may not carry a user name or password ` +
        `(user:password@ before the host): they are not sent; give a token with ` +
        `--remote-token-file`,
    );
  }
}

/** A named agent's `v1` or `v2` as a message names it: its place in the config file. */
function namedSide(name: string, agent: NamedAgent, key: "v1" | "v2"): string {
  return `${agent.commandsAt?.[key] ?? "the config file"}: agents.${name}: "${key}":`;
}

function probeSettings(s: Settings, all: boolean): ProbeSettings {
  return {
    all,
    json: s["json"] === true,
    session: s["no-session"] !== true,
    slowStartMs: number("slow-start-ms", s["slow-start-ms"], 2_000),
    timeoutMs: number("probe-timeout-ms", s["probe-timeout-ms"], 10_000),
    eofWaitMs: number("eof-wait-ms", s["eof-wait-ms"], 3_000),
  };
}

/**
 * What is wrong with a named agent's `cwd`, or undefined; a remote agent's is not used (README:
 * env and cwd do not apply to remote agents), so one whose commands are all addresses has none,
 * unless `mode` runs the pair as an inner router (a process started in that cwd).
 */
function namedCwdProblem(agent: NamedAgent, mode: Mode): string | undefined {
  if (agent.cwd === undefined) return undefined;
  const local = [agent.v1, agent.v2].some((c) => c !== undefined && !REMOTE_ADDRESS.test(c));
  // connect and chain run a pair as an inner router, started in the entry's cwd.
  const inner = (mode === "connect" || mode === "chain") && agent.v1 !== undefined &&
    agent.v2 !== undefined;
  return local || inner ? directoryProblem(agent.cwd) : undefined;
}

/**
 * `chain`: the proxies and the agent, from `--proxy`/`--agent` or the config file's `chain`
 * list (its last command is the agent); undefined in other modes.
 */
function chainOf(
  mode: Mode,
  s: Settings,
  command: (key: "v1" | "v2" | "agent") => string | undefined,
): { proxies: string[]; agent: string } | undefined {
  if (mode !== "chain") return undefined;
  const check = (key: string, value: string): string => commandText(key, value, "my-proxy --stdio");
  const listed = s["chain"];
  if (listed !== undefined) {
    if (s["proxy"] !== undefined) { // both in the file: flags would have replaced "chain"
      throw new UsageError(
        `"proxy" and "chain" both give the chain's proxies; keep one ("chain" ends with the ` +
          `agent's command)`,
      );
    }
    const commands = strings("chain", listed).map((c) => check("chain", c));
    if (commands.length === 0) {
      throw new UsageError(`"chain" needs at least the agent's command, e.g. ["my-agent"]`);
    }
    return { proxies: commands.slice(0, -1), agent: commands[commands.length - 1] };
  }
  const agent = command("agent");
  if (agent === undefined) {
    throw new UsageError(
      `chain needs --agent CMD, the agent at the end of the chain (and --proxy CMD for each proxy)`,
    );
  }
  return { proxies: strings("proxy", s["proxy"]).map((c) => check("proxy", c)), agent };
}

/** A config file's `"chain"` entry that is no command (a file key: there is no --chain). */
function chainEntryNeeded(example: string): UsageError {
  return new UsageError(`"chain" needs a command in every entry, e.g. ["${example}", "my-agent"]`);
}

/**
 * A command flag's value, checked the way it will be run: it must split (no shell) into a
 * program name and its arguments. Blank, or only what splits into nothing (`\<newline>`, `''`:
 * no program at all), is a usage error now, not a failed start after the client's first frame.
 */
function commandText(key: string, value: string, example: string): string {
  const needs = () =>
    key === "chain"
      ? chainEntryNeeded(example)
      : new UsageError(`--${key} needs a command, e.g. --${key} "${example}"`);
  const problem = commandProblem(value);
  if (problem === "empty") throw needs();
  const flag = key === "chain" ? `"chain"` : `--${key}`;
  if (problem !== null) throw new UsageError(`${flag}: ${commandProblemText(problem)}`);
  const misplaced = remoteAddressProblem(value, splitCommand(value));
  if (misplaced !== null) throw new UsageError(`${flag} ${misplaced}`);
  const shell = REMOTE_ADDRESS.test(value) ? null : shellSyntaxProblem(value);
  if (shell !== null) throw new UsageError(`${flag} ${value}: ${shell}`);
  return value;
}

/**
 * The remote-only settings need a remote agent, and a URL must be somewhere one is dialled.
 * A `remote-token-file` from the config file (`fileToken`) is dropped for a local agent: a
 * file shared by remote and local named agents gives it for the remote ones.
 */
function remoteChecks(
  mode: Mode,
  config: CliConfig,
  named: { name: string; agent: NamedAgent } | undefined,
  fileToken: boolean,
): void {
  // A named pair in connect and chain runs as one agent router: its commands are the agents,
  // each named by its place in the file (connect's own --v1 is a client program).
  const side = (key: "v1" | "v2"): [string, string | undefined] =>
    named === undefined
      ? ["", undefined]
      : [namedSide(named.name, named.agent, key), named.agent[key]];
  const agents: [string, string | undefined][] = mode === "connect" || mode === "chain"
    ? [
      ["--agent", config.agent],
      side("v1"),
      side("v2"),
      ...config.proxies.map((p): [string, string] => ["--proxy", p]),
    ]
    : [["--v1", config.v1], ["--v2", config.v2]];
  if (mode === "connect") {
    for (const key of ["v1", "v2"] as const) {
      if (REMOTE_ADDRESS.test(config[key] ?? "")) {
        throw new UsageError(
          `connect: --${key} is a client program to run, not a URL; a remote agent goes in --agent`,
        );
      }
    }
  }
  // A proxy's first message is _proxy/initialize, which a remote agent over HTTP does not
  // take (its first POST is an initialize); a WebSocket carries it.
  const proxies: [string, string | undefined][] = mode === "proxy"
    ? [["--v1", config.v1], ["--v2", config.v2]]
    : config.proxies.map((p) => ["--proxy", p]);
  for (const [flag, spec] of proxies) {
    if (/^https?:\/\//i.test(spec ?? "")) {
      throw new UsageError(
        `${flag} ${withoutUserInfo(spec!)}: a remote proxy is reached over WebSocket only; ` +
          `give it as ` +
          `ws(s)://\u2026 (over HTTP the first message must be an initialize, and a proxy's is ` +
          `_proxy/initialize)`,
      );
    }
  }
  // A remote agent's address that is no URL is known now, not when a client comes (checked
  // after the refusals above: a URL where none may go is refused as that).
  for (const [flag, spec] of agents) {
    checkRemoteAddress(flag, spec, mode === "proxy" || flag === "--proxy" ? "proxy" : "agent");
  }
  if (
    config.remoteTokenFile !== undefined &&
    !agents.some(([, spec]) => REMOTE_ADDRESS.test(spec ?? ""))
  ) {
    if (!fileToken) {
      throw new UsageError(
        `--remote-token-file is for remote agents; give an agent as http(s)://\u2026 or ws(s)://\u2026`,
      );
    }
    config.remoteTokenFile = undefined;
  }
  // Read to its end at start, the client's stdin would lose its messages to it (config5).
  if (config.remoteTokenFile !== undefined) {
    refuseClientStdin(
      "remote-token-file",
      config.remoteTokenFile,
      mode,
      config.listen,
      "the token",
    );
  }
  if (config.listen !== undefined && config.copy) {
    throw new UsageError(
      `--copy has no effect with --listen (remote connections are always copied); remove it, ` +
        `or give --no-copy (which turns a config file's "copy": true off)`,
    );
  }
}

// Spaces or tabs may part a number and its unit, or stand around them; a line break not
// ("8\nMiB", "1\n").
const BLANKS = "[^\\S\\n\\r\\u2028\\u2029]*";
const SIZE = new RegExp(`^${BLANKS}([0-9]+)${BLANKS}(k|kib|m|mib|g|gib)?${BLANKS}$`, "i");
const MULTIPLIERS: Record<string, number> = {
  k: 1024,
  kib: 1024,
  m: 1024 * 1024,
  mib: 1024 * 1024,
  g: 1024 * 1024 * 1024,
  gib: 1024 * 1024 * 1024,
};

/** A numeric setting within its range ({@linkcode NUMBER_RANGES}); sizes take K/M/G suffixes. */
function number(
  key: keyof typeof NUMBER_RANGES,
  value: SettingValue,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const { min, max, example, unit } = NUMBER_RANGES[key];
  const match = typeof value === "string" ? SIZE.exec(value) : null;
  const suffixOk = unit === "bytes" || match?.[2] === undefined;
  const n = typeof value === "number"
    ? value
    : match && suffixOk
    ? Number(match[1]) * (match[2] ? MULTIPLIERS[match[2].toLowerCase()] : 1)
    : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(
      `--${key} must be a whole number of ${unit} from ${min} to ${max} (got ${got(value)}), ` +
        `e.g. --${key} ${example}`,
    );
  }
  return n;
}

/** The most characters of a refused value a message repeats. */
const MAX_GOT_CHARS = 80;

/**
 * A refused flag or key value as a message shows it: quoted, a control character (a line
 * break, a C1 control, a bidirectional override) or an invisible one (a zero-width space, a
 * soft hyphen) escaped so that `'1\n'` or `'1\u200b'` is not shown as the `'1'` that would
 * pass (regress101), and cut at {@linkcode MAX_GOT_CHARS} (a 100 KB value is not repeated
 * whole: config6).
 */
function got(value: unknown): string {
  // A C0 control as JSON writes it (`\n`); then what a log line escapes (C1, bidirectional
  // controls that would turn the line around, characters that show as nothing), alike.
  // deno-lint-ignore no-control-regex -- matching control characters is the point
  const c0 = /[\x00-\x1f]/g;
  const text = clipped(String(value), MAX_GOT_CHARS).replace(
    c0,
    (c) => JSON.stringify(c).slice(1, -1),
  );
  return `'${safeLine(text)}'`;
}

/** Said of a named agent's cwd written `~/...`: a relative path from the config's directory. */
const TILDE_IN_CWD = " (a leading ~ is not expanded in a cwd: give the full path)";

/** What each path flag's example names. */
const PATH_EXAMPLES: Record<string, string> = {
  "log-file": "/tmp/acp-proxy.log",
  "transcript": "/tmp/session.jsonl",
  "token-file": "~/.config/acp-proxy.token",
  "remote-token-file": "~/.config/agent.token",
};

function path(key: string, value: SettingValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") {
    throw new UsageError(`--${key} needs a file path, e.g. --${key} ${PATH_EXAMPLES[key]}`);
  }
  return value;
}

function oneOf<const T extends string>(
  key: string,
  value: SettingValue,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) {
    throw new UsageError(`--${key} must be one of ${allowed.join(", ")} (got ${got(value)})`);
  }
  return value as T;
}

function logLevel(value: SettingValue): LogLevel {
  if (value === undefined) return "warn";
  if (!LOG_LEVELS.includes(value as LogLevel)) {
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(", ")} (got ${got(value)})`);
  }
  return value as LogLevel;
}

/**
 * What keeps `path` from being used as a directory, or `undefined` when it is one. Never
 * throws: a loop of links, a name too long or a parent that cannot be searched are the
 * user's to fix, like a missing directory, so each is a reason, not a crash.
 *
 * @param path The path.
 * @returns `"does not exist"`, `"is not a directory"` (a file, a file on the way), `"cannot be
 *   used (REASON)"` (any other failure to look at it), or `undefined`.
 *
 * @example
 * ```ts
 * import { directoryProblem } from "./args.ts";
 * console.log(directoryProblem("/")); // undefined
 * console.log(directoryProblem("/nonexistent")); // "does not exist"
 * ```
 */
export function directoryProblem(path: string): string | undefined {
  let info: Deno.FileInfo;
  try {
    info = Deno.statSync(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return "does not exist";
    if (e instanceof Deno.errors.NotADirectory) return "is not a directory";
    return `cannot be used (${(e as Error).message})`;
  }
  return info.isDirectory ? undefined : "is not a directory";
}
