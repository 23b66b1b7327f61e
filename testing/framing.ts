/**
 * Framing helpers for tests of ACP agents and clients: write a request or a notification,
 * read lines as frames, read the response to one id, every read bounded by a timeout.
 *
 * @module
 */

import {
  type FrameWriter,
  type JsonObject,
  type LineReader,
  lineText,
  parseObject,
} from "./ndjson.ts";
import { MAX_TIMER_MS } from "../async/settles_within.ts";
import { shownValue } from "../log/shown_value.ts";

/**
 * How long a read waits by default before {@linkcode FrameTimeoutError}, in milliseconds.
 *
 * @example Wait twice as long as the default
 * ```ts
 * import { DEFAULT_FRAME_TIMEOUT_MS, LineReader, readFrame } from "./mod.ts";
 * const lines = new LineReader(new Blob(["{}\n"]).stream());
 * console.log(await readFrame(lines, 2 * DEFAULT_FRAME_TIMEOUT_MS));
 * ```
 */
export const DEFAULT_FRAME_TIMEOUT_MS = 5_000;

/**
 * A read waited longer than its timeout. The line it waited for is not lost: the next read
 * of the same {@linkcode LineReader} returns it.
 *
 * @example Tell a timeout from other failures
 * ```ts
 * import { duplexPair, FrameTimeoutError, LineReader, readFrame } from "./mod.ts";
 * const [, agent] = duplexPair();
 * try {
 *   await readFrame(new LineReader(agent.readable), 10);
 * } catch (error) {
 *   console.log(error instanceof FrameTimeoutError); // true
 * }
 * ```
 */
export class FrameTimeoutError extends Error {
  /** The error's name. */
  override name = "FrameTimeoutError";
  /** How long the read waited, in milliseconds. */
  readonly timeoutMs: number;

