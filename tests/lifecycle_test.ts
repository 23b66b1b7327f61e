/**
 * The session lifecycle (`session/lifecycle.ts`) over the copy path's pipes
 * (`transport/byte_pipes.ts`), with in-memory peers: the closing order, how a stop passes
 * the signal on, the output-stall bound, and how write errors are told apart (also before
 * the start, by the handshake session, through the agent router). The same policy runs under
 * the daemon in the e2e, reliability and signal tests.
 *
 * @module
 */

import assert from "node:assert/strict";
import { AgentRouter } from "../agent_router/agent_router.ts";
import { inProcess } from "../transport/in_process.ts";
import { copyPipes } from "../transport/byte_pipes.ts";
import { drainToClient, runLifecycle } from "../session/lifecycle.ts";
import { isReaderGone } from "../transport/pipe_errors.ts";
import type { Connection } from "../transport/duplex.ts";
import { OutputClosedError } from "../transport/pipe_errors.ts";
import { bytes, concat, recordingLogger, text } from "./_agent_router_harness.ts";
import { delay, within } from "./fixtures/support.ts";
import { settlesWithin } from "../async/settles_within.ts";

/** A peer whose output never ends until it is terminated, as a process's pipe does. */
function quietPeer() {
  const output = new TransformStream<Uint8Array, Uint8Array>();
  const peer = recordingPeer(output.readable);
  const terminate = peer.peer.terminate!;
  return {
    ...peer,
    peer: {
      ...peer.peer,
      terminate(graceMs: number, signal?: Deno.Signal) {
        output.writable.close().catch(() => {});
        return terminate(graceMs, signal);
      },
    },
  };
}

/** A peer whose input is recorded, whose output is `output`, and which exits on demand. */
function recordingPeer(output: ReadableStream<Uint8Array>, writeGate?: Promise<void>) {
  const received: Uint8Array[] = [];
  const signals: (Deno.Signal | undefined)[] = [];
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => exit = resolve);
  const peer: Connection = {
    readable: output,
    writable: new WritableStream<Uint8Array>({
      async write(chunk) {
        await writeGate;
        received.push(chunk);
      },
    }),
    exited,
    terminate: (_graceMs, signal) => {
      signals.push(signal);
      exit(signal === "SIGINT" ? 130 : 143);
      return exited;
    },
  };
  return { peer, received, signals, exit };
}

Deno.test("lifecycle: prefixSent resolves once the whole prefix is in the peer's input, before the rest", async () => {
  const { peer, received, exit } = recordingPeer(ReadableStream.from([bytes("answer\n")]));
  const out: Uint8Array[] = [];
  const pipes = copyPipes(
    {
      readable: ReadableStream.from([bytes("rest\n")]),
      writable: new WritableStream({ write: (c) => void out.push(c) }),
    },
    [bytes("first"), bytes("\n")],
    peer,
  );
  await pipes.prefixSent;
  assert.equal(text(concat(received)).startsWith("first\n"), true);
  const ended = runLifecycle(pipes, peer, { graceMs: 50 });
  exit(0);
  const end = await ended;
  assert.equal(end.peerCode, 0);
  assert.equal(end.endedBy, "itself");
  assert.equal(text(concat(received)), "first\nrest\n");
  assert.equal(text(concat(out)), "answer\n");
});

Deno.test("lifecycle: a stop whose reason names a signal passes that signal to the peer at once", async () => {
  const { peer, signals } = quietPeer();
  const stop = new AbortController();
  const pipes = copyPipes(
    { readable: new ReadableStream<Uint8Array>(), writable: new WritableStream() },
    [],
    peer,
  );
  const ended = runLifecycle(pipes, peer, { graceMs: 60_000, signal: stop.signal });
  stop.abort("SIGINT");
  const end = await ended;
  assert.deepEqual(signals, ["SIGINT"]);
  assert.equal(end.cause, "stopped");
  assert.equal(end.endedBy, "router");
  assert.equal(end.peerCode, 130);
});

