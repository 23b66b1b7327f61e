/**
 * The wait after the client's end of input on a remote connection. Neither a WebSocket nor a
 * Streamable HTTP connection can close one way only: the agent never sees the end of input
 * until the connection ends. So what it is still sending in answer gets a moment to arrive,
 * as a local agent gets its grace after its stdin closes.
 *
 * @module
 */

import { CLOSE_TIMEOUT_MS } from "./client_options.ts";

/** The connection ends once nothing has crossed it for this long (and nothing is owed). */
export const EOF_QUIET_MS = 250;
/** How often the wait looks again while a request is owed its answer. */
const OWED_POLL_MS = 10;

/** What {@linkcode untilQuiet} looks at. */
export interface QuietWatch {
  /** Whether a request of the client is still unanswered. */
  owed(): boolean;
  /** When a frame last crossed the connection (`Date.now()`). */
  lastFrameAt(): number;
  /** Whether the connection has ended meanwhile. */
  ended(): boolean;
}

/**
 * Resolves once every request of the client was answered and no frame crossed for
 * {@linkcode EOF_QUIET_MS}, once the connection ended, or after `boundMs`.
 *
 * @param watch The connection's state.
 * @param boundMs The longest wait.
 * @returns When the connection may end.
 *
 * @example Wait before closing a socket after the client's end of input
 * ```ts
 * import { untilQuiet } from "./eof_quiet.ts";
 * await untilQuiet({ owed: () => false, lastFrameAt: () => 0, ended: () => false });
 * ```
 */
export async function untilQuiet(
  watch: QuietWatch,
  boundMs: number = CLOSE_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!watch.ended()) {
    const now = Date.now();
    const quietFor = now - watch.lastFrameAt();
    const owed = watch.owed();
    if ((quietFor >= EOF_QUIET_MS && !owed) || now >= deadline) return;
    const wait = Math.min(owed ? OWED_POLL_MS : EOF_QUIET_MS - quietFor, deadline - now);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
