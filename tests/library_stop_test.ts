/**
 * The library's stop signal at any point (README "Library": aborting the signal stops the
 * connection now): before `serve` is called, and while the selected implementation is still
 * opening (a dial, a slow factory). `serve` settles with `stopped` at once, and what opens
 * after the stop is ended, never left running.
 *
 * @module
 */

import assert from "node:assert/strict";
import { AgentRouter } from "../agent_router/agent_router.ts";
import { Conductor } from "../conductor/conductor.ts";
import { ClientRouter } from "../client_router/client_router.ts";
import { ProxyRouter } from "../proxy_router/proxy_router.ts";
import type { Connection, ConnectionFactory } from "../transport/duplex.ts";
import type { Logger } from "../log/logger.ts";
import { duplexPair } from "../testing/duplex_pair.ts";
import { command } from "../process/command.ts";
import { inProcess } from "../transport/in_process.ts";
import { scriptedAgentFactory } from "../testing/mod.ts";
import { within } from "./fixtures/support.ts";
import { ROOT } from "./fixtures/fixture_commands.ts";

const INIT = new TextEncoder().encode(
  `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
);

/**
 * A factory that resolves only when `release` is called; records what it opened and ended.
 * With `failEnd`, ending what it opened fails with that error.
 */
function slowFactory(failEnd?: Error) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => release = resolve);
  let enter!: () => void;
  /** Resolves once the factory was called (the initialize read, the factory waiting). */
  const entered = new Promise<void>((resolve) => enter = resolve);
  const record = { opened: 0, terminated: [] as (Deno.Signal | undefined)[] };
  const factory: ConnectionFactory = async () => {
    enter();
    await released;
    record.opened++;
    const echo = new TransformStream<Uint8Array, Uint8Array>();
    const connection: Connection = {
      readable: echo.readable,
      writable: echo.writable,
      exited: new Promise(() => {}),
      terminate: (_graceMs, signal) => {
        record.terminated.push(signal);
        return failEnd ? Promise.reject(failEnd) : Promise.resolve(143);
      },
    };
    return connection;
  };
  return { factory, release, record, entered };
}

/** Serves one client end that sends `initialize`; returns the outcome promise. */
function serveOne<T>(serve: (client: ReturnType<typeof duplexPair>[1]) => Promise<T>): Promise<T> {
  const [client, server] = duplexPair();
  const writer = client.writable.getWriter();
  void writer.write(INIT).catch(() => {});
  void client.readable.pipeTo(new WritableStream()).catch(() => {});
  return serve(server);
}

for (
  const [name, serveWith] of [
    [
      "agent router",
      (
        factory: ConnectionFactory,
        signal: AbortSignal,
        logger?: Logger,
      ): Promise<{ end: string }> =>
        serveOne((server) => new AgentRouter({ v1: factory, logger }).serve(server, { signal })),
    ],
    [
      "conductor",
      (factory: ConnectionFactory, signal: AbortSignal, logger?: Logger) =>
        serveOne((server) =>
          new Conductor({ proxies: [], agent: factory, logger }).serve(server, { signal })
        ),
    ],
  ] as const
) {
  Deno.test(`${name}: a signal aborted before serve is called stops it at once; nothing is opened`, async () => {
    const slow = slowFactory();
    slow.release();
    const stop = new AbortController();
    stop.abort("SIGTERM");
    const outcome = await within(serveWith(slow.factory, stop.signal), 5_000, "serve");
    assert.equal(outcome.end, "stopped");
    assert.equal(slow.record.opened, 0);
  });

  Deno.test(`${name}: a stop while the implementation is opening ends serve at once, and what opens later is ended`, async () => {
    const slow = slowFactory();
    const stop = new AbortController();
    const serving = serveWith(slow.factory, stop.signal);
    await within(slow.entered, 5_000, "the factory's call"); // initialize read, factory waiting
    stop.abort("SIGTERM");
    const outcome = await within(serving, 5_000, "serve after the stop");
    assert.equal(outcome.end, "stopped");
    slow.release();
    for (let i = 0; i < 500 && slow.record.terminated.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(slow.record.opened, 1);
    assert.deepEqual(slow.record.terminated, ["SIGTERM"], "the late connection was ended");
  });

  Deno.test(`${name}: ending what opened after a stop, when that fails (a kill refused), is logged with its stack, not dropped`, async () => {
    const refused = new Error("kill refused: Operation not permitted (os error 1)");
    const slow = slowFactory(refused);
    const stop = new AbortController();
    const lines: string[] = [];
    const at = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
    const logger = { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
    const serving = serveWith(slow.factory, stop.signal, logger);
    await within(slow.entered, 5_000, "the factory's call"); // initialize read, factory waiting
    stop.abort("SIGTERM");
    assert.equal((await within(serving, 5_000, "serve after the stop")).end, "stopped");
    slow.release();
    for (let i = 0; i < 500 && !lines.some((l) => l.startsWith("error:")); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const errors = lines.filter((l) => l.startsWith("error:"));
    assert.equal(errors.length, 1, lines.join("\n"));
    assert.match(errors[0], /opened after .* failed: Error: kill refused/);
    assert.match(errors[0], /\n\s+at /, "with its stack");
  });
}

/**
 * A connection that can be ended but shows no exit (no `exited`): each line it reads is
 * answered `answerMs` later with the same line; its output stays open until `terminate` is
 * called, or (`endsOnEof`) until its input has ended and its answers are out. Records each
 * terminate's signal.
 */
function endableWithoutExit(answerMs = 0, endsOnEof = false) {
  const calls: (Deno.Signal | undefined)[] = [];
  const factory: ConnectionFactory = () => {
    let output!: ReadableStreamDefaultController<Uint8Array>;
    const close = () => {
      try {
        output.close();
      } catch { /* closed already */ }
    };
    const pending: Promise<void>[] = [];
    const connection: Connection = {
      readable: new ReadableStream({ start: (c) => void (output = c) }),
      writable: new WritableStream({
        write(chunk) {
          pending.push(
            new Promise((resolve) => setTimeout(resolve, answerMs)).then(() => {
              try {
                output.enqueue(chunk.slice());
              } catch { /* closed */ }
            }),
          );
        },
        async close() {
          await Promise.all(pending);
          if (endsOnEof) close();
        },
      }),
      terminate: (_graceMs, signal) => {
        calls.push(signal);
        close();
        return Promise.resolve(143);
      },
    };
    return connection;
  };
  return { factory, calls };
}

const PROXY_INIT = new TextEncoder().encode(
  `{"jsonrpc":"2.0","id":1,"method":"_proxy/initialize","params":{"protocolVersion":1}}\n`,
);

for (
  const [name, make, first] of [
    [
      "agent router",
      (factory: ConnectionFactory, graceMs: number) => new AgentRouter({ v1: factory, graceMs }),
      INIT,
    ],
    [
      "proxy router",
      (factory: ConnectionFactory, graceMs: number) => new ProxyRouter({ v1: factory, graceMs }),
      PROXY_INIT,
    ],
  ] as const
) {
  Deno.test(`${name}: a connection with terminate() and no exited is ended with terminate at once, with the stop's signal, on a stop (before, terminate was never called: a stop waited out the whole grace period and the outcome said it ended itself)`, async () => {
    const endable = endableWithoutExit();
    const [client, server] = duplexPair();
    const writer = client.writable.getWriter();
    void client.readable.pipeTo(new WritableStream()).catch(() => {});
    const stop = new AbortController();
    const serving = make(endable.factory, 3000).serve(server, { signal: stop.signal });
    await writer.write(first);
    await new Promise((resolve) => setTimeout(resolve, 100)); // selected, piping
    const since = Date.now();
    stop.abort("SIGINT");
    const outcome = await within(serving, 10_000, "serve after the stop");
    assert.ok(Date.now() - since < 2_000, `${Date.now() - since} ms, not the grace`);
    assert.deepEqual(endable.calls, ["SIGINT"]);
    assert.equal(outcome.end, "stopped");
    assert.deepEqual(
      { code: outcome.implementation?.code, endedBy: outcome.implementation?.endedBy },
      { code: 143, endedBy: "router" },
    );
  });

  Deno.test(`${name}: a connection with terminate() and no exited whose client goes away (stops reading: client gone) is terminated after the grace period, not taken as ended by itself (its output was cut by the router, which says nothing of its exit)`, async () => {
    const endable = endableWithoutExit(0, false);
    const [client, server] = duplexPair();
    const writer = client.writable.getWriter();
    const serving = make(endable.factory, 300).serve(server);
    await writer.write(first);
    const reader = client.readable.getReader();
    await within(reader.read(), 5_000, "the echo of the first frame");
    await reader.cancel(new Error("the client went away"));
    const outcome = await within(serving, 10_000, "serve after the client left");
    assert.deepEqual(endable.calls, ["SIGTERM"]);
    assert.deepEqual(
      { code: outcome.implementation?.code, endedBy: outcome.implementation?.endedBy },
      { code: 143, endedBy: "router" },
    );
    await writer.close().catch(() => {});
  });

  Deno.test(`${name}: a connection with terminate() and no exited, after the client's end of input, answers what it still owes and ends itself (its output's end stands for its exit: not terminated, no code); one whose output stays open is terminated after the grace period`, async () => {
    for (const endsOnEof of [true, false]) {
      const endable = endableWithoutExit(300, endsOnEof);
      const [client, server] = duplexPair();
      const writer = client.writable.getWriter();
      const received = new Response(client.readable).text();
      const serving = make(endable.factory, 1000).serve(server);
      const more = `{"jsonrpc":"2.0","id":2,"method":"x"}\n{"jsonrpc":"2.0","id":3,"method":"y"}\n`;
      await writer.write(first);
      await writer.write(new TextEncoder().encode(more));
      await writer.close();
      const outcome = await within(serving, 10_000, "serve after the client's end");
      const text = await within(received, 5_000, "the client's output");
      assert.equal(text, new TextDecoder().decode(first) + more, `ends on EOF: ${endsOnEof}`);
      assert.equal(outcome.end, "client-left");
      if (endsOnEof) {
        assert.deepEqual(endable.calls, []);
        assert.deepEqual(
          { code: outcome.implementation?.code, endedBy: outcome.implementation?.endedBy },
          { code: null, endedBy: "itself" },
        );
      } else {
        assert.deepEqual(endable.calls, ["SIGTERM"]);
        assert.deepEqual(
          { code: outcome.implementation?.code, endedBy: outcome.implementation?.endedBy },
          { code: 143, endedBy: "router" },
        );
      }
    }
  });
}

