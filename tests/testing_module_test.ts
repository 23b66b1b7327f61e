/**
 * The `./testing` export (issue 15 §3): the in-memory duplex pair (bytes, end, backpressure),
 * every prompt command of the scripted agent in v1 and v2 both in memory and as a subprocess,
 * an agent router driving in-memory scripted agents, the scripted client against the scripted
 * agent, the framing helpers' bounded reads, and the defect agents' command words.
 *
 * @module
 */

import assert from "node:assert/strict";
import { AgentRouter, inProcess } from "../mod.ts";
import {
  DEFECT_NAMES,
  defectAgentCommand,
  duplexPair,
  type DuplexStream,
  FrameTimeoutError,
  FrameWriter,
  initializeParams,
  initializeResult,
  type JsonObject,
  LineReader,
  newSessionParams,
  PeerClosedError,
  type Protocol,
  readFrame,
  readFrames,
  readResponse,
  runDefectAgent,
  runScriptedAgent,
  runScriptedClient,
  scriptedAgentCommand,
  scriptedAgentFactory,
  scriptedClientCommand,
  writeNotification,
  writeRequest,
} from "../testing/mod.ts";
import { delay, within } from "./fixtures/support.ts";

/** Bound of every wait on a peer in this file (never a pass condition). */
const WAIT_MS = 10_000;
const encoder = new TextEncoder();

/** Whether `promise` is still pending after a few turns of the event loop and a short sleep. */
async function stillPending(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol("pending");
  return await Promise.race([promise, delay(30).then(() => pending)]) === pending;
}

/** Reads everything from `readable` (bounded). */
async function readAll(readable: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await within(new Response(readable).arrayBuffer(), WAIT_MS, "EOF"));
}

Deno.test("testing: duplexPair carries every byte value both ways, in order, and closing a writable ends the other readable", async () => {
  const [left, right] = duplexPair();
  const all = Uint8Array.from({ length: 256 * 3 }, (_, i) => i % 256);
  const send = async (end: DuplexStream, data: Uint8Array) => {
    const writer = end.writable.getWriter();
    for (let i = 0; i < data.length; i += 100) await writer.write(data.slice(i, i + 100));
    await writer.close();
  };
  const reversed = all.slice().reverse();
  const [, , toRight, toLeft] = await Promise.all([
    send(left, all),
    send(right, reversed),
    readAll(right.readable),
    readAll(left.readable),
  ]);
  assert.deepEqual(toRight, all);
  assert.deepEqual(toLeft, reversed);
});

Deno.test("testing: a scripted agent flooding a scripted client over a bare duplexPair lets timers fire: the client's answerTimeoutMs bounds the turn, and an interval ticks meanwhile (before: neither fired until the flood ended, 6-9 s later, and the turn passed)", async () => {
  const [client, agent] = duplexPair();
  let ticks = 0;
  const interval = setInterval(() => ticks++, 10);
  const stop = new AbortController();
  const exited = runScriptedAgent(
    { protocol: 1, signal: stop.signal },
    agent.readable,
    agent.writable,
    () => {},
  );
  try {
    const run = runScriptedClient(
      { protocol: 1, prompts: ["stream 200000 500"], answerTimeoutMs: 300 },
      client.readable,
      client.writable,
      () => {},
    );
    await assert.rejects(within(run, 20_000, "the scripted client's bound"), FrameTimeoutError);
    assert.ok(ticks > 0, "the interval ticked while the agent flooded the client");
  } finally {
    clearInterval(interval);
    stop.abort();
    await within(exited, 20_000, "the scripted agent's end");
  }
});

Deno.test("testing: duplexPair copies chunks, so a writer may reuse its buffer after a write", async () => {
  const [left, right] = duplexPair();
  const writer = left.writable.getWriter();
  const buffer = encoder.encode("first\n");
  await writer.write(buffer);
  buffer.set(encoder.encode("XXXXX\n"));
  await writer.close();
  assert.equal(new TextDecoder().decode(await readAll(right.readable)), "first\n");
});

Deno.test("testing: duplexPair applies backpressure past highWaterMark until the other end reads, and a cancelled readable errors the writer", async () => {
  const [left, right] = duplexPair({ highWaterMark: 16 });
  const writer = left.writable.getWriter();
  await within(writer.write(new Uint8Array(16)), WAIT_MS, "a write within highWaterMark");
  const second = writer.write(new Uint8Array(4));
  assert.ok(await stillPending(second), "a write past highWaterMark resolves unread");
  assert.ok((writer.desiredSize ?? 1) <= 0, `desiredSize ${writer.desiredSize}`);
  assert.ok(await stillPending(writer.ready), "ready resolves while nothing was read");
  const reader = right.readable.getReader();
  const chunk = await within(reader.read(), WAIT_MS, "the first chunk");
  assert.equal(chunk.value?.length, 16);
  await within(second, WAIT_MS, "the second write after a read");
  await within(writer.ready, WAIT_MS, "ready after a read");
  assert.equal((await within(reader.read(), WAIT_MS, "the second chunk")).value?.length, 4);
  await reader.cancel();
  await assert.rejects(within(writer.write(new Uint8Array(1)), WAIT_MS, "write after cancel"));
});

/** What one prompt turn looked like from the client's side. */
interface Turn {
  text: string;
  chunks: number;
  stopReason?: string;
  error?: { code: number; message: string };
  banners: string[];
  permissionRequests: number;
  /** The output ended during the turn. */
  ended: boolean;
}

/** A scripted agent under test, in memory or as a subprocess. */
interface AgentUnderTest {
  stream: DuplexStream;
  exited: Promise<number>;
  stderr: () => Promise<string>;
  kill(): void;
}

function inMemoryAgent(protocol: Protocol, flags: { banner?: string } = {}): AgentUnderTest {
  const [client, agent] = duplexPair();
  const log: string[] = [];
  const exited = runScriptedAgent(
    { protocol, banner: flags.banner },
    agent.readable,
    agent.writable,
    (line) => log.push(line),
  );
  return {
    stream: client,
    exited,
    stderr: async () => {
      await exited;
      return log.map((line) => line + "\n").join("");
    },
    kill: () => {},
  };
}

