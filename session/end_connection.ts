/**
 * Ends a connection that is no longer wanted: stop reading it, close its input, give it a
 * grace period to exit, then terminate it.
 *
 * Invariants: never rejects; never waits forever on a peer that does not cooperate (each
 * wait is bounded by `graceMs`, and a process gets SIGTERM then SIGKILL through its own
 * `terminate`); once it resolves for a process connection, no process of its group is left.
 *
 * @module
 */

import type { Connection } from "../transport/duplex.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { orAborted } from "../async/when_aborted.ts";
import { stopSignalOf, terminateHeedingStop } from "../process/stop_signal.ts";

/**
 * Ends `connection`.
 *
 * @param connection The connection to end.
 * @param graceMs How long the peer has to exit after its input closes, and again after SIGTERM.
 * @param readable The connection's output stream if it was taken over (e.g. detached from a
 *   frame reader); default `connection.readable`. It must not be locked.
 * @param stopNow When given, no grace period: the peer's group gets this signal at once
 *   (a daemon that received it passes it on), then SIGKILL after `graceMs`.
 * @param signal A stop that comes during the grace period cuts it short the same way, with
 *   the signal its reason names.
 * @param eofWaitMs How long the peer has to exit after its input closes, before SIGTERM
 *   (default `graceMs`; shorter for a peer set aside, which has nothing left to finish).
 * @returns The peer's exit code, or null when it has none or did not report one in time.
 *
 * @example
 * ```ts ignore
 * import { endConnection } from "./end_connection.ts";
 * import { spawnChild } from "../process/child_process.ts";
 * const code = await endConnection(spawnChild(["cat"]), 500); // 0: cat exits at EOF
 * ```
 */
export async function endConnection(
  connection: Connection,
  graceMs: number,
  readable: ReadableStream<Uint8Array> = connection.readable,
  stopNow?: Deno.Signal,
  signal?: AbortSignal,
  eofWaitMs: number = graceMs,
): Promise<number | null> {
  readable.cancel().catch(() => {});
  const now = stopNow ?? (signal?.aborted ? stopSignalOf(signal.reason) : undefined);
  if (now && connection.terminate) {
    connection.writable.abort().catch(() => {});
    return await connection.terminate(graceMs, now);
  }
  const closing = connection.writable.close().catch(() => {});
  const ended = await orAborted(
    // Nothing to signal (an in-memory peer): it gets the whole grace period to exit.
    settlesWithin(
      connection.exited ?? closing,
      connection.terminate ? Math.min(eofWaitMs, graceMs) : graceMs,
    ),
    signal,
    "stop" as const,
  );
  if (ended === "stop" && connection.terminate) {
    connection.writable.abort().catch(() => {});
    return await connection.terminate(graceMs, stopSignalOf(signal?.reason));
  }
  if (ended !== true) connection.writable.abort().catch(() => {});
  if (connection.terminate) {
    // A stop while it is being terminated reaches its group at once, with its signal.
    const terminate = (ms: number, s?: Deno.Signal) => connection.terminate!(ms, s);
    return await terminateHeedingStop(terminate, graceMs, "SIGTERM", signal);
  }
  if (connection.exited && ended === true) return await connection.exited.catch(() => null);
  return null;
}
