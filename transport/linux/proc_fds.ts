/**
 * What a process's file descriptors refer to, read from Linux `/proc/PID/fd`. Used by the
 * kernel paths (the stdout release, the splice pump's output, the output-holder watch).
 *
 * An object (a pipe, a socket, a named FIFO, a file) is identified by `device:inode`, from
 * `stat` through the `/proc` link: both ends of a pipe share one inode, and a FIFO whose
 * name was removed keeps its inode (its link text would gain " (deleted)"). Reading another
 * process's links needs the same user and `-A` in Deno.
 *
 * @module
 */

/**
 * The identity (`device:inode`) of what descriptor `fd` of process `pid` refers to.
 *
 * @param pid A process id, or "self".
 * @param fd The descriptor number.
 * @returns `device:inode`, or null when it cannot be seen (not open, process gone, no access).
 *
 * @example
 * ```ts ignore
 * import { objectId } from "./proc_fds.ts";
 * console.log(objectId("self", 1)); // e.g. "15:123456"
 * ```
 */
export function objectId(pid: number | "self", fd: number | string): string | null {
  try {
    const info = Deno.statSync(`/proc/${pid}/fd/${fd}`);
    return `${info.dev}:${info.ino}`;
  } catch {
    return null;
  }
}

/**
 * Whether descriptor `fd` of process `pid` is non-blocking (`O_NONBLOCK` in the `flags` of
 * `/proc/PID/fdinfo/FD`, a property of the open file that every holder shares).
 *
 * @param pid A process id, or "self".
 * @param fd The descriptor number.
 * @returns True when it is; false when it is not or cannot be seen.
 *
 * @example
 * ```ts ignore
 * import { nonBlocking } from "./proc_fds.ts";
 * console.log(nonBlocking("self", 1)); // false under `deno run ... | cat`
 * ```
 */
export function nonBlocking(pid: number | "self", fd: number): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec(Deno.readTextFileSync(`/proc/${pid}/fdinfo/${fd}`));
    return flags !== null && (parseInt(flags[1], 8) & O_NONBLOCK) !== 0;
  } catch {
    return false;
  }
}

/** `O_NONBLOCK` on Linux (x86-64 and arm64 alike). */
const O_NONBLOCK = 0o4000;

/**
 * The descriptors of process `pid` that refer to object `id`, in `/proc` order.
 *
 * @param pid A process id, or "self".
 * @param id An object identity, as {@linkcode objectId} returns it.
 * @param first Stop at the first match.
 * @returns The matching descriptor numbers; none when the process is gone or hidden.
 *
 * @example
 * ```ts ignore
 * import { descriptorsHolding, objectId } from "./proc_fds.ts";
 * const copies = descriptorsHolding("self", objectId("self", 1)!); // fd 1 and its dups
 * ```
 */
export function descriptorsHolding(pid: number | "self", id: string, first = false): number[] {
  const found: number[] = [];
  try {
    for (const entry of Deno.readDirSync(`/proc/${pid}/fd`)) {
      if (objectId(pid, entry.name) !== id) continue; // closed while we looked: no match
      found.push(Number(entry.name));
      if (first) break;
    }
  } catch {
    // The process ended while we looked, or its descriptors are not ours to see.
  }
  return found;
}

/**
 * Whether this process's descriptor `fd` was opened for reading only (`/proc/self/fdinfo`),
 * e.g. the read end of a pipe rather than its write end.
 *
 * @param fd The descriptor number.
 * @returns True for a read-only descriptor; false otherwise or when it cannot be seen.
 *
 * @example
 * ```ts ignore
 * import { readsOnly } from "./proc_fds.ts";
 * console.log(readsOnly(0)); // true when stdin is the read end of a pipe
 * ```
 */
export function readsOnly(fd: number): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec(Deno.readTextFileSync(`/proc/self/fdinfo/${fd}`));
    return flags !== null && (parseInt(flags[1], 8) & 3) === 0;
  } catch {
    return false;
  }
}