function subprocessAgent(protocol: Protocol, flags: { banner?: string } = {}): AgentUnderTest {
  const extra = flags.banner === undefined ? [] : ["--banner", flags.banner];
  const [program, ...args] = scriptedAgentCommand(protocol, ...extra);
  const child = new Deno.Command(program, {
    args,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderr = new Response(child.stderr).text();
  return {
    stream: { readable: child.stdout, writable: child.stdin },
    exited: child.status.then((s) => s.code),
    stderr: () => stderr,
    kill: () => {
      try {
        child.kill("SIGKILL");
      } catch { /* already gone */ }
    },
  };
}

/** A client driving one scripted agent with the framing helpers. */
class Driver {
  readonly out: FrameWriter;
  readonly lines: LineReader;
  readonly banners: string[] = [];
  #nextId = 0;
  constructor(readonly protocol: Protocol, stream: DuplexStream) {
    this.out = new FrameWriter(stream.writable);
    this.lines = new LineReader(stream.readable);
  }

  async call(method: string, params: JsonObject): Promise<JsonObject> {
    const id = ++this.#nextId;
    await writeRequest(this.out, id, method, params);
    return await readResponse(this.lines, id, {
      timeoutMs: WAIT_MS,
      onOther: (frame) => frame.message ?? this.banners.push(frame.text),
    });
  }

  async open(): Promise<string> {
    const init = await this.call("initialize", initializeParams(this.protocol, "driver"));
    assert.equal((init.result as JsonObject).protocolVersion, this.protocol);
    const session = await this.call("session/new", newSessionParams(this.protocol, "/"));
    return String((session.result as JsonObject).sessionId);
  }

  /** One turn: answers permission requests, cancels on the `wait` chunk, ends as the version does. */
  async turn(sessionId: string, text: string): Promise<Turn> {
    const id = ++this.#nextId;
    const turn: Turn = { text: "", chunks: 0, banners: [], permissionRequests: 0, ended: false };
    await writeRequest(this.out, id, "session/prompt", {
      sessionId,
      prompt: [{ type: "text", text }],
    });
    for await (const frame of readFrames(this.lines, WAIT_MS)) {
      const message = frame.message;
      if (!message) {
        turn.banners.push(frame.text);
        continue;
      }
      if (message.id === id && message.method === undefined) {
        if (message.error) {
          turn.error = message.error as Turn["error"];
          return turn;
        }
        const result = message.result as JsonObject;
        if (this.protocol === 1) {
          turn.stopReason = String(result.stopReason);
          return turn;
        }
        assert.equal(typeof result.messageId, "string", "v2 acknowledges with a messageId");
        continue;
      }
      if (message.method === "session/request_permission") {
        turn.permissionRequests++;
        const result = { outcome: { outcome: "selected", optionId: "allow" } };
        await this.out.send({ jsonrpc: "2.0", id: message.id, result });
        continue;
      }
      if (message.method !== "session/update") continue;
      const update = (message.params as JsonObject).update as JsonObject;
      if (update.sessionUpdate === "agent_message_chunk") {
        turn.chunks++;
        const chunk = String((update.content as JsonObject).text);
        turn.text += chunk;
        if (chunk === "waiting for session/cancel") {
          await writeNotification(this.out, "session/cancel", { sessionId });
        }
      }
      if (update.sessionUpdate === "state_update" && update.state === "idle") {
        turn.stopReason = String(update.stopReason);
        return turn;
      }
    }
    turn.ended = true;
    return turn;
  }

  async close(): Promise<void> {
    await this.out.close();
    await this.lines.cancel();
  }
}

const KINDS = { "in memory": inMemoryAgent, "as a subprocess": subprocessAgent };

for (const [where, start] of Object.entries(KINDS)) {
  for (const protocol of [1, 2] as const) {
    Deno.test(`testing: the scripted v${protocol} agent ${where} runs echo, stream, permission, wait, fail, banner and stderr turns (a stream too large for a string is refused -32602), then exits 0 at EOF`, async () => {
      const agent = start(protocol);
      try {
        const driver = new Driver(protocol, agent.stream);
        const session = await driver.open();
        const turn = (text: string) => within(driver.turn(session, text), WAIT_MS, text);

        const echo = await turn("hello, agent");
        assert.equal(echo.text, "hello, agent");
        assert.equal(echo.stopReason, "end_turn");

        const stream = await turn("stream 3 4");
        assert.deepEqual([stream.text, stream.chunks], ["aaaabbbbcccc", 3]);

        const permission = await turn("permission");
        assert.equal(permission.permissionRequests, 1);
        assert.equal(permission.text, 'permission: {"outcome":"selected","optionId":"allow"}');
        assert.equal(permission.stopReason, "end_turn");

        const wait = await turn("wait");
        assert.equal(wait.text, "waiting for session/cancel");
        assert.equal(wait.stopReason, "cancelled");

        const fail = await turn("fail -32042");
        assert.equal(fail.error?.code, -32042);
        assert.equal(fail.chunks, 0);

        // Before: a RangeError on stderr and a turn that never ended.
        const tooBig = await turn("stream 1 9999999999");
        assert.deepEqual(tooBig.error, {
          code: -32602,
          message: "stream N S: S is at most 16777216 bytes and N at most 1000000000 " +
            "(got 1 9999999999)",
        });
        assert.equal(tooBig.chunks, 0);

        const banner = await turn("banner Welcome to the scripted agent!");
        assert.deepEqual(banner.banners, ["Welcome to the scripted agent!"]);
        assert.equal(banner.stopReason, "end_turn");

        const stderr = await turn("stderr a line for stderr");
        assert.equal(stderr.stopReason, "end_turn");

        const unknown = await driver.call("no/such/method", {});
        assert.equal((unknown.error as JsonObject).code, -32601);

        await driver.out.close();
        assert.equal(await within(agent.exited, WAIT_MS, "exit at EOF"), 0);
        await driver.lines.cancel();
        assert.match(await agent.stderr(), /^a line for stderr$/m);
      } finally {
        agent.kill();
        await agent.exited.catch(() => {});
      }
    });

    Deno.test(`testing: the scripted v${protocol} agent ${where} writes its banner before the first frame and exits with CODE on "exit CODE" (its low 8 bits, as a process's status: 259 is 3)`, async () => {
      const agent = start(protocol, { banner: "agent 1.0 ready" });
      try {
        const driver = new Driver(protocol, agent.stream);
        const first = await readFrame(driver.lines, WAIT_MS);
        assert.equal(first?.text, "agent 1.0 ready");
        assert.equal(first?.message, undefined);
        const session = await driver.open();
        const turn = await within(driver.turn(session, "exit 259"), WAIT_MS, "exit 259");
        assert.equal(turn.ended, true);
        assert.equal(await within(agent.exited, WAIT_MS, "exit 259"), 3);
        await driver.close();
      } finally {
        agent.kill();
        await agent.exited.catch(() => {});
      }
    });
  }
}

for (const [where, start] of Object.entries(KINDS)) {
  Deno.test(`testing: the scripted agent ${where} answers each request under its id's exact text (a 20-digit number, an escaped string, 1.0: before, 12345678901234567890 came back as 12345678901234567000)`, async () => {
    const agent = start(1);
    try {
      const writer = agent.stream.writable.getWriter();
      const ids = ["12345678901234567890", '"x\\u0031"', "1.0"];
      const methods = ["initialize", "session/new", "no/such"];
      const params = [
        JSON.stringify(initializeParams(1, "ids")),
        JSON.stringify(newSessionParams(1, "/")),
      ];
      const lines = ids.map((id, i) =>
        `{"jsonrpc":"2.0","id":${id},"method":"${methods[i]}"` +
        (params[i] === undefined ? "}" : `,"params":${params[i]}}`) + "\n"
      );
      await writer.write(new TextEncoder().encode(lines.join("")));
      const reader = new LineReader(agent.stream.readable);
      const got: string[] = [];
      for (const _ of ids) {
        const frame = await readFrame(reader, WAIT_MS);
        got.push(
          /^\{"jsonrpc":"2\.0","id":(.*?),"(?:result|error)":/.exec(frame?.text ?? "")?.[1] ?? "",
        );
      }
      assert.deepEqual(got, ids);
      await writer.close();
      await reader.cancel();
      assert.equal(await within(agent.exited, WAIT_MS, "exit at EOF"), 0);
    } finally {
      agent.kill();
      await agent.exited.catch(() => {});
    }
  });
}

for (const client of [1, 2] as const) {
  Deno.test(`testing: an AgentRouter serves a v${client} client from in-memory scripted v1 and v2 agents (scriptedAgentFactory)`, async () => {
    const logs: string[] = [];
    const router = new AgentRouter({
      v1: scriptedAgentFactory({ protocol: 1, name: "memory-v1", log: (l) => logs.push(l) }),
      v2: scriptedAgentFactory({ protocol: 2, name: "memory-v2", reportInit: true }),
    });
    const [clientEnd, routerEnd] = duplexPair();
    const served = router.serve(routerEnd);
    const report = await within(
      runScriptedClient(
        { protocol: client, prompts: ["hello", "stream 2 3", "permission"], cancel: true },
        clientEnd.readable,
        clientEnd.writable,
        () => {},
      ),
      WAIT_MS,
      "the scripted client's run",
    );
    const outcome = await within(served, WAIT_MS, "the router's outcome");
    assert.equal(outcome.selected, client);
    assert.equal(report.agentProtocolVersion, client);
    const info = (report.initializeResult.info ?? report.initializeResult.agentInfo) as JsonObject;
    assert.equal(info.name, `memory-v${client}`);
    assert.deepEqual(report.turns.map((t) => [t.text, t.stopReason]), [
      ["hello", "end_turn"],
      ["aaabbb", "end_turn"],
      ['permission: {"outcome":"selected","optionId":"allow"}', "end_turn"],
      ["waiting for session/cancel", "cancelled"],
    ]);
    assert.equal(outcome.implementation?.code, 0);
    assert.deepEqual(logs, []);
  });
}

Deno.test('testing: an AgentRouter sees an in-memory scripted agent\'s "exit 3" as an implementation that exited with 3', async () => {
  const router = new AgentRouter({ v1: scriptedAgentFactory({ protocol: 1 }) });
  const [clientEnd, routerEnd] = duplexPair();
  const served = router.serve(routerEnd);
  const driver = new Driver(1, clientEnd);
  const session = await driver.open();
  const turn = await within(driver.turn(session, "exit 3"), WAIT_MS, "exit 3");
  assert.equal(turn.ended, true);
  const outcome = await within(served, WAIT_MS, "the router's outcome");
  assert.equal(outcome.implementation?.code, 3);
  await driver.close();
});

Deno.test("testing: a scriptedAgentFactory connection ends with 143 on terminate, like a process on SIGTERM", async () => {
  const connection = await scriptedAgentFactory({ protocol: 2 })();
  const out = new FrameWriter(connection.writable);
  const lines = new LineReader(connection.readable);
  await writeRequest(out, 1, "initialize", initializeParams(2, "t"));
  await readResponse(lines, 1, { timeoutMs: WAIT_MS });
  assert.equal(await within(connection.terminate!(1000), WAIT_MS, "terminate"), 143);
  assert.equal(await connection.exited, 143);
  assert.equal(await within(lines.next(), WAIT_MS, "EOF after terminate"), undefined);
  await out.abort();
});

for (const protocol of [1, 2] as const) {
  Deno.test(`testing: the scripted v${protocol} client completes prompts and a cancel against the scripted agent, in memory and as two connected subprocesses`, async () => {
    // In memory.
    const [client, agent] = duplexPair();
    const exited = runScriptedAgent({ protocol }, agent.readable, agent.writable, () => {});
    const report = await within(
      runScriptedClient(
        { protocol, prompts: ["hi", "permission"], cancel: true },
        client.readable,
        client.writable,
        () => {},
      ),
      WAIT_MS,
      "in-memory client",
    );
    assert.deepEqual(report.turns.map((t) => t.stopReason), ["end_turn", "end_turn", "cancelled"]);
    assert.equal(await within(exited, WAIT_MS, "agent exit"), 0);

    // Two subprocesses, each one's stdout piped to the other's stdin.
    const spawn = (argv: string[]) =>
      new Deno.Command(argv[0], {
        args: argv.slice(1),
        stdin: "piped",
        stdout: "piped",
        stderr: "piped",
      }).spawn();
    const agentProcess = spawn(scriptedAgentCommand(protocol));
    const clientProcess = spawn(
      scriptedClientCommand(protocol, "--prompt", "hi", "--prompt", "stream 2 1", "--cancel"),
    );
    try {
      const pipes = Promise.all([
        clientProcess.stdout.pipeTo(agentProcess.stdin).catch(() => {}),
        agentProcess.stdout.pipeTo(clientProcess.stdin).catch(() => {}),
      ]);
      const [clientErr, , clientStatus, agentStatus] = await within(
        Promise.all([
          new Response(clientProcess.stderr).text(),
          new Response(agentProcess.stderr).text(),
          clientProcess.status,
          agentProcess.status,
        ]),
        WAIT_MS * 2,
        "both processes to end",
      );
      await pipes;
      assert.equal(clientStatus.code, 0, clientErr);
      assert.equal(agentStatus.code, 0);
      const line = clientErr.split("\n").find((l) => l.startsWith("scripted-client: report "));
      const sub = JSON.parse(line!.slice("scripted-client: report ".length));
      assert.deepEqual(
        sub.turns.map((t: { text: string; stopReason: string }) => [t.text, t.stopReason]),
        [["hi", "end_turn"], ["ab", "end_turn"], ["waiting for session/cancel", "cancelled"]],
      );
    } finally {
      for (const child of [agentProcess, clientProcess]) {
        try {
          child.kill("SIGKILL");
        } catch { /* already gone */ }
      }
    }
  });
}

Deno.test("testing: readFrame throws FrameTimeoutError on a silent peer, and the line that comes later is read next, not lost", async () => {
  const [client, agent] = duplexPair();
  const lines = new LineReader(client.readable);
  const error = await readFrame(lines, 30).catch((e) => e);
  assert.ok(error instanceof FrameTimeoutError, String(error));
  assert.equal(error.name, "FrameTimeoutError");
  assert.equal(error.timeoutMs, 30);
  const out = new FrameWriter(agent.writable);
  await out.send({ jsonrpc: "2.0", id: 7, result: {} });
  const frame = await readFrame(lines, WAIT_MS);
  assert.equal(frame?.message?.id, 7);
  await out.close();
  assert.equal(await readFrame(lines, WAIT_MS), undefined, "EOF");
});

Deno.test("testing: after a timed-out read, two lines that come in one chunk are both read, in order (the read given up on takes none)", async () => {
  const [client, agent] = duplexPair();
  const lines = new LineReader(client.readable);
  assert.ok((await readFrame(lines, 20).catch((e) => e)) instanceof FrameTimeoutError);
  const writer = agent.writable.getWriter();
  await writer.write(encoder.encode(`{"id":1}\n{"id":2}\n`));
  assert.equal((await readFrame(lines, WAIT_MS))?.text, `{"id":1}`);
  assert.equal((await readFrame(lines, WAIT_MS))?.text, `{"id":2}`);
  await writer.close();
  assert.equal(await readFrame(lines, WAIT_MS), undefined, "EOF");
});

/**
 * Opens a v1 session on a scripted agent and starts a turn far larger than what the streams
 * hold, never read: the agent is then blocked writing to nobody.
 */
async function blockInATurn(out: FrameWriter, lines: LineReader): Promise<void> {
  await writeRequest(out, 1, "initialize", initializeParams(1, "t"));
  await readResponse(lines, 1, { timeoutMs: WAIT_MS });
  await writeRequest(out, 2, "session/new", newSessionParams(1, "/"));
  const session = await readResponse(lines, 2, { timeoutMs: WAIT_MS });
  await writeRequest(out, 3, "session/prompt", {
    sessionId: (session.result as JsonObject).sessionId,
    prompt: [{ type: "text", text: "stream 100 10000" }],
  });
  await delay(200);
}

Deno.test("testing: a scriptedAgentFactory connection ends with 143 on terminate even while its output is full and nobody reads it (as SIGTERM ends a process blocked on a full pipe); runScriptedAgent's signal too", async () => {
  const connection = await scriptedAgentFactory({ protocol: 1 })();
  const out = new FrameWriter(connection.writable);
  const lines = new LineReader(connection.readable);
  await blockInATurn(out, lines);
  assert.equal(await within(connection.terminate!(100), WAIT_MS, "terminate"), 143);
  await out.abort();

  const [router, agentEnd] = duplexPair({ highWaterMark: 1024 });
  const stop = new AbortController();
  const running = runScriptedAgent(
    { protocol: 1, signal: stop.signal },
    agentEnd.readable,
    agentEnd.writable,
    () => {},
  );
  const routerOut = new FrameWriter(router.writable);
  const routerLines = new LineReader(router.readable);
  await blockInATurn(routerOut, routerLines);
  stop.abort();
  assert.equal(await within(running, WAIT_MS, "the aborted agent"), 143);
  await routerOut.abort();
  await routerLines.cancel();
});

Deno.test("testing: readResponse skips other frames (to onOther), times out as a whole, and throws PeerClosedError at EOF", async () => {
  const [client, agent] = duplexPair();
  const lines = new LineReader(client.readable);
  const out = new FrameWriter(agent.writable);
  await out.sendLine("a banner");
  await writeNotification(out, "session/update", { sessionId: "s" });
  await out.send({ jsonrpc: "2.0", id: 2, result: {} }); // another id
  await out.send({ jsonrpc: "2.0", id: 1, method: "session/request_permission" }); // a request
  const others: string[] = [];
  const timeout = await readResponse(lines, 1, {
    timeoutMs: 50,
    onOther: (f) => others.push(f.text),
  }).catch((e) => e);
  assert.ok(timeout instanceof FrameTimeoutError, String(timeout));
  assert.match(timeout.message, /no response to id 1 within 50 ms/);
  assert.equal(others.length, 4);
  assert.equal(others[0], "a banner");

  // A response already waiting is read even with no time to wait.
  await out.send({ jsonrpc: "2.0", id: 7, result: {} });
  await delay(20);
  assert.deepEqual(await readResponse(lines, 7, { timeoutMs: 0 }), {
    jsonrpc: "2.0",
    id: 7,
    result: {},
  });

  await writeRequest(out, "x", "ping"); // a request with the id is not its response
  await out.send({ jsonrpc: "2.0", id: "x", error: { code: -1, message: "no" } });
  const answer = await readResponse(lines, "x", { timeoutMs: WAIT_MS });
  assert.deepEqual(answer.error, { code: -1, message: "no" });

  await out.close();
  const closed = await readResponse(lines, 3, { timeoutMs: WAIT_MS }).catch((e) => e);
  assert.ok(closed instanceof PeerClosedError, String(closed));
  assert.equal(closed.name, "PeerClosedError");
});

Deno.test("testing: defectAgentCommand runs the defect agent of every DEFECT_NAMES entry's file; the correct one answers initialize", async () => {
  assert.ok(DEFECT_NAMES.includes("none"));
  const [program, ...args] = defectAgentCommand("none", 2);
  const child = new Deno.Command(program, {
    args,
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  try {
    const out = new FrameWriter(child.stdin);
    const lines = new LineReader(child.stdout);
    await writeRequest(out, 1, "initialize", initializeParams(2, "t"));
    const answer = await readResponse(lines, 1, { timeoutMs: WAIT_MS });
    assert.equal((answer.result as JsonObject).protocolVersion, 2);
    await out.close();
    assert.equal((await within(child.status, WAIT_MS, "exit at EOF")).code, 0);
    await lines.cancel();
  } finally {
    try {
      child.kill("SIGKILL");
    } catch { /* already gone */ }
  }
});

Deno.test("testing kit: a timeout no timer can wait (2^31 ms or more, Infinity, NaN, negative) is a RangeError, not a timeout after 1 ms; runScriptedClient refuses it before locking anything", async () => {
  const [a] = duplexPair();
  const lines = new LineReader(a.readable);
  for (const ms of [2 ** 31, Infinity, NaN, -1]) {
    await assert.rejects(readFrame(lines, ms), RangeError);
    await assert.rejects(readResponse(lines, 1, { timeoutMs: ms }), RangeError);
  }
  await lines.cancel();
  const [client] = duplexPair();
  await assert.rejects(
    runScriptedClient(
      { protocol: 1, closeTimeoutMs: 2 ** 31 },
      client.readable,
      client.writable,
      () => {},
    ),
    RangeError,
  );
  assert.ok(!client.readable.locked && !client.writable.locked, "nothing locked");
});

Deno.test("testing kit: a scripted client whose agent has already gone rejects with an Error that says so, not undefined", async () => {
  const [client, agent] = duplexPair();
  const stop = new AbortController();
  stop.abort();
  assert.equal(
    await runScriptedAgent(
      { protocol: 1, signal: stop.signal },
      agent.readable,
      agent.writable,
      () => {},
    ),
    143,
  );
  const e = await runScriptedClient(
    { protocol: 1, closeTimeoutMs: 100 },
    client.readable,
    client.writable,
    () => {},
  )
    .then(() => null, (e: unknown) => e);
  assert.ok(e instanceof Error, `rejected with ${String(e)}`);
  assert.equal(typeof e.message, "string");
});

Deno.test("testing kit: FrameWriter.send of a value that is no JSON (undefined, a function) is a TypeError, not the line 'undefined'", async () => {
  const chunks: Uint8Array[] = [];
  const writer = new FrameWriter(new WritableStream({ write: (c) => void chunks.push(c) }));
  await assert.rejects(writer.send(undefined), TypeError);
  await assert.rejects(writer.send(() => {}), TypeError);
  assert.equal(chunks.length, 0);
});

Deno.test("testing kit: a scripted client that fails reports it when it happens, not a close wait later: an unanswered initialize with answerTimeoutMs 300 rejects within about 0.5 s though closeTimeoutMs is the default 5 s (before, 5.3 s)", async () => {
  const [client, agent] = duplexPair();
  const reading = agent.readable.pipeTo(new WritableStream()); // reads, never answers, never ends
  const started = Date.now();
  const e = await runScriptedClient(
    { protocol: 2, prompts: ["x"], answerTimeoutMs: 300 },
    client.readable,
    client.writable,
    () => {},
  ).then(() => null, (e: unknown) => e);
  const ms = Date.now() - started;
  assert.ok(e instanceof FrameTimeoutError, String(e));
  assert.ok(ms < 3_000, `rejected after ${ms} ms`);
  await agent.writable.close().catch(() => {});
  await reading;
});

Deno.test("testing kit: a scripted client whose agent never answers fails with FrameTimeoutError after answerTimeoutMs instead of waiting for ever", async () => {
  const [client, agent] = duplexPair();
  const reading = agent.readable.pipeTo(new WritableStream()); // reads, never answers
  const e = await runScriptedClient(
    { protocol: 1, answerTimeoutMs: 200, closeTimeoutMs: 100 },
    client.readable,
    client.writable,
    () => {},
  ).then(() => null, (e: unknown) => e);
  assert.ok(e instanceof FrameTimeoutError, String(e));
  assert.match(e.message, /answer to initialize within 200 ms/);
  await agent.writable.close().catch(() => {}); // the client cancelled its input already
  await reading;
  await assert.rejects(
    runScriptedClient(
      { protocol: 1, answerTimeoutMs: Infinity },
      client.readable,
      client.writable,
      () => {},
    ),
    RangeError,
  );
});

Deno.test("testing kit: a stop ends a scripted agent whose banner nobody reads (143), and streams already held are a rejection, not a throw", async () => {
  const stop = new AbortController();
  const stuck = new WritableStream<Uint8Array>({ write: () => new Promise(() => {}) });
  const exited = runScriptedAgent(
    { protocol: 1, banner: "hi", signal: stop.signal },
    new ReadableStream(),
    stuck,
    () => {},
  );
  setTimeout(() => stop.abort(), 50);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const code = await Promise.race([
    exited,
    new Promise((resolve) => timer = setTimeout(() => resolve("still running"), 10_000)),
  ]);
  clearTimeout(timer);
  assert.equal(code, 143);
  const held = new ReadableStream();
  held.getReader();
  let result: unknown;
  try {
    result = await runScriptedAgent({ protocol: 1 }, held, new WritableStream(), () => {})
      .then(() => "resolved", (e: unknown) => `rejected ${(e as Error).name}`);
  } catch (e) {
    result = `threw ${(e as Error).name}`;
  }
  assert.equal(result, "rejected TypeError");
});

/**
 * An in-memory agent that answers each frame with `answer(message)` (a line, or null for no
 * answer); `undefined` stops reading its input for good (the write never completes).
 */
function fakeAgent(
  answer: (message: JsonObject) => string | null | undefined,
): { readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> } {
  const output = new TransformStream<Uint8Array, Uint8Array>();
  const out = output.writable.getWriter();
  const writable = new WritableStream<Uint8Array>({
    async write(chunk) {
      const line = answer(JSON.parse(new TextDecoder().decode(chunk)));
      if (line === undefined) return await new Promise<void>(() => {});
      if (line !== null) await out.write(encoder.encode(line + "\n"));
    },
    close: () => out.close(),
  });
  return { readable: output.readable, writable };
}

/** How a scripted client run with one prompt against `agent` fails (null when it does not). */
function scriptedClientFailure(
  agent: { readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> },
  protocol: Protocol,
  answerTimeoutMs: number,
): Promise<unknown> {
  return within(
    runScriptedClient(
      { protocol, prompts: ["x"], answerTimeoutMs, closeTimeoutMs: 200 },
      agent.readable,
      agent.writable,
      () => {},
    ).then(() => null, (e: unknown) => e),
    WAIT_MS,
    "the scripted client to give up",
  );
}

const V1_INIT = (id: unknown) =>
  `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"protocolVersion":1}}`;

Deno.test("testing kit: a scripted client whose agent stops reading its input (a prompt larger than the pipe) fails with FrameTimeoutError within answerTimeoutMs and closeTimeoutMs, not for ever", async () => {
  const agent = fakeAgent((m) =>
    m.method === "initialize"
      ? V1_INIT(m.id)
      : m.method === "session/new"
      ? `{"jsonrpc":"2.0","id":${m.id},"result":{"sessionId":"s"}}`
      : undefined
  );
  const e = await scriptedClientFailure(agent, 1, 300);
  assert.ok(e instanceof FrameTimeoutError, String(e));
  assert.match(e.message, /session\/prompt within 300 ms/);
});

Deno.test("testing kit: a scripted client's log callback that throws fails the run with its own error, not 'the agent closed its output'", async () => {
  const [client, agent] = duplexPair();
  const exited = runScriptedAgent({ protocol: 1 }, agent.readable, agent.writable, () => {});
  const e = await within(
    runScriptedClient({ protocol: 1, closeTimeoutMs: 1_000 }, client.readable, client.writable, (
      line,
    ) => {
      if (line.startsWith("<-")) throw new Error("my log sink failed");
    }).then(() => null, (e: unknown) => e),
    WAIT_MS,
    "the scripted client",
  );
  assert.ok(e instanceof Error, String(e));
  assert.equal(e.message, "my log sink failed");
  await within(exited, WAIT_MS, "the scripted agent");
});

Deno.test("testing kit: a scripted client refuses an initialize answer in a version it does not speak, and a session/new answer without a sessionId (a defect of the agent under test, not a session 'undefined')", async () => {
  const cases: [Protocol, (m: JsonObject) => string | null, RegExp][] = [
    [
      1,
      (m) => `{"jsonrpc":"2.0","id":${m.id},"result":{"protocolVersion":7}}`,
      /protocolVersion 7; this client asked for 1 and speaks 1$/,
    ],
    [
      1,
      (m) => `{"jsonrpc":"2.0","id":${m.id},"result":{"protocolVersion":2}}`,
      /protocolVersion 2; this client asked for 1/,
    ],
    [
      2,
      (m) => `{"jsonrpc":"2.0","id":${m.id},"result":{"protocolVersion":"2"}}`,
      /protocolVersion "2"; this client asked for 2 and speaks 2 and 1$/,
    ],
    [
      1,
      (m) =>
        m.method === "initialize" ? V1_INIT(m.id) : `{"jsonrpc":"2.0","id":${m.id},"result":{}}`,
      /^session\/new answered without a sessionId string: \{\}$/,
    ],
  ];
  for (const [protocol, answer, says] of cases) {
    const e = await scriptedClientFailure(fakeAgent(answer), protocol, 2_000);
    assert.ok(e instanceof Error, String(e));
    assert.match(e.message, says);
  }
});

Deno.test("testing kit: readResponse gives up at its timeout while the peer keeps sending other frames (before: it read on for as long as they came, 5.5 s for a 100 ms timeout)", async () => {
  const line = encoder.encode('{"jsonrpc":"2.0","method":"session/update","params":{}}\n');
  let stop = false;
  const flood = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stop) return controller.close();
      await delay(1);
      controller.enqueue(line);
    },
  });
  const lines = new LineReader(flood);
  let others = 0;
  const guard = setTimeout(() => stop = true, 5_000); // the flood ends: the old code then ended
  try {
    const error = await within(
      readResponse(lines, 1, { timeoutMs: 100, onOther: () => others++ }).catch((e) => e),
      WAIT_MS,
      "readResponse",
    );
    assert.ok(error instanceof FrameTimeoutError, String(error));
    assert.ok(!stop, "it waited until the flood ended");
    assert.ok(others > 0);
  } finally {
    clearTimeout(guard);
    await lines.cancel();
  }
});

Deno.test("testing kit: runScriptedAgent's signal ends it with 143 also after its input ended, while its turns still write to nobody (before: exited stayed pending; a factory's terminate gave 0)", async () => {
  for (const via of ["signal", "terminate"] as const) {
    const [client, agent] = duplexPair({ highWaterMark: 1024 });
    const stop = new AbortController();
    const connection = via === "terminate" ? await scriptedAgentFactory({ protocol: 1 })() : null;
    const exited = connection === null
      ? runScriptedAgent(
        { protocol: 1, signal: stop.signal },
        agent.readable,
        agent.writable,
        () => {},
      )
      : connection.exited!;
    const out = new FrameWriter(connection?.writable ?? client.writable);
    const lines = new LineReader(connection?.readable ?? client.readable);
    await blockInATurn(out, lines);
    await out.close(); // its input ends; nobody reads its output
    await delay(100);
    assert.ok(await stillPending(exited), `${via}: it ended with its turn unwritten`);
    if (connection === null) stop.abort();
    const code = connection === null
      ? await within(exited, WAIT_MS, "the aborted agent")
      : await within(connection.terminate!(100), WAIT_MS, "terminate");
    assert.equal(code, 143, via);
    await lines.cancel();
  }
});

Deno.test("testing kit: FrameWriter.sendLine to a stream closed without a reason rejects with an Error that says so, as send does (before: undefined); a peer whose writable is held leaves its readable unlocked (before: locked by a reader nobody could release)", async () => {
  const [a, b] = duplexPair();
  await b.readable.cancel();
  const out = new FrameWriter(a.writable);
  const error = await out.sendLine("banner").catch((e) => e);
  assert.ok(error instanceof Error, String(error));
  assert.match(error.message, /closed/);
  for (const run of [runScriptedAgent, runScriptedClient]) {
    const [, end] = duplexPair();
    end.writable.getWriter();
    const refused = await run({ protocol: 2 }, end.readable, end.writable, () => {})
      .catch((e: unknown) => e);
    assert.ok(refused instanceof TypeError, String(refused));
    assert.match(refused.message, /its writable is locked/);
    assert.equal(end.readable.locked, false, run.name);
  }
});

Deno.test("testing kit: LineReader keeps every line in order while lines read are let go from its queue (more than 1024 read with more queued, chunks of 700 lines, a line split across chunks)", async () => {
  const text = Array.from({ length: 5_000 }, (_, i) => `{"n":${i}}\n`).join("");
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += 700 * 9 + 5) {
    chunks.push(bytes.slice(at, at + 700 * 9 + 5));
  }
  const lines = new LineReader(ReadableStream.from(chunks));
  for (let i = 0; i < 5_000; i++) {
    const line = await lines.next();
    assert.equal(line && new TextDecoder().decode(line), `{"n":${i}}`);
  }
  assert.equal(await lines.next(), undefined);
});

