/**
 * The line plumbing both remote clients (`http_client.ts`, `ws_client.ts`) share: splitting
 * the router's bytes into bounded lines, a bounded outbox that becomes the connection's
 * `readable`, and the per-hop line terminator rule.
 *
 * Invariants:
 * - A line is the bytes up to, not including, an LF. No line longer than `maxLineBytes`
 *   is ever buffered whole: {@linkcode LineSplitter.push} throws {@linkcode LineTooLongError}.
 * - {@linkcode hopLine} changes only line terminators: a trailing CR (or LF) is dropped, and an
 *   LF inside a message (and a CR, except over a WebSocket) can only be JSON whitespace, so it
 *   becomes a space. Every other byte is kept.
 * - The outbox holds at most its high-water mark plus one line per producer; a producer that
 *   awaits {@linkcode LineOutbox.push} is held until the reader takes bytes.
 *
 * @module
 */

import { LINE_COST_BYTES } from "../transport/line_cost.ts";
import { indexOfByte } from "../transport/byte_search.ts";
import { HeldBytes } from "../transport/held_bytes.ts";
import { isJson } from "../jsonrpc/json_scan.ts";
import { clipped } from "../log/logger.ts";

const LF = 0x0a, CR = 0x0d, SPACE = 0x20, TAB = 0x09;

/** A line (or SSE event, or WebSocket frame) over the limit. */
export class LineTooLongError extends Error {
  /** The limit in bytes. */
  readonly limit: number;

  /**
   * Creates the error.
   *
   * @param limit The limit in bytes.
   * @param what What was too long.
   */
  constructor(limit: number, what = "a line") {
    super(`${what} exceeds the ${limit}-byte limit`);
    this.name = "LineTooLongError";
    this.limit = limit;
  }
}

/**
 * Splits a byte stream, written chunk by chunk, into LF-terminated lines.
 *
 * @example
 * ```ts
 * import { LineSplitter } from "./client_lines.ts";
 * const lines = new LineSplitter(1024);
 * const enc = new TextEncoder();
 * console.log(lines.push(enc.encode("a\nb")).length, lines.push(enc.encode("c\n")).length); // 1 1
 * console.log(lines.end()); // null
 * ```
 */
export class LineSplitter {
  readonly #max: number;
  /** The line in progress (small reads copied together: memory of the order of its bytes). */
  readonly #held = new HeldBytes();

  /**
   * Creates a splitter.
   *
   * @param maxLineBytes Largest line in bytes (LF excluded).
   */
  constructor(maxLineBytes: number) {
    this.#max = maxLineBytes;
  }

  /**
   * Takes one chunk and returns the lines it completes, without their LF (fresh copies: the
   * caller's chunk may be reused once the call returns).
   *
   * @param chunk The next bytes.
   * @returns The complete lines, in order.
   * @throws {LineTooLongError} When a line grows past the limit.
   */
  push(chunk: Uint8Array): Uint8Array[] {
    const { lines, tooLong } = this.split(chunk);
    if (tooLong !== null) throw tooLong;
    return lines;
  }

