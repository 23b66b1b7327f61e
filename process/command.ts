/**
 * A command string as a {@linkcode ConnectionFactory}.
 *
 * @module
 */

import type { ConnectionFactory } from "./duplex.ts";
import { spawnCommand, type SpawnOptions } from "./subprocess.ts";
import { splitCommand } from "./split_command.ts";

/**
 * A factory that starts `cmd` as a fresh child process each time it is called.
 * The command is split into words now, so bad quoting fails early.
 *
 * @param cmd The command string (or its words).
 * @param options Environment, working directory and stderr handling.
 * @returns The factory.
 * @throws {import("./split_command.ts").CommandSyntaxError} On bad quoting.
 *
 * @example
 * ```ts
 * import { command } from "./command.ts";
 * const v1 = command(`deno run -A "agents/my agent.ts"`);
 * ```
 */
export function command(
  cmd: string | readonly string[],
  options?: SpawnOptions,
): ConnectionFactory {
  const words = typeof cmd === "string" ? splitCommand(cmd) : [...cmd];
  return (open) => spawnCommand(words, { ...options, stdout: open?.stdout ?? "piped" });
}
