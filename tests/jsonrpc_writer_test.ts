/**
 * jsonrpc/writer.ts: frames built from raw pieces are valid JSON, parse to the expected
 * message, and hold every raw piece byte for byte.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { frameText, viewMessage } from "../jsonrpc/message.ts";
import { scanJson } from "../jsonrpc/json_scan.ts";
import {
  CANCEL_REQUEST_METHOD,
  cancelRequestFrame,
  errorFrame,
  MessageShapeError,
  notificationFrame,
  rawObject,
  requestFrame,
  resultFrame,
  SUCCESSOR_METHOD,
  successorEnvelope,
  unwrapSuccessor,
  withId,
} from "../jsonrpc/writer.ts";
import { ProtocolError } from "../schema/protocol_error.ts";
import {
  encoder,
  entryText,
  type Json,
  jsonText,
  parseOracle,
  validIdText,
} from "./_jsonrpc_arbitraries.ts";

const decoder = new TextDecoder();
const bytes = (t: string) => encoder.encode(t);
const text = (b: Uint8Array) => decoder.decode(b);

Deno.test("jsonrpc writer: request, notification, result and error frames, member by member", () => {
  assert.equal(
    requestFrame("12345678901234567890", "session/new", `{ "cwd" : "/" }`),
    `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/new","params":{ "cwd" : "/" }}`,
  );
  assert.equal(requestFrame(`"a"`, "m"), `{"jsonrpc":"2.0","id":"a","method":"m"}`);
  assert.equal(
    notificationFrame("session/update", `{"x":1.0}`),
    `{"jsonrpc":"2.0","method":"session/update","params":{"x":1.0}}`,
  );
  assert.equal(notificationFrame(`a"b`), `{"jsonrpc":"2.0","method":"a\\"b"}`);
  assert.equal(resultFrame("1.0", "null"), `{"jsonrpc":"2.0","id":1.0,"result":null}`);
  assert.equal(
    errorFrame(null, -32700, "Parse error"),
    `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}`,
  );
  assert.equal(
    errorFrame(`"x"`, -32600, "Invalid Request", `{"limit":8}`),
    `{"jsonrpc":"2.0","id":"x","error":{"code":-32600,"message":"Invalid Request","data":{"limit":8}}}`,
  );
});

Deno.test("jsonrpc writer: a re-issued cancel keeps its params as sent and replaces only the requestId value", () => {
  const cancel = (params: string) => {
    const frame = bytes(`{"jsonrpc":"2.0","method":"${CANCEL_REQUEST_METHOD}","params":${params}}`);
    const view = viewMessage(frame);
    const scan = scanJson(frame, view.paramsSpan!);
    assert.ok(scan.valid);
    return new TextDecoder().decode(
      cancelRequestFrame(frame, view.paramsSpan!, scan.member("requestId")!, "7"),
    );
  };
  const head = `{"jsonrpc":"2.0","method":"${CANCEL_REQUEST_METHOD}","params":`;
  assert.equal(cancel(`{"requestId":12}`), `${head}{"requestId":7}}`);
  assert.equal(
    cancel(`{ "_meta" : {"k":"\\u00e9"}, "requestId" : "a\\"b" , "x":[1.0] }`),
    `${head}{ "_meta" : {"k":"\\u00e9"}, "requestId" : 7 , "x":[1.0] }}`,
  );
});

Deno.test("jsonrpc writer: given bytes, a builder returns the same frame as bytes", () => {
  const params = bytes(`{"é":[1.0]}`);
  assert.deepEqual(requestFrame("1", "m", params), bytes(requestFrame("1", "m", `{"é":[1.0]}`)));
  assert.deepEqual(notificationFrame("m", params), bytes(notificationFrame("m", `{"é":[1.0]}`)));
  assert.deepEqual(resultFrame("1", params), bytes(resultFrame("1", `{"é":[1.0]}`)));
});

Deno.test("jsonrpc writer: ProtocolError.toResponse builds its frame with errorFrame, as before", () => {
  const cases: ProtocolError[] = [
    new ProtocolError(-32602, "initialize protocolVersion is required"),
    new ProtocolError(-32600, "ACP protocol version 0 is not configured", {
      requested: 0,
      supported: [1, 2],
    }),
    new ProtocolError(-32603, 'quote " and \u2028', null),
    new ProtocolError(-32000, "fn data is left out", () => 1),
  ];
  for (const e of cases) {
    for (const id of [null, "7", `"a"`, "12345678901234567890"]) {
      // The implementation this replaced, verbatim.
      const before = `{"jsonrpc":"2.0","id":${id ?? "null"},"error":${JSON.stringify(e)}}`;
      assert.equal(e.toResponse(id), before);
    }
  }
  assert.equal(
    new ProtocolError(1, "m").toResponse(),
    `{"jsonrpc":"2.0","id":null,"error":{"code":1,"message":"m"}}`,
  );
});

Deno.test("jsonrpc writer: withId replaces only the id bytes (key order, whitespace, a trailing CR and non-ASCII text kept)", () => {
  const t = `{ "é😀" : "ü", "result" : {"id":9}, "id" : 1 ,"jsonrpc":"2.0"}\r`;
  const v = viewMessage(bytes(t));
  const expected = `{ "é😀" : "ü", "result" : {"id":9}, "id" : "v1 \\"x\\"" ,"jsonrpc":"2.0"}\r`;
  assert.equal(withId(t, v, `"v1 \\"x\\""`), expected);
  assert.deepEqual(withId(bytes(t), v, `"v1 \\"x\\""`), bytes(expected));
  // A string id with non-ASCII characters is replaced whole.
  const s = `{"jsonrpc":"2.0","id":"ü😀","method":"m"}`;
  assert.equal(withId(s, viewMessage(bytes(s)), "3"), `{"jsonrpc":"2.0","id":3,"method":"m"}`);
});

Deno.test("jsonrpc writer: withId on a frame without an id member throws MessageShapeError (a TypeError)", () => {
  for (
    const t of [`{"jsonrpc":"2.0","method":"m"}`, `[{"jsonrpc":"2.0","id":1,"result":{}}]`, `nope`]
  ) {
    assert.throws(
      () => withId(t, viewMessage(bytes(t)), "1"),
      (e: unknown) =>
        e instanceof MessageShapeError && e instanceof TypeError && e.name === "MessageShapeError",
    );
  }
});

Deno.test("jsonrpc writer: a request is wrapped in _proxy/successor with its raw method and params, and unwrapped back byte for byte", () => {
  const inner = bytes(
    `{"jsonrpc":"2.0","id":1.0,"method":"\\u006d","params":{"a" : [12345678901234567890]}}`,
  );
  const envelope = successorEnvelope(viewMessage(inner), inner);
  assert.equal(
    text(envelope),
    `{"jsonrpc":"2.0","id":1.0,"method":"${SUCCESSOR_METHOD}","params":{"method":"\\u006d","params":{"a" : [12345678901234567890]}}}`,
  );
  const hop = successorEnvelope(viewMessage(inner), inner, { idText: "42", metaText: `{"hop":1}` });
  assert.equal(
    text(hop),
    `{"jsonrpc":"2.0","id":42,"method":"${SUCCESSOR_METHOD}","params":{"method":"\\u006d","params":{"a" : [12345678901234567890]},"_meta":{"hop":1}}}`,
  );
  assert.equal(
    text(unwrapSuccessor(viewMessage(hop), hop, { idText: "1.0" })),
    `{"jsonrpc":"2.0","id":1.0,"method":"\\u006d","params":{"a" : [12345678901234567890]}}`,
    "the envelope's _meta is hop-local and dropped",
  );
});

Deno.test("jsonrpc writer: a notification is wrapped without an id, and an envelope without params.params unwraps without params", () => {
  const inner = bytes(`{"method":"session/cancel","jsonrpc":"2.0"}`);
  const envelope = successorEnvelope(viewMessage(inner), inner);
  assert.equal(
    text(envelope),
    `{"jsonrpc":"2.0","method":"${SUCCESSOR_METHOD}","params":{"method":"session/cancel"}}`,
  );
  assert.equal(
    text(unwrapSuccessor(viewMessage(envelope), envelope)),
    `{"jsonrpc":"2.0","method":"session/cancel"}`,
  );
  const nullParams = bytes(
    `{"jsonrpc":"2.0","id":"x","method":"_proxy/successor","params":{"params":null,"method":"m"}}`,
  );
  assert.equal(
    text(unwrapSuccessor(viewMessage(nullParams), nullParams)),
    `{"jsonrpc":"2.0","id":"x","method":"m"}`,
    "params: null counts as omitted",
  );
});

Deno.test("jsonrpc writer: wrapping or unwrapping what is not a call, or not an envelope, throws MessageShapeError", () => {
  const bad = (t: string, f: (frame: Uint8Array) => unknown) =>
    assert.throws(() => f(bytes(t)), MessageShapeError, t);
  const wrap = (f: Uint8Array) => successorEnvelope(viewMessage(f), f);
  const unwrap = (f: Uint8Array) => unwrapSuccessor(viewMessage(f), f);
  bad(`{"jsonrpc":"2.0","id":1,"result":{}}`, wrap);
  bad(`[{"jsonrpc":"2.0","method":"m"}]`, wrap);
  bad(
    `{"jsonrpc":"2.0","method":"m"}`,
    (f) => successorEnvelope(viewMessage(f), f, { idText: "1" }),
  );
  bad(`{"jsonrpc":"2.0","id":1,"method":"m","params":{"method":"x"}}`, unwrap);
  bad(`{"jsonrpc":"2.0","id":1,"method":"_proxy/successor"}`, unwrap);
  bad(`{"jsonrpc":"2.0","id":1,"method":"_proxy/successor","params":[]}`, unwrap);
  bad(`{"jsonrpc":"2.0","id":1,"method":"_proxy/successor","params":{"method":5}}`, unwrap);
  bad(`{"jsonrpc":"2.0","id":1,"method":"_proxy/successor","params":{"params":{}}}`, unwrap);
  bad(
    `{"jsonrpc":"2.0","method":"_proxy/successor","params":{"method":"m"}}`,
    (f) => unwrapSuccessor(viewMessage(f), f, { idText: "1" }),
  );
});

Deno.test("jsonrpc writer: rawObject copies value texts as they are and leaves out undefined", () => {
  assert.equal(
    rawObject([["a", "1.0"], ["skip", undefined], ['q"k', `{"x" : 12345678901234567890}`]]),
    `{"a":1.0,"q\\"k":{"x" : 12345678901234567890}}`,
  );
  assert.equal(rawObject([]), "{}");
});

// ---------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------

/** Parses a built frame, asserting it is valid JSON by the strict oracle. */
function parsed(frame: string | Uint8Array): Json {
  const result = parseOracle(typeof frame === "string" ? bytes(frame) : frame);
  assert.ok(result.ok, `not JSON: ${typeof frame === "string" ? frame : text(frame)}`);
  return result.value;
}

