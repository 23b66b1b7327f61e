/**
 * Figures 13 and 14 (issue 16): `serve --listen` daemons behind HAProxy running
 * `deploy/haproxy/acp-proxy.cfg` (only its ports replaced), on loopback; part of
 * `deno task bench --only 13,14` (skipped, with the reason logged, without `haproxy`).
 *
 * - Figure 13 (the acceptance figure): prompt turns (`bench/peers/remote_turns.ts
 *   --connections 1 --prompts K`; the agent is `bench/peers/turn_agent.sh`, which answers a
 *   `session/prompt` with one `session/update` and then `end_turn`) through HAProxy in front
 *   of three daemons against straight to one of them, over HTTP (the client replays HAProxy's
 *   `SRV` cookie) and WebSocket: each turn timed from the POST (or the frame's send) until the
 *   prompt's answer has been read from the session stream (or socket), p50 and p99 per run in
 *   µs. For context, request round trips (`bench/peers/remote_client.ts ping`, 200-byte
 *   requests to `agent.ts echo`, as figure 9) the same four ways.
 * - Figure 14: 200 connections opened at once through HAProxy across three fresh daemons, half
 *   HTTP and half WebSocket, each completing a prompt turn with its own `/bin/sh` agent
 *   (`bench/peers/remote_turns.ts`, as figure 10): the time until every `initialize` was
 *   answered, and the highest of the daemons' peak RSS (`VmHWM` of its pid; its agents are
 *   other processes); the baseline (`listen-1`) is the same 200 connections straight to one
 *   fresh daemon.
 *
 * @module
 */

import { peakRssKiB } from "./procfs.ts";
import { daemonEntryPath, denoScript, joinCommand, ROOT } from "./ring.ts";
import { logMedians } from "./runs.ts";
import type { MeasureContext, Samples } from "./measure.ts";

const DENO = Deno.execPath();
const HAPROXY: string | undefined = [
  "/usr/sbin/haproxy",
  "/usr/bin/haproxy",
  "/usr/local/sbin/haproxy",
].find((p) => {
  try {
    return Deno.statSync(p).isFile;
  } catch {
    return false;
  }
});

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

/** The daemons and HAProxy processes running, for {@linkcode killHaproxy}. */
const live = new Set<Deno.ChildProcess>();

/**
 * Kills every daemon and HAProxy process figures 13–14 started (on SIGINT or SIGTERM).
 *
 * @example Clean up on Ctrl-C
 * ```ts ignore
 * Deno.addSignalListener("SIGINT", () => {
 *   killHaproxy();
 *   Deno.exit(130);
 * });
 * ```
 */
export function killHaproxy(): void {
  for (const child of live) {
    try {
      child.kill("SIGKILL");
    } catch { /* gone */ }
  }
  live.clear();
}

