/**
 * `conductor/chain_routing.ts` (issue 14): where each frame of a proxy chain goes, on the
 * Rust conductor's wire (`../shared/research/rust-sdk-routing.md` §2.4–2.6). Pure: frames in,
 * deliveries out. Parties: the client (`CLIENT`), proxies `0 … n-1`, the agent `n`.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { ChainRouting, CLIENT, CONDUCTOR } from "../conductor/chain_routing.ts";
import { frameText, type MessageView, viewMessage } from "../jsonrpc/message.ts";
import { successorEnvelope, unwrapSuccessor, withId } from "../jsonrpc/writer.ts";
import { node, render } from "./_jsonrpc_arbitraries.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One delivery, as text. */
interface Out {
  to: number;
  from: number;
  text: string;
}

/** Routes `text` from `from`; returns the deliveries as text and the drop reasons. */
function route(r: ChainRouting, from: number, text: string): { out: Out[]; dropped: string[] } {
  const frame = encoder.encode(text);
  const { deliveries, dropped } = r.route(from, frame, viewMessage(frame));
  return {
    out: deliveries.map((d) => ({ to: d.to, from: d.from, text: decoder.decode(d.frame) })),
    dropped: dropped.map((d) => d.reason),
  };
}

/** Routes `text` and expects exactly one delivery, to `to`. */
function one(r: ChainRouting, from: number, text: string, to: number): Out {
  const { out, dropped } = route(r, from, text);
  assert.deepEqual(dropped, [], `nothing dropped for ${text}`);
  assert.equal(out.length, 1, `one delivery for ${text}: ${JSON.stringify(out)}`);
  assert.equal(out[0].to, to, `${text} goes to ${r.partyName(to)}: ${out[0].text}`);
  return out[0];
}

/** Routes `text` and expects nothing delivered, something dropped. */
function nothing(r: ChainRouting, from: number, text: string): string[] {
  const { out, dropped } = route(r, from, text);
  assert.deepEqual(out, [], `nothing delivered for ${text}`);
  assert.equal(dropped.length, 1, `one drop for ${text}`);
  return dropped;
}

/** The view of a delivered frame. */
function view(text: string): MessageView {
  return viewMessage(encoder.encode(text));
}

/** The raw id text of a delivered frame. */
function idOf(text: string): string {
  const id = view(text).idText;
  assert.ok(id !== null, `an id in ${text}`);
  return id;
}

const req = (id: string, method: string, params: string) =>
  `{"jsonrpc":"2.0","id":${id},"method":"${method}","params":${params}}`;
const note = (method: string, params: string) =>
  `{"jsonrpc":"2.0","method":"${method}","params":${params}}`;
const ok = (id: string, result: string) => `{"jsonrpc":"2.0","id":${id},"result":${result}}`;
const envelope = (id: string | null, method: string, params: string, name = "_proxy/successor") =>
  `{"jsonrpc":"2.0",${id === null ? "" : `"id":${id},`}"method":"${name}",` +
  `"params":{"method":"${method}","params":${params}}}`;
const cancel = (id: string) => note("$/cancel_request", `{"requestId":${id}}`);

/** Params that a re-encoding would change: whitespace, `1.0`, a 20-digit integer, escapes. */
const TRICKY = `{ "cwd" : "/tmp" ,"n":1.0,"big":12345678901234567890,"s":"\\u00e9\\ud83d\\ude00",` +
  `"e":1E+2 }`;

const V2_INIT_PARAMS = `{"protocolVersion":2,"info":{"name":"c","version":"1"},"capabilities":{},` +
  `"_meta":{"traceparent":"00-x"},"future":1.0}`;

/** A v2 initialize result the never-downgrade check accepts. */
const V2_ANSWER = `{"protocolVersion":2,"info":{"name":"agent","version":"1.0"}}`;

/**
 * Runs a v2 chain of `proxies` pass-through proxies through its initialize; returns the
 * routing and, for each component, the id the conductor used for its initialize.
 */
function initialized(
  proxies: number,
  proxyMethods?: "prefixed" | "schema",
  limits: { maxPending?: number; maxPendingIdBytes?: number } = {},
): ChainRouting {
  const r = new ChainRouting({ proxies, version: 2, proxyMethods, ...limits });
  let at = one(r, CLIENT, req("0", "initialize", V2_INIT_PARAMS), 0);
  const ids: string[] = [idOf(at.text)];
  for (let i = 0; i < proxies; i++) {
    at = one(r, i, envelope(`"p${i}-init"`, "initialize", V2_INIT_PARAMS), i + 1);
    ids.push(idOf(at.text));
  }
  // The agent answers; each proxy passes its answer back under the id it got.
  let answer = one(r, proxies, ok(ids[proxies], V2_ANSWER), proxies - 1);
  for (let i = proxies - 1; i >= 0; i--) {
    assert.equal(answer.text, ok(`"p${i}-init"`, V2_ANSWER));
    answer = one(r, i, ok(ids[i], V2_ANSWER), i - 1);
  }
  assert.equal(answer.text, ok("0", V2_ANSWER));
  assert.equal(r.inFlight, 0);
  return r;
}

// -------------------------------------------------------------------------------------------
// The client's side

Deno.test("chain routing: parties are named Client, Proxy(0), Proxy(1) and Agent", () => {
  const r = new ChainRouting({ proxies: 2, version: 1 });
  assert.deepEqual([CLIENT, 0, 1, 2].map((p) => r.partyName(p)), [
    "Client",
    "Proxy(0)",
    "Proxy(1)",
    "Agent",
  ]);
  assert.equal(r.agent, 2);
});

Deno.test("chain routing: a client request goes to the first proxy under a new id of that link, its bytes otherwise unchanged", () => {
  const r = new ChainRouting({ proxies: 2, version: 1 });
  const text = req(`"client-7"`, "session/new", TRICKY);
  const out = one(r, CLIENT, text, 0);
  const id = idOf(out.text);
  assert.notEqual(id, `"client-7"`);
  assert.equal(out.text, req(id, "session/new", TRICKY));
  assert.equal(out.from, CLIENT);
  // Its answer goes back under the client's id, with the result's bytes unchanged.
  const back = one(r, 0, ok(id, TRICKY), CLIENT);
  assert.equal(back.text, ok(`"client-7"`, TRICKY));
  assert.equal(back.from, 0);
  assert.equal(r.inFlight, 0);
});

Deno.test("chain routing: the client's first initialize reaches the first proxy as _proxy/initialize with its params bytes, and the answer returns under the client's id", () => {
  const r = new ChainRouting({ proxies: 1, version: 2 });
  const out = one(r, CLIENT, req("12345678901234567890", "initialize", V2_INIT_PARAMS), 0);
  const id = idOf(out.text);
  assert.equal(out.text, req(id, "_proxy/initialize", V2_INIT_PARAMS));
  const answer = `{"protocolVersion":2,"info":{"name":"p","version":"1"},"capabilities":{},` +
    `"_meta":{"acp-proxy.example/proxies":["p"]},"x":1.0}`;
  assert.equal(one(r, 0, ok(id, answer), CLIENT).text, ok("12345678901234567890", answer));
});

Deno.test("chain routing: a client notification goes to the first proxy unchanged", () => {
  const r = new ChainRouting({ proxies: 3, version: 1 });
  const text = note("session/cancel", TRICKY);
  assert.equal(one(r, CLIENT, text, 0).text, text);
});

// -------------------------------------------------------------------------------------------
// Envelopes

Deno.test("chain routing: a proxy's _proxy/successor request is unwrapped for the next component: _proxy/initialize for a proxy, plain initialize for the agent; the answers come back unwrapped under each sender's id", () => {
  const r = new ChainRouting({ proxies: 2, version: 2 });
  const toP0 = one(r, CLIENT, req(`"c"`, "initialize", V2_INIT_PARAMS), 0);
  assert.equal(view(toP0.text).method, "_proxy/initialize");
  // Proxy 0 initializes its successor; the envelope's own _meta is hop-local and dropped.
  const fromP0 = `{"jsonrpc":"2.0","id":"p0-1","method":"_proxy/successor","params":` +
    `{"method":"initialize","params":${V2_INIT_PARAMS},"_meta":{"hop":true}}}`;
  const toP1 = one(r, 0, fromP0, 1);
  const p1Id = idOf(toP1.text);
  assert.equal(toP1.text, req(p1Id, "_proxy/initialize", V2_INIT_PARAMS));
  assert.equal(toP1.from, 0);
  const toAgent = one(r, 1, envelope(`"p1-1"`, "initialize", V2_INIT_PARAMS), 2);
  const agentId = idOf(toAgent.text);
  assert.equal(toAgent.text, req(agentId, "initialize", V2_INIT_PARAMS));
  // Answers are never wrapped.
  const result = `{"protocolVersion":2,"info":{"name":"a","version":"1"},"n":1.0}`;
  assert.equal(one(r, 2, ok(agentId, result), 1).text, ok(`"p1-1"`, result));
  assert.equal(one(r, 1, ok(p1Id, result), 0).text, ok(`"p0-1"`, result));
  assert.equal(one(r, 0, ok(idOf(toP0.text), result), CLIENT).text, ok(`"c"`, result));
  assert.equal(r.inFlight, 0);
});

Deno.test("chain routing: a proxy's envelope carrying another request reaches the next proxy as that plain request, and the agent likewise", () => {
  const r = initialized(2);
  const toP1 = one(r, 0, envelope("5", "session/prompt", TRICKY), 1);
  assert.equal(toP1.text, req(idOf(toP1.text), "session/prompt", TRICKY));
  const toAgent = one(r, 1, envelope("5", "session/prompt", TRICKY), 2);
  assert.equal(toAgent.text, req(idOf(toAgent.text), "session/prompt", TRICKY));
  // A wrapped notification arrives as a plain notification.
  assert.equal(
    one(r, 1, envelope(null, "session/cancel", TRICKY), 2).text,
    note("session/cancel", TRICKY),
  );
});

