/**
 * Limits (issue 4, "Limits"; ROUTING §1.3, §2.3, §2.13–2.14; README "Limits"): the first
 * frame at, just under and just over `--max-frame`, in one write or in many; 10,000 frames
 * pipelined behind `initialize` in one write; 100,000-deep nested JSON as the first frame.
 * The daemon runs as a real process where exit codes matter; exact chunk boundaries and the
 * deep-nesting corners use the library API with in-memory streams.
 *
 * @module
 */

import { connectExitCode, routeExitCode } from "../cli/exit_code.ts";
import assert from "node:assert/strict";
import {
  type Daemon,
  delay,
  initialize,
  readPids,
  Session,
  waitAllDead,
  within,
} from "./fixtures/faults/harness.ts";
import {
  memoryClient,
  parseErrorAnswer,
  type ScriptedPeer,
  scriptedPeer,
  serveToEnd,
  split,
} from "./fuzz/properties.ts";
import { AgentRouter } from "../agent_router/agent_router.ts";
import { ProxyRouter } from "../proxy_router/proxy_router.ts";
import { ClientRouter } from "../client_router/client_router.ts";
import { ClientRouterError } from "../client_router/client_router_error.ts";
import type { ConnectionFactory } from "../transport/duplex.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const LIMIT = 1024;
const DEPTH = 100_000;

/** An initialize request of exactly `length` bytes (padded with an unknown params member). */
function initializeOfLength(length: number, method = "initialize", version = 1): string {
  const head =
    `{"jsonrpc":"2.0","id":1,"method":"${method}","params":{"protocolVersion":${version},` +
    `"pad":"`;
  const tail = `"}}`;
  const text = head + "x".repeat(length - head.length - tail.length) + tail;
  assert.equal(encoder.encode(text).length, length);
  return text;
}

/** Writes `text` in `size`-byte pieces, pausing after each so that they arrive as separate reads. */
async function writeInPieces(d: Daemon, text: string, size: number): Promise<void> {
  const bytes = encoder.encode(text);
  for (let i = 0; i < bytes.length; i += size) {
    await d.write(bytes.slice(i, i + size));
    await delay(1);
  }
}

function assertOversizeAnswer(line: string | null, limit: number): void {
  assert.ok(line !== null, "no answer to the oversize frame");
  assert.ok(line.includes(`"id":null`), line);
  const [answer] = parseErrorAnswer(encoder.encode(line));
  const error = answer.error as { code: number; message: string; data?: { limit?: number } };
  assert.equal(error.code, -32600);
  assert.match(error.message, new RegExp(`\\b${limit}-byte limit`));
  assert.equal(error.data?.limit, limit);
}

Deno.test("limits: --max-frame 1024 serves first frames of 1023 and 1024 bytes and rejects 1025 (-32600 naming the limit, exit 1), in one write or many", async (t) => {
  for (const pieces of [0, 8]) {
    for (const length of [LIMIT - 1, LIMIT, LIMIT + 1]) {
      const how = pieces === 0 ? "one write" : `${pieces}-byte writes`;
      await t.step(`${length} bytes, ${how}`, async () => {
        await using s = await Session.create();
        const agent = s.agent(["--mode", "echo", "--spawn-child"]);
        const d = s.start(["--v1", agent.cmd, "--max-frame", String(LIMIT), "--grace-ms", "5000"]);
        const frame = initializeOfLength(length) + "\n";
        if (pieces === 0) await d.write(frame);
        else await writeInPieces(d, frame, pieces);
        if (length <= LIMIT) {
          const answer = JSON.parse((await d.readLine())!);
          assert.equal(answer.id, 1);
          assert.equal(answer.result.protocolVersion, 1);
          await d.closeStdin();
          assert.equal((await d.exit()).code, 0, d.stderrText);
          assert.deepEqual(await waitAllDead(readPids(agent.pidFile)!), []);
        } else {
          assertOversizeAnswer(await d.readLine(), LIMIT);
          assert.equal(await d.readLine(), null, "stdout closes after the oversize answer");
          assert.equal((await d.exit()).code, 1, d.stderrText);
          await delay(300);
          assert.equal(readPids(agent.pidFile), null, "no agent was started");
        }
      });
    }
  }
});

