/**
 * The client router (ROUTING §4) with in-process clients and agents: the twins of acp-go's
 * clientrouter tests 7–11 (same names, same factory-call counts) and the extra conformance
 * cases from research/acp-go-routers.md.
 *
 * @module
 */

import { connectExitCode } from "../cli/exit_code.ts";
import { RouterConfigError } from "../routing/router_config_error.ts";
import assert from "node:assert/strict";
import { ClientRouter, type ClientRouterOptions } from "../client_router/client_router.ts";
import { ClientRouterError } from "../client_router/client_router_error.ts";
import { HandshakePeer } from "../client_router/handshake_peer.ts";
import type { ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import { inProcess } from "../transport/in_process.ts";
import { command } from "../process/command.ts";
import { defectAgentCommand, scriptedClientCommand } from "../testing/commands.ts";
import { ProtocolError } from "../schema/protocol_error.ts";
import {
  defaultParams,
  type FakeAgentOptions,
  Lines,
  runFakeAgent,
  runScriptedClient,
  type ScriptedClientOptions,
  type ScriptedClientReport,
} from "./fixtures/client_router/peers.ts";
import { within } from "./fixtures/support.ts";

const encoder = new TextEncoder();

/** A fake agent factory that counts its connections and records what each one saw. */
function fakeAgent(options: FakeAgentOptions) {
  const agent = {
    opens: 0,
    initializes: [] as Record<string, unknown>[],
    factory: (() => {
      agent.opens++;
      return inProcess(({ readable, writable }) =>
        runFakeAgent(
          {
            ...options,
            onEvent: (e) => {
              if (e.event === "initialize") {
                agent.initializes.push(
                  e.params as Record<string, unknown>,
                );
              }
            },
          },
          readable,
          writable,
        )
      )();
    }) as ConnectionFactory,
  };
  return agent;
}

/** A raw in-process agent for shapes the fake agent does not make. */
function rawAgent(serve: (stream: DuplexStream) => Promise<void>) {
  const agent = {
    opens: 0,
    factory: (() => {
      agent.opens++;
      return inProcess(serve)();
    }) as ConnectionFactory,
  };
  return agent;
}

/** A scripted client factory that counts its instances and keeps every report. */
function scriptedClient(options: ScriptedClientOptions) {
  const client = {
    calls: 0,
    reports: [] as ScriptedClientReport[],
    factory: (() => {
      client.calls++;
      return inProcess(async ({ readable, writable }) => {
        const report = await runScriptedClient(options, readable, writable);
        client.reports.push(report);
        if (report.exitCode !== 0) throw new Error(`client v${options.protocol} failed`);
      })();
    }) as ConnectionFactory,
  };
  return client;
}

/** A client factory that must not be called (acp-go's `t.Fatal` factory). */
function forbiddenClient() {
  const client = {
    calls: 0,
    factory: (() => {
      client.calls++;
      throw new Error("this client factory must not be called");
    }) as ConnectionFactory,
  };
  return client;
}

function router(options: ClientRouterOptions): ClientRouter {
  return new ClientRouter({ graceMs: 500, initTimeoutMs: 5_000, ...options });
}

/** An initialize request line (with LF). */
function initializeLine(id: string, params: string): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":${params}}\n`;
}

const V1_RESULT =
  `{"protocolVersion":1,"agentInfo":{"name":"fixture-agent","version":"1"},"agentCapabilities":{}}`;

// ---- acp-go clientrouter twins ---------------------------------------------------------------

Deno.test("TestClientRouterRoutesToV2", async () => {
  const v1 = forbiddenClient();
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "v2" });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.equal(result.error, undefined);
  assert.equal(connectExitCode(result), 0);
  assert.equal(result.selected, 2);
  assert.equal(agent.opens, 1);
  assert.equal(v1.calls, 0);
  assert.deepEqual(
    [result.agentsOpened, result.v1ClientsCreated, result.v2ClientsCreated, result.reused],
    [1, 0, 1, false],
  );
  assert.ok(v2.reports[0].received.some((l) => l.includes(`"sessionId":"v2-session"`)));
});

Deno.test("TestClientRouterRoutesDirectlyToV1", async () => {
  const v1 = scriptedClient({ protocol: 1 });
  const agent = fakeAgent({ mode: "downgrade" });
  const result = await router({ v1Client: v1.factory, agent: agent.factory }).connect();
  assert.equal(result.error, undefined);
  assert.equal(connectExitCode(result), 0);
  assert.equal(result.selected, 1);
  assert.equal(agent.opens, 1);
  assert.equal(v1.calls, 1);
  assert.equal(agent.initializes[0].protocolVersion, 1);
});

