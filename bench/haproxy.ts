/**
 * Figures 13 and 14 (issue 16): `serve --listen` daemons behind HAProxy running
 * `deploy/haproxy/acp-proxy.cfg` (only its ports replaced), on loopback.
 *
 * - Figure 13: request round trips (`bench/peers/remote_client.ts ping`, 200-byte requests to
 *   `agent.ts echo`, as figure 9) through HAProxy in front of three daemons against straight
 *   to one of them, over HTTP (the client replays HAProxy's `SRV` cookie) and WebSocket; p50
 *   and p99 per run in µs.
 * - Figure 14: 200 connections opened at once through HAProxy across three fresh daemons, half
 *   HTTP and half WebSocket, each completing a prompt turn with its own `/bin/sh` agent
 *   (`bench/peers/remote_turns.ts`, as figure 10): the time until every `initialize` was
 *   answered, and each daemon's peak RSS (`VmHWM` of its pid; its agents are other processes).
 *
 * ```sh
 * deno run -A bench/haproxy.ts [--rounds N] [--quick]
 * ```
 *
 * Prints one JSON line per figure value on stdout and a progress log on stderr; without
 * `haproxy` it prints why and exits 0.
 *
 * @module
 */

import { peakRssKiB } from "./procfs.ts";
import { daemonEntryPath, denoScript, joinCommand, ROOT } from "./ring.ts";
import { median } from "./stats.ts";

const DENO = Deno.execPath();
const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"].find((p) => {
  try {
    return Deno.statSync(p).isFile;
  } catch {
    return false;
  }
});

const log = (line: string) => console.error(`bench/haproxy: ${line}`);

/** A free loopback port (bound, then released). */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/** A process of the setup; `stop` ends it and waits (bounded). */
interface Proc {
  readonly pid: number;
  stop(): Promise<void>;
}

function spawn(words: string[]): Proc {
  const child = new Deno.Command(words[0], {
    args: words.slice(1),
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  return {
    pid: child.pid,
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch { /* gone */ }
      const timer = setTimeout(() => {
        try {
          child.kill("SIGKILL");
        } catch { /* gone */ }
      }, 15_000);
      await child.status;
      clearTimeout(timer);
    },
  };
}

async function waitHealthy(port: number): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      await r.body?.cancel();
      if (r.status === 200) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`port ${port}: /health did not answer 200 within 30 s`);
}

/** Three daemons in front of `agent` and HAProxy in front of them. */
interface Farm {
  readonly daemons: Proc[];
  readonly direct: string;
  readonly balanced: string;
  stop(): Promise<void>;
}

async function startFarm(agent: string[], dir: string): Promise<Farm> {
  const ports = [freePort(), freePort(), freePort()];
  const daemons = ports.map((port) =>
    spawn([
      DENO,
      "run",
      "-A",
      daemonEntryPath(),
      "serve",
      "--listen",
      `127.0.0.1:${port}`,
      "--allow-host",
      "acp.internal",
      "--max-connections",
      "256",
      "--v1",
      joinCommand(agent),
    ])
  );
  const front = freePort();
  let config = await Deno.readTextFile(`${ROOT}/deploy/haproxy/acp-proxy.cfg`);
  config = config.replace("bind 127.0.0.1:8080", `bind 127.0.0.1:${front}`);
  [7331, 7332, 7333].forEach((p, i) => {
    config = config.replace(`127.0.0.1:${p} `, `127.0.0.1:${ports[i]} `);
  });
  await Deno.writeTextFile(`${dir}/haproxy.cfg`, config);
  const haproxy = spawn([HAPROXY!, "-f", `${dir}/haproxy.cfg`, "-db"]);
  const stop = async () => {
    await haproxy.stop();
    await Promise.all(daemons.map((d) => d.stop()));
  };
  try {
    for (const port of ports) await waitHealthy(port);
    await waitHealthy(front);
    await new Promise((r) => setTimeout(r, 1_500)); // the first checks have run
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    daemons,
    direct: `http://127.0.0.1:${ports[0]}/acp`,
    balanced: `http://127.0.0.1:${front}/acp`,
    stop,
  };
}

