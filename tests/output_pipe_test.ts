/**
 * The peer-to-client pipe of the copy path (`pipeOutput`, `transport/byte_pipes.ts`) ends the
 * way `pipeTo` does, in each of its forms — `pipeTo` itself, the tapped pump (a transcript or a
 * stdout guard watching) and the pump through two reused buffers (a descriptor sink), with and
 * without a tap: the sink closed at the end of input, the sink aborted when a read fails, the
 * source cancelled when a write fails, both on the signal, and `done` rejecting in those three
 * cases; a sink its owner errors before the end rejects `done` with that error. The lifecycle
 * reads these endings to tell a client that went away from an agent that broke, so a form that
 * ends differently would change an exit code.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  copyLead,
  drainInput,
  pipeInput,
  pipeInputUntil,
  pipeOutput,
} from "../transport/byte_pipes.ts";
import { ClientInputError } from "../transport/pipe_errors.ts";
import { settlesWithin } from "../async/settles_within.ts";

const encoder = new TextEncoder();
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The four forms, by how `pipeOutput` is called. */
const FORMS = [
  { name: "pipeTo", reuseBuffers: false, tapped: false },
  { name: "the tapped pump", reuseBuffers: false, tapped: true },
  { name: "the reused-buffers pump", reuseBuffers: true, tapped: false },
  { name: "the reused-buffers pump with a tap", reuseBuffers: true, tapped: true },
] as const;

/** What a source saw: why it was cancelled, if it was. */
interface SourceRecord {
  cancelled: unknown[];
}

/**
 * A byte source (readable by a BYOB reader too) that gives `chunks`, then ends (once `until`
 * has resolved, when given), fails with `failWith`, or (with `hang`) waits forever.
 */
function source(
  chunks: string[],
  end: { failWith?: Error; hang?: boolean; until?: Promise<void> } = {},
): { stream: ReadableStream<Uint8Array>; record: SourceRecord } {
  const record: SourceRecord = { cancelled: [] };
  let next = 0;
  const stream = new ReadableStream({
    type: "bytes",
    async pull(controller: ReadableByteStreamController) {
      if (next < chunks.length) {
        controller.enqueue(encoder.encode(chunks[next++]));
        return;
      }
      await end.until;
      if (end.failWith) controller.error(end.failWith);
      else if (end.hang) return new Promise<void>(() => {});
      else {
        controller.close();
        controller.byobRequest?.respond(0); // a BYOB read waiting is answered "done" (the Streams spec)
      }
    },
    cancel(reason) {
      record.cancelled.push(reason);
    },
  });
  return { stream, record };
}

/** What a sink saw: the text written, whether it was closed, why it was aborted. */
interface SinkRecord {
  text: string;
  closed: boolean;
  aborted: unknown[];
}

/** A sink that records what it gets; with `failAt`, its write number `failAt` fails. */
function sink(failAt?: { write: number; error: Error }): {
  stream: WritableStream<Uint8Array>;
  record: SinkRecord;
} {
  const record: SinkRecord = { text: "", closed: false, aborted: [] };
  const decoder = new TextDecoder();
  let writes = 0;
  const stream = new WritableStream<Uint8Array>({
    write(chunk) {
      writes++;
      if (failAt && writes === failAt.write) throw failAt.error;
      record.text += decoder.decode(chunk, { stream: true });
    },
    close() {
      record.closed = true;
    },
    abort(reason) {
      record.aborted.push(reason);
    },
  });
  return { stream, record };
}

/** A sink whose owner can error it (as a remote front's stopOutput does). */
function ownedSink(): {
  stream: WritableStream<Uint8Array>;
  owner: WritableStreamDefaultController;
  firstWrite(expected: string): Promise<void>;
} {
  let owner!: WritableStreamDefaultController;
  let written = "";
  const stream = new WritableStream<Uint8Array>({
    start(controller) {
      owner = controller;
    },
    write(chunk) {
      written += new TextDecoder().decode(chunk);
    },
  });
  return {
    stream,
    owner,
    async firstWrite(expected) {
      for (let i = 0; i < 500 && written === ""; i++) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      assert.equal(written, expected);
    },
  };
}

