/**
 * A scripted, dependency-free ACP agent for tests and demos.
 *
 * ```sh
 * deno run testing/scripted_agent.ts --protocol 1|2 [--name NAME] [--report-init]
 *   [--exit-code N] [--stderr TEXT] [--banner TEXT]
 * ```
 *
 * or in memory, over any byte stream pair, with {@linkcode runScriptedAgent}.
 *
 * The text of a prompt's first text block is a command:
 *
 * | Prompt text   | Behaviour                                                           |
 * | ------------- | ------------------------------------------------------------------- |
 * | `stream N S`  | N `agent_message_chunk` updates of S bytes each; `end_turn`         |
 * |               | (S at most 16 MiB, N at most 10^9: else the prompt gets `-32602`)    |
 * | `permission`  | `session/request_permission` (allow/reject), then a chunk           |
 * |               | `permission: <outcome json>`; `end_turn`                            |
 * | `wait`        | a chunk `waiting for session/cancel`; `cancelled` once it arrives   |
 * | `exit CODE`   | exits with CODE (mod 256) at once, nothing more is written          |
 * | `stderr TEXT` | writes TEXT and a newline to stderr; `end_turn`                     |
 * | `fail CODE`   | answers `session/prompt` with a JSON-RPC error of that code, only   |
 * | `banner TEXT` | TEXT and a newline on stdout (not a JSON-RPC frame); `end_turn`     |
 * | anything else | echoed back as one `agent_message_chunk`; `end_turn`                |
 *
 * Prompts of one session run one at a time, in arrival order; `session/cancel`
 * cancels that session's running and queued `wait` turns.
 *
 * v1 ends a turn with the `session/prompt` response `{stopReason}`. v2 answers
 * `session/prompt` at once with `{messageId}`, sends `user_message` and a
 * `running` state, and ends the turn with an idle `state_update` carrying the
 * stop reason. Unknown requests get `-32601`; malformed lines are ignored.
 * On stdin EOF the agent exits with `--exit-code` (default 0). `--banner TEXT` writes the
 * line TEXT on stdout before anything else, as agents that greet their terminal do.
 *
 * @module
 */

import {
  firstText,
  initializeResult,
  permissionParams,
  type Protocol,
  textChunk,
} from "./acp_shapes.ts";
import {
  assertUnlocked,
  FrameWriter,
  isObject,
  type JsonObject,
  LineReader,
  parseObject,
} from "./ndjson.ts";
import { shownValue } from "../log/shown_value.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { rawObject } from "../jsonrpc/writer.ts";

/** Options of {@linkcode runScriptedAgent}. */
export interface ScriptedAgentOptions {
  /** Protocol version the agent speaks (it answers every `initialize` with it). */
  protocol: Protocol;
  /** `agentInfo.name` (v1) / `info.name` (v2). Default `scripted-agent`. */
  name?: string;
  /** Log `scripted-agent: initialize params <json>` for every `initialize`. */
  reportInit?: boolean;
  /**
   * Exit code returned at input EOF: an integer, of which the low 8 bits are returned, as a
   * process's status has them.
   *
   * @default {0}
   */
  exitCode?: number;
  /** A line written on the output before anything else (not a JSON-RPC frame). */
  banner?: string;
  /**
   * Ends the agent when aborted, as a signal ends a process: input is cancelled, output
   * aborted, and {@linkcode runScriptedAgent} resolves with 143.
   */
  signal?: AbortSignal;
}

/**
 * Serves one ACP connection over a byte stream pair until input EOF or an
 * `exit CODE` prompt, and resolves with the exit code. `log` receives the
 * lines meant for stderr. Closes `writable` (aborts it after `exit CODE`).
 * The prompt commands are listed in this module's documentation.
 *
 * @param options Protocol version, name, exit code, banner, stop signal.
 * @param readable The client's bytes (the agent's stdin).
 * @param writable Where the agent writes (its stdout).
 * @param log Receives what the agent would write to stderr, line by line.
 * @returns The exit code: the `exitCode` option at EOF, CODE after `exit CODE`, 143 when
 *   aborted.
 *
 * @example Serve a v2 agent on one end of an in-memory pair
 * ```ts
 * import { duplexPair, runScriptedAgent } from "./mod.ts";
 * const [client, agent] = duplexPair();
 * const exited = runScriptedAgent(
 *   { protocol: 2 },
 *   agent.readable,
 *   agent.writable,
 *   (line) => console.error(line),
 * );
 * await client.writable.close(); // EOF: the agent exits
 * console.log(await exited); // 0
 * await client.readable.cancel();
 * ```
 */
