/**
 * One validating pass over the UTF-8 bytes of a JSON text that records where the top-level
 * value's parts are, without building a JavaScript value for any of them.
 *
 * {@linkcode scanJson} checks that a byte range holds exactly one JSON value (RFC 8259
 * grammar, surrounding whitespace allowed) and, when that value is an object or an array,
 * records the byte spans of its members (key span and value span) or elements; for an object,
 * also the members of each member whose value is an object (one level down: `params.sessionId`
 * is found without reading `params` again). Everything deeper is validated and skipped.
 * Callers slice the bytes they need and decode only those.
 *
 * Invariants:
 * - Acceptance agrees with `JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM:
 *   true }).decode(bytes))` for every input: the scanner validates UTF-8 itself (inside
 *   strings; outside them every byte must be ASCII grammar anyway), so no caller needs a
 *   separate decoding pass. Like that oracle, it rejects a leading byte order mark
 *   (U+FEFF is not JSON whitespace; ROUTING 2.4 answers it with -32700). Overlong forms,
 *   encoded surrogates (`ED A0 80`) and code points above U+10FFFF are invalid UTF-8;
 *   escaped lone surrogates (`"\ud800"`) are valid JSON, as in `JSON.parse`.
 * - Offsets are byte offsets into the scanned `Uint8Array`, absolute even when a
 *   sub-range is scanned, and every span is half-open `[start, end)` and excludes
 *   whitespace. Span boundaries always fall on ASCII bytes, so a span's bytes are
 *   themselves valid UTF-8.
 * - Iterative: nesting lives on an explicit byte stack, so any depth scans without
 *   growing the call stack. O(n) time in the range's length; no allocation per nested
 *   value, only the result's two offset lists: the top-level parts and the members one
 *   level down (four bytes a slot when there are many, so recording a batch of millions of
 *   elements costs eight bytes each).
 * - The scratch state (the nesting stack, the offset lists being filled) is module-local and
 *   never outlives a call: a scan is synchronous and runs no user code, so scans from
 *   different async tasks cannot interfere.
 * - A key given twice is recorded twice; lookups by name answer with the last one, as
 *   `JSON.parse` keeps the last value.
 *
 * @module
 */

/** A half-open range `[start, end)` of offsets (byte offsets for everything in `jsonrpc/`). */
export interface Span {
  /** Offset of the first byte (or character) of the value. */
  start: number;
  /** Offset just past the last byte (or character) of the value. */
  end: number;
}

/** The JSON type of a value, read from its first byte. */
export type JsonType = "object" | "array" | "string" | "number" | "boolean" | "null";

/** Why a byte range is not one JSON value. */
export interface ScanFailure {
  /** Discriminant: the range is not valid JSON. */
  readonly valid: false;
  /** Byte offset where the text stopped being JSON (the range's end for a truncated text). */
  readonly offset: number;
  /** One-line description, e.g. `unexpected byte 0x78 at offset 3`. */
  readonly reason: string;
}

const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d;
const QUOTE = 0x22, BACKSLASH = 0x5c, SLASH = 0x2f;
const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c, COLON = 0x3a, MINUS = 0x2d, PLUS = 0x2b, DOT = 0x2e;
const DIGIT_0 = 0x30, DIGIT_9 = 0x39;
const LOWER_E = 0x65, UPPER_E = 0x45;
const LOWER_T = 0x74, LOWER_F = 0x66, LOWER_N = 0x6e, LOWER_U = 0x75;

const IN_ARRAY = 0, IN_OBJECT = 1;

