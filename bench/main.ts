/**
 * `deno task bench`: measures the daemon against the `direct`, `cat` and `sdk-relay`
 * baselines in the same run (issue 5) and prints one JSON line per figure on stdout, then a
 * Markdown table and the progress log on stderr. Figure 1 also runs the daemon with `--copy`
 * (`daemon-copy`), which only the log reports, with each setup's steady rate and longest
 * pause (issue 11). Figures 5–7 (issue 12) measure the daemon with `--transcript`
 * (`daemon-transcript`, recording to a file in a temporary directory): throughput, the
 * highest frame rate it records without a drop, and added latency. Figures 8–10 (issue 13)
 * measure `serve --listen` (`bench/remote.ts`): throughput over SSE and WebSocket against the
 * SDK's own server and the stdio daemon, the round-trip latency of one HTTP or WebSocket hop
 * (and of two hops) against the stdio daemon, and 200 concurrent connections' peak RSS and
 * time to open. Figures 11–12 (issue 14) measure the conductor (`mod.ts chain`, `bench/chain.ts`)
 * with 0, 1 and 3 pass-through example proxies: round-trip latency against the agent router
 * alone, and agent→client throughput against `cat`. Figures 13–14 (issue 16, `bench/haproxy.ts`)
 * put HAProxy (`deploy/haproxy/acp-proxy.cfg`) in front of three `serve --listen` daemons:
 * prompt-turn (and round-trip) p50/p99 through it against straight to one daemon over HTTP
 * and WebSocket, and 200 connections across the three against 200 to one daemon; without
 * `haproxy` installed they are skipped with the reason on stderr.
 *
 * ```sh
 * deno task bench [--quick] [--check] [--rounds N] [--only 1,2,…,14] [--daemon PATH]
 * ```
 *
 * - `--quick`: every figure at a tiny size, one round, figure 3 two (a smoke test: the table
 *   still says which goals were met, but `--check` never fails it).
 * - `--check`: exit 1 when a goal of the issues is missed (never with `--quick`).
 * - `--rounds N`: rounds for every figure but 3 (figure 3 takes 15, or 2 with `--quick`; a
 *   round of figure 6 is a whole search).
 * - `--only`: just these figures.
 * - `--daemon PATH`: benchmark the daemon at PATH (a `mod.ts`, e.g. of a snapshot) instead
 *   of this repository's.
 *
 * See docs/BENCHMARKS.md for what each figure measures and how.
 *
 * @module
 */

import { parseArgs } from "node:util";
import {
  CHAIN_CASES,
  chainLatencyName,
  chainThroughputName,
  EXPECTED_LINES,
  type FigureLine,
  figureLine,
  FIGURES,
  HAPROXY_CASES,
  haproxyLatencyName,
  REMOTE_LATENCY_CASES,
  REMOTE_THROUGHPUT_CASES,
  remoteLatencyName,
  remoteThroughputName,
  subjectOf,
  THROUGHPUT_CASES,
  TRANSCRIPT_THROUGHPUT_CASES,
  transcriptThroughputName,
} from "./figures.ts";
import {
  coldStart,
  latency,
  maxFrameRate,
  type MeasureContext,
  peakRss,
  type RateSearch,
  type Samples,
  throughput,
} from "./measure.ts";
import { killRemote, remoteConnections, remoteLatency, remoteThroughput } from "./remote.ts";
import { chainLatency, chainThroughput } from "./chain.ts";
import { haproxyConnections, haproxyLatency, haproxyMissing, killHaproxy } from "./haproxy.ts";
import { killAll, setDaemonEntry, type Setup, SETUPS, THROUGHPUT_SETUPS } from "./ring.ts";
import { median } from "./stats.ts";
import { markdownTable } from "./table.ts";

