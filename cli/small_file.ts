/**
 * Reads the small files the command line names (the config file, token files) with a bound:
 * a path that names something endless (`/dev/zero`, a FIFO that never closes, the wrong big
 * file) is refused after a few bytes more than any such file holds, instead of being read
 * into memory without end.
 *
 * @module
 */

import { settlesWithin } from "../async/settles_within.ts";
import { tokenProblem as sendingProblem } from "../remote/token_problem.ts";

/** The largest `--config` file read, in bytes. */
export const MAX_CONFIG_BYTES: number = 1024 * 1024;
/** The largest `--token-file` / `--remote-token-file` read, in bytes. */
export const MAX_TOKEN_FILE_BYTES: number = 64 * 1024;
/**
 * The longest token the command line takes, in bytes: a request's head holds 16 KiB in all
 * (the server's bound, as most servers'), its other headers included (limits5: a 20,000-byte
 * token was taken, and every request that carried it got 431).
 */
export const MAX_TOKEN_BYTES: number = 8 * 1024;

/**
 * Why a token from the command line cannot be used, or `undefined`: what cannot go in an
 * `Authorization` header, or a token too long for a request's head.
 *
 * @param token The token (its file's first line, trimmed).
 * @returns The reason, or `undefined`.
 *
 * @example
 * ```ts
 * import { tokenProblem } from "./small_file.ts";
 * console.log(tokenProblem("0123abcd")); // undefined
 * console.log(tokenProblem("x".repeat(9000))?.startsWith("it is 9000 bytes")); // true
 * ```
 */
export function tokenProblem(token: string): string | undefined {
  const problem = sendingProblem(token);
  if (problem !== undefined || token.length <= MAX_TOKEN_BYTES) return problem;
  return `it is ${token.length} bytes, more than the ${MAX_TOKEN_BYTES} a request's head has ` +
    `room for beside its other headers (16 KiB in all): use a shorter token`;
}
/**
 * How long reading one of these files may take, in ms: a FIFO nobody writes to (or that its
 * writer never closes) is refused after this instead of holding the start for ever.
 */
export const SMALL_FILE_READ_MS: number = 5_000;

/**
 * For a path that names nothing: a leading `~` that nothing expanded (an editor passes its
 * arguments as they are), said, or nothing.
 *
 * @param path The path as given.
 * @returns The hint, with a leading space, or "".
 *
 * @example
 * ```ts
 * import { tildeHint } from "./small_file.ts";
 * console.log(tildeHint("~/acp.jsonc").startsWith(" (a leading ~")); // true
 * ```
 */
export function tildeHint(path: string): string {
  return path.startsWith("~/")
    ? " (a leading ~ is expanded by a shell and in the config file, not in an argument " +
      "passed as it is, as an editor does: give the full path)"
    : "";
}

/** A file was not read to its end in time (a FIFO with no writer, or one that stays open). */
export class FileReadTimeoutError extends Error {
  /** The bound, in ms. */
  readonly ms: number;

  /**
   * @param path The file.
   * @param ms The bound, in ms.
   */
  constructor(path: string, ms: number) {
    super(
      `${path} was not read to its end within ${ms} ms (a FIFO with no writer, or one that ` +
        `stays open?)`,
    );
    this.name = "FileReadTimeoutError";
    this.ms = ms;
  }
}

/** A file that should be text holds bytes that are not UTF-8. */
export class FileNotTextError extends Error {
  /** Where the first byte that is not UTF-8 is, from 0. */
  readonly offset: number;

  /**
   * @param path The file.
   * @param offset Where its first byte that is not UTF-8 is.
   */
  constructor(path: string, offset: number) {
    super(`${path} is not UTF-8 text (at byte offset ${offset}, counted from 0)`);
    this.name = "FileNotTextError";
    this.offset = offset;
  }
}

/**
 * The bytes as text, or a {@linkcode FileNotTextError} naming the first byte that is not
 * UTF-8: never text with U+FFFD where the file had something else.
 */
