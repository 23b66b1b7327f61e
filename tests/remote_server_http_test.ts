/**
 * The remote server's statuses and refusals (REMOTE §2, §5): every row of the refusal table,
 * the order of the checks, the `initialize` outcomes (200, the JSON-RPC error that keeps its
 * header, 502, 504), DELETE, the idle timeout and the end of a connection. Real HTTP on
 * 127.0.0.1, port 0; `Host` checks go over raw TCP because `fetch` sets its own `Host`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { AgentRouter } from "../agent_router/agent_router.ts";
import { command } from "../process/command.ts";
import { routerHandler } from "../remote/router_handler.ts";
import {
  AsyncQueue,
  delay,
  encoder,
  fakeAgents,
  initializeAnswer,
  initializeRequest,
  mustOpenStream,
  openConnection,
  openStream,
  post,
  rawHttp,
  request,
  SseReader,
  startServer,
  WAIT_MS,
  within,
} from "./fixtures/remote/server_harness.ts";
import { MAX_UNUSED_SOCKETS } from "../remote/http_server.ts";

const TOKEN = "a-test-token-that-is-long-enough-0123456789";

Deno.test("initialize without a connection id opens a connection: 200, application/json, a 32-hex Acp-Connection-Id and the agent's answer", async () => {
  const server = await startServer();
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/acp$/);
    assert.equal(server.url, `http://127.0.0.1:${server.port}/acp`);
    assert.equal(server.listener.activeConnections(), 0);
    const { id, agent, answer } = await openConnection(server);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("content-type"), "application/json");
    assert.match(id, /^[0-9a-f]{32}$/);
    assert.equal(
      answer.text,
      `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`,
    );
    assert.equal(agent.connection.id, id);
    assert.equal(agent.connection.transport, "http");
    assert.equal(server.listener.activeConnections(), 1);
    const second = await openConnection(server);
    assert.notEqual(second.id, id);
    assert.equal(server.listener.activeConnections(), 2);
  } finally {
    await server.close();
  }
});

Deno.test("a request whose target is a whole URL is checked against that URL's host, which overrides Host (RFC 9112 3.2.2): another host gets 403 whatever Host says, and the server's own is served (before: only Host was checked, and http://evil.example/acp was served)", async () => {
  const server = await startServer();
  try {
    const body = initializeRequest();
    const head = (target: string, host: string) =>
      `POST ${target} HTTP/1.1\nHost: ${host}\nContent-Type: application/json\n` +
      `Connection: close\nContent-Length: ${encoder.encode(body).length}\n`;
    const evil = await rawHttp(server.port, head("http://evil.example/acp", "127.0.0.1"), body);
    assert.equal(evil.status, 403, evil.head);
    assert.ok(
      server.log.lines.some((l) => l.includes(`Host "evil.example"`)),
      server.log.lines.join("\n"),
    );
    const health = await rawHttp(
      server.port,
      `GET http://evil.example:${server.port}/health HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n`,
    );
    assert.equal(health.status, 403, health.head);
    const own = await rawHttp(
      server.port,
      head(`http://127.0.0.1:${server.port}/acp`, "evil.example"),
      body,
    );
    assert.equal(own.status, 200, own.head);
    assert.equal(server.listener.activeConnections(), 1);
  } finally {
    await server.close();
  }
});

Deno.test("a Host that is not allowed gets 403 first, for every method, any path and upgrades", async () => {
  const server = await startServer({ token: TOKEN });
  try {
    for (const line of ["GET /acp", "POST /acp", "DELETE /acp", "OPTIONS /acp", "PUT /nope"]) {
      const answer = await rawHttp(
        server.port,
        `${line} HTTP/1.1\nHost: evil.example:${server.port}\nOrigin: https://evil.example\nConnection: close\nContent-Length: 0\n`,
      );
      assert.equal(answer.status, 403, `${line}: ${answer.head}`);
    }
    const upgrade = await rawHttp(
      server.port,
      `GET /acp HTTP/1.1\nHost: rebound.example\nUpgrade: websocket\nConnection: Upgrade\n` +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Version: 13\n` +
        `Authorization: Bearer ${TOKEN}\n`,
    );
    assert.equal(upgrade.status, 403);
    assert.equal(server.listener.activeConnections(), 0);
    assert.ok(server.log.lines.some((l) => l.includes(`Host "rebound.example"`)));
  } finally {
    await server.close();
  }
});

Deno.test("Host 127.0.0.1, localhost, [::1], the listen host and allowHosts entries pass on any port; a missing Host gets 403", async () => {
  const server = await startServer({ allowHosts: ["acp.example:443", "Other.Example"] });
  try {
    for (
      const host of [
        "127.0.0.1",
        "127.0.0.1:1",
        "localhost:9",
        "LOCALHOST",
        "[::1]:80",
        "acp.example",
        "acp.example:8080",
        "other.example",
      ]
    ) {
      const answer = await rawHttp(
        server.port,
        `GET /nope HTTP/1.1\nHost: ${host}\nConnection: close\n`,
      );
      assert.equal(answer.status, 404, `Host ${host} must pass the Host check`);
    }
    for (const host of ["127.0.0.2", "localhost.evil.example", "example.com", "[::2]"]) {
      const answer = await rawHttp(
        server.port,
        `GET /nope HTTP/1.1\nHost: ${host}\nConnection: close\n`,
      );
      assert.equal(answer.status, 403, `Host ${host} must be refused`);
    }
    const none = await rawHttp(server.port, `GET /acp HTTP/1.0\n`);
    assert.equal(none.status, 403);
  } finally {
    await server.close();
  }
});

Deno.test("an Origin that is neither loopback nor allowed gets 403 (also null and upgrades); no Origin and loopback origins pass", async () => {
  const server = await startServer({ allowOrigins: ["https://editor.example"] });
  try {
    for (
      const origin of ["https://evil.example", "null", "http://localhost.evil.example", "garbage"]
    ) {
      const answer = await request(server.url, { headers: { Origin: origin } });
      assert.equal(answer.status, 403, `Origin ${origin}`);
      const upgrade = await rawHttp(
        server.port,
        `GET /acp HTTP/1.1\nHost: 127.0.0.1\nOrigin: ${origin}\nUpgrade: websocket\n` +
          `Connection: Upgrade\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\n` +
          `Sec-WebSocket-Version: 13\n`,
      );
      assert.equal(upgrade.status, 403, `upgrade with Origin ${origin}`);
    }
    // Past the Origin check, a GET without Accept gets 406.
    for (
      const origin of [
        undefined,
        "http://localhost:3000",
        "http://127.0.0.1:1",
        "https://[::1]:8443",
        "https://editor.example",
      ]
    ) {
      const headers: Record<string, string> = origin ? { Origin: origin } : {};
      const answer = await request(server.url, { headers });
      assert.equal(answer.status, 406, `Origin ${origin}`);
    }
    // Behind a thousand other header fields too (hostile11: past the 1000th they were dropped
    // unseen, and the request got in).
    const fillers = Array.from({ length: 1100 }, (_, i) => `X-F${i}: b\n`).join("");
    const late = await rawHttp(
      server.port,
      `GET /acp HTTP/1.1\nHost: 127.0.0.1\nAccept: text/event-stream\n${fillers}` +
        `Origin: https://evil.example\n`,
    );
    assert.equal(late.status, 403, late.head);
    const allowed = await request(server.url, { headers: { Origin: "https://editor.example" } });
    assert.equal(allowed.headers.get("access-control-allow-origin"), "https://editor.example");
    const loopback = await request(server.url, { headers: { Origin: "http://localhost:3000" } });
    assert.equal(loopback.headers.get("access-control-allow-origin"), null);
    assert.equal(server.listener.activeConnections(), 0);
  } finally {
    await server.close();
  }
});

Deno.test("a path other than /acp gets 404", async () => {
  const server = await startServer({ token: TOKEN });
  try {
    for (const path of ["/", "/acp/", "/acp/x", "/ACP", "/v1/rpc"]) {
      const answer = await request(new URL(path, server.url).href, { method: "POST" });
      assert.equal(answer.status, 404, path);
    }
  } finally {
    await server.close();
  }
});

Deno.test("a missing or wrong bearer token gets 401 with WWW-Authenticate, after Host/Origin and before any id lookup", async () => {
  const server = await startServer({ token: TOKEN });
  try {
    for (
      const auth of [
        undefined,
        "Bearer wrong",
        `Bearer ${TOKEN}x`,
        `Basic ${TOKEN}`,
        TOKEN,
        "Bearer ",
      ]
    ) {
      const headers: Record<string, string> = { "Acp-Connection-Id": "f".repeat(32) };
      if (auth !== undefined) headers.Authorization = auth;
      for (const method of ["GET", "POST", "DELETE", "PATCH"]) {
        const answer = await request(server.url, { method, headers });
        assert.equal(answer.status, 401, `${method} with ${auth}`);
        assert.equal(answer.headers.get("www-authenticate"), `Bearer realm="acp"`);
      }
    }
    const upgrade = await rawHttp(
      server.port,
      `GET /acp HTTP/1.1\nHost: 127.0.0.1\nUpgrade: websocket\nConnection: Upgrade\n` +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Version: 13\n`,
    );
    assert.equal(upgrade.status, 401);
    // Host and Origin come first.
    const origin = await request(server.url, { headers: { Origin: "https://evil.example" } });
    assert.equal(origin.status, 403);
    // With the token (scheme in any case), the unknown id is looked up: 404.
    for (const auth of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const answer = await request(server.url, {
        method: "DELETE",
        headers: { Authorization: auth, "Acp-Connection-Id": "f".repeat(32) },
      });
      assert.equal(answer.status, 404);
    }
    const opened = await post(server.url, initializeRequest(), {
      Authorization: `Bearer ${TOKEN}`,
    });
    assert.equal(opened.status, 200);
    assert.ok(server.log.lines.length > 0);
    assert.ok(!server.log.lines.some((l) => l.includes(TOKEN)), "the token is never logged");
  } finally {
    await server.close();
  }
});

Deno.test("a method other than GET, POST or DELETE gets 405 with Allow; OPTIONS preflight is answered only for allowed origins, with Vary: Origin once", async () => {
  const server = await startServer({ allowOrigins: ["https://editor.example"], token: TOKEN });
  try {
    for (const method of ["PUT", "PATCH", "HEAD", "OPTIONS"]) {
      const answer = await request(server.url, {
        method,
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.get("allow"), "GET, POST, DELETE");
    }
    const preflight = await request(server.url, {
      method: "OPTIONS",
      headers: {
        Origin: "https://editor.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, acp-connection-id",
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get("access-control-allow-origin"), "https://editor.example");
    assert.match(preflight.headers.get("access-control-allow-methods")!, /POST/);
    assert.match(preflight.headers.get("access-control-allow-headers")!, /Acp-Session-Id/);
    assert.equal(preflight.headers.get("vary"), "Origin", "named once");
    // A loopback origin is allowed to talk but is not a CORS origin: no preflight answer
    // (the token is checked first), and the refusal says what the page needs.
    const loopback = await request(server.url, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:3000", "Access-Control-Request-Method": "POST" },
    });
    assert.equal(loopback.status, 401);
    assert.equal(loopback.headers.get("access-control-allow-origin"), null);
    assert.match(
      loopback.text,
      /add http:\/\/localhost:3000 to allowOrigins to let that page use HTTP/,
    );
  } finally {
    await server.close();
  }
});

Deno.test("a CONNECT request is answered like any other method (405 with Allow, 403 for a foreign Host, 400 and a log line for a host:port target, named or numeric), and the server goes on serving", async () => {
  const server = await startServer({});
  try {
    const refused = await rawHttp(server.port, `CONNECT /acp HTTP/1.1\nHost: 127.0.0.1\n`);
    assert.equal(refused.status, 405);
    assert.match(refused.head, /\r\nallow: GET, POST, DELETE\r\n/i);
    const foreign = await rawHttp(server.port, `CONNECT /acp HTTP/1.1\nHost: evil.example\n`);
    assert.equal(foreign.status, 403);
    for (const target of ["127.0.0.1:22", "example.com:443", "localhost:8080"]) {
      const tunnel = await rawHttp(server.port, `CONNECT ${target} HTTP/1.1\nHost: 127.0.0.1\n`);
      assert.equal(tunnel.status, 400, target);
      assert.equal(tunnel.body, "the request target is not a path");
      assert.ok(
        server.log.lines.some((l) =>
          l.includes(`refused CONNECT "${target}"`) && l.includes("400 the request target")
        ),
        `${target}: ${server.log.lines.join("\n")}`,
      );
    }
    const opened = await post(server.url, initializeRequest());
    assert.equal(opened.status, 200);
  } finally {
    await server.close();
  }
});

Deno.test("CORS for an allowed origin: credentials are allowed (the SDK's HTTP client sends cookies by default) and a page can read Acp-Connection-Id, Retry-After and WWW-Authenticate", async () => {
  const origin = "https://editor.example";
  const server = await startServer({ allowOrigins: [origin], maxConnections: 1 });
  try {
    const preflight = await request(server.url, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get("access-control-allow-credentials"), "true");
    const exposed = (h: Headers) =>
      h.get("access-control-expose-headers")!.split(",").map((x) => x.trim().toLowerCase());
    for (const name of ["acp-connection-id", "retry-after", "www-authenticate"]) {
      assert.ok(exposed(preflight.headers).includes(name), name);
    }
    const opened = await post(server.url, initializeRequest(), { Origin: origin });
    assert.equal(opened.status, 200, opened.text);
    assert.equal(opened.headers.get("access-control-allow-credentials"), "true");
    const full = await post(server.url, initializeRequest(), { Origin: origin });
    assert.equal(full.status, 503);
    assert.equal(full.headers.get("access-control-allow-origin"), origin);
    assert.ok(exposed(full.headers).includes("retry-after"));
  } finally {
    await server.close();
  }
});

Deno.test("a preflight from a loopback page that is not an --allow-origin origin gets 405 saying to add it, logged at warn once per origin; Origin null's 403 does not suggest allowing it", async () => {
  const server = await startServer();
  try {
    for (let i = 0; i < 3; i++) {
      const refused = await request(server.url, {
        method: "OPTIONS",
        headers: { Origin: "http://127.0.0.1:5555", "Access-Control-Request-Method": "POST" },
      });
      assert.equal(refused.status, 405);
      assert.equal(refused.headers.get("allow"), "GET, POST, DELETE");
      assert.match(refused.text, /add http:\/\/127\.0\.0\.1:5555 to allowOrigins/);
    }
    const warned = server.log.lines.filter((l) => l.startsWith("warn:") && l.includes("CORS"));
    assert.equal(warned.length, 1, server.log.lines.join("\n"));
    const sandboxed = await post(server.url, initializeRequest(), { Origin: "null" });
    assert.equal(sandboxed.status, 403);
    assert.doesNotMatch(sandboxed.text, /add it with allowOrigins/);
    assert.match(sandboxed.text, /sandboxed page or a local file/);
  } finally {
    await server.close();
  }
});

Deno.test("listenAcp refuses an allowed origin a browser never sends (null, *, a trailing slash, a path, a default port) with a TypeError saying how to write it", async () => {
  const { listenAcp } = await import("../remote/listen_acp.ts");
  const handler = () => Promise.resolve();
  for (
    const [origin, message] of [
      ["null", /"null" cannot be allowed/],
      ["*", /"\*" is not an origin/],
      ["http://localhost:3000/", /write it as "http:\/\/localhost:3000"/],
      ["https://app.example/ui", /write it as "https:\/\/app\.example"/],
      ["http://app.example:80", /write it as "http:\/\/app\.example"/],
      ["app.example", /is not an origin/],
      ["chrome-extension://abc/", /write it as "chrome-extension:\/\/abc"/],
      ["vscode-webview:///x", /is not an origin/],
    ] as const
  ) {
    await assert.rejects(
      () => listenAcp({ port: 0, handler, allowOrigins: [origin] }),
      (e) => e instanceof TypeError && message.test(e.message),
      origin,
    );
  }
});

Deno.test("an extension's or an editor webview's origin (chrome-extension://ID, moz-extension://UUID, vscode-webview://ID) can be allowed: its preflight is answered", async () => {
  const origins = [
    "chrome-extension://abcdefghijklmnopabcdefghijklmnop",
    "moz-extension://0a1b2c3d-1111-2222-3333-444455556666",
    "vscode-webview://1abc2def",
  ];
  const server = await startServer({ allowOrigins: origins });
  try {
    for (const origin of origins) {
      const preflight = await request(server.url, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      assert.equal(preflight.status, 204, origin);
      assert.equal(preflight.headers.get("access-control-allow-origin"), origin);
    }
  } finally {
    await server.close();
  }
});

Deno.test("a POST whose media type is not application/json gets 415; parameters and case are ignored", async () => {
  const server = await startServer();
  try {
    for (const type of ["text/plain", "application/jsonx", "application/json-rpc", ""]) {
      const answer = await post(server.url, initializeRequest(), { "Content-Type": type });
      assert.equal(answer.status, 415, JSON.stringify(type));
    }
    const none = await request(server.url, { method: "POST", body: initializeRequest() });
    assert.equal(none.status, 415);
    const ok = await post(server.url, initializeRequest(), {
      "Content-Type": "Application/JSON ; charset=utf-8",
    });
    assert.equal(ok.status, 200);
  } finally {
    await server.close();
  }
});

Deno.test("REMOTE 5's order after the token: method, media type, size, JSON, connection id, cap: each refusal wins over the ones after it (before, only the order up to the token was pinned)", async () => {
  const server = await startServer({ maxBodyBytes: 100, maxConnections: 1 });
  try {
    const oversize = `{"jsonrpc":"2.0","id":1,"method":"x","p":"${"x".repeat(120)}"}`;
    const unknownId = { "Acp-Connection-Id": "0".repeat(32) };
    // method -> media type: a PUT with a wrong media type is 405.
    const put = await request(server.url, {
      method: "PUT",
      headers: { "Content-Type": "text/plain" },
      body: oversize,
    });
    assert.equal(put.status, 405);
    // media type -> size: an oversize text/plain body is 415.
    const typed = await post(server.url, oversize, { "Content-Type": "text/plain" });
    assert.equal(typed.status, 415);
    // size -> JSON: an oversize body that is no JSON is 413.
    const big = await post(server.url, "x".repeat(120));
    assert.equal(big.status, 413);
    // JSON -> connection id: invalid JSON with an unknown connection id is 400, not 404.
    const invalid = await post(server.url, "{not json", unknownId);
    assert.equal(invalid.status, 400, invalid.text);
    // connection id -> cap: with the cap reached, an unknown id is 404 and an initialize that
    // carries an id is 400, neither 503; a plain initialize is 503.
    await openConnection(server);
    const lookup = await post(
      server.url,
      `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}`,
      unknownId,
    );
    assert.equal(lookup.status, 404, lookup.text);
    const carried = await post(server.url, initializeRequest("3"), unknownId);
    assert.equal(carried.status, 400, carried.text);
    const capped = await post(server.url, initializeRequest("4"));
    assert.equal(capped.status, 503, capped.text);
  } finally {
    await server.close();
  }
});

Deno.test("a body over maxBodyBytes gets 413 with Connection: close, by Content-Length and by counting a chunked body", async () => {
  const server = await startServer({ maxBodyBytes: 100 });
  try {
    const padded = (n: number) => {
      const head = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"p":"`;
      return head + "x".repeat(n - head.length - 3) + `"}}`;
    };
    const exact = await post(server.url, padded(100));
    assert.equal(exact.status, 200, exact.text);
    const declared = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: 101\n`,
      padded(101),
    );
    assert.equal(declared.status, 413);
    assert.match(declared.head, /^connection: close$/im);
    const chunked = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nTransfer-Encoding: chunked\n`,
      `40\r\n${padded(101).slice(0, 64)}\r\n25\r\n${padded(101).slice(64)}\r\n0\r\n\r\n`,
    );
    assert.equal(chunked.status, 413);
    assert.match(chunked.head, /^connection: close$/im);
    const streamed = await request(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: ReadableStream.from([new TextEncoder().encode(padded(101))]),
    });
    assert.equal(streamed.status, 413);
    // It says what to raise, by the library's name for it.
    assert.match(streamed.text, /raise maxBodyBytes if such bodies are expected/);
    assert.equal(server.listener.activeConnections(), 1);
  } finally {
    await server.close();
  }
});

Deno.test("the POST bodies read at once hold at most 4 x maxBodyBytes (at least 64 MiB) in all, counted as their bytes come: a head that declares a body and sends none holds nothing; a body whose bytes pass the total gets 503 + Retry-After; an ended read gives its bytes back (before: every socket could have a body of maxBodyBytes read, gigabytes, before its connection id was looked at)", async () => {
  const max = 16 * 1024 * 1024;
  const server = await startServer({ maxBodyBytes: max });
  const held: Deno.Conn[] = [];
  const postHead = (length: number) =>
    `POST /acp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
    `Acp-Connection-Id: 00112233445566778899aabbccddeeff\r\nContent-Length: ${length}\r\n\r\n`;
  const open = async (bytes: Uint8Array) => {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    held.push(conn);
    // A write may take part of its bytes only.
    for (let at = 0; at < bytes.length;) at += await conn.write(bytes.subarray(at));
  };
  // A whole small POST to a connection that does not exist: 404 while the budget has room
  // for it, 503 once it has none.
  const small = () =>
    rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\n` +
        `Acp-Connection-Id: 00112233445566778899aabbccddeeff\nConnection: close\nContent-Length: 8\n`,
      "{}      ",
    );
  const until = async (status: number) => {
    let last = await small();
    const deadline = Date.now() + WAIT_MS;
    while (last.status !== status && Date.now() < deadline) {
      await delay(20);
      last = await small();
    }
    assert.equal(last.status, status, last.head);
    return last;
  };
  try {
    // Eight heads declaring 16 MiB, no body: nothing held.
    for (let i = 0; i < 8; i++) await open(encoder.encode(postHead(max)));
    await delay(200);
    assert.equal((await small()).status, 404);
    // Four bodies of 16 MiB but their last byte: 64 MiB less 4 bytes held.
    for (let i = 0; i < 4; i++) {
      const head = encoder.encode(postHead(max));
      const body = new Uint8Array(head.length + max - 1).fill(0x20);
      body.set(head);
      await open(body);
    }
    const busy = await until(503);
    assert.match(busy.head, /^retry-after: 1$/im);
    assert.match(busy.head, /^connection: close$/im);
    assert.match(
      busy.body,
      /bodies and WebSocket messages being read at once would pass 67108864 bytes/,
    );
    // A chunked body is counted as it comes too.
    const chunked = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nTransfer-Encoding: chunked\n`,
      `8\r\n{}      \r\n0\r\n\r\n`,
    );
    assert.equal(chunked.status, 503, chunked.head);
    // One held body's client goes away: its bytes are free again.
    held.pop()!.close();
    await until(404);
  } finally {
    for (const conn of held) conn.close();
    await server.close();
  }
});

Deno.test("a body sent with a transfer coding other than chunked (gzip, chunked; deflate,chunked) gets 501 with Connection: close, not read as JSON; chunked alone is served (before: gzip, chunked was taken as plain JSON and served)", async () => {
  const server = await startServer();
  try {
    const body = initializeRequest();
    const chunk = `${encoder.encode(body).length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    for (const coding of ["gzip, chunked", "deflate,chunked"]) {
      const answer = await rawHttp(
        server.port,
        `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nTransfer-Encoding: ${coding}\n`,
        chunk,
      );
      assert.equal(answer.status, 501, `${coding}: ${answer.head}`);
      assert.match(answer.head, /^connection: close$/im);
      assert.match(answer.body, /is not supported: send the body as it is/);
    }
    assert.equal(server.listener.activeConnections(), 0);
    // After the Host check, as the size check is (before: 501 before it).
    const foreign = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: evil.example\nContent-Type: application/json\nTransfer-Encoding: gzip, chunked\n`,
      chunk,
    );
    assert.equal(foreign.status, 403, foreign.head);
    const plain = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nTransfer-Encoding: Chunked\n`,
      chunk,
    );
    assert.equal(plain.status, 200, plain.head);
  } finally {
    await server.close();
  }
});

Deno.test("invalid JSON, a blank body and a non-object get 400; a batch gets 400 with the -32600 body", async () => {
  const server = await startServer();
  try {
    for (
      const body of ["{", "", "  ", "1", `"initialize"`, "null", `{"a":1} x`, "\xef\xbb\xbf{}"]
    ) {
      const answer = await post(server.url, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    const invalidUtf8 = await post(
      server.url,
      new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    );
    assert.equal(invalidUtf8.status, 400);
    const batch = await post(server.url, `[${initializeRequest()}]`);
    assert.equal(batch.status, 400);
    assert.equal(batch.headers.get("content-type"), "application/json");
    assert.equal(
      batch.text,
      `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"JSON-RPC batches are not supported"}}`,
    );
    const { id } = await openConnection(server);
    const connectedBatch = await post(server.url, `[]`, { "Acp-Connection-Id": id });
    assert.equal(connectedBatch.status, 400);
    assert.match(connectedBatch.text, /-32600/);
    assert.equal(server.listener.activeConnections(), 1);
  } finally {
    await server.close();
  }
});

Deno.test("initialize with a null id, an initialize that is not a valid request (told why), initialize on an open connection and a POST without a connection id get 400", async () => {
  const server = await startServer();
  try {
    const nullId = await post(server.url, initializeRequest("null"));
    assert.equal(nullId.status, 400);
    const notification = await post(
      server.url,
      `{"jsonrpc":"2.0","method":"initialize","params":{"protocolVersion":1}}`,
    );
    assert.equal(notification.status, 400);
    assert.equal(notification.text, "initialize needs an id: send it as a request");
    // A proxy's opening request to an agent server is named, not a missing header.
    const proxyOpening = await post(
      server.url,
      `{"jsonrpc":"2.0","id":1,"method":"_proxy/initialize","params":{"protocolVersion":1}}`,
    );
    assert.equal(proxyOpening.status, 400);
    assert.equal(
      proxyOpening.text,
      "this server opens a connection with initialize, not _proxy/initialize",
    );
    // So is one whose id is no valid id.
    const badId = await post(
      server.url,
      `{"jsonrpc":"2.0","id":{"a":1},"method":"_proxy/initialize","params":{"protocolVersion":1}}`,
    );
    assert.equal(
      badId.text,
      "this server opens a connection with initialize, not _proxy/initialize",
    );
    const other = await post(
      server.url,
      `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{}}`,
    );
    assert.equal(other.status, 400);
    assert.match(other.text, /Missing Acp-Connection-Id/);
    // An initialize that is not a valid request is told so, not that an id header is missing.
    for (const [idText, why] of [["{}", /id/], ["[1]", /id/], ["true", /id/]] as const) {
      const invalid = await post(server.url, initializeRequest(idText));
      assert.equal(invalid.status, 400, idText);
      assert.match(invalid.text, /^not a valid initialize request: /, idText);
      assert.match(invalid.text, why, idText);
    }
    const badVersion = await post(
      server.url,
      `{"jsonrpc":"1.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
    );
    assert.equal(badVersion.status, 400);
    assert.match(badVersion.text, /^not a valid initialize request: .*jsonrpc/);
    const { id } = await openConnection(server);
    const again = await post(server.url, initializeRequest("2"), { "Acp-Connection-Id": id });
    assert.equal(again.status, 400);
    // Open, unknown or ended, the answer says what to do (before: "not allowed on an open
    // connection", also for an id that never was one).
    const told = "initialize opens a new connection: send it without Acp-Connection-Id";
    assert.equal(again.text, told);
    const unknown = await post(server.url, initializeRequest("2"), {
      "Acp-Connection-Id": "0".repeat(32),
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.text, told);
    assert.equal(server.listener.activeConnections(), 1);
  } finally {
    await server.close();
  }
});

Deno.test("ids longer than 1024 characters get 400: connection, session, request id and params.sessionId; a string id of 1024 characters (its value, not its JSON text) passes", async () => {
  const server = await startServer();
  try {
    const long = "a".repeat(1025);
    const { id } = await openConnection(server);
    const connection = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
      "Acp-Connection-Id": long,
    });
    assert.equal(connection.status, 400);
    const get = await openStream(server.url, long);
    assert.ok(!(get instanceof SseReader) && get.status === 400);
    const del = await request(server.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": long },
    });
    assert.equal(del.status, 400);
    const header = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
      "Acp-Connection-Id": id,
      "Acp-Session-Id": long,
    });
    assert.equal(header.status, 400);
    const getSession = await openStream(server.url, id, long);
    assert.ok(!(getSession instanceof SseReader) && getSession.status === 400);
    const requestId = await post(server.url, `{"jsonrpc":"2.0","id":"${long}","method":"m"}`, {
      "Acp-Connection-Id": id,
    });
    assert.equal(requestId.status, 400);
    const params = await post(
      server.url,
      `{"jsonrpc":"2.0","method":"m","params":{"sessionId":"${long}"}}`,
      { "Acp-Connection-Id": id },
    );
    assert.equal(params.status, 400);
    const initId = await post(server.url, initializeRequest(`"${long}"`));
    assert.equal(initId.status, 400);
    const fine = await post(
      server.url,
      // 1024 characters exactly: the quotes of its JSON text do not count.
      `{"jsonrpc":"2.0","id":"${"a".repeat(1024)}","method":"m"}`,
      {
        "Acp-Connection-Id": id,
      },
    );
    assert.equal(fine.status, 202);
    const escaped = await post( // 1024 characters written as 6-character escapes
      server.url,
      `{"jsonrpc":"2.0","id":"${"\\u0061".repeat(1024)}","method":"m"}`,
      { "Acp-Connection-Id": id },
    );
    assert.equal(escaped.status, 202);
    const opening = await post(server.url, initializeRequest(`"${"b".repeat(1024)}"`));
    assert.equal(opening.status, 200, "an initialize with a 1024-character id opens a connection");
    await server.agents.next(WAIT_MS, "its agent");
  } finally {
    await server.close();
  }
});

Deno.test("an unknown connection id gets 404 on POST, GET and DELETE", async () => {
  const server = await startServer();
  try {
    const unknown = "0123456789abcdef0123456789abcdef";
    const posted = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
      "Acp-Connection-Id": unknown,
    });
    assert.equal(posted.status, 404);
    const got = await openStream(server.url, unknown);
    assert.ok(!(got instanceof SseReader) && got.status === 404);
    const deleted = await request(server.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": unknown },
    });
    assert.equal(deleted.status, 404);
  } finally {
    await server.close();
  }
});

Deno.test("at the connection cap a new connection gets 503 with Retry-After: 1 (POST and upgrade) and a body naming maxConnections (the library's option; the CLI names its flag); a slot frees when a connection ends", async () => {
  const server = await startServer({ maxConnections: 2 });
  try {
    const first = await openConnection(server);
    await openConnection(server);
    const refused = await post(server.url, initializeRequest());
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get("retry-after"), "1");
    // The flag that changes it, as the other refusals name theirs (before: no hint).
    assert.equal(
      refused.text,
      "the connection cap (2) is reached; try again later, or raise maxConnections",
    );
    const upgrade = await rawHttp(
      server.port,
      `GET /acp HTTP/1.1\nHost: 127.0.0.1\nUpgrade: websocket\nConnection: Upgrade\n` +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Version: 13\n`,
    );
    assert.equal(upgrade.status, 503);
    assert.match(upgrade.head, /^retry-after: 1$/im);
    // Requests on open connections are not new connections.
    const onOpen = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
      "Acp-Connection-Id": first.id,
    });
    assert.equal(onOpen.status, 202);
    const deleted = await request(server.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": first.id },
    });
    assert.equal(deleted.status, 202);
    assert.equal(server.listener.activeConnections(), 1);
    await openConnection(server);
    assert.equal(server.listener.activeConnections(), 2);
  } finally {
    await server.close();
  }
});

Deno.test("a client that gives up on its initialize POST before the answer ends that connection at once: its agent is ended and its slot frees, instead of both waiting for the idle timeout, and no 502 is logged for it", async () => {
  const server = await startServer({ maxConnections: 1 }, fakeAgents(null)); // never answers
  try {
    const abandon = new AbortController();
    const gaveUp = fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: initializeRequest(),
      signal: abandon.signal,
    }).catch((e) => e);
    const agent = await server.agents.next();
    await agent.lines.next(); // its initialize arrived
    abandon.abort();
    assert.equal((await within(gaveUp, WAIT_MS, "the aborted fetch")).name, "AbortError");
    await within(agent.finished, WAIT_MS, "the agent's end (its connection's signal)");
    assert.equal(server.listener.activeConnections(), 0);
    assert.ok(
      server.log.lines.some((l) =>
        l.includes("the client went away before its initialize was answered; ending it")
      ),
      server.log.lines.join("\n"),
    );
    // The slot is free: the next client gets a connection, not 503.
    const next = fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: initializeRequest("2"),
    });
    const second = await server.agents.next();
    await second.lines.next();
    await second.write(initializeAnswer("2"));
    const answer = await within(next, WAIT_MS, "the second initialize");
    assert.equal(answer.status, 200);
    await answer.body?.cancel();
  } finally {
    await server.close();
  }
  // Read once the server has closed (the abandoned POST's handler is done): the client's
  // giving up is not logged as the agent's failure.
  assert.ok(
    !server.log.lines.some((l) => /ended before answering initialize|\(502\)/.test(l)),
    server.log.lines.join("\n"),
  );
});

Deno.test("POST: a request with the id of one not yet answered is refused (400 naming the id), so no answer takes another session's stream; once answered, the id may be used again, also when the agent wrote it back another way (1e2 as 100) (remote12: B's request took A's answer, unsaid)", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next(); // initialize
    const h = { "Acp-Connection-Id": id };
    const prompt = (session: string) =>
      `{"jsonrpc":"2.0","id":7,"method":"session/prompt","params":{"sessionId":"${session}"}}`;
    const first = await post(server.url, prompt("A"), h);
    assert.equal(first.status, 202, first.text);
    const again = await post(server.url, prompt("B"), h);
    assert.equal(again.status, 400, again.text);
    assert.match(
      again.text,
      /the id 7 is in use: a request with it is not answered yet; give each request in flight an id of its own/,
    );
    assert.equal(new TextDecoder().decode(await agent.lines.next()), prompt("A"));
    await agent.write(`{"jsonrpc":"2.0","id":7,"result":{"stopReason":"end_turn"}}\n`);
    // Answered: the id is free again (the answer is routed as the agent's line is read, so a
    // POST may come a moment before: it is tried again for up to 2 s).
    const acceptedSoon = async (body: string) => {
      let answer = await post(server.url, body, h);
      for (let i = 0; i < 100 && answer.status === 400; i++) {
        await delay(20);
        answer = await post(server.url, body, h);
      }
      return answer;
    };
    const reused = await acceptedSoon(prompt("B"));
    assert.equal(reused.status, 202, reused.text);
    assert.equal(new TextDecoder().decode(await agent.lines.next()), prompt("B"));
    // By value, as a peer that parses JSON reads ids: an agent that writes 1e2 back as 100 has
    // answered it (regress67: the id stayed "in use" for the rest of the connection).
    const valued = (idText: string) =>
      `{"jsonrpc":"2.0","id":${idText},"method":"session/prompt","params":{"sessionId":"A"}}`;
    assert.equal((await post(server.url, valued("1e2"), h)).status, 202);
    assert.equal((await post(server.url, valued("1e2"), h)).status, 400, "still in flight");
    await agent.lines.next();
    await agent.write(`{"jsonrpc":"2.0","id":100,"result":{"stopReason":"end_turn"}}\n`);
    const freed = await acceptedSoon(valued("1e2"));
    assert.equal(freed.status, 202, freed.text);
  } finally {
    await server.close();
  }
});

Deno.test("POST session checks: header and params.sessionId differ → 400; a session-scoped method with neither → 400; params.sessionId alone → 202", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next(); // initialize
    const h = { "Acp-Connection-Id": id };
    const mismatch = await post(
      server.url,
      `{"jsonrpc":"2.0","id":2,"method":"session/prompt","params":{"sessionId":"s1"}}`,
      { ...h, "Acp-Session-Id": "s2" },
    );
    assert.equal(mismatch.status, 400);
    assert.match(mismatch.text, /Mismatched/);
    for (
      const method of [
        "session/cancel",
        "session/close",
        "session/delete",
        "session/fork",
        "session/load",
        "session/prompt",
        "session/resume",
        "session/set_config_option",
        "session/set_mode",
        "session/set_model",
      ]
    ) {
      const missing = await post(
        server.url,
        `{"jsonrpc":"2.0","id":3,"method":"${method}","params":{}}`,
        h,
      );
      assert.equal(missing.status, 400, method);
      const numeric = await post(
        server.url,
        `{"jsonrpc":"2.0","id":3,"method":"${method}","params":{"sessionId":7}}`,
        h,
      );
      assert.equal(numeric.status, 400, `${method} with a non-string sessionId`);
    }
    const lenient = await post(
      server.url,
      `{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`,
      h,
    );
    assert.equal(lenient.status, 202);
    assert.equal(lenient.text, "");
    const both = await post(
      server.url,
      `{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`,
      { ...h, "Acp-Session-Id": "s1" },
    );
    assert.equal(both.status, 202);
    const sessionless = await post(
      server.url,
      `{"jsonrpc":"2.0","id":4,"method":"session/new","params":{}}`,
      h,
    );
    assert.equal(sessionless.status, 202);
    // Only the accepted ones reached the agent.
    const got = [await agent.lines.next(), await agent.lines.next(), await agent.lines.next()];
    assert.deepEqual(got.map((l) => new TextDecoder().decode(l)), [
      `{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`,
      `{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s1"}}`,
      `{"jsonrpc":"2.0","id":4,"method":"session/new","params":{}}`,
    ]);
    assert.equal(agent.lines.size, 0);
  } finally {
    await server.close();
  }
});

Deno.test("a response to an agent request sent on a session stream may carry that session's header; another session → 400", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    const h = { "Acp-Connection-Id": id };
    const session = await mustOpenStream(server.url, id, "s1");
    try {
      await agent.write(
        `{"jsonrpc":"2.0","id":"perm-1","method":"session/request_permission","params":{"sessionId":"s1"}}\n` +
          `{"jsonrpc":"2.0","id":"perm-2","method":"session/request_permission","params":{"sessionId":"s1"}}\n` +
          `{"jsonrpc":"2.0","id":"perm-3","method":"session/request_permission","params":{"sessionId":"s1"}}\n`,
      );
      for (let i = 0; i < 3; i++) await session.nextData();
      const wrong = await post(server.url, `{"jsonrpc":"2.0","id":"perm-1","result":{}}`, {
        ...h,
        "Acp-Session-Id": "s2",
      });
      assert.equal(wrong.status, 400);
      const right = await post(server.url, `{"jsonrpc":"2.0","id":"perm-1","result":{}}`, {
        ...h,
        "Acp-Session-Id": "s1",
      });
      assert.equal(right.status, 202);
      const without = await post(server.url, `{"jsonrpc":"2.0","id":"perm-2","result":{}}`, h);
      assert.equal(without.status, 202);
      // An id the agent never asked on a session: any header is fine.
      const unrelated = await post(server.url, `{"jsonrpc":"2.0","id":"x","result":{}}`, {
        ...h,
        "Acp-Session-Id": "s9",
      });
      assert.equal(unrelated.status, 202);
    } finally {
      await session.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("GET: no Accept text/event-stream (a look-alike or q=0 is none) → 406, no id → 400, unknown → 404, second reader → 409; 200 is text/event-stream with Cache-Control: no-cache", async () => {
  const server = await startServer();
  try {
    const { id } = await openConnection(server);
    const noAccept = await request(server.url, { headers: { "Acp-Connection-Id": id } });
    assert.equal(noAccept.status, 406);
    const jsonAccept = await request(server.url, {
      headers: { "Acp-Connection-Id": id, Accept: "application/json" },
    });
    assert.equal(jsonAccept.status, 406);
    // The media type itself, not a look-alike that contains it, nor one refused with q=0.
    for (
      const accept of [
        "text/event-streamx",
        "application/x-text/event-stream",
        "text/event-stream;q=0",
        "text/html, text/event-stream; q=0.0",
        "text/*",
      ]
    ) {
      const refused = await request(server.url, {
        headers: { "Acp-Connection-Id": id, Accept: accept },
      });
      assert.equal(refused.status, 406, accept);
    }
    const noId = await openStream(server.url, null);
    assert.ok(!(noId instanceof SseReader) && noId.status === 400);
    const first = await mustOpenStream(server.url, id);
    try {
      assert.equal(first.response.headers.get("content-type"), "text/event-stream");
      assert.equal(first.response.headers.get("cache-control"), "no-cache");
      const second = await openStream(server.url, id);
      assert.ok(!(second instanceof SseReader) && second.status === 409);
      const session = await mustOpenStream(server.url, id, "s1");
      const sessionAgain = await openStream(server.url, id, "s1");
      assert.ok(!(sessionAgain instanceof SseReader) && sessionAgain.status === 409);
      await session.close();
      // Once the reader has gone, the stream takes a new one.
      let reopened: SseReader | undefined;
      for (let i = 0; i < 50 && !reopened; i++) {
        const attempt = await openStream(server.url, id, "s1");
        if (attempt instanceof SseReader) reopened = attempt;
        else await delay(20);
      }
      assert.ok(reopened, "the session stream takes a new reader after the first left");
      await reopened.close();
      const mixed = await openStream(server.url, id, "s2", {
        Accept: "application/json, Text/Event-Stream ; q=0.5",
      });
      assert.ok(mixed instanceof SseReader);
      await mixed.close();
    } finally {
      await first.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("DELETE: no id → 400, unknown → 404, live → 202 ends the connection (signal DELETE, streams end, later requests 404); again within 60 s → 202", async () => {
  const server = await startServer();
  try {
    const noId = await request(server.url, { method: "DELETE" });
    assert.equal(noId.status, 400);
    const { id, agent } = await openConnection(server);
    const stream = await mustOpenStream(server.url, id);
    try {
      const deleted = await request(server.url, {
        method: "DELETE",
        headers: { "Acp-Connection-Id": id },
      });
      assert.equal(deleted.status, 202);
      assert.equal(deleted.text, "");
      assert.equal(agent.connection.signal.aborted, true);
      assert.equal(agent.connection.signal.reason, "DELETE");
      await stream.ended();
      await within(agent.inputEnded, WAIT_MS, "the agent's input ends");
      const posted = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
        "Acp-Connection-Id": id,
      });
      assert.equal(posted.status, 404);
      const got = await openStream(server.url, id);
      assert.ok(!(got instanceof SseReader) && got.status === 404);
      // Not only at once: the SDK client's DELETE may come a while after the end.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const again = await request(server.url, {
        method: "DELETE",
        headers: { "Acp-Connection-Id": id },
      });
      assert.equal(again.status, 202);
      assert.equal(server.listener.activeConnections(), 0);
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

for (
  const [selected, message] of [
    [null, "the ACP agent ended before answering initialize"],
    // REMOTE §2's words, once the handler said which version it selected (routerHandler does)
    [2, "failed to start ACP v2 agent: it ended before answering initialize"],
  ] as const
) {
  Deno.test(
    `the agent ending before it answers initialize gives 502 with a -32603 body and no Acp-Connection-Id${
      selected === null ? "" : ", naming the version the handler selected"
    }`,
    async () => {
      const fake = fakeAgents(null);
      const server = await startServer({}, fake);
      try {
        const answering = post(server.url, initializeRequest(`"init-1"`));
        const agent = await server.agents.next();
        await agent.lines.next();
        if (selected !== null) agent.connection.selected(selected);
        await agent.closeOutput();
        const answer = await answering;
        assert.equal(answer.status, 502);
        assert.equal(answer.headers.get("acp-connection-id"), null);
        assert.equal(answer.headers.get("content-type"), "application/json");
        assert.equal(
          answer.text,
          `{"jsonrpc":"2.0","id":"init-1","error":{"code":-32603,"message":"${message}"}}`,
        );
        agent.finish();
        assert.equal(server.listener.activeConnections(), 0);
      } finally {
        await server.close();
      }
    },
  );
}

Deno.test("routerHandler tells the server the selected version: a real router's agent that exits before answering gets 'failed to start ACP v1 agent: …' (502)", async () => {
  const router = new AgentRouter({ v1: command("sh -c 'read line; exit 3'") });
  const server = await startServer({}, {
    handler: routerHandler(router),
    agents: new AsyncQueue(),
    running: [],
  });
  try {
    const answer = await post(server.url, initializeRequest(`"init-1"`));
    assert.equal(answer.status, 502);
    assert.match(
      answer.text,
      /"message":"failed to start ACP v1 agent: it ended before answering initialize"/,
    );
  } finally {
    await server.close();
  }
});

Deno.test("startFailed() before the answer gives 502 with the agent's answer as the body and no Acp-Connection-Id", async () => {
  const server = await startServer({}, fakeAgents(null));
  try {
    const answering = post(server.url, initializeRequest());
    const agent = await server.agents.next();
    await agent.lines.next();
    agent.connection.startFailed();
    const refusal =
      `{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"failed to start ACP v1 agent: not found"}}`;
    await agent.write(refusal + "\r\n");
    const answer = await answering;
    assert.equal(answer.status, 502);
    assert.equal(answer.headers.get("acp-connection-id"), null);
    assert.equal(answer.text, refusal);
    await within(agent.run(), WAIT_MS, "the handler ends");
    assert.equal(server.listener.activeConnections(), 0);
  } finally {
    await server.close();
  }
});

Deno.test("no answer within initTimeoutMs gives 504 and the connection is ended (its signal aborted)", async () => {
  const server = await startServer({ initTimeoutMs: 200 }, fakeAgents(null));
  try {
    const answer = await post(server.url, initializeRequest("7"));
    assert.equal(answer.status, 504);
    assert.equal(answer.headers.get("acp-connection-id"), null);
    assert.match(answer.text, /^\{"jsonrpc":"2\.0","id":7,"error":\{"code":-32603,/);
    const agent = await server.agents.next();
    assert.equal(agent.connection.signal.aborted, true);
    assert.equal(server.listener.activeConnections(), 0);
    assert.ok(server.log.lines.some((l) => l.includes("did not answer initialize within 200 ms")));
  } finally {
    await server.close();
  }
});

Deno.test("a JSON-RPC error answer to initialize (a routing refusal) is 200 with Acp-Connection-Id, and the connection lives until DELETE", async () => {
  const refusal = (idText: string) =>
    `{"jsonrpc":"2.0","id":${idText},"error":{"code":-32602,"message":"protocol version 9 is not configured"}}\n`;
  const server = await startServer({}, fakeAgents(refusal));
  try {
    const answer = await post(server.url, initializeRequest());
    assert.equal(answer.status, 200);
    const id = answer.headers.get("acp-connection-id")!;
    assert.match(id, /^[0-9a-f]{32}$/);
    assert.equal(answer.text, refusal("1").trimEnd());
    const stream = await mustOpenStream(server.url, id);
    await stream.close();
    assert.equal(server.listener.activeConnections(), 1);
    const deleted = await request(server.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": id },
    });
    assert.equal(deleted.status, 202);
    assert.equal(server.listener.activeConnections(), 0);
  } finally {
    await server.close();
  }
});

Deno.test("when the agent's output ends, queued lines reach the open streams, every stream ends and the id is forgotten (404)", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    const connection = await mustOpenStream(server.url, id);
    const session = await mustOpenStream(server.url, id, "s1");
    try {
      await agent.write(
        `{"jsonrpc":"2.0","method":"a"}\n{"jsonrpc":"2.0","method":"b","params":{"sessionId":"s1"}}\n{"last":true}`,
      );
      await agent.closeOutput();
      assert.equal(
        new TextDecoder().decode(await connection.nextData()),
        `{"jsonrpc":"2.0","method":"a"}`,
      );
      assert.equal(new TextDecoder().decode(await connection.nextData()), `{"last":true}`);
      assert.equal(
        new TextDecoder().decode(await session.nextData()),
        `{"jsonrpc":"2.0","method":"b","params":{"sessionId":"s1"}}`,
      );
      await connection.ended();
      await session.ended();
      assert.equal(agent.connection.signal.aborted, false);
      const posted = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
        "Acp-Connection-Id": id,
      });
      assert.equal(posted.status, 404);
      const deleted = await request(server.url, {
        method: "DELETE",
        headers: { "Acp-Connection-Id": id },
      });
      assert.equal(deleted.status, 202, "a DELETE soon after the end still gets 202");
      agent.finish();
    } finally {
      await connection.close();
      await session.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("the handler finishing ends the connection: streams end and later requests get 404", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    const stream = await mustOpenStream(server.url, id);
    try {
      agent.finish();
      await stream.ended();
      const posted = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
        "Acp-Connection-Id": id,
      });
      assert.equal(posted.status, 404);
      assert.equal(server.listener.activeConnections(), 0);
    } finally {
      await stream.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("an HTTP connection with no open stream and no request for idleTimeoutMs is closed like a DELETE; an open stream keeps it", async () => {
  const server = await startServer({ idleTimeoutMs: 300 });
  try {
    const idle = await openConnection(server);
    const kept = await openConnection(server);
    const stream = await mustOpenStream(server.url, kept.id);
    try {
      await within(idle.agent.finished, WAIT_MS, "the idle connection ends");
      assert.equal(idle.agent.connection.signal.reason, "idle timeout");
      const posted = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
        "Acp-Connection-Id": idle.id,
      });
      assert.equal(posted.status, 404);
      await delay(500);
      assert.equal(kept.agent.connection.signal.aborted, false);
      const alive = await post(server.url, `{"jsonrpc":"2.0","method":"n"}`, {
        "Acp-Connection-Id": kept.id,
      });
      assert.equal(alive.status, 202);
    } finally {
      await stream.close();
    }
    // Without its stream, the kept connection idles out too.
    await within(kept.agent.finished, WAIT_MS, "the kept connection ends once idle");
    assert.equal(server.listener.activeConnections(), 0);
  } finally {
    await server.close();
  }
});

Deno.test("no Set-Cookie is ever set, and X-Forwarded-For is logged but not used for any decision", async () => {
  const server = await startServer();
  try {
    const answer = await post(server.url, initializeRequest(), {
      "X-Forwarded-For": "203.0.113.9",
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("set-cookie"), null);
    const id = answer.headers.get("acp-connection-id")!;
    const stream = await mustOpenStream(server.url, id);
    assert.equal(stream.response.headers.get("set-cookie"), null);
    await stream.close();
    const refused = await request(server.url, {
      headers: { "X-Forwarded-For": "127.0.0.1", Origin: "https://evil.example" },
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get("set-cookie"), null);
    assert.ok(server.log.lines.some((l) => l.includes("203.0.113.9")));
  } finally {
    await server.close();
  }
});

Deno.test("two Host headers are read together and refused (403), headers are matched in any case, and a target's dot segments and query are resolved as URL does", async () => {
  const server = await startServer();
  try {
    const twice = await rawHttp(
      server.port,
      `GET /health HTTP/1.1\nHost: 127.0.0.1\nHost: evil.example\nConnection: close\n`,
    );
    assert.equal(twice.status, 403);
    assert.match(twice.body, /127\.0\.0\.1, evil\.example/);
    for (const target of ["/x/../health", "/health?probe=1", "/./health", "/%68ealth"]) {
      const answer = await rawHttp(
        server.port,
        `GET ${target} HTTP/1.1\nhOsT: 127.0.0.1\nConnection: close\n`,
      );
      assert.equal(answer.status, target === "/%68ealth" ? 404 : 200, target);
    }
  } finally {
    await server.close();
  }
});

Deno.test("a proxy server (openingMethod _proxy/initialize) names its opening method: a null id, and a plain initialize, get 400s that say so", async () => {
  const server = await startServer({ openingMethod: "_proxy/initialize" });
  try {
    const nullId = await post(
      server.url,
      `{"jsonrpc":"2.0","id":null,"method":"_proxy/initialize","params":{"protocolVersion":1}}`,
    );
    assert.equal(nullId.status, 400);
    assert.equal(nullId.text, "_proxy/initialize needs a non-null id");
    const plain = await post(server.url, initializeRequest("1"));
    assert.equal(plain.status, 400);
    assert.equal(
      plain.text,
      "this server opens a connection with _proxy/initialize, not initialize",
    );
  } finally {
    await server.close();
  }
});

Deno.test("a POST whose request, body and half-close (FIN) come together is logged as the client closing before its body was read, not as an unreadable body: Deno's HTTP server ends the request at the half-close and nothing can be answered (it said '400 the body could not be read: aborted', a 400 nobody got)", async () => {
  const server = await startServer();
  try {
    const body = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    try {
      await conn.write(new TextEncoder().encode(
        `POST /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
          `Accept: application/json, text/event-stream\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ));
      await conn.closeWrite();
      const buffer = new Uint8Array(4096);
      await within(conn.read(buffer), 10_000, "the server's end of the connection");
    } finally {
      conn.close();
    }
    const logged = await within(
      (async () => {
        while (true) {
          const line = server.log.lines.find((l) => l.includes("refused POST /acp"));
          if (line !== undefined) return line;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })(),
      10_000,
      "the refusal's log line",
    );
    assert.match(
      logged,
      /400 the client closed the connection before its body was read \(.*; a half-close after the request counts as closing: nothing can be answered\)/,
    );
  } finally {
    await server.close();
  }
});

Deno.test("requests pipelined on one keep-alive connection are served in their order (RFC 9112 9.3.2): a POST then a DELETE sent in one write get 202 and 202, and the agent gets the POST's line (before: the DELETE ran first and the POST got 404)", async () => {
  const server = await startServer();
  try {
    const { id, agent } = await openConnection(server);
    await agent.lines.next();
    const line =
      `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`;
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.port });
    try {
      const head = `Host: 127.0.0.1:${server.port}\r\nAcp-Connection-Id: ${id}\r\n`;
      await conn.write(new TextEncoder().encode(
        `POST /acp HTTP/1.1\r\n${head}Content-Type: application/json\r\n` +
          `Content-Length: ${line.length}\r\n\r\n${line}` +
          `DELETE /acp HTTP/1.1\r\n${head}Content-Length: 0\r\n\r\n`,
      ));
      let text = "";
      const buffer = new Uint8Array(4096);
      await within(
        (async () => {
          while ((text.match(/HTTP\/1\.1 \d{3}/g) ?? []).length < 2) {
            const n = await conn.read(buffer);
            if (n === null) break;
            text += new TextDecoder().decode(buffer.subarray(0, n));
          }
        })(),
        WAIT_MS,
        "both answers",
      );
      assert.deepEqual(text.match(/HTTP\/1\.1 \d{3}/g), ["HTTP/1.1 202", "HTTP/1.1 202"], text);
    } finally {
      conn.close();
    }
    const got = await within(agent.lines.next(), WAIT_MS, "the POST's line at the agent");
    assert.equal(new TextDecoder().decode(got), line);
  } finally {
    await server.close();
  }
});

Deno.test("a request the HTTP parser refuses is answered as before and now logged once: a head over the size limit 431 (warn), a bad Content-Length 400 (debug), and a bad chunk size is said to be a body that could not be parsed, not the client closing the connection", async () => {
  const server = await startServer();
  try {
    const host = `Host: 127.0.0.1:${server.port}\n`;
    const big = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\n${host}X-Big: ${"a".repeat(70_000)}\nContent-Length: 0\n`,
      "",
      true,
    );
    assert.equal(big.status, 431, big.head);
    const length = await rawHttp(server.port, `POST /acp HTTP/1.1\n${host}Content-Length: -1\n`);
    assert.equal(length.status, 400, length.head);
    // Each says why in its body, as every other refusal does (hostile11: a bare 400).
    assert.equal(length.body, "the request could not be parsed as HTTP/1.1\n");
    assert.match(length.head, /\r\ncontent-type: text\/plain; charset=utf-8\r\n/i);
    const bigAgain = await rawHttp(
      server.port,
      `GET /health HTTP/1.1\n${host}X-Big: ${"a".repeat(70_000)}\n`,
    );
    assert.equal(bigAgain.body, "the request head is over the size limit\n", bigAgain.head);
    const chunk = await rawHttp(
      server.port,
      `POST /acp HTTP/1.1\n${host}Content-Type: application/json\nTransfer-Encoding: chunked\n`,
      "zz\r\n{}\r\n0\r\n\r\n",
      true,
    );
    assert.equal(chunk.status, 400, chunk.head);
    const logged = () => server.log.lines.filter((l) => l.includes("refused"));
    await within(
      (async () => {
        while (logged().length < 4) await delay(20);
      })(),
      WAIT_MS,
      "four refusal lines",
    );
    const lines = logged();
    assert.ok(
      lines.some((l) =>
        /^warn: refused a request from 127\.0\.0\.1:\d+: 431 its request head is over the size limit$/
          .test(l)
      ),
      lines.join("\n"),
    );
    assert.ok(
      lines.some((l) =>
        /^debug: refused a request from 127\.0\.0\.1:\d+: 400 its request could not be parsed as HTTP\/1\.1$/
          .test(l)
      ),
      lines.join("\n"),
    );
    assert.ok(
      lines.some((l) =>
        /^debug: refused POST \/acp from 127\.0\.0\.1:\d+: 400 the body could not be parsed/.test(l)
      ),
      lines.join("\n"),
    );
    assert.ok(!lines.some((l) => l.includes("the client closed the connection")), lines.join("\n"));
    // Each refusal once: the bad chunk by its request only (before: by the parser's too).
    await delay(200);
    assert.equal(logged().length, 4, logged().join("\n"));
  } finally {
    await server.close();
  }
});

/** A raw socket to the test server, and what came back (as Latin-1 text: one char a byte). */
async function rawSocket(port: number): Promise<{ conn: Deno.Conn; text: () => string }> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  let text = "";
  (async () => {
    const buffer = new Uint8Array(65_536);
    while (true) {
      const n = await conn.read(buffer).catch(() => null);
      if (n === null) return;
      for (let i = 0; i < n; i++) text += String.fromCharCode(buffer[i]);
    }
  })();
  return { conn, text: () => text };
}

