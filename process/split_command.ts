/**
 * Splits a command string into words the way a POSIX shell does, without running a shell.
 *
 * Rules: blanks (space, tab, newline) separate words; `'...'` keeps everything literally;
 * `"..."` keeps everything except that `\` escapes `"`, `\`, `$` and `` ` ``; outside quotes
 * `\` keeps the next character literally; `\` before a newline (in or out of `"..."`) is a
 * line continuation and both characters are removed. Quotes may join parts of one word
 * (`a"b c"d` is one word) and `''` is an empty word. Nothing is expanded: no `$VAR`,
 * no `~`, no globs, no `;`/`|`/`&&` -- those characters are plain text.
 *
 * @module
 */

/**
 * The command string cannot be split: an unterminated quote or a trailing backslash, or it
 * holds a character no program's argument can carry (NUL, half of a UTF-16 surrogate pair).
 *
 * @example Report a command string with bad quoting
 * ```ts
 * import { command, CommandSyntaxError } from "../mod.ts";
 * try {
 *   command(`my-agent --name "my agent`);
 * } catch (e) {
 *   if (!(e instanceof CommandSyntaxError)) throw e;
 *   console.error(`fix the agent command: ${e.message}`);
 * }
 * ```
 */
export class CommandSyntaxError extends SyntaxError {
  /**
   * Creates the error.
   *
   * @param message What is wrong with the command string.
   */
  constructor(message: string) {
    super(message);
    this.name = "CommandSyntaxError";
  }
}

/**
 * The character in `text` that no program's argument or environment variable can carry, said
 * in words: spawned, a NUL would cut it short and half a UTF-16 surrogate pair turn into
 * U+FFFD.
 *
 * @param text An argument, a command string or an environment value.
 * @returns `"a NUL character"`, `"half of a UTF-16 surrogate pair"`, or null when none.
 *
 * @example
 * ```ts
 * import { uncarriedCharacter } from "./split_command.ts";
 * console.log(uncarriedCharacter("a\0b")); // "a NUL character"
 * console.log(uncarriedCharacter("caf\u00e9 \u{1F600}")); // null
 * ```
 */
export function uncarriedCharacter(text: string): string | null {
  if (text.includes("\0")) return "a NUL character";
  return text.isWellFormed() ? null : "half of a UTF-16 surrogate pair";
}

/** Said of a character no program's argument can hold. */
const UNCARRIED = "no program's arguments can carry";

/**
 * A command's problem said with what to do about it: fix the quoting, or remove the character
 * no argument can carry.
 *
 * @param problem The error {@linkcode commandProblem} or {@linkcode splitCommand} gave.
 * @returns The message and the fix, e.g. `unterminated ' quote in command: a 'b; fix the quoting`.
 *
 * @example
 * ```ts
 * import { CommandSyntaxError, commandProblemText } from "./split_command.ts";
 * console.log(commandProblemText(new CommandSyntaxError("trailing backslash in command: a \\")));
 * // trailing backslash in command: a \; fix the quoting
 * ```
 */
export function commandProblemText(problem: CommandSyntaxError): string {
  return `${problem.message}; ${
    problem.message.endsWith(UNCARRIED) ? "remove that character" : "fix the quoting"
  }`;
}

const BLANK = new Set([" ", "\t", "\n", "\r"]);
const DOUBLE_QUOTE_ESCAPABLE = new Set(['"', "\\", "$", "`", "\n"]);

/**
 * What keeps `command` from naming a program to run, checked as a command line is at start-up.
 *
 * @param command The command string.
 * @returns `null` when it splits into words and the first names a program; `"empty"` when
 *   there is no program (blank, or an empty first word such as `''`); else the quoting error.
 *
 * @example
 * ```ts
 * import { commandProblem } from "./split_command.ts";
 * console.log(commandProblem("agent --acp")); // null
 * console.log(commandProblem("''")); // "empty"
 * console.log(commandProblem(`agent "x`)?.toString()); // CommandSyntaxError: unterminated " quote ...
 * ```
 */
export function commandProblem(command: string): "empty" | CommandSyntaxError | null {
  if (command.trim() === "") return "empty";
  let words: string[];
  try {
    words = splitCommand(command);
  } catch (e) {
    if (e instanceof CommandSyntaxError) return e;
    throw e;
  }
  return words.length === 0 || words[0] === "" ? "empty" : null;
}

/**
 * Splits `command` into words.
 *
 * @param command The command string, e.g. `deno run -A "my agent.ts" --flag 'a b'`.
 * @returns The words; an empty array for an empty or blank string.
 * @throws {CommandSyntaxError} On an unterminated quote or a trailing backslash, a NUL or half
 *   of a UTF-16 surrogate pair.
 *
 * @example
 * ```ts
 * import { splitCommand } from "./split_command.ts";
 * console.log(splitCommand(`agent --name "my agent" --x 'a b'`));
 * // ["agent", "--name", "my agent", "--x", "a b"]
 * ```
 */
export function splitCommand(command: string): string[] {
  const uncarried = uncarriedCharacter(command);
  if (uncarried !== null) {
    throw new CommandSyntaxError(
      `${uncarried} in command ${JSON.stringify(command)}, which ${UNCARRIED}`,
    );
  }
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let i = 0;
  while (i < command.length) {
    const c = command[i];
    if (BLANK.has(c)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
      i++;
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) throw new CommandSyntaxError(`unterminated ' quote in command: ${command}`);
      word += command.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      i++;
      while (true) {
        if (i >= command.length) {
          throw new CommandSyntaxError(`unterminated " quote in command: ${command}`);
        }
        const d = command[i];
        if (d === '"') break;
        if (d === "\\" && i + 1 < command.length && DOUBLE_QUOTE_ESCAPABLE.has(command[i + 1])) {
          if (command[i + 1] !== "\n") word += command[i + 1]; // \<newline> is a line continuation
          i += 2;
        } else {
          word += d;
          i++;
        }
      }
      inWord = true;
      i++;
    } else if (c === "\\") {
      if (i + 1 >= command.length) {
        throw new CommandSyntaxError(`trailing backslash in command: ${command}`);
      }
      if (command[i + 1] === "\n") {
        i += 2; // \<newline> is a line continuation: both characters go
        continue;
      }
      word += command[i + 1];
      inWord = true;
      i += 2;
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/**
 * Joins words into a command string that {@linkcode splitCommand} splits back into them:
 * a plain word as it is, any other (an empty one, one with blanks or quotes) single-quoted.
 *
 * @param words The words.
 * @returns The command string.
 *
 * @example
 * ```ts
 * import { joinCommand, splitCommand } from "./split_command.ts";
 * const text = joinCommand(["agent", "--prefix", "", "it's"]);
 * console.log(text); // agent --prefix '' 'it'\''s'
 * console.log(splitCommand(text)); // ["agent", "--prefix", "", "it's"]
 * ```
 */
export function joinCommand(words: readonly string[]): string {
  return words.map((word) =>
    /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`
  ).join(" ");
}
