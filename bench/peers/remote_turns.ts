/**
 * The client of figure 10 (issue 13): opens many remote connections at once, and each
 * completes one prompt turn with `bench/peers/turn_agent.sh` behind the server; all stay open
 * until every turn is done, then all close. Plain `fetch` and `WebSocket`, as an ordinary
 * client would: per connection only a handful of messages move.
 *
 * ```sh
 * deno run -A bench/peers/remote_turns.ts --url URL --connections N --transport http|ws|mixed \
 *   [--warmup W --prompts K] --report FILE
 * ```
 *
 * A connection over HTTP: POST `initialize` (200 + `Acp-Connection-Id`), GET the connection
 * stream, POST `session/new` (its answer on the connection stream), GET the session's stream,
 * POST `session/prompt` with `Acp-Session-Id`, read the `session/update` and the `end_turn`
 * answer from the session stream; at the end, cancel both streams and DELETE. Over WebSocket:
 * the same messages as text frames on one socket, then a close (1000). `mixed` alternates,
 * HTTP first.
 *
 * Reports `openMs` (from the start until the last connection's `initialize` was answered: all
 * of them started at once), `turnsMs` (until the last turn was done), `closeMs` (closing them
 * all) and the medians of the first two per connection.
 *
 * With `--prompts K` (figure 13, issue 16; usually with `--connections 1`) each connection
 * completes `W + K` prompt turns one after another on its session instead of one, and the
 * report adds `p50` and `p99` in µs of the last `K` of them (all connections pooled): each
 * timed from just before the POST (or the frame's send) until the prompt's `end_turn`
 * answer has been read from the session stream (or the socket), after its `session/update`.
 *
 * @module
 */

import { INITIALIZE_REQUEST } from "../frames.ts";
import { options, writeReport } from "./io.ts";

const SESSION_NEW = `{"jsonrpc":"2.0","id":1,"method":"session/new","params":` +
  `{"cwd":"/tmp","mcpServers":[]}}`;
const prompt = (session: string, id = 2) =>
  `{"jsonrpc":"2.0","id":${id},"method":"session/prompt","params":{"sessionId":${
    JSON.stringify(session)
  },"prompt":[{"type":"text","text":"hello"}]}}`;

/** One connection's turn: when it opened and finished, and how to close it. */
interface Turn {
  openedAt: number;
  doneAt: number;
  /** µs per timed prompt turn (`--prompts`). */
  samples: number[];
  close(): Promise<void>;
}

/** The `data` of each Server-Sent Event of a body, in order. */
async function* events(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let pending = "";
  for await (const text of body.pipeThrough(new TextDecoderStream())) {
    pending += text;
    let end: number;
    while ((end = pending.indexOf("\n\n")) >= 0) {
      const event = pending.slice(0, end);
      pending = pending.slice(end + 2);
      const data = event.split("\n").filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).replace(/^ /, ""));
      if (data.length > 0) yield data.join("\n");
    }
  }
}

async function next(stream: AsyncGenerator<string>, what: string): Promise<string> {
  const { done, value } = await stream.next();
  if (done) throw new Error(`${what}: the stream ended`);
  return value;
}

/**
 * Runs the prompt turns of one connection's session: one, or `--warmup` + `--prompts`, each
 * checked (a `session/update`, then the `end_turn` answer); returns the timed ones in µs.
 */
async function promptTurns(
  turn: (line: string) => Promise<[{ method?: string }, { result?: { stopReason?: string } }]>,
  sessionId: string,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + PROMPTS; i++) {
    const start = performance.now();
    const [update, answer] = await turn(prompt(sessionId, 2 + i));
    const end = performance.now();
    if (update.method !== "session/update" || answer.result?.stopReason !== "end_turn") {
      throw new Error(`turn: ${JSON.stringify(update)} ${JSON.stringify(answer)}`);
    }
    if (i >= WARMUP) samples.push((end - start) * 1000);
  }
  return samples;
}

