/**
 * The splice's lead on the main thread (transport/linux/splice_lead.ts): client → agent bytes
 * move between polls until the client sends fast, then the worker (`fd_pump.ts`) takes the
 * rest. The source is the stdout pipe of a `cat` child this test feeds, the sink the stdin
 * pipe of a child process. End to end through the daemon it runs in every "(kernel paths)"
 * test.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  HANDOFF_BYTES,
  HANDOFF_MOVES,
  type LeadEnd,
  SpliceLead,
} from "../transport/linux/splice_lead.ts";
import { DRAINED_BYTES, startFdPump } from "../transport/linux/fd_pump.ts";
import { anyChunksArriveInOrder, sha256, Sink, Source } from "./fixtures/pipe_peers.ts";
import { spawnChild } from "../process/child_process.ts";
import { ownEnd } from "./fixtures/own_end.ts";
import { withErrnoOverwritten } from "./fixtures/errno_clobber.ts";
import { delay, within } from "./fixtures/support.ts";

const NEVER = new AbortController().signal;

/** Runs a lead from `source` to `sink` and closes it. */
async function lead(
  source: Source,
  sink: Sink,
  signal = NEVER,
  options: Parameters<SpliceLead["run"]>[1] = {},
): Promise<LeadEnd> {
  const lead = SpliceLead.open(source.fd, sink.fd);
  assert.ok(lead, "the lead runs here (Linux, -A)");
  try {
    return await lead.run(signal, options);
  } finally {
    lead.close();
  }
}

Deno.test("splice lead: any bytes, in any chunks, arrive in order and the lead reports eof, with no worker (property)", async () => {
  await anyChunksArriveInOrder((source, sink) =>
    lead(source, sink, NEVER, { handoffBytes: Infinity, handoffMoves: Infinity })
  );
});

Deno.test("splice lead: a client that sends fast is handed to the worker, which moves the rest: every byte arrives once, in order", async () => {
  await using source = new Source();
  await using sink = new Sink(["sha256sum"]);
  const chunks = Array.from({ length: 40 }, (_, i) => new Uint8Array(100_000).fill(i));
  const writing = (async () => {
    for (const c of chunks) await source.writer.write(c);
    await source.writer.close();
  })();
  const result = await lead(source, sink, NEVER, { handoffBytes: 300_000 });
  assert.equal(result.end, "handoff", JSON.stringify(result));
  assert.ok(result.bytes >= 300_000 && result.bytes < 4_000_000, JSON.stringify(result));
  const pump = startFdPump(source.fd, sink.fd)!;
  const rest = await pump.done;
  await writing;
  assert.equal(rest.end, "eof");
  assert.equal(result.bytes + rest.bytes, 4_000_000);
  await sink.conn.writable.close();
  assert.equal((await sink.output).split(" ")[0], await sha256(chunks));
});

Deno.test("splice lead: by default a session's requests stay on the main thread; 1 MiB within a second hands over", async () => {
  assert.equal(HANDOFF_BYTES, 1024 * 1024);
  await using source = new Source();
  await using sink = new Sink(["wc", "-c"]);
  const running = lead(source, sink);
  for (let i = 0; i < 5; i++) {
    await source.writer.write(new Uint8Array(100_000).fill(0x61)); // a prompt with a file in it
    await delay(20);
  }
  // Not awaited: once the lead hands over, only the worker moves the rest.
  const writing = source.writer.write(new Uint8Array(HANDOFF_BYTES).fill(0x62));
  const result = await within(running, 30_000, "the handover");
  assert.equal(result.end, "handoff", JSON.stringify(result));
  assert.ok(result.bytes >= HANDOFF_BYTES, JSON.stringify(result));
  const pump = startFdPump(source.fd, sink.fd)!;
  await writing;
  await source.writer.close();
  assert.equal((await pump.done).end, "eof");
  await sink.conn.writable.close();
  assert.equal((await sink.output).trim(), String(5 * 100_000 + HANDOFF_BYTES));
});

