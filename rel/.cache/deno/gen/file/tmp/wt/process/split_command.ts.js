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
 */ /**
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
 */ export class CommandSyntaxError extends SyntaxError {
  /**
   * Creates the error.
   *
   * @param message What is wrong with the command string.
   */ constructor(message){
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
 */ export function uncarriedCharacter(text) {
  if (text.includes("\0")) return "a NUL character";
  return text.isWellFormed() ? null : "half of a UTF-16 surrogate pair";
}
/** Said of a character no program's argument can hold. */ const UNCARRIED = "no program's arguments can carry";
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
 */ export function commandProblemText(problem) {
  return `${problem.message}; ${problem.message.endsWith(UNCARRIED) ? "remove that character" : "fix the quoting"}`;
}
const BLANK = new Set([
  " ",
  "\t",
  "\n",
  "\r"
]);
const DOUBLE_QUOTE_ESCAPABLE = new Set([
  '"',
  "\\",
  "$",
  "`",
  "\n"
]);
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
 */ export function commandProblem(command) {
  if (command.trim() === "") return "empty";
  let words;
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
 */ export function splitCommand(command) {
  const uncarried = uncarriedCharacter(command);
  if (uncarried !== null) {
    throw new CommandSyntaxError(`${uncarried} in command ${JSON.stringify(command)}, which ${UNCARRIED}`);
  }
  const words = [];
  let word = "";
  let inWord = false;
  let i = 0;
  while(i < command.length){
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
      while(true){
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
 */ export function joinCommand(words) {
  return words.map((word)=>/^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`).join(" ");
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Byb2Nlc3Mvc3BsaXRfY29tbWFuZC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFNwbGl0cyBhIGNvbW1hbmQgc3RyaW5nIGludG8gd29yZHMgdGhlIHdheSBhIFBPU0lYIHNoZWxsIGRvZXMsIHdpdGhvdXQgcnVubmluZyBhIHNoZWxsLlxuICpcbiAqIFJ1bGVzOiBibGFua3MgKHNwYWNlLCB0YWIsIG5ld2xpbmUpIHNlcGFyYXRlIHdvcmRzOyBgJy4uLidgIGtlZXBzIGV2ZXJ5dGhpbmcgbGl0ZXJhbGx5O1xuICogYFwiLi4uXCJgIGtlZXBzIGV2ZXJ5dGhpbmcgZXhjZXB0IHRoYXQgYFxcYCBlc2NhcGVzIGBcImAsIGBcXGAsIGAkYCBhbmQgYGAgYCBgYDsgb3V0c2lkZSBxdW90ZXNcbiAqIGBcXGAga2VlcHMgdGhlIG5leHQgY2hhcmFjdGVyIGxpdGVyYWxseTsgYFxcYCBiZWZvcmUgYSBuZXdsaW5lIChpbiBvciBvdXQgb2YgYFwiLi4uXCJgKSBpcyBhXG4gKiBsaW5lIGNvbnRpbnVhdGlvbiBhbmQgYm90aCBjaGFyYWN0ZXJzIGFyZSByZW1vdmVkLiBRdW90ZXMgbWF5IGpvaW4gcGFydHMgb2Ygb25lIHdvcmRcbiAqIChgYVwiYiBjXCJkYCBpcyBvbmUgd29yZCkgYW5kIGAnJ2AgaXMgYW4gZW1wdHkgd29yZC4gTm90aGluZyBpcyBleHBhbmRlZDogbm8gYCRWQVJgLFxuICogbm8gYH5gLCBubyBnbG9icywgbm8gYDtgL2B8YC9gJiZgIC0tIHRob3NlIGNoYXJhY3RlcnMgYXJlIHBsYWluIHRleHQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKlxuICogVGhlIGNvbW1hbmQgc3RyaW5nIGNhbm5vdCBiZSBzcGxpdDogYW4gdW50ZXJtaW5hdGVkIHF1b3RlIG9yIGEgdHJhaWxpbmcgYmFja3NsYXNoLCBvciBpdFxuICogaG9sZHMgYSBjaGFyYWN0ZXIgbm8gcHJvZ3JhbSdzIGFyZ3VtZW50IGNhbiBjYXJyeSAoTlVMLCBoYWxmIG9mIGEgVVRGLTE2IHN1cnJvZ2F0ZSBwYWlyKS5cbiAqXG4gKiBAZXhhbXBsZSBSZXBvcnQgYSBjb21tYW5kIHN0cmluZyB3aXRoIGJhZCBxdW90aW5nXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY29tbWFuZCwgQ29tbWFuZFN5bnRheEVycm9yIH0gZnJvbSBcIi4uL21vZC50c1wiO1xuICogdHJ5IHtcbiAqICAgY29tbWFuZChgbXktYWdlbnQgLS1uYW1lIFwibXkgYWdlbnRgKTtcbiAqIH0gY2F0Y2ggKGUpIHtcbiAqICAgaWYgKCEoZSBpbnN0YW5jZW9mIENvbW1hbmRTeW50YXhFcnJvcikpIHRocm93IGU7XG4gKiAgIGNvbnNvbGUuZXJyb3IoYGZpeCB0aGUgYWdlbnQgY29tbWFuZDogJHtlLm1lc3NhZ2V9YCk7XG4gKiB9XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGNsYXNzIENvbW1hbmRTeW50YXhFcnJvciBleHRlbmRzIFN5bnRheEVycm9yIHtcbiAgLyoqXG4gICAqIENyZWF0ZXMgdGhlIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gbWVzc2FnZSBXaGF0IGlzIHdyb25nIHdpdGggdGhlIGNvbW1hbmQgc3RyaW5nLlxuICAgKi9cbiAgY29uc3RydWN0b3IobWVzc2FnZTogc3RyaW5nKSB7XG4gICAgc3VwZXIobWVzc2FnZSk7XG4gICAgdGhpcy5uYW1lID0gXCJDb21tYW5kU3ludGF4RXJyb3JcIjtcbiAgfVxufVxuXG4vKipcbiAqIFRoZSBjaGFyYWN0ZXIgaW4gYHRleHRgIHRoYXQgbm8gcHJvZ3JhbSdzIGFyZ3VtZW50IG9yIGVudmlyb25tZW50IHZhcmlhYmxlIGNhbiBjYXJyeSwgc2FpZFxuICogaW4gd29yZHM6IHNwYXduZWQsIGEgTlVMIHdvdWxkIGN1dCBpdCBzaG9ydCBhbmQgaGFsZiBhIFVURi0xNiBzdXJyb2dhdGUgcGFpciB0dXJuIGludG9cbiAqIFUrRkZGRC5cbiAqXG4gKiBAcGFyYW0gdGV4dCBBbiBhcmd1bWVudCwgYSBjb21tYW5kIHN0cmluZyBvciBhbiBlbnZpcm9ubWVudCB2YWx1ZS5cbiAqIEByZXR1cm5zIGBcImEgTlVMIGNoYXJhY3RlclwiYCwgYFwiaGFsZiBvZiBhIFVURi0xNiBzdXJyb2dhdGUgcGFpclwiYCwgb3IgbnVsbCB3aGVuIG5vbmUuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB1bmNhcnJpZWRDaGFyYWN0ZXIgfSBmcm9tIFwiLi9zcGxpdF9jb21tYW5kLnRzXCI7XG4gKiBjb25zb2xlLmxvZyh1bmNhcnJpZWRDaGFyYWN0ZXIoXCJhXFwwYlwiKSk7IC8vIFwiYSBOVUwgY2hhcmFjdGVyXCJcbiAqIGNvbnNvbGUubG9nKHVuY2FycmllZENoYXJhY3RlcihcImNhZlxcdTAwZTkgXFx1ezFGNjAwfVwiKSk7IC8vIG51bGxcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gdW5jYXJyaWVkQ2hhcmFjdGVyKHRleHQ6IHN0cmluZyk6IHN0cmluZyB8IG51bGwge1xuICBpZiAodGV4dC5pbmNsdWRlcyhcIlxcMFwiKSkgcmV0dXJuIFwiYSBOVUwgY2hhcmFjdGVyXCI7XG4gIHJldHVybiB0ZXh0LmlzV2VsbEZvcm1lZCgpID8gbnVsbCA6IFwiaGFsZiBvZiBhIFVURi0xNiBzdXJyb2dhdGUgcGFpclwiO1xufVxuXG4vKiogU2FpZCBvZiBhIGNoYXJhY3RlciBubyBwcm9ncmFtJ3MgYXJndW1lbnQgY2FuIGhvbGQuICovXG5jb25zdCBVTkNBUlJJRUQgPSBcIm5vIHByb2dyYW0ncyBhcmd1bWVudHMgY2FuIGNhcnJ5XCI7XG5cbi8qKlxuICogQSBjb21tYW5kJ3MgcHJvYmxlbSBzYWlkIHdpdGggd2hhdCB0byBkbyBhYm91dCBpdDogZml4IHRoZSBxdW90aW5nLCBvciByZW1vdmUgdGhlIGNoYXJhY3RlclxuICogbm8gYXJndW1lbnQgY2FuIGNhcnJ5LlxuICpcbiAqIEBwYXJhbSBwcm9ibGVtIFRoZSBlcnJvciB7QGxpbmtjb2RlIGNvbW1hbmRQcm9ibGVtfSBvciB7QGxpbmtjb2RlIHNwbGl0Q29tbWFuZH0gZ2F2ZS5cbiAqIEByZXR1cm5zIFRoZSBtZXNzYWdlIGFuZCB0aGUgZml4LCBlLmcuIGB1bnRlcm1pbmF0ZWQgJyBxdW90ZSBpbiBjb21tYW5kOiBhICdiOyBmaXggdGhlIHF1b3RpbmdgLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgQ29tbWFuZFN5bnRheEVycm9yLCBjb21tYW5kUHJvYmxlbVRleHQgfSBmcm9tIFwiLi9zcGxpdF9jb21tYW5kLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhjb21tYW5kUHJvYmxlbVRleHQobmV3IENvbW1hbmRTeW50YXhFcnJvcihcInRyYWlsaW5nIGJhY2tzbGFzaCBpbiBjb21tYW5kOiBhIFxcXFxcIikpKTtcbiAqIC8vIHRyYWlsaW5nIGJhY2tzbGFzaCBpbiBjb21tYW5kOiBhIFxcOyBmaXggdGhlIHF1b3RpbmdcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY29tbWFuZFByb2JsZW1UZXh0KHByb2JsZW06IENvbW1hbmRTeW50YXhFcnJvcik6IHN0cmluZyB7XG4gIHJldHVybiBgJHtwcm9ibGVtLm1lc3NhZ2V9OyAke1xuICAgIHByb2JsZW0ubWVzc2FnZS5lbmRzV2l0aChVTkNBUlJJRUQpID8gXCJyZW1vdmUgdGhhdCBjaGFyYWN0ZXJcIiA6IFwiZml4IHRoZSBxdW90aW5nXCJcbiAgfWA7XG59XG5cbmNvbnN0IEJMQU5LID0gbmV3IFNldChbXCIgXCIsIFwiXFx0XCIsIFwiXFxuXCIsIFwiXFxyXCJdKTtcbmNvbnN0IERPVUJMRV9RVU9URV9FU0NBUEFCTEUgPSBuZXcgU2V0KFsnXCInLCBcIlxcXFxcIiwgXCIkXCIsIFwiYFwiLCBcIlxcblwiXSk7XG5cbi8qKlxuICogV2hhdCBrZWVwcyBgY29tbWFuZGAgZnJvbSBuYW1pbmcgYSBwcm9ncmFtIHRvIHJ1biwgY2hlY2tlZCBhcyBhIGNvbW1hbmQgbGluZSBpcyBhdCBzdGFydC11cC5cbiAqXG4gKiBAcGFyYW0gY29tbWFuZCBUaGUgY29tbWFuZCBzdHJpbmcuXG4gKiBAcmV0dXJucyBgbnVsbGAgd2hlbiBpdCBzcGxpdHMgaW50byB3b3JkcyBhbmQgdGhlIGZpcnN0IG5hbWVzIGEgcHJvZ3JhbTsgYFwiZW1wdHlcImAgd2hlblxuICogICB0aGVyZSBpcyBubyBwcm9ncmFtIChibGFuaywgb3IgYW4gZW1wdHkgZmlyc3Qgd29yZCBzdWNoIGFzIGAnJ2ApOyBlbHNlIHRoZSBxdW90aW5nIGVycm9yLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY29tbWFuZFByb2JsZW0gfSBmcm9tIFwiLi9zcGxpdF9jb21tYW5kLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhjb21tYW5kUHJvYmxlbShcImFnZW50IC0tYWNwXCIpKTsgLy8gbnVsbFxuICogY29uc29sZS5sb2coY29tbWFuZFByb2JsZW0oXCInJ1wiKSk7IC8vIFwiZW1wdHlcIlxuICogY29uc29sZS5sb2coY29tbWFuZFByb2JsZW0oYGFnZW50IFwieGApPy50b1N0cmluZygpKTsgLy8gQ29tbWFuZFN5bnRheEVycm9yOiB1bnRlcm1pbmF0ZWQgXCIgcXVvdGUgLi4uXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNvbW1hbmRQcm9ibGVtKGNvbW1hbmQ6IHN0cmluZyk6IFwiZW1wdHlcIiB8IENvbW1hbmRTeW50YXhFcnJvciB8IG51bGwge1xuICBpZiAoY29tbWFuZC50cmltKCkgPT09IFwiXCIpIHJldHVybiBcImVtcHR5XCI7XG4gIGxldCB3b3Jkczogc3RyaW5nW107XG4gIHRyeSB7XG4gICAgd29yZHMgPSBzcGxpdENvbW1hbmQoY29tbWFuZCk7XG4gIH0gY2F0Y2ggKGUpIHtcbiAgICBpZiAoZSBpbnN0YW5jZW9mIENvbW1hbmRTeW50YXhFcnJvcikgcmV0dXJuIGU7XG4gICAgdGhyb3cgZTtcbiAgfVxuICByZXR1cm4gd29yZHMubGVuZ3RoID09PSAwIHx8IHdvcmRzWzBdID09PSBcIlwiID8gXCJlbXB0eVwiIDogbnVsbDtcbn1cblxuLyoqXG4gKiBTcGxpdHMgYGNvbW1hbmRgIGludG8gd29yZHMuXG4gKlxuICogQHBhcmFtIGNvbW1hbmQgVGhlIGNvbW1hbmQgc3RyaW5nLCBlLmcuIGBkZW5vIHJ1biAtQSBcIm15IGFnZW50LnRzXCIgLS1mbGFnICdhIGInYC5cbiAqIEByZXR1cm5zIFRoZSB3b3JkczsgYW4gZW1wdHkgYXJyYXkgZm9yIGFuIGVtcHR5IG9yIGJsYW5rIHN0cmluZy5cbiAqIEB0aHJvd3Mge0NvbW1hbmRTeW50YXhFcnJvcn0gT24gYW4gdW50ZXJtaW5hdGVkIHF1b3RlIG9yIGEgdHJhaWxpbmcgYmFja3NsYXNoLCBhIE5VTCBvciBoYWxmXG4gKiAgIG9mIGEgVVRGLTE2IHN1cnJvZ2F0ZSBwYWlyLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgc3BsaXRDb21tYW5kIH0gZnJvbSBcIi4vc3BsaXRfY29tbWFuZC50c1wiO1xuICogY29uc29sZS5sb2coc3BsaXRDb21tYW5kKGBhZ2VudCAtLW5hbWUgXCJteSBhZ2VudFwiIC0teCAnYSBiJ2ApKTtcbiAqIC8vIFtcImFnZW50XCIsIFwiLS1uYW1lXCIsIFwibXkgYWdlbnRcIiwgXCItLXhcIiwgXCJhIGJcIl1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gc3BsaXRDb21tYW5kKGNvbW1hbmQ6IHN0cmluZyk6IHN0cmluZ1tdIHtcbiAgY29uc3QgdW5jYXJyaWVkID0gdW5jYXJyaWVkQ2hhcmFjdGVyKGNvbW1hbmQpO1xuICBpZiAodW5jYXJyaWVkICE9PSBudWxsKSB7XG4gICAgdGhyb3cgbmV3IENvbW1hbmRTeW50YXhFcnJvcihcbiAgICAgIGAke3VuY2FycmllZH0gaW4gY29tbWFuZCAke0pTT04uc3RyaW5naWZ5KGNvbW1hbmQpfSwgd2hpY2ggJHtVTkNBUlJJRUR9YCxcbiAgICApO1xuICB9XG4gIGNvbnN0IHdvcmRzOiBzdHJpbmdbXSA9IFtdO1xuICBsZXQgd29yZCA9IFwiXCI7XG4gIGxldCBpbldvcmQgPSBmYWxzZTtcbiAgbGV0IGkgPSAwO1xuICB3aGlsZSAoaSA8IGNvbW1hbmQubGVuZ3RoKSB7XG4gICAgY29uc3QgYyA9IGNvbW1hbmRbaV07XG4gICAgaWYgKEJMQU5LLmhhcyhjKSkge1xuICAgICAgaWYgKGluV29yZCkgd29yZHMucHVzaCh3b3JkKTtcbiAgICAgIHdvcmQgPSBcIlwiO1xuICAgICAgaW5Xb3JkID0gZmFsc2U7XG4gICAgICBpKys7XG4gICAgfSBlbHNlIGlmIChjID09PSBcIidcIikge1xuICAgICAgY29uc3QgZW5kID0gY29tbWFuZC5pbmRleE9mKFwiJ1wiLCBpICsgMSk7XG4gICAgICBpZiAoZW5kIDwgMCkgdGhyb3cgbmV3IENvbW1hbmRTeW50YXhFcnJvcihgdW50ZXJtaW5hdGVkICcgcXVvdGUgaW4gY29tbWFuZDogJHtjb21tYW5kfWApO1xuICAgICAgd29yZCArPSBjb21tYW5kLnNsaWNlKGkgKyAxLCBlbmQpO1xuICAgICAgaW5Xb3JkID0gdHJ1ZTtcbiAgICAgIGkgPSBlbmQgKyAxO1xuICAgIH0gZWxzZSBpZiAoYyA9PT0gJ1wiJykge1xuICAgICAgaSsrO1xuICAgICAgd2hpbGUgKHRydWUpIHtcbiAgICAgICAgaWYgKGkgPj0gY29tbWFuZC5sZW5ndGgpIHtcbiAgICAgICAgICB0aHJvdyBuZXcgQ29tbWFuZFN5bnRheEVycm9yKGB1bnRlcm1pbmF0ZWQgXCIgcXVvdGUgaW4gY29tbWFuZDogJHtjb21tYW5kfWApO1xuICAgICAgICB9XG4gICAgICAgIGNvbnN0IGQgPSBjb21tYW5kW2ldO1xuICAgICAgICBpZiAoZCA9PT0gJ1wiJykgYnJlYWs7XG4gICAgICAgIGlmIChkID09PSBcIlxcXFxcIiAmJiBpICsgMSA8IGNvbW1hbmQubGVuZ3RoICYmIERPVUJMRV9RVU9URV9FU0NBUEFCTEUuaGFzKGNvbW1hbmRbaSArIDFdKSkge1xuICAgICAgICAgIGlmIChjb21tYW5kW2kgKyAxXSAhPT0gXCJcXG5cIikgd29yZCArPSBjb21tYW5kW2kgKyAxXTsgLy8gXFw8bmV3bGluZT4gaXMgYSBsaW5lIGNvbnRpbnVhdGlvblxuICAgICAgICAgIGkgKz0gMjtcbiAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICB3b3JkICs9IGQ7XG4gICAgICAgICAgaSsrO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICBpbldvcmQgPSB0cnVlO1xuICAgICAgaSsrO1xuICAgIH0gZWxzZSBpZiAoYyA9PT0gXCJcXFxcXCIpIHtcbiAgICAgIGlmIChpICsgMSA+PSBjb21tYW5kLmxlbmd0aCkge1xuICAgICAgICB0aHJvdyBuZXcgQ29tbWFuZFN5bnRheEVycm9yKGB0cmFpbGluZyBiYWNrc2xhc2ggaW4gY29tbWFuZDogJHtjb21tYW5kfWApO1xuICAgICAgfVxuICAgICAgaWYgKGNvbW1hbmRbaSArIDFdID09PSBcIlxcblwiKSB7XG4gICAgICAgIGkgKz0gMjsgLy8gXFw8bmV3bGluZT4gaXMgYSBsaW5lIGNvbnRpbnVhdGlvbjogYm90aCBjaGFyYWN0ZXJzIGdvXG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgd29yZCArPSBjb21tYW5kW2kgKyAxXTtcbiAgICAgIGluV29yZCA9IHRydWU7XG4gICAgICBpICs9IDI7XG4gICAgfSBlbHNlIHtcbiAgICAgIHdvcmQgKz0gYztcbiAgICAgIGluV29yZCA9IHRydWU7XG4gICAgICBpKys7XG4gICAgfVxuICB9XG4gIGlmIChpbldvcmQpIHdvcmRzLnB1c2god29yZCk7XG4gIHJldHVybiB3b3Jkcztcbn1cblxuLyoqXG4gKiBKb2lucyB3b3JkcyBpbnRvIGEgY29tbWFuZCBzdHJpbmcgdGhhdCB7QGxpbmtjb2RlIHNwbGl0Q29tbWFuZH0gc3BsaXRzIGJhY2sgaW50byB0aGVtOlxuICogYSBwbGFpbiB3b3JkIGFzIGl0IGlzLCBhbnkgb3RoZXIgKGFuIGVtcHR5IG9uZSwgb25lIHdpdGggYmxhbmtzIG9yIHF1b3Rlcykgc2luZ2xlLXF1b3RlZC5cbiAqXG4gKiBAcGFyYW0gd29yZHMgVGhlIHdvcmRzLlxuICogQHJldHVybnMgVGhlIGNvbW1hbmQgc3RyaW5nLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgam9pbkNvbW1hbmQsIHNwbGl0Q29tbWFuZCB9IGZyb20gXCIuL3NwbGl0X2NvbW1hbmQudHNcIjtcbiAqIGNvbnN0IHRleHQgPSBqb2luQ29tbWFuZChbXCJhZ2VudFwiLCBcIi0tcHJlZml4XCIsIFwiXCIsIFwiaXQnc1wiXSk7XG4gKiBjb25zb2xlLmxvZyh0ZXh0KTsgLy8gYWdlbnQgLS1wcmVmaXggJycgJ2l0J1xcJydzJ1xuICogY29uc29sZS5sb2coc3BsaXRDb21tYW5kKHRleHQpKTsgLy8gW1wiYWdlbnRcIiwgXCItLXByZWZpeFwiLCBcIlwiLCBcIml0J3NcIl1cbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gam9pbkNvbW1hbmQod29yZHM6IHJlYWRvbmx5IHN0cmluZ1tdKTogc3RyaW5nIHtcbiAgcmV0dXJuIHdvcmRzLm1hcCgod29yZCkgPT5cbiAgICAvXltBLVphLXowLTlfQCUrPTosLi8tXSskLy50ZXN0KHdvcmQpID8gd29yZCA6IGAnJHt3b3JkLnJlcGxhY2VBbGwoXCInXCIsIGAnXFxcXCcnYCl9J2BcbiAgKS5qb2luKFwiIFwiKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUVEOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBQ0QsT0FBTyxNQUFNLDJCQUEyQjtFQUN0Qzs7OztHQUlDLEdBQ0QsWUFBWSxPQUFlLENBQUU7SUFDM0IsS0FBSyxDQUFDO0lBQ04sSUFBSSxDQUFDLElBQUksR0FBRztFQUNkO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sU0FBUyxtQkFBbUIsSUFBWTtFQUM3QyxJQUFJLEtBQUssUUFBUSxDQUFDLE9BQU8sT0FBTztFQUNoQyxPQUFPLEtBQUssWUFBWSxLQUFLLE9BQU87QUFDdEM7QUFFQSx3REFBd0QsR0FDeEQsTUFBTSxZQUFZO0FBRWxCOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsbUJBQW1CLE9BQTJCO0VBQzVELE9BQU8sR0FBRyxRQUFRLE9BQU8sQ0FBQyxFQUFFLEVBQzFCLFFBQVEsT0FBTyxDQUFDLFFBQVEsQ0FBQyxhQUFhLDBCQUEwQixtQkFDaEU7QUFDSjtBQUVBLE1BQU0sUUFBUSxJQUFJLElBQUk7RUFBQztFQUFLO0VBQU07RUFBTTtDQUFLO0FBQzdDLE1BQU0seUJBQXlCLElBQUksSUFBSTtFQUFDO0VBQUs7RUFBTTtFQUFLO0VBQUs7Q0FBSztBQUVsRTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sU0FBUyxlQUFlLE9BQWU7RUFDNUMsSUFBSSxRQUFRLElBQUksT0FBTyxJQUFJLE9BQU87RUFDbEMsSUFBSTtFQUNKLElBQUk7SUFDRixRQUFRLGFBQWE7RUFDdkIsRUFBRSxPQUFPLEdBQUc7SUFDVixJQUFJLGFBQWEsb0JBQW9CLE9BQU87SUFDNUMsTUFBTTtFQUNSO0VBQ0EsT0FBTyxNQUFNLE1BQU0sS0FBSyxLQUFLLEtBQUssQ0FBQyxFQUFFLEtBQUssS0FBSyxVQUFVO0FBQzNEO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsYUFBYSxPQUFlO0VBQzFDLE1BQU0sWUFBWSxtQkFBbUI7RUFDckMsSUFBSSxjQUFjLE1BQU07SUFDdEIsTUFBTSxJQUFJLG1CQUNSLEdBQUcsVUFBVSxZQUFZLEVBQUUsS0FBSyxTQUFTLENBQUMsU0FBUyxRQUFRLEVBQUUsV0FBVztFQUU1RTtFQUNBLE1BQU0sUUFBa0IsRUFBRTtFQUMxQixJQUFJLE9BQU87RUFDWCxJQUFJLFNBQVM7RUFDYixJQUFJLElBQUk7RUFDUixNQUFPLElBQUksUUFBUSxNQUFNLENBQUU7SUFDekIsTUFBTSxJQUFJLE9BQU8sQ0FBQyxFQUFFO0lBQ3BCLElBQUksTUFBTSxHQUFHLENBQUMsSUFBSTtNQUNoQixJQUFJLFFBQVEsTUFBTSxJQUFJLENBQUM7TUFDdkIsT0FBTztNQUNQLFNBQVM7TUFDVDtJQUNGLE9BQU8sSUFBSSxNQUFNLEtBQUs7TUFDcEIsTUFBTSxNQUFNLFFBQVEsT0FBTyxDQUFDLEtBQUssSUFBSTtNQUNyQyxJQUFJLE1BQU0sR0FBRyxNQUFNLElBQUksbUJBQW1CLENBQUMsaUNBQWlDLEVBQUUsU0FBUztNQUN2RixRQUFRLFFBQVEsS0FBSyxDQUFDLElBQUksR0FBRztNQUM3QixTQUFTO01BQ1QsSUFBSSxNQUFNO0lBQ1osT0FBTyxJQUFJLE1BQU0sS0FBSztNQUNwQjtNQUNBLE1BQU8sS0FBTTtRQUNYLElBQUksS0FBSyxRQUFRLE1BQU0sRUFBRTtVQUN2QixNQUFNLElBQUksbUJBQW1CLENBQUMsaUNBQWlDLEVBQUUsU0FBUztRQUM1RTtRQUNBLE1BQU0sSUFBSSxPQUFPLENBQUMsRUFBRTtRQUNwQixJQUFJLE1BQU0sS0FBSztRQUNmLElBQUksTUFBTSxRQUFRLElBQUksSUFBSSxRQUFRLE1BQU0sSUFBSSx1QkFBdUIsR0FBRyxDQUFDLE9BQU8sQ0FBQyxJQUFJLEVBQUUsR0FBRztVQUN0RixJQUFJLE9BQU8sQ0FBQyxJQUFJLEVBQUUsS0FBSyxNQUFNLFFBQVEsT0FBTyxDQUFDLElBQUksRUFBRSxFQUFFLG9DQUFvQztVQUN6RixLQUFLO1FBQ1AsT0FBTztVQUNMLFFBQVE7VUFDUjtRQUNGO01BQ0Y7TUFDQSxTQUFTO01BQ1Q7SUFDRixPQUFPLElBQUksTUFBTSxNQUFNO01BQ3JCLElBQUksSUFBSSxLQUFLLFFBQVEsTUFBTSxFQUFFO1FBQzNCLE1BQU0sSUFBSSxtQkFBbUIsQ0FBQywrQkFBK0IsRUFBRSxTQUFTO01BQzFFO01BQ0EsSUFBSSxPQUFPLENBQUMsSUFBSSxFQUFFLEtBQUssTUFBTTtRQUMzQixLQUFLLEdBQUcsd0RBQXdEO1FBQ2hFO01BQ0Y7TUFDQSxRQUFRLE9BQU8sQ0FBQyxJQUFJLEVBQUU7TUFDdEIsU0FBUztNQUNULEtBQUs7SUFDUCxPQUFPO01BQ0wsUUFBUTtNQUNSLFNBQVM7TUFDVDtJQUNGO0VBQ0Y7RUFDQSxJQUFJLFFBQVEsTUFBTSxJQUFJLENBQUM7RUFDdkIsT0FBTztBQUNUO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsWUFBWSxLQUF3QjtFQUNsRCxPQUFPLE1BQU0sR0FBRyxDQUFDLENBQUMsT0FDaEIsMkJBQTJCLElBQUksQ0FBQyxRQUFRLE9BQU8sQ0FBQyxDQUFDLEVBQUUsS0FBSyxVQUFVLENBQUMsS0FBSyxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsQ0FBQyxFQUNuRixJQUFJLENBQUM7QUFDVCJ9
// denoCacheMetadata=6879151224247864482,6676487581450409496