/**
 * A logger that puts the same words before every message (e.g. `connection ID: `), so that
 * the lines of many connections served at once can be told apart.
 *
 * @module
 */ /**
 * `log` with `prefix` before every message; it flushes what `log` flushes.
 *
 * @param log Where the lines go.
 * @param prefix What each message starts with.
 * @returns The logger.
 *
 * @example Name a connection on its lines
 * ```ts
 * import { prefixedLogger } from "./prefixed_logger.ts";
 * import { stderrLogger } from "./logger.ts";
 * const log = prefixedLogger(stderrLogger("info"), "connection 1f2e: ");
 * log.info("started"); // acp-proxy: info: connection 1f2e: started
 * ```
 */ export function prefixedLogger(log, prefix) {
  return {
    error: (message)=>log.error(prefix + message),
    warn: (message)=>log.warn(prefix + message),
    info: (message)=>log.info(prefix + message),
    debug: (message)=>log.debug(prefix + message),
    // Read as it is called: a `flush` that is a getter may throw, which the caller's guard takes.
    flush: ()=>log.flush?.() ?? Promise.resolve()
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2xvZy9wcmVmaXhlZF9sb2dnZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBBIGxvZ2dlciB0aGF0IHB1dHMgdGhlIHNhbWUgd29yZHMgYmVmb3JlIGV2ZXJ5IG1lc3NhZ2UgKGUuZy4gYGNvbm5lY3Rpb24gSUQ6IGApLCBzbyB0aGF0XG4gKiB0aGUgbGluZXMgb2YgbWFueSBjb25uZWN0aW9ucyBzZXJ2ZWQgYXQgb25jZSBjYW4gYmUgdG9sZCBhcGFydC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBMb2dnZXIgfSBmcm9tIFwiLi9sb2dnZXIudHNcIjtcblxuLyoqXG4gKiBgbG9nYCB3aXRoIGBwcmVmaXhgIGJlZm9yZSBldmVyeSBtZXNzYWdlOyBpdCBmbHVzaGVzIHdoYXQgYGxvZ2AgZmx1c2hlcy5cbiAqXG4gKiBAcGFyYW0gbG9nIFdoZXJlIHRoZSBsaW5lcyBnby5cbiAqIEBwYXJhbSBwcmVmaXggV2hhdCBlYWNoIG1lc3NhZ2Ugc3RhcnRzIHdpdGguXG4gKiBAcmV0dXJucyBUaGUgbG9nZ2VyLlxuICpcbiAqIEBleGFtcGxlIE5hbWUgYSBjb25uZWN0aW9uIG9uIGl0cyBsaW5lc1xuICogYGBgdHNcbiAqIGltcG9ydCB7IHByZWZpeGVkTG9nZ2VyIH0gZnJvbSBcIi4vcHJlZml4ZWRfbG9nZ2VyLnRzXCI7XG4gKiBpbXBvcnQgeyBzdGRlcnJMb2dnZXIgfSBmcm9tIFwiLi9sb2dnZXIudHNcIjtcbiAqIGNvbnN0IGxvZyA9IHByZWZpeGVkTG9nZ2VyKHN0ZGVyckxvZ2dlcihcImluZm9cIiksIFwiY29ubmVjdGlvbiAxZjJlOiBcIik7XG4gKiBsb2cuaW5mbyhcInN0YXJ0ZWRcIik7IC8vIGFjcC1wcm94eTogaW5mbzogY29ubmVjdGlvbiAxZjJlOiBzdGFydGVkXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHByZWZpeGVkTG9nZ2VyKGxvZzogTG9nZ2VyLCBwcmVmaXg6IHN0cmluZyk6IExvZ2dlciB7XG4gIHJldHVybiB7XG4gICAgZXJyb3I6IChtZXNzYWdlKSA9PiBsb2cuZXJyb3IocHJlZml4ICsgbWVzc2FnZSksXG4gICAgd2FybjogKG1lc3NhZ2UpID0+IGxvZy53YXJuKHByZWZpeCArIG1lc3NhZ2UpLFxuICAgIGluZm86IChtZXNzYWdlKSA9PiBsb2cuaW5mbyhwcmVmaXggKyBtZXNzYWdlKSxcbiAgICBkZWJ1ZzogKG1lc3NhZ2UpID0+IGxvZy5kZWJ1ZyhwcmVmaXggKyBtZXNzYWdlKSxcbiAgICAvLyBSZWFkIGFzIGl0IGlzIGNhbGxlZDogYSBgZmx1c2hgIHRoYXQgaXMgYSBnZXR0ZXIgbWF5IHRocm93LCB3aGljaCB0aGUgY2FsbGVyJ3MgZ3VhcmQgdGFrZXMuXG4gICAgZmx1c2g6ICgpID0+IGxvZy5mbHVzaD8uKCkgPz8gUHJvbWlzZS5yZXNvbHZlKCksXG4gIH07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FJRDs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sU0FBUyxlQUFlLEdBQVcsRUFBRSxNQUFjO0VBQ3hELE9BQU87SUFDTCxPQUFPLENBQUMsVUFBWSxJQUFJLEtBQUssQ0FBQyxTQUFTO0lBQ3ZDLE1BQU0sQ0FBQyxVQUFZLElBQUksSUFBSSxDQUFDLFNBQVM7SUFDckMsTUFBTSxDQUFDLFVBQVksSUFBSSxJQUFJLENBQUMsU0FBUztJQUNyQyxPQUFPLENBQUMsVUFBWSxJQUFJLEtBQUssQ0FBQyxTQUFTO0lBQ3ZDLDhGQUE4RjtJQUM5RixPQUFPLElBQU0sSUFBSSxLQUFLLFFBQVEsUUFBUSxPQUFPO0VBQy9DO0FBQ0YifQ==
// denoCacheMetadata=13834370494779450159,17405496811113606390