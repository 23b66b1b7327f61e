/**
 * Whether a bearer token can be sent: the one check a remote agent's options, a listener's
 * token and the CLI's token files share (a module of its own, with no imports, so that the
 * library's eager graph does not load the server's security code for it).
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
 * console.log(tokenProblem("caf\u00e9\u2603")); // "it holds a character a header cannot carry (...)"
 * ```
 */
export function tokenProblem(token: string): string | undefined {
  if (token === "") return "it is empty";
  // deno-lint-ignore no-control-regex -- looking for control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(token)) return "it holds a control character";
  if ([...token].some((c) => c.codePointAt(0)! > 0xff)) {
    return "it holds a character a header cannot carry (beyond Latin-1)";
  }
  return undefined;
}
