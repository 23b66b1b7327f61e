/**
 * An address as a message shows it: without the user name and password a URL may carry,
 * which are never sent and never repeated. Shared by the library's refusals and the CLI's.
 *
 * @module
 */ /**
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
 */ export function withoutUserInfo(text) {
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3JlbW90ZS9zaG93bl9hZGRyZXNzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQW4gYWRkcmVzcyBhcyBhIG1lc3NhZ2Ugc2hvd3MgaXQ6IHdpdGhvdXQgdGhlIHVzZXIgbmFtZSBhbmQgcGFzc3dvcmQgYSBVUkwgbWF5IGNhcnJ5LFxuICogd2hpY2ggYXJlIG5ldmVyIHNlbnQgYW5kIG5ldmVyIHJlcGVhdGVkLiBTaGFyZWQgYnkgdGhlIGxpYnJhcnkncyByZWZ1c2FscyBhbmQgdGhlIENMSSdzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIGB0ZXh0YCB3aXRob3V0IHRoZSBgdXNlcjpwYXNzd29yZEBgIG9mIGEgVVJMOyBhbnkgb3RoZXIgdGV4dCBhcyBpdCBpcy5cbiAqXG4gKiBAcGFyYW0gdGV4dCBBIGNvbW1hbmQgb3IgYSByZW1vdGUgYWdlbnQncyBhZGRyZXNzLlxuICogQHJldHVybnMgV2hhdCBtYXkgYmUgc2hvd24uXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyB3aXRob3V0VXNlckluZm8gfSBmcm9tIFwiLi9zaG93bl9hZGRyZXNzLnRzXCI7XG4gKiBjb25zb2xlLmxvZyh3aXRob3V0VXNlckluZm8oXCJodHRwOi8vdTpzZWNyZXRAaDo3MzMxL2FjcFwiKSk7IC8vIGh0dHA6Ly9oOjczMzEvYWNwXG4gKiBjb25zb2xlLmxvZyh3aXRob3V0VXNlckluZm8oXCJodHRwOi8vdTpzZWNyZXRAWzo6MVwiKSk7IC8vIGh0dHA6Ly9cXHUyMDI2QFs6OjFcbiAqIGNvbnNvbGUubG9nKHdpdGhvdXRVc2VySW5mbyhcImh0dHA6Ly9oL2FAYlwiKSk7IC8vIGh0dHA6Ly9oL2FAYlxuICogY29uc29sZS5sb2cod2l0aG91dFVzZXJJbmZvKFwiIHdzOi8vdTpzZWNyZXRAaFwiKSk7IC8vIHdzOi8vaC9cbiAqIGNvbnNvbGUubG9nKHdpdGhvdXRVc2VySW5mbyhcImZ0cDovL3U6c2VjcmV0QGgvYVwiKSk7IC8vIGZ0cDovL2gvYVxuICogY29uc29sZS5sb2cod2l0aG91dFVzZXJJbmZvKFwibXktYWdlbnQgLS1hY3BcIikpOyAvLyBteS1hZ2VudCAtLWFjcFxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3aXRob3V0VXNlckluZm8odGV4dDogc3RyaW5nKTogc3RyaW5nIHtcbiAgLy8gQW55IHNjaGVtZSAob25lIHJlZnVzZWQgZm9yIGl0IHRvbyksIGJsYW5rcyBiZWZvcmUgaXQgKGEgbG9vc2Ugd29yZCBvciBhIGNvbW1hbmQpLlxuICBjb25zdCBzY2hlbWUgPSAvXlxccypbYS16XVthLXowLTkrLi1dKjpcXC9cXC8vaS5leGVjKHRleHQpPy5bMF07XG4gIGlmIChzY2hlbWUgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHRleHQ7XG4gIC8vIEEgVVJMOiBhcyB0aGUgcGFyc2VyIHJlYWRzIGl0IChgaHR0cDovLy91OnBAaGAgaGFzIHRoZW0gdG9vKSwgd2l0aG91dCB0aGVtOyBvbmUgd2l0aG91dFxuICAvLyB0aGVtIGFzIGl0IHdhcyB3cml0dGVuLlxuICBpZiAoVVJMLmNhblBhcnNlKHRleHQpKSB7XG4gICAgY29uc3QgdXJsID0gbmV3IFVSTCh0ZXh0KTtcbiAgICBpZiAodXJsLnVzZXJuYW1lID09PSBcIlwiICYmIHVybC5wYXNzd29yZCA9PT0gXCJcIikgcmV0dXJuIHRleHQ7XG4gICAgdXJsLnVzZXJuYW1lID0gXCJcIjtcbiAgICB1cmwucGFzc3dvcmQgPSBcIlwiO1xuICAgIHJldHVybiB1cmwuaHJlZjtcbiAgfVxuICAvLyBObyBVUkwgKGEgYmFkIHBvcnQsIGEgYnJhY2tldCBsZWZ0IG9wZW4sIGEgXCIvXCIgb3IgXCIjXCIgaW4gdGhlIHBhc3N3b3JkKTogYnkgaXRzIHRleHQsXG4gIC8vIGV2ZXJ5dGhpbmcgdXAgdG8gaXRzIGxhc3QgXCJAXCIsIG1hcmtlZC5cbiAgY29uc3QgYXQgPSB0ZXh0Lmxhc3RJbmRleE9mKFwiQFwiKTtcbiAgcmV0dXJuIGF0IDwgc2NoZW1lLmxlbmd0aCA/IHRleHQgOiBgJHtzY2hlbWV9XFx1MjAyNkAke3RleHQuc2xpY2UoYXQgKyAxKX1gO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQ7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FDRCxPQUFPLFNBQVMsZ0JBQWdCLElBQVk7RUFDMUMscUZBQXFGO0VBQ3JGLE1BQU0sU0FBUyw4QkFBOEIsSUFBSSxDQUFDLE9BQU8sQ0FBQyxFQUFFO0VBQzVELElBQUksV0FBVyxXQUFXLE9BQU87RUFDakMsMEZBQTBGO0VBQzFGLDBCQUEwQjtFQUMxQixJQUFJLElBQUksUUFBUSxDQUFDLE9BQU87SUFDdEIsTUFBTSxNQUFNLElBQUksSUFBSTtJQUNwQixJQUFJLElBQUksUUFBUSxLQUFLLE1BQU0sSUFBSSxRQUFRLEtBQUssSUFBSSxPQUFPO0lBQ3ZELElBQUksUUFBUSxHQUFHO0lBQ2YsSUFBSSxRQUFRLEdBQUc7SUFDZixPQUFPLElBQUksSUFBSTtFQUNqQjtFQUNBLHVGQUF1RjtFQUN2Rix5Q0FBeUM7RUFDekMsTUFBTSxLQUFLLEtBQUssV0FBVyxDQUFDO0VBQzVCLE9BQU8sS0FBSyxPQUFPLE1BQU0sR0FBRyxPQUFPLEdBQUcsT0FBTyxPQUFPLEVBQUUsS0FBSyxLQUFLLENBQUMsS0FBSyxJQUFJO0FBQzVFIn0=
// denoCacheMetadata=5671952945438427519,5124292985731878117