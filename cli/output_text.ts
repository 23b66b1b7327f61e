/**
 * How the CLI writes its own text (help, version, a probe or trace report, an error line) to
 * stdout or stderr: whole, and with one answer for each way it can fail.
 *
 * @module
 */

import { type LogFormat, refusalLine } from "../log/logger.ts";
import { withoutPasswords } from "./remote_address.ts";
import { messageOf } from "../log/error_text.ts";

/** Something bytes can be written to, like `Deno.stdout`. */
export interface TextSink {
  /** Writes some of `p`; resolves with how many bytes. */
  write(p: Uint8Array): Promise<number>;
}

/** Writing the CLI's own output failed (a full disk, an I/O error): exit 1 with this message. */
export class OutputError extends Error {
  /**
   * Creates the error.
   *
   * @param cause The write's error.
   */
  constructor(cause: unknown) {
    super(`cannot write its output: ${messageOf(cause)}`, { cause });
    this.name = "OutputError";
  }
}

/**
 * Writes all of `bytes`, or throws the write's error.
 *
 * @param file Where.
 * @param bytes What.
 * @returns Resolves once every byte was written.
 *
 * @example
 * ```ts
 * import { writeAll } from "./output_text.ts";
 * await writeAll(Deno.stdout, new TextEncoder().encode("hi\n"));
 * ```
 */
export async function writeAll(file: TextSink, bytes: Uint8Array): Promise<void> {
  for (let written = 0; written < bytes.length;) {
    written += await file.write(bytes.subarray(written));
  }
}

/**
 * Writes the CLI's text whole. A reader that went away (EPIPE: `acp-proxy --help | true`) is
 * a normal end, as it is for a session: the rest is dropped without a word. Any other failure
 * (ENOSPC: `> /dev/full`) throws an {@linkcode OutputError}, which `main` turns into one line
 * on stderr and exit 1.
 *
 * @param file Where (stdout or stderr).
 * @param text What.
 * @returns Resolves once it was written, or its reader is gone.
 * @throws {OutputError} When writing failed otherwise.
 *
 * @example
 * ```ts
 * import { writeText } from "./output_text.ts";
 * await writeText(Deno.stdout, "acp-proxy 1.0.0\n");
 * ```
 */
export async function writeText(file: TextSink, text: string | Uint8Array): Promise<void> {
  try {
    await writeAll(file, typeof text === "string" ? new TextEncoder().encode(text) : text);
  } catch (e) {
    if (e instanceof Deno.errors.BrokenPipe) return;
    throw new OutputError(e);
  }
}

/**
 * Says a usage error on stderr (one line, in the log's format) and gives its exit code, also
 * when stderr cannot take the line (a full disk): the exit code is all that is left to say it.
 *
 * @param message What is wrong and what to do.
 * @param format The log format asked for.
 * @returns 2.
 *
 * @example
 * ```ts ignore
 * import { refuse } from "./output_text.ts";
 * Deno.exitCode = await refuse("--max-frame must be a size; run 'acp-proxy --help' for usage", "text");
 * ```
 */
export async function refuse(message: string, format: LogFormat): Promise<number> {
  // No password of an address the message quotes (regress76, regress77: every refusal).
  message = withoutPasswords(message);
  alsoTo?.(message); // first: the log file gets it even when stderr cannot take it
  // A usage error is still one when stderr cannot take its line: the exit code says it.
  await writeText(Deno.stderr, refusalLine(message, format)).catch(() => {});
  return 2;
}

/** Where a refusal is said besides stderr: the `--log-file`, once it is open. */
let alsoTo: ((message: string) => void) | undefined;

/**
 * Says every later refusal ({@linkcode refuse}) also through `to`: the daemon's `--log-file`,
 * where a user whose editor hides stderr looks.
 *
 * @param to Takes the refusal's message (one line); `undefined` stops it (the log file closed).
 *
 * @example
 * ```ts ignore
 * import { sayRefusalsAlso } from "./output_text.ts";
 * sayRefusalsAlso((message) => log.error(message));
 * ```
 */
export function sayRefusalsAlso(to: ((message: string) => void) | undefined): void {
  alsoTo = to;
}
