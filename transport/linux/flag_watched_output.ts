/**
 * The client's output when it is this process's stdout: written through
 * `nonblocking_output.ts`, which looks at the file's `O_NONBLOCK` flag before each `write(2)`,
 * as soon as that is loaded (it starts loading after the first write, the first answer: about
 * 2 ms); the first write through Deno's stdout stream, and any that comes before the load
 * waits for it.
 * The flag belongs to the open file, which the process shares with whoever opened it: a
 * Node.js parent that starts the daemon with its own stdout and uses that stdout only later
 * makes it non-blocking then, most likely while a write waits for a slow client, and Deno's
 * stdout cannot go on there (it fails with EAGAIN, and cannot be tried again without sending
 * bytes twice). `write(2)` takes nothing when it fails, so a write cut short by the flag goes
 * on where it stopped.
 *
 * Deno's stream for the first write keeps the loading off the first answer's way (where the
 * open file is non-blocking at the start, the load starts at once and the first write waits);
 * it holds no bytes after a write that succeeded, so the switch loses and repeats nothing.
 * Every later write waits for the load (a few milliseconds, once): only a flag set while the
 * first write waits can still fail it with EAGAIN (the session then ends with that error).
 * (Before, writes that came while it loaded went through Deno's stream too: on a loaded machine
 * the agent's output filled the pipe then, and a flag set meanwhile failed the session.)
 * Throughput is the same either way (measured: 10 KB frames through `--copy`, medians
 * 504 MiB/s with `write(2)` against 483 with Deno's stream).
 *
 * @module
 */

/** What {@linkcode flagWatchedOutput} writes with and tells. */
export interface FlagWatchedOutputOptions {
  /** The descriptor (1). */
  fd: number;
  /**
   * Writes all of `bytes` through Deno's stream (`Deno.stdout.writable`: a `Deno.stdout.write`
   * per chunk made large transfers a third slower, measured).
   */
  write(bytes: Uint8Array): Promise<void>;
  /** Closes the descriptor, once (when the stream ends, or a write failed). */
  close(): void;
  /**
   * The first write waits for `write(2)` to be loaded (the file was non-blocking at the start).
   * @default false
   */
  lookFirst?: boolean;
  /** Called once, when the writing has switched to `write(2)`. */
  onSwitch?(): void;
}

/**
 * A stream to `options.fd` that writes with `write(2)` and `poll(2)` once they are loaded
 * (loading starts after the first write; with `lookFirst`, now, and the first write waits for
 * it), the first write with `options.write` and later ones once the load is done; where the C
 * library cannot be opened, `options.write` goes on.
 *
 * @param options The descriptor, Deno's write and close, whether to switch at once, and what
 *   to tell at the switch.
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
 *   },
 *   close: () => Deno.stdout.close(),
 * });
 * await out.getWriter().write(new TextEncoder().encode("{}\n"));
 * ```
 */
export function flagWatchedOutput(options: FlagWatchedOutputOptions): WritableStream<Uint8Array> {
  const { fd } = options;
  let switched: WritableStreamDefaultWriter<Uint8Array> | null = null;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    options.close();
  };
  const switchOver = async () => {
    const { nonBlockingOutput } = await import("./nonblocking_output.ts");
    if (closed) return;
    // It closes the descriptor from now on.
    const output = nonBlockingOutput(fd, () => {
      closed = true;
      options.close();
    });
    if (output === null) return; // on with Deno's stream
    switched = output.getWriter();
    options.onSwitch?.();
  };
  let switching: Promise<void> | null = null;
  const startSwitch = () => {
    if (switching !== null) return;
    switching = switchOver();
    switching.catch((e) => reportError(e)); // a defect: loud
  };
  if (options.lookFirst) startSwitch();
  return new WritableStream<Uint8Array>({
    async write(chunk) {
      if (switched === null && switching !== null) await switching;
      if (switched) return await switched.write(chunk);
      try {
        await options.write(chunk);
      } catch (e) {
        close();
        throw e;
      }
      startSwitch(); // after the first write: not on the first answer's way
    },
    async close() {
      await switching;
      if (switched) await switched.close();
      else close();
    },
    async abort(reason) {
      await switching;
      if (switched) await switched.abort(reason);
      else close();
    },
  });
}
