/**
 * Transcript frame events built as bytes: the lines {@linkcode frameEvents} returns, byte for
 * byte, assembled in one reused buffer ({@linkcode EventBuffer}) from constant header bytes,
 * the timestamp's digits, the direction's quoted parties ({@linkcode EventDirection}) and the
 * frame's own id / method / params / result / error bytes. Nothing on this path decodes a
 * piece of the frame to a JavaScript string or encodes one back: the transcript recorder's
 * worker (`recorder_worker.ts`) builds every event this way.
 *
 * The byte path covers a request, notification or response, and a batch made only of those:
 * all but a few frames of a session. Anything else (a line that is not JSON, JSON that is not
 * JSON-RPC, a response with a flaw, an empty batch) goes through {@linkcode frameEvents}, whose lines are appended
 * encoded.
 *
 * Why the bytes are the same as {@linkcode frameEvents}' text: both splice the same spans
 * (`method` too, escapes and all), and every span of a view covers valid UTF-8 (the scanner
 * validates it), so decoding a span and encoding it back gives its bytes.
 * `tests/transcript_events_property_test.ts` checks the equality against an oracle built with
 * `JSON.parse`.
 *
 * Invariants: every line appended is one valid JSON object followed by LF; nothing here
 * does I/O.
 *
 * @module
 */

import { type MessageView, type Span, viewMessage } from "../jsonrpc/message.ts";
import {
  batchRest,
  frameEvents,
  isBlank,
  MAX_BATCH_EVENTS,
  type Party,
  timestampText,
} from "./transcript_events.ts";

const encoder = new TextEncoder();
/** Below this many bytes a loop copies faster than `set` with a `subarray`. */
const SHORT_COPY = 32;
/** The most bytes an {@linkcode EventBuffer} keeps allocated across {@linkcode EventBuffer.clear}. */
const KEPT_BYTES = 1 << 20;

/**
 * A growable byte buffer that event lines are appended to and written from.
 *
 * @example
 * ```ts
 * import { EventBuffer } from "./event_bytes.ts";
 * const out = new EventBuffer();
 * out.appendText('{"type":"x","ts":0.000000}\n');
 * console.log(out.length); // 27
 * out.clear();
 * ```
 */
export class EventBuffer {
  #bytes: Uint8Array;
  #length = 0;

  /**
   * @param initialBytes How many bytes to allocate at first.
   */
  constructor(initialBytes = 64 * 1024) {
    this.#bytes = new Uint8Array(initialBytes);
  }

  /** How many bytes it holds. */
  get length(): number {
    return this.#length;
  }

  /**
   * The bytes appended since the last {@linkcode clear}.
   *
   * @returns A view, valid until the next append or clear.
   */
  view(): Uint8Array {
    return this.#bytes.subarray(0, this.#length);
  }

