/**
 * A ring of records in shared memory: writers on any threads add records without allocating
 * and without posting a message, one reader thread reads them in order. The transcript
 * recorder (`observation/ring_recorder.ts`) and the splice workers that record what they
 * move (`linux/fd_pump_worker.ts`, through `ring_tap.ts`) hand the forwarded bytes to the
 * recorder's worker this way.
 *
 * A record is a 16-byte header -- a kind (1-255), a tag (0 - 2^23 - 1), a payload length
 * and one number -- followed by its payload, padded to 16 bytes. A record is never split:
 * one that does not fit before the end of the ring is preceded by a wrap marker and written
 * at offset 0, and when the ring is empty the writer starts over at offset 0 once it is past
 * the first eighth, so a reader that keeps up touches only that much of the ring. The bytes
 * a wrap skips count as used until the reader passes the marker and releases. A record that
 * does not fit now is not written (the caller decides what to do); one of up to
 * {@linkcode RingWriter.maxPayload} bytes fits once the reader has caught up (a write that
 * finds the ring empty but cannot place it sends the reader back to 0 first).
 *
 * Writers take turns: a write holds the ring's lock ({@linkcode RING_LOCK}) while it places
 * and copies one record, and the write offset ({@linkcode RING_AT}) is shared, so records of
 * all writers form one sequence in the order their writes took the lock.
 *
 * Invariants: the reader sees records in the order they were written, each exactly once,
 * and only after {@linkcode RingWriter.write} returned; no writer overwrites a byte the
 * reader has not released ({@linkcode RingReader.release}); `used` (the control word
 * {@linkcode RING_USED}) is the number of bytes written and not yet released. Nothing here
 * blocks but {@linkcode RingReader.wait}, {@linkcode RingReader.nap}, and a writer waiting
 * for another writer's copy; a write wakes the reader only when it sleeps in `wait`
 * ({@linkcode RING_SLEEPING}), never one that naps.
 *
 * @module
 */

/** Bytes in a record's header; records start at multiples of it. */
export const HEADER_BYTES = 16;

/** The control word (an index into the control `Int32Array`) holding the ring's used bytes. */
export const RING_USED = 0;

/**
 * The control word that is 1 while the reader sleeps until woken ({@linkcode RingReader.wait}):
 * only then does a write call `Atomics.notify`, so a reader that keeps up costs the writer no
 * wake-up per record.
 */
export const RING_SLEEPING = 1;

/** The control word holding the offset of the next record (shared by the writers). */
export const RING_AT = 2;

/**
 * The control word that is the writers' lock: 0 free, 1 held, 2 held with a writer waiting
 * (`Atomics.wait`), which the holder then wakes as it lets go.
 */
export const RING_LOCK = 3;

/** How many control words the ring itself uses (words 0-3); the caller's come after. */
export const RING_CONTROL_WORDS = 4;

/** How many times a writer looks at a held lock before it sleeps on it. */
const SPINS = 200;

/** The kind of the marker that sends the reader back to offset 0 (not a record). */
const WRAP = 0;

/** An empty ring starts over at 0 once the writer is past this fraction of it. */
const RESTART_FRACTION = 8;

/** The largest tag a record can carry. */
export const MAX_TAG = (1 << 23) - 1;

/** The largest ring: byte counts must stay below 2^31 in an `Int32Array` word. */
export const MAX_RING_BYTES = 1 << 30;

/** What a ring is made of: the bytes and the control words, both shared. */
export interface RingMemory {
  /** The records: a multiple of {@linkcode HEADER_BYTES}. */
  readonly records: SharedArrayBuffer;
  /**
   * Control words; the ring uses {@linkcode RING_USED} and {@linkcode RING_SLEEPING}, the rest
   * is the caller's.
   */
  readonly control: SharedArrayBuffer;
}

/**
 * Allocates a ring (the memory is only touched as records are written).
 *
 * @param bytes How many bytes of records it holds at most (rounded up to 16, at most 1 GiB).
 * @param controlWords How many control words to allocate (at least
 *   {@linkcode RING_CONTROL_WORDS}).
 * @returns The shared memory, for {@linkcode RingWriter} on one thread and
 *   {@linkcode RingReader} on another.
 *
 * @example
 * ```ts
 * import { allocateRing } from "./record_ring.ts";
 * const memory = allocateRing(1024, 4);
 * console.log(memory.records.byteLength, memory.control.byteLength); // 1024 16
 * ```
 */
export function allocateRing(bytes: number, controlWords: number): RingMemory {
  const size = Math.min(MAX_RING_BYTES, Math.ceil(bytes / HEADER_BYTES) * HEADER_BYTES);
  return {
    records: new SharedArrayBuffer(Math.max(HEADER_BYTES * 2, size)),
    control: new SharedArrayBuffer(4 * Math.max(RING_CONTROL_WORDS, controlWords)),
  };
}

