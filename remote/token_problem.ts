/**
 * Whether a bearer token can be sent: the one check a remote agent's options, a listener's
 * token and the CLI's token files share (no imports: the library's eager graph loads no
 * server code for it).
 *
 * @module
 */

/**
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
 */
export function tokenProblem(token: string): string | undefined {
  if (token === "") return "it is empty";
  // deno-lint-ignore no-control-regex -- looking for control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(token)) return "it holds a control character";
  // HTTP drops a header value's spaces at its ends: the token a client sends would lack them.
  if (token.trim() !== token) return "it starts or ends with a space, which a header drops";
  // A header carries Latin-1 at most, and clients differ beyond ASCII: curl and most SDKs send
  // a token's UTF-8 bytes, fetch its Latin-1 ones; such a token would match for some only.
  if (/[^\u0020-\u007e]/.test(token)) {
    return "it holds a character beyond ASCII, which clients send as different bytes " +
      "(UTF-8 or Latin-1): use printable ASCII";
  }
  return undefined;
}
