/**
 * One `ClientRouter.connect` call, from the first client to the end of the session.
 *
 * One straight path: open the v2 client (else the v1 client) -> read its `initialize` ->
 * open the agent -> send the bytes unchanged -> read the agent's answer -> either hand it to
 * that client, or (a v1 answer to a v2 client, with a v1 client configured) start the v1
 * client and reuse the agent connection when the handshake is lossless, or reconnect with
 * fresh v1 client and agent -> pipe every later byte unchanged (the copy path of
 * `transport/byte_pipes.ts` under the lifecycle of `session/lifecycle.ts`).
 *
 * @module
 */

import { guardedLogger } from "../log/guarded_logger.ts";
import { checkedConnection, type Connection, type ConnectionFactory } from "../transport/duplex.ts";
import { copyPipes } from "../transport/byte_pipes.ts";
import {
  DEFAULT_GRACE_MS,
  exitCodeOf,
  runLifecycle,
  sayKilledAfterGrace,
  terminateBoundMs,
} from "../session/lifecycle.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import { prefixedStream } from "../transport/prefixed_stream.ts";
import { endsOnFailure } from "../transport/in_process.ts";
import { stopSignalOf, terminateHeedingStop } from "../process/stop_signal.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { orAborted } from "../async/when_aborted.ts";
import { type ClientInitialize, parseClientInitialize } from "../schema/client_initialize.ts";
import {
  type InitializeResponse,
  parseInitializeResponse,
  withResponseId,
} from "../schema/initialize_response.ts";
import { decideReuse } from "../schema/lossless.ts";
import { jsonEqual } from "../schema/json_equal.ts";
import { batchReplies } from "../schema/batch_replies.ts";
import { ErrorCode, firstFrameTooLarge, ProtocolError } from "../schema/protocol_error.ts";
import {
  DEFAULT_MAX_FRAME_BYTES,
  PROTOCOL_V1,
  PROTOCOL_V2,
  type ProtocolVersion,
} from "../schema/versions.ts";
import { type Logger, silentLogger } from "../log/logger.ts";
import { ClientRouterError } from "./client_router_error.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import {
  aborted,
  bounded,
  exitedAfterGrace,
  type HandshakeLimits,
  HandshakePeer,
} from "./handshake_peer.ts";

import {
  type ClientRouterOptions,
  type ClientRouterOutcome,
  DEFAULT_INIT_TIMEOUT_MS,
} from "./client_router.ts";
import { asError, isInstance, messageOf, propertyOf, stackOf } from "../log/error_text.ts";
import { exitCodeNote, exitSignalOf } from "../process/exit_code_note.ts";

/** How long a peer that closed its output may take to exit, for its code in the message. */
const EXIT_AFTER_EOF_MS = 500;

/** What an oversize handshake message's error says to do (the CLI names its flag). */
const RAISE_FRAME_LIMIT = "raise the frame limit";

/** What a remote agent's refused token says to do (the CLI names where the token was given). */
const TOKEN_HINT = "check the token it takes";

/** A handshake that succeeded: who to pipe, and what the client gets first. */
interface Handshake {
  version: ProtocolVersion;
  client: HandshakePeer;
  agent: HandshakePeer;
  /** The initialize response as the client must receive it (without LF). */
  response: Uint8Array;
  /** Whether the agent ended that response with LF. */
  terminated: boolean;
  reused: boolean;
  rejection?: ProtocolError;
}

const LF = 0x0a;
const encoder = new TextEncoder();

function withLf(bytes: Uint8Array, terminated: boolean): Uint8Array {
  if (!terminated) return bytes;
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  out[bytes.length] = LF;
  return out;
}

/** An error's message, with a JSON-RPC error's string `data` (the detail) appended. */
function errorText(e: unknown): string {
  // What a factory threw may be anything (an object without a prototype, a revoked proxy).
  const data = propertyOf(e, "data");
  return messageOf(e) +
    (isInstance(e, ProtocolError) && typeof data === "string" ? `: ${data}` : "");
}

