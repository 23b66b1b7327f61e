/**
 * What a stdio session does on its way to the agent's answer (cold start, figure 3 of
 * `docs/BENCHMARKS.md`), checked by order, never by speed: a preloaded module
 * (`fixtures/start_path_trap.ts`) reports, in order, the first read of a timers global, the
 * first frame's write completing, and the first `Deno.dlopen`.
 *
 * - Deno 2.9's first read of `setTimeout` loads its Node-compatible timers: ≈ 10 ms of CPU on
 *   the daemon's main thread, at the start or at the end of a session. The daemon's bounded
 *   waits use `AbortSignal.timeout` instead, so a session never reads it.
 * - On the kernel paths the agent gets its first frame before the kernel path's code is
 *   loaded and set up (which keeps the event loop busy for ≈ 10–20 ms; the write only goes out
 *   when the loop turns).
 *
 * @module
 */

import assert from "node:assert/strict";
import { BYTE_PATHS, MOD, within } from "./fixtures/e2e/harness.ts";
import { fileURLToPath } from "node:url";

const TRAP = fileURLToPath(new URL("./fixtures/start_path_trap.ts", import.meta.url));
const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
const ANSWER = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
/** Answers `initialize`, then reads to its end of input and exits. */
const AGENT = `sh -c 'IFS= read -r line; echo '"'"'${ANSWER}'"'"'; exec cat >/dev/null'`;

/** One whole session through a daemon with the trap preloaded: its exit code, stdout, traps. */
async function trappedSession(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; traps: string[] }> {
  const daemon = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--preload", TRAP, MOD, "--v1", AGENT, ...args],
    env,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderr = new Response(daemon.stderr).text();
  const writer = daemon.stdin.getWriter();
  const reader = daemon.stdout.getReader();
  let stdout = "";
  try {
    await writer.write(new TextEncoder().encode(INIT));
    while (!stdout.includes("\n")) {
      const { done, value } = await within(reader.read(), 30_000, "the answer");
      if (done) break;
      stdout += new TextDecoder().decode(value);
    }
    // The client leaves once it has the answer: the session's end runs too.
    await writer.close();
    const status = await within(daemon.status, 30_000, "the daemon's exit");
    const traps = (await stderr).split("\n").filter((l) => l.startsWith("TRAP "));
    return { code: status.code, stdout, traps };
  } finally {
    try {
      daemon.kill("SIGKILL");
    } catch { /* already gone */ }
    await reader.cancel().catch(() => {});
    await writer.close().catch(() => {});
    await daemon.status;
    await stderr.catch(() => {});
  }
}

for (const path of BYTE_PATHS) {
  Deno.test(`start path (${path.name}): a whole stdio session never reads setTimeout (Deno's first read loads its Node timers, ≈ 10 ms of CPU)`, async () => {
    const run = await trappedSession(path.args);
    assert.equal(run.code, 0, run.traps.join("\n"));
    assert.equal(run.stdout, `${ANSWER}\n`);
    assert.deepEqual(
      run.traps.filter((t) => !t.startsWith("TRAP first frame") && t !== "TRAP dlopen"),
      [],
    );
    assert.ok(run.traps.includes("TRAP first frame written"), "the trap saw the first frame");
  });
}

for (const late of [0, 100]) {
  Deno.test(`start path (kernel paths): the agent's first frame is in its input before the kernel path opens libc (its set-up keeps the event loop from turning), also when the write is seen ${late} ms late (a busy machine: the set-up waited 20 ms at most, then opened libc first)`, async () => {
    const run = await trappedSession([], { TRAP_FIRST_WRITE_MS: String(late) });
    assert.equal(run.code, 0);
    const written = run.traps.indexOf("TRAP first frame written");
    const opened = run.traps.indexOf("TRAP dlopen");
    assert.ok(written >= 0 && opened >= 0, run.traps.join("\n"));
    assert.ok(written < opened, `first frame after dlopen: ${run.traps.join(" | ")}`);
  });
}
