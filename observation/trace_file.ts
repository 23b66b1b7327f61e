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
 * - A file is read line by line ({@linkcode readTranscriptLines}): memory holds one line, not
 *   the file; a line longer than {@linkcode MAX_TRACE_LINE_BYTES} is skipped unread.
 *
 * @module
 */

import { type JsonScan, scanJson } from "../jsonrpc/json_scan.ts";
import { FrameReader } from "../transport/frame_reader.ts";

/**
 * The most a `ts` may be, in seconds either side of 0: a damaged one (1e306) would make a
 * duration or a latency Infinity; 1e12 s is far beyond any session, and beyond epoch time.
 * Past it, `trace summary` and `trace view` both take an event as having no `ts`.
 */
export const MAX_TS_SECONDS = 1e12;

/** One event of a transcript: its line, as text, and its decoded value. */
export interface TraceEvent {
  /** Index of the event among the transcript's events (skipped lines have none). */
  readonly index: number;
  /** 1-based line number in the file. */
  readonly line: number;
  /** The line's exact text (a trailing CR dropped). */
  readonly text: string;
  /** The line's UTF-8 length in bytes (without CR and LF, or a first line's byte order mark). */
  readonly bytes: number;
  /** Where its text starts in its line: 3 after a first line's byte order mark, else 0. */
  readonly offset: number;
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
  /**
   * The exact JSON text of a member of a top-level member's object value (`params.sessionId`),
   * read from the line's scan: nothing else of the line is decoded.
   *
   * @param outer The top-level member's key.
   * @param name The inner member's key.
   * @returns Its value's text, or `undefined` when there is none.
   */
  innerMember(outer: string, name: string): string | undefined;
}

/** How a transcript's lines were sorted. */
export interface TranscriptCounts {
  /** How many lines are events. */
  readonly eventCount: number;
  /** Lines that are not an event (not JSON, not UTF-8, or not an object); blank lines excluded. */
  readonly skipped: number;
  /** Line numbers (1-based) of the skipped lines, at most the first 100. */
  readonly skippedLines: readonly number[];
  /** The file's size in bytes. */
  readonly fileBytes: number;
}

/** A transcript's lines, sorted into events and skipped lines. */
export interface Transcript extends TranscriptCounts {
  /** The events, in file order. */
  readonly events: readonly TraceEvent[];
}

/** The longest transcript line read; a longer one is skipped (counted, never held whole). */
export const MAX_TRACE_LINE_BYTES: number = 256 * 1024 * 1024;

const LF = 0x0a, CR = 0x0d;
const MAX_SKIPPED_LINE_NUMBERS = 100;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

class Event implements TraceEvent {
  readonly index: number;
  readonly line: number;
  readonly text: string;
  readonly bytes: number;
  readonly offset: number;
  readonly #scan: JsonScan;
  #value: Record<string, unknown> | undefined;
  #idText: string | null | undefined;

