/**
 * The byte-stream shapes every transport and router works with.
 *
 * @module
 */

import type { StdoutHandover } from "./stdout_handover.ts";

/** A two-way byte stream: what a client or an implementation is to a router. */
export interface DuplexStream {
  /** Bytes coming from the peer. */
  readonly readable: ReadableStream<Uint8Array>;
  /** Bytes going to the peer. */
  readonly writable: WritableStream<Uint8Array>;
  /**
   * Present when `writable` is this process's stdout and it can be given to a child
   * process (see `transport/stdout_handover.ts`). Returns the offer, or null when the
   * check made now says no.
   */
  readonly stdoutHandover?: () => StdoutHandover | null;
  /**
   * The file descriptor `readable` reads (0 for this process's stdin), when nothing else
   * reads it: a relay may then move its bytes with `transport/fd_pump.ts` instead.
   */
  readonly readableFd?: number;
}

/**
 * A duplex stream to a peer that has a life of its own (a process, an in-process task).
 * Both members are optional: a plain {@linkcode DuplexStream} is a valid connection.
 */
export interface Connection extends DuplexStream {
  /** Resolves with the peer's exit code once it has ended (128+N when killed by signal N). */
  readonly exited?: Promise<number>;
  /**
   * Ends the peer now: politely, then by force after `graceMs`. Idempotent.
   *
   * @param graceMs How long the polite request has before force is used.
   * @param signal The polite request, for a process: the signal its group gets first
   *   (default SIGTERM; a daemon that received SIGINT passes SIGINT on).
   * @returns Resolves with the exit code once the peer is gone.
   */
  terminate?(graceMs: number, signal?: Deno.Signal): Promise<number>;
  /**
   * Present when the peer writes straight to this process's stdout (it was opened with
   * `{ stdout: "inherit" }`); `readable` then carries nothing.
   *
   * @param signal Stops the watch (it then resolves).
   * @returns Resolves once the peer no longer holds that output: it closed it, or it ended.
   */
  watchInheritedStdout?(signal: AbortSignal): Promise<void>;
  /**
   * The file descriptor of this process that `writable` writes (the write end of a child's
   * stdin pipe), or null when there is no such plain descriptor.
   */
  writableFd?(): number | null;
}

/** How a router asks a factory to open a peer. */
export interface OpenOptions {
  /**
   * `"inherit"`: the router has handed this process's stdout over, so a child process
   * should inherit it and write to the client directly. A factory that cannot (an
   * in-process peer) ignores it and returns a connection whose `readable` carries the
   * output as usual.
   */
  stdout?: "inherit";
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