Deno.test("agent router: a stop before a session started ends the client's end of an in-memory pair with a named AbortError, never with undefined", async () => {
  for (const sent of ["", `{"jsonrpc":"2.0","id":1,"meth`]) {
    const [client, server] = duplexPair();
    const stop = new AbortController();
    const serving = new AgentRouter({ v1: slowFactory().factory }).serve(server, {
      signal: stop.signal,
    });
    const writer = client.writable.getWriter();
    if (sent !== "") await writer.write(new TextEncoder().encode(sent));
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop.abort("SIGTERM");
    assert.equal((await within(serving, 5_000, "serve")).end, "stopped");
    const reader = client.readable.getReader();
    const read = await reader.read().then(() => "no error", (e) => e);
    const wrote = await writer.write(new Uint8Array([10])).then(() => "no error", (e) => e);
    for (const failure of [read, wrote]) {
      assert.ok(
        failure instanceof DOMException,
        `${sent === "" ? "no byte" : "half a frame"}: ${failure}`,
      );
      assert.equal(failure.name, "AbortError");
      assert.match(failure.message, /the router ended the connection \(stopped\)/);
    }
  }
});

Deno.test("agent router: a stop whose reason looks like a signal but names none (SIGBOGUS) ends the agent's group with SIGTERM: stopped, 143, nothing left running", async () => {
  const [client, server] = duplexPair();
  const stop = new AbortController();
  const serving = new AgentRouter({ v1: command(["sleep", "45.321"]) }).serve(server, {
    signal: stop.signal,
  });
  const writer = client.writable.getWriter();
  await writer.write(INIT);
  // Selected: the agent runs.
  let pid: number | undefined;
  const started = Date.now();
  while (pid === undefined && Date.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    pid = sleepers();
  }
  assert.ok(pid !== undefined, "the agent started");
  stop.abort("SIGBOGUS");
  const outcome = await within(serving, 5_000, "serve");
  assert.equal(outcome.end, "stopped");
  assert.equal(outcome.implementation?.code, 143, "SIGTERM reached it");
  assert.equal(sleepers(), undefined, "the agent is gone");
  await client.readable.cancel().catch(() => {});
});

