/**
 * Command-line parsing and validation into one {@linkcode CliConfig}.
 *
 * @module
 */ import { FlagError, parseFlags } from "./flags.ts";
import { nearestName } from "./nearest_name.ts";
import { shellSyntaxProblem } from "./shell_syntax.ts";
import { LOG_LEVELS } from "../log/logger.ts";
import { DEFAULT_MAX_FRAME_BYTES } from "../schema/versions.ts";
import { commandProblem, commandProblemText, splitCommand } from "../process/split_command.ts";
import { routerCommand } from "./named_agents.ts";
import { REMOTE_ADDRESS, remoteAddressProblem } from "./remote_address.ts";
import { withoutUserInfo } from "../remote/shown_address.ts";
import { isStandardStream } from "./same_file.ts";
/**
 * The settings whose problems are found after parsing: paths (opening, reading), origins and
 * host names (checked by the remote server's code, loaded only with --listen).
 */ const LATE_CHECKED_KEYS = [
  "transcript",
  "log-file",
  "token-file",
  "remote-token-file",
  "allow-origin",
  "allow-host"
];
/**
 * `message`, about the setting `key` checked after parsing, said of the config file's place
 * when the file gave it: `FILE:LINE:COLUMN: ` first and `"key"` for `--key`.
 *
 * @param config The configuration.
 * @param key The setting.
 * @param message The message, naming `--key`.
 * @returns The message to print.
 */ export function aboutSetting(config, key, message) {
  const where = config.fileOrigins?.[key];
  return where === undefined ? message : `${where}: ${message.replaceAll(`--${key}`, `"${key}"`)}`;
}
const LOOPBACK = new Set([
  "127.0.0.1",
  "localhost",
  "::1",
  "[::1]"
]);
/** `--listen` and its settings, validated (REMOTE §5: loopback unless allowed and guarded). */ function listenOptions(mode, s) {
  const listen = s["listen"];
  if (listen === undefined) {
    // `--no-allow-remote` turns off what is off without --listen (a config file may turn it on).
    const stray = LISTEN_ONLY.find((key)=>s[key] !== undefined && s[key] !== false);
    if (stray) throw new UsageError(`--${stray} is for --listen only; add --listen HOST:PORT`);
    if (mode !== "connect" && s["init-timeout-ms"] !== undefined) {
      throw new UsageError(`--init-timeout-ms is for connect and --listen only; remove it`);
    }
    return undefined;
  }
  const match = typeof listen === "string" ? /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s]+)):([0-9]{1,5})$/.exec(listen) : null;
  const port = match ? Number(match[3]) : NaN;
  if (!match || port > 65535) {
    // A URL (`http://127.0.0.1:7331`): the address it listens on, not one to dial.
    const url = typeof listen === "string" && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(listen);
    // An IPv6 address without its brackets: `::1:7331` cannot tell the port from the address.
    const ipv6 = typeof listen === "string" && !url && !listen.startsWith("[") && (listen.match(/:/g)?.length ?? 0) > 1;
    throw new UsageError(`--listen must be HOST:PORT (got '${typeof listen === "string" ? withoutUserInfo(listen) : listen}'), e.g. --listen 127.0.0.1:7331 (port 0 picks one)` + (url ? "; give the address to listen on, not a URL (clients dial http://HOST:PORT/acp)" : ipv6 ? `; an IPv6 address goes in brackets: --listen [::1]:7331` : ""));
  }
  // Host names are not case-sensitive: LOCALHOST is loopback.
  const typed = match[1] ?? match[2];
  const hostname = typed.toLowerCase();
  const tokenFile = path("token-file", s["token-file"]);
  if (!LOOPBACK.has(hostname)) {
    const missing = [
      ...s["allow-remote"] === true ? [] : [
        "--allow-remote"
      ],
      ...tokenFile === undefined ? [
        "--token-file FILE"
      ] : []
    ];
    if (missing.length > 0) {
      // The host as typed: an IPv6 address keeps its brackets. "(add ...)" only when one of
      // the two is there already: with neither, the sentence has just named both.
      const shown = match[1] === undefined ? typed : `[${typed}]`;
      throw new UsageError(`--listen ${shown} is not one of the loopback hosts (127.0.0.1, ::1, localhost); ` + `serving others needs --allow-remote and --token-file FILE` + (missing.length === 1 ? ` (add ${missing[0]})` : ""));
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
    drainMs: number("drain-ms", s["drain-ms"], 0)
  };
}
/**
 * `--allow-host` values: host names as a `Host` header carries them, a port allowed (and
 * ignored); a URL or a path is refused (it would allow the text before its first colon).
 */ function hosts(values) {
  for (const value of values){
    if (/[/@?#\s]/.test(value.trim())) {
      throw new UsageError(`--allow-host ${value}: not a host name (a Host header carries a name and a port ` + `only); give the name alone, e.g. --allow-host ${EXAMPLES["allow-host"]}`);
    }
  }
  return values;
}
function strings(key, value) {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [
    value
  ];
  for (const item of list){
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
  return list;
}
const EXAMPLES = {
  "allow-origin": "https://app.example.com",
  "allow-host": "acp.internal"
};
/** A command line or config file the CLI cannot use; its message says what to fix. */ export class UsageError extends Error {
  /** The log format to say it in, once the config file has asked for one. */ logFormat;
  /**
   * Creates the error.
   *
   * @param message What is wrong and how to fix it.
   */ constructor(message){
    super(message);
    this.name = "UsageError";
  }
}
const MODES = [
  "serve",
  "connect",
  "proxy",
  "chain",
  "probe"
];
/**
 * The log format the config file asks for, if a valid one (the command line's `--log-format`
 * wins where the error is said: `requestedLogFormat` in `main.ts`).
 */ function fileLogFormat(fromFile) {
  const format = fromFile["log-format"];
  return format === "json" || format === "text" ? format : undefined;
}
/** Flags whose value is a command: an unknown option right after one was meant to be in it. */ const COMMAND_FLAGS = new Set([
  "--v1",
  "--v2",
  "--agent",
  "--proxy"
]);
/**
 * The command flag and the command right before `argv[at]`, given as two words
 * (`--v1 my-agent`) or as one (`--v1=my-agent`), if there are.
 */ function commandBefore(argv, at) {
  const before = argv[at - 1];
  if (before === undefined) return undefined;
  if (at >= 2 && COMMAND_FLAGS.has(argv[at - 2])) return [
    argv[at - 2],
    before
  ];
  const eq = before.indexOf("=");
  return eq > 0 && COMMAND_FLAGS.has(before.slice(0, eq)) ? [
    before.slice(0, eq),
    before.slice(eq + 1)
  ] : undefined;
}
/** Whether `text` has a C0 control character or DEL (a tab, a line feed). */ function hasControl(text) {
  for(let i = 0; i < text.length; i++){
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
 */ function quotedCommand(flag, words) {
  const shown = [];
  for (const word of words){
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
 * A hint for an unknown option that follows a command flag's value (`--v1 my-agent --stdio`,
 * `--v1=my-agent --stdio`): the option was meant for the agent.
 */ function quoteHint(argv, e) {
  // Only an option the daemon does not know was meant for the agent: a daemon flag given
  // twice, or without its value, is the daemon's own. A near miss of one may be either: the
  // message then says both.
  if (!e.message.startsWith("unknown option ")) return "";
  const at = argv.findIndex((word, i)=>e.message.includes(`'${word.split("=")[0]}'`) && commandBefore(argv, i) !== undefined);
  if (at < 0) return "";
  const [flag, value] = commandBefore(argv, at);
  // A remote agent's address takes no arguments: quoting them in would be refused too.
  if (REMOTE_ADDRESS.test(value)) {
    const role = flag === "--proxy" || argv[0] === "proxy" ? "proxy" : "agent";
    return `; a remote ${role}'s address (${flag} ${withoutUserInfo(value)}) takes no arguments`;
  }
  // An example only where it is right as written: "/opt/My Agent" in double quotes with the
  // option would be another command.
  const example = quotedCommand(flag, [
    value,
    argv[at]
  ]);
  return `; ${e.message.includes("did you mean") ? "or, if it is the command's own, " : ""}` + `to pass it to the command, quote the command${example === undefined ? " with it, in one argument" : `: ${example}`}`;
}
/**
 * `, e.g. --v1 "node agent.js"` when `stray` follows a command flag's value (`--v1 node
 * agent.js`), with the words after it up to the next flag; else "": also where the example
 * could not be written plainly ({@linkcode quotedCommand}) or would show a remote address.
 */ function quotedExample(argv, stray) {
  for(let at = 1; at < argv.length; at++){
    if (argv[at] !== stray) continue;
    const command = commandBefore(argv, at);
    if (command === undefined) continue;
    const [flag, value] = command;
    // The words after it, up to the next flag, are the command's too.
    let end = at + 1;
    while(end < argv.length && !argv[end].startsWith("-"))end++;
    const words = [
      value,
      ...argv.slice(at, end)
    ];
    const example = words.some((word)=>word.startsWith("-") || /:\/\//.test(word)) ? undefined : quotedCommand(flag, words);
    return example === undefined ? "" : `, e.g. ${example}`;
  }
  return "";
}
/** Keys shared by flags and the config file, with the value type each takes. */ export const SETTING_KEYS = {
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
  "eof-wait-ms": "size"
};
/** The settings of the HTTP/WebSocket listener: only with `--listen`. */ const LISTEN_ONLY = [
  "drain-ms",
  "token-file",
  "allow-origin",
  "allow-host",
  "allow-remote",
  "max-body",
  "max-connections",
  "idle-timeout-ms",
  "max-buffered"
];
/** The settings only some modes take; every other setting applies to every mode. */ const MODE_ONLY = {
  "agent": [
    "connect",
    "chain",
    "probe"
  ],
  "proxy": [
    "chain"
  ],
  "chain": [
    "chain"
  ],
  "proxy-methods": [
    "chain"
  ],
  "init-timeout-ms": [
    "connect",
    "serve",
    "proxy"
  ],
  "copy": [
    "serve",
    "proxy"
  ],
  "listen": [
    "serve",
    "proxy"
  ],
  ...Object.fromEntries(LISTEN_ONLY.map((key)=>[
      key,
      [
        "serve",
        "proxy"
      ]
    ])),
  "stdout-guard": [
    "serve",
    "proxy"
  ],
  "trace-context": [
    "serve",
    "proxy"
  ],
  // The probe starts the agent fresh for each check and prints a report: it has no session to
  // log, record or bound (a flag it would ignore is refused).
  ...Object.fromEntries([
    "max-frame",
    "grace-ms",
    "log-level",
    "log-file",
    "log-format",
    "transcript",
    "remote-token-file"
  ].map((key)=>[
      key,
      [
        "serve",
        "connect",
        "proxy",
        "chain"
      ]
    ])),
  "json": [
    "probe"
  ],
  "all": [
    "probe"
  ],
  "no-session": [
    "probe"
  ],
  "slow-start-ms": [
    "probe"
  ],
  "probe-timeout-ms": [
    "probe"
  ],
  "eof-wait-ms": [
    "probe"
  ]
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
 */ export function modeTakes(key, mode) {
  // A chain's components are --proxy and --agent: its validation refuses --v1/--v2.
  if (mode === "chain" && (key === "v1" || key === "v2")) return false;
  const modes = Object.hasOwn(MODE_ONLY, key) ? MODE_ONLY[key] : null;
  return modes == null || modes.includes(mode);
}
/** Ranges of the numeric settings, with a value to show in messages. */ export const NUMBER_RANGES = {
  /** A first frame is held in memory while it is read: at most 1 GiB. */ "max-frame": {
    min: 1,
    max: 1024 * 1024 * 1024,
    example: "8MiB",
    unit: "bytes"
  },
  /** The largest delay a timer can wait (2^31 - 1 ms, about 24.8 days). */ "grace-ms": {
    min: 0,
    max: 2 ** 31 - 1,
    example: "2000",
    unit: "milliseconds"
  },
  "init-timeout-ms": {
    min: 1,
    max: 2 ** 31 - 1,
    example: "30000",
    unit: "milliseconds"
  },
  "max-body": {
    min: 1,
    max: 1024 * 1024 * 1024,
    example: "16MiB",
    unit: "bytes"
  },
  "max-connections": {
    min: 1,
    max: 100_000,
    example: "64",
    unit: "connections"
  },
  "idle-timeout-ms": {
    min: 1,
    max: 2 ** 31 - 1,
    example: "300000",
    unit: "milliseconds"
  },
  "max-buffered": {
    min: 1,
    max: 1024 * 1024 * 1024,
    example: "64MiB",
    unit: "bytes"
  },
  "drain-ms": {
    min: 0,
    max: 2 ** 31 - 1,
    example: "30000",
    unit: "milliseconds"
  },
  "slow-start-ms": {
    min: 1,
    max: 2 ** 31 - 1,
    example: "2000",
    unit: "milliseconds"
  },
  "probe-timeout-ms": {
    min: 1,
    max: 2 ** 31 - 1,
    example: "10000",
    unit: "milliseconds"
  },
  "eof-wait-ms": {
    min: 1,
    max: 2 ** 31 - 1,
    example: "3000",
    unit: "milliseconds"
  }
};
/** Dashes that are not the ASCII hyphen a flag starts with (pasted from rich text). */ const FOREIGN_DASH = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;
/** What to say of a word that starts with a dash other than `-`, if it does. */ function foreignDash(word) {
  if (!FOREIGN_DASH.test(word)) return undefined;
  const code = word.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
  return `it starts with U+${code}, not an ASCII hyphen: type it as ` + `--${word.replace(/^[^\p{L}\p{N}]+/u, "")}`;
}
/** The usage error for a first word that is no mode, with what it may have meant. */ function unknownMode(word) {
  const dash = foreignDash(word);
  const meant = nearestName(word, [
    ...MODES,
    "trace"
  ]);
  const hint = dash !== undefined ? ` (${dash})` : meant !== undefined ? ` (did you mean ${meant}?)` : FLAG_WORDS.has(word) ? ` (did you mean --${word}? a flag starts with --)` : "";
  return new UsageError(`unknown mode '${withoutUserInfo(word)}'${hint}; use serve, connect, proxy, chain, probe ` + `or trace`);
}
/** Flags given without their dashes are taken for a mode: the common ones are named. */ const FLAG_WORDS = new Set([
  "v1",
  "v2",
  "agent",
  "listen",
  "name",
  "config",
  "version"
]);
/**
 * Parses the command line. A config file, when named, is read by `loadConfig` and
 * merged under the flags.
 *
 * @param argv The arguments after the program name.
 * @param loadConfig Reads a config file into settings.
 * @returns Help, version, or a validated configuration.
 * @throws {UsageError} On anything that is not a valid command line.
 */ export async function parseCli(argv, loadConfig) {
  let parsed;
  // A near miss is offered only a flag its mode takes (`--jsonn` in serve is not `--json`).
  const wordMode = MODES.find((m)=>m === argv[0]) ?? "serve";
  const suggests = (name)=>modeTakes(name.startsWith("no-") && !Object.hasOwn(MODE_ONLY, name) ? name.slice(3) : name, wordMode);
  try {
    parsed = parseFlags(argv, {
      "v1": {
        type: "string"
      },
      "v2": {
        type: "string"
      },
      "agent": {
        type: "string"
      },
      "max-frame": {
        type: "string"
      },
      "grace-ms": {
        type: "string"
      },
      "init-timeout-ms": {
        type: "string"
      },
      "log-level": {
        type: "string"
      },
      "log-file": {
        type: "string"
      },
      "log-format": {
        type: "string"
      },
      "transcript": {
        type: "string"
      },
      "stdout-guard": {
        type: "string"
      },
      "trace-context": {
        type: "boolean",
        negatable: true
      },
      "proxy": {
        type: "string",
        multiple: true
      },
      "proxy-methods": {
        type: "string"
      },
      "listen": {
        type: "string"
      },
      "token-file": {
        type: "string"
      },
      "remote-token-file": {
        type: "string"
      },
      "allow-origin": {
        type: "string",
        multiple: true
      },
      "allow-host": {
        type: "string",
        multiple: true
      },
      "allow-remote": {
        type: "boolean",
        negatable: true
      },
      "max-body": {
        type: "string"
      },
      "max-connections": {
        type: "string"
      },
      "idle-timeout-ms": {
        type: "string"
      },
      "max-buffered": {
        type: "string"
      },
      "drain-ms": {
        type: "string"
      },
      "name": {
        type: "string"
      },
      "json": {
        type: "boolean",
        negatable: true
      },
      "all": {
        type: "boolean",
        negatable: true
      },
      "no-session": {
        type: "boolean"
      },
      "slow-start-ms": {
        type: "string"
      },
      "probe-timeout-ms": {
        type: "string"
      },
      "eof-wait-ms": {
        type: "string"
      },
      "copy": {
        type: "boolean",
        negatable: true
      },
      "config": {
        type: "string"
      },
      "help": {
        type: "boolean",
        short: "h"
      },
      "version": {
        type: "boolean",
        short: "V"
      }
    }, suggests);
  } catch (e) {
    if (e instanceof FlagError) throw new UsageError(e.message + quoteHint(argv, e));
    throw e;
  }
  const { values, positionals } = parsed;
  // `acp-proxy help [MODE]`, as `acp-proxy [MODE] --help`.
  if (argv[0] === "help" && positionals[0] === "help") {
    const mode = MODES.includes(positionals[1]) ? positionals[1] : undefined;
    // `help trace [summary|view]` is trace's help (cli/main.ts); anything more is said here.
    if (positionals[1] === "trace") {
      throw new UsageError(`'help trace' takes summary or view at most (got '${positionals.slice(2).join(" ")}'); ` + `use acp-proxy help trace`);
    }
    if (positionals[1] !== undefined && mode === undefined) throw unknownMode(positionals[1]);
    if (positionals.length > 2) {
      throw new UsageError(`'help' takes one mode at most (got '${positionals.slice(1).join(" ")}'); use ` + `acp-proxy help MODE`);
    }
    return mode === undefined ? {
      kind: "help"
    } : {
      kind: "help",
      mode
    };
  }
  // `acp-proxy MODE help` (nothing else), as `trace help` is trace's: that mode's help.
  if (argv.length === 2 && argv[1] === "help" && MODES.includes(argv[0])) {
    return {
      kind: "help",
      mode: argv[0]
    };
  }
  if (values.help) {
    // `acp-proxy MODE --help`: that mode's help.
    const mode = MODES.includes(argv[0]) && positionals[0] === argv[0] ? argv[0] : undefined;
    return mode === undefined ? {
      kind: "help"
    } : {
      kind: "help",
      mode
    };
  }
  if (values.version) return {
    kind: "version"
  };
  // The mode is the first argument or there is none: a word after the flags is the rest of an
  // unquoted command (`--v1 my-agent proxy`), never a mode.
  const stray = positionals.length > 0 && argv[0] !== positionals[0] ? positionals[0] : positionals[1];
  // A first word that is no mode is said first (`acp-proxy v1 ./agent`: the dashes forgotten),
  // not the word after it.
  const first = positionals[0];
  if (first !== undefined && argv[0] === first && !MODES.includes(first)) {
    throw unknownMode(first);
  }
  const endOfFlags = argv.indexOf("--");
  // Shown without a URL's user:password@ (a remote address given as a loose word).
  const shown = stray === undefined ? "" : withoutUserInfo(stray);
  if (stray !== undefined && endOfFlags >= 0 && argv.indexOf(stray) > endOfFlags) {
    throw new UsageError(`unexpected argument '${shown}' after '--', which ends the flags; remove the '--' (a flag ` + `for the agent goes inside its quoted command: --v1 "my-agent --flag")`);
  }
  // `acp-proxy probe help extra`: the help was asked for, with a word too many.
  if (stray === "help" && argv[1] === "help" && MODES.includes(argv[0])) {
    throw new UsageError(`unexpected argument '${withoutUserInfo(argv[2] ?? "")}' after '${argv[0]} help', which ` + `takes nothing after it`);
  }
  if (stray !== undefined) {
    const isMode = MODES.includes(stray) || stray === "trace";
    const dash = foreignDash(stray);
    throw new UsageError(isMode && argv[0] === positionals[0] ? `unexpected argument '${shown}': the mode is given once, as the first word` : isMode ? `unexpected argument '${shown}': a mode comes first (acp-proxy ${stray} \u2026); ` + `quote a command that has spaces` : dash !== undefined ? `unexpected argument '${shown}': ${dash}` : `unexpected argument '${shown}'; quote a command that has spaces${quotedExample(argv, stray)}`);
  }
  const mode = positionals[0] ?? "serve";
  const flags = {};
  for (const key of Object.keys(SETTING_KEYS)){
    const value = values[key];
    if (value === undefined) continue;
    const modes = MODE_ONLY[key];
    if (modes && !modes.includes(mode)) {
      const hint = key !== "agent" ? "; remove it" : `; in ${mode}, --v1/--v2 name the ${mode === "proxy" ? "proxies" : "agents"}`;
      // serve and proxy take --init-timeout-ms only with --listen: say so, as they would.
      const list = key === "init-timeout-ms" ? "connect and --listen" : modes.length > 1 ? `${modes.slice(0, -1).join(", ")} and ${modes[modes.length - 1]}` : modes[0];
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
  if (typeof values.config === "string" && flags.listen === undefined && (mode === "serve" || mode === "proxy" || mode === "chain") && isStandardStream(values.config, "/dev/stdin")) {
    throw new UsageError(`--config ${values.config} is the daemon's stdin, which carries the client's messages; ` + `give the config as a file`);
  }
  // A file's path a flag overrides is not resolved (a relative one in a file read from a pipe,
  // "~/" without HOME): flags win, also over what would have been refused.
  const fromFile = typeof values.config === "string" ? await loadConfig(values.config, new Set(Object.keys(flags))) : {};
  try {
    return settle(mode, flags, fromFile, values.config);
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
 */ function settle(mode, flags, fromFile, configPath) {
  // A config file may serve several modes: its keys for another mode are left out.
  const leftOut = [];
  for (const key of Object.keys(fromFile)){
    const modes = MODE_ONLY[key];
    if (modes && !modes.includes(mode)) {
      delete fromFile[key];
      leftOut.push(key);
    }
  }
  // A file whose only agent is connect's or chain's: "give --v1 or --v2" alone would not say
  // why its "agent" was not taken.
  const pick = [
    "v1",
    "v2",
    "name"
  ];
  const other = leftOut.find((key)=>key === "agent" || key === "chain");
  if ((mode === "serve" || mode === "proxy") && other !== undefined && pick.every((key)=>flags[key] === undefined && fromFile[key] === undefined)) {
    const where = SETTING_POSITIONS.get(fromFile)?.get(other);
    const modes = MODE_ONLY[other];
    const named = modes.length === 1 ? modes[0] : `${modes.slice(0, -1).join(", ")} and ${modes.at(-1)}`;
    throw new UsageError(`${where === undefined ? "" : `${where}: `}the file's "${other}" is for ${named}, not ` + `${mode}, which runs a pair: give --v1 CMD and/or --v2 CMD (or "v1"/"v2" in the ` + `file), or give the mode first (acp-proxy ${modes.join("|")} --config FILE)`);
  }
  // Likewise the listener's keys for a stdio serve or proxy (and the connect-or-listen timeout).
  if (mode !== "connect" && flags.listen === undefined && fromFile.listen === undefined) {
    for (const key of [
      ...LISTEN_ONLY,
      "init-timeout-ms"
    ])delete fromFile[key];
  }
  // And a stdio serve's `copy` for a listener that only the command line asks for (a file
  // that holds both asks for two things at once: still refused).
  if (flags.listen !== undefined && fromFile.listen === undefined && flags.copy === undefined) {
    delete fromFile.copy;
  }
  // `--name` on the command line replaces the file's commands, and commands on the command
  // line replace the file's `name`: flags win, a pick in one place is no conflict.
  // In connect, v1/v2 are the client programs: they are no pick of the agent.
  const agentPicks = NAMED_CONFLICTS.filter((key)=>!(mode === "connect" && (key === "v1" || key === "v2")));
  if (flags.name !== undefined) {
    for (const key of agentPicks)delete fromFile[key];
  }
  if (agentPicks.some((key)=>flags[key] !== undefined)) delete fromFile.name;
  // `--proxy`/`--agent` on the command line replace the file's `chain`; in `chain`, the file's
  // own `chain` is the whole chain, and its `agent` is then `connect`'s.
  if (mode === "chain" && flags.proxy !== undefined && flags.agent === undefined && fromFile.chain !== undefined) {
    const where = SETTING_POSITIONS.get(fromFile)?.get("chain");
    throw new UsageError(`--proxy replaces the whole "chain" of the config file${where === undefined ? "" : ` (${where})`}, its agent too; add --agent CMD, or drop --proxy to use the file's chain`);
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
    for (const key of [
      "name",
      ...NAMED_CONFLICTS
    ])delete fromFile[key];
  }
  // `probe` takes one agent or a pair: a pick on the command line replaces the file's other
  // kind, and a file that gives both (for chain and for serve) needs that pick.
  if (mode === "probe") {
    if (flags.agent !== undefined) {
      delete fromFile.v1;
      delete fromFile.v2;
    }
    if (flags.v1 !== undefined || flags.v2 !== undefined) delete fromFile.agent;
    const pair = [
      "v1",
      "v2"
    ].filter((k)=>fromFile[k] !== undefined);
    if (fromFile.agent !== undefined && pair.length > 0) {
      const where = SETTING_POSITIONS.get(fromFile)?.get("agent");
      throw new UsageError(`${where === undefined ? "" : `${where}: `}the file gives "agent" and ` + `${pair.map((k)=>`"${k}"`).join(" and ")}, and probe takes one agent or one pair; ` + `pick on the command line: --agent CMD, --v1 CMD/--v2 CMD or --name NAME`);
    }
  }
  const picks = [
    "name",
    ...NAMED_CONFLICTS
  ];
  if (flags.all === false || picks.some((k)=>flags[k] !== undefined)) delete fromFile.all;
  const filePicks = picks.filter((k)=>fromFile[k] !== undefined);
  if (fromFile.all === true && filePicks.length > 0) {
    const where = SETTING_POSITIONS.get(fromFile)?.get("all");
    throw new UsageError(`${where === undefined ? "" : `${where}: `}"all": true probes every named agent, and ` + `the file also gives ${filePicks.map((k)=>`"${k}"`).join(", ")}; keep one of them ` + `(or pick on the command line: --no-all, --name NAME)`);
  }
  // A file that both names its agent and gives the commands contradicts itself: that is the
  // file's to fix, not flags the user never typed.
  const fileConflicts = agentPicks.filter((key)=>fromFile[key] !== undefined);
  if (fromFile.name !== undefined && fileConflicts.length > 0) {
    const where = SETTING_POSITIONS.get(fromFile)?.get("name");
    throw new UsageError(`${where === undefined ? "" : `${where}: `}"name": ${JSON.stringify(fromFile.name)} names the agent, and the file also gives ${fileConflicts.map((key)=>`"${key}"`).join(", ")}; keep one of them`);
  }
  const picked = configPath !== undefined ? flags.name ?? fromFile.name : undefined;
  // Named as the user gave it: the flag, or the file's "name" at its place.
  const nameWhere = SETTING_POSITIONS.get(fromFile)?.get("name");
  const pickedAs = flags.name !== undefined || nameWhere === undefined ? `--name ${picked}` : `${nameWhere}: "name": ${JSON.stringify(picked)}`;
  const running = namedAgentsRunning(configPath, picked, pickedAs);
  let config;
  try {
    // A file's remote-token-file is for its remote agents: unused when the agent is local.
    const fileToken = Object.hasOwn(fromFile, "remote-token-file") && !Object.hasOwn(flags, "remote-token-file");
    config = validate(mode, {
      ...fromFile,
      ...flags
    }, fileToken);
  } catch (e) {
    throw e instanceof UsageError ? inFile(e, fromFile, flags) : e;
  }
  if (config.name !== undefined && running !== undefined) {
    config.agentEnv = {
      ...config.agentEnv,
      [NAMED_AGENTS_ENV]: running.join("\n")
    };
  }
  if (config.probe?.all === true && configPath !== undefined) {
    // Every named agent `--all` probes runs as a named agent, as with --name: one whose
    // command runs acp-proxy with its own name again is then refused one level down.
    for (const [name, agent] of Object.entries(config.agents)){
      let chain;
      try {
        chain = namedAgentsRunning(configPath, name, `"agents.${name}"`);
      } catch (e) {
        if (!(e instanceof UsageError)) throw e; // running above this probe already: left as is
      }
      if (chain !== undefined) {
        config.agents[name] = {
          ...agent,
          env: {
            ...agent.env,
            [NAMED_AGENTS_ENV]: chain.join("\n")
          }
        };
      }
    }
  }
  const where = SETTING_POSITIONS.get(fromFile);
  if (config.agent !== undefined && !Object.hasOwn(flags, "agent")) {
    const key = mode === "chain" && Object.hasOwn(fromFile, "chain") ? "chain" : "agent";
    if (Object.hasOwn(fromFile, key) && where?.has(key)) {
      config.agentInFile = `the config file's ${key === "chain" ? `"chain", its last entry,` : `"agent"`} at ${where.get(key)}`;
    }
  }
  if (config.proxies.length > 0 && !Object.hasOwn(flags, "proxy")) {
    const key = Object.hasOwn(fromFile, "chain") ? "chain" : "proxy";
    if (Object.hasOwn(fromFile, key) && where?.has(key)) {
      config.proxiesInFile = `the config file's "${key}" at ${where.get(key)}`;
    }
  }
  if (mode === "connect" || config.name === undefined) {
    for (const key of [
      "v1",
      "v2"
    ]){
      if (Object.hasOwn(fromFile, key) && !Object.hasOwn(flags, key) && where?.has(key)) {
        (config.commandsInFile ??= {})[key] = where.get(key);
      }
    }
  }
  for (const key of LATE_CHECKED_KEYS){
    if (Object.hasOwn(fromFile, key) && !Object.hasOwn(flags, key) && where?.has(key)) {
      (config.fileOrigins ??= {})[key] = where.get(key);
    }
  }
  if (configPath !== undefined) config.configFile = configPath;
  return {
    kind: "run",
    config
  };
}
/**
 * The variable that tells a named agent's processes which named agents (`FILE#NAME`, the file
 * as its real path, with `%` and LF written `%25` and `%0A`; one per line) run above them: an
 * acp-proxy among them refuses to run one of those again.
 */ export const NAMED_AGENTS_ENV = "ACP_PROXY_NAMED_AGENTS";
/**
 * The named agents running above this process, with `name` of config file `path` added, for its
 * agent's environment; or undefined when no named agent is picked.
 *
 * @throws {UsageError} When `name` of that file already runs above: its command runs acp-proxy
 *   with it again, a loop that would start one acp-proxy per level for ever.
 */ function namedAgentsRunning(path, name, pickedAs) {
  if (typeof name !== "string" || name === "") return undefined;
  let real = path;
  try {
    real = Deno.realPathSync(path);
  } catch  {
  // read a moment ago: its place as given will do
  }
  // One key per line: a path's own LF (and the % that escapes it) is written %0A (%25).
  const key = `${real.replaceAll("%", "%25").replaceAll("\n", "%0A")}#${name}`;
  let above = [];
  try {
    above = (Deno.env.get(NAMED_AGENTS_ENV) ?? "").split("\n").filter((k)=>k !== "");
  } catch  {
  // no permission to read the environment: no loop can be seen
  }
  const from = above.indexOf(key);
  if (from >= 0) {
    const closer = above[above.length - 1];
    if (closer === key) {
      throw new UsageError(`${pickedAs}: the agent "${name}" of ${path} runs acp-proxy with --name ${name} of the ` + `same file again, a loop; make "agents.${name}" the agent's own command`);
    }
    // Through others: the loop is closed by the last of them, which asked for this one again.
    const names = [
      ...above.slice(from),
      key
    ].map((k)=>k.slice(k.lastIndexOf("#") + 1));
    const by = names[names.length - 2];
    throw new UsageError(`${pickedAs}: a loop of named agents (${names.join(" -> ")}): the agent "${by}" runs ` + `acp-proxy with --name ${name}, which is running already above it; make one of them ` + `the agent's own command`);
  }
  return [
    ...above,
    key
  ];
}
/**
 * Where a config file's keys are (`path:line:column`), for the values checked after the file
 * was read: set by the config file's loader.
 */ export const SETTING_POSITIONS = new WeakMap();
/**
 * A usage error that names a flag (`--grace-ms must be ...`) whose value came from the config
 * file names the file's place instead: the user never typed the flag. A named agent's command
 * is blamed on the file's `agents`.
 */ function inFile(e, fromFile, flags) {
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
  const rest = /^ (must|needs|has|is|takes) /.test(tail) || !tail.startsWith(" ") ? tail : `:${tail}`;
  if (Object.hasOwn(fromFile, key) && where.has(key)) {
    return new UsageError(`${where.get(key)}: "${key}"${rest}`);
  }
  // The file's chain gives its proxies and its agent.
  if ((key === "proxy" || key === "agent") && Object.hasOwn(fromFile, "chain") && where.has("chain")) {
    return new UsageError(`${where.get("chain")}: "chain"${rest}`);
  }
  const name = flags.name ?? fromFile.name;
  if (typeof name === "string" && where.has("agents") && [
    "v1",
    "v2",
    "agent"
  ].includes(key)) {
    // At the entry's command when known (in connect and chain "agent" is its v1, or its v2).
    const at = fromFile.agents?.[name]?.commandsAt;
    // A one-command agent's "agent" is its "v1" or "v2" in the file.
    const side = key === "agent" ? at?.v1 !== undefined || at?.v2 === undefined ? "v1" : "v2" : key;
    const place = at?.[side];
    return new UsageError(`${place ?? where.get("agents")}: agents.${name}: "${side}"${rest}`);
  }
  return e;
}
/** The settings a named agent provides, so they cannot be given with `--name`. */ const NAMED_CONFLICTS = [
  "v1",
  "v2",
  "agent",
  "chain"
];
/**
 * `--name NAME`: the named agent's commands as `v1`/`v2` (serve, proxy, probe) or as the one
 * `agent` (connect, chain: a pair runs as an agent router), with its env and cwd.
 */ function namedAgent(mode, s) {
  const name = s["name"];
  if (name === undefined) return undefined;
  if (typeof name !== "string" || name.trim() === "") {
    throw new UsageError(`--name needs the name of an agent in the config file, e.g. --name codex`);
  }
  const agents = s["agents"] ?? {};
  if (!Object.hasOwn(agents, name)) {
    const known = Object.keys(agents);
    const meant = nearestName(name, known);
    throw new UsageError(known.length === 0 ? `--name ${name}: no named agents; add them to ${s["agents"] === undefined ? "a --config file" : `the config file's "agents"`}, e.g. {"agents": {"${name}": {"v1": "my-agent"}}}` : `--name ${name}: no such agent${meant === undefined ? "" : ` (did you mean ${meant}?)`}; the config file names ${known.join(", ")}`);
  }
  // In connect, --v1/--v2 are the client programs: only the agent conflicts.
  const conflicts = NAMED_CONFLICTS.filter((key)=>s[key] !== undefined && !(mode === "connect" && (key === "v1" || key === "v2")));
  if (conflicts.length > 0) {
    const given = conflicts.map((key)=>key === "chain" ? `"chain"` : `--${key}`).join(", ");
    throw new UsageError(`--name ${name} names the agent; remove ${given} (or drop --name)`);
  }
  const agent = agents[name];
  const cwdProblem = namedCwdProblem(agent, mode);
  if (cwdProblem !== undefined) {
    throw new UsageError(`${agent.cwdAt}: --name ${name}: its cwd ${agent.cwd} ${cwdProblem}; ` + `fix "agents.${name}.cwd"` + // A relative "~/proj" starts at the config's directory: ~ is expanded only in paths.
    (agent.cwdTilde ? TILDE_IN_CWD : ""));
  }
  const settings = {
    ...s
  };
  if (mode === "connect" || mode === "chain") {
    settings.agent = agent.v1 !== undefined && agent.v2 !== undefined ? routerCommand(agent.v1, agent.v2, innerRouterFlags(s)) : agent.v1 ?? agent.v2;
  } else {
    if (agent.v1 !== undefined) settings.v1 = agent.v1;
    if (agent.v2 !== undefined) settings.v2 = agent.v2;
  }
  return {
    name,
    agent,
    settings
  };
}
/**
 * The flags a named pair's inner router (`acp-proxy serve --v1 ... --v2 ...`) inherits: how to log
 * (to the same file, in the same format, at the same level), the grace period and the frame
 * bound. A relative log file is made absolute: the pair may run in its own `cwd`.
 */ function innerRouterFlags(s) {
  const flags = [];
  for (const key of [
    "log-level",
    "log-format",
    "grace-ms",
    "max-frame"
  ]){
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
 */ export const REMOTE_TOKEN_ENV = "ACP_PROXY_REMOTE_TOKEN";
/**
 * The variable that tells a named pair's inner router what it runs as, for its hints: JSON
 * `{"agent": "agent \"p\" in the config file", "token": WHERE}` (where the token was given).
 * The router takes it out of its environment at once, so nothing it starts inherits it.
 */ export const INNER_ROUTER_ENV = "ACP_PROXY_INNER_ROUTER";
function validate(mode, raw, fileToken = false) {
  const named = namedAgent(mode, raw);
  const s = named?.settings ?? raw;
  const command = (key)=>{
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
  const config = {
    mode,
    v1: command("v1"),
    v2: command("v2"),
    agent: chain?.agent ?? command("agent"),
    proxies: chain?.proxies ?? [],
    proxyMethods: oneOf("proxy-methods", s["proxy-methods"], [
      "prefixed",
      "schema"
    ], "prefixed"),
    maxFrame: number("max-frame", s["max-frame"], DEFAULT_MAX_FRAME_BYTES),
    graceMs: number("grace-ms", s["grace-ms"], 2_000),
    initTimeoutMs: number("init-timeout-ms", s["init-timeout-ms"], 30_000),
    logLevel: logLevel(s["log-level"]),
    copy: s["copy"] === true,
    logFile: path("log-file", s["log-file"]),
    logFormat: oneOf("log-format", s["log-format"], [
      "text",
      "json"
    ], "text"),
    transcript: path("transcript", s["transcript"]),
    stdoutGuard: oneOf("stdout-guard", s["stdout-guard"], [
      "pass",
      "divert",
      "drop"
    ], "pass"),
    traceContext: s["trace-context"] === true,
    remoteTokenFile: path("remote-token-file", s["remote-token-file"]),
    listen: listenOptions(mode, s),
    name: named?.name,
    agentEnv: named?.agent.env,
    agentCwd: named?.agent.cwd,
    innerRouter: (mode === "connect" || mode === "chain") && named?.agent.v1 !== undefined && named.agent.v2 !== undefined,
    agents: raw["agents"] ?? {}
  };
  if (mode === "chain") {
    if (config.v1 !== undefined || config.v2 !== undefined) {
      throw new UsageError(`chain takes --proxy CMD (repeatable) and --agent CMD, not --v1/--v2; for per-version ` + `components, compose: --agent "acp-proxy --v1 A --v2 B"`);
    }
    remoteChecks(mode, config, named, fileToken);
    return config;
  }
  if (mode === "probe") return probeConfig(config, s, raw);
  if (config.v1 === undefined && config.v2 === undefined) {
    throw new UsageError(mode === "connect" ? `connect needs a client program: give --v1 CMD and/or --v2 CMD (the client programs ` + `it runs), e.g. --v1 "my-client --acp"` : mode === "proxy" ? `give at least one of --v1 CMD or --v2 CMD (the proxy's commands), e.g. ` + `--v1 "my-proxy --stdio"` : `give at least one of --v1 CMD or --v2 CMD (the agent's commands), e.g. ` + `--v1 "my-agent --stdio"`);
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
 */ function probeConfig(config, s, given) {
  const all = s["all"] === true;
  if (all) {
    const picked = [
      "name",
      "agent",
      "v1",
      "v2"
    ].filter((key)=>given[key] !== undefined);
    if (picked.length > 0) {
      throw new UsageError(`probe --all probes every named agent; remove ${picked.map((k)=>`--${k}`).join(", ")}`);
    }
    if (Object.keys(config.agents).length === 0) {
      throw new UsageError(`--all needs named agents to probe: ${s["agents"] === undefined ? `add "agents" to a --config file` : `add them to the config file's "agents"`}, e.g. {"agents": {"codex": {"v1": "codex-acp"}}}`);
    }
    // Every entry is checked as --name checks the one it picks: a bad cwd or remote address
    // is the file's to fix (not probed, but refused by every other mode).
    for (const [name, agent] of Object.entries(config.agents)){
      for (const key of [
        "v1",
        "v2"
      ]){
        checkRemoteAddress(namedSide(name, agent, key), agent[key]);
      }
      const cwdProblem = namedCwdProblem(agent, "probe");
      if (cwdProblem !== undefined) {
        throw new UsageError(`${agent.cwdAt}: probe --all: the cwd ${agent.cwd} of ${name} ${cwdProblem}; ` + `fix "agents.${name}.cwd"${agent.cwdTilde ? TILDE_IN_CWD : ""}`);
      }
    }
    config.probe = probeSettings(s, all);
    return config;
  }
  if (config.agent !== undefined && (config.v1 !== undefined || config.v2 !== undefined)) {
    throw new UsageError(`probe takes --agent CMD (one agent) or --v1/--v2 (the pair the router runs), not both`);
  }
  if (config.agent === undefined && config.v1 === undefined && config.v2 === undefined) {
    const named = Object.keys(config.agents);
    throw new UsageError(`probe needs the agent: --agent CMD, or --v1 CMD and/or --v2 CMD` + (named.length === 0 ? "" : `, or one the config file names (--name ${named.slice(0, 5).join("|")}${named.length > 5 ? "|..." : ""}), or --all`));
  }
  const remote = [
    "agent",
    "v1",
    "v2"
  ].find((key)=>REMOTE_ADDRESS.test(config[key] ?? ""));
  // A named agent's URL side is reported as `--all` reports it (a `remote` skip row), once
  // it is an address the other modes take.
  const named = config.name === undefined ? undefined : config.agents[config.name];
  for (const key of [
    "v1",
    "v2"
  ]){
    if (named !== undefined) checkRemoteAddress(namedSide(config.name, named, key), named[key]);
  }
  if (remote !== undefined && config.name === undefined) {
    throw new UsageError(`--${remote} ${withoutUserInfo(config[remote])}: probe starts agent commands, and this ` + `is a URL (a ` + `remote agent); probe it where it runs, or give a command`);
  }
  config.probe = probeSettings(s, all);
  return config;
}
/**
 * A remote agent's address where one is dialled (`spec`, given by `flag`: a flag, or a named
 * agent's place in the file): a URL alone, without a user name or password.
 *
 * @throws {UsageError} When it is not.
 */ function checkRemoteAddress(flag, spec, role = "agent") {
  if (spec === undefined || !REMOTE_ADDRESS.test(spec)) return;
  // A proxy is dialled over WebSocket only: its example says so.
  const example = role === "proxy" ? "ws://127.0.0.1:7331" : "http://127.0.0.1:7331";
  const shown = withoutUserInfo(spec);
  // A URL followed by words: one with a path parses whole (the words in its path, sent as
  // %20); one without does not (`http://host:7331 --stdio`), and is not "no URL" either.
  const [first, next] = spec.trim().split(/\s+/);
  if (next !== undefined && (URL.canParse(spec) || URL.canParse(first) && next.startsWith("-"))) {
    throw new UsageError(`${flag} ${shown}: a remote ${role}'s address is a URL alone, without arguments; give ` + `just the URL (${withoutUserInfo(first)})`);
  }
  if (!URL.canParse(spec)) {
    throw new UsageError(`${flag} ${shown}: not a remote ${role} address (not a URL); check the address, e.g. ` + example);
  }
  // A user name or password is never sent (fetch would send them as Basic beside the
  // token); refused now, and not repeated.
  const url = new URL(spec);
  if (url.username !== "" || url.password !== "") {
    url.username = "";
    url.password = "";
    throw new UsageError(`${flag} ${url.href}: a remote ${role} address may not carry a user name or password ` + `(user:password@ before the host): they are not sent; give a token with ` + `--remote-token-file`);
  }
}
/** A named agent's `v1` or `v2` as a message names it: its place in the config file. */ function namedSide(name, agent, key) {
  return `${agent.commandsAt?.[key] ?? "the config file"}: agents.${name}: "${key}":`;
}
function probeSettings(s, all) {
  return {
    all,
    json: s["json"] === true,
    session: s["no-session"] !== true,
    slowStartMs: number("slow-start-ms", s["slow-start-ms"], 2_000),
    timeoutMs: number("probe-timeout-ms", s["probe-timeout-ms"], 10_000),
    eofWaitMs: number("eof-wait-ms", s["eof-wait-ms"], 3_000)
  };
}
/**
 * What is wrong with a named agent's `cwd`, or undefined; a remote agent's is not used (README:
 * env and cwd do not apply to remote agents), so one whose commands are all addresses has none,
 * unless `mode` runs the pair as an inner router (a process started in that cwd).
 */ function namedCwdProblem(agent, mode) {
  if (agent.cwd === undefined) return undefined;
  const local = [
    agent.v1,
    agent.v2
  ].some((c)=>c !== undefined && !REMOTE_ADDRESS.test(c));
  // connect and chain run a pair as an inner router, started in the entry's cwd.
  const inner = (mode === "connect" || mode === "chain") && agent.v1 !== undefined && agent.v2 !== undefined;
  return local || inner ? directoryProblem(agent.cwd) : undefined;
}
/**
 * `chain`: the proxies and the agent, from `--proxy`/`--agent` or the config file's `chain`
 * list (its last command is the agent); undefined in other modes.
 */ function chainOf(mode, s, command) {
  if (mode !== "chain") return undefined;
  const check = (key, value)=>commandText(key, value, "my-proxy --stdio");
  const listed = s["chain"];
  if (listed !== undefined) {
    if (s["proxy"] !== undefined) {
      throw new UsageError(`"proxy" and "chain" both give the chain's proxies; keep one ("chain" ends with the ` + `agent's command)`);
    }
    const commands = strings("chain", listed).map((c)=>check("chain", c));
    if (commands.length === 0) {
      throw new UsageError(`"chain" needs at least the agent's command, e.g. ["my-agent"]`);
    }
    return {
      proxies: commands.slice(0, -1),
      agent: commands[commands.length - 1]
    };
  }
  const agent = command("agent");
  if (agent === undefined) {
    throw new UsageError(`chain needs --agent CMD, the agent at the end of the chain (and --proxy CMD for each proxy)`);
  }
  return {
    proxies: strings("proxy", s["proxy"]).map((c)=>check("proxy", c)),
    agent
  };
}
/** A config file's `"chain"` entry that is no command (a file key: there is no --chain). */ function chainEntryNeeded(example) {
  return new UsageError(`"chain" needs a command in every entry, e.g. ["${example}", "my-agent"]`);
}
/**
 * A command flag's value, checked the way it will be run: it must split (no shell) into a
 * program name and its arguments. Blank, or only what splits into nothing (`\<newline>`, `''`:
 * no program at all), is a usage error now, not a failed start after the client's first frame.
 */ function commandText(key, value, example) {
  const needs = ()=>key === "chain" ? chainEntryNeeded(example) : new UsageError(`--${key} needs a command, e.g. --${key} "${example}"`);
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
 */ function remoteChecks(mode, config, named, fileToken) {
  // A named pair in connect and chain runs as one agent router: its commands are the agents,
  // each named by its place in the file (connect's own --v1 is a client program).
  const side = (key)=>named === undefined ? [
      "",
      undefined
    ] : [
      namedSide(named.name, named.agent, key),
      named.agent[key]
    ];
  const agents = mode === "connect" || mode === "chain" ? [
    [
      "--agent",
      config.agent
    ],
    side("v1"),
    side("v2"),
    ...config.proxies.map((p)=>[
        "--proxy",
        p
      ])
  ] : [
    [
      "--v1",
      config.v1
    ],
    [
      "--v2",
      config.v2
    ]
  ];
  if (mode === "connect") {
    for (const key of [
      "v1",
      "v2"
    ]){
      if (REMOTE_ADDRESS.test(config[key] ?? "")) {
        throw new UsageError(`connect: --${key} is a client program to run, not a URL; a remote agent goes in --agent`);
      }
    }
  }
  // A proxy's first message is _proxy/initialize, which a remote agent over HTTP does not
  // take (its first POST is an initialize); a WebSocket carries it.
  const proxies = mode === "proxy" ? [
    [
      "--v1",
      config.v1
    ],
    [
      "--v2",
      config.v2
    ]
  ] : config.proxies.map((p)=>[
      "--proxy",
      p
    ]);
  for (const [flag, spec] of proxies){
    if (/^https?:\/\//i.test(spec ?? "")) {
      throw new UsageError(`${flag} ${withoutUserInfo(spec)}: a remote proxy is reached over WebSocket only; ` + `give it as ` + `ws(s)://\u2026 (over HTTP the first message must be an initialize, and a proxy's is ` + `_proxy/initialize)`);
    }
  }
  // A remote agent's address that is no URL is known now, not when a client comes (checked
  // after the refusals above: a URL where none may go is refused as that).
  for (const [flag, spec] of agents){
    checkRemoteAddress(flag, spec, mode === "proxy" || flag === "--proxy" ? "proxy" : "agent");
  }
  if (config.remoteTokenFile !== undefined && !agents.some(([, spec])=>REMOTE_ADDRESS.test(spec ?? ""))) {
    if (!fileToken) {
      throw new UsageError(`--remote-token-file is for remote agents; give an agent as http(s)://\u2026 or ws(s)://\u2026`);
    }
    config.remoteTokenFile = undefined;
  }
  if (config.listen !== undefined && config.copy) {
    throw new UsageError(`--copy has no effect with --listen (remote connections are always copied); remove it, ` + `or give --no-copy (which turns a config file's "copy": true off)`);
  }
}
// Spaces or tabs may part a number and its unit, or stand around them; a line break not
// ("8\nMiB", "1\n").
const BLANKS = "[^\\S\\n\\r\\u2028\\u2029]*";
const SIZE = new RegExp(`^${BLANKS}([0-9]+)${BLANKS}(k|kib|m|mib|g|gib)?${BLANKS}$`, "i");
const MULTIPLIERS = {
  k: 1024,
  kib: 1024,
  m: 1024 * 1024,
  mib: 1024 * 1024,
  g: 1024 * 1024 * 1024,
  gib: 1024 * 1024 * 1024
};
/** A numeric setting within its range ({@linkcode NUMBER_RANGES}); sizes take K/M/G suffixes. */ function number(key, value, fallback) {
  if (value === undefined) return fallback;
  const { min, max, example, unit } = NUMBER_RANGES[key];
  const match = typeof value === "string" ? SIZE.exec(value) : null;
  const suffixOk = unit === "bytes" || match?.[2] === undefined;
  const n = typeof value === "number" ? value : match && suffixOk ? Number(match[1]) * (match[2] ? MULTIPLIERS[match[2].toLowerCase()] : 1) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${key} must be a whole number of ${unit} from ${min} to ${max} (got '${value}'), ` + `e.g. --${key} ${example}`);
  }
  return n;
}
/** Said of a named agent's cwd written `~/...`: a relative path from the config's directory. */ const TILDE_IN_CWD = " (a leading ~ is not expanded in a cwd: give the full path)";
/** What each path flag's example names. */ const PATH_EXAMPLES = {
  "log-file": "/tmp/acp-proxy.log",
  "transcript": "/tmp/session.jsonl",
  "token-file": "~/.config/acp-proxy.token",
  "remote-token-file": "~/.config/agent.token"
};
function path(key, value) {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") {
    throw new UsageError(`--${key} needs a file path, e.g. --${key} ${PATH_EXAMPLES[key]}`);
  }
  return value;
}
function oneOf(key, value, allowed, fallback) {
  if (value === undefined) return fallback;
  if (!allowed.includes(value)) {
    throw new UsageError(`--${key} must be one of ${allowed.join(", ")} (got '${value}')`);
  }
  return value;
}
function logLevel(value) {
  if (value === undefined) return "warn";
  if (!LOG_LEVELS.includes(value)) {
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(", ")} (got '${value}')`);
  }
  return value;
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
 */ export function directoryProblem(path) {
  let info;
  try {
    info = Deno.statSync(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return "does not exist";
    if (e instanceof Deno.errors.NotADirectory) return "is not a directory";
    return `cannot be used (${e.message})`;
  }
  return info.isDirectory ? undefined : "is not a directory";
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9hcmdzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQ29tbWFuZC1saW5lIHBhcnNpbmcgYW5kIHZhbGlkYXRpb24gaW50byBvbmUge0BsaW5rY29kZSBDbGlDb25maWd9LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBGbGFnRXJyb3IsIHBhcnNlRmxhZ3MgfSBmcm9tIFwiLi9mbGFncy50c1wiO1xuaW1wb3J0IHsgbmVhcmVzdE5hbWUgfSBmcm9tIFwiLi9uZWFyZXN0X25hbWUudHNcIjtcbmltcG9ydCB7IHNoZWxsU3ludGF4UHJvYmxlbSB9IGZyb20gXCIuL3NoZWxsX3N5bnRheC50c1wiO1xuaW1wb3J0IHsgTE9HX0xFVkVMUywgdHlwZSBMb2dGb3JtYXQsIHR5cGUgTG9nTGV2ZWwgfSBmcm9tIFwiLi4vbG9nL2xvZ2dlci50c1wiO1xuaW1wb3J0IHsgREVGQVVMVF9NQVhfRlJBTUVfQllURVMgfSBmcm9tIFwiLi4vc2NoZW1hL3ZlcnNpb25zLnRzXCI7XG5pbXBvcnQgeyBjb21tYW5kUHJvYmxlbSwgY29tbWFuZFByb2JsZW1UZXh0LCBzcGxpdENvbW1hbmQgfSBmcm9tIFwiLi4vcHJvY2Vzcy9zcGxpdF9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyB0eXBlIE5hbWVkQWdlbnQsIHR5cGUgTmFtZWRBZ2VudHMsIHJvdXRlckNvbW1hbmQgfSBmcm9tIFwiLi9uYW1lZF9hZ2VudHMudHNcIjtcbmltcG9ydCB7IFJFTU9URV9BRERSRVNTLCByZW1vdGVBZGRyZXNzUHJvYmxlbSB9IGZyb20gXCIuL3JlbW90ZV9hZGRyZXNzLnRzXCI7XG5pbXBvcnQgeyB3aXRob3V0VXNlckluZm8gfSBmcm9tIFwiLi4vcmVtb3RlL3Nob3duX2FkZHJlc3MudHNcIjtcbmltcG9ydCB7IGlzU3RhbmRhcmRTdHJlYW0gfSBmcm9tIFwiLi9zYW1lX2ZpbGUudHNcIjtcblxuLyoqIFRoZSBtb2RlcyB0aGUgQ0xJIHJ1bnMgaW4uICovXG5leHBvcnQgdHlwZSBNb2RlID0gXCJzZXJ2ZVwiIHwgXCJjb25uZWN0XCIgfCBcInByb3h5XCIgfCBcImNoYWluXCIgfCBcInByb2JlXCI7XG5cbi8qKiBBIGNvbXBsZXRlLCB2YWxpZGF0ZWQgQ0xJIGNvbmZpZ3VyYXRpb24uICovXG5leHBvcnQgaW50ZXJmYWNlIENsaUNvbmZpZyB7XG4gIC8qKiBXaGljaCByb3V0ZXIgcnVucy4gKi9cbiAgbW9kZTogTW9kZTtcbiAgLyoqIHYxIGNvbW1hbmQgKG9yIHYxIGNsaWVudCBjb21tYW5kIGluIGBjb25uZWN0YCkuICovXG4gIHYxPzogc3RyaW5nO1xuICAvKiogdjIgY29tbWFuZCAob3IgdjIgY2xpZW50IGNvbW1hbmQgaW4gYGNvbm5lY3RgKS4gKi9cbiAgdjI/OiBzdHJpbmc7XG4gIC8qKiBBZ2VudCBjb21tYW5kIChgY29ubmVjdGAgYW5kIGBjaGFpbmApLiAqL1xuICBhZ2VudD86IHN0cmluZztcbiAgLyoqIGBjaGFpbmA6IHRoZSBwcm94eSBjb21tYW5kcywgaW4gY2hhaW4gb3JkZXIgKHRoZSBjbGllbnQncyBzaWRlIGZpcnN0KS4gKi9cbiAgcHJveGllczogc3RyaW5nW107XG4gIC8qKiBgY2hhaW5gOiB0aGUgbmFtZXMgc2VudCB0byBwcm94aWVzIChgX3Byb3h5LypgIG9yIHRoZSBzY2hlbWEncyBgcHJveHkvKmApLiAqL1xuICBwcm94eU1ldGhvZHM6IFwicHJlZml4ZWRcIiB8IFwic2NoZW1hXCI7XG4gIC8qKiBMYXJnZXN0IGZyYW1lIGJlZm9yZSBzZWxlY3Rpb24sIGluIGJ5dGVzLiAqL1xuICBtYXhGcmFtZTogbnVtYmVyO1xuICAvKiogR3JhY2UgcGVyaW9kIGJlZm9yZSBhbiBhZ2VudCBpcyB0ZXJtaW5hdGVkLCBpbiBtcy4gKi9cbiAgZ3JhY2VNczogbnVtYmVyO1xuICAvKiogSW5pdGlhbGl6ZSB0aW1lb3V0IGZvciBgY29ubmVjdGAsIGluIG1zLiAqL1xuICBpbml0VGltZW91dE1zOiBudW1iZXI7XG4gIC8qKiBNb3N0IHZlcmJvc2UgbG9nIGxldmVsIHByaW50ZWQuICovXG4gIGxvZ0xldmVsOiBMb2dMZXZlbDtcbiAgLyoqIENvcHkgZXZlcnkgYnl0ZSB0aHJvdWdoIHRoZSBkYWVtb24gKG5vIHN0ZG91dCBoYW5kb3Zlciwgbm8gc3BsaWNlIHB1bXApLiAqL1xuICBjb3B5OiBib29sZWFuO1xuICAvKiogV2hlcmUgdGhlIGRhZW1vbidzIG93biBsb2cgbGluZXMgZ28gaW5zdGVhZCBvZiBzdGRlcnIgKGFwcGVuZGVkKS4gKi9cbiAgbG9nRmlsZT86IHN0cmluZztcbiAgLyoqIEhvdyBsb2cgbGluZXMgYXJlIHdyaXR0ZW4uICovXG4gIGxvZ0Zvcm1hdDogXCJ0ZXh0XCIgfCBcImpzb25cIjtcbiAgLyoqIFdoZXJlIHRoZSBzZXNzaW9uJ3MgdHJhbnNjcmlwdCBnb2VzIChhIGZpbGUsIG9yIGEgZGlyZWN0b3J5IGZvciBvbmUgZmlsZSBwZXIgY29ubmVjdGlvbikuICovXG4gIHRyYW5zY3JpcHQ/OiBzdHJpbmc7XG4gIC8qKiBXaGF0IGhhcHBlbnMgdG8gbm9uLUpTT04gbGluZXMgb2YgdGhlIGFnZW50J3Mgc3Rkb3V0LiAqL1xuICBzdGRvdXRHdWFyZDogXCJwYXNzXCIgfCBcImRpdmVydFwiIHwgXCJkcm9wXCI7XG4gIC8qKiBBZGQgYSBXM0MgdHJhY2VwYXJlbnQgdG8gdGhlIGZpcnN0IGluaXRpYWxpemUgYW5kIHRoZSBhZ2VudCdzIGVudmlyb25tZW50LiAqL1xuICB0cmFjZUNvbnRleHQ6IGJvb2xlYW47XG4gIC8qKiBUaGUgYmVhcmVyIHRva2VuIGZpbGUgZm9yIHJlbW90ZSBhZ2VudHMgKGAtLXZOIGh0dHA6Ly8uLi5gKS4gKi9cbiAgcmVtb3RlVG9rZW5GaWxlPzogc3RyaW5nO1xuICAvKiogVGhlIEhUVFAvV2ViU29ja2V0IGxpc3RlbmVyIChgLS1saXN0ZW5gKSwgb3IgdW5kZWZpbmVkIGZvciBzdGRpby4gKi9cbiAgbGlzdGVuPzogTGlzdGVuQ29uZmlnO1xuICAvKiogYC0tbmFtZWA6IHRoZSBuYW1lZCBhZ2VudCAoY29uZmlnIGBcImFnZW50c1wiYCkgdGhlIGNvbW1hbmRzIGNhbWUgZnJvbS4gKi9cbiAgbmFtZT86IHN0cmluZztcbiAgLyoqIFZhcmlhYmxlcyBhZGRlZCB0byB0aGUgYWdlbnQgY29tbWFuZHMnIGluaGVyaXRlZCBlbnZpcm9ubWVudCAoYSBuYW1lZCBhZ2VudCdzIGBlbnZgKS4gKi9cbiAgYWdlbnRFbnY/OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+O1xuICAvKiogVGhlIGFnZW50IGNvbW1hbmRzJyB3b3JraW5nIGRpcmVjdG9yeSAoYSBuYW1lZCBhZ2VudCdzIGBjd2RgKS4gKi9cbiAgYWdlbnRDd2Q/OiBzdHJpbmc7XG4gIC8qKlxuICAgKiBgY29ubmVjdGAvYGNoYWluYDogdGhlIGFnZW50IGlzIGEgbmFtZWQgdjErdjIgcGFpcidzIGlubmVyIHJvdXRlciwgd2hpY2ggZ2V0cyB0aGUgcmVtb3RlXG4gICAqIHRva2VuIGluIHtAbGlua2NvZGUgUkVNT1RFX1RPS0VOX0VOVn0uXG4gICAqL1xuICBpbm5lclJvdXRlcj86IGJvb2xlYW47XG4gIC8qKiBUaGUgY29uZmlnIGZpbGUncyBuYW1lZCBhZ2VudHMgKGVtcHR5IHdpdGhvdXQgYW55KS4gKi9cbiAgYWdlbnRzOiBOYW1lZEFnZW50cztcbiAgLyoqIGBwcm9iZWA6IGhvdyB0aGUgY2hlY2tzIHJ1biBhbmQgaG93IHRoZSByZXBvcnQgaXMgcHJpbnRlZC4gKi9cbiAgcHJvYmU/OiBQcm9iZVNldHRpbmdzO1xuICAvKipcbiAgICogVGhlIHBhdGhzIGEgY29uZmlnIGZpbGUgZ2F2ZSAobm90IGEgZmxhZyksIGVhY2ggYXMgd2hlcmUgaXQgaXMgaW4gdGhlIGZpbGVcbiAgICogKGBGSUxFOkxJTkU6Q09MVU1OYCk6IGEgbWVzc2FnZSBhYm91dCBvbmUgbmFtZXMgdGhhdCBwbGFjZSwgbm90IGEgZmxhZyBub2JvZHkgdHlwZWQuXG4gICAqL1xuICBmaWxlT3JpZ2lucz86IFBhcnRpYWw8UmVjb3JkPExhdGVDaGVja2VkS2V5LCBzdHJpbmc+PjtcbiAgLyoqIFdoZXJlIGEgY29uZmlnIGZpbGUgZ2F2ZSB0aGUgYWdlbnQgKGl0cyBgXCJjaGFpblwiYCBvciBgXCJhZ2VudFwiYCkgd2hlbiBubyBgLS1hZ2VudGAgZGlkLiAqL1xuICBhZ2VudEluRmlsZT86IHN0cmluZztcbiAgLyoqIFdoZXJlIGEgY29uZmlnIGZpbGUgZ2F2ZSB0aGUgY2hhaW4ncyBwcm94aWVzIChpdHMgYFwiY2hhaW5cImAgb3IgYFwicHJveHlcImApIHdoZW4gbm8gZmxhZyBkaWQuICovXG4gIHByb3hpZXNJbkZpbGU/OiBzdHJpbmc7XG4gIC8qKiBXaGVyZSBhIGNvbmZpZyBmaWxlIGdhdmUgYFwidjFcImAvYFwidjJcImAgKGBGSUxFOkxJTkU6Q09MVU1OYCkgd2hlbiBubyBmbGFnIGRpZC4gKi9cbiAgY29tbWFuZHNJbkZpbGU/OiBQYXJ0aWFsPFJlY29yZDxcInYxXCIgfCBcInYyXCIsIHN0cmluZz4+O1xuICAvKiogYC0tY29uZmlnYDogdGhlIGZpbGUgdGhlIHNldHRpbmdzIHdlcmUgcmVhZCBmcm9tIChuZXZlciB3cml0dGVuIHRvKS4gKi9cbiAgY29uZmlnRmlsZT86IHN0cmluZztcbn1cblxuLyoqXG4gKiBUaGUgc2V0dGluZ3Mgd2hvc2UgcHJvYmxlbXMgYXJlIGZvdW5kIGFmdGVyIHBhcnNpbmc6IHBhdGhzIChvcGVuaW5nLCByZWFkaW5nKSwgb3JpZ2lucyBhbmRcbiAqIGhvc3QgbmFtZXMgKGNoZWNrZWQgYnkgdGhlIHJlbW90ZSBzZXJ2ZXIncyBjb2RlLCBsb2FkZWQgb25seSB3aXRoIC0tbGlzdGVuKS5cbiAqL1xuY29uc3QgTEFURV9DSEVDS0VEX0tFWVMgPSBbXG4gIFwidHJhbnNjcmlwdFwiLFxuICBcImxvZy1maWxlXCIsXG4gIFwidG9rZW4tZmlsZVwiLFxuICBcInJlbW90ZS10b2tlbi1maWxlXCIsXG4gIFwiYWxsb3ctb3JpZ2luXCIsXG4gIFwiYWxsb3ctaG9zdFwiLFxuXSBhcyBjb25zdDtcblxuLyoqIE9uZSBvZiB7QGxpbmtjb2RlIExBVEVfQ0hFQ0tFRF9LRVlTfS4gKi9cbmV4cG9ydCB0eXBlIExhdGVDaGVja2VkS2V5ID0gdHlwZW9mIExBVEVfQ0hFQ0tFRF9LRVlTW251bWJlcl07XG5cbi8qKlxuICogYG1lc3NhZ2VgLCBhYm91dCB0aGUgc2V0dGluZyBga2V5YCBjaGVja2VkIGFmdGVyIHBhcnNpbmcsIHNhaWQgb2YgdGhlIGNvbmZpZyBmaWxlJ3MgcGxhY2VcbiAqIHdoZW4gdGhlIGZpbGUgZ2F2ZSBpdDogYEZJTEU6TElORTpDT0xVTU46IGAgZmlyc3QgYW5kIGBcImtleVwiYCBmb3IgYC0ta2V5YC5cbiAqXG4gKiBAcGFyYW0gY29uZmlnIFRoZSBjb25maWd1cmF0aW9uLlxuICogQHBhcmFtIGtleSBUaGUgc2V0dGluZy5cbiAqIEBwYXJhbSBtZXNzYWdlIFRoZSBtZXNzYWdlLCBuYW1pbmcgYC0ta2V5YC5cbiAqIEByZXR1cm5zIFRoZSBtZXNzYWdlIHRvIHByaW50LlxuICovXG5leHBvcnQgZnVuY3Rpb24gYWJvdXRTZXR0aW5nKGNvbmZpZzogQ2xpQ29uZmlnLCBrZXk6IExhdGVDaGVja2VkS2V5LCBtZXNzYWdlOiBzdHJpbmcpOiBzdHJpbmcge1xuICBjb25zdCB3aGVyZSA9IGNvbmZpZy5maWxlT3JpZ2lucz8uW2tleV07XG4gIHJldHVybiB3aGVyZSA9PT0gdW5kZWZpbmVkID8gbWVzc2FnZSA6IGAke3doZXJlfTogJHttZXNzYWdlLnJlcGxhY2VBbGwoYC0tJHtrZXl9YCwgYFwiJHtrZXl9XCJgKX1gO1xufVxuXG4vKiogYHByb2JlYCdzIHNldHRpbmdzLiAqL1xuZXhwb3J0IGludGVyZmFjZSBQcm9iZVNldHRpbmdzIHtcbiAgLyoqIGAtLWpzb25gOiBvbmUgSlNPTiBkb2N1bWVudCBpbnN0ZWFkIG9mIHRoZSB0YWJsZS4gKi9cbiAganNvbjogYm9vbGVhbjtcbiAgLyoqIGAtLW5vLXNlc3Npb25gOiBza2lwIHRoZSBgc2Vzc2lvbi9uZXdgIGNoZWNrLiAqL1xuICBzZXNzaW9uOiBib29sZWFuO1xuICAvKiogYC0tc2xvdy1zdGFydC1tc2A6IHNwYXduLT5pbml0aWFsaXplIGFuc3dlciB0aW1lIGZyb20gd2hpY2ggdGhlIHN0YXJ0IGlzIGEgd2Fybi4gKi9cbiAgc2xvd1N0YXJ0TXM6IG51bWJlcjtcbiAgLyoqIGAtLXByb2JlLXRpbWVvdXQtbXNgOiB0aGUgYm91bmQgb2YgZWFjaCB3YWl0IGZvciBhbiBhbnN3ZXIuICovXG4gIHRpbWVvdXRNczogbnVtYmVyO1xuICAvKiogYC0tZW9mLXdhaXQtbXNgOiB0aW1lIHRoZSBhZ2VudCBoYXMgdG8gZXhpdCBhZnRlciBzdGRpbiBFT0YuICovXG4gIGVvZldhaXRNczogbnVtYmVyO1xuICAvKiogYC0tYWxsYDogcHJvYmUgZXZlcnkgbmFtZWQgYWdlbnQgb2YgdGhlIGNvbmZpZyBmaWxlLCBvbmUgYWZ0ZXIgYW5vdGhlci4gKi9cbiAgYWxsOiBib29sZWFuO1xufVxuXG4vKiogYC0tbGlzdGVuIEhPU1Q6UE9SVGAgYW5kIHRoZSBsaXN0ZW5lcidzIHNldHRpbmdzIChSRU1PVEUgwqcxLCDCpzUpLiAqL1xuZXhwb3J0IGludGVyZmFjZSBMaXN0ZW5Db25maWcge1xuICAvKiogVGhlIGhvc3QgdG8gYmluZC4gKi9cbiAgaG9zdG5hbWU6IHN0cmluZztcbiAgLyoqIFRoZSBwb3J0ICgwOiBwaWNrIG9uZSkuICovXG4gIHBvcnQ6IG51bWJlcjtcbiAgLyoqIFRoZSBiZWFyZXIgdG9rZW4gZmlsZS4gKi9cbiAgdG9rZW5GaWxlPzogc3RyaW5nO1xuICAvKiogT3JpZ2lucyBhbGxvd2VkIGJlc2lkZXMgbG9vcGJhY2suICovXG4gIGFsbG93T3JpZ2luczogc3RyaW5nW107XG4gIC8qKiBIb3N0IG5hbWVzIGFsbG93ZWQgYmVzaWRlcyBsb29wYmFjayBhbmQgdGhlIGxpc3RlbiBob3N0LiAqL1xuICBhbGxvd0hvc3RzOiBzdHJpbmdbXTtcbiAgLyoqIExhcmdlc3QgcmVxdWVzdCBib2R5IG9yIFdlYlNvY2tldCBtZXNzYWdlLCBpbiBieXRlcy4gKi9cbiAgbWF4Qm9keTogbnVtYmVyO1xuICAvKiogTW9zdCBjb25uZWN0aW9ucyBhdCBvbmNlLiAqL1xuICBtYXhDb25uZWN0aW9uczogbnVtYmVyO1xuICAvKiogSG93IGxvbmcgYW4gSFRUUCBjb25uZWN0aW9uIG1heSBzaXQgaWRsZSwgaW4gbXMuICovXG4gIGlkbGVUaW1lb3V0TXM6IG51bWJlcjtcbiAgLyoqIE1vc3QgYnl0ZXMgYnVmZmVyZWQgcGVyIGNvbm5lY3Rpb24gZm9yIHN0cmVhbXMgd2l0aCBubyByZWFkZXIuICovXG4gIG1heEJ1ZmZlcmVkOiBudW1iZXI7XG4gIC8qKiBBZnRlciBTSUdURVJNLCBob3cgbG9uZyBsaXZlIGNvbm5lY3Rpb25zIG1heSBnbyBvbiBiZWZvcmUgdGhleSBhcmUgZW5kZWQsIGluIG1zLiAqL1xuICBkcmFpbk1zOiBudW1iZXI7XG59XG5cbmNvbnN0IExPT1BCQUNLID0gbmV3IFNldChbXCIxMjcuMC4wLjFcIiwgXCJsb2NhbGhvc3RcIiwgXCI6OjFcIiwgXCJbOjoxXVwiXSk7XG5cbi8qKiBgLS1saXN0ZW5gIGFuZCBpdHMgc2V0dGluZ3MsIHZhbGlkYXRlZCAoUkVNT1RFIMKnNTogbG9vcGJhY2sgdW5sZXNzIGFsbG93ZWQgYW5kIGd1YXJkZWQpLiAqL1xuZnVuY3Rpb24gbGlzdGVuT3B0aW9ucyhtb2RlOiBNb2RlLCBzOiBTZXR0aW5ncyk6IExpc3RlbkNvbmZpZyB8IHVuZGVmaW5lZCB7XG4gIGNvbnN0IGxpc3RlbiA9IHNbXCJsaXN0ZW5cIl07XG4gIGlmIChsaXN0ZW4gPT09IHVuZGVmaW5lZCkge1xuICAgIC8vIGAtLW5vLWFsbG93LXJlbW90ZWAgdHVybnMgb2ZmIHdoYXQgaXMgb2ZmIHdpdGhvdXQgLS1saXN0ZW4gKGEgY29uZmlnIGZpbGUgbWF5IHR1cm4gaXQgb24pLlxuICAgIGNvbnN0IHN0cmF5ID0gTElTVEVOX09OTFkuZmluZCgoa2V5KSA9PiBzW2tleV0gIT09IHVuZGVmaW5lZCAmJiBzW2tleV0gIT09IGZhbHNlKTtcbiAgICBpZiAoc3RyYXkpIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLSR7c3RyYXl9IGlzIGZvciAtLWxpc3RlbiBvbmx5OyBhZGQgLS1saXN0ZW4gSE9TVDpQT1JUYCk7XG4gICAgaWYgKG1vZGUgIT09IFwiY29ubmVjdFwiICYmIHNbXCJpbml0LXRpbWVvdXQtbXNcIl0gIT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYC0taW5pdC10aW1lb3V0LW1zIGlzIGZvciBjb25uZWN0IGFuZCAtLWxpc3RlbiBvbmx5OyByZW1vdmUgaXRgKTtcbiAgICB9XG4gICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgfVxuICBjb25zdCBtYXRjaCA9IHR5cGVvZiBsaXN0ZW4gPT09IFwic3RyaW5nXCJcbiAgICA/IC9eKD86XFxbKFswLTlhLWZBLUY6Ll0rKVxcXXwoW146XFxzXSspKTooWzAtOV17MSw1fSkkLy5leGVjKGxpc3RlbilcbiAgICA6IG51bGw7XG4gIGNvbnN0IHBvcnQgPSBtYXRjaCA/IE51bWJlcihtYXRjaFszXSkgOiBOYU47XG4gIGlmICghbWF0Y2ggfHwgcG9ydCA+IDY1NTM1KSB7XG4gICAgLy8gQSBVUkwgKGBodHRwOi8vMTI3LjAuMC4xOjczMzFgKTogdGhlIGFkZHJlc3MgaXQgbGlzdGVucyBvbiwgbm90IG9uZSB0byBkaWFsLlxuICAgIGNvbnN0IHVybCA9IHR5cGVvZiBsaXN0ZW4gPT09IFwic3RyaW5nXCIgJiYgL15bQS1aYS16XVtBLVphLXowLTkrLi1dKjpcXC9cXC8vLnRlc3QobGlzdGVuKTtcbiAgICAvLyBBbiBJUHY2IGFkZHJlc3Mgd2l0aG91dCBpdHMgYnJhY2tldHM6IGA6OjE6NzMzMWAgY2Fubm90IHRlbGwgdGhlIHBvcnQgZnJvbSB0aGUgYWRkcmVzcy5cbiAgICBjb25zdCBpcHY2ID0gdHlwZW9mIGxpc3RlbiA9PT0gXCJzdHJpbmdcIiAmJiAhdXJsICYmICFsaXN0ZW4uc3RhcnRzV2l0aChcIltcIikgJiZcbiAgICAgIChsaXN0ZW4ubWF0Y2goLzovZyk/Lmxlbmd0aCA/PyAwKSA+IDE7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICBgLS1saXN0ZW4gbXVzdCBiZSBIT1NUOlBPUlQgKGdvdCAnJHtcbiAgICAgICAgdHlwZW9mIGxpc3RlbiA9PT0gXCJzdHJpbmdcIiA/IHdpdGhvdXRVc2VySW5mbyhsaXN0ZW4pIDogbGlzdGVuXG4gICAgICB9JyksIGUuZy4gLS1saXN0ZW4gMTI3LjAuMC4xOjczMzEgKHBvcnQgMCBwaWNrcyBvbmUpYCArXG4gICAgICAgICh1cmxcbiAgICAgICAgICA/IFwiOyBnaXZlIHRoZSBhZGRyZXNzIHRvIGxpc3RlbiBvbiwgbm90IGEgVVJMIChjbGllbnRzIGRpYWwgaHR0cDovL0hPU1Q6UE9SVC9hY3ApXCJcbiAgICAgICAgICA6IGlwdjZcbiAgICAgICAgICA/IGA7IGFuIElQdjYgYWRkcmVzcyBnb2VzIGluIGJyYWNrZXRzOiAtLWxpc3RlbiBbOjoxXTo3MzMxYFxuICAgICAgICAgIDogXCJcIiksXG4gICAgKTtcbiAgfVxuICAvLyBIb3N0IG5hbWVzIGFyZSBub3QgY2FzZS1zZW5zaXRpdmU6IExPQ0FMSE9TVCBpcyBsb29wYmFjay5cbiAgY29uc3QgdHlwZWQgPSBtYXRjaFsxXSA/PyBtYXRjaFsyXTtcbiAgY29uc3QgaG9zdG5hbWUgPSB0eXBlZC50b0xvd2VyQ2FzZSgpO1xuICBjb25zdCB0b2tlbkZpbGUgPSBwYXRoKFwidG9rZW4tZmlsZVwiLCBzW1widG9rZW4tZmlsZVwiXSk7XG4gIGlmICghTE9PUEJBQ0suaGFzKGhvc3RuYW1lKSkge1xuICAgIGNvbnN0IG1pc3NpbmcgPSBbXG4gICAgICAuLi4oc1tcImFsbG93LXJlbW90ZVwiXSA9PT0gdHJ1ZSA/IFtdIDogW1wiLS1hbGxvdy1yZW1vdGVcIl0pLFxuICAgICAgLi4uKHRva2VuRmlsZSA9PT0gdW5kZWZpbmVkID8gW1wiLS10b2tlbi1maWxlIEZJTEVcIl0gOiBbXSksXG4gICAgXTtcbiAgICBpZiAobWlzc2luZy5sZW5ndGggPiAwKSB7XG4gICAgICAvLyBUaGUgaG9zdCBhcyB0eXBlZDogYW4gSVB2NiBhZGRyZXNzIGtlZXBzIGl0cyBicmFja2V0cy4gXCIoYWRkIC4uLilcIiBvbmx5IHdoZW4gb25lIG9mXG4gICAgICAvLyB0aGUgdHdvIGlzIHRoZXJlIGFscmVhZHk6IHdpdGggbmVpdGhlciwgdGhlIHNlbnRlbmNlIGhhcyBqdXN0IG5hbWVkIGJvdGguXG4gICAgICBjb25zdCBzaG93biA9IG1hdGNoWzFdID09PSB1bmRlZmluZWQgPyB0eXBlZCA6IGBbJHt0eXBlZH1dYDtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgLS1saXN0ZW4gJHtzaG93bn0gaXMgbm90IG9uZSBvZiB0aGUgbG9vcGJhY2sgaG9zdHMgKDEyNy4wLjAuMSwgOjoxLCBsb2NhbGhvc3QpOyBgICtcbiAgICAgICAgICBgc2VydmluZyBvdGhlcnMgbmVlZHMgLS1hbGxvdy1yZW1vdGUgYW5kIC0tdG9rZW4tZmlsZSBGSUxFYCArXG4gICAgICAgICAgKG1pc3NpbmcubGVuZ3RoID09PSAxID8gYCAoYWRkICR7bWlzc2luZ1swXX0pYCA6IFwiXCIpLFxuICAgICAgKTtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIHtcbiAgICBob3N0bmFtZSxcbiAgICBwb3J0LFxuICAgIHRva2VuRmlsZSxcbiAgICBhbGxvd09yaWdpbnM6IHN0cmluZ3MoXCJhbGxvdy1vcmlnaW5cIiwgc1tcImFsbG93LW9yaWdpblwiXSksXG4gICAgYWxsb3dIb3N0czogaG9zdHMoc3RyaW5ncyhcImFsbG93LWhvc3RcIiwgc1tcImFsbG93LWhvc3RcIl0pKSxcbiAgICBtYXhCb2R5OiBudW1iZXIoXCJtYXgtYm9keVwiLCBzW1wibWF4LWJvZHlcIl0sIDE2ICogMTAyNCAqIDEwMjQpLFxuICAgIG1heENvbm5lY3Rpb25zOiBudW1iZXIoXCJtYXgtY29ubmVjdGlvbnNcIiwgc1tcIm1heC1jb25uZWN0aW9uc1wiXSwgNjQpLFxuICAgIGlkbGVUaW1lb3V0TXM6IG51bWJlcihcImlkbGUtdGltZW91dC1tc1wiLCBzW1wiaWRsZS10aW1lb3V0LW1zXCJdLCAzMDBfMDAwKSxcbiAgICBtYXhCdWZmZXJlZDogbnVtYmVyKFwibWF4LWJ1ZmZlcmVkXCIsIHNbXCJtYXgtYnVmZmVyZWRcIl0sIDY0ICogMTAyNCAqIDEwMjQpLFxuICAgIGRyYWluTXM6IG51bWJlcihcImRyYWluLW1zXCIsIHNbXCJkcmFpbi1tc1wiXSwgMCksXG4gIH07XG59XG5cbi8qKlxuICogYC0tYWxsb3ctaG9zdGAgdmFsdWVzOiBob3N0IG5hbWVzIGFzIGEgYEhvc3RgIGhlYWRlciBjYXJyaWVzIHRoZW0sIGEgcG9ydCBhbGxvd2VkIChhbmRcbiAqIGlnbm9yZWQpOyBhIFVSTCBvciBhIHBhdGggaXMgcmVmdXNlZCAoaXQgd291bGQgYWxsb3cgdGhlIHRleHQgYmVmb3JlIGl0cyBmaXJzdCBjb2xvbikuXG4gKi9cbmZ1bmN0aW9uIGhvc3RzKHZhbHVlczogc3RyaW5nW10pOiBzdHJpbmdbXSB7XG4gIGZvciAoY29uc3QgdmFsdWUgb2YgdmFsdWVzKSB7XG4gICAgaWYgKC9bL0A/I1xcc10vLnRlc3QodmFsdWUudHJpbSgpKSkge1xuICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICAgIGAtLWFsbG93LWhvc3QgJHt2YWx1ZX06IG5vdCBhIGhvc3QgbmFtZSAoYSBIb3N0IGhlYWRlciBjYXJyaWVzIGEgbmFtZSBhbmQgYSBwb3J0IGAgK1xuICAgICAgICAgIGBvbmx5KTsgZ2l2ZSB0aGUgbmFtZSBhbG9uZSwgZS5nLiAtLWFsbG93LWhvc3QgJHtFWEFNUExFU1tcImFsbG93LWhvc3RcIl19YCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIHJldHVybiB2YWx1ZXM7XG59XG5cbmZ1bmN0aW9uIHN0cmluZ3Moa2V5OiBzdHJpbmcsIHZhbHVlOiBTZXR0aW5nVmFsdWUpOiBzdHJpbmdbXSB7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gW107XG4gIGNvbnN0IGxpc3QgPSBBcnJheS5pc0FycmF5KHZhbHVlKSA/IHZhbHVlIDogW3ZhbHVlXTtcbiAgZm9yIChjb25zdCBpdGVtIG9mIGxpc3QpIHtcbiAgICBpZiAodHlwZW9mIGl0ZW0gIT09IFwic3RyaW5nXCIgfHwgaXRlbS50cmltKCkgPT09IFwiXCIpIHtcbiAgICAgIC8vIGBjaGFpbmAgaXMgYSBjb25maWcgZmlsZSdzIGtleSBvbmx5OiB0aGVyZSBpcyBubyAtLWNoYWluIHRvIHN1Z2dlc3QuXG4gICAgICBpZiAoa2V5ID09PSBcImNoYWluXCIpIHRocm93IGNoYWluRW50cnlOZWVkZWQoXCJteS1wcm94eSAtLXN0ZGlvXCIpO1xuICAgICAgLy8gQSBwcm94eSBpcyBhIGNvbW1hbmQsIGFzIC0tYWdlbnQgaXMuXG4gICAgICBpZiAoa2V5ID09PSBcInByb3h5XCIpIHtcbiAgICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYC0tcHJveHkgbmVlZHMgYSBjb21tYW5kLCBlLmcuIC0tcHJveHkgXCJteS1wcm94eSAtLXN0ZGlvXCJgKTtcbiAgICAgIH1cbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLSR7a2V5fSBuZWVkcyBhIHZhbHVlLCBlLmcuIC0tJHtrZXl9ICR7RVhBTVBMRVNba2V5XSA/PyBcIlZBTFVFXCJ9YCk7XG4gICAgfVxuICB9XG4gIHJldHVybiBsaXN0IGFzIHN0cmluZ1tdO1xufVxuXG5jb25zdCBFWEFNUExFUzogUmVjb3JkPHN0cmluZywgc3RyaW5nPiA9IHtcbiAgXCJhbGxvdy1vcmlnaW5cIjogXCJodHRwczovL2FwcC5leGFtcGxlLmNvbVwiLFxuICBcImFsbG93LWhvc3RcIjogXCJhY3AuaW50ZXJuYWxcIixcbn07XG5cbi8qKiBXaGF0IHRoZSBjb21tYW5kIGxpbmUgYXNrcyBmb3IuICovXG5leHBvcnQgdHlwZSBQYXJzZWRBcmdzID1cbiAgfCB7IGtpbmQ6IFwiaGVscFwiOyBtb2RlPzogTW9kZSB9XG4gIHwgeyBraW5kOiBcInZlcnNpb25cIiB9XG4gIHwgeyBraW5kOiBcInJ1blwiOyBjb25maWc6IENsaUNvbmZpZyB9O1xuXG4vKiogQSBjb21tYW5kIGxpbmUgb3IgY29uZmlnIGZpbGUgdGhlIENMSSBjYW5ub3QgdXNlOyBpdHMgbWVzc2FnZSBzYXlzIHdoYXQgdG8gZml4LiAqL1xuZXhwb3J0IGNsYXNzIFVzYWdlRXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIC8qKiBUaGUgbG9nIGZvcm1hdCB0byBzYXkgaXQgaW4sIG9uY2UgdGhlIGNvbmZpZyBmaWxlIGhhcyBhc2tlZCBmb3Igb25lLiAqL1xuICBsb2dGb3JtYXQ/OiBMb2dGb3JtYXQ7XG5cbiAgLyoqXG4gICAqIENyZWF0ZXMgdGhlIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gbWVzc2FnZSBXaGF0IGlzIHdyb25nIGFuZCBob3cgdG8gZml4IGl0LlxuICAgKi9cbiAgY29uc3RydWN0b3IobWVzc2FnZTogc3RyaW5nKSB7XG4gICAgc3VwZXIobWVzc2FnZSk7XG4gICAgdGhpcy5uYW1lID0gXCJVc2FnZUVycm9yXCI7XG4gIH1cbn1cblxuY29uc3QgTU9ERVM6IHJlYWRvbmx5IE1vZGVbXSA9IFtcInNlcnZlXCIsIFwiY29ubmVjdFwiLCBcInByb3h5XCIsIFwiY2hhaW5cIiwgXCJwcm9iZVwiXTtcblxuLyoqXG4gKiBUaGUgbG9nIGZvcm1hdCB0aGUgY29uZmlnIGZpbGUgYXNrcyBmb3IsIGlmIGEgdmFsaWQgb25lICh0aGUgY29tbWFuZCBsaW5lJ3MgYC0tbG9nLWZvcm1hdGBcbiAqIHdpbnMgd2hlcmUgdGhlIGVycm9yIGlzIHNhaWQ6IGByZXF1ZXN0ZWRMb2dGb3JtYXRgIGluIGBtYWluLnRzYCkuXG4gKi9cbmZ1bmN0aW9uIGZpbGVMb2dGb3JtYXQoZnJvbUZpbGU6IFNldHRpbmdzKTogTG9nRm9ybWF0IHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgZm9ybWF0ID0gZnJvbUZpbGVbXCJsb2ctZm9ybWF0XCJdO1xuICByZXR1cm4gZm9ybWF0ID09PSBcImpzb25cIiB8fCBmb3JtYXQgPT09IFwidGV4dFwiID8gZm9ybWF0IDogdW5kZWZpbmVkO1xufVxuXG4vKiogRmxhZ3Mgd2hvc2UgdmFsdWUgaXMgYSBjb21tYW5kOiBhbiB1bmtub3duIG9wdGlvbiByaWdodCBhZnRlciBvbmUgd2FzIG1lYW50IHRvIGJlIGluIGl0LiAqL1xuY29uc3QgQ09NTUFORF9GTEFHUyA9IG5ldyBTZXQoW1wiLS12MVwiLCBcIi0tdjJcIiwgXCItLWFnZW50XCIsIFwiLS1wcm94eVwiXSk7XG5cbi8qKlxuICogVGhlIGNvbW1hbmQgZmxhZyBhbmQgdGhlIGNvbW1hbmQgcmlnaHQgYmVmb3JlIGBhcmd2W2F0XWAsIGdpdmVuIGFzIHR3byB3b3Jkc1xuICogKGAtLXYxIG15LWFnZW50YCkgb3IgYXMgb25lIChgLS12MT1teS1hZ2VudGApLCBpZiB0aGVyZSBhcmUuXG4gKi9cbmZ1bmN0aW9uIGNvbW1hbmRCZWZvcmUoYXJndjogcmVhZG9ubHkgc3RyaW5nW10sIGF0OiBudW1iZXIpOiBbc3RyaW5nLCBzdHJpbmddIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgYmVmb3JlID0gYXJndlthdCAtIDFdO1xuICBpZiAoYmVmb3JlID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gIGlmIChhdCA+PSAyICYmIENPTU1BTkRfRkxBR1MuaGFzKGFyZ3ZbYXQgLSAyXSkpIHJldHVybiBbYXJndlthdCAtIDJdLCBiZWZvcmVdO1xuICBjb25zdCBlcSA9IGJlZm9yZS5pbmRleE9mKFwiPVwiKTtcbiAgcmV0dXJuIGVxID4gMCAmJiBDT01NQU5EX0ZMQUdTLmhhcyhiZWZvcmUuc2xpY2UoMCwgZXEpKVxuICAgID8gW2JlZm9yZS5zbGljZSgwLCBlcSksIGJlZm9yZS5zbGljZShlcSArIDEpXVxuICAgIDogdW5kZWZpbmVkO1xufVxuXG4vKiogV2hldGhlciBgdGV4dGAgaGFzIGEgQzAgY29udHJvbCBjaGFyYWN0ZXIgb3IgREVMIChhIHRhYiwgYSBsaW5lIGZlZWQpLiAqL1xuZnVuY3Rpb24gaGFzQ29udHJvbCh0ZXh0OiBzdHJpbmcpOiBib29sZWFuIHtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCB0ZXh0Lmxlbmd0aDsgaSsrKSB7XG4gICAgY29uc3QgY29kZSA9IHRleHQuY2hhckNvZGVBdChpKTtcbiAgICBpZiAoY29kZSA8IDB4MjAgfHwgY29kZSA9PT0gMHg3ZikgcmV0dXJuIHRydWU7XG4gIH1cbiAgcmV0dXJuIGZhbHNlO1xufVxuXG4vKipcbiAqIGBmbGFnIFwid29yZHNcImAgYXMgYSBzaGVsbCBhbmQgdGhlIGRhZW1vbidzIGNvbW1hbmQgc3BsaXR0aW5nIGJvdGggcmVhZCBpdCBiYWNrIGFzIHRoZXNlIHdvcmRzXG4gKiAob25lIHdpdGggYmxhbmtzIGluIHNpbmdsZSBxdW90ZXMgaW5zaWRlIHRoZSBkb3VibGUgb25lcyksIG9yIGB1bmRlZmluZWRgIHdoZXJlIGl0IGNhbm5vdCBiZVxuICogd3JpdHRlbiBzbyBwbGFpbmx5IChhIHdvcmQgd2l0aCBhIHF1b3RlLCBgJGAsIGEgYmFja3NsYXNoLCBvciBhbiBlbXB0eSBvbmU7IHNoZWxsIHN5bnRheCB0aGVcbiAqIGNvbW1hbmQgd291bGQgYmUgcmVmdXNlZCBmb3IpLlxuICovXG5mdW5jdGlvbiBxdW90ZWRDb21tYW5kKGZsYWc6IHN0cmluZywgd29yZHM6IHJlYWRvbmx5IHN0cmluZ1tdKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgY29uc3Qgc2hvd24gPSBbXTtcbiAgZm9yIChjb25zdCB3b3JkIG9mIHdvcmRzKSB7XG4gICAgaWYgKC9eW15cXHNcIidgJFxcXFxdKyQvLnRlc3Qod29yZCkpIHNob3duLnB1c2god29yZCk7XG4gICAgZWxzZSBpZiAoL1xcUy8udGVzdCh3b3JkKSAmJiAhL1tcIidgJFxcXFxdLy50ZXN0KHdvcmQpICYmICFoYXNDb250cm9sKHdvcmQpKSB7XG4gICAgICBzaG93bi5wdXNoKGAnJHt3b3JkfSdgKTsgLy8gd2l0aCBibGFua3MgKHNwYWNlcywgc2F5KTogaW4gc2luZ2xlIHF1b3Rlc1xuICAgIH0gZWxzZSByZXR1cm4gdW5kZWZpbmVkO1xuICB9XG4gIC8vIFdvcmRzIGEgc2hlbGwgd291bGQgcmVhZCAoYHxgLCBgO2AsIGBBPTFgIGZpcnN0KSBhcmUgcmVmdXNlZCBpbiBhIGNvbW1hbmQgYXMgdGhleSBzdGFuZC5cbiAgY29uc3QgY29tbWFuZCA9IHNob3duLmpvaW4oXCIgXCIpO1xuICByZXR1cm4gc2hlbGxTeW50YXhQcm9ibGVtKGNvbW1hbmQpID09PSBudWxsID8gYCR7ZmxhZ30gXCIke2NvbW1hbmR9XCJgIDogdW5kZWZpbmVkO1xufVxuXG4vKipcbiAqIEEgaGludCBmb3IgYW4gdW5rbm93biBvcHRpb24gdGhhdCBmb2xsb3dzIGEgY29tbWFuZCBmbGFnJ3MgdmFsdWUgKGAtLXYxIG15LWFnZW50IC0tc3RkaW9gLFxuICogYC0tdjE9bXktYWdlbnQgLS1zdGRpb2ApOiB0aGUgb3B0aW9uIHdhcyBtZWFudCBmb3IgdGhlIGFnZW50LlxuICovXG5mdW5jdGlvbiBxdW90ZUhpbnQoYXJndjogcmVhZG9ubHkgc3RyaW5nW10sIGU6IEZsYWdFcnJvcik6IHN0cmluZyB7XG4gIC8vIE9ubHkgYW4gb3B0aW9uIHRoZSBkYWVtb24gZG9lcyBub3Qga25vdyB3YXMgbWVhbnQgZm9yIHRoZSBhZ2VudDogYSBkYWVtb24gZmxhZyBnaXZlblxuICAvLyB0d2ljZSwgb3Igd2l0aG91dCBpdHMgdmFsdWUsIGlzIHRoZSBkYWVtb24ncyBvd24uIEEgbmVhciBtaXNzIG9mIG9uZSBtYXkgYmUgZWl0aGVyOiB0aGVcbiAgLy8gbWVzc2FnZSB0aGVuIHNheXMgYm90aC5cbiAgaWYgKCFlLm1lc3NhZ2Uuc3RhcnRzV2l0aChcInVua25vd24gb3B0aW9uIFwiKSkgcmV0dXJuIFwiXCI7XG4gIGNvbnN0IGF0ID0gYXJndi5maW5kSW5kZXgoKHdvcmQsIGkpID0+XG4gICAgZS5tZXNzYWdlLmluY2x1ZGVzKGAnJHt3b3JkLnNwbGl0KFwiPVwiKVswXX0nYCkgJiYgY29tbWFuZEJlZm9yZShhcmd2LCBpKSAhPT0gdW5kZWZpbmVkXG4gICk7XG4gIGlmIChhdCA8IDApIHJldHVybiBcIlwiO1xuICBjb25zdCBbZmxhZywgdmFsdWVdID0gY29tbWFuZEJlZm9yZShhcmd2LCBhdCkhO1xuICAvLyBBIHJlbW90ZSBhZ2VudCdzIGFkZHJlc3MgdGFrZXMgbm8gYXJndW1lbnRzOiBxdW90aW5nIHRoZW0gaW4gd291bGQgYmUgcmVmdXNlZCB0b28uXG4gIGlmIChSRU1PVEVfQUREUkVTUy50ZXN0KHZhbHVlKSkge1xuICAgIGNvbnN0IHJvbGUgPSBmbGFnID09PSBcIi0tcHJveHlcIiB8fCBhcmd2WzBdID09PSBcInByb3h5XCIgPyBcInByb3h5XCIgOiBcImFnZW50XCI7XG4gICAgcmV0dXJuIGA7IGEgcmVtb3RlICR7cm9sZX0ncyBhZGRyZXNzICgke2ZsYWd9ICR7d2l0aG91dFVzZXJJbmZvKHZhbHVlKX0pIHRha2VzIG5vIGFyZ3VtZW50c2A7XG4gIH1cbiAgLy8gQW4gZXhhbXBsZSBvbmx5IHdoZXJlIGl0IGlzIHJpZ2h0IGFzIHdyaXR0ZW46IFwiL29wdC9NeSBBZ2VudFwiIGluIGRvdWJsZSBxdW90ZXMgd2l0aCB0aGVcbiAgLy8gb3B0aW9uIHdvdWxkIGJlIGFub3RoZXIgY29tbWFuZC5cbiAgY29uc3QgZXhhbXBsZSA9IHF1b3RlZENvbW1hbmQoZmxhZywgW3ZhbHVlLCBhcmd2W2F0XV0pO1xuICByZXR1cm4gYDsgJHtlLm1lc3NhZ2UuaW5jbHVkZXMoXCJkaWQgeW91IG1lYW5cIikgPyBcIm9yLCBpZiBpdCBpcyB0aGUgY29tbWFuZCdzIG93biwgXCIgOiBcIlwifWAgK1xuICAgIGB0byBwYXNzIGl0IHRvIHRoZSBjb21tYW5kLCBxdW90ZSB0aGUgY29tbWFuZCR7XG4gICAgICBleGFtcGxlID09PSB1bmRlZmluZWQgPyBcIiB3aXRoIGl0LCBpbiBvbmUgYXJndW1lbnRcIiA6IGA6ICR7ZXhhbXBsZX1gXG4gICAgfWA7XG59XG5cbi8qKlxuICogYCwgZS5nLiAtLXYxIFwibm9kZSBhZ2VudC5qc1wiYCB3aGVuIGBzdHJheWAgZm9sbG93cyBhIGNvbW1hbmQgZmxhZydzIHZhbHVlIChgLS12MSBub2RlXG4gKiBhZ2VudC5qc2ApLCB3aXRoIHRoZSB3b3JkcyBhZnRlciBpdCB1cCB0byB0aGUgbmV4dCBmbGFnOyBlbHNlIFwiXCI6IGFsc28gd2hlcmUgdGhlIGV4YW1wbGVcbiAqIGNvdWxkIG5vdCBiZSB3cml0dGVuIHBsYWlubHkgKHtAbGlua2NvZGUgcXVvdGVkQ29tbWFuZH0pIG9yIHdvdWxkIHNob3cgYSByZW1vdGUgYWRkcmVzcy5cbiAqL1xuZnVuY3Rpb24gcXVvdGVkRXhhbXBsZShhcmd2OiByZWFkb25seSBzdHJpbmdbXSwgc3RyYXk6IHN0cmluZyk6IHN0cmluZyB7XG4gIGZvciAobGV0IGF0ID0gMTsgYXQgPCBhcmd2Lmxlbmd0aDsgYXQrKykge1xuICAgIGlmIChhcmd2W2F0XSAhPT0gc3RyYXkpIGNvbnRpbnVlO1xuICAgIGNvbnN0IGNvbW1hbmQgPSBjb21tYW5kQmVmb3JlKGFyZ3YsIGF0KTtcbiAgICBpZiAoY29tbWFuZCA9PT0gdW5kZWZpbmVkKSBjb250aW51ZTtcbiAgICBjb25zdCBbZmxhZywgdmFsdWVdID0gY29tbWFuZDtcbiAgICAvLyBUaGUgd29yZHMgYWZ0ZXIgaXQsIHVwIHRvIHRoZSBuZXh0IGZsYWcsIGFyZSB0aGUgY29tbWFuZCdzIHRvby5cbiAgICBsZXQgZW5kID0gYXQgKyAxO1xuICAgIHdoaWxlIChlbmQgPCBhcmd2Lmxlbmd0aCAmJiAhYXJndltlbmRdLnN0YXJ0c1dpdGgoXCItXCIpKSBlbmQrKztcbiAgICBjb25zdCB3b3JkcyA9IFt2YWx1ZSwgLi4uYXJndi5zbGljZShhdCwgZW5kKV07XG4gICAgY29uc3QgZXhhbXBsZSA9IHdvcmRzLnNvbWUoKHdvcmQpID0+IHdvcmQuc3RhcnRzV2l0aChcIi1cIikgfHwgLzpcXC9cXC8vLnRlc3Qod29yZCkpXG4gICAgICA/IHVuZGVmaW5lZFxuICAgICAgOiBxdW90ZWRDb21tYW5kKGZsYWcsIHdvcmRzKTtcbiAgICByZXR1cm4gZXhhbXBsZSA9PT0gdW5kZWZpbmVkID8gXCJcIiA6IGAsIGUuZy4gJHtleGFtcGxlfWA7XG4gIH1cbiAgcmV0dXJuIFwiXCI7XG59XG5cbi8qKiBLZXlzIHNoYXJlZCBieSBmbGFncyBhbmQgdGhlIGNvbmZpZyBmaWxlLCB3aXRoIHRoZSB2YWx1ZSB0eXBlIGVhY2ggdGFrZXMuICovXG5leHBvcnQgY29uc3QgU0VUVElOR19LRVlTID0ge1xuICBcInYxXCI6IFwic3RyaW5nXCIsXG4gIFwidjJcIjogXCJzdHJpbmdcIixcbiAgXCJhZ2VudFwiOiBcInN0cmluZ1wiLFxuICBcIm1heC1mcmFtZVwiOiBcInNpemVcIixcbiAgXCJncmFjZS1tc1wiOiBcInNpemVcIixcbiAgXCJpbml0LXRpbWVvdXQtbXNcIjogXCJzaXplXCIsXG4gIFwibG9nLWxldmVsXCI6IFwic3RyaW5nXCIsXG4gIFwibG9nLWZpbGVcIjogXCJzdHJpbmdcIixcbiAgXCJsb2ctZm9ybWF0XCI6IFwic3RyaW5nXCIsXG4gIFwiY29weVwiOiBcImJvb2xlYW5cIixcbiAgXCJ0cmFuc2NyaXB0XCI6IFwic3RyaW5nXCIsXG4gIFwic3Rkb3V0LWd1YXJkXCI6IFwic3RyaW5nXCIsXG4gIFwidHJhY2UtY29udGV4dFwiOiBcImJvb2xlYW5cIixcbiAgXCJwcm94eVwiOiBcInN0cmluZ3NcIixcbiAgXCJjaGFpblwiOiBcInN0cmluZ3NcIixcbiAgXCJwcm94eS1tZXRob2RzXCI6IFwic3RyaW5nXCIsXG4gIFwibGlzdGVuXCI6IFwic3RyaW5nXCIsXG4gIFwidG9rZW4tZmlsZVwiOiBcInN0cmluZ1wiLFxuICBcInJlbW90ZS10b2tlbi1maWxlXCI6IFwic3RyaW5nXCIsXG4gIFwiYWxsb3ctb3JpZ2luXCI6IFwic3RyaW5nc1wiLFxuICBcImFsbG93LWhvc3RcIjogXCJzdHJpbmdzXCIsXG4gIFwiYWxsb3ctcmVtb3RlXCI6IFwiYm9vbGVhblwiLFxuICBcIm1heC1ib2R5XCI6IFwic2l6ZVwiLFxuICBcIm1heC1jb25uZWN0aW9uc1wiOiBcInNpemVcIixcbiAgXCJpZGxlLXRpbWVvdXQtbXNcIjogXCJzaXplXCIsXG4gIFwibWF4LWJ1ZmZlcmVkXCI6IFwic2l6ZVwiLFxuICBcImRyYWluLW1zXCI6IFwic2l6ZVwiLFxuICBcIm5hbWVcIjogXCJzdHJpbmdcIixcbiAgXCJhZ2VudHNcIjogXCJhZ2VudHNcIixcbiAgXCJqc29uXCI6IFwiYm9vbGVhblwiLFxuICBcImFsbFwiOiBcImJvb2xlYW5cIixcbiAgXCJuby1zZXNzaW9uXCI6IFwiYm9vbGVhblwiLFxuICBcInNsb3ctc3RhcnQtbXNcIjogXCJzaXplXCIsXG4gIFwicHJvYmUtdGltZW91dC1tc1wiOiBcInNpemVcIixcbiAgXCJlb2Ytd2FpdC1tc1wiOiBcInNpemVcIixcbn0gYXMgY29uc3Q7XG5cbi8qKiBUaGUgc2V0dGluZ3Mgb2YgdGhlIEhUVFAvV2ViU29ja2V0IGxpc3RlbmVyOiBvbmx5IHdpdGggYC0tbGlzdGVuYC4gKi9cbmNvbnN0IExJU1RFTl9PTkxZID0gW1xuICBcImRyYWluLW1zXCIsXG4gIFwidG9rZW4tZmlsZVwiLFxuICBcImFsbG93LW9yaWdpblwiLFxuICBcImFsbG93LWhvc3RcIixcbiAgXCJhbGxvdy1yZW1vdGVcIixcbiAgXCJtYXgtYm9keVwiLFxuICBcIm1heC1jb25uZWN0aW9uc1wiLFxuICBcImlkbGUtdGltZW91dC1tc1wiLFxuICBcIm1heC1idWZmZXJlZFwiLFxuXSBhcyBjb25zdDtcblxuLyoqIFRoZSBzZXR0aW5ncyBvbmx5IHNvbWUgbW9kZXMgdGFrZTsgZXZlcnkgb3RoZXIgc2V0dGluZyBhcHBsaWVzIHRvIGV2ZXJ5IG1vZGUuICovXG5jb25zdCBNT0RFX09OTFk6IFBhcnRpYWw8UmVjb3JkPGtleW9mIHR5cGVvZiBTRVRUSU5HX0tFWVMsIHJlYWRvbmx5IE1vZGVbXT4+ID0ge1xuICBcImFnZW50XCI6IFtcImNvbm5lY3RcIiwgXCJjaGFpblwiLCBcInByb2JlXCJdLFxuICBcInByb3h5XCI6IFtcImNoYWluXCJdLFxuICBcImNoYWluXCI6IFtcImNoYWluXCJdLFxuICBcInByb3h5LW1ldGhvZHNcIjogW1wiY2hhaW5cIl0sXG4gIFwiaW5pdC10aW1lb3V0LW1zXCI6IFtcImNvbm5lY3RcIiwgXCJzZXJ2ZVwiLCBcInByb3h5XCJdLFxuICBcImNvcHlcIjogW1wic2VydmVcIiwgXCJwcm94eVwiXSxcbiAgXCJsaXN0ZW5cIjogW1wic2VydmVcIiwgXCJwcm94eVwiXSxcbiAgLi4uT2JqZWN0LmZyb21FbnRyaWVzKExJU1RFTl9PTkxZLm1hcCgoa2V5KSA9PiBba2V5LCBbXCJzZXJ2ZVwiLCBcInByb3h5XCJdIGFzIGNvbnN0XSkpLFxuICBcInN0ZG91dC1ndWFyZFwiOiBbXCJzZXJ2ZVwiLCBcInByb3h5XCJdLFxuICBcInRyYWNlLWNvbnRleHRcIjogW1wic2VydmVcIiwgXCJwcm94eVwiXSxcbiAgLy8gVGhlIHByb2JlIHN0YXJ0cyB0aGUgYWdlbnQgZnJlc2ggZm9yIGVhY2ggY2hlY2sgYW5kIHByaW50cyBhIHJlcG9ydDogaXQgaGFzIG5vIHNlc3Npb24gdG9cbiAgLy8gbG9nLCByZWNvcmQgb3IgYm91bmQgKGEgZmxhZyBpdCB3b3VsZCBpZ25vcmUgaXMgcmVmdXNlZCkuXG4gIC4uLk9iamVjdC5mcm9tRW50cmllcyhcbiAgICBbXG4gICAgICBcIm1heC1mcmFtZVwiLFxuICAgICAgXCJncmFjZS1tc1wiLFxuICAgICAgXCJsb2ctbGV2ZWxcIixcbiAgICAgIFwibG9nLWZpbGVcIixcbiAgICAgIFwibG9nLWZvcm1hdFwiLFxuICAgICAgXCJ0cmFuc2NyaXB0XCIsXG4gICAgICBcInJlbW90ZS10b2tlbi1maWxlXCIsIC8vIHRoZSBwcm9iZSBzdGFydHMgYWdlbnQgY29tbWFuZHMgb25seTogbm8gcmVtb3RlIGFnZW50IHRvIHNlbmQgaXQgdG9cbiAgICBdLm1hcCgoa2V5KSA9PiBbXG4gICAgICBrZXksXG4gICAgICBbXCJzZXJ2ZVwiLCBcImNvbm5lY3RcIiwgXCJwcm94eVwiLCBcImNoYWluXCJdIGFzIGNvbnN0LFxuICAgIF0pLFxuICApLFxuICBcImpzb25cIjogW1wicHJvYmVcIl0sXG4gIFwiYWxsXCI6IFtcInByb2JlXCJdLFxuICBcIm5vLXNlc3Npb25cIjogW1wicHJvYmVcIl0sXG4gIFwic2xvdy1zdGFydC1tc1wiOiBbXCJwcm9iZVwiXSxcbiAgXCJwcm9iZS10aW1lb3V0LW1zXCI6IFtcInByb2JlXCJdLFxuICBcImVvZi13YWl0LW1zXCI6IFtcInByb2JlXCJdLFxufTtcblxuLyoqXG4gKiBXaGV0aGVyIGBtb2RlYCB0YWtlcyB0aGUgZmxhZyBgLS1rZXlgICh0aGUgZmxhZ3Mgb25seSBzb21lIG1vZGVzIHRha2UgYXJlIHJlZnVzZWQgZWxzZXdoZXJlKS5cbiAqXG4gKiBAcGFyYW0ga2V5IFRoZSBmbGFnJ3MgbmFtZSwgd2l0aG91dCBgLS1gLlxuICogQHBhcmFtIG1vZGUgVGhlIG1vZGUuXG4gKiBAcmV0dXJucyBGYWxzZSB3aGVuIHRoZSBmbGFnIGJlbG9uZ3MgdG8gb3RoZXIgbW9kZXMgb25seS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IG1vZGVUYWtlcyB9IGZyb20gXCIuL2FyZ3MudHNcIjtcbiAqIGNvbnNvbGUubG9nKG1vZGVUYWtlcyhcImNvcHlcIiwgXCJjb25uZWN0XCIpKTsgLy8gZmFsc2VcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gbW9kZVRha2VzKGtleTogc3RyaW5nLCBtb2RlOiBNb2RlKTogYm9vbGVhbiB7XG4gIC8vIEEgY2hhaW4ncyBjb21wb25lbnRzIGFyZSAtLXByb3h5IGFuZCAtLWFnZW50OiBpdHMgdmFsaWRhdGlvbiByZWZ1c2VzIC0tdjEvLS12Mi5cbiAgaWYgKG1vZGUgPT09IFwiY2hhaW5cIiAmJiAoa2V5ID09PSBcInYxXCIgfHwga2V5ID09PSBcInYyXCIpKSByZXR1cm4gZmFsc2U7XG4gIGNvbnN0IG1vZGVzID0gT2JqZWN0Lmhhc093bihNT0RFX09OTFksIGtleSkgPyBNT0RFX09OTFlba2V5IGFzIGtleW9mIHR5cGVvZiBNT0RFX09OTFldIDogbnVsbDtcbiAgcmV0dXJuIG1vZGVzID09IG51bGwgfHwgbW9kZXMuaW5jbHVkZXMobW9kZSk7XG59XG5cbi8qKiBSYW5nZXMgb2YgdGhlIG51bWVyaWMgc2V0dGluZ3MsIHdpdGggYSB2YWx1ZSB0byBzaG93IGluIG1lc3NhZ2VzLiAqL1xuZXhwb3J0IGNvbnN0IE5VTUJFUl9SQU5HRVMgPSB7XG4gIC8qKiBBIGZpcnN0IGZyYW1lIGlzIGhlbGQgaW4gbWVtb3J5IHdoaWxlIGl0IGlzIHJlYWQ6IGF0IG1vc3QgMSBHaUIuICovXG4gIFwibWF4LWZyYW1lXCI6IHsgbWluOiAxLCBtYXg6IDEwMjQgKiAxMDI0ICogMTAyNCwgZXhhbXBsZTogXCI4TWlCXCIsIHVuaXQ6IFwiYnl0ZXNcIiB9LFxuICAvKiogVGhlIGxhcmdlc3QgZGVsYXkgYSB0aW1lciBjYW4gd2FpdCAoMl4zMSAtIDEgbXMsIGFib3V0IDI0LjggZGF5cykuICovXG4gIFwiZ3JhY2UtbXNcIjogeyBtaW46IDAsIG1heDogMiAqKiAzMSAtIDEsIGV4YW1wbGU6IFwiMjAwMFwiLCB1bml0OiBcIm1pbGxpc2Vjb25kc1wiIH0sXG4gIFwiaW5pdC10aW1lb3V0LW1zXCI6IHsgbWluOiAxLCBtYXg6IDIgKiogMzEgLSAxLCBleGFtcGxlOiBcIjMwMDAwXCIsIHVuaXQ6IFwibWlsbGlzZWNvbmRzXCIgfSxcbiAgXCJtYXgtYm9keVwiOiB7IG1pbjogMSwgbWF4OiAxMDI0ICogMTAyNCAqIDEwMjQsIGV4YW1wbGU6IFwiMTZNaUJcIiwgdW5pdDogXCJieXRlc1wiIH0sXG4gIFwibWF4LWNvbm5lY3Rpb25zXCI6IHsgbWluOiAxLCBtYXg6IDEwMF8wMDAsIGV4YW1wbGU6IFwiNjRcIiwgdW5pdDogXCJjb25uZWN0aW9uc1wiIH0sXG4gIFwiaWRsZS10aW1lb3V0LW1zXCI6IHsgbWluOiAxLCBtYXg6IDIgKiogMzEgLSAxLCBleGFtcGxlOiBcIjMwMDAwMFwiLCB1bml0OiBcIm1pbGxpc2Vjb25kc1wiIH0sXG4gIFwibWF4LWJ1ZmZlcmVkXCI6IHsgbWluOiAxLCBtYXg6IDEwMjQgKiAxMDI0ICogMTAyNCwgZXhhbXBsZTogXCI2NE1pQlwiLCB1bml0OiBcImJ5dGVzXCIgfSxcbiAgXCJkcmFpbi1tc1wiOiB7IG1pbjogMCwgbWF4OiAyICoqIDMxIC0gMSwgZXhhbXBsZTogXCIzMDAwMFwiLCB1bml0OiBcIm1pbGxpc2Vjb25kc1wiIH0sXG4gIFwic2xvdy1zdGFydC1tc1wiOiB7IG1pbjogMSwgbWF4OiAyICoqIDMxIC0gMSwgZXhhbXBsZTogXCIyMDAwXCIsIHVuaXQ6IFwibWlsbGlzZWNvbmRzXCIgfSxcbiAgXCJwcm9iZS10aW1lb3V0LW1zXCI6IHsgbWluOiAxLCBtYXg6IDIgKiogMzEgLSAxLCBleGFtcGxlOiBcIjEwMDAwXCIsIHVuaXQ6IFwibWlsbGlzZWNvbmRzXCIgfSxcbiAgXCJlb2Ytd2FpdC1tc1wiOiB7IG1pbjogMSwgbWF4OiAyICoqIDMxIC0gMSwgZXhhbXBsZTogXCIzMDAwXCIsIHVuaXQ6IFwibWlsbGlzZWNvbmRzXCIgfSxcbn0gYXMgY29uc3Q7XG5cbi8qKiBPbmUgcmF3IHNldHRpbmcncyB2YWx1ZS4gKi9cbnR5cGUgU2V0dGluZ1ZhbHVlID0gc3RyaW5nIHwgbnVtYmVyIHwgYm9vbGVhbiB8IHN0cmluZ1tdIHwgTmFtZWRBZ2VudHMgfCB1bmRlZmluZWQ7XG5cbi8qKiBSYXcgc2V0dGluZ3MgZnJvbSBmbGFncyBvciBhIGNvbmZpZyBmaWxlLCBiZWZvcmUgdmFsaWRhdGlvbi4gKi9cbmV4cG9ydCB0eXBlIFNldHRpbmdzID0gUGFydGlhbDxcbiAgUmVjb3JkPGtleW9mIHR5cGVvZiBTRVRUSU5HX0tFWVMsIHN0cmluZyB8IG51bWJlciB8IGJvb2xlYW4gfCBzdHJpbmdbXSB8IE5hbWVkQWdlbnRzPlxuPjtcblxuLyoqIERhc2hlcyB0aGF0IGFyZSBub3QgdGhlIEFTQ0lJIGh5cGhlbiBhIGZsYWcgc3RhcnRzIHdpdGggKHBhc3RlZCBmcm9tIHJpY2ggdGV4dCkuICovXG5jb25zdCBGT1JFSUdOX0RBU0ggPSAvXltcXHUyMDEwLVxcdTIwMTVcXHUyMjEyXFx1RkU1OFxcdUZFNjNcXHVGRjBEXS87XG5cbi8qKiBXaGF0IHRvIHNheSBvZiBhIHdvcmQgdGhhdCBzdGFydHMgd2l0aCBhIGRhc2ggb3RoZXIgdGhhbiBgLWAsIGlmIGl0IGRvZXMuICovXG5mdW5jdGlvbiBmb3JlaWduRGFzaCh3b3JkOiBzdHJpbmcpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBpZiAoIUZPUkVJR05fREFTSC50ZXN0KHdvcmQpKSByZXR1cm4gdW5kZWZpbmVkO1xuICBjb25zdCBjb2RlID0gd29yZC5jb2RlUG9pbnRBdCgwKSEudG9TdHJpbmcoMTYpLnRvVXBwZXJDYXNlKCkucGFkU3RhcnQoNCwgXCIwXCIpO1xuICByZXR1cm4gYGl0IHN0YXJ0cyB3aXRoIFUrJHtjb2RlfSwgbm90IGFuIEFTQ0lJIGh5cGhlbjogdHlwZSBpdCBhcyBgICtcbiAgICBgLS0ke3dvcmQucmVwbGFjZSgvXlteXFxwe0x9XFxwe059XSsvdSwgXCJcIil9YDtcbn1cblxuLyoqIFRoZSB1c2FnZSBlcnJvciBmb3IgYSBmaXJzdCB3b3JkIHRoYXQgaXMgbm8gbW9kZSwgd2l0aCB3aGF0IGl0IG1heSBoYXZlIG1lYW50LiAqL1xuZnVuY3Rpb24gdW5rbm93bk1vZGUod29yZDogc3RyaW5nKTogVXNhZ2VFcnJvciB7XG4gIGNvbnN0IGRhc2ggPSBmb3JlaWduRGFzaCh3b3JkKTtcbiAgY29uc3QgbWVhbnQgPSBuZWFyZXN0TmFtZSh3b3JkLCBbLi4uTU9ERVMsIFwidHJhY2VcIl0pO1xuICBjb25zdCBoaW50ID0gZGFzaCAhPT0gdW5kZWZpbmVkXG4gICAgPyBgICgke2Rhc2h9KWBcbiAgICA6IG1lYW50ICE9PSB1bmRlZmluZWRcbiAgICA/IGAgKGRpZCB5b3UgbWVhbiAke21lYW50fT8pYFxuICAgIDogRkxBR19XT1JEUy5oYXMod29yZClcbiAgICA/IGAgKGRpZCB5b3UgbWVhbiAtLSR7d29yZH0/IGEgZmxhZyBzdGFydHMgd2l0aCAtLSlgXG4gICAgOiBcIlwiO1xuICByZXR1cm4gbmV3IFVzYWdlRXJyb3IoXG4gICAgYHVua25vd24gbW9kZSAnJHt3aXRob3V0VXNlckluZm8od29yZCl9JyR7aGludH07IHVzZSBzZXJ2ZSwgY29ubmVjdCwgcHJveHksIGNoYWluLCBwcm9iZSBgICtcbiAgICAgIGBvciB0cmFjZWAsXG4gICk7XG59XG5cbi8qKiBGbGFncyBnaXZlbiB3aXRob3V0IHRoZWlyIGRhc2hlcyBhcmUgdGFrZW4gZm9yIGEgbW9kZTogdGhlIGNvbW1vbiBvbmVzIGFyZSBuYW1lZC4gKi9cbmNvbnN0IEZMQUdfV09SRFMgPSBuZXcgU2V0KFtcInYxXCIsIFwidjJcIiwgXCJhZ2VudFwiLCBcImxpc3RlblwiLCBcIm5hbWVcIiwgXCJjb25maWdcIiwgXCJ2ZXJzaW9uXCJdKTtcblxuLyoqXG4gKiBQYXJzZXMgdGhlIGNvbW1hbmQgbGluZS4gQSBjb25maWcgZmlsZSwgd2hlbiBuYW1lZCwgaXMgcmVhZCBieSBgbG9hZENvbmZpZ2AgYW5kXG4gKiBtZXJnZWQgdW5kZXIgdGhlIGZsYWdzLlxuICpcbiAqIEBwYXJhbSBhcmd2IFRoZSBhcmd1bWVudHMgYWZ0ZXIgdGhlIHByb2dyYW0gbmFtZS5cbiAqIEBwYXJhbSBsb2FkQ29uZmlnIFJlYWRzIGEgY29uZmlnIGZpbGUgaW50byBzZXR0aW5ncy5cbiAqIEByZXR1cm5zIEhlbHAsIHZlcnNpb24sIG9yIGEgdmFsaWRhdGVkIGNvbmZpZ3VyYXRpb24uXG4gKiBAdGhyb3dzIHtVc2FnZUVycm9yfSBPbiBhbnl0aGluZyB0aGF0IGlzIG5vdCBhIHZhbGlkIGNvbW1hbmQgbGluZS5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHBhcnNlQ2xpKFxuICBhcmd2OiBzdHJpbmdbXSxcbiAgbG9hZENvbmZpZzogKHBhdGg6IHN0cmluZywgb3ZlcnJpZGRlbj86IFJlYWRvbmx5U2V0PHN0cmluZz4pID0+IFByb21pc2U8U2V0dGluZ3M+LFxuKTogUHJvbWlzZTxQYXJzZWRBcmdzPiB7XG4gIGxldCBwYXJzZWQ7XG4gIC8vIEEgbmVhciBtaXNzIGlzIG9mZmVyZWQgb25seSBhIGZsYWcgaXRzIG1vZGUgdGFrZXMgKGAtLWpzb25uYCBpbiBzZXJ2ZSBpcyBub3QgYC0tanNvbmApLlxuICBjb25zdCB3b3JkTW9kZSA9IE1PREVTLmZpbmQoKG0pID0+IG0gPT09IGFyZ3ZbMF0pID8/IFwic2VydmVcIjtcbiAgY29uc3Qgc3VnZ2VzdHMgPSAobmFtZTogc3RyaW5nKSA9PlxuICAgIG1vZGVUYWtlcyhcbiAgICAgIG5hbWUuc3RhcnRzV2l0aChcIm5vLVwiKSAmJiAhT2JqZWN0Lmhhc093bihNT0RFX09OTFksIG5hbWUpID8gbmFtZS5zbGljZSgzKSA6IG5hbWUsXG4gICAgICB3b3JkTW9kZSxcbiAgICApO1xuICB0cnkge1xuICAgIHBhcnNlZCA9IHBhcnNlRmxhZ3MoYXJndiwge1xuICAgICAgXCJ2MVwiOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIFwidjJcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcImFnZW50XCI6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJtYXgtZnJhbWVcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcImdyYWNlLW1zXCI6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJpbml0LXRpbWVvdXQtbXNcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcImxvZy1sZXZlbFwiOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIFwibG9nLWZpbGVcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcImxvZy1mb3JtYXRcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcInRyYW5zY3JpcHRcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcInN0ZG91dC1ndWFyZFwiOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIFwidHJhY2UtY29udGV4dFwiOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBuZWdhdGFibGU6IHRydWUgfSxcbiAgICAgIFwicHJveHlcIjogeyB0eXBlOiBcInN0cmluZ1wiLCBtdWx0aXBsZTogdHJ1ZSB9LFxuICAgICAgXCJwcm94eS1tZXRob2RzXCI6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJsaXN0ZW5cIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcInRva2VuLWZpbGVcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcInJlbW90ZS10b2tlbi1maWxlXCI6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJhbGxvdy1vcmlnaW5cIjogeyB0eXBlOiBcInN0cmluZ1wiLCBtdWx0aXBsZTogdHJ1ZSB9LFxuICAgICAgXCJhbGxvdy1ob3N0XCI6IHsgdHlwZTogXCJzdHJpbmdcIiwgbXVsdGlwbGU6IHRydWUgfSxcbiAgICAgIFwiYWxsb3ctcmVtb3RlXCI6IHsgdHlwZTogXCJib29sZWFuXCIsIG5lZ2F0YWJsZTogdHJ1ZSB9LFxuICAgICAgXCJtYXgtYm9keVwiOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIFwibWF4LWNvbm5lY3Rpb25zXCI6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJpZGxlLXRpbWVvdXQtbXNcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcIm1heC1idWZmZXJlZFwiOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIFwiZHJhaW4tbXNcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcIm5hbWVcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcImpzb25cIjogeyB0eXBlOiBcImJvb2xlYW5cIiwgbmVnYXRhYmxlOiB0cnVlIH0sXG4gICAgICBcImFsbFwiOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBuZWdhdGFibGU6IHRydWUgfSxcbiAgICAgIFwibm8tc2Vzc2lvblwiOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgICBcInNsb3ctc3RhcnQtbXNcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcInByb2JlLXRpbWVvdXQtbXNcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcImVvZi13YWl0LW1zXCI6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJjb3B5XCI6IHsgdHlwZTogXCJib29sZWFuXCIsIG5lZ2F0YWJsZTogdHJ1ZSB9LFxuICAgICAgXCJjb25maWdcIjogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBcImhlbHBcIjogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiaFwiIH0sXG4gICAgICBcInZlcnNpb25cIjogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiVlwiIH0sXG4gICAgfSwgc3VnZ2VzdHMpO1xuICB9IGNhdGNoIChlKSB7XG4gICAgaWYgKGUgaW5zdGFuY2VvZiBGbGFnRXJyb3IpIHRocm93IG5ldyBVc2FnZUVycm9yKGUubWVzc2FnZSArIHF1b3RlSGludChhcmd2LCBlKSk7XG4gICAgdGhyb3cgZTtcbiAgfVxuICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlZDtcbiAgLy8gYGFjcC1wcm94eSBoZWxwIFtNT0RFXWAsIGFzIGBhY3AtcHJveHkgW01PREVdIC0taGVscGAuXG4gIGlmIChhcmd2WzBdID09PSBcImhlbHBcIiAmJiBwb3NpdGlvbmFsc1swXSA9PT0gXCJoZWxwXCIpIHtcbiAgICBjb25zdCBtb2RlID0gTU9ERVMuaW5jbHVkZXMocG9zaXRpb25hbHNbMV0gYXMgTW9kZSkgPyBwb3NpdGlvbmFsc1sxXSBhcyBNb2RlIDogdW5kZWZpbmVkO1xuICAgIC8vIGBoZWxwIHRyYWNlIFtzdW1tYXJ5fHZpZXddYCBpcyB0cmFjZSdzIGhlbHAgKGNsaS9tYWluLnRzKTsgYW55dGhpbmcgbW9yZSBpcyBzYWlkIGhlcmUuXG4gICAgaWYgKHBvc2l0aW9uYWxzWzFdID09PSBcInRyYWNlXCIpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgJ2hlbHAgdHJhY2UnIHRha2VzIHN1bW1hcnkgb3IgdmlldyBhdCBtb3N0IChnb3QgJyR7cG9zaXRpb25hbHMuc2xpY2UoMikuam9pbihcIiBcIil9Jyk7IGAgK1xuICAgICAgICAgIGB1c2UgYWNwLXByb3h5IGhlbHAgdHJhY2VgLFxuICAgICAgKTtcbiAgICB9XG4gICAgaWYgKHBvc2l0aW9uYWxzWzFdICE9PSB1bmRlZmluZWQgJiYgbW9kZSA9PT0gdW5kZWZpbmVkKSB0aHJvdyB1bmtub3duTW9kZShwb3NpdGlvbmFsc1sxXSk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDIpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgJ2hlbHAnIHRha2VzIG9uZSBtb2RlIGF0IG1vc3QgKGdvdCAnJHtwb3NpdGlvbmFscy5zbGljZSgxKS5qb2luKFwiIFwiKX0nKTsgdXNlIGAgK1xuICAgICAgICAgIGBhY3AtcHJveHkgaGVscCBNT0RFYCxcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiBtb2RlID09PSB1bmRlZmluZWQgPyB7IGtpbmQ6IFwiaGVscFwiIH0gOiB7IGtpbmQ6IFwiaGVscFwiLCBtb2RlIH07XG4gIH1cbiAgLy8gYGFjcC1wcm94eSBNT0RFIGhlbHBgIChub3RoaW5nIGVsc2UpLCBhcyBgdHJhY2UgaGVscGAgaXMgdHJhY2UnczogdGhhdCBtb2RlJ3MgaGVscC5cbiAgaWYgKGFyZ3YubGVuZ3RoID09PSAyICYmIGFyZ3ZbMV0gPT09IFwiaGVscFwiICYmIE1PREVTLmluY2x1ZGVzKGFyZ3ZbMF0gYXMgTW9kZSkpIHtcbiAgICByZXR1cm4geyBraW5kOiBcImhlbHBcIiwgbW9kZTogYXJndlswXSBhcyBNb2RlIH07XG4gIH1cbiAgaWYgKHZhbHVlcy5oZWxwKSB7XG4gICAgLy8gYGFjcC1wcm94eSBNT0RFIC0taGVscGA6IHRoYXQgbW9kZSdzIGhlbHAuXG4gICAgY29uc3QgbW9kZSA9IE1PREVTLmluY2x1ZGVzKGFyZ3ZbMF0gYXMgTW9kZSkgJiYgcG9zaXRpb25hbHNbMF0gPT09IGFyZ3ZbMF1cbiAgICAgID8gYXJndlswXSBhcyBNb2RlXG4gICAgICA6IHVuZGVmaW5lZDtcbiAgICByZXR1cm4gbW9kZSA9PT0gdW5kZWZpbmVkID8geyBraW5kOiBcImhlbHBcIiB9IDogeyBraW5kOiBcImhlbHBcIiwgbW9kZSB9O1xuICB9XG4gIGlmICh2YWx1ZXMudmVyc2lvbikgcmV0dXJuIHsga2luZDogXCJ2ZXJzaW9uXCIgfTtcbiAgLy8gVGhlIG1vZGUgaXMgdGhlIGZpcnN0IGFyZ3VtZW50IG9yIHRoZXJlIGlzIG5vbmU6IGEgd29yZCBhZnRlciB0aGUgZmxhZ3MgaXMgdGhlIHJlc3Qgb2YgYW5cbiAgLy8gdW5xdW90ZWQgY29tbWFuZCAoYC0tdjEgbXktYWdlbnQgcHJveHlgKSwgbmV2ZXIgYSBtb2RlLlxuICBjb25zdCBzdHJheSA9IHBvc2l0aW9uYWxzLmxlbmd0aCA+IDAgJiYgYXJndlswXSAhPT0gcG9zaXRpb25hbHNbMF1cbiAgICA/IHBvc2l0aW9uYWxzWzBdXG4gICAgOiBwb3NpdGlvbmFsc1sxXTtcbiAgLy8gQSBmaXJzdCB3b3JkIHRoYXQgaXMgbm8gbW9kZSBpcyBzYWlkIGZpcnN0IChgYWNwLXByb3h5IHYxIC4vYWdlbnRgOiB0aGUgZGFzaGVzIGZvcmdvdHRlbiksXG4gIC8vIG5vdCB0aGUgd29yZCBhZnRlciBpdC5cbiAgY29uc3QgZmlyc3QgPSBwb3NpdGlvbmFsc1swXTtcbiAgaWYgKGZpcnN0ICE9PSB1bmRlZmluZWQgJiYgYXJndlswXSA9PT0gZmlyc3QgJiYgIU1PREVTLmluY2x1ZGVzKGZpcnN0IGFzIE1vZGUpKSB7XG4gICAgdGhyb3cgdW5rbm93bk1vZGUoZmlyc3QpO1xuICB9XG4gIGNvbnN0IGVuZE9mRmxhZ3MgPSBhcmd2LmluZGV4T2YoXCItLVwiKTtcbiAgLy8gU2hvd24gd2l0aG91dCBhIFVSTCdzIHVzZXI6cGFzc3dvcmRAIChhIHJlbW90ZSBhZGRyZXNzIGdpdmVuIGFzIGEgbG9vc2Ugd29yZCkuXG4gIGNvbnN0IHNob3duID0gc3RyYXkgPT09IHVuZGVmaW5lZCA/IFwiXCIgOiB3aXRob3V0VXNlckluZm8oc3RyYXkpO1xuICBpZiAoc3RyYXkgIT09IHVuZGVmaW5lZCAmJiBlbmRPZkZsYWdzID49IDAgJiYgYXJndi5pbmRleE9mKHN0cmF5KSA+IGVuZE9mRmxhZ3MpIHtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgIGB1bmV4cGVjdGVkIGFyZ3VtZW50ICcke3Nob3dufScgYWZ0ZXIgJy0tJywgd2hpY2ggZW5kcyB0aGUgZmxhZ3M7IHJlbW92ZSB0aGUgJy0tJyAoYSBmbGFnIGAgK1xuICAgICAgICBgZm9yIHRoZSBhZ2VudCBnb2VzIGluc2lkZSBpdHMgcXVvdGVkIGNvbW1hbmQ6IC0tdjEgXCJteS1hZ2VudCAtLWZsYWdcIilgLFxuICAgICk7XG4gIH1cbiAgLy8gYGFjcC1wcm94eSBwcm9iZSBoZWxwIGV4dHJhYDogdGhlIGhlbHAgd2FzIGFza2VkIGZvciwgd2l0aCBhIHdvcmQgdG9vIG1hbnkuXG4gIGlmIChzdHJheSA9PT0gXCJoZWxwXCIgJiYgYXJndlsxXSA9PT0gXCJoZWxwXCIgJiYgTU9ERVMuaW5jbHVkZXMoYXJndlswXSBhcyBNb2RlKSkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYHVuZXhwZWN0ZWQgYXJndW1lbnQgJyR7d2l0aG91dFVzZXJJbmZvKGFyZ3ZbMl0gPz8gXCJcIil9JyBhZnRlciAnJHthcmd2WzBdfSBoZWxwJywgd2hpY2ggYCArXG4gICAgICAgIGB0YWtlcyBub3RoaW5nIGFmdGVyIGl0YCxcbiAgICApO1xuICB9XG4gIGlmIChzdHJheSAhPT0gdW5kZWZpbmVkKSB7XG4gICAgY29uc3QgaXNNb2RlID0gTU9ERVMuaW5jbHVkZXMoc3RyYXkgYXMgTW9kZSkgfHwgc3RyYXkgPT09IFwidHJhY2VcIjtcbiAgICBjb25zdCBkYXNoID0gZm9yZWlnbkRhc2goc3RyYXkpO1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgaXNNb2RlICYmIGFyZ3ZbMF0gPT09IHBvc2l0aW9uYWxzWzBdXG4gICAgICAgID8gYHVuZXhwZWN0ZWQgYXJndW1lbnQgJyR7c2hvd259JzogdGhlIG1vZGUgaXMgZ2l2ZW4gb25jZSwgYXMgdGhlIGZpcnN0IHdvcmRgXG4gICAgICAgIDogaXNNb2RlXG4gICAgICAgID8gYHVuZXhwZWN0ZWQgYXJndW1lbnQgJyR7c2hvd259JzogYSBtb2RlIGNvbWVzIGZpcnN0IChhY3AtcHJveHkgJHtzdHJheX0gXFx1MjAyNik7IGAgK1xuICAgICAgICAgIGBxdW90ZSBhIGNvbW1hbmQgdGhhdCBoYXMgc3BhY2VzYFxuICAgICAgICA6IGRhc2ggIT09IHVuZGVmaW5lZFxuICAgICAgICA/IGB1bmV4cGVjdGVkIGFyZ3VtZW50ICcke3Nob3dufSc6ICR7ZGFzaH1gXG4gICAgICAgIDogYHVuZXhwZWN0ZWQgYXJndW1lbnQgJyR7c2hvd259JzsgcXVvdGUgYSBjb21tYW5kIHRoYXQgaGFzIHNwYWNlcyR7XG4gICAgICAgICAgcXVvdGVkRXhhbXBsZShhcmd2LCBzdHJheSlcbiAgICAgICAgfWAsXG4gICAgKTtcbiAgfVxuICBjb25zdCBtb2RlID0gKHBvc2l0aW9uYWxzWzBdID8/IFwic2VydmVcIikgYXMgTW9kZTtcbiAgY29uc3QgZmxhZ3M6IFNldHRpbmdzID0ge307XG4gIGZvciAoY29uc3Qga2V5IG9mIE9iamVjdC5rZXlzKFNFVFRJTkdfS0VZUykgYXMgKGtleW9mIHR5cGVvZiBTRVRUSU5HX0tFWVMpW10pIHtcbiAgICBjb25zdCB2YWx1ZSA9IHZhbHVlc1trZXldO1xuICAgIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSBjb250aW51ZTtcbiAgICBjb25zdCBtb2RlcyA9IE1PREVfT05MWVtrZXldO1xuICAgIGlmIChtb2RlcyAmJiAhbW9kZXMuaW5jbHVkZXMobW9kZSkpIHtcbiAgICAgIGNvbnN0IGhpbnQgPSBrZXkgIT09IFwiYWdlbnRcIlxuICAgICAgICA/IFwiOyByZW1vdmUgaXRcIlxuICAgICAgICA6IGA7IGluICR7bW9kZX0sIC0tdjEvLS12MiBuYW1lIHRoZSAke21vZGUgPT09IFwicHJveHlcIiA/IFwicHJveGllc1wiIDogXCJhZ2VudHNcIn1gO1xuICAgICAgLy8gc2VydmUgYW5kIHByb3h5IHRha2UgLS1pbml0LXRpbWVvdXQtbXMgb25seSB3aXRoIC0tbGlzdGVuOiBzYXkgc28sIGFzIHRoZXkgd291bGQuXG4gICAgICBjb25zdCBsaXN0ID0ga2V5ID09PSBcImluaXQtdGltZW91dC1tc1wiXG4gICAgICAgID8gXCJjb25uZWN0IGFuZCAtLWxpc3RlblwiXG4gICAgICAgIDogbW9kZXMubGVuZ3RoID4gMVxuICAgICAgICA/IGAke21vZGVzLnNsaWNlKDAsIC0xKS5qb2luKFwiLCBcIil9IGFuZCAke21vZGVzW21vZGVzLmxlbmd0aCAtIDFdfWBcbiAgICAgICAgOiBtb2Rlc1swXTtcbiAgICAgIC8vIGAtLW5vLWNvcHlgIGlzIHJlZnVzZWQgYXMgdHlwZWQgKGEgbmVnYXRhYmxlIGJvb2xlYW4gaXMgZmFsc2Ugb25seSB3aGVuIG5lZ2F0ZWQpLlxuICAgICAgY29uc3QgdHlwZWQgPSB2YWx1ZSA9PT0gZmFsc2UgPyBgbm8tJHtrZXl9YCA6IGtleTtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLSR7dHlwZWR9IGlzIGZvciAke2xpc3R9IG9ubHksIG5vdCAke21vZGV9JHtoaW50fWApO1xuICAgIH1cbiAgICBmbGFnc1trZXldID0gdmFsdWU7XG4gIH1cbiAgaWYgKHZhbHVlcy5jb25maWcgPT09IFwiXCIpIHtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgLS1jb25maWcgbmVlZHMgYSBmaWxlIHBhdGgsIGUuZy4gLS1jb25maWcgfi8uY29uZmlnL2FjcC1wcm94eS5qc29uY2ApO1xuICB9XG4gIC8vIFJlYWQgZnJvbSB0aGUgY2xpZW50J3MgbWVzc2FnZXMsIHRoZSBjb25maWcgd291bGQgdGFrZSB0aGVtIChhbmQgd2FpdCBmb3IgdGhlaXIgZW5kKS5cbiAgaWYgKFxuICAgIHR5cGVvZiB2YWx1ZXMuY29uZmlnID09PSBcInN0cmluZ1wiICYmIGZsYWdzLmxpc3RlbiA9PT0gdW5kZWZpbmVkICYmXG4gICAgKG1vZGUgPT09IFwic2VydmVcIiB8fCBtb2RlID09PSBcInByb3h5XCIgfHwgbW9kZSA9PT0gXCJjaGFpblwiKSAmJlxuICAgIGlzU3RhbmRhcmRTdHJlYW0odmFsdWVzLmNvbmZpZywgXCIvZGV2L3N0ZGluXCIpXG4gICkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYC0tY29uZmlnICR7dmFsdWVzLmNvbmZpZ30gaXMgdGhlIGRhZW1vbidzIHN0ZGluLCB3aGljaCBjYXJyaWVzIHRoZSBjbGllbnQncyBtZXNzYWdlczsgYCArXG4gICAgICAgIGBnaXZlIHRoZSBjb25maWcgYXMgYSBmaWxlYCxcbiAgICApO1xuICB9XG4gIC8vIEEgZmlsZSdzIHBhdGggYSBmbGFnIG92ZXJyaWRlcyBpcyBub3QgcmVzb2x2ZWQgKGEgcmVsYXRpdmUgb25lIGluIGEgZmlsZSByZWFkIGZyb20gYSBwaXBlLFxuICAvLyBcIn4vXCIgd2l0aG91dCBIT01FKTogZmxhZ3Mgd2luLCBhbHNvIG92ZXIgd2hhdCB3b3VsZCBoYXZlIGJlZW4gcmVmdXNlZC5cbiAgY29uc3QgZnJvbUZpbGUgPSB0eXBlb2YgdmFsdWVzLmNvbmZpZyA9PT0gXCJzdHJpbmdcIlxuICAgID8gYXdhaXQgbG9hZENvbmZpZyh2YWx1ZXMuY29uZmlnLCBuZXcgU2V0KE9iamVjdC5rZXlzKGZsYWdzKSkpXG4gICAgOiB7fTtcbiAgdHJ5IHtcbiAgICByZXR1cm4gc2V0dGxlKG1vZGUsIGZsYWdzLCBmcm9tRmlsZSwgdmFsdWVzLmNvbmZpZyBhcyBzdHJpbmcgfCB1bmRlZmluZWQpO1xuICB9IGNhdGNoIChlKSB7XG4gICAgLy8gU2FpZCBpbiB0aGUgbG9nIGZvcm1hdCB0aGUgZmlsZSBhc2tzIGZvciAodW5sZXNzIHRoZSBjb21tYW5kIGxpbmUgYXNrcyBmb3Igb25lKS5cbiAgICBpZiAoZSBpbnN0YW5jZW9mIFVzYWdlRXJyb3IpIGUubG9nRm9ybWF0ID8/PSBmaWxlTG9nRm9ybWF0KGZyb21GaWxlKTtcbiAgICB0aHJvdyBlO1xuICB9XG59XG5cbi8qKlxuICogV2hhdCB0aGUgc2V0dGluZ3Mgb2YgdGhlIGNvbW1hbmQgbGluZSAoYGZsYWdzYCkgYW5kIG9mIHRoZSBjb25maWcgZmlsZSAoYGZyb21GaWxlYCwga2V5cyBvZlxuICogb3RoZXIgbW9kZXMgc3RpbGwgaW4pIG1ha2Ugb2YgYG1vZGVgJ3MgcnVuOiB0aGUgZmlsZSdzIGtleXMgZm9yIG90aGVyIG1vZGVzIGxlZnQgb3V0LCBmbGFnc1xuICogd2lubmluZywgZWFjaCBjb25mbGljdCByZWZ1c2VkLlxuICovXG5mdW5jdGlvbiBzZXR0bGUoXG4gIG1vZGU6IE1vZGUsXG4gIGZsYWdzOiBTZXR0aW5ncyxcbiAgZnJvbUZpbGU6IFNldHRpbmdzLFxuICBjb25maWdQYXRoOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4pOiBQYXJzZWRBcmdzIHtcbiAgLy8gQSBjb25maWcgZmlsZSBtYXkgc2VydmUgc2V2ZXJhbCBtb2RlczogaXRzIGtleXMgZm9yIGFub3RoZXIgbW9kZSBhcmUgbGVmdCBvdXQuXG4gIGNvbnN0IGxlZnRPdXQ6IHN0cmluZ1tdID0gW107XG4gIGZvciAoY29uc3Qga2V5IG9mIE9iamVjdC5rZXlzKGZyb21GaWxlKSBhcyAoa2V5b2YgdHlwZW9mIFNFVFRJTkdfS0VZUylbXSkge1xuICAgIGNvbnN0IG1vZGVzID0gTU9ERV9PTkxZW2tleV07XG4gICAgaWYgKG1vZGVzICYmICFtb2Rlcy5pbmNsdWRlcyhtb2RlKSkge1xuICAgICAgZGVsZXRlIGZyb21GaWxlW2tleV07XG4gICAgICBsZWZ0T3V0LnB1c2goa2V5KTtcbiAgICB9XG4gIH1cbiAgLy8gQSBmaWxlIHdob3NlIG9ubHkgYWdlbnQgaXMgY29ubmVjdCdzIG9yIGNoYWluJ3M6IFwiZ2l2ZSAtLXYxIG9yIC0tdjJcIiBhbG9uZSB3b3VsZCBub3Qgc2F5XG4gIC8vIHdoeSBpdHMgXCJhZ2VudFwiIHdhcyBub3QgdGFrZW4uXG4gIGNvbnN0IHBpY2sgPSBbXCJ2MVwiLCBcInYyXCIsIFwibmFtZVwiXSBhcyBjb25zdDtcbiAgY29uc3Qgb3RoZXIgPSBsZWZ0T3V0LmZpbmQoKGtleSkgPT4ga2V5ID09PSBcImFnZW50XCIgfHwga2V5ID09PSBcImNoYWluXCIpO1xuICBpZiAoXG4gICAgKG1vZGUgPT09IFwic2VydmVcIiB8fCBtb2RlID09PSBcInByb3h5XCIpICYmIG90aGVyICE9PSB1bmRlZmluZWQgJiZcbiAgICBwaWNrLmV2ZXJ5KChrZXkpID0+IGZsYWdzW2tleV0gPT09IHVuZGVmaW5lZCAmJiBmcm9tRmlsZVtrZXldID09PSB1bmRlZmluZWQpXG4gICkge1xuICAgIGNvbnN0IHdoZXJlID0gU0VUVElOR19QT1NJVElPTlMuZ2V0KGZyb21GaWxlKT8uZ2V0KG90aGVyKTtcbiAgICBjb25zdCBtb2RlcyA9IE1PREVfT05MWVtvdGhlcl0hO1xuICAgIGNvbnN0IG5hbWVkID0gbW9kZXMubGVuZ3RoID09PSAxXG4gICAgICA/IG1vZGVzWzBdXG4gICAgICA6IGAke21vZGVzLnNsaWNlKDAsIC0xKS5qb2luKFwiLCBcIil9IGFuZCAke21vZGVzLmF0KC0xKX1gO1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYCR7d2hlcmUgPT09IHVuZGVmaW5lZCA/IFwiXCIgOiBgJHt3aGVyZX06IGB9dGhlIGZpbGUncyBcIiR7b3RoZXJ9XCIgaXMgZm9yICR7bmFtZWR9LCBub3QgYCArXG4gICAgICAgIGAke21vZGV9LCB3aGljaCBydW5zIGEgcGFpcjogZ2l2ZSAtLXYxIENNRCBhbmQvb3IgLS12MiBDTUQgKG9yIFwidjFcIi9cInYyXCIgaW4gdGhlIGAgK1xuICAgICAgICBgZmlsZSksIG9yIGdpdmUgdGhlIG1vZGUgZmlyc3QgKGFjcC1wcm94eSAke21vZGVzLmpvaW4oXCJ8XCIpfSAtLWNvbmZpZyBGSUxFKWAsXG4gICAgKTtcbiAgfVxuICAvLyBMaWtld2lzZSB0aGUgbGlzdGVuZXIncyBrZXlzIGZvciBhIHN0ZGlvIHNlcnZlIG9yIHByb3h5IChhbmQgdGhlIGNvbm5lY3Qtb3ItbGlzdGVuIHRpbWVvdXQpLlxuICBpZiAobW9kZSAhPT0gXCJjb25uZWN0XCIgJiYgZmxhZ3MubGlzdGVuID09PSB1bmRlZmluZWQgJiYgZnJvbUZpbGUubGlzdGVuID09PSB1bmRlZmluZWQpIHtcbiAgICBmb3IgKGNvbnN0IGtleSBvZiBbLi4uTElTVEVOX09OTFksIFwiaW5pdC10aW1lb3V0LW1zXCJdIGFzIGNvbnN0KSBkZWxldGUgZnJvbUZpbGVba2V5XTtcbiAgfVxuICAvLyBBbmQgYSBzdGRpbyBzZXJ2ZSdzIGBjb3B5YCBmb3IgYSBsaXN0ZW5lciB0aGF0IG9ubHkgdGhlIGNvbW1hbmQgbGluZSBhc2tzIGZvciAoYSBmaWxlXG4gIC8vIHRoYXQgaG9sZHMgYm90aCBhc2tzIGZvciB0d28gdGhpbmdzIGF0IG9uY2U6IHN0aWxsIHJlZnVzZWQpLlxuICBpZiAoZmxhZ3MubGlzdGVuICE9PSB1bmRlZmluZWQgJiYgZnJvbUZpbGUubGlzdGVuID09PSB1bmRlZmluZWQgJiYgZmxhZ3MuY29weSA9PT0gdW5kZWZpbmVkKSB7XG4gICAgZGVsZXRlIGZyb21GaWxlLmNvcHk7XG4gIH1cbiAgLy8gYC0tbmFtZWAgb24gdGhlIGNvbW1hbmQgbGluZSByZXBsYWNlcyB0aGUgZmlsZSdzIGNvbW1hbmRzLCBhbmQgY29tbWFuZHMgb24gdGhlIGNvbW1hbmRcbiAgLy8gbGluZSByZXBsYWNlIHRoZSBmaWxlJ3MgYG5hbWVgOiBmbGFncyB3aW4sIGEgcGljayBpbiBvbmUgcGxhY2UgaXMgbm8gY29uZmxpY3QuXG4gIC8vIEluIGNvbm5lY3QsIHYxL3YyIGFyZSB0aGUgY2xpZW50IHByb2dyYW1zOiB0aGV5IGFyZSBubyBwaWNrIG9mIHRoZSBhZ2VudC5cbiAgY29uc3QgYWdlbnRQaWNrcyA9IE5BTUVEX0NPTkZMSUNUUy5maWx0ZXIoKGtleSkgPT5cbiAgICAhKG1vZGUgPT09IFwiY29ubmVjdFwiICYmIChrZXkgPT09IFwidjFcIiB8fCBrZXkgPT09IFwidjJcIikpXG4gICk7XG4gIGlmIChmbGFncy5uYW1lICE9PSB1bmRlZmluZWQpIHsgZm9yIChjb25zdCBrZXkgb2YgYWdlbnRQaWNrcykgZGVsZXRlIGZyb21GaWxlW2tleV07IH1cbiAgaWYgKGFnZW50UGlja3Muc29tZSgoa2V5KSA9PiBmbGFnc1trZXldICE9PSB1bmRlZmluZWQpKSBkZWxldGUgZnJvbUZpbGUubmFtZTtcbiAgLy8gYC0tcHJveHlgL2AtLWFnZW50YCBvbiB0aGUgY29tbWFuZCBsaW5lIHJlcGxhY2UgdGhlIGZpbGUncyBgY2hhaW5gOyBpbiBgY2hhaW5gLCB0aGUgZmlsZSdzXG4gIC8vIG93biBgY2hhaW5gIGlzIHRoZSB3aG9sZSBjaGFpbiwgYW5kIGl0cyBgYWdlbnRgIGlzIHRoZW4gYGNvbm5lY3RgJ3MuXG4gIGlmIChcbiAgICBtb2RlID09PSBcImNoYWluXCIgJiYgZmxhZ3MucHJveHkgIT09IHVuZGVmaW5lZCAmJiBmbGFncy5hZ2VudCA9PT0gdW5kZWZpbmVkICYmXG4gICAgZnJvbUZpbGUuY2hhaW4gIT09IHVuZGVmaW5lZFxuICApIHtcbiAgICBjb25zdCB3aGVyZSA9IFNFVFRJTkdfUE9TSVRJT05TLmdldChmcm9tRmlsZSk/LmdldChcImNoYWluXCIpO1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYC0tcHJveHkgcmVwbGFjZXMgdGhlIHdob2xlIFwiY2hhaW5cIiBvZiB0aGUgY29uZmlnIGZpbGUke1xuICAgICAgICB3aGVyZSA9PT0gdW5kZWZpbmVkID8gXCJcIiA6IGAgKCR7d2hlcmV9KWBcbiAgICAgIH0sIGl0cyBhZ2VudCB0b287IGFkZCAtLWFnZW50IENNRCwgb3IgZHJvcCAtLXByb3h5IHRvIHVzZSB0aGUgZmlsZSdzIGNoYWluYCxcbiAgICApO1xuICB9XG4gIGlmIChmbGFncy5wcm94eSAhPT0gdW5kZWZpbmVkIHx8IGZsYWdzLmFnZW50ICE9PSB1bmRlZmluZWQpIGRlbGV0ZSBmcm9tRmlsZS5jaGFpbjtcbiAgaWYgKG1vZGUgPT09IFwiY2hhaW5cIiAmJiBmcm9tRmlsZS5jaGFpbiAhPT0gdW5kZWZpbmVkKSBkZWxldGUgZnJvbUZpbGUuYWdlbnQ7XG4gIC8vIGBjaGFpbmAgbmV2ZXIgdGFrZXMgYHYxYC9gdjJgICh0aGUgZmxhZ3MgYXJlIHJlZnVzZWQgd2l0aCBhIGhpbnQpOyBhIGZpbGUncyBhcmUgZm9yIHRoZVxuICAvLyBvdGhlciBtb2Rlcy5cbiAgaWYgKG1vZGUgPT09IFwiY2hhaW5cIikge1xuICAgIGRlbGV0ZSBmcm9tRmlsZS52MTtcbiAgICBkZWxldGUgZnJvbUZpbGUudjI7XG4gIH1cbiAgLy8gYHByb2JlIC0tYWxsYCBwcm9iZXMgdGhlIG5hbWVkIGFnZW50cywgd2hhdGV2ZXIgdGhlIGZpbGUgbmFtZXMgYXMgdGhlIGRlZmF1bHQ7IGFuZCBhblxuICAvLyBhZ2VudCBwaWNrZWQgb24gdGhlIGNvbW1hbmQgbGluZSByZXBsYWNlcyB0aGUgZmlsZSdzIGBcImFsbFwiOiB0cnVlYDogZmxhZ3Mgd2luLlxuICBpZiAoZmxhZ3MuYWxsID09PSB0cnVlKSB7XG4gICAgZm9yIChjb25zdCBrZXkgb2YgW1wibmFtZVwiLCAuLi5OQU1FRF9DT05GTElDVFNdIGFzIGNvbnN0KSBkZWxldGUgZnJvbUZpbGVba2V5XTtcbiAgfVxuICAvLyBgcHJvYmVgIHRha2VzIG9uZSBhZ2VudCBvciBhIHBhaXI6IGEgcGljayBvbiB0aGUgY29tbWFuZCBsaW5lIHJlcGxhY2VzIHRoZSBmaWxlJ3Mgb3RoZXJcbiAgLy8ga2luZCwgYW5kIGEgZmlsZSB0aGF0IGdpdmVzIGJvdGggKGZvciBjaGFpbiBhbmQgZm9yIHNlcnZlKSBuZWVkcyB0aGF0IHBpY2suXG4gIGlmIChtb2RlID09PSBcInByb2JlXCIpIHtcbiAgICBpZiAoZmxhZ3MuYWdlbnQgIT09IHVuZGVmaW5lZCkge1xuICAgICAgZGVsZXRlIGZyb21GaWxlLnYxO1xuICAgICAgZGVsZXRlIGZyb21GaWxlLnYyO1xuICAgIH1cbiAgICBpZiAoZmxhZ3MudjEgIT09IHVuZGVmaW5lZCB8fCBmbGFncy52MiAhPT0gdW5kZWZpbmVkKSBkZWxldGUgZnJvbUZpbGUuYWdlbnQ7XG4gICAgY29uc3QgcGFpciA9IChbXCJ2MVwiLCBcInYyXCJdIGFzIGNvbnN0KS5maWx0ZXIoKGspID0+IGZyb21GaWxlW2tdICE9PSB1bmRlZmluZWQpO1xuICAgIGlmIChmcm9tRmlsZS5hZ2VudCAhPT0gdW5kZWZpbmVkICYmIHBhaXIubGVuZ3RoID4gMCkge1xuICAgICAgY29uc3Qgd2hlcmUgPSBTRVRUSU5HX1BPU0lUSU9OUy5nZXQoZnJvbUZpbGUpPy5nZXQoXCJhZ2VudFwiKTtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgJHt3aGVyZSA9PT0gdW5kZWZpbmVkID8gXCJcIiA6IGAke3doZXJlfTogYH10aGUgZmlsZSBnaXZlcyBcImFnZW50XCIgYW5kIGAgK1xuICAgICAgICAgIGAke3BhaXIubWFwKChrKSA9PiBgXCIke2t9XCJgKS5qb2luKFwiIGFuZCBcIil9LCBhbmQgcHJvYmUgdGFrZXMgb25lIGFnZW50IG9yIG9uZSBwYWlyOyBgICtcbiAgICAgICAgICBgcGljayBvbiB0aGUgY29tbWFuZCBsaW5lOiAtLWFnZW50IENNRCwgLS12MSBDTUQvLS12MiBDTUQgb3IgLS1uYW1lIE5BTUVgLFxuICAgICAgKTtcbiAgICB9XG4gIH1cbiAgY29uc3QgcGlja3MgPSBbXCJuYW1lXCIsIC4uLk5BTUVEX0NPTkZMSUNUU10gYXMgY29uc3Q7XG4gIGlmIChmbGFncy5hbGwgPT09IGZhbHNlIHx8IHBpY2tzLnNvbWUoKGspID0+IGZsYWdzW2tdICE9PSB1bmRlZmluZWQpKSBkZWxldGUgZnJvbUZpbGUuYWxsO1xuICBjb25zdCBmaWxlUGlja3MgPSBwaWNrcy5maWx0ZXIoKGspID0+IGZyb21GaWxlW2tdICE9PSB1bmRlZmluZWQpO1xuICBpZiAoZnJvbUZpbGUuYWxsID09PSB0cnVlICYmIGZpbGVQaWNrcy5sZW5ndGggPiAwKSB7XG4gICAgY29uc3Qgd2hlcmUgPSBTRVRUSU5HX1BPU0lUSU9OUy5nZXQoZnJvbUZpbGUpPy5nZXQoXCJhbGxcIik7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICBgJHt3aGVyZSA9PT0gdW5kZWZpbmVkID8gXCJcIiA6IGAke3doZXJlfTogYH1cImFsbFwiOiB0cnVlIHByb2JlcyBldmVyeSBuYW1lZCBhZ2VudCwgYW5kIGAgK1xuICAgICAgICBgdGhlIGZpbGUgYWxzbyBnaXZlcyAke2ZpbGVQaWNrcy5tYXAoKGspID0+IGBcIiR7a31cImApLmpvaW4oXCIsIFwiKX07IGtlZXAgb25lIG9mIHRoZW0gYCArXG4gICAgICAgIGAob3IgcGljayBvbiB0aGUgY29tbWFuZCBsaW5lOiAtLW5vLWFsbCwgLS1uYW1lIE5BTUUpYCxcbiAgICApO1xuICB9XG4gIC8vIEEgZmlsZSB0aGF0IGJvdGggbmFtZXMgaXRzIGFnZW50IGFuZCBnaXZlcyB0aGUgY29tbWFuZHMgY29udHJhZGljdHMgaXRzZWxmOiB0aGF0IGlzIHRoZVxuICAvLyBmaWxlJ3MgdG8gZml4LCBub3QgZmxhZ3MgdGhlIHVzZXIgbmV2ZXIgdHlwZWQuXG4gIGNvbnN0IGZpbGVDb25mbGljdHMgPSBhZ2VudFBpY2tzLmZpbHRlcigoa2V5KSA9PiBmcm9tRmlsZVtrZXldICE9PSB1bmRlZmluZWQpO1xuICBpZiAoZnJvbUZpbGUubmFtZSAhPT0gdW5kZWZpbmVkICYmIGZpbGVDb25mbGljdHMubGVuZ3RoID4gMCkge1xuICAgIGNvbnN0IHdoZXJlID0gU0VUVElOR19QT1NJVElPTlMuZ2V0KGZyb21GaWxlKT8uZ2V0KFwibmFtZVwiKTtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgIGAke3doZXJlID09PSB1bmRlZmluZWQgPyBcIlwiIDogYCR7d2hlcmV9OiBgfVwibmFtZVwiOiAke1xuICAgICAgICBKU09OLnN0cmluZ2lmeShmcm9tRmlsZS5uYW1lKVxuICAgICAgfSBuYW1lcyB0aGUgYWdlbnQsIGFuZCB0aGUgZmlsZSBhbHNvIGdpdmVzICR7XG4gICAgICAgIGZpbGVDb25mbGljdHMubWFwKChrZXkpID0+IGBcIiR7a2V5fVwiYCkuam9pbihcIiwgXCIpXG4gICAgICB9OyBrZWVwIG9uZSBvZiB0aGVtYCxcbiAgICApO1xuICB9XG4gIGNvbnN0IHBpY2tlZCA9IGNvbmZpZ1BhdGggIT09IHVuZGVmaW5lZCA/IGZsYWdzLm5hbWUgPz8gZnJvbUZpbGUubmFtZSA6IHVuZGVmaW5lZDtcbiAgLy8gTmFtZWQgYXMgdGhlIHVzZXIgZ2F2ZSBpdDogdGhlIGZsYWcsIG9yIHRoZSBmaWxlJ3MgXCJuYW1lXCIgYXQgaXRzIHBsYWNlLlxuICBjb25zdCBuYW1lV2hlcmUgPSBTRVRUSU5HX1BPU0lUSU9OUy5nZXQoZnJvbUZpbGUpPy5nZXQoXCJuYW1lXCIpO1xuICBjb25zdCBwaWNrZWRBcyA9IGZsYWdzLm5hbWUgIT09IHVuZGVmaW5lZCB8fCBuYW1lV2hlcmUgPT09IHVuZGVmaW5lZFxuICAgID8gYC0tbmFtZSAke3BpY2tlZH1gXG4gICAgOiBgJHtuYW1lV2hlcmV9OiBcIm5hbWVcIjogJHtKU09OLnN0cmluZ2lmeShwaWNrZWQpfWA7XG4gIGNvbnN0IHJ1bm5pbmcgPSBuYW1lZEFnZW50c1J1bm5pbmcoY29uZmlnUGF0aCBhcyBzdHJpbmcsIHBpY2tlZCwgcGlja2VkQXMpO1xuICBsZXQgY29uZmlnOiBDbGlDb25maWc7XG4gIHRyeSB7XG4gICAgLy8gQSBmaWxlJ3MgcmVtb3RlLXRva2VuLWZpbGUgaXMgZm9yIGl0cyByZW1vdGUgYWdlbnRzOiB1bnVzZWQgd2hlbiB0aGUgYWdlbnQgaXMgbG9jYWwuXG4gICAgY29uc3QgZmlsZVRva2VuID0gT2JqZWN0Lmhhc093bihmcm9tRmlsZSwgXCJyZW1vdGUtdG9rZW4tZmlsZVwiKSAmJlxuICAgICAgIU9iamVjdC5oYXNPd24oZmxhZ3MsIFwicmVtb3RlLXRva2VuLWZpbGVcIik7XG4gICAgY29uZmlnID0gdmFsaWRhdGUobW9kZSwgeyAuLi5mcm9tRmlsZSwgLi4uZmxhZ3MgfSwgZmlsZVRva2VuKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIHRocm93IGUgaW5zdGFuY2VvZiBVc2FnZUVycm9yID8gaW5GaWxlKGUsIGZyb21GaWxlLCBmbGFncykgOiBlO1xuICB9XG4gIGlmIChjb25maWcubmFtZSAhPT0gdW5kZWZpbmVkICYmIHJ1bm5pbmcgIT09IHVuZGVmaW5lZCkge1xuICAgIGNvbmZpZy5hZ2VudEVudiA9IHsgLi4uY29uZmlnLmFnZW50RW52LCBbTkFNRURfQUdFTlRTX0VOVl06IHJ1bm5pbmcuam9pbihcIlxcblwiKSB9O1xuICB9XG4gIGlmIChjb25maWcucHJvYmU/LmFsbCA9PT0gdHJ1ZSAmJiBjb25maWdQYXRoICE9PSB1bmRlZmluZWQpIHtcbiAgICAvLyBFdmVyeSBuYW1lZCBhZ2VudCBgLS1hbGxgIHByb2JlcyBydW5zIGFzIGEgbmFtZWQgYWdlbnQsIGFzIHdpdGggLS1uYW1lOiBvbmUgd2hvc2VcbiAgICAvLyBjb21tYW5kIHJ1bnMgYWNwLXByb3h5IHdpdGggaXRzIG93biBuYW1lIGFnYWluIGlzIHRoZW4gcmVmdXNlZCBvbmUgbGV2ZWwgZG93bi5cbiAgICBmb3IgKGNvbnN0IFtuYW1lLCBhZ2VudF0gb2YgT2JqZWN0LmVudHJpZXMoY29uZmlnLmFnZW50cykpIHtcbiAgICAgIGxldCBjaGFpbjogc3RyaW5nW10gfCB1bmRlZmluZWQ7XG4gICAgICB0cnkge1xuICAgICAgICBjaGFpbiA9IG5hbWVkQWdlbnRzUnVubmluZyhjb25maWdQYXRoLCBuYW1lLCBgXCJhZ2VudHMuJHtuYW1lfVwiYCk7XG4gICAgICB9IGNhdGNoIChlKSB7XG4gICAgICAgIGlmICghKGUgaW5zdGFuY2VvZiBVc2FnZUVycm9yKSkgdGhyb3cgZTsgLy8gcnVubmluZyBhYm92ZSB0aGlzIHByb2JlIGFscmVhZHk6IGxlZnQgYXMgaXNcbiAgICAgIH1cbiAgICAgIGlmIChjaGFpbiAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgIGNvbmZpZy5hZ2VudHNbbmFtZV0gPSB7XG4gICAgICAgICAgLi4uYWdlbnQsXG4gICAgICAgICAgZW52OiB7IC4uLmFnZW50LmVudiwgW05BTUVEX0FHRU5UU19FTlZdOiBjaGFpbi5qb2luKFwiXFxuXCIpIH0sXG4gICAgICAgIH07XG4gICAgICB9XG4gICAgfVxuICB9XG4gIGNvbnN0IHdoZXJlID0gU0VUVElOR19QT1NJVElPTlMuZ2V0KGZyb21GaWxlKTtcbiAgaWYgKGNvbmZpZy5hZ2VudCAhPT0gdW5kZWZpbmVkICYmICFPYmplY3QuaGFzT3duKGZsYWdzLCBcImFnZW50XCIpKSB7XG4gICAgY29uc3Qga2V5ID0gbW9kZSA9PT0gXCJjaGFpblwiICYmIE9iamVjdC5oYXNPd24oZnJvbUZpbGUsIFwiY2hhaW5cIikgPyBcImNoYWluXCIgOiBcImFnZW50XCI7XG4gICAgaWYgKE9iamVjdC5oYXNPd24oZnJvbUZpbGUsIGtleSkgJiYgd2hlcmU/LmhhcyhrZXkpKSB7XG4gICAgICBjb25maWcuYWdlbnRJbkZpbGUgPSBgdGhlIGNvbmZpZyBmaWxlJ3MgJHtcbiAgICAgICAga2V5ID09PSBcImNoYWluXCIgPyBgXCJjaGFpblwiLCBpdHMgbGFzdCBlbnRyeSxgIDogYFwiYWdlbnRcImBcbiAgICAgIH0gYXQgJHt3aGVyZS5nZXQoa2V5KX1gO1xuICAgIH1cbiAgfVxuICBpZiAoY29uZmlnLnByb3hpZXMubGVuZ3RoID4gMCAmJiAhT2JqZWN0Lmhhc093bihmbGFncywgXCJwcm94eVwiKSkge1xuICAgIGNvbnN0IGtleSA9IE9iamVjdC5oYXNPd24oZnJvbUZpbGUsIFwiY2hhaW5cIikgPyBcImNoYWluXCIgOiBcInByb3h5XCI7XG4gICAgaWYgKE9iamVjdC5oYXNPd24oZnJvbUZpbGUsIGtleSkgJiYgd2hlcmU/LmhhcyhrZXkpKSB7XG4gICAgICBjb25maWcucHJveGllc0luRmlsZSA9IGB0aGUgY29uZmlnIGZpbGUncyBcIiR7a2V5fVwiIGF0ICR7d2hlcmUuZ2V0KGtleSl9YDtcbiAgICB9XG4gIH1cbiAgaWYgKG1vZGUgPT09IFwiY29ubmVjdFwiIHx8IGNvbmZpZy5uYW1lID09PSB1bmRlZmluZWQpIHtcbiAgICBmb3IgKGNvbnN0IGtleSBvZiBbXCJ2MVwiLCBcInYyXCJdIGFzIGNvbnN0KSB7XG4gICAgICBpZiAoT2JqZWN0Lmhhc093bihmcm9tRmlsZSwga2V5KSAmJiAhT2JqZWN0Lmhhc093bihmbGFncywga2V5KSAmJiB3aGVyZT8uaGFzKGtleSkpIHtcbiAgICAgICAgKGNvbmZpZy5jb21tYW5kc0luRmlsZSA/Pz0ge30pW2tleV0gPSB3aGVyZS5nZXQoa2V5KSE7XG4gICAgICB9XG4gICAgfVxuICB9XG4gIGZvciAoY29uc3Qga2V5IG9mIExBVEVfQ0hFQ0tFRF9LRVlTKSB7XG4gICAgaWYgKE9iamVjdC5oYXNPd24oZnJvbUZpbGUsIGtleSkgJiYgIU9iamVjdC5oYXNPd24oZmxhZ3MsIGtleSkgJiYgd2hlcmU/LmhhcyhrZXkpKSB7XG4gICAgICAoY29uZmlnLmZpbGVPcmlnaW5zID8/PSB7fSlba2V5XSA9IHdoZXJlLmdldChrZXkpITtcbiAgICB9XG4gIH1cbiAgaWYgKGNvbmZpZ1BhdGggIT09IHVuZGVmaW5lZCkgY29uZmlnLmNvbmZpZ0ZpbGUgPSBjb25maWdQYXRoO1xuICByZXR1cm4geyBraW5kOiBcInJ1blwiLCBjb25maWcgfTtcbn1cblxuLyoqXG4gKiBUaGUgdmFyaWFibGUgdGhhdCB0ZWxscyBhIG5hbWVkIGFnZW50J3MgcHJvY2Vzc2VzIHdoaWNoIG5hbWVkIGFnZW50cyAoYEZJTEUjTkFNRWAsIHRoZSBmaWxlXG4gKiBhcyBpdHMgcmVhbCBwYXRoLCB3aXRoIGAlYCBhbmQgTEYgd3JpdHRlbiBgJTI1YCBhbmQgYCUwQWA7IG9uZSBwZXIgbGluZSkgcnVuIGFib3ZlIHRoZW06IGFuXG4gKiBhY3AtcHJveHkgYW1vbmcgdGhlbSByZWZ1c2VzIHRvIHJ1biBvbmUgb2YgdGhvc2UgYWdhaW4uXG4gKi9cbmV4cG9ydCBjb25zdCBOQU1FRF9BR0VOVFNfRU5WID0gXCJBQ1BfUFJPWFlfTkFNRURfQUdFTlRTXCI7XG5cbi8qKlxuICogVGhlIG5hbWVkIGFnZW50cyBydW5uaW5nIGFib3ZlIHRoaXMgcHJvY2Vzcywgd2l0aCBgbmFtZWAgb2YgY29uZmlnIGZpbGUgYHBhdGhgIGFkZGVkLCBmb3IgaXRzXG4gKiBhZ2VudCdzIGVudmlyb25tZW50OyBvciB1bmRlZmluZWQgd2hlbiBubyBuYW1lZCBhZ2VudCBpcyBwaWNrZWQuXG4gKlxuICogQHRocm93cyB7VXNhZ2VFcnJvcn0gV2hlbiBgbmFtZWAgb2YgdGhhdCBmaWxlIGFscmVhZHkgcnVucyBhYm92ZTogaXRzIGNvbW1hbmQgcnVucyBhY3AtcHJveHlcbiAqICAgd2l0aCBpdCBhZ2FpbiwgYSBsb29wIHRoYXQgd291bGQgc3RhcnQgb25lIGFjcC1wcm94eSBwZXIgbGV2ZWwgZm9yIGV2ZXIuXG4gKi9cbmZ1bmN0aW9uIG5hbWVkQWdlbnRzUnVubmluZyhwYXRoOiBzdHJpbmcsIG5hbWU6IHVua25vd24sIHBpY2tlZEFzOiBzdHJpbmcpOiBzdHJpbmdbXSB8IHVuZGVmaW5lZCB7XG4gIGlmICh0eXBlb2YgbmFtZSAhPT0gXCJzdHJpbmdcIiB8fCBuYW1lID09PSBcIlwiKSByZXR1cm4gdW5kZWZpbmVkO1xuICBsZXQgcmVhbCA9IHBhdGg7XG4gIHRyeSB7XG4gICAgcmVhbCA9IERlbm8ucmVhbFBhdGhTeW5jKHBhdGgpO1xuICB9IGNhdGNoIHtcbiAgICAvLyByZWFkIGEgbW9tZW50IGFnbzogaXRzIHBsYWNlIGFzIGdpdmVuIHdpbGwgZG9cbiAgfVxuICAvLyBPbmUga2V5IHBlciBsaW5lOiBhIHBhdGgncyBvd24gTEYgKGFuZCB0aGUgJSB0aGF0IGVzY2FwZXMgaXQpIGlzIHdyaXR0ZW4gJTBBICglMjUpLlxuICBjb25zdCBrZXkgPSBgJHtyZWFsLnJlcGxhY2VBbGwoXCIlXCIsIFwiJTI1XCIpLnJlcGxhY2VBbGwoXCJcXG5cIiwgXCIlMEFcIil9IyR7bmFtZX1gO1xuICBsZXQgYWJvdmU6IHN0cmluZ1tdID0gW107XG4gIHRyeSB7XG4gICAgYWJvdmUgPSAoRGVuby5lbnYuZ2V0KE5BTUVEX0FHRU5UU19FTlYpID8/IFwiXCIpLnNwbGl0KFwiXFxuXCIpLmZpbHRlcigoaykgPT4gayAhPT0gXCJcIik7XG4gIH0gY2F0Y2gge1xuICAgIC8vIG5vIHBlcm1pc3Npb24gdG8gcmVhZCB0aGUgZW52aXJvbm1lbnQ6IG5vIGxvb3AgY2FuIGJlIHNlZW5cbiAgfVxuICBjb25zdCBmcm9tID0gYWJvdmUuaW5kZXhPZihrZXkpO1xuICBpZiAoZnJvbSA+PSAwKSB7XG4gICAgY29uc3QgY2xvc2VyID0gYWJvdmVbYWJvdmUubGVuZ3RoIC0gMV07XG4gICAgaWYgKGNsb3NlciA9PT0ga2V5KSB7XG4gICAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgICAgYCR7cGlja2VkQXN9OiB0aGUgYWdlbnQgXCIke25hbWV9XCIgb2YgJHtwYXRofSBydW5zIGFjcC1wcm94eSB3aXRoIC0tbmFtZSAke25hbWV9IG9mIHRoZSBgICtcbiAgICAgICAgICBgc2FtZSBmaWxlIGFnYWluLCBhIGxvb3A7IG1ha2UgXCJhZ2VudHMuJHtuYW1lfVwiIHRoZSBhZ2VudCdzIG93biBjb21tYW5kYCxcbiAgICAgICk7XG4gICAgfVxuICAgIC8vIFRocm91Z2ggb3RoZXJzOiB0aGUgbG9vcCBpcyBjbG9zZWQgYnkgdGhlIGxhc3Qgb2YgdGhlbSwgd2hpY2ggYXNrZWQgZm9yIHRoaXMgb25lIGFnYWluLlxuICAgIGNvbnN0IG5hbWVzID0gWy4uLmFib3ZlLnNsaWNlKGZyb20pLCBrZXldLm1hcCgoaykgPT4gay5zbGljZShrLmxhc3RJbmRleE9mKFwiI1wiKSArIDEpKTtcbiAgICBjb25zdCBieSA9IG5hbWVzW25hbWVzLmxlbmd0aCAtIDJdO1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYCR7cGlja2VkQXN9OiBhIGxvb3Agb2YgbmFtZWQgYWdlbnRzICgke25hbWVzLmpvaW4oXCIgLT4gXCIpfSk6IHRoZSBhZ2VudCBcIiR7Ynl9XCIgcnVucyBgICtcbiAgICAgICAgYGFjcC1wcm94eSB3aXRoIC0tbmFtZSAke25hbWV9LCB3aGljaCBpcyBydW5uaW5nIGFscmVhZHkgYWJvdmUgaXQ7IG1ha2Ugb25lIG9mIHRoZW0gYCArXG4gICAgICAgIGB0aGUgYWdlbnQncyBvd24gY29tbWFuZGAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4gWy4uLmFib3ZlLCBrZXldO1xufVxuXG4vKipcbiAqIFdoZXJlIGEgY29uZmlnIGZpbGUncyBrZXlzIGFyZSAoYHBhdGg6bGluZTpjb2x1bW5gKSwgZm9yIHRoZSB2YWx1ZXMgY2hlY2tlZCBhZnRlciB0aGUgZmlsZVxuICogd2FzIHJlYWQ6IHNldCBieSB0aGUgY29uZmlnIGZpbGUncyBsb2FkZXIuXG4gKi9cbmV4cG9ydCBjb25zdCBTRVRUSU5HX1BPU0lUSU9OUzogV2Vha01hcDxTZXR0aW5ncywgTWFwPHN0cmluZywgc3RyaW5nPj4gPSBuZXcgV2Vha01hcCgpO1xuXG4vKipcbiAqIEEgdXNhZ2UgZXJyb3IgdGhhdCBuYW1lcyBhIGZsYWcgKGAtLWdyYWNlLW1zIG11c3QgYmUgLi4uYCkgd2hvc2UgdmFsdWUgY2FtZSBmcm9tIHRoZSBjb25maWdcbiAqIGZpbGUgbmFtZXMgdGhlIGZpbGUncyBwbGFjZSBpbnN0ZWFkOiB0aGUgdXNlciBuZXZlciB0eXBlZCB0aGUgZmxhZy4gQSBuYW1lZCBhZ2VudCdzIGNvbW1hbmRcbiAqIGlzIGJsYW1lZCBvbiB0aGUgZmlsZSdzIGBhZ2VudHNgLlxuICovXG5mdW5jdGlvbiBpbkZpbGUoZTogVXNhZ2VFcnJvciwgZnJvbUZpbGU6IFNldHRpbmdzLCBmbGFnczogU2V0dGluZ3MpOiBVc2FnZUVycm9yIHtcbiAgY29uc3Qgd2hlcmUgPSBTRVRUSU5HX1BPU0lUSU9OUy5nZXQoZnJvbUZpbGUpO1xuICAvLyBBIGtleSBvbmx5IGEgY29uZmlnIGZpbGUgaGFzIChgXCJjaGFpblwiIG5lZWRzIC4uLmApIGlzIG5hbWVkIGFzIGl0IGlzIHdyaXR0ZW4gdGhlcmUuXG4gIGNvbnN0IHF1b3RlZCA9IC9eXCIoW2EtejAtOS1dKylcIi8uZXhlYyhlLm1lc3NhZ2UpO1xuICBpZiAocXVvdGVkICE9PSBudWxsICYmIHdoZXJlPy5oYXMocXVvdGVkWzFdKSAmJiBPYmplY3QuaGFzT3duKGZyb21GaWxlLCBxdW90ZWRbMV0pKSB7XG4gICAgcmV0dXJuIG5ldyBVc2FnZUVycm9yKGAke3doZXJlLmdldChxdW90ZWRbMV0pfTogJHtlLm1lc3NhZ2V9YCk7XG4gIH1cbiAgY29uc3QgbmFtZWQgPSAvXi0tKFthLXowLTktXSspXFxiKC4qKSQvcy5leGVjKGUubWVzc2FnZSk7XG4gIGlmIChuYW1lZCA9PT0gbnVsbCB8fCB3aGVyZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gZTtcbiAgY29uc3QgWywga2V5LCB0YWlsXSA9IG5hbWVkO1xuICBpZiAoT2JqZWN0Lmhhc093bihmbGFncywga2V5KSkgcmV0dXJuIGU7XG4gIC8vIGAtLWxpc3RlbiAwLjAuMC4wIGlzIG5vdCAuLi5gIG5hbWVzIGEgdmFsdWUgYWZ0ZXIgdGhlIGZsYWc6IGBcImxpc3RlblwiOiAwLjAuMC4wIGlzIG5vdCAuLi5gLlxuICBjb25zdCByZXN0ID0gL14gKG11c3R8bmVlZHN8aGFzfGlzfHRha2VzKSAvLnRlc3QodGFpbCkgfHwgIXRhaWwuc3RhcnRzV2l0aChcIiBcIilcbiAgICA/IHRhaWxcbiAgICA6IGA6JHt0YWlsfWA7XG4gIGlmIChPYmplY3QuaGFzT3duKGZyb21GaWxlLCBrZXkpICYmIHdoZXJlLmhhcyhrZXkpKSB7XG4gICAgcmV0dXJuIG5ldyBVc2FnZUVycm9yKGAke3doZXJlLmdldChrZXkpfTogXCIke2tleX1cIiR7cmVzdH1gKTtcbiAgfVxuICAvLyBUaGUgZmlsZSdzIGNoYWluIGdpdmVzIGl0cyBwcm94aWVzIGFuZCBpdHMgYWdlbnQuXG4gIGlmIChcbiAgICAoa2V5ID09PSBcInByb3h5XCIgfHwga2V5ID09PSBcImFnZW50XCIpICYmIE9iamVjdC5oYXNPd24oZnJvbUZpbGUsIFwiY2hhaW5cIikgJiYgd2hlcmUuaGFzKFwiY2hhaW5cIilcbiAgKSB7XG4gICAgcmV0dXJuIG5ldyBVc2FnZUVycm9yKGAke3doZXJlLmdldChcImNoYWluXCIpfTogXCJjaGFpblwiJHtyZXN0fWApO1xuICB9XG4gIGNvbnN0IG5hbWUgPSBmbGFncy5uYW1lID8/IGZyb21GaWxlLm5hbWU7XG4gIGlmICh0eXBlb2YgbmFtZSA9PT0gXCJzdHJpbmdcIiAmJiB3aGVyZS5oYXMoXCJhZ2VudHNcIikgJiYgW1widjFcIiwgXCJ2MlwiLCBcImFnZW50XCJdLmluY2x1ZGVzKGtleSkpIHtcbiAgICAvLyBBdCB0aGUgZW50cnkncyBjb21tYW5kIHdoZW4ga25vd24gKGluIGNvbm5lY3QgYW5kIGNoYWluIFwiYWdlbnRcIiBpcyBpdHMgdjEsIG9yIGl0cyB2MikuXG4gICAgY29uc3QgYXQgPSAoZnJvbUZpbGUuYWdlbnRzIGFzIE5hbWVkQWdlbnRzIHwgdW5kZWZpbmVkKT8uW25hbWVdPy5jb21tYW5kc0F0O1xuICAgIC8vIEEgb25lLWNvbW1hbmQgYWdlbnQncyBcImFnZW50XCIgaXMgaXRzIFwidjFcIiBvciBcInYyXCIgaW4gdGhlIGZpbGUuXG4gICAgY29uc3Qgc2lkZSA9IGtleSA9PT0gXCJhZ2VudFwiXG4gICAgICA/IChhdD8udjEgIT09IHVuZGVmaW5lZCB8fCBhdD8udjIgPT09IHVuZGVmaW5lZCA/IFwidjFcIiA6IFwidjJcIilcbiAgICAgIDoga2V5O1xuICAgIGNvbnN0IHBsYWNlID0gYXQ/LltzaWRlIGFzIFwidjFcIiB8IFwidjJcIl07XG4gICAgcmV0dXJuIG5ldyBVc2FnZUVycm9yKGAke3BsYWNlID8/IHdoZXJlLmdldChcImFnZW50c1wiKX06IGFnZW50cy4ke25hbWV9OiBcIiR7c2lkZX1cIiR7cmVzdH1gKTtcbiAgfVxuICByZXR1cm4gZTtcbn1cblxuLyoqIFRoZSBzZXR0aW5ncyBhIG5hbWVkIGFnZW50IHByb3ZpZGVzLCBzbyB0aGV5IGNhbm5vdCBiZSBnaXZlbiB3aXRoIGAtLW5hbWVgLiAqL1xuY29uc3QgTkFNRURfQ09ORkxJQ1RTID0gW1widjFcIiwgXCJ2MlwiLCBcImFnZW50XCIsIFwiY2hhaW5cIl0gYXMgY29uc3Q7XG5cbi8qKlxuICogYC0tbmFtZSBOQU1FYDogdGhlIG5hbWVkIGFnZW50J3MgY29tbWFuZHMgYXMgYHYxYC9gdjJgIChzZXJ2ZSwgcHJveHksIHByb2JlKSBvciBhcyB0aGUgb25lXG4gKiBgYWdlbnRgIChjb25uZWN0LCBjaGFpbjogYSBwYWlyIHJ1bnMgYXMgYW4gYWdlbnQgcm91dGVyKSwgd2l0aCBpdHMgZW52IGFuZCBjd2QuXG4gKi9cbmZ1bmN0aW9uIG5hbWVkQWdlbnQoXG4gIG1vZGU6IE1vZGUsXG4gIHM6IFNldHRpbmdzLFxuKTogeyBuYW1lOiBzdHJpbmc7IGFnZW50OiBOYW1lZEFnZW50OyBzZXR0aW5nczogU2V0dGluZ3MgfSB8IHVuZGVmaW5lZCB7XG4gIGNvbnN0IG5hbWUgPSBzW1wibmFtZVwiXTtcbiAgaWYgKG5hbWUgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgaWYgKHR5cGVvZiBuYW1lICE9PSBcInN0cmluZ1wiIHx8IG5hbWUudHJpbSgpID09PSBcIlwiKSB7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYC0tbmFtZSBuZWVkcyB0aGUgbmFtZSBvZiBhbiBhZ2VudCBpbiB0aGUgY29uZmlnIGZpbGUsIGUuZy4gLS1uYW1lIGNvZGV4YCk7XG4gIH1cbiAgY29uc3QgYWdlbnRzID0gKHNbXCJhZ2VudHNcIl0gYXMgTmFtZWRBZ2VudHMgfCB1bmRlZmluZWQpID8/IHt9O1xuICBpZiAoIU9iamVjdC5oYXNPd24oYWdlbnRzLCBuYW1lKSkge1xuICAgIGNvbnN0IGtub3duID0gT2JqZWN0LmtleXMoYWdlbnRzKTtcbiAgICBjb25zdCBtZWFudCA9IG5lYXJlc3ROYW1lKG5hbWUsIGtub3duKTtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgIGtub3duLmxlbmd0aCA9PT0gMFxuICAgICAgICA/IGAtLW5hbWUgJHtuYW1lfTogbm8gbmFtZWQgYWdlbnRzOyBhZGQgdGhlbSB0byAke1xuICAgICAgICAgIHNbXCJhZ2VudHNcIl0gPT09IHVuZGVmaW5lZCA/IFwiYSAtLWNvbmZpZyBmaWxlXCIgOiBgdGhlIGNvbmZpZyBmaWxlJ3MgXCJhZ2VudHNcImBcbiAgICAgICAgfSwgZS5nLiB7XCJhZ2VudHNcIjoge1wiJHtuYW1lfVwiOiB7XCJ2MVwiOiBcIm15LWFnZW50XCJ9fX1gXG4gICAgICAgIDogYC0tbmFtZSAke25hbWV9OiBubyBzdWNoIGFnZW50JHtcbiAgICAgICAgICBtZWFudCA9PT0gdW5kZWZpbmVkID8gXCJcIiA6IGAgKGRpZCB5b3UgbWVhbiAke21lYW50fT8pYFxuICAgICAgICB9OyB0aGUgY29uZmlnIGZpbGUgbmFtZXMgJHtrbm93bi5qb2luKFwiLCBcIil9YCxcbiAgICApO1xuICB9XG4gIC8vIEluIGNvbm5lY3QsIC0tdjEvLS12MiBhcmUgdGhlIGNsaWVudCBwcm9ncmFtczogb25seSB0aGUgYWdlbnQgY29uZmxpY3RzLlxuICBjb25zdCBjb25mbGljdHMgPSBOQU1FRF9DT05GTElDVFMuZmlsdGVyKChrZXkpID0+XG4gICAgc1trZXldICE9PSB1bmRlZmluZWQgJiYgIShtb2RlID09PSBcImNvbm5lY3RcIiAmJiAoa2V5ID09PSBcInYxXCIgfHwga2V5ID09PSBcInYyXCIpKVxuICApO1xuICBpZiAoY29uZmxpY3RzLmxlbmd0aCA+IDApIHtcbiAgICBjb25zdCBnaXZlbiA9IGNvbmZsaWN0cy5tYXAoKGtleSkgPT4ga2V5ID09PSBcImNoYWluXCIgPyBgXCJjaGFpblwiYCA6IGAtLSR7a2V5fWApLmpvaW4oXCIsIFwiKTtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgIGAtLW5hbWUgJHtuYW1lfSBuYW1lcyB0aGUgYWdlbnQ7IHJlbW92ZSAke2dpdmVufSAob3IgZHJvcCAtLW5hbWUpYCxcbiAgICApO1xuICB9XG4gIGNvbnN0IGFnZW50ID0gYWdlbnRzW25hbWVdO1xuICBjb25zdCBjd2RQcm9ibGVtID0gbmFtZWRDd2RQcm9ibGVtKGFnZW50LCBtb2RlKTtcbiAgaWYgKGN3ZFByb2JsZW0gIT09IHVuZGVmaW5lZCkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYCR7YWdlbnQuY3dkQXR9OiAtLW5hbWUgJHtuYW1lfTogaXRzIGN3ZCAke2FnZW50LmN3ZH0gJHtjd2RQcm9ibGVtfTsgYCArXG4gICAgICAgIGBmaXggXCJhZ2VudHMuJHtuYW1lfS5jd2RcImAgK1xuICAgICAgICAvLyBBIHJlbGF0aXZlIFwifi9wcm9qXCIgc3RhcnRzIGF0IHRoZSBjb25maWcncyBkaXJlY3Rvcnk6IH4gaXMgZXhwYW5kZWQgb25seSBpbiBwYXRocy5cbiAgICAgICAgKGFnZW50LmN3ZFRpbGRlID8gVElMREVfSU5fQ1dEIDogXCJcIiksXG4gICAgKTtcbiAgfVxuICBjb25zdCBzZXR0aW5nczogU2V0dGluZ3MgPSB7IC4uLnMgfTtcbiAgaWYgKG1vZGUgPT09IFwiY29ubmVjdFwiIHx8IG1vZGUgPT09IFwiY2hhaW5cIikge1xuICAgIHNldHRpbmdzLmFnZW50ID0gYWdlbnQudjEgIT09IHVuZGVmaW5lZCAmJiBhZ2VudC52MiAhPT0gdW5kZWZpbmVkXG4gICAgICA/IHJvdXRlckNvbW1hbmQoYWdlbnQudjEsIGFnZW50LnYyLCBpbm5lclJvdXRlckZsYWdzKHMpKVxuICAgICAgOiBhZ2VudC52MSA/PyBhZ2VudC52MjtcbiAgfSBlbHNlIHtcbiAgICBpZiAoYWdlbnQudjEgIT09IHVuZGVmaW5lZCkgc2V0dGluZ3MudjEgPSBhZ2VudC52MTtcbiAgICBpZiAoYWdlbnQudjIgIT09IHVuZGVmaW5lZCkgc2V0dGluZ3MudjIgPSBhZ2VudC52MjtcbiAgfVxuICByZXR1cm4geyBuYW1lLCBhZ2VudCwgc2V0dGluZ3MgfTtcbn1cblxuLyoqXG4gKiBUaGUgZmxhZ3MgYSBuYW1lZCBwYWlyJ3MgaW5uZXIgcm91dGVyIChgYWNwLXByb3h5IHNlcnZlIC0tdjEgLi4uIC0tdjIgLi4uYCkgaW5oZXJpdHM6IGhvdyB0byBsb2dcbiAqICh0byB0aGUgc2FtZSBmaWxlLCBpbiB0aGUgc2FtZSBmb3JtYXQsIGF0IHRoZSBzYW1lIGxldmVsKSwgdGhlIGdyYWNlIHBlcmlvZCBhbmQgdGhlIGZyYW1lXG4gKiBib3VuZC4gQSByZWxhdGl2ZSBsb2cgZmlsZSBpcyBtYWRlIGFic29sdXRlOiB0aGUgcGFpciBtYXkgcnVuIGluIGl0cyBvd24gYGN3ZGAuXG4gKi9cbmZ1bmN0aW9uIGlubmVyUm91dGVyRmxhZ3MoczogU2V0dGluZ3MpOiBzdHJpbmdbXSB7XG4gIGNvbnN0IGZsYWdzOiBzdHJpbmdbXSA9IFtdO1xuICBmb3IgKGNvbnN0IGtleSBvZiBbXCJsb2ctbGV2ZWxcIiwgXCJsb2ctZm9ybWF0XCIsIFwiZ3JhY2UtbXNcIiwgXCJtYXgtZnJhbWVcIl0gYXMgY29uc3QpIHtcbiAgICBjb25zdCB2YWx1ZSA9IHNba2V5XTtcbiAgICBpZiAodHlwZW9mIHZhbHVlID09PSBcInN0cmluZ1wiIHx8IHR5cGVvZiB2YWx1ZSA9PT0gXCJudW1iZXJcIikgZmxhZ3MucHVzaChgLS0ke2tleX1gLCBgJHt2YWx1ZX1gKTtcbiAgfVxuICAvLyBBIHBhdGggYXMgdGhpcyBwcm9jZXNzIHNlZXMgaXQ6IHRoZSByb3V0ZXIgcnVucyBpbiB0aGUgbmFtZWQgYWdlbnQncyBjd2QuIFRoZSB0b2tlbiBmb3JcbiAgLy8gdGhlIHBhaXIncyByZW1vdGUgYWdlbnRzIGlzIHJlYWQgaGVyZSwgb25jZSwgYW5kIGhhbmRlZCBvbiBpbiBSRU1PVEVfVE9LRU5fRU5WOiBhIHBpcGVcbiAgLy8gKGA8KC4uLilgLCAvZGV2L3N0ZGluKSBjYW5ub3QgYmUgcmVhZCB0d2ljZSwgYW5kIC9kZXYvc3RkaW4gaXMgYW5vdGhlciBmaWxlIGluIHRoZSBjaGlsZC5cbiAgY29uc3QgZmlsZSA9IHNbXCJsb2ctZmlsZVwiXTtcbiAgaWYgKHR5cGVvZiBmaWxlID09PSBcInN0cmluZ1wiICYmIGZpbGUgIT09IFwiXCIpIHtcbiAgICBmbGFncy5wdXNoKFwiLS1sb2ctZmlsZVwiLCBmaWxlLnN0YXJ0c1dpdGgoXCIvXCIpID8gZmlsZSA6IGAke0Rlbm8uY3dkKCl9LyR7ZmlsZX1gKTtcbiAgfVxuICByZXR1cm4gZmxhZ3M7XG59XG5cbi8qKlxuICogVGhlIHZhcmlhYmxlIHRoYXQgaGFuZHMgYSBuYW1lZCBwYWlyJ3MgaW5uZXIgcm91dGVyIHRoZSB0b2tlbiByZWFkIGZyb21cbiAqIGAtLXJlbW90ZS10b2tlbi1maWxlYCAodGhlIHJvdXRlciB0YWtlcyBpdCBvdXQgb2YgaXRzIGVudmlyb25tZW50IGF0IG9uY2UsIHNvIHRoZSBhZ2VudHMgaXRcbiAqIHN0YXJ0cyBkbyBub3QgaW5oZXJpdCBpdDsgYC9wcm9jL1BJRC9lbnZpcm9uYCBrZWVwcyB0aGUgcm91dGVyJ3MgZmlyc3QgZW52aXJvbm1lbnQpLlxuICovXG5leHBvcnQgY29uc3QgUkVNT1RFX1RPS0VOX0VOViA9IFwiQUNQX1BST1hZX1JFTU9URV9UT0tFTlwiO1xuXG4vKipcbiAqIFRoZSB2YXJpYWJsZSB0aGF0IHRlbGxzIGEgbmFtZWQgcGFpcidzIGlubmVyIHJvdXRlciB3aGF0IGl0IHJ1bnMgYXMsIGZvciBpdHMgaGludHM6IEpTT05cbiAqIGB7XCJhZ2VudFwiOiBcImFnZW50IFxcXCJwXFxcIiBpbiB0aGUgY29uZmlnIGZpbGVcIiwgXCJ0b2tlblwiOiBXSEVSRX1gICh3aGVyZSB0aGUgdG9rZW4gd2FzIGdpdmVuKS5cbiAqIFRoZSByb3V0ZXIgdGFrZXMgaXQgb3V0IG9mIGl0cyBlbnZpcm9ubWVudCBhdCBvbmNlLCBzbyBub3RoaW5nIGl0IHN0YXJ0cyBpbmhlcml0cyBpdC5cbiAqL1xuZXhwb3J0IGNvbnN0IElOTkVSX1JPVVRFUl9FTlYgPSBcIkFDUF9QUk9YWV9JTk5FUl9ST1VURVJcIjtcblxuZnVuY3Rpb24gdmFsaWRhdGUobW9kZTogTW9kZSwgcmF3OiBTZXR0aW5ncywgZmlsZVRva2VuID0gZmFsc2UpOiBDbGlDb25maWcge1xuICBjb25zdCBuYW1lZCA9IG5hbWVkQWdlbnQobW9kZSwgcmF3KTtcbiAgY29uc3QgcyA9IG5hbWVkPy5zZXR0aW5ncyA/PyByYXc7XG4gIGNvbnN0IGNvbW1hbmQgPSAoa2V5OiBcInYxXCIgfCBcInYyXCIgfCBcImFnZW50XCIpOiBzdHJpbmcgfCB1bmRlZmluZWQgPT4ge1xuICAgIGNvbnN0IHZhbHVlID0gc1trZXldO1xuICAgIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICAgIC8vIEluIGNvbm5lY3QsIC0tdjEgYW5kIC0tdjIgYXJlIHRoZSBjbGllbnQgcHJvZ3JhbXMuXG4gICAgY29uc3QgZXhhbXBsZSA9IG1vZGUgPT09IFwiY29ubmVjdFwiICYmIGtleSAhPT0gXCJhZ2VudFwiID8gXCJteS1jbGllbnQgLS1hY3BcIiA6IFwibXktYWdlbnQgLS1zdGRpb1wiO1xuICAgIGlmICh0eXBlb2YgdmFsdWUgIT09IFwic3RyaW5nXCIpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLSR7a2V5fSBuZWVkcyBhIGNvbW1hbmQsIGUuZy4gLS0ke2tleX0gXCIke2V4YW1wbGV9XCJgKTtcbiAgICB9XG4gICAgcmV0dXJuIGNvbW1hbmRUZXh0KGtleSwgdmFsdWUsIGV4YW1wbGUpO1xuICB9O1xuICBjb25zdCBjaGFpbiA9IGNoYWluT2YobW9kZSwgcywgY29tbWFuZCk7XG4gIGNvbnN0IGNvbmZpZzogQ2xpQ29uZmlnID0ge1xuICAgIG1vZGUsXG4gICAgdjE6IGNvbW1hbmQoXCJ2MVwiKSxcbiAgICB2MjogY29tbWFuZChcInYyXCIpLFxuICAgIGFnZW50OiBjaGFpbj8uYWdlbnQgPz8gY29tbWFuZChcImFnZW50XCIpLFxuICAgIHByb3hpZXM6IGNoYWluPy5wcm94aWVzID8/IFtdLFxuICAgIHByb3h5TWV0aG9kczogb25lT2YoXG4gICAgICBcInByb3h5LW1ldGhvZHNcIixcbiAgICAgIHNbXCJwcm94eS1tZXRob2RzXCJdLFxuICAgICAgW1wicHJlZml4ZWRcIiwgXCJzY2hlbWFcIl0gYXMgY29uc3QsXG4gICAgICBcInByZWZpeGVkXCIsXG4gICAgKSxcbiAgICBtYXhGcmFtZTogbnVtYmVyKFwibWF4LWZyYW1lXCIsIHNbXCJtYXgtZnJhbWVcIl0sIERFRkFVTFRfTUFYX0ZSQU1FX0JZVEVTKSxcbiAgICBncmFjZU1zOiBudW1iZXIoXCJncmFjZS1tc1wiLCBzW1wiZ3JhY2UtbXNcIl0sIDJfMDAwKSxcbiAgICBpbml0VGltZW91dE1zOiBudW1iZXIoXCJpbml0LXRpbWVvdXQtbXNcIiwgc1tcImluaXQtdGltZW91dC1tc1wiXSwgMzBfMDAwKSxcbiAgICBsb2dMZXZlbDogbG9nTGV2ZWwoc1tcImxvZy1sZXZlbFwiXSksXG4gICAgY29weTogc1tcImNvcHlcIl0gPT09IHRydWUsXG4gICAgbG9nRmlsZTogcGF0aChcImxvZy1maWxlXCIsIHNbXCJsb2ctZmlsZVwiXSksXG4gICAgbG9nRm9ybWF0OiBvbmVPZihcImxvZy1mb3JtYXRcIiwgc1tcImxvZy1mb3JtYXRcIl0sIFtcInRleHRcIiwgXCJqc29uXCJdIGFzIGNvbnN0LCBcInRleHRcIiksXG4gICAgdHJhbnNjcmlwdDogcGF0aChcInRyYW5zY3JpcHRcIiwgc1tcInRyYW5zY3JpcHRcIl0pLFxuICAgIHN0ZG91dEd1YXJkOiBvbmVPZihcbiAgICAgIFwic3Rkb3V0LWd1YXJkXCIsXG4gICAgICBzW1wic3Rkb3V0LWd1YXJkXCJdLFxuICAgICAgW1wicGFzc1wiLCBcImRpdmVydFwiLCBcImRyb3BcIl0gYXMgY29uc3QsXG4gICAgICBcInBhc3NcIixcbiAgICApLFxuICAgIHRyYWNlQ29udGV4dDogc1tcInRyYWNlLWNvbnRleHRcIl0gPT09IHRydWUsXG4gICAgcmVtb3RlVG9rZW5GaWxlOiBwYXRoKFwicmVtb3RlLXRva2VuLWZpbGVcIiwgc1tcInJlbW90ZS10b2tlbi1maWxlXCJdKSxcbiAgICBsaXN0ZW46IGxpc3Rlbk9wdGlvbnMobW9kZSwgcyksXG4gICAgbmFtZTogbmFtZWQ/Lm5hbWUsXG4gICAgYWdlbnRFbnY6IG5hbWVkPy5hZ2VudC5lbnYsXG4gICAgYWdlbnRDd2Q6IG5hbWVkPy5hZ2VudC5jd2QsXG4gICAgaW5uZXJSb3V0ZXI6IChtb2RlID09PSBcImNvbm5lY3RcIiB8fCBtb2RlID09PSBcImNoYWluXCIpICYmIG5hbWVkPy5hZ2VudC52MSAhPT0gdW5kZWZpbmVkICYmXG4gICAgICBuYW1lZC5hZ2VudC52MiAhPT0gdW5kZWZpbmVkLFxuICAgIGFnZW50czogKHJhd1tcImFnZW50c1wiXSBhcyBOYW1lZEFnZW50cyB8IHVuZGVmaW5lZCkgPz8ge30sXG4gIH07XG4gIGlmIChtb2RlID09PSBcImNoYWluXCIpIHtcbiAgICBpZiAoY29uZmlnLnYxICE9PSB1bmRlZmluZWQgfHwgY29uZmlnLnYyICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgY2hhaW4gdGFrZXMgLS1wcm94eSBDTUQgKHJlcGVhdGFibGUpIGFuZCAtLWFnZW50IENNRCwgbm90IC0tdjEvLS12MjsgZm9yIHBlci12ZXJzaW9uIGAgK1xuICAgICAgICAgIGBjb21wb25lbnRzLCBjb21wb3NlOiAtLWFnZW50IFwiYWNwLXByb3h5IC0tdjEgQSAtLXYyIEJcImAsXG4gICAgICApO1xuICAgIH1cbiAgICByZW1vdGVDaGVja3MobW9kZSwgY29uZmlnLCBuYW1lZCwgZmlsZVRva2VuKTtcbiAgICByZXR1cm4gY29uZmlnO1xuICB9XG4gIGlmIChtb2RlID09PSBcInByb2JlXCIpIHJldHVybiBwcm9iZUNvbmZpZyhjb25maWcsIHMsIHJhdyk7XG4gIGlmIChjb25maWcudjEgPT09IHVuZGVmaW5lZCAmJiBjb25maWcudjIgPT09IHVuZGVmaW5lZCkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgbW9kZSA9PT0gXCJjb25uZWN0XCJcbiAgICAgICAgPyBgY29ubmVjdCBuZWVkcyBhIGNsaWVudCBwcm9ncmFtOiBnaXZlIC0tdjEgQ01EIGFuZC9vciAtLXYyIENNRCAodGhlIGNsaWVudCBwcm9ncmFtcyBgICtcbiAgICAgICAgICBgaXQgcnVucyksIGUuZy4gLS12MSBcIm15LWNsaWVudCAtLWFjcFwiYFxuICAgICAgICA6IG1vZGUgPT09IFwicHJveHlcIlxuICAgICAgICA/IGBnaXZlIGF0IGxlYXN0IG9uZSBvZiAtLXYxIENNRCBvciAtLXYyIENNRCAodGhlIHByb3h5J3MgY29tbWFuZHMpLCBlLmcuIGAgK1xuICAgICAgICAgIGAtLXYxIFwibXktcHJveHkgLS1zdGRpb1wiYFxuICAgICAgICA6IGBnaXZlIGF0IGxlYXN0IG9uZSBvZiAtLXYxIENNRCBvciAtLXYyIENNRCAodGhlIGFnZW50J3MgY29tbWFuZHMpLCBlLmcuIGAgK1xuICAgICAgICAgIGAtLXYxIFwibXktYWdlbnQgLS1zdGRpb1wiYCxcbiAgICApO1xuICB9XG4gIGlmIChtb2RlID09PSBcImNvbm5lY3RcIiAmJiBjb25maWcuYWdlbnQgPT09IHVuZGVmaW5lZCkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGBjb25uZWN0IG5lZWRzIC0tYWdlbnQgQ01ELCB0aGUgYWdlbnQgdGhlIGNsaWVudCBwcm9ncmFtcyB0YWxrIHRvYCk7XG4gIH1cbiAgcmVtb3RlQ2hlY2tzKG1vZGUsIGNvbmZpZywgbmFtZWQsIGZpbGVUb2tlbik7XG4gIHJldHVybiBjb25maWc7XG59XG5cbi8qKlxuICogYHByb2JlYDogb25lIGFnZW50IChgLS1hZ2VudGApIG9yIGEgcGFpciAoYC0tdjFgL2AtLXYyYCksIGFuZCB0aGUgcHJvYmUncyBzZXR0aW5ncy4gYGdpdmVuYFxuICogaXMgd2hhdCB0aGUgdXNlciBnYXZlLCBiZWZvcmUgYSBuYW1lZCBhZ2VudCBmaWxsZWQgaW4gaXRzIGNvbW1hbmRzLlxuICovXG5mdW5jdGlvbiBwcm9iZUNvbmZpZyhjb25maWc6IENsaUNvbmZpZywgczogU2V0dGluZ3MsIGdpdmVuOiBTZXR0aW5ncyk6IENsaUNvbmZpZyB7XG4gIGNvbnN0IGFsbCA9IHNbXCJhbGxcIl0gPT09IHRydWU7XG4gIGlmIChhbGwpIHtcbiAgICBjb25zdCBwaWNrZWQgPSBbXCJuYW1lXCIsIFwiYWdlbnRcIiwgXCJ2MVwiLCBcInYyXCJdLmZpbHRlcigoa2V5KSA9PiBnaXZlbltrZXkgYXMgXCJ2MVwiXSAhPT0gdW5kZWZpbmVkKTtcbiAgICBpZiAocGlja2VkLmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgcHJvYmUgLS1hbGwgcHJvYmVzIGV2ZXJ5IG5hbWVkIGFnZW50OyByZW1vdmUgJHtwaWNrZWQubWFwKChrKSA9PiBgLS0ke2t9YCkuam9pbihcIiwgXCIpfWAsXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAoT2JqZWN0LmtleXMoY29uZmlnLmFnZW50cykubGVuZ3RoID09PSAwKSB7XG4gICAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgICAgYC0tYWxsIG5lZWRzIG5hbWVkIGFnZW50cyB0byBwcm9iZTogJHtcbiAgICAgICAgICBzW1wiYWdlbnRzXCJdID09PSB1bmRlZmluZWRcbiAgICAgICAgICAgID8gYGFkZCBcImFnZW50c1wiIHRvIGEgLS1jb25maWcgZmlsZWBcbiAgICAgICAgICAgIDogYGFkZCB0aGVtIHRvIHRoZSBjb25maWcgZmlsZSdzIFwiYWdlbnRzXCJgXG4gICAgICAgIH0sIGUuZy4ge1wiYWdlbnRzXCI6IHtcImNvZGV4XCI6IHtcInYxXCI6IFwiY29kZXgtYWNwXCJ9fX1gLFxuICAgICAgKTtcbiAgICB9XG4gICAgLy8gRXZlcnkgZW50cnkgaXMgY2hlY2tlZCBhcyAtLW5hbWUgY2hlY2tzIHRoZSBvbmUgaXQgcGlja3M6IGEgYmFkIGN3ZCBvciByZW1vdGUgYWRkcmVzc1xuICAgIC8vIGlzIHRoZSBmaWxlJ3MgdG8gZml4IChub3QgcHJvYmVkLCBidXQgcmVmdXNlZCBieSBldmVyeSBvdGhlciBtb2RlKS5cbiAgICBmb3IgKGNvbnN0IFtuYW1lLCBhZ2VudF0gb2YgT2JqZWN0LmVudHJpZXMoY29uZmlnLmFnZW50cykpIHtcbiAgICAgIGZvciAoY29uc3Qga2V5IG9mIFtcInYxXCIsIFwidjJcIl0gYXMgY29uc3QpIHtcbiAgICAgICAgY2hlY2tSZW1vdGVBZGRyZXNzKG5hbWVkU2lkZShuYW1lLCBhZ2VudCwga2V5KSwgYWdlbnRba2V5XSk7XG4gICAgICB9XG4gICAgICBjb25zdCBjd2RQcm9ibGVtID0gbmFtZWRDd2RQcm9ibGVtKGFnZW50LCBcInByb2JlXCIpO1xuICAgICAgaWYgKGN3ZFByb2JsZW0gIT09IHVuZGVmaW5lZCkge1xuICAgICAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgICAgICBgJHthZ2VudC5jd2RBdH06IHByb2JlIC0tYWxsOiB0aGUgY3dkICR7YWdlbnQuY3dkfSBvZiAke25hbWV9ICR7Y3dkUHJvYmxlbX07IGAgK1xuICAgICAgICAgICAgYGZpeCBcImFnZW50cy4ke25hbWV9LmN3ZFwiJHthZ2VudC5jd2RUaWxkZSA/IFRJTERFX0lOX0NXRCA6IFwiXCJ9YCxcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICB9XG4gICAgY29uZmlnLnByb2JlID0gcHJvYmVTZXR0aW5ncyhzLCBhbGwpO1xuICAgIHJldHVybiBjb25maWc7XG4gIH1cbiAgaWYgKGNvbmZpZy5hZ2VudCAhPT0gdW5kZWZpbmVkICYmIChjb25maWcudjEgIT09IHVuZGVmaW5lZCB8fCBjb25maWcudjIgIT09IHVuZGVmaW5lZCkpIHtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgIGBwcm9iZSB0YWtlcyAtLWFnZW50IENNRCAob25lIGFnZW50KSBvciAtLXYxLy0tdjIgKHRoZSBwYWlyIHRoZSByb3V0ZXIgcnVucyksIG5vdCBib3RoYCxcbiAgICApO1xuICB9XG4gIGlmIChjb25maWcuYWdlbnQgPT09IHVuZGVmaW5lZCAmJiBjb25maWcudjEgPT09IHVuZGVmaW5lZCAmJiBjb25maWcudjIgPT09IHVuZGVmaW5lZCkge1xuICAgIGNvbnN0IG5hbWVkID0gT2JqZWN0LmtleXMoY29uZmlnLmFnZW50cyk7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICBgcHJvYmUgbmVlZHMgdGhlIGFnZW50OiAtLWFnZW50IENNRCwgb3IgLS12MSBDTUQgYW5kL29yIC0tdjIgQ01EYCArXG4gICAgICAgIChuYW1lZC5sZW5ndGggPT09IDBcbiAgICAgICAgICA/IFwiXCJcbiAgICAgICAgICA6IGAsIG9yIG9uZSB0aGUgY29uZmlnIGZpbGUgbmFtZXMgKC0tbmFtZSAke25hbWVkLnNsaWNlKDAsIDUpLmpvaW4oXCJ8XCIpfSR7XG4gICAgICAgICAgICBuYW1lZC5sZW5ndGggPiA1ID8gXCJ8Li4uXCIgOiBcIlwiXG4gICAgICAgICAgfSksIG9yIC0tYWxsYCksXG4gICAgKTtcbiAgfVxuICBjb25zdCByZW1vdGUgPSAoW1wiYWdlbnRcIiwgXCJ2MVwiLCBcInYyXCJdIGFzIGNvbnN0KS5maW5kKChrZXkpID0+XG4gICAgUkVNT1RFX0FERFJFU1MudGVzdChjb25maWdba2V5XSA/PyBcIlwiKVxuICApO1xuICAvLyBBIG5hbWVkIGFnZW50J3MgVVJMIHNpZGUgaXMgcmVwb3J0ZWQgYXMgYC0tYWxsYCByZXBvcnRzIGl0IChhIGByZW1vdGVgIHNraXAgcm93KSwgb25jZVxuICAvLyBpdCBpcyBhbiBhZGRyZXNzIHRoZSBvdGhlciBtb2RlcyB0YWtlLlxuICBjb25zdCBuYW1lZCA9IGNvbmZpZy5uYW1lID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBjb25maWcuYWdlbnRzW2NvbmZpZy5uYW1lXTtcbiAgZm9yIChjb25zdCBrZXkgb2YgW1widjFcIiwgXCJ2MlwiXSBhcyBjb25zdCkge1xuICAgIGlmIChuYW1lZCAhPT0gdW5kZWZpbmVkKSBjaGVja1JlbW90ZUFkZHJlc3MobmFtZWRTaWRlKGNvbmZpZy5uYW1lISwgbmFtZWQsIGtleSksIG5hbWVkW2tleV0pO1xuICB9XG4gIGlmIChyZW1vdGUgIT09IHVuZGVmaW5lZCAmJiBjb25maWcubmFtZSA9PT0gdW5kZWZpbmVkKSB7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICBgLS0ke3JlbW90ZX0gJHt3aXRob3V0VXNlckluZm8oY29uZmlnW3JlbW90ZV0hKX06IHByb2JlIHN0YXJ0cyBhZ2VudCBjb21tYW5kcywgYW5kIHRoaXMgYCArXG4gICAgICAgIGBpcyBhIFVSTCAoYSBgICtcbiAgICAgICAgYHJlbW90ZSBhZ2VudCk7IHByb2JlIGl0IHdoZXJlIGl0IHJ1bnMsIG9yIGdpdmUgYSBjb21tYW5kYCxcbiAgICApO1xuICB9XG4gIGNvbmZpZy5wcm9iZSA9IHByb2JlU2V0dGluZ3MocywgYWxsKTtcbiAgcmV0dXJuIGNvbmZpZztcbn1cblxuLyoqXG4gKiBBIHJlbW90ZSBhZ2VudCdzIGFkZHJlc3Mgd2hlcmUgb25lIGlzIGRpYWxsZWQgKGBzcGVjYCwgZ2l2ZW4gYnkgYGZsYWdgOiBhIGZsYWcsIG9yIGEgbmFtZWRcbiAqIGFnZW50J3MgcGxhY2UgaW4gdGhlIGZpbGUpOiBhIFVSTCBhbG9uZSwgd2l0aG91dCBhIHVzZXIgbmFtZSBvciBwYXNzd29yZC5cbiAqXG4gKiBAdGhyb3dzIHtVc2FnZUVycm9yfSBXaGVuIGl0IGlzIG5vdC5cbiAqL1xuZnVuY3Rpb24gY2hlY2tSZW1vdGVBZGRyZXNzKFxuICBmbGFnOiBzdHJpbmcsXG4gIHNwZWM6IHN0cmluZyB8IHVuZGVmaW5lZCxcbiAgcm9sZTogXCJhZ2VudFwiIHwgXCJwcm94eVwiID0gXCJhZ2VudFwiLFxuKTogdm9pZCB7XG4gIGlmIChzcGVjID09PSB1bmRlZmluZWQgfHwgIVJFTU9URV9BRERSRVNTLnRlc3Qoc3BlYykpIHJldHVybjtcbiAgLy8gQSBwcm94eSBpcyBkaWFsbGVkIG92ZXIgV2ViU29ja2V0IG9ubHk6IGl0cyBleGFtcGxlIHNheXMgc28uXG4gIGNvbnN0IGV4YW1wbGUgPSByb2xlID09PSBcInByb3h5XCIgPyBcIndzOi8vMTI3LjAuMC4xOjczMzFcIiA6IFwiaHR0cDovLzEyNy4wLjAuMTo3MzMxXCI7XG4gIGNvbnN0IHNob3duID0gd2l0aG91dFVzZXJJbmZvKHNwZWMpO1xuICAvLyBBIFVSTCBmb2xsb3dlZCBieSB3b3Jkczogb25lIHdpdGggYSBwYXRoIHBhcnNlcyB3aG9sZSAodGhlIHdvcmRzIGluIGl0cyBwYXRoLCBzZW50IGFzXG4gIC8vICUyMCk7IG9uZSB3aXRob3V0IGRvZXMgbm90IChgaHR0cDovL2hvc3Q6NzMzMSAtLXN0ZGlvYCksIGFuZCBpcyBub3QgXCJubyBVUkxcIiBlaXRoZXIuXG4gIGNvbnN0IFtmaXJzdCwgbmV4dF0gPSBzcGVjLnRyaW0oKS5zcGxpdCgvXFxzKy8pO1xuICBpZiAoXG4gICAgbmV4dCAhPT0gdW5kZWZpbmVkICYmIChVUkwuY2FuUGFyc2Uoc3BlYykgfHwgKFVSTC5jYW5QYXJzZShmaXJzdCkgJiYgbmV4dC5zdGFydHNXaXRoKFwiLVwiKSkpXG4gICkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYCR7ZmxhZ30gJHtzaG93bn06IGEgcmVtb3RlICR7cm9sZX0ncyBhZGRyZXNzIGlzIGEgVVJMIGFsb25lLCB3aXRob3V0IGFyZ3VtZW50czsgZ2l2ZSBgICtcbiAgICAgICAgYGp1c3QgdGhlIFVSTCAoJHt3aXRob3V0VXNlckluZm8oZmlyc3QpfSlgLFxuICAgICk7XG4gIH1cbiAgaWYgKCFVUkwuY2FuUGFyc2Uoc3BlYykpIHtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgIGAke2ZsYWd9ICR7c2hvd259OiBub3QgYSByZW1vdGUgJHtyb2xlfSBhZGRyZXNzIChub3QgYSBVUkwpOyBjaGVjayB0aGUgYWRkcmVzcywgZS5nLiBgICtcbiAgICAgICAgZXhhbXBsZSxcbiAgICApO1xuICB9XG4gIC8vIEEgdXNlciBuYW1lIG9yIHBhc3N3b3JkIGlzIG5ldmVyIHNlbnQgKGZldGNoIHdvdWxkIHNlbmQgdGhlbSBhcyBCYXNpYyBiZXNpZGUgdGhlXG4gIC8vIHRva2VuKTsgcmVmdXNlZCBub3csIGFuZCBub3QgcmVwZWF0ZWQuXG4gIGNvbnN0IHVybCA9IG5ldyBVUkwoc3BlYyk7XG4gIGlmICh1cmwudXNlcm5hbWUgIT09IFwiXCIgfHwgdXJsLnBhc3N3b3JkICE9PSBcIlwiKSB7XG4gICAgdXJsLnVzZXJuYW1lID0gXCJcIjtcbiAgICB1cmwucGFzc3dvcmQgPSBcIlwiO1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYCR7ZmxhZ30gJHt1cmwuaHJlZn06IGEgcmVtb3RlICR7cm9sZX0gYWRkcmVzcyBtYXkgbm90IGNhcnJ5IGEgdXNlciBuYW1lIG9yIHBhc3N3b3JkIGAgK1xuICAgICAgICBgKHVzZXI6cGFzc3dvcmRAIGJlZm9yZSB0aGUgaG9zdCk6IHRoZXkgYXJlIG5vdCBzZW50OyBnaXZlIGEgdG9rZW4gd2l0aCBgICtcbiAgICAgICAgYC0tcmVtb3RlLXRva2VuLWZpbGVgLFxuICAgICk7XG4gIH1cbn1cblxuLyoqIEEgbmFtZWQgYWdlbnQncyBgdjFgIG9yIGB2MmAgYXMgYSBtZXNzYWdlIG5hbWVzIGl0OiBpdHMgcGxhY2UgaW4gdGhlIGNvbmZpZyBmaWxlLiAqL1xuZnVuY3Rpb24gbmFtZWRTaWRlKG5hbWU6IHN0cmluZywgYWdlbnQ6IE5hbWVkQWdlbnQsIGtleTogXCJ2MVwiIHwgXCJ2MlwiKTogc3RyaW5nIHtcbiAgcmV0dXJuIGAke2FnZW50LmNvbW1hbmRzQXQ/LltrZXldID8/IFwidGhlIGNvbmZpZyBmaWxlXCJ9OiBhZ2VudHMuJHtuYW1lfTogXCIke2tleX1cIjpgO1xufVxuXG5mdW5jdGlvbiBwcm9iZVNldHRpbmdzKHM6IFNldHRpbmdzLCBhbGw6IGJvb2xlYW4pOiBQcm9iZVNldHRpbmdzIHtcbiAgcmV0dXJuIHtcbiAgICBhbGwsXG4gICAganNvbjogc1tcImpzb25cIl0gPT09IHRydWUsXG4gICAgc2Vzc2lvbjogc1tcIm5vLXNlc3Npb25cIl0gIT09IHRydWUsXG4gICAgc2xvd1N0YXJ0TXM6IG51bWJlcihcInNsb3ctc3RhcnQtbXNcIiwgc1tcInNsb3ctc3RhcnQtbXNcIl0sIDJfMDAwKSxcbiAgICB0aW1lb3V0TXM6IG51bWJlcihcInByb2JlLXRpbWVvdXQtbXNcIiwgc1tcInByb2JlLXRpbWVvdXQtbXNcIl0sIDEwXzAwMCksXG4gICAgZW9mV2FpdE1zOiBudW1iZXIoXCJlb2Ytd2FpdC1tc1wiLCBzW1wiZW9mLXdhaXQtbXNcIl0sIDNfMDAwKSxcbiAgfTtcbn1cblxuLyoqXG4gKiBXaGF0IGlzIHdyb25nIHdpdGggYSBuYW1lZCBhZ2VudCdzIGBjd2RgLCBvciB1bmRlZmluZWQ7IGEgcmVtb3RlIGFnZW50J3MgaXMgbm90IHVzZWQgKFJFQURNRTpcbiAqIGVudiBhbmQgY3dkIGRvIG5vdCBhcHBseSB0byByZW1vdGUgYWdlbnRzKSwgc28gb25lIHdob3NlIGNvbW1hbmRzIGFyZSBhbGwgYWRkcmVzc2VzIGhhcyBub25lLFxuICogdW5sZXNzIGBtb2RlYCBydW5zIHRoZSBwYWlyIGFzIGFuIGlubmVyIHJvdXRlciAoYSBwcm9jZXNzIHN0YXJ0ZWQgaW4gdGhhdCBjd2QpLlxuICovXG5mdW5jdGlvbiBuYW1lZEN3ZFByb2JsZW0oYWdlbnQ6IE5hbWVkQWdlbnQsIG1vZGU6IE1vZGUpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBpZiAoYWdlbnQuY3dkID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gIGNvbnN0IGxvY2FsID0gW2FnZW50LnYxLCBhZ2VudC52Ml0uc29tZSgoYykgPT4gYyAhPT0gdW5kZWZpbmVkICYmICFSRU1PVEVfQUREUkVTUy50ZXN0KGMpKTtcbiAgLy8gY29ubmVjdCBhbmQgY2hhaW4gcnVuIGEgcGFpciBhcyBhbiBpbm5lciByb3V0ZXIsIHN0YXJ0ZWQgaW4gdGhlIGVudHJ5J3MgY3dkLlxuICBjb25zdCBpbm5lciA9IChtb2RlID09PSBcImNvbm5lY3RcIiB8fCBtb2RlID09PSBcImNoYWluXCIpICYmIGFnZW50LnYxICE9PSB1bmRlZmluZWQgJiZcbiAgICBhZ2VudC52MiAhPT0gdW5kZWZpbmVkO1xuICByZXR1cm4gbG9jYWwgfHwgaW5uZXIgPyBkaXJlY3RvcnlQcm9ibGVtKGFnZW50LmN3ZCkgOiB1bmRlZmluZWQ7XG59XG5cbi8qKlxuICogYGNoYWluYDogdGhlIHByb3hpZXMgYW5kIHRoZSBhZ2VudCwgZnJvbSBgLS1wcm94eWAvYC0tYWdlbnRgIG9yIHRoZSBjb25maWcgZmlsZSdzIGBjaGFpbmBcbiAqIGxpc3QgKGl0cyBsYXN0IGNvbW1hbmQgaXMgdGhlIGFnZW50KTsgdW5kZWZpbmVkIGluIG90aGVyIG1vZGVzLlxuICovXG5mdW5jdGlvbiBjaGFpbk9mKFxuICBtb2RlOiBNb2RlLFxuICBzOiBTZXR0aW5ncyxcbiAgY29tbWFuZDogKGtleTogXCJ2MVwiIHwgXCJ2MlwiIHwgXCJhZ2VudFwiKSA9PiBzdHJpbmcgfCB1bmRlZmluZWQsXG4pOiB7IHByb3hpZXM6IHN0cmluZ1tdOyBhZ2VudDogc3RyaW5nIH0gfCB1bmRlZmluZWQge1xuICBpZiAobW9kZSAhPT0gXCJjaGFpblwiKSByZXR1cm4gdW5kZWZpbmVkO1xuICBjb25zdCBjaGVjayA9IChrZXk6IHN0cmluZywgdmFsdWU6IHN0cmluZyk6IHN0cmluZyA9PiBjb21tYW5kVGV4dChrZXksIHZhbHVlLCBcIm15LXByb3h5IC0tc3RkaW9cIik7XG4gIGNvbnN0IGxpc3RlZCA9IHNbXCJjaGFpblwiXTtcbiAgaWYgKGxpc3RlZCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgaWYgKHNbXCJwcm94eVwiXSAhPT0gdW5kZWZpbmVkKSB7IC8vIGJvdGggaW4gdGhlIGZpbGU6IGZsYWdzIHdvdWxkIGhhdmUgcmVwbGFjZWQgXCJjaGFpblwiXG4gICAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgICAgYFwicHJveHlcIiBhbmQgXCJjaGFpblwiIGJvdGggZ2l2ZSB0aGUgY2hhaW4ncyBwcm94aWVzOyBrZWVwIG9uZSAoXCJjaGFpblwiIGVuZHMgd2l0aCB0aGUgYCArXG4gICAgICAgICAgYGFnZW50J3MgY29tbWFuZClgLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgY29tbWFuZHMgPSBzdHJpbmdzKFwiY2hhaW5cIiwgbGlzdGVkKS5tYXAoKGMpID0+IGNoZWNrKFwiY2hhaW5cIiwgYykpO1xuICAgIGlmIChjb21tYW5kcy5sZW5ndGggPT09IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGBcImNoYWluXCIgbmVlZHMgYXQgbGVhc3QgdGhlIGFnZW50J3MgY29tbWFuZCwgZS5nLiBbXCJteS1hZ2VudFwiXWApO1xuICAgIH1cbiAgICByZXR1cm4geyBwcm94aWVzOiBjb21tYW5kcy5zbGljZSgwLCAtMSksIGFnZW50OiBjb21tYW5kc1tjb21tYW5kcy5sZW5ndGggLSAxXSB9O1xuICB9XG4gIGNvbnN0IGFnZW50ID0gY29tbWFuZChcImFnZW50XCIpO1xuICBpZiAoYWdlbnQgPT09IHVuZGVmaW5lZCkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYGNoYWluIG5lZWRzIC0tYWdlbnQgQ01ELCB0aGUgYWdlbnQgYXQgdGhlIGVuZCBvZiB0aGUgY2hhaW4gKGFuZCAtLXByb3h5IENNRCBmb3IgZWFjaCBwcm94eSlgLFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIHsgcHJveGllczogc3RyaW5ncyhcInByb3h5XCIsIHNbXCJwcm94eVwiXSkubWFwKChjKSA9PiBjaGVjayhcInByb3h5XCIsIGMpKSwgYWdlbnQgfTtcbn1cblxuLyoqIEEgY29uZmlnIGZpbGUncyBgXCJjaGFpblwiYCBlbnRyeSB0aGF0IGlzIG5vIGNvbW1hbmQgKGEgZmlsZSBrZXk6IHRoZXJlIGlzIG5vIC0tY2hhaW4pLiAqL1xuZnVuY3Rpb24gY2hhaW5FbnRyeU5lZWRlZChleGFtcGxlOiBzdHJpbmcpOiBVc2FnZUVycm9yIHtcbiAgcmV0dXJuIG5ldyBVc2FnZUVycm9yKGBcImNoYWluXCIgbmVlZHMgYSBjb21tYW5kIGluIGV2ZXJ5IGVudHJ5LCBlLmcuIFtcIiR7ZXhhbXBsZX1cIiwgXCJteS1hZ2VudFwiXWApO1xufVxuXG4vKipcbiAqIEEgY29tbWFuZCBmbGFnJ3MgdmFsdWUsIGNoZWNrZWQgdGhlIHdheSBpdCB3aWxsIGJlIHJ1bjogaXQgbXVzdCBzcGxpdCAobm8gc2hlbGwpIGludG8gYVxuICogcHJvZ3JhbSBuYW1lIGFuZCBpdHMgYXJndW1lbnRzLiBCbGFuaywgb3Igb25seSB3aGF0IHNwbGl0cyBpbnRvIG5vdGhpbmcgKGBcXDxuZXdsaW5lPmAsIGAnJ2A6XG4gKiBubyBwcm9ncmFtIGF0IGFsbCksIGlzIGEgdXNhZ2UgZXJyb3Igbm93LCBub3QgYSBmYWlsZWQgc3RhcnQgYWZ0ZXIgdGhlIGNsaWVudCdzIGZpcnN0IGZyYW1lLlxuICovXG5mdW5jdGlvbiBjb21tYW5kVGV4dChrZXk6IHN0cmluZywgdmFsdWU6IHN0cmluZywgZXhhbXBsZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgbmVlZHMgPSAoKSA9PlxuICAgIGtleSA9PT0gXCJjaGFpblwiXG4gICAgICA/IGNoYWluRW50cnlOZWVkZWQoZXhhbXBsZSlcbiAgICAgIDogbmV3IFVzYWdlRXJyb3IoYC0tJHtrZXl9IG5lZWRzIGEgY29tbWFuZCwgZS5nLiAtLSR7a2V5fSBcIiR7ZXhhbXBsZX1cImApO1xuICBjb25zdCBwcm9ibGVtID0gY29tbWFuZFByb2JsZW0odmFsdWUpO1xuICBpZiAocHJvYmxlbSA9PT0gXCJlbXB0eVwiKSB0aHJvdyBuZWVkcygpO1xuICBjb25zdCBmbGFnID0ga2V5ID09PSBcImNoYWluXCIgPyBgXCJjaGFpblwiYCA6IGAtLSR7a2V5fWA7XG4gIGlmIChwcm9ibGVtICE9PSBudWxsKSB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgJHtmbGFnfTogJHtjb21tYW5kUHJvYmxlbVRleHQocHJvYmxlbSl9YCk7XG4gIGNvbnN0IG1pc3BsYWNlZCA9IHJlbW90ZUFkZHJlc3NQcm9ibGVtKHZhbHVlLCBzcGxpdENvbW1hbmQodmFsdWUpKTtcbiAgaWYgKG1pc3BsYWNlZCAhPT0gbnVsbCkgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYCR7ZmxhZ30gJHttaXNwbGFjZWR9YCk7XG4gIGNvbnN0IHNoZWxsID0gUkVNT1RFX0FERFJFU1MudGVzdCh2YWx1ZSkgPyBudWxsIDogc2hlbGxTeW50YXhQcm9ibGVtKHZhbHVlKTtcbiAgaWYgKHNoZWxsICE9PSBudWxsKSB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgJHtmbGFnfSAke3ZhbHVlfTogJHtzaGVsbH1gKTtcbiAgcmV0dXJuIHZhbHVlO1xufVxuXG4vKipcbiAqIFRoZSByZW1vdGUtb25seSBzZXR0aW5ncyBuZWVkIGEgcmVtb3RlIGFnZW50LCBhbmQgYSBVUkwgbXVzdCBiZSBzb21ld2hlcmUgb25lIGlzIGRpYWxsZWQuXG4gKiBBIGByZW1vdGUtdG9rZW4tZmlsZWAgZnJvbSB0aGUgY29uZmlnIGZpbGUgKGBmaWxlVG9rZW5gKSBpcyBkcm9wcGVkIGZvciBhIGxvY2FsIGFnZW50OiBhXG4gKiBmaWxlIHNoYXJlZCBieSByZW1vdGUgYW5kIGxvY2FsIG5hbWVkIGFnZW50cyBnaXZlcyBpdCBmb3IgdGhlIHJlbW90ZSBvbmVzLlxuICovXG5mdW5jdGlvbiByZW1vdGVDaGVja3MoXG4gIG1vZGU6IE1vZGUsXG4gIGNvbmZpZzogQ2xpQ29uZmlnLFxuICBuYW1lZDogeyBuYW1lOiBzdHJpbmc7IGFnZW50OiBOYW1lZEFnZW50IH0gfCB1bmRlZmluZWQsXG4gIGZpbGVUb2tlbjogYm9vbGVhbixcbik6IHZvaWQge1xuICAvLyBBIG5hbWVkIHBhaXIgaW4gY29ubmVjdCBhbmQgY2hhaW4gcnVucyBhcyBvbmUgYWdlbnQgcm91dGVyOiBpdHMgY29tbWFuZHMgYXJlIHRoZSBhZ2VudHMsXG4gIC8vIGVhY2ggbmFtZWQgYnkgaXRzIHBsYWNlIGluIHRoZSBmaWxlIChjb25uZWN0J3Mgb3duIC0tdjEgaXMgYSBjbGllbnQgcHJvZ3JhbSkuXG4gIGNvbnN0IHNpZGUgPSAoa2V5OiBcInYxXCIgfCBcInYyXCIpOiBbc3RyaW5nLCBzdHJpbmcgfCB1bmRlZmluZWRdID0+XG4gICAgbmFtZWQgPT09IHVuZGVmaW5lZFxuICAgICAgPyBbXCJcIiwgdW5kZWZpbmVkXVxuICAgICAgOiBbbmFtZWRTaWRlKG5hbWVkLm5hbWUsIG5hbWVkLmFnZW50LCBrZXkpLCBuYW1lZC5hZ2VudFtrZXldXTtcbiAgY29uc3QgYWdlbnRzOiBbc3RyaW5nLCBzdHJpbmcgfCB1bmRlZmluZWRdW10gPSBtb2RlID09PSBcImNvbm5lY3RcIiB8fCBtb2RlID09PSBcImNoYWluXCJcbiAgICA/IFtcbiAgICAgIFtcIi0tYWdlbnRcIiwgY29uZmlnLmFnZW50XSxcbiAgICAgIHNpZGUoXCJ2MVwiKSxcbiAgICAgIHNpZGUoXCJ2MlwiKSxcbiAgICAgIC4uLmNvbmZpZy5wcm94aWVzLm1hcCgocCk6IFtzdHJpbmcsIHN0cmluZ10gPT4gW1wiLS1wcm94eVwiLCBwXSksXG4gICAgXVxuICAgIDogW1tcIi0tdjFcIiwgY29uZmlnLnYxXSwgW1wiLS12MlwiLCBjb25maWcudjJdXTtcbiAgaWYgKG1vZGUgPT09IFwiY29ubmVjdFwiKSB7XG4gICAgZm9yIChjb25zdCBrZXkgb2YgW1widjFcIiwgXCJ2MlwiXSBhcyBjb25zdCkge1xuICAgICAgaWYgKFJFTU9URV9BRERSRVNTLnRlc3QoY29uZmlnW2tleV0gPz8gXCJcIikpIHtcbiAgICAgICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICAgICAgYGNvbm5lY3Q6IC0tJHtrZXl9IGlzIGEgY2xpZW50IHByb2dyYW0gdG8gcnVuLCBub3QgYSBVUkw7IGEgcmVtb3RlIGFnZW50IGdvZXMgaW4gLS1hZ2VudGAsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgfVxuICB9XG4gIC8vIEEgcHJveHkncyBmaXJzdCBtZXNzYWdlIGlzIF9wcm94eS9pbml0aWFsaXplLCB3aGljaCBhIHJlbW90ZSBhZ2VudCBvdmVyIEhUVFAgZG9lcyBub3RcbiAgLy8gdGFrZSAoaXRzIGZpcnN0IFBPU1QgaXMgYW4gaW5pdGlhbGl6ZSk7IGEgV2ViU29ja2V0IGNhcnJpZXMgaXQuXG4gIGNvbnN0IHByb3hpZXM6IFtzdHJpbmcsIHN0cmluZyB8IHVuZGVmaW5lZF1bXSA9IG1vZGUgPT09IFwicHJveHlcIlxuICAgID8gW1tcIi0tdjFcIiwgY29uZmlnLnYxXSwgW1wiLS12MlwiLCBjb25maWcudjJdXVxuICAgIDogY29uZmlnLnByb3hpZXMubWFwKChwKSA9PiBbXCItLXByb3h5XCIsIHBdKTtcbiAgZm9yIChjb25zdCBbZmxhZywgc3BlY10gb2YgcHJveGllcykge1xuICAgIGlmICgvXmh0dHBzPzpcXC9cXC8vaS50ZXN0KHNwZWMgPz8gXCJcIikpIHtcbiAgICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgICBgJHtmbGFnfSAke3dpdGhvdXRVc2VySW5mbyhzcGVjISl9OiBhIHJlbW90ZSBwcm94eSBpcyByZWFjaGVkIG92ZXIgV2ViU29ja2V0IG9ubHk7IGAgK1xuICAgICAgICAgIGBnaXZlIGl0IGFzIGAgK1xuICAgICAgICAgIGB3cyhzKTovL1xcdTIwMjYgKG92ZXIgSFRUUCB0aGUgZmlyc3QgbWVzc2FnZSBtdXN0IGJlIGFuIGluaXRpYWxpemUsIGFuZCBhIHByb3h5J3MgaXMgYCArXG4gICAgICAgICAgYF9wcm94eS9pbml0aWFsaXplKWAsXG4gICAgICApO1xuICAgIH1cbiAgfVxuICAvLyBBIHJlbW90ZSBhZ2VudCdzIGFkZHJlc3MgdGhhdCBpcyBubyBVUkwgaXMga25vd24gbm93LCBub3Qgd2hlbiBhIGNsaWVudCBjb21lcyAoY2hlY2tlZFxuICAvLyBhZnRlciB0aGUgcmVmdXNhbHMgYWJvdmU6IGEgVVJMIHdoZXJlIG5vbmUgbWF5IGdvIGlzIHJlZnVzZWQgYXMgdGhhdCkuXG4gIGZvciAoY29uc3QgW2ZsYWcsIHNwZWNdIG9mIGFnZW50cykge1xuICAgIGNoZWNrUmVtb3RlQWRkcmVzcyhmbGFnLCBzcGVjLCBtb2RlID09PSBcInByb3h5XCIgfHwgZmxhZyA9PT0gXCItLXByb3h5XCIgPyBcInByb3h5XCIgOiBcImFnZW50XCIpO1xuICB9XG4gIGlmIChcbiAgICBjb25maWcucmVtb3RlVG9rZW5GaWxlICE9PSB1bmRlZmluZWQgJiZcbiAgICAhYWdlbnRzLnNvbWUoKFssIHNwZWNdKSA9PiBSRU1PVEVfQUREUkVTUy50ZXN0KHNwZWMgPz8gXCJcIikpXG4gICkge1xuICAgIGlmICghZmlsZVRva2VuKSB7XG4gICAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihcbiAgICAgICAgYC0tcmVtb3RlLXRva2VuLWZpbGUgaXMgZm9yIHJlbW90ZSBhZ2VudHM7IGdpdmUgYW4gYWdlbnQgYXMgaHR0cChzKTovL1xcdTIwMjYgb3Igd3Mocyk6Ly9cXHUyMDI2YCxcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbmZpZy5yZW1vdGVUb2tlbkZpbGUgPSB1bmRlZmluZWQ7XG4gIH1cbiAgaWYgKGNvbmZpZy5saXN0ZW4gIT09IHVuZGVmaW5lZCAmJiBjb25maWcuY29weSkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKFxuICAgICAgYC0tY29weSBoYXMgbm8gZWZmZWN0IHdpdGggLS1saXN0ZW4gKHJlbW90ZSBjb25uZWN0aW9ucyBhcmUgYWx3YXlzIGNvcGllZCk7IHJlbW92ZSBpdCwgYCArXG4gICAgICAgIGBvciBnaXZlIC0tbm8tY29weSAod2hpY2ggdHVybnMgYSBjb25maWcgZmlsZSdzIFwiY29weVwiOiB0cnVlIG9mZilgLFxuICAgICk7XG4gIH1cbn1cblxuLy8gU3BhY2VzIG9yIHRhYnMgbWF5IHBhcnQgYSBudW1iZXIgYW5kIGl0cyB1bml0LCBvciBzdGFuZCBhcm91bmQgdGhlbTsgYSBsaW5lIGJyZWFrIG5vdFxuLy8gKFwiOFxcbk1pQlwiLCBcIjFcXG5cIikuXG5jb25zdCBCTEFOS1MgPSBcIlteXFxcXFNcXFxcblxcXFxyXFxcXHUyMDI4XFxcXHUyMDI5XSpcIjtcbmNvbnN0IFNJWkUgPSBuZXcgUmVnRXhwKGBeJHtCTEFOS1N9KFswLTldKykke0JMQU5LU30oa3xraWJ8bXxtaWJ8Z3xnaWIpPyR7QkxBTktTfSRgLCBcImlcIik7XG5jb25zdCBNVUxUSVBMSUVSUzogUmVjb3JkPHN0cmluZywgbnVtYmVyPiA9IHtcbiAgazogMTAyNCxcbiAga2liOiAxMDI0LFxuICBtOiAxMDI0ICogMTAyNCxcbiAgbWliOiAxMDI0ICogMTAyNCxcbiAgZzogMTAyNCAqIDEwMjQgKiAxMDI0LFxuICBnaWI6IDEwMjQgKiAxMDI0ICogMTAyNCxcbn07XG5cbi8qKiBBIG51bWVyaWMgc2V0dGluZyB3aXRoaW4gaXRzIHJhbmdlICh7QGxpbmtjb2RlIE5VTUJFUl9SQU5HRVN9KTsgc2l6ZXMgdGFrZSBLL00vRyBzdWZmaXhlcy4gKi9cbmZ1bmN0aW9uIG51bWJlcihcbiAga2V5OiBrZXlvZiB0eXBlb2YgTlVNQkVSX1JBTkdFUyxcbiAgdmFsdWU6IFNldHRpbmdWYWx1ZSxcbiAgZmFsbGJhY2s6IG51bWJlcixcbik6IG51bWJlciB7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gZmFsbGJhY2s7XG4gIGNvbnN0IHsgbWluLCBtYXgsIGV4YW1wbGUsIHVuaXQgfSA9IE5VTUJFUl9SQU5HRVNba2V5XTtcbiAgY29uc3QgbWF0Y2ggPSB0eXBlb2YgdmFsdWUgPT09IFwic3RyaW5nXCIgPyBTSVpFLmV4ZWModmFsdWUpIDogbnVsbDtcbiAgY29uc3Qgc3VmZml4T2sgPSB1bml0ID09PSBcImJ5dGVzXCIgfHwgbWF0Y2g/LlsyXSA9PT0gdW5kZWZpbmVkO1xuICBjb25zdCBuID0gdHlwZW9mIHZhbHVlID09PSBcIm51bWJlclwiXG4gICAgPyB2YWx1ZVxuICAgIDogbWF0Y2ggJiYgc3VmZml4T2tcbiAgICA/IE51bWJlcihtYXRjaFsxXSkgKiAobWF0Y2hbMl0gPyBNVUxUSVBMSUVSU1ttYXRjaFsyXS50b0xvd2VyQ2FzZSgpXSA6IDEpXG4gICAgOiBOYU47XG4gIGlmICghTnVtYmVyLmlzU2FmZUludGVnZXIobikgfHwgbiA8IG1pbiB8fCBuID4gbWF4KSB7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoXG4gICAgICBgLS0ke2tleX0gbXVzdCBiZSBhIHdob2xlIG51bWJlciBvZiAke3VuaXR9IGZyb20gJHttaW59IHRvICR7bWF4fSAoZ290ICcke3ZhbHVlfScpLCBgICtcbiAgICAgICAgYGUuZy4gLS0ke2tleX0gJHtleGFtcGxlfWAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4gbjtcbn1cblxuLyoqIFNhaWQgb2YgYSBuYW1lZCBhZ2VudCdzIGN3ZCB3cml0dGVuIGB+Ly4uLmA6IGEgcmVsYXRpdmUgcGF0aCBmcm9tIHRoZSBjb25maWcncyBkaXJlY3RvcnkuICovXG5jb25zdCBUSUxERV9JTl9DV0QgPSBcIiAoYSBsZWFkaW5nIH4gaXMgbm90IGV4cGFuZGVkIGluIGEgY3dkOiBnaXZlIHRoZSBmdWxsIHBhdGgpXCI7XG5cbi8qKiBXaGF0IGVhY2ggcGF0aCBmbGFnJ3MgZXhhbXBsZSBuYW1lcy4gKi9cbmNvbnN0IFBBVEhfRVhBTVBMRVM6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSB7XG4gIFwibG9nLWZpbGVcIjogXCIvdG1wL2FjcC1wcm94eS5sb2dcIixcbiAgXCJ0cmFuc2NyaXB0XCI6IFwiL3RtcC9zZXNzaW9uLmpzb25sXCIsXG4gIFwidG9rZW4tZmlsZVwiOiBcIn4vLmNvbmZpZy9hY3AtcHJveHkudG9rZW5cIixcbiAgXCJyZW1vdGUtdG9rZW4tZmlsZVwiOiBcIn4vLmNvbmZpZy9hZ2VudC50b2tlblwiLFxufTtcblxuZnVuY3Rpb24gcGF0aChrZXk6IHN0cmluZywgdmFsdWU6IFNldHRpbmdWYWx1ZSk6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBpZiAodHlwZW9mIHZhbHVlICE9PSBcInN0cmluZ1wiIHx8IHZhbHVlID09PSBcIlwiKSB7XG4gICAgdGhyb3cgbmV3IFVzYWdlRXJyb3IoYC0tJHtrZXl9IG5lZWRzIGEgZmlsZSBwYXRoLCBlLmcuIC0tJHtrZXl9ICR7UEFUSF9FWEFNUExFU1trZXldfWApO1xuICB9XG4gIHJldHVybiB2YWx1ZTtcbn1cblxuZnVuY3Rpb24gb25lT2Y8Y29uc3QgVCBleHRlbmRzIHN0cmluZz4oXG4gIGtleTogc3RyaW5nLFxuICB2YWx1ZTogU2V0dGluZ1ZhbHVlLFxuICBhbGxvd2VkOiByZWFkb25seSBUW10sXG4gIGZhbGxiYWNrOiBULFxuKTogVCB7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gZmFsbGJhY2s7XG4gIGlmICghYWxsb3dlZC5pbmNsdWRlcyh2YWx1ZSBhcyBUKSkge1xuICAgIHRocm93IG5ldyBVc2FnZUVycm9yKGAtLSR7a2V5fSBtdXN0IGJlIG9uZSBvZiAke2FsbG93ZWQuam9pbihcIiwgXCIpfSAoZ290ICcke3ZhbHVlfScpYCk7XG4gIH1cbiAgcmV0dXJuIHZhbHVlIGFzIFQ7XG59XG5cbmZ1bmN0aW9uIGxvZ0xldmVsKHZhbHVlOiBTZXR0aW5nVmFsdWUpOiBMb2dMZXZlbCB7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gXCJ3YXJuXCI7XG4gIGlmICghTE9HX0xFVkVMUy5pbmNsdWRlcyh2YWx1ZSBhcyBMb2dMZXZlbCkpIHtcbiAgICB0aHJvdyBuZXcgVXNhZ2VFcnJvcihgLS1sb2ctbGV2ZWwgbXVzdCBiZSBvbmUgb2YgJHtMT0dfTEVWRUxTLmpvaW4oXCIsIFwiKX0gKGdvdCAnJHt2YWx1ZX0nKWApO1xuICB9XG4gIHJldHVybiB2YWx1ZSBhcyBMb2dMZXZlbDtcbn1cblxuLyoqXG4gKiBXaGF0IGtlZXBzIGBwYXRoYCBmcm9tIGJlaW5nIHVzZWQgYXMgYSBkaXJlY3RvcnksIG9yIGB1bmRlZmluZWRgIHdoZW4gaXQgaXMgb25lLiBOZXZlclxuICogdGhyb3dzOiBhIGxvb3Agb2YgbGlua3MsIGEgbmFtZSB0b28gbG9uZyBvciBhIHBhcmVudCB0aGF0IGNhbm5vdCBiZSBzZWFyY2hlZCBhcmUgdGhlXG4gKiB1c2VyJ3MgdG8gZml4LCBsaWtlIGEgbWlzc2luZyBkaXJlY3RvcnksIHNvIGVhY2ggaXMgYSByZWFzb24sIG5vdCBhIGNyYXNoLlxuICpcbiAqIEBwYXJhbSBwYXRoIFRoZSBwYXRoLlxuICogQHJldHVybnMgYFwiZG9lcyBub3QgZXhpc3RcImAsIGBcImlzIG5vdCBhIGRpcmVjdG9yeVwiYCAoYSBmaWxlLCBhIGZpbGUgb24gdGhlIHdheSksIGBcImNhbm5vdCBiZVxuICogICB1c2VkIChSRUFTT04pXCJgIChhbnkgb3RoZXIgZmFpbHVyZSB0byBsb29rIGF0IGl0KSwgb3IgYHVuZGVmaW5lZGAuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBkaXJlY3RvcnlQcm9ibGVtIH0gZnJvbSBcIi4vYXJncy50c1wiO1xuICogY29uc29sZS5sb2coZGlyZWN0b3J5UHJvYmxlbShcIi9cIikpOyAvLyB1bmRlZmluZWRcbiAqIGNvbnNvbGUubG9nKGRpcmVjdG9yeVByb2JsZW0oXCIvbm9uZXhpc3RlbnRcIikpOyAvLyBcImRvZXMgbm90IGV4aXN0XCJcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gZGlyZWN0b3J5UHJvYmxlbShwYXRoOiBzdHJpbmcpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBsZXQgaW5mbzogRGVuby5GaWxlSW5mbztcbiAgdHJ5IHtcbiAgICBpbmZvID0gRGVuby5zdGF0U3luYyhwYXRoKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIGlmIChlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuTm90Rm91bmQpIHJldHVybiBcImRvZXMgbm90IGV4aXN0XCI7XG4gICAgaWYgKGUgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ob3RBRGlyZWN0b3J5KSByZXR1cm4gXCJpcyBub3QgYSBkaXJlY3RvcnlcIjtcbiAgICByZXR1cm4gYGNhbm5vdCBiZSB1c2VkICgkeyhlIGFzIEVycm9yKS5tZXNzYWdlfSlgO1xuICB9XG4gIHJldHVybiBpbmZvLmlzRGlyZWN0b3J5ID8gdW5kZWZpbmVkIDogXCJpcyBub3QgYSBkaXJlY3RvcnlcIjtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxTQUFTLEVBQUUsVUFBVSxRQUFRLGFBQWE7QUFDbkQsU0FBUyxXQUFXLFFBQVEsb0JBQW9CO0FBQ2hELFNBQVMsa0JBQWtCLFFBQVEsb0JBQW9CO0FBQ3ZELFNBQVMsVUFBVSxRQUF1QyxtQkFBbUI7QUFDN0UsU0FBUyx1QkFBdUIsUUFBUSx3QkFBd0I7QUFDaEUsU0FBUyxjQUFjLEVBQUUsa0JBQWtCLEVBQUUsWUFBWSxRQUFRLDhCQUE4QjtBQUMvRixTQUE0QyxhQUFhLFFBQVEsb0JBQW9CO0FBQ3JGLFNBQVMsY0FBYyxFQUFFLG9CQUFvQixRQUFRLHNCQUFzQjtBQUMzRSxTQUFTLGVBQWUsUUFBUSw2QkFBNkI7QUFDN0QsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUF5RWxEOzs7Q0FHQyxHQUNELE1BQU0sb0JBQW9CO0VBQ3hCO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtDQUNEO0FBS0Q7Ozs7Ozs7O0NBUUMsR0FDRCxPQUFPLFNBQVMsYUFBYSxNQUFpQixFQUFFLEdBQW1CLEVBQUUsT0FBZTtFQUNsRixNQUFNLFFBQVEsT0FBTyxXQUFXLEVBQUUsQ0FBQyxJQUFJO0VBQ3ZDLE9BQU8sVUFBVSxZQUFZLFVBQVUsR0FBRyxNQUFNLEVBQUUsRUFBRSxRQUFRLFVBQVUsQ0FBQyxDQUFDLEVBQUUsRUFBRSxLQUFLLEVBQUUsQ0FBQyxDQUFDLEVBQUUsSUFBSSxDQUFDLENBQUMsR0FBRztBQUNsRztBQTBDQSxNQUFNLFdBQVcsSUFBSSxJQUFJO0VBQUM7RUFBYTtFQUFhO0VBQU87Q0FBUTtBQUVuRSw2RkFBNkYsR0FDN0YsU0FBUyxjQUFjLElBQVUsRUFBRSxDQUFXO0VBQzVDLE1BQU0sU0FBUyxDQUFDLENBQUMsU0FBUztFQUMxQixJQUFJLFdBQVcsV0FBVztJQUN4Qiw2RkFBNkY7SUFDN0YsTUFBTSxRQUFRLFlBQVksSUFBSSxDQUFDLENBQUMsTUFBUSxDQUFDLENBQUMsSUFBSSxLQUFLLGFBQWEsQ0FBQyxDQUFDLElBQUksS0FBSztJQUMzRSxJQUFJLE9BQU8sTUFBTSxJQUFJLFdBQVcsQ0FBQyxFQUFFLEVBQUUsTUFBTSw2Q0FBNkMsQ0FBQztJQUN6RixJQUFJLFNBQVMsYUFBYSxDQUFDLENBQUMsa0JBQWtCLEtBQUssV0FBVztNQUM1RCxNQUFNLElBQUksV0FBVyxDQUFDLDZEQUE2RCxDQUFDO0lBQ3RGO0lBQ0EsT0FBTztFQUNUO0VBQ0EsTUFBTSxRQUFRLE9BQU8sV0FBVyxXQUM1QixvREFBb0QsSUFBSSxDQUFDLFVBQ3pEO0VBQ0osTUFBTSxPQUFPLFFBQVEsT0FBTyxLQUFLLENBQUMsRUFBRSxJQUFJO0VBQ3hDLElBQUksQ0FBQyxTQUFTLE9BQU8sT0FBTztJQUMxQiwrRUFBK0U7SUFDL0UsTUFBTSxNQUFNLE9BQU8sV0FBVyxZQUFZLGdDQUFnQyxJQUFJLENBQUM7SUFDL0UsMEZBQTBGO0lBQzFGLE1BQU0sT0FBTyxPQUFPLFdBQVcsWUFBWSxDQUFDLE9BQU8sQ0FBQyxPQUFPLFVBQVUsQ0FBQyxRQUNwRSxDQUFDLE9BQU8sS0FBSyxDQUFDLE9BQU8sVUFBVSxDQUFDLElBQUk7SUFDdEMsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxpQ0FBaUMsRUFDaEMsT0FBTyxXQUFXLFdBQVcsZ0JBQWdCLFVBQVUsT0FDeEQsbURBQW1ELENBQUMsR0FDbkQsQ0FBQyxNQUNHLG1GQUNBLE9BQ0EsQ0FBQyx1REFBdUQsQ0FBQyxHQUN6RCxFQUFFO0VBRVo7RUFDQSw0REFBNEQ7RUFDNUQsTUFBTSxRQUFRLEtBQUssQ0FBQyxFQUFFLElBQUksS0FBSyxDQUFDLEVBQUU7RUFDbEMsTUFBTSxXQUFXLE1BQU0sV0FBVztFQUNsQyxNQUFNLFlBQVksS0FBSyxjQUFjLENBQUMsQ0FBQyxhQUFhO0VBQ3BELElBQUksQ0FBQyxTQUFTLEdBQUcsQ0FBQyxXQUFXO0lBQzNCLE1BQU0sVUFBVTtTQUNWLENBQUMsQ0FBQyxlQUFlLEtBQUssT0FBTyxFQUFFLEdBQUc7UUFBQztPQUFpQjtTQUNwRCxjQUFjLFlBQVk7UUFBQztPQUFvQixHQUFHLEVBQUU7S0FDekQ7SUFDRCxJQUFJLFFBQVEsTUFBTSxHQUFHLEdBQUc7TUFDdEIsc0ZBQXNGO01BQ3RGLDRFQUE0RTtNQUM1RSxNQUFNLFFBQVEsS0FBSyxDQUFDLEVBQUUsS0FBSyxZQUFZLFFBQVEsQ0FBQyxDQUFDLEVBQUUsTUFBTSxDQUFDLENBQUM7TUFDM0QsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxTQUFTLEVBQUUsTUFBTSwrREFBK0QsQ0FBQyxHQUNoRixDQUFDLHlEQUF5RCxDQUFDLEdBQzNELENBQUMsUUFBUSxNQUFNLEtBQUssSUFBSSxDQUFDLE1BQU0sRUFBRSxPQUFPLENBQUMsRUFBRSxDQUFDLENBQUMsQ0FBQyxHQUFHLEVBQUU7SUFFekQ7RUFDRjtFQUNBLE9BQU87SUFDTDtJQUNBO0lBQ0E7SUFDQSxjQUFjLFFBQVEsZ0JBQWdCLENBQUMsQ0FBQyxlQUFlO0lBQ3ZELFlBQVksTUFBTSxRQUFRLGNBQWMsQ0FBQyxDQUFDLGFBQWE7SUFDdkQsU0FBUyxPQUFPLFlBQVksQ0FBQyxDQUFDLFdBQVcsRUFBRSxLQUFLLE9BQU87SUFDdkQsZ0JBQWdCLE9BQU8sbUJBQW1CLENBQUMsQ0FBQyxrQkFBa0IsRUFBRTtJQUNoRSxlQUFlLE9BQU8sbUJBQW1CLENBQUMsQ0FBQyxrQkFBa0IsRUFBRTtJQUMvRCxhQUFhLE9BQU8sZ0JBQWdCLENBQUMsQ0FBQyxlQUFlLEVBQUUsS0FBSyxPQUFPO0lBQ25FLFNBQVMsT0FBTyxZQUFZLENBQUMsQ0FBQyxXQUFXLEVBQUU7RUFDN0M7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsTUFBTSxNQUFnQjtFQUM3QixLQUFLLE1BQU0sU0FBUyxPQUFRO0lBQzFCLElBQUksV0FBVyxJQUFJLENBQUMsTUFBTSxJQUFJLEtBQUs7TUFDakMsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxhQUFhLEVBQUUsTUFBTSwyREFBMkQsQ0FBQyxHQUNoRixDQUFDLDhDQUE4QyxFQUFFLFFBQVEsQ0FBQyxhQUFhLEVBQUU7SUFFL0U7RUFDRjtFQUNBLE9BQU87QUFDVDtBQUVBLFNBQVMsUUFBUSxHQUFXLEVBQUUsS0FBbUI7RUFDL0MsSUFBSSxVQUFVLFdBQVcsT0FBTyxFQUFFO0VBQ2xDLE1BQU0sT0FBTyxNQUFNLE9BQU8sQ0FBQyxTQUFTLFFBQVE7SUFBQztHQUFNO0VBQ25ELEtBQUssTUFBTSxRQUFRLEtBQU07SUFDdkIsSUFBSSxPQUFPLFNBQVMsWUFBWSxLQUFLLElBQUksT0FBTyxJQUFJO01BQ2xELHVFQUF1RTtNQUN2RSxJQUFJLFFBQVEsU0FBUyxNQUFNLGlCQUFpQjtNQUM1Qyx1Q0FBdUM7TUFDdkMsSUFBSSxRQUFRLFNBQVM7UUFDbkIsTUFBTSxJQUFJLFdBQVcsQ0FBQyx3REFBd0QsQ0FBQztNQUNqRjtNQUNBLE1BQU0sSUFBSSxXQUFXLENBQUMsRUFBRSxFQUFFLElBQUksdUJBQXVCLEVBQUUsSUFBSSxDQUFDLEVBQUUsUUFBUSxDQUFDLElBQUksSUFBSSxTQUFTO0lBQzFGO0VBQ0Y7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxNQUFNLFdBQW1DO0VBQ3ZDLGdCQUFnQjtFQUNoQixjQUFjO0FBQ2hCO0FBUUEsb0ZBQW9GLEdBQ3BGLE9BQU8sTUFBTSxtQkFBbUI7RUFDOUIseUVBQXlFLEdBQ3pFLFVBQXNCO0VBRXRCOzs7O0dBSUMsR0FDRCxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBLE1BQU0sUUFBeUI7RUFBQztFQUFTO0VBQVc7RUFBUztFQUFTO0NBQVE7QUFFOUU7OztDQUdDLEdBQ0QsU0FBUyxjQUFjLFFBQWtCO0VBQ3ZDLE1BQU0sU0FBUyxRQUFRLENBQUMsYUFBYTtFQUNyQyxPQUFPLFdBQVcsVUFBVSxXQUFXLFNBQVMsU0FBUztBQUMzRDtBQUVBLDZGQUE2RixHQUM3RixNQUFNLGdCQUFnQixJQUFJLElBQUk7RUFBQztFQUFRO0VBQVE7RUFBVztDQUFVO0FBRXBFOzs7Q0FHQyxHQUNELFNBQVMsY0FBYyxJQUF1QixFQUFFLEVBQVU7RUFDeEQsTUFBTSxTQUFTLElBQUksQ0FBQyxLQUFLLEVBQUU7RUFDM0IsSUFBSSxXQUFXLFdBQVcsT0FBTztFQUNqQyxJQUFJLE1BQU0sS0FBSyxjQUFjLEdBQUcsQ0FBQyxJQUFJLENBQUMsS0FBSyxFQUFFLEdBQUcsT0FBTztJQUFDLElBQUksQ0FBQyxLQUFLLEVBQUU7SUFBRTtHQUFPO0VBQzdFLE1BQU0sS0FBSyxPQUFPLE9BQU8sQ0FBQztFQUMxQixPQUFPLEtBQUssS0FBSyxjQUFjLEdBQUcsQ0FBQyxPQUFPLEtBQUssQ0FBQyxHQUFHLE9BQy9DO0lBQUMsT0FBTyxLQUFLLENBQUMsR0FBRztJQUFLLE9BQU8sS0FBSyxDQUFDLEtBQUs7R0FBRyxHQUMzQztBQUNOO0FBRUEsMkVBQTJFLEdBQzNFLFNBQVMsV0FBVyxJQUFZO0VBQzlCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxLQUFLLE1BQU0sRUFBRSxJQUFLO0lBQ3BDLE1BQU0sT0FBTyxLQUFLLFVBQVUsQ0FBQztJQUM3QixJQUFJLE9BQU8sUUFBUSxTQUFTLE1BQU0sT0FBTztFQUMzQztFQUNBLE9BQU87QUFDVDtBQUVBOzs7OztDQUtDLEdBQ0QsU0FBUyxjQUFjLElBQVksRUFBRSxLQUF3QjtFQUMzRCxNQUFNLFFBQVEsRUFBRTtFQUNoQixLQUFLLE1BQU0sUUFBUSxNQUFPO0lBQ3hCLElBQUksaUJBQWlCLElBQUksQ0FBQyxPQUFPLE1BQU0sSUFBSSxDQUFDO1NBQ3ZDLElBQUksS0FBSyxJQUFJLENBQUMsU0FBUyxDQUFDLFdBQVcsSUFBSSxDQUFDLFNBQVMsQ0FBQyxXQUFXLE9BQU87TUFDdkUsTUFBTSxJQUFJLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDLENBQUMsR0FBRyw4Q0FBOEM7SUFDekUsT0FBTyxPQUFPO0VBQ2hCO0VBQ0EsMkZBQTJGO0VBQzNGLE1BQU0sVUFBVSxNQUFNLElBQUksQ0FBQztFQUMzQixPQUFPLG1CQUFtQixhQUFhLE9BQU8sR0FBRyxLQUFLLEVBQUUsRUFBRSxRQUFRLENBQUMsQ0FBQyxHQUFHO0FBQ3pFO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxVQUFVLElBQXVCLEVBQUUsQ0FBWTtFQUN0RCx1RkFBdUY7RUFDdkYsMEZBQTBGO0VBQzFGLDBCQUEwQjtFQUMxQixJQUFJLENBQUMsRUFBRSxPQUFPLENBQUMsVUFBVSxDQUFDLG9CQUFvQixPQUFPO0VBQ3JELE1BQU0sS0FBSyxLQUFLLFNBQVMsQ0FBQyxDQUFDLE1BQU0sSUFDL0IsRUFBRSxPQUFPLENBQUMsUUFBUSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssS0FBSyxDQUFDLElBQUksQ0FBQyxFQUFFLENBQUMsQ0FBQyxDQUFDLEtBQUssY0FBYyxNQUFNLE9BQU87RUFFOUUsSUFBSSxLQUFLLEdBQUcsT0FBTztFQUNuQixNQUFNLENBQUMsTUFBTSxNQUFNLEdBQUcsY0FBYyxNQUFNO0VBQzFDLHFGQUFxRjtFQUNyRixJQUFJLGVBQWUsSUFBSSxDQUFDLFFBQVE7SUFDOUIsTUFBTSxPQUFPLFNBQVMsYUFBYSxJQUFJLENBQUMsRUFBRSxLQUFLLFVBQVUsVUFBVTtJQUNuRSxPQUFPLENBQUMsV0FBVyxFQUFFLEtBQUssWUFBWSxFQUFFLEtBQUssQ0FBQyxFQUFFLGdCQUFnQixPQUFPLG9CQUFvQixDQUFDO0VBQzlGO0VBQ0EsMEZBQTBGO0VBQzFGLG1DQUFtQztFQUNuQyxNQUFNLFVBQVUsY0FBYyxNQUFNO0lBQUM7SUFBTyxJQUFJLENBQUMsR0FBRztHQUFDO0VBQ3JELE9BQU8sQ0FBQyxFQUFFLEVBQUUsRUFBRSxPQUFPLENBQUMsUUFBUSxDQUFDLGtCQUFrQixxQ0FBcUMsSUFBSSxHQUN4RixDQUFDLDRDQUE0QyxFQUMzQyxZQUFZLFlBQVksOEJBQThCLENBQUMsRUFBRSxFQUFFLFNBQVMsRUFDcEU7QUFDTjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLGNBQWMsSUFBdUIsRUFBRSxLQUFhO0VBQzNELElBQUssSUFBSSxLQUFLLEdBQUcsS0FBSyxLQUFLLE1BQU0sRUFBRSxLQUFNO0lBQ3ZDLElBQUksSUFBSSxDQUFDLEdBQUcsS0FBSyxPQUFPO0lBQ3hCLE1BQU0sVUFBVSxjQUFjLE1BQU07SUFDcEMsSUFBSSxZQUFZLFdBQVc7SUFDM0IsTUFBTSxDQUFDLE1BQU0sTUFBTSxHQUFHO0lBQ3RCLGtFQUFrRTtJQUNsRSxJQUFJLE1BQU0sS0FBSztJQUNmLE1BQU8sTUFBTSxLQUFLLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsVUFBVSxDQUFDLEtBQU07SUFDeEQsTUFBTSxRQUFRO01BQUM7U0FBVSxLQUFLLEtBQUssQ0FBQyxJQUFJO0tBQUs7SUFDN0MsTUFBTSxVQUFVLE1BQU0sSUFBSSxDQUFDLENBQUMsT0FBUyxLQUFLLFVBQVUsQ0FBQyxRQUFRLFFBQVEsSUFBSSxDQUFDLFNBQ3RFLFlBQ0EsY0FBYyxNQUFNO0lBQ3hCLE9BQU8sWUFBWSxZQUFZLEtBQUssQ0FBQyxPQUFPLEVBQUUsU0FBUztFQUN6RDtFQUNBLE9BQU87QUFDVDtBQUVBLDhFQUE4RSxHQUM5RSxPQUFPLE1BQU0sZUFBZTtFQUMxQixNQUFNO0VBQ04sTUFBTTtFQUNOLFNBQVM7RUFDVCxhQUFhO0VBQ2IsWUFBWTtFQUNaLG1CQUFtQjtFQUNuQixhQUFhO0VBQ2IsWUFBWTtFQUNaLGNBQWM7RUFDZCxRQUFRO0VBQ1IsY0FBYztFQUNkLGdCQUFnQjtFQUNoQixpQkFBaUI7RUFDakIsU0FBUztFQUNULFNBQVM7RUFDVCxpQkFBaUI7RUFDakIsVUFBVTtFQUNWLGNBQWM7RUFDZCxxQkFBcUI7RUFDckIsZ0JBQWdCO0VBQ2hCLGNBQWM7RUFDZCxnQkFBZ0I7RUFDaEIsWUFBWTtFQUNaLG1CQUFtQjtFQUNuQixtQkFBbUI7RUFDbkIsZ0JBQWdCO0VBQ2hCLFlBQVk7RUFDWixRQUFRO0VBQ1IsVUFBVTtFQUNWLFFBQVE7RUFDUixPQUFPO0VBQ1AsY0FBYztFQUNkLGlCQUFpQjtFQUNqQixvQkFBb0I7RUFDcEIsZUFBZTtBQUNqQixFQUFXO0FBRVgsdUVBQXVFLEdBQ3ZFLE1BQU0sY0FBYztFQUNsQjtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7Q0FDRDtBQUVELGtGQUFrRixHQUNsRixNQUFNLFlBQXlFO0VBQzdFLFNBQVM7SUFBQztJQUFXO0lBQVM7R0FBUTtFQUN0QyxTQUFTO0lBQUM7R0FBUTtFQUNsQixTQUFTO0lBQUM7R0FBUTtFQUNsQixpQkFBaUI7SUFBQztHQUFRO0VBQzFCLG1CQUFtQjtJQUFDO0lBQVc7SUFBUztHQUFRO0VBQ2hELFFBQVE7SUFBQztJQUFTO0dBQVE7RUFDMUIsVUFBVTtJQUFDO0lBQVM7R0FBUTtFQUM1QixHQUFHLE9BQU8sV0FBVyxDQUFDLFlBQVksR0FBRyxDQUFDLENBQUMsTUFBUTtNQUFDO01BQUs7UUFBQztRQUFTO09BQVE7S0FBVSxFQUFFO0VBQ25GLGdCQUFnQjtJQUFDO0lBQVM7R0FBUTtFQUNsQyxpQkFBaUI7SUFBQztJQUFTO0dBQVE7RUFDbkMsNEZBQTRGO0VBQzVGLDREQUE0RDtFQUM1RCxHQUFHLE9BQU8sV0FBVyxDQUNuQjtJQUNFO0lBQ0E7SUFDQTtJQUNBO0lBQ0E7SUFDQTtJQUNBO0dBQ0QsQ0FBQyxHQUFHLENBQUMsQ0FBQyxNQUFRO01BQ2I7TUFDQTtRQUFDO1FBQVM7UUFBVztRQUFTO09BQVE7S0FDdkMsRUFDRjtFQUNELFFBQVE7SUFBQztHQUFRO0VBQ2pCLE9BQU87SUFBQztHQUFRO0VBQ2hCLGNBQWM7SUFBQztHQUFRO0VBQ3ZCLGlCQUFpQjtJQUFDO0dBQVE7RUFDMUIsb0JBQW9CO0lBQUM7R0FBUTtFQUM3QixlQUFlO0lBQUM7R0FBUTtBQUMxQjtBQUVBOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxVQUFVLEdBQVcsRUFBRSxJQUFVO0VBQy9DLGtGQUFrRjtFQUNsRixJQUFJLFNBQVMsV0FBVyxDQUFDLFFBQVEsUUFBUSxRQUFRLElBQUksR0FBRyxPQUFPO0VBQy9ELE1BQU0sUUFBUSxPQUFPLE1BQU0sQ0FBQyxXQUFXLE9BQU8sU0FBUyxDQUFDLElBQThCLEdBQUc7RUFDekYsT0FBTyxTQUFTLFFBQVEsTUFBTSxRQUFRLENBQUM7QUFDekM7QUFFQSxzRUFBc0UsR0FDdEUsT0FBTyxNQUFNLGdCQUFnQjtFQUMzQixxRUFBcUUsR0FDckUsYUFBYTtJQUFFLEtBQUs7SUFBRyxLQUFLLE9BQU8sT0FBTztJQUFNLFNBQVM7SUFBUSxNQUFNO0VBQVE7RUFDL0UsdUVBQXVFLEdBQ3ZFLFlBQVk7SUFBRSxLQUFLO0lBQUcsS0FBSyxLQUFLLEtBQUs7SUFBRyxTQUFTO0lBQVEsTUFBTTtFQUFlO0VBQzlFLG1CQUFtQjtJQUFFLEtBQUs7SUFBRyxLQUFLLEtBQUssS0FBSztJQUFHLFNBQVM7SUFBUyxNQUFNO0VBQWU7RUFDdEYsWUFBWTtJQUFFLEtBQUs7SUFBRyxLQUFLLE9BQU8sT0FBTztJQUFNLFNBQVM7SUFBUyxNQUFNO0VBQVE7RUFDL0UsbUJBQW1CO0lBQUUsS0FBSztJQUFHLEtBQUs7SUFBUyxTQUFTO0lBQU0sTUFBTTtFQUFjO0VBQzlFLG1CQUFtQjtJQUFFLEtBQUs7SUFBRyxLQUFLLEtBQUssS0FBSztJQUFHLFNBQVM7SUFBVSxNQUFNO0VBQWU7RUFDdkYsZ0JBQWdCO0lBQUUsS0FBSztJQUFHLEtBQUssT0FBTyxPQUFPO0lBQU0sU0FBUztJQUFTLE1BQU07RUFBUTtFQUNuRixZQUFZO0lBQUUsS0FBSztJQUFHLEtBQUssS0FBSyxLQUFLO0lBQUcsU0FBUztJQUFTLE1BQU07RUFBZTtFQUMvRSxpQkFBaUI7SUFBRSxLQUFLO0lBQUcsS0FBSyxLQUFLLEtBQUs7SUFBRyxTQUFTO0lBQVEsTUFBTTtFQUFlO0VBQ25GLG9CQUFvQjtJQUFFLEtBQUs7SUFBRyxLQUFLLEtBQUssS0FBSztJQUFHLFNBQVM7SUFBUyxNQUFNO0VBQWU7RUFDdkYsZUFBZTtJQUFFLEtBQUs7SUFBRyxLQUFLLEtBQUssS0FBSztJQUFHLFNBQVM7SUFBUSxNQUFNO0VBQWU7QUFDbkYsRUFBVztBQVVYLHFGQUFxRixHQUNyRixNQUFNLGVBQWU7QUFFckIsOEVBQThFLEdBQzlFLFNBQVMsWUFBWSxJQUFZO0VBQy9CLElBQUksQ0FBQyxhQUFhLElBQUksQ0FBQyxPQUFPLE9BQU87RUFDckMsTUFBTSxPQUFPLEtBQUssV0FBVyxDQUFDLEdBQUksUUFBUSxDQUFDLElBQUksV0FBVyxHQUFHLFFBQVEsQ0FBQyxHQUFHO0VBQ3pFLE9BQU8sQ0FBQyxpQkFBaUIsRUFBRSxLQUFLLGtDQUFrQyxDQUFDLEdBQ2pFLENBQUMsRUFBRSxFQUFFLEtBQUssT0FBTyxDQUFDLG9CQUFvQixLQUFLO0FBQy9DO0FBRUEsbUZBQW1GLEdBQ25GLFNBQVMsWUFBWSxJQUFZO0VBQy9CLE1BQU0sT0FBTyxZQUFZO0VBQ3pCLE1BQU0sUUFBUSxZQUFZLE1BQU07T0FBSTtJQUFPO0dBQVE7RUFDbkQsTUFBTSxPQUFPLFNBQVMsWUFDbEIsQ0FBQyxFQUFFLEVBQUUsS0FBSyxDQUFDLENBQUMsR0FDWixVQUFVLFlBQ1YsQ0FBQyxlQUFlLEVBQUUsTUFBTSxFQUFFLENBQUMsR0FDM0IsV0FBVyxHQUFHLENBQUMsUUFDZixDQUFDLGlCQUFpQixFQUFFLEtBQUssd0JBQXdCLENBQUMsR0FDbEQ7RUFDSixPQUFPLElBQUksV0FDVCxDQUFDLGNBQWMsRUFBRSxnQkFBZ0IsTUFBTSxDQUFDLEVBQUUsS0FBSywwQ0FBMEMsQ0FBQyxHQUN4RixDQUFDLFFBQVEsQ0FBQztBQUVoQjtBQUVBLHNGQUFzRixHQUN0RixNQUFNLGFBQWEsSUFBSSxJQUFJO0VBQUM7RUFBTTtFQUFNO0VBQVM7RUFBVTtFQUFRO0VBQVU7Q0FBVTtBQUV2Rjs7Ozs7Ozs7Q0FRQyxHQUNELE9BQU8sZUFBZSxTQUNwQixJQUFjLEVBQ2QsVUFBaUY7RUFFakYsSUFBSTtFQUNKLDBGQUEwRjtFQUMxRixNQUFNLFdBQVcsTUFBTSxJQUFJLENBQUMsQ0FBQyxJQUFNLE1BQU0sSUFBSSxDQUFDLEVBQUUsS0FBSztFQUNyRCxNQUFNLFdBQVcsQ0FBQyxPQUNoQixVQUNFLEtBQUssVUFBVSxDQUFDLFVBQVUsQ0FBQyxPQUFPLE1BQU0sQ0FBQyxXQUFXLFFBQVEsS0FBSyxLQUFLLENBQUMsS0FBSyxNQUM1RTtFQUVKLElBQUk7SUFDRixTQUFTLFdBQVcsTUFBTTtNQUN4QixNQUFNO1FBQUUsTUFBTTtNQUFTO01BQ3ZCLE1BQU07UUFBRSxNQUFNO01BQVM7TUFDdkIsU0FBUztRQUFFLE1BQU07TUFBUztNQUMxQixhQUFhO1FBQUUsTUFBTTtNQUFTO01BQzlCLFlBQVk7UUFBRSxNQUFNO01BQVM7TUFDN0IsbUJBQW1CO1FBQUUsTUFBTTtNQUFTO01BQ3BDLGFBQWE7UUFBRSxNQUFNO01BQVM7TUFDOUIsWUFBWTtRQUFFLE1BQU07TUFBUztNQUM3QixjQUFjO1FBQUUsTUFBTTtNQUFTO01BQy9CLGNBQWM7UUFBRSxNQUFNO01BQVM7TUFDL0IsZ0JBQWdCO1FBQUUsTUFBTTtNQUFTO01BQ2pDLGlCQUFpQjtRQUFFLE1BQU07UUFBVyxXQUFXO01BQUs7TUFDcEQsU0FBUztRQUFFLE1BQU07UUFBVSxVQUFVO01BQUs7TUFDMUMsaUJBQWlCO1FBQUUsTUFBTTtNQUFTO01BQ2xDLFVBQVU7UUFBRSxNQUFNO01BQVM7TUFDM0IsY0FBYztRQUFFLE1BQU07TUFBUztNQUMvQixxQkFBcUI7UUFBRSxNQUFNO01BQVM7TUFDdEMsZ0JBQWdCO1FBQUUsTUFBTTtRQUFVLFVBQVU7TUFBSztNQUNqRCxjQUFjO1FBQUUsTUFBTTtRQUFVLFVBQVU7TUFBSztNQUMvQyxnQkFBZ0I7UUFBRSxNQUFNO1FBQVcsV0FBVztNQUFLO01BQ25ELFlBQVk7UUFBRSxNQUFNO01BQVM7TUFDN0IsbUJBQW1CO1FBQUUsTUFBTTtNQUFTO01BQ3BDLG1CQUFtQjtRQUFFLE1BQU07TUFBUztNQUNwQyxnQkFBZ0I7UUFBRSxNQUFNO01BQVM7TUFDakMsWUFBWTtRQUFFLE1BQU07TUFBUztNQUM3QixRQUFRO1FBQUUsTUFBTTtNQUFTO01BQ3pCLFFBQVE7UUFBRSxNQUFNO1FBQVcsV0FBVztNQUFLO01BQzNDLE9BQU87UUFBRSxNQUFNO1FBQVcsV0FBVztNQUFLO01BQzFDLGNBQWM7UUFBRSxNQUFNO01BQVU7TUFDaEMsaUJBQWlCO1FBQUUsTUFBTTtNQUFTO01BQ2xDLG9CQUFvQjtRQUFFLE1BQU07TUFBUztNQUNyQyxlQUFlO1FBQUUsTUFBTTtNQUFTO01BQ2hDLFFBQVE7UUFBRSxNQUFNO1FBQVcsV0FBVztNQUFLO01BQzNDLFVBQVU7UUFBRSxNQUFNO01BQVM7TUFDM0IsUUFBUTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDdEMsV0FBVztRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7SUFDM0MsR0FBRztFQUNMLEVBQUUsT0FBTyxHQUFHO0lBQ1YsSUFBSSxhQUFhLFdBQVcsTUFBTSxJQUFJLFdBQVcsRUFBRSxPQUFPLEdBQUcsVUFBVSxNQUFNO0lBQzdFLE1BQU07RUFDUjtFQUNBLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUc7RUFDaEMseURBQXlEO0VBQ3pELElBQUksSUFBSSxDQUFDLEVBQUUsS0FBSyxVQUFVLFdBQVcsQ0FBQyxFQUFFLEtBQUssUUFBUTtJQUNuRCxNQUFNLE9BQU8sTUFBTSxRQUFRLENBQUMsV0FBVyxDQUFDLEVBQUUsSUFBWSxXQUFXLENBQUMsRUFBRSxHQUFXO0lBQy9FLHlGQUF5RjtJQUN6RixJQUFJLFdBQVcsQ0FBQyxFQUFFLEtBQUssU0FBUztNQUM5QixNQUFNLElBQUksV0FDUixDQUFDLGlEQUFpRCxFQUFFLFlBQVksS0FBSyxDQUFDLEdBQUcsSUFBSSxDQUFDLEtBQUssSUFBSSxDQUFDLEdBQ3RGLENBQUMsd0JBQXdCLENBQUM7SUFFaEM7SUFDQSxJQUFJLFdBQVcsQ0FBQyxFQUFFLEtBQUssYUFBYSxTQUFTLFdBQVcsTUFBTSxZQUFZLFdBQVcsQ0FBQyxFQUFFO0lBQ3hGLElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksV0FDUixDQUFDLG9DQUFvQyxFQUFFLFlBQVksS0FBSyxDQUFDLEdBQUcsSUFBSSxDQUFDLEtBQUssUUFBUSxDQUFDLEdBQzdFLENBQUMsbUJBQW1CLENBQUM7SUFFM0I7SUFDQSxPQUFPLFNBQVMsWUFBWTtNQUFFLE1BQU07SUFBTyxJQUFJO01BQUUsTUFBTTtNQUFRO0lBQUs7RUFDdEU7RUFDQSxzRkFBc0Y7RUFDdEYsSUFBSSxLQUFLLE1BQU0sS0FBSyxLQUFLLElBQUksQ0FBQyxFQUFFLEtBQUssVUFBVSxNQUFNLFFBQVEsQ0FBQyxJQUFJLENBQUMsRUFBRSxHQUFXO0lBQzlFLE9BQU87TUFBRSxNQUFNO01BQVEsTUFBTSxJQUFJLENBQUMsRUFBRTtJQUFTO0VBQy9DO0VBQ0EsSUFBSSxPQUFPLElBQUksRUFBRTtJQUNmLDZDQUE2QztJQUM3QyxNQUFNLE9BQU8sTUFBTSxRQUFRLENBQUMsSUFBSSxDQUFDLEVBQUUsS0FBYSxXQUFXLENBQUMsRUFBRSxLQUFLLElBQUksQ0FBQyxFQUFFLEdBQ3RFLElBQUksQ0FBQyxFQUFFLEdBQ1A7SUFDSixPQUFPLFNBQVMsWUFBWTtNQUFFLE1BQU07SUFBTyxJQUFJO01BQUUsTUFBTTtNQUFRO0lBQUs7RUFDdEU7RUFDQSxJQUFJLE9BQU8sT0FBTyxFQUFFLE9BQU87SUFBRSxNQUFNO0VBQVU7RUFDN0MsNEZBQTRGO0VBQzVGLDBEQUEwRDtFQUMxRCxNQUFNLFFBQVEsWUFBWSxNQUFNLEdBQUcsS0FBSyxJQUFJLENBQUMsRUFBRSxLQUFLLFdBQVcsQ0FBQyxFQUFFLEdBQzlELFdBQVcsQ0FBQyxFQUFFLEdBQ2QsV0FBVyxDQUFDLEVBQUU7RUFDbEIsNkZBQTZGO0VBQzdGLHlCQUF5QjtFQUN6QixNQUFNLFFBQVEsV0FBVyxDQUFDLEVBQUU7RUFDNUIsSUFBSSxVQUFVLGFBQWEsSUFBSSxDQUFDLEVBQUUsS0FBSyxTQUFTLENBQUMsTUFBTSxRQUFRLENBQUMsUUFBZ0I7SUFDOUUsTUFBTSxZQUFZO0VBQ3BCO0VBQ0EsTUFBTSxhQUFhLEtBQUssT0FBTyxDQUFDO0VBQ2hDLGlGQUFpRjtFQUNqRixNQUFNLFFBQVEsVUFBVSxZQUFZLEtBQUssZ0JBQWdCO0VBQ3pELElBQUksVUFBVSxhQUFhLGNBQWMsS0FBSyxLQUFLLE9BQU8sQ0FBQyxTQUFTLFlBQVk7SUFDOUUsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxxQkFBcUIsRUFBRSxNQUFNLDREQUE0RCxDQUFDLEdBQ3pGLENBQUMscUVBQXFFLENBQUM7RUFFN0U7RUFDQSw4RUFBOEU7RUFDOUUsSUFBSSxVQUFVLFVBQVUsSUFBSSxDQUFDLEVBQUUsS0FBSyxVQUFVLE1BQU0sUUFBUSxDQUFDLElBQUksQ0FBQyxFQUFFLEdBQVc7SUFDN0UsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxxQkFBcUIsRUFBRSxnQkFBZ0IsSUFBSSxDQUFDLEVBQUUsSUFBSSxJQUFJLFNBQVMsRUFBRSxJQUFJLENBQUMsRUFBRSxDQUFDLGNBQWMsQ0FBQyxHQUN2RixDQUFDLHNCQUFzQixDQUFDO0VBRTlCO0VBQ0EsSUFBSSxVQUFVLFdBQVc7SUFDdkIsTUFBTSxTQUFTLE1BQU0sUUFBUSxDQUFDLFVBQWtCLFVBQVU7SUFDMUQsTUFBTSxPQUFPLFlBQVk7SUFDekIsTUFBTSxJQUFJLFdBQ1IsVUFBVSxJQUFJLENBQUMsRUFBRSxLQUFLLFdBQVcsQ0FBQyxFQUFFLEdBQ2hDLENBQUMscUJBQXFCLEVBQUUsTUFBTSw0Q0FBNEMsQ0FBQyxHQUMzRSxTQUNBLENBQUMscUJBQXFCLEVBQUUsTUFBTSxpQ0FBaUMsRUFBRSxNQUFNLFVBQVUsQ0FBQyxHQUNsRixDQUFDLCtCQUErQixDQUFDLEdBQ2pDLFNBQVMsWUFDVCxDQUFDLHFCQUFxQixFQUFFLE1BQU0sR0FBRyxFQUFFLE1BQU0sR0FDekMsQ0FBQyxxQkFBcUIsRUFBRSxNQUFNLGtDQUFrQyxFQUNoRSxjQUFjLE1BQU0sUUFDcEI7RUFFUjtFQUNBLE1BQU0sT0FBUSxXQUFXLENBQUMsRUFBRSxJQUFJO0VBQ2hDLE1BQU0sUUFBa0IsQ0FBQztFQUN6QixLQUFLLE1BQU0sT0FBTyxPQUFPLElBQUksQ0FBQyxjQUFnRDtJQUM1RSxNQUFNLFFBQVEsTUFBTSxDQUFDLElBQUk7SUFDekIsSUFBSSxVQUFVLFdBQVc7SUFDekIsTUFBTSxRQUFRLFNBQVMsQ0FBQyxJQUFJO0lBQzVCLElBQUksU0FBUyxDQUFDLE1BQU0sUUFBUSxDQUFDLE9BQU87TUFDbEMsTUFBTSxPQUFPLFFBQVEsVUFDakIsZ0JBQ0EsQ0FBQyxLQUFLLEVBQUUsS0FBSyxxQkFBcUIsRUFBRSxTQUFTLFVBQVUsWUFBWSxVQUFVO01BQ2pGLG9GQUFvRjtNQUNwRixNQUFNLE9BQU8sUUFBUSxvQkFDakIseUJBQ0EsTUFBTSxNQUFNLEdBQUcsSUFDZixHQUFHLE1BQU0sS0FBSyxDQUFDLEdBQUcsQ0FBQyxHQUFHLElBQUksQ0FBQyxNQUFNLEtBQUssRUFBRSxLQUFLLENBQUMsTUFBTSxNQUFNLEdBQUcsRUFBRSxFQUFFLEdBQ2pFLEtBQUssQ0FBQyxFQUFFO01BQ1osb0ZBQW9GO01BQ3BGLE1BQU0sUUFBUSxVQUFVLFFBQVEsQ0FBQyxHQUFHLEVBQUUsS0FBSyxHQUFHO01BQzlDLE1BQU0sSUFBSSxXQUFXLENBQUMsRUFBRSxFQUFFLE1BQU0sUUFBUSxFQUFFLEtBQUssV0FBVyxFQUFFLE9BQU8sTUFBTTtJQUMzRTtJQUNBLEtBQUssQ0FBQyxJQUFJLEdBQUc7RUFDZjtFQUNBLElBQUksT0FBTyxNQUFNLEtBQUssSUFBSTtJQUN4QixNQUFNLElBQUksV0FBVyxDQUFDLG1FQUFtRSxDQUFDO0VBQzVGO0VBQ0Esd0ZBQXdGO0VBQ3hGLElBQ0UsT0FBTyxPQUFPLE1BQU0sS0FBSyxZQUFZLE1BQU0sTUFBTSxLQUFLLGFBQ3RELENBQUMsU0FBUyxXQUFXLFNBQVMsV0FBVyxTQUFTLE9BQU8sS0FDekQsaUJBQWlCLE9BQU8sTUFBTSxFQUFFLGVBQ2hDO0lBQ0EsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxTQUFTLEVBQUUsT0FBTyxNQUFNLENBQUMsNkRBQTZELENBQUMsR0FDdEYsQ0FBQyx5QkFBeUIsQ0FBQztFQUVqQztFQUNBLDZGQUE2RjtFQUM3Rix5RUFBeUU7RUFDekUsTUFBTSxXQUFXLE9BQU8sT0FBTyxNQUFNLEtBQUssV0FDdEMsTUFBTSxXQUFXLE9BQU8sTUFBTSxFQUFFLElBQUksSUFBSSxPQUFPLElBQUksQ0FBQyxXQUNwRCxDQUFDO0VBQ0wsSUFBSTtJQUNGLE9BQU8sT0FBTyxNQUFNLE9BQU8sVUFBVSxPQUFPLE1BQU07RUFDcEQsRUFBRSxPQUFPLEdBQUc7SUFDVixtRkFBbUY7SUFDbkYsSUFBSSxhQUFhLFlBQVksRUFBRSxTQUFTLEtBQUssY0FBYztJQUMzRCxNQUFNO0VBQ1I7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLE9BQ1AsSUFBVSxFQUNWLEtBQWUsRUFDZixRQUFrQixFQUNsQixVQUE4QjtFQUU5QixpRkFBaUY7RUFDakYsTUFBTSxVQUFvQixFQUFFO0VBQzVCLEtBQUssTUFBTSxPQUFPLE9BQU8sSUFBSSxDQUFDLFVBQTRDO0lBQ3hFLE1BQU0sUUFBUSxTQUFTLENBQUMsSUFBSTtJQUM1QixJQUFJLFNBQVMsQ0FBQyxNQUFNLFFBQVEsQ0FBQyxPQUFPO01BQ2xDLE9BQU8sUUFBUSxDQUFDLElBQUk7TUFDcEIsUUFBUSxJQUFJLENBQUM7SUFDZjtFQUNGO0VBQ0EsMkZBQTJGO0VBQzNGLGlDQUFpQztFQUNqQyxNQUFNLE9BQU87SUFBQztJQUFNO0lBQU07R0FBTztFQUNqQyxNQUFNLFFBQVEsUUFBUSxJQUFJLENBQUMsQ0FBQyxNQUFRLFFBQVEsV0FBVyxRQUFRO0VBQy9ELElBQ0UsQ0FBQyxTQUFTLFdBQVcsU0FBUyxPQUFPLEtBQUssVUFBVSxhQUNwRCxLQUFLLEtBQUssQ0FBQyxDQUFDLE1BQVEsS0FBSyxDQUFDLElBQUksS0FBSyxhQUFhLFFBQVEsQ0FBQyxJQUFJLEtBQUssWUFDbEU7SUFDQSxNQUFNLFFBQVEsa0JBQWtCLEdBQUcsQ0FBQyxXQUFXLElBQUk7SUFDbkQsTUFBTSxRQUFRLFNBQVMsQ0FBQyxNQUFNO0lBQzlCLE1BQU0sUUFBUSxNQUFNLE1BQU0sS0FBSyxJQUMzQixLQUFLLENBQUMsRUFBRSxHQUNSLEdBQUcsTUFBTSxLQUFLLENBQUMsR0FBRyxDQUFDLEdBQUcsSUFBSSxDQUFDLE1BQU0sS0FBSyxFQUFFLE1BQU0sRUFBRSxDQUFDLENBQUMsSUFBSTtJQUMxRCxNQUFNLElBQUksV0FDUixHQUFHLFVBQVUsWUFBWSxLQUFLLEdBQUcsTUFBTSxFQUFFLENBQUMsQ0FBQyxZQUFZLEVBQUUsTUFBTSxTQUFTLEVBQUUsTUFBTSxNQUFNLENBQUMsR0FDckYsR0FBRyxLQUFLLHdFQUF3RSxDQUFDLEdBQ2pGLENBQUMseUNBQXlDLEVBQUUsTUFBTSxJQUFJLENBQUMsS0FBSyxlQUFlLENBQUM7RUFFbEY7RUFDQSwrRkFBK0Y7RUFDL0YsSUFBSSxTQUFTLGFBQWEsTUFBTSxNQUFNLEtBQUssYUFBYSxTQUFTLE1BQU0sS0FBSyxXQUFXO0lBQ3JGLEtBQUssTUFBTSxPQUFPO1NBQUk7TUFBYTtLQUFrQixDQUFXLE9BQU8sUUFBUSxDQUFDLElBQUk7RUFDdEY7RUFDQSx3RkFBd0Y7RUFDeEYsK0RBQStEO0VBQy9ELElBQUksTUFBTSxNQUFNLEtBQUssYUFBYSxTQUFTLE1BQU0sS0FBSyxhQUFhLE1BQU0sSUFBSSxLQUFLLFdBQVc7SUFDM0YsT0FBTyxTQUFTLElBQUk7RUFDdEI7RUFDQSx5RkFBeUY7RUFDekYsaUZBQWlGO0VBQ2pGLDRFQUE0RTtFQUM1RSxNQUFNLGFBQWEsZ0JBQWdCLE1BQU0sQ0FBQyxDQUFDLE1BQ3pDLENBQUMsQ0FBQyxTQUFTLGFBQWEsQ0FBQyxRQUFRLFFBQVEsUUFBUSxJQUFJLENBQUM7RUFFeEQsSUFBSSxNQUFNLElBQUksS0FBSyxXQUFXO0lBQUUsS0FBSyxNQUFNLE9BQU8sV0FBWSxPQUFPLFFBQVEsQ0FBQyxJQUFJO0VBQUU7RUFDcEYsSUFBSSxXQUFXLElBQUksQ0FBQyxDQUFDLE1BQVEsS0FBSyxDQUFDLElBQUksS0FBSyxZQUFZLE9BQU8sU0FBUyxJQUFJO0VBQzVFLDZGQUE2RjtFQUM3Rix1RUFBdUU7RUFDdkUsSUFDRSxTQUFTLFdBQVcsTUFBTSxLQUFLLEtBQUssYUFBYSxNQUFNLEtBQUssS0FBSyxhQUNqRSxTQUFTLEtBQUssS0FBSyxXQUNuQjtJQUNBLE1BQU0sUUFBUSxrQkFBa0IsR0FBRyxDQUFDLFdBQVcsSUFBSTtJQUNuRCxNQUFNLElBQUksV0FDUixDQUFDLHFEQUFxRCxFQUNwRCxVQUFVLFlBQVksS0FBSyxDQUFDLEVBQUUsRUFBRSxNQUFNLENBQUMsQ0FBQyxDQUN6Qyx5RUFBeUUsQ0FBQztFQUUvRTtFQUNBLElBQUksTUFBTSxLQUFLLEtBQUssYUFBYSxNQUFNLEtBQUssS0FBSyxXQUFXLE9BQU8sU0FBUyxLQUFLO0VBQ2pGLElBQUksU0FBUyxXQUFXLFNBQVMsS0FBSyxLQUFLLFdBQVcsT0FBTyxTQUFTLEtBQUs7RUFDM0UsMEZBQTBGO0VBQzFGLGVBQWU7RUFDZixJQUFJLFNBQVMsU0FBUztJQUNwQixPQUFPLFNBQVMsRUFBRTtJQUNsQixPQUFPLFNBQVMsRUFBRTtFQUNwQjtFQUNBLHdGQUF3RjtFQUN4RixpRkFBaUY7RUFDakYsSUFBSSxNQUFNLEdBQUcsS0FBSyxNQUFNO0lBQ3RCLEtBQUssTUFBTSxPQUFPO01BQUM7U0FBVztLQUFnQixDQUFXLE9BQU8sUUFBUSxDQUFDLElBQUk7RUFDL0U7RUFDQSwwRkFBMEY7RUFDMUYsOEVBQThFO0VBQzlFLElBQUksU0FBUyxTQUFTO0lBQ3BCLElBQUksTUFBTSxLQUFLLEtBQUssV0FBVztNQUM3QixPQUFPLFNBQVMsRUFBRTtNQUNsQixPQUFPLFNBQVMsRUFBRTtJQUNwQjtJQUNBLElBQUksTUFBTSxFQUFFLEtBQUssYUFBYSxNQUFNLEVBQUUsS0FBSyxXQUFXLE9BQU8sU0FBUyxLQUFLO0lBQzNFLE1BQU0sT0FBTyxBQUFDO01BQUM7TUFBTTtLQUFLLENBQVcsTUFBTSxDQUFDLENBQUMsSUFBTSxRQUFRLENBQUMsRUFBRSxLQUFLO0lBQ25FLElBQUksU0FBUyxLQUFLLEtBQUssYUFBYSxLQUFLLE1BQU0sR0FBRyxHQUFHO01BQ25ELE1BQU0sUUFBUSxrQkFBa0IsR0FBRyxDQUFDLFdBQVcsSUFBSTtNQUNuRCxNQUFNLElBQUksV0FDUixHQUFHLFVBQVUsWUFBWSxLQUFLLEdBQUcsTUFBTSxFQUFFLENBQUMsQ0FBQywyQkFBMkIsQ0FBQyxHQUNyRSxHQUFHLEtBQUssR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDLENBQUMsRUFBRSxFQUFFLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxTQUFTLHlDQUF5QyxDQUFDLEdBQ3JGLENBQUMsdUVBQXVFLENBQUM7SUFFL0U7RUFDRjtFQUNBLE1BQU0sUUFBUTtJQUFDO09BQVc7R0FBZ0I7RUFDMUMsSUFBSSxNQUFNLEdBQUcsS0FBSyxTQUFTLE1BQU0sSUFBSSxDQUFDLENBQUMsSUFBTSxLQUFLLENBQUMsRUFBRSxLQUFLLFlBQVksT0FBTyxTQUFTLEdBQUc7RUFDekYsTUFBTSxZQUFZLE1BQU0sTUFBTSxDQUFDLENBQUMsSUFBTSxRQUFRLENBQUMsRUFBRSxLQUFLO0VBQ3RELElBQUksU0FBUyxHQUFHLEtBQUssUUFBUSxVQUFVLE1BQU0sR0FBRyxHQUFHO0lBQ2pELE1BQU0sUUFBUSxrQkFBa0IsR0FBRyxDQUFDLFdBQVcsSUFBSTtJQUNuRCxNQUFNLElBQUksV0FDUixHQUFHLFVBQVUsWUFBWSxLQUFLLEdBQUcsTUFBTSxFQUFFLENBQUMsQ0FBQywwQ0FBMEMsQ0FBQyxHQUNwRixDQUFDLG9CQUFvQixFQUFFLFVBQVUsR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDLENBQUMsRUFBRSxFQUFFLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLG1CQUFtQixDQUFDLEdBQ3JGLENBQUMsb0RBQW9ELENBQUM7RUFFNUQ7RUFDQSwwRkFBMEY7RUFDMUYsaURBQWlEO0VBQ2pELE1BQU0sZ0JBQWdCLFdBQVcsTUFBTSxDQUFDLENBQUMsTUFBUSxRQUFRLENBQUMsSUFBSSxLQUFLO0VBQ25FLElBQUksU0FBUyxJQUFJLEtBQUssYUFBYSxjQUFjLE1BQU0sR0FBRyxHQUFHO0lBQzNELE1BQU0sUUFBUSxrQkFBa0IsR0FBRyxDQUFDLFdBQVcsSUFBSTtJQUNuRCxNQUFNLElBQUksV0FDUixHQUFHLFVBQVUsWUFBWSxLQUFLLEdBQUcsTUFBTSxFQUFFLENBQUMsQ0FBQyxRQUFRLEVBQ2pELEtBQUssU0FBUyxDQUFDLFNBQVMsSUFBSSxFQUM3QiwwQ0FBMEMsRUFDekMsY0FBYyxHQUFHLENBQUMsQ0FBQyxNQUFRLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxDQUFDLEVBQUUsSUFBSSxDQUFDLE1BQzdDLGtCQUFrQixDQUFDO0VBRXhCO0VBQ0EsTUFBTSxTQUFTLGVBQWUsWUFBWSxNQUFNLElBQUksSUFBSSxTQUFTLElBQUksR0FBRztFQUN4RSwwRUFBMEU7RUFDMUUsTUFBTSxZQUFZLGtCQUFrQixHQUFHLENBQUMsV0FBVyxJQUFJO0VBQ3ZELE1BQU0sV0FBVyxNQUFNLElBQUksS0FBSyxhQUFhLGNBQWMsWUFDdkQsQ0FBQyxPQUFPLEVBQUUsUUFBUSxHQUNsQixHQUFHLFVBQVUsVUFBVSxFQUFFLEtBQUssU0FBUyxDQUFDLFNBQVM7RUFDckQsTUFBTSxVQUFVLG1CQUFtQixZQUFzQixRQUFRO0VBQ2pFLElBQUk7RUFDSixJQUFJO0lBQ0YsdUZBQXVGO0lBQ3ZGLE1BQU0sWUFBWSxPQUFPLE1BQU0sQ0FBQyxVQUFVLHdCQUN4QyxDQUFDLE9BQU8sTUFBTSxDQUFDLE9BQU87SUFDeEIsU0FBUyxTQUFTLE1BQU07TUFBRSxHQUFHLFFBQVE7TUFBRSxHQUFHLEtBQUs7SUFBQyxHQUFHO0VBQ3JELEVBQUUsT0FBTyxHQUFHO0lBQ1YsTUFBTSxhQUFhLGFBQWEsT0FBTyxHQUFHLFVBQVUsU0FBUztFQUMvRDtFQUNBLElBQUksT0FBTyxJQUFJLEtBQUssYUFBYSxZQUFZLFdBQVc7SUFDdEQsT0FBTyxRQUFRLEdBQUc7TUFBRSxHQUFHLE9BQU8sUUFBUTtNQUFFLENBQUMsaUJBQWlCLEVBQUUsUUFBUSxJQUFJLENBQUM7SUFBTTtFQUNqRjtFQUNBLElBQUksT0FBTyxLQUFLLEVBQUUsUUFBUSxRQUFRLGVBQWUsV0FBVztJQUMxRCxvRkFBb0Y7SUFDcEYsaUZBQWlGO0lBQ2pGLEtBQUssTUFBTSxDQUFDLE1BQU0sTUFBTSxJQUFJLE9BQU8sT0FBTyxDQUFDLE9BQU8sTUFBTSxFQUFHO01BQ3pELElBQUk7TUFDSixJQUFJO1FBQ0YsUUFBUSxtQkFBbUIsWUFBWSxNQUFNLENBQUMsUUFBUSxFQUFFLEtBQUssQ0FBQyxDQUFDO01BQ2pFLEVBQUUsT0FBTyxHQUFHO1FBQ1YsSUFBSSxDQUFDLENBQUMsYUFBYSxVQUFVLEdBQUcsTUFBTSxHQUFHLCtDQUErQztNQUMxRjtNQUNBLElBQUksVUFBVSxXQUFXO1FBQ3ZCLE9BQU8sTUFBTSxDQUFDLEtBQUssR0FBRztVQUNwQixHQUFHLEtBQUs7VUFDUixLQUFLO1lBQUUsR0FBRyxNQUFNLEdBQUc7WUFBRSxDQUFDLGlCQUFpQixFQUFFLE1BQU0sSUFBSSxDQUFDO1VBQU07UUFDNUQ7TUFDRjtJQUNGO0VBQ0Y7RUFDQSxNQUFNLFFBQVEsa0JBQWtCLEdBQUcsQ0FBQztFQUNwQyxJQUFJLE9BQU8sS0FBSyxLQUFLLGFBQWEsQ0FBQyxPQUFPLE1BQU0sQ0FBQyxPQUFPLFVBQVU7SUFDaEUsTUFBTSxNQUFNLFNBQVMsV0FBVyxPQUFPLE1BQU0sQ0FBQyxVQUFVLFdBQVcsVUFBVTtJQUM3RSxJQUFJLE9BQU8sTUFBTSxDQUFDLFVBQVUsUUFBUSxPQUFPLElBQUksTUFBTTtNQUNuRCxPQUFPLFdBQVcsR0FBRyxDQUFDLGtCQUFrQixFQUN0QyxRQUFRLFVBQVUsQ0FBQyx3QkFBd0IsQ0FBQyxHQUFHLENBQUMsT0FBTyxDQUFDLENBQ3pELElBQUksRUFBRSxNQUFNLEdBQUcsQ0FBQyxNQUFNO0lBQ3pCO0VBQ0Y7RUFDQSxJQUFJLE9BQU8sT0FBTyxDQUFDLE1BQU0sR0FBRyxLQUFLLENBQUMsT0FBTyxNQUFNLENBQUMsT0FBTyxVQUFVO0lBQy9ELE1BQU0sTUFBTSxPQUFPLE1BQU0sQ0FBQyxVQUFVLFdBQVcsVUFBVTtJQUN6RCxJQUFJLE9BQU8sTUFBTSxDQUFDLFVBQVUsUUFBUSxPQUFPLElBQUksTUFBTTtNQUNuRCxPQUFPLGFBQWEsR0FBRyxDQUFDLG1CQUFtQixFQUFFLElBQUksS0FBSyxFQUFFLE1BQU0sR0FBRyxDQUFDLE1BQU07SUFDMUU7RUFDRjtFQUNBLElBQUksU0FBUyxhQUFhLE9BQU8sSUFBSSxLQUFLLFdBQVc7SUFDbkQsS0FBSyxNQUFNLE9BQU87TUFBQztNQUFNO0tBQUssQ0FBVztNQUN2QyxJQUFJLE9BQU8sTUFBTSxDQUFDLFVBQVUsUUFBUSxDQUFDLE9BQU8sTUFBTSxDQUFDLE9BQU8sUUFBUSxPQUFPLElBQUksTUFBTTtRQUNqRixDQUFDLE9BQU8sY0FBYyxLQUFLLENBQUMsQ0FBQyxDQUFDLENBQUMsSUFBSSxHQUFHLE1BQU0sR0FBRyxDQUFDO01BQ2xEO0lBQ0Y7RUFDRjtFQUNBLEtBQUssTUFBTSxPQUFPLGtCQUFtQjtJQUNuQyxJQUFJLE9BQU8sTUFBTSxDQUFDLFVBQVUsUUFBUSxDQUFDLE9BQU8sTUFBTSxDQUFDLE9BQU8sUUFBUSxPQUFPLElBQUksTUFBTTtNQUNqRixDQUFDLE9BQU8sV0FBVyxLQUFLLENBQUMsQ0FBQyxDQUFDLENBQUMsSUFBSSxHQUFHLE1BQU0sR0FBRyxDQUFDO0lBQy9DO0VBQ0Y7RUFDQSxJQUFJLGVBQWUsV0FBVyxPQUFPLFVBQVUsR0FBRztFQUNsRCxPQUFPO0lBQUUsTUFBTTtJQUFPO0VBQU87QUFDL0I7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLG1CQUFtQix5QkFBeUI7QUFFekQ7Ozs7OztDQU1DLEdBQ0QsU0FBUyxtQkFBbUIsSUFBWSxFQUFFLElBQWEsRUFBRSxRQUFnQjtFQUN2RSxJQUFJLE9BQU8sU0FBUyxZQUFZLFNBQVMsSUFBSSxPQUFPO0VBQ3BELElBQUksT0FBTztFQUNYLElBQUk7SUFDRixPQUFPLEtBQUssWUFBWSxDQUFDO0VBQzNCLEVBQUUsT0FBTTtFQUNOLGdEQUFnRDtFQUNsRDtFQUNBLHNGQUFzRjtFQUN0RixNQUFNLE1BQU0sR0FBRyxLQUFLLFVBQVUsQ0FBQyxLQUFLLE9BQU8sVUFBVSxDQUFDLE1BQU0sT0FBTyxDQUFDLEVBQUUsTUFBTTtFQUM1RSxJQUFJLFFBQWtCLEVBQUU7RUFDeEIsSUFBSTtJQUNGLFFBQVEsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUMscUJBQXFCLEVBQUUsRUFBRSxLQUFLLENBQUMsTUFBTSxNQUFNLENBQUMsQ0FBQyxJQUFNLE1BQU07RUFDakYsRUFBRSxPQUFNO0VBQ04sNkRBQTZEO0VBQy9EO0VBQ0EsTUFBTSxPQUFPLE1BQU0sT0FBTyxDQUFDO0VBQzNCLElBQUksUUFBUSxHQUFHO0lBQ2IsTUFBTSxTQUFTLEtBQUssQ0FBQyxNQUFNLE1BQU0sR0FBRyxFQUFFO0lBQ3RDLElBQUksV0FBVyxLQUFLO01BQ2xCLE1BQU0sSUFBSSxXQUNSLEdBQUcsU0FBUyxhQUFhLEVBQUUsS0FBSyxLQUFLLEVBQUUsS0FBSyw0QkFBNEIsRUFBRSxLQUFLLFFBQVEsQ0FBQyxHQUN0RixDQUFDLHNDQUFzQyxFQUFFLEtBQUsseUJBQXlCLENBQUM7SUFFOUU7SUFDQSwwRkFBMEY7SUFDMUYsTUFBTSxRQUFRO1NBQUksTUFBTSxLQUFLLENBQUM7TUFBTztLQUFJLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLEtBQUssQ0FBQyxFQUFFLFdBQVcsQ0FBQyxPQUFPO0lBQ2xGLE1BQU0sS0FBSyxLQUFLLENBQUMsTUFBTSxNQUFNLEdBQUcsRUFBRTtJQUNsQyxNQUFNLElBQUksV0FDUixHQUFHLFNBQVMsMEJBQTBCLEVBQUUsTUFBTSxJQUFJLENBQUMsUUFBUSxjQUFjLEVBQUUsR0FBRyxPQUFPLENBQUMsR0FDcEYsQ0FBQyxzQkFBc0IsRUFBRSxLQUFLLHNEQUFzRCxDQUFDLEdBQ3JGLENBQUMsdUJBQXVCLENBQUM7RUFFL0I7RUFDQSxPQUFPO09BQUk7SUFBTztHQUFJO0FBQ3hCO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLG9CQUE0RCxJQUFJLFVBQVU7QUFFdkY7Ozs7Q0FJQyxHQUNELFNBQVMsT0FBTyxDQUFhLEVBQUUsUUFBa0IsRUFBRSxLQUFlO0VBQ2hFLE1BQU0sUUFBUSxrQkFBa0IsR0FBRyxDQUFDO0VBQ3BDLHNGQUFzRjtFQUN0RixNQUFNLFNBQVMsa0JBQWtCLElBQUksQ0FBQyxFQUFFLE9BQU87RUFDL0MsSUFBSSxXQUFXLFFBQVEsT0FBTyxJQUFJLE1BQU0sQ0FBQyxFQUFFLEtBQUssT0FBTyxNQUFNLENBQUMsVUFBVSxNQUFNLENBQUMsRUFBRSxHQUFHO0lBQ2xGLE9BQU8sSUFBSSxXQUFXLEdBQUcsTUFBTSxHQUFHLENBQUMsTUFBTSxDQUFDLEVBQUUsRUFBRSxFQUFFLEVBQUUsRUFBRSxPQUFPLEVBQUU7RUFDL0Q7RUFDQSxNQUFNLFFBQVEsMEJBQTBCLElBQUksQ0FBQyxFQUFFLE9BQU87RUFDdEQsSUFBSSxVQUFVLFFBQVEsVUFBVSxXQUFXLE9BQU87RUFDbEQsTUFBTSxHQUFHLEtBQUssS0FBSyxHQUFHO0VBQ3RCLElBQUksT0FBTyxNQUFNLENBQUMsT0FBTyxNQUFNLE9BQU87RUFDdEMsOEZBQThGO0VBQzlGLE1BQU0sT0FBTywrQkFBK0IsSUFBSSxDQUFDLFNBQVMsQ0FBQyxLQUFLLFVBQVUsQ0FBQyxPQUN2RSxPQUNBLENBQUMsQ0FBQyxFQUFFLE1BQU07RUFDZCxJQUFJLE9BQU8sTUFBTSxDQUFDLFVBQVUsUUFBUSxNQUFNLEdBQUcsQ0FBQyxNQUFNO0lBQ2xELE9BQU8sSUFBSSxXQUFXLEdBQUcsTUFBTSxHQUFHLENBQUMsS0FBSyxHQUFHLEVBQUUsSUFBSSxDQUFDLEVBQUUsTUFBTTtFQUM1RDtFQUNBLG9EQUFvRDtFQUNwRCxJQUNFLENBQUMsUUFBUSxXQUFXLFFBQVEsT0FBTyxLQUFLLE9BQU8sTUFBTSxDQUFDLFVBQVUsWUFBWSxNQUFNLEdBQUcsQ0FBQyxVQUN0RjtJQUNBLE9BQU8sSUFBSSxXQUFXLEdBQUcsTUFBTSxHQUFHLENBQUMsU0FBUyxTQUFTLEVBQUUsTUFBTTtFQUMvRDtFQUNBLE1BQU0sT0FBTyxNQUFNLElBQUksSUFBSSxTQUFTLElBQUk7RUFDeEMsSUFBSSxPQUFPLFNBQVMsWUFBWSxNQUFNLEdBQUcsQ0FBQyxhQUFhO0lBQUM7SUFBTTtJQUFNO0dBQVEsQ0FBQyxRQUFRLENBQUMsTUFBTTtJQUMxRix5RkFBeUY7SUFDekYsTUFBTSxLQUFNLFNBQVMsTUFBTSxFQUE4QixDQUFDLEtBQUssRUFBRTtJQUNqRSxpRUFBaUU7SUFDakUsTUFBTSxPQUFPLFFBQVEsVUFDaEIsSUFBSSxPQUFPLGFBQWEsSUFBSSxPQUFPLFlBQVksT0FBTyxPQUN2RDtJQUNKLE1BQU0sUUFBUSxJQUFJLENBQUMsS0FBb0I7SUFDdkMsT0FBTyxJQUFJLFdBQVcsR0FBRyxTQUFTLE1BQU0sR0FBRyxDQUFDLFVBQVUsU0FBUyxFQUFFLEtBQUssR0FBRyxFQUFFLEtBQUssQ0FBQyxFQUFFLE1BQU07RUFDM0Y7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxnRkFBZ0YsR0FDaEYsTUFBTSxrQkFBa0I7RUFBQztFQUFNO0VBQU07RUFBUztDQUFRO0FBRXREOzs7Q0FHQyxHQUNELFNBQVMsV0FDUCxJQUFVLEVBQ1YsQ0FBVztFQUVYLE1BQU0sT0FBTyxDQUFDLENBQUMsT0FBTztFQUN0QixJQUFJLFNBQVMsV0FBVyxPQUFPO0VBQy9CLElBQUksT0FBTyxTQUFTLFlBQVksS0FBSyxJQUFJLE9BQU8sSUFBSTtJQUNsRCxNQUFNLElBQUksV0FBVyxDQUFDLHVFQUF1RSxDQUFDO0VBQ2hHO0VBQ0EsTUFBTSxTQUFTLEFBQUMsQ0FBQyxDQUFDLFNBQVMsSUFBZ0MsQ0FBQztFQUM1RCxJQUFJLENBQUMsT0FBTyxNQUFNLENBQUMsUUFBUSxPQUFPO0lBQ2hDLE1BQU0sUUFBUSxPQUFPLElBQUksQ0FBQztJQUMxQixNQUFNLFFBQVEsWUFBWSxNQUFNO0lBQ2hDLE1BQU0sSUFBSSxXQUNSLE1BQU0sTUFBTSxLQUFLLElBQ2IsQ0FBQyxPQUFPLEVBQUUsS0FBSywrQkFBK0IsRUFDOUMsQ0FBQyxDQUFDLFNBQVMsS0FBSyxZQUFZLG9CQUFvQixDQUFDLDBCQUEwQixDQUFDLENBQzdFLG9CQUFvQixFQUFFLEtBQUssdUJBQXVCLENBQUMsR0FDbEQsQ0FBQyxPQUFPLEVBQUUsS0FBSyxlQUFlLEVBQzlCLFVBQVUsWUFBWSxLQUFLLENBQUMsZUFBZSxFQUFFLE1BQU0sRUFBRSxDQUFDLENBQ3ZELHdCQUF3QixFQUFFLE1BQU0sSUFBSSxDQUFDLE9BQU87RUFFbkQ7RUFDQSwyRUFBMkU7RUFDM0UsTUFBTSxZQUFZLGdCQUFnQixNQUFNLENBQUMsQ0FBQyxNQUN4QyxDQUFDLENBQUMsSUFBSSxLQUFLLGFBQWEsQ0FBQyxDQUFDLFNBQVMsYUFBYSxDQUFDLFFBQVEsUUFBUSxRQUFRLElBQUksQ0FBQztFQUVoRixJQUFJLFVBQVUsTUFBTSxHQUFHLEdBQUc7SUFDeEIsTUFBTSxRQUFRLFVBQVUsR0FBRyxDQUFDLENBQUMsTUFBUSxRQUFRLFVBQVUsQ0FBQyxPQUFPLENBQUMsR0FBRyxDQUFDLEVBQUUsRUFBRSxLQUFLLEVBQUUsSUFBSSxDQUFDO0lBQ3BGLE1BQU0sSUFBSSxXQUNSLENBQUMsT0FBTyxFQUFFLEtBQUsseUJBQXlCLEVBQUUsTUFBTSxpQkFBaUIsQ0FBQztFQUV0RTtFQUNBLE1BQU0sUUFBUSxNQUFNLENBQUMsS0FBSztFQUMxQixNQUFNLGFBQWEsZ0JBQWdCLE9BQU87RUFDMUMsSUFBSSxlQUFlLFdBQVc7SUFDNUIsTUFBTSxJQUFJLFdBQ1IsR0FBRyxNQUFNLEtBQUssQ0FBQyxTQUFTLEVBQUUsS0FBSyxVQUFVLEVBQUUsTUFBTSxHQUFHLENBQUMsQ0FBQyxFQUFFLFdBQVcsRUFBRSxDQUFDLEdBQ3BFLENBQUMsWUFBWSxFQUFFLEtBQUssS0FBSyxDQUFDLEdBQzFCLHFGQUFxRjtJQUNyRixDQUFDLE1BQU0sUUFBUSxHQUFHLGVBQWUsRUFBRTtFQUV6QztFQUNBLE1BQU0sV0FBcUI7SUFBRSxHQUFHLENBQUM7RUFBQztFQUNsQyxJQUFJLFNBQVMsYUFBYSxTQUFTLFNBQVM7SUFDMUMsU0FBUyxLQUFLLEdBQUcsTUFBTSxFQUFFLEtBQUssYUFBYSxNQUFNLEVBQUUsS0FBSyxZQUNwRCxjQUFjLE1BQU0sRUFBRSxFQUFFLE1BQU0sRUFBRSxFQUFFLGlCQUFpQixNQUNuRCxNQUFNLEVBQUUsSUFBSSxNQUFNLEVBQUU7RUFDMUIsT0FBTztJQUNMLElBQUksTUFBTSxFQUFFLEtBQUssV0FBVyxTQUFTLEVBQUUsR0FBRyxNQUFNLEVBQUU7SUFDbEQsSUFBSSxNQUFNLEVBQUUsS0FBSyxXQUFXLFNBQVMsRUFBRSxHQUFHLE1BQU0sRUFBRTtFQUNwRDtFQUNBLE9BQU87SUFBRTtJQUFNO0lBQU87RUFBUztBQUNqQztBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLGlCQUFpQixDQUFXO0VBQ25DLE1BQU0sUUFBa0IsRUFBRTtFQUMxQixLQUFLLE1BQU0sT0FBTztJQUFDO0lBQWE7SUFBYztJQUFZO0dBQVksQ0FBVztJQUMvRSxNQUFNLFFBQVEsQ0FBQyxDQUFDLElBQUk7SUFDcEIsSUFBSSxPQUFPLFVBQVUsWUFBWSxPQUFPLFVBQVUsVUFBVSxNQUFNLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxLQUFLLEVBQUUsR0FBRyxPQUFPO0VBQy9GO0VBQ0EsMEZBQTBGO0VBQzFGLHlGQUF5RjtFQUN6Riw0RkFBNEY7RUFDNUYsTUFBTSxPQUFPLENBQUMsQ0FBQyxXQUFXO0VBQzFCLElBQUksT0FBTyxTQUFTLFlBQVksU0FBUyxJQUFJO0lBQzNDLE1BQU0sSUFBSSxDQUFDLGNBQWMsS0FBSyxVQUFVLENBQUMsT0FBTyxPQUFPLEdBQUcsS0FBSyxHQUFHLEdBQUcsQ0FBQyxFQUFFLE1BQU07RUFDaEY7RUFDQSxPQUFPO0FBQ1Q7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLG1CQUFtQix5QkFBeUI7QUFFekQ7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSxtQkFBbUIseUJBQXlCO0FBRXpELFNBQVMsU0FBUyxJQUFVLEVBQUUsR0FBYSxFQUFFLFlBQVksS0FBSztFQUM1RCxNQUFNLFFBQVEsV0FBVyxNQUFNO0VBQy9CLE1BQU0sSUFBSSxPQUFPLFlBQVk7RUFDN0IsTUFBTSxVQUFVLENBQUM7SUFDZixNQUFNLFFBQVEsQ0FBQyxDQUFDLElBQUk7SUFDcEIsSUFBSSxVQUFVLFdBQVcsT0FBTztJQUNoQyxxREFBcUQ7SUFDckQsTUFBTSxVQUFVLFNBQVMsYUFBYSxRQUFRLFVBQVUsb0JBQW9CO0lBQzVFLElBQUksT0FBTyxVQUFVLFVBQVU7TUFDN0IsTUFBTSxJQUFJLFdBQVcsQ0FBQyxFQUFFLEVBQUUsSUFBSSx5QkFBeUIsRUFBRSxJQUFJLEVBQUUsRUFBRSxRQUFRLENBQUMsQ0FBQztJQUM3RTtJQUNBLE9BQU8sWUFBWSxLQUFLLE9BQU87RUFDakM7RUFDQSxNQUFNLFFBQVEsUUFBUSxNQUFNLEdBQUc7RUFDL0IsTUFBTSxTQUFvQjtJQUN4QjtJQUNBLElBQUksUUFBUTtJQUNaLElBQUksUUFBUTtJQUNaLE9BQU8sT0FBTyxTQUFTLFFBQVE7SUFDL0IsU0FBUyxPQUFPLFdBQVcsRUFBRTtJQUM3QixjQUFjLE1BQ1osaUJBQ0EsQ0FBQyxDQUFDLGdCQUFnQixFQUNsQjtNQUFDO01BQVk7S0FBUyxFQUN0QjtJQUVGLFVBQVUsT0FBTyxhQUFhLENBQUMsQ0FBQyxZQUFZLEVBQUU7SUFDOUMsU0FBUyxPQUFPLFlBQVksQ0FBQyxDQUFDLFdBQVcsRUFBRTtJQUMzQyxlQUFlLE9BQU8sbUJBQW1CLENBQUMsQ0FBQyxrQkFBa0IsRUFBRTtJQUMvRCxVQUFVLFNBQVMsQ0FBQyxDQUFDLFlBQVk7SUFDakMsTUFBTSxDQUFDLENBQUMsT0FBTyxLQUFLO0lBQ3BCLFNBQVMsS0FBSyxZQUFZLENBQUMsQ0FBQyxXQUFXO0lBQ3ZDLFdBQVcsTUFBTSxjQUFjLENBQUMsQ0FBQyxhQUFhLEVBQUU7TUFBQztNQUFRO0tBQU8sRUFBVztJQUMzRSxZQUFZLEtBQUssY0FBYyxDQUFDLENBQUMsYUFBYTtJQUM5QyxhQUFhLE1BQ1gsZ0JBQ0EsQ0FBQyxDQUFDLGVBQWUsRUFDakI7TUFBQztNQUFRO01BQVU7S0FBTyxFQUMxQjtJQUVGLGNBQWMsQ0FBQyxDQUFDLGdCQUFnQixLQUFLO0lBQ3JDLGlCQUFpQixLQUFLLHFCQUFxQixDQUFDLENBQUMsb0JBQW9CO0lBQ2pFLFFBQVEsY0FBYyxNQUFNO0lBQzVCLE1BQU0sT0FBTztJQUNiLFVBQVUsT0FBTyxNQUFNO0lBQ3ZCLFVBQVUsT0FBTyxNQUFNO0lBQ3ZCLGFBQWEsQ0FBQyxTQUFTLGFBQWEsU0FBUyxPQUFPLEtBQUssT0FBTyxNQUFNLE9BQU8sYUFDM0UsTUFBTSxLQUFLLENBQUMsRUFBRSxLQUFLO0lBQ3JCLFFBQVEsQUFBQyxHQUFHLENBQUMsU0FBUyxJQUFnQyxDQUFDO0VBQ3pEO0VBQ0EsSUFBSSxTQUFTLFNBQVM7SUFDcEIsSUFBSSxPQUFPLEVBQUUsS0FBSyxhQUFhLE9BQU8sRUFBRSxLQUFLLFdBQVc7TUFDdEQsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxxRkFBcUYsQ0FBQyxHQUNyRixDQUFDLHNEQUFzRCxDQUFDO0lBRTlEO0lBQ0EsYUFBYSxNQUFNLFFBQVEsT0FBTztJQUNsQyxPQUFPO0VBQ1Q7RUFDQSxJQUFJLFNBQVMsU0FBUyxPQUFPLFlBQVksUUFBUSxHQUFHO0VBQ3BELElBQUksT0FBTyxFQUFFLEtBQUssYUFBYSxPQUFPLEVBQUUsS0FBSyxXQUFXO0lBQ3RELE1BQU0sSUFBSSxXQUNSLFNBQVMsWUFDTCxDQUFDLG1GQUFtRixDQUFDLEdBQ3JGLENBQUMscUNBQXFDLENBQUMsR0FDdkMsU0FBUyxVQUNULENBQUMsdUVBQXVFLENBQUMsR0FDekUsQ0FBQyx1QkFBdUIsQ0FBQyxHQUN6QixDQUFDLHVFQUF1RSxDQUFDLEdBQ3pFLENBQUMsdUJBQXVCLENBQUM7RUFFakM7RUFDQSxJQUFJLFNBQVMsYUFBYSxPQUFPLEtBQUssS0FBSyxXQUFXO0lBQ3BELE1BQU0sSUFBSSxXQUFXLENBQUMsZ0VBQWdFLENBQUM7RUFDekY7RUFDQSxhQUFhLE1BQU0sUUFBUSxPQUFPO0VBQ2xDLE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsWUFBWSxNQUFpQixFQUFFLENBQVcsRUFBRSxLQUFlO0VBQ2xFLE1BQU0sTUFBTSxDQUFDLENBQUMsTUFBTSxLQUFLO0VBQ3pCLElBQUksS0FBSztJQUNQLE1BQU0sU0FBUztNQUFDO01BQVE7TUFBUztNQUFNO0tBQUssQ0FBQyxNQUFNLENBQUMsQ0FBQyxNQUFRLEtBQUssQ0FBQyxJQUFZLEtBQUs7SUFDcEYsSUFBSSxPQUFPLE1BQU0sR0FBRyxHQUFHO01BQ3JCLE1BQU0sSUFBSSxXQUNSLENBQUMsNkNBQTZDLEVBQUUsT0FBTyxHQUFHLENBQUMsQ0FBQyxJQUFNLENBQUMsRUFBRSxFQUFFLEdBQUcsRUFBRSxJQUFJLENBQUMsT0FBTztJQUU1RjtJQUNBLElBQUksT0FBTyxJQUFJLENBQUMsT0FBTyxNQUFNLEVBQUUsTUFBTSxLQUFLLEdBQUc7TUFDM0MsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxtQ0FBbUMsRUFDbEMsQ0FBQyxDQUFDLFNBQVMsS0FBSyxZQUNaLENBQUMsK0JBQStCLENBQUMsR0FDakMsQ0FBQyxzQ0FBc0MsQ0FBQyxDQUM3QyxpREFBaUQsQ0FBQztJQUV2RDtJQUNBLHdGQUF3RjtJQUN4RixzRUFBc0U7SUFDdEUsS0FBSyxNQUFNLENBQUMsTUFBTSxNQUFNLElBQUksT0FBTyxPQUFPLENBQUMsT0FBTyxNQUFNLEVBQUc7TUFDekQsS0FBSyxNQUFNLE9BQU87UUFBQztRQUFNO09BQUssQ0FBVztRQUN2QyxtQkFBbUIsVUFBVSxNQUFNLE9BQU8sTUFBTSxLQUFLLENBQUMsSUFBSTtNQUM1RDtNQUNBLE1BQU0sYUFBYSxnQkFBZ0IsT0FBTztNQUMxQyxJQUFJLGVBQWUsV0FBVztRQUM1QixNQUFNLElBQUksV0FDUixHQUFHLE1BQU0sS0FBSyxDQUFDLHVCQUF1QixFQUFFLE1BQU0sR0FBRyxDQUFDLElBQUksRUFBRSxLQUFLLENBQUMsRUFBRSxXQUFXLEVBQUUsQ0FBQyxHQUM1RSxDQUFDLFlBQVksRUFBRSxLQUFLLEtBQUssRUFBRSxNQUFNLFFBQVEsR0FBRyxlQUFlLElBQUk7TUFFckU7SUFDRjtJQUNBLE9BQU8sS0FBSyxHQUFHLGNBQWMsR0FBRztJQUNoQyxPQUFPO0VBQ1Q7RUFDQSxJQUFJLE9BQU8sS0FBSyxLQUFLLGFBQWEsQ0FBQyxPQUFPLEVBQUUsS0FBSyxhQUFhLE9BQU8sRUFBRSxLQUFLLFNBQVMsR0FBRztJQUN0RixNQUFNLElBQUksV0FDUixDQUFDLHFGQUFxRixDQUFDO0VBRTNGO0VBQ0EsSUFBSSxPQUFPLEtBQUssS0FBSyxhQUFhLE9BQU8sRUFBRSxLQUFLLGFBQWEsT0FBTyxFQUFFLEtBQUssV0FBVztJQUNwRixNQUFNLFFBQVEsT0FBTyxJQUFJLENBQUMsT0FBTyxNQUFNO0lBQ3ZDLE1BQU0sSUFBSSxXQUNSLENBQUMsK0RBQStELENBQUMsR0FDL0QsQ0FBQyxNQUFNLE1BQU0sS0FBSyxJQUNkLEtBQ0EsQ0FBQyx1Q0FBdUMsRUFBRSxNQUFNLEtBQUssQ0FBQyxHQUFHLEdBQUcsSUFBSSxDQUFDLE9BQ2pFLE1BQU0sTUFBTSxHQUFHLElBQUksU0FBUyxHQUM3QixXQUFXLENBQUM7RUFFckI7RUFDQSxNQUFNLFNBQVMsQUFBQztJQUFDO0lBQVM7SUFBTTtHQUFLLENBQVcsSUFBSSxDQUFDLENBQUMsTUFDcEQsZUFBZSxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksSUFBSTtFQUVyQyx5RkFBeUY7RUFDekYseUNBQXlDO0VBQ3pDLE1BQU0sUUFBUSxPQUFPLElBQUksS0FBSyxZQUFZLFlBQVksT0FBTyxNQUFNLENBQUMsT0FBTyxJQUFJLENBQUM7RUFDaEYsS0FBSyxNQUFNLE9BQU87SUFBQztJQUFNO0dBQUssQ0FBVztJQUN2QyxJQUFJLFVBQVUsV0FBVyxtQkFBbUIsVUFBVSxPQUFPLElBQUksRUFBRyxPQUFPLE1BQU0sS0FBSyxDQUFDLElBQUk7RUFDN0Y7RUFDQSxJQUFJLFdBQVcsYUFBYSxPQUFPLElBQUksS0FBSyxXQUFXO0lBQ3JELE1BQU0sSUFBSSxXQUNSLENBQUMsRUFBRSxFQUFFLE9BQU8sQ0FBQyxFQUFFLGdCQUFnQixNQUFNLENBQUMsT0FBTyxFQUFHLHdDQUF3QyxDQUFDLEdBQ3ZGLENBQUMsWUFBWSxDQUFDLEdBQ2QsQ0FBQyx3REFBd0QsQ0FBQztFQUVoRTtFQUNBLE9BQU8sS0FBSyxHQUFHLGNBQWMsR0FBRztFQUNoQyxPQUFPO0FBQ1Q7QUFFQTs7Ozs7Q0FLQyxHQUNELFNBQVMsbUJBQ1AsSUFBWSxFQUNaLElBQXdCLEVBQ3hCLE9BQTBCLE9BQU87RUFFakMsSUFBSSxTQUFTLGFBQWEsQ0FBQyxlQUFlLElBQUksQ0FBQyxPQUFPO0VBQ3RELCtEQUErRDtFQUMvRCxNQUFNLFVBQVUsU0FBUyxVQUFVLHdCQUF3QjtFQUMzRCxNQUFNLFFBQVEsZ0JBQWdCO0VBQzlCLHdGQUF3RjtFQUN4Rix1RkFBdUY7RUFDdkYsTUFBTSxDQUFDLE9BQU8sS0FBSyxHQUFHLEtBQUssSUFBSSxHQUFHLEtBQUssQ0FBQztFQUN4QyxJQUNFLFNBQVMsYUFBYSxDQUFDLElBQUksUUFBUSxDQUFDLFNBQVUsSUFBSSxRQUFRLENBQUMsVUFBVSxLQUFLLFVBQVUsQ0FBQyxJQUFLLEdBQzFGO0lBQ0EsTUFBTSxJQUFJLFdBQ1IsR0FBRyxLQUFLLENBQUMsRUFBRSxNQUFNLFdBQVcsRUFBRSxLQUFLLG1EQUFtRCxDQUFDLEdBQ3JGLENBQUMsY0FBYyxFQUFFLGdCQUFnQixPQUFPLENBQUMsQ0FBQztFQUVoRDtFQUNBLElBQUksQ0FBQyxJQUFJLFFBQVEsQ0FBQyxPQUFPO0lBQ3ZCLE1BQU0sSUFBSSxXQUNSLEdBQUcsS0FBSyxDQUFDLEVBQUUsTUFBTSxlQUFlLEVBQUUsS0FBSyw4Q0FBOEMsQ0FBQyxHQUNwRjtFQUVOO0VBQ0EsbUZBQW1GO0VBQ25GLHlDQUF5QztFQUN6QyxNQUFNLE1BQU0sSUFBSSxJQUFJO0VBQ3BCLElBQUksSUFBSSxRQUFRLEtBQUssTUFBTSxJQUFJLFFBQVEsS0FBSyxJQUFJO0lBQzlDLElBQUksUUFBUSxHQUFHO0lBQ2YsSUFBSSxRQUFRLEdBQUc7SUFDZixNQUFNLElBQUksV0FDUixHQUFHLEtBQUssQ0FBQyxFQUFFLElBQUksSUFBSSxDQUFDLFdBQVcsRUFBRSxLQUFLLCtDQUErQyxDQUFDLEdBQ3BGLENBQUMsdUVBQXVFLENBQUMsR0FDekUsQ0FBQyxtQkFBbUIsQ0FBQztFQUUzQjtBQUNGO0FBRUEsc0ZBQXNGLEdBQ3RGLFNBQVMsVUFBVSxJQUFZLEVBQUUsS0FBaUIsRUFBRSxHQUFnQjtFQUNsRSxPQUFPLEdBQUcsTUFBTSxVQUFVLEVBQUUsQ0FBQyxJQUFJLElBQUksa0JBQWtCLFNBQVMsRUFBRSxLQUFLLEdBQUcsRUFBRSxJQUFJLEVBQUUsQ0FBQztBQUNyRjtBQUVBLFNBQVMsY0FBYyxDQUFXLEVBQUUsR0FBWTtFQUM5QyxPQUFPO0lBQ0w7SUFDQSxNQUFNLENBQUMsQ0FBQyxPQUFPLEtBQUs7SUFDcEIsU0FBUyxDQUFDLENBQUMsYUFBYSxLQUFLO0lBQzdCLGFBQWEsT0FBTyxpQkFBaUIsQ0FBQyxDQUFDLGdCQUFnQixFQUFFO0lBQ3pELFdBQVcsT0FBTyxvQkFBb0IsQ0FBQyxDQUFDLG1CQUFtQixFQUFFO0lBQzdELFdBQVcsT0FBTyxlQUFlLENBQUMsQ0FBQyxjQUFjLEVBQUU7RUFDckQ7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLGdCQUFnQixLQUFpQixFQUFFLElBQVU7RUFDcEQsSUFBSSxNQUFNLEdBQUcsS0FBSyxXQUFXLE9BQU87RUFDcEMsTUFBTSxRQUFRO0lBQUMsTUFBTSxFQUFFO0lBQUUsTUFBTSxFQUFFO0dBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLE1BQU0sYUFBYSxDQUFDLGVBQWUsSUFBSSxDQUFDO0VBQ3ZGLCtFQUErRTtFQUMvRSxNQUFNLFFBQVEsQ0FBQyxTQUFTLGFBQWEsU0FBUyxPQUFPLEtBQUssTUFBTSxFQUFFLEtBQUssYUFDckUsTUFBTSxFQUFFLEtBQUs7RUFDZixPQUFPLFNBQVMsUUFBUSxpQkFBaUIsTUFBTSxHQUFHLElBQUk7QUFDeEQ7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLFFBQ1AsSUFBVSxFQUNWLENBQVcsRUFDWCxPQUEyRDtFQUUzRCxJQUFJLFNBQVMsU0FBUyxPQUFPO0VBQzdCLE1BQU0sUUFBUSxDQUFDLEtBQWEsUUFBMEIsWUFBWSxLQUFLLE9BQU87RUFDOUUsTUFBTSxTQUFTLENBQUMsQ0FBQyxRQUFRO0VBQ3pCLElBQUksV0FBVyxXQUFXO0lBQ3hCLElBQUksQ0FBQyxDQUFDLFFBQVEsS0FBSyxXQUFXO01BQzVCLE1BQU0sSUFBSSxXQUNSLENBQUMsbUZBQW1GLENBQUMsR0FDbkYsQ0FBQyxnQkFBZ0IsQ0FBQztJQUV4QjtJQUNBLE1BQU0sV0FBVyxRQUFRLFNBQVMsUUFBUSxHQUFHLENBQUMsQ0FBQyxJQUFNLE1BQU0sU0FBUztJQUNwRSxJQUFJLFNBQVMsTUFBTSxLQUFLLEdBQUc7TUFDekIsTUFBTSxJQUFJLFdBQVcsQ0FBQyw2REFBNkQsQ0FBQztJQUN0RjtJQUNBLE9BQU87TUFBRSxTQUFTLFNBQVMsS0FBSyxDQUFDLEdBQUcsQ0FBQztNQUFJLE9BQU8sUUFBUSxDQUFDLFNBQVMsTUFBTSxHQUFHLEVBQUU7SUFBQztFQUNoRjtFQUNBLE1BQU0sUUFBUSxRQUFRO0VBQ3RCLElBQUksVUFBVSxXQUFXO0lBQ3ZCLE1BQU0sSUFBSSxXQUNSLENBQUMsMkZBQTJGLENBQUM7RUFFakc7RUFDQSxPQUFPO0lBQUUsU0FBUyxRQUFRLFNBQVMsQ0FBQyxDQUFDLFFBQVEsRUFBRSxHQUFHLENBQUMsQ0FBQyxJQUFNLE1BQU0sU0FBUztJQUFLO0VBQU07QUFDdEY7QUFFQSwwRkFBMEYsR0FDMUYsU0FBUyxpQkFBaUIsT0FBZTtFQUN2QyxPQUFPLElBQUksV0FBVyxDQUFDLCtDQUErQyxFQUFFLFFBQVEsY0FBYyxDQUFDO0FBQ2pHO0FBRUE7Ozs7Q0FJQyxHQUNELFNBQVMsWUFBWSxHQUFXLEVBQUUsS0FBYSxFQUFFLE9BQWU7RUFDOUQsTUFBTSxRQUFRLElBQ1osUUFBUSxVQUNKLGlCQUFpQixXQUNqQixJQUFJLFdBQVcsQ0FBQyxFQUFFLEVBQUUsSUFBSSx5QkFBeUIsRUFBRSxJQUFJLEVBQUUsRUFBRSxRQUFRLENBQUMsQ0FBQztFQUMzRSxNQUFNLFVBQVUsZUFBZTtFQUMvQixJQUFJLFlBQVksU0FBUyxNQUFNO0VBQy9CLE1BQU0sT0FBTyxRQUFRLFVBQVUsQ0FBQyxPQUFPLENBQUMsR0FBRyxDQUFDLEVBQUUsRUFBRSxLQUFLO0VBQ3JELElBQUksWUFBWSxNQUFNLE1BQU0sSUFBSSxXQUFXLEdBQUcsS0FBSyxFQUFFLEVBQUUsbUJBQW1CLFVBQVU7RUFDcEYsTUFBTSxZQUFZLHFCQUFxQixPQUFPLGFBQWE7RUFDM0QsSUFBSSxjQUFjLE1BQU0sTUFBTSxJQUFJLFdBQVcsR0FBRyxLQUFLLENBQUMsRUFBRSxXQUFXO0VBQ25FLE1BQU0sUUFBUSxlQUFlLElBQUksQ0FBQyxTQUFTLE9BQU8sbUJBQW1CO0VBQ3JFLElBQUksVUFBVSxNQUFNLE1BQU0sSUFBSSxXQUFXLEdBQUcsS0FBSyxDQUFDLEVBQUUsTUFBTSxFQUFFLEVBQUUsT0FBTztFQUNyRSxPQUFPO0FBQ1Q7QUFFQTs7OztDQUlDLEdBQ0QsU0FBUyxhQUNQLElBQVUsRUFDVixNQUFpQixFQUNqQixLQUFzRCxFQUN0RCxTQUFrQjtFQUVsQiwyRkFBMkY7RUFDM0YsZ0ZBQWdGO0VBQ2hGLE1BQU0sT0FBTyxDQUFDLE1BQ1osVUFBVSxZQUNOO01BQUM7TUFBSTtLQUFVLEdBQ2Y7TUFBQyxVQUFVLE1BQU0sSUFBSSxFQUFFLE1BQU0sS0FBSyxFQUFFO01BQU0sTUFBTSxLQUFLLENBQUMsSUFBSTtLQUFDO0VBQ2pFLE1BQU0sU0FBeUMsU0FBUyxhQUFhLFNBQVMsVUFDMUU7SUFDQTtNQUFDO01BQVcsT0FBTyxLQUFLO0tBQUM7SUFDekIsS0FBSztJQUNMLEtBQUs7T0FDRixPQUFPLE9BQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUF3QjtRQUFDO1FBQVc7T0FBRTtHQUM5RCxHQUNDO0lBQUM7TUFBQztNQUFRLE9BQU8sRUFBRTtLQUFDO0lBQUU7TUFBQztNQUFRLE9BQU8sRUFBRTtLQUFDO0dBQUM7RUFDOUMsSUFBSSxTQUFTLFdBQVc7SUFDdEIsS0FBSyxNQUFNLE9BQU87TUFBQztNQUFNO0tBQUssQ0FBVztNQUN2QyxJQUFJLGVBQWUsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLElBQUksS0FBSztRQUMxQyxNQUFNLElBQUksV0FDUixDQUFDLFdBQVcsRUFBRSxJQUFJLHNFQUFzRSxDQUFDO01BRTdGO0lBQ0Y7RUFDRjtFQUNBLHdGQUF3RjtFQUN4RixrRUFBa0U7RUFDbEUsTUFBTSxVQUEwQyxTQUFTLFVBQ3JEO0lBQUM7TUFBQztNQUFRLE9BQU8sRUFBRTtLQUFDO0lBQUU7TUFBQztNQUFRLE9BQU8sRUFBRTtLQUFDO0dBQUMsR0FDMUMsT0FBTyxPQUFPLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTTtNQUFDO01BQVc7S0FBRTtFQUM1QyxLQUFLLE1BQU0sQ0FBQyxNQUFNLEtBQUssSUFBSSxRQUFTO0lBQ2xDLElBQUksZ0JBQWdCLElBQUksQ0FBQyxRQUFRLEtBQUs7TUFDcEMsTUFBTSxJQUFJLFdBQ1IsR0FBRyxLQUFLLENBQUMsRUFBRSxnQkFBZ0IsTUFBTyxpREFBaUQsQ0FBQyxHQUNsRixDQUFDLFdBQVcsQ0FBQyxHQUNiLENBQUMsb0ZBQW9GLENBQUMsR0FDdEYsQ0FBQyxrQkFBa0IsQ0FBQztJQUUxQjtFQUNGO0VBQ0EseUZBQXlGO0VBQ3pGLHlFQUF5RTtFQUN6RSxLQUFLLE1BQU0sQ0FBQyxNQUFNLEtBQUssSUFBSSxPQUFRO0lBQ2pDLG1CQUFtQixNQUFNLE1BQU0sU0FBUyxXQUFXLFNBQVMsWUFBWSxVQUFVO0VBQ3BGO0VBQ0EsSUFDRSxPQUFPLGVBQWUsS0FBSyxhQUMzQixDQUFDLE9BQU8sSUFBSSxDQUFDLENBQUMsR0FBRyxLQUFLLEdBQUssZUFBZSxJQUFJLENBQUMsUUFBUSxNQUN2RDtJQUNBLElBQUksQ0FBQyxXQUFXO01BQ2QsTUFBTSxJQUFJLFdBQ1IsQ0FBQyw2RkFBNkYsQ0FBQztJQUVuRztJQUNBLE9BQU8sZUFBZSxHQUFHO0VBQzNCO0VBQ0EsSUFBSSxPQUFPLE1BQU0sS0FBSyxhQUFhLE9BQU8sSUFBSSxFQUFFO0lBQzlDLE1BQU0sSUFBSSxXQUNSLENBQUMsc0ZBQXNGLENBQUMsR0FDdEYsQ0FBQyxnRUFBZ0UsQ0FBQztFQUV4RTtBQUNGO0FBRUEsd0ZBQXdGO0FBQ3hGLHFCQUFxQjtBQUNyQixNQUFNLFNBQVM7QUFDZixNQUFNLE9BQU8sSUFBSSxPQUFPLENBQUMsQ0FBQyxFQUFFLE9BQU8sUUFBUSxFQUFFLE9BQU8sb0JBQW9CLEVBQUUsT0FBTyxDQUFDLENBQUMsRUFBRTtBQUNyRixNQUFNLGNBQXNDO0VBQzFDLEdBQUc7RUFDSCxLQUFLO0VBQ0wsR0FBRyxPQUFPO0VBQ1YsS0FBSyxPQUFPO0VBQ1osR0FBRyxPQUFPLE9BQU87RUFDakIsS0FBSyxPQUFPLE9BQU87QUFDckI7QUFFQSwrRkFBK0YsR0FDL0YsU0FBUyxPQUNQLEdBQStCLEVBQy9CLEtBQW1CLEVBQ25CLFFBQWdCO0VBRWhCLElBQUksVUFBVSxXQUFXLE9BQU87RUFDaEMsTUFBTSxFQUFFLEdBQUcsRUFBRSxHQUFHLEVBQUUsT0FBTyxFQUFFLElBQUksRUFBRSxHQUFHLGFBQWEsQ0FBQyxJQUFJO0VBQ3RELE1BQU0sUUFBUSxPQUFPLFVBQVUsV0FBVyxLQUFLLElBQUksQ0FBQyxTQUFTO0VBQzdELE1BQU0sV0FBVyxTQUFTLFdBQVcsT0FBTyxDQUFDLEVBQUUsS0FBSztFQUNwRCxNQUFNLElBQUksT0FBTyxVQUFVLFdBQ3ZCLFFBQ0EsU0FBUyxXQUNULE9BQU8sS0FBSyxDQUFDLEVBQUUsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLEdBQUcsV0FBVyxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsV0FBVyxHQUFHLEdBQUcsQ0FBQyxJQUN0RTtFQUNKLElBQUksQ0FBQyxPQUFPLGFBQWEsQ0FBQyxNQUFNLElBQUksT0FBTyxJQUFJLEtBQUs7SUFDbEQsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxFQUFFLEVBQUUsSUFBSSwyQkFBMkIsRUFBRSxLQUFLLE1BQU0sRUFBRSxJQUFJLElBQUksRUFBRSxJQUFJLE9BQU8sRUFBRSxNQUFNLElBQUksQ0FBQyxHQUNuRixDQUFDLE9BQU8sRUFBRSxJQUFJLENBQUMsRUFBRSxTQUFTO0VBRWhDO0VBQ0EsT0FBTztBQUNUO0FBRUEsOEZBQThGLEdBQzlGLE1BQU0sZUFBZTtBQUVyQix5Q0FBeUMsR0FDekMsTUFBTSxnQkFBd0M7RUFDNUMsWUFBWTtFQUNaLGNBQWM7RUFDZCxjQUFjO0VBQ2QscUJBQXFCO0FBQ3ZCO0FBRUEsU0FBUyxLQUFLLEdBQVcsRUFBRSxLQUFtQjtFQUM1QyxJQUFJLFVBQVUsV0FBVyxPQUFPO0VBQ2hDLElBQUksT0FBTyxVQUFVLFlBQVksVUFBVSxJQUFJO0lBQzdDLE1BQU0sSUFBSSxXQUFXLENBQUMsRUFBRSxFQUFFLElBQUksMkJBQTJCLEVBQUUsSUFBSSxDQUFDLEVBQUUsYUFBYSxDQUFDLElBQUksRUFBRTtFQUN4RjtFQUNBLE9BQU87QUFDVDtBQUVBLFNBQVMsTUFDUCxHQUFXLEVBQ1gsS0FBbUIsRUFDbkIsT0FBcUIsRUFDckIsUUFBVztFQUVYLElBQUksVUFBVSxXQUFXLE9BQU87RUFDaEMsSUFBSSxDQUFDLFFBQVEsUUFBUSxDQUFDLFFBQWE7SUFDakMsTUFBTSxJQUFJLFdBQVcsQ0FBQyxFQUFFLEVBQUUsSUFBSSxnQkFBZ0IsRUFBRSxRQUFRLElBQUksQ0FBQyxNQUFNLE9BQU8sRUFBRSxNQUFNLEVBQUUsQ0FBQztFQUN2RjtFQUNBLE9BQU87QUFDVDtBQUVBLFNBQVMsU0FBUyxLQUFtQjtFQUNuQyxJQUFJLFVBQVUsV0FBVyxPQUFPO0VBQ2hDLElBQUksQ0FBQyxXQUFXLFFBQVEsQ0FBQyxRQUFvQjtJQUMzQyxNQUFNLElBQUksV0FBVyxDQUFDLDJCQUEyQixFQUFFLFdBQVcsSUFBSSxDQUFDLE1BQU0sT0FBTyxFQUFFLE1BQU0sRUFBRSxDQUFDO0VBQzdGO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBQ0QsT0FBTyxTQUFTLGlCQUFpQixJQUFZO0VBQzNDLElBQUk7RUFDSixJQUFJO0lBQ0YsT0FBTyxLQUFLLFFBQVEsQ0FBQztFQUN2QixFQUFFLE9BQU8sR0FBRztJQUNWLElBQUksYUFBYSxLQUFLLE1BQU0sQ0FBQyxRQUFRLEVBQUUsT0FBTztJQUM5QyxJQUFJLGFBQWEsS0FBSyxNQUFNLENBQUMsYUFBYSxFQUFFLE9BQU87SUFDbkQsT0FBTyxDQUFDLGdCQUFnQixFQUFFLEFBQUMsRUFBWSxPQUFPLENBQUMsQ0FBQyxDQUFDO0VBQ25EO0VBQ0EsT0FBTyxLQUFLLFdBQVcsR0FBRyxZQUFZO0FBQ3hDIn0=
// denoCacheMetadata=2030885995184972554,125197825136024041