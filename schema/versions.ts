/**
 * ACP protocol version numbers and limits.
 *
 * @module
 */

/**
 * The stable ACP protocol version.
 *
 * @example Tell whether the stable agent served the client
 * ```ts ignore
 * import { AgentRouter, command, PROTOCOL_V1, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1"), v2: command("agent-v2") });
 * const outcome = await router.serve(stdio());
 * if (outcome.selected === PROTOCOL_V1) console.error("served by the stable v1 agent");
 * ```
 */
export const PROTOCOL_V1 = 1 as const;

/**
 * The draft ACP protocol version.
 *
 * @example Write a v2 initialize request
 * ```ts
 * import { PROTOCOL_V2 } from "../mod.ts";
 * // v2 asks for the client's info (name and version) and its capabilities.
 * const params = {
 *   protocolVersion: PROTOCOL_V2,
 *   info: { name: "my-editor", version: "1.0.0" },
 *   capabilities: {},
 * };
 * const initialize = { jsonrpc: "2.0", id: 0, method: "initialize", params };
 * const frame = new TextEncoder().encode(JSON.stringify(initialize) + "\n");
 * ```
 */
export const PROTOCOL_V2 = 2 as const;

/** A protocol version an implementation can serve: 1 or 2. */
export type ProtocolVersion = typeof PROTOCOL_V1 | typeof PROTOCOL_V2;

/** Largest value `protocolVersion` may hold (it is a uint16 in both schemas). */
export const MAX_PROTOCOL_VERSION = 65_535;

/** Method name of the first request a client sends to an agent. */
export const INITIALIZE_METHOD = "initialize";

/** Method name of the first request a conductor sends to a proxy component. */
export const PROXY_INITIALIZE_METHOD = "_proxy/initialize";

/** The draft schema's un-prefixed name of `_proxy/initialize`. */
export const SCHEMA_PROXY_INITIALIZE_METHOD = "proxy/initialize";

/**
 * Default limit for one frame read before selection: 8 MiB.
 *
 * @example Accept first frames up to four times the default
 * ```ts
 * import { AgentRouter, command, DEFAULT_MAX_FRAME_BYTES } from "../mod.ts";
 * const router = new AgentRouter({
 *   v1: command("my-agent --stdio"),
 *   maxFrameBytes: 4 * DEFAULT_MAX_FRAME_BYTES, // 32 MiB: an initialize with large _meta
 * });
 * ```
 */
export const DEFAULT_MAX_FRAME_BYTES = 8 * 1024 * 1024;