Deno.test("TestClientRouterReusesMatchingV1FallbackConnection", async () => {
  const v1 = scriptedClient({ protocol: 1 });
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "downgrade" });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.equal(result.error, undefined);
  assert.equal(connectExitCode(result), 0);
  assert.equal(result.selected, 1);
  assert.equal(result.reused, true);
  assert.equal(agent.opens, 1);
  assert.equal(result.agentsOpened, 1);
  assert.equal(v1.calls, 1);
  assert.equal(v2.calls, 1);
  // The agent saw only the v2 initialize; the v1 client's session ran on the same connection.
  assert.equal(agent.initializes.length, 1);
  assert.equal(agent.initializes[0].protocolVersion, 2);
  assert.equal(v1.reports[0].exitCode, 0);
  assert.ok(v1.reports[0].received.some((l) => l.includes(`"sessionId":"v1-session"`)));
});

Deno.test('an agent\'s protocolVersion 1 written 1.0, 1E0 or 10e-1 is 1 (ROUTING 4.4, == 1, by exact decimal value): the v1 client is fallen back to; a string "1" is not, nor 1.0000000000000001, which a double rounds to 1 (before: fallen back to)', async () => {
  const notOne = ['"1"', "1.0000000000000001"];
  for (const text of ["1.0", "1E0", "10e-1", ...notOne]) {
    const v1 = scriptedClient({ protocol: 1 });
    const v2 = scriptedClient({ protocol: 2 });
    const agent = fakeAgent({ mode: "downgrade", versionText: text });
    const result = await router({
      v1Client: v1.factory,
      v2Client: v2.factory,
      agent: agent.factory,
    }).connect();
    assert.equal(result.selected, notOne.includes(text) ? 2 : 1, text);
    assert.equal(v1.calls, notOne.includes(text) ? 0 : 1, text);
  }
});

Deno.test("reuse closes the v2 client (ROUTING 4.5): its input ends and it is ended, while the v1 client runs the session on the same agent", async () => {
  const events: string[] = [];
  const v2 = {
    received: [] as string[],
    terminateCalls: 0,
    exited: undefined as Promise<number> | undefined,
    inputEnded: Promise.withResolvers<void>(),
    factory: (async () => {
      const connection = await inProcess(async ({ readable, writable }) => {
        const out = writable.getWriter();
        await out.write(encoder.encode(initializeLine("1", defaultParams(2))));
        const lines = new Lines(readable);
        for (let line = await lines.next(); line !== undefined; line = await lines.next()) {
          v2.received.push(line);
        }
        events.push("v2 client: input ended");
        v2.inputEnded.resolve();
        await out.close().catch(() => {});
      })();
      v2.exited = connection.exited;
      // What a process connection has: how the router makes sure the client is gone.
      const terminate = () => {
        v2.terminateCalls++;
        return connection.exited!;
      };
      return { ...connection, terminate };
    }) as ConnectionFactory,
  };
  let v1Response: string | undefined;
  // The v1 client starts its session only once the v2 client's input has ended: a router
  // that closed the v2 client only after the session would keep it waiting here.
  const v1 = inProcess(async ({ readable, writable }) => {
    const out = writable.getWriter();
    const lines = new Lines(readable);
    await out.write(encoder.encode(initializeLine("7", defaultParams(1))));
    v1Response = await lines.next();
    await within(v2.inputEnded.promise, 5_000, "the v2 client's input to end")
      .catch((e: Error) => events.push(`v1 client: ${e.message}`));
    await out.write(
      encoder.encode(`{"jsonrpc":"2.0","id":8,"method":"session/new","params":{}}\n`),
    );
    events.push(`v1 client: ${await lines.next()}`);
    await out.close();
    while (await lines.next() !== undefined) { /* drain to EOF */ }
  });
  const agent = fakeAgent({ mode: "downgrade" });
  const result = await router({ v1Client: v1, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.equal(result.error, undefined);
  assert.deepEqual(
    [result.selected, result.reused, result.agentsOpened, agent.opens, connectExitCode(result)],
    [1, true, 1, 1, 0],
  );
  assert.equal(v1Response, `{"jsonrpc":"2.0","id":7,"result":${V1_RESULT}}`);
  assert.deepEqual(events, [
    "v2 client: input ended",
    `v1 client: {"jsonrpc":"2.0","id":8,"result":{"sessionId":"v1-session"}}`,
  ]);
  assert.deepEqual(v2.received, [], "the agent's answer went to the v1 client, not to the v2 one");
  assert.equal(await v2.exited, 0, "the v2 client exited at its EOF");
  assert.equal(v2.terminateCalls, 1, "the router ended the v2 client");
  assert.equal(agent.initializes.length, 1, "the v1 session ran on the agent the v2 client opened");
});

Deno.test("TestClientRouterReconnectsWhenV2HasFutureFields", async () => {
  const v1 = scriptedClient({ protocol: 1 });
  const v2 = scriptedClient({
    protocol: 2,
    params:
      `{"protocolVersion":2,"info":{"name":"connector-client","version":"1.0","future":true}}`,
  });
  const agent = fakeAgent({ mode: "downgrade" });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.equal(result.error, undefined);
  assert.equal(connectExitCode(result), 0);
  assert.equal(result.selected, 1);
  assert.equal(result.reused, false);
  assert.equal(agent.opens, 2);
  assert.equal(v1.calls, 2);
  assert.deepEqual([result.agentsOpened, result.v1ClientsCreated], [2, 2]);
  // The second agent connection got the fresh v1 client's own initialize.
  assert.deepEqual(agent.initializes[1], JSON.parse(defaultParams(1)));
  assert.equal(v1.reports.at(-1)!.exitCode, 0);
});

Deno.test("TestClientRouterDoesNotRetryV2Rejection", async () => {
  const v1 = forbiddenClient();
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "error", errorCode: -32000 });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.ok(result.error instanceof ProtocolError, String(result.error));
  assert.equal((result.error as ProtocolError).code, -32000);
  assert.equal(agent.opens, 1);
  assert.equal(v1.calls, 0);
  assert.equal(result.selected, 2);
  assert.equal(connectExitCode(result), 1, "the v2 client's own exit code");
  assert.ok(v2.reports[0].received[0].includes(`"code":-32000`));
});

