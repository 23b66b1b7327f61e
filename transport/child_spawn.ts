/**
 * A connection factory that starts a child process may also say how to start it with this
 * process's stdout as the child's own: the kernel path's handover (`linux/kernel_pipes.ts`)
 * uses that, and only that, to let the agent write to the client directly.
 *
 * The offer is a symbol-keyed property of the factory function (set by the `command()`
 * factory), so `ConnectionFactory` stays a plain function type for everyone else.
 *
 * @module
 */

import type { Connection, ConnectionFactory, OpenOptions } from "./duplex.ts";

/** A started child process, as the kernel path needs it. */
export interface SpawnedChild extends Connection {
  /** Its pid, which is also its process group id. */
  readonly pid: number;
  /** Resolves with its exit code (128+N when killed by signal N). */
  readonly exited: Promise<number>;
  /** Ends its process group: `signal` (default SIGTERM), then SIGKILL after `graceMs`. */
  terminate(graceMs: number, signal?: Deno.Signal): Promise<number>;
}

/**
 * Starts the child: with `"inherit"` its stdout is this process's stdout (its `readable` is
 * then empty); with `"piped"` as the factory itself would.
 */
export type SpawnChild = (stdout: "inherit" | "piped", options?: OpenOptions) => SpawnedChild;

const SPAWN_CHILD: unique symbol = Symbol("acp-proxy.spawnChild");

type Offering = ConnectionFactory & { [SPAWN_CHILD]?: SpawnChild };

/**
 * Adds the offer to `factory`.
 *
 * @param factory The factory (returned with the offer added).
 * @param spawn Starts the same child with this process's stdout.
 * @returns `factory`.
 *
 * @example
 * ```ts ignore
 * import { offerInheritedStdout } from "./child_spawn.ts";
 * const factory = offerInheritedStdout(() => spawn("piped"), spawn);
 * ```
 */
export function offerInheritedStdout(
  factory: ConnectionFactory,
  spawn: SpawnChild,
): ConnectionFactory {
  Object.defineProperty(factory, SPAWN_CHILD, { value: spawn, enumerable: false });
  return factory;
}

/**
 * How `factory` starts its child with this process's stdout, or null when it cannot.
 *
 * @param factory A connection factory.
 * @returns The offer, or null.
 *
 * @example
 * ```ts
 * import { inheritedStdoutOffer } from "./child_spawn.ts";
 * console.log(inheritedStdoutOffer(() => new TransformStream())); // null
 * ```
 */
export function inheritedStdoutOffer(factory: ConnectionFactory): SpawnChild | null {
  return (factory as Offering)[SPAWN_CHILD] ?? null;
}
