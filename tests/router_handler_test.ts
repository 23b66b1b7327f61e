/**
 * `routerHandler` and `listenAcp` used as a library: a server of the caller's own that only
 * aborts a connection's signal, and the failures nobody passed a logger for (lib17).
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  AgentRouter,
  listenAcp,
  type RemoteConnection,
  routerHandler,
  startTranscript,
} from "../mod.ts";
import { duplexPair, initializeParams, scriptedAgentFactory } from "../testing/mod.ts";
import { within } from "./fixtures/support.ts";

const encoder = new TextEncoder();
const MOD = new URL("../mod.ts", import.meta.url).href;
const TESTING = new URL("../testing/mod.ts", import.meta.url).href;

/** A connection as a server of the caller's own makes it: its end is only `signal`. */
function handMadeConnection(
  readable: ReadableStream<Uint8Array>,
  writable: WritableStream<Uint8Array>,
  signal: AbortSignal,
): RemoteConnection {
  return {
    id: "0".repeat(32),
    transport: "websocket",
    signal,
    readable,
    writable,
    startFailed() {},
    selected() {},
  };
}

function line(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value) + "\n");
}

for (const when of ["after a session began", "before initialize"] as const) {
  Deno.test(`routerHandler ends a connection whose server only aborts its signal ${when} (a server of the caller's own that does not end the input): the handler resolves and its agent ends (before lib17: it went on running)`, async () => {
    let agentEnded = false;
    const agent = scriptedAgentFactory({ protocol: 2 });
    const counting = () => {
      const opened = agent();
      void Promise.resolve(opened).then((c) => c.exited).then(() => agentEnded = true);
      return opened;
    };
    const handler = routerHandler(new AgentRouter({ v2: counting }), {
      logger: { error() {}, warn() {}, info() {}, debug() {} },
    });
    const [client, serverEnd] = duplexPair();
    const stop = new AbortController();
    const handled = handler(
      handMadeConnection(serverEnd.readable, serverEnd.writable, stop.signal),
    );
    const writer = client.writable.getWriter();
    const reader = client.readable.getReader();
    try {
      if (when === "after a session began") {
        await writer.write(line({
          jsonrpc: "2.0",
          id: 0,
          method: "initialize",
          params: initializeParams(2, "t"),
        }));
        await within(reader.read(), 10_000, "the initialize answer");
        await writer.write(
          line({ jsonrpc: "2.0", id: 1, method: "session/new", params: { cwd: "/" } }),
        );
        await within(reader.read(), 10_000, "the session/new answer");
      }
      stop.abort("the client went away");
      await within(handled, 10_000, "the handler's end after its connection's signal aborted");
      if (when === "after a session began") assert.equal(agentEnded, true, "the agent ended");
    } finally {
      await reader.cancel().catch(() => {});
      await writer.abort().catch(() => {});
      await handled.catch(() => {});
    }
  });
}

/** Runs `code` as a program in a subprocess; its exit code and stderr (bounded). */
async function runProgram(code: string): Promise<{ code: number; stderr: string }> {
  const file = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(file, code);
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "--no-check", file],
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    const output = await child.output();
    clearTimeout(timer);
    return { code: output.code, stderr: new TextDecoder().decode(output.stderr) };
  } finally {
    await Deno.remove(file);
  }
}

