/**
 * The transcript recorder on its own (`observation/ring_recorder.ts` and its worker, started by `startTranscript`):
 * any bytes in give valid JSON Lines with one event per line of the file, one frame event
 * per entry of each line (a `non_json` event for a line that is not JSON), ts never
 * decreasing; ids keep their digits; a recorder that falls behind drops whole events and
 * says how many; the file is private, truncated, and a FIFO works.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { startTranscript, type TranscriptRecorder } from "../observation/transcript_recorder.ts";
import { within } from "./fixtures/support.ts";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";
import { linesOf } from "./fixtures/transcript_checks.ts";

const encoder = new TextEncoder();

interface Event {
  type: string;
  ts: number;
  from?: string;
  to?: string;
  [key: string]: unknown;
}

async function record(
  feed: (r: TranscriptRecorder) => void,
  options: { maxQueuedBytes?: number; closeTimeoutMs?: number } = {},
): Promise<{ text: string; events: Event[]; dropped: number }> {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/t.jsonl`;
    const recorder = await startTranscript(path, options);
    feed(recorder);
    const dropped = await within(recorder.close(), 30_000, "the recorder to close");
    const text = await Deno.readTextFile(path);
    const events = text.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l) as Event);
    return { text, events, dropped };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** The events one line must give, by an oracle independent of the recorder: JSON.parse. */
function expectedEvents(line: Uint8Array): number {
  const text = (() => {
    try {
      return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(line);
    } catch {
      return null;
    }
  })();
  if (text !== null && /^[ \t\r\n]*$/.test(text)) return 0; // JSON whitespace only: not a frame
  if (text === null) return 1; // non_json
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) && value.length > 0 ? value.length : 1;
  } catch {
    return 1; // non_json
  }
}

/** Lines that are JSON-RPC-ish, JSON but not JSON-RPC, not JSON, or not UTF-8. */
const line = fc.oneof(
  fc.constantFrom(
    `{"jsonrpc":"2.0","id":12345678901234567890,"method":"initialize","params":{"protocolVersion":1}}`,
    `{"jsonrpc":"2.0","id":"a","result":{"x":1.0}}`,
    `{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no"}}`,
    `{"jsonrpc":"2.0","method":"session/update","params":{"u":"\\u00e9"}}`,
    `[{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"b"}]`,
    `[]`,
    `{"not":"rpc"}`,
    `Welcome to the agent!`,
    `\u001b[32mgreen\u001b[0m`,
    `   `,
    `{"jsonrpc":"2.0","id":3,"method":"x"}\r`,
  ).map((s) => encoder.encode(s)),
  fc.uint8Array({ maxLength: 300 }).map((b) => b.map((x) => (x === 10 ? 32 : x))),
  fc.jsonValue().map((v) => encoder.encode(JSON.stringify(v))),
);

Deno.test("transcript recorder: any bytes, in any chunks, in two directions give valid JSONL, one frame event per entry of each line, ts never decreasing (property)", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.boolean(), fc.array(line, { maxLength: 8 }), fc.nat(50)), {
        maxLength: 12,
      }),
      async (writes) => {
        const streams = { up: [] as Uint8Array[], down: [] as Uint8Array[] };
        const { text, events, dropped } = await record((r) => {
          for (const [up, lines, cut] of writes) {
            const raw = new Uint8Array(lines.reduce((n, l) => n + l.length + 1, 0));
            let at = 0;
            for (const l of lines) {
              raw.set(l, at);
              raw[at + l.length] = 10;
              at += l.length + 1;
            }
            (up ? streams.up : streams.down).push(raw);
            const split = Math.min(cut, raw.length);
            const [from, to] = up ? ["Client", "Agent"] : ["Agent", "Client"];
            r.bytes(from, to, raw.subarray(0, split));
            r.bytes(from, to, raw.subarray(split));
          }
        });
        assert.equal(dropped, 0);
        // One JSON object per line of the file, and nothing else.
        for (const l of text.split("\n").slice(0, -1)) assert.ok(JSON.parse(l).type, l);
        assert.ok(text === "" || text.endsWith("\n"));
        for (let i = 1; i < events.length; i++) assert.ok(events[i].ts >= events[i - 1].ts);
        for (const [dir, from] of [["up", "Client"], ["down", "Agent"]] as const) {
          const all = new Uint8Array(streams[dir].reduce((n, c) => n + c.length, 0));
          let at = 0;
          for (const c of streams[dir]) all.set(c, (at += c.length) - c.length);
          const expected = linesOf(all).reduce((n, l) => n + expectedEvents(l), 0);
          assert.equal(events.filter((e) => e.from === from).length, expected, dir);
        }
      },
    ),
    { numRuns: 60 },
  );
});

