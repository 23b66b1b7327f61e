/**
 * The answer to a refused batch: an array with one error under each request's own id and an
 * invalid entry's `-32600` under `null`, as JSON-RPC answers a batch; bounded, so that a
 * batch of many small entries cannot make an answer many times its size. Pure: the schema's
 * refusals (ROUTING 2.14) and a remote agent's client, which sends no batch, build theirs here.
 *
 * @module
 */

import type { MessageView } from "./message.ts";
import { errorFrame } from "./writer.ts";

/**
 * The most entries of a refused batch answered one by one; the rest are counted in one last
 * entry (under `null`). Each answer is a few hundred bytes at most besides its id, so the
 * answer stays within the batch's own size plus a few hundred KB.
 */
export const MAX_BATCH_REPLIES = 1000;

/**
 * The JSON text answering a refused batch, or null when nothing in it is answered (only
 * notifications and responses).
 *
 * @param batch The batch's view (`viewMessage(frame)`); its entries are read one at a time,
 *   so a batch of millions of entries is answered in memory that does not grow with it.
 * @param code The error code each request gets.
 * @param message Its message.
 * @param dataText Its `data`, as JSON text, if any.
 * @returns `[...]` without a line end, or null.
 *
 * @example
 * ```ts
 * import { viewMessage } from "./message.ts";
 * import { batchErrorReplies } from "./batch_replies.ts";
 * const frame = new TextEncoder().encode(`[{"jsonrpc":"2.0","id":7,"method":"x"},5]`);
 * console.log(batchErrorReplies(viewMessage(frame), -32600, "not in a batch"));
 * // [{"jsonrpc":"2.0","id":7,"error":{...}},{"jsonrpc":"2.0","id":null,"error":{...}}]
 * ```
 */
export function batchErrorReplies(
  batch: MessageView,
  code: number,
  message: string,
  dataText?: string,
): string | null {
  const replies: string[] = [];
  let more = 0;
  for (let i = 0; i < batch.entryCount; i++) {
    const entry = batch.entryAt(i);
    if (entry.kind !== "request" && entry.kind !== "invalid") continue;
    if (replies.length >= MAX_BATCH_REPLIES) {
      more++;
    } else if (entry.kind === "request") {
      replies.push(errorFrame(entry.idText, code, message, dataText));
    } else {
      replies.push(errorFrame(null, -32600, "Invalid Request", JSON.stringify(entry.reason)));
    }
  }
  if (more > 0) {
    const rest =
      `${more} more ${more === 1 ? "entry of this batch is" : "entries of this batch are"} ` +
      `not answered one by one (at most ${MAX_BATCH_REPLIES} are)`;
    replies.push(errorFrame(null, -32600, "Invalid Request", JSON.stringify(rest)));
  }
  return replies.length > 0 ? `[${replies.join(",")}]` : null;
}