/** Slots per recorded member: key start, key end, value start, value end. */
const SLOTS = 4;
/** Slots per recorded array element: value start, value end. */
const ELEMENT_SLOTS = 2;
/** Slots per recorded inner member: the outer member's index, then a part's four slots. */
const INNER_SLOTS = 5;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** 1 for the bytes a string holds as they are: printable ASCII other than `"` and `\`. */
const PLAIN = new Uint8Array(256);
for (let c = 0x20; c < 0x80; c++) PLAIN[c] = c === QUOTE || c === BACKSLASH ? 0 : 1;

/** Whether this machine stores words low byte first (every platform Deno runs on does). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Strings with at least this many bytes left are skipped a word (four bytes) at a time. */
const WORD_SKIP_BYTES = 16;

/**
 * The last byte array whose strings were skipped, read once when it changes (a typed array's
 * `buffer` getter is slow): whether the {@linkcode PlainRunSkip} set covers it, else its
 * buffer as 32-bit words.
 */
let owner: Uint8Array | null = null;
let ownerSkipped = false;
let words: Int32Array<ArrayBufferLike> = new Int32Array(0);

function adopt(bytes: Uint8Array): void {
  owner = bytes;
  const buffer = bytes.buffer;
  ownerSkipped = plainRunSkip !== null && buffer === plainRunSkip.buffer;
  if (!ownerSkipped) words = new Int32Array(buffer, 0, buffer.byteLength >>> 2);
}

/**
 * Skips the plain bytes (printable ASCII other than `"` and `\`) from `i` a word at a time
 * and returns where the first word holding anything else starts (or about `end`): each
 * 32-bit word is tested at once for a byte below 0x20, a byte from 0x80, `"` and `\`. The
 * caller goes on byte by byte from there. Bytes in the buffer of the {@linkcode PlainRunSkip}
 * set are skipped by it instead, 16 at a time, to the first byte that is not plain.
 */
function plainWordsEnd(bytes: Uint8Array, i: number, end: number): number {
  const base = bytes.byteOffset;
  // The same array over a resizable buffer that grew (or shrank) needs a new view of it.
  if (bytes !== owner || (!ownerSkipped && words.length * 4 < base + end)) adopt(bytes);
  if (ownerSkipped) return plainRunSkip!.plainEnd(base + i, base + end) - base;
  const plain = PLAIN;
  const aligned = (base + i + 3) & ~3;
  while (base + i < aligned) {
    if (plain[bytes[i]] !== 1) return i;
    i++;
  }
  const w32 = words;
  let k = (base + i) >>> 2;
  const last = (base + end) >>> 2; // words wholly before `end`
  while (k < last) {
    const w = w32[k];
    // Any byte below 0x20 or from 0x80 (the high bit after `w - 0x20...` & ~w, or in w itself).
    if ((((w - 0x20202020) & ~w) | w) & 0x80808080) break;
    const q = w ^ 0x22222222, b = w ^ 0x5c5c5c5c; // a zero byte where `"` or `\` was
    if ((((q - 0x01010101) & ~q) | ((b - 0x01010101) & ~b)) & 0x80808080) break;
    k++;
  }
  return (k << 2) - base;
}

/**
 * A faster way to skip a string's plain bytes, for byte arrays in one buffer (the memory of
 * `simd_scan.ts`'s WebAssembly scans).
 */
export interface PlainRunSkip {
  /** The buffer whose byte arrays it scans. */
  readonly buffer: ArrayBufferLike;
  /**
   * @param from Offset in {@linkcode buffer}.
   * @param end Offset in {@linkcode buffer}.
   * @returns The first offset in `[from, end)` whose byte is not printable ASCII other than
   *   `"` and `\`, or `end`.
   */
  plainEnd(from: number, end: number): number;
}

let plainRunSkip: PlainRunSkip | null = null;

/**
 * Makes scans of byte arrays in `skip.buffer` skip strings' plain bytes with `skip` (for this
 * thread, until called again; `null` for none). Results are the same either way; only the
 * speed differs. `SimdScan.forThisThread()` sets it (in the transcript recorder's worker and
 * for the remote server's lines).
 *
 * @param skip The skip, or `null`.
 *
 * @example Use the WebAssembly scans where the engine has them
 * ```ts
 * import { setPlainRunSkip } from "./json_scan.ts";
 * import { SimdScan } from "./simd_scan.ts";
 * setPlainRunSkip(SimdScan.open());
 * ```
 */
export function setPlainRunSkip(skip: PlainRunSkip | null): void {
  plainRunSkip = skip;
  owner = null; // judged again against the new skip
}

// Module-local scratch state. A scan is synchronous and calls no user code, so sharing it is safe.
let stack = new Uint8Array(64);

/** The 32-bit room a list moves into first; it doubles as needed, and is let go after. */
const SCRATCH_SLOTS = 4096;
/** Up to this many recorded slots, a list and the scan's result keep a number array. */
const SMALL_SLOTS = 256;
const NO_SLOTS: readonly number[] = [];

/**
 * A growing list of offsets, one of two a scan records into (a scan is synchronous, so one
 * pair serves every scan). While there are few, they go into a fresh number array, which the
 * result keeps as it is (as quick as a plain array: most frames record a handful). Past
 * SMALL_SLOTS they move into 32-bit room: four bytes a slot where a number array takes eight
 * and grows by copying, so a batch of a million tiny entries is recorded in 8 MB. Offsets
 * fit: a frame is at most 1 GiB (`--max-frame`'s ceiling), far below 2^31.
 */
