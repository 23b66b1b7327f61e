/**
 * A scripted, dependency-free ACP client for tests and demos.
 *
 * ```sh
 * deno run testing/scripted_client.ts --protocol 1|2 [--prompt TEXT ...] [--cancel]
 * ```
 *
 * Speaks ACP over its stdin/stdout (connect them to an agent or to acp-proxy):
 * `initialize` -> `session/new` -> each `--prompt` in order (a permission
 * request is answered with its allow option) -> with `--cancel`, a `wait`
 * prompt followed by `session/cancel` once its first `agent_message_chunk`
 * arrives. Then it closes stdout and exits 0 (1 on failure, 2 on a usage
 * error); the agent sees EOF when the process ends.
 * A transcript goes to stderr, one line per frame: `-> {json}` sent,
 * `<- {json}` received, and finally `scripted-client: report {json}`.
 * In memory, over any byte stream pair, use {@linkcode runScriptedClient}.
 *
 * @module
 */

import { allowOutcome, initializeParams, newSessionParams, type Protocol } from "./acp_shapes.ts";
import {
  assertUnlocked,
  FrameWriter,
  isObject,
  type JsonObject,
  LineReader,
  lineText,
  parseObject,
} from "./ndjson.ts";
import { checkTimeout, FrameTimeoutError, PeerClosedError } from "./framing.ts";
import { shownValue } from "../log/shown_value.ts";
import { ProtocolError } from "../schema/protocol_error.ts";

/** How long a scripted client waits for an answer by default, in ms. */
const DEFAULT_ANSWER_TIMEOUT_MS = 60_000;
/** How long a scripted client that failed waits for the agent's EOF after closing its output. */
const FAILED_CLOSE_MS = 200;

/** Options of {@linkcode runScriptedClient}. */
export interface ScriptedClientOptions {
  /** Protocol version the client speaks. */
  protocol: Protocol;
  /** Prompt texts, sent one turn at a time. */
  prompts?: string[];
  /** After the prompts, send `wait` and cancel it with `session/cancel`. */
  cancel?: boolean;
  /** `clientInfo.name` / `info.name`. Default `scripted-client`. */
  name?: string;
  /** `cwd` of `session/new`. Default `/`. */
  cwd?: string;
  /**
   * How long to wait for the agent's EOF after closing the output. Default 5000 ms. After a
   * failure (a timeout, a bad answer) at most 200 ms: the failure is reported when it
   * happened, not a close wait later.
   */
  closeTimeoutMs?: number;
  /**
   * How long to wait for each answer, and for a v2 turn's end (`FrameTimeoutError` after it):
   * an agent that never answers fails the run instead of holding it for ever.
   * @default 60000
   */
  answerTimeoutMs?: number;
}

/** One finished prompt turn. */
export interface TurnReport {
  /** The prompt text sent. */
  prompt: string;
  /** `stopReason` of the `session/prompt` response (v1) or else of the idle `state_update` (v2). */
  stopReason: string;
  /** Number of `session/update` notifications received during the turn. */
  updates: number;
  /** Text of all `agent_message_chunk` updates of the turn, concatenated. */
  text: string;
  /** Number of `session/request_permission` requests answered during the turn. */
  permissionRequests: number;
}

/** What a scripted client run saw. */
export interface ScriptedClientReport {
  /** `protocolVersion` of the `initialize` result. */
  agentProtocolVersion: number;
  /** The whole `initialize` result. */
  initializeResult: JsonObject;
  /** Session id from `session/new`. */
  sessionId: string;
  /** The turns, in order (the `cancel` turn last). */
  turns: TurnReport[];
}

