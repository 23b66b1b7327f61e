/**
 * What the CLI takes for a remote agent's address, and the refusal of one given after a blank.
 * Shown without a user name or password ({@linkcode withoutUserInfo}), which it never sends and
 * never repeats (the address itself is refused where it would be dialled).
 *
 * @module
 */ import { withoutUserInfo } from "../remote/shown_address.ts";
/**
 * What the CLI treats as a remote agent rather than a command (REMOTE §6), checked before
 * any remote code is loaded.
 */ export const REMOTE_ADDRESS = /^(?:https?|wss?):\/\//i;
/** An address of some other scheme (`ftp://`, `tcp://`, `unix://`), no program's name. */ const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
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
 */ export function remoteAddressProblem(command, words) {
  // Blanks quoted into the first word too (`' http://h'`, a no-break space): no program.
  const first = (words[0] ?? "").trimStart();
  if (REMOTE_ADDRESS.test(command)) return null;
  if (REMOTE_ADDRESS.test(first)) {
    return `${shownWord(first, command)}: a remote address is given alone, from the ` + `first character (no space or quote before it), e.g. http://127.0.0.1:7331/acp`;
  }
  if (!OTHER_SCHEME.test(first)) return null;
  return `${shownWord(first, command)}: no remote agent's address (one starts with http://, ` + `https://, ws:// or wss://) and no program's name; give one or the other`;
}
/**
 * The first word, an address, as a message shows it: without its user name and password,
 * and only its scheme when it is no URL and an `@` follows (a password with a blank in it
 * leaves its start in this word, its end in a later one: regress75).
 */ function shownWord(first, command) {
  if (URL.canParse(first) || !command.includes("@")) return withoutUserInfo(first);
  return `${OTHER_SCHEME.exec(first)[0]}\u2026`;
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
 */ export function withoutPasswords(text) {
  return text.replace(USER_INFO, "$1\u2026@");
}
/**
 * A `scheme://` that starts a word, then a user name and password up to an `@` (they may hold
 * `/`, `?` or `#`, as no URL may: regress77; never a blank or a quote, so a later word's `@`,
 * as in `--as me@example.com`, is not taken for theirs).
 */ const USER_INFO = /(?<![\w/.+-])([a-z][a-z0-9+.-]*:\/\/)[^\s'"@]*@/gi;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9yZW1vdGVfYWRkcmVzcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFdoYXQgdGhlIENMSSB0YWtlcyBmb3IgYSByZW1vdGUgYWdlbnQncyBhZGRyZXNzLCBhbmQgdGhlIHJlZnVzYWwgb2Ygb25lIGdpdmVuIGFmdGVyIGEgYmxhbmsuXG4gKiBTaG93biB3aXRob3V0IGEgdXNlciBuYW1lIG9yIHBhc3N3b3JkICh7QGxpbmtjb2RlIHdpdGhvdXRVc2VySW5mb30pLCB3aGljaCBpdCBuZXZlciBzZW5kcyBhbmRcbiAqIG5ldmVyIHJlcGVhdHMgKHRoZSBhZGRyZXNzIGl0c2VsZiBpcyByZWZ1c2VkIHdoZXJlIGl0IHdvdWxkIGJlIGRpYWxsZWQpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyB3aXRob3V0VXNlckluZm8gfSBmcm9tIFwiLi4vcmVtb3RlL3Nob3duX2FkZHJlc3MudHNcIjtcblxuLyoqXG4gKiBXaGF0IHRoZSBDTEkgdHJlYXRzIGFzIGEgcmVtb3RlIGFnZW50IHJhdGhlciB0aGFuIGEgY29tbWFuZCAoUkVNT1RFIMKnNiksIGNoZWNrZWQgYmVmb3JlXG4gKiBhbnkgcmVtb3RlIGNvZGUgaXMgbG9hZGVkLlxuICovXG5leHBvcnQgY29uc3QgUkVNT1RFX0FERFJFU1M6IFJlZ0V4cCA9IC9eKD86aHR0cHM/fHdzcz8pOlxcL1xcLy9pO1xuXG4vKiogQW4gYWRkcmVzcyBvZiBzb21lIG90aGVyIHNjaGVtZSAoYGZ0cDovL2AsIGB0Y3A6Ly9gLCBgdW5peDovL2ApLCBubyBwcm9ncmFtJ3MgbmFtZS4gKi9cbmNvbnN0IE9USEVSX1NDSEVNRSA9IC9eW2Etel1bYS16MC05Ky4tXSo6XFwvXFwvL2k7XG5cbi8qKlxuICogV2h5IGBjb21tYW5kYCBpcyByZWZ1c2VkIGFzIGFuIGFnZW50OiBpdHMgZmlyc3Qgd29yZCBpcyBhIHJlbW90ZSBhZ2VudCdzIGFkZHJlc3MgYnV0IHRoZVxuICogY29tbWFuZCBkb2VzIG5vdCBzdGFydCB3aXRoIGl0IChhIHNwYWNlIG9yIGEgcXVvdGUgYmVmb3JlIGl0KSwgb3IgYW4gYWRkcmVzcyBvZiBhIHNjaGVtZSBub1xuICogcmVtb3RlIGFnZW50IGhhcyAoYGZ0cDovL2AsIGB0Y3A6Ly9gKS4gRWl0aGVyIHdvdWxkIGJlIHJ1biBhcyBhIHByb2dyYW0gbmFtZWQgbGlrZSBhIFVSTCxcbiAqIGFuZCBcImNvbW1hbmQgbm90IGZvdW5kXCIgd291bGQgcmVwZWF0IGl0LlxuICpcbiAqIEBwYXJhbSBjb21tYW5kIEEgY29tbWFuZCBhcyBnaXZlbiwgYWxyZWFkeSBrbm93biB0byBzcGxpdCBpbnRvIHdvcmRzLlxuICogQHBhcmFtIHdvcmRzIEl0cyB3b3Jkcy5cbiAqIEByZXR1cm5zIFRoZSByZWZ1c2FsJ3MgdGV4dCwgb3IgYG51bGxgIHdoZW4gYGNvbW1hbmRgIGlzIG5vIHN1Y2ggYWRkcmVzcy5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHJlbW90ZUFkZHJlc3NQcm9ibGVtIH0gZnJvbSBcIi4vcmVtb3RlX2FkZHJlc3MudHNcIjtcbiAqIGNvbnNvbGUubG9nKHJlbW90ZUFkZHJlc3NQcm9ibGVtKFwiIGh0dHA6Ly9oOjczMzFcIiwgW1wiaHR0cDovL2g6NzMzMVwiXSkpOyAvLyBodHRwOi8vaDo3MzMxOiBhIHJlbW90ZSBhZGRyZXNzIGlzIGdpdmVuIGFsb25lLCBcXHUyMDI2XG4gKiBjb25zb2xlLmxvZyhyZW1vdGVBZGRyZXNzUHJvYmxlbShcImZ0cDovL2gvYVwiLCBbXCJmdHA6Ly9oL2FcIl0pKTsgLy8gZnRwOi8vaC9hOiBubyByZW1vdGUgYWdlbnQncyBhZGRyZXNzIFxcdTIwMjZcbiAqIGNvbnNvbGUubG9nKHJlbW90ZUFkZHJlc3NQcm9ibGVtKFwibXktYWdlbnQgLS1hY3BcIiwgW1wibXktYWdlbnRcIiwgXCItLWFjcFwiXSkpOyAvLyBudWxsXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlbW90ZUFkZHJlc3NQcm9ibGVtKGNvbW1hbmQ6IHN0cmluZywgd29yZHM6IHJlYWRvbmx5IHN0cmluZ1tdKTogc3RyaW5nIHwgbnVsbCB7XG4gIC8vIEJsYW5rcyBxdW90ZWQgaW50byB0aGUgZmlyc3Qgd29yZCB0b28gKGAnIGh0dHA6Ly9oJ2AsIGEgbm8tYnJlYWsgc3BhY2UpOiBubyBwcm9ncmFtLlxuICBjb25zdCBmaXJzdCA9ICh3b3Jkc1swXSA/PyBcIlwiKS50cmltU3RhcnQoKTtcbiAgaWYgKFJFTU9URV9BRERSRVNTLnRlc3QoY29tbWFuZCkpIHJldHVybiBudWxsO1xuICBpZiAoUkVNT1RFX0FERFJFU1MudGVzdChmaXJzdCkpIHtcbiAgICByZXR1cm4gYCR7c2hvd25Xb3JkKGZpcnN0LCBjb21tYW5kKX06IGEgcmVtb3RlIGFkZHJlc3MgaXMgZ2l2ZW4gYWxvbmUsIGZyb20gdGhlIGAgK1xuICAgICAgYGZpcnN0IGNoYXJhY3RlciAobm8gc3BhY2Ugb3IgcXVvdGUgYmVmb3JlIGl0KSwgZS5nLiBodHRwOi8vMTI3LjAuMC4xOjczMzEvYWNwYDtcbiAgfVxuICBpZiAoIU9USEVSX1NDSEVNRS50ZXN0KGZpcnN0KSkgcmV0dXJuIG51bGw7XG4gIHJldHVybiBgJHtzaG93bldvcmQoZmlyc3QsIGNvbW1hbmQpfTogbm8gcmVtb3RlIGFnZW50J3MgYWRkcmVzcyAob25lIHN0YXJ0cyB3aXRoIGh0dHA6Ly8sIGAgK1xuICAgIGBodHRwczovLywgd3M6Ly8gb3Igd3NzOi8vKSBhbmQgbm8gcHJvZ3JhbSdzIG5hbWU7IGdpdmUgb25lIG9yIHRoZSBvdGhlcmA7XG59XG5cbi8qKlxuICogVGhlIGZpcnN0IHdvcmQsIGFuIGFkZHJlc3MsIGFzIGEgbWVzc2FnZSBzaG93cyBpdDogd2l0aG91dCBpdHMgdXNlciBuYW1lIGFuZCBwYXNzd29yZCxcbiAqIGFuZCBvbmx5IGl0cyBzY2hlbWUgd2hlbiBpdCBpcyBubyBVUkwgYW5kIGFuIGBAYCBmb2xsb3dzIChhIHBhc3N3b3JkIHdpdGggYSBibGFuayBpbiBpdFxuICogbGVhdmVzIGl0cyBzdGFydCBpbiB0aGlzIHdvcmQsIGl0cyBlbmQgaW4gYSBsYXRlciBvbmU6IHJlZ3Jlc3M3NSkuXG4gKi9cbmZ1bmN0aW9uIHNob3duV29yZChmaXJzdDogc3RyaW5nLCBjb21tYW5kOiBzdHJpbmcpOiBzdHJpbmcge1xuICBpZiAoVVJMLmNhblBhcnNlKGZpcnN0KSB8fCAhY29tbWFuZC5pbmNsdWRlcyhcIkBcIikpIHJldHVybiB3aXRob3V0VXNlckluZm8oZmlyc3QpO1xuICByZXR1cm4gYCR7T1RIRVJfU0NIRU1FLmV4ZWMoZmlyc3QpIVswXX1cXHUyMDI2YDtcbn1cblxuLyoqXG4gKiBgdGV4dGAgKGEgcmVmdXNhbCkgd2l0aG91dCB0aGUgdXNlciBuYW1lIGFuZCBwYXNzd29yZCBvZiBhbnkgYWRkcmVzcyBpbiBpdCwgYnkgaXRzXG4gKiB0ZXh0IGFsb25lOiB3aGF0IHN0YW5kcyBiZXR3ZWVuIGBzY2hlbWU6Ly9gIGFuZCB0aGUgYEBgIGJlZm9yZSB0aGUgaG9zdCBpcyBzaG93biBhcyBgXFx1MjAyNmBcbiAqIChhIGNvbW1hbmQgcXVvdGVkIHdob2xlLCBvciBhIHdvcmQgYmVmb3JlIHRoZSBhZGRyZXNzOiByZWdyZXNzNzUsIHJlZ3Jlc3M3NikuXG4gKlxuICogQHBhcmFtIHRleHQgVGhlIG1lc3NhZ2UuXG4gKiBAcmV0dXJucyBXaGF0IG1heSBiZSBzaG93bi5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHdpdGhvdXRQYXNzd29yZHMgfSBmcm9tIFwiLi9yZW1vdGVfYWRkcmVzcy50c1wiO1xuICogY29uc29sZS5sb2cod2l0aG91dFBhc3N3b3JkcyhcImJhZCBxdW90ZSBpbjogRk9PPTEgJ2h0dHA6Ly91OnNAaC9hY3BcIikpOyAvLyBiYWQgcXVvdGUgaW46IEZPTz0xICdodHRwOi8vXFx1MjAyNkBoL2FjcFxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3aXRob3V0UGFzc3dvcmRzKHRleHQ6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiB0ZXh0LnJlcGxhY2UoVVNFUl9JTkZPLCBcIiQxXFx1MjAyNkBcIik7XG59XG5cbi8qKlxuICogQSBgc2NoZW1lOi8vYCB0aGF0IHN0YXJ0cyBhIHdvcmQsIHRoZW4gYSB1c2VyIG5hbWUgYW5kIHBhc3N3b3JkIHVwIHRvIGFuIGBAYCAodGhleSBtYXkgaG9sZFxuICogYC9gLCBgP2Agb3IgYCNgLCBhcyBubyBVUkwgbWF5OiByZWdyZXNzNzc7IG5ldmVyIGEgYmxhbmsgb3IgYSBxdW90ZSwgc28gYSBsYXRlciB3b3JkJ3MgYEBgLFxuICogYXMgaW4gYC0tYXMgbWVAZXhhbXBsZS5jb21gLCBpcyBub3QgdGFrZW4gZm9yIHRoZWlycykuXG4gKi9cbmNvbnN0IFVTRVJfSU5GTyA9IC8oPzwhW1xcdy8uKy1dKShbYS16XVthLXowLTkrLi1dKjpcXC9cXC8pW15cXHMnXCJAXSpAL2dpO1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsZUFBZSxRQUFRLDZCQUE2QjtBQUU3RDs7O0NBR0MsR0FDRCxPQUFPLE1BQU0saUJBQXlCLHlCQUF5QjtBQUUvRCx3RkFBd0YsR0FDeEYsTUFBTSxlQUFlO0FBRXJCOzs7Ozs7Ozs7Ozs7Ozs7OztDQWlCQyxHQUNELE9BQU8sU0FBUyxxQkFBcUIsT0FBZSxFQUFFLEtBQXdCO0VBQzVFLHVGQUF1RjtFQUN2RixNQUFNLFFBQVEsQ0FBQyxLQUFLLENBQUMsRUFBRSxJQUFJLEVBQUUsRUFBRSxTQUFTO0VBQ3hDLElBQUksZUFBZSxJQUFJLENBQUMsVUFBVSxPQUFPO0VBQ3pDLElBQUksZUFBZSxJQUFJLENBQUMsUUFBUTtJQUM5QixPQUFPLEdBQUcsVUFBVSxPQUFPLFNBQVMsNENBQTRDLENBQUMsR0FDL0UsQ0FBQyw2RUFBNkUsQ0FBQztFQUNuRjtFQUNBLElBQUksQ0FBQyxhQUFhLElBQUksQ0FBQyxRQUFRLE9BQU87RUFDdEMsT0FBTyxHQUFHLFVBQVUsT0FBTyxTQUFTLHNEQUFzRCxDQUFDLEdBQ3pGLENBQUMsdUVBQXVFLENBQUM7QUFDN0U7QUFFQTs7OztDQUlDLEdBQ0QsU0FBUyxVQUFVLEtBQWEsRUFBRSxPQUFlO0VBQy9DLElBQUksSUFBSSxRQUFRLENBQUMsVUFBVSxDQUFDLFFBQVEsUUFBUSxDQUFDLE1BQU0sT0FBTyxnQkFBZ0I7RUFDMUUsT0FBTyxHQUFHLGFBQWEsSUFBSSxDQUFDLE1BQU8sQ0FBQyxFQUFFLENBQUMsTUFBTSxDQUFDO0FBQ2hEO0FBRUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUNELE9BQU8sU0FBUyxpQkFBaUIsSUFBWTtFQUMzQyxPQUFPLEtBQUssT0FBTyxDQUFDLFdBQVc7QUFDakM7QUFFQTs7OztDQUlDLEdBQ0QsTUFBTSxZQUFZIn0=
// denoCacheMetadata=18276705064955360979,9336324743753196889