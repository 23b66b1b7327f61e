/**
 * Blocking stdio helpers for the benchmark peers. The peers use synchronous reads and
 * writes with large buffers so that each costs one system call and no event-loop turn:
 * a peer must never be what limits a measurement.
 *
 * Their big buffers start at a page boundary ({@linkcode pageAligned}). On the benchmark
 * machine (AMD EPYC, family 26) the kernel copies a pipe's pages into a buffer that starts
 * 8–16 bytes past a page boundary — where a 1 MiB `Uint8Array` lands — about 3 × slower
 * than into one at the boundary: reading 1 GiB from `dd if=/dev/zero bs=64K` cost 0.57–0.85 s
 * of system time instead of 0.17–0.22 (docs/BENCHMARKS.md, issue 11). Writing is the mirror
 * case (a source 8–16 bytes before a boundary).
 *
 * @module
 */

/** Size of the read buffer: far above a pipe's capacity, so one read takes all there is. */
export const READ_BUFFER_BYTES = 1024 * 1024;

/** The page size the buffers are aligned to. */
const PAGE_BYTES = 4096;

/**
 * A zeroed buffer of `length` bytes that starts at a page boundary, when the address can be
 * known (the FFI permission; the peers run with `-A`); else a plain one.
 *
 * @param length The buffer's length in bytes.
 * @returns The buffer.
 */
export function pageAligned(length: number): Uint8Array {
  const whole = new Uint8Array(length + PAGE_BYTES);
  let address: bigint;
  try {
    address = BigInt(Deno.UnsafePointer.value(Deno.UnsafePointer.of(whole)));
  } catch {
    return new Uint8Array(length);
  }
  const offset = Number((BigInt(PAGE_BYTES) - address % BigInt(PAGE_BYTES)) % BigInt(PAGE_BYTES));
  return whole.subarray(offset, offset + length);
}

/**
 * A copy of `bytes` that starts at a page boundary (see {@linkcode pageAligned}).
 *
 * @param bytes What to copy.
 * @returns The copy.
 */
export function pageAlignedCopy(bytes: Uint8Array): Uint8Array {
  const copy = pageAligned(bytes.length);
  copy.set(bytes);
  return copy;
}

/**
 * Writes all of `bytes` to stdout.
 *
 * @returns false when the reader is gone (EPIPE).
 */
export function writeAll(bytes: Uint8Array): boolean {
  let offset = 0;
  try {
    while (offset < bytes.length) offset += Deno.stdout.writeSync(bytes.subarray(offset));
  } catch (e) {
    if (e instanceof Deno.errors.BrokenPipe) return false;
    throw e;
  }
  return true;
}

/** Reads stdin in big blocking reads. */
export class StdinReader {
  /** The buffer each read fills (its contents are valid up to the returned length). */
  readonly buffer: Uint8Array = pageAligned(READ_BUFFER_BYTES);

  /**
   * Reads once.
   *
   * @returns The number of bytes read into {@linkcode buffer}, or null at end of input.
   */
  read(): number | null {
    try {
      return Deno.stdin.readSync(this.buffer);
    } catch (e) {
      if (e instanceof Deno.errors.ConnectionReset) return null;
      throw e;
    }
  }

  /**
   * Reads until an LF has been seen.
   *
   * @returns The bytes after that LF from the last read, or null when input ended first.
   */
  skipLine(): Uint8Array | null {
    while (true) {
      const n = this.read();
      if (n === null || n === 0) return null;
      const lf = this.buffer.subarray(0, n).indexOf(0x0a);
      if (lf >= 0) return this.buffer.slice(lf + 1, n);
    }
  }
}

/**
 * Writes a peer's result for the harness.
 *
 * @param path The report file.
 * @param report Anything JSON.
 */
export function writeReport(path: string | undefined, report: unknown): void {
  if (path) Deno.writeTextFileSync(path, JSON.stringify(report));
}

/**
 * Reads `--name value` options.
 *
 * @param args The arguments after the mode.
 * @returns The values by name (without dashes).
 */
export function options(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    if (!args[i].startsWith("--") || i + 1 >= args.length) {
      throw new Error(`bad option: ${args[i]}`);
    }
    out[args[i].slice(2)] = args[i + 1];
  }
  return out;
}

/** Bytes after which {@linkcode timedReads} starts its steady-state clock: 4 MiB. */
export const STEADY_AFTER_BYTES = 4 * 1024 * 1024;

/** What {@linkcode timedReads} measured. */
export interface ReadReport {
  /** Bytes read. */
  bytes: number;
  /** Size of the first read. */
  firstBytes: number;
  /** Time from the first read to the last one. */
  seconds: number;
  /** Number of reads. */
  reads: number;
  /**
   * Bytes read up to and including the read that passed {@linkcode STEADY_AFTER_BYTES}
   * (0 when input ended before): the steady-state rate is
   * `(bytes - steadyFromBytes) / steadySeconds`.
   */
  steadyFromBytes: number;
  /** Time from that read to the last one (0 when input ended before). */
  steadySeconds: number;
  /** The longest time between two consecutive reads, in ms. */
  maxGapMs: number;
  /** Bytes read before that longest gap. */
  maxGapAfterBytes: number;
}

/**
 * Reads stdin until EOF or until `limit` bytes, timing from the first read to the last
 * (so process start-up is not counted), and apart from that from the read that passed
 * {@linkcode STEADY_AFTER_BYTES} (so a relay's own warm-up after the first bytes is not
 * counted either), and noting the longest pause between two reads.
 */
export function timedReads(reader: StdinReader, limit: number): ReadReport {
  let bytes = 0;
  let firstBytes = 0;
  let firstAt = 0;
  let lastAt = 0;
  let reads = 0;
  let steadyFromBytes = 0;
  let steadyAt = 0;
  let maxGapMs = 0;
  let maxGapAfterBytes = 0;
  while (bytes < limit) {
    const n = reader.read();
    if (n === null || n === 0) break;
    const now = performance.now();
    if (reads === 0) {
      firstBytes = n;
      firstAt = now;
    } else if (now - lastAt > maxGapMs) {
      maxGapMs = now - lastAt;
      maxGapAfterBytes = bytes;
    }
    lastAt = now;
    reads++;
    bytes += n;
    if (steadyAt === 0 && bytes > STEADY_AFTER_BYTES) {
      steadyAt = now;
      steadyFromBytes = bytes;
    }
  }
  return {
    bytes,
    firstBytes,
    seconds: (lastAt - firstAt) / 1000,
    reads,
    steadyFromBytes,
    steadySeconds: steadyAt === 0 ? 0 : (lastAt - steadyAt) / 1000,
    maxGapMs,
    maxGapAfterBytes,
  };
}
