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
 * console.log(withoutUserInfo("my-agent --acp")); // my-agent --acp
 * ```
 */
export function withoutUserInfo(text: string): string {
  const scheme = REMOTE_ADDRESS.exec(text)?.[0];
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
