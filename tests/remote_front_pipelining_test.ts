/**
 * The remote front under a flood of pipelined requests on one socket: it stops reading the
 * socket while requests wait to be served (node:http's own pause looks only at unsent answer
 * bytes), and every request is still served, in order, once it reads again.
 *
 * @module
 */

import assert from "node:assert/strict";
import { createServer } from "node:http";
import { connect } from "node:net";
import { frontHandlers, type FrontOptions } from "../remote/http_front.ts";
import { MAX_WAITING_REQUESTS, MAX_WAITING_REQUESTS_IN_ALL } from "../remote/waiting_requests.ts";
import { type Logger, silentLogger } from "../log/logger.ts";

/** A `node:http` server on 127.0.0.1 whose requests go to a front: its port, and how many it took. */
async function frontServer(serve: FrontOptions["serve"], log: Logger = silentLogger) {
  let taken = 0;
  const front = frontHandlers({ serve, log });
  const server = createServer((req, res) => {
    taken++;
    front.request(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    front,
    port: (server.address() as { port: number }).port,
    taken: () => taken,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const REQUESTS = 20_000;
/** One chunk of the socket (64 KiB) holds this many of the test's requests, at most. */
const ONE_READ = Math.ceil(64 * 1024 / 48);

Deno.test("20,000 tiny POSTs pipelined in one write behind a request that waits are not all read while it waits (before: all 20,000 were taken in, 6-9 KB each), and all are answered in order once it is served", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => release = resolve);
  let served = 0;
  const { port, taken, close } = await frontServer(
    async (head) => {
      served++;
      if (head.path === "/first") await released;
      return new Response(String(served));
    },
  );
  const socket = connect(port, "127.0.0.1");
  try {
    let got = "";
    const answered = new Promise<void>((resolve, reject) => {
      socket.on("data", (chunk: Uint8Array) => {
        got += new TextDecoder().decode(chunk);
        if (got.split("HTTP/1.1 200").length - 1 === REQUESTS + 1) resolve();
      });
      socket.on("error", reject);
      setTimeout(() => reject(new Error(`answers: ${got.split("HTTP/1.1").length - 1}`)), 20_000);
    });
    const one = "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}";
    socket.write(
      `POST /first HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}${one.repeat(REQUESTS)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.ok(
      taken() <= MAX_WAITING_REQUESTS + 2 * ONE_READ,
      `${taken()} requests taken in while the first waits`,
    );
    assert.equal(served, 1);
    release();
    await answered;
    assert.equal(served, REQUESTS + 1);
    assert.equal(taken(), REQUESTS + 1);
    const bodies = [...got.matchAll(/\r\n\r\n(\d+)/g)].map((m) => Number(m[1]));
    assert.deepEqual(bodies, Array.from({ length: REQUESTS + 1 }, (_, i) => i + 1));
  } finally {
    release();
    socket.destroy();
    await close();
  }
});

Deno.test("the README's limits table names the bound on requests pipelined on one socket and where reading resumes", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const row = readme.split("\n").find((line) =>
    line.startsWith("| `--listen`: requests pipelined")
  );
  assert.ok(row !== undefined, "no row for pipelined requests");
  assert.match(row, new RegExp(`\\| ${MAX_WAITING_REQUESTS} taken in and not yet answered`));
  assert.match(row, new RegExp(`until ${MAX_WAITING_REQUESTS / 2} are left`));
  assert.match(row, new RegExp(`On all sockets ${MAX_WAITING_REQUESTS_IN_ALL}: past that`));
});

Deno.test("40 sockets each pipelining 1,000 tiny POSTs behind a request that waits hold at most the bound in all: past it a socket that pipelines behind a waiting request is closed, said once (before scaleout6: each socket held a whole read, 1.6-1.9 MB, without a bound in all); the sockets kept are all answered once the waits end", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => release = resolve);
  const warnings: string[] = [];
  const { front, port, close } = await frontServer(
    async (head) => {
      if (head.path === "/first") await released;
      return new Response("ok");
    },
    { ...silentLogger, warn: (line: string) => void warnings.push(line) },
  );
  const SOCKETS = 40, EACH = 1_000;
  const sockets = Array.from({ length: SOCKETS }, () => connect(port, "127.0.0.1"));
  try {
    const one = "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}";
    const ends = sockets.map((socket) => {
      let got = "";
      socket.on("data", (chunk: Uint8Array) => got += new TextDecoder().decode(chunk));
      socket.on("error", () => {});
      const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(got)));
      socket.write(
        `POST /first HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}${one.repeat(EACH)}`,
      );
      return closed;
    });
    const deadline = Date.now() + 20_000;
    while (warnings.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = front.waitingRequests();
    assert.ok(
      held <= MAX_WAITING_REQUESTS_IN_ALL + ONE_READ + SOCKETS,
      `${held} requests held in all`,
    );
    assert.equal(warnings.length, 1, warnings.join("\n"));
    assert.match(warnings[0], /^more than 4096 requests wait to be answered in all: a connection/);
    release();
    // The sockets kept get every answer (then the client ends them); the others were closed.
    const until = Date.now() + 30_000;
    while (front.waitingRequests() > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(front.waitingRequests(), 0);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the last answers' bytes
    for (const socket of sockets) socket.end();
    const answered = await Promise.race([
      Promise.all(ends),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("closes")), 20_000)),
    ]);
    const counts = answered.map((text) => text.split("HTTP/1.1 200").length - 1);
    const kept = counts.filter((n) => n === EACH + 1).length;
    assert.ok(kept >= 1, `answers per socket: ${counts.join(", ")}`);
    assert.ok(counts.every((n) => n === EACH + 1 || n <= 1), `answers per socket: ${counts}`);
  } finally {
    release();
    for (const socket of sockets) socket.destroy();
    await close();
  }
});

Deno.test("a client that reads no answers, pipelining 20,000 GETs answered at once with 16 KiB each, is not read on while its answers wait: node:http's pause for unsent answers holds (before regress98: the bound on waiting requests lifted it, every request was taken in and 20,000 answers held)", async () => {
  const { port, taken, close } = await frontServer(
    () => Promise.resolve(new Response("x".repeat(16 * 1024))),
  );
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  socket.pause(); // reads nothing
  try {
    socket.write("GET /x HTTP/1.1\r\nHost: a\r\n\r\n".repeat(20_000));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.ok(taken() < 5_000, `${taken()} requests taken in from a client that reads no answers`);
  } finally {
    socket.destroy();
    await close();
  }
});

Deno.test("a client that pipelines 20,000 GETs answered at once with 4 KiB each and reads nothing for a while, then reads, gets every answer in order: a socket node:http paused for answers its client had not taken is read again once they are (before regress99: it stopped for good at about 24,000 of 60,000)", async () => {
  let served = 0;
  const { port, close } = await frontServer(
    () => Promise.resolve(new Response(`${++served}:${"x".repeat(4096)}`)),
  );
  const socket = connect(port, "127.0.0.1");
  const N = 20_000;
  try {
    let got = 0, next = 1, wrong = 0;
    let tail = "";
    const all = new Promise<void>((resolve, reject) => {
      socket.on("data", (chunk: Uint8Array) => {
        tail += new TextDecoder().decode(chunk);
        let end = 0;
        for (const m of tail.matchAll(/\r\n\r\n(\d+):/g)) {
          if (Number(m[1]) !== next++) wrong++;
          got++;
          end = m.index + m[0].length;
        }
        // What follows the last whole match may hold the start of the next one.
        tail = tail.slice(Math.max(end, tail.length - 64));
        if (got === N) resolve();
      });
      socket.on("error", reject);
    });
    socket.pause(); // reads nothing for a while
    socket.write("GET /x HTTP/1.1\r\nHost: a\r\n\r\n".repeat(N));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    socket.resume();
    await Promise.race([
      all,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${got} of ${N} answers after 30 s`)), 30_000)
      ),
    ]);
    assert.equal(wrong, 0, "in order");
  } finally {
    socket.destroy();
    await close();
  }
});
