/**
 * Scale-out behind HAProxy (issue 16 acceptance): three `mod.ts serve --listen` daemons with
 * the scripted agents (each instance names its agents `inst-aN`) behind `haproxy -db` running
 * `deploy/haproxy/acp-proxy.cfg` with only its ports substituted. The official SDK's HTTP
 * clients (cookie affinity) and WebSocket clients (TCP affinity) complete prompt turns; a
 * foreign Origin or Host gets 403 through the balancer and starts nothing while its
 * `--allow-host` name works; an idle SSE stream survives 25 s behind timeouts just above the
 * keep-alive; our own HTTP client (`serve --v2 http://balancer/acp`) keeps affinity; and a
 * SIGTERMed instance ends its clients while the others' turns finish (rolling restart).
 * Skips, saying why, when `haproxy` is not installed.
 *
 * @module
 */

import assert from "node:assert/strict";
import * as v1 from "@agentclientprotocol/sdk";
import * as v2 from "@agentclientprotocol/sdk/experimental/v2";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import { delay, isAlive, quote, Scenario, within } from "./fixtures/e2e/harness.ts";
import { readConnToEnd } from "./fixtures/support.ts";
import {
  DENO,
  readText,
  ROOT,
  scriptedAgentArgv,
  scriptedClientArgv,
} from "./fixtures/fixture_commands.ts";
import { agentChildren, waitAgents } from "./fixtures/remote/listener.ts";
import { DenoHeadersWebSocket } from "./fixtures/remote/sdk_sessions.ts";
import { openStream, SseReader } from "./fixtures/remote/server_harness.ts";

const RECIPE = `${ROOT}deploy/haproxy/acp-proxy.cfg`;
const BALANCER_NAME = "acp.internal";
const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"].find((p) => {
  try {
    return Deno.statSync(p).isFile;
  } catch {
    return false;
  }
});
if (HAPROXY === undefined) {
  console.log("haproxy_test: skipped: haproxy is not installed (apt-get install -y haproxy)");
}

/** `n` distinct free loopback ports (all bound at once, then released). */
function freePorts(n: number): number[] {
  const listeners = Array.from(
    { length: n },
    () => Deno.listen({ hostname: "127.0.0.1", port: 0 }),
  );
  const ports = listeners.map((l) => (l.addr as Deno.NetAddr).port);
  for (const l of listeners) l.close();
  return ports;
}

/** The recipe with its ports (and, for the idle test, its client/server timeouts) replaced. */
function configFrom(recipe: string, front: number, backs: number[], timeout?: string): string {
  let text = recipe.replace("bind 127.0.0.1:8080", `bind 127.0.0.1:${front}`);
  [7331, 7332, 7333].forEach((port, i) => {
    text = text.replace(`127.0.0.1:${port} `, `127.0.0.1:${backs[i]} `);
  });
  if (timeout !== undefined) {
    text = text.replace("timeout client 60s", `timeout client ${timeout}`)
      .replace("timeout server 60s", `timeout server ${timeout}`);
  }
  assert.ok(!/:(8080|733[123])\b/.test(text), "every port of the recipe was substituted");
  return text;
}

/** A `haproxy -db` process on a generated config; `stop` kills it. */
class Balancer {
  readonly child: Deno.ChildProcess;
  readonly url: string;
  readonly port: number;
  readonly log: Promise<string>;

