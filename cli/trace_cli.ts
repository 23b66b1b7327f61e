/**
 * `acp-proxy trace`: reading transcripts.
 *
 * - `trace summary PATH [--json]` prints counts per method and direction, sessions, errors,
 *   latency percentiles, duration, bytes, dropped events and skipped lines (definitions in
 *   `observation/trace_summary.ts`); `--json` prints the same as one JSON object.
 * - `trace view PATH [--port N]` serves the sequence-diagram viewer on 127.0.0.1 (port 0,
 *   the default, picks a free one), prints `acp-proxy: trace viewer on URL` to stdout,
 *   opens no browser, and runs until SIGINT, SIGTERM or SIGHUP.
 *
 * Exit codes: 0 done (and a viewer stopped by SIGINT/SIGTERM/SIGHUP); 2 a usage error, a bad flag
 * value (the message names the flag), a missing file or a path that is no transcript file (a
 * directory); 1 any other I/O error (no permission, a port in use). Errors are one line on stderr.
 *
 * @module
 */

import { writeText } from "./output_text.ts";
import { nearestName } from "./nearest_name.ts";
import { safeJson, safeLine } from "../log/logger.ts";
import { isReadFailure } from "../observation/trace_file.ts";
import {
  formatSummary,
  summarizeTranscriptFile,
  summarizeTranscriptStream,
  type TraceSummary,
} from "../observation/trace_summary.ts";

/** The `trace --help` text. */
export const TRACE_USAGE =
  `acp-proxy trace: read a transcript (JSON Lines of frame and proxy events)

Usage:
  acp-proxy trace summary PATH [--json]   counts per method and direction, sessions, errors,
                                          latency (p50/p95/max ms), duration, bytes, dropped;
                                          PATH may be a pipe, or - for stdin
  acp-proxy trace view PATH [--port N]    serve a live sequence-diagram viewer on 127.0.0.1
                                          (port 0, the default, picks one); prints its URL;
                                          runs until SIGINT, SIGTERM or SIGHUP

Options:
  --json              summary: print one JSON object instead of a table
  --port N            view: TCP port on 127.0.0.1, 0..65535 (default 0)
  -h, --help          print this help
  -V, --version       print the version

Lines that are not a JSON object are skipped and counted. A request and a response pair up
when the response goes the reverse way with the same id text, or else (no open request has
that text) the same value, as the daemon takes it (1.0 and 1 pair; "1" and 1 do not), or is
acp-proxy's own answer to a request that went on to a party that never answered; a response
with id null answers a line whose id could not be read (not JSON, an invalid request), and one
the reverse way of an invalid event with its id answers that: neither is unmatched. bytes: each
frame's size in compact JSON-RPC form rebuilt from the event's exact member texts, plus the
raw text of non_json events.

Exit codes: 0 done (also a viewer stopped by SIGINT, SIGTERM or SIGHUP), 2 usage error, a
missing file or a directory, 1 other I/O error.
`;

/** Where {@linkcode runTrace} reads and writes; the process's stdio by default. */
export interface TraceCliIo {
  /** What `trace summary -` reads. */
  stdin?: ReadableStream<Uint8Array>;
  /** Output (the summary, the viewer's URL). */
  stdout?: { write(p: Uint8Array): Promise<number> };
  /** One-line errors. */
  stderr?: { write(p: Uint8Array): Promise<number> };
  /** Stops a viewer, as SIGINT, SIGTERM and SIGHUP do (for callers that run it in-process). */
  signal?: AbortSignal;
}

/** A mistake on the command line; its line ends with {@linkcode HELP_TAIL}. */
class UsageError extends Error {}

/** What every usage error line ends with, as the other modes' do. */
const HELP_TAIL = "; run 'acp-proxy trace --help' for usage";

const STOP_SIGNALS: readonly Deno.Signal[] = ["SIGINT", "SIGTERM", "SIGHUP"];

interface Parsed {
  path: string;
  flags: Map<string, string | true>;
}

/** Each trace command's own flags, by the command that takes them. */
const OTHER_COMMANDS_FLAG: Record<string, string> = { "--json": "summary", "--port": "view" };

/**
 * Splits `args` into one PATH and flags. `--flag value` and `--flag=value` both work for
 * flags taking a value; `--` ends the flags.
 */
