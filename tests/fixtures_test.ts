/**
 * The ACP fixtures against each other, without the router: scripted client ↔
 * scripted agent as two processes, the in-process scripted client against a
 * spawned scripted agent, and the SDK client against SDK and scripted agents.
 *
 * @module
 */

import assert from "node:assert/strict";
import { type JsonObject, LineReader, lineText } from "../testing/ndjson.ts";
import { runScriptedAgent } from "../testing/scripted_agent.ts";
import { duplexPair } from "../testing/duplex_pair.ts";
import { PeerClosedError } from "../testing/framing.ts";
import { ProtocolError } from "../schema/protocol_error.ts";
import { runScriptedClient, type ScriptedClientOptions } from "../testing/scripted_client.ts";
import {
  readText,
  runToEnd,
  scriptedAgentArgv,
  scriptedClientArgv,
  sdkAgentArgv,
  sdkClientArgv,
  spawnPiped,
} from "./fixtures/fixture_commands.ts";

const PROTOCOLS = [1, 2] as const;

/** Frames a transcript shows as received (`<- {json}` lines), parsed. */
function received(transcript: string[]): JsonObject[] {
  return transcript.filter((l) => l.startsWith("<- ")).map((l) => JSON.parse(l.slice(3)));
}

/** The `update` of every received `session/update` with the given kind. */
function updates(transcript: string[], kind: string): JsonObject[] {
  return received(transcript)
    .filter((m) => m.method === "session/update")
    .map((m) => (m.params as { update: JsonObject }).update)
    .filter((u) => u.sessionUpdate === kind);
}

/**
 * Runs the in-process scripted client against a spawned scripted agent.
 * Returns the client's report (or its error), the transcript, and the agent's
 * stderr and exit code.
 */
async function clientAgainstScriptedAgent(
  options: ScriptedClientOptions,
  agentFlags: string[] = [],
) {
  const agent = spawnPiped(scriptedAgentArgv(options.protocol, ...agentFlags));
  const stderr = readText(agent.stderr);
  const transcript: string[] = [];
  const outcome = await runScriptedClient(
    options,
    agent.stdout,
    agent.stdin,
    (line) => transcript.push(line),
  ).then((report) => ({ report }), (error: Error) => ({ error }));
  const status = await agent.status;
  return { ...outcome, transcript, stderr: await stderr, code: status.code };
}

/** A spawned process driven line by line. */
class RawPeer {
  readonly child: Deno.ChildProcess;
  readonly stderr: Promise<string>;
  #lines: LineReader;
  #writer: WritableStreamDefaultWriter<Uint8Array>;

  constructor(argv: string[]) {
    this.child = spawnPiped(argv);
    this.stderr = readText(this.child.stderr);
    this.#lines = new LineReader(this.child.stdout);
    this.#writer = this.child.stdin.getWriter();
  }

  /** Writes `text` and a LF as one line. */
  sendLine(text: string): Promise<void> {
    return this.#writer.write(new TextEncoder().encode(text + "\n"));
  }

  /** Writes `message` as one JSON line. */
  send(message: unknown): Promise<void> {
    return this.sendLine(JSON.stringify(message));
  }

  /** The next output line parsed as JSON, or `undefined` at EOF. */
  async nextFrame(): Promise<JsonObject | undefined> {
    const line = await this.#lines.next();
    return line === undefined ? undefined : JSON.parse(lineText(line));
  }

  /** Closes stdin, reads stdout to EOF, and returns the frames left, exit code and stderr. */
  async finish(): Promise<{ code: number; rest: JsonObject[]; stderr: string }> {
    await this.#writer.close();
    const rest: JsonObject[] = [];
    for (let frame = await this.nextFrame(); frame; frame = await this.nextFrame()) {
      rest.push(frame);
    }
    const { code } = await this.child.status;
    return { code, rest, stderr: await this.stderr };
  }
}

