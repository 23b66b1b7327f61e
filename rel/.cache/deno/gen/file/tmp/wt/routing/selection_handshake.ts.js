/**
 * The handshake the agent and proxy routers share: each frame before selection goes
 * through {@linkcode decideFirstFrame}; skips are logged, rejections answered, and a
 * selection opens that version's implementation with the (possibly rewritten) frame.
 *
 * @module
 */ import { clientStreams } from "../transport/conn_streams.ts";
import { serveHandshakeSession } from "../session/handshake_session.ts";
import { checkFactories, readCallOptions, RouterConfigError } from "./router_config_error.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import { decideFirstFrame } from "../schema/first_frame.ts";
import { ErrorCode, firstFrameTooLarge, ProtocolError } from "../schema/protocol_error.ts";
import { errorFrame } from "../jsonrpc/writer.ts";
import { viewMessage } from "../jsonrpc/message.ts";
import { batchReplies } from "../schema/batch_replies.ts";
import { DEFAULT_MAX_FRAME_BYTES, PROTOCOL_V1, PROTOCOL_V2 } from "../schema/versions.ts";
import { queuedLogger, silentLogger } from "../log/logger.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { DEFAULT_GRACE_MS } from "../session/lifecycle.ts";
/** How long a session's end waits for its diverted lines to reach stderr. */ const DIVERT_FLUSH_MS = 1_000;
/**
 * The versions that have an implementation.
 *
 * @param factories The configured factories.
 * @param role Names the router in the error message.
 * @returns The configured versions, ascending.
 * @throws {RouterConfigError} When there are none, or one is not a function.
 */ export function configuredVersions(factories, role) {
  checkFactories(factories, [
    "v1",
    "v2"
  ], `${role} router`);
  const configured = [];
  if (factories.v1) configured.push(PROTOCOL_V1);
  if (factories.v2) configured.push(PROTOCOL_V2);
  if (configured.length === 0) {
    throw new RouterConfigError(`the ${role} router needs a v1 or a v2 implementation`);
  }
  return configured;
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
 */ function selectionHandshake(policy, factories, log, role, traceContext, onSelect) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    onFrame (frame) {
      const decision = decideFirstFrame(frame, policy);
      if (decision.kind === "skip") {
        (decision.warn ? log.warn : log.debug)(`ignored a frame before ${policy.method}: ${decision.reason}`);
        return {
          kind: "continue"
        };
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
          const stack = defect instanceof Error ? defect.stack : String(defect);
          log.error(`unexpected failure judging a frame before ${policy.method}: ${stack}`);
        }
        return {
          kind: "continue",
          reply: decision.reply ?? undefined
        };
      }
      const { version, requested, rewritten, rawId } = decision;
      log.info(`selected ACP v${version} ${role} for requested version ${requested}` + (rewritten === null ? "" : ` (${policy.method} rewritten)`));
      let forwarded = rewritten;
      let env;
      let traceparent = null;
      if (traceContext) {
        const traced = traceContext.withTraceparent(forwarded ?? decoder.decode(frame), policy.method, traceContext.freshTraceparent());
        if (traced.context.inserted) forwarded = traced.text;
        traceparent = traced.context.traceparent;
        // The agent's trace is the initialize's: never one this process inherited.
        const tracestate = traceparent === null ? null : traced.context.tracestate;
        env = {
          set: {},
          unset: []
        };
        if (traceparent === null) env.unset.push("TRACEPARENT");
        else env.set.TRACEPARENT = traceparent;
        if (tracestate === null) env.unset.push("TRACESTATE");
        else env.set.TRACESTATE = tracestate;
        log.debug(traceparent === null ? `the ${policy.method} carries a traceparent that is not valid; left as it is` : `traceparent ${traceparent} (${traced.context.inserted ? "added" : "the client's"})`);
      }
      onSelect({
        version,
        requested,
        rewritten: forwarded !== null,
        traceparent
      });
      return {
        kind: "start",
        first: forwarded === null ? frame : encoder.encode(forwarded),
        open: version === PROTOCOL_V2 ? factories.v2 : factories.v1,
        env,
        onOpenError (e) {
          const reason = e instanceof Error ? e.message : String(e);
          // What the implementation said about it (a remote agent's HTTP status and body).
          const data = e?.data;
          const error = new ProtocolError(ErrorCode.InternalError, `failed to start ACP v${version} ${role}: ${reason}`, data);
          log.error(error.message);
          // A batch is answered with an array (as JSON-RPC answers one, and rule 2.14 does):
          // every request in it gets the error, each under its own id, none is left waiting.
          const view = viewMessage(frame);
          if (view.kind === "batch") return batchReplies(view, error) ?? error.toResponse(rawId);
          // Its exact text where it has one: a parsed body loses a 20-digit id's digits.
          const dataText = e?.dataText;
          return typeof dataText === "string" ? errorFrame(rawId, error.code, error.message, dataText) : error.toResponse(rawId);
        }
      };
    },
    onOversize (limit) {
      const error = firstFrameTooLarge(limit);
      log.error(error.message);
      return error.toResponse(null);
    }
  };
}
/** Every option of {@linkcode SelectingRouterOptions}, by name (the type keeps it complete). */ export const SELECTING_ROUTER_OPTIONS = Object.keys({
  v1: true,
  v2: true,
  maxFrameBytes: true,
  graceMs: true,
  kernelPaths: true,
  logger: true,
  stdoutGuard: true,
  onDivertedLine: true,
  traceContext: true
});
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
 */ export async function serveSelection(client, policy, options, role, given) {
  const { own: serve, mistake } = readCallOptions(given, [
    "signal",
    "observer",
    "logger",
    "onDivertedLine"
  ], "serve");
  const { signal, observer } = serve;
  const log = guardedLogger(serve.logger ?? options.logger ?? silentLogger);
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
      error
    };
  }
  client = served.streams;
  let selection = null;
  const onSelect = (s)=>{
    selection = s;
    observer?.event("route", {
      requested: s.requested,
      selected: s.version,
      rewritten: s.rewritten,
      configured: [
        ...policy.configured
      ],
      ...s.traceparent === null ? {} : {
        traceparent: s.traceparent
      }
    });
  };
  const onDivertedLine = serve.onDivertedLine ?? options.onDivertedLine;
  const guard = stdoutGuardOf(options.stdoutGuard, onDivertedLine, observer, log, role);
  // Loaded only when asked for: the stdio start-up does not pay for it.
  const traceContext = options.traceContext ? await import("../schema/trace_context.ts") : null;
  const handshake = {
    ...selectionHandshake(policy, options, log, role, traceContext, onSelect),
    onStarted (pid) {
      const version = selection?.version;
      log.info(`started the v${version} ${role}${pid === null ? "" : ` (pid ${pid})`}`);
    }
  };
  const ended = await serveHandshakeSession(client, handshake, {
    maxFrameBytes: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
    graceMs: options.graceMs,
    kernelPaths: options.kernelPaths,
    signal,
    logger: log,
    observer,
    guard: guard?.options,
    peerName: `the ${role}`
  });
  if (guard && guard.dropped > 0) {
    log.warn(`dropped ${guard.dropped} non-JSON lines of the ${role}'s stdout`);
  }
  if (guard && onDivertedLine === undefined) {
    // The default destination is a shared queue; a stderr nobody reads must not hold the end.
    await settlesWithin(divertedToStderr.flush?.() ?? Promise.resolve(), DIVERT_FLUSH_MS);
  }
  // A connection closes with nothing of the client's unread (a reset would lose the end).
  await served.finish(options.graceMs ?? DEFAULT_GRACE_MS, log);
  const chosen = selection;
  const described = {
    requested: chosen?.requested ?? null,
    rewritten: chosen?.rewritten ?? false
  };
  if (!ended.started) {
    // A process stopped while its byte path was made ready did start: its end is reported.
    const stopped = ended.stoppedPeer;
    return {
      end: ended.end,
      selected: ended.end === "start-failed" || stopped ? chosen?.version ?? null : null,
      ...described,
      implementation: stopped ? {
        code: stopped.code,
        endedBy: "router",
        pid: stopped.pid
      } : null,
      ...ended.error ? {
        error: ended.error
      } : {}
    };
  }
  const { session } = ended;
  return {
    end: session.cause === "peer-ended" ? "implementation-ended" : session.cause,
    selected: chosen.version,
    ...described,
    implementation: {
      code: session.peerCode,
      endedBy: session.endedBy,
      pid: ended.pid
    },
    ...session.outputError ? {
      error: session.outputError
    } : {},
    ...session.error ? {
      error: session.error
    } : {}
  };
}
/** The stdout guard's options for a connection, and its count of dropped lines. */ function stdoutGuardOf(stdoutGuard, onDivertedLine, observer, log, role) {
  const action = stdoutGuard ?? "pass";
  if (action === "pass") return null;
  const divert = onDivertedLine ?? ((text)=>divertToStderr(text, role));
  const state = {
    dropped: 0,
    options: {
      action,
      onNonJson (line) {
        // A CRLF line end is not part of the line, as in every other transcript event.
        const end = line.length > 0 && line[line.length - 1] === 0x0d ? line.length - 1 : line.length;
        const raw = lossy.decode(line.subarray(0, end));
        observer?.event("non_json", {
          from: "Agent",
          to: "Client",
          raw,
          action
        });
        if (action === "drop") state.dropped++;
        else divert(escapeControls(raw));
      },
      onUnjudged (limit) {
        log.warn(`a line of the agent's stdout is over ${limit} bytes; passed on unjudged`);
      }
    }
  };
  return state;
}
// A line that begins with a BOM keeps it: the text is the line as the agent wrote it.
const lossy = new TextDecoder("utf-8", {
  ignoreBOM: true
});
/**
 * The line as the contents of a JSON string, with every control character (C0, DEL, C1: an
 * ANSI escape, a bell, an 8-bit CSI), U+2028, U+2029 and a BOM written as `\u001b`: stderr
 * stays one readable line, safe for a terminal, and `JSON.parse('"' + text + '"')` gives the
 * line back.
 */ export function escapeControls(text) {
  // One pass of the engine's own escaping, then one regular expression: a long line of
  // control characters costs milliseconds, not seconds (the agent's next frames wait for it).
  return JSON.stringify(text).slice(1, -1).replace(UNSAFE_AFTER_JSON, (c)=>`\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
/**
 * What JSON.stringify leaves as it is but a terminal or a reader must not get raw: DEL and C1,
 * the line and paragraph separators, and the BOM (invisible, it would hide in the text).
 */ const UNSAFE_AFTER_JSON = /[\u007f-\u009f\u2028\u2029\ufeff]/g;
/** Most diverted lines waiting for stderr at once; more are dropped and counted. */ export const MAX_DIVERTED_LINES = 4096;
/**
 * Most bytes of diverted lines waiting for stderr at once (beyond one line, which may be as
 * long as a frame); more are dropped and counted.
 */ export const MAX_DIVERTED_BYTES = 16 * 1024 * 1024;
/** Where diverted lines go by default: stderr, queued, in order, flushed at the end. */ const divertedToStderr = queuedLogger({
  level: "warn",
  format: "text",
  maxPending: MAX_DIVERTED_LINES,
  maxPendingBytes: MAX_DIVERTED_BYTES,
  maxMessageChars: Infinity,
  what: "diverted stdout lines"
});
function divertToStderr(text, role) {
  divertedToStderr.warn(`${role} stdout (not JSON): ${text}`);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3JvdXRpbmcvc2VsZWN0aW9uX2hhbmRzaGFrZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBoYW5kc2hha2UgdGhlIGFnZW50IGFuZCBwcm94eSByb3V0ZXJzIHNoYXJlOiBlYWNoIGZyYW1lIGJlZm9yZSBzZWxlY3Rpb24gZ29lc1xuICogdGhyb3VnaCB7QGxpbmtjb2RlIGRlY2lkZUZpcnN0RnJhbWV9OyBza2lwcyBhcmUgbG9nZ2VkLCByZWplY3Rpb25zIGFuc3dlcmVkLCBhbmQgYVxuICogc2VsZWN0aW9uIG9wZW5zIHRoYXQgdmVyc2lvbidzIGltcGxlbWVudGF0aW9uIHdpdGggdGhlIChwb3NzaWJseSByZXdyaXR0ZW4pIGZyYW1lLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBjbGllbnRTdHJlYW1zIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9jb25uX3N0cmVhbXMudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29ubmVjdGlvbkZhY3RvcnksIER1cGxleFN0cmVhbSB9IGZyb20gXCIuLi90cmFuc3BvcnQvZHVwbGV4LnRzXCI7XG5pbXBvcnQgeyB0eXBlIEhhbmRzaGFrZSwgc2VydmVIYW5kc2hha2VTZXNzaW9uIH0gZnJvbSBcIi4uL3Nlc3Npb24vaGFuZHNoYWtlX3Nlc3Npb24udHNcIjtcbmltcG9ydCB0eXBlIHsgUm91dGVPdXRjb21lLCBTZXJ2ZU9wdGlvbnMgfSBmcm9tIFwiLi9yb3V0ZV9vdXRjb21lLnRzXCI7XG5pbXBvcnQgeyBjaGVja0ZhY3RvcmllcywgcmVhZENhbGxPcHRpb25zLCBSb3V0ZXJDb25maWdFcnJvciB9IGZyb20gXCIuL3JvdXRlcl9jb25maWdfZXJyb3IudHNcIjtcbmltcG9ydCB7IGd1YXJkZWRMb2dnZXIgfSBmcm9tIFwiLi4vbG9nL2d1YXJkZWRfbG9nZ2VyLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFNlc3Npb25PYnNlcnZlciB9IGZyb20gXCIuLi9vYnNlcnZhdGlvbi9zZXNzaW9uX29ic2VydmVyLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEd1YXJkT3B0aW9ucyB9IGZyb20gXCIuLi9vYnNlcnZhdGlvbi9zdGRvdXRfZ3VhcmQudHNcIjtcbmltcG9ydCB0eXBlICogYXMgVHJhY2VDb250ZXh0IGZyb20gXCIuLi9zY2hlbWEvdHJhY2VfY29udGV4dC50c1wiO1xuaW1wb3J0IHsgZGVjaWRlRmlyc3RGcmFtZSwgdHlwZSBTZWxlY3Rpb25Qb2xpY3kgfSBmcm9tIFwiLi4vc2NoZW1hL2ZpcnN0X2ZyYW1lLnRzXCI7XG5pbXBvcnQgeyBFcnJvckNvZGUsIGZpcnN0RnJhbWVUb29MYXJnZSwgUHJvdG9jb2xFcnJvciB9IGZyb20gXCIuLi9zY2hlbWEvcHJvdG9jb2xfZXJyb3IudHNcIjtcbmltcG9ydCB7IGVycm9yRnJhbWUgfSBmcm9tIFwiLi4vanNvbnJwYy93cml0ZXIudHNcIjtcbmltcG9ydCB7IHZpZXdNZXNzYWdlIH0gZnJvbSBcIi4uL2pzb25ycGMvbWVzc2FnZS50c1wiO1xuaW1wb3J0IHsgYmF0Y2hSZXBsaWVzIH0gZnJvbSBcIi4uL3NjaGVtYS9iYXRjaF9yZXBsaWVzLnRzXCI7XG5pbXBvcnQge1xuICBERUZBVUxUX01BWF9GUkFNRV9CWVRFUyxcbiAgUFJPVE9DT0xfVjEsXG4gIFBST1RPQ09MX1YyLFxuICB0eXBlIFByb3RvY29sVmVyc2lvbixcbn0gZnJvbSBcIi4uL3NjaGVtYS92ZXJzaW9ucy50c1wiO1xuaW1wb3J0IHsgdHlwZSBMb2dnZXIsIHF1ZXVlZExvZ2dlciwgc2lsZW50TG9nZ2VyIH0gZnJvbSBcIi4uL2xvZy9sb2dnZXIudHNcIjtcbmltcG9ydCB7IHNldHRsZXNXaXRoaW4gfSBmcm9tIFwiLi4vYXN5bmMvc2V0dGxlc193aXRoaW4udHNcIjtcbmltcG9ydCB7IERFRkFVTFRfR1JBQ0VfTVMgfSBmcm9tIFwiLi4vc2Vzc2lvbi9saWZlY3ljbGUudHNcIjtcblxuLyoqIEhvdyBsb25nIGEgc2Vzc2lvbidzIGVuZCB3YWl0cyBmb3IgaXRzIGRpdmVydGVkIGxpbmVzIHRvIHJlYWNoIHN0ZGVyci4gKi9cbmNvbnN0IERJVkVSVF9GTFVTSF9NUyA9IDFfMDAwO1xuXG4vKiogVGhlIGltcGxlbWVudGF0aW9ucyBhIHJvdXRlciBtYXkgc2VsZWN0LCBieSB2ZXJzaW9uLiAqL1xuZXhwb3J0IGludGVyZmFjZSBWZXJzaW9uRmFjdG9yaWVzIHtcbiAgLyoqIE9wZW5zIHRoZSB2MSBpbXBsZW1lbnRhdGlvbi4gKi9cbiAgdjE/OiBDb25uZWN0aW9uRmFjdG9yeTtcbiAgLyoqIE9wZW5zIHRoZSB2MiBpbXBsZW1lbnRhdGlvbi4gKi9cbiAgdjI/OiBDb25uZWN0aW9uRmFjdG9yeTtcbn1cblxuLyoqXG4gKiBUaGUgdmVyc2lvbnMgdGhhdCBoYXZlIGFuIGltcGxlbWVudGF0aW9uLlxuICpcbiAqIEBwYXJhbSBmYWN0b3JpZXMgVGhlIGNvbmZpZ3VyZWQgZmFjdG9yaWVzLlxuICogQHBhcmFtIHJvbGUgTmFtZXMgdGhlIHJvdXRlciBpbiB0aGUgZXJyb3IgbWVzc2FnZS5cbiAqIEByZXR1cm5zIFRoZSBjb25maWd1cmVkIHZlcnNpb25zLCBhc2NlbmRpbmcuXG4gKiBAdGhyb3dzIHtSb3V0ZXJDb25maWdFcnJvcn0gV2hlbiB0aGVyZSBhcmUgbm9uZSwgb3Igb25lIGlzIG5vdCBhIGZ1bmN0aW9uLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY29uZmlndXJlZFZlcnNpb25zKGZhY3RvcmllczogVmVyc2lvbkZhY3Rvcmllcywgcm9sZTogc3RyaW5nKTogUHJvdG9jb2xWZXJzaW9uW10ge1xuICBjaGVja0ZhY3RvcmllcyhmYWN0b3JpZXMsIFtcInYxXCIsIFwidjJcIl0sIGAke3JvbGV9IHJvdXRlcmApO1xuICBjb25zdCBjb25maWd1cmVkOiBQcm90b2NvbFZlcnNpb25bXSA9IFtdO1xuICBpZiAoZmFjdG9yaWVzLnYxKSBjb25maWd1cmVkLnB1c2goUFJPVE9DT0xfVjEpO1xuICBpZiAoZmFjdG9yaWVzLnYyKSBjb25maWd1cmVkLnB1c2goUFJPVE9DT0xfVjIpO1xuICBpZiAoY29uZmlndXJlZC5sZW5ndGggPT09IDApIHtcbiAgICB0aHJvdyBuZXcgUm91dGVyQ29uZmlnRXJyb3IoYHRoZSAke3JvbGV9IHJvdXRlciBuZWVkcyBhIHYxIG9yIGEgdjIgaW1wbGVtZW50YXRpb25gKTtcbiAgfVxuICByZXR1cm4gY29uZmlndXJlZDtcbn1cblxuLyoqIFdoYXQgdGhlIGhhbmRzaGFrZSBsZWFybmVkIGFib3V0IHRoZSBzZWxlY3Rpb24uICovXG5pbnRlcmZhY2UgU2VsZWN0aW9uIHtcbiAgdmVyc2lvbjogUHJvdG9jb2xWZXJzaW9uO1xuICByZXF1ZXN0ZWQ6IG51bWJlcjtcbiAgcmV3cml0dGVuOiBib29sZWFuO1xuICB0cmFjZXBhcmVudDogc3RyaW5nIHwgbnVsbDtcbn1cblxuLyoqXG4gKiBCdWlsZHMgdGhlIGhhbmRzaGFrZSBmb3IgYSBzZWxlY3Rpb24gcG9saWN5LlxuICpcbiAqIEBwYXJhbSBwb2xpY3kgTWV0aG9kLCBjb25maWd1cmVkIHZlcnNpb25zIGFuZCBzZWxlY3Rpb24gbW9kZS5cbiAqIEBwYXJhbSBmYWN0b3JpZXMgVGhlIGltcGxlbWVudGF0aW9ucy5cbiAqIEBwYXJhbSBsb2cgV2hlcmUgc2tpcHMsIHJlamVjdGlvbnMgYW5kIHRoZSBzZWxlY3Rpb24gYXJlIHJlcG9ydGVkLlxuICogQHBhcmFtIHJvbGUgYGFnZW50YCBvciBgcHJveHlgLCBmb3IgbWVzc2FnZXMuXG4gKiBAcGFyYW0gb25TZWxlY3QgVG9sZCB3aGF0IHdhcyBzZWxlY3RlZCwgYmVmb3JlIHRoZSBpbXBsZW1lbnRhdGlvbiBpcyBvcGVuZWQuXG4gKiBAcmV0dXJucyBUaGUgaGFuZHNoYWtlIHRvIHBhc3MgdG8gYHNlcnZlSGFuZHNoYWtlU2Vzc2lvbmAuXG4gKi9cbmZ1bmN0aW9uIHNlbGVjdGlvbkhhbmRzaGFrZShcbiAgcG9saWN5OiBTZWxlY3Rpb25Qb2xpY3ksXG4gIGZhY3RvcmllczogVmVyc2lvbkZhY3RvcmllcyxcbiAgbG9nOiBMb2dnZXIsXG4gIHJvbGU6IFwiYWdlbnRcIiB8IFwicHJveHlcIixcbiAgdHJhY2VDb250ZXh0OiB0eXBlb2YgVHJhY2VDb250ZXh0IHwgbnVsbCxcbiAgb25TZWxlY3Q6IChzZWxlY3Rpb246IFNlbGVjdGlvbikgPT4gdm9pZCxcbik6IEhhbmRzaGFrZSB7XG4gIGNvbnN0IGVuY29kZXIgPSBuZXcgVGV4dEVuY29kZXIoKTtcbiAgY29uc3QgZGVjb2RlciA9IG5ldyBUZXh0RGVjb2RlcigpO1xuICByZXR1cm4ge1xuICAgIG9uRnJhbWUoZnJhbWUpIHtcbiAgICAgIGNvbnN0IGRlY2lzaW9uID0gZGVjaWRlRmlyc3RGcmFtZShmcmFtZSwgcG9saWN5KTtcbiAgICAgIGlmIChkZWNpc2lvbi5raW5kID09PSBcInNraXBcIikge1xuICAgICAgICAoZGVjaXNpb24ud2FybiA/IGxvZy53YXJuIDogbG9nLmRlYnVnKShcbiAgICAgICAgICBgaWdub3JlZCBhIGZyYW1lIGJlZm9yZSAke3BvbGljeS5tZXRob2R9OiAke2RlY2lzaW9uLnJlYXNvbn1gLFxuICAgICAgICApO1xuICAgICAgICByZXR1cm4geyBraW5kOiBcImNvbnRpbnVlXCIgfTtcbiAgICAgIH1cbiAgICAgIGlmIChkZWNpc2lvbi5raW5kID09PSBcInJlamVjdFwiKSB7XG4gICAgICAgIGNvbnN0IGRlZmVjdCA9IGRlY2lzaW9uLmVycm9yLmNhdXNlO1xuICAgICAgICBpZiAoZGVmZWN0ID09PSB1bmRlZmluZWQpIHtcbiAgICAgICAgICAvLyBUaGUgcmVhc29uIHRvbywgd2hlcmUgdGhlIGFuc3dlciBjYXJyaWVzIG9uZSBhcyBpdHMgZGF0YSAoXCJJbnZhbGlkIFJlcXVlc3RcIiBhbG9uZVxuICAgICAgICAgIC8vIGRvZXMgbm90IHNheSB3aGF0IHRvIGNoYW5nZSkuXG4gICAgICAgICAgY29uc3QgeyBtZXNzYWdlLCBkYXRhIH0gPSBkZWNpc2lvbi5lcnJvcjtcbiAgICAgICAgICBjb25zdCB3aHkgPSB0eXBlb2YgZGF0YSA9PT0gXCJzdHJpbmdcIiA/IGAgKCR7ZGF0YX0pYCA6IFwiXCI7XG4gICAgICAgICAgbG9nLmluZm8oYHJlamVjdGVkIGEgZnJhbWUgYmVmb3JlICR7cG9saWN5Lm1ldGhvZH06ICR7bWVzc2FnZX0ke3doeX1gKTtcbiAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICAvLyBBbnN3ZXJlZCAoLTMyNjAzKSBsaWtlIGFueSBiYWQgZnJhbWUsIGJ1dCBhIGJ1ZyBvZiBvdXJzOiBzYWlkIHdpdGggaXRzIHN0YWNrLlxuICAgICAgICAgIGNvbnN0IHN0YWNrID0gZGVmZWN0IGluc3RhbmNlb2YgRXJyb3IgPyBkZWZlY3Quc3RhY2sgOiBTdHJpbmcoZGVmZWN0KTtcbiAgICAgICAgICBsb2cuZXJyb3IoYHVuZXhwZWN0ZWQgZmFpbHVyZSBqdWRnaW5nIGEgZnJhbWUgYmVmb3JlICR7cG9saWN5Lm1ldGhvZH06ICR7c3RhY2t9YCk7XG4gICAgICAgIH1cbiAgICAgICAgcmV0dXJuIHsga2luZDogXCJjb250aW51ZVwiLCByZXBseTogZGVjaXNpb24ucmVwbHkgPz8gdW5kZWZpbmVkIH07XG4gICAgICB9XG4gICAgICBjb25zdCB7IHZlcnNpb24sIHJlcXVlc3RlZCwgcmV3cml0dGVuLCByYXdJZCB9ID0gZGVjaXNpb247XG4gICAgICBsb2cuaW5mbyhcbiAgICAgICAgYHNlbGVjdGVkIEFDUCB2JHt2ZXJzaW9ufSAke3JvbGV9IGZvciByZXF1ZXN0ZWQgdmVyc2lvbiAke3JlcXVlc3RlZH1gICtcbiAgICAgICAgICAocmV3cml0dGVuID09PSBudWxsID8gXCJcIiA6IGAgKCR7cG9saWN5Lm1ldGhvZH0gcmV3cml0dGVuKWApLFxuICAgICAgKTtcbiAgICAgIGxldCBmb3J3YXJkZWQgPSByZXdyaXR0ZW47XG4gICAgICBsZXQgZW52OiB7IHNldDogUmVjb3JkPHN0cmluZywgc3RyaW5nPjsgdW5zZXQ6IHN0cmluZ1tdIH0gfCB1bmRlZmluZWQ7XG4gICAgICBsZXQgdHJhY2VwYXJlbnQ6IHN0cmluZyB8IG51bGwgPSBudWxsO1xuICAgICAgaWYgKHRyYWNlQ29udGV4dCkge1xuICAgICAgICBjb25zdCB0cmFjZWQgPSB0cmFjZUNvbnRleHQud2l0aFRyYWNlcGFyZW50KFxuICAgICAgICAgIGZvcndhcmRlZCA/PyBkZWNvZGVyLmRlY29kZShmcmFtZSksXG4gICAgICAgICAgcG9saWN5Lm1ldGhvZCxcbiAgICAgICAgICB0cmFjZUNvbnRleHQuZnJlc2hUcmFjZXBhcmVudCgpLFxuICAgICAgICApO1xuICAgICAgICBpZiAodHJhY2VkLmNvbnRleHQuaW5zZXJ0ZWQpIGZvcndhcmRlZCA9IHRyYWNlZC50ZXh0O1xuICAgICAgICB0cmFjZXBhcmVudCA9IHRyYWNlZC5jb250ZXh0LnRyYWNlcGFyZW50O1xuICAgICAgICAvLyBUaGUgYWdlbnQncyB0cmFjZSBpcyB0aGUgaW5pdGlhbGl6ZSdzOiBuZXZlciBvbmUgdGhpcyBwcm9jZXNzIGluaGVyaXRlZC5cbiAgICAgICAgY29uc3QgdHJhY2VzdGF0ZSA9IHRyYWNlcGFyZW50ID09PSBudWxsID8gbnVsbCA6IHRyYWNlZC5jb250ZXh0LnRyYWNlc3RhdGU7XG4gICAgICAgIGVudiA9IHsgc2V0OiB7fSwgdW5zZXQ6IFtdIH07XG4gICAgICAgIGlmICh0cmFjZXBhcmVudCA9PT0gbnVsbCkgZW52LnVuc2V0LnB1c2goXCJUUkFDRVBBUkVOVFwiKTtcbiAgICAgICAgZWxzZSBlbnYuc2V0LlRSQUNFUEFSRU5UID0gdHJhY2VwYXJlbnQ7XG4gICAgICAgIGlmICh0cmFjZXN0YXRlID09PSBudWxsKSBlbnYudW5zZXQucHVzaChcIlRSQUNFU1RBVEVcIik7XG4gICAgICAgIGVsc2UgZW52LnNldC5UUkFDRVNUQVRFID0gdHJhY2VzdGF0ZTtcbiAgICAgICAgbG9nLmRlYnVnKFxuICAgICAgICAgIHRyYWNlcGFyZW50ID09PSBudWxsXG4gICAgICAgICAgICA/IGB0aGUgJHtwb2xpY3kubWV0aG9kfSBjYXJyaWVzIGEgdHJhY2VwYXJlbnQgdGhhdCBpcyBub3QgdmFsaWQ7IGxlZnQgYXMgaXQgaXNgXG4gICAgICAgICAgICA6IGB0cmFjZXBhcmVudCAke3RyYWNlcGFyZW50fSAoJHt0cmFjZWQuY29udGV4dC5pbnNlcnRlZCA/IFwiYWRkZWRcIiA6IFwidGhlIGNsaWVudCdzXCJ9KWAsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgICBvblNlbGVjdCh7IHZlcnNpb24sIHJlcXVlc3RlZCwgcmV3cml0dGVuOiBmb3J3YXJkZWQgIT09IG51bGwsIHRyYWNlcGFyZW50IH0pO1xuICAgICAgcmV0dXJuIHtcbiAgICAgICAga2luZDogXCJzdGFydFwiLFxuICAgICAgICBmaXJzdDogZm9yd2FyZGVkID09PSBudWxsID8gZnJhbWUgOiBlbmNvZGVyLmVuY29kZShmb3J3YXJkZWQpLFxuICAgICAgICBvcGVuOiB2ZXJzaW9uID09PSBQUk9UT0NPTF9WMiA/IGZhY3Rvcmllcy52MiEgOiBmYWN0b3JpZXMudjEhLFxuICAgICAgICBlbnYsXG4gICAgICAgIG9uT3BlbkVycm9yKGUpIHtcbiAgICAgICAgICBjb25zdCByZWFzb24gPSBlIGluc3RhbmNlb2YgRXJyb3IgPyBlLm1lc3NhZ2UgOiBTdHJpbmcoZSk7XG4gICAgICAgICAgLy8gV2hhdCB0aGUgaW1wbGVtZW50YXRpb24gc2FpZCBhYm91dCBpdCAoYSByZW1vdGUgYWdlbnQncyBIVFRQIHN0YXR1cyBhbmQgYm9keSkuXG4gICAgICAgICAgY29uc3QgZGF0YSA9IChlIGFzIHsgZGF0YT86IHVua25vd24gfSB8IG51bGwpPy5kYXRhO1xuICAgICAgICAgIGNvbnN0IGVycm9yID0gbmV3IFByb3RvY29sRXJyb3IoXG4gICAgICAgICAgICBFcnJvckNvZGUuSW50ZXJuYWxFcnJvcixcbiAgICAgICAgICAgIGBmYWlsZWQgdG8gc3RhcnQgQUNQIHYke3ZlcnNpb259ICR7cm9sZX06ICR7cmVhc29ufWAsXG4gICAgICAgICAgICBkYXRhLFxuICAgICAgICAgICk7XG4gICAgICAgICAgbG9nLmVycm9yKGVycm9yLm1lc3NhZ2UpO1xuICAgICAgICAgIC8vIEEgYmF0Y2ggaXMgYW5zd2VyZWQgd2l0aCBhbiBhcnJheSAoYXMgSlNPTi1SUEMgYW5zd2VycyBvbmUsIGFuZCBydWxlIDIuMTQgZG9lcyk6XG4gICAgICAgICAgLy8gZXZlcnkgcmVxdWVzdCBpbiBpdCBnZXRzIHRoZSBlcnJvciwgZWFjaCB1bmRlciBpdHMgb3duIGlkLCBub25lIGlzIGxlZnQgd2FpdGluZy5cbiAgICAgICAgICBjb25zdCB2aWV3ID0gdmlld01lc3NhZ2UoZnJhbWUpO1xuICAgICAgICAgIGlmICh2aWV3LmtpbmQgPT09IFwiYmF0Y2hcIikgcmV0dXJuIGJhdGNoUmVwbGllcyh2aWV3LCBlcnJvcikgPz8gZXJyb3IudG9SZXNwb25zZShyYXdJZCk7XG4gICAgICAgICAgLy8gSXRzIGV4YWN0IHRleHQgd2hlcmUgaXQgaGFzIG9uZTogYSBwYXJzZWQgYm9keSBsb3NlcyBhIDIwLWRpZ2l0IGlkJ3MgZGlnaXRzLlxuICAgICAgICAgIGNvbnN0IGRhdGFUZXh0ID0gKGUgYXMgeyBkYXRhVGV4dD86IHVua25vd24gfSB8IG51bGwpPy5kYXRhVGV4dDtcbiAgICAgICAgICByZXR1cm4gdHlwZW9mIGRhdGFUZXh0ID09PSBcInN0cmluZ1wiXG4gICAgICAgICAgICA/IGVycm9yRnJhbWUocmF3SWQsIGVycm9yLmNvZGUsIGVycm9yLm1lc3NhZ2UsIGRhdGFUZXh0KVxuICAgICAgICAgICAgOiBlcnJvci50b1Jlc3BvbnNlKHJhd0lkKTtcbiAgICAgICAgfSxcbiAgICAgIH07XG4gICAgfSxcbiAgICBvbk92ZXJzaXplKGxpbWl0KSB7XG4gICAgICBjb25zdCBlcnJvciA9IGZpcnN0RnJhbWVUb29MYXJnZShsaW1pdCk7XG4gICAgICBsb2cuZXJyb3IoZXJyb3IubWVzc2FnZSk7XG4gICAgICByZXR1cm4gZXJyb3IudG9SZXNwb25zZShudWxsKTtcbiAgICB9LFxuICB9O1xufVxuXG4vKiogT3B0aW9ucyBzaGFyZWQgYnkgdGhlIHJvdXRlcnMgdGhhdCBzZWxlY3QgYW4gaW1wbGVtZW50YXRpb24gZnJvbSB0aGUgZmlyc3QgZnJhbWUuICovXG5leHBvcnQgaW50ZXJmYWNlIFNlbGVjdGluZ1JvdXRlck9wdGlvbnMgZXh0ZW5kcyBWZXJzaW9uRmFjdG9yaWVzIHtcbiAgLyoqXG4gICAqIExhcmdlc3QgZnJhbWUgYWNjZXB0ZWQgYmVmb3JlIHNlbGVjdGlvbiwgaW4gYnl0ZXMuXG4gICAqIEBkZWZhdWx0IDgzODg2MDhcbiAgICovXG4gIG1heEZyYW1lQnl0ZXM/OiBudW1iZXI7XG4gIC8qKlxuICAgKiBUaW1lIHRoZSBpbXBsZW1lbnRhdGlvbiBoYXMgdG8gZXhpdCBhZnRlciBpdHMgaW5wdXQgY2xvc2VzLCBhbmQgYWZ0ZXIgYSBzdG9wIGJlZm9yZVxuICAgKiBTSUdLSUxMLCBpbiBtaWxsaXNlY29uZHMuXG4gICAqIEBkZWZhdWx0IDIwMDBcbiAgICovXG4gIGdyYWNlTXM/OiBudW1iZXI7XG4gIC8qKlxuICAgKiBNb3ZlIGJ5dGVzIG9uIHRoZSBrZXJuZWwgcGF0aHMgd2hlcmUgdGhleSBjYW5ub3QgY2hhbmdlIGJlaGF2aW91ciAoTGludXgsIHRoZSBjbGllbnQgb25cbiAgICogdGhpcyBwcm9jZXNzJ3Mgc3RkaW4gYW5kIHN0ZG91dCBhcyBgc3RkaW8oKWAgZ2l2ZXMgdGhlbSwgYSBgY29tbWFuZCgpYCBpbXBsZW1lbnRhdGlvbixcbiAgICogcGlwZXM7IHNlZSBSRUFETUUgXCJIb3cgYnl0ZXMgbW92ZVwiKS4gQWZ0ZXIgdGhlIHN0ZG91dCBoYW5kb3ZlciB0aGlzIHByb2Nlc3MncyBvd24gc3Rkb3V0XG4gICAqIHdyaXRlcyBnbyB0byBgL2Rldi9udWxsYCwgc28gb25seSBhc2sgZm9yIGl0IHdoZW4gc3Rkb3V0IGJlbG9uZ3MgdG8gdGhlIGNsaWVudC5cbiAgICogQGRlZmF1bHQgZmFsc2VcbiAgICovXG4gIGtlcm5lbFBhdGhzPzogYm9vbGVhbjtcbiAgLyoqXG4gICAqIFdoZXJlIHRvIHJlcG9ydCB3aGF0IGhhcHBlbnMuXG4gICAqIEBkZWZhdWx0IHNpbGVudExvZ2dlclxuICAgKi9cbiAgbG9nZ2VyPzogTG9nZ2VyO1xuICAvKipcbiAgICogV2hhdCB0byBkbyB3aXRoIGxpbmVzIG9uIHRoZSBpbXBsZW1lbnRhdGlvbidzIHN0ZG91dCB0aGF0IGFyZSBub3QgSlNPTiBvYmplY3RzIG9yXG4gICAqIGFycmF5czogYHBhc3NgIHRoZW0gKGJ5dGUtZXhhY3QpLCBgZGl2ZXJ0YCB0aGVtIHRvIGBvbkRpdmVydGVkTGluZWAsIG9yIGBkcm9wYCB0aGVtICh0aGV5XG4gICAqIGFyZSBjb3VudGVkKS4gSlNPTiBsaW5lcyBhbHdheXMgcGFzcyB1bmNoYW5nZWQuXG4gICAqIEBkZWZhdWx0IFwicGFzc1wiXG4gICAqL1xuICBzdGRvdXRHdWFyZD86IFwicGFzc1wiIHwgXCJkaXZlcnRcIiB8IFwiZHJvcFwiO1xuICAvKipcbiAgICogV2hlcmUgYSBkaXZlcnRlZCBsaW5lIGdvZXMgKGl0cyB0ZXh0LCBjb250cm9sIGNoYXJhY3RlcnMgZXNjYXBlZCkuXG4gICAqIEBkZWZhdWx0IHdyaXRlcyBgYWNwLXByb3h5OiB3YXJuOiBhZ2VudCBzdGRvdXQgKG5vdCBKU09OKTogVEVYVGAgKGBwcm94eSBzdGRvdXRgIGZvciBhXG4gICAqICAgcHJveHkgcm91dGVyKSB0byBzdGRlcnIsIGluIG9yZGVyLFxuICAgKiAgIGZsdXNoZWQgYmVmb3JlIGBzZXJ2ZWAgcmVzb2x2ZXNcbiAgICovXG4gIG9uRGl2ZXJ0ZWRMaW5lPzogKHRleHQ6IHN0cmluZykgPT4gdm9pZDtcbiAgLyoqXG4gICAqIEFkZCBhIGZyZXNoIFczQyBgdHJhY2VwYXJlbnRgIHRvIHRoZSBmaXJzdCByZXF1ZXN0J3MgYHBhcmFtcy5fbWV0YWAgd2hlbiBpdCBoYXMgbm9uZSwgYW5kXG4gICAqIGdpdmUgdGhlIGltcGxlbWVudGF0aW9uIGBUUkFDRVBBUkVOVGAgKGFuZCBgVFJBQ0VTVEFURWApIGluIGl0cyBlbnZpcm9ubWVudC5cbiAgICogQGRlZmF1bHQgZmFsc2VcbiAgICovXG4gIHRyYWNlQ29udGV4dD86IGJvb2xlYW47XG59XG5cbi8qKiBFdmVyeSBvcHRpb24gb2Yge0BsaW5rY29kZSBTZWxlY3RpbmdSb3V0ZXJPcHRpb25zfSwgYnkgbmFtZSAodGhlIHR5cGUga2VlcHMgaXQgY29tcGxldGUpLiAqL1xuZXhwb3J0IGNvbnN0IFNFTEVDVElOR19ST1VURVJfT1BUSU9OUzogcmVhZG9ubHkgc3RyaW5nW10gPSBPYmplY3Qua2V5cyhcbiAge1xuICAgIHYxOiB0cnVlLFxuICAgIHYyOiB0cnVlLFxuICAgIG1heEZyYW1lQnl0ZXM6IHRydWUsXG4gICAgZ3JhY2VNczogdHJ1ZSxcbiAgICBrZXJuZWxQYXRoczogdHJ1ZSxcbiAgICBsb2dnZXI6IHRydWUsXG4gICAgc3Rkb3V0R3VhcmQ6IHRydWUsXG4gICAgb25EaXZlcnRlZExpbmU6IHRydWUsXG4gICAgdHJhY2VDb250ZXh0OiB0cnVlLFxuICB9IHNhdGlzZmllcyBSZWNvcmQ8a2V5b2YgU2VsZWN0aW5nUm91dGVyT3B0aW9ucywgdHJ1ZT4sXG4pO1xuXG4vKipcbiAqIFNlcnZlcyBvbmUgY29ubmVjdGlvbjogZnJhbWVzIGdvIHRocm91Z2ggdGhlIHNlbGVjdGlvbiBoYW5kc2hha2UgdW50aWwgb25lIHNlbGVjdHMsXG4gKiB0aGVuIHRoZSBzZWxlY3RlZCBpbXBsZW1lbnRhdGlvbiBpcyBzdGFydGVkIGFuZCB0aGUgc2Vzc2lvbiBydW5zIHRvIGl0cyBlbmQuXG4gKlxuICogQHBhcmFtIGNsaWVudCBUaGUgY2xpZW50J3MgYnl0ZSBzdHJlYW1zLlxuICogQHBhcmFtIHBvbGljeSBNZXRob2QsIGNvbmZpZ3VyZWQgdmVyc2lvbnMgYW5kIHNlbGVjdGlvbiBtb2RlLlxuICogQHBhcmFtIG9wdGlvbnMgSW1wbGVtZW50YXRpb25zLCBsaW1pdHMgYW5kIGxvZ2dlci5cbiAqIEBwYXJhbSByb2xlIGBhZ2VudGAgb3IgYHByb3h5YCwgZm9yIG1lc3NhZ2VzLlxuICogQHBhcmFtIGdpdmVuIFRoZSBjb25uZWN0aW9uJ3Mgc3RvcCBzaWduYWwsIG9ic2VydmVyIGFuZCBsb2dnZXIgKHJlYWQgb25jZSwgY2hlY2tlZCkuXG4gKiBAcmV0dXJucyBIb3cgdGhlIGNvbm5lY3Rpb24gZW5kZWQuIE5ldmVyIHJlamVjdHMuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBzZXJ2ZVNlbGVjdGlvbihcbiAgY2xpZW50OiBEdXBsZXhTdHJlYW0sXG4gIHBvbGljeTogU2VsZWN0aW9uUG9saWN5LFxuICBvcHRpb25zOiBTZWxlY3RpbmdSb3V0ZXJPcHRpb25zLFxuICByb2xlOiBcImFnZW50XCIgfCBcInByb3h5XCIsXG4gIGdpdmVuOiBTZXJ2ZU9wdGlvbnMsXG4pOiBQcm9taXNlPFJvdXRlT3V0Y29tZT4ge1xuICBjb25zdCB7IG93bjogc2VydmUsIG1pc3Rha2UgfSA9IHJlYWRDYWxsT3B0aW9ucyhcbiAgICBnaXZlbixcbiAgICBbXCJzaWduYWxcIiwgXCJvYnNlcnZlclwiLCBcImxvZ2dlclwiLCBcIm9uRGl2ZXJ0ZWRMaW5lXCJdLFxuICAgIFwic2VydmVcIixcbiAgKTtcbiAgY29uc3QgeyBzaWduYWwsIG9ic2VydmVyIH0gPSBzZXJ2ZTtcbiAgY29uc3QgbG9nID0gZ3VhcmRlZExvZ2dlcihzZXJ2ZS5sb2dnZXIgPz8gb3B0aW9ucy5sb2dnZXIgPz8gc2lsZW50TG9nZ2VyKTtcbiAgLy8gQSBEZW5vLkNvbm4ncyBvd24gcmVhZGFibGUgd291bGQgY2xvc2UgaXQgYXQgdGhlIGNsaWVudCdzIGhhbGYtY2xvc2UsIGFuc3dlcnMgdW5zZW50LlxuICBjb25zdCBzZXJ2ZWQgPSBjbGllbnRTdHJlYW1zKGNsaWVudCk7XG4gIGlmIChtaXN0YWtlICE9PSB1bmRlZmluZWQpIHtcbiAgICAvLyBOb3RoaW5nIGlzIHJlYWQgb3Igc3RhcnRlZDogdGhlIGNhbGxlcidzIG1pc3Rha2UgaXMgaXRzIG91dGNvbWUsIGFzIHRoZSBjaGFpbidzIGlzOyBhXG4gICAgLy8gRGVuby5Db25uIGlzIGNsb3NlZCBhbGwgdGhlIHNhbWUgKGl0cyBjbGllbnQgcmVhZHMgYW4gZW5kIG9mIGZpbGUpLlxuICAgIGNvbnN0IGVycm9yID0gbmV3IFJvdXRlckNvbmZpZ0Vycm9yKG1pc3Rha2UpO1xuICAgIGxvZy5lcnJvcihlcnJvci5tZXNzYWdlKTtcbiAgICBhd2FpdCBzZXJ2ZWQuZmluaXNoKG9wdGlvbnMuZ3JhY2VNcyA/PyBERUZBVUxUX0dSQUNFX01TLCBsb2cpO1xuICAgIHJldHVybiB7XG4gICAgICBlbmQ6IFwiZmFpbGVkXCIsXG4gICAgICBzZWxlY3RlZDogbnVsbCxcbiAgICAgIHJlcXVlc3RlZDogbnVsbCxcbiAgICAgIHJld3JpdHRlbjogZmFsc2UsXG4gICAgICBpbXBsZW1lbnRhdGlvbjogbnVsbCxcbiAgICAgIGVycm9yLFxuICAgIH07XG4gIH1cbiAgY2xpZW50ID0gc2VydmVkLnN0cmVhbXM7XG4gIGxldCBzZWxlY3Rpb246IFNlbGVjdGlvbiB8IG51bGwgPSBudWxsO1xuICBjb25zdCBvblNlbGVjdCA9IChzOiBTZWxlY3Rpb24pID0+IHtcbiAgICBzZWxlY3Rpb24gPSBzO1xuICAgIG9ic2VydmVyPy5ldmVudChcInJvdXRlXCIsIHtcbiAgICAgIHJlcXVlc3RlZDogcy5yZXF1ZXN0ZWQsXG4gICAgICBzZWxlY3RlZDogcy52ZXJzaW9uLFxuICAgICAgcmV3cml0dGVuOiBzLnJld3JpdHRlbixcbiAgICAgIGNvbmZpZ3VyZWQ6IFsuLi5wb2xpY3kuY29uZmlndXJlZF0sXG4gICAgICAuLi4ocy50cmFjZXBhcmVudCA9PT0gbnVsbCA/IHt9IDogeyB0cmFjZXBhcmVudDogcy50cmFjZXBhcmVudCB9KSxcbiAgICB9KTtcbiAgfTtcbiAgY29uc3Qgb25EaXZlcnRlZExpbmUgPSBzZXJ2ZS5vbkRpdmVydGVkTGluZSA/PyBvcHRpb25zLm9uRGl2ZXJ0ZWRMaW5lO1xuICBjb25zdCBndWFyZCA9IHN0ZG91dEd1YXJkT2Yob3B0aW9ucy5zdGRvdXRHdWFyZCwgb25EaXZlcnRlZExpbmUsIG9ic2VydmVyLCBsb2csIHJvbGUpO1xuICAvLyBMb2FkZWQgb25seSB3aGVuIGFza2VkIGZvcjogdGhlIHN0ZGlvIHN0YXJ0LXVwIGRvZXMgbm90IHBheSBmb3IgaXQuXG4gIGNvbnN0IHRyYWNlQ29udGV4dCA9IG9wdGlvbnMudHJhY2VDb250ZXh0ID8gYXdhaXQgaW1wb3J0KFwiLi4vc2NoZW1hL3RyYWNlX2NvbnRleHQudHNcIikgOiBudWxsO1xuICBjb25zdCBoYW5kc2hha2U6IEhhbmRzaGFrZSA9IHtcbiAgICAuLi5zZWxlY3Rpb25IYW5kc2hha2UocG9saWN5LCBvcHRpb25zLCBsb2csIHJvbGUsIHRyYWNlQ29udGV4dCwgb25TZWxlY3QpLFxuICAgIG9uU3RhcnRlZChwaWQpIHtcbiAgICAgIGNvbnN0IHZlcnNpb24gPSAoc2VsZWN0aW9uIGFzIFNlbGVjdGlvbiB8IG51bGwpPy52ZXJzaW9uO1xuICAgICAgbG9nLmluZm8oYHN0YXJ0ZWQgdGhlIHYke3ZlcnNpb259ICR7cm9sZX0ke3BpZCA9PT0gbnVsbCA/IFwiXCIgOiBgIChwaWQgJHtwaWR9KWB9YCk7XG4gICAgfSxcbiAgfTtcbiAgY29uc3QgZW5kZWQgPSBhd2FpdCBzZXJ2ZUhhbmRzaGFrZVNlc3Npb24oY2xpZW50LCBoYW5kc2hha2UsIHtcbiAgICBtYXhGcmFtZUJ5dGVzOiBvcHRpb25zLm1heEZyYW1lQnl0ZXMgPz8gREVGQVVMVF9NQVhfRlJBTUVfQllURVMsXG4gICAgZ3JhY2VNczogb3B0aW9ucy5ncmFjZU1zLFxuICAgIGtlcm5lbFBhdGhzOiBvcHRpb25zLmtlcm5lbFBhdGhzLFxuICAgIHNpZ25hbCxcbiAgICBsb2dnZXI6IGxvZyxcbiAgICBvYnNlcnZlcixcbiAgICBndWFyZDogZ3VhcmQ/Lm9wdGlvbnMsXG4gICAgcGVlck5hbWU6IGB0aGUgJHtyb2xlfWAsXG4gIH0pO1xuICBpZiAoZ3VhcmQgJiYgZ3VhcmQuZHJvcHBlZCA+IDApIHtcbiAgICBsb2cud2FybihgZHJvcHBlZCAke2d1YXJkLmRyb3BwZWR9IG5vbi1KU09OIGxpbmVzIG9mIHRoZSAke3JvbGV9J3Mgc3Rkb3V0YCk7XG4gIH1cbiAgaWYgKGd1YXJkICYmIG9uRGl2ZXJ0ZWRMaW5lID09PSB1bmRlZmluZWQpIHtcbiAgICAvLyBUaGUgZGVmYXVsdCBkZXN0aW5hdGlvbiBpcyBhIHNoYXJlZCBxdWV1ZTsgYSBzdGRlcnIgbm9ib2R5IHJlYWRzIG11c3Qgbm90IGhvbGQgdGhlIGVuZC5cbiAgICBhd2FpdCBzZXR0bGVzV2l0aGluKGRpdmVydGVkVG9TdGRlcnIuZmx1c2g/LigpID8/IFByb21pc2UucmVzb2x2ZSgpLCBESVZFUlRfRkxVU0hfTVMpO1xuICB9XG4gIC8vIEEgY29ubmVjdGlvbiBjbG9zZXMgd2l0aCBub3RoaW5nIG9mIHRoZSBjbGllbnQncyB1bnJlYWQgKGEgcmVzZXQgd291bGQgbG9zZSB0aGUgZW5kKS5cbiAgYXdhaXQgc2VydmVkLmZpbmlzaChvcHRpb25zLmdyYWNlTXMgPz8gREVGQVVMVF9HUkFDRV9NUywgbG9nKTtcbiAgY29uc3QgY2hvc2VuID0gc2VsZWN0aW9uIGFzIFNlbGVjdGlvbiB8IG51bGw7XG4gIGNvbnN0IGRlc2NyaWJlZCA9IHtcbiAgICByZXF1ZXN0ZWQ6IGNob3Nlbj8ucmVxdWVzdGVkID8/IG51bGwsXG4gICAgcmV3cml0dGVuOiBjaG9zZW4/LnJld3JpdHRlbiA/PyBmYWxzZSxcbiAgfTtcbiAgaWYgKCFlbmRlZC5zdGFydGVkKSB7XG4gICAgLy8gQSBwcm9jZXNzIHN0b3BwZWQgd2hpbGUgaXRzIGJ5dGUgcGF0aCB3YXMgbWFkZSByZWFkeSBkaWQgc3RhcnQ6IGl0cyBlbmQgaXMgcmVwb3J0ZWQuXG4gICAgY29uc3Qgc3RvcHBlZCA9IGVuZGVkLnN0b3BwZWRQZWVyO1xuICAgIHJldHVybiB7XG4gICAgICBlbmQ6IGVuZGVkLmVuZCxcbiAgICAgIHNlbGVjdGVkOiBlbmRlZC5lbmQgPT09IFwic3RhcnQtZmFpbGVkXCIgfHwgc3RvcHBlZCA/IGNob3Nlbj8udmVyc2lvbiA/PyBudWxsIDogbnVsbCxcbiAgICAgIC4uLmRlc2NyaWJlZCxcbiAgICAgIGltcGxlbWVudGF0aW9uOiBzdG9wcGVkID8geyBjb2RlOiBzdG9wcGVkLmNvZGUsIGVuZGVkQnk6IFwicm91dGVyXCIsIHBpZDogc3RvcHBlZC5waWQgfSA6IG51bGwsXG4gICAgICAuLi4oZW5kZWQuZXJyb3IgPyB7IGVycm9yOiBlbmRlZC5lcnJvciB9IDoge30pLFxuICAgIH07XG4gIH1cbiAgY29uc3QgeyBzZXNzaW9uIH0gPSBlbmRlZDtcbiAgcmV0dXJuIHtcbiAgICBlbmQ6IHNlc3Npb24uY2F1c2UgPT09IFwicGVlci1lbmRlZFwiID8gXCJpbXBsZW1lbnRhdGlvbi1lbmRlZFwiIDogc2Vzc2lvbi5jYXVzZSxcbiAgICBzZWxlY3RlZDogY2hvc2VuIS52ZXJzaW9uLFxuICAgIC4uLmRlc2NyaWJlZCxcbiAgICBpbXBsZW1lbnRhdGlvbjogeyBjb2RlOiBzZXNzaW9uLnBlZXJDb2RlLCBlbmRlZEJ5OiBzZXNzaW9uLmVuZGVkQnksIHBpZDogZW5kZWQucGlkIH0sXG4gICAgLi4uKHNlc3Npb24ub3V0cHV0RXJyb3IgPyB7IGVycm9yOiBzZXNzaW9uLm91dHB1dEVycm9yIH0gOiB7fSksXG4gICAgLi4uKHNlc3Npb24uZXJyb3IgPyB7IGVycm9yOiBzZXNzaW9uLmVycm9yIH0gOiB7fSksXG4gIH07XG59XG5cbi8qKiBUaGUgc3Rkb3V0IGd1YXJkJ3Mgb3B0aW9ucyBmb3IgYSBjb25uZWN0aW9uLCBhbmQgaXRzIGNvdW50IG9mIGRyb3BwZWQgbGluZXMuICovXG5mdW5jdGlvbiBzdGRvdXRHdWFyZE9mKFxuICBzdGRvdXRHdWFyZDogU2VsZWN0aW5nUm91dGVyT3B0aW9uc1tcInN0ZG91dEd1YXJkXCJdLFxuICBvbkRpdmVydGVkTGluZTogKCh0ZXh0OiBzdHJpbmcpID0+IHZvaWQpIHwgdW5kZWZpbmVkLFxuICBvYnNlcnZlcjogU2Vzc2lvbk9ic2VydmVyIHwgdW5kZWZpbmVkLFxuICBsb2c6IExvZ2dlcixcbiAgcm9sZTogXCJhZ2VudFwiIHwgXCJwcm94eVwiLFxuKTogeyBvcHRpb25zOiBHdWFyZE9wdGlvbnM7IHJlYWRvbmx5IGRyb3BwZWQ6IG51bWJlciB9IHwgbnVsbCB7XG4gIGNvbnN0IGFjdGlvbiA9IHN0ZG91dEd1YXJkID8/IFwicGFzc1wiO1xuICBpZiAoYWN0aW9uID09PSBcInBhc3NcIikgcmV0dXJuIG51bGw7XG4gIGNvbnN0IGRpdmVydCA9IG9uRGl2ZXJ0ZWRMaW5lID8/ICgodGV4dDogc3RyaW5nKSA9PiBkaXZlcnRUb1N0ZGVycih0ZXh0LCByb2xlKSk7XG4gIGNvbnN0IHN0YXRlID0ge1xuICAgIGRyb3BwZWQ6IDAsXG4gICAgb3B0aW9uczoge1xuICAgICAgYWN0aW9uLFxuICAgICAgb25Ob25Kc29uKGxpbmU6IFVpbnQ4QXJyYXkpIHtcbiAgICAgICAgLy8gQSBDUkxGIGxpbmUgZW5kIGlzIG5vdCBwYXJ0IG9mIHRoZSBsaW5lLCBhcyBpbiBldmVyeSBvdGhlciB0cmFuc2NyaXB0IGV2ZW50LlxuICAgICAgICBjb25zdCBlbmQgPSBsaW5lLmxlbmd0aCA+IDAgJiYgbGluZVtsaW5lLmxlbmd0aCAtIDFdID09PSAweDBkXG4gICAgICAgICAgPyBsaW5lLmxlbmd0aCAtIDFcbiAgICAgICAgICA6IGxpbmUubGVuZ3RoO1xuICAgICAgICBjb25zdCByYXcgPSBsb3NzeS5kZWNvZGUobGluZS5zdWJhcnJheSgwLCBlbmQpKTtcbiAgICAgICAgb2JzZXJ2ZXI/LmV2ZW50KFwibm9uX2pzb25cIiwgeyBmcm9tOiBcIkFnZW50XCIsIHRvOiBcIkNsaWVudFwiLCByYXcsIGFjdGlvbiB9KTtcbiAgICAgICAgaWYgKGFjdGlvbiA9PT0gXCJkcm9wXCIpIHN0YXRlLmRyb3BwZWQrKztcbiAgICAgICAgZWxzZSBkaXZlcnQoZXNjYXBlQ29udHJvbHMocmF3KSk7XG4gICAgICB9LFxuICAgICAgb25Vbmp1ZGdlZChsaW1pdDogbnVtYmVyKSB7XG4gICAgICAgIGxvZy53YXJuKGBhIGxpbmUgb2YgdGhlIGFnZW50J3Mgc3Rkb3V0IGlzIG92ZXIgJHtsaW1pdH0gYnl0ZXM7IHBhc3NlZCBvbiB1bmp1ZGdlZGApO1xuICAgICAgfSxcbiAgICB9IHNhdGlzZmllcyBHdWFyZE9wdGlvbnMsXG4gIH07XG4gIHJldHVybiBzdGF0ZTtcbn1cblxuLy8gQSBsaW5lIHRoYXQgYmVnaW5zIHdpdGggYSBCT00ga2VlcHMgaXQ6IHRoZSB0ZXh0IGlzIHRoZSBsaW5lIGFzIHRoZSBhZ2VudCB3cm90ZSBpdC5cbmNvbnN0IGxvc3N5ID0gbmV3IFRleHREZWNvZGVyKFwidXRmLThcIiwgeyBpZ25vcmVCT006IHRydWUgfSk7XG5cbi8qKlxuICogVGhlIGxpbmUgYXMgdGhlIGNvbnRlbnRzIG9mIGEgSlNPTiBzdHJpbmcsIHdpdGggZXZlcnkgY29udHJvbCBjaGFyYWN0ZXIgKEMwLCBERUwsIEMxOiBhblxuICogQU5TSSBlc2NhcGUsIGEgYmVsbCwgYW4gOC1iaXQgQ1NJKSwgVSsyMDI4LCBVKzIwMjkgYW5kIGEgQk9NIHdyaXR0ZW4gYXMgYFxcdTAwMWJgOiBzdGRlcnJcbiAqIHN0YXlzIG9uZSByZWFkYWJsZSBsaW5lLCBzYWZlIGZvciBhIHRlcm1pbmFsLCBhbmQgYEpTT04ucGFyc2UoJ1wiJyArIHRleHQgKyAnXCInKWAgZ2l2ZXMgdGhlXG4gKiBsaW5lIGJhY2suXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlc2NhcGVDb250cm9scyh0ZXh0OiBzdHJpbmcpOiBzdHJpbmcge1xuICAvLyBPbmUgcGFzcyBvZiB0aGUgZW5naW5lJ3Mgb3duIGVzY2FwaW5nLCB0aGVuIG9uZSByZWd1bGFyIGV4cHJlc3Npb246IGEgbG9uZyBsaW5lIG9mXG4gIC8vIGNvbnRyb2wgY2hhcmFjdGVycyBjb3N0cyBtaWxsaXNlY29uZHMsIG5vdCBzZWNvbmRzICh0aGUgYWdlbnQncyBuZXh0IGZyYW1lcyB3YWl0IGZvciBpdCkuXG4gIHJldHVybiBKU09OLnN0cmluZ2lmeSh0ZXh0KS5zbGljZSgxLCAtMSkucmVwbGFjZShcbiAgICBVTlNBRkVfQUZURVJfSlNPTixcbiAgICAoYykgPT4gYFxcXFx1JHtjLmNoYXJDb2RlQXQoMCkudG9TdHJpbmcoMTYpLnBhZFN0YXJ0KDQsIFwiMFwiKX1gLFxuICApO1xufVxuXG4vKipcbiAqIFdoYXQgSlNPTi5zdHJpbmdpZnkgbGVhdmVzIGFzIGl0IGlzIGJ1dCBhIHRlcm1pbmFsIG9yIGEgcmVhZGVyIG11c3Qgbm90IGdldCByYXc6IERFTCBhbmQgQzEsXG4gKiB0aGUgbGluZSBhbmQgcGFyYWdyYXBoIHNlcGFyYXRvcnMsIGFuZCB0aGUgQk9NIChpbnZpc2libGUsIGl0IHdvdWxkIGhpZGUgaW4gdGhlIHRleHQpLlxuICovXG5jb25zdCBVTlNBRkVfQUZURVJfSlNPTiA9IC9bXFx1MDA3Zi1cXHUwMDlmXFx1MjAyOFxcdTIwMjlcXHVmZWZmXS9nO1xuXG4vKiogTW9zdCBkaXZlcnRlZCBsaW5lcyB3YWl0aW5nIGZvciBzdGRlcnIgYXQgb25jZTsgbW9yZSBhcmUgZHJvcHBlZCBhbmQgY291bnRlZC4gKi9cbmV4cG9ydCBjb25zdCBNQVhfRElWRVJURURfTElORVMgPSA0MDk2O1xuXG4vKipcbiAqIE1vc3QgYnl0ZXMgb2YgZGl2ZXJ0ZWQgbGluZXMgd2FpdGluZyBmb3Igc3RkZXJyIGF0IG9uY2UgKGJleW9uZCBvbmUgbGluZSwgd2hpY2ggbWF5IGJlIGFzXG4gKiBsb25nIGFzIGEgZnJhbWUpOyBtb3JlIGFyZSBkcm9wcGVkIGFuZCBjb3VudGVkLlxuICovXG5leHBvcnQgY29uc3QgTUFYX0RJVkVSVEVEX0JZVEVTID0gMTYgKiAxMDI0ICogMTAyNDtcblxuLyoqIFdoZXJlIGRpdmVydGVkIGxpbmVzIGdvIGJ5IGRlZmF1bHQ6IHN0ZGVyciwgcXVldWVkLCBpbiBvcmRlciwgZmx1c2hlZCBhdCB0aGUgZW5kLiAqL1xuY29uc3QgZGl2ZXJ0ZWRUb1N0ZGVyciA9IHF1ZXVlZExvZ2dlcih7XG4gIGxldmVsOiBcIndhcm5cIixcbiAgZm9ybWF0OiBcInRleHRcIixcbiAgbWF4UGVuZGluZzogTUFYX0RJVkVSVEVEX0xJTkVTLFxuICBtYXhQZW5kaW5nQnl0ZXM6IE1BWF9ESVZFUlRFRF9CWVRFUyxcbiAgbWF4TWVzc2FnZUNoYXJzOiBJbmZpbml0eSwgLy8gdGhlIGFnZW50J3Mgb3duIGxpbmVzOiBwYXNzZWQgb24gd2hvbGVcbiAgd2hhdDogXCJkaXZlcnRlZCBzdGRvdXQgbGluZXNcIixcbn0pO1xuXG5mdW5jdGlvbiBkaXZlcnRUb1N0ZGVycih0ZXh0OiBzdHJpbmcsIHJvbGU6IFwiYWdlbnRcIiB8IFwicHJveHlcIik6IHZvaWQge1xuICBkaXZlcnRlZFRvU3RkZXJyLndhcm4oYCR7cm9sZX0gc3Rkb3V0IChub3QgSlNPTik6ICR7dGV4dH1gKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxTQUFTLGFBQWEsUUFBUSwrQkFBK0I7QUFFN0QsU0FBeUIscUJBQXFCLFFBQVEsa0NBQWtDO0FBRXhGLFNBQVMsY0FBYyxFQUFFLGVBQWUsRUFBRSxpQkFBaUIsUUFBUSwyQkFBMkI7QUFDOUYsU0FBUyxhQUFhLFFBQVEsMkJBQTJCO0FBSXpELFNBQVMsZ0JBQWdCLFFBQThCLDJCQUEyQjtBQUNsRixTQUFTLFNBQVMsRUFBRSxrQkFBa0IsRUFBRSxhQUFhLFFBQVEsOEJBQThCO0FBQzNGLFNBQVMsVUFBVSxRQUFRLHVCQUF1QjtBQUNsRCxTQUFTLFdBQVcsUUFBUSx3QkFBd0I7QUFDcEQsU0FBUyxZQUFZLFFBQVEsNkJBQTZCO0FBQzFELFNBQ0UsdUJBQXVCLEVBQ3ZCLFdBQVcsRUFDWCxXQUFXLFFBRU4sd0JBQXdCO0FBQy9CLFNBQXNCLFlBQVksRUFBRSxZQUFZLFFBQVEsbUJBQW1CO0FBQzNFLFNBQVMsYUFBYSxRQUFRLDZCQUE2QjtBQUMzRCxTQUFTLGdCQUFnQixRQUFRLDBCQUEwQjtBQUUzRCwyRUFBMkUsR0FDM0UsTUFBTSxrQkFBa0I7QUFVeEI7Ozs7Ozs7Q0FPQyxHQUNELE9BQU8sU0FBUyxtQkFBbUIsU0FBMkIsRUFBRSxJQUFZO0VBQzFFLGVBQWUsV0FBVztJQUFDO0lBQU07R0FBSyxFQUFFLEdBQUcsS0FBSyxPQUFPLENBQUM7RUFDeEQsTUFBTSxhQUFnQyxFQUFFO0VBQ3hDLElBQUksVUFBVSxFQUFFLEVBQUUsV0FBVyxJQUFJLENBQUM7RUFDbEMsSUFBSSxVQUFVLEVBQUUsRUFBRSxXQUFXLElBQUksQ0FBQztFQUNsQyxJQUFJLFdBQVcsTUFBTSxLQUFLLEdBQUc7SUFDM0IsTUFBTSxJQUFJLGtCQUFrQixDQUFDLElBQUksRUFBRSxLQUFLLHlDQUF5QyxDQUFDO0VBQ3BGO0VBQ0EsT0FBTztBQUNUO0FBVUE7Ozs7Ozs7OztDQVNDLEdBQ0QsU0FBUyxtQkFDUCxNQUF1QixFQUN2QixTQUEyQixFQUMzQixHQUFXLEVBQ1gsSUFBdUIsRUFDdkIsWUFBd0MsRUFDeEMsUUFBd0M7RUFFeEMsTUFBTSxVQUFVLElBQUk7RUFDcEIsTUFBTSxVQUFVLElBQUk7RUFDcEIsT0FBTztJQUNMLFNBQVEsS0FBSztNQUNYLE1BQU0sV0FBVyxpQkFBaUIsT0FBTztNQUN6QyxJQUFJLFNBQVMsSUFBSSxLQUFLLFFBQVE7UUFDNUIsQ0FBQyxTQUFTLElBQUksR0FBRyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssRUFDbkMsQ0FBQyx1QkFBdUIsRUFBRSxPQUFPLE1BQU0sQ0FBQyxFQUFFLEVBQUUsU0FBUyxNQUFNLEVBQUU7UUFFL0QsT0FBTztVQUFFLE1BQU07UUFBVztNQUM1QjtNQUNBLElBQUksU0FBUyxJQUFJLEtBQUssVUFBVTtRQUM5QixNQUFNLFNBQVMsU0FBUyxLQUFLLENBQUMsS0FBSztRQUNuQyxJQUFJLFdBQVcsV0FBVztVQUN4QixvRkFBb0Y7VUFDcEYsZ0NBQWdDO1VBQ2hDLE1BQU0sRUFBRSxPQUFPLEVBQUUsSUFBSSxFQUFFLEdBQUcsU0FBUyxLQUFLO1VBQ3hDLE1BQU0sTUFBTSxPQUFPLFNBQVMsV0FBVyxDQUFDLEVBQUUsRUFBRSxLQUFLLENBQUMsQ0FBQyxHQUFHO1VBQ3RELElBQUksSUFBSSxDQUFDLENBQUMsd0JBQXdCLEVBQUUsT0FBTyxNQUFNLENBQUMsRUFBRSxFQUFFLFVBQVUsS0FBSztRQUN2RSxPQUFPO1VBQ0wsZ0ZBQWdGO1VBQ2hGLE1BQU0sUUFBUSxrQkFBa0IsUUFBUSxPQUFPLEtBQUssR0FBRyxPQUFPO1VBQzlELElBQUksS0FBSyxDQUFDLENBQUMsMENBQTBDLEVBQUUsT0FBTyxNQUFNLENBQUMsRUFBRSxFQUFFLE9BQU87UUFDbEY7UUFDQSxPQUFPO1VBQUUsTUFBTTtVQUFZLE9BQU8sU0FBUyxLQUFLLElBQUk7UUFBVTtNQUNoRTtNQUNBLE1BQU0sRUFBRSxPQUFPLEVBQUUsU0FBUyxFQUFFLFNBQVMsRUFBRSxLQUFLLEVBQUUsR0FBRztNQUNqRCxJQUFJLElBQUksQ0FDTixDQUFDLGNBQWMsRUFBRSxRQUFRLENBQUMsRUFBRSxLQUFLLHVCQUF1QixFQUFFLFdBQVcsR0FDbkUsQ0FBQyxjQUFjLE9BQU8sS0FBSyxDQUFDLEVBQUUsRUFBRSxPQUFPLE1BQU0sQ0FBQyxXQUFXLENBQUM7TUFFOUQsSUFBSSxZQUFZO01BQ2hCLElBQUk7TUFDSixJQUFJLGNBQTZCO01BQ2pDLElBQUksY0FBYztRQUNoQixNQUFNLFNBQVMsYUFBYSxlQUFlLENBQ3pDLGFBQWEsUUFBUSxNQUFNLENBQUMsUUFDNUIsT0FBTyxNQUFNLEVBQ2IsYUFBYSxnQkFBZ0I7UUFFL0IsSUFBSSxPQUFPLE9BQU8sQ0FBQyxRQUFRLEVBQUUsWUFBWSxPQUFPLElBQUk7UUFDcEQsY0FBYyxPQUFPLE9BQU8sQ0FBQyxXQUFXO1FBQ3hDLDJFQUEyRTtRQUMzRSxNQUFNLGFBQWEsZ0JBQWdCLE9BQU8sT0FBTyxPQUFPLE9BQU8sQ0FBQyxVQUFVO1FBQzFFLE1BQU07VUFBRSxLQUFLLENBQUM7VUFBRyxPQUFPLEVBQUU7UUFBQztRQUMzQixJQUFJLGdCQUFnQixNQUFNLElBQUksS0FBSyxDQUFDLElBQUksQ0FBQzthQUNwQyxJQUFJLEdBQUcsQ0FBQyxXQUFXLEdBQUc7UUFDM0IsSUFBSSxlQUFlLE1BQU0sSUFBSSxLQUFLLENBQUMsSUFBSSxDQUFDO2FBQ25DLElBQUksR0FBRyxDQUFDLFVBQVUsR0FBRztRQUMxQixJQUFJLEtBQUssQ0FDUCxnQkFBZ0IsT0FDWixDQUFDLElBQUksRUFBRSxPQUFPLE1BQU0sQ0FBQyx1REFBdUQsQ0FBQyxHQUM3RSxDQUFDLFlBQVksRUFBRSxZQUFZLEVBQUUsRUFBRSxPQUFPLE9BQU8sQ0FBQyxRQUFRLEdBQUcsVUFBVSxlQUFlLENBQUMsQ0FBQztNQUU1RjtNQUNBLFNBQVM7UUFBRTtRQUFTO1FBQVcsV0FBVyxjQUFjO1FBQU07TUFBWTtNQUMxRSxPQUFPO1FBQ0wsTUFBTTtRQUNOLE9BQU8sY0FBYyxPQUFPLFFBQVEsUUFBUSxNQUFNLENBQUM7UUFDbkQsTUFBTSxZQUFZLGNBQWMsVUFBVSxFQUFFLEdBQUksVUFBVSxFQUFFO1FBQzVEO1FBQ0EsYUFBWSxDQUFDO1VBQ1gsTUFBTSxTQUFTLGFBQWEsUUFBUSxFQUFFLE9BQU8sR0FBRyxPQUFPO1VBQ3ZELGlGQUFpRjtVQUNqRixNQUFNLE9BQVEsR0FBaUM7VUFDL0MsTUFBTSxRQUFRLElBQUksY0FDaEIsVUFBVSxhQUFhLEVBQ3ZCLENBQUMscUJBQXFCLEVBQUUsUUFBUSxDQUFDLEVBQUUsS0FBSyxFQUFFLEVBQUUsUUFBUSxFQUNwRDtVQUVGLElBQUksS0FBSyxDQUFDLE1BQU0sT0FBTztVQUN2QixtRkFBbUY7VUFDbkYsbUZBQW1GO1VBQ25GLE1BQU0sT0FBTyxZQUFZO1VBQ3pCLElBQUksS0FBSyxJQUFJLEtBQUssU0FBUyxPQUFPLGFBQWEsTUFBTSxVQUFVLE1BQU0sVUFBVSxDQUFDO1VBQ2hGLCtFQUErRTtVQUMvRSxNQUFNLFdBQVksR0FBcUM7VUFDdkQsT0FBTyxPQUFPLGFBQWEsV0FDdkIsV0FBVyxPQUFPLE1BQU0sSUFBSSxFQUFFLE1BQU0sT0FBTyxFQUFFLFlBQzdDLE1BQU0sVUFBVSxDQUFDO1FBQ3ZCO01BQ0Y7SUFDRjtJQUNBLFlBQVcsS0FBSztNQUNkLE1BQU0sUUFBUSxtQkFBbUI7TUFDakMsSUFBSSxLQUFLLENBQUMsTUFBTSxPQUFPO01BQ3ZCLE9BQU8sTUFBTSxVQUFVLENBQUM7SUFDMUI7RUFDRjtBQUNGO0FBa0RBLDhGQUE4RixHQUM5RixPQUFPLE1BQU0sMkJBQThDLE9BQU8sSUFBSSxDQUNwRTtFQUNFLElBQUk7RUFDSixJQUFJO0VBQ0osZUFBZTtFQUNmLFNBQVM7RUFDVCxhQUFhO0VBQ2IsUUFBUTtFQUNSLGFBQWE7RUFDYixnQkFBZ0I7RUFDaEIsY0FBYztBQUNoQixHQUNBO0FBRUY7Ozs7Ozs7Ozs7Q0FVQyxHQUNELE9BQU8sZUFBZSxlQUNwQixNQUFvQixFQUNwQixNQUF1QixFQUN2QixPQUErQixFQUMvQixJQUF1QixFQUN2QixLQUFtQjtFQUVuQixNQUFNLEVBQUUsS0FBSyxLQUFLLEVBQUUsT0FBTyxFQUFFLEdBQUcsZ0JBQzlCLE9BQ0E7SUFBQztJQUFVO0lBQVk7SUFBVTtHQUFpQixFQUNsRDtFQUVGLE1BQU0sRUFBRSxNQUFNLEVBQUUsUUFBUSxFQUFFLEdBQUc7RUFDN0IsTUFBTSxNQUFNLGNBQWMsTUFBTSxNQUFNLElBQUksUUFBUSxNQUFNLElBQUk7RUFDNUQsd0ZBQXdGO0VBQ3hGLE1BQU0sU0FBUyxjQUFjO0VBQzdCLElBQUksWUFBWSxXQUFXO0lBQ3pCLHdGQUF3RjtJQUN4RixzRUFBc0U7SUFDdEUsTUFBTSxRQUFRLElBQUksa0JBQWtCO0lBQ3BDLElBQUksS0FBSyxDQUFDLE1BQU0sT0FBTztJQUN2QixNQUFNLE9BQU8sTUFBTSxDQUFDLFFBQVEsT0FBTyxJQUFJLGtCQUFrQjtJQUN6RCxPQUFPO01BQ0wsS0FBSztNQUNMLFVBQVU7TUFDVixXQUFXO01BQ1gsV0FBVztNQUNYLGdCQUFnQjtNQUNoQjtJQUNGO0VBQ0Y7RUFDQSxTQUFTLE9BQU8sT0FBTztFQUN2QixJQUFJLFlBQThCO0VBQ2xDLE1BQU0sV0FBVyxDQUFDO0lBQ2hCLFlBQVk7SUFDWixVQUFVLE1BQU0sU0FBUztNQUN2QixXQUFXLEVBQUUsU0FBUztNQUN0QixVQUFVLEVBQUUsT0FBTztNQUNuQixXQUFXLEVBQUUsU0FBUztNQUN0QixZQUFZO1dBQUksT0FBTyxVQUFVO09BQUM7TUFDbEMsR0FBSSxFQUFFLFdBQVcsS0FBSyxPQUFPLENBQUMsSUFBSTtRQUFFLGFBQWEsRUFBRSxXQUFXO01BQUMsQ0FBQztJQUNsRTtFQUNGO0VBQ0EsTUFBTSxpQkFBaUIsTUFBTSxjQUFjLElBQUksUUFBUSxjQUFjO0VBQ3JFLE1BQU0sUUFBUSxjQUFjLFFBQVEsV0FBVyxFQUFFLGdCQUFnQixVQUFVLEtBQUs7RUFDaEYsc0VBQXNFO0VBQ3RFLE1BQU0sZUFBZSxRQUFRLFlBQVksR0FBRyxNQUFNLE1BQU0sQ0FBQyxnQ0FBZ0M7RUFDekYsTUFBTSxZQUF1QjtJQUMzQixHQUFHLG1CQUFtQixRQUFRLFNBQVMsS0FBSyxNQUFNLGNBQWMsU0FBUztJQUN6RSxXQUFVLEdBQUc7TUFDWCxNQUFNLFVBQVcsV0FBZ0M7TUFDakQsSUFBSSxJQUFJLENBQUMsQ0FBQyxhQUFhLEVBQUUsUUFBUSxDQUFDLEVBQUUsT0FBTyxRQUFRLE9BQU8sS0FBSyxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQyxFQUFFO0lBQ2xGO0VBQ0Y7RUFDQSxNQUFNLFFBQVEsTUFBTSxzQkFBc0IsUUFBUSxXQUFXO0lBQzNELGVBQWUsUUFBUSxhQUFhLElBQUk7SUFDeEMsU0FBUyxRQUFRLE9BQU87SUFDeEIsYUFBYSxRQUFRLFdBQVc7SUFDaEM7SUFDQSxRQUFRO0lBQ1I7SUFDQSxPQUFPLE9BQU87SUFDZCxVQUFVLENBQUMsSUFBSSxFQUFFLE1BQU07RUFDekI7RUFDQSxJQUFJLFNBQVMsTUFBTSxPQUFPLEdBQUcsR0FBRztJQUM5QixJQUFJLElBQUksQ0FBQyxDQUFDLFFBQVEsRUFBRSxNQUFNLE9BQU8sQ0FBQyx1QkFBdUIsRUFBRSxLQUFLLFNBQVMsQ0FBQztFQUM1RTtFQUNBLElBQUksU0FBUyxtQkFBbUIsV0FBVztJQUN6QywwRkFBMEY7SUFDMUYsTUFBTSxjQUFjLGlCQUFpQixLQUFLLFFBQVEsUUFBUSxPQUFPLElBQUk7RUFDdkU7RUFDQSx3RkFBd0Y7RUFDeEYsTUFBTSxPQUFPLE1BQU0sQ0FBQyxRQUFRLE9BQU8sSUFBSSxrQkFBa0I7RUFDekQsTUFBTSxTQUFTO0VBQ2YsTUFBTSxZQUFZO0lBQ2hCLFdBQVcsUUFBUSxhQUFhO0lBQ2hDLFdBQVcsUUFBUSxhQUFhO0VBQ2xDO0VBQ0EsSUFBSSxDQUFDLE1BQU0sT0FBTyxFQUFFO0lBQ2xCLHVGQUF1RjtJQUN2RixNQUFNLFVBQVUsTUFBTSxXQUFXO0lBQ2pDLE9BQU87TUFDTCxLQUFLLE1BQU0sR0FBRztNQUNkLFVBQVUsTUFBTSxHQUFHLEtBQUssa0JBQWtCLFVBQVUsUUFBUSxXQUFXLE9BQU87TUFDOUUsR0FBRyxTQUFTO01BQ1osZ0JBQWdCLFVBQVU7UUFBRSxNQUFNLFFBQVEsSUFBSTtRQUFFLFNBQVM7UUFBVSxLQUFLLFFBQVEsR0FBRztNQUFDLElBQUk7TUFDeEYsR0FBSSxNQUFNLEtBQUssR0FBRztRQUFFLE9BQU8sTUFBTSxLQUFLO01BQUMsSUFBSSxDQUFDLENBQUM7SUFDL0M7RUFDRjtFQUNBLE1BQU0sRUFBRSxPQUFPLEVBQUUsR0FBRztFQUNwQixPQUFPO0lBQ0wsS0FBSyxRQUFRLEtBQUssS0FBSyxlQUFlLHlCQUF5QixRQUFRLEtBQUs7SUFDNUUsVUFBVSxPQUFRLE9BQU87SUFDekIsR0FBRyxTQUFTO0lBQ1osZ0JBQWdCO01BQUUsTUFBTSxRQUFRLFFBQVE7TUFBRSxTQUFTLFFBQVEsT0FBTztNQUFFLEtBQUssTUFBTSxHQUFHO0lBQUM7SUFDbkYsR0FBSSxRQUFRLFdBQVcsR0FBRztNQUFFLE9BQU8sUUFBUSxXQUFXO0lBQUMsSUFBSSxDQUFDLENBQUM7SUFDN0QsR0FBSSxRQUFRLEtBQUssR0FBRztNQUFFLE9BQU8sUUFBUSxLQUFLO0lBQUMsSUFBSSxDQUFDLENBQUM7RUFDbkQ7QUFDRjtBQUVBLGlGQUFpRixHQUNqRixTQUFTLGNBQ1AsV0FBa0QsRUFDbEQsY0FBb0QsRUFDcEQsUUFBcUMsRUFDckMsR0FBVyxFQUNYLElBQXVCO0VBRXZCLE1BQU0sU0FBUyxlQUFlO0VBQzlCLElBQUksV0FBVyxRQUFRLE9BQU87RUFDOUIsTUFBTSxTQUFTLGtCQUFrQixDQUFDLENBQUMsT0FBaUIsZUFBZSxNQUFNLEtBQUs7RUFDOUUsTUFBTSxRQUFRO0lBQ1osU0FBUztJQUNULFNBQVM7TUFDUDtNQUNBLFdBQVUsSUFBZ0I7UUFDeEIsK0VBQStFO1FBQy9FLE1BQU0sTUFBTSxLQUFLLE1BQU0sR0FBRyxLQUFLLElBQUksQ0FBQyxLQUFLLE1BQU0sR0FBRyxFQUFFLEtBQUssT0FDckQsS0FBSyxNQUFNLEdBQUcsSUFDZCxLQUFLLE1BQU07UUFDZixNQUFNLE1BQU0sTUFBTSxNQUFNLENBQUMsS0FBSyxRQUFRLENBQUMsR0FBRztRQUMxQyxVQUFVLE1BQU0sWUFBWTtVQUFFLE1BQU07VUFBUyxJQUFJO1VBQVU7VUFBSztRQUFPO1FBQ3ZFLElBQUksV0FBVyxRQUFRLE1BQU0sT0FBTzthQUMvQixPQUFPLGVBQWU7TUFDN0I7TUFDQSxZQUFXLEtBQWE7UUFDdEIsSUFBSSxJQUFJLENBQUMsQ0FBQyxxQ0FBcUMsRUFBRSxNQUFNLDBCQUEwQixDQUFDO01BQ3BGO0lBQ0Y7RUFDRjtFQUNBLE9BQU87QUFDVDtBQUVBLHNGQUFzRjtBQUN0RixNQUFNLFFBQVEsSUFBSSxZQUFZLFNBQVM7RUFBRSxXQUFXO0FBQUs7QUFFekQ7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsZUFBZSxJQUFZO0VBQ3pDLHFGQUFxRjtFQUNyRiw0RkFBNEY7RUFDNUYsT0FBTyxLQUFLLFNBQVMsQ0FBQyxNQUFNLEtBQUssQ0FBQyxHQUFHLENBQUMsR0FBRyxPQUFPLENBQzlDLG1CQUNBLENBQUMsSUFBTSxDQUFDLEdBQUcsRUFBRSxFQUFFLFVBQVUsQ0FBQyxHQUFHLFFBQVEsQ0FBQyxJQUFJLFFBQVEsQ0FBQyxHQUFHLE1BQU07QUFFaEU7QUFFQTs7O0NBR0MsR0FDRCxNQUFNLG9CQUFvQjtBQUUxQixrRkFBa0YsR0FDbEYsT0FBTyxNQUFNLHFCQUFxQixLQUFLO0FBRXZDOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSxxQkFBcUIsS0FBSyxPQUFPLEtBQUs7QUFFbkQsc0ZBQXNGLEdBQ3RGLE1BQU0sbUJBQW1CLGFBQWE7RUFDcEMsT0FBTztFQUNQLFFBQVE7RUFDUixZQUFZO0VBQ1osaUJBQWlCO0VBQ2pCLGlCQUFpQjtFQUNqQixNQUFNO0FBQ1I7QUFFQSxTQUFTLGVBQWUsSUFBWSxFQUFFLElBQXVCO0VBQzNELGlCQUFpQixJQUFJLENBQUMsR0FBRyxLQUFLLG9CQUFvQixFQUFFLE1BQU07QUFDNUQifQ==
// denoCacheMetadata=13737109954863985780,7936064841766285349