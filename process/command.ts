/**
 * A command as a {@linkcode ConnectionFactory}: the common kind of implementation.
 *
 * @module
 */

import type { ConnectionFactory } from "../transport/duplex.ts";
import { offerInheritedStdout } from "../transport/child_spawn.ts";
import { type CommandOptions, spawnChild } from "./child_process.ts";

export type { CommandOptions };
import { splitCommand } from "./split_command.ts";

/**
 * A factory that starts `cmd` as a fresh child process each time it is called, in a
 * process group of its own. A string is split into words like a shell would (quotes and
 * backslashes) but no shell runs; the split happens now, so bad quoting fails early.
 *
 * @param cmd The command string, or its words.
 * @param options Environment, working directory and stderr handling.
 * @returns The factory.
 * @throws {import("./split_command.ts").CommandSyntaxError} On bad quoting.
 *
 * @example Start an agent with an extra environment variable
 * ```ts
 * import { command } from "./command.ts";
 * const v1 = command(`deno run -A "agents/my agent.ts"`, { env: { RUST_LOG: "info" } });
 * ```
 */
export function command(
  cmd: string | readonly string[],
  options: CommandOptions = {},
): ConnectionFactory {
  const words = typeof cmd === "string" ? splitCommand(cmd) : [...cmd];
  return offerInheritedStdout(
    () => spawnChild(words, options),
    (stdout) => spawnChild(words, options, stdout),
  );
}
