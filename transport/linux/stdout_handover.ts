/**
 * Gives this process's stdout to a child process, so that the child's output reaches the
 * client through the kernel alone: no read, no copy, no write in this process.
 *
 * A child spawned with `stdout: "inherit"` shares the client's pipe, but the client sees
 * end of file only once every holder of the pipe's write end has closed it. So after the
 * spawn, {@linkcode StdoutHandover.release} points every descriptor of this process that
 * refers to that pipe (fd 1 and the runtime's own copies of it) at `/dev/null`. From then
 * on the child is the only writer: its close is the client's end of file, and a client
 * that stops reading stalls the child, not this process.
 *
 * Invariants:
 * - Offered only where it is known to be safe: Linux (`/proc/self/fd` names every
 *   descriptor), the FFI permission granted (`dup2` is called through libc), and stdout a
 *   pipe, a named pipe or a socket that is neither stdin nor stderr (a terminal, a file, or a stdout
 *   shared with stdin or stderr keeps the copying relay).
 * - Descriptors are never closed, only redirected: their numbers stay valid for the
 *   runtime, and later writes to stdout go nowhere instead of to a reused descriptor.
 * - Nothing here throws: a check that fails means "no handover".
 *
 * @module
 */

import { libcAllowed, openLibc } from "./libc.ts";
import { descriptorsReferringTo, fdTarget } from "./proc_fds.ts";

/** An offer to give stdout away; see {@linkcode stdoutHandover}. */
export interface StdoutHandover {
  /** What stdout refers to (`pipe:[1234]`, or a named pipe's path), as `/proc` names it. */
  readonly target: string;
  /**
   * Points this process's own copies of stdout at `/dev/null`. Call it after the child
   * that inherits stdout has been spawned, and after this process's last write to stdout.
   *
   * @returns Whether every copy was redirected.
   */
  release(): boolean;
}

/**
 * Checks whether stdout can be handed to a child process, and returns the offer.
 *
 * @returns The offer, or null when the copying relay must be used instead.
 *
 * @example
 * ```ts ignore
 * import { stdoutHandover } from "./stdout_handover.ts";
 * const handover = stdoutHandover();
 * const child = new Deno.Command("agent", { stdout: handover ? "inherit" : "piped" }).spawn();
 * handover?.release(); // the child is now the client's only writer
 * ```
 */
export function stdoutHandover(): StdoutHandover | null {
  if (!libcAllowed()) return null;
  try {
    const target = fdTarget("self", 1);
    const info = Deno.statSync("/proc/self/fd/1"); // what the descriptor refers to
    if (target === null || !(info.isFifo || info.isSocket)) return null;
    if (target === fdTarget("self", 0) || target === fdTarget("self", 2)) return null;
    return { target, release: () => redirectToNull(target) };
  } catch {
    return null;
  }
}

const O_WRONLY = 1;
const O_CLOEXEC = 0o2000000;

/** Redirects every descriptor of this process that refers to `target` to `/dev/null`. */
function redirectToNull(target: string): boolean {
  const libc = openLibc(LIBC);
  if (libc === null) return false;
  let devNull = -1;
  try {
    devNull = libc.symbols.open(new TextEncoder().encode("/dev/null\0"), O_WRONLY | O_CLOEXEC, 0);
    if (devNull < 0) return false;
    let all = true;
    for (const fd of descriptorsReferringTo("self", target)) {
      // stdio keeps its number and flags; the runtime's own copies stay close-on-exec.
      const result = fd <= 2
        ? libc.symbols.dup2(devNull, fd)
        : libc.symbols.dup3(devNull, fd, O_CLOEXEC);
      if (result < 0) all = false;
    }
    return all;
  } catch {
    return false;
  } finally {
    if (devNull >= 0) libc.symbols.close(devNull);
    libc.close();
  }
}

const LIBC = {
  open: { parameters: ["buffer", "i32", "i32"], result: "i32" },
  dup2: { parameters: ["i32", "i32"], result: "i32" },
  dup3: { parameters: ["i32", "i32", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
} as const;
