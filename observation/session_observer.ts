/**
 * What a session tells whoever observes it (a transcript recorder, a test): the bytes it
 * forwards in each direction and its own events. Observers run on the forwarding path, so
 * they must be cheap, must not keep the chunks they are handed (copy what they need), and
 * must never throw (the routers guard a caller's observer: `guarded_observer.ts`).
 *
 * @module
 */

import type { Party } from "./transcript_events.ts";
import type { RingTap } from "../transport/ring_tap.ts";
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
   * at this point of the stream. The transcript recorder (`startTranscript`) takes these and
   * records on the kernel path, where what it is too far behind to take is skipped, never
   * waited for; any other observer is shown every byte (the direction is copied).
   *
   * @param from Who sent them.
   * @param to Who they went to.
   * @param lineEnds How many line ends they held.
   * @param endsMidLine Whether they ended mid-line.
   */
  missed?(from: Party, to: Party, lineEnds: number, endsMidLine: boolean): void;
  /**
   * The bytes from `from` to `to` ended (the sender's end of input): a last line without a
   * final LF is a whole frame from here on. `ended` and {@linkcode SessionObserver.cut} are
   * told only where the order matters: the agent, proxy and client routers tell `ended` for
   * the client's bytes (that end, ahead of what answers the last line), a chain only where it
   * forwards such a line; the agent and proxy routers tell `cut` for a direction that stopped
   * short. A direction told
   * neither ended where the session did: its last line is a frame then.
   *
   * @param from Who sent them.
   * @param to Who they went to.
   */
  ended?(from: Party, to: Party): void;
  /**
   * The bytes from `from` to `to` stopped before their sender's end (the receiver went away,
   * the session ended or was stopped): a last line without a final LF is not a frame.
   *
   * @param from Who sent them.
   * @param to Who they went to.
   */
  cut?(from: Party, to: Party): void;
}

/**
 * An observer that also gives a ring for a direction's bytes (the transcript recorder): a
 * thread forwarding them (a splice worker) then records them into it itself, which lets a
 * recorded session keep the kernel path. Not part of the library's surface.
 */
export interface RingSharingObserver extends SessionObserver {
  /**
   * The ring that bytes forwarded from `from` to `to` are recorded into by whoever forwards
   * them, with a `RingTapWriter`; that writer's last gap, if it has no room for it, goes to
   * {@linkcode SessionObserver.missed}.
   *
   * @param from Who sends the bytes.
   * @param to Who they go to.
   * @returns The direction's ring tap, or null when there is none now (the direction is then
   *   copied and {@linkcode SessionObserver.bytes} sees it).
   */
  share(from: Party, to: Party): RingTap | null;
}