export async function runScriptedAgent(
  options: ScriptedAgentOptions,
  readable: ReadableStream<Uint8Array>,
  writable: WritableStream<Uint8Array>,
  log: (line: string) => void,
): Promise<number> {
  // Async: streams another reader or writer holds are a rejection, not a throw.
  return await new ScriptedAgent(options, readable, writable, log).run();
}

/**
 * Throws when `options` cannot make a scripted agent: a protocol other than 1 or 2 (a 3
 * would answer as v2 and run v1 turns), an exit code that is no integer.
 *
 * @param options The options to check.
 * @throws {RangeError} Naming the option.
 *
 * @example
 * ```ts
 * import { checkScriptedAgentOptions } from "./scripted_agent.ts";
 * checkScriptedAgentOptions({ protocol: 2, exitCode: 3 }); // no throw
 * ```
 */
export function checkScriptedAgentOptions(options: Omit<ScriptedAgentOptions, "signal">): void {
  if (options.protocol !== 1 && options.protocol !== 2) {
    throw new RangeError(`protocol must be 1 or 2 (got ${shownValue(options.protocol)})`);
  }
  if (!Number.isInteger(options.exitCode ?? 0)) {
    throw new RangeError(`exitCode must be an integer (got ${shownValue(options.exitCode)})`);
  }
}

type Command =
  | { kind: "echo"; text: string }
  | { kind: "stream"; count: number; size: number }
  | { kind: "permission" }
  | { kind: "wait" }
  | { kind: "exit"; code: number }
  | { kind: "stderr"; text: string }
  | { kind: "fail"; code: number }
  | { kind: "invalid"; message: string }
  | { kind: "banner"; text: string };

/** The largest update `stream N S` writes (S), and the most updates (N). */
const MAX_STREAM_SIZE = 16 * 1024 * 1024;
const MAX_STREAM_COUNT = 1e9;

/** Reads a prompt text as a command; anything unrecognized is an echo. */
function parseCommand(text: string): Command {
  const trimmed = text.trim();
  if (trimmed === "permission" || trimmed === "wait") return { kind: trimmed };
  const stream = /^stream (\d+) (\d+)$/.exec(trimmed);
  if (stream) {
    const [count, size] = [Number(stream[1]), Number(stream[2])];
    if (size > MAX_STREAM_SIZE || count > MAX_STREAM_COUNT) {
      return {
        kind: "invalid",
        message: `stream N S: S is at most ${MAX_STREAM_SIZE} bytes and N at most ` +
          `${MAX_STREAM_COUNT} (got ${stream[1]} ${stream[2]})`,
      };
    }
    return { kind: "stream", count, size };
  }
  const exit = /^exit (-?\d+)$/.exec(trimmed);
  // As a process's exit status: the low 8 bits (`exit 300` ends with 44 in memory too, `exit
  // -1` with 255, as the `exitCode` option and a shell's `exit -1` do).
  if (exit) return { kind: "exit", code: ((Number(exit[1]) % 256) + 256) % 256 };
  const fail = /^fail (-?\d+)$/.exec(trimmed);
  if (fail) return { kind: "fail", code: Number(fail[1]) };
  if (text.startsWith("stderr ")) return { kind: "stderr", text: text.slice("stderr ".length) };
  if (text.startsWith("banner ")) return { kind: "banner", text: text.slice("banner ".length) };
  return { kind: "echo", text };
}

interface Pending {
  resolve(message: JsonObject): void;
  reject(error: Error): void;
}

