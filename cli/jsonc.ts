/**
 * A JSONC parser: JSON (RFC 8259) plus `//` and `/* *\/` comments and trailing commas in
 * objects and arrays, as VS Code and Zed settings files allow. No dependencies.
 *
 * Invariants:
 * - Every text `JSON.parse` accepts parses to the same value, except an object with a
 *   repeated key, which is an error here (in a config file it is always a mistake).
 * - Beyond JSON it accepts only comments, trailing commas and one leading UTF-8 BOM.
 * - Every failure is a {@linkcode JsoncSyntaxError} with a 1-based line and column.
 * - Nesting uses an explicit stack, never the call stack, so depth cannot overflow it.
 *
 * @module
 */

/**
 * A text that is not JSONC: `reason` says what is wrong, `line` and `column` where.
 *
 * @example Report where a file is broken
 * ```ts
 * import { JsoncSyntaxError, parseJsonc } from "./jsonc.ts";
 * try {
 *   parseJsonc('{\n  "a": 1\n  "b": 2\n}');
 * } catch (e) {
 *   if (e instanceof JsoncSyntaxError) console.log(e.line, e.column, e.reason); // 3 3 expected ',' or '}'
 * }
 * ```
 */
export class JsoncSyntaxError extends Error {
  /** What is wrong, without the position, e.g. `unterminated string`. */
  readonly reason: string;
  /** 1-based line; LF, CRLF and a lone CR each end one line. */
  readonly line: number;
  /** 1-based column, in UTF-16 code units from the start of the line. */
  readonly column: number;

  /**
   * Creates the error.
   *
   * @param reason What is wrong, lowercase, without the position.
   * @param line 1-based line.
   * @param column 1-based column.
   */
  constructor(reason: string, line: number, column: number) {
    super(`${reason} at line ${line}, column ${column}`);
    this.name = "JsoncSyntaxError";
    this.reason = reason;
    this.line = line;
    this.column = column;
  }
}

/**
 * Told of each object key where it is read: its 1-based `line` and `column` (of the
 * opening quote) and its `depth` (1 for the members of the outermost object).
 */
export type KeyListener = (key: string, line: number, column: number, depth: number) => void;

/** An open array, or an open object and the key whose value is being read. */
type Frame = { array: unknown[] } | { object: Record<string, unknown>; key: string };

const [TAB, LF, CR, SPACE, QUOTE, COMMA, SLASH, STAR, COLON, BACKSLASH] = [...'\t\n\r ",/*:\\']
  .map((c) => c.charCodeAt(0));
const [LBRACKET, RBRACKET, LBRACE, RBRACE, MINUS, ZERO, NINE] = [..."[]{}-09"]
  .map((c) => c.charCodeAt(0));
const END = "unexpected end of input";
/** The character after a backslash, and what the escape stands for. */
const ESCAPES = Object.fromEntries([...'"\\/bfnrt'].map((c, i) => [c, '"\\/\b\f\n\r\t'[i]]));
const LITERALS: Record<string, unknown> = { true: true, false: false, null: null };
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const NUMBER_CHARS = /[-+.eE0-9]*/y;
const WORD = /[A-Za-z0-9_$]*/y;
const HEX4 = /[0-9a-fA-F]{0,4}/y;
/** Control, format, private-use, unassigned, surrogate and separator (space) characters. */
const UNPRINTABLE = /^[\p{C}\p{Z}]/u;
/** A member as `JSON.parse` makes it: an own data property, even for `__proto__`. */
const MEMBER = { writable: true, enumerable: true, configurable: true };