Deno.test("agent router: an agent that exits by itself leaves nothing of its group running once serve() resolves (a background child is ended with the group, not at the daemon's exit)", async () => {
  const [client, server] = duplexPair();
  // cat echoes until its input ends; the background child holds neither pipe.
  const agent = command(["sh", "-c", "sleep 46.654 </dev/null >/dev/null 2>&1 & exec cat"]);
  const serving = new AgentRouter({ v1: agent, graceMs: 500 }).serve(server);
  const reading = client.readable.pipeTo(new WritableStream()).catch(() => {});
  const writer = client.writable.getWriter();
  try {
    await writer.write(INIT);
    await until(() => sleepers("46.654") !== undefined, 5_000);
    assert.ok(sleepers("46.654") !== undefined, "the background child runs");
    await writer.close(); // cat exits at EOF: the agent ends by itself
    const outcome = await within(serving, 5_000, "serve");
    assert.equal(outcome.implementation?.endedBy, "itself");
    // SIGKILL was sent before serve resolved; the kernel ends the child as soon as it runs
    // (on two busy cores that can take a moment), and without the signal it would sleep 46 s.
    await until(() => sleepers("46.654") === undefined, 2_000);
    assert.equal(sleepers("46.654"), undefined, "the group's background child is gone");
    // No group is left to guard: the orphan watchdog has exited too (a long-lived library
    // process keeps none, and it will not signal a group id the kernel may give again).
    await until(() => watchdogs().length === 0, 2_000);
    assert.deepEqual(watchdogs(), [], "no watchdog of this process is left");
  } finally {
    const left = sleepers("46.654");
    if (left !== undefined) Deno.kill(left, "SIGKILL");
    await reading;
  }
});

Deno.test("agent router: a stop during the grace period after the client's end of input is 'stopped', not 'client-left'", async () => {
  const [client, server] = duplexPair();
  const stop = new AbortController();
  const serving = new AgentRouter({ v1: command(["sleep", "47.123"]), graceMs: 5_000 }).serve(
    server,
    { signal: stop.signal },
  );
  const writer = client.writable.getWriter();
  try {
    await writer.write(INIT);
    await until(() => sleepers("47.123") !== undefined, 5_000);
    await writer.close(); // the agent ignores it: the grace period runs
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop.abort("SIGTERM");
    const outcome = await within(serving, 4_000, "serve, well before the grace period ends");
    assert.equal(outcome.end, "stopped");
    assert.equal(outcome.implementation?.endedBy, "router");
    assert.equal(sleepers("47.123"), undefined);
  } finally {
    const left = sleepers("47.123");
    if (left !== undefined) Deno.kill(left, "SIGKILL");
    await client.readable.cancel().catch(() => {});
  }
});

Deno.test("agent router: a connection whose terminate() never settles cannot hold serve() for ever: it resolves after twice the grace period plus 5 s, the exit code unknown, logged", async () => {
  const [client, server] = duplexPair();
  const lines: string[] = [];
  const logger = {
    level: "debug",
    error: (m: string) => lines.push(m),
    warn: () => {},
    info: () => {},
    debug: () => {},
  } as unknown as Logger;
  const never = new Promise<number>(() => {});
  const stuck: ConnectionFactory = () => {
    const pipe = new TransformStream<Uint8Array, Uint8Array>();
    return {
      // An echo: its output ends when its input does; only its exit never comes.
      readable: pipe.readable,
      writable: pipe.writable,
      exited: never,
      terminate: () => never,
    };
  };
  const serving = new AgentRouter({ v1: stuck, graceMs: 100, logger }).serve(server);
  const reading = client.readable.pipeTo(new WritableStream()).catch(() => {});
  const writer = client.writable.getWriter();
  await writer.write(INIT);
  await writer.close();
  const outcome = await within(serving, 10_000, "serve");
  assert.equal(outcome.implementation?.code, null);
  assert.ok(lines.some((l) => /did not settle within 5200 ms/.test(l)), lines.join("\n"));
  await reading;
});

