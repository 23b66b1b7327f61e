/**
 * The reason a client → peer pipe rejects with when its own side failed — reading the
 * client's input, or the daemon's handling of it on the way (a tap) — as opposed to the peer
 * no longer taking its input (the sink's own error) or a stop: the session's lifecycle
 * (`session/lifecycle.ts`) reports it as a failure, where the peer's input going away is a
 * normal turn of a session.
 *
 * @module
 */

/**
 * Moving the client's input to the peer failed on the client's side or the daemon's; `cause`
 * is the error.
 *
 * @example Tell a failure of the client's side from the peer going away
 * ```ts
 * import { ClientInputError } from "./input_failed.ts";
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
