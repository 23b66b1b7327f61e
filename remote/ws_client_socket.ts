/**
 * The WebSocket the remote agent's client dials (RFC 6455 over `Deno.connect` or
 * `Deno.connectTls`), with the part of the `WebSocket` interface `ws_client.ts` uses. Unlike
 * the runtime's, it bounds a message, all its fragments together, by `maxMessageBytes` as its
 * frame headers arrive: a server cannot make it buffer more (the runtime joins fragments
 * without a bound). Past the bound, a bad frame or bad UTF-8, it closes with 1009, 1002 or 1007
 * and reports why (`onerror`'s `message`).
 *
 * - The upgrade: `GET` with `Host`, the caller's headers, a random `Sec-WebSocket-Key`; the
 *   answer must be `101` with the matching `Sec-WebSocket-Accept`, its head at most 16 KiB,
 *   and no subprotocol or extension the caller's headers did not offer (none: this socket
 *   speaks no extension).
 *   Another status is an error naming it ("status code 403").
 * - Frames sent are masked; a server frame that is masked is a 1002 failure. Pings are
 *   answered; binary messages are delivered by size only (`data.size`).
 * - While a read waits with nothing from the server for 30 s, a ping is sent; nothing for 30 s
 *   more ends the connection (1006, `onerror` saying why): a silent network sends no FIN.
 * - `close()` sends a close frame and waits for the server's (2 s at most, then the TCP
 *   connection is closed: code 1006); a close frame from the server is answered and ends it
 *   with the server's code (1005 when it had none); a TCP end without one is 1006.
 *
 * @module
 */

import {
  maskedFrame,
  Opcode,
  webSocketAcceptFor,
  type WsEvent,
  WsFrameReader,
} from "./ws_frames.ts";
import { indexOfByte } from "../transport/byte_search.ts";
import { joinBytes, unavailableDetail } from "./client_lines.ts";
import { messageOf } from "../log/error_text.ts";