Deno.test("chain routing: a request from the agent reaches the client through two proxies, wrapped for each proxy, plain for the client, and the client's answer returns to the agent under the agent's id, never wrapped", () => {
  const r = initialized(2);
  const params = `{"sessionId":"s","toolCall":{"rawInput":{"n":1.0}},"options":[]}`;
  // Agent → Proxy(1): wrapped under a new id of that link.
  const toP1 = one(r, 2, req(`"agent-1"`, "session/request_permission", params), 1);
  const e1 = idOf(toP1.text);
  assert.equal(toP1.text, envelope(e1, "session/request_permission", params));
  assert.equal(toP1.from, 2);
  // Proxy(1) passes it on as its own request: to Proxy(0), wrapped again.
  const toP0 = one(r, 1, req(`"p1-9"`, "session/request_permission", params), 0);
  const e0 = idOf(toP0.text);
  assert.equal(toP0.text, envelope(e0, "session/request_permission", params));
  // Proxy(0) passes it on: to the client, plain.
  const toClient = one(r, 0, req(`"p0-9"`, "session/request_permission", params), CLIENT);
  const c = idOf(toClient.text);
  assert.equal(toClient.text, req(c, "session/request_permission", params));
  // The answers, each under the id its receiver used, never wrapped.
  const result = `{"outcome":{"outcome":"selected","optionId":"allow"},"n":1.0}`;
  assert.equal(one(r, CLIENT, ok(c, result), 0).text, ok(`"p0-9"`, result));
  assert.equal(one(r, 0, ok(e0, result), 1).text, ok(`"p1-9"`, result));
  assert.equal(one(r, 1, ok(e1, result), 2).text, ok(`"agent-1"`, result));
  assert.equal(r.inFlight, 0);
});

Deno.test("chain routing: notifications go toward the client the same way: the agent's wrapped for the last proxy, a proxy's wrapped for its predecessor, the first proxy's plain to the client", () => {
  const r = initialized(2);
  const params = `{"sessionId":"s","update":{"n":1.0}}`;
  assert.equal(
    one(r, 2, note("session/update", params), 1).text,
    envelope(null, "session/update", params),
  );
  assert.equal(
    one(r, 1, note("session/update", params), 0).text,
    envelope(null, "session/update", params),
  );
  assert.equal(
    one(r, 0, note("session/update", params), CLIENT).text,
    note("session/update", params),
  );
});

Deno.test("chain routing: an error answer travels back like a result, under the original id", () => {
  const r = initialized(1);
  const toP0 = one(r, CLIENT, req("41", "session/prompt", "{}"), 0);
  const error = `{"code":-32000,"message":"no","data":{"n":1.0}}`;
  const back = one(r, 0, `{"jsonrpc":"2.0","id":${idOf(toP0.text)},"error":${error}}`, CLIENT);
  assert.equal(back.text, `{"jsonrpc":"2.0","id":41,"error":${error}}`);
});

Deno.test("chain routing: an answer whose sender re-encoded the hop's integer id (1.0, 1e0, 1.00) is the answer to it, as connect takes it; a string of the same digits is not (before: dropped as 'a response to 1.0, which no request of this link has', the caller left waiting)", () => {
  for (const written of ["%.0", "%e0", "%.00", "%E+0"]) {
    const r = initialized(1);
    const toP0 = one(r, CLIENT, req("41", "session/prompt", "{}"), 0);
    const id = idOf(toP0.text);
    const rewritten = written.replace("%", id);
    const back = one(r, 0, ok(rewritten, `{"n":1}`), CLIENT);
    assert.equal(back.text, ok("41", `{"n":1}`), rewritten);
    assert.equal(r.inFlight, 0, rewritten);
  }
  const r = initialized(1);
  const toP0 = one(r, CLIENT, req("41", "session/prompt", "{}"), 0);
  nothing(r, 0, ok(`"${idOf(toP0.text)}"`, "{}"));
  assert.equal(r.inFlight, 1);
});

Deno.test("chain routing: the un-prefixed proxy/successor from a proxy is accepted as an alias of _proxy/successor", () => {
  const r = new ChainRouting({ proxies: 1, version: 1 });
  one(r, CLIENT, req("1", "initialize", `{"protocolVersion":1}`), 0);
  const toAgent = one(
    r,
    0,
    envelope("7", "initialize", `{"protocolVersion":1}`, "proxy/successor"),
    1,
  );
  assert.equal(toAgent.text, req(idOf(toAgent.text), "initialize", `{"protocolVersion":1}`));
  assert.equal(
    one(r, 0, envelope(null, "x/note", TRICKY, "proxy/successor"), 1).text,
    note("x/note", TRICKY),
  );
});

Deno.test("chain routing: with proxyMethods schema the proxies get proxy/initialize and proxy/successor envelopes; _proxy/successor is still accepted", () => {
  const r = new ChainRouting({ proxies: 2, version: 1, proxyMethods: "schema" });
  const toP0 = one(r, CLIENT, req("1", "initialize", `{"protocolVersion":1}`), 0);
  assert.equal(view(toP0.text).method, "proxy/initialize");
  const toP1 = one(r, 0, envelope("2", "initialize", `{"protocolVersion":1}`), 1);
  assert.equal(view(toP1.text).method, "proxy/initialize");
  const toAgent = one(
    r,
    1,
    envelope("3", "initialize", `{"protocolVersion":1}`, "proxy/successor"),
    2,
  );
  assert.equal(view(toAgent.text).method, "initialize");
  const fromAgent = one(r, 2, note("session/update", "{}"), 1);
  assert.equal(fromAgent.text, envelope(null, "session/update", "{}", "proxy/successor"));
  const request = one(r, 2, req("9", "fs/read_text_file", "{}"), 1);
  assert.equal(
    request.text,
    envelope(idOf(request.text), "fs/read_text_file", "{}", "proxy/successor"),
  );
});

Deno.test("chain routing: an envelope carrying _proxy/initialize or proxy/initialize is refused with -32600 to the proxy that sent it, and goes nowhere else", () => {
  for (const inner of ["_proxy/initialize", "proxy/initialize"]) {
    const r = new ChainRouting({ proxies: 2, version: 1 });
    one(r, CLIENT, req("1", "initialize", `{"protocolVersion":1}`), 0);
    for (const proxy of [0, 1]) {
      const answer = one(r, proxy, envelope(`"bad"`, inner, `{"protocolVersion":1}`), proxy);
      const parsed = JSON.parse(answer.text);
      assert.equal(parsed.id, "bad");
      assert.equal(parsed.error.code, -32600);
      assert.match(parsed.error.message, new RegExp(inner.replace("/", "\\/")));
      assert.equal(answer.from, CONDUCTOR);
    }
  }
});

Deno.test("chain routing: an envelope carrying another envelope (_proxy/successor or proxy/successor), request or notification, is refused to the proxy that sent it: no component ever gets an envelope from its predecessor", () => {
  for (const inner of ["_proxy/successor", "proxy/successor"]) {
    const r = new ChainRouting({ proxies: 2, version: 1 });
    one(r, CLIENT, req("1", "initialize", `{"protocolVersion":1}`), 0);
    for (const proxy of [0, 1]) {
      const nested = `{"method":"echo/x","params":{"a":1}}`;
      const answer = one(r, proxy, envelope(`"bad"`, inner, nested), proxy);
      const parsed = JSON.parse(answer.text);
      assert.equal(parsed.id, "bad");
      assert.equal(parsed.error.code, -32600);
      assert.match(parsed.error.message, /inside an envelope/);
      assert.equal(answer.from, CONDUCTOR);
      // As a notification it has no id to answer: it is dropped, with a reason.
      const dropped = nothing(r, proxy, envelope(null, inner, nested));
      assert.equal(dropped.length, 1);
      assert.match(dropped[0], /inside an envelope/);
    }
  }
});

Deno.test("chain routing: a _proxy/initialize (or proxy/initialize) request from the agent or a proxy, on its way towards the client, is refused with -32600 to its sender, as from the client (it reached the client, wrapped for each proxy on the way) (hostile4)", () => {
  for (const name of ["_proxy/initialize", "proxy/initialize"]) {
    const r = initialized(2);
    for (const from of [2, 1]) { // the agent, then the second proxy
      const answer = one(r, from, req("9", name, `{"protocolVersion":1}`), from);
      const parsed = JSON.parse(answer.text);
      assert.equal(parsed.id, 9);
      assert.equal(parsed.error.code, -32600);
      assert.match(parsed.error.message, /only sent by the conductor/);
      assert.equal(answer.from, CONDUCTOR);
    }
  }
});

Deno.test("chain routing: a _proxy/successor (or proxy/successor) from the client or the agent is refused with -32600 to its sender (a request) or dropped (a notification): no proxy gets a made-up message from its successor", () => {
  for (const name of ["_proxy/successor", "proxy/successor"]) {
    const r = initialized(2);
    const forged = (id: string | null) =>
      envelope(id, "session/request_permission", `{"forged":true}`, name);
    for (const from of [CLIENT, 2]) {
      const answer = one(r, from, forged(`"e"`), from);
      const parsed = JSON.parse(answer.text);
      assert.equal(parsed.id, "e");
      assert.equal(parsed.error.code, -32600);
      assert.match(parsed.error.message, /is only sent by a proxy to its successor/);
      assert.equal(answer.from, CONDUCTOR);
      assert.match(nothing(r, from, forged(null))[0], /only sent by a proxy/);
    }
  }
});

