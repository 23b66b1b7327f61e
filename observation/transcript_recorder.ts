/**
 * `--transcript PATH`: what a transcript recorder is and how one is started. The recorder
 * itself (`ring_recorder.ts`, its ring and its worker) loads only when a transcript is
 * started, so a run without one never reads it.
 *
 * @module
 */

import type { SessionObserver } from "./session_observer.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { checkOptionsObject, shownValue } from "../log/shown_value.ts";

/**
 * Most bytes handed to the recorder and not yet written before chunks are dropped: 32 MiB
 * (a frame larger than that is recorded as dropped).
 */
export const DEFAULT_MAX_QUEUED_BYTES = 32 * 1024 * 1024;

/** Options for {@linkcode startTranscript}. */
export interface TranscriptOptions {
  /**
   * Most bytes handed over and not yet written before chunks are dropped (at most 512 MiB).
   * The ring that carries them also holds 16-31 bytes of header per chunk and is an eighth
   * larger, so only chunks under ~200 bytes on average can fill it first.
   * @default 33554432
   */
  maxQueuedBytes?: number;
  /**
   * How long {@linkcode TranscriptRecorder.close} waits for the file to be complete, in ms;
   * 1 s more per 4 MiB of chunks still queued when it is called.
   * @default 5000
   */
  closeTimeoutMs?: number;
  /**
   * Told once when the recorder fails (it then records nothing more; {@linkcode
   * TranscriptRecorder.failed} is true and `close` gives -1). What it throws is printed on
   * stderr with the failure, never thrown on: it must not end the process.
   * @default prints the message on stderr, so that no failure goes unseen
   */
  onFailure?: (message: string) => void;
  /**
   * Create a new file, and fail (through `onFailure`) when anything, a link included, is
   * already at `path`: for names made up in a shared directory. Otherwise an existing file is
   * truncated and written from its start (a FIFO works).
   * @default false
   */
  createNew?: boolean;
}

/** The own events a session reports, with their fields. */
export interface OwnEvents {
  /** The routing decision. */
  route: { requested: number; selected: number; rewritten: boolean; configured: number[] };
  /** The first frame as received and as forwarded (raw text, no LF). */
  first_frame: { stage: "received" | "forwarded"; raw: string };
  /** The agent was started (in a chain: each component, named by `party`). */
  agent_start: { pid: number | null; command: string | null; url?: string; party?: string };
  /** The agent ended (in a chain: each component, named by `party`, the agent last). */
  agent_exit: { code: number | null; signal: string | null; party?: string };
  /** Something went wrong. */
  error: {
    message: string;
    /**
     * `start`: the implementation could not be started (the client got `-32603`);
     * `first_frame`: the first frame was refused and ended the session (over the frame limit).
     */
    stage?: "start" | "session" | "first_frame";
  };
  /** A line that is not JSON, kept from the client by the stdout guard. */
  non_json: { from: string; to: string; raw: string; action: "divert" | "drop" };
}

/**
 * Records one session's traffic to a transcript file (give each session its own recorder:
 * two sessions' lines would interleave in one; `routerHandler`'s `observe` opens one per
 * connection): a {@linkcode SessionObserver} whose
 * {@linkcode SessionObserver.bytes} never blocks and never keeps the chunk (it is copied, or
 * dropped and counted when more than `maxQueuedBytes` wait), and own events that are never
 * dropped for the bound.
 */
export interface TranscriptRecorder extends SessionObserver {
  /** Seconds since the recorder started (the transcript's `ts`). */
  now(): number;
  /**
   * Whether the recorder failed: the file could not be opened or written (`onFailure` was
   * told why), and it records nothing more.
   */
  readonly failed: boolean;
  /**
   * Whether the file has been opened: false until a FIFO's reader opens it (and for good when
   * none ever does: then nothing was written).
   */
  readonly opened: boolean;
  /**
   * Writes what is left (lines without a final LF, the final `dropped` count) and closes the
   * file; bounded by `closeTimeoutMs`.
   *
   * @returns How many events were dropped in all; -1 when the file is not complete: the
   *   recorder {@linkcode TranscriptRecorder.failed}, or writing did not finish in time. A
   *   FIFO whose reader stopped reading, or one removed while the recorder waited for its
   *   reader, then still holds the recorder's thread in a write or an open that nothing can
   *   interrupt, and that thread keeps the process from ending on its own (`Deno.exit` ends
   *   it; a FIFO nobody ever opened is let go).
   *
   * @param withinMs Wait at most this long, when shorter than `closeTimeoutMs` (a process
   *   told by a signal to stop now). Only the first call's bound counts. Not a number of 0
   *   or more (NaN, say): rejected with a `RangeError`.
   */
  close(withinMs?: number): Promise<number>;
}

