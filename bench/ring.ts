/**
 * Runs one benchmark setup as real processes joined in a ring of FIFOs (named pipes, the
 * same kernel pipes `|` makes): the client's output is the next process's input, and so
 * on, and the last process's output is the client's input.
 *
 * - `direct`: client ⇄ agent.
 * - `cat`: client → cat → agent → cat → client (one `cat` per direction).
 * - `daemon`: client ⇄ `deno run -A mod.ts --v1 AGENT`, which starts the agent itself.
 * - `daemon-copy` (figure 1 logs it, figures 5 and 7 compare with it): the same with
 *   `--copy`, the path that copies every byte through JavaScript instead of the kernel paths.
 * - `daemon-transcript` (figures 5–7, issue 12): the daemon with `--transcript PATH`, which
 *   records every frame on a worker thread; pipes still take the kernel path, the recorder
 *   reading a `tee(2)` of each direction.
 * - `sdk-relay`: client ⇄ `deno run -A bench/sdk_relay.ts AGENT`, likewise.
 * - `deno-floor` (figure 3 only): client ⇄ `deno run -A bench/floor_relay.ts AGENT`, the
 *   least a router run by `deno run` can do.
 * - `agent-router` (figures 11 and 12, issue 14): client ⇄ `deno run -A mod.ts serve --v1 AGENT
 *   --v2 AGENT`, the agent router alone (the same agent as both versions; a v1 client gets v1).
 * - `chain-0`, `chain-1`, `chain-3` (figures 11 and 12): client ⇄ `deno run -A mod.ts chain
 *   [--proxy PROXY]… --agent AGENT` with 0, 1 or 3 example proxies
 *   (`examples/prompt_prefix_proxy.ts --prefix ''`, a pure pass-through) in front of the agent.
 * - `two-hop-http`, `two-hop-ws` (figure 9, issue 13): client ⇄ `deno run -A mod.ts --v1 URL`,
 *   which dials a `serve --listen` daemon started beside the ring (`bench/remote.ts` passes the
 *   relay with {@linkcode RingOptions.relay}).
 *
 * The other remote setups of figures 8–10 (`listen-*`, `sdk-server*`) are not rings: a server
 * and a TCP client (`bench/remote.ts`).
 *
 * Each process is `sh -c 'exec PROGRAM <in >out'`, so its pid is the program's. Every
 * FIFO open blocks until the other end is opened too; the client opens its output first
 * and everyone else its input first, which cannot deadlock around the ring.
 *
 * @module
 */

import { descendants, PeakRssSampler } from "./procfs.ts";
import { fileURLToPath } from "node:url";

/** A setup measured side by side with the others. */
export type Setup =
  | "direct"
  | "cat"
  | "daemon"
  | "daemon-copy"
  | "daemon-transcript"
  | "sdk-relay"
  | "deno-floor"
  | ChainSetup
  | RemoteSetup
  | HaproxySetup;

/**
 * The setups of figures 13 and 14 (issue 16): `haproxy-http` / `haproxy-ws` through HAProxy
 * in front of three `serve --listen` daemons, `direct-http` / `direct-ws` straight to one of
 * them; `haproxy-3`: figure 14's many connections through HAProxy across three daemons.
 */
export type HaproxySetup =
  | "haproxy-http"
  | "haproxy-ws"
  | "direct-http"
  | "direct-ws"
  | "haproxy-3";

/** The setups of figures 11 and 12 (issue 14): the agent router alone, and chains. */
export type ChainSetup = "agent-router" | "chain-0" | "chain-1" | "chain-3";

/**
 * How many proxies a chain setup has.
 *
 * @param setup `chain-0`, `chain-1` or `chain-3`.
 * @returns 0, 1 or 3.
 */
export function proxiesOf(setup: Setup): number {
  const m = /^chain-(\d+)$/.exec(setup);
  if (!m) throw new Error(`${setup} is not a chain`);
  return Number(m[1]);
}

/**
 * The setups of figures 8–10 (issue 13). `listen-http` / `listen-ws`: a client over Streamable
 * HTTP / WebSocket ⇄ `mod.ts serve --listen` ⇄ the agent; `sdk-server-http` / `sdk-server-ws`:
 * the same client ⇄ `bench/sdk_server.ts` (the SDK's `AcpServer`) ⇄ the same agent;
 * `two-hop-http` / `two-hop-ws`: a stdio client ⇄ `mod.ts --v1 URL` ⇄ `serve --listen` ⇄ the
 * agent; `listen`, `listen-1` and `sdk-server`: figure 10's many connections (one for
 * `listen-1`), HTTP and WebSocket mixed.
 */
export type RemoteSetup =
  | "listen-http"
  | "listen-ws"
  | "sdk-server-http"
  | "sdk-server-ws"
  | "two-hop-http"
  | "two-hop-ws"
  | "listen"
  | "listen-1"
  | "sdk-server";

/** The setups of figure 2 and of figure 1's lines, in the order runs alternate. */
export const SETUPS: readonly Setup[] = ["direct", "cat", "daemon", "sdk-relay"];

