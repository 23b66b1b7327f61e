/**
 * A readable stream that yields some chunks already in hand, then the rest of a source
 * stream: how bytes read ahead during a handshake are put back in front of a stream.
 *
 * Invariants: chunks are passed through as they are (no copy); at most one chunk is read
 * ahead of the consumer; cancelling the result cancels the source. (The high-water mark is
 * 1, not 0: with 0, `pipeTo` into a `TransformStream` stopped pulling after a pulled chunk
 * on Deno 2.9 and never saw the source end.)
 *
 * @module
 */

/**
 * Yields `prefix` in order, then everything from `rest`.
 *
 * @param prefix Chunks to yield first.
 * @param rest The source to continue with; it is locked once the prefix is used up.
 * @returns The combined stream.
 *
 * @example
 * ```ts
 * import { prefixedStream } from "./prefixed_stream.ts";
 * const enc = new TextEncoder();
 * const stream = prefixedStream([enc.encode("a\n")], ReadableStream.from([enc.encode("b\n")]));
 * console.log(await new Response(stream).text()); // "a\nb\n"
 * ```
 */
export function prefixedStream(
  prefix: readonly Uint8Array[],
  rest: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const queue = [...prefix];
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller): Promise<void> {
      const next = queue.shift();
      if (next !== undefined) {
        controller.enqueue(next);
        return;
      }
      reader ??= rest.getReader();
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason): Promise<void> {
      return reader ? reader.cancel(reason) : rest.cancel(reason);
    },
  }, { highWaterMark: 1 });
}
