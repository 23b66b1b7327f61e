/**
 * Leveled one-line logging to stderr.
 *
 * @module
 */ import { writeAll } from "../async/write_all.ts";
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
 */ export const LOG_LEVELS = [
  "error",
  "warn",
  "info",
  "debug"
];
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
 */ export function isLogger(value) {
  const logger = value;
  return LOG_LEVELS.every((m)=>typeof logger?.[m] === "function");
}
const noop = ()=>{};
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
 */ export const silentLogger = {
  error: noop,
  warn: noop,
  info: noop,
  debug: noop
};
/** Most log lines waiting for stderr at once; more are dropped (and counted) until it drains. */ export const MAX_PENDING_LOG_LINES = 256;
/**
 * Longest message a log line carries, in UTF-16 units; the rest is cut and counted. A message
 * may quote what a peer sent (an id, a method), and a peer chooses its length.
 */ export const MAX_LOG_MESSAGE_CHARS = 8192;
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
 */ export function clipped(text, max) {
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
 */ export function columnWidth(text) {
  let width = 0;
  for (const ch of text){
    const cp = ch.codePointAt(0);
    if (cp < 0x300) width++; // the common case, before any regex
    else if ((ZERO_WIDTH ??= /^[\p{Mn}\p{Me}\u200b-\u200d\u2060\ufe00-\ufe0f\ufeff]$/u).test(ch)) {
      continue;
    } else width += (WIDE ??= /^\p{Emoji_Presentation}$/u).test(ch) || isWideCodePoint(cp) ? 2 : 1;
  }
  return width;
}
// Made at the first wide text (trace summary), not when the daemon loads its logger.
let ZERO_WIDTH;
let WIDE;
/** East Asian Wide and Fullwidth ranges (Unicode 15, coarsely). */ function isWideCodePoint(cp) {
  return cp >= 0x1100 && cp <= 0x115f || cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f || cp >= 0xac00 && cp <= 0xd7a3 || cp >= 0xf900 && cp <= 0xfaff || cp >= 0xfe30 && cp <= 0xfe4f || cp >= 0xff00 && cp <= 0xff60 || cp >= 0xffe0 && cp <= 0xffe6 || cp >= 0x20000 && cp <= 0x3fffd;
}
/** `message`, cut to `max` characters with the number of characters left out. */ function bounded(message, max) {
  const cut = clipped(message, max);
  if (cut === message) return message;
  return `${cut} (${message.length - (cut.length - 1)} more characters cut)`;
}
/**
 * Characters a log line writes as `\uXXXX`: C0 controls but tab (a newline is a space in text
 * lines), DEL, C1 controls (NEL, the 8-bit CSI), the Unicode line and paragraph separators, and
 * the bidirectional controls (marks, embeddings, overrides, isolates), and U+FEFF (a byte
 * order mark, invisible: a quoted line that starts with one reads as clean). A message may quote a
 * peer (a Host header, a frame), and none of these may start a line of its own, forge a log
 * line, move a terminal's cursor, or show a peer's text in another order than it has.
 */ const UNSAFE = // deno-lint-ignore no-control-regex -- matching control characters is the point
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;
function escaped(c) {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
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
 */ export function safeLine(text) {
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
 */ export function safeJson(json) {
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
 */ export function refusalLine(message, format) {
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
 */ export function logLine(level, message, format) {
  return format === "json" ? jsonLine(level, message) : `acp-proxy: ${level}: ${safeLine(message)}\n`;
}
/** A log line as one JSON object (`level`, `msg`, `ts`, `name`), with its line end. */ function jsonLine(level, message) {
  const line = {
    level,
    msg: message,
    ts: new Date().toISOString(),
    name: "acp-proxy"
  };
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
 */ export function stderrLogger(level, write = writeStderr, format = "text", maxPending = MAX_PENDING_LOG_LINES, maxMessageChars = MAX_LOG_MESSAGE_CHARS) {
  return queuedLogger({
    level,
    write,
    format,
    maxPending,
    maxMessageChars
  });
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
 */ export function queuedLogger(options) {
  const { level, write = writeStderr, format, maxPending, maxMessageChars } = options;
  const maxPendingBytes = options.maxPendingBytes ?? Infinity;
  const what = options.what ?? "log lines";
  const max = LOG_LEVELS.indexOf(level);
  // A level or format it does not know would log nothing, or text, without a word.
  if (max < 0) {
    throw new TypeError(`a log level is one of ${LOG_LEVELS.join(", ")} (got ${shownValue(level)})`);
  }
  if (format !== "text" && format !== "json") {
    throw new TypeError(`a log format is text or json (got ${shownValue(format)})`);
  }
  // A sink that is no function would drop every line, unsaid.
  if (typeof write !== "function") {
    throw new TypeError(`a logger's write is a function (got ${typeof write})`);
  }
  // A bound that cannot hold a line would drop every line, or cut every message, unsaid.
  if (!Number.isInteger(maxPending) || maxPending < 1) {
    throw new RangeError(`maxPending must be an integer >= 1 (got ${maxPending})`);
  }
  if (!(maxPendingBytes === Infinity || Number.isInteger(maxPendingBytes)) || maxPendingBytes < 1) {
    throw new RangeError(`maxPendingBytes must be an integer >= 1 or Infinity (got ${maxPendingBytes})`);
  }
  if (!(maxMessageChars === Infinity || Number.isInteger(maxMessageChars)) || maxMessageChars < 1) {
    throw new RangeError(`maxMessageChars must be an integer >= 1 or Infinity (got ${maxMessageChars})`);
  }
  const line = (l, message)=>logLine(l, message, format);
  const queue = [];
  let queuedBytes = 0;
  let dropped = 0;
  let draining;
  /** Writes one line: nothing when it is written, else the write under way. */ const send = (bytes)=>{
    try {
      return write(bytes);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  /** Waits for `pending`, then writes what queued meanwhile, until nothing is left. */ const drain = async (pending)=>{
    let next = pending;
    for(;;){
      try {
        await next;
      } catch  {
        queue.length = 0; // stderr is gone: nothing useful left to do with log lines
        queuedBytes = 0;
        dropped = 0;
      }
      if (queue.length === 0 && dropped > 0) {
        const said = encoder.encode(line("warn", `${dropped} ${what} dropped (their output could not keep up)`));
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
  const at = (l)=>LOG_LEVELS.indexOf(l) <= max ? (message)=>{
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
    } : noop;
  return {
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    flush: ()=>draining ?? Promise.resolve()
  };
}
const encoder = new TextEncoder();
function isThenable(value) {
  return typeof value?.then === "function";
}
/** A stderr inherited non-blocking (`2>&1` to such a stdout) is waited for, not dropped. */ function writeStderr(bytes) {
  return writeAll(Deno.stderr, bytes);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2xvZy9sb2dnZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBMZXZlbGVkIG9uZS1saW5lIGxvZ2dpbmcgdG8gc3RkZXJyLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyB3cml0ZUFsbCB9IGZyb20gXCIuLi9hc3luYy93cml0ZV9hbGwudHNcIjtcbmltcG9ydCB7IHNob3duVmFsdWUgfSBmcm9tIFwiLi9zaG93bl92YWx1ZS50c1wiO1xuXG4vKipcbiAqIExvZyBsZXZlbHMsIG1vc3Qgc2V2ZXJlIGZpcnN0LlxuICpcbiAqIEBleGFtcGxlIENoZWNrIGEgbGV2ZWwgZ2l2ZW4gYXMgdGV4dFxuICogYGBgdHNcbiAqIGltcG9ydCB7IExPR19MRVZFTFMsIHR5cGUgTG9nTGV2ZWwsIHN0ZGVyckxvZ2dlciB9IGZyb20gXCIuLi9tb2QudHNcIjtcbiAqIGZ1bmN0aW9uIHBhcnNlTGV2ZWwodGV4dDogc3RyaW5nKTogTG9nTGV2ZWwge1xuICogICBjb25zdCBsZXZlbCA9IExPR19MRVZFTFMuZmluZCgobCkgPT4gbCA9PT0gdGV4dCk7XG4gKiAgIGlmICghbGV2ZWwpIHRocm93IG5ldyBSYW5nZUVycm9yKGBsb2cgbGV2ZWwgbXVzdCBiZSBvbmUgb2Y6ICR7TE9HX0xFVkVMUy5qb2luKFwiLCBcIil9YCk7XG4gKiAgIHJldHVybiBsZXZlbDtcbiAqIH1cbiAqIGNvbnN0IGxvZyA9IHN0ZGVyckxvZ2dlcihwYXJzZUxldmVsKFwiaW5mb1wiKSk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGNvbnN0IExPR19MRVZFTFMgPSBbXCJlcnJvclwiLCBcIndhcm5cIiwgXCJpbmZvXCIsIFwiZGVidWdcIl0gYXMgY29uc3Q7XG5cbi8qKiBPbmUgb2Yge0BsaW5rY29kZSBMT0dfTEVWRUxTfS4gKi9cbmV4cG9ydCB0eXBlIExvZ0xldmVsID0gdHlwZW9mIExPR19MRVZFTFNbbnVtYmVyXTtcblxuLyoqIFdoZXJlIHJvdXRlcnMgYW5kIHRyYW5zcG9ydHMgcmVwb3J0IHdoYXQgdGhleSBkby4gRWFjaCBjYWxsIGlzIG9uZSBsaW5lLiAqL1xuZXhwb3J0IGludGVyZmFjZSBMb2dnZXIge1xuICAvKiogU29tZXRoaW5nIGZhaWxlZC4gKi9cbiAgZXJyb3IobWVzc2FnZTogc3RyaW5nKTogdm9pZDtcbiAgLyoqIFNvbWV0aGluZyBpcyBvZmYgYnV0IHdvcmsgZ29lcyBvbi4gKi9cbiAgd2FybihtZXNzYWdlOiBzdHJpbmcpOiB2b2lkO1xuICAvKiogQSBub3RhYmxlIHN0ZXAgKHNlbGVjdGlvbiwgc3RhcnQsIGV4aXQpLiAqL1xuICBpbmZvKG1lc3NhZ2U6IHN0cmluZyk6IHZvaWQ7XG4gIC8qKiBEZXRhaWwgZm9yIHRyb3VibGVzaG9vdGluZy4gKi9cbiAgZGVidWcobWVzc2FnZTogc3RyaW5nKTogdm9pZDtcbiAgLyoqIFJlc29sdmVzIG9uY2UgbGluZXMgbG9nZ2VkIHNvIGZhciBhcmUgd3JpdHRlbiAob3IgZ2l2ZW4gdXAgb24pOyBvcHRpb25hbC4gKi9cbiAgZmx1c2g/KCk6IFByb21pc2U8dm9pZD47XG59XG5cbi8qKlxuICogV2hldGhlciBgdmFsdWVgIGhhcyBhIGxvZ2dlcidzIGZvdXIgZnVuY3Rpb25zIChgZXJyb3JgLCBgd2FybmAsIGBpbmZvYCwgYGRlYnVnYCk6IHdoYXQgZXZlcnlcbiAqIGBsb2dnZXJgIG9wdGlvbiBpcyBjaGVja2VkIHdpdGguXG4gKlxuICogQHBhcmFtIHZhbHVlIEEgY2FsbGVyJ3MgbG9nZ2VyIG9wdGlvbi5cbiAqIEByZXR1cm5zIFRydWUgd2hlbiBpdCBoYXMgdGhlIGZvdXIgZnVuY3Rpb25zLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgaXNMb2dnZXIgfSBmcm9tIFwiLi9sb2dnZXIudHNcIjtcbiAqIGNvbnNvbGUubG9nKGlzTG9nZ2VyKGNvbnNvbGUpKTsgLy8gdHJ1ZVxuICogY29uc29sZS5sb2coaXNMb2dnZXIoe30pKTsgLy8gZmFsc2VcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gaXNMb2dnZXIodmFsdWU6IHVua25vd24pOiBib29sZWFuIHtcbiAgY29uc3QgbG9nZ2VyID0gdmFsdWUgYXMgUmVjb3JkPHN0cmluZywgdW5rbm93bj4gfCBudWxsIHwgdW5kZWZpbmVkO1xuICByZXR1cm4gTE9HX0xFVkVMUy5ldmVyeSgobSkgPT4gdHlwZW9mIGxvZ2dlcj8uW21dID09PSBcImZ1bmN0aW9uXCIpO1xufVxuXG5jb25zdCBub29wID0gKCk6IHZvaWQgPT4ge307XG5cbi8qKlxuICogQSBsb2dnZXIgdGhhdCBkcm9wcyBldmVyeXRoaW5nOiB0aGUgbGlicmFyeSBkZWZhdWx0LlxuICpcbiAqIEBleGFtcGxlIEtlZXAgYSByb3V0ZXIgcXVpZXQgdW5sZXNzIGRlYnVnZ2luZ1xuICogYGBgdHNcbiAqIGltcG9ydCB7IEFnZW50Um91dGVyLCBjb21tYW5kLCBzaWxlbnRMb2dnZXIsIHN0ZGVyckxvZ2dlciB9IGZyb20gXCIuLi9tb2QudHNcIjtcbiAqIGNvbnN0IGRlYnVnID0gZmFsc2U7XG4gKiBjb25zdCByb3V0ZXIgPSBuZXcgQWdlbnRSb3V0ZXIoe1xuICogICB2MTogY29tbWFuZChcIm15LWFnZW50IC0tc3RkaW9cIiksXG4gKiAgIGxvZ2dlcjogZGVidWcgPyBzdGRlcnJMb2dnZXIoXCJkZWJ1Z1wiKSA6IHNpbGVudExvZ2dlcixcbiAqIH0pO1xuICogYGBgXG4gKi9cbmV4cG9ydCBjb25zdCBzaWxlbnRMb2dnZXI6IExvZ2dlciA9IHsgZXJyb3I6IG5vb3AsIHdhcm46IG5vb3AsIGluZm86IG5vb3AsIGRlYnVnOiBub29wIH07XG5cbi8qKiBIb3cgYSBsb2cgbGluZSBpcyB3cml0dGVuOiBgdGV4dGAgKGBhY3AtcHJveHk6IExFVkVMOiBtZXNzYWdlYCkgb3IgYGpzb25gIChge1wibGV2ZWxcIixcIm1zZ1wifWApLiAqL1xuZXhwb3J0IHR5cGUgTG9nRm9ybWF0ID0gXCJ0ZXh0XCIgfCBcImpzb25cIjtcblxuLyoqIE1vc3QgbG9nIGxpbmVzIHdhaXRpbmcgZm9yIHN0ZGVyciBhdCBvbmNlOyBtb3JlIGFyZSBkcm9wcGVkIChhbmQgY291bnRlZCkgdW50aWwgaXQgZHJhaW5zLiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9QRU5ESU5HX0xPR19MSU5FUyA9IDI1NjtcblxuLyoqXG4gKiBMb25nZXN0IG1lc3NhZ2UgYSBsb2cgbGluZSBjYXJyaWVzLCBpbiBVVEYtMTYgdW5pdHM7IHRoZSByZXN0IGlzIGN1dCBhbmQgY291bnRlZC4gQSBtZXNzYWdlXG4gKiBtYXkgcXVvdGUgd2hhdCBhIHBlZXIgc2VudCAoYW4gaWQsIGEgbWV0aG9kKSwgYW5kIGEgcGVlciBjaG9vc2VzIGl0cyBsZW5ndGguXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfTE9HX01FU1NBR0VfQ0hBUlMgPSA4MTkyO1xuXG4vKipcbiAqIGB0ZXh0YCwgY3V0IGF0IGBtYXhgIGNoYXJhY3RlcnMgKFVURi0xNiBjb2RlIHVuaXRzKSB3aXRoIFwiXFx1MjAyNlwiLCBuZXZlciBiZXR3ZWVuIHRoZSB0d29cbiAqIGhhbHZlcyBvZiBhIHN1cnJvZ2F0ZSBwYWlyIChhIGxvbmUgaGFsZiBpcyBubyB0ZXh0OiBVK0ZGRkQsIG9yIGEgbG9uZSBgXFx1ZDgzZGAgZXNjYXBlIGluIEpTT05cbiAqIHRoYXQgc3RyaWN0IHBhcnNlcnMgcmVmdXNlKS4gRm9yIGEgcGVlcidzIGxvbmcgc3RyaW5nIHRoYXQgbXVzdCBub3QgdGFrZSBvdmVyIGEgbGluZS5cbiAqXG4gKiBAcGFyYW0gdGV4dCBUaGUgdGV4dC5cbiAqIEBwYXJhbSBtYXggVGhlIG1vc3QgY2hhcmFjdGVycyBrZXB0LlxuICogQHJldHVybnMgVGhlIHRleHQsIG9yIGF0IG1vc3QgaXRzIGZpcnN0IGBtYXhgIGNoYXJhY3RlcnMgYW5kIFwiXFx1MjAyNlwiLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY2xpcHBlZCB9IGZyb20gXCIuL2xvZ2dlci50c1wiO1xuICogY29uc29sZS5sb2coY2xpcHBlZChcImFcIi5yZXBlYXQoMTAwKSwgMykpOyAvLyBcImFhYVxcdTIwMjZcIlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjbGlwcGVkKHRleHQ6IHN0cmluZywgbWF4OiBudW1iZXIpOiBzdHJpbmcge1xuICBpZiAodGV4dC5sZW5ndGggPD0gbWF4KSByZXR1cm4gdGV4dDtcbiAgY29uc3QgZW5kID0gL1tcXHVkODAwLVxcdWRiZmZdLy50ZXN0KHRleHRbbWF4IC0gMV0pID8gbWF4IC0gMSA6IG1heDtcbiAgcmV0dXJuIGAke3RleHQuc2xpY2UoMCwgZW5kKX1cXHUyMDI2YDtcbn1cblxuLyoqXG4gKiBIb3cgbWFueSB0ZXJtaW5hbCBjb2x1bW5zIGB0ZXh0YCB0YWtlczogbW9zdCBjaGFyYWN0ZXJzIG9uZSwgRWFzdCBBc2lhbiB3aWRlIGFuZCBmdWxsd2lkdGhcbiAqIG9uZXMgYW5kIGVtb2ppIHR3bywgY29tYmluaW5nIG1hcmtzLCB6ZXJvLXdpZHRoIGNoYXJhY3RlcnMgYW5kIHZhcmlhdGlvbiBzZWxlY3RvcnMgbm9uZVxuICogKHRoZSBjb21tb24gYHdjd2lkdGhgIHJ1bGVzLCBjbG9zZSBlbm91Z2ggdG8gbGluZSB1cCBhIHRhYmxlIGEgcGVlcidzIG5hbWVzIGFyZSBpbikuXG4gKlxuICogQHBhcmFtIHRleHQgVGhlIHRleHQgKGNvbnRyb2wgY2hhcmFjdGVycyBhbHJlYWR5IGVzY2FwZWQpLlxuICogQHJldHVybnMgSXRzIHdpZHRoIGluIGNvbHVtbnMuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBjb2x1bW5XaWR0aCB9IGZyb20gXCIuL2xvZ2dlci50c1wiO1xuICogY29uc29sZS5sb2coY29sdW1uV2lkdGgoXCJhYlwiKSwgY29sdW1uV2lkdGgoXCJcXHV7MWY2MDB9XCIpLCBjb2x1bW5XaWR0aChcImVcXHUwMzAxXCIpKTsgLy8gMiAyIDFcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY29sdW1uV2lkdGgodGV4dDogc3RyaW5nKTogbnVtYmVyIHtcbiAgbGV0IHdpZHRoID0gMDtcbiAgZm9yIChjb25zdCBjaCBvZiB0ZXh0KSB7XG4gICAgY29uc3QgY3AgPSBjaC5jb2RlUG9pbnRBdCgwKSE7XG4gICAgaWYgKGNwIDwgMHgzMDApIHdpZHRoKys7IC8vIHRoZSBjb21tb24gY2FzZSwgYmVmb3JlIGFueSByZWdleFxuICAgIGVsc2UgaWYgKChaRVJPX1dJRFRIID8/PSAvXltcXHB7TW59XFxwe01lfVxcdTIwMGItXFx1MjAwZFxcdTIwNjBcXHVmZTAwLVxcdWZlMGZcXHVmZWZmXSQvdSkudGVzdChjaCkpIHtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH0gZWxzZSB3aWR0aCArPSAoV0lERSA/Pz0gL15cXHB7RW1vamlfUHJlc2VudGF0aW9ufSQvdSkudGVzdChjaCkgfHwgaXNXaWRlQ29kZVBvaW50KGNwKSA/IDIgOiAxO1xuICB9XG4gIHJldHVybiB3aWR0aDtcbn1cblxuLy8gTWFkZSBhdCB0aGUgZmlyc3Qgd2lkZSB0ZXh0ICh0cmFjZSBzdW1tYXJ5KSwgbm90IHdoZW4gdGhlIGRhZW1vbiBsb2FkcyBpdHMgbG9nZ2VyLlxubGV0IFpFUk9fV0lEVEg6IFJlZ0V4cCB8IHVuZGVmaW5lZDtcbmxldCBXSURFOiBSZWdFeHAgfCB1bmRlZmluZWQ7XG5cbi8qKiBFYXN0IEFzaWFuIFdpZGUgYW5kIEZ1bGx3aWR0aCByYW5nZXMgKFVuaWNvZGUgMTUsIGNvYXJzZWx5KS4gKi9cbmZ1bmN0aW9uIGlzV2lkZUNvZGVQb2ludChjcDogbnVtYmVyKTogYm9vbGVhbiB7XG4gIHJldHVybiAoY3AgPj0gMHgxMTAwICYmIGNwIDw9IDB4MTE1ZikgfHwgKGNwID49IDB4MmU4MCAmJiBjcCA8PSAweGE0Y2YgJiYgY3AgIT09IDB4MzAzZikgfHxcbiAgICAoY3AgPj0gMHhhYzAwICYmIGNwIDw9IDB4ZDdhMykgfHwgKGNwID49IDB4ZjkwMCAmJiBjcCA8PSAweGZhZmYpIHx8XG4gICAgKGNwID49IDB4ZmUzMCAmJiBjcCA8PSAweGZlNGYpIHx8IChjcCA+PSAweGZmMDAgJiYgY3AgPD0gMHhmZjYwKSB8fFxuICAgIChjcCA+PSAweGZmZTAgJiYgY3AgPD0gMHhmZmU2KSB8fCAoY3AgPj0gMHgyMDAwMCAmJiBjcCA8PSAweDNmZmZkKTtcbn1cblxuLyoqIGBtZXNzYWdlYCwgY3V0IHRvIGBtYXhgIGNoYXJhY3RlcnMgd2l0aCB0aGUgbnVtYmVyIG9mIGNoYXJhY3RlcnMgbGVmdCBvdXQuICovXG5mdW5jdGlvbiBib3VuZGVkKG1lc3NhZ2U6IHN0cmluZywgbWF4OiBudW1iZXIpOiBzdHJpbmcge1xuICBjb25zdCBjdXQgPSBjbGlwcGVkKG1lc3NhZ2UsIG1heCk7XG4gIGlmIChjdXQgPT09IG1lc3NhZ2UpIHJldHVybiBtZXNzYWdlO1xuICByZXR1cm4gYCR7Y3V0fSAoJHttZXNzYWdlLmxlbmd0aCAtIChjdXQubGVuZ3RoIC0gMSl9IG1vcmUgY2hhcmFjdGVycyBjdXQpYDtcbn1cblxuLyoqXG4gKiBDaGFyYWN0ZXJzIGEgbG9nIGxpbmUgd3JpdGVzIGFzIGBcXHVYWFhYYDogQzAgY29udHJvbHMgYnV0IHRhYiAoYSBuZXdsaW5lIGlzIGEgc3BhY2UgaW4gdGV4dFxuICogbGluZXMpLCBERUwsIEMxIGNvbnRyb2xzIChORUwsIHRoZSA4LWJpdCBDU0kpLCB0aGUgVW5pY29kZSBsaW5lIGFuZCBwYXJhZ3JhcGggc2VwYXJhdG9ycywgYW5kXG4gKiB0aGUgYmlkaXJlY3Rpb25hbCBjb250cm9scyAobWFya3MsIGVtYmVkZGluZ3MsIG92ZXJyaWRlcywgaXNvbGF0ZXMpLCBhbmQgVStGRUZGIChhIGJ5dGVcbiAqIG9yZGVyIG1hcmssIGludmlzaWJsZTogYSBxdW90ZWQgbGluZSB0aGF0IHN0YXJ0cyB3aXRoIG9uZSByZWFkcyBhcyBjbGVhbikuIEEgbWVzc2FnZSBtYXkgcXVvdGUgYVxuICogcGVlciAoYSBIb3N0IGhlYWRlciwgYSBmcmFtZSksIGFuZCBub25lIG9mIHRoZXNlIG1heSBzdGFydCBhIGxpbmUgb2YgaXRzIG93biwgZm9yZ2UgYSBsb2dcbiAqIGxpbmUsIG1vdmUgYSB0ZXJtaW5hbCdzIGN1cnNvciwgb3Igc2hvdyBhIHBlZXIncyB0ZXh0IGluIGFub3RoZXIgb3JkZXIgdGhhbiBpdCBoYXMuXG4gKi9cbmNvbnN0IFVOU0FGRSA9XG4gIC8vIGRlbm8tbGludC1pZ25vcmUgbm8tY29udHJvbC1yZWdleCAtLSBtYXRjaGluZyBjb250cm9sIGNoYXJhY3RlcnMgaXMgdGhlIHBvaW50XG4gIC9bXFx1MDAwMC1cXHUwMDA4XFx1MDAwYi1cXHUwMDFmXFx1MDA3Zi1cXHUwMDlmXFx1MDYxY1xcdTIwMGVcXHUyMDBmXFx1MjAyOC1cXHUyMDJlXFx1MjA2Ni1cXHUyMDY5XFx1ZmVmZl0vZztcblxuZnVuY3Rpb24gZXNjYXBlZChjOiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gYFxcXFx1JHtjLmNoYXJDb2RlQXQoMCkudG9TdHJpbmcoMTYpLnBhZFN0YXJ0KDQsIFwiMFwiKX1gO1xufVxuXG4vKipcbiAqIGB0ZXh0YCBhcyBvbmUgbGluZSB0aGF0IGNhbm5vdCBmb3JnZSBhbm90aGVyIG9yIGRyaXZlIGEgdGVybWluYWw6IGEgbmV3bGluZSBpcyBhIHNwYWNlLFxuICogb3RoZXIgY29udHJvbCBjaGFyYWN0ZXJzIChDMCBidXQgdGFiLCBERUwsIEMxKSwgVSsyMDI4L1UrMjAyOSwgdGhlIGJpZGlyZWN0aW9uYWxcbiAqIGNvbnRyb2xzIGFuZCBVK0ZFRkYgYXJlIHdyaXR0ZW4gYXMgYFxcdVhYWFhgLlxuICogRm9yIHRleHQgdGhhdCBxdW90ZXMgYSBwZWVyIGFuZCBnb2VzIHRvIGEgdGVybWluYWw6IGxvZyBsaW5lcywgdGhlIHByb2JlJ3MgdGFibGUuXG4gKlxuICogQHBhcmFtIHRleHQgVGhlIHRleHQuXG4gKiBAcmV0dXJucyBUaGUgc2FmZSBsaW5lICh3aXRob3V0IGEgbGluZSBlbmQpLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc2FmZUxpbmUgfSBmcm9tIFwiLi9sb2dnZXIudHNcIjtcbiAqIGNvbnNvbGUubG9nKHNhZmVMaW5lKFwiYWdlbnRcXHUwMDFiWzJKXFxub2tcIikpOyAvLyBcImFnZW50XFx1MDAxYlsySiBva1wiIHdpdGggdGhlIGVzY2FwZSBzcGVsbGVkIG91dFxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzYWZlTGluZSh0ZXh0OiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gdGV4dC5yZXBsYWNlQWxsKFwiXFxuXCIsIFwiIFwiKS5yZXBsYWNlKFVOU0FGRSwgZXNjYXBlZCk7XG59XG5cbi8qKlxuICogQSBKU09OIGRvY3VtZW50IChhcyBgSlNPTi5zdHJpbmdpZnlgIHdyaXRlcyBpdCkgdGhhdCBjYW5ub3QgZHJpdmUgYSB0ZXJtaW5hbCBvciBzcGxpdCBhIGxpbmVcbiAqIGVpdGhlcjogdGhlIGNoYXJhY3RlcnMge0BsaW5rY29kZSBzYWZlTGluZX0gZXNjYXBlcyBhbmQgYEpTT04uc3RyaW5naWZ5YCBsZWF2ZXMgcmF3IChDMSxcbiAqIFUrMjAyOC9VKzIwMjksIHRoZSBiaWRpcmVjdGlvbmFsIGNvbnRyb2xzLCBVK0ZFRkYpIGFyZSB3cml0dGVuIGFzIGBcXHVYWFhYYDsgaXQgcmVhZHMgYmFjayB0aGVcbiAqIHNhbWUuXG4gKiBGb3IgYSBkb2N1bWVudCB0aGF0IHF1b3RlcyBwZWVycyBhbmQgZ29lcyB0byBhIHRlcm1pbmFsOiBgcHJvYmUgLS1qc29uYCwgYHRyYWNlIHN1bW1hcnkgLS1qc29uYC5cbiAqXG4gKiBAcGFyYW0ganNvbiBUaGUgZG9jdW1lbnQuXG4gKiBAcmV0dXJucyBUaGUgc2FtZSBkb2N1bWVudCwgdGhvc2UgY2hhcmFjdGVycyBlc2NhcGVkLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc2FmZUpzb24gfSBmcm9tIFwiLi9sb2dnZXIudHNcIjtcbiAqIGNvbnN0IGpzb24gPSBzYWZlSnNvbihKU09OLnN0cmluZ2lmeSh7IG5hbWU6IFwiYVxcdTIwMmViXCIgfSkpO1xuICogY29uc29sZS5sb2coanNvbiwgSlNPTi5wYXJzZShqc29uKS5uYW1lID09PSBcImFcXHUyMDJlYlwiKTsgLy8ge1wibmFtZVwiOlwiYVxcdTIwMmViXCJ9IHRydWVcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc2FmZUpzb24oanNvbjogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIGpzb24ucmVwbGFjZShVTlNBRkUsIGVzY2FwZWQpO1xufVxuXG4vKipcbiAqIFRoZSBvbmUgbGluZSB0aGF0IHNheXMgd2h5IHRoZSBDTEkgcmVmdXNlcyB0byBzdGFydCAoZXhpdCAyKSwgaW4gdGhlIGZvcm1hdCB0aGUgbG9nIHVzZXM6XG4gKiBgYWNwLXByb3h5OiBtZXNzYWdlYCBhcyB0ZXh0LCBvciB0aGUgbG9nJ3MgSlNPTiBvYmplY3QgYXQgbGV2ZWwgYGVycm9yYC4gRWl0aGVyIHdheSB0aGVcbiAqIG1lc3NhZ2UgY2Fubm90IHN0YXJ0IGEgc2Vjb25kIGxpbmUgb3IgZHJpdmUgYSB0ZXJtaW5hbCAoe0BsaW5rY29kZSBzYWZlTGluZX0pLlxuICpcbiAqIEBwYXJhbSBtZXNzYWdlIFdoYXQgaXMgd3JvbmcgYW5kIHdoYXQgdG8gZG8uXG4gKiBAcGFyYW0gZm9ybWF0IFRoZSBsb2cncyBmb3JtYXQuXG4gKiBAcmV0dXJucyBUaGUgbGluZSwgd2l0aCBpdHMgbGluZSBlbmQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyByZWZ1c2FsTGluZSB9IGZyb20gXCIuL2xvZ2dlci50c1wiO1xuICogY29uc29sZS5sb2cocmVmdXNhbExpbmUoXCItLXRva2VuLWZpbGUgeCBpcyBlbXB0eVwiLCBcInRleHRcIikpOyAvLyBcImFjcC1wcm94eTogLS10b2tlbi1maWxlIHggaXMgZW1wdHlcXG5cIlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZWZ1c2FsTGluZShtZXNzYWdlOiBzdHJpbmcsIGZvcm1hdDogTG9nRm9ybWF0KTogc3RyaW5nIHtcbiAgcmV0dXJuIGZvcm1hdCA9PT0gXCJqc29uXCIgPyBqc29uTGluZShcImVycm9yXCIsIG1lc3NhZ2UpIDogYGFjcC1wcm94eTogJHtzYWZlTGluZShtZXNzYWdlKX1cXG5gO1xufVxuXG4vKipcbiAqIE9uZSBsb2cgbGluZSwgYXMgdGhlIGxvZ2dlcnMgd3JpdGUgaXQ6IGBhY3AtcHJveHk6IExFVkVMOiBtZXNzYWdlYCwgb3Igb25lIEpTT04gb2JqZWN0XG4gKiAoYGxldmVsYCwgYG1zZ2AsIGB0c2AsIGBuYW1lYCk7IGVzY2FwZWQgc28gdGhhdCBpdCBzdGF5cyBvbmUgbGluZS5cbiAqXG4gKiBAcGFyYW0gbGV2ZWwgSXRzIGxldmVsLlxuICogQHBhcmFtIG1lc3NhZ2UgV2hhdCBpdCBzYXlzLlxuICogQHBhcmFtIGZvcm1hdCBUaGUgbG9nJ3MgZm9ybWF0LlxuICogQHJldHVybnMgVGhlIGxpbmUsIHdpdGggaXRzIGxpbmUgZW5kLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgbG9nTGluZSB9IGZyb20gXCIuL2xvZ2dlci50c1wiO1xuICogY29uc29sZS5sb2cobG9nTGluZShcImVycm9yXCIsIFwiZGlzayBmdWxsXCIsIFwidGV4dFwiKSk7IC8vIFwiYWNwLXByb3h5OiBlcnJvcjogZGlzayBmdWxsXFxuXCJcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gbG9nTGluZShsZXZlbDogTG9nTGV2ZWwsIG1lc3NhZ2U6IHN0cmluZywgZm9ybWF0OiBMb2dGb3JtYXQpOiBzdHJpbmcge1xuICByZXR1cm4gZm9ybWF0ID09PSBcImpzb25cIlxuICAgID8ganNvbkxpbmUobGV2ZWwsIG1lc3NhZ2UpXG4gICAgOiBgYWNwLXByb3h5OiAke2xldmVsfTogJHtzYWZlTGluZShtZXNzYWdlKX1cXG5gO1xufVxuXG4vKiogQSBsb2cgbGluZSBhcyBvbmUgSlNPTiBvYmplY3QgKGBsZXZlbGAsIGBtc2dgLCBgdHNgLCBgbmFtZWApLCB3aXRoIGl0cyBsaW5lIGVuZC4gKi9cbmZ1bmN0aW9uIGpzb25MaW5lKGxldmVsOiBMb2dMZXZlbCwgbWVzc2FnZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgbGluZSA9IHsgbGV2ZWwsIG1zZzogbWVzc2FnZSwgdHM6IG5ldyBEYXRlKCkudG9JU09TdHJpbmcoKSwgbmFtZTogXCJhY3AtcHJveHlcIiB9O1xuICByZXR1cm4gc2FmZUpzb24oSlNPTi5zdHJpbmdpZnkobGluZSkpICsgXCJcXG5cIjtcbn1cblxuLyoqXG4gKiBBIGxvZ2dlciB3cml0aW5nIGBhY3AtcHJveHk6IExFVkVMOiBtZXNzYWdlYCBsaW5lcyB0byBzdGRlcnIsIHVwIHRvIGBsZXZlbGAuXG4gKlxuICogV3JpdGluZyBuZXZlciBibG9ja3MgdGhlIGNhbGxlcjogbGluZXMgYXJlIHF1ZXVlZCAoYXQgbW9zdCB7QGxpbmtjb2RlIE1BWF9QRU5ESU5HX0xPR19MSU5FU30pXG4gKiBhbmQgd3JpdHRlbiBhc3luY2hyb25vdXNseSwgc28gYSBzdGRlcnIgcGlwZSB0aGF0IG5vYm9keSByZWFkcyAoYW4gYWdlbnQncyBvd24gc3RkZXJyXG4gKiBmaWxscyB0aGUgc2FtZSBwaXBlKSBjYW5ub3Qgc3RhbGwgdGhlIGRhZW1vbi4gTGluZXMgb3ZlciB0aGUgbGltaXQgYXJlIGRyb3BwZWQgYW5kIHRoZVxuICogbnVtYmVyIGRyb3BwZWQgaXMgcmVwb3J0ZWQgb25jZSBzdGRlcnIgZHJhaW5zLiBBIG1lc3NhZ2UgbG9uZ2VyIHRoYW5cbiAqIHtAbGlua2NvZGUgTUFYX0xPR19NRVNTQUdFX0NIQVJTfSBpcyBjdXQgKHRoZSBsaW5lIHNheXMgaG93IG11Y2gpLCBzbyB0aGUgcXVldWUncyBtZW1vcnkgaXNcbiAqIGJvdW5kZWQgdG9vLiBBIGB3cml0ZWAgdGhhdCBmaW5pc2hlcyBhdCBvbmNlIChyZXR1cm5zIG5vIHByb21pc2UsIGFzIGEgcmVndWxhciBmaWxlJ3NcbiAqIGB3cml0ZVN5bmNgIGxvb3AgZG9lcykgaXMgY2FsbGVkIGF0IG9uY2Ugd2hpbGUgbm90aGluZyB3YWl0cywgc28gbm8gYnVyc3QgaXMgZHJvcHBlZC5cbiAqXG4gKiBAcGFyYW0gbGV2ZWwgVGhlIG1vc3QgdmVyYm9zZSBsZXZlbCB0byBwcmludC5cbiAqIEBwYXJhbSB3cml0ZSBTaW5rIGZvciBmaW5pc2hlZCBsaW5lcyAoZGVmYXVsdDogYXN5bmNocm9ub3VzIHN0ZGVyciB3cml0ZSk7IGEgc2luayB0aGF0XG4gKiAgIHJldHVybnMgbm8gcHJvbWlzZSBoYXMgd3JpdHRlbiB0aGUgbGluZS5cbiAqIEBwYXJhbSBmb3JtYXQgYHRleHRgIGxpbmVzLCBvciBvbmUgSlNPTiBvYmplY3QgcGVyIGxpbmUgKGB7XCJsZXZlbFwiOi4uLixcIm1zZ1wiOi4uLixcInRzXCI6Li4ufWApLlxuICogQHBhcmFtIG1heFBlbmRpbmcgTW9zdCBsaW5lcyB3YWl0aW5nIGF0IG9uY2U7IG1vcmUgYXJlIGRyb3BwZWQgYW5kIGNvdW50ZWQuXG4gKiBAcGFyYW0gbWF4TWVzc2FnZUNoYXJzIExvbmdlc3QgbWVzc2FnZTsgbG9uZ2VyIG9uZXMgYXJlIGN1dCAoYEluZmluaXR5YDogbGluZXMgdGhhdCBtdXN0XG4gKiAgIHBhc3Mgd2hvbGUsIHN1Y2ggYXMgYW4gYWdlbnQncyBvd24gb3V0cHV0IHRoZSBzdGRvdXQgZ3VhcmQgZGl2ZXJ0cykuXG4gKiBAcmV0dXJucyBUaGUgbG9nZ2VyLlxuICogQHRocm93cyB7VHlwZUVycm9yfSBXaGVuIGBsZXZlbGAgb3IgYGZvcm1hdGAgaXMgbm90IG9uZSBvZiB0aGVpcnMsIG9yIGB3cml0ZWAgaXMgbm8gZnVuY3Rpb24uXG4gKiBAdGhyb3dzIHtSYW5nZUVycm9yfSBXaGVuIGBtYXhQZW5kaW5nYCBvciBgbWF4TWVzc2FnZUNoYXJzYCBpcyBub3QgYW4gaW50ZWdlciA+PSAxLlxuICpcbiAqIEBleGFtcGxlIExvZyBhIHJvdXRlcidzIHN0ZXBzIGFzIEpTT04gbGluZXMsIGZsdXNoZWQgYmVmb3JlIGV4aXRcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgQWdlbnRSb3V0ZXIsIGNvbW1hbmQsIHN0ZGVyckxvZ2dlciwgc3RkaW8gfSBmcm9tIFwiLi4vbW9kLnRzXCI7XG4gKiBjb25zdCBsb2dnZXIgPSBzdGRlcnJMb2dnZXIoXCJpbmZvXCIsIHVuZGVmaW5lZCwgXCJqc29uXCIpO1xuICogY29uc3Qgcm91dGVyID0gbmV3IEFnZW50Um91dGVyKHsgdjE6IGNvbW1hbmQoXCJteS1hZ2VudCAtLXN0ZGlvXCIpLCBsb2dnZXIgfSk7XG4gKiBhd2FpdCByb3V0ZXIuc2VydmUoc3RkaW8oKSk7XG4gKiBhd2FpdCBsb2dnZXIuZmx1c2g/LigpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGRlcnJMb2dnZXIoXG4gIGxldmVsOiBMb2dMZXZlbCxcbiAgd3JpdGU6IChieXRlczogVWludDhBcnJheSkgPT4gUHJvbWlzZTx2b2lkPiB8IHZvaWQgPSB3cml0ZVN0ZGVycixcbiAgZm9ybWF0OiBMb2dGb3JtYXQgPSBcInRleHRcIixcbiAgbWF4UGVuZGluZzogbnVtYmVyID0gTUFYX1BFTkRJTkdfTE9HX0xJTkVTLFxuICBtYXhNZXNzYWdlQ2hhcnM6IG51bWJlciA9IE1BWF9MT0dfTUVTU0FHRV9DSEFSUyxcbik6IExvZ2dlciB7XG4gIHJldHVybiBxdWV1ZWRMb2dnZXIoeyBsZXZlbCwgd3JpdGUsIGZvcm1hdCwgbWF4UGVuZGluZywgbWF4TWVzc2FnZUNoYXJzIH0pO1xufVxuXG4vKiogT3B0aW9ucyBvZiB7QGxpbmtjb2RlIHF1ZXVlZExvZ2dlcn06IHtAbGlua2NvZGUgc3RkZXJyTG9nZ2VyfSdzLCBhbmQgd2hhdCBpdHMgbGluZXMgYXJlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBRdWV1ZWRMb2dnZXJPcHRpb25zIHtcbiAgLyoqIFRoZSBtb3N0IHZlcmJvc2UgbGV2ZWwgdG8gcHJpbnQuICovXG4gIGxldmVsOiBMb2dMZXZlbDtcbiAgLyoqXG4gICAqIFNpbmsgZm9yIGZpbmlzaGVkIGxpbmVzOyBvbmUgdGhhdCByZXR1cm5zIG5vIHByb21pc2UgaGFzIHdyaXR0ZW4gdGhlIGxpbmUuXG4gICAqIEBkZWZhdWx0IHthc3luY2hyb25vdXMgc3RkZXJyIHdyaXRlfVxuICAgKi9cbiAgd3JpdGU/OiAoYnl0ZXM6IFVpbnQ4QXJyYXkpID0+IFByb21pc2U8dm9pZD4gfCB2b2lkO1xuICAvKiogYHRleHRgIG9yIGBqc29uYCBsaW5lcy4gKi9cbiAgZm9ybWF0OiBMb2dGb3JtYXQ7XG4gIC8qKiBNb3N0IGxpbmVzIHdhaXRpbmcgYXQgb25jZTsgbW9yZSBhcmUgZHJvcHBlZCBhbmQgY291bnRlZC4gKi9cbiAgbWF4UGVuZGluZzogbnVtYmVyO1xuICAvKipcbiAgICogTW9zdCBieXRlcyB3YWl0aW5nIGF0IG9uY2UsIGJleW9uZCB0aGUgb25lIGxpbmUgYWx3YXlzIGxldCB3YWl0OyBtb3JlIGFyZSBkcm9wcGVkIGFuZFxuICAgKiBjb3VudGVkLlxuICAgKiBAZGVmYXVsdCB7SW5maW5pdHl9XG4gICAqL1xuICBtYXhQZW5kaW5nQnl0ZXM/OiBudW1iZXI7XG4gIC8qKiBMb25nZXN0IG1lc3NhZ2UsIG9yIGBJbmZpbml0eWAuICovXG4gIG1heE1lc3NhZ2VDaGFyczogbnVtYmVyO1xuICAvKipcbiAgICogV2hhdCB0aGUgbGluZXMgYXJlLCBmb3IgdGhlIGxpbmUgdGhhdCBjb3VudHMgdGhlIGRyb3BwZWQgb25lcy5cbiAgICogQGRlZmF1bHQge1wibG9nIGxpbmVzXCJ9XG4gICAqL1xuICB3aGF0Pzogc3RyaW5nO1xufVxuXG4vKipcbiAqIFRoZSBxdWV1ZSBiZWhpbmQge0BsaW5rY29kZSBzdGRlcnJMb2dnZXJ9LCB3aXRoIGEgbmFtZSBmb3Igd2hhdCBpdCBkcm9wcyAodGhlIHN0ZG91dCBndWFyZCdzXG4gKiBkaXZlcnRlZCBsaW5lcyBhcmUgdGhlIGFnZW50J3Mgb3V0cHV0LCBub3QgbG9nIGxpbmVzKS5cbiAqXG4gKiBAcGFyYW0gb3B0aW9ucyBUaGUgbGV2ZWwsIHNpbmssIGZvcm1hdCwgYm91bmRzIGFuZCBuYW1lLlxuICogQHJldHVybnMgVGhlIGxvZ2dlci5cbiAqIEB0aHJvd3Mge1R5cGVFcnJvcn0gV2hlbiBgbGV2ZWxgIG9yIGBmb3JtYXRgIGlzIG5vdCBvbmUgb2YgdGhlaXJzLCBvciBgd3JpdGVgIGlzIG5vIGZ1bmN0aW9uLlxuICogQHRocm93cyB7UmFuZ2VFcnJvcn0gV2hlbiBgbWF4UGVuZGluZ2AsIGBtYXhQZW5kaW5nQnl0ZXNgIG9yIGBtYXhNZXNzYWdlQ2hhcnNgIGlzIG5vdCBhblxuICogICBpbnRlZ2VyID49IDEuXG4gKlxuICogQGV4YW1wbGUgRGl2ZXJ0ZWQgYWdlbnQgbGluZXMsIGV2ZXJ5IG9uZSB3cml0dGVuIHRvIGEgcmVndWxhciBmaWxlIGF0IG9uY2VcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBxdWV1ZWRMb2dnZXIgfSBmcm9tIFwiLi9sb2dnZXIudHNcIjtcbiAqIGNvbnN0IGZpbGUgPSBEZW5vLm9wZW5TeW5jKERlbm8ubWFrZVRlbXBGaWxlU3luYygpLCB7IHdyaXRlOiB0cnVlIH0pO1xuICogY29uc3QgbG9nID0gcXVldWVkTG9nZ2VyKHtcbiAqICAgbGV2ZWw6IFwid2FyblwiLFxuICogICB3cml0ZTogKGJ5dGVzKSA9PiB2b2lkIGZpbGUud3JpdGVTeW5jKGJ5dGVzKSxcbiAqICAgZm9ybWF0OiBcInRleHRcIixcbiAqICAgbWF4UGVuZGluZzogNDA5NixcbiAqICAgbWF4TWVzc2FnZUNoYXJzOiBJbmZpbml0eSxcbiAqICAgd2hhdDogXCJkaXZlcnRlZCBhZ2VudCBzdGRvdXQgbGluZXNcIixcbiAqIH0pO1xuICogZm9yIChsZXQgaSA9IDA7IGkgPCAxMF8wMDA7IGkrKykgbG9nLndhcm4oYGFnZW50IHN0ZG91dCAobm90IEpTT04pOiBsaW5lICR7aX1gKTtcbiAqIGZpbGUuY2xvc2UoKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gcXVldWVkTG9nZ2VyKG9wdGlvbnM6IFF1ZXVlZExvZ2dlck9wdGlvbnMpOiBMb2dnZXIge1xuICBjb25zdCB7IGxldmVsLCB3cml0ZSA9IHdyaXRlU3RkZXJyLCBmb3JtYXQsIG1heFBlbmRpbmcsIG1heE1lc3NhZ2VDaGFycyB9ID0gb3B0aW9ucztcbiAgY29uc3QgbWF4UGVuZGluZ0J5dGVzID0gb3B0aW9ucy5tYXhQZW5kaW5nQnl0ZXMgPz8gSW5maW5pdHk7XG4gIGNvbnN0IHdoYXQgPSBvcHRpb25zLndoYXQgPz8gXCJsb2cgbGluZXNcIjtcbiAgY29uc3QgbWF4ID0gTE9HX0xFVkVMUy5pbmRleE9mKGxldmVsKTtcbiAgLy8gQSBsZXZlbCBvciBmb3JtYXQgaXQgZG9lcyBub3Qga25vdyB3b3VsZCBsb2cgbm90aGluZywgb3IgdGV4dCwgd2l0aG91dCBhIHdvcmQuXG4gIGlmIChtYXggPCAwKSB7XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihcbiAgICAgIGBhIGxvZyBsZXZlbCBpcyBvbmUgb2YgJHtMT0dfTEVWRUxTLmpvaW4oXCIsIFwiKX0gKGdvdCAke3Nob3duVmFsdWUobGV2ZWwpfSlgLFxuICAgICk7XG4gIH1cbiAgaWYgKGZvcm1hdCAhPT0gXCJ0ZXh0XCIgJiYgZm9ybWF0ICE9PSBcImpzb25cIikge1xuICAgIHRocm93IG5ldyBUeXBlRXJyb3IoYGEgbG9nIGZvcm1hdCBpcyB0ZXh0IG9yIGpzb24gKGdvdCAke3Nob3duVmFsdWUoZm9ybWF0KX0pYCk7XG4gIH1cbiAgLy8gQSBzaW5rIHRoYXQgaXMgbm8gZnVuY3Rpb24gd291bGQgZHJvcCBldmVyeSBsaW5lLCB1bnNhaWQuXG4gIGlmICh0eXBlb2Ygd3JpdGUgIT09IFwiZnVuY3Rpb25cIikge1xuICAgIHRocm93IG5ldyBUeXBlRXJyb3IoYGEgbG9nZ2VyJ3Mgd3JpdGUgaXMgYSBmdW5jdGlvbiAoZ290ICR7dHlwZW9mIHdyaXRlfSlgKTtcbiAgfVxuICAvLyBBIGJvdW5kIHRoYXQgY2Fubm90IGhvbGQgYSBsaW5lIHdvdWxkIGRyb3AgZXZlcnkgbGluZSwgb3IgY3V0IGV2ZXJ5IG1lc3NhZ2UsIHVuc2FpZC5cbiAgaWYgKCFOdW1iZXIuaXNJbnRlZ2VyKG1heFBlbmRpbmcpIHx8IG1heFBlbmRpbmcgPCAxKSB7XG4gICAgdGhyb3cgbmV3IFJhbmdlRXJyb3IoYG1heFBlbmRpbmcgbXVzdCBiZSBhbiBpbnRlZ2VyID49IDEgKGdvdCAke21heFBlbmRpbmd9KWApO1xuICB9XG4gIGlmICghKG1heFBlbmRpbmdCeXRlcyA9PT0gSW5maW5pdHkgfHwgTnVtYmVyLmlzSW50ZWdlcihtYXhQZW5kaW5nQnl0ZXMpKSB8fCBtYXhQZW5kaW5nQnl0ZXMgPCAxKSB7XG4gICAgdGhyb3cgbmV3IFJhbmdlRXJyb3IoXG4gICAgICBgbWF4UGVuZGluZ0J5dGVzIG11c3QgYmUgYW4gaW50ZWdlciA+PSAxIG9yIEluZmluaXR5IChnb3QgJHttYXhQZW5kaW5nQnl0ZXN9KWAsXG4gICAgKTtcbiAgfVxuICBpZiAoIShtYXhNZXNzYWdlQ2hhcnMgPT09IEluZmluaXR5IHx8IE51bWJlci5pc0ludGVnZXIobWF4TWVzc2FnZUNoYXJzKSkgfHwgbWF4TWVzc2FnZUNoYXJzIDwgMSkge1xuICAgIHRocm93IG5ldyBSYW5nZUVycm9yKFxuICAgICAgYG1heE1lc3NhZ2VDaGFycyBtdXN0IGJlIGFuIGludGVnZXIgPj0gMSBvciBJbmZpbml0eSAoZ290ICR7bWF4TWVzc2FnZUNoYXJzfSlgLFxuICAgICk7XG4gIH1cbiAgY29uc3QgbGluZSA9IChsOiBMb2dMZXZlbCwgbWVzc2FnZTogc3RyaW5nKSA9PiBsb2dMaW5lKGwsIG1lc3NhZ2UsIGZvcm1hdCk7XG4gIGNvbnN0IHF1ZXVlOiBVaW50OEFycmF5W10gPSBbXTtcbiAgbGV0IHF1ZXVlZEJ5dGVzID0gMDtcbiAgbGV0IGRyb3BwZWQgPSAwO1xuICBsZXQgZHJhaW5pbmc6IFByb21pc2U8dm9pZD4gfCB1bmRlZmluZWQ7XG4gIC8qKiBXcml0ZXMgb25lIGxpbmU6IG5vdGhpbmcgd2hlbiBpdCBpcyB3cml0dGVuLCBlbHNlIHRoZSB3cml0ZSB1bmRlciB3YXkuICovXG4gIGNvbnN0IHNlbmQgPSAoYnl0ZXM6IFVpbnQ4QXJyYXkpOiBQcm9taXNlPHZvaWQ+IHwgdm9pZCA9PiB7XG4gICAgdHJ5IHtcbiAgICAgIHJldHVybiB3cml0ZShieXRlcyk7XG4gICAgfSBjYXRjaCAoZSkge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVqZWN0KGUpO1xuICAgIH1cbiAgfTtcbiAgLyoqIFdhaXRzIGZvciBgcGVuZGluZ2AsIHRoZW4gd3JpdGVzIHdoYXQgcXVldWVkIG1lYW53aGlsZSwgdW50aWwgbm90aGluZyBpcyBsZWZ0LiAqL1xuICBjb25zdCBkcmFpbiA9IGFzeW5jIChwZW5kaW5nOiBQcm9taXNlPHZvaWQ+KSA9PiB7XG4gICAgbGV0IG5leHQ6IFByb21pc2U8dm9pZD4gfCB2b2lkID0gcGVuZGluZztcbiAgICBmb3IgKDs7KSB7XG4gICAgICB0cnkge1xuICAgICAgICBhd2FpdCBuZXh0O1xuICAgICAgfSBjYXRjaCB7XG4gICAgICAgIHF1ZXVlLmxlbmd0aCA9IDA7IC8vIHN0ZGVyciBpcyBnb25lOiBub3RoaW5nIHVzZWZ1bCBsZWZ0IHRvIGRvIHdpdGggbG9nIGxpbmVzXG4gICAgICAgIHF1ZXVlZEJ5dGVzID0gMDtcbiAgICAgICAgZHJvcHBlZCA9IDA7XG4gICAgICB9XG4gICAgICBpZiAocXVldWUubGVuZ3RoID09PSAwICYmIGRyb3BwZWQgPiAwKSB7XG4gICAgICAgIGNvbnN0IHNhaWQgPSBlbmNvZGVyLmVuY29kZShcbiAgICAgICAgICBsaW5lKFwid2FyblwiLCBgJHtkcm9wcGVkfSAke3doYXR9IGRyb3BwZWQgKHRoZWlyIG91dHB1dCBjb3VsZCBub3Qga2VlcCB1cClgKSxcbiAgICAgICAgKTtcbiAgICAgICAgcXVldWVkQnl0ZXMgKz0gc2FpZC5sZW5ndGg7IC8vIHRha2VuIG9mZiBhZ2FpbiB3aGVuIGl0IGlzIHdyaXR0ZW4sIGFzIGFueSBsaW5lXG4gICAgICAgIHF1ZXVlLnB1c2goc2FpZCk7XG4gICAgICAgIGRyb3BwZWQgPSAwO1xuICAgICAgfVxuICAgICAgY29uc3QgYnl0ZXMgPSBxdWV1ZS5zaGlmdCgpO1xuICAgICAgaWYgKGJ5dGVzID09PSB1bmRlZmluZWQpIGJyZWFrO1xuICAgICAgcXVldWVkQnl0ZXMgLT0gYnl0ZXMubGVuZ3RoO1xuICAgICAgbmV4dCA9IHNlbmQoYnl0ZXMpO1xuICAgIH1cbiAgICBkcmFpbmluZyA9IHVuZGVmaW5lZDtcbiAgfTtcbiAgY29uc3QgYXQgPSAobDogTG9nTGV2ZWwpID0+XG4gICAgTE9HX0xFVkVMUy5pbmRleE9mKGwpIDw9IG1heFxuICAgICAgPyAobWVzc2FnZTogc3RyaW5nKSA9PiB7XG4gICAgICAgIGlmIChkcmFpbmluZyAhPT0gdW5kZWZpbmVkICYmIHF1ZXVlLmxlbmd0aCA+PSBtYXhQZW5kaW5nKSB7XG4gICAgICAgICAgZHJvcHBlZCsrO1xuICAgICAgICAgIHJldHVybjtcbiAgICAgICAgfVxuICAgICAgICBjb25zdCBieXRlcyA9IGVuY29kZXIuZW5jb2RlKGxpbmUobCwgYm91bmRlZChtZXNzYWdlLCBtYXhNZXNzYWdlQ2hhcnMpKSk7XG4gICAgICAgIGlmIChkcmFpbmluZyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgICAgaWYgKHF1ZXVlLmxlbmd0aCA+IDAgJiYgcXVldWVkQnl0ZXMgKyBieXRlcy5sZW5ndGggPiBtYXhQZW5kaW5nQnl0ZXMpIHtcbiAgICAgICAgICAgIGRyb3BwZWQrKztcbiAgICAgICAgICAgIHJldHVybjtcbiAgICAgICAgICB9XG4gICAgICAgICAgcXVldWVkQnl0ZXMgKz0gYnl0ZXMubGVuZ3RoO1xuICAgICAgICAgIHJldHVybiB2b2lkIHF1ZXVlLnB1c2goYnl0ZXMpO1xuICAgICAgICB9XG4gICAgICAgIC8vIE5vdGhpbmcgd2FpdHM6IHdyaXRlIG5vdzsgYSBzaW5rIHRoYXQgZmluaXNoZWQgYXQgb25jZSAocmV0dXJuZWQgbm8gcHJvbWlzZSkgbGVhdmVzXG4gICAgICAgIC8vIG5vdGhpbmcgdG8gZHJhaW4uXG4gICAgICAgIGNvbnN0IHBlbmRpbmcgPSBzZW5kKGJ5dGVzKTtcbiAgICAgICAgaWYgKGlzVGhlbmFibGUocGVuZGluZykpIGRyYWluaW5nID0gZHJhaW4oUHJvbWlzZS5yZXNvbHZlKHBlbmRpbmcpKTtcbiAgICAgIH1cbiAgICAgIDogbm9vcDtcbiAgcmV0dXJuIHtcbiAgICBlcnJvcjogYXQoXCJlcnJvclwiKSxcbiAgICB3YXJuOiBhdChcIndhcm5cIiksXG4gICAgaW5mbzogYXQoXCJpbmZvXCIpLFxuICAgIGRlYnVnOiBhdChcImRlYnVnXCIpLFxuICAgIGZsdXNoOiAoKSA9PiBkcmFpbmluZyA/PyBQcm9taXNlLnJlc29sdmUoKSxcbiAgfTtcbn1cblxuY29uc3QgZW5jb2RlciA9IG5ldyBUZXh0RW5jb2RlcigpO1xuXG5mdW5jdGlvbiBpc1RoZW5hYmxlKHZhbHVlOiB1bmtub3duKTogdmFsdWUgaXMgUHJvbWlzZUxpa2U8dm9pZD4ge1xuICByZXR1cm4gdHlwZW9mICh2YWx1ZSBhcyBQcm9taXNlTGlrZTx2b2lkPiB8IG51bGwpPy50aGVuID09PSBcImZ1bmN0aW9uXCI7XG59XG5cbi8qKiBBIHN0ZGVyciBpbmhlcml0ZWQgbm9uLWJsb2NraW5nIChgMj4mMWAgdG8gc3VjaCBhIHN0ZG91dCkgaXMgd2FpdGVkIGZvciwgbm90IGRyb3BwZWQuICovXG5mdW5jdGlvbiB3cml0ZVN0ZGVycihieXRlczogVWludDhBcnJheSk6IFByb21pc2U8dm9pZD4ge1xuICByZXR1cm4gd3JpdGVBbGwoRGVuby5zdGRlcnIsIGJ5dGVzKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxRQUFRLFFBQVEsd0JBQXdCO0FBQ2pELFNBQVMsVUFBVSxRQUFRLG1CQUFtQjtBQUU5Qzs7Ozs7Ozs7Ozs7OztDQWFDLEdBQ0QsT0FBTyxNQUFNLGFBQWE7RUFBQztFQUFTO0VBQVE7RUFBUTtDQUFRLENBQVU7QUFtQnRFOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsU0FBUyxLQUFjO0VBQ3JDLE1BQU0sU0FBUztFQUNmLE9BQU8sV0FBVyxLQUFLLENBQUMsQ0FBQyxJQUFNLE9BQU8sUUFBUSxDQUFDLEVBQUUsS0FBSztBQUN4RDtBQUVBLE1BQU0sT0FBTyxLQUFhO0FBRTFCOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sTUFBTSxlQUF1QjtFQUFFLE9BQU87RUFBTSxNQUFNO0VBQU0sTUFBTTtFQUFNLE9BQU87QUFBSyxFQUFFO0FBS3pGLCtGQUErRixHQUMvRixPQUFPLE1BQU0sd0JBQXdCLElBQUk7QUFFekM7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLHdCQUF3QixLQUFLO0FBRTFDOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxTQUFTLFFBQVEsSUFBWSxFQUFFLEdBQVc7RUFDL0MsSUFBSSxLQUFLLE1BQU0sSUFBSSxLQUFLLE9BQU87RUFDL0IsTUFBTSxNQUFNLGtCQUFrQixJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLE1BQU0sSUFBSTtFQUM5RCxPQUFPLEdBQUcsS0FBSyxLQUFLLENBQUMsR0FBRyxLQUFLLE1BQU0sQ0FBQztBQUN0QztBQUVBOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsWUFBWSxJQUFZO0VBQ3RDLElBQUksUUFBUTtFQUNaLEtBQUssTUFBTSxNQUFNLEtBQU07SUFDckIsTUFBTSxLQUFLLEdBQUcsV0FBVyxDQUFDO0lBQzFCLElBQUksS0FBSyxPQUFPLFNBQVMsb0NBQW9DO1NBQ3hELElBQUksQ0FBQyxlQUFlLHlEQUF5RCxFQUFFLElBQUksQ0FBQyxLQUFLO01BQzVGO0lBQ0YsT0FBTyxTQUFTLENBQUMsU0FBUywyQkFBMkIsRUFBRSxJQUFJLENBQUMsT0FBTyxnQkFBZ0IsTUFBTSxJQUFJO0VBQy9GO0VBQ0EsT0FBTztBQUNUO0FBRUEscUZBQXFGO0FBQ3JGLElBQUk7QUFDSixJQUFJO0FBRUosaUVBQWlFLEdBQ2pFLFNBQVMsZ0JBQWdCLEVBQVU7RUFDakMsT0FBTyxBQUFDLE1BQU0sVUFBVSxNQUFNLFVBQVksTUFBTSxVQUFVLE1BQU0sVUFBVSxPQUFPLFVBQzlFLE1BQU0sVUFBVSxNQUFNLFVBQVksTUFBTSxVQUFVLE1BQU0sVUFDeEQsTUFBTSxVQUFVLE1BQU0sVUFBWSxNQUFNLFVBQVUsTUFBTSxVQUN4RCxNQUFNLFVBQVUsTUFBTSxVQUFZLE1BQU0sV0FBVyxNQUFNO0FBQzlEO0FBRUEsK0VBQStFLEdBQy9FLFNBQVMsUUFBUSxPQUFlLEVBQUUsR0FBVztFQUMzQyxNQUFNLE1BQU0sUUFBUSxTQUFTO0VBQzdCLElBQUksUUFBUSxTQUFTLE9BQU87RUFDNUIsT0FBTyxHQUFHLElBQUksRUFBRSxFQUFFLFFBQVEsTUFBTSxHQUFHLENBQUMsSUFBSSxNQUFNLEdBQUcsQ0FBQyxFQUFFLHFCQUFxQixDQUFDO0FBQzVFO0FBRUE7Ozs7Ozs7Q0FPQyxHQUNELE1BQU0sU0FDSixnRkFBZ0Y7QUFDaEY7QUFFRixTQUFTLFFBQVEsQ0FBUztFQUN4QixPQUFPLENBQUMsR0FBRyxFQUFFLEVBQUUsVUFBVSxDQUFDLEdBQUcsUUFBUSxDQUFDLElBQUksUUFBUSxDQUFDLEdBQUcsTUFBTTtBQUM5RDtBQUVBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxTQUFTLFNBQVMsSUFBWTtFQUNuQyxPQUFPLEtBQUssVUFBVSxDQUFDLE1BQU0sS0FBSyxPQUFPLENBQUMsUUFBUTtBQUNwRDtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBQ0QsT0FBTyxTQUFTLFNBQVMsSUFBWTtFQUNuQyxPQUFPLEtBQUssT0FBTyxDQUFDLFFBQVE7QUFDOUI7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sU0FBUyxZQUFZLE9BQWUsRUFBRSxNQUFpQjtFQUM1RCxPQUFPLFdBQVcsU0FBUyxTQUFTLFNBQVMsV0FBVyxDQUFDLFdBQVcsRUFBRSxTQUFTLFNBQVMsRUFBRSxDQUFDO0FBQzdGO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsUUFBUSxLQUFlLEVBQUUsT0FBZSxFQUFFLE1BQWlCO0VBQ3pFLE9BQU8sV0FBVyxTQUNkLFNBQVMsT0FBTyxXQUNoQixDQUFDLFdBQVcsRUFBRSxNQUFNLEVBQUUsRUFBRSxTQUFTLFNBQVMsRUFBRSxDQUFDO0FBQ25EO0FBRUEscUZBQXFGLEdBQ3JGLFNBQVMsU0FBUyxLQUFlLEVBQUUsT0FBZTtFQUNoRCxNQUFNLE9BQU87SUFBRTtJQUFPLEtBQUs7SUFBUyxJQUFJLElBQUksT0FBTyxXQUFXO0lBQUksTUFBTTtFQUFZO0VBQ3BGLE9BQU8sU0FBUyxLQUFLLFNBQVMsQ0FBQyxTQUFTO0FBQzFDO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQThCQyxHQUNELE9BQU8sU0FBUyxhQUNkLEtBQWUsRUFDZixRQUFxRCxXQUFXLEVBQ2hFLFNBQW9CLE1BQU0sRUFDMUIsYUFBcUIscUJBQXFCLEVBQzFDLGtCQUEwQixxQkFBcUI7RUFFL0MsT0FBTyxhQUFhO0lBQUU7SUFBTztJQUFPO0lBQVE7SUFBWTtFQUFnQjtBQUMxRTtBQThCQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXlCQyxHQUNELE9BQU8sU0FBUyxhQUFhLE9BQTRCO0VBQ3ZELE1BQU0sRUFBRSxLQUFLLEVBQUUsUUFBUSxXQUFXLEVBQUUsTUFBTSxFQUFFLFVBQVUsRUFBRSxlQUFlLEVBQUUsR0FBRztFQUM1RSxNQUFNLGtCQUFrQixRQUFRLGVBQWUsSUFBSTtFQUNuRCxNQUFNLE9BQU8sUUFBUSxJQUFJLElBQUk7RUFDN0IsTUFBTSxNQUFNLFdBQVcsT0FBTyxDQUFDO0VBQy9CLGlGQUFpRjtFQUNqRixJQUFJLE1BQU0sR0FBRztJQUNYLE1BQU0sSUFBSSxVQUNSLENBQUMsc0JBQXNCLEVBQUUsV0FBVyxJQUFJLENBQUMsTUFBTSxNQUFNLEVBQUUsV0FBVyxPQUFPLENBQUMsQ0FBQztFQUUvRTtFQUNBLElBQUksV0FBVyxVQUFVLFdBQVcsUUFBUTtJQUMxQyxNQUFNLElBQUksVUFBVSxDQUFDLGtDQUFrQyxFQUFFLFdBQVcsUUFBUSxDQUFDLENBQUM7RUFDaEY7RUFDQSw0REFBNEQ7RUFDNUQsSUFBSSxPQUFPLFVBQVUsWUFBWTtJQUMvQixNQUFNLElBQUksVUFBVSxDQUFDLG9DQUFvQyxFQUFFLE9BQU8sTUFBTSxDQUFDLENBQUM7RUFDNUU7RUFDQSx1RkFBdUY7RUFDdkYsSUFBSSxDQUFDLE9BQU8sU0FBUyxDQUFDLGVBQWUsYUFBYSxHQUFHO0lBQ25ELE1BQU0sSUFBSSxXQUFXLENBQUMsd0NBQXdDLEVBQUUsV0FBVyxDQUFDLENBQUM7RUFDL0U7RUFDQSxJQUFJLENBQUMsQ0FBQyxvQkFBb0IsWUFBWSxPQUFPLFNBQVMsQ0FBQyxnQkFBZ0IsS0FBSyxrQkFBa0IsR0FBRztJQUMvRixNQUFNLElBQUksV0FDUixDQUFDLHlEQUF5RCxFQUFFLGdCQUFnQixDQUFDLENBQUM7RUFFbEY7RUFDQSxJQUFJLENBQUMsQ0FBQyxvQkFBb0IsWUFBWSxPQUFPLFNBQVMsQ0FBQyxnQkFBZ0IsS0FBSyxrQkFBa0IsR0FBRztJQUMvRixNQUFNLElBQUksV0FDUixDQUFDLHlEQUF5RCxFQUFFLGdCQUFnQixDQUFDLENBQUM7RUFFbEY7RUFDQSxNQUFNLE9BQU8sQ0FBQyxHQUFhLFVBQW9CLFFBQVEsR0FBRyxTQUFTO0VBQ25FLE1BQU0sUUFBc0IsRUFBRTtFQUM5QixJQUFJLGNBQWM7RUFDbEIsSUFBSSxVQUFVO0VBQ2QsSUFBSTtFQUNKLDJFQUEyRSxHQUMzRSxNQUFNLE9BQU8sQ0FBQztJQUNaLElBQUk7TUFDRixPQUFPLE1BQU07SUFDZixFQUFFLE9BQU8sR0FBRztNQUNWLE9BQU8sUUFBUSxNQUFNLENBQUM7SUFDeEI7RUFDRjtFQUNBLG1GQUFtRixHQUNuRixNQUFNLFFBQVEsT0FBTztJQUNuQixJQUFJLE9BQTZCO0lBQ2pDLE9BQVM7TUFDUCxJQUFJO1FBQ0YsTUFBTTtNQUNSLEVBQUUsT0FBTTtRQUNOLE1BQU0sTUFBTSxHQUFHLEdBQUcsMkRBQTJEO1FBQzdFLGNBQWM7UUFDZCxVQUFVO01BQ1o7TUFDQSxJQUFJLE1BQU0sTUFBTSxLQUFLLEtBQUssVUFBVSxHQUFHO1FBQ3JDLE1BQU0sT0FBTyxRQUFRLE1BQU0sQ0FDekIsS0FBSyxRQUFRLEdBQUcsUUFBUSxDQUFDLEVBQUUsS0FBSyx5Q0FBeUMsQ0FBQztRQUU1RSxlQUFlLEtBQUssTUFBTSxFQUFFLGtEQUFrRDtRQUM5RSxNQUFNLElBQUksQ0FBQztRQUNYLFVBQVU7TUFDWjtNQUNBLE1BQU0sUUFBUSxNQUFNLEtBQUs7TUFDekIsSUFBSSxVQUFVLFdBQVc7TUFDekIsZUFBZSxNQUFNLE1BQU07TUFDM0IsT0FBTyxLQUFLO0lBQ2Q7SUFDQSxXQUFXO0VBQ2I7RUFDQSxNQUFNLEtBQUssQ0FBQyxJQUNWLFdBQVcsT0FBTyxDQUFDLE1BQU0sTUFDckIsQ0FBQztNQUNELElBQUksYUFBYSxhQUFhLE1BQU0sTUFBTSxJQUFJLFlBQVk7UUFDeEQ7UUFDQTtNQUNGO01BQ0EsTUFBTSxRQUFRLFFBQVEsTUFBTSxDQUFDLEtBQUssR0FBRyxRQUFRLFNBQVM7TUFDdEQsSUFBSSxhQUFhLFdBQVc7UUFDMUIsSUFBSSxNQUFNLE1BQU0sR0FBRyxLQUFLLGNBQWMsTUFBTSxNQUFNLEdBQUcsaUJBQWlCO1VBQ3BFO1VBQ0E7UUFDRjtRQUNBLGVBQWUsTUFBTSxNQUFNO1FBQzNCLE9BQU8sS0FBSyxNQUFNLElBQUksQ0FBQztNQUN6QjtNQUNBLHNGQUFzRjtNQUN0RixvQkFBb0I7TUFDcEIsTUFBTSxVQUFVLEtBQUs7TUFDckIsSUFBSSxXQUFXLFVBQVUsV0FBVyxNQUFNLFFBQVEsT0FBTyxDQUFDO0lBQzVELElBQ0U7RUFDTixPQUFPO0lBQ0wsT0FBTyxHQUFHO0lBQ1YsTUFBTSxHQUFHO0lBQ1QsTUFBTSxHQUFHO0lBQ1QsT0FBTyxHQUFHO0lBQ1YsT0FBTyxJQUFNLFlBQVksUUFBUSxPQUFPO0VBQzFDO0FBQ0Y7QUFFQSxNQUFNLFVBQVUsSUFBSTtBQUVwQixTQUFTLFdBQVcsS0FBYztFQUNoQyxPQUFPLE9BQVEsT0FBb0MsU0FBUztBQUM5RDtBQUVBLDBGQUEwRixHQUMxRixTQUFTLFlBQVksS0FBaUI7RUFDcEMsT0FBTyxTQUFTLEtBQUssTUFBTSxFQUFFO0FBQy9CIn0=
// denoCacheMetadata=8809180203361172216,1213320889581962512