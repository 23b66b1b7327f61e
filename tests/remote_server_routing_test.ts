/**
 * The remote server's byte path and routing over HTTP (REMOTE §2): POST bodies reach the agent
 * byte-exact plus LF, agent lines reach the client byte-exact as SSE data, each agent line goes
 * to the right stream (sessions, responses to their request's stream by exact id text,
 * `session/load` on the connection stream), lines wait for a reader and then hold the agent
 * back, a stalled connection is closed, and the keep-alive comment.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  type AgentSide,
  concat,
  decoder,
  delay,
  encoder,
  mustOpenStream,
  openConnection,
  post,
  request,
  type SseReader,
  startServer,
  type TestServer,
  WAIT_MS,
  within,
} from "./fixtures/remote/server_harness.ts";
import { assertSameBytes } from "./fixtures/support.ts";

/** Frames that a re-serialising server would change. */
const TRICKY = [
  `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`,
  `{"params":{"z":1,"a":2.50,"n":1.0,"e":1E+2},"method":"x/y","id":1.0,"jsonrpc":"2.0"}`,
  `{"jsonrpc":"2.0","id":"\\u0041\\ud83d\\ude00","method":"m","params":{"t":"\\u00e9\\n\\"","u":"é😀"}}`,
  `{ "jsonrpc" : "2.0" ,\t"method" : "spaced" , "params" : { } }`,
  `{"jsonrpc":"2.0","id":-0,"method":"m","params":{"dup":1,"dup":2}}`,
];

async function openWithStream(server: TestServer): Promise<{
  id: string;
  agent: AgentSide;
  stream: SseReader;
}> {
  const { id, agent } = await openConnection(server);
  await agent.lines.next(); // initialize
  return { id, agent, stream: await mustOpenStream(server.url, id) };
}

Deno.test("POST bodies reach the agent byte-exact plus LF: big ids, 1.0, key order, \\u escapes, UTF-8, duplicate keys", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    const init = await agent.lines.next();
    assert.equal(
      decoder.decode(init),
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
    );
    const before = agent.received().length;
    for (const frame of TRICKY) {
      const answer = await post(server.url, frame, { "Acp-Connection-Id": id });
      assert.equal(answer.status, 202, answer.text);
    }
    for (const frame of TRICKY) {
      assertSameBytes(await agent.lines.next(), encoder.encode(frame), frame);
    }
    assertSameBytes(
      agent.received().subarray(before),
      encoder.encode(TRICKY.join("\n") + "\n"),
      "the bytes the agent read",
    );
  } finally {
    await server.close();
  }
});

Deno.test("CR and LF in a POST body (JSON whitespace) become spaces, so one body is one line; every other byte is kept", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next();
    const pretty = `{\r\n  "jsonrpc": "2.0",\n  "method": "m",\n  "params": {"t": "a\\r\\nb"}\n}\n`;
    const answer = await post(server.url, pretty, { "Acp-Connection-Id": id });
    assert.equal(answer.status, 202);
    assert.equal(
      decoder.decode(await agent.lines.next()),
      `{    "jsonrpc": "2.0",   "method": "m",   "params": {"t": "a\\r\\nb"} } `,
    );
  } finally {
    await server.close();
  }
});

Deno.test("client lines reach the agent in acceptance order", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next();
    for (let i = 0; i < 50; i++) {
      const answer = await post(server.url, `{"jsonrpc":"2.0","method":"n","params":{"i":${i}}}`, {
        "Acp-Connection-Id": id,
      });
      assert.equal(answer.status, 202);
    }
    for (let i = 0; i < 50; i++) {
      assert.equal(
        decoder.decode(await agent.lines.next()),
        `{"jsonrpc":"2.0","method":"n","params":{"i":${i}}}`,
      );
    }
  } finally {
    await server.close();
  }
});

