/**
 * `wholeLines`: lines written at once to a file stay whole when a write fails part-way.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fileEndsMidLine, wholeLines } from "../log/whole_lines.ts";
import { delay, succeeds, within } from "./fixtures/support.ts";

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

/** Whether a tmpfs can be mounted here (as root): a disk that can be filled. */
function canMountTmpfs(): boolean {
  const dir = Deno.makeTempDirSync({ prefix: "acp-tmpfs-probe-" });
  try {
    const ok = succeeds("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]);
    if (ok) succeeds("umount", [dir]);
    return ok;
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
}

Deno.test({
  name:
    "whole lines: the daemon's loggers share one writer of a stderr file: an agent line diverted to it that a full disk cut short is ended before the daemon's own next line (before: each logger had its own writer, and that line was joined onto the cut one)",
  ignore: !canMountTmpfs(),
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-full-disk-" });
    assert.ok(succeeds("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", dir]), "it mounts");
    try {
      // Leave 8 KiB free; the agent's one line of 20,000 bytes (no JSON: diverted to stderr)
      // is cut short there; room comes back while the agent sleeps; then it exits 3, which
      // the daemon's own logger says on the same stderr file.
      await Deno.writeFile(`${dir}/filler`, new Uint8Array(256 * 1024 - 8 * 1024));
      const agent = `${dir}/../agent-${crypto.randomUUID()}.sh`;
      await Deno.writeTextFile(
        agent,
        "#!/bin/sh\nread -r line\nhead -c 20000 /dev/zero | tr '\\0' J; echo\nsleep 1.5\nexit 3\n",
      );
      await Deno.chmod(agent, 0o755);
      const err = `${dir}/err.log`;
      const mod = new URL("../mod.ts", import.meta.url).pathname;
      const child = new Deno.Command("sh", {
        args: [
          "-c",
          `exec "$0" run -A "$1" --v1 "$2" --stdout-guard divert 2>"$3"`,
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
      await delay(700);
      await Deno.remove(`${dir}/filler`);
      await writer.close();
      await within(child.status, 20_000, "the daemon's exit");
      await Deno.remove(agent);
      const lines = (await Deno.readTextFile(err)).split("\n");
      const cut = lines.findIndex((l) => l.includes("JJJJ"));
      assert.ok(cut >= 0, "the diverted line was written, at least in part");
      assert.ok(
        lines.some((l) => l.startsWith("acp-proxy: error: the agent ended with exit code 3")),
        lines.map((l) => l.slice(0, 80)).join("\n"),
      );
    } finally {
      succeeds("umount", [dir]);
      await Deno.remove(dir, { recursive: true });
    }
  },
});