/** Waits (bounded) until `test` holds. */
async function until(test: () => boolean, what: string): Promise<void> {
  await within(
    (async () => {
      while (!test()) await delay(20);
    })(),
    WAIT_MS,
    what,
  );
}

Deno.test("a WebSocket upgrade pipelined behind a POST whose answer is slow, and a request answered at once, waits for both answers to be written: the 200 and the 406 come before the 101, not inside the WebSocket's bytes, and the WebSocket then reads (a ping gets its pong)", async () => {
  const server = await startServer({}, fakeAgents(null));
  const raw = await rawSocket(server.port);
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;
    await raw.conn.write(new TextEncoder().encode(
      `POST /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${init.length}\r\n\r\n${init}` +
        // A second answer, decided at once but held by node:http behind the first.
        `GET /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAccept: text/html\r\n\r\n` +
        `GET /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
        `Sec-WebSocket-Version: 13\r\n\r\n`,
    ));
    const agent = await server.agents.next();
    await agent.lines.next(); // its initialize arrived; the answer is held a moment
    await delay(300);
    await agent.write(initializeAnswer("1"));
    await until(() => /HTTP\/1\.1 101[^]*\r\n\r\n/.test(raw.text()), "the 101");
    const text = raw.text();
    assert.deepEqual(text.match(/HTTP\/1\.1 \d{3}/g), [
      "HTTP/1.1 200",
      "HTTP/1.1 406",
      "HTTP/1.1 101",
    ], text.slice(0, 600));
    // The WebSocket reads after its wait: a ping (masked, empty) gets its pong.
    await raw.conn.write(new Uint8Array([0x89, 0x80, 1, 2, 3, 4]));
    await until(() => raw.text().slice(text.length).includes("\x8a\x00"), "the pong");
  } finally {
    raw.conn.close();
    await server.close();
  }
});

Deno.test("a GET stream pipelined behind a slow POST on a socket the client closes meanwhile leaves no reader behind: a fresh GET of that stream gets 200, not 409 'already has a reader'", async () => {
  const server = await startServer({}, fakeAgents(null));
  try {
    const opening = post(server.url, initializeRequest());
    const first = await server.agents.next();
    await first.lines.next();
    await first.write(initializeAnswer("1"));
    const id = (await opening).headers.get("acp-connection-id")!;
    const raw = await rawSocket(server.port);
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;
    await raw.conn.write(new TextEncoder().encode(
      `POST /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${init.length}\r\n\r\n${init}` +
        `GET /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAccept: text/event-stream\r\n` +
        `Acp-Connection-Id: ${id}\r\n\r\n`,
    ));
    const slow = await server.agents.next();
    await slow.lines.next();
    raw.conn.close(); // gone before the GET's turn: the POST's wait ends, then the GET's comes
    await within(slow.finished, WAIT_MS, "the slow connection ends with its client");
    await delay(300); // the GET's turn, on a closed socket
    const stream = await mustOpenStream(server.url, id);
    await stream.close();
  } finally {
    await server.close();
  }
});

Deno.test("an event stream's socket that closes while a request pipelined behind it waits (a WebSocket upgrade, or a second stream) drops the stream's reader: a fresh GET of each stream gets 200, not 409 'already has a reader' (the upgrade's socket was not read, so its close was never seen)", async () => {
  const server = await startServer();
  try {
    const { id } = await openConnection(server);
    const host = `Host: 127.0.0.1:${server.port}\r\n`;
    const get = (session?: string) =>
      `GET /acp HTTP/1.1\r\n${host}Accept: text/event-stream\r\nAcp-Connection-Id: ${id}\r\n` +
      (session === undefined ? "" : `Acp-Session-Id: ${session}\r\n`) + "\r\n";
    const upgrade = `GET /acp HTTP/1.1\r\n${host}Upgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`;
    const cases = [
      ["an upgrade", upgrade, 0],
      ["a session stream", get("s1"), 0],
      // Past the bound of what an upgrade keeps while it waits, its client's FIN is still seen.
      ["an upgrade, 3 MB after it, then a FIN", upgrade, 3_000_000],
    ] as const;
    for (const [name, behind, early] of cases) {
      const raw = await rawSocket(server.port);
      await raw.conn.write(new TextEncoder().encode(get() + behind));
      await until(() => raw.text().includes("HTTP/1.1 200"), `${name}: the first stream's 200`);
      if (early > 0) {
        const bytes = new Uint8Array(early);
        await within(
          (async () => {
            for (let at = 0; at < early;) at += await raw.conn.write(bytes.subarray(at));
          })(),
          WAIT_MS,
          `${name}: the early bytes taken`,
        );
        await raw.conn.closeWrite();
      } else raw.conn.close();
      await delay(300);
      for (const session of [undefined, "s1"]) {
        const again = await openStream(server.url, id, session);
        assert.ok(again instanceof SseReader, `${name}: ${session ?? "the connection"}'s stream`);
        await again.close();
      }
    }
  } finally {
    await server.close();
  }
});

