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
export function wholeLines(target: SyncWriter): (bytes: Uint8Array) => void {
  let cut = false;
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
