/**
 * The handshake the agent and proxy routers share: each frame before selection goes
 * through {@linkcode decideFirstFrame}; skips are logged, rejections answered, and a
 * selection opens that version's implementation with the (possibly rewritten) frame.
 *
 * @module
 */

import { clientStreams } from "../transport/conn_streams.ts";
import type { ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import {
  type Handshake,
  type HandshakeSessionEnd,
  serveHandshakeSession,
} from "../session/handshake_session.ts";
import type { RouteOutcome, ServeOptions } from "./route_outcome.ts";
import { checkFactories, readCallOptions, RouterConfigError } from "./router_config_error.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import type { SessionObserver } from "../observation/session_observer.ts";
import { guardingRouters, guardObserver } from "../observation/guarded_observer.ts";

/** The routers whose `serve` guards its observer (see `guarded_observer.ts`). */
export { guardingRouters };
import type { GuardOptions } from "../observation/stdout_guard.ts";
import type * as TraceContext from "../schema/trace_context.ts";
import { decideFirstFrame, type SelectionPolicy } from "../schema/first_frame.ts";
import { ErrorCode, firstFrameTooLarge, ProtocolError } from "../schema/protocol_error.ts";
import { errorFrame, jsonTextOf } from "../jsonrpc/writer.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { batchReplies } from "../schema/batch_replies.ts";
import {
  DEFAULT_MAX_FRAME_BYTES,
  PROTOCOL_V1,
  PROTOCOL_V2,
  type ProtocolVersion,
} from "../schema/versions.ts";
import { type Logger, queuedLogger, silentLogger } from "../log/logger.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { DEFAULT_GRACE_MS } from "../session/lifecycle.ts";
import { messageOf, propertyOf, stackOf } from "../log/error_text.ts";

/** How long a session's end waits for its diverted lines to reach stderr. */
const DIVERT_FLUSH_MS = 1_000;

/** The implementations a router may select, by version. */
export interface VersionFactories {
  /** Opens the v1 implementation. */
  v1?: ConnectionFactory;
  /** Opens the v2 implementation. */
  v2?: ConnectionFactory;
}

/**
 * The versions that have an implementation.
 *
 * @param factories The configured factories.
 * @param role Names the router in the error message.
 * @returns The configured versions, ascending.
 * @throws {RouterConfigError} When there are none, or one is not a function.
 */
export function configuredVersions(factories: VersionFactories, role: string): ProtocolVersion[] {
  checkFactories(factories, ["v1", "v2"], `${role} router`);
  const configured: ProtocolVersion[] = [];
  if (factories.v1) configured.push(PROTOCOL_V1);
  if (factories.v2) configured.push(PROTOCOL_V2);
  if (configured.length === 0) {
    throw new RouterConfigError(`the ${role} router needs a v1 or a v2 implementation`);
  }
  return configured;
}

/** What the handshake learned about the selection. */
interface Selection {
  version: ProtocolVersion;
  requested: number;
  rewritten: boolean;
  traceparent: string | null;
}

/**
 * Builds the handshake for a selection policy.
 *
 * @param policy Method, configured versions and selection mode.
 * @param factories The implementations.
 * @param log Where skips, rejections and the selection are reported.
 * @param role `agent` or `proxy`, for messages.
 * @param onSelect Told what was selected, before the implementation is opened.
 * @returns The handshake to pass to `serveHandshakeSession`.
 */
function selectionHandshake(
  policy: SelectionPolicy,
  factories: VersionFactories,
  log: Logger,
  role: "agent" | "proxy",
  traceContext: typeof TraceContext | null,
  onSelect: (selection: Selection) => void,
): Handshake {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    onFrame(frame) {
      const decision = decideFirstFrame(frame, policy);
      if (decision.kind === "skip") {
        (decision.warn ? log.warn : log.debug)(
          `ignored a frame before ${policy.method}: ${decision.reason}`,
        );
        return { kind: "continue" };
      }
      if (decision.kind === "reject") {
        const defect = decision.error.cause;
        if (defect === undefined) {
          // The reason too, where the answer carries one as its data ("Invalid Request" alone
          // does not say what to change).
          const { message, data } = decision.error;
          const why = typeof data === "string" ? ` (${data})` : "";
          log.info(`rejected a frame before ${policy.method}: ${message}${why}`);
        } else {
          // Answered (-32603) like any bad frame, but a bug of ours: said with its stack.
          log.error(
            `unexpected failure judging a frame before ${policy.method}: ${stackOf(defect)}`,
          );
        }
        return { kind: "continue", reply: decision.reply ?? undefined };
      }
      const { version, requested, rewritten, rawId } = decision;
      log.info(
        `selected ACP v${version} ${role} for requested version ${requested}` +
          (rewritten === null ? "" : ` (${policy.method} rewritten)`),
      );
      let forwarded = rewritten;
      let env: { set: Record<string, string>; unset: string[] } | undefined;
      let traceparent: string | null = null;
      if (traceContext) {
        const traced = traceContext.withTraceparent(
          forwarded ?? decoder.decode(frame),
          policy.method,
          traceContext.freshTraceparent(),
        );
        if (traced.context.inserted) forwarded = traced.text;
        traceparent = traced.context.traceparent;
        // The agent's trace is the initialize's: never one this process inherited.
        const tracestate = traceparent === null ? null : traced.context.tracestate;
        env = { set: {}, unset: [] };
        if (traceparent === null) env.unset.push("TRACEPARENT");
        else env.set.TRACEPARENT = traceparent;
        if (tracestate === null) env.unset.push("TRACESTATE");
        else env.set.TRACESTATE = tracestate;
        log.debug(
          traceparent === null
            ? `the ${policy.method} carries a traceparent that is not valid; left as it is`
            : `traceparent ${traceparent} (${traced.context.inserted ? "added" : "the client's"})`,
        );
      }
      onSelect({ version, requested, rewritten: forwarded !== null, traceparent });
      return {
        kind: "start",
        first: forwarded === null ? frame : encoder.encode(forwarded),
        open: version === PROTOCOL_V2 ? factories.v2! : factories.v1!,
        env,
        onOpenError(e) {
          const reason = messageOf(e);
          // What the implementation said about it (a remote agent's HTTP status and body).
          const data = propertyOf(e, "data");
          const error = new ProtocolError(
            ErrorCode.InternalError,
            `failed to start ACP v${version} ${role}: ${reason}`,
            data,
          );
          log.error(error.message);
          // A batch is answered with an array (as JSON-RPC answers one, and rule 2.14 does):
          // every request in it gets the error, each under its own id, none is left waiting.
          const view = viewMessage(frame);
          if (view.kind === "batch") return batchReplies(view, error) ?? error.toResponse(rawId);
          // Its exact text where it has one: a parsed body loses a 20-digit id's digits.
          const dataText = jsonTextOf(propertyOf(e, "dataText"));
          return dataText !== undefined
            ? errorFrame(rawId, error.code, error.message, dataText)
            : error.toResponse(rawId);
        },
      };
    },
    onOversize(limit) {
      const error = firstFrameTooLarge(limit);
      log.error(error.message);
      return error.toResponse(null);
    },
  };
}

