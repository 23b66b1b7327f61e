/**
 * The server end of one WebSocket over the TCP socket that `node:http` hands over after the
 * `101` (RFC 6455): client frames in through {@linkcode WsFrameReader}, text frames out in
 * batches -- every frame queued in one task goes out in one socket write, so a burst of agent
 * lines costs one write, not one per line -- pings, pongs and the close handshake. Writes of
 * at most {@linkcode WRITE_SLICE_BYTES} are handed to the socket in rounds of at most
 * {@linkcode ROUND_BYTES}, two rounds at a time: Deno's `node:net` finishes a write (and a
 * `writev` of everything queued behind it) only once the kernel has taken all of it, so a
 * client that takes its output slowly but steadily shows as each round goes, not as nothing
 * for megabytes.
 *
 * Invariants:
 * - {@linkcode ServerWebSocket.sendText} copies the bytes at once; the caller may reuse them.
 * - Exactly one of `onClose` is reported, once, whoever ends the socket; after it nothing is
 *   sent or reported.
 * - A ping goes out every `pingMs`; a client that sent nothing at all (no pong, no frame)
 *   and took none of the output between two pings is dropped (`onClose` with 1006 and
 *   `timedOut`), unless its bytes are not being read (the server paused reading: its pong
 *   would wait unread). One that takes output is there, though its pong waits behind that
 *   output. A client's ping is answered unless {@linkcode PONG_BACKLOG_BYTES} wait unsent (a
 *   client that pings and never reads cannot make the server buffer without bound).
 * - After a close frame has been sent the TCP socket is ended. A close that drains (the
 *   server's own end) lets what was queued before it go while the client takes it (nothing
 *   taken for `closeStallMs`: the socket is destroyed, what is unsent lost); once the kernel
 *   has it all (its buffer may hold megabytes, whose going cannot be seen), a client that has
 *   not closed its side `closeStallMs` later is destroyed. Any other close (an answer to the
 *   client's, a protocol failure), or one {@linkcode ServerWebSocket.hurry} was called for (a
 *   shutdown), waits {@linkcode CLOSE_WAIT_MS} in all. Meanwhile the client's bytes are read
 *   (and dropped, even while the server had paused reading for backpressure) until its close
 *   frame or its end: one message's worth (`maxMessageBytes`) at once, then at most
 *   {@linkcode CLOSING_READ_BYTES_PER_S} for all closing sockets of the process together. A
 *   client still writing the rest of a message refused with 1009 finishes it and closes
 *   cleanly; clients whose messages never end are not read at full speed for the whole wait
 *   (each chunk a new allocation: hundreds of MiB, and the CPU, for a few connections).
 *
 * @module
 */

import type { Duplex } from "node:stream";
import type { BodyHold } from "./server_body.ts";
import { frameHeaderSize, Opcode, writeFrameHeader, WsFrameReader } from "./ws_frames.ts";

/** How long a closed socket waits for the client's side to close before it is destroyed. */
export const CLOSE_WAIT_MS = 2_000;
/** How often a closed socket with output still queued looks at whether the client takes it. */
const CLOSE_DRAIN_POLL_MS = 100;
/** The most bytes handed to the socket in one write. */
const WRITE_SLICE_BYTES = 64 * 1024;
/**
 * The most bytes handed to the socket in one round of writes: only a round's last write gets a
 * callback (a callback on every write costs an eighth of the throughput), and the round's
 * bytes count as taken when it fires.
 */
const ROUND_BYTES = 1024 * 1024;
/**
 * Rounds handed to the socket at once: the next is there when one is written (no idle turn in
 * between), and the socket never holds so much that a slow client's progress goes unseen.
 */
const ROUNDS_IN_FLIGHT = 2;
/** The smallest and largest output batch buffer (a larger frame gets one of its own size). */
const MIN_BATCH_BYTES = 4 * 1024, MAX_BATCH_BYTES = 64 * 1024;
const EMPTY = new Uint8Array(0);
const encoder = new TextEncoder();
/**
 * After a close frame was sent and one message's worth of the client's bytes was read since,
 * how fast the rest is read (bytes per second), by all closing sockets of the process
 * together.
 */
export const CLOSING_READ_BYTES_PER_S = 64 * 1024 * 1024;
/** Until when the closing sockets' reads so far have used the shared rate (ms). */
let closingReadsUntil = 0;
/** Unsent bytes past which pings are no longer answered. */
export const PONG_BACKLOG_BYTES = 1024 * 1024;

