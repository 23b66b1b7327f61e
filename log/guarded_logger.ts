/**
 * A caller's logger, guarded: a line it fails to take (its function throws) must not end the
 * connection it is about, nor make a router's `serve` reject.
 *
 * @module
 */

import type { Logger } from "./logger.ts";
import { stackOf } from "./error_text.ts";

/**
 * `log`, whose failures are contained: the first one is printed to stderr with its stack (no
 * failure goes unseen); later ones are dropped. A `flush` that rejects resolves, its failure
 * reported the same way.
 *
 * @param log The caller's logger.
 * @returns The logger the router uses.
 *
 * @example A logger that throws no longer ends the session
 * ```ts
 * import { guardedLogger } from "./guarded_logger.ts";
 * const log = guardedLogger({
 *   error() {}, warn() {}, debug() {},
 *   info() { throw new Error("the log server is down"); },
 * });
 * log.info("selected v2"); // prints the failure once to stderr; does not throw
 * ```
 */
export function guardedLogger(log: Logger): Logger {
  let reported = false;
  const report = (e: unknown) => {
    if (reported) return;
    reported = true;
    console.error(
      `acp-proxy: error: the logger failed (its later failures are not shown): ${stackOf(e)}`,
    );
  };
  const guard = (write: () => void) => {
    try {
      write();
    } catch (e) {
      report(e);
    }
  };
  // Read once, guarded: a `flush` that is a getter may throw too.
  let flush: Logger["flush"];
  guard(() => flush = log.flush);
  return {
    error: (message) => guard(() => log.error(message)),
    warn: (message) => guard(() => log.warn(message)),
    info: (message) => guard(() => log.info(message)),
    debug: (message) => guard(() => log.debug(message)),
    ...(typeof flush === "function"
      ? { flush: () => Promise.resolve().then(() => flush!.call(log)).catch(report) }
      : {}),
  };
}