Deno.test("testing kit: a scripted client that stops reading before its agent has ended (closeTimeoutMs) is a client that left for the router (client-left), not a failed output (before: output-failed, 'the reader of these lines stopped reading')", async () => {
  const slowExit = inProcess(async ({ readable, writable }) => {
    const lines = new LineReader(readable);
    const out = new FrameWriter(writable);
    for (let line = await lines.next(); line; line = await lines.next()) {
      const message = JSON.parse(new TextDecoder().decode(line));
      if (message.method === "initialize") {
        await out.send({ jsonrpc: "2.0", id: message.id, result: initializeResult(2, "slow") });
      }
      if (message.method === "session/new") {
        await out.send({ jsonrpc: "2.0", id: message.id, result: { sessionId: "s" } });
      }
    }
    await delay(1_000); // it saves its state for 1 s after its input ends
    await out.close();
  });
  const [client, routerEnd] = duplexPair();
  const served = new AgentRouter({ v2: slowExit }).serve(routerEnd);
  const report = await within(
    runScriptedClient(
      { protocol: 2, closeTimeoutMs: 300 },
      client.readable,
      client.writable,
      () => {},
    ),
    WAIT_MS,
    "the scripted client",
  );
  assert.equal(report.sessionId, "s");
  const outcome = await within(served, WAIT_MS, "serve");
  assert.equal(outcome.end, "client-left", String(outcome.error));
});