class OffsetList {
  /** The slots while they are few. */
  small: number[] = [];
  /** The slots once they are many; null while they are few. */
  big: Int32Array<ArrayBuffer> | null = null;
  length = 0;

  push(value: number): void {
    if (this.length < SMALL_SLOTS) {
      this.small.push(value);
      this.length++;
    } else this.#pushMany(value);
  }

  #pushMany(value: number): void {
    let big = this.big;
    if (big === null) {
      big = this.big = new Int32Array(SCRATCH_SLOTS);
      for (let i = 0; i < this.length; i++) big[i] = this.small[i];
      this.small = [];
    } else if (this.length === big.length) {
      const bigger = new Int32Array(big.length * 2);
      bigger.set(big);
      big = this.big = bigger;
    }
    big[this.length++] = value;
  }

  /**
   * What was recorded, for the scan's result (a few slots as the number array itself, many
   * as a typed array of their exact size), and an empty list again.
   */
  take(): ArrayLike<number> {
    const n = this.length;
    if (n === 0) return NO_SLOTS;
    if (this.big === null) {
      const out = this.small;
      this.small = [];
      this.length = 0;
      return out;
    }
    const out = this.big.slice(0, n);
    this.reset();
    return out;
  }

  /** Empty again, letting go of the 32-bit room (after a failed scan too). */
  reset(): void {
    if (this.length === 0) return;
    this.length = 0;
    if (this.big === null) this.small = [];
    this.big = null;
  }
}

/** The scan's scratch lists: top-level parts, and the members one level down. */
const parts = new OffsetList();
const inner = new OffsetList();
let failOffset = 0;
let failReason = "";
let lastStringEscaped = false;

function fail(offset: number, reason: string): -1 {
  failOffset = offset;
  failReason = reason;
  return -1;
}

function unexpected(bytes: Uint8Array, i: number, end: number): -1 {
  if (i >= end) return fail(end, `unexpected end of input at offset ${end}`);
  return fail(
    i,
    `unexpected byte 0x${bytes[i].toString(16).padStart(2, "0")} at offset ${i}`,
  );
}

function isWhitespace(c: number): boolean {
  return c === SPACE || c === LF || c === CR || c === TAB;
}

/**
 * Skips JSON whitespace (space, tab, LF, CR).
 *
 * @param bytes The text's bytes.
 * @param i Offset to start at.
 * @param end Offset to stop at.
 * @returns The offset of the first non-whitespace byte at or after `i`, or `end`.
 *
 * @example Skip to the first value byte
 * ```ts
 * import { skipWhitespace } from "./json_scan.ts";
 * const bytes = new TextEncoder().encode(" \r\n{}");
 * console.log(skipWhitespace(bytes, 0)); // 3
 * ```
 */
export function skipWhitespace(bytes: Uint8Array, i: number, end: number = bytes.length): number {
  while (i < end && isWhitespace(bytes[i])) i++;
  return i;
}

function isHex(c: number): boolean {
  return (c >= DIGIT_0 && c <= DIGIT_9) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

function isContinuation(c: number): boolean {
  return (c & 0xc0) === 0x80;
}

/**
 * Validates one UTF-8 sequence whose lead byte (>= 0x80) is at `i`.
 * Returns the offset past it, or -1 (with the failure recorded).
 */
function utf8Sequence(bytes: Uint8Array, i: number, end: number): number {
  const lead = bytes[i];
  let need: number, lo = 0x80, hi = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) need = 1;
  else if (lead >= 0xe0 && lead <= 0xef) {
    need = 2;
    if (lead === 0xe0) lo = 0xa0; // no overlong 3-byte forms
    else if (lead === 0xed) hi = 0x9f; // no surrogates
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    need = 3;
    if (lead === 0xf0) lo = 0x90; // no overlong 4-byte forms
    else if (lead === 0xf4) hi = 0x8f; // nothing above U+10FFFF
  } else return fail(i, `invalid UTF-8 at offset ${i}`);
  if (i + need >= end) return fail(i, `invalid UTF-8 at offset ${i}`);
  const second = bytes[i + 1];
  if (second < lo || second > hi) return fail(i, `invalid UTF-8 at offset ${i}`);
  for (let k = 2; k <= need; k++) {
    if (!isContinuation(bytes[i + k])) return fail(i, `invalid UTF-8 at offset ${i}`);
  }
  return i + need + 1;
}

/**
 * Scans the string whose opening quote is at `i`. Returns the offset past its closing
 * quote, or -1. Sets `lastStringEscaped`.
 */
