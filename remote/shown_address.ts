/**
 * An address as a message shows it: without the user name and password a URL may carry,
 * which are never sent and never repeated. Shared by the library's refusals and the CLI's.
 *
 * @module
 */

/**
 * `text` without the `user:password@` of a URL; any other text as it is.
 *
 * @param text A command or a remote agent's address.
 * @returns What may be shown.
 *
 * @example
 * ```ts
 * import { withoutUserInfo } from "./shown_address.ts";
 * console.log(withoutUserInfo("http://u:secret@h:7331/acp")); // http://h:7331/acp
 * console.log(withoutUserInfo("http://u:secret@[::1")); // http://\u2026@[::1
 * console.log(withoutUserInfo("http://h/a@b")); // http://h/a@b
 * console.log(withoutUserInfo(" ws://u:secret@h")); // ws://h/
 * console.log(withoutUserInfo("ftp://u:secret@h/a")); // ftp://h/a
 * console.log(withoutUserInfo("my-agent --acp")); // my-agent --acp
 * ```
 */
export function withoutUserInfo(text: string): string {
  // Any scheme (one refused for it too), blanks before it (a loose word or a command).
  const scheme = /^\s*[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0];
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
