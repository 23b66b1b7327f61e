/**
 * JSON-RPC 2.0 envelope classification of one parsed entry (ROUTING §0, §2.5–2.7).
 *
 * @module
 */

import { objectMembers, type Span } from "./json_spans.ts";

/** What one JSON-RPC entry is. */
export type EnvelopeKind = "request" | "notification" | "response" | "invalid";

/** A classified entry with its raw id text. */
export interface Envelope {
  /** The entry's kind. */
  kind: EnvelopeKind;
  /** The parsed entry. */
  value: unknown;
  /** Where the entry lives in the frame text. */
  span: Span;
  /** `id` as its original JSON text when it is a string, number or null; else `null`. */
  rawId: string | null;
  /** Why the entry is invalid (only for `invalid`). */
  reason?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * True for a response-shaped entry: an object with no `method` and with `result` or `error`.
 * Such entries are ignored before selection, valid or not (rule 2.5).
 *
 * @param value A parsed entry.
 * @returns Whether it is response-shaped.
 */
export function isResponseShaped(value: unknown): boolean {
  return isPlainObject(value) && !("method" in value) && ("result" in value || "error" in value);
}

function validIdValue(id: unknown): boolean {
  return id === null || typeof id === "string" || typeof id === "number";
}

/**
 * Classifies one parsed JSON-RPC entry.
 *
 * @param text The frame's JSON text.
 * @param span The entry's span in `text`.
 * @param value The parsed entry.
 * @returns The envelope.
 */
export function classifyEnvelope(text: string, span: Span, value: unknown): Envelope {
  if (!isPlainObject(value)) {
    return { kind: "invalid", value, span, rawId: null, reason: "entry must be an object" };
  }
  let rawId: string | null = null;
  if ("id" in value && validIdValue(value.id)) {
    const idSpan = objectMembers(text, span).get("id");
    if (idSpan) rawId = text.slice(idSpan.start, idSpan.end);
  }
  if (isResponseShaped(value)) return { kind: "response", value, span, rawId };
  const invalid = (reason: string): Envelope => ({ kind: "invalid", value, span, rawId, reason });
  if (value.jsonrpc !== "2.0") return invalid(`"jsonrpc" must be "2.0"`);
  if ("id" in value && !validIdValue(value.id)) {
    return {
      kind: "invalid",
      value,
      span,
      rawId: null,
      reason: `"id" must be a string, number or null`,
    };
  }
  if (typeof value.method !== "string") return invalid(`"method" must be a string`);
  return { kind: "id" in value ? "request" : "notification", value, span, rawId };
}
