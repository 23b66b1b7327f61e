/**
 * Interop with the real ACP peers published on npm, through the real daemon (`mod.ts`, a
 * subprocess): the client `acpx` and the agents of `@zed-industries` (v1 only) and
 * `@agentclientprotocol` (v2 natively). `.ci/run` installs them, pinned, into `.peers/`
 * (see `tests/fixtures/npm_peers.ts`); a test whose peers are missing is skipped, and says why.
 *
 * The agents answer `initialize` without network; a prompt needs an account, so acpx's
 * `exec` ends with an error after `session/new` fails. That is enough for what these tests
 * check: the daemon routes each client to the right agent, and no agent process is left.
 *
 * What the real agents do on stdin EOF (measured with the pinned versions):
 * - `@zed-industries/claude-agent-acp` and `@agentclientprotocol/claude-agent-acp` exit 0
 *   within a second;
 * - `@agentclientprotocol/codex-acp` (node, running `node codex.js app-server`, running the
 *   native `codex app-server`, all in its group) exits 0 about 2 s later; the daemon's
 *   default `--grace-ms` is 2000 ms, so which of the two ends it is a race, and the test
 *   gives it a longer grace. EOF before its answer: it exits 0 without answering;
 * - `@zed-industries/codex-acp` never exits on EOF: only a signal ends it (the daemon's
 *   SIGTERM after the grace). Its native child, reparented to init when the node wrapper
 *   dies, can stay a zombie in a container whose init does not reap (a zombie is gone).
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  assertGroupGoneWithin,
  Daemon,
  groupMembers,
  jsonLines,
  MOD,
  quote,
  WAIT_MS,
  waitFor,
  within,
} from "./fixtures/faults/harness.ts";
import { binDir, findPeers, NPM_PEERS, type NpmPeer } from "./fixtures/npm_peers.ts";
import { assertRecordsWire } from "./fixtures/transcript_checks.ts";

/** How long after the client is done the agent's group may still be there. */
const GONE_MS = 3_000;

/** SIGKILLs the process group `pgid` if any of it is alive (cleanup). */
function killGroup(pgid: number | null): void {
  if (pgid === null || groupMembers(pgid).length === 0) return;
  try {
    Deno.kill(-pgid, "SIGKILL");
  } catch { /* gone meanwhile */ }
}

/** The agent's pid from the daemon's log line `started the vN agent (pid N)`, or null. */
function agentPid(log: string, version: 1 | 2): number | null {
  const m = new RegExp(`started the v${version} agent \\(pid (\\d+)\\)`).exec(log);
  return m === null ? null : Number(m[1]);
}

/** The text of a file, or "" when it does not exist (yet). */
function readOrEmpty(path: string): string {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return "";
  }
}

/** An implementation's name and version (v1 `agentInfo`, v2 `info`). */
type Info = { name?: string; version?: string };
/** The parts of a JSON-RPC message these tests look at. */
type Message = {
  id?: unknown;
  result?: { protocolVersion?: number; agentInfo?: Info; info?: Info };
};

/** `name` and `version` of the agent in an initialize answer. */
function agentOf(answer: Message): Info {
  const info = answer.result?.agentInfo ?? answer.result?.info;
  return { name: info?.name, version: info?.version };
}

/**
 * Registers a test that needs `peers`; without them it is skipped, and the reason printed.
 *
 * @param fn Gets the absolute path of each peer's executable, by the same keys.
 */
function peerTest<K extends string>(
  name: string,
  peers: Record<K, NpmPeer>,
  fn: (bins: Record<K, string>) => Promise<void>,
): void {
  const { bins, reason } = findPeers(peers);
  if (bins === null) console.log(`skipping "${name}": ${reason}`);
  Deno.test({ name, ignore: bins === null, fn: () => fn(bins!) });
}

// ---------------------------------------------------------------------------------------------
// acpx → daemon → a v1 agent, as an editor runs it (the scenario of the orphan issue)

/** Bound on one `acpx exec` (it is done in a few seconds; this only stops a hang). */
const ACPX_MS = 90_000;

/**
 * Starts `acpx --agent AGENT --approve-all --format json exec hi` in its own process group
 * (pgid = its pid), which the daemon it starts joins: cleanup can kill both at once.
 */
