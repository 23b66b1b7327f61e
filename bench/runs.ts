/**
 * What every measurement of the bench shares: the order runs alternate in, the samples per
 * setup, the peers' JSON reports, and how a streaming run becomes a rate.
 *
 * @module
 */

import { MIB } from "./frames.ts";
import { median } from "./stats.ts";
import type { Log, Samples } from "./measure.ts";
import type { Setup } from "./ring.ts";

/**
 * `items` rotated left by `by`: round r starts with a different setup, so none always runs
 * first (or last) on a warming or cooling machine.
 *
 * @param items The setups.
 * @param by The round.
 */
export function rotate<T>(items: readonly T[], by: number): T[] {
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/**
 * Adds one value to a setup's samples.
 *
 * @param samples The samples per setup.
 * @param setup The setup.
 * @param value The value of one run.
 */
export function push(samples: Samples, setup: Setup, value: number): void {
  (samples[setup] ??= []).push(value);
}

/**
 * Reads and removes a peer's JSON report.
 *
 * @param path The report file.
 */
export async function readReport<T>(path: string): Promise<T> {
  const report = JSON.parse(await Deno.readTextFile(path));
  await Deno.remove(path);
  return report;
}

/**
 * Logs `WHAT medians: setup value, …`.
 *
 * @param log Where progress lines go.
 * @param what The label.
 * @param samples The samples per setup.
 * @param digits Decimals shown.
 */
export function logMedians(log: Log, what: string, samples: Samples, digits: number): void {
  const parts = Object.entries(samples).map(([s, v]) => `${s} ${median(v!).toFixed(digits)}`);
  log(`${what} medians: ${parts.join(", ")}`);
}

/** What a streaming peer reports (`client.ts stream`/`receive`, `agent.ts sink`). */
export interface RateReport {
  /** Bytes received in all. */
  bytes: number;
  /** Bytes of the first read (not timed: it starts the clock). */
  firstBytes: number;
  /** From the first read to the last. */
  seconds: number;
  /** Where the steady part starts. */
  steadyFromBytes: number;
  /** Its duration (0 when the run was too short for one). */
  steadySeconds: number;
  /** The longest pause between two reads. */
  maxGapMs: number;
  /** After how many bytes it came. */
  maxGapAfterBytes: number;
}

/** The samples of a throughput figure: rate, steady rate and longest pause per setup. */
export interface RateSamples {
  /** MiB/s from the first read to the last. */
  samples: Samples;
  /** MiB/s of the steady part. */
  steady: Samples;
  /** Longest pause, ms. */
  gaps: Samples;
}

/**
 * Checks one streaming run's report (every byte arrived), records its rate, steady rate and
 * longest pause, and describes them for the log.
 *
 * @param into The figure's samples.
 * @param setup The setup of the run.
 * @param r The peer's report.
 * @param expected The bytes that must have arrived.
 * @param steadyDigits Decimals of the steady rate in the description.
 * @returns The rate in MiB/s and a description of the run.
 */
export function recordRate(
  into: RateSamples,
  setup: Setup,
  r: RateReport,
  expected: number,
  steadyDigits: number,
): { rate: number; detail: string } {
  if (r.bytes !== expected) {
    throw new Error(`${setup}: ${r.bytes} bytes arrived, ${expected} were sent`);
  }
  const rate = (r.bytes - r.firstBytes) / MIB / r.seconds;
  push(into.samples, setup, rate);
  push(into.gaps, setup, r.maxGapMs);
  let detail = `longest pause ${r.maxGapMs.toFixed(1)} ms after ${r.maxGapAfterBytes} B`;
  if (r.steadySeconds > 0) {
    const steadyRate = (r.bytes - r.steadyFromBytes) / MIB / r.steadySeconds;
    push(into.steady, setup, steadyRate);
    detail = `steady ${steadyRate.toFixed(steadyDigits)} MiB/s, ${detail}`;
  }
  return { rate, detail };
}

/**
 * Logs the medians of a throughput figure (rate, steady rate when any, longest pause).
 *
 * @param log Where progress lines go.
 * @param figure `fig N`.
 * @param into The figure's samples.
 */
export function logRateMedians(log: Log, figure: string, into: RateSamples): void {
  logMedians(log, `${figure} MiB/s`, into.samples, 1);
  if (Object.keys(into.steady).length > 0) {
    logMedians(log, `${figure} steady MiB/s`, into.steady, 1);
  }
  logMedians(log, `${figure} longest-pause ms`, into.gaps, 1);
}
