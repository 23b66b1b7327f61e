/**
 * What the CLI takes for a remote agent's address, and the refusal of one given after a blank.
 * Shown without a user name or password ({@linkcode withoutUserInfo}), which it never sends and
 * never repeats (the address itself is refused where it would be dialled).
 *
 * @module
 */

import { withoutUserInfo } from "../remote/shown_address.ts";

/**
 * What the CLI treats as a remote agent rather than a command (REMOTE §6), checked before
 * any remote code is loaded.
 */
export const REMOTE_ADDRESS: RegExp = /^(?:https?|wss?):\/\//i;

/** An address of some other scheme (`ftp://`, `tcp://`, `unix://`), no program's name. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Why `command` is refused as an agent: its first word is a remote agent's address but the
 * command does not start with it (a space or a quote before it), or an address of a scheme no
 * remote agent has (`ftp://`, `tcp://`). Either would be run as a program named like a URL,
 * and "command not found" would repeat it.
 *
 * @param command A command as given, already known to split into words.
 * @param words Its words.
 * @returns The refusal's text, or `null` when `command` is no such address.
 *
 * @example
 * ```ts
 * import { remoteAddressProblem } from "./remote_address.ts";
 * console.log(remoteAddressProblem(" http://h:7331", ["http://h:7331"])); // http://h:7331: a remote address is given alone, \u2026
 * console.log(remoteAddressProblem("ftp://h/a", ["ftp://h/a"])); // ftp://h/a: no remote agent's address \u2026
 * console.log(remoteAddressProblem("my-agent --acp", ["my-agent", "--acp"])); // null
 * ```
 */
export function remoteAddressProblem(command: string, words: readonly string[]): string | null {
  // Blanks quoted into the first word too (`' http://h'`, a no-break space): no program.
  const first = (words[0] ?? "").trimStart();
  if (REMOTE_ADDRESS.test(command)) return null;
  if (REMOTE_ADDRESS.test(first)) {
    return `${shownWord(first, command)}: a remote address is given alone, from the ` +
      `first character (no space or quote before it), e.g. http://127.0.0.1:7331/acp`;
  }
  if (!OTHER_SCHEME.test(first)) return null;
  return `${shownWord(first, command)}: no remote agent's address (one starts with http://, ` +
    `https://, ws:// or wss://) and no program's name; give one or the other`;
}

/**
 * The first word, an address, as a message shows it: without its user name and password,
 * and only its scheme when it is no URL and an `@` follows (a password with a blank in it
 * leaves its start in this word, its end in a later one: regress75).
 */
function shownWord(first: string, command: string): string {
  if (URL.canParse(first) || !command.includes("@")) return withoutUserInfo(first);
  return `${OTHER_SCHEME.exec(first)![0]}\u2026`;
}

/**
 * `text` (a refusal) without the user name and password of any address in it, by its
 * text alone: what stands between `scheme://` and the `@` before the host is shown as `\u2026`
 * (a command quoted whole, or a word before the address: regress75, regress76).
 *
 * @param text The message.
 * @returns What may be shown.
 *
 * @example
 * ```ts
 * import { withoutPasswords } from "./remote_address.ts";
 * console.log(withoutPasswords("bad quote in: FOO=1 'http://u:s@h/acp")); // bad quote in: FOO=1 'http://\u2026@h/acp
 * ```
 */
export function withoutPasswords(text: string): string {
  return text.replace(USER_INFO, "$1\u2026@");
}

/**
 * A `scheme://` that starts a word, then a user name and password up to an `@` (they may hold
 * `/`, `?` or `#`, as no URL may: regress77; never a blank or a quote, so a later word's `@`,
 * as in `--as me@example.com`, is not taken for theirs).
 */
const USER_INFO = /(?<![\w/.+-])([a-z][a-z0-9+.-]*:\/\/)[^\s'"@]*@/gi;