Deno.test("transcript recorder: ids keep their digits and raw members are spliced as they were", async () => {
  const frame =
    `{"jsonrpc":"2.0","id":12345678901234567890,"method":"x","params":{"a":1.0,"b":"\\u00e9"}}\n`;
  const { text } = await record((r) => r.bytes("Client", "Agent", encoder.encode(frame)));
  assert.match(text, /"id":12345678901234567890,/);
  assert.match(text, /"params":\{"a":1\.0,"b":"\\u00e9"\}/);
});

Deno.test("transcript recorder: a recorder that falls behind drops whole events and records how many", async () => {
  const lineText = `{"jsonrpc":"2.0","method":"session/update","params":{"x":"${
    "y".repeat(900)
  }"}}\n`;
  const chunk = encoder.encode(lineText.repeat(64)); // 64 events per chunk
  const chunks = 400;
  const { events } = await record((r) => {
    for (let i = 0; i < chunks; i++) r.bytes("Agent", "Client", chunk);
  }, { maxQueuedBytes: 256 * 1024 });
  const recorded = events.filter((e) => e.type === "notification").length;
  const dropped = events.filter((e) => e.type === "dropped")
    .reduce((n, e) => n + (e.count as number), 0);
  assert.ok(dropped > 0, "the burst was bigger than the bound");
  for (const e of events.filter((e) => e.type === "dropped")) assert.ok((e.count as number) >= 1);
  assert.equal(recorded + dropped, chunks * 64, "every line is either recorded or counted");
});

Deno.test("transcript recorder: chunks dropped just before an own event (the session's end) are counted before it, once: a line whose end was in the last dropped chunk is not counted twice", async () => {
  const lineText = `{"jsonrpc":"2.0","method":"m","params":{"x":"${"y".repeat(950)}"}}\n`;
  const lines = 2000;
  const all = encoder.encode(lineText.repeat(lines));
  const size = 10_007; // chunks that end mid-line
  const { events } = await record((r) => {
    for (let at = 0; at < all.length; at += size) {
      r.bytes("Client", "Agent", all.subarray(at, at + size));
    }
    r.event("agent_exit", { code: 0, signal: null }); // before the worker has caught up
  }, { maxQueuedBytes: 256 * 1024 });
  const recorded = events.filter((e) => e.type === "notification").length;
  const dropped = events.filter((e) => e.type === "dropped")
    .reduce((n, e) => n + (e.count as number), 0);
  assert.ok(dropped > 0, "the burst was bigger than the bound");
  assert.equal(recorded + dropped, lines, "every line is either recorded or counted, once");
  const exit = events.findIndex((e) => e.type === "agent_exit");
  const lastDropped = events.findLastIndex((e) => e.type === "dropped");
  assert.ok(lastDropped < exit, "what was lost before the end is counted before it");
});