Deno.test("an upgrade pipelined behind a slow POST, from a client that half-closes (FIN) or sends more than 64 KiB before its 101: the POST's answer is still written (before: the socket was destroyed, the 200 lost), and no WebSocket is opened", async () => {
  const frame = (i: number) => {
    const text = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"n","params":{"i":${i}}}`);
    const masked = new Uint8Array(6 + text.length);
    masked.set([0x81, 0x80 | text.length, 0, 0, 0, 0]); // a zero mask: the payload as it is
    masked.set(text, 6);
    return masked;
  };
  for (const kind of ["fin", "big"] as const) {
    const server = await startServer({}, fakeAgents(null));
    const raw = await rawSocket(server.port);
    try {
      const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;
      const head = new TextEncoder().encode(
        `POST /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${init.length}\r\n\r\n${init}` +
          `GET /acp HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
          `Sec-WebSocket-Version: 13\r\n\r\n`,
      );
      await raw.conn.write(head);
      const agent = await server.agents.next();
      await agent.lines.next();
      // Written while the upgrade waits (the POST's answer is held): a FIN, or 80 KB of frames.
      const writing = kind === "fin" ? raw.conn.closeWrite() : (async () => {
        for (let i = 0; i < 2_000; i++) await raw.conn.write(frame(i));
      })();
      await delay(300);
      await agent.write(initializeAnswer("1"));
      await within(writing, WAIT_MS, "the client's writes");
      if (kind === "fin") {
        await until(() => raw.text().includes(`"protocolVersion":1`), "the POST's answer");
        await delay(300);
        assert.doesNotMatch(raw.text(), /HTTP\/1\.1 101/, "no WebSocket after the client's FIN");
      } else {
        // No WebSocket for bytes that broke it (more than the bound before its 101): the
        // POST's answer, then the socket's end.
        await until(() => raw.text().includes(`"protocolVersion":1`), "the POST's answer");
        await delay(300);
        assert.match(raw.text(), /^HTTP\/1\.1 200/);
        assert.doesNotMatch(raw.text(), /HTTP\/1\.1 101/, "no WebSocket past the bound");
      }
    } finally {
      raw.conn.close();
      await server.close();
    }
  }
});

