/**
 * Bytes held across reads until a frame or a line is complete, in memory of the order of
 * their number however they arrive.
 *
 * A stream's chunk is often a view of a larger buffer (a one-byte read of stdin keeps a whole
 * 64 KiB buffer alive), and a peer that sends a line one byte per write makes a million
 * pieces of a megabyte: kept as they come, the bytes would cost tens of kilobytes each. Small
 * pieces are therefore copied into shared blocks, and a large piece that is a small part of
 * its buffer is copied out of it.
 *
 * Invariants:
 * - The pieces hold the pushed bytes in order, and nothing else.
 * - Memory held is at most about twice {@linkcode HeldBytes.length}, plus one block.
 * - A piece handed out (by `shift` or `drain`) never changes afterwards.
 *
 * @module
 */ /** Pieces shorter than this are copied into a block. */ const SMALL_PIECE = 16 * 1024;
/** The size of a block that small pieces are copied into. */ const BLOCK = 64 * 1024;
/**
 * A queue of held bytes: pushed as chunks, taken as one array or piece by piece.
 *
 * @example Hold a line that arrives a byte at a time, then take it whole
 * ```ts
 * import { HeldBytes } from "./held_bytes.ts";
 * const held = new HeldBytes();
 * for (const byte of new TextEncoder().encode("hello")) held.push(Uint8Array.of(byte));
 * console.log(held.length); // 5
 * console.log(new TextDecoder().decode(held.take())); // "hello"
 * ```
 */ export class HeldBytes {
  #pieces = [];
  #length = 0;
  /** The block small pieces are copied into, and how much of it is used. */ #block = null;
  #used = 0;
  /** Where the last piece starts in the block, when it is still growing there (else -1). */ #openAt = -1;
  /** The bytes held. */ get length() {
    return this.#length;
  }
  /**
   * Appends `chunk`'s bytes.
   *
   * @param chunk The bytes.
   * @param reused Whether the caller may change `chunk` after the call (then it is always
   *   copied); else a large chunk that fills most of its buffer is kept as it is.
   */ push(chunk, reused = false) {
    const n = chunk.length;
    if (n === 0) return;
    this.#length += n;
    if (n >= SMALL_PIECE) {
      this.#openAt = -1;
      const wasteful = chunk.buffer.byteLength > 2 * n;
      this.#pieces.push(reused || wasteful ? chunk.slice() : chunk);
      return;
    }
    if (this.#block === null || this.#used + n > this.#block.length) {
      this.#block = new Uint8Array(BLOCK);
      this.#used = 0;
      this.#openAt = -1;
    }
    this.#block.set(chunk, this.#used);
    this.#used += n;
    if (this.#openAt < 0) {
      this.#openAt = this.#used - n;
      this.#pieces.push(this.#block.subarray(this.#openAt, this.#used));
    } else {
      this.#pieces[this.#pieces.length - 1] = this.#block.subarray(this.#openAt, this.#used);
    }
  }
  /**
   * Removes and returns the first piece.
   *
   * @returns The piece, or undefined when nothing is held.
   */ shift() {
    const piece = this.#pieces.shift();
    if (piece === undefined) return undefined;
    this.#length -= piece.length;
    if (this.#pieces.length === 0) this.#openAt = -1; // handed out: it grows no more
    return piece;
  }
  /**
   * Removes and returns every piece, in order.
   *
   * @returns The pieces.
   */ drain() {
    const pieces = this.#pieces;
    this.#pieces = [];
    this.#length = 0;
    this.#openAt = -1;
    return pieces;
  }
  /**
   * Removes everything held and returns it as one new array, followed by `last`.
   *
   * @param last Bytes to add at the end (not held).
   * @returns The bytes; `last` itself when nothing was held.
   */ take(last = new Uint8Array(0)) {
    if (this.#pieces.length === 0) return last;
    const out = new Uint8Array(this.#length + last.length);
    let offset = 0;
    for (const piece of this.drain()){
      out.set(piece, offset);
      offset += piece.length;
    }
    out.set(last, offset);
    return out;
  }
  /** Drops everything held. */ clear() {
    this.drain();
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3RyYW5zcG9ydC9oZWxkX2J5dGVzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQnl0ZXMgaGVsZCBhY3Jvc3MgcmVhZHMgdW50aWwgYSBmcmFtZSBvciBhIGxpbmUgaXMgY29tcGxldGUsIGluIG1lbW9yeSBvZiB0aGUgb3JkZXIgb2ZcbiAqIHRoZWlyIG51bWJlciBob3dldmVyIHRoZXkgYXJyaXZlLlxuICpcbiAqIEEgc3RyZWFtJ3MgY2h1bmsgaXMgb2Z0ZW4gYSB2aWV3IG9mIGEgbGFyZ2VyIGJ1ZmZlciAoYSBvbmUtYnl0ZSByZWFkIG9mIHN0ZGluIGtlZXBzIGEgd2hvbGVcbiAqIDY0IEtpQiBidWZmZXIgYWxpdmUpLCBhbmQgYSBwZWVyIHRoYXQgc2VuZHMgYSBsaW5lIG9uZSBieXRlIHBlciB3cml0ZSBtYWtlcyBhIG1pbGxpb25cbiAqIHBpZWNlcyBvZiBhIG1lZ2FieXRlOiBrZXB0IGFzIHRoZXkgY29tZSwgdGhlIGJ5dGVzIHdvdWxkIGNvc3QgdGVucyBvZiBraWxvYnl0ZXMgZWFjaC4gU21hbGxcbiAqIHBpZWNlcyBhcmUgdGhlcmVmb3JlIGNvcGllZCBpbnRvIHNoYXJlZCBibG9ja3MsIGFuZCBhIGxhcmdlIHBpZWNlIHRoYXQgaXMgYSBzbWFsbCBwYXJ0IG9mXG4gKiBpdHMgYnVmZmVyIGlzIGNvcGllZCBvdXQgb2YgaXQuXG4gKlxuICogSW52YXJpYW50czpcbiAqIC0gVGhlIHBpZWNlcyBob2xkIHRoZSBwdXNoZWQgYnl0ZXMgaW4gb3JkZXIsIGFuZCBub3RoaW5nIGVsc2UuXG4gKiAtIE1lbW9yeSBoZWxkIGlzIGF0IG1vc3QgYWJvdXQgdHdpY2Uge0BsaW5rY29kZSBIZWxkQnl0ZXMubGVuZ3RofSwgcGx1cyBvbmUgYmxvY2suXG4gKiAtIEEgcGllY2UgaGFuZGVkIG91dCAoYnkgYHNoaWZ0YCBvciBgZHJhaW5gKSBuZXZlciBjaGFuZ2VzIGFmdGVyd2FyZHMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBQaWVjZXMgc2hvcnRlciB0aGFuIHRoaXMgYXJlIGNvcGllZCBpbnRvIGEgYmxvY2suICovXG5jb25zdCBTTUFMTF9QSUVDRSA9IDE2ICogMTAyNDtcbi8qKiBUaGUgc2l6ZSBvZiBhIGJsb2NrIHRoYXQgc21hbGwgcGllY2VzIGFyZSBjb3BpZWQgaW50by4gKi9cbmNvbnN0IEJMT0NLID0gNjQgKiAxMDI0O1xuXG4vKipcbiAqIEEgcXVldWUgb2YgaGVsZCBieXRlczogcHVzaGVkIGFzIGNodW5rcywgdGFrZW4gYXMgb25lIGFycmF5IG9yIHBpZWNlIGJ5IHBpZWNlLlxuICpcbiAqIEBleGFtcGxlIEhvbGQgYSBsaW5lIHRoYXQgYXJyaXZlcyBhIGJ5dGUgYXQgYSB0aW1lLCB0aGVuIHRha2UgaXQgd2hvbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBIZWxkQnl0ZXMgfSBmcm9tIFwiLi9oZWxkX2J5dGVzLnRzXCI7XG4gKiBjb25zdCBoZWxkID0gbmV3IEhlbGRCeXRlcygpO1xuICogZm9yIChjb25zdCBieXRlIG9mIG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcImhlbGxvXCIpKSBoZWxkLnB1c2goVWludDhBcnJheS5vZihieXRlKSk7XG4gKiBjb25zb2xlLmxvZyhoZWxkLmxlbmd0aCk7IC8vIDVcbiAqIGNvbnNvbGUubG9nKG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZShoZWxkLnRha2UoKSkpOyAvLyBcImhlbGxvXCJcbiAqIGBgYFxuICovXG5leHBvcnQgY2xhc3MgSGVsZEJ5dGVzIHtcbiAgI3BpZWNlczogVWludDhBcnJheVtdID0gW107XG4gICNsZW5ndGggPSAwO1xuICAvKiogVGhlIGJsb2NrIHNtYWxsIHBpZWNlcyBhcmUgY29waWVkIGludG8sIGFuZCBob3cgbXVjaCBvZiBpdCBpcyB1c2VkLiAqL1xuICAjYmxvY2s6IFVpbnQ4QXJyYXkgfCBudWxsID0gbnVsbDtcbiAgI3VzZWQgPSAwO1xuICAvKiogV2hlcmUgdGhlIGxhc3QgcGllY2Ugc3RhcnRzIGluIHRoZSBibG9jaywgd2hlbiBpdCBpcyBzdGlsbCBncm93aW5nIHRoZXJlIChlbHNlIC0xKS4gKi9cbiAgI29wZW5BdCA9IC0xO1xuXG4gIC8qKiBUaGUgYnl0ZXMgaGVsZC4gKi9cbiAgZ2V0IGxlbmd0aCgpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLiNsZW5ndGg7XG4gIH1cblxuICAvKipcbiAgICogQXBwZW5kcyBgY2h1bmtgJ3MgYnl0ZXMuXG4gICAqXG4gICAqIEBwYXJhbSBjaHVuayBUaGUgYnl0ZXMuXG4gICAqIEBwYXJhbSByZXVzZWQgV2hldGhlciB0aGUgY2FsbGVyIG1heSBjaGFuZ2UgYGNodW5rYCBhZnRlciB0aGUgY2FsbCAodGhlbiBpdCBpcyBhbHdheXNcbiAgICogICBjb3BpZWQpOyBlbHNlIGEgbGFyZ2UgY2h1bmsgdGhhdCBmaWxscyBtb3N0IG9mIGl0cyBidWZmZXIgaXMga2VwdCBhcyBpdCBpcy5cbiAgICovXG4gIHB1c2goY2h1bms6IFVpbnQ4QXJyYXksIHJldXNlZCA9IGZhbHNlKTogdm9pZCB7XG4gICAgY29uc3QgbiA9IGNodW5rLmxlbmd0aDtcbiAgICBpZiAobiA9PT0gMCkgcmV0dXJuO1xuICAgIHRoaXMuI2xlbmd0aCArPSBuO1xuICAgIGlmIChuID49IFNNQUxMX1BJRUNFKSB7XG4gICAgICB0aGlzLiNvcGVuQXQgPSAtMTtcbiAgICAgIGNvbnN0IHdhc3RlZnVsID0gY2h1bmsuYnVmZmVyLmJ5dGVMZW5ndGggPiAyICogbjtcbiAgICAgIHRoaXMuI3BpZWNlcy5wdXNoKHJldXNlZCB8fCB3YXN0ZWZ1bCA/IGNodW5rLnNsaWNlKCkgOiBjaHVuayk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICh0aGlzLiNibG9jayA9PT0gbnVsbCB8fCB0aGlzLiN1c2VkICsgbiA+IHRoaXMuI2Jsb2NrLmxlbmd0aCkge1xuICAgICAgdGhpcy4jYmxvY2sgPSBuZXcgVWludDhBcnJheShCTE9DSyk7XG4gICAgICB0aGlzLiN1c2VkID0gMDtcbiAgICAgIHRoaXMuI29wZW5BdCA9IC0xO1xuICAgIH1cbiAgICB0aGlzLiNibG9jay5zZXQoY2h1bmssIHRoaXMuI3VzZWQpO1xuICAgIHRoaXMuI3VzZWQgKz0gbjtcbiAgICBpZiAodGhpcy4jb3BlbkF0IDwgMCkge1xuICAgICAgdGhpcy4jb3BlbkF0ID0gdGhpcy4jdXNlZCAtIG47XG4gICAgICB0aGlzLiNwaWVjZXMucHVzaCh0aGlzLiNibG9jay5zdWJhcnJheSh0aGlzLiNvcGVuQXQsIHRoaXMuI3VzZWQpKTtcbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy4jcGllY2VzW3RoaXMuI3BpZWNlcy5sZW5ndGggLSAxXSA9IHRoaXMuI2Jsb2NrLnN1YmFycmF5KHRoaXMuI29wZW5BdCwgdGhpcy4jdXNlZCk7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFJlbW92ZXMgYW5kIHJldHVybnMgdGhlIGZpcnN0IHBpZWNlLlxuICAgKlxuICAgKiBAcmV0dXJucyBUaGUgcGllY2UsIG9yIHVuZGVmaW5lZCB3aGVuIG5vdGhpbmcgaXMgaGVsZC5cbiAgICovXG4gIHNoaWZ0KCk6IFVpbnQ4QXJyYXkgfCB1bmRlZmluZWQge1xuICAgIGNvbnN0IHBpZWNlID0gdGhpcy4jcGllY2VzLnNoaWZ0KCk7XG4gICAgaWYgKHBpZWNlID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgdGhpcy4jbGVuZ3RoIC09IHBpZWNlLmxlbmd0aDtcbiAgICBpZiAodGhpcy4jcGllY2VzLmxlbmd0aCA9PT0gMCkgdGhpcy4jb3BlbkF0ID0gLTE7IC8vIGhhbmRlZCBvdXQ6IGl0IGdyb3dzIG5vIG1vcmVcbiAgICByZXR1cm4gcGllY2U7XG4gIH1cblxuICAvKipcbiAgICogUmVtb3ZlcyBhbmQgcmV0dXJucyBldmVyeSBwaWVjZSwgaW4gb3JkZXIuXG4gICAqXG4gICAqIEByZXR1cm5zIFRoZSBwaWVjZXMuXG4gICAqL1xuICBkcmFpbigpOiBVaW50OEFycmF5W10ge1xuICAgIGNvbnN0IHBpZWNlcyA9IHRoaXMuI3BpZWNlcztcbiAgICB0aGlzLiNwaWVjZXMgPSBbXTtcbiAgICB0aGlzLiNsZW5ndGggPSAwO1xuICAgIHRoaXMuI29wZW5BdCA9IC0xO1xuICAgIHJldHVybiBwaWVjZXM7XG4gIH1cblxuICAvKipcbiAgICogUmVtb3ZlcyBldmVyeXRoaW5nIGhlbGQgYW5kIHJldHVybnMgaXQgYXMgb25lIG5ldyBhcnJheSwgZm9sbG93ZWQgYnkgYGxhc3RgLlxuICAgKlxuICAgKiBAcGFyYW0gbGFzdCBCeXRlcyB0byBhZGQgYXQgdGhlIGVuZCAobm90IGhlbGQpLlxuICAgKiBAcmV0dXJucyBUaGUgYnl0ZXM7IGBsYXN0YCBpdHNlbGYgd2hlbiBub3RoaW5nIHdhcyBoZWxkLlxuICAgKi9cbiAgdGFrZShsYXN0OiBVaW50OEFycmF5ID0gbmV3IFVpbnQ4QXJyYXkoMCkpOiBVaW50OEFycmF5IHtcbiAgICBpZiAodGhpcy4jcGllY2VzLmxlbmd0aCA9PT0gMCkgcmV0dXJuIGxhc3Q7XG4gICAgY29uc3Qgb3V0ID0gbmV3IFVpbnQ4QXJyYXkodGhpcy4jbGVuZ3RoICsgbGFzdC5sZW5ndGgpO1xuICAgIGxldCBvZmZzZXQgPSAwO1xuICAgIGZvciAoY29uc3QgcGllY2Ugb2YgdGhpcy5kcmFpbigpKSB7XG4gICAgICBvdXQuc2V0KHBpZWNlLCBvZmZzZXQpO1xuICAgICAgb2Zmc2V0ICs9IHBpZWNlLmxlbmd0aDtcbiAgICB9XG4gICAgb3V0LnNldChsYXN0LCBvZmZzZXQpO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvKiogRHJvcHMgZXZlcnl0aGluZyBoZWxkLiAqL1xuICBjbGVhcigpOiB2b2lkIHtcbiAgICB0aGlzLmRyYWluKCk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7OztDQWdCQyxHQUVELHNEQUFzRCxHQUN0RCxNQUFNLGNBQWMsS0FBSztBQUN6QiwyREFBMkQsR0FDM0QsTUFBTSxRQUFRLEtBQUs7QUFFbkI7Ozs7Ozs7Ozs7O0NBV0MsR0FDRCxPQUFPLE1BQU07RUFDWCxDQUFBLE1BQU8sR0FBaUIsRUFBRSxDQUFDO0VBQzNCLENBQUEsTUFBTyxHQUFHLEVBQUU7RUFDWix3RUFBd0UsR0FDeEUsQ0FBQSxLQUFNLEdBQXNCLEtBQUs7RUFDakMsQ0FBQSxJQUFLLEdBQUcsRUFBRTtFQUNWLHdGQUF3RixHQUN4RixDQUFBLE1BQU8sR0FBRyxDQUFDLEVBQUU7RUFFYixvQkFBb0IsR0FDcEIsSUFBSSxTQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDckI7RUFFQTs7Ozs7O0dBTUMsR0FDRCxLQUFLLEtBQWlCLEVBQUUsU0FBUyxLQUFLLEVBQVE7SUFDNUMsTUFBTSxJQUFJLE1BQU0sTUFBTTtJQUN0QixJQUFJLE1BQU0sR0FBRztJQUNiLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSTtJQUNoQixJQUFJLEtBQUssYUFBYTtNQUNwQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsQ0FBQztNQUNoQixNQUFNLFdBQVcsTUFBTSxNQUFNLENBQUMsVUFBVSxHQUFHLElBQUk7TUFDL0MsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQyxVQUFVLFdBQVcsTUFBTSxLQUFLLEtBQUs7TUFDdkQ7SUFDRjtJQUNBLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxLQUFLLFFBQVEsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sRUFBRTtNQUMvRCxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxXQUFXO01BQzdCLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztNQUNiLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxDQUFDO0lBQ2xCO0lBQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQyxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDakMsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUFJO0lBQ2QsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsR0FBRztNQUNwQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO01BQzVCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFFBQVEsQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsSUFBSSxDQUFDLENBQUEsSUFBSztJQUNqRSxPQUFPO01BQ0wsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEdBQUcsRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkY7RUFDRjtFQUVBOzs7O0dBSUMsR0FDRCxRQUFnQztJQUM5QixNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUs7SUFDaEMsSUFBSSxVQUFVLFdBQVcsT0FBTztJQUNoQyxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksTUFBTSxNQUFNO0lBQzVCLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sS0FBSyxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxDQUFDLEdBQUcsK0JBQStCO0lBQ2pGLE9BQU87RUFDVDtFQUVBOzs7O0dBSUMsR0FDRCxRQUFzQjtJQUNwQixNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTztJQUMzQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsRUFBRTtJQUNqQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsQ0FBQztJQUNoQixPQUFPO0VBQ1Q7RUFFQTs7Ozs7R0FLQyxHQUNELEtBQUssT0FBbUIsSUFBSSxXQUFXLEVBQUUsRUFBYztJQUNyRCxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEtBQUssR0FBRyxPQUFPO0lBQ3RDLE1BQU0sTUFBTSxJQUFJLFdBQVcsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLEtBQUssTUFBTTtJQUNyRCxJQUFJLFNBQVM7SUFDYixLQUFLLE1BQU0sU0FBUyxJQUFJLENBQUMsS0FBSyxHQUFJO01BQ2hDLElBQUksR0FBRyxDQUFDLE9BQU87TUFDZixVQUFVLE1BQU0sTUFBTTtJQUN4QjtJQUNBLElBQUksR0FBRyxDQUFDLE1BQU07SUFDZCxPQUFPO0VBQ1Q7RUFFQSwyQkFBMkIsR0FDM0IsUUFBYztJQUNaLElBQUksQ0FBQyxLQUFLO0VBQ1o7QUFDRiJ9
// denoCacheMetadata=5484398563361812095,11955505380954405734