function stringEnd(bytes: Uint8Array, i: number, end: number): number {
  const open = i;
  let escaped = false;
  i++;
  for (;;) {
    // The common case: a run of printable ASCII other than `"` and `\`.
    const plain = PLAIN;
    if (LITTLE_ENDIAN && end - i >= WORD_SKIP_BYTES) i = plainWordsEnd(bytes, i, end);
    while (i < end && plain[bytes[i]] === 1) i++;
    if (i >= end) break;
    const c = bytes[i];
    if (c === QUOTE) {
      lastStringEscaped = escaped;
      return i + 1;
    }
    if (c === BACKSLASH) {
      escaped = true;
      if (i + 1 >= end) break;
      const e = bytes[i + 1];
      if (e === LOWER_U) {
        if (
          i + 5 >= end || !isHex(bytes[i + 2]) || !isHex(bytes[i + 3]) || !isHex(bytes[i + 4]) ||
          !isHex(bytes[i + 5])
        ) {
          return fail(i, `invalid \\u escape at offset ${i}`);
        }
        i += 6;
      } else if (
        e === QUOTE || e === BACKSLASH || e === SLASH || e === 0x62 || e === LOWER_F ||
        e === LOWER_N || e === 0x72 || e === LOWER_T
      ) {
        i += 2;
      } else return fail(i, `invalid escape at offset ${i}`);
    } else if (c < 0x20) {
      return fail(
        i,
        `control character 0x${c.toString(16).padStart(2, "0")} in a string at offset ${i}`,
      );
    } else {
      i = utf8Sequence(bytes, i, end);
      if (i < 0) return -1;
    }
  }
  return fail(end, `unterminated string starting at offset ${open}`);
}

function digitsEnd(bytes: Uint8Array, i: number, end: number): number {
  while (i < end && bytes[i] >= DIGIT_0 && bytes[i] <= DIGIT_9) i++;
  return i;
}

/** Scans the number starting at `i` (a minus sign or a digit). Returns the offset past it, or -1. */
function numberEnd(bytes: Uint8Array, i: number, end: number): number {
  if (bytes[i] === MINUS) i++;
  if (i >= end) return unexpected(bytes, i, end);
  const first = bytes[i];
  if (first === DIGIT_0) i++;
  else if (first > DIGIT_0 && first <= DIGIT_9) i = digitsEnd(bytes, i + 1, end);
  else return unexpected(bytes, i, end);
  if (i < end && bytes[i] === DOT) {
    const j = digitsEnd(bytes, i + 1, end);
    if (j === i + 1) return unexpected(bytes, j, end);
    i = j;
  }
  if (i < end && (bytes[i] === LOWER_E || bytes[i] === UPPER_E)) {
    i++;
    if (i < end && (bytes[i] === PLUS || bytes[i] === MINUS)) i++;
    const j = digitsEnd(bytes, i, end);
    if (j === i) return unexpected(bytes, j, end);
    i = j;
  }
  return i;
}

/** Matches the literal `word` (its bytes given as char codes) at `i`. */
function literalEnd(bytes: Uint8Array, i: number, end: number, word: string): number {
  for (let k = 0; k < word.length; k++) {
    if (i + k >= end || bytes[i + k] !== word.charCodeAt(k)) return unexpected(bytes, i + k, end);
  }
  return i + word.length;
}

function push(depth: number, kind: number): void {
  if (depth === stack.length) {
    const bigger = new Uint8Array(stack.length * 2);
    bigger.set(stack);
    stack = bigger;
  }
  stack[depth] = kind;
}

/**
 * Scans a key (at `i`, after optional whitespace), its colon and the whitespace after it.
 * Records the key when `parts` is given. Returns the offset of the member's value, or -1.
 */
function keyThenColon(
  bytes: Uint8Array,
  i: number,
  end: number,
  parts: OffsetList | null,
): number {
  if (i >= end || bytes[i] !== QUOTE) return unexpected(bytes, i, end);
  const keyEnd = stringEnd(bytes, i, end);
  if (keyEnd < 0) return -1;
  if (parts !== null) {
    // An escaped key is marked by a negative start, -(start + 1), which is below -1 because a
    // key never starts at offset 0; elements record -1 for both key slots.
    parts.push(lastStringEscaped ? -(i + 1) : i);
    parts.push(keyEnd);
  }
  i = skipWhitespace(bytes, keyEnd, end);
  if (i >= end || bytes[i] !== COLON) return unexpected(bytes, i, end);
  return skipWhitespace(bytes, i + 1, end);
}

