import { routeExitCode } from "../cli/exit_code.ts";
import assert from "node:assert/strict";
import { inProcess, ProxyRouter, type ProxyRouterOptions, type RouteOutcome } from "../mod.ts";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";
import { quote } from "./fixtures/support.ts";

const enc = new TextEncoder();
const dec = new TextDecoder();

/** A recording proxy: keeps its first line, answers `_proxy/initialize` with the requested version. */
function recordingProxy(name: string, seen: { name: string; first: string }[]) {
  return inProcess(async ({ readable, writable }) => {
    const reader = readable.getReader();
    const writer = writable.getWriter();
    let buffered = "";
    while (!buffered.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += dec.decode(value, { stream: true });
    }
    const first = buffered.slice(0, buffered.indexOf("\n"));
    seen.push({ name, first });
    const frame = JSON.parse(first);
    const request = Array.isArray(frame) ? frame[0] : frame;
    await writer.write(
      enc.encode(
        JSON.stringify({
          jsonrpc: "2.0",
          id: request.id,
          result: { protocolVersion: request.params.protocolVersion },
        }) + "\n",
      ),
    );
    reader.releaseLock();
    await readable.cancel();
    await writer.close();
  });
}

/** Runs the router over in-memory streams with the given input lines; returns output lines. */
async function serve(
  options: ProxyRouterOptions,
  input: string,
): Promise<{ lines: string[]; result: RouteOutcome }> {
  const router = new ProxyRouter(options);
  const output: string[] = [];
  const client = {
    readable: ReadableStream.from([enc.encode(input)]),
    writable: new WritableStream<Uint8Array>({ write: (c) => void output.push(dec.decode(c)) }),
  };
  const result = await router.serve(client);
  const lines = output.join("").split("\n").filter((l) => l !== "");
  return { lines, result };
}

const init = (version: unknown, params: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 1,
    jsonrpc: "2.0",
    method: "_proxy/initialize",
    params: { info: { name: "client", version: "1" }, protocolVersion: version, ...params },
  });

Deno.test("proxy router (acp-go 12): requires the exact version and starts only that proxy", async () => {
  const seen: { name: string; first: string }[] = [];
  const { lines, result } = await serve(
    { v1: recordingProxy("v1", seen), v2: recordingProxy("v2", seen) },
    init(2) + "\n",
  );
  assert.equal(JSON.parse(lines[0]).result.protocolVersion, 2);
  assert.deepEqual(seen.map((s) => s.name), ["v2"]);
  assert.equal(result.selected, 2);
});

Deno.test("proxy router (acp-go 13): hands over the whole first batch with future fields unchanged", async () => {
  const seen: { name: string; first: string }[] = [];
  const batch =
    `[{"id":1,"jsonrpc":"2.0","method":"_proxy/initialize","params":{"future":true,"info":{"name":"client","version":"1"},"protocolVersion":2}},{"jsonrpc":"2.0","method":"future/notification","params":{"preserved":true}}]`;
  await serve({ v2: recordingProxy("v2", seen) }, batch + "\n");
  assert.equal(seen.length, 1);
  assert.equal(seen[0].first, batch, "the batch must arrive byte for byte");
  assert.equal(JSON.parse(seen[0].first)[0].params.future, true);
});

Deno.test("proxy router (acp-go 14): a future version 3 is not configured (-32600)", async () => {
  const seen: { name: string; first: string }[] = [];
  const { lines, result } = await serve(
    { v2: recordingProxy("v2", seen) },
    `{"id":1,"jsonrpc":"2.0","method":"_proxy/initialize","params":{"protocolVersion":3}}\n`,
  );
  const reply = JSON.parse(lines[0]);
  assert.equal(reply.id, 1);
  assert.equal(reply.error.code, -32600);
  assert.equal(reply.error.message, "ACP protocol version 3 is not configured");
  assert.deepEqual(reply.error.data, { requested: 3, supported: [2] });
  assert.equal(seen.length, 0);
  assert.equal(result.selected, null);
});

Deno.test("proxy router (acp-go 15): v2 params without info are rejected (-32602) before any start", async () => {
  const seen: { name: string; first: string }[] = [];
  const { lines } = await serve(
    { v2: recordingProxy("v2", seen) },
    `{"id":1,"jsonrpc":"2.0","method":"_proxy/initialize","params":{"protocolVersion":2}}\n`,
  );
  const reply = JSON.parse(lines[0]);
  assert.equal(reply.error.code, -32602);
  assert.equal(reply.error.message, "v2 initialize info requires name and version");
  assert.equal(seen.length, 0);
});

Deno.test("proxy router 5.3: response-only lines before _proxy/initialize are dropped, not replayed", async () => {
  const seen: { name: string; first: string }[] = [];
  const { lines } = await serve(
    { v1: recordingProxy("v1", seen) },
    `{"jsonrpc":"2.0","id":9,"result":{}}\n[{"jsonrpc":"2.0","id":8,"error":{"code":1,"message":"x"}}]\n${
      init(1)
    }\n`,
  );
  assert.equal(lines.length, 1, "only the proxy's own answer");
  assert.equal(JSON.parse(lines[0]).result.protocolVersion, 1);
  assert.equal(seen[0].first, init(1));
});

Deno.test("proxy router 5.2: version 2 with only v1 configured is not configured", async () => {
  const seen: { name: string; first: string }[] = [];
  const { lines } = await serve({ v1: recordingProxy("v1", seen) }, init(2) + "\n");
  const reply = JSON.parse(lines[0]);
  assert.equal(reply.error.code, -32600);
  assert.equal(reply.error.message, "ACP protocol version 2 is not configured");
  assert.equal(seen.length, 0);
});

