/**
 * The known name a mistyped one most likely meant (a flag, a config key, an agent's name), for
 * a "did you mean" in a usage error: within two edits (an insertion, a deletion, a change, or
 * two neighbours swapped; one for a name under eight characters), or else the one known name
 * it begins (cut short by half at most), `_` read as `-` and case ignored, and only for names of four
 * characters or more (a short word is one or two edits from too many others).
 *
 * @module
 */ /**
 * Most edits between a mistyped name and the one it meant: two for names of eight characters
 * or more, one for shorter ones (`session` is two from `version`, and means something else).
 */ const MAX_EDITS = 2;
/** Shortest name that may be two edits away. */ const TWO_EDITS_LENGTH = 8;
/** Shortest name that gets a suggestion. */ const MIN_LENGTH = 4;
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
 */ export function nearestName(typed, known) {
  const normal = (name)=>name.toLowerCase().replaceAll("_", "-");
  const want = normal(typed);
  if (want.length < MIN_LENGTH) return undefined;
  let best;
  let bestEdits = Infinity;
  let tie = false;
  const most = want.length >= TWO_EDITS_LENGTH ? MAX_EDITS : 1;
  for (const name of known){
    const edits = editsBetween(want, normal(name), most + 1);
    if (edits > most) continue;
    if (edits < bestEdits) {
      [best, bestEdits, tie] = [
        name,
        edits,
        false
      ];
    } else if (edits === bestEdits && name !== best) tie = true;
  }
  if (best !== undefined) return tie ? undefined : best;
  // A name cut short (`--grace` for `--grace-ms`), by half at most: the one known name it
  // begins (`--probe` is no `--probe-timeout-ms`).
  const longer = [
    ...known
  ].filter((name)=>normal(name).startsWith(want));
  return longer.length === 1 && 2 * want.length >= longer[0].length ? longer[0] : undefined;
}
/**
 * The optimal string alignment distance between `a` and `b` (Levenshtein with swaps of two
 * neighbours), or `cap` once it is sure to be at least that.
 */ function editsBetween(a, b, cap) {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let before = [];
  let previous = Array.from({
    length: b.length + 1
  }, (_, j)=>j);
  for(let i = 1; i <= a.length; i++){
    const row = [
      i
    ];
    let smallest = i;
    for(let j = 1; j <= b.length; j++){
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2] + 1);
      }
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest >= cap) return cap;
    [before, previous] = [
      previous,
      row
    ];
  }
  return Math.min(previous[b.length], cap);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9uZWFyZXN0X25hbWUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUga25vd24gbmFtZSBhIG1pc3R5cGVkIG9uZSBtb3N0IGxpa2VseSBtZWFudCAoYSBmbGFnLCBhIGNvbmZpZyBrZXksIGFuIGFnZW50J3MgbmFtZSksIGZvclxuICogYSBcImRpZCB5b3UgbWVhblwiIGluIGEgdXNhZ2UgZXJyb3I6IHdpdGhpbiB0d28gZWRpdHMgKGFuIGluc2VydGlvbiwgYSBkZWxldGlvbiwgYSBjaGFuZ2UsIG9yXG4gKiB0d28gbmVpZ2hib3VycyBzd2FwcGVkOyBvbmUgZm9yIGEgbmFtZSB1bmRlciBlaWdodCBjaGFyYWN0ZXJzKSwgb3IgZWxzZSB0aGUgb25lIGtub3duIG5hbWVcbiAqIGl0IGJlZ2lucyAoY3V0IHNob3J0IGJ5IGhhbGYgYXQgbW9zdCksIGBfYCByZWFkIGFzIGAtYCBhbmQgY2FzZSBpZ25vcmVkLCBhbmQgb25seSBmb3IgbmFtZXMgb2YgZm91clxuICogY2hhcmFjdGVycyBvciBtb3JlIChhIHNob3J0IHdvcmQgaXMgb25lIG9yIHR3byBlZGl0cyBmcm9tIHRvbyBtYW55IG90aGVycykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKlxuICogTW9zdCBlZGl0cyBiZXR3ZWVuIGEgbWlzdHlwZWQgbmFtZSBhbmQgdGhlIG9uZSBpdCBtZWFudDogdHdvIGZvciBuYW1lcyBvZiBlaWdodCBjaGFyYWN0ZXJzXG4gKiBvciBtb3JlLCBvbmUgZm9yIHNob3J0ZXIgb25lcyAoYHNlc3Npb25gIGlzIHR3byBmcm9tIGB2ZXJzaW9uYCwgYW5kIG1lYW5zIHNvbWV0aGluZyBlbHNlKS5cbiAqL1xuY29uc3QgTUFYX0VESVRTID0gMjtcbi8qKiBTaG9ydGVzdCBuYW1lIHRoYXQgbWF5IGJlIHR3byBlZGl0cyBhd2F5LiAqL1xuY29uc3QgVFdPX0VESVRTX0xFTkdUSCA9IDg7XG4vKiogU2hvcnRlc3QgbmFtZSB0aGF0IGdldHMgYSBzdWdnZXN0aW9uLiAqL1xuY29uc3QgTUlOX0xFTkdUSCA9IDQ7XG5cbi8qKlxuICogVGhlIGtub3duIG5hbWUgY2xvc2VzdCB0byBgdHlwZWRgLCB3aGVuIG9uZSBpcyBjbG9zZSBlbm91Z2ggYW5kIG5vIG90aGVyIGlzIGFzIGNsb3NlLlxuICpcbiAqIEBwYXJhbSB0eXBlZCBUaGUgbmFtZSBhcyBnaXZlbi5cbiAqIEBwYXJhbSBrbm93biBUaGUgbmFtZXMgdGhhdCBleGlzdC5cbiAqIEByZXR1cm5zIFRoZSBzdWdnZXN0aW9uLCBvciB1bmRlZmluZWQuXG4gKlxuICogQGV4YW1wbGUgU3VnZ2VzdCBhIGZsYWdcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBuZWFyZXN0TmFtZSB9IGZyb20gXCIuL25lYXJlc3RfbmFtZS50c1wiO1xuICogY29uc29sZS5sb2cobmVhcmVzdE5hbWUoXCJtYXhfZnJhbWVcIiwgW1wibWF4LWZyYW1lXCIsIFwiZ3JhY2UtbXNcIl0pKTsgLy8gXCJtYXgtZnJhbWVcIlxuICogY29uc29sZS5sb2cobmVhcmVzdE5hbWUoXCJncmFjZVwiLCBbXCJtYXgtZnJhbWVcIiwgXCJncmFjZS1tc1wiXSkpOyAvLyBcImdyYWNlLW1zXCJcbiAqIGNvbnNvbGUubG9nKG5lYXJlc3ROYW1lKFwidmVyYm9zZVwiLCBbXCJ2ZXJzaW9uXCIsIFwidjFcIl0pKTsgLy8gdW5kZWZpbmVkXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5lYXJlc3ROYW1lKHR5cGVkOiBzdHJpbmcsIGtub3duOiBJdGVyYWJsZTxzdHJpbmc+KTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgY29uc3Qgbm9ybWFsID0gKG5hbWU6IHN0cmluZykgPT4gbmFtZS50b0xvd2VyQ2FzZSgpLnJlcGxhY2VBbGwoXCJfXCIsIFwiLVwiKTtcbiAgY29uc3Qgd2FudCA9IG5vcm1hbCh0eXBlZCk7XG4gIGlmICh3YW50Lmxlbmd0aCA8IE1JTl9MRU5HVEgpIHJldHVybiB1bmRlZmluZWQ7XG4gIGxldCBiZXN0OiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gIGxldCBiZXN0RWRpdHMgPSBJbmZpbml0eTtcbiAgbGV0IHRpZSA9IGZhbHNlO1xuICBjb25zdCBtb3N0ID0gd2FudC5sZW5ndGggPj0gVFdPX0VESVRTX0xFTkdUSCA/IE1BWF9FRElUUyA6IDE7XG4gIGZvciAoY29uc3QgbmFtZSBvZiBrbm93bikge1xuICAgIGNvbnN0IGVkaXRzID0gZWRpdHNCZXR3ZWVuKHdhbnQsIG5vcm1hbChuYW1lKSwgbW9zdCArIDEpO1xuICAgIGlmIChlZGl0cyA+IG1vc3QpIGNvbnRpbnVlO1xuICAgIGlmIChlZGl0cyA8IGJlc3RFZGl0cykge1xuICAgICAgW2Jlc3QsIGJlc3RFZGl0cywgdGllXSA9IFtuYW1lLCBlZGl0cywgZmFsc2VdO1xuICAgIH0gZWxzZSBpZiAoZWRpdHMgPT09IGJlc3RFZGl0cyAmJiBuYW1lICE9PSBiZXN0KSB0aWUgPSB0cnVlO1xuICB9XG4gIGlmIChiZXN0ICE9PSB1bmRlZmluZWQpIHJldHVybiB0aWUgPyB1bmRlZmluZWQgOiBiZXN0O1xuICAvLyBBIG5hbWUgY3V0IHNob3J0IChgLS1ncmFjZWAgZm9yIGAtLWdyYWNlLW1zYCksIGJ5IGhhbGYgYXQgbW9zdDogdGhlIG9uZSBrbm93biBuYW1lIGl0XG4gIC8vIGJlZ2lucyAoYC0tcHJvYmVgIGlzIG5vIGAtLXByb2JlLXRpbWVvdXQtbXNgKS5cbiAgY29uc3QgbG9uZ2VyID0gWy4uLmtub3duXS5maWx0ZXIoKG5hbWUpID0+IG5vcm1hbChuYW1lKS5zdGFydHNXaXRoKHdhbnQpKTtcbiAgcmV0dXJuIGxvbmdlci5sZW5ndGggPT09IDEgJiYgMiAqIHdhbnQubGVuZ3RoID49IGxvbmdlclswXS5sZW5ndGggPyBsb25nZXJbMF0gOiB1bmRlZmluZWQ7XG59XG5cbi8qKlxuICogVGhlIG9wdGltYWwgc3RyaW5nIGFsaWdubWVudCBkaXN0YW5jZSBiZXR3ZWVuIGBhYCBhbmQgYGJgIChMZXZlbnNodGVpbiB3aXRoIHN3YXBzIG9mIHR3b1xuICogbmVpZ2hib3VycyksIG9yIGBjYXBgIG9uY2UgaXQgaXMgc3VyZSB0byBiZSBhdCBsZWFzdCB0aGF0LlxuICovXG5mdW5jdGlvbiBlZGl0c0JldHdlZW4oYTogc3RyaW5nLCBiOiBzdHJpbmcsIGNhcDogbnVtYmVyKTogbnVtYmVyIHtcbiAgaWYgKE1hdGguYWJzKGEubGVuZ3RoIC0gYi5sZW5ndGgpID49IGNhcCkgcmV0dXJuIGNhcDtcbiAgbGV0IGJlZm9yZTogbnVtYmVyW10gPSBbXTtcbiAgbGV0IHByZXZpb3VzID0gQXJyYXkuZnJvbSh7IGxlbmd0aDogYi5sZW5ndGggKyAxIH0sIChfLCBqKSA9PiBqKTtcbiAgZm9yIChsZXQgaSA9IDE7IGkgPD0gYS5sZW5ndGg7IGkrKykge1xuICAgIGNvbnN0IHJvdyA9IFtpXTtcbiAgICBsZXQgc21hbGxlc3QgPSBpO1xuICAgIGZvciAobGV0IGogPSAxOyBqIDw9IGIubGVuZ3RoOyBqKyspIHtcbiAgICAgIGNvbnN0IGNoYW5nZSA9IGFbaSAtIDFdID09PSBiW2ogLSAxXSA/IDAgOiAxO1xuICAgICAgbGV0IGQgPSBNYXRoLm1pbihwcmV2aW91c1tqXSArIDEsIHJvd1tqIC0gMV0gKyAxLCBwcmV2aW91c1tqIC0gMV0gKyBjaGFuZ2UpO1xuICAgICAgaWYgKGkgPiAxICYmIGogPiAxICYmIGFbaSAtIDFdID09PSBiW2ogLSAyXSAmJiBhW2kgLSAyXSA9PT0gYltqIC0gMV0pIHtcbiAgICAgICAgZCA9IE1hdGgubWluKGQsIGJlZm9yZVtqIC0gMl0gKyAxKTtcbiAgICAgIH1cbiAgICAgIHJvdy5wdXNoKGQpO1xuICAgICAgc21hbGxlc3QgPSBNYXRoLm1pbihzbWFsbGVzdCwgZCk7XG4gICAgfVxuICAgIGlmIChzbWFsbGVzdCA+PSBjYXApIHJldHVybiBjYXA7XG4gICAgW2JlZm9yZSwgcHJldmlvdXNdID0gW3ByZXZpb3VzLCByb3ddO1xuICB9XG4gIHJldHVybiBNYXRoLm1pbihwcmV2aW91c1tiLmxlbmd0aF0sIGNhcCk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7O0NBUUMsR0FFRDs7O0NBR0MsR0FDRCxNQUFNLFlBQVk7QUFDbEIsOENBQThDLEdBQzlDLE1BQU0sbUJBQW1CO0FBQ3pCLDBDQUEwQyxHQUMxQyxNQUFNLGFBQWE7QUFFbkI7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsWUFBWSxLQUFhLEVBQUUsS0FBdUI7RUFDaEUsTUFBTSxTQUFTLENBQUMsT0FBaUIsS0FBSyxXQUFXLEdBQUcsVUFBVSxDQUFDLEtBQUs7RUFDcEUsTUFBTSxPQUFPLE9BQU87RUFDcEIsSUFBSSxLQUFLLE1BQU0sR0FBRyxZQUFZLE9BQU87RUFDckMsSUFBSTtFQUNKLElBQUksWUFBWTtFQUNoQixJQUFJLE1BQU07RUFDVixNQUFNLE9BQU8sS0FBSyxNQUFNLElBQUksbUJBQW1CLFlBQVk7RUFDM0QsS0FBSyxNQUFNLFFBQVEsTUFBTztJQUN4QixNQUFNLFFBQVEsYUFBYSxNQUFNLE9BQU8sT0FBTyxPQUFPO0lBQ3RELElBQUksUUFBUSxNQUFNO0lBQ2xCLElBQUksUUFBUSxXQUFXO01BQ3JCLENBQUMsTUFBTSxXQUFXLElBQUksR0FBRztRQUFDO1FBQU07UUFBTztPQUFNO0lBQy9DLE9BQU8sSUFBSSxVQUFVLGFBQWEsU0FBUyxNQUFNLE1BQU07RUFDekQ7RUFDQSxJQUFJLFNBQVMsV0FBVyxPQUFPLE1BQU0sWUFBWTtFQUNqRCx3RkFBd0Y7RUFDeEYsaURBQWlEO0VBQ2pELE1BQU0sU0FBUztPQUFJO0dBQU0sQ0FBQyxNQUFNLENBQUMsQ0FBQyxPQUFTLE9BQU8sTUFBTSxVQUFVLENBQUM7RUFDbkUsT0FBTyxPQUFPLE1BQU0sS0FBSyxLQUFLLElBQUksS0FBSyxNQUFNLElBQUksTUFBTSxDQUFDLEVBQUUsQ0FBQyxNQUFNLEdBQUcsTUFBTSxDQUFDLEVBQUUsR0FBRztBQUNsRjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsYUFBYSxDQUFTLEVBQUUsQ0FBUyxFQUFFLEdBQVc7RUFDckQsSUFBSSxLQUFLLEdBQUcsQ0FBQyxFQUFFLE1BQU0sR0FBRyxFQUFFLE1BQU0sS0FBSyxLQUFLLE9BQU87RUFDakQsSUFBSSxTQUFtQixFQUFFO0VBQ3pCLElBQUksV0FBVyxNQUFNLElBQUksQ0FBQztJQUFFLFFBQVEsRUFBRSxNQUFNLEdBQUc7RUFBRSxHQUFHLENBQUMsR0FBRyxJQUFNO0VBQzlELElBQUssSUFBSSxJQUFJLEdBQUcsS0FBSyxFQUFFLE1BQU0sRUFBRSxJQUFLO0lBQ2xDLE1BQU0sTUFBTTtNQUFDO0tBQUU7SUFDZixJQUFJLFdBQVc7SUFDZixJQUFLLElBQUksSUFBSSxHQUFHLEtBQUssRUFBRSxNQUFNLEVBQUUsSUFBSztNQUNsQyxNQUFNLFNBQVMsQ0FBQyxDQUFDLElBQUksRUFBRSxLQUFLLENBQUMsQ0FBQyxJQUFJLEVBQUUsR0FBRyxJQUFJO01BQzNDLElBQUksSUFBSSxLQUFLLEdBQUcsQ0FBQyxRQUFRLENBQUMsRUFBRSxHQUFHLEdBQUcsR0FBRyxDQUFDLElBQUksRUFBRSxHQUFHLEdBQUcsUUFBUSxDQUFDLElBQUksRUFBRSxHQUFHO01BQ3BFLElBQUksSUFBSSxLQUFLLElBQUksS0FBSyxDQUFDLENBQUMsSUFBSSxFQUFFLEtBQUssQ0FBQyxDQUFDLElBQUksRUFBRSxJQUFJLENBQUMsQ0FBQyxJQUFJLEVBQUUsS0FBSyxDQUFDLENBQUMsSUFBSSxFQUFFLEVBQUU7UUFDcEUsSUFBSSxLQUFLLEdBQUcsQ0FBQyxHQUFHLE1BQU0sQ0FBQyxJQUFJLEVBQUUsR0FBRztNQUNsQztNQUNBLElBQUksSUFBSSxDQUFDO01BQ1QsV0FBVyxLQUFLLEdBQUcsQ0FBQyxVQUFVO0lBQ2hDO0lBQ0EsSUFBSSxZQUFZLEtBQUssT0FBTztJQUM1QixDQUFDLFFBQVEsU0FBUyxHQUFHO01BQUM7TUFBVTtLQUFJO0VBQ3RDO0VBQ0EsT0FBTyxLQUFLLEdBQUcsQ0FBQyxRQUFRLENBQUMsRUFBRSxNQUFNLENBQUMsRUFBRTtBQUN0QyJ9
// denoCacheMetadata=11674451327963878822,1649505475784814992