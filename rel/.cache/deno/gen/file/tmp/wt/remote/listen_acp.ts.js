/**
 * The library's way to serve remote clients: a front for the server (`http_server.ts`) that
 * loads it only when called, so that importing the library costs stdio users nothing.
 *
 * @module
 */ /**
 * Serves Streamable HTTP and WebSocket at `/acp` (REMOTE.md), handing each connection's byte
 * streams to `options.handler`. Only a loopback host is safe without `token`: a CLI refuses
 * anything else, this function trusts its caller.
 *
 * @param options Where to listen, the handler, the security settings and the bounds.
 * @returns The running server, once it listens.
 * @throws {RangeError} When a bound is not a positive integer, or the port is not 0 to 65535.
 * @throws {TypeError} When there is no handler, or an allowed origin is not one a browser sends
 *   (`null`, `*`, a path or trailing slash).
 * @throws {Error} When it cannot listen (`code` `EADDRINUSE`: the port is taken;
 *   `Deno.errors.NotCapable`: no net permission).
 *
 * @example Serve an agent router on a free loopback port
 * ```ts ignore
 * import { AgentRouter, command, listenAcp, routerHandler } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1"), v2: command("agent-v2") });
 * const listener = await listenAcp({ handler: routerHandler(router) });
 * console.error(`listening on ${listener.url}`);
 * // A rolling restart: live connections get 30 s to finish, new ones are refused at once.
 * Deno.addSignalListener("SIGTERM", () => listener.shutdown("SIGTERM", { drainMs: 30_000 }));
 * ```
 */ export async function listenAcp(options) {
  const { startAcpServer } = await import("./http_server.ts");
  return startAcpServer(options);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3JlbW90ZS9saXN0ZW5fYWNwLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGxpYnJhcnkncyB3YXkgdG8gc2VydmUgcmVtb3RlIGNsaWVudHM6IGEgZnJvbnQgZm9yIHRoZSBzZXJ2ZXIgKGBodHRwX3NlcnZlci50c2ApIHRoYXRcbiAqIGxvYWRzIGl0IG9ubHkgd2hlbiBjYWxsZWQsIHNvIHRoYXQgaW1wb3J0aW5nIHRoZSBsaWJyYXJ5IGNvc3RzIHN0ZGlvIHVzZXJzIG5vdGhpbmcuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgQWNwTGlzdGVuZXIsIEFjcExpc3Rlbk9wdGlvbnMsIFNodXRkb3duT3B0aW9ucyB9IGZyb20gXCIuL2h0dHBfc2VydmVyLnRzXCI7XG5cbmV4cG9ydCB0eXBlIHsgQWNwTGlzdGVuZXIsIEFjcExpc3Rlbk9wdGlvbnMsIFNodXRkb3duT3B0aW9ucyB9O1xuXG4vKipcbiAqIFNlcnZlcyBTdHJlYW1hYmxlIEhUVFAgYW5kIFdlYlNvY2tldCBhdCBgL2FjcGAgKFJFTU9URS5tZCksIGhhbmRpbmcgZWFjaCBjb25uZWN0aW9uJ3MgYnl0ZVxuICogc3RyZWFtcyB0byBgb3B0aW9ucy5oYW5kbGVyYC4gT25seSBhIGxvb3BiYWNrIGhvc3QgaXMgc2FmZSB3aXRob3V0IGB0b2tlbmA6IGEgQ0xJIHJlZnVzZXNcbiAqIGFueXRoaW5nIGVsc2UsIHRoaXMgZnVuY3Rpb24gdHJ1c3RzIGl0cyBjYWxsZXIuXG4gKlxuICogQHBhcmFtIG9wdGlvbnMgV2hlcmUgdG8gbGlzdGVuLCB0aGUgaGFuZGxlciwgdGhlIHNlY3VyaXR5IHNldHRpbmdzIGFuZCB0aGUgYm91bmRzLlxuICogQHJldHVybnMgVGhlIHJ1bm5pbmcgc2VydmVyLCBvbmNlIGl0IGxpc3RlbnMuXG4gKiBAdGhyb3dzIHtSYW5nZUVycm9yfSBXaGVuIGEgYm91bmQgaXMgbm90IGEgcG9zaXRpdmUgaW50ZWdlciwgb3IgdGhlIHBvcnQgaXMgbm90IDAgdG8gNjU1MzUuXG4gKiBAdGhyb3dzIHtUeXBlRXJyb3J9IFdoZW4gdGhlcmUgaXMgbm8gaGFuZGxlciwgb3IgYW4gYWxsb3dlZCBvcmlnaW4gaXMgbm90IG9uZSBhIGJyb3dzZXIgc2VuZHNcbiAqICAgKGBudWxsYCwgYCpgLCBhIHBhdGggb3IgdHJhaWxpbmcgc2xhc2gpLlxuICogQHRocm93cyB7RXJyb3J9IFdoZW4gaXQgY2Fubm90IGxpc3RlbiAoYGNvZGVgIGBFQUREUklOVVNFYDogdGhlIHBvcnQgaXMgdGFrZW47XG4gKiAgIGBEZW5vLmVycm9ycy5Ob3RDYXBhYmxlYDogbm8gbmV0IHBlcm1pc3Npb24pLlxuICpcbiAqIEBleGFtcGxlIFNlcnZlIGFuIGFnZW50IHJvdXRlciBvbiBhIGZyZWUgbG9vcGJhY2sgcG9ydFxuICogYGBgdHMgaWdub3JlXG4gKiBpbXBvcnQgeyBBZ2VudFJvdXRlciwgY29tbWFuZCwgbGlzdGVuQWNwLCByb3V0ZXJIYW5kbGVyIH0gZnJvbSBcIi4uL21vZC50c1wiO1xuICogY29uc3Qgcm91dGVyID0gbmV3IEFnZW50Um91dGVyKHsgdjE6IGNvbW1hbmQoXCJhZ2VudC12MVwiKSwgdjI6IGNvbW1hbmQoXCJhZ2VudC12MlwiKSB9KTtcbiAqIGNvbnN0IGxpc3RlbmVyID0gYXdhaXQgbGlzdGVuQWNwKHsgaGFuZGxlcjogcm91dGVySGFuZGxlcihyb3V0ZXIpIH0pO1xuICogY29uc29sZS5lcnJvcihgbGlzdGVuaW5nIG9uICR7bGlzdGVuZXIudXJsfWApO1xuICogLy8gQSByb2xsaW5nIHJlc3RhcnQ6IGxpdmUgY29ubmVjdGlvbnMgZ2V0IDMwIHMgdG8gZmluaXNoLCBuZXcgb25lcyBhcmUgcmVmdXNlZCBhdCBvbmNlLlxuICogRGVuby5hZGRTaWduYWxMaXN0ZW5lcihcIlNJR1RFUk1cIiwgKCkgPT4gbGlzdGVuZXIuc2h1dGRvd24oXCJTSUdURVJNXCIsIHsgZHJhaW5NczogMzBfMDAwIH0pKTtcbiAqIGBgYFxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gbGlzdGVuQWNwKG9wdGlvbnM6IEFjcExpc3Rlbk9wdGlvbnMpOiBQcm9taXNlPEFjcExpc3RlbmVyPiB7XG4gIGNvbnN0IHsgc3RhcnRBY3BTZXJ2ZXIgfSA9IGF3YWl0IGltcG9ydChcIi4vaHR0cF9zZXJ2ZXIudHNcIik7XG4gIHJldHVybiBzdGFydEFjcFNlcnZlcihvcHRpb25zKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQU1EOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBc0JDLEdBQ0QsT0FBTyxlQUFlLFVBQVUsT0FBeUI7RUFDdkQsTUFBTSxFQUFFLGNBQWMsRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUFDO0VBQ3hDLE9BQU8sZUFBZTtBQUN4QiJ9
// denoCacheMetadata=12648076735985326145,10507863296846164457