Deno.test("lifecycle: a stop with any other reason sends SIGTERM", async () => {
  const { peer, signals } = quietPeer();
  const stop = new AbortController();
  const pipes = copyPipes(
    { readable: new ReadableStream<Uint8Array>(), writable: new WritableStream() },
    [],
    peer,
  );
  const ended = runLifecycle(pipes, peer, { graceMs: 60_000, signal: stop.signal });
  stop.abort(new Error("shutting down"));
  assert.equal((await ended).cause, "stopped");
  assert.deepEqual(signals, ["SIGTERM"]);
});

Deno.test("lifecycle: a peer that exits non-zero in its grace period after the client's EOF, as a stop comes (a client that signals the whole process tree, as acpx does, signals the agent beside the daemon), is logged at info, not as an error (interop10: 'error: the agent ended with exit code 143')", async () => {
  const output = new TransformStream<Uint8Array, Uint8Array>();
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => exit = resolve);
  const peer: Connection = {
    readable: output.readable,
    writable: new WritableStream<Uint8Array>(),
    exited,
    // Its exit status is collected a moment after it exited, as a process's is.
    terminate: () => delay(50).then(() => exited),
  };
  const pipes = copyPipes(
    { readable: ReadableStream.from<Uint8Array>([]), writable: new WritableStream() },
    [],
    peer,
  );
  const stop = new AbortController();
  const log = recordingLogger();
  const ended = runLifecycle(pipes, peer, { graceMs: 5_000, signal: stop.signal, logger: log });
  await delay(20);
  exit(143);
  output.writable.close().catch(() => {});
  await delay(5);
  stop.abort("SIGTERM");
  const end = await within(ended, 10_000, "the session's end");
  assert.equal(end.peerCode, 143);
  assert.deepEqual(log.lines.filter(([level]) => level === "error"), []);
  assert.ok(
    log.lines.some(([level, line]) =>
      level === "info" && /exit code 143 as it was stopped/.test(line)
    ),
    JSON.stringify(log.lines),
  );
});

Deno.test("lifecycle: client EOF and a peer that does not exit: ended by the router after the grace period", async () => {
  const { peer, signals } = recordingPeer(new ReadableStream<Uint8Array>());
  const pipes = copyPipes(
    { readable: ReadableStream.from<Uint8Array>([]), writable: new WritableStream() },
    [],
    peer,
  );
  const end = await runLifecycle(pipes, peer, { graceMs: 20 });
  assert.equal(end.cause, "client-left");
  assert.equal(end.endedBy, "router");
  assert.deepEqual(signals, ["SIGTERM"]);
});

/**
 * A peer that takes nothing (its write never completes) behind copy pipes whose client sent a
 * line: the client's input never ends as far as the pipe can read.
 */
function stuckPeer() {
  const { peer, signals } = recordingPeer(new ReadableStream<Uint8Array>(), new Promise(() => {}));
  const pipes = copyPipes(
    { readable: ReadableStream.from([bytes("stuck\n")]), writable: new WritableStream() },
    [],
    peer,
  );
  return { peer, signals, pipes };
}

Deno.test("lifecycle: a client that hangs up while a write to a peer that does not read waits has ended its input once that write has waited one more grace period: then the peer's grace period, SIGTERM, said at info", async () => {
  // The peer takes nothing (its write never completes); the client's input never ends as far
  // as the pipe can read (its bytes wait behind that write); the hang-up comes from outside.
  const { peer, signals, pipes } = stuckPeer();
  const log = recordingLogger();
  let hangUp!: () => void;
  const hangingUp = new Promise<void>((resolve) => hangUp = resolve);
  const hungUp = { ...pipes, clientHungUp: () => hangingUp };
  const ending = runLifecycle(hungUp, peer, { graceMs: 20, logger: log });
  assert.equal(await settlesWithin(ending, 200), false, "the session ended before the hang-up");
  hangUp();
  const end = await within(ending, 5_000, "the session to end after the hang-up");
  assert.equal(end.cause, "client-left");
  assert.equal(end.endedBy, "router");
  assert.deepEqual(signals, ["SIGTERM"]);
  assert.ok(
    log.lines.some(([level, line]) =>
      level === "info" &&
      line ===
        "the client ended its input, and the agent has not read all it had sent within 20 ms; the agent has 20 ms to exit"
    ),
    JSON.stringify(log.lines),
  );
});