/** The setups of figure 1: {@linkcode SETUPS} and `daemon-copy` (logged for context). */
export const THROUGHPUT_SETUPS: readonly Setup[] = [...SETUPS, "daemon-copy"];

/** The repository root. */
export const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const DENO = Deno.execPath();

let daemonEntry = `${ROOT}/mod.ts`;

/**
 * Benchmarks another copy of the daemon (e.g. a snapshot with a different relay).
 *
 * @param path Its `mod.ts`.
 */
export function setDaemonEntry(path: string): void {
  daemonEntry = path;
}

/** The daemon under test's `mod.ts` (this repository's, or `--daemon PATH`). */
export function daemonEntryPath(): string {
  return daemonEntry;
}

/** Flags of the daemon under test. */
export interface DaemonFlags {
  /** Add `--copy` (every byte through JavaScript, no kernel paths). */
  copy?: boolean;
  /** Add `--transcript PATH`. */
  transcript?: string;
}

/**
 * The daemon's command words in front of `agent`.
 *
 * @param agent The agent's command words.
 * @param flags Extra flags.
 */
export function daemonCommand(agent: string[], flags: DaemonFlags = {}): string[] {
  const extra = [
    ...(flags.copy ? ["--copy"] : []),
    ...(flags.transcript !== undefined ? ["--transcript", flags.transcript] : []),
  ];
  return [DENO, "run", "-A", daemonEntry, ...extra, "--v1", joinCommand(agent)];
}

/**
 * The conductor's command words: `mod.ts chain` with `proxies` pass-through example proxies
 * (`examples/prompt_prefix_proxy.ts --prefix ''`, of the daemon under test's tree, so that
 * `--daemon PATH` measures a snapshot's proxy too) in front of `agent`.
 *
 * @param proxies How many proxies.
 * @param agent The agent's command words.
 */
export function chainCommand(proxies: number, agent: string[]): string[] {
  const tree = daemonEntry.slice(0, daemonEntry.lastIndexOf("/"));
  const proxy = `${
    joinCommand([DENO, "run", "-A", `${tree}/examples/prompt_prefix_proxy.ts`])
  } --prefix ''`;
  const chain = Array.from({ length: proxies }, () => ["--proxy", proxy]).flat();
  return [DENO, "run", "-A", daemonEntry, "chain", ...chain, "--agent", joinCommand(agent)];
}

/** `deno run -A` for a script of this repository. */
export function denoScript(path: string, ...args: string[]): string[] {
  return [DENO, "run", "-A", `${ROOT}/${path}`, ...args];
}

/**
 * The command words for the relay of `setup` in front of `agent` (none for `direct`).
 *
 * @param setup The setup.
 * @param agent The agent's command words.
 * @param transcript The transcript file (`daemon-transcript` only, which needs one).
 */
export function relayCommands(setup: Setup, agent: string[], transcript?: string): string[][] {
  switch (setup) {
    case "direct":
      return [agent];
    case "cat":
      return [["cat"], agent, ["cat"]];
    case "daemon":
      return [daemonCommand(agent)];
    case "daemon-copy":
      return [daemonCommand(agent, { copy: true })];
    case "daemon-transcript":
      if (transcript === undefined) throw new Error("daemon-transcript needs a transcript path");
      return [daemonCommand(agent, { transcript })];
    case "sdk-relay":
      return [denoScript("bench/sdk_relay.ts", ...agent)];
    case "deno-floor":
      return [denoScript("bench/floor_relay.ts", ...agent)];
    case "agent-router":
      return [[
        DENO,
        "run",
        "-A",
        daemonEntry,
        "serve",
        "--v1",
        joinCommand(agent),
        "--v2",
        joinCommand(agent),
      ]];
    case "chain-0":
    case "chain-1":
    case "chain-3":
      return [chainCommand(proxiesOf(setup), agent)];
    default:
      throw new Error(`${setup} is not a ring by itself (bench/remote.ts runs it)`);
  }
}

/** Whether a command line is the relay process of `setup` (what peak RSS is taken of). */
export function isRelay(setup: Setup, argv: string[]): boolean {
  switch (setup) {
    case "direct":
      return false;
    case "cat":
      return argv[0] === "cat";
    case "daemon":
    case "daemon-copy":
    case "daemon-transcript":
      return argv[0].endsWith("deno") && argv.some((w) => w.endsWith("/mod.ts"));
    case "sdk-relay":
      return argv[0].endsWith("deno") && argv.some((w) => w.endsWith("/sdk_relay.ts"));
    case "deno-floor":
      return argv[0].endsWith("deno") && argv.some((w) => w.endsWith("/floor_relay.ts"));
    case "sdk-server":
    case "sdk-server-http":
    case "sdk-server-ws":
      return argv[0].endsWith("deno") && argv.some((w) => w.endsWith("/sdk_server.ts"));
    default: // the listening daemon, or the stdio daemon of a two-hop ring
      return argv[0].endsWith("deno") && argv.some((w) => w.endsWith("/mod.ts"));
  }
}