  constructor(index: number, line: number, scan: JsonScan, offset: number) {
    this.index = index;
    this.line = line;
    this.offset = offset;
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

  innerMember(outer: string, name: string): string | undefined {
    const i = this.#scan.find(outer);
    const span = i < 0 ? undefined : this.#scan.innerMember(i, name);
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
 * What one line is: its scan when it is an event, `"blank"`, or `"skipped"`.
 *
 * @param line The line without its LF (a trailing CR is dropped here).
 * @returns The verdict.
 */
export function sortLine(line: Uint8Array): JsonScan | "blank" | "skipped" {
  const bytes = line.length > 0 && line[line.length - 1] === CR ? line.subarray(0, -1) : line;
  if (isBlank(bytes)) return "blank";
  const scan = scanJson(bytes);
  return scan.valid && scan.type === "object" ? scan : "skipped";
}

/**
 * How many bytes of line `lineNumber` are a byte order mark an editor put before the file's
 * first line (no part of its event): 3, or 0.
 *
 * @param line The line.
 * @param lineNumber Its 1-based number in the file.
 * @returns 3 or 0.
 *
 * @example
 * ```ts
 * import { bomLength } from "./trace_file.ts";
 * console.log(bomLength(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b]), 1)); // 3
 * console.log(bomLength(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b]), 2)); // 0
 * ```
 */
export function bomLength(line: Uint8Array, lineNumber: number): number {
  return lineNumber === 1 && line[0] === 0xef && line[1] === 0xbb && line[2] === 0xbf ? 3 : 0;
}

/**
 * Sorts a transcript's lines one at a time, in file order, and counts them.
 *
 * @example Sort three lines
 * ```ts
 * import { TranscriptSorter } from "./trace_file.ts";
 * const sorter = new TranscriptSorter();
 * for (const line of ['{"type":"route"}', "", "not json"]) {
 *   sorter.add(new TextEncoder().encode(line));
 * }
 * console.log(sorter.eventCount, sorter.skipped, sorter.skippedLines); // 1 1 [3]
 * ```
 */
export class TranscriptSorter implements TranscriptCounts {
  /** Events so far. */
  eventCount = 0;
  /** Skipped lines so far. */
  skipped = 0;
  /** Their line numbers, at most the first 100. */
  readonly skippedLines: number[] = [];
  /** Bytes of the lines so far, with their LFs. */
  fileBytes = 0;
  /** Lines so far. */
  lines = 0;

  /**
   * Sorts the next line.
   *
   * @param line The line without its LF.
   * @param terminated Whether an LF ended it (false for a last line without one).
   * @returns The event, or null for a blank or skipped line.
   */
  add(line: Uint8Array, terminated = true): TraceEvent | null {
    this.lines++;
    this.fileBytes += line.length + (terminated ? 1 : 0);
    const offset = bomLength(line, this.lines);
    const sorted = sortLine(line.subarray(offset));
    if (sorted === "blank") return null;
    if (sorted === "skipped") {
      this.#skip();
      return null;
    }
    return new Event(this.eventCount++, this.lines, sorted, offset);
  }

  /**
   * Counts the next line as skipped without reading it (a line over the length bound).
   *
   * @param bytes Its length, with its LF.
   */
  skipLine(bytes: number): void {
    this.lines++;
    this.fileBytes += bytes;
    this.#skip();
  }

  #skip(): void {
    this.skipped++;
    if (this.skippedLines.length < MAX_SKIPPED_LINE_NUMBERS) this.skippedLines.push(this.lines);
  }
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
  const sorter = new TranscriptSorter();
  for (let start = 0; start < bytes.length;) {
    const lf = bytes.indexOf(LF, start);
    const end = lf < 0 ? bytes.length : lf;
    const event = sorter.add(bytes.subarray(start, end), lf >= 0);
    if (event !== null) events.push(event);
    start = end + 1;
  }
  const { eventCount, skipped, skippedLines, fileBytes } = sorter;
  return { events, eventCount, skipped, skippedLines, fileBytes };
}

/** Options of {@linkcode readTranscriptLines}. */
export interface TranscriptLinesOptions {
  /**
   * When given, a last line without LF is handed here (null when it is over the bound), with
   * its offset, instead of being sorted: a file still being written.
   */
  onUnterminated?: (line: Uint8Array | null, offset: number) => void;
  /**
   * The longest line read; a longer one is skipped unread.
   *
   * @default {MAX_TRACE_LINE_BYTES}
   */
  maxLineBytes?: number;
}

/**
 * Reads the lines of a byte stream into `sorter`, one at a time (a line over
 * {@linkcode MAX_TRACE_LINE_BYTES} is skipped unread), calling `onEvent` for each event.
 *
 * @param source The bytes, from a line start.
 * @param sorter Counts the lines (its counts go on from earlier lines).
 * @param onEvent Called with each event and the offset of its line in `source`.
 * @param options A bound other than {@linkcode MAX_TRACE_LINE_BYTES}; where a last line
 *   without LF goes.
 *
 * @example Count the events of a stream
 * ```ts
 * import { readTranscriptLines, TranscriptSorter } from "./trace_file.ts";
 * const sorter = new TranscriptSorter();
 * const source = ReadableStream.from([new TextEncoder().encode('{"a":1}\nx\n{"b":2}')]);
 * await readTranscriptLines(source, sorter, () => {});
 * console.log(sorter.eventCount, sorter.skipped); // 2 1
 * ```
 */
export async function readTranscriptLines(
  source: ReadableStream<Uint8Array>,
  sorter: TranscriptSorter,
  onEvent: (event: TraceEvent, offset: number) => void,
  options: TranscriptLinesOptions = {},
): Promise<void> {
  const { onUnterminated, maxLineBytes = MAX_TRACE_LINE_BYTES } = options;
  const lines = new FrameReader(source, maxLineBytes);
  try {
    let at = 0;
    for (let r = await lines.next(); r.kind !== "eof"; r = await lines.next()) {
      if (r.kind === "oversize") {
        const terminated = await lines.discardLine();
        if (terminated || onUnterminated === undefined) sorter.skipLine(lines.consumed - at);
        else onUnterminated(null, at);
      } else if (!r.terminated && onUnterminated !== undefined) {
        onUnterminated(r.bytes, at);
      } else {
        const event = sorter.add(r.bytes, r.terminated);
        if (event !== null) onEvent(event, at);
      }
      at = lines.consumed;
    }
  } finally {
    await lines.detach().readable.cancel();
  }
}

/**
 * Whether `e` is a failure reading a transcript (one of the errors the system reports:
 * `Deno.errors`, or a plain `Error` for an errno Deno has no class for, such as ENXIO from
 * opening a socket or a tty with no device), as opposed to a defect.
 *
 * @param e What was thrown.
 * @returns True for `Deno.errors.*` and `Error`s that name an `(os error N)`.
 *
 * @example
 * ```ts
 * import { isReadFailure } from "./trace_file.ts";
 * console.log(isReadFailure(new Deno.errors.NotFound("gone")), isReadFailure(new TypeError())); // true false
 * ```
 */
export function isReadFailure(e: unknown): boolean {
  if (Object.values(Deno.errors).some((kind) => e instanceof kind)) return true;
  return e instanceof Error && e.constructor === Error && /\(os error \d+\)/.test(e.message);
}
