/**
 * Opens the C library for the kernel paths, only where that is possible and allowed.
 *
 * @module
 */

/**
 * `Deno.dlopen` of glibc with `symbols`, when this is Linux and the FFI permission is
 * granted; null otherwise (any failure, e.g. a musl system, means "not here"). The caller
 * closes the library.
 *
 * @param symbols The functions to bind.
 * @returns The library, or null.
 *
 * @example
 * ```ts ignore
 * import { openLibc } from "./libc.ts";
 * const libc = openLibc({ getpid: { parameters: [], result: "i32" } });
 * console.log(libc?.symbols.getpid());
 * libc?.close();
 * ```
 */
export function openLibc<const S extends Deno.ForeignLibraryInterface>(
  symbols: S,
): Deno.DynamicLibrary<S> | null {
  if (!libcAllowed()) return null;
  try {
    return Deno.dlopen("libc.so.6", symbols);
  } catch (e) {
    // No libc.so.6 here (musl, a container without it): the copy path then. A symbol it
    // lacks is a defect of ours (a misspelt name), not a missing library: it is thrown.
    if (e instanceof Error && e.message.startsWith("Could not open library")) return null;
    throw e;
  }
}

/**
 * Whether {@linkcode openLibc} may succeed here (Linux, FFI permission granted), checked
 * without loading anything.
 *
 * @returns True when it may.
 *
 * @example
 * ```ts ignore
 * import { libcAllowed } from "./libc.ts";
 * if (libcAllowed()) console.log("the kernel paths may be offered");
 * ```
 */
export function libcAllowed(): boolean {
  if (Deno.build.os !== "linux") return false;
  try {
    return Deno.permissions.querySync({ name: "ffi" }).state === "granted";
  } catch {
    return false;
  }
}
