/**
 * The measurements behind figures 1–7. Each runs every setup once per round, in an order
 * that rotates from round to round, so that daemon and baselines alternate under the same
 * machine load; the caller takes medians. Figure 6 searches for a rate instead, with `cat`
 * measured before and after each search.
 *
 * @module
 */

import {
  EXIT_INITIALIZE_LINE,
  INITIALIZE_LINE,
  KIB,
  MIB,
  payloadBytes,
  SEND_BLOCK_BYTES,
} from "./frames.ts";
import { daemonCommand, denoScript, type RingResult, runRing, type Setup } from "./ring.ts";
import { median } from "./stats.ts";
import { push, type RateReport, type RateSamples, readReport, recordRate, rotate } from "./runs.ts";
import { countTranscript, type TranscriptCount } from "./transcript.ts";

/** Per-setup values, one per round. */
export type Samples = Partial<Record<Setup, number[]>>;

/** Where progress goes (stderr). */
export type Log = (line: string) => void;

function must(result: RingResult): void {
  if (!result.ok) throw new Error(result.error);
}

/** Options shared by the measurements. */
export interface MeasureContext {
  /** Scratch directory (FIFOs, reports, transcripts). */
  dir: string;
  /** Progress lines. */
  log: Log;
}

/** Per-run values, and the `dropped` events of each `daemon-transcript` run's transcript. */
export interface RecordedSamples {
  /** Per-setup values, one per round. */
  samples: Samples;
  /** Events dropped, per `daemon-transcript` run (empty when it did not run). */
  dropped: number[];
}

/** A `daemon-transcript` run's transcript file (in the scratch directory). */
function transcriptPath(ctx: MeasureContext): string {
  return `${ctx.dir}/transcript.jsonl`;
}

/** What a `daemon-transcript` run recorded: its transcript's counts, then the file is gone. */
interface Recorded extends TranscriptCount {
  /** False when the daemon said it could not complete the file in time (counts too low). */
  complete: boolean;
}

async function takeTranscript(ctx: MeasureContext, result: RingResult): Promise<Recorded> {
  const path = transcriptPath(ctx);
  const count = await countTranscript(path);
  await Deno.remove(path);
  const complete = !result.stderr.some((t) => t.includes("could not be completed in time"));
  return { ...count, complete };
}

function describe(r: Recorded, frames: number): string {
  const recorded = r.types.notification ?? 0;
  return `transcript ${(r.bytes / MIB).toFixed(0)} MiB: ${recorded} of ${frames} frames ` +
    `recorded, ${r.dropped} events dropped${r.complete ? "" : ", NOT COMPLETED IN TIME"}`;
}

/**
 * Figures 1 and 5: MiB/s from the first byte to the last at the receiving peer.
 *
 * client→agent: the client writes one prebuilt {@linkcode SEND_BLOCK_BYTES} block of
 * whole frames per `write(2)` (issue 11); agent→client: the agent writes 1 MiB blocks.
 * Every setup gets the same peers. Each run's log line also gives the rate from the read
 * that passed 4 MiB on ("steady") and the longest pause between two reads, and a summary
 * of the medians follows the last round, `daemon-copy` included when it ran. A
 * `daemon-transcript` run records to a file in the scratch directory, which is read for its
 * `dropped` events and removed after the run; only forwarded bytes count.
 *
 * @param direction Which way the bytes go.
 * @param frame Frame size in bytes.
 * @param mib Volume per run in MiB.
 * @param setups The setups to alternate.
 * @param rounds How many rounds.
 * @param options `figure`: the figure number the log lines name (default 1); `quiet`: no log
 *   line per run.
 */
