/**
 * An in-process implementation as a {@linkcode ConnectionFactory}.
 *
 * @module
 */

import { stackOf } from "../log/error_text.ts";
import type { Connection, ConnectionFactory, DuplexStream } from "./duplex.ts";
import { orAborted } from "../async/when_aborted.ts";
import { busyTurns } from "../async/busy_turns.ts";
import { checkOptionsObject } from "../log/shown_value.ts";

/**
 * Serves one connection in this process. It gets the router's side of the streams:
 * read requests from `readable`, write responses to `writable`; close `writable` when done.
 */
export type InProcessHandler = (stream: DuplexStream) => void | Promise<void>;

/** Options for {@linkcode inProcess}. */
export interface InProcessOptions {
  /**
   * Called with the handler's error when it throws or rejects. When it throws itself, both
   * errors are printed to stderr instead.
   * @default prints the error with its stack to stderr, so that no failure goes unseen
   */
  onError?: (error: unknown) => void;
}

/**
 * Wraps an in-process handler as a connection factory. Each call makes a fresh pair of
 * in-memory streams and runs the handler on one end. The connection's `exited` resolves
 * with 0 when the handler returns and 1 when it throws or rejects; a failure ends that
 * connection only, is reported to `onError`, and never escapes. As with a process, its
 * input holds 64 KiB before a write waits for the handler to read, and what the handler
 * throws because the router cut its input (a stop, a client whose input failed) is that cut,
 * not a failure: `exited` is 0 and `onError` is not called. So is what it throws once the
 * router has let go of it -- stopped reading its output, then closed its input (a client the
 * client router set aside, a session that ended) --, and what it throws because the router
 * cut its output (a client whose output failed), as the exit of a process the router ended,
 * or a process's EPIPE, is not that process's failure. Its return is not the end of its
 * streams: work it started and left running keeps them (the official SDK's `connect()`
 * returns at once, say). A handler that is done closes its output and cancels its input;
 * one that only returns leaves its input taking bytes until 64 KiB wait unread.
 *
 * @param handler The implementation.
 * @param options What to do with the handler's failure.
 * @returns A factory for fresh connections.
 * @throws {TypeError} When `handler` (or `onError`) is not a function.
 *
 * @example Serve v2 from an echo implementation in this process
 * ```ts
 * import { AgentRouter, command, inProcess } from "../mod.ts";
 * const echo = inProcess(({ readable, writable }) => readable.pipeTo(writable));
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2: echo });
 * ```
 */
export function inProcess(
  handler: InProcessHandler,
  options: InProcessOptions = {},
): ConnectionFactory {
  // Known now, not when a client comes (its initialize would get no answer at all).
  if (typeof handler !== "function") {
    throw new TypeError(`an in-process implementation must be a function (got ${typeof handler})`);
  }
  checkOptionsObject(options, "inProcess's");
  if (options.onError !== undefined && typeof options.onError !== "function") {
    throw new TypeError(`inProcess's onError must be a function (got ${typeof options.onError})`);
  }
  const onError = options.onError ?? reportToStderr;
  return (): Connection => {
    // Its input holds what a pipe would (INPUT_BUFFER_BYTES) before a write waits for the
    // handler to read, as a process's stdin does: a first frame reaches a handler that reads
    // nothing yet, and the client's end of input is seen behind it.
    const toPeer = new TransformStream<Uint8Array, Uint8Array>(
      undefined,
      undefined,
      new ByteLengthQueuingStrategy({ highWaterMark: INPUT_BUFFER_BYTES }),
    );
    const fromPeer = new TransformStream<Uint8Array, Uint8Array>();
    // The handler's own writer may hold its output locked: a failure ends the output from
    // the reading side, at once.
    const failed = new AbortController();
    const input = abortRecording(toPeer.writable);
    let released = false; // the router stopped reading its output: it is letting go of it
    let cut: unknown; // why it stopped reading (a client whose output failed, say)
    const exited = (async () => {
      try {
        await handler({ readable: toPeer.readable, writable: fromPeer.writable });
        return 0;
      } catch (error) {
        // The router cut its input (a stop, a client that failed): what the handler then
        // throws is that cut, as a process whose stdin closed ends, not a failure of its own.
        if (input.aborted && error === input.reason) return 0;
        if (released && input.closed) return 0;
        // Its output was cut (what it then throws is that cut, as a process gets EPIPE).
        if (released && error === cut) return 0;
        try {
          onError(error);
        } catch (failure) {
          // A reporter that fails must not lose the failure it reports, nor reject `exited`.
          reportToStderr(error);
          console.error(`acp-proxy: error: its onError failed too: ${stackOf(failure)}`);
        }
        failed.abort(error);
        await fromPeer.writable.abort(error).catch(() => {}); // locked by its writer: no-op
        await toPeer.readable.cancel(error).catch(() => {});
        return 1;
      }
    })();
    return {
      readable: endsOnFailure(fromPeer.readable, failed.signal, undefined, (reason) => {
        released = true;
        cut = reason;
      }, busyTurns()),
      writable: input.writable,
      exited,
    };
  };
}