class ScriptedAgent {
  #protocol: Protocol;
  #name: string;
  #reportInit: boolean;
  #eofCode: number;
  #banner?: string;
  #signal?: AbortSignal;
  #lines: LineReader;
  #out: FrameWriter;
  #log: (line: string) => void;
  #nextId = 0;
  #sessions = 0;
  #turns = 0;
  #pending = new Map<number, Pending>();
  /** Per session: the turns (queued or running) a `session/cancel` would cancel. */
  #cancels = new Map<string, Set<Pending>>();
  /** Per session: the last queued turn; turns of one session run one at a time. */
  #queues = new Map<string, Promise<void>>();
  #tasks = new Set<Promise<void>>();
  #exit?: (code: number) => void;
  #ended = false;

  constructor(
    options: ScriptedAgentOptions,
    readable: ReadableStream<Uint8Array>,
    writable: WritableStream<Uint8Array>,
    log: (line: string) => void,
  ) {
    checkScriptedAgentOptions(options);
    this.#protocol = options.protocol;
    this.#name = options.name ?? "scripted-agent";
    this.#reportInit = options.reportInit ?? false;
    // Its low 8 bits, as a process's status has them (300 is 44, -1 is 255).
    this.#eofCode = (options.exitCode ?? 0) & 0xff;
    this.#banner = options.banner;
    this.#signal = options.signal;
    assertUnlocked(readable, writable);
    this.#lines = new LineReader(readable);
    this.#out = new FrameWriter(writable);
    this.#log = log;
  }