Deno.test("splice lead: 256 frames one at a time within a second (a client in a tight loop of requests) hand over; fewer, or slower, do not", async () => {
  assert.equal(HANDOFF_MOVES, 256);
  const frame = new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"x"}\n');
  /** An echoing sink whose output this test reads as it comes. */
  const echo = () => {
    const conn = spawnChild(["cat"]);
    return { conn, fd: ownEnd(conn.pid, 0), echoed: conn.readable.getReader() };
  };
  /** Sends `count` frames, each once the previous one has come back through the sink. */
  async function loop(source: Source, sink: ReturnType<typeof echo>, count: number) {
    for (let i = 0; i < count; i++) {
      await source.writer.write(frame);
      for (let got = 0; got < frame.length;) {
        const { value } = await within(sink.echoed.read(), 10_000, `frame ${i} through the lead`);
        got += value!.length;
      }
    }
  }
  const run = (source: Source, sink: ReturnType<typeof echo>, handoffMoves: number) => {
    const lead = SpliceLead.open(source.fd, sink.fd)!;
    return lead.run(NEVER, { handoffMoves }).finally(() => lead.close());
  };
  const sinks: ReturnType<typeof echo>[] = [];
  try {
    await using source = new Source();
    const sink = echo();
    sinks.push(sink);
    const running = run(source, sink, 20);
    await loop(source, sink, 19);
    const state = await Promise.race([
      running.then(() => "ended"),
      delay(50).then(() => "running"),
    ]);
    assert.equal(state, "running", "19 moves are not 20");
    await loop(source, sink, 1);
    assert.deepEqual(await within(running, 10_000, "the handover"), {
      end: "handoff",
      errno: 0,
      bytes: 20 * frame.length,
    });

    // The same frames at a slower pace (the window is a second): no handover.
    await using slowSource = new Source();
    const slowSink = echo();
    sinks.push(slowSink);
    const slow = run(slowSource, slowSink, 3);
    await loop(slowSource, slowSink, 2);
    await delay(1_100);
    await loop(slowSource, slowSink, 2);
    await slowSource.writer.close();
    assert.deepEqual(await within(slow, 10_000, "eof"), {
      end: "eof",
      errno: 0,
      bytes: 4 * frame.length,
    });
  } finally {
    for (const sink of sinks) {
      await sink.conn.writable.close().catch(() => {});
      await sink.echoed.cancel();
      await sink.conn.terminate(100);
    }
  }
});

Deno.test("splice lead: handoffBytes 0 moves nothing: it hands over once there is input, and a client that only closes its end is eof with no worker", async () => {
  await using source = new Source();
  await using sink = new Sink(["cat"]);
  const running = lead(source, sink, NEVER, { handoffBytes: 0 });
  await delay(30);
  await source.writer.write(new TextEncoder().encode("x"));
  assert.deepEqual(await running, { end: "handoff", errno: 0, bytes: 0 });
  // Nothing was read: the byte is still there for the pump.
  const pump = startFdPump(source.fd, sink.fd)!;
  await source.writer.close();
  assert.equal((await pump.done).bytes, 1);
  await sink.conn.writable.close();
  assert.equal(await sink.output, "x");

  await using closed = new Source();
  await using sink2 = new Sink(["cat"]);
  await closed.writer.close();
  assert.deepEqual(await lead(closed, sink2, NEVER, { handoffBytes: 0 }), {
    end: "eof",
    errno: 0,
    bytes: 0,
  });
});

