/**
 * A chain whose parties each stop reading while they write (the fixtures handle one line at a
 * time, as many proxies do), with messages both ways larger than the conductor's queues: the
 * loops that read the parties would wait on each other for good. The conductor sees the
 * cycle and lets the frame past the queue's limit (bounded by the limit plus the largest
 * frame), so the turn completes.
 */

import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { type ChainOutcome, command, Conductor, inProcess, type Logger } from "../mod.ts";
import { duplexPair } from "../testing/mod.ts";
import { quote } from "./fixtures/support.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DENO = quote(Deno.execPath());
const PROXY = `${DENO} run -A ${quote(`${ROOT}tests/fixtures/conductor/recording_proxy.ts`)}`;
const AGENT = `${DENO} run -A ${quote(`${ROOT}tests/fixtures/conductor/chain_agent.ts`)}`;
const encoder = new TextEncoder();

/** How long the turns may take on a slow machine; a wait cycle never ends. */
const TURN_TIMEOUT_MS = 60_000;

Deno.test("chain: large messages both ways through a proxy that does not read while it writes complete, instead of the reading loops waiting on each other for good", async () => {
  const chain = new Conductor({
    proxies: [command(PROXY)],
    agent: command(AGENT),
    maxQueuedBytes: 64 * 1024,
    graceMs: 2_000,
  });
  const [client, server] = duplexPair();
  const served = chain.serve(server);
  const writer = client.writable.getWriter();
  // Answers by id, read while the client writes (the client reads and writes at once).
  const answered = new Set<string>();
  let updates = 0;
  let bothAnswered!: () => void;
  const turnsDone = new Promise<void>((resolve) => bothAnswered = resolve);
  // Reads to the end (a reader that went away would be an output failure).
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = "";
    for await (const chunk of client.readable) {
      text += decoder.decode(chunk, { stream: true });
      let lf;
      while ((lf = text.indexOf("\n")) >= 0) {
        const line = text.slice(0, lf);
        text = text.slice(lf + 1);
        const message = JSON.parse(line);
        if (message.method === "session/update") updates++;
        else if ("id" in message) answered.add(String(message.id));
        if (answered.has("11") && answered.has("12")) bothAnswered();
      }
    }
  })();
  const pad = "p".repeat(1024 * 1024);
  const prompt = (id: number) =>
    encoder.encode(
      `{"jsonrpc":"2.0","id":${id},"method":"session/prompt","params":{"sessionId":` +
        `"chain-session-1","prompt":[{"type":"text","text":"burst 64 16384"}],"pad":"${pad}"}}\n`,
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await writer.write(encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    ));
    await writer.write(encoder.encode(
      `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}\n`,
    ));
    const writing = (async () => {
      await writer.write(prompt(11));
      await writer.write(prompt(12));
    })();
    await Promise.race([
      Promise.all([turnsDone, writing]),
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `the turns did not complete within ${TURN_TIMEOUT_MS} ms: ` +
                  `answered ${[...answered]}, ${updates} updates`,
              ),
            ),
          TURN_TIMEOUT_MS,
        );
      }),
    ]);
    assert.equal(updates, 128);
  } finally {
    clearTimeout(timer);
    await writer.close().catch(() => {});
    const outcome = await served;
    await reading;
    assert.ok(["client-left", "component-ended"].includes(outcome.end), JSON.stringify(outcome));
  }
});

/** Reads lines from a stream, one at a time. */
function lines(readable: ReadableStream<Uint8Array>): () => Promise<string> {
  const reader = readable.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async (): Promise<string> => {
    while (!buffer.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("ended");
      buffer += value;
    }
    const lf = buffer.indexOf("\n");
    const line = buffer.slice(0, lf);
    buffer = buffer.slice(lf + 1);
    return line;
  };
}

/**
 * A chain of one proxy and an agent, both in memory, which after the handshake write what
 * `flood` writes for them (the proxy's frames for its successor, the agent's for the proxy)
 * and read nothing more; its client sends its initialize and reads all it gets. Resolves with
 * the chain's outcome, which must come within {@linkcode TURN_TIMEOUT_MS}.
 */
