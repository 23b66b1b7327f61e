/**
 * The WebSocket client of a remote agent (`remote/ws_client.ts`, REMOTE §4) against a small
 * scripted `Deno.upgradeWebSocket` server: one text frame per line both ways, byte for byte,
 * upgrade headers, close codes and exit codes, and the limits.
 */

import assert from "node:assert/strict";
import { normalizeRemoteUrl, remoteAgent } from "../remote/remote_agent.ts";
import { wsRemoteAgent } from "../remote/ws_client.ts";
import { RemoteAgentError } from "../remote/remote_agent_error.ts";
import type { ClientOptions } from "../remote/client_options.ts";
import type { RemoteAgentOptions } from "../remote/remote_agent_options.ts";
import type { Connection, ConnectionFactory, OpenOptions } from "../transport/duplex.ts";
import { CookieJar } from "../remote/cookie_jar.ts";
import { startFakeServer } from "./fixtures/remote/client_fake_server.ts";
import { LineDriver, WAIT_MS } from "./fixtures/remote/client_driver.ts";
import { assertSameBytes, delay, within } from "./fixtures/support.ts";
import { memoryLogger } from "./fixtures/remote/server_harness.ts";
import { handServer } from "./fixtures/remote/hand_ws_server.ts";
import { ClientWebSocket } from "../remote/ws_client_socket.ts";

const encoder = new TextEncoder();

/** A server whose sockets are handed to the test, with what they received and how they closed. */
function socketServer(serve: (socket: WebSocket) => void = () => {}) {
  const received: string[] = [];
  let resolveClose!: (code: number) => void;
  const closedWith = new Promise<number>((resolve) => resolveClose = resolve);
  let resolveSocket!: (socket: WebSocket) => void;
  const socket = new Promise<WebSocket>((resolve) => resolveSocket = resolve);
  const server = startFakeServer({
    onSocket(s) {
      s.onmessage = (e) => received.push(typeof e.data === "string" ? e.data : "<binary>");
      s.onclose = (e) => resolveClose(e.code);
      s.onopen = () => {
        resolveSocket(s);
        serve(s);
      };
    },
  });
  return {
    server,
    received,
    socket: () => within(socket, WAIT_MS, "the server's socket"),
    closedWith: () => within(closedWith, WAIT_MS, "the server's close event"),
    url: server.url.replace(/^http/, "ws"),
  };
}

/**
 * A connection of `factory`, once it reached the agent: the factory returns it at once and
 * dials behind it; `reached` rejects when the dial fails.
 */
async function dial(factory: ConnectionFactory, options?: OpenOptions): Promise<Connection> {
  const connection = await factory(options);
  await connection.reached;
  return connection;
}

async function open(url: string, options: ClientOptions = {}): Promise<LineDriver> {
  return new LineDriver(
    await dial(wsRemoteAgent(normalizeRemoteUrl(url), { initTimeoutMs: 5_000, ...options })),
  );
}

Deno.test("remote WebSocket client sends each line as one text frame and delivers each text frame as one line, byte for byte", async () => {
  const ws = socketServer();
  try {
    const jar = new CookieJar();
    jar.storeLine(new URL(ws.url), "SRV=s2; Path=/");
    const agent = await open(ws.url, {
      token: "secret-token",
      headers: { "X-Extra": "1" },
      cookieJar: jar,
    });
    const upgrade = ws.server.requests[0];
    assert.equal(new URL(ws.url).pathname, "/acp");
    assert.equal(upgrade.headers.get("authorization"), "Bearer secret-token");
    assert.equal(upgrade.headers.get("x-extra"), "1");
    assert.equal(upgrade.headers.get("cookie"), "SRV=s2");

    const lines = [
      `{"method":"initialize","jsonrpc":"2.0","id":12345678901234567890123,"params":{"protocolVersion":1.0}}`,
      `{"jsonrpc":"2.0","method":"_n","params":{"x":"\\u00e9","y":"é😀","z":[1.0,-0.0,2e10]}}`,
    ];
    await agent.writeRaw(`${lines[0]}\r\n${lines[1].slice(0, 40)}`);
    await agent.writeRaw(`${lines[1].slice(40)}\n`);
    const server = await ws.socket();
    await within(
      (async () => {
        while (ws.received.length < 2) await delay(5);
      })(),
      WAIT_MS,
      "the frames",
    );
    assert.deepEqual(ws.received, lines);

    const frames = [
      `{"jsonrpc":"2.0","id":12345678901234567890123,"result":{"v":1.0,"s":"\\ud83d\\ude00"}}`,
      `{ "jsonrpc" : "2.0" , "method" : "é" }`,
    ];
    server.send(frames[0]);
    server.send(new Uint8Array([1, 2, 3]));
    server.send(frames[1]);
    server.send(`{"jsonrpc":"2.0",\n"method":"_m"}`);
    for (const frame of frames) {
      assertSameBytes((await agent.nextBytes())!, encoder.encode(frame), "a frame");
    }
    assert.equal(await agent.next(), `{"jsonrpc":"2.0", "method":"_m"}`);

    await agent.close();
    assert.equal(await ws.closedWith(), 1000);
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    await ws.server.close();
  }
});