/** A v2 client program whose first message is `first`, then reads to the end: what it got. */
async function refusedFirstMessage(first: string, maxFrameBytes?: number) {
  let got = "";
  const client: ConnectionFactory = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await writer.write(new TextEncoder().encode(first + "\n"));
    got = await new Response(readable).text();
    await writer.close().catch(() => {});
  });
  const agent = fakeAgent({ mode: "v2" });
  const result = await within(
    router({
      v2Client: client,
      agent: agent.factory,
      ...(maxFrameBytes === undefined ? {} : { maxFrameBytes }),
    }).connect(),
    10_000,
    first,
  );
  return { result, got, agent };
}

Deno.test("a client's first message that breaks rule 4.2 is answered with its JSON-RPC error (under its id, or null), then the client is ended; no agent is opened", async () => {
  const cases = [
    // A v2 client sending a v1 initialize.
    [`{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}`, "7", -32600],
    [`{"jsonrpc":"2.0","id":"a","method":"session/new","params":{}}`, `"a"`, -32600],
    [`not json`, "null", -32700],
    // An invalid request whose id can be read is answered under it (ROUTING 2.7); it got null.
    [`{"jsonrpc":"1.0","id":7,"method":"initialize","params":{"protocolVersion":2}}`, "7", -32600],
    [`{"jsonrpc":"2.0","id":8,"method":5}`, "8", -32600],
    // A notification gets no answer (nothing to answer it under).
    [`{"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":2}}`, undefined, 0],
  ] as const;
  for (const [first, id, code] of cases) {
    const { result, got, agent } = await refusedFirstMessage(first);
    assert.equal(result.end, "handshake-failed", first);
    assert.ok(result.error instanceof ClientRouterError, first);
    assert.equal(agent.opens, 0, first);
    if (id === undefined) assert.equal(got, "", first);
    else {
      const answer = JSON.parse(got);
      assert.equal(JSON.stringify(answer.id), id, first);
      assert.equal(answer.error.code, code, first);
    }
  }
});

Deno.test("a client's first message over the frame limit is answered -32600 under null, naming the limit (it got no answer, only the end of its input); no agent is opened", async () => {
  const first = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"pad":"${
    "x".repeat(200)
  }"}}`;
  const { result, got, agent } = await refusedFirstMessage(first, 100);
  assert.equal(result.end, "handshake-failed");
  assert.equal(agent.opens, 0);
  const answer = JSON.parse(got);
  assert.equal(answer.id, null);
  assert.equal(answer.error.code, -32600);
  assert.match(answer.error.message, /exceeds the 100-byte limit/);
});

Deno.test("blank lines before a client's initialize are skipped, as the agent router skips them (ROUTING 2.2), not answered 'Parse error: the line is blank'", async () => {
  let got = "";
  const client: ConnectionFactory = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await writer.write(new TextEncoder().encode("\n \r\n" + initializeLine("1", defaultParams(2))));
    const reader = readable.getReader();
    const { value } = await reader.read();
    got = new TextDecoder().decode(value);
    await writer.close();
    await reader.cancel().catch(() => {});
  });
  const agent = fakeAgent({ mode: "v2" });
  const result = await within(
    router({ v2Client: client, agent: agent.factory }).connect(),
    10_000,
    "connect",
  );
  assert.equal(result.selected, 2, String(result.error));
  assert.equal(agent.opens, 1);
  assert.equal(JSON.parse(got).id, 1, got);
  assert.equal(JSON.parse(got).result.protocolVersion, 2, got);
});

