/**
 * How a pipe's end is judged: which errors mean that the reader of a stream went away (the
 * end of a conversation, not a failure to report: EPIPE, ECONNRESET, an output its owner
 * closed on purpose, an abort), and which mean that the client's own side failed on the way
 * to the peer. The pipes and the session's lifecycle judge every failed read and write with
 * these.
 *
 * @module
 */ /**
 * A client's output was closed on purpose by its owner; what fails to reach it afterwards is
 * not a failure to report.
 *
 * @example Stop a connection's output once the connection has ended
 * ```ts
 * import { OutputClosedError } from "./pipe_errors.ts";
 * const output = new TransformStream<Uint8Array, Uint8Array>();
 * await output.writable.abort(new OutputClosedError("the remote connection ended: idle timeout"));
 * ```
 */ export class OutputClosedError extends Error {
  /** Always `"OutputClosedError"`. */ name = "OutputClosedError";
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
 */ export class OutputFinished extends OutputClosedError {
  /** Always `"OutputFinished"`. */ name = "OutputFinished";
  /** Names the end. */ constructor(){
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
 */ export class OutputLimitError extends Error {
  /** Always `"OutputLimitError"`. */ name = "OutputLimitError";
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
 */ export class ClientInputError extends Error {
  /** Always `"ClientInputError"`. */ name = "ClientInputError";
  /**
   * Wraps the error.
   *
   * @param cause What failed.
   */ constructor(cause){
    super(`moving the client's input to the agent failed`, {
      cause
    });
  }
}
/** System errors that mean the reader went away: the end of a conversation, not a failure. */ const READER_GONE = new Set([
  "EPIPE",
  "ECONNRESET",
  "ENOTCONN",
  "ECONNABORTED",
  "ESHUTDOWN"
]);
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
 */ export function isReaderGone(e) {
  // A stream aborted or cancelled without a reason, or with a stop's.
  if (e === undefined || e instanceof DOMException && e.name === "AbortError") return true;
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
 */ export function isReset(e) {
  if (e instanceof Deno.errors.ConnectionReset || e instanceof Deno.errors.ConnectionAborted) {
    return true;
  }
  const code = systemCode(e);
  return code === "ECONNRESET" || code === "ECONNABORTED";
}
/** The end of the message of a system error Deno gives no code (EFBIG, say). */ const OS_ERROR = /\(os error (\d+)\)$/;
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
 */ export function systemCode(e) {
  const code = e?.code;
  if (typeof code === "string") return code;
  const errno = e instanceof Error ? OS_ERROR.exec(e.message)?.[1] : undefined;
  return errno === undefined ? undefined : `errno ${errno}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9waXBlX2Vycm9ycy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEhvdyBhIHBpcGUncyBlbmQgaXMganVkZ2VkOiB3aGljaCBlcnJvcnMgbWVhbiB0aGF0IHRoZSByZWFkZXIgb2YgYSBzdHJlYW0gd2VudCBhd2F5ICh0aGVcbiAqIGVuZCBvZiBhIGNvbnZlcnNhdGlvbiwgbm90IGEgZmFpbHVyZSB0byByZXBvcnQ6IEVQSVBFLCBFQ09OTlJFU0VULCBhbiBvdXRwdXQgaXRzIG93bmVyXG4gKiBjbG9zZWQgb24gcHVycG9zZSwgYW4gYWJvcnQpLCBhbmQgd2hpY2ggbWVhbiB0aGF0IHRoZSBjbGllbnQncyBvd24gc2lkZSBmYWlsZWQgb24gdGhlIHdheVxuICogdG8gdGhlIHBlZXIuIFRoZSBwaXBlcyBhbmQgdGhlIHNlc3Npb24ncyBsaWZlY3ljbGUganVkZ2UgZXZlcnkgZmFpbGVkIHJlYWQgYW5kIHdyaXRlIHdpdGhcbiAqIHRoZXNlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIEEgY2xpZW50J3Mgb3V0cHV0IHdhcyBjbG9zZWQgb24gcHVycG9zZSBieSBpdHMgb3duZXI7IHdoYXQgZmFpbHMgdG8gcmVhY2ggaXQgYWZ0ZXJ3YXJkcyBpc1xuICogbm90IGEgZmFpbHVyZSB0byByZXBvcnQuXG4gKlxuICogQGV4YW1wbGUgU3RvcCBhIGNvbm5lY3Rpb24ncyBvdXRwdXQgb25jZSB0aGUgY29ubmVjdGlvbiBoYXMgZW5kZWRcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBPdXRwdXRDbG9zZWRFcnJvciB9IGZyb20gXCIuL3BpcGVfZXJyb3JzLnRzXCI7XG4gKiBjb25zdCBvdXRwdXQgPSBuZXcgVHJhbnNmb3JtU3RyZWFtPFVpbnQ4QXJyYXksIFVpbnQ4QXJyYXk+KCk7XG4gKiBhd2FpdCBvdXRwdXQud3JpdGFibGUuYWJvcnQobmV3IE91dHB1dENsb3NlZEVycm9yKFwidGhlIHJlbW90ZSBjb25uZWN0aW9uIGVuZGVkOiBpZGxlIHRpbWVvdXRcIikpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBPdXRwdXRDbG9zZWRFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgLyoqIEFsd2F5cyBgXCJPdXRwdXRDbG9zZWRFcnJvclwiYC4gKi9cbiAgb3ZlcnJpZGUgbmFtZSA9IFwiT3V0cHV0Q2xvc2VkRXJyb3JcIjtcbn1cblxuLyoqXG4gKiBUaGUgcm91dGVyIGdhdmUgYSBwZWVyJ3Mgb3V0cHV0IGl0cyBlbmQ6IHRoZSBwZWVyIGVuZGVkIGFuZCBsZWZ0IGl0IG9wZW4gKGEgYmFja2dyb3VuZFxuICogY2hpbGQgaG9sZGluZyBhIHByb2Nlc3MncyBzdGRvdXQsIGFuIGluLXByb2Nlc3MgaGFuZGxlciB0aGF0IGtlcHQgaXRzIHdyaXRlciksIHNvIHRoZVxuICogcm91dGVyIHN0b3BzIHJlYWRpbmcgaXQgKGNhbmNlbHMgaXQgd2l0aCB0aGlzIHJlYXNvbikgYW5kIGNsb3NlcyB0aGUgY2xpZW50J3Mgb3V0cHV0IGJlaGluZFxuICogd2hhdCBpdCBoYWQgcmVhZCwgYXMgYXQgdGhlIGVuZCBvZiB0aGF0IG91dHB1dC4gQSBub3JtYWwgZW5kLCBub3QgYSBmYWlsdXJlLlxuICpcbiAqIEBleGFtcGxlIFRoZSByZWFzb24gYSBwZWVyJ3Mgb3V0cHV0IGxlZnQgb3BlbiBpcyBjYW5jZWxsZWQgd2l0aFxuICogYGBgdHNcbiAqIGltcG9ydCB7IE91dHB1dEZpbmlzaGVkIH0gZnJvbSBcIi4vcGlwZV9lcnJvcnMudHNcIjtcbiAqIGNvbnN0IHJlYXNvbiA9IG5ldyBPdXRwdXRGaW5pc2hlZCgpO1xuICogY29uc29sZS5sb2cocmVhc29uLm5hbWUpOyAvLyBcIk91dHB1dEZpbmlzaGVkXCJcbiAqIGBgYFxuICovXG5leHBvcnQgY2xhc3MgT3V0cHV0RmluaXNoZWQgZXh0ZW5kcyBPdXRwdXRDbG9zZWRFcnJvciB7XG4gIC8qKiBBbHdheXMgYFwiT3V0cHV0RmluaXNoZWRcImAuICovXG4gIG92ZXJyaWRlIG5hbWUgPSBcIk91dHB1dEZpbmlzaGVkXCI7XG5cbiAgLyoqIE5hbWVzIHRoZSBlbmQuICovXG4gIGNvbnN0cnVjdG9yKCkge1xuICAgIHN1cGVyKFwidGhlIHBlZXIgZW5kZWQgd2l0aCBpdHMgb3V0cHV0IHN0aWxsIG9wZW47IHRoZSByb3V0ZXIgZW5kZWQgdGhhdCBvdXRwdXQgZm9yIGl0XCIpO1xuICB9XG59XG5cbi8qKlxuICogQW4gb3V0cHV0IHJlZnVzZWQgd2hhdCBpdCB3YXMgZ2l2ZW4gYmVjYXVzZSBvZiBhIG5hbWVkIGxpbWl0IChhIGxpbmUgbG9uZ2VyIHRoYW4gaXQgdGFrZXMpOlxuICogYW4gZXhwZWN0ZWQgZW5kLCByZXBvcnRlZCBieSBpdHMgbWVzc2FnZSBhbG9uZSwgbmV2ZXIgYXMgYSBkZWZlY3Qgd2l0aCBhIHN0YWNrLlxuICpcbiAqIEBleGFtcGxlIEFuIGFnZW50IGxpbmUgb3ZlciBhIGNvbm5lY3Rpb24ncyBsaW1pdFxuICogYGBgdHNcbiAqIGltcG9ydCB7IE91dHB1dExpbWl0RXJyb3IgfSBmcm9tIFwiLi9waXBlX2Vycm9ycy50c1wiO1xuICogY29uc3QgcmVmdXNlZCA9IG5ldyBPdXRwdXRMaW1pdEVycm9yKFwidGhlIGFnZW50IHdyb3RlIGEgbGluZSBsb25nZXIgdGhhbiAxMDI0IGJ5dGVzXCIpO1xuICogY29uc29sZS5sb2cocmVmdXNlZC5uYW1lKTsgLy8gXCJPdXRwdXRMaW1pdEVycm9yXCJcbiAqIGBgYFxuICovXG5leHBvcnQgY2xhc3MgT3V0cHV0TGltaXRFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgLyoqIEFsd2F5cyBgXCJPdXRwdXRMaW1pdEVycm9yXCJgLiAqL1xuICBvdmVycmlkZSBuYW1lID0gXCJPdXRwdXRMaW1pdEVycm9yXCI7XG59XG5cbi8qKlxuICogTW92aW5nIHRoZSBjbGllbnQncyBpbnB1dCB0byB0aGUgcGVlciBmYWlsZWQgb24gdGhlIGNsaWVudCdzIHNpZGUgb3IgdGhlIGRhZW1vbidzOyBgY2F1c2VgXG4gKiBpcyB0aGUgZXJyb3IuXG4gKlxuICogQGV4YW1wbGUgVGVsbCBhIGZhaWx1cmUgb2YgdGhlIGNsaWVudCdzIHNpZGUgZnJvbSB0aGUgcGVlciBnb2luZyBhd2F5XG4gKiBgYGB0c1xuICogaW1wb3J0IHsgQ2xpZW50SW5wdXRFcnJvciB9IGZyb20gXCIuL3BpcGVfZXJyb3JzLnRzXCI7XG4gKiBjb25zdCBmYWlsZWQgPSBuZXcgQ2xpZW50SW5wdXRFcnJvcihuZXcgRXJyb3IoXCJJbnB1dC9vdXRwdXQgZXJyb3IgKG9zIGVycm9yIDUpXCIpKTtcbiAqIGNvbnNvbGUubG9nKGZhaWxlZC5uYW1lLCAoZmFpbGVkLmNhdXNlIGFzIEVycm9yKS5tZXNzYWdlKTtcbiAqIC8vIENsaWVudElucHV0RXJyb3IgSW5wdXQvb3V0cHV0IGVycm9yIChvcyBlcnJvciA1KVxuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBDbGllbnRJbnB1dEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICAvKiogQWx3YXlzIGBcIkNsaWVudElucHV0RXJyb3JcImAuICovXG4gIG92ZXJyaWRlIG5hbWUgPSBcIkNsaWVudElucHV0RXJyb3JcIjtcblxuICAvKipcbiAgICogV3JhcHMgdGhlIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gY2F1c2UgV2hhdCBmYWlsZWQuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihjYXVzZTogdW5rbm93bikge1xuICAgIHN1cGVyKGBtb3ZpbmcgdGhlIGNsaWVudCdzIGlucHV0IHRvIHRoZSBhZ2VudCBmYWlsZWRgLCB7IGNhdXNlIH0pO1xuICB9XG59XG5cbi8qKiBTeXN0ZW0gZXJyb3JzIHRoYXQgbWVhbiB0aGUgcmVhZGVyIHdlbnQgYXdheTogdGhlIGVuZCBvZiBhIGNvbnZlcnNhdGlvbiwgbm90IGEgZmFpbHVyZS4gKi9cbmNvbnN0IFJFQURFUl9HT05FID0gbmV3IFNldChbXCJFUElQRVwiLCBcIkVDT05OUkVTRVRcIiwgXCJFTk9UQ09OTlwiLCBcIkVDT05OQUJPUlRFRFwiLCBcIkVTSFVURE9XTlwiXSk7XG5cbi8qKlxuICogV2hldGhlciBhIHdyaXRlIGVycm9yIG1lYW5zIHRoZSBjbGllbnQgd2VudCBhd2F5IChhIG5vcm1hbCBlbmQpIHJhdGhlciB0aGFuIGEgZmFpbHVyZSB0aGVcbiAqIHVzZXIgbXVzdCBoZWFyIGFib3V0LiBOYW1lZCBjb25kaXRpb25zIG9ubHk6IGEgcmVhZGVyIHRoYXQgd2VudCBhd2F5IChFUElQRSwgRUNPTk5SRVNFVCxcbiAqIC4uLiksIGFuIG91dHB1dCBpdHMgb3duZXIgY2xvc2VkIG9uIHB1cnBvc2UgKHtAbGlua2NvZGUgT3V0cHV0Q2xvc2VkRXJyb3J9KSwgYW4gYWJvcnQgKGFcbiAqIHN0b3ApLiBBbnl0aGluZyBlbHNlIC0tIGEgZnVsbCBkaXNrLCBhbiBJL08gZXJyb3IsIGFuIGVycm9yIG9mIHRoZSBkYWVtb24ncyBvd24gKGEgZmFpbGVkXG4gKiBwdW1wLCBhIGJ1ZyBpbiBhIHRhcCksIGEgd2ViIHN0cmVhbSdzIGBUeXBlRXJyb3JgIC0tIGlzIGEgZmFpbHVyZS4gKFRoZSBwaXBlcyByZXBvcnQgYW5cbiAqIGVycm9yZWQgc2luayBieSBpdHMgb3duIGVycm9yLCBuZXZlciBieSB0aGUgc3RyZWFtcycgXCJjbG9zZWQgb3IgZXJyb3JlZFwiIGBUeXBlRXJyb3JgLilcbiAqXG4gKiBAcGFyYW0gZSBUaGUgd3JpdGUgZXJyb3IuXG4gKiBAcmV0dXJucyBUcnVlIGZvciBhIG5vcm1hbCBlbmQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBpc1JlYWRlckdvbmUgfSBmcm9tIFwiLi9waXBlX2Vycm9ycy50c1wiO1xuICogY29uc29sZS5sb2coaXNSZWFkZXJHb25lKG5ldyBEZW5vLmVycm9ycy5Ccm9rZW5QaXBlKCkpKTsgLy8gdHJ1ZVxuICogY29uc29sZS5sb2coaXNSZWFkZXJHb25lKG5ldyBFcnJvcihcIm1vdmluZyB0aGUgYWdlbnQncyBvdXRwdXQgZmFpbGVkXCIpKSk7IC8vIGZhbHNlXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGlzUmVhZGVyR29uZShlOiB1bmtub3duKTogYm9vbGVhbiB7XG4gIC8vIEEgc3RyZWFtIGFib3J0ZWQgb3IgY2FuY2VsbGVkIHdpdGhvdXQgYSByZWFzb24sIG9yIHdpdGggYSBzdG9wJ3MuXG4gIGlmIChlID09PSB1bmRlZmluZWQgfHwgKGUgaW5zdGFuY2VvZiBET01FeGNlcHRpb24gJiYgZS5uYW1lID09PSBcIkFib3J0RXJyb3JcIikpIHJldHVybiB0cnVlO1xuICBpZiAoZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLkJyb2tlblBpcGUgfHwgZSBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLkNvbm5lY3Rpb25SZXNldCkgcmV0dXJuIHRydWU7XG4gIGlmIChlIGluc3RhbmNlb2YgT3V0cHV0Q2xvc2VkRXJyb3IpIHJldHVybiB0cnVlO1xuICBjb25zdCBjb2RlID0gc3lzdGVtQ29kZShlKTtcbiAgcmV0dXJuIGNvZGUgIT09IHVuZGVmaW5lZCAmJiBSRUFERVJfR09ORS5oYXMoY29kZSk7XG59XG5cbi8qKlxuICogV2hldGhlciBhIHJlYWQgZXJyb3IgaXMgdGhlIHNlbmRlciByZXNldHRpbmcgaXRzIGNvbm5lY3Rpb24gKEVDT05OUkVTRVQsIEVDT05OQUJPUlRFRCk6IGFcbiAqIGNsaWVudCB0aGF0IGxlZnQsIG5vdCBhIGZhaWx1cmUuIE5vdGhpbmcgZWxzZSBhIHJlYWQgZ2l2ZXMgaXMgKGFuIEVJTywgYW4gYWJvcnQsIGFuIGVycm9yXG4gKiB3aXRoIG5vIHJlYXNvbikuXG4gKlxuICogQHBhcmFtIGUgVGhlIHJlYWQgZXJyb3IuXG4gKiBAcmV0dXJucyBUcnVlIGZvciBhIHJlc2V0LlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgaXNSZXNldCB9IGZyb20gXCIuL3BpcGVfZXJyb3JzLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhpc1Jlc2V0KG5ldyBEZW5vLmVycm9ycy5Db25uZWN0aW9uUmVzZXQoKSkpOyAvLyB0cnVlXG4gKiBjb25zb2xlLmxvZyhpc1Jlc2V0KG5ldyBEZW5vLmVycm9ycy5Ccm9rZW5QaXBlKCkpKTsgLy8gZmFsc2VcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gaXNSZXNldChlOiB1bmtub3duKTogYm9vbGVhbiB7XG4gIGlmIChlIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuQ29ubmVjdGlvblJlc2V0IHx8IGUgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Db25uZWN0aW9uQWJvcnRlZCkge1xuICAgIHJldHVybiB0cnVlO1xuICB9XG4gIGNvbnN0IGNvZGUgPSBzeXN0ZW1Db2RlKGUpO1xuICByZXR1cm4gY29kZSA9PT0gXCJFQ09OTlJFU0VUXCIgfHwgY29kZSA9PT0gXCJFQ09OTkFCT1JURURcIjtcbn1cblxuLyoqIFRoZSBlbmQgb2YgdGhlIG1lc3NhZ2Ugb2YgYSBzeXN0ZW0gZXJyb3IgRGVubyBnaXZlcyBubyBjb2RlIChFRkJJRywgc2F5KS4gKi9cbmNvbnN0IE9TX0VSUk9SID0gL1xcKG9zIGVycm9yIChcXGQrKVxcKSQvO1xuXG4vKipcbiAqIFRoZSBzeXN0ZW0gZXJyb3IgY29kZSBhbiBlcnJvciBjYXJyaWVzIChgRVBJUEVgLCBgRU5PU1BDYCwgLi4uKSwgaWYgYW55OyBmb3IgYSBzeXN0ZW1cbiAqIGVycm9yIERlbm8gZ2l2ZXMgbm8gY29kZSAoXCJGaWxlIHRvbyBsYXJnZSAob3MgZXJyb3IgMjcpXCIpLCBgZXJybm8gTmAuXG4gKlxuICogQHBhcmFtIGUgQW55IGVycm9yLlxuICogQHJldHVybnMgSXRzIGBjb2RlYCwgd2hlbiBpdCBpcyBhIHN0cmluZywgZWxzZSBpdHMgZXJybm8sIHdoZW4gaXRzIG1lc3NhZ2UgZW5kcyB3aXRoIG9uZS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHN5c3RlbUNvZGUgfSBmcm9tIFwiLi9waXBlX2Vycm9ycy50c1wiO1xuICogY29uc29sZS5sb2coc3lzdGVtQ29kZShPYmplY3QuYXNzaWduKG5ldyBFcnJvcihcImZ1bGxcIiksIHsgY29kZTogXCJFTk9TUENcIiB9KSkpOyAvLyBcIkVOT1NQQ1wiXG4gKiBjb25zb2xlLmxvZyhzeXN0ZW1Db2RlKG5ldyBFcnJvcihcIkZpbGUgdG9vIGxhcmdlIChvcyBlcnJvciAyNylcIikpKTsgLy8gXCJlcnJubyAyN1wiXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN5c3RlbUNvZGUoZTogdW5rbm93bik6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIGNvbnN0IGNvZGUgPSAoZSBhcyB7IGNvZGU/OiB1bmtub3duIH0gfCBudWxsKT8uY29kZTtcbiAgaWYgKHR5cGVvZiBjb2RlID09PSBcInN0cmluZ1wiKSByZXR1cm4gY29kZTtcbiAgY29uc3QgZXJybm8gPSBlIGluc3RhbmNlb2YgRXJyb3IgPyBPU19FUlJPUi5leGVjKGUubWVzc2FnZSk/LlsxXSA6IHVuZGVmaW5lZDtcbiAgcmV0dXJuIGVycm5vID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBgZXJybm8gJHtlcnJub31gO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQ7Ozs7Ozs7Ozs7Q0FVQyxHQUNELE9BQU8sTUFBTSwwQkFBMEI7RUFDckMsa0NBQWtDLEdBQ2xDLEFBQVMsT0FBTyxvQkFBb0I7QUFDdEM7QUFFQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FDRCxPQUFPLE1BQU0sdUJBQXVCO0VBQ2xDLCtCQUErQixHQUMvQixBQUFTLE9BQU8saUJBQWlCO0VBRWpDLG1CQUFtQixHQUNuQixhQUFjO0lBQ1osS0FBSyxDQUFDO0VBQ1I7QUFDRjtBQUVBOzs7Ozs7Ozs7O0NBVUMsR0FDRCxPQUFPLE1BQU0seUJBQXlCO0VBQ3BDLGlDQUFpQyxHQUNqQyxBQUFTLE9BQU8sbUJBQW1CO0FBQ3JDO0FBRUE7Ozs7Ozs7Ozs7O0NBV0MsR0FDRCxPQUFPLE1BQU0seUJBQXlCO0VBQ3BDLGlDQUFpQyxHQUNqQyxBQUFTLE9BQU8sbUJBQW1CO0VBRW5DOzs7O0dBSUMsR0FDRCxZQUFZLEtBQWMsQ0FBRTtJQUMxQixLQUFLLENBQUMsQ0FBQyw2Q0FBNkMsQ0FBQyxFQUFFO01BQUU7SUFBTTtFQUNqRTtBQUNGO0FBRUEsNEZBQTRGLEdBQzVGLE1BQU0sY0FBYyxJQUFJLElBQUk7RUFBQztFQUFTO0VBQWM7RUFBWTtFQUFnQjtDQUFZO0FBRTVGOzs7Ozs7Ozs7Ozs7Ozs7OztDQWlCQyxHQUNELE9BQU8sU0FBUyxhQUFhLENBQVU7RUFDckMsb0VBQW9FO0VBQ3BFLElBQUksTUFBTSxhQUFjLGFBQWEsZ0JBQWdCLEVBQUUsSUFBSSxLQUFLLGNBQWUsT0FBTztFQUN0RixJQUFJLGFBQWEsS0FBSyxNQUFNLENBQUMsVUFBVSxJQUFJLGFBQWEsS0FBSyxNQUFNLENBQUMsZUFBZSxFQUFFLE9BQU87RUFDNUYsSUFBSSxhQUFhLG1CQUFtQixPQUFPO0VBQzNDLE1BQU0sT0FBTyxXQUFXO0VBQ3hCLE9BQU8sU0FBUyxhQUFhLFlBQVksR0FBRyxDQUFDO0FBQy9DO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsUUFBUSxDQUFVO0VBQ2hDLElBQUksYUFBYSxLQUFLLE1BQU0sQ0FBQyxlQUFlLElBQUksYUFBYSxLQUFLLE1BQU0sQ0FBQyxpQkFBaUIsRUFBRTtJQUMxRixPQUFPO0VBQ1Q7RUFDQSxNQUFNLE9BQU8sV0FBVztFQUN4QixPQUFPLFNBQVMsZ0JBQWdCLFNBQVM7QUFDM0M7QUFFQSw4RUFBOEUsR0FDOUUsTUFBTSxXQUFXO0FBRWpCOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsV0FBVyxDQUFVO0VBQ25DLE1BQU0sT0FBUSxHQUFpQztFQUMvQyxJQUFJLE9BQU8sU0FBUyxVQUFVLE9BQU87RUFDckMsTUFBTSxRQUFRLGFBQWEsUUFBUSxTQUFTLElBQUksQ0FBQyxFQUFFLE9BQU8sR0FBRyxDQUFDLEVBQUUsR0FBRztFQUNuRSxPQUFPLFVBQVUsWUFBWSxZQUFZLENBQUMsTUFBTSxFQUFFLE9BQU87QUFDM0QifQ==
// denoCacheMetadata=3616868244472386852,6654401570445580428