/**
 * How a pipe's end is judged: which errors mean that the reader of a stream went away (the
 * end of a conversation, not a failure to report: EPIPE, ECONNRESET, an output its owner
 * closed on purpose, an abort), and which mean that the client's own side failed on the way
 * to the peer. The pipes and the session's lifecycle judge every failed read and write with
 * these.
 *
 * @module
 */

/**
 * A client's output was closed on purpose by its owner; what fails to reach it afterwards is
 * not a failure to report.
 *
 * @example Stop a connection's output once the connection has ended
 * ```ts
 * import { OutputClosedError } from "./pipe_errors.ts";
 * const output = new TransformStream<Uint8Array, Uint8Array>();
 * await output.writable.abort(new OutputClosedError("the remote connection ended: idle timeout"));
 * ```
 */
export class OutputClosedError extends Error {
  /** Always `"OutputClosedError"`. */
  override name = "OutputClosedError";
}

/**
 * The router gave a peer's output its end: the peer ended and left it open (a background
 * child holding a process's stdout, an in-process handler that kept its writer), so the
 * router stops reading it (cancels it with this reason) and closes the client's output behind
 * what it had read, as at the end of that output. A normal end, not a failure.
 *
 * @example The reason a peer's output left open is cancelled with
 * ```ts
 * import { OutputFinished } from "./pipe_errors.ts";
 * const reason = new OutputFinished();
 * console.log(reason.name); // "OutputFinished"
 * ```
 */
export class OutputFinished extends OutputClosedError {
  /** Always `"OutputFinished"`. */
  override name = "OutputFinished";

  /** Names the end. */
  constructor() {
    super("the peer ended with its output still open; the router ended that output for it");
  }
}

/**
 * An output refused what it was given because of a named limit (a line longer than it takes):
 * an expected end, reported by its message alone, never as a defect with a stack.
 *
 * @example An agent line over a connection's limit
 * ```ts
 * import { OutputLimitError } from "./pipe_errors.ts";
 * const refused = new OutputLimitError("the agent wrote a line longer than 1024 bytes");
 * console.log(refused.name); // "OutputLimitError"
 * ```
 */
export class OutputLimitError extends Error {
  /** Always `"OutputLimitError"`. */
  override name = "OutputLimitError";
}

/**
 * Moving the client's input to the peer failed on the client's side or the daemon's; `cause`
 * is the error.
 *
 * @example Tell a failure of the client's side from the peer going away
 * ```ts
 * import { ClientInputError } from "./pipe_errors.ts";
 * const failed = new ClientInputError(new Error("Input/output error (os error 5)"));
 * console.log(failed.name, (failed.cause as Error).message);
 * // ClientInputError Input/output error (os error 5)
 * ```
 */
export class ClientInputError extends Error {
  /** Always `"ClientInputError"`. */
  override name = "ClientInputError";

  /**
   * Wraps the error.
   *
   * @param cause What failed.
   */
  constructor(cause: unknown) {
    super(`moving the client's input to the agent failed`, { cause });
  }
}

/** System errors that mean the reader went away: the end of a conversation, not a failure. */
const READER_GONE = new Set(["EPIPE", "ECONNRESET", "ENOTCONN", "ECONNABORTED", "ESHUTDOWN"]);

/**
 * Whether a write error means the client went away (a normal end) rather than a failure the
 * user must hear about. Named conditions only: a reader that went away (EPIPE, ECONNRESET,
 * ...), an output its owner closed on purpose ({@linkcode OutputClosedError}), an abort (a
 * stop). Anything else -- a full disk, an I/O error, an error of the daemon's own (a failed
 * pump, a bug in a tap), a web stream's `TypeError` -- is a failure. (The pipes report an
 * errored sink by its own error, never by the streams' "closed or errored" `TypeError`.)
 *
 * @param e The write error.
 * @returns True for a normal end.
 *
 * @example
 * ```ts
 * import { isReaderGone } from "./pipe_errors.ts";
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
 * Whether a read error is the sender resetting its connection (ECONNRESET, ECONNABORTED): a
 * client that left, not a failure. Nothing else a read gives is (an EIO, an abort, an error
 * with no reason).
 *
 * @param e The read error.
 * @returns True for a reset.
 *
 * @example
 * ```ts
 * import { isReset } from "./pipe_errors.ts";
 * console.log(isReset(new Deno.errors.ConnectionReset())); // true
 * console.log(isReset(new Deno.errors.BrokenPipe())); // false
 * ```
 */
export function isReset(e: unknown): boolean {
  if (e instanceof Deno.errors.ConnectionReset || e instanceof Deno.errors.ConnectionAborted) {
    return true;
  }
  const code = systemCode(e);
  return code === "ECONNRESET" || code === "ECONNABORTED";
}

/** The end of the message of a system error Deno gives no code (EFBIG, say). */
const OS_ERROR = /\(os error (\d+)\)$/;

/**
 * The system error code an error carries (`EPIPE`, `ENOSPC`, ...), if any; for a system
 * error Deno gives no code ("File too large (os error 27)"), `errno N`.
 *
 * @param e Any error.
 * @returns Its `code`, when it is a string, else its errno, when its message ends with one.
 *
 * @example
 * ```ts
 * import { systemCode } from "./pipe_errors.ts";
 * console.log(systemCode(Object.assign(new Error("full"), { code: "ENOSPC" }))); // "ENOSPC"
 * console.log(systemCode(new Error("File too large (os error 27)"))); // "errno 27"
 * ```
 */
export function systemCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === "string") return code;
  const errno = e instanceof Error ? OS_ERROR.exec(e.message)?.[1] : undefined;
  return errno === undefined ? undefined : `errno ${errno}`;
}
