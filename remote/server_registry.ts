/**
 * The remote server's connections by id: the live ones (which the connection cap counts) and
 * the ones that ended recently (a DELETE of one still gets 202, REMOTE §2).
 *
 * Invariants:
 * - An id is live from its creation until its connection ends; then it is remembered as
 *   recently ended for `recentMs`, at most `recentLimit` ids (the oldest are forgotten first).
 * - No timers: expired entries are pruned whenever the table is touched.
 *
 * @module
 */

/** Options of a {@linkcode ConnectionRegistry}. */
export interface ConnectionRegistryOptions {
  /**
   * How long an ended id is remembered, in milliseconds.
   * @default 60000
   */
  readonly recentMs?: number;
  /**
   * Most ended ids remembered.
   * @default 4096
   */
  readonly recentLimit?: number;
}

/**
 * Live connections by id, and recently ended ids.
 *
 * @example
 * ```ts
 * import { ConnectionRegistry } from "./server_registry.ts";
 * const registry = new ConnectionRegistry<string>();
 * registry.add("a", "connection a");
 * registry.remove("a");
 * console.log(registry.get("a"), registry.endedRecently("a"), registry.size); // undefined true 0
 * ```
 */
export class ConnectionRegistry<T> {
  readonly #live = new Map<string, T>();
  /** Ended id -> when it ended; insertion order is ending order. */
  readonly #recent = new Map<string, number>();
  readonly #recentMs: number;
  readonly #recentLimit: number;

  /**
   * Creates an empty registry.
   *
   * @param options How long and how many ended ids are remembered.
   */
  constructor(options: ConnectionRegistryOptions = {}) {
    this.#recentMs = options.recentMs ?? 60_000;
    this.#recentLimit = options.recentLimit ?? 4096;
  }

  /** How many connections are live. */
  get size(): number {
    return this.#live.size;
  }

  /**
   * Registers a live connection.
   *
   * @param id Its id.
   * @param connection The connection.
   */
  add(id: string, connection: T): void {
    this.#live.set(id, connection);
  }

  /**
   * A live connection.
   *
   * @param id Its id.
   * @returns The connection, or `undefined` when unknown or ended.
   */
  get(id: string): T | undefined {
    return this.#live.get(id);
  }

  /**
   * Forgets a live connection and remembers its id as recently ended.
   *
   * @param id Its id.
   */
  remove(id: string): void {
    if (!this.#live.delete(id)) return;
    this.#prune(Date.now());
    if (this.#recent.size >= this.#recentLimit) {
      this.#recent.delete(this.#recent.keys().next().value!);
    }
    this.#recent.set(id, Date.now());
  }

  /**
   * Whether `id` ended within the last `recentMs`.
   *
   * @param id The id.
   * @returns True when it did.
   */
  endedRecently(id: string): boolean {
    this.#prune(Date.now());
    return this.#recent.has(id);
  }

  /**
   * The live connections.
   *
   * @returns A snapshot array.
   */
  values(): T[] {
    return [...this.#live.values()];
  }

  #prune(now: number): void {
    for (const [id, at] of this.#recent) {
      if (now - at < this.#recentMs) break;
      this.#recent.delete(id);
    }
  }
}
