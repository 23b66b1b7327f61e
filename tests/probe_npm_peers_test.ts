/**
 * `acp-proxy probe --no-session` against the real agents on npm that `.ci/run` installs
 * (`@zed-industries/codex-acp`, `@zed-industries/claude-agent-acp`; sessions need an account,
 * hence `--no-session`). The table each probe prints is written to
 * `<peers dir>/probe/<bin>.txt` (the README's "Probe an agent" shows it). No row may fail
 * because of the probe: a `stdin-eof` fail is accepted only when a plain pipe, without the
 * probe, shows the same agent still running after stdin EOF, and a `jsonrpc` fail only when a
 * plain pipe shows it writing a frame that is no JSON-RPC message. Skipped, with the reason, when a
 * peer is not installed.
 */

import assert from "node:assert/strict";
import { relative } from "node:path";
import { findPeer, NPM_PEERS, type NpmPeer, PEERS_DIR } from "./fixtures/npm_peers.ts";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DENO = Deno.execPath();
const LIMIT_MS = 60_000;
/** How long the plain-pipe check gives the agent to exit after stdin EOF. */
const EOF_MS = 5_000;

const INITIALIZE_V1 =
  `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;

/**
 * Runs the agent on a plain pipe (no probe involved), in a group of its own, with `input`
 * written to its stdin; `use` gets the child and the stdin writer; the group is killed after.
 */
async function onPlainPipe<T>(
  bin: string,
  stdout: "piped" | "null",
  input: string,
  use: (child: Deno.ChildProcess, writer: WritableStreamDefaultWriter<Uint8Array>) => Promise<T>,
): Promise<T> {
  const child = new Deno.Command(bin, { stdin: "piped", stdout, stderr: "null", detached: true })
    .spawn();
  try {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(input));
    return await use(child, writer);
  } finally {
    try {
      Deno.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await child.status;
  }
}

/** Does the agent keep running `EOF_MS` after an initialize and stdin EOF (no probe involved)? */
function keepsRunningAfterEof(bin: string): Promise<boolean> {
  return onPlainPipe(bin, "null", INITIALIZE_V1, async (child, writer) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await writer.close();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const running = await Promise.race([
      child.status.then(() => false),
      new Promise<boolean>((r) => timer = setTimeout(() => r(true), EOF_MS)),
    ]);
    clearTimeout(timer);
    return running;
  });
}

/**
 * Whether the agent, on a plain pipe, writes a frame that is no JSON-RPC message (an error
 * without an id, say) after an initialize and a `$/cancel_request` for an unknown id.
 */
async function writesNonMessage(bin: string): Promise<boolean> {
  const cancel = `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":"unknown"}}\n`;
  const text = await onPlainPipe(bin, "piped", INITIALIZE_V1 + cancel, async (child) => {
    let read = "";
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const deadline = Date.now() + EOF_MS;
    while (Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((r) => timer = setTimeout(() => r(null), deadline - Date.now())),
      ]);
      clearTimeout(timer);
      if (next === null || next.done) break;
      read += next.value;
    }
    reader.cancel().catch(() => {});
    return read;
  });
  return text.split("\n").some((line) => {
    try {
      const m = JSON.parse(line);
      return typeof m === "object" && m !== null && !("method" in m) &&
        !("id" in m && ("result" in m) !== ("error" in m));
    } catch {
      return false;
    }
  });
}

for (const peer of [NPM_PEERS.zedCodex, NPM_PEERS.zedClaude] as NpmPeer[]) {
  const { bin, reason } = findPeer(peer);
  const name =
    `probe npm peers: ${peer.pkg}@${peer.version} --no-session: no row fails because of the probe, and the table is written for the README`;
  if (bin === null) console.log(`skipping "${name}": ${reason}`);
  Deno.test({ name, ignore: bin === null }, async () => {
    const shown = bin!.startsWith(ROOT) ? relative(ROOT, bin!) : bin!;
    const child = new Deno.Command(DENO, {
      args: ["run", "-A", `${ROOT}mod.ts`, "probe", "--no-session", "--agent", shown],
      cwd: ROOT,
      env: { NO_COLOR: "1" },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
      detached: true,
    }).spawn();
    const limit = setTimeout(() => Deno.kill(-child.pid, "SIGKILL"), LIMIT_MS);
    const out = await child.output().finally(() => clearTimeout(limit));
    const table = new TextDecoder().decode(out.stdout);
    await Deno.mkdir(`${PEERS_DIR}/probe`, { recursive: true });
    await Deno.writeTextFile(`${PEERS_DIR}/probe/${peer.bin}.txt`, table);
    console.log(table);
    assert.ok(out.code === 0 || out.code === 1, new TextDecoder().decode(out.stderr));
    const rows = [...table.matchAll(/^ {2}([a-z0-9-]+) +(ok|warn|fail|skip) {2}(.*)$/gm)]
      .map(([, check, verdict, detail]) => ({ check, verdict, detail }));
    assert.ok(rows.length >= 14, table);
    const fails = rows.filter((r) => r.verdict === "fail");
    assert.equal(out.code, fails.length > 0 ? 1 : 0);
    for (const fail of fails) {
      if (fail.check === "jsonrpc" || fail.check === "cancel-unknown") {
        // codex-acp 0.16 answers the $/cancel_request notification with an error without an id.
        assert.ok(
          await writesNonMessage(bin!),
          `the probe saw a frame that is no JSON-RPC message, but a plain pipe does not: ${fail.detail}`,
        );
        continue;
      }
      assert.equal(fail.check, "stdin-eof", `${fail.check} failed: ${fail.detail}`);
      assert.ok(
        await keepsRunningAfterEof(bin!),
        "the probe saw no exit after stdin EOF, but a plain pipe does",
      );
    }
    for (const check of ["initialize-v1", "initialize-v2", "schema", "unknown-method"]) {
      assert.equal(rows.find((r) => r.check === check)?.verdict, "ok", table);
    }
  });
}