async function httpTurn(url: string): Promise<Turn> {
  const json = { "Content-Type": "application/json" };
  const init = await fetch(url, { method: "POST", headers: json, body: INITIALIZE_REQUEST });
  const id = init.headers.get("acp-connection-id");
  const initBody = await init.text();
  if (init.status !== 200 || id === null) throw new Error(`initialize: ${init.status} ${initBody}`);
  const openedAt = performance.now();
  const cookie = init.headers.getSetCookie().map((c) => c.split(";", 1)[0]).join("; ");
  const headers: Record<string, string> = { "Acp-Connection-Id": id };
  if (cookie !== "") headers.Cookie = cookie; // a balancer's affinity cookie, replayed
  const stream = async (session?: string) => {
    const response = await fetch(url, {
      headers: {
        ...headers,
        Accept: "text/event-stream",
        ...(session === undefined ? {} : { "Acp-Session-Id": session }),
      },
    });
    if (response.status !== 200) throw new Error(`GET: ${response.status}`);
    return { response, events: events(response.body!) };
  };
  const post = async (line: string, session?: string) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        ...json,
        ...headers,
        ...(session === undefined ? {} : { "Acp-Session-Id": session }),
      },
      body: line,
    });
    const text = await response.text();
    if (response.status !== 202) throw new Error(`POST: ${response.status} ${text}`);
  };
  const connection = await stream();
  await post(SESSION_NEW);
  const created = JSON.parse(await next(connection.events, "session/new"));
  const sessionId = created.result?.sessionId;
  if (typeof sessionId !== "string") throw new Error(`session/new: ${JSON.stringify(created)}`);
  const session = await stream(sessionId);
  const samples = await promptTurns(async (line) => {
    await post(line, sessionId);
    const update = JSON.parse(await next(session.events, "session/update"));
    const answer = JSON.parse(await next(session.events, "session/prompt"));
    return [update, answer];
  }, sessionId);
  const doneAt = performance.now();
  return {
    openedAt,
    doneAt,
    samples,
    async close() {
      await connection.events.return(undefined);
      await session.events.return(undefined);
      const response = await fetch(url, { method: "DELETE", headers });
      await response.body?.cancel();
    },
  };
}

async function wsTurn(url: string): Promise<Turn> {
  const socket = new WebSocket(url.replace(/^http/, "ws"));
  const inbox: string[] = [];
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  const closed = new Promise<void>((resolve) => {
    socket.onclose = () => {
      failure ??= new Error("the socket closed");
      wake?.();
      resolve();
    };
  });
  socket.onmessage = (event) => {
    inbox.push(String(event.data));
    wake?.();
  };
  const receive = async (): Promise<string> => {
    while (inbox.length === 0) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => wake = resolve);
    }
    return inbox.shift()!;
  };
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error("the upgrade failed"));
  });
  socket.onerror = null;
  socket.send(INITIALIZE_REQUEST);
  const init = JSON.parse(await receive());
  if (init.result === undefined) throw new Error(`initialize: ${JSON.stringify(init)}`);
  const openedAt = performance.now();
  socket.send(SESSION_NEW);
  const created = JSON.parse(await receive());
  const sessionId = created.result?.sessionId;
  if (typeof sessionId !== "string") throw new Error(`session/new: ${JSON.stringify(created)}`);
  const samples = await promptTurns(async (line) => {
    socket.send(line);
    const update = JSON.parse(await receive());
    const answer = JSON.parse(await receive());
    return [update, answer];
  }, sessionId);
  const doneAt = performance.now();
  return {
    openedAt,
    doneAt,
    samples,
    async close() {
      failure = new Error("closed by the client");
      socket.close(1000);
      await closed;
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p50 and p99 of µs samples. */
function quantiles(samples: number[]): { prompts: number; p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { prompts: sorted.length, p50: at(0.5), p99: at(0.99) };
}

const opts = options(Deno.args);
const PROMPTS = Number(opts.prompts ?? 1);
const WARMUP = Number(opts.warmup ?? 0);
const url = opts.url;
const count = Number(opts.connections);
const transport = opts.transport ?? "mixed";
const useWs = (i: number) => transport === "ws" || (transport === "mixed" && i % 2 === 1);

const start = performance.now();
const results = await Promise.allSettled(
  Array.from({ length: count }, (_, i) => useWs(i) ? wsTurn(url) : httpTurn(url)),
);
const turns = results.flatMap((r) => r.status === "fulfilled" ? [r.value] : []);
const failures = results.flatMap((r) => r.status === "rejected" ? [String(r.reason)] : []);
const closing = performance.now();
await Promise.allSettled(turns.map((t) => t.close()));
const closeMs = performance.now() - closing;
if (failures.length > 0) {
  throw new Error(
    `${failures.length} of ${count} connections failed; the first: ${failures[0]}`,
  );
}
writeReport(opts.report, {
  connections: count,
  openMs: Math.max(...turns.map((t) => t.openedAt)) - start,
  turnsMs: Math.max(...turns.map((t) => t.doneAt)) - start,
  closeMs,
  medianOpenMs: median(turns.map((t) => t.openedAt - start)),
  medianTurnMs: median(turns.map((t) => t.doneAt - start)),
  ...(opts.prompts === undefined ? {} : quantiles(turns.flatMap((t) => t.samples))),
});