Deno.test("routerHandler given no logger prints an observer that fails to open to stderr, with its stack (before lib17: it was said nowhere)", async () => {
  const { code, stderr } = await runProgram(`
    import { AgentRouter, routerHandler } from ${JSON.stringify(MOD)};
    import { duplexPair, initializeParams, scriptedAgentFactory } from ${JSON.stringify(TESTING)};
    const handler = routerHandler(new AgentRouter({ v2: scriptedAgentFactory({ protocol: 2 }) }), {
      observe: () => Promise.reject(new Error("OBSERVER BROKE")),
    });
    const [client, end] = duplexPair();
    const stop = new AbortController();
    const handled = handler({ id: "1".repeat(32), transport: "http", signal: stop.signal,
      readable: end.readable, writable: end.writable, startFailed() {}, selected() {},
      endsInputOnAbort: true });
    const writer = client.writable.getWriter();
    const reader = client.readable.getReader();
    await writer.write(new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 0,
      method: "initialize", params: initializeParams(2, "t") }) + "\\n"));
    await reader.read();
    await writer.close();
    await handled;
  `);
  assert.equal(code, 0, stderr);
  assert.match(stderr, /connection 1{32}: its observer could not be opened: Error: OBSERVER BROKE/);
  assert.match(stderr, /\s+at /, `with its stack: ${stderr}`);
});

Deno.test("listenAcp given no logger prints a connection handler's failure to stderr with its stack (before lib17: nothing was printed, and the client only got 502)", async () => {
  const { code, stderr } = await runProgram(`
    import { listenAcp } from ${JSON.stringify(MOD)};
    const listener = await listenAcp({ port: 0, handler: async () => {
      await Promise.resolve();
      throw new Error("MY HANDLER BUG");
    } });
    const response = await fetch(listener.url, { method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}',
      signal: AbortSignal.timeout(20_000) });
    await response.body?.cancel();
    await listener.shutdown();
  `);
  assert.equal(code, 0, stderr);
  assert.match(stderr, /the connection handler failed: Error: MY HANDLER BUG/);
  assert.match(stderr, /\s+at /, `with its stack: ${stderr}`);
});

Deno.test("listenAcp's shutdown with options that are not an object rejects with a TypeError, not a throw (before lib17: null threw a raw TypeError from inside)", async () => {
  const listener = await listenAcp({ port: 0, handler: async () => {} });
  try {
    let returned: Promise<void> | undefined;
    assert.doesNotThrow(() => {
      returned = listener.shutdown("x", null as never);
    });
    await assert.rejects(
      returned!,
      (e: Error) =>
        e instanceof TypeError &&
        /shutdown's options must be an object \(got null\)/.test(e.message),
    );
  } finally {
    await listener.shutdown();
  }
});

Deno.test("a transcript's close(NaN) rejects with a RangeError and close(-1) too (before lib17: NaN was taken as 0, with Node's TimeoutNaNWarning on stderr)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const recorder = await startTranscript(`${dir}/t.jsonl`);
    await assert.rejects(recorder.close(Number.NaN), RangeError);
    await assert.rejects(recorder.close(-1), RangeError);
    assert.equal(await recorder.close(), 0, "a later close with no bound works");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("listenAcp given no logger says nothing when a healthy handler's write fails because a shutdown ended its connection (before regress102: 'the connection handler failed' with a stack, and a 1011 the client never got)", async () => {
  const { code, stderr } = await runProgram(`
    import { listenAcp } from ${JSON.stringify(MOD)};
    const encoder = new TextEncoder();
    let ticking!: () => void;
    const ticked = new Promise((resolve) => ticking = resolve);
    const listener = await listenAcp({ port: 0, handler: async (connection) => {
      const writer = connection.writable.getWriter();
      const reader = connection.readable.getReader();
      await reader.read(); // the initialize
      await writer.write(encoder.encode('{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\\n'));
      for (let i = 0; ; i++) { // until a write fails: the shutdown refuses the output
        await writer.write(encoder.encode('{"jsonrpc":"2.0","method":"tick","params":{}}\\n'));
        if (i === 2) ticking();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } });
    const socket = new WebSocket(listener.url.replace("http", "ws"));
    await new Promise((resolve) => socket.onopen = resolve);
    const closed = new Promise((resolve) => socket.onclose = (e) => resolve(e.code));
    socket.onmessage = () => {};
    socket.send('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}');
    await ticked;
    await listener.shutdown("SIGTERM");
    console.error("closed with " + await closed);
  `);
  assert.equal(code, 0, stderr);
  assert.equal(stderr, "closed with 1001\n");
});
