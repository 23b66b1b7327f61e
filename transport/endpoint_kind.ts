/**
 * What this process's standard descriptors are: the facts the byte-path decision
 * (`byte_path.ts`) rests on. Portable: `isatty`, and `stat` of `/dev/fd/N` (Linux and the
 * BSDs, macOS included, have it).
 *
 * @module
 */

/**
 * The kind of object a descriptor refers to:
 * - `pipe`: an anonymous pipe or a named FIFO (`S_IFIFO`);
 * - `socket`: a Unix or TCP socket (`S_IFSOCK`), e.g. inetd or systemd `Accept=yes`;
 * - `file`: a regular file (`< input`, `> log`);
 * - `terminal`: a tty;
 * - `device`: another character or block device (`/dev/null`, `/dev/full`);
 * - `other`: anything else, or a descriptor that cannot be inspected.
 */
export type EndpointKind = "pipe" | "socket" | "file" | "terminal" | "device" | "other";

/** A standard descriptor's kind and identity. */
export interface Endpoint {
  /** What it is. */
  kind: EndpointKind;
  /** `device:inode` of the object: two descriptors with the same id share one object. */
  id: string | null;
}

const FILES = [Deno.stdin, Deno.stdout, Deno.stderr] as const;

/**
 * Inspects standard descriptor `fd` (0, 1 or 2) of this process.
 *
 * @param fd 0 for stdin, 1 for stdout, 2 for stderr.
 * @returns Its kind and identity; `other` with a null id when it cannot be inspected.
 *
 * @example
 * ```ts
 * import { standardEndpoint } from "./endpoint_kind.ts";
 * console.log(standardEndpoint(1).kind); // e.g. "pipe" under `deno run ... | cat`
 * ```
 */
export function standardEndpoint(fd: 0 | 1 | 2): Endpoint {
  const file = FILES[fd];
  try {
    if (file.isTerminal()) return { kind: "terminal", id: null };
    const info = Deno.statSync(`/dev/fd/${fd}`);
    const id = info.dev !== null && info.ino !== null ? `${info.dev}:${info.ino}` : null;
    const kind: EndpointKind = info.isFifo
      ? "pipe"
      : info.isSocket
      ? "socket"
      : info.isFile
      ? "file"
      : info.isCharDevice || info.isBlockDevice
      ? "device"
      : "other";
    return { kind, id };
  } catch {
    return { kind: "other", id: null };
  }
}