export async function throughput(
  ctx: MeasureContext,
  direction: "agent_to_client" | "client_to_agent",
  frame: number,
  mib: number,
  setups: readonly Setup[],
  rounds: number,
  options: { figure?: number; quiet?: boolean } = {},
): Promise<RecordedSamples> {
  const figure = options.figure ?? 1;
  const into: RateSamples = { samples: {}, steady: {}, gaps: {} };
  const { samples, steady, gaps } = into;
  const dropped: number[] = [];
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
      const transcript = transcriptPath(ctx);
      const result = await runRing(setup, client, agent, ctx.dir, { timeoutMs, transcript });
      must(result);
      const r = await readReport<RateReport>(report);
      const run = recordRate(into, setup, r, expected, 0);
      const rate = run.rate;
      let detail = run.detail;
      if (setup === "daemon-transcript") {
        const recorded = await takeTranscript(ctx, result);
        dropped.push(recorded.dropped);
        detail += `; ${describe(recorded, payload / frame)}`;
      }
      if (!options.quiet) {
        ctx.log(
          `fig ${figure} round ${round + 1}/${rounds} ${what} ${setup}: ` +
            `${rate.toFixed(0)} MiB/s (${detail})`,
        );
      }
    }
  }
  const summary = (name: string, of: Samples, digits: number, ratios = true) =>
    `${name} ` + setups.filter((s) => of[s]).map((s) => {
      const m = median(of[s]!);
      const cat = ratios && of.cat ? ` (${(m / median(of.cat)).toFixed(2)} × cat)` : "";
      return `${s} ${m.toFixed(digits)}${s === "cat" ? "" : cat}`;
    }).join(", ");
  if (setups.length === 1 && rounds === 1) return { samples, dropped }; // nothing to sum up
  ctx.log(`fig ${figure} ${what} medians: ${summary("MiB/s", samples, 0)}`);
  if (Object.keys(steady).length > 0) {
    ctx.log(`fig ${figure} ${what} steady medians: ${summary("MiB/s", steady, 0)}`);
  }
  ctx.log(`fig ${figure} ${what} longest-pause medians: ${summary("ms", gaps, 1, false)}`);
  if (dropped.length > 0) {
    ctx.log(
      `fig ${figure} ${what} daemon-transcript dropped events per run: ${dropped.join(", ")}`,
    );
  }
  return { samples, dropped };
}

/**
 * Figures 2 and 7: round trips of 200-byte requests, p50 and p99 per run in µs. A
 * `daemon-transcript` run's transcript is read for its `dropped` events and removed.
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
  figure = 2,
): Promise<{ p50: Samples; p99: Samples; dropped: number[] }> {
  const p50: Samples = {};
  const p99: Samples = {};
  const dropped: number[] = [];
  const report = `${ctx.dir}/latency.json`;
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(setups, round)) {
      const client = denoScript("bench/peers/client.ts", "ping", "--warmup", `${warmup}`);
      client.push("--iterations", `${iterations}`, "--report", report);
      const agent = denoScript("bench/peers/agent.ts", "echo");
      const result = await runRing(setup, client, agent, ctx.dir, {
        timeoutMs: 60_000 + iterations * 10,
        transcript: transcriptPath(ctx),
      });
      must(result);
      const r = await readReport<{ p50: number; p99: number }>(report);
      push(p50, setup, r.p50);
      push(p99, setup, r.p99);
      let detail = "";
      if (setup === "daemon-transcript") {
        const recorded = await takeTranscript(ctx, result);
        dropped.push(recorded.dropped);
        detail = ` (transcript: ${recorded.types.request ?? 0} requests and ` +
          `${recorded.types.response ?? 0} responses recorded, ${recorded.dropped} events dropped` +
          `${recorded.complete ? "" : ", NOT COMPLETED IN TIME"})`;
      }
      ctx.log(
        `fig ${figure} round ${round + 1}/${rounds} ${setup}: p50 ${r.p50.toFixed(0)} µs, ` +
          `p99 ${r.p99.toFixed(0)} µs${detail}`,
      );
    }
  }
  return { p50, p99, dropped };
}

/** How figure 6 searches (see {@linkcode maxFrameRate}). */
export interface RateSearch {
  /** Each step lasts this long at its rate … */
  stepSeconds: number;
  /** … or sends at least this many frames, … */
  stepMinFrames: number;
  /** … but lasts no longer than this. */
  stepMaxSeconds: number;
  /** Stop when the highest passing and lowest failing rate are within this factor. */
  precision: number;
  /** Stop after this many steps. */
  maxSteps: number;
  /** MiB per `cat` run. */
  catMiB: number;
}

/** Figure 6's goal, as a fraction of `cat`'s frame rate: the search's first step. */
export const FRAME_RATE_GOAL = 0.25;

/** The frame size of figure 6. */
const RATE_FRAME = KIB;

