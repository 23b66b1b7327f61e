/**
 * The answer watch between a session's two recording pumps (`transport/linux/answer_watch.ts`):
 * the client → agent pump pokes the agent → client pump after it moves bytes, and that one
 * looks at its input without sleeping for a moment. Here on real descriptors: the client is a
 * `cat` this test feeds, the agent a child process, and what the agent writes goes through the
 * watching pump into a `cat` whose output the test reads. End to end through the daemon it runs
 * in every transcript test on the kernel path.
 *
 * @module
 */

import assert from "node:assert/strict";
import { type PumpEnd, startFdPump } from "../transport/linux/fd_pump.ts";
import { AnswerWatch, WATCH_MISSES_BEFORE_REST } from "../transport/linux/answer_watch.ts";
import { testRingTap } from "./fixtures/test_ring_tap.ts";
import { ownEnd } from "./fixtures/own_end.ts";
import { settlesWithin } from "../async/settles_within.ts";

const encoder = new TextEncoder();

/** A child with both ends piped: its stdin and stdout as descriptors of this process. */
class Piped implements AsyncDisposable {
  readonly child: Deno.ChildProcess;
  readonly writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly stdinFd: number;
  readonly stdoutFd: number;
  constructor(command: string, args: string[] = []) {
    this.child = new Deno.Command(command, { args, stdin: "piped", stdout: "piped" }).spawn();
    this.writer = this.child.stdin.getWriter();
    this.stdinFd = ownEnd(this.child.pid, 0);
    this.stdoutFd = ownEnd(this.child.pid, 1);
  }
  async [Symbol.asyncDispose](): Promise<void> {
    await this.writer.close().catch(() => {});
    try {
      this.child.kill("SIGKILL");
    } catch { /* gone */ }
    await this.child.stdout.cancel().catch(() => {});
    await this.child.status;
  }
}

/** Both pumps of a session, recording into rings nobody reads, linked by an answer watch. */
function startPumps(client: Piped, agent: Piped, collector: Piped, watch: AnswerWatch) {
  const ring = () => testRingTap(1 << 20, 1 << 30);
  const up = startFdPump(client.stdoutFd, agent.stdinFd, 2_000, ring(), watch.side("poke"));
  const down = startFdPump(agent.stdoutFd, collector.stdinFd, 0, ring(), watch.side("watch"));
  assert.ok(up && down, "the pumps run here (Linux, FFI)");
  return { up, down };
}

/** Waits (at most 10 s) for a pump to end. */
async function ended(pump: { done: Promise<PumpEnd> }): Promise<PumpEnd> {
  assert.ok(await settlesWithin(pump.done, 10_000), "the pump ended within 10 s");
  return await pump.done;
}

/** One session of 200 ping round trips through both pumps; returns the watching pump's end. */
async function pingRoundTrips(): Promise<PumpEnd> {
  const watch = AnswerWatch.open();
  assert.ok(watch, "an eventfd can be made here");
  await using client = new Piped("cat");
  await using agent = new Piped("cat"); // answers each line with itself
  await using collector = new Piped("cat");
  const { up, down } = startPumps(client, agent, collector, watch);
  const reader = collector.child.stdout.getReader();
  const decoder = new TextDecoder();
  let received = "";
  const lines: string[] = [];
  for (let i = 0; i < 200; i++) {
    const line = `{"jsonrpc":"2.0","id":${i},"method":"ping"}\n`;
    lines.push(line);
    await client.writer.write(encoder.encode(line));
    while (!received.endsWith(line)) {
      const chunk = await reader.read();
      assert.ok(!chunk.done, `the answer to ${i} came`);
      received += decoder.decode(chunk.value, { stream: true });
    }
  }
  await client.writer.close();
  const upEnd = await ended(up);
  await agent.writer.close(); // the pump's copy is closed; now the agent sees its end of input
  const downEnd = await ended(down);
  await collector.writer.close();
  while (true) {
    const chunk = await reader.read();
    if (chunk.done) break;
    received += decoder.decode(chunk.value, { stream: true });
  }
  reader.releaseLock();
  watch.close();
  assert.equal(received, lines.join(""));
  assert.equal(upEnd.end, "eof");
  assert.equal(downEnd.end, "eof");
  assert.equal(upEnd.watches, undefined, "the poking pump does not watch");
  assert.ok(downEnd.watches, "the watching pump reports its watches");
  assert.ok(downEnd.watches.watched >= 1, `watched ${downEnd.watches.watched} times`);
  return downEnd;
}

Deno.test("answer watch: answers that follow the client's bytes are caught by the watching pump, and every byte arrives in order", async () => {
  // Each round trip is one poke, and a cat answers within microseconds, so most watches see
  // it. But a watch lasts 250 µs, and on a loaded machine (the suite runs in parallel on two
  // cores) the cat may not run in time for any of them: a session that catches none is
  // tried again, at most three times. A watch that never catches fails all three.
  const caught: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const end = await pingRoundTrips();
    caught.push(end.watches!.caught);
    if (end.watches!.caught >= 1) break;
  }
  assert.ok(
    caught.at(-1)! >= 1,
    `caught ${caught.join(", ")} answers in ${caught.length} sessions`,
  );
});

Deno.test("answer watch: a client that sends without answers coming costs a few watches, then the watching pump rests until the agent writes", async () => {
  const watch = AnswerWatch.open();
  assert.ok(watch, "an eventfd can be made here");
  await using client = new Piped("cat");
  // Reads every line, answers none, and keeps its stdout open until its input ends.
  await using agent = new Piped("sh", ["-c", "while read -r line; do :; done"]);
  await using collector = new Piped("cat");
  const { up, down } = startPumps(client, agent, collector, watch);
  const output = new Response(collector.child.stdout).text();
  // 300 frames a few milliseconds apart: each one a chance to poke.
  for (let i = 0; i < 300; i++) {
    await client.writer.write(encoder.encode(`{"jsonrpc":"2.0","method":"note","params":${i}}\n`));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await client.writer.close();
  const upEnd = await ended(up);
  await agent.writer.close(); // the pump's copy is closed; now the agent sees its end of input
  const downEnd = await ended(down);
  await collector.writer.close();
  watch.close();
  assert.equal(await output, "");
  assert.equal(upEnd.end, "eof");
  assert.equal(upEnd.bytes > 0, true);
  assert.equal(downEnd.end, "eof");
  assert.ok(downEnd.watches, "the watching pump reports its watches");
  assert.ok(downEnd.watches.watched >= 1, "the first frames were watched for");
  assert.ok(
    downEnd.watches.watched <= WATCH_MISSES_BEFORE_REST,
    `watched ${downEnd.watches.watched} times for 300 frames without an answer`,
  );
  assert.equal(downEnd.watches.caught, 0);
});
