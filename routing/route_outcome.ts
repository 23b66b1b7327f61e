/**
 * What a routed connection tells its caller when it ends: why, what was selected, and how
 * the implementation ended. The library reports outcomes; only the CLI turns them into a
 * process exit code (README "Exit codes").
 *
 * @module
 */

import type { ProtocolVersion } from "../schema/versions.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import type { Logger } from "../log/logger.ts";

/** How one connection is served. */
export interface ServeOptions {
  /**
   * Aborting it stops the connection now: the implementation's process group gets the
   * signal named by the abort reason (e.g. `"SIGINT"`; any other reason: SIGTERM), then
   * SIGKILL after the grace period.
   */
  signal?: AbortSignal;
  /**
   * Sees every byte and event of the connection (e.g. a transcript recorder). It must not
   * throw: one that does is logged once with its stack and told nothing more, the connection
   * goes on, and its outcome is then `failed` with that error, unless it failed for a reason of
   * its own.
   */
  observer?: SessionObserver;
  /**
   * Where this connection's lines go instead of the router's `logger` (e.g. one that names
   * the connection, when a router serves many).
   * @default the router's `logger`
   */
  logger?: Logger;
  /**
   * Where this connection's diverted stdout lines go (`stdoutGuard: "divert"`) instead of
   * the router's `onDivertedLine` (e.g. one that names the connection).
   * @default the router's `onDivertedLine`
   */
  onDivertedLine?: (text: string) => void;
}

/**
 * Why a routed connection ended:
 * - `client-closed`: the client went away before any implementation started;
 * - `stopped`: the caller's signal ended it (before or after the start);
 * - `oversize`: a first frame over the size limit (the client got `-32600`);
 * - `start-failed`: the selected implementation could not start (the client got `-32603`);
 * - `client-left`: after the start, the client's input ended or its output went away;
 * - `implementation-ended`: the implementation's output ended (reading it failed too: its
 *   readable errored, which is logged) or it exited first;
 * - `output-failed`: writing to the client failed for another reason than the client going
 *   away (a full disk);
 * - `failed`: an unexpected error (see `error`): a bug, or moving the client's input to the
 *   implementation failed for another reason than the implementation going away (a read
 *   error on the client's input).
 */
export type RouteEnd =
  | "client-closed"
  | "stopped"
  | "oversize"
  | "start-failed"
  | "client-left"
  | "implementation-ended"
  | "output-failed"
  | "failed";

/** How the started implementation ended. */
export interface ImplementationExit {
  /** Its exit code (128+N when killed by signal N), or null when it has none. */
  code: number | null;
  /** `router` when the router had to end it; `itself` when it exited on its own. */
  endedBy: "itself" | "router";
  /** Its process id, when it is a process. */
  pid: number | null;
}

/** How one routed connection ended. */
export interface RouteOutcome {
  /** Why it ended. */
  end: RouteEnd;
  /** The version that was selected (started unless `end` is `start-failed`), or null. */
  selected: ProtocolVersion | null;
  /**
   * The `protocolVersion` the client's first request asked for, once a version was chosen for
   * it (even when a stop or a failure then came before the start: `selected` is null then),
   * or null when none was.
   */
  requested: number | null;
  /** Whether the first frame was rewritten before it was forwarded. */
  rewritten: boolean;
  /** How the implementation ended, once one was started. */
  implementation: ImplementationExit | null;
  /** The error behind `start-failed`, `output-failed` and `failed`. */
  error?: Error;
}