Deno.test("chain routing: an envelope without a string inner method is refused with -32602", () => {
  const r = initialized(1);
  const answer = one(
    r,
    0,
    `{"jsonrpc":"2.0","id":3,"method":"_proxy/successor","params":{"params":{}}}`,
    0,
  );
  assert.equal(JSON.parse(answer.text).error.code, -32602);
});

// -------------------------------------------------------------------------------------------
// Never downgrade

for (const proxies of [0, 1, 2]) {
  Deno.test(`chain routing (${proxies} proxies): a v2 chain whose agent answers initialize with protocolVersion 1 gets -32600 naming both versions instead of the answer`, () => {
    const r = new ChainRouting({ proxies, version: 2 });
    let at = one(r, CLIENT, req(`"init"`, "initialize", V2_INIT_PARAMS), 0);
    for (let i = 0; i < proxies; i++) {
      at = one(r, i, envelope(`"p${i}"`, "initialize", V2_INIT_PARAMS), i + 1);
    }
    assert.equal(view(at.text).method, "initialize");
    const answer = one(
      r,
      proxies,
      ok(idOf(at.text), `{"protocolVersion":1,"agentCapabilities":{}}`),
      proxies === 0 ? CLIENT : proxies - 1,
    );
    const parsed = JSON.parse(answer.text);
    // To the last proxy under its envelope's id (it passes the error on), or to the client.
    assert.equal(parsed.id, proxies === 0 ? "init" : `p${proxies - 1}`);
    assert.equal(parsed.error.code, -32600);
    assert.match(parsed.error.message, /v2/);
    assert.match(parsed.error.message, /v1/);
    assert.equal(parsed.result, undefined);
    assert.equal(answer.from, CONDUCTOR);
  });
}

Deno.test("chain routing: the agent's initialize answer without protocolVersion is refused too; an error answer, and an answer with the chain's version, pass unchanged", () => {
  for (const proxies of [0, 1]) {
    const answerTo = (version: 1 | 2, answer: (id: string) => string) => {
      const r = new ChainRouting({ proxies, version });
      let at = one(r, CLIENT, req("1", "initialize", `{"protocolVersion":${version}}`), 0);
      if (proxies === 1) at = one(r, 0, envelope("2", "initialize", "{}"), 1);
      return one(r, proxies, answer(idOf(at.text)), proxies === 0 ? CLIENT : 0).text;
    };
    const none = JSON.parse(answerTo(2, (id) => ok(id, `{"info":{}}`)));
    assert.equal(none.error.code, -32600);
    assert.match(none.error.message, /no protocolVersion/);
    const id = proxies === 0 ? "1" : "2";
    const error = `{"jsonrpc":"2.0","id":ID,"error":{"code":-32000,"message":"no"}}`;
    assert.equal(answerTo(2, (i) => error.replace("ID", i)), error.replace("ID", id));
    const v1 = `{"protocolVersion":1,"agentCapabilities":{},"x":1.0}`;
    assert.equal(answerTo(1, (i) => ok(i, v1)), ok(id, v1));
    const v2 = `{"protocolVersion":2,"info":{"name":"a","version":"1"},"x":1.0}`;
    assert.equal(answerTo(2, (i) => ok(i, v2)), ok(id, v2));
  }
});

/** The agent's answer to the chain's initialize, as the client or the last proxy gets it. */
function agentAnswer(proxies: number, version: 1 | 2, result: string): string {
  const r = new ChainRouting({ proxies, version });
  const params = version === 2 ? V2_INIT_PARAMS : `{"protocolVersion":1}`;
  let at = one(r, CLIENT, req(`"init"`, "initialize", params), 0);
  for (let i = 0; i < proxies; i++) {
    at = one(r, i, envelope(`"p${i}"`, "initialize", params), i + 1);
  }
  return one(r, proxies, ok(idOf(at.text), result), proxies === 0 ? CLIENT : proxies - 1).text;
}

Deno.test("chain routing: a v1 chain passes the agent's initialize answer as it is, whatever its protocolVersion (2, 1.0, none), as the routers do (before: -32600 'a v1 chain is never downgraded')", () => {
  for (const proxies of [0, 1, 2]) {
    const id = proxies === 0 ? `"init"` : `"p${proxies - 1}"`;
    for (
      const result of [
        `{"protocolVersion":2,"info":{"name":"a","version":"1"}}`,
        `{"protocolVersion":1.0,"agentCapabilities":{}}`,
        `{"agentCapabilities":{}}`,
      ]
    ) {
      assert.equal(agentAnswer(proxies, 1, result), ok(id, result), `${proxies}: ${result}`);
    }
  }
});

Deno.test("chain routing: a v2 chain passes an agent's answer of 2.0 (the same number) or 3 (no downgrade) unchanged, and still refuses 1", () => {
  for (const proxies of [0, 1]) {
    const id = proxies === 0 ? `"init"` : `"p0"`;
    const same = `{"protocolVersion":2.0,"info":{"name":"a","version":"1"}}`;
    assert.equal(agentAnswer(proxies, 2, same), ok(id, same));
    const higher = `{"protocolVersion":3,"info":{"name":"a","version":"1"}}`;
    assert.equal(agentAnswer(proxies, 2, higher), ok(id, higher));
    const lower = JSON.parse(agentAnswer(proxies, 2, `{"protocolVersion":1}`));
    assert.equal(lower.error.code, -32600);
  }
});

Deno.test("chain routing: a proxy that answers a v1 chain's _proxy/initialize with protocolVersion 2 is refused, and the message says a proxy must not change protocolVersion (not 'downgraded')", () => {
  const r = new ChainRouting({ proxies: 1, version: 1 });
  const at = one(r, CLIENT, req(`"init"`, "initialize", `{"protocolVersion":1}`), 0);
  const answer = JSON.parse(one(r, 0, ok(idOf(at.text), `{"protocolVersion":2}`), CLIENT).text);
  assert.equal(answer.id, "init");
  assert.equal(answer.error.code, -32600);
  assert.equal(
    answer.error.message,
    "Proxy(0) answered the v1 initialize with protocolVersion 2; a proxy must not change " +
      "protocolVersion (ACP v1 requested)",
  );
});

Deno.test("chain routing: an initialize that asks for v1 (the client asked again, a proxy's own probe) gets the agent's answer 1 unchanged, even in a v2 chain", () => {
  const r = initialized(1);
  const again = one(r, 0, envelope(`"p0-again"`, "initialize", `{"protocolVersion":1}`), 1);
  assert.equal(view(again.text).method, "initialize");
  const v1 = `{"protocolVersion":1,"agentCapabilities":{}}`;
  assert.equal(one(r, 1, ok(idOf(again.text), v1), 0).text, ok(`"p0-again"`, v1));
});

/**
 * A chain of pass-through proxies through its initialize: the agent answers `result`, and
 * each proxy answers with what its successor gave it (`relay`, or its own answer). Returns
 * what the client gets.
 */
function throughProxies(
  proxies: number,
  version: 1 | 2,
  result: string,
  relay: (i: number, successor: string) => string = (_, successor) => successor,
): string {
  const r = new ChainRouting({ proxies, version });
  const params = version === 2 ? V2_INIT_PARAMS : `{"protocolVersion":1}`;
  let at = one(r, CLIENT, req(`"init"`, "initialize", params), 0);
  const ids = [idOf(at.text)];
  for (let i = 0; i < proxies; i++) {
    at = one(r, i, envelope(`"p${i}"`, "initialize", params), i + 1);
    ids.push(idOf(at.text));
  }
  let answer = one(r, proxies, ok(ids[proxies], result), proxies - 1).text;
  for (let i = proxies - 1; i >= 0; i--) {
    const got = JSON.parse(answer);
    const text = got.error ? answer.replace(`"p${i}"`, ids[i]) : ok(ids[i], relay(i, result));
    answer = one(r, i, text, i - 1).text;
  }
  return answer;
}

Deno.test("chain routing: pass-through proxies relay what the agent answered, and the client gets it: a v2 chain's 3, a v1 chain's 2, 1.0 or none (before: the last proxy was blamed for changing protocolVersion)", () => {
  for (const proxies of [1, 2]) {
    for (
      const [version, result] of [
        [2, `{"protocolVersion":3,"info":{"name":"a","version":"1"}}`],
        [1, `{"protocolVersion":2,"info":{"name":"a","version":"1"}}`],
        [1, `{"protocolVersion":1.0,"agentCapabilities":{}}`],
        [1, `{"agentCapabilities":{}}`],
      ] as const
    ) {
      assert.equal(throughProxies(proxies, version, result), ok(`"init"`, result), result);
    }
  }
});

Deno.test("chain routing: a proxy that answers otherwise than its successor answered it (2 became 3) is refused, the message naming what its successor answered", () => {
  const answer = JSON.parse(throughProxies(1, 2, V2_ANSWER, () => V2_ANSWER.replace(":2,", ":3,")));
  assert.equal(answer.error.code, -32600);
  assert.equal(
    answer.error.message,
    "Proxy(0) answered the v2 initialize with protocolVersion 3; a proxy must not change " +
      "protocolVersion (its successor answered 2)",
  );
});

