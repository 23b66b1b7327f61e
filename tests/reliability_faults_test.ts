/**
 * Reliability under faulty peers (issue 4, "Faults"; ROUTING §3.6, §6): the real daemon
 * (`deno run -A mod.ts`) between this test (the client) and `fault_agent.ts` (an agent that
 * crashes, closes a pipe, stops reading, floods stderr, …), all real processes.
 *
 * Every case checks the same three things: the daemon ends with the exit code the README
 * documents ("Exit codes"), the client gets EOF (or a JSON-RPC error), and no process of
 * the agent's group is left (the fixture writes its pid and its child's to a pid file).
 * Time bounds only turn a hang into a failure; nothing asserts speed.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  assertSameBytes,
  BYTE_PATHS,
  concat,
  type Daemon,
  delay,
  initialize,
  isAlive,
  jsonLines,
  procStat,
  readPids,
  Session,
  waitAllDead,
  waitPids,
  waitStalled,
  within,
} from "./fixtures/faults/harness.ts";
import { DEFAULT_PARTIAL, fnv1a, streamBytes } from "./fixtures/faults/fault_agent.ts";
import { quote } from "./fixtures/support.ts";

const MIB = 1024 * 1024;
const encoder = new TextEncoder();
/** A generous bound on the daemon's peak memory (an idle daemon uses about 40 MiB). */
const MEMORY_BOUND = 200 * MIB;

async function assertGroupGone(pidFile: string): Promise<void> {
  const pids = readPids(pidFile);
  assert.ok(pids !== null && pids.length > 0, "the agent wrote its pid file");
  assert.deepEqual(await waitAllDead(pids), [], "processes of the agent's group still alive");
}

async function assertExit(d: Daemon, code: number): Promise<void> {
  const status = await d.exit();
  assert.equal(status.code, code, d.stderrText);
  assert.equal(status.signal, null, "the daemon exited by itself, it was not killed");
}

/** Writes `chunk` over and over until `total` bytes are written or a write fails. */
function keepWriting(d: Daemon, chunk: Uint8Array, total: number) {
  const state = { accepted: 0, failed: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      while (state.accepted < total) {
        await d.write(chunk);
        state.accepted += chunk.length;
      }
    } catch {
      state.failed = true; // the daemon is gone (EPIPE): expected in these tests
    }
  })();
  return state;
}

for (const mode of BYTE_PATHS) {
  Deno.test(`faults (${mode.name}): an agent that crashes mid-turn (exit 3 after half its updates) → client gets those updates then EOF, exit 3, group gone`, async () => {
    await using s = await Session.create();
    const agent = s.agent([
      "--mode",
      "crash-mid-turn",
      "--updates",
      "10",
      "--exit-code",
      "3",
      "--spawn-child",
    ]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "300", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).result.protocolVersion, 1);
    const [leader, child] = await waitPids(agent.pidFile);
    assert.equal(procStat(child)?.pgrp, leader, "the agent's child is in its group");
    await d.write(
      `{"jsonrpc":"2.0","id":2,"method":"session/prompt","params":{"sessionId":"s1","prompt":[]}}\n`,
    );
    const messages = jsonLines(await d.readRest()) as Record<string, unknown>[];
    assert.equal(messages.length, 5, "half of the 10 updates");
    for (const m of messages) assert.equal(m.method, "session/update");
    // The client's stdin is still open: the crash alone ends the daemon.
    await assertExit(d, 3);
    await assertGroupGone(agent.pidFile);
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`faults (${mode.name}): an agent that closes stdout but keeps running → client gets EOF, agent SIGTERMed after --grace-ms (143), group gone`, async () => {
    await using s = await Session.create();
    const agent = s.agent(["--mode", "close-stdout", "--spawn-child"]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "300", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await waitPids(agent.pidFile);
    assert.equal(await d.readLine(), null, "the client's stdout ends while its stdin stays open");
    await assertExit(d, 143);
    assert.match(
      await d.errors(),
      /error: the agent ended its output but went on running; it was ended \(exit code 143\)/,
      "the exit code is explained",
    );
    await assertGroupGone(agent.pidFile);
  });
}

Deno.test("faults: with --grace-ms 0, an agent that answers and exits by itself with code 3 is never said to have 'ended its output but went on running' (its exit can come just after its output's end: regress96), in 8 runs; the code is its own", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
  const agent = `sh -c ${quote(`read l; printf '%s\\n' '${answer}'; exit 3`)}`;
  for (let run = 0; run < 8; run++) {
    await using s = await Session.create();
    const d = s.start(["--v1", agent, "--grace-ms", "0"]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await assertExit(d, 3);
    assert.doesNotMatch(await d.errors(), /went on running/, `run ${run + 1}`);
  }
});

for (const mode of BYTE_PATHS) {
  Deno.test(`faults (${mode.name}): an agent that never reads stdin, client sends what the pipe holds then EOF → SIGTERM after --grace-ms; the client left: exit 0, group gone`, async () => {
    await using s = await Session.create();
    const agent = s.agent(["--mode", "never-read", "--spawn-child"]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "300", ...mode.args]);
    await d.write(initialize("1", 1));
    await waitPids(agent.pidFile);
    await d.write(new Uint8Array(16 * 1024).fill(0x61));
    await d.closeStdin();
    assert.equal((await d.readRest()).length, 0, "EOF, nothing else");
    await assertExit(d, 0);
    await assertGroupGone(agent.pidFile);
  });
}

