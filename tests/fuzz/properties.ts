/**
 * Reliability properties shared by `tests/reliability_property_test.ts` (modest run counts,
 * part of the suite) and `deno task fuzz` (`tests/fuzz/main.ts`, a longer campaign with a
 * seed). Everything runs through the library API (`AgentRouter`, `ProxyRouter`,
 * `ClientRouter`) with in-memory streams, so one run takes milliseconds.
 *
 * The properties (issue 4, "Property tests"):
 *
 * - **first frames**: arbitrary bytes as a client's first frames, split at arbitrary chunk
 *   boundaries, never crash or hang the agent router or the proxy router; every line they
 *   answer is a valid JSON-RPC 2.0 error object or array of them; and they select exactly
 *   when an independent oracle says they must (at the first frame that is a valid request,
 *   with the version ROUTING 3.2 / 5.2 names), handing the implementation that frame (or its
 *   conversion) plus every later byte unchanged.
 * - **relay**: after selection, arbitrary byte streams split at arbitrary chunk boundaries
 *   arrive unchanged in both directions.
 * - **client router**: arbitrary bytes as the agent's first frame never hang `connect`: it
 *   fails with a `ClientRouterError`, or it delivers every agent byte to the client; every
 *   connection it opened has ended when it returns.
 *
 * Each run watches for unhandled promise rejections (a crash) and is bounded in time (a
 * hang fails the run with its counterexample instead of stopping the suite).
 *
 * The fourth property of the issue, "arbitrary valid v2 initialize params convert to params
 * that validate against the v1 schema", lives in `tests/schema_validation_test.ts`; the
 * campaign runs that test's own property with its seeds (see `main.ts`).
 *
 * @module
 */

import { connectExitCode, routeExitCode } from "../../cli/exit_code.ts";
import fc from "fast-check";
import { AgentRouter } from "../../agent_router/agent_router.ts";
import { ProxyRouter } from "../../proxy_router/proxy_router.ts";
import { ClientRouter } from "../../client_router/client_router.ts";
import { ClientRouterError } from "../../client_router/client_router_error.ts";
import type { Connection, ConnectionFactory, DuplexStream } from "../../transport/duplex.ts";
import type { RouteOutcome } from "../../routing/route_outcome.ts";
import { concat, firstDifference, sameBytes, within } from "../fixtures/support.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Bound on one run: only there to turn a hang into a failing counterexample. */
export const RUN_TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------------------------------
// Bytes and in-memory peers
// ---------------------------------------------------------------------------------------

/** Splits `bytes` at the given cut points (taken modulo the length; duplicates ignored). */
export function split(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))]
    .filter((c) => c > 0 && c < bytes.length)
    .sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const p of [...points, bytes.length]) {
    if (p > start) chunks.push(bytes.slice(start, p));
    start = p;
  }
  return chunks;
}

/** A client as the router sees it, fed from chunks, with everything the router wrote back. */
export interface MemoryClient {
  /** The router's side. */
  stream: DuplexStream;
  /** Resolves once every chunk was written and the input closed, or the router stopped reading. */
  fed: Promise<void>;
  /** Every byte the router wrote to the client, once it closed the client's output. */
  output: Promise<Uint8Array>;
}

/**
 * A client that writes `chunks` (one write each), then EOF, and reads everything back.
 *
 * @param chunks What the client sends.
 */
export function memoryClient(chunks: readonly Uint8Array[]): MemoryClient {
  const input = new TransformStream<Uint8Array, Uint8Array>();
  const output = new TransformStream<Uint8Array, Uint8Array>();
  const fed = (async () => {
    const writer = input.writable.getWriter();
    try {
      for (const chunk of chunks) await writer.write(chunk);
      await writer.close();
    } catch { /* the router stopped reading: fine */ }
  })();
  return {
    stream: { readable: input.readable, writable: output.writable },
    fed,
    output: readAll(output.readable),
  };
}

async function readAll(readable: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  try {
    for await (const chunk of readable) parts.push(chunk.slice());
  } catch { /* aborted: keep what arrived */ }
  return concat(parts);
}

/** An in-memory implementation that records what it receives and writes a script. */
export interface ScriptedPeer {
  /** The connection handed to the router. */
  connection: Connection;
  /** Everything it received. */
  received(): Uint8Array;
  /** Resolves once it has finished (input ended and script written or refused). */
  finished: Promise<void>;
}

/**
 * A peer that writes `script` (one write per chunk) while it reads all of its input, and
 * closes its output once both are done (or right after the script when `closeAfterScript`).
 * It never throws: a cancelled output or an aborted input just ends that half.
 */
