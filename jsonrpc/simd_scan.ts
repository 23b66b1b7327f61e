/**
 * The two byte scans that splitting and viewing many frames spends most of its time in --
 * finding a line's LF and skipping a JSON string's plain bytes -- done 16 bytes at a time by a
 * small WebAssembly SIMD module (`simd_scan.wat`, embedded here assembled), four to six times
 * faster than the word-at-a-time JavaScript loops they stand in for.
 *
 * WebAssembly reads only its own memory, so a caller copies the bytes in first
 * ({@linkcode SimdScan.load}, at most {@linkcode SimdScan.capacity} bytes at a time) and
 * scans the view it gets back. {@linkcode setPlainRunSkip} hands the string skip to
 * `json_scan.ts`, which uses it for byte arrays in this memory only and its own loop for any
 * other: a scan's result never depends on where its bytes live.
 *
 * Nothing on the daemon's stdio start path loads this module: the transcript recorder's worker
 * and the remote server's connections (which split the agent's output into lines) do.
 *
 * Invariants: the memory never grows (its buffer is never detached), so views of it stay
 * valid; each scan reads only `[from, end)` of a loaded view; both agree with byte-by-byte
 * scans for every input (`tests/simd_scan_test.ts`).
 *
 * @module
 */

import { type PlainRunSkip, setPlainRunSkip } from "./json_scan.ts";

/** `simd_scan.wat` assembled by `wat2wasm` (WABT 1.0.32), base64. */
const MODULE_BASE64 =
  "AGFzbQEAAAABBwFgAn9/AX8DAwIAAAUEAQEQEAcfAwZtZW1vcnkCAAdsaW5lRW5kAAAIcGxhaW5FbmQAAQruAwKyAQIBewF/" +
  "QQr9DyECAkADQCAAQcAAaiABSw0BIAD9AAQAIAL9IyAA/QAEECAC/SP9UCAA/QAEICAC/SMgAP0ABDAgAv0j/VD9UP1TDQEg" +
  "AEHAAGohAAwACwsCQANAIABBEGogAUsNASAA/QAEACAC/SP9ZCEDIAMEQCAAIANoag8LIABBEGohAAwACwsCQANAIAAgAU8N" +
  "ASAALQAAQQpGBEAgAA8LIABBAWohAAwACwtBfwu3AgICfwd7QSD9DyEEQSL9DyEFQdwA/Q8hBgJAA0AgAEHAAGogAUsNASAA" +
  "/QAEACEHIAD9AAQQIQggAP0ABCAhCSAA/QAEMCEKIAcgBP0lIAggBP0l/VAgCSAE/SUgCiAE/SX9UP1QIAcgBf0jIAggBf0j" +
  "/VAgCSAF/SMgCiAF/SP9UP1Q/VAgByAG/SMgCCAG/SP9UCAJIAb9IyAKIAb9I/1Q/VD9UP1TDQEgAEHAAGohAAwACwsCQANA" +
  "IABBEGogAUsNASAA/QAEACEHIAcgBP0lIAcgBf0j/VAgByAG/SP9UP1kIQIgAgRAIAAgAmhqDwsgAEEQaiEADAALCwJAA0Ag" +
  "ACABTw0BIAAtAAAhAyADQSBJIANBgAFPciADQSJGIANB3ABGcnINASAAQQFqIQAMAAsLIAAL";

const LF = 0x0a;

/** This thread's scans once opened (`null`: no SIMD here; `undefined`: not opened yet). */
let threadScan: SimdScan | null | undefined;

interface Exports {
  readonly memory: WebAssembly.Memory;
  lineEnd(from: number, end: number): number;
  plainEnd(from: number, end: number): number;
}

/**
 * The byte scans and the memory they read.
 *
 * @example Find the line ends of a chunk
 * ```ts
 * import { SimdScan } from "./simd_scan.ts";
 * const scan = SimdScan.open();
 * if (scan !== null) {
 *   const view = scan.load(new TextEncoder().encode('{"id":1}\n{"id":2}\n'));
 *   console.log(scan.lineEnd(view, 0), scan.lineEnd(view, 9)); // 8 17
 * }
 * ```
 */
