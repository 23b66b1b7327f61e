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
 */ /** A half-open range `[start, end)` of offsets (byte offsets for everything in `jsonrpc/`). */ const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d;
const QUOTE = 0x22, BACKSLASH = 0x5c, SLASH = 0x2f;
const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c, COLON = 0x3a, MINUS = 0x2d, PLUS = 0x2b, DOT = 0x2e;
const DIGIT_0 = 0x30, DIGIT_9 = 0x39;
const LOWER_E = 0x65, UPPER_E = 0x45;
const LOWER_T = 0x74, LOWER_F = 0x66, LOWER_N = 0x6e, LOWER_U = 0x75;
const IN_ARRAY = 0, IN_OBJECT = 1;
/** Slots per recorded member: key start, key end, value start, value end. */ const SLOTS = 4;
/** Slots per recorded array element: value start, value end. */ const ELEMENT_SLOTS = 2;
/** Slots per recorded inner member: the outer member's index, then a part's four slots. */ const INNER_SLOTS = 5;
const utf8 = new TextDecoder("utf-8", {
  fatal: true,
  ignoreBOM: true
});
/** 1 for the bytes a string holds as they are: printable ASCII other than `"` and `\`. */ const PLAIN = new Uint8Array(256);
for(let c = 0x20; c < 0x80; c++)PLAIN[c] = c === QUOTE || c === BACKSLASH ? 0 : 1;
/** Whether this machine stores words low byte first (every platform Deno runs on does). */ const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([
  1
]).buffer)[0] === 1;
/** Strings with at least this many bytes left are skipped a word (four bytes) at a time. */ const WORD_SKIP_BYTES = 16;
/**
 * The last byte array whose strings were skipped, read once when it changes (a typed array's
 * `buffer` getter is slow): whether the {@linkcode PlainRunSkip} set covers it, else its
 * buffer as 32-bit words.
 */ let owner = null;
