/**
 * No swallowed errors (issue 11 §5): an unexpected error is logged at error level with its
 * stack and fails loudly (a `failed` outcome, exit 1); only named, expected conditions are
 * handled quietly.
 *
 * @module
 */

import assert from "node:assert/strict";
import { serveHandshakeSession } from "../session/handshake_session.ts";
import { outputFailure } from "../session/lifecycle.ts";
import { OutputLimitError } from "../transport/pipe_errors.ts";
import { routeExitCode } from "../cli/exit_code.ts";
import { spawnChild } from "../process/child_process.ts";
import { decideReuse } from "../schema/lossless.ts";
import { decideFirstFrame } from "../schema/first_frame.ts";
import type { RawParams } from "../schema/initialize.ts";
import type { ConnectionFactory } from "../transport/duplex.ts";
import { runToEnd } from "./fixtures/fixture_commands.ts";
import { within } from "./fixtures/support.ts";
import { inProcess } from "../transport/in_process.ts";
import { asError, MAX_CAUSES, messageOf, stackOf } from "../log/error_text.ts";

const encoder = new TextEncoder();

/** A client program whose client sends one v1 `initialize`, then ends. */
const v1InitClient: ConnectionFactory = () => ({
  readable: ReadableStream.from([encoder.encode(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
  )]),
  writable: new WritableStream(),
});

/** An in-process agent that answers each line's id with a v1 initialize result. */
function answersV1(): ConnectionFactory {
  return inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    for await (const chunk of readable.pipeThrough(new TextDecoderStream())) {
      for (const line of chunk.split("\n").filter((l) => l !== "")) {
        const id = JSON.parse(line).id;
        await writer.write(
          encoder.encode(`{"jsonrpc":"2.0","id":${id},"result":{"protocolVersion":1}}\n`),
        );
      }
    }
  });
}

/** An observer whose `bytes` throws. */
const throwingBytes = {
  bytes: () => {
    throw new Error("observer bytes boom");
  },
  event: () => {},
};

/** POSTs a v1 `initialize` with id 7 to a listener at `url` (bounded: 10 s). */
function postInitialize(url: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: `{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}`,
    signal: AbortSignal.timeout(10_000),
  });
}

function recordingLogger() {
  const lines: [string, string][] = [];
  const at = (level: string) => (message: string) => void lines.push([level, message]);
  return { lines, error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}

Deno.test("errors: an unexpected error while judging a first frame is a failed outcome logged with its stack, and exit 1", async () => {
  const log = recordingLogger();
  const client = {
    readable: ReadableStream.from([encoder.encode(`{"jsonrpc":"2.0","id":1}\n`)]),
    writable: new WritableStream<Uint8Array>(),
  };
  const ended = await serveHandshakeSession(client, {
    onFrame() {
      throw new TypeError("a bug in the handshake");
    },
    onOversize: () => "",
  }, { maxFrameBytes: 1024, logger: log });
  assert.equal(ended.started, false);
  assert.ok(!ended.started && ended.end === "failed");
  assert.ok(ended.error instanceof TypeError);
  const logged = log.lines.find(([level]) => level === "error")?.[1] ?? "";
  assert.match(logged, /unexpected failure before the start: TypeError: a bug in the handshake/);
  assert.match(logged, /a bug in the handshake\n\s+at /, "the stack is logged");
  assert.equal(
    routeExitCode({
      end: "failed",
      selected: null,
      requested: null,
      rewritten: false,
      implementation: null,
    }),
    1,
  );
});

/**
 * Runs, in a fresh process, an AgentRouter whose v1 is `implementation` (source text) serving
 * one v1 initialize whose input stays open; its stdout is the outcome's end and exit code.
 */
function serveInProcess(implementation: string): ReturnType<typeof runToEnd> {
  const mod = new URL("../mod.ts", import.meta.url).href;
  const script = `
    import { AgentRouter, inProcess } from ${JSON.stringify(mod)};
    const router = new AgentRouter({ v1: ${implementation} });
    const init = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\\n';
    // The client's input stays open: the implementation's failure is what ends the session.
    const readable = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(init)) });
    const outcome = await router.serve({ readable, writable: new WritableStream() });
    console.log(JSON.stringify({ end: outcome.end, code: outcome.implementation?.code }));`;
  return runToEnd([Deno.execPath(), "eval", script], "", 30_000);
}

Deno.test("errors: an in-process implementation that throws, with no onError given, is reported on stderr with its stack", async () => {
  const { code, stdout, stderr } = await serveInProcess(
    `inProcess(() => { throw new RangeError("agent bug"); })`,
  );
  assert.equal(code, 0, stderr);
  assert.match(stderr, /an in-process implementation failed: RangeError: agent bug\n\s+at /);
  assert.deepEqual(JSON.parse(stdout), { end: "implementation-ended", code: 1 });
});

Deno.test("errors: an onError that throws itself is reported on stderr with both stacks, and the implementation still ends with 1 (no crash, no rejected exit)", async () => {
  const { code, stdout, stderr } = await serveInProcess(
    `inProcess(() => { throw new RangeError("agent bug"); }, ` +
      `{ onError: () => { throw new TypeError("reporter bug"); } })`,
  );
  assert.equal(code, 0, stderr);
  assert.match(stderr, /an in-process implementation failed: RangeError: agent bug\n\s+at /);
  assert.match(stderr, /its onError failed too: TypeError: reporter bug\n\s+at /);
  assert.deepEqual(JSON.parse(stdout), { end: "implementation-ended", code: 1 });
});

Deno.test("errors: a kill(2) failure other than 'no such process' is not swallowed: terminate rejects", async () => {
  const child = spawnChild([Deno.execPath(), "eval", "setTimeout(() => {}, 60_000)"], {
    stderr: "null",
  });
  try {
    await assert.rejects(() => child.terminate(100, "SIGBOGUS" as Deno.Signal), TypeError);
  } finally {
    child.signalGroup("SIGKILL");
    await child.exited;
  }
});

Deno.test("errors: the client router's reuse check treats only too-deep nesting as 'not lossless'; other errors propagate", () => {
  const raw = (text: string): RawParams => ({
    text,
    span: { start: 0, end: text.length },
    value: JSON.parse(text),
  });
  const v1 = raw(`{"protocolVersion":1,"clientInfo":{"name":"c","version":"1"}}`);
  const broken = {
    text: `{"protocolVersion":2,"info":{"name":"c","version":"1"}}`,
    get span(): never {
      throw new TypeError("a bug reading the params");
    },
    value: { protocolVersion: 2, info: { name: "c", version: "1" } },
  } as unknown as RawParams;
  assert.throws(() => decideReuse(broken, v1), TypeError);
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  const deepV2 = raw(
    `{"protocolVersion":2,"info":{"name":"c","version":"1"},"_meta":{"x":${deep}}}`,
  );
  assert.equal(decideReuse(deepV2, v1).reuse, false);
});

Deno.test("errors: an in-process implementation that throws while its writer holds its output ends that output at once: the client sees an end, not an abort after the grace periods", async () => {
  const { AgentRouter } = await import("../agent_router/agent_router.ts");
  const { inProcess } = await import("../transport/in_process.ts");
  const { duplexPair } = await import("../testing/duplex_pair.ts");
  const encoder = new TextEncoder();
  const failing = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter(); // held, never released
    for await (const _ of readable) {
      await writer.write(encoder.encode(
        `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}\n`,
      ));
      throw new Error("an implementation bug after its first answer");
    }
  }, { onError: () => {} });
  const [client, server] = duplexPair();
  const started = performance.now();
  const serving = new AgentRouter({ v1: failing, graceMs: 2_000 }).serve(server);
  const writer = client.writable.getWriter();
  await writer.write(encoder.encode(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
  ));
  const output = await new Response(client.readable).text(); // rejects on an abort
  const ended = performance.now() - started;
  assert.match(output, /"protocolVersion":1/);
  assert.ok(ended < 1_500, `the client's output ended after ${ended.toFixed(0)} ms`);
  await writer.close().catch(() => {});
  const outcome = await serving;
  assert.equal(outcome.end, "implementation-ended");
  assert.equal(outcome.implementation?.code, 1);
});