/** The socket as the client uses it: the runtime's `WebSocket`, or {@linkcode ClientWebSocket}. */
export interface ClientSocket {
  binaryType: BinaryType;
  readonly readyState: number;
  readonly bufferedAmount: number;
  /**
   * When bytes last crossed the connection either way (`Date.now()`), also in the middle of a
   * message; the runtime's `WebSocket` does not tell (then only whole messages count).
   */
  readonly lastByteAt?: number;
  onopen: ((event: Event) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
  onclose: ((event: CloseEvent) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  /**
   * Reads nothing more from the server until `ready` settles or the socket closes (TCP
   * backpressure: whoever takes the messages is behind); messages already read are still
   * delivered. The runtime's `WebSocket` cannot.
   */
  pauseUntil?(ready: Promise<unknown>): void;
}

/** A constructor of {@linkcode ClientSocket}s. */
export type ClientSocketConstructor = new (
  url: URL,
  options: { headers: HeadersInit; maxMessageBytes: number },
) => ClientSocket;

/** The largest head of the upgrade's answer: 16 KiB. */
const MAX_HEAD_BYTES = 16 * 1024;
/** How long a close waits for the server's close frame: 2 s. */
const CLOSE_WAIT_MS = 2_000;
/** Most bytes joined into one write. */
const MAX_WRITE_BYTES = 256 * 1024;
/**
 * How long reading may wait with nothing from the server before a ping is sent, and then
 * for anything after it (its pong) before the connection is taken for dead: 30 s each. A
 * network that goes silent (a laptop asleep, a NAT entry gone) sends no FIN and no reset.
 */
export const SILENCE_MS = 30_000;

const CONNECTING = 0, OPEN = 1, CLOSING = 2, CLOSED = 3;
const CR = 0x0d, LF = 0x0a;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A client WebSocket whose messages are bounded.
 *
 * @example Dial an ACP agent over WebSocket
 * ```ts ignore
 * import { ClientWebSocket } from "./ws_client_socket.ts";
 * const socket = new ClientWebSocket(new URL("ws://127.0.0.1:7331/acp"), {
 *   headers: {},
 *   maxMessageBytes: 16 * 1024 * 1024,
 * });
 * socket.onopen = () => socket.send('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}');
 * socket.onmessage = (event) => console.log(event.data);
 * ```
 */
export class ClientWebSocket implements ClientSocket {
  /** Only `"arraybuffer"` is meaningful: binary messages come by size. */
  binaryType: BinaryType = "arraybuffer";
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  onclose: ((event: CloseEvent) => unknown) | null = null;
  #state = CONNECTING;
  #conn: Deno.Conn | null = null;
  readonly #reader: WsFrameReader;
  #queue: Uint8Array[] = [];
  #queued = 0;
  /**
   * The pong for the latest ping not answered yet: one at most, written ahead of the queue
   * (RFC 6455 5.5.3 lets an endpoint answer the latest ping only), so a server that floods
   * pings while it reads nothing cannot make the queue grow.
   */
  #pong: Uint8Array | null = null;
  /** Our ping, sent after {@linkcode SILENCE_MS} with nothing read; ahead of the queue too. */
  #ping: Uint8Array | null = null;
  readonly #silenceMs: number;
  #writing: Promise<void> | null = null;
  /** Set once our close frame is queued. */
  #closeSent = false;
  #closeTimer: ReturnType<typeof setTimeout> | undefined;
  #lastByteAt = 0;
  /** While reading waits ({@linkcode ClientWebSocket.pauseUntil}): lets it go on. */
  #held: { promise: Promise<void>; release: () => void } | null = null;

  /**
   * Dials at once; `onopen` or `onclose` tell how it went.
   *
   * @param url `ws://` or `wss://`.
   * @param options The upgrade's headers and the largest message.
   */
  constructor(
    url: URL,
    options: { headers: HeadersInit; maxMessageBytes: number; silenceMs?: number },
  ) {
    this.#reader = new WsFrameReader(options.maxMessageBytes, "server");
    this.#silenceMs = options.silenceMs ?? SILENCE_MS;
    void this.#run(url, new Headers(options.headers)).catch((e) => {
      this.#error(messageOf(e));
      this.#finish(1006, "");
    });
  }

  /** `0` connecting, `1` open, `2` closing, `3` closed. */
  get readyState(): number {
    return this.#state;
  }

  /** Bytes queued and not yet written. */
  get bufferedAmount(): number {
    return this.#queued;
  }

  /** When bytes last crossed the TCP connection either way (`Date.now()`), or 0. */
  get lastByteAt(): number {
    return this.#lastByteAt;
  }

