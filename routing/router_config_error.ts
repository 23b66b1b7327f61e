/**
 * The one error a router's constructor throws: its options cannot work.
 *
 * @module
 */

/**
 * A router's options cannot work: no implementation at all (agent and proxy routers), or no
 * client or no agent (client router). Thrown by the constructor; nothing was started.
 *
 * @example
 * ```ts
 * import { RouterConfigError } from "./router_config_error.ts";
 * const error = new RouterConfigError("the agent router needs a v1 or a v2 implementation");
 * console.log(error.name); // "RouterConfigError"
 * ```
 */
export class RouterConfigError extends Error {
  /**
   * Creates the error.
   *
   * @param message What is missing.
   */
  constructor(message: string) {
    super(message);
    this.name = "RouterConfigError";
  }
}
