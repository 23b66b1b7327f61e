/**
 * Reading a POST body under the size cap (REMOTE §2, §5): `Content-Length` is checked first,
 * then the bytes are counted while they stream in, and reading stops as soon as the cap is
 * passed. The body is kept with one spare byte at its end, where the LF that ends the line
 * for the agent goes, so that it is copied only once.
 *
 * @module
 */

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
 * Reads a request's body, at most `maxBytes` of it.
 *
 * @param request The request.
 * @param maxBytes The cap.
 * @returns The body, `too-large` (the rest is not read), or `failed`.
 *
 * @example
 * ```ts
 * import { readCappedBody } from "./server_body.ts";
 * const read = await readCappedBody(new Request("http://x/", { method: "POST", body: "{}" }), 16);
 * console.log(read.kind === "body" && read.size); // 2
 * ```
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { kind: "too-large" };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body !== null) {
    const reader = request.body.getReader();
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.length;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          return { kind: "too-large" };
        }
        chunks.push(value);
      }
    } catch (error) {
      return { kind: "failed", error };
    } finally {
      reader.releaseLock();
    }
  }
  const buffer = new Uint8Array(size + 1);
  let offset = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, offset);
    offset += chunk.length;
  }
  return { kind: "body", buffer, size };
}
