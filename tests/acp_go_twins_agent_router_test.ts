/**
 * Twins of acp-go's `agentrouter/router_test.go` tests 1–6 (research/acp-go-routers.md §6),
 * adapted to byte streams: the client is an in-memory stream pair, the v1/v2 agents are
 * in-process recording implementations. Where ROUTING §2 diverges from acp-go (-32602
 * for bad initialize params), the twin asserts the ROUTING behaviour.
 */

import assert from "node:assert/strict";
import {
  initializeResult,
  type Json,
  recordingImplementation,
  serveRouter,
  text,
} from "./_agent_router_harness.ts";

Deno.test("acp-go twin agentrouter 1 (TestRouterRoutesFutureVersionToV2): protocolVersion 3 goes to v2 as 2", async () => {
  const v1 = recordingImplementation(1);
  const v2 = recordingImplementation(2);
  const run = serveRouter({ v1: v1.factory, v2: v2.factory });
  await run.client.sendLine(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"_futureInitializeField":{"future":true},"info":{"name":"future-client","version":"3.0"},"protocolVersion":3}}`,
  );
  const response = JSON.parse(await run.client.nextLine());
  assert.equal(response.error, undefined);
  assert.equal(response.id, 1);
  assert.equal(response.result.protocolVersion, 2);
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: 2, shutdown: false });

  const got = v2.firstJson();
  assert.equal(got.params.protocolVersion, 2);
  assert.equal(got.params.info.name, "future-client");
  assert.equal("_futureInitializeField" in got.params, false);
  assert.equal(v1.calls, 0);
  assert.equal(v2.calls, 1);
});

Deno.test("acp-go twin agentrouter 2 (TestRouterCanonicalizesV2ToConfiguredV1): a v2 initialize reaches the only v1 agent as v1", async () => {
  const v1 = recordingImplementation(1);
  const run = serveRouter({ v1: v1.factory });
  await run.client.sendLine(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"auth":{"terminal":{}},"elicitation":{"form":{},"url":{}}},"info":{"name":"v2-client","version":"2.0"},"protocolVersion":2}}`,
  );
  const response = JSON.parse(await run.client.nextLine());
  assert.equal(response.error, undefined);
  assert.equal(response.result.protocolVersion, 1);
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: 1, shutdown: false });

  const params = v1.firstJson().params;
  assert.equal(params.protocolVersion, 1);
  assert.equal(params.clientInfo.name, "v2-client");
  assert.equal(params.clientCapabilities.auth.terminal, true);
  assert.deepEqual(params.clientCapabilities.elicitation, { form: {}, url: {} });
  assert.deepEqual(params.clientCapabilities.session.configOptions.boolean, {});
});

Deno.test("acp-go twin agentrouter 3 (TestRouterPreservesFramesBufferedAfterInitialize): a frame written with the initialize is not lost", async () => {
  const v2 = recordingImplementation(2);
  const run = serveRouter({ v2: v2.factory });
  const init =
    `{"id":1,"jsonrpc":"2.0","method":"initialize","params":{"info":{"name":"client","version":"1"},"protocolVersion":2}}`;
  const list = `{"id":2,"jsonrpc":"2.0","method":"session/list","params":{}}`;
  await run.client.send(`${init}\n${list}\n`); // one write, one flush
  const ids = [
    JSON.parse(await run.client.nextLine()).id,
    JSON.parse(await run.client.nextLine()).id,
  ];
  assert.deepEqual(ids.sort(), [1, 2]);
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: 2, shutdown: false });
  assert.equal(text(v2.received()), `${init}\n${list}\n`);
});

Deno.test("acp-go twin agentrouter 4 (TestRouterRejectsMalformedProtocolVersion): protocolVersion 100000 gets -32602 (ROUTING 2.10)", async () => {
  const v2 = recordingImplementation(2);
  const run = serveRouter({ v2: v2.factory });
  await run.client.sendLine(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"info":{"name":"client","version":"1"},"protocolVersion":100000}}`,
  );
  const response = JSON.parse(await run.client.nextLine());
  assert.equal(Array.isArray(response), false);
  assert.equal(response.id, 1);
  assert.equal(response.error.code, -32602);
  assert.equal(
    response.error.message,
    "initialize protocolVersion must be an integer from 0 to 65535",
  );
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: null, shutdown: false });
  assert.equal(await run.client.rest(), "");
  assert.equal(v2.calls, 0);
});

Deno.test("acp-go twin agentrouter 5 (TestRouterValidatesInitializeBeforeBatchDispatch): a batch with an invalid v2 initialize gets two -32602 errors and no agent", async () => {
  const v2 = recordingImplementation(2);
  const run = serveRouter({ v2: v2.factory });
  await run.client.sendLine(
    `[{"id":1,"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":2}},{"id":2,"jsonrpc":"2.0","method":"session/list","params":{}}]`,
  );
  const responses = JSON.parse(await run.client.nextLine());
  assert.ok(Array.isArray(responses));
  assert.equal(responses.length, 2);
  assert.deepEqual(responses.map((r: Json) => r.id), [1, 2]);
  for (const r of responses) {
    assert.equal(r.error.code, -32602);
    assert.equal(r.error.message, "v2 initialize info requires name and version");
  }
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: null, shutdown: false });
  assert.equal(v2.calls, 0);
});

Deno.test("acp-go twin agentrouter 6 (TestRouterAcceptsInitialBatchAndPreservesFutureNotification): the batch reaches v2 with its notification", async () => {
  const v2 = recordingImplementation(2);
  const run = serveRouter({ v2: v2.factory });
  const notification =
    `{"jsonrpc":"2.0","method":"_future/notification","params":{"preserved":true}}`;
  const batch =
    `[{"id":1,"jsonrpc":"2.0","method":"initialize","params":{"info":{"name":"batch-client","version":"1"},"protocolVersion":2}},${notification}]`;
  await run.client.sendLine(batch);
  const line = await run.client.nextLine();
  assert.equal(line, `[{"jsonrpc":"2.0","id":1,"result":${initializeResult(2)}}]`);
  const responses = JSON.parse(line);
  assert.equal(responses.length, 1);
  assert.equal(responses[0].result.protocolVersion, 2);
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: 2, shutdown: false });
  assert.equal(await run.client.rest(), "");
  // The handler got the batch unchanged: the initialize and the future notification.
  assert.equal(text(v2.received()), batch + "\n");
  assert.equal(v2.firstJson()[0].params.info.name, "batch-client");
});
