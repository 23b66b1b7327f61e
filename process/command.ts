/**
 * A command as a {@linkcode ConnectionFactory}: the common kind of implementation.
 *
 * @module
 */

import type { ConnectionFactory, OpenOptions } from "../transport/duplex.ts";
import { offerInheritedStdout } from "../transport/child_spawn.ts";
import { type CommandOptions, spawnChild } from "./child_process.ts";
import { checkOptionsObject, shownValue } from "../log/shown_value.ts";

export type { CommandOptions };
import { CommandSyntaxError, splitCommand, uncarriedCharacter } from "./split_command.ts";

/**
 * A factory that starts `cmd` as a fresh child process each time it is called, in a
 * process group of its own. A string is split into words like a shell would (quotes and
 * backslashes) but no shell runs; the split happens now, so bad quoting, an empty command
 * (or program word), words that are not strings or options of the wrong type fail early.
 *
 * @param cmd The command string, or its words.
 * @param options Environment, working directory and stderr handling.
 * @returns The factory.
 * @throws {import("./split_command.ts").CommandSyntaxError} On bad quoting, an empty
 *   command, or a NUL or half of a UTF-16 surrogate pair in it (no argument can carry one).
 * @throws {TypeError} When `cmd` is not a string or an array of strings, or an option is
 *   not of its type (`env` values are strings, `stderr` is `"inherit"` or `"null"`), or an
 *   `env` name or value no environment variable can carry.
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
  if (typeof cmd !== "string" && !Array.isArray(cmd)) {
    throw new TypeError(`a command is a string or an array of words (got ${typeof cmd})`);
  }
  const words = typeof cmd === "string" ? splitCommand(cmd) : [...cmd];
  if (words.length === 0) throw new CommandSyntaxError("the command is empty");
  // By index, not by value: an `undefined` word is not a string either.
  const notWord = words.findIndex((w) => typeof w !== "string");
  if (notWord >= 0) {
    throw new TypeError(`a command's words are strings (got ${typeof words[notWord]})`);
  }
  // `''` or `[""]`: no program to run, known now rather than when a client comes.
  if (words[0] === "") throw new CommandSyntaxError("the command is empty");
  for (const word of words) {
    const uncarried = uncarriedCharacter(word);
    if (uncarried !== null) {
      throw new CommandSyntaxError(
        `${uncarried} in the command's word ${JSON.stringify(word)}, which no program's ` +
          `arguments can carry`,
      );
    }
  }
  checkCommandOptions(options);
  // Its own copy, env included: the caller changing its objects later changes nothing. Read
  // key by key, as the check read them (a class's getters count).
  const { env, cwd, clearEnv, stderr } = options;
  const own: CommandOptions = {
    ...(env === undefined ? {} : { env: { ...env } }),
    ...(cwd === undefined ? {} : { cwd }),
    ...(clearEnv === undefined ? {} : { clearEnv }),
    ...(stderr === undefined ? {} : { stderr }),
  };
  const withEnv = (open?: OpenOptions): CommandOptions => {
    if (!open?.env && !open?.unsetEnv?.length) return own;
    const env = { ...own.env, ...open.env };
    const unset = (open.unsetEnv ?? []).filter((name) => !(name in env));
    if (!unset.some((name) => Deno.env.get(name) !== undefined)) return { ...own, env };
    // A variable to hide is inherited: pass the environment explicitly, without it.
    const inherited = own.clearEnv ? {} : Deno.env.toObject();
    for (const name of unset) delete inherited[name];
    return { ...own, clearEnv: true, env: { ...inherited, ...env } };
  };
  const factory = offerInheritedStdout(
    (open) => spawnChild(words, withEnv(open)),
    (stdout, open) => spawnChild(words, withEnv(open), stdout),
  );
  Object.defineProperty(factory, COMMAND_WORDS, { value: words, enumerable: false });
  return factory;
}

/** Options that would fail only at the start, when a client came: refused now. */
function checkCommandOptions(options: CommandOptions): void {
  checkOptionsObject(options, "a command's");
  const { env, stderr, cwd, clearEnv } = options;
  if (env !== undefined && (env === null || typeof env !== "object" || Array.isArray(env))) {
    const got = Array.isArray(env) ? "an array" : String(env);
    throw new TypeError(`a command's env is an object of strings (got ${got})`);
  }
  const bad = Object.entries(env ?? {}).find(([, v]) => typeof v !== "string");
  if (bad) {
    throw new TypeError(
      `a command's env values are strings (got ${shownValue(bad[0])}: ${typeof bad[1]})`,
    );
  }
  for (const [name, value] of Object.entries(env ?? {})) {
    if (name === "" || name.includes("=") || uncarriedCharacter(name) !== null) {
      throw new TypeError(`a command's env has ${JSON.stringify(name)}, no variable name`);
    }
    const uncarried = uncarriedCharacter(value as string);
    if (uncarried !== null) {
      throw new TypeError(
        `a command's env value of ${name} holds ${uncarried}, which no environment variable ` +
          `can carry`,
      );
    }
  }
  if (stderr !== undefined && stderr !== "inherit" && stderr !== "null") {
    throw new TypeError(
      `a command's stderr is "inherit" or "null" (got ${shownValue(stderr)})`,
    );
  }
  if (cwd !== undefined && typeof cwd !== "string") {
    throw new TypeError(`a command's cwd is a string (got ${typeof cwd})`);
  }
  if (cwd === "") {
    throw new TypeError(`a command's cwd is a directory's path (got an empty string)`);
  }
  if (clearEnv !== undefined && typeof clearEnv !== "boolean") {
    throw new TypeError(`a command's clearEnv is true or false (got ${typeof clearEnv})`);
  }
}

const COMMAND_WORDS: unique symbol = Symbol("acp-proxy.commandWords");

/**
 * The words of the command a {@linkcode command} factory starts, for logs and transcripts;
 * null for any other factory.
 *
 * @param factory A connection factory.
 * @returns The command's words, or null.
 *
 * @example
 * ```ts
 * import { command, commandWords } from "./command.ts";
 * console.log(commandWords(command("my-agent --acp"))); // ["my-agent", "--acp"]
 * ```
 */
export function commandWords(factory: ConnectionFactory): readonly string[] | null {
  return (factory as { [COMMAND_WORDS]?: readonly string[] })[COMMAND_WORDS] ?? null;
}
