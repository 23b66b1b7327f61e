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
 * const { exitCode } = await router.serve(stdio());
 * Deno.exit(exitCode);
 * ```
 *
 * @module
 */

export {
  AgentRouter,
  type AgentRouterOptions,
  type ServeResult,
} from "./agent_router/agent_router.ts";
export {
  ProxyRouter,
  type ProxyRouterOptions,
  type ProxyServeResult,
} from "./proxy_router/proxy_router.ts";
export {
  RouterConfigError,
  type RouteResult,
  type SelectingRouterOptions,
  type VersionFactories,
} from "./routing/selection_handshake.ts";
export {
  ClientRouter,
  type ClientRouterOptions,
  type ClientRouterResult,
  DEFAULT_INIT_TIMEOUT_MS,
} from "./client_router/client_router.ts";
export {
  ClientRouterError,
  type ClientRouterFailure,
} from "./client_router/client_router_error.ts";
export {
  type FrameVerdict,
  type Handshake,
  type HandshakeRelayOptions,
  type HandshakeRelayResult,
  serveWithHandshake,
} from "./transport/handshake_relay.ts";
export { command } from "./transport/command.ts";
export type {
  Connection,
  ConnectionFactory,
  DuplexStream,
  OpenOptions,
} from "./transport/duplex.ts";
export { FrameReader, type FrameReadResult } from "./transport/frame_reader.ts";
export { inProcess, type InProcessHandler } from "./transport/in_process.ts";
export {
  DEFAULT_GRACE_MS,
  relay,
  type RelayClient,
  type RelayOptions,
  type RelayOutcome,
} from "./transport/relay.ts";
export { CommandSyntaxError, splitCommand } from "./transport/split_command.ts";
export { stdio, type StdioOptions } from "./transport/stdio.ts";
export { type StdoutHandover, stdoutHandover } from "./transport/stdout_handover.ts";
export {
  type ProcessConnection,
  spawnCommand,
  SpawnError,
  type SpawnOptions,
} from "./transport/subprocess.ts";
export {
  decideFirstFrame,
  type FirstFrameDecision,
  type SelectionPolicy,
} from "./schema/first_frame.ts";
export { canonicalV2Params, type RawParams, v1ParamsFromV2 } from "./schema/initialize.ts";
export {
  ErrorCode,
  type ErrorCodeValue,
  type ErrorObject,
  ProtocolError,
} from "./schema/protocol_error.ts";
export {
  DEFAULT_MAX_FRAME_BYTES,
  INITIALIZE_METHOD,
  MAX_PROTOCOL_VERSION,
  PROTOCOL_V1,
  PROTOCOL_V2,
  type ProtocolVersion,
  PROXY_INITIALIZE_METHOD,
} from "./schema/versions.ts";
export {
  LOG_LEVELS,
  type Logger,
  type LogLevel,
  silentLogger,
  stderrLogger,
} from "./log/logger.ts";
export type { Span } from "./schema/json_spans.ts";

if (import.meta.main) {
  const { main } = await import("./cli/main.ts");
  Deno.exit(await main(Deno.args));
}
