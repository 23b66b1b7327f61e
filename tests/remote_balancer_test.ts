/**
 * The remote server behind a load balancer (issue 16): `GET`/`HEAD /health` (Host and Origin
 * checked, no token, nothing started, 503 once shutting down, never because of the cap),
 * requests keyed on `Acp-Connection-Id` and never on the TCP connection (HAProxy reuses its
 * server connections across clients), `Cookie` ignored and never set, `X-Forwarded-For`
 * logged at debug only and never an allow decision. Real HTTP on 127.0.0.1, port 0.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { ConnectionHandler } from "../remote/remote_connection.ts";
import {
  concat,
  decoder,
  delay,
  encoder,
  initializeAnswer,
  initializeRequest,
  openConnection,
  rawHttp,
  request,
  startServer,
  WAIT_MS,
  within,
} from "./fixtures/remote/server_harness.ts";

const TOKEN = "a-test-token-that-is-long-enough-0123456789";

/** One HTTP/1.1 answer read from a kept-alive TCP connection. */
interface RawAnswer {
  readonly status: number;
  readonly head: string;
  readonly body: string;
}

/** A kept-alive HTTP/1.1 connection that sends one request at a time, as a balancer does. */
class KeepAlive {
  readonly #conn: Deno.TcpConn;
  #pending = new Uint8Array(0);

  private constructor(conn: Deno.TcpConn) {
    this.#conn = conn;
  }

  static async open(port: number): Promise<KeepAlive> {
    return new KeepAlive(await Deno.connect({ hostname: "127.0.0.1", port }));
  }

