/**
 * A remote agent behind a network that goes silent (no FIN, no reset: a laptop asleep, a NAT
 * entry gone) is given up, not waited for forever: the WebSocket client pings after a silence
 * and ends when nothing answers; an event stream whose server sends keep-alives errors when
 * they stop. Time the reader is not reading does not count, and a server that sends no
 * keep-alives is not watched.
 *
 * @module
 */

import assert from "node:assert/strict";
import { SilentStreamError, watchedForSilence } from "../remote/silence_watch.ts";
import { ClientWebSocket } from "../remote/ws_client_socket.ts";
import { webSocketAcceptFor } from "../remote/ws_frames.ts";
import { within } from "./fixtures/support.ts";
import { daemonArgv } from "./fixtures/fixture_commands.ts";

const encoder = new TextEncoder();

/** A body that sends `chunks`, then nothing (until cancelled: `cancelled` then settles). */
function hangingBody(chunks: string[]) {
  let cancelled!: (reason: unknown) => void;
  const wasCancelled = new Promise<unknown>((resolve) => cancelled = resolve);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
    },
    cancel: (reason) => cancelled(reason),
  });
  return { body, wasCancelled };
}

/** Reads `stream` to its end or its error: the text, or the error. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string | Error> {
  try {
    return await new Response(stream).text();
  } catch (e) {
    return e as Error;
  }
}

Deno.test("an event stream that carried two keep-alives and then gets nothing for the silence bound errors with SilentStreamError saying the network may be down, and its body is cancelled (before connect14: the client waited forever)", async () => {
  const { body, wasCancelled } = hangingBody([":\n\n", "data: {}\n\n", ":\n\n"]);
  const watched = watchedForSilence(body, { silentMs: 200 });
  const result = await within(readAll(watched), 10_000, "the stream's end");
  assert.ok(result instanceof SilentStreamError, String(result));
  assert.equal(result.name, "SilentStreamError");
  assert.match(result.message, /^nothing came for 200 ms, though the server sends keep-alives: /);
  assert.ok(await within(wasCancelled, 5_000, "the body's cancel") instanceof SilentStreamError);
});

Deno.test("keep-alives whose lines end in CRLF or CR (SSE allows both) count as keep-alives: two, then silence, is an error as with LF (before regress101: with CRLF the stream was never watched)", async () => {
  for (const end of ["\r\n", "\r"]) {
    const blank = `${end}${end}`;
    const { body } = hangingBody([`:${blank}`, `data: {}${blank}`, `:${blank}`]);
    const result = await within(
      readAll(watchedForSilence(body, { silentMs: 200 })),
      10_000,
      "the stream's end",
    );
    assert.ok(result instanceof SilentStreamError, `${JSON.stringify(end)}: ${result}`);
  }
  // One CRLF line end alone is no blank line: a ':' chunk after it is inside an event.
  const { body } = hangingBody([":x\r\n", ":\r\n", "data: {}\r\n", ":\r\n\r\n"]);
  const watched = watchedForSilence(body, { silentMs: 100 });
  const reader = watched.getReader();
  for (let i = 0; i < 4; i++) await reader.read();
  const next = await Promise.race([reader.read(), new Promise((r) => setTimeout(r, 400, "idle"))]);
  assert.equal(next, "idle", "not watched: only one keep-alive at a boundary");
  await reader.cancel();
});

Deno.test("an event stream whose server says its keep-alive interval (Acp-Keep-Alive-Ms) is watched from its start: silence before any comment errors at 4 times the interval (before connect15: a network silent in the stream's first 15 s hung for good)", async () => {
  const { body } = hangingBody([]);
  const started = Date.now();
  const result = await within(
    readAll(watchedForSilence(body, { silentMs: 100, keepAliveMs: 75 })),
    10_000,
    "the stream's end",
  );
  assert.ok(result instanceof SilentStreamError, String(result));
  assert.match(result.message, /^nothing came for 300 ms/);
  assert.ok(Date.now() - started >= 290, "not before the bound");
});

Deno.test("an event stream whose server says a huge keep-alive interval is watched with the longest wait a timer holds, not cut at once (before regress100: 4,000,000,000 ms wrapped to 1 ms)", async () => {
  const { body } = hangingBody([":\n\n", "data: {}\n\n"]);
  const stream = watchedForSilence(body, { keepAliveMs: 1_000_000_000 });
  const reader = stream.getReader();
  assert.equal((await reader.read()).done, false);
  assert.equal((await reader.read()).done, false);
  const next = await Promise.race([
    reader.read().then(() => "read", (e) => `error: ${e}`),
    new Promise<string>((resolve) => setTimeout(() => resolve("still waiting"), 300)),
  ]);
  assert.equal(next, "still waiting");
  await reader.cancel();
});

Deno.test("an event stream whose server sends no keep-alives is not watched: silence is not an error (a ':' that starts a chunk inside an event is no keep-alive, nor is one comment alone, a greeting at the stream's open: connect15)", async () => {
  for (
    const chunks of [["data: {}\n\n"], ["data", ": {}\n\n"], [": connected\n\n", "data: {}\n\n"]]
  ) {
    const { body } = hangingBody(chunks);
    const stream = watchedForSilence(body, { silentMs: 100 });
    const reading = readAll(stream);
    const late = await Promise.race([
      reading,
      new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), 700)),
    ]);
    assert.equal(late, "still open", JSON.stringify(chunks));
    await stream.cancel().catch(() => {});
  }
});

Deno.test("time an event stream's reader spends not reading is no silence: bytes the server sent meanwhile are read, not an error", async () => {
  let send!: (text: string) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(":\n\n"));
      send = (text) => controller.enqueue(encoder.encode(text));
    },
  }, { highWaterMark: 0 });
  const reader = watchedForSilence(body, { silentMs: 200, keepAliveMs: 50 }).getReader();
  assert.equal(new TextDecoder().decode((await reader.read()).value), ":\n\n");
  await new Promise((resolve) => setTimeout(resolve, 600)); // not reading
  send("data: {}\n\n");
  const next = await within(reader.read(), 5_000, "the next read");
  assert.equal(new TextDecoder().decode(next.value), "data: {}\n\n");
  await reader.cancel();
});

/**
 * A WebSocket server on 127.0.0.1 that completes each handshake, then answers pings with a
 * pong when `pongs`, else writes nothing; `frames` gets the first byte of each frame it reads.
 */
