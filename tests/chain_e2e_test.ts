/**
 * `acp-proxy chain` (issue 14) through the CLI, end to end: the daemon (`deno run -A mod.ts
 * chain …`), its proxies and its agent are real processes. Covers the issue's acceptance:
 * SDK sessions through chains of 0, 1 and 3 proxies (v1 and v2), the wire each component
 * sees, version selection, components that fail, stubborn components at SIGTERM and client
 * EOF, exact ids and bytes, hop-scoped cancellation, composition with the proxy and agent
 * routers, transcripts, usage errors, and (when installed) a real npm agent.
 *
 * Fixtures: `tests/fixtures/conductor/recording_proxy.ts` (a pass-through proxy that records
 * what it receives), `tests/fixtures/conductor/chain_agent.ts` (a raw agent that records what
 * it receives and echoes), the project's `examples/prompt_prefix_proxy.ts`, and the SDK
 * client and agents. Every wait is bounded; nothing asserts on speed except the issue's
 * bound on shutdown (the grace period plus one second).
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  assertGroupGoneWithin,
  type Daemon,
  type DaemonOptions,
  delay,
  denoCommand,
  groupMembers,
  LINE_TIMEOUT_MS,
  procStat,
  quote,
  RAW_AGENT,
  readPids,
  Scenario,
  waitPids,
} from "./fixtures/e2e/harness.ts";
import {
  daemonArgv,
  DENO,
  ROOT,
  runToEnd,
  sdkAgentArgv,
  sdkClientArgv,
} from "./fixtures/fixture_commands.ts";
import { findPeers, NPM_PEERS } from "./fixtures/npm_peers.ts";
import { rawMember } from "./fixtures/e2e/raw_json.ts";
import { assertSameBytes, concat, within } from "./fixtures/support.ts";
import { MAX_CHAIN_FRAME_BYTES } from "../conductor/chain_session.ts";

const EXAMPLE = `${ROOT}examples/prompt_prefix_proxy.ts`;
const RECORDING_PROXY = `${ROOT}tests/fixtures/conductor/recording_proxy.ts`;
const CHAIN_AGENT = `${ROOT}tests/fixtures/conductor/chain_agent.ts`;
const MARK = "acp-proxy.example/proxies";

/** The example proxy as a pure pass-through (no prefix). */
function example(...args: string[]): string {
  return denoCommand(EXAMPLE, ["--prefix", "", ...args]);
}

/** An SDK agent fixture as one `--agent` value. */
function sdkAgent(protocol: 1 | 2): string {
  return sdkAgentArgv(protocol).map(quote).join(" ");
}

/** `started Proxy(0) (pid N)` / `started Agent (pid N)` lines of the daemon's info log. */
function startedPids(log: string): Map<string, number> {
  const pids = new Map<string, number>();
  for (const m of log.matchAll(/started (Proxy\(\d+\)|Agent) \(pid (\d+)\)/g)) {
    pids.set(m[1], Number(m[2]));
  }
  return pids;
}

/** SIGKILLs every process group the log says was started (cleanup). */
function killStarted(log: string): void {
  for (const pgid of startedPids(log).values()) {
    if (groupMembers(pgid).length === 0) continue;
    try {
      Deno.kill(-pgid, "SIGKILL");
    } catch { /* gone meanwhile */ }
  }
}

/**
 * A {@linkcode Scenario} whose daemons run with `--log-level info`; disposing it also kills
 * every component group their logs name (a stubborn proxy under `sh -c` writes no pid file).
 */
class ChainScenario extends Scenario {
  #started: Daemon[] = [];

  static override async create(): Promise<ChainScenario> {
    return new ChainScenario(
      await Deno.makeTempDir({ prefix: "acp-chain-" }),
      RAW_AGENT,
      LINE_TIMEOUT_MS,
    );
  }

  override start(args: string[], options: DaemonOptions = {}): Daemon {
    const d = super.start([...args, "--log-level", "info"], options);
    this.#started.push(d);
    return d;
  }

  override async [Symbol.asyncDispose](): Promise<void> {
    for (const d of this.#started) d.kill("SIGKILL");
    for (const d of this.#started) killStarted(d.stderrText);
    await super[Symbol.asyncDispose]();
  }
}

/** Polls `condition` every 25 ms; fails naming `what` after `ms`. */
async function waitFor(condition: () => boolean, what: string, ms = LINE_TIMEOUT_MS) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() >= end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await delay(25);
  }
}

/** The lines of a record file (each line as it was received), [] before it exists. */
function recorded(path: string): string[] {
  try {
    return Deno.readTextFileSync(path).split("\n").filter((l) => l !== "");
  } catch {
    return [];
  }
}

/** Reads the daemon's stdout lines until the response with raw id `id`; returns it as text. */
async function answerTo(d: Daemon, id: string): Promise<string> {
  while (true) {
    const line = await d.readLine();
    assert.ok(line !== null, `the daemon's output ended before the answer to ${id}`);
    if (rawMember(line, "id") === id && !/"method"\s*:/.test(line)) return line;
  }
}

const V2_INFO = `"info":{"name":"chain-test","version":"1.0"}`;

/** An initialize request line (with LF). */
function initialize(id: string, params: string): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":${params}}\n`;
}

/** A request line (with LF). */
function request(id: string, method: string, params: string): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"${method}","params":${params}}\n`;
}

/** A `session/prompt` request line for the chain agent's session. */
function prompt(id: string, text: string): string {
  return request(
    id,
    "session/prompt",
    `{"sessionId":"chain-session-1","prompt":[{"type":"text","text":${JSON.stringify(text)}}]}`,
  );
}

/** Asserts that each started component's group is empty within `ms`. */
async function assertAllGone(log: string, ms: number, what: string): Promise<void> {
  for (const [name, pgid] of startedPids(log)) {
    await assertGroupGoneWithin(pgid, ms, `${name} ${what}`);
  }
}

/** Time for components that exit by themselves to be gone once the daemon has exited. */
const GONE_MS = 3_000;

/** The grace period of the stubborn tests (long enough that a grace too many is seen). */
const GRACE_MS = 2_000;

/**
 * Waits for the daemon to exit while watching the groups `pgids`: fails when any of them is
 * still alive `boundMs` after `since`, or 750 ms after the daemon's exit (the daemon must end
 * every component itself before it exits; its orphan watchdog, which would end them
 * otherwise, waits a whole second before its SIGKILL; the 750 ms are for the kernel to finish
 * a SIGKILL already sent). Returns the daemon's exit code.
 */
async function exitEndingAll(
  d: Daemon,
  pgids: number[],
  since: number,
  boundMs: number,
  what: string,
): Promise<number> {
  let exitedAt: number | null = null;
  const exit = d.exit().then((status) => {
    exitedAt = Date.now();
    return status;
  });
  exit.catch(() => {});
  while (true) {
    const left = pgids.filter((pgid) => groupMembers(pgid).length > 0);
    if (left.length === 0) break;
    const now = Date.now();
    if (now > since + boundMs) {
      throw new Error(`${what}: groups ${left.join(" ")} still alive after ${boundMs} ms`);
    }
    if (exitedAt !== null && now > exitedAt + 750) {
      throw new Error(`${what}: groups ${left.join(" ")} outlived the daemon`);
    }
    await delay(25);
  }
  return (await exit).code;
}

/**
 * A proxy under `sh -c` whose shell ignores SIGTERM (and so do its children, which inherit
 * that) and outlives the proxy by `sleep 300`, holding the proxy's output open.
 */
function stubbornProxy(): string {
  return `sh -c ${quote(`trap '' TERM; ${example()}; sleep 300`)}`;
}

/** The groups of the first `n` components the daemon logs as started, once it has. */
async function groupsOf(d: Daemon, n: number): Promise<number[]> {
  await waitFor(() => startedPids(d.stderrText).size >= n, `${n} components started`);
  return [...startedPids(d.stderrText).values()];
}

// -------------------------------------------------------------------------------------------
// SDK sessions through chains of 0, 1 and 3 proxies

for (const protocol of [1, 2] as const) {
  for (const proxies of [0, 1, 3]) {
    Deno.test(`chain e2e: an SDK v${protocol} client completes initialize, session/new, prompts with streamed updates, a permission round trip and a cancel through ${proxies} pass-through proxies to the SDK v${protocol} agent`, async () => {
      const args = ["chain", "--log-level", "info"];
      for (let i = 0; i < proxies; i++) args.push("--proxy", example("--name", `p${i}`));
      args.push("--agent", sdkAgent(protocol));
      const { stdout, stderr, code } = await runToEnd(
        sdkClientArgv(protocol, daemonArgv(...args)),
      );
      try {
        assert.equal(code, 0, stdout + stderr);
        assert.deepEqual(JSON.parse(stdout), {
          ok: true,
          agentProtocolVersion: protocol,
          updates: protocol === 1 ? 4 : 6,
          permissionAnswered: true,
          cancelled: true,
        });
        assert.match(
          stderr,
          new RegExp(`selected an ACP v${protocol} chain of ${proxies} prox(y|ies) `),
        );
        // The agent got a plain initialize with the client's params.
        assert.match(
          stderr,
          new RegExp(`^sdk-agent: initialize params \\{"protocolVersion":${protocol},`, "m"),
        );
        assert.match(stderr, /the chain ended \(client-left\); exit code 0/);
        assert.equal(startedPids(stderr).size, proxies + 1, stderr);
        await assertAllGone(stderr, GONE_MS, "after the client left");
      } finally {
        killStarted(stderr);
      }
    });
  }
}

// -------------------------------------------------------------------------------------------
// The wire each component sees

/** Client params a re-encoding would change: whitespace, `1.0`, a big integer, escapes. */
const TRICKY_V2_PARAMS = `{ "protocolVersion":2, ${V2_INFO},"capabilities":{"fs":{}},` +
  `"_meta":{"traceparent":"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",` +
  `"n":1.0,"big":123456789012345678901234567890},"future":"\\u00e9" }`;

for (const names of ["prefixed", "schema"] as const) {
  const init = names === "prefixed" ? "_proxy/initialize" : "proxy/initialize";
  Deno.test(`chain e2e (--proxy-methods ${names}): each proxy receives ${init} with the client's params bytes, the agent a plain initialize with them, and the answer returns under the client's id`, async () => {
    await using s = await ChainScenario.create();
    const records = [s.file("p0.jsonl"), s.file("p1.jsonl"), s.file("agent.jsonl")];
    const proxyFlags = names === "schema" ? ["--schema-names"] : [];
    const d = s.start([
      "chain",
      "--proxy-methods",
      names,
      "--proxy",
      denoCommand(RECORDING_PROXY, ["--record", records[0], ...proxyFlags]),
      "--proxy",
      denoCommand(RECORDING_PROXY, ["--record", records[1], ...proxyFlags]),
      "--agent",
      denoCommand(CHAIN_AGENT, ["--protocol", "2", "--record", records[2]]),
    ]);
    await d.write(initialize("12345678901234567890", TRICKY_V2_PARAMS));
    const answer = await answerTo(d, "12345678901234567890");
    assert.equal(JSON.parse(answer).result.protocolVersion, 2);
    for (const [i, path] of records.entries()) {
      const first = recorded(path)[0];
      assert.ok(first !== undefined, `component ${i} recorded nothing`);
      assert.equal(rawMember(first, "params"), TRICKY_V2_PARAMS, `component ${i}: ${first}`);
      assert.equal(JSON.parse(first).method, i < 2 ? init : "initialize");
    }
    // No component but the proxies saw an envelope or a proxy method.
    assert.ok(
      recorded(records[2]).every((l) => !/proxy\//.test(l)),
      recorded(records[2]).join("\n"),
    );
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, await d.errors());
  });
}

Deno.test("the example proxy re-issues a $/cancel_request with its params as sent, _meta too, only requestId replaced, in both directions (before: a bare {requestId}, as README says a hop must not)", async () => {
  const input = [
    // From the client's side: a request, then its cancel with _meta.
    `{"jsonrpc":"2.0","id":3,"method":"session/load","params":{"sessionId":"s"}}`,
    `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":3,"_meta":{"k":1}}}`,
    // From the successor's side: a request to the client, then its cancel with _meta.
    `{"jsonrpc":"2.0","id":9,"method":"_proxy/successor","params":{` +
    `"method":"fs/read_text_file","params":{"path":"/x"}}}`,
    `{"jsonrpc":"2.0","method":"_proxy/successor","params":{"method":"$/cancel_request",` +
    `"params":{"_meta":{"t":"x"},"requestId":9}}}`,
  ].join("\n") + "\n";
  const { code, stdout, stderr } = await runToEnd(
    [DENO, "run", "-A", EXAMPLE, "--prefix", ""],
    input,
    30_000,
  );
  assert.equal(code, 0, stderr);
  const lines = stdout.trimEnd().split("\n");
  const toSuccessor = JSON.parse(lines[0]).id;
  const toClient = JSON.parse(lines[2]).id;
  assert.equal(
    lines[1],
    `{"jsonrpc":"2.0","method":"_proxy/successor","params":{"method":"$/cancel_request",` +
      `"params":{"requestId":${toSuccessor},"_meta":{"k":1}}}}`,
  );
  assert.equal(
    lines[3],
    `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"_meta":{"t":"x"},` +
      `"requestId":${toClient}}}`,
  );
});

Deno.test("chain e2e: the initialize answer shows every example proxy ran, and a prompt passes through the proxies in chain order", async () => {
  await using s = await ChainScenario.create();
  const record = s.file("agent.jsonl");
  const args = ["chain"];
  for (const i of [0, 1, 2]) {
    args.push("--proxy", denoCommand(EXAMPLE, ["--name", `p${i}`, "--prefix", `${i}>`]));
  }
  args.push("--agent", denoCommand(CHAIN_AGENT, ["--protocol", "1", "--record", record]));
  const d = s.start(args);
  await d.write(initialize(`"init"`, `{"protocolVersion":1,"clientCapabilities":{}}`));
  const answer = JSON.parse(await answerTo(d, `"init"`));
  // Each proxy appends its name as the answer passes it on its way back to the client: the
  // one next to the agent first.
  assert.deepEqual(answer.result._meta[MARK], ["p2", "p1", "p0"]);
  assert.equal(answer.result.protocolVersion, 1);
  await d.write(request(`"new"`, "session/new", `{"cwd":"/","mcpServers":[]}`));
  await answerTo(d, `"new"`);
  await d.write(prompt(`"turn"`, "hi"));
  assert.equal(JSON.parse(await answerTo(d, `"turn"`)).result.stopReason, "end_turn");
  const atAgent = recorded(record).map((l) => JSON.parse(l)).find((m) =>
    m.method === "session/prompt"
  );
  assert.equal(atAgent.params.prompt[0].text, "2>1>0>hi");
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
});

/**
 * A chain of the example proxy with `prefix` in front of the v1 chain agent, which records
 * what it gets: initialized, its answer read.
 */
