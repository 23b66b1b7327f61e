/**
 * `prefixedStream` and `endConnection`, the transport pieces the client router adds.
 *
 * @module
 */

import assert from "node:assert/strict";
import { prefixedStream } from "../transport/prefixed_stream.ts";
import { endConnection } from "../session/end_connection.ts";
import { inProcess } from "../transport/in_process.ts";
import { spawnChild } from "../process/child_process.ts";
import { settlesWithin } from "../async/settles_within.ts";

const encoder = new TextEncoder();

Deno.test("prefixedStream: the prefix, then the rest, through pipeTo into a TransformStream", async () => {
  const source = new TransformStream<Uint8Array, Uint8Array>();
  const sink = new TransformStream<Uint8Array, Uint8Array>();
  const piped = prefixedStream([encoder.encode("a\n")], source.readable).pipeTo(sink.writable);
  const reader = sink.readable.getReader();
  const writer = source.writable.getWriter();
  const decoder = new TextDecoder();
  const chunks = [decoder.decode((await reader.read()).value)];
  writer.write(encoder.encode("b\n")).catch(() => {});
  chunks.push(decoder.decode((await reader.read()).value));
  writer.close().catch(() => {});
  // The source's end must reach the sink (with a high-water mark of 0 this pipe stalled).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    piped.then(() => "piped"),
    new Promise((resolve) => timer = setTimeout(() => resolve("stalled"), 1_000)),
  ]);
  clearTimeout(timer);
  if (outcome === "stalled") await reader.cancel();
  assert.equal(outcome, "piped");
  assert.equal((await reader.read()).done, true);
  assert.deepEqual(chunks, ["a\n", "b\n"]);
});

Deno.test("prefixedStream: cancelling it cancels the source", async () => {
  let cancelled: unknown;
  const source = new ReadableStream<Uint8Array>({ cancel: (reason) => void (cancelled = reason) });
  const stream = prefixedStream([encoder.encode("x")], source);
  const reader = stream.getReader();
  assert.equal(new TextDecoder().decode((await reader.read()).value), "x");
  await reader.cancel("done");
  assert.equal(cancelled, "done");
});

Deno.test("endConnection: an in-process peer that ends at EOF reports its exit code", async () => {
  const connection = await inProcess(async ({ readable }) => {
    for await (const _ of readable) { /* read to EOF */ }
  })();
  assert.equal(await endConnection(connection, 500), 0);
});

Deno.test("endConnection: a process that ignores EOF and SIGTERM is killed", async () => {
  const script = `Deno.addSignalListener("SIGTERM", () => {}); setInterval(() => {}, 1000);` +
    `console.log("ready");`;
  const child = spawnChild([Deno.execPath(), "eval", script], { stderr: "null" });
  // Its listener is installed once it says so (a fixed wait was short on a loaded machine).
  const reader = child.readable.getReader();
  let said = "";
  while (!said.includes("ready\n")) {
    const reading = reader.read();
    if (!await settlesWithin(reading, 30_000)) throw new Error("no ready within 30 s");
    const read = await reading;
    if (read.done) throw new Error(`no "ready" from the child: ${said}`);
    said += new TextDecoder().decode(read.value);
  }
  reader.releaseLock();
  const started = performance.now();
  const code = await endConnection(child, 200);
  assert.equal(code, 128 + 9);
  assert.ok(performance.now() - started < 2_000);
});
