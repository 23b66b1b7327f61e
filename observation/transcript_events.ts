/**
 * Transcript events as JSON Lines, in the Rust reference conductor's trace format (its
 * viewer and ours read the same files), built from a frame's bytes: the raw `id`, `params`,
 * `result` / `error` text is spliced into the event, never parsed and re-serialised, so a
 * 20-digit id keeps its digits and `1.0` stays `1.0`.
 *
 * Frame events: `request` / `notification` / `response`, one per entry of a batch (up to
 * {@linkcode MAX_BATCH_EVENTS}; a `dropped` event counts the rest), with
 * `type`, `ts` (seconds since capture start), `protocol` (`"acp"`), `from`, `to`, `id` (the
 * wire's token), `method`, `params` (`null` when absent), and for responses `is_error` and
 * `payload`. A line that is not JSON is a `non_json` event; valid JSON that is not a JSON-RPC
 * message (a response too: its `responseFlaw`) is an `invalid` event. Own events (`route`, `first_frame`, `agent_start`,
 * `agent_exit`, `error`, `dropped`) are built by {@linkcode ownEvent}.
 *
 * Invariants: every line returned is one valid JSON object followed by LF; nothing here does
 * I/O.
 *
 * @module
 */

import { frameText, type MessageView, viewMessage } from "../jsonrpc/message.ts";

/** A side of a recorded conversation: `"Client"`, `"Agent"`, or `"Proxy(N)"` in a chain. */
export type Party = string;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lossy = new TextDecoder("utf-8", { ignoreBOM: true });

/** Whether the frame holds only JSON whitespace (such lines are not recorded). */
export function isBlank(frame: Uint8Array): boolean {
  for (const b of frame) if (b !== 0x20 && b !== 0x09 && b !== 0x0d && b !== 0x0a) return false;
  return true;
}

/**
 * The events for one frame (a line without its LF): one per entry, or one `non_json` /
 * `invalid` event, or none for a blank line.
 *
 * @param frame The line's bytes.
 * @param ts Seconds since the capture started.
 * @param from Who sent it.
 * @param to Who it was sent to.
 * @param action For a line that is not JSON: what the stdout guard did with it.
 * @returns The event lines, each ending with LF.
 *
 * @example Record a request with a 20-digit id
 * ```ts
 * import { frameEvents } from "./transcript_events.ts";
 * const frame = new TextEncoder().encode('{"jsonrpc":"2.0","id":12345678901234567890,"method":"x"}');
 * console.log(frameEvents(frame, 0.5, "Client", "Agent").join(""));
 * // {"type":"request","ts":0.500000,"protocol":"acp","from":"Client","to":"Agent","id":12345678901234567890,"method":"x","params":null}
 * ```
 */
export function frameEvents(
  frame: Uint8Array,
  ts: number,
  from: Party,
  to: Party,
  action: "pass" | "divert" | "drop" = "pass",
): string[] {
  if (isBlank(frame)) return [];
  const view = viewMessage(frame);
  const head = `"ts":${timestampText(ts)},"protocol":"acp","from":${str(from)},"to":${str(to)}`;
  if (view.parseError) return [nonJson(frame, ts, from, to, action)];
  if (view.kind !== "batch") return [entryEvent(frame, view, head, ts, from, to)];
  const count = view.entryCount;
  if (count === 0) return [invalid(frame, ts, from, to, "empty batch")];
  const recorded = Math.min(count, MAX_BATCH_EVENTS);
  const lines: string[] = [];
  for (let i = 0; i < recorded; i++) {
    lines.push(entryEvent(frame, view.entryAt(i), head, ts, from, to));
  }
  if (count > recorded) lines.push(batchRest(count - recorded, ts, from, to));
  return lines;
}

/**
 * The most entries of one batch recorded as events; the rest are counted in one `dropped`
 * event, so that a batch of millions of tiny entries (8 MiB of `1,`) cannot make a
 * transcript of hundreds of MB, nor take the recorder minutes.
 */
export const MAX_BATCH_EVENTS = 1000;

/**
 * The `dropped` event counting a batch's entries past the first {@linkcode MAX_BATCH_EVENTS}.
 *
 * @param count How many entries were not recorded.
 * @param ts Seconds since the capture started.
 * @param from Who sent the batch.
 * @param to Who it was sent to.
 * @returns The event line, ending with LF.
 */
export function batchRest(count: number, ts: number, from: Party, to: Party): string {
  return ownEvent("dropped", ts, {
    count,
    from,
    to,
    reason: `entries of a batch past its first ${MAX_BATCH_EVENTS}`,
  });
}

/**
 * The `dropped` event for a line its direction stopped in before its LF, other than by its
 * sender's end (the receiver went away, the session ended or was stopped): its bytes are not
 * a frame, so they are not recorded as one (a `non_json` cut of a valid request would
 * misstate what was sent).
 *
 * @param bytes How many bytes of the line were forwarded.
 * @param ts Seconds since the capture started.
 * @param from Who sent the line.
 * @param to Who it was sent to.
 * @returns The event line, ending with LF.
 */
export function cutLine(bytes: number, ts: number, from: Party, to: Party): string {
  return ownEvent("dropped", ts, {
    count: 1,
    from,
    to,
    reason: `a line cut off after ${bytes} bytes, before its end: the session ended first`,
  });
}

