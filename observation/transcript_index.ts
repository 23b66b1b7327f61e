/**
 * The trace viewer's index of a transcript file that may still grow: where each event's line
 * is, so that a poll reads only what was appended since the last one, and an answer streams
 * the events' exact bytes from the file instead of holding the file in memory.
 *
 * - Only lines ended by LF are indexed; a last line without LF (still being written) counts
 *   while it is there, and is read and sorted again at a refresh that finds the file changed
 *   (its size, its modification time or its last bytes): a large one left unfinished (a
 *   writer killed in the middle of a frame) is not read again at every poll.
 * - The file is read again from its start when it is another file (device and inode), when
 *   it is shorter than what was indexed, or when the first or the last indexed bytes
 *   changed (a file rewritten in place).
 * - What a line is follows `trace_file.ts`.
 *
 * @module
 */

import { isJson } from "../jsonrpc/json_scan.ts";
import {
  bomLength,
  MAX_TRACE_LINE_BYTES,
  readTranscriptLines,
  sortLine,
  TranscriptSorter,
} from "./trace_file.ts";

/** How many bytes at the start and at the end of the indexed part tell a rewritten file. */
const ANCHOR_BYTES = 64;
/** The size of each read of the file, and about the size of each piece streamed out. */
const READ_BYTES = 64 * 1024;

/** The file's events at one refresh. */
export interface IndexSnapshot {
  /** Events, a last line without LF included. */
  readonly events: number;
  /** Skipped lines, a last line without LF included. */
  readonly skipped: number;
  /** Bytes this refresh read for lines: what was appended, or the whole file after a reset. */
  readonly readBytes: number;
  /**
   * Where event `index` is in the file.
   *
   * @param index From 0 to `events - 1`.
   * @returns Its line's first byte and the byte after it (without CR and LF).
   */
  span(index: number): readonly [number, number];
}

/**
 * An index of one transcript file.
 *
 * @example Index a file and stream its events
 * ```ts
 * import { TranscriptIndex } from "./transcript_index.ts";
 * const path = await Deno.makeTempFile();
 * await Deno.writeTextFile(path, '{"id":1}\nnot json\n{"id":2}');
 * const index = new TranscriptIndex(path);
 * const snapshot = await index.refresh();
 * const text = await new Response(index.eventsArray(snapshot, 0)).text();
 * console.log(snapshot.events, snapshot.skipped, text); // 2 1 [{"id":1},{"id":2}]
 * await Deno.remove(path);
 * ```
 */
export class TranscriptIndex {
  readonly #path: string;
  #identity = "";
  /** The last refresh's snapshot when it ended in a line without LF, and the file's stamp. */
  #unfinished: { stamp: string; base: number; snapshot: IndexSnapshot } | null = null;
  #sorter = new TranscriptSorter();
  #starts: number[] = [];
  #ends: number[] = [];
  #head: Uint8Array = new Uint8Array(0);
  #tail: Uint8Array = new Uint8Array(0);
  #refreshing: Promise<IndexSnapshot> | null = null;

  readonly #maxLineBytes: number;

  /**
   * @param path The transcript file.
   * @param maxLineBytes The longest line read; a longer one is skipped unread.
   */
  constructor(path: string, maxLineBytes: number = MAX_TRACE_LINE_BYTES) {
    this.#path = path;
    this.#maxLineBytes = maxLineBytes;
  }

  /** The transcript file. */
  get path(): string {
    return this.#path;
  }

  /**
   * Indexes what was appended since the last refresh (or the whole file again, when it was
   * replaced, truncated or rewritten). Concurrent calls share one refresh.
   *
   * @returns The file's events now.
   * @throws The file system's error (`Deno.errors.NotFound` once the file is gone);
   *   `Deno.errors.InvalidData` when the path is no longer a regular file.
   */
  refresh(): Promise<IndexSnapshot> {
    this.#refreshing ??= this.#refresh().finally(() => this.#refreshing = null);
    return this.#refreshing;
  }

