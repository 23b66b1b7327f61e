/**
 * A remote agent address as the agent router's implementation: the router's own selection,
 * byte path and lifecycle in front of `remoteAgent(url)`, against the official SDK server,
 * over Streamable HTTP and WebSocket; and a remote agent that cannot be reached.
 */

import assert from "node:assert/strict";
import { AgentRouter } from "../agent_router/agent_router.ts";
import { remoteAgent } from "../remote/remote_agent.ts";
import { RemoteAgentError } from "../remote/remote_agent_error.ts";
import type { Connection } from "../transport/duplex.ts";
import { startSdkServer } from "./fixtures/remote/client_sdk_server.ts";
import { LineDriver, WAIT_MS } from "./fixtures/remote/client_driver.ts";
import { within } from "./fixtures/support.ts";

/** A client connected to an agent router whose v1 implementation is `url`. */
function routed(url: string) {
  const toRouter = new TransformStream<Uint8Array, Uint8Array>();
  const fromRouter = new TransformStream<Uint8Array, Uint8Array>();
  const router = new AgentRouter({ v1: remoteAgent(url, { initTimeoutMs: 5_000 }), graceMs: 500 });
  const outcome = router.serve({ readable: toRouter.readable, writable: fromRouter.writable });
  const client: Connection = { readable: fromRouter.readable, writable: toRouter.writable };
  return {
    client: new LineDriver(client),
    outcome: within(outcome, WAIT_MS, "the router's outcome"),
  };
}

for (const scheme of ["http", "ws"] as const) {
  Deno.test(`the agent router serves a client through a remote ${scheme}:// agent and ends when the client leaves`, async () => {
    const server = startSdkServer();
    try {
      const origin = scheme === "http" ? server.origin : server.origin.replace(/^http/, "ws");
      const { client, outcome } = routed(origin);
      await client.send(
        `{"jsonrpc":"2.0","id":"i","method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}`,
      );
      const init = await client.nextMessage();
      assert.equal(init.id, "i");
      assert.equal((init.result as { protocolVersion: number }).protocolVersion, 1);
      await client.send(
        `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}`,
      );
      const created = await client.until((m) => m.id === 1);
      assert.equal(
        (created.message.result as { sessionId: string }).sessionId,
        "sdk-remote-session-1",
      );
      await client.close();
      assert.deepEqual(await client.rest(), []);
      const end = await outcome;
      assert.equal(end.selected, 1);
      assert.equal(end.end, "client-left");
      assert.equal(end.implementation?.code, 0);
      client.release();
    } finally {
      await server.close();
    }
  });
}

Deno.test("the agent router answers initialize with the remote agent's -32603 when the address cannot be reached", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  for (const url of [`http://127.0.0.1:${port}`, `ws://127.0.0.1:${port}`]) {
    const { client, outcome } = routed(url);
    await client.send(
      `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":1}}`,
    );
    const answer = await client.nextMessage();
    assert.equal(answer.id, 3);
    assert.equal((answer.error as { code: number }).code, -32603);
    assert.match(
      (answer.error as { message: string }).message,
      /could not (reach|connect to) the remote agent/,
    );
    await client.close().catch(() => {});
    await client.rest();
    const end = await outcome;
    assert.equal(end.end, "start-failed");
    assert.ok(end.error instanceof RemoteAgentError, String(end.error));
    assert.equal(end.error.name, "RemoteAgentError");
    assert.equal(end.error.url, `${url}/acp`);
    assert.equal(end.error.status, null);
    client.release();
  }
});

Deno.test("a remote agent that refuses the connection ends the route with a RemoteAgentError that keeps the status", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response("no entry", { status: 401 }),
  );
  try {
    for (const scheme of ["http", "ws"]) {
      const url = `${scheme}://127.0.0.1:${server.addr.port}/acp`;
      const { client, outcome } = routed(url);
      await client.send(
        `{"jsonrpc":"2.0","id":"r","method":"initialize","params":{"protocolVersion":1}}`,
      );
      const answer = await client.nextMessage();
      assert.equal((answer.error as { code: number }).code, -32603, scheme);
      await client.close().catch(() => {});
      await client.rest();
      const end = await outcome;
      assert.equal(end.end, "start-failed", scheme);
      assert.ok(end.error instanceof RemoteAgentError, `${scheme}: ${end.error}`);
      assert.equal(end.error.url, url);
      assert.equal(end.error.status, 401, scheme);
      client.release();
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("a remote agent's HTTP refusal reaches the routers' client with its body's exact text in error.data (a 20-digit id keeps its digits), from the agent router and the conductor", async (t) => {
  const { listenAcp, Conductor } = await import("../mod.ts");
  const { duplexPair } = await import("../testing/mod.ts");
  const listener = await listenAcp({
    handler: async (c) => {
      c.startFailed();
      await c.readable.cancel();
    },
  });
  const id = "12345678901234567890";
  const init = new TextEncoder().encode(
    `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":{"protocolVersion":1}}\n`,
  );
  try {
    const routers = {
      "agent router": () => new AgentRouter({ v1: remoteAgent(listener.url) }),
      "conductor": () => new Conductor({ proxies: [], agent: remoteAgent(listener.url) }),
    };
    for (const [name, make] of Object.entries(routers)) {
      await t.step(name, async () => {
        const [client, server] = duplexPair();
        const writer = client.writable.getWriter();
        void writer.write(init).catch(() => {});
        const answer = new Response(client.readable).text();
        const served: Promise<{ end: string }> = make().serve(server);
        const outcome = await within(served, WAIT_MS, "the route ends");
        assert.equal(outcome.end, "start-failed");
        const text = await within(answer, WAIT_MS, "the answer");
        assert.match(text, /"code":-32603/);
        // Its own id, and the server's 502 body's id, both whole.
        assert.equal(text.split(`"id":${id}`).length - 1, 2, text);
        assert.match(text, /"data":\{"status":502,"body":\{/);
      });
    }
  } finally {
    await listener.shutdown();
  }
});