Deno.test("testing kit: the defect agent refuses a mistyped or repeated flag, or one without its value, with its usage line and exit 2 (before: it ran the correct agent, and a probe of it passed)", async () => {
  const script = new URL("../testing/defect_agent.ts", import.meta.url).pathname;
  for (
    const args of [["--defect"], ["--defects", "banner"], ["--defect", "none", "--bogus", "1"], [
      "--defect",
      "none",
      "--defect",
      "banner",
    ]]
  ) {
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-run=sleep", script, ...args],
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.equal(code, 2, args.join(" "));
    assert.match(new TextDecoder().decode(stderr), /^usage: defect_agent\.ts --defect /);
  }
});

Deno.test("testing kit: a scripted agent's options are checked: a protocol other than 1 or 2 and an exit code that is no integer are a RangeError (the factory's when it is made), and an exit code keeps its low 8 bits as a process's status does (before: protocol 3 answered as v2 and ran v1 turns, exitCode 300 gave 300)", async () => {
  for (const options of [{ protocol: 3 }, { protocol: 2, exitCode: Number.NaN }]) {
    assert.throws(() => scriptedAgentFactory(options as { protocol: 1 }), RangeError);
    const [, end] = duplexPair();
    const refused = await runScriptedAgent(
      options as { protocol: 1 },
      end.readable,
      end.writable,
      () => {},
    )
      .catch((e: unknown) => e);
    assert.ok(refused instanceof RangeError, String(refused));
    assert.equal(end.readable.locked, false);
  }
  for (const [exitCode, code] of [[300, 44], [-1, 255], [3, 3]]) {
    const [client, end] = duplexPair();
    const exited = runScriptedAgent(
      { protocol: 1, exitCode },
      end.readable,
      end.writable,
      () => {},
    );
    await client.writable.close();
    assert.equal(await within(exited, WAIT_MS, "the agent's exit"), code, String(exitCode));
    await client.readable.cancel();
  }
});

