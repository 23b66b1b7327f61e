/**
 * Reading a transcript: the JSON Lines file the recorder (and the Rust reference conductor's
 * `--trace` option) writes, one event object per line.
 *
 * Rules, shared by `trace summary` and `trace view`:
 * - Lines end at LF; one trailing CR is JSON whitespace and is dropped from the line's text.
 *   A last line without LF counts like any other.
 * - A line is an event when it is one valid JSON value (UTF-8, the grammar of `JSON.parse`,
 *   checked by {@linkcode scanJson}) and that value is an object. Blank lines are ignored;
 *   every other line (not JSON, not UTF-8, or JSON that is not an object) is skipped and
 *   counted in `skipped`.
 * - An event's `text` is its line exactly (less the CR): nothing is re-serialised, so an id
 *   such as `12345678901234567890` keeps every digit. `idText` is the exact text of the
 *   top-level `id` member (`1`, `"1"` and `1.0` are three different ids).
 * - No field is required here: readers of the events decide what a usable event is.
 *
 * @module
 */

import { type JsonScan, scanJson } from "../jsonrpc/json_scan.ts";

/** One event of a transcript: its line, as text, and its decoded value. */
export interface TraceEvent {
  /** Index of the event among the transcript's events (skipped lines have none). */
  readonly index: number;
  /** 1-based line number in the file. */
  readonly line: number;
  /** The line's exact text (a trailing CR dropped). */
  readonly text: string;
  /** The line's UTF-8 length in bytes (without CR and LF). */
  readonly bytes: number;
  /** The line decoded by `JSON.parse` (numbers beyond 2^53 are rounded here: use `idText`). */
  readonly value: Readonly<Record<string, unknown>>;
  /** The exact JSON text of the top-level `id` member, or `null` when there is none. */
  readonly idText: string | null;
  /**
   * The exact JSON text of a top-level member.
   *
   * @param name The member's key.
   * @returns Its value's text, or `undefined` when there is no such member.
   */
  member(name: string): string | undefined;
}

/** A transcript's lines, sorted into events and skipped lines. */
export interface Transcript {
  /** The events, in file order. */
  readonly events: readonly TraceEvent[];
  /** Lines that are not an event (not JSON, not UTF-8, or not an object); blank lines excluded. */
  readonly skipped: number;
  /** Line numbers (1-based) of the skipped lines, at most the first 100. */
  readonly skippedLines: readonly number[];
  /** The file's size in bytes. */
  readonly fileBytes: number;
}

const LF = 0x0a, CR = 0x0d;
const MAX_SKIPPED_LINE_NUMBERS = 100;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

class Event implements TraceEvent {
  readonly index: number;
  readonly line: number;
  readonly text: string;
  readonly bytes: number;
  readonly #scan: JsonScan;
  #value: Record<string, unknown> | undefined;
  #idText: string | null | undefined;

  constructor(index: number, line: number, scan: JsonScan) {
    this.index = index;
    this.line = line;
    this.#scan = scan;
    this.bytes = scan.bytes.length;
    this.text = utf8.decode(scan.bytes);
  }

  get value(): Record<string, unknown> {
    return this.#value ??= JSON.parse(this.text);
  }

  get idText(): string | null {
    if (this.#idText === undefined) this.#idText = this.member("id") ?? null;
    return this.#idText;
  }

  member(name: string): string | undefined {
    const span = this.#scan.member(name);
    return span === undefined
      ? undefined
      : utf8.decode(this.#scan.bytes.subarray(span.start, span.end));
  }
}

/** Whether `line` holds only JSON whitespace. */
function isBlank(line: Uint8Array): boolean {
  for (const c of line) if (c !== 0x20 && c !== 0x09 && c !== CR) return false;
  return true;
}

/**
 * Sorts a transcript's bytes into events and skipped lines.
 *
 * @param bytes The whole file.
 * @returns The transcript.
 *
 * @example A 20-digit id keeps its digits; a broken line is skipped
 * ```ts
 * import { parseTranscript } from "./trace_file.ts";
 * const text = `{"type":"request","ts":0.5,"id":12345678901234567890,"method":"m"}\nnot json\n`;
 * const transcript = parseTranscript(new TextEncoder().encode(text));
 * console.log(transcript.events[0].idText, transcript.skipped); // 12345678901234567890 1
 * ```
 */
export function parseTranscript(bytes: Uint8Array): Transcript {
  const events: TraceEvent[] = [];
  const skippedLines: number[] = [];
  let skipped = 0;
  let start = 0;
  for (let line = 1; start < bytes.length; line++) {
    let end = bytes.indexOf(LF, start);
    if (end < 0) end = bytes.length;
    const next = end + 1;
    if (end > start && bytes[end - 1] === CR) end--;
    const lineBytes = bytes.subarray(start, end);
    start = next;
    if (isBlank(lineBytes)) continue;
    const scan = scanJson(lineBytes);
    if (!scan.valid || scan.type !== "object") {
      skipped++;
      if (skippedLines.length < MAX_SKIPPED_LINE_NUMBERS) skippedLines.push(line);
      continue;
    }
    events.push(new Event(events.length, line, scan));
  }
  return { events, skipped, skippedLines, fileBytes: bytes.length };
}

/**
 * Reads and sorts a transcript file (see {@linkcode parseTranscript}).
 *
 * @param path The file.
 * @returns The transcript.
 * @throws The file system's error (`Deno.errors.NotFound` for a missing file).
 *
 * @example
 * ```ts ignore
 * import { readTranscript } from "./trace_file.ts";
 * const { events } = await readTranscript("session.trace.jsonl");
 * console.log(events.length);
 * ```
 */
export async function readTranscript(path: string | URL): Promise<Transcript> {
  return parseTranscript(await Deno.readFile(path));
}

/**
 * The events as one JSON array, built from the lines' exact texts (never re-serialised).
 *
 * @param transcript The transcript.
 * @param since The index of the first event to include (default 0: all of them).
 * @returns `[` + the texts joined by `,` + `]`.
 *
 * @example
 * ```ts
 * import { eventsArrayText, parseTranscript } from "./trace_file.ts";
 * const t = parseTranscript(new TextEncoder().encode(`{"id":1.0}\n\n{"id":2}\n`));
 * console.log(eventsArrayText(t)); // [{"id":1.0},{"id":2}]
 * ```
 */
export function eventsArrayText(transcript: Transcript, since = 0): string {
  return "[" + transcript.events.slice(since).map((e) => e.text).join(",") + "]";
}