for (const [code, exit] of [[1000, 0], [1001, 0], [1005, 0], [1011, 1], [4000, 1]] as const) {
  Deno.test(`remote WebSocket client exits ${exit} when the server closes with ${code}`, async () => {
    const ws = socketServer();
    try {
      const agent = await open(ws.url);
      const server = await ws.socket();
      server.send(`{"jsonrpc":"2.0","method":"last"}`);
      if (code === 1005) server.close();
      else server.close(code);
      assert.deepEqual(await agent.rest(), [`{"jsonrpc":"2.0","method":"last"}`]);
      assert.equal(await agent.exited(), exit);
      await assert.rejects(agent.send(`{"jsonrpc":"2.0","method":"late"}`));
      agent.release();
    } finally {
      await ws.server.close();
    }
  });
}

Deno.test("remote WebSocket client: a server that closes with 1000 before sending anything, its initialize unanswered (the agent there ended before answering), ends the connection with 1 and says so, as a local agent that exits 1 before answering (before: exit 0, nothing said, as a clean end); no answer is made up", async () => {
  const ws = socketServer((socket) => {
    socket.onmessage = () => socket.close(1000);
  });
  try {
    const logger = memoryLogger();
    const agent = await open(ws.url, { logger });
    await agent.send(`{"jsonrpc":"2.0","id":"i-1","method":"initialize","params":{}}`);
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 1);
    assert.ok(
      logger.lines.some((l) =>
        /closed the WebSocket \(code 1000\) before answering initialize$/.test(l)
      ),
      logger.lines.join("\n"),
    );
    agent.release();
  } finally {
    await ws.server.close();
  }
});

Deno.test("remote WebSocket client: a server that answers the initialize with an error and then closes with 1000 (acp-proxy's server for an agent that ended before answering) ends the connection with 1 and says so; the answer reaches the client (before regress108: exit 0, nothing said); an error then a success is no such end", async () => {
  const refusal =
    `{"jsonrpc":"2.0","id":"i-1","error":{"code":-32603,"message":"failed to start ACP v1 agent: it ended before answering initialize"}}`;
  // Another error (the agent's own: a -32602, ROUTING 2.11's -32600) then a close 1000 is the
  // client's to judge, as a local agent that answers an error and exits 0 (regress109: exit 1).
  {
    const own = `{"jsonrpc":"2.0","id":"i-1","error":{"code":-32602,"message":"bad params"}}`;
    const ws = socketServer((socket) => {
      socket.onmessage = () => {
        socket.send(own);
        socket.close(1000);
      };
    });
    try {
      const agent = await open(ws.url);
      await agent.send(`{"jsonrpc":"2.0","id":"i-1","method":"initialize","params":{}}`);
      assert.deepEqual(await agent.rest(), [own]);
      assert.equal(await agent.exited(), 0, "the agent's own error: exit 0");
      agent.release();
    } finally {
      await ws.server.close();
    }
  }
  for (const succeeds of [false, true]) {
    // The client's second initialize (when it retries) is answered with success.
    const ws = socketServer((socket) => {
      let seen = 0;
      socket.onmessage = () => {
        seen++;
        if (seen === 1) socket.send(refusal);
        else socket.send(`{"jsonrpc":"2.0","id":"i-2","result":{}}`);
        if (!succeeds || seen === 2) socket.close(1000);
      };
    });
    try {
      const logger = memoryLogger();
      const agent = await open(ws.url, { logger });
      await agent.send(`{"jsonrpc":"2.0","id":"i-1","method":"initialize","params":{}}`);
      if (succeeds) {
        await agent.send(`{"jsonrpc":"2.0","id":"i-2","method":"initialize","params":{}}`);
      }
      const rest = await agent.rest();
      assert.equal(rest[0], refusal, "the answer reaches the client");
      assert.equal(await agent.exited(), succeeds ? 0 : 1);
      assert.equal(
        logger.lines.some((l) =>
          /answered initialize with an error and closed the WebSocket \(code 1000\)$/.test(l)
        ),
        !succeeds,
        logger.lines.join("\n"),
      );
      agent.release();
    } finally {
      await ws.server.close();
    }
  }
});

Deno.test("remote WebSocket client: a server that takes the upgrade but never answers the initialize gets initTimeoutMs, as over HTTP: the request is answered with -32603 saying so, the connection ends with 1 (before: it waited for ever)", async () => {
  const ws = socketServer(); // takes every message, answers none
  try {
    const logger = memoryLogger();
    const agent = await open(ws.url, { logger, initTimeoutMs: 300 });
    await agent.send(`{"jsonrpc":"2.0","id":"i-1","method":"initialize","params":{}}`);
    const [answer] = await agent.rest();
    const parsed = JSON.parse(answer);
    assert.equal(parsed.id, "i-1");
    assert.equal(parsed.error.code, -32603);
    assert.match(
      parsed.error.message,
      /^the remote agent at ws:\/\/.* did not answer initialize within 300 ms$/,
    );
    assert.equal(await agent.exited(), 1);
    assert.equal(await ws.closedWith(), 1000);
    agent.release();
  } finally {
    await ws.server.close();
  }
});