  /** Bytes indexed: through the LF of the last whole line. */
  get #indexed(): number {
    return this.#sorter.fileBytes;
  }

  async #refresh(): Promise<IndexSnapshot> {
    // Looked at before it is opened: the open of a FIFO waits for a writer (and would hold
    // every later refresh, which share this one), and a device reads without end.
    if (!(await Deno.stat(this.#path)).isFile) {
      throw new Deno.errors.InvalidData(
        `${this.#path} is not a regular file now (a directory, a FIFO or a device): the ` +
          `viewer reads a transcript file`,
      );
    }
    using file = await Deno.open(this.#path);
    const info = await file.stat();
    const identity = `${info.dev}:${info.ino}`;
    if (identity !== this.#identity || info.size < this.#indexed || !await this.#same(file)) {
      this.#reset(identity);
    }
    const base = this.#indexed;
    // Nothing changed since a refresh that ended in a line without LF (its size, time and
    // last bytes): that snapshot holds.
    const kept = this.#unfinished;
    if (kept !== null && kept.base === base && kept.stamp === await stampOf(file, info, base)) {
      return { ...kept.snapshot, readBytes: 0 };
    }
    await file.seek(base, Deno.SeekMode.Start);
    let last: { line: Uint8Array | null; start: number } | null = null;
    let readBytes = 0;
    await readTranscriptLines(chunksOf(file, (n) => readBytes += n), this.#sorter, (event, at) => {
      this.#starts.push(base + at + event.offset);
      this.#ends.push(base + at + event.offset + event.bytes);
    }, {
      onUnterminated: (line, at) => last = { line, start: base + at },
      maxLineBytes: this.#maxLineBytes,
    });
    const anchor = Math.min(ANCHOR_BYTES, this.#indexed);
    this.#head = await readAt(file, 0, anchor);
    this.#tail = await readAt(file, this.#indexed - anchor, anchor);
    const snapshot = this.#snapshot(last, readBytes);
    this.#unfinished = last === null
      ? null
      : { stamp: await stampOf(file, info, this.#indexed), base: this.#indexed, snapshot };
    return snapshot;
  }

  async #same(file: Deno.FsFile): Promise<boolean> {
    const head = await readAt(file, 0, this.#head.length);
    const tail = await readAt(file, this.#indexed - this.#tail.length, this.#tail.length);
    return equal(head, this.#head) && equal(tail, this.#tail);
  }

  #reset(identity: string): void {
    this.#identity = identity;
    this.#unfinished = null;
    this.#sorter = new TranscriptSorter();
    this.#starts = [];
    this.#ends = [];
    this.#head = this.#tail = new Uint8Array(0);
  }

  #snapshot(
    last: { line: Uint8Array | null; start: number } | null,
    readBytes: number,
  ): IndexSnapshot {
    const starts = this.#starts, ends = this.#ends;
    const indexed = starts.length;
    let skipped = this.#sorter.skipped;
    let lastSpan: readonly [number, number] | null = null;
    if (last !== null) {
      // The file's first line, still without its LF, may start with a byte order mark too.
      const offset = last.line === null ? 0 : bomLength(last.line, this.#sorter.lines + 1);
      const sorted = last.line === null ? "skipped" : sortLine(last.line.subarray(offset));
      if (sorted === "skipped") skipped++;
      else if (sorted !== "blank") {
        lastSpan = [last.start + offset, last.start + offset + sorted.bytes.length];
      }
    }
    return {
      events: indexed + (lastSpan === null ? 0 : 1),
      skipped,
      readBytes,
      span: (i) => i < indexed ? [starts[i], ends[i]] : lastSpan!,
    };
  }

  /**
   * `[` + the events from `since` on, joined by `,` + `]`: their lines' exact bytes, read
   * from the file as the stream is pulled, in pieces of about 64 KiB.
   *
   * @param snapshot From {@linkcode TranscriptIndex.refresh}.
   * @param since The first event (past the last one: `[]`).
   * @returns The JSON array's bytes. When the file changed under it (cut, or rewritten in
   *   place: an event's bytes are no longer JSON), the array ends before that event,
   *   still valid JSON, and the next refresh indexes the file anew.
   */
  eventsArray(snapshot: IndexSnapshot, since: number): ReadableStream<Uint8Array> {
    const path = this.#path;
    let spans: SpanReader | null = null;
    let next = since;
    const changed = () => this.#identity = ""; // the next refresh starts over
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          // The next piece: whole events, about READ_BYTES, with their commas and brackets.
          let last = next;
          let size = next === since ? 1 : 0;
          while (last < snapshot.events && size < READ_BYTES) {
            const [start, end] = snapshot.span(last);
            size += (last > since ? 1 : 0) + end - start;
            last++;
          }
          const done = last >= snapshot.events;
          const piece = new Uint8Array(size + (done ? 1 : 0));
          let at = 0;
          if (next === since) piece[at++] = OPEN;
          for (; next < last; next++) {
            const before = at;
            if (next > since) piece[at++] = COMMA;
            const [start, end] = snapshot.span(next);
            spans ??= new SpanReader(await Deno.open(path));
            const read = await spans.readInto(piece, at, start, end);
            if (
              !read || !isJson(piece, { start: at, end: at + end - start })
            ) {
              // The file changed while it was read: end the array before this event.
              changed();
              const rest = piece.slice(0, before + 1);
              rest[before] = CLOSE;
              controller.enqueue(rest);
              spans.close();
              controller.close();
              return;
            }
            at += end - start;
          }
          if (done) piece[at] = CLOSE;
          controller.enqueue(piece);
          if (done) {
            spans?.close();
            controller.close();
          }
        } catch (e) {
          spans?.close();
          throw e;
        }
      },
      cancel() {
        spans?.close();
      },
    }, { highWaterMark: 0 });
  }
}

