/**
 * `batchReplies`: a refused batch is answered entry by entry, as JSON-RPC answers a batch, and
 * never with many times its own size.
 *
 * @module
 */

import assert from "node:assert/strict";
import { batchReplies, MAX_BATCH_REPLIES } from "../schema/batch_replies.ts";
import { ErrorCode, ProtocolError } from "../schema/protocol_error.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { decideFirstFrame } from "../schema/first_frame.ts";
import { parseClientInitialize } from "../schema/client_initialize.ts";

const encoder = new TextEncoder();
const refused = new ProtocolError(ErrorCode.InvalidRequest, "refused");

Deno.test("batch replies: each request gets the error under its own id, each invalid entry its own error under null, notifications and responses nothing", () => {
  const frame = encoder.encode(
    `[{"jsonrpc":"2.0","id":"a\\u0062","method":"x"},{"jsonrpc":"2.0","method":"n"},` +
      `{"jsonrpc":"2.0","id":1,"result":{}},5,{"jsonrpc":"2.0","id":12345678901234567890,"method":"y"}]`,
  );
  const text = batchReplies(viewMessage(frame), refused)!;
  assert.ok(text.includes(`"id":"a\\u0062"`), "the id's own bytes");
  assert.ok(text.includes(`"id":12345678901234567890`), "not rounded");
  const answers = JSON.parse(text);
  assert.deepEqual(answers.map((a: { error: { code: number } }) => a.error.code), [
    -32600,
    -32600,
    -32600,
  ]);
  assert.equal(answers[1].id, null);
  assert.equal(answers[0].error.message, "refused");
  assert.equal(answers[1].error.message, "Invalid Request");
  const quiet = encoder.encode(
    `[{"jsonrpc":"2.0","method":"n"},{"jsonrpc":"2.0","id":1,"result":1}]`,
  );
  assert.equal(batchReplies(viewMessage(quiet), refused), null);
});

Deno.test(`batch replies: past ${MAX_BATCH_REPLIES} entries the rest are counted in one last entry, so a batch of many small entries (8 MiB of '1,') is answered within its own size plus a few hundred KB, not ~56 times it`, () => {
  const count = (8 * 1024 * 1024 - 2) >> 1;
  const frame = encoder.encode(`[${Array(count).fill("1").join(",")}]`);
  const text = batchReplies(viewMessage(frame), refused)!;
  assert.ok(text.length < frame.length + 512 * 1024, `${text.length} bytes`);
  const answers = JSON.parse(text);
  assert.equal(answers.length, MAX_BATCH_REPLIES + 1);
  assert.match(
    answers.at(-1).error.data,
    new RegExp(`^${count - MAX_BATCH_REPLIES} more entries of this batch are not answered`),
  );
  const one = encoder.encode(`[${Array(MAX_BATCH_REPLIES + 1).fill("1").join(",")}]`);
  assert.match(
    JSON.parse(batchReplies(viewMessage(one), refused)!).at(-1).error.data,
    /^1 more entry of this batch is not answered one by one/,
  );
  // Exactly at the bound: no counting entry.
  const exact = encoder.encode(`[${Array(MAX_BATCH_REPLIES).fill("1").join(",")}]`);
  assert.equal(JSON.parse(batchReplies(viewMessage(exact), refused)!).length, 1000);
});

Deno.test("batch replies: the agent router (ROUTING 2.14) and a client program's first message use them", () => {
  const big = encoder.encode(
    `[{"jsonrpc":"2.0","id":1,"method":"session/new"},${Array(5000).fill("1").join(",")}]`,
  );
  const decision = decideFirstFrame(big, {
    method: "initialize",
    configured: [1],
    mode: "highest-compatible",
  });
  assert.equal(decision.kind, "reject");
  const reply = (decision as { reply: string | null }).reply!;
  assert.equal(JSON.parse(reply).length, MAX_BATCH_REPLIES + 1);
  assert.throws(
    () => parseClientInitialize(encoder.encode(`[1,2]`), 2),
    /first ACP message must be an initialize request, got a batch/,
  );
  assert.throws(
    () =>
      parseClientInitialize(
        encoder.encode(`[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}]`),
        2,
      ),
    /initialize must be sent on its own, not inside a batch/,
  );
});