Deno.test("errors: a defect while judging a first frame is still answered with -32603, and the defect is kept as the error's cause, for the router to log with its stack", () => {
  // A selection policy whose list of configured versions is broken: a defect in `select`.
  const broken = {
    method: "initialize",
    mode: "highest-compatible",
    get configured(): number[] {
      throw new TypeError("a bug in the policy");
    },
  } as unknown as Parameters<typeof decideFirstFrame>[1];
  const decision = decideFirstFrame(
    encoder.encode(`{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}`),
    broken,
  );
  assert.equal(decision.kind, "reject");
  assert.ok(decision.kind === "reject");
  assert.equal(decision.error.code, -32603);
  assert.ok(decision.error.cause instanceof TypeError);
  assert.match(decision.reply ?? "", /^\{"jsonrpc":"2.0","id":7,"error":\{"code":-32603/);
  // A refusal is no defect: no cause.
  const refused = decideFirstFrame(
    encoder.encode(`{"jsonrpc":"2.0","id":1}`),
    {
      method: "initialize",
      mode: "highest-compatible",
      configured: [1],
    } as Parameters<typeof decideFirstFrame>[1],
  );
  assert.equal(refused.kind, "reject");
  assert.ok(refused.kind !== "reject" || refused.error.cause === undefined);
});

Deno.test("errors: a factory that returns no connection (plain JavaScript, a wrong shape) is a failed start naming what is missing, for every router: no crash, no hang", async (t) => {
  const { AgentRouter, ClientRouter, Conductor } = await import("../mod.ts");
  const { duplexPair } = await import("../testing/mod.ts");
  const shapes: [string, unknown, RegExp][] = [
    ["an empty object", {}, /readable is not a ReadableStream, writable is not a WritableStream/],
    [
      "only a readable",
      { readable: new ReadableStream() },
      /^[^,]*writable is not a WritableStream$/,
    ],
    ["undefined", undefined, /readable is not a ReadableStream/],
    (() => {
      const readable = new ReadableStream<Uint8Array>();
      readable.getReader();
      return [
        "a readable something else reads",
        { readable, writable: new WritableStream() },
        /^[^,]*: readable is locked \(something else reads it\)$/,
      ];
    })(),
    (() => {
      const writable = new WritableStream<Uint8Array>();
      writable.getWriter();
      return [
        "a writable something else writes to",
        { readable: new ReadableStream(), writable },
        /^[^,]*: writable is locked \(something else writes to it\)$/,
      ];
    })(),
    [
      "an exited that is no promise (it ended failed, with an internal message)",
      { readable: new ReadableStream(), writable: new WritableStream(), exited: 5 },
      /^[^,]*: exited is not a promise$/,
    ],
    [
      "a terminate that is no function",
      { readable: new ReadableStream(), writable: new WritableStream(), terminate: "x" },
      /^[^,]*: terminate is not a function$/,
    ],
  ];
  const init = encoder.encode(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
  );
  for (const [name, shape, missing] of shapes) {
    const factory = (() => shape) as unknown as ConnectionFactory;
    await t.step(`agent router, ${name}`, async () => {
      const [client, server] = duplexPair();
      void client.writable.getWriter().write(init).catch(() => {});
      const answer = new Response(client.readable).text();
      const outcome = await new AgentRouter({ v1: factory }).serve(server);
      assert.equal(outcome.end, "start-failed");
      assert.ok(outcome.error instanceof TypeError);
      assert.match(outcome.error.message, /^the factory returned no connection: /);
      assert.match(outcome.error.message, missing);
      assert.match(await answer, /"code":-32603/);
    });
    await t.step(`conductor, ${name}`, async () => {
      const [client, server] = duplexPair();
      void client.writable.getWriter().write(init).catch(() => {});
      const answer = new Response(client.readable).text();
      const outcome = await new Conductor({ proxies: [], agent: factory }).serve(server);
      assert.equal(outcome.end, "start-failed");
      assert.ok(outcome.error instanceof TypeError, "the component's own error");
      assert.match(outcome.error.message, /^the factory returned no connection: /);
      assert.match(
        await answer,
        /"code":-32603,"message":"failed to start .*the factory returned no connection/,
      );
    });
    await t.step(`client router, ${name}`, async () => {
      const outcome = await new ClientRouter({ v1Client: factory, agent: factory }).connect();
      assert.equal(outcome.end, "handshake-failed");
      assert.match(String(outcome.error?.message), /the factory returned no connection/);
    });
  }
});

Deno.test("errors: a factory's connection whose terminate() rejects still ends the session as it ended (the failure logged with its stack, no exit code), and its output stops reaching the client", async (t) => {
  const { AgentRouter, Conductor } = await import("../mod.ts");
  const { duplexPair } = await import("../testing/mod.ts");
  const init = encoder.encode(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
  );
  // A peer that reads its input, never exits by itself, and whose terminate rejects.
  function rejectingPeer() {
    const output = new TransformStream<Uint8Array, Uint8Array>();
    const writer = output.writable.getWriter();
    const factory: ConnectionFactory = () => ({
      readable: output.readable,
      writable: new WritableStream(),
      exited: new Promise<number>(() => {}),
      terminate: () => Promise.reject(new Error("terminate boom")),
    });
    return { factory, writer };
  }
  const routers = {
    "agent router": (factory: ConnectionFactory, logger: ReturnType<typeof recordingLogger>) =>
      new AgentRouter({ v1: factory, graceMs: 100, logger }),
    "conductor": (factory: ConnectionFactory, logger: ReturnType<typeof recordingLogger>) =>
      new Conductor({ proxies: [], agent: factory, graceMs: 100, logger }),
  };
  for (const [name, make] of Object.entries(routers)) {
    await t.step(name, async () => {
      const log = recordingLogger();
      const peer = rejectingPeer();
      const [client, server] = duplexPair();
      const writer = client.writable.getWriter();
      // What the client receives until its output ends (closed, or aborted by the stop).
      const received = (async () => {
        let text = "";
        const decoder = new TextDecoder();
        try {
          for await (const chunk of client.readable) text += decoder.decode(chunk);
        } catch { /* aborted: an end too */ }
        return text;
      })();
      const served = make(peer.factory, log).serve(server);
      await writer.write(init);
      await peer.writer.write(
        encoder.encode(`{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\n`),
      );
      await writer.close();
      const outcome = await served;
      assert.equal(outcome.end, "client-left", JSON.stringify(outcome));
      const ended = "agent" in outcome ? outcome.agent : outcome.implementation;
      assert.deepEqual({ code: ended?.code, endedBy: ended?.endedBy }, {
        code: null,
        endedBy: "router",
      });
      const failure = log.lines.find(([, m]) => m.includes("terminate boom"));
      assert.ok(failure, JSON.stringify(log.lines));
      assert.equal(failure[0], "error");
      assert.match(failure[1], /\n\s+at /, "with its stack");
      // The client's output was ended when serve resolved: what the peer writes later is not
      // delivered, and reading the client's side comes to an end.
      void peer.writer.write(encoder.encode(`{"late":true}\n`)).catch(() => {});
      const text = await Promise.race([
        received,
        new Promise<string>((_, reject) =>
          setTimeout(() => reject(new Error("the client's output was never ended")), 3_000)
        ),
      ]);
      assert.doesNotMatch(text, /late/);
      await peer.writer.abort().catch(() => {});
    });
  }
});

Deno.test("errors: a client program whose terminate() rejects still ends the client router's session (the failure logged with its stack, no exit code)", async () => {
  const { ClientRouter } = await import("../mod.ts");
  const { scriptedAgentFactory } = await import("../testing/mod.ts");
  const log = recordingLogger();
  const client: ConnectionFactory = () => ({
    readable: ReadableStream.from([encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    )]),
    writable: new WritableStream(),
    exited: new Promise<number>(() => {}),
    terminate: () => Promise.reject(new Error("terminate boom")),
  });
  const outcome = await new ClientRouter({
    v1Client: client,
    agent: scriptedAgentFactory({ protocol: 1 }),
    graceMs: 100,
    logger: log,
  }).connect();
  assert.equal(outcome.end, "session-ended", JSON.stringify(outcome));
  assert.equal(outcome.clientExitCode, null);
  const failure = log.lines.find(([, m]) => m.includes("terminate boom"));
  assert.ok(failure, JSON.stringify(log.lines));
  assert.equal(failure[0], "error");
  assert.match(failure[1], /\n\s+at /, "with its stack");
});

Deno.test("errors: a client whose output fails (a full disk) is not an in-process implementation's failure: onError is not called and it ends with 0, as a process does", async () => {
  const { AgentRouter, inProcess } = await import("../mod.ts");
  const errors: unknown[] = [];
  const echo = inProcess(({ readable, writable }) => readable.pipeTo(writable), {
    onError: (e) => errors.push(e),
  });
  const input = new TransformStream<Uint8Array, Uint8Array>();
  const writer = input.writable.getWriter();
  let writes = 0;
  const output = new WritableStream<Uint8Array>({
    write() {
      if (++writes > 1) {
        throw Object.assign(new Error("No space left on device"), { code: "ENOSPC" });
      }
    },
  });
  const served = new AgentRouter({ v1: echo, graceMs: 100 }).serve({
    readable: input.readable,
    writable: output,
  });
  await writer.write(
    encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    ),
  );
  void writer.write(encoder.encode(`{"jsonrpc":"2.0","method":"x"}\n`)).catch(() => {});
  const outcome = await served;
  writer.close().catch(() => {});
  assert.equal(outcome.end, "output-failed");
  assert.deepEqual(errors, []);
  assert.equal(outcome.implementation?.code, 0);
});

