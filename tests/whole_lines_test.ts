/**
 * `wholeLines`: lines written at once to a file stay whole when a write fails part-way.
 *
 * @module
 */

import assert from "node:assert/strict";
import { wholeLines } from "../log/whole_lines.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A file that takes `room` bytes, then fails as a full disk does, until given more room. */
function fullDisk(room: number) {
  let written = "";
  let left = room;
  return {
    text: () => written,
    free: (bytes: number) => left += bytes,
    writeSync(bytes: Uint8Array): number {
      if (left === 0) throw Object.assign(new Error("No space left on device"), { code: "ENOSPC" });
      const n = Math.min(left, bytes.length, 5); // short writes, as a file may make
      written += decoder.decode(bytes.subarray(0, n));
      left -= n;
      return n;
    },
  };
}

Deno.test("whole lines: a line a full disk cut short stays on a line of its own, and the next line written once there is room again starts whole (before: joined onto the cut one, no longer JSON)", () => {
  const disk = fullDisk(20);
  const write = wholeLines(disk);
  write(encoder.encode('{"msg":"first"}\n')); // 16 bytes
  assert.throws(() => write(encoder.encode('{"msg":"second"}\n')), /No space left/);
  assert.throws(() => write(encoder.encode('{"msg":"dropped"}\n')), /No space left/);
  disk.free(1_000);
  write(encoder.encode('{"msg":"third"}\n'));
  const lines = disk.text().split("\n");
  assert.deepEqual(lines, ['{"msg":"first"}', '{"ms', '{"msg":"third"}', ""]);
});

Deno.test("whole lines: with no failure every byte goes through as given, short writes and all", () => {
  const disk = fullDisk(1_000);
  const write = wholeLines(disk);
  for (const line of ["a\n", "bcdefghijklmnop\n", "\n"]) write(encoder.encode(line));
  assert.equal(disk.text(), "a\nbcdefghijklmnop\n\n");
});
