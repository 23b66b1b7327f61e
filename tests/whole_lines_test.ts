/**
 * `wholeLines`: lines written at once to a file stay whole when a write fails part-way.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fileEndsMidLine, wholeLines } from "../log/whole_lines.ts";
import { delay, within } from "./fixtures/support.ts";

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

Deno.test("whole lines: a file that already ends mid-line (a line an earlier run cut short) gets its LF before the first line; one that ends with a LF, an empty one or no file gets none", () => {
  const dir = Deno.makeTempDirSync();
  try {
    const cases: [string, string | null, boolean][] = [
      ["cut", '{"msg":"ear', true],
      ["whole", '{"msg":"earlier"}\n', false],
      ["empty", "", false],
      ["missing", null, false],
    ];
    for (const [name, content, cut] of cases) {
      const path = `${dir}/${name}.log`;
      if (content !== null) Deno.writeTextFileSync(path, content);
      assert.equal(fileEndsMidLine(path), cut, name);
      if (content === null) continue;
      const file = Deno.openSync(path, { append: true });
      wholeLines(file, fileEndsMidLine(path))(encoder.encode('{"msg":"next"}\n'));
      file.close();
      const lines = Deno.readTextFileSync(path).split("\n");
      assert.equal(lines.at(-2), '{"msg":"next"}', name);
    }
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test("whole lines: the daemon's loggers share one writer of a stderr file, so a line cut short before is ended once, before whichever writes first (before: each logger had its own, and a cut line was joined onto the other's)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const err = `${dir}/err.log`;
    await Deno.writeTextFile(err, "cut sho"); // as a full disk leaves it
    // Its first line is no JSON (diverted to stderr by one logger), then it exits 3 (said by
    // the daemon's own logger): two loggers, one stderr file.
    const agent = "sh -c 'read l; echo not-json; sleep 0.2; exit 3'";
    const mod = new URL("../mod.ts", import.meta.url).pathname;
    const child = new Deno.Command("sh", {
      args: [
        "-c",
        `exec "$0" run -A "$1" --v1 "$2" --stdout-guard divert 2>>"$3"`,
        Deno.execPath(),
        mod,
        agent,
        err,
      ],
      stdin: "piped",
      stdout: "null",
      stderr: "null",
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(
      encoder.encode(
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n',
      ),
    );
    await delay(1_000);
    await writer.close();
    await within(child.status, 20_000, "the daemon's exit");
    const lines = (await Deno.readTextFile(err)).split("\n");
    assert.equal(lines[0], "cut sho", lines.join("\n"));
    assert.ok(!lines.slice(0, -1).includes(""), `an empty line: ${JSON.stringify(lines)}`);
    assert.ok(lines.some((l) => l.includes("not-json")), lines.join("\n"));
    assert.ok(lines.some((l) => l.includes("exit code 3")), lines.join("\n"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
