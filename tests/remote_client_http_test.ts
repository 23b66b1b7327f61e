/**
 * The Streamable HTTP client of a remote agent (`remote/http_client.ts`, REMOTE §4) against a
 * small scripted server that records raw bodies: byte-exact POSTs, one at a time in order,
 * session streams before session POSTs, cookies, the bearer token, the error mapping and
 * every way a connection ends.
 */

import assert from "node:assert/strict";
import { remoteAgent, type RemoteAgentOptions } from "../remote/remote_agent.ts";
import type { Logger } from "../log/logger.ts";
import { HEADER_SESSION_ID } from "../remote/http_client.ts";
import { type Recorded, startFakeServer } from "./fixtures/remote/client_fake_server.ts";
import { LineDriver, WAIT_MS } from "./fixtures/remote/client_driver.ts";
import { assertSameBytes, delay, within } from "./fixtures/support.ts";

const encoder = new TextEncoder();

const INIT = `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}`;
const INIT_ANSWER = `{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1}}`;

function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (message: string) => lines.push(`${level}: ${message}`);
  return { lines, error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}

async function open(url: string, options: RemoteAgentOptions = {}): Promise<LineDriver> {
  return new LineDriver(await remoteAgent(url, { initTimeoutMs: 5_000, ...options })());
}

/** Opens a connection and completes initialize. */
async function connected(url: string, options: RemoteAgentOptions = {}): Promise<LineDriver> {
  const agent = await open(url, options);
  await agent.send(INIT);
  assert.equal(await agent.next(), INIT_ANSWER);
  return agent;
}

/**
 * The POST of `text`, once the server has it: a write returns once its line is queued (as a
 * pipe takes bytes), the POST follows.
 */
function posted(server: { waitFor(m: (r: Recorded) => boolean): Promise<Recorded> }, text: string) {
  return within(
    server.waitFor((r) => r.method === "POST" && r.text === text),
    WAIT_MS,
    `the POST of ${text.slice(0, 60)}`,
  );
}

const posts = (requests: Recorded[]) =>
  requests.filter((r) => r.method === "POST" && r.headers.has("Acp-Connection-Id"));

