/**
 * The requests a server's sockets have taken in and not yet answered, bounded per socket and in
 * all. `node:http` parses every request a read brings (up to 64 KiB of them) and pauses a
 * socket only for answer bytes it has not sent; requests pipelined behind one that waits (a
 * POST whose agent does not read) would otherwise be taken in without end, several KB each.
 *
 * Invariants:
 * - A request waits from when it is taken in until its answer is written (an event stream:
 *   while it lasts; node:http holds the answers pipelined behind it until it ends).
 * - Past {@linkcode MAX_WAITING_REQUESTS} on one socket, or while its client has not taken
 *   what was written to it (its `writableNeedDrain`), that socket is not read until half of
 *   them are answered (the client's writes wait in TCP) and its client has taken what was
 *   written; a socket node:http paused for answers its client had not taken is read again on
 *   the same terms.
 * - Past {@linkcode MAX_WAITING_REQUESTS_IN_ALL} on all sockets, a request that would wait
 *   behind another on its socket is not taken: that socket is closed (said once until the
 *   number falls to half), and the requests parsed after it on it are dropped.
 *
 * @module
 */

import type { Duplex } from "node:stream";
import type { Logger } from "../log/logger.ts";

/** Most requests on one socket taken in and not yet answered before it is read no more. */
export const MAX_WAITING_REQUESTS = 32;

/** Most requests on all sockets taken in and not yet answered before pipelining is refused. */
export const MAX_WAITING_REQUESTS_IN_ALL = 4096;

/** A socket with `node:http`'s own pause flag and parser. */
type HttpSocket = Duplex & { _paused?: boolean; parser?: { resume?(): void } | null };

/** Counts the requests waiting to be answered, per socket and in all. */
export class WaitingRequests {
  readonly #log: Logger;
  readonly #counts = new WeakMap<Duplex, number>();
  /** Sockets a WebSocket took over: their reading is the WebSocket's. */
  readonly #upgraded = new WeakSet<Duplex>();
  /** Paused sockets waiting for their 'drain' to be read again. */
  readonly #draining = new WeakSet<Duplex>();
  /** Sockets closed for pipelining past the bound in all: what they still bring is dropped. */
  readonly #shed = new WeakSet<Duplex>();
  #inAll = 0;
  #said = false;

  /** @param log Where the first refusal of a flood is said. */
  constructor(log: Logger) {
    this.#log = log;
  }

  /** The requests taken in and not yet answered, on all sockets. */
  get inAll(): number {
    return this.#inAll;
  }

  /**
   * Counts a request taken in on `socket`, and stops reading it past the bound.
   *
   * @param socket The request's socket.
   * @returns Call once the request's answer has been written (again: nothing), or `null` when
   *   it is not taken: its socket is closed (over the bound in all) and it is to be dropped.
   */
  take(socket: Duplex): (() => void) | null {
    if (this.#shed.has(socket)) return null;
    const before = this.#counts.get(socket) ?? 0;
    if (before > 0 && this.#inAll >= MAX_WAITING_REQUESTS_IN_ALL) {
      this.#shed.add(socket);
      if (!this.#said) {
        this.#said = true;
        this.#log.warn(
          `more than ${MAX_WAITING_REQUESTS_IN_ALL} requests wait to be answered in all: a ` +
            `connection that pipelines a request behind one that waits (from ` +
            `${socketAddress(socket)}) is closed, and so is each one that does meanwhile`,
        );
      }
      socket.destroy();
      return null;
    }
    this.#counts.set(socket, before + 1);
    this.#inAll++;
    // Also while its client has not taken what was written (node:http's own pause for that
    // does not hold in Deno's: hostile17, 1.7 GB of answers to 300 clients that read none).
    if (
      (before + 1 > MAX_WAITING_REQUESTS || socket.writableNeedDrain) && !socket.isPaused()
    ) {
      // node:http's own flag: with it set, node:http also pauses its parser after the read it
      // is in.
      (socket as HttpSocket)._paused = true;
      socket.pause();
    }
    let answered = false;
    return () => {
      if (answered) return;
      answered = true;
      this.#inAll--;
      if (this.#inAll <= MAX_WAITING_REQUESTS_IN_ALL / 2) this.#said = false;
      this.#counts.set(socket, (this.#counts.get(socket) ?? 1) - 1);
      this.#resume(socket);
    };
  }

  /**
   * Leaves `socket` to the WebSocket that takes it over: it is never resumed here.
   *
   * @param socket An upgrade's socket.
   */
  upgraded(socket: Duplex): void {
    this.#upgraded.add(socket);
  }

  /**
   * Reads `socket` again when it is paused (by this, or by node:http for answers its client
   * had not taken), half its bound or fewer of its requests wait, and its client has taken
   * what was written (else once it has: its 'drain'). node:http lifts its own pause only on a
   * 'drain', which does not come when its answers were held, not written (regress99: such a
   * socket was never read again).
   */
  #resume(socket: Duplex): void {
    if (socket.destroyed || !socket.isPaused() || this.#upgraded.has(socket)) return;
    if ((this.#counts.get(socket) ?? 0) > MAX_WAITING_REQUESTS / 2) return;
    if (socket.writableNeedDrain) {
      if (this.#draining.has(socket)) return;
      this.#draining.add(socket);
      socket.once("drain", () => {
        this.#draining.delete(socket);
        this.#resume(socket);
      });
      return;
    }
    const flags = socket as HttpSocket;
    flags._paused = false;
    flags.parser?.resume?.();
    socket.resume();
  }
}

/** A socket's peer as a line names it. */
function socketAddress(socket: Duplex): string {
  const s = socket as Duplex & { remoteAddress?: string; remotePort?: number };
  return `${s.remoteAddress ?? "unknown"}:${s.remotePort ?? 0}`;
}
