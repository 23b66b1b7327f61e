/**
 * The benchmark's agent: a sink, a source or a ping-pong echo. Dependency-free, blocking
 * I/O with 1 MiB page-aligned buffers.
 *
 * ```sh
 * deno run -A bench/peers/agent.ts sink --report FILE
 * deno run -A bench/peers/agent.ts source --bytes N --frame S
 * deno run -A bench/peers/agent.ts echo
 * deno run -A bench/peers/agent.ts stream --bytes N --frame S
 * ```
 *
 * - `sink`: counts every byte (the initialize line included) until end of input and reports
 *   the rate from the first byte on, and when input ended (`endedAt`, ms since the epoch).
 * - `source`: waits for the first line (the initialize), writes `--bytes` of `--frame`-byte
 *   `session/update` frames and exits.
 * - `echo`: answers the initialize with an initialize response (with the request's id: a
 *   chain's proxy numbers its own, issue 14), then every later line (a
 *   ping) with a 200-byte response that has the request's id; exits at end of input, or once
 *   it has answered an initialize that holds {@linkcode EXIT_METHOD} (figure 3: an agent that
 *   ends by itself).
 * - `stream` (figure 8, issue 13): answers the initialize like `echo`, waits
 *   for the next line (the client's start notification, sent once it reads), writes
 *   `--bytes` of `--frame`-byte `session/update` frames like `source`, then reads until end
 *   of input (a server may end a connection when its agent exits).
 *
 * @module
 */

import {
  EXIT_METHOD,
  frameBlock,
  initializeResponse,
  payloadBytes,
  pingResponse,
} from "../frames.ts";
import { options, pageAlignedCopy, StdinReader, timedReads, writeAll, writeReport } from "./io.ts";

const [mode, ...rest] = Deno.args;
const opts = options(rest);
const reader = new StdinReader();

/** The raw id text of a request line (`null` without one). */
function idOf(line: string): string {
  return /"id":([^,}]*)/.exec(line)?.[1] ?? "null";
}

/** Reads the first line: its id, and the bytes after its LF from the last read (null at EOF). */
function readFirstLine(): { id: string; rest: Uint8Array } | null {
  const decoder = new TextDecoder();
  let line = "";
  while (true) {
    const n = reader.read();
    if (n === null || n === 0) return null;
    const chunk = reader.buffer.subarray(0, n);
    const lf = chunk.indexOf(0x0a);
    line += decoder.decode(lf >= 0 ? chunk.subarray(0, lf) : chunk, { stream: lf < 0 });
    if (lf >= 0) return { id: idOf(line), rest: reader.buffer.slice(lf + 1, n) };
  }
}

if (mode === "sink") {
  const report = timedReads(reader, Infinity);
  writeReport(opts.report, { ...report, endedAt: performance.timeOrigin + performance.now() });
} else if (mode === "source") {
  const frame = Number(opts.frame);
  const block = pageAlignedCopy(frameBlock(frame));
  const total = payloadBytes(Number(opts.bytes), frame);
  if (reader.skipLine() === null) throw new Error("no initialize arrived");
  for (let sent = 0; sent < total; sent += block.length) {
    if (!writeAll(block)) break; // the client is gone
  }
} else if (mode === "stream") {
  const frame = Number(opts.frame);
  const block = pageAlignedCopy(frameBlock(frame));
  const total = payloadBytes(Number(opts.bytes), frame);
  const first = readFirstLine();
  if (first === null) throw new Error("no initialize arrived");
  const { id, rest } = first;
  if (!writeAll(new TextEncoder().encode(initializeResponse(id) + "\n"))) Deno.exit(0);
  // The start line, unless it came with the initialize.
  if (!rest.includes(0x0a) && reader.skipLine() === null) Deno.exit(0); // the client left
  for (let sent = 0; sent < total; sent += block.length) {
    if (!writeAll(block)) break; // the client is gone
  }
  while (true) {
    const n = reader.read();
    if (n === null || n === 0) break;
  }
} else if (mode === "echo") {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const buffer = reader.buffer;
  let pending = "";
  let initialized = false;
  outer: while (true) {
    const n = reader.read();
    if (n === null || n === 0) break;
    pending += decoder.decode(buffer.subarray(0, n));
    let lf: number;
    while ((lf = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, lf);
      pending = pending.slice(lf + 1);
      let reply: string;
      if (!initialized) {
        initialized = true;
        reply = initializeResponse(idOf(line)) + "\n";
        if (line.includes(EXIT_METHOD)) {
          writeAll(encoder.encode(reply));
          Deno.exit(0);
        }
      } else {
        reply = pingResponse(idOf(line));
      }
      if (!writeAll(encoder.encode(reply))) break outer;
    }
  }
} else {
  throw new Error(`unknown mode: ${mode}`);
}
