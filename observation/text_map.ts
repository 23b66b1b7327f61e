/**
 * A `Map` from strings that stays fast for very long keys. V8 hashes a string's content only up
 * to 16383 characters; every longer string of one length gets the same hash, so a plain `Map`
 * holding many of them compares each against the key on every lookup (a transcript of 17 KB
 * ids took seconds per thousand lines). Here a long key lives under a short slot made of its
 * length and a digest of all its characters; the slot holds the full keys, compared exactly,
 * so two keys that share a slot stay two entries.
 *
 * @module
 */

/** The longest string V8 hashes by its content. */
export const MAX_HASHED_KEY = 16383;

/** One long key and its value, in its slot. */
type LongEntry<V> = [key: string, value: V];

/**
 * A string-keyed map whose lookups take time linear in the key's length, whatever the other
 * keys are. It keeps no order (a caller that needs one keeps it).
 *
 * @example Long keys told apart by their content
 * ```ts
 * import { TextMap } from "./text_map.ts";
 * const map = new TextMap<number>();
 * map.set("a".repeat(20_000) + "1", 1);
 * map.set("a".repeat(20_000) + "2", 2);
 * console.log(map.get("a".repeat(20_000) + "2"), map.size); // 2 2
 * ```
 */
export class TextMap<V> {
  /** Keys V8 hashes by their content, as they are. */
  readonly #short = new Map<string, V>();
  /** Longer keys, under their slot, with every long key of that slot. */
  readonly #long = new Map<string, LongEntry<V>[]>();
  #longCount = 0;
  readonly #slotOf: (key: string) => string;

  /**
   * Creates an empty map.
   *
   * @param slot The slot of a long key (a test gives one that puts every key in one slot).
   */
  constructor(slot: (key: string) => string = slotOf) {
    this.#slotOf = slot;
  }

  /** How many keys. */
  get size(): number {
    return this.#short.size + this.#longCount;
  }

  /**
   * The value of `key`.
   *
   * @param key The key.
   * @returns Its value, or `undefined` when it has none.
   */
  get(key: string): V | undefined {
    if (key.length <= MAX_HASHED_KEY) return this.#short.get(key);
    return this.#long.get(this.#slotOf(key))?.find((e) => e[0] === key)?.[1];
  }

  /**
   * Whether `key` has a value.
   *
   * @param key The key.
   * @returns Whether it is in the map.
   */
  has(key: string): boolean {
    if (key.length <= MAX_HASHED_KEY) return this.#short.has(key);
    return this.#long.get(this.#slotOf(key))?.some((e) => e[0] === key) ?? false;
  }

  /**
   * Sets the value of `key`.
   *
   * @param key The key.
   * @param value Its value.
   * @returns This map.
   */
  set(key: string, value: V): this {
    if (key.length <= MAX_HASHED_KEY) {
      this.#short.set(key, value);
      return this;
    }
    const name = this.#slotOf(key);
    const slot = this.#long.get(name);
    const entry = slot?.find((e) => e[0] === key);
    if (entry !== undefined) entry[1] = value;
    else {
      this.#longCount++;
      if (slot === undefined) this.#long.set(name, [[key, value]]);
      else slot.push([key, value]);
    }
    return this;
  }

  /**
   * Removes `key`.
   *
   * @param key The key.
   * @returns Whether it was in the map.
   */
  delete(key: string): boolean {
    if (key.length <= MAX_HASHED_KEY) return this.#short.delete(key);
    const name = this.#slotOf(key);
    const slot = this.#long.get(name);
    const at = slot?.findIndex((e) => e[0] === key) ?? -1;
    if (at < 0) return false;
    this.#longCount--;
    if (slot!.length === 1) this.#long.delete(name);
    else slot!.splice(at, 1);
    return true;
  }
}

/**
 * The slot of a long key: its length and two 32-bit multiplicative digests of all its UTF-16
 * code units, some 20 characters.
 */
function slotOf(key: string): string {
  let a = 0x811c9dc5, b = 0x01000193 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${key.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}