  /**
   * Sends one text message (ignored once closing).
   *
   * @param data The text.
   */
  send(data: string): void {
    if (this.#state === CONNECTING) throw new DOMException("not open yet", "InvalidStateError");
    if (this.#state !== OPEN) return;
    this.#write(maskedFrame(Opcode.text, encoder.encode(data)));
  }

  /**
   * Closes: while dialling, gives the dial up; when open, sends a close frame and waits for
   * the server's (2 s at most).
   *
   * @param code The close code (default 1000).
   * @param reason The reason (at most 123 bytes of UTF-8).
   */
  close(code = 1000, reason = ""): void {
    this.#held?.release(); // the server's close frame must be read
    if (this.#state === CLOSING || this.#state === CLOSED) return;
    if (this.#state === CONNECTING) {
      this.#state = CLOSING;
      this.#finish(1006, "");
      return;
    }
    this.#sendClose(code, reason);
  }

  /**
   * Reads nothing more from the server until `ready` settles, the socket closes, or `close()`
   * is called (TCP backpressure: whoever takes the messages is behind). Messages already read
   * are still delivered. Once only: a pause under way is kept.
   *
   * @param ready Settles when reading may go on.
   */
  pauseUntil(ready: Promise<unknown>): void {
    if (this.#held !== null || this.#state === CLOSED) return;
    let release!: () => void;
    const promise = new Promise<void>((resolve) => release = resolve);
    const held = { promise, release };
    this.#held = held;
    ready.then(release, release);
    void promise.then(() => {
      if (this.#held === held) this.#held = null;
    });
  }

  async #run(url: URL, headers: Headers): Promise<void> {
    const secure = url.protocol === "wss:";
    const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const port = url.port === "" ? (secure ? 443 : 80) : Number(url.port);
    const conn = secure
      ? await Deno.connectTls({ hostname, port })
      : await Deno.connect({ hostname, port });
    if (this.#state !== CONNECTING) {
      conn.close();
      return;
    }
    this.#conn = conn;
    const key = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    let head = `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
      `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\n` +
      `Sec-WebSocket-Version: 13\r\n`;
    for (const [name, value] of headers) head += `${name}: ${value}\r\n`;
    // An HTTP head is bytes, one per character (header values are Latin-1 ByteStrings, as
    // fetch sends them): a Latin-1 token must reach the server as it does over HTTP.
    await writeAll(conn, latin1(head + "\r\n"));
    const { status, fields, rest } = await readHead(conn);
    if (this.#state !== CONNECTING) return;
    if (status !== 101) {
      // Busy or going away: when to try again, and what it said (the body that came with it).
      const detail = unavailableDetail(
        status,
        fields.get("retry-after") ?? null,
        decoder.decode(rest),
      );
      throw new Error(`the upgrade was answered with status code ${status}${detail}`);
    }
    const accept = webSocketAcceptFor(key);
    // A field given twice is joined (below): `Upgrade: websocket` twice is still websocket.
    const upgrades = listOf(fields.get("upgrade"));
    // The field that is wrong is named: the user sees this line.
    const wrong = upgrades.length === 0 || upgrades.some((u) => u.toLowerCase() !== "websocket")
      ? `Upgrade: ${fields.get("upgrade") ?? "(none)"}`
      : !/\bupgrade\b/i.test(fields.get("connection") ?? "")
      ? `Connection: ${fields.get("connection") ?? "(none)"}`
      : fields.get("sec-websocket-accept") !== accept
      ? "Sec-WebSocket-Accept"
      : undefined;
    if (wrong !== undefined) {
      throw new Error(`the upgrade's answer is not a WebSocket handshake (${wrong.slice(0, 200)})`);
    }
    // RFC 6455 §4.1: a subprotocol or an extension the client did not offer fails the
    // connection (a compressing server's first frame would be a puzzling "RSV bit" 1002).
    const unasked = unofferedChoice(headers, fields);
    if (unasked !== undefined) throw new Error(`the upgrade's answer chose ${unasked}`);
    this.#state = OPEN;
    this.onopen?.(new Event("open"));
    // Whoever waited for the open sets its message and close handlers in the tasks that
    // follows it: frames that came with the 101 are read once they are set.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (this.#state === CLOSED) return;
    if (rest.length > 0) this.#reader.push(rest, (event) => this.#onEvent(event));
    const buffer = new Uint8Array(64 * 1024);
    while (this.#state !== CLOSED && !this.#reader.done) {
      if (this.#held !== null) await this.#held.promise;
      if (this.#state === CLOSED) return;
      let n: number | null;
      const watch = this.#watchSilence();
      try {
        n = await conn.read(buffer);
      } catch (e) {
        if (this.#state === CLOSED) return;
        throw e;
      } finally {
        watch();
      }
      if (n === null) break;
      this.#lastByteAt = Date.now();
      this.#reader.push(buffer.subarray(0, n), (event) => this.#onEvent(event));
    }
    // The TCP connection ended without a close frame (or after a failure, once it is sent).
    if (!this.#reader.done) this.#finish(1006, "");
  }

  /**
   * While a read waits: a ping after {@linkcode SILENCE_MS} with nothing read, and the end
   * (1006, said why) when nothing comes for as long again.
   *
   * @returns Stops watching (the read returned).
   */
  #watchSilence(): () => void {
    const ms = this.#silenceMs;
    let timer = setTimeout(() => {
      if (this.#state !== OPEN || this.#closeSent) return;
      this.#ping = maskedFrame(Opcode.ping, new Uint8Array(0));
      this.#writing ??= this.#drain().finally(() => this.#writing = null);
      timer = setTimeout(() => {
        this.#error(
          `nothing came from the server for ${2 * ms} ms, not even the answer to a ping: the ` +
            `network to it is down, or it stopped`,
        );
        this.#finish(1006, "");
      }, ms);
    }, ms);
    return () => clearTimeout(timer);
  }

  #onEvent(event: WsEvent): void {
    if (this.#state === CLOSED) return;
    switch (event.kind) {
      case "text":
        if (this.#state === OPEN || this.#closeSent) {
          this.onmessage?.(new MessageEvent("message", { data: decoder.decode(event.bytes) }));
        }
        return;
      case "binary":
        this.onmessage?.(new MessageEvent("message", { data: { size: event.size } }));
        return;
      case "ping":
        if (this.#closeSent) return;
        this.#pong = maskedFrame(Opcode.pong, event.payload);
        this.#writing ??= this.#drain().finally(() => this.#writing = null);
        return;
      case "pong":
        return;
      case "close":
        // The server's close: answered (unless ours went first), then the connection ends.
        if (!this.#closeSent) this.#sendClose(event.code ?? 1000, "", false);
        this.#afterWrites(() => this.#finish(event.code ?? 1005, event.reason));
        return;
      case "failure":
        this.#error(event.message);
        if (!this.#closeSent) this.#sendClose(event.code, event.message, false);
        this.#afterWrites(() => this.#finish(event.code, event.message));
        return;
    }
  }

  /**
   * Queues our close frame; when `wait`, the server's close frame has 2 s to come (else the
   * caller ends the connection once the frame is written).
   */
  #sendClose(code: number, reason: string, wait = true): void {
    this.#closeSent = true;
    this.#state = CLOSING;
    let text = reason;
    while (encoder.encode(text).length > 123) text = text.slice(0, -1);
    const reasonBytes = encoder.encode(text);
    const payload = new Uint8Array(2 + reasonBytes.length);
    payload[0] = code >>> 8;
    payload[1] = code & 0xff;
    payload.set(reasonBytes, 2);
    this.#write(maskedFrame(Opcode.close, payload));
    if (wait) this.#closeTimer = setTimeout(() => this.#finish(1006, ""), CLOSE_WAIT_MS);
  }

  #write(frame: Uint8Array): void {
    this.#queue.push(frame);
    this.#queued += frame.length;
    this.#writing ??= this.#drain().finally(() => this.#writing = null);
  }

  async #drain(): Promise<void> {
    const conn = this.#conn!;
    while (
      (this.#queue.length > 0 || this.#pong !== null || this.#ping !== null) &&
      this.#state !== CLOSED
    ) {
      let size = 0, count = 0;
      let bytes: Uint8Array;
      if (this.#pong !== null) {
        bytes = this.#pong; // a control frame may go between whole messages
        this.#pong = null;
      } else if (this.#ping !== null) {
        bytes = this.#ping;
        this.#ping = null;
      } else {
        while (count < this.#queue.length && (count === 0 || size < MAX_WRITE_BYTES)) {
          size += this.#queue[count++].length;
        }
        bytes = joinBytes(this.#queue.splice(0, count));
      }
      try {
        await writeAll(conn, bytes);
        this.#lastByteAt = Date.now();
      } catch (e) {
        if (this.#state === CLOSED) return;
        this.#error(messageOf(e));
        this.#finish(1006, "");
        return;
      }
      this.#queued -= size;
    }
  }

  /** Runs `then` once what is queued is written (at once when nothing is). */
  #afterWrites(then: () => void): void {
    if (this.#writing === null) then();
    else void this.#writing.then(then, then);
  }

  #error(message: string): void {
    if (this.#state === CLOSED) return;
    const event = new Event("error") as Event & { message: string };
    event.message = message;
    this.onerror?.(event);
  }

  #finish(code: number, reason: string): void {
    if (this.#state === CLOSED) return;
    this.#state = CLOSED;
    this.#held?.release();
    clearTimeout(this.#closeTimer);
    this.#queue = [];
    this.#queued = 0;
    this.#pong = null;
    this.#ping = null;
    try {
      this.#conn?.close();
    } catch (e) {
      if (!(e instanceof Deno.errors.BadResource)) throw e;
    }
    this.onclose?.(new CloseEvent("close", { code, reason, wasClean: code !== 1006 }));
  }
}

/** Writes all of `bytes`. */
async function writeAll(conn: Deno.Conn, bytes: Uint8Array): Promise<void> {
  let written = 0;
  while (written < bytes.length) written += await conn.write(bytes.subarray(written));
}

/** Reads the upgrade answer's head (bounded): its status, fields (lower-case names), the rest. */
async function readHead(
  conn: Deno.Conn,
): Promise<{ status: number; fields: Map<string, string>; rest: Uint8Array }> {
  let bytes: Uint8Array = new Uint8Array(0);
  const buffer = new Uint8Array(4096);
  for (;;) {
    const n = await conn.read(buffer);
    if (n === null) throw new Error("the server closed the connection before the upgrade's answer");
    bytes = joinBytes([bytes, buffer.subarray(0, n)]);
    const end = headEnd(bytes);
    if (end >= 0) {
      const lines = decoder.decode(bytes.subarray(0, end)).split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0])?.[1] ?? NaN);
      if (Number.isNaN(status)) throw new Error("the upgrade's answer is not HTTP/1.1");
      const fields = new Map<string, string>();
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) {
          // A field given twice is one list (RFC 9110 §5.3): its values joined with ", ".
          const name = line.slice(0, colon).trim().toLowerCase();
          const value = line.slice(colon + 1).trim();
          const earlier = fields.get(name);
          fields.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
        }
      }
      return { status, fields, rest: bytes.slice(end + 4) };
    }
    if (bytes.length > MAX_HEAD_BYTES) {
      throw new Error(`the upgrade's answer has a head over ${MAX_HEAD_BYTES} bytes`);
    }
  }
}

/** Where the blank line (CR LF CR LF) that ends an HTTP head starts, or -1. */
function headEnd(bytes: Uint8Array): number {
  for (let lf = indexOfByte(bytes, LF, 3); lf >= 0; lf = indexOfByte(bytes, LF, lf + 1)) {
    if (bytes[lf - 1] === CR && bytes[lf - 2] === LF && bytes[lf - 3] === CR) return lf - 3;
  }
  return -1;
}

/** `text` as bytes, one per character (every character of an HTTP head is at most U+00FF). */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * What a 101 chose that the upgrade did not offer (RFC 6455 §4.1), said for an error
 * message: a `Sec-WebSocket-Protocol` not among the offered ones, or any
 * `Sec-WebSocket-Extensions` (this socket implements none, so it offers none itself).
 */
function unofferedChoice(offered: Headers, fields: Map<string, string>): string | undefined {
  const chosen = listOf(fields.get("sec-websocket-protocol"));
  const asked = listOf(offered.get("sec-websocket-protocol"));
  const unasked = chosen.find((protocol) => !asked.includes(protocol));
  if (unasked !== undefined) {
    return `the subprotocol "${unasked}", which was not offered (Sec-WebSocket-Protocol)`;
  }
  if (chosen.length > 1) return `${chosen.length} subprotocols, not one (Sec-WebSocket-Protocol)`;
  const extensions = listOf(fields.get("sec-websocket-extensions"));
  if (extensions.length > 0) {
    return `the extension "${extensions.join(", ")}", which this client does not speak ` +
      "(Sec-WebSocket-Extensions)";
  }
  return undefined;
}

/** A header field's comma-separated values, trimmed, the empty ones left out. */
function listOf(text: string | null | undefined): string[] {
  return (text ?? "").split(",").map((item) => item.trim()).filter((item) => item !== "");
}