Deno.test("transcript recorder: the file is created private (0600) and an existing one is truncated", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/t.jsonl`;
    await Deno.writeTextFile(path, "old content that must go\n".repeat(100));
    const recorder = await startTranscript(path);
    recorder.event("error", { message: "hello" });
    await recorder.close();
    const text = await Deno.readTextFile(path);
    assert.doesNotMatch(text, /old content/);
    assert.match(text, /^\{"type":"error","ts":[0-9.]+,"message":"hello"\}\n$/);
    const fresh = `${dir}/fresh.jsonl`;
    const second = await startTranscript(fresh);
    await second.close();
    assert.equal((await Deno.stat(fresh)).mode! & 0o777, 0o600);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript recorder: a copy-and-truncate rotation mid-session leaves no hole (the file is appended to): what follows starts at the file's new start", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = `${dir}/t.jsonl`;
    const recorder = await startTranscript(path);
    recorder.event("error", { message: "before the rotation" });
    await within(
      (async () => {
        while ((await Deno.stat(path).catch(() => ({ size: 0 }))).size === 0) {
          await new Promise((r) => setTimeout(r, 10));
        }
      })(),
      10_000,
      "the first event in the file",
    );
    await Deno.truncate(path, 0); // logrotate's copytruncate
    recorder.event("error", { message: "after the rotation" });
    await within(recorder.close(), 30_000, "the recorder to close");
    const text = await Deno.readTextFile(path);
    assert.match(text, /^\{"type":"error","ts":[0-9.]+,"message":"after the rotation"\}\n$/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript recorder: createNew never writes through a file or link already at the path: onFailure says so and the link's target is untouched", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const victim = `${dir}/victim.txt`;
    await Deno.writeTextFile(victim, "precious\n");
    for (
      const [name, plant] of [
        ["link.jsonl", (p: string) => Deno.symlink(victim, p)],
        ["file.jsonl", (p: string) => Deno.writeTextFile(p, "someone else's\n")],
      ] as const
    ) {
      const path = `${dir}/${name}`;
      await plant(path);
      const failures: string[] = [];
      const recorder = await startTranscript(path, {
        createNew: true,
        onFailure: (m) => failures.push(m),
      });
      recorder.event("error", { message: "secret" });
      assert.equal(await within(recorder.close(), 30_000, "the recorder to close"), -1, name);
      assert.equal(recorder.failed, true, name);
      assert.equal(failures.length, 1, name);
      assert.match(failures[0], /^cannot open the transcript: .*(exists|File exists)/i, name);
    }
    assert.equal(await Deno.readTextFile(victim), "precious\n");
    assert.equal(await Deno.readTextFile(`${dir}/file.jsonl`), "someone else's\n");
    // Nothing there: a new private file.
    const fresh = `${dir}/fresh.jsonl`;
    const recorder = await startTranscript(fresh, { createNew: true });
    recorder.event("error", { message: "hello" });
    assert.equal(await within(recorder.close(), 30_000, "the recorder to close"), 0);
    assert.equal(recorder.failed, false);
    assert.match(await Deno.readTextFile(fresh), /"message":"hello"/);
    assert.equal((await Deno.stat(fresh)).mode! & 0o777, 0o600);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/** Runs `script` with `deno eval` (60 s at most): its exit code and output. */
function evalScript(script: string): Promise<Deno.CommandOutput> {
  return within(
    new Deno.Command(Deno.execPath(), {
      args: ["eval", "--no-check", script],
      stdout: "piped",
      stderr: "piped",
    }).output(),
    60_000,
    "the script",
  );
}

Deno.test("transcript recorder: without onFailure, a failure is one line on stderr (not silent), and close gives -1", async () => {
  const script = `
    import { startTranscript } from ${JSON.stringify(new URL("../mod.ts", import.meta.url).href)};
    const recorder = await startTranscript("/nonexistent-dir-of-acp-proxy/t.jsonl");
    console.log(await recorder.close(), recorder.failed);
  `;
  const out = await evalScript(script);
  const stderr = new TextDecoder().decode(out.stderr);
  assert.equal(new TextDecoder().decode(out.stdout), "-1 true\n", stderr);
  assert.match(stderr, /^acp-proxy: error: cannot open the transcript: .*No such file/m);
});

Deno.test("transcript recorder: an onFailure that throws does not end the process (before: an uncaught error from the worker's message, exit 1, taking every session with it): the failure and the callback's error are printed, close gives -1", async () => {
  const script = `
    import { startTranscript } from ${JSON.stringify(new URL("../mod.ts", import.meta.url).href)};
    const recorder = await startTranscript("/nonexistent-dir-of-acp-proxy/t.jsonl", {
      onFailure: () => { throw new Error("the callback's own failure"); },
    });
    while (!recorder.failed) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(await recorder.close(), "alive");
  `;
  const out = await evalScript(script);
  const stderr = new TextDecoder().decode(out.stderr);
  assert.equal(new TextDecoder().decode(out.stdout), "-1 alive\n", stderr);
  assert.equal(out.code, 0, stderr);
  assert.match(stderr, /^acp-proxy: error: cannot open the transcript: .*No such file/m);
  assert.match(stderr, /onFailure failed too: Error: the callback's own failure\n\s+at /);
});

Deno.test("transcript recorder: options that cannot work are refused when given, with a TypeError (before: onFailure 5 was taken, and the process died when the file failed; an array was taken as no options)", async () => {
  const bad: [unknown, RegExp][] = [
    [5, /options must be an object \(got 5\)/],
    [null, /options must be an object \(got null\)/],
    [[], /options must be an object \(got an array\)/],
    [Symbol("s"), /options must be an object \(got Symbol\(s\)\)/],
    [{ onFailure: 5 }, /onFailure must be a function \(got number\)/],
    [{ onFailure: "log" }, /onFailure must be a function \(got string\)/],
    [{ createNew: "yes" }, /createNew is a boolean \(got string\)/],
  ];
  for (const [options, message] of bad) {
    await assert.rejects(
      // deno-lint-ignore no-explicit-any
      () => startTranscript("/nonexistent-dir-of-acp-proxy/t.jsonl", options as any),
      (e: unknown) => e instanceof TypeError && message.test(e.message),
      String(options),
    );
  }
});

/** Runs `script` with `deno eval`; fails when the process has not exited 20 s on (`when`). */
async function exitsWithin(script: string, when: string): Promise<Deno.CommandOutput> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", "--no-check", script],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const exited = child.output();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const out = await Promise.race([
    exited,
    new Promise<null>((resolve) => timer = setTimeout(() => resolve(null), 20_000)),
  ]);
  clearTimeout(timer);
  if (out === null) {
    child.kill("SIGKILL");
    await exited;
    assert.fail(`the process did not exit within 20 s ${when}`);
  }
  return out;
}

Deno.test("transcript recorder: one that failed (a path that is a directory) and is let go without close() does not keep the process alive: its worker ends with the failure (before: the process hung)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const script = `
      import { startTranscript } from ${JSON.stringify(new URL("../mod.ts", import.meta.url).href)};
      const recorder = await startTranscript(${JSON.stringify(dir)}, { onFailure: () => {} });
      recorder.event("error", { message: "after the failure" });
      while (!recorder.failed) await new Promise((resolve) => setTimeout(resolve, 10));
      console.log("failed");
    `;
    const out = await exitsWithin(script, "of its recorder's failure");
    assert.equal(new TextDecoder().decode(out.stdout), "failed\n");
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript recorder: a FIFO nobody opens for reading: close gives -1 within its timeout, and the process then exits (the worker's open is not left holding it)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const fifo = `${dir}/t.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    const script = `
      import { startTranscript } from ${JSON.stringify(new URL("../mod.ts", import.meta.url).href)};
      const recorder = await startTranscript(${JSON.stringify(fifo)}, { closeTimeoutMs: 200 });
      console.log(await recorder.close(), recorder.opened);
    `;
    const out = await exitsWithin(script, "after close");
    assert.equal(
      new TextDecoder().decode(out.stdout),
      "-1 false\n",
      new TextDecoder().decode(out.stderr),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript recorder: the daemon with a transcript FIFO nobody ever opens says at the end that nothing was recorded, not that its last events are missing, and does not wait out the 5 s close bound for it", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const fifo = `${dir}/t.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const started = performance.now();
    const run = await runToEnd(daemonArgv("--v1", "cat", "--transcript", fifo), init, 30_000);
    const elapsed = performance.now() - started;
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, init);
    assert.match(
      run.stderr,
      /acp-proxy: warn: nothing was recorded: the transcript was never opened for writing \(a FIFO that no reader opened\?\)/,
    );
    assert.doesNotMatch(run.stderr, /last events are missing/);
    // Not after the recorder's 5 s close bound, waited out for a write that cannot come (an
    // editor's SIGKILL, 1-2 s after its SIGTERM, came first).
    assert.ok(elapsed < 4_500, `the daemon took ${Math.round(elapsed)} ms to exit`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript recorder: a FIFO is opened, not replaced, and its reader gets the events", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const fifo = `${dir}/t.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    const reading = Deno.readTextFile(fifo);
    const recorder = await startTranscript(fifo);
    recorder.bytes("Client", "Agent", encoder.encode(`{"jsonrpc":"2.0","method":"m"}\n`));
    await recorder.close();
    assert.equal(recorder.opened, true);
    const text = await within(reading, 30_000, "the FIFO's reader");
    assert.match(text, /"type":"notification".*"method":"m"/);
    assert.ok((await Deno.lstat(fifo)).isFifo, "still a FIFO");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript recorder: an own event too large for the ring is counted as dropped, and the events after it are still recorded (it does not block them or the close)", async () => {
  const { events, dropped } = await record((r) => {
    r.event("error", { message: "x".repeat(2 * 1024 * 1024) });
    r.event("error", { message: "after" });
  }, { maxQueuedBytes: 256 * 1024 });
  assert.equal(dropped, 1);
  assert.deepEqual(events.map((e) => e.type), ["dropped", "error"]);
  assert.equal(events[1].message, "after");
});

