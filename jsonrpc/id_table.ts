/**
 * Request ids as exact text: a bounded table from id text to a value (which connection a
 * response goes back to, which client id a hop id stands for) and an allocator of fresh
 * per-hop numeric ids.
 *
 * Invariants:
 * - Keys are the id's exact JSON text as `MessageView.idText` gives it: `"1"`
 *   (a string) and `1` are different ids, so are `1` and `1.0`, and a 20-digit id is its
 *   20 digits. Nothing is normalised, because a peer answers with the bytes it was sent
 *   (ROUTING §1).
 * - The table never holds more than its `limit` entries. Adding a new id to a full table
 *   throws {@linkcode IdTableFullError} and changes nothing; the caller answers that
 *   request with an error instead of forwarding it (so the table is bounded by what is in
 *   flight, never by what a peer sends). Replacing the value of an id already present is
 *   always allowed.
 * - An id of any length costs time linear in its length: ids longer than V8 hashes by their
 *   content are kept as `TextMap` keeps them (a `Map` of them compares each on every lookup).
 * - {@linkcode IdAllocator} issues `1`, `2`, `3`, ... as text, never reusing one, and throws a
 *   `RangeError` past `Number.MAX_SAFE_INTEGER` (after 2^53 requests).
 *
 * @module
 */

import { TextMap } from "./text_map.ts";

/** Default bound of an {@linkcode IdTable}: requests in flight on one connection or hop. */
export const DEFAULT_ID_TABLE_LIMIT = 65_536;

/**
 * Adding an id to a full {@linkcode IdTable}.
 *
 * @example Answer instead of forwarding when the table is full
 * ```ts
 * import { IdTable, IdTableFullError } from "./id_table.ts";
 * const pending = new IdTable<string>({ limit: 1 });
 * pending.set("1", "client");
 * try {
 *   pending.set("2", "client");
 * } catch (e) {
 *   if (e instanceof IdTableFullError) console.log(e.limit); // 1
 * }
 * ```
 */
export class IdTableFullError extends Error {
  /** The table's bound. */
  readonly limit: number;
  /** The id that did not fit. */
  readonly idText: string;

  /**
   * Creates the error.
   *
   * @param limit The table's bound.
   * @param idText The id that did not fit.
   */
  constructor(limit: number, idText: string) {
    super(`too many requests in flight (limit ${limit}); id ${idText} was not recorded`);
    this.name = "IdTableFullError";
    this.limit = limit;
    this.idText = idText;
  }
}

/** Options of an {@linkcode IdTable}. */
export interface IdTableOptions {
  /**
   * The most ids the table holds at once (a positive integer).
   *
   * @default 65536 ({@linkcode DEFAULT_ID_TABLE_LIMIT})
   */
  limit?: number;
}

/**
 * A bounded map from a request id's exact text to a value.
 *
 * @example Route a response back by its exact id
 * ```ts
 * import { IdTable } from "./id_table.ts";
 * const pending = new IdTable<string>();
 * pending.set("12345678901234567890", "editor");
 * console.log(pending.take("12345678901234567890")); // "editor"
 * console.log(pending.take("1.0"), pending.size); // undefined 0
 * ```
 */
export class IdTable<V> {
  /** The most ids the table holds at once. */
  readonly limit: number;
  /** A TextMap: a peer's ids may be longer than V8 hashes by their content. */
  readonly #entries = new TextMap<V>();

  /**
   * Creates an empty table.
   *
   * @param options The table's bound.
   * @throws {RangeError} When `limit` is not a positive integer.
   */
  constructor(options: IdTableOptions = {}) {
    const limit = options.limit ?? DEFAULT_ID_TABLE_LIMIT;
    if (!Number.isSafeInteger(limit) || limit < 1) {
      throw new RangeError(`an id table limit must be a positive integer, got ${limit}`);
    }
    this.limit = limit;
  }

  /** How many ids the table holds. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Records `value` for `idText`, replacing the value of an id already present.
   *
   * @param idText The id's exact JSON text.
   * @param value What the id stands for.
   * @returns The table.
   * @throws {IdTableFullError} When `idText` is new and the table holds `limit` ids.
   */
  set(idText: string, value: V): this {
    if (this.#entries.size >= this.limit && !this.#entries.has(idText)) {
      throw new IdTableFullError(this.limit, idText);
    }
    this.#entries.set(idText, value);
    return this;
  }

  /**
   * Whether `idText` is in the table.
   *
   * @param idText The id's exact JSON text.
   * @returns True when present.
   */
  has(idText: string): boolean {
    return this.#entries.has(idText);
  }

  /**
   * The value recorded for `idText`.
   *
   * @param idText The id's exact JSON text.
   * @returns The value, or `undefined`.
   */
  get(idText: string): V | undefined {
    return this.#entries.get(idText);
  }

  /**
   * Removes `idText` and returns its value (what routing a response does).
   *
   * @param idText The id's exact JSON text.
   * @returns The value, or `undefined` when the id was not present.
   */
  take(idText: string): V | undefined {
    const value = this.#entries.get(idText);
    this.#entries.delete(idText);
    return value;
  }

  /**
   * Removes `idText`.
   *
   * @param idText The id's exact JSON text.
   * @returns True when it was present.
   */
  delete(idText: string): boolean {
    return this.#entries.delete(idText);
  }

  /** Removes every id. */
  clear(): void {
    this.#entries.clear();
  }

  /**
   * The ids and values, in insertion order.
   *
   * @returns An iterator of `[idText, value]`.
   */
  entries(): IterableIterator<[string, V]> {
    return this.#entries.entries();
  }
}

/** Options of an {@linkcode IdAllocator}. */
export interface IdAllocatorOptions {
  /**
   * The first id issued (a non-negative safe integer).
   *
   * @default 1
   */
  start?: number;
}

/**
 * Issues fresh numeric request ids for one hop, as JSON text.
 *
 * @example Give each forwarded request this hop's own id
 * ```ts
 * import { IdAllocator, IdTable } from "./id_table.ts";
 * const ids = new IdAllocator();
 * const clientIdOf = new IdTable<string>();
 * const hopId = ids.next(); // "1"
 * clientIdOf.set(hopId, `"client-7"`);
 * console.log(hopId, ids.next()); // 1 2
 * ```
 */
export class IdAllocator {
  #next: number;

  /**
   * Creates an allocator.
   *
   * @param options The first id.
   * @throws {RangeError} When `start` is not a non-negative safe integer.
   */
  constructor(options: IdAllocatorOptions = {}) {
    const start = options.start ?? 1;
    if (!Number.isSafeInteger(start) || start < 0) {
      throw new RangeError(`an id allocator must start at a non-negative integer, got ${start}`);
    }
    this.#next = start;
  }

  /**
   * The next id.
   *
   * @returns A fresh id as JSON text (`"1"`, `"2"`, ...: numbers, written without quotes).
   * @throws {RangeError} After `Number.MAX_SAFE_INTEGER` has been issued.
   */
  next(): string {
    if (this.#next > Number.MAX_SAFE_INTEGER) {
      throw new RangeError("this hop has used every safe integer id");
    }
    return String(this.#next++);
  }
}
