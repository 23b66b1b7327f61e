/**
 * The `sdk-server-*` baselines (issue 13): the official SDK's own server, `AcpServer` from
 * `@agentclientprotocol/sdk/experimental/server` 2.4.0, hosted with `Deno.serve` at `/acp`
 * (Streamable HTTP, and WebSocket through `prepareWebSocketUpgrade` + `Deno.upgradeWebSocket`,
 * as in ../shared/research/remote-wire.md §1) in front of the same agent process as
 * `serve --listen`: each connection starts `AGENT [ARGS…]` and joins it with `ndJsonStream`
 * (which parses every agent line and serializes every message again, as the server does).
 *
 * ```sh
 * deno run -A bench/sdk_server.ts AGENT [ARGS...]
 * ```
 *
 * Prints `sdk-server: listening on http://127.0.0.1:PORT/acp` on stderr. A connection's end
 * (DELETE, socket close) closes its agent's input; SIGTERM or SIGINT closes every connection,
 * kills agents still running and exits 0.
 *
 * @module
 */

import { ndJsonStream } from "@agentclientprotocol/sdk";
import { AcpServer } from "@agentclientprotocol/sdk/experimental/server";

type Connector = ReturnType<ConstructorParameters<typeof AcpServer>[0]["createAgent"] & object>;

const [program, ...args] = Deno.args;
if (!program) throw new Error("usage: sdk_server.ts AGENT [ARGS...]");
const agents = new Set<Deno.ChildProcess>();

/** A connector that starts the agent process for each connection. */
function processAgent(): Connector {
  return {
    connect(stream) {
      const child = new Deno.Command(program, {
        args,
        stdin: "piped",
        stdout: "piped",
        stderr: "inherit",
      }).spawn();
      agents.add(child);
      const agent = ndJsonStream(child.stdin, child.stdout);
      // Connection input → agent (its end closes the agent's input); agent output → connection.
      stream.readable.pipeTo(agent.writable).catch(() => {});
      const output = agent.readable.pipeTo(stream.writable).catch(() => {});
      const closed = child.status.then(async () => {
        agents.delete(child);
        await output;
      });
      return { closed };
    },
  };
}

const acpServer = new AcpServer({ createAgent: processAgent });
const http = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
  const url = new URL(req.url);
  if (url.pathname !== "/acp") return new Response("Not Found", { status: 404 });
  if (req.headers.get("upgrade")?.toLowerCase() === "websocket") {
    const prepared = acpServer.prepareWebSocketUpgrade();
    const { socket, response } = Deno.upgradeWebSocket(req);
    response.headers.set("Acp-Connection-Id", prepared.connectionId);
    prepared.accept(socket);
    return response;
  }
  // A request of our own: reading Deno's request.signal prints a "legacy behaviour" warning.
  return acpServer.handleRequest(
    new Request(req.url, { method: req.method, headers: req.headers, body: req.body }),
  );
});
await Deno.stderr.write(
  new TextEncoder().encode(
    `sdk-server: listening on http://127.0.0.1:${http.addr.port}/acp\n`,
  ),
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const closing = acpServer.close().catch(() => {});
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  for (const child of agents) {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
  await Promise.race([http.shutdown(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  Deno.exit(0);
}
Deno.addSignalListener("SIGTERM", stop);
Deno.addSignalListener("SIGINT", stop);