for (const pipe of ["plain", "reused buffers", "tapped"] as const) {
  Deno.test(`lifecycle (${pipe} copy pipe): a peer whose output errors has ended its output, that error logged as reading the peer's output failing; a client write that fails is still output-failed`, async () => {
    for (const failing of ["peer", "client"] as const) {
      const output = new ReadableStream<Uint8Array>({
        type: "bytes",
        start(controller) {
          controller.enqueue(bytes("answer\n"));
          if (failing === "peer") {
            queueMicrotask(() => controller.error(new Error("reset by peer")));
          }
        },
      });
      const { peer, exit } = recordingPeer(output);
      const written: string[] = [];
      const client = new WritableStream<Uint8Array>({
        write(chunk) {
          if (failing === "client") throw new Error("EIO: the client's disk");
          written.push(text(chunk));
        },
      });
      const pipes = copyPipes(
        {
          readable: new ReadableStream<Uint8Array>(),
          writable: client,
          reuseBuffers: pipe === "reused buffers",
          tapDown: pipe === "tapped" ? () => {} : undefined,
        },
        [],
        peer,
      );
      const log = recordingLogger();
      const ending = runLifecycle(pipes, peer, { graceMs: 2_000, logger: log });
      setTimeout(() => exit(0), 10); // an in-memory peer whose connection ended
      const end = await within(ending, 5_000, `the session (${failing} failing)`);
      const errors = log.lines.filter(([level]) => level === "error").map(([, line]) => line);
      if (failing === "peer") {
        assert.equal(end.cause, "peer-ended", JSON.stringify(log.lines));
        assert.equal(end.outputError, undefined);
        assert.deepEqual(errors, ["reading the agent's output failed: reset by peer"]);
        assert.deepEqual(written, ["answer\n"]);
      } else {
        assert.equal(end.cause, "output-failed", JSON.stringify(log.lines));
        assert.equal(end.outputError?.message, "EIO: the client's disk");
      }
    }
  });
}

Deno.test("lifecycle: a hang-up that has passed once the grace period is over (a FIFO's next writer came) is no end of input: the next one is waited for", async () => {
  const { peer, signals, pipes } = stuckPeer();
  const log = recordingLogger();
  const hangUps: (() => void)[] = [];
  let stillHungUp = false;
  const watched = {
    ...pipes,
    clientHungUp: () => new Promise<void>((resolve) => hangUps.push(resolve)),
    clientStillHungUp: () => stillHungUp,
  };
  const ending = runLifecycle(watched, peer, { graceMs: 20, logger: log });
  await within(waitUntil(() => hangUps.length === 1), 5_000, "the first watch");
  hangUps[0](); // a writer let go; another one opens before the grace period is over
  await within(waitUntil(() => hangUps.length === 2), 5_000, "the watch for the next hang-up");
  assert.equal(await settlesWithin(ending, 100), false, "ended on a hang-up that had passed");
  stillHungUp = true;
  hangUps[1]();
  const end = await within(ending, 5_000, "the session to end after the second hang-up");
  assert.equal(end.cause, "client-left");
  assert.deepEqual(signals, ["SIGTERM"]);
  assert.ok(
    log.lines.some(([level, line]) =>
      level === "info" &&
      line === "the agent is still running 20 ms after the client's end of input; terminating it"
    ),
    JSON.stringify(log.lines),
  );
});

Deno.test("lifecycle: a client that is hung up again by the end of the grace period but was not for a moment during it (a FIFO writer came and went) has not ended its input: its next hang-up starts the wait again", async () => {
  const { peer, signals, pipes } = stuckPeer();
  const hangUps: (() => void)[] = [];
  let stillHungUp = true;
  const watched = {
    ...pipes,
    clientHungUp: () => new Promise<void>((resolve) => hangUps.push(resolve)),
    clientStillHungUp: () => stillHungUp,
  };
  const ending = runLifecycle(watched, peer, { graceMs: 400, logger: recordingLogger() });
  await within(waitUntil(() => hangUps.length === 1), 5_000, "the first watch");
  hangUps[0]();
  await delay(150);
  stillHungUp = false; // a writer opened...
  await delay(150);
  stillHungUp = true; // ...and closed again before the grace period was over
  await within(waitUntil(() => hangUps.length === 2), 5_000, "the watch for the next hang-up");
  assert.equal(await settlesWithin(ending, 300), false, "ended on a hang-up that had passed");
  hangUps[1]();
  const end = await within(ending, 5_000, "the session to end after the next hang-up");
  assert.equal(end.cause, "client-left");
  assert.deepEqual(signals, ["SIGTERM"]);
});