/** Serves `input` one byte per chunk through a router with both versions configured. */
async function serveBytewise(
  router: "agent" | "proxy",
  input: Uint8Array,
  maxFrameBytes: number,
) {
  const peers: ScriptedPeer[] = [];
  const factory: ConnectionFactory = () => {
    const peer = scriptedPeer([]);
    peers.push(peer);
    return peer.connection;
  };
  const options = { v1: factory, v2: factory, maxFrameBytes, graceMs: 1_000 };
  const r = router === "agent" ? new AgentRouter(options) : new ProxyRouter(options);
  const client = memoryClient(split(input, Array.from({ length: input.length }, (_, i) => i)));
  const { result, output } = await serveToEnd(r, client, () => peers, "the router", 30_000);
  return { result, output, received: peers.map((p) => p.received()) };
}

Deno.test("limits: the limit counts a frame's bytes without its LF, a CR included, however the bytes are chunked (library, one byte per chunk)", async (t) => {
  for (const router of ["agent", "proxy"] as const) {
    const method = router === "agent" ? "initialize" : "_proxy/initialize";
    const cases: [string, string, boolean][] = [
      ["1023 bytes", initializeOfLength(LIMIT - 1, method) + "\n", true],
      ["1024 bytes", initializeOfLength(LIMIT, method) + "\n", true],
      ["1025 bytes", initializeOfLength(LIMIT + 1, method) + "\n", false],
      ["1023 bytes + CR", initializeOfLength(LIMIT - 1, method) + "\r\n", true],
      ["1024 bytes + CR", initializeOfLength(LIMIT, method) + "\r\n", false],
      ["1024 bytes at EOF without LF", initializeOfLength(LIMIT, method), true],
      ["1025 bytes at EOF without LF", initializeOfLength(LIMIT + 1, method), false],
    ];
    for (const [name, frame, accepted] of cases) {
      await t.step(`${router} router: ${name}`, async () => {
        const input = encoder.encode(frame);
        const { result, output, received } = await serveBytewise(router, input, LIMIT);
        if (accepted) {
          assert.equal(result.selected, 1);
          assert.equal(routeExitCode(result), 0);
          assert.equal(output.length, 0);
          assert.deepEqual(received, [input], "the implementation got the frame unchanged");
        } else {
          assert.equal(result.selected, null);
          assert.equal(routeExitCode(result), 1);
          assert.equal(received.length, 0);
          const text = decoder.decode(output);
          assert.ok(text.endsWith("\n") && text.indexOf("\n") === text.length - 1, text);
          assertOversizeAnswer(text.slice(0, -1), LIMIT);
        }
      });
    }
  }
});

Deno.test("limits: 10,000 frames pipelined behind initialize in one write all arrive, in order", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "echo", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "5000"]);
  const frames = Array.from(
    { length: 10_000 },
    (_, i) => `{"jsonrpc":"2.0","method":"session/update","params":{"seq":${i}}}`,
  );
  // Reading runs alongside the one big write: the echo would otherwise fill every pipe.
  const writing = d.write(initialize("1", 1) + frames.join("\n") + "\n");
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  for (let i = 0; i < frames.length; i++) {
    const line = await d.readLine();
    if (line !== frames[i]) assert.fail(`frame ${i}: got ${line}, want ${frames[i]}`);
  }
  await writing;
  await d.closeStdin();
  assert.equal((await d.readRest()).length, 0);
  assert.equal((await d.exit()).code, 0, d.stderrText);
  assert.deepEqual(await waitAllDead(readPids(agent.pidFile)!), []);
});

/** The bound on the daemon's peak memory while it refuses a huge batch (idle: about 40 MiB). */
const BATCH_MEMORY_BOUND_MIB = 400;

Deno.test(`limits: a first-frame batch of 4 million tiny entries (8 MiB of '1,', within --max-frame) is answered with 1001 entries while the daemon's peak memory stays under ${BATCH_MEMORY_BOUND_MIB} MiB, and initialize is still served`, async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "echo", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "5000"]);
  const count = (8 * 1024 * 1024 - 4) >> 1;
  await d.write(`[${Array(count).fill("1").join(",")}]\n`, 30_000);
  const answers = JSON.parse((await d.readLine(30_000))!);
  assert.equal(answers.length, 1001);
  assert.match(answers.at(-1).error.data, new RegExp(`^${count - 1000} more entries`));
  const peak = d.peakMemory();
  assert.ok(peak !== null, "the daemon is still running");
  // Before entries were viewed one at a time: 1.2 GiB and 7 s (a view kept for each entry).
  assert.ok(
    peak < BATCH_MEMORY_BOUND_MIB * 1024 * 1024,
    `daemon peak memory ${(peak / 1024 / 1024).toFixed(1)} MiB`,
  );
  await d.write(initialize("2", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 2);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, d.stderrText);
  assert.deepEqual(await waitAllDead(readPids(agent.pidFile)!), []);
});