const JSON_WS_AROUND = /^[\r\n\t ]+|[\r\n\t ]+$/g;

/** Raw params: any JSON text (with its whitespace), or absent. */
const paramsText = fc.option(jsonText, { nil: undefined });
const method = fc.string({ unit: "binary", maxLength: 8 });

Deno.test("jsonrpc writer property: request and notification frames parse to the expected object, and the raw id and params appear byte-identical", () => {
  fc.assert(
    fc.property(validIdText, method, paramsText, (id, m, params) => {
      const request = requestFrame(id, m, params);
      const expected: Json = { jsonrpc: "2.0", id: JSON.parse(id), method: m };
      if (params !== undefined) expected.params = JSON.parse(params);
      assert.deepEqual(parsed(request), expected);
      const v = viewMessage(bytes(request));
      assert.equal(v.kind, "request");
      assert.equal(v.idText, id);
      assert.equal(v.method, m);
      if (params !== undefined) {
        assert.ok(request.endsWith(`,"params":${params}}`), "the raw params, whitespace and all");
        assert.equal(frameText(bytes(request), v.paramsSpan!), params.replace(JSON_WS_AROUND, ""));
        assert.deepEqual(requestFrame(id, m, bytes(params)), bytes(request));
      }
      const notification = notificationFrame(m, params);
      delete expected.id;
      assert.deepEqual(parsed(notification), expected);
      assert.equal(viewMessage(bytes(notification)).kind, "notification");
    }),
    { numRuns: 1000 },
  );
});

