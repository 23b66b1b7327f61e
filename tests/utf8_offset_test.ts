/**
 * Where a file that should be text stops being UTF-8 (`cli/small_file.ts`'s
 * `firstInvalidUtf8`, said in `--config`, `--token-file` and `--remote-token-file` errors):
 * checked against the platform's fatal decoder on random bytes, and on the cases the
 * regression hunts found reported at the wrong byte.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { firstInvalidUtf8 } from "../cli/small_file.ts";

const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Whether the platform's decoder takes `bytes` whole. */
function decodes(bytes: Uint8Array): boolean {
  try {
    fatal.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Bytes biased to UTF-8's edges: leads, continuations, overlong and surrogate starts. */
const byte = fc.oneof(
  fc.constantFrom(0x61, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf),
  fc.constantFrom(0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff),
  fc.integer({ min: 0, max: 255 }),
);
/** Valid text, to put bad bytes among. */
const text = fc.string({ unit: "binary", maxLength: 8 }).map((s) => new TextEncoder().encode(s));

Deno.test("utf8 offset: -1 exactly when the platform's fatal decoder takes the bytes; else everything before the offset decodes and the bytes from it do not start a whole sequence", () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof(text, fc.array(byte, { maxLength: 4 }).map((b) => new Uint8Array(b))), {
        maxLength: 8,
      }),
      (parts) => {
        const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const part of parts) {
          bytes.set(part, at);
          at += part.length;
        }
        const offset = firstInvalidUtf8(bytes);
        assert.equal(offset === -1, decodes(bytes));
        if (offset === -1) return;
        assert.ok(decodes(bytes.subarray(0, offset)), "the text before it decodes");
        // No whole sequence starts there: no prefix of the rest (1 to 4 bytes) decodes.
        for (let n = 1; n <= 4 && offset + n <= bytes.length; n++) {
          assert.ok(!decodes(bytes.subarray(offset, offset + n)), `${n} bytes from it decode`);
        }
      },
    ),
    { numRuns: 2_000 },
  );
});

Deno.test("utf8 offset: the cases the hunts found are reported at the start of the bad sequence: a whole character before a bad byte, a BOM before one, a lead before a plain byte, a sequence cut at the end, an overlong form, a surrogate", () => {
  const euro = [0xe2, 0x82, 0xac];
  const cases: [number[], number][] = [
    [[0xc3, 0xa9, 0xff], 2], // é, then a byte that starts nothing (a walk back blamed é)
    [[0xef, 0xbb, 0xbf, 0xff], 3], // a BOM, then the same
    [[0x22, ...euro, 0x22, 0xfe], 5],
    [[...new TextEncoder().encode('{"v1": "caf'), 0xe9, 0x22], 11], // a lead, then a plain byte
    [[0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0xe2, 0x82], 7], // cut at the end (3 bytes)
    [[0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0xf0, 0x9f, 0x98], 7], // cut at the end (4)
    [[0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0xe0, 0x80, 0x80], 6], // overlong
    [[0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0xed, 0xa0, 0x80], 6], // a surrogate
    [[0xf4, 0x90, 0x80, 0x80], 0], // past U+10FFFF
    [[...euro, 0x61], -1],
  ];
  for (const [bytes, offset] of cases) {
    assert.equal(firstInvalidUtf8(new Uint8Array(bytes)), offset, bytes.join(" "));
  }
});
