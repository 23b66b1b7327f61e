/**
 * When stdout may be handed to a child process (transport/stdout_handover.ts), and the
 * `--copy` setting that turns it off. The end-to-end effect (the agent holds the
 * client's pipe, the daemon /dev/null) is in e2e_lifecycle_test.ts.
 *
 * @module
 */

import assert from "node:assert/strict";
import { parseCli, type Settings, UsageError } from "../cli/args.ts";

const PROBE = new URL("../transport/byte_path.ts", import.meta.url).href;
const SCRIPT = `import { openBytePath } from ${JSON.stringify(PROBE)};
import { stdio } from ${JSON.stringify(new URL("../transport/stdio.ts", import.meta.url).href)};
import { command } from ${JSON.stringify(new URL("../process/command.ts", import.meta.url).href)};
const client = stdio();
const log = { error() {}, warn() {}, info() {}, debug: (m) => lines.push(m) };
const lines = [];
const opened = await openBytePath(client, client.readable, command(["true"]), [], { kernelPaths: true, logger: log });
await opened.pipes.prefixSent;
await opened.peer.exited;
const offered = opened.choice.downstream === "handover";
const releasedNow = () => lines.some((l) => l.startsWith("handed stdout"));
// The release runs after the prefix (a lazy import, a dlopen, a /proc scan): awaited when
// offered (10 s at most); a release that was not offered is looked for 50 ms.
const until = Date.now() + (offered ? 10000 : 50);
while (!releasedNow() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
const released = releasedNow();
let own = "";
try { own = Deno.readLinkSync("/proc/self/fd/1"); } catch { /* not Linux */ }
await Deno.stderr.write(new TextEncoder().encode(JSON.stringify({ offered, released, own }) + "\\n"));
Deno.exit(0);`;

interface Probe {
  offered: boolean;
  released: boolean | null;
  own: string;
}

async function probe(permissions: string[], redirect = ""): Promise<Probe> {
  const file = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(file, SCRIPT);
    const words = [Deno.execPath(), "run", ...permissions, file].map((w) => `'${w}'`).join(" ");
    // A shell only to arrange the descriptors each case needs; stdin is a pipe from `true`.
    const out = await new Deno.Command("sh", {
      args: ["-c", `true | ${words} ${redirect === "" ? "2>&1 | cat >&2" : redirect}`],
      stdin: "null",
      stdout: "null",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).output();
    const text = new TextDecoder().decode(out.stderr).trim();
    const line = text.split("\n").findLast((l) => l.startsWith("{"));
    assert.ok(line, `no probe output: ${text}`);
    return JSON.parse(line);
  } finally {
    await Deno.remove(file);
  }
}

Deno.test("stdout handover: chosen for a pipe with the FFI permission; release leaves this process /dev/null", async () => {
  const result = await probe(["-A"], "| cat >/dev/null");
  assert.deepEqual(result, { offered: true, released: true, own: "/dev/null" });
});

Deno.test("stdout handover: chosen for a named pipe (FIFO) too", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const fifo = `${dir}/out`;
    const made = await new Deno.Command("mkfifo", { args: [fifo] }).output();
    assert.ok(made.success);
    const reader = new Deno.Command("cat", { args: [fifo], stdout: "null" }).spawn();
    const result = await probe(["-A"], `>'${fifo}'`);
    await reader.status;
    assert.deepEqual(result, { offered: true, released: true, own: "/dev/null" });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("stdout handover: not chosen without the FFI permission, nor for /dev/null, a file, or a stdout shared with stderr", async () => {
  const read = ["--allow-read", "--allow-run"];
  const tmp = await Deno.makeTempFile();
  try {
    const cases: [string, string[], string, RegExp][] = [
      // (Deno lets only --allow-all read /proc/self/fd links, so the probe sees nothing.)
      ["no FFI permission", [...read, "--allow-env"], "| cat >/dev/null", /^$/],
      ["stdout is /dev/null", ["-A"], ">/dev/null", /^\/dev\/null$/],
      ["stdout is a file", ["-A"], `>'${tmp}'`, new RegExp(`${tmp.split("/").at(-1)}$`)],
    ];
    for (const [label, permissions, redirect, own] of cases) {
      const result = await probe(permissions, redirect);
      assert.equal(result.offered, false, label);
      assert.match(result.own, own, `${label}: stdout untouched (${JSON.stringify(result)})`);
    }
    // stdout and stderr are the same pipe (2>&1): handing it over would take the logs too.
    const shared = await probe(["-A"]);
    assert.equal(shared.offered, false, "stdout shared with stderr");
  } finally {
    await Deno.remove(tmp);
  }
});

Deno.test("stdout handover: --copy (flag or config key) turns it off; connect refuses it", async () => {
  const noFile = (): Promise<Settings> => Promise.reject(new Error("no config file here"));
  const run = async (argv: string[], load = noFile) => {
    const parsed = await parseCli(argv, load);
    assert.equal(parsed.kind, "run");
    return parsed.kind === "run" ? parsed.config : undefined;
  };
  assert.equal((await run(["--v1", "a"]))?.copy, false);
  assert.equal((await run(["--v1", "a", "--copy"]))?.copy, true);
  assert.equal((await run(["proxy", "--v1", "a", "--copy"]))?.copy, true);
  const fromFile = await run(
    ["--config", "x.jsonc"],
    () => Promise.resolve({ "v1": "a", "copy": true }),
  );
  assert.equal(fromFile?.copy, true);
  await assert.rejects(
    () => parseCli(["connect", "--v1", "c", "--agent", "a", "--copy"], noFile),
    UsageError,
  );
  await assert.rejects(() => parseCli(["--v1", "a", "--copy=yes"], noFile), UsageError);
});