Deno.test("testing kit: past its deadline readResponse still reads the lines already waiting: a response queued behind other frames is read at timeoutMs 0, and behind 5,000 of one chunk at 1 ms (before the bound under a flood, these threw FrameTimeoutError)", async () => {
  const other = '{"jsonrpc":"2.0","method":"x"}\n';
  const answer = '{"jsonrpc":"2.0","id":1,"result":{}}\n';
  for (const [before, timeoutMs] of [[1, 0], [5_000, 1]]) {
    const lines = new LineReader(
      ReadableStream.from([encoder.encode(other.repeat(before) + answer)]),
    );
    let others = 0;
    const response = await readResponse(lines, 1, { timeoutMs, onOther: () => others++ });
    assert.deepEqual(response, { jsonrpc: "2.0", id: 1, result: {} });
    assert.equal(others, before);
    await lines.cancel();
  }
});

Deno.test('testing kit: what the kit cannot be is refused, not run as something else: runScriptedClient with protocol 3 or "2" and runDefectAgent with a mistyped defect or protocol 3 are RangeErrors (before: a v2 client that blamed the agent, and a correct agent); an exit prompt ends the agent\'s output with why, not with undefined', async () => {
  for (const protocol of [3, "2"]) {
    const [client, agent] = duplexPair();
    await assert.rejects(
      () =>
        runScriptedClient(
          { protocol: protocol as Protocol },
          client.readable,
          client.writable,
          () => {},
        ),
      (e: unknown) => e instanceof RangeError && /protocol must be 1 or 2/.test(e.message),
    );
    assert.equal(client.readable.locked, false, "nothing was locked");
    await agent.writable.close();
  }
  await assert.rejects(
    () => runDefectAgent({ defect: "bannr" as never }),
    (e: unknown) =>
      e instanceof RangeError && /not a defect: "bannr"; use one of none,/.test(e.message),
  );
  await assert.rejects(
    () => runDefectAgent({ defect: "none", protocol: 3 as never }),
    (e: unknown) => e instanceof RangeError && /protocol must be 1 or 2 \(got 3\)/.test(e.message),
  );
  const [client, agent] = duplexPair();
  const exited = runScriptedAgent({ protocol: 1 }, agent.readable, agent.writable, () => {});
  const output = new Response(client.readable).text();
  await writeRequest(new FrameWriter(client.writable), 1, "session/prompt", {
    sessionId: "s",
    prompt: [{ type: "text", text: "exit 3" }],
  });
  assert.equal(await within(exited, WAIT_MS, "the exit"), 3);
  await assert.rejects(
    () => within(output, WAIT_MS, "the output's end"),
    (e: unknown) => e instanceof Error && e.message === "the scripted agent exited with code 3",
  );
});

