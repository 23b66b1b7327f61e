/**
 * The error a client router connect fails with (ROUTING §4, §6).
 *
 * @module
 */

/** Which step of the client router's handshake failed. */
export type ClientRouterFailure =
  /** A client factory threw or rejected. */
  | "client-start"
  /** A client program's first message was not a valid initialize for its version. */
  | "client-initialize"
  /** The agent factory threw or rejected, or the initialize could not be written to it. */
  | "agent-start"
  /** The agent's first message was not the response to the initialize, or it ended first. */
  | "agent-response"
  /** The client program exited before the agent answered its initialize (and a grace period). */
  | "client-left"
  /** A client or the agent did not do its part of the handshake within the initialize timeout. */
  | "timeout"
  /** The caller's signal ended the handshake. */
  | "aborted";

/**
 * A client router handshake failed. The message says what was wrong and what to do; the
 * `cause` holds the underlying error (a {@linkcode import("../schema/protocol_error.ts").ProtocolError}
 * for malformed messages).
 *
 * @example Tell which handshake step failed
 * ```ts ignore
 * import { ClientRouter, ClientRouterError, command } from "../mod.ts";
 * const router = new ClientRouter({ v2Client: command("my-client"), agent: command("my-agent") });
 * const { end, error } = await router.connect();
 * if (end === "handshake-failed" && error instanceof ClientRouterError) {
 *   console.error(`${error.reason}: ${error.message}`); // e.g. "agent-start: failed to start ..."
 * }
 * ```
 */
export class ClientRouterError extends Error {
  /** Which step failed. */
  readonly reason: ClientRouterFailure;

  /**
   * Creates the error.
   *
   * @param reason Which step failed.
   * @param message What was wrong and what to do, one line.
   * @param options Standard error options (`cause`).
   */
  constructor(reason: ClientRouterFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ClientRouterError";
    this.reason = reason;
  }
}
