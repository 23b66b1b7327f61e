/**
 * The requests a server's sockets have taken in and not yet served, bounded per socket and in
 * all. `node:http` parses every request a read brings (up to 64 KiB of them) and pauses a
 * socket only for answer bytes it has not sent; requests pipelined behind one that waits (a
 * POST whose agent does not read) would otherwise be taken in without end, several KB each.
 *
 * Invariants:
 * - Past {@linkcode MAX_WAITING_REQUESTS} on one socket, that socket is not read until half of
 *   them are served (the client's writes wait in TCP), and its client has taken the answers
 *   sent (else node:http's own pause for unsent answers holds it, and lifts it on 'drain').
 * - Past {@linkcode MAX_WAITING_REQUESTS_IN_ALL} on all sockets, a request that would wait
 *   behind another on its socket is not taken: that socket is closed (said once until the
 *   number falls to half), and the requests parsed after it on it are dropped.
 *
 * @module
 */

import type { Duplex } from "node:stream";
import type { Logger } from "../log/logger.ts";

/** Most requests on one socket taken in and not yet served before it is read no more. */
export const MAX_WAITING_REQUESTS = 32;

/** Most requests on all sockets taken in and not yet served before pipelining is refused. */
export const MAX_WAITING_REQUESTS_IN_ALL = 4096;

/** A socket with `node:http`'s own pause flag and parser. */
type HttpSocket = Duplex & { _paused?: boolean; parser?: { resume?(): void } | null };

/** Counts the requests waiting to be served, per socket and in all. */
export class WaitingRequests {
  readonly #log: Logger;
  readonly #counts = new WeakMap<Duplex, number>();
  /** Sockets this paused (and not node:http for unsent answers): the ones it resumes. */
  readonly #held = new WeakSet<Duplex>();
  /** Sockets closed for pipelining past the bound in all: what they still bring is dropped. */
  readonly #shed = new WeakSet<Duplex>();
  #inAll = 0;
  #said = false;

  /** @param log Where the first refusal of a flood is said. */
  constructor(log: Logger) {
    this.#log = log;
  }

  /** The requests taken in and not yet served, on all sockets. */
  get inAll(): number {
    return this.#inAll;
  }

  /**
   * Counts a request taken in on `socket`, and stops reading it past the bound.
   *
   * @param socket The request's socket.
   * @returns Call once the request has been served (again: nothing), or `null` when it is
   *   not taken: its socket is closed (over the bound in all) and it is to be dropped.
   */
  take(socket: Duplex): (() => void) | null {
    if (this.#shed.has(socket)) return null;
    const before = this.#counts.get(socket) ?? 0;
    if (before > 0 && this.#inAll >= MAX_WAITING_REQUESTS_IN_ALL) {
      this.#shed.add(socket);
      if (!this.#said) {
        this.#said = true;
        this.#log.warn(
          `more than ${MAX_WAITING_REQUESTS_IN_ALL} requests wait to be served in all: a ` +
            `connection that pipelines a request behind one that waits (from ` +
            `${socketAddress(socket)}) is closed, and so is each one that does meanwhile`,
        );
      }
      socket.destroy();
      return null;
    }
    this.#counts.set(socket, before + 1);
    this.#inAll++;
    const flags = socket as HttpSocket;
    if (before + 1 > MAX_WAITING_REQUESTS && !socket.isPaused()) {
      // node:http's own flag: with it set, node:http also pauses its parser after the read it
      // is in. A socket node:http paused itself (its client reads no answers) is left to it.
      this.#held.add(socket);
      flags._paused = true;
      socket.pause();
    }
    let served = false;
    return () => {
      if (served) return;
      served = true;
      this.#inAll--;
      if (this.#inAll <= MAX_WAITING_REQUESTS_IN_ALL / 2) this.#said = false;
      const left = (this.#counts.get(socket) ?? 1) - 1;
      this.#counts.set(socket, left);
      if (left > MAX_WAITING_REQUESTS / 2 || !this.#held.has(socket)) return;
      this.#held.delete(socket);
      // Answers its client has not taken: node:http's pause for them goes on (the flag stays),
      // and node:http resumes the socket on its 'drain' (regress98: resumed here, a client
      // that reads no answers had every request it sent taken in, and their answers held).
      if (socket.destroyed || !socket.isPaused() || socket.writableNeedDrain) return;
      flags._paused = false;
      flags.parser?.resume?.();
      socket.resume();
    };
  }
}

/** A socket's peer as a line names it. */
function socketAddress(socket: Duplex): string {
  const s = socket as Duplex & { remoteAddress?: string; remotePort?: number };
  return `${s.remoteAddress ?? "unknown"}:${s.remotePort ?? 0}`;
}