Deno.test("faults (kernel paths): an agent that never reads stdin, client sends 200 KiB (what the agent's grown pipe holds) then EOF → SIGTERM after the drain stall and --grace-ms; the client left: exit 0, group gone", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "never-read", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.write(initialize("1", 1));
  await waitPids(agent.pidFile);
  await d.write(new Uint8Array(200 * 1024).fill(0x61));
  await d.closeStdin();
  assert.equal((await d.readRest()).length, 0, "EOF, nothing else");
  await assertExit(d, 0);
  await assertGroupGone(agent.pidFile);
});

Deno.test("faults: an agent that never reads stdin while the client keeps writing → writes stall, memory bounded; SIGTERM ends it (143), group gone", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "never-read", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.write(initialize("1", 1));
  await waitPids(agent.pidFile);
  const offered = 64 * MIB;
  const writer = keepWriting(d, new Uint8Array(16 * 1024).fill(0x62), offered);
  const accepted = await waitStalled(() => writer.accepted, { quietMs: 1_500, limit: offered });
  assert.ok(accepted < 16 * MIB, `the daemon took ${accepted} bytes from a stalled pipe`);
  const peak = d.peakMemory();
  assert.ok(peak !== null && peak < MEMORY_BOUND, `daemon peak memory ${peak} bytes`);
  // Its stdin still holds unread bytes, so a client EOF could not reach the daemon: a signal ends it.
  d.kill("SIGTERM");
  const rest = d.readRest();
  await assertExit(d, 143);
  assert.equal((await rest).length, 0);
  await within(writer.done, 30_000, "the client's pending write to fail");
  await assertGroupGone(agent.pidFile);
});

for (const mode of BYTE_PATHS) {
  Deno.test(`faults (${mode.name}): an agent that reads slowly still gets every byte the client sent before its EOF, exit 0`, async () => {
    // The other side of the case above: the client's EOF must not cut off an agent that is
    // still taking bytes. The grace period counts from the close of the agent's stdin, which
    // comes after the last byte was written to it: here about 200 KiB are still on their way
    // at the client's EOF (2.5 s at this agent's 80 KB/s, more than --grace-ms), and at most
    // a pipe's 64 KiB (0.8 s) when its stdin closes.
    await using s = await Session.create();
    const report = s.file("report.json");
    const agent = s.agent([
      "--mode",
      "sink",
      "--read-bytes",
      "4096",
      "--read-delay-ms",
      "50",
      "--report",
      report,
      "--spawn-child",
    ]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "2000", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await waitPids(agent.pidFile);
    const upload = new Uint8Array(256 * 1024).map((_, i) => (i * 31 + (i >> 9)) & 0xff);
    await d.write(upload);
    await d.closeStdin();
    assert.equal((await d.readRest()).length, 0);
    await assertExit(d, 0);
    assert.deepEqual(JSON.parse(await Deno.readTextFile(report)), {
      bytes: upload.length,
      fnv: fnv1a(upload),
    });
    await assertGroupGone(agent.pidFile);
  });
}

Deno.test("faults: an agent that writes a partial line and exits → the client gets exactly those bytes then EOF, exit code is the agent's (6)", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "partial-line", "--exit-code", "6", "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  assertSameBytes(await d.readRest(), encoder.encode(DEFAULT_PARTIAL), "the partial line");
  await assertExit(d, 6);
  await assertGroupGone(agent.pidFile);
});