/** What an in-process implementation's input holds before a write waits: a pipe's 64 KiB. */
const INPUT_BUFFER_BYTES = 64 * 1024;

/** `writable`, passed through, remembering whether (and why) the router aborted or closed it. */
function abortRecording(writable: WritableStream<Uint8Array>): {
  writable: WritableStream<Uint8Array>;
  readonly aborted: boolean;
  readonly closed: boolean;
  readonly reason: unknown;
} {
  const writer = writable.getWriter();
  // A client in memory too writes without the event loop turning: take a turn now and then.
  const turn = busyTurns();
  const state = {
    aborted: false,
    closed: false,
    reason: undefined as unknown,
    writable: new WritableStream<Uint8Array>({
      write: (chunk) =>
        turn(chunk.byteLength)?.then(() => writer.write(chunk)) ?? writer.write(chunk),
      close: () => {
        state.closed = true;
        return writer.close();
      },
      abort: (reason) => {
        state.aborted = true;
        state.reason = reason;
        return writer.abort(reason);
      },
    }),
  };
  return state;
}

/**
 * The implementation's output, ending (rather than erroring) when the implementation fails:
 * a failed in-process implementation looks to the router as a crashed process does, its
 * output at an end and its `exited` 1, so its failure is not mistaken for the client's.
 * (Also the `testing` module's in-memory agents: an aborted agent's output just ends.)
 *
 * @param source The output as the implementation writes it.
 * @param failed Aborted when the implementation failed: the stream ends at once, even while
 *   a read waits (its writer may still hold `source` open).
 * @param onEnd Called once when the stream ends, however (also when it is cancelled).
 * @param onCancel Called with the reason when its reader cancels it (it stops reading).
 * @param turn Asked before each read of an in-memory `source`, with the size of the chunk
 *   before (see `busyTurns`): a promise to wait for first, so that timers fire while both
 *   ends are in memory.
 * @returns The same bytes; an error or `failed` ends the stream instead.
 *
 * @example An output that ends when its implementation fails
 * ```ts
 * import { endsOnFailure } from "./in_process.ts";
 * const failed = new AbortController();
 * const output = endsOnFailure(new ReadableStream<Uint8Array>(), failed.signal);
 * failed.abort(new Error("the implementation failed"));
 * console.log(await new Response(output).text()); // "" (ended, not errored)
 * ```
 */
export function endsOnFailure(
  source: ReadableStream<Uint8Array>,
  failed?: AbortSignal,
  onEnd?: () => void,
  onCancel?: (reason: unknown) => void,
  turn?: (bytes: number) => Promise<void> | undefined,
): ReadableStream<Uint8Array> {
  let last = 0; // the size of the chunk before, for `turn`
  const reader = source.getReader();
  // At once, not only at the next pull: a writer blocked on a reader that stopped pulling (a
  // client that does not read) is released by the cancel.
  failed?.addEventListener("abort", () => reader.cancel(failed.reason).catch(() => {}), {
    once: true,
  });
  return new ReadableStream<Uint8Array>({
    async pull(controller): Promise<void> {
      let chunk: ReadableStreamReadResult<Uint8Array> | "failed";
      const turning = turn?.(last);
      if (turning) await turning;
      try {
        chunk = await orAborted(reader.read(), failed, "failed" as const);
      } catch {
        chunk = { done: true, value: undefined };
      }
      if (chunk === "failed") reader.cancel(failed?.reason).catch(() => {});
      if (chunk === "failed" || chunk.done) {
        onEnd?.();
        controller.close();
      } else {
        last = chunk.value.byteLength;
        controller.enqueue(chunk.value);
      }
    },
    cancel: async (reason) => {
      onCancel?.(reason);
      onEnd?.();
      // An output that failed meanwhile ends; its error is not the reader's to see (a pipe
      // stopped from outside would otherwise reject with the implementation's error).
      await reader.cancel(reason).catch(() => {});
    },
  }, { highWaterMark: 0 });
}

function reportToStderr(error: unknown): void {
  console.error(`acp-proxy: error: an in-process implementation failed: ${stackOf(error)}`);
}