  constructor(configPath: string, port: number) {
    this.port = port;
    this.url = `http://127.0.0.1:${port}/acp`;
    this.child = new Deno.Command(HAPROXY!, {
      args: ["-f", configPath, "-db"],
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const out = readText(this.child.stdout);
    const err = readText(this.child.stderr);
    this.log = Promise.all([out, err]).then(([o, e]) => o + e);
  }

  async stop(): Promise<void> {
    if (this.#stopped) return await this.#stopped;
    this.#stopped = this.#stop();
    return await this.#stopped;
  }

  #stopped: Promise<void> | undefined;

  async #stop(): Promise<void> {
    try {
      this.child.kill("SIGKILL");
    } catch { /* gone */ }
    await within(this.child.status, 10_000, "haproxy to exit");
    await within(this.log, 10_000, "haproxy's output to close");
  }
}

/** Waits (bounded) until GET /health through `port` with the balancer's Host answers 200. */
async function waitHealthy(port: number, what: string): Promise<void> {
  await within(
    (async () => {
      while (true) {
        try {
          const r = await fetch(`http://127.0.0.1:${port}/health`);
          await r.body?.cancel();
          if (r.status === 200) return;
        } catch { /* not listening yet */ }
        await delay(50);
      }
    })(),
    30_000,
    what,
  );
}

/** What one SDK client saw. */
interface Turn {
  /** The name of the agent that answered `initialize`: its instance (`inst-aN`). */
  readonly instance: string;
  /** Session updates received during the prompt turn. */
  readonly updates: number;
}

type Gate = () => Promise<void>;

function allow(options: ReadonlyArray<{ optionId: string; kind: string }>) {
  const option = options.find((o) => o.kind.startsWith("allow")) ?? options[0];
  return { outcome: { outcome: "selected" as const, optionId: option.optionId } };
}

interface Turnable {
  prompt(text: string): Promise<unknown>;
  nextUpdate(): Promise<{ kind: string }>;
  dispose(): void;
}

async function turn(session: Turnable, text: string): Promise<number> {
  const prompt = session.prompt(text);
  let updates = 0;
  for (let m = await session.nextUpdate(); m.kind !== "stop"; m = await session.nextUpdate()) {
    updates++;
  }
  await prompt;
  return updates;
}

/**
 * initialize → session/new → one prompt turn with an SDK client; `onInit` hears the instance,
 * `gate` holds the answer to a permission request.
 */
async function sdkTurn(
  stream: v1.Stream,
  version: 1 | 2,
  text: string,
  onInit: (instance: string) => void = () => {},
  gate: Gate = () => Promise.resolve(),
): Promise<Turn> {
  if (version === 1) {
    const app = v1.client({ name: "haproxy-test" }).onRequest(
      v1.methods.client.session.requestPermission,
      async ({ params }) => {
        await gate();
        return allow(params.options);
      },
    );
    return await app.connectWith(stream, async (agent) => {
      const init = await agent.request(v1.methods.agent.initialize, {
        protocolVersion: v1.PROTOCOL_VERSION,
        clientInfo: { name: "haproxy-test", version: "1.0.0" },
        clientCapabilities: {},
      });
      const instance = String(init.agentInfo?.name);
      onInit(instance);
      const session = await agent.buildSession(Deno.cwd()).start();
      try {
        return { instance, updates: await turn(session as unknown as Turnable, text) };
      } finally {
        session.dispose();
      }
    });
  }
  const app = v2.client({ name: "haproxy-test" }).onRequest(
    v2.methods.client.session.requestPermission,
    async ({ params }) => {
      await gate();
      return allow(params.options);
    },
  );
  return await app.connectWith(stream as v2.Stream, async (agent) => {
    const init = await agent.request(v2.methods.agent.initialize, {
      protocolVersion: v2.PROTOCOL_VERSION,
      info: { name: "haproxy-test", version: "1.0.0" },
      capabilities: {},
    });
    const instance = String((init as { info?: { name?: string } }).info?.name);
    onInit(instance);
    const session = await agent.buildSession(Deno.cwd()).start();
    try {
      return { instance, updates: await turn(session as unknown as Turnable, text) };
    } finally {
      session.dispose();
    }
  });
}

function httpStream(url: string): v1.Stream {
  return createHttpStream(url) as unknown as v1.Stream;
}

function wsStream(url: string): v1.Stream {
  return createWebSocketStream(url.replace(/^http/, "ws"), {
    WebSocket: DenoHeadersWebSocket,
  }) as unknown as v1.Stream;
}

function countBy(turns: readonly Turn[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of turns) counts.set(t.instance, (counts.get(t.instance) ?? 0) + 1);
  return counts;
}

/** How many connections a daemon's log says it opened. */
function opened(stderr: string): number {
  return stderr.match(/connection [0-9a-f]{32} \((http|websocket)\) opened/g)?.length ?? 0;
}

const INSTANCES = ["a1", "a2", "a3"];

/**
 * One `serve --listen` daemon per instance on `ports`, its v1 agent naming the instance
 * (`inst-aN`), admitting the balancer's Host; `more(name)` adds flags.
 */
function startInstances(
  scenario: Scenario,
  ports: number[],
  more: (name: string) => string[],
): ReturnType<Scenario["start"]>[] {
  return INSTANCES.map((name, i) =>
    scenario.start([
      "serve",
      "--listen",
      `127.0.0.1:${ports[i]}`,
      "--v1",
      scriptedAgentArgv(1, "--name", `inst-${name}`).map(quote).join(" "),
      "--allow-host",
      BALANCER_NAME,
      ...more(name),
    ])
  );
}

Deno.test({
  name:
    "three serve --listen daemons behind HAProxy running deploy/haproxy/acp-proxy.cfg: SDK HTTP and WebSocket clients keep affinity, foreign Origin/Host get 403, an idle stream survives 25 s, a gateway chain keeps its cookie, a SIGTERMed instance ends only its own clients",
  ignore: HAPROXY === undefined,
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async (t) => {
    await using scenario = await Scenario.create();
    const recipe = await Deno.readTextFile(RECIPE);
    const [front, idleFront, ...ports] = freePorts(2 + INSTANCES.length);
    const daemons = startInstances(scenario, ports, (name) => [
      "--v2",
      scriptedAgentArgv(2, "--name", `inst-${name}`).map(quote).join(" "),
      "--max-connections",
      "256",
      "--log-level",
      "info",
    ]);
    await Deno.writeTextFile(scenario.file("haproxy.cfg"), configFrom(recipe, front, ports));
    await Deno.writeTextFile(
      scenario.file("haproxy-idle.cfg"),
      configFrom(recipe, idleFront, ports, "19s"),
    );
    let balancer: Balancer | undefined;
    let idleBalancer: Balancer | undefined;
    try {
      for (const [i, port] of ports.entries()) {
        await waitHealthy(port, `instance ${INSTANCES[i]} to listen`);
      }
      balancer = new Balancer(scenario.file("haproxy.cfg"), front);
      idleBalancer = new Balancer(scenario.file("haproxy-idle.cfg"), idleFront);
      await waitHealthy(front, "haproxy to listen");
      await waitHealthy(idleFront, "the second haproxy to listen");
      await delay(1_500); // the first health checks (inter 1s, rise 1) have run
      const url = balancer.url;

      // Started first, checked last: 25 s of silence on an SSE stream behind 19 s timeouts (4 s
      // above the 15 s keep-alive: a loaded machine delays timers).
      const idle = idleStream(idleBalancer.url);
      idle.catch(() => {}); // awaited in its step

      await t.step(
        "30 SDK HTTP clients (v1 and v2) each complete a turn on one instance, chosen by their cookie; every instance serves some",
        async () => {
          const turns = await within(
            Promise.all(
              Array.from({ length: 30 }, (_, i) => sdkTurn(httpStream(url), i % 2 ? 2 : 1, "hi")),
            ),
            45_000,
            "30 HTTP turns through haproxy",
          );
          const counts = countBy(turns);
          assert.deepEqual([...counts.keys()].sort(), ["inst-a1", "inst-a2", "inst-a3"]);
          for (const t of turns) assert.ok(t.updates >= 1);
        },
      );

      await t.step(
        "30 SDK WebSocket clients (v1 and v2) each complete a turn; every instance serves some",
        async () => {
          const turns = await within(
            Promise.all(
              Array.from({ length: 30 }, (_, i) => sdkTurn(wsStream(url), i % 2 ? 2 : 1, "hi")),
            ),
            45_000,
            "30 WebSocket turns through haproxy",
          );
          assert.deepEqual([...countBy(turns).keys()].sort(), ["inst-a1", "inst-a2", "inst-a3"]);
          for (const d of daemons) assert.ok(opened(d.stderrText) > 0, d.stderrText);
        },
      );

      await t.step(
        "through the balancer a foreign Origin or Host gets 403 and starts nothing; the balancer's name admitted with --allow-host opens a connection whose cookie names its instance",
        async () => {
          const agentsBefore = daemons.map((d) => agentChildren(d.pid).length);
          const init =
            `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;
          const post = (headers: Record<string, string>) => rawPost(front, headers, init);
          const before = daemons.map((d) => opened(d.stderrText));
          const origin = await post({ Host: "127.0.0.1", Origin: "https://evil.example" });
          assert.equal(origin.status, 403, origin.head);
          const host = await post({ Host: "evil.example" });
          assert.equal(host.status, 403, host.head);
          assert.deepEqual(daemons.map((d) => opened(d.stderrText)), before);
          daemons.forEach((d, i) => assert.ok(agentChildren(d.pid).length <= agentsBefore[i]));
          const admitted = await post({ Host: `${BALANCER_NAME}:${front}` });
          assert.equal(admitted.status, 200, admitted.head);
          const cookie = /^set-cookie: *SRV=(a[123])/im.exec(admitted.head)?.[1];
          assert.ok(cookie !== undefined, admitted.head);
          assert.match(admitted.body, new RegExp(`"name":"inst-${cookie}"`));
          const id = /^acp-connection-id: *([0-9a-f]{32})/im.exec(admitted.head)![1];
          const gone = await rawRequest(
            front,
            `DELETE /acp HTTP/1.1\r\nHost: ${BALANCER_NAME}\r\nAcp-Connection-Id: ${id}\r\n` +
              `Cookie: SRV=${cookie}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
          );
          assert.equal(gone.status, 202, gone.head);
        },
      );

      await t.step(
        "our own client, serve --v2 http://balancer/acp, keeps affinity through the balancer with its cookie",
        async () => {
          const gateway = new Deno.Command(DENO, {
            args: ["run", "-A", `${ROOT}mod.ts`, "serve", "--v2", url],
            cwd: ROOT,
            stdin: "piped",
            stdout: "piped",
            stderr: "piped",
          }).spawn();
          const client = new Deno.Command(scriptedClientArgv(2)[0], {
            args: [
              ...scriptedClientArgv(2).slice(1),
              "--prompt",
              "hello",
              "--prompt",
              "stream 3 5",
            ],
            cwd: ROOT,
            stdin: "piped",
            stdout: "piped",
            stderr: "piped",
          }).spawn();
          const gatewayErr = readText(gateway.stderr);
          const clientErr = readText(client.stderr);
          try {
            const pipes = Promise.all([
              client.stdout.pipeTo(gateway.stdin).catch(() => {}),
              gateway.stdout.pipeTo(client.stdin).catch(() => {}),
            ]);
            const status = await within(client.status, 30_000, "the scripted client's turns");
            const transcript = await within(clientErr, 10_000, "the client's stderr");
            assert.equal(status.code, 0, transcript + (await Promise.race([gatewayErr, ""])));
            assert.match(transcript, /"name":"inst-a[123]"/);
            assert.equal(
              await within(gateway.status, 15_000, "the gateway to exit").then((s) => s.code),
              0,
            );
            await within(pipes, 10_000, "the pipes to close");
            await within(gatewayErr, 10_000, "the gateway's stderr");
          } finally {
            for (const p of [gateway, client]) {
              try {
                p.kill("SIGKILL");
              } catch { /* gone */ }
            }
            await within(Promise.all([gateway.status, client.status]), 10_000, "reaping");
          }
        },
      );

      await t.step(
        "an idle HTTP connection behind timeouts just above the keep-alive survives 25 s of silence on its connection and session streams without reopening them",
        async () => {
          const result = await within(idle, 50_000, "the idle connection check");
          assert.equal(result.comments, 2, "a keep-alive comment on each idle stream");
          assert.match(result.answer, /"stopReason":"end_turn"/);
        },
      );

      await t.step(
        "SIGTERM to one instance while 24 turns wait at a permission request: its clients end within seconds, none of its agents is left, the other turns finish and new connections land on the remaining instances",
        async () => {
          for (const d of daemons) await waitAgents(d.pid, 0);
          let release!: () => void;
          const released = new Promise<void>((resolve) => release = resolve);
          let waiting = 0;
          let allWaiting!: () => void;
          const twentyFour = new Promise<void>((resolve) => allWaiting = resolve);
          const gate: Gate = () => {
            if (++waiting === 24) allWaiting();
            return released;
          };
          const instanceOf: string[] = [];
          const clients = Array.from({ length: 24 }, (_, i) => {
            const stream = i % 3 === 0 ? wsStream(url) : httpStream(url);
            const run = sdkTurn(
              stream,
              i % 2 ? 2 : 1,
              "permission",
              (n) => instanceOf[i] = n,
              gate,
            );
            run.catch(() => {});
            return run;
          });
          await within(twentyFour, 30_000, "24 turns waiting at a permission request");
          const victim = daemons[0];
          const victimClients = clients.filter((_, i) => instanceOf[i] === "inst-a1");
          const others = clients.filter((_, i) => instanceOf[i] !== "inst-a1");
          assert.ok(victimClients.length > 0 && others.length > 0, instanceOf.join(","));
          const agents = agentChildren(victim.pid);
          assert.equal(agents.length, victimClients.length);
          victim.kill("SIGTERM");
          await within(
            Promise.allSettled(victimClients),
            10_000,
            "the SIGTERMed instance's clients to end",
          );
          const status = await within(victim.status, 15_000, "the SIGTERMed instance to exit");
          assert.equal(status.code, 143);
          for (const pid of agents) assert.equal(isAlive(pid), false, `agent ${pid} is left`);
          release();
          const finished = await within(Promise.all(others), 20_000, "the other turns");
          for (const f of finished) assert.notEqual(f.instance, "inst-a1");
          await delay(2_500); // HAProxy's checks (inter 1s, fall 2) mark the instance DOWN
          const fresh = await within(
            Promise.all(
              Array.from({ length: 6 }, (_, i) => sdkTurn(httpStream(url), i % 2 ? 2 : 1, "hi")),
            ),
            30_000,
            "new connections after the restart began",
          );
          for (const f of fresh) assert.notEqual(f.instance, "inst-a1");
        },
      );
    } catch (e) {
      await Promise.all([balancer?.stop(), idleBalancer?.stop()]);
      console.error(`haproxy said:\n${await balancer?.log}\n${await idleBalancer?.log}`);
      throw e;
    } finally {
      await Promise.all([balancer?.stop(), idleBalancer?.stop()]);
    }
  },
});

Deno.test({
  name:
    "new connections that reach a daemon just after its SIGTERM, before HAProxy's checks mark it DOWN, are retried on another daemon by deploy/haproxy/acp-proxy.cfg: with --drain-ms (its 503) and without (refused, a kept connection reset, or its 503 for an initialize it was starting), no client sees an error (before: 502 and 503, and a 3 s stall)",
  ignore: HAPROXY === undefined,
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async (t) => {
    for (const drainMs of ["0", "30000"]) {
      await t.step(`--drain-ms ${drainMs}`, async () => {
        await using scenario = await Scenario.create();
        const [front, ...ports] = freePorts(1 + INSTANCES.length);
        const daemons = startInstances(scenario, ports, () => ["--drain-ms", drainMs]);
        const kept: KeptConnection[] = [];
        await withBalancer(scenario, front, ports, async (_, host) => {
          const initialize =
            `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;
          const first = await rawPost(front, { Host: host }, initialize);
          const victim = /^set-cookie: *SRV=(a[123])/im.exec(first.head)?.[1];
          assert.ok(victim !== undefined, first.head);
          // Clients with kept-alive connections whose last request went to the victim: HAProxy
          // keeps its connection to the victim for each.
          for (let i = 0; i < 3; i++) {
            const conn = await KeptConnection.open(front);
            kept.push(conn);
            const warm = await conn.post({ Host: host, Cookie: `SRV=${victim}` }, initialize);
            assert.equal(warm.status, 200, warm.head);
          }
          daemons[INSTANCES.indexOf(victim)].kill("SIGTERM");
          // Once it has taken the signal (a request sent at once may come first): its /health
          // says 503, or nothing listens any more.
          await within(
            (async () => {
              const health = `http://127.0.0.1:${ports[INSTANCES.indexOf(victim)]}/health`;
              while (true) {
                const status = await fetch(health).then(
                  async (r) => (await r.body?.cancel(), r.status),
                  () => 0,
                );
                if (status !== 200) return;
                await delay(20);
              }
            })(),
            10_000,
            "the victim to take its SIGTERM",
          );
          const check = (what: string, answer: { status: number; head: string }) => {
            const landed = /^set-cookie: *SRV=(a[123])/im.exec(answer.head)?.[1];
            assert.equal(answer.status, 200, `${what}: ${answer.head}`);
            assert.ok(landed !== undefined && landed !== victim, `${what}: ${answer.head}`);
          };
          const started = performance.now();
          for (const [i, conn] of kept.entries()) {
            check(
              `kept connection ${i}`,
              await conn.post({ Host: host, Cookie: `SRV=${victim}` }, initialize),
            );
          }
          // Fresh connections for 2.5 s, into the window before the victim is DOWN: three at
          // least (a loaded machine's kept connections took 3 s, and none was fresh).
          for (let i = 0; i < 3 || performance.now() - started < 2_500; i++) {
            const answer = await rawPost(
              front,
              { Host: host, Cookie: `SRV=${victim}` },
              initialize,
            );
            check(`fresh connection ${i} at ${Math.round(performance.now() - started)} ms`, answer);
            await delay(100);
          }
        }).finally(() => kept.forEach((conn) => conn.close()));
      });
    }
  },
});

