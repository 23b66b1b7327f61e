/**
 * The server's WebSocket framing (`remote/ws_frames.ts`, RFC 6455 §5): messages read back
 * whole however they are fragmented, masked and chunked, with control frames between the
 * fragments; every breach of the protocol or the size cap a failure with its close code; and
 * server frame headers of every length form.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  frameHeaderSize,
  maskedFrame,
  Opcode,
  writeFrameHeader,
  type WsEvent,
  WsFrameReader,
} from "../remote/ws_frames.ts";
import { clientFrame } from "./fixtures/remote/raw_ws.ts";
import { concat } from "./fixtures/support.ts";

const encoder = new TextEncoder();

/** Every event of `bytes` pushed in pieces cut at `cuts`. */
function readAll(bytes: Uint8Array, max = 1 << 20, cuts: readonly number[] = []): WsEvent[] {
  const reader = new WsFrameReader(max);
  const events: WsEvent[] = [];
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const point of [...points, bytes.length]) {
    reader.push(bytes.slice(from, point), (e) => events.push(e));
    from = point;
  }
  return events;
}

function failure(events: WsEvent[]): { code: number; message: string } {
  const last = events.at(-1);
  assert.equal(last?.kind, "failure", JSON.stringify(events));
  return last as { code: number; message: string };
}

Deno.test("ws frames property: text messages come back whole and exact however they are fragmented, masked and chunked, with pings between fragments", () => {
  fc.assert(fc.property(
    fc.array(
      fc.record({
        text: fc.string({ unit: "binary", maxLength: 300 }),
        pieces: fc.integer({ min: 1, max: 4 }),
        mask: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }),
        ping: fc.boolean(),
      }),
      { maxLength: 6 },
    ),
    fc.array(fc.nat(), { maxLength: 12 }),
    (messages, cuts) => {
      const frames: Uint8Array[] = [];
      for (const { text, pieces, mask, ping } of messages) {
        const bytes = encoder.encode(text);
        const step = Math.ceil(bytes.length / pieces) || 1;
        const parts: Uint8Array[] = [];
        for (let i = 0; i < bytes.length; i += step) parts.push(bytes.subarray(i, i + step));
        if (parts.length === 0) parts.push(new Uint8Array(0));
        parts.forEach((part, i) => {
          frames.push(
            clientFrame(i === 0 ? 1 : 0, part, { fin: i === parts.length - 1, mask }),
          );
          if (ping && i === 0) frames.push(clientFrame(9, encoder.encode("p"), { mask }));
        });
      }
      const events = readAll(concat(frames), 1 << 20, cuts);
      const texts = events.filter((e) => e.kind === "text").map((e) =>
        new TextDecoder().decode((e as { bytes: Uint8Array }).bytes)
      );
      assert.deepEqual(texts, messages.map((m) => m.text));
      assert.equal(
        events.filter((e) => e.kind === "ping").length,
        messages.filter((m) => m.ping).length,
      );
      assert.ok(events.every((e) => e.kind === "text" || e.kind === "ping"));
    },
  ));
});

Deno.test("ws frames property: once told to discard messages (at any point, even inside a frame), the reader delivers no text, holds nothing past the frame header in progress, and still reports every ping and the close, however the bytes are chunked", () => {
  fc.assert(fc.property(
    fc.array(
      fc.record({ size: fc.integer({ min: 0, max: 400 }), pieces: fc.integer({ min: 1, max: 3 }) }),
      { maxLength: 5 },
    ),
    fc.nat(),
    fc.array(fc.nat(), { maxLength: 12 }),
    (messages, at, cuts) => {
      const frames: Uint8Array[] = [];
      let pings = 0;
      for (const { size, pieces } of messages) {
        const step = Math.ceil(size / pieces) || 1;
        for (let i = 0, n = 0; n === 0 || i < size; i += step, n++) {
          const fin = i + step >= size;
          frames.push(
            clientFrame(n === 0 ? 1 : 0, new Uint8Array(Math.min(step, size - i)), { fin }),
          );
          frames.push(clientFrame(9, encoder.encode("p")));
          pings++;
        }
      }
      frames.push(clientFrame(8, new Uint8Array([0x03, 0xe8])));
      const bytes = concat(frames);
      const switchAt = at % (bytes.length + 1);
      const reader = new WsFrameReader(1 << 20);
      const events: WsEvent[] = [];
      const points = [...new Set([...cuts.map((c) => c % (bytes.length + 1)), switchAt])]
        .sort((a, b) => a - b);
      let from = 0;
      let before = -1;
      for (const point of [...points, bytes.length]) {
        reader.push(bytes.slice(from, point), (e) => events.push(e));
        from = point;
        if (point === switchAt) {
          before = events.length;
          reader.discardMessages();
        }
        assert.ok(point < switchAt || reader.heldBytes <= 14, `held ${reader.heldBytes}`);
      }
      assert.equal(events.at(-1)?.kind, "close", JSON.stringify(events));
      assert.ok(events.every((e) => e.kind !== "failure"), JSON.stringify(events));
      assert.ok(events.slice(before).every((e) => e.kind !== "text"), "no text after it");
      assert.equal(events.filter((e) => e.kind === "ping").length, pings, "every ping seen");
    },
  ));
});

