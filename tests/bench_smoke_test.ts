/**
 * Smoke test of the benchmark harness (issue 5): `deno task bench --quick` runs every
 * figure at a tiny size and prints one well-formed JSON line per (figure, baseline) pair.
 * Nothing here looks at how fast anything was: no thresholds, no timing assertions.
 *
 * @module
 */

import { deepEqual, ok } from "node:assert/strict";
import { EXPECTED_LINES } from "../bench/figures.ts";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BASELINES = [
  "direct",
  "cat",
  "sdk-relay",
  "deno-floor",
  "daemon",
  "daemon-copy",
  "sdk-server-http",
  "sdk-server-ws",
  "sdk-server",
  "listen-1",
  "agent-router",
  "chain-0",
  "direct-http",
  "direct-ws",
];
const SUBJECTS = [
  "daemon",
  "daemon-transcript",
  "listen-http",
  "listen-ws",
  "two-hop-http",
  "two-hop-ws",
  "listen",
  "chain-0",
  "chain-1",
  "chain-3",
  "haproxy-http",
  "haproxy-ws",
  "haproxy-3",
];
/** Figures 13–14 need HAProxy; without it the bench skips them (and says so). */
const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"].some((p) => {
  try {
    return Deno.statSync(p).isFile;
  } catch {
    return false;
  }
});
const EXPECTED = HAPROXY ? EXPECTED_LINES : EXPECTED_LINES.filter((e) => e.figure < 13);

function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

Deno.test("bench --quick prints every figure's JSON line, well-formed (13-14 through HAProxy when it is installed)", async () => {
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["task", "bench", "--quick"],
    cwd: ROOT,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(run.stderr);
  ok(run.success, `deno task bench --quick failed (exit ${run.code}):\n${stderr.slice(-4000)}`);

  const lines = new TextDecoder().decode(run.stdout).split("\n").filter((l) => l.trim() !== "");
  const figures = lines.map((line, i) => {
    try {
      return JSON.parse(line);
    } catch {
      throw new Error(`stdout line ${i + 1} is not JSON: ${line.slice(0, 200)}`);
    }
  });
  deepEqual(
    figures.map((f) => `${f.name} vs ${f.baseline}`),
    EXPECTED.map((e) => `${e.name} vs ${e.baseline}`),
    "one line per (figure, baseline) pair, in order",
  );
  for (const [i, f] of figures.entries()) {
    const what = `${f.name} vs ${f.baseline}`;
    ok(typeof f.name === "string" && f.name.length > 0, `${what}: name`);
    ok(["MiB/s", "µs", "ms", "MiB", "frames/s"].includes(f.unit), `${what}: unit ${f.unit}`);
    ok(SUBJECTS.includes(f.subject), `${what}: subject ${f.subject}`);
    ok(isNumber(f.value) && f.value > 0, `${what}: value ${f.value}`);
    ok(BASELINES.includes(f.baseline), `${what}: baseline ${f.baseline}`);
    ok(isNumber(f.baseline_value) && f.baseline_value > 0, `${what}: baseline_value`);
    ok(isNumber(f.ratio) && f.ratio > 0, `${what}: ratio ${f.ratio}`);
    deepEqual(f.figure, EXPECTED[i].figure, `${what}: figure`);
    ok(f.goal === null || typeof f.goal === "string", `${what}: goal`);
    ok(f.met === null || typeof f.met === "boolean", `${what}: met`);
    if (f.subject === "daemon-transcript") {
      ok(
        Array.isArray(f.dropped_events) && f.dropped_events.every(Number.isInteger),
        `${what}: dropped_events`,
      );
    }
    if (f.figure === 11 && f.baseline === "chain-0") {
      ok(isNumber(f.added_per_hop), `${what}: added_per_hop`);
    }
  }
  if (!HAPROXY) ok(stderr.includes("figures 13-14 skipped: haproxy"), "the skip is explained");
  // The readable table follows on stderr.
  ok(stderr.includes("| figure | name |"), "the Markdown table is on stderr");
});

Deno.test("bench: a bad command line prints what is wrong and the usage, exit 2, no stack trace", async () => {
  for (const args of [["--nope"], ["--rounds", "0"], ["--only", "15"]]) {
    const run = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "bench/main.ts", ...args],
      cwd: ROOT,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).output();
    const stderr = new TextDecoder().decode(run.stderr);
    deepEqual(run.code, 2, `${args.join(" ")}: ${stderr}`);
    deepEqual(stderr.trim().split("\n").length, 2, `${args.join(" ")}: ${stderr}`);
    ok(stderr.includes("usage: deno task bench"), stderr);
    ok(!/\n\s+at /.test(stderr), `no stack trace: ${stderr}`);
  }
});