Deno.test("errors: after a client's output failed, its input is cancelled, not left unread: a write waiting on it ends (a plain TransformStream peer)", async () => {
  const { AgentRouter } = await import("../mod.ts");
  const router = new AgentRouter({
    v1: () => new TransformStream<Uint8Array, Uint8Array>(),
    graceMs: 100,
  });
  const input = new TransformStream<Uint8Array, Uint8Array>();
  const writer = input.writable.getWriter();
  let writes = 0;
  const output = new WritableStream<Uint8Array>({
    write() {
      if (++writes > 1) throw new Error("No space left on device");
    },
  });
  const served = router.serve({ readable: input.readable, writable: output });
  await writer.write(
    encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    ),
  );
  // Taken or cut, as the output's failure comes; a write after it must end, not wait.
  void writer.write(encoder.encode(`{"jsonrpc":"2.0","method":"x"}\n`)).catch(() => {});
  assert.equal((await served).end, "output-failed");
  const waiting = writer.write(encoder.encode(`{"jsonrpc":"2.0","method":"y"}\n`)).then(
    () => "written",
    () => "ended",
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const state = await Promise.race([
    waiting,
    new Promise<string>((resolve) => timer = setTimeout(() => resolve("still waiting"), 3_000)),
  ]);
  clearTimeout(timer);
  assert.equal(state, "ended");
});

