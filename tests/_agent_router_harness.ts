/**
 * Shared helpers for the agent router's in-process tests: an in-memory client (two
 * TransformStreams), recording in-process implementations, a recording logger.
 *
 * Every helper is leak-free when a test awaits {@linkcode RouterRun.finish} (or
 * `result` plus `client.closed`): no timer outlives a wait, every stream is closed.
 *
 * @module
 */

import { AgentRouter, type AgentRouterOptions } from "../agent_router/agent_router.ts";
import type { RouteOutcome } from "../routing/route_outcome.ts";
import { routeExitCode } from "../cli/exit_code.ts";
import type { Connection, ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import { inProcess } from "../transport/in_process.ts";
import { arrayElements, documentSpan, objectMembers } from "./fixtures/json_spans.ts";
import type { Logger } from "../log/logger.ts";
import { concat, within } from "./fixtures/support.ts";

export { concat };

/** Parsed JSON as test code navigates it. */
// deno-lint-ignore no-explicit-any
export type Json = any;

export const encoder = new TextEncoder();
const lossy = new TextDecoder();

/** UTF-8 bytes of a string. */
export function bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Decodes bytes (invalid sequences become U+FFFD). */
export function text(data: Uint8Array): string {
  return lossy.decode(data);
}

/** How long a test waits for an expected line before failing (never a pass condition). */
const WAIT_MS = 5_000;

/**
 * The client end of a connection, all in memory. The router gets {@linkcode stream};
 * the test writes with {@linkcode send} and reads what the router wrote back with
 * {@linkcode nextLine}. Output is drained continuously, so the router never blocks on it.
 */
export class MemoryClient {
  /** The router's side: it reads the client's bytes and writes its answers. */
  readonly stream: DuplexStream;
  /** Resolves once the router closed (or aborted) the client's output. */
  readonly closed: Promise<"closed" | "errored">;
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #output: Uint8Array = new Uint8Array(0);
  #consumed = 0;
  #ended = false;
  #wake: () => void = () => {};
  #changed: Promise<void>;

  constructor() {
    const input = new TransformStream<Uint8Array, Uint8Array>();
    const output = new TransformStream<Uint8Array, Uint8Array>();
    this.stream = { readable: input.readable, writable: output.writable };
    this.#writer = input.writable.getWriter();
    this.#writer.closed.catch(() => {});
    this.#changed = this.#arm();
    this.closed = this.#pump(output.readable);
  }

  #arm(): Promise<void> {
    return new Promise((resolve) => this.#wake = resolve);
  }

  #notify(): void {
    const wake = this.#wake;
    this.#changed = this.#arm();
    wake();
  }

  async #pump(readable: ReadableStream<Uint8Array>): Promise<"closed" | "errored"> {
    let how: "closed" | "errored" = "closed";
    try {
      for await (const chunk of readable) {
        this.#output = concat([this.#output, chunk]);
        this.#notify();
      }
    } catch {
      how = "errored";
    }
    this.#ended = true;
    this.#notify();
    return how;
  }

  /**
   * Writes one chunk to the router.
   *
   * @returns false when the router no longer reads (its input was cancelled).
   */
  async send(data: string | Uint8Array): Promise<boolean> {
    try {
      await this.#writer.write(typeof data === "string" ? bytes(data) : data);
      return true;
    } catch {
      return false;
    }
  }

  /** Writes `line` plus LF as one chunk. */
  sendLine(line: string): Promise<boolean> {
    return this.send(line + "\n");
  }

  /** Ends the client's input (EOF for the router). */
  async end(): Promise<void> {
    await this.#writer.close().catch(() => {});
  }

  /** Every byte the router has written so far. */
  get output(): Uint8Array {
    return this.#output;
  }

  /** Whether the router closed the client's output. */
  get ended(): boolean {
    return this.#ended;
  }

  /**
   * The next LF-terminated line the router wrote (without the LF).
   *
   * @throws When the output ends first or nothing arrives within 5 s.
   */
  async nextLine(): Promise<string> {
    return await within(
      (async () => {
        while (true) {
          const lf = this.#output.indexOf(0x0a, this.#consumed);
          if (lf >= 0) {
            const line = text(this.#output.subarray(this.#consumed, lf));
            this.#consumed = lf + 1;
            return line;
          }
          if (this.#ended) {
            throw new Error(
              `client output ended without another line; rest: ${
                JSON.stringify(text(this.#output.subarray(this.#consumed)))
              }`,
            );
          }
          await this.#changed;
        }
      })(),
      WAIT_MS,
      () => `a line from the router; output so far: ${JSON.stringify(text(this.#output))}`,
    );
  }

  /** The next line, parsed. */
  async nextJson(): Promise<Json> {
    return JSON.parse(await this.nextLine());
  }

  /** Waits for the output to close and returns the unread rest as text. */
  async rest(): Promise<string> {
    await within(this.closed, WAIT_MS, "the client output to close");
    const rest = text(this.#output.subarray(this.#consumed));
    this.#consumed = this.#output.length;
    return rest;
  }
}

/** What one in-process connection received. */
export interface ConnectionRecord {
  /** Every byte received, in order. */
  chunks: Uint8Array[];
  /** Resolves when the handler has returned or thrown. */
  done: Promise<void>;
}

/** Behaviour of a {@linkcode recordingImplementation}. */
export interface RecordingOptions {
  /** Throw this error after the n-th received line (1-based) instead of answering it. */
  throwAtLine?: { line: number; error: Error };
  /** Answer requests (default true). */
  answer?: boolean;
}

/** A recording implementation: a factory plus what each of its connections received. */
export interface Recorder {
  /** The factory to configure in the router. */
  factory: ConnectionFactory;
  /** Number of factory calls so far. */
  readonly calls: number;
  /** One record per factory call. */
  connections: ConnectionRecord[];
  /** Errors the handler threw (reported through `inProcess`'s onError). */
  errors: unknown[];
  /** Every byte the first connection received. */
  received(): Uint8Array;
  /** The first connection's input split at LF (the last element is the unterminated rest). */
  lines(): string[];
  /** The first line the first connection received. */
  firstLine(): string;
  /** The first line, parsed. */
  firstJson(): Json;
}

/** The `initialize` result a fake implementation of `version` answers with. */
export function initializeResult(version: 1 | 2): string {
  return version === 1
    ? `{"protocolVersion":1,"agentInfo":{"name":"v1-router-agent","version":"test"}}`
    : `{"protocolVersion":2,"info":{"name":"v2-router-agent","version":"test"},"capabilities":{"session":{}}}`;
}

/** Raw id text of a request object's JSON text, or undefined when it has none. */
function rawIdOf(textValue: string, start: number, end: number): string | undefined {
  const span = objectMembers(textValue, { start, end }).get("id");
  return span === undefined ? undefined : textValue.slice(span.start, span.end);
}

function answerLine(line: string, version: 1 | 2): string | null {
  let value: Json;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const answer = (entry: Json, raw: string, start: number, end: number): string | null => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
    if (typeof entry.method !== "string" || !("id" in entry)) return null;
    const id = rawIdOf(raw, start, end)!;
    const result = entry.method === "initialize"
      ? initializeResult(version)
      : JSON.stringify({ method: entry.method });
    return `{"jsonrpc":"2.0","id":${id},"result":${result}}`;
  };
  const span = documentSpan(line);
  if (!Array.isArray(value)) return answer(value, line, span.start, span.end);
  // A batch: answer each request, in order.
  const answers: string[] = [];
  arrayElements(line, span).forEach((element, i) => {
    const a = answer(value[i], line, element.start, element.end);
    if (a !== null) answers.push(a);
  });
  return answers.length > 0 ? `[${answers.join(",")}]` : null;
}

