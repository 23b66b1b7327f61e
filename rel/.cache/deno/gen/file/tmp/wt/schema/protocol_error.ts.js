/**
 * The JSON-RPC error type used everywhere a failure becomes a JSON-RPC error object.
 * Its response frames are built by `jsonrpc/writer.ts`'s `errorFrame`, which keeps the
 * request id as its raw text.
 *
 * @module
 */ import { errorFrame } from "../jsonrpc/writer.ts";
/**
 * JSON-RPC 2.0 error codes the router emits.
 *
 * @example Tell an invalid request from other protocol errors
 * ```ts
 * import { ErrorCode, ProtocolError } from "../mod.ts";
 * function isInvalidRequest(error: unknown): boolean {
 *   return error instanceof ProtocolError && error.code === ErrorCode.InvalidRequest;
 * }
 * console.log(isInvalidRequest(new ProtocolError(-32600, "not an initialize"))); // true
 * ```
 */ export const ErrorCode = {
  /** The frame is not valid JSON or not UTF-8. */ ParseError: -32700,
  /** The frame is not a valid JSON-RPC request, or not the request expected first. */ InvalidRequest: -32600,
  /** The method does not exist. */ MethodNotFound: -32601,
  /** The initialize parameters are wrong. */ InvalidParams: -32602,
  /** The router could not do what the request needs (e.g. start the agent). */ InternalError: -32603
};
/**
 * A failure that is answered with a JSON-RPC error object.
 *
 * @example Build an error response
 * ```ts
 * import { ErrorCode, ProtocolError } from "./protocol_error.ts";
 * const err = new ProtocolError(ErrorCode.InvalidParams, "initialize protocolVersion is required");
 * console.log(err.toResponse("7"));
 * // {"jsonrpc":"2.0","id":7,"error":{"code":-32602,"message":"initialize protocolVersion is required"}}
 * ```
 */ export class ProtocolError extends Error {
  /** JSON-RPC error code. */ code;
  /** Structured detail, sent as `error.data` when defined. */ data;
  /**
   * Creates a JSON-RPC error.
   *
   * @param code JSON-RPC error code, usually one of {@linkcode ErrorCode}.
   * @param message One-line description.
   * @param data Structured detail for `error.data`.
   */ constructor(code, message, data){
    super(message);
    this.name = "ProtocolError";
    this.code = code;
    this.data = data;
  }
  /**
   * The `error` member of a JSON-RPC response.
   *
   * @returns `{ code, message, data? }`.
   */ toJSON() {
    const out = {
      code: this.code,
      message: this.message
    };
    if (this.data !== undefined) out.data = this.data;
    return out;
  }
  /**
   * A complete JSON-RPC error response (without the trailing newline).
   *
   * @param rawId The request id as its original JSON text (kept byte for byte), or `null`.
   * @returns The response as JSON text.
   */ toResponse(rawId = null) {
    const data = this.data === undefined ? undefined : JSON.stringify(this.data);
    return errorFrame(rawId, this.code, this.message, data);
  }
}
/**
 * The error a first frame over the frame limit gets (ROUTING 2.3), from every router that
 * reads one: `-32600` naming the limit, with it as `data`.
 *
 * @param limit The limit in bytes.
 * @returns The error (answered under `null`: the frame's id was never read).
 *
 * @example
 * ```ts
 * import { firstFrameTooLarge } from "./protocol_error.ts";
 * console.log(firstFrameTooLarge(100).toResponse(null));
 * // {"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"first frame exceeds the 100-byte limit; send a smaller frame","data":{"limit":100}}}
 * ```
 */ export function firstFrameTooLarge(limit) {
  return new ProtocolError(ErrorCode.InvalidRequest, `first frame exceeds the ${limit}-byte limit; send a smaller frame`, {
    limit
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3NjaGVtYS9wcm90b2NvbF9lcnJvci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBKU09OLVJQQyBlcnJvciB0eXBlIHVzZWQgZXZlcnl3aGVyZSBhIGZhaWx1cmUgYmVjb21lcyBhIEpTT04tUlBDIGVycm9yIG9iamVjdC5cbiAqIEl0cyByZXNwb25zZSBmcmFtZXMgYXJlIGJ1aWx0IGJ5IGBqc29ucnBjL3dyaXRlci50c2AncyBgZXJyb3JGcmFtZWAsIHdoaWNoIGtlZXBzIHRoZVxuICogcmVxdWVzdCBpZCBhcyBpdHMgcmF3IHRleHQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGVycm9yRnJhbWUgfSBmcm9tIFwiLi4vanNvbnJwYy93cml0ZXIudHNcIjtcblxuLyoqXG4gKiBKU09OLVJQQyAyLjAgZXJyb3IgY29kZXMgdGhlIHJvdXRlciBlbWl0cy5cbiAqXG4gKiBAZXhhbXBsZSBUZWxsIGFuIGludmFsaWQgcmVxdWVzdCBmcm9tIG90aGVyIHByb3RvY29sIGVycm9yc1xuICogYGBgdHNcbiAqIGltcG9ydCB7IEVycm9yQ29kZSwgUHJvdG9jb2xFcnJvciB9IGZyb20gXCIuLi9tb2QudHNcIjtcbiAqIGZ1bmN0aW9uIGlzSW52YWxpZFJlcXVlc3QoZXJyb3I6IHVua25vd24pOiBib29sZWFuIHtcbiAqICAgcmV0dXJuIGVycm9yIGluc3RhbmNlb2YgUHJvdG9jb2xFcnJvciAmJiBlcnJvci5jb2RlID09PSBFcnJvckNvZGUuSW52YWxpZFJlcXVlc3Q7XG4gKiB9XG4gKiBjb25zb2xlLmxvZyhpc0ludmFsaWRSZXF1ZXN0KG5ldyBQcm90b2NvbEVycm9yKC0zMjYwMCwgXCJub3QgYW4gaW5pdGlhbGl6ZVwiKSkpOyAvLyB0cnVlXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGNvbnN0IEVycm9yQ29kZSA9IHtcbiAgLyoqIFRoZSBmcmFtZSBpcyBub3QgdmFsaWQgSlNPTiBvciBub3QgVVRGLTguICovXG4gIFBhcnNlRXJyb3I6IC0zMjcwMCxcbiAgLyoqIFRoZSBmcmFtZSBpcyBub3QgYSB2YWxpZCBKU09OLVJQQyByZXF1ZXN0LCBvciBub3QgdGhlIHJlcXVlc3QgZXhwZWN0ZWQgZmlyc3QuICovXG4gIEludmFsaWRSZXF1ZXN0OiAtMzI2MDAsXG4gIC8qKiBUaGUgbWV0aG9kIGRvZXMgbm90IGV4aXN0LiAqL1xuICBNZXRob2ROb3RGb3VuZDogLTMyNjAxLFxuICAvKiogVGhlIGluaXRpYWxpemUgcGFyYW1ldGVycyBhcmUgd3JvbmcuICovXG4gIEludmFsaWRQYXJhbXM6IC0zMjYwMixcbiAgLyoqIFRoZSByb3V0ZXIgY291bGQgbm90IGRvIHdoYXQgdGhlIHJlcXVlc3QgbmVlZHMgKGUuZy4gc3RhcnQgdGhlIGFnZW50KS4gKi9cbiAgSW50ZXJuYWxFcnJvcjogLTMyNjAzLFxufSBhcyBjb25zdDtcblxuLyoqIE9uZSBvZiB0aGUge0BsaW5rY29kZSBFcnJvckNvZGV9IHZhbHVlcy4gKi9cbmV4cG9ydCB0eXBlIEVycm9yQ29kZVZhbHVlID0gdHlwZW9mIEVycm9yQ29kZVtrZXlvZiB0eXBlb2YgRXJyb3JDb2RlXTtcblxuLyoqIFRoZSBgZXJyb3JgIG1lbWJlciBvZiBhIEpTT04tUlBDIGVycm9yIHJlc3BvbnNlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBFcnJvck9iamVjdCB7XG4gIC8qKiBKU09OLVJQQyBlcnJvciBjb2RlLiAqL1xuICBjb2RlOiBudW1iZXI7XG4gIC8qKiBPbmUtbGluZSBkZXNjcmlwdGlvbi4gKi9cbiAgbWVzc2FnZTogc3RyaW5nO1xuICAvKiogU3RydWN0dXJlZCBkZXRhaWwsIHdoZW4gdGhlcmUgaXMgc29tZS4gKi9cbiAgZGF0YT86IHVua25vd247XG59XG5cbi8qKlxuICogQSBmYWlsdXJlIHRoYXQgaXMgYW5zd2VyZWQgd2l0aCBhIEpTT04tUlBDIGVycm9yIG9iamVjdC5cbiAqXG4gKiBAZXhhbXBsZSBCdWlsZCBhbiBlcnJvciByZXNwb25zZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IEVycm9yQ29kZSwgUHJvdG9jb2xFcnJvciB9IGZyb20gXCIuL3Byb3RvY29sX2Vycm9yLnRzXCI7XG4gKiBjb25zdCBlcnIgPSBuZXcgUHJvdG9jb2xFcnJvcihFcnJvckNvZGUuSW52YWxpZFBhcmFtcywgXCJpbml0aWFsaXplIHByb3RvY29sVmVyc2lvbiBpcyByZXF1aXJlZFwiKTtcbiAqIGNvbnNvbGUubG9nKGVyci50b1Jlc3BvbnNlKFwiN1wiKSk7XG4gKiAvLyB7XCJqc29ucnBjXCI6XCIyLjBcIixcImlkXCI6NyxcImVycm9yXCI6e1wiY29kZVwiOi0zMjYwMixcIm1lc3NhZ2VcIjpcImluaXRpYWxpemUgcHJvdG9jb2xWZXJzaW9uIGlzIHJlcXVpcmVkXCJ9fVxuICogYGBgXG4gKi9cbmV4cG9ydCBjbGFzcyBQcm90b2NvbEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICAvKiogSlNPTi1SUEMgZXJyb3IgY29kZS4gKi9cbiAgcmVhZG9ubHkgY29kZTogbnVtYmVyO1xuICAvKiogU3RydWN0dXJlZCBkZXRhaWwsIHNlbnQgYXMgYGVycm9yLmRhdGFgIHdoZW4gZGVmaW5lZC4gKi9cbiAgcmVhZG9ubHkgZGF0YTogdW5rbm93bjtcblxuICAvKipcbiAgICogQ3JlYXRlcyBhIEpTT04tUlBDIGVycm9yLlxuICAgKlxuICAgKiBAcGFyYW0gY29kZSBKU09OLVJQQyBlcnJvciBjb2RlLCB1c3VhbGx5IG9uZSBvZiB7QGxpbmtjb2RlIEVycm9yQ29kZX0uXG4gICAqIEBwYXJhbSBtZXNzYWdlIE9uZS1saW5lIGRlc2NyaXB0aW9uLlxuICAgKiBAcGFyYW0gZGF0YSBTdHJ1Y3R1cmVkIGRldGFpbCBmb3IgYGVycm9yLmRhdGFgLlxuICAgKi9cbiAgY29uc3RydWN0b3IoY29kZTogbnVtYmVyLCBtZXNzYWdlOiBzdHJpbmcsIGRhdGE/OiB1bmtub3duKSB7XG4gICAgc3VwZXIobWVzc2FnZSk7XG4gICAgdGhpcy5uYW1lID0gXCJQcm90b2NvbEVycm9yXCI7XG4gICAgdGhpcy5jb2RlID0gY29kZTtcbiAgICB0aGlzLmRhdGEgPSBkYXRhO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBgZXJyb3JgIG1lbWJlciBvZiBhIEpTT04tUlBDIHJlc3BvbnNlLlxuICAgKlxuICAgKiBAcmV0dXJucyBgeyBjb2RlLCBtZXNzYWdlLCBkYXRhPyB9YC5cbiAgICovXG4gIHRvSlNPTigpOiBFcnJvck9iamVjdCB7XG4gICAgY29uc3Qgb3V0OiBFcnJvck9iamVjdCA9IHsgY29kZTogdGhpcy5jb2RlLCBtZXNzYWdlOiB0aGlzLm1lc3NhZ2UgfTtcbiAgICBpZiAodGhpcy5kYXRhICE9PSB1bmRlZmluZWQpIG91dC5kYXRhID0gdGhpcy5kYXRhO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvKipcbiAgICogQSBjb21wbGV0ZSBKU09OLVJQQyBlcnJvciByZXNwb25zZSAod2l0aG91dCB0aGUgdHJhaWxpbmcgbmV3bGluZSkuXG4gICAqXG4gICAqIEBwYXJhbSByYXdJZCBUaGUgcmVxdWVzdCBpZCBhcyBpdHMgb3JpZ2luYWwgSlNPTiB0ZXh0IChrZXB0IGJ5dGUgZm9yIGJ5dGUpLCBvciBgbnVsbGAuXG4gICAqIEByZXR1cm5zIFRoZSByZXNwb25zZSBhcyBKU09OIHRleHQuXG4gICAqL1xuICB0b1Jlc3BvbnNlKHJhd0lkOiBzdHJpbmcgfCBudWxsID0gbnVsbCk6IHN0cmluZyB7XG4gICAgY29uc3QgZGF0YSA9IHRoaXMuZGF0YSA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogSlNPTi5zdHJpbmdpZnkodGhpcy5kYXRhKTtcbiAgICByZXR1cm4gZXJyb3JGcmFtZShyYXdJZCwgdGhpcy5jb2RlLCB0aGlzLm1lc3NhZ2UsIGRhdGEpO1xuICB9XG59XG5cbi8qKlxuICogVGhlIGVycm9yIGEgZmlyc3QgZnJhbWUgb3ZlciB0aGUgZnJhbWUgbGltaXQgZ2V0cyAoUk9VVElORyAyLjMpLCBmcm9tIGV2ZXJ5IHJvdXRlciB0aGF0XG4gKiByZWFkcyBvbmU6IGAtMzI2MDBgIG5hbWluZyB0aGUgbGltaXQsIHdpdGggaXQgYXMgYGRhdGFgLlxuICpcbiAqIEBwYXJhbSBsaW1pdCBUaGUgbGltaXQgaW4gYnl0ZXMuXG4gKiBAcmV0dXJucyBUaGUgZXJyb3IgKGFuc3dlcmVkIHVuZGVyIGBudWxsYDogdGhlIGZyYW1lJ3MgaWQgd2FzIG5ldmVyIHJlYWQpLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZmlyc3RGcmFtZVRvb0xhcmdlIH0gZnJvbSBcIi4vcHJvdG9jb2xfZXJyb3IudHNcIjtcbiAqIGNvbnNvbGUubG9nKGZpcnN0RnJhbWVUb29MYXJnZSgxMDApLnRvUmVzcG9uc2UobnVsbCkpO1xuICogLy8ge1wianNvbnJwY1wiOlwiMi4wXCIsXCJpZFwiOm51bGwsXCJlcnJvclwiOntcImNvZGVcIjotMzI2MDAsXCJtZXNzYWdlXCI6XCJmaXJzdCBmcmFtZSBleGNlZWRzIHRoZSAxMDAtYnl0ZSBsaW1pdDsgc2VuZCBhIHNtYWxsZXIgZnJhbWVcIixcImRhdGFcIjp7XCJsaW1pdFwiOjEwMH19fVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmaXJzdEZyYW1lVG9vTGFyZ2UobGltaXQ6IG51bWJlcik6IFByb3RvY29sRXJyb3Ige1xuICByZXR1cm4gbmV3IFByb3RvY29sRXJyb3IoXG4gICAgRXJyb3JDb2RlLkludmFsaWRSZXF1ZXN0LFxuICAgIGBmaXJzdCBmcmFtZSBleGNlZWRzIHRoZSAke2xpbWl0fS1ieXRlIGxpbWl0OyBzZW5kIGEgc21hbGxlciBmcmFtZWAsXG4gICAgeyBsaW1pdCB9LFxuICApO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsVUFBVSxRQUFRLHVCQUF1QjtBQUVsRDs7Ozs7Ozs7Ozs7Q0FXQyxHQUNELE9BQU8sTUFBTSxZQUFZO0VBQ3ZCLDhDQUE4QyxHQUM5QyxZQUFZLENBQUM7RUFDYixrRkFBa0YsR0FDbEYsZ0JBQWdCLENBQUM7RUFDakIsK0JBQStCLEdBQy9CLGdCQUFnQixDQUFDO0VBQ2pCLHlDQUF5QyxHQUN6QyxlQUFlLENBQUM7RUFDaEIsMkVBQTJFLEdBQzNFLGVBQWUsQ0FBQztBQUNsQixFQUFXO0FBZVg7Ozs7Ozs7Ozs7Q0FVQyxHQUNELE9BQU8sTUFBTSxzQkFBc0I7RUFDakMseUJBQXlCLEdBQ3pCLEFBQVMsS0FBYTtFQUN0QiwwREFBMEQsR0FDMUQsQUFBUyxLQUFjO0VBRXZCOzs7Ozs7R0FNQyxHQUNELFlBQVksSUFBWSxFQUFFLE9BQWUsRUFBRSxJQUFjLENBQUU7SUFDekQsS0FBSyxDQUFDO0lBQ04sSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7RUFFQTs7OztHQUlDLEdBQ0QsU0FBc0I7SUFDcEIsTUFBTSxNQUFtQjtNQUFFLE1BQU0sSUFBSSxDQUFDLElBQUk7TUFBRSxTQUFTLElBQUksQ0FBQyxPQUFPO0lBQUM7SUFDbEUsSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLFdBQVcsSUFBSSxJQUFJLEdBQUcsSUFBSSxDQUFDLElBQUk7SUFDakQsT0FBTztFQUNUO0VBRUE7Ozs7O0dBS0MsR0FDRCxXQUFXLFFBQXVCLElBQUksRUFBVTtJQUM5QyxNQUFNLE9BQU8sSUFBSSxDQUFDLElBQUksS0FBSyxZQUFZLFlBQVksS0FBSyxTQUFTLENBQUMsSUFBSSxDQUFDLElBQUk7SUFDM0UsT0FBTyxXQUFXLE9BQU8sSUFBSSxDQUFDLElBQUksRUFBRSxJQUFJLENBQUMsT0FBTyxFQUFFO0VBQ3BEO0FBQ0Y7QUFFQTs7Ozs7Ozs7Ozs7OztDQWFDLEdBQ0QsT0FBTyxTQUFTLG1CQUFtQixLQUFhO0VBQzlDLE9BQU8sSUFBSSxjQUNULFVBQVUsY0FBYyxFQUN4QixDQUFDLHdCQUF3QixFQUFFLE1BQU0saUNBQWlDLENBQUMsRUFDbkU7SUFBRTtFQUFNO0FBRVoifQ==
// denoCacheMetadata=5818128200868607245,4250245649533495654