Deno.test("faults: the client disconnects mid-stream (closes both pipes) → the agent ends with its code (4), group gone", async () => {
  await using s = await Session.create();
  const agent = s.agent([
    "--write-bytes",
    String(1024 * MIB),
    "--chunk-bytes",
    "16384",
    "--exit-code",
    "4",
    "--spawn-child",
  ]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "5000"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  await waitPids(agent.pidFile);
  const writer = keepWriting(d, new Uint8Array(4096).fill(0x0a), 1024 * MIB);
  let received = 0;
  while (received < 256 * 1024) received += (await d.readSome(64 * 1024))?.length ?? 0;
  await Promise.all([d.closeStdout(), d.closeStdin().catch(() => {})]);
  await assertExit(d, 4);
  await within(writer.done, 30_000, "the client's writes to end");
  await assertGroupGone(agent.pidFile);
});

for (const mode of BYTE_PATHS) {
  Deno.test(`faults (${mode.name}): EPIPE on the client side (it closes its end of stdout mid-stream) → the agent ends with its code (4), no stack trace, group gone`, async () => {
    await using s = await Session.create();
    const agent = s.agent([
      "--write-bytes",
      String(1024 * MIB),
      "--chunk-bytes",
      "16384",
      "--exit-code",
      "4",
      "--spawn-child",
    ]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "5000", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await waitPids(agent.pidFile);
    let received = 0;
    while (received < 256 * 1024) received += (await d.readSome(64 * 1024))?.length ?? 0;
    await d.closeStdout(); // the client's stdin stays open
    await assertExit(d, 4);
    assert.doesNotMatch(await d.errors(), /Uncaught|\n\s+at /);
    await assertGroupGone(agent.pidFile);
  });
}

Deno.test("faults: EPIPE on the client side before initialize (its stdout closed, a frame to answer) → a normal end: exit 0, no agent", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"]);
  await d.closeStdout();
  await d.write(`{"jsonrpc":"2.0","id":1,"method":"session/new"}\n`).catch(() => {});
  await assertExit(d, 0);
  assert.doesNotMatch(await d.errors(), /Uncaught|\n\s+at /);
  await delay(300);
  assert.equal(readPids(agent.pidFile), null, "no agent was started");
});

for (const mode of BYTE_PATHS) {
  Deno.test(`faults (${mode.name}): EPIPE on the agent side (it closes its stdin while the client writes) → client gets every agent byte then EOF, exit 5, group gone`, async () => {
    await using s = await Session.create();
    const size = 200_000;
    const agent = s.agent([
      "--mode",
      "close-stdin",
      "--write-bytes",
      String(size),
      "--chunk-bytes",
      "4096",
      "--write-delay-ms",
      "2",
      "--after",
      "exit",
      "--exit-code",
      "5",
      "--spawn-child",
    ]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "2000", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await waitPids(agent.pidFile);
    // The client keeps writing: the daemon's writes to the agent fail with EPIPE.
    const writer = keepWriting(d, new Uint8Array(16 * 1024).fill(0x0a), 64 * MIB);
    const rest = await d.readRest();
    assertSameBytes(rest, concat([...streamBytes(size)]), "the agent's output");
    await assertExit(d, 5);
    await within(writer.done, 30_000, "the client's writes to end");
    await assertGroupGone(agent.pidFile);
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`faults (${mode.name}): a slow client (1 byte per ms for a while, then faster) gets every byte, exit 0, group gone`, async () => {
    await using s = await Session.create();
    const size = 256 * 1024;
    const agent = s.agent(["--write-bytes", String(size), "--spawn-child"]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "5000", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await waitPids(agent.pidFile);
    const chunks: Uint8Array[] = [];
    let received = 0;
    const slowUntil = Date.now() + 1_500;
    while (Date.now() < slowUntil && received < size) {
      const byte = await d.readSome(1);
      assert.ok(byte !== null, `EOF after ${received} bytes`);
      chunks.push(byte);
      received += byte.length;
      await delay(1);
    }
    while (received < size) {
      const chunk = await d.readSome(64 * 1024);
      assert.ok(chunk !== null, `EOF after ${received} bytes`);
      chunks.push(chunk);
      received += chunk.length;
    }
    assertSameBytes(concat(chunks), concat([...streamBytes(size)]), "the agent's output");
    await d.closeStdin();
    assert.equal((await d.readRest()).length, 0);
    await assertExit(d, 0);
    await assertGroupGone(agent.pidFile);
  });
}

for (
  const mode of [
    ...BYTE_PATHS,
    { name: "kernel paths, recorded", args: ["--transcript", "/dev/null"] },
  ]
) {
  Deno.test(`faults (${mode.name}): a slow client still gets every byte of an agent that exited before it read them, exit code the agent's (7)`, async () => {
    await using s = await Session.create();
    // What fits between the agent and the client, so that the agent exits at once: the one
    // pipe (64 KiB) when the agent holds the client's stdout, two pipes and the daemon's
    // buffers when the daemon copies.
    const size = (mode.args.length === 0 ? 48 : 96) * 1024;
    const agent = s.agent(["--write-bytes", String(size), "--after", "exit", "--exit-code", "7"]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "300", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    const [agentPid] = await waitPids(agent.pidFile);
    const chunks: Uint8Array[] = [];
    let received = 0;
    const slowAtLeastUntil = Date.now() + 1_000;
    // 1 byte per ms until the agent is gone (and for at least a second), then faster.
    while ((Date.now() < slowAtLeastUntil || isAlive(agentPid)) && received < size) {
      const byte = await d.readSome(1);
      assert.ok(byte !== null, `EOF after ${received} bytes`);
      chunks.push(byte);
      received += byte.length;
      await delay(1);
    }
    assert.ok(!isAlive(agentPid), "the agent exited while the client was still slow");
    assert.ok(received < size, "the client was still reading when the agent exited");
    chunks.push(await d.readRest());
    assertSameBytes(concat(chunks), concat([...streamBytes(size)]), "the agent's output");
    await assertExit(d, 7);
  });
}

Deno.test("faults: an agent flooding stderr (50 MiB) → the stream still works, every stderr byte is passed on, exit 0, group gone", async () => {
  await using s = await Session.create();
  const flood = 50 * MIB;
  const agent = s.agent(["--mode", "echo", "--stderr-bytes", String(flood), "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "5000"]);
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  const lines = Array.from(
    { length: 1000 },
    (_, i) => `{"jsonrpc":"2.0","method":"m","params":{"i":${i}}}`,
  );
  await d.write(lines.join("\n") + "\n");
  for (const line of lines) assert.equal(await d.readLine(), line);
  await d.closeStdin();
  assert.equal((await d.readRest()).length, 0);
  await assertExit(d, 0);
  await within(d.stderrClosed, 30_000, "the daemon's stderr to close");
  assert.ok(d.stderrBytes >= flood, `stderr carried ${d.stderrBytes} bytes`);
  await assertGroupGone(agent.pidFile);
});

Deno.test("faults: an agent flooding stderr that the client never reads → the agent blocks; client EOF still ends it (exit 0: the client left), group gone", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "echo", "--stderr-bytes", String(50 * MIB), "--spawn-child"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"], { stderr: "hold" });
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  await waitPids(agent.pidFile);
  await d.closeStdin();
  assert.equal((await d.readRest()).length, 0);
  await assertExit(d, 0);
  await assertGroupGone(agent.pidFile);
});

Deno.test("faults: the agent's child fills the stderr the client never reads, the agent exits 3 → the daemon's own log line must not block it: exit 3, EOF, group gone", async () => {
  // The daemon logs "the agent ended with exit code 3" here. A synchronous write to a full
  // stderr pipe that nobody reads would block the whole process, signals included (it did
  // before log lines were queued and written asynchronously, commit 34687cc).
  await using s = await Session.create();
  const agent = s.agent(["--mode", "partial-line", "--exit-code", "3", "--child-floods-stderr"]);
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300"], { stderr: "hold" });
  await d.write(initialize("1", 1));
  assert.equal(JSON.parse((await d.readLine())!).id, 1);
  const status = await d.exit(20_000); // the few bytes it wrote wait in the stdout pipe
  assert.equal(status.code, 3);
  assertSameBytes(await d.readRest(), encoder.encode(DEFAULT_PARTIAL), "the partial line");
  await assertGroupGone(agent.pidFile);
});
