/**
 * The abort reason that says a connection's client went away (a remote client's DELETE,
 * closed socket or idle timeout) while its implementation was still opening (a remote agent
 * being dialled), so that nothing would see its input end: the router stops the opening at
 * once, and the connection ends as one whose client left before the start (`client-closed`),
 * not as one the caller stopped.
 *
 * @module
 */

/** A client that went away while its implementation was opening. */
export class ClientGoneError extends Error {
  override name = "ClientGoneError";

  /** @param message What the client did. */
  constructor(message = "the client went away while the implementation was opening") {
    super(message);
  }
}

/**
 * Whether an abort reason says the client went away.
 *
 * @param reason The signal's reason.
 * @returns True for a {@linkcode ClientGoneError}.
 *
 * @example
 * ```ts
 * import { ClientGoneError, isClientGone } from "./client_gone.ts";
 * const stop = new AbortController();
 * stop.abort(new ClientGoneError());
 * console.log(isClientGone(stop.signal.reason)); // true
 * console.log(isClientGone("SIGTERM")); // false
 * ```
 */
export function isClientGone(reason: unknown): boolean {
  return reason instanceof ClientGoneError;
}