Deno.test("chain routing: a v2 client is never downgraded through a proxy that asks its successor for v1 and relays the 1 it gets", () => {
  const r = new ChainRouting({ proxies: 1, version: 2 });
  const toP0 = one(r, CLIENT, req(`"init"`, "initialize", V2_INIT_PARAMS), 0);
  const toAgent = one(r, 0, envelope(`"p0"`, "initialize", `{"protocolVersion":1}`), 1);
  const v1 = `{"protocolVersion":1,"agentCapabilities":{}}`;
  assert.equal(one(r, 1, ok(idOf(toAgent.text), v1), 0).text, ok(`"p0"`, v1), "as asked");
  const answer = JSON.parse(one(r, 0, ok(idOf(toP0.text), v1), CLIENT).text);
  assert.equal(answer.id, "init");
  assert.match(
    answer.error.message,
    /^Proxy\(0\) answered the v2 initialize with protocolVersion 1; a v2 chain is never downgraded/,
  );
});

Deno.test("chain routing: a proxy's own v1 initialize first, then the chain's v2 one: the first answer (1) passes, the second answer (1) is still refused as a downgrade (before: the first was refused, the second passed)", () => {
  const r = new ChainRouting({ proxies: 1, version: 2 });
  one(r, CLIENT, req(`"init"`, "initialize", V2_INIT_PARAMS), 0);
  const probe = one(r, 0, envelope(`"probe"`, "initialize", `{"protocolVersion":1}`), 1);
  const v1 = `{"protocolVersion":1,"agentCapabilities":{}}`;
  assert.equal(one(r, 1, ok(idOf(probe.text), v1), 0).text, ok(`"probe"`, v1));
  const real = one(r, 0, envelope(`"real"`, "initialize", V2_INIT_PARAMS), 1);
  const refused = JSON.parse(one(r, 1, ok(idOf(real.text), v1), 0).text);
  assert.equal(refused.id, "real");
  assert.match(refused.error.message, /never downgraded \(ACP v2 requested, v1 answered\)/);
});

Deno.test('chain routing: a v2 chain\'s agent answer whose protocolVersion is no number ("2", null, 1e309) is refused as not a version number, not as a downgrade', () => {
  for (const version of [`"2"`, "null", "1e309", "[2]"]) {
    const answer = JSON.parse(agentAnswer(0, 2, `{"protocolVersion":${version}}`));
    assert.equal(answer.error.code, -32600, version);
    assert.equal(
      answer.error.message,
      `the agent answered the v2 initialize with protocolVersion ${version}; that is not a ` +
        `version number (ACP v2 requested)`,
    );
  }
});

Deno.test("chain routing: a proxy that probes its successor for v1 and passes on the 2 it got for the chain's initialize is not refused, whichever answer comes last (before: refused when the probe's 1 came last)", () => {
  for (const probeLast of [true, false]) {
    const r = new ChainRouting({ proxies: 1, version: 2 });
    const toP0 = one(r, CLIENT, req(`"init"`, "initialize", V2_INIT_PARAMS), 0);
    const real = one(r, 0, envelope(`"real"`, "initialize", V2_INIT_PARAMS), 1);
    const probe = one(r, 0, envelope(`"probe"`, "initialize", `{"protocolVersion":1}`), 1);
    const v1 = `{"protocolVersion":1,"agentCapabilities":{}}`;
    const answers: [string, string, string][] = [
      [idOf(real.text), V2_ANSWER, `"real"`],
      [idOf(probe.text), v1, `"probe"`],
    ];
    if (!probeLast) answers.reverse();
    for (const [id, result, back] of answers) {
      assert.equal(one(r, 1, ok(id, result), 0).text, ok(back, result));
    }
    assert.equal(one(r, 0, ok(idOf(toP0.text), V2_ANSWER), CLIENT).text, ok(`"init"`, V2_ANSWER));
  }
});

Deno.test("chain routing: in a v1 chain, a proxy that asks its successor for 2 and gets 1 from a v1 agent passes it on (ACP negotiation), and the client gets 1", () => {
  const r = new ChainRouting({ proxies: 1, version: 1 });
  const toP0 = one(r, CLIENT, req(`"init"`, "initialize", `{"protocolVersion":1}`), 0);
  const ask2 = one(r, 0, envelope(`"p0"`, "initialize", V2_INIT_PARAMS), 1);
  const v1 = `{"protocolVersion":1,"agentCapabilities":{}}`;
  assert.equal(one(r, 1, ok(idOf(ask2.text), v1), 0).text, ok(`"p0"`, v1));
  assert.equal(one(r, 0, ok(idOf(toP0.text), v1), CLIENT).text, ok(`"init"`, v1));
});

// -------------------------------------------------------------------------------------------
// Cancellation: hop-scoped

Deno.test("chain routing: a client's $/cancel_request is re-issued to the first proxy with that link's id of the same request", () => {
  const r = initialized(2);
  const toP0 = one(r, CLIENT, req("1.0", "session/prompt", "{}"), 0);
  const out = one(r, CLIENT, cancel("1.0"), 0);
  assert.equal(out.text, cancel(idOf(toP0.text)));
  // The string "1" is another id: it names no request in flight.
  nothing(r, CLIENT, cancel(`"1"`));
});

Deno.test('chain routing: a $/cancel_request names its request by value, as a peer that parses JSON reads it: 8.0 and 8e0 cancel request 8, 1 cancels 1.0, "\\u0061" cancels "a" (before: only the same text did, and the cancel was dropped as not in flight)', () => {
  for (
    const [id, named] of [["8", "8.0"], ["8", "8e0"], ["1.0", "1"], [`"a"`, `"\\u0061"`]]
  ) {
    const r = initialized(1);
    const toP0 = one(r, CLIENT, req(id, "session/prompt", "{}"), 0);
    assert.equal(one(r, CLIENT, cancel(named), 0).text, cancel(idOf(toP0.text)), named);
    // Answered, it is no longer in flight under either spelling.
    one(r, 0, ok(idOf(toP0.text), "{}"), CLIENT);
    nothing(r, CLIENT, cancel(named));
  }
});

Deno.test("chain routing: a $/cancel_request naming a 20-digit id cancels the request with that exact text, not another that a double reads as the same number; by value only for ids a double holds exactly (5 and 5.0 reused: both); not once its own was answered (before chain15 and regress92: 12345678901234567891 cancelled ...890 too)", () => {
  const r = initialized(1);
  const a = one(r, CLIENT, req("12345678901234567890", "session/prompt", "{}"), 0);
  const b = one(r, CLIENT, req("12345678901234567891", "session/prompt", "{}"), 0);
  assert.equal(one(r, CLIENT, cancel("12345678901234567891"), 0).text, cancel(idOf(b.text)));
  assert.equal(one(r, CLIENT, cancel("12345678901234567890"), 0).text, cancel(idOf(a.text)));
  // Once ...891 is answered, a cancel for it (a routine race) cancels nothing (regress92: ...890).
  one(r, 0, ok(idOf(b.text), "{}"), CLIENT);
  nothing(r, CLIENT, cancel("12345678901234567891"));
  // A short id does not name a long one that a double takes for it, nor an underflowed one
  // (regress93: a cancel for an answered 1e20 cancelled 100000000000000000001).
  const long = one(r, CLIENT, req("100000000000000000001", "session/prompt", "{}"), 0);
  const tiny = one(r, CLIENT, req("1e-400", "session/prompt", "{}"), 0);
  nothing(r, CLIENT, cancel("100000000000000000000"));
  nothing(r, CLIENT, cancel("0"));
  assert.equal(one(r, CLIENT, cancel("1e-400"), 0).text, cancel(idOf(tiny.text)));
  assert.equal(one(r, CLIENT, cancel("100000000000000000001"), 0).text, cancel(idOf(long.text)));
  // A cancel racing its answer is routine (a debug line); one that names no id is not.
  const late = r.route(CLIENT, encoder.encode(cancel("99")), view(cancel("99"))).dropped;
  const empty = `{"jsonrpc":"2.0","method":"$/cancel_request","params":{}}`;
  const bad = r.route(CLIENT, encoder.encode(empty), view(empty)).dropped;
  assert.deepEqual([late.map((d) => d.routine), bad.map((d) => d.routine)], [[true], [undefined]]);
  // An id reused in flight as 5 and 5.0 is one id: a cancel for 5 reaches both requests.
  const five = one(r, CLIENT, req("5", "session/prompt", "{}"), 0);
  const again = one(r, CLIENT, req("5.0", "session/prompt", "{}"), 0);
  assert.deepEqual(route(r, CLIENT, cancel("5")).out.map((o) => o.text), [
    cancel(idOf(five.text)),
    cancel(idOf(again.text)),
  ]);
});

Deno.test("chain routing: a re-issued $/cancel_request keeps its params as sent, _meta and all, with only requestId replaced (before: a new frame with requestId alone)", () => {
  const r = initialized(1);
  const toP0 = one(r, CLIENT, req("8", "session/prompt", "{}"), 0);
  const params = (id: string) => `{"requestId":${id},"_meta":{"k":"\\u00e9","traceparent":"x"}}`;
  const out = one(r, CLIENT, note("$/cancel_request", params("8")), 0);
  assert.equal(out.text, note("$/cancel_request", params(idOf(toP0.text))));
  // Toward a proxy from its successor, wrapped, with the same params.
  const toP0FromAgent = one(r, 1, req("9", "session/request_permission", "{}"), 0);
  const wrapped = one(r, 1, note("$/cancel_request", params("9")), 0);
  assert.equal(
    wrapped.text,
    envelope(null, "$/cancel_request", params(idOf(toP0FromAgent.text))),
  );
});

for (const form of ["raw", "wrapped"] as const) {
  Deno.test(`chain routing: a proxy's ${form} $/cancel_request for its envelope is re-issued to the next component with that hop's id`, () => {
    const r = initialized(2);
    const toP1 = one(r, 0, envelope(`"p0-5"`, "session/prompt", "{}"), 1);
    const toAgent = one(r, 1, envelope(`"p1-5"`, "session/prompt", "{}"), 2);
    const fromP0 = form === "raw"
      ? cancel(`"p0-5"`)
      : envelope(null, "$/cancel_request", `{"requestId":"p0-5"}`);
    assert.equal(one(r, 0, fromP0, 1).text, cancel(idOf(toP1.text)));
    const fromP1 = form === "raw"
      ? cancel(`"p1-5"`)
      : envelope(null, "$/cancel_request", `{"requestId":"p1-5"}`);
    assert.equal(one(r, 1, fromP1, 2).text, cancel(idOf(toAgent.text)));
  });
}