/**
 * An in-process implementation of `version` that records every byte it receives and
 * answers each request line (initialize with {@linkcode initializeResult}, anything else
 * with `{"method": …}`; batches with an array), echoing raw id bytes. It closes its
 * output when its input ends.
 */
export function recordingImplementation(
  version: 1 | 2,
  options: RecordingOptions = {},
): Recorder {
  const connections: ConnectionRecord[] = [];
  const errors: unknown[] = [];
  let calls = 0;
  const handlerFactory = inProcess(
    async ({ readable, writable }) => {
      const record = connections[connections.length - 1];
      const writer = writable.getWriter();
      let pending: Uint8Array = new Uint8Array(0);
      let lineNo = 0;
      try {
        for await (const chunk of readable) {
          record.chunks.push(chunk);
          pending = concat([pending, chunk]);
          let lf: number;
          while ((lf = pending.indexOf(0x0a)) >= 0) {
            const line = pending.subarray(0, lf);
            pending = pending.subarray(lf + 1);
            lineNo++;
            if (options.throwAtLine?.line === lineNo) throw options.throwAtLine.error;
            if (options.answer === false) continue;
            const reply = answerLine(text(line), version);
            if (reply !== null) await writer.write(bytes(reply + "\n"));
          }
        }
      } finally {
        writer.releaseLock();
      }
      await writable.close();
    },
    { onError: (error) => errors.push(error) },
  );
  const factory: ConnectionFactory = (): Connection => {
    calls++;
    let resolveDone: () => void = () => {};
    const done = new Promise<void>((r) => resolveDone = r);
    connections.push({ chunks: [], done });
    const connection = handlerFactory() as Connection;
    connection.exited!.finally(resolveDone);
    return connection;
  };
  const received = () => concat(connections[0]?.chunks ?? []);
  return {
    factory,
    get calls() {
      return calls;
    },
    connections,
    errors,
    received,
    lines: () => text(received()).split("\n"),
    firstLine: () => text(received()).split("\n")[0],
    firstJson: () => JSON.parse(text(received()).split("\n")[0]),
  };
}