/** Resolves once `check` holds (polled every 5 ms). */
async function waitUntil(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * A peer that wrote `chunks` and exited 0, piped to a client that takes nothing (a
 * descriptor-like sink whose write never completes).
 */
function exitedPeerStuckClient(chunks: string[]) {
  const stuck = new WritableStream<Uint8Array>({ write: () => new Promise(() => {}) });
  const output = new ReadableStream<Uint8Array>({
    type: "bytes",
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes(chunk));
      controller.close();
    },
  });
  const { peer, exit } = recordingPeer(output);
  const pipes = copyPipes(
    { readable: new ReadableStream<Uint8Array>(), writable: stuck, reuseBuffers: true },
    [],
    peer,
  );
  exit(0);
  return { peer, pipes };
}

Deno.test("lifecycle: output to a client that takes nothing after the peer ended is closed after the stall bound", async () => {
  const { peer, pipes } = exitedPeerStuckClient(["x".repeat(1000), "y".repeat(1000)]);
  const logged: string[] = [];
  const log = { error() {}, info() {}, debug() {}, warn: (m: string) => void logged.push(m) };
  const end = await runLifecycle(pipes, peer, { graceMs: 20, outputStallMs: 100, logger: log });
  assert.equal(end.cause, "peer-ended");
  assert.ok(
    logged.some((m) =>
      m.includes("the agent has ended and the client has taken none of its output for 100 ms")
    ),
    `the stall was logged: ${logged}`,
  );
});

Deno.test("lifecycle: a stop while the last output drains to a client that takes nothing ends the drain at once, not after the stall bound", async () => {
  const { peer, pipes } = exitedPeerStuckClient(["x".repeat(1000)]);
  const stop = new AbortController();
  const ending = runLifecycle(pipes, peer, {
    graceMs: 20,
    outputStallMs: 60_000,
    signal: stop.signal,
  });
  await new Promise((resolve) => setTimeout(resolve, 200)); // the drain is under way
  const since = Date.now();
  stop.abort();
  const end = await ending;
  assert.equal(end.peerCode, 0);
  assert.ok(Date.now() - since < 5_000, `ended ${Date.now() - since} ms after the stop`);
});

Deno.test("lifecycle: after a stop, a client that takes nothing is given up at the first look a second after the stop, also where the progress is dated by when the count was first seen (the kernel path: a transcript's splice waited a second look, 2 s)", async () => {
  // A peer that never ends its output, to a client that takes nothing.
  const stuck = new WritableStream<Uint8Array>({ write: () => new Promise(() => {}) });
  const output = new ReadableStream<Uint8Array>({
    type: "bytes",
    start: (controller) => controller.enqueue(bytes("x".repeat(1000))),
  });
  const { peer } = recordingPeer(output);
  const copied = copyPipes({ readable: new ReadableStream(), writable: stuck }, [], peer);
  // As the kernel path tells it: the count has not moved since it was first looked at.
  const looks: number[] = [];
  let firstLook: number | undefined;
  const pipes = Object.assign(Object.create(copied), {
    waitingOnClient: () => true,
    lastProgressAt: () => {
      looks.push(Date.now());
      return firstLook ??= Date.now();
    },
  });
  const stop = new AbortController();
  const ending = runLifecycle(pipes, peer, { graceMs: 20_000, signal: stop.signal });
  await delay(100);
  const stoppedAt = Date.now();
  stop.abort();
  const end = await within(ending, 30_000, "the session's end");
  assert.equal(end.cause, "stopped");
  // Looks in rounds a second apart: the drain ends at the first round after its first look.
  const rounds = new Set(
    looks.filter((at) => at - stoppedAt >= 900).map((at) => Math.round((at - stoppedAt) / 1000)),
  );
  assert.equal(rounds.size, 1, `looks at ${looks.map((at) => at - stoppedAt)} ms after the stop`);
});

