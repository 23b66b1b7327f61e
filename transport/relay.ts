/**
 * Pipes a client and a peer connection together, byte for byte, and ends both cleanly
 * (ROUTING §1 and §3.6).
 *
 * Invariants:
 * - Bytes are never inspected, copied into new buffers or re-encoded: the prefix chunks
 *   are written first, then the client's stream is piped with `pipeTo` (backpressure on
 *   both sides comes from the streams themselves), or, when the client's input is a bare
 *   descriptor (`readableFd`) and the peer's a pipe of this process (`writableFd`), spliced
 *   from one to the other in the kernel by `startFdPump` (`fd_pump.ts`). The peer's
 *   output is piped the same way, except when the client's output is this process's
 *   stdout (the CLI): then it is read straight into two reused buffers (see
 *   {@linkcode pipeIntoStdout}), still with at most one read and one write in flight. When the peer was given stdout itself
 *   (`watchInheritedStdout`), its output is not in this process at all: the relay only
 *   watches for the peer letting go of it, which counts as the peer's end of output.
 * - Client end of input closes the peer's input; then the peer has `graceMs` to exit
 *   before `terminate()` (SIGTERM to its group, SIGKILL after another `graceMs`).
 * - Peer end of output closes the client's output; the relay resolves with the peer's
 *   exit code once the peer is gone.
 * - A write error on either side (EPIPE) is a normal end, not a failure.
 * - The prefix (the first frame) is written before anything costly starts: `onPrefixSent`
 *   work runs once it is in the peer's input (or the peer ended), so the peer, which is
 *   usually still starting, gets its first frame without waiting on this process.
 * - The returned promise never rejects, and every pipe it started has settled when it resolves.
 *
 * @module
 */

import type { Connection } from "./duplex.ts";
import { settlesWithin } from "./subprocess.ts";
import { whenAborted } from "./when_aborted.ts";
import { stopSignalOf } from "./stop_signal.ts";
import { type Logger, silentLogger } from "../log/logger.ts";

/** Default time a peer has to exit after its input is closed: 2 s. */
export const DEFAULT_GRACE_MS = 2_000;

/** Options for {@linkcode relay}. */
export interface RelayOptions {
  /** Grace period before the peer is terminated (default {@linkcode DEFAULT_GRACE_MS}). */
  graceMs?: number;
  /** Aborting it shuts the relay down as if the client had closed its input. */
  signal?: AbortSignal;
  /** Where to report what happens. */
  logger?: Logger;
  /**
   * Called once, as soon as the prefix is in the peer's input (or writing it failed), or
   * the peer's output ended, or the peer exited, whichever comes first: the place for work
   * that must not hold up the first frame (the stdout handover's release).
   */
  onPrefixSent?: () => void;
}

/** The client side of a relay: the rest of its input and its output. */
export interface RelayClient {
  /** Client bytes still to forward (after any prefix). */
  readable: ReadableStream<Uint8Array>;
  /** Where peer bytes go. */
  writable: WritableStream<Uint8Array>;
  /**
   * The descriptor `readable` reads, when nothing else reads it (see
   * `DuplexStream.readableFd`): then the bytes may be pumped without `readable`.
   */
  readableFd?: number;
}

type Event =
  | "client-eof"
  | "peer-input-error"
  | "peer-eof"
  | "client-output-error"
  | "peer-exit"
  | "shutdown";

/** How a relay ended. */
export interface RelayOutcome {
  /**
   * What ended it: `client-left` (the client's input ended, or its output went away),
   * `peer-ended` (the peer's output ended or it exited), `shutdown` (the signal),
   * `output-failed` (writing to the client failed for another reason, e.g. a full disk).
   */
  cause: "client-left" | "peer-ended" | "shutdown" | "output-failed";
  /** The peer's exit code (128+N when killed by signal N), or null when it has none. */
  peerCode: number | null;
  /** Whether the relay had to end the peer (it did not exit by itself in time). */
  terminated: boolean;
  /** The write error behind `output-failed`. */
  outputError?: Error;
}

/**
 * Relays until both sides are done.
 *
 * @param client The client's remaining input and its output.
 * @param prefix Chunks to send to the peer before the client's remaining input.
 * @param peer The selected implementation.
 * @param options Grace period, shutdown signal, logger.
 * @returns How it ended. Never rejects.
 *
 * @example
 * ```ts
 * import { relay } from "./relay.ts";
 * const echo = new TransformStream<Uint8Array, Uint8Array>();
 * const out = new TransformStream<Uint8Array, Uint8Array>();
 * const done = relay({ readable: ReadableStream.from([new Uint8Array([104, 105, 10])]), writable: out.writable }, [], echo);
 * console.log(new TextDecoder().decode(await new Response(out.readable).arrayBuffer())); // "hi\n"
 * console.log((await done).cause); // "peer-ended"
 * ```
 */
