/**
 * Leveled one-line logging to stderr.
 *
 * @module
 */

import { writeAll } from "../async/write_all.ts";
import { shownValue } from "./shown_value.ts";

/**
 * Log levels, most severe first.
 *
 * @example Check a level given as text
 * ```ts
 * import { LOG_LEVELS, type LogLevel, stderrLogger } from "../mod.ts";
 * function parseLevel(text: string): LogLevel {
 *   const level = LOG_LEVELS.find((l) => l === text);
 *   if (!level) throw new RangeError(`log level must be one of: ${LOG_LEVELS.join(", ")}`);
 *   return level;
 * }
 * const log = stderrLogger(parseLevel("info"));
 * ```
 */
export const LOG_LEVELS = ["error", "warn", "info", "debug"] as const;

/** One of {@linkcode LOG_LEVELS}. */
export type LogLevel = typeof LOG_LEVELS[number];

/** Where routers and transports report what they do. Each call is one line. */
export interface Logger {
  /** Something failed. */
  error(message: string): void;
  /** Something is off but work goes on. */
  warn(message: string): void;
  /** A notable step (selection, start, exit). */
  info(message: string): void;
  /** Detail for troubleshooting. */
  debug(message: string): void;
  /**
   * Resolves once lines logged so far are written (or given up on); optional. It waits on
   * the sink for as long as that takes: a stderr nobody reads holds it, so bound it (race it
   * with a timer) where that may be so.
   */
  flush?(): Promise<void>;
}

/**
 * Whether `value` has a logger's four functions (`error`, `warn`, `info`, `debug`): what every
 * `logger` option is checked with.
 *
 * @param value A caller's logger option.
 * @returns True when it has the four functions.
 *
 * @example
 * ```ts
 * import { isLogger } from "./logger.ts";
 * console.log(isLogger(console)); // true
 * console.log(isLogger({})); // false
 * ```
 */
export function isLogger(value: unknown): boolean {
  const logger = value as Record<string, unknown> | null | undefined;
  return LOG_LEVELS.every((m) => typeof logger?.[m] === "function");
}

const noop = (): void => {};

/**
 * A logger that drops everything: the library default.
 *
 * @example Keep a router quiet unless debugging
 * ```ts
 * import { AgentRouter, command, silentLogger, stderrLogger } from "../mod.ts";
 * const debug = false;
 * const router = new AgentRouter({
 *   v1: command("my-agent --stdio"),
 *   logger: debug ? stderrLogger("debug") : silentLogger,
 * });
 * ```
 */
export const silentLogger: Logger = { error: noop, warn: noop, info: noop, debug: noop };

/** How a log line is written: `text` (`acp-proxy: LEVEL: message`) or `json` (`{"level","msg"}`). */
export type LogFormat = "text" | "json";

/** Most log lines waiting for stderr at once; more are dropped (and counted) until it drains. */
export const MAX_PENDING_LOG_LINES = 256;

/**
 * Longest message a log line carries, in UTF-16 units; the rest is cut and counted. A message
 * may quote what a peer sent (an id, a method), and a peer chooses its length.
 */
export const MAX_LOG_MESSAGE_CHARS = 8192;

/**
 * `text`, cut at `max` characters (UTF-16 code units) with "\u2026", never between the two
 * halves of a surrogate pair (a lone half is no text: U+FFFD, or a lone `\ud83d` escape in JSON
 * that strict parsers refuse). For a peer's long string that must not take over a line.
 *
 * @param text The text.
 * @param max The most characters kept.
 * @returns The text, or at most its first `max` characters and "\u2026".
 *
 * @example
 * ```ts
 * import { clipped } from "./logger.ts";
 * console.log(clipped("a".repeat(100), 3)); // "aaa\u2026"
 * ```
 */
