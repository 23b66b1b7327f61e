/**
 * Synchronous writes of whole lines to a file that may fail part-way (a full disk).
 *
 * @module
 */

const LF = new Uint8Array([0x0a]);

/** What {@linkcode wholeLines} writes to: a file, or stderr when it is one. */
export interface SyncWriter {
  /** Writes some of `bytes` at once; returns how many. Throws when it cannot. */
  writeSync(bytes: Uint8Array): number;
}

/**
 * A writer of lines (each `bytes` ends with LF) that keeps the file's lines whole: a line a
 * failed write cut short stays on a line of its own, since the next write that succeeds
 * starts with the LF it lacked (the file may be shared: it is never cut back). A failure is
 * thrown, for the caller to drop the line and say so.
 *
 * @param target Where the lines go.
 * @param endsMidLine The file already ends without a LF (an earlier run's line was cut short,
 *   {@linkcode fileEndsMidLine}): the first line starts with one.
 * @returns The write function.
 *
 * @example Lines to a file
 * ```ts
 * import { wholeLines } from "./whole_lines.ts";
 * const file = Deno.openSync(Deno.makeTempFileSync(), { write: true, append: true });
 * const write = wholeLines(file);
 * write(new TextEncoder().encode("one line\n"));
 * file.close();
 * ```
 */
export function wholeLines(
  target: SyncWriter,
  endsMidLine = false,
): (bytes: Uint8Array) => void {
  let cut = endsMidLine;
  const writeAll = (bytes: Uint8Array): number => {
    let n = 0;
    try {
      while (n < bytes.length) n += target.writeSync(bytes.subarray(n));
    } catch (e) {
      if (n > 0) cut = true;
      throw e;
    }
    return n;
  };
  return (bytes) => {
    if (cut) {
      writeAll(LF);
      cut = false;
    }
    writeAll(bytes);
  };
}

/**
 * Whether the regular file at `path` ends without a LF: a line cut short (a full disk, in
 * this run or an earlier one). False when it is empty, cannot be read, or is no regular file.
 *
 * @param path The file (`/dev/stderr` for stderr as a file).
 * @returns True when its last byte is not a LF.
 *
 * @example
 * ```ts
 * import { fileEndsMidLine } from "./whole_lines.ts";
 * const path = Deno.makeTempFileSync();
 * Deno.writeTextFileSync(path, "a whole line\nhalf a li");
 * console.log(fileEndsMidLine(path)); // true
 * ```
 */
export function fileEndsMidLine(path: string): boolean {
  let file: Deno.FsFile | undefined;
  try {
    file = Deno.openSync(path, { read: true });
    const info = file.statSync();
    if (!info.isFile || info.size === 0) return false;
    file.seekSync(-1, Deno.SeekMode.End);
    const last = new Uint8Array(1);
    return file.readSync(last) === 1 && last[0] !== 0x0a;
  } catch {
    return false; // not readable (write-only, gone): nothing known, nothing added
  } finally {
    file?.close();
  }
}
