/**
 * `@acp-proxy/acp-proxy/testing`: the scripted agents, client and framing helpers this
 * project tests itself with, for testing your own ACP agent, client or proxy (like the Go
 * SDK's `acptest`). Dependency-free; nothing here is loaded by the daemon.
 *
 * - {@linkcode duplexPair}: two connected in-memory byte-stream ends, with backpressure.
 * - {@linkcode runScriptedAgent} / {@linkcode scriptedAgentFactory} /
 *   {@linkcode scriptedAgentCommand}: a v1 or v2 agent driven by prompt commands (`echo`,
 *   `stream N S`, `permission`, `wait`, `fail CODE`, `banner TEXT`, `stderr TEXT`,
 *   `exit CODE`), in memory, as a router's connection, or as a subprocess.
 * - {@linkcode runScriptedClient} / {@linkcode scriptedClientCommand}: a client that
 *   initializes, opens a session, runs prompts, answers permission requests and cancels.
 * - {@linkcode writeRequest}, {@linkcode writeNotification}: one frame each (a write waits
 *   for a peer that reads, as a pipe's does: bound it yourself where the peer may not);
 *   {@linkcode readFrame}, {@linkcode readFrames}, {@linkcode readResponse}: reads with
 *   bounded waits.
 * - {@linkcode defectAgentCommand}: agents with exactly one known protocol defect each.
 *
 * @example Test an agent router against in-memory scripted agents
 * ```ts
 * import { AgentRouter } from "@acp-proxy/acp-proxy";
 * import { duplexPair, runScriptedClient, scriptedAgentFactory } from "@acp-proxy/acp-proxy/testing";
 *
 * const router = new AgentRouter({
 *   v1: scriptedAgentFactory({ protocol: 1 }),
 *   v2: scriptedAgentFactory({ protocol: 2 }),
 * });
 * const [client, routerEnd] = duplexPair();
 * const served = router.serve(routerEnd);
 * const report = await runScriptedClient(
 *   { protocol: 2, prompts: ["hello"] },
 *   client.readable,
 *   client.writable,
 *   () => {},
 * );
 * console.log(report.agentProtocolVersion, report.turns[0].text); // 2 "hello"
 * await served;
 * ```
 *
 * @module
 */

export type {
  Connection,
  ConnectionFactory,
  DuplexStream,
  OpenOptions,
} from "../transport/duplex.ts";
export { duplexPair, type DuplexPairOptions } from "./duplex_pair.ts";
export {
  concat,
  FrameWriter,
  isObject,
  type JsonObject,
  LineReader,
  lineText,
  parseObject,
} from "./ndjson.ts";
export {
  DEFAULT_FRAME_TIMEOUT_MS,
  type Frame,
  FrameTimeoutError,
  PeerClosedError,
  readFrame,
  readFrames,
  readResponse,
  type ReadResponseOptions,
  type RequestId,
  writeNotification,
  writeRequest,
} from "./framing.ts";
export {
  initializeParams,
  initializeResult,
  newSessionParams,
  type Protocol,
} from "./acp_shapes.ts";
export { runScriptedAgent, type ScriptedAgentOptions } from "./scripted_agent.ts";
export { scriptedAgentFactory, type ScriptedAgentFactoryOptions } from "./in_memory_agent.ts";
export {
  runScriptedClient,
  type ScriptedClientOptions,
  type ScriptedClientReport,
  type TurnReport,
} from "./scripted_client.ts";
export { defectAgentCommand, scriptedAgentCommand, scriptedClientCommand } from "./commands.ts";
export { DEFECT_NAMES, type DefectName } from "./defect_names.ts";
export { type DefectAgentOptions, runDefectAgent } from "./defect_agent.ts";
