/**
 * ACP protocol version numbers and limits.
 *
 * @module
 */

/** The stable ACP protocol version. */
export const PROTOCOL_V1 = 1 as const;

/** The draft ACP protocol version. */
export const PROTOCOL_V2 = 2 as const;

/** A protocol version an implementation can serve: 1 or 2. */
export type ProtocolVersion = typeof PROTOCOL_V1 | typeof PROTOCOL_V2;

/** Largest value `protocolVersion` may hold (it is a uint16 in both schemas). */
export const MAX_PROTOCOL_VERSION = 65_535;

/** Method name of the first request a client sends to an agent. */
export const INITIALIZE_METHOD = "initialize";

/** Method name of the first request a conductor sends to a proxy component. */
export const PROXY_INITIALIZE_METHOD = "_proxy/initialize";

/** Default limit for one frame read before selection: 8 MiB. */
export const DEFAULT_MAX_FRAME_BYTES = 8 * 1024 * 1024;