/**
 * Sends `initialize` to a server that answers as `serve` does, waits past an initTimeoutMs of
 * 300 ms, then ends its input: every line the server sent, in order (a second answer made up
 * by the wait would be among them), once the connection ended with 0.
 */
async function pastTheInitWait(
  serve: (socket: WebSocket) => void,
  initialize: string,
): Promise<string[]> {
  const ws = socketServer(serve);
  try {
    const agent = await open(ws.url, { initTimeoutMs: 300 });
    await agent.send(initialize);
    await delay(600);
    await agent.close();
    const lines = await agent.rest();
    assert.equal(await agent.exited(), 0, lines.join("\n"));
    agent.release();
    return lines;
  } finally {
    await ws.server.close();
  }
}

for (const [sent, answered] of [["1.0", "1"], ["1", "1.0"], ["1", "1e0"]]) {
  Deno.test(`remote WebSocket client: an initialize sent with id ${sent} and answered with id ${answered} (the same value, written the agent's way) has been answered: no second answer, no end at initTimeoutMs`, async () => {
    const answer = `{"jsonrpc":"2.0","id":${answered},"result":{}}`;
    const lines = await pastTheInitWait(
      (socket) => socket.addEventListener("message", () => socket.send(answer)),
      `{"jsonrpc":"2.0","id":${sent},"method":"initialize","params":{}}`,
    );
    assert.deepEqual(lines, [answer]);
  });
}

for (
  const [what, answer] of [
    ["in a batch", `[{"jsonrpc":"2.0","id":1,"result":{}}]`],
    [
      "with an error to a null id",
      `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}`,
    ],
  ] as const
) {
  Deno.test(`remote WebSocket client: an initialize answered ${what} has been answered as far as the wait goes: the session goes on past initTimeoutMs`, async () => {
    const lines = await pastTheInitWait(
      (socket) => socket.addEventListener("message", () => socket.send(answer)),
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`,
    );
    assert.deepEqual(lines, [answer]);
  });
}

Deno.test("remote WebSocket client: an initialize answered in time stops the wait (a notification first does not): the session goes on past initTimeoutMs", async () => {
  const lines = await pastTheInitWait((socket) => {
    socket.addEventListener("message", (e) => {
      const id = JSON.parse(String(e.data)).id;
      socket.send(`{"jsonrpc":"2.0","method":"note","params":{}}`);
      setTimeout(() => socket.send(`{"jsonrpc":"2.0","id":${id},"result":{}}`), 100);
    });
  }, `{"jsonrpc":"2.0","id":7,"method":"initialize","params":{}}`);
  assert.deepEqual(lines, [
    `{"jsonrpc":"2.0","method":"note","params":{}}`,
    `{"jsonrpc":"2.0","id":7,"result":{}}`,
  ]);
});

Deno.test("remote WebSocket client: a line over maxLineBytes written with the initialize before it (one write) still lets the initialize's answer through, then closes with 4009 (too big, in the range a client may send) and ends with 1 naming the limit (before: the answer was dropped)", async () => {
  const ws = socketServer((socket) => {
    socket.addEventListener("message", (e) => {
      const id = JSON.parse(String(e.data)).id;
      setTimeout(() => socket.send(`{"jsonrpc":"2.0","id":${id},"result":{}}`), 300);
    });
  });
  try {
    const logger = memoryLogger();
    const agent = await open(ws.url, { maxLineBytes: 1024, logger });
    await assert.rejects(
      agent.writeRaw(
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}\n` +
          `{"jsonrpc":"2.0","method":"_big","params":"${"x".repeat(2048)}"}\n`,
      ),
    );
    assert.deepEqual(await agent.rest(), [`{"jsonrpc":"2.0","id":1,"result":{}}`]);
    assert.equal(await agent.exited(), 1);
    assert.equal(await ws.closedWith(), 4009);
    assert.ok(
      logger.lines.some((l) => /a message to the remote agent is too long/.test(l)),
      logger.lines.join("\n"),
    );
    agent.release();
  } finally {
    await ws.server.close();
  }
});