Deno.test("ws frames: messages discarded from inside an event of the push that completed a carried frame (a close in the text handler) skip nothing more: the ping and the close after it are still read (before regress89: the carried frame's size was skipped again, and the close was lost)", () => {
  const frame = clientFrame(1, new Uint8Array(300));
  const rest = concat([
    frame.subarray(100),
    clientFrame(9, encoder.encode("p")),
    clientFrame(8, new Uint8Array([0x03, 0xe8])),
  ]);
  for (const cut of [1, 50, rest.length - 1, rest.length]) {
    const reader = new WsFrameReader(1 << 20);
    const kinds: string[] = [];
    const emit = (e: WsEvent) => {
      kinds.push(e.kind);
      if (e.kind === "text") reader.discardMessages();
    };
    reader.push(frame.slice(0, 100), emit);
    reader.push(rest.slice(0, cut), emit);
    reader.push(rest.slice(cut), emit);
    assert.deepEqual(kinds, ["text", "ping", "close"], `cut at ${cut}`);
  }
});

Deno.test("ws frames property: a server frame header states its payload's length in the shortest form (7, 16 or 64 bits)", () => {
  fc.assert(fc.property(
    fc.oneof(
      fc.integer({ min: 0, max: 70_000 }),
      fc.constantFrom(125, 126, 65_535, 65_536, 2 ** 32 + 5, 2 ** 40),
    ),
    (length) => {
      const out = new Uint8Array(10);
      const end = writeFrameHeader(out, 0, 1, length);
      assert.equal(end, frameHeaderSize(length));
      assert.equal(out[0], 0x81);
      const b1 = out[1];
      assert.equal(b1 & 0x80, 0, "server frames are not masked");
      const stated = (b1 & 0x7f) < 126
        ? b1
        : (b1 & 0x7f) === 126
        ? (out[2] << 8) | out[3]
        : Number(new DataView(out.buffer).getBigUint64(2));
      assert.equal(stated, length);
      assert.equal(end, length < 126 ? 2 : length < 65_536 ? 4 : 10);
    },
  ));
});

Deno.test("ws frames: a server frame is FIN + opcode, the length, then the payload", () => {
  const frame = new Uint8Array(4);
  frame.set(encoder.encode("hi"), writeFrameHeader(frame, 0, 0xa, 2));
  assert.deepEqual([...frame], [0x8a, 2, 0x68, 0x69]);
});

Deno.test("ws frames: a binary message is reported by size, a pong as such, a close frame with its code and reason, and nothing is read after the close", () => {
  const events = readAll(concat([
    clientFrame(2, new Uint8Array(7)),
    clientFrame(0xa, new Uint8Array(0)),
    clientFrame(8, concat([new Uint8Array([0x0f, 0xa0]), encoder.encode("bye")])),
    clientFrame(1, encoder.encode("after")),
  ]));
  assert.deepEqual(events, [
    { kind: "binary", size: 7 },
    { kind: "pong" },
    { kind: "close", code: 4000, reason: "bye" },
  ]);
  assert.deepEqual(readAll(clientFrame(8, new Uint8Array(0))), [
    { kind: "close", code: undefined, reason: "" },
  ]);
});

Deno.test("ws frames: a message over the cap fails with 1009 as soon as its header says so, fragments counted together", () => {
  const header = clientFrame(1, new Uint8Array(2000)).subarray(0, 8); // header + mask only
  assert.equal(failure(readAll(header, 1000)).code, 1009);
  const fragmented = concat([
    clientFrame(1, new Uint8Array(600), { fin: false }),
    clientFrame(0, new Uint8Array(600)),
  ]);
  assert.equal(failure(readAll(fragmented, 1000)).code, 1009);
  assert.equal(readAll(clientFrame(1, new Uint8Array(1000)), 1000)[0].kind, "text");
});