async function prefixedChain(
  s: ChainScenario,
  prefix: string,
): Promise<{ d: Daemon; record: string }> {
  const record = s.file("agent.jsonl");
  const d = s.start([
    "chain",
    "--proxy",
    denoCommand(EXAMPLE, ["--prefix", prefix]),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--protocol", "1", "--record", record]),
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  return { d, record };
}

Deno.test("chain e2e: the example proxy passes a session/prompt whose prompt is no list of content blocks on as it came, for the agent to answer, and the chain goes on (before, the proxy threw 'params.prompt?.find is not a function', exited 1, and every request in flight got -32603)", async () => {
  await using s = await ChainScenario.create();
  const { d, record } = await prefixedChain(s, "P");
  const odd = [`"hello"`, `[null]`, `[1,{"type":"text"}]`, `null`];
  for (const [i, promptValue] of odd.entries()) {
    await d.write(
      request(`${10 + i}`, "session/prompt", `{"sessionId":"s","prompt":${promptValue}}`),
    );
    await answerTo(d, `${10 + i}`);
  }
  await d.write(`{"jsonrpc":"2.0","id":20,"method":"session/prompt"}\n`);
  await answerTo(d, "20");
  await d.write(prompt("21", "hi"));
  await answerTo(d, "21");
  const prompts = recorded(record).map((l) => JSON.parse(l)).filter((m) =>
    m.method === "session/prompt"
  );
  assert.deepEqual(
    prompts.map((m) => m.params?.prompt),
    [
      "hello",
      [null],
      [1, { type: "text" }],
      null,
      undefined,
      [{ type: "text", text: "Phi" }],
    ],
  );
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
});

Deno.test("chain e2e: the example proxy's prefixed prompt keeps every other byte the client wrote: the params' _meta (a 20-digit number, 1.0, an escape), the spacing, and in the prompt each number and string as written (regress72: the whole params were re-encoded: 12345678901234567890 became 12345678901234567000, 1e400 null)", async () => {
  await using s = await ChainScenario.create();
  const { d, record } = await prefixedChain(s, "P:");
  const params = (text: string) =>
    `{"sessionId":"chain-session-1", "_meta":{"n":12345678901234567890,"f":1.0,"e":"\\u00e9"},` +
    `"prompt":[{"type":"text","text":"${text}","x":1e400,"y":-0}]}`;
  await d.write(request("2", "session/prompt", params("h\\u00e9llo")));
  await answerTo(d, "2");
  const atAgent = recorded(record).find((l) => l.includes('"session/prompt"'));
  assert.ok(atAgent !== undefined, "the agent got the prompt");
  assert.ok(
    atAgent.endsWith(`"method":"session/prompt","params":${params("P:h\\u00e9llo")}}`),
    atAgent,
  );
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
});

// -------------------------------------------------------------------------------------------
// Versions

Deno.test("chain e2e: protocolVersion 3 selects a v2 chain: the first proxy gets _proxy/initialize with protocolVersion 2 and only the v2 fields, and the client a v2 answer", async () => {
  await using s = await ChainScenario.create();
  const records = [s.file("p0.jsonl"), s.file("agent.jsonl")];
  const d = s.start([
    "chain",
    "--proxy",
    denoCommand(RECORDING_PROXY, ["--record", records[0]]),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--protocol", "2", "--record", records[1]]),
  ]);
  await d.write(
    initialize(
      "7",
      `{"protocolVersion":3,${V2_INFO},"capabilities":{},"_meta":{"k":1},"futureField":true}`,
    ),
  );
  const answer = JSON.parse(await answerTo(d, "7"));
  assert.equal(answer.result.protocolVersion, 2);
  const expected = {
    protocolVersion: 2,
    info: { name: "chain-test", version: "1.0" },
    capabilities: {},
    _meta: { k: 1 },
  };
  const [p0, agent] = records.map((path) => JSON.parse(recorded(path)[0]));
  assert.equal(p0.method, "_proxy/initialize");
  assert.deepEqual(p0.params, expected);
  assert.equal(agent.method, "initialize");
  assert.deepEqual(agent.params, expected);
  assert.match(d.stderrText, /selected an ACP v2 chain of 1 proxy for requested version 3/);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
});

Deno.test("chain e2e: protocolVersion 0 is refused with -32600 and nothing is started; the client's EOF then ends the daemon with 0", async () => {
  await using s = await ChainScenario.create();
  const pids = [s.pidFile("p0.pids"), s.pidFile("agent.pids")];
  const d = s.start([
    "chain",
    "--proxy",
    denoCommand(RECORDING_PROXY, ["--pid-file", pids[0]]),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--pid-file", pids[1]]),
  ]);
  await d.write(initialize("1", `{"protocolVersion":0}`));
  const answer = JSON.parse(await answerTo(d, "1"));
  assert.equal(answer.error.code, -32600);
  assert.deepEqual(answer.error.data, { requested: 0, supported: [1, 2] });
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
  assert.deepEqual(pids.map(readPids), [null, null], "a component was started");
  assert.doesNotMatch(await d.errors(), /started (Proxy\(\d+\)|Agent)/);
});

for (const proxies of [0, 1]) {
  Deno.test(`chain e2e (${proxies} proxies): a v2 client with a v1-only agent is refused with -32600 naming both versions; the daemon exits 1 and nothing is left running`, async () => {
    await using s = await ChainScenario.create();
    const args = ["chain"];
    if (proxies === 1) args.push("--proxy", denoCommand(RECORDING_PROXY, []));
    args.push("--agent", denoCommand(CHAIN_AGENT, ["--protocol", "1"]));
    const d = s.start(args);
    await d.write(initialize(`"v2-init"`, `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`));
    const answer = JSON.parse(await answerTo(d, `"v2-init"`));
    assert.equal(answer.result, undefined);
    assert.equal(answer.error.code, -32600);
    assert.match(answer.error.message, /v2/);
    assert.match(answer.error.message, /v1/);
    const pgids = await groupsOf(d, proxies + 1);
    const code = await exitEndingAll(d, pgids, Date.now(), LINE_TIMEOUT_MS, "after the refusal");
    assert.equal(code, 1, await d.errors());
  });
}

for (
  const [sent, back] of [["1.0", "1"], ["12345678901234567890", "12345678901234567000"]]
) {
  Deno.test(`chain e2e (no proxies): an agent that answers a v2 initialize with v1 under its own re-encoding of the id (${sent} back as ${back}) is still refused with -32600 under the client's id; exit 1`, async () => {
    const result = '{"protocolVersion":1,"agentCapabilities":{}}';
    const script =
      `read line; printf '%s\\n' '{"jsonrpc":"2.0","id":${back},"result":${result}}'; ` +
      `cat >/dev/null`;
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("chain", "--agent", `sh -c ${quote(script)}`),
      initialize(sent, `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`),
      30_000,
    );
    assert.equal(code, 1, stderr);
    const line = stdout.split("\n")[0];
    assert.equal(rawMember(line, "id"), sent, line);
    assert.match(line, /"error":\{"code":-32600,/);
    assert.ok(!stdout.includes('"protocolVersion":1'), "the v1 answer never reached the client");
  });
}

Deno.test("chain e2e (one proxy): the client's last line without LF, sent before the agent answers initialize, reaches the proxy as a frame with its LF: the answer that follows it in the proxy's input is not joined to it, and the client gets both (before, the proxy read one line of two messages: the client got nothing, exit 0, no word)", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  // Answers 500 ms late (the client's last line is in the proxy's input by then), then echoes.
  const script = `read line; sleep 0.5; printf '%s\\n' '${answer}'; exec cat`;
  const note = `{"jsonrpc":"2.0","method":"x/note","params":{}}`;
  const { code, stdout, stderr } = await runToEnd(
    daemonArgv("chain", "--proxy", example(), "--agent", `sh -c ${quote(script)}`),
    initialize("1", `{"protocolVersion":1}`) + note,
    30_000,
  );
  assert.equal(code, 0, stderr);
  const lines = stdout.split("\n");
  assert.equal(lines.length, 3, stdout);
  assert.equal(rawMember(lines[0], "id"), "1", stdout);
  assert.match(lines[0], /"protocolVersion":1/);
  assert.equal(lines[1], note);
  assert.equal(lines[2], "");
});

// -------------------------------------------------------------------------------------------
// Components that fail

Deno.test("chain e2e: a proxy that answers _proxy/initialize with an error: the client gets that error under its id, the daemon exits 1 and nothing is left running", async () => {
  await using s = await ChainScenario.create();
  const d = s.start([
    "chain",
    "--proxy",
    denoCommand(RECORDING_PROXY, ["--fail-initialize"]),
    "--agent",
    denoCommand(CHAIN_AGENT, []),
  ]);
  await d.write(initialize("12345678901234567890", `{"protocolVersion":1}`));
  const answer = JSON.parse(await answerTo(d, "12345678901234567890"));
  assert.deepEqual(answer.error, { code: -32001, message: "recording proxy: initialize refused" });
  const pgids = await groupsOf(d, 2);
  const code = await exitEndingAll(d, pgids, Date.now(), LINE_TIMEOUT_MS, "after the refusal");
  assert.equal(code, 1, await d.errors());
  assert.match(d.stderrText, /error: the chain's initialize was refused by Proxy\(0\): \{/);
});

Deno.test("chain e2e: the error line of a refused initialize names the component that refused it, not one that relayed the refusal (a second proxy, the agent's answer the version check refused)", async (t) => {
  const cases: [string, string[], string, string][] = [
    [
      "Proxy(1)",
      [
        "--proxy",
        denoCommand(RECORDING_PROXY, []),
        "--proxy",
        denoCommand(RECORDING_PROXY, ["--fail-initialize"]),
        "--agent",
        denoCommand(CHAIN_AGENT, []),
      ],
      `{"protocolVersion":1}`,
      "recording proxy: initialize refused",
    ],
    [
      // The refusal is the chain's own, of the agent's answer (before: "by Agent", as if the
      // agent had answered with an error).
      "the chain's version check of Agent's answer",
      [
        "--proxy",
        denoCommand(RECORDING_PROXY, []),
        "--agent",
        denoCommand(CHAIN_AGENT, ["--protocol", "1"]),
      ],
      `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`,
      "the agent answered the v2 initialize with protocolVersion 1",
    ],
    [
      // The same with no proxy (regression hunt: it still said "by Agent").
      "the chain's version check of Agent's answer",
      ["--agent", denoCommand(CHAIN_AGENT, ["--protocol", "1"])],
      `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`,
      "the agent answered the v2 initialize with protocolVersion 1",
    ],
  ];
  for (const [refuser, args, params, message] of cases) {
    await t.step(refuser, async () => {
      await using s = await ChainScenario.create();
      const d = s.start(["chain", ...args]);
      await d.write(initialize("7", params));
      const answer = JSON.parse(await answerTo(d, "7"));
      assert.ok(answer.error.message.startsWith(message), answer.error.message);
      const pgids = await groupsOf(d, args.length / 2);
      const code = await exitEndingAll(d, pgids, Date.now(), LINE_TIMEOUT_MS, "after the refusal");
      assert.equal(code, 1, await d.errors());
      // Before: "the chain's initialize was refused: {...}", no component named.
      assert.match(
        d.stderrText,
        new RegExp(
          `error: the chain's initialize was refused by ${refuser.replace(/[()]/g, "\\$&")}: \\{`,
        ),
      );
    });
  }
});

Deno.test("chain e2e: a proxy command that cannot start: the client gets -32603 naming it under its id, the stubborn proxy already started is ended before the daemon exits 1, the agent never starts", async () => {
  await using s = await ChainScenario.create();
  const agentPids = s.pidFile("agent.pids");
  const missing = `${s.dir}/no-such-proxy`;
  const d = s.start([
    "chain",
    "--grace-ms",
    "300",
    "--proxy",
    stubbornProxy(),
    "--proxy",
    quote(missing),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--pid-file", agentPids]),
  ]);
  await d.write(initialize(`"start"`, `{"protocolVersion":1}`));
  const answer = JSON.parse(await answerTo(d, `"start"`));
  assert.equal(answer.error.code, -32603);
  assert.match(answer.error.message, /Proxy\(1\)/);
  assert.ok(answer.error.message.includes(missing), answer.error.message);
  const pgids = await groupsOf(d, 1);
  const code = await exitEndingAll(d, pgids, Date.now(), LINE_TIMEOUT_MS, "after the failure");
  assert.equal(code, 1, await d.errors());
  const log = await d.errors();
  assert.deepEqual([...startedPids(log).keys()], ["Proxy(0)"], log);
  assert.equal(readPids(agentPids), null, "the agent was started");
});

// -------------------------------------------------------------------------------------------
// Stubborn components: SIGTERM and client EOF

/**
 * Starts a chain of the stubborn proxy and a stubborn agent, mid-turn (or, with `idle`, with
 * nothing in flight after session/new).
 */
async function midTurn(s: ChainScenario, idle = false): Promise<{ d: Daemon; pgids: number[] }> {
  const record = s.file("agent.jsonl");
  const d = s.start([
    "chain",
    "--grace-ms",
    String(GRACE_MS),
    "--proxy",
    stubbornProxy(),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--ignore-eof", "--ignore-term", "--record", record]),
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  await d.write(request("2", "session/new", `{"cwd":"/","mcpServers":[]}`));
  await answerTo(d, "2");
  if (!idle) {
    await d.write(prompt("3", "hang"));
    await waitFor(
      () => recorded(record).some((l) => l.includes("hang")),
      "the prompt at the agent",
    );
  }
  const pids = startedPids(d.stderrText);
  const pgids = [pids.get("Proxy(0)")!, pids.get("Agent")!];
  assert.ok(pgids.every((p) => p !== undefined), d.stderrText);
  for (const pgid of pgids) {
    assert.equal(procStat(pgid)?.pgrp, pgid, "each component leads its own process group");
  }
  assert.notEqual(procStat(d.pid)?.pgrp, pgids[0]);
  // The shell's group holds the proxy too.
  assert.ok(groupMembers(pgids[0]).length >= 2, "the proxy runs under sh -c");
  return { d, pgids };
}

Deno.test("chain e2e: SIGTERM mid-turn with a proxy under sh -c that ignores TERM and an agent that ignores EOF and TERM: exit 143, and nothing is left within the grace period plus one second, nor after the daemon", async () => {
  await using s = await ChainScenario.create();
  const { d, pgids } = await midTurn(s);
  d.kill("SIGTERM");
  const signalled = Date.now();
  const code = await exitEndingAll(d, pgids, signalled, GRACE_MS + 1_000, "after SIGTERM");
  assert.equal(code, 143, await d.errors());
});

Deno.test("chain e2e: client EOF mid-turn with the same stubborn components: after the grace period a warning names the unanswered prompt and who holds it (chain17), they get SIGTERM, and nothing is left within the grace period plus one second of it, nor after the daemon; exit 0", async () => {
  await using s = await ChainScenario.create();
  const { d, pgids } = await midTurn(s);
  await d.closeStdin();
  const terminating = /is still running \d+ ms after its input closed; terminating it/;
  await waitFor(() => terminating.test(d.stderrText), "the daemon to terminate a component");
  // A script that pipes its requests in is told what it lost (before: not a word, exit 0).
  assert.match(
    d.stderrText,
    new RegExp(
      `warn: 1 request\\(s\\) of the client still unanswered ${GRACE_MS} ms after its input ` +
        `ended \\(Agent has not answered what the chain sent it\\); ending the chain without ` +
        `them \\(keep the client's input open until its answers arrive\\)`,
    ),
  );
  const terminated = Date.now();
  const code = await exitEndingAll(d, pgids, terminated, GRACE_MS + 1_000, "after SIGTERM");
  assert.equal(code, 0, await d.errors());
});

/**
 * A chain of `args` (after `chain --grace-ms GRACE_MS`) of `components` components gets the
 * client's initialize, answers it, and then the client's EOF: each of `terminated` must get
 * SIGTERM within one grace period (plus a second) of that EOF, and nothing may be left within
 * two grace periods plus one second; the exit is 0.
 */
async function eofEndsWithinOneGrace(
  args: string[],
  components: number,
  terminated: string[],
): Promise<void> {
  await using s = await ChainScenario.create();
  const d = s.start(["chain", "--grace-ms", String(GRACE_MS), ...args]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  const pgids = await groupsOf(d, components);
  await d.closeStdin();
  const eof = Date.now();
  const terminating = (name: string) =>
    new RegExp(`${name.replace(/[()]/g, "\\$&")} is still running \\d+ ms after its input closed`);
  const seen = new Map<string, number>();
  await waitFor(() => {
    for (const name of terminated) {
      if (!seen.has(name) && terminating(name).test(d.stderrText)) seen.set(name, Date.now() - eof);
    }
    return seen.size === terminated.length;
  }, `the daemon to terminate ${terminated.join(" and ")}`);
  for (const [name, ms] of seen) {
    assert.ok(ms < GRACE_MS + 1_000, `${name}: SIGTERM ${ms} ms after the EOF`);
  }
  const code = await exitEndingAll(d, pgids, eof, 2 * GRACE_MS + 1_000, "after the EOF");
  assert.equal(code, 0, await d.errors());
}

Deno.test("chain e2e (no proxies): client EOF with an agent that ignores EOF and TERM: SIGTERM one grace period after the EOF and nothing left within two grace periods plus one second, as with the agent router (it took three)", async () => {
  await eofEndsWithinOneGrace(
    ["--agent", denoCommand(CHAIN_AGENT, ["--ignore-eof", "--ignore-term"])],
    1,
    ["Agent"],
  );
});

Deno.test("chain e2e: client EOF with the stubborn components and nothing in flight: no warning of unanswered requests as they are ended; exit 0", async () => {
  await using s = await ChainScenario.create();
  const { d, pgids } = await midTurn(s, true);
  await d.closeStdin();
  const eof = Date.now();
  const terminating = /is still running \d+ ms after its input closed; terminating it/;
  await waitFor(() => terminating.test(d.stderrText), "the daemon to terminate a component");
  // The agent, then the proxy: each its grace period after its input closed, then SIGKILL.
  const code = await exitEndingAll(d, pgids, eof, 4 * GRACE_MS + 1_000, "after the EOF");
  assert.equal(code, 0, await d.errors());
  assert.doesNotMatch(await d.errors(), /unanswered/);
});

Deno.test("chain e2e: SIGTERM while the chain ends the stubborn components gently after the client's EOF (nothing in flight) cuts the grace short: exit 143 and nothing is left within the grace period plus one second of the signal", async () => {
  await using s = await ChainScenario.create();
  const { d, pgids } = await midTurn(s, true);
  await d.closeStdin();
  // Nothing is in flight: the chain ends at once and gives each component its grace period.
  await delay(300);
  d.kill("SIGTERM");
  const signalled = Date.now();
  const code = await exitEndingAll(d, pgids, signalled, GRACE_MS + 1_000, "after SIGTERM");
  assert.equal(code, 143, await d.errors());
});

Deno.test("chain e2e: SIGTERM while the client reads nothing and an agent that ignores TERM streams: nothing is left within the grace period plus one second", async () => {
  await using s = await ChainScenario.create();
  const grace = 3_000;
  const record = s.file("agent.jsonl");
  const d = s.start([
    "chain",
    "--grace-ms",
    String(grace),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--ignore-term", "--record", record]),
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  await d.write(prompt("2", "flood"));
  await waitFor(() => recorded(record).some((l) => l.includes("flood")), "the prompt at the agent");
  // The client reads nothing more: the daemon's output to it fills up.
  await delay(500);
  const pgid = startedPids(d.stderrText).get("Agent");
  assert.ok(pgid !== undefined, d.stderrText);
  d.kill("SIGTERM");
  await assertGroupGoneWithin(pgid, grace + 1_000, "after SIGTERM to the daemon");
  await d.closeStdout();
  assert.equal((await d.exit()).code, 143, await d.errors());
});

// -------------------------------------------------------------------------------------------
// Ids and bytes, cancellation

/** `chain` with two pass-through example proxies (`a`, `b`) in front of the chain agent. */
function twoExampleProxies(agentArgs: string[]): string[] {
  return [
    "chain",
    "--proxy",
    example("--name", "a"),
    "--proxy",
    example("--name", "b"),
    "--agent",
    denoCommand(CHAIN_AGENT, agentArgs),
  ];
}

Deno.test("chain e2e: a 4 MiB request and its 4 MiB answer pass two example proxies byte for byte (each long line reaches a proxy in many reads and is joined once, at its LF)", async () => {
  await using s = await ChainScenario.create();
  const d = s.start(twoExampleProxies(["--protocol", "1"]));
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  const params = `{"pad":"${"0123456789abcdef".repeat(256 * 1024)}","after":[1.0]}`;
  await d.write(request("2", "_test/echo", params) + request("3", "_test/echo", `{"small":1.0}`));
  assert.equal(await answerTo(d, "2"), `{"jsonrpc":"2.0","id":2,"result":${params}}`);
  assert.equal(await answerTo(d, "3"), `{"jsonrpc":"2.0","id":3,"result":{"small":1.0}}`);
});

Deno.test("chain e2e: big-integer ids and 1.0 survive through two proxies both ways: ids, params and results come back byte-identical", async () => {
  await using s = await ChainScenario.create();
  const record = s.file("agent.jsonl");
  const d = s.start(twoExampleProxies(["--protocol", "1", "--record", record]));
  await d.write(initialize("123456789012345678901234567890", `{"protocolVersion":1}`));
  await answerTo(d, "123456789012345678901234567890");
  const params =
    `{"n":1.0,"big":12345678901234567890123,"e":1E+2,"s":"\\u00e9\\ud83d\\ude00", "ws" : [ 1.50 ]}`;
  const ids = ["1.0", "1", "12345678901234567890", `"\\u0061"`, `"a"`, "-0"];
  for (const id of ids) await d.write(request(id, "_test/echo", params));
  for (const id of ids) {
    assert.equal(await answerTo(d, id), `{"jsonrpc":"2.0","id":${id},"result":${params}}`);
  }
  // The agent got every params byte-identical (under its own ids).
  const echoes = recorded(record).filter((l) => l.includes(`"_test/echo"`));
  assert.equal(echoes.length, ids.length);
  for (const line of echoes) assert.equal(rawMember(line, "params"), params);
  // The other way: the agent's request with a 20-digit id reaches the client, and the
  // client's answer returns to the agent under exactly that id.
  await d.write(request(`"new"`, "session/new", `{"cwd":"/","mcpServers":[]}`));
  await answerTo(d, `"new"`);
  // A prompt passes the pass-through proxies (--prefix '') byte-identical too.
  const promptParams = `{"sessionId":"chain-session-1","prompt":[{"type":"text","text":"hi"}],` +
    `"_meta":{"n":1.0,"big":12345678901234567890}}`;
  await d.write(request(`"turn"`, "session/prompt", promptParams));
  await answerTo(d, `"turn"`);
  const atAgent = recorded(record).find((l) => l.includes(`"session/prompt"`));
  assert.equal(rawMember(atAgent ?? "", "params"), promptParams);
  await d.write(prompt(`"ask"`, "ask"));
  const ask = await d.readLine();
  assert.ok(ask !== null);
  assert.equal(JSON.parse(ask).method, "session/request_permission");
  assert.match(ask, /"rawInput":\{"n":1\.0\}/);
  const result = `{"outcome":{"outcome":"selected","optionId":"allow"},"n":1.0}`;
  await d.write(`{"jsonrpc":"2.0","id":${rawMember(ask, "id")},"result":${result}}\n`);
  assert.equal(JSON.parse(await answerTo(d, `"ask"`)).result.stopReason, "end_turn");
  const back = recorded(record).find((l) =>
    l.startsWith(`{"jsonrpc":"2.0","id":98765432109876543210,`)
  );
  assert.equal(back, `{"jsonrpc":"2.0","id":98765432109876543210,"result":${result}}`);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
});

for (const form of ["wrapped", "raw"] as const) {
  Deno.test(`chain e2e: a $/cancel_request from the client reaches the agent exactly once, with the agent-side id (through the example proxy and a proxy that sends cancels ${form})`, async () => {
    await using s = await ChainScenario.create();
    const record = s.file("agent.jsonl");
    const d = s.start([
      "chain",
      "--proxy",
      example(),
      "--proxy",
      denoCommand(RECORDING_PROXY, form === "raw" ? ["--raw-cancels"] : []),
      "--agent",
      denoCommand(CHAIN_AGENT, ["--record", record]),
    ]);
    await d.write(initialize("1", `{"protocolVersion":1}`));
    await answerTo(d, "1");
    await d.write(request("2", "session/new", `{"cwd":"/","mcpServers":[]}`));
    await answerTo(d, "2");
    await d.write(prompt(`"to-cancel"`, "hang"));
    await waitFor(
      () => recorded(record).some((l) => l.includes("hang")),
      "the prompt at the agent",
    );
    const atAgent = recorded(record).find((l) => l.includes("hang"))!;
    const agentId = rawMember(atAgent, "id")!;
    assert.notEqual(agentId, `"to-cancel"`);
    await d.write(
      `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":"to-cancel"}}\n`,
    );
    const answer = JSON.parse(await answerTo(d, `"to-cancel"`));
    assert.equal(answer.error.code, -32800);
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, await d.errors());
    const cancels = recorded(record).filter((l) => l.includes("$/cancel_request"));
    assert.deepEqual(cancels, [
      `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":${agentId}}}`,
    ]);
  });
}

for (const proxies of [1, 2]) {
  Deno.test(`chain e2e: the agent's $/cancel_request for its own request to the client reaches the client, with the client-side id, through ${proxies} example prox${proxies === 1 ? "y" : "ies"} (it reached the last proxy raw and was dropped there)`, async () => {
    await using s = await ChainScenario.create();
    const d = s.start([
      "chain",
      ...Array.from({ length: proxies }, (_, i) => ["--proxy", example("--name", `p${i}`)]).flat(),
      "--agent",
      denoCommand(CHAIN_AGENT, []),
    ]);
    await d.write(initialize("1", `{"protocolVersion":1}`));
    await answerTo(d, "1");
    await d.write(request("2", "session/new", `{"cwd":"/","mcpServers":[]}`));
    await answerTo(d, "2");
    await d.write(prompt(`"turn"`, "withdraw"));
    const ask = await d.readLine();
    assert.ok(ask !== null);
    assert.equal(JSON.parse(ask).method, "session/request_permission", ask);
    const cancel = await d.readLine();
    assert.equal(
      cancel,
      `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":${
        rawMember(ask, "id")
      }}}`,
    );
    assert.equal(JSON.parse(await answerTo(d, `"turn"`)).result.stopReason, "end_turn");
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, await d.errors());
  });
}

Deno.test("chain e2e: a client request read after the chain ended (a signal came; the agent holds on for the grace period) is not routed into the ending chain, and the log says so (before, it was recorded as forwarded to the proxy and never answered)", async () => {
  await using s = await ChainScenario.create();
  const transcript = s.file("t.jsonl");
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const agent =
    `trap '' TERM; read l; printf '%s\\n' '${answer}'; while read l; do :; done; sleep 30`;
  const d = s.start([
    "chain",
    "--grace-ms",
    "4000",
    "--transcript",
    transcript,
    "--proxy",
    denoCommand(RECORDING_PROXY, []),
    "--agent",
    `sh -c ${quote(agent)}`,
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  d.kill("SIGTERM");
  await waitFor(() => /stopping|SIGTERM/i.test(d.stderrText), "the signal's log line");
  await delay(200);
  await d.write(request(`"late"`, "session/new", `{"cwd":"/","mcpServers":[]}`));
  await waitFor(
    () =>
      /the client sent a message of \d+ bytes as the chain ended \([^)]*\); it was not routed/.test(
        d.stderrText,
      ),
    "the late message's log line",
  );
  await d.closeStdin();
  assert.equal((await d.exit()).code, 143, await d.errors());
  const events = (await Deno.readTextFile(transcript)).trimEnd().split("\n").map((l) =>
    JSON.parse(l)
  );
  assert.ok(
    !events.some((e) => e.type === "request" && e.id === "late"),
    "the late request was not recorded as forwarded",
  );
});

// -------------------------------------------------------------------------------------------
// Composition with the proxy router and the agent router

for (const protocol of [1, 2] as const) {
  Deno.test(`chain e2e: the proxy router (mod.ts proxy --v1 P --v2 P) works as a chain proxy and the agent router (mod.ts --v1 A --v2 B) as its agent, for an SDK v${protocol} client`, async () => {
    const MOD = `${ROOT}mod.ts`;
    const proxyRouter = denoCommand(MOD, [
      "proxy",
      "--log-level",
      "info",
      "--v1",
      example("--name", "v1-proxy"),
      "--v2",
      example("--name", "v2-proxy"),
    ]);
    const agentRouter = denoCommand(MOD, [
      "--log-level",
      "info",
      "--v1",
      sdkAgent(1),
      "--v2",
      sdkAgent(2),
    ]);
    const args = ["chain", "--log-level", "info", "--proxy", proxyRouter, "--agent", agentRouter];
    const { stdout, stderr, code } = await runToEnd(sdkClientArgv(protocol, daemonArgv(...args)));
    try {
      assert.equal(code, 0, stdout + stderr);
      assert.deepEqual(JSON.parse(stdout), {
        ok: true,
        agentProtocolVersion: protocol,
        updates: protocol === 1 ? 4 : 6,
        permissionAnswered: true,
        cancelled: true,
      });
      assert.match(
        stderr,
        new RegExp(`selected ACP v${protocol} proxy for requested version ${protocol}\\n`),
      );
      assert.match(
        stderr,
        new RegExp(`selected ACP v${protocol} agent for requested version ${protocol}\\n`),
      );
      assert.equal(startedPids(stderr).size, 2, stderr);
      await assertAllGone(stderr, GONE_MS, "after the client left");
    } finally {
      killStarted(stderr);
    }
  });
}

// -------------------------------------------------------------------------------------------
// Transcripts

Deno.test("chain e2e: --transcript records every hop with from/to Client, Proxy(0) and Agent, each request paired with its answer on the same hop", async () => {
  await using s = await ChainScenario.create();
  const { d, transcript } = await transcribedChain(s, ["--protocol", "2"], false);
  // Ids unlike the conductor's own (1, 2, …), so that a request and its answer recorded
  // under the ids of different links would not pair by chance.
  await d.write(initialize(`"c-init"`, `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`));
  await answerTo(d, `"c-init"`);
  await d.write(request(`"c-new"`, "session/new", `{"cwd":"/","mcpServers":[]}`));
  await answerTo(d, `"c-new"`);
  await d.write(prompt(`"c-turn"`, "hi"));
  await answerTo(d, `"c-turn"`);
  // A request from the agent to the client, answered.
  await d.write(prompt(`"c-ask"`, "ask"));
  const ask = await d.readLine();
  assert.ok(ask !== null && ask.includes("session/request_permission"), String(ask));
  await d.write(`{"jsonrpc":"2.0","id":${rawMember(ask, "id")},"result":{"outcome":{}}}\n`);
  await answerTo(d, `"c-ask"`);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());

  const lines = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "");
  const frames = lines.map((line) => ({ line, event: JSON.parse(line) }))
    .filter(({ event }) => ["request", "response", "notification"].includes(event.type))
    .map(({ line, event }) => ({ ...event, idText: rawMember(line, "id") }));
  const calls = frames.filter((e) => e.type !== "response")
    .map((e) => `${e.type} ${e.from}->${e.to} ${e.method}`);
  const expected = [
    "request Client->Proxy(0) _proxy/initialize",
    "request Proxy(0)->Agent initialize",
    "request Client->Proxy(0) session/new",
    "request Proxy(0)->Agent session/new",
    "request Client->Proxy(0) session/prompt",
    "request Proxy(0)->Agent session/prompt",
    "notification Agent->Proxy(0) _proxy/successor",
    "notification Proxy(0)->Client session/update",
    "request Client->Proxy(0) session/prompt",
    "request Proxy(0)->Agent session/prompt",
    "request Agent->Proxy(0) _proxy/successor",
    "request Proxy(0)->Client session/request_permission",
  ];
  assert.deepEqual(calls, expected);
  // Each request is answered exactly once on its hop: the response goes the reverse way
  // under the same id text (the pairing rule of the trace format and `trace summary`).
  const answers = new Map<string, number>();
  for (const e of frames.filter((e) => e.type === "response")) {
    const key = `${e.to}->${e.from} ${e.idText}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
  for (const e of frames.filter((e) => e.type === "request")) {
    const key = `${e.from}->${e.to} ${e.idText}`;
    assert.equal(answers.get(key), 1, `one answer to ${key} in\n${lines.join("\n")}`);
    answers.delete(key);
  }
  assert.deepEqual([...answers.keys()], [], "responses to no recorded request");
  // Every hop is named by its parties; the daemon's own answers would be `acp-proxy`.
  const parties = new Set(frames.flatMap((e) => [e.from, e.to]));
  assert.deepEqual([...parties].sort(), ["Agent", "Client", "Proxy(0)"]);
  assert.ok(
    lines.some((l) => JSON.parse(l).type === "route" && JSON.parse(l).selected === 2),
    "a route event",
  );
  // Each component's start and end, by party (the agent's end last), and the first frame.
  const own = lines.map((l) => JSON.parse(l));
  const starts = own.filter((e) => e.type === "agent_start");
  assert.deepEqual(starts.map((e) => e.party), ["Proxy(0)", "Agent"]);
  assert.ok(starts.every((e) => typeof e.pid === "number" && /deno/.test(e.command)));
  const exits = own.filter((e) => e.type === "agent_exit");
  assert.deepEqual(exits.map((e) => [e.party, e.code, e.signal]), [
    ["Proxy(0)", 0, null],
    ["Agent", 0, null],
  ]);
  assert.equal(own.at(-1).party, "Agent", "the agent's end is the last event");
  const first = own.filter((e) => e.type === "first_frame");
  assert.deepEqual(first.map((e) => e.stage), ["received", "forwarded"]);
  assert.match(first[0].raw, /"id":"c-init","method":"initialize"/);
  // Forwarded as the first proxy got it: its _proxy/initialize, under that hop's id.
  const toProxy = own.find((e) => e.type === "request" && e.to === "Proxy(0)");
  assert.equal(JSON.parse(first[1].raw).method, "_proxy/initialize");
  assert.equal(JSON.parse(first[1].raw).id, toProxy.id);
});

// -------------------------------------------------------------------------------------------
// The command line

for (const proxies of [0, 1, 3]) {
  Deno.test(`chain e2e: a client that closes its input right after initialize still gets the answer through ${proxies} proxies, as with the agent router; exit 0`, async () => {
    const args = ["chain"];
    for (let i = 0; i < proxies; i++) args.push("--proxy", example());
    args.push("--agent", denoCommand(CHAIN_AGENT, []));
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv(...args),
      initialize("1", `{"protocolVersion":1}`),
      30_000,
    );
    assert.equal(code, 0, stderr);
    const answer = JSON.parse(stdout.split("\n")[0]);
    assert.equal(answer.id, 1, stdout);
    assert.equal(answer.result.protocolVersion, 1, stdout);
  });
}

/** The daemon with `args`, all three stdio piped, SIGKILLed if it runs past 30 s. */
function spawnPiped(
  args: string[],
): { child: Deno.ChildProcess; timer: ReturnType<typeof setTimeout> } {
  const [command, ...rest] = daemonArgv(...args);
  const child = new Deno.Command(command, {
    args: rest,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  return { child, timer: setTimeout(() => child.kill("SIGKILL"), 30_000) };
}

/**
 * Runs the daemon with `args`, writes `input` and keeps its stdin open until it exits by
 * itself (a client that stays: what ends the chain is the agent), at most 30 s.
 */
async function runWhileClientStays(
  args: string[],
  input: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { child, timer } = spawnPiped(args);
  const writer = child.stdin.getWriter();
  try {
    await writer.write(new TextEncoder().encode(input));
    const out = await child.output();
    const decode = (b: Uint8Array) => new TextDecoder().decode(b);
    return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
  } finally {
    clearTimeout(timer);
    await writer.close().catch(() => {});
  }
}

for (const proxies of [1, 3]) {
  Deno.test(`chain e2e (${proxies} proxies): what the agent sends after its last answer (a v2 agent's updates after the prompt's answer) reaches the client after the client's EOF, as with no proxies and in the agent router; exit 0 (before, the chain ended with the last answer and they were lost without a word)`, async () => {
    const init = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
    // The answer to the request, then notifications 200 ms later; it ends at its input's end.
    const script = `read line; printf '%s\\n' '${init}'; read line; ` +
      `printf '%s\\n' '{"jsonrpc":"2.0","id":2,"result":{}}'; sleep 0.2; ` +
      `for n in 1 2 3; do printf '{"jsonrpc":"2.0","method":"session/update","params":{"n":%d}}\\n' $n; ` +
      `done; cat >/dev/null`;
    const args = ["chain", "--log-level", "info"];
    for (let i = 0; i < proxies; i++) args.push("--proxy", example());
    args.push("--agent", `sh -c ${quote(script)}`);
    const { child, timer } = spawnPiped(args);
    try {
      const writer = child.stdin.getWriter();
      await writer.write(new TextEncoder().encode(
        initialize("1", `{"protocolVersion":1}`) + request("2", "session/new", `{"cwd":"/"}`),
      ));
      await writer.close(); // the client's EOF, with its requests on their way
      const out = await child.output();
      const stdout = new TextDecoder().decode(out.stdout);
      const stderr = new TextDecoder().decode(out.stderr);
      assert.equal(out.code, 0, stderr);
      const ns = stdout.split("\n").filter((l) => l.includes("session/update"))
        .map((l) => JSON.parse(l).params.n);
      assert.deepEqual(ns, [1, 2, 3], `${stdout}\n${stderr}`);
      assert.match(stderr, /the chain ended \(client-left\); exit code 0/);
    } finally {
      clearTimeout(timer);
    }
  });
}

Deno.test("chain e2e: a proxy's message for the agent after the agent's input closed (the client's EOF drains the chain from the agent's side) is not delivered, and a warning says so; the transcript does not record it as sent (before: dropped without a word, recorded as delivered)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const late = '{"jsonrpc":"2.0","method":"_proxy/successor","params":' +
      '{"jsonrpc":"2.0","method":"x/late"}}';
    const init = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
    const agent = `read line; printf '%s\\n' '${init}'; cat >/dev/null`;
    const transcript = `${dir}/t.jsonl`;
    const { child, timer } = spawnPiped([
      "chain",
      "--transcript",
      transcript,
      "--proxy",
      denoCommand(RECORDING_PROXY, ["--at-eof", late]),
      "--agent",
      `sh -c ${quote(agent)}`,
    ]);
    try {
      const writer = child.stdin.getWriter();
      await writer.write(new TextEncoder().encode(initialize("1", `{"protocolVersion":1}`)));
      const reader = child.stdout.getReader();
      const first = await reader.read(); // the answer: the chain is up
      assert.ok(!first.done);
      reader.releaseLock();
      await writer.close();
      const out = await child.output();
      const stderr = new TextDecoder().decode(out.stderr);
      assert.equal(out.code, 0, stderr);
      assert.match(
        stderr,
        /^acp-proxy: warn: Proxy\(0\) sent a message of \d+ bytes to Agent after Agent's input closed \(the client's input ended\); it was not delivered$/m,
      );
      const events = (await Deno.readTextFile(transcript)).trim().split("\n").map((l) =>
        JSON.parse(l)
      );
      assert.deepEqual(
        events.filter((e) => e.from === "Proxy(0)" && e.to === "Agent" && e.type !== "request"),
        [],
        "nothing but the initialize recorded as sent from the proxy to the agent",
      );
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

for (const proxies of [1, 3]) {
  Deno.test(`chain e2e: an agent that writes 2000 notifications and exits: all of them reach the client through ${proxies} proxies, in order, and the daemon exits with the agent's code`, async () => {
    const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
    const script = `read line; printf '%s\\n' '${answer}'; i=0; while [ $i -lt 2000 ]; do ` +
      `printf '{"jsonrpc":"2.0","method":"session/update","params":{"n":%d}}\\n' $i; ` +
      `i=$((i+1)); done; exit 3`;
    const args = ["chain"];
    for (let i = 0; i < proxies; i++) args.push("--proxy", example());
    args.push("--agent", `sh -c ${quote(script)}`);
    const { code, stdout, stderr } = await runWhileClientStays(
      args,
      initialize("1", `{"protocolVersion":1}`),
    );
    assert.equal(code, 3, stderr);
    const ns = stdout.split("\n").filter((l) => l.includes("session/update"))
      .map((l) => JSON.parse(l).params.n);
    assert.deepEqual(ns, Array.from({ length: 2000 }, (_, i) => i));
  });
}

Deno.test("chain e2e (no proxies): an agent killed by SIGTERM a moment before the daemon gets it too (a client that signals the whole process tree, as acpx does) ends the chain as stopped, exit 143, with no error line (regress76: 'error: Agent ended with exit code 143; ending the chain', 3 of 20 runs)", async () => {
  await using s = await ChainScenario.create();
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  // On its second line the agent has the daemon ($PPID) signalled 0.3 s later, by a process
  // of a session of its own, and signals itself now.
  const script = `read line; printf '%s\\n' '${answer}'; read line; ` +
    `setsid sh -c "sleep 0.3; kill -TERM $PPID" & kill -TERM $$`;
  const d = s.start(["chain", "--agent", `sh -c ${quote(script)}`]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  assert.match((await d.readLine())!, /"id":1/);
  await d.write(request("2", "x/foo", "{}"));
  const status = await d.exit(20_000);
  const stderr = await d.errors();
  assert.equal(status.code, 143, stderr);
  assert.doesNotMatch(stderr, /error:/, stderr);
  assert.match(stderr, /info: the chain ended \(stopped\); exit code 143/, stderr);
});

Deno.test("chain e2e: an agent that exits 127 ends the chain with exit 127 and a line saying what 127 means (before editor6: the code alone)", async () => {
  const run = await runToEnd(
    daemonArgv("chain", "--agent", `sh -c 'read l; exit 127'`),
    initialize("1", `{"protocolVersion":1}`),
    30_000,
  );
  assert.equal(run.code, 127, run.stderr);
  assert.match(
    run.stderr,
    /^acp-proxy: error: Agent ended with exit code 127 \(127: a program it runs was not found; check the PATH it gets[^\n]*\)$/m,
  );
});

Deno.test("chain e2e: an agent killed by a signal on its own ends the chain with 128+N and a line naming the signal, as the agent router's (before regress106: the code alone)", async () => {
  const run = await runToEnd(
    daemonArgv("chain", "--agent", `sh -c 'read l; kill -KILL $$'`),
    initialize("1", `{"protocolVersion":1}`),
    30_000,
  );
  assert.equal(run.code, 137, run.stderr);
  assert.match(
    run.stderr,
    /^acp-proxy: error: Agent ended with exit code 137 \(killed by SIGKILL\)(; ending the chain)?$/m,
  );
});

Deno.test("chain e2e (no proxies): a client that sends initialize and a request and ends its input, and an agent that then exits 9 by itself: exit 9 with an error line naming it, as with the agent router (it was 0, and silent)", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  // The agent exits 0.5 s after it read the request: the client's end of input (at once) is
  // seen first even on a loaded machine. Exiting at once raced it: the chain then ended
  // because the agent ended, whose line adds "; ending the chain" (bundle hunt: 3 of 30 runs
  // under load).
  const script = `read line; printf '%s\\n' '${answer}'; read line; sleep 0.5; exit 9`;
  const run = await runToEnd(
    daemonArgv("chain", "--agent", `sh -c ${quote(script)}`),
    initialize("1", `{"protocolVersion":1}`) + request("2", "x/foo", "{}"),
    30_000,
  );
  assert.equal(run.code, 9, run.stderr);
  assert.match(run.stderr, /^acp-proxy: error: Agent ended with exit code 9$/m);
});

/**
 * A shell agent that answers initialize, then writes `count` session/update notifications of
 * about 1 kB each (`params.n` counts them) as fast as it can, and exits 0.
 */
function burstsThenExits(count: number): string {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const update = `{"jsonrpc":"2.0","method":"session/update","params":{"n":%d,"x":"${
    "a".repeat(1000)
  }"}}`;
  return `read line; printf '%s\\n' '${answer}'; i=0; while [ $i -lt ${count} ]; do ` +
    `printf '${update}\\n' $i; i=$((i+1)); done; exit 0`;
}

/** A client that reads at most 64 KiB every `pauseMs` until its input ends; the chunks read. */
async function readSlowly(
  stream: ReadableStream<Uint8Array>,
  pauseMs: number,
): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader({ mode: "byob" });
  for (;;) {
    const { value, done } = await reader.read(new Uint8Array(64 * 1024));
    if (done) break;
    chunks.push(value);
    await delay(pauseMs);
  }
  return chunks;
}

for (const proxies of [0, 1]) {
  Deno.test(`chain e2e (${proxies} proxies): a client that reads slowly gets all of the 2 MB an agent wrote before it exited: the chain waits while the client takes bytes, not one grace period`, async () => {
    const args = ["chain", "--grace-ms", "300"];
    for (let i = 0; i < proxies; i++) args.push("--proxy", example());
    args.push("--agent", `sh -c ${quote(burstsThenExits(2000))}`);
    const { child, timer } = spawnPiped(args);
    const writer = child.stdin.getWriter();
    try {
      await writer.write(new TextEncoder().encode(initialize("1", `{"protocolVersion":1}`)));
      const stderr = new Response(child.stderr).text();
      // 64 KiB at most every 50 ms: about 1.7 s for the whole, several grace periods.
      const chunks = await readSlowly(child.stdout, 50);
      const { code } = await child.status;
      const text = new TextDecoder().decode(concat(chunks));
      assert.equal(code, 0, await stderr);
      const ns = text.split("\n").filter((l) => l.includes("session/update"))
        .map((l) => JSON.parse(l).params.n);
      assert.equal(ns.length, 2000, "every notification arrived");
      assert.deepEqual(ns, Array.from({ length: 2000 }, (_, i) => i));
    } finally {
      clearTimeout(timer);
      await writer.close().catch(() => {});
    }
  });
}

Deno.test("chain e2e: a client that sends 24 MiB, closes its input and reads slowly gets every byte back from an agent that echoes (cat): the grace period starts once the agent has taken what the client sent, as the agent router's does (before: the agent was ended 300 ms after the client's end with megabytes still queued for it, exit 0, the output cut) (regress81)", async () => {
  const encoder = new TextEncoder();
  const line = encoder.encode(
    `{"jsonrpc":"2.0","method":"x/note","params":{"p":"${"a".repeat(1000)}"}}\n`,
  );
  const count = Math.ceil(24 * 1024 * 1024 / line.length);
  const input = new Uint8Array(count * line.length);
  for (let i = 0; i < count; i++) input.set(line, i * line.length);
  const init = encoder.encode(initialize("1", `{"protocolVersion":1}`));
  const { child, timer } = spawnPiped(["chain", "--grace-ms", "300", "--agent", "cat"]);
  try {
    const stderr = new Response(child.stderr).text();
    // 64 KiB every 15 ms at most: about 4 MB/s, some 6 s for the whole.
    const reading = readSlowly(child.stdout, 15);
    const writer = child.stdin.getWriter();
    await writer.write(init);
    await writer.write(input);
    await writer.close();
    const out = concat(await reading);
    const { code } = await child.status;
    assert.equal(code, 0, await stderr);
    assert.equal(out.length, init.length + input.length, "every byte came back");
    assertSameBytes(out, concat([init, input]), "the echo");
  } finally {
    clearTimeout(timer);
  }
});

/** A python3 agent: answers the initialize under its id, then `after` (python statements). */
function pythonAgent(dir: string, name: string, after: string): string {
  const path = `${dir}/${name}.py`;
  Deno.writeTextFileSync(
    path,
    `import json, sys, time
out = sys.stdout.buffer
m = json.loads(sys.stdin.buffer.readline())
out.write((json.dumps({"jsonrpc": "2.0", "id": m["id"], "result": {"protocolVersion": 1}}) + "\\n").encode())
out.flush()
${after}
`,
  );
  return `python3 ${path}`;
}

Deno.test("chain e2e: a v2 agent's initialize answer nesting 8 million arrays deep (16 MB, within the chain's bound) is checked for its v2 shape without parsing it whole: the chain passes it on within a 256 MB heap (before limits4: the whole result was parsed, and the daemon died out of memory, exit 133)", async () => {
  const dir = await Deno.makeTempDir();
  const depth = 8_000_000;
  const path = `${dir}/deep.py`;
  await Deno.writeTextFile(
    path,
    `import json, sys
m = json.loads(sys.stdin.buffer.readline())
out = sys.stdout.buffer
out.write(b'{"jsonrpc":"2.0","id":' + json.dumps(m["id"]).encode() + b',"result":{"protocolVersion":2,"info":{"name":"a","version":"1"},"x":' + b"[" * ${depth} + b"]" * ${depth} + b"}}\\n")
out.flush()
sys.stdin.buffer.read()
`,
  );
  const argv = daemonArgv("chain", "--agent", `python3 ${path}`);
  argv.splice(3, 0, "--v8-flags=--max-old-space-size=256");
  const { code, stdout, stderr } = await runToEnd(
    argv,
    initialize("1", `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`),
    60_000,
  );
  await Deno.remove(dir, { recursive: true });
  assert.equal(code, 0, stderr.slice(-2000));
  assert.ok(stdout.startsWith(`{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":2,`));
  assert.equal(stdout.length, 2 * depth + 95, "the answer, whole");
});

Deno.test("chain e2e: after the client's end, the grace period waits only for what the client had sent, not for what the agent keeps sending back through the proxy's queue: a chain whose agent ignores its input's end and writes without pause ends within a few grace periods (before: it streamed on for 20 s and more) (regress82)", async () => {
  const dir = await Deno.makeTempDir();
  const agent = pythonAgent(
    dir,
    "flood",
    `note = (json.dumps({"jsonrpc": "2.0", "method": "x/flood", "params": {"p": "b" * 2000}}) + "\\n").encode()
while True:
    out.write(note)
    out.flush()`,
  );
  const { child, timer } = spawnPiped([
    "chain",
    "--grace-ms",
    "1000",
    "--proxy",
    denoCommand(RECORDING_PROXY, []),
    "--agent",
    agent,
  ]);
  try {
    const stderr = new Response(child.stderr).text();
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(initialize("1", `{"protocolVersion":1}`)));
    await delay(1_000);
    await writer.close();
    const endedAt = performance.now();
    const draining = (async () => {
      for await (const _ of child.stdout) { /* read and dropped */ }
    })();
    const { code } = await within(child.status, 15_000, "the chain ends");
    await draining;
    assert.equal(code, 0, await stderr);
    assert.ok(performance.now() - endedAt < 15_000);
  } finally {
    clearTimeout(timer);
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("chain e2e: after the client's end, an agent that reads nothing with a large frame queued for it (8 MB) is ended within a few grace periods, not one grace period per 64 KiB of the write under way (before: 62 s at --grace-ms 500) (regress82)", async () => {
  const dir = await Deno.makeTempDir();
  const agent = pythonAgent(dir, "stuck", "time.sleep(100000)");
  const { child, timer } = spawnPiped(["chain", "--grace-ms", "500", "--agent", agent]);
  try {
    const stderr = new Response(child.stderr).text();
    const output = new Response(child.stdout).text();
    const writer = child.stdin.getWriter();
    const encoder = new TextEncoder();
    await writer.write(encoder.encode(initialize("1", `{"protocolVersion":1}`)));
    const big = encoder.encode(
      `{"jsonrpc":"2.0","method":"x/big","params":{"p":"${"a".repeat(8_000_000)}"}}\n`,
    );
    // Not awaited: what the agent does not read stays queued; the chain takes the rest.
    const writing = writer.write(big).then(() => writer.close()).catch(() => {});
    const { code } = await within(child.status, 15_000, "the chain ends");
    await writing;
    assert.equal(code, 0, await stderr);
    assert.match(await output, /"result": \{"protocolVersion": 1\}/, "the answer came");
  } finally {
    clearTimeout(timer);
    await Deno.remove(dir, { recursive: true });
  }
});

/** Has the recording proxy write `lines` as its own (its `x/inject`), answered under `id`. */
async function inject(d: Daemon, id: string, lines: string[]): Promise<void> {
  await d.write(request(id, "x/inject", JSON.stringify({ lines })));
  assert.equal(JSON.parse(await answerTo(d, id)).result.injected, lines.length);
}

/** A chain of the recording proxy in front of the chain agent, initialized (v1). */
async function recordedChain(s: ChainScenario): Promise<{ record: string; d: Daemon }> {
  const record = s.file("proxy.record");
  const d = s.start([
    "chain",
    "--proxy",
    denoCommand(RECORDING_PROXY, ["--record", record]),
    "--agent",
    denoCommand(CHAIN_AGENT, []),
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  return { record, d };
}

/** Waits (at most 10 s) for a line the proxy recorded that matches `re`; returns it parsed. */
async function recordedMatch(record: string, re: RegExp, what: string) {
  await waitFor(() => recorded(record).some((l) => re.test(l)), what, 10_000);
  return JSON.parse(recorded(record).find((l) => re.test(l))!);
}

/**
 * A chain of the recording proxy and the chain agent (`agentArgs`) with a --transcript; with
 * `v1`, initialized as v1.
 */
async function transcribedChain(
  s: ChainScenario,
  agentArgs: string[] = [],
  v1 = true,
): Promise<{ d: Daemon; transcript: string }> {
  const transcript = s.file("t.jsonl");
  const d = s.start([
    "chain",
    "--transcript",
    transcript,
    "--proxy",
    denoCommand(RECORDING_PROXY, []),
    "--agent",
    denoCommand(CHAIN_AGENT, agentArgs),
  ]);
  if (v1) {
    await d.write(initialize("1", `{"protocolVersion":1}`));
    await answerTo(d, "1");
  }
  return { d, transcript };
}

Deno.test("chain e2e: a proxy's line that is not JSON is dropped, shown in the warning (escaped) and kept in the transcript as a non_json event (before, the warning did not quote it and the transcript had no trace of it)", async () => {
  await using s = await ChainScenario.create();
  const { d, transcript } = await transcribedChain(s);
  const stray = "progress \u001b[2K 42% done";
  await inject(d, "2", [stray]);
  await d.write(request("3", "x/echo", `{"n":1}`));
  assert.equal(await answerTo(d, "3"), `{"jsonrpc":"2.0","id":3,"result":{"n":1}}`);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
  assert.match(
    d.stderrText,
    /acp-proxy: warn: dropped a line from Proxy\(0\) that is not JSON: progress \\u001b\[2K 42% done\n/,
  );
  const events = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "")
    .map((l) => JSON.parse(l)).filter((e) => e.type === "non_json");
  assert.equal(events.length, 1, JSON.stringify(events));
  assert.equal(events[0].from, "Proxy(0)");
  assert.equal(events[0].to, "acp-proxy");
  assert.equal(events[0].action, "drop");
  assert.equal(events[0].raw, stray);
});

Deno.test("chain e2e: --transcript records the lines the chain answers itself, as sent to acp-proxy: a client's line that is not JSON (answered -32700) and a proxy's 42 (answered -32600); before, only the answers were recorded", async () => {
  await using s = await ChainScenario.create();
  const { d, transcript } = await transcribedChain(s);
  await d.write("garbage here\n");
  const parseError = await d.readLine();
  assert.ok(parseError !== null && parseError.includes("-32700"), String(parseError));
  await inject(d, "2", ["42"]);
  await d.write(request("3", "x/echo", `{"n":1}`));
  assert.equal(await answerTo(d, "3"), `{"jsonrpc":"2.0","id":3,"result":{"n":1}}`);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
  const events = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "")
    .map((l) => JSON.parse(l));
  const garbage = events.find((e) => e.type === "non_json" && e.raw === "garbage here");
  assert.ok(garbage, JSON.stringify(events.filter((e) => e.from === "Client")));
  assert.equal(garbage.to, "acp-proxy");
  assert.equal(garbage.action, "pass");
  const scalar = events.find((e) => e.type === "invalid" && e.from === "Proxy(0)");
  assert.ok(scalar, JSON.stringify(events.filter((e) => e.from === "Proxy(0)")));
  assert.equal(scalar.to, "acp-proxy");
  const answers = events.filter((e) => e.type === "response" && e.from === "acp-proxy")
    .map((e) => `${e.to} ${e.payload?.code}`);
  assert.ok(answers.includes("Client -32700"), JSON.stringify(answers));
  assert.ok(answers.includes("Proxy(0) -32600"), JSON.stringify(answers));
});

Deno.test("chain e2e: --transcript of a v2 chain whose agent answers 1: the refusal the client gets pairs with its request, and trace summary counts no unmatched response (before: the replaced answer was recorded as one more, unmatched)", async () => {
  await using s = await ChainScenario.create();
  const { d, transcript } = await transcribedChain(s, ["--protocol", "1"], false);
  await d.write(initialize(`"c-init"`, `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`));
  const refused = JSON.parse(await answerTo(d, `"c-init"`));
  assert.equal(refused.error.code, -32600, JSON.stringify(refused));
  assert.match(refused.error.message, /never downgraded/);
  await d.closeStdin();
  await d.exit();
  const { summarizeTranscriptFile } = await import("../observation/trace_summary.ts");
  const summary = await summarizeTranscriptFile(transcript);
  assert.equal(summary.unmatched_responses, 0, JSON.stringify(summary));
});

Deno.test("chain e2e: a proxy's invalid request (an array id) is answered -32600 with id null, as the client's is (it was dropped with only a warning), and the chain goes on", async () => {
  await using s = await ChainScenario.create();
  const { record, d } = await recordedChain(s);
  await inject(d, "2", [`{"jsonrpc":"2.0","id":[],"method":"foo"}`]);
  const answer = await recordedMatch(record, /"code":-32600/, "the -32600 answer to the proxy");
  assert.equal(answer.id, null);
  assert.match(answer.error.data, /"id" must be a string, number or null/);
  // The chain goes on.
  await d.write(request("3", "x/echo", `{"n":1.0}`));
  assert.equal(await answerTo(d, "3"), `{"jsonrpc":"2.0","id":3,"result":{"n":1.0}}`);
});

Deno.test("chain e2e: a proxy's wrapped $/cancel_request sent as a request (an envelope with an id) is acted on and the envelope answered: null once the agent got the cancel, -32602 without a requestId (before, neither envelope was ever answered)", async () => {
  await using s = await ChainScenario.create();
  const { record, d } = await recordedChain(s);
  const envelope = (id: string, method: string, params: string) =>
    `{"jsonrpc":"2.0","id":${id},"method":"_proxy/successor","params":{"method":"${method}",` +
    `"params":${params}}}`;
  await inject(d, "2", [
    envelope(
      `"p0-hang"`,
      "session/prompt",
      `{"sessionId":"chain-session-1","prompt":[{"type":"text","text":"hang"}]}`,
    ),
    envelope(`"env-1"`, "$/cancel_request", `{"requestId":"p0-hang"}`),
    envelope(`"env-2"`, "$/cancel_request", `{}`),
  ]);
  // The agent got the cancel (it answers the prompt -32800 only then)...
  const cancelled = await recordedMatch(record, /"id":"p0-hang"/, "the prompt's -32800 answer");
  assert.equal(cancelled.error.code, -32800);
  // ...and each envelope request has its answer.
  const answered = await recordedMatch(record, /"id":"env-1"/, "the answer to env-1");
  assert.deepEqual(answered, { jsonrpc: "2.0", id: "env-1", result: null });
  const refused = await recordedMatch(record, /"id":"env-2"/, "the answer to env-2");
  assert.equal(refused.error.code, -32602);
  assert.match(refused.error.message, /needs params\.requestId/);
});

Deno.test("chain e2e: a client that closes its input and reads slowly never gets a cut line: an answer that reaches the chain only after the grace period that followed the EOF is not sent (stderr says so), and the answers before it arrive whole; exit 0", async () => {
  await using s = await Scenario.create();
  const record = s.file("proxy.record");
  const size = 4 * 1024 * 1024; // at 64 KiB per 20 ms, about 1.3 s to read: past the grace
  const { child, timer } = spawnPiped([
    "chain",
    "--grace-ms",
    "300",
    "--proxy",
    // The echo of the big request waits in the proxy until its input closes: the chain's end.
    denoCommand(RECORDING_PROXY, ["--record", record, "--hold-over", String(size)]),
    "--agent",
    denoCommand(CHAIN_AGENT, []),
  ]);
  const writer = child.stdin.getWriter();
  try {
    const stderr = new Response(child.stderr).text();
    const big = `{"x":"${"a".repeat(size)}"}`;
    await writer.write(
      new TextEncoder().encode(
        initialize("1", `{"protocolVersion":1}`) + request("2", "x/echo", big),
      ),
    );
    // A client that reads 64 KiB every 20 ms, until the end of its input.
    const reading = readSlowly(child.stdout, 20);
    // The proxy holds the agent's echo (it read the request and the answer): the client ends.
    await waitFor(() => {
      try {
        return Deno.statSync(record).size >= 2 * size;
      } catch {
        return false;
      }
    }, "the proxy to hold the echo");
    await writer.close();
    const chunks = await reading;
    const { code } = await child.status;
    const text = new TextDecoder().decode(concat(chunks));
    assert.equal(code, 0, await stderr);
    assert.ok(text.endsWith("\n"), `the output ends with a whole line (${text.length} bytes)`);
    const lines = text.split("\n").slice(0, -1);
    for (const line of lines) JSON.parse(line); // every line whole
    assert.equal(JSON.parse(lines[0]).id, 1);
    assert.equal(lines.length, 1, "the late answer was not sent");
    assert.match(
      await stderr,
      /warn: Proxy\(0\) sent a message of \d+ bytes after the chain ended \(the client's input ended\); it was not delivered/,
    );
  } finally {
    clearTimeout(timer);
    await writer.close().catch(() => {});
  }
});

Deno.test("chain e2e: SIGTERM while the last output of an agent that has exited waits for a client that never reads → exit 143 within about twice --grace-ms, not the 60 s output stall", async () => {
  await using s = await Scenario.create();
  const log = s.file("daemon.log");
  const { child, timer } = spawnPiped([
    "chain",
    "--grace-ms",
    "300",
    "--log-level",
    "info",
    "--log-file",
    log,
    "--agent",
    `sh -c ${quote(burstsThenExits(2000))}`,
  ]);
  const writer = child.stdin.getWriter();
  try {
    await writer.write(new TextEncoder().encode(initialize("1", `{"protocolVersion":1}`)));
    // The chain queues the agent's 2 MB (its queues hold 16 MiB): the agent exits.
    await waitFor(() => {
      try {
        return Deno.readTextFileSync(log).includes("Agent ended with exit code 0");
      } catch {
        return false;
      }
    }, "the agent's exit");
    await delay(1_000); // past the first grace period: the drain waits on the client
    const since = Date.now();
    child.kill("SIGTERM");
    const status = await child.status;
    assert.equal(status.code, 143, Deno.readTextFileSync(log));
    assert.ok(Date.now() - since < 10_000, `exited ${Date.now() - since} ms after SIGTERM`);
  } finally {
    clearTimeout(timer);
    await writer.close().catch(() => {});
    await child.stdout.cancel().catch(() => {});
    await child.stderr.cancel().catch(() => {});
  }
});

/**
 * A shell agent that answers initialize, then session/new with a notification after it, then
 * closes its output and exits with `code`.
 */
function answersThenExits(code: number): string {
  const answers = [
    '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}',
    '{"jsonrpc":"2.0","id":2,"result":{"sessionId":"s"}}',
    '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","n":1}}',
  ];
  return `read line; printf '%s\\n' '${answers[0]}'; read line; ` +
    `printf '%s\\n%s\\n' '${answers[1]}' '${answers[2]}'; exec 1>&-; exit ${code}`;
}

for (const proxies of [1, 2]) {
  Deno.test(`chain e2e (${proxies} slow proxies): what the agent wrote before it closed its output and exited 0 reaches the client through proxies that take 150 ms per frame, and the chain exits 0`, async () => {
    const script = answersThenExits(0);
    const args = ["chain", "--log-level", "info"];
    for (let i = 0; i < proxies; i++) {
      args.push("--proxy", denoCommand(RECORDING_PROXY, ["--delay-ms", "150"]));
    }
    args.push("--agent", `sh -c ${quote(script)}`);
    const { code, stdout, stderr } = await runWhileClientStays(
      args,
      initialize("1", `{"protocolVersion":1}`) +
        request("2", "session/new", `{"cwd":"/","mcpServers":[]}`),
    );
    assert.equal(code, 0, stderr);
    const lines = stdout.split("\n").filter((l) => l !== "");
    assert.equal(lines.length, 3, stdout);
    assert.match(lines[1], /"sessionId":"s"/);
    assert.match(lines[2], /"n":1/);
    assert.match(stderr, /info: Agent ended with exit code 0/);
  });
}

Deno.test("chain e2e: a client that closes its input while the chain drains an agent's end (exit 3) does not turn it into a clean client-left: the exit code is the agent's and its last notification arrives", async () => {
  const script = answersThenExits(3);
  const { child, timer } = spawnPiped([
    "chain",
    "--proxy",
    denoCommand(RECORDING_PROXY, ["--delay-ms", "300"]),
    "--agent",
    `sh -c ${quote(script)}`,
  ]);
  try {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(
      initialize("1", `{"protocolVersion":1}`) +
        request("2", "session/new", `{"cwd":"/","mcpServers":[]}`),
    ));
    // The client closes its input as soon as its last answer arrives (as editors do).
    let text = "";
    const decoder = new TextDecoder();
    const reader = child.stdout.getReader();
    while (!text.includes('"sessionId":"s"}')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await writer.close();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      text += decoder.decode(r.value);
    }
    const status = await child.status;
    const stderr = new TextDecoder().decode(
      (await new Response(child.stderr).arrayBuffer()) as ArrayBuffer,
    );
    assert.equal(status.code, 3, stderr);
    assert.match(text, /"n":1/);
  } finally {
    clearTimeout(timer);
  }
});

for (const proxies of [1, 2]) {
  Deno.test(`chain e2e (${proxies} proxies): an agent that exits (3) with a client request in flight: the client gets -32603 under that request's own id saying the chain ended, then the end; exit 3 (before, only the end: the request never settled)`, async () => {
    const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
    const script = `read line; printf '%s\\n' '${answer}'; read line; exit 3`;
    const args = ["chain"];
    for (let i = 0; i < proxies; i++) args.push("--proxy", denoCommand(RECORDING_PROXY, []));
    args.push("--agent", `sh -c ${quote(script)}`);
    const { code, stdout, stderr } = await runWhileClientStays(
      args,
      initialize("1", `{"protocolVersion":1}`) +
        `{"jsonrpc":"2.0","id":"p-\\u0037","method":"session/new","params":{}}\n`,
    );
    assert.equal(code, 3, stderr);
    const lines = stdout.trimEnd().split("\n");
    assert.equal(lines.length, 2, stdout);
    assert.equal(JSON.parse(lines[0]).id, 1);
    assert.equal(
      lines[1],
      `{"jsonrpc":"2.0","id":"p-\\u0037","error":{"code":-32603,"message":"the chain ended ` +
        `before answering: Agent ended"}}`,
    );
  });
}

Deno.test("chain e2e: a proxy that fails (exit 5) while the agent ends cleanly ends the chain as a failure naming that proxy, not a clean exit 0", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const script = `read line; printf '%s\\n' '${answer}'; exec 1>&-; exit 0`;
  const { code, stderr } = await runWhileClientStays(
    [
      "chain",
      "--proxy",
      denoCommand(RECORDING_PROXY, ["--exit-code", "5"]),
      "--agent",
      `sh -c ${quote(script)}`,
    ],
    initialize("1", `{"protocolVersion":1}`),
  );
  assert.equal(code, 1, stderr);
  // Said as what it is: the agent ended the chain first (chain9; before: "; ending the chain").
  assert.match(
    stderr,
    /error: Proxy\(0\) ended with exit code 5 as the chain ended \(after the agent\); what passed through it may not have reached the client\n/,
  );
  assert.doesNotMatch(stderr, /ending the chain/);
});

Deno.test("chain e2e: a component that fails by itself (exit 7) after another ended the chain (the agent, exit 4) is said too, and the chain's code is the first one's (before: only the agent's end was said)", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const script = `read line; printf '%s\\n' '${answer}'; exit 4`;
  const { code, stderr } = await runWhileClientStays(
    [
      "chain",
      "--proxy",
      denoCommand(RECORDING_PROXY, ["--exit-code", "7"]),
      "--agent",
      `sh -c ${quote(script)}`,
    ],
    initialize("1", `{"protocolVersion":1}`),
  );
  assert.equal(code, 4, stderr);
  assert.match(stderr, /error: Agent ended with exit code 4; ending the chain\n/);
  assert.match(stderr, /error: Proxy\(0\) ended with exit code 7 too, after Agent\n/);
});

for (const proxies of [0, 1]) {
  Deno.test(`chain e2e (${proxies} proxies): an agent that closes its output and keeps running (ignoring its input's end) ends the chain; it is stopped after the grace period and the chain exits with its code, 143, as the agent router does`, async () => {
    const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
    const script = `read line; printf '%s\\n' '${answer}'; exec 1>&- 0<&-; sleep 30`;
    const args = ["chain", "--grace-ms", "500"];
    for (let i = 0; i < proxies; i++) args.push("--proxy", example());
    args.push("--agent", `sh -c ${quote(script)}`);
    const { code, stdout, stderr } = await runWhileClientStays(
      args,
      initialize("1", `{"protocolVersion":1}`),
    );
    assert.match(stdout, /"protocolVersion":1/);
    assert.equal(code, 143, stderr);
    assert.match(
      stderr,
      /Agent ended its output and was stopped \(exit code 143\); the chain ended/,
    );
  });
}

for (const proxies of [0, 1]) {
  Deno.test(`chain e2e (${proxies} proxies): an agent that exits while a process it started still holds its stdout ends the chain with its code within the grace period, as with the agent router; the holder is ended too`, async () => {
    const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
    const script = `sleep 300 & read line; printf '%s\\n' '${answer}'; exit 3`;
    const args = ["chain", "--grace-ms", "500"];
    for (let i = 0; i < proxies; i++) args.push("--proxy", example());
    args.push("--agent", `sh -c ${quote(script)}`, "--log-level", "info");
    const started = performance.now();
    const { code, stdout, stderr } = await runWhileClientStays(
      args,
      initialize("1", `{"protocolVersion":1}`),
    );
    const ms = performance.now() - started;
    try {
      assert.equal(code, 3, stderr);
      assert.equal(JSON.parse(stdout.split("\n")[0]).id, 1, stdout);
      assert.match(stderr, /Agent exited with code 3, but its output is still open 500 ms later/);
      assert.ok(ms < 20_000, `ended after ${Math.round(ms)} ms, before the client left`);
      const agent = startedPids(stderr).get("Agent");
      assert.ok(agent !== undefined, stderr);
      assert.deepEqual(
        groupMembers(agent),
        [],
        "the holder (sleep 300) ended with the agent's group",
      );
    } finally {
      killStarted(stderr);
    }
  });
}

Deno.test("chain e2e: with no proxies the chain is a byte pipe after the initialize answer: a line over --max-frame, a line that is not JSON and a last line without LF arrive exactly", async () => {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const script = `read line; printf '%s\\n' '${answer}'; head -c 4096 /dev/zero | tr '\\0' x; ` +
    `printf '\\nnot json\\ntail without LF'; cat >/dev/null`;
  const { code, stdout, stderr } = await runToEnd(
    daemonArgv("chain", "--max-frame", "1024", "--agent", `sh -c ${quote(script)}`),
    initialize("1", `{"protocolVersion":1}`),
    30_000,
  );
  assert.equal(code, 0, stderr);
  assert.equal(stdout, `${answer}\n${"x".repeat(4096)}\nnot json\ntail without LF`);
});

for (
  const [name, payload] of [
    // Over the 64 MiB a chain that frames would pass: a byte pipe has no limit.
    ["a line over 64 MiB", `${"x".repeat(MAX_CHAIN_FRAME_BYTES + 1)}\nafter it\n`],
    ["a last line without LF", "tail without LF"],
  ]
) {
  Deno.test(`chain e2e: with no proxies the client's first bytes after the initialize answer pass exactly too (${name}), though its read was waiting when the answer passed`, async () => {
    await using s = await ChainScenario.create();
    const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
    const script = `read line; printf '%s\\n' '${answer}'; exec cat`; // echoes the rest
    const d = s.start(["chain", "--agent", `sh -c ${quote(script)}`]);
    await d.write(initialize("1", `{"protocolVersion":1}`));
    assert.equal(await d.readLine(), answer);
    const sent = new TextEncoder().encode(payload);
    const writing = d.write(sent, 60_000).then(() => d.closeStdin());
    const chunks: Uint8Array[] = [];
    for (let c = await d.readSome(1 << 20); c !== null; c = await d.readSome(1 << 20)) {
      chunks.push(c);
    }
    await writing;
    assertSameBytes(concat(chunks), sent, "what the agent got (and echoed)");
    assert.equal((await d.exit()).code, 0, d.stderrText);
  });
}

Deno.test("chain e2e: with no proxies the client's first frame after the initialize answer passes as its bytes come, before its LF (its read was waiting for a line when the answer passed), and so does one begun before the answer (before stdiokinds11: held until its LF)", async () => {
  await using s = await ChainScenario.create();
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  // Answers after a moment, so that a frame begun before the answer is held by then.
  const script = `read line; sleep 0.5; printf '%s\\n' '${answer}'; exec cat`;
  const d = s.start(["chain", "--agent", `sh -c ${quote(script)}`]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await d.write(`{"begun":"before"`);
  assert.equal(await d.readLine(), answer);
  const echoed = new TextDecoder().decode((await d.readSome(1 << 16, 10_000)) ?? new Uint8Array());
  assert.equal(echoed, `{"begun":"before"`, "the frame begun before the answer, without its LF");
  await d.write(`{"partial":1}`);
  const partial = new TextDecoder().decode((await d.readSome(1 << 16, 10_000)) ?? new Uint8Array());
  assert.equal(partial, `{"partial":1}`, "a frame after the answer, without its LF");
  await d.write("}\n");
  assert.equal(await d.readLine(), "}");
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, d.stderrText);
});

Deno.test("chain e2e: an agent that writes a line without LF and exits while a process it started holds its output open gets that line to the client once the chain lets its output go, as serve does (before stdiokinds11: dropped without a word)", async () => {
  await using s = await ChainScenario.create();
  const script = `sleep 5 & printf 'fatal: no key'; exit 1`;
  const d = s.start(["chain", "--grace-ms", "500", "--agent", `sh -c ${quote(script)}`]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  const rest = new TextDecoder().decode(await d.readRest(20_000));
  assert.equal(rest, "fatal: no key");
  assert.equal((await d.exit(20_000)).code, 1, d.stderrText);
});

Deno.test("chain e2e: with no proxies and a --transcript (frames are read), a last line without LF stays so both ways: the transcript does not alter the bytes", async () => {
  await using s = await ChainScenario.create();
  const got = s.file("agent-got");
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const script = `read line; printf '%s\\n' '${answer}'; cat > ${got}; printf 'agent tail'`;
  const d = s.start([
    "chain",
    "--transcript",
    s.file("chain.jsonl"),
    "--agent",
    `sh -c ${quote(script)}`,
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  assert.equal(await d.readLine(), answer);
  await d.write("client tail");
  await d.closeStdin();
  const chunks: Uint8Array[] = [];
  for (let c = await d.readSome(1 << 16); c !== null; c = await d.readSome(1 << 16)) {
    chunks.push(c);
  }
  assert.equal(new TextDecoder().decode(concat(chunks)), "agent tail");
  assert.equal(await Deno.readTextFile(got), "client tail");
  assert.equal((await d.exit()).code, 0, d.stderrText);
});

for (const transcript of [false, true]) {
  Deno.test(`chain e2e: with no proxies${transcript ? " and a --transcript" : ""}, an initialize that is the client's last line, without LF, reaches the agent without LF, as later lines and the agent router's (before, the chain added an LF to the selecting frame only)`, async () => {
    await using s = await ChainScenario.create();
    for (const version of [1, 2]) {
      const got = s.file(`agent-got-${version}`);
      const result = version === 1 ? `{"protocolVersion":1}` : `{"protocolVersion":2,${V2_INFO}}`;
      const answer = `{"jsonrpc":"2.0","id":1,"result":${result}}`;
      const d = s.start([
        "chain",
        ...(transcript ? ["--transcript", s.file(`chain-${version}.jsonl`)] : []),
        "--agent",
        `sh -c ${quote(`cat > ${got}; printf '%s\\n' '${answer}'`)}`,
      ]);
      const params = version === 1 ? `{"protocolVersion":1}` : `{"protocolVersion":2,${V2_INFO}}`;
      const sent = initialize("1", params).trimEnd();
      await d.write(sent);
      await d.closeStdin();
      assert.equal(await d.readLine(), answer);
      assert.equal((await d.exit()).code, 0, d.stderrText);
      assert.equal(await Deno.readTextFile(got), sent, `v${version}`);
    }
  });
}

/** A v1 chain of the example proxy and the chain agent, its initialize answered. */
async function exampleChain(s: ChainScenario): Promise<Daemon> {
  const d = s.start([
    "chain",
    "--proxy",
    example(),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--protocol", "1"]),
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  return d;
}

Deno.test("chain e2e: with a proxy, a 9 MiB request after the handshake passes both ways (frames after selection are bounded by 64 MiB, not by --max-frame)", async () => {
  await using s = await ChainScenario.create();
  const d = await exampleChain(s);
  const params = JSON.stringify({ blob: "b".repeat(9 * 1024 * 1024) });
  await d.write(request("2", "_test/echo", params), 30_000);
  assert.equal(await answerTo(d, "2"), `{"jsonrpc":"2.0","id":2,"result":${params}}`);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0);
});

Deno.test("chain e2e: with a proxy, a client message just under 64 MiB passes, though the proxy's _proxy/successor envelope around it is over 64 MiB (before chain14: the envelope ended the chain, blaming the proxy)", async () => {
  await using s = await ChainScenario.create();
  const d = await exampleChain(s);
  const head = `{"jsonrpc":"2.0","method":"_test/note","params":{"blob":"`;
  const tail = `"}}`;
  const blob = "b".repeat(MAX_CHAIN_FRAME_BYTES - 20 - head.length - tail.length);
  await d.write(`${head}${blob}${tail}\n`, 60_000);
  await d.write(request("2", "session/new", `{"cwd":"/","mcpServers":[]}`));
  assert.match(await answerTo(d, "2"), /"result":\{"sessionId":"chain-session-1"\}/);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, d.stderrText);
});

Deno.test("chain e2e: with a proxy, the agent's frames get no room for an envelope: an agent message 1000 bytes over 64 MiB ends the chain naming the 64 MiB bound (before regress86: it passed, and a larger one was said to be over 67174400 bytes)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const agent = pythonAgent(
      dir,
      "big",
      `out.write(b'{"jsonrpc":"2.0","method":"x","params":"' + b"a" * ${
        MAX_CHAIN_FRAME_BYTES + 1000
      } + b'"}\\n')
out.flush()
sys.stdin.buffer.read()`,
    );
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("chain", "--proxy", example(), "--agent", agent),
      initialize("1", `{"protocolVersion":1}`),
      60_000,
    );
    assert.equal(code, 1, stderr);
    assert.match(stderr, /error: Agent sent a message larger than 67108864 bytes, /);
    assert.ok(stdout.length < 1024 * 1024, "the message was not passed on");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("chain e2e: with a proxy, a client message over 64 MiB after the handshake ends the chain with exit 1: the client gets -32600 without id naming the bound, and stderr says to raise --max-frame", async () => {
  const { code, stdout, stderr } = await runToEnd(
    daemonArgv(
      "chain",
      "--proxy",
      example(),
      "--agent",
      denoCommand(CHAIN_AGENT, ["--protocol", "1"]),
    ),
    initialize("1", `{"protocolVersion":1}`) + "x".repeat(64 * 1024 * 1024 + 1) + "\n",
    60_000,
  );
  assert.equal(code, 1, stderr);
  const lines = stdout.trimEnd().split("\n");
  // Its place among the lines is not fixed: the initialize's answer, on its way back through
  // the proxy, may come before or after it.
  assert.ok(
    lines.includes(
      `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the client sent a message ` +
        `larger than 67108864 bytes, the largest this chain passes"}}`,
    ),
    lines.map((l) => l.slice(0, 200)).join("\n"),
  );
  assert.match(
    stderr,
    /error: the client sent a message larger than 67108864 bytes, .*; ending the chain; raise --max-frame to pass larger messages\n/,
  );
  assert.doesNotMatch(stderr, /error: raise --max-frame/, "one line (ROUTING 6)");
});

Deno.test("chain e2e: a first message over --max-frame gets the -32600 every router gives (the limit named, and as data: ROUTING 2.3), exit 1, and one stderr line saying to send a smaller frame or raise --max-frame (ROUTING 6; before, the chain's own words and no data)", async () => {
  const { code, stdout, stderr } = await runToEnd(
    daemonArgv("chain", "--proxy", "cat", "--agent", "cat", "--max-frame", "200"),
    `${"0".repeat(300)}\n`,
    30_000,
  );
  assert.equal(code, 1, stderr);
  assert.equal(
    stdout,
    `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"first frame exceeds the 200-byte limit; send a smaller frame","data":{"limit":200}}}\n`,
  );
  assert.equal(
    stderr,
    "acp-proxy: error: first frame exceeds the 200-byte limit; send a smaller frame or raise --max-frame\n",
  );
});

Deno.test("chain e2e: an HTTP remote agent that cannot be reached is a failed start, with or without a proxy: the client gets 'failed to start Agent: could not reach ...' once, exit 1, one stderr line naming --agent", async () => {
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (closed.addr as Deno.NetAddr).port;
  closed.close(); // nothing listens there now
  const agent = `http://127.0.0.1:${port}/acp`;
  for (const proxies of [[], ["--proxy", example()]]) {
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("chain", ...proxies, "--agent", agent),
      initialize("1", `{"protocolVersion":1}`),
      30_000,
    );
    assert.equal(code, 1, stderr);
    const lines = stdout.trimEnd().split("\n");
    assert.equal(lines.length, 1, stdout);
    const answer = JSON.parse(lines[0]);
    assert.equal(answer.id, 1);
    assert.match(
      answer.error.message,
      /^failed to start Agent: could not reach the remote agent at /,
    );
    const errors = stderr.trimEnd().split("\n").filter((l) => l.includes(" error: "));
    assert.equal(errors.length, 1, stderr);
    assert.match(errors[0], /failed to start Agent: .*; check the --agent address/);
  }
});

Deno.test("chain e2e: a proxy that exits (even with 0) ends the chain with exit 1, and stderr says which component ended at the default log level", async () => {
  const { code, stderr } = await runToEnd(
    daemonArgv(
      "chain",
      "--proxy",
      `sh -c ${quote("read line; exit 0")}`,
      "--agent",
      denoCommand(CHAIN_AGENT, ["--protocol", "1"]),
    ),
    initialize("1", `{"protocolVersion":1}`),
    30_000,
  );
  assert.equal(code, 1, stderr);
  assert.match(stderr, /^acp-proxy: error: Proxy\(0\) ended with exit code 0; ending the chain$/m);
});

/**
 * A chain of the example proxy and an agent that answers the initialize, closes its input and
 * then runs `then`; the client sends a request `afterMs` after the answer. Returns the daemon.
 */
async function requestAfterAgentClosedInput(
  s: ChainScenario,
  then: string,
  graceMs: string,
  afterMs: number,
): Promise<Daemon> {
  const answer = '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}';
  const agent = `read l; printf '%s\\n' '${answer}'; exec 0<&-; ${then}`;
  const d = s.start([
    "chain",
    "--grace-ms",
    graceMs,
    "--proxy",
    example(),
    "--agent",
    `sh -c ${quote(agent)}`,
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  await delay(afterMs);
  await d.write(request("2", "session/new", `{"cwd":"/","mcpServers":[]}`));
  return d;
}

Deno.test("chain e2e: with a proxy, an agent that closes its stdin but runs on ends the chain (exit 1, an error line naming it) and the request it can no longer take is answered -32603 (before, every frame for it was dropped without a word until the client's EOF, exit 0)", async () => {
  await using s = await ChainScenario.create();
  // It has closed its input 200 ms before the request.
  const d = await requestAfterAgentClosedInput(s, "sleep 30", "500", 200);
  const refused = JSON.parse(await answerTo(d, "2"));
  assert.equal(refused.error.code, -32603);
  assert.match(refused.error.message, /Agent stopped reading its input while it runs/);
  assert.equal((await d.exit()).code, 1, await d.errors());
  assert.match(
    d.stderrText,
    /^acp-proxy: error: Agent stopped reading its input while it runs \(.+\); ending the chain$/m,
  );
});

Deno.test("chain e2e: with a proxy and a short --grace-ms, an agent that closes its stdin and exits 3 soon after is said as ended with its code, not as one that stopped reading (the wait for its exit was bounded by the grace)", async () => {
  await using s = await ChainScenario.create();
  // Its input is closed 100 ms before the request; it exits about 200 ms after it.
  const d = await requestAfterAgentClosedInput(s, "sleep 0.3; exit 3", "50", 100);
  assert.equal((await d.exit()).code, 3, d.stderrText);
  assert.match(d.stderrText, /Agent ended with exit code 3/);
  assert.doesNotMatch(d.stderrText, /stopped reading its input/);
});

Deno.test("chain e2e: a daemon SIGKILLed as its last component starts leaves none of the components started before it running: the watchdog had each one's group before the next started (before, the later groups' registrations all waited for the last start, and their processes outlived the daemon)", async () => {
  const marks = ["45.601", "45.602"];
  const sleeping = () =>
    [...Deno.readDirSync("/proc")].filter((e) => /^[0-9]+$/.test(e.name)).filter((e) => {
      try {
        const cmd = Deno.readTextFileSync(`/proc/${e.name}/cmdline`);
        return marks.some((m) => cmd === `sleep\x00${m}\x00`);
      } catch {
        return false; // gone
      }
    }).map((e) => Number(e.name));
  try {
    const { code } = await runToEnd(
      daemonArgv(
        "chain",
        "--proxy",
        `sh -c ${quote(`sleep ${marks[0]} >/dev/null 2>&1 & exec cat`)}`,
        "--proxy",
        `sh -c ${quote(`sleep ${marks[1]} >/dev/null 2>&1 & exec cat`)}`,
        "--agent",
        `sh -c ${quote("kill -KILL $PPID")}`,
      ),
      initialize("1", `{"protocolVersion":1}`),
      30_000,
    );
    assert.equal(code, 137);
    // The watchdog sends SIGTERM at once when the daemon's pipe closes.
    const end = Date.now() + 5_000;
    while (sleeping().length > 0 && Date.now() < end) await delay(50);
    assert.deepEqual(sleeping(), [], "processes of the components started first");
  } finally {
    for (const pid of sleeping()) Deno.kill(pid, "SIGKILL");
  }
});

Deno.test('chain e2e: an agent that cannot start, given by a config file\'s "chain" or "agent", is blamed on that place, not on an --agent nobody typed', async () => {
  await using s = await ChainScenario.create();
  for (
    const [body, where] of [
      [
        `{"chain": ["cat", "/nonexistent/acp-agent-zz"]}`,
        `the config file's "chain", its last entry, at \\S+:1:2`,
      ],
      [`{"agent": "/nonexistent/acp-agent-zz"}`, `the config file's "agent" at \\S+:1:2`],
    ]
  ) {
    const config = s.file(`c${body.length}.json`);
    await Deno.writeTextFile(config, body);
    const { code, stderr } = await runToEnd(
      daemonArgv("chain", "--config", config),
      initialize("1", `{"protocolVersion":1}`),
      30_000,
    );
    assert.equal(code, 1, stderr);
    assert.match(stderr, new RegExp(`command not found; check the agent command: ${where}$`, "m"));
    assert.doesNotMatch(stderr, /--agent/);
  }
  // A named agent picked with --name is blamed by its name (before: "check the --agent command").
  const named = s.file("named.json");
  await Deno.writeTextFile(named, `{"agents": {"x": {"v1": "/nonexistent/acp-agent-zz"}}}`);
  const { code, stderr } = await runToEnd(
    daemonArgv("chain", "--config", named, "--name", "x"),
    initialize("1", `{"protocolVersion":1}`),
    30_000,
  );
  assert.equal(code, 1, stderr);
  assert.match(stderr, /command not found; check the command of agent "x" in the config file$/m);
  assert.doesNotMatch(stderr, /--agent/);
});

Deno.test("chain e2e: a proxy command that cannot start is blamed where it was given: the n-th --proxy, or its entry of the config file's chain (before: no hint)", async () => {
  await using s = await ChainScenario.create();
  const missing = "/nonexistent/acp-proxy-zz";
  const config = s.file("chain.json");
  await Deno.writeTextFile(config, `{"chain": ["cat", "${missing}", "cat"]}`);
  const cases: [string[], string][] = [
    [["--proxy", "cat", "--proxy", missing, "--agent", "cat"], "check the 2nd --proxy command"],
    [
      ["--config", config],
      `check the proxy command: entry 2 of the config file's "chain" at ${config}:1:2`,
    ],
  ];
  for (const [args, hint] of cases) {
    const { code, stderr } = await runToEnd(
      daemonArgv("chain", ...args),
      initialize("1", `{"protocolVersion":1}`),
      30_000,
    );
    assert.equal(code, 1, stderr);
    assert.ok(
      stderr.includes(
        `failed to start Proxy(1) (${missing}): ${missing}: command not found; ${hint}\n`,
      ),
      stderr,
    );
  }
});

Deno.test("chain e2e: a config file's chain list runs its last command as the agent and the others as proxies", async () => {
  await using s = await ChainScenario.create();
  const records = [s.file("p0.jsonl"), s.file("agent.jsonl")];
  const config = s.file("acp-proxy.jsonc");
  await Deno.writeTextFile(
    config,
    `// a chain of one proxy\n{ "chain": ${
      JSON.stringify([
        denoCommand(RECORDING_PROXY, ["--record", records[0]]),
        denoCommand(CHAIN_AGENT, ["--record", records[1]]),
      ])
    } }\n`,
  );
  const d = s.start(["chain", "--config", config]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  assert.equal(JSON.parse(await answerTo(d, "1")).result.protocolVersion, 1);
  assert.equal(JSON.parse(recorded(records[0])[0]).method, "_proxy/initialize");
  assert.equal(JSON.parse(recorded(records[1])[0]).method, "initialize");
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
});

for (
  const [name, args, config, message] of [
    ["chain without --agent", ["chain", "--proxy", "p"], null, /chain needs --agent CMD/],
    [
      "chain with --v1",
      ["chain", "--v1", "a", "--agent", "b"],
      null,
      /chain takes --proxy CMD .*not --v1\/--v2/,
    ],
    ["--proxy in serve mode", ["--v1", "a", "--proxy", "p"], null, /--proxy is for chain only/],
    [
      "an empty chain list in a config file",
      ["chain"],
      `{"chain": []}`,
      /"chain" needs at least the agent's command/,
    ],
    [
      "--proxy-methods bogus",
      ["chain", "--proxy-methods", "bogus", "--agent", "a"],
      null,
      /--proxy-methods must be one of prefixed, schema \(got 'bogus'\)/,
    ],
    [
      "a config file with both a chain list and proxies (--agent on the command line would replace the list)",
      ["chain"],
      `{"chain": ["b"], "proxy": ["p"]}`,
      /config\.jsonc:1:\d+: "proxy" and "chain" both give the chain's proxies; keep one/,
    ],
    [
      "--proxy without --agent beside a config file's chain list (which --proxy replaces, agent included)",
      ["chain", "--proxy", "p"],
      `{"chain": ["q", "b"]}`,
      /--proxy replaces the whole "chain" of the config file \(.*config\.jsonc:1:2\), its agent too; add --agent CMD, or drop --proxy/,
    ],
  ] as const
) {
  Deno.test(`chain e2e: usage error, exit 2 with a message: ${name}`, async () => {
    await using s = await ChainScenario.create();
    const extra: string[] = [];
    if (config !== null) {
      const path = s.file("config.jsonc");
      await Deno.writeTextFile(path, config);
      extra.push("--config", path);
    }
    const { stdout, stderr, code } = await runToEnd(daemonArgv(...args, ...extra), "", 30_000);
    assert.equal(code, 2, stderr);
    assert.equal(stdout, "");
    assert.match(stderr, message);
    assert.match(stderr, /run 'acp-proxy --help' for usage/);
  });
}

// -------------------------------------------------------------------------------------------
// A real agent from npm

{
  const name =
    "chain e2e (npm peers): a chain of one example proxy in front of @agentclientprotocol/codex-acp answers a v2 initialize";
  const { bins, reason } = findPeers({ agent: NPM_PEERS.acpCodex });
  if (bins === null) console.log(`skipping "${name}": ${reason}`);
  Deno.test({
    name,
    ignore: bins === null,
    fn: async () => {
      await using s = await ChainScenario.create();
      // codex-acp exits about 2 s after stdin EOF: a grace that always lets it.
      const d = s.start([
        "chain",
        "--grace-ms",
        "10000",
        "--proxy",
        example("--name", "npm-chain"),
        "--agent",
        quote(bins!.agent),
      ]);
      await d.write(initialize("1", `{"protocolVersion":2,${V2_INFO},"capabilities":{}}`));
      const answer = JSON.parse(await answerTo(d, "1"));
      assert.equal(answer.result?.protocolVersion, 2, JSON.stringify(answer));
      assert.equal(answer.result.info.name, "@agentclientprotocol/codex-acp");
      assert.equal(answer.result.info.version, NPM_PEERS.acpCodex.version);
      assert.deepEqual(answer.result._meta[MARK], ["npm-chain"]);
      await d.closeStdin();
      const status = await d.exit();
      const log = await d.errors();
      assert.equal(status.code, 0, log);
      await assertAllGone(log, GONE_MS, "after the daemon exited");
    },
  });
}

Deno.test("chain e2e: the example proxy given a flag it does not know says so in one line and exits 2 (a usage error, no stack trace)", async () => {
  const run = await within(
    new Deno.Command(Deno.execPath(), {
      args: ["run", EXAMPLE, "--bogus"],
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output(),
    30_000,
    "the example proxy",
  );
  const stderr = new TextDecoder().decode(run.stderr);
  assert.equal(run.code, 2, stderr);
  assert.match(
    stderr,
    /^prompt-prefix-proxy: unknown flag --bogus; flags: --prefix TEXT [^\n]*\n$/,
  );
  assert.equal(run.stdout.length, 0);
});

Deno.test("chain e2e: a WebSocket agent still being dialled when the client's input ends and the chain's grace period runs out: the chain ends with 0 and no error (the end of input, REMOTE section 4), not a failed start with exit 1", async () => {
  // Takes the TCP connection and never answers the upgrade.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const accepted = listener.accept();
  try {
    const url = `ws://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/acp`;
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("chain", "--agent", url, "--grace-ms", "300"),
      init,
      20_000,
    );
    assert.equal(code, 0, stderr);
    assert.equal(stdout, "");
    assert.doesNotMatch(stderr, /error|warn/, stderr);
    (await accepted).close();
  } finally {
    listener.close();
  }
});

Deno.test("chain e2e: a WebSocket agent whose frame is over the remote line limit (16 MiB) ends the chain with one stderr line that says to raise --max-frame, as the agent router's does (before remote16: two error lines, no hint)", async () => {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = () =>
      socket.send(`{"jsonrpc":"2.0","method":"x","params":"${"a".repeat(17 * 1024 * 1024)}"}`);
    return response;
  });
  try {
    const url = `ws://127.0.0.1:${server.addr.port}/acp`;
    const { code, stderr } = await runToEnd(
      daemonArgv("chain", "--agent", url),
      initialize("1", `{"protocolVersion":1}`),
      30_000,
    );
    assert.equal(code, 1, stderr);
    assert.match(
      stderr,
      /^acp-proxy: error: Agent: remote agent connection failed: a frame from the remote agent exceeds the 16777216-byte limit; raise --max-frame to pass larger messages\n$/,
    );
  } finally {
    await server.shutdown();
  }
});

Deno.test("chain e2e: a remote proxy whose server closes the WebSocket with 1000 (its proxy exited 3 over there) before answering _proxy/initialize: the client gets -32603, exit 1, and stderr says what happened, never a made-up 'exit code 0'", async (t) => {
  for (
    const [name, note, said] of [
      [
        "before sending anything: the connection failed, said in one line (before remote16, a second said 'its connection failed; ending the chain')",
        false,
        /^acp-proxy: error: Proxy\(0\): remote agent connection failed: the remote agent at ws:\/\/[^ ]+ closed the WebSocket \(code 1000\) before answering _proxy\/initialize\n$/,
      ],
      [
        "after a notification: its connection was closed",
        true,
        /error: Proxy\(0\) at ws:\/\/[^ ]+: its connection was closed; ending the chain$/m,
      ],
    ] as const
  ) {
    await t.step(name, async () => {
      const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
        const { socket, response } = Deno.upgradeWebSocket(req);
        socket.onmessage = () => {
          if (note) socket.send(`{"jsonrpc":"2.0","method":"_test/note"}`);
          socket.close(1000);
        };
        return response;
      });
      try {
        const url = `ws://127.0.0.1:${server.addr.port}/acp`;
        const { code, stdout, stderr } = await runToEnd(
          daemonArgv("chain", "--proxy", url, "--agent", denoCommand(CHAIN_AGENT, [])),
          initialize("1", `{"protocolVersion":1}`),
          30_000,
        );
        assert.equal(code, 1, stderr);
        const answer = JSON.parse(stdout.trimEnd().split("\n").at(-1)!);
        assert.equal(answer.id, 1);
        assert.equal(answer.error.code, -32603);
        assert.match(stderr, said);
        assert.doesNotMatch(stderr, /exit code 0/);
      } finally {
        await server.shutdown();
      }
    });
  }
});

Deno.test("chain e2e: the chain's own -32603 answer to a request in flight when the agent ends is recorded under the id its request has in the transcript (the hop's), so that they pair; the client gets it under its own id (before: recorded under the client's id, unpaired or paired with another request)", async () => {
  await using s = await ChainScenario.create();
  const agentPids = s.pidFile("agent.pids");
  const { d, transcript } = await transcribedChain(s, ["--pid-file", agentPids]);
  await d.write(request(`"c-new"`, "session/new", `{"cwd":"/","mcpServers":[]}`));
  await answerTo(d, `"c-new"`);
  await d.write(prompt(`"c-hang"`, "hang"));
  const [pid] = await waitPids(agentPids);
  // The prompt has reached the agent (recorded) before it is killed.
  const deadline = Date.now() + LINE_TIMEOUT_MS;
  while (!(await Deno.readTextFile(transcript)).includes(`"session/prompt"`)) {
    assert.ok(Date.now() < deadline, "the prompt was never recorded");
    await delay(20);
  }
  await delay(200);
  Deno.kill(pid, "SIGKILL");
  const answer = JSON.parse(await answerTo(d, `"c-hang"`));
  assert.equal(answer.error.code, -32603);
  assert.equal((await d.exit()).code, 137, await d.errors());
  const lines = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "");
  const events = lines.map((line) => ({ ...JSON.parse(line), idText: rawMember(line, "id") }));
  const asked = events.find((e) =>
    e.type === "request" && e.from === "Client" && e.method === "session/prompt"
  );
  const answered = events.filter((e) =>
    e.type === "response" && e.from === "acp-proxy" && e.to === "Client"
  );
  assert.ok(asked, lines.join("\n"));
  assert.deepEqual(answered.map((e) => e.idText), [asked.idText], lines.join("\n"));
});

/**
 * Runs a chain of the recording proxy (with `proxyArgs`) and the chain agent; the client sends
 * `n` notifications `x/note` (params `{"i": I}`) just before its end of input: what the agent
 * recorded of them, and the daemon's stderr.
 */
async function notesBeforeEnd(
  proxyArgs: string[],
  n: number,
): Promise<{ got: string[]; errors: string }> {
  await using s = await ChainScenario.create();
  const agentRecord = s.file("agent.record");
  const d = s.start([
    "chain",
    "--proxy",
    denoCommand(RECORDING_PROXY, proxyArgs),
    "--agent",
    denoCommand(CHAIN_AGENT, ["--record", agentRecord]),
  ]);
  await d.write(initialize("1", `{"protocolVersion":1}`));
  await answerTo(d, "1");
  const notes: string[] = [];
  for (let i = 0; i < n; i++) {
    notes.push(`{"jsonrpc":"2.0","method":"x/note","params":{"i":${i}}}\n`);
  }
  await d.write(notes.join(""));
  await d.closeStdin();
  assert.equal((await d.exit(60_000)).code, 0, await d.errors());
  const got = recorded(agentRecord).filter((l) => l.includes(`"x/note"`));
  return { got, errors: await d.errors() };
}

Deno.test("chain e2e: notifications the client sends just before its end of input all reach the agent through the proxy (the agent's input closed as soon as nothing was in flight: 8835 of 50000 arrived)", async () => {
  const n = 20_000;
  const { got } = await notesBeforeEnd([], n);
  assert.equal(got.length, n, `${got.length} of ${n} notifications reached the agent`);
  assert.equal(JSON.parse(got[n - 1]).params.i, n - 1);
});

Deno.test("chain e2e: notifications the client sends just before its end of input all reach the agent through a proxy that pauses 150 ms before each frame it writes (a busy machine's proxy: the agent's input closed after 100 ms without a frame towards it, while the proxy still held most of them)", async () => {
  const { got, errors } = await notesBeforeEnd(["--delay-ms", "150"], 6);
  assert.deepEqual(got.map((l) => JSON.parse(l).params.i), [0, 1, 2, 3, 4, 5], errors);
});

Deno.test("chain e2e: an 8 MiB notification and a small one the client sends just before its end of input reach the agent through the example proxy, each of three times (the agent's input closed 100 ms after the last byte was queued, while the proxy was still reading the large one: lost in 4 of 6 runs)", async () => {
  for (let round = 0; round < 3; round++) {
    await using s = await ChainScenario.create();
    const agentRecord = s.file("agent.record");
    const d = s.start([
      "chain",
      "--proxy",
      denoCommand(EXAMPLE, ["--prefix", "X"]),
      "--agent",
      denoCommand(CHAIN_AGENT, ["--record", agentRecord]),
      // Room for a loaded machine: the wait for the proxy is at most half of it.
      "--grace-ms",
      "10000",
    ]);
    await d.write(initialize("1", `{"protocolVersion":1}`));
    await answerTo(d, "1");
    await d.write(
      `{"jsonrpc":"2.0","method":"x/large","params":{"s":"${"a".repeat(8 << 20)}"}}\n` +
        `{"jsonrpc":"2.0","method":"x/small"}\n`,
    );
    await d.closeStdin();
    assert.equal((await d.exit(60_000)).code, 0, await d.errors());
    const got = recorded(agentRecord).map((l) => /"method":"(x\/\w+)"/.exec(l)?.[1])
      .filter((m) => m !== undefined);
    assert.deepEqual(got, ["x/large", "x/small"], `round ${round}: ${await d.errors()}`);
  }
});

/**
 * `chain --agent AGENT` whose client sends the initialize, then a message one MiB and more over
 * the chain's frame limit, then `after`, and ends its input (the chain is killed if it has not
 * ended 30 s after that). Returns its exit code, output and stderr, and the bytes sent after
 * the initialize.
 */
async function overLimitBeforeAnswer(
  agent: string,
  after = "",
): Promise<{ code: number; stdout: string; stderr: string; sentAfterInit: number }> {
  const [command, ...args] = daemonArgv("chain", "--agent", agent);
  const child = new Deno.Command(command, {
    args,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = within(new Response(child.stdout).text(), 60_000, "the chain's output");
  const stderr = within(new Response(child.stderr).text(), 60_000, "the chain's stderr");
  const writer = child.stdin.getWriter();
  const te = new TextEncoder();
  await writer.write(te.encode(initialize("1", `{"protocolVersion":1}`)));
  const head = te.encode(`{"jsonrpc":"2.0","id":2,"method":"x","params":{"s":"`);
  const tail = te.encode(`"}}\n${after}`);
  const chunk = new Uint8Array(1 << 20).fill(0x61);
  const chunks = Math.ceil((MAX_CHAIN_FRAME_BYTES + 1) / chunk.length) + 1;
  await writer.write(head);
  for (let i = 0; i < chunks; i++) await writer.write(chunk);
  await writer.write(tail);
  await writer.close();
  const status = await within(child.status, 30_000, "the chain's end after the client's")
    .catch((e) => {
      child.kill("SIGKILL");
      throw e;
    });
  return {
    code: status.code,
    stdout: await stdout,
    stderr: await stderr,
    sentAfterInit: head.length + chunks * chunk.length + tail.length,
  };
}

Deno.test("chain e2e (no proxies): a client message longer than the chain's frame limit, sent after the initialize but before the agent answers it, passes whole, as through the agent router (before, the chain ended with -32600 and the initialize answer was lost: exit 1)", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
  // Answers 1 s late, then counts the bytes of the rest of its input.
  const agent = `sh -c ${quote(`IFS= read -r l; sleep 1; echo '${answer}'; exec wc -c`)}`;
  const run = await overLimitBeforeAnswer(agent, `{"jsonrpc":"2.0","method":"y"}\n`);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout.replace(/ +/g, ""), `${answer}\n${run.sentAfterInit}\n`, run.stderr);
});

Deno.test("chain e2e (no proxies): a client that sends a message longer than the frame limit before the initialize is answered and then ends its input gets the agent's input closed (its bytes passed whole), not a chain that waits for an answer that never comes (it hung for good when the agent answers nothing and exits at its end of input)", async () => {
  // Never answers; counts its input's bytes (the initialize's too) and exits at its end.
  const run = await overLimitBeforeAnswer(`sh -c ${quote("exec wc -c")}`);
  assert.equal(run.code, 0, run.stderr);
  const init = initialize("1", `{"protocolVersion":1}`).length;
  assert.equal(run.stdout.trim(), String(init + run.sentAfterInit), run.stderr);
});

Deno.test("chain e2e: a client that leaves while the agent's WebSocket is still being dialled (a server that never answers the upgrade), with a proxy in front, ends the chain as the client's leaving: exit 0, no made-up answer said as sent after the end (before chain15: the dial was aborted as a failure, exit 1, and its -32603 was warned about)", async () => {
  const server = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (server.addr as Deno.NetAddr).port;
  const held: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const conn of server) held.push(conn); // never answers
  })();
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const run = await runToEnd(
      daemonArgv(
        "chain",
        "--grace-ms",
        "300",
        "--log-level",
        "info",
        "--proxy",
        example(),
        "--agent",
        `ws://127.0.0.1:${port}`,
      ),
      init,
      30_000,
    );
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(run.stderr, /after the chain ended/);
    assert.match(run.stderr, /the chain ended \(client-left\); exit code 0/);
  } finally {
    server.close();
    for (const conn of held) conn.close();
    await accepting.catch(() => {});
  }
});

Deno.test("chain e2e: --transcript records a client's $/cancel_request sent as a request as sent to acp-proxy, which answers it, beside the cancel re-issued to the proxy: its answer pairs; a cancel after its answer is no warning (before chain15: the request was missing, the answer unmatched, and the late cancel a warning)", async () => {
  await using s = await ChainScenario.create();
  const { d, transcript } = await transcribedChain(s);
  const prompt = `{"sessionId":"chain-session-1","prompt":[{"type":"text","text":"hang"}]}`;
  await d.write(request("5", "session/prompt", prompt));
  await d.write(request("77", "$/cancel_request", `{"requestId":5}`));
  assert.equal(await answerTo(d, "77"), `{"jsonrpc":"2.0","id":77,"result":null}`);
  assert.match(await answerTo(d, "5"), /-32800/);
  // A cancel that comes after its answer (a routine race) is no warning.
  await d.write(`{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":5}}\n`);
  await d.write(request("6", "x/echo", `{"n":1}`));
  await answerTo(d, "6");
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
  assert.doesNotMatch(d.stderrText, /warn: dropped a frame from Client/);
  const events = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "")
    .map((l) => JSON.parse(l));
  const of77 = events.filter((e) => e.id === 77).map((e) => [e.type, e.from, e.to]);
  assert.deepEqual(of77, [
    ["request", "Client", "acp-proxy"],
    ["response", "acp-proxy", "Client"],
  ]);
  const reissued = events.filter((e) =>
    e.type === "notification" && e.method === "$/cancel_request" && e.to === "Proxy(0)"
  );
  assert.equal(reissued.length, 1, JSON.stringify(reissued));
});

