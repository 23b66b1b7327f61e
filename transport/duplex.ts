/**
 * The byte-stream shapes every transport and router works with.
 *
 * @module
 */

import type { Logger } from "../log/logger.ts";
import { messageOf } from "../log/error_text.ts";

/** A two-way byte stream: what a client or an implementation is to a router. */
export interface DuplexStream {
  /** Bytes coming from the peer. */
  readonly readable: ReadableStream<Uint8Array>;
  /** Bytes going to the peer. */
  readonly writable: WritableStream<Uint8Array>;
}

/**
 * A duplex stream to a peer that has a life of its own (a process, an in-process task).
 * Both members are optional: a plain {@linkcode DuplexStream} is a valid connection.
 */
export interface Connection extends DuplexStream {
  /**
   * Resolves with the peer's exit code once it has ended (128+N when killed by signal N).
   * Without it, the end of the peer's output stands for its exit (no code); a peer that has
   * `terminate` is ended with it on a stop (at once), or when its output has not ended
   * within the grace period after its input closed.
   */
  readonly exited?: Promise<number>;
  /**
   * For a peer that is dialled by the first frame (a remote agent over HTTP): resolves once
   * the peer was reached (its answer, or its refusal, is on `readable`), and rejects when it
   * could not be reached at all (a network failure, no answer in time). The connection then
   * still answers the first frame itself and ends; a router that awaits this promise after
   * writing the first frame answers as for a failed start instead and discards `readable`.
   * A peer that is there once the factory returns (a process, a WebSocket) has none.
   */
  readonly reached?: Promise<void>;
  /**
   * Where a dialled peer is: a remote agent's URL, without any user name or password.
   * A transcript's `agent_start` records it.
   */
  readonly url?: string;
  /**
   * Ends the peer now: politely, then by force after `graceMs`. Idempotent, except that a
   * later call naming another signal sends that one at once (a stop during the grace).
   *
   * @param graceMs How long the polite request has before force is used.
   * @param signal The polite request, for a process: the signal its group gets first
   *   (default SIGTERM; a daemon that received SIGINT passes SIGINT on).
   * @returns Resolves with the exit code once the peer is gone.
   */
  terminate?(graceMs: number, signal?: Deno.Signal): Promise<number>;
}

/** What a router asks of one connection it opens. */
export interface OpenOptions {
  /**
   * Environment variables for this connection only (e.g. `TRACEPARENT`), added to what the
   * implementation gets anyway; an implementation without an environment ignores them.
   */
  env?: Record<string, string>;
  /** Inherited environment variables this connection must not see (e.g. a stale `TRACESTATE`). */
  unsetEnv?: readonly string[];
  /**
   * Aborted when the router gives up on this connection before the factory has returned it
   * (a stop, its initialize timeout, a client that left): a factory that waits (a remote
   * agent's dial) should stop waiting then and reject. What it returns after that is ended.
   */
  signal?: AbortSignal;
  /**
   * Where lines about this connection go (a remote agent's dial and its end): the router's
   * logger for it, which names the connection when a server serves many. A factory given a
   * logger of its own keeps using that one.
   * @default the factory's own logger, or none
   */
  logger?: Logger;
}

/**
 * Opens a fresh connection to one implementation. Called lazily, once per selection.
 *
 * @example A factory for an in-memory echo peer
 * ```ts
 * import type { ConnectionFactory } from "./duplex.ts";
 * const echo: ConnectionFactory = () => new TransformStream<Uint8Array, Uint8Array>();
 * ```
 */
export type ConnectionFactory = (options?: OpenOptions) => Connection | Promise<Connection>;

/**
 * What a factory returned, checked: a connection needs a `ReadableStream` `readable` and a
 * `WritableStream` `writable`, neither locked (a factory written in plain JavaScript may return
 * anything, and one may hand over a stream it still reads or writes itself).
 *
 * @param value What the factory returned.
 * @returns The connection.
 * @throws {TypeError} Naming what is missing, so that the router reports a failed start.
 *
 * @example A factory that forgot its streams
 * ```ts
 * import { checkedConnection } from "./duplex.ts";
 * try {
 *   checkedConnection({});
 * } catch (e) {
 *   console.log((e as Error).message); // "the factory returned no connection: readable is not a ReadableStream, writable is not a WritableStream"
 * }
 * ```
 */
export function checkedConnection(value: unknown): Connection {
  const c = value as Partial<Connection> | null | undefined;
  const missing = [
    ...(c?.readable instanceof ReadableStream
      ? c.readable.locked ? ["readable is locked (something else reads it)"] : []
      : ["readable is not a ReadableStream"]),
    ...(c?.writable instanceof WritableStream
      ? c.writable.locked ? ["writable is locked (something else writes to it)"] : []
      : ["writable is not a WritableStream"]),
    // Optional, but used as what they are when given.
    ...(c?.exited === undefined || typeof (c.exited as { then?: unknown }).then === "function"
      ? []
      : ["exited is not a promise"]),
    ...(c?.terminate === undefined || typeof c.terminate === "function"
      ? []
      : ["terminate is not a function"]),
  ];
  if (missing.length > 0) {
    throw new TypeError(`the factory returned no connection: ${missing.join(", ")}`);
  }
  return c as Connection;
}

/**
 * Why `stream` cannot be served (not a pair of web streams, a getter among them that throws, or
 * one of them already locked by another reader or writer), or `undefined`: a router checks it
 * first, so that it resolves with `failed` instead of rejecting, and nothing is locked half-way.
 *
 * @param stream The client's streams, as the caller gave them.
 * @returns What is wrong with them, or `undefined` when they can be served.
 *
 * @example A readable someone else reads
 * ```ts
 * import { unusableStreams } from "./duplex.ts";
 * const pair = new TransformStream<Uint8Array, Uint8Array>();
 * pair.readable.getReader();
 * console.log(unusableStreams(pair)); // "its readable is locked (another reader holds it)"
 * ```
 */
export function unusableStreams(stream: DuplexStream): string | undefined {
  let readable: unknown, writable: unknown;
  try {
    ({ readable, writable } = (stream ?? {}) as Partial<DuplexStream>);
  } catch (e) { // a getter that throws, a revoked Proxy
    return `its streams could not be read: ${messageOf(e)}`;
  }
  if (!(readable instanceof ReadableStream) || !(writable instanceof WritableStream)) {
    return "it needs a readable and a writable web stream";
  }
  if (readable.locked) return "its readable is locked (another reader holds it)";
  if (writable.locked) return "its writable is locked (another writer holds it)";
  return undefined;
}
