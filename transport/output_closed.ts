/**
 * The reason a client's output is stopped with when its owner closes it on purpose — a
 * remote connection that ended, a connection handler that finished — so that the session's
 * lifecycle (`session/lifecycle.ts`) tells it from a failure: a normal end, like a reader
 * that went away.
 *
 * @module
 */

/**
 * A client's output was closed on purpose by its owner; what fails to reach it afterwards is
 * not a failure to report.
 *
 * @example Stop a connection's output once the connection has ended
 * ```ts
 * import { OutputClosedError } from "./output_closed.ts";
 * const output = new TransformStream<Uint8Array, Uint8Array>();
 * await output.writable.abort(new OutputClosedError("the remote connection ended: idle timeout"));
 * ```
 */
export class OutputClosedError extends Error {
  /** Always `"OutputClosedError"`. */
  override name = "OutputClosedError";
}
