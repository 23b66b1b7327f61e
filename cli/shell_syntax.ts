/**
 * Shell syntax in a command that no shell will run: the daemon splits a command into words
 * itself (`process/split_command.ts`), so `X=1 agent`, `~/agent`, `$HOME/agent` name no
 * program, and `agent | tee log` passes `|`, `tee` and `log` to the agent. Said at start-up,
 * with what to write instead, rather than as "command not found" once a client comes (or
 * never). The text is read as a POSIX shell reads it: what is quoted or escaped is literal.
 *
 * @module
 */

import { splitCommand } from "../process/split_command.ts";

/** Characters a shell takes as operators where they stand unquoted, even inside a word. */
const OPERATOR_CHARACTERS = new Set(["|", "&", ";", "<", ">", "(", ")", "`"]);
/** What may follow `$` for a shell to expand it: a name, `{`, `(`, a digit, a special one. */
const EXPANDED_AFTER_DOLLAR = /[A-Za-z_{(0-9@*#?$!-]/;
/** The blanks that part words (as `splitCommand` parts them). */
const BLANKS = new Set([" ", "\t", "\n", "\r"]);

/**
 * What in `command` only a shell would understand, said with what to do; null when nothing.
 * A command that does not split is left to the caller's own check.
 *
 * @param command The command string, as given (`--v1 "agent --acp"`).
 * @returns The problem and its fix, or null.
 *
 * @example
 * ```ts
 * import { shellSyntaxProblem } from "./shell_syntax.ts";
 * console.log(shellSyntaxProblem("agent --acp")); // null
 * console.log(shellSyntaxProblem("agent | tee log")?.startsWith("'|' is shell syntax")); // true
 * ```
 */
export function shellSyntaxProblem(command: string): string | null {
  try {
    splitCommand(command);
  } catch {
    return null;
  }
  const found = scan(command);
  const useShell = `no shell runs the command; to use one, give sh -c '...'`;
  if (found.assignment !== null) {
    return `'${found.assignment}' sets a variable, but ${useShell} (or env ` +
      `${found.assignment} ...; a named agent's "env" sets it too)`;
  }
  if (found.expands !== null) {
    return `'${found.expands}' needs a shell to expand it, but ${useShell} (or give the path ` +
      `itself)`;
  }
  if (found.operator !== null) return `${found.operator} is shell syntax, but ${useShell}`;
  return null;
}

/** What {@linkcode scan} found: each the first of its kind, or null. */
interface Found {
  /** `NAME=value` as the first word (as written). */
  assignment: string | null;
  /** The first word, when a shell would expand part of it (`~`, `$NAME`, `` ` ``). */
  expands: string | null;
  /** An operator (quoted for the message: `'|'`), a comment or a second command, unquoted. */
  operator: string | null;
}

/**
 * Reads `command` as a shell would: quotes (`'...'` literal, `"..."` where `$` and `` ` ``
 * still work), backslash escapes and line continuations, words parted by blanks.
 */
function scan(command: string): Found {
  const found: Found = { assignment: null, expands: null, operator: null };
  let quote: "'" | '"' | null = null;
  let words = 0; // words begun so far
  let inWord = false;
  let wordStart = 0;
  let quotedInWord = false; // a quote or escape so far in this word (for `~` and `NAME=`)
  let lineEnded = false; // an unquoted line break after a word: what follows is a new command
  const operator = (text: string) => void (found.operator ??= text);
  const firstWordExpands = () => {
    if (words === 1) found.expands ??= firstWord(command, wordStart);
  };
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (quote === "'") {
      if (c === "'") quote = null;
      continue;
    }
    if (c === "\\") {
      if (command[i + 1] === "\n") {
        i++; // a line continuation: removed, no word break
        continue;
      }
      if (!inWord) [inWord, words, wordStart, quotedInWord] = [true, words + 1, i, false];
      quotedInWord = true;
      i++;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === "`") {
        firstWordExpands();
        operator("'`'"); // a command substitution, quoted or not
      } else if (c === "$" && EXPANDED_AFTER_DOLLAR.test(command[i + 1] ?? "")) {
        firstWordExpands();
      }
      continue;
    }
    if (BLANKS.has(c)) {
      if (c === "\n" && words > 0) lineEnded = true;
      inWord = false;
      continue;
    }
    if (lineEnded) operator("a line break (a second command)");
    if (!inWord) {
      [inWord, words, wordStart, quotedInWord] = [true, words + 1, i, false];
      if (c === "#") operator("'#' (a comment)");
      if (c === "~" && words === 1 && tildeExpands(command, i)) firstWordExpands();
    }
    if (c === "'" || c === '"') {
      quote = c;
      quotedInWord = true;
    } else if (c === "`") {
      firstWordExpands();
      operator("'`'");
    } else if (OPERATOR_CHARACTERS.has(c)) operator(`'${operatorAt(command, i)}'`);
    else if (c === "$" && EXPANDED_AFTER_DOLLAR.test(command[i + 1] ?? "")) firstWordExpands();
    else if (c === "=" && words === 1 && !quotedInWord && found.assignment === null) {
      const name = command.slice(wordStart, i);
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) found.assignment = firstWord(command, wordStart);
    }
  }
  return found;
}

/**
 * Whether the `~` at `at` starts a tilde prefix a shell expands: the characters up to the
 * first `/` (or the word's end) are not quoted or escaped.
 */
function tildeExpands(command: string, at: number): boolean {
  for (let i = at + 1; i < command.length; i++) {
    const c = command[i];
    if (c === "/" || BLANKS.has(c)) return true;
    if (c === "'" || c === '"' || c === "\\") return false;
  }
  return true;
}

/** The operator starting at `at` (`|`, `||`, `>>`, `2>`, `&&`, ...), as written. */
function operatorAt(command: string, at: number): string {
  const rest = command.slice(at);
  let run = /^[|&;<>()]+/.exec(rest)?.[0] ?? command[at];
  if (/[<>]&$/.test(run)) run += /^[0-9-]*/.exec(rest.slice(run.length))![0]; // 2>&1, >&-
  const fd = /[0-9]$/.exec(command.slice(0, at))?.[0] ?? "";
  return fd + run;
}

/** The first word as `splitCommand` gives it (its quotes removed), for a message. */
function firstWord(command: string, start: number): string {
  return splitCommand(command.slice(start))[0] ?? command.slice(start);
}
