/**
 * The answer to a refused batch (ROUTING 2.14, and a client program's first message): an
 * array with the error under each request's own id and an invalid entry's error under `null`,
 * as JSON-RPC answers a batch; bounded, so that a batch of many small entries cannot make an
 * answer many times its size. Pure.
 *
 * @module
 */ import { ErrorCode, ProtocolError } from "./protocol_error.ts";
/**
 * The most entries of a refused batch answered one by one; the rest are counted in one last
 * entry (under `null`). Each answer is a few hundred bytes at most besides its id, so the answer stays
 * within the batch's own size plus a few hundred KB.
 */ export const MAX_BATCH_REPLIES = 1000;
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
 */ export function batchReplies(batch, error) {
  const replies = [];
  let more = 0;
  for(let i = 0; i < batch.entryCount; i++){
    const entry = batch.entryAt(i);
    if (entry.kind !== "request" && entry.kind !== "invalid") continue;
    if (replies.length >= MAX_BATCH_REPLIES) {
      more++;
    } else if (entry.kind === "request") {
      replies.push(error.toResponse(entry.idText));
    } else {
      replies.push(new ProtocolError(ErrorCode.InvalidRequest, "Invalid Request", entry.reason).toResponse(null));
    }
  }
  if (more > 0) {
    replies.push(new ProtocolError(ErrorCode.InvalidRequest, "Invalid Request", `${more} more ${more === 1 ? "entry of this batch is" : "entries of this batch are"} ` + `not answered one by one (at most ${MAX_BATCH_REPLIES} are)`).toResponse(null));
  }
  return replies.length > 0 ? `[${replies.join(",")}]` : null;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3NjaGVtYS9iYXRjaF9yZXBsaWVzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGFuc3dlciB0byBhIHJlZnVzZWQgYmF0Y2ggKFJPVVRJTkcgMi4xNCwgYW5kIGEgY2xpZW50IHByb2dyYW0ncyBmaXJzdCBtZXNzYWdlKTogYW5cbiAqIGFycmF5IHdpdGggdGhlIGVycm9yIHVuZGVyIGVhY2ggcmVxdWVzdCdzIG93biBpZCBhbmQgYW4gaW52YWxpZCBlbnRyeSdzIGVycm9yIHVuZGVyIGBudWxsYCxcbiAqIGFzIEpTT04tUlBDIGFuc3dlcnMgYSBiYXRjaDsgYm91bmRlZCwgc28gdGhhdCBhIGJhdGNoIG9mIG1hbnkgc21hbGwgZW50cmllcyBjYW5ub3QgbWFrZSBhblxuICogYW5zd2VyIG1hbnkgdGltZXMgaXRzIHNpemUuIFB1cmUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgTWVzc2FnZVZpZXcgfSBmcm9tIFwiLi4vanNvbnJwYy9tZXNzYWdlLnRzXCI7XG5pbXBvcnQgeyBFcnJvckNvZGUsIFByb3RvY29sRXJyb3IgfSBmcm9tIFwiLi9wcm90b2NvbF9lcnJvci50c1wiO1xuXG4vKipcbiAqIFRoZSBtb3N0IGVudHJpZXMgb2YgYSByZWZ1c2VkIGJhdGNoIGFuc3dlcmVkIG9uZSBieSBvbmU7IHRoZSByZXN0IGFyZSBjb3VudGVkIGluIG9uZSBsYXN0XG4gKiBlbnRyeSAodW5kZXIgYG51bGxgKS4gRWFjaCBhbnN3ZXIgaXMgYSBmZXcgaHVuZHJlZCBieXRlcyBhdCBtb3N0IGJlc2lkZXMgaXRzIGlkLCBzbyB0aGUgYW5zd2VyIHN0YXlzXG4gKiB3aXRoaW4gdGhlIGJhdGNoJ3Mgb3duIHNpemUgcGx1cyBhIGZldyBodW5kcmVkIEtCLlxuICovXG5leHBvcnQgY29uc3QgTUFYX0JBVENIX1JFUExJRVMgPSAxMDAwO1xuXG4vKipcbiAqIFRoZSBKU09OIHRleHQgYW5zd2VyaW5nIGEgcmVmdXNlZCBiYXRjaCwgb3IgbnVsbCB3aGVuIG5vdGhpbmcgaW4gaXQgaXMgYW5zd2VyZWQgKG9ubHlcbiAqIG5vdGlmaWNhdGlvbnMgYW5kIHJlc3BvbnNlcykuXG4gKlxuICogQHBhcmFtIGJhdGNoIFRoZSBiYXRjaCdzIHZpZXcgKGB2aWV3TWVzc2FnZShmcmFtZSlgKTsgaXRzIGVudHJpZXMgYXJlIHJlYWQgb25lIGF0IGEgdGltZSxcbiAqICAgc28gYSBiYXRjaCBvZiBtaWxsaW9ucyBvZiBlbnRyaWVzIGlzIGFuc3dlcmVkIGluIG1lbW9yeSB0aGF0IGRvZXMgbm90IGdyb3cgd2l0aCBpdC5cbiAqIEBwYXJhbSBlcnJvciBUaGUgZXJyb3IgZWFjaCByZXF1ZXN0IGdldHMuXG4gKiBAcmV0dXJucyBgWy4uLl1gIHdpdGhvdXQgYSBsaW5lIGVuZCwgb3IgbnVsbC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4uL2pzb25ycGMvbWVzc2FnZS50c1wiO1xuICogaW1wb3J0IHsgYmF0Y2hSZXBsaWVzIH0gZnJvbSBcIi4vYmF0Y2hfcmVwbGllcy50c1wiO1xuICogaW1wb3J0IHsgRXJyb3JDb2RlLCBQcm90b2NvbEVycm9yIH0gZnJvbSBcIi4vcHJvdG9jb2xfZXJyb3IudHNcIjtcbiAqIGNvbnN0IGZyYW1lID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGBbe1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOjcsXCJtZXRob2RcIjpcInhcIn0sNV1gKTtcbiAqIGNvbnN0IGVycm9yID0gbmV3IFByb3RvY29sRXJyb3IoRXJyb3JDb2RlLkludmFsaWRSZXF1ZXN0LCBcIm5vdCBpbiBhIGJhdGNoXCIpO1xuICogY29uc29sZS5sb2coYmF0Y2hSZXBsaWVzKHZpZXdNZXNzYWdlKGZyYW1lKSwgZXJyb3IpKTtcbiAqIC8vIFt7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6NyxcImVycm9yXCI6ey4uLn19LHtcImpzb25ycGNcIjpcIjIuMFwiLFwiaWRcIjpudWxsLFwiZXJyb3JcIjp7Li4ufX1dXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGJhdGNoUmVwbGllcyhcbiAgYmF0Y2g6IE1lc3NhZ2VWaWV3LFxuICBlcnJvcjogUHJvdG9jb2xFcnJvcixcbik6IHN0cmluZyB8IG51bGwge1xuICBjb25zdCByZXBsaWVzOiBzdHJpbmdbXSA9IFtdO1xuICBsZXQgbW9yZSA9IDA7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgYmF0Y2guZW50cnlDb3VudDsgaSsrKSB7XG4gICAgY29uc3QgZW50cnkgPSBiYXRjaC5lbnRyeUF0KGkpO1xuICAgIGlmIChlbnRyeS5raW5kICE9PSBcInJlcXVlc3RcIiAmJiBlbnRyeS5raW5kICE9PSBcImludmFsaWRcIikgY29udGludWU7XG4gICAgaWYgKHJlcGxpZXMubGVuZ3RoID49IE1BWF9CQVRDSF9SRVBMSUVTKSB7XG4gICAgICBtb3JlKys7XG4gICAgfSBlbHNlIGlmIChlbnRyeS5raW5kID09PSBcInJlcXVlc3RcIikge1xuICAgICAgcmVwbGllcy5wdXNoKGVycm9yLnRvUmVzcG9uc2UoZW50cnkuaWRUZXh0KSk7XG4gICAgfSBlbHNlIHtcbiAgICAgIHJlcGxpZXMucHVzaChcbiAgICAgICAgbmV3IFByb3RvY29sRXJyb3IoRXJyb3JDb2RlLkludmFsaWRSZXF1ZXN0LCBcIkludmFsaWQgUmVxdWVzdFwiLCBlbnRyeS5yZWFzb24pXG4gICAgICAgICAgLnRvUmVzcG9uc2UobnVsbCksXG4gICAgICApO1xuICAgIH1cbiAgfVxuICBpZiAobW9yZSA+IDApIHtcbiAgICByZXBsaWVzLnB1c2goXG4gICAgICBuZXcgUHJvdG9jb2xFcnJvcihcbiAgICAgICAgRXJyb3JDb2RlLkludmFsaWRSZXF1ZXN0LFxuICAgICAgICBcIkludmFsaWQgUmVxdWVzdFwiLFxuICAgICAgICBgJHttb3JlfSBtb3JlICR7bW9yZSA9PT0gMSA/IFwiZW50cnkgb2YgdGhpcyBiYXRjaCBpc1wiIDogXCJlbnRyaWVzIG9mIHRoaXMgYmF0Y2ggYXJlXCJ9IGAgK1xuICAgICAgICAgIGBub3QgYW5zd2VyZWQgb25lIGJ5IG9uZSAoYXQgbW9zdCAke01BWF9CQVRDSF9SRVBMSUVTfSBhcmUpYCxcbiAgICAgICkudG9SZXNwb25zZShudWxsKSxcbiAgICApO1xuICB9XG4gIHJldHVybiByZXBsaWVzLmxlbmd0aCA+IDAgPyBgWyR7cmVwbGllcy5qb2luKFwiLFwiKX1dYCA6IG51bGw7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUdELFNBQVMsU0FBUyxFQUFFLGFBQWEsUUFBUSxzQkFBc0I7QUFFL0Q7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSxvQkFBb0IsS0FBSztBQUV0Qzs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQW1CQyxHQUNELE9BQU8sU0FBUyxhQUNkLEtBQWtCLEVBQ2xCLEtBQW9CO0VBRXBCLE1BQU0sVUFBb0IsRUFBRTtFQUM1QixJQUFJLE9BQU87RUFDWCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksTUFBTSxVQUFVLEVBQUUsSUFBSztJQUN6QyxNQUFNLFFBQVEsTUFBTSxPQUFPLENBQUM7SUFDNUIsSUFBSSxNQUFNLElBQUksS0FBSyxhQUFhLE1BQU0sSUFBSSxLQUFLLFdBQVc7SUFDMUQsSUFBSSxRQUFRLE1BQU0sSUFBSSxtQkFBbUI7TUFDdkM7SUFDRixPQUFPLElBQUksTUFBTSxJQUFJLEtBQUssV0FBVztNQUNuQyxRQUFRLElBQUksQ0FBQyxNQUFNLFVBQVUsQ0FBQyxNQUFNLE1BQU07SUFDNUMsT0FBTztNQUNMLFFBQVEsSUFBSSxDQUNWLElBQUksY0FBYyxVQUFVLGNBQWMsRUFBRSxtQkFBbUIsTUFBTSxNQUFNLEVBQ3hFLFVBQVUsQ0FBQztJQUVsQjtFQUNGO0VBQ0EsSUFBSSxPQUFPLEdBQUc7SUFDWixRQUFRLElBQUksQ0FDVixJQUFJLGNBQ0YsVUFBVSxjQUFjLEVBQ3hCLG1CQUNBLEdBQUcsS0FBSyxNQUFNLEVBQUUsU0FBUyxJQUFJLDJCQUEyQiw0QkFBNEIsQ0FBQyxDQUFDLEdBQ3BGLENBQUMsaUNBQWlDLEVBQUUsa0JBQWtCLEtBQUssQ0FBQyxFQUM5RCxVQUFVLENBQUM7RUFFakI7RUFDQSxPQUFPLFFBQVEsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFDLEVBQUUsUUFBUSxJQUFJLENBQUMsS0FBSyxDQUFDLENBQUMsR0FBRztBQUN6RCJ9
// denoCacheMetadata=763019225614211301,824817896482224414