Deno.test("lifecycle: a write error with a system code other than a reader going away is output-failed", async () => {
  const full = Object.assign(new Error("No space left on device (os error 28)"), {
    code: "ENOSPC",
  });
  const failing = new WritableStream<Uint8Array>({ write: () => Promise.reject(full) });
  const { peer } = recordingPeer(ReadableStream.from([bytes("answer\n")]));
  const pipes = copyPipes({ readable: new ReadableStream(), writable: failing }, [], peer);
  const end = await runLifecycle(pipes, peer, { graceMs: 20 });
  assert.equal(end.cause, "output-failed");
  assert.equal(end.outputError, full);
});

Deno.test("lifecycle: a write to the client that fails while the last output drains, after the peer exited cleanly, is still output-failed", async () => {
  const full = Object.assign(new Error("No space left on device (os error 28)"), {
    code: "ENOSPC",
  });
  // The write fails only a moment after the peer has exited 0 on its input closing.
  const slowFailing = new WritableStream<Uint8Array>({
    write: () => new Promise((_, reject) => setTimeout(() => reject(full), 50)),
  });
  const output = new ReadableStream<Uint8Array>({
    type: "bytes",
    start(controller) {
      controller.enqueue(bytes("last answer\n"));
      controller.close();
    },
  });
  const { peer, exit } = recordingPeer(output);
  const exitsOnEof: Connection = {
    ...peer,
    writable: new WritableStream<Uint8Array>({ close: () => exit(0) }),
  };
  // A descriptor-like client output: the drain waits while its write is in flight.
  const pipes = copyPipes(
    { readable: ReadableStream.from<Uint8Array>([]), writable: slowFailing, reuseBuffers: true },
    [],
    exitsOnEof,
  );
  const end = await runLifecycle(pipes, exitsOnEof, { graceMs: 20 });
  assert.equal(end.peerCode, 0);
  assert.equal(end.cause, "output-failed");
  assert.equal(end.outputError, full);
});

Deno.test("lifecycle: only named conditions are a reader going away (EPIPE, ECONNRESET, an output its owner closed, an abort); ENOSPC, EIO, the web streams' TypeErrors and the daemon's own errors are not", async () => {
  assert.ok(isReaderGone(new Deno.errors.BrokenPipe()));
  assert.ok(isReaderGone(Object.assign(new Error("reset"), { code: "ECONNRESET" })));
  assert.ok(isReaderGone(new OutputClosedError("the remote connection ended: idle timeout")));
  assert.ok(isReaderGone(undefined), "a stream aborted without a reason");
  const stopped = new AbortController();
  stopped.abort();
  assert.ok(isReaderGone(stopped.signal.reason), "an abort");
  // What the web streams themselves throw for a closed stream says nothing of why it closed:
  // the pipes report an errored sink by its own error (tests/output_pipe_test.ts).
  const closed = new TransformStream<Uint8Array, Uint8Array>();
  const writer = closed.writable.getWriter();
  await writer.close();
  const streamErrors = [
    await writer.write(bytes("late")).catch((e) => e),
    await writer.close().catch((e) => e),
  ];
  writer.releaseLock();
  streamErrors.push(
    await ReadableStream.from([bytes("x")]).pipeTo(closed.writable).catch((e) => e),
  );
  for (const e of streamErrors) {
    assert.ok(e instanceof TypeError && !isReaderGone(e), `${e}`);
  }
  assert.ok(!isReaderGone(Object.assign(new Error("full"), { code: "ENOSPC" })));
  assert.ok(!isReaderGone(Object.assign(new Error("io"), { code: "EIO" })));
  assert.ok(!isReaderGone(new Error("moving the agent's output failed (error, 0 bytes, errno 2)")));
  assert.ok(!isReaderGone(new TypeError("Cannot read properties of undefined (reading 'closed')")));
  assert.ok(!isReaderGone(new RangeError("offset is out of bounds")));
});