Deno.test("a client that sends only blank lines, as fast as it can, meets the initialize timeout like a silent one (before, the skipping never timed out and its memory grew until it crashed)", async () => {
  const blanks = new TextEncoder().encode("\n".repeat(64 * 1024));
  let stopped = false;
  const client: ConnectionFactory = inProcess(async ({ writable }) => {
    const writer = writable.getWriter();
    try {
      while (!stopped) await writer.write(blanks);
    } catch { /* ended by the router */ }
  });
  const agent = fakeAgent({ mode: "v2" });
  const started = Date.now();
  const result = await within(
    new ClientRouter({ v2Client: client, agent: agent.factory, graceMs: 200, initTimeoutMs: 500 })
      .connect(),
    20_000,
    "connect",
  ).finally(() => stopped = true);
  assert.equal(result.end, "handshake-failed");
  assert.ok(result.error instanceof ClientRouterError, String(result.error));
  assert.equal((result.error as ClientRouterError).reason, "timeout");
  assert.equal(agent.opens, 0);
  assert.ok(Date.now() - started < 15_000, `took ${Date.now() - started} ms`);
});

Deno.test("a peer flooding blank lines from one buffered source does not hold off the handshake's timeout: the skipping takes turns of the event loop (before, 8 MiB of blank lines were all skipped before the 100 ms timer could fire, and the read ended at their end: an agent running `yes ''` made --init-timeout-ms come 0.7-2.4 s late and a SIGINT 0.4-1.2 s late)", async () => {
  const chunk = new TextEncoder().encode("\n".repeat(64 * 1024));
  let sent = 0;
  const readable = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 8 * 1024 * 1024) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const peer = new HandshakePeer("agent", { readable, writable: new WritableStream() }, 1024);
  const read = peer.readFrame(
    { timeoutMs: 100, maxFrameBytes: 1024, graceMs: 100 },
    "no answer within 100 ms",
    true,
  );
  const outcome = await read.then(
    (r) => `read ended: ${r.kind} after ${sent} bytes`,
    (e: unknown) => e instanceof ClientRouterError ? e.reason : String(e),
  );
  assert.equal(outcome, "timeout");
  assert.ok(sent < 8 * 1024 * 1024, `every blank line was read first (${sent} bytes)`);
  await readable.cancel().catch(() => {});
});

Deno.test("a client whose first message is a batch gets an array, as JSON-RPC answers a batch: the error under each request's id, an invalid entry's under null, nothing for a notification; an empty batch one error under null", async () => {
  const init = `{"jsonrpc":"2.0","id":7,"method":"initialize","params":${defaultParams(2)}}`;
  const cases = [
    [`[${init}]`, `[{"jsonrpc":"2.0","id":7,"error":{"code":-32600,`],
    [
      `[${init},{"jsonrpc":"2.0","method":"n"},5,{"jsonrpc":"2.0","id":"b","method":"x"}]`,
      `[{"jsonrpc":"2.0","id":7,"error":{"code":-32600,`,
    ],
    [`[]`, `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,`],
  ] as const;
  for (const [first, starts] of cases) {
    const { result, got, agent } = await refusedFirstMessage(first);
    assert.equal(result.end, "handshake-failed", first);
    assert.equal(agent.opens, 0, first);
    assert.ok(got.startsWith(starts), `${first}: ${got}`);
    assert.ok(got.endsWith("\n") && !got.slice(0, -1).includes("\n"), got);
    if (first.length > 20 && first.includes(`"id":"b"`)) {
      const answer = JSON.parse(got);
      assert.deepEqual(answer.map((a: { id: unknown }) => a.id), [7, null, "b"], got);
      assert.equal(answer[1].error.code, -32600);
    }
  }
});

// ---- extra conformance cases -----------------------------------------------------------------

Deno.test("agent answering protocolVersion 3 goes to the v2 client unchanged, no fallback", async () => {
  const v1 = forbiddenClient();
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "answer", answer: 3 });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.equal(result.error, undefined);
  assert.equal(result.selected, 2);
  assert.equal(agent.opens, 1);
  assert.equal(v1.calls, 0);
  assert.equal(
    v2.reports[0].received[0],
    `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":3,` +
      `"info":{"name":"fixture-agent","version":"1"},"capabilities":{"session":{}}}}`,
  );
  assert.equal(connectExitCode(result), 1, "the v2 client refuses version 3 itself");
});

Deno.test("a v1 answer with no v1 client configured goes to the v2 client", async () => {
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "downgrade" });
  const result = await router({ v2Client: v2.factory, agent: agent.factory }).connect();
  assert.equal(result.error, undefined);
  assert.equal(result.selected, 2);
  assert.equal(agent.opens, 1);
  assert.equal(v2.reports[0].received[0], `{"jsonrpc":"2.0","id":1,"result":${V1_RESULT}}`);
  assert.equal(connectExitCode(result), 1);
});

Deno.test("a v1 agent rejecting v2 with -32600 is never retried as v1", async () => {
  const v1 = forbiddenClient();
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "reject" });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.equal((result.error as ProtocolError).code, -32600);
  assert.deepEqual([agent.opens, v1.calls, result.selected], [1, 0, 2]);
});

