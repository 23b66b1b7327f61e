/**
 * An example ACP proxy for `acp-proxy chain`: it prefixes the text of every prompt, marks the
 * `initialize` answer with its name, and passes every other message through byte for byte.
 *
 * ```sh
 * deno run -A mod.ts chain \
 *   --proxy "deno run examples/prompt_prefix_proxy.ts --prefix 'Answer briefly. '" \
 *   --agent "deno run testing/scripted_agent.ts --protocol 1"
 * ```
 *
 * A proxy speaks the Rust conductor's wire (the README's "Proxy chains: `acp-proxy chain`"):
 * - the conductor opens it with `_proxy/initialize` (the client's `initialize` params); the
 *   proxy initializes its successor by sending `initialize` inside a `_proxy/successor`
 *   envelope, and answers with the successor's answer;
 * - a message for the successor goes out wrapped: `_proxy/successor` with params
 *   `{method, params}` (a request iff the envelope has an id);
 * - a message from the successor comes in wrapped the same way; responses are never wrapped;
 * - ids are per link: this proxy numbers the requests it sends and maps the answers back;
 *   `$/cancel_request` is re-issued with this link's id of the same request.
 *
 * Flags: `--prefix TEXT` (default `[prompt-prefix] `; with `--prefix ''` prompts too pass byte
 * for byte: a pure pass-through), `--name NAME` (default
 * `prompt-prefix`), `--schema-names` (send `proxy/successor` instead of `_proxy/successor`).
 * The `initialize` answer gets `result._meta["acp-proxy.example/proxies"]`, a list to which
 * each example proxy on the way appends its name.
 *
 * @module
 */

import {
  type MessageView,
  successorEnvelope,
  unwrapSuccessor,
  viewMessage,
  withId,
} from "../mod.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const MARK = "acp-proxy.example/proxies";

interface Options {
  prefix: string;
  name: string;
  successor: string;
}

function parseArgs(args: string[]): Options {
  const options: Options = {
    prefix: "[prompt-prefix] ",
    name: "prompt-prefix",
    successor: "_proxy/successor",
  };
  for (let i = 0; i < args.length; i++) {
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new UsageError(`${args[i - 1]} needs a value`);
      return v;
    };
    if (args[i] === "--prefix") options.prefix = value();
    else if (args[i] === "--name") options.name = value();
    else if (args[i] === "--schema-names") options.successor = "proxy/successor";
    else throw new UsageError(`unknown flag ${args[i]}`);
  }
  return options;
}

/** A command line this proxy cannot run with: one line on stderr and exit 2, no stack. */
class UsageError extends Error {
  override name = "UsageError";
}

/** The text of `frame` between a view's span offsets. */
function text(frame: Uint8Array, span: { start: number; end: number }): string {
  return decoder.decode(frame.subarray(span.start, span.end));
}

/** `JSON`'s raw text calls (ES2025: in Deno, not yet in its TypeScript types). */
const RAW = JSON as JSON & {
  rawJSON(text: string): unknown;
  isRawJSON(value: unknown): boolean;
};

/** A `JSON.parse` reviver that keeps every number and string as its exact JSON text. */
function keepSource(_key: string, value: unknown, context?: { source?: string }): unknown {
  return typeof value === "object" && value !== null || context?.source === undefined
    ? value
    : RAW.rawJSON(context.source);
}

/** A value {@linkcode keepSource} kept as text, as its value; any other as it is. */
function sourceValue(value: unknown): unknown {
  return RAW.isRawJSON(value) ? JSON.parse((value as { rawJSON: string }).rawJSON) : value;
}

/** A cancel's `params` as sent (`_meta` too), with only its `requestId` value replaced. */
function withRequestId(
  params: Uint8Array,
  requestId: { start: number; end: number },
  idText: string,
): string {
  return decoder.decode(params.subarray(0, requestId.start)) + idText +
    decoder.decode(params.subarray(requestId.end));
}

class PromptPrefixProxy {
  readonly #options: Options;
  readonly #out = Deno.stdout.writable.getWriter();
  #nextId = 1;
  /** My envelope id → the client's request id (their answer goes back to the client). */
  readonly #toSuccessor = new Map<string, { clientId: string; initialize: boolean }>();
  /** My request id to the client → the conductor's envelope id (its answer goes back down). */
  readonly #toClient = new Map<string, string>();
  /** The client's request id → my envelope id (for cancels from the client). */
  readonly #clientCancels = new Map<string, string>();
  /** The conductor's envelope id → my request id to the client (for cancels from below). */
  readonly #successorCancels = new Map<string, string>();

  constructor(options: Options) {
    this.#options = options;
  }

  /** Lines to write, joined into one write per chunk read (see {@linkcode flush}). */
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;

