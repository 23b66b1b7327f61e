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
import { frontHandlers, MAX_WAITING_REQUESTS } from "../remote/http_front.ts";
import { silentLogger } from "../log/logger.ts";

const REQUESTS = 20_000;
/** One chunk of the socket (64 KiB) holds this many of the test's requests, at most. */
const ONE_READ = Math.ceil(64 * 1024 / 48);

Deno.test("20,000 tiny POSTs pipelined in one write behind a request that waits are not all read while it waits (before: all 20,000 were taken in, 6-9 KB each), and all are answered in order once it is served", async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => release = resolve);
  let taken = 0, served = 0;
  const front = frontHandlers({
    serve: async (head) => {
      served++;
      if (head.path === "/first") await released;
      return new Response(String(served));
    },
    log: silentLogger,
  });
  const server = createServer((req, res) => {
    taken++;
    front.request(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
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
      taken <= MAX_WAITING_REQUESTS + 2 * ONE_READ,
      `${taken} requests taken in while the first waits`,
    );
    assert.equal(served, 1);
    release();
    await answered;
    assert.equal(served, REQUESTS + 1);
    assert.equal(taken, REQUESTS + 1);
    const bodies = [...got.matchAll(/\r\n\r\n(\d+)/g)].map((m) => Number(m[1]));
    assert.deepEqual(bodies, Array.from({ length: REQUESTS + 1 }, (_, i) => i + 1));
  } finally {
    socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});

Deno.test("the README's limits table names the bound on requests pipelined on one socket and where reading resumes", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const row = readme.split("\n").find((line) =>
    line.startsWith("| `--listen`: requests pipelined")
  );
  assert.ok(row !== undefined, "no row for pipelined requests");
  assert.match(row, new RegExp(`\\| ${MAX_WAITING_REQUESTS} taken in and not yet served`));
  assert.match(row, new RegExp(`until ${MAX_WAITING_REQUESTS / 2} are left`));
});