Deno.test("errors: an observer that throws in the client router's handshake is not blamed on the agent command: the session runs without it, and the outcome carries its error", async () => {
  const { ClientRouter } = await import("../mod.ts");
  const { scriptedAgentFactory } = await import("../testing/mod.ts");
  const outcome = await new ClientRouter({
    v1Client: v1InitClient,
    agent: scriptedAgentFactory({ protocol: 1 }),
    graceMs: 100,
  }).connect({
    observer: throwingBytes,
  });
  assert.equal(outcome.end, "session-ended");
  assert.equal(outcome.selected, 1);
  assert.match(String(outcome.error?.message), /observer bytes boom/);
  assert.doesNotMatch(String(outcome.error?.message), /agent command|send initialize to the agent/);
});

Deno.test("errors: a client router whose observer throws while the handshake fails for a reason of its own (the agent's command does not exist) keeps that reason as the outcome's error; the observer's is logged (before regress95: the observer's replaced it)", async () => {
  const { ClientRouter, command } = await import("../mod.ts");
  const log = recordingLogger();
  const outcome = await new ClientRouter({
    v1Client: v1InitClient,
    agent: command(["/nonexistent/agent-regress95"]),
    graceMs: 100,
    logger: log,
  }).connect({
    observer: throwingBytes,
  });
  assert.equal(outcome.end, "handshake-failed");
  assert.match(String(outcome.error?.message), /agent-regress95/);
  assert.ok(
    log.lines.some(([level, m]) => level === "error" && m.includes("observer bytes boom")),
    JSON.stringify(log.lines),
  );
});

Deno.test("errors: a listenAcp logger that throws (info, and error) is said once on stderr and stops nothing: the initialize POST is answered, shutdown() resolves and finished settles (before lib16: a 500, shutdown rejected with the logger's error, the port stayed bound; a throwing error() was an unhandled rejection)", async () => {
  const { AgentRouter, listenAcp, routerHandler } = await import("../mod.ts");
  const answering = answersV1();
  const boom = () => {
    throw new Error("the log server is down");
  };
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: answering })),
    logger: { error: boom, warn() {}, info: boom, debug() {} },
  });
  let shut = false;
  try {
    const response = await postInitialize(listener.url);
    const body = await response.text();
    assert.equal(response.status, 200, body);
    assert.match(body, /"id":7,"result":\{"protocolVersion":1\}/);
    await within(listener.shutdown(), 15_000, "shutdown");
    shut = true;
    await within(listener.finished, 5_000, "finished");
    assert.equal(listener.activeConnections(), 0);
  } finally {
    if (!shut) await listener.shutdown().catch(() => {});
  }
});

Deno.test("errors: a routerHandler whose observe rejects serves the connection without an observer and logs why, with the stack", async () => {
  const { AgentRouter, listenAcp, remoteAgent, routerHandler } = await import(
    "../mod.ts"
  );
  const log = recordingLogger();
  const echo = answersV1();
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: echo }), {
      observe: () => Promise.reject(new Error("observe boom")),
      logger: log,
    }),
  });
  try {
    const connection = await remoteAgent(listener.url, { initTimeoutMs: 10_000 })();
    const writer = connection.writable.getWriter();
    await writer.write(
      encoder.encode(
        `{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}\n`,
      ),
    );
    const reader = connection.readable.pipeThrough(new TextDecoderStream()).getReader();
    const { value } = await reader.read();
    assert.match(String(value), /"id":7,"result":\{"protocolVersion":1\}/);
    await writer.close();
    await reader.cancel().catch(() => {});
    await connection.terminate?.(100);
    const line = log.lines.find(([, m]) => m.includes("observe boom"));
    assert.ok(line, JSON.stringify(log.lines));
    assert.equal(line[0], "error");
    assert.match(line[1], /its observer could not be opened[\s\S]*\n\s+at /);
  } finally {
    await listener.shutdown();
  }
});

Deno.test("errors: a routerHandler whose observer's close rejects is said as the observer's failure, with its stack, not as the connection handler's (before regress98: 'the connection handler failed: obs close')", async () => {
  const { AgentRouter, listenAcp, routerHandler } = await import("../mod.ts");
  const log = recordingLogger();
  const serverLog = recordingLogger();
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: answersV1() }), {
      observe: () =>
        Promise.resolve({
          bytes() {},
          event() {},
          close: () => Promise.reject(new Error("obs close")),
        }),
      logger: log,
    }),
    logger: serverLog,
  });
  try {
    const response = await postInitialize(listener.url);
    assert.equal(response.status, 200, await response.text());
    await fetch(listener.url, {
      method: "DELETE",
      headers: { "Acp-Connection-Id": response.headers.get("acp-connection-id")! },
    }).then((r) => r.body?.cancel());
    const deadline = Date.now() + 10_000;
    while (!log.lines.some(([, m]) => m.includes("obs close")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const said = log.lines.filter(([, m]) => m.includes("obs close"));
    assert.equal(said.length, 1, JSON.stringify(log.lines));
    assert.match(said[0][1], /its observer could not be closed: Error: obs close\n\s+at /);
    assert.ok(
      !serverLog.lines.some(([, m]) => m.includes("connection handler failed")),
      JSON.stringify(serverLog.lines),
    );
  } finally {
    await listener.shutdown();
  }
});