Deno.test("agent closing before it answers fails the connect, with no retry", async () => {
  const v1 = forbiddenClient();
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "close" });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "agent-response");
  // It exited as it closed: its exit code is in the message.
  assert.match(result.error.message, /exited with code 0 before answering initialize/);
  assert.deepEqual([connectExitCode(result), result.selected, agent.opens, v1.calls], [
    1,
    null,
    1,
    0,
  ]);
  assert.equal(v2.reports[0].exitCode, 1, "the v2 client was closed");
});

for (
  const [label, v2Id, v1Id] of [
    ["string ids", `"v2-init"`, `"v1 \\"init\\" \\u00e9 ω"`],
    ["big-integer ids", `12345678901234567890123`, `98765432109876543210987.0`],
  ] as const
) {
  Deno.test(`reuse delivers the stored response under the v1 client's id (${label})`, async () => {
    const notification = `{"jsonrpc":"2.0","method":"_test/after_initialize","params":{"n":1}}`;
    const v1 = scriptedClient({ protocol: 1, id: v1Id });
    const v2 = scriptedClient({ protocol: 2, id: v2Id });
    const agent = fakeAgent({ mode: "downgrade", afterInit: notification });
    const result = await router({
      v1Client: v1.factory,
      v2Client: v2.factory,
      agent: agent.factory,
    }).connect();
    assert.equal(result.error, undefined);
    assert.deepEqual([result.reused, agent.opens, connectExitCode(result)], [true, 1, 0]);
    const received = v1.reports[0].received;
    assert.equal(received[0], `{"jsonrpc":"2.0","id":${v1Id},"result":${V1_RESULT}}`);
    assert.equal(received[1], notification, "agent bytes sent right after the response are kept");
    assert.ok(received[2].includes(`"sessionId":"v1-session"`));
  });
}

const TERMINAL_V2 = `{"capabilities":{"auth":{"terminal":{}}},` +
  `"info":{"name":"connector-client","version":"1.0"},"protocolVersion":2}`;
const TERMINAL_V1 = `{"clientCapabilities":{"auth":{"terminal":true},` +
  `"session":{"configOptions":{"boolean":{}}}},` +
  `"clientInfo":{"name":"connector-client","version":"1.0"},"protocolVersion":1}`;

async function fallback(v2Params: string, v1Params: string) {
  const v1 = scriptedClient({ protocol: 1, params: v1Params });
  const v2 = scriptedClient({ protocol: 2, params: v2Params });
  const agent = fakeAgent({ mode: "downgrade" });
  const result = await router({ v1Client: v1.factory, v2Client: v2.factory, agent: agent.factory })
    .connect();
  assert.equal(result.error, undefined);
  assert.equal(connectExitCode(result), 0);
  return { result, agentOpens: agent.opens, v1Calls: v1.calls };
}

/** `factory`, with each connection's opening and end recorded in `events` (`name#n opened`). */
function tracked(name: string, factory: ConnectionFactory, events: string[]): ConnectionFactory {
  let opened = 0;
  return async (options) => {
    const n = ++opened;
    const connection = await factory(options);
    events.push(`${name}#${n} opened`);
    const ended = () => void events.push(`${name}#${n} ended`);
    connection.exited?.then(ended, ended);
    return connection;
  };
}

Deno.test("reconnect (ROUTING 4.5) ends the v2 client, the v1 client that was asked first and the first agent before the fresh v1 client and agent start", async () => {
  const events: string[] = [];
  const v1 = scriptedClient({ protocol: 1, params: defaultParams(1, "other-client") });
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "downgrade" });
  const result = await router({
    v1Client: tracked("v1", v1.factory, events),
    v2Client: tracked("v2", v2.factory, events),
    agent: tracked("agent", agent.factory, events),
  }).connect();
  assert.equal(result.error, undefined);
  assert.equal(result.reused, false);
  const at = (event: string) => {
    const index = events.indexOf(event);
    assert.ok(index >= 0, `${event} in ${events.join(", ")}`);
    return index;
  };
  for (const first of ["v2#1", "v1#1", "agent#1"]) {
    assert.ok(at(`${first} ended`) < at("v1#2 opened"), `${first} ended first: ${events}`);
    assert.ok(at(`${first} ended`) < at("agent#2 opened"), `${first} ended first: ${events}`);
  }
});

Deno.test("reconnect (ROUTING 4.5) with in-process peers: an agent that takes 600 ms to let go after its input ends is gone before the fresh one starts (two never run at once), within the grace period", async () => {
  const v1 = scriptedClient({ protocol: 1, params: defaultParams(1, "other-client") });
  const v2 = scriptedClient({ protocol: 2 });
  let live = 0;
  let most = 0;
  const agent = rawAgent(async ({ readable, writable }) => {
    live++;
    most = Math.max(most, live);
    try {
      await runFakeAgent({ mode: "downgrade" }, readable, writable);
      await new Promise((resolve) => setTimeout(resolve, 600)); // lets go of its lock
    } finally {
      live--;
    }
  });
  const result = await within(
    router({
      v1Client: v1.factory,
      v2Client: v2.factory,
      agent: agent.factory,
      graceMs: 3_000,
    }).connect(),
    15_000,
    "connect",
  );
  assert.equal(result.error, undefined);
  assert.deepEqual([result.reused, agent.opens], [false, 2]);
  assert.equal(most, 1, "the fresh agent started while the first still ran");
});

