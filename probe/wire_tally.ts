/**
 * What the runs of a probed agent wrote on stdout, counted in full: a run keeps only a
 * bounded part of the lines themselves (an agent may flood its stdout), so the wire checks
 * count from this tally, not from the lines kept.
 *
 * @module
 */

/** How much of one frame is quoted in a report. */
const QUOTED = 80;

/**
 * The counts of every stdout line of one run, or of all runs of a probe.
 *
 * @example Count two frames and a line of noise
 * ```ts
 * import { WireTally } from "./wire_tally.ts";
 * const tally = new WireTally();
 * tally.frame({ jsonrpc: "2.0", id: 1, result: {} }, '{"jsonrpc":"2.0","id":1,"result":{}}');
 * tally.frame({ id: 2, result: {} }, '{"id":2,"result":{}}');
 * tally.noise++;
 * console.log(tally.frames, tally.lackingJsonrpc, tally.firstLacking); // 2 1 {"id":2,"result":{}}
 * ```
 */
export class WireTally {
  /** Lines that parsed as a JSON object or array. */
  frames = 0;
  /** Other lines that are not blank (a line over the length bound counts here). */
  noise = 0;
  /** Of those, lines over the length bound: not read, so not judged (probe14). */
  longLines = 0;
  /** Frames with an entry that lacks `"jsonrpc": "2.0"`. */
  lackingJsonrpc = 0;
  /** The first of those, cut to 80 characters (and then marked with U+2026). */
  firstLacking: string | null = null;
  /** Frames counted but not kept, past the bounds of a run. */
  unkept = 0;
  /** Responses (entries with an id and no method), batch entries included. */
  responses = 0;
  /**
   * Frames with an entry that is no JSON-RPC message: neither a request or notification (a
   * string `method`) nor a response (an `id` and one of `result` or `error`, an error being an
   * object); an empty batch.
   */
  notMessage = 0;
  /** The first of those, cut to 80 characters (and then marked with U+2026). */
  firstNotMessage: string | null = null;
  /**
   * Frames with a response that has both `result` and `error`, one of them literally null
   * (`"error":null`, as serialisers that write every field give it): read as the other one
   * alone, as the daemon reads it, but not what JSON-RPC 2.0 allows.
   */
  nullBeside = 0;
  /** The first of those, cut to 80 characters (and then marked with U+2026). */
  firstNullBeside: string | null = null;
  /** Frames whose bytes are not valid UTF-8 (read with U+FFFD for the bad bytes). */
  notUtf8 = 0;
  /** The first of those: 80 characters around its first bad byte. */
  firstNotUtf8: string | null = null;

  /**
   * Counts one frame.
   *
   * @param message The parsed frame (an object or an array).
   * @param text The line it came from.
   */
  frame(message: object, text: string): void {
    this.frames++;
    const entries: unknown[] = Array.isArray(message) ? message : [message];
    for (const e of entries) {
      if (typeof e === "object" && e !== null && "id" in e && !("method" in e)) this.responses++;
    }
    if (entries.some((e) => (e as Record<string, unknown> | null)?.jsonrpc !== "2.0")) {
      this.lackingJsonrpc++;
      this.firstLacking ??= quoted(text);
    }
    if (entries.length === 0 || !entries.every(isMessage)) {
      this.notMessage++;
      this.firstNotMessage ??= quoted(text);
    } else if (entries.some((e) => nullBeside(e) !== null)) {
      this.nullBeside++;
      this.firstNullBeside ??= quoted(text);
    }
  }

  /**
   * Counts a frame as not valid UTF-8 (after {@linkcode frame}).
   *
   * @param text The line it came from, the bad bytes read as U+FFFD.
   */
  notUtf8Frame(text: string): void {
    this.notUtf8++;
    if (this.firstNotUtf8 !== null) return;
    // Quoted around its first bad byte, which may be far into the frame.
    const at = Math.max(text.indexOf("\uFFFD"), 0);
    const from = Math.max(0, at - QUOTED / 2);
    this.firstNotUtf8 = (from > 0 ? "\u2026" : "") + text.slice(from, from + QUOTED) +
      (from + QUOTED < text.length ? "\u2026" : "");
  }

  /**
   * Adds another tally's counts (the first lacking frame stays the earliest one).
   *
   * @param other The tally of a later run.
   */
  add(other: WireTally): void {
    this.frames += other.frames;
    this.noise += other.noise;
    this.longLines += other.longLines;
    this.lackingJsonrpc += other.lackingJsonrpc;
    this.firstLacking ??= other.firstLacking;
    this.unkept += other.unkept;
    this.responses += other.responses;
    this.notUtf8 += other.notUtf8;
    this.firstNotUtf8 ??= other.firstNotUtf8;
    this.notMessage += other.notMessage;
    this.firstNotMessage ??= other.firstNotMessage;
    this.nullBeside += other.nullBeside;
    this.firstNullBeside ??= other.firstNullBeside;
  }
}

/**
 * Which member of a response is literally null beside the other one, and so counts as absent
 * (`error` first: `"result":null,"error":null` is a null result); `null` when none is.
 *
 * @param entry A parsed frame or batch entry.
 * @returns `"error"`, `"result"` or `null`.
 *
 * @example A Go struct without omitempty
 * ```ts
 * import { nullBeside } from "./wire_tally.ts";
 * console.log(nullBeside({ jsonrpc: "2.0", id: 1, result: {}, error: null })); // "error"
 * console.log(nullBeside({ jsonrpc: "2.0", id: 1, result: {} })); // null
 * ```
 */
export function nullBeside(entry: unknown): "error" | "result" | null {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
  const e = entry as Record<string, unknown>;
  if ("method" in e || !("result" in e) || !("error" in e)) return null;
  return e.error === null ? "error" : e.result === null ? "result" : null;
}

/** Whether `entry` has the shape of a JSON-RPC message (its `jsonrpc` member aside). */
function isMessage(entry: unknown): boolean {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return false;
  const e = entry as Record<string, unknown>;
  if ("method" in e) return typeof e.method === "string";
  if (!("id" in e)) return false;
  const absent = nullBeside(e);
  const hasResult = "result" in e && absent !== "result";
  const hasError = "error" in e && absent !== "error";
  if (hasResult === hasError) return false;
  // An error must be an object with an integer code and a message (JSON-RPC 2.0 5.1):
  // `"error":null` alone is no answer at all.
  if (!hasError) return true;
  const error = e.error as Record<string, unknown> | null;
  return typeof error === "object" && error !== null && !Array.isArray(error) &&
    Number.isInteger(error.code) && typeof error.message === "string";
}

/** The first {@linkcode QUOTED} characters of `text`, with U+2026 when that cut it short. */
function quoted(text: string): string {
  return text.length > QUOTED ? text.slice(0, QUOTED) + "\u2026" : text;
}