Deno.test("errors: a routerHandler whose observer throws (on the route event) is said once with its stack and told nothing more, while the server's own bookkeeping goes on: an agent that cannot start is still a 502 to the initialize POST, with no connection id (before regress95: 200 with an Acp-Connection-Id), and the observer is still closed", async () => {
  const { AgentRouter, listenAcp, routerHandler } = await import("../mod.ts");
  const log = recordingLogger();
  let closed = 0;
  let calls = 0;
  const listener = await listenAcp({
    handler: routerHandler(
      new AgentRouter({
        v1: () => {
          throw new Error("no such agent");
        },
      }),
      {
        observe: () =>
          Promise.resolve({
            bytes() {
              calls++;
            },
            event(type: string) {
              calls++;
              if (type === "route") throw new Error("observer boom");
            },
            close: () => Promise.resolve(void closed++),
          }),
        logger: log,
      },
    ),
  });
  try {
    const response = await postInitialize(listener.url);
    const body = await response.text();
    assert.equal(response.status, 502, body);
    assert.equal(response.headers.get("acp-connection-id"), null);
    assert.match(body, /"code":-32603/);
    const said = log.lines.filter(([, m]) => m.includes("observer boom"));
    assert.equal(said.length, 1, JSON.stringify(log.lines));
    assert.equal(said[0][0], "error");
    assert.match(said[0][1], /the session's observer failed: Error: observer boom\n\s+at /);
    const before = calls;
    for (let waited = 0; closed === 0; waited += 10) {
      assert.ok(waited < 5_000, "the observer is closed within 5 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(calls, before, "told nothing after it threw");
  } finally {
    await listener.shutdown();
  }
});

Deno.test("errors: a routerHandler observer that throws is said with the router's logger when routerHandler has none, and a routerHandler logger whose error() throws does not stop the server's bookkeeping: a failed start is still a 502 with no connection id (before regress96: the line went to stderr, and the throwing logger brought back the 200)", async () => {
  const { AgentRouter, listenAcp, routerHandler } = await import("../mod.ts");
  const observe = () =>
    Promise.resolve({
      bytes() {},
      event(type: string) {
        if (type === "route") throw new Error("observer boom");
      },
      close: () => Promise.resolve(),
    });
  const noAgent = () => {
    throw new Error("no such agent");
  };
  // No logger on routerHandler: the router's own gets the line.
  const routerLog = recordingLogger();
  const first = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: noAgent, logger: routerLog }), { observe }),
  });
  try {
    const response = await postInitialize(first.url);
    assert.equal(response.status, 502, await response.text());
    assert.ok(
      routerLog.lines.some(([level, m]) =>
        level === "error" && /^the session's observer failed: Error: observer boom\n\s+at /.test(m)
      ),
      JSON.stringify(routerLog.lines),
    );
  } finally {
    await first.shutdown();
  }
  // A routerHandler logger whose error() throws.
  const boom = () => {
    throw new Error("logger boom");
  };
  const second = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: noAgent }), {
      observe,
      logger: { error: boom, warn() {}, info() {}, debug() {} },
    }),
  });
  try {
    const response = await postInitialize(second.url);
    const body = await response.text();
    assert.equal(response.status, 502, body);
    assert.equal(response.headers.get("acp-connection-id"), null);
  } finally {
    await second.shutdown();
  }
});

Deno.test("errors: a first frame over the limit keeps its outcome, oversize, while the observer throws (its throw is logged), in the agent router and the conductor (before regress96: failed with the observer's error)", async () => {
  const { AgentRouter, Conductor } = await import("../mod.ts");
  const { scriptedAgentFactory } = await import("../testing/mod.ts");
  const { duplexPair } = await import("../testing/duplex_pair.ts");
  const observer = {
    bytes() {
      throw new Error("observer boom");
    },
    event() {
      throw new Error("observer boom");
    },
  };
  const big = encoder.encode(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"x":"${
      "y".repeat(600)
    }"}}\n`,
  );
  for (
    const serve of [
      (end: import("../transport/duplex.ts").DuplexStream) =>
        new AgentRouter({ v1: scriptedAgentFactory({ protocol: 1 }), maxFrameBytes: 100 })
          .serve(end, { observer }),
      (end: import("../transport/duplex.ts").DuplexStream) =>
        new Conductor({
          proxies: [],
          agent: scriptedAgentFactory({ protocol: 1 }),
          maxFrameBytes: 100,
        })
          .serve(end, { observer }),
    ]
  ) {
    const [client, end] = duplexPair();
    const served = serve(end);
    const reading = new Response(client.readable).text();
    const writer = client.writable.getWriter();
    await writer.write(big).catch(() => {});
    await writer.close().catch(() => {});
    const outcome: { end: string; error?: Error } = await within(
      served as Promise<{ end: string; error?: Error }>,
      10_000,
      "serve",
    );
    assert.equal(outcome.end, "oversize", String(outcome.error));
    await within(reading, 5_000, "the client's output end");
  }
});

