/**
 * ACP protocol version numbers and limits.
 *
 * @module
 */ /**
 * The stable ACP protocol version.
 *
 * @example Tell whether the stable agent served the client
 * ```ts ignore
 * import { AgentRouter, command, PROTOCOL_V1, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v1: command("agent-v1"), v2: command("agent-v2") });
 * const outcome = await router.serve(stdio());
 * if (outcome.selected === PROTOCOL_V1) console.error("served by the stable v1 agent");
 * ```
 */ export const PROTOCOL_V1 = 1;
/**
 * The draft ACP protocol version.
 *
 * @example Write a v2 initialize request
 * ```ts
 * import { PROTOCOL_V2 } from "../mod.ts";
 * // v2 asks for the client's info (name and version) and its capabilities.
 * const params = {
 *   protocolVersion: PROTOCOL_V2,
 *   info: { name: "my-editor", version: "1.0.0" },
 *   capabilities: {},
 * };
 * const initialize = { jsonrpc: "2.0", id: 0, method: "initialize", params };
 * const frame = new TextEncoder().encode(JSON.stringify(initialize) + "\n");
 * ```
 */ export const PROTOCOL_V2 = 2;
/** Largest value `protocolVersion` may hold (it is a uint16 in both schemas). */ export const MAX_PROTOCOL_VERSION = 65_535;
/** Method name of the first request a client sends to an agent. */ export const INITIALIZE_METHOD = "initialize";
/** Method name of the first request a conductor sends to a proxy component. */ export const PROXY_INITIALIZE_METHOD = "_proxy/initialize";
/** The draft schema's un-prefixed name of `_proxy/initialize`. */ export const SCHEMA_PROXY_INITIALIZE_METHOD = "proxy/initialize";
/**
 * Default limit for one frame read before selection: 8 MiB.
 *
 * @example Accept first frames up to four times the default
 * ```ts
 * import { AgentRouter, command, DEFAULT_MAX_FRAME_BYTES } from "../mod.ts";
 * const router = new AgentRouter({
 *   v1: command("my-agent --stdio"),
 *   maxFrameBytes: 4 * DEFAULT_MAX_FRAME_BYTES, // 32 MiB: an initialize with large _meta
 * });
 * ```
 */ export const DEFAULT_MAX_FRAME_BYTES = 8 * 1024 * 1024;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3NjaGVtYS92ZXJzaW9ucy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEFDUCBwcm90b2NvbCB2ZXJzaW9uIG51bWJlcnMgYW5kIGxpbWl0cy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqXG4gKiBUaGUgc3RhYmxlIEFDUCBwcm90b2NvbCB2ZXJzaW9uLlxuICpcbiAqIEBleGFtcGxlIFRlbGwgd2hldGhlciB0aGUgc3RhYmxlIGFnZW50IHNlcnZlZCB0aGUgY2xpZW50XG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IEFnZW50Um91dGVyLCBjb21tYW5kLCBQUk9UT0NPTF9WMSwgc3RkaW8gfSBmcm9tIFwiLi4vbW9kLnRzXCI7XG4gKiBjb25zdCByb3V0ZXIgPSBuZXcgQWdlbnRSb3V0ZXIoeyB2MTogY29tbWFuZChcImFnZW50LXYxXCIpLCB2MjogY29tbWFuZChcImFnZW50LXYyXCIpIH0pO1xuICogY29uc3Qgb3V0Y29tZSA9IGF3YWl0IHJvdXRlci5zZXJ2ZShzdGRpbygpKTtcbiAqIGlmIChvdXRjb21lLnNlbGVjdGVkID09PSBQUk9UT0NPTF9WMSkgY29uc29sZS5lcnJvcihcInNlcnZlZCBieSB0aGUgc3RhYmxlIHYxIGFnZW50XCIpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBjb25zdCBQUk9UT0NPTF9WMSA9IDEgYXMgY29uc3Q7XG5cbi8qKlxuICogVGhlIGRyYWZ0IEFDUCBwcm90b2NvbCB2ZXJzaW9uLlxuICpcbiAqIEBleGFtcGxlIFdyaXRlIGEgdjIgaW5pdGlhbGl6ZSByZXF1ZXN0XG4gKiBgYGB0c1xuICogaW1wb3J0IHsgUFJPVE9DT0xfVjIgfSBmcm9tIFwiLi4vbW9kLnRzXCI7XG4gKiAvLyB2MiBhc2tzIGZvciB0aGUgY2xpZW50J3MgaW5mbyAobmFtZSBhbmQgdmVyc2lvbikgYW5kIGl0cyBjYXBhYmlsaXRpZXMuXG4gKiBjb25zdCBwYXJhbXMgPSB7XG4gKiAgIHByb3RvY29sVmVyc2lvbjogUFJPVE9DT0xfVjIsXG4gKiAgIGluZm86IHsgbmFtZTogXCJteS1lZGl0b3JcIiwgdmVyc2lvbjogXCIxLjAuMFwiIH0sXG4gKiAgIGNhcGFiaWxpdGllczoge30sXG4gKiB9O1xuICogY29uc3QgaW5pdGlhbGl6ZSA9IHsganNvbnJwYzogXCIyLjBcIiwgaWQ6IDAsIG1ldGhvZDogXCJpbml0aWFsaXplXCIsIHBhcmFtcyB9O1xuICogY29uc3QgZnJhbWUgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoSlNPTi5zdHJpbmdpZnkoaW5pdGlhbGl6ZSkgKyBcIlxcblwiKTtcbiAqIGBgYFxuICovXG5leHBvcnQgY29uc3QgUFJPVE9DT0xfVjIgPSAyIGFzIGNvbnN0O1xuXG4vKiogQSBwcm90b2NvbCB2ZXJzaW9uIGFuIGltcGxlbWVudGF0aW9uIGNhbiBzZXJ2ZTogMSBvciAyLiAqL1xuZXhwb3J0IHR5cGUgUHJvdG9jb2xWZXJzaW9uID0gdHlwZW9mIFBST1RPQ09MX1YxIHwgdHlwZW9mIFBST1RPQ09MX1YyO1xuXG4vKiogTGFyZ2VzdCB2YWx1ZSBgcHJvdG9jb2xWZXJzaW9uYCBtYXkgaG9sZCAoaXQgaXMgYSB1aW50MTYgaW4gYm90aCBzY2hlbWFzKS4gKi9cbmV4cG9ydCBjb25zdCBNQVhfUFJPVE9DT0xfVkVSU0lPTiA9IDY1XzUzNTtcblxuLyoqIE1ldGhvZCBuYW1lIG9mIHRoZSBmaXJzdCByZXF1ZXN0IGEgY2xpZW50IHNlbmRzIHRvIGFuIGFnZW50LiAqL1xuZXhwb3J0IGNvbnN0IElOSVRJQUxJWkVfTUVUSE9EID0gXCJpbml0aWFsaXplXCI7XG5cbi8qKiBNZXRob2QgbmFtZSBvZiB0aGUgZmlyc3QgcmVxdWVzdCBhIGNvbmR1Y3RvciBzZW5kcyB0byBhIHByb3h5IGNvbXBvbmVudC4gKi9cbmV4cG9ydCBjb25zdCBQUk9YWV9JTklUSUFMSVpFX01FVEhPRCA9IFwiX3Byb3h5L2luaXRpYWxpemVcIjtcblxuLyoqIFRoZSBkcmFmdCBzY2hlbWEncyB1bi1wcmVmaXhlZCBuYW1lIG9mIGBfcHJveHkvaW5pdGlhbGl6ZWAuICovXG5leHBvcnQgY29uc3QgU0NIRU1BX1BST1hZX0lOSVRJQUxJWkVfTUVUSE9EID0gXCJwcm94eS9pbml0aWFsaXplXCI7XG5cbi8qKlxuICogRGVmYXVsdCBsaW1pdCBmb3Igb25lIGZyYW1lIHJlYWQgYmVmb3JlIHNlbGVjdGlvbjogOCBNaUIuXG4gKlxuICogQGV4YW1wbGUgQWNjZXB0IGZpcnN0IGZyYW1lcyB1cCB0byBmb3VyIHRpbWVzIHRoZSBkZWZhdWx0XG4gKiBgYGB0c1xuICogaW1wb3J0IHsgQWdlbnRSb3V0ZXIsIGNvbW1hbmQsIERFRkFVTFRfTUFYX0ZSQU1FX0JZVEVTIH0gZnJvbSBcIi4uL21vZC50c1wiO1xuICogY29uc3Qgcm91dGVyID0gbmV3IEFnZW50Um91dGVyKHtcbiAqICAgdjE6IGNvbW1hbmQoXCJteS1hZ2VudCAtLXN0ZGlvXCIpLFxuICogICBtYXhGcmFtZUJ5dGVzOiA0ICogREVGQVVMVF9NQVhfRlJBTUVfQllURVMsIC8vIDMyIE1pQjogYW4gaW5pdGlhbGl6ZSB3aXRoIGxhcmdlIF9tZXRhXG4gKiB9KTtcbiAqIGBgYFxuICovXG5leHBvcnQgY29uc3QgREVGQVVMVF9NQVhfRlJBTUVfQllURVMgPSA4ICogMTAyNCAqIDEwMjQ7XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVEOzs7Ozs7Ozs7O0NBVUMsR0FDRCxPQUFPLE1BQU0sY0FBYyxFQUFXO0FBRXRDOzs7Ozs7Ozs7Ozs7Ozs7Q0FlQyxHQUNELE9BQU8sTUFBTSxjQUFjLEVBQVc7QUFLdEMsK0VBQStFLEdBQy9FLE9BQU8sTUFBTSx1QkFBdUIsT0FBTztBQUUzQyxpRUFBaUUsR0FDakUsT0FBTyxNQUFNLG9CQUFvQixhQUFhO0FBRTlDLDZFQUE2RSxHQUM3RSxPQUFPLE1BQU0sMEJBQTBCLG9CQUFvQjtBQUUzRCxnRUFBZ0UsR0FDaEUsT0FBTyxNQUFNLGlDQUFpQyxtQkFBbUI7QUFFakU7Ozs7Ozs7Ozs7O0NBV0MsR0FDRCxPQUFPLE1BQU0sMEJBQTBCLElBQUksT0FBTyxLQUFLIn0=
// denoCacheMetadata=9537849588277037583,3349269940358801118