async function runClient(words: string[], timeoutMs: number): Promise<void> {
  const child = new Deno.Command(words[0], {
    args: words.slice(1),
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const stderr = new Response(child.stderr).text();
  const timer = setTimeout(() => {
    try {
      child.kill("SIGKILL");
    } catch { /* gone */ }
  }, timeoutMs);
  const status = await child.status;
  clearTimeout(timer);
  if (!status.success) throw new Error(`${words.slice(3, 5).join(" ")}: ${await stderr}`);
}

async function report<T>(path: string): Promise<T> {
  const value = JSON.parse(await Deno.readTextFile(path));
  await Deno.remove(path);
  return value;
}

function line(fields: Record<string, unknown>): void {
  console.log(JSON.stringify(fields));
}

async function main(): Promise<number> {
  if (HAPROXY === undefined) {
    log("skipped: haproxy is not installed (apt-get install -y haproxy)");
    return 0;
  }
  const quick = Deno.args.includes("--quick");
  const at = Deno.args.indexOf("--rounds");
  const rounds = at >= 0 ? Number(Deno.args[at + 1]) : quick ? 1 : 5;
  const iterations = quick ? 200 : 2000;
  const connections = quick ? 20 : 200;
  const dir = await Deno.makeTempDir({ prefix: "acp-bench-haproxy-" });
  try {
    // Figure 13.
    const farm = await startFarm(denoScript("bench/peers/agent.ts", "echo"), dir);
    const p50: Record<string, number[]> = {};
    const p99: Record<string, number[]> = {};
    try {
      const setups = ["direct-http", "haproxy-http", "direct-ws", "haproxy-ws"];
      for (let round = 0; round < rounds; round++) {
        for (const setup of [...setups.slice(round % 4), ...setups.slice(0, round % 4)]) {
          const [where, transport] = setup.split("-");
          const url = where === "direct" ? farm.direct : farm.balanced;
          const file = `${dir}/ping.json`;
          await runClient(
            denoScript(
              "bench/peers/remote_client.ts",
              "ping",
              "--url",
              url,
              "--transport",
              transport,
              "--warmup",
              "100",
              "--iterations",
              `${iterations}`,
              "--report",
              file,
            ),
            120_000,
          );
          const r = await report<{ p50: number; p99: number }>(file);
          (p50[setup] ??= []).push(r.p50);
          (p99[setup] ??= []).push(r.p99);
          log(
            `fig 13 round ${round + 1}/${rounds} ${setup}: p50 ${r.p50.toFixed(0)} µs, ` +
              `p99 ${r.p99.toFixed(0)} µs`,
          );
        }
      }
    } finally {
      await farm.stop();
    }
    for (const transport of ["http", "ws"]) {
      for (const [q, samples] of [["p50", p50], ["p99", p99]] as const) {
        const value = median(samples[`haproxy-${transport}`]);
        const baseline = median(samples[`direct-${transport}`]);
        line({
          name: `haproxy_latency_${transport}_${q}`,
          unit: "µs",
          figure: 13,
          subject: `haproxy-${transport}`,
          value: Math.round(value),
          baseline: `direct-${transport}`,
          baseline_value: Math.round(baseline),
          added: Math.round(value - baseline),
          ratio: Number((value / baseline).toFixed(2)),
          runs: rounds,
          samples: {
            value: samples[`haproxy-${transport}`],
            baseline: samples[`direct-${transport}`],
          },
        });
      }
    }
    // Figure 14.
    const openMs: number[] = [];
    const rss: number[][] = [];
    for (let round = 0; round < rounds; round++) {
      const farm = await startFarm(["sh", `${ROOT}/bench/peers/turn_agent.sh`], dir);
      try {
        const file = `${dir}/turns.json`;
        await runClient(
          denoScript(
            "bench/peers/remote_turns.ts",
            "--url",
            farm.balanced,
            "--connections",
            `${connections}`,
            "--transport",
            "mixed",
            "--report",
            file,
          ),
          180_000,
        );
        const r = await report<{ openMs: number; turnsMs: number }>(file);
        const peaks = farm.daemons.map((d) => (peakRssKiB(d.pid) ?? 0) / 1024);
        openMs.push(r.openMs);
        rss.push(peaks);
        log(
          `fig 14 round ${round + 1}/${rounds}: ${connections} connections open after ` +
            `${r.openMs.toFixed(0)} ms, turns done after ${r.turnsMs.toFixed(0)} ms; daemons' ` +
            `peak RSS ${peaks.map((p) => p.toFixed(1)).join(" / ")} MiB`,
        );
      } finally {
        await farm.stop();
      }
    }
    line({
      name: `haproxy_open_${connections}_connections`,
      unit: "ms",
      figure: 14,
      subject: "haproxy-3",
      value: Math.round(median(openMs)),
      runs: rounds,
      samples: { value: openMs.map(Math.round) },
    });
    for (let i = 0; i < 3; i++) {
      line({
        name: `haproxy_peak_rss_daemon_${i + 1}`,
        unit: "MiB",
        figure: 14,
        subject: "haproxy-3",
        value: Number(median(rss.map((r) => r[i])).toFixed(1)),
        runs: rounds,
        samples: { value: rss.map((r) => Number(r[i].toFixed(1))) },
      });
    }
    return 0;
  } finally {
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}

if (import.meta.main) Deno.exit(await main());
