/**
 * The trace viewer's HTTP server (`acp-proxy trace view`): a page and the transcript's events,
 * on 127.0.0.1 only.
 *
 * - `GET /` -- the page ({@linkcode TRACE_PAGE}: inline CSS and script, nothing external; a
 *   Content-Security-Policy forbids loading anything else).
 * - `GET /events` -- exactly the file's events as a JSON array, built from the lines' exact
 *   texts (`[` + lines joined by `,` + `]`; skipped lines left out, nothing added, nothing
 *   re-serialised, so big-integer ids keep their digits). Every request reads what was
 *   appended since the last one (a replaced or rewritten file is read again from its start:
 *   `transcript_index.ts`), and the events are streamed from the file, so neither a poll nor
 *   memory grows with the file. `?since=N` answers the events from index N on (what the page polls with); the
 *   headers `X-Trace-Events` and `X-Trace-Skipped` give the number of events and of skipped
 *   lines, `X-Trace-File` the file's name (URI-encoded).
 * - Anything else is 404, a method other than GET or HEAD 405. A request whose `Host` is not
 *   this server's loopback address (DNS rebinding) gets 403: transcripts hold prompts and
 *   file contents.
 *
 * @module
 */

import { TranscriptIndex } from "./transcript_index.ts";
import { isReadFailure } from "./trace_file.ts";
import { TRACE_PAGE } from "./trace_page.ts";

/** Options of {@linkcode serveTraceViewer}. */
export interface TraceViewerOptions {
  /** The transcript file, read (what was appended) on every `/events` request. */
  path: string;
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Stops the server when aborted. */
  signal?: AbortSignal;
}

/** A running viewer. */
export interface TraceViewer {
  /** `http://127.0.0.1:PORT/`. */
  readonly url: string;
  /** The port it listens on. */
  readonly port: number;
  /** Resolves once the server has stopped. */
  readonly finished: Promise<void>;
  /** Stops the server (open connections are closed gracefully); resolves once stopped. */
  shutdown(): Promise<void>;
}

/** The one address the viewer listens on. */
export const VIEWER_HOSTNAME = "127.0.0.1";

const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
};

const PAGE_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; " +
    "script-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; " +
    "form-action 'none'; frame-ancestors 'none'",
};

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body + "\n", {
    status,
    headers: { ...SECURITY_HEADERS, "content-type": "text/plain; charset=utf-8", ...headers },
  });
}

/**
 * The response to one request (exported for tests that need no socket).
 *
 * @param request The request.
 * @param index The transcript file's index.
 * @param port The port the server listens on (for the `Host` check).
 * @returns The response.
 *
 * @example
 * ```ts ignore
 * import { handleViewerRequest } from "./trace_viewer.ts";
 * import { TranscriptIndex } from "./transcript_index.ts";
 * const response = await handleViewerRequest(
 *   new Request("http://127.0.0.1:8080/events"),
 *   new TranscriptIndex("session.trace.jsonl"),
 *   8080,
 * );
 * console.log(await response.text());
 * ```
 */
export async function handleViewerRequest(
  request: Request,
  index: TranscriptIndex,
  port: number,
): Promise<Response> {
  // The Host is checked before the URL is read: a malformed one makes the URL invalid.
  const host = request.headers.get("host");
  // A host name is the same in any case (RFC 3986 3.2.2): `LOCALHOST:PORT` is localhost.
  if (host !== null && !allowedHosts(port).includes(host.toLowerCase())) {
    return text(403, `forbidden host ${JSON.stringify(host)}`);
  }
  // A request line's target that is no URL (`http://[::1`, `http://a:b:c/`): the client's
  // mistake, answered 400, not an internal error with its stack (hostile16).
  const url = URL.parse(request.url);
  if (url === null) return text(400, "the request target is not a URL or a path");
  // A request line naming a whole URL names its host there, over Host (RFC 9112 3.2.2).
  if (!allowedHosts(port).includes(url.host)) {
    return text(403, `forbidden host ${JSON.stringify(url.host)}`);
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return text(405, "method not allowed", { allow: "GET, HEAD" });
  }
  const head = request.method === "HEAD";
  if (url.pathname === "/") {
    return new Response(head ? null : TRACE_PAGE, { headers: PAGE_HEADERS });
  }
  if (url.pathname !== "/events") return text(404, "not found");
  const sinceParam = url.searchParams.get("since") ?? "0";
  if (!/^(0|[1-9][0-9]{0,15})$/.test(sinceParam)) {
    return text(400, "since must be a non-negative integer");
  }
  let snapshot;
  try {
    snapshot = await index.refresh();
  } catch (e) {
    if (!isReadFailure(e)) throw e; // a defect: onError logs it with its stack
    const status = e instanceof Deno.errors.NotFound ? 404 : 500;
    return text(status, `cannot read the transcript: ${(e as Error).message}`);
  }
  const body = head ? null : index.eventsArray(snapshot, Number(sinceParam));
  return new Response(body, {
    headers: {
      ...SECURITY_HEADERS,
      "content-type": "application/json; charset=utf-8",
      "x-trace-events": String(snapshot.events),
      "x-trace-skipped": String(snapshot.skipped),
      "x-trace-file": encodeURIComponent(index.path.slice(index.path.lastIndexOf("/") + 1)),
    },
  });
}

/** The Host headers a browser sends for the viewer: the port is left out when it is 80. */
function allowedHosts(port: number): string[] {
  const names = [VIEWER_HOSTNAME, "localhost"];
  return [...names.map((name) => `${name}:${port}`), ...(port === 80 ? names : [])];
}

/**
 * Starts the viewer on 127.0.0.1. It opens no browser and prints nothing.
 *
 * @param options The transcript and the port.
 * @returns The running viewer, once it listens.
 * @throws `Deno.errors.AddrInUse` and other listen errors.
 *
 * @example
 * ```ts ignore
 * import { serveTraceViewer } from "./trace_viewer.ts";
 * const viewer = serveTraceViewer({ path: "session.trace.jsonl", port: 0 });
 * console.log(viewer.url); // http://127.0.0.1:41234/
 * await viewer.shutdown();
 * ```
 */
export function serveTraceViewer(options: TraceViewerOptions): TraceViewer {
  let port = 0;
  const index = new TranscriptIndex(options.path);
  const server = Deno.serve({
    hostname: VIEWER_HOSTNAME,
    port: options.port ?? 0,
    signal: options.signal,
    onListen: () => {},
    onError: (e) => {
      console.error("acp-proxy: trace viewer: internal error:", e); // with its stack
      return text(500, `internal error: ${(e as Error)?.message ?? e}`);
    },
  }, (request) => handleViewerRequest(request, index, port));
  port = server.addr.port;
  return {
    url: `http://${VIEWER_HOSTNAME}:${port}/`,
    port,
    finished: server.finished,
    shutdown: async () => {
      await server.shutdown();
    },
  };
}