/** Sizes and repetitions of one mode. */
interface Plan {
  throughputMiB: number;
  throughputRounds: number;
  pingWarmup: number;
  pingIterations: number;
  latencyRounds: number;
  coldRounds: number;
  rssMiB: number;
  stallMs: number;
  rssRounds: number;
  transcriptMiB: number;
  transcriptRounds: number;
  rateSearch: RateSearch;
  rateRounds: number;
  transcriptLatencyRounds: number;
  remoteMiB: number;
  remoteThroughputRounds: number;
  remoteLatencyRounds: number;
  remoteConnections: number;
  remoteConnectionsRounds: number;
  chainPingWarmup: number;
  chainPingIterations: number;
  chainLatencyRounds: number;
  chainMiB: number;
  chainThroughputRounds: number;
  haproxyWarmup: number;
  haproxyIterations: number;
  haproxyLatencyRounds: number;
  haproxyConnections: number;
  haproxyConnectionsRounds: number;
}

const FULL: Plan = {
  throughputMiB: 256,
  throughputRounds: 5,
  pingWarmup: 1_000,
  pingIterations: 20_000,
  latencyRounds: 3,
  coldRounds: 15,
  rssMiB: 1024,
  stallMs: 3_000,
  rssRounds: 3,
  transcriptMiB: 256,
  transcriptRounds: 5,
  rateSearch: {
    stepSeconds: 4,
    stepMinFrames: 256 * 1024, // 256 MiB: 8 × what the recorder holds before it drops
    stepMaxSeconds: 10,
    precision: 1.1,
    maxSteps: 8,
    catMiB: 256,
  },
  rateRounds: 2,
  transcriptLatencyRounds: 3,
  remoteMiB: 256,
  remoteThroughputRounds: 5,
  remoteLatencyRounds: 3,
  remoteConnections: 200,
  remoteConnectionsRounds: 3,
  // A round trip through three proxies takes milliseconds, and 1 KiB frames go through a chain
  // at a few MiB/s (docs/BENCHMARKS.md, issue 14): smaller volumes than figures 2 and 8.
  chainPingWarmup: 500,
  chainPingIterations: 5_000,
  chainLatencyRounds: 3,
  chainMiB: 32,
  chainThroughputRounds: 3,
  haproxyWarmup: 100,
  haproxyIterations: 2_000,
  haproxyLatencyRounds: 3,
  haproxyConnections: 200,
  haproxyConnectionsRounds: 3,
};

const QUICK: Plan = {
  throughputMiB: 2,
  throughputRounds: 1,
  pingWarmup: 20,
  pingIterations: 200,
  latencyRounds: 1,
  coldRounds: 2,
  rssMiB: 8,
  stallMs: 200,
  rssRounds: 1,
  transcriptMiB: 2,
  transcriptRounds: 1,
  rateSearch: {
    stepSeconds: 0.3,
    stepMinFrames: 0,
    stepMaxSeconds: 0.3,
    precision: 1.1,
    maxSteps: 2,
    catMiB: 2,
  },
  rateRounds: 1,
  transcriptLatencyRounds: 1,
  remoteMiB: 2,
  remoteThroughputRounds: 1,
  remoteLatencyRounds: 1,
  remoteConnections: 10,
  remoteConnectionsRounds: 1,
  chainPingWarmup: 20,
  chainPingIterations: 200,
  chainLatencyRounds: 1,
  chainMiB: 2,
  chainThroughputRounds: 1,
  haproxyWarmup: 5,
  haproxyIterations: 30,
  haproxyLatencyRounds: 1,
  haproxyConnections: 6,
  haproxyConnectionsRounds: 1,
};

const USAGE = "usage: deno task bench [--quick] [--check] [--rounds N] " +
  "[--only 1,2,3,4,5,6,7,8,9,10,11,12,13,14] [--daemon PATH]";

/** Prints what is wrong with the command line and the usage, then exits 2. */
function usageError(message: string): never {
  Deno.stderr.writeSync(new TextEncoder().encode(`bench: ${message}\n${USAGE}\n`));
  Deno.exit(2);
}