for (const delayMs of [60, 1_000]) {
  Deno.test(`remote WebSocket client: the client's end of input right after its requests still gets their answers, each ${delayMs} ms later (the close waits until every request is answered and nothing has crossed for a moment, at most 2 s), then closes with 1000, exit 0`, async () => {
    // Each message is answered later, as an agent that takes a moment would (1 s: longer than
    // the quiet moment alone would wait).
    const ws = socketServer((socket) => {
      socket.addEventListener("message", (e) => {
        const id = JSON.parse(String(e.data)).id;
        setTimeout(() => socket.send(`{"jsonrpc":"2.0","id":${id},"result":{}}`), delayMs);
      });
    });
    try {
      const agent = await open(ws.url);
      for (const id of [1, 2, 3]) {
        await agent.send(`{"jsonrpc":"2.0","id":${id},"method":"m","params":{}}`);
      }
      await agent.close(); // at once, before any answer
      assert.deepEqual(
        await agent.rest(),
        [1, 2, 3].map((id) => `{"jsonrpc":"2.0","id":${id},"result":{}}`),
      );
      assert.equal(await ws.closedWith(), 1000);
      assert.equal(await agent.exited(), 0);
      agent.release();
    } finally {
      await ws.server.close();
    }
  });
}

Deno.test("remote WebSocket client closes with 1000 and exits 0 when terminated", async () => {
  const ws = socketServer();
  try {
    const agent = await open(ws.url);
    await ws.socket();
    assert.equal(await within(agent.connection.terminate!(2_000), WAIT_MS, "terminate"), 0);
    assert.equal(await ws.closedWith(), 1000);
    assert.deepEqual(await agent.rest(), []);
    agent.release();
  } finally {
    await ws.server.close();
  }
});

Deno.test("remote WebSocket client's connection is not reached when the upgrade is refused or not answered in time", async () => {
  const server = startFakeServer({ refuseUpgrade: new Response("Unauthorized", { status: 401 }) });
  try {
    await assert.rejects(
      () => dial(remoteAgent(server.url.replace(/^http/, "ws"), { initTimeoutMs: 5_000 })),
      // Reached and refused, as over HTTP (before: "could not reach").
      /^RemoteAgentError: the remote agent at ws:\/\/127\.0\.0\.1:\d+\/acp refused the connection: it answered the WebSocket upgrade with HTTP 401; the remote agent wants a token and none was given$/,
    );
  } finally {
    await server.close();
  }

  // A listener that accepts the TCP connection and never answers the upgrade.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const accepted = listener.accept();
  try {
    const port = (listener.addr as Deno.NetAddr).port;
    await assert.rejects(
      () => dial(remoteAgent(`ws://127.0.0.1:${port}`, { initTimeoutMs: 200 })),
      /did not accept the WebSocket within 200 ms/,
    );
  } finally {
    (await accepted).close();
    listener.close();
  }
});

Deno.test("remote WebSocket client's dial ends when the router gives up (the factory's signal): reached rejects at once and the agent sees the TCP connection closed", async () => {
  // A listener that accepts the TCP connection and never answers the upgrade.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const accepted = listener.accept();
  try {
    const port = (listener.addr as Deno.NetAddr).port;
    const giveUp = new AbortController();
    const dialled = dial(
      remoteAgent(`ws://127.0.0.1:${port}`, { initTimeoutMs: 60_000 }),
      { signal: giveUp.signal },
    );
    const conn = await within(accepted, WAIT_MS, "the dial's TCP connection");
    giveUp.abort("SIGTERM");
    await assert.rejects(
      () => within(dialled, WAIT_MS, "the dial's end"),
      (e) => e instanceof RemoteAgentError && /gave up connecting .*\(SIGTERM\)/.test(e.message),
    );
    // The socket is closed, not left to the 60 s limit: the agent's read ends.
    const buffer = new Uint8Array(4096);
    const drained = (async () => {
      while ((await conn.read(buffer)) !== null) { /* the upgrade request */ }
    })();
    await within(drained.catch(() => {}), WAIT_MS, "the TCP connection's close");
    conn.close();
    // Already given up: the factory does not dial at all.
    await assert.rejects(
      () => dial(remoteAgent(`ws://127.0.0.1:${port}`), { signal: giveUp.signal }),
      RemoteAgentError,
    );
  } finally {
    listener.close();
  }
});

Deno.test("remote WebSocket client closes with 1009 and exits 1 on a frame over maxLineBytes", async () => {
  const ws = socketServer();
  try {
    const logger = memoryLogger();
    const agent = await open(ws.url, { maxLineBytes: 1024, logger });
    const server = await ws.socket();
    server.send(`{"jsonrpc":"2.0","method":"_big","params":"${"x".repeat(2048)}"}`);
    assert.equal(await ws.closedWith(), 1009);
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 1);
    const failed = logger.lines.filter((l) => l.includes("remote agent connection"));
    assert.equal(failed.length, 1, failed.join("\n"));
    assert.match(
      failed[0],
      /^error: remote agent connection failed: a frame from the remote agent exceeds the 1024-byte limit$/,
    );
    assert.doesNotMatch(failed[0], /the remote agent closed/);
    agent.release();
  } finally {
    await ws.server.close();
  }
});