/** Polls `check` every 20 ms until it holds or `ms` have passed. */
async function until(check: () => boolean, ms: number): Promise<void> {
  const since = Date.now();
  while (!check() && Date.now() - since < ms) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The pids of this process's orphan watchdogs still running. */
function watchdogs(): number[] {
  const found: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry.name)) continue;
    try {
      const status = Deno.readTextFileSync(`/proc/${entry.name}/status`);
      const cmdline = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`);
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const zombie = /^State:\s+Z/m.test(status);
      if (ppid === Deno.pid && !zombie && cmdline.includes("acp-proxy-watchdog")) {
        found.push(Number(entry.name));
      }
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The pid of a running `sleep SECONDS` (a test's agent; 45.321 by default), if any. */
function sleepers(seconds = "45.321"): number | undefined {
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry.name)) continue;
    try {
      const cmdline = Deno.readTextFileSync(`/proc/${entry.name}/cmdline`);
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
      if (cmdline.endsWith(`sleep\x00${seconds}\x00`) && state !== "Z") {
        return Number(entry.name);
      }
    } catch {
      // gone
    }
  }
  return undefined;
}

/**
 * Asserts that `serve(options)` of the agent router, the proxy router and the conductor ends
 * at once with the outcome `failed` and a `RouterConfigError` whose message matches `message`.
 */
async function everyServeRefuses(options: unknown, message: RegExp): Promise<void> {
  for (
    const router of [
      new AgentRouter({ v1: command(["true"]) }),
      new ProxyRouter({ v1: command(["true"]) }),
      new Conductor({ proxies: [], agent: command(["true"]) }),
    ]
  ) {
    const [client, server] = duplexPair();
    const serving: Promise<{ end: string; error?: Error }> = router.serve(
      server,
      options as Record<string, never>,
    );
    const outcome = await within(serving, 2_000, "serve");
    assert.equal(outcome.end, "failed");
    assert.equal(outcome.error?.name, "RouterConfigError");
    assert.match(outcome.error!.message, message);
    await client.writable.close();
    await client.readable.cancel();
  }
}

Deno.test("agent and proxy routers and the conductor: a signal that is not an AbortSignal is the outcome 'failed' naming it, at once, nothing read or started (it rejected with a TypeError, and the session ran on and later crashed the process; the conductor's said 'addEventListener is not a function')", async () => {
  await everyServeRefuses({ signal: {} }, /signal must be an AbortSignal/);
});

/** A Proxy already revoked: any look at it throws. */
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

Deno.test("every router: options whose getter throws, that are no object (an array, a number, a string, a revoked Proxy; these were taken as no options and the session ran), or an observer without bytes and event functions, are the outcome of serve or connect naming them, at once, nothing started (a throwing getter rejected the call documented never to reject; an observer of {} failed later with an internal TypeError)", async () => {
  const throwing = {
    get signal(): AbortSignal {
      throw new Error("getter boom");
    },
  };
  const cases: [unknown, RegExp][] = [
    [throwing, /^(serve|connect)'s options could not be read: getter boom$/],
    [[], /^(serve|connect)'s options must be an object \(got an array\)$/],
    [5, /^(serve|connect)'s options must be an object \(got 5\)$/],
    ["x", /^(serve|connect)'s options must be an object \(got "x"\)$/],
    [revoked(), /^(serve|connect)'s options could not be read: .*revoked/],
    [{ observer: {} }, /^(serve|connect)'s observer must have bytes and event functions/],
    [{ observer: 5 }, /^(serve|connect)'s observer must have bytes and event functions/],
    [
      { observer: { bytes() {}, event() {}, cut: 1 } },
      /^(serve|connect)'s observer must have bytes and event functions \(and missed, ended, cut/,
    ],
  ];
  for (const [options, message] of cases) {
    await everyServeRefuses(options, message);
    let opened = 0;
    const never: ConnectionFactory = () => {
      opened++;
      throw new Error("not to be opened");
    };
    const outcome = await within(
      new ClientRouter({ v2Client: never, agent: never }).connect(
        options as Record<string, never>,
      ),
      2_000,
      "connect",
    );
    assert.equal(outcome.end, "handshake-failed");
    assert.equal(outcome.error?.name, "RouterConfigError");
    assert.match(outcome.error!.message, message);
    assert.equal(opened, 0);
  }
});

Deno.test("agent and proxy routers: serve's logger takes this connection's lines instead of the router's; one without the four functions is the outcome 'failed' naming it", async () => {
  const lines = (into: string[]): Logger => ({
    error: (m) => into.push(`error: ${m}`),
    warn: (m) => into.push(`warn: ${m}`),
    info: (m) => into.push(`info: ${m}`),
    debug: () => {},
  });
  for (
    const [method, Router] of [["initialize", AgentRouter], [
      "_proxy/initialize",
      ProxyRouter,
    ]] as const
  ) {
    const routers: string[] = [];
    const connection: string[] = [];
    const router = new Router({ v1: command(["true"]), logger: lines(routers) });
    const [client, server] = duplexPair();
    const served = router.serve(server, { logger: lines(connection) });
    const writer = client.writable.getWriter();
    const frame = `{"jsonrpc":"2.0","id":1,"method":"${method}","params":{"protocolVersion":1}}\n`;
    await writer.write(new TextEncoder().encode(frame));
    await writer.close();
    const drained = client.readable.pipeTo(new WritableStream());
    const outcome = await within(served, 10_000, "serve");
    await within(drained, 10_000, "the client's output");
    assert.equal(outcome.selected, 1, method);
    assert.ok(connection.some((l) => l.startsWith("info: started the v1 ")), connection.join("\n"));
    assert.deepEqual(routers, [], method);

    const [other, otherServer] = duplexPair();
    const refused = await within(
      router.serve(otherServer, { logger: { info() {} } as unknown as Logger }),
      2_000,
      "serve",
    );
    assert.equal(refused.end, "failed");
    assert.equal(refused.error?.name, "RouterConfigError");
    assert.match(
      refused.error!.message,
      /serve's logger must have error, warn, info, debug functions/,
    );
    const [third, thirdServer] = duplexPair();
    const notFunction = await within(
      router.serve(thirdServer, { onDivertedLine: "stderr" as unknown as () => void }),
      2_000,
      "serve",
    );
    assert.equal(notFunction.end, "failed");
    assert.match(notFunction.error!.message, /serve's onDivertedLine must be a function/);
    await third.writable.close();
    await third.readable.cancel();
    await other.writable.close();
    await other.readable.cancel();
  }
});

Deno.test("agent router and conductor: a client that stops reading after the initialize answer (its input still open) ends the connection as client-left at once, with no error line; the conductor said output-failed 'Error: undefined' and ran on until the client's next frame or end of input", async () => {
  const agent = command([
    Deno.execPath(),
    "run",
    `${ROOT}testing/scripted_agent.ts`,
    "--protocol",
    "1",
  ]);
  for (
    const [name, build] of [
      ["agent router", (logger: Logger) => new AgentRouter({ v1: agent, logger })],
      ["conductor", (logger: Logger) => new Conductor({ proxies: [], agent, logger })],
    ] as const
  ) {
    const errors: string[] = [];
    const logger: Logger = { error: (m) => errors.push(m), warn() {}, info() {}, debug() {} };
    const [client, server] = duplexPair();
    const served: Promise<{ end: string }> = build(logger).serve(server);
    const writer = client.writable.getWriter();
    await writer.write(new TextEncoder().encode(
      `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,` +
        `"clientCapabilities":{},"clientInfo":{"name":"c","version":"1"}}}\n`,
    ));
    const reader = client.readable.getReader();
    await within(reader.read(), 10_000, `${name}: the initialize answer`);
    await reader.cancel();
    await writer.write(new TextEncoder().encode(
      `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}\n`,
    ));
    const outcome = await within(served, 10_000, `${name}: serve after the client stopped reading`);
    assert.equal(outcome.end, "client-left", `${name}: ${JSON.stringify(outcome)}`);
    assert.deepEqual(errors, [], name);
    await writer.close().catch(() => {});
  }
});

Deno.test("agent router: an observer that throws on the client's first bytes is said once, with its stack, and told nothing more: the agent starts and the session runs to its end, whose outcome is failed with that error, the version selected kept, and no agent left (before: a failed start, blamed on the agent)", async () => {
  const [client, server] = duplexPair();
  let calls = 0;
  const observer = {
    bytes(from: string) {
      calls++;
      if (from === "Client") throw new Error("observer bug");
    },
    event() {},
  };
  const lines: string[] = [];
  const at = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  const logger = { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
  const serving = new AgentRouter({ v1: command(["sleep", "48.246"]), graceMs: 200, logger })
    .serve(server, { observer });
  const reading = client.readable.pipeTo(new WritableStream()).catch(() => {});
  const writer = client.writable.getWriter();
  try {
    await writer.write(INIT);
    await writer.write(new TextEncoder().encode(`{"jsonrpc":"2.0","method":"x","params":{}}\n`));
    await writer.close();
    const outcome = await within(serving, 5_000, "serve");
    assert.equal(outcome.end, "failed");
    assert.match(outcome.error?.message ?? "", /observer bug/);
    assert.equal(outcome.selected, 1);
    assert.ok(outcome.implementation !== null, "the agent ran");
    const said = lines.filter((l) => l.startsWith("error: the session's observer failed: "));
    assert.equal(said.length, 1, lines.join("\n"));
    assert.match(said[0], /observer bug\n\s+at /, "with its stack");
    assert.equal(calls, 1, "told nothing after it threw");
    assert.equal(sleepers("48.246"), undefined, "the agent is gone");
  } finally {
    const left = sleepers("48.246");
    if (left !== undefined) Deno.kill(left, "SIGKILL");
    await writer.close().catch(() => {});
    await reading;
  }
});

Deno.test("agent router: an observer that throws on every call does not keep the agent's answer from the client: the client gets the agent's initialize answer, not a -32603 blaming the agent's start, and the outcome is failed with the observer's error (before: a failed start, 'failed to start ACP v1 agent: observer bug')", async () => {
  const [client, server] = duplexPair();
  const observer = {
    bytes() {
      throw new Error("observer bug");
    },
    event() {
      throw new Error("observer bug");
    },
  };
  const serving = new AgentRouter({ v1: scriptedAgentFactory({ protocol: 1 }), graceMs: 200 })
    .serve(server, { observer });
  const received = within(new Response(client.readable).text(), 5_000, "the client's output end");
  const writer = client.writable.getWriter();
  try {
    await writer.write(INIT);
    await writer.close();
    const outcome = await within(serving, 5_000, "serve");
    assert.equal(outcome.end, "failed");
    assert.match(outcome.error?.message ?? "", /observer bug/);
    const answer = JSON.parse((await received).split("\n")[0]);
    assert.equal(answer.id, 1);
    assert.equal(answer.result?.protocolVersion, 1, JSON.stringify(answer));
  } finally {
    await writer.close().catch(() => {});
    await received.catch(() => {});
  }
});

Deno.test("agent router: an in-process implementation that writes without end to a client in memory still gets its grace period after the client's end of input (before, no timer fired and serve never settled)", async () => {
  const te = new TextEncoder();
  const started = Date.now();
  let settled = false;
  let written = 0;
  // Writes until serve settled, or 20 s as the wall clock says (no timer fires while it runs).
  const flood = inProcess(async ({ readable, writable }) => {
    readable.getReader().read().catch(() => {});
    const writer = writable.getWriter();
    while (!settled && Date.now() - started < 20_000) {
      await writer.write(te.encode(`{"jsonrpc":"2.0","method":"n","params":{"i":${written++}}}\n`));
    }
  });
  const [client, server] = duplexPair();
  const serving = new AgentRouter({ v1: flood, graceMs: 200 }).serve(server);
  serving.then(() => settled = true, () => settled = true);
  const writer = client.writable.getWriter();
  await writer.write(INIT);
  await writer.close();
  const reading = (async () => {
    try {
      for await (const _ of client.readable);
    } catch { /* cut by the router: what this test expects */ }
  })();
  const outcome = await within(serving, 25_000, "serve");
  await reading;
  const took = Date.now() - started;
  assert.ok(took < 20_000, `serve settled only when the implementation gave up (${took} ms)`);
  assert.equal(outcome.end, "client-left");
  assert.equal(outcome.implementation?.endedBy, "router");
  assert.ok(written > 1, `it wrote ${written} frames`);
});

/**
 * A conductor of an in-process echo as its agent, a client in memory that writes `size`-byte
 * lines without end (until the flood is stopped) after its initialize, and a stop at `stopMs`
 * on a timer; returns the outcome and how many bytes the client had written when the timer
 * fired.
 */
async function floodedConductorStop(size: number, stopMs: number) {
  const echo = inProcess(async ({ readable, writable }) => await readable.pipeTo(writable));
  const toChain = new TransformStream<Uint8Array, Uint8Array>();
  const fromChain = new TransformStream<Uint8Array, Uint8Array>();
  const stop = new AbortController();
  const serving = new Conductor({ proxies: [], agent: echo, graceMs: 100 }).serve(
    { readable: toChain.readable, writable: fromChain.writable },
    { signal: stop.signal },
  );
  fromChain.readable.pipeTo(new WritableStream()).catch(() => {});
  const writer = toChain.writable.getWriter();
  await writer.write(INIT);
  const line = new Uint8Array(size).fill(0x61);
  line[size - 1] = 0x0a;
  let written = 0;
  let flooding = true;
  const flood = (async () => {
    while (flooding) {
      await writer.write(line).catch(() => flooding = false);
      written += size;
    }
  })();
  let writtenAtStop = -1;
  const timer = setTimeout(() => {
    writtenAtStop = written;
    stop.abort("SIGTERM");
  }, stopMs);
  try {
    const outcome = await within(serving, 20_000, "serve after the stop");
    return { outcome, writtenAtStop };
  } finally {
    clearTimeout(timer);
    flooding = false;
    await writer.abort().catch(() => {});
    await flood;
  }
}

Deno.test("conductor: a client in memory that floods the chain does not hold its timers: a stop due 50 ms in fires long before its 16 MiB queue is full (before, no timer fired until the queue was full and the reading waited)", async () => {
  const { outcome, writtenAtStop } = await floodedConductorStop(64, 50);
  assert.equal(outcome.end, "stopped");
  assert.ok(writtenAtStop >= 0, "the stop's timer fired");
  assert.ok(writtenAtStop < 16 * 1024 * 1024, `${writtenAtStop} bytes written when it fired`);
});

Deno.test("conductor: a stop while an in-memory agent is blocked writing output nobody reads any more settles serve (the abort of its input waited for a write that never finished: serve hung)", async () => {
  for (const size of [64, 4096]) {
    const { outcome } = await floodedConductorStop(size, 300);
    assert.equal(outcome.end, "stopped", `lines of ${size} bytes`);
  }
});

Deno.test("agent router: an implementation that ends with its output left open (an in-process handler that keeps its writer and returns; a process whose background child holds its stdout) gets its output's end for it after the grace period: the client reads every answer, then a clean end, never an AbortError (before, the client's output was aborted: its reader failed with 'The signal has been aborted')", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}\n`;
  const implementations: [string, ConnectionFactory][] = [
    [
      "an in-process handler that answers, keeps its writer and returns",
      inProcess(({ readable, writable }) => {
        const writer = writable.getWriter();
        void readable.getReader().read().then(() => writer.write(new TextEncoder().encode(answer)));
      }),
    ],
    [
      "an in-process handler that keeps its writer and returns at once",
      inProcess(({ writable }) => {
        writable.getWriter();
      }),
    ],
    [
      "a process that answers and leaves a background child holding its stdout",
      command([
        "sh",
        "-c",
        `read -r _; printf '%s\\n' '${answer.trim()}'; sleep 31.4159 & exit 0`,
      ]),
    ],
  ];
  for (const [name, implementation] of implementations) {
    for (const observed of [false, true]) {
      const [client, server] = duplexPair();
      const observer = { bytes() {}, event() {} };
      const serving = new AgentRouter({ v1: implementation, graceMs: 200 })
        .serve(server, observed ? { observer } : {});
      const received = new Response(client.readable).text().then((text) => ({ text }), (e) => e);
      const writer = client.writable.getWriter();
      try {
        await writer.write(INIT);
        const outcome = await within(serving, 5_000, `serve (${name})`);
        assert.equal(outcome.end, "implementation-ended", name);
        const got = await within(received, 5_000, `the client's output end (${name})`);
        assert.deepEqual(
          got,
          { text: name.includes("answers") ? answer : "" },
          `${name}, observed: ${observed}`,
        );
      } finally {
        await writer.close().catch(() => {});
        const left = sleepers("31.4159");
        if (left !== undefined) Deno.kill(left, "SIGKILL");
      }
    }
  }
});

