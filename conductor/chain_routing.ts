/**
 * Where each message of a proxy chain goes (issue 14; the Rust conductor's wire,
 * `../shared/research/rust-sdk-routing.md` §2.5-2.6): pure routing over frames, no I/O.
 *
 * Parties: the client (`CLIENT`), proxies `0 ... n-1`, and the agent (`n`). The conductor talks
 * to each party on its own link and has its own request ids on each link.
 *
 * - The client's messages go to component 0 (the first proxy, or the agent).
 * - A proxy's `_proxy/successor` envelope (`proxy/successor` too) is unwrapped and delivered
 *   to the next component as a plain message; an inner `initialize` becomes
 *   `_proxy/initialize` for a proxy and stays `initialize` for the agent.
 * - Any other request or notification of component `i` goes to its predecessor: the client
 *   when `i` is 0, else proxy `i-1`, wrapped in a `_proxy/successor` envelope.
 * - A response goes back to whoever sent the request it answers, under that sender's own id.
 *   Responses are never wrapped.
 * - `$/cancel_request` is hop-scoped: it is never forwarded as it is, but re-issued on the
 *   next hop with that hop's id of the same request; from a proxy it may come raw or wrapped.
 *
 * Every forwarded frame is the original's bytes with only the id (and, for an envelope, the
 * wrapping) changed: `params`, `result` and `error` are spliced as their raw text. With no
 * proxies nothing is renumbered: frames pass unchanged both ways.
 *
 * @module
 */

import { jsonTypeAt, scanJson, type Span } from "../jsonrpc/json_scan.ts";
import {
  findEntry,
  frameText,
  type MessageView,
  spanBytes,
  viewMessage,
} from "../jsonrpc/message.ts";
import {
  CANCEL_REQUEST_METHOD,
  cancelRequestFrame,
  errorFrame,
  isSuccessorMethod,
  MessageShapeError,
  requestFrame,
  resultFrame,
  SCHEMA_SUCCESSOR_METHOD,
  SUCCESSOR_METHOD,
  successorEnvelope,
  unwrapSuccessor,
  withId,
} from "../jsonrpc/writer.ts";
import { IdAllocator, IdTable } from "../jsonrpc/id_table.ts";
import { idValueIsExact, idValueKey, sameIdValue } from "../jsonrpc/id_value.ts";
import { TextMap } from "../jsonrpc/text_map.ts";
import { parseInitializeResponse } from "../schema/initialize_response.ts";
import { ErrorCode } from "../schema/protocol_error.ts";
import { MAX_BATCH_REPLIES } from "../schema/batch_replies.ts";
import {
  INITIALIZE_METHOD,
  PROTOCOL_V2,
  PROXY_INITIALIZE_METHOD,
  SCHEMA_PROXY_INITIALIZE_METHOD,
} from "../schema/versions.ts";
import type { ProtocolVersion } from "../schema/versions.ts";

/** The client's party index. */
export const CLIENT = -1;

/** The conductor itself, as the sender of the answers it makes (for transcripts). */
export const CONDUCTOR = -2;

/** One frame for one party. */
export interface Delivery {
  /** Who gets it: {@linkcode CLIENT}, a proxy index, or the agent's index. */
  readonly to: number;
  /** The frame, without newline. */
  readonly frame: Uint8Array;
  /** Who it comes from, logically (for transcripts): the original sender. */
  readonly from: number;
  /**
   * For transcripts, when it differs from `frame`: a response as its sender wrote it, under
   * the id of the link its request went on, so that it pairs with that recorded request.
   */
  readonly recorded?: Uint8Array;
}

/** What the routing does with a frame it cannot deliver. */
export interface Dropped {
  /** Who sent it. */
  readonly from: number;
  /** Why it was dropped, for a log line. */
  readonly reason: string;
  /** The frame is not JSON (a component's stray output): its text is worth showing. */
  readonly notJson?: true;
  /**
   * A routine race, not a fault (a cancel of a request whose answer is already on its way):
   * logged at debug, not warn.
   */
  readonly routine?: true;
}

/** Options of {@linkcode ChainRouting}. */
export interface ChainRoutingOptions {
  /** How many proxies precede the agent. */
  readonly proxies: number;
  /** The version the chain runs (the agent's answer to `initialize` must say it). */
  readonly version: ProtocolVersion;
  /**
   * The names sent to proxies: `prefixed` (`_proxy/initialize`, `_proxy/successor`, what
   * the Rust conductor and its proxies speak) or `schema` (`proxy/initialize`,
   * `proxy/successor`, the newest draft schema). Both spellings are accepted from proxies.
   * @default "prefixed"
   */
  readonly proxyMethods?: "prefixed" | "schema";
  /**
   * Most requests in flight per link; past it a request is answered with `-32603`.
   * @default 65536
   */
  readonly maxPending?: number;
  /**
   * Most bytes of request ids in flight per link (each request in flight keeps its
   * sender's id, whose length the sender chooses); past it a request is answered with
   * `-32603`.
   * @default {MAX_PENDING_ID_BYTES}
   */
  readonly maxPendingIdBytes?: number;
}

