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
  return new Parser(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, onKey).document();
}

/** One parse: the text, the position, and the containers still open. */
class Parser {
  #src: string;
  #onKey?: KeyListener;
  #where: (offset: number) => [number, number];
  #stack: Frame[] = [];
  #pos = 0;

  constructor(src: string, onKey?: KeyListener) {
    this.#src = src;
    this.#onKey = onKey;
    this.#where = locator(src);
  }

  /** The whole text as one value; containers are kept on a stack, never recursed into. */
  document(): unknown {
    for (;;) {
      const value = this.#open();
      if (value === OPENED) continue;
      const done = this.#close(value);
      if (done !== OPENED) return done;
    }
  }

  /** Reads a scalar or an empty container; or opens a container (then `OPENED`). */
  #open(): unknown {
    this.#skip();
    const c = this.#src.charCodeAt(this.#pos);
    if (c !== LBRACE && c !== LBRACKET) return this.#scalar();
    this.#pos++;
    this.#skip();
    if (this.#src.charCodeAt(this.#pos) === (c === LBRACE ? RBRACE : RBRACKET)) {
      this.#pos++;
      return c === LBRACE ? {} : [];
    }
    if (c === LBRACKET) this.#stack.push({ array: [] });
    else {
      const frame = { object: {}, key: "" };
      this.#stack.push(frame);
      frame.key = this.#key(frame.object);
    }
    return OPENED;
  }

  /**
   * Adds `value` to the open containers, closing each that ends here. Returns the document
   * when the last one closed, or `OPENED` when the next member is to be read.
   */
  #close(value: unknown): unknown {
    for (;;) {
      const top = this.#stack.at(-1);
      if (top === undefined) {
        this.#skip();
        if (this.#pos < this.#src.length) this.#unexpected();
        return value;
      }
      if ("array" in top) top.array.push(value);
      else Object.defineProperty(top.object, top.key, { value, ...MEMBER });
      this.#skip();
      const close = "array" in top ? RBRACKET : RBRACE;
      if (this.#src.charCodeAt(this.#pos) === COMMA) {
        this.#pos++;
        this.#skip();
        if (this.#src.charCodeAt(this.#pos) !== close) {
          if ("object" in top) top.key = this.#key(top.object);
          return OPENED;
        }
      } else if (this.#src.charCodeAt(this.#pos) !== close) {
        this.#expected("array" in top ? "expected ',' or ']'" : "expected ',' or '}'");
      }
      this.#pos++;
      this.#stack.pop();
      value = "array" in top ? top.array : top.object;
    }
  }

  #fail(reason: string, at = this.#pos): never {
    throw new JsoncSyntaxError(reason, ...this.#where(at));
  }

  #expected(what: string): never {
    return this.#fail(this.#pos >= this.#src.length ? END : what);
  }

  #unexpected(): never {
    const c = String.fromCodePoint(this.#src.codePointAt(this.#pos) ?? 0);
    return this.#expected(`unexpected character ${show(c)}`);
  }

  /** Skips whitespace and comments. */
  #skip(): void {
    const src = this.#src;
    for (;;) {
      const c = src.charCodeAt(this.#pos);
      if (c === SPACE || c === TAB || c === LF || c === CR) this.#pos++;
      else if (c === SLASH && src.charCodeAt(this.#pos + 1) === SLASH) {
        this.#pos += 2;
        while (
          this.#pos < src.length && src.charCodeAt(this.#pos) !== LF &&
          src.charCodeAt(this.#pos) !== CR
        ) this.#pos++;
      } else if (c === SLASH && src.charCodeAt(this.#pos + 1) === STAR) {
        const end = src.indexOf("*/", this.#pos + 2);
        if (end < 0) this.#fail("unterminated comment");
        this.#pos = end + 2;
      } else return;
    }
  }

  #match(re: RegExp): string {
    re.lastIndex = this.#pos;
    return re.exec(this.#src)![0];
  }

  #string(): string {
    const src = this.#src;
    const start = this.#pos++;
    let out = "";
    let from = this.#pos;
    for (;;) {
      if (this.#pos >= src.length) this.#fail("unterminated string", start);
      const c = src.charCodeAt(this.#pos);
      if (c === QUOTE) break;
      if (c < 0x20) this.#fail("control character in string");
      if (c !== BACKSLASH) {
        this.#pos++;
        continue;
      }
      out += src.slice(from, this.#pos) + this.#escape(start);
      from = this.#pos;
    }
    return out + src.slice(from, this.#pos++);
  }

  /** The escape at the position (a backslash), which it moves past. */
  #escape(stringStart: number): string {
    const src = this.#src;
    if (this.#pos + 1 >= src.length) this.#fail("unterminated string", stringStart);
    const e = String.fromCodePoint(src.codePointAt(this.#pos + 1)!);
    if (Object.hasOwn(ESCAPES, e)) {
      this.#pos += 2;
      return ESCAPES[e];
    }
    if (e === "u") {
      this.#pos += 2;
      const hex = this.#match(HEX4);
      if (hex.length < 4) this.#fail(`invalid escape '\\u${hex}'`, this.#pos - 2);
      this.#pos += 4;
      return String.fromCharCode(parseInt(hex, 16));
    }
    if (e.charCodeAt(0) < 0x20) this.#fail("control character in string", this.#pos + 1);
    return this.#fail(
      `invalid escape ${UNPRINTABLE.test(e) ? `'\\' before ${show(e)}` : `'\\${e}'`}`,
    );
  }

  #scalar(): unknown {
    const c = this.#src.charCodeAt(this.#pos);
    if (c === QUOTE) return this.#string();
    if (c === MINUS || (c >= ZERO && c <= NINE)) {
      const token = this.#match(NUMBER_CHARS);
      if (!NUMBER.test(token)) this.#fail(`invalid number '${token}'`);
      this.#pos += token.length;
      return Number(token);
    }
    const word = this.#match(WORD);
    if (word === "") return this.#unexpected();
    if (!Object.hasOwn(LITERALS, word)) this.#fail(`unexpected word '${word.slice(0, 20)}'`);
    this.#pos += word.length;
    return LITERALS[word];
  }

  /** Reads `"key":` for an object open at depth `stack.length`. */
  #key(object: Record<string, unknown>): string {
    if (this.#src.charCodeAt(this.#pos) !== QUOTE) this.#expected("expected a string key or '}'");
    const at = this.#pos;
    const key = this.#string();
    if (Object.hasOwn(object, key)) this.#fail(`duplicate key ${JSON.stringify(key)}`, at);
    this.#onKey?.(key, ...this.#where(at), this.#stack.length);
    this.#skip();
    if (this.#src.charCodeAt(this.#pos) !== COLON) this.#expected("expected ':'");
    this.#pos++;
    return key;
  }
}

/** What {@linkcode Parser} returns when it opened a container rather than read a value. */
const OPENED: unique symbol = Symbol("opened");
