/**
 * Remote agent addresses (REMOTE §1, §4): `--vN http://...`, `https://...`, `ws://...` or `wss://...`
 * names an agent the daemon dials as a client, once per routed connection. This module
 * tells such an address from a command, normalises its path and picks the client by scheme.
 *
 * @module
 */ import { checkRemoteAgentOptions } from "./remote_agent_options.ts";
import { withoutUserInfo } from "./shown_address.ts";
import { clipped } from "../log/logger.ts";
const REMOTE_SCHEME = /^(?:https?|wss?):\/\//i;
const SCHEMES = new Set([
  "http:",
  "https:",
  "ws:",
  "wss:"
]);
/**
 * Whether an agent argument is a remote address rather than a command.
 *
 * @param text The `--vN` argument.
 * @returns True for `http://`, `https://`, `ws://` and `wss://` (any case).
 *
 * @example Accept either a command or a remote address for an agent
 * ```ts
 * import { command, isRemoteAddress, remoteAgent } from "../mod.ts";
 * const arg = "wss://agents.example/acp"; // or "npx my-agent --acp"
 * const v2 = isRemoteAddress(arg) ? remoteAgent(arg) : command(arg);
 * ```
 */ export function isRemoteAddress(text) {
  return REMOTE_SCHEME.test(text);
}
/**
 * Parses a remote address and applies the path rule: an empty path or `/` becomes `/acp`;
 * any other path is used verbatim (as the SDK, Rust and Go servers expect).
 *
 * @param text The address.
 * @returns The URL to dial.
 * @throws {TypeError} When it is not a URL, not `http(s):` / `ws(s):`, or carries a user name
 *   or password (`http://user:pw@host`: never sent; the message leaves them out).
 *
 * @example See which URL an address dials
 * ```ts
 * import { normalizeRemoteUrl } from "../mod.ts";
 * console.log(normalizeRemoteUrl("http://127.0.0.1:7331").href); // http://127.0.0.1:7331/acp
 * console.log(normalizeRemoteUrl("ws://h/agents/a/").href); // ws://h/agents/a/
 * ```
 */ export function normalizeRemoteUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch  {
    throw new TypeError(`not a remote agent address: ${JSON.stringify(shownAddress(text))}`);
  }
  if (!SCHEMES.has(url.protocol)) {
    throw new TypeError(`a remote agent address must start with http://, https://, ws:// or wss://, got ${url.protocol}`);
  }
  if (url.username !== "" || url.password !== "") {
    // fetch would send them as Basic beside the Bearer token (a server refuses both), a
    // WebSocket not at all: neither works, so neither is taken (and they are not repeated).
    url.username = "";
    url.password = "";
    throw new TypeError(`a remote agent address may not carry a user name or password (${url.href} with ` + `user:password@ before the host): they are not sent; a token is sent as a bearer ` + `token, given on its own`);
  }
  if (url.pathname === "" || url.pathname === "/") url.pathname = "/acp";
  return url;
}
/** What {@linkcode remoteAgent} copies: the clients' options (tests set the last two). */ const KEYS = [
  "token",
  "headers",
  "initTimeoutMs",
  "maxLineBytes",
  "maxBufferedBytes",
  "logger",
  "fetch",
  "WebSocket",
  "cookieJar",
  "postTimeoutMs"
];
/**
 * A connection factory for the remote agent at `url`: each call dials it once, over
 * Streamable HTTP (`http:`, `https:`; see `http_client.ts`) or WebSocket (`ws:`, `wss:`;
 * see `ws_client.ts`), and returns a connection whose `writable` takes the router's lines
 * and whose `readable` gives the agent's.
 *
 * @param url The address (normalised with {@linkcode normalizeRemoteUrl}).
 * @param options Token, headers, limits, logger, test overrides.
 * @returns The factory.
 * @throws {TypeError} When `url` is not a remote address, `options` is no object, `fetch` or
 *   `WebSocket` is not a function, or `token` or `headers` cannot be sent in a request.
 * @throws {RangeError} When a number option is not a positive integer.
 *
 * @example Route v2 clients to a remote agent over WebSocket
 * ```ts ignore
 * import { AgentRouter, command, remoteAgent, stdio } from "../mod.ts";
 * const token = Deno.env.get("AGENT_TOKEN");
 * const v2 = remoteAgent("wss://agents.example/acp", { token });
 * const router = new AgentRouter({ v1: command("agent-v1 --stdio"), v2 });
 * await router.serve(stdio());
 * ```
 */ export function remoteAgent(url, options = {}) {
  const target = normalizeRemoteUrl(url);
  checkRemoteAgentOptions(options);
  // Its own copy, read now (a class's getters count): a later change gets past no check.
  const own = {};
  for (const key of KEYS)if (key in options) own[key] = options[key];
  if (own.headers !== undefined) {
    // Read once (an iterable may be read only once); a bad one is refused now.
    try {
      own.headers = new Headers(own.headers);
    } catch (e) {
      throw new TypeError(`headers cannot be sent: ${e.message}`, {
        cause: e
      });
    }
  }
  // The clients load at the first dial: a library or CLI that never dials never pays for them.
  let client;
  return async (open)=>{
    client ??= target.protocol === "ws:" || target.protocol === "wss:" ? import("./ws_client.ts").then((m)=>m.wsRemoteAgent(target, own)) : import("./http_client.ts").then((m)=>m.httpRemoteAgent(target, own));
    return await (await client)(open);
  };
}
/** The longest text of an address that is no URL a refusal shows. */ const MAX_ADDRESS_SHOWN = 300;
/**
 * A text that is no URL as a refusal shows it: without what may be a password (all before its
 * last `@`: the URL parser also reads `http:/u:pw@h`, `https:u:pw@h`), cut to a message's size.
 */ function shownAddress(text) {
  const shown = withoutUserInfo(text);
  const at = text.lastIndexOf("@");
  return clipped(shown !== text || at < 0 ? shown : `\u2026${text.slice(at)}`, MAX_ADDRESS_SHOWN);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3JlbW90ZS9yZW1vdGVfYWdlbnQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBSZW1vdGUgYWdlbnQgYWRkcmVzc2VzIChSRU1PVEUgwqcxLCDCpzQpOiBgLS12TiBodHRwOi8vLi4uYCwgYGh0dHBzOi8vLi4uYCwgYHdzOi8vLi4uYCBvciBgd3NzOi8vLi4uYFxuICogbmFtZXMgYW4gYWdlbnQgdGhlIGRhZW1vbiBkaWFscyBhcyBhIGNsaWVudCwgb25jZSBwZXIgcm91dGVkIGNvbm5lY3Rpb24uIFRoaXMgbW9kdWxlXG4gKiB0ZWxscyBzdWNoIGFuIGFkZHJlc3MgZnJvbSBhIGNvbW1hbmQsIG5vcm1hbGlzZXMgaXRzIHBhdGggYW5kIHBpY2tzIHRoZSBjbGllbnQgYnkgc2NoZW1lLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IENvbm5lY3Rpb25GYWN0b3J5IH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9kdXBsZXgudHNcIjtcbmltcG9ydCB7IGNoZWNrUmVtb3RlQWdlbnRPcHRpb25zLCB0eXBlIFJlbW90ZUFnZW50T3B0aW9ucyB9IGZyb20gXCIuL3JlbW90ZV9hZ2VudF9vcHRpb25zLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENsaWVudE9wdGlvbnMgfSBmcm9tIFwiLi9jbGllbnRfb3B0aW9ucy50c1wiO1xuaW1wb3J0IHsgd2l0aG91dFVzZXJJbmZvIH0gZnJvbSBcIi4vc2hvd25fYWRkcmVzcy50c1wiO1xuaW1wb3J0IHsgY2xpcHBlZCB9IGZyb20gXCIuLi9sb2cvbG9nZ2VyLnRzXCI7XG5cbmV4cG9ydCB0eXBlIHsgUmVtb3RlQWdlbnRPcHRpb25zLCBXZWJTb2NrZXRDb25zdHJ1Y3RvciB9IGZyb20gXCIuL3JlbW90ZV9hZ2VudF9vcHRpb25zLnRzXCI7XG5cbmNvbnN0IFJFTU9URV9TQ0hFTUUgPSAvXig/Omh0dHBzP3x3c3M/KTpcXC9cXC8vaTtcbmNvbnN0IFNDSEVNRVMgPSBuZXcgU2V0KFtcImh0dHA6XCIsIFwiaHR0cHM6XCIsIFwid3M6XCIsIFwid3NzOlwiXSk7XG5cbi8qKlxuICogV2hldGhlciBhbiBhZ2VudCBhcmd1bWVudCBpcyBhIHJlbW90ZSBhZGRyZXNzIHJhdGhlciB0aGFuIGEgY29tbWFuZC5cbiAqXG4gKiBAcGFyYW0gdGV4dCBUaGUgYC0tdk5gIGFyZ3VtZW50LlxuICogQHJldHVybnMgVHJ1ZSBmb3IgYGh0dHA6Ly9gLCBgaHR0cHM6Ly9gLCBgd3M6Ly9gIGFuZCBgd3NzOi8vYCAoYW55IGNhc2UpLlxuICpcbiAqIEBleGFtcGxlIEFjY2VwdCBlaXRoZXIgYSBjb21tYW5kIG9yIGEgcmVtb3RlIGFkZHJlc3MgZm9yIGFuIGFnZW50XG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY29tbWFuZCwgaXNSZW1vdGVBZGRyZXNzLCByZW1vdGVBZ2VudCB9IGZyb20gXCIuLi9tb2QudHNcIjtcbiAqIGNvbnN0IGFyZyA9IFwid3NzOi8vYWdlbnRzLmV4YW1wbGUvYWNwXCI7IC8vIG9yIFwibnB4IG15LWFnZW50IC0tYWNwXCJcbiAqIGNvbnN0IHYyID0gaXNSZW1vdGVBZGRyZXNzKGFyZykgPyByZW1vdGVBZ2VudChhcmcpIDogY29tbWFuZChhcmcpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpc1JlbW90ZUFkZHJlc3ModGV4dDogc3RyaW5nKTogYm9vbGVhbiB7XG4gIHJldHVybiBSRU1PVEVfU0NIRU1FLnRlc3QodGV4dCk7XG59XG5cbi8qKlxuICogUGFyc2VzIGEgcmVtb3RlIGFkZHJlc3MgYW5kIGFwcGxpZXMgdGhlIHBhdGggcnVsZTogYW4gZW1wdHkgcGF0aCBvciBgL2AgYmVjb21lcyBgL2FjcGA7XG4gKiBhbnkgb3RoZXIgcGF0aCBpcyB1c2VkIHZlcmJhdGltIChhcyB0aGUgU0RLLCBSdXN0IGFuZCBHbyBzZXJ2ZXJzIGV4cGVjdCkuXG4gKlxuICogQHBhcmFtIHRleHQgVGhlIGFkZHJlc3MuXG4gKiBAcmV0dXJucyBUaGUgVVJMIHRvIGRpYWwuXG4gKiBAdGhyb3dzIHtUeXBlRXJyb3J9IFdoZW4gaXQgaXMgbm90IGEgVVJMLCBub3QgYGh0dHAocyk6YCAvIGB3cyhzKTpgLCBvciBjYXJyaWVzIGEgdXNlciBuYW1lXG4gKiAgIG9yIHBhc3N3b3JkIChgaHR0cDovL3VzZXI6cHdAaG9zdGA6IG5ldmVyIHNlbnQ7IHRoZSBtZXNzYWdlIGxlYXZlcyB0aGVtIG91dCkuXG4gKlxuICogQGV4YW1wbGUgU2VlIHdoaWNoIFVSTCBhbiBhZGRyZXNzIGRpYWxzXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgbm9ybWFsaXplUmVtb3RlVXJsIH0gZnJvbSBcIi4uL21vZC50c1wiO1xuICogY29uc29sZS5sb2cobm9ybWFsaXplUmVtb3RlVXJsKFwiaHR0cDovLzEyNy4wLjAuMTo3MzMxXCIpLmhyZWYpOyAvLyBodHRwOi8vMTI3LjAuMC4xOjczMzEvYWNwXG4gKiBjb25zb2xlLmxvZyhub3JtYWxpemVSZW1vdGVVcmwoXCJ3czovL2gvYWdlbnRzL2EvXCIpLmhyZWYpOyAvLyB3czovL2gvYWdlbnRzL2EvXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5vcm1hbGl6ZVJlbW90ZVVybCh0ZXh0OiBzdHJpbmcpOiBVUkwge1xuICBsZXQgdXJsOiBVUkw7XG4gIHRyeSB7XG4gICAgdXJsID0gbmV3IFVSTCh0ZXh0KTtcbiAgfSBjYXRjaCB7XG4gICAgdGhyb3cgbmV3IFR5cGVFcnJvcihgbm90IGEgcmVtb3RlIGFnZW50IGFkZHJlc3M6ICR7SlNPTi5zdHJpbmdpZnkoc2hvd25BZGRyZXNzKHRleHQpKX1gKTtcbiAgfVxuICBpZiAoIVNDSEVNRVMuaGFzKHVybC5wcm90b2NvbCkpIHtcbiAgICB0aHJvdyBuZXcgVHlwZUVycm9yKFxuICAgICAgYGEgcmVtb3RlIGFnZW50IGFkZHJlc3MgbXVzdCBzdGFydCB3aXRoIGh0dHA6Ly8sIGh0dHBzOi8vLCB3czovLyBvciB3c3M6Ly8sIGdvdCAke3VybC5wcm90b2NvbH1gLFxuICAgICk7XG4gIH1cbiAgaWYgKHVybC51c2VybmFtZSAhPT0gXCJcIiB8fCB1cmwucGFzc3dvcmQgIT09IFwiXCIpIHtcbiAgICAvLyBmZXRjaCB3b3VsZCBzZW5kIHRoZW0gYXMgQmFzaWMgYmVzaWRlIHRoZSBCZWFyZXIgdG9rZW4gKGEgc2VydmVyIHJlZnVzZXMgYm90aCksIGFcbiAgICAvLyBXZWJTb2NrZXQgbm90IGF0IGFsbDogbmVpdGhlciB3b3Jrcywgc28gbmVpdGhlciBpcyB0YWtlbiAoYW5kIHRoZXkgYXJlIG5vdCByZXBlYXRlZCkuXG4gICAgdXJsLnVzZXJuYW1lID0gXCJcIjtcbiAgICB1cmwucGFzc3dvcmQgPSBcIlwiO1xuICAgIHRocm93IG5ldyBUeXBlRXJyb3IoXG4gICAgICBgYSByZW1vdGUgYWdlbnQgYWRkcmVzcyBtYXkgbm90IGNhcnJ5IGEgdXNlciBuYW1lIG9yIHBhc3N3b3JkICgke3VybC5ocmVmfSB3aXRoIGAgK1xuICAgICAgICBgdXNlcjpwYXNzd29yZEAgYmVmb3JlIHRoZSBob3N0KTogdGhleSBhcmUgbm90IHNlbnQ7IGEgdG9rZW4gaXMgc2VudCBhcyBhIGJlYXJlciBgICtcbiAgICAgICAgYHRva2VuLCBnaXZlbiBvbiBpdHMgb3duYCxcbiAgICApO1xuICB9XG4gIGlmICh1cmwucGF0aG5hbWUgPT09IFwiXCIgfHwgdXJsLnBhdGhuYW1lID09PSBcIi9cIikgdXJsLnBhdGhuYW1lID0gXCIvYWNwXCI7XG4gIHJldHVybiB1cmw7XG59XG5cbi8qKiBXaGF0IHtAbGlua2NvZGUgcmVtb3RlQWdlbnR9IGNvcGllczogdGhlIGNsaWVudHMnIG9wdGlvbnMgKHRlc3RzIHNldCB0aGUgbGFzdCB0d28pLiAqL1xuY29uc3QgS0VZUyA9IFtcbiAgXCJ0b2tlblwiLFxuICBcImhlYWRlcnNcIixcbiAgXCJpbml0VGltZW91dE1zXCIsXG4gIFwibWF4TGluZUJ5dGVzXCIsXG4gIFwibWF4QnVmZmVyZWRCeXRlc1wiLFxuICBcImxvZ2dlclwiLFxuICBcImZldGNoXCIsXG4gIFwiV2ViU29ja2V0XCIsXG4gIFwiY29va2llSmFyXCIsXG4gIFwicG9zdFRpbWVvdXRNc1wiLFxuXSBhcyBjb25zdCBzYXRpc2ZpZXMgcmVhZG9ubHkgKGtleW9mIENsaWVudE9wdGlvbnMpW107XG5cbi8qKlxuICogQSBjb25uZWN0aW9uIGZhY3RvcnkgZm9yIHRoZSByZW1vdGUgYWdlbnQgYXQgYHVybGA6IGVhY2ggY2FsbCBkaWFscyBpdCBvbmNlLCBvdmVyXG4gKiBTdHJlYW1hYmxlIEhUVFAgKGBodHRwOmAsIGBodHRwczpgOyBzZWUgYGh0dHBfY2xpZW50LnRzYCkgb3IgV2ViU29ja2V0IChgd3M6YCwgYHdzczpgO1xuICogc2VlIGB3c19jbGllbnQudHNgKSwgYW5kIHJldHVybnMgYSBjb25uZWN0aW9uIHdob3NlIGB3cml0YWJsZWAgdGFrZXMgdGhlIHJvdXRlcidzIGxpbmVzXG4gKiBhbmQgd2hvc2UgYHJlYWRhYmxlYCBnaXZlcyB0aGUgYWdlbnQncy5cbiAqXG4gKiBAcGFyYW0gdXJsIFRoZSBhZGRyZXNzIChub3JtYWxpc2VkIHdpdGgge0BsaW5rY29kZSBub3JtYWxpemVSZW1vdGVVcmx9KS5cbiAqIEBwYXJhbSBvcHRpb25zIFRva2VuLCBoZWFkZXJzLCBsaW1pdHMsIGxvZ2dlciwgdGVzdCBvdmVycmlkZXMuXG4gKiBAcmV0dXJucyBUaGUgZmFjdG9yeS5cbiAqIEB0aHJvd3Mge1R5cGVFcnJvcn0gV2hlbiBgdXJsYCBpcyBub3QgYSByZW1vdGUgYWRkcmVzcywgYG9wdGlvbnNgIGlzIG5vIG9iamVjdCwgYGZldGNoYCBvclxuICogICBgV2ViU29ja2V0YCBpcyBub3QgYSBmdW5jdGlvbiwgb3IgYHRva2VuYCBvciBgaGVhZGVyc2AgY2Fubm90IGJlIHNlbnQgaW4gYSByZXF1ZXN0LlxuICogQHRocm93cyB7UmFuZ2VFcnJvcn0gV2hlbiBhIG51bWJlciBvcHRpb24gaXMgbm90IGEgcG9zaXRpdmUgaW50ZWdlci5cbiAqXG4gKiBAZXhhbXBsZSBSb3V0ZSB2MiBjbGllbnRzIHRvIGEgcmVtb3RlIGFnZW50IG92ZXIgV2ViU29ja2V0XG4gKiBgYGB0cyBpZ25vcmVcbiAqIGltcG9ydCB7IEFnZW50Um91dGVyLCBjb21tYW5kLCByZW1vdGVBZ2VudCwgc3RkaW8gfSBmcm9tIFwiLi4vbW9kLnRzXCI7XG4gKiBjb25zdCB0b2tlbiA9IERlbm8uZW52LmdldChcIkFHRU5UX1RPS0VOXCIpO1xuICogY29uc3QgdjIgPSByZW1vdGVBZ2VudChcIndzczovL2FnZW50cy5leGFtcGxlL2FjcFwiLCB7IHRva2VuIH0pO1xuICogY29uc3Qgcm91dGVyID0gbmV3IEFnZW50Um91dGVyKHsgdjE6IGNvbW1hbmQoXCJhZ2VudC12MSAtLXN0ZGlvXCIpLCB2MiB9KTtcbiAqIGF3YWl0IHJvdXRlci5zZXJ2ZShzdGRpbygpKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gcmVtb3RlQWdlbnQodXJsOiBzdHJpbmcsIG9wdGlvbnM6IFJlbW90ZUFnZW50T3B0aW9ucyA9IHt9KTogQ29ubmVjdGlvbkZhY3Rvcnkge1xuICBjb25zdCB0YXJnZXQgPSBub3JtYWxpemVSZW1vdGVVcmwodXJsKTtcbiAgY2hlY2tSZW1vdGVBZ2VudE9wdGlvbnMob3B0aW9ucyk7XG4gIC8vIEl0cyBvd24gY29weSwgcmVhZCBub3cgKGEgY2xhc3MncyBnZXR0ZXJzIGNvdW50KTogYSBsYXRlciBjaGFuZ2UgZ2V0cyBwYXN0IG5vIGNoZWNrLlxuICBjb25zdCBvd246IENsaWVudE9wdGlvbnMgPSB7fTtcbiAgZm9yIChjb25zdCBrZXkgb2YgS0VZUykgaWYgKGtleSBpbiBvcHRpb25zKSBvd25ba2V5XSA9IChvcHRpb25zIGFzIENsaWVudE9wdGlvbnMpW2tleV0gYXMgbmV2ZXI7XG4gIGlmIChvd24uaGVhZGVycyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgLy8gUmVhZCBvbmNlIChhbiBpdGVyYWJsZSBtYXkgYmUgcmVhZCBvbmx5IG9uY2UpOyBhIGJhZCBvbmUgaXMgcmVmdXNlZCBub3cuXG4gICAgdHJ5IHtcbiAgICAgIG93bi5oZWFkZXJzID0gbmV3IEhlYWRlcnMob3duLmhlYWRlcnMpO1xuICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgIHRocm93IG5ldyBUeXBlRXJyb3IoYGhlYWRlcnMgY2Fubm90IGJlIHNlbnQ6ICR7KGUgYXMgRXJyb3IpLm1lc3NhZ2V9YCwgeyBjYXVzZTogZSB9KTtcbiAgICB9XG4gIH1cbiAgLy8gVGhlIGNsaWVudHMgbG9hZCBhdCB0aGUgZmlyc3QgZGlhbDogYSBsaWJyYXJ5IG9yIENMSSB0aGF0IG5ldmVyIGRpYWxzIG5ldmVyIHBheXMgZm9yIHRoZW0uXG4gIGxldCBjbGllbnQ6IFByb21pc2U8Q29ubmVjdGlvbkZhY3Rvcnk+IHwgdW5kZWZpbmVkO1xuICByZXR1cm4gYXN5bmMgKG9wZW4pID0+IHtcbiAgICBjbGllbnQgPz89IHRhcmdldC5wcm90b2NvbCA9PT0gXCJ3czpcIiB8fCB0YXJnZXQucHJvdG9jb2wgPT09IFwid3NzOlwiXG4gICAgICA/IGltcG9ydChcIi4vd3NfY2xpZW50LnRzXCIpLnRoZW4oKG0pID0+IG0ud3NSZW1vdGVBZ2VudCh0YXJnZXQsIG93bikpXG4gICAgICA6IGltcG9ydChcIi4vaHR0cF9jbGllbnQudHNcIikudGhlbigobSkgPT4gbS5odHRwUmVtb3RlQWdlbnQodGFyZ2V0LCBvd24pKTtcbiAgICByZXR1cm4gYXdhaXQgKGF3YWl0IGNsaWVudCkob3Blbik7XG4gIH07XG59XG5cbi8qKiBUaGUgbG9uZ2VzdCB0ZXh0IG9mIGFuIGFkZHJlc3MgdGhhdCBpcyBubyBVUkwgYSByZWZ1c2FsIHNob3dzLiAqL1xuY29uc3QgTUFYX0FERFJFU1NfU0hPV04gPSAzMDA7XG5cbi8qKlxuICogQSB0ZXh0IHRoYXQgaXMgbm8gVVJMIGFzIGEgcmVmdXNhbCBzaG93cyBpdDogd2l0aG91dCB3aGF0IG1heSBiZSBhIHBhc3N3b3JkIChhbGwgYmVmb3JlIGl0c1xuICogbGFzdCBgQGA6IHRoZSBVUkwgcGFyc2VyIGFsc28gcmVhZHMgYGh0dHA6L3U6cHdAaGAsIGBodHRwczp1OnB3QGhgKSwgY3V0IHRvIGEgbWVzc2FnZSdzIHNpemUuXG4gKi9cbmZ1bmN0aW9uIHNob3duQWRkcmVzcyh0ZXh0OiBzdHJpbmcpOiBzdHJpbmcge1xuICBjb25zdCBzaG93biA9IHdpdGhvdXRVc2VySW5mbyh0ZXh0KTtcbiAgY29uc3QgYXQgPSB0ZXh0Lmxhc3RJbmRleE9mKFwiQFwiKTtcbiAgcmV0dXJuIGNsaXBwZWQoc2hvd24gIT09IHRleHQgfHwgYXQgPCAwID8gc2hvd24gOiBgXFx1MjAyNiR7dGV4dC5zbGljZShhdCl9YCwgTUFYX0FERFJFU1NfU0hPV04pO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUdELFNBQVMsdUJBQXVCLFFBQWlDLDRCQUE0QjtBQUU3RixTQUFTLGVBQWUsUUFBUSxxQkFBcUI7QUFDckQsU0FBUyxPQUFPLFFBQVEsbUJBQW1CO0FBSTNDLE1BQU0sZ0JBQWdCO0FBQ3RCLE1BQU0sVUFBVSxJQUFJLElBQUk7RUFBQztFQUFTO0VBQVU7RUFBTztDQUFPO0FBRTFEOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxnQkFBZ0IsSUFBWTtFQUMxQyxPQUFPLGNBQWMsSUFBSSxDQUFDO0FBQzVCO0FBRUE7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixJQUFZO0VBQzdDLElBQUk7RUFDSixJQUFJO0lBQ0YsTUFBTSxJQUFJLElBQUk7RUFDaEIsRUFBRSxPQUFNO0lBQ04sTUFBTSxJQUFJLFVBQVUsQ0FBQyw0QkFBNEIsRUFBRSxLQUFLLFNBQVMsQ0FBQyxhQUFhLFFBQVE7RUFDekY7RUFDQSxJQUFJLENBQUMsUUFBUSxHQUFHLENBQUMsSUFBSSxRQUFRLEdBQUc7SUFDOUIsTUFBTSxJQUFJLFVBQ1IsQ0FBQywrRUFBK0UsRUFBRSxJQUFJLFFBQVEsRUFBRTtFQUVwRztFQUNBLElBQUksSUFBSSxRQUFRLEtBQUssTUFBTSxJQUFJLFFBQVEsS0FBSyxJQUFJO0lBQzlDLG9GQUFvRjtJQUNwRix3RkFBd0Y7SUFDeEYsSUFBSSxRQUFRLEdBQUc7SUFDZixJQUFJLFFBQVEsR0FBRztJQUNmLE1BQU0sSUFBSSxVQUNSLENBQUMsOERBQThELEVBQUUsSUFBSSxJQUFJLENBQUMsTUFBTSxDQUFDLEdBQy9FLENBQUMsZ0ZBQWdGLENBQUMsR0FDbEYsQ0FBQyx1QkFBdUIsQ0FBQztFQUUvQjtFQUNBLElBQUksSUFBSSxRQUFRLEtBQUssTUFBTSxJQUFJLFFBQVEsS0FBSyxLQUFLLElBQUksUUFBUSxHQUFHO0VBQ2hFLE9BQU87QUFDVDtBQUVBLHdGQUF3RixHQUN4RixNQUFNLE9BQU87RUFDWDtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtDQUNEO0FBRUQ7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXFCQyxHQUNELE9BQU8sU0FBUyxZQUFZLEdBQVcsRUFBRSxVQUE4QixDQUFDLENBQUM7RUFDdkUsTUFBTSxTQUFTLG1CQUFtQjtFQUNsQyx3QkFBd0I7RUFDeEIsdUZBQXVGO0VBQ3ZGLE1BQU0sTUFBcUIsQ0FBQztFQUM1QixLQUFLLE1BQU0sT0FBTyxLQUFNLElBQUksT0FBTyxTQUFTLEdBQUcsQ0FBQyxJQUFJLEdBQUcsQUFBQyxPQUF5QixDQUFDLElBQUk7RUFDdEYsSUFBSSxJQUFJLE9BQU8sS0FBSyxXQUFXO0lBQzdCLDJFQUEyRTtJQUMzRSxJQUFJO01BQ0YsSUFBSSxPQUFPLEdBQUcsSUFBSSxRQUFRLElBQUksT0FBTztJQUN2QyxFQUFFLE9BQU8sR0FBRztNQUNWLE1BQU0sSUFBSSxVQUFVLENBQUMsd0JBQXdCLEVBQUUsQUFBQyxFQUFZLE9BQU8sRUFBRSxFQUFFO1FBQUUsT0FBTztNQUFFO0lBQ3BGO0VBQ0Y7RUFDQSw2RkFBNkY7RUFDN0YsSUFBSTtFQUNKLE9BQU8sT0FBTztJQUNaLFdBQVcsT0FBTyxRQUFRLEtBQUssU0FBUyxPQUFPLFFBQVEsS0FBSyxTQUN4RCxNQUFNLENBQUMsa0JBQWtCLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxhQUFhLENBQUMsUUFBUSxRQUM3RCxNQUFNLENBQUMsb0JBQW9CLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxlQUFlLENBQUMsUUFBUTtJQUNyRSxPQUFPLE1BQU0sQ0FBQyxNQUFNLE1BQU0sRUFBRTtFQUM5QjtBQUNGO0FBRUEsbUVBQW1FLEdBQ25FLE1BQU0sb0JBQW9CO0FBRTFCOzs7Q0FHQyxHQUNELFNBQVMsYUFBYSxJQUFZO0VBQ2hDLE1BQU0sUUFBUSxnQkFBZ0I7RUFDOUIsTUFBTSxLQUFLLEtBQUssV0FBVyxDQUFDO0VBQzVCLE9BQU8sUUFBUSxVQUFVLFFBQVEsS0FBSyxJQUFJLFFBQVEsQ0FBQyxNQUFNLEVBQUUsS0FBSyxLQUFLLENBQUMsS0FBSyxFQUFFO0FBQy9FIn0=
// denoCacheMetadata=14826738644755788688,15947310185776388889