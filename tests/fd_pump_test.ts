/**
 * The splice pump on real descriptors (transport/fd_pump.ts): the source is the stdout pipe
 * of a `cat` child this test feeds, the sink the stdin pipe of a child process. End to end
 * through the daemon it runs in every "(kernel paths)" test.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { DRAINED_BYTES, startFdPump, waitReadable } from "../transport/linux/fd_pump.ts";
import { type ChildProcessConnection, spawnChild } from "../process/child_process.ts";
import { descriptorsHolding, objectId } from "../transport/linux/proc_fds.ts";

/** This process's descriptor for the pipe that is descriptor `childFd` of `pid`. */
function ownEnd(pid: number, childFd: number): number {
  const id = objectId(pid, childFd);
  assert.ok(id, `descriptor ${childFd} of ${pid}`);
  const fds = descriptorsHolding("self", id);
  assert.equal(fds.length, 1, `one descriptor for ${id}`);
  return fds[0];
}

/** A `cat` child: what the test writes to it comes out of `fd`, a pipe of this process. */
class Source implements AsyncDisposable {
  readonly child = new Deno.Command("cat", { stdin: "piped", stdout: "piped" }).spawn();
  readonly writer = this.child.stdin.getWriter();
  readonly fd = ownEnd(this.child.pid, 1);
  async [Symbol.asyncDispose](): Promise<void> {
    await this.writer.close().catch(() => {});
    try {
      this.child.kill("SIGKILL");
    } catch { /* gone */ }
    await this.child.stdout.cancel();
    await this.child.status;
  }
}

/** A sink child started with `spawnChild`, its stdout collected. */
class Sink implements AsyncDisposable {
  readonly conn: ChildProcessConnection;
  readonly fd: number;
  readonly output: Promise<string>;
  constructor(words: string[]) {
    this.conn = spawnChild(words);
    this.fd = ownEnd(this.conn.pid, 0);
    this.output = new Response(this.conn.readable).text();
  }
  async [Symbol.asyncDispose](): Promise<void> {
    await this.conn.writable.close().catch(() => {});
    await this.conn.terminate(100);
    await this.output.catch(() => {});
  }
}

async function sha256(chunks: Uint8Array[]): Promise<string> {
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) all.set(c, (at += c.length) - c.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", all));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("fd pump: any bytes, in any chunks, arrive in order and the pump reports eof (property)", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.uint8Array({ maxLength: 150_000 }), { maxLength: 12 }),
      async (chunks) => {
        await using source = new Source();
        await using sink = new Sink(["sha256sum"]);
        const pump = startFdPump(source.fd, sink.fd);
        assert.ok(pump, "the pump runs here (Linux, -A)");
        const writing = (async () => {
          for (const c of chunks) await source.writer.write(c);
          await source.writer.close();
        })();
        const result = await pump.done;
        await writing;
        assert.equal(result.end, "eof");
        assert.equal(result.bytes, chunks.reduce((n, c) => n + c.length, 0));
        await sink.conn.writable.close();
        assert.equal((await sink.output).split(" ")[0], await sha256(chunks));
      },
    ),
    { numRuns: 12 },
  );
});

Deno.test("fd pump: stop() ends a pump that waits for input which never comes", async () => {
  await using source = new Source();
  await using sink = new Sink(["cat"]);
  const pump = startFdPump(source.fd, sink.fd)!;
  await source.writer.write(new TextEncoder().encode("one\n"));
  pump.stop();
  const result = await pump.done;
  assert.equal(result.end, "stopped");
  assert.ok(result.bytes <= 4);
  pump.stop(); // after the end: nothing happens
});

Deno.test("fd pump: a sink that closes its stdin is a write-error (EPIPE), not a crash", async () => {
  await using source = new Source();
  await using sink = new Sink(["sh", "-c", "sleep 0.2; exec 0<&-; sleep 30"]);
  const pump = startFdPump(source.fd, sink.fd)!;
  const block = new Uint8Array(64 * 1024).fill(0x61);
  const writing = (async () => {
    for (let i = 0; i < 64; i++) await source.writer.write(block);
  })().catch(() => {});
  const result = await pump.done;
  assert.equal(result.end, "write-error");
  assert.equal(result.errno, 32);
  source.child.kill("SIGKILL"); // its stdin breaks, so the test's blocked write ends
  await writing;
});

Deno.test("fd pump: at end of input it reports eof only once the sink has left at most 64 KiB unread", async () => {
  await using source = new Source();
  const started = await Deno.makeTempFile();
  await Deno.remove(started);
  // The sink reads nothing for a while, then records that it started, then reads it all.
  await using sink = new Sink(["sh", "-c", `sleep 0.5; : > '${started}'; cat >/dev/null`]);
  const pump = startFdPump(source.fd, sink.fd, 30_000)!;
  await source.writer.write(new Uint8Array(3 * DRAINED_BYTES).fill(0x62)); // fits the grown pipe
  await source.writer.close();
  const result = await pump.done;
  assert.equal(result.end, "eof");
  assert.ok(
    await Deno.stat(started).then(() => true, () => false),
    "the sink had started reading before eof was reported",
  );
  await Deno.remove(started);
});

Deno.test("fd pump: a sink that never drains still gets eof after drainStallMs", async () => {
  await using source = new Source();
  await using sink = new Sink(["sleep", "30"]);
  const pump = startFdPump(source.fd, sink.fd, 200)!;
  await source.writer.write(new Uint8Array(3 * DRAINED_BYTES).fill(0x63));
  await source.writer.close();
  const result = await pump.done;
  assert.equal(result.end, "eof");
  assert.equal(result.bytes, 3 * DRAINED_BYTES);
});

Deno.test("fd pump: waitReadable waits for input without reading it, and an abort ends the wait", async () => {
  await using source = new Source();
  const idle = new AbortController();
  const waiting = waitReadable(source.fd, idle.signal);
  idle.abort();
  assert.equal(await waiting, null, "aborted before any input");
  const waiting2 = waitReadable(source.fd, new AbortController().signal);
  await source.writer.write(new TextEncoder().encode("x"));
  assert.equal(await waiting2, "input");
  // Nothing was read: the byte is still there for the pump.
  await using sink = new Sink(["cat"]);
  const pump = startFdPump(source.fd, sink.fd)!;
  await source.writer.close();
  assert.equal((await pump.done).bytes, 1);
  await sink.conn.writable.close();
  assert.equal(await sink.output, "x");
});

Deno.test("fd pump: waitReadable tells a pipe closed with nothing in it from one with input left", async () => {
  await using closedEmpty = new Source();
  await closedEmpty.writer.close();
  assert.equal(await waitReadable(closedEmpty.fd, new AbortController().signal), "end");

  await using closedWithInput = new Source();
  await closedWithInput.writer.write(new TextEncoder().encode("last\n"));
  await closedWithInput.writer.close();
  assert.equal(
    await waitReadable(closedWithInput.fd, new AbortController().signal),
    "input",
    "bytes written before the close are still to be pumped",
  );
});
