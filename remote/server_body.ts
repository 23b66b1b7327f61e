/**
 * Reading a POST body under the size cap (REMOTE §2, §5): `Content-Length` is checked first,
 * then the bytes are counted while they stream in, and reading stops as soon as the cap is
 * passed. The body is kept with one spare byte at its end, where the LF that ends the line
 * for the agent goes, so that it is copied only once.
 *
 * @module
 */

import { HeldBytes } from "../transport/held_bytes.ts";
import type { Readable } from "node:stream";

/** The result of {@linkcode readCappedBody}. */
export type BodyRead =
  | {
    /** The body was read. */
    readonly kind: "body";
    /** The body's bytes followed by one spare byte (`buffer.length === size + 1`). */
    readonly buffer: Uint8Array;
    /** The body's length. */
    readonly size: number;
  }
  | {
    /** The body is over the cap. */
    readonly kind: "too-large";
  }
  | {
    /** Reading failed (the client went away). */
    readonly kind: "failed";
    /** Why. */
    readonly error: unknown;
  };

/**
 * Reads a request's body from its `node:http` stream, up to `maxBytes`: a declared
 * `Content-Length` over the cap is refused without reading, and reading stops (the stream
 * paused) as soon as the bytes pass the cap.
 *
 * @param body The request's body stream (`undefined`: no body).
 * @param declared The request's `Content-Length`, if any.
 * @param maxBytes The cap.
 * @returns The body, `too-large`, or `failed` when the client went away mid-body (also before
 * this call).
 *
 * @example Read a POST body of at most 1 MiB
 * ```ts ignore
 * const read = await readCappedBody(incoming, req.headers.get("content-length"), 1 << 20);
 * if (read.kind === "body") console.log(read.size);
 * ```
 */
export function readCappedBody(
  body: Readable | undefined,
  declared: string | null,
  maxBytes: number,
): Promise<BodyRead> {
  if (declared !== null && Number(declared) > maxBytes) {
    return Promise.resolve({ kind: "too-large" });
  }
  if (body === undefined || body.readableEnded) {
    return Promise.resolve({ kind: "body", buffer: new Uint8Array(1), size: 0 });
  }
  // Gone while the checks before this read were awaited (the token's digest): its `close` has
  // been emitted already and would never come again.
  if (body.destroyed) {
    const error = body.errored ?? new Error("the client closed the connection mid-body");
    return Promise.resolve({ kind: "failed", error });
  }
  return new Promise((resolve) => {
    // Small chunks copied together: a chunked body of one-byte chunks, each kept as node:http
    // gave it, held 60-80 times its bytes.
    const held = new HeldBytes();
    let size = 0;
    const done = (result: BodyRead) => {
      body.off("data", onData);
      body.off("end", onEnd);
      body.off("close", onClose);
      body.off("error", onError);
      resolve(result);
    };
    const onData = (chunk: Uint8Array) => {
      size += chunk.length;
      if (size > maxBytes) {
        body.pause();
        done({ kind: "too-large" });
        return;
      }
      held.push(chunk);
    };
    const onEnd = () => done({ kind: "body", buffer: held.take(new Uint8Array(1)), size });
    const onError = (error: unknown) => done({ kind: "failed", error });
    const onClose = () => onError(new Error("the client closed the connection mid-body"));
    body.on("data", onData);
    body.on("end", onEnd);
    body.on("close", onClose);
    body.on("error", onError);
  });
}
