/**
 * Whether something is at a path: for the words that say why a command could not start.
 *
 * @module
 */

/**
 * Whether something (a file, a directory, anything) is at `path`; false where it cannot be
 * looked at.
 *
 * @param path The path.
 * @returns Whether it is there.
 *
 * @example
 * ```ts
 * import { pathExists } from "./path_exists.ts";
 * console.log(pathExists("/"), pathExists("/no/such/path")); // true false
 * ```
 */
export function pathExists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}