let flags;
try {
  flags = parseArgs({
    args: Deno.args,
    options: {
      quick: { type: "boolean", default: false },
      check: { type: "boolean", default: false },
      rounds: { type: "string" },
      only: { type: "string", default: FIGURES.join(",") },
      daemon: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  }).values;
} catch (e) {
  usageError((e as Error).message);
}
if (flags.help) {
  console.log(USAGE);
  Deno.exit(0);
}

const plan = { ...(flags.quick ? QUICK : FULL) };
if (flags.rounds) {
  const n = Number(flags.rounds);
  if (!Number.isInteger(n) || n < 1) usageError("--rounds takes a positive integer");
  plan.throughputRounds = plan.latencyRounds = plan.rssRounds = n;
  plan.transcriptRounds = plan.rateRounds = plan.transcriptLatencyRounds = n;
  plan.remoteThroughputRounds = plan.remoteLatencyRounds = plan.remoteConnectionsRounds = n;
  plan.chainLatencyRounds = plan.chainThroughputRounds = n;
  plan.haproxyLatencyRounds = plan.haproxyConnectionsRounds = n;
}
const only = new Set(flags.only!.split(",").map(Number));
if ([...only].some((n) => !FIGURES.includes(n))) {
  usageError(
    `--only takes figure numbers 1 to ${FIGURES.length}, comma-separated (got '${flags.only}')`,
  );
}
if (flags.daemon) setDaemonEntry(await Deno.realPath(flags.daemon));

const encoder = new TextEncoder();
const log = (line: string) => Deno.stderr.writeSync(encoder.encode(`bench: ${line}\n`));
const dir = await Deno.makeTempDir({ prefix: "acp-bench-" });
const ctx: MeasureContext = { dir, log };
const lines: FigureLine[] = [];
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  Deno.addSignalListener(signal, () => {
    killAll();
    killRemote();
    killHaproxy();
    Deno.removeSync(dir, { recursive: true });
    Deno.exit(code);
  });
}

function emit(
  name: string,
  samples: Samples,
  baselines: readonly Setup[],
  dropped?: number[],
): void {
  const of = (setup: Setup) => ({ median: median(samples[setup]!), samples: samples[setup]! });
  for (const baseline of baselines) {
    const line = figureLine(name, baseline, of(subjectOf(name)), of(baseline), dropped);
    lines.push(line);
    console.log(JSON.stringify(line));
  }
}

function baselinesOf(name: string): Setup[] {
  return EXPECTED_LINES.filter((l) => l.name === name).map((l) => l.baseline as Setup);
}