Deno.test("transcript recorder: after SIGTERM the daemon waits at most about 1 s for a transcript that cannot be written (a FIFO whose reader stopped reading), not the recorder's 5 s, and says its last events are missing", async () => {
  const dir = await Deno.makeTempDir();
  let reader: Deno.FsFile | undefined;
  try {
    const fifo = `${dir}/t.fifo`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    // Opened for reading, never read: the recorder's writes stop once the pipe is full.
    const opening = Deno.open(fifo, { read: true });
    const [cmd, ...args] = daemonArgv("--v1", "cat", "--transcript", fifo);
    const daemon = new Deno.Command(cmd, { args, stdin: "piped", stdout: "piped", stderr: "piped" })
      .spawn();
    reader = await within(opening, 30_000, "the recorder opening the FIFO");
    const sent = new TextEncoder().encode([
      `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}\n`,
      ...Array.from(
        { length: 300 },
        (_, i) => `{"jsonrpc":"2.0","method":"x","params":{"i":${i},"p":"${"y".repeat(5000)}"}}\n`,
      ),
    ].join(""));
    const errors = new Response(daemon.stderr).text();
    const writer = daemon.stdin.getWriter();
    // Every line comes back through cat, while the transcript (twice 1.5 MB) is stuck.
    const out = daemon.stdout.getReader();
    let echoed = 0;
    const echo = (async () => {
      while (echoed < sent.length) {
        const { value, done } = await out.read();
        if (done) return;
        echoed += value.length;
      }
    })();
    await within(writer.write(sent), 30_000, "the client's lines");
    await within(echo, 30_000, () => `the echo (${echoed} of ${sent.length} bytes)`);
    assert.equal(echoed, sent.length);
    const signalled = performance.now();
    daemon.kill("SIGTERM");
    const status = await within(daemon.status, 30_000, "the daemon's exit");
    const elapsed = performance.now() - signalled;
    await out.cancel();
    await writer.close().catch(() => {});
    const stderr = await errors;
    assert.equal(status.code, 143, stderr);
    assert.match(stderr, /the transcript could not be completed in time/);
    assert.ok(elapsed < 3_500, `the daemon took ${Math.round(elapsed)} ms to exit after SIGTERM`);
  } finally {
    reader?.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript recorder: a close with much still queued waits 1 s more per 4 MiB of it than closeTimeoutMs, so the file is complete (8 MiB of small frames handed over just before a close with closeTimeoutMs 50: before, the file was left incomplete, -1)", async () => {
  const line = new TextEncoder().encode(
    `{"jsonrpc":"2.0","method":"session/update","params":{"text":"${"t".repeat(60)}"}}\n`,
  );
  const per = Math.floor(64 * 1024 / line.length);
  const chunk = new Uint8Array(per * line.length);
  for (let i = 0; i < per; i++) chunk.set(line, i * line.length);
  const chunks = Math.ceil(8 * 1024 * 1024 / chunk.length);
  const { events, dropped } = await record((r) => {
    for (let i = 0; i < chunks; i++) r.bytes("Agent", "Client", chunk);
  }, { closeTimeoutMs: 50 });
  assert.equal(dropped, 0);
  assert.equal(events.filter((e) => e.type === "notification").length, chunks * per);
});