/** Waits for `done` to settle (at most 5 s) and returns its rejection, or undefined. */
async function settled(done: Promise<void>): Promise<unknown> {
  assert.ok(await settlesWithin(done, 5_000), "the pipe did not settle within 5 s");
  return await done.then(() => undefined, (e) => e);
}

for (const form of FORMS) {
  const open = (
    from: ReadableStream<Uint8Array>,
    to: WritableStream<Uint8Array>,
    signal = new AbortController().signal,
  ) => {
    const tapped: string[] = [];
    const decoder = new TextDecoder();
    const tap = form.tapped
      ? (chunk: Uint8Array) => void tapped.push(decoder.decode(chunk))
      : undefined;
    return { pipe: pipeOutput(from, to, signal, form.reuseBuffers, tap), tapped };
  };

  Deno.test(`output pipe, ${form.name}: at the end of input every byte is written and the sink is closed`, async () => {
    const from = source(["one\n", "two\n", "three"]);
    const to = sink();
    const { pipe, tapped } = open(from.stream, to.stream);
    assert.equal(await settled(pipe.done), undefined);
    assert.equal(to.record.text, "one\ntwo\nthree");
    assert.equal(to.record.closed, true);
    assert.deepEqual(to.record.aborted, []);
    assert.deepEqual(from.record.cancelled, []);
    if (form.tapped) assert.equal(tapped.join(""), "one\ntwo\nthree");
  });

  Deno.test(`output pipe, ${form.name}: a failed read aborts the sink with the error and rejects with it`, async () => {
    const broken = new Error("the agent's output broke");
    const from = source(["before\n"], { failWith: broken });
    const to = sink();
    const { pipe } = open(from.stream, to.stream);
    assert.equal(await settled(pipe.done), broken);
    assert.equal(to.record.text, "before\n");
    assert.deepEqual(to.record.aborted, [broken]);
    assert.equal(to.record.closed, false);
    assert.deepEqual(from.record.cancelled, []);
  });

  Deno.test(`output pipe, ${form.name}: a failed write cancels the source with the error and rejects with it`, async () => {
    const gone = new Error("the client went away");
    const from = source(["a\n", "b\n", "c\n", "d\n"], { hang: true });
    const to = sink({ write: 2, error: gone });
    const { pipe } = open(from.stream, to.stream);
    assert.equal(await settled(pipe.done), gone);
    assert.deepEqual(from.record.cancelled, [gone]);
    assert.equal(to.record.closed, false);
    assert.deepEqual(to.record.aborted, []);
  });

  Deno.test(`output pipe, ${form.name}: a sink its owner errors before the end of input rejects with the sink's own error, not the streams' TypeError`, async () => {
    let endInput!: () => void;
    const from = source(["a\n"], { until: new Promise<void>((resolve) => endInput = resolve) });
    const to = ownedSink();
    const { pipe } = open(from.stream, to.stream);
    await to.firstWrite("a\n");
    const closedByOwner = new Error("the remote connection ended: socket closed");
    to.owner.error(closedByOwner); // what a front's stopOutput does
    endInput();
    assert.equal(await settled(pipe.done), closedByOwner);
  });

  Deno.test(`output pipe, ${form.name}: a sink its owner errors while the source has nothing to give ends the pipe at once: the source is cancelled with the sink's error, which the pipe rejects with`, async () => {
    const from = source(["a\n"], { hang: true });
    const to = ownedSink();
    const { pipe } = open(from.stream, to.stream);
    await to.firstWrite("a\n");
    const closedByOwner = new Error("the remote connection ended: DELETE");
    to.owner.error(closedByOwner); // a DELETE while the agent is silent
    assert.equal(await settled(pipe.done), closedByOwner);
    assert.deepEqual(from.record.cancelled, [closedByOwner]);
  });

  Deno.test(`output pipe, ${form.name}: the signal cancels the source, aborts the sink and rejects with its reason`, async () => {
    const stop = new AbortController();
    const reason = new Error("the session stops");
    const from = source(["first\n"], { hang: true });
    const to = sink();
    const { pipe } = open(from.stream, to.stream, stop.signal);
    const stopped = settled(pipe.done);
    // Wait for the first chunk to be written, then stop while the next read is pending.
    for (let i = 0; i < 500 && to.record.text === ""; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    assert.equal(to.record.text, "first\n");
    stop.abort(reason);
    assert.equal(await stopped, reason);
    assert.deepEqual(from.record.cancelled, [reason]);
    assert.deepEqual(to.record.aborted, [reason]);
  });
}

// -------------------------------------------------------------------------------------------
// The client-to-peer pipe (`pipeInput`): its rejection says which side failed.

for (const tapped of [false, true]) {
  const name = tapped ? "the tapped pump" : "pipeTo";
  const open = (
    from: ReadableStream<Uint8Array>,
    to: WritableStream<Uint8Array>,
    tap: ((chunk: Uint8Array) => void) | undefined = tapped ? () => {} : undefined,
    signal = new AbortController().signal,
  ) => pipeInput(from, to, signal, tap);

  Deno.test(`input pipe, ${name}: at the end of input every byte is written and the sink is closed`, async () => {
    const from = source(["one\n", "two"]);
    const to = sink();
    assert.equal(await settled(open(from.stream, to.stream)), undefined);
    assert.equal(to.record.text, "one\ntwo");
    assert.equal(to.record.closed, true);
  });

  Deno.test(`input pipe, ${name}: a failed read of the client's input rejects with a ClientInputError (its cause the error) and aborts the sink: the peer sees its input end`, async () => {
    const eio = Object.assign(new Error("Input/output error (os error 5)"), { code: "EIO" });
    const from = source(["before\n"], { failWith: eio });
    const to = sink();
    const failure = await settled(open(from.stream, to.stream));
    assert.ok(failure instanceof ClientInputError, String(failure));
    assert.equal(failure.cause, eio);
    assert.equal(to.record.text, "before\n");
    assert.equal(to.record.aborted.length, 1);
    assert.equal(to.record.closed, false);
  });

  Deno.test(`input pipe, ${name}: a failed write to the peer rejects with the sink's own error (the peer stopped reading), not a ClientInputError; the client's input is left unlocked and not cancelled, to be drained`, async () => {
    const gone = new Error("the agent stopped reading");
    const from = source(["a\n", "b\n", "c\n"], { hang: true });
    const to = sink({ write: 2, error: gone });
    assert.equal(await settled(open(from.stream, to.stream)), gone);
    assert.deepEqual(from.record.cancelled, []);
    assert.equal(from.stream.locked, false);
    // The drain reads on (here to a stop, the source never ending) and then cancels it.
    const stop = new AbortController();
    const draining = settled(drainInput(from.stream, stop.signal));
    stop.abort(new Error("stopped"));
    assert.equal(await draining, stop.signal.reason);
    assert.deepEqual(from.record.cancelled, [stop.signal.reason]);
  });

  for (const reason of [new Error("stopped"), undefined]) {
    const what = reason === undefined ? "no reason (an AbortError)" : "a reason";
    Deno.test(`input pipe, ${name}: the signal, with ${what}, rejects with its reason and aborts the sink (the peer sees its input end)`, async () => {
      const from = source(["a\n"], { hang: true });
      const to = sink();
      const stop = new AbortController();
      const done = open(from.stream, to.stream, undefined, stop.signal);
      await new Promise((resolve) => setTimeout(resolve, 10));
      stop.abort(reason);
      const failure = await settled(done);
      assert.equal(failure, stop.signal.reason);
      assert.deepEqual(to.record.aborted, [stop.signal.reason]);
      assert.ok(!(failure instanceof ClientInputError));
    });
  }
}

for (const tapped of [false, true]) {
  const name = tapped ? "the tapped pump" : "pipeTo";
  Deno.test(`input pipe, ${name}: a signal aborted before the pipe starts (a kernel path that fell back to copying after the stop) aborts the sink too: the peer's input is not left open`, async () => {
    const from = source(["a\n"], { hang: true });
    const to = sink();
    const stop = new AbortController();
    stop.abort(new Error("stopped"));
    const failure = await settled(
      pipeInput(from.stream, to.stream, stop.signal, tapped ? () => {} : undefined),
    );
    assert.equal(failure, stop.signal.reason);
    // The abort reaches the sink within a turn or two.
    for (let i = 0; i < 50 && to.record.aborted.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    assert.deepEqual(to.record.aborted, [stop.signal.reason]);
  });
}

Deno.test("input pipe, the tapped pump: a tap that throws (a bug of the daemon's own) rejects with a ClientInputError and aborts the sink, so the peer is not left waiting on an open input", async () => {
  const bug = new TypeError("Cannot read properties of undefined (reading 'length')");
  const from = source(["a\n"], { hang: true });
  const to = sink();
  const failure = await settled(
    pipeInput(from.stream, to.stream, new AbortController().signal, () => {
      throw bug;
    }),
  );
  assert.ok(failure instanceof ClientInputError, String(failure));
  assert.equal(failure.cause, bug);
  assert.deepEqual(to.record.aborted, [bug]);
  assert.deepEqual(from.record.cancelled, [bug]);
});

Deno.test("input pipe: drainInput reads the client's input to its end and drops it; a locked input or a stop before it starts rejects", async () => {
  const from = source(["a\n", "b\n"]);
  await drainInput(from.stream, new AbortController().signal);
  assert.equal(from.stream.locked, false);
  const locked = source(["a\n"]);
  locked.stream.getReader();
  assert.ok(
    await settled(drainInput(locked.stream, new AbortController().signal)) instanceof TypeError,
  );
  const stopped = new AbortController();
  stopped.abort(new Error("stopped"));
  assert.equal(
    await settled(drainInput(source(["a\n"]).stream, stopped.signal)),
    stopped.signal.reason,
  );
});

Deno.test("input pipe, pipeTo between two processes (Deno's own resource-to-resource pipe): the peer closing its input rejects with EPIPE, not a ClientInputError", async () => {
  const client = new Deno.Command("yes", { stdout: "piped", stderr: "null" }).spawn();
  const peer = new Deno.Command("sh", {
    args: ["-c", "exec 0<&-; sleep 2"],
    stdin: "piped",
  }).spawn();
  try {
    const failure = await settled(
      pipeInput(client.stdout, peer.stdin, new AbortController().signal),
    );
    assert.ok(!(failure instanceof ClientInputError), String(failure));
    assert.ok(failure instanceof Deno.errors.BrokenPipe, String(failure));
  } finally {
    client.kill("SIGKILL");
    peer.kill("SIGKILL");
    await client.stdout.cancel().catch(() => {});
    await Promise.all([client.status, peer.status]);
  }
});

Deno.test("input pipe, pipeTo: a reset read of the client's input (a socket stdin the client reset) aborts the peer's input too, and is the client's end of input, no failure: the pipe resolves, piped as it is or tapped (before lib13: it rejected with the reset, taken for the peer's side)", async () => {
  const reset = Object.assign(new Error("Connection reset by peer (os error 104)"), {
    code: "ECONNRESET",
  });
  for (const tap of [undefined, () => {}]) {
    const from = source(["a\n"], { failWith: reset });
    const to = sink();
    const ended = await settled(
      pipeInput(from.stream, to.stream, new AbortController().signal, tap),
    );
    assert.equal(ended, undefined, `tapped: ${tap !== undefined}`);
    assert.deepEqual(to.record.aborted, [reset], "the peer sees the end of its input");
  }
});

Deno.test("input pipe, pipeTo between two resources (Deno's own pipe): a socket stdin whose client resets its connection is its end of input, not the peer's side: the pipe resolves and the peer's stdin ends (before stdiokinds8: it rejected with the reset, which Deno leaves the source not errored for, taken for the peer's)", async () => {
  const driver = `
import socket, struct, subprocess, sys, time
L = socket.socket(); L.bind(("127.0.0.1", 0)); L.listen(1)
c = socket.create_connection(L.getsockname()); s, _ = L.accept(); L.close()
p = subprocess.Popen(sys.argv[1:], stdin=s, stderr=subprocess.PIPE); s.close()
c.sendall(b"a" * 1000)
time.sleep(0.5)
c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)); c.close()
_, err = p.communicate(timeout=30)
sys.stderr.write(err.decode()); sys.exit(p.returncode)
`;
  const fixture = new URL("./fixtures/stdin_pipe_input.ts", import.meta.url).pathname;
  const out = await new Deno.Command("timeout", {
    args: ["60", "python3", "-c", driver, Deno.execPath(), "run", "-A", fixture],
    env: { NO_COLOR: "1" },
    stdout: "null",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 0, stderr);
  assert.equal(stderr, "resolved; the child read 1000 bytes\n");
});

Deno.test("copy pipes with downstreamAfter: client -> peer flows at once; peer -> client starts when the gate resolves, and never when it rejects (both outputs left unlocked for the router's own answer)", async () => {
  const { copyPipes } = await import("../transport/byte_pipes.ts");
  for (const outcome of ["resolves", "rejects"] as const) {
    let open!: () => void;
    let refuse!: (e: Error) => void;
    const gate = new Promise<void>((resolve, reject) => {
      open = resolve;
      refuse = reject;
    });
    const toPeer = new TransformStream<Uint8Array, Uint8Array>();
    const fromPeer = new TransformStream<Uint8Array, Uint8Array>();
    const peer = { readable: fromPeer.readable, writable: toPeer.writable };
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const pipes = copyPipes(
      {
        readable: ReadableStream.from([encoder.encode("b\n")]),
        writable: toClient.writable,
        downstreamAfter: gate,
      },
      [encoder.encode("a\n")],
      peer,
    );
    const peerWriter = fromPeer.writable.getWriter();
    // Taken once something reads; cancelled with the peer's output when nothing will.
    const wrote = peerWriter.write(encoder.encode("answer\n")).catch(() => "cancelled");
    assert.equal(await new Response(toPeer.readable).text(), "a\nb\n", "the client's input flowed");
    assert.equal(toClient.writable.locked, false, "nothing writes to the client yet");
    assert.equal(fromPeer.readable.locked, false, "nothing reads the peer yet");
    if (outcome === "resolves") {
      const received = new Response(toClient.readable).text();
      open();
      await peerWriter.close();
      assert.equal(await received, "answer\n", outcome);
      assert.equal(await settlesWithin(pipes.downstream, 1_000), true, outcome);
    } else {
      const unreached = new Error("not reached");
      refuse(unreached);
      await assert.rejects(pipes.downstream, (e) => e === unreached);
      assert.equal(toClient.writable.locked, false, outcome);
      assert.equal(fromPeer.readable.locked, false, outcome);
      peerWriter.releaseLock();
      await fromPeer.readable.cancel();
      assert.equal(await wrote, "cancelled", "the peer's answer was never read");
    }
  }
});

Deno.test("output pipe, the reused-buffers pump given a source that is not a byte stream (a remote agent's lines): piped as it is, and every chunk is still shown to the tap (a transcript records the agent's frames)", async () => {
  const lines = [
    '{"jsonrpc":"2.0","id":1,"result":{}}\n',
    '{"jsonrpc":"2.0","id":2,"result":{}}\n',
  ];
  const source = ReadableStream.from(lines.map((l) => encoder.encode(l)));
  const out = new TransformStream<Uint8Array, Uint8Array>();
  const received = new Response(out.readable).text();
  const seen: string[] = [];
  const pipe = pipeOutput(source, out.writable, new AbortController().signal, true, (chunk) => {
    seen.push(new TextDecoder().decode(chunk));
  });
  await pipe.done;
  assert.equal(await received, lines.join(""));
  assert.deepEqual(seen, lines);
});

// The copy that forwards the client's input while the kernel path gets ready
// (`pipeInputUntil`, `copyLead`): it must stop only between reads, leaving every byte it did
// not read in the source, in order, for the splice.

/** A source whose chunks the test hands out one by one, and the sink's received text. */
function handFed() {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const source = new ReadableStream<Uint8Array>({ start: (c) => void (feed = c) }, {
    highWaterMark: 0,
  });
  const sink = new TransformStream<Uint8Array, Uint8Array>();
  return { source, sink, send: (text: string) => feed.enqueue(encoder.encode(text)), feed };
}

Deno.test("copy lead: ready before its first read, it reads nothing and leaves both streams unlocked, the sink open", async () => {
  const { source, sink, send } = handFed();
  send("a\n");
  const went = await pipeInputUntil(
    source,
    sink.writable,
    new AbortController().signal,
    () => true,
  );
  assert.equal(went, "ready");
  assert.equal(source.locked, false);
  assert.equal(sink.writable.locked, false);
  const reader = source.getReader();
  assert.equal(new TextDecoder().decode((await reader.read()).value), "a\n", "still in the source");
  reader.releaseLock();
  const writer = sink.writable.getWriter();
  const text = new Response(sink.readable).text();
  await writer.write(encoder.encode("spliced\n"));
  await writer.close();
  assert.equal(await text, "spliced\n", "the sink was left open for the rest");
});

Deno.test("copy lead: a read already waiting for the client when it becomes ready is forwarded first, and what comes after it stays in the source, in order", async () => {
  const { source, sink, send } = handFed();
  const received: string[] = [];
  const reading = sink.readable.pipeTo(
    new WritableStream({ write: (c) => void received.push(new TextDecoder().decode(c)) }),
  );
  let ready = false;
  const going = pipeInputUntil(source, sink.writable, new AbortController().signal, () => ready);
  send("1\n");
  await delay(20);
  assert.deepEqual(received, ["1\n"]);
  ready = true; // its next read is already waiting
  assert.equal(await settlesWithin(going, 50), false, "it waits for the read in flight");
  send("2\n");
  send("3\n");
  assert.equal(await going, "ready");
  await delay(20);
  assert.deepEqual(received, ["1\n", "2\n"]);
  const reader = source.getReader();
  assert.equal(new TextDecoder().decode((await reader.read()).value), "3\n");
  reader.releaseLock();
  await sink.writable.close();
  await reading;
});

Deno.test("copy lead: a client whose input ends before the splice is ready has the peer's input closed, told first, as on the copy path", async () => {
  const { source, sink, send, feed } = handFed();
  const order: string[] = [];
  const text = new Response(sink.readable).text().then((t) => (order.push("closed"), t));
  const going = pipeInputUntil(
    source,
    sink.writable,
    new AbortController().signal,
    () => false,
    undefined,
    () => order.push("told"),
  );
  send("last");
  feed.close();
  assert.equal(await going, "ended");
  assert.equal(await text, "last");
  assert.deepEqual(order, ["told", "closed"]);
});

Deno.test("copy lead: a peer that stops taking input rejects it with the peer's error and leaves the client's input to be drained; a stop aborts the peer's input with its reason", async () => {
  const failed = new Error("EPIPE");
  const peer = new WritableStream<Uint8Array>({ write: () => Promise.reject(failed) });
  const { source, send } = handFed();
  send("a\n");
  const going = pipeInputUntil(source, peer, new AbortController().signal, () => false);
  await assert.rejects(going, (e) => e === failed);
  assert.equal(source.locked, false, "left for drainInput");

  const stopped = handFed();
  const stop = new AbortController();
  const aborted = Promise.withResolvers<unknown>();
  const peer2 = new WritableStream<Uint8Array>({ abort: (reason) => aborted.resolve(reason) });
  const going2 = pipeInputUntil(stopped.source, peer2, stop.signal, () => false);
  const reason = new Error("stopped");
  stop.abort(reason);
  await assert.rejects(going2, (e) => e === reason);
  assert.equal(await aborted.promise, reason);
});

Deno.test("copy lead: starts only once the first frame is written, counts what it forwards, and rejects as that write did", async () => {
  const { source, sink, send } = handFed();
  const text = new Response(sink.readable).text();
  const first = Promise.withResolvers<void>();
  const lead = copyLead(source, sink.writable, first.promise);
  send("abc");
  await delay(20);
  assert.equal(sink.writable.locked, false, "nothing written before the first frame");
  first.resolve();
  await delay(20);
  assert.equal(lead.bytes, 3);
  lead.ready();
  send("d");
  assert.equal(await lead.done, "ready");
  await sink.writable.close();
  assert.equal(await text, "abcd");

  const failing = handFed();
  const refused = new Error("the agent is gone");
  const lead2 = copyLead(failing.source, failing.sink.writable, Promise.reject(refused));
  await assert.rejects(lead2.done, (e) => e === refused);
  assert.equal(failing.source.locked, false);
});
