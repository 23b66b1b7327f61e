/**
 * Opens the C library for the kernel paths, only where that is possible and allowed.
 *
 * @module
 */ /**
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
 */ export function openLibc(symbols) {
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
 */ export function libcAllowed() {
  if (Deno.build.os !== "linux") return false;
  try {
    return Deno.permissions.querySync({
      name: "ffi"
    }).state === "granted";
  } catch  {
    return false;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9saW51eC9saWJjLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogT3BlbnMgdGhlIEMgbGlicmFyeSBmb3IgdGhlIGtlcm5lbCBwYXRocywgb25seSB3aGVyZSB0aGF0IGlzIHBvc3NpYmxlIGFuZCBhbGxvd2VkLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIGBEZW5vLmRsb3BlbmAgb2YgZ2xpYmMgd2l0aCBgc3ltYm9sc2AsIHdoZW4gdGhpcyBpcyBMaW51eCBhbmQgdGhlIEZGSSBwZXJtaXNzaW9uIGlzXG4gKiBncmFudGVkOyBudWxsIG90aGVyd2lzZSAoYW55IGZhaWx1cmUsIGUuZy4gYSBtdXNsIHN5c3RlbSwgbWVhbnMgXCJub3QgaGVyZVwiKS4gVGhlIGNhbGxlclxuICogY2xvc2VzIHRoZSBsaWJyYXJ5LlxuICpcbiAqIEBwYXJhbSBzeW1ib2xzIFRoZSBmdW5jdGlvbnMgdG8gYmluZC5cbiAqIEByZXR1cm5zIFRoZSBsaWJyYXJ5LCBvciBudWxsLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IG9wZW5MaWJjIH0gZnJvbSBcIi4vbGliYy50c1wiO1xuICogY29uc3QgbGliYyA9IG9wZW5MaWJjKHsgZ2V0cGlkOiB7IHBhcmFtZXRlcnM6IFtdLCByZXN1bHQ6IFwiaTMyXCIgfSB9KTtcbiAqIGNvbnNvbGUubG9nKGxpYmM/LnN5bWJvbHMuZ2V0cGlkKCkpO1xuICogbGliYz8uY2xvc2UoKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gb3BlbkxpYmM8Y29uc3QgUyBleHRlbmRzIERlbm8uRm9yZWlnbkxpYnJhcnlJbnRlcmZhY2U+KFxuICBzeW1ib2xzOiBTLFxuKTogRGVuby5EeW5hbWljTGlicmFyeTxTPiB8IG51bGwge1xuICBpZiAoIWxpYmNBbGxvd2VkKCkpIHJldHVybiBudWxsO1xuICB0cnkge1xuICAgIHJldHVybiBEZW5vLmRsb3BlbihcImxpYmMuc28uNlwiLCBzeW1ib2xzKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIC8vIE5vIGxpYmMuc28uNiBoZXJlIChtdXNsLCBhIGNvbnRhaW5lciB3aXRob3V0IGl0KTogdGhlIGNvcHkgcGF0aCB0aGVuLiBBIHN5bWJvbCBpdFxuICAgIC8vIGxhY2tzIGlzIGEgZGVmZWN0IG9mIG91cnMgKGEgbWlzc3BlbHQgbmFtZSksIG5vdCBhIG1pc3NpbmcgbGlicmFyeTogaXQgaXMgdGhyb3duLlxuICAgIGlmIChlIGluc3RhbmNlb2YgRXJyb3IgJiYgZS5tZXNzYWdlLnN0YXJ0c1dpdGgoXCJDb3VsZCBub3Qgb3BlbiBsaWJyYXJ5XCIpKSByZXR1cm4gbnVsbDtcbiAgICB0aHJvdyBlO1xuICB9XG59XG5cbi8qKlxuICogV2hldGhlciB7QGxpbmtjb2RlIG9wZW5MaWJjfSBtYXkgc3VjY2VlZCBoZXJlIChMaW51eCwgRkZJIHBlcm1pc3Npb24gZ3JhbnRlZCksIGNoZWNrZWRcbiAqIHdpdGhvdXQgbG9hZGluZyBhbnl0aGluZy5cbiAqXG4gKiBAcmV0dXJucyBUcnVlIHdoZW4gaXQgbWF5LlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IGxpYmNBbGxvd2VkIH0gZnJvbSBcIi4vbGliYy50c1wiO1xuICogaWYgKGxpYmNBbGxvd2VkKCkpIGNvbnNvbGUubG9nKFwidGhlIGtlcm5lbCBwYXRocyBtYXkgYmUgb2ZmZXJlZFwiKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gbGliY0FsbG93ZWQoKTogYm9vbGVhbiB7XG4gIGlmIChEZW5vLmJ1aWxkLm9zICE9PSBcImxpbnV4XCIpIHJldHVybiBmYWxzZTtcbiAgdHJ5IHtcbiAgICByZXR1cm4gRGVuby5wZXJtaXNzaW9ucy5xdWVyeVN5bmMoeyBuYW1lOiBcImZmaVwiIH0pLnN0YXRlID09PSBcImdyYW50ZWRcIjtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIGZhbHNlO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVEOzs7Ozs7Ozs7Ozs7Ozs7Q0FlQyxHQUNELE9BQU8sU0FBUyxTQUNkLE9BQVU7RUFFVixJQUFJLENBQUMsZUFBZSxPQUFPO0VBQzNCLElBQUk7SUFDRixPQUFPLEtBQUssTUFBTSxDQUFDLGFBQWE7RUFDbEMsRUFBRSxPQUFPLEdBQUc7SUFDVixvRkFBb0Y7SUFDcEYsb0ZBQW9GO0lBQ3BGLElBQUksYUFBYSxTQUFTLEVBQUUsT0FBTyxDQUFDLFVBQVUsQ0FBQywyQkFBMkIsT0FBTztJQUNqRixNQUFNO0VBQ1I7QUFDRjtBQUVBOzs7Ozs7Ozs7OztDQVdDLEdBQ0QsT0FBTyxTQUFTO0VBQ2QsSUFBSSxLQUFLLEtBQUssQ0FBQyxFQUFFLEtBQUssU0FBUyxPQUFPO0VBQ3RDLElBQUk7SUFDRixPQUFPLEtBQUssV0FBVyxDQUFDLFNBQVMsQ0FBQztNQUFFLE1BQU07SUFBTSxHQUFHLEtBQUssS0FBSztFQUMvRCxFQUFFLE9BQU07SUFDTixPQUFPO0VBQ1Q7QUFDRiJ9
// denoCacheMetadata=8799407461714592192,2377248891338454437