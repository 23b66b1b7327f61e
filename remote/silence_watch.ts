/**
 * An event stream's body watched for a silent network: once the server has sent a keep-alive
 * comment (an acp-proxy server sends `:` after 15 s without a write), a read that waits with
 * nothing for {@linkcode SILENT_STREAM_MS} (or 3 times the longest wait seen, if longer) errors
 * the stream. A network that goes silent (a laptop asleep, a NAT entry gone) sends no FIN and
 * no reset: without this the stream waits for good. A server that sends no keep-alives is not
 * watched (its silence says nothing); time the reader is not reading does not count.
 *
 * @module
 */

/** How long a read may wait with nothing, on a stream that sends keep-alives: 60 s at least. */
export const SILENT_STREAM_MS = 60_000;

/** Why a watched stream was given up. */
export class SilentStreamError extends Error {
  override name = "SilentStreamError";
}

/**
 * `body`, erroring with {@linkcode SilentStreamError} when the network under it goes silent.
 *
 * @param body An event stream's body.
 * @param silentMs The least wait taken for silence.
 * @returns The same bytes; cancelling it cancels `body`.
 *
 * @example Read an event stream that fails on a silent network
 * ```ts
 * import { watchedForSilence } from "./silence_watch.ts";
 * const body = new Response(":\n\ndata: {}\n\n").body!;
 * const text = await new Response(watchedForSilence(body)).text();
 * console.log(JSON.stringify(text)); // ":\n\ndata: {}\n\n"
 * ```
 */
export function watchedForSilence(
  body: ReadableStream<Uint8Array>,
  silentMs: number = SILENT_STREAM_MS,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let keepAlives = false;
  let longest = 0;
  /** The bytes so far end an event (a blank line), or there are none. */
  let atBoundary = true;
  let lastByte = 0x0a;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const since = Date.now();
      const limit = Math.max(silentMs, 3 * longest);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silent = keepAlives
        ? new Promise<"silent">((resolve) => timer = setTimeout(() => resolve("silent"), limit))
        : undefined;
      const read = reader.read();
      const result = silent === undefined ? await read : await Promise.race([read, silent]);
      clearTimeout(timer);
      if (result === "silent") {
        const error = new SilentStreamError(
          `nothing came for ${limit} ms, though the server sends keep-alives: the network to ` +
            `it is down, or it stopped`,
        );
        reader.cancel(error).catch(() => {}); // the body's own failure says nothing more
        controller.error(error);
        return;
      }
      longest = Math.max(longest, Date.now() - since);
      if (result.done) {
        controller.close();
        return;
      }
      // A comment line where an event may start: a keep-alive (not a `:` that a chunk of an
      // event's `data:` line happens to start with).
      const value = result.value;
      if (!keepAlives && atBoundary && value[0] === 0x3a) keepAlives = true;
      if (value.length > 0) {
        atBoundary = value.at(-1) === 0x0a &&
          (value.length > 1 ? value.at(-2) : lastByte) === 0x0a;
        lastByte = value.at(-1)!;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  }, { highWaterMark: 0 });
}
