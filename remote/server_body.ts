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
    /** The bodies read at once would pass the server's budget ({@linkcode BodyBudget}). */
    readonly kind: "busy";
  }
  | {
    /** Reading failed (the client went away). */
    readonly kind: "failed";
    /** Why. */
    readonly error: unknown;
  };

/**
 * The POST bodies and WebSocket messages being read at once hold at most this many times the
 * largest one in all (and at least {@linkcode MIN_BODY_BUDGET_BYTES}); more gets 503 +
 * `Retry-After` (a WebSocket: close 1013).
 */
export const BODY_BUDGET_TIMES = 4;
/** The least the body budget is, whatever the largest body. */
export const MIN_BODY_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * The bytes of POST bodies and unfinished WebSocket messages one server holds while they are
 * read, in all (`--max-body` bounds one; without this, as many as there are sockets could be
 * read at once, each up to it, before any of them is checked further).
 *
 * @example Two holds of one budget
 * ```ts
 * import { BodyBudget } from "./server_body.ts";
 * const budget = new BodyBudget(10);
 * const a = budget.hold(), b = budget.hold();
 * console.log(a.take(8), b.take(4)); // true false
 * a.release();
 * console.log(b.take(4)); // true
 * ```
 */
export class BodyBudget {
  #left: number;

  /** @param total The bytes all holds may take together. */
  constructor(readonly total: number) {
    this.#left = total;
  }

  /**
   * A hold for one body: what it takes is given back by its `release`; `resize` makes it hold
   * exactly so many bytes (false, and nothing changed, when the budget has not the more).
   */
  hold(): {
    readonly total: number;
    take(bytes: number): boolean;
    resize(bytes: number): boolean;
    release(): void;
  } {
    let held = 0;
    return {
      total: this.total,
      take: (bytes: number): boolean => {
        if (bytes > this.#left) return false;
        this.#left -= bytes;
        held += bytes;
        return true;
      },
      resize: (bytes: number): boolean => {
        if (bytes - held > this.#left) return false;
        this.#left -= bytes - held;
        held = bytes;
        return true;
      },
      release: (): void => {
        this.#left += held;
        held = 0;
      },
    };
  }
}

/** What a body may take of its server's {@linkcode BodyBudget}. */
export type BodyHold = ReturnType<BodyBudget["hold"]>;

/**
 * Reads a request's body from its `node:http` stream, up to `maxBytes`: a declared
 * `Content-Length` over the cap is refused without reading, and reading stops (the stream
 * paused) as soon as the bytes pass the cap.
 *
 * @param body The request's body stream (`undefined`: no body).
 * @param declared The request's `Content-Length`, if any.
 * @param maxBytes The cap.
 * @param hold The body's share of its server's budget: its bytes are taken as they come
 * (release it once the body is let go).
 * @returns The body, `too-large`, `busy` when the budget has not the bytes, or `failed` when
 * the client went away mid-body (also before this call).
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
  hold?: BodyHold,
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
      // Counted as the bytes come, never as declared: a head that declares a large body and
      // sends none holds nothing (four of them would have taken the whole budget).
      if (hold !== undefined && !hold.take(chunk.length)) {
        body.pause();
        done({ kind: "busy" });
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