function parseArgs(
  command: string,
  args: string[],
  known: Record<string, "value" | "switch">,
): Parsed {
  const flags = new Map<string, string | true>();
  const paths: string[] = [];
  let onlyPaths = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (onlyPaths || !arg.startsWith("-") || arg === "-") {
      paths.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyPaths = true;
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq < 0 ? arg : arg.slice(0, eq);
    const kind = known[name];
    if (kind === undefined) {
      // The other command's flag is said as such.
      const other = OTHER_COMMANDS_FLAG[name];
      if (other !== undefined && other !== command) {
        throw new UsageError(`trace ${command}: ${name} is for trace ${other} only; remove it`);
      }
      // A near miss is said with the one it meant, as the other modes' flags are.
      const meant = name.startsWith("--") && !name.startsWith("---")
        ? nearestName(name.slice(2), Object.keys(known).map((flag) => flag.slice(2)))
        : undefined;
      throw new UsageError(
        `trace ${command}: unknown flag ${name}` +
          (meant === undefined ? "" : ` (did you mean --${meant}?)`),
      );
    }
    if (flags.has(name)) {
      throw new UsageError(`trace ${command}: ${name} is given twice; give it once`);
    }
    if (kind === "switch") {
      if (eq >= 0) throw new UsageError(`trace ${command}: ${name} takes no value`);
      flags.set(name, true);
    } else if (eq >= 0) flags.set(name, arg.slice(eq + 1));
    else if (i + 1 < args.length) flags.set(name, args[++i]);
    else throw new UsageError(`trace ${command}: ${name} needs a value`);
  }
  if (paths.length === 0) throw new UsageError(`trace ${command}: missing PATH (the transcript)`);
  if (paths.length > 1) {
    throw new UsageError(`trace ${command}: one PATH only (also got ${JSON.stringify(paths[1])})`);
  }
  return { path: paths[0], flags };
}

function parsePort(value: string): number {
  if (!/^[0-9]{1,5}$/.test(value) || Number(value) > 65535) {
    throw new UsageError(
      `trace view: --port must be an integer from 0 to 65535 (got ${JSON.stringify(value)})`,
    );
  }
  return Number(value);
}

/**
 * What `read` gives for the file, or an error line and exit code (2 a missing file or one that
 * is not a file, 1 another I/O error). With `streams`, a pipe or other non-directory (and `-`)
 * is read too.
 */
async function load<T>(
  command: string,
  path: string,
  read: (path: string) => Promise<T>,
  streams = false,
): Promise<T | { code: number; message: string }> {
  try {
    if (streams && path === "-") return await read(path);
    if (path === "-") {
      return {
        code: 2,
        message: `trace ${command}: - (standard input) cannot be watched as it grows; give ` +
          `the transcript file's path (trace summary reads standard input)`,
      };
    }
    const info = await Deno.stat(path);
    if (info.isDirectory) {
      return {
        code: 2,
        message: `trace ${command}: ${path} is a directory; give one file of it ` +
          `(--transcript DIR writes one per connection)`,
      };
    }
    if (!streams && info.isFifo) {
      return {
        code: 2,
        message: `trace ${command}: ${path} is a FIFO, which cannot be watched as it grows; ` +
          `give the transcript file (trace summary reads a FIFO)`,
      };
    }
    // A device never ends (`/dev/zero` read for ever); a socket is no file either.
    if ((!streams && !info.isFile) || info.isSocket || info.isCharDevice || info.isBlockDevice) {
      return {
        code: 2,
        message: `trace ${command}: ${path} is not a file; give a transcript file`,
      };
    }
    return await read(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      return {
        code: 2,
        message: `trace ${command}: no such file: ${path}; give the file a --transcript ` +
          `PATH wrote (with --listen: one file of its directory)`,
      };
    }
    if (!isReadFailure(e)) throw e; // a defect, not the file: fail loudly with its stack
    return { code: 1, message: `trace ${command}: cannot read ${path}: ${(e as Error).message}` };
  }
}