const NESTED_ARRAY = "[".repeat(DEPTH) + "]".repeat(DEPTH);
const NESTED_OBJECT = '{"a":'.repeat(DEPTH) + "1" + "}".repeat(DEPTH);

for (const mode of ["serve", "proxy"] as const) {
  Deno.test(`limits: ${mode}: 100,000-deep nested JSON as the first frame gets -32600 (no stack overflow), then initialize is still served`, async () => {
    await using s = await Session.create();
    const agent = s.agent(["--mode", "echo", "--spawn-child"]);
    const d = s.start([mode, "--v1", agent.cmd, "--grace-ms", "5000"]);
    // A nested array is a batch whose only entry is not an object: an array answer (2.14).
    await d.write(NESTED_ARRAY + "\n");
    const batch = JSON.parse((await d.readLine())!);
    assert.ok(Array.isArray(batch) && batch.length === 1, JSON.stringify(batch));
    assert.equal(batch[0].id, null);
    assert.equal(batch[0].error.code, -32600);
    // A nested object has no "jsonrpc": Invalid Request, id null (2.7).
    await d.write(NESTED_OBJECT + "\n");
    const single = JSON.parse((await d.readLine())!);
    assert.equal(single.id, null);
    assert.equal(single.error.code, -32600);
    assert.match(single.error.data, /jsonrpc/);
    // The connection is still open and serves a valid initialize.
    const method = mode === "serve" ? "initialize" : "_proxy/initialize";
    await d.write(initialize("2", 1, { method }));
    const answer = JSON.parse((await d.readLine())!);
    assert.equal(answer.id, 2);
    assert.equal(answer.result.protocolVersion, 1);
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, d.stderrText);
    assert.doesNotMatch(d.stderrText, /RangeError|Maximum call stack/);
    assert.deepEqual(await waitAllDead(readPids(agent.pidFile)!), []);
  });
}

Deno.test("limits: a 100,000-deep _meta inside a converted initialize is copied verbatim (library)", async (t) => {
  const meta = NESTED_OBJECT;
  const cases = [
    { name: "v2 → v1", requested: 2, selected: 1 },
    { name: "v3 → v2", requested: 3, selected: 2 },
  ];
  for (const c of cases) {
    await t.step(c.name, async () => {
      let peer: ScriptedPeer | undefined;
      const factory: ConnectionFactory = () => {
        peer = scriptedPeer([]);
        return peer.connection;
      };
      const router = new AgentRouter({
        v1: c.selected === 1 ? factory : undefined,
        v2: c.selected === 2 ? factory : undefined,
        graceMs: 1_000,
      });
      const frame = `{"jsonrpc":"2.0","id":5,"method":"initialize","params":{"protocolVersion":` +
        `${c.requested},"info":{"name":"deep","version":"1"},"_meta":${meta}}}\n`;
      const client = memoryClient([encoder.encode(frame)]);
      const result = await within(router.serve(client.stream), 30_000, "the router");
      await client.fed;
      assert.equal((await client.output).length, 0);
      await peer!.finished;
      assert.equal(result.selected, c.selected);
      const got = decoder.decode(peer!.received());
      assert.ok(got.endsWith("\n"));
      assert.ok(got.includes(`"_meta":${meta}`), "the deep _meta was copied byte for byte");
      assert.equal(JSON.parse(got).params.protocolVersion, c.selected);
    });
  }
});

Deno.test("limits: client router: a 100,000-deep agent answer fails the connect cleanly (library)", async () => {
  const opened: ScriptedPeer[] = [];
  const open = (make: () => ScriptedPeer): ConnectionFactory => () => {
    const p = make();
    opened.push(p);
    return p.connection;
  };
  // The client's own initialize is 100,000 deep too (inside _meta).
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,` +
    `"info":{"name":"c","version":"1"},"_meta":${NESTED_OBJECT}}}\n`;
  const router = new ClientRouter({
    v2Client: open(() => scriptedPeer([encoder.encode(init)])),
    agent: open(() => scriptedPeer([encoder.encode(NESTED_OBJECT + "\n")])),
    initTimeoutMs: 10_000,
    graceMs: 200,
  });
  const result = await within(router.connect(), 30_000, "connect");
  await within(Promise.all(opened.map((p) => p.finished)), 30_000, "every peer to end");
  assert.equal(result.selected, null);
  assert.equal(connectExitCode(result), 1);
  assert.ok(result.error instanceof ClientRouterError);
  assert.equal(result.error.reason, "agent-response");
  assert.equal(opened.length, 2, "one client, one agent");
  assert.equal(decoder.decode(opened[1].received()), init, "the agent got the initialize as sent");
});
