/**
 * jsonrpc/simd_scan.ts: the WebAssembly scans the transcript recorder uses are the reviewed
 * `simd_scan.wat`, agree with byte-by-byte scans for every input, and leave every result of
 * the JSON scanner as it is without them.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { type JsonScan, scanJson, setPlainRunSkip } from "../jsonrpc/json_scan.ts";
import { SimdScan } from "../jsonrpc/simd_scan.ts";
import { jsonText, mutatedBytes, quotedBytes } from "./_jsonrpc_arbitraries.ts";
import { DENO, ROOT, runToEnd, scriptedAgentArgv } from "./fixtures/fixture_commands.ts";
import { fileURLToPath } from "node:url";
import { quote } from "./fixtures/support.ts";

const root = new URL("../jsonrpc/", import.meta.url);

function opened(): SimdScan {
  const scan = SimdScan.open();
  assert.ok(scan !== null, "this engine has no WebAssembly SIMD: the scans cannot be tested");
  return scan;
}

/** `bytes` in the scans' memory, `pad` bytes in (every alignment of the 16-byte words). */
function inMemory(scan: SimdScan, bytes: Uint8Array, pad: number): Uint8Array {
  const padded = new Uint8Array(pad + bytes.length).fill(0x0a, 0, pad);
  padded.set(bytes, pad);
  return scan.load(padded).subarray(pad);
}

/**
 * Bytes where LF, quotes, backslashes, control and high bytes are common, between runs of
 * plain bytes long enough for the 64-byte blocks.
 */
const scanBytes = fc.array(
  fc.oneof(
    fc.integer({ min: 0, max: 200 }).map((n) => new Uint8Array(n).fill(0x61)),
    fc.constantFrom(0x0a, 0x22, 0x5c, 0x00, 0x1f, 0x7f, 0x80, 0xff).map((b) => [b]),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 8 }),
  ),
  { maxLength: 6 },
).map((pieces) => Uint8Array.from(pieces.flatMap((piece) => [...piece])));

Deno.test("simd scan: the embedded WebAssembly module is simd_scan.wat as wat2wasm assembles it", async () => {
  const source = await Deno.readTextFile(new URL("simd_scan.ts", root));
  const base64 = source.match(/const MODULE_BASE64 =\s*((?:"[A-Za-z0-9+/=]*"\s*\+?\s*)+);/);
  assert.ok(base64, "MODULE_BASE64 not found in simd_scan.ts");
  // The literals' contents joined (a `+` inside one is base64, between them concatenation).
  const embedded = atob([...base64[1].matchAll(/"([A-Za-z0-9+/=]*)"/g)].map((m) => m[1]).join(""));
  let assembled: Deno.CommandOutput;
  try {
    assembled = await new Deno.Command("wat2wasm", {
      args: [fileURLToPath(new URL("simd_scan.wat", root)), "--output=-"],
      stdout: "piped",
      stderr: "piped",
    }).output();
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
    throw new Error(
      "wat2wasm is missing, so the embedded module cannot be checked against simd_scan.wat: " +
        "install WABT (apt-get install -y wabt; .ci/run does)",
    );
  }
  assert.equal(assembled.code, 0, new TextDecoder().decode(assembled.stderr));
  assert.equal(embedded, String.fromCharCode(...assembled.stdout));
});

Deno.test("simd scan: a load copies the bytes, and more bytes than the memory holds are refused", () => {
  const scan = opened();
  const view = scan.load(new TextEncoder().encode("abc\n"));
  assert.equal(view.buffer, scan.buffer);
  assert.deepEqual([...view], [0x61, 0x62, 0x63, 0x0a]);
  assert.throws(() => scan.load(new Uint8Array(scan.capacity + 1)), RangeError);
  assert.equal(scan.load(new Uint8Array(scan.capacity)).length, scan.capacity);
});

Deno.test("simd scan property: lineEnd finds what indexOf finds, from any start, at any alignment", () => {
  const scan = opened();
  fc.assert(
    fc.property(scanBytes, fc.nat(), fc.integer({ min: 0, max: 31 }), (bytes, from, pad) => {
      const start = bytes.length === 0 ? 0 : from % (bytes.length + 1);
      const view = inMemory(scan, bytes, pad);
      assert.equal(scan.lineEnd(view, start), bytes.indexOf(0x0a, start));
    }),
    { numRuns: 5000 },
  );
  // The end of a view is its end: an LF just past it is not found.
  const view = scan.load(new TextEncoder().encode("x".repeat(100) + "\n")).subarray(0, 100);
  assert.equal(scan.lineEnd(view, 0), -1);
});

