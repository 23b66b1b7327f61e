/**
 * The client's output when it is this process's stdout: written through Deno's stdout, as
 * anywhere else, while its open file is blocking, and through `nonblocking_output.ts` from the
 * first write that finds it non-blocking. The flag belongs to the open file, which the process
 * shares with whoever opened it: a Node.js parent that starts the daemon with its own stdout
 * and uses that stdout only later makes it non-blocking then, and Deno's stdout cannot wait
 * for room there (it fails with EAGAIN, and cannot be tried again without sending bytes twice).
 *
 * The flag is looked at (`fcntl`, about 0.1 us) before each write: from the end of the first
 * one on (the C library is opened then, off the first answer's way), or from the first one
 * where it was set at the start. Deno's stdout holds no bytes after a write that succeeded, so
 * the switch loses and repeats nothing. Only a parent that sets the flag while a write is under
 * way can still make that write fail with EAGAIN (the session then ends with that error).
 *
 * @module
 */

import { openLibc } from "./libc.ts";

const F_GETFL = 3;
const O_NONBLOCK = 0o4000;
const CALLS = {
  fcntl: { parameters: ["i32", "i32", "i32"], result: "i32" },
} as const;

/** What {@linkcode flagWatchedOutput} writes with and tells. */
export interface FlagWatchedOutputOptions {
  /** The descriptor (1). */
  fd: number;
  /**
   * One write through Deno's stream (all of `bytes`, through `Deno.stdout.writable`: a
   * `Deno.stdout.write` per chunk made large transfers a third slower, measured): how many
   * bytes it took.
   */
  write(bytes: Uint8Array): Promise<number>;
  /** Closes the descriptor, once (when the stream ends, or a write failed). */
  close(): void;
  /**
   * Look at the flag before the first write too (it was set at the start). Otherwise it is
   * looked at from the end of the first write on: the first answer is not kept waiting for
   * the C library to open.
   * @default false
   */
  lookFirst?: boolean;
  /** Called once, when the file is first found non-blocking and the writing switches. */
  onSwitch?(): void;
}

/**
 * A stream to `options.fd` that writes with `options.write` while the open file is blocking,
 * and with `write(2)` and `poll(2)` from the first write that finds it non-blocking. Nothing is
 * opened before the first write.
 *
 * @param options The descriptor, Deno's write and close, when to look first, and what to tell
 *   at the switch.
 * @returns The stream.
 *
 * @example
 * ```ts ignore
 * import { flagWatchedOutput } from "./flag_watched_output.ts";
 * const out = flagWatchedOutput({
 *   fd: 1,
 *   write: async (bytes) => {
 *     const writer = Deno.stdout.writable.getWriter();
 *     await writer.write(bytes).finally(() => writer.releaseLock());
 *     return bytes.length;
 *   },
 *   close: () => Deno.stdout.close(),
 * });
 * await out.getWriter().write(new TextEncoder().encode("{}\n"));
 * ```
 */
export function flagWatchedOutput(options: FlagWatchedOutputOptions): WritableStream<Uint8Array> {
  const { fd } = options;
  // Undefined until the first write is done; null where the C library cannot be opened.
  let libc: Deno.DynamicLibrary<typeof CALLS> | null | undefined;
  let switched: WritableStreamDefaultWriter<Uint8Array> | null = null;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    libc?.close();
    options.close();
  };
  const nonBlocking = () => {
    if (!libc) return false;
    const flags = libc.symbols.fcntl(fd, F_GETFL, 0);
    return flags >= 0 && (flags & O_NONBLOCK) !== 0;
  };
  const switchOver = async (): Promise<WritableStreamDefaultWriter<Uint8Array> | null> => {
    const { nonBlockingOutput } = await import("./nonblocking_output.ts");
    // It closes the descriptor from now on.
    const output = nonBlockingOutput(fd, () => {
      closed = true;
      options.close();
    });
    libc?.close();
    libc = null; // looked at no more: on with Deno's stream where write(2) cannot be had
    if (output === null) return null;
    options.onSwitch?.();
    return output.getWriter();
  };
  return new WritableStream<Uint8Array>({
    async write(chunk) {
      if (switched) return await switched.write(chunk);
      if (libc === undefined && options.lookFirst) libc = openLibc(CALLS);
      try {
        for (let written = 0; written < chunk.length;) {
          if (nonBlocking()) {
            switched = await switchOver();
            if (switched) return await switched.write(chunk.subarray(written));
          }
          written += await options.write(chunk.subarray(written));
        }
      } catch (e) {
        if (!switched) close();
        throw e;
      }
      // From the end of the first write: the first answer is not kept waiting for it.
      libc ??= openLibc(CALLS);
    },
    async close() {
      if (switched) await switched.close();
      else close();
    },
    async abort(reason) {
      if (switched) await switched.abort(reason);
      else close();
    },
  });
}