export function scriptedPeer(
  script: readonly Uint8Array[],
  options: { closeAfterScript?: boolean } = {},
): ScriptedPeer {
  const toPeer = new TransformStream<Uint8Array, Uint8Array>();
  const fromPeer = new TransformStream<Uint8Array, Uint8Array>();
  const parts: Uint8Array[] = [];
  const writer = fromPeer.writable.getWriter();
  writer.closed.catch(() => {});
  const writing = (async () => {
    try {
      for (const chunk of script) await writer.write(chunk);
    } catch { /* the router stopped reading */ }
    if (options.closeAfterScript) await writer.close().catch(() => {});
  })();
  const reading = (async () => {
    const reader = toPeer.readable.getReader();
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value.slice());
      }
    } catch { /* the router aborted our input */ }
  })();
  const finished = (async () => {
    await Promise.all([reading, writing]);
    await writer.close().catch(() => {});
  })();
  const connection: Connection = {
    readable: fromPeer.readable,
    writable: toPeer.writable,
    exited: finished.then(() => 0),
  };
  return { connection, received: () => concat(parts), finished };
}

/** Runs `body`, failing it when a promise rejection goes unhandled meanwhile (a crash). */
export async function noUnhandledRejections<T>(body: () => Promise<T>): Promise<T> {
  const reasons: unknown[] = [];
  const onUnhandled = (e: PromiseRejectionEvent) => {
    e.preventDefault();
    reasons.push(e.reason);
  };
  globalThis.addEventListener("unhandledrejection", onUnhandled);
  try {
    const value = await body();
    await new Promise((resolve) => setTimeout(resolve, 0)); // let late rejections surface
    if (reasons.length > 0) {
      throw new Error(`unhandled rejection: ${reasons.map(String).join("; ")}`);
    }
    return value;
  } finally {
    globalThis.removeEventListener("unhandledrejection", onUnhandled);
  }
}

/**
 * Serves `client` with `router` to the end: the router's outcome and every byte it wrote to
 * the client, once the client was fed, its output closed and every implementation opened
 * (`peers()`, read after serve) finished; within `ms`.
 */
export async function serveToEnd(
  router: AgentRouter | ProxyRouter,
  client: MemoryClient,
  peers: () => readonly ScriptedPeer[],
  what: string,
  ms = RUN_TIMEOUT_MS,
): Promise<{ result: RouteOutcome; output: Uint8Array }> {
  return await within(
    (async () => {
      const result = await router.serve(client.stream);
      await client.fed;
      const output = await client.output;
      await Promise.all(peers().map((p) => p.finished));
      return { result, output };
    })(),
    ms,
    what,
  );
}

// ---------------------------------------------------------------------------------------
// JSON-RPC checks
// ---------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A valid JSON-RPC 2.0 error response object. */
export function isErrorObject(v: unknown): boolean {
  if (!isObject(v) || v.jsonrpc !== "2.0" || "result" in v || !("id" in v)) return false;
  const id = v.id;
  if (id !== null && typeof id !== "string" && typeof id !== "number") return false;
  const e = v.error;
  return isObject(e) && Number.isInteger(e.code) && typeof e.message === "string";
}

/**
 * Checks one answer line: a JSON-RPC 2.0 error object, or a non-empty array of them.
 *
 * @returns The parsed answer's error objects.
 * @throws When the line is anything else.
 */
export function parseErrorAnswer(line: Uint8Array): Obj[] {
  const text = decoder.decode(line);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`answer is not JSON: ${text.slice(0, 200)}`);
  }
  const entries = Array.isArray(value) ? value : [value];
  if (entries.length === 0 || !entries.every(isErrorObject)) {
    throw new Error(`answer is not a JSON-RPC error (object or array): ${text.slice(0, 300)}`);
  }
  return entries as Obj[];
}

/** The frames of a byte stream as a FrameReader cuts them (LF-separated; a CR stays). */
export interface Frame {
  bytes: Uint8Array;
  /** Offset just past the frame's LF (or the end of input). */
  next: number;
  terminated: boolean;
}

/** Splits input into frames: each LF ends one; a non-empty last line without LF is one too. */
export function framesOf(input: Uint8Array): Frame[] {
  const frames: Frame[] = [];
  let start = 0;
  while (start < input.length) {
    const lf = input.indexOf(0x0a, start);
    if (lf < 0) {
      frames.push({ bytes: input.subarray(start), next: input.length, terminated: false });
      break;
    }
    frames.push({ bytes: input.subarray(start, lf), next: lf + 1, terminated: true });
    start = lf + 1;
  }
  return frames;
}

