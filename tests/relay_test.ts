/**
 * The relay's `onPrefixSent` hook: work that must not hold up the first frame (the stdout
 * handover's release) runs once the prefix is in the peer's input, or once waiting for
 * that no longer makes sense (the peer exited or ended its output).
 */

import assert from "node:assert/strict";
import { relay } from "../transport/relay.ts";
import type { Connection } from "../transport/duplex.ts";
import { bytes, concat, text } from "./_agent_router_harness.ts";

/** A peer whose input is recorded, whose output is `output`, and which exits on demand. */
function recordingPeer(output: ReadableStream<Uint8Array>, writeGate?: Promise<void>) {
  const received: Uint8Array[] = [];
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
    terminate: () => {
      exit(143);
      return exited;
    },
  };
  return { peer, received, exit };
}

Deno.test("relay calls onPrefixSent once, after the whole prefix is in the peer's input", async () => {
  const { peer, received, exit } = recordingPeer(ReadableStream.from([bytes("answer\n")]));
  const seenAtHook: string[] = [];
  let hooked: () => void = () => {};
  const hook = new Promise<void>((resolve) => hooked = resolve);
  const out: Uint8Array[] = [];
  const done = relay(
    {
      readable: ReadableStream.from([bytes("rest\n")]),
      writable: new WritableStream({ write: (c) => void out.push(c) }),
    },
    [bytes("first"), bytes("\n")],
    peer,
    {
      graceMs: 50,
      onPrefixSent: () => {
        seenAtHook.push(text(concat(received)));
        hooked();
      },
    },
  );
  await hook; // the peer is alive and its output open: only the prefix can trigger it
  exit(0);
  assert.equal((await done).peerCode, 0);
  assert.deepEqual(seenAtHook, ["first\n"]);
  assert.equal(text(concat(received)), "first\nrest\n");
  assert.equal(text(concat(out)), "answer\n");
});

Deno.test("relay calls onPrefixSent when the peer exits without ever taking the prefix", async () => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => open = resolve);
  // Output that never ends, even when cancelled: only the exit can trigger the hook.
  const neverEnds = new ReadableStream<Uint8Array>({ cancel: () => new Promise(() => {}) });
  const { peer, received, exit } = recordingPeer(neverEnds, gate);
  let calls = 0;
  let hooked: () => void = () => {};
  const hook = new Promise<void>((resolve) => hooked = resolve);
  const done = relay(
    { readable: new ReadableStream<Uint8Array>(), writable: new WritableStream() },
    [bytes("first\n")],
    peer,
    {
      graceMs: 20,
      onPrefixSent: () => {
        calls++;
        hooked();
      },
    },
  );
  await new Promise((resolve) => queueMicrotask(() => resolve(null)));
  assert.equal(calls, 0, "the prefix is still being written and the peer is alive");
  exit(1);
  await hook;
  assert.equal(received.length, 0);
  open(); // let the stuck write finish so nothing is left pending
  await done;
  assert.equal(calls, 1);
});
