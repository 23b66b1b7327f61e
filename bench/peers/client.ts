/**
 * The benchmark's client: a load generator that speaks just enough ACP to get past a
 * router's handshake. Dependency-free, blocking I/O: 1 MiB read buffer, writes of one
 * prebuilt block each.
 *
 * ```sh
 * deno run -A bench/peers/client.ts send --bytes N --frame S [--block B] [--report FILE]
 * deno run -A bench/peers/client.ts receive --bytes N --report FILE [--stall-ms T]
 * deno run -A bench/peers/client.ts stream --bytes N --report FILE
 * deno run -A bench/peers/client.ts ping --warmup W --iterations K --report FILE
 * deno run -A bench/peers/client.ts paced --rate R --frames N --frame S --report FILE
 *   [--settle-ms T] [--tick-ms K]
 * ```
 *
 * Every mode writes the v1 `initialize` request first. Then:
 * - `send`: writes `--bytes` of `--frame`-byte `session/update` frames and exits. The frames
 *   are built once, as one block of whole frames about `--block` bytes long (default
 *   {@linkcode SEND_BLOCK_BYTES}, 64 KiB) at a page boundary, and each block is one
 *   `write(2)`: the same buffer every time, no allocation, no event loop (issue 11: the
 *   client must not be what limits a relay).
 * - `receive`: (after `--stall-ms` without reading) reads until `--bytes` have arrived and
 *   reports the rate from the first byte on.
 * - `stream` (figure 8, issue 13; the agent is `agent.ts stream`): reads the initialize
 *   response, writes the start notification, then reads and reports like `receive`.
 * - `ping`: reads the initialize response, then sends 200-byte requests one at a time and
 *   times each until its response line is back; reports p50/p99 in µs.
 * - `paced` (figure 6): after `--settle-ms` (default 500, for the relay and the agent to
 *   start), writes `--frames` `session/update` frames of `--frame` bytes at `--rate` frames
 *   per second: frame i is due `i / rate` s after the first write. Each time it wakes it
 *   writes every frame due by then (as few `write(2)`s as the 64-frame block allows), then
 *   sleeps until the next frame is due, at least `--tick-ms` (default 1). Reports the rate
 *   it achieved (frames over the time from the first write to the last) and how late it
 *   fell behind its schedule at worst (a relay that cannot take the rate blocks its writes).
 *
 * @module
 */

import {
  frameBlock,
  INITIALIZE_LINE,
  payloadBytes,
  PING_ID_BASE,
  pingRequest,
  SEND_BLOCK_BYTES,
  START_NOTIFICATION,
} from "../frames.ts";
import { options, pageAlignedCopy, StdinReader, timedReads, writeAll, writeReport } from "./io.ts";

const [mode, ...rest] = Deno.args;
const opts = options(rest);
const reader = new StdinReader();

if (!writeAll(INITIALIZE_LINE)) throw new Error("the relay closed its input");

