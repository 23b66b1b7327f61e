/**
 * Shell syntax in a command that no shell will run: the daemon splits a command into words
 * itself (`process/split_command.ts`), so `X=1 agent`, `~/agent`, `$HOME/agent` name no
 * program, and `agent | tee log` passes `|`, `tee` and `log` to the agent. Said at start-up,
 * with what to write instead, rather than as "command not found" once a client comes (or
 * never).
 *
 * @module
 */

import { splitCommand } from "../process/split_command.ts";

/** Words a shell takes as operators; given alone and unquoted they mean a shell was expected. */
const OPERATORS = new Set(["|", "||", "&&", ";", "&", ">", ">>", "<", "2>", "2>&1", "|&"]);

/** `NAME=value` as a command's first word: a shell's variable assignment. */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

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
  let words: string[];
  try {
    words = splitCommand(command);
  } catch {
    return null;
  }
  const program = words[0];
  if (program === undefined) return null;
  const useShell = `no shell runs the command; to use one, give sh -c '...'`;
  if (ASSIGNMENT.test(command.trimStart())) {
    return `'${program}' sets a variable, but ${useShell} (or env ${program} ...; a named ` +
      `agent's "env" sets it too)`;
  }
  // A shell would expand them: `$` outside single quotes, `~` leading; `'/opt/d$x/ag'` or
  // `/opt/d\\$x/ag` is a path as it is.
  if (shellExpands(command.trimStart())) {
    return `'${program}' needs a shell to expand it, but ${useShell} (or give the path itself)`;
  }
  // Alone and unquoted: `agent '|'` passes a bar on purpose.
  const operator = bareWords(command).find((word) => OPERATORS.has(word));
  if (operator !== undefined) return `'${operator}' is shell syntax, but ${useShell}`;
  return null;
}

/**
 * The words of `command` written without any quote or backslash in them (a quoted word is
 * left out).
 */
function bareWords(command: string): string[] {
  const bare: string[] = [];
  let word = "";
  let quoted = false;
  let quote: string | null = null;
  const end = () => {
    if (word !== "" && !quoted) bare.push(word);
    [word, quoted] = ["", false];
  };
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (quote !== null) {
      if (c === quote) quote = null;
      else if (c === "\\" && quote === '"') i++;
    } else if (c === "'" || c === '"') [quote, quoted] = [c, true];
    else if (c === "\\") [i, quoted] = [i + 1, true];
    else if (c === " " || c === "\t" || c === "\n" || c === "\r") end();
    else word += c;
  }
  end();
  return bare;
}

/**
 * Whether a shell would expand something in the first word of `command`: a `$` that is not
 * inside single quotes nor escaped (double quotes expand it too), or a `~` that starts it.
 */
function shellExpands(command: string): boolean {
  if (command.startsWith("~")) return true;
  let quote: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (quote === "'") {
      if (c === "'") quote = null;
    } else if (c === "\\") i++;
    else if (c === "$") return true;
    else if (c === '"') quote = quote === '"' ? null : '"';
    else if (c === "'" && quote === null) quote = "'";
    else if (quote === null && (c === " " || c === "\t" || c === "\n" || c === "\r")) return false;
  }
  return false;
}
