/**
 * The one error a router's constructor throws: its options cannot work.
 *
 * @module
 */

/**
 * A router's options cannot work: no implementation at all (agent and proxy routers), no
 * client or no agent (client router, conductor), or a limit that is not a whole number in its
 * range. Thrown by the constructor; nothing was started.
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

/** The limits a router takes (and its one choice, the stdout guard), each optional. */
export interface RouterLimits {
  /** Largest first frame, in bytes: 1 to 1 GiB. */
  maxFrameBytes?: number;
  /** Grace period, in ms: 0 to 2^31 - 1. */
  graceMs?: number;
  /** A handshake step's bound, in ms: 1 to 2^31 - 1. */
  initTimeoutMs?: number;
  /** Most bytes queued for one party, in bytes: 1 to 2^53 - 1. */
  maxQueuedBytes?: number;
  /** The stdout guard's action: `pass`, `divert` or `drop` (checked too: it is a choice). */
  stdoutGuard?: string;
}

const GUARD_ACTIONS: readonly string[] = ["pass", "divert", "drop"];

/** The numeric limits, by name. */
type NumericLimit = Exclude<keyof RouterLimits, "stdoutGuard">;

const RANGES: Record<NumericLimit, [number, number]> = {
  maxFrameBytes: [1, 1024 * 1024 * 1024],
  graceMs: [0, 2 ** 31 - 1],
  initTimeoutMs: [1, 2 ** 31 - 1],
  maxQueuedBytes: [1, Number.MAX_SAFE_INTEGER],
};

/**
 * Checks the limits a router was given: each one present must be a whole number in its
 * range (a negative, fractional or NaN grace period would otherwise become a timer of 1 ms).
 *
 * @param limits The router's options.
 * @param role Names the router in the message.
 * @throws {RouterConfigError} Naming the first limit out of range.
 *
 * @example
 * ```ts
 * import { checkRouterLimits, RouterConfigError } from "./router_config_error.ts";
 * try {
 *   checkRouterLimits({ graceMs: -5 }, "agent router");
 * } catch (e) {
 *   console.log((e as RouterConfigError).message); // the agent router's graceMs must be ...
 * }
 * ```
 */
export function checkRouterLimits(limits: RouterLimits, role: string): void {
  const guard = limits.stdoutGuard;
  if (guard !== undefined && !GUARD_ACTIONS.includes(guard)) {
    throw new RouterConfigError(
      `the ${role}'s stdoutGuard must be "pass", "divert" or "drop" (got ${JSON.stringify(guard)})`,
    );
  }
  for (const [key, [min, max]] of Object.entries(RANGES) as [NumericLimit, number[]][]) {
    const value = limits[key];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new RouterConfigError(
        `the ${role}'s ${key} must be a whole number from ${min} to ${max} (got ${value})`,
      );
    }
  }
}