Deno.test("jsonrpc writer property: result and error frames parse to the expected object with the raw pieces inside", () => {
  fc.assert(
    fc.property(
      validIdText,
      jsonText,
      fc.integer({ min: -40000, max: 40000 }),
      fc.string({ unit: "binary", maxLength: 10 }),
      fc.option(jsonText, { nil: undefined }),
      (id, result, code, message, data) => {
        const ok = resultFrame(id, result);
        assert.deepEqual(parsed(ok), {
          jsonrpc: "2.0",
          id: JSON.parse(id),
          result: JSON.parse(result),
        });
        assert.ok(ok.includes(`"id":${id},`) && ok.includes(`"result":${result}}`));
        assert.deepEqual(resultFrame(id, bytes(result)), bytes(ok));
        const err = errorFrame(id, code, message, data);
        const error: Json = { code, message };
        if (data !== undefined) error.data = JSON.parse(data);
        assert.deepEqual(parsed(err), { jsonrpc: "2.0", id: JSON.parse(id), error });
        if (data !== undefined) assert.ok(err.includes(`"data":${data}}}`));
        const v = viewMessage(bytes(err));
        assert.equal(v.kind, "response");
        assert.equal(v.isError, true);
        assert.equal(v.idText, id);
      },
    ),
    { numRuns: 1000 },
  );
});