const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]

/** Reads byte ranges of a file, in increasing order, through one buffer. */
class SpanReader {
  readonly #file: Deno.FsFile;
  readonly #buffer = new Uint8Array(READ_BYTES);
  #bufferStart = 0;
  #bufferLength = 0;
  #position = 0;

  constructor(file: Deno.FsFile) {
    this.#file = file;
  }

  /**
   * Copies the file's bytes `start` to `end` into `out` at `offset`; false when the file
   * ends before `end` (it was cut while being read).
   */
  async readInto(out: Uint8Array, offset: number, start: number, end: number): Promise<boolean> {
    for (let filled = 0; filled < end - start;) {
      const at = start + filled;
      if (at < this.#bufferStart || at >= this.#bufferStart + this.#bufferLength) {
        if (!await this.#fill(at)) return false;
      }
      const from = at - this.#bufferStart;
      const take = Math.min(end - start - filled, this.#bufferLength - from);
      out.set(this.#buffer.subarray(from, from + take), offset + filled);
      filled += take;
    }
    return true;
  }

  /** Reads from `at` into the buffer; false at the file's end. */
  async #fill(at: number): Promise<boolean> {
    if (at !== this.#position) await this.#file.seek(at, Deno.SeekMode.Start);
    const n = await this.#file.read(this.#buffer);
    if (n === null) return false;
    this.#bufferStart = at;
    this.#bufferLength = n;
    this.#position = at + n;
    return true;
  }

  close(): void {
    this.#file.close();
  }
}

/** The file's bytes from where it stands, without closing it at the end; counts them. */
function chunksOf(file: Deno.FsFile, count: (n: number) => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const buffer = new Uint8Array(READ_BYTES);
      const n = await file.read(buffer);
      if (n === null) return controller.close();
      count(n);
      controller.enqueue(buffer.subarray(0, n));
    },
  }, { highWaterMark: 0 });
}

/** Up to `length` bytes of `file` from `start` (fewer at its end). */
/** What tells a file unchanged past `base`: its size, modification time and last bytes. */
async function stampOf(file: Deno.FsFile, info: Deno.FileInfo, base: number): Promise<string> {
  const from = Math.max(base, info.size - ANCHOR_BYTES);
  const end = await readAt(file, from, info.size - from);
  return `${info.size}:${info.mtime?.getTime()}:${end.join(",")}`;
}

async function readAt(file: Deno.FsFile, start: number, length: number): Promise<Uint8Array> {
  await file.seek(start, Deno.SeekMode.Start);
  const out = new Uint8Array(length);
  let filled = 0;
  while (filled < length) {
    const n = await file.read(out.subarray(filled));
    if (n === null) break;
    filled += n;
  }
  return out.subarray(0, filled);
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