  async send(head: string, body = ""): Promise<RawAnswer> {
    const length = encoder.encode(body).length;
    const text = `${head}\nContent-Length: ${length}\n`.replaceAll("\n", "\r\n") + "\r\n" + body;
    await this.#conn.write(encoder.encode(text));
    return await within(this.#answer(), WAIT_MS, `the answer to ${head.split("\n")[0]}`);
  }

  async #answer(): Promise<RawAnswer> {
    const buf = new Uint8Array(65536);
    while (true) {
      const text = decoder.decode(this.#pending);
      const split = text.indexOf("\r\n\r\n");
      if (split >= 0) {
        const head = text.slice(0, split);
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? "0");
        const start = encoder.encode(text.slice(0, split + 4)).length;
        if (this.#pending.length - start >= length) {
          const body = decoder.decode(this.#pending.subarray(start, start + length));
          this.#pending = this.#pending.slice(start + length);
          return { status: Number(head.slice(9, 12)), head, body };
        }
      }
      const n = await this.#conn.read(buf);
      if (n === null) throw new Error("the server closed the kept-alive connection");
      this.#pending = concat([this.#pending, buf.slice(0, n)]);
    }
  }

  close(): void {
    this.#conn.close();
  }
}

function header(head: string, name: string): string | undefined {
  const match = new RegExp(`^${name}: *(.*)$`, "im").exec(head);
  return match?.[1].trim();
}

Deno.test("GET /health answers 200 text/plain ok with Cache-Control: no-store, HEAD the same without a body, with no token, starting nothing", async () => {
  const server = await startServer({ token: TOKEN });
  try {
    const url = server.url.replace(/\/acp$/, "/health");
    const get = await request(url, { method: "GET" });
    assert.equal(get.status, 200);
    assert.equal(get.text, "ok");
    assert.match(get.headers.get("content-type") ?? "", /^text\/plain/);
    assert.equal(get.headers.get("cache-control"), "no-store");
    assert.equal(get.headers.get("set-cookie"), null);
    const head = await request(url, { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers.get("cache-control"), "no-store");
    assert.equal(server.listener.activeConnections(), 0);
    assert.equal(server.agents.size, 0);
  } finally {
    await server.close();
  }
});

Deno.test("/health checks Host and Origin like /acp (403), and other methods get 405 with Allow: GET, HEAD", async () => {
  const server = await startServer({ allowHosts: ["balancer.example"] });
  try {
    const port = server.port;
    const foreignHost = await rawHttp(
      port,
      `GET /health HTTP/1.1\nHost: evil.example:${port}\nConnection: close\n`,
    );
    assert.equal(foreignHost.status, 403);
    const foreignOrigin = await rawHttp(
      port,
      `GET /health HTTP/1.1\nHost: 127.0.0.1:${port}\nOrigin: https://evil.example\n` +
        `Connection: close\n`,
    );
    assert.equal(foreignOrigin.status, 403);
    const balancer = await rawHttp(
      port,
      `GET /health HTTP/1.1\nHost: balancer.example\nConnection: close\n`,
    );
    assert.equal(balancer.status, 200);
    assert.equal(balancer.body, "ok");
    for (const method of ["POST", "DELETE", "PUT", "OPTIONS"]) {
      const answer = await rawHttp(
        port,
        `${method} /health HTTP/1.1\nHost: 127.0.0.1\nConnection: close\nContent-Length: 0\n`,
      );
      assert.equal(answer.status, 405, method);
      assert.equal(header(answer.head, "allow"), "GET, HEAD");
    }
    assert.equal(server.agents.size, 0);
  } finally {
    await server.close();
  }
});

Deno.test("/health stays 200 when the connection cap is reached, while a new initialize gets 503", async () => {
  const server = await startServer({ maxConnections: 1 });
  try {
    await openConnection(server);
    const refused = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\n` +
        `Connection: close\nContent-Length: ${initializeRequest().length}\n`,
      initializeRequest(),
    );
    assert.equal(refused.status, 503);
    const health = await request(server.url.replace(/\/acp$/, "/health"), { method: "GET" });
    assert.equal(health.status, 200);
    assert.equal(server.listener.activeConnections(), 1);
  } finally {
    await server.close();
  }
});

Deno.test("from the moment shutdown starts /health answers 503 and a new initialize gets 503, while a live connection is still finishing", async () => {
  let ending!: () => void;
  const ended = new Promise<void>((resolve) => ending = resolve);
  const handler: ConnectionHandler = async (connection) => {
    const reader = connection.readable.getReader();
    await reader.read();
    const writer = connection.writable.getWriter();
    await writer.write(encoder.encode(initializeAnswer("1")));
    await new Promise<void>((resolve) => {
      connection.signal.addEventListener("abort", () => resolve(), { once: true });
    });
    await delay(800); // finishing up after the signal, within the grace period
    await writer.close().catch(() => {});
    reader.releaseLock();
    ending();
  };
  const server = await startServer({ shutdownGraceMs: 5_000 }, {
    handler,
    agents: undefined as never,
    running: [],
  });
  try {
    const health = server.url.replace(/\/acp$/, "/health");
    const open = await request(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: initializeRequest(),
    });
    assert.equal(open.status, 200);
    const stopping = server.listener.shutdown("SIGTERM");
    const during = await request(health, { method: "GET" });
    assert.equal(during.status, 503);
    assert.equal(during.headers.get("cache-control"), "no-store");
    const init = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\n` +
        `Connection: close\nContent-Length: ${initializeRequest().length}\n`,
      initializeRequest(),
    );
    assert.equal(init.status, 503);
    await within(ended, WAIT_MS, "the live connection's handler");
    await within(stopping, WAIT_MS, "shutdown");
  } finally {
    await server.close();
  }
});

Deno.test("two clients' requests interleaved over one kept-alive TCP connection each reach their own agent, keyed by Acp-Connection-Id; Cookie is ignored and no answer sets one", async () => {
  const server = await startServer();
  const tcp = await KeepAlive.open(server.port);
  try {
    const init = (cookie: string) =>
      tcp.send(
        `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nCookie: ${cookie}`,
        initializeRequest(),
      );
    const a = await init("SRV=s1");
    const agentA = await server.agents.next(WAIT_MS, "agent A");
    const b = await init("SRV=s2");
    const agentB = await server.agents.next(WAIT_MS, "agent B");
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    const idA = header(a.head, "acp-connection-id")!;
    const idB = header(b.head, "acp-connection-id")!;
    assert.notEqual(idA, idB);
    const sends: [string, string, string][] = [
      [idA, "SRV=s2", `{"jsonrpc":"2.0","method":"a/one"}`],
      [idB, "SRV=s1", `{"jsonrpc":"2.0","method":"b/one"}`],
      [idA, "SRV=s1", `{"jsonrpc":"2.0","method":"a/two"}`],
      [idB, "SRV=zzz", `{"jsonrpc":"2.0","method":"b/two"}`],
    ];
    const answers = [a, b];
    for (const [id, cookie, body] of sends) {
      const answer = await tcp.send(
        `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\n` +
          `Acp-Connection-Id: ${id}\nCookie: ${cookie}\nX-Forwarded-For: 203.0.113.7`,
        body,
      );
      assert.equal(answer.status, 202, answer.head);
      answers.push(answer);
    }
    for (const answer of answers) assert.equal(header(answer.head, "set-cookie"), undefined);
    const linesOf = async (agent: typeof agentA, count: number) => {
      const lines: string[] = [];
      for (let i = 0; i < count; i++) lines.push(decoder.decode(await agent.lines.next(WAIT_MS)));
      return lines;
    };
    assert.deepEqual((await linesOf(agentA, 3)).slice(1), [
      `{"jsonrpc":"2.0","method":"a/one"}`,
      `{"jsonrpc":"2.0","method":"a/two"}`,
    ]);
    assert.deepEqual((await linesOf(agentB, 3)).slice(1), [
      `{"jsonrpc":"2.0","method":"b/one"}`,
      `{"jsonrpc":"2.0","method":"b/two"}`,
    ]);
    assert.equal(agentA.connection.id, idA);
    assert.equal(agentB.connection.id, idB);
  } finally {
    tcp.close();
    await server.close();
  }
});

Deno.test("X-Forwarded-For: 127.0.0.1 bypasses neither the token nor the Host check, and is logged at debug level only", async () => {
  const server = await startServer({ token: TOKEN });
  try {
    const port = server.port;
    const body = initializeRequest();
    const noToken = await rawHttp(
      port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nX-Forwarded-For: 127.0.0.1\n` +
        `Content-Type: application/json\nConnection: close\nContent-Length: ${body.length}\n`,
      body,
    );
    assert.equal(noToken.status, 401);
    const foreignHost = await rawHttp(
      port,
      `POST /acp HTTP/1.1\nHost: evil.example\nX-Forwarded-For: 127.0.0.1\n` +
        `Authorization: Bearer ${TOKEN}\nContent-Type: application/json\nConnection: close\n` +
        `Content-Length: ${body.length}\n`,
      body,
    );
    assert.equal(foreignHost.status, 403);
    assert.equal(server.agents.size, 0);
    await openConnection(server, {
      "Authorization": `Bearer ${TOKEN}`,
      "X-Forwarded-For": "198.51.100.9",
    });
    const mentions = server.log.lines.filter((l) => l.includes("198.51.100.9"));
    assert.ok(mentions.length > 0, server.log.lines.join("\n"));
    assert.ok(mentions.every((l) => l.startsWith("debug: ")), mentions.join("\n"));
    assert.ok(!server.log.lines.some((l) => !l.startsWith("debug: ") && l.includes('127.0.0.1"')));
  } finally {
    await server.close();
  }
});

Deno.test("a kept-alive TCP connection left idle for 6 s still serves the next request (the daemon keeps idle connections 65 s, past a balancer's usual 60 s)", async () => {
  const server = await startServer();
  const tcp = await KeepAlive.open(server.port);
  try {
    const first = await tcp.send(`GET /health HTTP/1.1\nHost: 127.0.0.1`, "");
    assert.equal(first.status, 200);
    assert.match(first.head, /^keep-alive: timeout=65$/im);
    await delay(6_000); // node:http's own default would have closed it after 5 s
    const second = await tcp.send(`GET /health HTTP/1.1\nHost: 127.0.0.1`, "");
    assert.equal(second.status, 200);
  } finally {
    tcp.close();
    await server.close();
  }
});
