/**
 * What a child's exit says beyond its code, for the line that reports it.
 *
 * @module
 */

/**
 * The signal that killed the child, or what the shell's 126 and 127 mean: a program a
 * wrapper script or a `#!/usr/bin/env` line runs could not be executed or was not found --
 * the usual way an agent that runs from a terminal fails from an editor, whose PATH may be
 * shorter (editor6: "the agent ended with exit code 127" said nothing more). Else "".
 *
 * @param code The exit code (128+N for a signal N).
 * @param signal The signal that killed it, when known.
 * @returns The note, with a leading space, or "".
 *
 * @example
 * ```ts
 * import { exitCodeNote } from "./exit_code_note.ts";
 * console.log(`the agent ended with exit code 139${exitCodeNote(139, "SIGSEGV")}`);
 * // the agent ended with exit code 139 (killed by SIGSEGV)
 * ```
 */
export function exitCodeNote(code: number | null, signal: Deno.Signal | null = null): string {
  if (signal !== null) return ` (killed by ${signal})`;
  if (code === 127) {
    return " (127: a program it runs was not found; check the PATH it gets, which an " +
      "editor's may make shorter than a terminal's)";
  }
  if (code === 126) {
    return " (126: a program it runs could not be executed; check that it is a program " +
      "with execute permission)";
  }
  return "";
}

/**
 * The signal that killed a connection's process (it resolves with its exit; null when none
 * did), or undefined for a connection with no process of its own (in memory, remote).
 *
 * @param connection A connection (a `ChildProcessConnection` has `exitSignal`).
 * @returns Its `exitSignal`, or undefined.
 *
 * @example
 * ```ts
 * import { exitSignalOf } from "./exit_code_note.ts";
 * console.log(exitSignalOf({ readable: null, writable: null })); // undefined
 * ```
 */
export function exitSignalOf(connection: unknown): Promise<Deno.Signal | null> | undefined {
  return (connection as { exitSignal?: Promise<Deno.Signal | null> } | null)?.exitSignal;
}
