/**
 * The measurements behind figures 1–4. Each runs every setup once per round, in an order
 * that rotates from round to round, so that daemon and baselines alternate under the same
 * machine load; the caller takes medians.
 *
 * @module
 */

import { INITIALIZE_LINE, MIB, payloadBytes, SEND_BLOCK_BYTES } from "./frames.ts";
import { daemonCommand, denoScript, type RingResult, runRing, type Setup } from "./ring.ts";
import { median } from "./stats.ts";

/** Per-setup values, one per round. */
export type Samples = Partial<Record<Setup, number[]>>;

/** Where progress goes (stderr). */
export type Log = (line: string) => void;

function rotate<T>(items: readonly T[], by: number): T[] {
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

function push(samples: Samples, setup: Setup, value: number): void {
  (samples[setup] ??= []).push(value);
}

function must(result: RingResult): void {
  if (!result.ok) throw new Error(result.error);
}

async function readReport<T>(path: string): Promise<T> {
  const report = JSON.parse(await Deno.readTextFile(path));
  await Deno.remove(path);
  return report;
}

interface RateReport {
  bytes: number;
  firstBytes: number;
  seconds: number;
  steadyFromBytes: number;
  steadySeconds: number;
  maxGapMs: number;
  maxGapAfterBytes: number;
}

/** Options shared by the measurements. */
export interface MeasureContext {
  /** Scratch directory (FIFOs, reports). */
  dir: string;
  /** Progress lines. */
  log: Log;
}

/**
 * Figure 1: MiB/s from the first byte to the last at the receiving peer.
 *
 * client→agent: the client writes one prebuilt {@linkcode SEND_BLOCK_BYTES} block of
 * whole frames per `write(2)` (issue 11); agent→client: the agent writes 1 MiB blocks.
 * Every setup gets the same peers. Each run's log line also gives the rate from the read
 * that passed 4 MiB on ("steady") and the longest pause between two reads, and a summary
 * of the medians follows the last round, `daemon-copy` included when it ran.
 *
 * @param direction Which way the bytes go.
 * @param frame Frame size in bytes.
 * @param mib Volume per run in MiB.
 * @param setups The setups to alternate.
 * @param rounds How many rounds.
 */
export async function throughput(
  ctx: MeasureContext,
  direction: "agent_to_client" | "client_to_agent",
  frame: number,
  mib: number,
  setups: readonly Setup[],
  rounds: number,
): Promise<Samples> {
  const samples: Samples = {};
  const steady: Samples = {};
  const gaps: Samples = {};
  const payload = direction === "client_to_agent"
    ? payloadBytes(mib * MIB, frame, SEND_BLOCK_BYTES)
    : payloadBytes(mib * MIB, frame);
  const report = `${ctx.dir}/throughput.json`;
  const timeoutMs = 60_000 + payload / MIB * 500; // ≥ 2 MiB/s, or it is a hang
  const what = `${direction} ${frame / 1024}KiB`;
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(setups, round)) {
      let client: string[], agent: string[], expected: number;
      if (direction === "agent_to_client") {
        client = denoScript("bench/peers/client.ts", "receive", "--bytes", `${payload}`);
        client.push("--report", report);
        agent = denoScript("bench/peers/agent.ts", "source", "--bytes", `${payload}`);
        agent.push("--frame", `${frame}`);
        expected = payload;
      } else {
        client = denoScript("bench/peers/client.ts", "send", "--bytes", `${payload}`);
        client.push("--frame", `${frame}`, "--block", `${SEND_BLOCK_BYTES}`);
        agent = denoScript("bench/peers/agent.ts", "sink", "--report", report);
        expected = payload + INITIALIZE_LINE.length;
      }
      must(await runRing(setup, client, agent, ctx.dir, { timeoutMs }));
      const r = await readReport<RateReport>(report);
      if (r.bytes !== expected) {
        throw new Error(`${setup}: ${r.bytes} bytes arrived, ${expected} were sent`);
      }
      const rate = (r.bytes - r.firstBytes) / MIB / r.seconds;
      push(samples, setup, rate);
      push(gaps, setup, r.maxGapMs);
      let detail = `longest pause ${r.maxGapMs.toFixed(1)} ms after ${r.maxGapAfterBytes} B`;
      if (r.steadySeconds > 0) {
        const steadyRate = (r.bytes - r.steadyFromBytes) / MIB / r.steadySeconds;
        push(steady, setup, steadyRate);
        detail = `steady ${steadyRate.toFixed(0)} MiB/s, ${detail}`;
      }
      ctx.log(
        `fig 1 round ${round + 1}/${rounds} ${what} ${setup}: ${rate.toFixed(0)} MiB/s (${detail})`,
      );
    }
  }
  const summary = (name: string, of: Samples, digits: number, ratios = true) =>
    `${name} ` + setups.filter((s) => of[s]).map((s) => {
      const m = median(of[s]!);
      const cat = ratios && of.cat ? ` (${(m / median(of.cat)).toFixed(2)} × cat)` : "";
      return `${s} ${m.toFixed(digits)}${s === "cat" ? "" : cat}`;
    }).join(", ");
  ctx.log(`fig 1 ${what} medians: ${summary("MiB/s", samples, 0)}`);
  if (Object.keys(steady).length > 0) {
    ctx.log(`fig 1 ${what} steady medians: ${summary("MiB/s", steady, 0)}`);
  }
  ctx.log(`fig 1 ${what} longest-pause medians: ${summary("ms", gaps, 1, false)}`);
  return samples;
}