/**
 * A hand-written server that reads the client's frames until the client's close, and only
 * then sends `late` as a text frame, followed by its own close. (A frame may still arrive
 * after one's own close frame, until the peer's.)
 */
function lateFrameServer(late: string): { url: string; close(): void } {
  return handServer(async (conn, buffer) => {
    while (true) { // until a frame whose opcode is close (each read begins a small frame here)
      const n = await conn.read(buffer);
      if (n === null) return conn.close();
      if ((buffer[0] & 0x0f) === 8) break;
    }
    const payload = encoder.encode(late);
    assert.ok(payload.length >= 126 && payload.length < 65536);
    await conn.write(new Uint8Array([0x81, 126, payload.length >> 8, payload.length & 0xff]));
    await conn.write(payload);
    await conn.write(new Uint8Array([0x88, 2, 0x03, 0xe8])); // close 1000
    await conn.read(buffer).catch(() => null);
    conn.close();
  });
}

Deno.test("remote WebSocket client: a message in endless fragments is refused once its fragments pass maxLineBytes, before more is buffered: close 1009, exit 1, the limit named (the runtime's WebSocket joined them without a bound)", async () => {
  let sent = 0;
  let closeCode: number | null = null;
  const fragment = new Uint8Array(64 * 1024).fill(0x78); // "x"
  const server = handServer(async (conn, buffer) => {
    const reading = (async () => {
      for (;;) {
        const n = await conn.read(buffer).catch(() => null);
        if (n === null) return;
        if ((buffer[0] & 0x0f) === 8 && n >= 4) {
          closeCode = (buffer[6] ^ buffer[2]) << 8 | (buffer[7] ^ buffer[3]);
        }
      }
    })();
    const head = (first: boolean) =>
      new Uint8Array([first ? 0x01 : 0x00, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
    try {
      for (let i = 0; closeCode === null && sent < 64 * 1024 * 1024; i++) {
        await conn.write(head(i === 0));
        await conn.write(fragment);
        sent += fragment.length;
      }
    } catch {
      // the client closed the connection
    }
    await reading;
    conn.close();
  });
  try {
    const logger = memoryLogger();
    const agent = await open(server.url, { maxLineBytes: 1024 * 1024, logger });
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 1);
    assert.ok(
      logger.lines.some((l) =>
        /^error: remote agent connection failed: a frame from the remote agent exceeds the 1048576-byte limit$/
          .test(l)
      ),
      logger.lines.join("\n"),
    );
    await within(
      (async () => {
        while (closeCode === null) await delay(10);
      })(),
      WAIT_MS,
      "the close frame",
    );
    assert.equal(closeCode, 1009);
    assert.ok(sent < 8 * 1024 * 1024, `the server sent ${sent} bytes before the close`);
    agent.release();
  } finally {
    server.close();
  }
});

Deno.test("remote WebSocket client: frames the server sends with its 101, in the same read, are delivered (the first one was lost before its handler was set)", async () => {
  const hello = encoder.encode(`{"jsonrpc":"2.0","method":"hello/early","params":{}}`);
  const frames = new Uint8Array(2 * (2 + hello.length));
  for (const at of [0, 2 + hello.length]) {
    frames.set([0x81, hello.length], at);
    frames.set(hello, at + 2);
  }
  const server = handServer(
    async (conn, buffer) => {
      while ((await conn.read(buffer).catch(() => null)) !== null) { /* until the client goes */ }
      conn.close();
    },
    false,
    frames,
  );
  try {
    const agent = await open(server.url);
    const text = new TextDecoder().decode(hello);
    assert.equal(await agent.next(), text);
    assert.equal(await agent.next(), text);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    server.close();
  }
});

Deno.test("remote WebSocket client: an upgrade answered without the right Sec-WebSocket-Accept is no WebSocket: the dial fails saying so", async () => {
  const server = handServer(async (conn) => {
    await delay(5_000).catch(() => {});
    conn.close();
  }, true);
  try {
    const error = await dial(wsRemoteAgent(new URL(server.url), {})).then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(error instanceof RemoteAgentError, String(error));
    assert.match(error.message, /not a WebSocket handshake \(Sec-WebSocket-Accept\)/);
  } finally {
    server.close();
  }
});

/**
 * Dials a hand-written server whose 101 carries `fields`: null when the dial succeeded (then
 * the connection is ended), else what it failed with.
 */
async function dialAnswered(fields: string, headers: Record<string, string>): Promise<unknown> {
  const server = handServer(
    async (conn) => {
      await delay(5_000).catch(() => {});
      conn.close();
    },
    false,
    new Uint8Array(0),
    fields,
  );
  try {
    const connection = await dial(wsRemoteAgent(new URL(server.url), { headers }));
    await connection.terminate!(100);
    return null;
  } catch (e) {
    return e;
  } finally {
    server.close();
  }
}

Deno.test("remote WebSocket client: an upgrade answered with a subprotocol or an extension it never offered fails the dial saying which (RFC 6455 §4.1; before: accepted, and a compressing server's first frame failed as an 'RSV bit' 1002)", async () => {
  for (
    const [field, said] of [
      ["Sec-WebSocket-Protocol: evil\r\n", /chose the subprotocol "evil", which was not offered/],
      [
        "Sec-WebSocket-Extensions: permessage-deflate\r\n",
        /chose the extension "permessage-deflate", which this client does not speak/,
      ],
      // Given twice, a field is one list: an empty copy after does not hide the first.
      [
        "Sec-WebSocket-Extensions: permessage-deflate\r\nSec-WebSocket-Extensions:\r\n",
        /chose the extension "permessage-deflate"/,
      ],
      ["Sec-WebSocket-Protocol: evil\r\nSec-WebSocket-Protocol:\r\n", /subprotocol "evil"/],
      // A wrong Upgrade is named as such, not as a wrong Sec-WebSocket-Accept.
      ["Upgrade: h2c\r\n", /not a WebSocket handshake \(Upgrade: websocket, h2c\)/],
    ] as const
  ) {
    const error = await dialAnswered(field, {});
    assert.ok(error instanceof RemoteAgentError, String(error));
    assert.match(error.message, said);
    // The agent was reached: what it answered is unusable, not unreachable.
    assert.match(
      error.message,
      /answered the WebSocket upgrade with what this client cannot use/,
    );
    assert.doesNotMatch(error.message, /could not reach/);
  }
  // A field given twice is one list: `Upgrade: websocket` twice still opens; and a
  // subprotocol the caller offered in its headers is accepted.
  for (
    const [fields, headers] of [
      ["Upgrade: websocket\r\nConnection: Upgrade\r\n", {}],
      ["Sec-WebSocket-Protocol: acp\r\n", { "Sec-WebSocket-Protocol": "json, acp" }],
    ] as const
  ) {
    assert.equal(await dialAnswered(fields, headers), null); // the dial succeeded
  }
});

Deno.test("remote WebSocket client: a frame over maxLineBytes that arrives while the close after the client's end of input drains still ends the connection with exit 1 and the limit named, never exit 0 with the answer silently gone", async () => {
  const server = lateFrameServer(`{"jsonrpc":"2.0","id":1,"result":{"pad":"${"x".repeat(2048)}"}}`);
  try {
    const logger = memoryLogger();
    const agent = await open(server.url, { maxLineBytes: 1024, logger });
    await agent.send(`{"jsonrpc":"2.0","id":1,"method":"m","params":{}}`);
    await agent.close();
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 1, logger.lines.join("\n"));
    assert.ok(
      logger.lines.some((l) =>
        /^error: remote agent connection failed: a frame from the remote agent exceeds the 1024-byte limit$/
          .test(l)
      ),
      logger.lines.join("\n"),
    );
    agent.release();
  } finally {
    server.close();
  }
});