Deno.test({
  name:
    "deploy/haproxy/acp-proxy.cfg retries only what another daemon can serve: an initialize whose agent cannot start (502) runs that agent once, not on every daemon; and a POST whose body takes 11 s to arrive is served, not cut at 10 s with 408 (the body is kept for a retry)",
  ignore: HAPROXY === undefined,
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    await using scenario = await Scenario.create();
    const runs = scenario.file("runs");
    // Fails to start on an initialize that asks for it; answers any other.
    const agent = scenario.file("agent.sh");
    await Deno.writeTextFile(
      agent,
      `#!/bin/sh\nIFS= read -r line\ncase "$line" in *fail-me*) echo run >> ${runs}; exit 1;; esac\n` +
        `echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}'\n` +
        `exec cat > /dev/null\n`,
    );
    await Deno.chmod(agent, 0o755);
    const [front, ...ports] = freePorts(1 + INSTANCES.length);
    INSTANCES.map((_, i) =>
      scenario.start([
        "serve",
        "--listen",
        `127.0.0.1:${ports[i]}`,
        "--v1",
        agent,
        "--allow-host",
        BALANCER_NAME,
      ])
    );
    await withBalancer(scenario, front, ports, async (_, host) => {
      const failing = await rawPost(
        front,
        { Host: host },
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"x":"fail-me"}}`,
      );
      assert.equal(failing.status, 502, failing.head);
      await delay(500); // a retry, had there been one, would have run by now
      assert.equal(await Deno.readTextFile(runs), "run\n", "the broken agent ran once");

      const body = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`;
      const conn = await Deno.connect({ hostname: "127.0.0.1", port: front });
      try {
        const write = async (text: string) => {
          const bytes = new TextEncoder().encode(text);
          for (let at = 0; at < bytes.length;) at += await conn.write(bytes.subarray(at));
        };
        await write(
          `POST /acp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
            `Connection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        const pieces = 11;
        const size = Math.ceil(body.length / pieces);
        for (let i = 0; i < pieces; i++) {
          await delay(1_000);
          await write(body.slice(i * size, (i + 1) * size));
        }
        const answer = await readConnToEnd(conn, 10_000, "the slow POST's answer");
        assert.match(answer, /^HTTP\/1\.1 200 /, answer.slice(0, 300));
      } finally {
        try {
          conn.close();
        } catch { /* closed by readConnToEnd */ }
      }
    });
  },
});

