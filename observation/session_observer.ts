/**
 * What a session tells whoever observes it (a transcript recorder, a test): the bytes it
 * forwards in each direction and its own events. Observers run on the forwarding path, so
 * they must be cheap, must not keep the chunks they are handed (copy what they need), and
 * must never throw.
 *
 * @module
 */

import type { Party } from "./transcript_events.ts";
import type { OwnEvents } from "./transcript_recorder.ts";

export type { OwnEvents, Party };

/** Sees a session's traffic and events; see the module doc for the rules. */
export interface SessionObserver {
  /**
   * Bytes forwarded from `from` to `to`, exactly as forwarded.
   *
   * @param from Who sent them (`"Client"`, `"Agent"`, `"acp-proxy"`).
   * @param to Who they went to.
   * @param chunk The bytes; only valid during the call.
   */
  bytes(from: Party, to: Party, chunk: Uint8Array): void;
  /**
   * One of the session's own events.
   *
   * @param type The event type.
   * @param fields Its fields.
   */
  event<K extends keyof OwnEvents>(type: K, fields: OwnEvents[K]): void;
  /**
   * Bytes forwarded from `from` to `to` that {@linkcode SessionObserver.bytes} was not shown,
   * at this point of the stream: an observer that takes these lets a session record on the
   * kernel path, where what it is too far behind to take is skipped, never waited for.
   * Without it, every byte is shown (the direction is copied).
   *
   * @param from Who sent them.
   * @param to Who they went to.
   * @param lineEnds How many line ends they held.
   * @param endsMidLine Whether they ended mid-line.
   */
  missed?(from: Party, to: Party, lineEnds: number, endsMidLine: boolean): void;
}
