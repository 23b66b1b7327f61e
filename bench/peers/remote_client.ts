/**
 * The benchmark's remote client (issue 13): Streamable HTTP and WebSocket at `/acp` over TCP
 * sockets it drives itself (`Deno.connect`), with just enough HTTP/1.1 (requests, responses
 * with `Content-Length` or chunked bodies) and WebSocket framing (RFC 6455: masked frames out,
 * unmasked frames in, pings answered) of its own. Neither `fetch`'s nor `WebSocket`'s
 * per-message costs (a promise and a string per event) limit a measurement, and the same
 * bytes go to every server measured: `serve --listen` and the SDK's `AcpServer`
 * (`bench/sdk_server.ts`).
 *
 * ```sh
 * deno run -A bench/peers/remote_client.ts receive --url URL --transport http|ws \
 *   --bytes N --frame S --report FILE
 * deno run -A bench/peers/remote_client.ts ping --url URL --transport http|ws \
 *   --warmup W --iterations K --report FILE
 * ```
 *
 * Both modes open a connection with the v1 `initialize` ({@linkcode INITIALIZE_REQUEST}): over
 * HTTP a POST answered 200 with `Acp-Connection-Id`, over WebSocket an upgrade and one text
 * frame answered by one. Then:
 * - `receive` (figure 8; the agent is `agent.ts stream`): opens the stream the agent's frames
 *   go to — over HTTP the GET `text/event-stream` of session `sess_bench` (each frame names it
 *   in `params.sessionId`) and waits for its 200 — and only then sends the start notification
 *   ({@linkcode START_NOTIFICATION}, a POST or a frame). It counts the frames' bytes until
 *   `--bytes` of `--frame`-byte frames have arrived and reports like `client.ts receive`:
 *   `bytes` is in the agent's own line bytes (each SSE event is `data: ` + the line without
 *   LF + `\n\n`, 7 bytes more than the line; each WebSocket message is the line without its
 *   LF, after a 4-byte header), timed from the first read after the start to the last.
 * - `ping` (figure 9; the agent is `agent.ts echo`): over HTTP opens the connection stream
 *   (sessionless responses go there), then POSTs 200-byte `bench/ping` requests one at a time
 *   on one kept-alive socket and times each from the write until its response's event has
 *   arrived (the POST's 202 is read too before the next); over WebSocket, from the frame's
 *   write to the response frame. Reports p50/p99 in µs.
 *
 * At the end it closes the connection as a client would: a DELETE over HTTP, a close frame
 * (1000) over WebSocket.
 *
 * @module
 */

import {
  INITIALIZE_REQUEST,
  payloadBytes,
  PING_ID_BASE,
  pingRequest,
  START_NOTIFICATION,
} from "../frames.ts";
import { options, pageAligned, READ_BUFFER_BYTES, type ReadReport, writeReport } from "./io.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CRLF2 = encoder.encode("\r\n\r\n");

/** A response's status line and headers (names in lower case). */
interface Head {
  status: number;
  headers: Map<string, string>;
}

/** A TCP socket with a read buffer: HTTP heads and bodies, or the raw bytes as they come. */
class Socket {
  readonly #conn: Deno.TcpConn;
  readonly #buf = pageAligned(READ_BUFFER_BYTES);
  #start = 0;
  #end = 0;

  private constructor(conn: Deno.TcpConn) {
    this.#conn = conn;
  }

  static async open(url: URL): Promise<Socket> {
    const conn = await Deno.connect({ hostname: url.hostname, port: Number(url.port) });
    conn.setNoDelay(true);
    return new Socket(conn);
  }

  async write(bytes: Uint8Array): Promise<void> {
    for (let offset = 0; offset < bytes.length;) {
      offset += await this.#conn.write(bytes.subarray(offset));
    }
  }

