/**
 * The daemon's own files, opened only when asked for: `--log-file` (appended to) and
 * `--transcript` (one file, or one per connection in a directory). Each is checked before the
 * session starts, and a path that cannot be used is a usage error (exit 2) that says why.
 *
 * @module
 */

import { fileEndsMidLine, wholeLines } from "../log/whole_lines.ts";
import { aboutSetting, type CliConfig, directoryProblem } from "./args.ts";
import { type Logger, logLine, stderrLogger } from "../log/logger.ts";
import { settlesWithin } from "../async/settles_within.ts";
import type { TranscriptRecorder } from "../observation/transcript_recorder.ts";
import type { TranscriptOpener } from "./listen.ts";
import { refuse, writeAll, writeText } from "./output_text.ts";
import { tildeHint } from "./small_file.ts";
import { isCharDevice, isStandardStream, sameFile } from "./same_file.ts";

/** How long `--log-file` may take to open (a FIFO waits for its reader). */
const LOG_OPEN_MS = 5_000;

/**
 * The logger appending to `--log-file` `path`, with the file (to close at exit), or 2 when it
 * cannot be used (the daemon's stdout, a FIFO with no reader, no permission).
 *
 * @param config The command line.
 * @param path The `--log-file` value.
 * @returns The logger, its file and whether that file is also stderr, or the exit code 2.
 */
export async function openLogFile(
  config: CliConfig,
  path: string,
): Promise<{ log: Logger; file: Deno.FsFile; isStderr: boolean } | number> {
  if (carriesMessages(config) && isStdout(path)) {
    return await refuse(
      aboutSetting(
        config,
        "log-file",
        `--log-file ${path} is the daemon's stdout, which carries the agent's messages to the ` +
          `client; give another file, or leave --log-file out to log on stderr; run 'acp-proxy ` +
          `--help' for usage`,
      ),
      config.logFormat,
    );
  }
  if (carriesMessages(config) && isStdin(path)) {
    return await refuse(
      aboutSetting(
        config,
        "log-file",
        `--log-file ${path} is the daemon's stdin, which carries the client's messages (its ` +
          `lines would be read back as the client's); give another file; run 'acp-proxy ` +
          `--help' for usage`,
      ),
      config.logFormat,
    );
  }
  const readFile = readFileNamed(config, path);
  if (readFile !== undefined) {
    return await refuse(
      aboutSetting(
        config,
        "log-file",
        `--log-file ${path} is ${readFile}, which its lines would spoil; give another file; ` +
          `run 'acp-proxy --help' for usage`,
      ),
      config.logFormat,
    );
  }
  let file: Deno.FsFile;
  try {
    // Opening a FIFO for writing waits for its reader: bounded, or the daemon never starts.
    const opening = Deno.open(path, { append: true, create: true, mode: 0o600 });
    if (!await settlesWithin(opening, LOG_OPEN_MS)) {
      opening.then((late) => late.close(), () => {});
      return await refuse(
        aboutSetting(
          config,
          "log-file",
          `--log-file ${path} could not be opened within ${LOG_OPEN_MS} ms (a FIFO ` +
            `with no reader?); start its reader first, or give a regular file; run 'acp-proxy ` +
            `--help' for usage`,
        ),
        config.logFormat,
      );
    }
    file = await opening;
  } catch (e) {
    return await refuse(
      aboutSetting(
        config,
        "log-file",
        `cannot open --log-file ${path}: ${(e as Error).message}` +
          (e instanceof Deno.errors.NotFound || e instanceof Deno.errors.NotADirectory
            ? tildeHint(path)
            : "") +
          `; give a writable file path; run 'acp-proxy --help' for usage`,
      ),
      config.logFormat,
    );
  }
  let failing = false;
  // A regular file is written at once: it never waits for a reader, so a burst of lines
  // (several daemons sharing the file, a busy machine) is not dropped for want of a turn.
  const regular = await file.stat().then((info) => info.isFile, () => false);
  // Said once per run of failures, on stderr (the log itself cannot say it); the logger
  // drops the lines that could not be written.
  const failed = async (e: unknown): Promise<never> => {
    if (!failing) {
      failing = true;
      const message = `writing --log-file ${path} failed: ${(e as Error).message}; ` +
        `log lines are dropped while it fails`;
      await writeText(Deno.stderr, logLine("error", message, config.logFormat))
        .catch(() => {}); // stderr gone too: nowhere left to say it
    }
    throw e;
  };
  // A line a full disk cut short (in this run or an earlier one) stays on a line of its own:
  // the next line starts whole.
  const writeLine = wholeLines(file, regular && fileEndsMidLine(path));
  // A regular file is written before the call returns (the logger then queues nothing); a
  // FIFO asynchronously.
  const write = (bytes: Uint8Array): Promise<void> | void => {
    if (!regular) {
      return writeAll(file, bytes).then(() => {
        failing = false; // a FIFO that has a reader again
      }, failed);
    }
    try {
      writeLine(bytes);
      failing = false; // a disk with room again
    } catch (e) {
      return failed(e);
    }
  };
  // The file may be stderr itself (`2>>file`, `/dev/stderr`): said there once, not twice.
  const isStderr = sameFile(path, "/dev/stderr");
  return { log: stderrLogger(config.logLevel, write, config.logFormat), file, isStderr };
}

