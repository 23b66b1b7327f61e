/**
 * A bounded reader of `text/event-stream` bodies (the HTML "server-sent events" rules, as
 * far as the ACP client needs them): yields each event's `data`, byte for byte.
 *
 * Invariants:
 * - Lines end at CRLF, LF or a lone CR (also when the CR and the LF arrive in different
 *   chunks). A leading UTF-8 BOM of the stream is dropped.
 * - An event is dispatched at a blank line. Its data is the values of its `data` fields
 *   (one leading space dropped from each), joined by LF. Events without a `data` field,
 *   comments (`:` lines, the keep-alives) and other fields (`event`, `id`, `retry`) are
 *   ignored. An event left unfinished at the end of the stream is dropped, as the rules say.
 * - Bounded: a line longer than `maxDataBytes` plus a small overhead, or an event's data
 *   longer than `maxDataBytes`, throws {@linkcode LineTooLongError} instead of growing.
 * - One read at a time: the body is read only when the caller asks for the next event, so
 *   a slow consumer slows the reading (backpressure reaches the server).
 *
 * @module
 */

import { indexOfByte } from "../transport/byte_search.ts";
import { HeldBytes } from "../transport/held_bytes.ts";
import { LineTooLongError } from "./client_lines.ts";

const LF = 0x0a, CR = 0x0d, COLON = 0x3a, SPACE = 0x20;
/** `data`, the one field read. */
const DATA = [0x64, 0x61, 0x74, 0x61];
/** Room for a field name, its colon and space, and a BOM, on top of the data limit. */
const LINE_OVERHEAD = 16;

/**
 * The data of each event of an SSE body.
 *
 * @param body The response body; it is read to its end, or cancelled when the loop stops.
 * @param maxDataBytes Largest event data in bytes.
 * @returns The events' data, each a fresh array.
 * @throws {LineTooLongError} When a line or an event's data passes the limit.
 *
 * @example
 * ```ts
 * import { sseData } from "./client_sse.ts";
 * const body = ReadableStream.from([new TextEncoder().encode(":\n\ndata: {\"a\":1}\r\n\r\n")]);
 * for await (const data of sseData(body, 1024)) console.log(new TextDecoder().decode(data)); // {"a":1}
 * ```
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  maxDataBytes: number,
): AsyncGenerator<Uint8Array, void, undefined> {
  const maxLine = maxDataBytes + LINE_OVERHEAD;
  const reader = body.getReader();
  let finished = false;
  // A line cut across reads, and an event's data lines, are held copied together: a server
  // that trickles a byte per read would otherwise pin a whole read buffer per byte.
  const lineParts = new HeldBytes();
  let afterCr = false;
  let atStart = true;
  /** The event's first data value, as a view of its read (one at a time: bounded). */
  let firstValue: Uint8Array | null = null;
  /** Its data, from its second value on (the first copied in then). */
  const data = new HeldBytes();
  let dataLength = 0;

  /** Handles one complete line; returns the event's data when the line dispatches one. */
  const onLine = (line: Uint8Array): Uint8Array | null => {
    if (atStart) {
      atStart = false;
      if (line[0] === 0xef && line[1] === 0xbb && line[2] === 0xbf) line = line.subarray(3);
    }
    if (line.length === 0) {
      if (firstValue === null) return null;
      const event = data.length === 0 ? firstValue.slice() : data.take();
      firstValue = null;
      dataLength = 0;
      return event;
    }
    if (line[0] === COLON) return null;
    const colon = line.indexOf(COLON);
    const nameEnd = colon < 0 ? line.length : colon;
    if (nameEnd !== DATA.length || !DATA.every((b, i) => line[i] === b)) return null;
    let valueStart = colon < 0 ? line.length : colon + 1;
    if (line[valueStart] === SPACE) valueStart++;
    const value = line.subarray(valueStart);
    dataLength += value.length + (firstValue === null ? 0 : 1);
    if (dataLength > maxDataBytes) throw new LineTooLongError(maxDataBytes, "an event's data");
    if (firstValue === null) {
      firstValue = value;
    } else {
      if (data.length === 0) data.push(firstValue, true);
      data.push(Uint8Array.of(LF));
      data.push(value, true);
    }
    return null;
  };

  const takeLine = (last: Uint8Array): Uint8Array => lineParts.take(last);

  try {
    while (true) {
      const chunk = await reader.read();
      if (chunk.done) {
        finished = true;
        break;
      }
      const bytes = chunk.value;
      let i = 0;
      if (afterCr && bytes.length > 0) {
        afterCr = false;
        if (bytes[0] === LF) i = 1;
      }
      // The next LF and CR at or after i (-1: none left in this chunk), each found once.
      let nextLf = indexOfByte(bytes, LF, i);
      let nextCr = indexOfByte(bytes, CR, i);
      while (i < bytes.length) {
        if (nextLf >= 0 && nextLf < i) nextLf = indexOfByte(bytes, LF, i);
        if (nextCr >= 0 && nextCr < i) nextCr = indexOfByte(bytes, CR, i);
        let end = nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr);
        if (end < 0) end = bytes.length;
        if (end === bytes.length) {
          if (lineParts.length + (end - i) > maxLine) {
            throw new LineTooLongError(maxDataBytes, "an event line");
          }
          lineParts.push(bytes.subarray(i));
          break;
        }
        if (lineParts.length + (end - i) > maxLine) {
          throw new LineTooLongError(maxDataBytes, "an event line");
        }
        const event = onLine(takeLine(bytes.subarray(i, end)));
        if (bytes[end] === CR) {
          if (end + 1 === bytes.length) afterCr = true;
          else if (bytes[end + 1] === LF) end++;
        }
        i = end + 1;
        if (event !== null) yield event;
      }
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