Deno.test('testing kit: every option refusal shows the value as given: the string "1" as "1", not as the number 1 (before: the scripted agent\'s protocol and exitCode and every timeout said 1, 3 and 1000 for "1", "3" and "1000"); duplexPair refuses a highWaterMark that is no integer from 0 to 2^31 - 1 (it took "100", 1.5 and Infinity)', async () => {
  const message = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as Error).message;
    }
    return "no error";
  };
  assert.match(
    message(() => scriptedAgentFactory({ protocol: "1" as unknown as 1 })),
    /protocol must be 1 or 2 \(got "1"\)/,
  );
  assert.match(
    message(() => scriptedAgentFactory({ protocol: 1, exitCode: "3" as unknown as number })),
    /exitCode must be an integer \(got "3"\)/,
  );
  for (const bad of ["100", 1.5, Infinity, -1, NaN, {}]) {
    assert.match(
      message(() => duplexPair({ highWaterMark: bad as number })),
      /^duplexPair: highWaterMark must be an integer from 0 to 2147483647 bytes \(got /,
    );
  }
  assert.match(message(() => duplexPair({ highWaterMark: "100" as unknown as number })), /"100"/);
  const [a] = duplexPair();
  const lines = new LineReader(a.readable);
  const refused = await readFrame(lines, "1000" as unknown as number).catch((e: Error) => e);
  assert.match(String((refused as Error).message), /timeoutMs must be 0 to \d+ ms \(got "1000"\)/);
  const nan = await readFrame(lines, NaN).catch((e: Error) => e);
  assert.match(String((nan as Error).message), /\(got NaN\)/);
  await lines.cancel();
});

