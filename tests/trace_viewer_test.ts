/**
 * `acp-proxy trace view`: the HTTP server (observation/trace_viewer.ts) — `/events` is
 * exactly the file's events, re-read on every request, on 127.0.0.1 only — the command as a
 * real process (URL on stdout, exit 0 on SIGINT/SIGTERM, flags), and the page
 * (observation/trace_page.ts) in headless Chromium driven by `npm:playwright-core`: one row
 * per frame event, a click shows the frame's JSON with its 20-digit id, appended events show
 * within 2 s, filters, a rewritten file, a screenshot (docs/trace-viewer.png when
 * ACP_UPDATE_SCREENSHOT=1), and 200,000 events of which only the rows near the viewport are in
 * the DOM (the list is virtual).
 *
 * Chromium comes from Debian (`apt-get install -y chromium`, see .ci/run); nothing downloads a
 * browser. Without /usr/bin/chromium the browser test fails and says so.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  handleViewerRequest,
  serveTraceViewer,
  type TraceViewer,
} from "../observation/trace_viewer.ts";
import { TranscriptIndex } from "../observation/transcript_index.ts";
import { TRACE_PAGE } from "../observation/trace_page.ts";
import { summarizeTranscriptFile } from "../observation/trace_summary.ts";
import { runTrace } from "../cli/trace_cli.ts";
import { DENO, ROOT, runToEnd } from "./fixtures/fixture_commands.ts";
import { delay, samplePeakMemory, within } from "./fixtures/support.ts";
import { longIdLines, requestAndErrorLines, writeRepeated } from "./fixtures/transcript_checks.ts";
import { launchChromium } from "./fixtures/chromium.ts";

/**
 * How long a page step (a click, a wait for a row) may take: 30 s, for a loaded CI machine (a
 * 10 s bound timed out clicking a 20,000-deep frame while other suites ran).
 */
const PAGE_TIMEOUT_MS = 30_000;
/** Far above what streaming from the file needs, far below what reading 64 MiB whole does. */
const LONG_FILE_PEAK_MIB = 250;

const FIXTURES = `${ROOT}tests/fixtures/transcripts/`;
const SESSION = `${FIXTURES}acp_session.jsonl`;
const PAIRING = `${FIXTURES}pairing_edge_cases.jsonl`;
const RUST = `${FIXTURES}rust_conductor.jsonl`;
const FRAME_TYPES = new Set(["request", "notification", "response"]);

/** The one DOM name the page functions below use (they run in the browser, not in Deno). */
declare const document: {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  getElementById(id: string): {
    scrollTop: number;
    scrollHeight: number;
    clientHeight: number;
    textContent: string | null;
  };
};

/** The lines of a transcript that are events (JSON objects), as the reader decides. */
function eventLines(bytes: Uint8Array): string[] {
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  const out: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    try {
      const text = utf8.decode(bytes.subarray(start, end)).replace(/\r$/, "");
      const value = JSON.parse(text);
      if (typeof value === "object" && value !== null && !Array.isArray(value)) out.push(text);
    } catch { /* skipped */ }
    start = end + 1;
  }
  return out;
}

async function withViewer(
  path: string,
  fn: (viewer: TraceViewer) => Promise<void>,
): Promise<void> {
  const viewer = serveTraceViewer({ path, port: 0 });
  try {
    await fn(viewer);
  } finally {
    await within(viewer.shutdown(), 5_000, "the viewer stops");
  }
}

async function tempCopy(source: string): Promise<{ dir: string; path: string }> {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  const path = `${dir}/session.trace.jsonl`;
  await Deno.copyFile(source, path);
  return { dir, path };
}

