/**
 * The worker side of {@linkcode import("./tee_reader.ts").teeReader}: drains a recording
 * pump's recorder pipe with plain blocking reads on its own thread, so the pipe (which holds
 * at most 256 tees, however small) is emptied as soon as bytes arrive, whatever the main
 * thread is doing. What it read waits here (bounded) until the main thread has taken the
 * previous batch; past the bound, bytes are not kept but counted as a gap, like the pump's.
 *
 * Messages: out `"ready"` once loaded; in {@linkcode TeeReaderStart}; out
 * {@linkcode TeeBatch} (one at a time: the next only once the main thread has stored 0 in
 * `taken[0]`), and a last batch with `end: true`.
 *
 * @module
 */

/// <reference lib="deno.worker" />

import { GAP_FIELDS, GAP_QUEUE_CAPACITY, GAP_QUEUE_HEADER } from "./fd_pump.ts";
import { openLibc } from "./libc.ts";
import { countLineEnds } from "../line_ends.ts";
import type { TeeBatch, TeeItem, TeeReaderStart } from "./tee_reader.ts";

const POLLIN = 0x001;
const EINTR = 4;
const LF = 0x0a;
/** Bytes read at a time: what the recorder's pipe holds (1 MiB). */
const READ_BYTES = 1024 * 1024;
/** How often a reader with a batch waiting checks whether the main thread took the last. */
const TAKEN_POLL_MS = 1;

const libc = openLibc({
  read: { parameters: ["i32", "buffer", "usize"], result: "isize" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32" },
  __errno_location: { parameters: [], result: "pointer" },
}) ?? fail("libc is not available here");

function fail(message: string): never {
  throw new Error(message);
}

function errno(): number {
  const at = libc.symbols.__errno_location();
  return at === null ? 0 : new Deno.UnsafePointerView(at).getInt32();
}

/** Waits up to `ms` (-1: for ever) for `fd` to be readable (or at its end). */
function readable(fd: number, ms: number): boolean {
  const fds = new DataView(new ArrayBuffer(8));
  fds.setInt32(0, fd, true);
  fds.setInt16(4, POLLIN, true);
  while (true) {
    const ready = libc.symbols.poll(new Uint8Array(fds.buffer), 1n, ms);
    if (ready >= 0) return ready > 0;
    if (errno() !== EINTR) throw new Error(`poll failed (errno ${errno()})`);
  }
}

function drain(start: TeeReaderStart): void {
  const queue = new Int32Array(start.gaps, 0, 2);
  const gaps = new Float64Array(start.gaps, GAP_QUEUE_HEADER, GAP_QUEUE_CAPACITY * GAP_FIELDS);
  const taken = new Int32Array(start.taken);
  const buffer = new Uint8Array(READ_BYTES);
  let items: TeeItem[] = [];
  let held = 0;
  let at = 0;
  const gap = (lineEnds: number, midLine: boolean, bytes: number) => {
    const last = items[items.length - 1];
    if (last !== undefined && !(last instanceof Uint8Array)) {
      last.lineEnds += lineEnds;
      last.midLine = midLine;
      last.bytes += bytes;
    } else items.push({ lineEnds, midLine, bytes });
  };
  const keep = (piece: Uint8Array) => {
    if (held + piece.length <= start.maxHeldBytes) {
      items.push(piece.slice());
      held += piece.length;
      return;
    }
    gap(countLineEnds(piece), piece[piece.length - 1] !== LF, piece.length);
  };
  /** The pump's gaps at `at` or before; returns the offset of the next one (or Infinity). */
  const gapsUpTo = (): number => {
    while (Atomics.load(queue, 0) > queue[1]) {
      const slot = (queue[1] % GAP_QUEUE_CAPACITY) * GAP_FIELDS;
      if (gaps[slot] > at) return gaps[slot];
      gap(gaps[slot + 1], gaps[slot + 2] === 1, gaps[slot + 3]);
      Atomics.store(queue, 1, queue[1] + 1);
    }
    return Infinity;
  };
  const send = (end: boolean) => {
    Atomics.store(taken, 0, 1);
    const batch: TeeBatch = { items, end };
    self.postMessage(
      batch,
      items.flatMap((item) => item instanceof Uint8Array ? [item.buffer as ArrayBuffer] : []),
    );
    items = [];
    held = 0;
  };
  while (true) {
    // With a batch waiting, look now and then whether the main thread took the last one.
    if (!readable(start.fd, items.length > 0 ? TAKEN_POLL_MS : -1)) {
      if (Atomics.load(taken, 0) === 0) send(false);
      continue;
    }
    const got = Number(libc.symbols.read(start.fd, buffer, BigInt(READ_BYTES)));
    if (got < 0) {
      if (errno() === EINTR) continue;
      throw new Error(`reading the recorder's pipe failed (errno ${errno()})`);
    }
    if (got === 0) break;
    for (let from = 0; from < got;) {
      const next = gapsUpTo();
      const to = Math.min(got, from + (next - at));
      keep(buffer.subarray(from, to));
      at += to - from;
      from = to;
    }
    if (Atomics.load(taken, 0) === 0) send(false);
  }
  gapsUpTo();
  while (Atomics.load(taken, 0) !== 0) Atomics.wait(taken, 0, 1, 50);
  send(true);
}

self.postMessage("ready");
self.onmessage = (event: MessageEvent<TeeReaderStart>) => {
  drain(event.data);
  libc.close();
  self.close();
};
