/**
 * The measurements behind figures 8–10 (issue 13): `serve --listen` against the SDK's own
 * server (`bench/sdk_server.ts`) in front of the same agent, and against the stdio daemon.
 * Like figures 1–7, each runs every setup once per round, in an order that rotates from
 * round to round, and every run starts its processes afresh: the server (listening on a free
 * loopback port, its URL read from its stderr), then the client; the server is stopped with
 * SIGTERM after each run.
 *
 * @module
 */

import { KIB, MIB, payloadBytes } from "./frames.ts";
import type { MeasureContext, Samples } from "./measure.ts";
import { descendants, PeakRssSampler } from "./procfs.ts";
import {
  daemonEntryPath,
  denoScript,
  isRelay,
  joinCommand,
  ROOT,
  runRing,
  type Setup,
} from "./ring.ts";
import {
  logMedians,
  logRateMedians,
  push,
  type RateReport,
  type RateSamples,
  readReport,
  recordRate,
  rotate,
} from "./runs.ts";

const DENO = Deno.execPath();
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+\/acp)\n/;

/** A server started for one run. */
interface Server {
  /** `http://127.0.0.1:PORT/acp`. */
  readonly url: string;
  /** The server process (deno itself: it is spawned without a shell). */
  readonly pid: number;
  /** Stops it (SIGTERM, then SIGKILL after 15 s) and returns its stderr and exit code. */
  stop(): Promise<{ code: number; stderr: string }>;
}

const live = new Set<Deno.ChildProcess>();

/** Kills every server and client still running (and their descendants): for Ctrl-C. */
export function killRemote(): void {
  for (const c of live) killTree(c.pid);
}