Deno.test("remote HTTP client posts each line's exact bytes and delivers each event's exact bytes", async () => {
  const initAnswer =
    `{"id" : 12345678901234567890123, "jsonrpc":"2.0","result":{"v":1.0,"big":123456789012345678901234567890}}`;
  const server = startFakeServer({ initBody: initAnswer });
  try {
    const agent = await open(server.url);
    const init =
      `{"method":"initialize","jsonrpc":"2.0","id":12345678901234567890123,"params":{"protocolVersion":1.0,"x":"\\u00e9\\ud83d\\ude00","y":"é😀"}}`;
    await agent.writeRaw(`${init}\r\n`);
    assert.equal(await agent.next(), initAnswer);
    const initPost = await server.waitFor((r) => r.method === "POST");
    assertSameBytes(initPost.body, encoder.encode(init), "the initialize POST body");
    assert.equal(initPost.headers.get("content-type"), "application/json");

    const lines = [
      `{"jsonrpc":"2.0","id":98765432109876543210,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`,
      `{"params":{"z":1,"a":[1.0,2e10,-0.0]},"method":"_x/y","jsonrpc":"2.0"}`,
      `{ "jsonrpc" : "2.0" , "id" : "\\u0041" , "result" : { "ok" : true } }`,
      `{"jsonrpc":"2.0","method":"_n","params":{"text":"ünïcødé ✓ \\n \\" \\\\"}}`,
    ];
    // One chunk holding several lines, split in the middle of a line and a UTF-8 character.
    const all = encoder.encode(lines.map((l) => `${l}\n`).join(""));
    const cut = all.indexOf(0xc3) + 1;
    await agent.writeRaw(all.subarray(0, cut));
    await agent.writeRaw(all.subarray(cut));
    await within(
      server.waitFor(() => posts(server.requests).length === lines.length),
      WAIT_MS,
      "the POSTs",
    );
    posts(server.requests).forEach((r, i) =>
      assertSameBytes(r.body, encoder.encode(lines[i]), `POST ${i}`)
    );

    const events = [
      `{"jsonrpc":"2.0","id":98765432109876543210,"result":{"sessionId":"s-é"}}`,
      `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s-é","v":1.0,"e":"\\u00e9"}}`,
    ];
    const stream = await within(server.stream(null), WAIT_MS, "the connection stream");
    stream.send(`: keep-alive\n\nid: 1\nevent: message\ndata: ${events[0]}\r\n\r\n`);
    stream.send(`data: ${events[1]}\r\r`);
    for (const event of events) {
      assertSameBytes((await agent.nextBytes())!, encoder.encode(event), "an event");
    }
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client joins multi-line event data into one line, JSON whitespace becoming spaces", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url);
    const stream = await within(server.stream(null), WAIT_MS, "the connection stream");
    stream.send(`data: {"jsonrpc":"2.0",\ndata:"method":"_m"}\n\n`);
    assert.equal(await agent.next(), `{"jsonrpc":"2.0", "method":"_m"}`);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client sends one POST at a time, in the order the lines were written", async () => {
  let n = 0;
  const server = startFakeServer({
    // Earlier POSTs take longer: concurrent POSTs would arrive and finish out of order.
    onPost: async () => {
      await delay(Math.max(0, 50 - 10 * n++));
      return undefined;
    },
  });
  try {
    const agent = await connected(server.url);
    const lines = Array.from(
      { length: 5 },
      (_, i) => `{"jsonrpc":"2.0","method":"_n","params":{"i":${i}}}`,
    );
    const writes = lines.map((l) => agent.send(l));
    await Promise.all(writes);
    await posted(server, lines.at(-1)!);
    assert.deepEqual(posts(server.requests).map((r) => r.text), lines);
    assert.equal(server.maxConcurrentPosts, 1);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client holds the client's writes back once 64 KiB wait behind a POST the server has not answered (its input is bounded), and lets them go as POSTs are answered", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  const server = startFakeServer({ onPost: () => held.then(() => undefined) });
  try {
    const agent = await connected(server.url);
    const line = `{"jsonrpc":"2.0","method":"_n","params":{"pad":"${"x".repeat(1000)}"}}`;
    let written = 0;
    const writing = (async () => {
      for (let i = 0; i < 200; i++) {
        await agent.send(line);
        written++;
      }
    })();
    // Until the writes stop (bounded): the first POST is held.
    for (let before = -1, since = Date.now(); written !== before && Date.now() - since < 5_000;) {
      before = written;
      await delay(200);
    }
    // The first POST is held: at most 64 KiB (about 64 lines) plus the one in flight wait.
    assert.ok(written >= 60 && written <= 70, `${written} lines written while one POST hangs`);
    release();
    await within(writing, WAIT_MS, "the writes once the POSTs are answered");
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    release();
    await server.close();
  }
});

Deno.test("remote HTTP client opens a session's event stream and waits for its 200 before the session's POST", async () => {
  let releaseGet!: () => void;
  const getHeld = new Promise<void>((resolve) => releaseGet = resolve);
  const server = startFakeServer({
    onGet: async (r) => {
      if (r.headers.get("acp-session-id") === "s1") await getHeld;
      return undefined;
    },
  });
  try {
    const agent = await connected(server.url);
    const prompt =
      `{"jsonrpc":"2.0","id":7,"method":"session/prompt","params":{"sessionId":"s1","prompt":[]}}`;
    const writing = agent.send(prompt);
    await within(
      server.waitFor((r) => r.method === "GET" && r.headers.get("acp-session-id") === "s1"),
      WAIT_MS,
      "the session stream GET",
    );
    await delay(100);
    assert.equal(posts(server.requests).length, 0, "no POST while the session stream is not open");
    releaseGet();
    await writing;
    await posted(server, prompt);
    const sessionStream = server.stream("s1");
    const get = server.requests.find((r) =>
      r.method === "GET" && r.headers.get("acp-session-id") === "s1"
    )!;
    assert.equal(get.headers.get("accept"), "text/event-stream");
    assert.equal(get.headers.get("acp-connection-id"), "conn-1");
    const post = posts(server.requests).find((r) => r.text === prompt)!;
    assert.ok(get.seq < post.seq, "the session stream was opened before the POST");
    assert.equal(post.headers.get("acp-session-id"), "s1");
    assert.equal(post.headers.get("acp-connection-id"), "conn-1");

    // A request from the agent on the session stream: its answer goes with the session header.
    const s1 = await sessionStream;
    s1.event(
      `{"jsonrpc":"2.0","id":"perm-1","method":"session/request_permission","params":{"sessionId":"s1"}}`,
    );
    await agent.next();
    const answer = `{"jsonrpc":"2.0","id":"perm-1","result":{"outcome":{"outcome":"cancelled"}}}`;
    await agent.send(answer);
    const answered = await posted(server, answer);
    assert.equal(answered.headers.get("acp-session-id"), "s1");

    // A result.sessionId in the answer to the client's own request opens that session's stream
    // at once; one in an answer to nothing the client sent does not (a server cannot make the
    // client open streams at will).
    const connection = await within(server.stream(null), WAIT_MS, "the connection stream");
    connection.event(`{"jsonrpc":"2.0","id":80,"result":{"sessionId":"s-unasked"}}`);
    await agent.next();
    const sessionNew = `{"jsonrpc":"2.0","id":8,"method":"session/new","params":{}}`;
    await agent.send(sessionNew);
    await posted(server, sessionNew);
    connection.event(`{"jsonrpc":"2.0","id":8,"result":{"sessionId":"s2"}}`);
    await agent.next();
    const s2 = await within(
      server.waitFor((r) => r.method === "GET" && r.headers.get("acp-session-id") === "s2"),
      WAIT_MS,
      "the s2 GET",
    );
    assert.equal(s2.headers.get("acp-connection-id"), "conn-1");
    assert.ok(
      !server.requests.some((r) => r.headers.get("acp-session-id") === "s-unasked"),
      "no stream for a session named in an answer to no request of the client",
    );

    // A sessionless request carries no session header.
    const authenticate =
      `{"jsonrpc":"2.0","id":9,"method":"authenticate","params":{"methodId":"x"}}`;
    await agent.send(authenticate);
    assert.equal((await posted(server, authenticate)).headers.has("acp-session-id"), false);

    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client stores cookies, replays them on every request, and sends the bearer token without logging it", async () => {
  const token = "tok-0123456789abcdef0123456789abcdef";
  const server = startFakeServer({
    initHeaders: [
      ["Set-Cookie", "SRV=s1; Path=/; HttpOnly"],
      ["Set-Cookie", "other=x; Path=/elsewhere"],
      ["Set-Cookie", "gone=y; Max-Age=0"],
    ],
  });
  const logger = capturingLogger();
  try {
    const agent = await connected(server.url, { token, logger, headers: { "X-Extra": "1" } });
    await agent.send(`{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
    const [first, ...later] = server.requests;
    assert.equal(first.headers.get("cookie"), null);
    assert.ok(later.length >= 4, `GET, GET, POST, DELETE: ${later.map((r) => r.method)}`);
    for (const r of [first, ...later]) {
      assert.equal(r.headers.get("authorization"), `Bearer ${token}`, `${r.method} has the token`);
      assert.equal(r.headers.get("x-extra"), "1");
    }
    for (const r of later) {
      assert.equal(r.headers.get("cookie"), "SRV=s1", `${r.method} replays the cookie`);
    }
    assert.ok(server.requests.some((r) => r.method === "DELETE"));
    assert.ok(logger.lines.length > 0);
    for (const line of logger.lines) assert.ok(!line.includes(token), line);
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client answers a request refused with a non-2xx status with -32603 and data {status, body}", async () => {
  const server = startFakeServer({
    onPost: (r) =>
      r.text.includes(`"fail"`)
        ? new Response(`{"reason":"busy"}`, { status: 503, statusText: "Service Unavailable" })
        : r.text.includes(`"huge"`)
        ? new Response("x".repeat(20_000), { status: 500 })
        : undefined,
  });
  try {
    const agent = await connected(server.url);
    await agent.send(`{"jsonrpc":"2.0","id":12345678901234567890,"method":"fail","params":{}}`);
    const line = (await agent.next())!;
    assert.ok(
      line.startsWith(`{"jsonrpc":"2.0","id":12345678901234567890,"error":{"code":-32603,`),
      line,
    );
    const error = JSON.parse(line).error;
    assert.match(error.message, /HTTP 503/);
    assert.deepEqual(error.data, { status: 503, body: { reason: "busy" } });

    await agent.send(`{"jsonrpc":"2.0","id":"h","method":"huge","params":{}}`);
    const huge = JSON.parse((await agent.next())!);
    assert.equal(huge.id, "h");
    assert.equal(huge.error.data.status, 500);
    assert.equal(huge.error.data.body, "x".repeat(8 * 1024));

    // The connection goes on.
    await agent.send(`{"jsonrpc":"2.0","method":"fine"}`);
    await posted(server, `{"jsonrpc":"2.0","method":"fine"}`);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

/** A body that sends `text` and then never ends (until cancelled). */
function stalledBody(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
    },
  });
}

Deno.test("remote HTTP client: a refusal whose body never ends (a POST's 500, a session stream's 409) is answered within the error-body bound, and the connection goes on, until the client's end of input ends it with 0", async () => {
  const server = startFakeServer({
    onPost: (r) =>
      r.text.includes(`"stall"`) ? new Response(stalledBody("oops"), { status: 500 }) : undefined,
    onGet: (r) =>
      r.headers.get("acp-session-id") === "s1"
        ? new Response(stalledBody("busy"), { status: 409 })
        : undefined,
  });
  try {
    const agent = await connected(server.url);
    await agent.send(`{"jsonrpc":"2.0","id":2,"method":"stall","params":{}}`);
    const refused = JSON.parse((await agent.next())!);
    assert.equal(refused.id, 2);
    assert.deepEqual(refused.error.data, { status: 500, body: "oops" });
    await agent.send(
      `{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"s1"}}`,
    );
    const noStream = JSON.parse((await agent.next())!);
    assert.equal(noStream.id, 3);
    assert.deepEqual(noStream.error.data, { status: 409, body: "busy" });
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client: when the connection's event stream ends (the agent ended), what its session streams still hold reaches the client before the end, then exit 0", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url);
    await agent.send(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}`);
    const connection = await within(server.stream(null), WAIT_MS, "the connection stream");
    connection.event(`{"jsonrpc":"2.0","id":2,"result":{"sessionId":"S1"}}`);
    assert.equal(await agent.next(), `{"jsonrpc":"2.0","id":2,"result":{"sessionId":"S1"}}`);
    const session = await within(server.stream("S1"), WAIT_MS, "the session stream");
    // The agent's last output is on the session stream; then the server ends both streams,
    // the connection's first.
    const last = Array.from(
      { length: 200 },
      (_, n) => `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"S1","n":${n}}}`,
    );
    for (const line of last) session.event(line);
    connection.end();
    await delay(50);
    session.end();
    assert.deepEqual(await agent.rest(), last);
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

for (const status of [401, 403, 404, 410]) {
  Deno.test(`remote HTTP client ends the connection with exit 1 when a POST gets ${status}, answering the request first, and sends no DELETE (it would be refused too)`, async () => {
    const server = startFakeServer({ onPost: () => new Response("gone", { status }) });
    try {
      const agent = await connected(server.url);
      await agent.send(`{"jsonrpc":"2.0","id":5,"method":"session/new","params":{}}`);
      const answer = JSON.parse((await agent.next())!);
      assert.equal(answer.id, 5);
      assert.equal(answer.error.code, -32603);
      assert.deepEqual(answer.error.data, { status, body: "gone" });
      assert.deepEqual(await agent.rest(), []);
      assert.equal(await agent.exited(), 1);
      await assert.rejects(agent.send(`{"jsonrpc":"2.0","method":"late"}`));
      agent.release();
      assert.ok(
        !server.requests.some((r) => r.method === "DELETE"),
        server.requests.map((r) => r.method).join(","),
      );
    } finally {
      await server.close();
    }
  });
}

Deno.test("remote HTTP client ends the connection with exit 1 and a DELETE when a notification's or a response's POST fails", async () => {
  for (const line of [`{"jsonrpc":"2.0","method":"_n"}`, `{"jsonrpc":"2.0","id":3,"result":{}}`]) {
    const server = startFakeServer({ onPost: () => new Response("no", { status: 500 }) });
    try {
      const agent = await connected(server.url);
      await agent.send(line);
      assert.deepEqual(await agent.rest(), []);
      assert.equal(await agent.exited(), 1);
      assert.equal(server.requests.at(-1)!.method, "DELETE");
      agent.release();
    } finally {
      await server.close();
    }
  }
});

Deno.test("remote HTTP client bounds each POST: a server that never answers one gets the request a -32603 naming the wait, exit 1, and a DELETE (it never holds the client for ever)", async () => {
  const held: (() => void)[] = [];
  const server = startFakeServer({
    onPost: () => new Promise<Response>((resolve) => held.push(() => resolve(new Response()))),
  });
  try {
    const options = { postTimeoutMs: 300 } as RemoteAgentOptions; // a test override
    const agent = await connected(server.url, options);
    await agent.send(`{"jsonrpc":"2.0","id":7,"method":"session/new","params":{}}`);
    const [answer] = await agent.rest();
    const parsed = JSON.parse(answer);
    assert.equal(parsed.id, 7);
    assert.equal(parsed.error.code, -32603);
    // No answer is not a refusal (before: "the remote agent refused the message").
    assert.match(
      parsed.error.message,
      /^posting the message to the remote agent failed: no answer within 300 ms$/,
    );
    assert.equal(await agent.exited(), 1);
    assert.equal(server.requests.at(-1)!.method, "DELETE");
    agent.release();
  } finally {
    for (const answer of held) answer(); // the server may close now
    await server.close();
  }
});

Deno.test("remote HTTP client: the client's end of input behind a POST the server does not answer ends the connection after the close bound (2 s) with a DELETE and exit 0, not after the POST's own bound with exit 1; the warning tells the posted message from those never sent", async () => {
  const held: (() => void)[] = [];
  const server = startFakeServer({
    onPost: () => new Promise<Response>((resolve) => held.push(() => resolve(new Response()))),
  });
  try {
    // The POST bound (90 s by default) is far beyond the test's waits.
    const logger = capturingLogger();
    const agent = await connected(server.url, { logger });
    await agent.send(`{"jsonrpc":"2.0","id":7,"method":"session/new","params":{}}`);
    await posted(server, `{"jsonrpc":"2.0","id":7,"method":"session/new","params":{}}`);
    await agent.send(`{"jsonrpc":"2.0","method":"queued"}`);
    await within(agent.close(), WAIT_MS, "the close: a write returns once its line is queued");
    assert.equal(await within(agent.exited(), WAIT_MS, "the end"), 0);
    assert.ok(server.requests.some((r) => r.method === "DELETE"), "the connection was DELETEd");
    // The posted message is told apart from those never sent (it counted as one of them).
    assert.ok(
      logger.lines.some((l) =>
        /warn: .*had not accepted the message posted to it after 2000 ms, and 1 more message\(s\) were not sent/
          .test(l)
      ),
      logger.lines.join("\n"),
    );
    agent.release();
  } finally {
    for (const answer of held) answer(); // the server may close now
    await server.close();
  }
});

Deno.test("remote HTTP client: the client's input ending while initialize is unanswered ends the connection after the close bound (2 s) with exit 0, not after the initialize timeout with exit 1", async () => {
  const held: (() => void)[] = [];
  const server = startFakeServer({
    onInitialize: () =>
      new Promise<Response>((resolve) =>
        held.push(() => resolve(new Response(null, { status: 500 })))
      ),
  });
  try {
    const agent = await open(server.url, { initTimeoutMs: 30_000 });
    const started = performance.now();
    await agent.send(INIT);
    await agent.close();
    assert.equal(await within(agent.exited(), 10_000, "the end after EOF"), 0);
    const elapsed = performance.now() - started;
    assert.ok(elapsed >= 1_500 && elapsed < 8_000, `ended after ${elapsed.toFixed(0)} ms`);
    assert.deepEqual(await agent.rest(), []);
    agent.release();
  } finally {
    for (const answer of held) answer();
    await server.close();
  }
});

Deno.test("remote HTTP client closes readable with exit 0 when the connection's event stream ends", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url);
    const stream = await within(server.stream(null), WAIT_MS, "the connection stream");
    stream.event(`{"jsonrpc":"2.0","method":"last"}`);
    stream.end();
    assert.deepEqual(await agent.rest(), [`{"jsonrpc":"2.0","method":"last"}`]);
    assert.equal(await agent.exited(), 0);
    assert.ok(
      !server.requests.some((r) => r.method === "DELETE"),
      "no DELETE of an ended connection",
    );
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client: a connection's event stream answered 200 with another media type (a proxy's login page, JSON) is a stream that could not be opened: exit 1 naming the type, not an agent that ended cleanly (before: exit 0, nothing said)", async () => {
  for (const type of ["text/html", "application/json", null]) {
    const headers: Record<string, string> = type === null ? {} : { "Content-Type": type };
    const server = startFakeServer({
      // Bytes: a string body would be given text/plain.
      onGet: () =>
        new Response(encoder.encode(`{"jsonrpc":"2.0","method":"not an event"}\n`), { headers }),
    });
    try {
      const log = capturingLogger();
      const agent = await connected(server.url, { logger: log });
      assert.deepEqual(await agent.rest(), []);
      assert.equal(await agent.exited(), 1, String(type));
      assert.ok(
        log.lines.some((l) =>
          l.includes(
            `could not open the connection's event stream: HTTP 200 with Content-Type ${
              type ?? "(none)"
            }, not text/event-stream`,
          )
        ),
        log.lines.join("\n"),
      );
      agent.release();
    } finally {
      await server.close();
    }
  }
});

Deno.test("remote HTTP client sends DELETE when writable closes, and when terminated", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    const del = server.requests.at(-1)!;
    assert.equal(del.method, "DELETE");
    assert.equal(del.headers.get("acp-connection-id"), "conn-1");
    assert.deepEqual(await agent.rest(), []);
    agent.release();

    const other = await connected(server.url);
    assert.equal(await within(other.connection.terminate!(2_000), WAIT_MS, "terminate"), 0);
    assert.equal(server.requests.filter((r) => r.method === "DELETE").length, 2);
    assert.deepEqual(await other.rest(), []);
    other.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client terminated while its initialize POST is in flight lets the answer's headers bring the connection's id for a moment, and DELETEs it (connect9: a SIGTERM during the dial left the server's connection and agent to its idle timeout)", async () => {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => answer = resolve);
  const server = startFakeServer({
    onInitialize: async () => {
      await gate; // the server opened its connection; its answer leaves after the terminate
      return new Response(INIT_ANSWER + "\n", {
        headers: { "Content-Type": "application/json", "Acp-Connection-Id": "conn-late" },
      });
    },
  });
  try {
    const agent = await open(server.url);
    await agent.send(INIT);
    await within(server.waitFor((r) => r.method === "POST"), WAIT_MS, "the initialize POST");
    const ended = agent.connection.terminate!(2_000);
    await delay(50);
    answer();
    assert.equal(await within(ended, WAIT_MS, "terminate"), 0);
    const del = server.requests.find((r) => r.method === "DELETE");
    assert.ok(del !== undefined, `no DELETE: ${server.requests.map((r) => r.method)}`);
    assert.equal(del.headers.get("acp-connection-id"), "conn-late");
    // Its answer goes nowhere: the connection had ended.
    assert.deepEqual(await agent.rest(), []);
    agent.release();
  } finally {
    answer();
    await server.close();
  }
});

Deno.test("remote HTTP client still delivers the agent's lines that arrive while its DELETE after the client's EOF is under way", async () => {
  let deleting!: () => void;
  const deleteArrived = new Promise<void>((resolve) => deleting = resolve);
  let answerDelete!: () => void;
  const deleteAnswered = new Promise<void>((resolve) => answerDelete = resolve);
  const server = startFakeServer({
    onDelete: async () => {
      deleting();
      await deleteAnswered;
    },
  });
  try {
    const agent = await connected(server.url);
    const stream = await within(server.stream(null), WAIT_MS, "the connection stream");
    await agent.close();
    await within(deleteArrived, WAIT_MS, "the DELETE");
    stream.event(`{"jsonrpc":"2.0","method":"flushed"}`);
    assert.equal(await agent.next(), `{"jsonrpc":"2.0","method":"flushed"}`);
    answerDelete();
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    answerDelete();
    await server.close();
  }
});

Deno.test("remote HTTP client answers a session's waiting requests with -32603 when that session's stream ends", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url);
    await agent.send(
      `{"jsonrpc":"2.0","id":"p","method":"session/prompt","params":{"sessionId":"s1","prompt":[]}}`,
    );
    const s1 = await within(server.stream("s1"), WAIT_MS, "the session stream");
    s1.end();
    const answer = JSON.parse((await agent.next())!);
    assert.equal(answer.id, "p");
    assert.equal(answer.error.code, -32603);
    // The next message for the session opens its stream again.
    const cancel = `{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`;
    await agent.send(cancel);
    await posted(server, cancel);
    const gets = server.requests.filter((r) =>
      r.method === "GET" && r.headers.get("acp-session-id") === "s1"
    );
    assert.equal(gets.length, 2);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client answers initialize with -32603 and exits 1 when the server refuses it or leaves out the connection id", async () => {
  const cases: [Response, number, unknown][] = [
    [new Response(`{"error":"nope"}`, { status: 500 }), 500, { error: "nope" }],
    [new Response("no id here", { status: 200 }), 200, "no id here"],
  ];
  for (const [response, status, body] of cases) {
    const server = startFakeServer({ onInitialize: () => response });
    try {
      const agent = await open(server.url);
      await agent.send(`{"jsonrpc":"2.0","id":"init-1","method":"initialize","params":{}}`);
      const line = (await agent.next())!;
      assert.ok(line.startsWith(`{"jsonrpc":"2.0","id":"init-1","error":{"code":-32603,`), line);
      assert.deepEqual(JSON.parse(line).error.data, { status, body });
      assert.deepEqual(await agent.rest(), []);
      assert.equal(await agent.exited(), 1);
      agent.release();
    } finally {
      await server.close();
    }
  }
});

Deno.test("remote HTTP client: an initialize answered with another id is no answer: the client's initialize gets -32603 under its own id, and the end (exit 1); the same id written otherwise (1.0 for 1) is its answer", async () => {
  for (const [sent, answered, accepted] of [["1", "99", false], ["1", "1.0", true]] as const) {
    const server = startFakeServer({
      initBody: `{"jsonrpc":"2.0","id":${answered},"result":{"protocolVersion":1}}`,
    });
    try {
      const agent = await open(server.url);
      await agent.send(`{"jsonrpc":"2.0","id":${sent},"method":"initialize","params":{}}`);
      const line = (await agent.next())!;
      if (accepted) {
        assert.equal(line, `{"jsonrpc":"2.0","id":${answered},"result":{"protocolVersion":1}}`);
        await agent.close();
        assert.equal(await agent.exited(), 0);
      } else {
        assert.equal(JSON.parse(line).id, 1, line);
        assert.match(JSON.parse(line).error.message, /a body that is not its answer/);
        // What it sent instead is the data, as a refusal's (before: no data).
        assert.deepEqual(JSON.parse(line).error.data, {
          status: 200,
          body: { jsonrpc: "2.0", id: 99, result: { protocolVersion: 1 } },
        });
        assert.deepEqual(await agent.rest(), []);
        assert.equal(await agent.exited(), 1);
      }
      agent.release();
    } finally {
      await server.close();
    }
  }
});

Deno.test("remote HTTP client: a cookie set by a redirect's target is that host's: it is not sent to the address dialled, and it is sent to the target on every request, its GETs and DELETE too (before remote15: fetch followed their redirects without the cookie)", async () => {
  const target = startFakeServer({ initHeaders: { "Set-Cookie": "sid=abc; Path=/" } });
  const elsewhere = target.url.replace("127.0.0.1", "localhost");
  const redirect = () => Response.redirect(elsewhere, 307);
  const dialled = startFakeServer({
    onInitialize: redirect,
    onGet: redirect,
    onPost: redirect,
    onDelete: () => Promise.resolve(redirect()),
  });
  try {
    const agent = await connected(dialled.url);
    const request = `{"jsonrpc":"2.0","id":5,"method":"authenticate","params":{}}`;
    await agent.send(request);
    await within(target.waitFor((r) => r.text === request), WAIT_MS, "the redirected POST");
    await within(target.waitFor((r) => r.method === "GET"), WAIT_MS, "the redirected GET");
    await agent.close();
    await within(target.waitFor((r) => r.method === "DELETE"), WAIT_MS, "the redirected DELETE");
    for (const r of dialled.requests) {
      assert.doesNotMatch(r.headers.get("cookie") ?? "", /sid=abc/, `${r.method} to the dialled`);
    }
    for (const r of target.requests.slice(1)) { // after the initialize, which set it
      assert.match(r.headers.get("cookie") ?? "", /sid=abc/, `${r.method} to the target`);
    }
    assert.ok(dialled.requests.length >= 2, dialled.requests.map((r) => r.method).join(","));
    agent.release();
  } finally {
    await dialled.close();
    await target.close();
  }
});

Deno.test("remote HTTP client: an initialize POST redirected with 301, 302 or 303 (which would make it a GET) is refused naming that status and where it pointed, not as the target's 406; a 307 to another origin is followed without the token", async () => {
  const target = startFakeServer();
  try {
    for (const status of [301, 302, 303]) {
      const dialled = startFakeServer({
        onInitialize: () => Response.redirect(target.url, status),
      });
      try {
        const agent = await open(dialled.url);
        await agent.send(INIT);
        const answer = JSON.parse((await agent.next())!);
        assert.equal(answer.error.code, -32603, JSON.stringify(answer));
        assert.match(answer.error.message, new RegExp(`HTTP ${status}\\b`), answer.error.message);
        assert.doesNotMatch(answer.error.message, /HTTP 406/); // (a port may hold 406)
        assert.equal(await agent.exited(), 1);
        agent.release();
      } finally {
        await dialled.close();
      }
    }
    assert.equal(target.requests.length, 0, "the target was never asked");
    const elsewhere = target.url.replace("127.0.0.1", "localhost");
    const dialled = startFakeServer({ onInitialize: () => Response.redirect(elsewhere, 307) });
    try {
      const agent = await connected(dialled.url, { token: "a-token-0123456789abcdef" });
      assert.equal(
        dialled.requests[0].headers.get("authorization"),
        "Bearer a-token-0123456789abcdef",
      );
      assert.equal(target.requests[0].method, "POST");
      assert.equal(
        target.requests[0].headers.get("authorization"),
        null,
        "no token to another origin",
      );
      await agent.close();
      agent.release();
    } finally {
      await dialled.close();
    }
  } finally {
    await target.close();
  }
});

Deno.test("remote HTTP client: the caller's own credential headers (Authorization, Proxy-Authorization, Cookie) go to the address dialled and not to another origin a 307 names; its other headers go to both (before remote16: all of them went to the other origin)", async () => {
  const target = startFakeServer();
  const elsewhere = target.url.replace("127.0.0.1", "localhost");
  const dialled = startFakeServer({ onInitialize: () => Response.redirect(elsewhere, 307) });
  const headers = {
    Authorization: "Bearer caller-secret",
    "Proxy-Authorization": "Basic cHJveHk6c2VjcmV0",
    Cookie: "sid=caller",
    "X-Team": "blue",
  };
  const seen = (h: Headers) =>
    ["authorization", "proxy-authorization", "cookie", "x-team"].map((n) => h.get(n));
  try {
    const agent = await connected(dialled.url, { headers });
    assert.deepEqual(seen(dialled.requests[0].headers), Object.values(headers));
    assert.equal(target.requests[0].method, "POST");
    assert.deepEqual(seen(target.requests[0].headers), [null, null, null, "blue"]);
    await agent.close();
    agent.release();
  } finally {
    await dialled.close();
    await target.close();
  }
});

Deno.test("remote HTTP client: a request's answer in the POST's own response is its answer when the id is the same number written otherwise (2.0 posted, 2 answered, as a JavaScript server writes it), as for the initialize, and a session/new answered so opens the session's event stream, whichever way its id is written (before remote16: -32603 'not the request's JSON-RPC response', the answer thrown away; regress86: the stream was not opened)", async () => {
  const json = { headers: { "Content-Type": "application/json" } };
  const server = startFakeServer({
    onPost: (request) =>
      request.text.includes(`"id":2.0`)
        ? new Response(`{"jsonrpc":"2.0","id":2,"result":{"n":1}}`, json)
        : request.text.includes(`"id":3.0`)
        ? new Response(`{"jsonrpc":"2.0","id":3,"result":{"sessionId":"s3"}}`, json)
        : request.text.includes(`"id":4,`)
        ? new Response(`{"jsonrpc":"2.0","id":4,"result":{"sessionId":"s4"}}`, json)
        : undefined,
  });
  try {
    const agent = await connected(server.url);
    await agent.send(`{"jsonrpc":"2.0","id":2.0,"method":"x","params":{}}`);
    assert.equal(await agent.next(), `{"jsonrpc":"2.0","id":2,"result":{"n":1}}`);
    for (const [id, session] of [["3.0", "s3"], ["4", "s4"]]) {
      await agent.send(`{"jsonrpc":"2.0","id":${id},"method":"session/new","params":{}}`);
      await agent.next();
      await within(
        server.waitFor((r) => r.method === "GET" && r.headers.get(HEADER_SESSION_ID) === session),
        WAIT_MS,
        `the GET of session ${session}'s stream`,
      );
    }
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

/**
 * Dials `url` and sends the initialize, which must be answered -32603 (the session then ends,
 * exit 1); returns that error's message.
 */
async function failedInitialize(url: string): Promise<string> {
  const agent = await open(url);
  await agent.send(INIT);
  const answer = JSON.parse((await agent.next())!);
  assert.equal(answer.error.code, -32603, JSON.stringify(answer));
  assert.equal(await agent.exited(), 1);
  agent.release();
  return answer.error.message;
}

Deno.test("remote HTTP client: a redirect to a scheme other than http: or https: (file:, data:) is not followed, for the initialize POST and for a GET (before regress83's fix: a GET's file: target was opened, a data: one read as the event stream)", async () => {
  for (const target of ["file:///etc/hostname", "data:text/event-stream,data%3A%20x%0A%0A"]) {
    const scheme = target.slice(0, target.indexOf(":") + 1);
    const refusing = startFakeServer({ onInitialize: () => Response.redirect(target, 307) });
    try {
      const message = await failedInitialize(refusing.url);
      assert.match(
        message,
        new RegExp(
          `answered initialize with a redirect of the POST to ${scheme} \\(HTTP 307\\), which is not followed: only http: and https: are$`,
        ),
      );
    } finally {
      await refusing.close();
    }
    const streams = startFakeServer({ onGet: () => Response.redirect(target, 302) });
    try {
      const agent = await connected(streams.url);
      // The stream cannot be opened: the connection ends as a failure, not as the agent's end.
      assert.equal(await within(agent.exited(), WAIT_MS, "the connection ends"), 1);
      agent.release();
    } finally {
      await streams.close();
    }
  }
});

Deno.test("remote HTTP client: an initialize POST that a server redirects to itself for ever is given up after 20 redirects, said as a redirect loop, not as a refusal with HTTP 307 (before: 'refused the connection: it answered initialize with HTTP 307'), nor as a server it 'could not reach'", async () => {
  let redirects = 0;
  const server = startFakeServer({
    onInitialize: () => {
      redirects++;
      return Response.redirect(server.url, 307);
    },
  });
  try {
    const message = await failedInitialize(server.url);
    assert.match(
      message,
      /answered initialize with redirects that do not end: it redirected the POST 21 times \(HTTP 307 to [^)]*\)$/,
    );
    assert.doesNotMatch(message, /refused|could not reach/);
    assert.equal(redirects, 21);
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client: a server that answers initialize with 200 and breaks off its body is said to have done so, not as one it 'could not reach' (that sent the user to check the address)", async () => {
  const server = startFakeServer({
    onInitialize: () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`{"jsonrpc":"2.0","id":1,`));
            controller.error(new Error("the server broke off"));
          },
        }),
        { headers: { "Content-Type": "application/json", "Acp-Connection-Id": "c-1" } },
      ),
  });
  try {
    const message = await failedInitialize(server.url);
    assert.match(message, /answered initialize with HTTP 200, then broke off its body: /);
    assert.doesNotMatch(message, /could not reach/);
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client refuses a first line that is a batch (its request answered -32600 under its own id) or not an initialize request", async () => {
  const server = startFakeServer();
  try {
    const batch = await open(server.url);
    await batch.send(`[${INIT}]`);
    const [refusal, ...others] = JSON.parse((await batch.next())!);
    assert.deepEqual(others, []);
    assert.equal(refusal.id, 0);
    assert.equal(refusal.error.code, -32600);
    assert.deepEqual(await batch.rest(), []);
    assert.equal(await batch.exited(), 1);
    batch.release();

    const other = await open(server.url);
    await other.send(`{"jsonrpc":"2.0","id":4,"method":"session/new","params":{}}`);
    const answer = JSON.parse((await other.next())!);
    assert.equal(answer.id, 4);
    assert.equal(answer.error.code, -32600);
    assert.equal(await other.exited(), 1);
    other.release();
    assert.equal(server.requests.length, 0, "nothing was sent");
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client answers initialize with -32603 when the server is unreachable (saying why: connection refused, not just 'fetch failed') or too slow", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const unreachable = await open(`http://127.0.0.1:${port}`);
  await unreachable.send(INIT);
  const failed = JSON.parse((await unreachable.next())!);
  assert.equal(failed.id, 0);
  assert.equal(failed.error.code, -32603);
  assert.match(
    failed.error.message,
    /could not reach the remote agent at http:\/\/127\.0\.0\.1:\d+\/acp: tcp connect error: Connection refused/,
  );
  assert.equal(await unreachable.exited(), 1);
  unreachable.release();

  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  const server = startFakeServer({
    onInitialize: async () => {
      await held;
      return new Response("late", { status: 500 });
    },
  });
  try {
    const slow = await open(server.url, { initTimeoutMs: 200 });
    await slow.send(INIT);
    const timedOut = JSON.parse((await slow.next())!);
    assert.equal(timedOut.error.code, -32603);
    assert.match(timedOut.error.message, /did not answer initialize within 200 ms/);
    assert.equal(await slow.exited(), 1);
    slow.release();
  } finally {
    release();
    await server.close();
  }
});

Deno.test("remote HTTP client ends the connection when an event or a line is larger than maxLineBytes", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url, { maxLineBytes: 1024 });
    const stream = await within(server.stream(null), WAIT_MS, "the connection stream");
    stream.event(`{"jsonrpc":"2.0","method":"_big","params":"${"x".repeat(2048)}"}`);
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 1);
    agent.release();

    const writer = await connected(server.url, { maxLineBytes: 1024 });
    await assert.rejects(
      writer.writeRaw(`{"jsonrpc":"2.0","method":"_big","params":"${"x".repeat(2048)}`),
    );
    assert.equal(await writer.exited(), 1);
    writer.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client: a line over maxLineBytes written with the initialize before it (one write) still lets the initialize's answer through, then ends with 1 naming the limit (before: the answer was dropped)", async () => {
  const server = startFakeServer({
    onInitialize: async () => {
      await delay(300); // an agent that takes a moment: the long line is seen first
      return new Response(INIT_ANSWER, {
        headers: { "Acp-Connection-Id": "conn-1", "Content-Type": "application/json" },
      });
    },
  });
  try {
    const logger = capturingLogger();
    const agent = await open(server.url, { maxLineBytes: 1024, logger });
    await assert.rejects(
      agent.writeRaw(`${INIT}\n{"jsonrpc":"2.0","method":"_big","params":"${"x".repeat(2048)}"}\n`),
    );
    assert.deepEqual(await agent.rest(), [INIT_ANSWER]);
    assert.equal(await agent.exited(), 1);
    assert.ok(
      logger.lines.some((l) => /^error: .*a message to the remote agent is too long/.test(l)),
      logger.lines.join("\n"),
    );
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client reads an event stream no faster than readable is consumed", async () => {
  const event = encoder.encode(
    `data: {"jsonrpc":"2.0","method":"_p","params":"${"x".repeat(64 * 1024)}"}\n\n`,
  );
  const total = 800; // 50 MiB if read without bound
  let served = 0;
  const server = startFakeServer();
  server.streamFrom(null, () => served++ < total ? event : null);
  try {
    const agent = await connected(server.url);
    await delay(500);
    const stream = await server.stream(null);
    const pulledWhileIdle = stream.pulled;
    // The outbox holds 1 MiB; the rest is what TCP and HTTP buffers take on the way.
    assert.ok(
      pulledWhileIdle < total / 2,
      `pulled ${pulledWhileIdle} events of ${total} without a reader`,
    );
    // Reading takes them all, in order.
    let count = 0;
    while (count < total && (await agent.next()) !== null) count++;
    assert.equal(count, total);
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client: a session stream refused with 404 (the connection is gone) answers the request waiting for it with -32603 first, then ends with exit 1", async () => {
  const server = startFakeServer({
    onGet: (r) =>
      r.headers.get("acp-session-id") === "s1" ? new Response("gone", { status: 404 }) : undefined,
  });
  try {
    const agent = await connected(server.url);
    await agent.send(
      `{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"s1"}}`,
    );
    const [answer, ...rest] = await agent.rest();
    assert.deepEqual(rest, []);
    const parsed = JSON.parse(answer ?? "null");
    assert.equal(parsed?.id, 3, String(answer));
    assert.deepEqual(parsed.error.data, { status: 404, body: "gone" });
    assert.equal(await agent.exited(), 1);
    agent.release();
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client answers a session's request with -32603 when its event stream is refused, and goes on", async () => {
  const server = startFakeServer({
    onGet: (r) =>
      r.headers.get("acp-session-id") === "busy"
        ? new Response("Outbound stream already has an active receiver", { status: 409 })
        : undefined,
  });
  try {
    const agent = await connected(server.url);
    await agent.send(
      `{"jsonrpc":"2.0","id":1,"method":"session/load","params":{"sessionId":"busy"}}`,
    );
    const answer = JSON.parse((await agent.next())!);
    assert.equal(answer.id, 1);
    assert.equal(answer.error.code, -32603);
    assert.deepEqual(answer.error.data, {
      status: 409,
      body: "Outbound stream already has an active receiver",
    });
    assert.equal(posts(server.requests).length, 0, "nothing POSTed for a session without a stream");
    await agent.send(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}`);
    await posted(server, `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}`);
    assert.equal(posts(server.requests).length, 1);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await server.close();
  }
});

/**
 * A response body that sends `first` (if any) and then nothing, never ending, and its end for
 * the test's cleanup (a body the client cancelled already is let be).
 */
function stallingBody(first?: string): { body: ReadableStream<Uint8Array>; end(): void } {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
      if (first !== undefined) c.enqueue(encoder.encode(first));
    },
  });
  return {
    body,
    end() {
      try {
        controller?.close();
      } catch {
        // cancelled by the client already
      }
    },
  };
}

Deno.test("remote HTTP client delivers a request's JSON-RPC response a server gives as JSON in the POST's own response (as MCP's Streamable HTTP may), as one line; a request answered with another body (an event stream, not read or waited for; JSON that is not its response; text) gets -32603 saying so, a notification's such body one warning (the answer was dropped without a word and the client waited for ever)", async () => {
  const stalled = stallingBody();
  const server = startFakeServer({
    onPost: (request) => {
      const id = /"id":(\d+)/.exec(request.text)?.[1];
      const json = { "Content-Type": "application/json; charset=utf-8" };
      if (id === "2") {
        return new Response(`{"jsonrpc":"2.0",\n"id":2,"result":{"inline":true}}`, {
          headers: json,
        });
      }
      if (id === "3") {
        // An event stream that never ends: not read, not waited for.
        return new Response(stalled.body, { headers: { "Content-Type": "text/event-stream" } });
      }
      if (id === "4") return new Response(`{"status":"accepted"}`, { headers: json });
      if (id === "5") return new Response(`{"id":5,"result":{}}`, { headers: json }); // no "jsonrpc"
      if (id === "6") {
        return new Response(`{"jsonrpc":"2.0","id":7,"result":{}}`, { headers: json });
      }
      if (id === "8" || request.text.includes(`"note"`)) {
        return new Response("hello", { headers: { "Content-Type": "text/plain" } });
      }
      return undefined;
    },
  });
  try {
    const logger = capturingLogger();
    const agent = await connected(server.url, { logger });
    await agent.send(`{"jsonrpc":"2.0","id":2,"method":"x","params":{}}`);
    assert.equal(await agent.next(), `{"jsonrpc":"2.0", "id":2,"result":{"inline":true}}`);
    const bodies: Record<number, RegExp> = {
      3: /HTTP 200 and an event stream/,
      4: /HTTP 200 and a JSON body that is not the request's JSON-RPC response/,
      5: /HTTP 200 and a JSON body that is not the request's JSON-RPC response/,
      6: /HTTP 200 and a JSON body that is not the request's JSON-RPC response/,
      8: /HTTP 200 and a body of Content-Type text\/plain/,
    };
    for (const [id, body] of Object.entries(bodies)) {
      await agent.send(`{"jsonrpc":"2.0","id":${id},"method":"x"}`);
      const answer = await agent.nextMessage();
      assert.equal(answer.id, Number(id));
      const error = answer.error as { code: number; message: string };
      assert.equal(error.code, -32603, `${id}`);
      assert.match(error.message, /^the remote agent's answer cannot be read: it answered with /);
      assert.match(error.message, body);
      // What it sent instead is the data's body, JSON as JSON (remote16: "" for every one).
      const sent: Record<string, unknown> = {
        3: "",
        4: { status: "accepted" },
        5: { id: 5, result: {} },
        6: { jsonrpc: "2.0", id: 7, result: {} },
        8: "hello",
      };
      assert.deepEqual((answer.error as { data: unknown }).data, { status: 200, body: sent[id] });
    }
    for (let i = 0; i < 3; i++) await agent.send(`{"jsonrpc":"2.0","method":"note"}`);
    await agent.send(`{"jsonrpc":"2.0","method":"after"}`);
    await posted(server, `{"jsonrpc":"2.0","method":"after"}`);
    const dropped = logger.lines.filter((l) => /warn: .*answer to a POST was dropped/.test(l));
    assert.equal(dropped.length, 1, logger.lines.join("\n"));
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    stalled.end();
    await server.close();
  }
});

Deno.test("remote HTTP client: a POST's JSON answer whose body stalls is bounded by the POST's deadline, as an unanswered POST is: the request gets -32603 and the connection ends (exit 1), the messages behind it not held for ever", async () => {
  const stalled = stallingBody(`{"jsonrpc"`);
  const server = startFakeServer({
    onPost: (request) => {
      if (!request.text.includes(`"id":2`)) return undefined;
      return new Response(stalled.body, { headers: { "Content-Type": "application/json" } });
    },
  });
  try {
    const options = { postTimeoutMs: 300 } as RemoteAgentOptions; // a test override
    const agent = await connected(server.url, options);
    await agent.send(`{"jsonrpc":"2.0","id":2,"method":"x","params":{}}`);
    const answer = await agent.nextMessage();
    assert.equal(answer.id, 2);
    const error = answer.error as { code: number; message: string };
    assert.equal(error.code, -32603);
    assert.match(error.message, /no answer within 300 ms/);
    assert.equal(await within(agent.exited(), WAIT_MS, "the end"), 1);
    agent.release();
  } finally {
    stalled.end();
    await server.close();
  }
});

Deno.test("remote HTTP client answers a batch sent after initialize (never posted) with -32600 under each request's own id, nothing for its notification, and goes on (before connect14: one error under null, and the requests waited for good)", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url);
    const before = posts(server.requests).length;
    await agent.send(
      `[{"jsonrpc":"2.0","id":2,"method":"a","params":{}},{"jsonrpc":"2.0","method":"n"},` +
        `{"jsonrpc":"2.0","id":"three","method":"b"}]`,
    );
    const replies = JSON.parse((await within(agent.next(), WAIT_MS, "the batch's answer"))!);
    assert.deepEqual(replies.map((r: { id: unknown }) => r.id), [2, "three"]);
    for (const reply of replies) {
      assert.equal(reply.error.code, -32600);
      assert.equal(reply.error.message, "JSON-RPC batches are not supported by a remote agent");
    }
    const after = `{"jsonrpc":"2.0","method":"later","params":{}}`;
    await agent.send(after);
    await posted(server, after);
    assert.equal(posts(server.requests).length, before + 1, "the batch was not posted");
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client answers an empty batch `[]` with one -32600 under id null, as JSON-RPC says, and goes on (before regress99: no answer at all)", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url);
    const before = posts(server.requests).length;
    await agent.send(`[]`);
    const reply = JSON.parse((await within(agent.next(), WAIT_MS, "the empty batch's answer"))!);
    assert.equal(Array.isArray(reply), false, "one error object, not an array");
    assert.equal(reply.id, null);
    assert.equal(reply.error.code, -32600);
    const after = `{"jsonrpc":"2.0","method":"later","params":{}}`;
    await agent.send(after);
    await posted(server, after);
    assert.equal(posts(server.requests).length, before + 1, "the batch was not posted");
  } finally {
    await server.close();
  }
});

Deno.test("remote HTTP client: a 401 to initialize says whether a token was wanted and none given, or the token was refused, as over WebSocket (before lib17: it said only the status)", async () => {
  for (const token of [undefined, "wrong-token", "as a header"]) {
    const server = startFakeServer({
      onInitialize: () => new Response("unauthorized", { status: 401 }),
    });
    try {
      const agent = await open(
        server.url,
        token === undefined
          ? {}
          : token === "as a header"
          ? { headers: { Authorization: "Bearer wrong" } } // regress102: said to be missing
          : { token },
      );
      await agent.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`);
      const message = JSON.parse((await agent.next())!).error.message;
      assert.match(
        message,
        token === undefined
          ? /HTTP 401.*; the remote agent wants a token and none was given$/
          : /HTTP 401.*; the remote agent refused the token$/,
      );
      assert.equal(await agent.exited(), 1);
      agent.release();
    } finally {
      await server.close();
    }
  }
});

Deno.test("remote HTTP client: a caller's Acp-Connection-Id or Acp-Session-Id header is not sent (the transport's own win), so the initialize POST is not taken for a request of another connection (before lib17: 400)", async () => {
  const server = startFakeServer();
  try {
    const agent = await connected(server.url, {
      headers: { "Acp-Connection-Id": "zzz", "Acp-Session-Id": "yyy", "X-Mine": "kept" },
    });
    const initialize = server.requests.find((r) => r.method === "POST")!;
    assert.equal(initialize.headers.get("Acp-Connection-Id"), null);
    assert.equal(initialize.headers.get("Acp-Session-Id"), null);
    assert.equal(initialize.headers.get("X-Mine"), "kept");
    const after = `{"jsonrpc":"2.0","method":"later","params":{}}`;
    await agent.send(after);
    const later = await posted(server, after);
    assert.notEqual(later.headers.get("Acp-Connection-Id"), "zzz");
  } finally {
    await server.close();
  }
});