/**
 * Component `from` asks `to` (a request with id `id`), then cancels it: what `to` got for
 * the cancel, and the id `to` knows the request by.
 */
function askThenCancel(r: ChainRouting, from: number, id: string, to: number) {
  const asked = one(r, from, req(id, "session/request_permission", "{}"), to);
  return { cancel: one(r, from, cancel(id), to).text, hopId: idOf(asked.text) };
}

const wrappedCancel = (id: string) => envelope(null, "$/cancel_request", `{"requestId":${id}}`);

Deno.test("chain routing: with two proxies, the agent's $/cancel_request reaches proxy 1 wrapped; proxy 1's wrapped cancel of its own request to proxy 0 reaches proxy 0 wrapped; proxy 0's reaches the client raw", () => {
  const r = initialized(2);
  const toP1 = askThenCancel(r, 2, "9", 1);
  assert.equal(toP1.cancel, wrappedCancel(toP1.hopId));
  const toP0 = askThenCancel(r, 1, `"p1-ask"`, 0);
  assert.equal(toP0.cancel, wrappedCancel(toP0.hopId));
  const toClient = askThenCancel(r, 0, `"p0-ask"`, CLIENT);
  assert.equal(toClient.cancel, cancel(toClient.hopId));
});

Deno.test("chain routing: the agent's $/cancel_request for its request reaches the last proxy with the envelope's id, wrapped as every message from its successor (raw, the proxy took it for the client's and dropped it), and a proxy's for its request to the client reaches the client raw with the client link's id", () => {
  const r = initialized(1);
  const toP0 = askThenCancel(r, 1, "77", 0);
  assert.equal(toP0.cancel, wrappedCancel(toP0.hopId));
  const toClient = askThenCancel(r, 0, `"p0-ask"`, CLIENT);
  assert.equal(toClient.cancel, cancel(toClient.hopId));
});

Deno.test("chain routing: a $/cancel_request for a request that is not in flight (never sent, already answered, malformed) goes nowhere", () => {
  const r = initialized(1);
  nothing(r, CLIENT, cancel("404"));
  const toP0 = one(r, CLIENT, req("5", "session/prompt", "{}"), 0);
  one(r, 0, ok(idOf(toP0.text), `{"stopReason":"end_turn"}`), CLIENT);
  nothing(r, CLIENT, cancel("5"));
  nothing(r, CLIENT, note("$/cancel_request", "{}"));
  nothing(r, CLIENT, note("$/cancel_request", "[1]"));
  nothing(r, 1, cancel("5"));
  nothing(r, 0, envelope(null, "$/cancel_request", `{"requestId":"nope"}`));
});

Deno.test("chain routing: a client that reuses an id still in flight has a later cancel reach the request still in flight, though the other one of that id was answered (before: the answer forgot the id, and the cancel was dropped as not in flight)", () => {
  const r = initialized(1);
  const first = one(r, CLIENT, req(`"d"`, "session/prompt", "{}"), 0);
  const second = one(r, CLIENT, req(`"d"`, "echo", "{}"), 0);
  assert.notEqual(idOf(first.text), idOf(second.text));
  one(r, 0, ok(idOf(second.text), "{}"), CLIENT);
  const cancelled = route(r, CLIENT, cancel(`"d"`));
  assert.deepEqual(cancelled.dropped, []);
  assert.deepEqual(cancelled.out.map((o) => [o.to, o.text]), [[0, cancel(idOf(first.text))]]);
  // Both in flight: both cancelled.
  const third = one(r, CLIENT, req(`"d"`, "echo", "{}"), 0);
  const both = route(r, CLIENT, cancel(`"d"`));
  assert.deepEqual(both.out.map((o) => [o.to, o.text]), [
    [0, cancel(idOf(first.text))],
    [0, cancel(idOf(third.text))],
  ]);
});

// -------------------------------------------------------------------------------------------
// Ids and bytes

Deno.test("chain routing: a $/cancel_request sent as a request (a proxy's envelope with an id, or a raw one) is acted on and answered: a null result (in flight or not), -32602 without a requestId", () => {
  const r = initialized(2);
  const toP1 = one(r, 0, envelope(`"p0-5"`, "x", "{}"), 1);
  // Wrapped, in an envelope request: re-issued with the next hop's id, the envelope answered.
  const wrapped = route(r, 0, envelope(`"env-1"`, "$/cancel_request", `{"requestId":"p0-5"}`));
  assert.deepEqual(wrapped.dropped, []);
  assert.deepEqual(wrapped.out.map((o) => [o.to, o.from, o.text]), [
    [1, 0, cancel(idOf(toP1.text))],
    [0, CONDUCTOR, ok(`"env-1"`, "null")],
  ]);
  // For a request not in flight: nothing to cancel, the envelope still answered, and nothing
  // said dropped (before: a warning that it was dropped, under the null answer).
  const stale = route(r, 0, envelope(`"env-2"`, "$/cancel_request", `{"requestId":"nope"}`));
  assert.deepEqual(stale.dropped, []);
  assert.deepEqual(stale.out.map((o) => [o.to, o.text]), [[0, ok(`"env-2"`, "null")]]);
  // Without a requestId: -32602 to the envelope's id.
  const bad = one(r, 0, envelope(`"env-3"`, "$/cancel_request", "{}"), 0);
  assert.equal(JSON.parse(bad.text).id, "env-3");
  assert.equal(JSON.parse(bad.text).error.code, -32602);
  // Raw, as a request of the client: answered too.
  const toP0 = one(r, CLIENT, req("7", "x", "{}"), 0);
  const raw = route(r, CLIENT, req("8", "$/cancel_request", `{"requestId":7}`));
  assert.deepEqual(raw.out.map((o) => [o.to, o.text]), [
    [0, cancel(idOf(toP0.text))],
    [CLIENT, ok("8", "null")],
  ]);
  const rawStale = route(r, CLIENT, req("9", "$/cancel_request", `{"requestId":"nope"}`));
  assert.deepEqual(rawStale.dropped, []);
  assert.deepEqual(rawStale.out.map((o) => [o.to, o.text]), [[CLIENT, ok("9", "null")]]);
});

Deno.test("chain routing: request ids keep their exact text: 12345678901234567890, 1.0, 1 and an escaped string are different requests, each answered under its own bytes", () => {
  const r = initialized(2);
  const ids = ["12345678901234567890", "12345678901234567891", "1.0", "1", `"\\u0061"`, `"a"`];
  const sent = ids.map((id) => ({ id, out: one(r, CLIENT, req(id, "echo", `{"id":${id}}`), 0) }));
  assert.equal(new Set(sent.map((s) => idOf(s.out.text))).size, ids.length, "distinct hop ids");
  // The proxy answers in reverse order; each answer finds its own client id.
  for (const { id, out } of sent.reverse()) {
    assert.equal(
      one(r, 0, ok(idOf(out.text), `{"id":${id},"n":1.0}`), CLIENT).text,
      ok(id, `{"id":${id},"n":1.0}`),
    );
  }
  assert.equal(r.inFlight, 0);
});

Deno.test("chain routing: a batch from the client goes through proxies entry by entry, each as its own frame", () => {
  const r = initialized(1);
  const a = req("1", "session/prompt", TRICKY);
  const b = note("session/cancel", "{}");
  const c = req(`"x"`, "echo", "[1.0]");
  const { out, dropped } = route(r, CLIENT, `[${a} , ${b},${c}]`);
  assert.deepEqual(dropped, []);
  assert.equal(out.length, 3);
  assert.ok(out.every((o) => o.to === 0));
  assert.equal(out[0].text, req(idOf(out[0].text), "session/prompt", TRICKY));
  assert.equal(out[1].text, b);
  assert.equal(out[2].text, req(idOf(out[2].text), "echo", "[1.0]"));
  // A batch of answers from the proxy: each back to the client under its id.
  const back = route(
    r,
    0,
    `[${ok(idOf(out[2].text), "1.0")},${ok(idOf(out[0].text), "{}")}]`,
  ).out;
  assert.deepEqual(back.map((o) => [o.to, o.text]), [[CLIENT, ok(`"x"`, "1.0")], [
    CLIENT,
    ok("1", "{}"),
  ]]);
});

Deno.test("chain routing: with proxies an empty client batch gets one -32600 (as before selection), and the conductor's own replies to a batch's invalid entries come back as one array", () => {
  const r = initialized(1);
  const empty = route(r, CLIENT, "[]");
  assert.deepEqual(empty.out.map((o) => [o.to, o.text]), [[
    CLIENT,
    `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request","data":"empty or malformed batch"}}`,
  ]]);
  const invalid = route(r, CLIENT, "[1,2]");
  assert.equal(invalid.out.length, 1, JSON.stringify(invalid.out));
  assert.equal(invalid.out[0].to, CLIENT);
  const replies = JSON.parse(invalid.out[0].text);
  assert.ok(Array.isArray(replies) && replies.length === 2, invalid.out[0].text);
  assert.ok(replies.every((e: { error: { code: number } }) => e.error.code === -32600));
  // A valid request in the batch still goes on to the proxy; the single invalid entry's reply
  // is an array of one, as JSON-RPC answers a batch and as before selection (it was a bare
  // object).
  const mixed = route(r, CLIENT, `[${req("7", "echo", "{}")},3]`);
  assert.deepEqual(mixed.out.map((o) => o.to).sort(), [0, CLIENT].sort());
  const own = JSON.parse(mixed.out.find((o) => o.to === CLIENT)!.text);
  assert.ok(Array.isArray(own) && own.length === 1, JSON.stringify(own));
  assert.equal(own[0].error.code, -32600);
  const single = JSON.parse(one(r, CLIENT, "[1]", CLIENT).text);
  assert.ok(Array.isArray(single) && single.length === 1, JSON.stringify(single));
});