Deno.test("errors: a ConnectionRouter of the caller's own (not one of acp-proxy's routers) never gets a throw from the observer routerHandler hands it: the caller's observer that throws is said once with its stack by routerHandler's logger, and the connection goes on (before regress97: the throw reached its serve, and the initialize got 502)", async () => {
  const { AgentRouter, listenAcp, routerHandler } = await import("../mod.ts");
  const { scriptedAgentFactory } = await import("../testing/mod.ts");
  const real = new AgentRouter({ v1: scriptedAgentFactory({ protocol: 1 }) });
  const router = {
    serve(
      client: import("../transport/duplex.ts").DuplexStream,
      options?: { observer?: { event(t: string, f: unknown): void } },
    ) {
      options?.observer?.event("custom_start", {});
      return real.serve(client, options as never);
    },
  };
  const log = recordingLogger();
  const listener = await listenAcp({
    handler: routerHandler(router as never, {
      observe: () =>
        Promise.resolve({
          bytes() {},
          event(type: string) {
            if (type === "custom_start") throw new Error("observer boom");
          },
          close: () => Promise.resolve(),
        }),
      logger: log,
    }),
  });
  try {
    const response = await postInitialize(listener.url);
    const body = await response.text();
    assert.equal(response.status, 200, body);
    assert.match(body, /"id":7,"result":\{"protocolVersion":1/);
    const said = log.lines.filter(([, m]) => m.includes("observer boom"));
    assert.equal(said.length, 1, JSON.stringify(log.lines));
    assert.match(said[0][1], /the session's observer failed: Error: observer boom\n\s+at /);
  } finally {
    await listener.shutdown();
  }
});

Deno.test("errors: a routerHandler whose observe never settles holds neither the connection past its end (the initialize gets its 504) nor shutdown(): the handler goes on unobserved, with a warning, and an observer that opens later is closed at once (before: shutdown waited its whole grace, 'did not finish')", async () => {
  const { AgentRouter, inProcess, listenAcp, routerHandler } = await import("../mod.ts");
  const log = recordingLogger();
  const silent = inProcess(async ({ readable }) => {
    for await (const _ of readable) { /* never answers */ }
  });
  let openLater!: (observer: unknown) => void;
  let closedLate = false;
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: silent }), {
      observe: () => new Promise((resolve) => openLater = resolve as never),
      logger: log,
    }),
    initTimeoutMs: 300,
    shutdownGraceMs: 8_000,
    logger: log,
  });
  try {
    const response = await fetch(listener.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}`,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    assert.equal(response.status, 504);
    openLater({
      bytes() {},
      event() {},
      close: () => Promise.resolve(closedLate = true),
    });
  } finally {
    const started = performance.now();
    await listener.shutdown();
    const took = performance.now() - started;
    assert.ok(took < 6_000, `shutdown took ${took.toFixed(0)} ms (its grace is 8000)`);
  }
  assert.ok(closedLate, "the observer that opened late was closed");
  assert.ok(
    log.lines.some(([level, m]) =>
      level === "warn" && m.includes("its observer did not open before the connection ended")
    ),
    JSON.stringify(log.lines),
  );
  assert.ok(!log.lines.some(([, m]) => m.includes("did not finish")), JSON.stringify(log.lines));
});

Deno.test("an output that refused a line over its named limit is logged by its message in one line, not as a defect with a stack; an error of the daemon's own keeps its stack", () => {
  const limit = outputFailure(
    new OutputLimitError("the agent wrote a line longer than 1024 bytes"),
  );
  assert.equal(
    limit,
    "the output to the client failed: the agent wrote a line longer than 1024 bytes",
  );
  const own = outputFailure(new TypeError("a defect"));
  assert.match(own, /^the output to the client failed: TypeError: a defect\n\s+at /);
});

/** Values a caller's code may throw that cannot be made text the usual way (regress105). */
function unprintables(): [string, unknown][] {
  const stackGetter = new Error("m");
  Object.defineProperty(stackGetter, "stack", {
    get() {
      throw new Error("stack getter boom");
    },
  });
  const messageGetter = new Error("m");
  Object.defineProperty(messageGetter, "message", {
    get() {
      throw new Error("message getter boom");
    },
  });
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return [
    ["an object without a prototype", Object.create(null)],
    ["an object whose toString throws", {
      toString() {
        throw new Error("toString boom");
      },
    }],
    ["an Error whose stack getter throws", stackGetter],
    ["an Error whose message getter throws", messageGetter],
    ["a revoked proxy", proxy],
  ];
}

Deno.test("errors: stackOf, messageOf and asError never throw, whatever was thrown (an object without a prototype, a throwing stack or message getter, a revoked proxy), and say it cannot be shown as text (before regress105: they threw, and what was to follow the report did not run)", () => {
  const unshown = /\(it cannot be shown as text\)$/;
  for (const [what, value] of unprintables()) {
    // Where the getter that throws is not the one read, the other is said.
    if (what.includes("message getter")) assert.match(stackOf(value), /^Error.*\n\s+at /);
    else assert.match(stackOf(value), unshown, what);
    if (what.includes("stack getter")) assert.equal(messageOf(value), "m");
    else assert.match(messageOf(value), unshown, what);
    assert.ok(asError(value) instanceof Error, what);
  }
  const plain = new Error("plain");
  assert.equal(asError(plain), plain, "an Error is itself");
  assert.equal(asError("text").message, "text");
});

Deno.test("errors: stackOf follows an error's cause (regress105: the cause was lost in every log line), at most MAX_CAUSES deep, so a cycle of causes ends", () => {
  const text = stackOf(new Error("outer", { cause: new Error("inner") }));
  assert.match(text, /^Error: outer\n\s+at [\s\S]*\nCaused by: Error: inner\n\s+at /);
  assert.match(stackOf(new Error("outer", { cause: "a string" })), /\nCaused by: a string$/);
  const a = new Error("a");
  const b = new Error("b", { cause: a });
  a.cause = b;
  assert.equal(stackOf(a).match(/\nCaused by: /g)?.length, MAX_CAUSES);
  assert.equal(messageOf(new Error("outer", { cause: new Error("inner") })), "outer");
});

for (const transport of ["HTTP", "WebSocket"] as const) {
  Deno.test(`errors: a listenAcp handler that throws an Error whose stack getter throws ends its ${transport} connection at once, said once at error (before regress105: the connection stayed open until the 30 s initialize timeout)`, async () => {
    const { listenAcp } = await import("../mod.ts");
    const log = recordingLogger();
    const listener = await listenAcp({
      handler: async (connection) => {
        await connection.readable.getReader().read();
        throw unprintables()[2][1];
      },
      logger: log,
    });
    try {
      if (transport === "HTTP") {
        const response = await postInitialize(listener.url);
        assert.equal(response.status, 502, await response.text());
      } else {
        const ws = new WebSocket(listener.url.replace(/^http/, "ws"));
        const closed = new Promise<number>((resolve) => ws.onclose = (e) => resolve(e.code));
        ws.onopen = () =>
          ws.send(`{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}`);
        assert.equal(await within(closed, 10_000, "the WebSocket's close"), 1011);
      }
      const said = log.lines.filter(([, m]) => m.includes("the connection handler failed"));
      assert.deepEqual(said.map(([level]) => level), ["error"], JSON.stringify(log.lines));
      assert.match(said[0][1], /\[object Error\] \(it cannot be shown as text\)/);
    } finally {
      await listener.shutdown();
    }
  });
}

Deno.test("errors: an in-process implementation that throws an object without a prototype, with no onError given, is reported on stderr and ends with 1 (before regress105: the report threw, the failure was never printed and exited rejected)", async () => {
  const { code, stdout, stderr } = await serveInProcess(
    `inProcess(() => { throw Object.create(null); })`,
  );
  assert.equal(code, 0, stderr);
  assert.match(
    stderr,
    /an in-process implementation failed: \[object Object\] \(it cannot be shown as text\)/,
  );
  assert.deepEqual(JSON.parse(stdout), { end: "implementation-ended", code: 1 });
});

Deno.test("errors: a routerHandler given no logger whose observe rejects with an object without a prototype serves the connection unobserved and says so on stderr (before regress105: building the line threw, and the client got 502)", async () => {
  const mod = new URL("../mod.ts", import.meta.url).href;
  const script = `
    import { AgentRouter, listenAcp, routerHandler } from ${JSON.stringify(mod)};
    import { scriptedAgentFactory } from ${
    JSON.stringify(new URL("../testing/mod.ts", import.meta.url).href)
  };
    const listener = await listenAcp({
      handler: routerHandler(new AgentRouter({ v1: scriptedAgentFactory({ protocol: 1 }) }), {
        observe: () => Promise.reject(Object.create(null)),
      }),
    });
    const response = await fetch(listener.url, { method: "POST",
      headers: { "Content-Type": "application/json", accept: "application/json, text/event-stream" },
      body: '{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}',
      signal: AbortSignal.timeout(20_000) });
    console.log(response.status);
    await response.body?.cancel();
    await listener.shutdown();`;
  const { code, stdout, stderr } = await runToEnd([Deno.execPath(), "eval", script], "", 30_000);
  assert.equal(code, 0, stderr);
  assert.equal(stdout.trim(), "200", stderr);
  assert.match(
    stderr,
    /its observer could not be opened: \[object Object\] \(it cannot be shown as text\)/,
  );
  assert.doesNotMatch(stderr, /the connection handler failed/);
});

Deno.test("errors: a Conductor whose agent factory rejects with null (or an object without a prototype) answers the initialize 'failed to start Agent: ...' and ends start-failed (before: building the line threw a TypeError of its own)", async () => {
  const { Conductor } = await import("../mod.ts");
  const { duplexPair } = await import("../testing/mod.ts");
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const dataTextGetter = Object.defineProperty(new Error("dial failed"), "dataText", {
    get() {
      throw new Error("dataText getter");
    },
  });
  for (
    const [thrown, shown] of [
      [null, "null"],
      [Object.create(null), "[object Object] "],
      // regress107: these three left the initialize unanswered, or answered it with no JSON.
      [proxy, "a thrown object (it cannot be shown as text)"],
      [dataTextGetter, `dial failed"}}`],
      [Object.assign(new Error("dial failed"), { dataText: "{not json}" }), `dial failed"}}`],
    ] as const
  ) {
    const [client, server] = duplexPair();
    void client.writable.getWriter().write(encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    )).catch(() => {});
    const answer = new Response(client.readable).text();
    const outcome = await within(
      new Conductor({
        proxies: [],
        agent: () => Promise.reject(thrown),
        logger: recordingLogger(),
      }).serve(server),
      10_000,
      "the conductor's outcome",
    );
    assert.equal(outcome.end, "start-failed", shown);
    assert.ok(
      (await answer).includes(`"code":-32603,"message":"failed to start Agent: ${shown}`),
      shown,
    );
  }
});

