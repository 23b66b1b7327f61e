/**
 * Writing all of a buffer to a descriptor that may be non-blocking. A process can inherit
 * its stdout or stderr with `O_NONBLOCK` set (the flag belongs to the open file, which the
 * parent shares): a write to such a full pipe fails with `EAGAIN` (`Deno.errors.WouldBlock`)
 * instead of waiting for its reader. {@linkcode writeAll} waits and writes again, as a
 * blocking write would have waited, so that a slow reader gets every byte either way.
 *
 * Only for a writer that takes nothing of a write that fails: `Deno.stderr` (unbuffered), a
 * file. Never `Deno.stdout`: Deno writes it through Rust's line-buffered stdout, whose write
 * may take bytes into its buffer and then fail to flush them, so trying again sends them
 * twice (a hunt measured 48 MB arriving for 5 MB of small frames).
 *
 * @module
 */

/** Something bytes can be written to, like `Deno.stderr`. */
export interface Writer {
  /** Writes some of `p`; resolves with how many bytes. */
  write(p: Uint8Array): Promise<number>;
}

/**
 * The first wait after a write found the descriptor full, in milliseconds; each further one
 * in a row doubles, up to {@linkcode MAX_FULL_WAIT_MS}, and any progress starts over. The
 * reader of a full pipe is usually busy for well under a millisecond.
 */
export const FIRST_FULL_WAIT_MS = 1;

/**
 * The longest wait between two tries at a full descriptor, in milliseconds: a reader that
 * comes back after a long pause gets its next bytes at most this late. The wait has no end
 * of its own, as a blocking write has none: what bounds it is the caller's (a session's
 * output stall limit).
 */
export const MAX_FULL_WAIT_MS = 16;

/**
 * Writes all of `bytes` to `writer`, waiting out a full non-blocking descriptor
 * (`Deno.errors.WouldBlock`) with waits of {@linkcode FIRST_FULL_WAIT_MS} doubling to
 * {@linkcode MAX_FULL_WAIT_MS}. Any other failure is thrown as it came.
 *
 * @param writer Where (a writer that takes nothing of a failed write, like `Deno.stderr`).
 * @param bytes What.
 * @returns Resolves once every byte was written.
 *
 * @example Write a line to stderr, also when it is a non-blocking pipe
 * ```ts
 * import { writeAll } from "./write_all.ts";
 * await writeAll(Deno.stderr, new TextEncoder().encode("hi\n"));
 * ```
 */
export async function writeAll(writer: Writer, bytes: Uint8Array): Promise<void> {
  let wait = FIRST_FULL_WAIT_MS;
  for (let written = 0; written < bytes.length;) {
    let n: number;
    try {
      n = await writer.write(bytes.subarray(written));
    } catch (e) {
      if (!(e instanceof Deno.errors.WouldBlock)) throw e;
      await pause(wait);
      wait = Math.min(wait * 2, MAX_FULL_WAIT_MS);
      continue;
    }
    written += n;
    if (n > 0) wait = FIRST_FULL_WAIT_MS;
  }
}

/**
 * Resolves after `ms`: an `AbortSignal.timeout`, not `setTimeout`, whose first use loads
 * Deno's Node-compatible timers (see `settles_within.ts`).
 */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    AbortSignal.timeout(ms).addEventListener("abort", () => resolve(), { once: true });
  });
}