  /**
   * As {@linkcode LineSplitter.push}, but a line that grows past the limit does not take the
   * lines before it along: they are returned, with the error beside them (nothing after it
   * is read; the splitter is of no further use then).
   *
   * @param chunk The next bytes.
   * @returns The complete lines before any overflow, in order, and the overflow or null.
   *
   * @example
   * ```ts
   * import { LineSplitter } from "./client_lines.ts";
   * const { lines, tooLong } = new LineSplitter(4).split(new TextEncoder().encode("12\n12345\n"));
   * console.log(lines.length, tooLong?.name); // 1 "LineTooLongError"
   * ```
   */
  split(chunk: Uint8Array): { lines: Uint8Array[]; tooLong: LineTooLongError | null } {
    const lines: Uint8Array[] = [];
    let start = 0;
    while (start < chunk.length) {
      const lf = indexOfByte(chunk, LF, start);
      if (lf < 0) {
        const rest = chunk.subarray(start);
        if (this.#held.length + rest.length > this.#max) {
          return { lines, tooLong: new LineTooLongError(this.#max) };
        }
        this.#held.push(rest, true);
        break;
      }
      if (this.#held.length + (lf - start) > this.#max) {
        return { lines, tooLong: new LineTooLongError(this.#max) };
      }
      lines.push(this.#take(chunk.subarray(start, lf)));
      start = lf + 1;
    }
    return { lines, tooLong: null };
  }

  /**
   * The last line when the stream ended without an LF after it.
   *
   * @returns The unterminated last line, or `null`.
   */
  end(): Uint8Array | null {
    if (this.#held.length === 0) return null;
    return this.#take(new Uint8Array(0));
  }

  #take(last: Uint8Array): Uint8Array {
    return this.#held.length === 0 ? last.slice() : this.#held.take(last);
  }
}

/**
 * A hint for a TLS address (`https://`, `wss://`) whose server answered the TLS hello with
 * something that is not TLS (a plain HTTP server): rustls says only "received corrupt
 * message of type InvalidContentType".
 *
 * @param url The remote agent's address.
 * @param text What the failure said.
 * @returns `text`, with the hint when it applies.
 *
 * @example
 * ```ts
 * import { withTlsHint } from "./client_lines.ts";
 * const text = "received corrupt message of type InvalidContentType";
 * console.log(withTlsHint(new URL("wss://127.0.0.1:7/acp"), text).endsWith("ws://127.0.0.1:7/acp?)")); // true
 * ```
 */
export function withTlsHint(url: URL, text: string): string {
  if (url.protocol !== "https:" && url.protocol !== "wss:") return text;
  if (!/InvalidContentType|wrong version number/i.test(text)) return text;
  const plain = new URL(url);
  plain.protocol = url.protocol === "wss:" ? "ws:" : "http:";
  return `${text}: the server there does not speak TLS (is it ${plain.href}?)`;
}

/**
 * Concatenates byte arrays into a fresh one./**
 * Concatenates byte arrays into a fresh one.
 *
 * @param parts The pieces.
 * @param separator A byte put between two pieces, if any.
 * @returns The joined bytes.
 */
export function joinBytes(parts: readonly Uint8Array[], separator?: number): Uint8Array {
  let length = separator === undefined ? 0 : Math.max(0, parts.length - 1);
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  parts.forEach((p, i) => {
    if (i > 0 && separator !== undefined) out[offset++] = separator;
    out.set(p, offset);
    offset += p.length;
  });
  return out;
}

/**
 * One message's bytes as they travel on this hop: trailing CR and LF bytes dropped (they are
 * the previous hop's terminator), and an LF inside turned into a space (inside a JSON message
 * it can only be whitespace; a line must not contain an LF), and a CR inside too unless
 * `keepCr` (a WebSocket message carries it as it is; an SSE event could not). Returns `bytes`
 * itself when nothing changes.
 *
 * @param bytes A line, an SSE event's data, a body or a frame's text.
 * @param keepCr Keep a CR inside (not at the end): the hop is a WebSocket.
 * @returns The bytes to send or deliver.
 *
 * @example
 * ```ts
 * import { hopLine } from "./client_lines.ts";
 * const out = hopLine(new TextEncoder().encode(`{"a":\n1}\r`));
 * console.log(new TextDecoder().decode(out)); // {"a": 1}
 * ```
 */
export function hopLine(bytes: Uint8Array, keepCr = false): Uint8Array {
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === CR || bytes[end - 1] === LF)) end--;
  const ends = (byte: number) => byte === LF || (byte === CR && !keepCr);
  let inner = -1;
  for (let i = 0; i < end; i++) {
    if (ends(bytes[i])) {
      inner = i;
      break;
    }
  }
  if (inner < 0) return end === bytes.length ? bytes : bytes.subarray(0, end);
  const out = bytes.slice(0, end);
  for (let i = inner; i < end; i++) if (ends(out[i])) out[i] = SPACE;
  return out;
}

/**
 * Whether a line holds only JSON whitespace (or nothing).
 *
 * @param bytes The line.
 * @returns True when blank.
 */
export function isBlankLine(bytes: Uint8Array): boolean {
  for (const c of bytes) if (c !== SPACE && c !== TAB && c !== CR && c !== LF) return false;
  return true;
}

/**
 * The agent's lines on their way to the router: a `ReadableStream` of LF-terminated lines
 * with a byte-counted high-water mark (each line counted {@linkcode LINE_COST_BYTES}
 * more). Producers that await {@linkcode push} are held while the reader is behind; producers
 * that cannot wait (a WebSocket) use {@linkcode pushNow} and check {@linkcode queuedBytes}.
 *
 * @example
 * ```ts
 * import { LineOutbox } from "./client_lines.ts";
 * const out = new LineOutbox(64 * 1024, () => {});
 * await out.push(new TextEncoder().encode("{}"));
 * out.close();
 * console.log(await new Response(out.readable).text()); // "{}\n"
 * ```
 */
export class LineOutbox {
  /** The lines, each followed by one LF. */
  readonly readable: ReadableStream<Uint8Array>;
  readonly #highWater: number;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #waiters: (() => void)[] = [];
  #closed = false;
  #cancelled = false;

  /**
   * Creates the outbox.
   *
   * @param highWaterBytes Bytes queued before producers are held.
   * @param onCancel Called once when the reader cancels the stream (it is done with the agent).
   */
  constructor(highWaterBytes: number, onCancel: (reason: unknown) => void) {
    this.#highWater = highWaterBytes;
    this.readable = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
        },
        pull: () => this.#release(),
        cancel: (reason) => {
          this.#cancelled = true;
          this.#release();
          onCancel(reason);
        },
      },
      {
        highWaterMark: highWaterBytes,
        size: (line) => line.byteLength + LINE_COST_BYTES,
      },
    );
  }