/** The bytes a record of `length` payload bytes takes in the ring. */
function recordBytes(length: number): number {
  return HEADER_BYTES + Math.ceil(length / HEADER_BYTES) * HEADER_BYTES;
}

/**
 * Writes records into a ring; any number of writers, on any threads, each with its own
 * `RingWriter` over the same memory.
 *
 * @example Write a record and read it back
 * ```ts
 * import { allocateRing, RingReader, RingWriter } from "./record_ring.ts";
 * const memory = allocateRing(1024, 1);
 * const writer = new RingWriter(memory);
 * writer.write(1, 7, 0.5, new TextEncoder().encode("hi"));
 * const reader = new RingReader(memory);
 * console.log(reader.next(), reader.tag, reader.value, new TextDecoder().decode(reader.payload()));
 * // 1 7 0.5 hi
 * ```
 */
export class RingWriter {
  readonly #bytes: Uint8Array;
  readonly #words: Int32Array;
  readonly #numbers: Float64Array;
  readonly #control: Int32Array;
  /** The write offset while this writer holds the lock. */
  #at = 0;

  /**
   * @param memory The ring, from {@linkcode allocateRing}.
   */
  constructor(memory: RingMemory) {
    this.#bytes = new Uint8Array(memory.records);
    this.#words = new Int32Array(memory.records);
    this.#numbers = new Float64Array(memory.records);
    this.#control = new Int32Array(memory.control);
  }

  /** The ring's size in bytes. */
  get capacity(): number {
    return this.#bytes.length;
  }

  /** The largest payload a record can have (one that big fits only in an empty ring). */
  get maxPayload(): number {
    return this.capacity - HEADER_BYTES;
  }

  /**
   * Writes one record and wakes the reader if it sleeps, or does nothing when it does not fit.
   *
   * @param kind 1-255.
   * @param tag 0-{@linkcode MAX_TAG}.
   * @param value Any number (e.g. a timestamp).
   * @param payload The bytes to carry (copied), or `null`.
   * @returns Whether the record was written.
   */
  write(kind: number, tag: number, value: number, payload: Uint8Array | null): boolean {
    this.#lock();
    try {
      this.#at = this.#control[RING_AT];
      const written = this.#write(kind, tag, value, payload);
      this.#control[RING_AT] = this.#at;
      return written;
    } finally {
      this.#unlock();
    }
  }