Deno.test("chain routing: with proxies the conductor's replies to a batch answer its first 1000 entries one by one and count the rest in one entry (as a refused batch before selection, ROUTING 2.14; a batch of millions of `1,` made an answer 60 times its size, gathered in time that grew with its square)", () => {
  const r = initialized(1);
  const n = 200_000;
  const invalid = route(
    r,
    CLIENT,
    `[${`${req("7", "echo", "{}")},`}${Array(n).fill("1").join(",")}]`,
  );
  assert.deepEqual(invalid.out.map((o) => o.to).sort(), [0, CLIENT].sort());
  const replies = JSON.parse(invalid.out.find((o) => o.to === CLIENT)!.text);
  assert.equal(replies.length, 1001);
  assert.ok(replies.every((e: { error: { code: number } }) => e.error.code === -32600));
  assert.equal(replies[1000].id, null);
  assert.equal(
    replies[1000].error.data,
    `${n - 1000} more entries of this batch are not answered one by one (at most 1000 are)`,
  );
});

Deno.test("chain routing: with no proxies every frame passes unchanged both ways, a batch as one frame, nothing renumbered", () => {
  const r = new ChainRouting({ proxies: 0, version: 1 });
  const frames: [number, string][] = [
    [CLIENT, req("12345678901234567890", "initialize", `{ "protocolVersion" : 1 }`)],
    [0, ok("12345678901234567890", `{"protocolVersion":1, "n":1.0}`)],
    [CLIENT, `[${req("1.0", "a", "{}")},${note("b", "{}")}]`],
    [0, `[${ok("1.0", "1.0")}]`],
    [CLIENT, cancel("1.0")],
    [0, req(`"\\u0061"`, "session/request_permission", TRICKY)],
    [CLIENT, `not json`],
    [0, ``],
  ];
  for (const [from, text] of frames) {
    assert.equal(one(r, from, text, from === CLIENT ? 0 : CLIENT).text, text);
  }
});

Deno.test("chain routing: a proxy that changes protocolVersion in its answer to _proxy/initialize (a v2 chain answered 1) gets its answer replaced by -32600 naming the proxy; one that passes the version on is unchanged", () => {
  for (const proxies of [1, 2]) {
    for (const liar of Array.from({ length: proxies }, (_, i) => i)) {
      const r = new ChainRouting({ proxies, version: 2 });
      let at = one(r, CLIENT, req(`"init"`, "initialize", V2_INIT_PARAMS), 0);
      const ids = [idOf(at.text)];
      for (let i = 0; i < proxies; i++) {
        at = one(r, i, envelope(`"p${i}"`, "initialize", V2_INIT_PARAMS), i + 1);
        ids.push(idOf(at.text));
      }
      let answer = one(r, proxies, ok(ids[proxies], V2_ANSWER), proxies - 1);
      for (let i = proxies - 1; i >= 0; i--) {
        const text = i === liar ? ok(ids[i], `{"protocolVersion":1,"agentCapabilities":{}}`) : (
          JSON.parse(answer.text).error
            ? answer.text.replace(`"p${i}"`, ids[i])
            : ok(ids[i], V2_ANSWER)
        );
        answer = one(r, i, text, i - 1);
        if (i === liar) {
          const parsed = JSON.parse(answer.text);
          assert.equal(parsed.error?.code, -32600, answer.text);
          // The first proxy's answer is the client's: a downgrade; another changed its
          // successor's answer.
          assert.equal(
            parsed.error.message,
            `Proxy(${i}) answered the v2 initialize with protocolVersion 1; ` +
              (i === 0
                ? `a v2 chain is never downgraded (ACP v2 requested, v1 answered)`
                : `a proxy must not change protocolVersion (its successor answered 2)`),
          );
          assert.equal(answer.from, CONDUCTOR);
        }
      }
      assert.equal(JSON.parse(answer.text).id, "init");
      assert.equal(JSON.parse(answer.text).error?.code, -32600, "the client gets an error");
    }
  }
});

Deno.test("chain routing: with no proxies the never-downgrade check finds the initialize inside a batch", () => {
  const r = new ChainRouting({ proxies: 0, version: 2 });
  const batch = `[${note("x", "{}")},${req(`"i"`, "initialize", V2_INIT_PARAMS)}]`;
  assert.equal(one(r, CLIENT, batch, 0).text, batch);
  const answer = one(r, 0, `[${ok(`"i"`, `{"protocolVersion":1}`)}]`, CLIENT);
  const parsed = JSON.parse(answer.text);
  assert.equal(parsed.id, "i");
  assert.equal(parsed.error.code, -32600);
});

Deno.test("chain routing: a line from the client that is not JSON is answered -32700, an invalid message -32600 under its id when readable; a component gets the same -32600 (its line that is not JSON is dropped)", () => {
  const r = initialized(1);
  const parse = one(r, CLIENT, "{not json", CLIENT);
  assert.deepEqual(JSON.parse(parse.text).error.code, -32700);
  assert.equal(JSON.parse(parse.text).id, null);
  // As before selection (ROUTING 2.7): the request's own id when it is readable, the reason
  // in data (before, id null: the client's request 77 was never answered).
  const invalid = one(r, CLIENT, `{"jsonrpc":"1.0","id":77,"method":"x"}`, CLIENT);
  assert.equal(
    invalid.text,
    `{"jsonrpc":"2.0","id":77,"error":{"code":-32600,"message":"Invalid Request","data":"\\"jsonrpc\\" must be \\"2.0\\""}}`,
  );
  const noVersion = one(r, CLIENT, `{"id":"s\\u0031","method":"x"}`, CLIENT);
  assert.equal(JSON.parse(noVersion.text).id, "s1");
  assert.ok(noVersion.text.includes(`"id":"s\\u0031"`), noVersion.text);
  const badId = one(r, CLIENT, `{"jsonrpc":"2.0","id":{},"method":"x"}`, CLIENT);
  assert.equal(JSON.parse(badId.text).id, null);
  nothing(r, 0, "{not json");
  // From a proxy or the agent, the same answer (before: dropped, the request never answered).
  const fromAgent = one(r, 1, `{"jsonrpc":"2.0","id":{},"method":"x"}`, 1);
  assert.equal(fromAgent.from, CONDUCTOR);
  assert.equal(
    fromAgent.text,
    `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request","data":"\\"id\\" must be a string, number or null"}}`,
  );
  assert.equal(JSON.parse(one(r, 0, `{"jsonrpc":"1.0","id":7,"method":"x"}`, 0).text).id, 7);
});

Deno.test("chain routing: a component's batch gets the conductor's replies to its invalid entries as one array, and an empty batch one -32600, as the client's does; its valid entries are routed", () => {
  const r = initialized(1);
  const { out, dropped } = route(
    r,
    1,
    `[{"jsonrpc":"2.0","id":[],"method":"x"},{"jsonrpc":"2.0","method":"n","params":{}},3]`,
  );
  assert.deepEqual(dropped, []);
  assert.equal(out.length, 2, JSON.stringify(out));
  assert.equal(out[0].to, 1);
  const replies = JSON.parse(out[0].text);
  assert.deepEqual(replies.map((e: { id: unknown }) => e.id), [null, null]);
  assert.deepEqual(replies.map((e: { error: { code: number } }) => e.error.code), [-32600, -32600]);
  assert.equal(out[1].to, 0);
  assert.equal(view(out[1].text).method, "_proxy/successor");
  assert.equal(JSON.parse(one(r, 0, "[]", 0).text).error.code, -32600);
});

Deno.test("chain routing: a response to an id that no request of that link has goes nowhere (and an answered id cannot be answered twice)", () => {
  const r = initialized(1);
  nothing(r, CLIENT, ok("1", "{}"));
  nothing(r, 1, ok("99", "{}"));
  const toP0 = one(r, CLIENT, req("1", "x", "{}"), 0);
  one(r, 0, ok(idOf(toP0.text), "{}"), CLIENT);
  nothing(r, 0, ok(idOf(toP0.text), "{}"));
  // The answer must come on the link the request went on.
  const again = one(r, CLIENT, req("2", "x", "{}"), 0);
  nothing(r, 1, ok(idOf(again.text), "{}"));
});

Deno.test("chain routing: past maxPending requests in flight on a link, a request is answered -32603 by the conductor; an answer makes room again", () => {
  const r = initialized(1, undefined, { maxPending: 2 });
  const first = one(r, CLIENT, req("1", "x", "{}"), 0);
  one(r, CLIENT, req("2", "x", "{}"), 0);
  const refused = one(r, CLIENT, req("3", "x", "{}"), CLIENT);
  assert.equal(refused.from, CONDUCTOR);
  assert.equal(
    refused.text,
    `{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"2 requests are already waiting for Proxy(0)"}}`,
  );
  one(r, 0, ok(idOf(first.text), "{}"), CLIENT);
  one(r, CLIENT, req("4", "x", "{}"), 0);
});