Deno.test("ws frames: protocol breaches fail with 1002 (unmasked, RSV bit, unknown opcode, long or fragmented control frame, stray continuation, message inside a message, 1-byte close, close code not for the wire, 64-bit length with the top bit)", () => {
  const cases: [string, Uint8Array][] = [
    ["unmasked", clientFrame(1, encoder.encode("x"), { masked: false })],
    ["RSV1", clientFrame(1, encoder.encode("x"), { rsv: 4 })],
    ["opcode 3", clientFrame(3, new Uint8Array(0))],
    ["opcode 11", clientFrame(11, new Uint8Array(0))],
    ["ping of 126 bytes", clientFrame(9, new Uint8Array(126))],
    ["fragmented ping", clientFrame(9, new Uint8Array(1), { fin: false })],
    ["continuation first", clientFrame(0, encoder.encode("x"))],
    [
      "text inside text",
      concat([
        clientFrame(1, encoder.encode("a"), { fin: false }),
        clientFrame(1, encoder.encode("b")),
      ]),
    ],
    ["close with 1 byte", clientFrame(8, new Uint8Array([3]))],
    ["close code 1005", clientFrame(8, new Uint8Array([0x03, 0xed]))],
    ["close code 999", clientFrame(8, new Uint8Array([0x03, 0xe7]))],
    ["close code 5000", clientFrame(8, new Uint8Array([0x13, 0x88]))],
    ["top bit", new Uint8Array([0x81, 0xff, 0x80, 0, 0, 0, 0, 0, 0, 1])],
  ];
  for (const [name, bytes] of cases) {
    assert.equal(failure(readAll(bytes)).code, 1002, name);
  }
});

Deno.test("ws frames: text that is not UTF-8 fails with 1007, in a message or a close reason", () => {
  assert.equal(failure(readAll(clientFrame(1, new Uint8Array([0x68, 0xc3])))).code, 1007);
  const split = concat([
    clientFrame(1, new Uint8Array([0xe2, 0x82]), { fin: false }),
    clientFrame(0, new Uint8Array([0xac])), // "€" across two fragments is valid
  ]);
  assert.equal(readAll(split)[0].kind, "text");
  assert.equal(
    failure(readAll(clientFrame(8, new Uint8Array([0x03, 0xe8, 0xff])))).code,
    1007,
  );
});

Deno.test("ws frames: after a failure the reader is done and ignores further bytes", () => {
  const reader = new WsFrameReader(100);
  const events: WsEvent[] = [];
  reader.push(clientFrame(1, encoder.encode("x"), { masked: false }), (e) => events.push(e));
  reader.push(clientFrame(1, encoder.encode("y")), (e) => events.push(e));
  assert.equal(reader.done, true);
  assert.deepEqual(events.map((e) => e.kind), ["failure"]);
});

Deno.test("ws frames property: any bytes, in any chunks, never throw; the events stop at the first failure or close", () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.record({
            opcode: fc.integer({ min: 0, max: 15 }),
            payload: fc.uint8Array({ maxLength: 200 }),
            fin: fc.boolean(),
            masked: fc.boolean(),
            rsv: fc.integer({ min: 0, max: 7 }),
          }).map(({ opcode, payload, fin, masked, rsv }) =>
            clientFrame(opcode, payload, { fin, masked, rsv })
          ),
        ),
        { maxLength: 12 },
      ),
      fc.array(fc.nat(), { maxLength: 8 }),
      (parts, cuts) => {
        const events = readAll(concat(parts), 150, cuts);
        const last = events.findIndex((e) => e.kind === "failure" || e.kind === "close");
        assert.ok(
          last === -1 || last === events.length - 1,
          JSON.stringify(events.map((e) => e.kind)),
        );
      },
    ),
    { numRuns: 500 },
  );
});

Deno.test("ws frames: a 4 MiB message arriving in 4 KiB reads is joined once: the reader copies each byte a bounded number of times, not once per read", () => {
  const text = "m".repeat(4 * 1024 * 1024);
  const frame = clientFrame(0x1, encoder.encode(text));
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < frame.length; at += 4096) pieces.push(frame.slice(at, at + 4096));
  // Count the bytes every Uint8Array copy makes while the reader reads.
  const { set, slice } = Uint8Array.prototype;
  let copied = 0;
  Uint8Array.prototype.set = function (
    this: Uint8Array,
    source: ArrayLike<number>,
    offset?: number,
  ) {
    copied += source.length;
    return set.call(this, source, offset);
  } as typeof set;
  Uint8Array.prototype.slice = function (this: Uint8Array, start?: number, end?: number) {
    const out = slice.call(this, start, end);
    copied += out.length;
    return out;
  } as typeof slice;
  const events: WsEvent[] = [];
  try {
    const reader = new WsFrameReader(8 * 1024 * 1024);
    for (const piece of pieces) reader.push(piece, (e) => events.push(e));
  } finally {
    Uint8Array.prototype.set = set;
    Uint8Array.prototype.slice = slice;
  }
  assert.equal(events.length, 1);
  assert.equal(events[0].kind === "text" && events[0].bytes.length, text.length);
  assert.ok(copied < 4 * frame.length, `copied ${copied} bytes for a ${frame.length}-byte frame`);
});

