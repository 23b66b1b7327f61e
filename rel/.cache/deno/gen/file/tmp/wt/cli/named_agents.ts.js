/**
 * Named agents: the config file's `"agents"` table and `--name NAME`, which picks one entry
 * in every mode (its commands, environment and working directory).
 *
 * ```jsonc
 * {
 *   "agents": {
 *     "codex": { "v1": "codex-acp", "env": { "RUST_LOG": "info" }, "cwd": "/srv" },
 *     "pair": { "v1": "agent-v1", "v2": "agent-v2" }
 *   }
 * }
 * ```
 *
 * @module
 */ import { commandProblem, commandProblemText, joinCommand, splitCommand, uncarriedCharacter } from "../process/split_command.ts";
import { REMOTE_ADDRESS, remoteAddressProblem } from "./remote_address.ts";
import { shellSyntaxProblem } from "./shell_syntax.ts";
/**
 * The variables acp-proxy sets for a named pair's inner router (the remote token, what the
 * router runs as; `args.ts` names them): an entry's `env` that set them would hand them to an
 * agent, or pass for acp-proxy's own.
 */ const OWN_VARIABLES = [
  "ACP_PROXY_REMOTE_TOKEN",
  "ACP_PROXY_INNER_ROUTER"
];
const ENTRY_KEYS = [
  "v1",
  "v2",
  "env",
  "cwd"
];
/** Why a relative path in a config file that is no file (a pipe) cannot be resolved. */ export const NO_DIRECTORY = "the config file is a pipe or a FIFO (<(...)), which has no " + "directory for it to start at; give an absolute path";
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * The key of an entry's key in a config file's table of places: one no other entry's name and
 * key give (`NAME.KEY` did: agent `a.v1` and agent `a`'s `v1`).
 *
 * @param name The entry's name.
 * @param key One of its keys.
 * @returns The table's key.
 *
 * @example
 * ```ts
 * import { entryKey } from "./named_agents.ts";
 * console.log(entryKey("a.v1", "cwd") === entryKey("a", "v1.cwd")); // false
 * ```
 */ export function entryKey(name, key) {
  return JSON.stringify([
    name,
    key
  ]);
}
/**
 * Checks the `"agents"` value of a config file and resolves each relative `cwd` against the
 * config file's directory.
 *
 * @param value The value of the `"agents"` key.
 * @param where `path:line:column` of the key, for messages.
 * @param configDir The directory of the config file; `null` for one that has none (a pipe):
 *   a relative `cwd` is then refused.
 * @param positions `path:line:column` of each entry (`NAME`) and of each of its keys
 *   ({@linkcode entryKey}), when known: a message names that place instead of the `"agents"`
 *   key.
 * @returns The table, or a one-line description of what is wrong.
 *
 * @example Check a table
 * ```ts
 * import { checkNamedAgents } from "./named_agents.ts";
 * console.log(checkNamedAgents({ codex: { v1: "codex-acp" } }, "acp.jsonc:2:3", "/etc"));
 * ```
 */ export function checkNamedAgents(value, where, configDir, positions = new Map()) {
  if (!isObject(value)) {
    return `${where}: "agents" must be an object of named agents, e.g. ` + `{"codex": {"v1": "codex-acp"}}`;
  }
  const agents = {};
  for (const [name, entry] of Object.entries(value)){
    // The entry's own place, and each of its keys', when the loader knows them.
    const at = `${positions.get(name) ?? where}: "agents.${name}"`;
    const atKey = (key)=>`${positions.get(entryKey(name, key)) ?? where}: "agents.${name}.${key}"`;
    if (!NAME.test(name)) {
      return `${at}: a name is ASCII letters, digits, '.', '_' and '-', starting with a letter or digit`;
    }
    if (!isObject(entry)) return `${at} must be an object, e.g. {"v1": "my-agent"}`;
    for (const key of Object.keys(entry)){
      if (!ENTRY_KEYS.includes(key)) {
        return `${positions.get(entryKey(name, key)) ?? where}: "agents.${name}": unknown key ` + `"${key}"; use ${ENTRY_KEYS.join(", ")}`;
      }
    }
    const agent = {};
    for (const key of [
      "v1",
      "v2"
    ]){
      const command = entry[key];
      if (command === undefined) continue;
      if (typeof command !== "string" || command.trim() === "") {
        return `${atKey(key)} must be a command string, e.g. "my-agent --stdio"`;
      }
      // Checked here, as --v1/--v2 are at start-up: a pair in connect or chain runs inside an
      // agent router, which would find it only when the first client connects.
      const problem = commandProblem(command);
      if (problem === "empty") {
        return `${atKey(key)} must start with a program, e.g. "my-agent --stdio"`;
      }
      if (problem !== null) return `${atKey(key)}: ${commandProblemText(problem)}`;
      const misplaced = remoteAddressProblem(command, splitCommand(command));
      if (misplaced !== null) return `${atKey(key)}: ${misplaced}`;
      const shell = REMOTE_ADDRESS.test(command) ? null : shellSyntaxProblem(command);
      if (shell !== null) return `${atKey(key)}: ${shell}`;
      agent[key] = command;
      const commandAt = positions.get(entryKey(name, key));
      if (commandAt !== undefined) (agent.commandsAt ??= {})[key] = commandAt;
    }
    if (agent.v1 === undefined && agent.v2 === undefined) {
      return `${at} needs "v1" or "v2" (or both): the agent's command`;
    }
    if (entry.env !== undefined) {
      if (!isObject(entry.env) || !Object.values(entry.env).every((v)=>typeof v === "string")) {
        return `${atKey("env")} must be an object of strings, e.g. {"RUST_LOG": "info"}`;
      }
      for (const variable of Object.keys(entry.env)){
        if (variable === "" || variable.includes("=") || uncarriedCharacter(variable) !== null) {
          return `${atKey("env")}: '${variable}' is not an environment variable name`;
        }
        if (OWN_VARIABLES.includes(variable)) {
          return `${atKey("env")}: '${variable}' is acp-proxy's own (it hands it to a named ` + `pair's inner router), not an agent's; remove it` + (variable === "ACP_PROXY_REMOTE_TOKEN" ? ` (a remote agent's token is given with --remote-token-file or ` + `"remote-token-file")` : "");
        }
        const uncarried = uncarriedCharacter(entry.env[variable]);
        if (uncarried !== null) {
          const fix = uncarried === "a NUL character" ? "remove it" : "write the whole character";
          return `${atKey("env")}: the value of '${variable}' holds ${uncarried}, which no ` + `environment variable can carry; ${fix}`;
        }
      }
      agent.env = {
        ...entry.env
      };
    }
    if (entry.cwd !== undefined) {
      if (typeof entry.cwd !== "string" || entry.cwd === "") {
        return `${atKey("cwd")} must be a directory path, e.g. "/srv/project"`;
      }
      if (!entry.cwd.isWellFormed()) {
        return `${atKey("cwd")} has half of a UTF-16 surrogate pair (a \\uD800-\\uDFFF escape ` + `alone), which no directory name can carry; remove it`;
      }
      if (!entry.cwd.startsWith("/") && configDir === null) {
        return `${atKey("cwd")} is relative: ${NO_DIRECTORY}`;
      }
      agent.cwd = entry.cwd.startsWith("/") ? entry.cwd : `${configDir}/${entry.cwd}`;
      if (/^~(\/|$)/.test(entry.cwd)) agent.cwdTilde = true;
      agent.cwdAt = positions.get(entryKey(name, "cwd")) ?? where;
    }
    agents[name] = agent;
  }
  return agents;
}
/**
 * A command string that runs this program as an agent router over `v1` and `v2`: how a
 * named pair becomes the one agent of `connect` and `chain` (composition).
 *
 * @param v1 The v1 command.
 * @param v2 The v2 command.
 * @param flags More flags for it, as words (the parent's logging, so that the inner router
 *   logs where and how the user asked).
 * @returns The command, quoted for {@linkcode import("../process/split_command.ts").splitCommand}.
 *
 * @example Compose a pair
 * ```ts
 * import { routerCommand } from "./named_agents.ts";
 * console.log(routerCommand("agent-v1", "agent-v2", ["--log-level", "info"]));
 * ```
 */ export function routerCommand(v1, v2, flags = []) {
  return joinCommand([
    ...selfWords(),
    "serve",
    "--v1",
    v1,
    "--v2",
    v2,
    ...flags
  ]);
}
/** The words that start this program again: `deno run -A mod.ts`, or the compiled binary. */ function selfWords() {
  const exec = Deno.execPath();
  const main = Deno.mainModule;
  const isDeno = /(?:^|\/)deno(?:\.exe)?$/.test(exec);
  if (!isDeno) return [
    exec
  ];
  const script = main.startsWith("file:") ? decodeURIComponent(new URL(main).pathname) : main;
  return [
    exec,
    "run",
    "-A",
    script
  ];
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L2NsaS9uYW1lZF9hZ2VudHMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBOYW1lZCBhZ2VudHM6IHRoZSBjb25maWcgZmlsZSdzIGBcImFnZW50c1wiYCB0YWJsZSBhbmQgYC0tbmFtZSBOQU1FYCwgd2hpY2ggcGlja3Mgb25lIGVudHJ5XG4gKiBpbiBldmVyeSBtb2RlIChpdHMgY29tbWFuZHMsIGVudmlyb25tZW50IGFuZCB3b3JraW5nIGRpcmVjdG9yeSkuXG4gKlxuICogYGBganNvbmNcbiAqIHtcbiAqICAgXCJhZ2VudHNcIjoge1xuICogICAgIFwiY29kZXhcIjogeyBcInYxXCI6IFwiY29kZXgtYWNwXCIsIFwiZW52XCI6IHsgXCJSVVNUX0xPR1wiOiBcImluZm9cIiB9LCBcImN3ZFwiOiBcIi9zcnZcIiB9LFxuICogICAgIFwicGFpclwiOiB7IFwidjFcIjogXCJhZ2VudC12MVwiLCBcInYyXCI6IFwiYWdlbnQtdjJcIiB9XG4gKiAgIH1cbiAqIH1cbiAqIGBgYFxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBjb21tYW5kUHJvYmxlbSxcbiAgY29tbWFuZFByb2JsZW1UZXh0LFxuICBqb2luQ29tbWFuZCxcbiAgc3BsaXRDb21tYW5kLFxuICB1bmNhcnJpZWRDaGFyYWN0ZXIsXG59IGZyb20gXCIuLi9wcm9jZXNzL3NwbGl0X2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IFJFTU9URV9BRERSRVNTLCByZW1vdGVBZGRyZXNzUHJvYmxlbSB9IGZyb20gXCIuL3JlbW90ZV9hZGRyZXNzLnRzXCI7XG5pbXBvcnQgeyBzaGVsbFN5bnRheFByb2JsZW0gfSBmcm9tIFwiLi9zaGVsbF9zeW50YXgudHNcIjtcblxuLyoqXG4gKiBUaGUgdmFyaWFibGVzIGFjcC1wcm94eSBzZXRzIGZvciBhIG5hbWVkIHBhaXIncyBpbm5lciByb3V0ZXIgKHRoZSByZW1vdGUgdG9rZW4sIHdoYXQgdGhlXG4gKiByb3V0ZXIgcnVucyBhczsgYGFyZ3MudHNgIG5hbWVzIHRoZW0pOiBhbiBlbnRyeSdzIGBlbnZgIHRoYXQgc2V0IHRoZW0gd291bGQgaGFuZCB0aGVtIHRvIGFuXG4gKiBhZ2VudCwgb3IgcGFzcyBmb3IgYWNwLXByb3h5J3Mgb3duLlxuICovXG5jb25zdCBPV05fVkFSSUFCTEVTOiByZWFkb25seSBzdHJpbmdbXSA9IFtcIkFDUF9QUk9YWV9SRU1PVEVfVE9LRU5cIiwgXCJBQ1BfUFJPWFlfSU5ORVJfUk9VVEVSXCJdO1xuXG4vKiogT25lIGVudHJ5IG9mIHRoZSBjb25maWcgZmlsZSdzIGBcImFnZW50c1wiYCB0YWJsZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgTmFtZWRBZ2VudCB7XG4gIC8qKiBUaGUgY29tbWFuZCBzZXJ2aW5nIEFDUCB2MSAob3IgYSByZW1vdGUgYWdlbnQncyBVUkwpLiAqL1xuICB2MT86IHN0cmluZztcbiAgLyoqIFRoZSBjb21tYW5kIHNlcnZpbmcgQUNQIHYyIChvciBhIHJlbW90ZSBhZ2VudCdzIFVSTCkuICovXG4gIHYyPzogc3RyaW5nO1xuICAvKiogVmFyaWFibGVzIGFkZGVkIHRvIHRoZSBpbmhlcml0ZWQgZW52aXJvbm1lbnQgb2YgdGhlIGFnZW50J3MgY29tbWFuZHMuICovXG4gIGVudj86IFJlY29yZDxzdHJpbmcsIHN0cmluZz47XG4gIC8qKiBUaGUgd29ya2luZyBkaXJlY3Rvcnkgb2YgdGhlIGFnZW50J3MgY29tbWFuZHMgKGFic29sdXRlIG9uY2UgbG9hZGVkKS4gKi9cbiAgY3dkPzogc3RyaW5nO1xuICAvKiogV2hlcmUgYGN3ZGAgaXMgaW4gdGhlIGNvbmZpZyBmaWxlIChgcGF0aDpsaW5lOmNvbHVtbmApLCBmb3IgbWVzc2FnZXMgYWJvdXQgaXQuICovXG4gIGN3ZEF0Pzogc3RyaW5nO1xuICAvKiogV2hldGhlciBgY3dkYCB3YXMgd3JpdHRlbiB3aXRoIGEgbGVhZGluZyBgfmAgKG5vdCBleHBhbmRlZCB0aGVyZSksIGZvciB0aGUgbWVzc2FnZS4gKi9cbiAgY3dkVGlsZGU/OiBib29sZWFuO1xuICAvKiogV2hlcmUgYHYxYCBhbmQgYHYyYCBhcmUgaW4gdGhlIGNvbmZpZyBmaWxlIChgcGF0aDpsaW5lOmNvbHVtbmApLCBmb3IgbWVzc2FnZXMuICovXG4gIGNvbW1hbmRzQXQ/OiB7IHYxPzogc3RyaW5nOyB2Mj86IHN0cmluZyB9O1xufVxuXG4vKiogVGhlIGNvbmZpZyBmaWxlJ3MgYFwiYWdlbnRzXCJgIHRhYmxlOiBuYW1lIC0+IGVudHJ5LiAqL1xuZXhwb3J0IHR5cGUgTmFtZWRBZ2VudHMgPSBSZWNvcmQ8c3RyaW5nLCBOYW1lZEFnZW50PjtcblxuY29uc3QgRU5UUllfS0VZUyA9IFtcInYxXCIsIFwidjJcIiwgXCJlbnZcIiwgXCJjd2RcIl0gYXMgY29uc3Q7XG5cbi8qKiBXaHkgYSByZWxhdGl2ZSBwYXRoIGluIGEgY29uZmlnIGZpbGUgdGhhdCBpcyBubyBmaWxlIChhIHBpcGUpIGNhbm5vdCBiZSByZXNvbHZlZC4gKi9cbmV4cG9ydCBjb25zdCBOT19ESVJFQ1RPUlkgPSBcInRoZSBjb25maWcgZmlsZSBpcyBhIHBpcGUgb3IgYSBGSUZPICg8KC4uLikpLCB3aGljaCBoYXMgbm8gXCIgK1xuICBcImRpcmVjdG9yeSBmb3IgaXQgdG8gc3RhcnQgYXQ7IGdpdmUgYW4gYWJzb2x1dGUgcGF0aFwiO1xuY29uc3QgTkFNRSA9IC9eW0EtWmEtejAtOV1bQS1aYS16MC05Ll8tXSokLztcblxuLyoqXG4gKiBUaGUga2V5IG9mIGFuIGVudHJ5J3Mga2V5IGluIGEgY29uZmlnIGZpbGUncyB0YWJsZSBvZiBwbGFjZXM6IG9uZSBubyBvdGhlciBlbnRyeSdzIG5hbWUgYW5kXG4gKiBrZXkgZ2l2ZSAoYE5BTUUuS0VZYCBkaWQ6IGFnZW50IGBhLnYxYCBhbmQgYWdlbnQgYGFgJ3MgYHYxYCkuXG4gKlxuICogQHBhcmFtIG5hbWUgVGhlIGVudHJ5J3MgbmFtZS5cbiAqIEBwYXJhbSBrZXkgT25lIG9mIGl0cyBrZXlzLlxuICogQHJldHVybnMgVGhlIHRhYmxlJ3Mga2V5LlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZW50cnlLZXkgfSBmcm9tIFwiLi9uYW1lZF9hZ2VudHMudHNcIjtcbiAqIGNvbnNvbGUubG9nKGVudHJ5S2V5KFwiYS52MVwiLCBcImN3ZFwiKSA9PT0gZW50cnlLZXkoXCJhXCIsIFwidjEuY3dkXCIpKTsgLy8gZmFsc2VcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gZW50cnlLZXkobmFtZTogc3RyaW5nLCBrZXk6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiBKU09OLnN0cmluZ2lmeShbbmFtZSwga2V5XSk7XG59XG5cbi8qKlxuICogQ2hlY2tzIHRoZSBgXCJhZ2VudHNcImAgdmFsdWUgb2YgYSBjb25maWcgZmlsZSBhbmQgcmVzb2x2ZXMgZWFjaCByZWxhdGl2ZSBgY3dkYCBhZ2FpbnN0IHRoZVxuICogY29uZmlnIGZpbGUncyBkaXJlY3RvcnkuXG4gKlxuICogQHBhcmFtIHZhbHVlIFRoZSB2YWx1ZSBvZiB0aGUgYFwiYWdlbnRzXCJgIGtleS5cbiAqIEBwYXJhbSB3aGVyZSBgcGF0aDpsaW5lOmNvbHVtbmAgb2YgdGhlIGtleSwgZm9yIG1lc3NhZ2VzLlxuICogQHBhcmFtIGNvbmZpZ0RpciBUaGUgZGlyZWN0b3J5IG9mIHRoZSBjb25maWcgZmlsZTsgYG51bGxgIGZvciBvbmUgdGhhdCBoYXMgbm9uZSAoYSBwaXBlKTpcbiAqICAgYSByZWxhdGl2ZSBgY3dkYCBpcyB0aGVuIHJlZnVzZWQuXG4gKiBAcGFyYW0gcG9zaXRpb25zIGBwYXRoOmxpbmU6Y29sdW1uYCBvZiBlYWNoIGVudHJ5IChgTkFNRWApIGFuZCBvZiBlYWNoIG9mIGl0cyBrZXlzXG4gKiAgICh7QGxpbmtjb2RlIGVudHJ5S2V5fSksIHdoZW4ga25vd246IGEgbWVzc2FnZSBuYW1lcyB0aGF0IHBsYWNlIGluc3RlYWQgb2YgdGhlIGBcImFnZW50c1wiYFxuICogICBrZXkuXG4gKiBAcmV0dXJucyBUaGUgdGFibGUsIG9yIGEgb25lLWxpbmUgZGVzY3JpcHRpb24gb2Ygd2hhdCBpcyB3cm9uZy5cbiAqXG4gKiBAZXhhbXBsZSBDaGVjayBhIHRhYmxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgY2hlY2tOYW1lZEFnZW50cyB9IGZyb20gXCIuL25hbWVkX2FnZW50cy50c1wiO1xuICogY29uc29sZS5sb2coY2hlY2tOYW1lZEFnZW50cyh7IGNvZGV4OiB7IHYxOiBcImNvZGV4LWFjcFwiIH0gfSwgXCJhY3AuanNvbmM6MjozXCIsIFwiL2V0Y1wiKSk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoZWNrTmFtZWRBZ2VudHMoXG4gIHZhbHVlOiB1bmtub3duLFxuICB3aGVyZTogc3RyaW5nLFxuICBjb25maWdEaXI6IHN0cmluZyB8IG51bGwsXG4gIHBvc2l0aW9uczogUmVhZG9ubHlNYXA8c3RyaW5nLCBzdHJpbmc+ID0gbmV3IE1hcCgpLFxuKTogTmFtZWRBZ2VudHMgfCBzdHJpbmcge1xuICBpZiAoIWlzT2JqZWN0KHZhbHVlKSkge1xuICAgIHJldHVybiBgJHt3aGVyZX06IFwiYWdlbnRzXCIgbXVzdCBiZSBhbiBvYmplY3Qgb2YgbmFtZWQgYWdlbnRzLCBlLmcuIGAgK1xuICAgICAgYHtcImNvZGV4XCI6IHtcInYxXCI6IFwiY29kZXgtYWNwXCJ9fWA7XG4gIH1cbiAgY29uc3QgYWdlbnRzOiBOYW1lZEFnZW50cyA9IHt9O1xuICBmb3IgKGNvbnN0IFtuYW1lLCBlbnRyeV0gb2YgT2JqZWN0LmVudHJpZXModmFsdWUpKSB7XG4gICAgLy8gVGhlIGVudHJ5J3Mgb3duIHBsYWNlLCBhbmQgZWFjaCBvZiBpdHMga2V5cycsIHdoZW4gdGhlIGxvYWRlciBrbm93cyB0aGVtLlxuICAgIGNvbnN0IGF0ID0gYCR7cG9zaXRpb25zLmdldChuYW1lKSA/PyB3aGVyZX06IFwiYWdlbnRzLiR7bmFtZX1cImA7XG4gICAgY29uc3QgYXRLZXkgPSAoa2V5OiBzdHJpbmcpID0+XG4gICAgICBgJHtwb3NpdGlvbnMuZ2V0KGVudHJ5S2V5KG5hbWUsIGtleSkpID8/IHdoZXJlfTogXCJhZ2VudHMuJHtuYW1lfS4ke2tleX1cImA7XG4gICAgaWYgKCFOQU1FLnRlc3QobmFtZSkpIHtcbiAgICAgIHJldHVybiBgJHthdH06IGEgbmFtZSBpcyBBU0NJSSBsZXR0ZXJzLCBkaWdpdHMsICcuJywgJ18nIGFuZCAnLScsIHN0YXJ0aW5nIHdpdGggYSBsZXR0ZXIgb3IgZGlnaXRgO1xuICAgIH1cbiAgICBpZiAoIWlzT2JqZWN0KGVudHJ5KSkgcmV0dXJuIGAke2F0fSBtdXN0IGJlIGFuIG9iamVjdCwgZS5nLiB7XCJ2MVwiOiBcIm15LWFnZW50XCJ9YDtcbiAgICBmb3IgKGNvbnN0IGtleSBvZiBPYmplY3Qua2V5cyhlbnRyeSkpIHtcbiAgICAgIGlmICghKEVOVFJZX0tFWVMgYXMgcmVhZG9ubHkgc3RyaW5nW10pLmluY2x1ZGVzKGtleSkpIHtcbiAgICAgICAgcmV0dXJuIGAke3Bvc2l0aW9ucy5nZXQoZW50cnlLZXkobmFtZSwga2V5KSkgPz8gd2hlcmV9OiBcImFnZW50cy4ke25hbWV9XCI6IHVua25vd24ga2V5IGAgK1xuICAgICAgICAgIGBcIiR7a2V5fVwiOyB1c2UgJHtFTlRSWV9LRVlTLmpvaW4oXCIsIFwiKX1gO1xuICAgICAgfVxuICAgIH1cbiAgICBjb25zdCBhZ2VudDogTmFtZWRBZ2VudCA9IHt9O1xuICAgIGZvciAoY29uc3Qga2V5IG9mIFtcInYxXCIsIFwidjJcIl0gYXMgY29uc3QpIHtcbiAgICAgIGNvbnN0IGNvbW1hbmQgPSBlbnRyeVtrZXldO1xuICAgICAgaWYgKGNvbW1hbmQgPT09IHVuZGVmaW5lZCkgY29udGludWU7XG4gICAgICBpZiAodHlwZW9mIGNvbW1hbmQgIT09IFwic3RyaW5nXCIgfHwgY29tbWFuZC50cmltKCkgPT09IFwiXCIpIHtcbiAgICAgICAgcmV0dXJuIGAke2F0S2V5KGtleSl9IG11c3QgYmUgYSBjb21tYW5kIHN0cmluZywgZS5nLiBcIm15LWFnZW50IC0tc3RkaW9cImA7XG4gICAgICB9XG4gICAgICAvLyBDaGVja2VkIGhlcmUsIGFzIC0tdjEvLS12MiBhcmUgYXQgc3RhcnQtdXA6IGEgcGFpciBpbiBjb25uZWN0IG9yIGNoYWluIHJ1bnMgaW5zaWRlIGFuXG4gICAgICAvLyBhZ2VudCByb3V0ZXIsIHdoaWNoIHdvdWxkIGZpbmQgaXQgb25seSB3aGVuIHRoZSBmaXJzdCBjbGllbnQgY29ubmVjdHMuXG4gICAgICBjb25zdCBwcm9ibGVtID0gY29tbWFuZFByb2JsZW0oY29tbWFuZCk7XG4gICAgICBpZiAocHJvYmxlbSA9PT0gXCJlbXB0eVwiKSB7XG4gICAgICAgIHJldHVybiBgJHthdEtleShrZXkpfSBtdXN0IHN0YXJ0IHdpdGggYSBwcm9ncmFtLCBlLmcuIFwibXktYWdlbnQgLS1zdGRpb1wiYDtcbiAgICAgIH1cbiAgICAgIGlmIChwcm9ibGVtICE9PSBudWxsKSByZXR1cm4gYCR7YXRLZXkoa2V5KX06ICR7Y29tbWFuZFByb2JsZW1UZXh0KHByb2JsZW0pfWA7XG4gICAgICBjb25zdCBtaXNwbGFjZWQgPSByZW1vdGVBZGRyZXNzUHJvYmxlbShjb21tYW5kLCBzcGxpdENvbW1hbmQoY29tbWFuZCkpO1xuICAgICAgaWYgKG1pc3BsYWNlZCAhPT0gbnVsbCkgcmV0dXJuIGAke2F0S2V5KGtleSl9OiAke21pc3BsYWNlZH1gO1xuICAgICAgY29uc3Qgc2hlbGwgPSBSRU1PVEVfQUREUkVTUy50ZXN0KGNvbW1hbmQpID8gbnVsbCA6IHNoZWxsU3ludGF4UHJvYmxlbShjb21tYW5kKTtcbiAgICAgIGlmIChzaGVsbCAhPT0gbnVsbCkgcmV0dXJuIGAke2F0S2V5KGtleSl9OiAke3NoZWxsfWA7XG4gICAgICBhZ2VudFtrZXldID0gY29tbWFuZDtcbiAgICAgIGNvbnN0IGNvbW1hbmRBdCA9IHBvc2l0aW9ucy5nZXQoZW50cnlLZXkobmFtZSwga2V5KSk7XG4gICAgICBpZiAoY29tbWFuZEF0ICE9PSB1bmRlZmluZWQpIChhZ2VudC5jb21tYW5kc0F0ID8/PSB7fSlba2V5XSA9IGNvbW1hbmRBdDtcbiAgICB9XG4gICAgaWYgKGFnZW50LnYxID09PSB1bmRlZmluZWQgJiYgYWdlbnQudjIgPT09IHVuZGVmaW5lZCkge1xuICAgICAgcmV0dXJuIGAke2F0fSBuZWVkcyBcInYxXCIgb3IgXCJ2MlwiIChvciBib3RoKTogdGhlIGFnZW50J3MgY29tbWFuZGA7XG4gICAgfVxuICAgIGlmIChlbnRyeS5lbnYgIT09IHVuZGVmaW5lZCkge1xuICAgICAgaWYgKCFpc09iamVjdChlbnRyeS5lbnYpIHx8ICFPYmplY3QudmFsdWVzKGVudHJ5LmVudikuZXZlcnkoKHYpID0+IHR5cGVvZiB2ID09PSBcInN0cmluZ1wiKSkge1xuICAgICAgICByZXR1cm4gYCR7YXRLZXkoXCJlbnZcIil9IG11c3QgYmUgYW4gb2JqZWN0IG9mIHN0cmluZ3MsIGUuZy4ge1wiUlVTVF9MT0dcIjogXCJpbmZvXCJ9YDtcbiAgICAgIH1cbiAgICAgIGZvciAoY29uc3QgdmFyaWFibGUgb2YgT2JqZWN0LmtleXMoZW50cnkuZW52KSkge1xuICAgICAgICBpZiAodmFyaWFibGUgPT09IFwiXCIgfHwgdmFyaWFibGUuaW5jbHVkZXMoXCI9XCIpIHx8IHVuY2FycmllZENoYXJhY3Rlcih2YXJpYWJsZSkgIT09IG51bGwpIHtcbiAgICAgICAgICByZXR1cm4gYCR7YXRLZXkoXCJlbnZcIil9OiAnJHt2YXJpYWJsZX0nIGlzIG5vdCBhbiBlbnZpcm9ubWVudCB2YXJpYWJsZSBuYW1lYDtcbiAgICAgICAgfVxuICAgICAgICBpZiAoT1dOX1ZBUklBQkxFUy5pbmNsdWRlcyh2YXJpYWJsZSkpIHtcbiAgICAgICAgICByZXR1cm4gYCR7YXRLZXkoXCJlbnZcIil9OiAnJHt2YXJpYWJsZX0nIGlzIGFjcC1wcm94eSdzIG93biAoaXQgaGFuZHMgaXQgdG8gYSBuYW1lZCBgICtcbiAgICAgICAgICAgIGBwYWlyJ3MgaW5uZXIgcm91dGVyKSwgbm90IGFuIGFnZW50J3M7IHJlbW92ZSBpdGAgK1xuICAgICAgICAgICAgKHZhcmlhYmxlID09PSBcIkFDUF9QUk9YWV9SRU1PVEVfVE9LRU5cIlxuICAgICAgICAgICAgICA/IGAgKGEgcmVtb3RlIGFnZW50J3MgdG9rZW4gaXMgZ2l2ZW4gd2l0aCAtLXJlbW90ZS10b2tlbi1maWxlIG9yIGAgK1xuICAgICAgICAgICAgICAgIGBcInJlbW90ZS10b2tlbi1maWxlXCIpYFxuICAgICAgICAgICAgICA6IFwiXCIpO1xuICAgICAgICB9XG4gICAgICAgIGNvbnN0IHVuY2FycmllZCA9IHVuY2FycmllZENoYXJhY3RlcigoZW50cnkuZW52IGFzIFJlY29yZDxzdHJpbmcsIHN0cmluZz4pW3ZhcmlhYmxlXSk7XG4gICAgICAgIGlmICh1bmNhcnJpZWQgIT09IG51bGwpIHtcbiAgICAgICAgICBjb25zdCBmaXggPSB1bmNhcnJpZWQgPT09IFwiYSBOVUwgY2hhcmFjdGVyXCIgPyBcInJlbW92ZSBpdFwiIDogXCJ3cml0ZSB0aGUgd2hvbGUgY2hhcmFjdGVyXCI7XG4gICAgICAgICAgcmV0dXJuIGAke2F0S2V5KFwiZW52XCIpfTogdGhlIHZhbHVlIG9mICcke3ZhcmlhYmxlfScgaG9sZHMgJHt1bmNhcnJpZWR9LCB3aGljaCBubyBgICtcbiAgICAgICAgICAgIGBlbnZpcm9ubWVudCB2YXJpYWJsZSBjYW4gY2Fycnk7ICR7Zml4fWA7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICAgIGFnZW50LmVudiA9IHsgLi4uZW50cnkuZW52IGFzIFJlY29yZDxzdHJpbmcsIHN0cmluZz4gfTtcbiAgICB9XG4gICAgaWYgKGVudHJ5LmN3ZCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICBpZiAodHlwZW9mIGVudHJ5LmN3ZCAhPT0gXCJzdHJpbmdcIiB8fCBlbnRyeS5jd2QgPT09IFwiXCIpIHtcbiAgICAgICAgcmV0dXJuIGAke2F0S2V5KFwiY3dkXCIpfSBtdXN0IGJlIGEgZGlyZWN0b3J5IHBhdGgsIGUuZy4gXCIvc3J2L3Byb2plY3RcImA7XG4gICAgICB9XG4gICAgICBpZiAoIWVudHJ5LmN3ZC5pc1dlbGxGb3JtZWQoKSkge1xuICAgICAgICByZXR1cm4gYCR7YXRLZXkoXCJjd2RcIil9IGhhcyBoYWxmIG9mIGEgVVRGLTE2IHN1cnJvZ2F0ZSBwYWlyIChhIFxcXFx1RDgwMC1cXFxcdURGRkYgZXNjYXBlIGAgK1xuICAgICAgICAgIGBhbG9uZSksIHdoaWNoIG5vIGRpcmVjdG9yeSBuYW1lIGNhbiBjYXJyeTsgcmVtb3ZlIGl0YDtcbiAgICAgIH1cbiAgICAgIGlmICghZW50cnkuY3dkLnN0YXJ0c1dpdGgoXCIvXCIpICYmIGNvbmZpZ0RpciA9PT0gbnVsbCkge1xuICAgICAgICByZXR1cm4gYCR7YXRLZXkoXCJjd2RcIil9IGlzIHJlbGF0aXZlOiAke05PX0RJUkVDVE9SWX1gO1xuICAgICAgfVxuICAgICAgYWdlbnQuY3dkID0gZW50cnkuY3dkLnN0YXJ0c1dpdGgoXCIvXCIpID8gZW50cnkuY3dkIDogYCR7Y29uZmlnRGlyfS8ke2VudHJ5LmN3ZH1gO1xuICAgICAgaWYgKC9efihcXC98JCkvLnRlc3QoZW50cnkuY3dkKSkgYWdlbnQuY3dkVGlsZGUgPSB0cnVlO1xuICAgICAgYWdlbnQuY3dkQXQgPSBwb3NpdGlvbnMuZ2V0KGVudHJ5S2V5KG5hbWUsIFwiY3dkXCIpKSA/PyB3aGVyZTtcbiAgICB9XG4gICAgYWdlbnRzW25hbWVdID0gYWdlbnQ7XG4gIH1cbiAgcmV0dXJuIGFnZW50cztcbn1cblxuLyoqXG4gKiBBIGNvbW1hbmQgc3RyaW5nIHRoYXQgcnVucyB0aGlzIHByb2dyYW0gYXMgYW4gYWdlbnQgcm91dGVyIG92ZXIgYHYxYCBhbmQgYHYyYDogaG93IGFcbiAqIG5hbWVkIHBhaXIgYmVjb21lcyB0aGUgb25lIGFnZW50IG9mIGBjb25uZWN0YCBhbmQgYGNoYWluYCAoY29tcG9zaXRpb24pLlxuICpcbiAqIEBwYXJhbSB2MSBUaGUgdjEgY29tbWFuZC5cbiAqIEBwYXJhbSB2MiBUaGUgdjIgY29tbWFuZC5cbiAqIEBwYXJhbSBmbGFncyBNb3JlIGZsYWdzIGZvciBpdCwgYXMgd29yZHMgKHRoZSBwYXJlbnQncyBsb2dnaW5nLCBzbyB0aGF0IHRoZSBpbm5lciByb3V0ZXJcbiAqICAgbG9ncyB3aGVyZSBhbmQgaG93IHRoZSB1c2VyIGFza2VkKS5cbiAqIEByZXR1cm5zIFRoZSBjb21tYW5kLCBxdW90ZWQgZm9yIHtAbGlua2NvZGUgaW1wb3J0KFwiLi4vcHJvY2Vzcy9zcGxpdF9jb21tYW5kLnRzXCIpLnNwbGl0Q29tbWFuZH0uXG4gKlxuICogQGV4YW1wbGUgQ29tcG9zZSBhIHBhaXJcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyByb3V0ZXJDb21tYW5kIH0gZnJvbSBcIi4vbmFtZWRfYWdlbnRzLnRzXCI7XG4gKiBjb25zb2xlLmxvZyhyb3V0ZXJDb21tYW5kKFwiYWdlbnQtdjFcIiwgXCJhZ2VudC12MlwiLCBbXCItLWxvZy1sZXZlbFwiLCBcImluZm9cIl0pKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gcm91dGVyQ29tbWFuZCh2MTogc3RyaW5nLCB2Mjogc3RyaW5nLCBmbGFnczogcmVhZG9ubHkgc3RyaW5nW10gPSBbXSk6IHN0cmluZyB7XG4gIHJldHVybiBqb2luQ29tbWFuZChbLi4uc2VsZldvcmRzKCksIFwic2VydmVcIiwgXCItLXYxXCIsIHYxLCBcIi0tdjJcIiwgdjIsIC4uLmZsYWdzXSk7XG59XG5cbi8qKiBUaGUgd29yZHMgdGhhdCBzdGFydCB0aGlzIHByb2dyYW0gYWdhaW46IGBkZW5vIHJ1biAtQSBtb2QudHNgLCBvciB0aGUgY29tcGlsZWQgYmluYXJ5LiAqL1xuZnVuY3Rpb24gc2VsZldvcmRzKCk6IHN0cmluZ1tdIHtcbiAgY29uc3QgZXhlYyA9IERlbm8uZXhlY1BhdGgoKTtcbiAgY29uc3QgbWFpbiA9IERlbm8ubWFpbk1vZHVsZTtcbiAgY29uc3QgaXNEZW5vID0gLyg/Ol58XFwvKWRlbm8oPzpcXC5leGUpPyQvLnRlc3QoZXhlYyk7XG4gIGlmICghaXNEZW5vKSByZXR1cm4gW2V4ZWNdO1xuICBjb25zdCBzY3JpcHQgPSBtYWluLnN0YXJ0c1dpdGgoXCJmaWxlOlwiKSA/IGRlY29kZVVSSUNvbXBvbmVudChuZXcgVVJMKG1haW4pLnBhdGhuYW1lKSA6IG1haW47XG4gIHJldHVybiBbZXhlYywgXCJydW5cIiwgXCItQVwiLCBzY3JpcHRdO1xufVxuXG5mdW5jdGlvbiBpc09iamVjdCh2YWx1ZTogdW5rbm93bik6IHZhbHVlIGlzIFJlY29yZDxzdHJpbmcsIHVua25vd24+IHtcbiAgcmV0dXJuIHR5cGVvZiB2YWx1ZSA9PT0gXCJvYmplY3RcIiAmJiB2YWx1ZSAhPT0gbnVsbCAmJiAhQXJyYXkuaXNBcnJheSh2YWx1ZSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FFRCxTQUNFLGNBQWMsRUFDZCxrQkFBa0IsRUFDbEIsV0FBVyxFQUNYLFlBQVksRUFDWixrQkFBa0IsUUFDYiw4QkFBOEI7QUFDckMsU0FBUyxjQUFjLEVBQUUsb0JBQW9CLFFBQVEsc0JBQXNCO0FBQzNFLFNBQVMsa0JBQWtCLFFBQVEsb0JBQW9CO0FBRXZEOzs7O0NBSUMsR0FDRCxNQUFNLGdCQUFtQztFQUFDO0VBQTBCO0NBQXlCO0FBdUI3RixNQUFNLGFBQWE7RUFBQztFQUFNO0VBQU07RUFBTztDQUFNO0FBRTdDLHNGQUFzRixHQUN0RixPQUFPLE1BQU0sZUFBZSxnRUFDMUIsc0RBQXNEO0FBQ3hELE1BQU0sT0FBTztBQUViOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsU0FBUyxJQUFZLEVBQUUsR0FBVztFQUNoRCxPQUFPLEtBQUssU0FBUyxDQUFDO0lBQUM7SUFBTTtHQUFJO0FBQ25DO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtCQyxHQUNELE9BQU8sU0FBUyxpQkFDZCxLQUFjLEVBQ2QsS0FBYSxFQUNiLFNBQXdCLEVBQ3hCLFlBQXlDLElBQUksS0FBSztFQUVsRCxJQUFJLENBQUMsU0FBUyxRQUFRO0lBQ3BCLE9BQU8sR0FBRyxNQUFNLG1EQUFtRCxDQUFDLEdBQ2xFLENBQUMsOEJBQThCLENBQUM7RUFDcEM7RUFDQSxNQUFNLFNBQXNCLENBQUM7RUFDN0IsS0FBSyxNQUFNLENBQUMsTUFBTSxNQUFNLElBQUksT0FBTyxPQUFPLENBQUMsT0FBUTtJQUNqRCw0RUFBNEU7SUFDNUUsTUFBTSxLQUFLLEdBQUcsVUFBVSxHQUFHLENBQUMsU0FBUyxNQUFNLFVBQVUsRUFBRSxLQUFLLENBQUMsQ0FBQztJQUM5RCxNQUFNLFFBQVEsQ0FBQyxNQUNiLEdBQUcsVUFBVSxHQUFHLENBQUMsU0FBUyxNQUFNLFNBQVMsTUFBTSxVQUFVLEVBQUUsS0FBSyxDQUFDLEVBQUUsSUFBSSxDQUFDLENBQUM7SUFDM0UsSUFBSSxDQUFDLEtBQUssSUFBSSxDQUFDLE9BQU87TUFDcEIsT0FBTyxHQUFHLEdBQUcsb0ZBQW9GLENBQUM7SUFDcEc7SUFDQSxJQUFJLENBQUMsU0FBUyxRQUFRLE9BQU8sR0FBRyxHQUFHLDJDQUEyQyxDQUFDO0lBQy9FLEtBQUssTUFBTSxPQUFPLE9BQU8sSUFBSSxDQUFDLE9BQVE7TUFDcEMsSUFBSSxDQUFDLEFBQUMsV0FBaUMsUUFBUSxDQUFDLE1BQU07UUFDcEQsT0FBTyxHQUFHLFVBQVUsR0FBRyxDQUFDLFNBQVMsTUFBTSxTQUFTLE1BQU0sVUFBVSxFQUFFLEtBQUssZUFBZSxDQUFDLEdBQ3JGLENBQUMsQ0FBQyxFQUFFLElBQUksT0FBTyxFQUFFLFdBQVcsSUFBSSxDQUFDLE9BQU87TUFDNUM7SUFDRjtJQUNBLE1BQU0sUUFBb0IsQ0FBQztJQUMzQixLQUFLLE1BQU0sT0FBTztNQUFDO01BQU07S0FBSyxDQUFXO01BQ3ZDLE1BQU0sVUFBVSxLQUFLLENBQUMsSUFBSTtNQUMxQixJQUFJLFlBQVksV0FBVztNQUMzQixJQUFJLE9BQU8sWUFBWSxZQUFZLFFBQVEsSUFBSSxPQUFPLElBQUk7UUFDeEQsT0FBTyxHQUFHLE1BQU0sS0FBSyxrREFBa0QsQ0FBQztNQUMxRTtNQUNBLHdGQUF3RjtNQUN4Rix5RUFBeUU7TUFDekUsTUFBTSxVQUFVLGVBQWU7TUFDL0IsSUFBSSxZQUFZLFNBQVM7UUFDdkIsT0FBTyxHQUFHLE1BQU0sS0FBSyxtREFBbUQsQ0FBQztNQUMzRTtNQUNBLElBQUksWUFBWSxNQUFNLE9BQU8sR0FBRyxNQUFNLEtBQUssRUFBRSxFQUFFLG1CQUFtQixVQUFVO01BQzVFLE1BQU0sWUFBWSxxQkFBcUIsU0FBUyxhQUFhO01BQzdELElBQUksY0FBYyxNQUFNLE9BQU8sR0FBRyxNQUFNLEtBQUssRUFBRSxFQUFFLFdBQVc7TUFDNUQsTUFBTSxRQUFRLGVBQWUsSUFBSSxDQUFDLFdBQVcsT0FBTyxtQkFBbUI7TUFDdkUsSUFBSSxVQUFVLE1BQU0sT0FBTyxHQUFHLE1BQU0sS0FBSyxFQUFFLEVBQUUsT0FBTztNQUNwRCxLQUFLLENBQUMsSUFBSSxHQUFHO01BQ2IsTUFBTSxZQUFZLFVBQVUsR0FBRyxDQUFDLFNBQVMsTUFBTTtNQUMvQyxJQUFJLGNBQWMsV0FBVyxDQUFDLE1BQU0sVUFBVSxLQUFLLENBQUMsQ0FBQyxDQUFDLENBQUMsSUFBSSxHQUFHO0lBQ2hFO0lBQ0EsSUFBSSxNQUFNLEVBQUUsS0FBSyxhQUFhLE1BQU0sRUFBRSxLQUFLLFdBQVc7TUFDcEQsT0FBTyxHQUFHLEdBQUcsa0RBQWtELENBQUM7SUFDbEU7SUFDQSxJQUFJLE1BQU0sR0FBRyxLQUFLLFdBQVc7TUFDM0IsSUFBSSxDQUFDLFNBQVMsTUFBTSxHQUFHLEtBQUssQ0FBQyxPQUFPLE1BQU0sQ0FBQyxNQUFNLEdBQUcsRUFBRSxLQUFLLENBQUMsQ0FBQyxJQUFNLE9BQU8sTUFBTSxXQUFXO1FBQ3pGLE9BQU8sR0FBRyxNQUFNLE9BQU8sd0RBQXdELENBQUM7TUFDbEY7TUFDQSxLQUFLLE1BQU0sWUFBWSxPQUFPLElBQUksQ0FBQyxNQUFNLEdBQUcsRUFBRztRQUM3QyxJQUFJLGFBQWEsTUFBTSxTQUFTLFFBQVEsQ0FBQyxRQUFRLG1CQUFtQixjQUFjLE1BQU07VUFDdEYsT0FBTyxHQUFHLE1BQU0sT0FBTyxHQUFHLEVBQUUsU0FBUyxxQ0FBcUMsQ0FBQztRQUM3RTtRQUNBLElBQUksY0FBYyxRQUFRLENBQUMsV0FBVztVQUNwQyxPQUFPLEdBQUcsTUFBTSxPQUFPLEdBQUcsRUFBRSxTQUFTLDZDQUE2QyxDQUFDLEdBQ2pGLENBQUMsK0NBQStDLENBQUMsR0FDakQsQ0FBQyxhQUFhLDJCQUNWLENBQUMsOERBQThELENBQUMsR0FDaEUsQ0FBQyxvQkFBb0IsQ0FBQyxHQUN0QixFQUFFO1FBQ1Y7UUFDQSxNQUFNLFlBQVksbUJBQW1CLEFBQUMsTUFBTSxHQUFHLEFBQTJCLENBQUMsU0FBUztRQUNwRixJQUFJLGNBQWMsTUFBTTtVQUN0QixNQUFNLE1BQU0sY0FBYyxvQkFBb0IsY0FBYztVQUM1RCxPQUFPLEdBQUcsTUFBTSxPQUFPLGdCQUFnQixFQUFFLFNBQVMsUUFBUSxFQUFFLFVBQVUsV0FBVyxDQUFDLEdBQ2hGLENBQUMsZ0NBQWdDLEVBQUUsS0FBSztRQUM1QztNQUNGO01BQ0EsTUFBTSxHQUFHLEdBQUc7UUFBRSxHQUFHLE1BQU0sR0FBRztNQUEyQjtJQUN2RDtJQUNBLElBQUksTUFBTSxHQUFHLEtBQUssV0FBVztNQUMzQixJQUFJLE9BQU8sTUFBTSxHQUFHLEtBQUssWUFBWSxNQUFNLEdBQUcsS0FBSyxJQUFJO1FBQ3JELE9BQU8sR0FBRyxNQUFNLE9BQU8sOENBQThDLENBQUM7TUFDeEU7TUFDQSxJQUFJLENBQUMsTUFBTSxHQUFHLENBQUMsWUFBWSxJQUFJO1FBQzdCLE9BQU8sR0FBRyxNQUFNLE9BQU8sK0RBQStELENBQUMsR0FDckYsQ0FBQyxvREFBb0QsQ0FBQztNQUMxRDtNQUNBLElBQUksQ0FBQyxNQUFNLEdBQUcsQ0FBQyxVQUFVLENBQUMsUUFBUSxjQUFjLE1BQU07UUFDcEQsT0FBTyxHQUFHLE1BQU0sT0FBTyxjQUFjLEVBQUUsY0FBYztNQUN2RDtNQUNBLE1BQU0sR0FBRyxHQUFHLE1BQU0sR0FBRyxDQUFDLFVBQVUsQ0FBQyxPQUFPLE1BQU0sR0FBRyxHQUFHLEdBQUcsVUFBVSxDQUFDLEVBQUUsTUFBTSxHQUFHLEVBQUU7TUFDL0UsSUFBSSxXQUFXLElBQUksQ0FBQyxNQUFNLEdBQUcsR0FBRyxNQUFNLFFBQVEsR0FBRztNQUNqRCxNQUFNLEtBQUssR0FBRyxVQUFVLEdBQUcsQ0FBQyxTQUFTLE1BQU0sV0FBVztJQUN4RDtJQUNBLE1BQU0sQ0FBQyxLQUFLLEdBQUc7RUFDakI7RUFDQSxPQUFPO0FBQ1Q7QUFFQTs7Ozs7Ozs7Ozs7Ozs7O0NBZUMsR0FDRCxPQUFPLFNBQVMsY0FBYyxFQUFVLEVBQUUsRUFBVSxFQUFFLFFBQTJCLEVBQUU7RUFDakYsT0FBTyxZQUFZO09BQUk7SUFBYTtJQUFTO0lBQVE7SUFBSTtJQUFRO09BQU87R0FBTTtBQUNoRjtBQUVBLDJGQUEyRixHQUMzRixTQUFTO0VBQ1AsTUFBTSxPQUFPLEtBQUssUUFBUTtFQUMxQixNQUFNLE9BQU8sS0FBSyxVQUFVO0VBQzVCLE1BQU0sU0FBUywwQkFBMEIsSUFBSSxDQUFDO0VBQzlDLElBQUksQ0FBQyxRQUFRLE9BQU87SUFBQztHQUFLO0VBQzFCLE1BQU0sU0FBUyxLQUFLLFVBQVUsQ0FBQyxXQUFXLG1CQUFtQixJQUFJLElBQUksTUFBTSxRQUFRLElBQUk7RUFDdkYsT0FBTztJQUFDO0lBQU07SUFBTztJQUFNO0dBQU87QUFDcEM7QUFFQSxTQUFTLFNBQVMsS0FBYztFQUM5QixPQUFPLE9BQU8sVUFBVSxZQUFZLFVBQVUsUUFBUSxDQUFDLE1BQU0sT0FBTyxDQUFDO0FBQ3ZFIn0=
// denoCacheMetadata=2238946924192986132,13877725986923465436