/** The default of {@linkcode ChainRoutingOptions.maxPendingIdBytes}: 4 MiB. */
export const MAX_PENDING_ID_BYTES: number = 4 * 1024 * 1024;

/** How much of a peer's id a log line quotes. */
const ID_SHOWN = 64;

/** A peer's id for a log line: cut to 64 characters, with its length when cut. */
function shownId(idText: string | null): string {
  if (idText === null) return "no id";
  if (idText.length <= ID_SHOWN) return idText;
  return `${idText.slice(0, ID_SHOWN)}\u2026 (an id of ${idText.length} characters)`;
}

/** A request the conductor sent on some link, and whom its answer goes back to. */
interface Pending {
  /** The party that sent the original request. */
  readonly origin: number;
  /** The original request's id, as the origin wrote it. */
  readonly originId: string;
  /**
   * The request is an `initialize` (the agent's) or a `_proxy/initialize` (a proxy's): its
   * answer is checked (never downgrade; a proxy must not change `protocolVersion` either).
   */
  readonly initialize: "agent" | "proxy" | null;
  /** For an `initialize`: the raw `params.protocolVersion` it asked for, or null. */
  readonly requested?: string | null;
}

/** One link: the conductor's ids on it, and its requests in flight. */
interface Link {
  readonly ids: IdAllocator;
  readonly pending: IdTable<Pending>;
  /** The length of the origin ids of `pending`, summed. */
  pendingIdBytes: number;
}

const encoder = new TextEncoder();

/** Most distinct versions kept per proxy of what its successor answered its initializes. */
const MAX_VERSIONS_KEPT = 8;

/**
 * The routing state of one chain; see the module doc.
 *
 * @example Route a client request through one proxy and back
 * ```ts
 * import { ChainRouting, CLIENT } from "./chain_routing.ts";
 * import { viewMessage } from "../jsonrpc/message.ts";
 * const routing = new ChainRouting({ proxies: 1, version: 1 });
 * const frame = new TextEncoder().encode(`{"jsonrpc":"2.0","id":"c-1","method":"session/new","params":{}}`);
 * const [toProxy] = routing.route(CLIENT, frame, viewMessage(frame)).deliveries;
 * console.log(toProxy.to, new TextDecoder().decode(toProxy.frame));
 * // 0 {"jsonrpc":"2.0","id":1,"method":"session/new","params":{}}
 * ```
 */
export class ChainRouting {
  readonly #proxies: number;
  readonly #version: ProtocolVersion;
  readonly #successor: string;
  readonly #proxyInitialize: string;
  readonly #links = new Map<number, Link>();
  /** `${origin} ${idValueKey(originId)}` -> the links and ids the requests went on with (for cancels). */
  readonly #forwarded = new TextMap<{ to: number; id: string; text: string }[]>();
  readonly #maxPending: number;
  readonly #maxPendingIdBytes: number;

  /**
   * Creates the routing of a chain.
   *
   * @param options How many proxies, the version, the names sent to proxies.
   */
  constructor(options: ChainRoutingOptions) {
    this.#proxies = options.proxies;
    this.#version = options.version;
    const schema = options.proxyMethods === "schema";
    this.#successor = schema ? SCHEMA_SUCCESSOR_METHOD : SUCCESSOR_METHOD;
    this.#proxyInitialize = schema ? SCHEMA_PROXY_INITIALIZE_METHOD : PROXY_INITIALIZE_METHOD;
    this.#maxPending = options.maxPending ?? 65_536;
    this.#maxPendingIdBytes = options.maxPendingIdBytes ?? MAX_PENDING_ID_BYTES;
    for (let party = CLIENT; party <= this.#proxies; party++) {
      this.#links.set(party, {
        ids: new IdAllocator(),
        pending: new IdTable<Pending>({ limit: this.#maxPending }),
        pendingIdBytes: 0,
      });
    }
  }

  /** The agent's party index. */
  get agent(): number {
    return this.#proxies;
  }

  /** The name of a party for logs and transcripts: `Client`, `Proxy(0)`, ..., `Agent`. */
  partyName(party: number): string {
    if (party === CLIENT) return "Client";
    if (party === CONDUCTOR) return "acp-proxy";
    return party === this.#proxies ? "Agent" : `Proxy(${party})`;
  }