  /** Takes the writers' lock: a few looks, then sleeps until the holder lets go. */
  #lock(): void {
    const control = this.#control;
    if (Atomics.compareExchange(control, RING_LOCK, 0, 1) === 0) return;
    for (let i = 0; i < SPINS; i++) {
      if (control[RING_LOCK] === 0 && Atomics.compareExchange(control, RING_LOCK, 0, 1) === 0) {
        return;
      }
    }
    // Marked as waited for (2), so whoever holds it wakes a sleeper as it lets go.
    while (Atomics.exchange(control, RING_LOCK, 2) !== 0) Atomics.wait(control, RING_LOCK, 2);
  }

  #unlock(): void {
    if (Atomics.exchange(this.#control, RING_LOCK, 0) === 2) {
      Atomics.notify(this.#control, RING_LOCK, 1);
    }
  }

  #write(kind: number, tag: number, value: number, payload: Uint8Array | null): boolean {
    const length = payload === null ? 0 : payload.length;
    const size = recordBytes(length);
    const used = Atomics.load(this.#control, RING_USED);
    const at = this.#place(size, used);
    if (at < 0) {
      // Too big for either side of here, in an empty ring: send the reader to 0 first.
      if (used === 0 && this.#at !== 0 && size <= this.capacity) this.#wrapEmpty();
      return false;
    }
    let added = size;
    if (at !== this.#at) {
      // Back to offset 0: the reader skips the rest of the ring, which counts as used.
      this.#words[this.#at >> 2] = WRAP;
      added += this.capacity - this.#at;
    }
    const word = at >> 2;
    this.#words[word] = kind | (tag << 8);
    this.#words[word + 1] = length;
    this.#numbers[(at >> 3) + 1] = value;
    if (payload !== null) this.#bytes.set(payload, at + HEADER_BYTES);
    this.#at = (at + size) % this.capacity;
    // Publishes the record: the reader reads nothing beyond what `used` says.
    Atomics.add(this.#control, RING_USED, added);
    this.#wake();
    return true;
  }

  /** Wakes a reader that sleeps in {@linkcode RingReader.wait} (not one that naps). */
  #wake(): void {
    // After the add: a reader that set the flag before it saw the new `used` is woken here;
    // one that sets it later finds `used` changed and does not sleep.
    if (Atomics.load(this.#control, RING_SLEEPING) !== 0) Atomics.notify(this.#control, RING_USED);
  }

  #wrapEmpty(): void {
    this.#words[this.#at >> 2] = WRAP;
    const skipped = this.capacity - this.#at;
    this.#at = 0;
    Atomics.add(this.#control, RING_USED, skipped);
    this.#wake();
  }

  /**
   * Where a record of `size` bytes goes: here, or at 0 (after a wrap marker) when it does
   * not fit before the end or when the ring is empty; -1 when there is no room.
   */
  #place(size: number, used: number): number {
    // Free bytes are those from here on, around the end if the reader is behind.
    const free = this.capacity - used;
    const tail = this.capacity - this.#at;
    // Until the reader reads the wrap marker, the ring is `#at` bytes: only start over
    // early from far enough in.
    const early = used === 0 && this.#at >= this.capacity / RESTART_FRACTION;
    const restart = this.#at !== 0 && (size > tail || early);
    if (restart && tail + size <= free) return 0;
    return size <= tail && size <= free ? this.#at : -1;
  }
}

/**
 * Reads records from a ring, in order; one reader per ring. After {@linkcode next} returns a
 * kind, the record's fields and payload stay readable until {@linkcode release}.
 */
export class RingReader {
  readonly #bytes: Uint8Array;
  readonly #words: Int32Array;
  readonly #numbers: Float64Array;
  readonly #control: Int32Array;
  #at = 0;
  /** Bytes read and not yet released. */
  #taken = 0;
  #payloadAt = 0;
  /** The current record's tag. */
  tag = 0;
  /** The current record's payload length. */
  length = 0;
  /** The current record's number. */
  value = 0;

  /**
   * @param memory The ring, from {@linkcode allocateRing}.
   */
  constructor(memory: RingMemory) {
    this.#bytes = new Uint8Array(memory.records);
    this.#words = new Int32Array(memory.records);
    this.#numbers = new Float64Array(memory.records);
    this.#control = new Int32Array(memory.control);
  }

  /** Bytes read since the last {@linkcode release}. */
  get taken(): number {
    return this.#taken;
  }

  /**
   * Moves to the next record.
   *
   * @returns Its kind, or 0 when the writer has written nothing more yet.
   */
  next(): number {
    for (;;) {
      if (Atomics.load(this.#control, RING_USED) - this.#taken <= 0) return 0;
      const word = this.#at >> 2;
      const head = this.#words[word];
      if (head === WRAP) {
        // Nothing is read there: the skipped bytes go back with the next release. (Not at
        // once: records before the marker may still be held, and the writer's free space
        // must stay one contiguous run from its offset.)
        this.#taken += this.#bytes.length - this.#at;
        this.#at = 0;
        continue;
      }
      this.tag = head >>> 8;
      this.length = this.#words[word + 1];
      this.value = this.#numbers[(this.#at >> 3) + 1];
      this.#payloadAt = this.#at + HEADER_BYTES;
      const size = recordBytes(this.length);
      this.#taken += size;
      this.#at = (this.#at + size) % this.#bytes.length;
      return head & 0xff;
    }
  }

  /**
   * The current record's payload, in the ring's memory (valid until {@linkcode release}).
   *
   * @returns A view of `length` bytes.
   */
  payload(): Uint8Array {
    return this.#bytes.subarray(this.#payloadAt, this.#payloadAt + this.length);
  }

  /** Gives the bytes of every record read so far back to the writer. */
  release(): void {
    if (this.#taken === 0) return;
    Atomics.sub(this.#control, RING_USED, this.#taken);
    this.#taken = 0;
  }

  /**
   * Blocks until the writer writes, or `ms` pass (call after {@linkcode release}: it returns
   * at once while records are waiting). The writer's next record wakes it (it sets
   * {@linkcode RING_SLEEPING} meanwhile); so does `Atomics.notify` on {@linkcode RING_USED}.
   *
   * @param ms The longest wait.
   */
  wait(ms: number): void {
    Atomics.store(this.#control, RING_SLEEPING, 1);
    Atomics.wait(this.#control, RING_USED, this.#taken, ms);
    Atomics.store(this.#control, RING_SLEEPING, 0);
  }

  /**
   * Blocks for `ms` unless records are already waiting, without asking the writer to wake
   * it: records written meanwhile gather, and are read as one batch afterwards. For a reader
   * that expects more soon; one that may wait long uses {@linkcode wait}.
   *
   * @param ms How long.
   */
  nap(ms: number): void {
    Atomics.wait(this.#control, RING_USED, this.#taken, ms);
  }
}
