/**
 * A minimal ACP agent with exactly one known defect, for testing `acp-proxy probe` and
 * other conformance tools. Dependency-free: run it with `deno run`.
 *
 * ```sh
 * deno run --allow-run=sleep testing/defect_agent.ts --defect NAME [--protocol 1|2]
 * ```
 *
 * Without a defect (`--defect none`) it answers `initialize` (v1 with the v1 shape, v2 with
 * the v2 shape when `--protocol 2`, the default; a v1 agent answers every version with 1),
 * `session/new`, unknown methods with `-32601`, ignores notifications (`$/cancel_request`
 * for an unknown id too), answers a repeated `initialize`, and exits at stdin EOF.
 *
 * | Defect                        | What is wrong                                              |
 * | ----------------------------- | ---------------------------------------------------------- |
 * | `banner`                      | a text line on stdout before the first frame               |
 * | `wrong-id`                    | `initialize` answered with id + 1000                       |
 * | `v1-shape-claims-2`           | a v2 `initialize` answered with a v1 result claiming 2     |
 * | `no-exit-on-eof`              | keeps running after stdin EOF                              |
 * | `child-left-behind`           | starts `sleep 120` at `initialize`; it outlives the agent   |
 * | `slow-start`                  | answers `initialize` 2.5 s late                            |
 * | `schema-invalid-capabilities` | capabilities of the wrong type                             |
 * | `internal-error-for-unknown`  | `-32603` instead of `-32601` for unknown methods           |
 * | `huge-line`                   | a 9 MiB text line on stdout before the first frame         |
 * | `double-answer`               | every request answered twice                               |
 *
 * @module
 */

import { DEFECT_NAMES, type DefectName } from "./defect_names.ts";
import { shownValue } from "../log/shown_value.ts";

type Json = Record<string, unknown>;

/** Options of {@linkcode runDefectAgent}. */
export interface DefectAgentOptions {
  /** The one defect. */
  defect: DefectName;
  /** The highest protocol version the agent speaks. Default 2. */
  protocol?: 1 | 2;
}

const AGENT_INFO = { name: "defect-agent", version: "1.0.0" };

/**
 * Serves one connection on this process's stdin and stdout until stdin EOF.
 *
 * @param options The defect and the protocol version.
 * @returns The exit code (0).
 * @throws {RangeError} When the defect or the protocol version is not one it has.
 *
 * @example Run a correct v1 agent
 * ```ts ignore
 * import { runDefectAgent } from "./defect_agent.ts";
 * Deno.exit(await runDefectAgent({ defect: "none", protocol: 1 }));
 * ```
 */
export async function runDefectAgent(options: DefectAgentOptions): Promise<number> {
  const { defect } = options;
  const protocol = options.protocol ?? 2;
  // A typo would run the correct agent, and a probe of it would pass.
  if (!(DEFECT_NAMES as readonly string[]).includes(defect)) {
    throw new RangeError(
      `not a defect: ${shownValue(defect)}; use one of ${DEFECT_NAMES.join(", ")}`,
    );
  }
  if (protocol !== 1 && protocol !== 2) {
    throw new RangeError(
      `protocol must be 1 or 2 (got ${shownValue(protocol)})`,
    );
  }
  const encoder = new TextEncoder();
  const write = async (text: string): Promise<void> => {
    const bytes = encoder.encode(text);
    for (let n = 0; n < bytes.length;) n += await Deno.stdout.write(bytes.subarray(n));
  };
  const send = (message: Json): Promise<void> => {
    const line = JSON.stringify(message) + "\n";
    const answer = "id" in message && !("method" in message);
    return write(defect === "double-answer" && answer ? line + line : line);
  };
  if (defect === "banner") await write("defect-agent 1.0.0 ready, waiting for a client\n");
  if (defect === "huge-line") await write(`${"#".repeat(9 * 1024 * 1024)}\n`);
  let sessions = 0;
  const handle = async (message: Json): Promise<void> => {
    const { id, method, params } = message;
    if (typeof method !== "string" || id === undefined) return; // responses, notifications
    if (method === "initialize") {
      if (defect === "slow-start") await new Promise((r) => setTimeout(r, 2_500));
      if (defect === "child-left-behind") startChild();
      const requested = (params as Json | undefined)?.protocolVersion;
      const version = protocol === 2 && typeof requested === "number" && requested >= 2 ? 2 : 1;
      const answerId = defect === "wrong-id" && typeof id === "number" ? id + 1000 : id;
      return await send({ jsonrpc: "2.0", id: answerId, result: initializeResult(version) });
    }
    if (method === "session/new") {
      return await send({ jsonrpc: "2.0", id, result: { sessionId: `s-${++sessions}` } });
    }
    const code = defect === "internal-error-for-unknown" ? -32603 : -32601;
    const text = code === -32601 ? `Method not found: ${method}` : "Internal error";
    await send({ jsonrpc: "2.0", id, error: { code, message: text } });
  };
  const initializeResult = (version: 1 | 2): Json => {
    const invalid = defect === "schema-invalid-capabilities";
    if (version === 1 || defect === "v1-shape-claims-2") {
      return {
        protocolVersion: version,
        agentInfo: AGENT_INFO,
        agentCapabilities: invalid ? { loadSession: "yes" } : { loadSession: false },
        authMethods: [],
      };
    }
    return { protocolVersion: 2, info: AGENT_INFO, capabilities: invalid ? "all" : {} };
  };
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of Deno.stdin.readable) {
    pending += decoder.decode(chunk, { stream: true });
    for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n")) {
      const line = pending.slice(0, nl).trim();
      pending = pending.slice(nl + 1);
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        continue; // malformed lines are ignored
      }
      if (typeof message === "object" && message !== null && !Array.isArray(message)) {
        await handle(message as Json);
      }
    }
  }
  if (defect === "no-exit-on-eof") await new Promise(() => setInterval(() => {}, 60_000));
  return 0;
}

/** `child-left-behind`: a process in the agent's group that outlives it. */
function startChild(): void {
  const child = new Deno.Command("sleep", {
    args: ["120"],
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  child.unref();
}

if (import.meta.main) {
  const args = Deno.args;
  // Flags and their values in pairs, each flag known: a typo is a usage error, not the
  // correct agent (a probe of it would pass).
  const given = new Map<string, string>();
  let bad = args.length % 2 !== 0;
  for (let i = 0; i + 1 < args.length; i += 2) {
    if (!["--defect", "--protocol"].includes(args[i]) || given.has(args[i])) bad = true;
    given.set(args[i], args[i + 1]);
  }
  const defect = given.get("--defect") ?? "none";
  const protocol = given.get("--protocol") ?? "2";
  if (
    bad || !(DEFECT_NAMES as readonly string[]).includes(defect) || !["1", "2"].includes(protocol)
  ) {
    console.error(
      `usage: defect_agent.ts --defect ${DEFECT_NAMES.join("|")} [--protocol 1|2]`,
    );
    Deno.exit(2);
  }
  Deno.exit(
    await runDefectAgent({ defect: defect as DefectName, protocol: Number(protocol) as 1 | 2 }),
  );
}
