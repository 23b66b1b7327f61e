/**
 * The one error a router's constructor throws: its options cannot work.
 *
 * @module
 */

import { isLogger, type Logger } from "../log/logger.ts";
import { notAnOptionsObject, shownValue } from "../log/shown_value.ts";
import { messageOf } from "../log/error_text.ts";

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
  /** Where the router logs (checked too: a wrong one would fail the first session). */
  logger?: Logger;
  /** Where `divert` sends lines (checked too: a wrong one would fail at the first such line). */
  onDivertedLine?: unknown;
  /** Switches (checked too: `"no"` would be taken as true). */
  kernelPaths?: unknown;
  traceContext?: unknown;
}

const SWITCHES = ["kernelPaths", "traceContext"] as const;

const LOG_METHODS = ["error", "warn", "info", "debug"] as const;

const GUARD_ACTIONS: readonly string[] = ["pass", "divert", "drop"];

/** The numeric limits, by name. */
type NumericLimit = Exclude<
  keyof RouterLimits,
  "stdoutGuard" | "logger" | "onDivertedLine" | typeof SWITCHES[number]
>;

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
      `the ${role}'s stdoutGuard must be "pass", "divert" or "drop" (got ${shownValue(guard)})`,
    );
  }
  for (const [key, [min, max]] of Object.entries(RANGES) as [NumericLimit, number[]][]) {
    const value = limits[key];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new RouterConfigError(
        `the ${role}'s ${key} must be a whole number from ${min} to ${max} (got ${
          shownValue(value)
        })`,
      );
    }
  }
  for (const key of SWITCHES) {
    const value = limits[key];
    if (value !== undefined && typeof value !== "boolean") {
      throw new RouterConfigError(
        `the ${role}'s ${key} must be true or false (got ${shownValue(value)})`,
      );
    }
  }
  const divert = limits.onDivertedLine;
  if (divert !== undefined && typeof divert !== "function") {
    throw new RouterConfigError(
      `the ${role}'s onDivertedLine must be a function (got ${typeof divert})`,
    );
  }
  if (limits.logger !== undefined && !isLogger(limits.logger)) {
    throw new RouterConfigError(
      `the ${role}'s logger must have ${LOG_METHODS.join(", ")} functions`,
    );
  }
}

/** Every option a router reads: its implementations (by router) and its limits. */
const OPTION_KEYS: readonly string[] = [
  "v1",
  "v2",
  "v1Client",
  "v2Client",
  "agent",
  "proxies",
  "proxyMethods",
  ...Object.keys(RANGES),
  ...SWITCHES,
  "stdoutGuard",
  "logger",
  "onDivertedLine",
];

/**
 * The router's own copy of its options, taken before they are checked: a caller changing its
 * object later (a limit set to -5, a factory swapped) cannot get past the constructor's checks.
 * Only the options a router reads are read, each once, wherever they are defined (a class's
 * getters too); arrays among them (the conductor's proxies) are copied.
 *
 * @param options The options the constructor was given.
 * @param role Names the router in the message (`agent router`).
 * @param reads The options this router reads.
 * @returns The copy.
 * @throws {RouterConfigError} When `options` is no options object (`null`, a primitive, an
 *   array), reading it fails (a getter that throws, a revoked Proxy), or it sets an option
 *   that only another router reads (`stdoutGuard` for a conductor).
 *
 * @example
 * ```ts
 * import { ownOptions } from "./router_config_error.ts";
 * const given = { graceMs: 100 };
 * const own = ownOptions(given, "agent router", ["v1", "graceMs"]);
 * given.graceMs = -5;
 * console.log(own.graceMs); // 100
 * ```
 */
export function ownOptions<T>(options: T, role: string, reads: readonly string[]): T {
  const copy: Record<string, unknown> = {};
  try {
    const got = notAnOptionsObject(options);
    if (got !== undefined) {
      throw new RouterConfigError(`the ${role} needs an options object (got ${got})`);
    }
    for (const key of OPTION_KEYS) {
      if (!(key in (options as object))) continue;
      const value = (options as Record<string, unknown>)[key];
      if (!reads.includes(key)) {
        // Another router's option (stdoutGuard for a conductor, agent for an agent router)
        // would do nothing here; said now, not found missing later.
        if (value === undefined) continue;
        throw new RouterConfigError(
          `the ${role} has no ${key} option; its options are ${reads.join(", ")}`,
        );
      }
      copy[key] = Array.isArray(value) ? [...value] : value;
    }
  } catch (e) {
    if (e instanceof RouterConfigError) throw e;
    throw new RouterConfigError(
      `the ${role}'s options could not be read: ${messageOf(e)}`,
    );
  }
  return copy as T;
}