/**
 * Figure 2: round trips of 200-byte requests, p50 and p99 per run in µs.
 *
 * @param warmup Round trips before measuring.
 * @param iterations Round trips measured per run.
 */
export async function latency(
  ctx: MeasureContext,
  warmup: number,
  iterations: number,
  setups: readonly Setup[],
  rounds: number,
): Promise<{ p50: Samples; p99: Samples }> {
  const p50: Samples = {};
  const p99: Samples = {};
  const report = `${ctx.dir}/latency.json`;
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(setups, round)) {
      const client = denoScript("bench/peers/client.ts", "ping", "--warmup", `${warmup}`);
      client.push("--iterations", `${iterations}`, "--report", report);
      const agent = denoScript("bench/peers/agent.ts", "echo");
      must(await runRing(setup, client, agent, ctx.dir, { timeoutMs: 60_000 + iterations * 10 }));
      const r = await readReport<{ p50: number; p99: number }>(report);
      push(p50, setup, r.p50);
      push(p99, setup, r.p99);
      ctx.log(
        `fig 2 round ${round + 1}/${rounds} ${setup}: p50 ${r.p50.toFixed(0)} µs, ` +
          `p99 ${r.p99.toFixed(0)} µs`,
      );
    }
  }
  return { p50, p99 };
}

/**
 * Figure 3: ms from spawning to the initialize response, the daemon (which then starts the
 * agent) against the agent itself, and against `deno-floor` (`bench/floor_relay.ts`, the
 * least a router run by `deno run` can do), which splits the daemon's added time into
 * Deno's share and its own. One unmeasured warm-up start each comes first.
 */
export async function coldStart(ctx: MeasureContext, rounds: number): Promise<Samples> {
  const samples: Samples = {};
  const agent = denoScript("bench/peers/agent.ts", "echo");
  const commands: Partial<Record<Setup, string[]>> = {
    direct: agent,
    daemon: daemonCommand(agent),
    "deno-floor": denoScript("bench/floor_relay.ts", ...agent),
  };
  const setups: Setup[] = ["direct", "daemon", "deno-floor"];
  for (const setup of setups) await startOnce(commands[setup]!);
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(setups, round)) {
      const ms = await startOnce(commands[setup]!);
      push(samples, setup, ms);
      ctx.log(`fig 3 round ${round + 1}/${rounds} ${setup}: ${ms.toFixed(1)} ms`);
    }
  }
  return samples;
}

async function startOnce(words: string[]): Promise<number> {
  const start = performance.now();
  const child = new Deno.Command(words[0], {
    args: words.slice(1),
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(INITIALIZE_LINE);
  const reader = child.stdout.getReader();
  let ms = NaN;
  for (let seen = ""; !Number.isFinite(ms);) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += new TextDecoder().decode(value);
    if (seen.includes("\n")) ms = performance.now() - start;
  }
  await writer.close();
  await reader.cancel();
  const status = await child.status;
  if (!Number.isFinite(ms) || !status.success) {
    throw new Error(`${words.join(" ")}: no initialize response (exit ${status.code})`);
  }
  return ms;
}

/**
 * Figure 4: the relay's peak RSS in MiB while the agent writes `mib` to the client, which
 * reads at once (`stallMs` 0) or only after `stallMs`.
 */
export async function peakRss(
  ctx: MeasureContext,
  mib: number,
  stallMs: number,
  setups: readonly Setup[],
  rounds: number,
): Promise<Samples> {
  const samples: Samples = {};
  const frame = 65536;
  const payload = payloadBytes(mib * MIB, frame);
  const report = `${ctx.dir}/rss.json`;
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(setups, round)) {
      const client = denoScript("bench/peers/client.ts", "receive", "--bytes", `${payload}`);
      client.push("--report", report, "--stall-ms", `${stallMs}`);
      const agent = denoScript("bench/peers/agent.ts", "source", "--bytes", `${payload}`);
      agent.push("--frame", `${frame}`);
      const result = await runRing(setup, client, agent, ctx.dir, {
        timeoutMs: 60_000 + stallMs + payload / MIB * 500,
        sampleRss: true,
      });
      must(result);
      const r = await readReport<RateReport>(report);
      if (r.bytes !== payload) throw new Error(`${setup}: ${r.bytes} of ${payload} bytes arrived`);
      if (!result.rssSamples) throw new Error(`${setup}: the relay's memory was never sampled`);
      const peak = result.relayPeakKiB! / 1024;
      push(samples, setup, peak);
      ctx.log(
        `fig 4 round ${round + 1}/${rounds} ${stallMs ? "stalled client" : "moving"} ` +
          `${setup}: ${peak.toFixed(1)} MiB (${result.rssSamples} samples)`,
      );
    }
  }
  return samples;
}
