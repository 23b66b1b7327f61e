/**
 * The defaults the contract names take effect when nothing is given, in the library and on
 * the command line: an 8 MiB first frame (ROUTING §2), a 2 s grace period before an agent
 * that ignores the end of its input is ended (ROUTING 3.6), a 30 s bound on the agent's
 * answer to a client router's initialize (ROUTING 4.3). Times are checked only from below
 * (a timer never fires early), so a slow machine cannot fail them.
 *
 * @module
 */

import assert from "node:assert/strict";
import { AgentRouter, ClientRouter, command, DEFAULT_INIT_TIMEOUT_MS, inProcess } from "../mod.ts";
import { settlesWithin } from "../async/settles_within.ts";
import { daemonArgv } from "./fixtures/fixture_commands.ts";
import { within } from "./fixtures/support.ts";
import { USAGE } from "../cli/usage.ts";
import { NUMBER_RANGES } from "../cli/args.ts";
import { DEFAULT_GRACE_MS, DEFAULT_OUTPUT_STALL_MS } from "../session/lifecycle.ts";

const encoder = new TextEncoder();
const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;

Deno.test("documented defaults: with no maxFrameBytes, a first frame of 8 MiB is read and one byte more is refused naming the 8388608-byte limit (ROUTING §2)", async () => {
  // Read whole, the session runs: the client's input (a stream that is done) ends before the
  // agent, which closes its output at once, is done (client-left).
  const cases: [number, string][] = [[8 * 1024 * 1024, "client-left"], [
    8 * 1024 * 1024 + 1,
    "oversize",
  ]];
  for (const [size, end] of cases) {
    // A JSON string of `size` bytes in all, then LF.
    const frame = new Uint8Array(size + 1).fill(0x78);
    frame[0] = 0x22;
    frame[size - 1] = 0x22;
    frame[size] = 0x0a;
    const replies: Uint8Array[] = [];
    const router = new AgentRouter({
      v1: inProcess(async ({ writable }) => await writable.close()),
    });
    const outcome = await router.serve({
      readable: ReadableStream.from([frame, encoder.encode(INIT)]),
      writable: new WritableStream({ write: (chunk) => void replies.push(chunk.slice()) }),
    });
    const answer = new TextDecoder().decode(replies[0]);
    assert.equal(outcome.end, end, `${size} bytes: ${answer}`);
    if (end === "oversize") assert.match(answer, /the 8388608-byte limit/);
    else assert.match(answer, /"code":-32600/, "a string is an invalid request, read whole");
  }
});

Deno.test("documented defaults: with no graceMs, an agent that ignores the end of its input is ended 2 s after it (ROUTING 3.6), not sooner", async () => {
  const router = new AgentRouter({ v1: command("sleep 60") });
  let endInput!: () => void;
  const ended = new Promise<void>((resolve) => endInput = resolve);
  const readable = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(INIT));
      await ended;
      controller.close();
    },
  });
  const serving = router.serve({ readable, writable: new WritableStream() });
  await new Promise((resolve) => setTimeout(resolve, 300)); // the agent has started
  const start = performance.now();
  endInput();
  const outcome = await within(serving, 20_000, "the session to end");
  const took = performance.now() - start;
  assert.equal(outcome.implementation?.endedBy, "router");
  assert.ok(took >= 1_900, `ended ${took.toFixed(0)} ms after the input ended, not 2 s`);
});

Deno.test("documented defaults: the CLI's --grace-ms is 2 s: an agent that ignores stdin EOF is ended 2 s after it, not sooner", async () => {
  const child = new Deno.Command(daemonArgv("--v1", "sleep 60")[0], {
    args: daemonArgv("--v1", "sleep 60").slice(1),
    stdin: "piped",
    stdout: "null",
    stderr: "null",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(encoder.encode(INIT));
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the daemon and agent started
  const start = performance.now();
  await writer.close();
  const status = await within(child.status, 20_000, "the daemon to exit");
  const took = performance.now() - start;
  assert.ok(took >= 1_900, `exited ${took.toFixed(0)} ms after stdin EOF, not 2 s`);
  assert.equal(status.code, 0, "the client left: exit 0");
});

Deno.test("documented defaults: with no initTimeoutMs, the client router waits longer than 4 s for an agent's initialize answer, on a timer of 30 s (ROUTING 4.3; before, a default of 5 s passed this test)", async () => {
  assert.equal(DEFAULT_INIT_TIMEOUT_MS, 30_000);
  // The timers the handshake sets, seen without waiting 30 s for one.
  const delays: number[] = [];
  const realSetTimeout = globalThis.setTimeout;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    delays.push(args[1] ?? 0);
    return realSetTimeout(...args);
  }) as typeof setTimeout;
  const stop = new AbortController();
  const client = inProcess(async ({ writable }) => {
    const out = writable.getWriter();
    await out.write(
      encoder.encode(
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,` +
          `"clientInfo":{"name":"c","version":"1"},"clientCapabilities":{}}}\n`,
      ),
    );
    await new Promise((resolve) => stop.signal.addEventListener("abort", resolve));
  });
  const silentAgent = inProcess(async () => {
    await new Promise((resolve) => stop.signal.addEventListener("abort", resolve));
  });
  const connecting = new ClientRouter({ v1Client: client, agent: silentAgent }).connect({
    signal: stop.signal,
  });
  try {
    assert.equal(await settlesWithin(connecting, 4_000), false, "gave up before 4 s");
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
  assert.ok(delays.includes(30_000), `no 30 s timer among ${JSON.stringify(delays)}`);
  stop.abort();
  const result = await within(connecting, 10_000, "the stop");
  assert.equal(result.end, "stopped");
});

Deno.test("documented defaults: the grace period and the output stall bound the library uses are the ones the help and the README state (2000 ms, 60 s)", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  assert.match(USAGE, /--grace-ms MS {7}time an agent has to exit[^]*?\(default 2000,/);
  assert.equal(DEFAULT_GRACE_MS, 2000);
  assert.match(readme, /after 60 s with no reader progress the connection is closed/);
  assert.match(readme, /closed after 60 s with no progress/);
  assert.equal(DEFAULT_OUTPUT_STALL_MS, 60_000);
});

Deno.test("documented defaults: the README's flag table states each numeric flag's range as the CLI enforces it (NUMBER_RANGES); the probe's waits are stated in its prose (before, five listener flags showed only their default)", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  for (const [key, { min, max }] of Object.entries(NUMBER_RANGES)) {
    const row = readme.split("\n").find((line) =>
      line.startsWith(`| \`--${key} `) && /\| [^|]*;\s*\d+ – \d+[^|]*\|\s*$/.test(line)
    );
    if (key === "slow-start-ms" || key === "probe-timeout-ms" || key === "eof-wait-ms") {
      assert.match(readme, /`--eof-wait-ms MS` \(each 1 – 2147483647\)/);
      assert.equal([min, max].join(" – "), "1 – 2147483647", key);
      continue;
    }
    assert.ok(row !== undefined, `a flag table row for --${key} with its range`);
    const range = row.split("|").at(-2)!.match(/(\d+) – (\d+)/)!;
    assert.deepEqual([Number(range[1]), Number(range[2])], [min, max], `--${key}`);
  }
});