function startAcpx(acpx: string, agent: string, dir: string): Deno.ChildProcess {
  return new Deno.Command(acpx, {
    args: ["--agent", agent, "--approve-all", "--format", "json", "exec", "hi"],
    cwd: dir,
    env: { PATH: `${binDir("zed")}:${Deno.env.get("PATH") ?? ""}`, NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    detached: true,
  }).spawn();
}

/** What one `acpx exec` through the daemon left: its output and the daemon's log. */
interface AcpxRun {
  out: Deno.CommandOutput;
  stdout: string;
  log: string;
}

/**
 * Runs `acpx … exec hi` with the daemon (`--v1 AGENT` and `flags`, logging to a file in a
 * scratch directory) as its agent, checks that the agent's group and the daemon are gone
 * within {@linkcode GONE_MS} of acpx's exit, then hands the run to `check`. Cleans up always.
 *
 * @param daemonArgs The `--v1` agent command and the extra flags, given the scratch directory.
 */
async function acpxThroughDaemon(
  acpxBin: string,
  agentLabel: string,
  daemonArgs: (dir: string) => { agent: string; flags: string[] },
  check: (run: AcpxRun, dir: string) => Promise<void> | void,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "acp-npm-peers-" });
  const logFile = `${dir}/daemon.log`;
  const { agent, flags } = daemonArgs(dir);
  const daemon = [Deno.execPath(), "run", "-A", MOD, "--v1", agent, ...flags]
    .concat(["--log-level", "info", "--log-file", logFile]);
  const acpx = startAcpx(acpxBin, daemon.map(quote).join(" "), dir);
  const output = acpx.output();
  try {
    const out = await within(output, ACPX_MS, "acpx to exit");
    const stdout = new TextDecoder().decode(out.stdout);
    const log = readOrEmpty(logFile);
    const pgid = agentPid(log, 1);
    assert.ok(pgid !== null, `no agent pid in the daemon's log:\n${log}\nacpx: ${stdout}`);
    // acpx SIGTERMs the daemon when it is done, and SIGKILLs it 1.5 s later.
    await assertGroupGoneWithin(pgid, GONE_MS, `${agentLabel} after acpx exited`);
    await assertGroupGoneWithin(acpx.pid, GONE_MS, "the daemon (in acpx's group)");
    await check({ out, stdout, log }, dir);
  } finally {
    killGroup(agentPid(readOrEmpty(logFile), 1));
    killGroup(acpx.pid);
    await within(output, 15_000, "acpx's pipes to close").catch(() => {});
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}

for (
  const [peer, agentName] of [
    [NPM_PEERS.zedClaude, "@zed-industries/claude-agent-acp"],
    [NPM_PEERS.zedCodex, "codex-acp"], // its agentInfo name has no scope
  ] as const
) {
  peerTest(
    `npm peers: acpx through the daemon to ${peer.pkg} leaves no agent process behind`,
    { acpx: NPM_PEERS.acpx, agent: peer },
    (bins) =>
      acpxThroughDaemon(
        bins.acpx,
        peer.pkg,
        () => ({ agent: quote(bins.agent), flags: [] }),
        ({ out, stdout, log }) => {
          assert.match(log, /selected ACP v1 agent for requested version 1\n/);
          const answer = (jsonLines(out.stdout) as Message[]).find((m) =>
            m.id === 0 && m.result !== undefined
          );
          assert.ok(answer !== undefined, `no initialize answer in acpx's output:\n${stdout}`);
          assert.deepEqual(agentOf(answer), { name: agentName, version: peer.version });
        },
      ),
  );
}

peerTest(
  "npm peers: acpx through the daemon with --transcript to @zed-industries/claude-agent-acp: every frame on the agent's wire is recorded once per direction, in order, in the Rust trace shape, and the transcript is complete",
  { acpx: NPM_PEERS.acpx, agent: NPM_PEERS.zedClaude },
  (bins) =>
    acpxThroughDaemon(
      bins.acpx,
      NPM_PEERS.zedClaude.pkg,
      (dir) => {
        // The agent's stdin and stdout, captured on the wire beside the daemon.
        const [into, outOf] = [`${dir}/agent-in.jsonl`, `${dir}/agent-out.jsonl`];
        const wire = `tee ${quote(into)} | ${quote(bins.agent)} | tee ${quote(outOf)}`;
        return { agent: `sh -c ${quote(wire)}`, flags: ["--transcript", `${dir}/t.jsonl`] };
      },
      async (_run, dir) => {
        const events = await assertRecordsWire(
          `${dir}/t.jsonl`,
          `${dir}/agent-in.jsonl`,
          `${dir}/agent-out.jsonl`,
        );
        const types = events.map((e) => e.type);
        for (const type of ["route", "first_frame", "agent_start", "agent_exit"]) {
          assert.ok(types.includes(type), `no ${type} event in ${types.join(" ")}`);
        }
        const methods = events.filter((e) => e.type === "request").map((e) => e.method);
        assert.ok(methods.includes("initialize"), methods.join(" "));
        assert.ok(methods.includes("session/new"), methods.join(" "));
        assert.ok(!types.includes("dropped"), "nothing was dropped");
      },
    ),
);

// ---------------------------------------------------------------------------------------------
// A client on the daemon's stdio → a v1 agent and a native v2 agent

const V2_INITIALIZE =
  `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,` +
  `"info":{"name":"t","version":"1"},"capabilities":{}}}\n`;
const V1_INITIALIZE =
  `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,` +
  `"clientCapabilities":{},"clientInfo":{"name":"t","version":"1"}}}\n`;

