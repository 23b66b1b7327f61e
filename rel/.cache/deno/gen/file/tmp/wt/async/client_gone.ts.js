/**
 * The abort reason that says a connection's client went away (a remote client's DELETE,
 * closed socket or idle timeout) while its implementation was still opening (a remote agent
 * being dialled), so that nothing would see its input end: the router stops the opening at
 * once, and the connection ends as one whose client left before the start (`client-closed`),
 * not as one the caller stopped.
 *
 * @module
 */ /** A client that went away while its implementation was opening. */ export class ClientGoneError extends Error {
  name = "ClientGoneError";
  /** @param message What the client did. */ constructor(message = "the client went away while the implementation was opening"){
    super(message);
  }
}
/**
 * Whether an abort reason says the client went away.
 *
 * @param reason The signal's reason.
 * @returns True for a {@linkcode ClientGoneError}.
 *
 * @example
 * ```ts
 * import { ClientGoneError, isClientGone } from "./client_gone.ts";
 * const stop = new AbortController();
 * stop.abort(new ClientGoneError());
 * console.log(isClientGone(stop.signal.reason)); // true
 * console.log(isClientGone("SIGTERM")); // false
 * ```
 */ export function isClientGone(reason) {
  return reason instanceof ClientGoneError;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2FzeW5jL2NsaWVudF9nb25lLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGFib3J0IHJlYXNvbiB0aGF0IHNheXMgYSBjb25uZWN0aW9uJ3MgY2xpZW50IHdlbnQgYXdheSAoYSByZW1vdGUgY2xpZW50J3MgREVMRVRFLFxuICogY2xvc2VkIHNvY2tldCBvciBpZGxlIHRpbWVvdXQpIHdoaWxlIGl0cyBpbXBsZW1lbnRhdGlvbiB3YXMgc3RpbGwgb3BlbmluZyAoYSByZW1vdGUgYWdlbnRcbiAqIGJlaW5nIGRpYWxsZWQpLCBzbyB0aGF0IG5vdGhpbmcgd291bGQgc2VlIGl0cyBpbnB1dCBlbmQ6IHRoZSByb3V0ZXIgc3RvcHMgdGhlIG9wZW5pbmcgYXRcbiAqIG9uY2UsIGFuZCB0aGUgY29ubmVjdGlvbiBlbmRzIGFzIG9uZSB3aG9zZSBjbGllbnQgbGVmdCBiZWZvcmUgdGhlIHN0YXJ0IChgY2xpZW50LWNsb3NlZGApLFxuICogbm90IGFzIG9uZSB0aGUgY2FsbGVyIHN0b3BwZWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBBIGNsaWVudCB0aGF0IHdlbnQgYXdheSB3aGlsZSBpdHMgaW1wbGVtZW50YXRpb24gd2FzIG9wZW5pbmcuICovXG5leHBvcnQgY2xhc3MgQ2xpZW50R29uZUVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBvdmVycmlkZSBuYW1lID0gXCJDbGllbnRHb25lRXJyb3JcIjtcblxuICAvKiogQHBhcmFtIG1lc3NhZ2UgV2hhdCB0aGUgY2xpZW50IGRpZC4gKi9cbiAgY29uc3RydWN0b3IobWVzc2FnZSA9IFwidGhlIGNsaWVudCB3ZW50IGF3YXkgd2hpbGUgdGhlIGltcGxlbWVudGF0aW9uIHdhcyBvcGVuaW5nXCIpIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgfVxufVxuXG4vKipcbiAqIFdoZXRoZXIgYW4gYWJvcnQgcmVhc29uIHNheXMgdGhlIGNsaWVudCB3ZW50IGF3YXkuXG4gKlxuICogQHBhcmFtIHJlYXNvbiBUaGUgc2lnbmFsJ3MgcmVhc29uLlxuICogQHJldHVybnMgVHJ1ZSBmb3IgYSB7QGxpbmtjb2RlIENsaWVudEdvbmVFcnJvcn0uXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBDbGllbnRHb25lRXJyb3IsIGlzQ2xpZW50R29uZSB9IGZyb20gXCIuL2NsaWVudF9nb25lLnRzXCI7XG4gKiBjb25zdCBzdG9wID0gbmV3IEFib3J0Q29udHJvbGxlcigpO1xuICogc3RvcC5hYm9ydChuZXcgQ2xpZW50R29uZUVycm9yKCkpO1xuICogY29uc29sZS5sb2coaXNDbGllbnRHb25lKHN0b3Auc2lnbmFsLnJlYXNvbikpOyAvLyB0cnVlXG4gKiBjb25zb2xlLmxvZyhpc0NsaWVudEdvbmUoXCJTSUdURVJNXCIpKTsgLy8gZmFsc2VcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gaXNDbGllbnRHb25lKHJlYXNvbjogdW5rbm93bik6IGJvb2xlYW4ge1xuICByZXR1cm4gcmVhc29uIGluc3RhbmNlb2YgQ2xpZW50R29uZUVycm9yO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQsa0VBQWtFLEdBQ2xFLE9BQU8sTUFBTSx3QkFBd0I7RUFDMUIsT0FBTyxrQkFBa0I7RUFFbEMsd0NBQXdDLEdBQ3hDLFlBQVksVUFBVSwyREFBMkQsQ0FBRTtJQUNqRixLQUFLLENBQUM7RUFDUjtBQUNGO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsYUFBYSxNQUFlO0VBQzFDLE9BQU8sa0JBQWtCO0FBQzNCIn0=
// denoCacheMetadata=15917309636618727382,17372376358165841745