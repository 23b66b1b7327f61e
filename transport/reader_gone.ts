/**
 * Which errors mean that the reader of a stream went away — the end of a conversation, not a
 * failure to report: a write to a peer or a client that is gone (EPIPE, ECONNRESET, …), an
 * output its owner closed on purpose, an abort. The pipes and the session's lifecycle judge
 * every failed write with it.
 *
 * @module
 */

import { OutputClosedError } from "./output_closed.ts";

/** System errors that mean the reader went away: the end of a conversation, not a failure. */
const READER_GONE = new Set(["EPIPE", "ECONNRESET", "ENOTCONN", "ECONNABORTED", "ESHUTDOWN"]);

/**
 * Whether a write error means the client went away (a normal end) rather than a failure the
 * user must hear about. Named conditions only: a reader that went away (EPIPE, ECONNRESET,
 * …), an output its owner closed on purpose ({@linkcode OutputClosedError}), an abort (a
 * stop). Anything else — a full disk, an I/O error, an error of the daemon's own (a failed
 * pump, a bug in a tap), a web stream's `TypeError` — is a failure. (The pipes report an
 * errored sink by its own error, never by the streams' "closed or errored" `TypeError`.)
 *
 * @param e The write error.
 * @returns True for a normal end.
 *
 * @example
 * ```ts
 * import { isReaderGone } from "./reader_gone.ts";
 * console.log(isReaderGone(new Deno.errors.BrokenPipe())); // true
 * console.log(isReaderGone(new Error("moving the agent's output failed"))); // false
 * ```
 */
export function isReaderGone(e: unknown): boolean {
  // A stream aborted or cancelled without a reason, or with a stop's.
  if (e === undefined || (e instanceof DOMException && e.name === "AbortError")) return true;
  if (e instanceof Deno.errors.BrokenPipe || e instanceof Deno.errors.ConnectionReset) return true;
  if (e instanceof OutputClosedError) return true;
  const code = systemCode(e);
  return code !== undefined && READER_GONE.has(code);
}

/**
 * The system error code an error carries (`EPIPE`, `ENOSPC`, …), if any.
 *
 * @param e Any error.
 * @returns Its `code`, when it is a string.
 *
 * @example
 * ```ts
 * import { systemCode } from "./reader_gone.ts";
 * console.log(systemCode(Object.assign(new Error("full"), { code: "ENOSPC" }))); // "ENOSPC"
 * ```
 */
export function systemCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
