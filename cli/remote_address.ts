/**
 * A remote agent's address as the CLI shows it: without a user name or password, which it
 * never sends and never repeats (the address itself is refused where it would be dialled).
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
 * import { withoutUserInfo } from "./remote_address.ts";
 * console.log(withoutUserInfo("http://u:secret@h:7331/acp")); // http://h:7331/acp
 * console.log(withoutUserInfo("http://u:secret@[::1")); // http://[::1
 * console.log(withoutUserInfo("my-agent --acp")); // my-agent --acp
 * ```
 */
export function withoutUserInfo(text: string): string {
  // By its text, so that an address that is no URL (a bad port, a bracket left open) is
  // shown without it too: everything up to the authority's last "@".
  return text.replace(/^((?:https?|wss?):\/\/)[^/?#]*@/i, "$1");
}