Deno.test("jsonrpc writer property: withId changes the id and nothing else, for text and bytes alike", () => {
  fc.assert(
    fc.property(entryText, validIdText, (t, newId) => {
      const frame = bytes(t);
      const v = viewMessage(frame);
      if (v.idSpan === null) {
        assert.throws(() => withId(frame, v, newId), MessageShapeError);
        return;
      }
      const out = withId(frame, v, newId);
      assert.deepEqual(out.subarray(0, v.idSpan.start), frame.subarray(0, v.idSpan.start));
      assert.equal(text(out.subarray(v.idSpan.start, v.idSpan.start + bytes(newId).length)), newId);
      assert.deepEqual(
        out.subarray(v.idSpan.start + bytes(newId).length),
        frame.subarray(v.idSpan.end),
      );
      assert.equal(withId(t, v, newId), text(out));
      const before = parsed(frame), after = parsed(out);
      assert.deepEqual(after, { ...before, id: JSON.parse(newId) });
      assert.equal(viewMessage(out).idText, newId);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("jsonrpc writer property: wrap then unwrap gives the call back with its raw method and params, and the envelope parses to {method, params, _meta}", () => {
  fc.assert(
    fc.property(
      entryText,
      fc.option(validIdText, { nil: undefined }),
      fc.option(jsonText, { nil: undefined }),
      (t, hopId, meta) => {
        const frame = bytes(t);
        const v = viewMessage(frame);
        if (v.kind !== "request" && v.kind !== "notification") {
          assert.throws(() => successorEnvelope(v, frame), MessageShapeError);
          return;
        }
        const idText = v.kind === "request" ? hopId : undefined;
        const envelope = successorEnvelope(v, frame, { idText, metaText: meta });
        const value = parsed(frame);
        const expected: Json = {
          jsonrpc: "2.0",
          method: SUCCESSOR_METHOD,
          params: { method: value.method },
        };
        if (v.kind === "request") expected.id = JSON.parse(idText ?? v.idText!);
        if (v.paramsSpan !== null) expected.params.params = value.params;
        if (meta !== undefined) expected.params._meta = JSON.parse(meta);
        assert.deepEqual(parsed(envelope), expected);
        const ev = viewMessage(envelope);
        assert.equal(ev.kind, v.kind);
        const inner = unwrapSuccessor(ev, envelope, {
          idText: v.kind === "request" ? v.idText! : undefined,
        });
        // The unwrapped frame: the original's id, method and params bytes, in writer order.
        const iv = viewMessage(inner);
        assert.equal(iv.kind, v.kind);
        assert.equal(iv.idText, v.idText);
        assert.equal(frameText(inner, iv.methodSpan!), frameText(frame, v.methodSpan!));
        if (v.paramsSpan === null || frame[v.paramsSpan.start] === 0x6e) {
          assert.equal(iv.paramsSpan, null);
        } else assert.equal(frameText(inner, iv.paramsSpan!), frameText(frame, v.paramsSpan));
      },
    ),
    { numRuns: 1000 },
  );
});