function silentServer(pongs: boolean) {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const frames: number[] = [];
  const conns: Deno.Conn[] = [];
  const serving = (async () => {
    for await (const conn of listener) {
      conns.push(conn);
      void (async () => {
        const buffer = new Uint8Array(4096);
        let head = "";
        let upgraded = false;
        try {
          for (;;) {
            const n = await conn.read(buffer);
            if (n === null) return;
            if (!upgraded) {
              head += new TextDecoder().decode(buffer.subarray(0, n));
              if (!head.includes("\r\n\r\n")) continue;
              const key = /sec-websocket-key: *(\S+)/i.exec(head)![1];
              await conn.write(encoder.encode(
                "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n" +
                  `Connection: Upgrade\r\nSec-WebSocket-Accept: ${webSocketAcceptFor(key)}\r\n\r\n`,
              ));
              upgraded = true;
              continue;
            }
            frames.push(buffer[0]);
            if (pongs && buffer[0] === 0x89) await conn.write(new Uint8Array([0x8a, 0]));
          }
        } catch {
          // closed by the test
        }
      })();
    }
  })().catch(() => {});
  const port = (listener.addr as Deno.NetAddr).port;
  return {
    url: new URL(`ws://127.0.0.1:${port}/acp`),
    frames,
    close: async () => {
      listener.close();
      for (const conn of conns) {
        try {
          conn.close();
        } catch {
          // closed already
        }
      }
      await serving;
    },
  };
}

Deno.test("a WebSocket remote that goes silent (no FIN, no reset) is pinged after the silence bound and, with nothing back for as long again, ended with 1006 and an error saying the network to it may be down (before connect14: connect hung forever)", async () => {
  const server = silentServer(false);
  try {
    const socket = new ClientWebSocket(server.url, {
      headers: {},
      maxMessageBytes: 1024,
      silenceMs: 200,
    });
    const errors: string[] = [];
    socket.onerror = (event) => void errors.push((event as Event & { message: string }).message);
    const closed = new Promise<number>((resolve) => socket.onclose = (e) => resolve(e.code));
    assert.equal(await within(closed, 10_000, "the socket's close"), 1006);
    assert.deepEqual(errors, [
      "nothing came from the server for 400 ms, not even the answer to a ping: the network to " +
      "it is down, or it stopped",
    ]);
    assert.deepEqual(server.frames, [0x89], "one ping, masked, was sent");
  } finally {
    await server.close();
  }
});

Deno.test("a WebSocket remote that answers the client's pings stays open through silences longer than the bound", async () => {
  const server = silentServer(true);
  try {
    const socket = new ClientWebSocket(server.url, {
      headers: {},
      maxMessageBytes: 1024,
      silenceMs: 150,
    });
    let closedCode: number | undefined;
    const closed = new Promise<void>((resolve) =>
      socket.onclose = (e) => {
        closedCode = e.code;
        resolve();
      }
    );
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    assert.equal(closedCode, undefined, "still open");
    assert.ok(server.frames.filter((b) => b === 0x89).length >= 2, `${server.frames}`);
    socket.close();
    await within(closed, 5_000, "the close");
  } finally {
    await server.close();
  }
});