Deno.test("agent router: an implementation that ends with its output left open after writing much: a slow client gets every line, then a clean end, observed or not (regress46: the end was given one grace period after the peer ended, cutting off what was still queued, a truncated stream that looked whole); the stdout guard's last line without LF is flushed; a client output whose close fails is output-failed, not a clean end", async () => {
  const line = (i: number) => `{"jsonrpc":"2.0","id":${i},"result":{"x":"${"a".repeat(1000)}"}}\n`;
  const all = Array.from({ length: 200 }, (_, i) => line(i)).join("");
  const writesAll = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await readable.getReader().read();
    for (let i = 0; i < 200; i++) writer.write(new TextEncoder().encode(line(i))).catch(() => {});
  });
  for (const observed of [false, true]) {
    const [client, server] = duplexPair();
    const observer = { bytes() {}, event() {} };
    const serving = new AgentRouter({ v1: writesAll, graceMs: 200 })
      .serve(server, observed ? { observer } : {});
    const writer = client.writable.getWriter();
    await writer.write(INIT);
    // Slow: one chunk every 10 ms, about 2 s in all (ten grace periods).
    const received = (async () => {
      let text = "";
      const decoder = new TextDecoder();
      for await (const chunk of client.readable) {
        text += decoder.decode(chunk, { stream: true });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return text;
    })();
    const outcome = await within(serving, 30_000, "serve");
    assert.equal(outcome.end, "implementation-ended");
    const text = await within(received, 30_000, "the client's output end");
    assert.equal(text.length, all.length, `observed: ${observed}`);
    assert.ok(text === all, `observed: ${observed}: every line, in order`);
    await writer.close().catch(() => {});
  }
  // The guard gets its end too: its last line, without LF, is flushed to the client.
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const lastWithoutLf = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await readable.getReader().read();
    writer.write(new TextEncoder().encode(answer)).catch(() => {});
  });
  for (const stdoutGuard of ["divert", "drop"] as const) {
    const [client, server] = duplexPair();
    const serving = new AgentRouter({ v1: lastWithoutLf, graceMs: 200, stdoutGuard }).serve(server);
    const received = new Response(client.readable).text();
    const writer = client.writable.getWriter();
    await writer.write(INIT);
    assert.equal((await within(serving, 10_000, "serve")).end, "implementation-ended");
    assert.equal(await within(received, 5_000, "the client's output"), answer, stdoutGuard);
    await writer.close().catch(() => {});
  }
  // A close of the client's output that fails is that output's failure, as at any end.
  const input = new TransformStream<Uint8Array, Uint8Array>();
  const failingClose = new WritableStream<Uint8Array>({
    close: () => Promise.reject(Object.assign(new Error("EIO while flushing"), { code: "EIO" })),
  });
  const serving = new AgentRouter({ v1: lastWithoutLf, graceMs: 200 })
    .serve({ readable: input.readable, writable: failingClose });
  const writer = input.writable.getWriter();
  await writer.write(INIT);
  const outcome = await within(serving, 10_000, "serve");
  assert.equal(outcome.end, "output-failed");
  assert.match(String(outcome.error?.message), /EIO while flushing/);
  await writer.close().catch(() => {});
});

