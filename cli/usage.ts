/**
 * The `--help` text, and each mode's part of it (`acp-proxy MODE --help`).
 *
 * @module
 */

import { type Mode, modeTakes } from "./args.ts";

/** Help text printed by `acp-proxy --help`. */
export const USAGE = `acp-proxy: route ACP (Agent Client Protocol) traffic between v1 and v2 peers

Usage:
  acp-proxy [serve] --v1 CMD --v2 CMD [options]     agent router on stdin/stdout (the default)
  acp-proxy connect --v1 CMD --v2 CMD --agent CMD   client router: client programs -> one agent
  acp-proxy trace summary|view FILE [...]           read a --transcript file (see trace --help)
  acp-proxy proxy --v1 CMD --v2 CMD [options]       proxy router for _proxy/initialize chains
  acp-proxy chain [--proxy CMD]... --agent CMD      conductor: proxies in front of an agent, as
                                                    one agent on stdin/stdout
  acp-proxy serve --listen HOST:PORT --v1 CMD ...   serve remote clients at http://HOST:PORT/acp
                                                    (Streamable HTTP and WebSocket)
  acp-proxy probe --agent CMD | --v1 CMD --v2 CMD   start the agent fresh for each check and report
                                                    what it speaks and where it breaks the protocol

Implementations (at least one of --v1/--v2):
  --v1 CMD            command serving ACP v1 (split into words, no shell; quotes work);
                      connect: the client program speaking v1
  --v2 CMD            command serving ACP v2; connect: the client program speaking v2
  --agent CMD         connect: the agent command the client programs talk to;
                      chain: the agent at the end of the chain
  --proxy CMD         chain only, repeatable, in chain order: an ACP proxy (it gets
                      _proxy/initialize and reaches its successor with _proxy/successor)
  --proxy-methods NAMES  chain only: prefixed (default: _proxy/initialize, _proxy/successor)
                      | schema (the draft schema's proxy/initialize, proxy/successor)
  --name NAME         the agent named NAME in the --config file's "agents" table (its v1/v2
                      commands, env and cwd); instead of --v1/--v2 (connect, chain: --agent)
  An agent given as http(s)://HOST:PORT[/PATH] or ws(s)://... is a remote agent, dialled once
  per session (an empty path means /acp); a client program cannot be a URL.
  A proxy (proxy --v1/--v2, chain --proxy) is remote only as ws(s)://: over HTTP the first
  message must be an initialize.

Options:
  --max-frame BYTES   largest frame accepted before selection (default 8388608, 1..1073741824;
                      K/M/G, KiB/MiB/GiB suffixes); chain with proxies: after selection, frames up
                      to this or 64 MiB, whichever is larger; a remote agent's lines: up to this
                      or 16 MiB
  --grace-ms MS       time an agent has to exit after its input closes, and after a signal,
                      before SIGKILL (default 2000, 0..2147483647)
  --init-timeout-ms MS  connect (and --listen): time a client program has to send initialize,
                      and the agent to answer it (default 30000, 1..2147483647)
  --copy              serve/proxy only: copy every byte through the daemon, instead of handing
                      the agent stdout and splicing stdin to it (what Linux does by default when
                      stdio are pipes and the FFI permission is granted)
  --log-level LEVEL   error | warn | info | debug (default warn); info shows the selection
  --log-file PATH     append the daemon's own log lines to PATH instead of stderr
  --log-format FORMAT text | json (one JSON object per log line) (default text)
  --transcript PATH   record every frame as JSON Lines to PATH (mode 0600; a directory: one
                      file per connection); read it with 'acp-proxy trace view|summary'
  --stdout-guard MODE serve/proxy only: pass (default, byte-exact) | divert | drop the agent's
                      stdout lines that are not JSON objects or arrays (divert: to stderr)
  --trace-context     serve/proxy only: add a W3C traceparent to the initialize's _meta when it
                      has none, and give the agent TRACEPARENT
  --remote-token-file FILE  send 'Authorization: Bearer <first line of FILE>' to remote agents

Listener (serve/proxy --listen; one routed agent per remote connection):
  --listen HOST:PORT  serve HTTP and WebSocket at /acp (port 0 picks one; the URL is printed
                      on stderr); loopback only unless --allow-remote and --token-file
  --token-file FILE   every request needs 'Authorization: Bearer <first line of FILE>'
  --allow-remote      allow a --listen host that is not loopback (needs --token-file)
  --allow-origin ORIGIN  a browser origin allowed besides loopback ones (repeatable)
  --allow-host HOST   a Host header name allowed besides loopback and the --listen host
                      (repeatable; guards against DNS rebinding)
  --max-body BYTES    largest POST body or WebSocket message (default 16MiB, 1..1073741824)
  --max-connections N most connections at once; more get 503 (default 64, 1..100000)
  --idle-timeout-ms MS  close an HTTP connection idle this long (default 300000,
                      1..2147483647)
  --max-buffered BYTES  most agent output held for a stream nobody reads, per connection;
                      then the agent is paused (default 64MiB, 1..1073741824)
  --drain-ms MS       after SIGTERM (or SIGHUP; SIGINT stops at once), let live connections go
                      on this long (new ones and /health get 503; a second signal ends them at
                      once) (default 0, 0..2147483647)
  --init-timeout-ms MS  time the agent has to answer a connection's initialize; 504 after
                      (default 30000, 1..2147483647)
  --transcript DIR    with --listen: an existing directory, one file per connection

Probe (acp-proxy probe; exit 0 when no check fails, 1 when one does, 2 usage error):
  --agent CMD         the agent to probe (or --v1/--v2: the pair the agent router runs, and
                      what it would select for v1 and v2 clients)
  --all               probe every agent named in the --config file's "agents" (each row
                      names its agent; --json prints an array of reports)
  --json              print one JSON document instead of the table
  --no-session        skip the session/new check (it may need an account)
  --slow-start-ms MS  warn when initialize is answered this late after spawn (default 2000,
                      1..2147483647)
  --probe-timeout-ms MS  bound of each wait for an answer (default 10000, 1..2147483647)
  --eof-wait-ms MS    time the agent has to exit after stdin EOF (default 3000, 1..2147483647)

General:
  --config FILE       JSONC file with the same keys as these flags (flags win; keys of other
                      modes are left out); --no-copy, --no-trace-context, --no-allow-remote,
                      --no-json and --no-all turn off what the file turns on
  -h, --help          print this help
  -V, --version       print the version

Signals: SIGINT/SIGTERM/SIGHUP reach the agent's process group at once, SIGKILL follows after
--grace-ms; a watchdog ends every agent group if this daemon is killed.

Exit codes: 0 clean end (also when the daemon ended the agent because the client left),
1 runtime failure (agent could not start, oversize first frame, a write error such as a full
disk; --listen: the address cannot be bound), 2 usage error, 128+N after signal N (130, 143,
129), otherwise the agent's own exit code (128+N if it was killed by signal N). connect: the
selected client program's exit code once the session ran; 1 when connecting failed (a client's
bad initialize, the agent ending or not answering within --init-timeout-ms).
`;

