/**
 * transport/linux/kernel_pipes.ts: a splice pump that fails for real (not the agent closing
 * its input, not the client going away, not a stop) is an unexpected failure: the direction's
 * pipe rejects, with its errno, with an error the session's lifecycle reports as a failure
 * (logged at error level: by the lifecycle client → agent, here agent → client), never as the
 * client leaving. The failure is made
 * with `fixtures/errno_clobber.ts` (every splice fails and reads ENOENT).
 *
 * @module
 */

import assert from "node:assert/strict";
import { kernelPipes } from "../transport/linux/kernel_pipes.ts";
import { writePrefix } from "../transport/byte_pipes.ts";
import { objectId } from "../transport/linux/proc_fds.ts";
import { isReaderGone } from "../transport/pipe_errors.ts";
import { ClientInputError } from "../transport/pipe_errors.ts";
import { type ChildProcessConnection, spawnChild } from "../process/child_process.ts";
import { ownEnd } from "./fixtures/own_end.ts";
import { testRingTap } from "./fixtures/test_ring_tap.ts";
import { withErrnoOverwritten } from "./fixtures/errno_clobber.ts";
import { within } from "./fixtures/support.ts";
import { recordingLogger } from "./_agent_router_harness.ts";
import type { Logger } from "../log/logger.ts";

/**
 * The kernel path with only client → agent spliced (from `source`'s stdout pipe, the client's
 * input) and the first frame already sent.
 */
function spliceOnly(
  source: Deno.ChildProcess,
  agent: ChildProcessConnection,
  log: Logger,
  leadBytes?: number,
): ReturnType<typeof kernelPipes> {
  return kernelPipes(
    {
      readable: new ReadableStream(),
      writable: new WritableStream(),
      fds: { readFd: ownEnd(source.pid, 1), writeFd: -1 },
    },
    Promise.resolve(),
    agent,
    { splice: true, handover: false, spliceDown: false },
    { graceMs: 200, log, leadBytes },
  );
}

/**
 * Ends a test's client (a `cat` child whose stdout is the client's input, and its writer) and
 * agent, whatever state they are in; `agentOutput` is what reads the agent's output.
 */
async function endPeers(
  source: Deno.ChildProcess,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  agent: ChildProcessConnection,
  agentOutput: Promise<unknown>,
): Promise<void> {
  await writer.close().catch(() => {});
  source.kill("SIGKILL");
  await source.stdout.cancel();
  await source.status;
  await agent.terminate(200);
  await agentOutput.catch(() => {});
}

