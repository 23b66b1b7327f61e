/**
 * The answer to a refused batch (ROUTING 2.14, and a client program's first message): an
 * array with the error under each request's own id and an invalid entry's error under `null`,
 * as JSON-RPC answers a batch; bounded, so that a batch of many small entries cannot make an
 * answer many times its size. Pure.
 *
 * @module
 */

import type { MessageView } from "../jsonrpc/message.ts";
import type { ProtocolError } from "./protocol_error.ts";
import { batchErrorReplies, MAX_BATCH_REPLIES } from "../jsonrpc/batch_replies.ts";

export { MAX_BATCH_REPLIES };

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
  const data = error.data === undefined ? undefined : JSON.stringify(error.data);
  return batchErrorReplies(batch, error.code, error.message, data);
}