Deno.test("splice lead: an abort ends it at once while its poll blocks, however long the poll, and leaves the input untouched", async () => {
  await using source = new Source();
  await using sink = new Sink(["cat"]);
  const stop = new AbortController();
  const running = lead(source, sink, stop.signal, { pollMs: 600_000 });
  await delay(50); // the poll is blocking on a runtime thread
  stop.abort();
  const result = await within(running, 10_000, "the aborted lead to end");
  assert.deepEqual(result, { end: "stopped", errno: 0, bytes: 0 });
  await source.writer.write(new TextEncoder().encode("x"));
  assert.deepEqual(await lead(source, sink, AbortSignal.abort()), {
    end: "stopped",
    errno: 0,
    bytes: 0,
  });
  const pump = startFdPump(source.fd, sink.fd)!;
  await source.writer.close();
  assert.equal((await pump.done).bytes, 1, "the byte written after the stop was still there");
});

Deno.test("splice lead: the caller may close its descriptors while the lead runs, even see the numbers reused: it works on copies of its own", async () => {
  await using source = new Source();
  await using sink = new Sink(["sha256sum"]);
  const running = lead(source, sink, NEVER, { handoffBytes: Infinity });
  await source.child.stdout.cancel(); // closes this process's source.fd
  await sink.conn.writable.close(); // and sink.fd: the sink sees its end only with the lead's
  const reused = [0, 1, 2, 3].map(() => Deno.openSync("/dev/null"));
  try {
    const chunks = [new Uint8Array(100_000).fill(7), new TextEncoder().encode("end\n")];
    for (const c of chunks) await source.writer.write(c);
    await source.writer.close();
    assert.deepEqual(await running, { end: "eof", errno: 0, bytes: 100_004 });
    assert.equal((await sink.output).split(" ")[0], await sha256(chunks));
  } finally {
    for (const file of reused) file.close();
  }
});

/** A lead into a sink that closes its stdin after its first line, fed a line then 4 MiB. */
async function leadIntoSinkThatCloses(): Promise<LeadEnd> {
  await using source = new Source();
  await using sink = new Sink(["sh", "-c", "read -r _; exec 0<&-; sleep 30"]);
  const running = lead(source, sink, NEVER, { handoffBytes: Infinity });
  await source.writer.write(new TextEncoder().encode("first\n"));
  await delay(100);
  const block = new Uint8Array(64 * 1024).fill(0x61);
  const writing = (async () => {
    for (let i = 0; i < 64; i++) await source.writer.write(block);
  })().catch(() => {});
  const result = await within(running, 30_000, "the lead to end");
  source.child.kill("SIGKILL"); // its stdin breaks, so the test's blocked write ends
  await writing;
  return result;
}

Deno.test("splice lead: a sink that closes its stdin is a write-error (EPIPE), not a crash", async () => {
  const result = await leadIntoSinkThatCloses();
  assert.equal(result.end, "write-error", JSON.stringify(result));
  assert.equal(result.errno, 32);
});

/**
 * A sink whose process has closed its stdin: told to once its input's pipe was found (files
 * both ways, each waited for; fixed sleeps were short on a loaded machine).
 */
async function sinkThatClosedItsInput(): Promise<Sink> {
  const dir = await Deno.makeTempDir();
  const [go, closed] = [`${dir}/go`, `${dir}/closed`];
  const sink = new Sink([
    "sh",
    "-c",
    `while [ ! -e '${go}' ]; do sleep 0.01; done; exec 0<&-; : > '${closed}'; exec sleep 30`,
  ]);
  await Deno.writeTextFile(go, "");
  const until = Date.now() + 30_000;
  while (!(await Deno.stat(closed).then(() => true, () => false))) {
    if (Date.now() > until) throw new Error("the sink did not close its stdin within 30 s");
    await delay(20);
  }
  await Deno.remove(dir, { recursive: true });
  return sink;
}

