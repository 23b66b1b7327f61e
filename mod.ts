/**
 * acp-proxy: a byte-exact router for the Agent Client Protocol (ACP).
 *
 * It reads a client's first `initialize`, picks the v1 or v2 implementation, rewrites
 * only that one frame when it must, then pipes every later byte unchanged.
 *
 * Run as a program this module is the CLI (`deno run -A mod.ts --v1 CMD --v2 CMD`);
 * imported, it is the library.
 *
 * @example Route stdio to two agent commands
 * ```ts ignore
 * import { AgentRouter, command, stdio } from "./mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1"), v2: command("agent-v2 --acp") });
 * const outcome = await router.serve(stdio());
 * console.error(`ACP v${outcome.selected}: ${outcome.end}`);
 * ```
 *
 * @module
 */

// The routers and what they report.
export { AgentRouter, type AgentRouterOptions } from "./agent_router/agent_router.ts";
export { ProxyRouter, type ProxyRouterOptions } from "./proxy_router/proxy_router.ts";
export {
  ClientRouter,
  type ClientRouterOptions,
  type ClientRouterOutcome,
  type ConnectOptions,
  DEFAULT_INIT_TIMEOUT_MS,
} from "./client_router/client_router.ts";
export {
  ClientRouterError,
  type ClientRouterFailure,
} from "./client_router/client_router_error.ts";
export type { SelectingRouterOptions, VersionFactories } from "./routing/selection_handshake.ts";
export type {
  ImplementationExit,
  RouteEnd,
  RouteOutcome,
  ServeOptions,
} from "./routing/route_outcome.ts";
export { RouterConfigError } from "./routing/router_config_error.ts";
export { DEFAULT_GRACE_MS } from "./session/lifecycle.ts";

// Implementations and clients.
export { command, type CommandOptions } from "./process/command.ts";
export { SpawnError } from "./process/child_process.ts";
export { CommandSyntaxError } from "./process/split_command.ts";
export { inProcess, type InProcessHandler, type InProcessOptions } from "./transport/in_process.ts";
export { stdio } from "./transport/stdio.ts";
export type {
  Connection,
  ConnectionFactory,
  DuplexStream,
  OpenOptions,
} from "./transport/duplex.ts";

// The conductor: proxies in front of an agent, as one agent.
export {
  type ChainEnd,
  type ChainOutcome,
  type ChainServeOptions,
  Conductor,
  type ConductorOptions,
} from "./conductor/conductor.ts";

// Remote clients and agents (REMOTE.md); the server and the clients load only when used.
export {
  type AcpListener,
  type AcpListenOptions,
  listenAcp,
  type ShutdownOptions,
} from "./remote/listen_acp.ts";
export {
  type ConnectionObserver,
  type ConnectionRouter,
  routerHandler,
  type RouterHandlerOptions,
} from "./remote/router_handler.ts";
export type { ConnectionHandler, RemoteConnection } from "./remote/remote_connection.ts";
export {
  isRemoteAddress,
  normalizeRemoteUrl,
  remoteAgent,
  type RemoteAgentOptions,
  type WebSocketConstructor,
} from "./remote/remote_agent.ts";
export { RemoteAgentError, type RemoteAgentErrorOptions } from "./remote/remote_agent_error.ts";

// The JSON-RPC message layer: byte-exact views and frames (for proxies and tools).
export { type MessageKind, type MessageView, type Span, viewMessage } from "./jsonrpc/message.ts";
export {
  MessageShapeError,
  successorEnvelope,
  type SuccessorEnvelopeOptions,
  unwrapSuccessor,
  type UnwrapSuccessorOptions,
  withId,
} from "./jsonrpc/writer.ts";

// Observation.
export type { OwnEvents, Party, SessionObserver } from "./observation/session_observer.ts";
export {
  startTranscript,
  type TranscriptOptions,
  type TranscriptRecorder,
} from "./observation/transcript_recorder.ts";

// The protocol's names and errors.
export {
  ErrorCode,
  type ErrorCodeValue,
  type ErrorObject,
  ProtocolError,
} from "./schema/protocol_error.ts";
export {
  DEFAULT_MAX_FRAME_BYTES,
  PROTOCOL_V1,
  PROTOCOL_V2,
  type ProtocolVersion,
} from "./schema/versions.ts";

// Logging.
export {
  LOG_LEVELS,
  type LogFormat,
  type Logger,
  type LogLevel,
  silentLogger,
  stderrLogger,
} from "./log/logger.ts";

if (import.meta.main) {
  const { main } = await import("./cli/main.ts");
  Deno.exit(await main(Deno.args));
}