Deno.test("chain routing: the ids of the requests in flight on a link are bounded in bytes: a request past maxPendingIdBytes is answered -32603 under its own id; an answer frees its id's bytes", () => {
  const r = initialized(1, undefined, { maxPendingIdBytes: 100 });
  const id60 = JSON.stringify("a".repeat(58));
  const first = one(r, CLIENT, req(id60, "x", "{}"), 0);
  const refused = one(r, CLIENT, req(JSON.stringify("b".repeat(58)), "x", "{}"), CLIENT);
  assert.equal(refused.from, CONDUCTOR);
  assert.equal(idOf(refused.text), JSON.stringify("b".repeat(58)));
  assert.match(
    refused.text,
    /"code":-32603,"message":"the ids of the requests waiting for Proxy\(0\) would pass 100 bytes \(this one is 60\); use short ids"/,
  );
  one(r, CLIENT, req("1234567890", "x", "{}"), 0); // 60 + 10 fit
  one(r, 0, ok(idOf(first.text), "{}"), CLIENT);
  one(r, CLIENT, req(JSON.stringify("c".repeat(58)), "x", "{}"), 0);
  // A proxy's requests to the client wait on the client link, under the same bound.
  const proxySide = initialized(1, undefined, { maxPendingIdBytes: 10 });
  const back = one(proxySide, 0, req(JSON.stringify("d".repeat(9)), "fs/read", "{}"), 0);
  assert.equal(back.from, CONDUCTOR);
  assert.match(back.text, /waiting for Client would pass 10 bytes \(this one is 11\)/);
});

Deno.test("chain routing: a drop reason quotes at most 64 characters of a peer's id, and says how long it was", () => {
  const r = initialized(1);
  const long = JSON.stringify("z".repeat(1_000_000));
  const [reason] = nothing(r, 1, ok(long, "{}"));
  assert.equal(
    reason,
    `a response to ${
      long.slice(0, 64)
    }… (an id of ${long.length} characters), which no request of this link has`,
  );
  const [cancelReason] = nothing(r, CLIENT, cancel(long));
  assert.ok(cancelReason.length < 200, cancelReason.slice(0, 200));
});

// -------------------------------------------------------------------------------------------
// Property: random traffic through n model proxies and an echoing agent

/** A call one end sends: its raw id (none for a notification), method text and params. */
interface Call {
  id?: string;
  method: string;
  params: string;
}

/** Raw method texts (one escaped) that are none of the conductor's own methods. */
const methodText = fc.constantFrom(
  `"session/prompt"`,
  `"\\u0073ession/prompt"`,
  `"session/update"`,
  `"fs/read_text_file"`,
  `"_ext/thing"`,
  `"x"`,
);

/** Raw id texts a client may use (unique per sender by text). */
const idText = fc.oneof(
  fc.constantFrom(
    "1",
    "1.0",
    "-0",
    "0",
    "1e2",
    "12345678901234567890",
    "12345678901234567891",
    `"1"`,
    `"a"`,
    `"\\u0061"`,
    `"é"`,
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 5 }).map((s) => JSON.stringify(s)),
);

/** Params whose bytes a re-encoding would likely change. */
const paramsText = node.map((n) => `{"v":${render(n)}}`);

const callsOf = (ids: string[], shapes: { notify: boolean; method: string; params: string }[]) =>
  shapes.map((s, i): Call =>
    s.notify || i >= ids.length
      ? { method: s.method, params: s.params }
      : { id: ids[i], method: s.method, params: s.params }
  );

const callShape = fc.record({ notify: fc.boolean(), method: methodText, params: paramsText });

function callFrame(call: Call): string {
  const id = call.id === undefined ? "" : `"id":${call.id},`;
  return `{"jsonrpc":"2.0",${id}"method":${call.method},"params":${call.params}}`;
}

/** A model pass-through proxy that renumbers what it sends (like the example proxy). */
class ModelProxy {
  #next = 0;
  /** My request id → the id of the request it stands for (whose answer I owe). */
  readonly #owed = new Map<string, string>();
  constructor(readonly index: number) {}

  /** What the proxy writes back to the conductor for one frame it got. */
  receive(frame: Uint8Array): Uint8Array[] {
    const v = viewMessage(frame);
    const mine = () => `"p${this.index}-${++this.#next}"`;
    if (v.kind === "response") {
      const owed = this.#owed.get(v.idText!);
      assert.ok(owed !== undefined, `Proxy(${this.index}) got an answer to ${v.idText}`);
      this.#owed.delete(v.idText!);
      return [withId(frame, v, owed)];
    }
    if (v.method === "_proxy/successor") {
      if (v.kind === "notification") return [unwrapSuccessor(v, frame)];
      const id = mine();
      this.#owed.set(id, v.idText!);
      return [unwrapSuccessor(v, frame, { idText: id })];
    }
    if (v.method === "_proxy/initialize") {
      const id = mine();
      this.#owed.set(id, v.idText!);
      const params = frameText(frame, v.paramsSpan!);
      return [encoder.encode(envelope(id, "initialize", params))];
    }
    if (v.kind === "notification") return [successorEnvelope(v, frame)];
    const id = mine();
    this.#owed.set(id, v.idText!);
    return [successorEnvelope(v, frame, { idText: id })];
  }
}

/** What an end (client or agent) received: answers by raw id, calls as `method params`. */
interface EndLog {
  answers: Map<string, string[]>;
  calls: string[];
}

Deno.test("chain routing property: random traffic through n proxies and an echoing agent keeps every params and result byte-identical and answers every request exactly once under its original id", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom(1 as const, 2 as const),
      fc.uniqueArray(idText, { minLength: 1, maxLength: 10 }),
      fc.array(callShape, { maxLength: 9 }),
      fc.uniqueArray(idText, { maxLength: 6 }),
      fc.array(callShape, { maxLength: 6 }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
      fc.integer({ min: 0 }).map((n) => n.toString()),
      (proxies, version, clientIds, clientShapes, agentIds, agentShapes, picks, extra) => {
        const r = new ChainRouting({ proxies, version });
        const initialize: Call = {
          id: clientIds[0],
          method: `"initialize"`,
          // The echoing agent answers with these params: a v2 answer needs `info`.
          params: `{"protocolVersion":${version},` +
            (version === 2 ? `"info":{"name":"c","version":"1"},` : "") + `"x":${extra}}`,
        };
        const clientCalls = [initialize, ...callsOf(clientIds.slice(1), clientShapes)];
        const agentCalls = callsOf(agentIds, agentShapes);
        const models = Array.from({ length: proxies }, (_, i) => new ModelProxy(i));
        const inbox = new Map<number, Uint8Array[]>();
        for (let p = CLIENT; p <= proxies; p++) inbox.set(p, []);
        const logs = new Map<number, EndLog>([
          [CLIENT, { answers: new Map(), calls: [] }],
          [proxies, { answers: new Map(), calls: [] }],
        ]);
        const send = (from: number, frame: Uint8Array) => {
          const { deliveries, dropped } = r.route(from, frame, viewMessage(frame));
          assert.deepEqual(dropped, [], `nothing dropped from ${r.partyName(from)}`);
          for (const d of deliveries) inbox.get(d.to)!.push(d.frame);
        };
        /** An end: logs what it gets and echoes every request's params as its result. */
        const end = (party: number, frame: Uint8Array) => {
          const v = viewMessage(frame);
          const log = logs.get(party)!;
          if (v.kind === "response") {
            const list = log.answers.get(v.idText!) ?? [];
            list.push(
              v.isError
                ? `error ${frameText(frame, v.errorSpan!)}`
                : frameText(frame, v.resultSpan!),
            );
            log.answers.set(v.idText!, list);
            return;
          }
          assert.ok(
            v.kind === "request" || v.kind === "notification",
            `a call: ${decoder.decode(frame)}`,
          );
          const params = frameText(frame, v.paramsSpan!);
          log.calls.push(`${frameText(frame, v.methodSpan!)} ${params}`);
          if (v.kind === "request") {
            send(party, encoder.encode(`{"jsonrpc":"2.0","id":${v.idText},"result":${params}}`));
          }
        };
        let client = 0, agent = 0, step = 0;
        while (true) {
          const actions: (() => void)[] = [];
          if (client < clientCalls.length) {
            // The initialize goes first; the rest may overtake anything after it.
            actions.push(() => send(CLIENT, encoder.encode(callFrame(clientCalls[client++]))));
          }
          if (agent < agentCalls.length && client > 0) {
            actions.push(() => send(proxies, encoder.encode(callFrame(agentCalls[agent++]))));
          }
          for (const [party, frames] of inbox) {
            if (frames.length === 0) continue;
            actions.push(() => {
              const frame = frames.shift()!;
              if (party === CLIENT || party === proxies) return end(party, frame);
              for (const reply of models[party].receive(frame)) send(party, reply);
            });
          }
          if (actions.length === 0) break;
          if (client === 0) actions[0]();
          else actions[picks[step++ % picks.length] % actions.length]();
        }
        // Every request of each end was answered exactly once, under its own id, with its
        // own params bytes echoed back as the result.
        for (const [calls, party] of [[clientCalls, CLIENT], [agentCalls, proxies]] as const) {
          const log = logs.get(party)!;
          const requests = calls.filter((c) => c.id !== undefined);
          for (const call of requests) {
            assert.deepEqual(log.answers.get(call.id!), [call.params], `answer to ${call.id}`);
          }
          assert.equal(log.answers.size, requests.length, "no other answers");
        }
        // Every call reached the other end with the same method and params bytes (the
        // client's initialize as plain initialize).
        const sorted = (calls: Call[]) => calls.map((c) => `${c.method} ${c.params}`).sort();
        assert.deepEqual([...logs.get(proxies)!.calls].sort(), sorted(clientCalls));
        assert.deepEqual([...logs.get(CLIENT)!.calls].sort(), sorted(agentCalls));
        assert.equal(r.inFlight, 0);
      },
    ),
    { numRuns: 200 },
  );
});

