/**
 * WebSocket framing (RFC 6455 §5): a reader that turns a peer's bytes into whole messages and
 * control frames, the writer of unmasked server frames' headers, and the writer of masked client
 * frames. Pure: no I/O.
 *
 * Invariants:
 * - A client's frame must be masked and a server's must not; a frame must have no RSV bit (no
 *   extension is ever negotiated) and a known opcode; a control frame must be final and at most
 *   125 bytes; fragments must follow the rules of §5.4. Any breach is a `1002` failure.
 * - A message (all its fragments) over `maxMessageBytes` is a `1009` failure as soon as a frame
 *   header says so, before its payload is buffered. A text message that is not UTF-8, or a close
 *   reason that is not, is a `1007` failure.
 * - After a failure or a close frame the reader ignores every further byte.
 *
 * @module
 */

import { HeldBytes } from "../transport/held_bytes.ts";

// Loaded by import(), not a static import: a bundle (`deno task bundle`) hoists a static
// `node:` import to its top, which loads Deno's Node layer into every start, stdio's too.
const { isUtf8 } = await import("node:buffer");
const { createHash } = await import("node:crypto");

/** What {@linkcode WsFrameReader.push} finds, in order. */
export type WsEvent =
  /** A whole text message: its UTF-8 bytes, unmasked. */
  | { readonly kind: "text"; readonly bytes: Uint8Array }
  /** A whole binary message (ACP ignores them), by size. */
  | { readonly kind: "binary"; readonly size: number }
  /** A ping: answer it with a pong of the same payload. */
  | { readonly kind: "ping"; readonly payload: Uint8Array }
  /** A pong. */
  | { readonly kind: "pong" }
  /** The peer's close frame: its code (`undefined` when it had none) and reason. */
  | { readonly kind: "close"; readonly code: number | undefined; readonly reason: string }
  /** A breach of the protocol or a limit: close with `code`. */
  | { readonly kind: "failure"; readonly code: 1002 | 1007 | 1009; readonly message: string };

/** Opcodes (RFC 6455 §5.2). */
export const Opcode = {
  continuation: 0x0,
  text: 0x1,
  binary: 0x2,
  close: 0x8,
  ping: 0x9,
  pong: 0xa,
} as const;

/** The most bytes of a control frame's payload. */
const MAX_CONTROL = 125;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Reads a peer's frames: a client's (masked; the server side's reader, the default) or a
 * server's (unmasked; the client side's).
 *
 * @example Read one masked text frame
 * ```ts
 * import { WsFrameReader } from "./ws_frames.ts";
 * const reader = new WsFrameReader(1024);
 * // FIN + text, masked, 2 bytes, mask 0 0 0 0, "hi"
 * reader.push(new Uint8Array([0x81, 0x82, 0, 0, 0, 0, 0x68, 0x69]), (event) => {
 *   if (event.kind === "text") console.log(new TextDecoder().decode(event.bytes)); // hi
 * });
 * ```
 */
export class WsFrameReader {
  readonly #max: number;
  /** A frame in progress (small reads copied together: memory of the order of its bytes). */
  readonly #carry = new HeldBytes();
  /** The whole size of the carried frame, once its header is in (0: not known yet). */
  #need = 0;
  /** A fragmented message is in progress. */
  #fragmented = false;
  /**
   * Its fragments so far, small ones copied together: memory of the order of their bytes,
   * however many fragments (a million one-byte fragments, kept each in its own array, once
   * held 400 times their bytes).
   */
  readonly #parts = new HeldBytes();
  #partsText = false;
  #done = false;
  /** Data frames are skipped as they come, nothing held (the socket is closing). */
  #discarding = false;
  /** Bytes of a skipped data frame still to come. */
  #skip = 0;
  /** The carried frame is a data frame (its rest can be skipped). */
  #carryData = false;
  /** Mask bytes in each frame: 4 from a client, 0 from a server. */
  readonly #maskBytes: 0 | 4;

  /**
   * @param maxMessageBytes The largest message, all fragments together.
   * @param from Whose frames are read: `"client"` (masked) or `"server"` (unmasked).
   */
  constructor(maxMessageBytes: number, from: "client" | "server" = "client") {
    this.#max = maxMessageBytes;
    this.#maskBytes = from === "client" ? 4 : 0;
  }

