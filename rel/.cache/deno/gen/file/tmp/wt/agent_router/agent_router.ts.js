/**
 * The agent router: serves one client connection with a v1 or a v2 implementation,
 * chosen by the client's first `initialize` (ROUTING §2, §3).
 *
 * One straight path for a frame: read -> classify -> select -> rewrite (only that entry,
 * only when rule 3.4 says so) -> start the implementation -> pipe every later byte unchanged.
 *
 * @module
 */ import { checkRouterLimits, ownOptions } from "../routing/router_config_error.ts";
import { INITIALIZE_METHOD } from "../schema/versions.ts";
import { configuredVersions, SELECTING_ROUTER_OPTIONS, serveSelection } from "../routing/selection_handshake.ts";
/**
 * Routes one client to the v1 or v2 implementation its `initialize` asks for.
 *
 * @example Serve stdio with two agent commands
 * ```ts ignore
 * import { AgentRouter, command, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2: command("agent-v2") });
 * const outcome = await router.serve(stdio());
 * console.error(`served ACP v${outcome.selected}: ${outcome.end}`);
 * ```
 */ export class AgentRouter {
  #options;
  #policy;
  /**
   * Creates a router for the given implementations.
   *
   * @param options The implementations and limits.
   * @throws {import("../routing/selection_handshake.ts").RouterConfigError} When neither `v1` nor `v2` is given.
   */ constructor(given){
    const options = ownOptions(given, "agent router", SELECTING_ROUTER_OPTIONS);
    const configured = configuredVersions(options, "agent");
    checkRouterLimits(options, "agent router");
    this.#options = options;
    this.#policy = {
      method: INITIALIZE_METHOD,
      configured,
      mode: "highest-compatible"
    };
  }
  /**
   * Serves one client connection until both sides are done.
   *
   * @param client The client's byte streams.
   * @param options The stop signal, an observer and a logger for this connection.
   * @returns How the connection ended. Never rejects.
   */ serve(client, options = {}) {
    return serveSelection(client, this.#policy, this.#options, "agent", options ?? {});
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2FnZW50X3JvdXRlci9hZ2VudF9yb3V0ZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgYWdlbnQgcm91dGVyOiBzZXJ2ZXMgb25lIGNsaWVudCBjb25uZWN0aW9uIHdpdGggYSB2MSBvciBhIHYyIGltcGxlbWVudGF0aW9uLFxuICogY2hvc2VuIGJ5IHRoZSBjbGllbnQncyBmaXJzdCBgaW5pdGlhbGl6ZWAgKFJPVVRJTkcgwqcyLCDCpzMpLlxuICpcbiAqIE9uZSBzdHJhaWdodCBwYXRoIGZvciBhIGZyYW1lOiByZWFkIC0+IGNsYXNzaWZ5IC0+IHNlbGVjdCAtPiByZXdyaXRlIChvbmx5IHRoYXQgZW50cnksXG4gKiBvbmx5IHdoZW4gcnVsZSAzLjQgc2F5cyBzbykgLT4gc3RhcnQgdGhlIGltcGxlbWVudGF0aW9uIC0+IHBpcGUgZXZlcnkgbGF0ZXIgYnl0ZSB1bmNoYW5nZWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGNoZWNrUm91dGVyTGltaXRzLCBvd25PcHRpb25zIH0gZnJvbSBcIi4uL3JvdXRpbmcvcm91dGVyX2NvbmZpZ19lcnJvci50c1wiO1xuaW1wb3J0IHR5cGUgeyBEdXBsZXhTdHJlYW0gfSBmcm9tIFwiLi4vdHJhbnNwb3J0L2R1cGxleC50c1wiO1xuaW1wb3J0IHR5cGUgeyBTZWxlY3Rpb25Qb2xpY3kgfSBmcm9tIFwiLi4vc2NoZW1hL2ZpcnN0X2ZyYW1lLnRzXCI7XG5pbXBvcnQgeyBJTklUSUFMSVpFX01FVEhPRCB9IGZyb20gXCIuLi9zY2hlbWEvdmVyc2lvbnMudHNcIjtcbmltcG9ydCB7XG4gIGNvbmZpZ3VyZWRWZXJzaW9ucyxcbiAgU0VMRUNUSU5HX1JPVVRFUl9PUFRJT05TLFxuICB0eXBlIFNlbGVjdGluZ1JvdXRlck9wdGlvbnMsXG4gIHNlcnZlU2VsZWN0aW9uLFxufSBmcm9tIFwiLi4vcm91dGluZy9zZWxlY3Rpb25faGFuZHNoYWtlLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJvdXRlT3V0Y29tZSwgU2VydmVPcHRpb25zIH0gZnJvbSBcIi4uL3JvdXRpbmcvcm91dGVfb3V0Y29tZS50c1wiO1xuXG4vKiogQ29uZmlndXJhdGlvbiBvZiBhbiB7QGxpbmtjb2RlIEFnZW50Um91dGVyfS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQWdlbnRSb3V0ZXJPcHRpb25zIGV4dGVuZHMgU2VsZWN0aW5nUm91dGVyT3B0aW9ucyB7fVxuXG4vKipcbiAqIFJvdXRlcyBvbmUgY2xpZW50IHRvIHRoZSB2MSBvciB2MiBpbXBsZW1lbnRhdGlvbiBpdHMgYGluaXRpYWxpemVgIGFza3MgZm9yLlxuICpcbiAqIEBleGFtcGxlIFNlcnZlIHN0ZGlvIHdpdGggdHdvIGFnZW50IGNvbW1hbmRzXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IEFnZW50Um91dGVyLCBjb21tYW5kLCBzdGRpbyB9IGZyb20gXCIuLi9tb2QudHNcIjtcbiAqIGNvbnN0IHJvdXRlciA9IG5ldyBBZ2VudFJvdXRlcih7IHYxOiBjb21tYW5kKFwiYWdlbnQtdjEgLS1zdGRpb1wiKSwgdjI6IGNvbW1hbmQoXCJhZ2VudC12MlwiKSB9KTtcbiAqIGNvbnN0IG91dGNvbWUgPSBhd2FpdCByb3V0ZXIuc2VydmUoc3RkaW8oKSk7XG4gKiBjb25zb2xlLmVycm9yKGBzZXJ2ZWQgQUNQIHYke291dGNvbWUuc2VsZWN0ZWR9OiAke291dGNvbWUuZW5kfWApO1xuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBBZ2VudFJvdXRlciB7XG4gICNvcHRpb25zOiBBZ2VudFJvdXRlck9wdGlvbnM7XG4gICNwb2xpY3k6IFNlbGVjdGlvblBvbGljeTtcblxuICAvKipcbiAgICogQ3JlYXRlcyBhIHJvdXRlciBmb3IgdGhlIGdpdmVuIGltcGxlbWVudGF0aW9ucy5cbiAgICpcbiAgICogQHBhcmFtIG9wdGlvbnMgVGhlIGltcGxlbWVudGF0aW9ucyBhbmQgbGltaXRzLlxuICAgKiBAdGhyb3dzIHtpbXBvcnQoXCIuLi9yb3V0aW5nL3NlbGVjdGlvbl9oYW5kc2hha2UudHNcIikuUm91dGVyQ29uZmlnRXJyb3J9IFdoZW4gbmVpdGhlciBgdjFgIG5vciBgdjJgIGlzIGdpdmVuLlxuICAgKi9cbiAgY29uc3RydWN0b3IoZ2l2ZW46IEFnZW50Um91dGVyT3B0aW9ucykge1xuICAgIGNvbnN0IG9wdGlvbnMgPSBvd25PcHRpb25zKGdpdmVuLCBcImFnZW50IHJvdXRlclwiLCBTRUxFQ1RJTkdfUk9VVEVSX09QVElPTlMpO1xuICAgIGNvbnN0IGNvbmZpZ3VyZWQgPSBjb25maWd1cmVkVmVyc2lvbnMob3B0aW9ucywgXCJhZ2VudFwiKTtcbiAgICBjaGVja1JvdXRlckxpbWl0cyhvcHRpb25zLCBcImFnZW50IHJvdXRlclwiKTtcbiAgICB0aGlzLiNvcHRpb25zID0gb3B0aW9ucztcbiAgICB0aGlzLiNwb2xpY3kgPSB7IG1ldGhvZDogSU5JVElBTElaRV9NRVRIT0QsIGNvbmZpZ3VyZWQsIG1vZGU6IFwiaGlnaGVzdC1jb21wYXRpYmxlXCIgfTtcbiAgfVxuXG4gIC8qKlxuICAgKiBTZXJ2ZXMgb25lIGNsaWVudCBjb25uZWN0aW9uIHVudGlsIGJvdGggc2lkZXMgYXJlIGRvbmUuXG4gICAqXG4gICAqIEBwYXJhbSBjbGllbnQgVGhlIGNsaWVudCdzIGJ5dGUgc3RyZWFtcy5cbiAgICogQHBhcmFtIG9wdGlvbnMgVGhlIHN0b3Agc2lnbmFsLCBhbiBvYnNlcnZlciBhbmQgYSBsb2dnZXIgZm9yIHRoaXMgY29ubmVjdGlvbi5cbiAgICogQHJldHVybnMgSG93IHRoZSBjb25uZWN0aW9uIGVuZGVkLiBOZXZlciByZWplY3RzLlxuICAgKi9cbiAgc2VydmUoY2xpZW50OiBEdXBsZXhTdHJlYW0sIG9wdGlvbnM6IFNlcnZlT3B0aW9ucyA9IHt9KTogUHJvbWlzZTxSb3V0ZU91dGNvbWU+IHtcbiAgICByZXR1cm4gc2VydmVTZWxlY3Rpb24oXG4gICAgICBjbGllbnQsXG4gICAgICB0aGlzLiNwb2xpY3ksXG4gICAgICB0aGlzLiNvcHRpb25zLFxuICAgICAgXCJhZ2VudFwiLFxuICAgICAgb3B0aW9ucyA/PyB7fSxcbiAgICApO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7O0NBUUMsR0FFRCxTQUFTLGlCQUFpQixFQUFFLFVBQVUsUUFBUSxvQ0FBb0M7QUFHbEYsU0FBUyxpQkFBaUIsUUFBUSx3QkFBd0I7QUFDMUQsU0FDRSxrQkFBa0IsRUFDbEIsd0JBQXdCLEVBRXhCLGNBQWMsUUFDVCxvQ0FBb0M7QUFNM0M7Ozs7Ozs7Ozs7Q0FVQyxHQUNELE9BQU8sTUFBTTtFQUNYLENBQUEsT0FBUSxDQUFxQjtFQUM3QixDQUFBLE1BQU8sQ0FBa0I7RUFFekI7Ozs7O0dBS0MsR0FDRCxZQUFZLEtBQXlCLENBQUU7SUFDckMsTUFBTSxVQUFVLFdBQVcsT0FBTyxnQkFBZ0I7SUFDbEQsTUFBTSxhQUFhLG1CQUFtQixTQUFTO0lBQy9DLGtCQUFrQixTQUFTO0lBQzNCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRSxRQUFRO01BQW1CO01BQVksTUFBTTtJQUFxQjtFQUNyRjtFQUVBOzs7Ozs7R0FNQyxHQUNELE1BQU0sTUFBb0IsRUFBRSxVQUF3QixDQUFDLENBQUMsRUFBeUI7SUFDN0UsT0FBTyxlQUNMLFFBQ0EsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUNaLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFDYixTQUNBLFdBQVcsQ0FBQztFQUVoQjtBQUNGIn0=
// denoCacheMetadata=15862967059215247562,7442798534508848934