/** A client's kept-alive connection: requests one after another, each answer read whole. */
class KeptConnection {
  #conn: Deno.Conn;
  #pending = new Uint8Array(0);

  private constructor(conn: Deno.Conn) {
    this.#conn = conn;
  }

  static async open(port: number): Promise<KeptConnection> {
    return new KeptConnection(await Deno.connect({ hostname: "127.0.0.1", port }));
  }

  /** POSTs `body` and reads its answer (a closed connection reads as status 0). */
  async post(
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; head: string }> {
    const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("");
    const bytes = new TextEncoder().encode(
      `POST /acp HTTP/1.1\r\n${lines}Content-Type: application/json\r\n` +
        `Content-Length: ${new TextEncoder().encode(body).length}\r\n\r\n${body}`,
    );
    for (let at = 0; at < bytes.length;) at += await this.#conn.write(bytes.subarray(at));
    return await within(this.#answer(), 10_000, "an answer on a kept connection");
  }

  async #answer(): Promise<{ status: number; head: string }> {
    const buf = new Uint8Array(65536);
    while (true) {
      const text = new TextDecoder().decode(this.#pending);
      const split = text.indexOf("\r\n\r\n");
      if (split >= 0) {
        const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, split))?.[1] ?? 0);
        const end = split + 4 + length;
        if (this.#pending.length >= end) {
          this.#pending = this.#pending.slice(end);
          return { status: Number(text.slice(9, 12)), head: text.slice(0, split) };
        }
      }
      const n = await this.#conn.read(buf).catch(() => null);
      if (n === null) return { status: 0, head: `(closed after ${JSON.stringify(text)})` };
      const next = new Uint8Array(this.#pending.length + n);
      next.set(this.#pending);
      next.set(buf.subarray(0, n), this.#pending.length);
      this.#pending = next;
    }
  }

  close(): void {
    try {
      this.#conn.close();
    } catch { /* closed */ }
  }
}

/**
 * Runs `body` with HAProxy on the recipe in front of the daemons on `ports` (waited for, and the
 * first health checks run): `host` is the balancer's Host header. On failure HAProxy's log is
 * printed; it is stopped either way.
 */
async function withBalancer(
  scenario: Scenario,
  front: number,
  ports: number[],
  body: (balancer: Balancer, host: string) => Promise<void>,
): Promise<void> {
  const recipe = await Deno.readTextFile(RECIPE);
  await Deno.writeTextFile(scenario.file("haproxy.cfg"), configFrom(recipe, front, ports));
  let balancer: Balancer | undefined;
  try {
    for (const [i, port] of ports.entries()) {
      await waitHealthy(port, `instance ${INSTANCES[i]} to listen`);
    }
    balancer = new Balancer(scenario.file("haproxy.cfg"), front);
    await waitHealthy(front, "haproxy to listen");
    await delay(1_500); // the first health checks (inter 1s, rise 1) have run
    await body(balancer, `${BALANCER_NAME}:${front}`);
  } catch (e) {
    await balancer?.stop();
    console.error(`haproxy said:\n${await balancer?.log}`);
    throw e;
  } finally {
    await balancer?.stop();
  }
}

/** One raw request over its own TCP connection; reads the answer (Content-Length bodies). */
async function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; head: string; body: string }> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    await conn.write(new TextEncoder().encode(text));
    const chunks: Uint8Array[] = [];
    const buf = new Uint8Array(65536);
    await within(
      (async () => {
        while (true) {
          const n = await conn.read(buf);
          if (n === null) return;
          chunks.push(buf.slice(0, n));
          const all = new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c])));
          const split = all.indexOf("\r\n\r\n");
          if (split < 0) continue;
          const length = /content-length: *(\d+)/i.exec(all.slice(0, split));
          if (length && all.length - split - 4 >= Number(length[1])) return;
        }
      })(),
      10_000,
      "a raw answer through haproxy",
    );
    const all = new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c])));
    const split = all.indexOf("\r\n\r\n");
    return {
      status: Number(all.slice(9, 12)),
      head: all.slice(0, split),
      body: all.slice(split + 4),
    };
  } finally {
    conn.close();
  }
}

