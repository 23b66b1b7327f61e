/**
 * What a transcript says in numbers: `acp-proxy trace summary`.
 *
 * Definitions (also in `acp-proxy trace --help`):
 * - **Frame events** are `request`, `notification` and `response` events. A request and a
 *   response are a pair when the response goes the reverse way (its `from` is the request's
 *   `to` and its `to` the request's `from`) and its `id` has the same exact JSON text, or
 *   else, when no open request has that text, the same value as the daemon takes it (`1.0`
 *   and `1`, as a JS peer writes a `1.0` back; `"1"` and `1` differ, and so do ids past a
 *   double's range, compared by text only); the router's own
 *   answer (`from: "acp-proxy"`) also pairs with its `to`'s open request that went on to
 *   another party (a dial that failed after the request was sent). Several open requests
 *   with one key are answered first in, first out. Latency is the pair's `ts` difference.
 *   A response with id `null` that pairs with nothing answers a frame whose id could not be
 *   read (a line that is not JSON, an invalid request): it is not counted as unmatched; nor
 *   is one that goes the reverse way of an `invalid` event whose frame has its id.
 *   Parties are named as the viewer's lanes are: `client`, `agent`, `proxy:0` and
 *   `conductor` (other tools' spellings) are `Client`, `Agent`, `Proxy(0)` and `acp-proxy`.
 * - **methods**: per method, the requests and notifications carrying it (`count`), the
 *   responses paired with its requests, the error responses among them, requests never
 *   answered, and latency percentiles over its pairs (`p50_ms`, `p95_ms`, `max_ms`;
 *   nearest-rank; `null` without pairs), also per direction (`"Client->Agent"`).
 * - **sessions**: distinct ACP session ids: `payload.sessionId` of a successful response to
 *   `session/new`, `session/load`, `session/fork` or `session/resume` (or of an unpaired
 *   response), `params.sessionId` of requests and notifications, and a string `session`
 *   member (the Rust conductor's field).
 * - **errors**: responses with `is_error: true` plus `error` events.
 * - **duration_ms**: the latest `ts` minus the earliest (events with a numeric `ts` only; a
 *   file whose lines are out of order still gets its span).
 * - **bytes**: the size of the traffic: per frame event, the UTF-8 length of the frame
 *   in compact JSON-RPC form (`{"jsonrpc":"2.0","id":...,"method":...,"params":...}` or
 *   `..."result":...}` / `..."error":...}`), rebuilt from the exact texts of the event's members (no
 *   value is re-serialised; `params: null` counts as absent), without the LF; plus, per
 *   `non_json` event, the UTF-8 length of `raw`. In a chain every hop counts.
 * - **dropped**: the sum of the `dropped` events' `count`s (events the recorder lost, and a
 *   batch's entries past the first 1000 it records; a count that is not a whole positive
 *   number, in a damaged file, adds nothing).
 * - **non_json**, **invalid**: how many such events; **skipped_lines**: lines of the file
 *   that are not an event (see `trace_file.ts`).
 *
 * Bounds (a transcript is a peer's words: its memory is bounded whatever the file holds): at
 * most 1000 methods, 256 directions and 64 event types are told apart (the rest are counted
 * under `(other methods)`, `(other directions)`, `(other types)`); at most 100,000 session ids
 * are kept (`sessions` is then a lower bound: `sessions_capped`); at most 100,000 requests
 * wait for their answer (past it the oldest is forgotten: `forgotten_requests`, and its answer
 * counts as unmatched); percentiles come from at most 10,000 latencies per method and
 * direction (a uniform sample of the rest; `max_ms` stays exact).
 *
 * @module
 */

import {
  MAX_TS_SECONDS,
  readTranscriptLines,
  type TraceEvent,
  type Transcript,
  type TranscriptCounts,
  TranscriptSorter,
} from "./trace_file.ts";
import { clipped, columnWidth, safeLine } from "../log/logger.ts";
import { TextMap } from "../jsonrpc/text_map.ts";
import { idValueKey } from "../jsonrpc/id_value.ts";
import { scanJson } from "../jsonrpc/json_scan.ts";

/** Latency percentiles over request/response pairs, in milliseconds; `null` without pairs. */
export interface LatencyStats {
  /** Median (nearest rank). */
  p50_ms: number | null;
  /** 95th percentile (nearest rank). */
  p95_ms: number | null;
  /** Slowest pair. */
  max_ms: number | null;
}

/** One method in one direction (`"Client->Agent"`). */
export interface DirectionStats extends LatencyStats {
  /** Requests and notifications with this method in this direction. */
  count: number;
  /** Of `count`, the requests. */
  requests: number;
  /** Responses paired with the requests of this direction. */
  responses: number;
  /** Of `responses`, those with `is_error`. */
  errors: number;
}

/** One method, over all directions. */
export interface MethodStats extends LatencyStats {
  /** Requests and notifications with this method. */
  count: number;
  /** Of `count`, the requests. */
  requests: number;
  /** Of `count`, the notifications. */
  notifications: number;
  /** Responses paired with a request of this method. */
  responses: number;
  /** Of `responses`, those with `is_error`. */
  errors: number;
  /** Requests of this method no response answered. */
  unanswered: number;
  /** Per direction, `"FROM->TO"`. */
  directions: Record<string, DirectionStats>;
}