Deno.test("testing: runScriptedClient refuses prompts that are not strings, or one string, before anything is locked (before, a string was taken and each of its characters sent as a prompt); any iterable of strings, and null for none, are taken", async () => {
  const [client] = duplexPair();
  for (const prompts of ["hi", [1], 5, { length: 1 }]) {
    await assert.rejects(
      () =>
        runScriptedClient(
          { protocol: 1, prompts: prompts as never },
          client.readable,
          client.writable,
          () => {},
        ),
      (e: Error) =>
        e instanceof TypeError && /^prompts must be an array of strings/.test(e.message),
      JSON.stringify(prompts),
    );
  }
  assert.equal(client.readable.locked, false);
});

Deno.test("testing: runScriptedClient takes prompts from any iterable of strings (a Set), and null as none", async () => {
  for (const [prompts, turns] of [[new Set(["hello"]), ["hello"]], [null, []]] as const) {
    const [client, agent] = duplexPair();
    const exited = runScriptedAgent({ protocol: 1 }, agent.readable, agent.writable, () => {});
    const report = await within(
      runScriptedClient(
        { protocol: 1, prompts: prompts as never },
        client.readable,
        client.writable,
        () => {},
      ),
      10_000,
      "the scripted client",
    );
    assert.deepEqual(report.turns.map((turn) => turn.text), turns);
    await within(exited, 10_000, "the scripted agent");
  }
});