/** A flag entry's first line: `  --name ...` (or `  -h, --help`). */
const FLAG_LINE = /^ {2}(?:-[a-zA-Z], )?--([a-z0-9-]+)/;
/** The note on remote agents (two lines), which the probe does not take. */
const REMOTE_NOTE = /^ {2}(An agent given as|per session \(an empty path)/;
/** The note on remote proxies: for proxy and chain only. */
const PROXY_NOTE = /^ {2}(A proxy \(proxy|message must be an initialize)/;
/** A line that goes on with the entry above it. */
const CONTINUED = /^ {5,}/;

/** Where the description of a flag starts (column 22). */
const entry = (flag: string, ...lines: string[]): string[] => [
  `  ${flag.length < 18 ? flag.padEnd(18) : flag}  ${lines[0]}`,
  ...lines.slice(1).map((line) => " ".repeat(22) + line),
];

const servingV1 = entry(
  "--v1 CMD",
  "command serving ACP v1 (split into words, no shell; quotes work)",
);
const servingV2 = entry("--v2 CMD", "command serving ACP v2");
const namedAgent = (instead: string) =>
  entry(
    "--name NAME",
    `the agent named NAME in the --config file's "agents" table (its v1/v2`,
    `commands, env and cwd); instead of ${instead}`,
  );
const maxFrame = entry(
  "--max-frame BYTES",
  "largest frame accepted before selection (default 8388608, 1..1073741824;",
  "K/M/G, KiB/MiB/GiB suffixes)",
);
/** In the modes that dial remote agents (regress90: only the full help said so). */
const maxFrameDialling = entry(
  "--max-frame BYTES",
  "largest frame accepted before selection (default 8388608, 1..1073741824;",
  "K/M/G, KiB/MiB/GiB suffixes); a remote agent's lines: up to this or 16 MiB",
);

/**
 * The entries of the full help that read otherwise in one mode's help, where the full help
 * says what the flag is in each mode: the entry's lines in that mode, or null where the mode
 * describes the flag elsewhere. A mode not named keeps the full help's entry.
 */
const ENTRY_IN: Readonly<Record<string, Partial<Record<Mode, readonly string[] | null>>>> = {
  "v1": {
    serve: servingV1,
    proxy: servingV1,
    probe: servingV1,
    connect: entry(
      "--v1 CMD",
      "the client program speaking v1 (split into words, no shell; quotes work)",
    ),
  },
  "v2": {
    serve: servingV2,
    proxy: servingV2,
    probe: servingV2,
    connect: entry("--v2 CMD", "the client program speaking v2"),
  },
  "agent": {
    connect: entry("--agent CMD", "the agent the client programs talk to"),
    chain: entry("--agent CMD", "the agent at the end of the chain"),
  },
  "name": {
    serve: namedAgent("--v1/--v2"),
    proxy: namedAgent("--v1/--v2"),
    connect: namedAgent("--agent"),
    chain: namedAgent("--agent"),
    probe: namedAgent("--agent or --v1/--v2"),
  },
  "max-frame": {
    serve: maxFrameDialling,
    connect: maxFrameDialling,
    proxy: maxFrameDialling,
    probe: maxFrame,
  },
  // serve and proxy take it with --listen only: the listener's entry says so.
  "init-timeout-ms": {
    serve: null,
    proxy: null,
    connect: entry(
      "--init-timeout-ms MS",
      "time a client program has to send initialize, and the agent to answer",
      "it (default 30000, 1..2147483647)",
    ),
  },
};

/** The heading of the first section, in each mode. */
const COMPONENTS: Readonly<Record<Mode, string>> = {
  serve: "Implementations (at least one of --v1/--v2):",
  proxy: "Implementations (at least one of --v1/--v2):",
  connect: "Client programs and agent (at least one of --v1/--v2, and --agent):",
  chain: "Components:",
  probe: "Implementations (instead of --agent: at least one of --v1/--v2):",
};

/** The paragraphs of the full help that read otherwise in one mode's help. */
const PARAGRAPH_IN: Readonly<Partial<Record<Mode, Readonly<Record<string, string>>>>> = {
  connect: {
    "Exit codes":
      `Exit codes: the selected client program's own exit code once the session ran; 1 when
connecting failed (a client's bad initialize, the agent ending or not answering within
--init-timeout-ms, the agent could not start); 2 usage error; 128+N after signal N (130, 143,
129).`,
  },
  chain: {
    "Exit codes":
      `Exit codes: 0 when the client left (the agent's own code when it then exited by itself
non-zero), the agent's own exit code when the agent ended the chain (1 when that was 0 and a
proxy then exited non-zero), 1 when a proxy ended it, a component could not start, the chain's
initialize was refused or a write failed (a full disk), 2 usage error, 128+N after signal N
(130, 143, 129).`,
  },
  probe: {
    "Signals":
      `Signals: SIGINT/SIGTERM/SIGHUP stop the running check (the agent's process group gets SIGTERM,
then SIGKILL 300 ms later), and the probe exits 128+N.`,
  },
};

/** The full help's exit codes up to the part that is connect's. */
const CONNECT_EXIT_CODES = / connect: the\s+selected client program's[^]*$/;

/**
 * The help of one mode: its usage lines, the flags it takes (from {@linkcode USAGE}, so the
 * two never disagree, each described as it is in that mode), the listener's flags for `serve`
 * and `proxy`, the probe's for `probe`, and the general part.
 *
 * @param mode The mode.
 * @returns The text, ending with LF.
 *
 * @example
 * ```ts
 * import { usageFor } from "./usage.ts";
 * console.log(usageFor("probe").includes("--no-session")); // true
 * ```
 */
export function usageFor(mode: Mode): string {
  const paragraphs = USAGE.trimEnd().split("\n\n").filter((paragraph) =>
    !(paragraph.startsWith("Listener") && mode !== "serve" && mode !== "proxy") &&
    !(paragraph.startsWith("Probe") && mode !== "probe") &&
    !(paragraph.startsWith("Exit codes") && mode === "probe") // the probe's own are above
  );
  // The probe's own section describes its --agent: the connect/chain line goes.
  const probeOwn = new Set(
    mode !== "probe" ? [] : [...(paragraphs.find((p) => p.startsWith("Probe")) ?? "")
      .matchAll(new RegExp(FLAG_LINE.source, "gm"))].map((m) => m[1]),
  );
  const kept: string[] = [];
  for (const paragraph of paragraphs) {
    const [head, ...rest] = paragraph.split("\n");
    const own = head.startsWith("Probe");
    if (head === "Usage:") {
      const mine = mode === "serve"
        ? /acp-proxy (\[serve\]|serve) /
        : new RegExp(`acp-proxy ${mode} `);
      kept.push([head, ...entries(rest, (line) => mine.test(line))].join("\n"));
      continue;
    }
    const name = /^[A-Z][a-z ]+(?=:)/.exec(head)?.[0] ?? head;
    const instead = PARAGRAPH_IN[mode]?.[name];
    if (instead !== undefined) {
      kept.push(instead);
      continue;
    }
    if (name === "Exit codes") {
      kept.push(paragraph.replace(CONNECT_EXIT_CODES, ""));
      continue;
    }
    const lines = entries(rest, (line) => {
      // The probe starts agent commands only: no remote agents.
      if (mode === "probe" && REMOTE_NOTE.test(line)) return false;
      if (mode !== "proxy" && mode !== "chain" && PROXY_NOTE.test(line)) return false;
      const flag = FLAG_LINE.exec(line);
      return flag === null || (modeTakes(flag[1], mode) && (own || !probeOwn.has(flag[1])));
    }, (lines) => {
      const flag = FLAG_LINE.exec(lines[0])?.[1];
      if (flag === "config") return configEntry(mode);
      // The listener's and the probe's sections describe their flags in their mode already.
      const instead = flag === undefined || own || head.startsWith("Listener")
        ? undefined
        : ENTRY_IN[flag]?.[mode];
      if (instead !== undefined) return instead ?? [];
      // In its own help a mode's flags need no "serve/proxy only:" or "chain only,": the
      // description goes without it, wrapped again.
      const only = /^( {2}--\S+(?: [A-Z]+)? +)(?:serve\/proxy|chain) only[:,] (.*)$/.exec(lines[0]);
      if (only === null) return lines;
      const text = [only[2], ...lines.slice(1).map((line) => line.trim())].join(" ");
      const [first, ...more] = wrap(text, 100 - 22, 100 - only[1].length);
      return [only[1] + first, ...more.map((line) => " ".repeat(22) + line)];
    }).map((line) =>
      mode === "connect" ? line : line.replace(/; a client program cannot be a URL\.$/, ".")
    );
    // A section of flags left with none of this mode goes too (Signals, Exit codes stay).
    const flags = (text: string) => FLAG_LINE.test(text);
    if (rest.some(flags) && !lines.some(flags)) continue;
    kept.push([head.startsWith("Implementations") ? COMPONENTS[mode] : head, ...lines].join("\n"));
  }
  return `${
    kept.join("\n\n")
  }\n\nThis is the help of ${mode}; 'acp-proxy --help' has every mode.\n`;
}

/** The booleans a config file may turn on that `--no-NAME` turns off. */
const NEGATABLE = ["copy", "trace-context", "allow-remote", "json", "all"] as const;

/** The `--config` entry of one mode: it names only the `--no-NAME` flags the mode takes. */
function configEntry(mode: Mode): string[] {
  const off = NEGATABLE.filter((flag) => modeTakes(flag, mode)).map((flag) => `--no-${flag}`);
  const head = [
    "JSONC file with the same keys as these flags (flags win; keys of other",
    "modes are left out)",
  ];
  if (off.length === 0) return entry("--config FILE", ...head);
  const list = off.length === 1
    ? off[0]
    : `${off.slice(0, -1).join(", ")} and ${off[off.length - 1]}`;
  const rest = `${head[1]}; ${list} turn${off.length === 1 ? "s" : ""} off what the file turns on`;
  return entry("--config FILE", head[0], ...wrap(rest, 100 - 22));
}

/** `text` in lines of at most `width` columns (the first `firstWidth`), broken at spaces. */
function wrap(text: string, width: number, firstWidth: number = width): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const room = lines.length === 0 ? firstWidth : width;
    if (line !== "" && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return line === "" ? lines : [...lines, line];
}

/**
 * The lines of the entries `keep` accepts, each with the lines that continue it, as `as`
 * gives them.
 */
function entries(
  lines: string[],
  keep: (first: string) => boolean,
  as: (entry: string[]) => readonly string[] = (entry) => entry,
): string[] {
  const out: string[] = [];
  let current: string[] | null = null;
  const flush = () => {
    if (current !== null) out.push(...as(current));
    current = null;
  };
  for (const line of lines) {
    if (!CONTINUED.test(line)) {
      flush();
      if (keep(line)) current = [line];
    } else if (current !== null) current.push(line);
  }
  flush();
  return out;
}