export async function relay(
  client: RelayClient,
  prefix: readonly Uint8Array[],
  peer: Connection,
  options: RelayOptions = {},
): Promise<RelayOutcome> {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const log = options.logger ?? silentLogger;
  const stopUpstream = new AbortController();
  const stopDownstream = new AbortController();
  let peerExited = false;
  peer.exited?.then(() => peerExited = true, () => peerExited = true);

  const prefixWritten = writePrefix(peer.writable, prefix);
  const upstream = (async () => {
    await prefixWritten;
    if (await pumpInput(client, peer, stopUpstream.signal, graceMs, log)) return;
    await client.readable.pipeTo(peer.writable, { signal: stopUpstream.signal });
  })();
  const output = peer.watchInheritedStdout
    ? inheritedOutput(peer.watchInheritedStdout(stopDownstream.signal))
    : pipeOut(peer.readable, client.writable, stopDownstream.signal);
  const downstream = output.done;
  upstream.catch(() => {});
  downstream.catch(() => {});

  const shutdown = whenAborted(options.signal, "shutdown" as const);
  const never = new Promise<never>(() => {});
  const peerExit = peer.exited?.then((): "peer-exit" => "peer-exit", () => "peer-exit" as const) ??
    never;
  const onPrefixSent = options.onPrefixSent;
  if (onPrefixSent) {
    Promise.race([prefixWritten, downstream, peerExit]).then(onPrefixSent, onPrefixSent)
      .catch((e) => log.warn(`after the first frame: ${errorText(e)}`));
  }

  let outputError: Error | undefined;
  const outputFailed = (e: unknown): Event => {
    if (isClientGone(e)) {
      log.debug(`the agent-to-client pipe ended: ${errorText(e)}`);
      return "client-output-error";
    }
    outputError = e instanceof Error ? e : new Error(String(e));
    log.error(`writing to the client failed: ${errorText(e)}`);
    return "client-output-error";
  };
  let event: Event = await Promise.race([
    upstream.then((): Event => "client-eof", (e): Event => {
      log.debug(`the client-to-agent pipe failed: ${errorText(e)}`);
      return "peer-input-error";
    }),
    downstream.then((): Event => "peer-eof", outputFailed),
    peerExit,
    shutdown,
  ]);
  log.debug(`relay: ${event}`);

  if (event === "peer-input-error") {
    // The peer stopped reading; its output decides what happens next.
    event = await Promise.race([
      downstream.then((): Event => "peer-eof", outputFailed),
      peerExit,
      shutdown,
    ]);
  }
  if (event === "peer-exit") {
    // Let the peer's last output drain before anything is closed (a signal cuts it short).
    await Promise.race([settlesWithin(downstream, graceMs), shutdown]);
  }
  if (event !== "client-eof" || options.signal?.aborted) stopUpstream.abort();
  if (event === "client-output-error") stopDownstream.abort();

  const exitedBeforeEnd = peerExited;
  const ended = await endPeer(peer, graceMs, event === "shutdown", options.signal, log);
  const stopped = event === "shutdown" || ended.stopped;
  const cause: RelayOutcome["cause"] = stopped
    ? "shutdown"
    : outputError
    ? "output-failed"
    : event === "client-eof" || event === "client-output-error"
    ? "client-left"
    : "peer-ended";
  const outcome: RelayOutcome = {
    cause,
    peerCode: ended.code,
    terminated: ended.terminated && !exitedBeforeEnd,
    ...(outputError ? { outputError } : {}),
  };
  if (stopped) {
    // A stop is now: the client gets what is already on its way within one grace period.
    await settlesWithin(Promise.allSettled([upstream, downstream]), graceMs);
    stopUpstream.abort();
    stopDownstream.abort();
    return outcome;
  }
  // The agent is gone, but its last bytes may still be on their way to a slow client: keep
  // going while the client is the side being waited on and it still takes bytes. Output
  // that stays open with nothing arriving is held by a process outside the agent's group.
  while (!await settlesWithin(downstream, graceMs)) {
    if (!output.waitingOnClient()) {
      log.debug("relay: the agent's output is still open after it ended; closing it");
      stopDownstream.abort();
      break;
    }
    if (options.signal?.aborted) {
      stopDownstream.abort();
      break;
    }
    if (Date.now() - output.lastProgressAt() > OUTPUT_STALL_MS) {
      log.warn(
        `the client took no output for ${OUTPUT_STALL_MS} ms after the agent ended; closing`,
      );
      stopDownstream.abort();
      break;
    }
  }
  // A source blocked in a read may take a moment to notice the abort; never wait forever.
  await settlesWithin(Promise.allSettled([upstream, downstream]), graceMs);
  return outcome;
}