export class SimdScan implements PlainRunSkip {
  /** The scans' memory; views {@linkcode load} returns are of it. */
  readonly buffer: ArrayBuffer;
  /** The most bytes one {@linkcode load} takes. */
  readonly capacity: number;
  readonly #memory: Uint8Array;
  readonly #exports: Exports;
  #lastView: Uint8Array | null = null;
  #lastViewInside = false;

  private constructor(exports: Exports) {
    this.#exports = exports;
    this.buffer = exports.memory.buffer as ArrayBuffer;
    this.#memory = new Uint8Array(this.buffer);
    this.capacity = this.buffer.byteLength;
  }

  /**
   * Compiles the module (synchronously: it is 558 bytes).
   *
   * @returns The scans, or `null` where the engine has no WebAssembly (V8's `--jitless`) or
   *   no SIMD in it (callers keep their JavaScript loops).
   */
  static open(): SimdScan | null {
    if (typeof WebAssembly === "undefined") return null;
    const bytes = Uint8Array.from(atob(MODULE_BASE64), (c) => c.charCodeAt(0));
    let module: WebAssembly.Module;
    try {
      module = new WebAssembly.Module(bytes);
    } catch (e) {
      if (e instanceof WebAssembly.CompileError) return null;
      throw e;
    }
    return new SimdScan(new WebAssembly.Instance(module).exports as unknown as Exports);
  }

  /**
   * This thread's scans, opened at the first call and handed to the JSON scanner as its string
   * skip ({@linkcode setPlainRunSkip}), so that lines split in this memory are also scanned
   * there. Each thread has its own memory: one chunk at a time is loaded and done with before
   * the next (everything that keeps a line copies it).
   *
   * @returns The scans, or `null` where the engine has no WebAssembly SIMD.
   *
   * @example Split a chunk into lines in the scans' memory
   * ```ts
   * import { SimdScan } from "./simd_scan.ts";
   * const scan = SimdScan.forThisThread();
   * const chunk = new TextEncoder().encode('{"id":1}\n');
   * const view = scan?.load(chunk) ?? chunk;
   * console.log(scan?.lineEnd(view, 0) ?? view.indexOf(0x0a)); // 8
   * ```
   */
  static forThisThread(): SimdScan | null {
    if (threadScan === undefined) {
      threadScan = SimdScan.open();
      setPlainRunSkip(threadScan);
    }
    return threadScan;
  }

  /**
   * Copies bytes into the scans' memory, over what an earlier call loaded.
   *
   * @param bytes At most {@linkcode capacity} bytes.
   * @returns Their copy, a view of {@linkcode buffer} valid until the next call.
   * @throws {RangeError} When `bytes` is longer than {@linkcode capacity}.
   */
  load(bytes: Uint8Array): Uint8Array {
    if (bytes.length > this.capacity) {
      throw new RangeError(`${bytes.length} bytes do not fit the scan memory (${this.capacity})`);
    }
    this.#memory.set(bytes);
    return this.#memory.subarray(0, bytes.length);
  }

  /**
   * Where the first LF at or after `from` is, as `view.indexOf(0x0a, from)` answers.
   *
   * @param view A view {@linkcode load} returned.
   * @param from Where to start (0 to `view.length`).
   * @returns Its index in `view`, or -1.
   */
  lineEnd(view: Uint8Array, from: number): number {
    if (view !== this.#lastView) {
      // Asked once per view: a typed array's `buffer` getter costs more than the scan of a line.
      this.#lastView = view;
      this.#lastViewInside = view.buffer === this.buffer;
    }
    if (!this.#lastViewInside) return view.indexOf(LF, from);
    const base = view.byteOffset;
    const at = this.#exports.lineEnd(base + from, base + view.length);
    return at < 0 ? -1 : at - base;
  }

  /**
   * Where the run of plain bytes (printable ASCII other than `"` and `\`) that starts at
   * `from` stops.
   *
   * @param from Offset in {@linkcode buffer}.
   * @param end Offset in {@linkcode buffer}, at most {@linkcode capacity}.
   * @returns The first offset in `[from, end)` whose byte is not plain, or `end`.
   */
  plainEnd(from: number, end: number): number {
    return this.#exports.plainEnd(from, end);
  }
}
