/**
 * A connection marked with its descriptors (`stdio()`) has its first frame read with plain
 * reads, and its web streams are made only once the agent has started: Deno makes a
 * process's first web stream cost 1–2 ms, which the daemon would otherwise pay before it
 * starts the agent (docs/BENCHMARKS.md, figure 3). The bytes are the same either way
 * (`frame_reader_test.ts` has the property).
 *
 * @module
 */

import assert from "node:assert/strict";
import { AgentRouter } from "../agent_router/agent_router.ts";
import type { Connection, ConnectionFactory, DuplexStream } from "../transport/duplex.ts";
import { withFdEndpoint } from "../transport/fd_endpoint.ts";
import { bytes, concat, initLine, text, V1_PARAMS } from "./_agent_router_harness.ts";

/** The streams a marked client made so far. */
interface Made {
  readable: number;
  writable: number;
}

/**
 * A client marked with descriptors: plain reads hand out `input`'s chunks, its web streams
 * are counted when made; what it is sent is copied (as a descriptor would have written it).
 */
function markedClient(input: Uint8Array[]): {
  client: DuplexStream;
  made: Made;
  sent: Uint8Array[];
} {
  const left = [...input];
  const made: Made = { readable: 0, writable: 0 };
  const sent: Uint8Array[] = [];
  let readable: ReadableStream<Uint8Array> | undefined;
  let writable: WritableStream<Uint8Array> | undefined;
  const client = withFdEndpoint({
    get readable() {
      if (readable === undefined) made.readable++;
      return readable ??= ReadableStream.from(left.splice(0));
    },
    get writable() {
      if (writable === undefined) made.writable++;
      return writable ??= new WritableStream<Uint8Array>({
        write: (c) => void sent.push(c.slice()),
      });
    },
  }, {
    readFd: 0,
    writeFd: 1,
    read(buffer: Uint8Array): Promise<number | null> {
      const next = left.shift();
      if (next === undefined) return Promise.resolve(null);
      buffer.set(next);
      return Promise.resolve(next.length);
    },
  });
  return { client, made, sent };
}

/** An agent that sends back every byte it gets, noting which client streams existed. */
function echoAgent(made: Made, atStart: Made[]): ConnectionFactory {
  return (): Connection => {
    atStart.push({ ...made });
    return new TransformStream<Uint8Array, Uint8Array>();
  };
}

Deno.test("agent router: a client marked with descriptors has its first frame read with plain reads; its web streams are made only after the agent has started", async () => {
  const first = initLine(0, V1_PARAMS);
  const later = `{"jsonrpc":"2.0","id":1,"method":"session/new","params":{}}`;
  const { client, made, sent } = markedClient([
    bytes(`${first}\n${later.slice(0, 20)}`),
    bytes(`${later.slice(20)}\n`),
  ]);
  const atStart: Made[] = [];
  const outcome = await new AgentRouter({ v1: echoAgent(made, atStart), graceMs: 1_000 }).serve(
    client,
  );
  assert.deepEqual(
    atStart,
    [{ readable: 0, writable: 0 }],
    "a client stream existed before the agent started",
  );
  assert.deepEqual(made, { readable: 1, writable: 1 });
  assert.equal(outcome.selected, 1);
  assert.equal(text(concat(sent)), `${first}\n${later}\n`, "the agent's echo is byte-exact");
});

Deno.test("agent router: a client marked with descriptors that sends a wrong first frame gets its error on its stream, then starts the agent with the next", async () => {
  const first = initLine(0, V1_PARAMS);
  const { client, made, sent } = markedClient([bytes(`not json\n`), bytes(`${first}\n`)]);
  const atStart: Made[] = [];
  const outcome = await new AgentRouter({ v1: echoAgent(made, atStart), graceMs: 1_000 }).serve(
    client,
  );
  assert.deepEqual(
    atStart,
    [{ readable: 0, writable: 1 }],
    "the reply's stream is made, not the input's",
  );
  assert.equal(outcome.selected, 1);
  const lines = text(concat(sent)).split("\n");
  assert.equal(JSON.parse(lines[0]).error.code, -32700);
  assert.deepEqual(lines.slice(1), [first, ""]);
});