try {
  log(
    `deno ${Deno.version.deno}, ${navigator.hardwareConcurrency} CPUs, ${
      flags.quick ? "quick" : "full"
    } run`,
  );
  if (only.has(1)) {
    for (const c of THROUGHPUT_CASES) {
      const name = `throughput_${c.direction}_${c.frame / 1024}KiB`;
      const samples = await throughput(
        ctx,
        c.direction,
        c.frame,
        plan.throughputMiB,
        THROUGHPUT_SETUPS,
        plan.throughputRounds,
      );
      emit(name, samples.samples, baselinesOf(name));
    }
  }
  if (only.has(2)) {
    const { p50, p99 } = await latency(
      ctx,
      plan.pingWarmup,
      plan.pingIterations,
      SETUPS,
      plan.latencyRounds,
    );
    emit("latency_p50", p50, baselinesOf("latency_p50"));
    emit("latency_p99", p99, baselinesOf("latency_p99"));
  }
  if (only.has(3)) {
    const { start, end, agentEnd } = await coldStart(ctx, plan.coldRounds);
    emit("cold_start", start, baselinesOf("cold_start"));
    emit("session_end", end, baselinesOf("session_end"));
    emit("agent_end", agentEnd, baselinesOf("agent_end"));
  }
  if (only.has(4)) {
    const setups: Setup[] = ["daemon", "cat"];
    emit("peak_rss_moving_1GiB", await peakRss(ctx, plan.rssMiB, 0, setups, plan.rssRounds), [
      "cat",
    ]);
    emit(
      "peak_rss_stalled_client",
      await peakRss(ctx, plan.rssMiB, plan.stallMs, setups, plan.rssRounds),
      ["cat"],
    );
  }
  if (only.has(5)) {
    for (const c of TRANSCRIPT_THROUGHPUT_CASES) {
      const name = transcriptThroughputName(c.direction, c.frame);
      const setups: Setup[] = ["cat", "daemon", "daemon-copy", "daemon-transcript"];
      const run = await throughput(
        ctx,
        c.direction,
        c.frame,
        plan.transcriptMiB,
        setups,
        plan.transcriptRounds,
        { figure: 5 },
      );
      emit(name, run.samples, baselinesOf(name), run.dropped);
    }
  }
  if (only.has(6)) {
    const run = await maxFrameRate(ctx, plan.rateSearch, plan.rateRounds);
    const name = "transcript_max_frame_rate_1KiB";
    emit(name, run.samples, baselinesOf(name), run.dropped);
  }
  if (only.has(7)) {
    const { p50, p99, dropped } = await latency(
      ctx,
      plan.pingWarmup,
      plan.pingIterations,
      ["daemon", "daemon-copy", "daemon-transcript"],
      plan.transcriptLatencyRounds,
      7,
    );
    emit("transcript_latency_p50", p50, baselinesOf("transcript_latency_p50"), dropped);
    emit("transcript_latency_p99", p99, baselinesOf("transcript_latency_p99"), dropped);
  }
  if (only.has(8)) {
    const samples = await remoteThroughput(ctx, plan.remoteMiB, plan.remoteThroughputRounds);
    for (const c of REMOTE_THROUGHPUT_CASES) {
      const name = remoteThroughputName(c.transport);
      emit(name, samples, baselinesOf(name));
    }
  }
  if (only.has(9)) {
    const run = await remoteLatency(
      ctx,
      plan.pingWarmup,
      plan.pingIterations,
      plan.remoteLatencyRounds,
    );
    for (const q of ["p50", "p99"] as const) {
      for (const c of REMOTE_LATENCY_CASES) {
        const name = remoteLatencyName(c.path, q);
        emit(name, run[q], baselinesOf(name));
      }
    }
  }
  if (only.has(10)) {
    const run = await remoteConnections(
      ctx,
      plan.remoteConnections,
      plan.remoteConnectionsRounds,
    );
    emit(
      "remote_peak_rss_200_connections",
      run.rss,
      baselinesOf("remote_peak_rss_200_connections"),
    );
    emit("remote_open_200_connections", run.openMs, baselinesOf("remote_open_200_connections"));
  }
  if (only.has(11)) {
    const run = await chainLatency(
      ctx,
      plan.chainPingWarmup,
      plan.chainPingIterations,
      plan.chainLatencyRounds,
    );
    for (const q of ["p50", "p99"] as const) {
      for (const c of CHAIN_CASES) {
        const name = chainLatencyName(c.proxies, q);
        emit(name, run[q], baselinesOf(name));
      }
    }
  }
  if (only.has(12)) {
    const samples = await chainThroughput(ctx, plan.chainMiB, plan.chainThroughputRounds);
    for (const c of CHAIN_CASES) {
      const name = chainThroughputName(c.proxies);
      emit(name, samples, baselinesOf(name));
    }
  }
  const haproxy = haproxyMissing();
  if ((only.has(13) || only.has(14)) && haproxy !== null) {
    log(`figures 13-14 skipped: ${haproxy}`);
  } else {
    if (only.has(13)) {
      const run = await haproxyLatency(
        ctx,
        plan.haproxyWarmup,
        plan.haproxyIterations,
        plan.haproxyLatencyRounds,
      );
      for (const kind of ["turn", "ping"] as const) {
        for (const q of ["p50", "p99"] as const) {
          for (const c of HAPROXY_CASES) {
            const name = haproxyLatencyName(kind, c.transport, q);
            emit(name, run[kind][q], baselinesOf(name));
          }
        }
      }
    }
    if (only.has(14)) {
      const run = await haproxyConnections(
        ctx,
        plan.haproxyConnections,
        plan.haproxyConnectionsRounds,
      );
      emit("haproxy_open_200_connections", run.openMs, ["listen-1"]);
      emit("haproxy_peak_rss_200_connections", run.rss, ["listen-1"]);
    }
  }
} finally {
  await Deno.remove(dir, { recursive: true }).catch(() => {});
}

Deno.stderr.writeSync(encoder.encode("\n" + markdownTable(lines)));
const missed = lines.filter((l) => l.met === false);
if (flags.check && !flags.quick) {
  for (const l of missed) log(`goal missed: ${l.name} vs ${l.baseline}: ${l.goal}`);
  if (missed.length > 0) Deno.exit(1);
  log("every goal met");
}