/** Options shared by the routers that select an implementation from the first frame. */
export interface SelectingRouterOptions extends VersionFactories {
  /**
   * Largest frame accepted before selection, in bytes.
   * @default 8388608
   */
  maxFrameBytes?: number;
  /**
   * Time the implementation has to exit after its input closes, and after a stop before
   * SIGKILL, in milliseconds.
   * @default 2000
   */
  graceMs?: number;
  /**
   * Move bytes on the kernel paths where they cannot change behaviour (Linux, the client on
   * this process's stdin and stdout as `stdio()` gives them, a `command()` implementation,
   * pipes; see README "How bytes move"). After the stdout handover this process's own stdout
   * writes go to `/dev/null`, so only ask for it when stdout belongs to the client.
   * @default false
   */
  kernelPaths?: boolean;
  /**
   * Where to report what happens.
   * @default silentLogger
   */
  logger?: Logger;
  /**
   * What to do with lines on the implementation's stdout that are not JSON objects or
   * arrays: `pass` them (byte-exact), `divert` them to `onDivertedLine`, or `drop` them (they
   * are counted). JSON lines always pass unchanged.
   * @default "pass"
   */
  stdoutGuard?: "pass" | "divert" | "drop";
  /**
   * Where a diverted line goes (its text, control characters escaped).
   * @default writes `acp-proxy: warn: agent stdout (not JSON): TEXT` (`proxy stdout` for a
   *   proxy router) to stderr, in order,
   *   flushed before `serve` resolves
   */
  onDivertedLine?: (text: string) => void;
  /**
   * Add a fresh W3C `traceparent` to the first request's `params._meta` when it has none, and
   * give the implementation `TRACEPARENT` (and `TRACESTATE`) in its environment.
   * @default false
   */
  traceContext?: boolean;
}