Deno.test("simd scan property: plainEnd stops where a byte-by-byte scan stops: the first byte below 0x20, from 0x80, a quote or a backslash", () => {
  const scan = opened();
  const plain = (c: number) => c >= 0x20 && c < 0x80 && c !== 0x22 && c !== 0x5c;
  fc.assert(
    fc.property(scanBytes, fc.nat(), fc.integer({ min: 0, max: 31 }), (bytes, from, pad) => {
      const start = bytes.length === 0 ? 0 : from % (bytes.length + 1);
      const view = inMemory(scan, bytes, pad);
      let expected = start;
      while (expected < bytes.length && plain(bytes[expected])) expected++;
      const base = view.byteOffset;
      assert.equal(scan.plainEnd(base + start, base + bytes.length) - base, expected);
    }),
    { numRuns: 5000 },
  );
});

/** What a scan found, comparable across the two places its bytes were in. */
function summary(scan: JsonScan | { valid: false; offset: number; reason: string }): string {
  if (!scan.valid) return JSON.stringify(scan);
  const parts = [];
  for (let i = 0; i < scan.length; i++) parts.push([scan.keyStart(i), scan.valueSpan(i)]);
  return JSON.stringify({ type: scan.type, span: scan.span, parts });
}

Deno.test("simd scan property: with the string skip set, the JSON scanner gives the same result, failure reason included, for bytes in the WebAssembly memory as for the same bytes elsewhere", () => {
  const scan = opened();
  const longStrings = fc.tuple(scanBytes, scanBytes).map(([a, b]) => {
    const text = new TextEncoder().encode(`{"a":"${"x".repeat(70)}`);
    return Uint8Array.from([...text, ...a, ...new Uint8Array(80).fill(0x79), ...b, 0x22, 0x7d]);
  });
  const frames = fc.oneof(
    jsonText.map((text) => new TextEncoder().encode(text)),
    mutatedBytes,
    quotedBytes,
    longStrings,
  );
  setPlainRunSkip(scan);
  try {
    fc.assert(
      fc.property(frames, fc.integer({ min: 0, max: 31 }), (bytes, pad) => {
        const elsewhere = summary(scanJson(bytes.slice()));
        const view = inMemory(scan, bytes, pad);
        assert.equal(summary(scanJson(view)), elsewhere);
      }),
      { numRuns: 4000 },
    );
  } finally {
    setPlainRunSkip(null);
  }
});

Deno.test("simd scan: without WebAssembly (V8's --jitless) there are no scans, and the daemon still records every frame of a transcript with its JavaScript loops", async () => {
  const probe = await new Deno.Command(DENO, {
    args: [
      "eval",
      "--v8-flags=--jitless",
      `import { SimdScan } from ${JSON.stringify(new URL("simd_scan.ts", root).href)};` +
      "console.log(typeof WebAssembly, SimdScan.open());",
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  assert.equal(decoder.decode(probe.stdout).trim(), "undefined null", decoder.decode(probe.stderr));
  const dir = await Deno.makeTempDir();
  try {
    const transcript = `${dir}/t.jsonl`;
    const text = "x".repeat(200) + "\\u00e9" + "y".repeat(100);
    const input = [
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
      `{"jsonrpc":"2.0","method":"session/update","params":{"text":"${text}"}}`,
    ].map((line) => line + "\n").join("");
    const run = await runToEnd([
      DENO,
      "run",
      "--v8-flags=--jitless",
      "-A",
      `${ROOT}mod.ts`,
      "--v1",
      scriptedAgentArgv(1).map(quote).join(" "),
      "--transcript",
      transcript,
    ], input);
    assert.equal(run.code, 0, run.stderr);
    const events = (await Deno.readTextFile(transcript)).trimEnd().split("\n").map((line) =>
      JSON.parse(line)
    );
    assert.deepEqual(events.filter((e) => e.type === "error"), []);
    const update = events.find((e) => e.method === "session/update" && e.from === "Client");
    assert.ok(update, JSON.stringify(events));
    assert.equal(update.params.text, "x".repeat(200) + "\u00e9" + "y".repeat(100));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