/** Joins words into a command string for `--v1`, single-quoting the words that need it. */
export function joinCommand(words: string[]): string {
  return words.map((w) => /^[\w./=:,@+-]+$/.test(w) ? w : `'${w.replaceAll("'", `'\\''`)}'`)
    .join(" ");
}

function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** How a ring run went. */
export interface RingResult {
  /** Whether every process exited 0 in time. */
  ok: boolean;
  /** What went wrong, with the processes' stderr. */
  error?: string;
  /** Peak RSS of the relay process(es) in KiB (the largest), when sampled. */
  relayPeakKiB?: number;
  /** How many samples the peak rests on. */
  rssSamples?: number;
  /** Each process's stderr, the client's first (e.g. the daemon's warnings). */
  stderr: string[];
  /** When each process exited (ms since the epoch), the client's first (killed, after a timeout). */
  exitedAt: number[];
}

/** Options for {@linkcode runRing}. */
export interface RingOptions {
  /** Kill everything after this long. */
  timeoutMs: number;
  /** Sample the relay's peak RSS. */
  sampleRss?: boolean;
  /** Relay commands to use instead of the setup's own (for experiments). */
  relay?: string[][];
  /** The transcript file of `daemon-transcript`. */
  transcript?: string;
}

let ringCount = 0;
const live = new Set<Deno.ChildProcess>();

/** Kills every process of the runs still going (and their descendants): for Ctrl-C. */
export function killAll(): void {
  for (const c of live) {
    for (const pid of [c.pid, ...descendants(c.pid)]) {
      try {
        Deno.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
}

/**
 * Runs `client` and `agent` joined through `setup` until every process has exited.
 *
 * @param setup Which relay sits between them.
 * @param client The client's command words.
 * @param agent The agent's command words.
 * @param dir A scratch directory for the FIFOs.
 * @param options Timeout and RSS sampling.
 */
export async function runRing(
  setup: Setup,
  client: string[],
  agent: string[],
  dir: string,
  options: RingOptions,
): Promise<RingResult> {
  const commands = [
    client,
    ...(options.relay ?? relayCommands(setup, agent, options.transcript)),
  ];
  const n = commands.length;
  const ring = ringCount++;
  const fifos = commands.map((_, i) => `${dir}/ring${ring}-${i}`);
  const mk = await new Deno.Command("mkfifo", { args: fifos, stderr: "inherit" }).output();
  if (!mk.success) throw new Error("mkfifo failed");

  const children = commands.map((words, i) => {
    const input = shellQuote(fifos[i]);
    const output = shellQuote(fifos[(i + 1) % n]);
    const redirect = i === 0 ? `>${output} <${input}` : `<${input} >${output}`;
    return new Deno.Command("sh", {
      args: ["-c", `exec ${words.map(shellQuote).join(" ")} ${redirect}`],
      cwd: ROOT,
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).spawn();
  });
  for (const c of children) live.add(c);
  const stderr = children.map((c) => new Response(c.stderr).text());
  const samplers = options.sampleRss
    ? children.slice(1).map((c) => new PeakRssSampler(c.pid, (argv) => isRelay(setup, argv)))
    : [];

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), options.timeoutMs);
  });
  const exitedAt = children.map(() => NaN);
  const statuses = Promise.all(children.map((c, i) =>
    c.status.then((s) => {
      exitedAt[i] = performance.timeOrigin + performance.now();
      return s;
    })
  ));
  const outcome = await Promise.race([statuses, timedOut]);
  clearTimeout(timer);
  const peaks = samplers.map((s) => s.stop());
  if (outcome === "timeout") {
    for (const c of children) {
      for (const pid of [c.pid, ...descendants(c.pid)]) {
        try {
          Deno.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
    await statuses;
  }
  for (const c of children) live.delete(c);
  const texts = await Promise.all(stderr);
  for (const f of fifos) await Deno.remove(f).catch(() => {});

  const result: RingResult = { ok: true, stderr: texts, exitedAt };
  if (options.sampleRss) {
    const measured = peaks.filter((p) => p.samples > 0);
    result.relayPeakKiB = Math.max(0, ...measured.map((p) => p.peakKiB));
    result.rssSamples = Math.min(...measured.map((p) => p.samples));
  }
  const codes = (await statuses).map((s) => s.code);
  if (outcome === "timeout" || codes.some((c) => c !== 0)) {
    result.ok = false;
    const names = ["client", ...commands.slice(1).map((w) => w[w.length > 3 ? 3 : 0])];
    result.error = `${setup}: ${outcome === "timeout" ? "timed out; " : ""}exit codes ` +
      codes.map((c, i) => `${names[i]}=${c}`).join(", ") +
      texts.map((t, i) => t.trim() ? `\n[${names[i]} stderr] ${t.trim().slice(-2000)}` : "")
        .join("");
  }
  return result;
}