function parseJson(bytes: Uint8Array): { text: string; value: unknown } | null {
  try {
    const text = utf8.decode(bytes);
    return { text, value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** The router's selection policy, as the oracle models it. */
export interface Policy {
  router: "agent" | "proxy";
  method: "initialize" | "_proxy/initialize";
  configured: readonly (1 | 2)[];
}

/** What a first frame must lead to, by an oracle written from ROUTING §2, 3.2 and 5.2. */
export type Verdict =
  | { kind: "oversize" }
  /** Must select `version`; `rewritten` when the frame is converted (3.4). */
  | { kind: "select"; version: 1 | 2; rewritten: boolean }
  /** Must not select (answered or ignored). */
  | { kind: "no"; unparseable: boolean }
  /** The oracle does not decide (non-canonical JSON text, batches): either is checked. */
  | { kind: "maybe" };

function validInfo(params: Obj): boolean {
  const info = params.info;
  return isObject(info) && typeof info.name === "string" && info.name !== "" &&
    typeof info.version === "string" && info.version !== "";
}

/**
 * Judges one frame read before selection. The oracle is only sure about frames whose text
 * is exactly `JSON.stringify` of their value (so no `2.0` for `2`, duplicate keys or odd
 * spacing); anything else that could select is `maybe`.
 */
export function judge(frame: Uint8Array, policy: Policy, maxFrame: number): Verdict {
  if (frame.length > maxFrame) return { kind: "oversize" };
  const parsed = parseJson(frame);
  const blank = frame.every((b) => b === 0x20 || b === 0x09 || b === 0x0d);
  if (parsed === null) return { kind: "no", unparseable: !blank };
  const { text, value } = parsed;
  if (Array.isArray(value)) {
    const mentions = value.some((e) => isObject(e) && e.method === policy.method);
    return mentions ? { kind: "maybe" } : { kind: "no", unparseable: false };
  }
  if (!isObject(value) || value.method !== policy.method) return { kind: "no", unparseable: false };
  if (JSON.stringify(value) !== text) return { kind: "maybe" };
  const no: Verdict = { kind: "no", unparseable: false };
  if (value.jsonrpc !== "2.0" || !("id" in value)) return no;
  if (typeof value.id !== "string" && typeof value.id !== "number") return no;
  const params = value.params;
  if (!isObject(params)) return no;
  const p = params.protocolVersion;
  if (typeof p !== "number" || !Number.isInteger(p) || p < 0 || p > 65_535) return no;
  const has = (v: 1 | 2) => policy.configured.includes(v);
  if (policy.router === "proxy") {
    if (p !== 1 && p !== 2) return no;
    if (p === 2 && !validInfo(params)) return no;
    return has(p) ? { kind: "select", version: p, rewritten: false } : no;
  }
  const version = p >= 2 && has(2) ? 2 : p >= 1 && has(1) ? 1 : null;
  if (version === null) return no;
  if (p >= 2 && !validInfo(params)) return no;
  return { kind: "select", version, rewritten: version !== p };
}

/** Every `id` value of the objects in a parsed frame (a batch's entries included), as JSON. */
function idsOf(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : [value];
  return entries.filter((e) => isObject(e) && "id" in e).map((e) => JSON.stringify(e.id));
}

// ---------------------------------------------------------------------------------------
// Property 1: first frames through the agent and proxy routers
// ---------------------------------------------------------------------------------------

/** Text that is not JSON-RPC-shaped at all. */
const noiseText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20, unit: "binary" }),
  fc.constantFrom("", " ", "\t", "\r", "{", "[", "]", "null", "[]", "{}", "\ufeff{}", "1e400"),
);

/** Deeply nested arrays or objects (up to a few thousand levels). */
const nestedText = fc.tuple(fc.integer({ min: 1, max: 3_000 }), fc.boolean()).map(([n, arr]) =>
  arr ? "[".repeat(n) + "]".repeat(n) : '{"a":'.repeat(n) + "1" + "}".repeat(n)
);

const absent = fc.constant(undefined);
const versionValue = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 4 }) },
  fc.integer({ min: -3, max: 70_000 }),
  fc.constantFrom(1.5, "2", null, true, 1e400),
  absent,
);
const nonEmpty = fc.string({ minLength: 1, maxLength: 6 });
const infoValue = fc.oneof(
  { weight: 5, arbitrary: fc.record({ name: nonEmpty, version: nonEmpty }) },
  fc.record({ name: fc.oneof(fc.constant(""), fc.integer()), version: nonEmpty }),
  fc.record({ name: nonEmpty }),
  fc.constantFrom(null, "info", 7),
  absent,
);

/** An object that may be an initialize request, or almost one. */
function entryValue(method: string): fc.Arbitrary<Obj> {
  return fc.record({
    jsonrpc: fc.oneof(
      { weight: 8, arbitrary: fc.constant("2.0") },
      fc.constantFrom("1.0", 2),
      absent,
    ),
    id: fc.oneof(
      { weight: 6, arbitrary: fc.oneof(fc.integer(), fc.string({ maxLength: 6 })) },
      fc.constantFrom(null, true, 1.5, [1], { a: 1 }),
      absent,
    ),
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant(method) },
      fc.constantFrom("initialize", "_proxy/initialize", "session/new", "Initialize", 3),
      absent,
    ),
    params: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record(
          {
            protocolVersion: versionValue,
            info: infoValue,
            capabilities: fc.oneof(absent, fc.jsonValue({ maxDepth: 2 })),
            future: fc.oneof(absent, fc.jsonValue({ maxDepth: 1 })),
          },
        ),
      },
      fc.jsonValue({ maxDepth: 2 }),
      absent,
    ),
    result: fc.oneof({ weight: 8, arbitrary: absent }, fc.jsonValue({ maxDepth: 1 })),
  }).map((o) => {
    const out: Obj = {};
    for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
    return out;
  });
}