for (const protocol of PROTOCOLS) {
  Deno.test(`scripted client and scripted agent complete a v${protocol} session as two processes`, async () => {
    const agent = spawnPiped(scriptedAgentArgv(protocol, "--report-init"));
    const client = spawnPiped(
      scriptedClientArgv(protocol, "--prompt", "hello", "--prompt", "permission", "--cancel"),
    );
    const pipes = Promise.all([
      client.stdout.pipeTo(agent.stdin),
      agent.stdout.pipeTo(client.stdin),
    ]);
    const [clientErr, agentErr] = await Promise.all([
      readText(client.stderr),
      readText(agent.stderr),
    ]);
    const [clientStatus, agentStatus] = await Promise.all([client.status, agent.status]);
    await pipes;
    assert.equal(clientStatus.code, 0, clientErr);
    assert.equal(agentStatus.code, 0, agentErr);

    const lines = clientErr.trimEnd().split("\n");
    assert.ok(lines.every((l) => /^(-> |<- |scripted-client: report )\{/.test(l)), clientErr);
    const report = JSON.parse(lines.at(-1)!.slice("scripted-client: report ".length));
    assert.equal(report.agentProtocolVersion, protocol);
    assert.deepEqual(
      report.turns.map((t: JsonObject) => [t.prompt, t.stopReason, t.text, t.permissionRequests]),
      [
        ["hello", "end_turn", "hello", 0],
        ["permission", "end_turn", 'permission: {"outcome":"selected","optionId":"allow"}', 1],
        ["wait", "cancelled", "waiting for session/cancel", 0],
      ],
    );
    const sentCancel = lines.some((l) => l.startsWith("-> ") && l.includes('"session/cancel"'));
    assert.ok(sentCancel, "the client sent session/cancel");
    const init = JSON.parse(agentErr.match(/^scripted-agent: initialize params (.*)$/m)![1]);
    assert.equal(init.protocolVersion, protocol);
    assert.deepEqual(protocol === 1 ? init.clientInfo : init.info, {
      name: "scripted-client",
      version: "1.0.0",
    });
  });

  Deno.test(`scripted agent echoes a prompt as agent_message_chunk updates (v${protocol})`, async () => {
    const run = await clientAgainstScriptedAgent({ protocol, prompts: ["hello there"] });
    assert.equal(run.code, 0, run.stderr);
    assert.ok("report" in run, String("error" in run && run.error));
    assert.equal(run.report.turns[0].stopReason, "end_turn");
    assert.equal(run.report.turns[0].text, "hello there");
    const [chunk] = updates(run.transcript, "agent_message_chunk");
    assert.deepEqual(chunk.content, { type: "text", text: "hello there" });
    assert.equal(typeof chunk.messageId, protocol === 2 ? "string" : "undefined");
    if (protocol === 2) {
      const states = updates(run.transcript, "state_update").map((u) => [u.state, u.stopReason]);
      assert.deepEqual(states, [["running", undefined], ["idle", "end_turn"]]);
    }
  });

  Deno.test(`scripted agent streams N chunks of S bytes for "stream N S" (v${protocol})`, async () => {
    const run = await clientAgainstScriptedAgent({ protocol, prompts: ["stream 5 1000"] });
    assert.ok("report" in run, String("error" in run && run.error));
    const chunks = updates(run.transcript, "agent_message_chunk");
    assert.deepEqual(
      chunks.map((u) => (u.content as { text: string }).text),
      ["a", "b", "c", "d", "e"].map((c) => c.repeat(1000)),
    );
    assert.equal(run.report.turns[0].stopReason, "end_turn");
  });

  Deno.test(`scripted agent exits with CODE on the prompt "exit CODE" (v${protocol})`, async () => {
    const run = await clientAgainstScriptedAgent({ protocol, prompts: ["exit 7"] });
    assert.equal(run.code, 7);
    assert.ok("error" in run, "the client saw the agent go away");
    assert.match(run.error.message, /closed its output before answering session\/prompt/);
  });

  Deno.test(`scripted agent writes TEXT to stderr on the prompt "stderr TEXT" (v${protocol})`, async () => {
    const run = await clientAgainstScriptedAgent({ protocol, prompts: ["stderr to the log"] });
    assert.equal(run.code, 0);
    assert.equal(run.stderr, "to the log\n");
    assert.ok("report" in run, String("error" in run && run.error));
    assert.equal(run.report.turns[0].stopReason, "end_turn");
  });

  Deno.test(`sdk client completes its scenario against the sdk v${protocol} agent`, async () => {
    const { stdout, stderr, code } = await runToEnd(
      sdkClientArgv(protocol, sdkAgentArgv(protocol)),
    );
    assert.equal(code, 0, stdout + stderr);
    assert.deepEqual(JSON.parse(stdout), {
      ok: true,
      agentProtocolVersion: protocol,
      updates: protocol === 1 ? 4 : 6, // v2 adds user_message and the running state
      permissionAnswered: true,
      cancelled: true,
    });
    assert.match(
      stderr,
      new RegExp(`^sdk-agent: initialize params \\{"protocolVersion":${protocol},`, "m"),
    );
    assert.match(stderr, /^sdk-client: agent exited with code 0$/m);
  });

  Deno.test(`sdk client completes its scenario against the scripted v${protocol} agent`, async () => {
    const { stdout, stderr, code } = await runToEnd(
      sdkClientArgv(protocol, scriptedAgentArgv(protocol)),
    );
    assert.equal(code, 0, stdout + stderr);
    assert.deepEqual(JSON.parse(stdout), {
      ok: true,
      agentProtocolVersion: protocol,
      updates: protocol === 1 ? 1 : 3,
      permissionAnswered: true,
      cancelled: true,
    });
  });
}

Deno.test("scripted agent answers unknown requests with -32601 and ignores malformed lines", async () => {
  const agent = new RawPeer(scriptedAgentArgv(1));
  await agent.sendLine("not json at all");
  await agent.sendLine('{"jsonrpc":"2.0","id":1,"method":"initialize"'); // truncated
  await agent.send([1, 2]);
  await agent.send("a JSON string");
  await agent.send({ jsonrpc: "2.0", id: 7, method: "no/such_method", params: {} });
  assert.deepEqual(await agent.nextFrame(), {
    jsonrpc: "2.0",
    id: 7,
    error: { code: -32601, message: "Method not found: no/such_method" },
  });
  const { code, rest } = await agent.finish();
  assert.equal(code, 0);
  assert.deepEqual(rest, []);
});

Deno.test("scripted agent writes --stderr at start and exits with --exit-code at stdin EOF", async () => {
  const agent = new RawPeer(scriptedAgentArgv(2, "--stderr", "starting up", "--exit-code", "5"));
  const { code, rest, stderr } = await agent.finish();
  assert.equal(code, 5);
  assert.deepEqual(rest, []);
  assert.equal(stderr, "starting up\n");
});

Deno.test("sdk v1 agent answers protocolVersion 1 to an initialize asking for 2", async () => {
  const agent = new RawPeer(sdkAgentArgv(1));
  const params = { protocolVersion: 2, clientInfo: { name: "probe", version: "0" } };
  await agent.send({ jsonrpc: "2.0", id: 1, method: "initialize", params });
  const answer = await agent.nextFrame();
  assert.equal((answer?.result as JsonObject).protocolVersion, 1);
  const { code, stderr } = await agent.finish();
  assert.equal(code, 0);
  assert.equal(stderr, `sdk-agent: initialize params ${JSON.stringify(params)}\n`);
});

Deno.test("sdk v2 agent refuses an initialize asking for version 1", async () => {
  const agent = new RawPeer(sdkAgentArgv(2));
  const params = { protocolVersion: 1, clientInfo: { name: "probe", version: "0" } };
  await agent.send({ jsonrpc: "2.0", id: 1, method: "initialize", params });
  const answer = await agent.nextFrame();
  assert.deepEqual(answer?.error, {
    code: -32022,
    message: "Unsupported protocol version",
    data: { requested: 1, supported: [2] },
  });
  assert.equal((await agent.finish()).code, 0);
});

Deno.test("scripted client and scripted agent run in-process over memory streams", async () => {
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  const agentLog: string[] = [];
  const agent = runScriptedAgent(
    { protocol: 2, name: "in-process", reportInit: true },
    toAgent.readable,
    toClient.writable,
    (line) => agentLog.push(line),
  );
  const options = { protocol: 2 as const, prompts: ["permission"], cancel: true };
  const report = await runScriptedClient(options, toClient.readable, toAgent.writable, () => {});
  assert.equal(await agent, 0);
  assert.deepEqual(report.initializeResult.info, { name: "in-process", version: "1.0.0" });
  assert.deepEqual(report.turns.map((t) => t.stopReason), ["end_turn", "cancelled"]);
  assert.equal(agentLog.length, 1);
  assert.match(agentLog[0], /^scripted-agent: initialize params \{"protocolVersion":2,"info":/);
});

Deno.test('in-process scripted agent ends the connection on the prompt "exit CODE"', async () => {
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  const agent = runScriptedAgent({ protocol: 1 }, toAgent.readable, toClient.writable, () => {});
  const client = runScriptedClient(
    { protocol: 1, prompts: ["exit 4"] },
    toClient.readable,
    toAgent.writable,
    () => {},
  );
  await assert.rejects(client, (e) => {
    assert.ok(e instanceof PeerClosedError, String(e));
    assert.match(e.message, /^the agent closed its output before answering session\/prompt$/);
    return true;
  });
  assert.equal(await agent, 4);
});

Deno.test("scripted client rejects an error answer with a ProtocolError that keeps its code and data", async () => {
  const [client, agent] = duplexPair();
  const lines = new LineReader(agent.readable);
  const out = agent.writable.getWriter();
  const agentSide = (async () => {
    const frame = await lines.next();
    const id = JSON.parse(lineText(frame!)).id;
    await out.write(new TextEncoder().encode(
      `{"jsonrpc":"2.0","id":${id},"error":{"code":-32002,"message":"auth","data":{"why":"x"}}}\n`,
    ));
    await out.close();
  })();
  await assert.rejects(
    runScriptedClient(
      { protocol: 1, closeTimeoutMs: 500 },
      client.readable,
      client.writable,
      () => {},
    ),
    (e) => {
      assert.ok(e instanceof ProtocolError, String(e));
      assert.equal(e.code, -32002);
      assert.deepEqual(e.data, { why: "x" });
      assert.match(e.message, /^initialize failed: \{"code":-32002/);
      return true;
    },
  );
  await agentSide;
});
