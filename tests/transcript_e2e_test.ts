/**
 * `--transcript` through the real daemon (issue 12): the forwarded bytes are the same with
 * and without it (SHA-256, 16 MiB each way, both byte paths: on the kernel paths a recorded
 * direction is spliced and teed), a 64 MiB flood completes
 * byte-exact with every line either recorded or counted as dropped, and with SDK-built
 * clients and agents every frame that crossed the daemon is recorded exactly once per
 * direction, in order, each event in the Rust conductor's trace shape.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  BYTE_PATHS,
  hashChunks,
  initialize,
  Scenario,
  writeHashed,
} from "./fixtures/e2e/harness.ts";
import { mixedStream } from "./fixtures/e2e/mixed_stream.ts";
import { delay, within } from "./fixtures/support.ts";
import { daemonArgv, runToEnd, sdkAgentArgv, sdkClientArgv } from "./fixtures/fixture_commands.ts";
import { assertRecordsWire, linesOf, readEvents } from "./fixtures/transcript_checks.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { startListener } from "./fixtures/remote/listener.ts";

const MIB = 1024 * 1024;
const LONG_GRACE = ["--grace-ms", "30000"];
const TIMEOUT_MS = 300_000;

for (const mode of BYTE_PATHS) {
  Deno.test(`transcript e2e (${mode.name}): 16 MiB each way arrive with the same SHA-256 as without a transcript, and the transcript records or counts every line`, async () => {
    await using s = await Scenario.create();
    const transcript = s.file("t.jsonl");
    const seed = 0x7a7a;
    const agent = s.agent(["--protocol", "1", "--mode", "echo"]);
    const d = s.start([
      "--v1",
      agent.cmd,
      "--transcript",
      transcript,
      ...LONG_GRACE,
      ...mode.args,
      "--log-level",
      "debug",
    ]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    const echoed = d.hashRest(TIMEOUT_MS);
    const sent = await writeHashed(d, mixedStream(16 * MIB, seed));
    await d.closeStdin();
    assert.equal((await d.exit(TIMEOUT_MS)).code, 0, await d.errors());
    // Recording keeps the kernel paths: both directions spliced, each teed for the recorder.
    assert.match(
      await d.errors(),
      mode.args.length === 0
        ? /byte path: client → agent splice, agent → client splice/
        : /byte path: client → agent copy, agent → client copy/,
    );
    // The echo agent sends back exactly what it got: the same hash both ways.
    assert.deepEqual(await echoed, sent);
    assert.deepEqual(sent, hashChunks(mixedStream(16 * MIB, seed)));
    const { events } = await readEvents(transcript);
    const framesBoth = events.filter((e) =>
      ["request", "response", "notification", "non_json", "invalid"].includes(e.type) &&
      e.from !== "acp-proxy"
    ).length;
    const dropped = events.filter((e) =>
      e.type === "dropped"
    )
      .reduce((n, e) => n + (e.count as number), 0);
    assert.ok(framesBoth > 0, "events were recorded");
    assert.ok(events.some((e) => e.type === "agent_exit"), "the file is complete");
    // Every non-blank line of each direction gives at least one event, or one dropped count.
    let lines = 0;
    for (const chunk of mixedStream(16 * MIB, seed)) {
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
    }
    assert.ok(framesBoth + dropped >= lines, `${framesBoth} + ${dropped} < ${lines}`);
  });
}

/** A daemon recording to a transcript in front of the echo agent, past its initialize. */
async function echoSession(s: Scenario, args: readonly string[]) {
  const transcript = s.file("t.jsonl");
  const agent = s.agent(["--protocol", "1", "--mode", "echo"]);
  const d = s.start(["--v1", agent.cmd, "--transcript", transcript, ...args]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  return { transcript, d };
}

for (const mode of BYTE_PATHS) {
  Deno.test(`transcript e2e (${mode.name}): an echoed frame is recorded after the frame it answers, and ts never decreases, though each direction is recorded by its own thread`, async () => {
    await using s = await Scenario.create();
    const { transcript, d } = await echoSession(s, mode.args);
    const count = 300;
    for (let i = 0; i < count; i++) {
      await d.write(`{"jsonrpc":"2.0","id":${1000 + i},"method":"echo/this","params":{}}\n`);
      assert.equal(JSON.parse((await d.readLine())!).id, 1000 + i);
    }
    await d.closeStdin();
    assert.equal((await d.exit(TIMEOUT_MS)).code, 0, await d.errors());
    const { events } = await readEvents(transcript);
    const echoes = events.filter((e) => e.method === "echo/this");
    assert.equal(echoes.length, 2 * count, "each frame once per direction, nothing dropped");
    for (let i = 0; i < count; i++) {
      const [sent, echoed] = [echoes[2 * i], echoes[2 * i + 1]];
      assert.deepEqual([sent.from, sent.id], ["Client", 1000 + i], `event ${2 * i}`);
      assert.deepEqual([echoed.from, echoed.id], ["Agent", 1000 + i], `event ${2 * i + 1}`);
    }
    for (let i = 1; i < events.length; i++) {
      assert.ok(
        (events[i].ts as number) >= (events[i - 1].ts as number),
        `ts decreases at event ${i}`,
      );
    }
  });
}

Deno.test("transcript e2e: a batch of 4 million tiny entries (8 MiB of '1,') echoed mid-session reaches the client byte-exact, and the transcript records its first 1000 entries and one dropped event each way, completes, and stays small; before, the recorder built 8 million events and the file was left empty", async () => {
  await using s = await Scenario.create();
  const { transcript, d } = await echoSession(s, []);
  const count = (8 * MIB - 4) >> 1;
  const batch = `[${Array(count).fill("1").join(",")}]`;
  const writing = d.write(batch + "\n", TIMEOUT_MS);
  assert.equal(await d.readLine(TIMEOUT_MS), batch);
  await writing;
  await d.closeStdin();
  assert.equal((await d.exit(TIMEOUT_MS)).code, 0, await d.errors());
  assert.doesNotMatch(await d.errors(), /could not be completed|dropped/);
  assert.ok(Deno.statSync(transcript).size < MIB, `${Deno.statSync(transcript).size} bytes`);
  const { events } = await readEvents(transcript);
  for (const [from, to] of [["Client", "Agent"], ["Agent", "Client"]]) {
    const own = events.filter((e) => e.from === from && e.to === to);
    assert.equal(own.filter((e) => e.type === "invalid").length, 1000, `${from} → ${to}`);
    const rest = own.filter((e) => e.type === "dropped");
    assert.deepEqual(rest.map((e) => e.count), [count - 1000], `${from} → ${to}`);
  }
  assert.ok(events.some((e) => e.type === "agent_exit"), "the file is complete");
});

Deno.test("transcript e2e: a 64 MiB flood agent→client completes byte-exact; every line of it is recorded or counted in a dropped event", async () => {
  await using s = await Scenario.create();
  const transcript = s.file("t.jsonl");
  const seed = 0x64;
  const bytes = 64 * MIB;
  const agent = s.agent([
    "--protocol",
    "2",
    "--mode",
    "source",
    "--bytes",
    String(bytes),
    "--seed",
    String(seed),
  ]);
  const d = s.start(["--v2", agent.cmd, "--transcript", transcript, ...LONG_GRACE]);
  await d.write(initialize('"init-1"', 2));
  assert.equal(JSON.parse((await d.readLine())!).id, "init-1");
  const received = await d.hashRest(TIMEOUT_MS);
  assert.deepEqual(received, hashChunks(mixedStream(bytes, seed)));
  await d.closeStdin();
  assert.equal((await d.exit(TIMEOUT_MS)).code, 0, await d.errors());

  const { events } = await readEvents(transcript);
  const fromAgent = events.filter((e) => e.from === "Agent" && e.type !== "agent_exit");
  const dropped = events.filter((e) => e.type === "dropped")
    .reduce((n, e) => n + (e.count as number), 0);
  // Count the agent's lines after its answer with the recorder's own rule: one event per
  // entry of a batch, one for anything else that is not blank.
  let expected = 1; // the answer to initialize, before the flood
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of mixedStream(bytes, seed)) all.set(chunk, (at += chunk.length) - chunk.length);
  for (const line of linesOf(all)) {
    const view = viewMessage(line);
    if (view.kind === "blank") continue;
    expected += view.kind === "batch" && view.entries.length > 0 ? view.entries.length : 1;
  }
  // The events are per line; a dropped count is per lost line (a lost batch counts once).
  assert.ok(fromAgent.length <= expected);
  assert.ok(fromAgent.length + dropped >= expected - countBatchEntries(all));
  console.log(`64 MiB flood: ${fromAgent.length} events recorded, ${dropped} dropped`);
});