/** A valid initialize request for `method` (any version 0..4, valid info). */
function validInitialize(method: string): fc.Arbitrary<Obj> {
  return fc.record({
    jsonrpc: fc.constant("2.0"),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 6 })),
    method: fc.constant(method),
    params: fc.record({
      protocolVersion: fc.integer({ min: 0, max: 4 }),
      info: fc.record({ name: nonEmpty, version: nonEmpty }),
    }),
  });
}

/** One frame's text (without line end): mostly JSON-RPC-shaped, some mutated, some noise. */
function frameText(method: string): fc.Arbitrary<string> {
  const entry = fc.oneof({ weight: 3, arbitrary: entryValue(method) }, validInitialize(method));
  const value = fc.oneof(
    { weight: 6, arbitrary: entry },
    fc.array(fc.oneof(entry, fc.jsonValue({ maxDepth: 1 })), { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const mutated = fc.tuple(
    value,
    fc.nat(),
    fc.integer({ min: 0, max: 3 }),
    fc.string({ maxLength: 3 }),
  )
    .map(([v, at, del, ins]) => {
      const t = JSON.stringify(v) ?? "";
      const i = at % (t.length + 1);
      return t.slice(0, i) + ins + t.slice(i + del);
    });
  return fc.oneof(
    { weight: 8, arbitrary: value.map((v) => JSON.stringify(v) ?? "null") },
    { weight: 2, arbitrary: value.map((v) => JSON.stringify(v, null, 1) ?? "null") },
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: noiseText },
    { weight: 1, arbitrary: nestedText },
  );
}

/** A client's first bytes: frames with LF or CRLF endings, or raw bytes. */
function clientBytes(method: string): fc.Arbitrary<Uint8Array> {
  const frames = fc.tuple(
    fc.array(fc.tuple(frameText(method), fc.constantFrom("\n", "\n", "\r\n")), { maxLength: 6 }),
    fc.boolean(),
  ).map(([lines, dropLast]) => {
    let text = lines.map(([t, end]) => t + end).join("");
    if (dropLast && text.endsWith("\n")) text = text.slice(0, -1);
    return encoder.encode(text);
  });
  return fc.oneof(
    { weight: 6, arbitrary: frames },
    fc.uint8Array({ maxLength: 300 }),
    fc.tuple(frames, fc.uint8Array({ maxLength: 40 })).map(([a, b]) => concat([b, a])),
  );
}

/** One generated case for the first-frame property. */
export interface FirstFramesCase {
  policy: Policy;
  maxFrame: number;
  input: Uint8Array;
  cuts: number[];
}

/** Cases for the agent router (`initialize`) or the proxy router (`_proxy/initialize`). */
export function firstFramesCase(router: "agent" | "proxy"): fc.Arbitrary<FirstFramesCase> {
  const method = router === "agent" ? "initialize" : "_proxy/initialize";
  return fc.record({
    policy: fc.constantFrom<(1 | 2)[]>([1, 2], [1, 2], [1], [2]).map((configured): Policy => ({
      router,
      method,
      configured,
    })),
    maxFrame: fc.oneof(
      { weight: 8, arbitrary: fc.constant(8 * 1024 * 1024) },
      fc.constantFrom(1024, 100, 16),
    ),
    input: clientBytes(method),
    cuts: fc.array(fc.nat({ max: 100_000 }), { maxLength: 12 }),
  });
}

/** Serves one case and checks it against the oracle; throws on any violation. */
export async function checkFirstFrames(c: FirstFramesCase): Promise<void> {
  const { policy, maxFrame, input } = c;
  const peers: { version: 1 | 2; peer: ScriptedPeer }[] = [];
  const factory = (version: 1 | 2): ConnectionFactory => () => {
    const peer = scriptedPeer([]);
    peers.push({ version, peer });
    return peer.connection;
  };
  const options = {
    v1: policy.configured.includes(1) ? factory(1) : undefined,
    v2: policy.configured.includes(2) ? factory(2) : undefined,
    maxFrameBytes: maxFrame,
    graceMs: 1_000,
  };
  const router = policy.router === "agent" ? new AgentRouter(options) : new ProxyRouter(options);
  const client = memoryClient(split(input, c.cuts));

  const { result, output } = await noUnhandledRejections(() =>
    serveToEnd(router, client, () => peers.map((p) => p.peer), `${policy.router} router`)
  );

  // Every answer line is a JSON-RPC error (the implementations here write nothing).
  if (output.length > 0 && output[output.length - 1] !== 0x0a) {
    throw new Error("the router's output does not end with LF");
  }
  const answers = framesOf(output).map((f) => parseErrorAnswer(f.bytes));
  if (peers.length > 1) throw new Error(`${peers.length} implementations were opened`);

  // Walk the frames with the oracle.
  const ids = new Set<string>();
  let unparseable = 0;
  for (const frame of framesOf(input)) {
    const verdict = judge(frame.bytes, policy, maxFrame);
    if (verdict.kind === "oversize") {
      if (peers.length !== 0) {
        throw new Error("an implementation was opened past an oversize frame");
      }
      if (routeExitCode(result) !== 1) throw new Error(`oversize: ${result.end}, not exit 1`);
      const last = answers.at(-1)?.[0];
      const error = last?.error as Obj | undefined;
      if (
        !last || last.id !== null || error?.code !== -32600 ||
        !String(error.message).includes(String(maxFrame))
      ) {
        throw new Error(`oversize: the last answer is not -32600 naming ${maxFrame}`);
      }
      return;
    }
    const parsed = parseJson(frame.bytes);
    if (parsed !== null) { for (const id of idsOf(parsed.value)) ids.add(id); }
    if (verdict.kind === "no") {
      if (verdict.unparseable) unparseable++;
      continue;
    }
    const opened = peers[0];
    const selectedHere = opened !== undefined &&
      startsSelection(opened.peer.received(), input, frame);
    if (verdict.kind === "maybe" && !selectedHere) continue;
    // Selected (or must be) at this frame.
    if (!opened) throw new Error("a valid initialize frame did not select an implementation");
    if (verdict.kind === "select" && opened.version !== verdict.version) {
      throw new Error(`selected v${opened.version}, the oracle says v${verdict.version}`);
    }
    if (!policy.configured.includes(opened.version)) {
      throw new Error("opened an unconfigured version");
    }
    checkHandedOver(opened.peer.received(), input, frame, opened.version, policy, verdict);
    if (result.selected !== opened.version || routeExitCode(result) !== 0) {
      throw new Error(`result ${JSON.stringify(result)} after selecting v${opened.version}`);
    }
    checkAnswerIds(answers, ids);
    if (answers.length < unparseable) throw new Error("an unparseable frame got no answer");
    return;
  }
  if (peers.length !== 0) throw new Error("an implementation was opened, but no frame selects");
  if (routeExitCode(result) !== 0 || result.selected !== null) {
    throw new Error(`EOF before selection: result ${JSON.stringify(result)}`);
  }
  checkAnswerIds(answers, ids);
  if (answers.length < unparseable) throw new Error("an unparseable frame got no answer");
}

/** Whether `received` is "some first line, then everything after `frame`". */
function startsSelection(received: Uint8Array, input: Uint8Array, frame: Frame): boolean {
  const rest = input.subarray(frame.next);
  if (received.length < rest.length) return false;
  if (!sameBytes(received.subarray(received.length - rest.length), rest)) return false;
  const head = received.subarray(0, received.length - rest.length);
  if (
    sameBytes(
      head,
      frame.terminated
        ? input.subarray(frame.next - frame.bytes.length - 1, frame.next)
        : frame.bytes,
    )
  ) {
    return true;
  }
  // A rewritten first frame: one non-empty line (LF-terminated exactly when the original was).
  const lf = head.indexOf(0x0a);
  return frame.terminated ? head.length > 1 && lf === head.length - 1 : head.length > 0 && lf < 0;
}

function checkHandedOver(
  received: Uint8Array,
  input: Uint8Array,
  frame: Frame,
  version: 1 | 2,
  policy: Policy,
  verdict: Verdict,
): void {
  const rest = input.subarray(frame.next);
  const original = concat([
    frame.bytes,
    frame.terminated ? new Uint8Array([0x0a]) : new Uint8Array(0),
  ]);
  const unchanged = sameBytes(received, concat([original, rest]));
  if (verdict.kind === "select" && !verdict.rewritten || policy.router === "proxy") {
    if (!unchanged) {
      throw new Error("the selecting frame and the bytes after it were not forwarded unchanged");
    }
    return;
  }
  if (unchanged) {
    if (verdict.kind === "select") throw new Error("the frame should have been converted");
    return;
  }
  // Converted: same envelope, protocolVersion set to the selected version, rest unchanged.
  if (!startsSelection(received, input, frame)) {
    throw new Error("the bytes after the first frame changed");
  }
  const head = received.subarray(0, received.length - rest.length);
  const line = head[head.length - 1] === 0x0a ? head.subarray(0, -1) : head;
  const before = parseJson(frame.bytes)?.value;
  const after = parseJson(line)?.value;
  const entry = (
    v: unknown,
  ) => (Array.isArray(v) ? v.find((e) => isObject(e) && e.method === policy.method) : v);
  const b = entry(before), a = entry(after);
  if (!isObject(a) || !isObject(b)) throw new Error("the converted frame is not an object");
  if (
    JSON.stringify(a.id) !== JSON.stringify(b.id) || a.method !== b.method || a.jsonrpc !== "2.0"
  ) {
    throw new Error("the converted frame changed its envelope");
  }
  if (!isObject(a.params) || a.params.protocolVersion !== version) {
    throw new Error(`the converted frame does not ask for v${version}`);
  }
}

function checkAnswerIds(answers: Obj[][], ids: Set<string>): void {
  for (const answer of answers) {
    for (const e of answer) {
      if (e.id !== null && !ids.has(JSON.stringify(e.id))) {
        throw new Error(`an answer carries id ${JSON.stringify(e.id)}, which no request had`);
      }
    }
  }
}

/** Property 1 for one router. */
export function firstFramesProperty(
  router: "agent" | "proxy",
): fc.IAsyncProperty<[FirstFramesCase]> {
  return fc.asyncProperty(firstFramesCase(router), checkFirstFrames);
}

// ---------------------------------------------------------------------------------------
// Property 2: after selection, bytes arrive unchanged both ways
// ---------------------------------------------------------------------------------------

/** Arbitrary bytes: mostly short, sometimes long (a repeated random pattern). */
const streamBytes = fc.oneof(
  { weight: 4, arbitrary: fc.uint8Array({ maxLength: 2_000 }) },
  fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.integer({ min: 1, max: 300_000 }))
    .map(([pattern, n]) => {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = pattern[i % pattern.length];
      return out;
    }),
);

/** One generated case for the relay property. */
export interface RelayCase {
  router: "agent" | "proxy";
  version: 1 | 2;
  crlf: boolean;
  upstream: Uint8Array;
  downstream: Uint8Array;
  clientCuts: number[];
  peerCuts: number[];
}

/** Cases for the relay property. */
export function relayCase(): fc.Arbitrary<RelayCase> {
  const cuts = fc.array(fc.nat({ max: 400_000 }), { maxLength: 16 });
  return fc.record({
    router: fc.constantFrom<"agent" | "proxy">("agent", "proxy"),
    version: fc.constantFrom<1 | 2>(1, 2),
    crlf: fc.boolean(),
    upstream: streamBytes,
    downstream: streamBytes,
    clientCuts: cuts,
    peerCuts: cuts,
  });
}

/** The initialize a relay case starts with (selected as is: requested == selected). */
export function relayInitialize(c: Pick<RelayCase, "router" | "version" | "crlf">): Uint8Array {
  const method = c.router === "agent" ? "initialize" : "_proxy/initialize";
  const info = c.version === 2 ? `,"info":{"name":"fuzz","version":"1"}` : "";
  return encoder.encode(
    `{"jsonrpc":"2.0","id":7,"method":"${method}","params":{"protocolVersion":${c.version}${info}}}` +
      (c.crlf ? "\r\n" : "\n"),
  );
}

/** Runs one relay case; throws when a byte changed, went missing or the result is wrong. */
export async function checkRelay(c: RelayCase): Promise<void> {
  const init = relayInitialize(c);
  const clientBytes = concat([init, c.upstream]);
  let peer: ScriptedPeer | undefined;
  const factory: ConnectionFactory = () => {
    peer = scriptedPeer(split(c.downstream, c.peerCuts));
    return peer.connection;
  };
  const options = { v1: factory, v2: factory, graceMs: 1_000 };
  const router = c.router === "agent" ? new AgentRouter(options) : new ProxyRouter(options);
  const client = memoryClient(split(clientBytes, c.clientCuts));
  const { result, output } = await noUnhandledRejections(() =>
    serveToEnd(router, client, () => peer ? [peer] : [], "relay")
  );
  if (!peer) throw new Error("no implementation was opened");
  if (result.selected !== c.version || routeExitCode(result) !== 0) {
    throw new Error(`result ${JSON.stringify(result)}`);
  }
  if (!sameBytes(peer.received(), clientBytes)) {
    throw new Error(`client → implementation: ${describeDiff(peer.received(), clientBytes)}`);
  }
  if (!sameBytes(output, c.downstream)) {
    throw new Error(`implementation → client: ${describeDiff(output, c.downstream)}`);
  }
}

function describeDiff(actual: Uint8Array, expected: Uint8Array): string {
  const i = firstDifference(actual, expected);
  return `got ${actual.length} bytes, want ${expected.length}; first difference at ${i}`;
}

/** Property 2. */
export function relayProperty(): fc.IAsyncProperty<[RelayCase]> {
  return fc.asyncProperty(relayCase(), checkRelay);
}

// ---------------------------------------------------------------------------------------
// Property 3: the client router and arbitrary agent first frames
// ---------------------------------------------------------------------------------------

const V2_INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":` +
  `{"protocolVersion":2,"info":{"name":"fuzz","version":"1"}}}\n`;
/** The v1 initialize that is exactly V2_INIT converted (so the agent connection is reused). */
const V1_INIT_LOSSLESS = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":` +
  `{"protocolVersion":1,"clientInfo":{"name":"fuzz","version":"1"}}}\n`;
const V1_INIT_OTHER = `{"jsonrpc":"2.0","id":"v1","method":"initialize","params":` +
  `{"protocolVersion":1,"clientInfo":{"name":"other","version":"1"}}}\n`;

/** An agent's first line: mostly response-shaped, sometimes broken. */
const agentLine = (() => {
  const value = fc.record({
    jsonrpc: fc.oneof({ weight: 6, arbitrary: fc.constant("2.0") }, absent, fc.constant("1.0")),
    id: fc.oneof(
      { weight: 6, arbitrary: fc.constant(1) },
      fc.constantFrom(2, "1", null, "v1", 1.5),
      absent,
    ),
    result: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          protocolVersion: fc.oneof(fc.constantFrom(1, 2, 3, 0, "1"), absent),
          extra: fc.oneof(absent, fc.jsonValue({ maxDepth: 2 })),
        }),
      },
      fc.jsonValue({ maxDepth: 1 }),
      absent,
    ),
    error: fc.oneof(
      { weight: 4, arbitrary: absent },
      fc.record({ code: fc.integer(), message: fc.string({ maxLength: 8 }) }),
      fc.constantFrom(null, "x"),
    ),
    method: fc.oneof({ weight: 6, arbitrary: absent }, fc.constantFrom("session/update", 1)),
  }).map((o) => {
    const out: Obj = {};
    for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
    return JSON.stringify(out);
  });
  return fc.oneof(
    { weight: 6, arbitrary: value },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.nat(), fc.string({ maxLength: 2 })).map(([t, at, s]) =>
        t.slice(0, at % (t.length + 1)) + s + t.slice(at % (t.length + 1))
      ),
    },
    noiseText,
    nestedText,
    fc.array(value, { maxLength: 2 }).map((vs) => `[${vs.join(",")}]`),
  );
})();