Deno.test("remote WebSocket client: a frame within the limit that arrives while the close drains is delivered, exit 0", async () => {
  const late = `{"jsonrpc":"2.0","id":1,"result":{"pad":"${"x".repeat(512)}"}}`;
  const server = lateFrameServer(late);
  try {
    const agent = await open(server.url, { maxLineBytes: 1024 });
    await agent.send(`{"jsonrpc":"2.0","id":1,"method":"m","params":{}}`);
    await agent.close();
    assert.deepEqual(await agent.rest(), [late]);
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    server.close();
  }
});

Deno.test("remote WebSocket client: after the client's end of input, a message still arriving (its bytes crossing every 50 ms for 3 s) is no quiet: the close waits (up to its 2 s bound) and the message is delivered, exit 0", async () => {
  const message = `{"jsonrpc":"2.0","method":"big","params":{"pad":"${"x".repeat(60_000)}"}}`;
  const payload = encoder.encode(message);
  const server = handServer(async (conn, buffer) => {
    await conn.read(buffer); // the client's notification
    await conn.write(new Uint8Array([0x81, 126, payload.length >> 8, payload.length & 0xff]));
    const pieces = 60;
    const size = Math.ceil(payload.length / pieces);
    for (let at = 0; at < payload.length; at += size) {
      await delay(50);
      await conn.write(payload.subarray(at, at + size));
    }
    await conn.write(new Uint8Array([0x88, 2, 0x03, 0xe8])); // close 1000
    await conn.read(buffer).catch(() => null);
    conn.close();
  });
  try {
    const agent = await open(server.url);
    await agent.send(`{"jsonrpc":"2.0","method":"go","params":{}}`);
    await agent.close();
    assert.deepEqual(await agent.rest(), [message]);
    assert.equal(await agent.exited(), 0);
    agent.release();
  } finally {
    server.close();
  }
});

/**
 * Sends `count` copies of `frame` to a client with `maxBufferedBytes` whose router reads
 * nothing; expects close 4008 and exit 1, and fewer than `maxLines` lines delivered. Returns
 * the client's log lines about the connection.
 */
