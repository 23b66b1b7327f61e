/**
 * A logger that puts the same words before every message (e.g. `connection ID: `), so that
 * the lines of many connections served at once can be told apart.
 *
 * @module
 */

import type { Logger } from "./logger.ts";

/**
 * `log` with `prefix` before every message; it flushes what `log` flushes.
 *
 * @param log Where the lines go.
 * @param prefix What each message starts with.
 * @returns The logger.
 *
 * @example Name a connection on its lines
 * ```ts
 * import { prefixedLogger } from "./prefixed_logger.ts";
 * import { stderrLogger } from "./logger.ts";
 * const log = prefixedLogger(stderrLogger("info"), "connection 1f2e: ");
 * log.info("started"); // acp-proxy: info: connection 1f2e: started
 * ```
 */
export function prefixedLogger(log: Logger, prefix: string): Logger {
  return {
    error: (message) => log.error(prefix + message),
    warn: (message) => log.warn(prefix + message),
    info: (message) => log.info(prefix + message),
    debug: (message) => log.debug(prefix + message),
    // Read as it is called: a `flush` that is a getter may throw, which the caller's guard takes.
    flush: () => log.flush?.() ?? Promise.resolve(),
  };
}