/** One generated case for the client router property. */
export interface ClientRouterCase {
  /** Both clients (fallback possible) or only the v2 client. */
  withV1: boolean;
  /** Whether the v1 client's initialize is the lossless conversion (reuse) or not (reconnect). */
  lossless: boolean;
  /** The agent's output. */
  agentOut: Uint8Array;
  cuts: number[];
  /** The agent closes its output right after writing (else when its input ends). */
  closeAfterWrite: boolean;
}

/** Cases for the client router property. */
export function clientRouterCase(): fc.Arbitrary<ClientRouterCase> {
  const text = fc.tuple(
    agentLine,
    fc.constantFrom("\n", "\r\n", ""),
    fc.array(fc.oneof(agentLine, noiseText), { maxLength: 3 }),
  ).map(([first, end, more]) => encoder.encode(first + end + more.map((l) => l + "\n").join("")));
  return fc.record({
    withV1: fc.boolean(),
    lossless: fc.boolean(),
    agentOut: fc.oneof({ weight: 5, arbitrary: text }, fc.uint8Array({ maxLength: 200 })),
    cuts: fc.array(fc.nat({ max: 10_000 }), { maxLength: 8 }),
    // An agent that neither closes nor ends its first line costs an init timeout: keep it rarer.
    closeAfterWrite: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
  });
}

