/**
 * `--stdout-guard divert|drop`: keeps what is not JSON out of the client's input. Agents
 * print banners, progress bars and terminal escapes on stdout, and a client that reads
 * JSON-RPC from it fails on the first such line. The guard sits in the agent -> client
 * direction only: a line that is a JSON object or array passes unchanged, byte for byte
 * (CR, whitespace and all); any other line is diverted to stderr with a warning, or dropped
 * and counted. Blank lines pass (they are not frames, and clients skip them).
 *
 * Lines are judged whole, so each is held until its LF: at most {@linkcode GuardOptions.maxLineBytes}
 * bytes; a longer line is passed on unjudged (a JSON frame can be larger than any bound worth
 * buffering), and that is logged once. A last line without LF is judged at the end.
 *
 * @module
 */

import { indexOfByte } from "../transport/byte_search.ts";
import { scanJson, skipWhitespace } from "../jsonrpc/json_scan.ts";

/** What the guard does with a line that is not a JSON object or array. */
export type GuardAction = "divert" | "drop";

/** Most bytes of one line held for judging: 16 MiB. */
export const DEFAULT_GUARD_LINE_BYTES = 16 * 1024 * 1024;

/** Options for {@linkcode stdoutGuard}. */
export interface GuardOptions {
  /** What to do with a line that is not JSON. */
  action: GuardAction;
  /**
   * Told of every line kept from the client, with its bytes (without LF).
   */
  onNonJson?: (line: Uint8Array, action: GuardAction) => void;
  /** Told once when a line is too long to judge and passes unjudged. */
  onUnjudged?: (limit: number) => void;
  /**
   * Sees every run of bytes passed to the client, as it is passed: in order with
   * `onNonJson` (a transcript records the two in the order they came from the agent).
   */
  onPass?: (bytes: Uint8Array) => void;
  /**
   * Most bytes of one line held for judging.
   * @default 16777216
   */
  maxLineBytes?: number;
}

const LF = 0x0a;

/**
 * A transform for the agent's output that keeps non-JSON lines from the client.
 *
 * @param options What to do with such lines, and who hears of them.
 * @returns The transform; its output is what the client gets.
 *
 * @example Divert a banner
 * ```ts
 * import { stdoutGuard } from "./stdout_guard.ts";
 * const guard = stdoutGuard({ action: "divert", onNonJson: (l) => console.error(new TextDecoder().decode(l)) });
 * const out = ReadableStream.from([new TextEncoder().encode('Welcome!\n{"jsonrpc":"2.0","id":1,"result":{}}\n')])
 *   .pipeThrough(guard);
 * console.log(await new Response(out).text()); // {"jsonrpc":"2.0","id":1,"result":{}}
 * ```
 */
export function stdoutGuard(options: GuardOptions): TransformStream<Uint8Array, Uint8Array> {
  const max = options.maxLineBytes ?? DEFAULT_GUARD_LINE_BYTES;
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let unjudged = false; // passing the rest of an over-long line through
  let told = false;
  const pass = (controller: TransformStreamDefaultController<Uint8Array>, bytes: Uint8Array) => {
    options.onPass?.(bytes);
    controller.enqueue(bytes);
  };
  const unjudgeable = () => {
    if (!told) options.onUnjudged?.(max);
    told = true;
  };
  /**
   * Passes `emit` (the line with its LF, if any) when `line` is JSON or blank, or too long to
   * judge (whatever the chunking: a long line passes whether it came whole or in parts).
   */
  const judge = (
    line: Uint8Array,
    emit: Uint8Array,
    controller: TransformStreamDefaultController<Uint8Array>,
  ) => {
    if (line.length > max) {
      unjudgeable();
      pass(controller, emit);
    } else if (isJsonContainer(line) || isBlankLine(line)) pass(controller, emit);
    else options.onNonJson?.(line, options.action);
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      // Lines that pass are passed as one run per chunk (one copy, one write downstream), not
      // one by one: a run ends only where a line is kept back, and at the chunk's end.
      let runStart = 0;
      const passRun = (end: number) => {
        if (end > runStart) pass(controller, chunk.slice(runStart, end));
      };
      let start = 0;
      for (let lf = indexOfByte(chunk, LF); lf >= 0; lf = indexOfByte(chunk, LF, start)) {
        const from = start;
        start = lf + 1;
        if (unjudged) { // the end of an over-long line: it passes with the run
          unjudged = false;
          continue;
        }
        if (held.length === 0) {
          const line = chunk.subarray(from, lf);
          if (line.length > max) unjudgeable();
          if (line.length > max || isJsonContainer(line) || isBlankLine(line)) continue;
          passRun(from);
          runStart = start;
          options.onNonJson?.(line.slice(), options.action);
          continue;
        }
        // The line began in an earlier chunk: judged whole, apart from the run.
        const emit = join([...held, chunk.subarray(from, start)]);
        held = [];
        heldBytes = 0;
        runStart = start;
        judge(emit.subarray(0, emit.length - 1), emit, controller);
      }
      if (start === chunk.length || unjudged) {
        passRun(chunk.length);
        return;
      }
      passRun(start);
      const rest = chunk.slice(start);
      held.push(rest);
      heldBytes += rest.length;
      if (heldBytes > max) {
        unjudgeable();
        for (const part of held) pass(controller, part);
        held = [];
        heldBytes = 0;
        unjudged = true;
      }
    },
    flush(controller) {
      if (held.length === 0) return;
      const line = join(held);
      judge(line, line, controller);
    },
  });
}

/** Whether a line (without LF) is one JSON object or array (whitespace around it allowed). */
export function isJsonContainer(line: Uint8Array): boolean {
  const first = line[skipWhitespace(line, 0)];
  return (first === 0x7b || first === 0x5b) && scanJson(line).valid;
}

function isBlankLine(line: Uint8Array): boolean {
  return skipWhitespace(line, 0) === line.length;
}

function join(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) all.set(p, (at += p.length) - p.length);
  return all;
}
