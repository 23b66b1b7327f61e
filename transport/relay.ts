/**
 * Pipes a client and a peer connection together, byte for byte, and ends both cleanly
 * (ROUTING §1 and §3.6).
 *
 * Invariants:
 * - Bytes are never inspected, copied into new buffers or re-encoded: the prefix chunks
 *   are written first, then the client's stream is piped with `pipeTo` (backpressure on
 *   both sides comes from the streams themselves).
 * - Client end of input closes the peer's input; then the peer has `graceMs` to exit
 *   before `terminate()` (SIGTERM to its group, SIGKILL after another `graceMs`).
 * - Peer end of output closes the client's output; the relay resolves with the peer's
 *   exit code once the peer is gone.
 * - A write error on either side (EPIPE) is a normal end, not a failure.
 * - The returned promise never rejects, and every pipe it started has settled when it resolves.
 *
 * @module
 */

import type { Connection } from "./duplex.ts";
import { settlesWithin } from "./subprocess.ts";
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
}

/** The client side of a relay: the rest of its input and its output. */
export interface RelayClient {
  /** Client bytes still to forward (after any prefix). */
  readable: ReadableStream<Uint8Array>;
  /** Where peer bytes go. */
  writable: WritableStream<Uint8Array>;
}

type Event =
  | "client-eof"
  | "peer-input-error"
  | "peer-eof"
  | "client-output-error"
  | "peer-exit"
  | "shutdown";

/**
 * Relays until both sides are done.
 *
 * @param client The client's remaining input and its output.
 * @param prefix Chunks to send to the peer before the client's remaining input.
 * @param peer The selected implementation.
 * @param options Grace period, shutdown signal, logger.
 * @returns The exit code: the peer's own, or 0 when it has none.
 *
 * @example
 * ```ts
 * import { relay } from "./relay.ts";
 * const echo = new TransformStream<Uint8Array, Uint8Array>();
 * const out = new TransformStream<Uint8Array, Uint8Array>();
 * const code = relay({ readable: ReadableStream.from([new Uint8Array([104, 105, 10])]), writable: out.writable }, [], echo);
 * console.log(new TextDecoder().decode(await new Response(out.readable).arrayBuffer())); // "hi\n"
 * console.log(await code); // 0
 * ```
 */
export async function relay(
  client: RelayClient,
  prefix: readonly Uint8Array[],
  peer: Connection,
  options: RelayOptions = {},
): Promise<number> {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const log = options.logger ?? silentLogger;
  const stopUpstream = new AbortController();
  const stopDownstream = new AbortController();

  const upstream = (async () => {
    if (prefix.length > 0) {
      const writer = peer.writable.getWriter();
      try {
        for (const chunk of prefix) await writer.write(chunk);
      } finally {
        writer.releaseLock();
      }
    }
    await client.readable.pipeTo(peer.writable, { signal: stopUpstream.signal });
  })();
  const downstream = peer.readable.pipeTo(client.writable, { signal: stopDownstream.signal });
  upstream.catch(() => {});
  downstream.catch(() => {});

  const shutdown = new Promise<"shutdown">((resolve) => {
    if (options.signal?.aborted) resolve("shutdown");
    options.signal?.addEventListener("abort", () => resolve("shutdown"), { once: true });
  });
  const never = new Promise<never>(() => {});
  const peerExit = peer.exited?.then((): "peer-exit" => "peer-exit", () => "peer-exit" as const) ??
    never;

  let event: Event = await Promise.race([
    upstream.then((): Event => "client-eof", (e): Event => {
      log.debug(`the client-to-agent pipe failed: ${errorText(e)}`);
      return "peer-input-error";
    }),
    downstream.then((): Event => "peer-eof", (e): Event => {
      log.debug(`the agent-to-client pipe failed: ${errorText(e)}`);
      return "client-output-error";
    }),
    peerExit,
    shutdown,
  ]);
  log.debug(`relay: ${event}`);

  if (event === "peer-input-error") {
    // The peer stopped reading; its output decides what happens next.
    event = await Promise.race([
      downstream.then((): Event => "peer-eof", (): Event => "client-output-error"),
      peerExit,
      shutdown,
    ]);
  }
  if (event === "peer-exit") {
    // Let the peer's last output drain before anything is closed.
    await settlesWithin(downstream, graceMs);
  }
  if (event !== "client-eof") stopUpstream.abort();
  if (event === "client-output-error") stopDownstream.abort();

  let code = 0;
  if (peer.exited) {
    const endedByItself = await settlesWithin(peer.exited, graceMs);
    if (!endedByItself) {
      log.info(`the agent is still running ${graceMs} ms after its input closed; terminating it`);
    }
    code = peer.terminate ? await peer.terminate(graceMs) : await peer.exited;
    if (endedByItself && code !== 0) log.error(`the agent ended with exit code ${code}`);
  }
  if (!await settlesWithin(downstream, graceMs)) {
    log.debug("relay: the agent's output is still open after it ended; closing it");
    stopDownstream.abort();
  }
  // A source blocked in a read may take a moment to notice the abort; never wait forever.
  await settlesWithin(Promise.allSettled([upstream, downstream]), graceMs);
  return code;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