/**
 * Ends the peer once the relay's pipes are done with it. Gently (its input is closed; it has
 * `graceMs` to exit, then its group gets SIGTERM, then SIGKILL) unless `stopNow` or `signal`
 * aborts meanwhile: then at once, with the signal named by the abort reason when it is a
 * signal name (the CLI passes the one it received), else SIGTERM; SIGKILL after `graceMs`.
 */
async function endPeer(
  peer: Connection,
  graceMs: number,
  stopNow: boolean,
  signal: AbortSignal | undefined,
  log: Logger,
): Promise<{ code: number | null; terminated: boolean; stopped: boolean }> {
  if (!peer.exited) return { code: null, terminated: false, stopped: stopNow };
  let stopped = stopNow;
  if (!stopNow) {
    const waited = await Promise.race([
      settlesWithin(peer.exited, graceMs).then((ok) => ok ? "exited" : "grace"),
      whenAborted(signal, "stop" as const),
    ]);
    if (waited === "exited") {
      const code = peer.terminate ? await peer.terminate(graceMs) : await peer.exited;
      if (code !== 0) log.error(`the agent ended with exit code ${code}`);
      return { code, terminated: false, stopped: false };
    }
    if (waited === "grace") {
      log.info(`the agent is still running ${graceMs} ms after its input closed; terminating it`);
    }
    stopped = waited === "stop";
  }
  const politely = stopped ? stopSignalOf(signal?.reason) : "SIGTERM";
  if (stopped) log.info(`sending ${politely} to the agent's process group`);
  if (!peer.terminate) return { code: await peer.exited, terminated: true, stopped };
  return { code: await peer.terminate(graceMs, politely), terminated: true, stopped };
}

/** System errors that mean the reader went away: the end of a conversation, not a failure. */
const READER_GONE = new Set(["EPIPE", "ECONNRESET", "ENOTCONN", "ECONNABORTED", "ESHUTDOWN"]);

/**
 * Whether a write error means the client went away (a normal end) rather than a failure
 * the user must hear about (a full disk, an I/O error). Errors without a system error code
 * come from the streams themselves (a closed or cancelled stream): the client went away.
 *
 * @param e The write error.
 * @returns True for a normal end.
 *
 * @example
 * ```ts
 * import { isClientGone } from "./relay.ts";
 * console.log(isClientGone(new Deno.errors.BrokenPipe())); // true
 * ```
 */
export function isClientGone(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  if (e instanceof Deno.errors.BrokenPipe || e instanceof Deno.errors.ConnectionReset) return true;
  return typeof code !== "string" || READER_GONE.has(code);
}

/** Writes `prefix` to `sink` and lets go of it; rejects like the write that failed. */
async function writePrefix(
  sink: WritableStream<Uint8Array>,
  prefix: readonly Uint8Array[],
): Promise<void> {
  if (prefix.length === 0) return;
  const writer = sink.getWriter();
  try {
    for (const chunk of prefix) await writer.write(chunk);
  } finally {
    writer.releaseLock();
  }
}

/**
 * The upstream fast path: when the client's input is a descriptor nothing else reads (the
 * CLI's stdin) and the peer's input a pipe of this process (a child's stdin), the bytes go
 * from one to the other with `splice(2)` on a worker thread (`startFdPump`).
 * Ends like `pipeTo`: closes the peer's input at end of input; otherwise aborts it and
 * rejects (with `signal.reason` when stopped).
 *
 * @returns Whether the pump ran; false (nothing moved) means: use `pipeTo`.
 */
async function pumpInput(
  client: RelayClient,
  peer: Connection,
  signal: AbortSignal,
  graceMs: number,
  log: Logger,
): Promise<boolean> {
  if (client.readableFd === undefined || !peer.writableFd || signal.aborted) return false;
  const output = peer.writableFd();
  if (output === null) return false;
  // Loaded here, not at start-up: the answer to initialize does not wait for this module.
  const { startFdPump, waitReadable } = await import("./fd_pump.ts");
  // Start the worker once the client sends more, not while the agent is starting up, and
  // not at all when the client only closes its end.
  const ready = await waitReadable(client.readableFd, signal);
  if (ready === null) {
    if (!signal.aborted) return false;
    await peer.writable.abort(signal.reason).catch(() => {});
    throw signal.reason;
  }
  if (ready === "end") {
    log.debug("relay: the client closed its input with nothing after the first frame");
    await peer.writable.close();
    return true;
  }
  const pump = startFdPump(client.readableFd, output, graceMs);
  if (pump === null) return false;
  const stop = () => pump.stop();
  signal.addEventListener("abort", stop, { once: true });
  const result = await pump.done;
  signal.removeEventListener("abort", stop);
  log.debug(
    `relay: client-to-agent pump ended (${result.end}, ${result.bytes} bytes` +
      `${result.errno ? `, errno ${result.errno}` : ""}${
        result.message ? `, ${result.message}` : ""
      })`,
  );
  if (result.end === "unsupported") return false;
  if (result.end === "eof") {
    await peer.writable.close();
    return true;
  }
  const reason = result.end === "stopped"
    ? signal.reason
    : new Error(`writing to the agent failed (errno ${result.errno})`);
  await peer.writable.abort(reason).catch(() => {});
  throw reason;
}