Deno.test("lifecycle: an error of the daemon's own in the agent-to-client pipe (a tap that throws) is output-failed, logged with its stack, not the client leaving", async () => {
  const { peer } = recordingPeer(ReadableStream.from([bytes("answer\n")]));
  const out: Uint8Array[] = [];
  const client = new WritableStream<Uint8Array>({ write: (chunk) => void out.push(chunk) });
  const bug = new TypeError("Cannot read properties of undefined (reading 'length')");
  const tapDown = () => {
    throw bug;
  };
  const pipes = copyPipes({ readable: new ReadableStream(), writable: client, tapDown }, [], peer);
  const log = recordingLogger();
  const end = await runLifecycle(pipes, peer, { graceMs: 20, logger: log });
  assert.equal(end.cause, "output-failed");
  assert.equal(end.outputError, bug);
  const errors = log.lines.filter(([level]) => level === "error").map(([, line]) => line);
  assert.equal(errors.length, 1, errors.join("\n"));
  assert.ok(errors[0].startsWith(`the output to the client failed: ${bug.stack}`), errors[0]);
});

Deno.test("handshake: a failure of the daemon's own while answering before the start is output-failed, logged with its stack, not the client leaving", async () => {
  const bug = new TypeError("Cannot read properties of undefined (reading 'byteLength')");
  const client = {
    // Not an initialize: the router answers it with an error, and that write fails.
    readable: ReadableStream.from([bytes(`{"jsonrpc":"2.0","id":1,"method":"session/new"}\n`)]),
    writable: new WritableStream<Uint8Array>({ write: () => Promise.reject(bug) }),
  };
  const log = recordingLogger();
  const router = new AgentRouter({
    v1: inProcess(() => Promise.resolve()),
    graceMs: 20,
    logger: log,
  });
  const outcome = await router.serve(client);
  assert.equal(outcome.end, "output-failed");
  const errors = log.lines.filter(([level]) => level === "error").map(([, line]) => line);
  assert.ok(
    errors.some((line) => line.startsWith(`the output to the client failed: ${bug.stack}`)),
    errors.join("\n"),
  );
});

/** A peer like `cat` in spirit: it exits 0 once its input is closed or aborted. */
function exitsOnInputEnd() {
  const output = new TransformStream<Uint8Array, Uint8Array>();
  const { peer, received, exit } = recordingPeer(output.readable);
  let inputEnded = "";
  const end = (how: string) => {
    inputEnded = how;
    output.writable.close().catch(() => {});
    exit(0);
  };
  const writable = new WritableStream<Uint8Array>({
    write: (chunk) => void received.push(chunk),
    close: () => end("closed"),
    abort: () => end("aborted"),
  });
  return { peer: { ...peer, writable }, received, inputEnded: () => inputEnded };
}

/**
 * Runs a session whose client → agent pipe fails (`input`, `tapUp`) with a peer that exits 0
 * at the end of its input; checks that its input was aborted and the session ended `failed`
 * with `error`, and returns what was logged at error level.
 */
async function failedInput(
  input: ReadableStream<Uint8Array>,
  error: Error,
  tapUp?: () => void,
): Promise<string[]> {
  const { peer, inputEnded } = exitsOnInputEnd();
  const pipes = copyPipes({ readable: input, writable: new WritableStream(), tapUp }, [], peer);
  const log = recordingLogger();
  const end = await within(
    runLifecycle(pipes, peer, { graceMs: 20, logger: log }),
    5_000,
    "the session end",
  );
  assert.equal(inputEnded(), "aborted");
  assert.equal(end.cause, "failed");
  assert.equal(end.error, error);
  assert.equal(end.peerCode, 0);
  return log.lines.filter(([level]) => level === "error").map(([, line]) => line);
}

Deno.test("lifecycle: an error of the daemon's own in the client-to-agent pipe (a tap that throws) closes the agent's input and ends the session as failed, logged with its stack — it used to hang until the agent exited", async () => {
  // The client's input stays open, as a client waiting for an answer does.
  const input = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(bytes("hello\n")) });
  const bug = new TypeError("Cannot read properties of undefined (reading 'length')");
  const errors = await failedInput(input, bug, () => {
    throw bug;
  });
  assert.equal(errors.length, 1, errors.join("\n"));
  assert.ok(
    errors[0].startsWith(`moving the client's input to the agent failed: ${bug.stack}`),
    errors[0],
  );
});