Deno.test("agent router: a stop while the last output of an implementation that has ended drains to a client that takes nothing is the outcome 'stopped', at once (it said implementation-ended, as if nothing had stopped it: the drain may now last up to the stall bound)", async () => {
  const writesMuch = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    await readable.getReader().read();
    const line = new TextEncoder().encode(
      `{"jsonrpc":"2.0","method":"n","params":"${"x".repeat(4000)}"}\n`,
    );
    for (let i = 0; i < 200; i++) writer.write(line).catch(() => {});
    writer.close().catch(() => {});
  });
  const [client, server] = duplexPair();
  const stop = new AbortController();
  const serving = new AgentRouter({ v1: writesMuch, graceMs: 200 }).serve(server, {
    signal: stop.signal,
  });
  const writer = client.writable.getWriter();
  await writer.write(INIT);
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the drain is under way
  const since = Date.now();
  stop.abort("SIGTERM");
  const outcome = await within(serving, 5_000, "serve after the stop");
  assert.equal(outcome.end, "stopped");
  assert.equal(outcome.implementation?.code, 0);
  assert.ok(Date.now() - since < 2_000, `ended ${Date.now() - since} ms after the stop`);
  await writer.close().catch(() => {});
  await client.readable.cancel().catch(() => {});
});

/**
 * A signal that counts the listeners on it (added and not removed; none fires: it is never
 * aborted).
 */