/** One error: an error response or an `error` event. */
export interface ErrorEntry {
  /** The event's index in the transcript. */
  index: number;
  /** Its `ts`, or `null`. */
  ts: number | null;
  /** `response` or `error`. */
  type: string;
  /** The paired request's method, for a response (`null` when unpaired or an `error` event). */
  method: string | null;
  /** For a response: the error's `code` and `message`; for an `error` event: its `message`. */
  message: string;
}

/** The result of {@linkcode summarizeTranscript}; `--json` prints it as it is. */
export interface TraceSummary {
  /** Per method (requests and notifications; their responses are counted with them). */
  methods: Record<string, MethodStats>;
  /** How many distinct ACP sessions. */
  sessions: number;
  /** Error responses plus `error` events. */
  errors: number;
  /** The session ids, in order of first appearance. */
  session_ids: string[];
  /** Responses with `is_error: true`. */
  error_responses: number;
  /** `error` events. */
  error_events: number;
  /** The first errors (at most 20), in file order. */
  error_list: ErrorEntry[];
  /** Last `ts` minus first `ts`, in milliseconds. */
  duration_ms: number;
  /** Traffic size, as defined in the module documentation. */
  bytes: number;
  /** All events (every line that is a JSON object). */
  events: number;
  /** Frame events: requests, notifications and responses. */
  frames: number;
  /** Frame events per direction, `"FROM->TO"`. */
  directions: Record<string, number>;
  /** Responses that no request in the transcript matches. */
  unmatched_responses: number;
  /** Sum of the `dropped` events' counts. */
  dropped: number;
  /** `non_json` events. */
  non_json: number;
  /** `invalid` events. */
  invalid: number;
  /** Events per `type`. */
  types: Record<string, number>;
  /** Requests forgotten unanswered because 100,000 were waiting. */
  forgotten_requests: number;
  /** True when more than 100,000 session ids were seen (`sessions` is a lower bound). */
  sessions_capped: boolean;
  /** Lines that are not an event. */
  skipped_lines: number;
  /** The transcript file's size in bytes. */
  file_bytes: number;
  /** The last `route` event's members, or `null`. */
  route: Record<string, unknown> | null;
  /** The last `agent_exit` event's `code` and `signal`, or `null`. */
  agent_exit: { code: number | null; signal: string | null } | null;
  /**
   * In a chain's transcript, every `agent_exit` that names its `party` (each proxy's and the
   * agent's), in order: a proxy's crash that ended the chain is not hidden by the agent's 0.
   * At most 64, the last one the latest. Empty elsewhere.
   */
  component_exits: { party: string; code: number | null; signal: string | null }[];
}

/** Methods whose successful response names a session. */
const SESSION_CREATING = new Set(["session/new", "session/load", "session/fork", "session/resume"]);
const MAX_ERRORS_LISTED = 20;
/** Most component exits listed (a chain has a handful of components), the last one kept. */
const MAX_COMPONENT_EXITS = 64;
/**
 * In the text, the most characters of a method name or session id (a peer's words: one long
 * name must not widen every row of the table), and the most session ids listed; `--json` keeps
 * them whole.
 */
const MAX_NAME_CHARS = 80;
const MAX_SESSIONS_LISTED = 10;
/** In the text, the most characters of an error's message. */
const MAX_MESSAGE_CHARS = 400;
const FRAME_TYPES = new Set(["request", "notification", "response"]);

/** Every type of event a transcript holds (frames and the recorder's own). */
const TRANSCRIPT_TYPES = new Set([
  ...FRAME_TYPES,
  "error",
  "dropped",
  "non_json",
  "invalid",
  "route",
  "first_frame",
  "agent_start",
  "agent_exit",
]);

/**
 * The line in place of the table when no frame made a row; with a hint when nothing in the
 * file is a transcript's (another JSON Lines file, given by mistake).
 */
function noFrames(s: TraceSummary): string {
  // Frames that made no row: responses that answer no request of the file.
  if (s.frames > 0) {
    return "no request or notification: " +
      (s.frames === 1
        ? "its one frame is a response that answers no request in the file"
        : `its ${s.frames} frames are responses that answer no request in the file`);
  }
  if (Object.keys(s.types).some((type) => TRANSCRIPT_TYPES.has(type))) return "no frames";
  if (s.file_bytes === 0) return "no frames: the file is empty";
  const what = s.events === 0
    ? "no line of the file is a JSON object"
    : `none of its ${plural(s.events, "event")} is of a transcript's types ` +
      `(request, response, route, ...)`;
  return `no frames: ${what}; is it a transcript? --transcript PATH records one`;
}
/** Distinct methods, directions and event types told apart; session ids kept. */
const MAX_METHODS = 1000;
const MAX_DIRECTIONS = 256;
const MAX_TYPES = 64;
const MAX_SESSIONS = 100_000;
/** Requests waiting for their answer at once; past it the oldest is forgotten. */
const MAX_OPEN_REQUESTS = 100_000;
/** Latencies kept per method and direction for the percentiles (a uniform sample past it). */
const MAX_LATENCY_SAMPLES = 10_000;
/** Where the methods past {@linkcode MAX_METHODS} are counted. */
const OTHER_METHODS = "(other methods)";
/** The party of what the router says itself. */
const ROUTER = "acp-proxy";

