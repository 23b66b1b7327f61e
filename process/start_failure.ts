/**
 * Why a command could not start, in words that say what to do: the spawn's own error made
 * specific (a removed working directory, a missing `#!` interpreter, a CRLF script, a path
 * with spaces given unquoted, a directory), and, before the spawn, a `#!/usr/bin/env` line
 * whose program cannot be found (env would exit 127 before a word is read, and the client's
 * initialize get no answer: editor6).
 *
 * Only regular files are read (opening a FIFO blocks until a writer comes), 255 bytes of them
 * (what the kernel reads of a `#!` line); nothing is refused that would run.
 *
 * @module
 */

import type { ChildOptions } from "./child_process.ts";
import { pathExists } from "./path_exists.ts";
import { messageOf } from "../log/error_text.ts";

/**
 * Why the spawn of `words` failed with `e`, as the start failure says it.
 *
 * @param e What `Deno.Command#spawn` threw.
 * @param words The program and its arguments.
 * @param options Its environment and working directory.
 * @returns The reason, starting with the program (or the working directory).
 *
 * @example
 * ```ts
 * import { spawnFailure } from "./start_failure.ts";
 * console.log(spawnFailure(new Deno.errors.NotFound("x"), ["/no/such/agent"], {}));
 * // /no/such/agent: command not found
 * ```
 */
export function spawnFailure(e: unknown, words: readonly string[], options: ChildOptions): string {
  const program = words[0];
  if (e instanceof Deno.errors.NotFound) {
    return missingDirectory(options.cwd) ?? missingInterpreter(program, options) ??
      `${program}: command not found${relativeTo(program, options)}${spacedPath(words, options)}`;
  }
  if (e instanceof Deno.errors.PermissionDenied) {
    return `${program}: ${
      isDirectory(program, options) ? "is a directory, not a program" : "permission denied"
    }`;
  }
  return `${program}: ${messageOf(e)}`;
}

/**
 * Why `program` cannot start though the spawn would succeed (a script whose `#!/usr/bin/env`
 * line names a program env cannot run), or undefined when it can, or where that cannot be
 * told for certain.
 *
 * @param program The program as the command names it.
 * @param options Its environment and working directory.
 * @returns The reason, or undefined.
 *
 * @example
 * ```ts
 * import { envInterpreterProblem } from "./start_failure.ts";
 * console.log(envInterpreterProblem("/bin/sh", {})); // undefined
 * ```
 */
export function envInterpreterProblem(program: string, options: ChildOptions): string | undefined {
  try {
    return missingEnvInterpreter(program, options);
  } catch (e) {
    // The working directory this process started in was removed: the spawn says that itself.
    if (e instanceof Deno.errors.NotFound) return undefined;
    throw e;
  }
}

/**
 * For a relative path with a slash (`./agent.py`), the directory it was looked up from: the
 * child's `cwd`, else this process's, which a config file's directory need not be.
 */
function relativeTo(program: string, options: ChildOptions): string {
  if (!program.includes("/") || program.startsWith("/")) return "";
  // (A removed working directory is said before this: `missingDirectory`.)
  return ` (a relative path, looked up from ${options.cwd ?? Deno.cwd()})`;
}

/**
 * Where `program` is: a path with a slash (from `cwd`), else the first match on `PATH` (the
 * child's, else this process's), or undefined when there is none.
 */
function programPath(
  program: string,
  options: ChildOptions,
  accept: (path: string) => boolean = pathExists,
): string | undefined {
  // (A removed working directory fails the spawn as NotFound, said by `missingDirectory` first.)
  const base = options.cwd ?? Deno.cwd();
  if (program.includes("/")) return program.startsWith("/") ? program : `${base}/${program}`;
  const path = options.env?.PATH ?? (options.clearEnv ? undefined : Deno.env.get("PATH"));
  for (const dir of (path ?? "").split(":")) {
    // An empty entry is the working directory, as for the shell.
    const full = dir.startsWith("/") ? `${dir}/${program}` : `${base}/${dir || "."}/${program}`;
    if (accept(full)) return full;
  }
  return undefined;
}

/**
 * Whether `path` is a regular file with an execute bit: what a PATH lookup runs (it passes over
 * one that is not, regress106), and a file that may be read without blocking (a FIFO would).
 */
