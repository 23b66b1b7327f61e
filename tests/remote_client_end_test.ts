/**
 * `serve --listen`: a client that ends its connection (HTTP DELETE, WebSocket close 1000) is a
 * client's end of input (REMOTE §1, §2): what it sent and the server accepted (202, a frame
 * read) still reaches the agent, in order, before the agent's input closes; the agent's output
 * after the end is dropped, not a failed write that ends the session early. Real daemon, a real
 * agent that reads slowly; every wait bounded.
 *
 * @module
 */

import assert from "node:assert/strict";
import { denoCommand, Scenario, within } from "./fixtures/e2e/harness.ts";
import { startListener } from "./fixtures/remote/listener.ts";

const HTTP_MS = 10_000;

/**
 * An agent that answers its v1 initialize, waits a second (the daemon queues what comes
 * meanwhile), then echoes every later line and, at the end of its input, writes all the
 * bytes it read after the initialize to the file `argv[0]`.
 */
const SLOW_AGENT = `
const out = Deno.stdout.writable.getWriter();
const reader = Deno.stdin.readable.getReader();
const chunks = [];
let buffered = new Uint8Array(0);
let answered = false;
for (;;) {
  const { value, done } = await reader.read();
  if (done) break;
  if (answered) {
    chunks.push(value);
    await out.write(value); // echoed: output the client no longer takes
    continue;
  }
  const all = new Uint8Array(buffered.length + value.length);
  all.set(buffered);
  all.set(value, buffered.length);
  const lf = all.indexOf(10);
  if (lf < 0) { buffered = all; continue; }
  const id = JSON.parse(new TextDecoder().decode(all.subarray(0, lf))).id;
  await out.write(new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id, result: {
    protocolVersion: 1, agentCapabilities: {}, authMethods: [] } }) + "\\n"));
  answered = true;
  if (lf + 1 < all.length) chunks.push(all.slice(lf + 1));
  await new Promise((r) => setTimeout(r, 1000));
}
let n = 0;
for (const c of chunks) n += c.length;
const got = new Uint8Array(n);
let at = 0;
for (const c of chunks) { got.set(c, at); at += c.length; }
await Deno.writeFile(Deno.args[0] + ".tmp", got);
await Deno.rename(Deno.args[0] + ".tmp", Deno.args[0]);
`;

const INITIALIZE =
  `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}`;

/** `count` notifications of about `size` bytes each, numbered, as lines. */
function notifications(count: number, size: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `{"jsonrpc":"2.0","method":"x/n","params":{"i":${i},"pad":"${"p".repeat(size)}"}}`,
  );
}

async function started(scenario: Scenario) {
  const script = scenario.file("slow_agent.ts");
  await Deno.writeTextFile(script, SLOW_AGENT);
  const record = scenario.file("received.bin");
  const listener = await startListener(scenario, [
    "--v1",
    denoCommand(script, [record]),
    "--grace-ms",
    "20000", // the agent ends on its end of input, not on a signal
  ]);
  return { listener, record };
}

/** The file the agent writes at its end of input, once it is there (bounded). */
async function received(record: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      return await Deno.readTextFile(record);
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`the agent never reached its end of input (${record})`);
}

Deno.test("serve --listen: messages POSTed (202) just before a DELETE all reach the agent, in order, before its input closes (before: only what fit in its pipe, about 55 of 500 KB)", async () => {
  await using scenario = await Scenario.create();
  const { listener, record } = await started(scenario);
  const init = await fetch(listener.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: INITIALIZE,
    signal: AbortSignal.timeout(HTTP_MS),
  });
  assert.equal(init.status, 200);
  await init.body?.cancel();
  const id = init.headers.get("acp-connection-id")!;
  const lines = notifications(100, 5000);
  for (const line of lines) {
    const accepted = await fetch(listener.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Acp-Connection-Id": id },
      body: line,
      signal: AbortSignal.timeout(HTTP_MS),
    });
    await accepted.body?.cancel();
    assert.equal(accepted.status, 202);
  }
  const deleted = await fetch(listener.url, {
    method: "DELETE",
    headers: { "Acp-Connection-Id": id },
    signal: AbortSignal.timeout(HTTP_MS),
  });
  await deleted.body?.cancel();
  assert.equal(deleted.status, 202);
  const got = await received(record);
  assert.equal(got.length, lines.join("\n").length + 1, "every accepted byte");
  assert.equal(got, lines.join("\n") + "\n");
});