function killTree(pid: number): void {
  for (const p of [pid, ...descendants(pid)]) {
    try {
      Deno.kill(p, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

/**
 * Starts `serve --listen 127.0.0.1:0 [extra] --v1 AGENT` (`listen`) or
 * `bench/sdk_server.ts AGENT` (`sdk`) and waits (30 s at most) for its URL.
 */
async function startServer(
  kind: "listen" | "sdk",
  agent: string[],
  extra: string[] = [],
): Promise<Server> {
  const words = kind === "listen"
    ? [DENO, "run", "-A", daemonEntryPath(), "serve", "--listen", "127.0.0.1:0", ...extra]
      .concat("--v1", joinCommand(agent))
    : denoScript("bench/sdk_server.ts", ...agent);
  const child = new Deno.Command(words[0], {
    args: words.slice(1),
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  live.add(child);
  let text = "";
  let announced!: (url: string) => void;
  const url = new Promise<string>((resolve) => announced = resolve);
  const draining = (async () => {
    for await (const chunk of child.stderr.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      const found = LISTENING.exec(text);
      if (found) announced(found[1]);
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    url,
    child.status.then(() => null),
    new Promise<null>((resolve) => timer = setTimeout(() => resolve(null), 30_000)),
  ]);
  clearTimeout(timer);
  const stop = async () => {
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
    let killTimer: ReturnType<typeof setTimeout> | undefined;
    const exited = await Promise.race([
      child.status.then(() => true),
      new Promise<false>((resolve) => killTimer = setTimeout(() => resolve(false), 15_000)),
    ]);
    clearTimeout(killTimer);
    if (!exited) killTree(child.pid);
    const status = await child.status;
    await draining;
    live.delete(child);
    return { code: status.code, stderr: text };
  };
  if (outcome === null) {
    const { stderr } = await stop();
    throw new Error(`${words.join(" ")}: did not start listening:\n${stderr.slice(-2000)}`);
  }
  return { url: outcome, pid: child.pid, stop };
}

/** Runs a client to its end (killed after `timeoutMs`); throws unless it exits 0. */
async function runClient(words: string[], timeoutMs: number): Promise<void> {
  const child = new Deno.Command(words[0], {
    args: words.slice(1),
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  live.add(child);
  const stderr = new Response(child.stderr).text();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    child.status,
    new Promise<"timeout">((resolve) => timer = setTimeout(() => resolve("timeout"), timeoutMs)),
  ]);
  clearTimeout(timer);
  if (outcome === "timeout") killTree(child.pid);
  const status = await child.status;
  live.delete(child);
  if (outcome === "timeout" || !status.success) {
    throw new Error(
      `${words.slice(3).join(" ")}: ${
        outcome === "timeout" ? "timed out" : `exit ${status.code}`
      }` +
        `\n${(await stderr).trim().slice(-2000)}`,
    );
  }
}

/** Runs `run` against a fresh server; the server's stderr is added to any error. */
async function withServer<T>(
  kind: "listen" | "sdk",
  agent: string[],
  extra: string[],
  run: (server: Server) => Promise<T>,
): Promise<T> {
  const server = await startServer(kind, agent, extra);
  let result: T;
  try {
    result = await run(server);
  } catch (e) {
    const { stderr } = await server.stop();
    throw new Error(`${(e as Error).message}\n[server stderr] ${stderr.trim().slice(-2000)}`);
  }
  const { code, stderr } = await server.stop();
  const expected = kind === "listen" ? 143 : 0; // 128 + SIGTERM, as documented
  if (code !== expected) {
    throw new Error(`the ${kind} server exited ${code} after SIGTERM:\n${stderr.slice(-2000)}`);
  }
  return result;
}

/** The setups of figure 8, in the order runs alternate. */
export const REMOTE_THROUGHPUT_SETUPS: readonly Setup[] = [
  "listen-http",
  "listen-ws",
  "sdk-server-http",
  "sdk-server-ws",
  "daemon",
];

const transportOf = (setup: Setup) => setup.endsWith("-ws") ? "ws" : "http";

/**
 * Figure 8: MiB/s of 1 KiB `session/update` frames from the agent (`agent.ts stream`) to one
 * client, through `serve --listen` over SSE and WebSocket, through the SDK's server over both
 * (the same raw TCP client: `bench/peers/remote_client.ts receive`), and through the stdio
 * daemon (`client.ts stream`, a ring). Timed at the client from the first read after its
 * start notification to the last, in the agent's line bytes.
 *
 * @param mib Volume per run in MiB.
 * @param rounds How many rounds.
 */
export async function remoteThroughput(
  ctx: MeasureContext,
  mib: number,
  rounds: number,
): Promise<Samples> {
  const frame = KIB;
  const payload = payloadBytes(mib * MIB, frame);
  const report = `${ctx.dir}/remote-throughput.json`;
  const agent = denoScript("bench/peers/agent.ts", "stream", "--bytes", `${payload}`);
  agent.push("--frame", `${frame}`);
  const timeoutMs = 60_000 + payload / MIB * 1_000; // ≥ 1 MiB/s, or it is a hang
  const into: RateSamples = { samples: {}, steady: {}, gaps: {} };
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(REMOTE_THROUGHPUT_SETUPS, round)) {
      if (setup === "daemon") {
        const client = denoScript("bench/peers/client.ts", "stream", "--bytes", `${payload}`);
        client.push("--report", report);
        const result = await runRing("daemon", client, agent, ctx.dir, { timeoutMs });
        if (!result.ok) throw new Error(result.error);
      } else {
        const kind = setup.startsWith("listen") ? "listen" : "sdk";
        await withServer(kind, agent, [], async (server) => {
          const client = denoScript("bench/peers/remote_client.ts", "receive", "--url", server.url);
          client.push("--transport", transportOf(setup), "--bytes", `${payload}`);
          client.push("--frame", `${frame}`, "--report", report);
          await runClient(client, timeoutMs);
        });
      }
      const r = await readReport<RateReport>(report);
      const { rate, detail } = recordRate(into, setup, r, payload, 0);
      ctx.log(
        `fig 8 round ${round + 1}/${rounds} ${setup}: ${rate.toFixed(1)} MiB/s (${detail})`,
      );
    }
  }
  logRateMedians(ctx.log, "fig 8", into);
  return into.samples;
}

/** The setups of figure 9, in the order runs alternate. */
export const REMOTE_LATENCY_SETUPS: readonly Setup[] = [
  "daemon",
  "listen-http",
  "listen-ws",
  "two-hop-http",
  "two-hop-ws",
];

/**
 * Figure 9: round trips of 200-byte requests to the echo agent (`agent.ts echo`), p50 and p99
 * per run in µs: the stdio daemon (`client.ts ping`, a ring, as figure 2), one HTTP hop and
 * one WebSocket hop into `serve --listen` (`remote_client.ts ping`: over HTTP a POST per
 * request on a kept-alive socket, the answer read from the connection stream), and two hops:
 * the stdio client ⇄ `mod.ts --v1 http://…` (or `ws://…`) ⇄ `serve --listen` ⇄ the agent.
 *
 * @param warmup Round trips before measuring.
 * @param iterations Round trips measured per run.
 * @param rounds How many rounds.
 */
export async function remoteLatency(
  ctx: MeasureContext,
  warmup: number,
  iterations: number,
  rounds: number,
): Promise<{ p50: Samples; p99: Samples }> {
  const p50: Samples = {};
  const p99: Samples = {};
  const report = `${ctx.dir}/remote-latency.json`;
  const agent = denoScript("bench/peers/agent.ts", "echo");
  const timeoutMs = 60_000 + iterations * 10;
  const stdioClient = denoScript("bench/peers/client.ts", "ping", "--warmup", `${warmup}`);
  stdioClient.push("--iterations", `${iterations}`, "--report", report);
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(REMOTE_LATENCY_SETUPS, round)) {
      if (setup === "daemon") {
        const result = await runRing("daemon", stdioClient, agent, ctx.dir, { timeoutMs });
        if (!result.ok) throw new Error(result.error);
      } else if (setup.startsWith("two-hop")) {
        await withServer("listen", agent, [], async (server) => {
          const url = setup === "two-hop-ws" ? server.url.replace(/^http/, "ws") : server.url;
          const relay = [[DENO, "run", "-A", daemonEntryPath(), "--v1", url]];
          const result = await runRing(setup, stdioClient, agent, ctx.dir, { timeoutMs, relay });
          if (!result.ok) throw new Error(result.error);
        });
      } else {
        await withServer("listen", agent, [], async (server) => {
          const client = denoScript("bench/peers/remote_client.ts", "ping", "--url", server.url);
          client.push("--transport", transportOf(setup), "--warmup", `${warmup}`);
          client.push("--iterations", `${iterations}`, "--report", report);
          await runClient(client, timeoutMs);
        });
      }
      const r = await readReport<{ p50: number; p99: number }>(report);
      push(p50, setup, r.p50);
      push(p99, setup, r.p99);
      ctx.log(
        `fig 9 round ${round + 1}/${rounds} ${setup}: p50 ${r.p50.toFixed(0)} µs, ` +
          `p99 ${r.p99.toFixed(0)} µs`,
      );
    }
  }
  logMedians(ctx.log, "fig 9 p50 µs", p50, 0);
  logMedians(ctx.log, "fig 9 p99 µs", p99, 0);
  return { p50, p99 };
}

/** The setups of figure 10, in the order runs alternate. */
export const REMOTE_CONNECTIONS_SETUPS: readonly Setup[] = ["listen", "sdk-server", "listen-1"];

/**
 * Figure 10: `connections` remote connections opened at once, half over HTTP and half over
 * WebSocket, each completing a prompt turn with its own `/bin/sh` agent
 * (`bench/peers/turn_agent.sh`), all open until every turn is done
 * (`bench/peers/remote_turns.ts`): the server process's own peak RSS (`VmHWM` of its pid,
 * sampled every 10 ms and once more after the client has closed everything; its agents are
 * other processes) and the time until the last `initialize` was answered. `serve --listen`
 * runs with `--max-connections 256`; `sdk-server` is the SDK's server in front of the same
 * agent; `listen-1` is `serve --listen` with one connection (what the daemon needs anyway).
 *
 * @param connections How many connections (`listen-1` always opens one).
 * @param rounds How many rounds.
 */
export async function remoteConnections(
  ctx: MeasureContext,
  connections: number,
  rounds: number,
): Promise<{ rss: Samples; openMs: Samples }> {
  const rss: Samples = {};
  const openMs: Samples = {};
  const report = `${ctx.dir}/remote-turns.json`;
  const agent = ["sh", `${ROOT}/bench/peers/turn_agent.sh`];
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(REMOTE_CONNECTIONS_SETUPS, round)) {
      const count = setup === "listen-1" ? 1 : connections;
      const kind = setup === "sdk-server" ? "sdk" : "listen";
      const extra = kind === "listen" ? ["--max-connections", "256"] : [];
      let samples = 0, peakKiB = 0;
      await withServer(kind, agent, extra, async (server) => {
        const sampler = new PeakRssSampler(server.pid, (argv) => isRelay(setup, argv));
        const client = denoScript("bench/peers/remote_turns.ts", "--url", server.url);
        client.push("--connections", `${count}`, "--transport", "mixed", "--report", report);
        try {
          await runClient(client, 120_000);
        } finally {
          sampler.sample();
          ({ samples, peakKiB } = sampler.stop());
        }
      });
      if (samples === 0) throw new Error(`${setup}: the server's memory was never sampled`);
      const r = await readReport<
        { openMs: number; turnsMs: number; closeMs: number; medianOpenMs: number }
      >(report);
      push(rss, setup, peakKiB / 1024);
      push(openMs, setup, r.openMs);
      ctx.log(
        `fig 10 round ${round + 1}/${rounds} ${setup} (${count} connections): peak RSS ` +
          `${(peakKiB / 1024).toFixed(1)} MiB (${samples} samples); all open after ` +
          `${r.openMs.toFixed(0)} ms (median ${r.medianOpenMs.toFixed(0)}), all turns done after ` +
          `${r.turnsMs.toFixed(0)} ms, all closed in ${r.closeMs.toFixed(0)} ms`,
      );
    }
  }
  logMedians(ctx.log, "fig 10 peak RSS MiB", rss, 1);
  logMedians(ctx.log, "fig 10 open ms", openMs, 0);
  return { rss, openMs };
}