/** A client program: sends its initialize, closes its output after the first line (or at EOF), reads to EOF. */
function clientProgram(init: string): ScriptedPeer {
  const toPeer = new TransformStream<Uint8Array, Uint8Array>();
  const fromPeer = new TransformStream<Uint8Array, Uint8Array>();
  const parts: Uint8Array[] = [];
  const writer = fromPeer.writable.getWriter();
  writer.closed.catch(() => {});
  const finished = (async () => {
    await writer.write(encoder.encode(init)).catch(() => {});
    const reader = toPeer.readable.getReader();
    let sawLine = false;
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value.slice());
        if (!sawLine && value.includes(0x0a)) {
          sawLine = true;
          await writer.close().catch(() => {});
        }
      }
    } catch { /* aborted */ }
    await writer.close().catch(() => {});
  })();
  return {
    connection: {
      readable: fromPeer.readable,
      writable: toPeer.writable,
      exited: finished.then(() => 0),
    },
    received: () => concat(parts),
    finished,
  };
}

/** Whether a line holds only spaces, tabs and CRs (the router's blank line). */
function isBlankLine(bytes: Uint8Array): boolean {
  return bytes.every((c) => c === 0x20 || c === 0x09 || c === 0x0d);
}

/**
 * Where the agent's answer starts: after the blank lines before it, which the client router
 * skips, as the agent router skips a client's (ROUTING 2.2).
 */
