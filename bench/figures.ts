/**
 * The figures of issues 5 (1–4), 12 (5–7), 13 (8–10), 14 (11–12) and 16 (13–14), the JSON line each
 * produces, and the issues' goals.
 *
 * Every figure is one JSON line per (name, baseline) pair:
 * `{"name","unit","value","baseline","baseline_value","ratio",…}` where `value` is the
 * median of the setup under test (`subject`: the daemon, for figures 5–7 the daemon with
 * `--transcript`, for figures 8–10 `serve --listen` over HTTP or WebSocket, or two hops, for
 * figures 11–12 a chain of 0, 1 or 3 proxies, for figures 13–14 HAProxy in front of three
 * `serve --listen` daemons) and `baseline_value` the baseline's median over the same alternating
 * runs, and `ratio` = value / baseline_value. Extra members: `subject`, `figure` (1–7),
 * `added` (value − baseline_value), `goal` (text, or null when the pair is context only),
 * `met` (boolean, or null without a goal), `runs`, `samples` (the subject's per-run values,
 * then the baseline's), and for figures 5–7 `dropped_events` (the `dropped` events each of
 * the subject's transcripts counted, per run; for figure 6, per search step), and for figure
 * 11 against the zero-proxy chain `added_per_hop` (`added` / the proxies the subject adds).
 *
 * @module
 */

import type { Setup } from "./ring.ts";
import { round } from "./stats.ts";

/** One figure line. */
export interface FigureLine {
  /** What is measured. */
  name: string;
  /** `MiB/s`, `µs`, `ms`, `MiB` or `frames/s`. */
  unit: string;
  /** The subject's median. */
  value: number;
  /** What is measured: the daemon, the daemon with `--transcript`, a remote setup. */
  subject: Setup;
  /** What it is compared with. */
  baseline: Setup;
  /** The baseline's median. */
  baseline_value: number;
  /** value / baseline_value. */
  ratio: number;
  /** Which figure (1–4: issue 5; 5–7: issue 12; 8–10: issue 13; 11–12: issue 14). */
  figure: number;
  /** value − baseline_value. */
  added: number;
  /** The goal for this pair, or null when it is there for context. */
  goal: string | null;
  /** Whether the goal is met, or null without a goal. */
  met: boolean | null;
  /** How many alternating runs the medians rest on. */
  runs: number;
  /** Per-run values. */
  samples: { value: number[]; baseline: number[] };
  /** Figures 5–7: the `dropped` events counted in each of the subject's transcripts. */
  dropped_events?: number[];
  /** Figure 11 against `chain-0`: `added` / the number of proxies the subject adds. */
  added_per_hop?: number;
}

/** A goal: a test on the daemon's and the baseline's medians. */
interface Goal {
  text: string;
  test(value: number, baseline: number): boolean;
}

const ratioAtLeast = (min: number): Goal => ({
  text: `ratio >= ${min}`,
  test: (v, b) => v / b >= min,
});
const addsAtMost = (max: number, unit: string): Goal => ({
  text: `added <= ${max} ${unit}`,
  test: (v, b) => v - b <= max,
});
const atMost = (max: number, unit: string): Goal => ({
  text: `value <= ${max} ${unit}`,
  test: (v) => v <= max,
});

/** What one figure name is compared with, and the goal for each baseline. */
interface Spec {
  name: string;
  unit: string;
  figure: number;
  /** The setup measured (default `daemon`). */
  subject?: Setup;
  baselines: Partial<Record<Setup, Goal | null>>;
  /** Per baseline: the proxy hops the subject adds to it (figure 11's `added_per_hop`). */
  hops?: Partial<Record<Setup, number>>;
}

/** Figure 13's transports (issue 16): through HAProxy, and straight to one daemon. */
export const HAPROXY_CASES = [
  { transport: "http", subject: "haproxy-http", direct: "direct-http" },
  { transport: "ws", subject: "haproxy-ws", direct: "direct-ws" },
] as const;

/**
 * The name of a figure 13 line: a prompt turn's or a round trip's p50 or p99.
 *
 * @example Name figure 13's HTTP prompt-turn p50
 * ```ts ignore
 * haproxyLatencyName("turn", "http", "p50"); // "haproxy_turn_http_p50"
 * ```
 */
export function haproxyLatencyName(
  kind: "turn" | "ping",
  transport: string,
  q: "p50" | "p99",
): string {
  return `haproxy_${kind}_${transport}_${q}`;
}

/** Throughput measurements: direction and frame size. */
export const THROUGHPUT_CASES = [
  { direction: "agent_to_client", frame: 1024 },
  { direction: "agent_to_client", frame: 65536 },
  { direction: "client_to_agent", frame: 1024 },
  { direction: "client_to_agent", frame: 65536 },
] as const;

