/**
 * The worker side of {@linkcode import("./fd_pump.ts").startFdPump}: moves bytes from one
 * descriptor to another with Linux `splice(2)` in a loop of plain, blocking system calls
 * on this worker's own thread, so the bytes never enter JavaScript and the main thread's
 * event loop is never blocked.
 *
 * Invariants:
 * - Every splice is non-blocking on the pipes (`SPLICE_F_NONBLOCK`); the only blocking
 *   call is `poll(2)`, which always includes the wake descriptor, so the main thread can
 *   stop the loop at any time by writing one byte to the wake pipe.
 * - Bytes are moved in order and never duplicated: splice moves what it reports, and a
 *   failed splice moves nothing.
 * - The output descriptor is this worker's own copy: it is closed here when the loop ends,
 *   whatever the reason; the input and wake descriptors belong to the main thread.
 *
 * Messages: in `{ input, output, wake, drainStallMs }` (`PumpStart`); out `{ end, errno,
 * bytes, message? }` (`PumpEnd`) once, where `end`
 * is `eof`, `write-error` (EPIPE: the reader of the output is gone), `error` (any other
 * errno), `stopped`, or `unsupported` (these descriptors cannot be spliced; nothing was
 * moved).
 *
 * @module
 */

/// <reference lib="deno.worker" />

import { DRAINED_BYTES, type PumpEnd, type PumpStart } from "./fd_pump.ts";
import { openLibc } from "./libc.ts";

const SPLICE_F_MOVE = 1;
const SPLICE_F_NONBLOCK = 2;
const POLLIN = 0x001;
const POLLOUT = 0x004;
const EINTR = 4;
const EAGAIN = 11;
const EINVAL = 22;
const EPIPE = 32;
const FIONREAD = 0x541bn;
/** How often a draining output pipe is checked at end of input: 20 ms. */
const DRAIN_POLL_MS = 20;
/** Most bytes one splice may move; a pipe holds 64 KiB unless it was resized. */
const SPLICE_BYTES = 1n << 20n;

const libc = openLibc({
  splice: { parameters: ["i32", "pointer", "i32", "pointer", "usize", "u32"], result: "isize" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
  ioctl: { parameters: ["i32", "u64", "buffer"], result: "i32" },
  __errno_location: { parameters: [], result: "pointer" },
}) ?? fail("libc is not available here"); // the pump reports "unsupported"

function fail(message: string): never {
  throw new Error(message);
}

function errno(): number {
  const at = libc.symbols.__errno_location();
  return at === null ? 0 : new Deno.UnsafePointerView(at).getInt32();
}

/**
 * poll(2) on `fd` for `events` and on `wake` for input.
 *
 * @returns The errno when poll itself failed (never retried into a busy loop), else 0 and
 *   whether `wake` is readable.
 */
function wait(fd: number, events: number, wake: number, timeoutMs: number): [number, boolean] {
  const fds = new DataView(new ArrayBuffer(16));
  fds.setInt32(0, fd, true);
  fds.setInt16(4, events, true);
  fds.setInt32(8, wake, true);
  fds.setInt16(12, POLLIN, true);
  while (libc.symbols.poll(new Uint8Array(fds.buffer), 2n, timeoutMs) < 0) {
    const e = errno();
    if (e !== EINTR) return [e, false];
  }
  return [0, fds.getInt16(14, true) !== 0];
}

/** Bytes in the pipe `fd` belongs to that its reader has not read yet (-1: unknown). */
function unread(fd: number): number {
  const count = new Int32Array(1);
  return libc.symbols.ioctl(fd, FIONREAD, new Uint8Array(count.buffer)) < 0 ? -1 : count[0];
}

/**
 * Waits until the output pipe holds at most DRAINED_BYTES unread, or has not drained for
 * `stallMs`. Returns false when woken (stopped).
 */
function drain(output: number, wake: number, stallMs: number): boolean {
  let last = unread(output);
  let lastProgress = Date.now();
  while (last > DRAINED_BYTES) {
    const [failed, woken] = wait(-1, 0, wake, DRAIN_POLL_MS);
    if (woken) return false;
    if (failed) break;
    const now = unread(output);
    if (now < last) lastProgress = Date.now();
    else if (Date.now() - lastProgress >= stallMs) break;
    last = now;
  }
  return true;
}

function pump({ input, output, wake, drainStallMs }: PumpStart): PumpEnd {
  let bytes = 0;
  let waitedForInput = false;
  while (true) {
    const moved = Number(
      libc.symbols.splice(
        input,
        null,
        output,
        null,
        SPLICE_BYTES,
        SPLICE_F_MOVE | SPLICE_F_NONBLOCK,
      ),
    );
    if (moved > 0) {
      bytes += moved;
      waitedForInput = false;
      continue;
    }
    if (moved === 0) {
      const drained = drain(output, wake, drainStallMs);
      return { end: drained ? "eof" : "stopped", errno: 0, bytes };
    }
    const e = errno();
    if (e === EINTR) continue;
    if (e === EINVAL && bytes === 0) return { end: "unsupported", errno: e, bytes };
    if (e === EPIPE) return { end: "write-error", errno: e, bytes };
    if (e !== EAGAIN) return { end: "error", errno: e, bytes };
    // Nothing to read, or no room to write. Right after moving bytes it is most likely the
    // input that ran dry; right after the input was reported readable, the output is full.
    const [failed, woken] = waitedForInput
      ? wait(output, POLLOUT, wake, -1)
      : wait(input, POLLIN, wake, -1);
    if (woken) return { end: "stopped", errno: 0, bytes };
    if (failed) return { end: "error", errno: failed, bytes };
    waitedForInput = !waitedForInput;
  }
}

self.onmessage = (event: MessageEvent<PumpStart>) => {
  let result: PumpEnd;
  try {
    result = pump(event.data);
  } catch (e) {
    result = { end: "error", errno: 0, bytes: 0, message: String(e) };
  } finally {
    libc.symbols.close(event.data.output);
  }
  self.postMessage(result);
  libc.close();
  self.close();
};