Deno.test("a stop that comes while a reconnect (ROUTING 4.5) ends the first connections starts no fresh v1 client or agent: stopped, each factory called once", async () => {
  const v1 = scriptedClient({ protocol: 1, params: defaultParams(1, "other-client") });
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "downgrade" });
  const stop = new AbortController();
  // The signal comes as the first agent ends: the reconnect is ending what it asked first.
  const stopping: ConnectionFactory = async (options) => {
    const connection = await agent.factory(options);
    connection.exited?.then(() => stop.abort("SIGTERM"), () => stop.abort("SIGTERM"));
    return connection;
  };
  const result = await within(
    router({ v1Client: v1.factory, v2Client: v2.factory, agent: stopping })
      .connect({ signal: stop.signal }),
    5_000,
    "the stopped connect",
  );
  assert.equal(result.end, "stopped");
  assert.equal(v1.calls, 1, "no fresh v1 client after the stop");
  assert.equal(agent.opens, 1, "no fresh agent after the stop");
});

Deno.test("auth.terminal without _meta converts losslessly: reuse", async () => {
  const { result, agentOpens, v1Calls } = await fallback(TERMINAL_V2, TERMINAL_V1);
  assert.deepEqual([result.reused, agentOpens, v1Calls], [true, 1, 1]);
});

Deno.test("auth.terminal._meta forces a reconnect", async () => {
  const v2 = TERMINAL_V2.replace(`"terminal":{}`, `"terminal":{"_meta":{"k":1}}`);
  const { result, agentOpens, v1Calls } = await fallback(v2, TERMINAL_V1);
  assert.deepEqual([result.reused, agentOpens, v1Calls], [false, 2, 2]);
});

Deno.test("a different clientInfo name forces a reconnect", async () => {
  const { result, agentOpens, v1Calls } = await fallback(
    defaultParams(2),
    defaultParams(1, "other-client"),
  );
  assert.deepEqual([result.reused, agentOpens, v1Calls], [false, 2, 2]);
});

Deno.test("a null-for-object capability forces a reconnect", async () => {
  const v2 = `{"capabilities":{"auth":null},"info":{"name":"connector-client","version":"1.0"},` +
    `"protocolVersion":2}`;
  const { result, agentOpens } = await fallback(v2, defaultParams(1));
  assert.deepEqual([result.reused, agentOpens], [false, 2]);
});

// ---- handshake failures ----------------------------------------------------------------------

for (
  const [label, firstLine, pattern] of [
    [
      "a request other than initialize",
      `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{}}`,
      /got request "session\/new"/,
    ],
    [
      "a batch",
      `[{"jsonrpc":"2.0","id":1,"method":"initialize","params":${defaultParams(2)}}]`,
      /not inside a batch/,
    ],
    [
      "protocolVersion 1 from the v2 client",
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":${defaultParams(1)}}`,
      /must send protocolVersion 2, got 1/,
    ],
    [
      "protocolVersion 3 (a v2 client sends exactly 2)",
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":${
        defaultParams(2).replace(`"protocolVersion":2`, `"protocolVersion":3`)
      }}`,
      /must send protocolVersion 2, got 3/,
    ],
    [
      "an info without a name",
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},` +
      `"info":{"version":"1.0"},"protocolVersion":2}}`,
      /v2 initialize info requires name and version/,
    ],
    ["not JSON", `hello`, /Parse error/],
    [
      "an initialize with id null",
      `{"jsonrpc":"2.0","id":null,"method":"initialize","params":${defaultParams(2)}}`,
      /must be an initialize request, got request "initialize" with id null/,
    ],
  ] as const
) {
  Deno.test(`the v2 client sending ${label} fails without opening an agent`, async () => {
    const v1 = forbiddenClient();
    const v2 = scriptedClient({ protocol: 2, firstLine });
    const agent = fakeAgent({ mode: "v2" });
    const result = await router({
      v1Client: v1.factory,
      v2Client: v2.factory,
      agent: agent.factory,
    }).connect();
    assert.ok(result.error instanceof ClientRouterError);
    assert.equal(result.error.reason, "client-initialize");
    assert.match(result.error.message, pattern);
    assert.deepEqual([connectExitCode(result), result.selected, agent.opens, v1.calls], [
      1,
      null,
      0,
      0,
    ]);
  });
}