/** Reads `conn` until the server closes it (bounded): whether it did within `ms`. */
async function closedWithin(conn: Deno.Conn, ms: number): Promise<boolean> {
  const buffer = new Uint8Array(4096);
  const read = (async () => {
    try {
      while (await conn.read(buffer) !== null) { /* an answer, if any, is not what is judged */ }
    } catch {
      // reset: closed too
    }
    return true;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const closed = await Promise.race([
    read,
    new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms)),
  ]);
  clearTimeout(timer);
  if (!closed) {
    conn.close();
    await read;
  } else conn.close();
  return closed;
}

Deno.test("a TCP connection that sends no whole request within firstRequestMs is closed: one that sends nothing, one that sends its headers a byte at a time; one that sent a request in time stays open, kept alive (before, such connections were held for Node's 66 s headers timeout, uncounted: 5000 held open)", async () => {
  const server = await startServer({ firstRequestMs: 400 });
  try {
    const silent = await Deno.connect({ port: server.port });
    const slow = await Deno.connect({ port: server.port });
    const prompt = await Deno.connect({ port: server.port });
    const trickle = (async () => {
      for (const byte of encoder.encode("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")) {
        try {
          await slow.write(new Uint8Array([byte]));
        } catch {
          return; // closed
        }
        await delay(50);
      }
    })();
    await prompt.write(encoder.encode("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    const [silentClosed, slowClosed, promptClosed] = await Promise.all([
      closedWithin(silent, 5_000),
      closedWithin(slow, 5_000),
      closedWithin(prompt, 1_500), // kept alive well past 400 ms
    ]);
    await trickle;
    assert.equal(silentClosed, true, "the silent connection");
    assert.equal(slowClosed, true, "the byte-a-time connection");
    assert.equal(promptClosed, false, "the connection that sent a request");
  } finally {
    await server.close();
  }
});