function countedSignal(): { signal: AbortSignal; listeners: () => number } {
  const signal = new AbortController().signal;
  let live = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  const held = new Set<unknown>();
  signal.addEventListener =
    ((type: string, fn: EventListenerOrEventListenerObject, o?: unknown) => {
      if (!held.has(fn)) live++;
      held.add(fn);
      add(type, fn, o as AddEventListenerOptions);
    }) as typeof signal.addEventListener;
  signal.removeEventListener = ((type: string, fn: EventListenerOrEventListenerObject) => {
    if (held.delete(fn)) live--;
    remove(type, fn);
  }) as typeof signal.removeEventListener;
  return { signal, listeners: () => live };
}

Deno.test("one AbortSignal shared by many serve() and connect() calls keeps none of their listeners once each has settled (before, 4 per AgentRouter serve, in memory or a process, and 3 per ClientRouter connect stayed: a daemon's shutdown signal grew for ever)", async () => {
  const { scriptedAgentFactory, runScriptedClient, scriptedAgentCommand } = await import(
    "../testing/mod.ts"
  );
  const shared = countedSignal();
  const inMemory = new AgentRouter({ v2: scriptedAgentFactory({ protocol: 2 }) });
  const processes = new AgentRouter({ v2: command(scriptedAgentCommand(2)) });
  for (const serving of [inMemory, processes]) {
    for (let i = 0; i < 5; i++) {
      const [client, end] = duplexPair();
      const served = serving.serve(end, { signal: shared.signal });
      await within(
        runScriptedClient(
          { protocol: 2, prompts: ["hi"] },
          client.readable,
          client.writable,
          () => {},
        ),
        20_000,
        "the scripted client's session",
      );
      await within(served, 20_000, "serve() settles");
    }
    assert.equal(shared.listeners(), 0, `${serving === inMemory ? "in memory" : "command"}: left`);
  }
  const clients = new ClientRouter({
    v2Client: inProcess(async ({ readable, writable }) => {
      await runScriptedClient({ protocol: 2, prompts: ["hi"] }, readable, writable, () => {});
    }),
    agent: scriptedAgentFactory({ protocol: 2 }),
  });
  for (let i = 0; i < 5; i++) {
    await within(clients.connect({ signal: shared.signal }), 20_000, "connect() settles");
  }
  assert.equal(shared.listeners(), 0, "ClientRouter: listeners left");
});