function spawn(words: string[]): Proc {
  const child = new Deno.Command(words[0], {
    args: words.slice(1),
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  live.add(child);
  return {
    pid: child.pid,
    async stop() {
      live.delete(child);
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

/**
 * Why figures 13 and 14 cannot run here (no `haproxy` binary), or null when they can.
 *
 * @example Skip the figures without HAProxy
 * ```ts ignore
 * const why = haproxyMissing();
 * if (why !== null) console.error(`figures 13-14 skipped: ${why}`);
 * ```
 */
export function haproxyMissing(): string | null {
  return HAPROXY === undefined ? "haproxy is not installed (apt-get install -y haproxy)" : null;
}

/** The setups of figure 13, in the order runs alternate. */
const LATENCY_SETUPS = ["direct-http", "haproxy-http", "direct-ws", "haproxy-ws"] as const;

/** Figure 13's per-run p50 and p99 (µs) per setup, for prompt turns and for round trips. */
export interface HaproxyLatency {
  turn: { p50: Samples; p99: Samples };
  ping: { p50: Samples; p99: Samples };
}

/**
 * Figure 13: prompt turns and request round trips through HAProxy in front of three daemons
 * against straight to one of them, over HTTP and WebSocket, the setups alternating per round.
 *
 * @param ctx Scratch directory and log.
 * @param warmup Untimed prompt turns (and round trips) first on each connection.
 * @param iterations Timed prompt turns (and round trips) per run.
 * @param rounds Runs per setup.
 * @returns Per-run p50 and p99 per setup.
 *
 * @example Measure figure 13 at a tiny size
 * ```ts ignore
 * const run = await haproxyLatency({ dir: "/tmp", log: console.error }, 10, 50, 1);
 * console.log(run.turn.p50["haproxy-http"]);
 * ```
 */
export async function haproxyLatency(
  ctx: MeasureContext,
  warmup: number,
  iterations: number,
  rounds: number,
): Promise<HaproxyLatency> {
  const result: HaproxyLatency = { turn: { p50: {}, p99: {} }, ping: { p50: {}, p99: {} } };
  const file = `${ctx.dir}/haproxy.json`;
  for (const kind of ["turn", "ping"] as const) {
    const agent = kind === "turn"
      ? ["sh", `${ROOT}/bench/peers/turn_agent.sh`]
      : denoScript("bench/peers/agent.ts", "echo");
    const farm = await startFarm(agent, ctx.dir);
    try {
      for (let round = 0; round < rounds; round++) {
        const order = [...LATENCY_SETUPS.slice(round % 4), ...LATENCY_SETUPS.slice(0, round % 4)];
        for (const setup of order) {
          const [where, transport] = setup.split("-");
          const url = where === "direct" ? farm.direct : farm.balanced;
          const client = kind === "turn"
            ? denoScript(
              "bench/peers/remote_turns.ts",
              "--url",
              url,
              "--connections",
              "1",
              "--transport",
              transport,
              "--warmup",
              `${warmup}`,
              "--prompts",
              `${iterations}`,
              "--report",
              file,
            )
            : denoScript(
              "bench/peers/remote_client.ts",
              "ping",
              "--url",
              url,
              "--transport",
              transport,
              "--warmup",
              `${warmup}`,
              "--iterations",
              `${iterations}`,
              "--report",
              file,
            );
          await runClient(client, 180_000);
          const r = await report<{ p50: number; p99: number }>(file);
          (result[kind].p50[setup] ??= []).push(r.p50);
          (result[kind].p99[setup] ??= []).push(r.p99);
          ctx.log(
            `fig 13 ${kind} round ${round + 1}/${rounds} ${setup}: p50 ${r.p50.toFixed(0)} µs, ` +
              `p99 ${r.p99.toFixed(0)} µs`,
          );
        }
      }
    } finally {
      await farm.stop();
    }
    logMedians(ctx.log, `fig 13 ${kind} p50 µs`, result[kind].p50, 0);
  }
  return result;
}

/** Figure 14's per-run values: time to open (ms) and peak RSS (MiB). */
export interface HaproxyConnections {
  openMs: Samples;
  rss: Samples;
}

/**
 * Figure 14: `connections` connections at once through HAProxy across three fresh daemons
 * (`haproxy-3`) against straight to one fresh daemon (`listen-1`), alternating per round.
 *
 * @param ctx Scratch directory and log.
 * @param connections How many connections (half HTTP, half WebSocket).
 * @param rounds Runs per setup.
 * @returns Per-run time to open and the highest daemon peak RSS, per setup.
 *
 * @example Measure figure 14 at a tiny size
 * ```ts ignore
 * const run = await haproxyConnections({ dir: "/tmp", log: console.error }, 10, 1);
 * console.log(run.openMs["haproxy-3"]);
 * ```
 */
export async function haproxyConnections(
  ctx: MeasureContext,
  connections: number,
  rounds: number,
): Promise<HaproxyConnections> {
  const result: HaproxyConnections = { openMs: {}, rss: {} };
  const file = `${ctx.dir}/haproxy-turns.json`;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ["haproxy-3", "listen-1"] : ["listen-1", "haproxy-3"];
    for (const setup of order as ("haproxy-3" | "listen-1")[]) {
      const farm = await startFarm(["sh", `${ROOT}/bench/peers/turn_agent.sh`], ctx.dir);
      try {
        await runClient(
          denoScript(
            "bench/peers/remote_turns.ts",
            "--url",
            setup === "haproxy-3" ? farm.balanced : farm.direct,
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
        const peaks = (setup === "haproxy-3" ? farm.daemons : farm.daemons.slice(0, 1))
          .map((d) => (peakRssKiB(d.pid) ?? 0) / 1024);
        (result.openMs[setup] ??= []).push(r.openMs);
        (result.rss[setup] ??= []).push(Math.max(...peaks));
        ctx.log(
          `fig 14 round ${round + 1}/${rounds} ${setup}: ${connections} connections open after ` +
            `${r.openMs.toFixed(0)} ms, turns done after ${r.turnsMs.toFixed(0)} ms; peak RSS ` +
            `${peaks.map((p) => p.toFixed(1)).join(" / ")} MiB`,
        );
      } finally {
        await farm.stop();
      }
    }
  }
  return result;
}