  async run(): Promise<number> {
    let byCommand = false;
    const exitCommand = new Promise<number>((resolve) => {
      this.#exit = (code) => {
        byCommand = true;
        resolve(code);
      };
    });
    const onAbort = () => this.#exit?.(143);
    if (this.#signal?.aborted) onAbort();
    this.#signal?.addEventListener("abort", onAbort, { once: true });
    if (this.#banner !== undefined) {
      // A stop ends an agent whose banner a client never reads, as a signal ends a process.
      await Promise.race([this.#out.sendLine(this.#banner).catch(() => {}), exitCommand]);
    }
    const code = await Promise.race([exitCommand, this.#readAll().then(() => this.#eofCode)]);
    if (byCommand) {
      this.#signal?.removeEventListener("abort", onAbort);
      await this.#shutDown(true, `the scripted agent exited with code ${code}`);
      return code;
    }
    // At EOF its turns finish and its output closes, unless a stop (or an `exit` prompt) comes
    // first: then it ends at once, as a signal ends a process still writing to nobody.
    const late = await Promise.race([this.#shutDown(false).then(() => undefined), exitCommand]);
    this.#signal?.removeEventListener("abort", onAbort);
    if (late === undefined) return code;
    void this.#out.abort(new Error(`the scripted agent exited with code ${late}`));
    return late;
  }

  async #readAll(): Promise<void> {
    try {
      for (let line = await this.#lines.next(); line; line = await this.#lines.next()) {
        const message = parseObject(line);
        if (!message) continue;
        // A request's id goes back as its exact text: a parsed 12345678901234567890 is not it.
        const idText = message.id === undefined ? null : viewMessage(line).idText;
        if (idText !== null && typeof message.method === "string") {
          message.id = new RawId(idText);
        }
        this.#dispatch(message);
      }
    } catch {
      // A broken input ends the connection like EOF does.
    }
  }

  async #shutDown(abort: boolean, why = "the scripted agent was stopped"): Promise<void> {
    this.#ended = true;
    await this.#lines.cancel();
    const ended = new Error("connection ended");
    for (const waiter of this.#pending.values()) waiter.reject(ended);
    for (const turns of this.#cancels.values()) turns.forEach((turn) => turn.reject(ended));
    if (abort) {
      // Like a signal: not held by a write the reader never takes (an abort waits for the write
      // in flight, and that write for the reader), so neither is waited for.
      void this.#out.abort(new Error(why));
      return;
    }
    await Promise.allSettled(this.#tasks);
    await this.#out.close();
  }

  #dispatch(message: JsonObject): void {
    const { id, method, params } = message;
    if (typeof method !== "string") {
      if (typeof id === "number" && ("result" in message || "error" in message)) {
        this.#pending.get(id)?.resolve(message);
        this.#pending.delete(id);
      }
    } else if (id === undefined) {
      if (method === "session/cancel" && isObject(params)) {
        this.#cancels.get(String(params.sessionId))?.forEach((turn) => turn.resolve(message));
      }
    } else {
      const task = this.#request(id, method, params).catch((error) => {
        if (!this.#ended) this.#log(`scripted-agent: ${error}`);
      });
      this.#tasks.add(task);
      task.finally(() => this.#tasks.delete(task));
    }
  }

  #request(id: unknown, method: string, params: unknown): Promise<void> {
    switch (method) {
      case "initialize":
        if (this.#reportInit) {
          this.#log(`scripted-agent: initialize params ${JSON.stringify(params)}`);
        }
        return this.#respond(id, initializeResult(this.#protocol, this.#name));
      case "session/new":
        return this.#respond(id, { sessionId: `scripted-session-${++this.#sessions}` });
      case "session/prompt":
        return this.#enqueuePrompt(id, isObject(params) ? params : {});
      default:
        return this.#send({
          jsonrpc: "2.0",
          id,
          error: { code: -32601, message: `Method not found: ${method}` },
        });
    }
  }

  /** Runs at dispatch: `exit` acts at once, other commands queue behind the session's turns. */
  #enqueuePrompt(id: unknown, params: JsonObject): Promise<void> {
    const command = parseCommand(firstText(params.prompt));
    if (command.kind === "exit") return Promise.resolve(this.#exit?.(command.code));
    const sessionId = String(params.sessionId);
    const cancel = this.#watchCancel(sessionId);
    const previous = this.#queues.get(sessionId) ?? Promise.resolve();
    const turn = previous.then(() => this.#prompt(id, params, command, cancel.cancelled))
      .finally(cancel.stop);
    const tail = turn.catch(() => {});
    this.#queues.set(sessionId, tail);
    tail.then(() => this.#queues.get(sessionId) === tail && this.#queues.delete(sessionId));
    return turn;
  }

  /** Registers a turn with the session's cancel set, synchronously. */
  #watchCancel(sessionId: string): { cancelled: Promise<unknown>; stop: () => void } {
    let entry!: Pending;
    const cancelled = new Promise<unknown>((resolve, reject) => entry = { resolve, reject });
    cancelled.catch(() => {});
    const turns = this.#cancels.get(sessionId) ?? new Set();
    this.#cancels.set(sessionId, turns.add(entry));
    return { cancelled, stop: () => turns.delete(entry) };
  }

  async #prompt(
    id: unknown,
    params: JsonObject,
    command: Exclude<Command, { kind: "exit" }>,
    cancelled: Promise<unknown>,
  ): Promise<void> {
    const sessionId = String(params.sessionId);
    const turn = ++this.#turns;
    if (command.kind === "fail") {
      const error = { code: command.code, message: `scripted failure ${command.code}` };
      return await this.#send({ jsonrpc: "2.0", id, error });
    }
    if (command.kind === "invalid") {
      return await this.#send({
        jsonrpc: "2.0",
        id,
        error: { code: -32602, message: command.message },
      });
    }
    if (this.#protocol === 2) {
      const messageId = `scripted-user-message-${turn}`;
      await this.#respond(id, { messageId });
      const content = Array.isArray(params.prompt) ? params.prompt : [];
      await this.#update(sessionId, { sessionUpdate: "user_message", messageId, content });
      await this.#update(sessionId, { sessionUpdate: "state_update", state: "running" });
    }
    const stopReason = await this.#perform(command, sessionId, turn, cancelled);
    if (this.#protocol === 2) {
      await this.#update(sessionId, { sessionUpdate: "state_update", state: "idle", stopReason });
    } else {
      await this.#respond(id, { stopReason });
    }
  }

  async #perform(
    command: Exclude<Command, { kind: "exit" | "fail" | "invalid" }>,
    sessionId: string,
    turn: number,
    cancelled: Promise<unknown>,
  ): Promise<string> {
    const say = (text: string) =>
      this.#update(sessionId, textChunk(this.#protocol, text, `scripted-agent-message-${turn}`));
    switch (command.kind) {
      case "echo":
        await say(command.text);
        break;
      case "stream":
        for (let i = 0; i < command.count; i++) {
          await say(String.fromCharCode(97 + i % 26).repeat(command.size));
        }
        break;
      case "permission": {
        const toolCallId = `scripted-tool-call-${turn}`;
        const answer = await this.#call(
          "session/request_permission",
          permissionParams(this.#protocol, sessionId, toolCallId),
        );
        const result = isObject(answer.result) ? answer.result : {};
        await say(`permission: ${JSON.stringify(result.outcome ?? answer.error ?? null)}`);
        break;
      }
      case "wait":
        await say("waiting for session/cancel");
        await cancelled;
        return "cancelled";
      case "stderr":
        this.#log(command.text);
        break;
      case "banner":
        await this.#out.sendLine(command.text);
        break;
    }
    return "end_turn";
  }