Deno.test("chain routing: an id with neither method, result nor error, under an id no request of the sender's link carries, is an invalid request: -32600 under its id, with the reason", () => {
  const r = initialized(1);
  one(r, CLIENT, req(`"c1"`, "session/prompt", "{}"), 0); // in flight to proxy 0, not id 99
  for (const from of [0, CLIENT]) {
    const back = one(r, from, `{"jsonrpc":"2.0","id":99}`, from);
    assert.deepEqual(JSON.parse(back.text), {
      jsonrpc: "2.0",
      id: 99,
      error: {
        code: -32600,
        message: "Invalid Request",
        data: `a message needs "method", or "result" or "error"`,
      },
    });
  }
});

Deno.test("chain routing: the agent's answer to a v2 initialize that says 2 but lacks the v2 shape (result.info) is refused with -32600", () => {
  for (const proxies of [0, 1]) {
    const r = new ChainRouting({ proxies, version: 2 });
    const at = one(r, CLIENT, req("0", "initialize", V2_INIT_PARAMS), 0);
    let to = at;
    if (proxies === 1) to = one(r, 0, envelope(`"p0-init"`, "initialize", V2_INIT_PARAMS), 1);
    const answer = one(r, proxies, ok(idOf(to.text), `{"protocolVersion":2}`), proxies - 1);
    assert.match(
      answer.text,
      /"code":-32600,"message":"the agent's answer to the v2 initialize is not a v2 answer: result\.info is missing"/,
    );
  }
});

Deno.test("chain routing: a proxy's own answer to the client's v2 initialize that says 2 but has the v1 shape is refused with -32600 naming the proxy, as the agent's is (before chain16: it passed); a v2-shaped one passes", () => {
  for (
    const [result, refused] of [
      [`{"protocolVersion":2,"agentCapabilities":{},"agentInfo":{"name":"p","version":"1"}}`, true],
      [`{"protocolVersion":2,"info":{"name":"p","version":"1"},"capabilities":{}}`, false],
    ] as const
  ) {
    const r = new ChainRouting({ proxies: 1, version: 2 });
    const at = one(r, CLIENT, req("0", "initialize", V2_INIT_PARAMS), 0);
    const answer = one(r, 0, ok(idOf(at.text), result), CLIENT);
    if (refused) {
      assert.match(
        answer.text,
        /"code":-32600,"message":"Proxy\(0\)'s answer to the v2 initialize is not a v2 answer: result\.info is missing"/,
      );
    } else assert.ok(!answer.text.includes(`"error"`), answer.text);
  }
});

Deno.test("chain routing: the agent's v2 answer whose result.info is read by its members, not parsed whole: missing, a string, an array, a name or version that is no string, and duplicate keys (the last counts, as JSON.parse keeps it) are each said as they were (regress86: an array was said to be missing)", () => {
  const cases: [string, string | null][] = [
    [`{"protocolVersion":2}`, "result.info is missing"],
    [`{"protocolVersion":2,"info":"a"}`, "result.info is missing"],
    [`{"protocolVersion":2,"info":[]}`, "result.info needs a string name and version"],
    [`{"protocolVersion":2,"info":{"name":"a"}}`, "result.info needs a string name and version"],
    [
      `{"protocolVersion":2,"info":{"name":"a","version":1}}`,
      "result.info needs a string name and version",
    ],
    [
      `{"protocolVersion":2,"info":{"name":"a","version":"1"},"info":[]}`,
      "result.info needs a string name and version",
    ],
    [`{"protocolVersion":2,"info":[],"info":{"name":"a","version":"1"}}`, null],
    [
      `{"protocolVersion":2,"info":{"version":"1","name":"a","name":2}}`,
      "result.info needs a string name and version",
    ],
    [`{ "protocolVersion" : 2 , "info" : { "name" : "a" , "version" : "1" } }`, null],
  ];
  for (const [result, problem] of cases) {
    const r = new ChainRouting({ proxies: 0, version: 2 });
    const at = one(r, CLIENT, req("0", "initialize", V2_INIT_PARAMS), 0);
    const answer = one(r, 0, ok(idOf(at.text), result), CLIENT);
    if (problem === null) {
      assert.ok(!answer.text.includes(`"error"`), `${result}: ${answer.text}`);
    } else {
      assert.ok(
        answer.text.includes(
          `"message":"the agent's answer to the v2 initialize is not a v2 answer: ${problem}"`,
        ),
        `${result}: ${answer.text}`,
      );
    }
  }
});

Deno.test("chain routing: a _proxy/initialize (or the schema's proxy/initialize) from the client is refused with -32600 and goes to no proxy", () => {
  for (const method of ["_proxy/initialize", "proxy/initialize"]) {
    const r = new ChainRouting({ proxies: 1, version: 1 });
    const answer = one(r, CLIENT, req("5", method, "{}"), CLIENT);
    assert.ok(
      answer.text.startsWith(
        `{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"${method} requests are only ` +
          `sent by the conductor"`,
      ),
      answer.text,
    );
  }
});

Deno.test("chain routing: an answer that breaks JSON-RPC 2.0 (both result and error, no jsonrpc, an error that is no object, an id with neither result nor error) is not passed on: its request gets -32603 naming the flaw, and the answer is dropped with a warning (before: passed on as the answer, and the real answer after it dropped; the id-only one got -32600 under the sender's own id, its request never answered)", () => {
  const flawed: [string, (id: string) => string][] = [
    [
      `a response has "result" or "error", not both`,
      (id) => `{"jsonrpc":"2.0","id":${id},"result":{},"error":{"code":1,"message":"m"}}`,
    ],
    [`"jsonrpc" must be "2.0"`, (id) => `{"id":${id},"result":{}}`],
    [`"error" must be an object`, (id) => `{"jsonrpc":"2.0","id":${id},"error":"no"}`],
    [`a response needs "result" or "error"`, (id) => `{"jsonrpc":"2.0","id":${id}}`],
  ];
  for (const [flaw, answer] of flawed) {
    const r = initialized(1);
    // The client's request, answered by proxy 0.
    const toP0 = one(r, CLIENT, req(`"c1"`, "session/prompt", "{}"), 0);
    const routed = route(r, 0, answer(idOf(toP0.text)));
    assert.deepEqual(routed.dropped, [
      `a response to ${idOf(toP0.text)} that is not JSON-RPC 2.0: ${flaw}`,
    ]);
    assert.equal(routed.out.length, 1);
    assert.equal(routed.out[0].to, CLIENT);
    assert.deepEqual(JSON.parse(routed.out[0].text), {
      jsonrpc: "2.0",
      id: "c1",
      error: {
        code: -32603,
        message: `Proxy(0) answered with a response that is not JSON-RPC 2.0: ${flaw}`,
      },
    });
    // Proxy 0's request, answered so by the client: the proxy gets the error.
    const asked = one(r, 0, req(`"p0"`, "session/request_permission", "{}"), CLIENT);
    const answered = route(r, CLIENT, answer(idOf(asked.text)));
    assert.equal(answered.dropped.length, 1);
    assert.equal(answered.out.length, 1);
    const back = answered.out[0];
    assert.equal(back.to, 0);
    assert.equal(JSON.parse(back.text).id, "p0");
    assert.equal(JSON.parse(back.text).error.code, -32603);
    assert.match(JSON.parse(back.text).error.message, /^Client answered with a response/);
    // A later, valid answer is no longer taken for that request.
    assert.equal(nothing(r, 0, ok(idOf(toP0.text), "{}")).length, 1);
  }
});

Deno.test('chain routing: an answer whose other member is literally null ("error":null beside a result, "result":null beside an error object) is passed on as it is, as serialisers that write every field give it (before: refused as having both)', () => {
  for (
    const answer of [
      (id: string) => `{"jsonrpc":"2.0","id":${id},"result":{"a":1},"error":null}`,
      (id: string) =>
        `{"jsonrpc":"2.0","id":${id},"result":null,"error":{"code":-1,"message":"m"}}`,
    ]
  ) {
    const r = initialized(1);
    const toP0 = one(r, CLIENT, req(`"c1"`, "session/prompt", "{}"), 0);
    assert.equal(one(r, 0, answer(idOf(toP0.text)), CLIENT).text, answer(`"c1"`));
  }
});

Deno.test("chain routing: furthestWaiting names the party furthest towards the agent that has not answered a request sent down to it: the proxy while it holds the client's request, then the next, then the agent, none once all answered (chain17)", () => {
  const r = initialized(2);
  assert.equal(r.furthestWaiting, undefined);
  const toP0 = one(r, CLIENT, req(`"c"`, "session/new", "{}"), 0);
  assert.equal(r.partyName(r.furthestWaiting!), "Proxy(0)");
  const toP1 = one(r, 0, envelope(`"p0"`, "session/new", "{}"), 1);
  assert.equal(r.partyName(r.furthestWaiting!), "Proxy(1)");
  const toAgent = one(r, 1, envelope(`"p1"`, "session/new", "{}"), 2);
  assert.equal(r.partyName(r.furthestWaiting!), "Agent");
  // The agent's own request waits up the chain, for the client: not where the client's stand.
  one(r, 2, req(`"a"`, "fs/read_text_file", "{}"), 1);
  one(r, 2, ok(idOf(toAgent.text), "{}"), 1);
  assert.equal(r.partyName(r.furthestWaiting!), "Proxy(1)");
  one(r, 1, ok(idOf(toP1.text), "{}"), 0);
  one(r, 0, ok(idOf(toP0.text), "{}"), CLIENT);
  assert.equal(r.furthestWaiting, undefined);
});
