/**
 * Backpressure (issue 4; README "Limits": memory while piping is bounded by the stream
 * queues): with a reader that never reads on either side, a writer offering 256 MiB is
 * stalled by the pipes instead of being buffered by the daemon. The daemon's peak resident
 * memory (VmHWM of the deno process itself, from /proc) must stay under a generous bound.
 * Nothing here measures time; the waits only turn a hang into a failure.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  BYTE_PATHS,
  type Daemon,
  initialize,
  readPids,
  readProgress,
  Session,
  waitAllDead,
  waitPids,
  waitStalled,
  within,
} from "./fixtures/faults/harness.ts";
import { samplePeakMemory } from "./fixtures/support.ts";
import { ROOT } from "./fixtures/fixture_commands.ts";

const MIB = 1024 * 1024;
/** What the writer offers. */
const OFFERED = 256 * MIB;
/** The bound on the daemon's peak memory (an idle daemon uses about 40 MiB). */
const MEMORY_BOUND = 200 * MIB;
/** How long a writer must make no progress to count as stalled. */
const QUIET_MS = 2_000;

/**
 * The daemon's pid is the deno process running mod.ts, not a shell or a wrapper. Call it
 * once the daemon has answered something: right after the spawn the child may not have
 * exec'd yet.
 */
function assertDaemonIsDeno(d: Daemon): void {
  assert.equal(Deno.readLinkSync(`/proc/${d.pid}/exe`), Deno.realPathSync(Deno.execPath()));
  const cmdline = Deno.readTextFileSync(`/proc/${d.pid}/cmdline`).split("\0");
  assert.ok(cmdline.some((a) => a.endsWith("/mod.ts")), cmdline.join(" "));
}

function assertPeakBounded(d: Daemon, what: string): number {
  const peak = d.peakMemory();
  assert.ok(peak !== null, "the daemon is still running");
  assert.ok(
    peak < MEMORY_BOUND,
    `${what}: daemon peak memory ${(peak / MIB).toFixed(1)} MiB ≥ ${MEMORY_BOUND / MIB} MiB`,
  );
  return peak;
}

for (const mode of BYTE_PATHS) {
  Deno.test(`backpressure (${mode.name}): a client that never reads stdout while the agent offers 256 MiB → the agent stalls, daemon memory stays bounded`, async () => {
    await using s = await Session.create();
    const progress = s.file("progress");
    const agent = s.agent([
      "--write-bytes",
      String(OFFERED),
      "--chunk-bytes",
      String(64 * 1024),
      "--progress",
      progress,
      "--spawn-child",
    ]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "5000", ...mode.args]);
    // The initialize is answered before the flood; after that the client reads nothing.
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    await waitPids(agent.pidFile);
    assertDaemonIsDeno(d);

    const written = await waitStalled(() => readProgress(progress), {
      quietMs: QUIET_MS,
      limit: OFFERED,
    });
    assert.ok(written < OFFERED, "the agent wrote everything: the daemon buffered it all");
    assert.ok(written < 16 * MIB, `the agent got ${written} bytes past a stalled client`);
    assertPeakBounded(d, `agent stalled after ${written} bytes`);

    // Cleanup: the client reads again and sends EOF; the agent exits on its stdin EOF (0).
    const draining = d.drainStdout();
    await d.closeStdin();
    const status = await d.exit();
    await draining;
    assert.equal(status.code, 0, d.stderrText);
    assert.deepEqual(await waitAllDead(readPids(agent.pidFile)!), []);
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`backpressure (${mode.name}): an agent that never reads stdin while the client offers 256 MiB → the client stalls, daemon memory stays bounded`, async () => {
    await using s = await Session.create();
    const agent = s.agent(["--mode", "never-read", "--spawn-child"]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "300", ...mode.args]);
    await d.write(initialize("1", 1));
    await waitPids(agent.pidFile); // the daemon started it: it runs mod.ts by now
    assertDaemonIsDeno(d);

    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let accepted = 0;
    const writing = (async () => {
      try {
        while (accepted < OFFERED) {
          await d.write(chunk);
          accepted += chunk.length;
        }
      } catch { /* the daemon is gone at cleanup: EPIPE */ }
    })();
    const written = await waitStalled(() => accepted, { quietMs: QUIET_MS, limit: OFFERED });
    assert.ok(written < OFFERED, "the client wrote everything: the daemon buffered it all");
    assert.ok(written < 16 * MIB, `the daemon took ${written} bytes for a stalled agent`);
    assertPeakBounded(d, `client stalled after ${written} bytes`);

    // Cleanup: a client EOF cannot reach the daemon past the unread bytes; SIGTERM can.
    d.kill("SIGTERM");
    const status = await d.exit();
    assert.equal(status.code, 143, d.stderrText);
    await within(writing, 30_000, "the client's pending write to fail");
    assert.deepEqual(await waitAllDead(readPids(agent.pidFile)!), []);
  });
}

for (
  const [mode, args, first] of [
    ["serve", ["--v1", "cat"], "initialize"],
    ["proxy", ["proxy", "--v1", "cat"], "_proxy/initialize"],
    ["chain", ["chain", "--agent", "cat"], "initialize"],
  ] as const
) {
  Deno.test(`backpressure (${mode}): 256 MiB of lines before the first ${first}, each answered, are not kept: daemon memory stays bounded and the session then starts`, async () => {
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", `${ROOT}mod.ts`, ...args],
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    const memory = samplePeakMemory(child.pid);
    const answers = (async () => {
      let lines = 0;
      let tail = "";
      const decoder = new TextDecoder();
      for await (const chunk of child.stdout) {
        const text = tail + decoder.decode(chunk, { stream: true });
        lines += text.split("\n").length - 1;
        tail = text.slice(text.lastIndexOf("\n") + 1);
        if (text.includes(`"method":"${first}"`)) break; // cat echoed the first frame
      }
      return lines;
    })();
    const writer = child.stdin.getWriter();
    const garbage = new TextEncoder().encode("x".repeat(64 * 1024 - 1) + "\n");
    const count = OFFERED / garbage.length;
    try {
      await within(
        (async () => {
          for (let i = 0; i < count; i++) await writer.write(garbage);
          await writer.write(new TextEncoder().encode(
            `{"jsonrpc":"2.0","id":1,"method":"${first}","params":{"protocolVersion":1}}\n`,
          ));
        })(),
        120_000,
        "writing 256 MiB before the first frame",
      );
      assert.ok((await within(answers, 60_000, "the answers")) >= count);
      const peak = memory.stop();
      assert.ok(peak < MEMORY_BOUND / MIB, `daemon peak memory ${peak.toFixed(1)} MiB`);
    } finally {
      memory.stop();
      await writer.close().catch(() => {});
      child.kill("SIGKILL");
      await child.status;
      await child.stdout.cancel().catch(() => {});
    }
  });
}