/**
 * Figure 6: the highest rate of 1 KiB frames (frames/s) that the daemon with `--transcript`
 * records without dropping an event, and `cat`'s frame rate (its client→agent throughput of
 * 1 KiB frames, unpaced, as in figure 1, in frames/s) before and after each search.
 *
 * One search per round. The client (`client.ts paced`) writes client→agent frames at a fixed
 * rate for one step (`stepSeconds`, stretched to `stepMinFrames` frames but to no more than
 * `stepMaxSeconds`); the step passes when the transcript has every frame and no `dropped`
 * event and the daemon completed it. The first step is at the goal, `FRAME_RATE_GOAL` ×
 * `cat`'s rate; after that the next rate is the geometric middle of the highest passing rate
 * (at first `cat`'s / 256) and the lowest failing one (at first `cat`'s). The result is the
 * rate the client achieved in the highest passing step. When a passing step could not reach
 * its rate (the daemon's forwarding was the limit, not the recorder), the search ends there.
 *
 * The recorder holds up to 32 MiB before it drops, so a step passes at rates up to
 * (1 + 32 MiB / the step's volume) × the rate it keeps up with; the log gives each step's
 * "drain" (daemon exit − the agent's end of input, mostly the recorder finishing its
 * backlog) to show how far behind it ended.
 *
 * @param search Step sizes and stopping rule.
 * @param rounds How many searches.
 */
export async function maxFrameRate(
  ctx: MeasureContext,
  search: RateSearch,
  rounds: number,
): Promise<RecordedSamples> {
  const samples: Samples = {};
  const dropped: number[] = [];
  const catRun = async (round: number, when: string) => {
    const cat = await throughput(ctx, "client_to_agent", RATE_FRAME, search.catMiB, ["cat"], 1, {
      figure: 6,
      quiet: true,
    });
    const mibs = cat.samples.cat![0];
    const rate = mibs * MIB / RATE_FRAME;
    push(samples, "cat", rate);
    ctx.log(
      `fig 6 round ${round + 1}/${rounds} cat ${when}: ${rate.toFixed(0)} frames/s ` +
        `(${mibs.toFixed(0)} MiB/s)`,
    );
    return rate;
  };
  for (let round = 0; round < rounds; round++) {
    const catRate = await catRun(round, "before");
    let lo = catRate / 256;
    let hi = catRate;
    let best = 0;
    let target = FRAME_RATE_GOAL * catRate;
    for (let step = 0; step < search.maxSteps + 4; step++) {
      if (step >= search.maxSteps && best > 0) break;
      if (step > 0 && best > 0 && hi / lo <= search.precision) break;
      const r = await pacedStep(
        ctx,
        target,
        search,
        `round ${round + 1}/${rounds} step ${step + 1}`,
      );
      dropped.push(r.dropped);
      if (r.passed) {
        best = Math.max(best, r.achieved);
        lo = target;
        if (r.achieved < 0.95 * target) break; // the forwarding, not the recorder, is the limit
      } else {
        hi = target;
      }
      // Nothing passed yet and the range is used up: go lower.
      target = best === 0 && hi / lo <= search.precision ? (lo /= 4) : Math.sqrt(lo * hi);
    }
    if (best === 0) throw new Error(`fig 6: the recorder dropped events even at ${lo} frames/s`);
    push(samples, "daemon-transcript", best);
    ctx.log(
      `fig 6 round ${round + 1}/${rounds}: highest rate without a drop ${best.toFixed(0)} ` +
        `frames/s (${(best / catRate).toFixed(3)} × cat before)`,
    );
    await catRun(round, "after");
  }
  const m = median(samples["daemon-transcript"]!);
  const c = median(samples.cat!);
  ctx.log(
    `fig 6 medians: daemon-transcript ${m.toFixed(0)} frames/s, cat ${c.toFixed(0)} frames/s ` +
      `(${(m / c).toFixed(3)} × cat)`,
  );
  return { samples, dropped };
}

/** One step of figure 6. */
async function pacedStep(
  ctx: MeasureContext,
  rate: number,
  search: RateSearch,
  what: string,
): Promise<{ passed: boolean; achieved: number; dropped: number }> {
  const seconds = Math.min(
    search.stepMaxSeconds,
    Math.max(search.stepSeconds, search.stepMinFrames / rate),
  );
  const frames = Math.max(2, Math.round(rate * seconds));
  const clientReport = `${ctx.dir}/paced.json`;
  const agentReport = `${ctx.dir}/sink.json`;
  const client = denoScript("bench/peers/client.ts", "paced", "--rate", `${rate}`);
  client.push("--frames", `${frames}`, "--frame", `${RATE_FRAME}`, "--report", clientReport);
  const agent = denoScript("bench/peers/agent.ts", "sink", "--report", agentReport);
  const result = await runRing("daemon-transcript", client, agent, ctx.dir, {
    timeoutMs: 60_000 + seconds * 3_000,
    transcript: transcriptPath(ctx),
  });
  must(result);
  const sent = await readReport<{ frames: number; rate: number; maxBehindMs: number }>(
    clientReport,
  );
  const sink = await readReport<RateReport & { endedAt: number }>(agentReport);
  const expected = frames * RATE_FRAME + INITIALIZE_LINE.length;
  if (sink.bytes !== expected) {
    throw new Error(`fig 6: ${sink.bytes} bytes arrived, ${expected} were sent`);
  }
  const recorded = await takeTranscript(ctx, result);
  const passed = recorded.complete && recorded.dropped === 0 &&
    (recorded.types.notification ?? 0) === frames;
  const drainMs = result.exitedAt[1] - sink.endedAt;
  ctx.log(
    `fig 6 ${what}: ${rate.toFixed(0)} frames/s asked, ${sent.rate.toFixed(0)} achieved ` +
      `(at worst ${sent.maxBehindMs.toFixed(1)} ms behind), ${describe(recorded, frames)}, ` +
      `drain ${drainMs.toFixed(0)} ms: ${passed ? "kept up" : "fell behind"}`,
  );
  return { passed, achieved: sent.rate, dropped: recorded.dropped };
}