export function answerStart(agentOut: Uint8Array): number {
  let start = 0;
  for (const frame of framesOf(agentOut)) {
    if (!frame.terminated || !isBlankLine(frame.bytes)) break;
    start = frame.next;
  }
  return start;
}

/** Judges the agent's first frame as an answer to the v2 client's initialize (id 1). */
export function judgeAgentAnswer(
  agentOut: Uint8Array,
  closes: boolean,
  maxFrame: number,
): "delivers" | "fails" | "maybe" {
  const frame = framesOf(agentOut.subarray(answerStart(agentOut)))[0];
  if (frame === undefined || isBlankLine(frame.bytes)) return "fails"; // EOF before any answer
  if (frame.bytes.length > maxFrame) return "fails";
  if (!frame.terminated && !closes) return "fails"; // no LF and no EOF: the init timeout
  const parsed = parseJson(frame.bytes);
  if (parsed === null || !isObject(parsed.value)) return "fails";
  const v = parsed.value;
  if ("method" in v || !("result" in v || "error" in v)) return "fails";
  if (JSON.stringify(v) !== parsed.text) return "maybe";
  return v.id === 1 ? "delivers" : "fails";
}

/** Runs one client router case; throws on a hang, a leak or a wrong outcome. */
export async function checkClientRouter(c: ClientRouterCase): Promise<void> {
  const opened: ScriptedPeer[] = [];
  const v2Clients: ScriptedPeer[] = [];
  const open = (make: () => ScriptedPeer, into?: ScriptedPeer[]): ConnectionFactory => () => {
    const peer = make();
    opened.push(peer);
    into?.push(peer);
    return peer.connection;
  };
  const maxFrame = 1 << 20;
  const router = new ClientRouter({
    v2Client: open(() => clientProgram(V2_INIT), v2Clients),
    v1Client: c.withV1
      ? open(() => clientProgram(c.lossless ? V1_INIT_LOSSLESS : V1_INIT_OTHER))
      : undefined,
    agent: open(() =>
      scriptedPeer(split(c.agentOut, c.cuts), { closeAfterScript: c.closeAfterWrite })
    ),
    initTimeoutMs: 250,
    graceMs: 200,
    maxFrameBytes: maxFrame,
  });
  const result = await noUnhandledRejections(() =>
    within(
      (async () => {
        const result = await router.connect();
        await Promise.all(opened.map((p) => p.finished));
        return result;
      })(),
      RUN_TIMEOUT_MS,
      "ClientRouter.connect",
    )
  );
  if (result.selected === null) {
    if (!(result.error instanceof ClientRouterError) || connectExitCode(result) !== 1) {
      throw new Error(`a failed connect must give a ClientRouterError and exit 1: ${result.error}`);
    }
  } else if (result.selected !== 1 && result.selected !== 2) {
    throw new Error(`selected ${result.selected}`);
  }
  if (c.withV1) return; // fallback paths: no hang, no leak is the property
  const expected = judgeAgentAnswer(c.agentOut, c.closeAfterWrite, maxFrame);
  if (expected === "fails" && result.selected !== null) {
    throw new Error(
      "the agent's first frame does not answer the initialize, yet connect delivered it",
    );
  }
  if (expected === "delivers" && result.selected !== 2) {
    throw new Error(
      `the agent answered the initialize, yet connect failed: ${result.error?.message}`,
    );
  }
  const received = v2Clients[0].received();
  const delivered = c.agentOut.subarray(answerStart(c.agentOut));
  if (result.selected === 2 && !sameBytes(received, delivered)) {
    throw new Error(
      `the v2 client did not get the agent's bytes from its answer on: ` +
        describeDiff(received, delivered),
    );
  }
  // A failed connect gives the client one answer of its own to the initialize (-32603 saying
  // why), none of the agent's bytes.
  if (result.selected === null && !isFailureAnswer(received)) {
    throw new Error(
      `a failed connect must give the client one -32603 answer to its initialize, no more: ` +
        `got ${JSON.stringify(new TextDecoder().decode(received).slice(0, 300))}`,
    );
  }
}