Deno.test("errors: an AgentRouter whose factory throws an error the answer cannot carry as it is (data that is circular or a BigInt, a data getter that throws, a revoked proxy) answers the initialize -32603 and ends start-failed (before lib18: serve rejected with 'The stream is already locked' and the client got nothing, not even an end)", async () => {
  const { AgentRouter } = await import("../mod.ts");
  const { duplexPair } = await import("../testing/mod.ts");
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const cases: [string, unknown, RegExp][] = [
    [
      "circular data",
      Object.assign(new Error("dial failed"), { data: circular }),
      /dial failed"\}/,
    ],
    ["BigInt data", Object.assign(new Error("dial failed"), { data: 1n }), /dial failed"\}/],
    [
      "a data getter that throws",
      Object.defineProperty(new Error("dial failed"), "data", {
        get() {
          throw new Error("data getter");
        },
      }),
      /dial failed"\}/,
    ],
    ["a revoked proxy", proxy, /\(it cannot be shown as text\)"\}/],
    // regress107: spliced as it was, no JSON, and the answer with it.
    [
      "a dataText that is no JSON",
      Object.assign(new Error("dial failed"), {
        dataText: "{not json}",
      }),
      /dial failed"\}\}\n$/,
    ],
    // regress108: its line feed split the answer in two lines, neither JSON.
    [
      "a dataText with a line end",
      Object.assign(new Error("dial failed"), { dataText: '{"a":\n1}' }),
      /dial failed","data":\{"a": 1\}\}\}\n$/,
    ],
  ];
  for (const [what, thrown, message] of cases) {
    const [client, server] = duplexPair();
    void client.writable.getWriter().write(encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    )).catch(() => {});
    const answer = new Response(client.readable).text();
    const router = new AgentRouter({
      v1: () => {
        throw thrown;
      },
      logger: recordingLogger(),
    });
    const outcome = await within(router.serve(server), 10_000, `the outcome (${what})`);
    assert.equal(outcome.end, "start-failed", what);
    const text = await within(answer, 10_000, `the client's end (${what})`);
    assert.match(
      text,
      /^\{"jsonrpc":"2\.0","id":1,"error":\{"code":-32603,"message":"failed to start ACP v1 agent: /,
      what,
    );
    assert.match(text, message, what);
    assert.doesNotThrow(() => JSON.parse(text), `${what}: the answer is JSON`);
  }
});

Deno.test("errors: an observer that throws a revoked proxy is contained as any observer failure: the session goes on (the initialize is answered) and ends failed, for the agent router and the conductor (before lib18: serve rejected, or the conductor failed at once without answering)", async () => {
  const { AgentRouter, Conductor } = await import("../mod.ts");
  const { duplexPair } = await import("../testing/mod.ts");
  const make = {
    "agent router": () => new AgentRouter({ v1: answersV1(), logger: recordingLogger() }),
    "conductor": () =>
      new Conductor({ proxies: [], agent: answersV1(), logger: recordingLogger() }),
  };
  for (const [name, router] of Object.entries(make)) {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const observer = {
      bytes: () => {
        throw proxy;
      },
      event: () => {},
    };
    const [client, server] = duplexPair();
    const writer = client.writable.getWriter();
    await writer.write(encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    ));
    const reader = client.readable.pipeThrough(new TextDecoderStream()).getReader();
    const served: Promise<{ end: string }> = router().serve(server, { observer });
    const { value } = await within(reader.read(), 10_000, `the answer (${name})`);
    assert.match(String(value), /"id":1,"result":\{"protocolVersion":1\}/, name);
    await writer.close();
    const outcome = await within(served, 10_000, `the outcome (${name})`);
    assert.equal(outcome.end, "failed", name);
    await reader.cancel().catch(() => {});
  }
});

Deno.test("errors: a routerHandler whose logger's error throws and whose observe fails still serves the connection: the initialize POST is answered 200 (before lib18: 502, the handler failed with the logger's error)", async () => {
  const { AgentRouter, listenAcp, routerHandler } = await import("../mod.ts");
  const listener = await listenAcp({
    handler: routerHandler(new AgentRouter({ v1: answersV1() }), {
      observe: () => Promise.reject(new Error("observe failed")),
      logger: {
        error() {
          throw new Error("logger.error down");
        },
        warn() {},
        info() {},
        debug() {},
      },
    }),
    logger: recordingLogger(),
  });
  try {
    const response = await postInitialize(listener.url);
    const body = await response.text();
    assert.equal(response.status, 200, body);
    assert.match(body, /"id":7,"result":\{"protocolVersion":1\}/);
  } finally {
    await listener.shutdown();
  }
});

Deno.test("errors: a ClientRouter whose agent or client factory throws a revoked proxy ends handshake-failed saying it could not start, and the client program hears why (before regress107: a TypeError of instanceof's own, and the client got nothing)", async () => {
  const { ClientRouter, inProcess } = await import("../mod.ts");
  for (const side of ["agent", "client"] as const) {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    let heard = "";
    const client = inProcess(async ({ readable, writable }) => {
      const writer = writable.getWriter();
      await writer.write(encoder.encode(
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
      ));
      const { value } = await readable.getReader().read();
      heard = new TextDecoder().decode(value);
      await writer.close();
    });
    const failing = () => {
      throw proxy;
    };
    const outcome = await within(
      new ClientRouter({
        v1Client: side === "client" ? failing : client,
        agent: side === "agent" ? failing : answersV1(),
        graceMs: 100,
        logger: recordingLogger(),
      }).connect(),
      10_000,
      `the outcome (${side})`,
    );
    assert.equal(outcome.end, "handshake-failed", side);
    assert.match(
      String(outcome.error?.message),
      /^failed to start the (agent|v1 client): a thrown object \(it cannot be shown as text\)/,
      side,
    );
    if (side === "agent") assert.match(heard, /"code":-32603,"message":"failed to start the agent/);
  }
});

Deno.test("errors: a routerHandler's logger that throws is said once on stderr, not once per connection (regress107: twice for every connection)", async () => {
  const mod = new URL("../mod.ts", import.meta.url).href;
  const script = `
    import { AgentRouter, inProcess, listenAcp, routerHandler } from ${JSON.stringify(mod)};
    const answer = inProcess(async ({ readable, writable }) => {
      const w = writable.getWriter();
      for await (const _ of readable) {
        await w.write(new TextEncoder().encode('{"jsonrpc":"2.0","id":7,"result":{"protocolVersion":1}}\\n'));
      }
    });
    const boom = () => { throw new Error("logger down"); };
    const listener = await listenAcp({
      handler: routerHandler(new AgentRouter({ v1: answer }), {
        logger: { error: boom, warn: boom, info: boom, debug: boom },
      }),
    });
    for (let i = 0; i < 3; i++) {
      const r = await fetch(listener.url, { method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}',
        signal: AbortSignal.timeout(10_000) });
      console.log(r.status);
      await r.body?.cancel();
    }
    await listener.shutdown();`;
  const { code, stdout, stderr } = await runToEnd([Deno.execPath(), "eval", script], "", 30_000);
  assert.equal(code, 0, stderr);
  assert.deepEqual(stdout.trim().split("\n"), ["200", "200", "200"], stderr);
  assert.equal(stderr.match(/the logger failed/g)?.length, 1, stderr);
});
