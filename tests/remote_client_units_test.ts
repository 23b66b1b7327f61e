/**
 * The pieces of the remote agent client on their own: addresses and the path rule, the cookie
 * jar, the SSE reader, the line splitter and the per-hop terminator rule.
 */

import { LINE_COST_BYTES } from "../transport/line_cost.ts";
import assert from "node:assert/strict";
import { isRemoteAddress, normalizeRemoteUrl, remoteAgent } from "../remote/remote_agent.ts";
import { CookieJar, MAX_COOKIES } from "../remote/cookie_jar.ts";
import { sseData } from "../remote/client_sse.ts";
import {
  errorText,
  hopLine,
  httpErrorData,
  LineOutbox,
  LineSplitter,
  LineTooLongError,
  readBodyText,
  withTlsHint,
} from "../remote/client_lines.ts";
import { startFakeServer } from "./fixtures/remote/client_fake_server.ts";
import { within } from "./fixtures/support.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

Deno.test("remote addresses are http, https, ws and wss URLs, after blanks too (as normalizeRemoteUrl reads them: lib18 nit); anything else is a command", () => {
  for (
    const text of [
      "http://h",
      "https://h:1/x",
      "ws://h",
      "wss://h/acp",
      "HTTP://H",
      " http://h",
      "\twss://h",
    ]
  ) {
    assert.equal(normalizeRemoteUrl(text).host, "h" + (text.includes(":1/") ? ":1" : ""), text);
    assert.equal(isRemoteAddress(text), true, text);
  }
  for (const text of ["npx agent", "./http://x", "ftp://h", "http:/h", "deno run a.ts"]) {
    assert.equal(isRemoteAddress(text), false, text);
  }
});

Deno.test("a remote address's empty or / path becomes /acp, any other path is kept verbatim", () => {
  assert.equal(normalizeRemoteUrl("http://127.0.0.1:7331").href, "http://127.0.0.1:7331/acp");
  assert.equal(normalizeRemoteUrl("https://h/").href, "https://h/acp");
  assert.equal(normalizeRemoteUrl("ws://h/?k=v").href, "ws://h/acp?k=v");
  assert.equal(normalizeRemoteUrl("wss://h/agents/a/").href, "wss://h/agents/a/");
  assert.equal(normalizeRemoteUrl("http://h/rpc").href, "http://h/rpc");
  assert.throws(() => normalizeRemoteUrl("ftp://h"), TypeError);
  assert.throws(() => normalizeRemoteUrl("not a url"), TypeError);
  assert.throws(() => remoteAgent("npx agent"), TypeError);
  assert.throws(() => remoteAgent("http://h", { maxLineBytes: 0 }), RangeError);
});