/** Whether `received` is one line: the router's `-32603` answer to V2_INIT's id 1. */
function isFailureAnswer(received: Uint8Array): boolean {
  const text = new TextDecoder().decode(received);
  if (!text.endsWith("\n") || text.indexOf("\n") !== text.length - 1) return false;
  const answer = JSON.parse(text);
  return answer.jsonrpc === "2.0" && answer.id === 1 && answer.error?.code === -32603 &&
    typeof answer.error.message === "string" && Object.keys(answer).length === 3;
}

/** Property 3. */
export function clientRouterProperty(): fc.IAsyncProperty<[ClientRouterCase]> {
  return fc.asyncProperty(clientRouterCase(), checkClientRouter);
}

// ---------------------------------------------------------------------------------------
// The list both runners use
// ---------------------------------------------------------------------------------------

/** A named property with the run count the test suite uses. */
export interface NamedProperty {
  /** Short name (`--only NAME` in the campaign). */
  name: string;
  /** What it checks, one line. */
  description: string;
  /** Builds the property. */
  // deno-lint-ignore no-explicit-any
  property: () => fc.IAsyncProperty<any>;
  /** Runs in the test suite (the campaign's `--runs` replaces it). */
  testRuns: number;
}

/** Every property, in the order the campaign runs them. */
export const PROPERTIES: readonly NamedProperty[] = [
  {
    name: "agent-first-frames",
    description:
      "agent router: arbitrary first frames never crash or hang; answers are JSON-RPC errors; selection matches the oracle",
    property: () => firstFramesProperty("agent"),
    testRuns: 150,
  },
  {
    name: "proxy-first-frames",
    description:
      "proxy router: arbitrary first frames never crash or hang; answers are JSON-RPC errors; selection matches the oracle",
    property: () => firstFramesProperty("proxy"),
    testRuns: 150,
  },
  {
    name: "relay-bytes",
    description:
      "agent and proxy routers: after selection, arbitrary bytes split at arbitrary boundaries arrive unchanged both ways",
    property: relayProperty,
    testRuns: 100,
  },
  {
    name: "client-router-agent-first-frame",
    description:
      "client router: arbitrary bytes as the agent's first frame never hang connect; it fails or delivers every byte from the answer on",
    property: clientRouterProperty,
    testRuns: 100,
  },
];

/** Decodes bytes for a counterexample report (invalid UTF-8 shown as U+FFFD). */
export function show(bytes: Uint8Array): string {
  return JSON.stringify(decoder.decode(bytes));
}