/**
 * Runs the scripted client over any byte stream pair: `readable` carries the
 * agent's output, `writable` the agent's input. `log` receives the transcript
 * lines. Closes `writable` when done, then waits (bounded) for `readable` to
 * end and cancels it. Rejects when the agent answers with an error (a
 * `ProtocolError` with its code and data), ends the connection early (a
 * `PeerClosedError`), stops reading (each write is bounded with its answer: a
 * `FrameTimeoutError`), answers `initialize` in a version other than the one
 * asked for or 1, or `session/new` without a `sessionId`; a `log` that throws
 * rejects with its error.
 *
 * @param options Protocol version, prompts, cancel, name, cwd.
 * @param readable The agent's output.
 * @param writable The agent's input.
 * @param log Receives the transcript, one line per frame (`-> ` sent, `<- ` received).
 * @returns What the client saw: the negotiated version, the session, every turn.
 * @throws {RangeError} When `protocol` is not 1 or 2, or a timeout is out of range.
 * @throws {TypeError} When `prompts` is not an array of strings.
 *
 * @example Drive the scripted agent in memory
 * ```ts
 * import { duplexPair, runScriptedAgent, runScriptedClient } from "./mod.ts";
 * const [client, agent] = duplexPair();
 * const exited = runScriptedAgent({ protocol: 1 }, agent.readable, agent.writable, () => {});
 * const report = await runScriptedClient(
 *   { protocol: 1, prompts: ["hello", "stream 3 4"] },
 *   client.readable,
 *   client.writable,
 *   () => {},
 * );
 * console.log(report.turns.map((turn) => turn.text)); // ["hello", "aaaabbbbcccc"]
 * await exited;
 * ```
 */
export async function runScriptedClient(
  options: ScriptedClientOptions,
  readable: ReadableStream<Uint8Array>,
  writable: WritableStream<Uint8Array>,
  log: (line: string) => void,
): Promise<ScriptedClientReport> {
  const closeTimeoutMs = options.closeTimeoutMs ?? 5000;
  const answerTimeoutMs = options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
  if (options.protocol !== 1 && options.protocol !== 2) {
    throw new RangeError(
      `protocol must be 1 or 2 (got ${shownValue(options.protocol)})`,
    );
  }
  const prompts = promptList(options.prompts);
  checkTimeout("closeTimeoutMs", closeTimeoutMs); // before anything is locked
  checkTimeout("answerTimeoutMs", answerTimeoutMs);
  const client = new ScriptedClient(readable, writable, log, answerTimeoutMs);
  const pump = client.pump();
  let failed = false;
  try {
    const name = options.name ?? "scripted-client";
    const init = await client.call("initialize", initializeParams(options.protocol, name));
    // Like a real editor that speaks both versions, continue in the version the agent chose:
    // the one asked for, or 1. Any other answer is one this client cannot speak (ACP: close).
    const version = init.protocolVersion;
    if (version !== 1 && version !== options.protocol) {
      throw new Error(
        `the agent answered initialize with protocolVersion ${JSON.stringify(version)}; ` +
          `this client asked for ${options.protocol} and speaks ${
            options.protocol === 2 ? "2 and 1" : "1"
          }`,
      );
    }
    const negotiated = version as Protocol;
    const session = await client.call(
      "session/new",
      newSessionParams(negotiated, options.cwd ?? "/"),
    );
    if (typeof session.sessionId !== "string" || session.sessionId === "") {
      throw new Error(
        `session/new answered without a sessionId string: ${JSON.stringify(session)}`,
      );
    }
    const sessionId = session.sessionId;
    const turns: TurnReport[] = [];
    for (const prompt of prompts) turns.push(await client.prompt(sessionId, prompt, negotiated));
    if (options.cancel) turns.push(await client.prompt(sessionId, "wait", negotiated, true));
    return { agentProtocolVersion: negotiated, initializeResult: init, sessionId, turns };
  } catch (e) {
    failed = true;
    throw e;
  } finally {
    await client.close(pump, failed ? Math.min(closeTimeoutMs, FAILED_CLOSE_MS) : closeTimeoutMs);
  }
}

interface Waiter<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

function waiter<T>(): Waiter<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => [resolve, reject] = [res, rej]);
  promise.catch(() => {});
  return { promise, resolve, reject };
}

interface Turn extends TurnReport {
  sessionId: string;
  firstChunk: Waiter<void>;
  idle: Waiter<string>;
}

class ScriptedClient {
  #lines: LineReader;
  #out: FrameWriter;
  #log: (line: string) => void;
  #nextId = 0;
  #pending = new Map<unknown, { method: string; answer: Waiter<JsonObject> }>();
  #turn?: Turn;
  #ended?: Error;
  #answerTimeoutMs: number;

  constructor(
    readable: ReadableStream<Uint8Array>,
    writable: WritableStream<Uint8Array>,
    log: (line: string) => void,
    answerTimeoutMs: number,
  ) {
    assertUnlocked(readable, writable);
    this.#lines = new LineReader(readable);
    this.#out = new FrameWriter(writable);
    this.#log = log;
    this.#answerTimeoutMs = answerTimeoutMs;
  }

