/**
 * The test harness's own guarantee (`tests/fixtures/e2e/harness.ts`, which the faults
 * harness builds on): every wait on a daemon is bounded, so a daemon that stops reading or
 * answering fails a test with a message naming what was waited for instead of hanging it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { initialize, Session, waitPids, within } from "./fixtures/faults/harness.ts";

/** The bound the test gives each write: small, so a timeout comes quickly. */
const BOUND_MS = 500;
/** How late a timed-out wait may end on a loaded machine (only a hang exceeds it). */
const SLACK_MS = 10_000;

Deno.test("harness: a write to a daemon that never reads (its agent never reads, the pipes are full) fails with a timeout naming the write within its bound, and so does closing its stdin, instead of hanging", async () => {
  await using s = await Session.create();
  const agent = s.agent(["--mode", "never-read", "--spawn-child"]);
  // Copied: on the kernel paths a set-up still under way on a loaded machine grows the pipes
  // later (to 256 KiB), which would take the pending write after its bound; this test is about
  // the harness's bound, not the byte path.
  const d = s.start(["--v1", agent.cmd, "--grace-ms", "300", "--copy"]);
  await d.write(initialize("1", 1));
  await waitPids(agent.pidFile); // the daemon is relaying to the agent now

  // Writes go through until every pipe on the way to the agent is full; then one blocks.
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const offered = 256 * 1024 * 1024;
  const failed = await within(
    (async () => {
      for (let written = 0; written < offered; written += chunk.length) {
        const started = performance.now();
        try {
          await d.write(chunk, BOUND_MS);
        } catch (error) {
          return { error, written, elapsed: performance.now() - started };
        }
      }
      return null;
    })(),
    BOUND_MS + 30_000,
    `a write of at most ${BOUND_MS} ms to a daemon that never reads to fail (the harness's ` +
      "write is not bounded: it waits for as long as the daemon does not read)",
  );
  assert.ok(failed !== null, `${offered} bytes went into a daemon whose agent never reads`);
  assert.ok(failed.error instanceof Error, String(failed.error));
  assert.match(
    failed.error.message,
    /^timed out after 500 ms: writing 65536 bytes to the daemon's stdin \(does it read\?\) \(daemon pid \d+\)$/,
  );
  assert.ok(
    failed.elapsed >= BOUND_MS - 5 && failed.elapsed < BOUND_MS + SLACK_MS,
    `the write failed after ${failed.elapsed} ms (bound ${BOUND_MS} ms)`,
  );
  assert.ok(failed.written < 64 * 1024 * 1024, `the daemon took ${failed.written} bytes`);

  // Closing stdin waits for that write, which the daemon will never take: bounded too.
  const started = performance.now();
  await assert.rejects(
    within(d.closeStdin(BOUND_MS), BOUND_MS + 30_000, "closeStdin to give up"),
    /^Error: timed out after 500 ms: closing the daemon's stdin, after its pending writes/,
  );
  assert.ok(performance.now() - started < BOUND_MS + SLACK_MS);
  // Disposing the session kills the daemon: the pending write fails and every pipe closes.
});
