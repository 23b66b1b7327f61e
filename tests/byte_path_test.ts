/**
 * The one byte-path decision (`transport/byte_path.ts`), as a table: every endpoint kind and
 * every condition, and the path each direction gets. The end-to-end proof that the kernel
 * paths cannot be told apart from the copy path is in `kernel_path_equivalence_test.ts` and the
 * "(both byte paths)" tests.
 *
 * @module
 */

import assert from "node:assert/strict";
import { type BytePathFacts, chooseBytePath, openBytePath } from "../transport/byte_path.ts";
import type { EndpointKind } from "../transport/endpoint_kind.ts";
import { command } from "../process/command.ts";
import { stdio } from "../transport/stdio.ts";

const ALLOWED: BytePathFacts = {
  kernelPaths: true,
  observedUp: false,
  observedDown: false,
  recordedUp: false,
  recordedDown: false,
  linux: true,
  clientIsStdio: true,
  spawnable: true,
  stdin: "pipe",
  stdout: "pipe",
  stdoutShared: false,
  stdoutNonBlocking: false,
};

Deno.test("byte path: pipes and FIFOs (kind pipe) take the kernel paths; every other endpoint kind is copied", () => {
  const kinds: EndpointKind[] = ["pipe", "socket", "file", "terminal", "device", "other"];
  for (const stdin of kinds) {
    for (const stdout of kinds) {
      const choice = chooseBytePath({ ...ALLOWED, stdin, stdout });
      assert.equal(choice.upstream, stdin === "pipe" ? "splice" : "copy", `${stdin}/${stdout}`);
      assert.equal(
        choice.downstream,
        stdout === "pipe" ? "handover" : "copy",
        `${stdin}/${stdout}`,
      );
    }
  }
});

Deno.test("byte path: an observed direction (an observer that must see every byte, the stdout guard) is copied; the other keeps its kernel path", () => {
  const up = chooseBytePath({ ...ALLOWED, observedUp: true });
  assert.deepEqual([up.upstream, up.downstream], ["copy", "handover"]);
  const down = chooseBytePath({ ...ALLOWED, observedDown: true });
  assert.deepEqual([down.upstream, down.downstream], ["splice", "copy"]);
});

Deno.test("byte path: a recorded direction (a transcript that takes gaps) stays on the kernel path, teed: client → agent spliced, agent → client spliced instead of handed over; never over a copied endpoint", () => {
  const up = chooseBytePath({ ...ALLOWED, recordedUp: true });
  assert.deepEqual([up.upstream, up.downstream], ["splice", "handover"]);
  const down = chooseBytePath({ ...ALLOWED, recordedDown: true });
  assert.deepEqual([down.upstream, down.downstream], ["splice", "splice"]);
  const guarded = chooseBytePath({ ...ALLOWED, recordedDown: true, observedDown: true });
  assert.equal(guarded.downstream, "copy", "a stdout guard filters: copied");
  const socket = chooseBytePath({
    ...ALLOWED,
    recordedUp: true,
    recordedDown: true,
    stdin: "socket",
    stdout: "socket",
  });
  assert.deepEqual([socket.upstream, socket.downstream], ["copy", "copy"]);
  const shared = chooseBytePath({ ...ALLOWED, recordedDown: true, stdoutShared: true });
  assert.equal(shared.downstream, "copy");
});

Deno.test("byte path: a stdout shared with stdin or stderr is copied, stdin may still be spliced", () => {
  assert.deepEqual(
    [chooseBytePath({ ...ALLOWED, stdoutShared: true })].map((c) => [c.upstream, c.downstream]),
    [["splice", "copy"]],
  );
  assert.match(chooseBytePath({ ...ALLOWED, stdoutShared: true }).why, /shared with stdin/);
});

Deno.test("byte path: the reason calls only a pipe stdout shared (a terminal has no identity to compare: it is copied as a terminal)", () => {
  // A terminal stdout reads as shared (no id); its reason must not say so.
  const terminal = chooseBytePath({ ...ALLOWED, stdout: "terminal", stdoutShared: true });
  assert.equal(terminal.downstream, "copy");
  assert.equal(terminal.why, "stdin is a pipe, stdout a terminal");
});

Deno.test("byte path: each missing condition alone means the copy path both ways", () => {
  const conditions: Partial<BytePathFacts>[] = [
    { kernelPaths: false },

    { linux: false },
    { clientIsStdio: false },
    { spawnable: false },
  ];
  for (const condition of conditions) {
    const choice = chooseBytePath({ ...ALLOWED, ...condition });
    assert.deepEqual(
      [choice.upstream, choice.downstream],
      ["copy", "copy"],
      JSON.stringify(condition),
    );
  }
});

Deno.test("byte path: the library copies unless kernelPaths is asked for, even for stdio() and a command", async () => {
  const client = stdio();
  const opened = await openBytePath(client, client.readable, command(["true"]), []);
  assert.deepEqual([opened.choice.upstream, opened.choice.downstream], ["copy", "copy"]);
  assert.match(opened.choice.why, /not asked for/);
  await opened.peer.terminate?.(1000);
  opened.pipes.stopUpstream();
  opened.pipes.stopDownstream();
  await Promise.allSettled([opened.pipes.upstream, opened.pipes.downstream]);
});

Deno.test("byte path: a non-blocking stdout pipe is not handed over (the agent would get EAGAIN): agent → client is copied, or spliced when recorded; client → agent is still spliced", () => {
  const plain = chooseBytePath({ ...ALLOWED, stdoutNonBlocking: true });
  assert.deepEqual([plain.upstream, plain.downstream], ["splice", "copy"]);
  assert.match(plain.why, /non-blocking/);
  const recorded = chooseBytePath({ ...ALLOWED, stdoutNonBlocking: true, recordedDown: true });
  assert.equal(recorded.downstream, "splice");
});
