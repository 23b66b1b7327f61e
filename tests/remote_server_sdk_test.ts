/**
 * Interoperability of the remote server with the official SDK clients
 * (`npm:@agentclientprotocol/sdk@2.4.0`, `/experimental/http-client` and `/experimental/ws-client`):
 * each connection runs a real agent process (the SDK fixture agents, or the scripted agent), its
 * bytes piped between the connection and the child's stdio. The SDK client runs `initialize`,
 * `session/new` and a prompt with a `session/request_permission` round trip, with a bearer token.
 *
 * @module
 */

import assert from "node:assert/strict";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import type { ConnectionHandler } from "../remote/remote_connection.ts";
import {
  AsyncQueue,
  startServer,
  type TestServer,
  within,
} from "./fixtures/remote/server_harness.ts";
import { ROOT, scriptedAgentArgv, sdkAgentArgv } from "./fixtures/fixture_commands.ts";
import { DenoHeadersWebSocket, runV1, runV2 } from "./fixtures/remote/sdk_sessions.ts";

const TOKEN = "sdk-interop-token-0123456789-0123456789";
const SCENARIO_MS = 30_000;

/** Runs `argv` per connection, its stdin and stdout piped to the connection. */
function processHandler(argv: string[]): { handler: ConnectionHandler; exits: number[] } {
  const exits: number[] = [];
  const handler: ConnectionHandler = async (connection) => {
    const [command, ...args] = argv;
    const child = new Deno.Command(command, {
      args,
      cwd: ROOT,
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    const stop = () => {
      try {
        child.kill("SIGTERM");
      } catch {
        // already gone
      }
    };
    connection.signal.addEventListener("abort", stop, { once: true });
    const up = connection.readable.pipeTo(child.stdin).catch(() => {});
    const down = child.stdout.pipeTo(connection.writable).catch(() => {});
    const status = await child.status;
    exits.push(status.code);
    await down;
    await up;
    connection.signal.removeEventListener("abort", stop);
  };
  return { handler, exits };
}

async function serverFor(
  argv: string[],
): Promise<{ server: TestServer; exits: number[] }> {
  const { handler, exits } = processHandler(argv);
  const running: Promise<void>[] = [];
  const tracked: ConnectionHandler = (c) => {
    const run = handler(c);
    running.push(run);
    return run;
  };
  const server = await startServer({ token: TOKEN }, {
    handler: tracked,
    agents: new AsyncQueue(),
    running,
  });
  return { server, exits };
}

const auth = { Authorization: `Bearer ${TOKEN}` };

async function finish(server: TestServer): Promise<void> {
  // The client has closed (DELETE / socket close): the connection ends and its agent with it.
  for (let i = 0; i < 100 && server.listener.activeConnections() > 0; i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.equal(server.listener.activeConnections(), 0, "the client's close ended the connection");
  await server.close();
}

Deno.test("the SDK HTTP client (createHttpStream) runs initialize, session/new and a prompt with a permission round trip through a real v1 agent", async () => {
  const { server, exits } = await serverFor(sdkAgentArgv(1));
  try {
    const stream = createHttpStream(server.url, { headers: auth });
    const outcome = await within(runV1(stream, "hello"), SCENARIO_MS, "the v1 scenario over HTTP");
    assert.equal(outcome.protocolVersion, 1);
    assert.equal(outcome.sessionId, "sdk-v1-session-1");
    assert.equal(outcome.permissionAnswered, true);
    assert.ok(outcome.updates >= 4, `updates: ${outcome.updates}`);
    await finish(server);
    assert.equal(exits.length, 1);
    assert.ok(
      server.log.lines.some((l) => l.includes("ended: DELETE")),
      server.log.lines.join("\n"),
    );
  } finally {
    await server.close();
  }
});

Deno.test("the SDK HTTP client runs the scenario through a real v2 agent", async () => {
  const { server } = await serverFor(sdkAgentArgv(2));
  try {
    const stream = createHttpStream(server.url, { headers: auth });
    const outcome = await within(runV2(stream, "hello"), SCENARIO_MS, "the v2 scenario over HTTP");
    assert.equal(outcome.protocolVersion, 2);
    assert.equal(outcome.permissionAnswered, true);
    assert.ok(outcome.updates >= 4, `updates: ${outcome.updates}`);
    await finish(server);
  } finally {
    await server.close();
  }
});

Deno.test("the SDK HTTP client runs the permission prompt through the scripted agent", async () => {
  const { server } = await serverFor(scriptedAgentArgv(1));
  try {
    const stream = createHttpStream(server.url, { headers: auth });
    const outcome = await within(runV1(stream, "permission"), SCENARIO_MS, "the scripted scenario");
    assert.equal(outcome.protocolVersion, 1);
    assert.equal(outcome.permissionAnswered, true);
    await finish(server);
  } finally {
    await server.close();
  }
});

Deno.test("the SDK WebSocket client (createWebSocketStream) runs the scenario through a real v1 agent", async () => {
  const { server, exits } = await serverFor(sdkAgentArgv(1));
  try {
    const stream = createWebSocketStream(server.url.replace(/^http/, "ws"), {
      headers: auth,
      WebSocket: DenoHeadersWebSocket,
    });
    const outcome = await within(runV1(stream, "hello"), SCENARIO_MS, "the v1 scenario over WS");
    assert.equal(outcome.protocolVersion, 1);
    assert.equal(outcome.permissionAnswered, true);
    assert.ok(outcome.updates >= 4, `updates: ${outcome.updates}`);
    await finish(server);
    assert.equal(exits.length, 1);
    assert.ok(
      server.log.lines.some((l) => l.includes("ended: socket closed")),
      server.log.lines.join("\n"),
    );
  } finally {
    await server.close();
  }
});

Deno.test("the SDK WebSocket client runs the scenario through a real v2 agent", async () => {
  const { server } = await serverFor(sdkAgentArgv(2));
  try {
    const stream = createWebSocketStream(server.url.replace(/^http/, "ws"), {
      headers: auth,
      WebSocket: DenoHeadersWebSocket,
    });
    const outcome = await within(runV2(stream, "hello"), SCENARIO_MS, "the v2 scenario over WS");
    assert.equal(outcome.protocolVersion, 2);
    assert.equal(outcome.permissionAnswered, true);
    await finish(server);
  } finally {
    await server.close();
  }
});