/**
 * Scans a member's key and colon in an object at `depth`, recording it in `parts` (a
 * top-level member) or `inner` (a member of a top-level member's object value, with that
 * member's index and the value's start; the scan adds the value's end). Returns the offset
 * of the member's value, or -1.
 */
function memberKey(
  bytes: Uint8Array,
  i: number,
  end: number,
  depth: number,
  parts: OffsetList,
  inner: OffsetList,
): number {
  if (depth === 1) return keyThenColon(bytes, i, end, parts);
  if (depth !== 2 || stack[0] !== IN_OBJECT) return keyThenColon(bytes, i, end, null);
  inner.push((parts.length - 3) / SLOTS); // the top-level member whose value this is
  const value = keyThenColon(bytes, i, end, inner);
  inner.push(value);
  return value;
}

/**
 * The core pass. Returns the offset just past the top-level value, or -1. `parts` receives
 * SLOTS numbers per top-level member or ELEMENT_SLOTS per element, `inner` INNER_SLOTS numbers per member of
 * an object that is a top-level member's value.
 */
function scan(
  bytes: Uint8Array,
  start: number,
  end: number,
  parts: OffsetList,
  inner: OffsetList,
): number {
  let i = start;
  let depth = 0;
  let valueEnd = -1;
  for (;;) {
    // A value is expected at i (whitespace already skipped).
    if (depth === 1) parts.push(i);
    if (i >= end) return unexpected(bytes, i, end);
    const c = bytes[i];
    let closed = true;
    if (c === OPEN_BRACE) {
      push(depth++, IN_OBJECT);
      i = skipWhitespace(bytes, i + 1, end);
      if (i < end && bytes[i] === CLOSE_BRACE) {
        depth--;
        i++;
      } else {
        i = memberKey(bytes, i, end, depth, parts, inner);
        if (i < 0) return -1;
        closed = false;
      }
    } else if (c === OPEN_BRACKET) {
      push(depth++, IN_ARRAY);
      i = skipWhitespace(bytes, i + 1, end);
      if (i < end && bytes[i] === CLOSE_BRACKET) {
        depth--;
        i++;
      } else closed = false;
    } else if (c === QUOTE) {
      i = stringEnd(bytes, i, end);
    } else if (c === MINUS || (c >= DIGIT_0 && c <= DIGIT_9)) {
      i = numberEnd(bytes, i, end);
    } else if (c === LOWER_T) {
      i = literalEnd(bytes, i, end, "true");
    } else if (c === LOWER_F) {
      i = literalEnd(bytes, i, end, "false");
    } else if (c === LOWER_N) {
      i = literalEnd(bytes, i, end, "null");
    } else {
      return unexpected(bytes, i, end);
    }
    if (i < 0) return -1;
    if (!closed) continue;
    // A value ended at i: close containers until one expects another value.
    for (;;) {
      if (depth === 0) {
        valueEnd = i;
        break;
      }
      if (depth === 1) parts.push(i);
      else if (depth === 2 && stack[0] === IN_OBJECT && stack[1] === IN_OBJECT) inner.push(i);
      i = skipWhitespace(bytes, i, end);
      if (i >= end) return unexpected(bytes, i, end);
      const d = bytes[i];
      const inside = stack[depth - 1];
      if (d === COMMA) {
        i = skipWhitespace(bytes, i + 1, end);
        if (inside === IN_OBJECT) {
          i = memberKey(bytes, i, end, depth, parts, inner);
          if (i < 0) return -1;
        }
        break;
      }
      if (
        (d === CLOSE_BRACE && inside === IN_OBJECT) || (d === CLOSE_BRACKET && inside === IN_ARRAY)
      ) {
        depth--;
        i++;
        continue;
      }
      return unexpected(bytes, i, end);
    }
    if (valueEnd >= 0) return valueEnd;
  }
}

/**
 * A recorded key's text: `start` is the opening quote's offset, or -(start + 1) when the key
 * has a backslash escape.
 */
function keyText(bytes: Uint8Array, start: number, end: number): string {
  if (start < 0) return JSON.parse(utf8.decode(bytes.subarray(-start - 1, end)));
  return utf8.decode(bytes.subarray(start + 1, end - 1));
}

