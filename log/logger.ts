/**
 * Leveled one-line logging to stderr.
 *
 * @module
 */

/** Log levels, most severe first. */
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
}

const noop = (): void => {};

/**
 * A logger that drops everything: the library default.
 *
 * @example
 * ```ts
 * import { silentLogger } from "./logger.ts";
 * silentLogger.warn("never printed");
 * ```
 */
export const silentLogger: Logger = { error: noop, warn: noop, info: noop, debug: noop };

/**
 * A logger writing `acp-proxy: LEVEL: message` lines to stderr, up to `level`.
 *
 * @param level The most verbose level to print.
 * @param write Sink for finished lines (default: synchronous stderr write).
 * @returns The logger.
 *
 * @example
 * ```ts
 * import { stderrLogger } from "./logger.ts";
 * const log = stderrLogger("info");
 * log.debug("not printed");
 * ```
 */
export function stderrLogger(level: LogLevel, write: (line: string) => void = writeStderr): Logger {
  const max = LOG_LEVELS.indexOf(level);
  const at = (l: LogLevel) =>
    LOG_LEVELS.indexOf(l) <= max
      ? (message: string) => write(`acp-proxy: ${l}: ${message.replaceAll("\n", " ")}\n`)
      : noop;
  return { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}

const encoder = new TextEncoder();

function writeStderr(line: string): void {
  const bytes = encoder.encode(line);
  let written = 0;
  try {
    while (written < bytes.length) written += Deno.stderr.writeSync(bytes.subarray(written));
  } catch {
    // stderr is gone: nothing useful left to do with a log line.
  }
}
