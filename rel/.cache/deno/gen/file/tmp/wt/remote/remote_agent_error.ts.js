/**
 * The error of a remote agent that did not take the connection.
 *
 * @module
 */ /** What a {@linkcode RemoteAgentError} knows besides its message. */ /**
 * A remote agent (`remoteAgent(url)`) did not take the connection: it was not reached,
 * refused it (an HTTP status, a failed WebSocket handshake), answered `initialize` with
 * something else, or not in time. A route that ends `start-failed` has it as its `error`; the
 * client got `-32603` "failed to start ACP vN agent: " and this message (and `data`).
 *
 * @example Tell a refused token from an agent that is down
 * ```ts ignore
 * import { AgentRouter, RemoteAgentError, remoteAgent, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v2: remoteAgent("https://agents.example/acp") });
 * const outcome = await router.serve(stdio());
 * if (outcome.error instanceof RemoteAgentError) {
 *   const why = outcome.error.status === 401 ? "check the token" : "is the agent up?";
 *   console.error(`${outcome.error.url}: ${why}`);
 * }
 * ```
 */ export class RemoteAgentError extends Error {
  /** The agent's address, without user name or password. */ url;
  /** The HTTP status the agent refused the connection with, or null. */ status;
  /** The `data` of the client's `-32603` answer, when it has one. */ data;
  /** The same `data` as the exact JSON text the client got. */ dataText;
  /**
   * Creates the error.
   *
   * @param message What went wrong, naming the address.
   * @param url The agent's address, as it may be logged.
   * @param options The status, the `data`, and error options (`cause`).
   */ constructor(message, url, options = {}){
    super(message, options);
    this.name = "RemoteAgentError";
    this.url = url;
    this.status = options.status ?? null;
    this.data = options.data;
    this.dataText = options.dataText;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3JlbW90ZS9yZW1vdGVfYWdlbnRfZXJyb3IudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgZXJyb3Igb2YgYSByZW1vdGUgYWdlbnQgdGhhdCBkaWQgbm90IHRha2UgdGhlIGNvbm5lY3Rpb24uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBXaGF0IGEge0BsaW5rY29kZSBSZW1vdGVBZ2VudEVycm9yfSBrbm93cyBiZXNpZGVzIGl0cyBtZXNzYWdlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZW1vdGVBZ2VudEVycm9yT3B0aW9ucyBleHRlbmRzIEVycm9yT3B0aW9ucyB7XG4gIC8qKlxuICAgKiBUaGUgSFRUUCBzdGF0dXMgdGhlIGFnZW50IHJlZnVzZWQgdGhlIGNvbm5lY3Rpb24gd2l0aCwgaWYgYW55LlxuICAgKlxuICAgKiBAZGVmYXVsdCBudWxsXG4gICAqL1xuICBzdGF0dXM/OiBudW1iZXIgfCBudWxsO1xuICAvKipcbiAgICogVGhlIGBkYXRhYCBvZiB0aGUgYC0zMjYwM2AgYW5zd2VyIHRoZSBjbGllbnQgZ290OiBge3N0YXR1cywgYm9keX1gIGZvciBhbiBIVFRQIHJlZnVzYWwuXG4gICAqXG4gICAqIEBkZWZhdWx0IHVuZGVmaW5lZFxuICAgKi9cbiAgZGF0YT86IHVua25vd247XG4gIC8qKlxuICAgKiBUaGF0IGBkYXRhYCBhcyB0aGUgZXhhY3QgSlNPTiB0ZXh0IChhIDIwLWRpZ2l0IGlkIGtlZXBzIGl0cyBkaWdpdHMpLlxuICAgKlxuICAgKiBAZGVmYXVsdCB1bmRlZmluZWRcbiAgICovXG4gIGRhdGFUZXh0Pzogc3RyaW5nO1xufVxuXG4vKipcbiAqIEEgcmVtb3RlIGFnZW50IChgcmVtb3RlQWdlbnQodXJsKWApIGRpZCBub3QgdGFrZSB0aGUgY29ubmVjdGlvbjogaXQgd2FzIG5vdCByZWFjaGVkLFxuICogcmVmdXNlZCBpdCAoYW4gSFRUUCBzdGF0dXMsIGEgZmFpbGVkIFdlYlNvY2tldCBoYW5kc2hha2UpLCBhbnN3ZXJlZCBgaW5pdGlhbGl6ZWAgd2l0aFxuICogc29tZXRoaW5nIGVsc2UsIG9yIG5vdCBpbiB0aW1lLiBBIHJvdXRlIHRoYXQgZW5kcyBgc3RhcnQtZmFpbGVkYCBoYXMgaXQgYXMgaXRzIGBlcnJvcmA7IHRoZVxuICogY2xpZW50IGdvdCBgLTMyNjAzYCBcImZhaWxlZCB0byBzdGFydCBBQ1Agdk4gYWdlbnQ6IFwiIGFuZCB0aGlzIG1lc3NhZ2UgKGFuZCBgZGF0YWApLlxuICpcbiAqIEBleGFtcGxlIFRlbGwgYSByZWZ1c2VkIHRva2VuIGZyb20gYW4gYWdlbnQgdGhhdCBpcyBkb3duXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IEFnZW50Um91dGVyLCBSZW1vdGVBZ2VudEVycm9yLCByZW1vdGVBZ2VudCwgc3RkaW8gfSBmcm9tIFwiLi4vbW9kLnRzXCI7XG4gKiBjb25zdCByb3V0ZXIgPSBuZXcgQWdlbnRSb3V0ZXIoeyB2MjogcmVtb3RlQWdlbnQoXCJodHRwczovL2FnZW50cy5leGFtcGxlL2FjcFwiKSB9KTtcbiAqIGNvbnN0IG91dGNvbWUgPSBhd2FpdCByb3V0ZXIuc2VydmUoc3RkaW8oKSk7XG4gKiBpZiAob3V0Y29tZS5lcnJvciBpbnN0YW5jZW9mIFJlbW90ZUFnZW50RXJyb3IpIHtcbiAqICAgY29uc3Qgd2h5ID0gb3V0Y29tZS5lcnJvci5zdGF0dXMgPT09IDQwMSA/IFwiY2hlY2sgdGhlIHRva2VuXCIgOiBcImlzIHRoZSBhZ2VudCB1cD9cIjtcbiAqICAgY29uc29sZS5lcnJvcihgJHtvdXRjb21lLmVycm9yLnVybH06ICR7d2h5fWApO1xuICogfVxuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBSZW1vdGVBZ2VudEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICAvKiogVGhlIGFnZW50J3MgYWRkcmVzcywgd2l0aG91dCB1c2VyIG5hbWUgb3IgcGFzc3dvcmQuICovXG4gIHJlYWRvbmx5IHVybDogc3RyaW5nO1xuICAvKiogVGhlIEhUVFAgc3RhdHVzIHRoZSBhZ2VudCByZWZ1c2VkIHRoZSBjb25uZWN0aW9uIHdpdGgsIG9yIG51bGwuICovXG4gIHJlYWRvbmx5IHN0YXR1czogbnVtYmVyIHwgbnVsbDtcbiAgLyoqIFRoZSBgZGF0YWAgb2YgdGhlIGNsaWVudCdzIGAtMzI2MDNgIGFuc3dlciwgd2hlbiBpdCBoYXMgb25lLiAqL1xuICByZWFkb25seSBkYXRhOiB1bmtub3duO1xuICAvKiogVGhlIHNhbWUgYGRhdGFgIGFzIHRoZSBleGFjdCBKU09OIHRleHQgdGhlIGNsaWVudCBnb3QuICovXG4gIHJlYWRvbmx5IGRhdGFUZXh0OiBzdHJpbmcgfCB1bmRlZmluZWQ7XG5cbiAgLyoqXG4gICAqIENyZWF0ZXMgdGhlIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gbWVzc2FnZSBXaGF0IHdlbnQgd3JvbmcsIG5hbWluZyB0aGUgYWRkcmVzcy5cbiAgICogQHBhcmFtIHVybCBUaGUgYWdlbnQncyBhZGRyZXNzLCBhcyBpdCBtYXkgYmUgbG9nZ2VkLlxuICAgKiBAcGFyYW0gb3B0aW9ucyBUaGUgc3RhdHVzLCB0aGUgYGRhdGFgLCBhbmQgZXJyb3Igb3B0aW9ucyAoYGNhdXNlYCkuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcsIHVybDogc3RyaW5nLCBvcHRpb25zOiBSZW1vdGVBZ2VudEVycm9yT3B0aW9ucyA9IHt9KSB7XG4gICAgc3VwZXIobWVzc2FnZSwgb3B0aW9ucyk7XG4gICAgdGhpcy5uYW1lID0gXCJSZW1vdGVBZ2VudEVycm9yXCI7XG4gICAgdGhpcy51cmwgPSB1cmw7XG4gICAgdGhpcy5zdGF0dXMgPSBvcHRpb25zLnN0YXR1cyA/PyBudWxsO1xuICAgIHRoaXMuZGF0YSA9IG9wdGlvbnMuZGF0YTtcbiAgICB0aGlzLmRhdGFUZXh0ID0gb3B0aW9ucy5kYXRhVGV4dDtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRCxtRUFBbUUsR0FzQm5FOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBQ0QsT0FBTyxNQUFNLHlCQUF5QjtFQUNwQyx3REFBd0QsR0FDeEQsQUFBUyxJQUFZO0VBQ3JCLG9FQUFvRSxHQUNwRSxBQUFTLE9BQXNCO0VBQy9CLGlFQUFpRSxHQUNqRSxBQUFTLEtBQWM7RUFDdkIsMkRBQTJELEdBQzNELEFBQVMsU0FBNkI7RUFFdEM7Ozs7OztHQU1DLEdBQ0QsWUFBWSxPQUFlLEVBQUUsR0FBVyxFQUFFLFVBQW1DLENBQUMsQ0FBQyxDQUFFO0lBQy9FLEtBQUssQ0FBQyxTQUFTO0lBQ2YsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxHQUFHLEdBQUc7SUFDWCxJQUFJLENBQUMsTUFBTSxHQUFHLFFBQVEsTUFBTSxJQUFJO0lBQ2hDLElBQUksQ0FBQyxJQUFJLEdBQUcsUUFBUSxJQUFJO0lBQ3hCLElBQUksQ0FBQyxRQUFRLEdBQUcsUUFBUSxRQUFRO0VBQ2xDO0FBQ0YifQ==
// denoCacheMetadata=2955461829813464305,12184044155723924023