Deno.test("agent router: a stop mid-session ends an implementation that is a plain pair of streams (no exit, no terminate) by the router: endedBy is 'router', not 'itself'", async () => {
  const answer = new TextEncoder().encode(
    `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\n`,
  );
  const factory: ConnectionFactory = () => {
    let out!: ReadableStreamDefaultController<Uint8Array>;
    const readable = new ReadableStream<Uint8Array>({ start: (c) => void (out = c) });
    const writable = new WritableStream<Uint8Array>({ write: () => out.enqueue(answer) });
    return { readable, writable };
  };
  const router = new AgentRouter({ v1: factory, graceMs: 300 });
  const [client, end] = duplexPair();
  const stop = new AbortController();
  const served = router.serve(end, { signal: stop.signal });
  const writer = client.writable.getWriter();
  await writer.write(INIT);
  const reader = client.readable.getReader();
  await within(reader.read(), 5_000, "the answer");
  stop.abort();
  const outcome = await within(served, 10_000, "serve() settles");
  assert.equal(outcome.end, "stopped");
  assert.deepEqual(outcome.implementation, { code: null, endedBy: "router", pid: null });
  reader.releaseLock();
  writer.releaseLock();
});

Deno.test("client router: a stop mid-session gives an in-process client program its own exit code once its cut streams end it, as an in-process agent's (lib9: clientExitCode was null, while a command's is 143)", async () => {
  const { runScriptedClient, runScriptedAgent } = await import("../testing/mod.ts");
  const client = inProcess(async ({ readable, writable }) => {
    // Prompts "wait": the scripted agent never ends the turn, so only the stop ends it.
    await runScriptedClient({ protocol: 2, prompts: ["wait"] }, readable, writable, () => {})
      .catch(() => {});
  });
  const agent = inProcess(async ({ readable, writable }) => {
    await runScriptedAgent({ protocol: 2 }, readable, writable, () => {});
  });
  const stop = new AbortController();
  const connecting = new ClientRouter({ v2Client: client, agent, graceMs: 2_000 })
    .connect({ signal: stop.signal });
  setTimeout(() => stop.abort("SIGTERM"), 800);
  const outcome = await within(connecting, 20_000, "the connect's outcome");
  assert.equal(outcome.end, "stopped");
  assert.equal(outcome.clientExitCode, 0);
  assert.equal(outcome.agentExitCode, 0);
});
