/**
 * Reads newline-delimited frames from a byte stream, bounded, in O(n) over all chunks,
 * and then hands over everything not yet consumed.
 *
 * Invariants:
 * - A frame is the bytes up to, not including, the next LF; a CR before the LF stays
 *   in the frame. A last line without LF at end of stream is a frame too.
 * - Each byte is scanned for LF at most once.
 * - No frame longer than `maxFrame` bytes is ever buffered whole: once more than
 *   `maxFrame` bytes are pending without an LF, `next()` reports `oversize`; then
 *   {@linkcode FrameReader.discardLine} drops that line, one chunk at a time, and reading
 *   goes on after it.
 * - A frame in progress is held in memory of the order of its bytes however small the reads
 *   (a one-byte read of stdin is a view of a 64 KiB buffer): see `held_bytes.ts`.
 * - {@linkcode FrameReader.detach} returns the unconsumed bytes in order and the
 *   source stream, so nothing read ahead (pipelined frames) is lost.
 *
 * @module
 */ /** The result of reading one frame. */ import { HeldBytes } from "./held_bytes.ts";
const LF = 0x0a;
/**
 * Splits the start of a byte stream into frames.
 *
 * @example
 * ```ts
 * import { FrameReader } from "./frame_reader.ts";
 * const enc = new TextEncoder();
 * const reader = new FrameReader(ReadableStream.from([enc.encode("a\nb"), enc.encode("c\nrest")]), 1024);
 * const first = await reader.next(); // frame "a"
 * const second = await reader.next(); // frame "bc"
 * const { buffered, readable } = reader.detach(); // buffered: ["rest"]
 * await readable.cancel();
 * ```
 */ export class FrameReader {
  #reader;
  #source;
  #maxFrame;
  /** Bytes already scanned and known to hold no LF (small reads copied together). */ #partial = new HeldBytes();
  /** Chunks read but not yet scanned (at most the tail of one chunk after a frame). */ #unscanned = [];
  #done = false;
  /** After `oversize`: whether that line's LF is still to come ("open") or was read. */ #overLine = "none";
  /** After `oversize`: the bytes of that line already read (with its LF when "closed"). */ #overBytes = 0;
  #consumed = 0;
  /**
   * Starts reading `source` (locking it).
   *
   * @param source The stream to read; it stays locked until {@linkcode detach}.
   * @param maxFrame Largest frame in bytes (LF excluded).
   */ constructor(source, maxFrame){
    this.#source = source;
    this.#reader = source.getReader();
    this.#maxFrame = maxFrame;
  }
  /**
   * Reads the next frame.
   *
   * @returns The frame, `eof`, or `oversize`.
   */ async next() {
    this.#overLine = "none";
    while(true){
      let chunk = this.#unscanned.shift();
      if (chunk === undefined) {
        if (this.#done) break;
        const { done, value } = await this.#reader.read();
        if (done) {
          this.#done = true;
          break;
        }
        chunk = value;
      }
      const lf = chunk.indexOf(LF);
      if (lf < 0) {
        this.#partial.push(chunk);
        if (this.#partial.length > this.#maxFrame) {
          this.#overLine = "open";
          this.#overBytes = this.#partial.length;
          return {
            kind: "oversize",
            limit: this.#maxFrame
          };
        }
        continue;
      }
      if (lf + 1 < chunk.length) this.#unscanned.unshift(chunk.subarray(lf + 1));
      const length = this.#partial.length + lf;
      if (length > this.#maxFrame) {
        this.#overLine = "closed";
        this.#overBytes = length + 1;
        // Held, LF included, for a caller that pipes the rest (`nextBytes`) instead.
        this.#partial.push(chunk.subarray(0, lf + 1));
        return {
          kind: "oversize",
          limit: this.#maxFrame
        };
      }
      this.#consumed += length + 1;
      return {
        kind: "frame",
        bytes: this.#partial.take(chunk.subarray(0, lf)),
        terminated: true
      };
    }
    if (this.#partial.length === 0) return {
      kind: "eof"
    };
    this.#consumed += this.#partial.length;
    return {
      kind: "frame",
      bytes: this.#partial.take(),
      terminated: false
    };
  }
  /**
   * Right after `oversize`: drops that line -- what was held of it and the rest up to and
   * including its LF -- so that {@linkcode FrameReader.next} goes on with the line after it.
   * Holds at most one chunk meanwhile, however long the line is.
   *
   * @returns False when the stream ended before the line's LF (then `next()` gives `eof`).
   * @throws {Error} When the last result was not `oversize`.
   *
   * @example Skip a line that is too long and read on
   * ```ts
   * import { FrameReader } from "./frame_reader.ts";
   * const source = ReadableStream.from([new TextEncoder().encode("far too long\nok\n")]);
   * const reader = new FrameReader(source, 4);
   * await reader.next(); // { kind: "oversize", limit: 4 }
   * await reader.discardLine(); // true
   * await reader.next(); // the frame "ok"
   * ```
   */ async discardLine() {
    const state = this.#overLine;
    if (state === "none") throw new Error("discardLine() follows an oversize result only");
    this.#overLine = "none";
    this.#partial.clear();
    this.#consumed += this.#overBytes;
    if (state === "closed") return true;
    while(true){
      let chunk = this.#unscanned.shift();
      if (chunk === undefined) {
        if (this.#done) return false;
        const { done, value } = await this.#reader.read();
        if (done) {
          this.#done = true;
          return false;
        }
        chunk = value;
      }
      const lf = chunk.indexOf(LF);
      if (lf >= 0) {
        if (lf + 1 < chunk.length) this.#unscanned.unshift(chunk.subarray(lf + 1));
        this.#consumed += lf + 1;
        return true;
      }
      this.#consumed += chunk.length;
    }
  }
  /**
   * Reads the next bytes as they come, with no framing: first what was read ahead and not
   * yet returned as frames, then the source's chunks. For a caller that has seen enough
   * frames and pipes the rest. No limit applies. Right after `oversize` the long line comes
   * first, as read so far (and its LF when it was read): a caller that no longer frames loses
   * no byte of it.
   *
   * @returns The next chunk, or null at end of stream.
   *
   * @example Read one frame, then the rest as bytes
   * ```ts
   * import { FrameReader } from "./frame_reader.ts";
   * const source = ReadableStream.from([new TextEncoder().encode("{}\nrest, no LF")]);
   * const reader = new FrameReader(source, 1024);
   * await reader.next(); // the frame {}
   * console.log(new TextDecoder().decode((await reader.nextBytes())!)); // rest, no LF
   * console.log(await reader.nextBytes()); // null
   * ```
   */ async nextBytes() {
    const held = this.#partial.shift() ?? this.#unscanned.shift();
    if (held !== undefined) {
      this.#consumed += held.length;
      return held;
    }
    if (this.#done) return null;
    const { done, value } = await this.#reader.read();
    if (done) {
      this.#done = true;
      return null;
    }
    this.#consumed += value.length;
    return value;
  }
  /**
   * Stops framing and returns what is left: the bytes already read but not returned
   * as frames, in order, and the source stream (unlocked) for the rest.
   *
   * @returns `buffered` chunks and the `readable` to continue from.
   */ detach() {
    const buffered = [
      ...this.#partial.drain(),
      ...this.#unscanned
    ];
    this.#unscanned = [];
    this.#reader.releaseLock();
    return {
      buffered,
      readable: this.#source
    };
  }
  /**
   * Changes the largest frame accepted from the next `next()` on: a session that bounds the
   * frames before selection tightly can allow larger ones after it.
   *
   * @param maxFrame Largest frame in bytes (LF excluded).
   *
   * @example Allow larger frames once the first one is read
   * ```ts
   * import { FrameReader } from "./frame_reader.ts";
   * const reader = new FrameReader(ReadableStream.from([new TextEncoder().encode("ab\nlonger\n")]), 2);
   * await reader.next(); // the frame "ab"
   * reader.setLimit(1024);
   * await reader.next(); // the frame "longer"
   * ```
   */ setLimit(maxFrame) {
    this.#maxFrame = maxFrame;
  }
  /**
   * Bytes of the source consumed so far: the frames returned with their LFs, the lines
   * {@linkcode FrameReader.discardLine} dropped, the bytes {@linkcode FrameReader.nextBytes}
   * returned. After a frame it is the offset of the next line in the source.
   */ get consumed() {
    return this.#consumed;
  }
  /** Bytes of a line begun but not ended yet (no LF after them so far). */ get pendingBytes() {
    return this.#partial.length;
  }
  /** Whether the source has ended (only bytes in the buffers remain). */ get ended() {
    return this.#done;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9mcmFtZV9yZWFkZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBSZWFkcyBuZXdsaW5lLWRlbGltaXRlZCBmcmFtZXMgZnJvbSBhIGJ5dGUgc3RyZWFtLCBib3VuZGVkLCBpbiBPKG4pIG92ZXIgYWxsIGNodW5rcyxcbiAqIGFuZCB0aGVuIGhhbmRzIG92ZXIgZXZlcnl0aGluZyBub3QgeWV0IGNvbnN1bWVkLlxuICpcbiAqIEludmFyaWFudHM6XG4gKiAtIEEgZnJhbWUgaXMgdGhlIGJ5dGVzIHVwIHRvLCBub3QgaW5jbHVkaW5nLCB0aGUgbmV4dCBMRjsgYSBDUiBiZWZvcmUgdGhlIExGIHN0YXlzXG4gKiAgIGluIHRoZSBmcmFtZS4gQSBsYXN0IGxpbmUgd2l0aG91dCBMRiBhdCBlbmQgb2Ygc3RyZWFtIGlzIGEgZnJhbWUgdG9vLlxuICogLSBFYWNoIGJ5dGUgaXMgc2Nhbm5lZCBmb3IgTEYgYXQgbW9zdCBvbmNlLlxuICogLSBObyBmcmFtZSBsb25nZXIgdGhhbiBgbWF4RnJhbWVgIGJ5dGVzIGlzIGV2ZXIgYnVmZmVyZWQgd2hvbGU6IG9uY2UgbW9yZSB0aGFuXG4gKiAgIGBtYXhGcmFtZWAgYnl0ZXMgYXJlIHBlbmRpbmcgd2l0aG91dCBhbiBMRiwgYG5leHQoKWAgcmVwb3J0cyBgb3ZlcnNpemVgOyB0aGVuXG4gKiAgIHtAbGlua2NvZGUgRnJhbWVSZWFkZXIuZGlzY2FyZExpbmV9IGRyb3BzIHRoYXQgbGluZSwgb25lIGNodW5rIGF0IGEgdGltZSwgYW5kIHJlYWRpbmdcbiAqICAgZ29lcyBvbiBhZnRlciBpdC5cbiAqIC0gQSBmcmFtZSBpbiBwcm9ncmVzcyBpcyBoZWxkIGluIG1lbW9yeSBvZiB0aGUgb3JkZXIgb2YgaXRzIGJ5dGVzIGhvd2V2ZXIgc21hbGwgdGhlIHJlYWRzXG4gKiAgIChhIG9uZS1ieXRlIHJlYWQgb2Ygc3RkaW4gaXMgYSB2aWV3IG9mIGEgNjQgS2lCIGJ1ZmZlcik6IHNlZSBgaGVsZF9ieXRlcy50c2AuXG4gKiAtIHtAbGlua2NvZGUgRnJhbWVSZWFkZXIuZGV0YWNofSByZXR1cm5zIHRoZSB1bmNvbnN1bWVkIGJ5dGVzIGluIG9yZGVyIGFuZCB0aGVcbiAqICAgc291cmNlIHN0cmVhbSwgc28gbm90aGluZyByZWFkIGFoZWFkIChwaXBlbGluZWQgZnJhbWVzKSBpcyBsb3N0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogVGhlIHJlc3VsdCBvZiByZWFkaW5nIG9uZSBmcmFtZS4gKi9cbmV4cG9ydCB0eXBlIEZyYW1lUmVhZFJlc3VsdCA9XG4gIHwge1xuICAgIC8qKiBPbmUgY29tcGxldGUgZnJhbWUuICovXG4gICAga2luZDogXCJmcmFtZVwiO1xuICAgIC8qKiBUaGUgZnJhbWUgd2l0aG91dCBpdHMgTEYuICovXG4gICAgYnl0ZXM6IFVpbnQ4QXJyYXk7XG4gICAgLyoqIFdoZXRoZXIgdGhlIGZyYW1lIGVuZGVkIHdpdGggTEYgKGZhbHNlIG9ubHkgZm9yIGEgbGFzdCBsaW5lIGF0IGVuZCBvZiBzdHJlYW0pLiAqL1xuICAgIHRlcm1pbmF0ZWQ6IGJvb2xlYW47XG4gIH1cbiAgfCB7XG4gICAgLyoqIFRoZSBzdHJlYW0gZW5kZWQgd2l0aCBubyBwZW5kaW5nIGJ5dGVzLiAqL1xuICAgIGtpbmQ6IFwiZW9mXCI7XG4gIH1cbiAgfCB7XG4gICAgLyoqIE1vcmUgdGhhbiBgbGltaXRgIGJ5dGVzIGFycml2ZWQgd2l0aG91dCBhbiBMRi4gKi9cbiAgICBraW5kOiBcIm92ZXJzaXplXCI7XG4gICAgLyoqIFRoZSBsaW1pdCBpbiBieXRlcy4gKi9cbiAgICBsaW1pdDogbnVtYmVyO1xuICB9O1xuXG5pbXBvcnQgeyBIZWxkQnl0ZXMgfSBmcm9tIFwiLi9oZWxkX2J5dGVzLnRzXCI7XG5cbmNvbnN0IExGID0gMHgwYTtcblxuLyoqXG4gKiBTcGxpdHMgdGhlIHN0YXJ0IG9mIGEgYnl0ZSBzdHJlYW0gaW50byBmcmFtZXMuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBGcmFtZVJlYWRlciB9IGZyb20gXCIuL2ZyYW1lX3JlYWRlci50c1wiO1xuICogY29uc3QgZW5jID0gbmV3IFRleHRFbmNvZGVyKCk7XG4gKiBjb25zdCByZWFkZXIgPSBuZXcgRnJhbWVSZWFkZXIoUmVhZGFibGVTdHJlYW0uZnJvbShbZW5jLmVuY29kZShcImFcXG5iXCIpLCBlbmMuZW5jb2RlKFwiY1xcbnJlc3RcIildKSwgMTAyNCk7XG4gKiBjb25zdCBmaXJzdCA9IGF3YWl0IHJlYWRlci5uZXh0KCk7IC8vIGZyYW1lIFwiYVwiXG4gKiBjb25zdCBzZWNvbmQgPSBhd2FpdCByZWFkZXIubmV4dCgpOyAvLyBmcmFtZSBcImJjXCJcbiAqIGNvbnN0IHsgYnVmZmVyZWQsIHJlYWRhYmxlIH0gPSByZWFkZXIuZGV0YWNoKCk7IC8vIGJ1ZmZlcmVkOiBbXCJyZXN0XCJdXG4gKiBhd2FpdCByZWFkYWJsZS5jYW5jZWwoKTtcbiAqIGBgYFxuICovXG5leHBvcnQgY2xhc3MgRnJhbWVSZWFkZXIge1xuICAjcmVhZGVyOiBSZWFkYWJsZVN0cmVhbURlZmF1bHRSZWFkZXI8VWludDhBcnJheT47XG4gICNzb3VyY2U6IFJlYWRhYmxlU3RyZWFtPFVpbnQ4QXJyYXk+O1xuICAjbWF4RnJhbWU6IG51bWJlcjtcbiAgLyoqIEJ5dGVzIGFscmVhZHkgc2Nhbm5lZCBhbmQga25vd24gdG8gaG9sZCBubyBMRiAoc21hbGwgcmVhZHMgY29waWVkIHRvZ2V0aGVyKS4gKi9cbiAgI3BhcnRpYWwgPSBuZXcgSGVsZEJ5dGVzKCk7XG4gIC8qKiBDaHVua3MgcmVhZCBidXQgbm90IHlldCBzY2FubmVkIChhdCBtb3N0IHRoZSB0YWlsIG9mIG9uZSBjaHVuayBhZnRlciBhIGZyYW1lKS4gKi9cbiAgI3Vuc2Nhbm5lZDogVWludDhBcnJheVtdID0gW107XG4gICNkb25lID0gZmFsc2U7XG4gIC8qKiBBZnRlciBgb3ZlcnNpemVgOiB3aGV0aGVyIHRoYXQgbGluZSdzIExGIGlzIHN0aWxsIHRvIGNvbWUgKFwib3BlblwiKSBvciB3YXMgcmVhZC4gKi9cbiAgI292ZXJMaW5lOiBcIm5vbmVcIiB8IFwib3BlblwiIHwgXCJjbG9zZWRcIiA9IFwibm9uZVwiO1xuICAvKiogQWZ0ZXIgYG92ZXJzaXplYDogdGhlIGJ5dGVzIG9mIHRoYXQgbGluZSBhbHJlYWR5IHJlYWQgKHdpdGggaXRzIExGIHdoZW4gXCJjbG9zZWRcIikuICovXG4gICNvdmVyQnl0ZXMgPSAwO1xuICAjY29uc3VtZWQgPSAwO1xuXG4gIC8qKlxuICAgKiBTdGFydHMgcmVhZGluZyBgc291cmNlYCAobG9ja2luZyBpdCkuXG4gICAqXG4gICAqIEBwYXJhbSBzb3VyY2UgVGhlIHN0cmVhbSB0byByZWFkOyBpdCBzdGF5cyBsb2NrZWQgdW50aWwge0BsaW5rY29kZSBkZXRhY2h9LlxuICAgKiBAcGFyYW0gbWF4RnJhbWUgTGFyZ2VzdCBmcmFtZSBpbiBieXRlcyAoTEYgZXhjbHVkZWQpLlxuICAgKi9cbiAgY29uc3RydWN0b3Ioc291cmNlOiBSZWFkYWJsZVN0cmVhbTxVaW50OEFycmF5PiwgbWF4RnJhbWU6IG51bWJlcikge1xuICAgIHRoaXMuI3NvdXJjZSA9IHNvdXJjZTtcbiAgICB0aGlzLiNyZWFkZXIgPSBzb3VyY2UuZ2V0UmVhZGVyKCk7XG4gICAgdGhpcy4jbWF4RnJhbWUgPSBtYXhGcmFtZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZWFkcyB0aGUgbmV4dCBmcmFtZS5cbiAgICpcbiAgICogQHJldHVybnMgVGhlIGZyYW1lLCBgZW9mYCwgb3IgYG92ZXJzaXplYC5cbiAgICovXG4gIGFzeW5jIG5leHQoKTogUHJvbWlzZTxGcmFtZVJlYWRSZXN1bHQ+IHtcbiAgICB0aGlzLiNvdmVyTGluZSA9IFwibm9uZVwiO1xuICAgIHdoaWxlICh0cnVlKSB7XG4gICAgICBsZXQgY2h1bmsgPSB0aGlzLiN1bnNjYW5uZWQuc2hpZnQoKTtcbiAgICAgIGlmIChjaHVuayA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICAgIGlmICh0aGlzLiNkb25lKSBicmVhaztcbiAgICAgICAgY29uc3QgeyBkb25lLCB2YWx1ZSB9ID0gYXdhaXQgdGhpcy4jcmVhZGVyLnJlYWQoKTtcbiAgICAgICAgaWYgKGRvbmUpIHtcbiAgICAgICAgICB0aGlzLiNkb25lID0gdHJ1ZTtcbiAgICAgICAgICBicmVhaztcbiAgICAgICAgfVxuICAgICAgICBjaHVuayA9IHZhbHVlO1xuICAgICAgfVxuICAgICAgY29uc3QgbGYgPSBjaHVuay5pbmRleE9mKExGKTtcbiAgICAgIGlmIChsZiA8IDApIHtcbiAgICAgICAgdGhpcy4jcGFydGlhbC5wdXNoKGNodW5rKTtcbiAgICAgICAgaWYgKHRoaXMuI3BhcnRpYWwubGVuZ3RoID4gdGhpcy4jbWF4RnJhbWUpIHtcbiAgICAgICAgICB0aGlzLiNvdmVyTGluZSA9IFwib3BlblwiO1xuICAgICAgICAgIHRoaXMuI292ZXJCeXRlcyA9IHRoaXMuI3BhcnRpYWwubGVuZ3RoO1xuICAgICAgICAgIHJldHVybiB7IGtpbmQ6IFwib3ZlcnNpemVcIiwgbGltaXQ6IHRoaXMuI21heEZyYW1lIH07XG4gICAgICAgIH1cbiAgICAgICAgY29udGludWU7XG4gICAgICB9XG4gICAgICBpZiAobGYgKyAxIDwgY2h1bmsubGVuZ3RoKSB0aGlzLiN1bnNjYW5uZWQudW5zaGlmdChjaHVuay5zdWJhcnJheShsZiArIDEpKTtcbiAgICAgIGNvbnN0IGxlbmd0aCA9IHRoaXMuI3BhcnRpYWwubGVuZ3RoICsgbGY7XG4gICAgICBpZiAobGVuZ3RoID4gdGhpcy4jbWF4RnJhbWUpIHtcbiAgICAgICAgdGhpcy4jb3ZlckxpbmUgPSBcImNsb3NlZFwiO1xuICAgICAgICB0aGlzLiNvdmVyQnl0ZXMgPSBsZW5ndGggKyAxO1xuICAgICAgICAvLyBIZWxkLCBMRiBpbmNsdWRlZCwgZm9yIGEgY2FsbGVyIHRoYXQgcGlwZXMgdGhlIHJlc3QgKGBuZXh0Qnl0ZXNgKSBpbnN0ZWFkLlxuICAgICAgICB0aGlzLiNwYXJ0aWFsLnB1c2goY2h1bmsuc3ViYXJyYXkoMCwgbGYgKyAxKSk7XG4gICAgICAgIHJldHVybiB7IGtpbmQ6IFwib3ZlcnNpemVcIiwgbGltaXQ6IHRoaXMuI21heEZyYW1lIH07XG4gICAgICB9XG4gICAgICB0aGlzLiNjb25zdW1lZCArPSBsZW5ndGggKyAxO1xuICAgICAgcmV0dXJuIHsga2luZDogXCJmcmFtZVwiLCBieXRlczogdGhpcy4jcGFydGlhbC50YWtlKGNodW5rLnN1YmFycmF5KDAsIGxmKSksIHRlcm1pbmF0ZWQ6IHRydWUgfTtcbiAgICB9XG4gICAgaWYgKHRoaXMuI3BhcnRpYWwubGVuZ3RoID09PSAwKSByZXR1cm4geyBraW5kOiBcImVvZlwiIH07XG4gICAgdGhpcy4jY29uc3VtZWQgKz0gdGhpcy4jcGFydGlhbC5sZW5ndGg7XG4gICAgcmV0dXJuIHsga2luZDogXCJmcmFtZVwiLCBieXRlczogdGhpcy4jcGFydGlhbC50YWtlKCksIHRlcm1pbmF0ZWQ6IGZhbHNlIH07XG4gIH1cblxuICAvKipcbiAgICogUmlnaHQgYWZ0ZXIgYG92ZXJzaXplYDogZHJvcHMgdGhhdCBsaW5lIC0tIHdoYXQgd2FzIGhlbGQgb2YgaXQgYW5kIHRoZSByZXN0IHVwIHRvIGFuZFxuICAgKiBpbmNsdWRpbmcgaXRzIExGIC0tIHNvIHRoYXQge0BsaW5rY29kZSBGcmFtZVJlYWRlci5uZXh0fSBnb2VzIG9uIHdpdGggdGhlIGxpbmUgYWZ0ZXIgaXQuXG4gICAqIEhvbGRzIGF0IG1vc3Qgb25lIGNodW5rIG1lYW53aGlsZSwgaG93ZXZlciBsb25nIHRoZSBsaW5lIGlzLlxuICAgKlxuICAgKiBAcmV0dXJucyBGYWxzZSB3aGVuIHRoZSBzdHJlYW0gZW5kZWQgYmVmb3JlIHRoZSBsaW5lJ3MgTEYgKHRoZW4gYG5leHQoKWAgZ2l2ZXMgYGVvZmApLlxuICAgKiBAdGhyb3dzIHtFcnJvcn0gV2hlbiB0aGUgbGFzdCByZXN1bHQgd2FzIG5vdCBgb3ZlcnNpemVgLlxuICAgKlxuICAgKiBAZXhhbXBsZSBTa2lwIGEgbGluZSB0aGF0IGlzIHRvbyBsb25nIGFuZCByZWFkIG9uXG4gICAqIGBgYHRzXG4gICAqIGltcG9ydCB7IEZyYW1lUmVhZGVyIH0gZnJvbSBcIi4vZnJhbWVfcmVhZGVyLnRzXCI7XG4gICAqIGNvbnN0IHNvdXJjZSA9IFJlYWRhYmxlU3RyZWFtLmZyb20oW25ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcImZhciB0b28gbG9uZ1xcbm9rXFxuXCIpXSk7XG4gICAqIGNvbnN0IHJlYWRlciA9IG5ldyBGcmFtZVJlYWRlcihzb3VyY2UsIDQpO1xuICAgKiBhd2FpdCByZWFkZXIubmV4dCgpOyAvLyB7IGtpbmQ6IFwib3ZlcnNpemVcIiwgbGltaXQ6IDQgfVxuICAgKiBhd2FpdCByZWFkZXIuZGlzY2FyZExpbmUoKTsgLy8gdHJ1ZVxuICAgKiBhd2FpdCByZWFkZXIubmV4dCgpOyAvLyB0aGUgZnJhbWUgXCJva1wiXG4gICAqIGBgYFxuICAgKi9cbiAgYXN5bmMgZGlzY2FyZExpbmUoKTogUHJvbWlzZTxib29sZWFuPiB7XG4gICAgY29uc3Qgc3RhdGUgPSB0aGlzLiNvdmVyTGluZTtcbiAgICBpZiAoc3RhdGUgPT09IFwibm9uZVwiKSB0aHJvdyBuZXcgRXJyb3IoXCJkaXNjYXJkTGluZSgpIGZvbGxvd3MgYW4gb3ZlcnNpemUgcmVzdWx0IG9ubHlcIik7XG4gICAgdGhpcy4jb3ZlckxpbmUgPSBcIm5vbmVcIjtcbiAgICB0aGlzLiNwYXJ0aWFsLmNsZWFyKCk7XG4gICAgdGhpcy4jY29uc3VtZWQgKz0gdGhpcy4jb3ZlckJ5dGVzO1xuICAgIGlmIChzdGF0ZSA9PT0gXCJjbG9zZWRcIikgcmV0dXJuIHRydWU7XG4gICAgd2hpbGUgKHRydWUpIHtcbiAgICAgIGxldCBjaHVuayA9IHRoaXMuI3Vuc2Nhbm5lZC5zaGlmdCgpO1xuICAgICAgaWYgKGNodW5rID09PSB1bmRlZmluZWQpIHtcbiAgICAgICAgaWYgKHRoaXMuI2RvbmUpIHJldHVybiBmYWxzZTtcbiAgICAgICAgY29uc3QgeyBkb25lLCB2YWx1ZSB9ID0gYXdhaXQgdGhpcy4jcmVhZGVyLnJlYWQoKTtcbiAgICAgICAgaWYgKGRvbmUpIHtcbiAgICAgICAgICB0aGlzLiNkb25lID0gdHJ1ZTtcbiAgICAgICAgICByZXR1cm4gZmFsc2U7XG4gICAgICAgIH1cbiAgICAgICAgY2h1bmsgPSB2YWx1ZTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGxmID0gY2h1bmsuaW5kZXhPZihMRik7XG4gICAgICBpZiAobGYgPj0gMCkge1xuICAgICAgICBpZiAobGYgKyAxIDwgY2h1bmsubGVuZ3RoKSB0aGlzLiN1bnNjYW5uZWQudW5zaGlmdChjaHVuay5zdWJhcnJheShsZiArIDEpKTtcbiAgICAgICAgdGhpcy4jY29uc3VtZWQgKz0gbGYgKyAxO1xuICAgICAgICByZXR1cm4gdHJ1ZTtcbiAgICAgIH1cbiAgICAgIHRoaXMuI2NvbnN1bWVkICs9IGNodW5rLmxlbmd0aDtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogUmVhZHMgdGhlIG5leHQgYnl0ZXMgYXMgdGhleSBjb21lLCB3aXRoIG5vIGZyYW1pbmc6IGZpcnN0IHdoYXQgd2FzIHJlYWQgYWhlYWQgYW5kIG5vdFxuICAgKiB5ZXQgcmV0dXJuZWQgYXMgZnJhbWVzLCB0aGVuIHRoZSBzb3VyY2UncyBjaHVua3MuIEZvciBhIGNhbGxlciB0aGF0IGhhcyBzZWVuIGVub3VnaFxuICAgKiBmcmFtZXMgYW5kIHBpcGVzIHRoZSByZXN0LiBObyBsaW1pdCBhcHBsaWVzLiBSaWdodCBhZnRlciBgb3ZlcnNpemVgIHRoZSBsb25nIGxpbmUgY29tZXNcbiAgICogZmlyc3QsIGFzIHJlYWQgc28gZmFyIChhbmQgaXRzIExGIHdoZW4gaXQgd2FzIHJlYWQpOiBhIGNhbGxlciB0aGF0IG5vIGxvbmdlciBmcmFtZXMgbG9zZXNcbiAgICogbm8gYnl0ZSBvZiBpdC5cbiAgICpcbiAgICogQHJldHVybnMgVGhlIG5leHQgY2h1bmssIG9yIG51bGwgYXQgZW5kIG9mIHN0cmVhbS5cbiAgICpcbiAgICogQGV4YW1wbGUgUmVhZCBvbmUgZnJhbWUsIHRoZW4gdGhlIHJlc3QgYXMgYnl0ZXNcbiAgICogYGBgdHNcbiAgICogaW1wb3J0IHsgRnJhbWVSZWFkZXIgfSBmcm9tIFwiLi9mcmFtZV9yZWFkZXIudHNcIjtcbiAgICogY29uc3Qgc291cmNlID0gUmVhZGFibGVTdHJlYW0uZnJvbShbbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwie31cXG5yZXN0LCBubyBMRlwiKV0pO1xuICAgKiBjb25zdCByZWFkZXIgPSBuZXcgRnJhbWVSZWFkZXIoc291cmNlLCAxMDI0KTtcbiAgICogYXdhaXQgcmVhZGVyLm5leHQoKTsgLy8gdGhlIGZyYW1lIHt9XG4gICAqIGNvbnNvbGUubG9nKG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZSgoYXdhaXQgcmVhZGVyLm5leHRCeXRlcygpKSEpKTsgLy8gcmVzdCwgbm8gTEZcbiAgICogY29uc29sZS5sb2coYXdhaXQgcmVhZGVyLm5leHRCeXRlcygpKTsgLy8gbnVsbFxuICAgKiBgYGBcbiAgICovXG4gIGFzeW5jIG5leHRCeXRlcygpOiBQcm9taXNlPFVpbnQ4QXJyYXkgfCBudWxsPiB7XG4gICAgY29uc3QgaGVsZCA9IHRoaXMuI3BhcnRpYWwuc2hpZnQoKSA/PyB0aGlzLiN1bnNjYW5uZWQuc2hpZnQoKTtcbiAgICBpZiAoaGVsZCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICB0aGlzLiNjb25zdW1lZCArPSBoZWxkLmxlbmd0aDtcbiAgICAgIHJldHVybiBoZWxkO1xuICAgIH1cbiAgICBpZiAodGhpcy4jZG9uZSkgcmV0dXJuIG51bGw7XG4gICAgY29uc3QgeyBkb25lLCB2YWx1ZSB9ID0gYXdhaXQgdGhpcy4jcmVhZGVyLnJlYWQoKTtcbiAgICBpZiAoZG9uZSkge1xuICAgICAgdGhpcy4jZG9uZSA9IHRydWU7XG4gICAgICByZXR1cm4gbnVsbDtcbiAgICB9XG4gICAgdGhpcy4jY29uc3VtZWQgKz0gdmFsdWUubGVuZ3RoO1xuICAgIHJldHVybiB2YWx1ZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBTdG9wcyBmcmFtaW5nIGFuZCByZXR1cm5zIHdoYXQgaXMgbGVmdDogdGhlIGJ5dGVzIGFscmVhZHkgcmVhZCBidXQgbm90IHJldHVybmVkXG4gICAqIGFzIGZyYW1lcywgaW4gb3JkZXIsIGFuZCB0aGUgc291cmNlIHN0cmVhbSAodW5sb2NrZWQpIGZvciB0aGUgcmVzdC5cbiAgICpcbiAgICogQHJldHVybnMgYGJ1ZmZlcmVkYCBjaHVua3MgYW5kIHRoZSBgcmVhZGFibGVgIHRvIGNvbnRpbnVlIGZyb20uXG4gICAqL1xuICBkZXRhY2goKTogeyBidWZmZXJlZDogVWludDhBcnJheVtdOyByZWFkYWJsZTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4gfSB7XG4gICAgY29uc3QgYnVmZmVyZWQgPSBbLi4udGhpcy4jcGFydGlhbC5kcmFpbigpLCAuLi50aGlzLiN1bnNjYW5uZWRdO1xuICAgIHRoaXMuI3Vuc2Nhbm5lZCA9IFtdO1xuICAgIHRoaXMuI3JlYWRlci5yZWxlYXNlTG9jaygpO1xuICAgIHJldHVybiB7IGJ1ZmZlcmVkLCByZWFkYWJsZTogdGhpcy4jc291cmNlIH07XG4gIH1cblxuICAvKipcbiAgICogQ2hhbmdlcyB0aGUgbGFyZ2VzdCBmcmFtZSBhY2NlcHRlZCBmcm9tIHRoZSBuZXh0IGBuZXh0KClgIG9uOiBhIHNlc3Npb24gdGhhdCBib3VuZHMgdGhlXG4gICAqIGZyYW1lcyBiZWZvcmUgc2VsZWN0aW9uIHRpZ2h0bHkgY2FuIGFsbG93IGxhcmdlciBvbmVzIGFmdGVyIGl0LlxuICAgKlxuICAgKiBAcGFyYW0gbWF4RnJhbWUgTGFyZ2VzdCBmcmFtZSBpbiBieXRlcyAoTEYgZXhjbHVkZWQpLlxuICAgKlxuICAgKiBAZXhhbXBsZSBBbGxvdyBsYXJnZXIgZnJhbWVzIG9uY2UgdGhlIGZpcnN0IG9uZSBpcyByZWFkXG4gICAqIGBgYHRzXG4gICAqIGltcG9ydCB7IEZyYW1lUmVhZGVyIH0gZnJvbSBcIi4vZnJhbWVfcmVhZGVyLnRzXCI7XG4gICAqIGNvbnN0IHJlYWRlciA9IG5ldyBGcmFtZVJlYWRlcihSZWFkYWJsZVN0cmVhbS5mcm9tKFtuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXCJhYlxcbmxvbmdlclxcblwiKV0pLCAyKTtcbiAgICogYXdhaXQgcmVhZGVyLm5leHQoKTsgLy8gdGhlIGZyYW1lIFwiYWJcIlxuICAgKiByZWFkZXIuc2V0TGltaXQoMTAyNCk7XG4gICAqIGF3YWl0IHJlYWRlci5uZXh0KCk7IC8vIHRoZSBmcmFtZSBcImxvbmdlclwiXG4gICAqIGBgYFxuICAgKi9cbiAgc2V0TGltaXQobWF4RnJhbWU6IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuI21heEZyYW1lID0gbWF4RnJhbWU7XG4gIH1cblxuICAvKipcbiAgICogQnl0ZXMgb2YgdGhlIHNvdXJjZSBjb25zdW1lZCBzbyBmYXI6IHRoZSBmcmFtZXMgcmV0dXJuZWQgd2l0aCB0aGVpciBMRnMsIHRoZSBsaW5lc1xuICAgKiB7QGxpbmtjb2RlIEZyYW1lUmVhZGVyLmRpc2NhcmRMaW5lfSBkcm9wcGVkLCB0aGUgYnl0ZXMge0BsaW5rY29kZSBGcmFtZVJlYWRlci5uZXh0Qnl0ZXN9XG4gICAqIHJldHVybmVkLiBBZnRlciBhIGZyYW1lIGl0IGlzIHRoZSBvZmZzZXQgb2YgdGhlIG5leHQgbGluZSBpbiB0aGUgc291cmNlLlxuICAgKi9cbiAgZ2V0IGNvbnN1bWVkKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI2NvbnN1bWVkO1xuICB9XG5cbiAgLyoqIEJ5dGVzIG9mIGEgbGluZSBiZWd1biBidXQgbm90IGVuZGVkIHlldCAobm8gTEYgYWZ0ZXIgdGhlbSBzbyBmYXIpLiAqL1xuICBnZXQgcGVuZGluZ0J5dGVzKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3BhcnRpYWwubGVuZ3RoO1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgdGhlIHNvdXJjZSBoYXMgZW5kZWQgKG9ubHkgYnl0ZXMgaW4gdGhlIGJ1ZmZlcnMgcmVtYWluKS4gKi9cbiAgZ2V0IGVuZGVkKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNkb25lO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWtCQyxHQUVELHFDQUFxQyxHQXFCckMsU0FBUyxTQUFTLFFBQVEsa0JBQWtCO0FBRTVDLE1BQU0sS0FBSztBQUVYOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLE1BQU07RUFDWCxDQUFBLE1BQU8sQ0FBMEM7RUFDakQsQ0FBQSxNQUFPLENBQTZCO0VBQ3BDLENBQUEsUUFBUyxDQUFTO0VBQ2xCLGlGQUFpRixHQUNqRixDQUFBLE9BQVEsR0FBRyxJQUFJLFlBQVk7RUFDM0IsbUZBQW1GLEdBQ25GLENBQUEsU0FBVSxHQUFpQixFQUFFLENBQUM7RUFDOUIsQ0FBQSxJQUFLLEdBQUcsTUFBTTtFQUNkLG9GQUFvRixHQUNwRixDQUFBLFFBQVMsR0FBK0IsT0FBTztFQUMvQyx1RkFBdUYsR0FDdkYsQ0FBQSxTQUFVLEdBQUcsRUFBRTtFQUNmLENBQUEsUUFBUyxHQUFHLEVBQUU7RUFFZDs7Ozs7R0FLQyxHQUNELFlBQVksTUFBa0MsRUFBRSxRQUFnQixDQUFFO0lBQ2hFLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxPQUFPLFNBQVM7SUFDL0IsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0VBQ25CO0VBRUE7Ozs7R0FJQyxHQUNELE1BQU0sT0FBaUM7SUFDckMsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0lBQ2pCLE1BQU8sS0FBTTtNQUNYLElBQUksUUFBUSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsS0FBSztNQUNqQyxJQUFJLFVBQVUsV0FBVztRQUN2QixJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtRQUNoQixNQUFNLEVBQUUsSUFBSSxFQUFFLEtBQUssRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7UUFDL0MsSUFBSSxNQUFNO1VBQ1IsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO1VBQ2I7UUFDRjtRQUNBLFFBQVE7TUFDVjtNQUNBLE1BQU0sS0FBSyxNQUFNLE9BQU8sQ0FBQztNQUN6QixJQUFJLEtBQUssR0FBRztRQUNWLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUM7UUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRTtVQUN6QyxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7VUFDakIsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNO1VBQ3RDLE9BQU87WUFBRSxNQUFNO1lBQVksT0FBTyxJQUFJLENBQUMsQ0FBQSxRQUFTO1VBQUM7UUFDbkQ7UUFDQTtNQUNGO01BQ0EsSUFBSSxLQUFLLElBQUksTUFBTSxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLE9BQU8sQ0FBQyxNQUFNLFFBQVEsQ0FBQyxLQUFLO01BQ3ZFLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxHQUFHO01BQ3RDLElBQUksU0FBUyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUU7UUFDM0IsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO1FBQ2pCLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxTQUFTO1FBQzNCLDZFQUE2RTtRQUM3RSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxDQUFDLE1BQU0sUUFBUSxDQUFDLEdBQUcsS0FBSztRQUMxQyxPQUFPO1VBQUUsTUFBTTtVQUFZLE9BQU8sSUFBSSxDQUFDLENBQUEsUUFBUztRQUFDO01BQ25EO01BQ0EsSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJLFNBQVM7TUFDM0IsT0FBTztRQUFFLE1BQU07UUFBUyxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUMsTUFBTSxRQUFRLENBQUMsR0FBRztRQUFNLFlBQVk7TUFBSztJQUM3RjtJQUNBLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sS0FBSyxHQUFHLE9BQU87TUFBRSxNQUFNO0lBQU07SUFDckQsSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNO0lBQ3RDLE9BQU87TUFBRSxNQUFNO01BQVMsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSTtNQUFJLFlBQVk7SUFBTTtFQUN6RTtFQUVBOzs7Ozs7Ozs7Ozs7Ozs7OztHQWlCQyxHQUNELE1BQU0sY0FBZ0M7SUFDcEMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDNUIsSUFBSSxVQUFVLFFBQVEsTUFBTSxJQUFJLE1BQU07SUFDdEMsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0lBQ2pCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLO0lBQ25CLElBQUksQ0FBQyxDQUFBLFFBQVMsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVO0lBQ2pDLElBQUksVUFBVSxVQUFVLE9BQU87SUFDL0IsTUFBTyxLQUFNO01BQ1gsSUFBSSxRQUFRLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxLQUFLO01BQ2pDLElBQUksVUFBVSxXQUFXO1FBQ3ZCLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE9BQU87UUFDdkIsTUFBTSxFQUFFLElBQUksRUFBRSxLQUFLLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJO1FBQy9DLElBQUksTUFBTTtVQUNSLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztVQUNiLE9BQU87UUFDVDtRQUNBLFFBQVE7TUFDVjtNQUNBLE1BQU0sS0FBSyxNQUFNLE9BQU8sQ0FBQztNQUN6QixJQUFJLE1BQU0sR0FBRztRQUNYLElBQUksS0FBSyxJQUFJLE1BQU0sTUFBTSxFQUFFLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxPQUFPLENBQUMsTUFBTSxRQUFRLENBQUMsS0FBSztRQUN2RSxJQUFJLENBQUMsQ0FBQSxRQUFTLElBQUksS0FBSztRQUN2QixPQUFPO01BQ1Q7TUFDQSxJQUFJLENBQUMsQ0FBQSxRQUFTLElBQUksTUFBTSxNQUFNO0lBQ2hDO0VBQ0Y7RUFFQTs7Ozs7Ozs7Ozs7Ozs7Ozs7O0dBa0JDLEdBQ0QsTUFBTSxZQUF3QztJQUM1QyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUssTUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsS0FBSztJQUMzRCxJQUFJLFNBQVMsV0FBVztNQUN0QixJQUFJLENBQUMsQ0FBQSxRQUFTLElBQUksS0FBSyxNQUFNO01BQzdCLE9BQU87SUFDVDtJQUNBLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE9BQU87SUFDdkIsTUFBTSxFQUFFLElBQUksRUFBRSxLQUFLLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJO0lBQy9DLElBQUksTUFBTTtNQUNSLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztNQUNiLE9BQU87SUFDVDtJQUNBLElBQUksQ0FBQyxDQUFBLFFBQVMsSUFBSSxNQUFNLE1BQU07SUFDOUIsT0FBTztFQUNUO0VBRUE7Ozs7O0dBS0MsR0FDRCxTQUEyRTtJQUN6RSxNQUFNLFdBQVc7U0FBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsS0FBSztTQUFPLElBQUksQ0FBQyxDQUFBLFNBQVU7S0FBQztJQUMvRCxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsRUFBRTtJQUNwQixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsV0FBVztJQUN4QixPQUFPO01BQUU7TUFBVSxVQUFVLElBQUksQ0FBQyxDQUFBLE1BQU87SUFBQztFQUM1QztFQUVBOzs7Ozs7Ozs7Ozs7OztHQWNDLEdBQ0QsU0FBUyxRQUFnQixFQUFRO0lBQy9CLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztFQUNuQjtFQUVBOzs7O0dBSUMsR0FDRCxJQUFJLFdBQW1CO0lBQ3JCLE9BQU8sSUFBSSxDQUFDLENBQUEsUUFBUztFQUN2QjtFQUVBLHVFQUF1RSxHQUN2RSxJQUFJLGVBQXVCO0lBQ3pCLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU07RUFDN0I7RUFFQSxxRUFBcUUsR0FDckUsSUFBSSxRQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbkI7QUFDRiJ9
// denoCacheMetadata=7893719496446810453,13135089675022197477