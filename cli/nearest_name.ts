/**
 * The known name a mistyped one most likely meant (a flag, a config key, an agent's name), for
 * a "did you mean" in a usage error: within two edits (an insertion, a deletion, a change, or
 * two neighbours swapped; one for a name under eight characters), or else the one known name
 * it begins (cut short by half at most), `_` read as `-` and case ignored, and only for names of four
 * characters or more (a short word is one or two edits from too many others).
 *
 * @module
 */

/**
 * Most edits between a mistyped name and the one it meant: two for names of eight characters
 * or more, one for shorter ones (`session` is two from `version`, and means something else).
 */
const MAX_EDITS = 2;
/** Shortest name that may be two edits away. */
const TWO_EDITS_LENGTH = 8;
/** Shortest name that gets a suggestion. */
const MIN_LENGTH = 4;

/**
 * The known name closest to `typed`, when one is close enough and no other is as close.
 *
 * @param typed The name as given.
 * @param known The names that exist.
 * @returns The suggestion, or undefined.
 *
 * @example Suggest a flag
 * ```ts
 * import { nearestName } from "./nearest_name.ts";
 * console.log(nearestName("max_frame", ["max-frame", "grace-ms"])); // "max-frame"
 * console.log(nearestName("grace", ["max-frame", "grace-ms"])); // "grace-ms"
 * console.log(nearestName("verbose", ["version", "v1"])); // undefined
 * ```
 */
export function nearestName(typed: string, known: Iterable<string>): string | undefined {
  const normal = (name: string) => name.toLowerCase().replaceAll("_", "-");
  const want = normal(typed);
  if (want.length < MIN_LENGTH) return undefined;
  let best: string | undefined;
  let bestEdits = Infinity;
  let tie = false;
  const most = want.length >= TWO_EDITS_LENGTH ? MAX_EDITS : 1;
  for (const name of known) {
    const edits = editsBetween(want, normal(name), most + 1);
    if (edits > most) continue;
    if (edits < bestEdits) {
      [best, bestEdits, tie] = [name, edits, false];
    } else if (edits === bestEdits && name !== best) tie = true;
  }
  if (best !== undefined) return tie ? undefined : best;
  // A name cut short (`--grace` for `--grace-ms`), by half at most: the one known name it
  // begins (`--probe` is no `--probe-timeout-ms`).
  const longer = [...known].filter((name) => normal(name).startsWith(want));
  return longer.length === 1 && 2 * want.length >= longer[0].length ? longer[0] : undefined;
}

/**
 * The optimal string alignment distance between `a` and `b` (Levenshtein with swaps of two
 * neighbours), or `cap` once it is sure to be at least that.
 */
function editsBetween(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2] + 1);
      }
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest >= cap) return cap;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length], cap);
}