/**
 * Figure 3: ms from spawning to the initialize response, the daemon (which then starts the
 * agent) against the agent itself, and against `deno-floor` (`bench/floor_relay.ts`, the
 * least a router run by `deno run` can do), which splits the daemon's added time into
 * Deno's share and its own. One unmeasured warm-up start each comes first. The same starts
 * give the session's end: ms from the client closing its input (after the response) to the
 * exit of the process it started — the agent, or the daemon once its agent has ended. And
 * a start more of `direct` and `daemon` each round gives the end when the agent ends by
 * itself: its initialize asks it to exit once it has answered, the client sends nothing more
 * and keeps its input open, and the figure is ms from the response to the exit of the
 * process the client started.
 */
export async function coldStart(
  ctx: MeasureContext,
  rounds: number,
): Promise<{ start: Samples; end: Samples; agentEnd: Samples }> {
  const start: Samples = {};
  const end: Samples = {};
  const agentEnd: Samples = {};
  const agent = denoScript("bench/peers/agent.ts", "echo");
  const commands: Partial<Record<Setup, string[]>> = {
    direct: agent,
    daemon: daemonCommand(agent), // without --transcript or any other flag
    "deno-floor": denoScript("bench/floor_relay.ts", ...agent),
  };
  const setups: Setup[] = ["direct", "daemon", "deno-floor"];
  for (const setup of setups) await startOnce(commands[setup]!, "eof");
  for (let round = 0; round < rounds; round++) {
    for (const setup of rotate(setups, round)) {
      const ms = await startOnce(commands[setup]!, "eof");
      push(start, setup, ms.start);
      push(end, setup, ms.end);
      let byAgent = "";
      // deno-floor waits up to 100 ms for the client's input once its agent has exited.
      if (setup !== "deno-floor") {
        const agentMs = await startOnce(commands[setup]!, "agent-exit");
        push(agentEnd, setup, agentMs.end);
        byAgent = `, ${agentMs.end.toFixed(1)} ms from the response to the exit when the ` +
          `agent ends by itself`;
      }
      ctx.log(
        `fig 3 round ${round + 1}/${rounds} ${setup}: ${ms.start.toFixed(1)} ms to the ` +
          `response, ${ms.end.toFixed(1)} ms from EOF to the exit${byAgent}`,
      );
    }
  }
  return { start, end, agentEnd };
}

/**
 * One start: ms to the initialize response, then ms to the exit from the client's EOF
 * (`eof`), or from the response when the initialize asked the agent to exit and the client's
 * input stays open (`agent-exit`).
 */
async function startOnce(
  words: string[],
  ending: "eof" | "agent-exit",
): Promise<{ start: number; end: number }> {
  const started = performance.now();
  const child = new Deno.Command(words[0], {
    args: words.slice(1),
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(ending === "eof" ? INITIALIZE_LINE : EXIT_INITIALIZE_LINE);
  const reader = child.stdout.getReader();
  let ms = NaN;
  for (let seen = ""; !Number.isFinite(ms);) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += new TextDecoder().decode(value);
    if (seen.includes("\n")) ms = performance.now() - started;
  }
  const ended = performance.now();
  if (ending === "eof") await writer.close();
  const status = await child.status;
  const end = performance.now() - ended;
  await writer.close().catch(() => {});
  await reader.cancel();
  if (!Number.isFinite(ms) || !status.success) {
    throw new Error(`${words.join(" ")}: no initialize response (exit ${status.code})`);
  }
  return { start: ms, end };
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