  /** Empties the buffer (and lets go of memory grown for an unusually large line). */
  clear(): void {
    this.#length = 0;
    if (this.#bytes.length > KEPT_BYTES) this.#bytes = new Uint8Array(KEPT_BYTES);
  }

  /**
   * Appends bytes.
   *
   * @param bytes The bytes (copied).
   */
  appendBytes(bytes: Uint8Array): void {
    this.appendRange(bytes, 0, bytes.length);
  }

  /**
   * Appends text, UTF-8 encoded.
   *
   * @param text The text.
   */
  appendText(text: string): void {
    this.#reserve(text.length * 3);
    const into = this.#bytes.subarray(this.#length);
    this.#length += encoder.encodeInto(text, into).written;
  }

  /**
   * Appends `source[start, end)`.
   *
   * @param source The bytes to copy from.
   * @param start First byte.
   * @param end Just past the last byte.
   */
  appendRange(source: Uint8Array, start: number, end: number): void {
    const n = end - start;
    this.#reserve(n);
    const bytes = this.#bytes;
    let at = this.#length;
    if (n < SHORT_COPY) { for (let i = start; i < end; i++) bytes[at++] = source[i]; }
    else bytes.set(start === 0 && end === source.length ? source : source.subarray(start, end), at);
    this.#length += n;
  }

  #reserve(n: number): void {
    const need = this.#length + n;
    if (need <= this.#bytes.length) return;
    const bigger = new Uint8Array(Math.max(this.#bytes.length * 2, need));
    bigger.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = bigger;
  }
}

/**
 * One direction's parties, quoted once: the `"protocol":"acp","from":...,"to":...` part every
 * frame event of that direction shares.
 *
 * @example
 * ```ts
 * import { EventDirection } from "./event_bytes.ts";
 * const up = new EventDirection("Client", "Agent");
 * console.log(up.from, up.to); // Client Agent
 * ```
 */
export class EventDirection {
  /** `,"protocol":"acp","from":FROM,"to":TO` as bytes. */
  readonly parties: Uint8Array;
  /** Per kind of event, its bytes up to its `id` or `method` (see {@linkcode head}). */
  #heads: Uint8Array[] = [new Uint8Array(0), new Uint8Array(0), new Uint8Array(0)];
  /** The timestamp each of {@linkcode #heads} was made for. */
  #headTs: string[] = ["", "", ""];

  /**
   * @param from Who sends in this direction.
   * @param to Who receives.
   */
  constructor(readonly from: Party, readonly to: Party) {
    this.parties = encoder.encode(
      `,"protocol":"acp","from":${JSON.stringify(from)},"to":${JSON.stringify(to)}`,
    );
  }

  /**
   * The start of an event of this direction, `{"type":KIND,"ts":TS` and the parties, made
   * once per timestamp (the lines of a chunk share one).
   *
   * @param kind {@linkcode HEAD_REQUEST}, {@linkcode HEAD_NOTIFICATION} or {@linkcode HEAD_RESPONSE}.
   * @param ts The timestamp's text (ASCII).
   * @returns The bytes (not to be changed).
   */
  head(kind: HeadKind, ts: string): Uint8Array {
    if (ts === this.#headTs[kind]) return this.#heads[kind];
    const type = HEAD_TYPES[kind];
    const head = new Uint8Array(type.length + ts.length + this.parties.length);
    head.set(type);
    for (let i = 0; i < ts.length; i++) head[type.length + i] = ts.charCodeAt(i);
    head.set(this.parties, type.length + ts.length);
    this.#headTs[kind] = ts;
    this.#heads[kind] = head;
    return head;
  }
}

const HEAD_REQUEST = 0, HEAD_NOTIFICATION = 1, HEAD_RESPONSE = 2;
/** Which kind of event a {@linkcode EventDirection.head} starts. */
type HeadKind = typeof HEAD_REQUEST | typeof HEAD_NOTIFICATION | typeof HEAD_RESPONSE;
const HEAD_TYPES = [
  encoder.encode(`{"type":"request","ts":`),
  encoder.encode(`{"type":"notification","ts":`),
  encoder.encode(`{"type":"response","ts":`),
];
const ID = encoder.encode(`,"id":`);
const METHOD = encoder.encode(`,"method":`);
const PARAMS = encoder.encode(`,"params":`);
const IS_ERROR = encoder.encode(`,"is_error":true,"payload":`);
const NOT_ERROR = encoder.encode(`,"is_error":false,"payload":`);
const NULL = encoder.encode("null");
const END = encoder.encode("}\n");

/** The last timestamp's text: every line of a chunk shares one. */
let lastTs = Number.NaN;
let lastTsText = "";

/**
 * Appends the events of one frame (a line without its LF): one per entry, a `non_json` or
 * `invalid` event, or nothing for a blank line -- the lines {@linkcode frameEvents} returns.
 *
 * @param out Where the lines go.
 * @param frame The line's bytes (only read during the call).
 * @param ts Seconds since the capture started.
 * @param direction Who sent it to whom.
 * @returns How many events were appended.
 *
 * @example Record a request with a 20-digit id
 * ```ts
 * import { appendFrameEvents, EventBuffer, EventDirection } from "./event_bytes.ts";
 * const out = new EventBuffer();
 * const frame = new TextEncoder().encode('{"jsonrpc":"2.0","id":12345678901234567890,"method":"x"}');
 * appendFrameEvents(out, frame, 0.5, new EventDirection("Client", "Agent"));
 * console.log(new TextDecoder().decode(out.view()));
 * // {"type":"request","ts":0.500000,"protocol":"acp","from":"Client","to":"Agent","id":12345678901234567890,"method":"x","params":null}
 * ```
 */
export function appendFrameEvents(
  out: EventBuffer,
  frame: Uint8Array,
  ts: number,
  direction: EventDirection,
): number {
  if (isBlank(frame)) return 0;
  const view = viewMessage(frame);
  const entries = view.kind === "batch" ? plainEntries(view) : isPlain(view) ? [view] : null;
  if (entries !== null) {
    if (ts !== lastTs) {
      lastTs = ts;
      lastTsText = timestampText(ts);
    }
    for (const entry of entries) appendEntry(out, frame, entry, lastTsText, direction);
    if (view.entryCount <= MAX_BATCH_EVENTS) return entries.length;
    out.appendText(
      batchRest(view.entryCount - MAX_BATCH_EVENTS, ts, direction.from, direction.to),
    );
    return entries.length + 1;
  }
  const lines = frameEvents(frame, ts, direction.from, direction.to);
  for (const line of lines) out.appendText(line);
  return lines.length;
}

/** Whether the entry's event can be built from its bytes (see the module documentation). */
function isPlain(entry: MessageView): boolean {
  return entry.kind === "response"
    ? entry.responseFlaw === null
    : entry.kind === "request" || entry.kind === "notification";
}

/**
 * The batch's first {@linkcode MAX_BATCH_EVENTS} entries, when they are all plain (the rest
 * are only counted); null when one is not, or the batch is empty.
 */
function plainEntries(batch: MessageView): MessageView[] | null {
  const count = Math.min(batch.entryCount, MAX_BATCH_EVENTS);
  if (count === 0) return null;
  const entries: MessageView[] = [];
  for (let i = 0; i < count; i++) {
    const entry = batch.entryAt(i);
    if (!isPlain(entry)) return null;
    entries.push(entry);
  }
  return entries;
}

function appendEntry(
  out: EventBuffer,
  frame: Uint8Array,
  entry: MessageView,
  ts: string,
  direction: EventDirection,
): void {
  if (entry.kind === "response") {
    out.appendBytes(direction.head(HEAD_RESPONSE, ts));
    out.appendBytes(ID);
    appendSpan(out, frame, entry.idSpan);
    // `"result":null` beside an error object is an error; `"error":null` beside a result not.
    const isError = entry.isError;
    out.appendBytes(isError ? IS_ERROR : NOT_ERROR);
    appendSpan(out, frame, isError ? entry.errorSpan : entry.resultSpan ?? entry.errorSpan);
  } else {
    out.appendBytes(
      direction.head(entry.kind === "request" ? HEAD_REQUEST : HEAD_NOTIFICATION, ts),
    );
    if (entry.kind === "request") {
      out.appendBytes(ID);
      appendSpan(out, frame, entry.idSpan);
    }
    out.appendBytes(METHOD);
    appendSpan(out, frame, entry.methodSpan);
    out.appendBytes(PARAMS);
    appendSpan(out, frame, entry.paramsSpan);
  }
  out.appendBytes(END);
}

/** A member's raw JSON text, or `null` when there is no such member. */
function appendSpan(out: EventBuffer, frame: Uint8Array, span: Span | null): void {
  if (span === null) out.appendBytes(NULL);
  else out.appendRange(frame, span.start, span.end);
}