  #call(method: string, params: JsonObject): Promise<JsonObject> {
    if (this.#ended) return Promise.reject(new Error("connection ended"));
    const id = ++this.#nextId;
    const answer = new Promise<JsonObject>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
    });
    answer.catch(() => {}); // may be rejected at EOF before the request is written
    return this.#send({ jsonrpc: "2.0", id, method, params }).then(() => answer);
  }

  #update(sessionId: string, update: JsonObject): Promise<void> {
    return this.#send({ jsonrpc: "2.0", method: "session/update", params: { sessionId, update } });
  }

  #respond(id: unknown, result: JsonObject): Promise<void> {
    return this.#send({ jsonrpc: "2.0", id, result });
  }

  #send(message: JsonObject): Promise<void> {
    if (!(message.id instanceof RawId)) return this.#out.send(message).then(() => {});
    // The id as it came, every other member as JSON, in the message's own order.
    return this.#out.sendLine(
      rawObject(
        Object.entries(message).map(([key, value]) =>
          [key, value instanceof RawId ? value.text : JSON.stringify(value)] as const
        ),
      ),
    );
  }
}

/** A request's id as its exact JSON text, answered as it came. */
class RawId {
  constructor(readonly text: string) {}
}

function parseArgs(args: string[]): ScriptedAgentOptions & { stderr?: string } {
  const options: ScriptedAgentOptions & { stderr?: string } = { protocol: 1 };
  let protocol: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = () => {
      if (i + 1 >= args.length) throw new Error(`${flag} needs a value`);
      return args[++i];
    };
    if (flag === "--protocol") protocol = value();
    else if (flag === "--name") options.name = value();
    else if (flag === "--report-init") options.reportInit = true;
    else if (flag === "--exit-code") options.exitCode = Number(value());
    else if (flag === "--stderr") options.stderr = value();
    else if (flag === "--banner") options.banner = value();
    else throw new Error(`unknown argument ${flag}`);
  }
  if (protocol !== "1" && protocol !== "2") throw new Error("--protocol must be 1 or 2");
  options.protocol = Number(protocol) as Protocol;
  if (!Number.isInteger(options.exitCode ?? 0)) throw new Error("--exit-code must be an integer");
  return options;
}

if (import.meta.main) {
  let options;
  try {
    options = parseArgs(Deno.args);
  } catch (error) {
    console.error(`scripted-agent: ${(error as Error).message}`);
    console.error(
      "usage: scripted_agent.ts --protocol 1|2 [--name NAME] [--report-init] " +
        "[--exit-code N] [--stderr TEXT] [--banner TEXT]",
    );
    Deno.exit(2);
  }
  if (options.stderr !== undefined) console.error(options.stderr);
  const code = await runScriptedAgent(
    options,
    Deno.stdin.readable,
    Deno.stdout.writable,
    (line) => console.error(line),
  );
  Deno.exit(code);
}