async function summary(args: string[], io: Required<Omit<TraceCliIo, "signal">>): Promise<number> {
  const { path, flags } = parseArgs("summary", args, { "--json": "switch" });
  const result: TraceSummary | { code: number; message: string } = await load(
    "summary",
    path,
    (path) => path === "-" ? summarizeTranscriptStream(io.stdin) : summarizeTranscriptFile(path),
    true,
  );
  if ("code" in result) {
    await writeText(io.stderr, `acp-proxy: ${safeLine(result.message)}\n`);
    return result.code;
  }
  const text = flags.has("--json")
    ? safeJson(JSON.stringify(result, null, 2)) + "\n"
    : formatSummary(result, path);
  await writeText(io.stdout, text);
  return 0;
}

async function view(
  args: string[],
  io: Required<Omit<TraceCliIo, "signal">>,
  signal?: AbortSignal,
): Promise<number> {
  const { path, flags } = parseArgs("view", args, { "--port": "value" });
  const portFlag = flags.get("--port");
  const port = typeof portFlag === "string" ? parsePort(portFlag) : 0;
  const readable = await load("view", path, async (path) => (await Deno.open(path)).close());
  if (readable !== undefined) {
    await writeText(io.stderr, `acp-proxy: ${safeLine(readable.message)}\n`);
    return readable.code;
  }
  const { serveTraceViewer } = await import("../observation/trace_viewer.ts");
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  for (const s of STOP_SIGNALS) Deno.addSignalListener(s, onSignal);
  signal?.addEventListener("abort", onSignal, { once: true });
  try {
    let viewer;
    try {
      viewer = serveTraceViewer({ path, port, signal: stop.signal });
    } catch (e) {
      await writeText(
        io.stderr,
        `acp-proxy: trace view: cannot listen on 127.0.0.1:${port}: ${(e as Error).message}; ` +
          `give another --port (or none: a free one is picked)\n`,
      );
      return 1;
    }
    await writeText(io.stdout, `acp-proxy: trace viewer on ${viewer.url}\n`);
    if (signal?.aborted) stop.abort();
    await viewer.finished;
    return 0;
  } finally {
    for (const s of STOP_SIGNALS) Deno.removeSignalListener(s, onSignal);
    signal?.removeEventListener("abort", onSignal);
  }
}

/**
 * Runs `acp-proxy trace ...`.
 *
 * @param argv The arguments after `trace` (`["summary", PATH, "--json"]`).
 * @param io Where to write, and a signal that stops a viewer (defaults: the process's stdout
 *   and stderr; SIGINT, SIGTERM and SIGHUP always stop a viewer).
 * @returns The exit code: 0 done, 2 usage error, a missing file or a directory, 1 other I/O
 *   error.
 *
 * @example Summarize a transcript as JSON
 * ```ts ignore
 * import { runTrace } from "./trace_cli.ts";
 * Deno.exitCode = await runTrace(["summary", "session.trace.jsonl", "--json"]);
 * ```
 */
export async function runTrace(argv: string[], io: TraceCliIo = {}): Promise<number> {
  const out = {
    stdout: io.stdout ?? Deno.stdout,
    stderr: io.stderr ?? Deno.stderr,
    stdin: io.stdin ?? Deno.stdin.readable,
  };
  const [command, ...args] = argv;
  try {
    if (command === "-h" || command === "--help" || command === "help") {
      await writeText(out.stdout, TRACE_USAGE);
      return 0;
    }
    // Before `--` only: after it, `-h` is a file's name.
    const flags = args.includes("--") ? args.slice(0, args.indexOf("--")) : args;
    if (flags.includes("-h") || flags.includes("--help")) {
      await writeText(out.stdout, TRACE_USAGE);
      return 0;
    }
    if (command === "summary") return await summary(args, out);
    if (command === "view") return await view(args, out, io.signal);
    const named = args.find((a) => a === "summary" || a === "view");
    throw new UsageError(
      command === undefined
        ? "trace: missing command (summary or view)"
        : command.startsWith("-") && named !== undefined
        ? `trace: the command comes before its options: acp-proxy trace ${named} ${command} \u2026`
        : `trace: unknown command ${JSON.stringify(command)} (` +
          (nearestName(command, ["summary", "view"]) === undefined
            ? "summary or view)"
            : `did you mean ${nearestName(command, ["summary", "view"])}?)`),
    );
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    await writeText(out.stderr, `acp-proxy: ${safeLine(e.message)}${HELP_TAIL}\n`);
    return 2;
  }
}