async function backlogCloses(
  maxBufferedBytes: number,
  frame: string,
  count: number,
  maxLines: number,
): Promise<string[]> {
  const ws = socketServer();
  try {
    const logger = memoryLogger();
    const agent = await open(ws.url, { maxBufferedBytes, logger });
    const server = await ws.socket();
    for (let i = 0; i < count; i++) server.send(frame);
    assert.equal(await ws.closedWith(), 4008);
    assert.equal(await agent.exited(), 1);
    const lines = await agent.rest();
    assert.ok(lines.length > 0 && lines.length < maxLines, `${lines.length} lines delivered`);
    agent.release();
    return logger.lines.filter((l) => l.includes("remote agent connection"));
  } finally {
    await ws.server.close();
  }
}

Deno.test("remote WebSocket client closes with 4008 and exits 1 when unread output passes maxBufferedBytes", async () => {
  const failed = await backlogCloses(
    4096,
    `{"jsonrpc":"2.0","method":"_p","params":"${"x".repeat(1024)}"}`,
    10,
    10,
  );
  // The close is ours: the log says why, not "the remote agent closed the WebSocket (4008)".
  assert.deepEqual(failed, [
    "error: remote agent connection failed: more than 4096 bytes from the remote agent " +
    "wait for the router (each message counted 1024 bytes more)",
  ]);
});

Deno.test("remote WebSocket client: a flood of tiny frames the router does not read meets the backlog bound after about maxBufferedBytes / 1 KiB of them (each counted 1 KiB more), not after millions held at 300 times their bytes", async () => {
  await backlogCloses(64 * 1024, `{}`, 1000, 100);
});

Deno.test("remote WebSocket client: a burst of small frames while the router reads, slower than the socket, is held back by TCP (the socket stops reading past 1 MiB unread), not closed with 4008: every line arrives, in order", async () => {
  const ws = socketServer();
  try {
    const logger = memoryLogger();
    const agent = await open(ws.url, { maxBufferedBytes: 2 * 1024 * 1024, logger });
    const server = await ws.socket();
    const n = 5000;
    const pad = "p".repeat(100);
    for (let i = 0; i < n; i++) {
      server.send(`{"jsonrpc":"2.0","method":"session/update","params":{"i":${i},"p":"${pad}"}}`);
    }
    for (let i = 0; i < n; i++) {
      const message = await agent.nextMessage();
      assert.equal((message.params as { i: number }).i, i);
      if (i % 500 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.close(1000);
    assert.deepEqual(await agent.rest(), []);
    assert.equal(await agent.exited(), 0, logger.lines.join("\n"));
    agent.release();
  } finally {
    await ws.server.close();
  }
});

Deno.test("remote WebSocket client answers a line that is not UTF-8 with -32700 and does not send it", async () => {
  const ws = socketServer();
  try {
    const agent = await open(ws.url);
    await ws.socket();
    await agent.writeRaw(new Uint8Array([0x7b, 0xff, 0x7d, 0x0a]));
    const answer = JSON.parse((await agent.next())!);
    assert.equal(answer.error.code, -32700);
    assert.equal(answer.id, null);
    await agent.close();
    assert.equal(await agent.exited(), 0);
    assert.deepEqual(ws.received, []);
    agent.release();
  } finally {
    await ws.server.close();
  }
});

for (const status of [401, 403]) {
  // A 403 may also be a Host the server does not allow (an acp-proxy's answer to one).
  const orHost = status === 403 ? ", or the Host it was reached by" : "";
  Deno.test(`remote WebSocket client: an upgrade refused with ${status} says so (the status, and that the token was refused, or that none was given${orHost === "" ? "" : "; or the Host"}), not just close code 0`, async () => {
    const server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {} },
      () => new Response("no token", { status }),
    );
    try {
      const url = `ws://127.0.0.1:${server.addr.port}/acp`;
      const open = remoteAgent(url, { initTimeoutMs: 5_000, token: "t0ken" });
      await assert.rejects(
        () => dial(open),
        new RegExp(
          `refused the connection: it answered the WebSocket upgrade with HTTP ${status}; ` +
            `the remote agent refused the token${orHost}$`,
        ),
      );
      await assert.rejects(
        () => dial(remoteAgent(url, { initTimeoutMs: 5_000 })),
        new RegExp(
          `refused the connection: it answered the WebSocket upgrade with HTTP ${status}; ` +
            `the remote agent wants a token and none was given${
              status === 403 ? " \\(or it refused the Host it was reached by\\)" : ""
            }$`,
        ),
      );
    } finally {
      await server.shutdown();
    }
  });
}

/** A WebSocket the test opens by hand: `open()` fires its open event. */
class HandOpenedSocket {
  static last: HandOpenedSocket | null = null;
  binaryType = "blob";
  readyState = 0;
  bufferedAmount = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedWith: number | null = null;
  constructor(_url: URL, _options: unknown) {
    HandOpenedSocket.last = this;
  }
  send(_data: string): void {}
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  close(code = 1005): void {
    this.closedWith = code;
    this.readyState = 2;
    queueMicrotask(() => {
      this.readyState = 3;
      this.onclose?.({ code, reason: "" } as CloseEvent);
    });
  }
}