/** What a {@linkcode ServerWebSocket} reports. */
export interface ServerWebSocketEvents {
  /** A whole text message (UTF-8 checked). */
  readonly text: (bytes: Uint8Array) => void;
  /** A whole binary message. */
  readonly binary: (size: number) => void;
  /** The client broke the protocol or a limit; the socket is being closed with `code`. */
  readonly failure: (code: 1002 | 1007 | 1009 | 1013, message: string) => void;
  /**
   * The socket has ended, whoever ended it: with the client's close code (1005 for a close
   * frame without one, 1006 when it sent no close frame: the TCP connection went away or it
   * did not answer pings, then `timedOut`) and reason, and how many bytes of output (the close
   * frame's too) were still queued, never sent.
   */
  readonly close: (code: number, reason: string, timedOut: boolean, unsent: number) => void;
}

/** Options of a {@linkcode ServerWebSocket}. */
export interface ServerWebSocketOptions {
  /** The upgraded socket (the `101` already written). */
  readonly socket: Duplex;
  /** Bytes the client sent after its upgrade request. */
  readonly head: Uint8Array;
  /** The largest client message. */
  readonly maxMessageBytes: number;
  /** The ping period in ms; 0 sends none. */
  readonly pingMs: number;
  /**
   * After the close frame: how long output still queued may go untaken by the client before
   * the socket is destroyed.
   * @default CLOSE_WAIT_MS
   */
  readonly closeStallMs?: number;
  /**
   * This socket's share of its server's budget for what clients are still sending: the bytes
   * held for an unfinished message are taken from it as they come and given back once the
   * message is whole or the socket ends. A message whose bytes it has not is refused with
   * 1013 (try again later).
   * @default no budget
   */
  readonly hold?: BodyHold;
}

/**
 * A server-side WebSocket.
 *
 * @example Echo text messages
 * ```ts ignore
 * const ws = new ServerWebSocket({ socket, head, maxMessageBytes: 1 << 20, pingMs: 30_000 });
 * ws.start({ text: (b) => ws.sendText(b), binary: () => {}, failure: () => {}, close: () => {} });
 * ```
 */
export class ServerWebSocket {
  readonly #socket: Duplex;
  readonly #reader: WsFrameReader;
  readonly #pingMs: number;
  readonly #head: Uint8Array;
  readonly #maxMessageBytes: number;
  readonly #hold: BodyHold | undefined;
  #events: ServerWebSocketEvents | undefined;
  /** The client's bytes read since the close frame was sent. */
  #readWhileClosing = 0;
  /** Reading waits for the closing read rate to catch up. */
  #throttled = false;
  /** The batch being filled (allocated when a frame is queued, sized by the last batch). */
  #out = EMPTY;
  #outAt = 0;
  #nextBatchBytes = MIN_BATCH_BYTES;
  #flushQueued = false;
  /** Slices waiting for the socket, oldest first: handed to it a round at a time. */
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;
  /** Rounds of writes in the socket's hands (at most {@linkcode ROUNDS_IN_FLIGHT}). */
  #rounds = 0;
  /** The socket is ended once every slice is written (after the close frame). */
  #endWhenSent = false;
  /** What was still unsent when the socket went (before its writes' callbacks let it go). */
  #unsentAtEnd: number | undefined;
  /** A close frame has been sent (or the socket is gone): nothing more is sent. */
  #closing = false;
  #reported = false;
  #heard = true;
  /**
   * The client's bytes are not read ({@linkcode ServerWebSocket.pauseReading}): its pong cannot
   * be heard, so a missing one is not held against it (the agent that stopped reading is
   * judged by the server's stall bound instead).
   */
  #paused = false;
  #pinged = false;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #closeTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #closeStallMs: number;
  /** {@linkcode ServerWebSocket.hurry} was called: the close waits no longer than its bound. */
  #hurried = false;
  #throttleTimer: ReturnType<typeof setTimeout> | undefined;
  #clientCode = 1006;
  #clientReason = "";
  #timedOut = false;
  /** Bytes handed to the socket so far; at the last ping, how many it had passed on, and the
   * output queued ahead of that ping. */
  #written = 0;
  #takenAtPing = 0;
  #unsentAtPing = 0;