  /** `promise`, or a {@linkcode FrameTimeoutError} naming `what` once the answer bound passes. */
  async #bounded<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new FrameTimeoutError(what, this.#answerTimeoutMs)),
        this.#answerTimeoutMs,
      );
    });
    try {
      return await Promise.race([promise, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Reads frames until EOF or a read error, which end the connection; then fails whatever
   * still waits for the agent. A `log` callback that throws fails it with its own error.
   */
  async pump(): Promise<void> {
    let failure: Error | undefined;
    try {
      for (;;) {
        // A broken stream ends the connection like EOF does.
        const line = await this.#lines.next().catch(() => undefined);
        if (!line) break;
        this.#log(`<- ${lineText(line)}`);
        const message = parseObject(line);
        if (message && !await this.#receive(message)) break;
      }
    } catch (e) {
      failure = e instanceof Error ? e : new Error(String(e));
    } finally {
      this.#ended = failure ?? new PeerClosedError("the end of the run", "the agent");
      for (const { method, answer } of this.#pending.values()) {
        answer.reject(failure ?? new PeerClosedError(`answering ${method}`, "the agent"));
      }
      this.#turn?.idle.reject(this.#ended);
      this.#turn?.firstChunk.reject(this.#ended);
    }
  }

  /**
   * Sends a request and resolves with its result; an error response rejects. The answer
   * bound covers the write too: an agent that stops reading its input fails the call.
   */
  async call(method: string, params: JsonObject): Promise<JsonObject> {
    if (this.#ended) throw this.#ended;
    const id = ++this.#nextId;
    const answer = waiter<JsonObject>();
    this.#pending.set(id, { method, answer });
    const response = await this.#bounded(
      this.#send({ jsonrpc: "2.0", id, method, params }).then(() => answer.promise),
      `answer to ${method}`,
    );
    if (!isObject(response.result)) {
      const error = response.error;
      const message = `${method} failed: ${JSON.stringify(error ?? response)}`;
      // The agent's own error keeps its code and data; any other answer is not one at all.
      if (isObject(error) && Number.isInteger(error.code)) {
        throw new ProtocolError(error.code as number, message, error.data);
      }
      throw new Error(message);
    }
    return response.result;
  }

  /**
   * Runs one turn in `protocol` (v1 ends it in the answer, v2 with an idle state); with
   * `cancel`, sends `session/cancel` after the first chunk.
   */
  async prompt(
    sessionId: string,
    text: string,
    protocol: Protocol,
    cancel = false,
  ): Promise<TurnReport> {
    const turn: Turn = {
      sessionId,
      prompt: text,
      stopReason: "",
      updates: 0,
      text: "",
      permissionRequests: 0,
      firstChunk: waiter(),
      idle: waiter(),
    };
    this.#turn = turn;
    try {
      const response = this.call("session/prompt", { sessionId, prompt: [{ type: "text", text }] });
      // v1 ends the turn in the response; v2 acknowledges it there and ends it with idle.
      const done = response.then((result) => {
        if (typeof result.stopReason === "string") return result.stopReason;
        if (protocol === 1) {
          throw new Error(
            `the v1 agent's session/prompt answer has no stopReason (got ${
              JSON.stringify(result).slice(0, 200)
            })`,
          );
        }
        return this.#bounded(turn.idle.promise, "end of the turn (an idle state_update)");
      });
      done.catch(() => {});
      if (cancel) {
        // Cancel once the agent shows the turn is running (its first chunk), or never.
        await Promise.race([turn.firstChunk.promise, done]);
        await this.#bounded(
          this.#send({ jsonrpc: "2.0", method: "session/cancel", params: { sessionId } }),
          "session/cancel to be taken",
        );
      }
      turn.stopReason = await done;
      const { firstChunk: _c, idle: _i, sessionId: _s, ...report } = turn;
      return report;
    } finally {
      this.#turn = undefined;
    }
  }

  /**
   * Closes the output and waits for the agent's EOF, `timeoutMs` at most for both: an output
   * whose reader stopped reading (a write still waiting) is aborted then, not waited for.
   */
  async close(pump: Promise<void>, timeoutMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<"late">((resolve) =>
      timer = setTimeout(resolve, timeoutMs, "late")
    );
    // An abort waits for the write in flight, which may never end: not awaited.
    if (await Promise.race([this.#out.close(), timeout]) === "late") void this.#out.abort();
    await Promise.race([pump.catch(() => {}), timeout]);
    clearTimeout(timer);
    await this.#lines.cancel();
    await pump.catch(() => {});
  }

  /** Handles one frame; false when an answer to the agent could not be written (it left). */
  async #receive(message: JsonObject): Promise<boolean> {
    const { id, method, params } = message;
    if (typeof method !== "string") {
      this.#pending.get(id)?.answer.resolve(message);
      this.#pending.delete(id);
    } else if (method === "session/update" && isObject(params)) {
      this.#onUpdate(params);
    } else if (method === "session/request_permission" && id !== undefined) {
      if (this.#turn) this.#turn.permissionRequests++;
      return await this.#answer({ jsonrpc: "2.0", id, result: allowOutcome(params) });
    } else if (id !== undefined) {
      const error = { code: -32601, message: `Method not found: ${method}` };
      return await this.#answer({ jsonrpc: "2.0", id, error });
    }
    return true;
  }

  /** Answers the agent within the answer bound; false when it could not be written. */
  async #answer(message: JsonObject): Promise<boolean> {
    let text: string;
    try {
      text = await this.#bounded(this.#out.send(message), "an answer to be taken");
    } catch {
      return false; // the agent's input is gone or full: the connection has ended
    }
    this.#log(`-> ${text}`);
    return true;
  }

  #onUpdate(params: JsonObject): void {
    const turn = this.#turn;
    const update = isObject(params.update) ? params.update : {};
    if (!turn || params.sessionId !== turn.sessionId) return;
    turn.updates++;
    const content = isObject(update.content) ? update.content : {};
    if (update.sessionUpdate === "agent_message_chunk") {
      turn.firstChunk.resolve();
      if (typeof content.text === "string") turn.text += content.text;
    }
    if (update.sessionUpdate === "state_update" && update.state === "idle") {
      turn.idle.resolve(String(update.stopReason));
    }
  }

  async #send(message: JsonObject): Promise<void> {
    this.#log(`-> ${await this.#out.send(message)}`);
  }
}

function parseArgs(args: string[]): ScriptedClientOptions {
  const options: ScriptedClientOptions & { prompts: string[] } = { protocol: 1, prompts: [] };
  let protocol: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = () => {
      if (i + 1 >= args.length) throw new Error(`${flag} needs a value`);
      return args[++i];
    };
    if (flag === "--protocol") protocol = value();
    else if (flag === "--prompt") options.prompts.push(value());
    else if (flag === "--cancel") options.cancel = true;
    else if (flag === "--name") options.name = value();
    else throw new Error(`unknown argument ${flag}`);
  }
  if (protocol !== "1" && protocol !== "2") throw new Error("--protocol must be 1 or 2");
  options.protocol = Number(protocol) as Protocol;
  return options;
}

if (import.meta.main) {
  let options;
  try {
    options = parseArgs(Deno.args);
  } catch (error) {
    console.error(`scripted-client: ${(error as Error).message}`);
    console.error("usage: scripted_client.ts --protocol 1|2 [--prompt TEXT ...] [--cancel]");
    Deno.exit(2);
  }
  const log = (line: string) => console.error(line);
  try {
    // Closing Deno.stdout.writable does not close fd 1: the agent sees EOF only when this
    // process exits, so waiting for the agent's EOF first would only wait out the timeout.
    const cli = { ...options, closeTimeoutMs: 0 };
    const report = await runScriptedClient(cli, Deno.stdin.readable, Deno.stdout.writable, log);
    log(`scripted-client: report ${JSON.stringify(report)}`);
  } catch (error) {
    log(`scripted-client: error: ${(error as Error).message}`);
    Deno.exit(1);
  }
}

/**
 * The prompts to run: any iterable of strings, none for null or undefined; not one string,
 * whose characters would be taken for prompts.
 */
function promptList(given: unknown): string[] {
  const iterable = typeof given !== "string" &&
    typeof (given as { [Symbol.iterator]?: unknown } | null)?.[Symbol.iterator] === "function";
  const prompts = given == null ? [] : iterable ? [...given as Iterable<unknown>] : null;
  if (prompts === null || prompts.some((p) => typeof p !== "string")) {
    throw new TypeError(`prompts must be an array of strings (got ${shownValue(given)})`);
  }
  return prompts as string[];
}