  /** Whether no more lines are taken (closed, or the reader cancelled). */
  get done(): boolean {
    return this.#closed || this.#cancelled;
  }

  /** Bytes queued and not yet read, each line counted {@linkcode LINE_COST_BYTES} more. */
  get queuedBytes(): number {
    if (this.done) return 0;
    return this.#highWater - (this.#controller.desiredSize ?? this.#highWater);
  }

  /**
   * Queues `line` + LF at once (so producers keep their order), then waits until the queue
   * is below the high-water mark, the outbox is closed or the reader went away.
   *
   * @param line One message's bytes, without LF.
   * @returns False when the line was not queued (the outbox is done).
   */
  async push(line: Uint8Array): Promise<boolean> {
    if (!this.pushNow(line)) return false;
    await this.room();
    return true;
  }

  /**
   * Resolves once the queue is below its high-water mark, or the outbox is done.
   *
   * @returns When there is room.
   */
  async room(): Promise<void> {
    while (!this.done && (this.#controller.desiredSize ?? 1) <= 0) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /**
   * Queues `line` + LF at once, without waiting for room: for a producer that cannot wait
   * (a WebSocket's frames), which bounds {@linkcode queuedBytes} itself.
   *
   * @param line One message's bytes, without LF.
   * @returns False when the line was not queued (the outbox is done).
   */
  pushNow(line: Uint8Array): boolean {
    if (this.done) return false;
    const framed = new Uint8Array(line.length + 1);
    framed.set(line);
    framed[line.length] = LF;
    this.#controller.enqueue(framed);
    return true;
  }

  /** Ends the stream after the lines already queued; releases every held producer. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#cancelled) {
      try {
        this.#controller.close();
      } catch {
        // already closed or errored
      }
    }
    this.#release();
  }

  #release(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** The longest an HTTP error body is read, once its status is known: 2 s. */
export const ERROR_BODY_MS = 2_000;

/** The largest part of an HTTP error body kept for `error.data.body`: 8 KiB. */
export const MAX_ERROR_BODY_BYTES = 8 * 1024;

/** What a remote agent's connection that broke once it ran says to do (no flag: the library's). */
export const BROKEN_CONNECTION_HINT = "check that the remote agent's daemon is still running " +
  "and the network to it works, then start the session again";

/**
 * Reads at most `limit` bytes of a body as text (a character cut in two is dropped), and
 * cancels the rest.
 *
 * @param body The body, if any.
 * @param limit Most bytes read.
 * @param ms Longest read: what came by then is the text.
 * @returns The text; empty when there is no body or it cannot be read.
 */
export async function readBodyText(
  body: ReadableStream<Uint8Array> | null,
  limit: number = MAX_ERROR_BODY_BYTES,
  ms: number = ERROR_BODY_MS,
): Promise<string> {
  if (!body) return "";
  const held = new HeldBytes(); // small reads copied together (a read may pin 64 KiB)
  const reader = body.getReader();
  // A body that never ends (a server that sent the status and stalls) is read for `ms`.
  const timer = setTimeout(() => reader.cancel().catch(() => {}), ms);
  try {
    while (held.length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      held.push(value.subarray(0, limit - held.length));
    }
  } catch {
    // what arrived is enough for a diagnosis
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  return new TextDecoder().decode(held.take(), { stream: true });
}

/**
 * Reads a whole body, at most `limit` bytes.
 *
 * @param body The body, if any.
 * @param limit Most bytes accepted.
 * @returns The bytes.
 * @throws {LineTooLongError} When the body is longer (the rest is cancelled).
 */
export async function readBodyBytes(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const held = new HeldBytes(); // small reads copied together (a read may pin 64 KiB)
  const reader = body.getReader();
  let done = false;
  try {
    while (true) {
      const chunk = await reader.read();
      if (chunk.done) {
        done = true;
        break;
      }
      if (held.length + chunk.value.length > limit) {
        throw new LineTooLongError(limit, "the response body");
      }
      held.push(chunk.value);
    }
  } finally {
    if (!done) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  return held.length === 0 ? new Uint8Array(0) : held.take();
}

/**
 * The `error.data` text of an HTTP failure, as the SDK's HTTP client writes it:
 * `{"status":S,"body":B}`, where B is the body's JSON text when it is JSON (exactly, but for
 * its CRs and LFs, which become spaces), else the body as a string.
 *
 * @param status The HTTP status.
 * @param body The (capped) body text.
 * @returns The JSON text.
 *
 * @example
 * ```ts
 * import { httpErrorData } from "./client_lines.ts";
 * console.log(httpErrorData(500, "oops")); // {"status":500,"body":"oops"}
 * ```
 */
export function httpErrorData(status: number, body: string): string {
  // A JSON body goes in as its own text (not parsed and written again: a 20-digit id would
  // be rounded), on one line: outside its strings a CR or LF is only whitespace.
  if (isJson(textEncoder.encode(body))) {
    return `{"status":${status},"body":${body.trim().replace(/[\r\n]/g, " ")}}`;
  }
  return JSON.stringify({ status, body });
}

const textEncoder = new TextEncoder();

/**
 * A URL as it may appear in a log line: no user name or password.
 *
 * @param url The URL.
 * @returns Its text without credentials.
 */
export function urlForLog(url: URL): string {
  if (url.username === "" && url.password === "") return url.href;
  const copy = new URL(url.href);
  copy.username = "";
  copy.password = "";
  return copy.href;
}

/**
 * An error's message, for logs and error answers. A failed `fetch` says only "fetch failed":
 * its cause says why (`tcp connect error: Connection refused (os error 111)`, a DNS or TLS
 * error), without the request's URL, which the caller names itself.
 *
 * @param e The error.
 * @returns Its message.
 */
export function errorText(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  if (e.message !== "fetch failed" || !(cause instanceof Error)) return e.message;
  // "error sending request for url (URL): client error (Connect): WHY", or "... from ADDR for
  // URL (ADDR): client error (SendRequest): WHY".
  const why = cause.message.replace(
    /^error sending request\b.*?\): (?:client error \([^)]*\): )?/,
    "",
  );
  return why === "" ? e.message : why;
}

/**
 * For a server that is busy or going away (503, 429), when to try again and what it said (an
 * acp-proxy says it is shutting down), for a refusal's message: ` (Retry-After: 1): "..."`;
 * for any other status, nothing.
 *
 * @param status The refusal's status.
 * @param retryAfter Its `Retry-After` field, if any.
 * @param body Its body as text (a JSON-RPC error's `message` is quoted, cut at 200).
 * @returns The words to add.
 *
 * @example
 * ```ts
 * import { unavailableDetail } from "./client_lines.ts";
 * console.log(unavailableDetail(503, "1", '{"error":{"message":"shutting down"}}'));
 * // (Retry-After: 1): "shutting down"
 * ```
 */
export function unavailableDetail(status: number, retryAfter: string | null, body: string): string {
  if (status !== 503 && status !== 429) return "";
  let said: unknown;
  try {
    said = (JSON.parse(body) as { error?: { message?: unknown } })?.error?.message;
  } catch {
    said = undefined; // not a JSON-RPC error: its status says it all
  }
  return (retryAfter === null ? "" : ` (Retry-After: ${clipped(retryAfter, 40)})`) +
    (typeof said === "string" ? `: ${JSON.stringify(clipped(said, 200))}` : "");
}

/**
 * What a 401 or 403 refusal of the connection means, to add to its line: a token wanted and
 * none given, or the token refused (a 403 from an acp-proxy may also be its Host check, REMOTE
 * 5). Both clients say it alike (lib17: over HTTP a 401 did not say which).
 *
 * @param status The refusal's status.
 * @param hasToken Whether a token was sent.
 * @returns The words to add (starting `; `), or "" for another status.
 *
 * @example
 * ```ts
 * import { tokenRefusalDetail } from "./client_lines.ts";
 * console.log(tokenRefusalDetail(401, false));
 * // ; the remote agent wants a token and none was given
 * ```
 */
export function tokenRefusalDetail(status: number | null, hasToken: boolean): string {
  if (status !== 401 && status !== 403) return "";
  if (hasToken) {
    return `; the remote agent refused the token${
      status === 403 ? ", or the Host it was reached by" : ""
    }`;
  }
  return `; the remote agent wants a token and none was given${
    status === 403 ? " (or it refused the Host it was reached by)" : ""
  }`;
}