  // deno-lint-ignore require-await
  async #send(frame: Uint8Array | string): Promise<void> {
    const bytes = typeof frame === "string" ? encoder.encode(frame) : frame;
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.length + 1;
  }

  /** Writes every line sent since the last flush, in one write. */
  async flush(): Promise<void> {
    if (this.#pending.length === 0) return;
    const out = new Uint8Array(this.#pendingBytes);
    let offset = 0;
    for (const bytes of this.#pending) {
      out.set(bytes, offset);
      offset += bytes.length;
      out[offset++] = 0x0a;
    }
    this.#pending = [];
    this.#pendingBytes = 0;
    await this.#out.write(out);
  }

  async handle(frame: Uint8Array): Promise<void> {
    const view = viewMessage(frame);
    if (view.kind === "blank") return;
    if (view.method === "_proxy/successor" || view.method === "proxy/successor") {
      return await this.#fromSuccessor(frame, view);
    }
    if (view.kind === "response") return await this.#answerFromClient(frame, view);
    return await this.#fromClient(frame, view);
  }

  /** A message from the client side (the conductor's link, unwrapped). */
  async #fromClient(frame: Uint8Array, view: MessageView): Promise<void> {
    if (view.method === "$/cancel_request") {
      // The id's exact text (a 20-digit id must not go through a JS number).
      const params = view.paramsSpan && frame.subarray(view.paramsSpan.start, view.paramsSpan.end);
      const idSpan = params ? viewMessage(params).member("requestId") : undefined;
      const mine = idSpan && this.#clientCancels.get(text(params!, idSpan));
      if (mine !== undefined) {
        await this.#send(this.#wrapCancel(withRequestId(params!, idSpan!, mine)));
      }
      return;
    }
    if (view.method === "_proxy/initialize" || view.method === "proxy/initialize") {
      // Initialize the successor with the same params, then answer with its answer.
      const inner = `{"jsonrpc":"2.0","id":${view.idText},"method":"initialize","params":` +
        `${view.paramsSpan ? text(frame, view.paramsSpan) : "{}"}}`;
      const innerBytes = encoder.encode(inner);
      return await this.#wrapRequest(innerBytes, viewMessage(innerBytes), true);
    }
    if (view.method === "session/prompt" && view.kind === "request") {
      const prefixed = this.#prefixed(frame, view);
      return await this.#wrapRequest(prefixed, viewMessage(prefixed), false);
    }
    if (view.kind === "request") return await this.#wrapRequest(frame, view, false);
    if (view.kind === "notification") {
      return await this.#send(successorEnvelope(view, frame, { method: this.#options.successor }));
    }
  }

  /** Sends a client request to the successor under my own id. */
  async #wrapRequest(frame: Uint8Array, view: MessageView, initialize: boolean): Promise<void> {
    const id = String(this.#nextId++);
    this.#toSuccessor.set(id, { clientId: view.idText!, initialize });
    this.#clientCancels.set(view.idText!, id);
    await this.#send(
      successorEnvelope(view, frame, { idText: id, method: this.#options.successor }),
    );
  }

  /** A cancel for the successor, its params (`_meta` and all) as the client sent them. */
  #wrapCancel(params: string): string {
    return `{"jsonrpc":"2.0","method":"${this.#options.successor}","params":` +
      `{"method":"$/cancel_request","params":${params}}}`;
  }

  /** A `_proxy/successor` message from the conductor: the successor talks to the client. */
  async #fromSuccessor(frame: Uint8Array, view: MessageView): Promise<void> {
    const inner = unwrapSuccessor(view, frame);
    const innerView = viewMessage(inner);
    if (innerView.method === "$/cancel_request") {
      // For an envelope the conductor sent me: re-issued with my id of that request.
      const params = innerView.paramsSpan && inner.subarray(
        innerView.paramsSpan.start,
        innerView.paramsSpan.end,
      );
      const idSpan = params ? viewMessage(params).member("requestId") : undefined;
      const mine = idSpan && this.#successorCancels.get(text(params!, idSpan));
      if (mine === undefined) return;
      return await this.#send(
        `{"jsonrpc":"2.0","method":"$/cancel_request","params":` +
          `${withRequestId(params!, idSpan!, mine)}}`,
      );
    }
    if (innerView.kind === "notification") return await this.#send(inner);
    const id = String(this.#nextId++);
    this.#toClient.set(id, view.idText!);
    this.#successorCancels.set(view.idText!, id);
    await this.#send(withId(inner, innerView, id));
  }

  /** A response on the conductor's link: to one of my envelopes, or to one of my requests. */
  async #answerFromClient(frame: Uint8Array, view: MessageView): Promise<void> {
    const fromSuccessor = this.#toSuccessor.get(view.idText!);
    if (fromSuccessor !== undefined) {
      this.#toSuccessor.delete(view.idText!);
      this.#clientCancels.delete(fromSuccessor.clientId);
      const answer = fromSuccessor.initialize && !view.isError ? this.#marked(frame, view) : frame;
      return await this.#send(withId(answer, viewMessage(answer), fromSuccessor.clientId));
    }
    const envelopeId = this.#toClient.get(view.idText!);
    if (envelopeId !== undefined) {
      this.#toClient.delete(view.idText!);
      this.#successorCancels.delete(envelopeId);
      await this.#send(withId(frame, view, envelopeId)); // responses are never wrapped
    }
  }

  /**
   * The prompt request with the prefix put before its first text block's text. Only the
   * `prompt` list is rebuilt, and in it every number and string keeps its exact text (a
   * 20-digit number, `1.0`, an escape): the rest of the frame is the client's bytes. A prompt
   * that is not a list of content blocks goes on as it came: the agent answers it (`-32602`),
   * as it would without this proxy.
   */
  #prefixed(frame: Uint8Array, view: MessageView): Uint8Array {
    if (this.#options.prefix === "") return frame; // a pure pass-through: not re-encoded
    if (view.paramsSpan === null) return frame;
    const params = frame.subarray(view.paramsSpan.start, view.paramsSpan.end);
    const promptSpan = viewMessage(params).member("prompt");
    if (promptSpan === undefined) return frame;
    const prompt: unknown = JSON.parse(text(params, promptSpan), keepSource);
    if (!Array.isArray(prompt)) return frame;
    const block = prompt.find((b): b is Record<string, unknown> =>
      typeof b === "object" && b !== null && !RAW.isRawJSON(b) &&
      sourceValue(b.type) === "text" && typeof sourceValue(b.text) === "string"
    );
    if (block === undefined) return frame;
    // The prefix's JSON text, then the client's text as written (its escapes kept).
    const written = (block.text as { rawJSON: string }).rawJSON;
    block.text = RAW.rawJSON(JSON.stringify(this.#options.prefix).slice(0, -1) + written.slice(1));
    const at = view.paramsSpan.start;
    return encoder.encode(
      decoder.decode(frame.subarray(0, at + promptSpan.start)) + JSON.stringify(prompt) +
        decoder.decode(frame.subarray(at + promptSpan.end)),
    );
  }

  /** The initialize answer with this proxy's name appended to `result._meta[MARK]`. */
  #marked(frame: Uint8Array, view: MessageView): Uint8Array {
    const result = frame.subarray(view.resultSpan!.start, view.resultSpan!.end);
    // Any JSON object has a view; its member spans say where `_meta` is.
    const metaSpan = viewMessage(result).member("_meta");
    const meta = metaSpan === undefined ? {} : JSON.parse(text(result, metaSpan));
    meta[MARK] = [...(meta[MARK] ?? []), this.#options.name];
    const metaText = JSON.stringify(meta);
    // Only `_meta` changes: every other byte of the answer stays as the successor wrote it.
    const [head, tail] = metaSpan === undefined
      ? [view.resultSpan!.start + 1, view.resultSpan!.start + 1]
      : [view.resultSpan!.start + metaSpan.start, view.resultSpan!.start + metaSpan.end];
    const inserted = metaSpan === undefined
      ? `"_meta":${metaText}${
        text(result, { start: 1, end: result.length - 1 }).trim() === "" ? "" : ","
      }`
      : metaText;
    return encoder.encode(
      decoder.decode(frame.subarray(0, head)) + inserted + decoder.decode(frame.subarray(tail)),
    );
  }
}

/**
 * The lines of `chunks`, without their LF. A line's pieces are kept as they came and joined
 * once, at its LF: each byte is scanned and copied once, however long the line (joining the
 * whole buffer to every chunk would copy a long line again for each of its chunks).
 */
async function* lines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array | "chunk"> {
  let pieces: Uint8Array[] = [];
  let held = 0;
  for await (const chunk of chunks) {
    let start = 0;
    for (let lf = chunk.indexOf(0x0a); lf >= 0; lf = chunk.indexOf(0x0a, start)) {
      const tail = chunk.subarray(start, lf);
      if (pieces.length === 0) yield tail;
      else {
        const line = new Uint8Array(held + tail.length);
        let at = 0;
        for (const piece of pieces) {
          line.set(piece, at);
          at += piece.length;
        }
        line.set(tail, at);
        pieces = [];
        held = 0;
        yield line;
      }
      start = lf + 1;
    }
    if (start < chunk.length) {
      pieces.push(chunk.slice(start)); // a copy: the reader may reuse its buffer
      held += chunk.length - start;
    }
    yield "chunk"; // the end of what one read brought
  }
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseArgs(Deno.args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(
      `prompt-prefix-proxy: ${e.message}; flags: --prefix TEXT --name NAME --schema-names`,
    );
    Deno.exit(2);
  }
  const proxy = new PromptPrefixProxy(options);
  for await (const line of lines(Deno.stdin.readable)) {
    if (line === "chunk") await proxy.flush(); // what this chunk produced, in one write
    else await proxy.handle(line);
  }
}

await main();
