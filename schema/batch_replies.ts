/**
 * The answer to a refused batch (ROUTING 2.14, and a client program's first message): an
 * array with the error under each request's own id and an invalid entry's error under `null`,
 * as JSON-RPC answers a batch; bounded, so that a batch of many small entries cannot make an
 * answer many times its size. Pure.
 *
 * @module
 */

import type { MessageView } from "../jsonrpc/message.ts";
import { ErrorCode, ProtocolError } from "./protocol_error.ts";

/**
 * The most entries of a refused batch answered one by one; the rest are counted in one last
 * entry (under `null`). Each answer is a few hundred bytes at most besides its id, so the answer stays
 * within the batch's own size plus a few hundred KB.
 */
export const MAX_BATCH_REPLIES = 1000;

/**
 * The JSON text answering a refused batch, or null when nothing in it is answered (only
 * notifications and responses).
 *
 * @param batch The batch's view (`viewMessage(frame)`); its entries are read one at a time,
 *   so a batch of millions of entries is answered in memory that does not grow with it.
 * @param error The error each request gets.
 * @returns `[...]` without a line end, or null.
 *
 * @example
 * ```ts
 * import { viewMessage } from "../jsonrpc/message.ts";
 * import { batchReplies } from "./batch_replies.ts";
 * import { ErrorCode, ProtocolError } from "./protocol_error.ts";
 * const frame = new TextEncoder().encode(`[{"jsonrpc":"2.0","id":7,"method":"x"},5]`);
 * const error = new ProtocolError(ErrorCode.InvalidRequest, "not in a batch");
 * console.log(batchReplies(viewMessage(frame), error));
 * // [{"jsonrpc":"2.0","id":7,"error":{...}},{"jsonrpc":"2.0","id":null,"error":{...}}]
 * ```
 */
export function batchReplies(
  batch: MessageView,
  error: ProtocolError,
): string | null {
  const replies: string[] = [];
  let more = 0;
  for (let i = 0; i < batch.entryCount; i++) {
    const entry = batch.entryAt(i);
    if (entry.kind !== "request" && entry.kind !== "invalid") continue;
    if (replies.length >= MAX_BATCH_REPLIES) {
      more++;
    } else if (entry.kind === "request") {
      replies.push(error.toResponse(entry.idText));
    } else {
      replies.push(
        new ProtocolError(ErrorCode.InvalidRequest, "Invalid Request", entry.reason)
          .toResponse(null),
      );
    }
  }
  if (more > 0) {
    replies.push(
      new ProtocolError(
        ErrorCode.InvalidRequest,
        "Invalid Request",
        `${more} more ${more === 1 ? "entry of this batch is" : "entries of this batch are"} ` +
          `not answered one by one (at most ${MAX_BATCH_REPLIES} are)`,
      ).toResponse(null),
    );
  }
  return replies.length > 0 ? `[${replies.join(",")}]` : null;
}