  /** Reads more into the buffer; throws at end of input. */
  async #fill(): Promise<void> {
    if (this.#start === this.#end) this.#start = this.#end = 0;
    else if (this.#end === this.#buf.length) {
      this.#buf.copyWithin(0, this.#start, this.#end);
      this.#end -= this.#start;
      this.#start = 0;
    }
    const n = await this.#conn.read(this.#buf.subarray(this.#end));
    if (n === null) throw new Error("the server closed the connection");
    this.#end += n;
  }

  /** Reads a response's status line and headers. */
  async head(): Promise<Head> {
    while (true) {
      const view = this.#buf.subarray(this.#start, this.#end);
      const at = indexOf(view, CRLF2);
      if (at >= 0) {
        const [statusLine, ...lines] = decoder.decode(view.subarray(0, at)).split("\r\n");
        this.#start += at + CRLF2.length;
        const headers = new Map<string, string>();
        for (const line of lines) {
          const colon = line.indexOf(":");
          headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
        }
        return { status: Number(statusLine.split(" ")[1]), headers };
      }
      await this.#fill();
    }
  }

  /** Reads a whole response body (`Content-Length` or chunked; none otherwise). */
  async body(head: Head): Promise<Uint8Array> {
    if (head.headers.get("transfer-encoding")?.includes("chunked")) {
      const parts: Uint8Array[] = [];
      const chunked = new ChunkedDecoder();
      while (!chunked.done) {
        chunked.feed(await this.next(), (data) => parts.push(data.slice()));
      }
      return concat(parts);
    }
    const length = Number(head.headers.get("content-length") ?? 0);
    while (this.#end - this.#start < length) await this.#fill();
    const body = this.#buf.slice(this.#start, this.#start + length);
    this.#start += length;
    return body;
  }

  /**
   * The bytes buffered, or else the next read's: a view that is valid until the next call.
   * (Bytes past a chunked body's end would be lost: only used where nothing follows.)
   */
  async next(): Promise<Uint8Array> {
    if (this.#start === this.#end) {
      this.#start = this.#end = 0;
      await this.#fill();
    }
    const view = this.#buf.subarray(this.#start, this.#end);
    this.#start = this.#end;
    return view;
  }

  close(): void {
    try {
      this.#conn.close();
    } catch {
      // already closed
    }
  }
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  for (let i = haystack.indexOf(needle[0]); i >= 0; i = haystack.indexOf(needle[0], i + 1)) {
    if (i + needle.length > haystack.length) return -1;
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Decodes an HTTP/1.1 chunked body fed in pieces. */
class ChunkedDecoder {
  /** Bytes of the current chunk still to come. */
  #remaining = 0;
  /** Bytes of CRLF after a chunk's data still to skip. */
  #skip = 0;
  /** The size line read so far. */
  #line = "";
  done = false;

  feed(bytes: Uint8Array, onData: (data: Uint8Array) => void): void {
    let i = 0;
    while (i < bytes.length && !this.done) {
      if (this.#remaining > 0) {
        const n = Math.min(this.#remaining, bytes.length - i);
        onData(bytes.subarray(i, i + n));
        this.#remaining -= n;
        i += n;
        if (this.#remaining === 0) this.#skip = 2;
      } else if (this.#skip > 0) {
        this.#skip--;
        i++;
      } else {
        const lf = bytes.indexOf(0x0a, i);
        const end = lf < 0 ? bytes.length : lf;
        this.#line += decoder.decode(bytes.subarray(i, end));
        i = end;
        if (lf < 0) break;
        i++;
        const size = parseInt(this.#line.trim().split(";")[0], 16);
        this.#line = "";
        if (!Number.isFinite(size)) throw new Error("bad chunk size line");
        if (size === 0) this.done = true; // trailers are not expected
        this.#remaining = size;
      }
    }
  }
}

/** WebSocket opcodes. */
const TEXT = 1, CLOSE = 8, PING = 9, PONG = 10;

/** One client frame (masked with a zero key: the payload stays as it is). */
function wsFrame(opcode: number, payload: Uint8Array): Uint8Array {
  const length = payload.length;
  const extra = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const frame = new Uint8Array(2 + extra + 4 + length);
  frame[0] = 0x80 | opcode;
  if (extra === 0) frame[1] = 0x80 | length;
  else if (extra === 2) {
    frame[1] = 0x80 | 126;
    frame[2] = length >> 8;
    frame[3] = length & 0xff;
  } else {
    frame[1] = 0x80 | 127;
    new DataView(frame.buffer).setBigUint64(2, BigInt(length));
  }
  frame.set(payload, 2 + extra + 4); // the 4 zero bytes before it are the mask key
  return frame;
}

/** Decodes server frames (unmasked) fed in pieces. */
class WsDecoder {
  readonly #header = new Uint8Array(14);
  #headerBytes = 0;
  #remaining = 0;
  #opcode = 0;
  #fin = false;
  #control: Uint8Array[] = [];

  /**
   * @param onData Payload bytes of a data frame (text or continuation), as they come.
   * @param onMessageEnd A data message's last frame ended.
   * @param onControl A whole control frame (ping, pong, close).
   */
  constructor(
    readonly onData: (data: Uint8Array) => void,
    readonly onMessageEnd: () => void,
    readonly onControl: (opcode: number, payload: Uint8Array) => void,
  ) {}

  #headerLength(): number {
    if (this.#headerBytes < 2) return 2;
    const len7 = this.#header[1] & 0x7f;
    const masked = (this.#header[1] & 0x80) !== 0;
    return 2 + (len7 === 126 ? 2 : len7 === 127 ? 8 : 0) + (masked ? 4 : 0);
  }

  feed(bytes: Uint8Array): void {
    let i = 0;
    while (i < bytes.length) {
      if (this.#remaining > 0) {
        const n = Math.min(this.#remaining, bytes.length - i);
        const data = bytes.subarray(i, i + n);
        if (this.#opcode >= CLOSE) this.#control.push(data.slice());
        else this.onData(data);
        this.#remaining -= n;
        i += n;
        if (this.#remaining === 0) this.#frameEnd();
        continue;
      }
      this.#header[this.#headerBytes++] = bytes[i++];
      if (this.#headerBytes < this.#headerLength()) continue;
      const h = this.#header;
      if ((h[1] & 0x80) !== 0) throw new Error("a masked frame from the server");
      this.#fin = (h[0] & 0x80) !== 0;
      const opcode = h[0] & 0x0f;
      if (opcode !== 0) this.#opcode = opcode; // 0 continues the message
      const len7 = h[1] & 0x7f;
      this.#remaining = len7 === 126
        ? (h[2] << 8) | h[3]
        : len7 === 127
        ? Number(new DataView(h.buffer).getBigUint64(2))
        : len7;
      this.#headerBytes = 0;
      if (this.#remaining === 0) this.#frameEnd();
    }
  }

  #frameEnd(): void {
    if (this.#opcode >= CLOSE) {
      this.onControl(this.#opcode, concat(this.#control));
      this.#control = [];
    } else if (this.#fin) {
      this.onMessageEnd();
    }
  }
}

/** One ACP connection to the server, over HTTP or WebSocket. */
interface RemoteConnection {
  /** Sends one message (a POST, or a text frame). Over HTTP, resolves with the POST's status. */
  send(line: string): Promise<void>;
  /** Closes the connection (DELETE, or a close frame). */
  close(): Promise<void>;
}

class HttpConnection implements RemoteConnection {
  readonly #url: URL;
  readonly #post: Socket;
  readonly #id: string;
  /** The balancer's affinity cookie (`Set-Cookie` of the initialize answer), replayed. */
  readonly #cookie: string | undefined;

  private constructor(url: URL, post: Socket, id: string, cookie: string | undefined) {
    this.#url = url;
    this.#post = post;
    this.#id = id;
    this.#cookie = cookie;
  }

  /** `Acp-Connection-Id`, and `Cookie` behind a balancer that set one. */
  #ids(): Record<string, string> {
    const ids: Record<string, string> = { "Acp-Connection-Id": this.#id };
    if (this.#cookie !== undefined) ids.Cookie = this.#cookie;
    return ids;
  }

  /** POSTs the initialize; returns the connection and the initialize answer. */
  static async open(url: URL): Promise<HttpConnection> {
    const post = await Socket.open(url);
    await post.write(
      request(url, "POST", { "Content-Type": "application/json" }, INITIALIZE_REQUEST),
    );
    const head = await post.head();
    const body = decoder.decode(await post.body(head));
    const id = head.headers.get("acp-connection-id");
    if (head.status !== 200 || !id) throw new Error(`initialize: ${head.status} ${body}`);
    if (!body.includes('"result"')) throw new Error(`initialize: ${body}`);
    const cookie = head.headers.get("set-cookie")?.split(";", 1)[0];
    return new HttpConnection(url, post, id, cookie);
  }

  /** Opens a GET stream (the connection's, or a session's) and waits for its 200. */
  async stream(session?: string): Promise<Socket> {
    const socket = await Socket.open(this.#url);
    const headers: Record<string, string> = {
      "Accept": "text/event-stream",
      ...this.#ids(),
    };
    if (session !== undefined) headers["Acp-Session-Id"] = session;
    await socket.write(request(this.#url, "GET", headers));
    const head = await socket.head();
    if (head.status !== 200 || !head.headers.get("transfer-encoding")?.includes("chunked")) {
      throw new Error(`GET stream: ${head.status} (${[...head.headers].join("; ")})`);
    }
    return socket;
  }

  /** Writes a POST without waiting for its answer. */
  async write(line: string): Promise<void> {
    const headers = { "Content-Type": "application/json", ...this.#ids() };
    await this.#post.write(request(this.#url, "POST", headers, line));
  }

  /** Reads one POST's answer; throws unless it is a 2xx. */
  async answer(): Promise<void> {
    const head = await this.#post.head();
    const body = await this.#post.body(head);
    if (head.status < 200 || head.status > 299) {
      throw new Error(`POST: ${head.status} ${decoder.decode(body)}`);
    }
  }

  async send(line: string): Promise<void> {
    await this.write(line);
    await this.answer();
  }

  async close(): Promise<void> {
    try {
      await this.#post.write(request(this.#url, "DELETE", this.#ids()));
      await this.#post.body(await this.#post.head());
    } catch {
      // the server may already have ended the connection
    }
    this.#post.close();
  }
}

class WsConnection implements RemoteConnection {
  readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
  }

  /** Upgrades and sends the initialize (its answer is the first frame to read). */
  static async open(url: URL): Promise<WsConnection> {
    const socket = await Socket.open(url);
    const key = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    await socket.write(request(url, "GET", {
      "Upgrade": "websocket",
      "Connection": "Upgrade",
      "Sec-WebSocket-Key": key,
      "Sec-WebSocket-Version": "13",
    }));
    const head = await socket.head();
    if (head.status !== 101) throw new Error(`upgrade: ${head.status}`);
    const ws = new WsConnection(socket);
    await ws.send(INITIALIZE_REQUEST);
    return ws;
  }

  async send(line: string): Promise<void> {
    await this.socket.write(wsFrame(TEXT, encoder.encode(line)));
  }

  async pong(payload: Uint8Array): Promise<void> {
    await this.socket.write(wsFrame(PONG, payload));
  }

  async close(): Promise<void> {
    try {
      await this.socket.write(wsFrame(CLOSE, new Uint8Array([0x03, 0xe8]))); // 1000
    } catch {
      // already gone
    }
    this.socket.close();
  }
}

/** An HTTP/1.1 request's bytes. */
function request(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Uint8Array {
  const bytes = body === undefined ? undefined : encoder.encode(body);
  let text = `${method} ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n`;
  for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
  if (bytes !== undefined) text += `Content-Length: ${bytes.length}\r\n`;
  const head = encoder.encode(text + "\r\n");
  return bytes === undefined ? head : concat([head, bytes]);
}

/** Times reads the way `timedReads` (io.ts) does, counting the caller's bytes. */
class ReadClock {
  bytes = 0;
  firstBytes = 0;
  #firstAt = 0;
  #lastAt = 0;
  reads = 0;
  #steadyAt = 0;
  #steadyFromBytes = 0;
  #maxGapMs = 0;
  #maxGapAfterBytes = 0;

  /** One read that brought `n` counted bytes (0 reads are not counted). */
  read(n: number): void {
    if (n === 0) return;
    const now = performance.now();
    if (this.reads === 0) {
      this.firstBytes = n;
      this.#firstAt = now;
    } else if (now - this.#lastAt > this.#maxGapMs) {
      this.#maxGapMs = now - this.#lastAt;
      this.#maxGapAfterBytes = this.bytes;
    }
    this.#lastAt = now;
    this.reads++;
    this.bytes += n;
    if (this.#steadyAt === 0 && this.bytes > 4 * 1024 * 1024) {
      this.#steadyAt = now;
      this.#steadyFromBytes = this.bytes;
    }
  }

  /** The report, with byte counts scaled from wire payload to line bytes. */
  report(scale: number): ReadReport {
    return {
      bytes: Math.round(this.bytes * scale),
      firstBytes: Math.round(this.firstBytes * scale),
      seconds: (this.#lastAt - this.#firstAt) / 1000,
      reads: this.reads,
      steadyFromBytes: Math.round(this.#steadyFromBytes * scale),
      steadySeconds: this.#steadyAt === 0 ? 0 : (this.#lastAt - this.#steadyAt) / 1000,
      maxGapMs: this.#maxGapMs,
      maxGapAfterBytes: Math.round(this.#maxGapAfterBytes * scale),
    };
  }
}

/** The SSE framing around each line: `data: ` and `\n\n` (the line's LF is not sent). */
const SSE_EXTRA = 7;

async function receiveHttp(url: URL, frames: number, frame: number): Promise<ReadReport> {
  const connection = await HttpConnection.open(url);
  const stream = await connection.stream("sess_bench");
  await connection.send(START_NOTIFICATION);
  const wire = frames * (frame + SSE_EXTRA);
  const clock = new ReadClock();
  const chunked = new ChunkedDecoder();
  let data = 0;
  const count = (bytes: Uint8Array) => data += bytes.length;
  while (clock.bytes < wire) {
    const before = data;
    chunked.feed(await stream.next(), count);
    clock.read(data - before);
    if (chunked.done) break;
  }
  stream.close();
  await connection.close();
  return clock.report(frame / (frame + SSE_EXTRA));
}

async function receiveWs(url: URL, frames: number, frame: number): Promise<ReadReport> {
  const ws = await WsConnection.open(url);
  let messages = 0;
  let payload = 0;
  const pongs: Uint8Array[] = [];
  let closed = false;
  const decode = new WsDecoder(
    (data) => payload += data.length,
    () => messages++,
    (opcode, body) => {
      if (opcode === PING) pongs.push(body);
      if (opcode === CLOSE) closed = true;
    },
  );
  while (messages < 1) decode.feed(await ws.socket.next()); // the initialize answer
  await ws.send(START_NOTIFICATION);
  messages = 0;
  payload = 0;
  const clock = new ReadClock();
  while (messages < frames && !closed) {
    const before = payload;
    decode.feed(await ws.socket.next());
    clock.read(payload - before);
    for (const body of pongs.splice(0)) await ws.pong(body);
  }
  await ws.close();
  return clock.report(frame / (frame - 1));
}

/**
 * Throws unless `text` is the result answering ping `id`: an error, or another message, is
 * not timed as a round trip (as the stdio client checks).
 */
function checkPingAnswer(text: string, id: number): void {
  if (!text.startsWith(`{"jsonrpc":"2.0","id":${id},"result":`)) {
    throw new Error(`not the answer to ping ${id}: ${text.slice(0, 200)}`);
  }
}

async function pingHttp(url: URL, warmup: number, iterations: number): Promise<Float64Array> {
  const connection = await HttpConnection.open(url);
  const stream = await connection.stream();
  const chunked = new ChunkedDecoder();
  let pending = "";
  const nextEvent = async (): Promise<number> => {
    while (true) {
      const end = pending.indexOf("\n\n");
      if (end >= 0) {
        const event = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (event.startsWith("data: ")) {
          const at = performance.now();
          checkPingAnswer(event.slice("data: ".length), expected);
          return at;
        }
        continue; // a keep-alive comment
      }
      chunked.feed(await stream.next(), (data) => pending += decoder.decode(data));
    }
  };
  let expected = 0;
  const samples = new Float64Array(iterations);
  for (let i = 0; i < warmup + iterations; i++) {
    const line = pingRequest(PING_ID_BASE + i).slice(0, -1);
    expected = PING_ID_BASE + i;
    const start = performance.now();
    await connection.write(line);
    const [at] = await Promise.all([nextEvent(), connection.answer()]);
    if (i >= warmup) samples[i - warmup] = (at - start) * 1000;
  }
  stream.close();
  await connection.close();
  return samples;
}

async function pingWs(url: URL, warmup: number, iterations: number): Promise<Float64Array> {
  const ws = await WsConnection.open(url);
  let messages = 0;
  let text = "";
  let last = "";
  const pongs: Uint8Array[] = [];
  const decode = new WsDecoder((data) => text += decoder.decode(data, { stream: true }), () => {
    messages++;
    last = text + decoder.decode();
    text = "";
  }, (opcode, body) => {
    if (opcode === PING) pongs.push(body);
  });
  const awaitMessage = async (): Promise<void> => {
    const want = messages + 1;
    while (messages < want) {
      decode.feed(await ws.socket.next());
      for (const body of pongs.splice(0)) await ws.pong(body);
    }
    if (messages > want) throw new Error(`more than one message came back at once: ${last}`);
  };
  await awaitMessage(); // the initialize answer
  const samples = new Float64Array(iterations);
  for (let i = 0; i < warmup + iterations; i++) {
    const frame = wsFrame(TEXT, encoder.encode(pingRequest(PING_ID_BASE + i).slice(0, -1)));
    const start = performance.now();
    await ws.socket.write(frame);
    await awaitMessage();
    const at = performance.now();
    checkPingAnswer(last, PING_ID_BASE + i);
    if (i >= warmup) samples[i - warmup] = (at - start) * 1000;
  }
  await ws.close();
  return samples;
}

const [mode, ...rest] = Deno.args;
const opts = options(rest);
const url = new URL(opts.url);
const transport = opts.transport;
if (transport !== "http" && transport !== "ws") throw new Error("--transport is http or ws");

if (mode === "receive") {
  const frame = Number(opts.frame);
  const frames = payloadBytes(Number(opts.bytes), frame) / frame;
  const report = transport === "http"
    ? await receiveHttp(url, frames, frame)
    : await receiveWs(url, frames, frame);
  writeReport(opts.report, report);
} else if (mode === "ping") {
  const warmup = Number(opts.warmup);
  const iterations = Number(opts.iterations);
  const samples = transport === "http"
    ? await pingHttp(url, warmup, iterations)
    : await pingWs(url, warmup, iterations);
  samples.sort();
  const at = (q: number) => samples[Math.min(iterations - 1, Math.floor(q * iterations))];
  writeReport(opts.report, {
    iterations,
    p50: at(0.5),
    p99: at(0.99),
    mean: samples.reduce((a, b) => a + b, 0) / iterations,
  });
} else {
  throw new Error(`unknown mode: ${mode}`);
}
