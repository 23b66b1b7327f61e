/**
 * The JSON-RPC error type used everywhere a failure becomes a JSON-RPC error object.
 * Its response frames are built by `jsonrpc/writer.ts`'s `errorFrame`, which keeps the
 * request id as its raw text.
 *
 * @module
 */

import { errorFrame } from "../jsonrpc/writer.ts";

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
 */
export const ErrorCode = {
  /** The frame is not valid JSON or not UTF-8. */
  ParseError: -32700,
  /** The frame is not a valid JSON-RPC request, or not the request expected first. */
  InvalidRequest: -32600,
  /** The method does not exist. */
  MethodNotFound: -32601,
  /** The initialize parameters are wrong. */
  InvalidParams: -32602,
  /** The router could not do what the request needs (e.g. start the agent). */
  InternalError: -32603,
} as const;

/** One of the {@linkcode ErrorCode} values. */
export type ErrorCodeValue = typeof ErrorCode[keyof typeof ErrorCode];

/** The `error` member of a JSON-RPC error response. */
export interface ErrorObject {
  /** JSON-RPC error code. */
  code: number;
  /** One-line description. */
  message: string;
  /** Structured detail, when there is some. */
  data?: unknown;
}

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
 */
export class ProtocolError extends Error {
  /** JSON-RPC error code. */
  readonly code: number;
  /** Structured detail, sent as `error.data` when defined. */
  readonly data: unknown;

  /**
   * Creates a JSON-RPC error.
   *
   * @param code JSON-RPC error code, usually one of {@linkcode ErrorCode}.
   * @param message One-line description.
   * @param data Structured detail for `error.data`.
   */
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = "ProtocolError";
    this.code = code;
    this.data = data;
  }

  /**
   * The `error` member of a JSON-RPC response.
   *
   * @returns `{ code, message, data? }`.
   */
  toJSON(): ErrorObject {
    const out: ErrorObject = { code: this.code, message: this.message };
    if (this.data !== undefined) out.data = this.data;
    return out;
  }

  /**
   * A complete JSON-RPC error response (without the trailing newline).
   *
   * @param rawId The request id as its original JSON text (kept byte for byte), or `null`.
   * @returns The response as JSON text.
   */
  toResponse(rawId: string | null = null): string {
    return errorFrame(rawId, this.code, this.message, dataJson(this.data));
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
 */
export function firstFrameTooLarge(limit: number): ProtocolError {
  return new ProtocolError(
    ErrorCode.InvalidRequest,
    `first frame exceeds the ${limit}-byte limit; send a smaller frame`,
    { limit },
  );
}

/**
 * `data` as JSON text, or undefined when it has none or none JSON can say (a cycle, a BigInt,
 * a function): the error is answered without it rather than not at all (lib18: a factory's
 * error that kept its request).
 */
function dataJson(data: unknown): string | undefined {
  if (data === undefined) return undefined;
  try {
    return JSON.stringify(data) ?? undefined;
  } catch {
    return undefined;
  }
}