let ownerSkipped = false;
let words = new Int32Array(0);
function adopt(bytes) {
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
 */ function plainWordsEnd(bytes, i, end) {
  const base = bytes.byteOffset;
  // The same array over a resizable buffer that grew (or shrank) needs a new view of it.
  if (bytes !== owner || !ownerSkipped && words.length * 4 < base + end) adopt(bytes);
  if (ownerSkipped) return plainRunSkip.plainEnd(base + i, base + end) - base;
  const plain = PLAIN;
  const aligned = base + i + 3 & ~3;
  while(base + i < aligned){
    if (plain[bytes[i]] !== 1) return i;
    i++;
  }
  const w32 = words;
  let k = base + i >>> 2;
  const last = base + end >>> 2; // words wholly before `end`
  while(k < last){
    const w = w32[k];
    // Any byte below 0x20 or from 0x80 (the high bit after `w - 0x20...` & ~w, or in w itself).
    if ((w - 0x20202020 & ~w | w) & 0x80808080) break;
    const q = w ^ 0x22222222, b = w ^ 0x5c5c5c5c; // a zero byte where `"` or `\` was
    if ((q - 0x01010101 & ~q | b - 0x01010101 & ~b) & 0x80808080) break;
    k++;
  }
  return (k << 2) - base;
}
let plainRunSkip = null;
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
 */ export function setPlainRunSkip(skip) {
  plainRunSkip = skip;
  owner = null; // judged again against the new skip
}
// Module-local scratch state. A scan is synchronous and calls no user code, so sharing it is safe.
let stack = new Uint8Array(64);
/** The 32-bit room a list moves into first; it doubles as needed, and is let go after. */ const SCRATCH_SLOTS = 4096;
/** Up to this many recorded slots, a list and the scan's result keep a number array. */ const SMALL_SLOTS = 256;
const NO_SLOTS = [];
/**
 * A growing list of offsets, one of two a scan records into (a scan is synchronous, so one
 * pair serves every scan). While there are few, they go into a fresh number array, which the
 * result keeps as it is (as quick as a plain array: most frames record a handful). Past
 * SMALL_SLOTS they move into 32-bit room: four bytes a slot where a number array takes eight
 * and grows by copying, so a batch of a million tiny entries is recorded in 8 MB. Offsets
 * fit: a frame is at most 1 GiB (`--max-frame`'s ceiling), far below 2^31.
 */ class OffsetList {
  /** The slots while they are few. */ small = [];
  /** The slots once they are many; null while they are few. */ big = null;
  length = 0;
  push(value) {
    if (this.length < SMALL_SLOTS) {
      this.small.push(value);
      this.length++;
    } else this.#pushMany(value);
  }
  #pushMany(value) {
    let big = this.big;
    if (big === null) {
      big = this.big = new Int32Array(SCRATCH_SLOTS);
      for(let i = 0; i < this.length; i++)big[i] = this.small[i];
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
   */ take() {
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
  /** Empty again, letting go of the 32-bit room (after a failed scan too). */ reset() {
    if (this.length === 0) return;
    this.length = 0;
    if (this.big === null) this.small = [];
    this.big = null;
  }
}
/** The scan's scratch lists: top-level parts, and the members one level down. */ const parts = new OffsetList();
const inner = new OffsetList();
let failOffset = 0;
let failReason = "";
let lastStringEscaped = false;
function fail(offset, reason) {
  failOffset = offset;
  failReason = reason;
  return -1;
}
function unexpected(bytes, i, end) {
  if (i >= end) return fail(end, `unexpected end of input at offset ${end}`);
  return fail(i, `unexpected byte 0x${bytes[i].toString(16).padStart(2, "0")} at offset ${i}`);
}
function isWhitespace(c) {
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
 */ export function skipWhitespace(bytes, i, end = bytes.length) {
  while(i < end && isWhitespace(bytes[i]))i++;
  return i;
}
function isHex(c) {
  return c >= DIGIT_0 && c <= DIGIT_9 || (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66;
}
function isContinuation(c) {
  return (c & 0xc0) === 0x80;
}
/**
 * Validates one UTF-8 sequence whose lead byte (>= 0x80) is at `i`.
 * Returns the offset past it, or -1 (with the failure recorded).
 */ function utf8Sequence(bytes, i, end) {
  const lead = bytes[i];
  let need, lo = 0x80, hi = 0xbf;
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
  for(let k = 2; k <= need; k++){
    if (!isContinuation(bytes[i + k])) return fail(i, `invalid UTF-8 at offset ${i}`);
  }
  return i + need + 1;
}
/**
 * Scans the string whose opening quote is at `i`. Returns the offset past its closing
 * quote, or -1. Sets `lastStringEscaped`.
 */ function stringEnd(bytes, i, end) {
  const open = i;
  let escaped = false;
  i++;
  for(;;){
    // The common case: a run of printable ASCII other than `"` and `\`.
    const plain = PLAIN;
    if (LITTLE_ENDIAN && end - i >= WORD_SKIP_BYTES) i = plainWordsEnd(bytes, i, end);
    while(i < end && plain[bytes[i]] === 1)i++;
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
        if (i + 5 >= end || !isHex(bytes[i + 2]) || !isHex(bytes[i + 3]) || !isHex(bytes[i + 4]) || !isHex(bytes[i + 5])) {
          return fail(i, `invalid \\u escape at offset ${i}`);
        }
        i += 6;
      } else if (e === QUOTE || e === BACKSLASH || e === SLASH || e === 0x62 || e === LOWER_F || e === LOWER_N || e === 0x72 || e === LOWER_T) {
        i += 2;
      } else return fail(i, `invalid escape at offset ${i}`);
    } else if (c < 0x20) {
      return fail(i, `control character 0x${c.toString(16).padStart(2, "0")} in a string at offset ${i}`);
    } else {
      i = utf8Sequence(bytes, i, end);
      if (i < 0) return -1;
    }
  }
  return fail(end, `unterminated string starting at offset ${open}`);
}
function digitsEnd(bytes, i, end) {
  while(i < end && bytes[i] >= DIGIT_0 && bytes[i] <= DIGIT_9)i++;
  return i;
}
/** Scans the number starting at `i` (a minus sign or a digit). Returns the offset past it, or -1. */ function numberEnd(bytes, i, end) {
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
/** Matches the literal `word` (its bytes given as char codes) at `i`. */ function literalEnd(bytes, i, end, word) {
  for(let k = 0; k < word.length; k++){
    if (i + k >= end || bytes[i + k] !== word.charCodeAt(k)) return unexpected(bytes, i + k, end);
  }
  return i + word.length;
}
function push(depth, kind) {
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
 */ function keyThenColon(bytes, i, end, parts) {
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
 */ function memberKey(bytes, i, end, depth, parts, inner) {
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
 */ function scan(bytes, start, end, parts, inner) {
  let i = start;
  let depth = 0;
  let valueEnd = -1;
  for(;;){
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
    } else if (c === MINUS || c >= DIGIT_0 && c <= DIGIT_9) {
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
    for(;;){
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
      if (d === CLOSE_BRACE && inside === IN_OBJECT || d === CLOSE_BRACKET && inside === IN_ARRAY) {
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
 */ function keyText(bytes, start, end) {
  if (start < 0) return JSON.parse(utf8.decode(bytes.subarray(-start - 1, end)));
  return utf8.decode(bytes.subarray(start + 1, end - 1));
}
/** Whether a recorded key is `name`, compared without decoding when both are plain ASCII. */ function keyEquals(bytes, start, end, name) {
  if (start < 0) return keyText(bytes, start, end) === name;
  const first = start + 1;
  if (end - 1 - first === name.length) {
    for(let j = 0; j < name.length; j++){
      const c = name.charCodeAt(j);
      // All of name[0, j) is ASCII, so equal texts have equal bytes up to here.
      if (c >= 0x80) return keyText(bytes, start, end) === name;
      if (bytes[first + j] !== c) return false;
    }
    return true;
  }
  // Byte length differs from name.length: only a non-ASCII name can still match.
  for(let j = 0; j < name.length; j++){
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
 */ export class JsonScan {
  /** Discriminant: the range holds one valid JSON value. */ valid = true;
  /** The scanned bytes. */ bytes;
  /** The top-level value's type. */ type;
  /** The top-level value's span (surrounding whitespace excluded). */ span;
  #parts;
  #inner;
  /** Slots per part: SLOTS for an object's members, ELEMENT_SLOTS for an array's elements. */ #stride;
  /** Where a part's value start is among its slots (after the key's two, for a member). */ #value;
  /**
   * Wraps the parts a scan recorded. Use {@linkcode scanJson} instead.
   *
   * @param bytes The scanned bytes.
   * @param type The top-level value's type.
   * @param span The top-level value's span.
   * @param parts Four numbers per member (key start and end, value start and end), two per
   *   element (value start and end).
   * @param inner Five numbers per member of a member's object value.
   */ constructor(bytes, type, span, parts, inner = NO_SLOTS){
    this.bytes = bytes;
    this.type = type;
    this.span = span;
    this.#parts = parts;
    this.#inner = inner;
    this.#stride = type === "array" ? ELEMENT_SLOTS : SLOTS;
    this.#value = this.#stride - 2;
  }
  /** How many members (object) or elements (array) the value has; 0 for a scalar. */ get length() {
    return this.#parts.length / this.#stride;
  }
  /**
   * The span of member or element `index`'s value.
   *
   * @param index From 0 to `length - 1`.
   * @returns The value's span.
   */ valueSpan(index) {
    const p = this.#parts, k = index * this.#stride + this.#value;
    return {
      start: p[k],
      end: p[k + 1]
    };
  }
  /**
   * Offset of member or element `index`'s first byte (no allocation).
   *
   * @param index From 0 to `length - 1`.
   * @returns The offset.
   */ valueStart(index) {
    return this.#parts[index * this.#stride + this.#value];
  }
  /**
   * Offset just past member or element `index`'s last byte (no allocation).
   *
   * @param index From 0 to `length - 1`.
   * @returns The offset.
   */ valueEnd(index) {
    return this.#parts[index * this.#stride + this.#value + 1];
  }
  /**
   * Offset of member `index`'s key's opening quote, -1 for an array element (no allocation).
   *
   * @param index From 0 to `length - 1`.
   * @returns The offset, or -1.
   */ keyStart(index) {
    if (this.#stride !== SLOTS) return -1;
    const p = this.#parts, k = index * SLOTS;
    return p[k] < 0 ? -p[k] - 1 : p[k];
  }
  /**
   * The span of member `index`'s key, quotes included (`undefined` for an array element).
   *
   * @param index From 0 to `length - 1`.
   * @returns The key's span.
   */ keySpan(index) {
    const start = this.keyStart(index);
    return start < 0 ? undefined : {
      start,
      end: this.#parts[index * SLOTS + 1]
    };
  }
  /**
   * Whether member `index`'s key contains a backslash escape (so its bytes are not its text).
   *
   * @param index From 0 to `length - 1`.
   * @returns True for an escaped key.
   */ keyEscaped(index) {
    return this.#stride === SLOTS && this.#parts[index * SLOTS] < -1;
  }
  /**
   * Member `index`'s key, decoded (escapes resolved only when it has any).
   *
   * @param index From 0 to `length - 1`.
   * @returns The key, or `undefined` for an array element.
   */ key(index) {
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
   */ keyIs(index, name) {
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
   */ innerMember(index, name) {
    const q = this.#inner, bytes = this.bytes;
    for(let k = q.length - INNER_SLOTS; k >= 0; k -= INNER_SLOTS){
      if (q[k] === index && keyEquals(bytes, q[k + 1], q[k + 2], name)) {
        return {
          start: q[k + 3],
          end: q[k + 4]
        };
      }
    }
    return undefined;
  }
  /**
   * The index of the last member named `name` (the one `JSON.parse` keeps), or -1.
   *
   * @param name The member's key.
   * @returns The index, or -1 when there is none (always -1 for a non-object).
   */ find(name) {
    if (this.type !== "object") return -1;
    for(let i = this.length - 1; i >= 0; i--)if (this.keyIs(i, name)) return i;
    return -1;
  }
  /**
   * The span of the value of the last member named `name`.
   *
   * @param name The member's key.
   * @returns The span, or `undefined` when there is no such member.
   */ member(name) {
    const i = this.find(name);
    return i < 0 ? undefined : this.valueSpan(i);
  }
  /**
   * Every member as key -> value span (a repeated key maps to its last value).
   *
   * @returns The members in first-appearance order of their keys; empty for a non-object.
   */ members() {
    const out = new Map();
    if (this.type !== "object") return out;
    for(let i = 0; i < this.length; i++)out.set(this.key(i), this.valueSpan(i));
    return out;
  }
  /**
   * Every element's span, in order.
   *
   * @returns The spans; empty for a non-array.
   */ elements() {
    const out = [];
    if (this.type !== "array") return out;
    for(let i = 0; i < this.length; i++)out.push(this.valueSpan(i));
    return out;
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
 */ export function holdsMoreContainers(bytes, range, max) {
  let containers = 0;
  for(let i = range.start; i < range.end; i++){
    const b = bytes[i];
    if (b === QUOTE) {
      for(i++; i < range.end && bytes[i] !== QUOTE; i++)if (bytes[i] === BACKSLASH) i++;
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
 */ export function jsonTypeAt(bytes, offset) {
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
 */ export function scanJson(bytes, range = {
  start: 0,
  end: bytes.length
}) {
  const end = range.end;
  const start = skipWhitespace(bytes, range.start, end);
  parts.reset();
  inner.reset();
  const valueEnd = scan(bytes, start, end, parts, inner);
  const after = valueEnd < 0 ? end : skipWhitespace(bytes, valueEnd, end);
  if (valueEnd < 0 || after < end) {
    parts.reset();
    inner.reset();
    if (valueEnd < 0) return {
      valid: false,
      offset: failOffset,
      reason: failReason
    };
    return {
      valid: false,
      ...trailing(bytes, after)
    };
  }
  const type = jsonTypeAt(bytes, start);
  return new JsonScan(bytes, type, {
    start,
    end: valueEnd
  }, parts.take(), inner.take());
}
function trailing(bytes, i) {
  return {
    offset: i,
    reason: `unexpected byte 0x${bytes[i].toString(16).padStart(2, "0")} after the JSON value at offset ${i}`
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
 */ export function isJson(bytes, range) {
  return scanJson(bytes, range).valid;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2pzb25ycGMvanNvbl9zY2FuLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogT25lIHZhbGlkYXRpbmcgcGFzcyBvdmVyIHRoZSBVVEYtOCBieXRlcyBvZiBhIEpTT04gdGV4dCB0aGF0IHJlY29yZHMgd2hlcmUgdGhlIHRvcC1sZXZlbFxuICogdmFsdWUncyBwYXJ0cyBhcmUsIHdpdGhvdXQgYnVpbGRpbmcgYSBKYXZhU2NyaXB0IHZhbHVlIGZvciBhbnkgb2YgdGhlbS5cbiAqXG4gKiB7QGxpbmtjb2RlIHNjYW5Kc29ufSBjaGVja3MgdGhhdCBhIGJ5dGUgcmFuZ2UgaG9sZHMgZXhhY3RseSBvbmUgSlNPTiB2YWx1ZSAoUkZDIDgyNTlcbiAqIGdyYW1tYXIsIHN1cnJvdW5kaW5nIHdoaXRlc3BhY2UgYWxsb3dlZCkgYW5kLCB3aGVuIHRoYXQgdmFsdWUgaXMgYW4gb2JqZWN0IG9yIGFuIGFycmF5LFxuICogcmVjb3JkcyB0aGUgYnl0ZSBzcGFucyBvZiBpdHMgbWVtYmVycyAoa2V5IHNwYW4gYW5kIHZhbHVlIHNwYW4pIG9yIGVsZW1lbnRzOyBmb3IgYW4gb2JqZWN0LFxuICogYWxzbyB0aGUgbWVtYmVycyBvZiBlYWNoIG1lbWJlciB3aG9zZSB2YWx1ZSBpcyBhbiBvYmplY3QgKG9uZSBsZXZlbCBkb3duOiBgcGFyYW1zLnNlc3Npb25JZGBcbiAqIGlzIGZvdW5kIHdpdGhvdXQgcmVhZGluZyBgcGFyYW1zYCBhZ2FpbikuIEV2ZXJ5dGhpbmcgZGVlcGVyIGlzIHZhbGlkYXRlZCBhbmQgc2tpcHBlZC5cbiAqIENhbGxlcnMgc2xpY2UgdGhlIGJ5dGVzIHRoZXkgbmVlZCBhbmQgZGVjb2RlIG9ubHkgdGhvc2UuXG4gKlxuICogSW52YXJpYW50czpcbiAqIC0gQWNjZXB0YW5jZSBhZ3JlZXMgd2l0aCBgSlNPTi5wYXJzZShuZXcgVGV4dERlY29kZXIoXCJ1dGYtOFwiLCB7IGZhdGFsOiB0cnVlLCBpZ25vcmVCT006XG4gKiAgIHRydWUgfSkuZGVjb2RlKGJ5dGVzKSlgIGZvciBldmVyeSBpbnB1dDogdGhlIHNjYW5uZXIgdmFsaWRhdGVzIFVURi04IGl0c2VsZiAoaW5zaWRlXG4gKiAgIHN0cmluZ3M7IG91dHNpZGUgdGhlbSBldmVyeSBieXRlIG11c3QgYmUgQVNDSUkgZ3JhbW1hciBhbnl3YXkpLCBzbyBubyBjYWxsZXIgbmVlZHMgYVxuICogICBzZXBhcmF0ZSBkZWNvZGluZyBwYXNzLiBMaWtlIHRoYXQgb3JhY2xlLCBpdCByZWplY3RzIGEgbGVhZGluZyBieXRlIG9yZGVyIG1hcmtcbiAqICAgKFUrRkVGRiBpcyBub3QgSlNPTiB3aGl0ZXNwYWNlOyBST1VUSU5HIDIuNCBhbnN3ZXJzIGl0IHdpdGggLTMyNzAwKS4gT3ZlcmxvbmcgZm9ybXMsXG4gKiAgIGVuY29kZWQgc3Vycm9nYXRlcyAoYEVEIEEwIDgwYCkgYW5kIGNvZGUgcG9pbnRzIGFib3ZlIFUrMTBGRkZGIGFyZSBpbnZhbGlkIFVURi04O1xuICogICBlc2NhcGVkIGxvbmUgc3Vycm9nYXRlcyAoYFwiXFx1ZDgwMFwiYCkgYXJlIHZhbGlkIEpTT04sIGFzIGluIGBKU09OLnBhcnNlYC5cbiAqIC0gT2Zmc2V0cyBhcmUgYnl0ZSBvZmZzZXRzIGludG8gdGhlIHNjYW5uZWQgYFVpbnQ4QXJyYXlgLCBhYnNvbHV0ZSBldmVuIHdoZW4gYVxuICogICBzdWItcmFuZ2UgaXMgc2Nhbm5lZCwgYW5kIGV2ZXJ5IHNwYW4gaXMgaGFsZi1vcGVuIGBbc3RhcnQsIGVuZClgIGFuZCBleGNsdWRlc1xuICogICB3aGl0ZXNwYWNlLiBTcGFuIGJvdW5kYXJpZXMgYWx3YXlzIGZhbGwgb24gQVNDSUkgYnl0ZXMsIHNvIGEgc3BhbidzIGJ5dGVzIGFyZVxuICogICB0aGVtc2VsdmVzIHZhbGlkIFVURi04LlxuICogLSBJdGVyYXRpdmU6IG5lc3RpbmcgbGl2ZXMgb24gYW4gZXhwbGljaXQgYnl0ZSBzdGFjaywgc28gYW55IGRlcHRoIHNjYW5zIHdpdGhvdXRcbiAqICAgZ3Jvd2luZyB0aGUgY2FsbCBzdGFjay4gTyhuKSB0aW1lIGluIHRoZSByYW5nZSdzIGxlbmd0aDsgbm8gYWxsb2NhdGlvbiBwZXIgbmVzdGVkXG4gKiAgIHZhbHVlLCBvbmx5IHRoZSByZXN1bHQncyB0d28gb2Zmc2V0IGxpc3RzOiB0aGUgdG9wLWxldmVsIHBhcnRzIGFuZCB0aGUgbWVtYmVycyBvbmVcbiAqICAgbGV2ZWwgZG93biAoZm91ciBieXRlcyBhIHNsb3Qgd2hlbiB0aGVyZSBhcmUgbWFueSwgc28gcmVjb3JkaW5nIGEgYmF0Y2ggb2YgbWlsbGlvbnMgb2ZcbiAqICAgZWxlbWVudHMgY29zdHMgZWlnaHQgYnl0ZXMgZWFjaCkuXG4gKiAtIFRoZSBzY3JhdGNoIHN0YXRlICh0aGUgbmVzdGluZyBzdGFjaywgdGhlIG9mZnNldCBsaXN0cyBiZWluZyBmaWxsZWQpIGlzIG1vZHVsZS1sb2NhbCBhbmRcbiAqICAgbmV2ZXIgb3V0bGl2ZXMgYSBjYWxsOiBhIHNjYW4gaXMgc3luY2hyb25vdXMgYW5kIHJ1bnMgbm8gdXNlciBjb2RlLCBzbyBzY2FucyBmcm9tXG4gKiAgIGRpZmZlcmVudCBhc3luYyB0YXNrcyBjYW5ub3QgaW50ZXJmZXJlLlxuICogLSBBIGtleSBnaXZlbiB0d2ljZSBpcyByZWNvcmRlZCB0d2ljZTsgbG9va3VwcyBieSBuYW1lIGFuc3dlciB3aXRoIHRoZSBsYXN0IG9uZSwgYXNcbiAqICAgYEpTT04ucGFyc2VgIGtlZXBzIHRoZSBsYXN0IHZhbHVlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogQSBoYWxmLW9wZW4gcmFuZ2UgYFtzdGFydCwgZW5kKWAgb2Ygb2Zmc2V0cyAoYnl0ZSBvZmZzZXRzIGZvciBldmVyeXRoaW5nIGluIGBqc29ucnBjL2ApLiAqL1xuZXhwb3J0IGludGVyZmFjZSBTcGFuIHtcbiAgLyoqIE9mZnNldCBvZiB0aGUgZmlyc3QgYnl0ZSAob3IgY2hhcmFjdGVyKSBvZiB0aGUgdmFsdWUuICovXG4gIHN0YXJ0OiBudW1iZXI7XG4gIC8qKiBPZmZzZXQganVzdCBwYXN0IHRoZSBsYXN0IGJ5dGUgKG9yIGNoYXJhY3Rlcikgb2YgdGhlIHZhbHVlLiAqL1xuICBlbmQ6IG51bWJlcjtcbn1cblxuLyoqIFRoZSBKU09OIHR5cGUgb2YgYSB2YWx1ZSwgcmVhZCBmcm9tIGl0cyBmaXJzdCBieXRlLiAqL1xuZXhwb3J0IHR5cGUgSnNvblR5cGUgPSBcIm9iamVjdFwiIHwgXCJhcnJheVwiIHwgXCJzdHJpbmdcIiB8IFwibnVtYmVyXCIgfCBcImJvb2xlYW5cIiB8IFwibnVsbFwiO1xuXG4vKiogV2h5IGEgYnl0ZSByYW5nZSBpcyBub3Qgb25lIEpTT04gdmFsdWUuICovXG5leHBvcnQgaW50ZXJmYWNlIFNjYW5GYWlsdXJlIHtcbiAgLyoqIERpc2NyaW1pbmFudDogdGhlIHJhbmdlIGlzIG5vdCB2YWxpZCBKU09OLiAqL1xuICByZWFkb25seSB2YWxpZDogZmFsc2U7XG4gIC8qKiBCeXRlIG9mZnNldCB3aGVyZSB0aGUgdGV4dCBzdG9wcGVkIGJlaW5nIEpTT04gKHRoZSByYW5nZSdzIGVuZCBmb3IgYSB0cnVuY2F0ZWQgdGV4dCkuICovXG4gIHJlYWRvbmx5IG9mZnNldDogbnVtYmVyO1xuICAvKiogT25lLWxpbmUgZGVzY3JpcHRpb24sIGUuZy4gYHVuZXhwZWN0ZWQgYnl0ZSAweDc4IGF0IG9mZnNldCAzYC4gKi9cbiAgcmVhZG9ubHkgcmVhc29uOiBzdHJpbmc7XG59XG5cbmNvbnN0IFNQQUNFID0gMHgyMCwgVEFCID0gMHgwOSwgTEYgPSAweDBhLCBDUiA9IDB4MGQ7XG5jb25zdCBRVU9URSA9IDB4MjIsIEJBQ0tTTEFTSCA9IDB4NWMsIFNMQVNIID0gMHgyZjtcbmNvbnN0IE9QRU5fQlJBQ0UgPSAweDdiLCBDTE9TRV9CUkFDRSA9IDB4N2QsIE9QRU5fQlJBQ0tFVCA9IDB4NWIsIENMT1NFX0JSQUNLRVQgPSAweDVkO1xuY29uc3QgQ09NTUEgPSAweDJjLCBDT0xPTiA9IDB4M2EsIE1JTlVTID0gMHgyZCwgUExVUyA9IDB4MmIsIERPVCA9IDB4MmU7XG5jb25zdCBESUdJVF8wID0gMHgzMCwgRElHSVRfOSA9IDB4Mzk7XG5jb25zdCBMT1dFUl9FID0gMHg2NSwgVVBQRVJfRSA9IDB4NDU7XG5jb25zdCBMT1dFUl9UID0gMHg3NCwgTE9XRVJfRiA9IDB4NjYsIExPV0VSX04gPSAweDZlLCBMT1dFUl9VID0gMHg3NTtcblxuY29uc3QgSU5fQVJSQVkgPSAwLCBJTl9PQkpFQ1QgPSAxO1xuXG4vKiogU2xvdHMgcGVyIHJlY29yZGVkIG1lbWJlcjoga2V5IHN0YXJ0LCBrZXkgZW5kLCB2YWx1ZSBzdGFydCwgdmFsdWUgZW5kLiAqL1xuY29uc3QgU0xPVFMgPSA0O1xuLyoqIFNsb3RzIHBlciByZWNvcmRlZCBhcnJheSBlbGVtZW50OiB2YWx1ZSBzdGFydCwgdmFsdWUgZW5kLiAqL1xuY29uc3QgRUxFTUVOVF9TTE9UUyA9IDI7XG4vKiogU2xvdHMgcGVyIHJlY29yZGVkIGlubmVyIG1lbWJlcjogdGhlIG91dGVyIG1lbWJlcidzIGluZGV4LCB0aGVuIGEgcGFydCdzIGZvdXIgc2xvdHMuICovXG5jb25zdCBJTk5FUl9TTE9UUyA9IDU7XG5cbmNvbnN0IHV0ZjggPSBuZXcgVGV4dERlY29kZXIoXCJ1dGYtOFwiLCB7IGZhdGFsOiB0cnVlLCBpZ25vcmVCT006IHRydWUgfSk7XG5cbi8qKiAxIGZvciB0aGUgYnl0ZXMgYSBzdHJpbmcgaG9sZHMgYXMgdGhleSBhcmU6IHByaW50YWJsZSBBU0NJSSBvdGhlciB0aGFuIGBcImAgYW5kIGBcXGAuICovXG5jb25zdCBQTEFJTiA9IG5ldyBVaW50OEFycmF5KDI1Nik7XG5mb3IgKGxldCBjID0gMHgyMDsgYyA8IDB4ODA7IGMrKykgUExBSU5bY10gPSBjID09PSBRVU9URSB8fCBjID09PSBCQUNLU0xBU0ggPyAwIDogMTtcblxuLyoqIFdoZXRoZXIgdGhpcyBtYWNoaW5lIHN0b3JlcyB3b3JkcyBsb3cgYnl0ZSBmaXJzdCAoZXZlcnkgcGxhdGZvcm0gRGVubyBydW5zIG9uIGRvZXMpLiAqL1xuY29uc3QgTElUVExFX0VORElBTiA9IG5ldyBVaW50OEFycmF5KG5ldyBVaW50MzJBcnJheShbMV0pLmJ1ZmZlcilbMF0gPT09IDE7XG5cbi8qKiBTdHJpbmdzIHdpdGggYXQgbGVhc3QgdGhpcyBtYW55IGJ5dGVzIGxlZnQgYXJlIHNraXBwZWQgYSB3b3JkIChmb3VyIGJ5dGVzKSBhdCBhIHRpbWUuICovXG5jb25zdCBXT1JEX1NLSVBfQllURVMgPSAxNjtcblxuLyoqXG4gKiBUaGUgbGFzdCBieXRlIGFycmF5IHdob3NlIHN0cmluZ3Mgd2VyZSBza2lwcGVkLCByZWFkIG9uY2Ugd2hlbiBpdCBjaGFuZ2VzIChhIHR5cGVkIGFycmF5J3NcbiAqIGBidWZmZXJgIGdldHRlciBpcyBzbG93KTogd2hldGhlciB0aGUge0BsaW5rY29kZSBQbGFpblJ1blNraXB9IHNldCBjb3ZlcnMgaXQsIGVsc2UgaXRzXG4gKiBidWZmZXIgYXMgMzItYml0IHdvcmRzLlxuICovXG5sZXQgb3duZXI6IFVpbnQ4QXJyYXkgfCBudWxsID0gbnVsbDtcbmxldCBvd25lclNraXBwZWQgPSBmYWxzZTtcbmxldCB3b3JkczogSW50MzJBcnJheTxBcnJheUJ1ZmZlckxpa2U+ID0gbmV3IEludDMyQXJyYXkoMCk7XG5cbmZ1bmN0aW9uIGFkb3B0KGJ5dGVzOiBVaW50OEFycmF5KTogdm9pZCB7XG4gIG93bmVyID0gYnl0ZXM7XG4gIGNvbnN0IGJ1ZmZlciA9IGJ5dGVzLmJ1ZmZlcjtcbiAgb3duZXJTa2lwcGVkID0gcGxhaW5SdW5Ta2lwICE9PSBudWxsICYmIGJ1ZmZlciA9PT0gcGxhaW5SdW5Ta2lwLmJ1ZmZlcjtcbiAgaWYgKCFvd25lclNraXBwZWQpIHdvcmRzID0gbmV3IEludDMyQXJyYXkoYnVmZmVyLCAwLCBidWZmZXIuYnl0ZUxlbmd0aCA+Pj4gMik7XG59XG5cbi8qKlxuICogU2tpcHMgdGhlIHBsYWluIGJ5dGVzIChwcmludGFibGUgQVNDSUkgb3RoZXIgdGhhbiBgXCJgIGFuZCBgXFxgKSBmcm9tIGBpYCBhIHdvcmQgYXQgYSB0aW1lXG4gKiBhbmQgcmV0dXJucyB3aGVyZSB0aGUgZmlyc3Qgd29yZCBob2xkaW5nIGFueXRoaW5nIGVsc2Ugc3RhcnRzIChvciBhYm91dCBgZW5kYCk6IGVhY2hcbiAqIDMyLWJpdCB3b3JkIGlzIHRlc3RlZCBhdCBvbmNlIGZvciBhIGJ5dGUgYmVsb3cgMHgyMCwgYSBieXRlIGZyb20gMHg4MCwgYFwiYCBhbmQgYFxcYC4gVGhlXG4gKiBjYWxsZXIgZ29lcyBvbiBieXRlIGJ5IGJ5dGUgZnJvbSB0aGVyZS4gQnl0ZXMgaW4gdGhlIGJ1ZmZlciBvZiB0aGUge0BsaW5rY29kZSBQbGFpblJ1blNraXB9XG4gKiBzZXQgYXJlIHNraXBwZWQgYnkgaXQgaW5zdGVhZCwgMTYgYXQgYSB0aW1lLCB0byB0aGUgZmlyc3QgYnl0ZSB0aGF0IGlzIG5vdCBwbGFpbi5cbiAqL1xuZnVuY3Rpb24gcGxhaW5Xb3Jkc0VuZChieXRlczogVWludDhBcnJheSwgaTogbnVtYmVyLCBlbmQ6IG51bWJlcik6IG51bWJlciB7XG4gIGNvbnN0IGJhc2UgPSBieXRlcy5ieXRlT2Zmc2V0O1xuICAvLyBUaGUgc2FtZSBhcnJheSBvdmVyIGEgcmVzaXphYmxlIGJ1ZmZlciB0aGF0IGdyZXcgKG9yIHNocmFuaykgbmVlZHMgYSBuZXcgdmlldyBvZiBpdC5cbiAgaWYgKGJ5dGVzICE9PSBvd25lciB8fCAoIW93bmVyU2tpcHBlZCAmJiB3b3Jkcy5sZW5ndGggKiA0IDwgYmFzZSArIGVuZCkpIGFkb3B0KGJ5dGVzKTtcbiAgaWYgKG93bmVyU2tpcHBlZCkgcmV0dXJuIHBsYWluUnVuU2tpcCEucGxhaW5FbmQoYmFzZSArIGksIGJhc2UgKyBlbmQpIC0gYmFzZTtcbiAgY29uc3QgcGxhaW4gPSBQTEFJTjtcbiAgY29uc3QgYWxpZ25lZCA9IChiYXNlICsgaSArIDMpICYgfjM7XG4gIHdoaWxlIChiYXNlICsgaSA8IGFsaWduZWQpIHtcbiAgICBpZiAocGxhaW5bYnl0ZXNbaV1dICE9PSAxKSByZXR1cm4gaTtcbiAgICBpKys7XG4gIH1cbiAgY29uc3QgdzMyID0gd29yZHM7XG4gIGxldCBrID0gKGJhc2UgKyBpKSA+Pj4gMjtcbiAgY29uc3QgbGFzdCA9IChiYXNlICsgZW5kKSA+Pj4gMjsgLy8gd29yZHMgd2hvbGx5IGJlZm9yZSBgZW5kYFxuICB3aGlsZSAoayA8IGxhc3QpIHtcbiAgICBjb25zdCB3ID0gdzMyW2tdO1xuICAgIC8vIEFueSBieXRlIGJlbG93IDB4MjAgb3IgZnJvbSAweDgwICh0aGUgaGlnaCBiaXQgYWZ0ZXIgYHcgLSAweDIwLi4uYCAmIH53LCBvciBpbiB3IGl0c2VsZikuXG4gICAgaWYgKCgoKHcgLSAweDIwMjAyMDIwKSAmIH53KSB8IHcpICYgMHg4MDgwODA4MCkgYnJlYWs7XG4gICAgY29uc3QgcSA9IHcgXiAweDIyMjIyMjIyLCBiID0gdyBeIDB4NWM1YzVjNWM7IC8vIGEgemVybyBieXRlIHdoZXJlIGBcImAgb3IgYFxcYCB3YXNcbiAgICBpZiAoKCgocSAtIDB4MDEwMTAxMDEpICYgfnEpIHwgKChiIC0gMHgwMTAxMDEwMSkgJiB+YikpICYgMHg4MDgwODA4MCkgYnJlYWs7XG4gICAgaysrO1xuICB9XG4gIHJldHVybiAoayA8PCAyKSAtIGJhc2U7XG59XG5cbi8qKlxuICogQSBmYXN0ZXIgd2F5IHRvIHNraXAgYSBzdHJpbmcncyBwbGFpbiBieXRlcywgZm9yIGJ5dGUgYXJyYXlzIGluIG9uZSBidWZmZXIgKHRoZSBtZW1vcnkgb2ZcbiAqIGBzaW1kX3NjYW4udHNgJ3MgV2ViQXNzZW1ibHkgc2NhbnMpLlxuICovXG5leHBvcnQgaW50ZXJmYWNlIFBsYWluUnVuU2tpcCB7XG4gIC8qKiBUaGUgYnVmZmVyIHdob3NlIGJ5dGUgYXJyYXlzIGl0IHNjYW5zLiAqL1xuICByZWFkb25seSBidWZmZXI6IEFycmF5QnVmZmVyTGlrZTtcbiAgLyoqXG4gICAqIEBwYXJhbSBmcm9tIE9mZnNldCBpbiB7QGxpbmtjb2RlIGJ1ZmZlcn0uXG4gICAqIEBwYXJhbSBlbmQgT2Zmc2V0IGluIHtAbGlua2NvZGUgYnVmZmVyfS5cbiAgICogQHJldHVybnMgVGhlIGZpcnN0IG9mZnNldCBpbiBgW2Zyb20sIGVuZClgIHdob3NlIGJ5dGUgaXMgbm90IHByaW50YWJsZSBBU0NJSSBvdGhlciB0aGFuXG4gICAqICAgYFwiYCBhbmQgYFxcYCwgb3IgYGVuZGAuXG4gICAqL1xuICBwbGFpbkVuZChmcm9tOiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyO1xufVxuXG5sZXQgcGxhaW5SdW5Ta2lwOiBQbGFpblJ1blNraXAgfCBudWxsID0gbnVsbDtcblxuLyoqXG4gKiBNYWtlcyBzY2FucyBvZiBieXRlIGFycmF5cyBpbiBgc2tpcC5idWZmZXJgIHNraXAgc3RyaW5ncycgcGxhaW4gYnl0ZXMgd2l0aCBgc2tpcGAgKGZvciB0aGlzXG4gKiB0aHJlYWQsIHVudGlsIGNhbGxlZCBhZ2FpbjsgYG51bGxgIGZvciBub25lKS4gUmVzdWx0cyBhcmUgdGhlIHNhbWUgZWl0aGVyIHdheTsgb25seSB0aGVcbiAqIHNwZWVkIGRpZmZlcnMuIGBTaW1kU2Nhbi5mb3JUaGlzVGhyZWFkKClgIHNldHMgaXQgKGluIHRoZSB0cmFuc2NyaXB0IHJlY29yZGVyJ3Mgd29ya2VyIGFuZFxuICogZm9yIHRoZSByZW1vdGUgc2VydmVyJ3MgbGluZXMpLlxuICpcbiAqIEBwYXJhbSBza2lwIFRoZSBza2lwLCBvciBgbnVsbGAuXG4gKlxuICogQGV4YW1wbGUgVXNlIHRoZSBXZWJBc3NlbWJseSBzY2FucyB3aGVyZSB0aGUgZW5naW5lIGhhcyB0aGVtXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc2V0UGxhaW5SdW5Ta2lwIH0gZnJvbSBcIi4vanNvbl9zY2FuLnRzXCI7XG4gKiBpbXBvcnQgeyBTaW1kU2NhbiB9IGZyb20gXCIuL3NpbWRfc2Nhbi50c1wiO1xuICogc2V0UGxhaW5SdW5Ta2lwKFNpbWRTY2FuLm9wZW4oKSk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNldFBsYWluUnVuU2tpcChza2lwOiBQbGFpblJ1blNraXAgfCBudWxsKTogdm9pZCB7XG4gIHBsYWluUnVuU2tpcCA9IHNraXA7XG4gIG93bmVyID0gbnVsbDsgLy8ganVkZ2VkIGFnYWluIGFnYWluc3QgdGhlIG5ldyBza2lwXG59XG5cbi8vIE1vZHVsZS1sb2NhbCBzY3JhdGNoIHN0YXRlLiBBIHNjYW4gaXMgc3luY2hyb25vdXMgYW5kIGNhbGxzIG5vIHVzZXIgY29kZSwgc28gc2hhcmluZyBpdCBpcyBzYWZlLlxubGV0IHN0YWNrID0gbmV3IFVpbnQ4QXJyYXkoNjQpO1xuXG4vKiogVGhlIDMyLWJpdCByb29tIGEgbGlzdCBtb3ZlcyBpbnRvIGZpcnN0OyBpdCBkb3VibGVzIGFzIG5lZWRlZCwgYW5kIGlzIGxldCBnbyBhZnRlci4gKi9cbmNvbnN0IFNDUkFUQ0hfU0xPVFMgPSA0MDk2O1xuLyoqIFVwIHRvIHRoaXMgbWFueSByZWNvcmRlZCBzbG90cywgYSBsaXN0IGFuZCB0aGUgc2NhbidzIHJlc3VsdCBrZWVwIGEgbnVtYmVyIGFycmF5LiAqL1xuY29uc3QgU01BTExfU0xPVFMgPSAyNTY7XG5jb25zdCBOT19TTE9UUzogcmVhZG9ubHkgbnVtYmVyW10gPSBbXTtcblxuLyoqXG4gKiBBIGdyb3dpbmcgbGlzdCBvZiBvZmZzZXRzLCBvbmUgb2YgdHdvIGEgc2NhbiByZWNvcmRzIGludG8gKGEgc2NhbiBpcyBzeW5jaHJvbm91cywgc28gb25lXG4gKiBwYWlyIHNlcnZlcyBldmVyeSBzY2FuKS4gV2hpbGUgdGhlcmUgYXJlIGZldywgdGhleSBnbyBpbnRvIGEgZnJlc2ggbnVtYmVyIGFycmF5LCB3aGljaCB0aGVcbiAqIHJlc3VsdCBrZWVwcyBhcyBpdCBpcyAoYXMgcXVpY2sgYXMgYSBwbGFpbiBhcnJheTogbW9zdCBmcmFtZXMgcmVjb3JkIGEgaGFuZGZ1bCkuIFBhc3RcbiAqIFNNQUxMX1NMT1RTIHRoZXkgbW92ZSBpbnRvIDMyLWJpdCByb29tOiBmb3VyIGJ5dGVzIGEgc2xvdCB3aGVyZSBhIG51bWJlciBhcnJheSB0YWtlcyBlaWdodFxuICogYW5kIGdyb3dzIGJ5IGNvcHlpbmcsIHNvIGEgYmF0Y2ggb2YgYSBtaWxsaW9uIHRpbnkgZW50cmllcyBpcyByZWNvcmRlZCBpbiA4IE1CLiBPZmZzZXRzXG4gKiBmaXQ6IGEgZnJhbWUgaXMgYXQgbW9zdCAxIEdpQiAoYC0tbWF4LWZyYW1lYCdzIGNlaWxpbmcpLCBmYXIgYmVsb3cgMl4zMS5cbiAqL1xuY2xhc3MgT2Zmc2V0TGlzdCB7XG4gIC8qKiBUaGUgc2xvdHMgd2hpbGUgdGhleSBhcmUgZmV3LiAqL1xuICBzbWFsbDogbnVtYmVyW10gPSBbXTtcbiAgLyoqIFRoZSBzbG90cyBvbmNlIHRoZXkgYXJlIG1hbnk7IG51bGwgd2hpbGUgdGhleSBhcmUgZmV3LiAqL1xuICBiaWc6IEludDMyQXJyYXk8QXJyYXlCdWZmZXI+IHwgbnVsbCA9IG51bGw7XG4gIGxlbmd0aCA9IDA7XG5cbiAgcHVzaCh2YWx1ZTogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHRoaXMubGVuZ3RoIDwgU01BTExfU0xPVFMpIHtcbiAgICAgIHRoaXMuc21hbGwucHVzaCh2YWx1ZSk7XG4gICAgICB0aGlzLmxlbmd0aCsrO1xuICAgIH0gZWxzZSB0aGlzLiNwdXNoTWFueSh2YWx1ZSk7XG4gIH1cblxuICAjcHVzaE1hbnkodmFsdWU6IG51bWJlcik6IHZvaWQge1xuICAgIGxldCBiaWcgPSB0aGlzLmJpZztcbiAgICBpZiAoYmlnID09PSBudWxsKSB7XG4gICAgICBiaWcgPSB0aGlzLmJpZyA9IG5ldyBJbnQzMkFycmF5KFNDUkFUQ0hfU0xPVFMpO1xuICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCB0aGlzLmxlbmd0aDsgaSsrKSBiaWdbaV0gPSB0aGlzLnNtYWxsW2ldO1xuICAgICAgdGhpcy5zbWFsbCA9IFtdO1xuICAgIH0gZWxzZSBpZiAodGhpcy5sZW5ndGggPT09IGJpZy5sZW5ndGgpIHtcbiAgICAgIGNvbnN0IGJpZ2dlciA9IG5ldyBJbnQzMkFycmF5KGJpZy5sZW5ndGggKiAyKTtcbiAgICAgIGJpZ2dlci5zZXQoYmlnKTtcbiAgICAgIGJpZyA9IHRoaXMuYmlnID0gYmlnZ2VyO1xuICAgIH1cbiAgICBiaWdbdGhpcy5sZW5ndGgrK10gPSB2YWx1ZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBXaGF0IHdhcyByZWNvcmRlZCwgZm9yIHRoZSBzY2FuJ3MgcmVzdWx0IChhIGZldyBzbG90cyBhcyB0aGUgbnVtYmVyIGFycmF5IGl0c2VsZiwgbWFueVxuICAgKiBhcyBhIHR5cGVkIGFycmF5IG9mIHRoZWlyIGV4YWN0IHNpemUpLCBhbmQgYW4gZW1wdHkgbGlzdCBhZ2Fpbi5cbiAgICovXG4gIHRha2UoKTogQXJyYXlMaWtlPG51bWJlcj4ge1xuICAgIGNvbnN0IG4gPSB0aGlzLmxlbmd0aDtcbiAgICBpZiAobiA9PT0gMCkgcmV0dXJuIE5PX1NMT1RTO1xuICAgIGlmICh0aGlzLmJpZyA9PT0gbnVsbCkge1xuICAgICAgY29uc3Qgb3V0ID0gdGhpcy5zbWFsbDtcbiAgICAgIHRoaXMuc21hbGwgPSBbXTtcbiAgICAgIHRoaXMubGVuZ3RoID0gMDtcbiAgICAgIHJldHVybiBvdXQ7XG4gICAgfVxuICAgIGNvbnN0IG91dCA9IHRoaXMuYmlnLnNsaWNlKDAsIG4pO1xuICAgIHRoaXMucmVzZXQoKTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgLyoqIEVtcHR5IGFnYWluLCBsZXR0aW5nIGdvIG9mIHRoZSAzMi1iaXQgcm9vbSAoYWZ0ZXIgYSBmYWlsZWQgc2NhbiB0b28pLiAqL1xuICByZXNldCgpOiB2b2lkIHtcbiAgICBpZiAodGhpcy5sZW5ndGggPT09IDApIHJldHVybjtcbiAgICB0aGlzLmxlbmd0aCA9IDA7XG4gICAgaWYgKHRoaXMuYmlnID09PSBudWxsKSB0aGlzLnNtYWxsID0gW107XG4gICAgdGhpcy5iaWcgPSBudWxsO1xuICB9XG59XG5cbi8qKiBUaGUgc2NhbidzIHNjcmF0Y2ggbGlzdHM6IHRvcC1sZXZlbCBwYXJ0cywgYW5kIHRoZSBtZW1iZXJzIG9uZSBsZXZlbCBkb3duLiAqL1xuY29uc3QgcGFydHMgPSBuZXcgT2Zmc2V0TGlzdCgpO1xuY29uc3QgaW5uZXIgPSBuZXcgT2Zmc2V0TGlzdCgpO1xubGV0IGZhaWxPZmZzZXQgPSAwO1xubGV0IGZhaWxSZWFzb24gPSBcIlwiO1xubGV0IGxhc3RTdHJpbmdFc2NhcGVkID0gZmFsc2U7XG5cbmZ1bmN0aW9uIGZhaWwob2Zmc2V0OiBudW1iZXIsIHJlYXNvbjogc3RyaW5nKTogLTEge1xuICBmYWlsT2Zmc2V0ID0gb2Zmc2V0O1xuICBmYWlsUmVhc29uID0gcmVhc29uO1xuICByZXR1cm4gLTE7XG59XG5cbmZ1bmN0aW9uIHVuZXhwZWN0ZWQoYnl0ZXM6IFVpbnQ4QXJyYXksIGk6IG51bWJlciwgZW5kOiBudW1iZXIpOiAtMSB7XG4gIGlmIChpID49IGVuZCkgcmV0dXJuIGZhaWwoZW5kLCBgdW5leHBlY3RlZCBlbmQgb2YgaW5wdXQgYXQgb2Zmc2V0ICR7ZW5kfWApO1xuICByZXR1cm4gZmFpbChcbiAgICBpLFxuICAgIGB1bmV4cGVjdGVkIGJ5dGUgMHgke2J5dGVzW2ldLnRvU3RyaW5nKDE2KS5wYWRTdGFydCgyLCBcIjBcIil9IGF0IG9mZnNldCAke2l9YCxcbiAgKTtcbn1cblxuZnVuY3Rpb24gaXNXaGl0ZXNwYWNlKGM6IG51bWJlcik6IGJvb2xlYW4ge1xuICByZXR1cm4gYyA9PT0gU1BBQ0UgfHwgYyA9PT0gTEYgfHwgYyA9PT0gQ1IgfHwgYyA9PT0gVEFCO1xufVxuXG4vKipcbiAqIFNraXBzIEpTT04gd2hpdGVzcGFjZSAoc3BhY2UsIHRhYiwgTEYsIENSKS5cbiAqXG4gKiBAcGFyYW0gYnl0ZXMgVGhlIHRleHQncyBieXRlcy5cbiAqIEBwYXJhbSBpIE9mZnNldCB0byBzdGFydCBhdC5cbiAqIEBwYXJhbSBlbmQgT2Zmc2V0IHRvIHN0b3AgYXQuXG4gKiBAcmV0dXJucyBUaGUgb2Zmc2V0IG9mIHRoZSBmaXJzdCBub24td2hpdGVzcGFjZSBieXRlIGF0IG9yIGFmdGVyIGBpYCwgb3IgYGVuZGAuXG4gKlxuICogQGV4YW1wbGUgU2tpcCB0byB0aGUgZmlyc3QgdmFsdWUgYnl0ZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHNraXBXaGl0ZXNwYWNlIH0gZnJvbSBcIi4vanNvbl9zY2FuLnRzXCI7XG4gKiBjb25zdCBieXRlcyA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcIiBcXHJcXG57fVwiKTtcbiAqIGNvbnNvbGUubG9nKHNraXBXaGl0ZXNwYWNlKGJ5dGVzLCAwKSk7IC8vIDNcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc2tpcFdoaXRlc3BhY2UoYnl0ZXM6IFVpbnQ4QXJyYXksIGk6IG51bWJlciwgZW5kOiBudW1iZXIgPSBieXRlcy5sZW5ndGgpOiBudW1iZXIge1xuICB3aGlsZSAoaSA8IGVuZCAmJiBpc1doaXRlc3BhY2UoYnl0ZXNbaV0pKSBpKys7XG4gIHJldHVybiBpO1xufVxuXG5mdW5jdGlvbiBpc0hleChjOiBudW1iZXIpOiBib29sZWFuIHtcbiAgcmV0dXJuIChjID49IERJR0lUXzAgJiYgYyA8PSBESUdJVF85KSB8fCAoKGMgfCAweDIwKSA+PSAweDYxICYmIChjIHwgMHgyMCkgPD0gMHg2Nik7XG59XG5cbmZ1bmN0aW9uIGlzQ29udGludWF0aW9uKGM6IG51bWJlcik6IGJvb2xlYW4ge1xuICByZXR1cm4gKGMgJiAweGMwKSA9PT0gMHg4MDtcbn1cblxuLyoqXG4gKiBWYWxpZGF0ZXMgb25lIFVURi04IHNlcXVlbmNlIHdob3NlIGxlYWQgYnl0ZSAoPj0gMHg4MCkgaXMgYXQgYGlgLlxuICogUmV0dXJucyB0aGUgb2Zmc2V0IHBhc3QgaXQsIG9yIC0xICh3aXRoIHRoZSBmYWlsdXJlIHJlY29yZGVkKS5cbiAqL1xuZnVuY3Rpb24gdXRmOFNlcXVlbmNlKGJ5dGVzOiBVaW50OEFycmF5LCBpOiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyIHtcbiAgY29uc3QgbGVhZCA9IGJ5dGVzW2ldO1xuICBsZXQgbmVlZDogbnVtYmVyLCBsbyA9IDB4ODAsIGhpID0gMHhiZjtcbiAgaWYgKGxlYWQgPj0gMHhjMiAmJiBsZWFkIDw9IDB4ZGYpIG5lZWQgPSAxO1xuICBlbHNlIGlmIChsZWFkID49IDB4ZTAgJiYgbGVhZCA8PSAweGVmKSB7XG4gICAgbmVlZCA9IDI7XG4gICAgaWYgKGxlYWQgPT09IDB4ZTApIGxvID0gMHhhMDsgLy8gbm8gb3ZlcmxvbmcgMy1ieXRlIGZvcm1zXG4gICAgZWxzZSBpZiAobGVhZCA9PT0gMHhlZCkgaGkgPSAweDlmOyAvLyBubyBzdXJyb2dhdGVzXG4gIH0gZWxzZSBpZiAobGVhZCA+PSAweGYwICYmIGxlYWQgPD0gMHhmNCkge1xuICAgIG5lZWQgPSAzO1xuICAgIGlmIChsZWFkID09PSAweGYwKSBsbyA9IDB4OTA7IC8vIG5vIG92ZXJsb25nIDQtYnl0ZSBmb3Jtc1xuICAgIGVsc2UgaWYgKGxlYWQgPT09IDB4ZjQpIGhpID0gMHg4ZjsgLy8gbm90aGluZyBhYm92ZSBVKzEwRkZGRlxuICB9IGVsc2UgcmV0dXJuIGZhaWwoaSwgYGludmFsaWQgVVRGLTggYXQgb2Zmc2V0ICR7aX1gKTtcbiAgaWYgKGkgKyBuZWVkID49IGVuZCkgcmV0dXJuIGZhaWwoaSwgYGludmFsaWQgVVRGLTggYXQgb2Zmc2V0ICR7aX1gKTtcbiAgY29uc3Qgc2Vjb25kID0gYnl0ZXNbaSArIDFdO1xuICBpZiAoc2Vjb25kIDwgbG8gfHwgc2Vjb25kID4gaGkpIHJldHVybiBmYWlsKGksIGBpbnZhbGlkIFVURi04IGF0IG9mZnNldCAke2l9YCk7XG4gIGZvciAobGV0IGsgPSAyOyBrIDw9IG5lZWQ7IGsrKykge1xuICAgIGlmICghaXNDb250aW51YXRpb24oYnl0ZXNbaSArIGtdKSkgcmV0dXJuIGZhaWwoaSwgYGludmFsaWQgVVRGLTggYXQgb2Zmc2V0ICR7aX1gKTtcbiAgfVxuICByZXR1cm4gaSArIG5lZWQgKyAxO1xufVxuXG4vKipcbiAqIFNjYW5zIHRoZSBzdHJpbmcgd2hvc2Ugb3BlbmluZyBxdW90ZSBpcyBhdCBgaWAuIFJldHVybnMgdGhlIG9mZnNldCBwYXN0IGl0cyBjbG9zaW5nXG4gKiBxdW90ZSwgb3IgLTEuIFNldHMgYGxhc3RTdHJpbmdFc2NhcGVkYC5cbiAqL1xuZnVuY3Rpb24gc3RyaW5nRW5kKGJ5dGVzOiBVaW50OEFycmF5LCBpOiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyIHtcbiAgY29uc3Qgb3BlbiA9IGk7XG4gIGxldCBlc2NhcGVkID0gZmFsc2U7XG4gIGkrKztcbiAgZm9yICg7Oykge1xuICAgIC8vIFRoZSBjb21tb24gY2FzZTogYSBydW4gb2YgcHJpbnRhYmxlIEFTQ0lJIG90aGVyIHRoYW4gYFwiYCBhbmQgYFxcYC5cbiAgICBjb25zdCBwbGFpbiA9IFBMQUlOO1xuICAgIGlmIChMSVRUTEVfRU5ESUFOICYmIGVuZCAtIGkgPj0gV09SRF9TS0lQX0JZVEVTKSBpID0gcGxhaW5Xb3Jkc0VuZChieXRlcywgaSwgZW5kKTtcbiAgICB3aGlsZSAoaSA8IGVuZCAmJiBwbGFpbltieXRlc1tpXV0gPT09IDEpIGkrKztcbiAgICBpZiAoaSA+PSBlbmQpIGJyZWFrO1xuICAgIGNvbnN0IGMgPSBieXRlc1tpXTtcbiAgICBpZiAoYyA9PT0gUVVPVEUpIHtcbiAgICAgIGxhc3RTdHJpbmdFc2NhcGVkID0gZXNjYXBlZDtcbiAgICAgIHJldHVybiBpICsgMTtcbiAgICB9XG4gICAgaWYgKGMgPT09IEJBQ0tTTEFTSCkge1xuICAgICAgZXNjYXBlZCA9IHRydWU7XG4gICAgICBpZiAoaSArIDEgPj0gZW5kKSBicmVhaztcbiAgICAgIGNvbnN0IGUgPSBieXRlc1tpICsgMV07XG4gICAgICBpZiAoZSA9PT0gTE9XRVJfVSkge1xuICAgICAgICBpZiAoXG4gICAgICAgICAgaSArIDUgPj0gZW5kIHx8ICFpc0hleChieXRlc1tpICsgMl0pIHx8ICFpc0hleChieXRlc1tpICsgM10pIHx8ICFpc0hleChieXRlc1tpICsgNF0pIHx8XG4gICAgICAgICAgIWlzSGV4KGJ5dGVzW2kgKyA1XSlcbiAgICAgICAgKSB7XG4gICAgICAgICAgcmV0dXJuIGZhaWwoaSwgYGludmFsaWQgXFxcXHUgZXNjYXBlIGF0IG9mZnNldCAke2l9YCk7XG4gICAgICAgIH1cbiAgICAgICAgaSArPSA2O1xuICAgICAgfSBlbHNlIGlmIChcbiAgICAgICAgZSA9PT0gUVVPVEUgfHwgZSA9PT0gQkFDS1NMQVNIIHx8IGUgPT09IFNMQVNIIHx8IGUgPT09IDB4NjIgfHwgZSA9PT0gTE9XRVJfRiB8fFxuICAgICAgICBlID09PSBMT1dFUl9OIHx8IGUgPT09IDB4NzIgfHwgZSA9PT0gTE9XRVJfVFxuICAgICAgKSB7XG4gICAgICAgIGkgKz0gMjtcbiAgICAgIH0gZWxzZSByZXR1cm4gZmFpbChpLCBgaW52YWxpZCBlc2NhcGUgYXQgb2Zmc2V0ICR7aX1gKTtcbiAgICB9IGVsc2UgaWYgKGMgPCAweDIwKSB7XG4gICAgICByZXR1cm4gZmFpbChcbiAgICAgICAgaSxcbiAgICAgICAgYGNvbnRyb2wgY2hhcmFjdGVyIDB4JHtjLnRvU3RyaW5nKDE2KS5wYWRTdGFydCgyLCBcIjBcIil9IGluIGEgc3RyaW5nIGF0IG9mZnNldCAke2l9YCxcbiAgICAgICk7XG4gICAgfSBlbHNlIHtcbiAgICAgIGkgPSB1dGY4U2VxdWVuY2UoYnl0ZXMsIGksIGVuZCk7XG4gICAgICBpZiAoaSA8IDApIHJldHVybiAtMTtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIGZhaWwoZW5kLCBgdW50ZXJtaW5hdGVkIHN0cmluZyBzdGFydGluZyBhdCBvZmZzZXQgJHtvcGVufWApO1xufVxuXG5mdW5jdGlvbiBkaWdpdHNFbmQoYnl0ZXM6IFVpbnQ4QXJyYXksIGk6IG51bWJlciwgZW5kOiBudW1iZXIpOiBudW1iZXIge1xuICB3aGlsZSAoaSA8IGVuZCAmJiBieXRlc1tpXSA+PSBESUdJVF8wICYmIGJ5dGVzW2ldIDw9IERJR0lUXzkpIGkrKztcbiAgcmV0dXJuIGk7XG59XG5cbi8qKiBTY2FucyB0aGUgbnVtYmVyIHN0YXJ0aW5nIGF0IGBpYCAoYSBtaW51cyBzaWduIG9yIGEgZGlnaXQpLiBSZXR1cm5zIHRoZSBvZmZzZXQgcGFzdCBpdCwgb3IgLTEuICovXG5mdW5jdGlvbiBudW1iZXJFbmQoYnl0ZXM6IFVpbnQ4QXJyYXksIGk6IG51bWJlciwgZW5kOiBudW1iZXIpOiBudW1iZXIge1xuICBpZiAoYnl0ZXNbaV0gPT09IE1JTlVTKSBpKys7XG4gIGlmIChpID49IGVuZCkgcmV0dXJuIHVuZXhwZWN0ZWQoYnl0ZXMsIGksIGVuZCk7XG4gIGNvbnN0IGZpcnN0ID0gYnl0ZXNbaV07XG4gIGlmIChmaXJzdCA9PT0gRElHSVRfMCkgaSsrO1xuICBlbHNlIGlmIChmaXJzdCA+IERJR0lUXzAgJiYgZmlyc3QgPD0gRElHSVRfOSkgaSA9IGRpZ2l0c0VuZChieXRlcywgaSArIDEsIGVuZCk7XG4gIGVsc2UgcmV0dXJuIHVuZXhwZWN0ZWQoYnl0ZXMsIGksIGVuZCk7XG4gIGlmIChpIDwgZW5kICYmIGJ5dGVzW2ldID09PSBET1QpIHtcbiAgICBjb25zdCBqID0gZGlnaXRzRW5kKGJ5dGVzLCBpICsgMSwgZW5kKTtcbiAgICBpZiAoaiA9PT0gaSArIDEpIHJldHVybiB1bmV4cGVjdGVkKGJ5dGVzLCBqLCBlbmQpO1xuICAgIGkgPSBqO1xuICB9XG4gIGlmIChpIDwgZW5kICYmIChieXRlc1tpXSA9PT0gTE9XRVJfRSB8fCBieXRlc1tpXSA9PT0gVVBQRVJfRSkpIHtcbiAgICBpKys7XG4gICAgaWYgKGkgPCBlbmQgJiYgKGJ5dGVzW2ldID09PSBQTFVTIHx8IGJ5dGVzW2ldID09PSBNSU5VUykpIGkrKztcbiAgICBjb25zdCBqID0gZGlnaXRzRW5kKGJ5dGVzLCBpLCBlbmQpO1xuICAgIGlmIChqID09PSBpKSByZXR1cm4gdW5leHBlY3RlZChieXRlcywgaiwgZW5kKTtcbiAgICBpID0gajtcbiAgfVxuICByZXR1cm4gaTtcbn1cblxuLyoqIE1hdGNoZXMgdGhlIGxpdGVyYWwgYHdvcmRgIChpdHMgYnl0ZXMgZ2l2ZW4gYXMgY2hhciBjb2RlcykgYXQgYGlgLiAqL1xuZnVuY3Rpb24gbGl0ZXJhbEVuZChieXRlczogVWludDhBcnJheSwgaTogbnVtYmVyLCBlbmQ6IG51bWJlciwgd29yZDogc3RyaW5nKTogbnVtYmVyIHtcbiAgZm9yIChsZXQgayA9IDA7IGsgPCB3b3JkLmxlbmd0aDsgaysrKSB7XG4gICAgaWYgKGkgKyBrID49IGVuZCB8fCBieXRlc1tpICsga10gIT09IHdvcmQuY2hhckNvZGVBdChrKSkgcmV0dXJuIHVuZXhwZWN0ZWQoYnl0ZXMsIGkgKyBrLCBlbmQpO1xuICB9XG4gIHJldHVybiBpICsgd29yZC5sZW5ndGg7XG59XG5cbmZ1bmN0aW9uIHB1c2goZGVwdGg6IG51bWJlciwga2luZDogbnVtYmVyKTogdm9pZCB7XG4gIGlmIChkZXB0aCA9PT0gc3RhY2subGVuZ3RoKSB7XG4gICAgY29uc3QgYmlnZ2VyID0gbmV3IFVpbnQ4QXJyYXkoc3RhY2subGVuZ3RoICogMik7XG4gICAgYmlnZ2VyLnNldChzdGFjayk7XG4gICAgc3RhY2sgPSBiaWdnZXI7XG4gIH1cbiAgc3RhY2tbZGVwdGhdID0ga2luZDtcbn1cblxuLyoqXG4gKiBTY2FucyBhIGtleSAoYXQgYGlgLCBhZnRlciBvcHRpb25hbCB3aGl0ZXNwYWNlKSwgaXRzIGNvbG9uIGFuZCB0aGUgd2hpdGVzcGFjZSBhZnRlciBpdC5cbiAqIFJlY29yZHMgdGhlIGtleSB3aGVuIGBwYXJ0c2AgaXMgZ2l2ZW4uIFJldHVybnMgdGhlIG9mZnNldCBvZiB0aGUgbWVtYmVyJ3MgdmFsdWUsIG9yIC0xLlxuICovXG5mdW5jdGlvbiBrZXlUaGVuQ29sb24oXG4gIGJ5dGVzOiBVaW50OEFycmF5LFxuICBpOiBudW1iZXIsXG4gIGVuZDogbnVtYmVyLFxuICBwYXJ0czogT2Zmc2V0TGlzdCB8IG51bGwsXG4pOiBudW1iZXIge1xuICBpZiAoaSA+PSBlbmQgfHwgYnl0ZXNbaV0gIT09IFFVT1RFKSByZXR1cm4gdW5leHBlY3RlZChieXRlcywgaSwgZW5kKTtcbiAgY29uc3Qga2V5RW5kID0gc3RyaW5nRW5kKGJ5dGVzLCBpLCBlbmQpO1xuICBpZiAoa2V5RW5kIDwgMCkgcmV0dXJuIC0xO1xuICBpZiAocGFydHMgIT09IG51bGwpIHtcbiAgICAvLyBBbiBlc2NhcGVkIGtleSBpcyBtYXJrZWQgYnkgYSBuZWdhdGl2ZSBzdGFydCwgLShzdGFydCArIDEpLCB3aGljaCBpcyBiZWxvdyAtMSBiZWNhdXNlIGFcbiAgICAvLyBrZXkgbmV2ZXIgc3RhcnRzIGF0IG9mZnNldCAwOyBlbGVtZW50cyByZWNvcmQgLTEgZm9yIGJvdGgga2V5IHNsb3RzLlxuICAgIHBhcnRzLnB1c2gobGFzdFN0cmluZ0VzY2FwZWQgPyAtKGkgKyAxKSA6IGkpO1xuICAgIHBhcnRzLnB1c2goa2V5RW5kKTtcbiAgfVxuICBpID0gc2tpcFdoaXRlc3BhY2UoYnl0ZXMsIGtleUVuZCwgZW5kKTtcbiAgaWYgKGkgPj0gZW5kIHx8IGJ5dGVzW2ldICE9PSBDT0xPTikgcmV0dXJuIHVuZXhwZWN0ZWQoYnl0ZXMsIGksIGVuZCk7XG4gIHJldHVybiBza2lwV2hpdGVzcGFjZShieXRlcywgaSArIDEsIGVuZCk7XG59XG5cbi8qKlxuICogU2NhbnMgYSBtZW1iZXIncyBrZXkgYW5kIGNvbG9uIGluIGFuIG9iamVjdCBhdCBgZGVwdGhgLCByZWNvcmRpbmcgaXQgaW4gYHBhcnRzYCAoYVxuICogdG9wLWxldmVsIG1lbWJlcikgb3IgYGlubmVyYCAoYSBtZW1iZXIgb2YgYSB0b3AtbGV2ZWwgbWVtYmVyJ3Mgb2JqZWN0IHZhbHVlLCB3aXRoIHRoYXRcbiAqIG1lbWJlcidzIGluZGV4IGFuZCB0aGUgdmFsdWUncyBzdGFydDsgdGhlIHNjYW4gYWRkcyB0aGUgdmFsdWUncyBlbmQpLiBSZXR1cm5zIHRoZSBvZmZzZXRcbiAqIG9mIHRoZSBtZW1iZXIncyB2YWx1ZSwgb3IgLTEuXG4gKi9cbmZ1bmN0aW9uIG1lbWJlcktleShcbiAgYnl0ZXM6IFVpbnQ4QXJyYXksXG4gIGk6IG51bWJlcixcbiAgZW5kOiBudW1iZXIsXG4gIGRlcHRoOiBudW1iZXIsXG4gIHBhcnRzOiBPZmZzZXRMaXN0LFxuICBpbm5lcjogT2Zmc2V0TGlzdCxcbik6IG51bWJlciB7XG4gIGlmIChkZXB0aCA9PT0gMSkgcmV0dXJuIGtleVRoZW5Db2xvbihieXRlcywgaSwgZW5kLCBwYXJ0cyk7XG4gIGlmIChkZXB0aCAhPT0gMiB8fCBzdGFja1swXSAhPT0gSU5fT0JKRUNUKSByZXR1cm4ga2V5VGhlbkNvbG9uKGJ5dGVzLCBpLCBlbmQsIG51bGwpO1xuICBpbm5lci5wdXNoKChwYXJ0cy5sZW5ndGggLSAzKSAvIFNMT1RTKTsgLy8gdGhlIHRvcC1sZXZlbCBtZW1iZXIgd2hvc2UgdmFsdWUgdGhpcyBpc1xuICBjb25zdCB2YWx1ZSA9IGtleVRoZW5Db2xvbihieXRlcywgaSwgZW5kLCBpbm5lcik7XG4gIGlubmVyLnB1c2godmFsdWUpO1xuICByZXR1cm4gdmFsdWU7XG59XG5cbi8qKlxuICogVGhlIGNvcmUgcGFzcy4gUmV0dXJucyB0aGUgb2Zmc2V0IGp1c3QgcGFzdCB0aGUgdG9wLWxldmVsIHZhbHVlLCBvciAtMS4gYHBhcnRzYCByZWNlaXZlc1xuICogU0xPVFMgbnVtYmVycyBwZXIgdG9wLWxldmVsIG1lbWJlciBvciBFTEVNRU5UX1NMT1RTIHBlciBlbGVtZW50LCBgaW5uZXJgIElOTkVSX1NMT1RTIG51bWJlcnMgcGVyIG1lbWJlciBvZlxuICogYW4gb2JqZWN0IHRoYXQgaXMgYSB0b3AtbGV2ZWwgbWVtYmVyJ3MgdmFsdWUuXG4gKi9cbmZ1bmN0aW9uIHNjYW4oXG4gIGJ5dGVzOiBVaW50OEFycmF5LFxuICBzdGFydDogbnVtYmVyLFxuICBlbmQ6IG51bWJlcixcbiAgcGFydHM6IE9mZnNldExpc3QsXG4gIGlubmVyOiBPZmZzZXRMaXN0LFxuKTogbnVtYmVyIHtcbiAgbGV0IGkgPSBzdGFydDtcbiAgbGV0IGRlcHRoID0gMDtcbiAgbGV0IHZhbHVlRW5kID0gLTE7XG4gIGZvciAoOzspIHtcbiAgICAvLyBBIHZhbHVlIGlzIGV4cGVjdGVkIGF0IGkgKHdoaXRlc3BhY2UgYWxyZWFkeSBza2lwcGVkKS5cbiAgICBpZiAoZGVwdGggPT09IDEpIHBhcnRzLnB1c2goaSk7XG4gICAgaWYgKGkgPj0gZW5kKSByZXR1cm4gdW5leHBlY3RlZChieXRlcywgaSwgZW5kKTtcbiAgICBjb25zdCBjID0gYnl0ZXNbaV07XG4gICAgbGV0IGNsb3NlZCA9IHRydWU7XG4gICAgaWYgKGMgPT09IE9QRU5fQlJBQ0UpIHtcbiAgICAgIHB1c2goZGVwdGgrKywgSU5fT0JKRUNUKTtcbiAgICAgIGkgPSBza2lwV2hpdGVzcGFjZShieXRlcywgaSArIDEsIGVuZCk7XG4gICAgICBpZiAoaSA8IGVuZCAmJiBieXRlc1tpXSA9PT0gQ0xPU0VfQlJBQ0UpIHtcbiAgICAgICAgZGVwdGgtLTtcbiAgICAgICAgaSsrO1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgaSA9IG1lbWJlcktleShieXRlcywgaSwgZW5kLCBkZXB0aCwgcGFydHMsIGlubmVyKTtcbiAgICAgICAgaWYgKGkgPCAwKSByZXR1cm4gLTE7XG4gICAgICAgIGNsb3NlZCA9IGZhbHNlO1xuICAgICAgfVxuICAgIH0gZWxzZSBpZiAoYyA9PT0gT1BFTl9CUkFDS0VUKSB7XG4gICAgICBwdXNoKGRlcHRoKyssIElOX0FSUkFZKTtcbiAgICAgIGkgPSBza2lwV2hpdGVzcGFjZShieXRlcywgaSArIDEsIGVuZCk7XG4gICAgICBpZiAoaSA8IGVuZCAmJiBieXRlc1tpXSA9PT0gQ0xPU0VfQlJBQ0tFVCkge1xuICAgICAgICBkZXB0aC0tO1xuICAgICAgICBpKys7XG4gICAgICB9IGVsc2UgY2xvc2VkID0gZmFsc2U7XG4gICAgfSBlbHNlIGlmIChjID09PSBRVU9URSkge1xuICAgICAgaSA9IHN0cmluZ0VuZChieXRlcywgaSwgZW5kKTtcbiAgICB9IGVsc2UgaWYgKGMgPT09IE1JTlVTIHx8IChjID49IERJR0lUXzAgJiYgYyA8PSBESUdJVF85KSkge1xuICAgICAgaSA9IG51bWJlckVuZChieXRlcywgaSwgZW5kKTtcbiAgICB9IGVsc2UgaWYgKGMgPT09IExPV0VSX1QpIHtcbiAgICAgIGkgPSBsaXRlcmFsRW5kKGJ5dGVzLCBpLCBlbmQsIFwidHJ1ZVwiKTtcbiAgICB9IGVsc2UgaWYgKGMgPT09IExPV0VSX0YpIHtcbiAgICAgIGkgPSBsaXRlcmFsRW5kKGJ5dGVzLCBpLCBlbmQsIFwiZmFsc2VcIik7XG4gICAgfSBlbHNlIGlmIChjID09PSBMT1dFUl9OKSB7XG4gICAgICBpID0gbGl0ZXJhbEVuZChieXRlcywgaSwgZW5kLCBcIm51bGxcIik7XG4gICAgfSBlbHNlIHtcbiAgICAgIHJldHVybiB1bmV4cGVjdGVkKGJ5dGVzLCBpLCBlbmQpO1xuICAgIH1cbiAgICBpZiAoaSA8IDApIHJldHVybiAtMTtcbiAgICBpZiAoIWNsb3NlZCkgY29udGludWU7XG4gICAgLy8gQSB2YWx1ZSBlbmRlZCBhdCBpOiBjbG9zZSBjb250YWluZXJzIHVudGlsIG9uZSBleHBlY3RzIGFub3RoZXIgdmFsdWUuXG4gICAgZm9yICg7Oykge1xuICAgICAgaWYgKGRlcHRoID09PSAwKSB7XG4gICAgICAgIHZhbHVlRW5kID0gaTtcbiAgICAgICAgYnJlYWs7XG4gICAgICB9XG4gICAgICBpZiAoZGVwdGggPT09IDEpIHBhcnRzLnB1c2goaSk7XG4gICAgICBlbHNlIGlmIChkZXB0aCA9PT0gMiAmJiBzdGFja1swXSA9PT0gSU5fT0JKRUNUICYmIHN0YWNrWzFdID09PSBJTl9PQkpFQ1QpIGlubmVyLnB1c2goaSk7XG4gICAgICBpID0gc2tpcFdoaXRlc3BhY2UoYnl0ZXMsIGksIGVuZCk7XG4gICAgICBpZiAoaSA+PSBlbmQpIHJldHVybiB1bmV4cGVjdGVkKGJ5dGVzLCBpLCBlbmQpO1xuICAgICAgY29uc3QgZCA9IGJ5dGVzW2ldO1xuICAgICAgY29uc3QgaW5zaWRlID0gc3RhY2tbZGVwdGggLSAxXTtcbiAgICAgIGlmIChkID09PSBDT01NQSkge1xuICAgICAgICBpID0gc2tpcFdoaXRlc3BhY2UoYnl0ZXMsIGkgKyAxLCBlbmQpO1xuICAgICAgICBpZiAoaW5zaWRlID09PSBJTl9PQkpFQ1QpIHtcbiAgICAgICAgICBpID0gbWVtYmVyS2V5KGJ5dGVzLCBpLCBlbmQsIGRlcHRoLCBwYXJ0cywgaW5uZXIpO1xuICAgICAgICAgIGlmIChpIDwgMCkgcmV0dXJuIC0xO1xuICAgICAgICB9XG4gICAgICAgIGJyZWFrO1xuICAgICAgfVxuICAgICAgaWYgKFxuICAgICAgICAoZCA9PT0gQ0xPU0VfQlJBQ0UgJiYgaW5zaWRlID09PSBJTl9PQkpFQ1QpIHx8IChkID09PSBDTE9TRV9CUkFDS0VUICYmIGluc2lkZSA9PT0gSU5fQVJSQVkpXG4gICAgICApIHtcbiAgICAgICAgZGVwdGgtLTtcbiAgICAgICAgaSsrO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIHJldHVybiB1bmV4cGVjdGVkKGJ5dGVzLCBpLCBlbmQpO1xuICAgIH1cbiAgICBpZiAodmFsdWVFbmQgPj0gMCkgcmV0dXJuIHZhbHVlRW5kO1xuICB9XG59XG5cbi8qKlxuICogQSByZWNvcmRlZCBrZXkncyB0ZXh0OiBgc3RhcnRgIGlzIHRoZSBvcGVuaW5nIHF1b3RlJ3Mgb2Zmc2V0LCBvciAtKHN0YXJ0ICsgMSkgd2hlbiB0aGUga2V5XG4gKiBoYXMgYSBiYWNrc2xhc2ggZXNjYXBlLlxuICovXG5mdW5jdGlvbiBrZXlUZXh0KGJ5dGVzOiBVaW50OEFycmF5LCBzdGFydDogbnVtYmVyLCBlbmQ6IG51bWJlcik6IHN0cmluZyB7XG4gIGlmIChzdGFydCA8IDApIHJldHVybiBKU09OLnBhcnNlKHV0ZjguZGVjb2RlKGJ5dGVzLnN1YmFycmF5KC1zdGFydCAtIDEsIGVuZCkpKTtcbiAgcmV0dXJuIHV0ZjguZGVjb2RlKGJ5dGVzLnN1YmFycmF5KHN0YXJ0ICsgMSwgZW5kIC0gMSkpO1xufVxuXG4vKiogV2hldGhlciBhIHJlY29yZGVkIGtleSBpcyBgbmFtZWAsIGNvbXBhcmVkIHdpdGhvdXQgZGVjb2Rpbmcgd2hlbiBib3RoIGFyZSBwbGFpbiBBU0NJSS4gKi9cbmZ1bmN0aW9uIGtleUVxdWFscyhieXRlczogVWludDhBcnJheSwgc3RhcnQ6IG51bWJlciwgZW5kOiBudW1iZXIsIG5hbWU6IHN0cmluZyk6IGJvb2xlYW4ge1xuICBpZiAoc3RhcnQgPCAwKSByZXR1cm4ga2V5VGV4dChieXRlcywgc3RhcnQsIGVuZCkgPT09IG5hbWU7XG4gIGNvbnN0IGZpcnN0ID0gc3RhcnQgKyAxO1xuICBpZiAoZW5kIC0gMSAtIGZpcnN0ID09PSBuYW1lLmxlbmd0aCkge1xuICAgIGZvciAobGV0IGogPSAwOyBqIDwgbmFtZS5sZW5ndGg7IGorKykge1xuICAgICAgY29uc3QgYyA9IG5hbWUuY2hhckNvZGVBdChqKTtcbiAgICAgIC8vIEFsbCBvZiBuYW1lWzAsIGopIGlzIEFTQ0lJLCBzbyBlcXVhbCB0ZXh0cyBoYXZlIGVxdWFsIGJ5dGVzIHVwIHRvIGhlcmUuXG4gICAgICBpZiAoYyA+PSAweDgwKSByZXR1cm4ga2V5VGV4dChieXRlcywgc3RhcnQsIGVuZCkgPT09IG5hbWU7XG4gICAgICBpZiAoYnl0ZXNbZmlyc3QgKyBqXSAhPT0gYykgcmV0dXJuIGZhbHNlO1xuICAgIH1cbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuICAvLyBCeXRlIGxlbmd0aCBkaWZmZXJzIGZyb20gbmFtZS5sZW5ndGg6IG9ubHkgYSBub24tQVNDSUkgbmFtZSBjYW4gc3RpbGwgbWF0Y2guXG4gIGZvciAobGV0IGogPSAwOyBqIDwgbmFtZS5sZW5ndGg7IGorKykge1xuICAgIGlmIChuYW1lLmNoYXJDb2RlQXQoaikgPj0gMHg4MCkgcmV0dXJuIGtleVRleHQoYnl0ZXMsIHN0YXJ0LCBlbmQpID09PSBuYW1lO1xuICB9XG4gIHJldHVybiBmYWxzZTtcbn1cblxuLyoqXG4gKiBUaGUgcmVzdWx0IG9mIGEgc3VjY2Vzc2Z1bCB7QGxpbmtjb2RlIHNjYW5Kc29ufTogdGhlIHRvcC1sZXZlbCB2YWx1ZSdzIHR5cGUgYW5kIHNwYW4sIGFuZFxuICogZm9yIGFuIG9iamVjdCBvciBhcnJheSB0aGUgc3BhbnMgb2YgaXRzIG1lbWJlcnMgb3IgZWxlbWVudHMuXG4gKlxuICogQGV4YW1wbGUgTG9vayB1cCBtZW1iZXJzIGJ5IG5hbWVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBzY2FuSnNvbiB9IGZyb20gXCIuL2pzb25fc2Nhbi50c1wiO1xuICogY29uc3QgYnl0ZXMgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYHtcImlkXCI6MTIzNDU2Nzg5MDEyMzQ1Njc4OTAsXCJpZFwiOjEuMH1gKTtcbiAqIGNvbnN0IHNjYW4gPSBzY2FuSnNvbihieXRlcyk7XG4gKiBpZiAoc2Nhbi52YWxpZCkge1xuICogICBjb25zdCBpZCA9IHNjYW4ubWVtYmVyKFwiaWRcIikhOyAvLyB0aGUgbGFzdCBcImlkXCIsIGFzIEpTT04ucGFyc2Uga2VlcHMgaXRcbiAqICAgY29uc29sZS5sb2cobmV3IFRleHREZWNvZGVyKCkuZGVjb2RlKGJ5dGVzLnN1YmFycmF5KGlkLnN0YXJ0LCBpZC5lbmQpKSk7IC8vIDEuMFxuICogfVxuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBKc29uU2NhbiB7XG4gIC8qKiBEaXNjcmltaW5hbnQ6IHRoZSByYW5nZSBob2xkcyBvbmUgdmFsaWQgSlNPTiB2YWx1ZS4gKi9cbiAgcmVhZG9ubHkgdmFsaWQgPSB0cnVlIGFzIGNvbnN0O1xuICAvKiogVGhlIHNjYW5uZWQgYnl0ZXMuICovXG4gIHJlYWRvbmx5IGJ5dGVzOiBVaW50OEFycmF5O1xuICAvKiogVGhlIHRvcC1sZXZlbCB2YWx1ZSdzIHR5cGUuICovXG4gIHJlYWRvbmx5IHR5cGU6IEpzb25UeXBlO1xuICAvKiogVGhlIHRvcC1sZXZlbCB2YWx1ZSdzIHNwYW4gKHN1cnJvdW5kaW5nIHdoaXRlc3BhY2UgZXhjbHVkZWQpLiAqL1xuICByZWFkb25seSBzcGFuOiBTcGFuO1xuICByZWFkb25seSAjcGFydHM6IEFycmF5TGlrZTxudW1iZXI+O1xuICByZWFkb25seSAjaW5uZXI6IEFycmF5TGlrZTxudW1iZXI+O1xuICAvKiogU2xvdHMgcGVyIHBhcnQ6IFNMT1RTIGZvciBhbiBvYmplY3QncyBtZW1iZXJzLCBFTEVNRU5UX1NMT1RTIGZvciBhbiBhcnJheSdzIGVsZW1lbnRzLiAqL1xuICByZWFkb25seSAjc3RyaWRlOiBudW1iZXI7XG4gIC8qKiBXaGVyZSBhIHBhcnQncyB2YWx1ZSBzdGFydCBpcyBhbW9uZyBpdHMgc2xvdHMgKGFmdGVyIHRoZSBrZXkncyB0d28sIGZvciBhIG1lbWJlcikuICovXG4gIHJlYWRvbmx5ICN2YWx1ZTogbnVtYmVyO1xuXG4gIC8qKlxuICAgKiBXcmFwcyB0aGUgcGFydHMgYSBzY2FuIHJlY29yZGVkLiBVc2Uge0BsaW5rY29kZSBzY2FuSnNvbn0gaW5zdGVhZC5cbiAgICpcbiAgICogQHBhcmFtIGJ5dGVzIFRoZSBzY2FubmVkIGJ5dGVzLlxuICAgKiBAcGFyYW0gdHlwZSBUaGUgdG9wLWxldmVsIHZhbHVlJ3MgdHlwZS5cbiAgICogQHBhcmFtIHNwYW4gVGhlIHRvcC1sZXZlbCB2YWx1ZSdzIHNwYW4uXG4gICAqIEBwYXJhbSBwYXJ0cyBGb3VyIG51bWJlcnMgcGVyIG1lbWJlciAoa2V5IHN0YXJ0IGFuZCBlbmQsIHZhbHVlIHN0YXJ0IGFuZCBlbmQpLCB0d28gcGVyXG4gICAqICAgZWxlbWVudCAodmFsdWUgc3RhcnQgYW5kIGVuZCkuXG4gICAqIEBwYXJhbSBpbm5lciBGaXZlIG51bWJlcnMgcGVyIG1lbWJlciBvZiBhIG1lbWJlcidzIG9iamVjdCB2YWx1ZS5cbiAgICovXG4gIGNvbnN0cnVjdG9yKFxuICAgIGJ5dGVzOiBVaW50OEFycmF5LFxuICAgIHR5cGU6IEpzb25UeXBlLFxuICAgIHNwYW46IFNwYW4sXG4gICAgcGFydHM6IEFycmF5TGlrZTxudW1iZXI+LFxuICAgIGlubmVyOiBBcnJheUxpa2U8bnVtYmVyPiA9IE5PX1NMT1RTLFxuICApIHtcbiAgICB0aGlzLmJ5dGVzID0gYnl0ZXM7XG4gICAgdGhpcy50eXBlID0gdHlwZTtcbiAgICB0aGlzLnNwYW4gPSBzcGFuO1xuICAgIHRoaXMuI3BhcnRzID0gcGFydHM7XG4gICAgdGhpcy4jaW5uZXIgPSBpbm5lcjtcbiAgICB0aGlzLiNzdHJpZGUgPSB0eXBlID09PSBcImFycmF5XCIgPyBFTEVNRU5UX1NMT1RTIDogU0xPVFM7XG4gICAgdGhpcy4jdmFsdWUgPSB0aGlzLiNzdHJpZGUgLSAyO1xuICB9XG5cbiAgLyoqIEhvdyBtYW55IG1lbWJlcnMgKG9iamVjdCkgb3IgZWxlbWVudHMgKGFycmF5KSB0aGUgdmFsdWUgaGFzOyAwIGZvciBhIHNjYWxhci4gKi9cbiAgZ2V0IGxlbmd0aCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiNwYXJ0cy5sZW5ndGggLyB0aGlzLiNzdHJpZGU7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHNwYW4gb2YgbWVtYmVyIG9yIGVsZW1lbnQgYGluZGV4YCdzIHZhbHVlLlxuICAgKlxuICAgKiBAcGFyYW0gaW5kZXggRnJvbSAwIHRvIGBsZW5ndGggLSAxYC5cbiAgICogQHJldHVybnMgVGhlIHZhbHVlJ3Mgc3Bhbi5cbiAgICovXG4gIHZhbHVlU3BhbihpbmRleDogbnVtYmVyKTogU3BhbiB7XG4gICAgY29uc3QgcCA9IHRoaXMuI3BhcnRzLCBrID0gaW5kZXggKiB0aGlzLiNzdHJpZGUgKyB0aGlzLiN2YWx1ZTtcbiAgICByZXR1cm4geyBzdGFydDogcFtrXSwgZW5kOiBwW2sgKyAxXSB9O1xuICB9XG5cbiAgLyoqXG4gICAqIE9mZnNldCBvZiBtZW1iZXIgb3IgZWxlbWVudCBgaW5kZXhgJ3MgZmlyc3QgYnl0ZSAobm8gYWxsb2NhdGlvbikuXG4gICAqXG4gICAqIEBwYXJhbSBpbmRleCBGcm9tIDAgdG8gYGxlbmd0aCAtIDFgLlxuICAgKiBAcmV0dXJucyBUaGUgb2Zmc2V0LlxuICAgKi9cbiAgdmFsdWVTdGFydChpbmRleDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jcGFydHNbaW5kZXggKiB0aGlzLiNzdHJpZGUgKyB0aGlzLiN2YWx1ZV07XG4gIH1cblxuICAvKipcbiAgICogT2Zmc2V0IGp1c3QgcGFzdCBtZW1iZXIgb3IgZWxlbWVudCBgaW5kZXhgJ3MgbGFzdCBieXRlIChubyBhbGxvY2F0aW9uKS5cbiAgICpcbiAgICogQHBhcmFtIGluZGV4IEZyb20gMCB0byBgbGVuZ3RoIC0gMWAuXG4gICAqIEByZXR1cm5zIFRoZSBvZmZzZXQuXG4gICAqL1xuICB2YWx1ZUVuZChpbmRleDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jcGFydHNbaW5kZXggKiB0aGlzLiNzdHJpZGUgKyB0aGlzLiN2YWx1ZSArIDFdO1xuICB9XG5cbiAgLyoqXG4gICAqIE9mZnNldCBvZiBtZW1iZXIgYGluZGV4YCdzIGtleSdzIG9wZW5pbmcgcXVvdGUsIC0xIGZvciBhbiBhcnJheSBlbGVtZW50IChubyBhbGxvY2F0aW9uKS5cbiAgICpcbiAgICogQHBhcmFtIGluZGV4IEZyb20gMCB0byBgbGVuZ3RoIC0gMWAuXG4gICAqIEByZXR1cm5zIFRoZSBvZmZzZXQsIG9yIC0xLlxuICAgKi9cbiAga2V5U3RhcnQoaW5kZXg6IG51bWJlcik6IG51bWJlciB7XG4gICAgaWYgKHRoaXMuI3N0cmlkZSAhPT0gU0xPVFMpIHJldHVybiAtMTtcbiAgICBjb25zdCBwID0gdGhpcy4jcGFydHMsIGsgPSBpbmRleCAqIFNMT1RTO1xuICAgIHJldHVybiBwW2tdIDwgMCA/IC1wW2tdIC0gMSA6IHBba107XG4gIH1cblxuICAvKipcbiAgICogVGhlIHNwYW4gb2YgbWVtYmVyIGBpbmRleGAncyBrZXksIHF1b3RlcyBpbmNsdWRlZCAoYHVuZGVmaW5lZGAgZm9yIGFuIGFycmF5IGVsZW1lbnQpLlxuICAgKlxuICAgKiBAcGFyYW0gaW5kZXggRnJvbSAwIHRvIGBsZW5ndGggLSAxYC5cbiAgICogQHJldHVybnMgVGhlIGtleSdzIHNwYW4uXG4gICAqL1xuICBrZXlTcGFuKGluZGV4OiBudW1iZXIpOiBTcGFuIHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCBzdGFydCA9IHRoaXMua2V5U3RhcnQoaW5kZXgpO1xuICAgIHJldHVybiBzdGFydCA8IDAgPyB1bmRlZmluZWQgOiB7IHN0YXJ0LCBlbmQ6IHRoaXMuI3BhcnRzW2luZGV4ICogU0xPVFMgKyAxXSB9O1xuICB9XG5cbiAgLyoqXG4gICAqIFdoZXRoZXIgbWVtYmVyIGBpbmRleGAncyBrZXkgY29udGFpbnMgYSBiYWNrc2xhc2ggZXNjYXBlIChzbyBpdHMgYnl0ZXMgYXJlIG5vdCBpdHMgdGV4dCkuXG4gICAqXG4gICAqIEBwYXJhbSBpbmRleCBGcm9tIDAgdG8gYGxlbmd0aCAtIDFgLlxuICAgKiBAcmV0dXJucyBUcnVlIGZvciBhbiBlc2NhcGVkIGtleS5cbiAgICovXG4gIGtleUVzY2FwZWQoaW5kZXg6IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNzdHJpZGUgPT09IFNMT1RTICYmIHRoaXMuI3BhcnRzW2luZGV4ICogU0xPVFNdIDwgLTE7XG4gIH1cblxuICAvKipcbiAgICogTWVtYmVyIGBpbmRleGAncyBrZXksIGRlY29kZWQgKGVzY2FwZXMgcmVzb2x2ZWQgb25seSB3aGVuIGl0IGhhcyBhbnkpLlxuICAgKlxuICAgKiBAcGFyYW0gaW5kZXggRnJvbSAwIHRvIGBsZW5ndGggLSAxYC5cbiAgICogQHJldHVybnMgVGhlIGtleSwgb3IgYHVuZGVmaW5lZGAgZm9yIGFuIGFycmF5IGVsZW1lbnQuXG4gICAqL1xuICBrZXkoaW5kZXg6IG51bWJlcik6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gICAgaWYgKHRoaXMuI3N0cmlkZSAhPT0gU0xPVFMpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgY29uc3QgcCA9IHRoaXMuI3BhcnRzLCBrID0gaW5kZXggKiBTTE9UUztcbiAgICByZXR1cm4ga2V5VGV4dCh0aGlzLmJ5dGVzLCBwW2tdLCBwW2sgKyAxXSk7XG4gIH1cblxuICAvKipcbiAgICogV2hldGhlciBtZW1iZXIgYGluZGV4YCdzIGtleSBpcyBgbmFtZWAsIGNvbXBhcmVkIHdpdGhvdXQgZGVjb2Rpbmcgd2hlbiB0aGUga2V5IGhhcyBub1xuICAgKiBlc2NhcGVzIGFuZCBgbmFtZWAgaXMgQVNDSUkuXG4gICAqXG4gICAqIEBwYXJhbSBpbmRleCBGcm9tIDAgdG8gYGxlbmd0aCAtIDFgLlxuICAgKiBAcGFyYW0gbmFtZSBUaGUga2V5IHRvIGNvbXBhcmUgd2l0aC5cbiAgICogQHJldHVybnMgVHJ1ZSB3aGVuIHRoZSBkZWNvZGVkIGtleSBlcXVhbHMgYG5hbWVgLlxuICAgKi9cbiAga2V5SXMoaW5kZXg6IG51bWJlciwgbmFtZTogc3RyaW5nKTogYm9vbGVhbiB7XG4gICAgaWYgKHRoaXMuI3N0cmlkZSAhPT0gU0xPVFMpIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCBwID0gdGhpcy4jcGFydHMsIGsgPSBpbmRleCAqIFNMT1RTO1xuICAgIHJldHVybiBrZXlFcXVhbHModGhpcy5ieXRlcywgcFtrXSwgcFtrICsgMV0sIG5hbWUpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSB2YWx1ZSBzcGFuIG9mIG1lbWJlciBgbmFtZWAgKHRoZSBsYXN0IG9uZSB3aGVuIHJlcGVhdGVkKSBvZiB0aGUgb2JqZWN0IHRoYXQgaXNcbiAgICogbWVtYmVyIGBpbmRleGAncyB2YWx1ZSAtLSByZWNvcmRlZCBieSB0aGUgc2Nhbiwgc28gbm90aGluZyBpcyByZWFkIGFnYWluLlxuICAgKlxuICAgKiBAcGFyYW0gaW5kZXggVGhlIG91dGVyIG1lbWJlciwgZnJvbSAwIHRvIGBsZW5ndGggLSAxYC5cbiAgICogQHBhcmFtIG5hbWUgVGhlIGlubmVyIG1lbWJlcidzIGtleS5cbiAgICogQHJldHVybnMgSXRzIHZhbHVlJ3Mgc3Bhbiwgb3IgYHVuZGVmaW5lZGAgd2hlbiBtZW1iZXIgYGluZGV4YCdzIHZhbHVlIGlzIG5vdCBhbiBvYmplY3Qgb3JcbiAgICogICBoYXMgbm8gc3VjaCBtZW1iZXIgKGFsd2F5cyBmb3IgYW4gYXJyYXkncyBlbGVtZW50cykuXG4gICAqXG4gICAqIEBleGFtcGxlIEEgbWVzc2FnZSdzIGBwYXJhbXMuc2Vzc2lvbklkYFxuICAgKiBgYGB0c1xuICAgKiBpbXBvcnQgeyBzY2FuSnNvbiB9IGZyb20gXCIuL2pzb25fc2Nhbi50c1wiO1xuICAgKiBjb25zdCBieXRlcyA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShge1wicGFyYW1zXCI6e1wic2Vzc2lvbklkXCI6XCJzMVwiLFwidXBkYXRlXCI6e319fWApO1xuICAgKiBjb25zdCBzY2FuID0gc2Nhbkpzb24oYnl0ZXMpO1xuICAgKiBpZiAoc2Nhbi52YWxpZCkgY29uc29sZS5sb2coc2Nhbi5pbm5lck1lbWJlcigwLCBcInNlc3Npb25JZFwiKSk7IC8vIHsgc3RhcnQ6IDIzLCBlbmQ6IDI3IH1cbiAgICogYGBgXG4gICAqL1xuICBpbm5lck1lbWJlcihpbmRleDogbnVtYmVyLCBuYW1lOiBzdHJpbmcpOiBTcGFuIHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCBxID0gdGhpcy4jaW5uZXIsIGJ5dGVzID0gdGhpcy5ieXRlcztcbiAgICBmb3IgKGxldCBrID0gcS5sZW5ndGggLSBJTk5FUl9TTE9UUzsgayA+PSAwOyBrIC09IElOTkVSX1NMT1RTKSB7XG4gICAgICBpZiAocVtrXSA9PT0gaW5kZXggJiYga2V5RXF1YWxzKGJ5dGVzLCBxW2sgKyAxXSwgcVtrICsgMl0sIG5hbWUpKSB7XG4gICAgICAgIHJldHVybiB7IHN0YXJ0OiBxW2sgKyAzXSwgZW5kOiBxW2sgKyA0XSB9O1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBpbmRleCBvZiB0aGUgbGFzdCBtZW1iZXIgbmFtZWQgYG5hbWVgICh0aGUgb25lIGBKU09OLnBhcnNlYCBrZWVwcyksIG9yIC0xLlxuICAgKlxuICAgKiBAcGFyYW0gbmFtZSBUaGUgbWVtYmVyJ3Mga2V5LlxuICAgKiBAcmV0dXJucyBUaGUgaW5kZXgsIG9yIC0xIHdoZW4gdGhlcmUgaXMgbm9uZSAoYWx3YXlzIC0xIGZvciBhIG5vbi1vYmplY3QpLlxuICAgKi9cbiAgZmluZChuYW1lOiBzdHJpbmcpOiBudW1iZXIge1xuICAgIGlmICh0aGlzLnR5cGUgIT09IFwib2JqZWN0XCIpIHJldHVybiAtMTtcbiAgICBmb3IgKGxldCBpID0gdGhpcy5sZW5ndGggLSAxOyBpID49IDA7IGktLSkgaWYgKHRoaXMua2V5SXMoaSwgbmFtZSkpIHJldHVybiBpO1xuICAgIHJldHVybiAtMTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgc3BhbiBvZiB0aGUgdmFsdWUgb2YgdGhlIGxhc3QgbWVtYmVyIG5hbWVkIGBuYW1lYC5cbiAgICpcbiAgICogQHBhcmFtIG5hbWUgVGhlIG1lbWJlcidzIGtleS5cbiAgICogQHJldHVybnMgVGhlIHNwYW4sIG9yIGB1bmRlZmluZWRgIHdoZW4gdGhlcmUgaXMgbm8gc3VjaCBtZW1iZXIuXG4gICAqL1xuICBtZW1iZXIobmFtZTogc3RyaW5nKTogU3BhbiB8IHVuZGVmaW5lZCB7XG4gICAgY29uc3QgaSA9IHRoaXMuZmluZChuYW1lKTtcbiAgICByZXR1cm4gaSA8IDAgPyB1bmRlZmluZWQgOiB0aGlzLnZhbHVlU3BhbihpKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBFdmVyeSBtZW1iZXIgYXMga2V5IC0+IHZhbHVlIHNwYW4gKGEgcmVwZWF0ZWQga2V5IG1hcHMgdG8gaXRzIGxhc3QgdmFsdWUpLlxuICAgKlxuICAgKiBAcmV0dXJucyBUaGUgbWVtYmVycyBpbiBmaXJzdC1hcHBlYXJhbmNlIG9yZGVyIG9mIHRoZWlyIGtleXM7IGVtcHR5IGZvciBhIG5vbi1vYmplY3QuXG4gICAqL1xuICBtZW1iZXJzKCk6IE1hcDxzdHJpbmcsIFNwYW4+IHtcbiAgICBjb25zdCBvdXQgPSBuZXcgTWFwPHN0cmluZywgU3Bhbj4oKTtcbiAgICBpZiAodGhpcy50eXBlICE9PSBcIm9iamVjdFwiKSByZXR1cm4gb3V0O1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgdGhpcy5sZW5ndGg7IGkrKykgb3V0LnNldCh0aGlzLmtleShpKSEsIHRoaXMudmFsdWVTcGFuKGkpKTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgLyoqXG4gICAqIEV2ZXJ5IGVsZW1lbnQncyBzcGFuLCBpbiBvcmRlci5cbiAgICpcbiAgICogQHJldHVybnMgVGhlIHNwYW5zOyBlbXB0eSBmb3IgYSBub24tYXJyYXkuXG4gICAqL1xuICBlbGVtZW50cygpOiBTcGFuW10ge1xuICAgIGNvbnN0IG91dDogU3BhbltdID0gW107XG4gICAgaWYgKHRoaXMudHlwZSAhPT0gXCJhcnJheVwiKSByZXR1cm4gb3V0O1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgdGhpcy5sZW5ndGg7IGkrKykgb3V0LnB1c2godGhpcy52YWx1ZVNwYW4oaSkpO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cbn1cblxuLyoqXG4gKiBXaGV0aGVyIHRoZSBKU09OIHZhbHVlIGluIGByYW5nZWAgb2YgYGJ5dGVzYCBob2xkcyBtb3JlIHRoYW4gYG1heGAgb2JqZWN0cyBhbmQgYXJyYXlzLCBpdHNlbGZcbiAqIGluY2x1ZGVkOiB3aGF0IGBKU09OLnBhcnNlYCBidWlsZHMgZm9yIGl0IGdyb3dzIHdpdGggdGhlbSAoYSA0LW1pbGxpb24tZGVlcCBuZXN0IG9mIGFycmF5cyBpblxuICogOCBNaUIgY29zdHMgc29tZSA2NSB0aW1lcyB0aGF0KSwgd2hhdCBhIHNjYW4ga2VlcHMgZG9lcyBub3QuIE9uZSBwYXNzLCBub3RoaW5nIGJ1aWx0OyBhXG4gKiBicmFja2V0IGluc2lkZSBhIHN0cmluZyBkb2VzIG5vdCBjb3VudC4gRm9yIGEgdmFsdWUgYWxyZWFkeSBrbm93biB0byBiZSB2YWxpZCBKU09OLlxuICpcbiAqIEBwYXJhbSBieXRlcyBUaGUgYnl0ZXMuXG4gKiBAcGFyYW0gcmFuZ2UgVGhlIHZhbHVlJ3Mgc3Bhbi5cbiAqIEBwYXJhbSBtYXggVGhlIG1vc3Qgb2JqZWN0cyBhbmQgYXJyYXlzIGFsbG93ZWQuXG4gKiBAcmV0dXJucyBUcnVlIHdoZW4gdGhlcmUgYXJlIG1vcmUuXG4gKlxuICogQGV4YW1wbGUgQ2hlY2sgYmVmb3JlIHBhcnNpbmdcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBob2xkc01vcmVDb250YWluZXJzIH0gZnJvbSBcIi4vanNvbl9zY2FuLnRzXCI7XG4gKiBjb25zdCBieXRlcyA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShge1wiYVwiOltbXV0sXCJiXCI6XCJbW1tcIn1gKTtcbiAqIGNvbnNvbGUubG9nKGhvbGRzTW9yZUNvbnRhaW5lcnMoYnl0ZXMsIHsgc3RhcnQ6IDAsIGVuZDogYnl0ZXMubGVuZ3RoIH0sIDMpKTsgLy8gZmFsc2VcbiAqIGNvbnNvbGUubG9nKGhvbGRzTW9yZUNvbnRhaW5lcnMoYnl0ZXMsIHsgc3RhcnQ6IDAsIGVuZDogYnl0ZXMubGVuZ3RoIH0sIDIpKTsgLy8gdHJ1ZVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBob2xkc01vcmVDb250YWluZXJzKGJ5dGVzOiBVaW50OEFycmF5LCByYW5nZTogU3BhbiwgbWF4OiBudW1iZXIpOiBib29sZWFuIHtcbiAgbGV0IGNvbnRhaW5lcnMgPSAwO1xuICBmb3IgKGxldCBpID0gcmFuZ2Uuc3RhcnQ7IGkgPCByYW5nZS5lbmQ7IGkrKykge1xuICAgIGNvbnN0IGIgPSBieXRlc1tpXTtcbiAgICBpZiAoYiA9PT0gUVVPVEUpIHsgLy8gYSBzdHJpbmc6IHRvIGl0cyBjbG9zaW5nIHF1b3RlLCBlc2NhcGVzIHNraXBwZWRcbiAgICAgIGZvciAoaSsrOyBpIDwgcmFuZ2UuZW5kICYmIGJ5dGVzW2ldICE9PSBRVU9URTsgaSsrKSBpZiAoYnl0ZXNbaV0gPT09IEJBQ0tTTEFTSCkgaSsrO1xuICAgIH0gZWxzZSBpZiAoKGIgPT09IE9QRU5fQlJBQ0UgfHwgYiA9PT0gT1BFTl9CUkFDS0VUKSAmJiArK2NvbnRhaW5lcnMgPiBtYXgpIHJldHVybiB0cnVlO1xuICB9XG4gIHJldHVybiBmYWxzZTtcbn1cblxuLyoqXG4gKiBUaGUgSlNPTiB0eXBlIG9mIHRoZSB2YWxpZCB2YWx1ZSB0aGF0IHN0YXJ0cyBhdCBgb2Zmc2V0YCAocmVhZCBmcm9tIHRoYXQgb25lIGJ5dGUpLlxuICpcbiAqIEBwYXJhbSBieXRlcyBCeXRlcyBob2xkaW5nIGEgdmFsaWQgSlNPTiB2YWx1ZSBhdCBgb2Zmc2V0YC5cbiAqIEBwYXJhbSBvZmZzZXQgVGhlIHZhbHVlJ3MgZmlyc3QgYnl0ZS5cbiAqIEByZXR1cm5zIEl0cyB0eXBlLlxuICpcbiAqIEBleGFtcGxlIFJlYWQgYSBtZW1iZXIncyB0eXBlIHdpdGhvdXQgZGVjb2RpbmcgaXRcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBqc29uVHlwZUF0IH0gZnJvbSBcIi4vanNvbl9zY2FuLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhqc29uVHlwZUF0KG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShgWy0xXWApLCAxKSk7IC8vIFwibnVtYmVyXCJcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24ganNvblR5cGVBdChieXRlczogVWludDhBcnJheSwgb2Zmc2V0OiBudW1iZXIpOiBKc29uVHlwZSB7XG4gIGNvbnN0IGMgPSBieXRlc1tvZmZzZXRdO1xuICBpZiAoYyA9PT0gT1BFTl9CUkFDRSkgcmV0dXJuIFwib2JqZWN0XCI7XG4gIGlmIChjID09PSBPUEVOX0JSQUNLRVQpIHJldHVybiBcImFycmF5XCI7XG4gIGlmIChjID09PSBRVU9URSkgcmV0dXJuIFwic3RyaW5nXCI7XG4gIGlmIChjID09PSBMT1dFUl9UIHx8IGMgPT09IExPV0VSX0YpIHJldHVybiBcImJvb2xlYW5cIjtcbiAgaWYgKGMgPT09IExPV0VSX04pIHJldHVybiBcIm51bGxcIjtcbiAgcmV0dXJuIFwibnVtYmVyXCI7XG59XG5cbi8qKlxuICogQ2hlY2tzIHRoYXQgYHJhbmdlYCBvZiBgYnl0ZXNgIGhvbGRzIGV4YWN0bHkgb25lIEpTT04gdmFsdWUgKHdoaXRlc3BhY2UgYXJvdW5kIGl0IGFsbG93ZWQpXG4gKiBhbmQgcmVjb3JkcyB0aGUgc3BhbnMgb2YgaXRzIHRvcC1sZXZlbCBtZW1iZXJzIG9yIGVsZW1lbnRzLlxuICpcbiAqIEBwYXJhbSBieXRlcyBUaGUgVVRGLTggYnl0ZXMuXG4gKiBAcGFyYW0gcmFuZ2UgVGhlIHBhcnQgdG8gc2Nhbiwgd2l0aGluIGBieXRlc2AgKGRlZmF1bHQ6IGFsbCBvZiBpdCkuIE9mZnNldHMgaW4gdGhlIHJlc3VsdFxuICogICBzdGF5IHJlbGF0aXZlIHRvIGBieXRlc2AuXG4gKiBAcmV0dXJucyBBIHtAbGlua2NvZGUgSnNvblNjYW59LCBvciBhIHtAbGlua2NvZGUgU2NhbkZhaWx1cmV9IHdoZW4gdGhlIHJhbmdlIGlzIG5vdCBKU09OLlxuICpcbiAqIEBleGFtcGxlIFZhbGlkYXRlIGFuZCBmaW5kIG1lbWJlcnNcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBzY2FuSnNvbiB9IGZyb20gXCIuL2pzb25fc2Nhbi50c1wiO1xuICogY29uc3Qgb2sgPSBzY2FuSnNvbihuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYCB7XCJhXCI6MSwgXCJiXCI6W3RydWVdfSBgKSk7XG4gKiBjb25zb2xlLmxvZyhvay52YWxpZCAmJiBvay5tZW1iZXIoXCJiXCIpKTsgLy8geyBzdGFydDogMTMsIGVuZDogMTkgfVxuICogY29uc3QgYmFkID0gc2Nhbkpzb24obmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGB7XCJhXCI6MDF9YCkpO1xuICogY29uc29sZS5sb2coYmFkLnZhbGlkIHx8IGJhZC5yZWFzb24pOyAvLyB1bmV4cGVjdGVkIGJ5dGUgMHgzMSBhdCBvZmZzZXQgNlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzY2FuSnNvbihcbiAgYnl0ZXM6IFVpbnQ4QXJyYXksXG4gIHJhbmdlOiBTcGFuID0geyBzdGFydDogMCwgZW5kOiBieXRlcy5sZW5ndGggfSxcbik6IEpzb25TY2FuIHwgU2NhbkZhaWx1cmUge1xuICBjb25zdCBlbmQgPSByYW5nZS5lbmQ7XG4gIGNvbnN0IHN0YXJ0ID0gc2tpcFdoaXRlc3BhY2UoYnl0ZXMsIHJhbmdlLnN0YXJ0LCBlbmQpO1xuICBwYXJ0cy5yZXNldCgpO1xuICBpbm5lci5yZXNldCgpO1xuICBjb25zdCB2YWx1ZUVuZCA9IHNjYW4oYnl0ZXMsIHN0YXJ0LCBlbmQsIHBhcnRzLCBpbm5lcik7XG4gIGNvbnN0IGFmdGVyID0gdmFsdWVFbmQgPCAwID8gZW5kIDogc2tpcFdoaXRlc3BhY2UoYnl0ZXMsIHZhbHVlRW5kLCBlbmQpO1xuICBpZiAodmFsdWVFbmQgPCAwIHx8IGFmdGVyIDwgZW5kKSB7XG4gICAgcGFydHMucmVzZXQoKTtcbiAgICBpbm5lci5yZXNldCgpO1xuICAgIGlmICh2YWx1ZUVuZCA8IDApIHJldHVybiB7IHZhbGlkOiBmYWxzZSwgb2Zmc2V0OiBmYWlsT2Zmc2V0LCByZWFzb246IGZhaWxSZWFzb24gfTtcbiAgICByZXR1cm4geyB2YWxpZDogZmFsc2UsIC4uLnRyYWlsaW5nKGJ5dGVzLCBhZnRlcikgfTtcbiAgfVxuICBjb25zdCB0eXBlID0ganNvblR5cGVBdChieXRlcywgc3RhcnQpO1xuICByZXR1cm4gbmV3IEpzb25TY2FuKGJ5dGVzLCB0eXBlLCB7IHN0YXJ0LCBlbmQ6IHZhbHVlRW5kIH0sIHBhcnRzLnRha2UoKSwgaW5uZXIudGFrZSgpKTtcbn1cblxuZnVuY3Rpb24gdHJhaWxpbmcoYnl0ZXM6IFVpbnQ4QXJyYXksIGk6IG51bWJlcik6IHsgb2Zmc2V0OiBudW1iZXI7IHJlYXNvbjogc3RyaW5nIH0ge1xuICByZXR1cm4ge1xuICAgIG9mZnNldDogaSxcbiAgICByZWFzb246IGB1bmV4cGVjdGVkIGJ5dGUgMHgke1xuICAgICAgYnl0ZXNbaV0udG9TdHJpbmcoMTYpLnBhZFN0YXJ0KDIsIFwiMFwiKVxuICAgIH0gYWZ0ZXIgdGhlIEpTT04gdmFsdWUgYXQgb2Zmc2V0ICR7aX1gLFxuICB9O1xufVxuXG4vKipcbiAqIFdoZXRoZXIgYHJhbmdlYCBvZiBgYnl0ZXNgIGhvbGRzIGV4YWN0bHkgb25lIEpTT04gdmFsdWUgKHdoaXRlc3BhY2UgYXJvdW5kIGl0IGFsbG93ZWQpLlxuICpcbiAqIEBwYXJhbSBieXRlcyBUaGUgVVRGLTggYnl0ZXMuXG4gKiBAcGFyYW0gcmFuZ2UgVGhlIHBhcnQgdG8gY2hlY2sgKGRlZmF1bHQ6IGFsbCBvZiBgYnl0ZXNgKS5cbiAqIEByZXR1cm5zIFRydWUgd2hlbiBpdCBpcyB2YWxpZCBKU09OLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgaXNKc29uIH0gZnJvbSBcIi4vanNvbl9zY2FuLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhpc0pzb24obmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwiWzEsIDJdXFxyXCIpKSk7IC8vIHRydWVcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gaXNKc29uKGJ5dGVzOiBVaW50OEFycmF5LCByYW5nZT86IFNwYW4pOiBib29sZWFuIHtcbiAgcmV0dXJuIHNjYW5Kc29uKGJ5dGVzLCByYW5nZSkudmFsaWQ7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUNDLEdBRUQsNkZBQTZGLEdBcUI3RixNQUFNLFFBQVEsTUFBTSxNQUFNLE1BQU0sS0FBSyxNQUFNLEtBQUs7QUFDaEQsTUFBTSxRQUFRLE1BQU0sWUFBWSxNQUFNLFFBQVE7QUFDOUMsTUFBTSxhQUFhLE1BQU0sY0FBYyxNQUFNLGVBQWUsTUFBTSxnQkFBZ0I7QUFDbEYsTUFBTSxRQUFRLE1BQU0sUUFBUSxNQUFNLFFBQVEsTUFBTSxPQUFPLE1BQU0sTUFBTTtBQUNuRSxNQUFNLFVBQVUsTUFBTSxVQUFVO0FBQ2hDLE1BQU0sVUFBVSxNQUFNLFVBQVU7QUFDaEMsTUFBTSxVQUFVLE1BQU0sVUFBVSxNQUFNLFVBQVUsTUFBTSxVQUFVO0FBRWhFLE1BQU0sV0FBVyxHQUFHLFlBQVk7QUFFaEMsMkVBQTJFLEdBQzNFLE1BQU0sUUFBUTtBQUNkLDhEQUE4RCxHQUM5RCxNQUFNLGdCQUFnQjtBQUN0Qix5RkFBeUYsR0FDekYsTUFBTSxjQUFjO0FBRXBCLE1BQU0sT0FBTyxJQUFJLFlBQVksU0FBUztFQUFFLE9BQU87RUFBTSxXQUFXO0FBQUs7QUFFckUsd0ZBQXdGLEdBQ3hGLE1BQU0sUUFBUSxJQUFJLFdBQVc7QUFDN0IsSUFBSyxJQUFJLElBQUksTUFBTSxJQUFJLE1BQU0sSUFBSyxLQUFLLENBQUMsRUFBRSxHQUFHLE1BQU0sU0FBUyxNQUFNLFlBQVksSUFBSTtBQUVsRix5RkFBeUYsR0FDekYsTUFBTSxnQkFBZ0IsSUFBSSxXQUFXLElBQUksWUFBWTtFQUFDO0NBQUUsRUFBRSxNQUFNLENBQUMsQ0FBQyxFQUFFLEtBQUs7QUFFekUsMEZBQTBGLEdBQzFGLE1BQU0sa0JBQWtCO0FBRXhCOzs7O0NBSUMsR0FDRCxJQUFJLFFBQTJCO0FBQy9CLElBQUksZUFBZTtBQUNuQixJQUFJLFFBQXFDLElBQUksV0FBVztBQUV4RCxTQUFTLE1BQU0sS0FBaUI7RUFDOUIsUUFBUTtFQUNSLE1BQU0sU0FBUyxNQUFNLE1BQU07RUFDM0IsZUFBZSxpQkFBaUIsUUFBUSxXQUFXLGFBQWEsTUFBTTtFQUN0RSxJQUFJLENBQUMsY0FBYyxRQUFRLElBQUksV0FBVyxRQUFRLEdBQUcsT0FBTyxVQUFVLEtBQUs7QUFDN0U7QUFFQTs7Ozs7O0NBTUMsR0FDRCxTQUFTLGNBQWMsS0FBaUIsRUFBRSxDQUFTLEVBQUUsR0FBVztFQUM5RCxNQUFNLE9BQU8sTUFBTSxVQUFVO0VBQzdCLHVGQUF1RjtFQUN2RixJQUFJLFVBQVUsU0FBVSxDQUFDLGdCQUFnQixNQUFNLE1BQU0sR0FBRyxJQUFJLE9BQU8sS0FBTSxNQUFNO0VBQy9FLElBQUksY0FBYyxPQUFPLGFBQWMsUUFBUSxDQUFDLE9BQU8sR0FBRyxPQUFPLE9BQU87RUFDeEUsTUFBTSxRQUFRO0VBQ2QsTUFBTSxVQUFVLEFBQUMsT0FBTyxJQUFJLElBQUssQ0FBQztFQUNsQyxNQUFPLE9BQU8sSUFBSSxRQUFTO0lBQ3pCLElBQUksS0FBSyxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsS0FBSyxHQUFHLE9BQU87SUFDbEM7RUFDRjtFQUNBLE1BQU0sTUFBTTtFQUNaLElBQUksSUFBSSxBQUFDLE9BQU8sTUFBTztFQUN2QixNQUFNLE9BQU8sQUFBQyxPQUFPLFFBQVMsR0FBRyw0QkFBNEI7RUFDN0QsTUFBTyxJQUFJLEtBQU07SUFDZixNQUFNLElBQUksR0FBRyxDQUFDLEVBQUU7SUFDaEIsNEZBQTRGO0lBQzVGLElBQUksQ0FBQyxBQUFFLElBQUksYUFBYyxDQUFDLElBQUssQ0FBQyxJQUFJLFlBQVk7SUFDaEQsTUFBTSxJQUFJLElBQUksWUFBWSxJQUFJLElBQUksWUFBWSxtQ0FBbUM7SUFDakYsSUFBSSxDQUFDLEFBQUUsSUFBSSxhQUFjLENBQUMsSUFBTSxBQUFDLElBQUksYUFBYyxDQUFDLENBQUUsSUFBSSxZQUFZO0lBQ3RFO0VBQ0Y7RUFDQSxPQUFPLENBQUMsS0FBSyxDQUFDLElBQUk7QUFDcEI7QUFrQkEsSUFBSSxlQUFvQztBQUV4Qzs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sU0FBUyxnQkFBZ0IsSUFBeUI7RUFDdkQsZUFBZTtFQUNmLFFBQVEsTUFBTSxvQ0FBb0M7QUFDcEQ7QUFFQSxtR0FBbUc7QUFDbkcsSUFBSSxRQUFRLElBQUksV0FBVztBQUUzQix3RkFBd0YsR0FDeEYsTUFBTSxnQkFBZ0I7QUFDdEIsc0ZBQXNGLEdBQ3RGLE1BQU0sY0FBYztBQUNwQixNQUFNLFdBQThCLEVBQUU7QUFFdEM7Ozs7Ozs7Q0FPQyxHQUNELE1BQU07RUFDSixrQ0FBa0MsR0FDbEMsUUFBa0IsRUFBRSxDQUFDO0VBQ3JCLDJEQUEyRCxHQUMzRCxNQUFzQyxLQUFLO0VBQzNDLFNBQVMsRUFBRTtFQUVYLEtBQUssS0FBYSxFQUFRO0lBQ3hCLElBQUksSUFBSSxDQUFDLE1BQU0sR0FBRyxhQUFhO01BQzdCLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxDQUFDO01BQ2hCLElBQUksQ0FBQyxNQUFNO0lBQ2IsT0FBTyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7RUFDeEI7RUFFQSxDQUFBLFFBQVMsQ0FBQyxLQUFhO0lBQ3JCLElBQUksTUFBTSxJQUFJLENBQUMsR0FBRztJQUNsQixJQUFJLFFBQVEsTUFBTTtNQUNoQixNQUFNLElBQUksQ0FBQyxHQUFHLEdBQUcsSUFBSSxXQUFXO01BQ2hDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUssR0FBRyxDQUFDLEVBQUUsR0FBRyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUU7TUFDNUQsSUFBSSxDQUFDLEtBQUssR0FBRyxFQUFFO0lBQ2pCLE9BQU8sSUFBSSxJQUFJLENBQUMsTUFBTSxLQUFLLElBQUksTUFBTSxFQUFFO01BQ3JDLE1BQU0sU0FBUyxJQUFJLFdBQVcsSUFBSSxNQUFNLEdBQUc7TUFDM0MsT0FBTyxHQUFHLENBQUM7TUFDWCxNQUFNLElBQUksQ0FBQyxHQUFHLEdBQUc7SUFDbkI7SUFDQSxHQUFHLENBQUMsSUFBSSxDQUFDLE1BQU0sR0FBRyxHQUFHO0VBQ3ZCO0VBRUE7OztHQUdDLEdBQ0QsT0FBMEI7SUFDeEIsTUFBTSxJQUFJLElBQUksQ0FBQyxNQUFNO0lBQ3JCLElBQUksTUFBTSxHQUFHLE9BQU87SUFDcEIsSUFBSSxJQUFJLENBQUMsR0FBRyxLQUFLLE1BQU07TUFDckIsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLO01BQ3RCLElBQUksQ0FBQyxLQUFLLEdBQUcsRUFBRTtNQUNmLElBQUksQ0FBQyxNQUFNLEdBQUc7TUFDZCxPQUFPO0lBQ1Q7SUFDQSxNQUFNLE1BQU0sSUFBSSxDQUFDLEdBQUcsQ0FBQyxLQUFLLENBQUMsR0FBRztJQUM5QixJQUFJLENBQUMsS0FBSztJQUNWLE9BQU87RUFDVDtFQUVBLDBFQUEwRSxHQUMxRSxRQUFjO0lBQ1osSUFBSSxJQUFJLENBQUMsTUFBTSxLQUFLLEdBQUc7SUFDdkIsSUFBSSxDQUFDLE1BQU0sR0FBRztJQUNkLElBQUksSUFBSSxDQUFDLEdBQUcsS0FBSyxNQUFNLElBQUksQ0FBQyxLQUFLLEdBQUcsRUFBRTtJQUN0QyxJQUFJLENBQUMsR0FBRyxHQUFHO0VBQ2I7QUFDRjtBQUVBLCtFQUErRSxHQUMvRSxNQUFNLFFBQVEsSUFBSTtBQUNsQixNQUFNLFFBQVEsSUFBSTtBQUNsQixJQUFJLGFBQWE7QUFDakIsSUFBSSxhQUFhO0FBQ2pCLElBQUksb0JBQW9CO0FBRXhCLFNBQVMsS0FBSyxNQUFjLEVBQUUsTUFBYztFQUMxQyxhQUFhO0VBQ2IsYUFBYTtFQUNiLE9BQU8sQ0FBQztBQUNWO0FBRUEsU0FBUyxXQUFXLEtBQWlCLEVBQUUsQ0FBUyxFQUFFLEdBQVc7RUFDM0QsSUFBSSxLQUFLLEtBQUssT0FBTyxLQUFLLEtBQUssQ0FBQyxrQ0FBa0MsRUFBRSxLQUFLO0VBQ3pFLE9BQU8sS0FDTCxHQUNBLENBQUMsa0JBQWtCLEVBQUUsS0FBSyxDQUFDLEVBQUUsQ0FBQyxRQUFRLENBQUMsSUFBSSxRQUFRLENBQUMsR0FBRyxLQUFLLFdBQVcsRUFBRSxHQUFHO0FBRWhGO0FBRUEsU0FBUyxhQUFhLENBQVM7RUFDN0IsT0FBTyxNQUFNLFNBQVMsTUFBTSxNQUFNLE1BQU0sTUFBTSxNQUFNO0FBQ3REO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsZUFBZSxLQUFpQixFQUFFLENBQVMsRUFBRSxNQUFjLE1BQU0sTUFBTTtFQUNyRixNQUFPLElBQUksT0FBTyxhQUFhLEtBQUssQ0FBQyxFQUFFLEVBQUc7RUFDMUMsT0FBTztBQUNUO0FBRUEsU0FBUyxNQUFNLENBQVM7RUFDdEIsT0FBTyxBQUFDLEtBQUssV0FBVyxLQUFLLFdBQWEsQ0FBQyxJQUFJLElBQUksS0FBSyxRQUFRLENBQUMsSUFBSSxJQUFJLEtBQUs7QUFDaEY7QUFFQSxTQUFTLGVBQWUsQ0FBUztFQUMvQixPQUFPLENBQUMsSUFBSSxJQUFJLE1BQU07QUFDeEI7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLGFBQWEsS0FBaUIsRUFBRSxDQUFTLEVBQUUsR0FBVztFQUM3RCxNQUFNLE9BQU8sS0FBSyxDQUFDLEVBQUU7RUFDckIsSUFBSSxNQUFjLEtBQUssTUFBTSxLQUFLO0VBQ2xDLElBQUksUUFBUSxRQUFRLFFBQVEsTUFBTSxPQUFPO09BQ3BDLElBQUksUUFBUSxRQUFRLFFBQVEsTUFBTTtJQUNyQyxPQUFPO0lBQ1AsSUFBSSxTQUFTLE1BQU0sS0FBSyxNQUFNLDJCQUEyQjtTQUNwRCxJQUFJLFNBQVMsTUFBTSxLQUFLLE1BQU0sZ0JBQWdCO0VBQ3JELE9BQU8sSUFBSSxRQUFRLFFBQVEsUUFBUSxNQUFNO0lBQ3ZDLE9BQU87SUFDUCxJQUFJLFNBQVMsTUFBTSxLQUFLLE1BQU0sMkJBQTJCO1NBQ3BELElBQUksU0FBUyxNQUFNLEtBQUssTUFBTSx5QkFBeUI7RUFDOUQsT0FBTyxPQUFPLEtBQUssR0FBRyxDQUFDLHdCQUF3QixFQUFFLEdBQUc7RUFDcEQsSUFBSSxJQUFJLFFBQVEsS0FBSyxPQUFPLEtBQUssR0FBRyxDQUFDLHdCQUF3QixFQUFFLEdBQUc7RUFDbEUsTUFBTSxTQUFTLEtBQUssQ0FBQyxJQUFJLEVBQUU7RUFDM0IsSUFBSSxTQUFTLE1BQU0sU0FBUyxJQUFJLE9BQU8sS0FBSyxHQUFHLENBQUMsd0JBQXdCLEVBQUUsR0FBRztFQUM3RSxJQUFLLElBQUksSUFBSSxHQUFHLEtBQUssTUFBTSxJQUFLO0lBQzlCLElBQUksQ0FBQyxlQUFlLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRyxPQUFPLEtBQUssR0FBRyxDQUFDLHdCQUF3QixFQUFFLEdBQUc7RUFDbEY7RUFDQSxPQUFPLElBQUksT0FBTztBQUNwQjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsVUFBVSxLQUFpQixFQUFFLENBQVMsRUFBRSxHQUFXO0VBQzFELE1BQU0sT0FBTztFQUNiLElBQUksVUFBVTtFQUNkO0VBQ0EsT0FBUztJQUNQLG9FQUFvRTtJQUNwRSxNQUFNLFFBQVE7SUFDZCxJQUFJLGlCQUFpQixNQUFNLEtBQUssaUJBQWlCLElBQUksY0FBYyxPQUFPLEdBQUc7SUFDN0UsTUFBTyxJQUFJLE9BQU8sS0FBSyxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsS0FBSyxFQUFHO0lBQ3pDLElBQUksS0FBSyxLQUFLO0lBQ2QsTUFBTSxJQUFJLEtBQUssQ0FBQyxFQUFFO0lBQ2xCLElBQUksTUFBTSxPQUFPO01BQ2Ysb0JBQW9CO01BQ3BCLE9BQU8sSUFBSTtJQUNiO0lBQ0EsSUFBSSxNQUFNLFdBQVc7TUFDbkIsVUFBVTtNQUNWLElBQUksSUFBSSxLQUFLLEtBQUs7TUFDbEIsTUFBTSxJQUFJLEtBQUssQ0FBQyxJQUFJLEVBQUU7TUFDdEIsSUFBSSxNQUFNLFNBQVM7UUFDakIsSUFDRSxJQUFJLEtBQUssT0FBTyxDQUFDLE1BQU0sS0FBSyxDQUFDLElBQUksRUFBRSxLQUFLLENBQUMsTUFBTSxLQUFLLENBQUMsSUFBSSxFQUFFLEtBQUssQ0FBQyxNQUFNLEtBQUssQ0FBQyxJQUFJLEVBQUUsS0FDbkYsQ0FBQyxNQUFNLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FDbkI7VUFDQSxPQUFPLEtBQUssR0FBRyxDQUFDLDZCQUE2QixFQUFFLEdBQUc7UUFDcEQ7UUFDQSxLQUFLO01BQ1AsT0FBTyxJQUNMLE1BQU0sU0FBUyxNQUFNLGFBQWEsTUFBTSxTQUFTLE1BQU0sUUFBUSxNQUFNLFdBQ3JFLE1BQU0sV0FBVyxNQUFNLFFBQVEsTUFBTSxTQUNyQztRQUNBLEtBQUs7TUFDUCxPQUFPLE9BQU8sS0FBSyxHQUFHLENBQUMseUJBQXlCLEVBQUUsR0FBRztJQUN2RCxPQUFPLElBQUksSUFBSSxNQUFNO01BQ25CLE9BQU8sS0FDTCxHQUNBLENBQUMsb0JBQW9CLEVBQUUsRUFBRSxRQUFRLENBQUMsSUFBSSxRQUFRLENBQUMsR0FBRyxLQUFLLHVCQUF1QixFQUFFLEdBQUc7SUFFdkYsT0FBTztNQUNMLElBQUksYUFBYSxPQUFPLEdBQUc7TUFDM0IsSUFBSSxJQUFJLEdBQUcsT0FBTyxDQUFDO0lBQ3JCO0VBQ0Y7RUFDQSxPQUFPLEtBQUssS0FBSyxDQUFDLHVDQUF1QyxFQUFFLE1BQU07QUFDbkU7QUFFQSxTQUFTLFVBQVUsS0FBaUIsRUFBRSxDQUFTLEVBQUUsR0FBVztFQUMxRCxNQUFPLElBQUksT0FBTyxLQUFLLENBQUMsRUFBRSxJQUFJLFdBQVcsS0FBSyxDQUFDLEVBQUUsSUFBSSxRQUFTO0VBQzlELE9BQU87QUFDVDtBQUVBLG1HQUFtRyxHQUNuRyxTQUFTLFVBQVUsS0FBaUIsRUFBRSxDQUFTLEVBQUUsR0FBVztFQUMxRCxJQUFJLEtBQUssQ0FBQyxFQUFFLEtBQUssT0FBTztFQUN4QixJQUFJLEtBQUssS0FBSyxPQUFPLFdBQVcsT0FBTyxHQUFHO0VBQzFDLE1BQU0sUUFBUSxLQUFLLENBQUMsRUFBRTtFQUN0QixJQUFJLFVBQVUsU0FBUztPQUNsQixJQUFJLFFBQVEsV0FBVyxTQUFTLFNBQVMsSUFBSSxVQUFVLE9BQU8sSUFBSSxHQUFHO09BQ3JFLE9BQU8sV0FBVyxPQUFPLEdBQUc7RUFDakMsSUFBSSxJQUFJLE9BQU8sS0FBSyxDQUFDLEVBQUUsS0FBSyxLQUFLO0lBQy9CLE1BQU0sSUFBSSxVQUFVLE9BQU8sSUFBSSxHQUFHO0lBQ2xDLElBQUksTUFBTSxJQUFJLEdBQUcsT0FBTyxXQUFXLE9BQU8sR0FBRztJQUM3QyxJQUFJO0VBQ047RUFDQSxJQUFJLElBQUksT0FBTyxDQUFDLEtBQUssQ0FBQyxFQUFFLEtBQUssV0FBVyxLQUFLLENBQUMsRUFBRSxLQUFLLE9BQU8sR0FBRztJQUM3RDtJQUNBLElBQUksSUFBSSxPQUFPLENBQUMsS0FBSyxDQUFDLEVBQUUsS0FBSyxRQUFRLEtBQUssQ0FBQyxFQUFFLEtBQUssS0FBSyxHQUFHO0lBQzFELE1BQU0sSUFBSSxVQUFVLE9BQU8sR0FBRztJQUM5QixJQUFJLE1BQU0sR0FBRyxPQUFPLFdBQVcsT0FBTyxHQUFHO0lBQ3pDLElBQUk7RUFDTjtFQUNBLE9BQU87QUFDVDtBQUVBLHVFQUF1RSxHQUN2RSxTQUFTLFdBQVcsS0FBaUIsRUFBRSxDQUFTLEVBQUUsR0FBVyxFQUFFLElBQVk7RUFDekUsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsSUFBSSxJQUFJLEtBQUssT0FBTyxLQUFLLENBQUMsSUFBSSxFQUFFLEtBQUssS0FBSyxVQUFVLENBQUMsSUFBSSxPQUFPLFdBQVcsT0FBTyxJQUFJLEdBQUc7RUFDM0Y7RUFDQSxPQUFPLElBQUksS0FBSyxNQUFNO0FBQ3hCO0FBRUEsU0FBUyxLQUFLLEtBQWEsRUFBRSxJQUFZO0VBQ3ZDLElBQUksVUFBVSxNQUFNLE1BQU0sRUFBRTtJQUMxQixNQUFNLFNBQVMsSUFBSSxXQUFXLE1BQU0sTUFBTSxHQUFHO0lBQzdDLE9BQU8sR0FBRyxDQUFDO0lBQ1gsUUFBUTtFQUNWO0VBQ0EsS0FBSyxDQUFDLE1BQU0sR0FBRztBQUNqQjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsYUFDUCxLQUFpQixFQUNqQixDQUFTLEVBQ1QsR0FBVyxFQUNYLEtBQXdCO0VBRXhCLElBQUksS0FBSyxPQUFPLEtBQUssQ0FBQyxFQUFFLEtBQUssT0FBTyxPQUFPLFdBQVcsT0FBTyxHQUFHO0VBQ2hFLE1BQU0sU0FBUyxVQUFVLE9BQU8sR0FBRztFQUNuQyxJQUFJLFNBQVMsR0FBRyxPQUFPLENBQUM7RUFDeEIsSUFBSSxVQUFVLE1BQU07SUFDbEIsMEZBQTBGO0lBQzFGLHVFQUF1RTtJQUN2RSxNQUFNLElBQUksQ0FBQyxvQkFBb0IsQ0FBQyxDQUFDLElBQUksQ0FBQyxJQUFJO0lBQzFDLE1BQU0sSUFBSSxDQUFDO0VBQ2I7RUFDQSxJQUFJLGVBQWUsT0FBTyxRQUFRO0VBQ2xDLElBQUksS0FBSyxPQUFPLEtBQUssQ0FBQyxFQUFFLEtBQUssT0FBTyxPQUFPLFdBQVcsT0FBTyxHQUFHO0VBQ2hFLE9BQU8sZUFBZSxPQUFPLElBQUksR0FBRztBQUN0QztBQUVBOzs7OztDQUtDLEdBQ0QsU0FBUyxVQUNQLEtBQWlCLEVBQ2pCLENBQVMsRUFDVCxHQUFXLEVBQ1gsS0FBYSxFQUNiLEtBQWlCLEVBQ2pCLEtBQWlCO0VBRWpCLElBQUksVUFBVSxHQUFHLE9BQU8sYUFBYSxPQUFPLEdBQUcsS0FBSztFQUNwRCxJQUFJLFVBQVUsS0FBSyxLQUFLLENBQUMsRUFBRSxLQUFLLFdBQVcsT0FBTyxhQUFhLE9BQU8sR0FBRyxLQUFLO0VBQzlFLE1BQU0sSUFBSSxDQUFDLENBQUMsTUFBTSxNQUFNLEdBQUcsQ0FBQyxJQUFJLFFBQVEsMkNBQTJDO0VBQ25GLE1BQU0sUUFBUSxhQUFhLE9BQU8sR0FBRyxLQUFLO0VBQzFDLE1BQU0sSUFBSSxDQUFDO0VBQ1gsT0FBTztBQUNUO0FBRUE7Ozs7Q0FJQyxHQUNELFNBQVMsS0FDUCxLQUFpQixFQUNqQixLQUFhLEVBQ2IsR0FBVyxFQUNYLEtBQWlCLEVBQ2pCLEtBQWlCO0VBRWpCLElBQUksSUFBSTtFQUNSLElBQUksUUFBUTtFQUNaLElBQUksV0FBVyxDQUFDO0VBQ2hCLE9BQVM7SUFDUCx5REFBeUQ7SUFDekQsSUFBSSxVQUFVLEdBQUcsTUFBTSxJQUFJLENBQUM7SUFDNUIsSUFBSSxLQUFLLEtBQUssT0FBTyxXQUFXLE9BQU8sR0FBRztJQUMxQyxNQUFNLElBQUksS0FBSyxDQUFDLEVBQUU7SUFDbEIsSUFBSSxTQUFTO0lBQ2IsSUFBSSxNQUFNLFlBQVk7TUFDcEIsS0FBSyxTQUFTO01BQ2QsSUFBSSxlQUFlLE9BQU8sSUFBSSxHQUFHO01BQ2pDLElBQUksSUFBSSxPQUFPLEtBQUssQ0FBQyxFQUFFLEtBQUssYUFBYTtRQUN2QztRQUNBO01BQ0YsT0FBTztRQUNMLElBQUksVUFBVSxPQUFPLEdBQUcsS0FBSyxPQUFPLE9BQU87UUFDM0MsSUFBSSxJQUFJLEdBQUcsT0FBTyxDQUFDO1FBQ25CLFNBQVM7TUFDWDtJQUNGLE9BQU8sSUFBSSxNQUFNLGNBQWM7TUFDN0IsS0FBSyxTQUFTO01BQ2QsSUFBSSxlQUFlLE9BQU8sSUFBSSxHQUFHO01BQ2pDLElBQUksSUFBSSxPQUFPLEtBQUssQ0FBQyxFQUFFLEtBQUssZUFBZTtRQUN6QztRQUNBO01BQ0YsT0FBTyxTQUFTO0lBQ2xCLE9BQU8sSUFBSSxNQUFNLE9BQU87TUFDdEIsSUFBSSxVQUFVLE9BQU8sR0FBRztJQUMxQixPQUFPLElBQUksTUFBTSxTQUFVLEtBQUssV0FBVyxLQUFLLFNBQVU7TUFDeEQsSUFBSSxVQUFVLE9BQU8sR0FBRztJQUMxQixPQUFPLElBQUksTUFBTSxTQUFTO01BQ3hCLElBQUksV0FBVyxPQUFPLEdBQUcsS0FBSztJQUNoQyxPQUFPLElBQUksTUFBTSxTQUFTO01BQ3hCLElBQUksV0FBVyxPQUFPLEdBQUcsS0FBSztJQUNoQyxPQUFPLElBQUksTUFBTSxTQUFTO01BQ3hCLElBQUksV0FBVyxPQUFPLEdBQUcsS0FBSztJQUNoQyxPQUFPO01BQ0wsT0FBTyxXQUFXLE9BQU8sR0FBRztJQUM5QjtJQUNBLElBQUksSUFBSSxHQUFHLE9BQU8sQ0FBQztJQUNuQixJQUFJLENBQUMsUUFBUTtJQUNiLHdFQUF3RTtJQUN4RSxPQUFTO01BQ1AsSUFBSSxVQUFVLEdBQUc7UUFDZixXQUFXO1FBQ1g7TUFDRjtNQUNBLElBQUksVUFBVSxHQUFHLE1BQU0sSUFBSSxDQUFDO1dBQ3ZCLElBQUksVUFBVSxLQUFLLEtBQUssQ0FBQyxFQUFFLEtBQUssYUFBYSxLQUFLLENBQUMsRUFBRSxLQUFLLFdBQVcsTUFBTSxJQUFJLENBQUM7TUFDckYsSUFBSSxlQUFlLE9BQU8sR0FBRztNQUM3QixJQUFJLEtBQUssS0FBSyxPQUFPLFdBQVcsT0FBTyxHQUFHO01BQzFDLE1BQU0sSUFBSSxLQUFLLENBQUMsRUFBRTtNQUNsQixNQUFNLFNBQVMsS0FBSyxDQUFDLFFBQVEsRUFBRTtNQUMvQixJQUFJLE1BQU0sT0FBTztRQUNmLElBQUksZUFBZSxPQUFPLElBQUksR0FBRztRQUNqQyxJQUFJLFdBQVcsV0FBVztVQUN4QixJQUFJLFVBQVUsT0FBTyxHQUFHLEtBQUssT0FBTyxPQUFPO1VBQzNDLElBQUksSUFBSSxHQUFHLE9BQU8sQ0FBQztRQUNyQjtRQUNBO01BQ0Y7TUFDQSxJQUNFLEFBQUMsTUFBTSxlQUFlLFdBQVcsYUFBZSxNQUFNLGlCQUFpQixXQUFXLFVBQ2xGO1FBQ0E7UUFDQTtRQUNBO01BQ0Y7TUFDQSxPQUFPLFdBQVcsT0FBTyxHQUFHO0lBQzlCO0lBQ0EsSUFBSSxZQUFZLEdBQUcsT0FBTztFQUM1QjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxRQUFRLEtBQWlCLEVBQUUsS0FBYSxFQUFFLEdBQVc7RUFDNUQsSUFBSSxRQUFRLEdBQUcsT0FBTyxLQUFLLEtBQUssQ0FBQyxLQUFLLE1BQU0sQ0FBQyxNQUFNLFFBQVEsQ0FBQyxDQUFDLFFBQVEsR0FBRztFQUN4RSxPQUFPLEtBQUssTUFBTSxDQUFDLE1BQU0sUUFBUSxDQUFDLFFBQVEsR0FBRyxNQUFNO0FBQ3JEO0FBRUEsMkZBQTJGLEdBQzNGLFNBQVMsVUFBVSxLQUFpQixFQUFFLEtBQWEsRUFBRSxHQUFXLEVBQUUsSUFBWTtFQUM1RSxJQUFJLFFBQVEsR0FBRyxPQUFPLFFBQVEsT0FBTyxPQUFPLFNBQVM7RUFDckQsTUFBTSxRQUFRLFFBQVE7RUFDdEIsSUFBSSxNQUFNLElBQUksVUFBVSxLQUFLLE1BQU0sRUFBRTtJQUNuQyxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxNQUFNLEVBQUUsSUFBSztNQUNwQyxNQUFNLElBQUksS0FBSyxVQUFVLENBQUM7TUFDMUIsMEVBQTBFO01BQzFFLElBQUksS0FBSyxNQUFNLE9BQU8sUUFBUSxPQUFPLE9BQU8sU0FBUztNQUNyRCxJQUFJLEtBQUssQ0FBQyxRQUFRLEVBQUUsS0FBSyxHQUFHLE9BQU87SUFDckM7SUFDQSxPQUFPO0VBQ1Q7RUFDQSwrRUFBK0U7RUFDL0UsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsSUFBSSxLQUFLLFVBQVUsQ0FBQyxNQUFNLE1BQU0sT0FBTyxRQUFRLE9BQU8sT0FBTyxTQUFTO0VBQ3hFO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLE1BQU07RUFDWCx3REFBd0QsR0FDeEQsQUFBUyxRQUFRLEtBQWM7RUFDL0IsdUJBQXVCLEdBQ3ZCLEFBQVMsTUFBa0I7RUFDM0IsZ0NBQWdDLEdBQ2hDLEFBQVMsS0FBZTtFQUN4QixrRUFBa0UsR0FDbEUsQUFBUyxLQUFXO0VBQ1gsQ0FBQSxLQUFNLENBQW9CO0VBQzFCLENBQUEsS0FBTSxDQUFvQjtFQUNuQywwRkFBMEYsR0FDMUYsQUFBUyxDQUFBLE1BQU8sQ0FBUztFQUN6Qix1RkFBdUYsR0FDdkYsQUFBUyxDQUFBLEtBQU0sQ0FBUztFQUV4Qjs7Ozs7Ozs7O0dBU0MsR0FDRCxZQUNFLEtBQWlCLEVBQ2pCLElBQWMsRUFDZCxJQUFVLEVBQ1YsS0FBd0IsRUFDeEIsUUFBMkIsUUFBUSxDQUNuQztJQUNBLElBQUksQ0FBQyxLQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxTQUFTLFVBQVUsZ0JBQWdCO0lBQ2xELElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7RUFDL0I7RUFFQSxpRkFBaUYsR0FDakYsSUFBSSxTQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTztFQUMxQztFQUVBOzs7OztHQUtDLEdBQ0QsVUFBVSxLQUFhLEVBQVE7SUFDN0IsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxJQUFJLFFBQVEsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDN0QsT0FBTztNQUFFLE9BQU8sQ0FBQyxDQUFDLEVBQUU7TUFBRSxLQUFLLENBQUMsQ0FBQyxJQUFJLEVBQUU7SUFBQztFQUN0QztFQUVBOzs7OztHQUtDLEdBQ0QsV0FBVyxLQUFhLEVBQVU7SUFDaEMsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0VBQ3hEO0VBRUE7Ozs7O0dBS0MsR0FDRCxTQUFTLEtBQWEsRUFBVTtJQUM5QixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsRUFBRTtFQUM1RDtFQUVBOzs7OztHQUtDLEdBQ0QsU0FBUyxLQUFhLEVBQVU7SUFDOUIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssT0FBTyxPQUFPLENBQUM7SUFDcEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxJQUFJLFFBQVE7SUFDbkMsT0FBTyxDQUFDLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFDLEVBQUU7RUFDcEM7RUFFQTs7Ozs7R0FLQyxHQUNELFFBQVEsS0FBYSxFQUFvQjtJQUN2QyxNQUFNLFFBQVEsSUFBSSxDQUFDLFFBQVEsQ0FBQztJQUM1QixPQUFPLFFBQVEsSUFBSSxZQUFZO01BQUU7TUFBTyxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLFFBQVEsRUFBRTtJQUFDO0VBQzlFO0VBRUE7Ozs7O0dBS0MsR0FDRCxXQUFXLEtBQWEsRUFBVztJQUNqQyxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sS0FBSyxTQUFTLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLE1BQU0sR0FBRyxDQUFDO0VBQ2pFO0VBRUE7Ozs7O0dBS0MsR0FDRCxJQUFJLEtBQWEsRUFBc0I7SUFDckMsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssT0FBTyxPQUFPO0lBQ25DLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsSUFBSSxRQUFRO0lBQ25DLE9BQU8sUUFBUSxJQUFJLENBQUMsS0FBSyxFQUFFLENBQUMsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxDQUFDLElBQUksRUFBRTtFQUMzQztFQUVBOzs7Ozs7O0dBT0MsR0FDRCxNQUFNLEtBQWEsRUFBRSxJQUFZLEVBQVc7SUFDMUMsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEtBQUssT0FBTyxPQUFPO0lBQ25DLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsSUFBSSxRQUFRO0lBQ25DLE9BQU8sVUFBVSxJQUFJLENBQUMsS0FBSyxFQUFFLENBQUMsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxDQUFDLElBQUksRUFBRSxFQUFFO0VBQy9DO0VBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7R0FnQkMsR0FDRCxZQUFZLEtBQWEsRUFBRSxJQUFZLEVBQW9CO0lBQ3pELE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsUUFBUSxJQUFJLENBQUMsS0FBSztJQUN6QyxJQUFLLElBQUksSUFBSSxFQUFFLE1BQU0sR0FBRyxhQUFhLEtBQUssR0FBRyxLQUFLLFlBQWE7TUFDN0QsSUFBSSxDQUFDLENBQUMsRUFBRSxLQUFLLFNBQVMsVUFBVSxPQUFPLENBQUMsQ0FBQyxJQUFJLEVBQUUsRUFBRSxDQUFDLENBQUMsSUFBSSxFQUFFLEVBQUUsT0FBTztRQUNoRSxPQUFPO1VBQUUsT0FBTyxDQUFDLENBQUMsSUFBSSxFQUFFO1VBQUUsS0FBSyxDQUFDLENBQUMsSUFBSSxFQUFFO1FBQUM7TUFDMUM7SUFDRjtJQUNBLE9BQU87RUFDVDtFQUVBOzs7OztHQUtDLEdBQ0QsS0FBSyxJQUFZLEVBQVU7SUFDekIsSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLFVBQVUsT0FBTyxDQUFDO0lBQ3BDLElBQUssSUFBSSxJQUFJLElBQUksQ0FBQyxNQUFNLEdBQUcsR0FBRyxLQUFLLEdBQUcsSUFBSyxJQUFJLElBQUksQ0FBQyxLQUFLLENBQUMsR0FBRyxPQUFPLE9BQU87SUFDM0UsT0FBTyxDQUFDO0VBQ1Y7RUFFQTs7Ozs7R0FLQyxHQUNELE9BQU8sSUFBWSxFQUFvQjtJQUNyQyxNQUFNLElBQUksSUFBSSxDQUFDLElBQUksQ0FBQztJQUNwQixPQUFPLElBQUksSUFBSSxZQUFZLElBQUksQ0FBQyxTQUFTLENBQUM7RUFDNUM7RUFFQTs7OztHQUlDLEdBQ0QsVUFBNkI7SUFDM0IsTUFBTSxNQUFNLElBQUk7SUFDaEIsSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLFVBQVUsT0FBTztJQUNuQyxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFLLElBQUksR0FBRyxDQUFDLElBQUksQ0FBQyxHQUFHLENBQUMsSUFBSyxJQUFJLENBQUMsU0FBUyxDQUFDO0lBQzNFLE9BQU87RUFDVDtFQUVBOzs7O0dBSUMsR0FDRCxXQUFtQjtJQUNqQixNQUFNLE1BQWMsRUFBRTtJQUN0QixJQUFJLElBQUksQ0FBQyxJQUFJLEtBQUssU0FBUyxPQUFPO0lBQ2xDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUssSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLFNBQVMsQ0FBQztJQUM5RCxPQUFPO0VBQ1Q7QUFDRjtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FDRCxPQUFPLFNBQVMsb0JBQW9CLEtBQWlCLEVBQUUsS0FBVyxFQUFFLEdBQVc7RUFDN0UsSUFBSSxhQUFhO0VBQ2pCLElBQUssSUFBSSxJQUFJLE1BQU0sS0FBSyxFQUFFLElBQUksTUFBTSxHQUFHLEVBQUUsSUFBSztJQUM1QyxNQUFNLElBQUksS0FBSyxDQUFDLEVBQUU7SUFDbEIsSUFBSSxNQUFNLE9BQU87TUFDZixJQUFLLEtBQUssSUFBSSxNQUFNLEdBQUcsSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLE9BQU8sSUFBSyxJQUFJLEtBQUssQ0FBQyxFQUFFLEtBQUssV0FBVztJQUNsRixPQUFPLElBQUksQ0FBQyxNQUFNLGNBQWMsTUFBTSxZQUFZLEtBQUssRUFBRSxhQUFhLEtBQUssT0FBTztFQUNwRjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxXQUFXLEtBQWlCLEVBQUUsTUFBYztFQUMxRCxNQUFNLElBQUksS0FBSyxDQUFDLE9BQU87RUFDdkIsSUFBSSxNQUFNLFlBQVksT0FBTztFQUM3QixJQUFJLE1BQU0sY0FBYyxPQUFPO0VBQy9CLElBQUksTUFBTSxPQUFPLE9BQU87RUFDeEIsSUFBSSxNQUFNLFdBQVcsTUFBTSxTQUFTLE9BQU87RUFDM0MsSUFBSSxNQUFNLFNBQVMsT0FBTztFQUMxQixPQUFPO0FBQ1Q7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FpQkMsR0FDRCxPQUFPLFNBQVMsU0FDZCxLQUFpQixFQUNqQixRQUFjO0VBQUUsT0FBTztFQUFHLEtBQUssTUFBTSxNQUFNO0FBQUMsQ0FBQztFQUU3QyxNQUFNLE1BQU0sTUFBTSxHQUFHO0VBQ3JCLE1BQU0sUUFBUSxlQUFlLE9BQU8sTUFBTSxLQUFLLEVBQUU7RUFDakQsTUFBTSxLQUFLO0VBQ1gsTUFBTSxLQUFLO0VBQ1gsTUFBTSxXQUFXLEtBQUssT0FBTyxPQUFPLEtBQUssT0FBTztFQUNoRCxNQUFNLFFBQVEsV0FBVyxJQUFJLE1BQU0sZUFBZSxPQUFPLFVBQVU7RUFDbkUsSUFBSSxXQUFXLEtBQUssUUFBUSxLQUFLO0lBQy9CLE1BQU0sS0FBSztJQUNYLE1BQU0sS0FBSztJQUNYLElBQUksV0FBVyxHQUFHLE9BQU87TUFBRSxPQUFPO01BQU8sUUFBUTtNQUFZLFFBQVE7SUFBVztJQUNoRixPQUFPO01BQUUsT0FBTztNQUFPLEdBQUcsU0FBUyxPQUFPLE1BQU07SUFBQztFQUNuRDtFQUNBLE1BQU0sT0FBTyxXQUFXLE9BQU87RUFDL0IsT0FBTyxJQUFJLFNBQVMsT0FBTyxNQUFNO0lBQUU7SUFBTyxLQUFLO0VBQVMsR0FBRyxNQUFNLElBQUksSUFBSSxNQUFNLElBQUk7QUFDckY7QUFFQSxTQUFTLFNBQVMsS0FBaUIsRUFBRSxDQUFTO0VBQzVDLE9BQU87SUFDTCxRQUFRO0lBQ1IsUUFBUSxDQUFDLGtCQUFrQixFQUN6QixLQUFLLENBQUMsRUFBRSxDQUFDLFFBQVEsQ0FBQyxJQUFJLFFBQVEsQ0FBQyxHQUFHLEtBQ25DLGdDQUFnQyxFQUFFLEdBQUc7RUFDeEM7QUFDRjtBQUVBOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxPQUFPLEtBQWlCLEVBQUUsS0FBWTtFQUNwRCxPQUFPLFNBQVMsT0FBTyxPQUFPLEtBQUs7QUFDckMifQ==
// denoCacheMetadata=5804768110311502642,5599034354073220069