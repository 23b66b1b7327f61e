/**
 * The measurements behind figures 11 and 12 (issue 14): the conductor (`mod.ts chain`) with
 * 0, 1 and 3 pass-through example proxies in front of the same scripted agent, against the
 * agent router alone (`mod.ts serve --v1 AGENT --v2 AGENT`) and against `cat`. Like figures
 * 1–10, each runs every setup once per round, in an order that rotates from round to round,
 * and every run is a fresh ring of processes (`bench/ring.ts`).
 *
 * @module
 */

import { KIB, MIB, payloadBytes } from "./frames.ts";
import type { MeasureContext, Samples } from "./measure.ts";
import { denoScript, runRing, type Setup } from "./ring.ts";
import { median } from "./stats.ts";
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

/** The setups of figure 11, in the order runs alternate. */
export const CHAIN_LATENCY_SETUPS: readonly Setup[] = [
  "agent-router",
  "chain-0",
  "chain-1",
  "chain-3",
];

/** The setups of figure 12, in the order runs alternate. */
export const CHAIN_THROUGHPUT_SETUPS: readonly Setup[] = [
  "cat",
  "agent-router",
  "chain-0",
  "chain-1",
  "chain-3",
];

/**
 * Figure 11: round trips of 200-byte requests to the echo agent (`agent.ts echo`, which
 * answers the initialize with the id each link gave it), p50 and p99 per run in µs, from a
 * stdio client (`client.ts ping`, as figure 2) through the agent router alone and through
 * chains of 0, 1 and 3 proxies. After the last round the log gives the median added latency
 * per proxy hop ((chain-N − chain-0) / N).
 *
 * @param warmup Round trips before measuring.
 * @param iterations Round trips measured per run.
 * @param rounds How many rounds.
 */
export async function chainLatency(
  ctx: MeasureContext,
  warmup: number,
  iterations: number,
  rounds: number,
): Promise<{ p50: Samples; p99: Samples }> {
  const p50: Samples = {};
  const p99: Samples = {};
  const report = `${ctx.dir}/chain-latency.json`;
  const agent = denoScript("bench/peers/agent.ts", "echo");
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(CHAIN_LATENCY_SETUPS, round)) {
      const client = denoScript("bench/peers/client.ts", "ping", "--warmup", `${warmup}`);
      client.push("--iterations", `${iterations}`, "--report", report);
      // ≥ 100 round trips a second even through three proxies, or it is a hang.
      const timeoutMs = 60_000 + (warmup + iterations) * 10;
      const result = await runRing(setup, client, agent, ctx.dir, { timeoutMs });
      if (!result.ok) throw new Error(result.error);
      const r = await readReport<{ p50: number; p99: number }>(report);
      push(p50, setup, r.p50);
      push(p99, setup, r.p99);
      ctx.log(
        `fig 11 round ${round + 1}/${rounds} ${setup}: p50 ${r.p50.toFixed(0)} µs, ` +
          `p99 ${r.p99.toFixed(0)} µs`,
      );
    }
  }
  for (const [q, samples] of [["p50", p50], ["p99", p99]] as const) {
    logMedians(ctx.log, `fig 11 ${q} µs`, samples, 0);
    const zero = median(samples["chain-0"]!);
    const perHop = ([1, 3] as const).map((n) =>
      `chain-${n} ${((median(samples[`chain-${n}`]!) - zero) / n).toFixed(0)}`
    );
    ctx.log(`fig 11 ${q} added per proxy hop (vs chain-0), µs: ${perHop.join(", ")}`);
  }
  return { p50, p99 };
}

/**
 * Figure 12: MiB/s of 1 KiB `session/update` frames from the agent (`agent.ts stream`) to a
 * stdio client (`client.ts stream`), through `cat`, the agent router alone, and chains of 0,
 * 1 and 3 proxies. Timed at the client from the first read after its start notification to
 * the last; every run must deliver exactly the bytes the agent wrote (the example proxy and
 * the conductor pass frames through unchanged).
 *
 * @param mib Volume per run in MiB.
 * @param rounds How many rounds.
 */
export async function chainThroughput(
  ctx: MeasureContext,
  mib: number,
  rounds: number,
): Promise<Samples> {
  const frame = KIB;
  const payload = payloadBytes(mib * MIB, frame);
  const report = `${ctx.dir}/chain-throughput.json`;
  const agent = denoScript("bench/peers/agent.ts", "stream", "--bytes", `${payload}`);
  agent.push("--frame", `${frame}`);
  const timeoutMs = 60_000 + payload / MIB * 2_000; // ≥ 0.5 MiB/s, or it is a hang
  const into: RateSamples = { samples: {}, steady: {}, gaps: {} };
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(CHAIN_THROUGHPUT_SETUPS, round)) {
      const client = denoScript("bench/peers/client.ts", "stream", "--bytes", `${payload}`);
      client.push("--report", report);
      const result = await runRing(setup, client, agent, ctx.dir, { timeoutMs });
      if (!result.ok) throw new Error(result.error);
      const r = await readReport<RateReport>(report);
      const { rate, detail } = recordRate(into, setup, r, payload, 1);
      ctx.log(
        `fig 12 round ${round + 1}/${rounds} ${setup}: ${rate.toFixed(1)} MiB/s (${detail})`,
      );
    }
  }
  logRateMedians(ctx.log, "fig 12", into);
  return into.samples;
}