/**
 * Checks that each named option present (not `undefined` or `null`) is a connection factory:
 * a function (a command line given as a string, say, would fail only when a client came).
 *
 * @param options The router's options.
 * @param names The factory options to check.
 * @param role Names the router in the message.
 * @throws {RouterConfigError} Naming the first option that is not a function.
 *
 * @example
 * ```ts
 * import { checkFactories, RouterConfigError } from "./router_config_error.ts";
 * try {
 *   checkFactories({ v1: "my-agent --acp" }, ["v1", "v2"], "agent router");
 * } catch (e) {
 *   console.log((e as RouterConfigError).message); // the agent router's v1 must be ...
 * }
 * ```
 */
export function checkFactories(
  options: object,
  names: readonly string[],
  role: string,
): void {
  if (typeof options !== "object" || options === null) {
    throw new RouterConfigError(`the ${role} needs an options object (got ${options})`);
  }
  for (const name of names) {
    const value = (options as Record<string, unknown>)[name];
    if (value === undefined || value === null || typeof value === "function") continue;
    throw new RouterConfigError(
      `the ${role}'s ${name} must be a connection factory, a function such as ` +
        `command("my-agent --acp") (got ${
          typeof value === "string" ? JSON.stringify(value) : typeof value
        })`,
    );
  }
}

/** The optional functions of a session observer, checked when present. */
const OBSERVER_HOOKS = ["missed", "ended", "cut"] as const;

/**
 * One call's options (`serve`, `connect`), read once into the call's own copy and checked
 * (`signal` an `AbortSignal`, `observer` a session observer, `logger` a logger,
 * `onDivertedLine` a function), so that a caller's mistake, a getter that throws among it,
 * is the call's outcome, never a rejection.
 *
 * @param options What the caller passed (`undefined` and `null` are no options).
 * @param keys The options the call reads.
 * @param call Names the call in the message (`serve`, `connect`).
 * @returns The copy, and what is wrong with it, if anything.
 *
 * @example
 * ```ts
 * import { readCallOptions } from "./router_config_error.ts";
 * const { mistake } = readCallOptions({ signal: "stop" }, ["signal"], "serve");
 * console.log(mistake); // serve's signal must be an AbortSignal
 * ```
 */
export function readCallOptions<T extends object>(
  options: T | null | undefined,
  keys: readonly (keyof T & string)[],
  call: string,
): { own: T; mistake?: string } {
  const own: Record<string, unknown> = {};
  let mistake: string | undefined;
  try {
    const got = options == null ? undefined : notAnOptionsObject(options);
    if (got !== undefined) {
      return { own: {} as T, mistake: `${call}'s options must be an object (got ${got})` };
    }
    for (const key of keys) {
      const value = options?.[key];
      if (value !== undefined) own[key] = value;
    }
    const { signal, observer, logger, onDivertedLine } = own;
    mistake = signal != null && !(signal instanceof AbortSignal)
      ? `${call}'s signal must be an AbortSignal`
      : observer !== undefined && !isObserver(observer)
      ? `${call}'s observer must have bytes and event functions (and ` +
        `${OBSERVER_HOOKS.join(", ")}, when given, functions too)`
      : logger !== undefined && !isLogger(logger)
      ? `${call}'s logger must have ${LOG_METHODS.join(", ")} functions`
      : onDivertedLine !== undefined && typeof onDivertedLine !== "function"
      ? `${call}'s onDivertedLine must be a function`
      : undefined;
  } catch (e) {
    mistake = `${call}'s options could not be read: ${messageOf(e)}`;
  }
  return mistake === undefined ? { own: own as T } : { own: {} as T, mistake };
}

/** Whether `value` has what a session observer must (a getter among it may throw). */
function isObserver(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const o = value as Record<string, unknown>;
  return typeof o.bytes === "function" && typeof o.event === "function" &&
    OBSERVER_HOOKS.every((hook) => o[hook] === undefined || typeof o[hook] === "function");
}