/** Figure 5's measurements (issue 12): throughput with `--transcript`. */
export const TRANSCRIPT_THROUGHPUT_CASES = [
  { direction: "agent_to_client", frame: 1024 },
  { direction: "client_to_agent", frame: 1024 },
] as const;

/** The name of a throughput figure. */
export function throughputName(direction: string, frame: number): string {
  return `throughput_${direction}_${frame / 1024}KiB`;
}

/** The name of a figure 5 line. */
export function transcriptThroughputName(direction: string, frame: number): string {
  return `transcript_${throughputName(direction, frame)}`;
}

/** Figure 8's transports (issue 13): the subject and the SDK server's setup of each. */
export const REMOTE_THROUGHPUT_CASES = [
  { transport: "sse", subject: "listen-http", sdk: "sdk-server-http" },
  { transport: "ws", subject: "listen-ws", sdk: "sdk-server-ws" },
] as const;

/** Figure 9's subjects (issue 13) and the word each figure name uses for it. */
export const REMOTE_LATENCY_CASES = [
  { path: "http", subject: "listen-http" },
  { path: "ws", subject: "listen-ws" },
  { path: "two_hop_http", subject: "two-hop-http" },
  { path: "two_hop_ws", subject: "two-hop-ws" },
] as const;

/** The name of a figure 8 line. */
export function remoteThroughputName(transport: string): string {
  return `remote_throughput_${transport}_agent_to_client_1KiB`;
}

/** The name of a figure 9 line. */
export function remoteLatencyName(path: string, quantile: "p50" | "p99"): string {
  return `remote_latency_${path}_${quantile}`;
}

/** The chains of figures 11 and 12 (issue 14): how many proxies, and the setup. */
export const CHAIN_CASES = [
  { proxies: 0, setup: "chain-0" },
  { proxies: 1, setup: "chain-1" },
  { proxies: 3, setup: "chain-3" },
] as const;

const proxiesWord = (n: number) => `${n}_prox${n === 1 ? "y" : "ies"}`;

/** The name of a figure 11 line. */
export function chainLatencyName(proxies: number, quantile: "p50" | "p99"): string {
  return `chain_latency_${proxiesWord(proxies)}_${quantile}`;
}

/** The name of a figure 12 line. */
export function chainThroughputName(proxies: number): string {
  return `chain_throughput_agent_to_client_1KiB_${proxiesWord(proxies)}`;
}

