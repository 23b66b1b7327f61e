/**
 * Whether two paths name one file: the checks that keep the daemon from writing into what it
 * reads (its config, a token file, the client's stdin) or into its own stdout.
 *
 * @module
 */

/** Whether two paths name one existing file (same device and inode). */
export function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [Deno.statSync(a), Deno.statSync(b)];
    return x.ino !== null && x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/** Whether `path` is a character device (`/dev/null`, a terminal). */
export function isCharDevice(path: string): boolean {
  try {
    return Deno.statSync(path).isCharDevice === true;
  } catch {
    return false;
  }
}

/** Whether `path` is `stream`'s object; a terminal or `/dev/null` is not counted. */
export function isStandardStream(
  path: string,
  stream: "/dev/stdout" | "/dev/stdin" | "/dev/stderr",
): boolean {
  // Not there yet, or a terminal or /dev/null: not counted.
  return !isCharDevice(path) && sameFile(path, stream);
}
