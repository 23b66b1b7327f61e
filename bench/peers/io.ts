/**
 * Blocking stdio helpers for the benchmark peers. The peers use synchronous reads and
 * writes with large buffers so that each costs one system call and no event-loop turn:
 * a peer must never be what limits a measurement.
 *
 * @module
 */

/** Size of the read buffer: far above a pipe's capacity, so one read takes all there is. */
export const READ_BUFFER_BYTES = 1024 * 1024;

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
  readonly buffer = new Uint8Array(READ_BUFFER_BYTES);

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
}

/**
 * Reads stdin until EOF or until `limit` bytes, timing from the first read to the last
 * (so process start-up is not counted).
 */
export function timedReads(reader: StdinReader, limit: number): ReadReport {
  let bytes = 0;
  let firstBytes = 0;
  let firstAt = 0;
  let lastAt = 0;
  let reads = 0;
  while (bytes < limit) {
    const n = reader.read();
    if (n === null || n === 0) break;
    lastAt = performance.now();
    if (reads === 0) {
      firstBytes = n;
      firstAt = lastAt;
    }
    reads++;
    bytes += n;
  }
  return { bytes, firstBytes, seconds: (lastAt - firstAt) / 1000, reads };
}
