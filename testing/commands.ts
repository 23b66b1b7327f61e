/**
 * The command words that run this module's agents and client as subprocesses.
 *
 * @module
 */

import type { Protocol } from "./acp_shapes.ts";
import { DEFECT_NAMES, type DefectName } from "./defect_names.ts";
import { shownValue } from "../log/shown_value.ts";

/** Refuses a protocol version the scripted programs do not speak, as their runners do. */
function checkedProtocol(protocol: unknown): Protocol {
  if (protocol !== 1 && protocol !== 2) {
    throw new RangeError(`protocol must be 1 or 2 (got ${shownValue(protocol)})`);
  }
  return protocol;
}

/** A script of this folder as `deno run` takes it: a path for local files, else the URL. */
function script(name: string): string {
  const url = new URL(name, import.meta.url);
  return url.protocol === "file:" ? decodeURIComponent(url.pathname) : url.href;
}

/**
 * `deno run testing/scripted_agent.ts --protocol N ...flags`, with the running Deno binary
 * (no permissions needed).
 *
 * @param protocol The agent's protocol version.
 * @param flags More flags: `--name NAME`, `--report-init`, `--exit-code N`,
 *   `--stderr TEXT`, `--banner TEXT`.
 * @returns The command words.
 * @throws {RangeError} For a protocol version other than 1 or 2.
 *
 * @example Spawn a v2 scripted agent
 * ```ts
 * import { scriptedAgentCommand } from "./mod.ts";
 * const [program, ...args] = scriptedAgentCommand(2, "--name", "my-agent");
 * const agent = new Deno.Command(program, { args, stdin: "piped", stdout: "piped" }).spawn();
 * await agent.stdin.close(); // EOF: the agent exits 0
 * await agent.stdout.cancel();
 * console.log((await agent.status).code);
 * ```
 */
export function scriptedAgentCommand(protocol: Protocol, ...flags: string[]): string[] {
  checkedProtocol(protocol);
  return [
    Deno.execPath(),
    "run",
    script("./scripted_agent.ts"),
    "--protocol",
    String(protocol),
    ...flags,
  ];
}

/**
 * `deno run testing/scripted_client.ts --protocol N ...flags`, with the running Deno binary
 * (no permissions needed).
 *
 * @param protocol The client's protocol version.
 * @param flags More flags: `--prompt TEXT` (repeatable), `--cancel`, `--name NAME`.
 * @returns The command words.
 * @throws {RangeError} For a protocol version other than 1 or 2.
 *
 * @example A client command for acp-proxy's client router
 * ```ts
 * import { scriptedClientCommand } from "./mod.ts";
 * console.log(scriptedClientCommand(1, "--prompt", "hello").join(" "));
 * ```
 */
export function scriptedClientCommand(protocol: Protocol, ...flags: string[]): string[] {
  checkedProtocol(protocol);
  return [
    Deno.execPath(),
    "run",
    script("./scripted_client.ts"),
    "--protocol",
    String(protocol),
    ...flags,
  ];
}

/**
 * `deno run --allow-run=sleep testing/defect_agent.ts --defect NAME [--protocol N]`, with
 * the running Deno binary: an agent with exactly one known defect.
 *
 * @param defect The defect's name (one of `DEFECT_NAMES`; `none` is a correct agent).
 * @param protocol The highest version the agent speaks. Default 2.
 * @returns The command words.
 * @throws {RangeError} For a defect or protocol version it does not have.
 *
 * @example A command line for `acp-proxy probe`
 * ```ts
 * import { defectAgentCommand } from "./mod.ts";
 * console.log(`acp-proxy probe --agent "${defectAgentCommand("banner").join(" ")}"`);
 * ```
 */
export function defectAgentCommand(defect: DefectName, protocol: Protocol = 2): string[] {
  checkedProtocol(protocol);
  if (!(DEFECT_NAMES as readonly string[]).includes(defect)) {
    throw new RangeError(
      `not a defect: ${shownValue(defect)}; use one of ${DEFECT_NAMES.join(", ")}`,
    );
  }
  return [
    Deno.execPath(),
    "run",
    "--allow-run=sleep",
    script("./defect_agent.ts"),
    "--defect",
    defect,
    "--protocol",
    String(protocol),
  ];
}