function countBatchEntries(all: Uint8Array): number {
  let extra = 0;
  for (const line of linesOf(all)) {
    const view = viewMessage(line);
    if (view.kind === "batch" && view.entries.length > 1) extra += view.entries.length - 1;
  }
  return extra;
}

for (const protocol of [1, 2] as const) {
  Deno.test(`transcript e2e: SDK v${protocol} client and agent through the daemon: every frame that crossed it is recorded once per direction, in order, in the Rust trace shape`, async () => {
    const dir = await Deno.makeTempDir();
    try {
      const transcript = `${dir}/t.jsonl`;
      const into = `${dir}/agent-in.jsonl`;
      const outOf = `${dir}/agent-out.jsonl`;
      // The agent's stdin and stdout, captured on the wire beside the daemon.
      const agent = sdkAgentArgv(protocol).map((w) => `'${w}'`).join(" ");
      const wrapped = `sh -c "tee '${into}' | ${agent.replaceAll('"', '\\"')} | tee '${outOf}'"`;
      const argv = sdkClientArgv(
        protocol,
        daemonArgv(`--v${protocol}`, wrapped, "--transcript", transcript, "--grace-ms", "10000"),
      );
      const run = await runToEnd(argv, "", 120_000);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(JSON.parse(run.stdout).ok, true, run.stdout);

      const events = await assertRecordsWire(transcript, into, outOf);
      const methods = events.filter((e) => e.type === "request").map((e) => e.method);
      assert.ok(methods.includes("session/prompt"));
      assert.ok(
        events.some((e) => e.type === "request" && e.method === "session/request_permission"),
        "the permission request is recorded",
      );
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}

// With --transcript, "kernel paths" records both directions through the splice pumps.
for (const mode of BYTE_PATHS) {
  Deno.test(`transcript e2e (${mode.name}): an agent's last line without LF is recorded where it crossed, before agent_exit, not after it at the close`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-transcript-order-" });
    try {
      const transcript = `${dir}/t.jsonl`;
      const answer =
        `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
      const last = `{"jsonrpc":"2.0","method":"lastnolf","params":{}}`;
      const agent = `sh -c 'read l; printf "%s\\n" '"'"'${answer}'"'"'; ` +
        `printf "%s" '"'"'${last}'"'"'; exit 4'`;
      const run = await runToEnd(
        daemonArgv("--v1", agent, "--transcript", transcript, ...mode.args),
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
        30_000,
      );
      assert.equal(run.code, 4, run.stderr);
      assert.equal(run.stdout, `${answer}\n${last}`);
      const { events } = await readEvents(transcript);
      const order = events.map((e) => e.method === "lastnolf" ? "lastnolf" : e.type);
      assert.ok(order.includes("lastnolf"), order.join(" "));
      assert.ok(order.indexOf("lastnolf") < order.indexOf("agent_exit"), order.join(" "));
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}

for (const mode of ["serve", "chain"]) {
  Deno.test(`transcript e2e (${mode}): an agent that cannot start: the client's initialize and the -32603 the router answered it with are recorded (Client → acp-proxy → Client), around the start error`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-transcript-start-" });
    try {
      const transcript = `${dir}/t.jsonl`;
      const agent = `${dir}/no-such-agent`;
      const run = await runToEnd(
        daemonArgv(
          ...(mode === "chain" ? ["chain", "--agent", agent] : ["--v1", agent]),
          "--transcript",
          transcript,
        ),
        `{"jsonrpc":"2.0","id":"i-1","method":"initialize","params":{"protocolVersion":1}}\n`,
        30_000,
      );
      assert.equal(run.code, 1, run.stderr);
      assert.match(run.stdout, /"id":"i-1","error":\{"code":-32603/);
      const { events } = await readEvents(transcript);
      const frames = events.filter((e) => e.type === "request" || e.type === "response");
      assert.deepEqual(
        frames.map((e) => [e.type, e.from, e.to, e.id]),
        [["request", "Client", "acp-proxy", "i-1"], ["response", "acp-proxy", "Client", "i-1"]],
        JSON.stringify(events),
      );
      assert.equal(frames[1].is_error, true);
      assert.equal((frames[1].payload as { code: number }).code, -32603);
      assert.ok(events.some((e) => e.type === "error" && e.stage === "start"));
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`transcript e2e (${mode.name}): a client's last line without LF is recorded when its input ends, before the answer to it, not after it at the close`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-transcript-client-nolf-" });
    try {
      const transcript = `${dir}/t.jsonl`;
      const answer =
        `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
      const reply = `{"jsonrpc":"2.0","id":8,"result":{}}`;
      // Answers the initialize, then the last line once it has it (read sees it at EOF).
      const agent = `sh -c 'read l; printf "%s\\n" '"'"'${answer}'"'"'; read l2; ` +
        `printf "%s\\n" '"'"'${reply}'"'"''`;
      const run = await runToEnd(
        daemonArgv("--v1", agent, "--transcript", transcript, ...mode.args),
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n` +
          `{"jsonrpc":"2.0","id":8,"method":"last/nolf"}`,
        30_000,
      );
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, `${answer}\n${reply}\n`);
      const { events } = await readEvents(transcript);
      const order = events.map((e) => e.id === 8 ? `${e.type} 8` : e.type);
      assert.ok(order.includes("request 8"), order.join(" "));
      assert.ok(order.indexOf("request 8") < order.indexOf("response 8"), order.join(" "));
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });

  Deno.test(`transcript e2e (${mode.name}): a client's line the session ended in before its LF (the agent exited, the client's input still open) is a dropped event saying it was cut, not a non_json line of half a request`, async () => {
    await using s = await Scenario.create();
    const transcript = s.file("t.jsonl");
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
    // Answers the initialize, takes one more line, and exits 3 a moment later.
    const agent = `sh -c 'read l; printf "%s\\n" '"'"'${answer}'"'"'; read l2; sleep 0.5; exit 3'`;
    const d = s.start(["--v1", agent, "--transcript", transcript, ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal((await d.readLine())!, answer);
    const half = `{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"text":"${
      "z".repeat(5000)
    }`;
    await d.write(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}\n${half}`);
    assert.equal((await d.exit(30_000)).code, 3, await d.errors());
    const { events } = await readEvents(transcript);
    const fromClient = events.filter((e) => e.from === "Client" && e.type !== "dropped")
      .map((e) => `${e.type} ${e.id}`);
    assert.deepEqual(fromClient, ["request 1", "request 2"], JSON.stringify(events));
    const cut = events.filter((e) => e.type === "dropped");
    assert.deepEqual(cut.map((e) => [e.count, e.from, e.to]), [[1, "Client", "Agent"]]);
    assert.match(String(cut[0].reason), new RegExp(`cut off after ${half.length} bytes`));
    const at = (type: string) => events.findIndex((e) => e.type === type);
    assert.ok(at("dropped") < at("agent_exit"), JSON.stringify(events));
  });

  Deno.test(`transcript e2e (${mode.name}): a client's last line without LF sent after the session began (the splice worker's end of input) is recorded before the answer to it`, async () => {
    await using s = await Scenario.create();
    const transcript = s.file("t.jsonl");
    // Answers each line with a line (the last at its end of input, which a line-reader takes
    // as the line): its answers are recorded as they cross.
    const answer = (id: number) => `'"'"'{"jsonrpc":"2.0","id":${id},"result":{}}'"'"'`;
    const agent = `sh -c 'read a; printf "%s\\n" ${answer(1)}; read b; ` +
      `printf "%s\\n" ${answer(7)}; read c; printf "%s\\n" ${answer(8)}'`;
    const d = s.start(["--v1", agent, "--transcript", transcript, ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await d.write(`{"jsonrpc":"2.0","id":7,"method":"a/b","params":{}}\n`);
    assert.equal(JSON.parse((await d.readLine())!).id, 7);
    await d.write(`{"jsonrpc":"2.0","id":8,"method":"a/b","params":{}}`);
    await d.closeStdin();
    assert.equal(JSON.parse((await d.readLine())!).id, 8);
    assert.equal((await d.exit(TIMEOUT_MS)).code, 0, await d.errors());
    const { events } = await readEvents(transcript);
    const order = events.filter((e) => e.id === 8).map((e) => `${e.type} ${e.from}`);
    assert.deepEqual(order, ["request Client", "response Agent"], JSON.stringify(events));
  });
}

Deno.test("transcript e2e: a 33 MiB frame (over the 32 MiB the recorder holds) reaches the client whole, is a dropped event in the transcript, and the end's warning names the frame size as a cause, not only a slow recorder", async () => {
  await using s = await Scenario.create();
  const transcript = s.file("t.jsonl");
  const script = await bigFrameAgent(s);
  const big = `{"jsonrpc":"2.0","method":"_test/big","params":"${"x".repeat(33 * MIB)}"}\n`;
  const d = s.start([
    "--v1",
    `${Deno.execPath()} run ${script}`,
    "--transcript",
    transcript,
    "--copy",
    ...LONG_GRACE,
  ]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine(60_000))!).id, 1);
  await d.closeStdin();
  assert.equal(await d.drainStdout(120_000), big.length, "the big frame reached the client whole");
  assert.equal((await d.exit(TIMEOUT_MS)).code, 0, await d.errors());
  const { events } = await readEvents(transcript);
  assert.ok(!events.some((e) => e.method === "_test/big"), "not recorded");
  assert.ok(events.some((e) => e.type === "dropped"), JSON.stringify(events.map((e) => e.type)));
  assert.match(
    await d.errors(),
    /the transcript dropped \d+ events? \(the recorder fell behind, or a frame was larger than the 32 MiB a transcript holds at once\)/,
  );
});

/** An agent script that answers initialize, then writes one 33 MiB notification, then reads to EOF. */
async function bigFrameAgent(s: Scenario): Promise<string> {
  const script = s.file("big_agent.ts");
  await Deno.writeTextFile(
    script,
    `const input = Deno.stdin.readable.getReader();
await input.read(); // the initialize
const out = Deno.stdout.writable.getWriter();
const e = new TextEncoder();
await out.write(e.encode('{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}\\n'));
await out.write(e.encode('{"jsonrpc":"2.0","method":"_test/big","params":"' + "x".repeat(${
      33 * MIB
    }) + '"}\\n'));
while (!(await input.read()).done);
`,
  );
  return script;
}

Deno.test("transcript e2e: serve --listen says per connection when its transcript dropped events (a 33 MiB frame over WebSocket), naming the connection; before, nothing was said", async () => {
  await using s = await Scenario.create();
  const dir = s.file("transcripts");
  await Deno.mkdir(dir);
  const script = await bigFrameAgent(s);
  const listener = await startListener(s, [
    "--v1",
    `${Deno.execPath()} run ${script}`,
    "--transcript",
    dir,
    ...LONG_GRACE,
  ]);
  const ws = new WebSocket(listener.wsUrl);
  const messages: string[] = [];
  const got = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${messages.length} messages`)), 60_000);
      const check = () => {
        if (messages.length < n) return;
        clearTimeout(timer);
        resolve();
      };
      ws.onmessage = (e) => {
        messages.push(String(e.data));
        check();
      };
      check();
    });
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  ws.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`);
  await got(2);
  assert.equal(messages[1].length, 33 * MIB + 50, "the big frame arrived whole");
  const closed = new Promise((resolve) => ws.onclose = resolve);
  ws.close();
  await closed;
  const warned =
    /connection [0-9a-f]{32}: the transcript dropped \d+ events? \(the recorder fell behind, or a frame was larger than the 32 MiB/;
  const t = Date.now();
  while (!warned.test(listener.daemon.stderrText) && Date.now() - t < 30_000) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.match(listener.daemon.stderrText, warned);
});

Deno.test("transcript e2e (chain): a last line without LF is recorded as it crosses -- the client's before the answer to it, the agent's before agent_exit -- not after them at the close (the client's was recorded after its answer)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-transcript-chain-nolf-" });
  try {
    const transcript = `${dir}/t.jsonl`;
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
    const reply = `{"jsonrpc":"2.0","id":8,"result":{}}`;
    const last = `{"jsonrpc":"2.0","method":"lastnolf","params":{}}`;
    // Answers the initialize, then the client's last line once it has it (read sees it at
    // EOF), then writes a last line of its own without LF and exits 4.
    const agent = `sh -c 'read l; printf "%s\\n" '"'"'${answer}'"'"'; read l2; ` +
      `printf "%s\\n" '"'"'${reply}'"'"'; printf "%s" '"'"'${last}'"'"'; exit 4'`;
    const run = await runToEnd(
      daemonArgv("chain", "--agent", agent, "--transcript", transcript),
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n` +
        `{"jsonrpc":"2.0","id":8,"method":"last/nolf"}`,
      30_000,
    );
    assert.equal(run.code, 4, run.stderr);
    assert.equal(run.stdout, `${answer}\n${reply}\n${last}`);
    const { events } = await readEvents(transcript);
    const order = events.map((e) =>
      e.id === 8 ? `${e.type} 8` : e.method === "lastnolf" ? "lastnolf" : e.type
    );
    assert.ok(order.includes("request 8"), order.join(" "));
    assert.ok(order.indexOf("request 8") < order.indexOf("response 8"), order.join(" "));
    assert.ok(order.includes("lastnolf"), order.join(" "));
    assert.ok(order.indexOf("lastnolf") < order.indexOf("agent_exit"), order.join(" "));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript e2e: a transcript that reaches the file size limit (ulimit -f 64) is a failed write said once on stderr; the session goes on, every frame reaches the client, exit 0, the file cut back to whole events; a stdout file that reaches it is a failed write to the client, exit 1 (before, the kernel's SIGXFSZ killed the daemon: exit 153, not a word)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-xfsz-" });
  try {
    const path = `${dir}/t.jsonl`;
    const frames = [
      `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}`,
      ...Array.from(
        { length: 2_000 },
        (_, i) => `{"jsonrpc":"2.0","method":"n","params":{"i":${i}}}`,
      ),
    ];
    // Deno's own caches (DENO_DIR) would reach a 64 KiB limit first: it runs without them.
    const result = await runToEnd(
      [
        "bash",
        "-c",
        'ulimit -f 64 && exec "$@"',
        "bash",
        ...daemonArgv("--v1", "cat", "--transcript", path),
      ],
      frames.join("\n") + "\n",
      60_000,
      { ...Deno.env.toObject(), DENO_DIR: "/dev/null/no-deno-dir" },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, frames.join("\n") + "\n");
    assert.equal(
      result.stderr.match(/writing the transcript failed: File too large/g)?.length,
      1,
      result.stderr,
    );
    const text = await Deno.readTextFile(path);
    assert.ok(text.length > 0 && text.length <= 64 * 1024, `${text.length} bytes`);
    assert.ok(text.endsWith("\n"));
    for (const line of text.trimEnd().split("\n")) JSON.parse(line);
    // The client's stdout a file that reaches it: the daemon's own write fails, said as a
    // system error (no stack: Deno gives EFBIG no code), exit 1, as on a full disk.
    for (const copy of [[], ["--copy"]]) {
      const out = await runToEnd(
        [
          "bash",
          "-c",
          'ulimit -f 8 && exec "$@" >"$0"',
          `${dir}/out`,
          ...daemonArgv("--v1", "cat", ...copy),
        ],
        frames.join("\n") + "\n",
        60_000,
        { ...Deno.env.toObject(), DENO_DIR: "/dev/null/no-deno-dir" },
      );
      assert.equal(out.code, 1, out.stderr);
      assert.match(out.stderr, /^acp-proxy: error: writing to the client failed: File too large/);
      assert.doesNotMatch(out.stderr, /\bat /, "no stack");
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("transcript e2e: a SIGTERM that comes while the daemon waits, after the session, for a transcript FIFO whose reader stopped reading cuts the wait to 1 s and says the transcript is incomplete (before, the signal killed the daemon with nothing said: its listeners were gone)", async () => {
  const dir = await Deno.makeTempDir();
  const fifo = `${dir}/t.fifo`;
  const reader = new Deno.Command("python3", {
    args: [
      "-c",
      `import os, time; f = os.open(${
        JSON.stringify(fifo)
      }, os.O_RDONLY); os.read(f, 65536); time.sleep(60)`,
    ],
  });
  try {
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    const stalled = reader.spawn();
    const agent = `sh -c 'read l; echo "{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"result\\":{}}"; ` +
      `yes "{\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"n\\",\\"params\\":{}}" | head -n 200000; ` +
      `exec cat >/dev/null'`;
    const [program, ...args] = daemonArgv("--v1", agent, "--transcript", fifo);
    const daemon = new Deno.Command(program, {
      args,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).spawn();
    const stderr = new Response(daemon.stderr).text();
    try {
      const writer = daemon.stdin.getWriter();
      await writer.write(
        new TextEncoder().encode(
          `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
        ),
      );
      // Every line through (the transcript's reader stopped long before), then the client ends.
      let lines = 0;
      const output = daemon.stdout.getReader();
      while (lines < 200_001) {
        const { done, value } = await within(output.read(), 60_000, "the agent's lines");
        if (done) break;
        for (const byte of value) if (byte === 0x0a) lines++;
      }
      assert.equal(lines, 200_001);
      await writer.close();
      await delay(500); // the session has ended; the transcript's close waits
      daemon.kill("SIGTERM");
      const status = await within(daemon.status, 20_000, "the daemon's end");
      const log = await within(stderr, 5_000, "its stderr");
      assert.equal(status.signal, null, log);
      assert.match(log, /the transcript could not be completed in time/);
      await output.cancel();
    } finally {
      try {
        daemon.kill("SIGKILL");
      } catch { /* ended */ }
      await daemon.status;
      await stderr.catch(() => {});
      stalled.kill("SIGKILL");
      await stalled.status;
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
