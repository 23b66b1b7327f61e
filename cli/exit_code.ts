/**
 * The process exit code for an outcome (ROUTING §6; README "Exit codes"). The library
 * reports outcomes; this is the one place they become numbers.
 *
 * @module
 */

import type { RouteOutcome } from "../routing/route_outcome.ts";
import type { ClientRouterOutcome } from "../client_router/client_router.ts";
import type { ChainOutcome } from "../conductor/conductor.ts";

/** Signal numbers of the signals the daemon handles. */
export const SIGNAL_NUMBERS: Readonly<Record<string, number>> = {
  SIGHUP: 1,
  SIGINT: 2,
  SIGTERM: 15,
};

/**
 * The exit code of `serve` and `proxy`.
 *
 * @param outcome How the connection ended.
 * @param received The signal the daemon received, if any: then 128+N, whatever happened.
 * @returns 0 a clean end (also when the agent had to be ended because the client left);
 *   1 a failure; 128+N after signal N; else the agent's own exit code.
 *
 * @example
 * ```ts
 * import { routeExitCode } from "./exit_code.ts";
 * console.log(routeExitCode({ end: "client-closed", selected: null, requested: null, rewritten: false, implementation: null })); // 0
 * ```
 */
export function routeExitCode(outcome: RouteOutcome, received?: Deno.Signal): number {
  if (received) return 128 + SIGNAL_NUMBERS[received];
  const code = outcome.implementation?.code ?? 0;
  switch (outcome.end) {
    case "client-closed":
    case "stopped":
      return 0;
    case "oversize":
    case "start-failed":
    case "output-failed":
    case "failed":
      return 1;
    case "client-left":
      return outcome.implementation?.endedBy === "router" ? 0 : code;
    case "implementation-ended":
      return code;
  }
}

/**
 * The exit code of `connect`.
 *
 * @param outcome How the connect ended.
 * @param received The signal the daemon received, if any: then 128+N.
 * @returns The selected client program's exit code once the session ran (the agent's when
 *   that client has none); 1 when no session ran; 128+N after signal N.
 *
 * @example
 * ```ts
 * import { connectExitCode } from "./exit_code.ts";
 * console.log(connectExitCode({ end: "handshake-failed", clientExitCode: null, agentExitCode: null, selected: null, agentsOpened: 1, v1ClientsCreated: 0, v2ClientsCreated: 1, reused: false })); // 1
 * ```
 */
export function connectExitCode(outcome: ClientRouterOutcome, received?: Deno.Signal): number {
  if (received) return 128 + SIGNAL_NUMBERS[received];
  if (outcome.end === "handshake-failed" || outcome.selected === null) return 1;
  return outcome.clientExitCode ?? outcome.agentExitCode ?? 0;
}

/**
 * The exit code of `chain`.
 *
 * @param outcome How the chain ended.
 * @param received The signal the daemon received, if any: then 128+N.
 * @returns 0 a clean end (the client left, or left before initialize), except that an agent
 *   that then exited by itself gives its own code, as in the agent router; the agent's own
 *   exit code when the agent ended the chain; 1 when a proxy ended it, a component could not
 *   start, the chain's initialize was refused, or on a failure; 128+N after signal N.
 *
 * @example
 * ```ts
 * import { chainExitCode } from "./exit_code.ts";
 * console.log(chainExitCode({ end: "refused", selected: 2, requested: 2, rewritten: false, agent: null })); // 1
 * ```
 */
export function chainExitCode(outcome: ChainOutcome, received?: Deno.Signal): number {
  if (received) return 128 + SIGNAL_NUMBERS[received];
  switch (outcome.end) {
    case "client-closed":
    case "stopped":
      return 0;
    case "client-left":
      // As the agent router's: the agent's own code when it then exited by itself.
      return outcome.agent?.endedBy === "itself" ? outcome.agent.code ?? 0 : 0;
    case "component-ended":
      return outcome.ended?.component === "Agent" ? outcome.ended.code ?? 1 : 1;
    case "oversize":
    case "start-failed":
    case "refused":
    case "output-failed":
    case "failed":
      return 1;
  }
}