/**
 * The `--transcript` recorder; a directory gets one file per connection, named by UTC time
 * and pid. 2 for a path that cannot be used.
 *
 * @param config The command line.
 * @param given The `--transcript` value.
 * @param log Where the recorder's failure is said.
 * @returns The recorder, or the exit code 2.
 */
export async function openTranscript(
  config: CliConfig,
  given: string,
  log: Logger,
): Promise<TranscriptRecorder | number> {
  let path = given;
  const refuseWith = (why: string) =>
    refuse(
      aboutSetting(
        config,
        "transcript",
        `--transcript ${given}: ${why}; ` +
          `give a writable file path in an existing directory, or a directory; ` +
          `run 'acp-proxy --help' for usage`,
      ),
      config.logFormat,
    );
  let inDirectory = false;
  try {
    if (Deno.statSync(path).isDirectory) {
      inDirectory = true;
      path = `${path}/${transcriptName()}`;
    }
  } catch (e) {
    // Not a directory on the way, a loop of links, a name too long, no permission: the path
    // cannot be used, which is the user's to fix, like a missing directory.
    if (!(e instanceof Deno.errors.NotFound)) {
      return await refuseWith((e as Error).message + tildeHint(path));
    }
    const parent = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) || "/" : ".";
    let parentIsDir = false;
    try {
      parentIsDir = Deno.statSync(parent).isDirectory;
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) {
        return await refuseWith((e as Error).message + tildeHint(path));
      }
    }
    if (!parentIsDir) return await refuseWith(`no such directory ${parent}${tildeHint(path)}`);
  }
  if (!inDirectory && carriesMessages(config) && isStdout(path)) {
    return await refuseWith("it is the daemon's stdout, which carries the agent's messages");
  }
  if (!inDirectory && carriesMessages(config) && isStdin(path)) {
    return await refuseWith(
      "it is the daemon's stdin, which carries the client's messages (truncating it loses " +
        "them, and its events would be read back as the client's)",
    );
  }
  const readFile = inDirectory ? undefined : readFileNamed(config, path);
  if (readFile !== undefined) return await refuseWith(`it is ${readFile}, which it would replace`);
  if (
    !inDirectory && config.logFile !== undefined && !isCharDevice(path) &&
    sameFile(path, config.logFile)
  ) {
    // A file or FIFO both write to would mix events and log lines; /dev/null takes both.
    return await refuseWith(
      config.fileOrigins?.["log-file"] === undefined
        ? "it is the --log-file too"
        : `it is the "log-file" of ${config.fileOrigins["log-file"]} too`,
    );
  }
  if (!inDirectory && isRegularFile(path) && isStandardStream(path, "/dev/stderr")) {
    // A file opened again has its own offset: events and the lines written to stderr (the
    // agent's, and the daemon's own without --log-file) would overwrite each other, or land
    // among the events (a pipe or socket takes both, in the order they are written).
    return await refuseWith(
      config.logFile === undefined
        ? "it is the daemon's stderr, where its log lines and the agent's stderr go"
        : "it is the daemon's stderr, where the agent's stderr goes (--log-file takes only " +
          "the daemon's own lines)",
    );
  }
  const unwritable = inDirectory ? directoryWriteProblem(given) : writeProblem(path);
  if (unwritable !== undefined) return await refuseWith(`it cannot be written (${unwritable})`);
  if (!inDirectory) privateFile(path, log);
  const { startTranscript } = await import("../observation/transcript_recorder.ts");
  log.info(`recording the transcript to ${path}`);
  return await startTranscript(path, {
    onFailure: (message) => log.error(message),
    // A made-up name in a directory others may write to: never an existing file or link.
    createNew: inDirectory,
  });
}