function isExecutableFile(path: string): boolean {
  try {
    const info = Deno.statSync(path);
    return info.isFile && ((info.mode ?? 0) & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** Whether `program` names a directory (spawn says only "permission denied"). */
function isDirectory(program: string, options: ChildOptions): boolean {
  const path = programPath(program, options);
  try {
    return path !== undefined && Deno.statSync(path).isDirectory;
  } catch {
    return false;
  }
}

/**
 * For a program not found whose words, joined again, name a file (a path with spaces given
 * unquoted: `/my agents/a.py`), what to do about it; else "".
 */
function spacedPath(words: readonly string[], options: ChildOptions): string {
  for (let n = words.length; n > 1; n--) {
    const joined = words.slice(0, n).join(" ");
    if (!joined.includes("/")) continue;
    const full = joined.startsWith("/") ? joined : `${options.cwd ?? Deno.cwd()}/${joined}`;
    try {
      if (!Deno.statSync(full).isFile) continue;
    } catch {
      continue;
    }
    return ` ('${joined}' is a file: a path with spaces must be quoted inside the command, ` +
      `e.g. "'${joined}'")`;
  }
  return "";
}

/**
 * The `#!` line of the program's file (without `#!` and its line end), or undefined; only a
 * regular file is read (opening a FIFO blocks until a writer comes: regress106).
 */
function shebangOf(
  program: string,
  options: ChildOptions,
  accept?: (path: string) => boolean,
): string | undefined {
  const path = programPath(program, options, accept);
  if (path === undefined) return undefined;
  let head: string;
  try {
    if (!Deno.statSync(path).isFile) return undefined;
    using file = Deno.openSync(path);
    const bytes = new Uint8Array(255); // what the kernel reads of a #! line
    const n = file.readSync(bytes) ?? 0;
    head = new TextDecoder().decode(bytes.subarray(0, n));
  } catch {
    return undefined;
  }
  return head.startsWith("#!") ? head.slice(2).split("\n")[0] : undefined;
}

/**
 * For a script whose `#!` line runs `env` (`#!/usr/bin/env python3`, `#!/usr/bin/env -S deno
 * run`), why it cannot start, where that is certain: the line ends with CR and does not split
 * (env looks for "sh\r"); without `-S`, a name with a space (the kernel gives env the rest of
 * the line as one word); the program env is to run is on no entry of the PATH the child gets
 * (env would exit 127), or only as something that cannot be run (126). Undefined when it can
 * start or cannot be judged: no PATH, or an entry that is not absolute; env options other than
 * `-S`; a variable assignment; `-S` words with quotes, escapes or variables (env undoes them).
 */
function missingEnvInterpreter(program: string, options: ChildOptions): string | undefined {
  const path = options.env?.PATH ?? (options.clearEnv ? undefined : Deno.env.get("PATH"));
  // Entries that are not absolute (`~/bin`, `bin`, an empty one) are read differently by
  // different lookups (regress107): the program or its interpreter could be another file.
  const plainPath = path !== undefined && path.split(":").every((dir) => dir.startsWith("/"));
  if (!plainPath && !program.includes("/")) return undefined;
  const raw = shebangOf(program, options, isExecutableFile);
  const match = raw === undefined ? null : /^\s*(\S*\/env)[ \t]+(.*?)\r?$/.exec(raw);
  if (match === null) return undefined;
  // env -S (and -vS, --split-string=) takes a CR for a blank (such a script runs: regress107,
  // regress108); else it is in the name, whatever the PATH.
  const splitting = /^(?:-[a-zA-Z]*S|--split-string=?)/.exec(match[2].trimStart());
  // ... unless a program of that name, CR and all, is there (a workaround some make: regress109).
  if (
    raw!.endsWith("\r") && splitting === null &&
    programPath(`${match[2].trim()}\r`, options) === undefined
  ) return crlfLine(program);
  if (!plainPath) return undefined;
  const line = `#!${raw!.trim()}`;
  const shownLine = line.length > 120 ? `${line.slice(0, 120)}...` : line;
  let wanted = match[2].trim();
  if (splitting !== null) {
    wanted = wanted.slice(splitting[0].length).trim().split(/[ \t\v\f\r]+/)[0];
  }
  if (!/^[A-Za-z0-9._+/][A-Za-z0-9._+/ \t-]*$/.test(wanted)) return undefined;
  if (programPath(wanted, options, isExecutableFile) !== undefined) return undefined;
  if (/[ \t]/.test(wanted)) {
    return `${program}: its #! line (${shownLine}) has env run "${wanted}" as one program ` +
      `name (the rest of a #! line is one word); to give it arguments, write ` +
      `#!${match[1]} -S ${wanted}`;
  }
  // Only something that cannot be run by that name (a directory, no execute bit): env exits
  // 126 (interop15: said as a 126 exit, the initialize unanswered).
  const unrunnable = programPath(wanted, options);
  if (unrunnable !== undefined) {
    return `${program}: its interpreter ${wanted} (its #! line: ${shownLine}) is on the PATH ` +
      `it gets only as ${unrunnable}, which cannot be run (a directory, or no execute ` +
      `permission)`;
  }
  const shown = path.length > 200 ? `${path.slice(0, 200)}...` : path;
  return `${program}: its interpreter ${wanted} (its #! line: ${shownLine}) is not on the ` +
    `PATH it gets (${shown})`;
}

/** The words for a script saved with CRLF line ends: its `#!` line names "X\r". */
function crlfLine(program: string): string {
  return `${program}: its #! line ends with a carriage return (CRLF line ends: convert the ` +
    `script to LF, e.g. with dos2unix)`;
}

/**
 * Why a program that exists was "not found": the interpreter its `#!` line names is missing
 * (spawn says only "not found"), or undefined.
 */
function missingInterpreter(program: string, options: ChildOptions): string | undefined {
  const line = shebangOf(program, options);
  if (line === undefined) return undefined;
  // A script saved with CRLF line ends names "/bin/sh\r", which the kernel looks for.
  if (line.endsWith("\r")) return crlfLine(program);
  const interpreter = line.trim().split(/[ \t]+/)[0];
  if (interpreter === "") return undefined;
  try {
    Deno.statSync(interpreter);
    return undefined; // it is there: something else was not found
  } catch {
    return `${program}: its interpreter ${interpreter} (its #! line) was not found`;
  }
}

/**
 * Why `cwd` cannot be a working directory (it does not exist, or is not a directory; none
 * given: this process's has been removed), or undefined when it can: spawn says only "not
 * found" for both it and the program.
 */
function missingDirectory(cwd: string | undefined): string | undefined {
  // A relative one starts there too (`.` of a removed directory still stats).
  if (cwd === undefined || !cwd.startsWith("/")) {
    // Inherited: one removed since this process started fails every spawn.
    try {
      Deno.cwd();
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
      return "the working directory this process was started in has been removed; give the " +
        "agent a working directory that exists";
    }
    if (cwd === undefined) return undefined;
  }
  try {
    if (Deno.statSync(cwd).isDirectory) return undefined;
    return `the working directory ${cwd} is not a directory`;
  } catch {
    return `the working directory ${cwd} does not exist`;
  }
}