export function clipped(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, end)}\u2026`;
}

/**
 * How many terminal columns `text` takes: most characters one, East Asian wide and fullwidth
 * ones and emoji two, combining marks, zero-width characters and variation selectors none
 * (the common `wcwidth` rules, close enough to line up a table a peer's names are in).
 *
 * @param text The text (control characters already escaped).
 * @returns Its width in columns.
 *
 * @example
 * ```ts
 * import { columnWidth } from "./logger.ts";
 * console.log(columnWidth("ab"), columnWidth("\u{1f600}"), columnWidth("e\u0301")); // 2 2 1
 * ```
 */
export function columnWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x300) width++; // the common case, before any regex
    else if ((ZERO_WIDTH ??= /^[\p{Mn}\p{Me}\u200b-\u200d\u2060\ufe00-\ufe0f\ufeff]$/u).test(ch)) {
      continue;
    } else width += (WIDE ??= /^\p{Emoji_Presentation}$/u).test(ch) || isWideCodePoint(cp) ? 2 : 1;
  }
  return width;
}

// Made at the first wide text (trace summary), not when the daemon loads its logger.
let ZERO_WIDTH: RegExp | undefined;
let WIDE: RegExp | undefined;

/** East Asian Wide and Fullwidth ranges (Unicode 15, coarsely). */
function isWideCodePoint(cp: number): boolean {
  return (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x20000 && cp <= 0x3fffd);
}

/** `message`, cut to `max` characters with the number of characters left out. */
function bounded(message: string, max: number): string {
  const cut = clipped(message, max);
  if (cut === message) return message;
  return `${cut} (${message.length - (cut.length - 1)} more characters cut)`;
}

/**
 * Characters a log line writes as `\uXXXX`: C0 controls but tab (a newline is a space in text
 * lines), DEL, C1 controls (NEL, the 8-bit CSI), the Unicode line and paragraph separators, and
 * the bidirectional controls (marks, embeddings, overrides, isolates), U+FEFF (a byte
 * order mark, invisible: a quoted line that starts with one reads as clean), and the other
 * characters that show as nothing (zero-width space and non-joiner, soft hyphen, word joiner,
 * invisible operators, the Hangul fillers: regress101; the deprecated format characters
 * U+206A-206F, the interlinear annotation marks, the musical format controls and the tag
 * characters, which can spell a hidden text: regress104; a zero-width joiner after a character
 * beyond ASCII is kept, for emoji, and escaped after an ASCII one). A message may quote a
 * peer (a Host header, a frame), and none of these may start a line of its own, forge a log
 * line, move a terminal's cursor, or show a peer's text in another order than it has.
 * The source of a regular expression's character class (flag `u`); the trace page uses it too.
 */
export const UNSEEN =
  "\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160" +
  "\\u17b4\\u17b5\\u180e\\u200b\\u200c\\u200e\\u200f\\u2028-\\u202e\\u2060-\\u206f\\u3164\\ufeff\\uffa0" +
  "\\ufff9-\\ufffb\\u{1d173}-\\u{1d17a}\\u{e0000}-\\u{e007f}";
/** Those, and a zero-width joiner not after a visible character beyond ASCII (regress103). */
const UNSAFE = new RegExp(`[${UNSEEN}]|(?<![^\\u0000-\\u007f\\u200d${UNSEEN}])\\u200d`, "gu");

/** `c` as `\uXXXX` escapes, one per UTF-16 unit (a tag character is a surrogate pair). */
function escaped(c: string): string {
  let out = "";
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}

/**
 * `text` as one line that cannot forge another or drive a terminal: a newline is a space,
 * other control characters (C0 but tab, DEL, C1), U+2028/U+2029, the bidirectional
 * controls and U+FEFF are written as `\uXXXX`.
 * For text that quotes a peer and goes to a terminal: log lines, the probe's table.
 *
 * @param text The text.
 * @returns The safe line (without a line end).
 *
 * @example
 * ```ts
 * import { safeLine } from "./logger.ts";
 * console.log(safeLine("agent\u001b[2J\nok")); // "agent\u001b[2J ok" with the escape spelled out
 * ```
 */
export function safeLine(text: string): string {
  return text.replaceAll("\n", " ").replace(UNSAFE, escaped);
}

/**
 * A JSON document (as `JSON.stringify` writes it) that cannot drive a terminal or split a line
 * either: the characters {@linkcode safeLine} escapes and `JSON.stringify` leaves raw (C1,
 * U+2028/U+2029, the bidirectional controls, U+FEFF) are written as `\uXXXX`; it reads back the
 * same.
 * For a document that quotes peers and goes to a terminal: `probe --json`, `trace summary --json`.
 *
 * @param json The document.
 * @returns The same document, those characters escaped.
 *
 * @example
 * ```ts
 * import { safeJson } from "./logger.ts";
 * const json = safeJson(JSON.stringify({ name: "a\u202eb" }));
 * console.log(json, JSON.parse(json).name === "a\u202eb"); // {"name":"a\u202eb"} true
 * ```
 */
export function safeJson(json: string): string {
  return json.replace(UNSAFE, escaped);
}

/**
 * The one line that says why the CLI refuses to start (exit 2), in the format the log uses:
 * `acp-proxy: message` as text, or the log's JSON object at level `error`. Either way the
 * message cannot start a second line or drive a terminal ({@linkcode safeLine}).
 *
 * @param message What is wrong and what to do.
 * @param format The log's format.
 * @returns The line, with its line end.
 *
 * @example
 * ```ts
 * import { refusalLine } from "./logger.ts";
 * console.log(refusalLine("--token-file x is empty", "text")); // "acp-proxy: --token-file x is empty\n"
 * ```
 */
export function refusalLine(message: string, format: LogFormat): string {
  return format === "json" ? jsonLine("error", message) : `acp-proxy: ${safeLine(message)}\n`;
}

/**
 * One log line, as the loggers write it: `acp-proxy: LEVEL: message`, or one JSON object
 * (`level`, `msg`, `ts`, `name`); escaped so that it stays one line.
 *
 * @param level Its level.
 * @param message What it says.
 * @param format The log's format.
 * @returns The line, with its line end.
 *
 * @example
 * ```ts
 * import { logLine } from "./logger.ts";
 * console.log(logLine("error", "disk full", "text")); // "acp-proxy: error: disk full\n"
 * ```
 */
export function logLine(level: LogLevel, message: string, format: LogFormat): string {
  return format === "json"
    ? jsonLine(level, message)
    : `acp-proxy: ${level}: ${safeLine(message)}\n`;
}

/** A log line as one JSON object (`level`, `msg`, `ts`, `name`), with its line end. */
function jsonLine(level: LogLevel, message: string): string {
  const line = { level, msg: message, ts: new Date().toISOString(), name: "acp-proxy" };
  return safeJson(JSON.stringify(line)) + "\n";
}

/**
 * A logger writing `acp-proxy: LEVEL: message` lines to stderr, up to `level`.
 *
 * Writing never blocks the caller: lines are queued (at most {@linkcode MAX_PENDING_LOG_LINES})
 * and written asynchronously, so a stderr pipe that nobody reads (an agent's own stderr
 * fills the same pipe) cannot stall the daemon. Lines over the limit are dropped and the
 * number dropped is reported once stderr drains. A message longer than
 * {@linkcode MAX_LOG_MESSAGE_CHARS} is cut (the line says how much), so the queue's memory is
 * bounded too. A `write` that finishes at once (returns no promise, as a regular file's
 * `writeSync` loop does) is called at once while nothing waits, so no burst is dropped.
 *
 * @param level The most verbose level to print.
 * @param write Sink for finished lines (default: asynchronous stderr write); a sink that
 *   returns no promise has written the line.
 * @param format `text` lines, or one JSON object per line (`{"level":...,"msg":...,"ts":...}`).
 * @param maxPending Most lines waiting at once; more are dropped and counted.
 * @param maxMessageChars Longest message; longer ones are cut (`Infinity`: lines that must
 *   pass whole, such as an agent's own output the stdout guard diverts).
 * @returns The logger.
 * @throws {TypeError} When `level` or `format` is not one of theirs, or `write` is no function.
 * @throws {RangeError} When `maxPending` or `maxMessageChars` is not an integer >= 1.
 *
 * @example Log a router's steps as JSON lines, flushed before exit
 * ```ts ignore
 * import { AgentRouter, command, stderrLogger, stdio } from "../mod.ts";
 * const logger = stderrLogger("info", undefined, "json");
 * const router = new AgentRouter({ v1: command("my-agent --stdio"), logger });
 * await router.serve(stdio());
 * await logger.flush?.();
 * ```
 */
export function stderrLogger(
  level: LogLevel,
  write: (bytes: Uint8Array) => Promise<void> | void = writeStderr,
  format: LogFormat = "text",
  maxPending: number = MAX_PENDING_LOG_LINES,
  maxMessageChars: number = MAX_LOG_MESSAGE_CHARS,
): Logger {
  return queuedLogger({ level, write, format, maxPending, maxMessageChars });
}

/** Options of {@linkcode queuedLogger}: {@linkcode stderrLogger}'s, and what its lines are. */
export interface QueuedLoggerOptions {
  /** The most verbose level to print. */
  level: LogLevel;
  /**
   * Sink for finished lines; one that returns no promise has written the line.
   * @default {asynchronous stderr write}
   */
  write?: (bytes: Uint8Array) => Promise<void> | void;
  /** `text` or `json` lines. */
  format: LogFormat;
  /** Most lines waiting at once; more are dropped and counted. */
  maxPending: number;
  /**
   * Most bytes waiting at once, beyond the one line always let wait; more are dropped and
   * counted.
   * @default {Infinity}
   */
  maxPendingBytes?: number;
  /** Longest message, or `Infinity`. */
  maxMessageChars: number;
  /**
   * What the lines are, for the line that counts the dropped ones.
   * @default {"log lines"}
   */
  what?: string;
}

/**
 * The queue behind {@linkcode stderrLogger}, with a name for what it drops (the stdout guard's
 * diverted lines are the agent's output, not log lines).
 *
 * @param options The level, sink, format, bounds and name.
 * @returns The logger.
 * @throws {TypeError} When `level` or `format` is not one of theirs, or `write` is no function.
 * @throws {RangeError} When `maxPending`, `maxPendingBytes` or `maxMessageChars` is not an
 *   integer >= 1.
 *
 * @example Diverted agent lines, every one written to a regular file at once
 * ```ts
 * import { queuedLogger } from "./logger.ts";
 * const file = Deno.openSync(Deno.makeTempFileSync(), { write: true });
 * const log = queuedLogger({
 *   level: "warn",
 *   write: (bytes) => void file.writeSync(bytes),
 *   format: "text",
 *   maxPending: 4096,
 *   maxMessageChars: Infinity,
 *   what: "diverted agent stdout lines",
 * });
 * for (let i = 0; i < 10_000; i++) log.warn(`agent stdout (not JSON): line ${i}`);
 * file.close();
 * ```
 */
export function queuedLogger(options: QueuedLoggerOptions): Logger {
  const { level, write = writeStderr, format, maxPending, maxMessageChars } = options;
  const maxPendingBytes = options.maxPendingBytes ?? Infinity;
  const what = options.what ?? "log lines";
  const max = LOG_LEVELS.indexOf(level);
  // A level or format it does not know would log nothing, or text, without a word.
  if (max < 0) {
    throw new TypeError(
      `a log level is one of ${LOG_LEVELS.join(", ")} (got ${shownValue(level)})`,
    );
  }
  if (format !== "text" && format !== "json") {
    throw new TypeError(`a log format is text or json (got ${shownValue(format)})`);
  }
  // A sink that is no function would drop every line, unsaid.
  if (typeof write !== "function") {
    throw new TypeError(`a logger's write must be a function (got ${typeof write})`);
  }
  // A bound that cannot hold a line would drop every line, or cut every message, unsaid.
  if (!Number.isInteger(maxPending) || maxPending < 1) {
    throw new RangeError(`maxPending must be an integer >= 1 (got ${maxPending})`);
  }
  if (!(maxPendingBytes === Infinity || Number.isInteger(maxPendingBytes)) || maxPendingBytes < 1) {
    throw new RangeError(
      `maxPendingBytes must be an integer >= 1 or Infinity (got ${maxPendingBytes})`,
    );
  }
  if (!(maxMessageChars === Infinity || Number.isInteger(maxMessageChars)) || maxMessageChars < 1) {
    throw new RangeError(
      `maxMessageChars must be an integer >= 1 or Infinity (got ${maxMessageChars})`,
    );
  }
  const line = (l: LogLevel, message: string) => logLine(l, message, format);
  const queue: Uint8Array[] = [];
  let queuedBytes = 0;
  let dropped = 0;
  let draining: Promise<void> | undefined;
  /** Writes one line: nothing when it is written, else the write under way. */
  const send = (bytes: Uint8Array): Promise<void> | void => {
    try {
      return write(bytes);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  /** Waits for `pending`, then writes what queued meanwhile, until nothing is left. */
  const drain = async (pending: Promise<void>) => {
    let next: Promise<void> | void = pending;
    for (;;) {
      try {
        await next;
      } catch {
        queue.length = 0; // stderr is gone: nothing useful left to do with log lines
        queuedBytes = 0;
        dropped = 0;
      }
      if (queue.length === 0 && dropped > 0) {
        const said = encoder.encode(
          line("warn", `${dropped} ${what} dropped (their output could not keep up)`),
        );
        queuedBytes += said.length; // taken off again when it is written, as any line
        queue.push(said);
        dropped = 0;
      }
      const bytes = queue.shift();
      if (bytes === undefined) break;
      queuedBytes -= bytes.length;
      next = send(bytes);
    }
    draining = undefined;
  };
  const at = (l: LogLevel) =>
    LOG_LEVELS.indexOf(l) <= max
      ? (message: string) => {
        if (draining !== undefined && queue.length >= maxPending) {
          dropped++;
          return;
        }
        const bytes = encoder.encode(line(l, bounded(message, maxMessageChars)));
        if (draining !== undefined) {
          if (queue.length > 0 && queuedBytes + bytes.length > maxPendingBytes) {
            dropped++;
            return;
          }
          queuedBytes += bytes.length;
          return void queue.push(bytes);
        }
        // Nothing waits: write now; a sink that finished at once (returned no promise) leaves
        // nothing to drain.
        const pending = send(bytes);
        if (isThenable(pending)) draining = drain(Promise.resolve(pending));
      }
      : noop;
  return {
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    flush: () => draining ?? Promise.resolve(),
  };
}

const encoder = new TextEncoder();

function isThenable(value: unknown): value is PromiseLike<void> {
  return typeof (value as PromiseLike<void> | null)?.then === "function";
}

/** A stderr inherited non-blocking (`2>&1` to such a stdout) is waited for, not dropped. */
function writeStderr(bytes: Uint8Array): Promise<void> {
  return writeAll(Deno.stderr, bytes);
}
