/**
 * An event stream's body watched for a silent network. A network that goes silent (a laptop
 * asleep, a NAT entry gone) sends no FIN and no reset: without a watch the stream waits for
 * good. A server says how often it sends a keep-alive comment (acp-proxy's: the
 * `Acp-Keep-Alive-Ms` header, 15 s by default): the stream is watched from its start. A server
 * that does not say is watched once it has sent two comments where events start (one alone,
 * at the stream's open, is a greeting, not a keep-alive). A watched stream whose read waits
 * with nothing for {@linkcode SILENT_STREAM_MS}, or 4 times the interval if longer (or 3 times
 * the longest wait seen), errors. A server that sends no keep-alives is not watched (its
 * silence says nothing); time the reader is not reading does not count.
 *
 * @module
 */

import { MAX_TIMER_MS } from "../async/settles_within.ts";

/** How long a read of a watched stream may wait with nothing: 60 s at least. */
export const SILENT_STREAM_MS = 60_000;

/** Why a watched stream was given up. */
export class SilentStreamError extends Error {
  override name = "SilentStreamError";
}

/** How a stream is watched. */
export interface SilenceOptions {
  /**
   * The least wait taken for silence.
   * @default {SILENT_STREAM_MS}
   */
  readonly silentMs?: number;
  /**
   * The server's keep-alive interval, when it said it: the stream is watched from its start.
   * @default {undefined}
   */
  readonly keepAliveMs?: number;
}

/**
 * `body`, erroring with {@linkcode SilentStreamError} when the network under it goes silent.
 *
 * @param body An event stream's body.
 * @param options How it is watched.
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
  options: SilenceOptions = {},
): ReadableStream<Uint8Array> {
  const silentMs = options.silentMs ?? SILENT_STREAM_MS;
  const said = options.keepAliveMs ?? 0;
  const reader = body.getReader();
  /** Keep-alive comments seen (a stream whose server said its interval is watched at once). */
  let comments = said > 0 ? 2 : 0;
  /** The longest wait seen; a said interval counts as 4/3 of one (its limit is then 4 times). */
  let longest = said > 0 ? (4 * said) / 3 : 0;
  /** The bytes so far end an event (a blank line), or there are none. */
  let atBoundary = true;
  /** The last three bytes so far, oldest first (LFs before any). */
  let tail = [0x0a, 0x0a, 0x0a];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const since = Date.now();
      // Never past what a timer holds (a server's huge interval would wrap to 1 ms: regress100).
      const limit = Math.min(MAX_TIMER_MS, Math.max(silentMs, 3 * longest));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silent = comments >= 2
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
      if (atBoundary && value[0] === 0x3a) comments++;
      if (value.length > 0) {
        tail = [...tail, ...value.subarray(Math.max(0, value.length - 3))].slice(-3);
        atBoundary = endsBlankLine(tail);
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  }, { highWaterMark: 0 });
}

const LF = 0x0a, CR = 0x0d;

/**
 * Whether bytes ending in `last3` end with a blank line, whatever the line ends (SSE allows
 * CRLF, LF and CR; regress101: keep-alives ending in CRLF never counted).
 */
function endsBlankLine([a, b, c]: number[]): boolean {
  const end = (x: number) => x === LF || x === CR;
  if (!end(b) || !end(c)) return false;
  // "\r\n" is one line end: blank only after another.
  return b === CR && c === LF ? end(a) : true;
}