for (
  const [where, leadBytes, said] of [
    ["on the main thread (the lead)", undefined, ", no worker"],
    ["on the worker", 0, ""],
  ] as const
) {
  Deno.test(`kernel pipes: a client-to-agent splice that keeps failing ${where} (the same errno read three times) is logged at error level with its errno, and the client-to-agent pipe rejects`, async () => {
    const log = recordingLogger();
    const overwritten = await withErrnoOverwritten(async () => {
      // The client's input: a `cat` child's stdout pipe, which this test writes through.
      const source = new Deno.Command("cat", { stdin: "piped", stdout: "piped" }).spawn();
      const writer = source.stdin.getWriter();
      const agent = spawnChild(["cat"]);
      const output = new Response(agent.readable).text();
      try {
        const pipes = spliceOnly(source, agent, log, leadBytes);
        const settled = pipes.upstream.then(() => null, (e) => e);
        // A line every 100 ms until the pipe fails: what comes while the splice gets ready is
        // copied (loading the fixture worker the first time includes its type check, seconds
        // on a fresh checkout); the splice fails on what comes after.
        let ended = false;
        void settled.finally(() => ended = true);
        const writing = (async () => {
          while (!ended) {
            await writer.write(new TextEncoder().encode("after the first frame\n"));
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        })().catch(() => {});
        const failure = await within(settled, 60_000, "the client-to-agent pipe to fail");
        ended = true;
        await writing;
        // Not the agent closing its input: a failure the lifecycle reports (exit 1), as a failed
        // read of the client's input on the copy path is.
        assert.ok(failure instanceof ClientInputError, String(failure));
        assert.equal(
          (failure.cause as Error).message,
          "the splice pump failed: client-to-agent pump ended (error, 0 bytes, errno 2, 2 errno " +
            `readings set aside${said})`,
        );
        pipes.stopDownstream();
        await pipes.downstream.catch(() => {});
      } finally {
        await endPeers(source, writer, agent, output);
      }
    }, { failing: true });
    assert.ok(overwritten >= 3, `every splice failed (${overwritten})`);
    // Logged once, at error level, by the session's lifecycle (tests/lifecycle_test.ts), not
    // here as well.
    const errors = log.lines.filter(([level]) => level === "error").map(([, line]) => line);
    assert.deepEqual(errors, [], log.lines.map(([level, line]) => `${level}: ${line}`).join("\n"));
  });
}

for (
  const [where, leadBytes] of [["on the main thread", undefined], ["on its worker", 0]] as const
) {
  Deno.test(`kernel pipes: a recorded agent-to-client splice that keeps failing ${where} is logged at error level, and the agent-to-client pipe rejects with an error that is not the client leaving`, async () => {
    const log = recordingLogger();
    let failure: unknown;
    const overwritten = await withErrnoOverwritten(async () => {
      // The client's output: a `cat` child's stdin pipe, whose write end is this test's.
      const client = new Deno.Command("cat", { stdin: "piped", stdout: "piped" }).spawn();
      const received = new Response(client.stdout).text();
      // What it writes while the splice gets ready (seconds, when the fixture worker is loaded
      // the first time on a fresh checkout: its type check) is copied; the splice fails on
      // what comes after: a line every 300 ms.
      const agent = spawnChild(["sh", "-c", "while :; do echo answer; sleep 0.3; done"]);
      try {
        const pipes = kernelPipes(
          {
            readable: new ReadableStream(),
            writable: new WritableStream(),
            fds: { readFd: -1, writeFd: ownEnd(client.pid, 0) },
            tapDown: () => {},
            gapDown: () => {},
            ringDown: () => testRingTap(1 << 16, 1 << 15),
          },
          Promise.resolve(),
          agent,
          { splice: false, handover: false, spliceDown: true },
          { graceMs: 200, log, stdoutId: objectId(agent.pid, 1), leadBytes },
        );
        // Loading the fixture worker the first time includes its type check: allow for it.
        failure = await within(
          pipes.downstream.then(() => "resolved", (e) => e),
          60_000,
          "the agent-to-client pipe to end",
        );
        pipes.stopUpstream();
        await pipes.upstream.catch(() => {});
      } finally {
        await agent.terminate(200);
        client.kill("SIGKILL");
        await received.catch(() => {});
        await client.status;
      }
    }, { failing: true });
    const lines = log.lines.map(([level, line]) => `${level}: ${line}`).join("\n");
    assert.ok(overwritten >= 3, `every splice failed (${overwritten})`);
    assert.ok(failure instanceof Error, `the pipe rejected (${String(failure)}); ${lines}`);
    assert.match(failure.message, /^moving the agent's output failed \(error, 0 bytes, errno 2\b/);
    assert.equal(isReaderGone(failure), false, "a failed pump is not the client leaving");
    const errors = log.lines.filter(([level]) => level === "error").map(([, line]) => line);
    assert.deepEqual(
      errors,
      [
        "moving the agent's output failed: agent-to-client pump ended (error, 0 bytes, errno 2, " +
        // On this thread, an agent that writes slowly never gets a worker.
        `2 errno readings set aside${leadBytes === undefined ? ", no worker" : ""})`,
      ],
      lines,
    );
  });
}

Deno.test("kernel pipes: a first frame that cannot be written (the agent closed its input) rejects the client-to-agent pipe with the write's error (EPIPE: the agent going away), as on the copy path", async () => {
  const log = recordingLogger();
  // The client's input: a `cat` child's stdout pipe that never gets a byte.
  const source = new Deno.Command("cat", { stdin: "piped", stdout: "piped" }).spawn();
  const agent = spawnChild(["sh", "-c", "exec 0<&-; exec sleep 10"]);
  try {
    await new Promise((resolve) => setTimeout(resolve, 300)); // it has closed its input
    const prefixSent = writePrefix(agent.writable, [new TextEncoder().encode(`{"x":1}\n`)]);
    prefixSent.catch(() => {});
    const pipes = kernelPipes(
      {
        readable: new ReadableStream(),
        writable: new WritableStream(),
        fds: { readFd: ownEnd(source.pid, 1), writeFd: -1 },
      },
      prefixSent,
      agent,
      { splice: true, handover: false, spliceDown: false },
      { graceMs: 200, log },
    );
    const failure = await within(
      pipes.upstream.then(() => null, (e) => e),
      10_000,
      "the client-to-agent pipe to reject",
    );
    assert.ok(failure instanceof Deno.errors.BrokenPipe, String(failure));
    assert.ok(isReaderGone(failure), "the agent going away, not a failure");
    pipes.stopDownstream();
    await pipes.downstream.catch(() => {});
  } finally {
    source.kill("SIGKILL");
    await source.stdin.close().catch(() => {});
    await source.stdout.cancel();
    await source.status;
    await agent.terminate(200);
    await agent.readable.cancel().catch(() => {});
  }
});

Deno.test("kernel pipes: a stop that comes while the splice is handed to the worker ends the client-to-agent pipe at once, not when the client next sends (found by a black-box run: SIGTERM then took two grace periods)", async () => {
  let pipes: ReturnType<typeof kernelPipes> | undefined;
  const stop = new Error("stopped for the test");
  const log = recordingLogger();
  // The stop comes right after the lead hands over, before the worker has started.
  const debug = log.debug;
  log.debug = (message) => {
    debug(message);
    if (message.includes("a worker takes over")) pipes?.stopUpstream(stop);
  };
  const source = new Deno.Command("cat", { stdin: "piped", stdout: "piped" }).spawn();
  const writer = source.stdin.getWriter();
  const agent = spawnChild(["sh", "-c", "cat > /dev/null"]);
  try {
    pipes = spliceOnly(source, agent, log, 1);
    // One write, then nothing more (the client stays): only the stop can end the pipe.
    await writer.write(new TextEncoder().encode("handed over after this\n"));
    const ended = await within(
      pipes.upstream.then(() => null, (e) => e),
      10_000,
      "the stopped client-to-agent pipe to end",
    );
    assert.equal(ended, stop);
    assert.ok(
      log.lines.some(([, line]) => line.includes("client-to-agent pump ended (stopped")),
      log.lines.map(([level, line]) => `${level}: ${line}`).join("\n"),
    );
    pipes.stopDownstream();
    await pipes.downstream.catch(() => {});
  } finally {
    await endPeers(source, writer, agent, agent.readable.cancel());
  }
});