function entryEvent(
  frame: Uint8Array,
  entry: MessageView,
  head: string,
  ts: number,
  from: Party,
  to: Party,
): string {
  const raw = (span: { start: number; end: number } | null) =>
    span === null ? "null" : frameText(frame, span);
  switch (entry.kind) {
    case "request":
      return `{"type":"request",${head},"id":${entry.idText},"method":${
        raw(entry.methodSpan)
      },"params":${raw(entry.paramsSpan)}}\n`;
    case "notification":
      return `{"type":"notification",${head},"method":${raw(entry.methodSpan)},"params":${
        raw(entry.paramsSpan)
      }}\n`;
    case "response": {
      if (entry.responseFlaw !== null) return invalidEntry(frame, entry, ts, from, to);
      const isError = entry.isError; // a literally null member beside the other is absent
      const payload = isError ? entry.errorSpan : entry.resultSpan ?? entry.errorSpan;
      return `{"type":"response",${head},"id":${raw(entry.idSpan)},"is_error":${isError},` +
        `"payload":${raw(payload)}}\n`;
    }
    default:
      return invalidEntry(frame, entry, ts, from, to);
  }
}

/** The `invalid` event of an entry that is not JSON-RPC (a response: its flaw says why). */
function invalidEntry(
  frame: Uint8Array,
  entry: MessageView,
  ts: number,
  from: Party,
  to: Party,
): string {
  const text = entry.span === null ? lossy.decode(frame) : frameText(frame, entry.span);
  const reason = entry.responseFlaw ?? entry.reason ?? "not a JSON-RPC message";
  return `{"type":"invalid","ts":${timestampText(ts)},"from":${str(from)},"to":${str(to)},` +
    `"raw":${str(text)},"reason":${str(reason)}}\n`;
}

function nonJson(
  frame: Uint8Array,
  ts: number,
  from: Party,
  to: Party,
  action: string,
): string {
  return `{"type":"non_json","ts":${timestampText(ts)},"from":${str(from)},"to":${str(to)},` +
    `"raw":${str(lossy.decode(stripCr(frame)))},"action":${str(action)}}\n`;
}

function invalid(frame: Uint8Array, ts: number, from: Party, to: Party, reason: string): string {
  return `{"type":"invalid","ts":${timestampText(ts)},"from":${str(from)},"to":${str(to)},` +
    `"raw":${str(lossy.decode(stripCr(frame)))},"reason":${str(reason)}}\n`;
}

/**
 * One of the recorder's own events: `{"type":TYPE,"ts":TS,...fields}`. Field values are
 * serialised with `JSON.stringify`, except those given as {@linkcode RawJson} (already JSON
 * text, spliced in as it is).
 *
 * @param type The event type (`route`, `first_frame`, `agent_start`, ...).
 * @param ts Seconds since the capture started.
 * @param fields The event's fields.
 * @returns The event line, ending with LF.
 *
 * @example
 * ```ts
 * import { ownEvent } from "./transcript_events.ts";
 * console.log(ownEvent("agent_exit", 2.5, { code: 0, signal: null }));
 * // {"type":"agent_exit","ts":2.500000,"code":0,"signal":null}
 * ```
 */
export function ownEvent(type: string, ts: number, fields: Record<string, unknown>): string {
  let line = `{"type":${str(type)},"ts":${timestampText(ts)}`;
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    line += `,${str(key)}:${value instanceof RawJson ? value.text : JSON.stringify(value)}`;
  }
  return line + "}\n";
}

/** JSON text to splice into an event as it is (e.g. a frame's raw `_meta`). */
export class RawJson {
  /**
   * Wraps JSON text.
   *
   * @param text Valid JSON text.
   */
  constructor(readonly text: string) {}
}

/**
 * The frame's text for a `first_frame` event's `raw` field: valid UTF-8 decoded as it is, a
 * trailing CR removed (the LF is never part of a frame).
 *
 * @param frame The frame's bytes.
 * @returns Its text.
 *
 * @example
 * ```ts
 * import { frameRawText } from "./transcript_events.ts";
 * console.log(frameRawText(new TextEncoder().encode("{}\r"))); // "{}"
 * ```
 */
export function frameRawText(frame: Uint8Array): string {
  const bytes = stripCr(frame);
  try {
    return utf8.decode(bytes);
  } catch {
    return lossy.decode(bytes);
  }
}

function stripCr(frame: Uint8Array): Uint8Array {
  return frame.length > 0 && frame[frame.length - 1] === 0x0d ? frame.subarray(0, -1) : frame;
}

/**
 * An event's `ts` text: seconds with microsecond resolution, never in exponent notation (a
 * negative time counts as 0).
 *
 * @param ts Seconds since the capture started.
 * @returns The digits, e.g. `"1.500000"`.
 *
 * @example
 * ```ts
 * import { timestampText } from "./transcript_events.ts";
 * console.log(timestampText(0.5)); // "0.500000"
 * ```
 */
export function timestampText(ts: number): string {
  return (Math.max(0, ts)).toFixed(6);
}

function str(text: string): string {
  return JSON.stringify(text);
}