Deno.test("lifecycle: a read error on the client's input (EIO) closes the agent's input and ends the session as failed, logged by its message — not a quiet end with the agent's exit code", async () => {
  const eio = Object.assign(new Error("Input/output error (os error 5)"), { code: "EIO" });
  let reads = 0;
  const input = new ReadableStream<Uint8Array>({
    pull(c) {
      if (reads++ === 0) c.enqueue(bytes("hello\n"));
      else c.error(eio);
    },
  });
  assert.deepEqual(await failedInput(input, eio), [
    "moving the client's input to the agent failed: Input/output error (os error 5)",
  ]);
});

Deno.test("lifecycle: the agent no longer reading its input (EPIPE) is not a failure: its output decides the end", async () => {
  const output = new TransformStream<Uint8Array, Uint8Array>();
  const { peer, exit } = recordingPeer(output.readable);
  const closedInput: Connection = {
    ...peer,
    writable: new WritableStream<Uint8Array>({
      write: () => Promise.reject(new Deno.errors.BrokenPipe("Broken pipe (os error 32)")),
    }),
  };
  const input = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(bytes("hello\n")) });
  const pipes = copyPipes({ readable: input, writable: new WritableStream() }, [], closedInput);
  const log = recordingLogger();
  const ending = runLifecycle(pipes, closedInput, { graceMs: 20, logger: log });
  await new Promise((resolve) => setTimeout(resolve, 50));
  output.writable.close();
  exit(0);
  const end = await within(ending, 5_000, "the session end");
  assert.equal(end.cause, "peer-ended");
  assert.equal(end.error, undefined);
  assert.deepEqual(log.lines.filter(([level]) => level === "error"), []);
});

Deno.test("lifecycle: a stop ends a session whose in-memory peer (no terminate) is blocked writing to a client that does not read: bounded by the grace period; the peer's blocked write fails as its output is cut, so it ends with its own code (0 here; before, its output was never cut and its code was null)", async () => {
  // The peer writes until its writes block; it would exit only when a write fails.
  const output = new TransformStream<Uint8Array, Uint8Array>(undefined, undefined, {
    highWaterMark: 1,
  });
  const exited = (async () => {
    const writer = output.writable.getWriter();
    try {
      while (true) await writer.write(bytes("x".repeat(1024) + "\n"));
    } catch {
      return 0;
    }
  })();
  const peer: Connection = { readable: output.readable, writable: new WritableStream(), exited };
  // A client that never takes a byte: its first write never completes.
  const blocked = new WritableStream<Uint8Array>({ write: () => new Promise(() => {}) });
  const pipes = copyPipes(
    { readable: new ReadableStream<Uint8Array>(), writable: blocked },
    [],
    peer,
  );
  const stop = new AbortController();
  const ending = runLifecycle(pipes, peer, { graceMs: 100, signal: stop.signal });
  await new Promise((resolve) => setTimeout(resolve, 50));
  stop.abort("SIGTERM");
  const end = await within(ending, 5_000, "the session to end");
  assert.equal(end.cause, "stopped");
  assert.equal(end.peerCode, 0);
});

Deno.test("lifecycle: the drain after the sender ended does not take a moment between two writes to a slow client for output left open: one look with no write in flight is followed by more, and the output counts as left open only when most find none (on a busy machine the one look fell between two writes: 'observed' lost most of a slow client's last 200 lines)", async () => {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => finish = resolve);
  // The first look of each round falls between two writes; the client takes bytes all the
  // while.
  let looks = 0;
  const client = { waitingOnClient: () => looks++ % 5 !== 0, lastProgressAt: () => Date.now() };
  const log = recordingLogger();
  const options = { graceMs: 50, stallMs: 10_000, log, ended: "the agent has ended" };
  const draining = drainToClient(done, client, options);
  assert.equal(await settlesWithin(draining, 300), false, "still draining after several ticks");
  assert.ok(looks >= 4, `${looks} looks`);
  finish();
  assert.equal(await within(draining, 5_000, "the drain"), "drained");
  // No write in flight at any look: left open.
  const idle = { waitingOnClient: () => false, lastProgressAt: () => Date.now() };
  const open = await within(drainToClient(new Promise(() => {}), idle, options), 5_000, "idle");
  assert.equal(open, "left-open");
  assert.deepEqual(log.lines, [[
    "debug",
    "the output is still open after its sender ended; closing it",
  ]]);
});