if (mode === "send") {
  const frame = Number(opts.frame);
  const blockBytes = Number(opts.block ?? SEND_BLOCK_BYTES);
  const block = pageAlignedCopy(frameBlock(frame, blockBytes));
  const total = payloadBytes(Number(opts.bytes), frame, blockBytes);
  const stdout = Deno.stdout;
  const start = performance.now();
  let sent = 0;
  try {
    while (sent < total) {
      // A blocking pipe write takes the whole block unless a signal cuts it short.
      const n = stdout.writeSync(block);
      if (n < block.length && !writeAll(block.subarray(n))) break;
      sent += block.length;
    }
  } catch (e) {
    if (!(e instanceof Deno.errors.BrokenPipe)) throw e;
  }
  if (sent < total) throw new Error(`the relay stopped reading after ${sent} bytes`);
  writeReport(opts.report, { bytes: total, seconds: (performance.now() - start) / 1000 });
} else if (mode === "receive") {
  const want = Number(opts.bytes);
  const stallMs = Number(opts["stall-ms"] ?? 0);
  if (stallMs > 0) await new Promise((resolve) => setTimeout(resolve, stallMs));
  const report = timedReads(reader, want);
  writeReport(opts.report, report);
  if (report.bytes < want) throw new Error(`input ended after ${report.bytes} of ${want} bytes`);
} else if (mode === "stream") {
  const want = Number(opts.bytes);
  if (reader.skipLine() === null) throw new Error("the relay closed its output");
  if (!writeAll(new TextEncoder().encode(START_NOTIFICATION + "\n"))) {
    throw new Error("the relay closed its input");
  }
  const report = timedReads(reader, want);
  writeReport(opts.report, report);
  if (report.bytes < want) throw new Error(`input ended after ${report.bytes} of ${want} bytes`);
} else if (mode === "ping") {
  const warmup = Number(opts.warmup);
  const iterations = Number(opts.iterations);
  const buffer = reader.buffer;
  // One line back per line sent; the responder answers only after it has the whole request.
  // A ping's answer is checked (its id, a result, nothing after it): an error, or another
  // line, is not timed as a round trip.
  const lineDecoder = new TextDecoder();
  const awaitLine = (id: number | null): void => {
    let text = "";
    while (true) {
      const n = reader.read();
      if (n === null || n === 0) throw new Error("the relay closed its output");
      text += lineDecoder.decode(buffer.subarray(0, n));
      const end = text.indexOf("\n");
      if (end < 0) continue;
      if (end !== text.length - 1) {
        throw new Error(`more than one line came back at once: ${text.slice(0, 200)}`);
      }
      if (id !== null && !text.startsWith(`{"jsonrpc":"2.0","id":${id},"result":`)) {
        throw new Error(`not the answer to ping ${id}: ${text.slice(0, 200)}`);
      }
      return;
    }
  };
  awaitLine(null); // the initialize response
  const encoder = new TextEncoder();
  const samples = new Float64Array(iterations);
  for (let i = 0; i < warmup + iterations; i++) {
    const request = encoder.encode(pingRequest(PING_ID_BASE + i));
    const start = performance.now();
    if (!writeAll(request)) throw new Error("the relay closed its input");
    awaitLine(PING_ID_BASE + i);
    if (i >= warmup) samples[i - warmup] = (performance.now() - start) * 1000;
  }
  samples.sort();
  const at = (q: number) => samples[Math.min(iterations - 1, Math.floor(q * iterations))];
  writeReport(opts.report, {
    iterations,
    p50: at(0.5),
    p99: at(0.99),
    mean: samples.reduce((a, b) => a + b, 0) / iterations,
  });
} else if (mode === "paced") {
  const rate = Number(opts.rate);
  const frames = Number(opts.frames);
  const frame = Number(opts.frame);
  const settleMs = Number(opts["settle-ms"] ?? 500);
  const tickMs = Number(opts["tick-ms"] ?? 1);
  if (!(rate > 0) || !(frames > 0)) throw new Error("--rate and --frames must be positive");
  const perBlock = Math.max(1, Math.floor(SEND_BLOCK_BYTES / frame));
  const block = pageAlignedCopy(frameBlock(frame, perBlock * frame));
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const sleep = (ms: number) => Atomics.wait(sleeper, 0, 0, ms);
  sleep(settleMs);
  const start = performance.now();
  let sent = 0;
  let last = start;
  let maxBehindMs = 0;
  while (sent < frames) {
    const now = performance.now();
    const due = Math.min(frames, Math.floor((now - start) / 1000 * rate) + 1);
    if (due > sent) {
      // How late the oldest frame of this batch is against its schedule.
      maxBehindMs = Math.max(maxBehindMs, now - (start + sent / rate * 1000));
      while (sent < due) {
        const n = Math.min(perBlock, due - sent);
        if (!writeAll(block.subarray(0, n * frame))) {
          throw new Error(`the relay stopped reading after ${sent} frames`);
        }
        sent += n;
      }
      last = performance.now();
    }
    if (sent < frames) {
      const nextAt = start + sent / rate * 1000;
      sleep(Math.max(tickMs, nextAt - performance.now()));
    }
  }
  const seconds = (last - start) / 1000;
  writeReport(opts.report, {
    frames,
    bytes: frames * frame,
    seconds,
    rate: seconds > 0 ? (frames - 1) / seconds : rate,
    maxBehindMs,
  });
} else {
  throw new Error(`unknown mode: ${mode}`);
}