Deno.test("a remote address with a user name or password is refused with a TypeError that leaves them out (over HTTP fetch sent them as Basic beside the Bearer token, and the server refused both; over WebSocket they were dropped without a word)", () => {
  for (const text of ["http://user:s3cret@h/acp", "wss://user@h/", "ws://:s3cret@h:81/x"]) {
    for (const call of [() => normalizeRemoteUrl(text), () => remoteAgent(text)]) {
      assert.throws(call, (e: unknown) => {
        assert.ok(e instanceof TypeError, String(e));
        assert.match(e.message, /^a remote agent address may not carry a user name or password \(/);
        assert.doesNotMatch(e.message, /s3cret|user@/, "the credentials are not repeated");
        return true;
      }, text);
    }
  }
});

Deno.test("remoteAgent refuses options that are no object with a TypeError that says so (null read a property of null: an internal TypeError)", () => {
  for (
    const [options, got] of [[null, "null"], [[], "an array"], ["x", '"x"'], [7, "7"]] as const
  ) {
    assert.throws(
      // @ts-expect-error: what a JavaScript caller may pass
      () => remoteAgent("http://h", options),
      (e: unknown) =>
        e instanceof TypeError &&
        e.message === `a remote agent's options must be an object (got ${got})`,
      String(got),
    );
  }
});

Deno.test("the cookie jar keeps host-only, domain, path, expiry and Secure rules", () => {
  let now = 1_000_000;
  const jar = new CookieJar(() => now);
  const url = new URL("http://agent.example.com/acp");
  jar.store(
    url,
    new Headers([
      ["Set-Cookie", "SRV=s1; Path=/; HttpOnly"],
      ["Set-Cookie", "deep=d; Path=/acp"],
      ["Set-Cookie", "other=o; Path=/elsewhere"],
      ["Set-Cookie", "dom=x; Domain=.example.com"],
      ["Set-Cookie", "evil=e; Domain=attacker.test"],
      ["Set-Cookie", "sec=s; Secure"],
      ["Set-Cookie", "short=t; Max-Age=10"],
      ["Set-Cookie", "noequals"],
    ]),
  );
  assert.equal(jar.header(url), "deep=d; SRV=s1; dom=x; short=t");
  assert.equal(
    jar.header(new URL("https://agent.example.com/acp")),
    "deep=d; SRV=s1; dom=x; sec=s; short=t",
  );
  // Host-only cookies stay with their host; domain cookies go to subdomains too.
  assert.equal(jar.header(new URL("http://other.example.com/acp")), "dom=x");
  assert.equal(jar.header(new URL("http://attacker.test/acp")), undefined);
  now += 11_000;
  assert.equal(jar.header(url), "deep=d; SRV=s1; dom=x");
  // A new value replaces the old; Max-Age=0 deletes.
  jar.storeLine(url, "SRV=s2; Path=/");
  jar.storeLine(url, "deep=; Path=/acp; Max-Age=0");
  jar.storeLine(url, "dom=; Domain=example.com; Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  assert.equal(jar.header(url), "SRV=s2");
  jar.clear();
  assert.equal(jar.header(url), undefined);
});

Deno.test("the cookie jar matches paths by segment (Path=/acp is not sent to /acpx) and sends an IP address's Domain cookie to that address only", () => {
  const jar = new CookieJar();
  const url = new URL("http://agent.example.com/acp");
  jar.storeLine(url, "deep=d; Path=/acp");
  assert.equal(jar.header(new URL("http://agent.example.com/acp/sub")), "deep=d");
  assert.equal(jar.header(new URL("http://agent.example.com/acpx")), undefined);
  const ip = new URL("http://127.0.0.1:7331/acp");
  jar.storeLine(ip, "d=1; Domain=127.0.0.1");
  jar.storeLine(ip, "h=2");
  assert.equal(jar.header(ip), "d=1; h=2");
  // An address is no subdomain: 1.2.3.4 cannot set a cookie for the "domain" 2.3.4.
  const four = new URL("http://1.2.3.4/acp");
  jar.storeLine(four, "wide=w; Domain=2.3.4");
  assert.equal(jar.header(four), undefined);
});

Deno.test("the cookie jar is bounded", () => {
  const jar = new CookieJar();
  const url = new URL("http://h/acp");
  for (let i = 0; i < MAX_COOKIES + 10; i++) jar.storeLine(url, `c${i}=${i}`);
  assert.equal(jar.size, MAX_COOKIES);
  assert.equal(jar.header(url)!.split("; ")[0], "c10=10");
  assert.equal(jar.storeLine(url, `big=${"x".repeat(5000)}`), false);
});

async function events(text: Uint8Array, cut: number[], max = 1024): Promise<string[]> {
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (const c of [...cut, text.length]) {
    chunks.push(text.slice(at, c));
    at = c;
  }
  const out: string[] = [];
  for await (const data of sseData(ReadableStream.from(chunks), max)) {
    out.push(decoder.decode(data));
  }
  return out;
}

Deno.test("the SSE reader gives each event's data at every chunk split, whatever the line endings", async () => {
  const text = encoder.encode(
    '\ufeff: comment\n\nid: 7\nevent: message\ndata: {"a":1}\r\n\r\n' +
      'data:{"b":"é"}\r\rdata: x\ndata:  y\ndata\n\nretry: 5\n\ndata: {"c":3}\n\ndata: unfinished',
  );
  const want = [`{"a":1}`, `{"b":"é"}`, "x\n y\n", `{"c":3}`];
  assert.deepEqual(await events(text, []), want);
  for (let i = 1; i < text.length; i++) {
    assert.deepEqual(await events(text, [i]), want, `split at ${i}`);
  }
  for (let i = 1; i < text.length; i++) {
    assert.deepEqual(
      await events(text, Array.from({ length: text.length - 1 }, (_, k) => k + 1).slice(0, i)),
      want,
    );
  }
});

Deno.test("the SSE reader refuses an event or a line over its limit instead of buffering it", async () => {
  await assert.rejects(
    events(encoder.encode(`data: ${"x".repeat(100)}\n\n`), [], 64),
    LineTooLongError,
  );
  await assert.rejects(
    events(encoder.encode(`data: ${"x".repeat(40)}\ndata: ${"y".repeat(40)}\n\n`), [], 64),
    LineTooLongError,
  );
  await assert.rejects(
    events(encoder.encode(`: ${"x".repeat(200)}`), [5, 50, 100], 64),
    LineTooLongError,
  );
  assert.deepEqual(await events(encoder.encode(`data: ${"x".repeat(64)}\n\n`), [], 64), [
    "x".repeat(64),
  ]);
});

Deno.test("the remote client's readers keep no read's buffer for a body that arrives a byte per read: an SSE line cut across reads, an event's data lines, the initialize answer and an error body (before: each byte pinned its 64 KiB read, 50 KB a byte)", async () => {
  const fixture = new URL("./fixtures/remote/pinned_reads.ts", import.meta.url).pathname;
  const expected: Record<string, number> = {
    "sse-line": 2000,
    "sse-data": 999,
    "body-bytes": 2000,
    "body-text": 2000,
  };
  for (const [mode, bytes] of Object.entries(expected)) {
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--v8-flags=--expose-gc", fixture, mode],
      stdout: "piped",
      stderr: "piped",
      signal: AbortSignal.timeout(60_000),
    }).output();
    const text = new TextDecoder().decode(stdout);
    assert.equal(code, 0, new TextDecoder().decode(stderr));
    const report = JSON.parse(text);
    assert.equal(report.bytes, bytes, `${mode}: ${text}`);
    // At most the event's first data line is kept as a view of its read.
    assert.ok(report.alive >= 0 && report.alive <= 1, `${mode}: ${text}`);
  }
});

