/**
 * A remote agent's address as the CLI shows it: without a user name or password, which it
 * never sends and never repeats (the address itself is refused where it would be dialled).
 *
 * @module
 */

/**
 * What the CLI treats as a remote agent rather than a command (REMOTE §6), checked before
 * any remote code is loaded.
 */
export const REMOTE_ADDRESS: RegExp = /^(?:https?|wss?):\/\//i;

/**
 * Why `command` is refused when its first word is a remote agent's address but the command
 * does not start with it (a space or a quote before it): it would be run as a program named
 * like a URL, and "command not found" would repeat it.
 *
 * @param command A command as given, already known to split into words.
 * @param words Its words.
 * @returns The refusal's text, or `null` when `command` is no such address.
 *
 * @example
 * ```ts
 * import { misplacedRemoteAddress } from "./remote_address.ts";
 * console.log(misplacedRemoteAddress(" http://h:7331", ["http://h:7331"])); // http://h:7331: a remote address is given alone, \u2026
 * console.log(misplacedRemoteAddress("my-agent --acp", ["my-agent", "--acp"])); // null
 * ```
 */
export function misplacedRemoteAddress(command: string, words: readonly string[]): string | null {
  // Blanks quoted into the first word too (`' http://h'`, a no-break space): no program.
  const first = (words[0] ?? "").trimStart();
  if (REMOTE_ADDRESS.test(command) || !REMOTE_ADDRESS.test(first)) return null;
  return `${withoutUserInfo(first)}: a remote address is given alone, from the ` +
    `first character (no space or quote before it), e.g. http://127.0.0.1:7331/acp`;
}

/**
 * `text` without the `user:password@` of a URL; any other text as it is.
 *
 * @param text A command or a remote agent's address.
 * @returns What may be shown.
 *
 * @example
 * ```ts
 * import { withoutUserInfo } from "./remote_address.ts";
 * console.log(withoutUserInfo("http://u:secret@h:7331/acp")); // http://h:7331/acp
 * console.log(withoutUserInfo("http://u:secret@[::1")); // http://\u2026@[::1
 * console.log(withoutUserInfo("http://h/a@b")); // http://h/a@b
 * console.log(withoutUserInfo(" ws://u:secret@h")); // ws://h/
 * console.log(withoutUserInfo("my-agent --acp")); // my-agent --acp
 * ```
 */
export function withoutUserInfo(text: string): string {
  // Blanks before it too: a loose word or a command may have them.
  const scheme = /^\s*(?:https?|wss?):\/\//i.exec(text)?.[0];
  if (scheme === undefined) return text;
  // A URL: as the parser reads it (`http:///u:p@h` has them too), without them; one without
  // them as it was written.
  if (URL.canParse(text)) {
    const url = new URL(text);
    if (url.username === "" && url.password === "") return text;
    url.username = "";
    url.password = "";
    return url.href;
  }
  // No URL (a bad port, a bracket left open, a "/" or "#" in the password): by its text,
  // everything up to its last "@", marked.
  const at = text.lastIndexOf("@");
  return at < scheme.length ? text : `${scheme}\u2026@${text.slice(at + 1)}`;
}