function utf8Text(path: string, bytes: Uint8Array): string {
  try {
    // A BOM stays: the text is what the file holds (a config's parser takes one BOM, and a
    // token's first line is trimmed of it).
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new FileNotTextError(path, firstInvalidUtf8(bytes));
  }
}

/**
 * Where the first ill-formed UTF-8 sequence starts (Unicode Table 3-7: a byte that starts
 * none, or a lead byte whose sequence is cut short, overlong, a surrogate or past U+10FFFF,
 * at the end of the bytes too), or -1 when there is none.
 *
 * @param bytes The bytes.
 * @returns The offset of the sequence's first byte, counted from 0, or -1.
 *
 * @example
 * ```ts
 * import { firstInvalidUtf8 } from "./small_file.ts";
 * console.log(firstInvalidUtf8(new Uint8Array([0xc3, 0xa9, 0xff]))); // 2
 * console.log(firstInvalidUtf8(new Uint8Array([0x61, 0xe2, 0x86]))); // 1
 * ```
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    // How many bytes follow, and the range the first of them must be in.
    let more: number, low = 0x80, high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) more = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      more = 2;
      if (lead === 0xe0) low = 0xa0; // overlong below
      if (lead === 0xed) high = 0x9f; // surrogates above
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      more = 3;
      if (lead === 0xf0) low = 0x90; // overlong below
      if (lead === 0xf4) high = 0x8f; // past U+10FFFF above
    } else return i;
    for (let k = 1; k <= more; k++) {
      const b = bytes[i + k];
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (b === undefined || b < min || b > max) return i;
    }
    i += more + 1;
  }
  return -1;
}

/** A file holds more bytes than the bound its reader allows. */
export class FileTooLargeError extends Error {
  /** The bound, in bytes. */
  readonly limit: number;

  /**
   * @param path The file.
   * @param limit The bound, in bytes.
   */
  constructor(path: string, limit: number) {
    super(`${path} holds more than ${limit} bytes`);
    this.name = "FileTooLargeError";
    this.limit = limit;
  }
}

/**
 * Reads at most `limit` bytes of `path` as UTF-8 text (any file kind: a pipe from a process
 * substitution works), within `ms`.
 *
 * @param path The file.
 * @param limit The most bytes the file may hold.
 * @param ms How long opening and reading it may take.
 * @returns The text.
 * @throws {FileTooLargeError} When the file holds more than `limit` bytes.
 * @throws {FileReadTimeoutError} When it was not read to its end within `ms`.
 *
 * @example Read a token file
 * ```ts
 * import { MAX_TOKEN_FILE_BYTES, readSmallFile } from "./small_file.ts";
 * const path = await Deno.makeTempFile();
 * await Deno.writeTextFile(path, "secret\n");
 * console.log(await readSmallFile(path, MAX_TOKEN_FILE_BYTES)); // "secret\n"
 * await Deno.remove(path);
 * ```
 */
export async function readSmallFile(
  path: string,
  limit: number,
  ms: number = SMALL_FILE_READ_MS,
): Promise<string> {
  let file: Deno.FsFile | undefined;
  let late = false;
  const reading = (async () => {
    file = await Deno.open(path);
    if (late) return file.close(); // opened after the bound: nobody reads it any more
    const buffer = new Uint8Array(limit + 1);
    let length = 0;
    while (length < buffer.length) {
      const n = await file.read(buffer.subarray(length));
      if (n === null) break;
      length += n;
    }
    if (length > limit) return null;
    return utf8Text(path, buffer.subarray(0, length));
  })();
  try {
    if (!await settlesWithin(reading, ms)) {
      late = true;
      file?.close(); // a read still waiting ends with it
      reading.catch(() => {}); // nor has a late failure anything left to say
      throw new FileReadTimeoutError(path, ms);
    }
    const text = await reading;
    if (text === null) throw new FileTooLargeError(path, limit);
    return text as string;
  } finally {
    if (!late) file?.close();
  }
}
