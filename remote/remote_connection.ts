/**
 * What the remote server (`http_server.ts`) hands to whoever serves its connections: one
 * client connection's bytes as newline-delimited lines, and how it ends. The server knows
 * HTTP, WebSocket and JSON-RPC framing; it knows nothing of ACP versions or agents.
 *
 * @module
 */

import type { DuplexStream } from "../transport/duplex.ts";

/** One remote client connection, as a byte stream of lines. */
export interface RemoteConnection extends DuplexStream {
  /** The connection id (`Acp-Connection-Id`): 32 lowercase hex characters. */
  readonly id: string;
  /** How the client is connected. */
  readonly transport: "http" | "websocket";
  /**
   * Aborted when the connection ends from outside: DELETE, the socket closing, the idle
   * timeout, or the server shutting down. The reason is a `Deno.Signal` name (`"SIGTERM"`)
   * when the daemon received that signal, else a short text saying why.
   */
  readonly signal: AbortSignal;
  /**
   * Whether the client ended the connection (DELETE, its socket closed, idle), rather than
   * the server (a timeout, a shutdown); set before `signal` is aborted. Optional for a server.
   */
  readonly endedByClient?: boolean;
  /**
   * Whether the server also ends `readable` when it aborts `signal` (from outside), so that
   * the handler sees the client's input end, as from a client that leaves; acp-proxy's own
   * server does. When not, the handler ends the input itself at the abort. Optional for a
   * server.
   * @default false
   */
  readonly endsInputOnAbort?: boolean;
  /**
   * Aborted when the server shuts down (after any drain), with the daemon's signal name
   * (`"SIGINT"`) as its reason: also once the connection itself has ended, while its handler
   * still ends what it started (an agent in its grace period gets the signal at once).
   * Optional for a server.
   */
  readonly serverStopped?: AbortSignal;
  /**
   * Tells the server that the implementation for the connection's `initialize` could not be
   * started, so that HTTP answers that request with 502 (REMOTE §2) rather than 200.
   */
  startFailed(): void;
  /**
   * Tells the server which ACP version the connection's `initialize` selected, for the answers
   * it makes itself (REMOTE §2: an agent that exits before answering gets 502 "failed to start
   * ACP vN agent: ..."). Optional for a handler.
   */
  selected(version: number): void;
  /**
   * Tells the server that the connection ends on its first frame, refused before anything
   * was started (one over the frame limit), so that a WebSocket closes with 1009 and `why`,
   * not as an agent that ended. Optional for a server.
   */
  firstFrameRefused?(why: string): void;
  /**
   * Registers what sees the frames the server answers itself on this connection's stream (a
   * batch over WebSocket, refused with `-32600`): the client's frame, then the answer, each
   * as a line with its LF. A transcript records them as the router's own answers. Optional for
   * a server.
   */
  onOwnAnswer?(listener: (frame: Uint8Array, answer: Uint8Array) => void): void;
}

/** Serves one connection until it is done; the server ends the connection when it resolves. */
export type ConnectionHandler = (connection: RemoteConnection) => Promise<void>;