/** Whether a recorded key is `name`, compared without decoding when both are plain ASCII. */
function keyEquals(bytes: Uint8Array, start: number, end: number, name: string): boolean {
  if (start < 0) return keyText(bytes, start, end) === name;
  const first = start + 1;
  if (end - 1 - first === name.length) {
    for (let j = 0; j < name.length; j++) {
      const c = name.charCodeAt(j);
      // All of name[0, j) is ASCII, so equal texts have equal bytes up to here.
      if (c >= 0x80) return keyText(bytes, start, end) === name;
      if (bytes[first + j] !== c) return false;
    }
    return true;
  }
  // Byte length differs from name.length: only a non-ASCII name can still match.
  for (let j = 0; j < name.length; j++) {
    if (name.charCodeAt(j) >= 0x80) return keyText(bytes, start, end) === name;
  }
  return false;
}

/**
 * The result of a successful {@linkcode scanJson}: the top-level value's type and span, and
 * for an object or array the spans of its members or elements.
 *
 * @example Look up members by name
 * ```ts
 * import { scanJson } from "./json_scan.ts";
 * const bytes = new TextEncoder().encode(`{"id":12345678901234567890,"id":1.0}`);
 * const scan = scanJson(bytes);
 * if (scan.valid) {
 *   const id = scan.member("id")!; // the last "id", as JSON.parse keeps it
 *   console.log(new TextDecoder().decode(bytes.subarray(id.start, id.end))); // 1.0
 * }
 * ```
 */
export class JsonScan {
  /** Discriminant: the range holds one valid JSON value. */
  readonly valid = true as const;
  /** The scanned bytes. */
  readonly bytes: Uint8Array;
  /** The top-level value's type. */
  readonly type: JsonType;
  /** The top-level value's span (surrounding whitespace excluded). */
  readonly span: Span;
  readonly #parts: ArrayLike<number>;
  readonly #inner: ArrayLike<number>;
  /** Slots per part: SLOTS for an object's members, ELEMENT_SLOTS for an array's elements. */
  readonly #stride: number;
  /** Where a part's value start is among its slots (after the key's two, for a member). */
  readonly #value: number;

  /**
   * Wraps the parts a scan recorded. Use {@linkcode scanJson} instead.
   *
   * @param bytes The scanned bytes.
   * @param type The top-level value's type.
   * @param span The top-level value's span.
   * @param parts Four numbers per member (key start and end, value start and end), two per
   *   element (value start and end).
   * @param inner Five numbers per member of a member's object value.
   */
  constructor(
    bytes: Uint8Array,
    type: JsonType,
    span: Span,
    parts: ArrayLike<number>,
    inner: ArrayLike<number> = NO_SLOTS,
  ) {
    this.bytes = bytes;
    this.type = type;
    this.span = span;
    this.#parts = parts;
    this.#inner = inner;
    this.#stride = type === "array" ? ELEMENT_SLOTS : SLOTS;
    this.#value = this.#stride - 2;
  }

  /** How many members (object) or elements (array) the value has; 0 for a scalar. */
  get length(): number {
    return this.#parts.length / this.#stride;
  }

  /**
   * The span of member or element `index`'s value.
   *
   * @param index From 0 to `length - 1`.
   * @returns The value's span.
   */
  valueSpan(index: number): Span {
    const p = this.#parts, k = index * this.#stride + this.#value;
    return { start: p[k], end: p[k + 1] };
  }

  /**
   * Offset of member or element `index`'s first byte (no allocation).
   *
   * @param index From 0 to `length - 1`.
   * @returns The offset.
   */
  valueStart(index: number): number {
    return this.#parts[index * this.#stride + this.#value];
  }

  /**
   * Offset just past member or element `index`'s last byte (no allocation).
   *
   * @param index From 0 to `length - 1`.
   * @returns The offset.
   */
  valueEnd(index: number): number {
    return this.#parts[index * this.#stride + this.#value + 1];
  }

