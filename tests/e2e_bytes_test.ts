/**
 * End-to-end byte-for-byte tests (ROUTING §1, §3.4, §3.5): the real daemon
 * (`deno run -A mod.ts`) between this test (the client) and `raw_agent.ts` (the agent),
 * all as real processes over pipes.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  BYTE_PATHS,
  concat,
  delay,
  hashChunks,
  initialize,
  Scenario,
  writeHashed,
} from "./fixtures/e2e/harness.ts";
import { assertSameBytes } from "./fixtures/support.ts";
import { mixedStream } from "./fixtures/e2e/mixed_stream.ts";
import { rawMember } from "./fixtures/e2e/raw_json.ts";

const MIB = 1024 * 1024;
const BIG = 64 * MIB;
/** Bound on a 64 MiB transfer: only there to turn a hang into a failure. */
const BIG_TIMEOUT_MS = 300_000;
/** Agents here end by themselves; a long grace keeps a loaded machine from cutting them off. */
const LONG_GRACE = ["--grace-ms", "30000"];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function readReport(path: string): Promise<{ sha256: string; bytes: number }> {
  return JSON.parse(await Deno.readTextFile(path));
}

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e bytes (${mode.name}): 64 MiB of mixed frames client→agent arrive with the same SHA-256`, async () => {
    await using s = await Scenario.create();
    const report = s.file("report.json");
    const agent = s.agent(["--protocol", "1", "--mode", "sink", "--report", report]);
    const d = s.start(["--v1", agent.cmd, ...LONG_GRACE, ...mode.args]);

    await d.write(initialize("1", 1));
    const response = JSON.parse((await d.readLine())!);
    assert.equal(response.id, 1);
    assert.equal(response.result.protocolVersion, 1);

    const rest = d.readRest(BIG_TIMEOUT_MS); // drained concurrently: nothing more is expected
    const sent = await writeHashed(d, mixedStream(BIG, 0xacb1));
    await d.closeStdin();
    const status = await d.exit(BIG_TIMEOUT_MS);
    assert.equal(status.code, 0, await d.errors());
    assert.equal((await rest).length, 0);

    assert.equal(sent.bytes, BIG);
    assert.deepEqual(await readReport(report), sent);
  });
}

for (const mode of BYTE_PATHS) {
  Deno.test(`e2e bytes (${mode.name}): 64 MiB of mixed frames agent→client arrive with the same SHA-256`, async () => {
    await using s = await Scenario.create();
    const seed = 0x2b2b;
    const agent = s.agent([
      "--protocol",
      "2",
      "--mode",
      "source",
      "--bytes",
      String(BIG),
      "--seed",
      String(seed),
    ]);
    const d = s.start(["--v2", agent.cmd, ...LONG_GRACE, ...mode.args]);

    await d.write(initialize('"init-1"', 2));
    const response = JSON.parse((await d.readLine())!);
    assert.equal(response.id, "init-1");
    assert.equal(response.result.protocolVersion, 2);
    const received = await d.hashRest(BIG_TIMEOUT_MS);
    await d.closeStdin();
    const status = await d.exit();
    assert.equal(status.code, 0, await d.errors());

    assert.deepEqual(received, hashChunks(mixedStream(BIG, seed)));
  });
}

Deno.test("e2e bytes: frames in the same write as initialize all arrive in order, byte-exact", async (t) => {
  // Everything after the initialize line, in one write with it. The last frame has no LF.
  const pipelined = concat([
    encoder.encode(
      `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}\n\n` +
        `{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"x","params":{"v":1.0}}\r\n`,
    ),
    new Uint8Array([0xff, 0xfe, 0x0a]),
    encoder.encode("not json at all }\n"),
    ...mixedStream(200 * 1024, 9),
    encoder.encode(
      `\n{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"last-without-lf"}}`,
    ),
  ]);

  const cases = [
    {
      name: "v1 client, v1 agent, frames right after initialize",
      daemon: (v1: string, v2: string) => ["--v1", v1, "--v2", v2],
      before: "",
      init: initialize("1", 1),
      protocol: 1,
      rewritten: false,
    },
    {
      name: "v2 client, v2 agent, skipped frames before initialize",
      daemon: (v1: string, v2: string) => ["--v1", v1, "--v2", v2],
      before: `\n{"jsonrpc":"2.0","method":"note"}\n{"jsonrpc":"2.0","id":9,"result":{}}\n`,
      init: initialize("77", 2),
      protocol: 2,
      rewritten: false,
    },
    {
      name: "v2 client, only v1 (initialize rewritten)",
      daemon: (v1: string) => ["--v1", v1],
      before: "",
      init: initialize("5", 2, { extraParams: `,"capabilities":{"auth":{"terminal":{}}}` }),
      protocol: 1,
      rewritten: true,
    },
  ];
  for (const c of cases) {
    await t.step(c.name, async () => {
      await using s = await Scenario.create();
      const firstLine = s.file("first-line");
      const v1 = s.agent(["--protocol", "1", "--mode", "echo", "--first-line", firstLine]);
      const v2 = s.agent(["--protocol", "2", "--mode", "echo", "--first-line", firstLine]);
      const d = s.start([...c.daemon(v1.cmd, v2.cmd), ...LONG_GRACE]);

      // One write, read while it is in progress: an echo agent that is not read stalls once
      // the pipes are full, as it would with no daemon in between.
      const writing = d.write(concat([encoder.encode(c.before + c.init), pipelined])).then(() =>
        d.closeStdin()
      );
      const response = JSON.parse((await d.readLine())!);
      assert.equal(response.result.protocolVersion, c.protocol);
      assert.equal(rawMember(c.init, "id"), String(response.id));
      assertSameBytes(await d.readRest(), pipelined, "echoed pipelined frames");
      await writing;
      const status = await d.exit();
      assert.equal(status.code, 0, await d.errors());

      const first = decoder.decode(await Deno.readFile(firstLine));
      assert.equal(JSON.parse(first).method, "initialize");
      if (!c.rewritten) assert.equal(first + "\n", c.init);
    });
  }
});

Deno.test("e2e bytes: the agent's first frame is the client's initialize, rewritten only when needed", async (t) => {
  const cases: {
    name: string;
    only?: "v1" | "v2";
    init: string;
    /** Undefined: the agent must get `init`'s bytes unchanged (without the LF). */
    expectParams?: unknown;
    protocol: number;
  }[] = [
    {
      name: "v1 → v1: odd whitespace, unknown fields, CRLF, string id with an escape",
      init: `{ "jsonrpc" :\t"2.0" , "id" : "a\\u00e9b" ,"method":"initialize",  "params" : ` +
        `{ "protocolVersion" : 1 , "clientCapabilities":{"fs":{"readTextFile":true}}, ` +
        `"x-unknown" : [1.0, -0, 1e400, {"k":null}] } , "zz":1.0 }\r\n`,
      protocol: 1,
    },
    {
      name: "v2 → v2: key order, unknown fields, big-integer id",
      init: `{"params":{"info":{"version":"9.9","name":"odd client","extra":1.0},` +
        `"futureField":{"a":[1.0,2]},"protocolVersion":2 },"method":"initialize",` +
        `"id":12345678901234567890123456789,   "jsonrpc":"2.0","x":1.0}\n`,
      protocol: 2,
    },
    {
      name: "v2 client with only --v1: converted, id bytes exact",
      only: "v1",
      init: `{"jsonrpc":"2.0", "id" : 98765432109876543210987 ,"method":"initialize","params":` +
        `{"capabilities":{"auth":{"terminal":{}},"elicitation":{"form":{},"url":{}}},` +
        `"info":{"name":"v2-client","version":"2.0"},"protocolVersion":2,"unknown":1.0}}\n`,
      expectParams: {
        clientCapabilities: {
          auth: { terminal: true },
          elicitation: { form: {}, url: {} },
          session: { configOptions: { boolean: {} } },
        },
        clientInfo: { name: "v2-client", version: "2.0" },
        protocolVersion: 1,
      },
      protocol: 1,
    },
    {
      name: "v3 client with both: canonical v2, unknown fields dropped, id bytes exact",
      init: `{"jsonrpc":"2.0","id":"req\\"3","method":"initialize","params":{"protocolVersion":3,` +
        `"info":{"name":"c","version":"3","junk":1},"_meta":{"k":1.0},"future":true}}\n`,
      expectParams: { protocolVersion: 2, info: { name: "c", version: "3" }, _meta: { k: 1 } },
      protocol: 2,
    },
  ];
  for (const c of cases) {
    await t.step(c.name, async () => {
      await using s = await Scenario.create();
      const firstLine = s.file("first-line");
      const v1 = s.agent(["--protocol", "1", "--first-line", firstLine]);
      const v2 = s.agent(["--protocol", "2", "--first-line", firstLine]);
      const args = c.only === "v1" ? ["--v1", v1.cmd] : ["--v1", v1.cmd, "--v2", v2.cmd];
      const d = s.start([...args, ...LONG_GRACE]);

      // In three writes, so the first frame is also assembled across reads.
      const bytes = encoder.encode(c.init);
      const cuts = [0, 7, Math.floor(bytes.length / 2), bytes.length];
      for (let i = 0; i + 1 < cuts.length; i++) {
        await d.write(bytes.slice(cuts[i], cuts[i + 1]));
        await delay(20);
      }
      const responseLine = (await d.readLine())!;
      const response = JSON.parse(responseLine);
      assert.equal(response.result.protocolVersion, c.protocol);
      // The agent echoed the raw id it received; the daemon passed its response unchanged.
      assert.equal(rawMember(responseLine, "id"), rawMember(c.init, "id"));
      await d.closeStdin();
      assert.equal((await d.exit()).code, 0, await d.errors());

      const received = await Deno.readFile(firstLine);
      const expectedRaw = encoder.encode(c.init.slice(0, -1)); // without the LF; a CR stays
      if (c.expectParams === undefined) {
        assertSameBytes(received, expectedRaw, "first frame");
      } else {
        const text = decoder.decode(received);
        assert.ok(!text.includes("\n"));
        assert.equal(rawMember(text, "id"), rawMember(c.init, "id"), "id bytes");
        const frame = JSON.parse(text);
        assert.equal(frame.method, "initialize");
        assert.equal(frame.jsonrpc, "2.0");
        assert.deepEqual(frame.params, c.expectParams);
      }
    });
  }
});

for (
  const mode of [
    ...BYTE_PATHS,
    { name: "kernel paths, recorded", args: ["--transcript", "/dev/null"] },
  ]
) {
  Deno.test(`e2e bytes (${mode.name}): a slow client still gets every byte an agent wrote before it exited`, async () => {
    // The agent writes more than the pipes hold, so it exits with its last bytes still in
    // flight; the client reads one chunk per 300 ms, slower than --grace-ms 100 × 2.
    await using s = await Scenario.create();
    const size = 512 * 1024;
    const agent = s.agent(["--mode", "source", "--bytes", String(size), "--seed", "8"]);
    const d = s.start(["--v1", agent.cmd, "--grace-ms", "100", ...mode.args]);
    await d.write(initialize("1", 1));
    assert.equal(JSON.parse((await d.readLine())!).id, 1);
    const received = await d.hashRest(120_000, 300);
    await d.closeStdin();
    assert.equal((await d.exit()).code, 0, await d.errors());
    assert.deepEqual(received, hashChunks(mixedStream(size, 8)));
  });
}
