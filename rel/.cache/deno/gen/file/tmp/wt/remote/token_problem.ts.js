/**
 * Whether a bearer token can be sent: the one check a remote agent's options, a listener's
 * token and the CLI's token files share (a module of its own, with no imports, so that the
 * library's eager graph does not load the server's security code for it).
 *
 * @module
 */ /**
 * Why a token cannot go in an `Authorization` header, or `undefined`: found when it is given
 * (a token file is read, a server is made), not when the first request fails.
 *
 * @param token The token.
 * @returns The reason (for a usage error), or `undefined`.
 *
 * @example
 * ```ts
 * import { tokenProblem } from "./token_problem.ts";
 * console.log(tokenProblem("0123abcd")); // undefined
 * console.log(tokenProblem("caf\u00e9")); // "it holds a character beyond ASCII, ..."
 * ```
 */ export function tokenProblem(token) {
  if (token === "") return "it is empty";
  // deno-lint-ignore no-control-regex -- looking for control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(token)) return "it holds a control character";
  // HTTP drops a header value's spaces at its ends: the token a client sends would lack them.
  if (token.trim() !== token) return "it starts or ends with a space, which a header drops";
  // A header carries Latin-1 at most, and clients differ beyond ASCII: curl and most SDKs send
  // a token's UTF-8 bytes, fetch its Latin-1 ones; such a token would match for some only.
  if (/[^\u0020-\u007e]/.test(token)) {
    return "it holds a character beyond ASCII, which clients send as different bytes " + "(UTF-8 or Latin-1): use printable ASCII";
  }
  return undefined;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3JlbW90ZS90b2tlbl9wcm9ibGVtLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hldGhlciBhIGJlYXJlciB0b2tlbiBjYW4gYmUgc2VudDogdGhlIG9uZSBjaGVjayBhIHJlbW90ZSBhZ2VudCdzIG9wdGlvbnMsIGEgbGlzdGVuZXInc1xuICogdG9rZW4gYW5kIHRoZSBDTEkncyB0b2tlbiBmaWxlcyBzaGFyZSAoYSBtb2R1bGUgb2YgaXRzIG93biwgd2l0aCBubyBpbXBvcnRzLCBzbyB0aGF0IHRoZVxuICogbGlicmFyeSdzIGVhZ2VyIGdyYXBoIGRvZXMgbm90IGxvYWQgdGhlIHNlcnZlcidzIHNlY3VyaXR5IGNvZGUgZm9yIGl0KS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqXG4gKiBXaHkgYSB0b2tlbiBjYW5ub3QgZ28gaW4gYW4gYEF1dGhvcml6YXRpb25gIGhlYWRlciwgb3IgYHVuZGVmaW5lZGA6IGZvdW5kIHdoZW4gaXQgaXMgZ2l2ZW5cbiAqIChhIHRva2VuIGZpbGUgaXMgcmVhZCwgYSBzZXJ2ZXIgaXMgbWFkZSksIG5vdCB3aGVuIHRoZSBmaXJzdCByZXF1ZXN0IGZhaWxzLlxuICpcbiAqIEBwYXJhbSB0b2tlbiBUaGUgdG9rZW4uXG4gKiBAcmV0dXJucyBUaGUgcmVhc29uIChmb3IgYSB1c2FnZSBlcnJvciksIG9yIGB1bmRlZmluZWRgLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgdG9rZW5Qcm9ibGVtIH0gZnJvbSBcIi4vdG9rZW5fcHJvYmxlbS50c1wiO1xuICogY29uc29sZS5sb2codG9rZW5Qcm9ibGVtKFwiMDEyM2FiY2RcIikpOyAvLyB1bmRlZmluZWRcbiAqIGNvbnNvbGUubG9nKHRva2VuUHJvYmxlbShcImNhZlxcdTAwZTlcIikpOyAvLyBcIml0IGhvbGRzIGEgY2hhcmFjdGVyIGJleW9uZCBBU0NJSSwgLi4uXCJcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gdG9rZW5Qcm9ibGVtKHRva2VuOiBzdHJpbmcpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBpZiAodG9rZW4gPT09IFwiXCIpIHJldHVybiBcIml0IGlzIGVtcHR5XCI7XG4gIC8vIGRlbm8tbGludC1pZ25vcmUgbm8tY29udHJvbC1yZWdleCAtLSBsb29raW5nIGZvciBjb250cm9sIGNoYXJhY3RlcnMgaXMgdGhlIHBvaW50XG4gIGlmICgvW1xcdTAwMDAtXFx1MDAxZlxcdTAwN2ZdLy50ZXN0KHRva2VuKSkgcmV0dXJuIFwiaXQgaG9sZHMgYSBjb250cm9sIGNoYXJhY3RlclwiO1xuICAvLyBIVFRQIGRyb3BzIGEgaGVhZGVyIHZhbHVlJ3Mgc3BhY2VzIGF0IGl0cyBlbmRzOiB0aGUgdG9rZW4gYSBjbGllbnQgc2VuZHMgd291bGQgbGFjayB0aGVtLlxuICBpZiAodG9rZW4udHJpbSgpICE9PSB0b2tlbikgcmV0dXJuIFwiaXQgc3RhcnRzIG9yIGVuZHMgd2l0aCBhIHNwYWNlLCB3aGljaCBhIGhlYWRlciBkcm9wc1wiO1xuICAvLyBBIGhlYWRlciBjYXJyaWVzIExhdGluLTEgYXQgbW9zdCwgYW5kIGNsaWVudHMgZGlmZmVyIGJleW9uZCBBU0NJSTogY3VybCBhbmQgbW9zdCBTREtzIHNlbmRcbiAgLy8gYSB0b2tlbidzIFVURi04IGJ5dGVzLCBmZXRjaCBpdHMgTGF0aW4tMSBvbmVzOyBzdWNoIGEgdG9rZW4gd291bGQgbWF0Y2ggZm9yIHNvbWUgb25seS5cbiAgaWYgKC9bXlxcdTAwMjAtXFx1MDA3ZV0vLnRlc3QodG9rZW4pKSB7XG4gICAgcmV0dXJuIFwiaXQgaG9sZHMgYSBjaGFyYWN0ZXIgYmV5b25kIEFTQ0lJLCB3aGljaCBjbGllbnRzIHNlbmQgYXMgZGlmZmVyZW50IGJ5dGVzIFwiICtcbiAgICAgIFwiKFVURi04IG9yIExhdGluLTEpOiB1c2UgcHJpbnRhYmxlIEFTQ0lJXCI7XG4gIH1cbiAgcmV0dXJuIHVuZGVmaW5lZDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRDs7Ozs7Ozs7Ozs7OztDQWFDLEdBQ0QsT0FBTyxTQUFTLGFBQWEsS0FBYTtFQUN4QyxJQUFJLFVBQVUsSUFBSSxPQUFPO0VBQ3pCLG1GQUFtRjtFQUNuRixJQUFJLHdCQUF3QixJQUFJLENBQUMsUUFBUSxPQUFPO0VBQ2hELDRGQUE0RjtFQUM1RixJQUFJLE1BQU0sSUFBSSxPQUFPLE9BQU8sT0FBTztFQUNuQyw2RkFBNkY7RUFDN0YseUZBQXlGO0VBQ3pGLElBQUksbUJBQW1CLElBQUksQ0FBQyxRQUFRO0lBQ2xDLE9BQU8sOEVBQ0w7RUFDSjtFQUNBLE9BQU87QUFDVCJ9
// denoCacheMetadata=14885173733067380571,3181604916767532737