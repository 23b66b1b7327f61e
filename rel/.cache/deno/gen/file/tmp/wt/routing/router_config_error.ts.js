/**
 * The one error a router's constructor throws: its options cannot work.
 *
 * @module
 */ import { isLogger } from "../log/logger.ts";
import { notAnOptionsObject, shownValue } from "../log/shown_value.ts";
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
 */ export class RouterConfigError extends Error {
  /**
   * Creates the error.
   *
   * @param message What is missing.
   */ constructor(message){
    super(message);
    this.name = "RouterConfigError";
  }
}
const SWITCHES = [
  "kernelPaths",
  "traceContext"
];
const LOG_METHODS = [
  "error",
  "warn",
  "info",
  "debug"
];
const GUARD_ACTIONS = [
  "pass",
  "divert",
  "drop"
];
const RANGES = {
  maxFrameBytes: [
    1,
    1024 * 1024 * 1024
  ],
  graceMs: [
    0,
    2 ** 31 - 1
  ],
  initTimeoutMs: [
    1,
    2 ** 31 - 1
  ],
  maxQueuedBytes: [
    1,
    Number.MAX_SAFE_INTEGER
  ]
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
 */ export function checkRouterLimits(limits, role) {
  const guard = limits.stdoutGuard;
  if (guard !== undefined && !GUARD_ACTIONS.includes(guard)) {
    throw new RouterConfigError(`the ${role}'s stdoutGuard must be "pass", "divert" or "drop" (got ${shownValue(guard)})`);
  }
  for (const [key, [min, max]] of Object.entries(RANGES)){
    const value = limits[key];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new RouterConfigError(`the ${role}'s ${key} must be a whole number from ${min} to ${max} (got ${shownValue(value)})`);
    }
  }
  for (const key of SWITCHES){
    const value = limits[key];
    if (value !== undefined && typeof value !== "boolean") {
      throw new RouterConfigError(`the ${role}'s ${key} must be true or false (got ${shownValue(value)})`);
    }
  }
  const divert = limits.onDivertedLine;
  if (divert !== undefined && typeof divert !== "function") {
    throw new RouterConfigError(`the ${role}'s onDivertedLine must be a function (got ${typeof divert})`);
  }
  if (limits.logger !== undefined && !isLogger(limits.logger)) {
    throw new RouterConfigError(`the ${role}'s logger must have ${LOG_METHODS.join(", ")} functions`);
  }
}
/** Every option a router reads: its implementations (by router) and its limits. */ const OPTION_KEYS = [
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
  "onDivertedLine"
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
 */ export function ownOptions(options, role, reads) {
  const copy = {};
  try {
    const got = notAnOptionsObject(options);
    if (got !== undefined) {
      throw new RouterConfigError(`the ${role} needs an options object (got ${got})`);
    }
    for (const key of OPTION_KEYS){
      if (!(key in options)) continue;
      const value = options[key];
      if (!reads.includes(key)) {
        // Another router's option (stdoutGuard for a conductor, agent for an agent router)
        // would do nothing here; said now, not found missing later.
        if (value === undefined) continue;
        throw new RouterConfigError(`the ${role} has no ${key} option; its options are ${reads.join(", ")}`);
      }
      copy[key] = Array.isArray(value) ? [
        ...value
      ] : value;
    }
  } catch (e) {
    if (e instanceof RouterConfigError) throw e;
    throw new RouterConfigError(`the ${role}'s options could not be read: ${e instanceof Error ? e.message : e}`);
  }
  return copy;
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
 */ export function checkFactories(options, names, role) {
  if (typeof options !== "object" || options === null) {
    throw new RouterConfigError(`the ${role} needs an options object (got ${options})`);
  }
  for (const name of names){
    const value = options[name];
    if (value === undefined || value === null || typeof value === "function") continue;
    throw new RouterConfigError(`the ${role}'s ${name} must be a connection factory, a function such as ` + `command("my-agent --acp") (got ${typeof value === "string" ? JSON.stringify(value) : typeof value})`);
  }
}
/** The optional functions of a session observer, checked when present. */ const OBSERVER_HOOKS = [
  "missed",
  "ended",
  "cut"
];
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
 */ export function readCallOptions(options, keys, call) {
  const own = {};
  let mistake;
  try {
    const got = options == null ? undefined : notAnOptionsObject(options);
    if (got !== undefined) {
      return {
        own: {},
        mistake: `${call}'s options must be an object (got ${got})`
      };
    }
    for (const key of keys){
      const value = options?.[key];
      if (value !== undefined) own[key] = value;
    }
    const { signal, observer, logger, onDivertedLine } = own;
    mistake = signal != null && !(signal instanceof AbortSignal) ? `${call}'s signal must be an AbortSignal` : observer !== undefined && !isObserver(observer) ? `${call}'s observer must have bytes and event functions (and ` + `${OBSERVER_HOOKS.join(", ")}, when given, functions too)` : logger !== undefined && !isLogger(logger) ? `${call}'s logger must have ${LOG_METHODS.join(", ")} functions` : onDivertedLine !== undefined && typeof onDivertedLine !== "function" ? `${call}'s onDivertedLine must be a function` : undefined;
  } catch (e) {
    mistake = `${call}'s options could not be read: ${e instanceof Error ? e.message : e}`;
  }
  return mistake === undefined ? {
    own: own
  } : {
    own: {},
    mistake
  };
}
/** Whether `value` has what a session observer must (a getter among it may throw). */ function isObserver(value) {
  if (typeof value !== "object" || value === null) return false;
  const o = value;
  return typeof o.bytes === "function" && typeof o.event === "function" && OBSERVER_HOOKS.every((hook)=>o[hook] === undefined || typeof o[hook] === "function");
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3JvdXRpbmcvcm91dGVyX2NvbmZpZ19lcnJvci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBvbmUgZXJyb3IgYSByb3V0ZXIncyBjb25zdHJ1Y3RvciB0aHJvd3M6IGl0cyBvcHRpb25zIGNhbm5vdCB3b3JrLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBpc0xvZ2dlciwgdHlwZSBMb2dnZXIgfSBmcm9tIFwiLi4vbG9nL2xvZ2dlci50c1wiO1xuaW1wb3J0IHsgbm90QW5PcHRpb25zT2JqZWN0LCBzaG93blZhbHVlIH0gZnJvbSBcIi4uL2xvZy9zaG93bl92YWx1ZS50c1wiO1xuXG4vKipcbiAqIEEgcm91dGVyJ3Mgb3B0aW9ucyBjYW5ub3Qgd29yazogbm8gaW1wbGVtZW50YXRpb24gYXQgYWxsIChhZ2VudCBhbmQgcHJveHkgcm91dGVycyksIG5vXG4gKiBjbGllbnQgb3Igbm8gYWdlbnQgKGNsaWVudCByb3V0ZXIsIGNvbmR1Y3RvciksIG9yIGEgbGltaXQgdGhhdCBpcyBub3QgYSB3aG9sZSBudW1iZXIgaW4gaXRzXG4gKiByYW5nZS4gVGhyb3duIGJ5IHRoZSBjb25zdHJ1Y3Rvcjsgbm90aGluZyB3YXMgc3RhcnRlZC5cbiAqXG4gKiBAZXhhbXBsZSBSZXBvcnQgYSBjb25maWd1cmF0aW9uIHdpdGhvdXQgYW55IGltcGxlbWVudGF0aW9uXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgQWdlbnRSb3V0ZXIsIFJvdXRlckNvbmZpZ0Vycm9yIH0gZnJvbSBcIi4uL21vZC50c1wiO1xuICogdHJ5IHtcbiAqICAgbmV3IEFnZW50Um91dGVyKHt9KTsgLy8gbmVpdGhlciB2MSBub3IgdjJcbiAqIH0gY2F0Y2ggKGUpIHtcbiAqICAgaWYgKCEoZSBpbnN0YW5jZW9mIFJvdXRlckNvbmZpZ0Vycm9yKSkgdGhyb3cgZTtcbiAqICAgY29uc29sZS5lcnJvcihgYmFkIGNvbmZpZ3VyYXRpb246ICR7ZS5tZXNzYWdlfWApO1xuICogfVxuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBSb3V0ZXJDb25maWdFcnJvciBleHRlbmRzIEVycm9yIHtcbiAgLyoqXG4gICAqIENyZWF0ZXMgdGhlIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gbWVzc2FnZSBXaGF0IGlzIG1pc3NpbmcuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcpIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgICB0aGlzLm5hbWUgPSBcIlJvdXRlckNvbmZpZ0Vycm9yXCI7XG4gIH1cbn1cblxuLyoqIFRoZSBsaW1pdHMgYSByb3V0ZXIgdGFrZXMgKGFuZCBpdHMgb25lIGNob2ljZSwgdGhlIHN0ZG91dCBndWFyZCksIGVhY2ggb3B0aW9uYWwuICovXG5leHBvcnQgaW50ZXJmYWNlIFJvdXRlckxpbWl0cyB7XG4gIC8qKiBMYXJnZXN0IGZpcnN0IGZyYW1lLCBpbiBieXRlczogMSB0byAxIEdpQi4gKi9cbiAgbWF4RnJhbWVCeXRlcz86IG51bWJlcjtcbiAgLyoqIEdyYWNlIHBlcmlvZCwgaW4gbXM6IDAgdG8gMl4zMSAtIDEuICovXG4gIGdyYWNlTXM/OiBudW1iZXI7XG4gIC8qKiBBIGhhbmRzaGFrZSBzdGVwJ3MgYm91bmQsIGluIG1zOiAxIHRvIDJeMzEgLSAxLiAqL1xuICBpbml0VGltZW91dE1zPzogbnVtYmVyO1xuICAvKiogTW9zdCBieXRlcyBxdWV1ZWQgZm9yIG9uZSBwYXJ0eSwgaW4gYnl0ZXM6IDEgdG8gMl41MyAtIDEuICovXG4gIG1heFF1ZXVlZEJ5dGVzPzogbnVtYmVyO1xuICAvKiogVGhlIHN0ZG91dCBndWFyZCdzIGFjdGlvbjogYHBhc3NgLCBgZGl2ZXJ0YCBvciBgZHJvcGAgKGNoZWNrZWQgdG9vOiBpdCBpcyBhIGNob2ljZSkuICovXG4gIHN0ZG91dEd1YXJkPzogc3RyaW5nO1xuICAvKiogV2hlcmUgdGhlIHJvdXRlciBsb2dzIChjaGVja2VkIHRvbzogYSB3cm9uZyBvbmUgd291bGQgZmFpbCB0aGUgZmlyc3Qgc2Vzc2lvbikuICovXG4gIGxvZ2dlcj86IExvZ2dlcjtcbiAgLyoqIFdoZXJlIGBkaXZlcnRgIHNlbmRzIGxpbmVzIChjaGVja2VkIHRvbzogYSB3cm9uZyBvbmUgd291bGQgZmFpbCBhdCB0aGUgZmlyc3Qgc3VjaCBsaW5lKS4gKi9cbiAgb25EaXZlcnRlZExpbmU/OiB1bmtub3duO1xuICAvKiogU3dpdGNoZXMgKGNoZWNrZWQgdG9vOiBgXCJub1wiYCB3b3VsZCBiZSB0YWtlbiBhcyB0cnVlKS4gKi9cbiAga2VybmVsUGF0aHM/OiB1bmtub3duO1xuICB0cmFjZUNvbnRleHQ/OiB1bmtub3duO1xufVxuXG5jb25zdCBTV0lUQ0hFUyA9IFtcImtlcm5lbFBhdGhzXCIsIFwidHJhY2VDb250ZXh0XCJdIGFzIGNvbnN0O1xuXG5jb25zdCBMT0dfTUVUSE9EUyA9IFtcImVycm9yXCIsIFwid2FyblwiLCBcImluZm9cIiwgXCJkZWJ1Z1wiXSBhcyBjb25zdDtcblxuY29uc3QgR1VBUkRfQUNUSU9OUzogcmVhZG9ubHkgc3RyaW5nW10gPSBbXCJwYXNzXCIsIFwiZGl2ZXJ0XCIsIFwiZHJvcFwiXTtcblxuLyoqIFRoZSBudW1lcmljIGxpbWl0cywgYnkgbmFtZS4gKi9cbnR5cGUgTnVtZXJpY0xpbWl0ID0gRXhjbHVkZTxcbiAga2V5b2YgUm91dGVyTGltaXRzLFxuICBcInN0ZG91dEd1YXJkXCIgfCBcImxvZ2dlclwiIHwgXCJvbkRpdmVydGVkTGluZVwiIHwgdHlwZW9mIFNXSVRDSEVTW251bWJlcl1cbj47XG5cbmNvbnN0IFJBTkdFUzogUmVjb3JkPE51bWVyaWNMaW1pdCwgW251bWJlciwgbnVtYmVyXT4gPSB7XG4gIG1heEZyYW1lQnl0ZXM6IFsxLCAxMDI0ICogMTAyNCAqIDEwMjRdLFxuICBncmFjZU1zOiBbMCwgMiAqKiAzMSAtIDFdLFxuICBpbml0VGltZW91dE1zOiBbMSwgMiAqKiAzMSAtIDFdLFxuICBtYXhRdWV1ZWRCeXRlczogWzEsIE51bWJlci5NQVhfU0FGRV9JTlRFR0VSXSxcbn07XG5cbi8qKlxuICogQ2hlY2tzIHRoZSBsaW1pdHMgYSByb3V0ZXIgd2FzIGdpdmVuOiBlYWNoIG9uZSBwcmVzZW50IG11c3QgYmUgYSB3aG9sZSBudW1iZXIgaW4gaXRzXG4gKiByYW5nZSAoYSBuZWdhdGl2ZSwgZnJhY3Rpb25hbCBvciBOYU4gZ3JhY2UgcGVyaW9kIHdvdWxkIG90aGVyd2lzZSBiZWNvbWUgYSB0aW1lciBvZiAxIG1zKS5cbiAqXG4gKiBAcGFyYW0gbGltaXRzIFRoZSByb3V0ZXIncyBvcHRpb25zLlxuICogQHBhcmFtIHJvbGUgTmFtZXMgdGhlIHJvdXRlciBpbiB0aGUgbWVzc2FnZS5cbiAqIEB0aHJvd3Mge1JvdXRlckNvbmZpZ0Vycm9yfSBOYW1pbmcgdGhlIGZpcnN0IGxpbWl0IG91dCBvZiByYW5nZS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IGNoZWNrUm91dGVyTGltaXRzLCBSb3V0ZXJDb25maWdFcnJvciB9IGZyb20gXCIuL3JvdXRlcl9jb25maWdfZXJyb3IudHNcIjtcbiAqIHRyeSB7XG4gKiAgIGNoZWNrUm91dGVyTGltaXRzKHsgZ3JhY2VNczogLTUgfSwgXCJhZ2VudCByb3V0ZXJcIik7XG4gKiB9IGNhdGNoIChlKSB7XG4gKiAgIGNvbnNvbGUubG9nKChlIGFzIFJvdXRlckNvbmZpZ0Vycm9yKS5tZXNzYWdlKTsgLy8gdGhlIGFnZW50IHJvdXRlcidzIGdyYWNlTXMgbXVzdCBiZSAuLi5cbiAqIH1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tSb3V0ZXJMaW1pdHMobGltaXRzOiBSb3V0ZXJMaW1pdHMsIHJvbGU6IHN0cmluZyk6IHZvaWQge1xuICBjb25zdCBndWFyZCA9IGxpbWl0cy5zdGRvdXRHdWFyZDtcbiAgaWYgKGd1YXJkICE9PSB1bmRlZmluZWQgJiYgIUdVQVJEX0FDVElPTlMuaW5jbHVkZXMoZ3VhcmQpKSB7XG4gICAgdGhyb3cgbmV3IFJvdXRlckNvbmZpZ0Vycm9yKFxuICAgICAgYHRoZSAke3JvbGV9J3Mgc3Rkb3V0R3VhcmQgbXVzdCBiZSBcInBhc3NcIiwgXCJkaXZlcnRcIiBvciBcImRyb3BcIiAoZ290ICR7c2hvd25WYWx1ZShndWFyZCl9KWAsXG4gICAgKTtcbiAgfVxuICBmb3IgKGNvbnN0IFtrZXksIFttaW4sIG1heF1dIG9mIE9iamVjdC5lbnRyaWVzKFJBTkdFUykgYXMgW051bWVyaWNMaW1pdCwgbnVtYmVyW11dW10pIHtcbiAgICBjb25zdCB2YWx1ZSA9IGxpbWl0c1trZXldO1xuICAgIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSBjb250aW51ZTtcbiAgICBpZiAoIU51bWJlci5pc1NhZmVJbnRlZ2VyKHZhbHVlKSB8fCB2YWx1ZSA8IG1pbiB8fCB2YWx1ZSA+IG1heCkge1xuICAgICAgdGhyb3cgbmV3IFJvdXRlckNvbmZpZ0Vycm9yKFxuICAgICAgICBgdGhlICR7cm9sZX0ncyAke2tleX0gbXVzdCBiZSBhIHdob2xlIG51bWJlciBmcm9tICR7bWlufSB0byAke21heH0gKGdvdCAke1xuICAgICAgICAgIHNob3duVmFsdWUodmFsdWUpXG4gICAgICAgIH0pYCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIGZvciAoY29uc3Qga2V5IG9mIFNXSVRDSEVTKSB7XG4gICAgY29uc3QgdmFsdWUgPSBsaW1pdHNba2V5XTtcbiAgICBpZiAodmFsdWUgIT09IHVuZGVmaW5lZCAmJiB0eXBlb2YgdmFsdWUgIT09IFwiYm9vbGVhblwiKSB7XG4gICAgICB0aHJvdyBuZXcgUm91dGVyQ29uZmlnRXJyb3IoXG4gICAgICAgIGB0aGUgJHtyb2xlfSdzICR7a2V5fSBtdXN0IGJlIHRydWUgb3IgZmFsc2UgKGdvdCAke3Nob3duVmFsdWUodmFsdWUpfSlgLFxuICAgICAgKTtcbiAgICB9XG4gIH1cbiAgY29uc3QgZGl2ZXJ0ID0gbGltaXRzLm9uRGl2ZXJ0ZWRMaW5lO1xuICBpZiAoZGl2ZXJ0ICE9PSB1bmRlZmluZWQgJiYgdHlwZW9mIGRpdmVydCAhPT0gXCJmdW5jdGlvblwiKSB7XG4gICAgdGhyb3cgbmV3IFJvdXRlckNvbmZpZ0Vycm9yKFxuICAgICAgYHRoZSAke3JvbGV9J3Mgb25EaXZlcnRlZExpbmUgbXVzdCBiZSBhIGZ1bmN0aW9uIChnb3QgJHt0eXBlb2YgZGl2ZXJ0fSlgLFxuICAgICk7XG4gIH1cbiAgaWYgKGxpbWl0cy5sb2dnZXIgIT09IHVuZGVmaW5lZCAmJiAhaXNMb2dnZXIobGltaXRzLmxvZ2dlcikpIHtcbiAgICB0aHJvdyBuZXcgUm91dGVyQ29uZmlnRXJyb3IoXG4gICAgICBgdGhlICR7cm9sZX0ncyBsb2dnZXIgbXVzdCBoYXZlICR7TE9HX01FVEhPRFMuam9pbihcIiwgXCIpfSBmdW5jdGlvbnNgLFxuICAgICk7XG4gIH1cbn1cblxuLyoqIEV2ZXJ5IG9wdGlvbiBhIHJvdXRlciByZWFkczogaXRzIGltcGxlbWVudGF0aW9ucyAoYnkgcm91dGVyKSBhbmQgaXRzIGxpbWl0cy4gKi9cbmNvbnN0IE9QVElPTl9LRVlTOiByZWFkb25seSBzdHJpbmdbXSA9IFtcbiAgXCJ2MVwiLFxuICBcInYyXCIsXG4gIFwidjFDbGllbnRcIixcbiAgXCJ2MkNsaWVudFwiLFxuICBcImFnZW50XCIsXG4gIFwicHJveGllc1wiLFxuICBcInByb3h5TWV0aG9kc1wiLFxuICAuLi5PYmplY3Qua2V5cyhSQU5HRVMpLFxuICAuLi5TV0lUQ0hFUyxcbiAgXCJzdGRvdXRHdWFyZFwiLFxuICBcImxvZ2dlclwiLFxuICBcIm9uRGl2ZXJ0ZWRMaW5lXCIsXG5dO1xuXG4vKipcbiAqIFRoZSByb3V0ZXIncyBvd24gY29weSBvZiBpdHMgb3B0aW9ucywgdGFrZW4gYmVmb3JlIHRoZXkgYXJlIGNoZWNrZWQ6IGEgY2FsbGVyIGNoYW5naW5nIGl0c1xuICogb2JqZWN0IGxhdGVyIChhIGxpbWl0IHNldCB0byAtNSwgYSBmYWN0b3J5IHN3YXBwZWQpIGNhbm5vdCBnZXQgcGFzdCB0aGUgY29uc3RydWN0b3IncyBjaGVja3MuXG4gKiBPbmx5IHRoZSBvcHRpb25zIGEgcm91dGVyIHJlYWRzIGFyZSByZWFkLCBlYWNoIG9uY2UsIHdoZXJldmVyIHRoZXkgYXJlIGRlZmluZWQgKGEgY2xhc3Mnc1xuICogZ2V0dGVycyB0b28pOyBhcnJheXMgYW1vbmcgdGhlbSAodGhlIGNvbmR1Y3RvcidzIHByb3hpZXMpIGFyZSBjb3BpZWQuXG4gKlxuICogQHBhcmFtIG9wdGlvbnMgVGhlIG9wdGlvbnMgdGhlIGNvbnN0cnVjdG9yIHdhcyBnaXZlbi5cbiAqIEBwYXJhbSByb2xlIE5hbWVzIHRoZSByb3V0ZXIgaW4gdGhlIG1lc3NhZ2UgKGBhZ2VudCByb3V0ZXJgKS5cbiAqIEBwYXJhbSByZWFkcyBUaGUgb3B0aW9ucyB0aGlzIHJvdXRlciByZWFkcy5cbiAqIEByZXR1cm5zIFRoZSBjb3B5LlxuICogQHRocm93cyB7Um91dGVyQ29uZmlnRXJyb3J9IFdoZW4gYG9wdGlvbnNgIGlzIG5vIG9wdGlvbnMgb2JqZWN0IChgbnVsbGAsIGEgcHJpbWl0aXZlLCBhblxuICogICBhcnJheSksIHJlYWRpbmcgaXQgZmFpbHMgKGEgZ2V0dGVyIHRoYXQgdGhyb3dzLCBhIHJldm9rZWQgUHJveHkpLCBvciBpdCBzZXRzIGFuIG9wdGlvblxuICogICB0aGF0IG9ubHkgYW5vdGhlciByb3V0ZXIgcmVhZHMgKGBzdGRvdXRHdWFyZGAgZm9yIGEgY29uZHVjdG9yKS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IG93bk9wdGlvbnMgfSBmcm9tIFwiLi9yb3V0ZXJfY29uZmlnX2Vycm9yLnRzXCI7XG4gKiBjb25zdCBnaXZlbiA9IHsgZ3JhY2VNczogMTAwIH07XG4gKiBjb25zdCBvd24gPSBvd25PcHRpb25zKGdpdmVuLCBcImFnZW50IHJvdXRlclwiLCBbXCJ2MVwiLCBcImdyYWNlTXNcIl0pO1xuICogZ2l2ZW4uZ3JhY2VNcyA9IC01O1xuICogY29uc29sZS5sb2cob3duLmdyYWNlTXMpOyAvLyAxMDBcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gb3duT3B0aW9uczxUPihvcHRpb25zOiBULCByb2xlOiBzdHJpbmcsIHJlYWRzOiByZWFkb25seSBzdHJpbmdbXSk6IFQge1xuICBjb25zdCBjb3B5OiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiA9IHt9O1xuICB0cnkge1xuICAgIGNvbnN0IGdvdCA9IG5vdEFuT3B0aW9uc09iamVjdChvcHRpb25zKTtcbiAgICBpZiAoZ290ICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IG5ldyBSb3V0ZXJDb25maWdFcnJvcihgdGhlICR7cm9sZX0gbmVlZHMgYW4gb3B0aW9ucyBvYmplY3QgKGdvdCAke2dvdH0pYCk7XG4gICAgfVxuICAgIGZvciAoY29uc3Qga2V5IG9mIE9QVElPTl9LRVlTKSB7XG4gICAgICBpZiAoIShrZXkgaW4gKG9wdGlvbnMgYXMgb2JqZWN0KSkpIGNvbnRpbnVlO1xuICAgICAgY29uc3QgdmFsdWUgPSAob3B0aW9ucyBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPilba2V5XTtcbiAgICAgIGlmICghcmVhZHMuaW5jbHVkZXMoa2V5KSkge1xuICAgICAgICAvLyBBbm90aGVyIHJvdXRlcidzIG9wdGlvbiAoc3Rkb3V0R3VhcmQgZm9yIGEgY29uZHVjdG9yLCBhZ2VudCBmb3IgYW4gYWdlbnQgcm91dGVyKVxuICAgICAgICAvLyB3b3VsZCBkbyBub3RoaW5nIGhlcmU7IHNhaWQgbm93LCBub3QgZm91bmQgbWlzc2luZyBsYXRlci5cbiAgICAgICAgaWYgKHZhbHVlID09PSB1bmRlZmluZWQpIGNvbnRpbnVlO1xuICAgICAgICB0aHJvdyBuZXcgUm91dGVyQ29uZmlnRXJyb3IoXG4gICAgICAgICAgYHRoZSAke3JvbGV9IGhhcyBubyAke2tleX0gb3B0aW9uOyBpdHMgb3B0aW9ucyBhcmUgJHtyZWFkcy5qb2luKFwiLCBcIil9YCxcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIGNvcHlba2V5XSA9IEFycmF5LmlzQXJyYXkodmFsdWUpID8gWy4uLnZhbHVlXSA6IHZhbHVlO1xuICAgIH1cbiAgfSBjYXRjaCAoZSkge1xuICAgIGlmIChlIGluc3RhbmNlb2YgUm91dGVyQ29uZmlnRXJyb3IpIHRocm93IGU7XG4gICAgdGhyb3cgbmV3IFJvdXRlckNvbmZpZ0Vycm9yKFxuICAgICAgYHRoZSAke3JvbGV9J3Mgb3B0aW9ucyBjb3VsZCBub3QgYmUgcmVhZDogJHtlIGluc3RhbmNlb2YgRXJyb3IgPyBlLm1lc3NhZ2UgOiBlfWAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4gY29weSBhcyBUO1xufVxuXG4vKipcbiAqIENoZWNrcyB0aGF0IGVhY2ggbmFtZWQgb3B0aW9uIHByZXNlbnQgKG5vdCBgdW5kZWZpbmVkYCBvciBgbnVsbGApIGlzIGEgY29ubmVjdGlvbiBmYWN0b3J5OlxuICogYSBmdW5jdGlvbiAoYSBjb21tYW5kIGxpbmUgZ2l2ZW4gYXMgYSBzdHJpbmcsIHNheSwgd291bGQgZmFpbCBvbmx5IHdoZW4gYSBjbGllbnQgY2FtZSkuXG4gKlxuICogQHBhcmFtIG9wdGlvbnMgVGhlIHJvdXRlcidzIG9wdGlvbnMuXG4gKiBAcGFyYW0gbmFtZXMgVGhlIGZhY3Rvcnkgb3B0aW9ucyB0byBjaGVjay5cbiAqIEBwYXJhbSByb2xlIE5hbWVzIHRoZSByb3V0ZXIgaW4gdGhlIG1lc3NhZ2UuXG4gKiBAdGhyb3dzIHtSb3V0ZXJDb25maWdFcnJvcn0gTmFtaW5nIHRoZSBmaXJzdCBvcHRpb24gdGhhdCBpcyBub3QgYSBmdW5jdGlvbi5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IGNoZWNrRmFjdG9yaWVzLCBSb3V0ZXJDb25maWdFcnJvciB9IGZyb20gXCIuL3JvdXRlcl9jb25maWdfZXJyb3IudHNcIjtcbiAqIHRyeSB7XG4gKiAgIGNoZWNrRmFjdG9yaWVzKHsgdjE6IFwibXktYWdlbnQgLS1hY3BcIiB9LCBbXCJ2MVwiLCBcInYyXCJdLCBcImFnZW50IHJvdXRlclwiKTtcbiAqIH0gY2F0Y2ggKGUpIHtcbiAqICAgY29uc29sZS5sb2coKGUgYXMgUm91dGVyQ29uZmlnRXJyb3IpLm1lc3NhZ2UpOyAvLyB0aGUgYWdlbnQgcm91dGVyJ3MgdjEgbXVzdCBiZSAuLi5cbiAqIH1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tGYWN0b3JpZXMoXG4gIG9wdGlvbnM6IG9iamVjdCxcbiAgbmFtZXM6IHJlYWRvbmx5IHN0cmluZ1tdLFxuICByb2xlOiBzdHJpbmcsXG4pOiB2b2lkIHtcbiAgaWYgKHR5cGVvZiBvcHRpb25zICE9PSBcIm9iamVjdFwiIHx8IG9wdGlvbnMgPT09IG51bGwpIHtcbiAgICB0aHJvdyBuZXcgUm91dGVyQ29uZmlnRXJyb3IoYHRoZSAke3JvbGV9IG5lZWRzIGFuIG9wdGlvbnMgb2JqZWN0IChnb3QgJHtvcHRpb25zfSlgKTtcbiAgfVxuICBmb3IgKGNvbnN0IG5hbWUgb2YgbmFtZXMpIHtcbiAgICBjb25zdCB2YWx1ZSA9IChvcHRpb25zIGFzIFJlY29yZDxzdHJpbmcsIHVua25vd24+KVtuYW1lXTtcbiAgICBpZiAodmFsdWUgPT09IHVuZGVmaW5lZCB8fCB2YWx1ZSA9PT0gbnVsbCB8fCB0eXBlb2YgdmFsdWUgPT09IFwiZnVuY3Rpb25cIikgY29udGludWU7XG4gICAgdGhyb3cgbmV3IFJvdXRlckNvbmZpZ0Vycm9yKFxuICAgICAgYHRoZSAke3JvbGV9J3MgJHtuYW1lfSBtdXN0IGJlIGEgY29ubmVjdGlvbiBmYWN0b3J5LCBhIGZ1bmN0aW9uIHN1Y2ggYXMgYCArXG4gICAgICAgIGBjb21tYW5kKFwibXktYWdlbnQgLS1hY3BcIikgKGdvdCAke1xuICAgICAgICAgIHR5cGVvZiB2YWx1ZSA9PT0gXCJzdHJpbmdcIiA/IEpTT04uc3RyaW5naWZ5KHZhbHVlKSA6IHR5cGVvZiB2YWx1ZVxuICAgICAgICB9KWAsXG4gICAgKTtcbiAgfVxufVxuXG4vKiogVGhlIG9wdGlvbmFsIGZ1bmN0aW9ucyBvZiBhIHNlc3Npb24gb2JzZXJ2ZXIsIGNoZWNrZWQgd2hlbiBwcmVzZW50LiAqL1xuY29uc3QgT0JTRVJWRVJfSE9PS1MgPSBbXCJtaXNzZWRcIiwgXCJlbmRlZFwiLCBcImN1dFwiXSBhcyBjb25zdDtcblxuLyoqXG4gKiBPbmUgY2FsbCdzIG9wdGlvbnMgKGBzZXJ2ZWAsIGBjb25uZWN0YCksIHJlYWQgb25jZSBpbnRvIHRoZSBjYWxsJ3Mgb3duIGNvcHkgYW5kIGNoZWNrZWRcbiAqIChgc2lnbmFsYCBhbiBgQWJvcnRTaWduYWxgLCBgb2JzZXJ2ZXJgIGEgc2Vzc2lvbiBvYnNlcnZlciwgYGxvZ2dlcmAgYSBsb2dnZXIsXG4gKiBgb25EaXZlcnRlZExpbmVgIGEgZnVuY3Rpb24pLCBzbyB0aGF0IGEgY2FsbGVyJ3MgbWlzdGFrZSwgYSBnZXR0ZXIgdGhhdCB0aHJvd3MgYW1vbmcgaXQsXG4gKiBpcyB0aGUgY2FsbCdzIG91dGNvbWUsIG5ldmVyIGEgcmVqZWN0aW9uLlxuICpcbiAqIEBwYXJhbSBvcHRpb25zIFdoYXQgdGhlIGNhbGxlciBwYXNzZWQgKGB1bmRlZmluZWRgIGFuZCBgbnVsbGAgYXJlIG5vIG9wdGlvbnMpLlxuICogQHBhcmFtIGtleXMgVGhlIG9wdGlvbnMgdGhlIGNhbGwgcmVhZHMuXG4gKiBAcGFyYW0gY2FsbCBOYW1lcyB0aGUgY2FsbCBpbiB0aGUgbWVzc2FnZSAoYHNlcnZlYCwgYGNvbm5lY3RgKS5cbiAqIEByZXR1cm5zIFRoZSBjb3B5LCBhbmQgd2hhdCBpcyB3cm9uZyB3aXRoIGl0LCBpZiBhbnl0aGluZy5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHJlYWRDYWxsT3B0aW9ucyB9IGZyb20gXCIuL3JvdXRlcl9jb25maWdfZXJyb3IudHNcIjtcbiAqIGNvbnN0IHsgbWlzdGFrZSB9ID0gcmVhZENhbGxPcHRpb25zKHsgc2lnbmFsOiBcInN0b3BcIiB9LCBbXCJzaWduYWxcIl0sIFwic2VydmVcIik7XG4gKiBjb25zb2xlLmxvZyhtaXN0YWtlKTsgLy8gc2VydmUncyBzaWduYWwgbXVzdCBiZSBhbiBBYm9ydFNpZ25hbFxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZWFkQ2FsbE9wdGlvbnM8VCBleHRlbmRzIG9iamVjdD4oXG4gIG9wdGlvbnM6IFQgfCBudWxsIHwgdW5kZWZpbmVkLFxuICBrZXlzOiByZWFkb25seSAoa2V5b2YgVCAmIHN0cmluZylbXSxcbiAgY2FsbDogc3RyaW5nLFxuKTogeyBvd246IFQ7IG1pc3Rha2U/OiBzdHJpbmcgfSB7XG4gIGNvbnN0IG93bjogUmVjb3JkPHN0cmluZywgdW5rbm93bj4gPSB7fTtcbiAgbGV0IG1pc3Rha2U6IHN0cmluZyB8IHVuZGVmaW5lZDtcbiAgdHJ5IHtcbiAgICBjb25zdCBnb3QgPSBvcHRpb25zID09IG51bGwgPyB1bmRlZmluZWQgOiBub3RBbk9wdGlvbnNPYmplY3Qob3B0aW9ucyk7XG4gICAgaWYgKGdvdCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICByZXR1cm4geyBvd246IHt9IGFzIFQsIG1pc3Rha2U6IGAke2NhbGx9J3Mgb3B0aW9ucyBtdXN0IGJlIGFuIG9iamVjdCAoZ290ICR7Z290fSlgIH07XG4gICAgfVxuICAgIGZvciAoY29uc3Qga2V5IG9mIGtleXMpIHtcbiAgICAgIGNvbnN0IHZhbHVlID0gb3B0aW9ucz8uW2tleV07XG4gICAgICBpZiAodmFsdWUgIT09IHVuZGVmaW5lZCkgb3duW2tleV0gPSB2YWx1ZTtcbiAgICB9XG4gICAgY29uc3QgeyBzaWduYWwsIG9ic2VydmVyLCBsb2dnZXIsIG9uRGl2ZXJ0ZWRMaW5lIH0gPSBvd247XG4gICAgbWlzdGFrZSA9IHNpZ25hbCAhPSBudWxsICYmICEoc2lnbmFsIGluc3RhbmNlb2YgQWJvcnRTaWduYWwpXG4gICAgICA/IGAke2NhbGx9J3Mgc2lnbmFsIG11c3QgYmUgYW4gQWJvcnRTaWduYWxgXG4gICAgICA6IG9ic2VydmVyICE9PSB1bmRlZmluZWQgJiYgIWlzT2JzZXJ2ZXIob2JzZXJ2ZXIpXG4gICAgICA/IGAke2NhbGx9J3Mgb2JzZXJ2ZXIgbXVzdCBoYXZlIGJ5dGVzIGFuZCBldmVudCBmdW5jdGlvbnMgKGFuZCBgICtcbiAgICAgICAgYCR7T0JTRVJWRVJfSE9PS1Muam9pbihcIiwgXCIpfSwgd2hlbiBnaXZlbiwgZnVuY3Rpb25zIHRvbylgXG4gICAgICA6IGxvZ2dlciAhPT0gdW5kZWZpbmVkICYmICFpc0xvZ2dlcihsb2dnZXIpXG4gICAgICA/IGAke2NhbGx9J3MgbG9nZ2VyIG11c3QgaGF2ZSAke0xPR19NRVRIT0RTLmpvaW4oXCIsIFwiKX0gZnVuY3Rpb25zYFxuICAgICAgOiBvbkRpdmVydGVkTGluZSAhPT0gdW5kZWZpbmVkICYmIHR5cGVvZiBvbkRpdmVydGVkTGluZSAhPT0gXCJmdW5jdGlvblwiXG4gICAgICA/IGAke2NhbGx9J3Mgb25EaXZlcnRlZExpbmUgbXVzdCBiZSBhIGZ1bmN0aW9uYFxuICAgICAgOiB1bmRlZmluZWQ7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBtaXN0YWtlID0gYCR7Y2FsbH0ncyBvcHRpb25zIGNvdWxkIG5vdCBiZSByZWFkOiAke2UgaW5zdGFuY2VvZiBFcnJvciA/IGUubWVzc2FnZSA6IGV9YDtcbiAgfVxuICByZXR1cm4gbWlzdGFrZSA9PT0gdW5kZWZpbmVkID8geyBvd246IG93biBhcyBUIH0gOiB7IG93bjoge30gYXMgVCwgbWlzdGFrZSB9O1xufVxuXG4vKiogV2hldGhlciBgdmFsdWVgIGhhcyB3aGF0IGEgc2Vzc2lvbiBvYnNlcnZlciBtdXN0IChhIGdldHRlciBhbW9uZyBpdCBtYXkgdGhyb3cpLiAqL1xuZnVuY3Rpb24gaXNPYnNlcnZlcih2YWx1ZTogdW5rbm93bik6IGJvb2xlYW4ge1xuICBpZiAodHlwZW9mIHZhbHVlICE9PSBcIm9iamVjdFwiIHx8IHZhbHVlID09PSBudWxsKSByZXR1cm4gZmFsc2U7XG4gIGNvbnN0IG8gPSB2YWx1ZSBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPjtcbiAgcmV0dXJuIHR5cGVvZiBvLmJ5dGVzID09PSBcImZ1bmN0aW9uXCIgJiYgdHlwZW9mIG8uZXZlbnQgPT09IFwiZnVuY3Rpb25cIiAmJlxuICAgIE9CU0VSVkVSX0hPT0tTLmV2ZXJ5KChob29rKSA9PiBvW2hvb2tdID09PSB1bmRlZmluZWQgfHwgdHlwZW9mIG9baG9va10gPT09IFwiZnVuY3Rpb25cIik7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQVMsUUFBUSxRQUFxQixtQkFBbUI7QUFDekQsU0FBUyxrQkFBa0IsRUFBRSxVQUFVLFFBQVEsd0JBQXdCO0FBRXZFOzs7Ozs7Ozs7Ozs7Ozs7Q0FlQyxHQUNELE9BQU8sTUFBTSwwQkFBMEI7RUFDckM7Ozs7R0FJQyxHQUNELFlBQVksT0FBZSxDQUFFO0lBQzNCLEtBQUssQ0FBQztJQUNOLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDZDtBQUNGO0FBdUJBLE1BQU0sV0FBVztFQUFDO0VBQWU7Q0FBZTtBQUVoRCxNQUFNLGNBQWM7RUFBQztFQUFTO0VBQVE7RUFBUTtDQUFRO0FBRXRELE1BQU0sZ0JBQW1DO0VBQUM7RUFBUTtFQUFVO0NBQU87QUFRbkUsTUFBTSxTQUFpRDtFQUNyRCxlQUFlO0lBQUM7SUFBRyxPQUFPLE9BQU87R0FBSztFQUN0QyxTQUFTO0lBQUM7SUFBRyxLQUFLLEtBQUs7R0FBRTtFQUN6QixlQUFlO0lBQUM7SUFBRyxLQUFLLEtBQUs7R0FBRTtFQUMvQixnQkFBZ0I7SUFBQztJQUFHLE9BQU8sZ0JBQWdCO0dBQUM7QUFDOUM7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FpQkMsR0FDRCxPQUFPLFNBQVMsa0JBQWtCLE1BQW9CLEVBQUUsSUFBWTtFQUNsRSxNQUFNLFFBQVEsT0FBTyxXQUFXO0VBQ2hDLElBQUksVUFBVSxhQUFhLENBQUMsY0FBYyxRQUFRLENBQUMsUUFBUTtJQUN6RCxNQUFNLElBQUksa0JBQ1IsQ0FBQyxJQUFJLEVBQUUsS0FBSyx1REFBdUQsRUFBRSxXQUFXLE9BQU8sQ0FBQyxDQUFDO0VBRTdGO0VBQ0EsS0FBSyxNQUFNLENBQUMsS0FBSyxDQUFDLEtBQUssSUFBSSxDQUFDLElBQUksT0FBTyxPQUFPLENBQUMsUUFBdUM7SUFDcEYsTUFBTSxRQUFRLE1BQU0sQ0FBQyxJQUFJO0lBQ3pCLElBQUksVUFBVSxXQUFXO0lBQ3pCLElBQUksQ0FBQyxPQUFPLGFBQWEsQ0FBQyxVQUFVLFFBQVEsT0FBTyxRQUFRLEtBQUs7TUFDOUQsTUFBTSxJQUFJLGtCQUNSLENBQUMsSUFBSSxFQUFFLEtBQUssR0FBRyxFQUFFLElBQUksNkJBQTZCLEVBQUUsSUFBSSxJQUFJLEVBQUUsSUFBSSxNQUFNLEVBQ3RFLFdBQVcsT0FDWixDQUFDLENBQUM7SUFFUDtFQUNGO0VBQ0EsS0FBSyxNQUFNLE9BQU8sU0FBVTtJQUMxQixNQUFNLFFBQVEsTUFBTSxDQUFDLElBQUk7SUFDekIsSUFBSSxVQUFVLGFBQWEsT0FBTyxVQUFVLFdBQVc7TUFDckQsTUFBTSxJQUFJLGtCQUNSLENBQUMsSUFBSSxFQUFFLEtBQUssR0FBRyxFQUFFLElBQUksNEJBQTRCLEVBQUUsV0FBVyxPQUFPLENBQUMsQ0FBQztJQUUzRTtFQUNGO0VBQ0EsTUFBTSxTQUFTLE9BQU8sY0FBYztFQUNwQyxJQUFJLFdBQVcsYUFBYSxPQUFPLFdBQVcsWUFBWTtJQUN4RCxNQUFNLElBQUksa0JBQ1IsQ0FBQyxJQUFJLEVBQUUsS0FBSywwQ0FBMEMsRUFBRSxPQUFPLE9BQU8sQ0FBQyxDQUFDO0VBRTVFO0VBQ0EsSUFBSSxPQUFPLE1BQU0sS0FBSyxhQUFhLENBQUMsU0FBUyxPQUFPLE1BQU0sR0FBRztJQUMzRCxNQUFNLElBQUksa0JBQ1IsQ0FBQyxJQUFJLEVBQUUsS0FBSyxvQkFBb0IsRUFBRSxZQUFZLElBQUksQ0FBQyxNQUFNLFVBQVUsQ0FBQztFQUV4RTtBQUNGO0FBRUEsaUZBQWlGLEdBQ2pGLE1BQU0sY0FBaUM7RUFDckM7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7S0FDRyxPQUFPLElBQUksQ0FBQztLQUNaO0VBQ0g7RUFDQTtFQUNBO0NBQ0Q7QUFFRDs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXNCQyxHQUNELE9BQU8sU0FBUyxXQUFjLE9BQVUsRUFBRSxJQUFZLEVBQUUsS0FBd0I7RUFDOUUsTUFBTSxPQUFnQyxDQUFDO0VBQ3ZDLElBQUk7SUFDRixNQUFNLE1BQU0sbUJBQW1CO0lBQy9CLElBQUksUUFBUSxXQUFXO01BQ3JCLE1BQU0sSUFBSSxrQkFBa0IsQ0FBQyxJQUFJLEVBQUUsS0FBSyw4QkFBOEIsRUFBRSxJQUFJLENBQUMsQ0FBQztJQUNoRjtJQUNBLEtBQUssTUFBTSxPQUFPLFlBQWE7TUFDN0IsSUFBSSxDQUFDLENBQUMsT0FBUSxPQUFrQixHQUFHO01BQ25DLE1BQU0sUUFBUSxBQUFDLE9BQW1DLENBQUMsSUFBSTtNQUN2RCxJQUFJLENBQUMsTUFBTSxRQUFRLENBQUMsTUFBTTtRQUN4QixtRkFBbUY7UUFDbkYsNERBQTREO1FBQzVELElBQUksVUFBVSxXQUFXO1FBQ3pCLE1BQU0sSUFBSSxrQkFDUixDQUFDLElBQUksRUFBRSxLQUFLLFFBQVEsRUFBRSxJQUFJLHlCQUF5QixFQUFFLE1BQU0sSUFBSSxDQUFDLE9BQU87TUFFM0U7TUFDQSxJQUFJLENBQUMsSUFBSSxHQUFHLE1BQU0sT0FBTyxDQUFDLFNBQVM7V0FBSTtPQUFNLEdBQUc7SUFDbEQ7RUFDRixFQUFFLE9BQU8sR0FBRztJQUNWLElBQUksYUFBYSxtQkFBbUIsTUFBTTtJQUMxQyxNQUFNLElBQUksa0JBQ1IsQ0FBQyxJQUFJLEVBQUUsS0FBSyw4QkFBOEIsRUFBRSxhQUFhLFFBQVEsRUFBRSxPQUFPLEdBQUcsR0FBRztFQUVwRjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FDRCxPQUFPLFNBQVMsZUFDZCxPQUFlLEVBQ2YsS0FBd0IsRUFDeEIsSUFBWTtFQUVaLElBQUksT0FBTyxZQUFZLFlBQVksWUFBWSxNQUFNO0lBQ25ELE1BQU0sSUFBSSxrQkFBa0IsQ0FBQyxJQUFJLEVBQUUsS0FBSyw4QkFBOEIsRUFBRSxRQUFRLENBQUMsQ0FBQztFQUNwRjtFQUNBLEtBQUssTUFBTSxRQUFRLE1BQU87SUFDeEIsTUFBTSxRQUFRLEFBQUMsT0FBbUMsQ0FBQyxLQUFLO0lBQ3hELElBQUksVUFBVSxhQUFhLFVBQVUsUUFBUSxPQUFPLFVBQVUsWUFBWTtJQUMxRSxNQUFNLElBQUksa0JBQ1IsQ0FBQyxJQUFJLEVBQUUsS0FBSyxHQUFHLEVBQUUsS0FBSyxrREFBa0QsQ0FBQyxHQUN2RSxDQUFDLCtCQUErQixFQUM5QixPQUFPLFVBQVUsV0FBVyxLQUFLLFNBQVMsQ0FBQyxTQUFTLE9BQU8sTUFDNUQsQ0FBQyxDQUFDO0VBRVQ7QUFDRjtBQUVBLHdFQUF3RSxHQUN4RSxNQUFNLGlCQUFpQjtFQUFDO0VBQVU7RUFBUztDQUFNO0FBRWpEOzs7Ozs7Ozs7Ozs7Ozs7OztDQWlCQyxHQUNELE9BQU8sU0FBUyxnQkFDZCxPQUE2QixFQUM3QixJQUFtQyxFQUNuQyxJQUFZO0VBRVosTUFBTSxNQUErQixDQUFDO0VBQ3RDLElBQUk7RUFDSixJQUFJO0lBQ0YsTUFBTSxNQUFNLFdBQVcsT0FBTyxZQUFZLG1CQUFtQjtJQUM3RCxJQUFJLFFBQVEsV0FBVztNQUNyQixPQUFPO1FBQUUsS0FBSyxDQUFDO1FBQVEsU0FBUyxHQUFHLEtBQUssa0NBQWtDLEVBQUUsSUFBSSxDQUFDLENBQUM7TUFBQztJQUNyRjtJQUNBLEtBQUssTUFBTSxPQUFPLEtBQU07TUFDdEIsTUFBTSxRQUFRLFNBQVMsQ0FBQyxJQUFJO01BQzVCLElBQUksVUFBVSxXQUFXLEdBQUcsQ0FBQyxJQUFJLEdBQUc7SUFDdEM7SUFDQSxNQUFNLEVBQUUsTUFBTSxFQUFFLFFBQVEsRUFBRSxNQUFNLEVBQUUsY0FBYyxFQUFFLEdBQUc7SUFDckQsVUFBVSxVQUFVLFFBQVEsQ0FBQyxDQUFDLGtCQUFrQixXQUFXLElBQ3ZELEdBQUcsS0FBSyxnQ0FBZ0MsQ0FBQyxHQUN6QyxhQUFhLGFBQWEsQ0FBQyxXQUFXLFlBQ3RDLEdBQUcsS0FBSyxxREFBcUQsQ0FBQyxHQUM5RCxHQUFHLGVBQWUsSUFBSSxDQUFDLE1BQU0sNEJBQTRCLENBQUMsR0FDMUQsV0FBVyxhQUFhLENBQUMsU0FBUyxVQUNsQyxHQUFHLEtBQUssb0JBQW9CLEVBQUUsWUFBWSxJQUFJLENBQUMsTUFBTSxVQUFVLENBQUMsR0FDaEUsbUJBQW1CLGFBQWEsT0FBTyxtQkFBbUIsYUFDMUQsR0FBRyxLQUFLLG9DQUFvQyxDQUFDLEdBQzdDO0VBQ04sRUFBRSxPQUFPLEdBQUc7SUFDVixVQUFVLEdBQUcsS0FBSyw4QkFBOEIsRUFBRSxhQUFhLFFBQVEsRUFBRSxPQUFPLEdBQUcsR0FBRztFQUN4RjtFQUNBLE9BQU8sWUFBWSxZQUFZO0lBQUUsS0FBSztFQUFTLElBQUk7SUFBRSxLQUFLLENBQUM7SUFBUTtFQUFRO0FBQzdFO0FBRUEsb0ZBQW9GLEdBQ3BGLFNBQVMsV0FBVyxLQUFjO0VBQ2hDLElBQUksT0FBTyxVQUFVLFlBQVksVUFBVSxNQUFNLE9BQU87RUFDeEQsTUFBTSxJQUFJO0VBQ1YsT0FBTyxPQUFPLEVBQUUsS0FBSyxLQUFLLGNBQWMsT0FBTyxFQUFFLEtBQUssS0FBSyxjQUN6RCxlQUFlLEtBQUssQ0FBQyxDQUFDLE9BQVMsQ0FBQyxDQUFDLEtBQUssS0FBSyxhQUFhLE9BQU8sQ0FBQyxDQUFDLEtBQUssS0FBSztBQUMvRSJ9
// denoCacheMetadata=10538028511778417630,7897494977794632796