Deno.test("chain e2e: --transcript records a batch's forwarded entry once, as it went (to the proxy), not also as sent to acp-proxy beside the entry the chain answered itself (before regress93: a phantom unanswered request)", async () => {
  await using s = await ChainScenario.create();
  const { d, transcript } = await transcribedChain(s);
  await d.write(`[{"jsonrpc":"2.0","id":8,"method":"x/echo","params":{"n":1}},1]\n`);
  assert.equal(await answerTo(d, "8"), `{"jsonrpc":"2.0","id":8,"result":{"n":1}}`);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
  const events = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "")
    .map((l) => JSON.parse(l));
  const echoes = events.filter((e) =>
    e.type === "request" && e.method === "x/echo" && e.from === "Client"
  ).map((e) => [e.from, e.to]);
  assert.deepEqual(echoes, [["Client", "Proxy(0)"]], JSON.stringify(events));
});

Deno.test("chain e2e: --transcript records the entries of a batch that the chain took itself (a cancel sent as a request, which it answers; a cancel notification it drops) as sent to acp-proxy, beside the entry that went on, so trace summary finds no unmatched answer (before regress94: they were recorded nowhere)", async () => {
  await using s = await ChainScenario.create();
  const { d, transcript } = await transcribedChain(s);
  await d.write(
    `[{"jsonrpc":"2.0","id":8,"method":"x/echo","params":{"n":1}},` +
      `{"jsonrpc":"2.0","id":9,"method":"$/cancel_request","params":{"requestId":77}},` +
      `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":78}}]\n`,
  );
  assert.equal(await answerTo(d, "8"), `{"jsonrpc":"2.0","id":8,"result":{"n":1}}`);
  await d.closeStdin();
  assert.equal((await d.exit()).code, 0, await d.errors());
  const events = (await Deno.readTextFile(transcript)).split("\n").filter((l) => l !== "")
    .map((l) => JSON.parse(l));
  const fromClient = events.filter((e) =>
    e.from === "Client" && (e.type === "request" || e.type === "notification")
  ).map((e) => [e.method, e.to]);
  // The entries the chain took are recorded as it reads the batch, the one that went on as it
  // is delivered.
  assert.deepEqual(fromClient.slice(1).sort(), [
    ["$/cancel_request", "acp-proxy"],
    ["$/cancel_request", "acp-proxy"],
    ["x/echo", "Proxy(0)"],
  ], JSON.stringify(events));
  const { summarizeTranscriptFile } = await import("../observation/trace_summary.ts");
  const summary = await summarizeTranscriptFile(transcript);
  assert.equal(summary.unmatched_responses, 0, JSON.stringify(events));
});