  /** Whether the reader has stopped (after a close frame or a failure). */
  get done(): boolean {
    return this.#done;
  }

  /** The bytes held for what is not yet whole: a frame in progress, a message's fragments. */
  get heldBytes(): number {
    return this.#carry.length + this.#parts.length;
  }

  /** Reads no more (the socket is closing: the rest is dropped) and lets go of what it held. */
  stop(): void {
    this.#done = true;
    this.#carry.clear();
    this.#parts.clear();
    this.#need = 0;
  }

  /**
   * Reads on for control frames (a close, a ping) but lets go of every message: what it held
   * and each data frame from now, skipped as its bytes come (a closing socket drops messages;
   * regress88: a message held while closing, or after a failure, kept its share of the
   * server's budget until the socket ended).
   */
  discardMessages(): void {
    this.#discarding = true;
    this.#parts.clear();
    this.#fragmented = false;
    if (this.#carryData && this.#need > 0) {
      this.#skip = this.#need - this.#carry.length;
      this.#carry.clear();
      this.#need = 0;
    }
  }

  /**
   * Reads `chunk` (the reader keeps no reference to it) and reports each complete message and
   * control frame.
   *
   * @param chunk The next bytes from the client.
   * @param emit Called for each event, in order.
   */
  push(chunk: Uint8Array, emit: (event: WsEvent) => void): void {
    if (this.#done) return;
    let data = chunk;
    if (this.#skip > 0) {
      const skipped = Math.min(this.#skip, data.length);
      this.#skip -= skipped;
      if (skipped === data.length) return;
      data = data.subarray(skipped);
    }
    if (this.#carry.length > 0) {
      // A frame in progress is joined once, when it is complete: each byte is copied a
      // bounded number of times however many reads a large frame takes.
      this.#carry.push(chunk, true);
      if (this.#carry.length < this.#need) return;
      data = this.#carry.take();
      // Nothing is carried now (a discard from an event of this push must not skip for it).
      this.#need = 0;
      this.#carryData = false;
    }
    let at = 0;
    while (!this.#done) {
      const used = this.#frame(data, at, emit);
      if (used === 0) break;
      at += used;
    }
    const rest = this.#done || at === data.length ? null : data.subarray(at);
    this.#carry.clear();
    if (rest !== null) this.#carry.push(rest, true); // copied once, by the holder
    this.#need = rest === null ? 0 : frameSize(rest, this.#maskBytes);
    this.#carryData = rest !== null && (rest[0] & 0x08) === 0;
  }

  #fail(emit: (event: WsEvent) => void, code: 1002 | 1007 | 1009, message: string): number {
    this.#done = true;
    this.#parts.clear(); // the message in progress is never delivered
    emit({ kind: "failure", code, message });
    return 1;
  }

  /** Reads one frame at `at`; returns how many bytes it took, 0 when it is not complete. */
  #frame(data: Uint8Array, at: number, emit: (event: WsEvent) => void): number {
    const left = data.length - at;
    if (left < 2) return 0;
    const b0 = data[at], b1 = data[at + 1];
    const fin = (b0 & 0x80) !== 0;
    const opcode = b0 & 0x0f;
    if ((b0 & 0x70) !== 0) return this.#fail(emit, 1002, "a frame has an RSV bit set");
    if (((b1 & 0x80) === 0) !== (this.#maskBytes === 0)) {
      const frame = this.#maskBytes === 0
        ? "a server frame is masked"
        : "a client frame is not masked";
      return this.#fail(emit, 1002, frame);
    }
    let length = b1 & 0x7f;
    let head = 2;
    if (length === 126) {
      if (left < 4) return 0;
      length = (data[at + 2] << 8) | data[at + 3];
      head = 4;
    } else if (length === 127) {
      if (left < 10) return 0;
      if (data[at + 2] & 0x80) return this.#fail(emit, 1002, "a frame length has its top bit set");
      const high = ((data[at + 2] << 24) >>> 0) + (data[at + 3] << 16) + (data[at + 4] << 8) +
        data[at + 5];
      const low = ((data[at + 6] << 24) >>> 0) + (data[at + 7] << 16) + (data[at + 8] << 8) +
        data[at + 9];
      length = high * 0x1_0000_0000 + low;
      head = 10;
    }
    const control = opcode >= 0x8;
    if (!control && this.#discarding) {
      // Skipped as it comes: none of it is held, whatever its size.
      const size = head + this.#maskBytes + length;
      if (left >= size) return size;
      this.#skip = size - left;
      return left;
    }
    if (control) {
      if (opcode > Opcode.pong) return this.#fail(emit, 1002, `unknown opcode ${opcode}`);
      if (!fin) return this.#fail(emit, 1002, "a control frame is fragmented");
      if (length > MAX_CONTROL) {
        return this.#fail(emit, 1002, `a control frame is over ${MAX_CONTROL} bytes`);
      }
    } else {
      if (opcode > Opcode.binary) return this.#fail(emit, 1002, `unknown opcode ${opcode}`);
      if (opcode === Opcode.continuation && !this.#fragmented) {
        return this.#fail(emit, 1002, "a continuation frame without a message");
      }
      if (opcode !== Opcode.continuation && this.#fragmented) {
        return this.#fail(emit, 1002, "a new message inside a fragmented one");
      }
      const before = opcode === Opcode.continuation ? this.#parts.length : 0;
      if (before + length > this.#max) {
        return this.#fail(emit, 1009, `a message is over ${this.#max} bytes`);
      }
    }
    const mask = this.#maskBytes;
    if (left < head + mask + length) return 0;
    const maskAt = at + head;
    const payload = data.slice(maskAt + mask, maskAt + mask + length);
    if (mask === 4) {
      const m0 = data[maskAt], m1 = data[maskAt + 1], m2 = data[maskAt + 2], m3 = data[maskAt + 3];
      for (let i = 0; i < length; i += 4) {
        payload[i] ^= m0;
        if (i + 1 < length) payload[i + 1] ^= m1;
        if (i + 2 < length) payload[i + 2] ^= m2;
        if (i + 3 < length) payload[i + 3] ^= m3;
      }
    }
    const used = head + mask + length;
    if (control) {
      this.#control(opcode, payload, emit);
      return used;
    }
    if (opcode !== Opcode.continuation) {
      this.#fragmented = true;
      this.#partsText = opcode === Opcode.text;
    }
    if (!fin) {
      this.#parts.push(payload);
      return used;
    }
    const text = this.#partsText;
    this.#fragmented = false;
    const message = this.#parts.take(payload);
    if (!text) {
      emit({ kind: "binary", size: message.length });
      return used;
    }
    if (!isUtf8(message)) {
      this.#fail(emit, 1007, "a text message is not valid UTF-8");
      return used;
    }
    emit({ kind: "text", bytes: message });
    return used;
  }

  #control(opcode: number, payload: Uint8Array, emit: (event: WsEvent) => void): void {
    if (opcode === Opcode.ping) {
      emit({ kind: "ping", payload });
      return;
    }
    if (opcode === Opcode.pong) {
      emit({ kind: "pong" });
      return;
    }
    if (payload.length === 1) {
      this.#fail(emit, 1002, "a close frame with a 1-byte payload");
      return;
    }
    let code: number | undefined;
    let reason = "";
    if (payload.length >= 2) {
      code = (payload[0] << 8) | payload[1];
      if (!validCloseCode(code)) {
        this.#fail(emit, 1002, `close code ${code} is not allowed on the wire`);
        return;
      }
      try {
        reason = utf8.decode(payload.subarray(2));
      } catch {
        this.#fail(emit, 1007, "a close reason is not valid UTF-8");
        return;
      }
    }
    this.#done = true;
    emit({ kind: "close", code, reason });
  }
}

/** The whole size of the frame `data` starts with, or 0 while its header is not in. */
function frameSize(data: Uint8Array, mask: number): number {
  if (data.length < 2) return 0;
  const code = data[1] & 0x7f;
  if (code < 126) return 2 + mask + code;
  if (code === 126) return data.length < 4 ? 0 : 4 + mask + ((data[2] << 8) | data[3]);
  if (data.length < 10) return 0;
  let length = 0;
  for (let i = 2; i < 10; i++) length = length * 256 + data[i];
  return 10 + mask + length;
}

/** Whether `code` may be sent in a close frame (RFC 6455 §7.4). */
function validCloseCode(code: number): boolean {
  if (code >= 3000 && code <= 4999) return true;
  return code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006;
}

/** How many header bytes a server frame of `length` payload bytes has. */
export function frameHeaderSize(length: number): number {
  return length < 126 ? 2 : length < 0x1_0000 ? 4 : 10;
}

/**
 * Writes an unmasked, final server frame's header at `at` of `out`.
 *
 * @param out Where to write.
 * @param at The offset.
 * @param opcode The frame's opcode.
 * @param length The payload's length.
 * @returns The offset after the header.
 */
export function writeFrameHeader(
  out: Uint8Array,
  at: number,
  opcode: number,
  length: number,
): number {
  out[at] = 0x80 | opcode;
  if (length < 126) {
    out[at + 1] = length;
    return at + 2;
  }
  if (length < 0x1_0000) {
    out[at + 1] = 126;
    out[at + 2] = length >>> 8;
    out[at + 3] = length & 0xff;
    return at + 4;
  }
  out[at + 1] = 127;
  const high = Math.floor(length / 0x1_0000_0000);
  const low = length >>> 0;
  out[at + 2] = high >>> 24;
  out[at + 3] = (high >>> 16) & 0xff;
  out[at + 4] = (high >>> 8) & 0xff;
  out[at + 5] = high & 0xff;
  out[at + 6] = low >>> 24;
  out[at + 7] = (low >>> 16) & 0xff;
  out[at + 8] = (low >>> 8) & 0xff;
  out[at + 9] = low & 0xff;
  return at + 10;
}

/**
 * A final client frame: masked with a fresh random key, as RFC 6455 §5.3 asks of a client.
 *
 * @param opcode The frame's opcode.
 * @param payload Its payload (not changed).
 * @returns The frame's bytes.
 *
 * @example A masked text frame reads back as its text
 * ```ts
 * import { maskedFrame, Opcode, WsFrameReader } from "./ws_frames.ts";
 * new WsFrameReader(1024).push(maskedFrame(Opcode.text, new TextEncoder().encode("hi")), (e) => {
 *   if (e.kind === "text") console.log(new TextDecoder().decode(e.bytes)); // hi
 * });
 * ```
 */
export function maskedFrame(opcode: number, payload: Uint8Array): Uint8Array {
  const head = frameHeaderSize(payload.length) + 4;
  // The payload starts on a 4-byte boundary of its buffer, so that most of it is masked a
  // word at a time.
  const pad = (4 - (head % 4)) % 4;
  const frame = new Uint8Array(pad + head + payload.length).subarray(pad);
  const keyAt = writeFrameHeader(frame, 0, opcode, payload.length);
  frame[1] |= 0x80;
  const key = frame.subarray(keyAt, keyAt + 4);
  crypto.getRandomValues(key);
  frame.set(payload, head);
  const words = payload.length >>> 2;
  const word = new Uint32Array(key.slice().buffer)[0];
  const aligned = new Uint32Array(frame.buffer, frame.byteOffset + head, words);
  for (let i = 0; i < words; i++) aligned[i] ^= word;
  for (let i = words << 2; i < payload.length; i++) frame[head + i] ^= key[i & 3];
  return frame;
}

/** RFC 6455 §1.3: the GUID a handshake's accept value is made with. */
const ACCEPT_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/**
 * The `Sec-WebSocket-Accept` value a server answers the key `key` with (RFC 6455 §4.2.2).
 *
 * @param key The request's `Sec-WebSocket-Key`.
 * @returns The base64 SHA-1 of the key and the protocol's GUID.
 *
 * @example The RFC's own example
 * ```ts
 * import { webSocketAcceptFor } from "./ws_frames.ts";
 * console.log(webSocketAcceptFor("dGhlIHNhbXBsZSBub25jZQ==")); // s3pPLMBiTxaQ9kYGzzhZRbK+xOo=
 * ```
 */
export function webSocketAcceptFor(key: string): string {
  return createHash("sha1").update(key + ACCEPT_GUID).digest("base64");
}