  /**
   * Makes the error.
   *
   * @param what What was awaited, for the message.
   * @param timeoutMs How long it was awaited.
   */
  constructor(what: string, timeoutMs: number) {
    super(`no ${what} within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The peer's output ended before the awaited frame arrived.
 *
 * @example Wait for an answer the peer never gives
 * ```ts
 * import { LineReader, PeerClosedError, readResponse } from "./mod.ts";
 * const empty = new Blob([]).stream();
 * try {
 *   await readResponse(new LineReader(empty), 1);
 * } catch (error) {
 *   console.log(error instanceof PeerClosedError); // true
 * }
 * ```
 */
export class PeerClosedError extends Error {
  /** The error's name. */
  override name = "PeerClosedError";

  /**
   * Makes the error.
   *
   * @param what What was awaited, for the message.
   * @param peer Who closed, for the message: "the peer" when not given.
   */
  constructor(what: string, peer = "the peer") {
    super(`${peer} closed its output before ${what}`);
  }
}

/** One line read from a peer, and what it is as JSON-RPC. */
export interface Frame {
  /** The line's bytes, without its LF. */
  bytes: Uint8Array;
  /** The line decoded as UTF-8, without a trailing CR. */
  text: string;
  /** The line as a JSON object, or `undefined` when it is not one (a banner, an array). */
  message?: JsonObject;
}

/** A JSON-RPC request id. */
export type RequestId = number | string;

/**
 * Writes one JSON-RPC request as one line.
 *
 * @param out Where the frame goes.
 * @param id The request id.
 * @param method The method.
 * @param params The params, left out when `undefined`.
 * @returns The JSON text written.
 *
 * @example Send `initialize` to an in-memory agent
 * ```ts
 * import {
 *   duplexPair,
 *   FrameWriter,
 *   initializeParams,
 *   LineReader,
 *   readFrame,
 *   writeRequest,
 * } from "./mod.ts";
 * const [client, agent] = duplexPair();
 * const out = new FrameWriter(client.writable);
 * const lines = new LineReader(agent.readable);
 * await writeRequest(out, 1, "initialize", initializeParams(2, "my-test"));
 * console.log((await readFrame(lines))?.message?.method); // "initialize"
 * ```
 */
export function writeRequest(
  out: FrameWriter,
  id: RequestId,
  method: string,
  params?: unknown,
): Promise<string> {
  return out.send(
    params === undefined ? { jsonrpc: "2.0", id, method } : {
      jsonrpc: "2.0",
      id,
      method,
      params,
    },
  );
}

/**
 * Writes one JSON-RPC notification as one line.
 *
 * @param out Where the frame goes.
 * @param method The method.
 * @param params The params, left out when `undefined`.
 * @returns The JSON text written.
 *
 * @example Cancel a session's turn
 * ```ts
 * import { duplexPair, FrameWriter, writeNotification } from "./mod.ts";
 * const [client, agent] = duplexPair();
 * const text = new Response(agent.readable).text();
 * const out = new FrameWriter(client.writable);
 * await writeNotification(out, "session/cancel", { sessionId: "s-1" });
 * await out.close();
 * console.log(await text);
 * ```
 */
export function writeNotification(
  out: FrameWriter,
  method: string,
  params?: unknown,
): Promise<string> {
  return out.send(
    params === undefined ? { jsonrpc: "2.0", method } : { jsonrpc: "2.0", method, params },
  );
}

/**
 * Reads the next line as a frame, waiting at most `timeoutMs`.
 *
 * @param lines The peer's output.
 * @param timeoutMs How long to wait.
 * @returns The frame, or `undefined` at EOF.
 * @throws {FrameTimeoutError} When no line arrives in time.
 *
 * @example Read a banner and a frame
 * ```ts
 * import { LineReader, readFrame } from "./mod.ts";
 * const bytes = new TextEncoder().encode('Welcome\n{"jsonrpc":"2.0","id":1,"result":{}}\n');
 * const lines = new LineReader(new Blob([bytes]).stream());
 * console.log((await readFrame(lines))?.message); // undefined: "Welcome" is no frame
 * console.log((await readFrame(lines))?.message?.id); // 1
 * ```
 */
export async function readFrame(
  lines: LineReader,
  timeoutMs: number = DEFAULT_FRAME_TIMEOUT_MS,
): Promise<Frame | undefined> {
  checkTimeout("timeoutMs", timeoutMs);
  // The read given up on takes no line: the next read gets it.
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(new FrameTimeoutError("line", timeoutMs)), timeoutMs);
  try {
    const bytes = await lines.next(giveUp.signal);
    if (bytes === undefined) return undefined;
    return frameOf(bytes);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads frames until EOF, each bounded by `timeoutMs`.
 *
 * @param lines The peer's output.
 * @param timeoutMs How long to wait for each line.
 * @returns The frames, in order.
 * @throws {FrameTimeoutError} When a line does not arrive in time.
 *
 * @example Print every frame of a stream
 * ```ts
 * import { LineReader, readFrames } from "./mod.ts";
 * const bytes = new TextEncoder().encode('{"id":1}\n{"id":2}\n');
 * for await (const frame of readFrames(new LineReader(new Blob([bytes]).stream()))) {
 *   console.log(frame.text);
 * }
 * ```
 */
export async function* readFrames(
  lines: LineReader,
  timeoutMs: number = DEFAULT_FRAME_TIMEOUT_MS,
): AsyncGenerator<Frame, void, undefined> {
  for (
    let frame = await readFrame(lines, timeoutMs);
    frame;
    frame = await readFrame(lines, timeoutMs)
  ) {
    yield frame;
  }
}

/** Options of {@linkcode readResponse}. */
export interface ReadResponseOptions {
  /** How long to wait for the response, in all. Default 5000 ms. */
  timeoutMs?: number;
  /** Receives every other frame read on the way (notifications, requests, banners). */
  onOther?: (frame: Frame) => void;
}

/**
 * Reads frames until the response (a `result` or an `error`) to `id`, bounded by a timeout
 * for the whole wait. Other frames go to `onOther`, or are dropped.
 *
 * @param lines The peer's output.
 * @param id The request id the response must carry.
 * @param options The timeout, and what to do with other frames.
 * @returns The whole response message.
 * @throws {FrameTimeoutError} When the response does not arrive in time.
 * @throws {PeerClosedError} When the output ends first.
 *
 * @example Initialize an in-memory scripted agent
 * ```ts
 * import {
 *   duplexPair,
 *   FrameWriter,
 *   initializeParams,
 *   LineReader,
 *   readResponse,
 *   runScriptedAgent,
 *   writeRequest,
 * } from "./mod.ts";
 * const [client, agent] = duplexPair();
 * const exited = runScriptedAgent({ protocol: 2 }, agent.readable, agent.writable, () => {});
 * const out = new FrameWriter(client.writable);
 * const lines = new LineReader(client.readable);
 * await writeRequest(out, 1, "initialize", initializeParams(2, "my-test"));
 * const answer = await readResponse(lines, 1, { timeoutMs: 2_000 });
 * console.log(answer.result); // { protocolVersion: 2, info: {...}, capabilities: {...} }
 * await out.close();
 * await exited;
 * await lines.cancel();
 * ```
 */
export async function readResponse(
  lines: LineReader,
  id: RequestId,
  options: ReadResponseOptions = {},
): Promise<JsonObject> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FRAME_TIMEOUT_MS;
  checkTimeout("timeoutMs", timeoutMs);
  const deadline = Date.now() + timeoutMs;
  const what = `response to id ${JSON.stringify(id)}`;
  // Past the deadline the lines already waiting are still read: those queued, and once what
  // one read bounded by 0 ms brings; a peer that keeps sending other frames cannot hold it.
  let lastRead = false;
  for (;;) {
    const left = deadline - Date.now();
    let frame: Frame | undefined;
    try {
      if (left > 0) frame = await readFrame(lines, left);
      else {
        frame = await readWaiting(lines, timeoutMs).catch((e) => {
          if (lastRead || !(e instanceof FrameTimeoutError)) throw e;
          lastRead = true;
          return readFrame(lines, 0);
        });
      }
    } catch (error) {
      if (error instanceof FrameTimeoutError) throw new FrameTimeoutError(what, timeoutMs);
      throw error;
    }
    if (frame === undefined) throw new PeerClosedError(`the ${what}`);
    const message = frame.message;
    if (
      message && message.id === id && typeof message.method !== "string" &&
      ("result" in message || "error" in message)
    ) {
      return message;
    }
    options.onOther?.(frame);
  }
}

/** The frame of a line already waiting in `lines`; a {@linkcode FrameTimeoutError} if none is. */
async function readWaiting(lines: LineReader, timeoutMs: number): Promise<Frame | undefined> {
  const bytes = await lines.next(AbortSignal.abort(new FrameTimeoutError("line", timeoutMs)));
  if (bytes === undefined) return undefined;
  return frameOf(bytes);
}

/** A line as a {@linkcode Frame}: its bytes, its text and the object it parses to. */
function frameOf(bytes: Uint8Array): Frame {
  return { bytes, text: lineText(bytes), message: parseObject(bytes) };
}

/**
 * Refuses a duration a timer cannot wait: not a number from 0 to 2^31 - 1 ms (a longer one
 * fires after 1 ms).
 *
 * @param name The option, for the message.
 * @param ms The duration.
 * @throws {RangeError} When a timer cannot wait `ms`.
 *
 * @example
 * ```ts
 * import { checkTimeout } from "./framing.ts";
 * checkTimeout("timeoutMs", 1_000); // fine
 * try {
 *   checkTimeout("timeoutMs", Infinity);
 * } catch (e) {
 *   console.log((e as Error).name); // "RangeError"
 * }
 * ```
 */
export function checkTimeout(name: string, ms: number): void {
  if (!(typeof ms === "number" && ms >= 0 && ms <= MAX_TIMER_MS)) {
    throw new RangeError(`${name} must be 0 to ${MAX_TIMER_MS} ms (got ${shownValue(ms)})`);
  }
}
