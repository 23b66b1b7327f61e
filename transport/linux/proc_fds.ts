/**
 * What a process's file descriptors refer to, read from Linux `/proc/PID/fd`. Used by the
 * kernel paths (stdout handover, the splice pump, the inherited-stdout watch).
 *
 * A descriptor's target is its `/proc` link text: `pipe:[1234]`, `socket:[5678]`, or a
 * path (a named pipe, a file). Two descriptors with the same target refer to the same
 * pipe or socket. Reading another process's links needs the same user and `-A` in Deno.
 *
 * @module
 */

/**
 * What descriptor `fd` of process `pid` refers to.
 *
 * @param pid A process id, or "self".
 * @param fd The descriptor number.
 * @returns The link text, or null when it cannot be read (not open, process gone, no access).
 *
 * @example
 * ```ts ignore
 * import { fdTarget } from "./proc_fds.ts";
 * console.log(fdTarget("self", 1)); // e.g. "pipe:[1234]"
 * ```
 */
export function fdTarget(pid: number | "self", fd: number | string): string | null {
  try {
    return Deno.readLinkSync(`/proc/${pid}/fd/${fd}`);
  } catch {
    return null;
  }
}

/**
 * The descriptors of process `pid` that refer to `target`, in `/proc` order.
 *
 * @param pid A process id, or "self".
 * @param target A link text, as {@linkcode fdTarget} returns it.
 * @param first Stop at the first match.
 * @returns The matching descriptor numbers.
 * @throws {Deno.errors.NotFound} When the process is gone; another error when `/proc`
 *   does not show its descriptors.
 *
 * @example
 * ```ts ignore
 * import { descriptorsReferringTo, fdTarget } from "./proc_fds.ts";
 * const copies = descriptorsReferringTo("self", fdTarget("self", 1)!); // fd 1 and its dups
 * ```
 */
export function descriptorsReferringTo(
  pid: number | "self",
  target: string,
  first = false,
): number[] {
  const found: number[] = [];
  for (const entry of Deno.readDirSync(`/proc/${pid}/fd`)) {
    if (fdTarget(pid, entry.name) !== target) continue; // closed while we looked: no match
    found.push(Number(entry.name));
    if (first) break;
  }
  return found;
}
