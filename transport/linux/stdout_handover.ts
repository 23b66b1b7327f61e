/**
 * The stdout handover's last step: once a child process that inherited this process's
 * stdout has been spawned (and this process has written its last byte to stdout), every
 * descriptor of this process that refers to that object is pointed at `/dev/null`. From
 * then on the child is the client's only writer: its close is the client's end of file,
 * and a client that stops reading stalls the child, not this process.
 *
 * Invariants: descriptors are never closed, only redirected (their numbers stay valid for
 * the runtime, and later writes to stdout go nowhere instead of to a reused descriptor);
 * nothing here throws.
 *
 * @module
 */

import { openLibc } from "./libc.ts";
import { descriptorsHolding } from "./proc_fds.ts";

const O_WRONLY = 1;
const O_CLOEXEC = 0o2000000;

const LIBC = {
  open: { parameters: ["buffer", "i32", "i32"], result: "i32" },
  dup2: { parameters: ["i32", "i32"], result: "i32" },
  dup3: { parameters: ["i32", "i32", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
} as const;

/**
 * Redirects every descriptor of this process that refers to object `id` (this process's
 * stdout, as `proc_fds.ts` identifies it) to `/dev/null`.
 *
 * @param id The output's `device:inode`.
 * @returns Whether every copy was redirected.
 *
 * @example
 * ```ts ignore
 * import { objectId } from "./proc_fds.ts";
 * import { releaseStdout } from "./stdout_handover.ts";
 * const id = objectId("self", 1)!;
 * const child = new Deno.Command("agent", { stdout: "inherit" }).spawn();
 * releaseStdout(id); // the child is now the client's only writer
 * ```
 */
export function releaseStdout(id: string): boolean {
  const libc = openLibc(LIBC);
  if (libc === null) return false;
  let devNull = -1;
  try {
    devNull = libc.symbols.open(new TextEncoder().encode("/dev/null\0"), O_WRONLY | O_CLOEXEC, 0);
    if (devNull < 0) return false;
    let all = true;
    for (const fd of descriptorsHolding("self", id)) {
      // stdio keeps its number and flags; the runtime's own copies stay close-on-exec.
      const result = fd <= 2
        ? libc.symbols.dup2(devNull, fd)
        : libc.symbols.dup3(devNull, fd, O_CLOEXEC);
      if (result < 0) all = false;
    }
    return all;
  } finally {
    if (devNull >= 0) libc.symbols.close(devNull);
    libc.close();
  }
}
