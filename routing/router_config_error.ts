/**
 * The one error a router's constructor throws: its options cannot work.
 *
 * @module
 */

/**
 * A router's options cannot work: no implementation at all (agent and proxy routers), or no
 * client or no agent (client router). Thrown by the constructor; nothing was started.
 *
 * @example Report a configuration without any implementation
 * ```ts
 * import { AgentRouter, RouterConfigError } from "../mod.ts";
 * try {
 *   new AgentRouter({}); // neither v1 nor v2
 * } catch (e) {
 *   if (!(e instanceof RouterConfigError)) throw e;
 *   console.error(`bad configuration: ${e.message}`);
 * }
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