/**
 * Which file the daemon reads `path` is (its config file, a token file), as the message names
 * it; `undefined` when none. Written to, the file would be lost (a transcript truncates it) or
 * spoilt (a log appends to it), and the next start would fail on it.
 */
function readFileNamed(config: CliConfig, path: string): string | undefined {
  const named = (key: "token-file" | "remote-token-file") =>
    config.fileOrigins?.[key] === undefined
      ? `the --${key}`
      : `the "${key}" of ${config.fileOrigins[key]}`;
  // /dev/null takes anything, as it gives a config or token nothing.
  if (isCharDevice(path)) return undefined;
  const read: [string | undefined, string][] = [
    [config.configFile, "the --config file"],
    [config.listen?.tokenFile, named("token-file")],
    [config.remoteTokenFile, named("remote-token-file")],
  ];
  return read.find(([file]) => file !== undefined && sameFile(path, file))?.[1];
}

/** Whether the daemon's stdout is the client's input (serve and proxy on stdio, chain). */
function carriesMessages(config: CliConfig): boolean {
  return config.listen === undefined &&
    (config.mode === "serve" || config.mode === "proxy" || config.mode === "chain");
}

/**
 * Whether `path` is the file, pipe or socket the daemon's stdout is (`/dev/stdout`, or its
 * name): a log there would go into the client's messages.
 */
function isStdout(path: string): boolean {
  return isStandardStream(path, "/dev/stdout");
}

/**
 * Whether `path` is the file, pipe or socket the daemon's stdin is (`/dev/stdin`, or its
 * name): written to, it would be read back as the client's messages.
 */
function isStdin(path: string): boolean {
  return isStandardStream(path, "/dev/stdin");
}

/** Whether `path` is an existing regular file. */
function isRegularFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/**
 * Why no file can be created in `dir` (no permission, a read-only file system), found now by
 * creating and removing one; `undefined` when it can.
 */