/** Every option of {@linkcode SelectingRouterOptions}, by name (the type keeps it complete). */
export const SELECTING_ROUTER_OPTIONS: readonly string[] = Object.keys(
  {
    v1: true,
    v2: true,
    maxFrameBytes: true,
    graceMs: true,
    kernelPaths: true,
    logger: true,
    stdoutGuard: true,
    onDivertedLine: true,
    traceContext: true,
  } satisfies Record<keyof SelectingRouterOptions, true>,
);

/**
 * Serves one connection: frames go through the selection handshake until one selects,
 * then the selected implementation is started and the session runs to its end.
 *
 * @param client The client's byte streams.
 * @param policy Method, configured versions and selection mode.
 * @param options Implementations, limits and logger.
 * @param role `agent` or `proxy`, for messages.
 * @param given The connection's stop signal, observer and logger (read once, checked).
 * @returns How the connection ended. Never rejects.
 */
export async function serveSelection(
  client: DuplexStream,
  policy: SelectionPolicy,
  options: SelectingRouterOptions,
  role: "agent" | "proxy",
  given: ServeOptions,
): Promise<RouteOutcome> {
  const { own: serve, mistake } = readCallOptions(
    given,
    ["signal", "observer", "logger", "onDivertedLine"],
    "serve",
  );
  const { signal } = serve;
  const log = guardedLogger(serve.logger ?? options.logger ?? silentLogger);
  // An observer that throws is said and told nothing more; it fails the connection at its end.
  const guarded = serve.observer === undefined ? undefined : guardObserver(serve.observer, log);
  const observer = guarded?.observer;
  // A Deno.Conn's own readable would close it at the client's half-close, answers unsent.
  const served = clientStreams(client);
  if (mistake !== undefined) {
    // Nothing is read or started: the caller's mistake is its outcome, as the chain's is; a
    // Deno.Conn is closed all the same (its client reads an end of file).
    const error = new RouterConfigError(mistake);
    log.error(error.message);
    await served.finish(options.graceMs ?? DEFAULT_GRACE_MS, log);
    return {
      end: "failed",
      selected: null,
      requested: null,
      rewritten: false,
      implementation: null,
      error,
    };
  }
  client = served.streams;
  let selection: Selection | null = null;
  const onSelect = (s: Selection) => {
    selection = s;
    observer?.event("route", {
      requested: s.requested,
      selected: s.version,
      rewritten: s.rewritten,
      configured: [...policy.configured],
      ...(s.traceparent === null ? {} : { traceparent: s.traceparent }),
    });
  };
  const onDivertedLine = serve.onDivertedLine ?? options.onDivertedLine;
  const guard = stdoutGuardOf(options.stdoutGuard, onDivertedLine, observer, log, role);
  // Loaded only when asked for: the stdio start-up does not pay for it.
  const traceContext = options.traceContext ? await import("../schema/trace_context.ts") : null;
  const handshake: Handshake = {
    ...selectionHandshake(policy, options, log, role, traceContext, onSelect),
    onStarted(pid) {
      const version = (selection as Selection | null)?.version;
      log.info(`started the v${version} ${role}${pid === null ? "" : ` (pid ${pid})`}`);
    },
  };
  const ended = await serveHandshakeSession(client, handshake, {
    maxFrameBytes: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
    graceMs: options.graceMs,
    kernelPaths: options.kernelPaths,
    signal,
    logger: log,
    observer,
    guard: guard?.options,
    peerName: `the ${role}`,
  });
  if (guard && guard.dropped > 0) {
    const lines = guard.dropped === 1 ? "line" : "lines";
    log.warn(`dropped ${guard.dropped} non-JSON ${lines} of the ${role}'s stdout`);
  }
  if (guard && onDivertedLine === undefined) {
    // The default destination is a shared queue; a stderr nobody reads must not hold the end.
    await settlesWithin(divertedToStderr.flush?.() ?? Promise.resolve(), DIVERT_FLUSH_MS);
  }
  // A connection closes with nothing of the client's unread (a reset would lose the end).
  await served.finish(options.graceMs ?? DEFAULT_GRACE_MS, log);
  const chosen = selection as Selection | null;
  const described = {
    requested: chosen?.requested ?? null,
    rewritten: chosen?.rewritten ?? false,
  };
  const outcome = routeOutcome(ended, chosen, described);
  // A connection that failed for a reason of its own keeps it (the observer's is logged).
  const own = outcome.error !== undefined || outcome.end === "oversize";
  const observerError = own ? null : guarded?.failure() ?? null;
  return observerError === null ? outcome : { ...outcome, end: "failed", error: observerError };
}

