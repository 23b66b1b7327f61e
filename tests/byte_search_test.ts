/**
 * `indexOfByte` (transport/byte_search.ts) is `Uint8Array.prototype.indexOf` for one byte,
 * searched a word at a time: it must give the same offset for every array, wherever the
 * array starts in its buffer, whatever the buffer, from every start.
 *
 * @module
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { indexOfByte } from "../transport/byte_search.ts";

/** Bytes drawn mostly from a few values, so that matches, near misses and runs are common. */
const byteValue = fc.oneof(
  fc.constantFrom(0x0a, 0x0d, 0x22, 0x5c, 0x00, 0xff, 0x80, 0x7f, 0x0b, 0x09),
  fc.integer({ min: 0, max: 255 }),
);

Deno.test("byte search: indexOfByte finds what Uint8Array indexOf finds, at any offset into any buffer and from any start", () => {
  fc.assert(
    fc.property(
      fc.array(byteValue, { maxLength: 300 }),
      fc.integer({ min: 0, max: 7 }),
      fc.integer({ min: 0, max: 7 }),
      byteValue,
      fc.integer({ min: -2, max: 310 }),
      fc.boolean(),
      (values, head, tail, byte, from, shared) => {
        const length = head + values.length + tail;
        const buffer = shared ? new SharedArrayBuffer(length) : new ArrayBuffer(length);
        const whole = new Uint8Array(buffer);
        whole.fill(byte, 0, head); // matches just outside the array must not be found
        whole.fill(byte, head + values.length);
        const bytes = whole.subarray(head, head + values.length);
        bytes.set(values);
        assert.equal(indexOfByte(bytes, byte, from), bytes.indexOf(byte, from));
        assert.equal(indexOfByte(bytes, byte), bytes.indexOf(byte));
      },
    ),
    { numRuns: 3000 },
  );
});

Deno.test("byte search: a match in each of the four places of a word, and none, in a long aligned and a long unaligned array", () => {
  for (const offset of [0, 1, 2, 3]) {
    const buffer = new ArrayBuffer(offset + 256);
    const bytes = new Uint8Array(buffer, offset, 200).fill(0x78);
    assert.equal(indexOfByte(bytes, 0x0a), -1);
    for (let at = 0; at < 200; at++) {
      bytes[at] = 0x0a;
      assert.equal(indexOfByte(bytes, 0x0a), at, `offset ${offset}, LF at ${at}`);
      assert.equal(indexOfByte(bytes, 0x0a, at + 1), -1);
      bytes[at] = 0x78;
    }
  }
});

Deno.test("byte search: a byte of 0x80 or more is found, and its neighbours do not match by borrow", () => {
  // The zero-byte test borrows across bytes: 0x01 after a matching byte must not be reported.
  const bytes = new Uint8Array(64).fill(0x01);
  bytes[41] = 0xe2;
  assert.equal(indexOfByte(bytes, 0xe2), 41);
  assert.equal(indexOfByte(bytes, 0x00), -1);
  bytes.fill(0x00);
  assert.equal(indexOfByte(bytes, 0x01), -1);
  assert.equal(indexOfByte(bytes, 0x00, 63), 63);
});

Deno.test("byte search: an array whose buffer was transferred away throws the TypeError indexOf throws", () => {
  const buffer = new ArrayBuffer(128);
  const bytes = new Uint8Array(buffer, 8, 100);
  buffer.transfer();
  assert.throws(() => bytes.indexOf(0), TypeError);
  assert.throws(() => indexOfByte(bytes, 0), TypeError);
});

Deno.test("byte search: the same array searched again after its resizable buffer grew or shrank finds what indexOf finds", () => {
  const buffer = new ArrayBuffer(64, { maxByteLength: 4096 });
  const bytes = new Uint8Array(buffer); // tracks the buffer's length
  bytes.fill(0x61);
  assert.equal(indexOfByte(bytes, 0x0a), -1);
  buffer.resize(4096);
  bytes[3000] = 0x0a;
  assert.equal(indexOfByte(bytes, 0x0a), 3000);
  assert.equal(indexOfByte(bytes, 0x0a, 100), 3000);
  buffer.resize(2048);
  bytes[2000] = 0x0a;
  assert.equal(indexOfByte(bytes, 0x0a, 40), 2000);
  assert.equal(indexOfByte(bytes, 0x0a, 2001), -1);
});
