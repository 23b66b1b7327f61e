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
 * Where the one `Map` keeps what: a short key as it is, or, when it starts with NUL, with one
 * more NUL in front; a slot of long keys under NUL, `L` and the slot's name. So no key is
 * ever taken for a slot.
 */
const NUL = "\u0000";
const SLOT_PREFIX = "\u0000L";

/**
 * A string-keyed map whose lookups take time linear in the key's length, whatever the other
 * keys are. Insertion order is kept as a `Map` keeps it, except that long keys sharing a slot
 * (a digest collision) are listed together, at the slot's place.
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
  /** Short keys (escaped), and the slots of long ones with every long key of each. */
  readonly #map = new Map<string, V | LongEntry<V>[]>();
  #longCount = 0;
  /** How many slots the map holds. */
  #slots = 0;
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
    return this.#map.size - this.#slots + this.#longCount;
  }

  /**
   * The value of `key`.
   *
   * @param key The key.
   * @returns Its value, or `undefined` when it has none.
   */
  get(key: string): V | undefined {
    if (key.length <= MAX_HASHED_KEY) return this.#map.get(shortKey(key)) as V | undefined;
    return this.#slot(key)?.find((e) => e[0] === key)?.[1];
  }

  /**
   * Whether `key` has a value.
   *
   * @param key The key.
   * @returns Whether it is in the map.
   */
  has(key: string): boolean {
    if (key.length <= MAX_HASHED_KEY) return this.#map.has(shortKey(key));
    return this.#slot(key)?.some((e) => e[0] === key) ?? false;
  }

  /**
   * Sets the value of `key` (a key already present keeps its place).
   *
   * @param key The key.
   * @param value Its value.
   * @returns This map.
   */
  set(key: string, value: V): this {
    if (key.length <= MAX_HASHED_KEY) {
      this.#map.set(shortKey(key), value);
      return this;
    }
    const name = SLOT_PREFIX + this.#slotOf(key);
    const slot = this.#map.get(name) as LongEntry<V>[] | undefined;
    const entry = slot?.find((e) => e[0] === key);
    if (entry !== undefined) entry[1] = value;
    else {
      this.#longCount++;
      if (slot !== undefined) slot.push([key, value]);
      else {
        this.#slots++;
        this.#map.set(name, [[key, value]]);
      }
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
    if (key.length <= MAX_HASHED_KEY) return this.#map.delete(shortKey(key));
    const name = SLOT_PREFIX + this.#slotOf(key);
    const slot = this.#map.get(name) as LongEntry<V>[] | undefined;
    const at = slot?.findIndex((e) => e[0] === key) ?? -1;
    if (at < 0) return false;
    this.#longCount--;
    if (slot!.length > 1) slot!.splice(at, 1);
    else {
      this.#slots--;
      this.#map.delete(name);
    }
    return true;
  }

  /** Removes every key. */
  clear(): void {
    this.#map.clear();
    this.#longCount = 0;
    this.#slots = 0;
  }

  /**
   * The keys and values, in insertion order.
   *
   * @returns An iterator of `[key, value]`.
   */
  *entries(): IterableIterator<[string, V]> {
    for (const [stored, value] of this.#map) {
      if (!stored.startsWith(NUL)) yield [stored, value as V];
      else if (stored.startsWith(SLOT_PREFIX)) yield* [...(value as LongEntry<V>[])];
      else yield [stored.slice(1), value as V];
    }
  }

  /**
   * The values, in the order of {@linkcode TextMap.entries}.
   *
   * @returns An iterator of the values.
   */
  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  /** The long key's slot, if the map has it. */
  #slot(key: string): LongEntry<V>[] | undefined {
    return this.#map.get(SLOT_PREFIX + this.#slotOf(key)) as LongEntry<V>[] | undefined;
  }
}

/** A short key as the map keeps it: one that starts with NUL gets one more. */
function shortKey(key: string): string {
  return key.charCodeAt(0) === 0 ? NUL + key : key;
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