Deno.test("splice lead, and the pump after it: the input's end after the sink closed its stdin is eof (the kernel says EPIPE first), not a write error; bytes left to move are one", async () => {
  for (const mover of ["lead", "pump"] as const) {
    await using source = new Source();
    await using sink = await sinkThatClosedItsInput();
    const moving = mover === "lead"
      ? lead(source, sink, NEVER, { handoffBytes: Infinity })
      : startFdPump(source.fd, sink.fd)!.done;
    await source.writer.close();
    const result = await within(moving, 10_000, `the ${mover} to end`);
    assert.equal(result.end, "eof", `${mover}: ${JSON.stringify(result)}`);
    assert.equal(result.bytes, 0);

    await using full = new Source();
    await using gone = await sinkThatClosedItsInput();
    await full.writer.write(new TextEncoder().encode("left to move\n"));
    await full.writer.close();
    const failed = mover === "lead"
      ? await lead(full, gone, NEVER, { handoffBytes: Infinity })
      : await startFdPump(full.fd, gone.fd)!.done;
    assert.equal(failed.end, "write-error", `${mover}: ${JSON.stringify(failed)}`);
  }
});

Deno.test("splice lead: at end of input it reports eof only once the sink has left at most 64 KiB unread, or has not drained for drainStallMs", async () => {
  await using source = new Source();
  const started = await Deno.makeTempFile();
  await Deno.remove(started);
  // The sink reads nothing for a while, then records that it started, then reads it all.
  await using sink = new Sink(["sh", "-c", `sleep 0.5; : > '${started}'; cat >/dev/null`]);
  const running = lead(source, sink, NEVER, { drainStallMs: 30_000, handoffBytes: Infinity });
  await source.writer.write(new Uint8Array(3 * DRAINED_BYTES).fill(0x62)); // fits the grown pipe
  await source.writer.close();
  assert.equal((await running).end, "eof");
  assert.ok(
    await Deno.stat(started).then(() => true, () => false),
    "the sink had started reading before eof was reported",
  );
  await Deno.remove(started);

  await using stalled = new Source();
  await using never = new Sink(["sleep", "30"]);
  const stalling = lead(stalled, never, NEVER, { drainStallMs: 200, handoffBytes: Infinity });
  await stalled.writer.write(new Uint8Array(3 * DRAINED_BYTES).fill(0x63));
  await stalled.writer.close();
  assert.deepEqual(await within(stalling, 10_000, "eof after the stall"), {
    end: "eof",
    errno: 0,
    bytes: 3 * DRAINED_BYTES,
  });
});

Deno.test("splice lead: an errno overwritten between a failed splice and its reading (ENOENT where it was EAGAIN) does not end it: every byte arrives, in order, and it reports eof", async () => {
  const overwritten = await withErrnoOverwritten(async () => {
    await using source = new Source();
    await using sink = new Sink(["sha256sum"]);
    const running = lead(source, sink, NEVER, { handoffBytes: Infinity });
    const chunks = Array.from({ length: 24 }, (_, i) => new Uint8Array(8_000 + i).fill(i));
    for (const c of chunks) {
      await source.writer.write(c);
      await delay(5);
    }
    await source.writer.close();
    const result = await running;
    assert.equal(result.end, "eof", JSON.stringify(result));
    assert.ok((result.setAside ?? 0) > 0, "the lead tells how many readings it set aside");
    assert.equal(result.bytes, chunks.reduce((n, c) => n + c.length, 0));
    await sink.conn.writable.close();
    assert.equal((await sink.output).split(" ")[0], await sha256(chunks));
  });
  assert.ok(overwritten > 0, "at least one failed splice read ENOENT");
});

Deno.test("splice lead: a failure that reads the same errno three times in a row ends it as an error, with that errno", async () => {
  const overwritten = await withErrnoOverwritten(async () => {
    await using source = new Source();
    await using sink = new Sink(["cat"]);
    await source.writer.write(new TextEncoder().encode("x\n"));
    assert.deepEqual(await lead(source, sink), {
      end: "error",
      errno: 2,
      bytes: 0,
      setAside: 2,
    });
  }, { failing: true });
  assert.equal(overwritten, 3);
});