  /**
   * @param options The socket, the bytes after the request, the message cap and ping period.
   */
  constructor(options: ServerWebSocketOptions) {
    this.#socket = options.socket;
    this.#reader = new WsFrameReader(options.maxMessageBytes);
    this.#pingMs = options.pingMs;
    this.#head = options.head;
    this.#maxMessageBytes = options.maxMessageBytes;
    this.#closeStallMs = options.closeStallMs ?? CLOSE_WAIT_MS;
    this.#hold = options.hold;
  }

  /** Whether text can still be sent. */
  get open(): boolean {
    return !this.#closing;
  }

  /** Whether the TCP socket has ended (`onClose` was reported). */
  get gone(): boolean {
    return this.#reported;
  }

  /** Bytes queued and not yet taken by the kernel. */
  get bufferedAmount(): number {
    return this.#outAt + this.#unsent();
  }

  /** Bytes past the batch being filled not yet taken by the kernel. */
  #unsent(): number {
    return this.#pendingBytes + this.#socket.writableLength;
  }

  /**
   * Starts reading the client's frames and pinging.
   *
   * @param events Where to report.
   */
  start(events: ServerWebSocketEvents): void {
    this.#events = events;
    const socket = this.#socket;
    socket.on("data", (chunk: Uint8Array) => this.#onData(chunk));
    // Paused by hand when the upgrade waited its turn (http_front's waitTurn): a "data"
    // listener alone would not start it again.
    socket.resume();
    socket.on("error", (e: Error) => { // its "close" follows, and reports it
      // Only for a socket that ended without a close frame: after one, the code and reason
      // are the client's own (scaleout5: a reset after a close 1000 was logged as its reason).
      if (this.#clientCode === 1006 && this.#clientReason === "") {
        this.#clientReason = `the connection failed: ${e.message}`;
      }
    });
    socket.on("close", () => this.#onSocketClose());
    // The HTTP server's sockets are half-open capable: the client's FIN ends the WebSocket.
    socket.on("end", () => socket.destroy());
    if (socket.destroyed) { // gone while the upgrade was being checked
      queueMicrotask(() => this.#onSocketClose());
      return;
    }
    if (this.#pingMs > 0) this.#pingTimer = setInterval(() => this.#tick(), this.#pingMs);
    if (this.#head.length > 0) this.#onData(this.#head);
  }

  /**
   * Stops taking the client's bytes (TCP backpressure): frames already received are still
   * reported; no more are read until {@linkcode resumeReading}.
   */
  pauseReading(): void {
    this.#paused = true;
    this.#socket.pause();
  }

  /** Takes the client's bytes again after {@linkcode pauseReading}. */
  resumeReading(): void {
    this.#paused = false;
    this.#heard = true; // a pong that waited unread counts from now, a whole interval on
    if (!this.#throttled) this.#socket.resume();
  }

  /**
   * Queues one text frame of `bytes` (copied now); it is written at the end of this task.
   *
   * @param bytes The frame's text, UTF-8.
   */
  sendText(bytes: Uint8Array): void {
    if (this.#closing) return;
    this.#queue(Opcode.text, bytes);
  }

  /**
   * Sends a close frame (after everything queued) and ends the socket; `onClose` follows once
   * the client's side has closed (or the socket was destroyed: {@linkcode CLOSE_WAIT_MS} after
   * the close, or, when it drains, after the client took nothing for `closeStallMs` or did not
   * close its side `closeStallMs` after the kernel took it all).
   *
   * @param code The close code.
   * @param reason The reason, at most 123 UTF-8 bytes.
   * @param drain What is queued goes while the client takes it (the server's own end).
   */
  close(code: number, reason: string, drain = false): void {
    if (this.#closing) return;
    if (!drain) this.#hurried = true;
    const text = encoder.encode(reason);
    const payload = new Uint8Array(2 + text.length);
    payload[0] = code >>> 8;
    payload[1] = code & 0xff;
    payload.set(text, 2);
    this.#queue(Opcode.close, payload);
    this.#flush();
    this.#closing = true;
    // Its messages are dropped from now: what it held goes back to the budget.
    this.#reader.discardMessages();
    this.#hold?.resize(this.#reader.heldBytes);
    this.#stopPings();
    this.#endWhenSent = true;
    this.#pump();
    // Backpressure is over (nothing more is delivered): the client's close is looked for.
    if (this.#paused) {
      this.#paused = false;
      if (!this.#throttled) this.#socket.resume();
    }
    if (!this.#reported) this.#awaitClientClose();
  }

  /**
   * From now, the close waits at most {@linkcode CLOSE_WAIT_MS} (from now, or from the close
   * frame when it comes later), whatever is still queued: for a shutdown, which must not wait
   * on clients that read slowly.
   */
  hurry(): void {
    this.#hurried = true;
  }

  /**
   * After the close frame: what is still queued goes while the client takes it, then the
   * client has `closeStallMs` (at least {@linkcode CLOSE_WAIT_MS}; that alone once hurried)
   * to close its side; a client that takes nothing for `closeStallMs`, or does not close, gets
   * its socket destroyed.
   */
  #awaitClientClose(): void {
    let left = this.#unsent();
    let progressAt = Date.now();
    let waitFrom: number | undefined; // the client's close is waited for from then
    const check = () => {
      const now = Date.now();
      const unsent = this.#unsent();
      if (unsent < left) [left, progressAt] = [unsent, now];
      if (unsent === 0 || this.#hurried) waitFrom ??= now;
      // Once the kernel has it all, what it still holds (megabytes) cannot be seen going: a
      // draining close gives the client the stall bound to take that and close its side.
      const waitMs = this.#hurried ? CLOSE_WAIT_MS : Math.max(CLOSE_WAIT_MS, this.#closeStallMs);
      if (
        (waitFrom !== undefined && now - waitFrom >= waitMs) ||
        (unsent > 0 && now - progressAt >= this.#closeStallMs)
      ) {
        return void this.#destroy();
      }
      this.#closeTimer = setTimeout(check, CLOSE_DRAIN_POLL_MS);
    };
    check();
  }

  #queue(opcode: number, bytes: Uint8Array): void {
    const need = frameHeaderSize(bytes.length) + bytes.length;
    if (this.#out.length - this.#outAt < need) {
      this.#flush();
      this.#out = new Uint8Array(Math.max(need, this.#nextBatchBytes));
    }
    const at = writeFrameHeader(this.#out, this.#outAt, opcode, bytes.length);
    this.#out.set(bytes, at);
    this.#outAt = at + bytes.length;
    if (!this.#flushQueued) {
      this.#flushQueued = true;
      queueMicrotask(() => this.#flush());
    }
  }

  #flush(): void {
    this.#flushQueued = false;
    if (this.#outAt === 0) return;
    const batch = this.#out.subarray(0, this.#outAt);
    // A stream of lines fills large batches; a turn now and then keeps them small.
    this.#nextBatchBytes = Math.min(
      MAX_BATCH_BYTES,
      Math.max(MIN_BATCH_BYTES, 2 * this.#outAt),
    );
    this.#out = EMPTY;
    this.#outAt = 0;
    if (this.#socket.destroyed || !this.#socket.writable) return;
    for (let at = 0; at < batch.length; at += WRITE_SLICE_BYTES) {
      this.#pending.push(batch.subarray(at, at + WRITE_SLICE_BYTES));
    }
    this.#pendingBytes += batch.length;
    this.#pump();
  }

  /** Hands the socket the next round as earlier ones are written; ends it after the last. */
  #pump(): void {
    while (this.#rounds < ROUNDS_IN_FLIGHT) {
      if (this.#socket.destroyed || !this.#socket.writable) {
        this.#unsentAtEnd ??= this.#outAt + this.#unsent();
        [this.#pending, this.#pendingBytes] = [[], 0];
        return;
      }
      if (this.#pending.length === 0) {
        // The end goes after the last write (the socket keeps their order).
        if (this.#endWhenSent) this.#socket.end();
        this.#endWhenSent = false;
        return;
      }
      let bytes = 0;
      let last: Uint8Array = EMPTY;
      while (
        this.#pending.length > 0 && (bytes === 0 || bytes + this.#pending[0].length <= ROUND_BYTES)
      ) {
        if (last.length > 0) this.#socket.write(last);
        last = this.#pending.shift()!;
        bytes += last.length;
      }
      this.#pendingBytes -= bytes;
      this.#written += bytes;
      this.#rounds++;
      this.#socket.write(last, () => {
        this.#rounds--;
        this.#pump();
      });
    }
  }

  #onData(chunk: Uint8Array): void {
    this.#heard = true;
    if (this.#closing) this.#throttle(chunk.length); // a gone socket sends no more
    this.#reader.push(chunk, (event) => {
      const events = this.#events!;
      switch (event.kind) {
        case "text":
          if (!this.#closing) events.text(event.bytes);
          return;
        case "binary":
          if (!this.#closing) events.binary(event.size);
          return;
        case "ping":
          // A client that pings without reading gets no more pongs once a backlog builds
          // (RFC 6455 §5.5.3 lets an endpoint answer only the latest pings).
          if (!this.#closing && this.bufferedAmount < PONG_BACKLOG_BYTES) {
            this.#queue(Opcode.pong, event.payload);
          }
          return;
        case "pong":
          return;
        case "close":
          this.#clientCode = event.code ?? 1005;
          this.#clientReason = event.reason;
          if (!this.#closing) this.close(event.code ?? 1000, "");
          return;
        case "failure":
          if (this.#closing) return;
          events.failure(event.code, event.message);
          this.close(event.code, event.message.slice(0, 120));
          return;
      }
    });
    if (this.#hold !== undefined) this.#holdUnfinished(this.#hold);
  }

  /**
   * Takes from the server's budget what the reader holds now, or gives back what it freed.
   * Past the budget the reader stops, letting go of what it held: an open socket is closed
   * with 1013, a closing one (whose messages are dropped anyway) reads on to nothing.
   */
  #holdUnfinished(hold: BodyHold): void {
    if (hold.resize(this.#reader.heldBytes)) return;
    this.#reader.stop();
    hold.release();
    if (this.#closing) return;
    this.#events!.failure(
      1013,
      `the messages and bodies being read at once would pass ${hold.total} bytes`,
    );
    this.close(1013, "the server is busy; try again later");
  }

  /** While closing: pauses reading until the bytes read are within the closing read rate. */
  #throttle(bytes: number): void {
    this.#readWhileClosing += bytes;
    if (this.#readWhileClosing <= this.#maxMessageBytes) return;
    const now = performance.now();
    closingReadsUntil = Math.max(closingReadsUntil, now) +
      (bytes / CLOSING_READ_BYTES_PER_S) * 1000;
    const wait = closingReadsUntil - now;
    if (wait < 1 || this.#throttled) return;
    this.#throttled = true;
    this.#socket.pause();
    // Cleared when the socket closes (the close wait destroys it at the latest).
    this.#throttleTimer = setTimeout(() => {
      this.#throttled = false;
      if (!this.#paused) this.#socket.resume();
    }, Math.ceil(wait));
  }

  #tick(): void {
    const unsent = this.bufferedAmount;
    const taken = this.#written - this.#socket.writableLength;
    // Output was queued ahead of the last ping and the client has been taking it: its pong
    // waits behind that output. (Without such a backlog the kernel takes a ping from a peer
    // that is gone too: only the pong counts.)
    const taking = this.#unsentAtPing > 0 && taken > this.#takenAtPing;
    this.#unsentAtPing = unsent;
    this.#takenAtPing = taken;
    if (this.#pinged && !this.#heard && !taking && !this.#paused) {
      this.#stopPings();
      this.#timedOut = true;
      this.#clientReason = `no answer to a ping within ${this.#pingMs} ms` +
        (unsent > 0 ? ` and none of ${unsent} bytes of output taken` : "");
      this.#destroy();
      return;
    }
    this.#heard = false;
    this.#pinged = true;
    this.#queue(Opcode.ping, EMPTY);
  }

  /** Destroys the socket, keeping what it had not sent for the close report. */
  #destroy(): void {
    this.#unsentAtEnd ??= this.#outAt + this.#unsent();
    this.#socket.destroy();
  }

  #stopPings(): void {
    clearInterval(this.#pingTimer);
    this.#pingTimer = undefined;
  }

  #onSocketClose(): void {
    this.#stopPings();
    clearTimeout(this.#closeTimer);
    clearTimeout(this.#throttleTimer);
    this.#closing = true;
    this.#hold?.release();
    const unsent = this.#unsentAtEnd ?? this.#outAt + this.#unsent();
    this.#outAt = 0;
    [this.#pending, this.#pendingBytes] = [[], 0];
    if (this.#reported) return;
    this.#reported = true;
    this.#events?.close(this.#clientCode, this.#clientReason, this.#timedOut, unsent);
  }
}
