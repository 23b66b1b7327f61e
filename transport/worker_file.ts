/**
 * Whether a worker's module file is where the module that starts it expects it: a bundle
 * (`deno task bundle`) copied without the worker files beside it would otherwise have Deno
 * print its own raw "Module not found" line for each worker, before the daemon could say
 * what to do.
 *
 * @module
 */

/**
 * The path of a worker module's file that is missing, or null: when it is there, when the
 * module is not a file (run from a URL, downloaded when used), or when it cannot be looked at
 * (no read permission: the worker's own load then says what went wrong).
 *
 * @param url The worker module's URL.
 * @returns The missing file's path, or null.
 *
 * @example
 * ```ts
 * import { missingWorkerFile } from "./worker_file.ts";
 * console.log(missingWorkerFile(new URL("file:///nowhere/worker.ts"))); // "/nowhere/worker.ts"
 * ```
 */
export function missingWorkerFile(url: URL): string | null {
  if (url.protocol !== "file:") return null;
  try {
    Deno.statSync(url);
    return null;
  } catch (e) {
    return e instanceof Deno.errors.NotFound ? decodeURIComponent(url.pathname) : null;
  }
}

/**
 * What to do about a missing worker file, for the line that says it.
 *
 * @example
 * ```ts
 * import { KEEP_WORKER_FILES } from "./worker_file.ts";
 * console.log(`the worker file is missing; ${KEEP_WORKER_FILES}`);
 * ```
 */
export const KEEP_WORKER_FILES =
  'keep the worker files beside the bundle (dist/ holds three: README "Install")';
