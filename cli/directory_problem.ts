/**
 * Whether a path the command line names can be used as a directory (a named agent's `cwd`,
 * `--transcript DIR` with `--listen`), and if not, why, in words for a usage error.
 *
 * @module
 */

/**
 * What keeps `path` from being used as a directory, or `undefined` when it is one. Never
 * throws: a loop of links, a name too long or a parent that cannot be searched are the
 * user's to fix, like a missing directory, so each is a reason, not a crash.
 *
 * @param path The path.
 * @returns `"is not a directory"` (missing, a file, a file on the way), `"cannot be used
 *   (REASON)"` (any other failure to look at it), or `undefined`.
 *
 * @example
 * ```ts
 * import { directoryProblem } from "./directory_problem.ts";
 * console.log(directoryProblem("/")); // undefined
 * console.log(directoryProblem("/nonexistent")); // "is not a directory"
 * ```
 */
export function directoryProblem(path: string): string | undefined {
  let info: Deno.FileInfo;
  try {
    info = Deno.statSync(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound || e instanceof Deno.errors.NotADirectory) {
      return "is not a directory";
    }
    return `cannot be used (${(e as Error).message})`;
  }
  return info.isDirectory ? undefined : "is not a directory";
}