Deno.test("cli: a remote agent whose WebSocket breaks once the session runs (TCP closed without a close frame) ends the daemon with exit 1 and one line that says what to do (before connect14: only what happened)", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  const serving = (async () => {
    const conn = await listener.accept();
    const buffer = new Uint8Array(64 * 1024);
    let head = "";
    while (!head.includes("\r\n\r\n")) {
      const n = await conn.read(buffer);
      if (n === null) return;
      head += new TextDecoder().decode(buffer.subarray(0, n));
    }
    const key = /sec-websocket-key: *(\S+)/i.exec(head)![1];
    const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
    await conn.write(encoder.encode(
      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
        `Sec-WebSocket-Accept: ${webSocketAcceptFor(key)}\r\n\r\n`,
    ));
    await conn.read(buffer); // the initialize
    await conn.write(new Uint8Array([0x81, 126, answer.length >> 8, answer.length & 0xff]));
    await conn.write(encoder.encode(answer));
    await new Promise((resolve) => setTimeout(resolve, 300));
    conn.close(); // no close frame
  })();
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const child = new Deno.Command(Deno.execPath(), {
      args: daemonArgv("--v1", `ws://127.0.0.1:${port}/acp`).slice(1),
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(encoder.encode(init)); // input stays open: the remote's break ends it
    const { code, stdout, stderr } = await within(child.output(), 20_000, "the daemon's exit");
    await writer.close().catch(() => {});
    const err = new TextDecoder().decode(stderr);
    assert.equal(code, 1, err);
    assert.match(new TextDecoder().decode(stdout), /"protocolVersion":1/);
    assert.match(
      err,
      /^acp-proxy: error: remote agent connection failed: [^\n]*\(code 1006\); check that the remote agent's daemon is still running and the network to it works, then start the session again\n/m,
    );
  } finally {
    listener.close();
    await serving.catch(() => {});
  }
});

Deno.test("cli: a remote agent whose WebSocket is reset once the session runs says what to do too, in serve and connect (before connect15: a WebSocket's 'broke (…; code 1006)' and every connect line had no hint)", async () => {
  const script = `
import socket, struct, base64, hashlib, sys, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 0)); s.listen(4)
print(s.getsockname()[1], flush=True)
answer = b'{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}'
while True:
    c, _ = s.accept()
    head = b""
    while b"\\r\\n\\r\\n" not in head:
        head += c.recv(65536)
    key = [l.split(b":", 1)[1].strip() for l in head.split(b"\\r\\n") if l.lower().startswith(b"sec-websocket-key")][0]
    accept = base64.b64encode(hashlib.sha1(key + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest())
    c.sendall(b"HTTP/1.1 101 Switching Protocols\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\nSec-WebSocket-Accept: " + accept + b"\\r\\n\\r\\n")
    c.recv(65536)
    c.sendall(bytes([0x81, 126]) + struct.pack(">H", len(answer)) + answer)
    time.sleep(0.3)
    c.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    c.close()
`;
  const server = new Deno.Command("python3", {
    args: ["-c", script],
    stdout: "piped",
    stderr: "null",
  }).spawn();
  try {
    const reader = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
    const port = Number((await within(reader.read(), 10_000, "the server's port")).value);
    const url = `ws://127.0.0.1:${port}/acp`;
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const client = `sh -c ${JSON.stringify(`printf '%s\\n' '${init.trim()}'; sleep 3`)}`;
    for (
      const args of [["--v1", url], ["connect", "--v1", client, "--agent", url]]
    ) {
      const child = new Deno.Command(Deno.execPath(), {
        args: daemonArgv(...args).slice(1),
        stdin: "piped",
        stdout: "null",
        stderr: "piped",
      }).spawn();
      const writer = child.stdin.getWriter();
      if (args[0] === "--v1") await writer.write(encoder.encode(init));
      const { stderr } = await within(child.output(), 20_000, "the daemon's exit");
      await writer.close().catch(() => {});
      const said = new TextDecoder().decode(stderr);
      assert.match(
        said,
        /remote agent connection failed: [^\n]*; check that the remote agent's daemon is still running and the network to it works, then start the session again\n/,
        `${args[0]}: ${said}`,
      );
    }
  } finally {
    server.kill();
    await server.status;
  }
});