/** A factory that fails: it throws (`sync`) or returns a rejected promise (`async`). */
export function failingFactory(
  how: "sync" | "async",
  error: unknown,
): { factory: ConnectionFactory; readonly calls: number } {
  let calls = 0;
  return {
    factory: () => {
      calls++;
      if (how === "sync") throw error;
      return Promise.reject(error);
    },
    get calls() {
      return calls;
    },
  };
}

/** A logger that keeps every line with its level. */
export function recordingLogger(): Logger & { lines: Array<[string, string]> } {
  const lines: Array<[string, string]> = [];
  const at = (level: string) => (message: string) => void lines.push([level, message]);
  return { lines, error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}

/**
 * The summary the rule tests assert: the daemon's exit code for the outcome (ROUTING §6,
 * as the CLI maps it), the version that was started (null when none was), and whether the
 * signal ended it.
 */
export interface ServeSummary {
  /** `routeExitCode(outcome)`. */
  exitCode: number;
  /** The started version, or null. */
  selected: 1 | 2 | null;
  /** Whether the caller's signal ended it. */
  shutdown: boolean;
}

/**
 * Summarises an outcome for the rule tests.
 *
 * @param outcome What `serve` resolved with.
 * @returns Exit code, started version, stopped.
 */
export function summary(outcome: RouteOutcome): ServeSummary {
  return {
    exitCode: routeExitCode(outcome),
    selected: outcome.implementation ? outcome.selected : null,
    shutdown: outcome.end === "stopped",
  };
}

/** One running `serve` call. */
export interface RouterRun {
  /** The in-memory client. */
  client: MemoryClient;
  /** What `serve` resolves with, summarised. */
  result: Promise<ServeSummary>;
  /** What `serve` resolves with. */
  outcome: Promise<RouteOutcome>;
  /** Ends the client input, then waits for `serve` and the client output to finish. */
  finish(): Promise<ServeSummary>;
}

/** Starts `AgentRouter.serve` on a fresh in-memory client (grace period 200 ms by default). */
export function serveRouter(options: AgentRouterOptions, router?: AgentRouter): RouterRun {
  const client = new MemoryClient();
  const r = router ?? new AgentRouter({ graceMs: 200, ...options });
  const outcome = r.serve(client.stream);
  const result = outcome.then(summary);
  return {
    client,
    result,
    outcome,
    async finish() {
      await client.end();
      const served = await within(result, WAIT_MS, "serve() to resolve");
      await within(client.closed, WAIT_MS, "the client output to close");
      return served;
    },
  };
}

/** A v2 initialize request line with `params` given as JSON text. */
export function initLine(id: string | number, params: string): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":${params}}`;
}

/** Minimal valid v2 initialize params for `version`. */
export function v2Params(version: number, name = "client"): string {
  return `{"protocolVersion":${version},"info":{"name":"${name}","version":"1.0"}}`;
}

/** Minimal valid v1 initialize params. */
export const V1_PARAMS = `{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true}}}`;

/**
 * Splits a received frame into the bytes before and after its params value, and the
 * params themselves, by locating `prefix` (everything up to `"params":`) and `suffix`.
 * Asserts nothing; returns null when the frame does not have that prefix and suffix.
 */
export function paramsBetween(frame: string, prefix: string, suffix: string): string | null {
  if (!frame.startsWith(prefix) || !frame.endsWith(suffix)) return null;
  return frame.slice(prefix.length, frame.length - suffix.length);
}
