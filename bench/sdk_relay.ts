/**
 * The `sdk-relay` baseline: what a typical SDK-based proxy does. It starts the agent
 * command and relays messages both ways through `ndJsonStream` from
 * `@agentclientprotocol/sdk`, which parses every line and serializes every message again.
 *
 * ```sh
 * deno run -A bench/sdk_relay.ts AGENT [ARGS...]
 * ```
 *
 * Client end of input closes the agent's input; agent end of output closes stdout; exits
 * with the agent's exit code.
 *
 * @module
 */

import { ndJsonStream } from "@agentclientprotocol/sdk";

const [program, ...args] = Deno.args;
const agent = new Deno.Command(program, {
  args,
  stdin: "piped",
  stdout: "piped",
  stderr: "inherit",
}).spawn();

const client = ndJsonStream(Deno.stdout.writable, Deno.stdin.readable);
const upstream = ndJsonStream(agent.stdin, agent.stdout);

const toAgent = client.readable.pipeTo(upstream.writable, { preventClose: true })
  .catch(() => {})
  .finally(() => agent.stdin.close().catch(() => {}));
const toClient = upstream.readable.pipeTo(client.writable, { preventClose: true })
  .catch(() => {})
  .finally(() => Deno.stdout.writable.close().catch(() => {}));

const { code } = await agent.status;
await toClient;
// The client may still be connected; the agent is gone, so nothing more will flow.
await Promise.race([toAgent, new Promise((resolve) => setTimeout(resolve, 100))]);
Deno.exit(code);