for (
  const [label, reply, pattern] of [
    ["a response to another id", `{"jsonrpc":"2.0","id":2,"result":{"protocolVersion":2}}`, /to 2/],
    ["a notification", `{"jsonrpc":"2.0","method":"session/update","params":{}}`, /method/],
    ["a batch", `[{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2}}]`, /batch/],
  ] as const
) {
  Deno.test(`the agent answering with ${label} fails the connect`, async () => {
    const v2 = scriptedClient({ protocol: 2 });
    const agent = rawAgent(async ({ readable, writable }) => {
      const lines = new Lines(readable);
      await lines.next();
      const writer = writable.getWriter();
      await writer.write(encoder.encode(reply + "\n"));
      await writer.close();
      while (await lines.next() !== undefined) { /* drain to EOF */ }
    });
    const result = await router({ v2Client: v2.factory, agent: agent.factory }).connect();
    assert.ok(result.error instanceof ClientRouterError);
    assert.equal(result.error.reason, "agent-response");
    assert.match(result.error.message, pattern);
    assert.deepEqual([connectExitCode(result), agent.opens], [1, 1]);
  });
}

Deno.test("a client program that exits before the agent answers its initialize ends the handshake as client-left one grace period later, naming its code, not at the initialize timeout blaming the agent", async () => {
  const client = {
    factory: inProcess(async ({ writable }) => {
      const writer = writable.getWriter();
      await writer.write(encoder.encode(initializeLine("1", defaultParams(2))));
      writer.releaseLock();
    }),
  };
  const agent = fakeAgent({ mode: "silent" });
  const result = await within(
    new ClientRouter({
      graceMs: 200,
      initTimeoutMs: 30_000,
      v2Client: client.factory,
      agent: agent.factory,
    })
      .connect(),
    15_000,
    "the connect",
  );
  assert.equal(result.end, "handshake-failed");
  assert.ok(result.error instanceof ClientRouterError, String(result.error));
  assert.equal(result.error.reason, "client-left");
  assert.equal(
    result.error.message,
    "the v2 client exited with code 0 before the agent answered its initialize",
  );
});

Deno.test("an agent that never answers times out, and everything is ended", async () => {
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "silent" });
  const started = performance.now();
  const result = await router({ v2Client: v2.factory, agent: agent.factory, initTimeoutMs: 200 })
    .connect();
  const elapsed = performance.now() - started;
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "timeout");
  assert.match(result.error.message, /did not answer initialize within 200 ms/);
  assert.doesNotMatch(result.error.message, /--/, "a library message names no CLI flag");
  assert.ok(elapsed < 2_000, `connect took ${elapsed} ms`);
  assert.equal(v2.reports[0].exitCode, 1, "the v2 client saw its input close");
});

Deno.test("a client that ends its output after an initialize without a line end: the timeout says so, instead of blaming the agent alone", async () => {
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":${defaultParams(2)}}`;
  const client = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(init)); // no LF
    await writer.close();
    await readable.pipeTo(new WritableStream());
  });
  const agent = fakeAgent({ mode: "silent" });
  const result = await router({ v2Client: client, agent: agent.factory, initTimeoutMs: 200 })
    .connect();
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "timeout");
  assert.match(
    result.error.message,
    /did not answer initialize within 200 ms; the client ended its output after an initialize without a line end/,
  );
});