for (const how of ["terminate", "abort"] as const) {
  Deno.test(`remote WebSocket client: a connection ended (${how}) as its socket opens, in the same turn, closes that socket; it was left open`, async () => {
    const open = remoteAgent("ws://127.0.0.1:9/acp", {
      WebSocket: HandOpenedSocket as unknown as RemoteAgentOptions["WebSocket"],
    });
    const connection = await open();
    connection.reached?.catch(() => {});
    const socket = HandOpenedSocket.last!;
    const writer = connection.writable.getWriter();
    await writer.write(encoder.encode(`{"jsonrpc":"2.0","id":0,"method":"initialize"}\n`));
    socket.open();
    const ended = how === "terminate" ? connection.terminate!(2_000) : writer.abort(new Error("x"));
    await within(ended as Promise<unknown>, WAIT_MS, "the end");
    assert.equal(await within(connection.exited!, WAIT_MS, "the exit"), 0);
    assert.equal(socket.closedWith, 1000, "the socket was closed");
  });
}

Deno.test("remote WebSocket client: a server that floods pings and reads nothing gets a pong for the latest ping, not one for each: what waits to be written stays one pong (before: every pong was queued, about 65 MB/s of memory)", async () => {
  const PINGS = 100_000;
  const payloadOf = (i: number) => {
    const payload = new Uint8Array(125);
    new DataView(payload.buffer).setUint32(0, i);
    return payload;
  };
  let pongs = 0;
  let lastPong = -1;
  const server = handServer(async (conn, buffer) => {
    // Every ping first, reading nothing: the client's pongs back up once the kernel's buffers
    // are full.
    const frames = new Uint8Array(PINGS * 127);
    for (let i = 0; i < PINGS; i++) {
      frames.set([0x89, 125], i * 127);
      frames.set(payloadOf(i), i * 127 + 2);
    }
    for (let at = 0; at < frames.length;) at += await conn.write(frames.subarray(at));
    // Then every pong, until the one for the last ping.
    let pending = new Uint8Array(0);
    while (lastPong !== PINGS - 1) {
      const n = await conn.read(buffer);
      if (n === null) break;
      const joined = new Uint8Array(pending.length + n);
      joined.set(pending);
      joined.set(buffer.subarray(0, n), pending.length);
      let at = 0;
      while (joined.length - at >= 6 + 125) {
        assert.equal(joined[at] & 0x0f, 0xa, "a pong");
        assert.equal(joined[at + 1], 0x80 | 125, "masked, 125 bytes");
        const mask = joined.subarray(at + 2, at + 6);
        const first = joined.subarray(at + 6, at + 10).map((b, k) => b ^ mask[k]);
        lastPong = new DataView(first.buffer).getUint32(0);
        pongs++;
        at += 6 + 125;
      }
      pending = joined.slice(at);
    }
    conn.close();
  });
  const socket = new ClientWebSocket(new URL(server.url), {
    headers: {},
    maxMessageBytes: 1024 * 1024,
  });
  try {
    await within(
      (async () => {
        while (lastPong !== PINGS - 1) await delay(20);
      })(),
      30_000,
      () => `the pong for the last ping (${pongs} pongs, the last for ping ${lastPong})`,
    );
    assert.ok(pongs < PINGS, `${pongs} pongs for ${PINGS} pings`);
    assert.ok(socket.bufferedAmount === 0);
  } finally {
    socket.close();
    server.close();
  }
});

Deno.test("remote WebSocket client: a server that breaks the protocol (a masked frame, text that is not UTF-8) ends the connection with exit 1 and says so, without the broken-connection hint: the daemon is up and reached (regress101: the hint said to check both)", async () => {
  const frames = {
    masked: new Uint8Array([0x81, 0x80 | 2, 1, 2, 3, 4, 0x7b ^ 1, 0x7d ^ 2]),
    "not UTF-8": new Uint8Array([0x81, 2, 0xc3, 0x28]),
  };
  for (const [what, frame] of Object.entries(frames)) {
    const server = handServer(async (conn, buffer) => {
      await conn.write(frame);
      while ((await conn.read(buffer).catch(() => null)) !== null) { /* until the close */ }
      conn.close();
    });
    try {
      const logger = memoryLogger();
      const agent = await open(server.url, { logger });
      assert.equal(await within(agent.exited(), WAIT_MS, "the end"), 1, what);
      const line = logger.lines.find((l) => /remote agent connection failed/.test(l)) ?? "";
      assert.match(line, /the WebSocket to the remote agent broke \(.*; code 100[27]\)$/, what);
      assert.doesNotMatch(line, /daemon is still running/, what);
      agent.release();
    } finally {
      server.close();
    }
  }
});
