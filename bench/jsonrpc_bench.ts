/**
 * `deno bench bench/jsonrpc_bench.ts`: what it costs to look at a frame with
 * `jsonrpc/message.ts`'s {@linkcode viewMessage} (one validating pass over the bytes, spans
 * only) against decoding it and calling `JSON.parse` (a full object tree), for a 1 KiB and a
 * 64 KiB `session/prompt` request. A sanity figure, not a goal: nothing is asserted.
 *
 * @module
 */

import { viewMessage } from "../jsonrpc/message.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** A request whose params hold about `size` bytes of mixed prompt content. */
function promptFrame(size: number): Uint8Array {
  const blocks: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const block = JSON.stringify({
      type: "text",
      text: `line ${i}: the quick brown fox — “quoted” \\ escaped\n`.repeat(3),
      annotations: { priority: i % 7, audience: ["user", "assistant"], lastModified: null },
    });
    blocks.push(block);
    length += block.length + 1;
  }
  return encoder.encode(
    `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/prompt",` +
      `"params":{"sessionId":"sess_0123456789","prompt":[${blocks.join(",")}]}}`,
  );
}

for (
  const [label, frame] of [["1 KiB", promptFrame(1024)], [
    "64 KiB",
    promptFrame(64 * 1024),
  ]] as const
) {
  Deno.bench({
    name: `viewMessage ${label} (${frame.length} B)`,
    group: label,
    baseline: true,
    fn: () => {
      const view = viewMessage(frame);
      if (view.kind !== "request") throw new Error(view.kind);
    },
  });
  Deno.bench({
    name: `viewMessage + idText + method ${label}`,
    group: label,
    fn: () => {
      const view = viewMessage(frame);
      if (view.idText === null || view.method === null) throw new Error("no id");
    },
  });
  Deno.bench({
    name: `TextDecoder + JSON.parse ${label}`,
    group: label,
    fn: () => {
      const value = JSON.parse(decoder.decode(frame));
      if (value.method !== "session/prompt") throw new Error(value.method);
    },
  });
}
