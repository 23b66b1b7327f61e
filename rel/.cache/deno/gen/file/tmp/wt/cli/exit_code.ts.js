/**
 * The process exit code for an outcome (ROUTING §6; README "Exit codes"). The library
 * reports outcomes; this is the one place they become numbers.
 *
 * @module
 */ /** Signal numbers of the signals the daemon handles. */ export const SIGNAL_NUMBERS = {
  SIGHUP: 1,
  SIGINT: 2,
  SIGTERM: 15
};
/**
 * The exit code of `serve` and `proxy`.
 *
 * @param outcome How the connection ended.
 * @param received The signal the daemon received, if any: then 128+N, whatever happened.
 * @returns 0 a clean end (also when the agent had to be ended because the client left);
 *   1 a failure; 128+N after signal N; else the agent's own exit code.
 *
 * @example
 * ```ts
 * import { routeExitCode } from "./exit_code.ts";
 * console.log(routeExitCode({ end: "client-closed", selected: null, requested: null, rewritten: false, implementation: null })); // 0
 * ```
 */ export function routeExitCode(outcome, received) {
  if (received) return 128 + SIGNAL_NUMBERS[received];
  const code = outcome.implementation?.code ?? 0;
  switch(outcome.end){
    case "client-closed":
    case "stopped":
      return 0;
    case "oversize":
    case "start-failed":
    case "output-failed":
    case "failed":
      return 1;
    case "client-left":
      return outcome.implementation?.endedBy === "router" ? 0 : code;
    case "implementation-ended":
      return code;
  }
}
/**
 * The exit code of `connect`.
 *
 * @param outcome How the connect ended.
 * @param received The signal the daemon received, if any: then 128+N.
 * @returns The selected client program's exit code once the session ran (the agent's when
 *   that client has none); 1 when no session ran; 128+N after signal N.
 *
 * @example
 * ```ts
 * import { connectExitCode } from "./exit_code.ts";
 * console.log(connectExitCode({ end: "handshake-failed", clientExitCode: null, agentExitCode: null, selected: null, agentsOpened: 1, v1ClientsCreated: 0, v2ClientsCreated: 1, reused: false })); // 1
 * ```
 */ export function connectExitCode(outcome, received) {
  if (received) return 128 + SIGNAL_NUMBERS[received];
  if (outcome.end === "handshake-failed" || outcome.selected === null) return 1;
  return outcome.clientExitCode ?? outcome.agentExitCode ?? 0;
}
/**
 * The exit code of `chain`.
 *
 * @param outcome How the chain ended.
 * @param received The signal the daemon received, if any: then 128+N.
 * @returns 0 a clean end (the client left, or left before initialize), except that an agent
 *   that then exited by itself gives its own code, as in the agent router; the agent's own
 *   exit code when the agent ended the chain; 1 when a proxy ended it, a component could not
 *   start, the chain's initialize was refused, or on a failure; 128+N after signal N.
 *
 * @example
 * ```ts
 * import { chainExitCode } from "./exit_code.ts";
 * console.log(chainExitCode({ end: "refused", selected: 2, requested: 2, rewritten: false, agent: null })); // 1
 * ```
 */ export function chainExitCode(outcome, received) {
  if (received) return 128 + SIGNAL_NUMBERS[received];
  switch(outcome.end){
    case "client-closed":
    case "stopped":
      return 0;
    case "client-left":
      // As the agent router's: the agent's own code when it then exited by itself.
      return outcome.agent?.endedBy === "itself" ? outcome.agent.code ?? 0 : 0;
    case "component-ended":
      return outcome.ended?.component === "Agent" ? outcome.ended.code ?? 1 : 1;
    case "oversize":
    case "start-failed":
    case "refused":
    case "output-failed":
    case "failed":
      return 1;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9leGl0X2NvZGUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgcHJvY2VzcyBleGl0IGNvZGUgZm9yIGFuIG91dGNvbWUgKFJPVVRJTkcgwqc2OyBSRUFETUUgXCJFeGl0IGNvZGVzXCIpLiBUaGUgbGlicmFyeVxuICogcmVwb3J0cyBvdXRjb21lczsgdGhpcyBpcyB0aGUgb25lIHBsYWNlIHRoZXkgYmVjb21lIG51bWJlcnMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgUm91dGVPdXRjb21lIH0gZnJvbSBcIi4uL3JvdXRpbmcvcm91dGVfb3V0Y29tZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBDbGllbnRSb3V0ZXJPdXRjb21lIH0gZnJvbSBcIi4uL2NsaWVudF9yb3V0ZXIvY2xpZW50X3JvdXRlci50c1wiO1xuaW1wb3J0IHR5cGUgeyBDaGFpbk91dGNvbWUgfSBmcm9tIFwiLi4vY29uZHVjdG9yL2NvbmR1Y3Rvci50c1wiO1xuXG4vKiogU2lnbmFsIG51bWJlcnMgb2YgdGhlIHNpZ25hbHMgdGhlIGRhZW1vbiBoYW5kbGVzLiAqL1xuZXhwb3J0IGNvbnN0IFNJR05BTF9OVU1CRVJTOiBSZWFkb25seTxSZWNvcmQ8c3RyaW5nLCBudW1iZXI+PiA9IHtcbiAgU0lHSFVQOiAxLFxuICBTSUdJTlQ6IDIsXG4gIFNJR1RFUk06IDE1LFxufTtcblxuLyoqXG4gKiBUaGUgZXhpdCBjb2RlIG9mIGBzZXJ2ZWAgYW5kIGBwcm94eWAuXG4gKlxuICogQHBhcmFtIG91dGNvbWUgSG93IHRoZSBjb25uZWN0aW9uIGVuZGVkLlxuICogQHBhcmFtIHJlY2VpdmVkIFRoZSBzaWduYWwgdGhlIGRhZW1vbiByZWNlaXZlZCwgaWYgYW55OiB0aGVuIDEyOCtOLCB3aGF0ZXZlciBoYXBwZW5lZC5cbiAqIEByZXR1cm5zIDAgYSBjbGVhbiBlbmQgKGFsc28gd2hlbiB0aGUgYWdlbnQgaGFkIHRvIGJlIGVuZGVkIGJlY2F1c2UgdGhlIGNsaWVudCBsZWZ0KTtcbiAqICAgMSBhIGZhaWx1cmU7IDEyOCtOIGFmdGVyIHNpZ25hbCBOOyBlbHNlIHRoZSBhZ2VudCdzIG93biBleGl0IGNvZGUuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyByb3V0ZUV4aXRDb2RlIH0gZnJvbSBcIi4vZXhpdF9jb2RlLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhyb3V0ZUV4aXRDb2RlKHsgZW5kOiBcImNsaWVudC1jbG9zZWRcIiwgc2VsZWN0ZWQ6IG51bGwsIHJlcXVlc3RlZDogbnVsbCwgcmV3cml0dGVuOiBmYWxzZSwgaW1wbGVtZW50YXRpb246IG51bGwgfSkpOyAvLyAwXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJvdXRlRXhpdENvZGUob3V0Y29tZTogUm91dGVPdXRjb21lLCByZWNlaXZlZD86IERlbm8uU2lnbmFsKTogbnVtYmVyIHtcbiAgaWYgKHJlY2VpdmVkKSByZXR1cm4gMTI4ICsgU0lHTkFMX05VTUJFUlNbcmVjZWl2ZWRdO1xuICBjb25zdCBjb2RlID0gb3V0Y29tZS5pbXBsZW1lbnRhdGlvbj8uY29kZSA/PyAwO1xuICBzd2l0Y2ggKG91dGNvbWUuZW5kKSB7XG4gICAgY2FzZSBcImNsaWVudC1jbG9zZWRcIjpcbiAgICBjYXNlIFwic3RvcHBlZFwiOlxuICAgICAgcmV0dXJuIDA7XG4gICAgY2FzZSBcIm92ZXJzaXplXCI6XG4gICAgY2FzZSBcInN0YXJ0LWZhaWxlZFwiOlxuICAgIGNhc2UgXCJvdXRwdXQtZmFpbGVkXCI6XG4gICAgY2FzZSBcImZhaWxlZFwiOlxuICAgICAgcmV0dXJuIDE7XG4gICAgY2FzZSBcImNsaWVudC1sZWZ0XCI6XG4gICAgICByZXR1cm4gb3V0Y29tZS5pbXBsZW1lbnRhdGlvbj8uZW5kZWRCeSA9PT0gXCJyb3V0ZXJcIiA/IDAgOiBjb2RlO1xuICAgIGNhc2UgXCJpbXBsZW1lbnRhdGlvbi1lbmRlZFwiOlxuICAgICAgcmV0dXJuIGNvZGU7XG4gIH1cbn1cblxuLyoqXG4gKiBUaGUgZXhpdCBjb2RlIG9mIGBjb25uZWN0YC5cbiAqXG4gKiBAcGFyYW0gb3V0Y29tZSBIb3cgdGhlIGNvbm5lY3QgZW5kZWQuXG4gKiBAcGFyYW0gcmVjZWl2ZWQgVGhlIHNpZ25hbCB0aGUgZGFlbW9uIHJlY2VpdmVkLCBpZiBhbnk6IHRoZW4gMTI4K04uXG4gKiBAcmV0dXJucyBUaGUgc2VsZWN0ZWQgY2xpZW50IHByb2dyYW0ncyBleGl0IGNvZGUgb25jZSB0aGUgc2Vzc2lvbiByYW4gKHRoZSBhZ2VudCdzIHdoZW5cbiAqICAgdGhhdCBjbGllbnQgaGFzIG5vbmUpOyAxIHdoZW4gbm8gc2Vzc2lvbiByYW47IDEyOCtOIGFmdGVyIHNpZ25hbCBOLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY29ubmVjdEV4aXRDb2RlIH0gZnJvbSBcIi4vZXhpdF9jb2RlLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhjb25uZWN0RXhpdENvZGUoeyBlbmQ6IFwiaGFuZHNoYWtlLWZhaWxlZFwiLCBjbGllbnRFeGl0Q29kZTogbnVsbCwgYWdlbnRFeGl0Q29kZTogbnVsbCwgc2VsZWN0ZWQ6IG51bGwsIGFnZW50c09wZW5lZDogMSwgdjFDbGllbnRzQ3JlYXRlZDogMCwgdjJDbGllbnRzQ3JlYXRlZDogMSwgcmV1c2VkOiBmYWxzZSB9KSk7IC8vIDFcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY29ubmVjdEV4aXRDb2RlKG91dGNvbWU6IENsaWVudFJvdXRlck91dGNvbWUsIHJlY2VpdmVkPzogRGVuby5TaWduYWwpOiBudW1iZXIge1xuICBpZiAocmVjZWl2ZWQpIHJldHVybiAxMjggKyBTSUdOQUxfTlVNQkVSU1tyZWNlaXZlZF07XG4gIGlmIChvdXRjb21lLmVuZCA9PT0gXCJoYW5kc2hha2UtZmFpbGVkXCIgfHwgb3V0Y29tZS5zZWxlY3RlZCA9PT0gbnVsbCkgcmV0dXJuIDE7XG4gIHJldHVybiBvdXRjb21lLmNsaWVudEV4aXRDb2RlID8/IG91dGNvbWUuYWdlbnRFeGl0Q29kZSA/PyAwO1xufVxuXG4vKipcbiAqIFRoZSBleGl0IGNvZGUgb2YgYGNoYWluYC5cbiAqXG4gKiBAcGFyYW0gb3V0Y29tZSBIb3cgdGhlIGNoYWluIGVuZGVkLlxuICogQHBhcmFtIHJlY2VpdmVkIFRoZSBzaWduYWwgdGhlIGRhZW1vbiByZWNlaXZlZCwgaWYgYW55OiB0aGVuIDEyOCtOLlxuICogQHJldHVybnMgMCBhIGNsZWFuIGVuZCAodGhlIGNsaWVudCBsZWZ0LCBvciBsZWZ0IGJlZm9yZSBpbml0aWFsaXplKSwgZXhjZXB0IHRoYXQgYW4gYWdlbnRcbiAqICAgdGhhdCB0aGVuIGV4aXRlZCBieSBpdHNlbGYgZ2l2ZXMgaXRzIG93biBjb2RlLCBhcyBpbiB0aGUgYWdlbnQgcm91dGVyOyB0aGUgYWdlbnQncyBvd25cbiAqICAgZXhpdCBjb2RlIHdoZW4gdGhlIGFnZW50IGVuZGVkIHRoZSBjaGFpbjsgMSB3aGVuIGEgcHJveHkgZW5kZWQgaXQsIGEgY29tcG9uZW50IGNvdWxkIG5vdFxuICogICBzdGFydCwgdGhlIGNoYWluJ3MgaW5pdGlhbGl6ZSB3YXMgcmVmdXNlZCwgb3Igb24gYSBmYWlsdXJlOyAxMjgrTiBhZnRlciBzaWduYWwgTi5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IGNoYWluRXhpdENvZGUgfSBmcm9tIFwiLi9leGl0X2NvZGUudHNcIjtcbiAqIGNvbnNvbGUubG9nKGNoYWluRXhpdENvZGUoeyBlbmQ6IFwicmVmdXNlZFwiLCBzZWxlY3RlZDogMiwgcmVxdWVzdGVkOiAyLCByZXdyaXR0ZW46IGZhbHNlLCBhZ2VudDogbnVsbCB9KSk7IC8vIDFcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY2hhaW5FeGl0Q29kZShvdXRjb21lOiBDaGFpbk91dGNvbWUsIHJlY2VpdmVkPzogRGVuby5TaWduYWwpOiBudW1iZXIge1xuICBpZiAocmVjZWl2ZWQpIHJldHVybiAxMjggKyBTSUdOQUxfTlVNQkVSU1tyZWNlaXZlZF07XG4gIHN3aXRjaCAob3V0Y29tZS5lbmQpIHtcbiAgICBjYXNlIFwiY2xpZW50LWNsb3NlZFwiOlxuICAgIGNhc2UgXCJzdG9wcGVkXCI6XG4gICAgICByZXR1cm4gMDtcbiAgICBjYXNlIFwiY2xpZW50LWxlZnRcIjpcbiAgICAgIC8vIEFzIHRoZSBhZ2VudCByb3V0ZXInczogdGhlIGFnZW50J3Mgb3duIGNvZGUgd2hlbiBpdCB0aGVuIGV4aXRlZCBieSBpdHNlbGYuXG4gICAgICByZXR1cm4gb3V0Y29tZS5hZ2VudD8uZW5kZWRCeSA9PT0gXCJpdHNlbGZcIiA/IG91dGNvbWUuYWdlbnQuY29kZSA/PyAwIDogMDtcbiAgICBjYXNlIFwiY29tcG9uZW50LWVuZGVkXCI6XG4gICAgICByZXR1cm4gb3V0Y29tZS5lbmRlZD8uY29tcG9uZW50ID09PSBcIkFnZW50XCIgPyBvdXRjb21lLmVuZGVkLmNvZGUgPz8gMSA6IDE7XG4gICAgY2FzZSBcIm92ZXJzaXplXCI6XG4gICAgY2FzZSBcInN0YXJ0LWZhaWxlZFwiOlxuICAgIGNhc2UgXCJyZWZ1c2VkXCI6XG4gICAgY2FzZSBcIm91dHB1dC1mYWlsZWRcIjpcbiAgICBjYXNlIFwiZmFpbGVkXCI6XG4gICAgICByZXR1cm4gMTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBTUQsc0RBQXNELEdBQ3RELE9BQU8sTUFBTSxpQkFBbUQ7RUFDOUQsUUFBUTtFQUNSLFFBQVE7RUFDUixTQUFTO0FBQ1gsRUFBRTtBQUVGOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsY0FBYyxPQUFxQixFQUFFLFFBQXNCO0VBQ3pFLElBQUksVUFBVSxPQUFPLE1BQU0sY0FBYyxDQUFDLFNBQVM7RUFDbkQsTUFBTSxPQUFPLFFBQVEsY0FBYyxFQUFFLFFBQVE7RUFDN0MsT0FBUSxRQUFRLEdBQUc7SUFDakIsS0FBSztJQUNMLEtBQUs7TUFDSCxPQUFPO0lBQ1QsS0FBSztJQUNMLEtBQUs7SUFDTCxLQUFLO0lBQ0wsS0FBSztNQUNILE9BQU87SUFDVCxLQUFLO01BQ0gsT0FBTyxRQUFRLGNBQWMsRUFBRSxZQUFZLFdBQVcsSUFBSTtJQUM1RCxLQUFLO01BQ0gsT0FBTztFQUNYO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7OztDQWFDLEdBQ0QsT0FBTyxTQUFTLGdCQUFnQixPQUE0QixFQUFFLFFBQXNCO0VBQ2xGLElBQUksVUFBVSxPQUFPLE1BQU0sY0FBYyxDQUFDLFNBQVM7RUFDbkQsSUFBSSxRQUFRLEdBQUcsS0FBSyxzQkFBc0IsUUFBUSxRQUFRLEtBQUssTUFBTSxPQUFPO0VBQzVFLE9BQU8sUUFBUSxjQUFjLElBQUksUUFBUSxhQUFhLElBQUk7QUFDNUQ7QUFFQTs7Ozs7Ozs7Ozs7Ozs7O0NBZUMsR0FDRCxPQUFPLFNBQVMsY0FBYyxPQUFxQixFQUFFLFFBQXNCO0VBQ3pFLElBQUksVUFBVSxPQUFPLE1BQU0sY0FBYyxDQUFDLFNBQVM7RUFDbkQsT0FBUSxRQUFRLEdBQUc7SUFDakIsS0FBSztJQUNMLEtBQUs7TUFDSCxPQUFPO0lBQ1QsS0FBSztNQUNILDZFQUE2RTtNQUM3RSxPQUFPLFFBQVEsS0FBSyxFQUFFLFlBQVksV0FBVyxRQUFRLEtBQUssQ0FBQyxJQUFJLElBQUksSUFBSTtJQUN6RSxLQUFLO01BQ0gsT0FBTyxRQUFRLEtBQUssRUFBRSxjQUFjLFVBQVUsUUFBUSxLQUFLLENBQUMsSUFBSSxJQUFJLElBQUk7SUFDMUUsS0FBSztJQUNMLEtBQUs7SUFDTCxLQUFLO0lBQ0wsS0FBSztJQUNMLEtBQUs7TUFDSCxPQUFPO0VBQ1g7QUFDRiJ9
// denoCacheMetadata=18143168665124938785,14619801943227077622