Deno.test("serve --listen: frames sent just before a WebSocket close 1000 all reach the agent, in order, before its input closes (before: about 65 KB of 1 MB)", async () => {
  await using scenario = await Scenario.create();
  const { listener, record } = await started(scenario);
  const ws = new WebSocket(listener.wsUrl);
  const answered = new Promise<void>((resolve, reject) => {
    ws.onmessage = () => resolve();
    ws.onerror = () => reject(new Error("the WebSocket failed"));
  });
  await within(new Promise((r) => ws.onopen = r), HTTP_MS, "the WebSocket open");
  ws.send(INITIALIZE);
  await within(answered, HTTP_MS, "the initialize answer");
  ws.onmessage = null; // the echoes are not read
  const lines = notifications(2000, 500);
  for (const line of lines) ws.send(line);
  const closed = new Promise((r) => ws.onclose = r);
  ws.close(1000);
  await within(closed, HTTP_MS, "the WebSocket closed");
  const got = await received(record);
  assert.equal(got.length, lines.join("\n").length + 1, "every byte sent");
  assert.equal(got, lines.join("\n") + "\n");
});

/**
 * An agent that answers initialize and session/new, then writes `argv[0]` session/update
 * notifications of 4000 bytes each at once, and stays until its input ends.
 */
const BURST_AGENT = `
const out = Deno.stdout.writable.getWriter();
const lines = Deno.stdin.readable.pipeThrough(new TextDecoderStream());
let buffered = "";
const encoder = new TextEncoder();
for await (const chunk of lines) {
  buffered += chunk;
  let lf;
  while ((lf = buffered.indexOf("\\n")) >= 0) {
    const message = JSON.parse(buffered.slice(0, lf));
    buffered = buffered.slice(lf + 1);
    const result = message.method === "initialize"
      ? { protocolVersion: 1, agentCapabilities: {} }
      : { sessionId: "s" };
    await out.write(encoder.encode(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }) + "\\n"));
    if (message.method !== "session/new") continue;
    for (let n = 0; n < Number(Deno.args[0]); n++) {
      await out.write(encoder.encode(JSON.stringify({ jsonrpc: "2.0", method: "session/update",
        params: { sessionId: "s", n, pad: "a".repeat(4000) } }) + "\\n"));
    }
  }
}
`;

Deno.test("remote HTTP client: the agent's output already on its way when the client's input ends, while the client was not reading, all reaches the client once it reads (before: about a quarter of 1000 updates; over WebSocket all of them)", async () => {
  await using scenario = await Scenario.create();
  const script = scenario.file("burst_agent.ts");
  await Deno.writeTextFile(script, BURST_AGENT);
  const listener = await startListener(scenario, ["--v1", denoCommand(script, ["1000"])]);
  for (const url of [listener.url, listener.url.replace(/^http:/, "ws:")]) {
    const client = scenario.start(["--v1", url]);
    await client.write(
      `${INITIALIZE}\n{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}\n`,
    );
    // Not read for a while: the updates back up behind the client's stdout.
    await new Promise((r) => setTimeout(r, 3_000));
    await client.closeStdin();
    const rest = new TextDecoder().decode(await client.readRest(30_000));
    const updates = rest.split("\n").filter((l) => l.includes(`"session/update"`)).length;
    assert.equal(updates, 1000, `${url}: ${updates} updates; ${await client.errors()}`);
    assert.equal((await client.exit(30_000)).code, 0, await client.errors());
  }
});