async function get(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await within(fetch(url, init), 10_000, `GET ${url}`);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

Deno.test("trace viewer: /events returns exactly the file's events as a JSON array, from the lines' own text: skipped lines left out, nothing added, a 20-digit id with all its digits", async () => {
  const bytes = await Deno.readFile(PAIRING);
  const lines = eventLines(bytes);
  assert.equal(lines.length, 11);
  await withViewer(PAIRING, async (viewer) => {
    const events = await get(`${viewer.url}events`);
    assert.equal(events.status, 200);
    assert.match(events.headers.get("content-type")!, /^application\/json/);
    assert.equal(events.text, "[" + lines.join(",") + "]");
    assert.ok(events.text.includes(`"id":12345678901234567890`), "the digits as written");
    assert.ok(events.text.includes(`"id":12345678901234567891`));
    assert.equal(JSON.parse(events.text).length, 11);
    assert.equal(events.headers.get("x-trace-events"), "11");
    assert.equal(events.headers.get("x-trace-skipped"), "4");
    const since = await get(`${viewer.url}events?since=9`);
    assert.equal(since.text, "[" + lines.slice(9).join(",") + "]");
    assert.equal((await get(`${viewer.url}events?since=99`)).text, "[]");
    assert.equal((await get(`${viewer.url}events?since=-1`)).status, 400);
    assert.equal((await get(`${viewer.url}nope`)).status, 404);
    assert.equal((await get(`${viewer.url}events`, { method: "POST" })).status, 405);
  });
});

Deno.test("trace viewer: a byte order mark before the first line is no part of its event: /events has every event, also while that line has no LF yet, and with CRLF (before the fix the first event was skipped; with a first fix, the array was empty)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  const path = `${dir}/bom.trace.jsonl`;
  const route = `{"type":"route","ts":0}`;
  const request = `{"type":"request","ts":1,"from":"Client","to":"Agent","id":1,"method":"m"}`;
  try {
    await withViewer(path, async (viewer) => {
      for (
        const [content, expected] of [
          [`\ufeff${route}`, [route]], // the only line, no LF yet
          [`\ufeff${route}\n${request}\n`, [route, request]],
          [`\ufeff${route}\r\n${request}\r\n`, [route, request]],
        ] as const
      ) {
        await Deno.writeTextFile(path, content);
        const events = await get(`${viewer.url}events`);
        assert.equal(events.text, `[${expected.join(",")}]`, JSON.stringify(content));
        assert.equal(events.headers.get("x-trace-skipped"), "0");
      }
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace viewer: the file is read again on every request (an appended line shows at once, a rewritten file replaces it, a removed file is a 404)", async () => {
  const { dir, path } = await tempCopy(SESSION);
  try {
    await withViewer(path, async (viewer) => {
      const before = JSON.parse((await get(`${viewer.url}events`)).text);
      assert.equal(before.length, 30);
      const line = `{"type":"request","ts":7,"protocol":"acp","from":"Client","to":"Agent",` +
        `"id":98765432109876543210,"method":"session/prompt","params":null}`;
      await Deno.writeTextFile(path, line + "\n", { append: true });
      const after = await get(`${viewer.url}events`);
      assert.ok(after.text.endsWith("," + line + "]"));
      assert.equal(JSON.parse(after.text).length, 31);
      await Deno.copyFile(RUST, path);
      const rewritten = await get(`${viewer.url}events`);
      assert.equal(rewritten.text, "[" + eventLines(await Deno.readFile(RUST)).join(",") + "]");
      await Deno.remove(path);
      assert.equal((await get(`${viewer.url}events`)).status, 404);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace viewer: a path that is for a while a FIFO (or a device) is a 500 saying it is not a regular file, and polls work again once the file is back (before, the open of the FIFO waited for a writer and held every later poll for good)", async () => {
  const { dir, path } = await tempCopy(SESSION);
  try {
    await withViewer(path, async (viewer) => {
      await Deno.remove(path);
      const mkfifo = await new Deno.Command("mkfifo", { args: [path] }).output();
      assert.equal(mkfifo.code, 0);
      const fifo = await within(get(`${viewer.url}events`), 5_000, "a poll of the FIFO");
      assert.equal(fifo.status, 500);
      assert.match(fifo.text, /^cannot read the transcript: .* is not a regular file now/);
      await Deno.remove(path);
      await Deno.symlink("/dev/zero", path);
      const device = await within(get(`${viewer.url}events`), 5_000, "a poll of /dev/zero");
      assert.equal(device.status, 500);
      await Deno.remove(path);
      await Deno.copyFile(SESSION, path);
      const back = await within(get(`${viewer.url}events`), 5_000, "a poll once the file is back");
      assert.equal(back.status, 200);
      assert.equal(JSON.parse(back.text).length, 30);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace viewer: a transcript it cannot read is a 500 naming the failure; a defect is thrown (logged with its stack), not called a read failure", async () => {
  const failing = (error: Error) => ({ refresh: () => Promise.reject(error), path: "t.jsonl" });
  const request = () => new Request("http://127.0.0.1:8080/events");
  const failed = await handleViewerRequest(
    request(),
    failing(new Deno.errors.PermissionDenied("no access")) as unknown as TranscriptIndex,
    8080,
  );
  assert.equal(failed.status, 500);
  assert.equal(await failed.text(), "cannot read the transcript: no access\n");
  const defect = new TypeError("a defect");
  await assert.rejects(
    () => handleViewerRequest(request(), failing(defect) as unknown as TranscriptIndex, 8080),
    (e) => e === defect,
  );
});

Deno.test("trace viewer: listens on 127.0.0.1 only (another loopback address is refused) and answers 403 to a foreign Host header, or a request line naming a foreign host", async () => {
  await withViewer(SESSION, async (viewer) => {
    assert.match(viewer.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: viewer.port });
    conn.close();
    await assert.rejects(
      Deno.connect({ hostname: "127.0.0.2", port: viewer.port }),
      Deno.errors.ConnectionRefused,
    );
    const others = Deno.networkInterfaces()
      .filter((i) => i.family === "IPv4" && !i.address.startsWith("127."));
    for (const other of others) {
      await assert.rejects(
        Deno.connect({ hostname: other.address, port: viewer.port }),
        Deno.errors.ConnectionRefused,
        `${other.name} ${other.address}`,
      );
    }
    // fetch() sets Host itself: speak HTTP/1.1 by hand (DNS rebinding sends the attacker's name).
    const statusFor = async (host: string, target = "/") => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port: viewer.port });
      try {
        await conn.write(
          new TextEncoder().encode(
            `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
          ),
        );
        const reply = await within(new Response(conn.readable).text(), 10_000, "the reply");
        return reply.slice(0, reply.indexOf("\r\n"));
      } catch (e) {
        conn.close();
        throw e;
      }
    };
    assert.equal(await statusFor("attacker.example"), "HTTP/1.1 403 Forbidden");
    assert.equal(await statusFor(`attacker.example:${viewer.port}`), "HTTP/1.1 403 Forbidden");
    assert.equal(await statusFor(`localhost:${viewer.port}`), "HTTP/1.1 200 OK");
    // A host name in any case is the same name (RFC 3986 3.2.2; before: 403).
    assert.equal(await statusFor(`LocalHost:${viewer.port}`), "HTTP/1.1 200 OK");
    assert.equal(await statusFor(`127.0.0.1:${viewer.port}`), "HTTP/1.1 200 OK");
    // A malformed Host is refused like a foreign one, not a 500 with a stack on stderr.
    for (const host of [`127.0.0.1:${viewer.port}.`, `127.0.0.1:${viewer.port}:80`, "a b"]) {
      assert.equal(await statusFor(host), "HTTP/1.1 403 Forbidden", host);
    }
    // A request line naming a whole URL: its host counts, over Host (before: only Host did).
    const own = `127.0.0.1:${viewer.port}`;
    assert.equal(await statusFor(own, "http://attacker.example/"), "HTTP/1.1 403 Forbidden");
    assert.equal(
      await statusFor(own, `http://attacker.example:${viewer.port}/events`),
      "HTTP/1.1 403 Forbidden",
    );
    assert.equal(await statusFor("attacker.example", `http://${own}/`), "HTTP/1.1 403 Forbidden");
    assert.equal(await statusFor(own, `http://${own}/`), "HTTP/1.1 200 OK");
    // A target that is no URL is the client's mistake: 400, not a 500 with a stack on stderr
    // (before hostile16).
    for (const target of ["http://[::1", "http://a:b:c/", `http://${own}:1/events`]) {
      assert.equal(await statusFor(own, target), "HTTP/1.1 400 Bad Request", target);
    }
  });
});

Deno.test("trace viewer: on port 80 a browser's Host without the port is allowed (it leaves :80 out); on another port it is not", async () => {
  const index = new TranscriptIndex(SESSION);
  const get = (host: string, port: number) =>
    handleViewerRequest(
      new Request(`http://127.0.0.1:${port}/`, { headers: { host } }),
      index,
      port,
    ).then(async (r) => (await r.body?.cancel(), r.status));
  assert.equal(await get("127.0.0.1", 80), 200);
  assert.equal(await get("localhost", 80), 200);
  assert.equal(await get("127.0.0.1:80", 80), 200);
  assert.equal(await get("127.0.0.1", 8080), 403);
});

Deno.test("trace viewer: the page loads nothing from elsewhere (inline CSS and script, a CSP that forbids the rest)", async () => {
  assert.doesNotMatch(TRACE_PAGE, /\b(src|href)\s*=/i, "no src or href attribute");
  assert.doesNotMatch(TRACE_PAGE, /@import|url\(|https?:\/\//i, "no import, url() or address");
  await withViewer(SESSION, async (viewer) => {
    const page = await get(viewer.url);
    assert.equal(page.status, 200);
    assert.equal(page.text, TRACE_PAGE);
    assert.match(page.headers.get("content-type")!, /^text\/html; charset=utf-8$/);
    assert.match(page.headers.get("content-security-policy")!, /default-src 'none'/);
    assert.match(page.headers.get("content-security-policy")!, /connect-src 'self'/);
  });
});

/** `deno eval` of runTrace: the command as a real process (cli/main.ts wires it in later). */
function traceArgv(...args: string[]): string[] {
  const code = `import { runTrace } from ${JSON.stringify(`${ROOT}cli/trace_cli.ts`)};\n` +
    `Deno.exit(await runTrace(Deno.args));`;
  return [DENO, "eval", "--quiet", code, ...args];
}

async function viewUntilSignal(signal: Deno.Signal): Promise<void> {
  const [command, ...args] = traceArgv("view", SESSION);
  const child = new Deno.Command(command, { args, stdout: "piped", stderr: "piped" }).spawn();
  const stderr = new Response(child.stderr).text();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  try {
    let out = "";
    while (!out.includes("\n")) {
      const { value, done } = await within(reader.read(), 30_000, () => `the URL line (${out})`);
      if (done) break;
      out += value;
    }
    const match = /^acp-proxy: trace viewer on (http:\/\/127\.0\.0\.1:(\d+)\/)\n$/.exec(out);
    assert.ok(match, `stdout: ${JSON.stringify(out)}`);
    assert.notEqual(match[2], "0", "port 0 picked a real port");
    const events = await get(`${match[1]}events`);
    assert.equal(JSON.parse(events.text).length, 30);
    assert.equal((await get(match[1])).status, 200);
    child.kill(signal);
    const status = await within(child.status, 10_000, `exit after ${signal}`);
    assert.equal(status.code, 0, await stderr);
    assert.equal(await stderr, "");
    const rest = await within(reader.read(), 5_000, "stdout ends");
    assert.ok(rest.done, "nothing else on stdout");
  } finally {
    try {
      child.kill("SIGKILL");
    } catch { /* already gone */ }
    await child.status;
    reader.releaseLock();
    await child.stdout.cancel().catch(() => {});
  }
}

Deno.test("trace view (a real process): prints its URL on 127.0.0.1 with the port it picked, serves the page and the events, and exits 0 on SIGINT", async () => {
  await viewUntilSignal("SIGINT");
});

Deno.test("trace view (a real process): exits 0 on SIGTERM", async () => {
  await viewUntilSignal("SIGTERM");
});

Deno.test("trace view (a real process): exits 0 on SIGHUP (a closed terminal), as on SIGTERM, not killed by it", async () => {
  await viewUntilSignal("SIGHUP");
});

Deno.test("trace view (a real process) of a 64 MiB transcript: streams every event, then a poll reads only what was appended, in bounded memory", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  const { path, copies } = await writeRepeated(PAIRING, dir, 64 * 1024 * 1024);
  const [command, ...args] = traceArgv("view", path);
  const child = new Deno.Command(command, { args, stdout: "piped", stderr: "null" }).spawn();
  const memory = samplePeakMemory(child.pid);
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  try {
    let out = "";
    while (!out.includes("\n")) out += (await within(reader.read(), 30_000, "the URL")).value;
    const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)![0];
    const one = eventLines(await Deno.readFile(PAIRING));
    const count = one.length * copies;
    const oneBytes = one.reduce((n, line) => n + new TextEncoder().encode(line).length, 0);
    const all = await within(fetch(`${url}events`), 120_000, "GET /events of 64 MiB");
    assert.equal(all.headers.get("x-trace-events"), String(count));
    const body = new Uint8Array(await within(all.arrayBuffer(), 120_000, "the events"));
    assert.equal(body.length, oneBytes * copies + (count - 1) + 2, "every event, commas, brackets");
    assert.equal(new TextDecoder().decode(body.subarray(-200)).endsWith(one.at(-1) + "]"), true);
    const line = `{"type":"request","ts":9,"from":"Client","to":"Agent","id":"new","method":"m"}`;
    await Deno.writeTextFile(path, line + "\n", { append: true });
    const poll = await get(`${url}events?since=${count}`);
    assert.equal(poll.text, `[${line}]`);
    assert.equal(poll.headers.get("x-trace-events"), String(count + 1));
    const peakMiB = memory.stop();
    assert.ok(peakMiB > 0 && peakMiB < LONG_FILE_PEAK_MIB, `peak ${peakMiB} MiB`);
  } finally {
    memory.stop();
    child.kill("SIGKILL");
    await child.status;
    reader.releaseLock();
    await child.stdout.cancel().catch(() => {});
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace view: a bad --port value, a missing file, standard input or a FIFO exits 2 with one stderr line naming the flag or the file; a port in use exits 1 and says to give another port", async () => {
  const fifoDir = await Deno.makeTempDir({ prefix: "acp-trace-fifo-" });
  const FIFO = `${fifoDir}/t.fifo`;
  assert.ok((await new Deno.Command("mkfifo", { args: [FIFO] }).output()).success);
  const cases: [string[], number, RegExp][] = [
    [
      ["view", SESSION, "--port", "65536"],
      2,
      /^acp-proxy: trace view: --port must be an integer from 0 to 65535 \(got "65536"\); run 'acp-proxy trace --help' for usage\n$/,
    ],
    [["view", SESSION, "--port=-1"], 2, /^acp-proxy: trace view: --port must be/],
    [["view", SESSION, "--port", "80a"], 2, /^acp-proxy: trace view: --port must be/],
    [
      ["view", SESSION, "--port"],
      2,
      /^acp-proxy: trace view: --port needs a value; run 'acp-proxy trace --help' for usage\n$/,
    ],
    [
      ["view", SESSION, "--json"],
      2,
      /^acp-proxy: trace view: --json is for trace summary only; remove it; run 'acp-proxy trace --help' for usage\n$/,
    ],
    [
      ["view", SESSION, "--port", "0", "--port=0"],
      2,
      /^acp-proxy: trace view: --port is given twice; give it once; run 'acp-proxy trace --help' for usage\n$/,
    ],
    [["view", `${FIXTURES}missing.jsonl`], 2, /^acp-proxy: trace view: no such file: /],
    [["view", FIXTURES], 2, /^acp-proxy: trace view: .* is a directory; give one file of it /],
    [["view", "/dev/null"], 2, /^acp-proxy: trace view: \/dev\/null is not a file; give a /],
    // Before: "no such file: -" and "is not a file", which read as a missing file.
    [
      ["view", "-"],
      2,
      /^acp-proxy: trace view: - \(standard input\) cannot be watched as it grows; give the transcript file's path \(trace summary reads standard input\)\n$/,
    ],
    [
      ["view", FIFO],
      2,
      /^acp-proxy: trace view: .*\.fifo is a FIFO, which cannot be watched as it grows; give the transcript file \(trace summary reads a FIFO\)\n$/,
    ],
    [["view"], 2, /^acp-proxy: trace view: missing PATH/],
  ];
  for (const [args, code, message] of cases) {
    const out: string[] = [];
    const stderr = {
      write: (p: Uint8Array) => (out.push(new TextDecoder().decode(p)), Promise.resolve(p.length)),
    };
    // A usage error returns at once: a viewer that started instead would never return.
    const ran = within(runTrace(args, { stdout: stderr, stderr }), 10_000, args.join(" "));
    assert.equal(await ran, code, args.join(" "));
    assert.match(out.join(""), message, args.join(" "));
    assert.equal(out.join("").split("\n").length, 2, "one line");
  }
  // A port in use: a real process, so that nothing of it stays in this one.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  try {
    const port = (listener.addr as Deno.NetAddr).port;
    const run = await runToEnd(traceArgv("view", SESSION, "--port", String(port)), "", 30_000);
    assert.equal(run.code, 1, run.stderr);
    assert.match(
      run.stderr,
      new RegExp(
        `^acp-proxy: trace view: cannot listen on 127\\.0\\.0\\.1:${port}: .*; give another --port \\(or none: a free one is picked\\)\n$`,
      ),
    );
    assert.equal(run.stderr.split("\n").length, 2);
    assert.equal(run.stdout, "");
  } finally {
    listener.close();
    await Deno.remove(fifoDir, { recursive: true });
  }
});

Deno.test("trace viewer in headless Chromium: one row per frame event, a click shows the frame's JSON with its 20-digit id, filters, an appended event within 2 s, a rewritten file, a screenshot", async () => {
  const { dir, path } = await tempCopy(SESSION);
  const browser = await launchChromium();
  try {
    await withViewer(path, async (viewer) => {
      const page = await browser.newPage({
        viewport: { width: 1360, height: 820 },
        deviceScaleFactor: 2,
        colorScheme: "light",
      });
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      const problems: string[] = [];
      const origins = new Set<string>();
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(`console error: ${m.text()}`);
      });
      page.on("request", (r) => origins.add(new URL(r.url()).origin));

      const lines = eventLines(await Deno.readFile(path));
      const types = lines.map((l) => JSON.parse(l).type as string);
      const frameIndexes = types.flatMap((t, i) => FRAME_TYPES.has(t) ? [i] : []);
      assert.equal(frameIndexes.length, 22);

      await page.goto(viewer.url);
      await page.waitForFunction(
        (n) => document.querySelectorAll("[data-event-index]").length === n,
        frameIndexes.length,
      );
      // One row per frame event, each with its index in /events (a transcript this short is
      // drawn whole); own events have rows of their own, without data-event-index.
      const indexes = await page.$$eval(
        "[data-event-index]",
        (rows) => rows.map((r) => Number(r.getAttribute("data-event-index"))),
      );
      assert.deepEqual(indexes, frameIndexes);
      assert.equal(await page.locator("[data-event-index]:visible").count(), 22, "all visible");
      assert.equal(await page.locator("[data-own-event-index]").count(), lines.length - 22);
      assert.deepEqual(
        await page.$$eval(".lane-name", (lanes) => lanes.map((l) => l.textContent)),
        ["Client", "acp-proxy", "Agent"],
      );

      // The 20-digit id: its row shows the id and the latency of its pair; errors are marked.
      const big = lines.findIndex((l) => l.includes(`"id":12345678901234567890,"method"`));
      const bigResponse = lines.findIndex((l) =>
        l.includes(`"id":12345678901234567890,"is_error"`)
      );
      const bigRow = page.locator(`[data-event-index="${big}"]`);
      assert.match((await bigRow.textContent())!, /#12345678901234567890/);
      assert.match((await bigRow.textContent())!, /4581 ms/);
      const errorResponse = types.findIndex((t, i) =>
        t === "response" && JSON.parse(lines[i]).is_error === true
      );
      assert.ok(
        await page.locator(`[data-event-index="${errorResponse}"]`).evaluate((r) =>
          r.classList.contains("is-error")
        ),
      );
      assert.equal(await page.locator(".row.is-error").count(), 2, "the error response and event");

      // Click → the frame's full JSON, its id digit for digit; the pair is pointed at.
      await bigRow.click();
      const detail = page.locator("#detail-json");
      await detail.waitFor();
      const json = (await detail.textContent())!;
      assert.match(json, /"id": 12345678901234567890,/);
      assert.doesNotMatch(json, /12345678901234567000|e\+19/);
      assert.equal(await page.locator("#detail-id").textContent(), "12345678901234567890");
      assert.match((await page.locator("#detail").textContent())!, new RegExp(`#${bigResponse}`));
      assert.ok(
        await page.locator(`[data-event-index="${bigResponse}"]`).evaluate((r) =>
          r.classList.contains("pair-highlight")
        ),
      );
      const shot = `${dir}/trace-viewer.png`;
      await page.screenshot({ path: shot });
      console.log(`screenshot: ${shot}`);
      if (Deno.env.get("ACP_UPDATE_SCREENSHOT") === "1") {
        await Deno.copyFile(shot, `${ROOT}docs/trace-viewer.png`);
        console.log(`screenshot: ${ROOT}docs/trace-viewer.png (ACP_UPDATE_SCREENSHOT=1)`);
      }

      // Filters: by method, by session, errors only.
      const visibleFrames = () => page.locator("[data-event-index]:visible").count();
      await page.selectOption("#method-filter", "session/update");
      assert.equal(await visibleFrames(), 7);
      await page.selectOption("#method-filter", "");
      await page.selectOption("#session-filter", "sess_7f3a9c2e41b84d05");
      assert.equal(await visibleFrames(), 20, "all but initialize and its response");
      await page.selectOption("#session-filter", "");
      await page.check("#errors-only");
      assert.equal(await page.locator(".row:visible").count(), 2);
      await page.uncheck("#errors-only");
      await page.uncheck("#show-own");
      assert.equal(await page.locator(".row:visible").count(), 22);
      await page.check("#show-own");

      // Live: an appended event has its row within 2 s.
      const appended =
        `{"type":"request","ts":7.5,"protocol":"acp","from":"Client","to":"Agent","id":98765432109876543210,"method":"session/prompt","params":{"sessionId":"sess_7f3a9c2e41b84d05","prompt":[]}}`;
      const started = performance.now();
      await Deno.writeTextFile(path, appended + "\n", { append: true });
      const row = page.locator(`[data-event-index="${lines.length}"]`);
      await row.waitFor({ timeout: 2_000 });
      console.log(`appended row after ${Math.round(performance.now() - started)} ms`);
      assert.match((await row.textContent())!, /#98765432109876543210/);
      await row.click();
      assert.match((await detail.textContent())!, /"id": 98765432109876543210,/);

      // A rewritten file (a new capture) replaces the rows: the Rust conductor's lanes.
      const rust = eventLines(await Deno.readFile(RUST));
      const rustFrames = rust.filter((l) => FRAME_TYPES.has(JSON.parse(l).type)).length;
      await Deno.writeTextFile(path, rust.join("\n") + "\n");
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll("[data-event-index]").length === n &&
          Array.from(document.querySelectorAll(".lane-name")).some((l) =>
            l.textContent === "Proxy(0)"
          ),
        rustFrames,
        { timeout: 2_000 },
      );
      assert.deepEqual(
        await page.$$eval(".lane-name", (lanes) => lanes.map((l) => l.textContent)),
        ["Client", "acp-proxy", "Proxy(0)", "Agent"],
      );
      const uuidRow = page.locator(`[data-event-index="1"]`);
      assert.match((await uuidRow.textContent())!, /#"0b6f4a7e…/);
      assert.equal(
        await uuidRow.locator(".chip.id").getAttribute("data-id"),
        `"0b6f4a7e-8c1d-4f2a-9e3b-5d7c1a2b3c4d"`,
      );
      assert.match((await uuidRow.textContent())!, /89\.4 ms/);

      assert.deepEqual(problems, []);
      assert.deepEqual([...origins], [new URL(viewer.url).origin], "nothing fetched elsewhere");
      await page.close();
    });
  } finally {
    await within(browser.close(), 15_000, "Chromium closes");
    await Deno.remove(dir, { recursive: true });
  }
});

/** A page of the headless Chromium. */
type ViewerPage = Awaited<ReturnType<Awaited<ReturnType<typeof launchChromium>>["newPage"]>>;

/**
 * Opens the first event's detail and gives all the text the page shows: the body, the filter
 * options and every tooltip.
 */
async function firstEventText(page: ViewerPage): Promise<string> {
  await page.locator(`[data-event-index="0"]`).click();
  await page.locator("#detail-json").waitFor();
  return [
    await page.locator("body").innerText(),
    await page.$$eval("option", (os) => os.map((o) => o.textContent).join(" ")),
    await page.$$eval("[title]", (es) => es.map((e) => e.getAttribute("title")).join(" ")),
  ].join(" ");
}

Deno.test("trace viewer in headless Chromium: a peer's bidirectional controls (U+202E and the like), control characters (ESC, NEL) and line separators show as \\u escapes in rows, filters and the frame's JSON, never raw (no text shown reversed or hidden), as trace summary shows them", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-bidi-" });
  const path = `${dir}/bidi.jsonl`;
  const method = "fs/read\u202egpj.exe\u001b[31m\u0085\u2028";
  await Deno.writeTextFile(
    path,
    requestAndErrorLines(method, "s\u2066x", { code: -32000, message: "bad \u200f\u202dfile" }),
  );

  try {
    await withPage(path, 2, async (page) => {
      const text = await firstEventText(page);
      assert.doesNotMatch(
        text,
        // deno-lint-ignore no-control-regex -- looking for control characters is the point
        /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/,
        "no raw control",
      );
      assert.match(text, /fs\/read\\u202egpj\.exe\\u001b\[31m\\u0085\\u2028/);
      assert.match(text, /s\\u2066x/);
      await page.locator(`[data-event-index="1"]`).click();
      assert.match((await page.locator("#detail-json").textContent())!, /bad \\u200f\\u202dfile/);
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace viewer in headless Chromium: characters that show as nothing (a zero-width space, tag characters that spell a hidden text) show as \\u escapes, a tag character as its two halves, as trace summary and log lines write them; an emoji's zero-width joiner stays (before: shown raw, the hidden text unseen)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-unseen-" });
  const path = `${dir}/unseen.jsonl`;
  const method = "fs/read\u200bfile\u{e0069}\u{e0067}";
  await Deno.writeTextFile(
    path,
    requestAndErrorLines(method, "s\u2060x", {
      code: -32000,
      message: "by \u{1f469}\u200d\u{1f4bb}",
    }),
  );
  try {
    await withPage(path, 2, async (page) => {
      const text = await firstEventText(page);
      assert.doesNotMatch(text, /[\u200b\u2060\u{e0000}-\u{e007f}]/u, "nothing hidden");
      assert.match(text, /fs\/read\\u200bfile\\udb40\\udc69\\udb40\\udc67/);
      assert.match(text, /s\\u2060x/);
      await page.locator(`[data-event-index="1"]`).click();
      assert.match(
        (await page.locator("#detail-json").textContent())!,
        /by \u{1f469}\u200d\u{1f4bb}/u,
      );
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace viewer in headless Chromium: the router's own answer to a request that went on to the agent (a failed dial) pairs with it, as trace summary pairs it: the request shows its latency, not pending", async () => {
  await withTranscriptPage(
    [
      `{"type":"request","ts":0.1,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"initialize","params":{}}`,
      `{"type":"error","ts":0.2,"message":"could not reach","stage":"start"}`,
      `{"type":"response","ts":0.35,"protocol":"acp","from":"acp-proxy","to":"Client","id":1,"is_error":true,"payload":{"code":-32603,"message":"failed"}}`,
    ],
    2,
    async (page) => {
      const request = (await page.locator(`[data-event-index="0"]`).textContent())!;
      assert.match(request, /250 ms/);
      assert.doesNotMatch(request, /pending/);
    },
  );
});

Deno.test("trace viewer in headless Chromium: a response whose id no open request has as its text pairs by value, as trace summary pairs it (1.0 answered 1, 5 and 5.0 each their own); a string id is never a number", async () => {
  const req = (ts: number, id: string, method: string) =>
    `{"type":"request","ts":${ts},"protocol":"acp","from":"Client","to":"Agent","id":${id},"method":"${method}","params":{}}`;
  const res = (ts: number, id: string) =>
    `{"type":"response","ts":${ts},"protocol":"acp","from":"Agent","to":"Client","id":${id},"is_error":false,"payload":{}}`;
  await withTranscriptPage(
    [
      req(0, "1.0", "a/float"),
      res(0.1, "1"),
      req(1, "5.0", "d/float"),
      req(1, "5", "d/int"),
      res(1.4, "5"),
      res(1.5, "5.0"),
      req(2, `"7"`, "e/string"),
      res(2.1, "7"),
    ],
    8,
    async (page) => {
      const row = async (i: number) =>
        (await page.locator(`[data-event-index="${i}"]`).textContent())!;
      assert.match(await row(0), /100 ms/);
      assert.match(await row(2), /500 ms/);
      assert.match(await row(3), /400 ms/);
      assert.match(await row(6), /pending/);
    },
  );
});

/**
 * Opens a page of one request whose params are `params`, clicks its row and gives `check` the
 * frame's JSON pane and its text.
 */
async function oneFrameShown(
  params: string,
  check: (
    page: ChromiumPage,
    detail: ReturnType<ChromiumPage["locator"]>,
    json: string,
  ) => Promise<void> | void,
): Promise<void> {
  await withTranscriptPage(
    [
      `{"type":"request","ts":0.1,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m","params":${params}}`,
    ],
    1,
    async (page) => {
      await page.locator(`[data-event-index="0"]`).click();
      const detail = page.locator("#detail-json");
      await detail.waitFor();
      await check(page, detail, (await detail.textContent())!);
    },
  );
}

Deno.test("trace viewer in headless Chromium: a frame nested 20,000 deep shows its JSON on click (the indentation stops growing; it threw 'Invalid string length')", async () => {
  const depth = 20_000;
  const params = "[".repeat(depth) + `"innermost"` + "]".repeat(depth);
  await oneFrameShown(params, (_page, _detail, json) => {
    assert.match(json, /"innermost"/);
    assert.ok(json.length < 200 * depth, `${json.length} characters`);
  });
});

Deno.test("trace viewer in headless Chromium: a frame of more than 50,000 JSON tokens (an array of 200,000 numbers) shows as recorded, saying so, not laid out token by token (before trace13: a span and an indentation per token, some 66 times the frame: a million numbers froze the page for 19 s, two million levels for good)", async () => {
  const params = `[${Array.from({ length: 200_000 }, (_, i) => i % 10).join(",")}]`;
  await oneFrameShown(params, async (page, detail, json) => {
    assert.ok(json.includes(`"params":${params}`), "the frame's text as recorded");
    assert.equal(await detail.locator("span").count(), 0, "no span per token");
    assert.match(
      (await page.locator("#detail").textContent())!,
      /as recorded: over 50000 JSON tokens are not laid out/,
    );
  });
});

Deno.test("trace viewer in headless Chromium: the header counts as trace summary does: dropped sums whole positive counts only, and the duration is the latest ts minus the earliest, whatever the lines' order", async () => {
  await withTranscriptPage(
    [
      `{"type":"request","ts":5,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m"}`,
      `{"type":"dropped","ts":1,"count":2.5}`,
      `{"type":"dropped","ts":9,"count":-2}`,
      `{"type":"dropped","ts":4,"count":5}`,
      `{"type":"response","ts":3,"protocol":"acp","from":"Agent","to":"Client","id":1,"is_error":false,"payload":{}}`,
    ],
    2,
    async (page, path) => {
      const summary = await summarizeTranscriptFile(path);
      assert.equal(summary.dropped, 5);
      assert.equal(summary.duration_ms, 8000);
      const stats = (await page.locator("#stats").textContent())!;
      assert.match(stats, /errors5 ?dropped/, stats);
      assert.match(stats, /8\.000 s/, stats);
    },
  );
});

Deno.test("trace viewer in headless Chromium: a damaged ts (1e400, 1e306) counts as none, as trace summary takes it: the duration and the latency stay finite (the page said 'NaN s' and 'Infinity ms'); one event, frame and skipped line are said in the singular", async () => {
  await withTranscriptPage(
    [
      `{"type":"request","ts":1e400,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m"}`,
      `{"type":"response","ts":1e306,"protocol":"acp","from":"Agent","to":"Client","id":1,"is_error":false,"payload":{}}`,
      `not json`,
    ],
    2,
    async (page, path) => {
      const summary = await summarizeTranscriptFile(path);
      assert.equal(summary.duration_ms, 0);
      const stats = (await page.locator("#stats").textContent())!;
      assert.match(stats, /0\.000 s/, stats);
      assert.doesNotMatch(stats, /NaN|Infinity/, stats);
      assert.match(stats, /1 ?line skipped/, stats);
      const body = await page.locator("body").innerText();
      assert.doesNotMatch(body, /NaN|Infinity/, body);
    },
  );
  await withTranscriptPage(
    [`{"type":"request","ts":2,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m"}`],
    1,
    async (page) => {
      const stats = (await page.locator("#stats").textContent())!;
      assert.match(stats, /1 ?event(?!s)/, stats);
      assert.match(stats, /1 ?frame(?!s)/, stats);
      assert.doesNotMatch(stats, /1 ?events|1 ?frames/, stats);
    },
  );
});

/** A page of the browser the tests launch. */
type ChromiumPage = Awaited<ReturnType<Awaited<ReturnType<typeof launchChromium>>["newPage"]>>;

/** The page's text once it shows `needle` (or after 5 s, for the assertion to say what it shows). */
async function bodyTextShowing(page: ChromiumPage, needle: string): Promise<string> {
  let text = "";
  for (let i = 0; i < 100 && !text.includes(needle); i++) {
    text = await page.locator("body").innerText();
    if (!text.includes(needle)) await delay(50);
  }
  return text;
}

Deno.test("trace viewer in headless Chromium: a batch's dropped event shows its reason, between the parties it names (a recorder's loss still says how many events)", async () => {
  await withTranscriptPage(
    [
      `{"type":"request","ts":1,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m"}`,
      `{"type":"dropped","ts":2,"count":500,"from":"Client","to":"Agent","reason":"entries of a batch past its first 1000"}`,
      `{"type":"dropped","ts":3,"count":1}`,
    ],
    1,
    async (page) => {
      const text = await bodyTextShowing(page, "dropped 1 event");
      assert.ok(text.includes("dropped 500 · entries of a batch past its first 1000"), text);
      assert.ok(text.includes("dropped 1 event"), text);
      // Placed on the Client -> Agent arrow like a frame, not on the daemon's own lane.
      assert.equal(await page.locator(`[data-own-event-index="1"] .label`).count(), 1);
      assert.equal(await page.locator(`[data-own-event-index="2"] .pill`).count(), 1);
    },
  );
});

Deno.test("trace viewer in headless Chromium: a hand-made route, agent_exit or error event missing its fields shows '?' for each, never 'undefined' (trace8)", async () => {
  await withTranscriptPage(
    [
      `{"type":"request","ts":1,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m"}`,
      `{"type":"route","ts":2}`,
      `{"type":"agent_exit","ts":3}`,
      `{"type":"error","ts":4}`,
    ],
    1,
    async (page) => {
      const text = await bodyTextShowing(page, "route: requested ? \u2192 selected ?");
      assert.ok(text.includes("exited · code ?"), text);
      assert.ok(text.includes("error · ?"), text);
      assert.ok(!text.includes("undefined"), text);
    },
  );
});

Deno.test("trace viewer in headless Chromium: a file naming 80 parties gets lanes for the first 64 other than Client, acp-proxy and Agent, and one for the rest, with every frame still shown (trace10: one lane each, 5000 lanes took the page 8 s)", async () => {
  // 40 frames between 80 parties of their own (few enough rows to be drawn whole).
  const lines = Array.from(
    { length: 40 },
    (_, i) =>
      `{"type":"request","ts":${i},"protocol":"acp","from":"P${i}","to":"Q${i}","id":${i},"method":"m"}`,
  );
  await withTranscriptPage(lines, 40, async (page) => {
    const lanes = await page.$$eval(".lane-name", (all) => all.map((l) => l.textContent));
    // Client, acp-proxy and Agent, the first 64 others, and one for the rest.
    assert.equal(lanes.length, 68, lanes.join(", "));
    assert.ok(lanes.includes("(other parties)"), lanes.join(", "));
    assert.ok(lanes.includes("P0") && lanes.includes("Q0"), lanes.join(", "));
  });
});

Deno.test("trace viewer in headless Chromium: parties drawn in the '(other parties)' lane still pair by their own names (regress75: a response from one paired with another's request of the same id), and proxies past the first 64 share that lane too", async () => {
  const lines = [
    ...Array.from(
      { length: 33 },
      (_, i) =>
        `{"type":"notification","ts":0,"protocol":"acp","from":"P${i}","to":"Q${i}","method":"n"}`,
    ),
    `{"type":"request","ts":1,"protocol":"acp","from":"Client","to":"partyA","id":1,"method":"slowA"}`,
    `{"type":"request","ts":2,"protocol":"acp","from":"Client","to":"partyB","id":1,"method":"fastB"}`,
    `{"type":"response","ts":2.5,"protocol":"acp","from":"partyB","to":"Client","id":1,"is_error":false,"payload":{}}`,
    ...Array.from(
      { length: 10 },
      (_, i) =>
        `{"type":"notification","ts":3,"protocol":"acp","from":"proxy:${i}","to":"Agent","method":"n"}`,
    ),
  ];
  await withTranscriptPage(lines, lines.length, async (page) => {
    const slow = (await page.locator(`[data-event-index="33"]`).textContent())!;
    const fast = (await page.locator(`[data-event-index="34"]`).textContent())!;
    assert.match(fast, /500 ms/, fast);
    assert.doesNotMatch(slow, /\d ms/, slow);
    const lanes = await page.$$eval(".lane-name", (all) => all.map((l) => l.textContent));
    assert.equal(lanes.length, 68, lanes.join(", "));
    assert.ok(!lanes.some((l) => /^Proxy\(/.test(l!)), lanes.join(", "));
  });
});

Deno.test("trace viewer in headless Chromium: a removed transcript is said once in the banner with what the page does next, and the rows come back with the file (trace10: 'Cannot read the transcript: cannot read the transcript: ...')", async () => {
  const line =
    `{"type":"request","ts":1,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m"}`;
  await withTranscriptPage([line], 1, async (page, path) => {
    const kept = await Deno.readTextFile(path);
    await Deno.remove(path);
    await page.locator("#banner:not(.hidden)").waitFor();
    const banner = (await page.locator("#banner").textContent())!;
    assert.match(
      banner,
      /^Cannot read the transcript: [^\n]*No such file[^\n]* \(trying again every 500 ms\)$/,
      banner,
    );
    assert.equal(banner.match(/cannot read the transcript/gi)?.length, 1, banner);
    await Deno.writeTextFile(path, kept);
    await page.locator("#banner.hidden").waitFor({ state: "attached" });
  });
});

Deno.test("trace viewer in headless Chromium: a damaged file's agent_exit whose signal or code is an object shows it as JSON, not [object Object]", async () => {
  await withTranscriptPage(
    [
      `{"type":"request","ts":1,"protocol":"acp","from":"Client","to":"Agent","id":1,"method":"m"}`,
      `{"type":"agent_exit","ts":2,"signal":{"x":1}}`,
      `{"type":"agent_exit","ts":3,"code":[7]}`,
    ],
    1,
    async (page) => {
      const text = await bodyTextShowing(page, "code [7]");
      assert.ok(text.includes('signal {"x":1}'), text);
      assert.ok(!text.includes("[object Object]"), text);
    },
  );
});

Deno.test("trace viewer in headless Chromium: 200,000 events: only the rows near the viewport are in the DOM, the end of the list shows the last event, a row far down opens its frame, its pair link and the arrow keys scroll to their row, and a filter shows its one row", async () => {
  const count = 200_000;
  const frame = (type: string, id: string, rest: string) =>
    `{"type":"${type}","ts":${lines.length / 1000},"protocol":"acp",` +
    (type === "request" ? `"from":"Client","to":"Agent"` : `"from":"Agent","to":"Client"`) +
    `,"id":${id},${rest}}`;
  const lines: string[] = [];
  // The first request is answered by the last-but-one event: its pair is 199,998 rows away.
  lines.push(frame("request", `"first"`, `"method":"first/method","params":{}`));
  for (let i = 1; lines.length < count - 2; i++) {
    lines.push(frame("request", String(i), `"method":"m/${i % 3}","params":{"n":${i}}`));
    if (lines.length < count - 2) {
      lines.push(frame("response", String(i), `"is_error":false,"payload":{"n":${i}}`));
    }
  }
  lines.push(frame("response", `"first"`, `"is_error":false,"payload":{}`));
  lines.push(frame("request", `"the-last-one"`, `"method":"last/method","params":{}`));
  assert.equal(lines.length, count);
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-big-" });
  const path = `${dir}/big.jsonl`;
  await Deno.writeTextFile(path, lines.join("\n") + "\n");
  const browser = await launchChromium();
  try {
    await withViewer(path, async (viewer) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(`console error: ${m.text()}`);
      });
      await page.goto(viewer.url);
      await page.waitForFunction(
        (n) => document.getElementById("stats").textContent!.startsWith(`${n} events`),
        count,
        { timeout: 60_000 },
      );
      const rows = () => page.locator(".row").count();
      const row = (i: number) => page.locator(`[data-event-index="${i}"]`);
      assert.ok(await rows() < 500, `${await rows()} rows in the DOM`);
      await row(0).waitFor();

      // The end of the list: the last event's row, and still few rows.
      await page.evaluate(() => {
        const diagram = document.getElementById("diagram");
        diagram.scrollTop = diagram.scrollHeight;
      });
      await row(count - 1).waitFor();
      assert.match((await row(count - 1).textContent())!, /last\/method.*#"the-last-one".*pending/);
      assert.equal(await row(0).count(), 0, "the first row is no longer drawn");
      assert.ok(await rows() < 500, `${await rows()} rows in the DOM`);

      // A row far down opens its frame; its pair link scrolls back to the first row.
      await row(count - 2).click();
      const detail = page.locator("#detail-json");
      assert.match((await detail.textContent())!, /"id": "first"/);
      await page.locator("#detail button.link", { hasText: "#0" }).click();
      await row(0).waitFor();
      assert.ok(await row(0).evaluate((r) => r.classList.contains("selected")));
      assert.match((await detail.textContent())!, /"method": "first\/method"/);
      assert.ok(await rows() < 500, `${await rows()} rows in the DOM`);

      // In the middle: a click, then the down arrow selects the next row and keeps it drawn.
      await page.evaluate(() => {
        const diagram = document.getElementById("diagram");
        diagram.scrollTop = diagram.scrollHeight / 2;
      });
      await page.waitForFunction(
        (n) => document.querySelectorAll(`[data-event-index="${n}"]`).length === 1,
        count / 2,
      );
      await row(count / 2).click();
      const shownEvent = () => page.locator("#detail dd").first().textContent();
      assert.equal(await shownEvent(), `#${count / 2}`);
      for (let step = 1; step <= 30; step++) await page.keyboard.press("ArrowDown");
      const below = row(count / 2 + 30);
      await below.waitFor();
      assert.ok(await below.evaluate((r) => r.classList.contains("selected")));
      assert.equal(await shownEvent(), `#${count / 2 + 30}`);
      assert.ok(await rows() < 500, `${await rows()} rows in the DOM`);

      // A filter draws only what it shows.
      await page.selectOption("#method-filter", "last/method");
      await row(count - 1).waitFor();
      assert.equal(await page.locator(".row").count(), 1);
      assert.equal(await page.locator("#shown-count").textContent(), `1 of ${count} shown`);
      await page.selectOption("#method-filter", "");
      await row(count - 1).waitFor({ state: "detached" });
      assert.ok(await rows() > 1 && await rows() < 500, `${await rows()} rows in the DOM`);

      // At the end of the list, an appended event is drawn and the list follows it.
      await page.evaluate(() => {
        const diagram = document.getElementById("diagram");
        diagram.scrollTop = diagram.scrollHeight;
      });
      await row(count - 1).waitFor();
      await Deno.writeTextFile(
        path,
        frame("notification", "0", `"method":"appended/method","params":{}`).replace(
          `"id":0,`,
          "",
        ) +
          "\n",
        { append: true },
      );
      await row(count).waitFor();
      assert.match((await row(count).textContent())!, /appended\/method/);
      await page.waitForFunction(() => {
        const diagram = document.getElementById("diagram");
        return diagram.scrollTop + diagram.clientHeight >= diagram.scrollHeight - 40;
      });
      assert.ok(await rows() < 500, `${await rows()} rows in the DOM`);
      assert.deepEqual(problems, []);
      await page.close();
    });
  } finally {
    await within(browser.close(), 15_000, "Chromium closes");
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("trace viewer in headless Chromium: with a session filter on, a session/new request that came before its response shows once the response names the session", async () => {
  const request = (id: number) =>
    `{"type":"request","ts":${id},"protocol":"acp","from":"Client","to":"Agent","id":${id},"method":"session/new","params":{}}`;
  const response = (id: number, session: string) =>
    `{"type":"response","ts":${
      id + 0.5
    },"protocol":"acp","from":"Agent","to":"Client","id":${id},"is_error":false,"payload":{"sessionId":"${session}"}}`;
  await withTranscriptPage(
    [request(1), response(1, "sess_A"), request(2), response(2, "sess_B")],
    4,
    async (page, path) => {
      const shownFrames = () => page.locator("[data-event-index]:visible").count();
      await page.selectOption("#session-filter", "sess_B");
      assert.equal(await shownFrames(), 2);
      await Deno.writeTextFile(path, request(3) + "\n", { append: true });
      await page.waitForFunction(
        () => document.getElementById("stats").textContent!.startsWith("5 events"),
      );
      assert.equal(await shownFrames(), 2, "no session yet");
      await Deno.writeTextFile(path, response(3, "sess_B") + "\n", { append: true });
      await page.locator(`[data-event-index="4"]`).waitFor();
      assert.equal(await shownFrames(), 4);
      assert.ok(await page.locator(`[data-event-index="2"]`).isVisible());
    },
  );
});

/** The viewer of a transcript of `lines` (a file of its own) open in headless Chromium. */
async function withTranscriptPage(
  lines: string[],
  rows: number,
  fn: (
    page: Awaited<ReturnType<Awaited<ReturnType<typeof launchChromium>>["newPage"]>>,
    path: string,
  ) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "acp-trace-" });
  const path = `${dir}/t.jsonl`;
  await Deno.writeTextFile(path, lines.join("\n") + "\n");
  try {
    await withPage(path, rows, (page) => fn(page, path));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** The viewer of `path` open in headless Chromium, once it shows `rows` frame rows. */
async function withPage(
  path: string,
  rows: number,
  fn: (page: ViewerPage) => Promise<void>,
): Promise<void> {
  const browser = await launchChromium();
  try {
    await withViewer(path, async (viewer) => {
      const page = await browser.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      await page.goto(viewer.url);
      await page.waitForFunction(
        (n) => document.querySelectorAll("[data-event-index]").length === n,
        rows,
      );
      await fn(page);
    });
  } finally {
    await within(browser.close(), 15_000, "Chromium closes");
  }
}

Deno.test("trace viewer in headless Chromium: ids and session ids longer than 16383 characters pair and count exactly, as trace summary's do: two long ids one character apart answered in reverse order show their own latencies, the router's own answer finds its long id, long session ids are two sessions", async () => {
  await withTranscriptPage(
    longIdLines().lines,
    6,
    async (page) => {
      const row = async (i: number) =>
        (await page.locator(`[data-event-index="${i}"]`).textContent())!;
      assert.match(await row(0), /4000 ms/);
      assert.match(await row(1), /500 ms/);
      assert.match(await row(2), /250 ms/);
      for (const i of [0, 1, 2]) assert.doesNotMatch(await row(i), /pending/);
      const sessions = await page.locator("#session-filter option").count();
      assert.equal(sessions, 3, "All sessions and the two long ones");
    },
  );
});