Deno.test(`past ${MAX_UNUSED_SOCKETS} connections that have sent no request, the oldest is closed (with one warning), and a client that sends at once is still served`, async () => {
  const server = await startServer();
  const held: Deno.Conn[] = [];
  try {
    for (let i = 0; i < MAX_UNUSED_SOCKETS; i++) {
      held.push(await Deno.connect({ port: server.port }));
    }
    const extra = await Deno.connect({ port: server.port });
    held.push(extra);
    assert.equal(await closedWithin(held.shift()!, 5_000), true, "the oldest is closed");
    const health = await rawHttp(server.port, "GET /health HTTP/1.1\nHost: 127.0.0.1\n");
    assert.equal(health.status, 200);
    const warnings = server.log.lines.filter((l) => /have sent no request/.test(l));
    assert.equal(warnings.length, 1, server.log.lines.join("\n"));
    assert.match(warnings[0], /more than 256 connections have sent no request: the oldest/);
  } finally {
    for (const conn of held) conn.close();
    await server.close();
  }
});

Deno.test("Expect: 100-continue: a request that will be refused (a body over the limit, a wrong Content-Type) gets its refusal with no 100 Continue before it, so the client sends no body; one that is taken gets the 100 once its body is read, then its answer (before, node:http sent the 100 to every request)", async () => {
  const server = await startServer();
  try {
    const head =
      `Host: 127.0.0.1:${server.port}\r\nAccept: application/json, text/event-stream\r\n` +
      `Expect: 100-continue\r\n`;
    const cases: [string, RegExp][] = [
      [`Content-Type: application/json\r\nContent-Length: 99999999999\r\n`, /^HTTP\/1\.1 413 /],
      [`Content-Type: text/plain\r\nContent-Length: 10\r\n`, /^HTTP\/1\.1 415 /],
    ];
    for (const [headers, status] of cases) {
      const raw = await rawSocket(server.port);
      try {
        await raw.conn.write(encoder.encode(`POST /acp HTTP/1.1\r\n${head}${headers}\r\n`));
        await until(() => /\r\n\r\n/.test(raw.text()), "the refusal's head");
        assert.match(raw.text(), status, raw.text());
        assert.doesNotMatch(raw.text(), /100 Continue/);
      } finally {
        raw.conn.close();
      }
    }
    const body = initializeRequest("1");
    const raw = await rawSocket(server.port);
    try {
      await raw.conn.write(encoder.encode(
        `POST /acp HTTP/1.1\r\n${head}Content-Type: application/json\r\n` +
          `Content-Length: ${encoder.encode(body).length}\r\n\r\n`,
      ));
      await until(() => /100 Continue\r\n\r\n/.test(raw.text()), "the 100 Continue");
      await raw.conn.write(encoder.encode(body));
      await until(() => /HTTP\/1\.1 200 /.test(raw.text()), "the answer");
      assert.match(raw.text(), /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    } finally {
      raw.conn.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("50 requests refused alike (no bearer token) are said once at warn, the rest at debug and counted in one warn line once the window ends or the server stops (before scaleout6: 50 identical warnings; a pipelined flood wrote tens of thousands)", async () => {
  const server = await startServer({ token: TOKEN });
  try {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => request(server.url, { method: "POST", body: "{}" })),
    );
    assert.ok(answers.every((a) => a.status === 401));
    const warned = server.log.lines.filter((l) => l.startsWith("warn:"));
    assert.equal(warned.length, 1, warned.join("\n"));
    assert.match(warned[0], /^warn: refused POST \/acp from [^:]+:\d+: 401 a valid bearer token/);
    assert.equal(
      server.log.lines.filter((l) => l.startsWith("debug: refused POST /acp")).length,
      49,
    );
  } finally {
    await server.close();
  }
  const summary = server.log.lines.filter((l) => l.includes("more requests alike"));
  assert.deepEqual(summary.map((l) => l.replace(/ \(.*$/, "")), [
    "warn: refused 49 more requests alike within 10000 ms of the line before",
  ]);
  assert.match(summary[0], /\(said at debug\): 401 a valid bearer token is required/);
});

Deno.test("an event stream's answer says the server's keep-alive interval in Acp-Keep-Alive-Ms (15000 by default, keepAliveMs when given), so a client can tell a silent network from an idle agent from the stream's start (connect15)", async () => {
  for (const [options, expected] of [[{}, "15000"], [{ keepAliveMs: 2_500 }, "2500"]] as const) {
    const server = await startServer(options);
    try {
      const { id } = await openConnection(server);
      const stream = await mustOpenStream(server.url, id);
      assert.equal(stream.response.headers.get("acp-keep-alive-ms"), expected);
      await stream.close();
    } finally {
      await server.close();
    }
  }
});

Deno.test("refusals that differ only in what the client wrote (40 Host headers) are one kind: said once at warn, the rest counted; 20 request heads over the size limit (431) too (before regress99 and hostile17: one warning each)", async () => {
  const server = await startServer();
  try {
    for (let i = 0; i < 40; i++) {
      const answer = await rawHttp(server.port, `GET /acp HTTP/1.1\nHost: evil${i}.example\n`);
      assert.equal(answer.status, 403);
    }
    const big = `x-pad: ${"a".repeat(20_000)}\n`;
    for (let i = 0; i < 20; i++) {
      const answer = await rawHttp(server.port, `GET /acp HTTP/1.1\nHost: 127.0.0.1\n${big}`);
      assert.equal(answer.status, 431);
    }
    const warned = server.log.lines.filter((l) => l.startsWith("warn:"));
    assert.equal(warned.length, 2, warned.join("\n"));
    assert.match(warned[0], /403 Host "evil0\.example" is not allowed/);
    assert.match(warned[1], /431 its request head is over the size limit/);
  } finally {
    await server.close();
  }
  const counts = server.log.lines.filter((l) => l.includes("more requests alike"));
  assert.equal(counts.length, 2, counts.join("\n"));
  assert.match(counts[0], /refused 39 more requests alike .*: 403 Host "\.\.\." is not allowed/);
  assert.match(counts[1], /refused 19 more requests alike .*: 431 its request head/);
});