Deno.test("a line keeps every byte on the next hop except its terminator; inner CR and LF become spaces, except a CR over a WebSocket, which is kept", () => {
  const same = encoder.encode(`{"a":"\\r\\n"}`);
  assert.equal(hopLine(same), same);
  assert.equal(decoder.decode(hopLine(encoder.encode(`{"a":1}\r`))), `{"a":1}`);
  assert.equal(decoder.decode(hopLine(encoder.encode(`{"a":\r\n1}\r\n\n`))), `{"a":  1}`);
  // Over a WebSocket a CR inside is kept (an SSE event cannot carry one); trailing ones go.
  assert.equal(
    decoder.decode(hopLine(encoder.encode(`{"a":1,\r"b":2}\r\n`), true)),
    `{"a":1,\r"b":2}`,
  );
  assert.equal(decoder.decode(hopLine(encoder.encode(`{"a":\r\n1}\r`), true)), `{"a":\r 1}`);
});

Deno.test("the line splitter frames lines across chunks and refuses a line over its limit", () => {
  const lines = new LineSplitter(8);
  assert.deepEqual(lines.push(encoder.encode("ab\ncd")).map((l) => decoder.decode(l)), ["ab"]);
  assert.deepEqual(lines.push(encoder.encode("ef\n\n")).map((l) => decoder.decode(l)), [
    "cdef",
    "",
  ]);
  assert.equal(lines.end(), null);
  lines.push(encoder.encode("tail"));
  assert.equal(decoder.decode(lines.end()!), "tail");
  assert.deepEqual(lines.push(encoder.encode("12345678\n")).map((l) => decoder.decode(l)), [
    "12345678",
  ]);
  assert.throws(() => lines.push(encoder.encode("123456789")), LineTooLongError);
  assert.throws(() => new LineSplitter(4).push(encoder.encode("12\n12345\n")), LineTooLongError);
});