function directoryWriteProblem(dir: string): string | undefined {
  try {
    Deno.removeSync(Deno.makeTempFileSync({ dir, prefix: ".acp-proxy-check-" }));
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

/**
 * An existing regular transcript file that others may read is made private (0600), as a new
 * one is created: it carries source code and secrets. Said when that cannot be done.
 */
function privateFile(path: string, log: Logger): void {
  try {
    const { isFile, mode } = Deno.statSync(path);
    if (isFile && mode !== null && (mode & 0o077) !== 0) Deno.chmodSync(path, 0o600);
  } catch (e) {
    log.warn(
      `the transcript ${path} may be readable by others and could not be made private ` +
        `(${(e as Error).message}); chmod 600 it`,
    );
  }
}

/**
 * Why the transcript file cannot be written (no permission, a read-only file system), found
 * now rather than by the recorder once the session runs; `undefined` when it can be, or when
 * it is a FIFO or another special file, which is not opened here (opening a FIFO waits for
 * its reader; the recorder bounds that).
 */
function writeProblem(path: string): string | undefined {
  try {
    if (!Deno.statSync(path).isFile) return undefined;
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) return (e as Error).message;
  }
  try {
    Deno.openSync(path, { append: true, create: true, mode: 0o600 }).close();
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

/** `20261130T153000.123Z-4242.jsonl`: sortable, and unique per daemon. */
function transcriptName(): string {
  const stamp = new Date().toISOString().replaceAll("-", "").replaceAll(":", "");
  return `${stamp}-${Deno.pid}.jsonl`;
}

/**
 * Opens a transcript per remote connection (`--transcript DIR` with `--listen`): files named
 * by UTC time, pid and connection id. 2 when the path is not a directory.
 *
 * @param config The command line.
 * @param dir The `--transcript` value.
 * @param log Where a recorder's failure is said.
 * @returns The opener, or the exit code 2.
 */
export async function transcriptOpener(
  config: CliConfig,
  dir: string,
  log: Logger,
): Promise<TranscriptOpener | number> {
  let problem = directoryProblem(dir);
  const unwritable = problem === undefined ? directoryWriteProblem(dir) : undefined;
  if (unwritable !== undefined) problem = `cannot be written (${unwritable})`;
  if (problem !== undefined) {
    return await refuse(
      aboutSetting(
        config,
        "transcript",
        `--transcript ${dir} ${problem}; with --listen it must be an existing ` +
          `directory (one file per connection); run 'acp-proxy --help' for usage`,
      ),
      config.logFormat,
    );
  }
  const { startTranscript } = await import("../observation/transcript_recorder.ts");
  log.info(`recording one transcript per connection in ${dir}`);
  return async (connectionId) => {
    const name = transcriptName().replace(/\.jsonl$/, `-${connectionId.slice(0, 12)}.jsonl`);
    const recorder = await startTranscript(`${dir}/${name}`, {
      // Every line about one connection names it (README), its recorder's failure too.
      onFailure: (message) => log.error(`connection ${connectionId}: ${message}`),
      createNew: true, // never an existing file or link of that name
    });
    // Its end is said as the stdio daemon's is, naming the connection.
    const close = recorder.close.bind(recorder);
    recorder.close = async () => {
      const dropped = await close();
      const warning = transcriptEndWarning(dropped, recorder.failed, recorder.opened);
      if (warning !== undefined) log.warn(`connection ${connectionId}: ${warning}`);
      return dropped;
    };
    return recorder;
  };
}

/**
 * What to say when a transcript ended incomplete, or undefined when it did not.
 *
 * @param dropped What the recorder's `close` gave: events dropped, or -1 when not completed.
 * @param failed Whether the recorder failed (its failure was said already).
 * @param opened Whether the file was ever opened (a FIFO nobody opened: nothing was written).
 * @returns The warning.
 */
export function transcriptEndWarning(
  dropped: number,
  failed: boolean,
  opened: boolean,
): string | undefined {
  if (dropped > 0) {
    return `the transcript dropped ${dropped} event${
      dropped === 1 ? "" : "s"
    } (the recorder fell behind, or a frame was ` +
      `larger than the 32 MiB a transcript holds at once)`;
  }
  if (dropped < 0 && !failed && !opened) {
    return "nothing was recorded: the transcript was never opened for writing (a FIFO that " +
      "no reader opened?); start its reader before the session ends, or give a regular file";
  }
  if (dropped < 0 && !failed) {
    return "the transcript could not be completed in time: writing it did not finish (a FIFO " +
      "nobody reads, or a stalled disk?); its last events are missing";
  }
  return undefined;
}