/** The state of one `ClientRouter.connect` call. */
export class Connect {
  #options: ClientRouterOptions;
  #signal: AbortSignal | undefined;
  #log: Logger;
  #limits: HandshakeLimits;
  #counts = { agentsOpened: 0, v1ClientsCreated: 0, v2ClientsCreated: 0 };
  /** Peers opened and neither ended nor handed to the session. */
  #open = new Set<HandshakePeer>();
  /** Peers being ended while the connect goes on. */
  #ending: Promise<unknown>[] = [];
  /** The client whose initialize an agent is to answer, until it is answered. */
  #asking: { client: HandshakePeer; rawId: string; frame: Frame; sent: boolean } | undefined;

  #observer: SessionObserver | undefined;

  constructor(
    options: ClientRouterOptions,
    signal: AbortSignal | undefined,
    observer: SessionObserver | undefined,
  ) {
    this.#options = options;
    this.#signal = signal;
    this.#observer = observer;
    this.#log = guardedLogger(options.logger ?? silentLogger);
    this.#limits = {
      timeoutMs: options.initTimeoutMs ?? DEFAULT_INIT_TIMEOUT_MS,
      maxFrameBytes: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
      graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
      signal,
    };
  }

  async run(): Promise<ClientRouterOutcome> {
    try {
      const handshake = this.#options.v2Client ? await this.#tryV2() : await this.#plainV1();
      const { stopped, clientExitCode, agentExitCode } = await this.#session(handshake);
      return {
        end: stopped ? "stopped" : "session-ended",
        clientExitCode,
        agentExitCode,
        selected: handshake.version,
        ...this.#counts,
        reused: handshake.reused,
        ...(handshake.rejection ? { error: handshake.rejection } : {}),
      };
    } catch (e) {
      const error = asError(e);
      if (!(error instanceof ClientRouterError)) {
        this.#log.error(`unexpected failure: ${stackOf(error)}`);
      } else this.#log.debug(`connect failed: ${error.message}`);
      await this.#answerFailure(error);
      // An agent has no session to finish: as one set aside, SIGTERM soon, not after the
      // grace (codex-acp ignores its end of input); a client program gets the grace for its
      // own error report.
      for (const peer of this.#open) {
        this.#end(peer, peer.name === "agent" ? SET_ASIDE_EOF_MS : undefined);
      }
      return {
        end: this.#signal?.aborted ? "stopped" : "handshake-failed",
        clientExitCode: null,
        agentExitCode: null,
        selected: null,
        ...this.#counts,
        reused: false,
        error,
      };
    } finally {
      // Ending a connection never rejects; if one does, it is a defect to hear about.
      for (const ended of await Promise.allSettled(this.#ending)) {
        if (ended.status === "rejected") {
          const error = ended.reason instanceof Error
            ? ended.reason
            : new Error(String(ended.reason));
          this.#log.error(`ending a handshake connection failed: ${error.stack}`);
        }
      }
    }
  }

  /**
   * The agent's answer to the asking client's initialize; or, when that client exits first
   * and no answer comes within the grace period after, `client-gone`: nobody waits for it.
   */
  async #answerOrClientGone(
    agent: HandshakePeer,
    timeout: string,
  ): Promise<
    | Awaited<ReturnType<HandshakePeer["readFrame"]>>
    | { kind: "client-gone"; code: number }
  > {
    const exited = this.#asking?.client.connection.exited;
    // Blank lines before the answer are nothing, as the client's are (ROUTING 2.2), the
    // chain's and the remote clients': skipped within the one bound.
    const answer = agent.readFrame(this.#limits, timeout, true);
    if (exited === undefined) return await answer;
    const gone = exitedAfterGrace(exited, this.#limits.graceMs);
    try {
      return await Promise.race([
        answer,
        gone.code.then((code) => ({ kind: "client-gone" as const, code })),
      ]);
    } finally {
      gone.cancel();
      answer.catch(() => {}); // an answer after the client left is not waited for
    }
  }

  /** Rules 4.1-4.5 with a v2 client. */
  async #tryV2(): Promise<Handshake> {
    const v2 = await this.#openClient(PROTOCOL_V2);
    const init = await this.#readInitialize(v2, PROTOCOL_V2);
    this.#asking = { client: v2, rawId: init.rawId, frame: init.frame, sent: false };
    const agent = await this.#openAgent();
    const answer = await this.#exchange(agent, init);
    const response = answer.parsed;
    // `== 1` as JSON numbers compare, by exact decimal value: `1.0` and `1E0` are 1 too; a
    // string "1" is not, nor `1.0000000000000001` (which a double would round to 1).
    const version = response.kind === "success" ? response.protocolVersion : null;
    // Only a number can be 1: anything else is not parsed (a deep array would be).
    if (version !== null && /^-?[0-9]/.test(version) && jsonEqual(version, "1")) {
      if (this.#options.v1Client) return await this.#fallback(v2, init, agent, answer);
      this.#log.info("the agent answered with protocolVersion 1 and no v1 client is configured");
    }
    return this.#handshake(PROTOCOL_V2, v2, agent, answer);
  }

  /** Rule 4.5: the agent answered the v2 initialize with protocolVersion 1. */
  async #fallback(
    v2: HandshakePeer,
    v2Init: ClientInitialize,
    agent: HandshakePeer,
    answer: Answer,
  ): Promise<Handshake> {
    this.#log.info("the agent answered the v2 initialize with protocolVersion 1; trying v1");
    this.#asking = undefined;
    const v1 = await this.#openClient(PROTOCOL_V1);
    const v1Init = await this.#readInitialize(v1, PROTOCOL_V1);
    const decision = decideReuse(v2Init.params, v1Init.params);
    if (decision.reuse) {
      this.#log.info("reusing the agent connection for the v1 client (lossless initialize)");
      this.#end(v2, SET_ASIDE_EOF_MS);
      const response = encoder.encode(withResponseId(answer.parsed.text, v1Init.rawId));
      return { ...this.#handshake(PROTOCOL_V1, v1, agent, answer), response, reused: true };
    }
    this.#log.info(`reconnecting with a fresh v1 client and agent: ${decision.reason}`);
    // They are gone before the fresh ones start (nothing of theirs, a lock say, is held twice);
    // an agent that ignores its end of input (codex-acp) gets SIGTERM soon, not after the grace.
    await Promise.all([v2, v1, agent].map((peer) => this.#end(peer, SET_ASIDE_EOF_MS)));
    return await this.#plainV1();
  }

  /** Rules 4.2-4.3 with a v1 client: its initialize and the answer go through unchanged. */
  async #plainV1(): Promise<Handshake> {
    const v1 = await this.#openClient(PROTOCOL_V1);
    const init = await this.#readInitialize(v1, PROTOCOL_V1);
    this.#asking = { client: v1, rawId: init.rawId, frame: init.frame, sent: false };
    const agent = await this.#openAgent();
    return this.#handshake(PROTOCOL_V1, v1, agent, await this.#exchange(agent, init));
  }

  #handshake(
    version: ProtocolVersion,
    client: HandshakePeer,
    agent: HandshakePeer,
    answer: Answer,
  ): Handshake {
    const { parsed } = answer;
    this.#asking = undefined;
    if (parsed.kind === "error") {
      this.#log.info(`the agent rejected the v${version} initialize: ${parsed.error.message}`);
    } else this.#log.info(`selected the v${version} client`);
    return {
      version,
      client,
      agent,
      response: answer.bytes,
      terminated: answer.terminated,
      reused: false,
      ...(parsed.kind === "error" ? { rejection: parsed.error } : {}),
    };
  }

  #openClient(version: ProtocolVersion): Promise<HandshakePeer> {
    const factory = version === PROTOCOL_V2 ? this.#options.v2Client! : this.#options.v1Client!;
    const name = `v${version} client`;
    return this.#start(
      name,
      factory,
      "client-start",
      (e) => `failed to start the ${name}: ${errorText(e)}; check the v${version} client program`,
      () =>
        version === PROTOCOL_V2 ? this.#counts.v2ClientsCreated++ : this.#counts.v1ClientsCreated++,
    );
  }

  #openAgent(): Promise<HandshakePeer> {
    return this.#start(
      "agent",
      this.#options.agent,
      "agent-start",
      // A command that cannot start, or a remote agent (WebSocket) that cannot be dialled.
      (e) => `failed to start the agent: ${errorText(e)}; check the agent's command or address`,
      () => this.#counts.agentsOpened++,
    );
  }

  async #start(
    name: string,
    factory: ConnectionFactory,
    reason: "client-start" | "agent-start",
    message: (e: unknown) => string,
    count: () => void,
  ): Promise<HandshakePeer> {
    // Nothing starts once the handshake is stopped (a signal while a fallback ended the v2
    // client: no fresh v1 client and agent after it), and nothing is counted as started.
    if (this.#signal?.aborted) throw aborted();
    count();
    let connection: Connection;
    // Opening (a remote agent's dial) is bounded like every handshake step; a factory that
    // has not returned by then is told to stop, and what it returns later is ended.
    const giveUp = new AbortController();
    const signal = this.#signal ? AbortSignal.any([this.#signal, giveUp.signal]) : giveUp.signal;
    const opening = Promise.resolve().then(() => factory({ signal, logger: this.#log }));
    try {
      connection = checkedConnection(
        await bounded(
          opening,
          this.#limits,
          `the ${name} did not start within ${this.#limits.timeoutMs} ms; check the ` +
            (reason === "agent-start" ? "agent's command or address" : `${name} program`) +
            `, or raise the initialize timeout`,
        ),
      );
    } catch (e) {
      giveUp.abort(e);
      opening.then((late) => {
        // What it returned may be no connection at all (refused above).
        if (typeof late?.terminate !== "function") return;
        Promise.resolve().then(() => late.terminate!(this.#limits.graceMs)).catch((e) =>
          this.#log.error(`ending a late ${name} failed: ${stackOf(e)}`)
        );
      }, () => {}); // it failed after the handshake gave up: nothing to end
      if (isInstance(e, ClientRouterError)) throw e;
      throw new ClientRouterError(reason, message(e), { cause: e });
    }
    const peer = new HandshakePeer(name, connection, this.#limits.maxFrameBytes);
    this.#open.add(peer);
    return peer;
  }

  /** Rule 4.2: the client's first frame must be its version's initialize request. */
  async #readInitialize(
    client: HandshakePeer,
    version: ProtocolVersion,
  ): Promise<ClientInitialize & { frame: Frame }> {
    const ms = this.#limits.timeoutMs;
    const timeout = `the ${client.name} did not send initialize within ${ms} ms; check the ` +
      `client program, or raise the initialize timeout`;
    // Blank lines are not frames (as ROUTING 2.2 reads them): skipped, within the one bound.
    const read = await client.readFrame(this.#limits, timeout, true);
    const fail = (what: string, cause?: unknown): never => {
      throw new ClientRouterError(
        "client-initialize",
        `the ${client.name} ${what}; its first message must be one initialize request with ` +
          `protocolVersion ${version}`,
        { cause },
      );
    };
    if (read.kind === "eof") {
      // Its exit code, when it exited with its output (within a moment): what it said goes to
      // stderr, and the code says it failed (a client that did not take its flags, say).
      const code = await exitCodeAfterEof(client, this.#limits.signal);
      return fail(
        code === null
          ? "ended before sending initialize"
          : `exited with code ${await codeText(client, code)} before sending initialize`,
      );
    }
    if (read.kind === "exited") {
      return fail(
        `exited with code ${await codeText(client, read.code)} before sending initialize (a ` +
          `process it started still holds its output)`,
      );
    }
    if (read.kind === "oversize") {
      // Every bad input gets its JSON-RPC error, the agent router's (ROUTING 2.3).
      await this.#answer(client, firstFrameTooLarge(read.limit).toResponse(null));
      throw new ClientRouterError(
        "client-initialize",
        `the ${client.name} sent a first message over ${read.limit} bytes; ${RAISE_FRAME_LIMIT} ` +
          `if its initialize is that large`,
      );
    }
    try {
      return { ...parseClientInitialize(read.bytes, version), frame: read };
    } catch (e) {
      if (e instanceof ProtocolError) await this.#refuse(client, read, e);
      return fail(`sent an invalid first message (${errorText(e)})`, e);
    }
  }

  /**
   * A first message that breaks rule 4.2 is answered with its JSON-RPC error before the client
   * is ended (every bad input gets one): under the request's id, or `null` when it has none
   * that can be read (not JSON, not a request object); a notification or response gets none.
   * A batch gets an array, as JSON-RPC answers one: the error under each request's id, an
   * invalid entry's own error under `null` (an empty batch: one error, `null`).
   */
  async #refuse(client: HandshakePeer, read: Frame, error: ProtocolError): Promise<void> {
    const view = viewMessage(read.bytes);
    if (view.kind === "notification" || view.kind === "response") return;
    let answer: string;
    if (view.kind === "batch" && view.entryCount > 0) {
      const replies = batchReplies(view, error);
      if (replies === null) return; // notifications and responses only
      answer = replies;
    } else {
      // Under its id whenever it can be read, an invalid request's too (ROUTING 2.7).
      answer = error.toResponse(view.idText);
    }
    this.#observer?.bytes("Client", "acp-proxy", withLf(read.bytes, read.terminated));
    await this.#answer(client, answer);
  }

  /**
   * Sends the client the daemon's own answer (one line); a client that does not take it is
   * ended all the same.
   */
  async #answer(client: HandshakePeer, answer: string): Promise<void> {
    const frame = encoder.encode(answer + "\n");
    try {
      await client.write(frame, this.#limits, `the ${client.name} did not take the answer`);
      this.#observer?.bytes("acp-proxy", "Client", frame);
    } catch (e) {
      // A client that has gone or does not read gets no answer; it is ended all the same.
      this.#log.debug(`the ${client.name} did not take the error answer: ${errorText(e)}`);
    }
  }

  /** Rule 4.3: send the initialize bytes unchanged; the agent's first frame must answer it. */
  async #exchange(
    agent: HandshakePeer,
    init: ClientInitialize & { frame: Frame },
  ): Promise<Answer> {
    const ms = this.#limits.timeoutMs;
    // What to check: a remote agent's address, or an agent command's stdio.
    const url = agent.connection.url;
    const speaks = url === undefined
      ? "that the agent command speaks ACP on stdin/stdout"
      : `that the remote agent at ${url} speaks ACP`;
    // A client that ended its output right after an initialize without a line end: the agent
    // got those bytes unchanged, and one that reads lines may still wait for the end of that one.
    const timeout = `the agent did not answer initialize within ${ms} ms; ` +
      (init.frame.terminated
        ? `check ${speaks}, or raise the initialize timeout`
        : `the client ended its output after an initialize without a line end (LF), which the ` +
          `agent may still be waiting for: end each message with one`);
    const request = withLf(init.frame.bytes, init.frame.terminated);
    // A dialled agent (a remote one over HTTP) that could not be reached answers the
    // initialize itself; that answer is not the agent's: the agent did not start. Taken
    // before the write that dials it (a failure then is this router's to report, once).
    // (It rejects before that answer is on the agent's output: seen by the time it is read.)
    let unreached: { error: unknown } | null = null;
    agent.connection.reached?.catch((error) => unreached = { error });
    /** The agent's exit code once it exited (waited for a moment), or null. */
    const exitCode = () => exitCodeAfterEof(agent, this.#limits.signal);
    try {
      await agent.write(request, this.#limits, timeout);
    } catch (e) {
      if (isInstance(e, ClientRouterError)) throw e;
      // An agent that exited at once (a bad flag, a crash at start) closed its input: its
      // exit code says more than the write's broken pipe.
      const code = await exitCode();
      throw new ClientRouterError(
        "agent-start",
        code === null
          ? `could not send initialize to the agent: ${errorText(e)}; check the agent command`
          : `the agent exited with code ${await codeText(agent, code)} before answering ` +
            `initialize; check ${speaks}`,
        { cause: e },
      );
    }
    // Recorded as it crossed (a transcript's time and order are the wire's).
    this.#observer?.bytes("Client", "Agent", request);
    if (this.#asking !== undefined) this.#asking.sent = true;
    const read = await this.#answerOrClientGone(agent, timeout);
    if (read.kind === "client-gone") {
      throw new ClientRouterError(
        "client-left",
        `the ${this.#asking!.client.name} exited with code ` +
          `${await codeText(this.#asking!.client, read.code)} before the agent answered its ` +
          `initialize`,
      );
    }
    if (unreached !== null) {
      const { error } = unreached as { error: unknown };
      // A refused token (HTTP 401, or a WebSocket upgrade refused for it) is the token's to
      // mend, not the address's. A 403 may be the token too, or (from an acp-proxy) a Host it
      // does not allow: both are named.
      const status = (error as { status?: unknown }).status;
      const text = errorText(error);
      const hint = status === 403 || /\bHTTP 403\b/.test(text)
        ? `${TOKEN_HINT}, and the address's host: an acp-proxy answers 403 to a Host it does ` +
          "not allow"
        : status === 401 || /the remote agent (?:wants a token|refused the token)/.test(text)
        ? TOKEN_HINT
        : /answered the WebSocket upgrade with what this client cannot use/.test(text)
        ? "check the agent's address: the server there answered, but is no ACP WebSocket agent " +
          "this client can use"
        : "check the agent's address";
      throw new ClientRouterError("agent-start", `failed to start the agent: ${text}; ${hint}`, {
        cause: error,
      });
    }
    const fail = (what: string, cause?: unknown): never => {
      throw new ClientRouterError(
        "agent-response",
        `${what}; check ${speaks}`,
        { cause },
      );
    };
    // Its exit code, when it exited with its output (within a moment): the reason to look at.
    if (read.kind === "eof") {
      const code = await exitCode();
      return fail(
        code === null
          ? "the agent closed its output before answering initialize"
          : `the agent exited with code ${await codeText(agent, code)} before answering ` +
            `initialize`,
      );
    }
    if (read.kind === "exited") {
      return fail(
        `the agent exited with code ${await codeText(agent, read.code)} before answering ` +
          `initialize (a process it started still holds its output)`,
      );
    }
    if (read.kind === "oversize") {
      throw new ClientRouterError(
        "agent-response",
        `the agent's first message is over ${read.limit} bytes; ${RAISE_FRAME_LIMIT} if its ` +
          `initialize answer is that large`,
      );
    }
    let parsed: InitializeResponse;
    try {
      parsed = parseInitializeResponse(read.bytes, init.rawId);
    } catch (e) {
      // Not the answer: the router took it, the client never gets it (connect13).
      this.#observer?.bytes("Agent", "acp-proxy", withLf(read.bytes, read.terminated));
      // Part of a line, then the end of its output: it ended mid-write, it did not answer.
      if (!read.terminated) {
        const code = await exitCode();
        return fail(
          `the agent ${
            code === null ? "closed its output" : `exited with code ${await codeText(agent, code)}`
          } in the middle of a line (${read.bytes.length} bytes), before answering initialize`,
          e,
        );
      }
      return fail(errorText(e), e);
    }
    this.#observer?.bytes("Agent", "Client", withLf(read.bytes, read.terminated));
    return { bytes: read.bytes, terminated: read.terminated, parsed };
  }

  /** Rules 4.5-4.6 and §1: pipe the chosen client and the agent until both are done. */
  async #session(
    handshake: Handshake,
  ): Promise<{ stopped: boolean; clientExitCode: number | null; agentExitCode: number | null }> {
    const { client, agent } = handshake;
    this.#open.delete(client);
    this.#open.delete(agent);
    const clientRest = client.detach();
    const agentRest = agent.detach();
    const first = withLf(handshake.response, handshake.terminated);
    const peer: Connection = {
      readable: prefixedStream([first, ...agentRest.buffered], agentRest.readable),
      writable: agent.connection.writable,
      exited: agent.connection.exited,
      terminate: agent.connection.terminate?.bind(agent.connection),
      // A remote agent's: its end waits for what it is owed, which the lifecycle allows for.
      ...(agent.connection.url === undefined ? {} : { url: agent.connection.url }),
    };
    // Whether its end took a SIGKILL after the grace, as the process tells it (the lifecycle
    // says so; orphans13: connect never did).
    Object.defineProperty(peer, "killedAfterGrace", {
      get: () => (agent.connection as { killedAfterGrace?: boolean }).killedAfterGrace === true,
    });
    const graceMs = this.#limits.graceMs;
    const observer = this.#observer;
    // The handshake's exchange was recorded as it crossed: the answer at the head of the
    // output is not recorded again (reused, the client gets it under its own id; the
    // transcript has the exchange the agent had, not a pair that never crossed one wire).
    let skipFirst = observer !== undefined;
    const copied = copyPipes(
      {
        readable: endsAfterExit(clientRest.readable, client.connection.exited, graceMs),
        writable: client.connection.writable,
        tapUp: observer && ((chunk) => observer.bytes("Client", "Agent", chunk)),
        // A last line without LF is a frame once the client's output ends: recorded there.
        endUp: observer?.ended && (() => observer.ended!("Client", "Agent")),
        tapDown: observer && ((chunk) => {
          if (skipFirst && chunk === first) return void (skipFirst = false);
          observer.bytes("Agent", "Client", chunk);
        }),
      },
      clientRest.buffered,
      peer,
    );
    // The client program's exit is its hang-up: what it sent may still wait for an agent that
    // does not read it, and its output's end is seen only behind that (the lifecycle gives
    // the pipe a grace period, then counts the client's end as seen).
    const exited = client.connection.exited;
    const pipes = exited === undefined
      ? copied
      : { ...copied, clientHungUp: () => exited.then(() => {}, () => {}) };
    // A stop reaches the client program at once too, not only once the agent has ended.
    const signal = this.#signal;
    const stopClient = () => {
      client.connection.terminate?.(graceMs, stopSignalOf(signal?.reason)).catch((e) => {
        this.#log.error(`ending the client program failed: ${(e as Error).stack ?? e}`);
      });
    };
    signal?.addEventListener("abort", stopClient, { once: true });
    const ended = await runLifecycle(pipes, peer, { graceMs, signal, logger: this.#log });
    signal?.removeEventListener("abort", stopClient);
    const clientExitCode = await finish(
      client.connection,
      graceMs,
      this.#signal,
      this.#log,
      `the v${handshake.version} client program`,
    );
    this.#log.info(
      `the session ended: v${handshake.version} client exit code ${clientExitCode ?? "none"}, ` +
        `agent exit code ${ended.peerCode ?? "none"}`,
    );
    return { stopped: ended.cause === "stopped", clientExitCode, agentExitCode: ended.peerCode };
  }

  /**
   * A client that is waiting for the agent's answer to its initialize when the agent failed
   * (it could not start, ended or answered wrongly, or took too long) gets a `-32603` answer
   * saying so before it is ended, as the agent router answers one whose agent cannot start:
   * the client program can show why, not just that its input ended. Not after a stop.
   */
  async #answerFailure(error: Error): Promise<void> {
    const asking = this.#asking;
    this.#asking = undefined;
    if (asking === undefined || !this.#open.has(asking.client) || this.#signal?.aborted) return;
    if (!(error instanceof ClientRouterError) || error.reason === "aborted") return;
    const answer = new ProtocolError(ErrorCode.InternalError, error.message);
    const frame = encoder.encode(answer.toResponse(asking.rawId) + "\n");
    // An initialize that reached no agent: the router answers it itself.
    if (!asking.sent) {
      this.#observer?.bytes("Client", "acp-proxy", withLf(asking.frame.bytes, true));
    }
    try {
      await asking.client.write(frame, this.#limits, "the client did not take the answer");
      this.#observer?.bytes("acp-proxy", "Client", frame);
    } catch (e) {
      // A client that has gone or does not read gets no answer; it is ended all the same.
      this.#log.debug(`the ${asking.client.name} did not take the error answer: ${errorText(e)}`);
    }
  }

  /** Ends a peer that is no longer wanted; the connect waits for it before resolving. */
  #end(peer: HandshakePeer, eofWaitMs?: number): Promise<unknown> {
    this.#open.delete(peer);
    const signal = this.#signal;
    const stopNow = signal?.aborted ? stopSignalOf(signal.reason) : undefined;
    const graceMs = this.#limits.graceMs;
    const ending = peer.end(graceMs, stopNow, signal, eofWaitMs).then((code) => {
      // What was left of its group after the grace period was killed: said, as the lifecycle
      // says it for the session's own agent (orphans12).
      const first = signal?.aborted ? stopSignalOf(signal.reason) : "SIGTERM";
      sayKilledAfterGrace(peer.connection, `the ${peer.name}`, graceMs, first, this.#log);
      return code;
    });
    this.#ending.push(ending);
    return ending;
  }
}

/**
 * How long a client or agent the router sets aside (rule 4.5: the v2 client on reuse; both
 * clients and the agent on a reconnect) has to exit after its input closes, before SIGTERM
 * (then SIGKILL after the grace period): it has nothing left to finish.
 */
const SET_ASIDE_EOF_MS = 250;

/** A frame read during the handshake. */
interface Frame {
  bytes: Uint8Array;
  terminated: boolean;
}

/** The agent's answer to an initialize. */
interface Answer extends Frame {
  parsed: InitializeResponse;
}

/**
 * Waits for a client whose session is over to exit (terminating it after the grace period).
 * After a shutdown it is ended at once, with the signal the abort reason names (as the
 * lifecycle ends the agent).
 */
async function finish(
  client: Connection,
  graceMs: number,
  signal: AbortSignal | undefined,
  log: Logger,
  name: string,
): Promise<number | null> {
  if (!client.exited) return null;
  const terminate = client.terminate?.bind(client);
  // A stop while it is being ended reaches its group at once, with the stop's signal.
  const end = (how: Deno.Signal = "SIGTERM") =>
    exitCodeOf(
      () => terminateHeedingStop(terminate!, graceMs, how, signal),
      log,
      "the client program",
      terminateBoundMs(graceMs),
    );
  if (signal?.aborted && terminate) return await end(stopSignalOf(signal.reason));
  // A stop while it has its grace period ends it at once, as the agent is.
  const exited = await orAborted(settlesWithin(client.exited, graceMs), signal, "stop" as const);
  if (exited === "stop" && terminate) return await end(stopSignalOf(signal?.reason));
  if (!terminate) {
    // Nothing to signal (in-process): a stop cut its streams; its own end, within the grace
    // period, is its code, as an in-process agent's is.
    const ended = exited === true ||
      (exited === "stop" && await settlesWithin(client.exited, graceMs));
    return ended ? await client.exited.catch(() => null) : null;
  }
  if (exited === true) {
    const code = await end();
    // Killed by a signal of its own (a crash): its code is the session's exit code, and the
    // program could not say why, so the router does (connect13: 139 with nothing on stderr).
    // A code it chose is its own to explain (its stderr is the user's).
    const killedBy = await exitSignalOf(client)
      ?.catch(() => null);
    if (killedBy && !signal?.aborted) {
      log.error(`${name} was killed by ${killedBy} (exit code ${code ?? "none"})`);
    }
    return code;
  }
  log.info(`the client program is still running ${graceMs} ms after the session ended; ending it`);
  const code = await end();
  // Its code is the session's exit code (unless a stop makes it 128+N): say why it is not
  // the program's own choice, when it is a failure.
  if (code !== null && code !== 0 && !signal?.aborted) {
    // 137: it did not end on SIGTERM, and the grace period's SIGKILL ended it.
    const how = code === 137
      ? `was sent SIGTERM, did not end within ${graceMs} ms more and was killed (SIGKILL)`
      : "was sent SIGTERM";
    log.error(
      `the client program went on running ${graceMs} ms after the session ended and ${how}; ` +
        `it ended with exit code ${code}`,
    );
  }
  return code;
}

/**
 * The client program's output, ended `graceMs` after the program exits even when a process
 * it left behind still holds its stdout open (`sh -c 'client; sleep 1000 &'`): the session
 * ends with the program, as it does with an agent that exits.
 */
function endsAfterExit(
  source: ReadableStream<Uint8Array>,
  exited: Promise<number> | undefined,
  graceMs: number,
): ReadableStream<Uint8Array> {
  if (exited === undefined) return source;
  const gone = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  exited.then(() => {
    if (!ended) timer = setTimeout(() => gone.abort(), graceMs);
  }, () => gone.abort());
  return endsOnFailure(source, gone.signal, () => {
    ended = true;
    clearTimeout(timer);
  });
}

/**
 * The exit code of a peer whose output ended, when it exits within
 * {@linkcode EXIT_AFTER_EOF_MS}; null otherwise (or when it has no process, or `signal` stops
 * the wait).
 */
/**
 * `code` with what it says beyond its number: the signal that killed the peer, or the shell's
 * 127 and 126 (interop15: connect said the code alone).
 */
async function codeText(peer: HandshakePeer, code: number): Promise<string> {
  const exitSignal = exitSignalOf(peer.connection);
  return `${code}${exitCodeNote(code, exitSignal === undefined ? null : await exitSignal)}`;
}

async function exitCodeAfterEof(
  peer: HandshakePeer,
  signal: AbortSignal | undefined,
): Promise<number | null> {
  let code: number | null = null;
  const exited = peer.connection.exited;
  if (exited !== undefined) {
    const settled = exited.then((c) => code = c, () => {});
    await settlesWithin(orAborted(settled, signal, undefined), EXIT_AFTER_EOF_MS);
  }
  return code;
}