  /**
   * Who refused the client's initialize: from the first component on, the last of those whose
   * last initialize answer was an error (or was refused by the version check): a proxy that
   * relays its successor's refusal is not the one to blame.
   *
   * @returns The party's name (`Proxy(1)`, `Agent`), or "the chain's version check of NAME's
   *   answer" when that check refused it.
   */
  initializeRefuser(): string {
    let party = 0;
    while (party < this.agent && this.#initializeErred.get(party + 1) !== undefined) party++;
    const name = this.partyName(party);
    // The refusal the version check made of an answer is the chain's, not the component's.
    return this.#initializeErred.get(party) === "version"
      ? `the chain's version check of ${name}'s answer`
      : name;
  }

  /**
   * With no proxies, once the agent's initialize answer has passed the version check: from
   * here the chain is a byte pipe (issue 14 §4), nothing left to route.
   */
  get bytePipe(): boolean {
    return this.#proxies === 0 && this.#initialized && this.#agentInitializeId === null;
  }

  /** How many requests are in flight on every link together. */
  get inFlight(): number {
    let n = 0;
    for (const link of this.#links.values()) n += link.pending.size;
    return n;
  }

  /** How many of the client's requests are in flight (unanswered). */
  get clientRequestsInFlight(): number {
    return [...this.#clientPending()].length;
  }

  /**
   * The party furthest down the chain (towards the agent) that has not answered a request
   * sent to it down the chain: where the client's requests stand still (chain17: a proxy that
   * never answers). Undefined when none waits.
   */
  get furthestWaiting(): number | undefined {
    for (let party = this.#proxies; party >= 0; party--) {
      for (const [, pending] of this.#links.get(party)!.pending.entries()) {
        if (pending.origin < party) return party;
      }
    }
    return undefined;
  }

  /**
   * Takes the client's requests still in flight (the chain is ending: nobody will answer
   * them), in the order they were sent: each as the id the client wrote, and the id the chain
   * gave it on its first hop (the one a transcript records it, and its answer, under).
   *
   * @returns The ids' exact text.
   */
  takeClientRequests(): { clientId: string; hopId: string }[] {
    const taken = [...this.#clientPending()];
    for (const { link, idText } of taken) link.pending.delete(idText);
    return taken.map(({ idText, pending }) => ({ clientId: pending.originId, hopId: idText }));
  }

  /** The client's requests in flight, link by link, each in the order it was sent. */
  *#clientPending(): Generator<{ link: Link; idText: string; pending: Pending }> {
    for (const link of this.#links.values()) {
      for (const [idText, pending] of link.pending.entries()) {
        if (pending.origin === CLIENT) yield { link, idText, pending };
      }
    }
  }

  /**
   * Routes one frame (a single message; a batch is routed entry by entry).
   *
   * @param from Who sent it.
   * @param frame Its bytes, without newline.
   * @param view Its view.
   * @returns The frames to deliver, in order, and what was dropped; for a batch routed entry by
   *   entry, also the entries the chain took itself (answered to their sender, or dropped), in
   *   order, for a transcript.
   */
  route(
    from: number,
    frame: Uint8Array,
    view: MessageView,
  ): { deliveries: Delivery[]; dropped: Dropped[]; taken?: Uint8Array[] } {
    const out = { deliveries: [] as Delivery[], dropped: [] as Dropped[] };
    // No proxies: a byte pipe, a batch included (it stays one frame).
    if (this.#proxies === 0) {
      this.#passThrough(from, frame, view, out);
      return out;
    }
    if (view.kind === "batch") {
      if (view.entryCount === 0) {
        const reply = errorFrame(
          null,
          ErrorCode.InvalidRequest,
          "Invalid Request",
          `"empty or malformed batch"`, // as before selection (ROUTING 2.13)
        );
        out.deliveries.push({ to: from, frame: encoder.encode(reply), from: CONDUCTOR });
        return out;
      }
      // The chain's own replies to the sender (an invalid entry, a refused request): the first
      // MAX_BATCH_REPLIES, then counted in one last entry, as a refused batch's answer is
      // (ROUTING 2.14): a batch of millions of `1,` made an answer 60 times its size.
      let replies = 0;
      let more = 0;
      const taken: Uint8Array[] = [];
      for (let i = 0; i < view.entryCount; i++) {
        const bytes = spanBytes(frame, view.entryAt(i).span!);
        const at = out.deliveries.length;
        const droppedAt = out.dropped.length;
        this.#routeOne(from, bytes, viewMessage(bytes), out);
        if (tookItself(from, out.deliveries, at, out.dropped.length > droppedAt, false)) {
          taken.push(bytes);
        }
        for (let k = at; k < out.deliveries.length; k++) {
          const d = out.deliveries[k];
          if (d.to !== from || d.from !== CONDUCTOR) continue;
          if (replies < MAX_BATCH_REPLIES) replies++;
          else {
            out.deliveries.splice(k--, 1);
            more++;
          }
        }
      }
      if (more > 0) {
        const counted = JSON.stringify(
          `${more} more ${more === 1 ? "entry of this batch is" : "entries of this batch are"} ` +
            `not answered one by one (at most ${MAX_BATCH_REPLIES} are)`,
        );
        const frame = errorFrame(null, ErrorCode.InvalidRequest, "Invalid Request", counted);
        out.deliveries.push({ to: from, frame: encoder.encode(frame), from: CONDUCTOR });
      }
      gatherReplies(out.deliveries, from);
      return { ...out, taken };
    }
    this.#routeOne(from, frame, view, out);
    return out;
  }

  #routeOne(
    from: number,
    frame: Uint8Array,
    view: MessageView,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
  ): void {
    switch (view.kind) {
      case "blank":
        return;
      case "response":
        return this.#response(from, frame, view, out);
      case "request":
      case "notification":
        if (view.method === CANCEL_REQUEST_METHOD) return this.#cancel(from, frame, view, out);
        if (isSuccessorMethod(view.method)) {
          if (from !== CLIENT && from < this.#proxies) return this.#unwrap(from, frame, view, out);
          // From the client or the agent, an envelope would reach a proxy as one from its
          // successor: a message the client (or agent) made up, in another's name.
          return this.#refuse(
            from,
            view,
            ErrorCode.InvalidRequest,
            `${view.method} is only sent by a proxy to its successor`,
            out,
          );
        }
        return this.#forward(from, frame, view, out);
      default:
        if (view.parseError && from !== CLIENT) {
          // A component's stray output (a debug print on stdout) is not answered: it is not
          // talking to the chain, and -32700 replies would only add to what it must ignore.
          return void out.dropped.push({ from, reason: `a line that is not JSON`, notJson: true });
        }
        // An id and nothing else, under an id the sender's link has a request in flight with:
        // an answer without "result" or "error", taken as one with both is (a -32600 under
        // that id would reach the sender as the answer to its own request of that id).
        if (this.#answersPending(from, view)) {
          return this.#response(from, frame, view, out, `a response needs "result" or "error"`);
        }
        // As before selection (ROUTING 2.4, 2.7): the request's own id when it is readable,
        // else null; a component gets the same answer as the client (every request is
        // answered, an invalid one with -32600).
        out.deliveries.push({
          to: from,
          frame: encoder.encode(
            view.parseError ? errorFrame(null, ErrorCode.ParseError, "Parse error") : errorFrame(
              view.idText,
              ErrorCode.InvalidRequest,
              "Invalid Request",
              JSON.stringify(view.reason ?? "not a JSON-RPC 2.0 message"),
            ),
          ),
          from: CONDUCTOR,
        });
    }
  }

  /** No proxies: the frames pass unchanged; only the agent's initialize answer is checked. */
  #passThrough(
    from: number,
    frame: Uint8Array,
    view: MessageView,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
  ): void {
    const to = from === CLIENT ? this.agent : CLIENT;
    if (from === CLIENT && !this.#initialized) {
      const initialize = findEntry(
        view,
        (e) => e.kind === "request" && e.method === INITIALIZE_METHOD,
      );
      if (initialize !== undefined) {
        this.#initialized = true;
        this.#agentInitializeId = initialize.idText;
      }
    } else if (from !== CLIENT && this.#agentInitializeId !== null) {
      // By value: an agent that re-encodes the id (`1.0` -> `1`) must not slip past the check.
      const answer = findEntry(view, (e) =>
        e.kind === "response" && e.idText !== null &&
        sameIdValue(e.idText, this.#agentInitializeId!));
      if (answer !== undefined) {
        const clientId = this.#agentInitializeId; // the client's own text (`1.0`, not `1`)
        this.#agentInitializeId = null;
        const bytes = view.kind === "batch" ? spanBytes(frame, answer.span!) : frame;
        const refused = this.#checkAgentInitialize(bytes, answer.idText!, clientId, {
          who: "the agent",
          requested: null,
          clientFacing: true,
        });
        // A refused answer replaces its whole frame (the chain ends with it).
        if (refused) {
          this.#initializeErred.set(from, "version"); // the refusal is the check's
          return void out.deliveries.push({ to, frame: refused, from: CONDUCTOR });
        }
      }
    }
    out.deliveries.push({ to, frame, from });
  }

  /** The client's first initialize has gone into the chain. */
  #initialized = false;
  /** No proxies: the id of the initialize whose answer is still to be checked. */
  #agentInitializeId: string | null = null;
  /**
   * What each proxy's successor answered its initializes with (`versionKey`s; the first
   * {@linkcode MAX_VERSIONS_KEPT}, so a component cannot grow it without bound).
   */
  readonly #successorAnswered = new Map<number, Set<string>>();
  /**
   * The components whose last initialize answer was an error (`error`) or was refused by the
   * version check (`version`); absent: answered well, or not yet.
   */
  readonly #initializeErred = new Map<number, "error" | "version">();

  /** A request or notification from `from` to the next party that way. */
  #forward(
    from: number,
    frame: Uint8Array,
    view: MessageView,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
  ): void {
    // From anyone (the client, or a component towards the client): only the conductor opens a
    // proxy's link.
    if (
      view.method === PROXY_INITIALIZE_METHOD || view.method === SCHEMA_PROXY_INITIALIZE_METHOD
    ) {
      return this.#refuse(
        from,
        view,
        ErrorCode.InvalidRequest,
        `${view.method} requests are only sent by the conductor`,
        out,
      );
    }
    if (from === CLIENT) {
      // The client's messages go to component 0; its first initialize becomes the first
      // proxy's _proxy/initialize.
      const initialize = view.kind === "request" && view.method === INITIALIZE_METHOD;
      if (initialize && !this.#initialized) {
        this.#initialized = true;
        return this.#sendRequest(
          from,
          0,
          view,
          out,
          (id) => requestFrame(id, this.#proxyInitialize, paramsOf(frame, view)),
          "proxy",
        );
      }
      if (view.kind === "notification") {
        return void out.deliveries.push({ to: 0, frame, from });
      }
      return this.#sendRequest(from, 0, view, out, (id) => withId(frame, view, id), null);
    }
    // Component `from` talks to its predecessor.
    const to = from === 0 ? CLIENT : from - 1;
    if (view.kind === "notification") {
      const bytes = to === CLIENT
        ? frame
        : successorEnvelope(view, frame, { method: this.#successor });
      return void out.deliveries.push({ to, frame: bytes, from });
    }
    this.#sendRequest(
      from,
      to,
      view,
      out,
      (id) =>
        to === CLIENT
          ? withId(frame, view, id)
          : successorEnvelope(view, frame, { idText: id, method: this.#successor }),
      null,
    );
  }

  /** A proxy's envelope: its inner message goes to the next component. */
  #unwrap(
    from: number,
    frame: Uint8Array,
    view: MessageView,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
  ): void {
    const to = from + 1;
    let inner: Uint8Array;
    try {
      inner = unwrapSuccessor(view, frame);
    } catch (e) {
      // A malformed envelope is the proxy's to fix; anything else is a defect of ours.
      if (!(e instanceof MessageShapeError)) throw e;
      return this.#refuse(from, view, ErrorCode.InvalidParams, e.message, out);
    }
    const innerView = viewMessage(inner);
    if (innerView.method === CANCEL_REQUEST_METHOD) {
      // A wrapped cancel, as Rust proxies send; an envelope with an id is answered itself.
      return this.#cancel(from, inner, innerView, out, view);
    }
    if (
      innerView.method === PROXY_INITIALIZE_METHOD ||
      innerView.method === SCHEMA_PROXY_INITIALIZE_METHOD
    ) {
      return this.#refuse(
        from,
        view,
        ErrorCode.InvalidRequest,
        `${innerView.method} requests are only sent by the conductor; send initialize to ` +
          `your successor`,
        out,
      );
    }
    if (isSuccessorMethod(innerView.method)) {
      // The next component would take it for an envelope from its own successor.
      return this.#refuse(
        from,
        view,
        ErrorCode.InvalidRequest,
        `a ${innerView.method} inside an envelope; wrap the message itself`,
        out,
      );
    }
    if (innerView.kind === "notification") {
      return void out.deliveries.push({ to, frame: inner, from });
    }
    if (innerView.kind !== "request") {
      return this.#refuse(from, view, ErrorCode.InvalidParams, "an empty envelope", out);
    }
    const initialize = innerView.method === INITIALIZE_METHOD;
    const method = initialize && to < this.#proxies ? this.#proxyInitialize : undefined;
    this.#sendRequest(
      from,
      to,
      view,
      out,
      (id) => unwrapSuccessor(view, frame, { idText: id, method }),
      !initialize ? null : to === this.agent ? "agent" : "proxy",
    );
  }

  /** Forwards a request under a fresh id of the `to` link, remembering the way back. */
  #sendRequest(
    from: number,
    to: number,
    view: MessageView,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
    build: (id: string) => Uint8Array,
    initialize: Pending["initialize"],
  ): void {
    const link = this.#links.get(to)!;
    if (link.pending.size >= this.#maxPending) {
      return this.#refuse(
        from,
        view,
        ErrorCode.InternalError,
        `${this.#maxPending} requests are already waiting for ${this.partyName(to)}`,
        out,
      );
    }
    const originId = view.idText!;
    if (link.pendingIdBytes + originId.length > this.#maxPendingIdBytes) {
      return this.#refuse(
        from,
        view,
        ErrorCode.InternalError,
        `the ids of the requests waiting for ${this.partyName(to)} would pass ` +
          `${this.#maxPendingIdBytes} bytes (this one is ${originId.length}); use short ids`,
        out,
      );
    }
    const id = link.ids.next();
    link.pendingIdBytes += originId.length;
    const frame = build(id);
    const requested = initialize === null ? undefined : requestedVersion(frame);
    link.pending.set(id, { origin: from, originId, initialize, requested });
    // A client that reuses an id still in flight has both forwarded (and both cancelled).
    const key = `${from} ${idValueKey(view.idText!)}`;
    const same = this.#forwarded.get(key);
    const text = view.idText!;
    if (same === undefined) this.#forwarded.set(key, [{ to, id, text }]);
    else same.push({ to, id, text });
    out.deliveries.push({ to, frame, from });
  }

  /** Whether `view` has an id, no method, result or error, and the id of a request in flight. */
  #answersPending(from: number, view: MessageView): boolean {
    if (view.idText === null || view.parseError) return false;
    if (["method", "result", "error"].some((name) => view.member(name) !== undefined)) {
      return false;
    }
    const link = this.#links.get(from)!;
    return link.pending.has(issuedId(view.idText, link.pending));
  }

  /**
   * A response: back to the sender of the request, under its own id; `flaw`: what makes it no
   * JSON-RPC 2.0 response (it is dropped, its request answered -32603), null when nothing does.
   */
  #response(
    from: number,
    frame: Uint8Array,
    view: MessageView,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
    flaw: string | null = view.responseFlaw,
  ): void {
    const link = this.#links.get(from)!;
    // The hop's ids are integers the chain issued: a peer that re-encoded one (`1.0`, `1e0`)
    // has answered it, as `connect` and the initialize checks take it.
    const hopId = view.idText === null ? null : issuedId(view.idText, link.pending);
    const pending = hopId === null ? undefined : link.pending.take(hopId);
    if (pending === undefined) {
      return void out.dropped.push({
        from,
        reason: `a response to ${shownId(view.idText)}, which no request of this link has`,
      });
    }
    link.pendingIdBytes -= pending.originId.length;
    const key = `${pending.origin} ${idValueKey(pending.originId)}`;
    const same = this.#forwarded.get(key);
    const at = same?.findIndex((f) => f.to === from && f.id === hopId) ?? -1;
    if (at >= 0) same!.splice(at, 1);
    if (same?.length === 0) this.#forwarded.delete(key);
    // One that breaks JSON-RPC (both `result` and `error`, say) is no answer to pass on; its
    // request gets an error instead of waiting for ever.
    if (flaw !== null) {
      if (pending.initialize !== null) this.#initializeErred.set(from, "error");
      out.dropped.push({
        from,
        reason: `a response to ${shownId(view.idText)} that is not JSON-RPC 2.0: ${flaw}`,
      });
      const reply = errorFrame(
        pending.originId,
        ErrorCode.InternalError,
        `${this.partyName(from)} answered with a response that is not JSON-RPC 2.0: ${flaw}`,
      );
      return void out.deliveries.push({
        to: pending.origin,
        frame: encoder.encode(reply),
        from: CONDUCTOR,
      });
    }
    if (pending.initialize !== null) {
      const refused = this.#checkAgentInitialize(frame, view.idText!, pending.originId, {
        who: pending.initialize === "agent" ? "the agent" : this.partyName(from),
        requested: pending.requested ?? null,
        successor: pending.initialize === "proxy" ? this.#successorAnswered.get(from) : undefined,
        // Only the client's first initialize becomes a _proxy/initialize from the client.
        clientFacing: pending.origin === CLIENT,
      });
      if (refused !== null) this.#initializeErred.set(from, "version");
      else if (view.isError) this.#initializeErred.set(from, "error");
      else this.#initializeErred.delete(from);
      if (refused) {
        return void out.deliveries.push({ to: pending.origin, frame: refused, from: CONDUCTOR });
      }
      const answered = answeredVersion(frame, view.idText!);
      if (pending.origin >= 0 && answered !== undefined) {
        const seen = this.#successorAnswered.get(pending.origin) ?? new Set<string>();
        if (seen.size < MAX_VERSIONS_KEPT) seen.add(answered);
        this.#successorAnswered.set(pending.origin, seen);
      }
    }
    out.deliveries.push({
      to: pending.origin,
      frame: withId(frame, view, pending.originId),
      from,
      recorded: frame,
    });
  }

  /**
   * The never-downgrade rule (as the Rust conductor's, on a v2 chain only): the answer the
   * client gets to its first `initialize` (`clientFacing`: from the first proxy, or the agent
   * with no proxies), and the agent's answer to an `initialize` that asked for 2 or more, must
   * carry 2 or more. Other hops negotiate as they like (a proxy may probe its successor for
   * v1, or ask a v1 agent for 2), and a client's later initialize gets what it gets. A proxy
   * must not change `protocolVersion`: its answer carries one its successor answered it
   * (`successor`, `versionKey`s), or, when it answered by itself, what it was asked
   * (`requested`, raw). Versions compare as numbers (`2.0` is 2). Returns the error frame
   * (under `originId`) that replaces the answer, or null.
   */
  #checkAgentInitialize(
    frame: Uint8Array,
    id: string,
    originId: string,
    check: {
      who: string;
      requested: string | null;
      successor?: ReadonlySet<string>;
      clientFacing: boolean;
    },
  ): Uint8Array | null {
    const answer = parseInitializeResponse(frame, id);
    if (answer.kind === "error") return null;
    const { who, requested, successor, clientFacing } = check;
    const agent = who === "the agent";
    const got = answer.protocolVersion;
    const askedNumber = requested === null ? NaN : Number(requested);
    const asked = Number.isFinite(askedNumber) ? askedNumber : this.#version;
    const number = got === null ? NaN : Number(got);
    const refuse = (rule: string) =>
      encoder.encode(errorFrame(
        originId,
        ErrorCode.InvalidRequest,
        `${who} answered the v${asked} initialize with ` +
          (got === null ? "no protocolVersion" : `protocolVersion ${got}`) + `; ${rule}`,
      ));
    const v2Chain = this.#version === PROTOCOL_V2;
    if (v2Chain && (clientFacing || (agent && asked >= PROTOCOL_V2))) {
      if (got !== null && !Number.isFinite(number)) {
        return refuse(`that is not a version number (ACP v${asked} requested)`);
      }
      if (!(number >= PROTOCOL_V2)) {
        return refuse(
          `a v2 chain is never downgraded (ACP v${asked} requested, v${got ?? "?"} answered)`,
        );
      }
    }
    if (!agent) {
      const expected = successor ?? new Set([versionKey(requested ?? String(this.#version))]);
      if (!expected.has(versionKey(got))) {
        return refuse(
          `a proxy must not change protocolVersion (` +
            (successor === undefined
              ? `ACP v${asked} requested`
              : `its successor answered ${[...successor].map(shownVersion).join(" or ")}`) +
            `)`,
        );
      }
    }
    // A proxy's v2 answer is shaped as the agent's must be (chain16: a v1-shaped one passed).
    if (!v2Chain || number !== PROTOCOL_V2 || asked < PROTOCOL_V2) return null;
    const shape = v2AnswerProblem(frame);
    if (shape === null) return null;
    return encoder.encode(errorFrame(
      originId,
      ErrorCode.InvalidRequest,
      `${agent ? "the agent's" : `${who}'s`} answer to the v2 initialize is not a v2 answer: ` +
        shape,
    ));
  }

  /**
   * `$/cancel_request` from `from`: re-issued on the next hop with that hop's id. It is a
   * notification; sent as a request (`sent`: the message itself, or the envelope that carried
   * it), it is answered too, as every request is: a null result once acted on (a cancel for
   * a request no longer in flight included: there is nothing left to cancel), `-32602`
   * without a `requestId`.
   */
  #cancel(
    from: number,
    frame: Uint8Array,
    view: MessageView,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
    sent: MessageView = view,
  ): void {
    const requestIdSpan = requestIdSpanOf(frame, view);
    const requestId = requestIdSpan === null ? null : frameText(frame, requestIdSpan);
    if (requestId === null && sent.kind === "request" && sent.idText !== null) {
      const message = `a ${CANCEL_REQUEST_METHOD} needs params.requestId`;
      return this.#refuse(from, sent, ErrorCode.InvalidParams, message, out);
    }
    const byValue = requestId === null
      ? undefined
      : this.#forwarded.get(`${from} ${idValueKey(requestId)}`);
    // By value (`8.0` names request `8`, and both of an id reused as `5` and `5.0`) where both
    // ids are held exactly by their value; a number that only a double takes for others
    // (12345678901234567890 and ...891, 1e-400 and 0) names, and is named by, its exact text
    // only (chain15, regress92, regress93: by value one cancelled the other, also when its own
    // was just answered).
    const named = requestId !== null && idValueIsExact(requestId);
    const exact = byValue?.filter((f) => f.text === requestId || named && idValueIsExact(f.text));
    const next = exact?.length === 0 ? undefined : exact;
    const answered = sent.kind === "request" && sent.idText !== null;
    // One sent as a request is answered (null: nothing is left to cancel), not dropped.
    if (next === undefined && !answered) {
      out.dropped.push({
        from,
        // A cancel racing its request's answer is routine; one that names no id is not.
        ...(requestIdSpan !== null &&
            ["string", "number"].includes(jsonTypeAt(frame, requestIdSpan.start))
          ? { routine: true as const }
          : {}),
        reason:
          `a ${CANCEL_REQUEST_METHOD} for ${
            requestId === null ? "no requestId" : shownId(requestId)
          }, ` +
          `which is not in flight`,
      });
    }
    for (const hop of next ?? []) {
      let cancel = cancelRequestFrame(frame, view.paramsSpan!, requestIdSpan!, hop.id);
      // Toward a proxy from its successor's side it comes wrapped, as every message from
      // there does: raw, the proxy would take it for one from its predecessor.
      if (hop.to !== CLIENT && from !== CLIENT && hop.to < from) {
        cancel = successorEnvelope(viewMessage(cancel), cancel, { method: this.#successor });
      }
      out.deliveries.push({ to: hop.to, frame: cancel, from });
    }
    if (answered) {
      const answer = encoder.encode(resultFrame(sent.idText!, "null"));
      out.deliveries.push({ to: from, frame: answer, from: CONDUCTOR });
    }
  }

  /** Answers a bad request of `from` itself (a notification is dropped). */
  #refuse(
    from: number,
    view: MessageView,
    code: number,
    message: string,
    out: { deliveries: Delivery[]; dropped: Dropped[] },
  ): void {
    if (view.kind !== "request" || view.idText === null) {
      return void out.dropped.push({ from, reason: message });
    }
    const reply = errorFrame(view.idText, code, message);
    out.deliveries.push({ to: from, frame: encoder.encode(reply), from: CONDUCTOR });
  }
}

/**
 * What makes a success answer to a v2 `initialize` fail the v2 shape (`result.info` with
 * string `name` and `version`, as the Rust conductor's v2 guard requires), or null.
 */
function v2AnswerProblem(frame: Uint8Array): string | null {
  // Read by members, not parsed whole: an answer as large as the chain's bound may nest
  // millions deep (parsed, 8 MiB of such cost 500 MB).
  const objectAt = (span: Span | null | undefined) => {
    const scan = span ? scanJson(frame, span) : null;
    return scan?.valid && scan.type === "object" ? scan : null;
  };
  const infoSpan = objectAt(viewMessage(frame).resultSpan)?.member("info");
  const info = objectAt(infoSpan);
  if (info === null) {
    // An array is there, but not the object it should be (as the check said before).
    return infoSpan !== undefined && jsonTypeAt(frame, infoSpan.start) === "array"
      ? "result.info needs a string name and version"
      : "result.info is missing";
  }
  const isString = (span: Span | undefined) =>
    span !== undefined && jsonTypeAt(frame, span.start) === "string";
  if (!isString(info.member("name")) || !isString(info.member("version"))) {
    return "result.info needs a string name and version";
  }
  return null;
}

/** The raw `params.protocolVersion` of a request frame, or null. */
function requestedVersion(frame: Uint8Array): string | null {
  const view = viewMessage(frame);
  if (view.paramsSpan === null) return null;
  const params = scanJson(frame, view.paramsSpan);
  if (!params.valid || params.type !== "object") return null;
  const version = params.member("protocolVersion");
  return version === undefined ? null : frameText(frame, version);
}

/** A success's `result.protocolVersion` as a `versionKey`, or undefined for an error. */
function answeredVersion(frame: Uint8Array, id: string): string | undefined {
  const answer = parseInitializeResponse(frame, id);
  return answer.kind === "error" ? undefined : versionKey(answer.protocolVersion);
}

/**
 * A protocolVersion's identity: its number (`2.0` and `2` are one), its raw text when it is
 * no number, or `none`.
 */
function versionKey(raw: string | null): string {
  if (raw === null) return "none";
  const number = Number(raw);
  return Number.isFinite(number) ? `=${number}` : `raw:${raw}`;
}

/** A `versionKey` as a message shows it. */
function shownVersion(key: string): string {
  if (key === "none") return "no protocolVersion";
  return key.startsWith("=") ? key.slice(1) : key.slice("raw:".length);
}

/** A request's raw `params` bytes (for a method rename), or undefined without params. */
function paramsOf(frame: Uint8Array, view: MessageView): Uint8Array {
  return view.paramsSpan === null ? encoder.encode("{}") : spanBytes(frame, view.paramsSpan);
}

/** Where a cancel's `params.requestId` value is in its frame, or null. */
function requestIdSpanOf(frame: Uint8Array, view: MessageView): Span | null {
  if (view.paramsSpan === null) return null;
  const params = scanJson(frame, view.paramsSpan);
  if (!params.valid || params.type !== "object") return null;
  return params.member("requestId") ?? null;
}

/**
 * Whether the chain took a message itself (its deliveries, `deliveries` from `start` on, and
 * whether any of it was `dropped`): answered it to its sender `from` -- a batch (`batch`) only when that is all it
 * delivered, as its entries that went on are recorded where they went -- or dropped it and
 * delivered nothing. A transcript records such a message as sent to acp-proxy, as the routers
 * do before selection, also when the chain acted on it as well (a `$/cancel_request` sent as a
 * request: re-issued, and answered).
 *
 * @param from Who sent it.
 * @param deliveries The deliveries routing made, this message's from `start` on.
 * @param start Where this message's deliveries begin.
 * @param dropped Whether routing it dropped anything.
 * @param batch Whether it is a batch routed whole.
 * @returns Whether it is to be recorded as sent to acp-proxy.
 */
export function tookItself(
  from: number,
  deliveries: readonly Delivery[],
  start: number,
  dropped: boolean,
  batch: boolean,
): boolean {
  if (deliveries.length === start) return dropped;
  for (let i = start; i < deliveries.length; i++) {
    const answersSender = deliveries[i].from === CONDUCTOR && deliveries[i].to === from;
    if (answersSender !== batch) return !batch; // some answers it / one does not
  }
  return batch;
}

/**
 * A batch routed entry by entry: the conductor's own replies to it (an invalid entry, a
 * refused one) go back to its sender as one array, in entry order, where JSON-RPC wants one
 * answer to a batch. (Answers from the agent come as each request's answer does, one frame
 * each.)
 */
function gatherReplies(deliveries: Delivery[], sender: number): void {
  const own = deliveries.filter((d) => d.to === sender && d.from === CONDUCTOR);
  if (own.length === 0) return; // one is an array of one too, as JSON-RPC answers `[1]`
  const owned = new Set(own); // looked up once per delivery: a batch has many
  const frame = joinBatch(own.map((d) => d.frame));
  // The array takes the first reply's place; the other replies are in it.
  const kept = deliveries.flatMap((d) =>
    d === own[0] ? [{ to: sender, frame, from: CONDUCTOR }] : owned.has(d) ? [] : [d]
  );
  deliveries.splice(0, deliveries.length, ...kept);
}

/**
 * Messages as one batch: `[`, their bytes joined by commas, `]`.
 *
 * @param messages The messages' bytes, each one JSON value.
 * @returns The batch's bytes.
 */
export function joinBatch(messages: readonly Uint8Array[]): Uint8Array {
  const parts = [OPEN, ...messages.flatMap((m, i) => i === 0 ? [m] : [COMMA, m]), CLOSE];
  const frame = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (frame.set(p, at), at + p.length), 0);
  return frame;
}

const OPEN = encoder.encode("["), COMMA = encoder.encode(","), CLOSE = encoder.encode("]");

/**
 * The id the chain issued that `idText` answers: itself, or, for a number its sender wrote
 * another way (`1.0`, `1e0`, `1.00`), the integer with that value, when one is pending.
 */
function issuedId(idText: string, pending: { has(id: string): boolean }): string {
  if (pending.has(idText) || !/^-?[0-9]/.test(idText)) return idText;
  const value = Number(idText);
  return Number.isSafeInteger(value) ? String(value) : idText;
}