Deno.test("proxy router 5.2: version 1 with only v2 configured is not configured: exact, never the nearest (the agent router would not pick v2 for 1 either, but the proxy router never falls anywhere)", async () => {
  const seen: { name: string; first: string }[] = [];
  const { lines, result } = await serve({ v2: recordingProxy("v2", seen) }, init(1) + "\n");
  const reply = JSON.parse(lines[0]);
  assert.equal(reply.error.code, -32600);
  assert.equal(reply.error.message, "ACP protocol version 1 is not configured");
  assert.deepEqual(reply.error.data, { requested: 1, supported: [2] });
  assert.equal(seen.length, 0);
  assert.equal(result.selected, null);
});

Deno.test("proxy router 5.2: validation (2.12) runs before the configured check", async () => {
  const { lines } = await serve(
    { v1: recordingProxy("v1", []) },
    `{"id":4,"jsonrpc":"2.0","method":"_proxy/initialize","params":{"protocolVersion":2}}\n`,
  );
  assert.equal(JSON.parse(lines[0]).error.code, -32602);
});

Deno.test("proxy router 5.2: versions 0 and 3 are never routable, even with both configured", async () => {
  for (const version of [0, 3]) {
    const seen: { name: string; first: string }[] = [];
    const { lines } = await serve(
      { v1: recordingProxy("v1", seen), v2: recordingProxy("v2", seen) },
      init(version) + "\n",
    );
    assert.equal(
      JSON.parse(lines[0]).error.message,
      `ACP protocol version ${version} is not configured`,
    );
    assert.equal(seen.length, 0);
  }
});

Deno.test("proxy router 5.1: a plain initialize is rule 2.8 and the connection stays open", async () => {
  const seen: { name: string; first: string }[] = [];
  const plain = `{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":1}}`;
  const { lines } = await serve({ v1: recordingProxy("v1", seen) }, `${plain}\n${init(1)}\n`);
  const reply = JSON.parse(lines[0]);
  assert.equal(reply.id, "a");
  assert.equal(reply.error.code, -32600);
  assert.equal(reply.error.message, "first ACP request must be _proxy/initialize");
  assert.equal(
    JSON.parse(lines[1]).result.protocolVersion,
    1,
    "a later _proxy/initialize is served",
  );
  assert.deepEqual(seen.map((s) => s.name), ["v1"]);
});

Deno.test("proxy router 5.1: the draft schema's proxy/initialize is rule 2.8 too (the exact name is _proxy/initialize), and error.data says which name to send; a plain initialize gets no data", async () => {
  const schema =
    `{"jsonrpc":"2.0","id":"s","method":"proxy/initialize","params":{"protocolVersion":1}}`;
  const plain = `{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":1}}`;
  const { lines } = await serve(
    { v1: recordingProxy("v1", []) },
    `${schema}\n${plain}\n${init(1)}\n`,
  );
  const [toSchema, toPlain, served] = lines.map((l) => JSON.parse(l));
  assert.deepEqual(toSchema.error, {
    code: -32600,
    message: "first ACP request must be _proxy/initialize",
    data: "proxy/initialize is the draft schema's name; this proxy takes _proxy/initialize " +
      "(the conductor's default, prefixed method names)",
  });
  assert.equal(toSchema.id, "s");
  assert.equal("data" in toPlain.error, false);
  assert.equal(served.result.protocolVersion, 1);
});

Deno.test("proxy router 2.13: a batch rejection is one object with id null", async () => {
  const { lines } = await serve({ v2: recordingProxy("v2", []) }, "[]\n");
  const reply = JSON.parse(lines[0]);
  assert.equal(Array.isArray(reply), false);
  assert.equal(reply.id, null);
  assert.equal(reply.error.code, -32600);
});

Deno.test("proxy router 5.3: the exact first frame is handed over unchanged, never rewritten", async () => {
  const seen: { name: string; first: string }[] = [];
  const odd = `{ "jsonrpc" : "2.0", "id" : 12345678901234567890, "method":"_proxy/initialize",` +
    ` "params":{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"},"extra":1.0} }`;
  await serve({ v1: recordingProxy("v1", seen) }, odd + "\r\n");
  assert.equal(seen[0].first, odd + "\r");
});

Deno.test("proxy router 2.1: EOF before any byte starts nothing and exits 0", async () => {
  let calls = 0;
  const { lines, result } = await serve({
    v1: () => {
      calls++;
      return new TransformStream();
    },
  }, "");
  assert.deepEqual(lines, []);
  assert.equal(routeExitCode(result), 0);
  assert.equal(calls, 0);
});

Deno.test("proxy router (a real process): the implementation's end is logged as the proxy's, not an agent's: 'the proxy ended with exit code 3', exit 3", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}';
  const impl = `sh -c ${quote(`read l; printf '%s\\n' '${answer}'; exit 3`)}`;
  const run = await runToEnd(
    daemonArgv("proxy", "--v1", impl),
    `{"jsonrpc":"2.0","id":1,"method":"_proxy/initialize","params":{"protocolVersion":1}}\n`,
    30_000,
  );
  assert.equal(run.code, 3, run.stderr);
  assert.match(run.stderr, /^acp-proxy: error: the proxy ended with exit code 3$/m);
  assert.doesNotMatch(run.stderr, /the agent/);
});