Deno.test("ws frames: a message in a million one-byte fragments is held in memory of the order of its bytes (each fragment kept in an array of its own held 400 times its bytes: 1.8 GB for 4.4 MB)", () => {
  const fragments = 1_000_000;
  const one = clientFrame(0x0, Uint8Array.of(0x61), { fin: false });
  const batch = new Uint8Array(one.length * 10_000);
  for (let i = 0; i < 10_000; i++) batch.set(one, i * one.length);
  const reader = new WsFrameReader(16 * 1024 * 1024);
  const events: WsEvent[] = [];
  const before = Deno.memoryUsage().rss;
  reader.push(clientFrame(0x1, Uint8Array.of(0x61), { fin: false }), (e) => events.push(e));
  for (let i = 0; i < fragments / 10_000; i++) reader.push(batch, (e) => events.push(e));
  const grown = Deno.memoryUsage().rss - before;
  reader.push(clientFrame(0x0, Uint8Array.of(0x62)), (e) => events.push(e));
  assert.equal(events.length, 1);
  const bytes = events[0].kind === "text" ? events[0].bytes : new Uint8Array(0);
  assert.equal(bytes.length, fragments + 2);
  assert.equal(bytes[0], 0x61);
  assert.equal(bytes.at(-1), 0x62);
  // The fragments' bytes are 1 MB; kept one array each they took about 400 MB.
  assert.ok(grown < 100 * 1024 * 1024, `the reader's process grew by ${grown} bytes`);
});

/** Every event of reading `bytes` (in chunks of `chunk` bytes) with a reader of server frames. */
function readServer(bytes: Uint8Array, max: number, chunk = bytes.length): WsEvent[] {
  const reader = new WsFrameReader(max, "server");
  const events: WsEvent[] = [];
  for (let at = 0; at < bytes.length; at += Math.max(chunk, 1)) {
    reader.push(bytes.subarray(at, at + Math.max(chunk, 1)), (e) => events.push(e));
  }
  return events;
}

Deno.test("ws frames (client side): a server's unmasked frames are read, in any chunking; a masked one is a 1002 failure", () => {
  const text = new TextEncoder().encode(`{"jsonrpc":"2.0","method":"x"}`);
  const frame = concat([new Uint8Array([0x81, text.length]), text]);
  for (const chunk of [1, 3, frame.length]) {
    const events = readServer(concat([frame, frame]), 1024, chunk);
    assert.deepEqual(events.map((e) => e.kind), ["text", "text"]);
    assert.deepEqual((events[0] as { bytes: Uint8Array }).bytes, text);
  }
  const masked = readServer(maskedFrame(Opcode.text, text), 1024);
  assert.deepEqual(masked, [{ kind: "failure", code: 1002, message: "a server frame is masked" }]);
});

Deno.test("ws frames (client side): a fragmented message is refused with 1009 at the header of the fragment that passes the bound, before its payload arrives", () => {
  const reader = new WsFrameReader(100, "server");
  const events: WsEvent[] = [];
  const emit = (e: WsEvent) => events.push(e);
  reader.push(concat([new Uint8Array([0x01, 60]), new Uint8Array(60).fill(0x61)]), emit);
  assert.deepEqual(events, []);
  // The next fragment's header alone says 60 + 41 > 100.
  reader.push(new Uint8Array([0x00, 41]), emit);
  assert.deepEqual(events, [{
    kind: "failure",
    code: 1009,
    message: "a message is over 100 bytes",
  }]);
});

Deno.test("ws frames property: a masked client frame of any payload and size class reads back as that payload", () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        fc.integer({ min: 65_530, max: 65_540 }).map((n) => new Uint8Array(n).fill(7)),
      ),
      fc.integer({ min: 1, max: 70_000 }),
      (payload, chunk) => {
        const frame = maskedFrame(Opcode.binary, payload);
        assert.equal(frame[1] & 0x80, 0x80, "the mask bit");
        const reader = new WsFrameReader(1 << 20);
        const events: WsEvent[] = [];
        for (let at = 0; at < frame.length; at += chunk) {
          reader.push(frame.subarray(at, at + chunk), (e) => events.push(e));
        }
        assert.deepEqual(events, [{ kind: "binary", size: payload.length }]);
        // And the text of a text frame, byte for byte.
        const text = new TextEncoder().encode("é".repeat(payload.length % 50));
        const back: WsEvent[] = [];
        new WsFrameReader(1 << 20).push(maskedFrame(Opcode.text, text), (e) => back.push(e));
        assert.deepEqual(back, [{ kind: "text", bytes: text }]);
      },
    ),
    { numRuns: 200 },
  );
});