  /**
   * Offset of member `index`'s key's opening quote, -1 for an array element (no allocation).
   *
   * @param index From 0 to `length - 1`.
   * @returns The offset, or -1.
   */
  keyStart(index: number): number {
    if (this.#stride !== SLOTS) return -1;
    const p = this.#parts, k = index * SLOTS;
    return p[k] < 0 ? -p[k] - 1 : p[k];
  }

  /**
   * The span of member `index`'s key, quotes included (`undefined` for an array element).
   *
   * @param index From 0 to `length - 1`.
   * @returns The key's span.
   */
  keySpan(index: number): Span | undefined {
    const start = this.keyStart(index);
    return start < 0 ? undefined : { start, end: this.#parts[index * SLOTS + 1] };
  }

  /**
   * Whether member `index`'s key contains a backslash escape (so its bytes are not its text).
   *
   * @param index From 0 to `length - 1`.
   * @returns True for an escaped key.
   */
  keyEscaped(index: number): boolean {
    return this.#stride === SLOTS && this.#parts[index * SLOTS] < -1;
  }

  /**
   * Member `index`'s key, decoded (escapes resolved only when it has any).
   *
   * @param index From 0 to `length - 1`.
   * @returns The key, or `undefined` for an array element.
   */
  key(index: number): string | undefined {
    if (this.#stride !== SLOTS) return undefined;
    const p = this.#parts, k = index * SLOTS;
    return keyText(this.bytes, p[k], p[k + 1]);
  }

  /**
   * Whether member `index`'s key is `name`, compared without decoding when the key has no
   * escapes and `name` is ASCII.
   *
   * @param index From 0 to `length - 1`.
   * @param name The key to compare with.
   * @returns True when the decoded key equals `name`.
   */
  keyIs(index: number, name: string): boolean {
    if (this.#stride !== SLOTS) return false;
    const p = this.#parts, k = index * SLOTS;
    return keyEquals(this.bytes, p[k], p[k + 1], name);
  }

  /**
   * The value span of member `name` (the last one when repeated) of the object that is
   * member `index`'s value -- recorded by the scan, so nothing is read again.
   *
   * @param index The outer member, from 0 to `length - 1`.
   * @param name The inner member's key.
   * @returns Its value's span, or `undefined` when member `index`'s value is not an object or
   *   has no such member (always for an array's elements).
   *
   * @example A message's `params.sessionId`
   * ```ts
   * import { scanJson } from "./json_scan.ts";
   * const bytes = new TextEncoder().encode(`{"params":{"sessionId":"s1","update":{}}}`);
   * const scan = scanJson(bytes);
   * if (scan.valid) console.log(scan.innerMember(0, "sessionId")); // { start: 23, end: 27 }
   * ```
   */
  innerMember(index: number, name: string): Span | undefined {
    const q = this.#inner, bytes = this.bytes;
    for (let k = q.length - INNER_SLOTS; k >= 0; k -= INNER_SLOTS) {
      if (q[k] === index && keyEquals(bytes, q[k + 1], q[k + 2], name)) {
        return { start: q[k + 3], end: q[k + 4] };
      }
    }
    return undefined;
  }

  /**
   * The index of the last member named `name` (the one `JSON.parse` keeps), or -1.
   *
   * @param name The member's key.
   * @returns The index, or -1 when there is none (always -1 for a non-object).
   */
  find(name: string): number {
    if (this.type !== "object") return -1;
    for (let i = this.length - 1; i >= 0; i--) if (this.keyIs(i, name)) return i;
    return -1;
  }

  /**
   * The span of the value of the last member named `name`.
   *
   * @param name The member's key.
   * @returns The span, or `undefined` when there is no such member.
   */
  member(name: string): Span | undefined {
    const i = this.find(name);
    return i < 0 ? undefined : this.valueSpan(i);
  }

  /**
   * Every member as key -> value span (a repeated key maps to its last value).
   *
   * @returns The members in first-appearance order of their keys; empty for a non-object.
   */
  members(): Map<string, Span> {
    const out = new Map<string, Span>();
    if (this.type !== "object") return out;
    for (let i = 0; i < this.length; i++) out.set(this.key(i)!, this.valueSpan(i));
    return out;
  }

  /**
   * Every element's span, in order.
   *
   * @returns The spans; empty for a non-array.
   */
  elements(): Span[] {
    const out: Span[] = [];
    if (this.type !== "array") return out;
    for (let i = 0; i < this.length; i++) out.push(this.valueSpan(i));
    return out;
  }
}

/**
 * Whether `bytes` are well-formed UTF-8 (a line that fails to parse is said to be not JSON, or
 * not UTF-8, whichever it is).
 *
 * @param bytes The bytes.
 * @returns True when they decode without error.
 *
 * @example
 * ```ts
 * import { isUtf8 } from "./json_scan.ts";
 * console.log(isUtf8(new Uint8Array([0x68, 0x69])), isUtf8(new Uint8Array([0xff]))); // true false
 * ```
 */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the JSON value in `range` of `bytes` holds more than `max` objects and arrays, itself
 * included: what `JSON.parse` builds for it grows with them (a 4-million-deep nest of arrays in
 * 8 MiB costs some 65 times that), what a scan keeps does not. One pass, nothing built; a
 * bracket inside a string does not count. For a value already known to be valid JSON.
 *
 * @param bytes The bytes.
 * @param range The value's span.
 * @param max The most objects and arrays allowed.
 * @returns True when there are more.
 *
 * @example Check before parsing
 * ```ts
 * import { holdsMoreContainers } from "./json_scan.ts";
 * const bytes = new TextEncoder().encode(`{"a":[[]],"b":"[[["}`);
 * console.log(holdsMoreContainers(bytes, { start: 0, end: bytes.length }, 3)); // false
 * console.log(holdsMoreContainers(bytes, { start: 0, end: bytes.length }, 2)); // true
 * ```
 */
export function holdsMoreContainers(bytes: Uint8Array, range: Span, max: number): boolean {
  let containers = 0;
  for (let i = range.start; i < range.end; i++) {
    const b = bytes[i];
    if (b === QUOTE) { // a string: to its closing quote, escapes skipped
      for (i++; i < range.end && bytes[i] !== QUOTE; i++) if (bytes[i] === BACKSLASH) i++;
    } else if ((b === OPEN_BRACE || b === OPEN_BRACKET) && ++containers > max) return true;
  }
  return false;
}

/**
 * The JSON type of the valid value that starts at `offset` (read from that one byte).
 *
 * @param bytes Bytes holding a valid JSON value at `offset`.
 * @param offset The value's first byte.
 * @returns Its type.
 *
 * @example Read a member's type without decoding it
 * ```ts
 * import { jsonTypeAt } from "./json_scan.ts";
 * console.log(jsonTypeAt(new TextEncoder().encode(`[-1]`), 1)); // "number"
 * ```
 */
export function jsonTypeAt(bytes: Uint8Array, offset: number): JsonType {
  const c = bytes[offset];
  if (c === OPEN_BRACE) return "object";
  if (c === OPEN_BRACKET) return "array";
  if (c === QUOTE) return "string";
  if (c === LOWER_T || c === LOWER_F) return "boolean";
  if (c === LOWER_N) return "null";
  return "number";
}

/**
 * Checks that `range` of `bytes` holds exactly one JSON value (whitespace around it allowed)
 * and records the spans of its top-level members or elements.
 *
 * @param bytes The UTF-8 bytes.
 * @param range The part to scan, within `bytes` (default: all of it). Offsets in the result
 *   stay relative to `bytes`.
 * @returns A {@linkcode JsonScan}, or a {@linkcode ScanFailure} when the range is not JSON.
 *
 * @example Validate and find members
 * ```ts
 * import { scanJson } from "./json_scan.ts";
 * const ok = scanJson(new TextEncoder().encode(` {"a":1, "b":[true]} `));
 * console.log(ok.valid && ok.member("b")); // { start: 13, end: 19 }
 * const bad = scanJson(new TextEncoder().encode(`{"a":01}`));
 * console.log(bad.valid || bad.reason); // unexpected byte 0x31 at offset 6
 * ```
 */
export function scanJson(
  bytes: Uint8Array,
  range: Span = { start: 0, end: bytes.length },
): JsonScan | ScanFailure {
  const end = range.end;
  const start = skipWhitespace(bytes, range.start, end);
  parts.reset();
  inner.reset();
  const valueEnd = scan(bytes, start, end, parts, inner);
  const after = valueEnd < 0 ? end : skipWhitespace(bytes, valueEnd, end);
  if (valueEnd < 0 || after < end) {
    parts.reset();
    inner.reset();
    if (valueEnd < 0) return { valid: false, offset: failOffset, reason: failReason };
    return { valid: false, ...trailing(bytes, after) };
  }
  const type = jsonTypeAt(bytes, start);
  return new JsonScan(bytes, type, { start, end: valueEnd }, parts.take(), inner.take());
}

function trailing(bytes: Uint8Array, i: number): { offset: number; reason: string } {
  return {
    offset: i,
    reason: `unexpected byte 0x${
      bytes[i].toString(16).padStart(2, "0")
    } after the JSON value at offset ${i}`,
  };
}

/**
 * Whether `range` of `bytes` holds exactly one JSON value (whitespace around it allowed).
 *
 * @param bytes The UTF-8 bytes.
 * @param range The part to check (default: all of `bytes`).
 * @returns True when it is valid JSON.
 *
 * @example
 * ```ts
 * import { isJson } from "./json_scan.ts";
 * console.log(isJson(new TextEncoder().encode("[1, 2]\r"))); // true
 * ```
 */
export function isJson(bytes: Uint8Array, range?: Span): boolean {
  return scanJson(bytes, range).valid;
}
