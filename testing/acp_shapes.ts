/**
 * The ACP v1 and v2 payloads the scripted fixtures exchange, written once per
 * protocol version. Shapes follow the schemas: v1 `clientInfo`/`agentInfo` and
 * `*Capabilities`, v2 `info`/`capabilities`; a v2 turn is acknowledged by the
 * `session/prompt` response and finished by an idle `state_update`.
 *
 * @module
 */

import type { JsonObject } from "./ndjson.ts";

/** An ACP protocol version the fixtures speak. */
export type Protocol = 1 | 2;

/** Version of every fixture implementation (`info.version` / `agentInfo.version`). */
export const FIXTURE_VERSION = "1.0.0";

/**
 * `initialize` params a client of `protocol` sends.
 *
 * @param protocol The client's protocol version.
 * @param name The client's name (`clientInfo.name` in v1, `info.name` in v2).
 * @returns The params object.
 *
 * @example The params of a v2 client
 * ```ts
 * import { initializeParams } from "./acp_shapes.ts";
 * console.log(initializeParams(2, "my-editor")); // { protocolVersion: 2, info: {...}, capabilities: {} }
 * ```
 */
export function initializeParams(protocol: Protocol, name: string): JsonObject {
  const info = { name, version: FIXTURE_VERSION };
  return protocol === 1
    ? {
      protocolVersion: 1,
      clientInfo: info,
      clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
    }
    : { protocolVersion: 2, info, capabilities: {} };
}

/**
 * `initialize` result an agent of `protocol` answers (whatever version was requested).
 *
 * @param protocol The agent's protocol version.
 * @param name The agent's name (`agentInfo.name` in v1, `info.name` in v2).
 * @returns The result object.
 *
 * @example The answer of a v1 agent
 * ```ts
 * import { initializeResult } from "./acp_shapes.ts";
 * console.log(initializeResult(1, "my-agent").protocolVersion); // 1
 * ```
 */
export function initializeResult(protocol: Protocol, name: string): JsonObject {
  const info = { name, version: FIXTURE_VERSION };
  return protocol === 1
    ? {
      protocolVersion: 1,
      agentInfo: info,
      agentCapabilities: {
        loadSession: false,
        promptCapabilities: { image: false, audio: false, embeddedContext: false },
      },
      authMethods: [],
    }
    : { protocolVersion: 2, info, capabilities: { session: {} } };
}

/**
 * `session/new` params (`mcpServers` is required in v1 only).
 *
 * @param protocol The negotiated protocol version.
 * @param cwd The session's working directory.
 * @returns The params object.
 *
 * @example The params of a v1 session
 * ```ts
 * import { newSessionParams } from "./acp_shapes.ts";
 * console.log(newSessionParams(1, "/tmp")); // { cwd: "/tmp", mcpServers: [] }
 * ```
 */
export function newSessionParams(protocol: Protocol, cwd: string): JsonObject {
  return protocol === 1 ? { cwd, mcpServers: [] } : { cwd };
}

/** An `agent_message_chunk` update with text (`messageId` is required in v2 only). */
export function textChunk(protocol: Protocol, text: string, messageId: string): JsonObject {
  const update: JsonObject = {
    sessionUpdate: "agent_message_chunk",
    content: { type: "text", text },
  };
  if (protocol === 2) update.messageId = messageId;
  return update;
}

/** The two options of every scripted permission request. */
export const PERMISSION_OPTIONS = [
  { optionId: "allow", name: "Allow", kind: "allow_once" },
  { optionId: "reject", name: "Reject", kind: "reject_once" },
];

/** `session/request_permission` params: v1 names a tool call, v2 has a title. */
export function permissionParams(
  protocol: Protocol,
  sessionId: string,
  toolCallId: string,
): JsonObject {
  return protocol === 1
    ? {
      sessionId,
      toolCall: { toolCallId, title: "Scripted tool call", kind: "other", status: "pending" },
      options: PERMISSION_OPTIONS,
    }
    : { sessionId, title: "Allow the scripted tool call?", options: PERMISSION_OPTIONS };
}

/**
 * The answer a scripted client gives to a permission request: the first
 * `allow_*` option (else the first option) as a selected outcome.
 */
export function allowOutcome(params: unknown): JsonObject {
  const options = (params as { options?: unknown })?.options;
  const list = Array.isArray(options) ? options as { optionId?: unknown; kind?: unknown }[] : [];
  const allow = list.find((o) => String(o?.kind).startsWith("allow")) ?? list[0];
  if (allow === undefined) return { outcome: { outcome: "cancelled" } };
  return { outcome: { outcome: "selected", optionId: allow.optionId } };
}

/** The text of the first `text` content block of a prompt, or `""`. */
export function firstText(prompt: unknown): string {
  if (!Array.isArray(prompt)) return "";
  const block = prompt.find((b) => b?.type === "text" && typeof b.text === "string");
  return block?.text ?? "";
}