function rawPost(
  port: number,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; head: string; body: string }> {
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("");
  return rawRequest(
    port,
    `POST /acp HTTP/1.1\r\n${lines}Content-Type: application/json\r\nConnection: close\r\n` +
      `Content-Length: ${new TextEncoder().encode(body).length}\r\n\r\n${body}`,
  );
}

/**
 * Opens an HTTP connection through `url` (replaying its cookie by hand), its connection stream
 * and, after session/new, its session stream; stays silent 25 s, then runs a turn on the same
 * streams: how many keep-alive comments came (one per stream), and the prompt's answer.
 */
async function idleStream(url: string): Promise<{ comments: number; answer: string }> {
  const json = { "Content-Type": "application/json" };
  const init = await fetch(url, {
    method: "POST",
    headers: json,
    body: `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
  });
  await init.body?.cancel();
  assert.equal(init.status, 200);
  const id = init.headers.get("acp-connection-id")!;
  const cookie = init.headers.getSetCookie()[0].split(";")[0];
  const headers = { ...json, "Acp-Connection-Id": id, Cookie: cookie };
  const stream = await openStream(url, id, undefined, { Cookie: cookie });
  assert.ok(stream instanceof SseReader);
  const send = async (body: string) => {
    const r = await fetch(url, { method: "POST", headers, body });
    await r.body?.cancel();
    assert.equal(r.status, 202);
  };
  try {
    await send(
      `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}`,
    );
    const created = new TextDecoder().decode(await stream.nextData(20_000));
    const session = JSON.parse(created).result.sessionId as string;
    const sessionStream = await openStream(url, id, session, { Cookie: cookie });
    assert.ok(sessionStream instanceof SseReader);
    try {
      const silentUntil = Date.now() + 25_000;
      const firstComment = async (reader: SseReader): Promise<number> => {
        const event = await reader.next(25_000);
        if (event.kind !== "comment") throw new Error(`the idle stream got ${event.kind}`);
        return 1;
      };
      const counts = await Promise.all([firstComment(stream), firstComment(sessionStream)]);
      const comments = counts[0] + counts[1];
      await delay(Math.max(0, silentUntil - Date.now()));
      await send(
        `{"jsonrpc":"2.0","id":3,"method":"session/prompt","params":{"sessionId":"${session}",` +
          `"prompt":[{"type":"text","text":"after the silence"}]}}`,
      );
      let answer = "";
      while (!answer.includes(`"id":3`)) {
        answer = new TextDecoder().decode(await sessionStream.nextData(10_000));
      }
      return { comments, answer };
    } finally {
      await sessionStream.close();
    }
  } finally {
    await stream.close();
    const r = await fetch(url, { method: "DELETE", headers }).catch(() => undefined);
    await r?.body?.cancel();
  }
}

Deno.test({
  name:
    "a draining daemon (--drain-ms) behind deploy/haproxy/acp-proxy.cfg still gets its live connection's requests and DELETE after HAProxy has marked it DOWN (option persist), while a new connection carrying its cookie goes to another daemon (a cookie naming a daemon that is not up is dropped when the request names no connection; one naming an up daemon keeps a shared jar's connections together), before and after it exits 143 once that connection ends",
  ignore: HAPROXY === undefined,
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    await using scenario = await Scenario.create();
    const [front, ...ports] = freePorts(1 + INSTANCES.length);
    const daemons = startInstances(scenario, ports, () => ["--drain-ms", "30000"]);
    await withBalancer(scenario, front, ports, async (balancer, host) => {
      const opened = await rawPost(
        front,
        { Host: host },
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
      );
      assert.equal(opened.status, 200, opened.head);
      const cookie = /^set-cookie: *SRV=(a[123])/im.exec(opened.head)?.[1];
      assert.ok(cookie !== undefined, opened.head);
      const id = /^acp-connection-id: *([0-9a-f]{32})/im.exec(opened.head)![1];
      // A second connection from the same cookie jar (a browser's) lands on the same daemon,
      // so the jar keeps naming the daemon of both.
      const second = await rawPost(
        front,
        { Host: host, Cookie: `SRV=${cookie}` },
        `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":1}}`,
      );
      assert.equal(second.status, 200, second.head);
      const secondSet = /^set-cookie: *SRV=(a[123])/im.exec(second.head)?.[1];
      assert.ok(secondSet === undefined || secondSet === cookie, second.head);
      const secondId = /^acp-connection-id: *([0-9a-f]{32})/im.exec(second.head)![1];
      const ended = await rawRequest(
        front,
        `DELETE /acp HTTP/1.1\r\nHost: ${host}\r\nAcp-Connection-Id: ${secondId}\r\n` +
          `Cookie: SRV=${cookie}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      assert.equal(ended.status, 202, `the second connection is on the same daemon: ${ended.head}`);
      const victim = daemons[INSTANCES.indexOf(cookie)];
      victim.kill("SIGTERM");
      // Two failed checks a second apart (503 while draining) mark it DOWN; then some more.
      await delay(3_500);
      const later = await rawPost(
        front,
        { Host: host, Cookie: `SRV=${cookie}`, "Acp-Connection-Id": id },
        `{"jsonrpc":"2.0","method":"_still/here","params":{}}`,
      );
      assert.equal(later.status, 202, `a request 3.5 s into the drain: ${later.head}`);
      // A new connection of a client whose jar still names the draining daemon goes elsewhere:
      // the cookie pins a connection's requests, not the next connection.
      const initialize =
        `{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":1}}`;
      const fresh = await rawPost(front, { Host: host, Cookie: `SRV=${cookie}` }, initialize);
      assert.equal(fresh.status, 200, `a new connection with the drainer's cookie: ${fresh.head}`);
      const elsewhere = /^set-cookie: *SRV=(a[123])/im.exec(fresh.head)?.[1];
      assert.ok(elsewhere !== undefined && elsewhere !== cookie, fresh.head);
      const gone = await rawRequest(
        front,
        `DELETE /acp HTTP/1.1\r\nHost: ${host}\r\nAcp-Connection-Id: ${id}\r\n` +
          `Cookie: SRV=${cookie}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      assert.equal(gone.status, 202, gone.head);
      // Its last connection ended: the drain is over long before its 30 s.
      const status = await within(victim.status, 10_000, "the drained daemon to exit");
      assert.equal(status.code, 143, victim.stderrText);
      // And once it is gone, the same: a reconnect that keeps its jar is not refused.
      const again = await rawPost(front, { Host: host, Cookie: `SRV=${cookie}` }, initialize);
      assert.equal(
        again.status,
        200,
        `a new connection with the exited daemon's cookie: ${again.head}`,
      );
      await balancer.stop();
      // The premise: HAProxy had marked it DOWN (two failed checks, well within the 3.5 s).
      assert.match(await balancer.log, new RegExp(`acp_daemons/${cookie} is DOWN`));
    });
  },
});