Deno.test('testing: "exit -1" ends the scripted agent with 255, as the exitCode option and a shell\'s exit -1 do (before: the prompt was echoed back)', async () => {
  const [client, agent] = duplexPair();
  const exited = runScriptedAgent({ protocol: 1 }, agent.readable, agent.writable, () => {});
  await assert.rejects(
    within(
      runScriptedClient(
        { protocol: 1, prompts: ["exit -1"] },
        client.readable,
        client.writable,
        () => {},
      ),
      WAIT_MS,
      "the scripted client",
    ),
  );
  assert.equal(await within(exited, WAIT_MS, "the scripted agent's exit"), 255);
});

Deno.test("testing: the scripted v1 client fails a session/prompt answer without stopReason at once, saying so (before: it waited for a v2 idle state_update and then timed out naming that)", async () => {
  const [client, agent] = duplexPair();
  const lines = new LineReader(agent.readable);
  const out = new FrameWriter(agent.writable);
  const answers: Record<string, JsonObject> = {
    "initialize": { protocolVersion: 1, agentCapabilities: {} },
    "session/new": { sessionId: "s" },
    "session/prompt": {},
  };
  const serving = (async () => {
    for (let line = await lines.next(); line !== undefined; line = await lines.next()) {
      const message = JSON.parse(new TextDecoder().decode(line));
      if (message.id === undefined) continue;
      await out.send({ jsonrpc: "2.0", id: message.id, result: answers[message.method] ?? {} });
    }
  })();
  const started = performance.now();
  await assert.rejects(
    within(
      runScriptedClient(
        { protocol: 1, prompts: ["hi"], answerTimeoutMs: 20_000 },
        client.readable,
        client.writable,
        () => {},
      ),
      WAIT_MS,
      "the scripted client",
    ),
    /the v1 agent's session\/prompt answer has no stopReason \(got \{\}\)/,
  );
  assert.ok(performance.now() - started < 15_000, "not after the answer timeout");
  await out.close();
  await within(serving, WAIT_MS, "the fake agent's end");
});

Deno.test("testing: the command helpers refuse a protocol version or defect their programs do not have with a RangeError, as the runners do (lib9: they gave a command that exits 2 with a usage line)", () => {
  for (const protocol of [0, 3, "2"] as unknown as (1 | 2)[]) {
    assert.throws(() => scriptedAgentCommand(protocol), /protocol must be 1 or 2/);
    assert.throws(() => scriptedClientCommand(protocol), /protocol must be 1 or 2/);
    assert.throws(() => defectAgentCommand("none", protocol), /protocol must be 1 or 2/);
  }
  assert.throws(
    () => defectAgentCommand("bogus" as never),
    (e: Error) =>
      e instanceof RangeError && /^not a defect: "bogus"; use one of none, /.test(e.message),
  );
  assert.equal(defectAgentCommand("banner", 1).at(-1), "1");
});
