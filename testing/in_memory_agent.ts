/**
 * The scripted agent as a {@linkcode ConnectionFactory}: a router gets an in-memory agent.
 *
 * @module
 */

import type { Connection, ConnectionFactory } from "../transport/duplex.ts";
import { endsOnFailure } from "../transport/in_process.ts";
import { busyTurns } from "../async/busy_turns.ts";
import { duplexPair } from "./duplex_pair.ts";
import {
  checkScriptedAgentOptions,
  runScriptedAgent,
  type ScriptedAgentOptions,
} from "./scripted_agent.ts";

/** Options of {@linkcode scriptedAgentFactory}. */
export interface ScriptedAgentFactoryOptions extends Omit<ScriptedAgentOptions, "signal"> {
  /** Receives what the agent would write to stderr. Default: dropped. */
  log?: (line: string) => void;
}

/**
 * A connection factory whose every connection is a fresh scripted agent in this process,
 * over a {@linkcode duplexPair}. `exited` resolves with the agent's exit code (0 at EOF by
 * default, CODE after an `exit CODE` prompt); `terminate` ends it as SIGTERM ends a
 * process (143). Its output then ends, as a process's does when it exits.
 *
 * @param options The agent's options, and where its stderr lines go.
 * @returns The factory.
 * @throws {RangeError} When a protocol is not 1 or 2, or an exit code no integer.
 *
 * @example An agent router with in-memory v1 and v2 agents
 * ```ts
 * import { AgentRouter } from "../mod.ts";
 * import { scriptedAgentFactory } from "./mod.ts";
 * const router = new AgentRouter({
 *   v1: scriptedAgentFactory({ protocol: 1 }),
 *   v2: scriptedAgentFactory({ protocol: 2 }),
 * });
 * ```
 */
export function scriptedAgentFactory(options: ScriptedAgentFactoryOptions): ConnectionFactory {
  const { log = () => {}, ...agentOptions } = options;
  checkScriptedAgentOptions(agentOptions); // when the factory is made, not at its first start
  return (): Connection => {
    const [router, agent] = duplexPair();
    const stop = new AbortController();
    const exited = runScriptedAgent(
      { ...agentOptions, signal: stop.signal },
      agent.readable,
      agent.writable,
      log,
    );
    return {
      // Cut at once when ended: the agent may be blocked writing to a router that stopped
      // reading, as a process blocked on a full pipe is ended by SIGTERM all the same.
      readable: endsOnFailure(router.readable, stop.signal, undefined, undefined, busyTurns()),
      writable: router.writable,
      exited,
      terminate: (): Promise<number> => {
        stop.abort();
        return exited;
      },
    };
  };
}