/** What one client saw: the initialize answer, the daemon's exit code and its log. */
interface Outcome {
  answer: Message;
  code: number;
  log: string;
}

/**
 * Starts a daemon with `args`, sends one initialize of `version`, then closes stdin, and
 * checks the agent's whole group is gone once the daemon has exited.
 */
async function initializeThenEof(args: string[], version: 1 | 2): Promise<Outcome> {
  const d = new Daemon([...args, "--log-level", "info"], { waitMs: WAIT_MS });
  let pgid: number | null = null;
  try {
    await d.write(version === 2 ? V2_INITIALIZE : V1_INITIALIZE);
    let answer: Message;
    do answer = JSON.parse(await d.readLine() ?? "null"); while (answer.id !== 1);
    await waitFor(() => agentPid(d.stderrText, version) !== null, "the agent's pid in the log");
    pgid = agentPid(d.stderrText, version)!;
    await d.closeStdin();
    const { code } = await d.exit();
    await assertGroupGoneWithin(pgid, GONE_MS, `the v${version} agent after the daemon exited`);
    return { answer, code, log: await d.errors() };
  } finally {
    killGroup(pgid);
    await d.close();
  }
}

/** `'A' 'B'…`: one `--v1`/`--v2` value. */
function command(...words: string[]): string {
  return words.map(quote).join(" ");
}

/** The daemon ended the agent after the grace because it did not exit on stdin EOF. */
const TERMINATED = /the agent is still running \d+ ms after its input closed; terminating it/;

peerTest(
  "npm peers: a v2 client routed by --v1 zed-claude --v2 agentclientprotocol-codex reaches the native v2 agent, and a v1 client the v1 agent",
  { v1: NPM_PEERS.zedClaude, v2: NPM_PEERS.acpCodex },
  async (bins) => {
    // codex-acp exits on EOF about 2 s later, racing the default 2000 ms grace: give it 10 s,
    // so that it always ends by itself.
    const args = ["--v1", command(bins.v1), "--v2", command(bins.v2), "--grace-ms", "10000"];

    const v2 = await initializeThenEof(args, 2);
    assert.equal(v2.answer.result?.protocolVersion, 2);
    assert.deepEqual(agentOf(v2.answer), {
      name: "@agentclientprotocol/codex-acp",
      version: NPM_PEERS.acpCodex.version,
    });
    assert.match(v2.log, /selected ACP v2 agent for requested version 2\n/);
    // The agent exited 0 by itself; the daemon exits with the agent's own code.
    assert.doesNotMatch(v2.log, TERMINATED);
    assert.equal(v2.code, 0, v2.log);

    const v1 = await initializeThenEof(args, 1);
    assert.equal(v1.answer.result?.protocolVersion, 1);
    assert.deepEqual(agentOf(v1.answer), {
      name: "@zed-industries/claude-agent-acp",
      version: NPM_PEERS.zedClaude.version,
    });
    assert.match(v1.log, /selected ACP v1 agent for requested version 1\n/);
    assert.doesNotMatch(v1.log, TERMINATED);
    assert.equal(v1.code, 0, v1.log);
  },
);

peerTest(
  "npm peers: a v2 client routed by --v1 zed-codex --v2 agentclientprotocol-claude (CLAUDE_AGENT_ACP_EXPERIMENTAL_V2=1) reaches the native v2 agent, and a v1 client the v1 agent",
  { v1: NPM_PEERS.zedCodex, v2: NPM_PEERS.acpClaude },
  async (bins) => {
    // `env` execs the agent, so the pid the daemon logs is the agent's (and its group's).
    const v2Agent = command("env", "CLAUDE_AGENT_ACP_EXPERIMENTAL_V2=1", bins.v2);
    const args = ["--v1", command(bins.v1), "--v2", v2Agent, "--grace-ms", "1000"];

    const v2 = await initializeThenEof(args, 2);
    assert.equal(v2.answer.result?.protocolVersion, 2);
    assert.deepEqual(agentOf(v2.answer), {
      name: "@agentclientprotocol/claude-agent-acp",
      version: NPM_PEERS.acpClaude.version,
    });
    assert.match(v2.log, /selected ACP v2 agent for requested version 2\n/);
    assert.doesNotMatch(v2.log, TERMINATED);
    assert.equal(v2.code, 0, v2.log);

    const v1 = await initializeThenEof(args, 1);
    assert.equal(v1.answer.result?.protocolVersion, 1);
    assert.deepEqual(agentOf(v1.answer), {
      name: "codex-acp",
      version: NPM_PEERS.zedCodex.version,
    });
    assert.match(v1.log, /selected ACP v1 agent for requested version 1\n/);
    // @zed-industries/codex-acp ignores stdin EOF: the daemon ends it after the grace, and
    // exits 0 because the client left.
    assert.match(v1.log, TERMINATED);
    assert.equal(v1.code, 0, v1.log);
  },
);
