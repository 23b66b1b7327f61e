/**
 * The frames the benchmark peers exchange: a v1 `initialize` and its response,
 * `session/update`-shaped notifications of an exact size, and fixed-size ping/pong lines.
 * Every frame is compact JSON (what `JSON.stringify` writes back), so a relay that parses
 * and re-serializes each message forwards the same number of bytes.
 *
 * @module
 */

const encoder = new TextEncoder();

/** 1 KiB. */
export const KIB = 1024;
/** 1 MiB. */
export const MIB = 1024 * KIB;

/** The client's first frame: a v1 `initialize` request with id 0 (without LF). */
export const INITIALIZE_REQUEST = JSON.stringify({
  jsonrpc: "2.0",
  id: 0,
  method: "initialize",
  params: {
    protocolVersion: 1,
    clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
    clientInfo: { name: "acp-proxy-bench", version: "1.0.0" },
  },
});

/** The agent's answer to {@linkcode INITIALIZE_REQUEST} (without LF). */
export const INITIALIZE_RESPONSE = JSON.stringify({
  jsonrpc: "2.0",
  id: 0,
  result: {
    protocolVersion: 1,
    agentInfo: { name: "acp-proxy-bench-agent", version: "1.0.0" },
    agentCapabilities: {
      loadSession: false,
      promptCapabilities: { image: false, audio: false, embeddedContext: false },
    },
    authMethods: [],
  },
});

/**
 * {@linkcode INITIALIZE_RESPONSE} with another id: the id a chain's proxy gave the initialize
 * on its own link (issue 14), copied as it came (without LF).
 *
 * @param id The raw id text of the request.
 */
export function initializeResponse(id: string): string {
  return INITIALIZE_RESPONSE.replace('"id":0,', `"id":${id},`);
}

/** {@linkcode INITIALIZE_REQUEST} as bytes, with its LF. */
export const INITIALIZE_LINE: Uint8Array = encoder.encode(INITIALIZE_REQUEST + "\n");

/**
 * The notification that starts a `stream` agent (figure 8, issue 13), sent once the client is
 * ready to read: sessionless, so it needs no session header over HTTP (without LF).
 */
export const START_NOTIFICATION = `{"jsonrpc":"2.0","method":"_bench/start","params":{}}`;

/** Letters to pad with: nothing JSON would escape. */
function padding(length: number): string {
  if (length < 0) throw new RangeError("the frame is too small for its envelope");
  const alphabet = "abcdefghijklmnopqrstuvwxyz";
  return alphabet.repeat(Math.ceil(length / alphabet.length)).slice(0, length);
}

/**
 * One `session/update` notification (an `agent_message_chunk`) exactly `size` bytes long,
 * LF included.
 *
 * @param size The frame's length in bytes, LF included (at least 200).
 */
export function sessionUpdateFrame(size: number): string {
  const head = '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"sess_bench",' +
    '"update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"';
  const tail = '"}}}}\n';
  return head + padding(size - head.length - tail.length) + tail;
}

/**
 * What the client writes per system call in the client→agent figures: 64 KiB, the
 * capacity of a default pipe (each write fills an empty one) and the block of issue 11's
 * side-by-side run. Its writes cost what `dd if=/dev/zero bs=64K` costs to fill a pipe,
 * as the 1 MiB blocks before did (docs/BENCHMARKS.md, issue 11).
 */
export const SEND_BLOCK_BYTES = 64 * KIB;

/**
 * A block of whole `session/update` frames about `blockBytes` long (at least one frame),
 * to be written over and over.
 *
 * @param frameSize Each frame's length in bytes, LF included.
 * @param blockBytes The block's length to aim for (default 1 MiB).
 */
export function frameBlock(frameSize: number, blockBytes: number = MIB): Uint8Array {
  const count = Math.max(1, Math.floor(blockBytes / frameSize));
  return encoder.encode(sessionUpdateFrame(frameSize).repeat(count));
}

/** Length of a ping request and of its response, LF included. */
export const PING_BYTES = 200;

/** Ids of ping requests start here, so that every id has 8 digits. */
export const PING_ID_BASE = 10_000_000;

/** The `_meta` key that makes the echo agent exit once it has answered the initialize. */
export const EXIT_METHOD = "_bench/exit";

/**
 * {@linkcode INITIALIZE_REQUEST} asking the echo agent to exit once it has answered (figure
 * 3: an agent that ends by itself while its client sends nothing more), with its LF.
 */
export const EXIT_INITIALIZE_LINE: Uint8Array = encoder.encode(
  JSON.stringify({
    ...JSON.parse(INITIALIZE_REQUEST),
    params: { ...JSON.parse(INITIALIZE_REQUEST).params, _meta: { [EXIT_METHOD]: true } },
  }) + "\n",
);

/**
 * A `bench/ping` request of exactly {@linkcode PING_BYTES} bytes with LF.
 *
 * @param id An id of 8 digits.
 */
export function pingRequest(id: number): string {
  const head = `{"jsonrpc":"2.0","id":${id},"method":"bench/ping","params":{"pad":"`;
  const tail = '"}}\n';
  return head + padding(PING_BYTES - head.length - tail.length) + tail;
}

/**
 * The response to a ping: exactly {@linkcode PING_BYTES} bytes with LF when `id` has 8 digits.
 *
 * @param id The raw id text copied from the request.
 */
export function pingResponse(id: string): string {
  const head = `{"jsonrpc":"2.0","id":${id},"result":{"pad":"`;
  const tail = '"}}\n';
  return head + padding(Math.max(0, PING_BYTES - head.length - tail.length)) + tail;
}

/**
 * How many payload bytes a source really sends when asked for `bytes`: whole blocks of
 * {@linkcode frameBlock} (of the same `blockBytes`), at least one.
 *
 * @param bytes The requested volume.
 * @param frameSize Each frame's length in bytes, LF included.
 * @param blockBytes The block length the source aims for (default 1 MiB).
 */
export function payloadBytes(bytes: number, frameSize: number, blockBytes: number = MIB): number {
  const block = Math.max(1, Math.floor(blockBytes / frameSize)) * frameSize;
  return Math.max(1, Math.ceil(bytes / block)) * block;
}