/** `'c'` for a printable character, `U+XXXX` otherwise. */
function show(c: string): string {
  return UNPRINTABLE.test(c)
    ? `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
    : `'${c}'`;
}

/** Maps offsets, asked for in mostly ascending order, to 1-based line and column. */
function locator(text: string): (offset: number) => [line: number, column: number] {
  let at = 0, line = 1, lineStart = 0;
  return (offset) => {
    if (offset < at) [at, line, lineStart] = [0, 1, 0];
    for (; at < offset; at++) {
      const c = text.charCodeAt(at);
      if (c === LF || (c === CR && text.charCodeAt(at + 1) !== LF)) {
        [line, lineStart] = [line + 1, at + 1];
      }
    }
    return [line, offset - lineStart + 1];
  };
}

/**
 * Parses JSONC text: JSON with `//` and `/* *\/` comments and trailing commas.
 *
 * @param text The text; one leading BOM is skipped (and not counted in columns).
 * @param onKey Told of each object key and its position, e.g. to point at a bad setting.
 * @returns The value, as `JSON.parse` would build it.
 * @throws {JsoncSyntaxError} On any text that is not JSONC, or an object with a repeated key.
 *
 * @example Parse a settings file
 * ```ts
 * import { parseJsonc } from "./jsonc.ts";
 * const settings = parseJsonc('{\n  // the v1 agent\n  "v1": "my-agent",\n}');
 * console.log(settings); // { v1: "my-agent" }
 * ```
 */
export function parseJsonc(text: string, onKey?: KeyListener): unknown {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const where = locator(src);
  const stack: Frame[] = [];
  let pos = 0;

  const fail = (reason: string, at = pos): never => {
    throw new JsoncSyntaxError(reason, ...where(at));
  };
  const expected = (what: string): never => fail(pos >= src.length ? END : what);
  const unexpected = (): never =>
    expected(`unexpected character ${show(String.fromCodePoint(src.codePointAt(pos) ?? 0))}`);

  const skip = (): void => {
    for (;;) {
      const c = src.charCodeAt(pos);
      if (c === SPACE || c === TAB || c === LF || c === CR) pos++;
      else if (c === SLASH && src.charCodeAt(pos + 1) === SLASH) {
        pos += 2;
        while (pos < src.length && src.charCodeAt(pos) !== LF && src.charCodeAt(pos) !== CR) pos++;
      } else if (c === SLASH && src.charCodeAt(pos + 1) === STAR) {
        const end = src.indexOf("*/", pos + 2);
        if (end < 0) fail("unterminated comment");
        pos = end + 2;
      } else return;
    }
  };

  const match = (re: RegExp): string => {
    re.lastIndex = pos;
    return re.exec(src)![0];
  };

  const readString = (): string => {
    const start = pos++;
    let out = "";
    let from = pos;
    for (;;) {
      if (pos >= src.length) fail("unterminated string", start);
      const c = src.charCodeAt(pos);
      if (c === QUOTE) break;
      if (c < 0x20) fail("control character in string");
      if (c !== BACKSLASH) {
        pos++;
        continue;
      }
      out += src.slice(from, pos);
      if (pos + 1 >= src.length) fail("unterminated string", start);
      const e = String.fromCodePoint(src.codePointAt(pos + 1)!);
      if (Object.hasOwn(ESCAPES, e)) {
        out += ESCAPES[e];
        pos += 2;
      } else if (e === "u") {
        pos += 2;
        const hex = match(HEX4);
        if (hex.length < 4) fail(`invalid escape '\\u${hex}'`, pos - 2);
        out += String.fromCharCode(parseInt(hex, 16));
        pos += 4;
      } else if (e.charCodeAt(0) < 0x20) fail("control character in string", pos + 1);
      else fail(`invalid escape ${UNPRINTABLE.test(e) ? `'\\' before ${show(e)}` : `'\\${e}'`}`);
      from = pos;
    }
    return out + src.slice(from, pos++);
  };

  const readScalar = (): unknown => {
    const c = src.charCodeAt(pos);
    if (c === QUOTE) return readString();
    if (c === MINUS || (c >= ZERO && c <= NINE)) {
      const token = match(NUMBER_CHARS);
      if (!NUMBER.test(token)) fail(`invalid number '${token}'`);
      pos += token.length;
      return Number(token);
    }
    const word = match(WORD);
    if (word === "") return unexpected();
    if (!Object.hasOwn(LITERALS, word)) fail(`unexpected word '${word.slice(0, 20)}'`);
    pos += word.length;
    return LITERALS[word];
  };

  /** Reads `"key":` at `pos`, for an object open at depth `stack.length`. */
  const readKey = (object: Record<string, unknown>): string => {
    if (src.charCodeAt(pos) !== QUOTE) expected("expected a string key or '}'");
    const at = pos;
    const key = readString();
    if (Object.hasOwn(object, key)) fail(`duplicate key ${JSON.stringify(key)}`, at);
    onKey?.(key, ...where(at), stack.length);
    skip();
    if (src.charCodeAt(pos) !== COLON) expected("expected ':'");
    pos++;
    return key;
  };

  for (;;) {
    skip();
    let value: unknown;
    const c = src.charCodeAt(pos);
    if (c === LBRACE || c === LBRACKET) {
      pos++;
      skip();
      if (src.charCodeAt(pos) === (c === LBRACE ? RBRACE : RBRACKET)) {
        pos++;
        value = c === LBRACE ? {} : [];
      } else if (c === LBRACKET) {
        stack.push({ array: [] });
        continue;
      } else {
        const frame = { object: {}, key: "" };
        stack.push(frame);
        frame.key = readKey(frame.object);
        continue;
      }
    } else value = readScalar();
    // Add the value to the open containers, closing each that ends here.
    for (;;) {
      const top = stack.at(-1);
      if (top === undefined) {
        skip();
        if (pos < src.length) unexpected();
        return value;
      }
      if ("array" in top) top.array.push(value);
      else Object.defineProperty(top.object, top.key, { value, ...MEMBER });
      skip();
      const close = "array" in top ? RBRACKET : RBRACE;
      if (src.charCodeAt(pos) === COMMA) {
        pos++;
        skip();
        if (src.charCodeAt(pos) !== close) {
          if ("object" in top) top.key = readKey(top.object);
          break;
        }
      } else if (src.charCodeAt(pos) !== close) {
        expected("array" in top ? "expected ',' or ']'" : "expected ',' or '}'");
      }
      pos++;
      stack.pop();
      value = "array" in top ? top.array : top.object;
    }
  }
}