async function floodingChain(
  maxQueuedBytes: number,
  flood: (
    writer: WritableStreamDefaultWriter<Uint8Array>,
    from: "proxy" | "agent",
  ) => Promise<void>,
  logger?: Logger,
): Promise<ChainOutcome> {
  const quiet = { onError: () => {} };
  const proxy = inProcess(async ({ readable, writable }) => {
    const next = lines(readable);
    const writer = writable.getWriter();
    const init = JSON.parse(await next());
    await writer.write(encoder.encode(
      `{"jsonrpc":"2.0","id":1,"method":"_proxy/successor","params":{"method":"initialize",` +
        `"params":{"protocolVersion":1}}}\n`,
    ));
    await next();
    await writer.write(encoder.encode(
      `{"jsonrpc":"2.0","id":${JSON.stringify(init.id)},"result":{"protocolVersion":1}}\n`,
    ));
    await flood(writer, "proxy");
  }, quiet);
  const agent = inProcess(async ({ readable, writable }) => {
    const next = lines(readable);
    const writer = writable.getWriter();
    const init = JSON.parse(await next());
    await writer.write(encoder.encode(
      `{"jsonrpc":"2.0","id":${init.id},"result":{"protocolVersion":1}}\n`,
    ));
    await flood(writer, "agent");
  }, quiet);
  const chain = new Conductor({ proxies: [proxy], agent, maxQueuedBytes, graceMs: 500, logger });
  const [client, server] = duplexPair();
  const writer = client.writable.getWriter();
  const reading = new Response(client.readable).arrayBuffer().catch(() => null);
  await writer.write(encoder.encode(
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
  ));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    chain.serve(server),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the chain never ended")), TURN_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  await writer.close().catch(() => {});
  await reading;
  return outcome;
}

const MiB = 1024 * 1024;

Deno.test("chain: a cycle of waits whose parties write and never read ends the chain once a queue holds the limit plus the largest frame, naming the two parties (memory stays bounded)", async () => {
  const pad = "f".repeat(MiB);
  const logged: string[] = [];
  const at = (level: string) => (m: string) => void logged.push(`${level}: ${m}`);
  // After the handshake each writes 100 MiB towards the other.
  const outcome = await floodingChain(64 * 1024, async (writer, from) => {
    const frame = from === "proxy"
      ? `{"jsonrpc":"2.0","method":"_proxy/successor","params":{"method":"x/flood",` +
        `"params":{"pad":"${pad}"}}}\n`
      : `{"jsonrpc":"2.0","method":"x/flood","params":{"pad":"${pad}"}}\n`;
    for (let n = 0; n < 100; n++) await writer.write(encoder.encode(frame));
  }, { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") });
  assert.equal(outcome.end, "failed", JSON.stringify(outcome));
  assert.match(
    String(outcome.error?.message),
    /^(Proxy\(0\) and Agent|Agent and Proxy\(0\)) wait for each other to read \(.*\), with \d+ bytes queued for (Agent|Proxy\(0\)); ending the chain$/,
  );
  assert.ok(logged.some((l) => l.startsWith("error: ") && l.includes("wait for each other")));
  // Bounded: the limit, the largest frame (64 MiB), and the frame that passed the bound.
  const queued = Number(/with (\d+) bytes queued/.exec(outcome.error!.message)![1]);
  assert.ok(queued > 64 * MiB && queued <= 64 * 1024 + 64 * MiB + 2 * MiB, String(queued));
});

Deno.test("chain: a cycle of waits of tiny frames ends once a queue holds the limit plus the largest frame counted as the limit counts them (1 KiB each more than its bytes), not 64 MiB of them", async () => {
  // Frames of the same size both ways (the proxy's lose their envelope on the way), written
  // 1000 lines at a time.
  const FLOOD = `{"jsonrpc":"2.0","method":"x/f"}`;
  const limit = 64 * 1024;
  const outcome = await floodingChain(limit, async (writer, from) => {
    const line = from === "proxy"
      ? `{"jsonrpc":"2.0","method":"_proxy/successor","params":{"method":"x/f"}}`
      : FLOOD;
    const bytes = encoder.encode(`${line}\n`.repeat(1000));
    for (let n = 0; n < 4000; n++) await writer.write(bytes);
  });
  assert.equal(outcome.end, "failed", JSON.stringify(outcome));
  const message = String(outcome.error?.message);
  assert.match(message, /wait for each other to read .*; ending the chain$/);
  // Tiny frames: not blamed on messages larger than the queues (hostile3 hunt).
  assert.match(message, /to read \(more than the chain's queues hold, written by a party/);
  const queued = Number(/with (\d+) bytes queued/.exec(message)![1]);
  const frames = queued / (FLOOD.length + 1);
  const bound = (limit + 64 * MiB) / 1024;
  assert.ok(frames > 0 && frames <= bound + 1, `${frames} frames queued, bound ${bound}`);
});