/** The outcome of a connection that `ended` after `chosen` was selected (or none was). */
function routeOutcome(
  ended: HandshakeSessionEnd,
  chosen: Selection | null,
  described: { requested: number | null; rewritten: boolean },
): RouteOutcome {
  if (!ended.started) {
    // A process stopped while its byte path was made ready did start: its end is reported.
    const stopped = ended.stoppedPeer;
    return {
      end: ended.end,
      selected: ended.end === "start-failed" || stopped ? chosen?.version ?? null : null,
      ...described,
      implementation: stopped ? { code: stopped.code, endedBy: "router", pid: stopped.pid } : null,
      ...(ended.error ? { error: ended.error } : {}),
    };
  }
  const { session } = ended;
  return {
    end: session.cause === "peer-ended" ? "implementation-ended" : session.cause,
    selected: chosen!.version,
    ...described,
    implementation: { code: session.peerCode, endedBy: session.endedBy, pid: ended.pid },
    ...(session.outputError ? { error: session.outputError } : {}),
    ...(session.error ? { error: session.error } : {}),
  };
}

/** The stdout guard's options for a connection, and its count of dropped lines. */
function stdoutGuardOf(
  stdoutGuard: SelectingRouterOptions["stdoutGuard"],
  onDivertedLine: ((text: string) => void) | undefined,
  observer: SessionObserver | undefined,
  log: Logger,
  role: "agent" | "proxy",
): { options: GuardOptions; readonly dropped: number } | null {
  const action = stdoutGuard ?? "pass";
  if (action === "pass") return null;
  const divert = onDivertedLine ?? ((text: string) => divertToStderr(text, role));
  const state = {
    dropped: 0,
    options: {
      action,
      onNonJson(line: Uint8Array) {
        // A CRLF line end is not part of the line, as in every other transcript event.
        const end = line.length > 0 && line[line.length - 1] === 0x0d
          ? line.length - 1
          : line.length;
        const raw = lossy.decode(line.subarray(0, end));
        observer?.event("non_json", { from: "Agent", to: "Client", raw, action });
        if (action === "drop") state.dropped++;
        else divert(escapeControls(raw));
      },
      onUnjudged(limit: number) {
        log.warn(`a line of the agent's stdout is over ${limit} bytes; passed on unjudged`);
      },
    } satisfies GuardOptions,
  };
  return state;
}

// A line that begins with a BOM keeps it: the text is the line as the agent wrote it.
const lossy = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * The line as the contents of a JSON string, with every control character (C0, DEL, C1: an
 * ANSI escape, a bell, an 8-bit CSI), U+2028, U+2029 and a BOM written as `\u001b`: stderr
 * stays one readable line, safe for a terminal, and `JSON.parse('"' + text + '"')` gives the
 * line back.
 */
export function escapeControls(text: string): string {
  // One pass of the engine's own escaping, then one regular expression: a long line of
  // control characters costs milliseconds, not seconds (the agent's next frames wait for it).
  return JSON.stringify(text).slice(1, -1).replace(
    UNSAFE_AFTER_JSON,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * What JSON.stringify leaves as it is but a terminal or a reader must not get raw: DEL and C1,
 * the line and paragraph separators, and the BOM (invisible, it would hide in the text).
 */
const UNSAFE_AFTER_JSON = /[\u007f-\u009f\u2028\u2029\ufeff]/g;

/** Most diverted lines waiting for stderr at once; more are dropped and counted. */
export const MAX_DIVERTED_LINES = 4096;

/**
 * Most bytes of diverted lines waiting for stderr at once (beyond one line, which may be as
 * long as a frame); more are dropped and counted.
 */
export const MAX_DIVERTED_BYTES = 16 * 1024 * 1024;

/** Where diverted lines go by default: stderr, queued, in order, flushed at the end. */
const divertedToStderr = queuedLogger({
  level: "warn",
  format: "text",
  maxPending: MAX_DIVERTED_LINES,
  maxPendingBytes: MAX_DIVERTED_BYTES,
  maxMessageChars: Infinity, // the agent's own lines: passed on whole
  what: "diverted stdout lines",
});

function divertToStderr(text: string, role: "agent" | "proxy"): void {
  divertedToStderr.warn(`${role} stdout (not JSON): ${text}`);
}