Deno.test("the outbox holds a producer at its high-water mark until the reader takes lines", async () => {
  const outbox = new LineOutbox(16, () => {});
  let held = true;
  void outbox.push(encoder.encode("x".repeat(20))).then(() => held = false);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(held, true);
  assert.ok(outbox.queuedBytes >= 21);
  const reader = outbox.readable.getReader();
  assert.equal(decoder.decode((await reader.read()).value), `${"x".repeat(20)}\n`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(held, false);
  outbox.close();
  assert.equal((await reader.read()).done, true);
});

Deno.test("the outbox counts each queued line LINE_COST_BYTES more than its bytes, so a producer that cannot wait (a WebSocket's tiny frames) meets its backlog bound after thousands of lines, not millions (held at about 300 times their bytes)", async () => {
  const outbox = new LineOutbox(1024 * 1024, () => {});
  const tiny = encoder.encode("{}");
  for (let i = 0; i < 1000; i++) assert.ok(outbox.pushNow(tiny));
  assert.equal(outbox.queuedBytes, 1000 * (tiny.length + 1 + LINE_COST_BYTES));
  const reader = outbox.readable.getReader();
  assert.equal(decoder.decode((await reader.read()).value), "{}\n");
  assert.equal(outbox.queuedBytes, 999 * (tiny.length + 1 + LINE_COST_BYTES));
  outbox.close();
  assert.equal(outbox.pushNow(tiny), false, "nothing is queued once closed");
  reader.releaseLock();
});

Deno.test("an error body is cut at its limit without half a character", async () => {
  const body = ReadableStream.from([encoder.encode("aé"), encoder.encode("bcd")]);
  assert.equal(await readBodyText(body, 2), "a");
  assert.equal(await readBodyText(ReadableStream.from([encoder.encode("abc")]), 8), "abc");
  assert.equal(await readBodyText(null), "");
});

Deno.test("an HTTP refusal's error data keeps a JSON body's exact text (a 20-digit id is not rounded), on one line; a body that is not JSON is a string", () => {
  const body =
    `{"jsonrpc":"2.0",\n "id":12345678901234567890,"error":{"code":-32603,"message":"x"}}\n`;
  const data = httpErrorData(502, body);
  assert.ok(!data.includes("\n"), data);
  assert.match(data, /"id":12345678901234567890,/);
  assert.deepEqual(JSON.parse(data).body.error, { code: -32603, message: "x" });
  assert.equal(JSON.parse(data).status, 502);
  assert.equal(httpErrorData(500, "oops"), `{"status":500,"body":"oops"}`);
  assert.equal(httpErrorData(500, ""), `{"status":500,"body":""}`);
  assert.equal(httpErrorData(500, '{"a":'), `{"status":500,"body":"{\\"a\\":"}`);
});

Deno.test("remote client errorText: a failed fetch says its cause without the URL it repeats, in both of Deno's forms ('for url (URL)' and 'from ADDR for URL (ADDR)'); other errors say their message", () => {
  const failed = (cause: string) => new TypeError("fetch failed", { cause: new Error(cause) });
  assert.equal(
    errorText(failed(
      "error sending request for url (http://127.0.0.1:2/acp): client error (Connect): " +
        "tcp connect error: Connection refused (os error 111)",
    )),
    "tcp connect error: Connection refused (os error 111)",
  );
  assert.equal(
    errorText(failed(
      "error sending request from 127.0.0.1:46938 for http://127.0.0.1:5/acp " +
        "(127.0.0.1:5): client error (SendRequest): invalid HTTP version parsed",
    )),
    "invalid HTTP version parsed",
  );
  assert.equal(errorText(new TypeError("fetch failed")), "fetch failed");
  assert.equal(errorText(new Error("other")), "other");
  assert.equal(errorText("text"), "text");
});

Deno.test("withTlsHint: a TLS address whose server does not speak TLS gets a hint naming the plain address; anything else is left as it is", () => {
  const corrupt = "received corrupt message of type InvalidContentType";
  assert.equal(
    withTlsHint(new URL("wss://h.example:7/acp"), corrupt),
    `${corrupt}: the server there does not speak TLS (is it ws://h.example:7/acp?)`,
  );
  assert.equal(
    withTlsHint(new URL("https://h.example/x"), corrupt),
    `${corrupt}: the server there does not speak TLS (is it http://h.example/x?)`,
  );
  assert.equal(withTlsHint(new URL("ws://h.example/acp"), corrupt), corrupt);
  assert.equal(
    withTlsHint(new URL("wss://h.example/acp"), "connection refused"),
    "connection refused",
  );
});

for (const scheme of ["https", "wss"] as const) {
  Deno.test(`remote client (${scheme}://) dialled at a plain HTTP server: the start fails with one message that says the server does not speak TLS and names the plain address (before: only rustls's "corrupt message of type InvalidContentType")`, async () => {
    const server = startFakeServer();
    try {
      const url = server.url.replace(/^http/, scheme);
      const connection = await remoteAgent(url, { initTimeoutMs: 5_000 })();
      const writer = connection.writable.getWriter();
      const reached = connection.reached!;
      await writer.write(
        new TextEncoder().encode(
          `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
        ),
      ).catch(() => {});
      const error = await within(reached.then(() => null, (e) => e), 10_000, "the dial's end");
      const plain = url.replace(/^https?|^wss?/, scheme === "https" ? "http" : "ws");
      assert.ok(error instanceof Error, String(error));
      assert.match(error.message, /InvalidContentType: the server there does not speak TLS/);
      assert.ok(error.message.includes(`(is it ${plain}`), error.message);
      writer.releaseLock();
      await connection.terminate?.(100);
      await connection.readable.cancel().catch(() => {});
    } finally {
      await server.close();
    }
  });
}