Deno.test("a client, or an agent, that sent a whole message without its line end and waits: the timeout says how many bytes came with no LF after them, not that nothing was sent or answered", async () => {
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":${defaultParams(2)}}`;
  const unended = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(init)); // no LF, and the output stays open
    await readable.pipeTo(new WritableStream());
    await writer.close();
  });
  const agent = fakeAgent({ mode: "silent" });
  const result = await router({ v2Client: unended, agent: agent.factory, initTimeoutMs: 200 })
    .connect();
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "timeout");
  assert.equal(
    result.error.message,
    `the v2 client did not send initialize within 200 ms; the v2 client sent ${
      encoder.encode(init).length
    } bytes with no line end (LF) after them: end each message with one, or raise the ` +
      "initialize timeout",
  );
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,"agentCapabilities":{}}}`;
  const unendedAgent = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    const reader = readable.getReader();
    await reader.read(); // the initialize
    await writer.write(encoder.encode(answer)); // no LF, and the output stays open
    while (!(await reader.read()).done) { /* until the router lets go */ }
    await writer.close();
  });
  const v2 = scriptedClient({ protocol: 2 });
  const second = await router({ v2Client: v2.factory, agent: unendedAgent, initTimeoutMs: 200 })
    .connect();
  assert.ok(second.error instanceof ClientRouterError);
  assert.equal(second.error.reason, "timeout");
  assert.match(
    second.error.message,
    new RegExp(
      `^the agent did not answer initialize within 200 ms; the agent sent ${answer.length} ` +
        "bytes with no line end \\(LF\\) after them: end each message with one",
    ),
  );
});

Deno.test("aborting the signal during the handshake ends everything", async () => {
  const v2 = scriptedClient({ protocol: 2 });
  const agent = fakeAgent({ mode: "silent" });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 50);
  const result = await router({ v2Client: v2.factory, agent: agent.factory }).connect({
    signal: abort.signal,
  });
  clearTimeout(timer);
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "aborted");
  assert.equal(connectExitCode(result), 1);
});

Deno.test("a signal aborted before connect is called: stopped at once, nothing started or counted as started, nothing left pending (no stray rejection from a released reader)", async () => {
  const abort = new AbortController();
  abort.abort("SIGTERM");
  const client = forbiddenClient();
  const none = await router({ v2Client: client.factory, agent: forbiddenClient().factory })
    .connect({ signal: abort.signal });
  assert.equal(none.end, "stopped");
  assert.equal(client.calls, 0);
  assert.deepEqual(
    [none.agentsOpened, none.v1ClientsCreated, none.v2ClientsCreated],
    [0, 0, 0],
  );
  const real = new ClientRouter({
    v2Client: command(scriptedClientCommand(2)),
    agent: command(defectAgentCommand("none", 2)),
  });
  const result = await within(
    real.connect({ signal: abort.signal }),
    5_000,
    "connect with an aborted signal",
  );
  assert.equal(result.end, "stopped");
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "aborted");
  // A stray rejection would surface as an uncaught error within a turn or two.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

Deno.test("a client factory that throws fails with client-start", async () => {
  const v2 = forbiddenClient();
  const agent = fakeAgent({ mode: "v2" });
  const result = await router({ v2Client: v2.factory, agent: agent.factory }).connect();
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "client-start");
  assert.equal(agent.opens, 0);
});

Deno.test("an agent factory that throws fails with agent-start, and the client is ended", async () => {
  const v2 = scriptedClient({ protocol: 2 });
  const result = await router({
    v2Client: v2.factory,
    agent: () => {
      throw new Error("no such agent");
    },
  }).connect();
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "agent-start");
  assert.match(result.error.message, /no such agent/);
  assert.equal(v2.reports[0].exitCode, 1);
});

Deno.test("the agent ending closes the client side (no hang)", async () => {
  const v2 = scriptedClient({ protocol: 2, waitForEof: true });
  const agent = fakeAgent({ mode: "v2", exitAfterSession: true });
  const result = await router({ v2Client: v2.factory, agent: agent.factory }).connect();
  assert.equal(result.error, undefined);
  assert.equal(connectExitCode(result), 0);
  assert.equal(v2.reports[0].exitCode, 0);
});

Deno.test("client frames pipelined after initialize reach the agent after its answer", async () => {
  const agent = fakeAgent({ mode: "v2" });
  const received: string[] = [];
  const client = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(
      initializeLine("1", defaultParams(2)) +
        `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/"}}\n`,
    ));
    const lines = new Lines(readable);
    for (let i = 0; i < 2; i++) received.push((await lines.next())!);
    await writer.close();
    while (await lines.next() !== undefined) { /* drain to EOF */ }
  });
  const result = await router({ v2Client: client, agent: agent.factory }).connect();
  assert.equal(result.error, undefined);
  assert.equal(connectExitCode(result), 0);
  assert.match(received[0], /"id":1,"result":\{"protocolVersion":2/);
  assert.equal(received[1], `{"jsonrpc":"2.0","id":2,"result":{"sessionId":"v2-session"}}`);
});

Deno.test("a router without clients is a configuration error", () => {
  assert.throws(
    () => new ClientRouter({ agent: () => new TransformStream() }),
    RouterConfigError,
  );
});

Deno.test("a client's or the agent's output that errors during the handshake (a reset socket) is a ClientRouterError naming the step and the peer (client-initialize, agent-response), not a raw Error logged as an unexpected failure", async () => {
  const erroring = (): DuplexStream => ({
    readable: new ReadableStream<Uint8Array>({
      start: (c) => c.error(new Error("connection reset")),
    }),
    writable: new WritableStream<Uint8Array>(),
  });
  const lines: string[] = [];
  const at = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  const logger = { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
  const cases = [
    {
      options: { v2Client: erroring, agent: fakeAgent({ mode: "v2" }).factory },
      reason: "client-initialize",
      message: "reading the v2 client's output failed: connection reset; check the client program",
    },
    {
      options: { v2Client: scriptedClient({ protocol: 2 }).factory, agent: erroring },
      reason: "agent-response",
      message: "reading the agent's output failed: connection reset; check the agent",
    },
  ] as const;
  for (const { options, reason, message } of cases) {
    lines.length = 0;
    const outcome = await within(router({ ...options, logger }).connect(), 10_000, reason);
    assert.equal(outcome.end, "handshake-failed", reason);
    assert.ok(outcome.error instanceof ClientRouterError, `${reason}: ${outcome.error}`);
    assert.equal(outcome.error.reason, reason);
    assert.equal(outcome.error.message, message);
    assert.deepEqual(lines.filter((l) => l.startsWith("error:")), [], reason);
  }
});
