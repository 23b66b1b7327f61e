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
 */ /**
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
 */ export function objectId(pid, fd) {
  try {
    const info = Deno.statSync(`/proc/${pid}/fd/${fd}`);
    return `${info.dev}:${info.ino}`;
  } catch  {
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
 */ export function nonBlocking(pid, fd) {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec(Deno.readTextFileSync(`/proc/${pid}/fdinfo/${fd}`));
    return flags !== null && (parseInt(flags[1], 8) & O_NONBLOCK) !== 0;
  } catch  {
    return false;
  }
}
/** `O_NONBLOCK` on Linux (x86-64 and arm64 alike). */ const O_NONBLOCK = 0o4000;
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
 */ export function descriptorsHolding(pid, id, first = false) {
  const found = [];
  try {
    for (const entry of Deno.readDirSync(`/proc/${pid}/fd`)){
      if (objectId(pid, entry.name) !== id) continue; // closed while we looked: no match
      found.push(Number(entry.name));
      if (first) break;
    }
  } catch  {
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
 */ export function readsOnly(fd) {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec(Deno.readTextFileSync(`/proc/self/fdinfo/${fd}`));
    return flags !== null && (parseInt(flags[1], 8) & 3) === 0;
  } catch  {
    return false;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9saW51eC9wcm9jX2Zkcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFdoYXQgYSBwcm9jZXNzJ3MgZmlsZSBkZXNjcmlwdG9ycyByZWZlciB0bywgcmVhZCBmcm9tIExpbnV4IGAvcHJvYy9QSUQvZmRgLiBVc2VkIGJ5IHRoZVxuICoga2VybmVsIHBhdGhzICh0aGUgc3Rkb3V0IHJlbGVhc2UsIHRoZSBzcGxpY2UgcHVtcCdzIG91dHB1dCwgdGhlIG91dHB1dC1ob2xkZXIgd2F0Y2gpLlxuICpcbiAqIEFuIG9iamVjdCAoYSBwaXBlLCBhIHNvY2tldCwgYSBuYW1lZCBGSUZPLCBhIGZpbGUpIGlzIGlkZW50aWZpZWQgYnkgYGRldmljZTppbm9kZWAsIGZyb21cbiAqIGBzdGF0YCB0aHJvdWdoIHRoZSBgL3Byb2NgIGxpbms6IGJvdGggZW5kcyBvZiBhIHBpcGUgc2hhcmUgb25lIGlub2RlLCBhbmQgYSBGSUZPIHdob3NlXG4gKiBuYW1lIHdhcyByZW1vdmVkIGtlZXBzIGl0cyBpbm9kZSAoaXRzIGxpbmsgdGV4dCB3b3VsZCBnYWluIFwiIChkZWxldGVkKVwiKS4gUmVhZGluZyBhbm90aGVyXG4gKiBwcm9jZXNzJ3MgbGlua3MgbmVlZHMgdGhlIHNhbWUgdXNlciBhbmQgYC1BYCBpbiBEZW5vLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIFRoZSBpZGVudGl0eSAoYGRldmljZTppbm9kZWApIG9mIHdoYXQgZGVzY3JpcHRvciBgZmRgIG9mIHByb2Nlc3MgYHBpZGAgcmVmZXJzIHRvLlxuICpcbiAqIEBwYXJhbSBwaWQgQSBwcm9jZXNzIGlkLCBvciBcInNlbGZcIi5cbiAqIEBwYXJhbSBmZCBUaGUgZGVzY3JpcHRvciBudW1iZXIuXG4gKiBAcmV0dXJucyBgZGV2aWNlOmlub2RlYCwgb3IgbnVsbCB3aGVuIGl0IGNhbm5vdCBiZSBzZWVuIChub3Qgb3BlbiwgcHJvY2VzcyBnb25lLCBubyBhY2Nlc3MpLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IG9iamVjdElkIH0gZnJvbSBcIi4vcHJvY19mZHMudHNcIjtcbiAqIGNvbnNvbGUubG9nKG9iamVjdElkKFwic2VsZlwiLCAxKSk7IC8vIGUuZy4gXCIxNToxMjM0NTZcIlxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvYmplY3RJZChwaWQ6IG51bWJlciB8IFwic2VsZlwiLCBmZDogbnVtYmVyIHwgc3RyaW5nKTogc3RyaW5nIHwgbnVsbCB7XG4gIHRyeSB7XG4gICAgY29uc3QgaW5mbyA9IERlbm8uc3RhdFN5bmMoYC9wcm9jLyR7cGlkfS9mZC8ke2ZkfWApO1xuICAgIHJldHVybiBgJHtpbmZvLmRldn06JHtpbmZvLmlub31gO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gbnVsbDtcbiAgfVxufVxuXG4vKipcbiAqIFdoZXRoZXIgZGVzY3JpcHRvciBgZmRgIG9mIHByb2Nlc3MgYHBpZGAgaXMgbm9uLWJsb2NraW5nIChgT19OT05CTE9DS2AgaW4gdGhlIGBmbGFnc2Agb2ZcbiAqIGAvcHJvYy9QSUQvZmRpbmZvL0ZEYCwgYSBwcm9wZXJ0eSBvZiB0aGUgb3BlbiBmaWxlIHRoYXQgZXZlcnkgaG9sZGVyIHNoYXJlcykuXG4gKlxuICogQHBhcmFtIHBpZCBBIHByb2Nlc3MgaWQsIG9yIFwic2VsZlwiLlxuICogQHBhcmFtIGZkIFRoZSBkZXNjcmlwdG9yIG51bWJlci5cbiAqIEByZXR1cm5zIFRydWUgd2hlbiBpdCBpczsgZmFsc2Ugd2hlbiBpdCBpcyBub3Qgb3IgY2Fubm90IGJlIHNlZW4uXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgbm9uQmxvY2tpbmcgfSBmcm9tIFwiLi9wcm9jX2Zkcy50c1wiO1xuICogY29uc29sZS5sb2cobm9uQmxvY2tpbmcoXCJzZWxmXCIsIDEpKTsgLy8gZmFsc2UgdW5kZXIgYGRlbm8gcnVuIC4uLiB8IGNhdGBcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gbm9uQmxvY2tpbmcocGlkOiBudW1iZXIgfCBcInNlbGZcIiwgZmQ6IG51bWJlcik6IGJvb2xlYW4ge1xuICB0cnkge1xuICAgIGNvbnN0IGZsYWdzID0gL15mbGFnczpcXHMqKFswLTddKykkL20uZXhlYyhEZW5vLnJlYWRUZXh0RmlsZVN5bmMoYC9wcm9jLyR7cGlkfS9mZGluZm8vJHtmZH1gKSk7XG4gICAgcmV0dXJuIGZsYWdzICE9PSBudWxsICYmIChwYXJzZUludChmbGFnc1sxXSwgOCkgJiBPX05PTkJMT0NLKSAhPT0gMDtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIGZhbHNlO1xuICB9XG59XG5cbi8qKiBgT19OT05CTE9DS2Agb24gTGludXggKHg4Ni02NCBhbmQgYXJtNjQgYWxpa2UpLiAqL1xuY29uc3QgT19OT05CTE9DSyA9IDBvNDAwMDtcblxuLyoqXG4gKiBUaGUgZGVzY3JpcHRvcnMgb2YgcHJvY2VzcyBgcGlkYCB0aGF0IHJlZmVyIHRvIG9iamVjdCBgaWRgLCBpbiBgL3Byb2NgIG9yZGVyLlxuICpcbiAqIEBwYXJhbSBwaWQgQSBwcm9jZXNzIGlkLCBvciBcInNlbGZcIi5cbiAqIEBwYXJhbSBpZCBBbiBvYmplY3QgaWRlbnRpdHksIGFzIHtAbGlua2NvZGUgb2JqZWN0SWR9IHJldHVybnMgaXQuXG4gKiBAcGFyYW0gZmlyc3QgU3RvcCBhdCB0aGUgZmlyc3QgbWF0Y2guXG4gKiBAcmV0dXJucyBUaGUgbWF0Y2hpbmcgZGVzY3JpcHRvciBudW1iZXJzOyBub25lIHdoZW4gdGhlIHByb2Nlc3MgaXMgZ29uZSBvciBoaWRkZW4uXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzIGlnbm9yZVxuICogaW1wb3J0IHsgZGVzY3JpcHRvcnNIb2xkaW5nLCBvYmplY3RJZCB9IGZyb20gXCIuL3Byb2NfZmRzLnRzXCI7XG4gKiBjb25zdCBjb3BpZXMgPSBkZXNjcmlwdG9yc0hvbGRpbmcoXCJzZWxmXCIsIG9iamVjdElkKFwic2VsZlwiLCAxKSEpOyAvLyBmZCAxIGFuZCBpdHMgZHVwc1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkZXNjcmlwdG9yc0hvbGRpbmcocGlkOiBudW1iZXIgfCBcInNlbGZcIiwgaWQ6IHN0cmluZywgZmlyc3QgPSBmYWxzZSk6IG51bWJlcltdIHtcbiAgY29uc3QgZm91bmQ6IG51bWJlcltdID0gW107XG4gIHRyeSB7XG4gICAgZm9yIChjb25zdCBlbnRyeSBvZiBEZW5vLnJlYWREaXJTeW5jKGAvcHJvYy8ke3BpZH0vZmRgKSkge1xuICAgICAgaWYgKG9iamVjdElkKHBpZCwgZW50cnkubmFtZSkgIT09IGlkKSBjb250aW51ZTsgLy8gY2xvc2VkIHdoaWxlIHdlIGxvb2tlZDogbm8gbWF0Y2hcbiAgICAgIGZvdW5kLnB1c2goTnVtYmVyKGVudHJ5Lm5hbWUpKTtcbiAgICAgIGlmIChmaXJzdCkgYnJlYWs7XG4gICAgfVxuICB9IGNhdGNoIHtcbiAgICAvLyBUaGUgcHJvY2VzcyBlbmRlZCB3aGlsZSB3ZSBsb29rZWQsIG9yIGl0cyBkZXNjcmlwdG9ycyBhcmUgbm90IG91cnMgdG8gc2VlLlxuICB9XG4gIHJldHVybiBmb3VuZDtcbn1cblxuLyoqXG4gKiBXaGV0aGVyIHRoaXMgcHJvY2VzcydzIGRlc2NyaXB0b3IgYGZkYCB3YXMgb3BlbmVkIGZvciByZWFkaW5nIG9ubHkgKGAvcHJvYy9zZWxmL2ZkaW5mb2ApLFxuICogZS5nLiB0aGUgcmVhZCBlbmQgb2YgYSBwaXBlIHJhdGhlciB0aGFuIGl0cyB3cml0ZSBlbmQuXG4gKlxuICogQHBhcmFtIGZkIFRoZSBkZXNjcmlwdG9yIG51bWJlci5cbiAqIEByZXR1cm5zIFRydWUgZm9yIGEgcmVhZC1vbmx5IGRlc2NyaXB0b3I7IGZhbHNlIG90aGVyd2lzZSBvciB3aGVuIGl0IGNhbm5vdCBiZSBzZWVuLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IHJlYWRzT25seSB9IGZyb20gXCIuL3Byb2NfZmRzLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhyZWFkc09ubHkoMCkpOyAvLyB0cnVlIHdoZW4gc3RkaW4gaXMgdGhlIHJlYWQgZW5kIG9mIGEgcGlwZVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZWFkc09ubHkoZmQ6IG51bWJlcik6IGJvb2xlYW4ge1xuICB0cnkge1xuICAgIGNvbnN0IGZsYWdzID0gL15mbGFnczpcXHMqKFswLTddKykkL20uZXhlYyhEZW5vLnJlYWRUZXh0RmlsZVN5bmMoYC9wcm9jL3NlbGYvZmRpbmZvLyR7ZmR9YCkpO1xuICAgIHJldHVybiBmbGFncyAhPT0gbnVsbCAmJiAocGFyc2VJbnQoZmxhZ3NbMV0sIDgpICYgMykgPT09IDA7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7O0NBVUMsR0FFRDs7Ozs7Ozs7Ozs7O0NBWUMsR0FDRCxPQUFPLFNBQVMsU0FBUyxHQUFvQixFQUFFLEVBQW1CO0VBQ2hFLElBQUk7SUFDRixNQUFNLE9BQU8sS0FBSyxRQUFRLENBQUMsQ0FBQyxNQUFNLEVBQUUsSUFBSSxJQUFJLEVBQUUsSUFBSTtJQUNsRCxPQUFPLEdBQUcsS0FBSyxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssR0FBRyxFQUFFO0VBQ2xDLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUNELE9BQU8sU0FBUyxZQUFZLEdBQW9CLEVBQUUsRUFBVTtFQUMxRCxJQUFJO0lBQ0YsTUFBTSxRQUFRLHVCQUF1QixJQUFJLENBQUMsS0FBSyxnQkFBZ0IsQ0FBQyxDQUFDLE1BQU0sRUFBRSxJQUFJLFFBQVEsRUFBRSxJQUFJO0lBQzNGLE9BQU8sVUFBVSxRQUFRLENBQUMsU0FBUyxLQUFLLENBQUMsRUFBRSxFQUFFLEtBQUssVUFBVSxNQUFNO0VBQ3BFLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUEsb0RBQW9ELEdBQ3BELE1BQU0sYUFBYTtBQUVuQjs7Ozs7Ozs7Ozs7OztDQWFDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixHQUFvQixFQUFFLEVBQVUsRUFBRSxRQUFRLEtBQUs7RUFDaEYsTUFBTSxRQUFrQixFQUFFO0VBQzFCLElBQUk7SUFDRixLQUFLLE1BQU0sU0FBUyxLQUFLLFdBQVcsQ0FBQyxDQUFDLE1BQU0sRUFBRSxJQUFJLEdBQUcsQ0FBQyxFQUFHO01BQ3ZELElBQUksU0FBUyxLQUFLLE1BQU0sSUFBSSxNQUFNLElBQUksVUFBVSxtQ0FBbUM7TUFDbkYsTUFBTSxJQUFJLENBQUMsT0FBTyxNQUFNLElBQUk7TUFDNUIsSUFBSSxPQUFPO0lBQ2I7RUFDRixFQUFFLE9BQU07RUFDTiw2RUFBNkU7RUFDL0U7RUFDQSxPQUFPO0FBQ1Q7QUFFQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FDRCxPQUFPLFNBQVMsVUFBVSxFQUFVO0VBQ2xDLElBQUk7SUFDRixNQUFNLFFBQVEsdUJBQXVCLElBQUksQ0FBQyxLQUFLLGdCQUFnQixDQUFDLENBQUMsa0JBQWtCLEVBQUUsSUFBSTtJQUN6RixPQUFPLFVBQVUsUUFBUSxDQUFDLFNBQVMsS0FBSyxDQUFDLEVBQUUsRUFBRSxLQUFLLENBQUMsTUFBTTtFQUMzRCxFQUFFLE9BQU07SUFDTixPQUFPO0VBQ1Q7QUFDRiJ9
// denoCacheMetadata=6118656678372686204,7766378158663768246