Deno.test("agent lines reach the client byte-exact as SSE data (trailing CR dropped, no event ids), lines before the initialize answer included", async () => {
  const fake = {
    answer: (idText: string) =>
      `{"jsonrpc":"2.0","method":"_early/notice","params":{"n":1.0}}\r\n` +
      `{"result":{"protocolVersion":1,"z":12345678901234567890},"id":${idText},"jsonrpc":"2.0"}\r\n`,
  };
  const { fakeAgents } = await import("./fixtures/remote/server_harness.ts");
  const server = await startServer({}, fakeAgents(fake.answer));
  try {
    const answer = await post(
      server.url,
      `{"jsonrpc":"2.0","id":"i\\u0031","method":"initialize","params":{"protocolVersion":1}}`,
    );
    assert.equal(answer.status, 200);
    assert.equal(
      answer.text,
      `{"result":{"protocolVersion":1,"z":12345678901234567890},"id":"i\\u0031","jsonrpc":"2.0"}`,
    );
    const id = answer.headers.get("acp-connection-id")!;
    const agent = await server.agents.next();
    const stream = await mustOpenStream(server.url, id);
    try {
      assert.equal(
        decoder.decode(await stream.nextData()),
        `{"jsonrpc":"2.0","method":"_early/notice","params":{"n":1.0}}`,
      );
      const lines = [...TRICKY, `{"jsonrpc":"2.0","method":"utf8","params":{"s":"żółw 🐢"}}`];
      await agent.write(lines.map((l) => l + "\r\n").join(""));
      for (const line of lines) {
        assertSameBytes(await stream.nextData(), encoder.encode(line), line);
      }
      const raw = decoder.decode(concat(stream.raw));
      assert.ok(!/^id:|^event:|^retry:/m.test(raw), "no SSE fields but data");
      assert.ok(raw.startsWith(`data: {"jsonrpc":"2.0","method":"_early/notice"`));
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("agent lines split across writes, and many lines in one write, arrive as whole events", async () => {
  const server = await startServer();
  try {
    const { agent, stream } = await openWithStream(server);
    try {
      const line = `{"jsonrpc":"2.0","method":"m","params":{"s":"${"x".repeat(200)}"}}`;
      const bytes = encoder.encode(line + "\n");
      for (let i = 0; i < bytes.length; i += 7) await agent.write(bytes.slice(i, i + 7));
      assert.equal(decoder.decode(await stream.nextData()), line);
      await agent.write(Array.from({ length: 100 }, (_, i) => `{"i":${i}}\n`).join(""));
      for (let i = 0; i < 100; i++) {
        assert.equal(decoder.decode(await stream.nextData()), `{"i":${i}}`);
      }
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("agent requests and notifications with a string params.sessionId go to that session's stream; the rest, unparsable lines included, to the connection stream", async () => {
  const server = await startServer();
  try {
    const { id, agent, stream } = await openWithStream(server);
    const s1 = await mustOpenStream(server.url, id, "s1");
    const s2 = await mustOpenStream(server.url, id, "s2");
    try {
      const toS1 = [
        `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{}}}`,
        `{"jsonrpc":"2.0","id":5,"method":"session/request_permission","params":{"sessionId":"s1"}}`,
        `{"jsonrpc":"2.0","method":"x","params":{"sessionId":"s\\u0031"}}`,
      ];
      const toS2 = [
        `{"jsonrpc":"2.0","method":"session/update","params":{"other":1,"sessionId":"s2"}}`,
      ];
      const toConnection = [
        `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":7}}`,
        `{"jsonrpc":"2.0","method":"note"}`,
        `not json at all {`,
        `[{"jsonrpc":"2.0","method":"batched","params":{"sessionId":"s1"}}]`,
        `{"jsonrpc":"2.0","id":99,"result":{"sessionId":"s1"}}`,
        `{"jsonrpc":"2.0","method":"deep","params":{"inner":{"sessionId":"s1"}}}`,
      ];
      await agent.write([...toS1, ...toS2, ...toConnection].map((l) => l + "\n").join(""));
      for (const line of toS1) assert.equal(decoder.decode(await s1.nextData()), line);
      for (const line of toS2) assert.equal(decoder.decode(await s2.nextData()), line);
      for (const line of toConnection) assert.equal(decoder.decode(await stream.nextData()), line);
    } finally {
      await Promise.all([stream.close(), s1.close(), s2.close()]);
    }
  } finally {
    await server.close();
  }
});

Deno.test("a response goes to its request's stream by exact id text: the POST's session; session/load and sessionless requests to the connection stream", async () => {
  const server = await startServer();
  try {
    const { id, agent, stream } = await openWithStream(server);
    const s1 = await mustOpenStream(server.url, id, "s1");
    try {
      const h = { "Acp-Connection-Id": id };
      const requests: [string, Record<string, string>][] = [
        [
          `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/prompt","params":{"sessionId":"s1"}}`,
          h,
        ],
        [`{"jsonrpc":"2.0","id":12345678901234567891,"method":"session/new","params":{}}`, h],
        [`{"jsonrpc":"2.0","id":1.0,"method":"session/set_mode","params":{}}`, {
          ...h,
          "Acp-Session-Id": "s1",
        }],
        [`{"jsonrpc":"2.0","id":1,"method":"session/list","params":{}}`, h],
        [`{"jsonrpc":"2.0","id":"1","method":"session/load","params":{"sessionId":"s1"}}`, {
          ...h,
          "Acp-Session-Id": "s1",
        }],
      ];
      for (const [body, headers] of requests) {
        const answer = await post(server.url, body, headers);
        assert.equal(answer.status, 202, answer.text);
      }
      const responses = {
        prompt: `{"jsonrpc":"2.0","id":12345678901234567890,"result":{"stopReason":"end_turn"}}`,
        sessionNew: `{"jsonrpc":"2.0","id":12345678901234567891,"result":{"sessionId":"s1"}}`,
        setMode: `{"jsonrpc":"2.0","id":1.0,"result":{}}`,
        list: `{"jsonrpc":"2.0","id":1,"result":{"sessions":[]}}`,
        load: `{"jsonrpc":"2.0","id":"1","result":{}}`,
        unknown: `{"jsonrpc":"2.0","id":12345678901234567892,"result":{}}`,
      };
      // In an order unlike the requests'; ids that a JS number would merge stay apart.
      await agent.write(
        [
          responses.load,
          responses.list,
          responses.setMode,
          responses.sessionNew,
          responses.prompt,
          responses.unknown,
        ]
          .map((l) => l + "\n").join(""),
      );
      assert.equal(decoder.decode(await s1.nextData()), responses.setMode);
      assert.equal(decoder.decode(await s1.nextData()), responses.prompt);
      assert.equal(decoder.decode(await stream.nextData()), responses.load);
      assert.equal(decoder.decode(await stream.nextData()), responses.list);
      assert.equal(decoder.decode(await stream.nextData()), responses.sessionNew);
      assert.equal(decoder.decode(await stream.nextData()), responses.unknown);
      // A route is used once: a second response with the same id goes to the connection stream.
      await agent.write(responses.prompt + "\n");
      assert.equal(decoder.decode(await stream.nextData()), responses.prompt);
    } finally {
      await Promise.all([stream.close(), s1.close()]);
    }
  } finally {
    await server.close();
  }
});

Deno.test("a session stream is created on demand by GET before the agent names the session, and lines for a session wait for its reader", async () => {
  const server = await startServer();
  try {
    const { id, agent, stream } = await openWithStream(server);
    try {
      const early = await mustOpenStream(server.url, id, "never-announced");
      await early.close();
      await agent.write(`{"jsonrpc":"2.0","method":"u","params":{"sessionId":"later"}}\n`);
      await delay(50);
      const later = await mustOpenStream(server.url, id, "later");
      try {
        assert.equal(
          decoder.decode(await later.nextData()),
          `{"jsonrpc":"2.0","method":"u","params":{"sessionId":"later"}}`,
        );
      } finally {
        await later.close();
      }
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

/**
 * Opens a connection and, on `socket`, its stream, which the test does not read; the agent
 * writes 64 KiB lines until a write waits (the kernel's buffers full, then the server's).
 */
async function unreadStream(
  server: TestServer,
  socket: Deno.Conn,
  sessionLine = false,
): Promise<{ id: string; agent: AgentSide }> {
  const { id, agent } = await openConnection(server);
  await agent.lines.next();
  // A small line for a session nobody opened a stream for, held beside the rest.
  if (sessionLine) {
    await agent.write(`{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1"}}\n`);
  }
  await socket.write(encoder.encode(
    `GET /acp HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n` +
      `Acp-Connection-Id: ${id}\r\n\r\n`,
  ));
  const line = `{"jsonrpc":"2.0","method":"n","params":{"pad":"${"p".repeat(65_536)}"}}\n`;
  for (let i = 0; i < 2_000 && await agent.writeCompletes(line, 500); i++) { /* fill */ }
  return { id, agent };
}

for (const sessionLine of [false, true]) {
  Deno.test(`a stream that is open but not read holds the buffer full for the stall time: the connection is closed, and the log says its open stream took nothing (not that no stream was open)${sessionLine ? ", also beside a small line for a session without a stream (before: said as no stream open)" : ""}`, async () => {
    const server = await startServer({ maxBufferedBytes: 1024, outputStallMs: 300 });
    const socket = await Deno.connect({
      hostname: "127.0.0.1",
      port: Number(new URL(server.url).port),
    });
    try {
      // A GET stream whose client never reads: the kernel's buffers fill, then the server's.
      const { agent } = await unreadStream(server, socket, sessionLine);
      await within(agent.finished, WAIT_MS, "the stalled connection ends");
      assert.match(String(agent.connection.signal.reason), /output stalled/);
      const warned = server.log.lines.filter((l) => l.startsWith("warn:"));
      assert.ok(
        warned.some((l) => /closed because its open stream\(s\) took none of its/.test(l)),
        warned.join("\n"),
      );
      assert.ok(!warned.some((l) => l.includes("no client read")), warned.join("\n"));
      // Its socket is cut, not left to the client (before: it stayed open, holding what it was
      // sent, until the client closed it), and not ended as if the stream were whole.
      const tail = await within(readToEnd(socket), WAIT_MS, "the stalled stream's socket ends");
      assert.ok(!tail.endsWith("0\r\n\r\n"), `cut, not ended cleanly: ${tail.slice(-40)}`);
    } finally {
      try {
        socket.close();
      } catch {
        // closed by readToEnd
      }
      await server.close();
    }
  });
}

Deno.test("a stream whose client reads slowly, ended by a DELETE while the client has not yet taken what was written, still ends cleanly (the chunked end) once the client has read it: only a stalled stream is cut", async () => {
  const server = await startServer({ maxBufferedBytes: 65_536 });
  const socket = await Deno.connect({
    hostname: "127.0.0.1",
    port: Number(new URL(server.url).port),
  });
  try {
    // The client does not read yet: the kernel's buffers fill, then the server's.
    const { id, agent } = await unreadStream(server, socket);
    const deleted = await request(server.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": id },
    });
    assert.equal(deleted.status, 202);
    await within(agent.finished, WAIT_MS, "the deleted connection ends");
    // Now the client reads: what was written reaches it, then the chunked end.
    const ended = await within(readToChunkedEnd(socket), WAIT_MS, "the stream's end");
    assert.ok(ended, "the stream ended with its chunked end, not cut");
  } finally {
    socket.close();
    await server.close();
  }
});

/** Reads `socket` until the chunked end (true) or its end or a reset without one (false). */
async function readToChunkedEnd(socket: Deno.Conn): Promise<boolean> {
  const buffer = new Uint8Array(65_536);
  let tail = "";
  while (true) {
    let n: number | null;
    try {
      n = await socket.read(buffer);
    } catch (e) {
      if (e instanceof Deno.errors.ConnectionReset) return false;
      throw e;
    }
    if (n === null) return false;
    tail = (tail + new TextDecoder().decode(buffer.subarray(0, n))).slice(-16);
    if (tail.endsWith("\r\n0\r\n\r\n")) return true;
  }
}

/** Reads `socket` until its end or a reset; the last 64 bytes, as text. */
async function readToEnd(socket: Deno.Conn): Promise<string> {
  const buffer = new Uint8Array(65_536);
  let last = new Uint8Array(0);
  while (true) {
    let n: number | null;
    try {
      n = await socket.read(buffer);
    } catch (e) {
      if (e instanceof Deno.errors.ConnectionReset) break;
      throw e;
    }
    if (n === null) break;
    const joined = new Uint8Array(last.length + n);
    joined.set(last);
    joined.set(buffer.subarray(0, n), last.length);
    last = joined.slice(-64);
  }
  return new TextDecoder().decode(last);
}

Deno.test("one agent line longer than maxBufferedBytes reaches an open stream whole, as one event (the bound is for lines nobody reads; one line may pass it); the connection goes on", async () => {
  const server = await startServer({ maxBufferedBytes: 4096 });
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next();
    const stream = await mustOpenStream(server.url, id);
    try {
      const line = `{"jsonrpc":"2.0","method":"big","params":{"pad":"${"x".repeat(300_000)}"}}`;
      // In 16 KiB pieces, as an agent's pipe delivers it: the line is pieced together.
      const bytes = encoder.encode(line + "\n");
      const written = (async () => {
        for (let at = 0; at < bytes.length; at += 16_384) {
          await agent.write(bytes.subarray(at, at + 16_384));
        }
      })();
      assert.equal(decoder.decode(await stream.nextData()), line);
      await within(written, WAIT_MS, "the agent's write");
      await agent.write(`{"jsonrpc":"2.0","method":"after"}\n`);
      assert.equal(decoder.decode(await stream.nextData()), `{"jsonrpc":"2.0","method":"after"}`);
      assert.equal(agent.connection.signal.aborted, false, "the connection is not ended");
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("lines for a stream without a reader are buffered up to maxBufferedBytes; past that the agent's writes wait until a reader takes them", async () => {
  const server = await startServer({ maxBufferedBytes: 4096 });
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next();
    const line = `{"jsonrpc":"2.0","method":"n","params":{"pad":"${"p".repeat(1000)}"}}`;
    let accepted = 0;
    while (await agent.writeCompletes(line + "\n", 300)) {
      accepted++;
      assert.ok(accepted < 100, "writes must start waiting once the buffer is full");
    }
    assert.ok(accepted >= 3, `about 4 KiB is buffered first (got ${accepted} lines)`);
    const stream = await mustOpenStream(server.url, id);
    try {
      // Every line, including the one whose write was waiting, arrives: nothing is dropped.
      for (let i = 0; i < accepted + 1; i++) {
        assert.equal(decoder.decode(await stream.nextData()), line);
      }
      assert.ok(await agent.writeCompletes(line + "\n", WAIT_MS), "the agent is taken again");
      assert.equal(decoder.decode(await stream.nextData()), line);
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("with the buffer full and no reader progress for the stall time, the connection is closed and the reason logged", async () => {
  const server = await startServer({ maxBufferedBytes: 1024, outputStallMs: 300 });
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next();
    const write = agent.write(`{"pad":"${"p".repeat(2000)}"}\n`);
    write.catch(() => {});
    await within(agent.finished, WAIT_MS, "the stalled connection ends");
    assert.match(String(agent.connection.signal.reason), /output stalled/);
    await assert.rejects(write);
    assert.ok(
      server.log.lines.some((l) =>
        l.startsWith("warn:") && l.includes("closed because no client read")
      ),
      server.log.lines.join("\n"),
    );
    const posted = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
      "Acp-Connection-Id": id,
    });
    assert.equal(posted.status, 404);
  } finally {
    await server.close();
  }
});

Deno.test("a connection stalled on a session stream nobody opened, while its connection stream is read, is said to lack a reader (a GET for each session), not to have readers that stopped (before: 'its open stream(s) took none')", async () => {
  const server = await startServer({ maxBufferedBytes: 1024, outputStallMs: 300 });
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next();
    const stream = await mustOpenStream(server.url, id); // the connection stream, read
    try {
      const line = `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1",` +
        `"pad":"${"p".repeat(2000)}"}}\n`;
      const write = agent.write(line);
      write.catch(() => {});
      await within(agent.finished, WAIT_MS, "the stalled connection ends");
      const warned = server.log.lines.filter((l) => l.startsWith("warn:"));
      assert.ok(
        warned.some((l) =>
          l.includes("closed because no client read") && l.includes("for each session")
        ),
        warned.join("\n"),
      );
      assert.ok(!warned.some((l) => l.includes("took none")), warned.join("\n"));
    } finally {
      await stream.close().catch(() => {});
    }
  } finally {
    await server.close();
  }
});

Deno.test("an idle SSE stream gets the keep-alive comment every keepAliveMs", async () => {
  const server = await startServer({ keepAliveMs: 100 });
  try {
    const { agent, stream } = await openWithStream(server);
    try {
      const started = Date.now();
      assert.deepEqual(await stream.next(), { kind: "comment" });
      assert.deepEqual(await stream.next(), { kind: "comment" });
      assert.ok(Date.now() - started >= 150, "comments are spaced by keepAliveMs");
      await agent.write(`{"jsonrpc":"2.0","method":"n"}\n`);
      let event = await stream.next();
      while (event.kind === "comment") event = await stream.next();
      assert.equal(event.kind, "data");
      assert.ok(decoder.decode(concat(stream.raw)).includes(":\n\n"));
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("Last-Event-ID is ignored", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    await agent.write(`{"jsonrpc":"2.0","method":"first"}\n`);
    const { openStream, SseReader } = await import("./fixtures/remote/server_harness.ts");
    const stream = await openStream(server.url, id, undefined, { "Last-Event-ID": "42" });
    assert.ok(stream instanceof SseReader);
    try {
      assert.equal(
        decoder.decode(await stream.nextData(WAIT_MS)),
        `{"jsonrpc":"2.0","method":"first"}`,
      );
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

/**
 * A server of `options` whose agent answers initialize, then reads none of its input until its
 * connection ends; a connection opened, and its one line of input taken (202) so that the next
 * POST waits. Its `big` line passes maxBufferedBytes 256.
 */
async function stalledInput(
  options: Parameters<typeof startServer>[0],
): Promise<{ server: Awaited<ReturnType<typeof startServer>>; id: string; big: string }> {
  const { AsyncQueue } = await import("./fixtures/remote/server_harness.ts");
  const started = new AsyncQueue<void>();
  const handler = async (connection: import("../remote/remote_connection.ts").RemoteConnection) => {
    const reader = connection.readable.getReader();
    const first = await reader.read();
    const id = /"id":(\d+)/.exec(decoder.decode(first.value))![1];
    const writer = connection.writable.getWriter();
    await writer.write(encoder.encode(`{"jsonrpc":"2.0","id":${id},"result":{}}\n`));
    started.push();
    await new Promise((r) => connection.signal.addEventListener("abort", r));
    reader.releaseLock();
    await writer.close().catch(() => {});
  };
  const server = await startServer(options, { handler, agents: new AsyncQueue(), running: [] });
  const answer = await post(
    server.url,
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`,
  );
  const id = answer.headers.get("acp-connection-id")!;
  await started.next();
  const big = `{"jsonrpc":"2.0","method":"n","params":{"pad":"${"p".repeat(300)}"}}`;
  const first = await post(server.url, big, { "Acp-Connection-Id": id });
  assert.equal(first.status, 202, "one line fits however long it is");
  return { server, id, big };
}

Deno.test("a POST waits while the agent's unread input is at maxBufferedBytes, and gets 503 with Retry-After after the stall time, as does every POST waiting with it, said in one warn line naming its connection", async () => {
  const { server, id, big } = await stalledInput({ maxBufferedBytes: 256, outputStallMs: 300 });
  try {
    const began = Date.now();
    // Three POSTs wait at once: each gets 503, and the stall is said once.
    const waiting = [1, 2, 3].map(() => post(server.url, big, { "Acp-Connection-Id": id }));
    const [second, ...others] = await Promise.all(waiting);
    assert.equal(second.status, 503);
    assert.deepEqual(others.map((r) => r.status), [503, 503]);
    assert.equal(second.headers.get("retry-after"), "1");
    assert.ok(Date.now() - began >= 250, "it waited for the agent first");
    assert.ok(server.log.lines.some((l) => l.includes("read none of its input")));
    // One warn line for the stall, naming its connection (before remote17: a second 'refused
    // POST' line; before regress90: one per waiting POST).
    const warns = server.log.lines.filter((l) => l.startsWith("warn:"));
    assert.deepEqual(warns.filter((l) => l.includes("503")).length, 1, warns.join("\n"));
    assert.ok(warns.some((l) => l.startsWith(`warn: connection ${id}: `)), warns.join("\n"));
  } finally {
    await server.close();
  }
});

Deno.test("a POST waiting for the agent to read when its connection ends (a DELETE here; an output stall, an idle timeout, the agent's end alike) gets 404 saying the connection ended and why, not only that the id is unknown (before scaleout5: 'Unknown Acp-Connection-Id' for an id that was live when it came)", async () => {
  const { server, id, big } = await stalledInput({ maxBufferedBytes: 256, outputStallMs: 20_000 });
  try {
    const waiting = post(server.url, big, { "Acp-Connection-Id": id });
    await delay(300); // it waits for room
    const deleted = await request(server.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": id },
    });
    assert.equal(deleted.status, 202);
    const refused = await within(waiting, WAIT_MS, "the waiting POST's answer");
    assert.equal(refused.status, 404);
    assert.equal(refused.text, "Unknown Acp-Connection-Id (its connection ended: DELETE)");
  } finally {
    await server.close();
  }
});

Deno.test('the initialize answer is recognised by its id\'s value, as on stdio: an agent that parses and re-encodes the id (1.0 back as 1, a 23-digit id as a double, "\\u0031" as "1") answers the POST with its line as written (before, the POST waited for the exact text: 504 after the initialize timeout)', async () => {
  const { fakeAgents, initializeAnswer, REENCODED_IDS, reencodingAgents } = await import(
    "./fixtures/remote/server_harness.ts"
  );
  const server = await startServer({ initTimeoutMs: 5_000 }, reencodingAgents());
  try {
    for (const [sent, back] of Object.entries(REENCODED_IDS)) {
      const answer = await post(
        server.url,
        `{"jsonrpc":"2.0","id":${sent},"method":"initialize","params":{"protocolVersion":1}}`,
      );
      assert.equal(answer.status, 200, `${sent}: ${answer.text}`);
      assert.equal(answer.text.trimEnd(), initializeAnswer(back).trimEnd(), sent);
    }
    // A different value is no answer: a string "1" for the number 1.
    const fake = fakeAgents(() => initializeAnswer('"1"'));
    const other = await startServer({ initTimeoutMs: 500 }, fake);
    try {
      const answer = await post(
        other.url,
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
      );
      assert.equal(answer.status, 504, answer.text);
    } finally {
      await other.close();
    }
  } finally {
    await server.close();
  }
});