/**
 * How long a client may take no bytes at all, once the agent has ended, before its output
 * is closed with bytes still undelivered: 60 s (the SDK's `maxOutputStallMs`).
 */
export const OUTPUT_STALL_MS = 60_000;

/** The agent-to-client pipe, and what it is waiting on. */
interface OutputPipe {
  /** Settles like `pipeTo`'s promise. */
  done: Promise<void>;
  /** True while a write to the client is in flight (the client is the slow side). */
  waitingOnClient(): boolean;
  /** When a write to the client last completed (ms since the epoch). */
  lastProgressAt(): number;
}

/**
 * The peer writes to the client itself (it inherited stdout): nothing to pipe, only its
 * letting go of the output to wait for. The kernel holds what the client has not read.
 */
function inheritedOutput(released: Promise<void>): OutputPipe {
  return { done: released, waitingOnClient: () => false, lastProgressAt: () => 0 };
}

/** Size of each reused read buffer: a pipe holds 64 KiB, so a read never gets more. */
const BUFFER_BYTES = 64 * 1024;

/** `source.pipeTo(sink, { signal })`, through reused buffers when that is safe. */
function pipeOut(
  source: ReadableStream<Uint8Array>,
  sink: WritableStream<Uint8Array>,
  signal: AbortSignal,
): OutputPipe {
  const plain = (): OutputPipe => ({
    done: source.pipeTo(sink, { signal }),
    waitingOnClient: () => false, // not observable through pipeTo: bounded by graceMs
    lastProgressAt: () => 0,
  });
  // Only stdout's sink is known to have written a chunk out by the time its write resolves;
  // another writable (a TransformStream) may still hold the chunk, so it must own it.
  if (sink !== Deno.stdout.writable) return plain();
  let reader: ReadableStreamBYOBReader;
  try {
    reader = source.getReader({ mode: "byob" });
  } catch {
    return plain(); // not a byte stream
  }
  const state = { writing: false, lastProgressAt: Date.now() };
  return {
    done: pipeIntoStdout(reader, sink.getWriter(), signal, state),
    waitingOnClient: () => state.writing,
    lastProgressAt: () => state.lastProgressAt,
  };
}

/**
 * The downstream hot path: reads the peer's output into one of two reused buffers while the
 * other is being written, instead of a fresh 64 KiB buffer per read (pipeTo's default
 * reader). That is fewer allocations, so less garbage to collect and a flat RSS, and a
 * read overlaps the previous write. Ends like `pipeTo`: closes the sink at end of input;
 * on a read error aborts the sink, on a write error cancels the source, on `signal` does
 * both; rejects in those three cases.
 */
async function pipeIntoStdout(
  reader: ReadableStreamBYOBReader,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  signal: AbortSignal,
  state: { writing: boolean; lastProgressAt: number },
): Promise<void> {
  const free = [new ArrayBuffer(BUFFER_BYTES), new ArrayBuffer(BUFFER_BYTES)];
  let writing: Promise<void> = Promise.resolve();
  let readFailed = false;
  const onAbort = () => {
    reader.cancel(signal.reason).catch(() => {});
    writer.abort(signal.reason).catch(() => {});
  };
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    while (true) {
      if (signal.aborted) throw signal.reason;
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        // A buffer is free here: the write before the one in flight has handed its back.
        chunk = await reader.read(new Uint8Array(free.pop()!));
      } catch (e) {
        readFailed = true;
        throw e;
      }
      if (signal.aborted) throw signal.reason;
      if (chunk.done) break;
      const bytes = chunk.value;
      await writing; // at most one write in flight
      state.writing = true;
      writing = writer.write(bytes).then(
        () => {
          state.writing = false;
          state.lastProgressAt = Date.now();
          free.push(bytes.buffer as ArrayBuffer);
        },
        (e) => {
          reader.cancel(e).catch(() => {}); // like pipeTo: a sink error ends the read now
          throw e;
        },
      );
      writing.catch(() => {}); // awaited on the next turn: never an unhandled rejection
    }
    await writing;
    await writer.close();
  } catch (e) {
    if (signal.aborted) throw signal.reason;
    if (readFailed) await writer.abort(e).catch(() => {});
    else await reader.cancel(e).catch(() => {});
    throw e;
  } finally {
    signal.removeEventListener("abort", onAbort);
    reader.releaseLock();
    writer.releaseLock();
  }
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