interface OpenRequest {
  method: string;
  direction: string;
  ts: number | null;
}

/**
 * The requests open under one key, oldest first: taken from the front in constant time (an
 * array's `shift` copies the rest: quadratic for a file of 100,000 requests under one id).
 */
class OpenQueue {
  #items: OpenRequest[] = [];
  #head = 0;

  get length(): number {
    return this.#items.length - this.#head;
  }

  push(request: OpenRequest): void {
    this.#items.push(request);
  }

  /** The oldest, taken; what was taken is let go once it is most of the array. */
  shift(): OpenRequest | undefined {
    if (this.#head === this.#items.length) return undefined;
    const request = this.#items[this.#head++];
    if (this.#head === this.#items.length) [this.#items, this.#head] = [[], 0];
    else if (this.#head > 1024 && 2 * this.#head > this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return request;
  }
}

interface MethodAccumulator {
  /** The method's name, or `(other methods)` past {@linkcode MAX_METHODS}. */
  name: string;
  stats: MethodStats;
  latencies: Latencies;
  byDirection: TextMap<
    { count: number; requests: number; responses: number; errors: number; latencies: Latencies }
  >;
}

/**
 * Latencies for the percentiles: every one up to {@linkcode MAX_LATENCY_SAMPLES}, then a
 * uniform sample of that size (reservoir sampling with a fixed seed: the same file gives the
 * same summary); the largest is kept exactly.
 */
class Latencies {
  readonly samples: number[] = [];
  seen = 0;
  max = -Infinity;
  #seed = 0x2545f491;

  add(value: number): void {
    this.seen++;
    if (value > this.max) this.max = value;
    if (this.samples.length < MAX_LATENCY_SAMPLES) {
      this.samples.push(value);
      return;
    }
    // xorshift32: a slot in [0, seen); the value replaces a sample when it falls inside.
    this.#seed ^= this.#seed << 13;
    this.#seed ^= this.#seed >>> 17;
    this.#seed ^= this.#seed << 5;
    const slot = (this.#seed >>> 0) % this.seen;
    if (slot < MAX_LATENCY_SAMPLES) this.samples[slot] = value;
  }

  stats(): LatencyStats {
    const stats = latencyStats(this.samples);
    return this.seen === 0 ? stats : { ...stats, max_ms: this.max };
  }
}

/**
 * A party's name as the viewer's lanes say it: `client`, `agent`, `proxy:0`, `conductor` (as
 * other tools write them) are `Client`, `Agent`, `Proxy(0)`, `acp-proxy`; so a file pairs the
 * same in the summary and on the page.
 */
function partyName(name: string | null): string {
  if (name === "Client" || name === "Agent" || name === ROUTER) return name; // as we write them
  if (name === null || name === "") return "?";
  const lower = name.toLowerCase();
  if (lower === "client") return "Client";
  if (lower === "agent") return "Agent";
  const proxy = /^proxy\s*[:(]\s*(\d+)\s*\)?$/.exec(lower);
  if (proxy) return `Proxy(${Number(proxy[1])})`;
  if (lower === ROUTER || lower === "conductor") return ROUTER;
  return name;
}

/** The envelope of a proxy's messages to and from its successor. */
const PROXY_SUCCESSOR = "_proxy/successor";

const jsonEncoder = new TextEncoder();
const jsonDecoder = new TextDecoder();

/**
 * The exact text of member `name` of the JSON object `json` (a member's text, a `raw` frame:
 * rare, so scanned apart from the event's line), or undefined when `json` is no object or has
 * no such member.
 */
function memberOf(json: string | null | undefined, name: string): string | undefined {
  if (json === null || json === undefined) return undefined;
  const bytes = jsonEncoder.encode(json);
  const scan = scanJson(bytes);
  if (!scan.valid || scan.type !== "object") return undefined;
  const span = scan.member(name);
  return span === undefined ? undefined : jsonDecoder.decode(bytes.subarray(span.start, span.end));
}

function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** An event's `ts` (seconds), or null when it is none or out of any plausible range. */
function timestamp(value: unknown): number | null {
  const ts = num(value);
  return ts !== null && Math.abs(ts) <= MAX_TS_SECONDS ? ts : null;
}

/** What {@linkcode scalar} gives for a member that is an object or an array: never read. */
const CONTAINER: unique symbol = Symbol("an object or array");

/**
 * A member's value from its exact text, parsed alone when it is a string, number or literal;
 * an object or array is {@linkcode CONTAINER}, never parsed: a line of millions of small values
 * would become millions of objects (hostile15: a 198 MiB line of `[]`s peaked at 5.5 GB, when the
 * whole line was parsed for its `type`).
 */
function scalar(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const first = text.charCodeAt(0);
  return first === 0x7b || first === 0x5b ? CONTAINER : JSON.parse(text);
}

/** A route event is parsed whole up to this many bytes (a daemon's is under 1 KiB). */
const MAX_PARSED = 64 * 1024;

/**
 * A member's text without the whitespace between its tokens: compact JSON as the agent's
 * values are written, its numbers and escapes as written (a parse would round
 * 12345678901234567891 and make 1e400 null: regress92), in one pass, nothing parsed.
 */
function compact(text: string): string {
  let out = "";
  let from = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // an escape: the next character is part of it
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      out += text.slice(from, i);
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Rounds milliseconds to the microsecond, so that `0.1 - 0.0` prints as `100`. */
function ms(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e3;
}

/**
 * Nearest-rank percentiles.
 *
 * @param values Latencies in ms (sorted here).
 * @returns p50, p95 and max; `null`s for no values.
 */
function latencyStats(values: number[]): LatencyStats {
  if (values.length === 0) return { p50_ms: null, p95_ms: null, max_ms: null };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50_ms: rank(50), p95_ms: rank(95), max_ms: sorted[sorted.length - 1] };
}

const utf8Length = (() => {
  const encoder = new TextEncoder();
  return (text: string): number => {
    let ascii = true;
    for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
    return ascii ? text.length : encoder.encode(text).length;
  };
})();

/**
 * The frame's size in compact JSON-RPC form, from the exact texts of the event's members.
 *
 * @param event A frame event.
 * @returns Its UTF-8 length, without LF.
 */
export function frameBytes(event: TraceEvent): number {
  return frameSize(event, scalar(event.member("type")), scalar(event.member("is_error")) === true);
}

/** {@linkcode frameBytes} of an event whose `type` and `is_error` the caller has read. */
function frameSize(event: TraceEvent, type: unknown, isError: boolean): number {
  const parts: string[] = [`{"jsonrpc":"2.0"`];
  if (event.idText !== null) parts.push(`,"id":`, event.idText);
  if (type === "response") {
    parts.push(isError ? `,"error":` : `,"result":`);
    parts.push(event.member("payload") ?? "null");
  } else {
    parts.push(`,"method":`, event.member("method") ?? `""`);
    const params = event.member("params");
    if (params !== undefined && params !== "null") parts.push(`,"params":`, params);
  }
  parts.push("}");
  return parts.reduce((sum, part) => sum + utf8Length(part), 0);
}

/** An error response's `code` and `message`, or its payload's text when it has neither. */
function errorMessage(event: TraceEvent): string {
  const payload = event.member("payload");
  if (payload === undefined) return "";
  if (!payload.startsWith("{")) return compact(payload); // not an error object
  // The code as written (a parse would round 12345678901234567891: regress93).
  const codeText = event.innerMember("payload", "code");
  const code = typeof scalar(codeText) === "number" ? codeText! : "";
  const message = str(scalar(event.innerMember("payload", "message"))) ?? "";
  return [code, message].filter((s) => s !== "").join(" ") || compact(payload);
}

/** Counts and pairs the events of a transcript, in one pass. */
class Summarizer {
  readonly #methods = new TextMap<MethodAccumulator>();
  readonly #open = new TextMap<OpenQueue>();
  /**
   * The keys of `#open` by sender and id (`from\0id`), oldest first: the router's answers look
   * there.
   */
  readonly #openBySender = new TextMap<string[]>();
  /** The `#openBySender` entry of each key of `#open`. */
  readonly #senderOf = new TextMap<string>();
  /**
   * The keys of `#open` whose id is written otherwise than its value's own way (`1.0`), by
   * their key with that way (`from\0to\01`): a response written `1` finds them there.
   */
  readonly #aliases = new TextMap<string[]>();
  /** The session ids seen, in order (a peer's words: they may be long). */
  readonly #sessions = new TextMap<true>();
  #sessionsCapped = false;
  readonly #directions = new TextMap<number>();
  readonly #types = new TextMap<number>();
  /**
   * The queues of `#open` in the order they were made, oldest first, from `#orderHead` on;
   * an entry whose queue has gone (answered) is skipped, and such entries are dropped once
   * they outnumber the live ones. `#open`'s own first key is not used: a `Map` whose oldest
   * keys keep being deleted finds its first key in time growing with those deletions (1 M
   * unanswered requests took 60 s).
   */
  #order: { key: string; queue: OpenQueue }[] = [];
  #orderHead = 0;
  /** Requests waiting for their answer, in all queues of `#open`. */
  #openCount = 0;
  #forgotten = 0;
  readonly #errors: ErrorEntry[] = [];
  #errorResponses = 0;
  #errorEvents = 0;
  #firstTs: number | null = null;
  #lastTs: number | null = null;
  #bytes = 0;
  #frames = 0;
  #unmatched = 0;
  /** `invalid` frames with a readable id, by sender, receiver and id text: how many. */
  #invalidIds = new Map<string, number>();
  #dropped = 0;
  #route: Record<string, unknown> | null = null;
  #agentExit: TraceSummary["agent_exit"] = null;
  #componentExits: TraceSummary["component_exits"] = [];

  add(event: TraceEvent): void {
    const type = str(scalar(event.member("type"))) ?? "(no type)";
    const counted = this.#types.has(type) || this.#types.size < MAX_TYPES ? type : "(other types)";
    this.#types.set(counted, (this.#types.get(counted) ?? 0) + 1);
    const ts = timestamp(scalar(event.member("ts")));
    if (ts !== null) {
      this.#firstTs = Math.min(this.#firstTs ?? ts, ts);
      this.#lastTs = Math.max(this.#lastTs ?? ts, ts);
    }
    this.#session(str(scalar(event.member("session"))));
    if (FRAME_TYPES.has(type)) this.#frame(event, type, ts);
    else this.#own(event, type, ts);
  }

  #frame(event: TraceEvent, type: string, ts: number | null): void {
    const from = partyName(str(scalar(event.member("from"))));
    const to = partyName(str(scalar(event.member("to"))));
    const named = `${from}->${to}`;
    const direction = this.#directions.has(named) || this.#directions.size < MAX_DIRECTIONS
      ? named
      : "(other directions)";
    this.#frames++;
    this.#directions.set(direction, (this.#directions.get(direction) ?? 0) + 1);
    // Each member is read once per event (a million-event file reads them a million times).
    const isError = type === "response" && scalar(event.member("is_error")) === true;
    this.#bytes += frameSize(event, type, isError);
    if (type === "response") return this.#response(event, from, to, ts, isError);
    let method = str(scalar(event.member("method"))) ?? "(no method)";
    let sessionId = str(scalar(event.innerMember("params", "sessionId")));
    if (method === PROXY_SUCCESSOR) {
      // A proxy's message to or from its successor, in the envelope the chain carried it in:
      // counted as the message inside, as the Rust conductor records it.
      const inner = str(scalar(event.innerMember("params", "method")));
      if (inner) { // an empty name is none, as the viewer takes it
        method = inner;
        sessionId = str(scalar(memberOf(event.innerMember("params", "params"), "sessionId")));
      }
    }
    this.#session(sessionId);
    const m = this.#method(method);
    m.stats.count++;
    const d = m.byDirection.get(direction) ??
      { count: 0, requests: 0, responses: 0, errors: 0, latencies: new Latencies() };
    d.count++;
    m.byDirection.set(direction, d);
    if (type === "notification") {
      m.stats.notifications++;
      return;
    }
    m.stats.requests++;
    d.requests++;
    m.stats.unanswered++;
    if (this.#openCount >= MAX_OPEN_REQUESTS) this.#forgetOldest();
    const key = `${from}\u0000${to}\u0000${event.idText}`;
    let queue = this.#open.get(key);
    if (queue === undefined) {
      queue = new OpenQueue();
      this.#open.set(key, queue);
      this.#remember(key, queue);
    }
    queue.push({ method: m.name, direction, ts });
    this.#openCount++;
    if (!this.#senderOf.has(key)) {
      const valueKey = this.#valueKey(from, to, event.idText);
      if (valueKey !== key) {
        const keys = this.#aliases.get(valueKey);
        if (keys === undefined) this.#aliases.set(valueKey, [key]);
        else keys.push(key);
      }
      const sent = `${from}\u0000${event.idText}`;
      this.#senderOf.set(key, sent);
      const keys = this.#openBySender.get(sent);
      // An array, not a Set: a Set of long keys is what TextMap avoids (they are few: one per
      // party the request went to).
      if (keys === undefined) this.#openBySender.set(sent, [key]);
      else keys.push(key);
    }
  }

  /** The key of an open request from `from`, to any party, with `idText` (the oldest). */
  #sentOn(from: string, idText: string | null): string | undefined {
    return this.#openBySender.get(`${from}\u0000${idText}`)?.[0];
  }

  #response(
    event: TraceEvent,
    from: string,
    to: string,
    ts: number | null,
    isError: boolean,
  ): void {
    let key = `${to}\u0000${from}\u0000${event.idText}`;
    // The router's own answer to a request that went on to a party that never answered it
    // (a dial that failed after the initialize was sent): it answers that request.
    if (from === ROUTER && !this.#open.has(key)) key = this.#sentOn(to, event.idText) ?? key;
    // No request with its exact text: one with its value (`1` back for `1.0`, or `1.0` for
    // `1`), as the daemon recognises such an answer.
    if (!this.#open.has(key)) {
      const valueKey = this.#valueKey(to, from, event.idText);
      key = this.#open.has(valueKey) ? valueKey : this.#aliases.get(valueKey)?.[0] ?? key;
    }
    const request = this.#take(key);
    // An answer with id null that pairs with no request answers a frame whose id could not
    // be read (a line that is not JSON, an invalid request: JSON-RPC 2.0 section 5): no
    // request waited for it, so it is not unmatched.
    if (request === undefined) {
      // An answer to an invalid frame with a readable id pairs with it (chain16).
      const answersInvalid = this.#takeInvalid(`${to}\u0000${from}\u0000${event.idText}`);
      if (event.idText !== "null" && !answersInvalid) this.#unmatched++;
    } else {
      const m = this.#methods.get(request.method)!; // counted when the request was
      const d = m.byDirection.get(request.direction)!;
      m.stats.responses++;
      d.responses++;
      m.stats.unanswered--;
      if (isError) {
        m.stats.errors++;
        d.errors++;
      }
      if (ts !== null && request.ts !== null) {
        const latency = ms(ts - request.ts);
        m.latencies.add(latency);
        d.latencies.add(latency);
      }
    }
    if (isError) {
      this.#errorResponses++;
      this.#error(event, ts, "response", request?.method ?? null, errorMessage(event));
    } else if (request === undefined || SESSION_CREATING.has(request.method)) {
      this.#session(str(scalar(event.innerMember("payload", "sessionId"))));
    }
  }

  /** The key of an id sent from `from` to `to`, its text written as its value's own way. */
  #valueKey(from: string, to: string, idText: string | null): string {
    return `${from}\u0000${to}\u0000${idText === null ? null : idValueKey(idText)}`;
  }

  /** The oldest request of `key`'s queue, taken; the queue and its index go once empty. */
  #take(key: string): OpenRequest | undefined {
    const queue = this.#open.get(key);
    const request = queue?.shift();
    if (request !== undefined) this.#openCount--;
    if (queue?.length === 0) {
      this.#open.delete(key);
      // Its sender's index lets it go too: the summary's memory is what is open, no more.
      const sent = this.#senderOf.get(key)!;
      this.#senderOf.delete(key);
      const keys = this.#openBySender.get(sent);
      const at = keys?.indexOf(key) ?? -1;
      if (at >= 0) keys!.splice(at, 1);
      if (keys?.length === 0) this.#openBySender.delete(sent);
      // Ids written otherwise than their value's way are rare: most files have no alias.
      if (this.#aliases.size > 0) this.#forgetAlias(key);
    }
    return request;
  }

  /** Lets `key` go from `#aliases`, if it is there. */
  #forgetAlias(key: string): void {
    const [from, to, idText] = key.split("\u0000");
    const valueKey = this.#valueKey(from, to, idText);
    const aliases = valueKey === key ? undefined : this.#aliases.get(valueKey);
    const alias = aliases?.indexOf(key) ?? -1;
    if (alias >= 0) aliases!.splice(alias, 1);
    if (aliases?.length === 0) this.#aliases.delete(valueKey);
  }

  /**
   * Adds a new queue to `#order`, dropping the entries passed or gone once they are the most
   * (each entry is copied once per doubling: linear in all).
   */
  #remember(key: string, queue: OpenQueue): void {
    this.#order.push({ key, queue });
    const passed = this.#orderHead > 1024 && 2 * this.#orderHead > this.#order.length;
    if (passed || this.#order.length - this.#orderHead > 2 * this.#open.size + 1024) {
      this.#order = this.#order.slice(this.#orderHead).filter((e) =>
        this.#open.get(e.key) === e.queue
      );
      this.#orderHead = 0;
    }
  }

  /** Forgets the request waiting longest (the oldest queue's first): it stays unanswered. */
  #forgetOldest(): void {
    while (this.#orderHead < this.#order.length) {
      const { key, queue } = this.#order[this.#orderHead];
      if (this.#open.get(key) === queue) {
        if (this.#take(key) !== undefined) this.#forgotten++;
        return;
      }
      this.#orderHead++;
    }
  }

  #session(id: string | null): void {
    if (id === null || this.#sessions.has(id)) return;
    if (this.#sessions.size < MAX_SESSIONS) this.#sessions.set(id, true);
    else this.#sessionsCapped = true;
  }

  /**
   * An `invalid` frame whose id can be read (`{"id":"zz","method":5}`): the answer to it (an
   * Invalid Request, from acp-proxy or the receiver) pairs with it, not with nothing.
   */
  #invalid(event: TraceEvent): void {
    const from = str(scalar(event.member("from")));
    const to = str(scalar(event.member("to")));
    if (from === null || to === null || this.#invalidIds.size >= MAX_OPEN_REQUESTS) return;
    const idText = memberOf(str(scalar(event.member("raw"))), "id");
    if (idText === undefined) return;
    const key = `${partyName(from)}\u0000${partyName(to)}\u0000${idText}`;
    this.#invalidIds.set(key, (this.#invalidIds.get(key) ?? 0) + 1);
  }

  /** Takes an `invalid` frame of `key` (sender, receiver, id text) if one waits. */
  #takeInvalid(key: string): boolean {
    const n = this.#invalidIds.get(key);
    if (n === undefined) return false;
    if (n === 1) this.#invalidIds.delete(key);
    else this.#invalidIds.set(key, n - 1);
    return true;
  }

  #own(event: TraceEvent, type: string, ts: number | null): void {
    const field = (name: string) => scalar(event.member(name));
    switch (type) {
      case "error": {
        this.#errorEvents++;
        const text = event.member("message");
        const message = scalar(text);
        this.#error(
          event,
          ts,
          type,
          null,
          str(message) ?? (text === undefined ? "?" : compact(text)),
        );
        break;
      }
      case "dropped": { // a count is a whole number of events; a damaged one adds nothing
        const count = num(field("count"));
        if (count !== null && Number.isSafeInteger(count) && count > 0) this.#dropped += count;
        break;
      }
      case "non_json":
        this.#bytes += utf8Length(str(field("raw")) ?? "");
        break;
      case "invalid":
        this.#invalid(event);
        break;
      case "route":
        // A route event is the daemon's few members; a hostile file's huge one is not parsed.
        this.#route = event.bytes > MAX_PARSED
          ? { not_read: `a route event of ${event.bytes} bytes` }
          : Object.fromEntries(
            Object.entries(event.value).filter(([k]) => k !== "type" && k !== "ts"),
          );
        break;
      case "agent_exit": {
        this.#agentExit = { code: num(field("code")), signal: str(field("signal")) };
        const party = str(field("party"));
        // Bounded as a chain is (a handful of components), a hostile file's flood not: past the
        // bound the last place takes the latest exit (the agent's is recorded last).
        if (party === null) break;
        if (this.#componentExits.length >= MAX_COMPONENT_EXITS) this.#componentExits.pop();
        this.#componentExits.push({ party, ...this.#agentExit });
        break;
      }
    }
  }

  #error(
    event: TraceEvent,
    ts: number | null,
    type: string,
    method: string | null,
    message: string,
  ): void {
    if (this.#errors.length >= MAX_ERRORS_LISTED) return;
    this.#errors.push({ index: event.index, ts, type, method, message });
  }

  #method(named: string): MethodAccumulator {
    const method = this.#methods.has(named) || this.#methods.size < MAX_METHODS
      ? named
      : OTHER_METHODS;
    let m = this.#methods.get(method);
    if (m === undefined) {
      m = {
        name: method,
        stats: {
          count: 0,
          requests: 0,
          notifications: 0,
          responses: 0,
          errors: 0,
          unanswered: 0,
          p50_ms: null,
          p95_ms: null,
          max_ms: null,
          directions: {},
        },
        latencies: new Latencies(),
        byDirection: new TextMap(),
      };
      this.#methods.set(method, m);
    }
    return m;
  }

  finish(transcript: TranscriptCounts): TraceSummary {
    const methods: Record<string, MethodStats> = {};
    for (const [name, m] of this.#methods.entries()) {
      const directions: Record<string, DirectionStats> = {};
      for (const [direction, d] of m.byDirection.entries()) {
        const { count, requests, responses, errors } = d;
        directions[direction] = { count, requests, responses, errors, ...d.latencies.stats() };
      }
      methods[name] = { ...m.stats, ...m.latencies.stats(), directions };
    }
    const sessionIds = [...this.#sessions.entries()].map(([id]) => id);
    return {
      methods,
      sessions: sessionIds.length,
      errors: this.#errorResponses + this.#errorEvents,
      session_ids: sessionIds,
      error_responses: this.#errorResponses,
      error_events: this.#errorEvents,
      error_list: this.#errors,
      duration_ms: this.#firstTs === null ? 0 : ms(this.#lastTs! - this.#firstTs),
      bytes: this.#bytes,
      events: transcript.eventCount,
      frames: this.#frames,
      directions: Object.fromEntries(this.#directions.entries()),
      unmatched_responses: this.#unmatched,
      dropped: this.#dropped,
      non_json: this.#types.get("non_json") ?? 0,
      invalid: this.#types.get("invalid") ?? 0,
      types: Object.fromEntries(this.#types.entries()),
      forgotten_requests: this.#forgotten,
      sessions_capped: this.#sessionsCapped,
      skipped_lines: transcript.skipped,
      file_bytes: transcript.fileBytes,
      route: this.#route,
      agent_exit: this.#agentExit,
      component_exits: this.#componentExits,
    };
  }
}

/**
 * Summarizes a transcript (see the module documentation for every definition).
 *
 * @param transcript From {@linkcode parseTranscript}.
 * @returns The summary.
 *
 * @example One request and its response
 * ```ts
 * import { parseTranscript } from "./trace_file.ts";
 * import { summarizeTranscript } from "./trace_summary.ts";
 * const text = [
 *   `{"type":"request","ts":0.1,"from":"Client","to":"Agent","id":1,"method":"initialize","params":{}}`,
 *   `{"type":"response","ts":0.125,"from":"Agent","to":"Client","id":1,"is_error":false,"payload":{}}`,
 * ].join("\n");
 * const summary = summarizeTranscript(parseTranscript(new TextEncoder().encode(text)));
 * console.log(summary.methods["initialize"].p50_ms); // 25
 * ```
 */
export function summarizeTranscript(transcript: Transcript): TraceSummary {
  const summarizer = new Summarizer();
  for (const event of transcript.events) summarizer.add(event);
  return summarizer.finish(transcript);
}

/**
 * Summarizes a transcript file, reading it line by line: memory holds one line and the
 * counts, not the file.
 *
 * @param path The file.
 * @returns The summary.
 * @throws The file system's error (`Deno.errors.NotFound` for a missing file).
 *
 * @example
 * ```ts ignore
 * import { summarizeTranscriptFile } from "./trace_summary.ts";
 * console.log((await summarizeTranscriptFile("session.trace.jsonl")).frames);
 * ```
 */
export async function summarizeTranscriptFile(path: string | URL): Promise<TraceSummary> {
  return await summarizeTranscriptStream((await Deno.open(path)).readable);
}

/**
 * Summarizes a transcript read from a byte stream, line by line.
 *
 * @param source The transcript's bytes (a pipe, stdin).
 * @returns The summary (`file_bytes`: the bytes read).
 *
 * @example
 * ```ts
 * import { summarizeTranscriptStream } from "./trace_summary.ts";
 * const line = `{"type":"notification","from":"Agent","to":"Client","method":"session/update"}\n`;
 * const summary = await summarizeTranscriptStream(
 *   ReadableStream.from([new TextEncoder().encode(line)]),
 * );
 * console.log(summary.frames); // 1
 * ```
 */
export async function summarizeTranscriptStream(
  source: ReadableStream<Uint8Array>,
): Promise<TraceSummary> {
  const summarizer = new Summarizer();
  const sorter = new TranscriptSorter();
  await readTranscriptLines(source, sorter, (event) => summarizer.add(event));
  return summarizer.finish(sorter);
}

function formatMs(value: number | null): string {
  if (value === null) return "-";
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function formatDuration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(3)} s` : `${formatMs(ms)} ms`;
}

/** The session ids for the text: the first few, each cut, and how many more. */
function sessionList(ids: readonly string[]): string {
  const shown = ids.slice(0, MAX_SESSIONS_LISTED).map((id) => safeLine(clipped(id, MAX_NAME_CHARS)))
    .join(", ");
  const more = ids.length - MAX_SESSIONS_LISTED;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/**
 * Pads cells into aligned columns, by the columns each takes on a terminal (a peer's method
 * name may hold wide characters): text columns left, the others right.
 */
function table(rows: string[][], leftColumns: number): string[] {
  // A loop, not Math.max(...rows): a file of many methods makes many rows.
  const widths = rows[0].map((_, c) => {
    let width = 0;
    for (const row of rows) width = Math.max(width, columnWidth(row[c]));
    return width;
  });
  return rows.map((row) =>
    row.map((cell, c) => {
      const pad = " ".repeat(widths[c] - columnWidth(cell));
      return c < leftColumns ? cell + pad : pad + cell;
    }).join("  ").trimEnd()
  );
}

/**
 * The summary as readable text (what `acp-proxy trace summary` prints without `--json`).
 *
 * @param summary From {@linkcode summarizeTranscript}.
 * @param path The transcript's path, for the first line.
 * @returns Lines of text, ending with LF.
 *
 * @example
 * ```ts
 * import { parseTranscript } from "./trace_file.ts";
 * import { formatSummary, summarizeTranscript } from "./trace_summary.ts";
 * const summary = summarizeTranscript(parseTranscript(new Uint8Array()));
 * console.log(formatSummary(summary, "empty.jsonl").split("\n")[0]); // transcript  empty.jsonl
 * ```
 */
export function formatSummary(summary: TraceSummary, path: string): string {
  const s = summary;
  const lines = table([
    ["transcript", safeLine(path)],
    [
      "duration",
      `${formatDuration(s.duration_ms)}  (${plural(s.events, "event")}, ${
        plural(s.frames, "frame")
      }` +
      (s.skipped_lines > 0 ? `, ${plural(s.skipped_lines, "unparsable line")} skipped)` : `)`),
    ],
    ["bytes", `${formatBytes(s.bytes)} of frames  (file ${formatBytes(s.file_bytes)})`],
    [
      "sessions",
      `${s.sessions_capped ? "at least " : ""}${s.sessions}` +
      `${s.sessions > 0 ? `  (${sessionList(s.session_ids)})` : ""}`,
    ],
    [
      "errors",
      `${s.errors}  (${plural(s.error_responses, "error response")}, ` +
      `${plural(s.error_events, "error event")})`,
    ],
    [
      "other",
      `dropped ${s.dropped}, non_json ${s.non_json}, invalid ${s.invalid}, ` +
      `unmatched responses ${s.unmatched_responses}` +
      (s.forgotten_requests > 0
        ? `, forgotten unanswered requests ${s.forgotten_requests} (over 100000 waiting)`
        : ""),
    ],
    ...(s.route ? [["route", safeLine(JSON.stringify(s.route))]] : []),
    ...(s.agent_exit
      ? [[
        "agent exit",
        safeLine(`code ${s.agent_exit.code ?? "-"}, signal ${s.agent_exit.signal ?? "-"}`),
      ]]
      : []),
    // One component (a chain without proxies) says no more than `agent exit`.
    ...(s.component_exits.length > 1
      ? [[
        "exits",
        safeLine(
          s.component_exits.map((e) =>
            `${clipped(e.party, MAX_NAME_CHARS)} code ${e.code ?? "-"}, signal ${e.signal ?? "-"}`
          ).join("; "),
        ),
      ]]
      : []),
  ], 2);
  const rows: string[][] = [[
    "method",
    "direction",
    "count",
    "answered",
    "errors",
    "p50 ms",
    "p95 ms",
    "max ms",
  ]];
  const methods = Object.entries(s.methods).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  for (const [name, m] of methods) {
    for (const [direction, d] of Object.entries(m.directions)) {
      // Only a direction that carried requests has answers to count (chain16: one of
      // notifications only showed 0 / 0 where another direction had requests).
      const answered = d.responses > 0 || d.requests > 0;
      rows.push([
        safeLine(clipped(name, MAX_NAME_CHARS)),
        safeLine(direction).replace("->", " \u2192 "),
        String(d.count),
        answered ? String(d.responses) : "",
        answered ? String(d.errors) : "",
        formatMs(d.p50_ms),
        formatMs(d.p95_ms),
        formatMs(d.max_ms),
      ]);
    }
  }
  lines.push("");
  if (rows.length > 1) lines.push(...table(rows, 2));
  else lines.push(noFrames(s));
  if (s.error_list.length > 0) {
    lines.push("", "errors:");
    for (const e of s.error_list) {
      const at = e.ts === null ? "" : `${e.ts.toFixed(3)} s  `;
      const what = e.type === "response"
        ? `response to ${clipped(e.method ?? "(unpaired)", MAX_NAME_CHARS)}`
        : e.type;
      lines.push(safeLine(`  #${e.index}  ${at}${what}: ${clipped(e.message, MAX_MESSAGE_CHARS)}`));
    }
    if (s.errors > s.error_list.length) {
      lines.push(`  \u2026 and ${s.errors - s.error_list.length} more`);
    }
  }
  return lines.join("\n") + "\n";
}