/** Every figure, in output order. */
export const SPECS: readonly Spec[] = [
  ...THROUGHPUT_CASES.map((c) => ({
    name: throughputName(c.direction, c.frame),
    unit: "MiB/s",
    figure: 1,
    baselines: { cat: ratioAtLeast(0.9), "sdk-relay": ratioAtLeast(3), direct: null },
  })),
  {
    name: "latency_p50",
    unit: "µs",
    figure: 2,
    baselines: { direct: addsAtMost(50, "µs"), cat: null, "sdk-relay": null },
  },
  {
    name: "latency_p99",
    unit: "µs",
    figure: 2,
    baselines: { direct: addsAtMost(300, "µs"), cat: null, "sdk-relay": null },
  },
  {
    name: "cold_start",
    unit: "ms",
    figure: 3,
    baselines: { direct: addsAtMost(50, "ms"), "deno-floor": null },
  },
  {
    name: "session_end",
    unit: "ms",
    figure: 3,
    baselines: { direct: addsAtMost(20, "ms"), "deno-floor": null },
  },
  {
    name: "agent_end",
    unit: "ms",
    figure: 3,
    baselines: { direct: addsAtMost(20, "ms") },
  },
  { name: "peak_rss_moving_1GiB", unit: "MiB", figure: 4, baselines: { cat: atMost(80, "MiB") } },
  {
    name: "peak_rss_stalled_client",
    unit: "MiB",
    figure: 4,
    baselines: { cat: atMost(100, "MiB") },
  },
  ...TRANSCRIPT_THROUGHPUT_CASES.map((c) => ({
    name: transcriptThroughputName(c.direction, c.frame),
    unit: "MiB/s",
    figure: 5,
    subject: "daemon-transcript" as const,
    baselines: { cat: ratioAtLeast(0.9), daemon: null, "daemon-copy": null },
  })),
  {
    name: "transcript_max_frame_rate_1KiB",
    unit: "frames/s",
    figure: 6,
    subject: "daemon-transcript",
    baselines: { cat: ratioAtLeast(0.25) },
  },
  {
    name: "transcript_latency_p50",
    unit: "µs",
    figure: 7,
    subject: "daemon-transcript",
    baselines: { daemon: addsAtMost(50, "µs"), "daemon-copy": null },
  },
  {
    name: "transcript_latency_p99",
    unit: "µs",
    figure: 7,
    subject: "daemon-transcript",
    baselines: { daemon: null, "daemon-copy": null },
  },
  ...REMOTE_THROUGHPUT_CASES.map((c) => ({
    name: remoteThroughputName(c.transport),
    unit: "MiB/s",
    figure: 8,
    subject: c.subject,
    baselines: { [c.sdk]: ratioAtLeast(3), daemon: null },
  })),
  ...(["p50", "p99"] as const).flatMap((q) =>
    REMOTE_LATENCY_CASES.map((c) => ({
      name: remoteLatencyName(c.path, q),
      unit: "µs",
      figure: 9,
      subject: c.subject,
      baselines: { daemon: null },
    }))
  ),
  {
    name: "remote_peak_rss_200_connections",
    unit: "MiB",
    figure: 10,
    subject: "listen",
    baselines: { "sdk-server": atMost(150, "MiB"), "listen-1": null },
  },
  {
    name: "remote_open_200_connections",
    unit: "ms",
    figure: 10,
    subject: "listen",
    baselines: { "sdk-server": null, "listen-1": null },
  },
  ...(["p50", "p99"] as const).flatMap((q) =>
    CHAIN_CASES.map((c) => ({
      name: chainLatencyName(c.proxies, q),
      unit: "µs",
      figure: 11,
      subject: c.setup,
      baselines: c.proxies === 0
        ? { "agent-router": null }
        : { "agent-router": null, "chain-0": null },
      hops: c.proxies === 0 ? {} : { "chain-0": c.proxies },
    }))
  ),
  ...CHAIN_CASES.map((c) => ({
    name: chainThroughputName(c.proxies),
    unit: "MiB/s",
    figure: 12,
    subject: c.setup,
    baselines: c.proxies === 0
      ? { cat: null, "agent-router": null }
      : { cat: null, "chain-0": null },
  })),
  ...(["turn", "ping"] as const).flatMap((kind) =>
    (["p50", "p99"] as const).flatMap((q) =>
      HAPROXY_CASES.map((c) => ({
        name: haproxyLatencyName(kind, c.transport, q),
        unit: "µs",
        figure: 13,
        subject: c.subject,
        baselines: { [c.direct]: null },
      }))
    )
  ),
  {
    name: "haproxy_open_200_connections",
    unit: "ms",
    figure: 14,
    subject: "haproxy-3",
    baselines: { "listen-1": null },
  },
  {
    name: "haproxy_peak_rss_200_connections",
    unit: "MiB",
    figure: 14,
    subject: "haproxy-3",
    baselines: { "listen-1": null },
  },
];

/** The figure numbers, 1 to 14. */
export const FIGURES: readonly number[] = [...new Set(SPECS.map((s) => s.figure))];

/**
 * The setup a figure name measures.
 *
 * @param name A name from {@linkcode SPECS}.
 */
export function subjectOf(name: string): Setup {
  const spec = SPECS.find((s) => s.name === name);
  if (!spec) throw new Error(`no figure ${name}`);
  return spec.subject ?? "daemon";
}

/** Every (name, baseline) pair a complete run prints, in order. */
export const EXPECTED_LINES: readonly { name: string; baseline: string; figure: number }[] = SPECS
  .flatMap((s) =>
    Object.keys(s.baselines).map((b) => ({ name: s.name, baseline: b, figure: s.figure }))
  );

/**
 * Builds the line for one (name, baseline) pair.
 *
 * @param name A name from {@linkcode SPECS}.
 * @param baseline One of its baselines.
 * @param daemon The subject's median and per-run values.
 * @param base The baseline's median and per-run values.
 * @param dropped Figures 5–7: the dropped events of each of the subject's transcripts.
 */
export function figureLine(
  name: string,
  baseline: Setup,
  daemon: { median: number; samples: number[] },
  base: { median: number; samples: number[] },
  dropped?: number[],
): FigureLine {
  const spec = SPECS.find((s) => s.name === name);
  if (!spec || !(baseline in spec.baselines)) throw new Error(`no figure ${name} vs ${baseline}`);
  const goal = spec.baselines[baseline] ?? null;
  const hops = spec.hops?.[baseline];
  return {
    name,
    unit: spec.unit,
    value: round(daemon.median),
    subject: spec.subject ?? "daemon",
    baseline,
    baseline_value: round(base.median),
    ratio: round(daemon.median / base.median),
    figure: spec.figure,
    added: round(daemon.median - base.median),
    goal: goal?.text ?? null,
    met: goal ? goal.test(daemon.median, base.median) : null,
    runs: Math.min(daemon.samples.length, base.samples.length),
    samples: { value: daemon.samples.map(round), baseline: base.samples.map(round) },
    ...(dropped ? { dropped_events: dropped } : {}),
    ...(hops ? { added_per_hop: round((daemon.median - base.median) / hops) } : {}),
  };
}