/**
 * Starts recording to `path` (created with mode 0600, truncated; a FIFO works: it is opened,
 * not replaced).
 *
 * @example Record a client's line
 * ```ts ignore
 * import { startTranscript } from "@acp-proxy/acp-proxy";
 * const recorder = await startTranscript("/tmp/session.jsonl");
 * recorder.bytes("Client", "Agent", new TextEncoder().encode('{"jsonrpc":"2.0","method":"x"}\n'));
 * const dropped = await recorder.close(); // -1 when the file is not complete
 * ```
 *
 * @param path The transcript file.
 * @param options Bounds and the failure callback.
 * @returns The recorder.
 * @throws {TypeError} When `path` is not a non-empty string (a number made a file named `5`),
 *   `options` not an object, `onFailure` not a function or `createNew` not a boolean.
 * @throws {RangeError} When `maxQueuedBytes` is not a whole number from 1 to 512 MiB, or
 *   `closeTimeoutMs` not one from 0 to 2^31 - 1.
 */
export async function startTranscript(
  path: string,
  options: TranscriptOptions = {},
): Promise<TranscriptRecorder> {
  if (typeof path !== "string" || path === "") {
    throw new TypeError(`a transcript path is a non-empty string (got ${shownValue(path)})`);
  }
  checkTranscriptOptions(options);
  const { RingRecorder } = await import("./ring_recorder.ts");
  const recorder = new RingRecorder(path, options);
  // Run from a URL (JSR), the worker downloads its modules while the session starts, and
  // Deno 2.9 could then stall the session's own lazy imports for good (a cold cache, about
  // one run in two): the session waits for the worker's modules first, at most
  // WORKER_LOAD_MS. From files nothing is downloaded, and nothing is waited for.
  if (!import.meta.url.startsWith("file:")) {
    await settlesWithin(recorder.loaded, WORKER_LOAD_MS);
  }
  return recorder;
}

/** How long a transcript's start waits for its worker's modules when run from a URL (ms). */
const WORKER_LOAD_MS = 30_000;

/** The largest {@linkcode TranscriptOptions.maxQueuedBytes}: 512 MiB. */
const MAX_QUEUED_BYTES = 512 * 1024 * 1024;

/**
 * Refuses a bound that would record nothing (0, negative, fractional: every chunk dropped) or
 * wait wrongly (NaN: nothing written and `close` waiting its whole timeout), at once.
 */
function checkTranscriptOptions(options: TranscriptOptions): void {
  checkOptionsObject(options, "a transcript's");
  // Known now, not when the file fails (a callback that is not one would throw then).
  if (options.onFailure !== undefined && typeof options.onFailure !== "function") {
    throw new TypeError(`onFailure must be a function (got ${typeof options.onFailure})`);
  }
  if (options.createNew !== undefined && typeof options.createNew !== "boolean") {
    throw new TypeError(`createNew is a boolean (got ${typeof options.createNew})`);
  }
  const bounds = [
    ["maxQueuedBytes", options.maxQueuedBytes, 1, MAX_QUEUED_BYTES],
    ["closeTimeoutMs", options.closeTimeoutMs, 0, 2 ** 31 - 1],
  ] as const;
  for (const [name, value, min, max] of bounds) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < min || value > max)) {
      throw new RangeError(
        `${name} must be a whole number from ${min} to ${max} (got ${shownValue(value)})`,
      );
    }
  }
}
