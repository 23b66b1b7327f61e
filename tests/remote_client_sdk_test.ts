/**
 * The remote agent client (`remote/remote_agent.ts`) against the official SDK server
 * (`AcpServer`, `@agentclientprotocol/sdk` 2.4.0, hosted with `Deno.serve` at `/acp`) in front
 * of an SDK-built v1 agent: a client's raw lines through a prompt turn with a permission
 * round trip, over Streamable HTTP and over WebSocket (REMOTE §4).
 */

import assert from "node:assert/strict";
import { remoteAgent } from "../remote/remote_agent.ts";
import { startSdkServer } from "./fixtures/remote/client_sdk_server.ts";
import { LineDriver } from "./fixtures/remote/client_driver.ts";

async function promptTurn(scheme: "http" | "ws"): Promise<void> {
  const server = startSdkServer();
  try {
    const origin = scheme === "http" ? server.origin : server.origin.replace(/^http/, "ws");
    const open = remoteAgent(origin, { initTimeoutMs: 5_000 });
    const agent = new LineDriver(await open());

    await agent.send(
      `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}`,
    );
    const init = await agent.nextMessage();
    assert.equal(init.id, 0);
    assert.equal((init.result as { protocolVersion: number }).protocolVersion, 1);

    await agent.send(
      `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`,
    );
    const created = await agent.until((m) => m.id === 1);
    const sessionId = (created.message.result as { sessionId: string }).sessionId;
    assert.equal(sessionId, "sdk-remote-session-1");

    await agent.send({
      jsonrpc: "2.0",
      id: 2,
      method: "session/prompt",
      params: { sessionId, prompt: [{ type: "text", text: "hello" }] },
    });
    const ask = await agent.until((m) => m.method === "session/request_permission");
    assert.deepEqual(
      ask.before.map((m) =>
        (m.params as { update: { content: { text: string } } }).update.content.text
      ),
      ["chunk 1 of 3: hello", "chunk 2 of 3: hello", "chunk 3 of 3: hello"],
    );
    assert.equal((ask.message.params as { sessionId: string }).sessionId, sessionId);
    await agent.send({
      jsonrpc: "2.0",
      id: ask.message.id,
      result: { outcome: { outcome: "selected", optionId: "allow" } },
    });
    const done = await agent.until((m) => m.id === 2);
    assert.deepEqual(done.message.result, { stopReason: "end_turn" });
    assert.deepEqual(
      done.before.map((m) =>
        (m.params as { update: { content: { text: string } } }).update.content.text
      ),
      ["permission: allow"],
    );

    await agent.close();
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
}

Deno.test("remote client over HTTP completes a prompt turn with a permission round trip against the SDK server", async () => {
  await promptTurn("http");
});

Deno.test("remote client over WebSocket completes a prompt turn with a permission round trip against the SDK server", async () => {
  await promptTurn("ws");
});
