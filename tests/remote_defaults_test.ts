/**
 * REMOTE's default numbers, as the code resolves them when nothing is given: the server's
 * bounds and timers (§1, §2, §3), the CLI's `--listen` flags (§1), the remote agent client's
 * (§4) and how long an ended connection's DELETE still gets 202 (§2). The behaviour behind
 * each is tested elsewhere with small values; these pin the values a user gets.
 *
 * @module
 */

import assert from "node:assert/strict";
import { settingsOf } from "../remote/http_server.ts";
import { ConnectionRegistry } from "../remote/server_registry.ts";
import { resolveOptions } from "../remote/client_options.ts";
import { parseCli } from "../cli/args.ts";

const MIB = 1024 * 1024;

Deno.test("REMOTE defaults: the server caps bodies at 16 MiB and connections at 64, buffers 64 MiB, closes idle HTTP connections after 300 s, gives initialize 30 s, keeps SSE alive every 15 s, pings WebSockets every 30 s, and closes a stalled output after 60 s", () => {
  const settings = settingsOf({ handler: () => Promise.resolve() });
  assert.equal(settings.hostname, "127.0.0.1");
  assert.equal(settings.openingMethod, "initialize");
  assert.equal(settings.maxBodyBytes, 16 * MIB);
  assert.equal(settings.maxConnections, 64);
  assert.equal(settings.maxBufferedBytes, 64 * MIB);
  assert.equal(settings.idleTimeoutMs, 300_000);
  assert.equal(settings.initTimeoutMs, 30_000);
  assert.equal(settings.keepAliveMs, 15_000);
  assert.equal(settings.wsPingMs, 30_000);
  assert.equal(settings.outputStallMs, 60_000);
  assert.equal(settings.bearer, undefined, "no token unless one is given");
  assert.deepEqual(settings.allowOrigins, []);
});

Deno.test("REMOTE defaults: the CLI's --listen flags default to the same numbers (--max-body 16 MiB, --max-connections 64, --idle-timeout-ms 300000, --init-timeout-ms 30000, --max-buffered 64 MiB)", async () => {
  const parsed = await parseCli(["--listen", "127.0.0.1:0", "--v1", "agent"], () => {
    throw new Error("no config file was named");
  });
  assert.equal(parsed.kind, "run");
  if (parsed.kind !== "run") return;
  const { listen, initTimeoutMs } = parsed.config;
  assert.ok(listen);
  assert.equal(listen.maxBody, 16 * MIB);
  assert.equal(listen.maxConnections, 64);
  assert.equal(listen.idleTimeoutMs, 300_000);
  assert.equal(listen.maxBuffered, 64 * MIB);
  assert.equal(initTimeoutMs, 30_000);
});

Deno.test("REMOTE defaults: a remote agent client gives initialize 30 s, takes lines up to 16 MiB and buffers up to 64 MiB", () => {
  const options = resolveOptions({});
  assert.equal(options.initTimeoutMs, 30_000);
  assert.equal(options.maxLineBytes, 16 * MIB);
  assert.equal(options.maxBufferedBytes, 64 * MIB);
});

Deno.test("REMOTE defaults: an ended connection's id is remembered for 60 s (its DELETE still gets 202), then forgotten", () => {
  const realNow = Date.now;
  let now = 1_000_000;
  Date.now = () => now;
  try {
    const registry = new ConnectionRegistry<string>();
    registry.add("a", "connection a");
    registry.remove("a");
    now += 59_999;
    assert.equal(registry.endedRecently("a"), true, "59.999 s after its end");
    now += 2;
    assert.equal(registry.endedRecently("a"), false, "60.001 s after its end");
  } finally {
    Date.now = realNow;
  }
});
