/**
 * `--transcript PATH`: records a session's traffic as JSON Lines (`transcript_events.ts`)
 * without ever slowing or changing the forwarded bytes (ROUTING §1.4).
 *
 * The forwarding thread only copies each chunk it forwards and hands it to a worker
 * (`recorder_worker.ts`) that splits lines, builds events and writes the file. What has been
 * handed over and not yet written is bounded ({@linkcode TranscriptOptions.maxQueuedBytes}):
 * when the recorder falls behind, whole chunks are dropped here, and the worker counts every
 * line they broke as one dropped event and writes `dropped` events. Nothing here is ever
 * awaited by the forwarding code, and a forwarded byte is never touched.
 *
 * Own events (`route`, `first_frame`, `agent_start`, `agent_exit`, `error`) go through the
 * same queue, so the file is in the order things were seen, `ts` never decreasing.
 *
 * @module
 */

import { ownEvent, type Party } from "./transcript_events.ts";
import type { RecorderMessage, RecorderReply } from "./recorder_protocol.ts";

/**
 * Most bytes handed to the recorder and not yet written before chunks are dropped: 32 MiB
 * (a frame larger than that is recorded as dropped).
 */
export const DEFAULT_MAX_QUEUED_BYTES = 32 * 1024 * 1024;

/** Options for {@linkcode TranscriptRecorder.start}. */
export interface TranscriptOptions {
  /**
   * Most bytes handed over and not yet written before chunks are dropped.
   * @default 33554432
   */
  maxQueuedBytes?: number;
  /**
   * How long {@linkcode TranscriptRecorder.close} waits for the file to be complete, in ms.
   * @default 5000
   */
  closeTimeoutMs?: number;
  /** Told once when the recorder fails (it then records nothing more). */
  onFailure?: (message: string) => void;
}

/** The own events a session reports, with their fields. */
export interface OwnEvents {
  /** The routing decision. */
  route: { requested: number; selected: number; rewritten: boolean; configured: number[] };
  /** The first frame as received and as forwarded (raw text, no LF). */
  first_frame: { stage: "received" | "forwarded"; raw: string };
  /** The agent was started. */
  agent_start: { pid: number | null; command: string | null };
  /** The agent ended. */
  agent_exit: { code: number | null; signal: string | null };
  /** Something went wrong. */
  error: {
    message: string;
    /** `start`: the implementation could not be started (the client got `-32603`). */
    stage?: "start" | "session";
  };
  /** A line that is not JSON, kept from the client by the stdout guard. */
  non_json: { from: string; to: string; raw: string; action: "divert" | "drop" };
}

/**
 * Records one session's traffic to a transcript file.
 *
 * @example Record a client's line
 * ```ts ignore
 * import { TranscriptRecorder } from "./transcript_recorder.ts";
 * const recorder = TranscriptRecorder.start("/tmp/session.jsonl");
 * recorder.bytes("Client", "Agent", new TextEncoder().encode('{"jsonrpc":"2.0","method":"x"}\n'));
 * await recorder.close();
 * ```
 */
export class TranscriptRecorder {
  #worker: Worker;
  #t0 = performance.now();
  #inFlight = 0;
  #max: number;
  #closed = false;
  #done: Promise<number>;
  #closeTimeoutMs: number;

  private constructor(path: string, options: TranscriptOptions) {
    this.#max = options.maxQueuedBytes ?? DEFAULT_MAX_QUEUED_BYTES;
    this.#closeTimeoutMs = options.closeTimeoutMs ?? 5_000;
    this.#worker = new Worker(new URL("./recorder_worker.ts", import.meta.url).href, {
      type: "module",
    });
    this.#done = new Promise<number>((resolve) => {
      this.#worker.onmessage = (event: MessageEvent<RecorderReply>) => {
        const reply = event.data;
        if (reply.kind === "ack") this.#inFlight -= reply.bytes;
        else if (reply.kind === "failed") options.onFailure?.(reply.message);
        else resolve(reply.dropped);
      };
      this.#worker.onerror = (event) => {
        event.preventDefault();
        options.onFailure?.(`the transcript recorder failed: ${event.message}`);
        resolve(0);
      };
    });
    this.#post({ kind: "open", path });
  }

  /**
   * Starts recording to `path` (created with mode 0600, truncated; a FIFO works: it is
   * opened, not replaced).
   *
   * @param path The transcript file.
   * @param options Bounds and the failure callback.
   * @returns The recorder.
   */
  static start(path: string, options: TranscriptOptions = {}): TranscriptRecorder {
    return new TranscriptRecorder(path, options);
  }

  /** Seconds since the recorder started. */
  now(): number {
    return (performance.now() - this.#t0) / 1000;
  }

  /**
   * Hands over a copy of `chunk`, forwarded from `from` to `to`. Never blocks: when more than
   * the bound is waiting, the chunk is dropped and its broken lines counted.
   *
   * @param from Who sent the bytes.
   * @param to Who they went to.
   * @param chunk The bytes (not kept: they are copied).
   */
  bytes(from: Party, to: Party, chunk: Uint8Array): void {
    if (this.#closed || chunk.length === 0) return;
    const ts = this.now();
    if (this.#inFlight + chunk.length > this.#max) {
      const midLine = chunk[chunk.length - 1] !== 0x0a;
      this.#post({ kind: "gap", from, to, ts, lineEnds: countLineEnds(chunk), midLine });
      return;
    }
    this.#inFlight += chunk.length;
    const copy = chunk.slice();
    this.#post({ kind: "bytes", from, to, ts, chunk: copy }, [copy.buffer as ArrayBuffer]);
  }

  /**
   * Records one of the session's own events.
   *
   * @param type The event type.
   * @param fields Its fields.
   */
  event<K extends keyof OwnEvents>(type: K, fields: OwnEvents[K]): void {
    if (this.#closed) return;
    this.#post({ kind: "event", line: ownEvent(type, this.now(), { ...fields }) });
  }

  /**
   * Writes what is left (lines without a final LF, the final `dropped` count) and closes the
   * file; bounded by `closeTimeoutMs`.
   *
   * @returns How many events were dropped in all.
   */
  async close(): Promise<number> {
    if (!this.#closed) {
      this.#closed = true;
      this.#post({ kind: "close", ts: this.now() });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<number>((resolve) => {
      timer = setTimeout(() => resolve(-1), this.#closeTimeoutMs);
    });
    const dropped = await Promise.race([this.#done, late]);
    clearTimeout(timer);
    this.#worker.terminate();
    return dropped;
  }

  #post(message: RecorderMessage, transfer: Transferable[] = []): void {
    this.#worker.postMessage(message, transfer);
  }
}

function countLineEnds(chunk: Uint8Array): number {
  let n = 0;
  for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) n++;
  return n;
}
