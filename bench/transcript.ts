/**
 * Reads what a `--transcript` file holds, for figures 5–7 (issue 12): how many events of each
 * type, and how many events its `dropped` events say were lost. A transcript of a 256 MiB run
 * of 1 KiB frames is ≈ 280 MiB, so it is streamed and only each line's start is looked at.
 *
 * @module
 */

/** What one transcript holds. */
export interface TranscriptCount {
  /** Events per `type` (`notification`, `request`, `response`, `dropped`, …). */
  types: Record<string, number>;
  /** The sum of the `count` of every `dropped` event: events lost. */
  dropped: number;
  /** The file's size in bytes. */
  bytes: number;
}

const TYPE_PREFIX = new TextEncoder().encode('{"type":"');
const decoder = new TextDecoder();

/**
 * Counts the events of a transcript file.
 *
 * @param path The file.
 * @returns Events per type, events dropped, and the size.
 */
export async function countTranscript(path: string): Promise<TranscriptCount> {
  const types: Record<string, number> = {};
  let dropped = 0;
  let bytes = 0;
  let rest = new Uint8Array(0);
  const line = (l: Uint8Array) => {
    if (l.length === 0) return;
    let type = "?";
    if (startsWith(l, TYPE_PREFIX)) {
      const end = l.indexOf(0x22, TYPE_PREFIX.length);
      if (end > 0) type = decoder.decode(l.subarray(TYPE_PREFIX.length, end));
    }
    types[type] = (types[type] ?? 0) + 1;
    if (type === "dropped") dropped += Number(JSON.parse(decoder.decode(l)).count);
  };
  using file = await Deno.open(path);
  for await (const chunk of file.readable) {
    bytes += chunk.length;
    const data = rest.length === 0 ? chunk : concat(rest, chunk);
    let start = 0;
    for (let lf = data.indexOf(0x0a); lf >= 0; lf = data.indexOf(0x0a, start)) {
      line(data.subarray(start, lf));
      start = lf + 1;
    }
    rest = data.slice(start);
  }
  line(rest);
  return { types, dropped, bytes };
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const all = new Uint8Array(a.length + b.length);
  all.set(a);
  all.set(b, a.length);
  return all;
}
