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
 */

import {
  commandProblem,
  commandProblemText,
  joinCommand,
  splitCommand,
  uncarriedCharacter,
} from "../process/split_command.ts";
import { REMOTE_ADDRESS, remoteAddressProblem } from "./remote_address.ts";
import { shellSyntaxProblem } from "./shell_syntax.ts";

/**
 * The variables acp-proxy sets for a named pair's inner router (the remote token, what the
 * router runs as; `args.ts` names them): an entry's `env` that set them would hand them to an
 * agent, or pass for acp-proxy's own.
 */
const OWN_VARIABLES: readonly string[] = ["ACP_PROXY_REMOTE_TOKEN", "ACP_PROXY_INNER_ROUTER"];

/** One entry of the config file's `"agents"` table. */
export interface NamedAgent {
  /** The command serving ACP v1 (or a remote agent's URL). */
  v1?: string;
  /** The command serving ACP v2 (or a remote agent's URL). */
  v2?: string;
  /** Variables added to the inherited environment of the agent's commands. */
  env?: Record<string, string>;
  /** The working directory of the agent's commands (absolute once loaded). */
  cwd?: string;
  /** Where `cwd` is in the config file (`path:line:column`), for messages about it. */
  cwdAt?: string;
  /** Whether `cwd` was written with a leading `~` (not expanded there), for the message. */
  cwdTilde?: boolean;
  /** Where `v1` and `v2` are in the config file (`path:line:column`), for messages. */
  commandsAt?: { v1?: string; v2?: string };
}

/** The config file's `"agents"` table: name -> entry. */
export type NamedAgents = Record<string, NamedAgent>;

const ENTRY_KEYS = ["v1", "v2", "env", "cwd"] as const;

/** Why a relative path in a config file that is no file (a pipe) cannot be resolved. */
export const NO_DIRECTORY = "the config file is a pipe or a FIFO (<(...)), which has no " +
  "directory for it to start at; give an absolute path";
/** What a named agent's name is: ASCII letters, digits, '.', '_' and '-', from a letter or digit. */
export const AGENT_NAME: RegExp = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

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
 */
export function entryKey(name: string, key: string): string {
  return JSON.stringify([name, key]);
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
 */
export function checkNamedAgents(
  value: unknown,
  where: string,
  configDir: string | null,
  positions: ReadonlyMap<string, string> = new Map(),
): NamedAgents | string {
  if (!isObject(value)) {
    return `${where}: "agents" must be an object of named agents, e.g. ` +
      `{"codex": {"v1": "codex-acp"}}`;
  }
  const agents: NamedAgents = {};
  for (const [name, entry] of Object.entries(value)) {
    // The entry's own place, and each of its keys', when the loader knows them.
    const at = `${positions.get(name) ?? where}: "agents.${name}"`;
    const atKey = (key: string) =>
      `${positions.get(entryKey(name, key)) ?? where}: "agents.${name}.${key}"`;
    if (!AGENT_NAME.test(name)) {
      return `${at}: a name is ASCII letters, digits, '.', '_' and '-', starting with a letter or digit`;
    }
    if (!isObject(entry)) return `${at} must be an object, e.g. {"v1": "my-agent"}`;
    for (const key of Object.keys(entry)) {
      if (!(ENTRY_KEYS as readonly string[]).includes(key)) {
        return `${positions.get(entryKey(name, key)) ?? where}: "agents.${name}": unknown key ` +
          `"${key}"; use ${ENTRY_KEYS.join(", ")}`;
      }
    }
    const agent: NamedAgent = {};
    for (const key of ["v1", "v2"] as const) {
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
      if (!isObject(entry.env) || !Object.values(entry.env).every((v) => typeof v === "string")) {
        return `${atKey("env")} must be an object of strings, e.g. {"RUST_LOG": "info"}`;
      }
      for (const variable of Object.keys(entry.env)) {
        if (variable === "" || variable.includes("=") || uncarriedCharacter(variable) !== null) {
          return `${atKey("env")}: '${variable}' is not an environment variable name`;
        }
        if (OWN_VARIABLES.includes(variable)) {
          return `${atKey("env")}: '${variable}' is acp-proxy's own (it hands it to a named ` +
            `pair's inner router), not an agent's; remove it` +
            (variable === "ACP_PROXY_REMOTE_TOKEN"
              ? ` (a remote agent's token is given with --remote-token-file or ` +
                `"remote-token-file")`
              : "");
        }
        const uncarried = uncarriedCharacter((entry.env as Record<string, string>)[variable]);
        if (uncarried !== null) {
          const fix = uncarried === "a NUL character" ? "remove it" : "write the whole character";
          return `${atKey("env")}: the value of '${variable}' holds ${uncarried}, which no ` +
            `environment variable can carry; ${fix}`;
        }
      }
      agent.env = { ...entry.env as Record<string, string> };
    }
    if (entry.cwd !== undefined) {
      if (typeof entry.cwd !== "string" || entry.cwd === "") {
        return `${atKey("cwd")} must be a directory path, e.g. "/srv/project"`;
      }
      if (!entry.cwd.isWellFormed()) {
        return `${atKey("cwd")} has half of a UTF-16 surrogate pair (a \\uD800-\\uDFFF escape ` +
          `alone), which no directory name can carry; remove it`;
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
 */
export function routerCommand(v1: string, v2: string, flags: readonly string[] = []): string {
  return joinCommand([...selfWords(), "serve", "--v1", v1, "--v2", v2, ...flags]);
}

/** The words that start this program again: `deno run -A mod.ts`, or the compiled binary. */
function selfWords(): string[] {
  const exec = Deno.execPath();
  const main = Deno.mainModule;
  const isDeno = /(?:^|\/)deno(?:\.exe)?$/.test(exec);
  if (!isDeno) return [exec];
  const script = main.startsWith("file:") ? decodeURIComponent(new URL(main).pathname) : main;
  return [exec, "run", "-A", script];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
