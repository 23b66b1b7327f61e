/**
 * ROUTING §2 (before selection) and §3 (agent router) through the library API:
 * `AgentRouter.serve` on in-memory streams, in-process recording implementations.
 * One `Deno.test` per numbered rule; alternatives of a rule are steps.
 */

import assert from "node:assert/strict";
import { AgentRouter } from "../agent_router/agent_router.ts";
import { RouterConfigError } from "../routing/router_config_error.ts";
import { command } from "../process/command.ts";
import type { ConnectionFactory } from "../transport/duplex.ts";
import { inProcess } from "../transport/in_process.ts";
import {
  bytes,
  concat,
  failingFactory,
  initializeResult,
  initLine,
  type Json,
  paramsBetween,
  type Recorder,
  recordingImplementation,
  recordingLogger,
  serveRouter,
  text,
  V1_PARAMS,
  v2Params,
} from "./_agent_router_harness.ts";

type Configured = "both" | "v1" | "v2";

interface Setup {
  v1: Recorder;
  v2: Recorder;
  options: { v1?: ConnectionFactory; v2?: ConnectionFactory };
}

function setup(configured: Configured): Setup {
  const v1 = recordingImplementation(1);
  const v2 = recordingImplementation(2);
  return {
    v1,
    v2,
    options: {
      v1: configured === "v2" ? undefined : v1.factory,
      v2: configured === "v1" ? undefined : v2.factory,
    },
  };
}

interface ExpectedError {
  /** The id as raw JSON text. */
  rawId: string;
  code: number;
  message: string;
  data?: unknown;
}

/** Asserts one error response line: raw id bytes, code, message (and data when given). */
function assertErrorLine(line: string, expected: ExpectedError): void {
  const reply = JSON.parse(line);
  assert.equal(reply.jsonrpc, "2.0", line);
  assert.ok(
    line.includes(`"id":${expected.rawId}`),
    `id bytes ${expected.rawId} expected in ${line}`,
  );
  assert.equal(reply.error.code, expected.code, line);
  assert.equal(reply.error.message, expected.message, line);
  if ("data" in expected) assert.deepEqual(reply.error.data, expected.data, line);
  assert.equal("result" in reply, false);
}

/**
 * Sends `frame` first, checks the answer (`expected`: one error line; `null`: nothing),
 * then checks the connection still works: a valid initialize is served, and it is the
 * first thing the implementation ever receives.
 */
async function answersThenKeepsReading(
  frame: string | Uint8Array,
  expected: ExpectedError | null,
  configured: Configured = "both",
): Promise<void> {
  const s = setup(configured);
  const run = serveRouter(s.options);
  const version = configured === "v1" ? 1 : 2;
  const follow = initLine(99, version === 1 ? V1_PARAMS : v2Params(2, "after"));
  await run.client.send(typeof frame === "string" ? frame + "\n" : frame);
  if (expected !== null) assertErrorLine(await run.client.nextLine(), expected);
  await run.client.sendLine(follow);
  // Nothing else was written before the initialize response.
  assert.equal(
    await run.client.nextLine(),
    `{"jsonrpc":"2.0","id":99,"result":${initializeResult(version)}}`,
  );
  const result = await run.finish();
  assert.equal(await run.client.rest(), "");
  assert.deepEqual(result, { exitCode: 0, selected: version, shutdown: false });
  const used = version === 1 ? s.v1 : s.v2;
  const unused = version === 1 ? s.v2 : s.v1;
  assert.equal(used.calls, 1);
  assert.equal(unused.calls, 0);
  assert.equal(text(used.received()), follow + "\n");
}

/** Serves one frame that must be rejected, then EOF: nothing is started, exit 0. */
async function rejectedBeforeEof(
  frame: string,
  expected: ExpectedError,
  configured: Configured,
): Promise<void> {
  const s = setup(configured);
  const run = serveRouter(s.options);
  await run.client.sendLine(frame);
  assertErrorLine(await run.client.nextLine(), expected);
  const result = await run.finish();
  assert.deepEqual(result, { exitCode: 0, selected: null, shutdown: false });
  assert.equal(await run.client.rest(), "");
  assert.equal(s.v1.calls + s.v2.calls, 0);
}

/** A temporary script with `text` and `mode`, removed when the tests end. */
async function tempScript(prefix: string, text: string, mode: number): Promise<string> {
  const path = await Deno.makeTempFile({ prefix });
  await Deno.writeTextFile(path, text);
  await Deno.chmod(path, mode);
  globalThis.addEventListener("unload", () => Deno.removeSync(path));
  return path;
}
/** A script whose `#!` interpreter does not exist (spawn says only "not found"). */
const NO_INTERPRETER = await tempScript(
  "acp-no-interpreter-",
  "#!/nonexistent/acp-proxy-test-shell -e\necho hi\n",
  0o755,
);
/** A script saved with CRLF line ends: the kernel looks for "/bin/sh\r". */
const CRLF_SCRIPT = await tempScript("acp-crlf-", "#!/bin/sh\r\necho hi\r\n", 0o755);
/** A script whose `#!/usr/bin/env` names a program on no PATH entry (env would exit 127). */
const NO_ENV_INTERPRETER = await tempScript(
  "acp-no-env-interpreter-",
  "#!/usr/bin/env acp-proxy-no-such-interpreter\necho hi\n",
  0o755,
);
/** The same through `env -S`, which splits the rest of the line. */
const NO_ENV_S_INTERPRETER = await tempScript(
  "acp-no-env-s-interpreter-",
  "#!/usr/bin/env -S acp-proxy-no-such-interpreter --flag\necho hi\n",
  0o755,
);
/** `env` given "sh -e" as one word: the kernel passes the rest of a #! line as one. */
const ENV_NO_S = await tempScript("acp-env-no-s-", "#!/usr/bin/env sh -e\necho hi\n", 0o755);
/** `#!/usr/bin/env sh` saved with CRLF line ends. */
const ENV_CRLF = await tempScript("acp-env-crlf-", "#!/usr/bin/env sh\r\necho hi\r\n", 0o755);
/** The PATH as the env failures show it. */
const SHOWN_PATH = ((path) => path.length > 200 ? `${path.slice(0, 200)}...` : path)(
  Deno.env.get("PATH") ?? "",
);
/** A script in a directory whose name has spaces (given unquoted, the command splits it). */
const SPACED_DIR = await Deno.makeTempDir({ prefix: "acp dir with spaces " });
const SPACED_SCRIPT = `${SPACED_DIR}/agent.sh`;
await Deno.writeTextFile(SPACED_SCRIPT, "#!/bin/sh\necho hi\n");
await Deno.chmod(SPACED_SCRIPT, 0o755);
globalThis.addEventListener("unload", () => Deno.removeSync(SPACED_DIR, { recursive: true }));
/** A script without execute permission. */
const NOT_EXECUTABLE = await tempScript("acp-not-executable-", "#!/bin/sh\necho hi\n", 0o644);
const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;
const PARSE_ERROR = -32700;
const INTERNAL_ERROR = -32603;

// ---------------------------------------------------------------------------------------
// §2: before selection
// ---------------------------------------------------------------------------------------

Deno.test("agent router 2.1: EOF before any byte exits 0, writes nothing and starts no implementation", async () => {
  const s = setup("both");
  const run = serveRouter(s.options);
  const result = await run.finish();
  assert.deepEqual(result, { exitCode: 0, selected: null, shutdown: false });
  assert.equal(await run.client.closed, "closed");
  assert.equal(run.client.output.length, 0);
  assert.equal(s.v1.calls, 0);
  assert.equal(s.v2.calls, 0);
});

Deno.test("agent router 2.1: EOF after only rejected or ignored frames also exits 0 with nothing started", async () => {
  const s = setup("both");
  const run = serveRouter(s.options);
  await run.client.send(
    `\n{"jsonrpc":"2.0","id":1,"result":{}}\n{"jsonrpc":"2.0","id":2,"method":"x"}\n`,
  );
  assertErrorLine(await run.client.nextLine(), {
    rawId: "2",
    code: INVALID_REQUEST,
    message: "first ACP request must be initialize",
  });
  const result = await run.finish();
  assert.deepEqual(result, { exitCode: 0, selected: null, shutdown: false });
  assert.equal(await run.client.rest(), "");
  assert.equal(s.v1.calls + s.v2.calls, 0);
});

Deno.test("agent router 2.1: an initialize ending at EOF without LF is still served and forwarded without an LF", async () => {
  const s = setup("v2");
  const run = serveRouter(s.options);
  const frame = initLine(1, v2Params(2));
  await run.client.send(frame);
  const result = await run.finish();
  assert.deepEqual(result, { exitCode: 0, selected: 2, shutdown: false });
  assert.equal(text(s.v2.received()), frame);
});

Deno.test("agent router 2.2: blank lines (spaces, tabs, CRLF) are ignored and the next frame is read", async (t) => {
  for (const blank of ["", "   ", "\r", "\t \t", " \r"]) {
    await t.step(JSON.stringify(blank + "\n"), () => answersThenKeepsReading(blank, null));
  }
  await t.step("several blank lines in one chunk before the initialize", async () => {
    const s = setup("v2");
    const run = serveRouter(s.options);
    const frame = initLine(1, v2Params(2));
    await run.client.send(`\n\r\n  \n${frame}\n`);
    assert.equal(
      await run.client.nextLine(),
      `{"jsonrpc":"2.0","id":1,"result":${initializeResult(2)}}`,
    );
    await run.finish();
    assert.equal(text(s.v2.received()), frame + "\n");
  });
});

Deno.test("agent router 2.3: a first frame longer than the limit gets -32600 with id null naming the limit, then the connection closes with exit 1", async (t) => {
  const limit = 64;
  const cases: Array<[string, Uint8Array[]]> = [
    ["limit+1 bytes in one chunk, no LF", [bytes("x".repeat(limit + 1))]],
    ["the LF arrives in a later chunk", [bytes("{".repeat(60)), bytes("y".repeat(10) + "\n")]],
    ["limit+1 bytes then LF in the same chunk", [bytes("z".repeat(limit + 1) + "\n{}\n")]],
    ["after an earlier rejected frame", [bytes("[]\n"), bytes("w".repeat(limit * 3))]],
  ];
  for (const [name, chunks] of cases) {
    await t.step(name, async () => {
      const s = setup("both");
      const run = serveRouter({ ...s.options, maxFrameBytes: limit });
      for (const chunk of chunks) await run.client.send(chunk);
      let line = await run.client.nextLine();
      if (name.startsWith("after")) {
        assertErrorLine(line, { rawId: "null", code: INVALID_REQUEST, message: "Invalid Request" });
        line = await run.client.nextLine();
      }
      const reply = JSON.parse(line);
      assert.equal(reply.jsonrpc, "2.0");
      assert.equal(reply.id, null);
      assert.ok(line.includes(`"id":null`));
      assert.equal(reply.error.code, INVALID_REQUEST);
      assert.match(reply.error.message, /\b64-byte limit\b/);
      assert.match(reply.error.message, /limit; send a smaller frame$/);
      assert.deepEqual(reply.error.data, { limit: 64 });
      const result = await run.result;
      assert.deepEqual(result, { exitCode: 1, selected: null, shutdown: false });
      assert.equal(await run.client.rest(), "");
      assert.equal(await run.client.closed, "closed");
      // The router stopped reading: the client's input was cancelled.
      assert.equal(await run.client.send("more\n"), false);
      assert.equal(s.v1.calls + s.v2.calls, 0);
    });
  }
});

Deno.test("agent router 2.3: a first frame of exactly the limit is accepted, one byte more is not", async () => {
  const frame = initLine(1, v2Params(2));
  const limit = bytes(frame).length;
  {
    const s = setup("v2");
    const run = serveRouter({ ...s.options, maxFrameBytes: limit });
    await run.client.send(frame.slice(0, 10));
    await run.client.send(frame.slice(10) + "\n");
    assert.equal(
      await run.client.nextLine(),
      `{"jsonrpc":"2.0","id":1,"result":${initializeResult(2)}}`,
    );
    assert.deepEqual(await run.finish(), { exitCode: 0, selected: 2, shutdown: false });
  }
  {
    const s = setup("v2");
    const run = serveRouter({ ...s.options, maxFrameBytes: limit - 1 });
    await run.client.send(frame.slice(0, 10));
    await run.client.send(frame.slice(10) + "\n");
    const reply = JSON.parse(await run.client.nextLine());
    assert.equal(reply.error.code, INVALID_REQUEST);
    assert.deepEqual(reply.error.data, { limit: limit - 1 });
    assert.equal((await run.result).exitCode, 1);
    assert.equal(s.v2.calls, 0);
  }
});

Deno.test("agent router 2.4: a frame that is not JSON or not UTF-8 gets -32700 Parse error with id null, and reading goes on", async (t) => {
  const cases: Array<[string, string | Uint8Array]> = [
    ["truncated JSON", `{"jsonrpc":"2.0","id":1,"method":"initialize"`],
    ["plain words", "hello agent"],
    ["trailing garbage after a valid object", `{"jsonrpc":"2.0","id":1,"method":"initialize"} x`],
    ["invalid UTF-8 byte", new Uint8Array([0x7b, 0xff, 0x7d, 0x0a])],
    // Not a malformed batch (2.13): the bytes are not text at all.
    ["invalid UTF-8 in what looks like a batch", new Uint8Array([0x5b, 0xff, 0x5d, 0x0a])],
    [
      "invalid UTF-8 inside a batch of initialize",
      concat([
        bytes(`[{"jsonrpc":"2.0","id":5,"method":"initialize","params":{"protocolVersion":1,"x":"`),
        new Uint8Array([0xc3, 0x28]),
        bytes(`"}}]\n`),
      ]),
    ],
    [
      "invalid UTF-8 inside an otherwise valid initialize",
      concat([
        bytes(`{"jsonrpc":"2.0","id":5,"method":"initialize","params":{"protocolVersion":1,"x":"`),
        new Uint8Array([0xc3, 0x28]),
        bytes(`"}}\n`),
      ]),
    ],
    ["a UTF-8 BOM before the JSON", "\ufeff" + initLine(1, v2Params(2))],
  ];
  for (const [name, frame] of cases) {
    await t.step(name, () =>
      answersThenKeepsReading(frame, {
        rawId: "null",
        code: PARSE_ERROR,
        message: "Parse error",
      }));
  }
});

Deno.test("agent router 2.5: response-shaped frames are ignored without an answer (logged at debug), and reading goes on", async (t) => {
  const cases: Array<[string, string]> = [
    ["result response", `{"jsonrpc":"2.0","id":7,"result":{}}`],
    ["error response", `{"jsonrpc":"2.0","id":7,"error":{"code":-1,"message":"x"}}`],
    ["response with a bad jsonrpc", `{"jsonrpc":"1.0","id":7,"result":null}`],
    [
      "batch of only responses",
      `[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"error":{"code":1,"message":"m"}}]`,
    ],
  ];
  for (const [name, frame] of cases) {
    await t.step(name, () => answersThenKeepsReading(frame, null));
  }
  await t.step("the skip is logged at debug, not as a warning", async () => {
    const s = setup("v2");
    const logger = recordingLogger();
    const run = serveRouter({ ...s.options, logger });
    await run.client.sendLine(`{"jsonrpc":"2.0","id":7,"result":{}}`);
    await run.client.sendLine(initLine(1, v2Params(2)));
    await run.client.nextLine();
    await run.finish();
    const skip = logger.lines.filter(([, m]) => m.includes("response"));
    assert.equal(skip.length, 1, JSON.stringify(logger.lines));
    assert.equal(skip[0][0], "debug");
    assert.equal(logger.lines.filter(([l]) => l === "warn" || l === "error").length, 0);
  });
});

Deno.test("agent router 2.6: notifications, including an id-less initialize, get no answer and the next initialize is served", async (t) => {
  await t.step(
    "a plain notification",
    () => answersThenKeepsReading(`{"jsonrpc":"2.0","method":"session/cancel","params":{}}`, null),
  );
  await t.step(
    "an id-less initialize",
    () =>
      answersThenKeepsReading(
        `{"jsonrpc":"2.0","method":"initialize","params":${v2Params(2)}}`,
        null,
      ),
  );
  await t.step(
    "an id-less initialize is logged as a warning, a plain notification is not",
    async () => {
      const s = setup("v2");
      const logger = recordingLogger();
      const run = serveRouter({ ...s.options, logger });
      await run.client.sendLine(`{"jsonrpc":"2.0","method":"session/cancel"}`);
      await run.client.sendLine(`{"jsonrpc":"2.0","method":"initialize","params":${v2Params(2)}}`);
      await run.client.sendLine(initLine(3, v2Params(2)));
      assert.equal(JSON.parse(await run.client.nextLine()).id, 3);
      await run.finish();
      const warnings = logger.lines.filter(([level]) => level === "warn");
      assert.equal(warnings.length, 1, JSON.stringify(logger.lines));
      assert.match(warnings[0][1], /initialize without an id/);
    },
  );
});

Deno.test("agent router 2.7: a frame that is not a JSON-RPC 2.0 request gets -32600 with its id if readable, else null", async (t) => {
  const invalid = (rawId: string): ExpectedError => ({
    rawId,
    code: INVALID_REQUEST,
    message: "Invalid Request",
  });
  const cases: Array<[string, string, ExpectedError]> = [
    ["a number", "42", invalid("null")],
    ["a string", `"initialize"`, invalid("null")],
    ["null", "null", invalid("null")],
    ["true", "true", invalid("null")],
    [
      `jsonrpc "1.0" (id 7 kept)`,
      `{"jsonrpc":"1.0","id":7,"method":"initialize","params":${v2Params(2)}}`,
      invalid("7"),
    ],
    [
      `jsonrpc missing (string id kept)`,
      `{"id":"a-1","method":"initialize","params":${v2Params(2)}}`,
      invalid(`"a-1"`),
    ],
    [
      `jsonrpc 2 as a number`,
      `{"jsonrpc":2,"id":8,"method":"initialize","params":${v2Params(2)}}`,
      invalid("8"),
    ],
    [
      "id {} (unreadable: null)",
      `{"jsonrpc":"2.0","id":{},"method":"initialize","params":${v2Params(2)}}`,
      invalid("null"),
    ],
    [
      "id [1] (unreadable: null)",
      `{"jsonrpc":"2.0","id":[1],"method":"initialize","params":${v2Params(2)}}`,
      invalid("null"),
    ],
    [
      "id true (unreadable: null)",
      `{"jsonrpc":"2.0","id":true,"method":"initialize","params":${v2Params(2)}}`,
      invalid("null"),
    ],
    ["method not a string (id 3 kept)", `{"jsonrpc":"2.0","id":3,"method":5}`, invalid("3")],
    ["neither method nor result (id 4 kept)", `{"jsonrpc":"2.0","id":4}`, invalid("4")],
  ];
  for (const [name, frame, expected] of cases) {
    await t.step(name, () => answersThenKeepsReading(frame, expected));
  }
});

Deno.test("agent router 2.8: a first request other than initialize gets -32600 'first ACP request must be initialize' with its own id", async (t) => {
  const cases: Array<[string, string]> = [
    ["7", `{"jsonrpc":"2.0","id":7,"method":"session/new","params":{}}`],
    [`"abc"`, `{"jsonrpc":"2.0","id":"abc","method":"session/prompt"}`],
    ["1", `{"jsonrpc":"2.0","id":1,"method":"_proxy/initialize","params":${v2Params(2)}}`],
    ["12345678901234567890", `{"jsonrpc":"2.0","id":12345678901234567890,"method":"x"}`],
    ["1.0", `{"jsonrpc":"2.0","id":1.0,"method":"Initialize","params":${v2Params(2)}}`],
    [`"\\"q\\"\\u00e9"`, `{"jsonrpc":"2.0","id":"\\"q\\"\\u00e9","method":"session/new"}`],
  ];
  for (const [rawId, frame] of cases) {
    await t.step(`id ${rawId}`, () =>
      answersThenKeepsReading(frame, {
        rawId,
        code: INVALID_REQUEST,
        message: "first ACP request must be initialize",
      }));
  }
});

Deno.test("agent router 2.9: an initialize with id null gets -32600 'first ACP message must be an initialize request' with id null", async () => {
  await answersThenKeepsReading(
    `{"jsonrpc":"2.0","id":null,"method":"initialize","params":${v2Params(2)}}`,
    {
      rawId: "null",
      code: INVALID_REQUEST,
      message: "first ACP message must be an initialize request",
    },
  );
});

Deno.test("agent router 2.10: params not an object, protocolVersion missing or not an integer 0..65535 get -32602 naming the field", async (t) => {
  const notObject = "initialize params must be an object";
  const missing = "initialize protocolVersion is required";
  const notInteger = "initialize protocolVersion must be an integer from 0 to 65535";
  const frame = (params: string | undefined) =>
    params === undefined
      ? `{"jsonrpc":"2.0","id":11,"method":"initialize"}`
      : `{"jsonrpc":"2.0","id":11,"method":"initialize","params":${params}}`;
  const info = `"info":{"name":"c","version":"1"}`;
  const cases: Array<[string, string | undefined, string]> = [
    ["params missing", undefined, notObject],
    ["params an array", `[2]`, notObject],
    ["params null", `null`, notObject],
    ["params a string", `"2"`, notObject],
    ["params a number", `2`, notObject],
    ["params {}", `{}`, missing],
    ["protocolVersion missing", `{${info}}`, missing],
    [`protocolVersion "2"`, `{"protocolVersion":"2",${info}}`, notInteger],
    ["protocolVersion 2.5", `{"protocolVersion":2.5,${info}}`, notInteger],
    ["protocolVersion 2.0", `{"protocolVersion":2.0,${info}}`, notInteger],
    ["protocolVersion -1", `{"protocolVersion":-1,${info}}`, notInteger],
    ["protocolVersion 65536", `{"protocolVersion":65536,${info}}`, notInteger],
    ["protocolVersion 100000", `{"protocolVersion":100000,${info}}`, notInteger],
    ["protocolVersion null", `{"protocolVersion":null,${info}}`, notInteger],
    ["protocolVersion true", `{"protocolVersion":true,${info}}`, notInteger],
    ["protocolVersion 2e0", `{"protocolVersion":2e0,${info}}`, notInteger],
    ["protocolVersion {}", `{"protocolVersion":{},${info}}`, notInteger],
  ];
  for (const [name, params, message] of cases) {
    await t.step(
      name,
      () => answersThenKeepsReading(frame(params), { rawId: "11", code: INVALID_PARAMS, message }),
    );
  }
  await t.step("the error names the offending value in data", async () => {
    const s = setup("v2");
    const run = serveRouter(s.options);
    await run.client.sendLine(frame(`{"protocolVersion":2.5,${info}}`));
    assertErrorLine(await run.client.nextLine(), {
      rawId: "11",
      code: INVALID_PARAMS,
      message: notInteger,
      data: { protocolVersion: "2.5" },
    });
    await run.finish();
  });
});

Deno.test("agent router 2.11: a version that is not routable gets -32600 'ACP protocol version N is not configured' with requested and supported", async (t) => {
  const cases: Array<[string, Configured, number, number[]]> = [
    ["0 with v1 and v2", "both", 0, [1, 2]],
    ["0 with only v1", "v1", 0, [1]],
    ["0 with only v2", "v2", 0, [2]],
    ["1 with only v2 (no up-conversion)", "v2", 1, [2]],
  ];
  for (const [name, configured, requested, supported] of cases) {
    const params = requested === 1 ? V1_PARAMS : v2Params(requested);
    const expected = {
      rawId: "21",
      code: INVALID_REQUEST,
      message: `ACP protocol version ${requested} is not configured`,
      data: { requested, supported },
    };
    await t.step(name, async () => {
      await rejectedBeforeEof(initLine(21, params), expected, configured);
      await answersThenKeepsReading(initLine(21, params), expected, configured);
    });
  }
});

Deno.test("agent router 2.12: a v2 route whose info.name / info.version are not non-empty strings gets -32602", async (t) => {
  const message = "v2 initialize info requires name and version";
  const frame = (version: number, info: string | undefined) =>
    initLine(
      31,
      info === undefined
        ? `{"protocolVersion":${version}}`
        : `{"protocolVersion":${version},"info":${info}}`,
    );
  const infos: Array<[string, string | undefined]> = [
    ["info missing", undefined],
    ["info null", "null"],
    ["info a string", `"client 1.0"`],
    ["name missing", `{"version":"1"}`],
    ["version missing", `{"name":"c"}`],
    ["name empty", `{"name":"","version":"1"}`],
    ["version empty", `{"name":"c","version":""}`],
    ["version a number", `{"name":"c","version":1}`],
    ["name null", `{"name":null,"version":"1"}`],
  ];
  for (const [name, info] of infos) {
    await t.step(
      `requested 2, v2 configured: ${name}`,
      () => answersThenKeepsReading(frame(2, info), { rawId: "31", code: INVALID_PARAMS, message }),
    );
  }
  await t.step(
    "requested 3 on the v2 route",
    () =>
      answersThenKeepsReading(frame(3, `{"name":"c"}`), {
        rawId: "31",
        code: INVALID_PARAMS,
        message,
      }),
  );
  await t.step(
    "requested 2 down-converted to v1 (only v1 configured)",
    () =>
      answersThenKeepsReading(
        frame(2, `{"name":"","version":"1"}`),
        { rawId: "31", code: INVALID_PARAMS, message },
        "v1",
      ),
  );
  await t.step(
    "requested 1 on the v1 route is not checked (clientInfo is optional in v1)",
    async () => {
      const s = setup("both");
      const run = serveRouter(s.options);
      const line = initLine(32, `{"protocolVersion":1}`);
      await run.client.sendLine(line);
      assert.equal(JSON.parse(await run.client.nextLine()).result.protocolVersion, 1);
      assert.equal((await run.finish()).selected, 1);
      assert.equal(s.v1.firstLine(), line);
    },
  );
  await t.step("whitespace-only name and version are non-empty and pass", async () => {
    const s = setup("v2");
    const run = serveRouter(s.options);
    await run.client.sendLine(frame(2, `{"name":" ","version":"\\t"}`));
    assert.equal(JSON.parse(await run.client.nextLine()).result.protocolVersion, 2);
    assert.equal((await run.finish()).selected, 2);
  });
});

Deno.test("agent router 2.13: an empty or malformed batch gets one -32600 object with id null", async (t) => {
  const cases: Array<[string, string]> = [
    ["empty batch", "[]"],
    ["empty batch with spaces", " [ ] "],
    ["truncated batch", `[{"jsonrpc":"2.0","id":1,"method":"initialize"}`],
    ["trailing comma", `[1,]`],
  ];
  for (const [name, frame] of cases) {
    await t.step(name, async () => {
      await answersThenKeepsReading(frame, {
        rawId: "null",
        code: INVALID_REQUEST,
        message: "Invalid Request",
      });
      // One object, not an array.
      const s = setup("v2");
      const run = serveRouter(s.options);
      await run.client.sendLine(frame);
      const line = await run.client.nextLine();
      assert.ok(line.startsWith("{"), line);
      await run.finish();
    });
  }
});

Deno.test("agent router 2.14: a batch whose first call-shaped entry fails gets an array: that error per request (own id), -32600/null per invalid entry, nothing for responses and notifications", async (t) => {
  const run14 = async (
    frame: string,
    expected: ExpectedError[] | null,
    configured: Configured = "both",
  ) => {
    const s = setup(configured);
    const run = serveRouter(s.options);
    const version = configured === "v1" ? 1 : 2;
    await run.client.sendLine(frame);
    if (expected !== null) {
      const line = await run.client.nextLine();
      const replies = JSON.parse(line);
      assert.ok(Array.isArray(replies), line);
      assert.equal(replies.length, expected.length, line);
      // Each entry checked on its own raw text, in order.
      const parts = replies.map((r: Json) => JSON.stringify(r));
      expected.forEach((e, i) => {
        assertErrorLine(parts[i], { ...e, rawId: JSON.stringify(JSON.parse(e.rawId)) });
      });
      for (const e of expected) {
        assert.ok(line.includes(`"id":${e.rawId}`), `raw id ${e.rawId} in ${line}`);
      }
    }
    // Keeps reading.
    const follow = initLine(99, version === 1 ? V1_PARAMS : v2Params(2));
    await run.client.sendLine(follow);
    assert.equal(
      await run.client.nextLine(),
      `{"jsonrpc":"2.0","id":99,"result":${initializeResult(version)}}`,
    );
    assert.equal((await run.finish()).selected, version);
    assert.equal(text((version === 1 ? s.v1 : s.v2).received()), follow + "\n");
  };
  const notInit = "first ACP request must be initialize";
  await t.step(
    "first call-shaped entry is not initialize (responses skipped, notification silent, 5 invalid)",
    () =>
      run14(
        `[{"jsonrpc":"2.0","id":9,"result":{}},{"jsonrpc":"2.0","id":1,"method":"session/new","params":{}},5,` +
          `{"jsonrpc":"2.0","method":"note"},{"jsonrpc":"2.0","id":"x","method":"initialize","params":${
            v2Params(2)
          }}]`,
        [
          { rawId: "1", code: INVALID_REQUEST, message: notInit },
          { rawId: "null", code: INVALID_REQUEST, message: "Invalid Request" },
          { rawId: `"x"`, code: INVALID_REQUEST, message: notInit },
        ],
      ),
  );
  await t.step(
    "initialize with a bad protocolVersion (2.10): -32602 for every request",
    () =>
      run14(
        `[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2"}},` +
          `{"jsonrpc":"2.0","id":12345678901234567890,"method":"session/list","params":{}}]`,
        [
          {
            rawId: "1",
            code: INVALID_PARAMS,
            message: "initialize protocolVersion must be an integer from 0 to 65535",
          },
          {
            rawId: "12345678901234567890",
            code: INVALID_PARAMS,
            message: "initialize protocolVersion must be an integer from 0 to 65535",
          },
        ],
      ),
  );
  await t.step("version not configured (2.11): -32600 with data for every request", () =>
    run14(
      `[${initLine(1, V1_PARAMS)},{"jsonrpc":"2.0","id":2,"method":"session/new"}]`,
      [
        {
          rawId: "1",
          code: INVALID_REQUEST,
          message: "ACP protocol version 1 is not configured",
          data: { requested: 1, supported: [2] },
        },
        {
          rawId: "2",
          code: INVALID_REQUEST,
          message: "ACP protocol version 1 is not configured",
          data: { requested: 1, supported: [2] },
        },
      ],
      "v2",
    ));
  await t.step("v2 info missing (2.12): -32602 for every request", () =>
    run14(
      `[${initLine(1, `{"protocolVersion":2}`)},{"jsonrpc":"2.0","id":"b","method":"x"}]`,
      [
        {
          rawId: "1",
          code: INVALID_PARAMS,
          message: "v2 initialize info requires name and version",
        },
        {
          rawId: `"b"`,
          code: INVALID_PARAMS,
          message: "v2 initialize info requires name and version",
        },
      ],
    ));
  await t.step("id null initialize (2.9): the error for it with id null", () =>
    run14(
      `[{"jsonrpc":"2.0","id":null,"method":"initialize","params":${v2Params(2)}}]`,
      [{
        rawId: "null",
        code: INVALID_REQUEST,
        message: "first ACP message must be an initialize request",
      }],
    ));
  await t.step(
    "first call-shaped entry invalid (2.7): -32600 null for it, with its fault; -32600 own id for requests, saying the batch's first call is invalid",
    () =>
      run14(
        `[{"jsonrpc":"1.0","id":3,"method":"initialize","params":${v2Params(2)}},` +
          `{"jsonrpc":"2.0","id":4,"method":"initialize","params":${v2Params(2)}}]`,
        [
          {
            rawId: "null",
            code: INVALID_REQUEST,
            message: "Invalid Request",
            data: `"jsonrpc" must be "2.0"`,
          },
          {
            rawId: "4",
            code: INVALID_REQUEST,
            message: "Invalid Request",
            data: `the batch's first call is invalid ("jsonrpc" must be "2.0"); put the ` +
              `initialize request first`,
          },
        ],
      ),
  );
  await t.step(
    "first call-shaped entry a notification, then an initialize request: the request is refused",
    () =>
      run14(
        `[{"jsonrpc":"2.0","method":"initialize","params":${v2Params(2)}},${
          initLine(5, v2Params(2))
        }]`,
        [{
          rawId: "5",
          code: INVALID_REQUEST,
          message: "first ACP message must be an initialize request",
          data: `the batch's first call is the notification "initialize"; put the initialize ` +
            `request first, or send the notification on its own line`,
        }],
      ),
  );
  await t.step(
    "only notifications: nothing is written",
    () => run14(`[{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"initialize"}]`, null),
  );
});

Deno.test("agent router §2: errors before selection never end the connection; a later valid initialize still works", async () => {
  const s = setup("both");
  const run = serveRouter(s.options);
  const frames = [
    "not json",
    "[]",
    `{"jsonrpc":"2.0","id":1,"method":"session/new"}`,
    `{"jsonrpc":"2.0","id":null,"method":"initialize"}`,
    initLine(2, `{"protocolVersion":"1"}`),
    initLine(3, `{"protocolVersion":0}`),
    initLine(4, `{"protocolVersion":2}`),
    `[${initLine(5, "[]")}]`,
  ];
  for (const frame of frames) await run.client.sendLine(frame);
  const codes: number[] = [];
  for (let i = 0; i < frames.length; i++) {
    const reply = JSON.parse(await run.client.nextLine());
    codes.push(Array.isArray(reply) ? reply[0].error.code : reply.error.code);
  }
  assert.deepEqual(codes, [-32700, -32600, -32600, -32600, -32602, -32600, -32602, -32602]);
  const init = initLine(6, v2Params(2));
  await run.client.sendLine(init);
  assert.equal(
    await run.client.nextLine(),
    `{"jsonrpc":"2.0","id":6,"result":${initializeResult(2)}}`,
  );
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: 2, shutdown: false });
  assert.equal(text(s.v2.received()), init + "\n");
  assert.equal(s.v1.calls, 0);
});

// ---------------------------------------------------------------------------------------
// §3: agent router
// ---------------------------------------------------------------------------------------

Deno.test("agent router: a router without any implementation is a configuration error", () => {
  assert.throws(() => new AgentRouter({}), RouterConfigError);
});

Deno.test("agent router 3.1: selection uses protocolVersion of the first call-shaped initialize entry only", async (t) => {
  await t.step(
    "a batch with a v1 initialize before a v2 initialize selects v1 and forwards the batch unchanged",
    async () => {
      const s = setup("both");
      const run = serveRouter(s.options);
      const frame = `[${initLine(1, V1_PARAMS)}, ${initLine(2, v2Params(2))}]`;
      await run.client.sendLine(frame);
      const replies = JSON.parse(await run.client.nextLine());
      assert.deepEqual(replies.map((r: Json) => r.result.protocolVersion), [1, 1]);
      assert.equal((await run.finish()).selected, 1);
      assert.equal(s.v2.calls, 0);
      assert.equal(text(s.v1.received()), frame + "\n");
    },
  );
  await t.step(
    "responses before the initialize in a batch are skipped for selection and still forwarded",
    async () => {
      const s = setup("both");
      const run = serveRouter(s.options);
      const frame = `[{"jsonrpc":"2.0","id":70,"result":{"x":1}},${initLine(1, v2Params(2))}]`;
      await run.client.sendLine(frame);
      assert.equal(JSON.parse(await run.client.nextLine())[0].id, 1);
      assert.equal((await run.finish()).selected, 2);
      assert.equal(text(s.v2.received()), frame + "\n");
    },
  );
  await t.step(
    "v2-shaped params with protocolVersion 1 select v1 (capabilities are not looked at)",
    async () => {
      const s = setup("both");
      const run = serveRouter(s.options);
      const frame = initLine(
        1,
        `{"protocolVersion":1,"info":{"name":"c","version":"2"},"capabilities":{"auth":{"terminal":{}}}}`,
      );
      await run.client.sendLine(frame);
      await run.client.nextLine();
      assert.equal((await run.finish()).selected, 1);
      assert.equal(s.v1.firstLine(), frame);
      assert.equal(s.v2.calls, 0);
    },
  );
  await t.step("a later initialize does not select again", async () => {
    const s = setup("both");
    const run = serveRouter(s.options);
    const first = initLine(1, V1_PARAMS);
    const second = initLine(2, v2Params(3));
    await run.client.sendLine(first);
    await run.client.nextLine();
    await run.client.sendLine(second);
    assert.equal(JSON.parse(await run.client.nextLine()).result.protocolVersion, 1);
    assert.equal((await run.finish()).selected, 1);
    assert.equal(s.v2.calls, 0);
    assert.equal(text(s.v1.received()), `${first}\n${second}\n`);
  });
});

Deno.test("agent router 3.2: highest configured version not above the requested one", async (t) => {
  // [configured, requested, selected (null: 2.11), protocolVersion the implementation sees]
  const table: Array<[Configured, number, 1 | 2 | null]> = [
    ["both", 0, null],
    ["both", 1, 1],
    ["both", 2, 2],
    ["both", 3, 2],
    ["both", 65535, 2],
    ["v1", 0, null],
    ["v1", 1, 1],
    ["v1", 2, 1],
    ["v1", 3, 1],
    ["v1", 65535, 1],
    ["v2", 0, null],
    ["v2", 1, null],
    ["v2", 2, 2],
    ["v2", 3, 2],
    ["v2", 65535, 2],
  ];
  for (const [configured, requested, selected] of table) {
    await t.step(
      `${configured} configured, requested ${requested} → ${selected ?? "refused"}`,
      async () => {
        const s = setup(configured);
        const run = serveRouter(s.options);
        const params = requested === 1 ? V1_PARAMS : v2Params(requested);
        await run.client.sendLine(initLine(1, params));
        const reply = JSON.parse(await run.client.nextLine());
        const result = await run.finish();
        if (selected === null) {
          assert.equal(reply.error.code, INVALID_REQUEST);
          assert.deepEqual(reply.error.data.requested, requested);
          assert.deepEqual(result, { exitCode: 0, selected: null, shutdown: false });
          assert.equal(s.v1.calls + s.v2.calls, 0);
          return;
        }
        assert.equal(reply.result.protocolVersion, selected);
        assert.deepEqual(result, { exitCode: 0, selected, shutdown: false });
        const used = selected === 1 ? s.v1 : s.v2;
        const unused = selected === 1 ? s.v2 : s.v1;
        assert.equal(used.calls, 1);
        assert.equal(unused.calls, 0);
        assert.equal(used.firstJson().params.protocolVersion, selected);
      },
    );
  }
});

Deno.test("agent router 3.3: the selected factory is called lazily, exactly once, and the other never", async () => {
  const s = setup("both");
  let asyncCalls = 0;
  const run = serveRouter({
    v1: s.v1.factory,
    v2: async () => {
      asyncCalls++;
      await Promise.resolve();
      return s.v2.factory();
    },
  });
  await run.client.sendLine("[]");
  await run.client.nextLine();
  await run.client.sendLine(initLine(1, `{"protocolVersion":0}`));
  await run.client.nextLine();
  assert.equal(asyncCalls + s.v1.calls, 0);
  await run.client.sendLine(initLine(2, v2Params(2)));
  await run.client.nextLine();
  await run.client.sendLine(initLine(3, V1_PARAMS));
  await run.client.nextLine();
  assert.deepEqual(await run.finish(), { exitCode: 0, selected: 2, shutdown: false });
  assert.equal(asyncCalls, 1);
  assert.equal(s.v2.calls, 1);
  assert.equal(s.v1.calls, 0);
});

Deno.test("agent router 3.3: a factory that cannot start answers the initialize with -32603 'failed to start ACP vN agent: REASON' and exits 1", async (t) => {
  const cases: Array<[string, 1 | 2, ConnectionFactory, string, string]> = [
    [
      "v2 factory throws an Error",
      2,
      failingFactory("sync", new Error("boom")).factory,
      `"req-1"`,
      "boom",
    ],
    [
      "v1 factory rejects",
      1,
      failingFactory("async", new Error("no such agent")).factory,
      "12345678901234567890",
      "no such agent",
    ],
    [
      "v1 factory throws a string",
      1,
      failingFactory("sync", "plain reason").factory,
      "7",
      "plain reason",
    ],
    [
      "v1 command that does not exist",
      1,
      command("/nonexistent/acp-proxy-test-agent --stdio"),
      "8",
      "/nonexistent/acp-proxy-test-agent: command not found",
    ],
    [
      "v1 command that is a directory",
      1,
      command("/tmp --stdio"),
      "10",
      "/tmp: is a directory, not a program",
    ],
    [
      "v1 command whose #! interpreter does not exist",
      1,
      command(`${NO_INTERPRETER} --stdio`),
      "11",
      `${NO_INTERPRETER}: its interpreter /nonexistent/acp-proxy-test-shell (its #! line) was not found`,
    ],
    [
      "v1 command whose #! line ends with CR (a script saved with CRLF line ends)",
      1,
      command(`${CRLF_SCRIPT} --stdio`),
      "12",
      `${CRLF_SCRIPT}: its #! line ends with a carriage return (CRLF line ends: convert the script to LF, e.g. with dos2unix)`,
    ],
    [
      "v1 command whose #!/usr/bin/env names a program on no PATH entry (before editor6: env exited 127, the initialize got no answer)",
      1,
      command(`${NO_ENV_INTERPRETER} --stdio`),
      "14",
      `${NO_ENV_INTERPRETER}: its interpreter acp-proxy-no-such-interpreter (its #! line: ` +
      `#!/usr/bin/env acp-proxy-no-such-interpreter) is not on the PATH it gets (${SHOWN_PATH})`,
    ],
    [
      "v1 command whose #!/usr/bin/env -S names a program on no PATH entry",
      1,
      command(`${NO_ENV_S_INTERPRETER} --stdio`),
      "15",
      `${NO_ENV_S_INTERPRETER}: its interpreter acp-proxy-no-such-interpreter (its #! line: ` +
      `#!/usr/bin/env -S acp-proxy-no-such-interpreter --flag) is not on the PATH it gets ` +
      `(${SHOWN_PATH})`,
    ],
    [
      "v1 command whose #!/usr/bin/env line gives a name and an argument without -S (env looks for 'sh -e' as one name: regress106)",
      1,
      command(`${ENV_NO_S} --stdio`),
      "17",
      `${ENV_NO_S}: its #! line (#!/usr/bin/env sh -e) has env run "sh -e" as one program ` +
      `name (the rest of a #! line is one word); to give it arguments, write ` +
      `#!/usr/bin/env -S sh -e`,
    ],
    [
      "v1 command whose #!/usr/bin/env line ends with CR (env would look for 'sh<CR>': regress106)",
      1,
      command(`${ENV_CRLF} --stdio`),
      "18",
      `${ENV_CRLF}: its #! line ends with a carriage return (CRLF line ends: convert the ` +
      `script to LF, e.g. with dos2unix)`,
    ],
    [
      "v1 command whose #!/usr/bin/env line ends with CR, with a PATH entry that is not absolute (the CR is in the name whatever the PATH: regress108, env's own 127 was all)",
      1,
      command(`${ENV_CRLF} --stdio`, { env: { PATH: `bin:${Deno.env.get("PATH") ?? ""}` } }),
      "19",
      `${ENV_CRLF}: its #! line ends with a carriage return (CRLF line ends: convert the ` +
      `script to LF, e.g. with dos2unix)`,
    ],
    [
      "v1 command that is a path with spaces given unquoted: the file the whole of it names is said (before editor6: only '<first word>: command not found')",
      1,
      command(`${SPACED_SCRIPT} --stdio`),
      "16",
      `${SPACED_SCRIPT.split(" ")[0]}: command not found ('${SPACED_SCRIPT}' is a file: a path ` +
      `with spaces must be quoted inside the command, e.g. "'${SPACED_SCRIPT}'")`,
    ],
    [
      "v1 command that is not executable",
      1,
      command(`${NOT_EXECUTABLE} --stdio`),
      "13",
      `${NOT_EXECUTABLE}: permission denied`,
    ],
    [
      "v1 command whose working directory does not exist",
      1,
      command("cat", { cwd: "/nonexistent/acp-proxy-test-dir" }),
      "9",
      "the working directory /nonexistent/acp-proxy-test-dir does not exist",
    ],
  ];
  for (const [name, version, factory, rawId, reason] of cases) {
    await t.step(name, async () => {
      const other = recordingImplementation(version === 1 ? 2 : 1);
      const run = serveRouter(
        version === 1 ? { v1: factory, v2: other.factory } : { v1: other.factory, v2: factory },
      );
      const params = version === 1 ? V1_PARAMS : v2Params(2);
      // A pipelined request after the initialize is never answered.
      await run.client.send(`${initLine(rawId, params)}\n{"jsonrpc":"2.0","id":2,"method":"x"}\n`);
      const line = await run.client.nextLine();
      assert.equal(
        line,
        `{"jsonrpc":"2.0","id":${rawId},"error":{"code":${INTERNAL_ERROR},"message":${
          JSON.stringify(`failed to start ACP v${version} agent: ${reason}`)
        }}}`,
      );
      const result = await run.result;
      assert.deepEqual(result, { exitCode: 1, selected: null, shutdown: false });
      // The outcome still says which version was selected and could not start.
      const outcome = await run.outcome;
      assert.equal(outcome.end, "start-failed");
      assert.equal(outcome.selected, version);
      assert.equal(outcome.requested, version);
      assert.equal(outcome.implementation, null);
      assert.equal(await run.client.rest(), "");
      assert.equal(await run.client.closed, "closed");
      assert.equal(other.calls, 0);
    });
  }
});

Deno.test("agent router 3.3: an agent whose #!/usr/bin/env line runs starts as before: a program on the PATH, env -S words env undoes (quotes, escapes, variables), and a file earlier on the PATH that is not executable is passed over, as the spawn passes over it (the check behind the env failure refuses nothing that runs; regress106: the last two were refused)", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const body = `read l; printf '%s\\n' '${answer}'; cat >/dev/null\n`;
  const dir = await Deno.makeTempDir({ prefix: "acp-env-runs-" });
  try {
    await Deno.mkdir(`${dir}/a`);
    await Deno.mkdir(`${dir}/b`);
    await Deno.writeTextFile(`${dir}/a/my-agent`, "#!/usr/bin/env acp-proxy-no-such\n");
    await Deno.chmod(`${dir}/a/my-agent`, 0o644);
    await Deno.writeTextFile(`${dir}/b/my-agent`, `#!/usr/bin/env sh\n${body}`);
    await Deno.chmod(`${dir}/b/my-agent`, 0o755);
    await Deno.mkdir(`${dir}/cr`);
    await Deno.symlink("/bin/sh", `${dir}/cr/sh\r`);
    const path = `${dir}/a:${dir}/b:${Deno.env.get("PATH") ?? ""}`;
    const cases = [
      command(await tempScript("acp-env-sh-", `#!/usr/bin/env sh\n${body}`, 0o755)),
      command(await tempScript("acp-env-s-quoted-", `#!/usr/bin/env -S "sh" -e\n${body}`, 0o755)),
      command(await tempScript("acp-env-s-var-", `#!/usr/bin/env -S \${ACP_SH}\n${body}`, 0o755), {
        env: { ACP_SH: "sh" },
      }),
      command("my-agent", { env: { PATH: path } }),
      // env -S takes the CR of a CRLF line for a blank: it runs (regress107: refused), and so
      // do -vS and --split-string= (regress108: refused).
      command(await tempScript("acp-env-s-crlf-", `#!/usr/bin/env -S sh\r\n${body}`, 0o755)),
      command(await tempScript("acp-env-vs-crlf-", `#!/usr/bin/env -vS sh\r\n${body}`, 0o755)),
      command(
        await tempScript(
          "acp-env-split-crlf-",
          `#!/usr/bin/env --split-string=sh\r\n${body}`,
          0o755,
        ),
      ),
      // A program named "sh<CR>" on the PATH (a workaround): it runs (regress109: refused).
      command(await tempScript("acp-env-crlf-linked-", `#!/usr/bin/env sh\r\n${body}`, 0o755), {
        env: { PATH: `${dir}/cr:${Deno.env.get("PATH") ?? ""}` },
      }),
    ];
    for (const [i, factory] of cases.entries()) {
      const run = serveRouter({ v1: factory });
      await run.client.send(`${initLine("1", V1_PARAMS)}\n`);
      assert.equal(await run.client.nextLine(), answer, `case ${i}`);
      await run.client.end();
      assert.equal((await run.result).exitCode, 0, `case ${i}`);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("agent router 3.3: with a PATH entry that is not absolute (~/bin, a relative one), the #!/usr/bin/env check judges nothing: which file runs depends on who looks (regress107: the check refused a file the spawn would not run); env's own 127 is said instead", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-env-relative-path-" });
  try {
    await Deno.writeTextFile(`${dir}/my-agent`, "#!/usr/bin/env acp-proxy-no-such\n");
    await Deno.chmod(`${dir}/my-agent`, 0o755);
    const path = `~/acp-proxy-no-such-bin:${dir}:${Deno.env.get("PATH") ?? ""}`;
    const run = serveRouter({ v1: command("my-agent", { env: { PATH: path } }) });
    await run.client.send(`${initLine("1", V1_PARAMS)}\n`);
    assert.equal((await run.result).exitCode, 127);
    assert.equal(await run.client.rest(), "", "no start failure answered");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("agent router 3.3: an agent whose #!/usr/bin/env names a program that is on the PATH only as a directory is a start failure saying so (before interop15: env exited 126, the initialize unanswered)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-env-dir-interpreter-" });
  try {
    await Deno.mkdir(`${dir}/bin/acp-proxy-interp`, { recursive: true });
    const script = `${dir}/agent`;
    await Deno.writeTextFile(script, "#!/usr/bin/env acp-proxy-interp\n");
    await Deno.chmod(script, 0o755);
    const run = serveRouter({
      v1: command(script, { env: { PATH: `${dir}/bin:${Deno.env.get("PATH") ?? ""}` } }),
    });
    await run.client.send(`${initLine("1", V1_PARAMS)}\n`);
    assert.equal(
      await run.client.nextLine(),
      `{"jsonrpc":"2.0","id":1,"error":{"code":${INTERNAL_ERROR},"message":${
        JSON.stringify(
          `failed to start ACP v1 agent: ${script}: its interpreter acp-proxy-interp (its #! ` +
            `line: #!/usr/bin/env acp-proxy-interp) is on the PATH it gets only as ` +
            `${dir}/bin/acp-proxy-interp, which cannot be run (a directory, or no execute ` +
            `permission)`,
        )
      }}}`,
    );
    assert.equal((await run.result).exitCode, 1);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("agent router 3.3: an agent command that is a FIFO is refused at once as before ('permission denied'), not read for a #! line (regress106: the daemon blocked in open(2) until SIGKILL)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-fifo-agent-" });
  try {
    const fifo = `${dir}/agent`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    await Deno.chmod(fifo, 0o755);
    const run = serveRouter({ v1: command(fifo) });
    await run.client.send(`${initLine("1", V1_PARAMS)}\n`);
    assert.equal(
      await run.client.nextLine(),
      `{"jsonrpc":"2.0","id":1,"error":{"code":${INTERNAL_ERROR},"message":${
        JSON.stringify(`failed to start ACP v1 agent: ${fifo}: permission denied`)
      }}}`,
    );
    assert.equal((await run.result).exitCode, 1);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("agent router 3.3: a first-frame batch whose agent cannot start is answered with an array: the -32603 under the initialize's id and under every other request's id, nothing for a notification (it was one bare object, the other requests left waiting)", async () => {
  const run = serveRouter({ v1: failingFactory("sync", new Error("boom")).factory });
  await run.client.send(
    `[${initLine("1", V1_PARAMS)},{"jsonrpc":"2.0","id":"b","method":"x"},` +
      `{"jsonrpc":"2.0","method":"n"}]\n`,
  );
  const line = await run.client.nextLine();
  const error = `{"code":${INTERNAL_ERROR},"message":"failed to start ACP v1 agent: boom"}`;
  assert.equal(
    line,
    `[{"jsonrpc":"2.0","id":1,"error":${error}},{"jsonrpc":"2.0","id":"b","error":${error}}]`,
  );
  assert.deepEqual(await run.result, { exitCode: 1, selected: null, shutdown: false });
  assert.equal(await run.client.rest(), "");
});

Deno.test("agent router 3.3: an in-process implementation that throws later ends only its connection, and serve does not throw", async () => {
  const crashing = recordingImplementation(2, {
    throwAtLine: { line: 2, error: new Error("implementation bug") },
  });
  const healthy = recordingImplementation(2);
  let n = 0;
  const router = new AgentRouter({
    v2: () => (n++ === 0 ? crashing.factory() : healthy.factory()),
    graceMs: 200,
  });
  const a = serveRouter({}, router);
  const b = serveRouter({}, router);
  await a.client.sendLine(initLine(1, v2Params(2, "a")));
  assert.equal(JSON.parse(await a.client.nextLine()).result.protocolVersion, 2);
  await b.client.sendLine(initLine(1, v2Params(2, "b")));
  assert.equal(JSON.parse(await b.client.nextLine()).result.protocolVersion, 2);

  await a.client.sendLine(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}`);
  const resultA = await a.result; // resolves: never rejects
  assert.equal(resultA.exitCode, 1);
  assert.equal(resultA.selected, 2);
  // The client side of that connection ended (its output closed or aborted).
  assert.ok(["closed", "errored"].includes(await a.client.closed));
  assert.equal(a.client.ended, true);
  assert.equal(crashing.errors.length, 1);
  assert.equal((crashing.errors[0] as Error).message, "implementation bug");
  await a.client.end();

  // The other connection of the same router is unaffected.
  await b.client.sendLine(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}`);
  assert.equal(
    await b.client.nextLine(),
    `{"jsonrpc":"2.0","id":2,"result":{"method":"session/new"}}`,
  );
  assert.deepEqual(await b.finish(), { exitCode: 0, selected: 2, shutdown: false });
  assert.equal(n, 2);
});

Deno.test("agent router 3.3: an in-process implementation that throws later is reported as an error-level log line", async () => {
  const crashing = recordingImplementation(2, {
    throwAtLine: { line: 2, error: new Error("implementation bug") },
  });
  const logger = recordingLogger();
  const run = serveRouter({ v2: crashing.factory, logger });
  await run.client.sendLine(initLine(1, v2Params(2)));
  await run.client.nextLine();
  await run.client.sendLine(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}`);
  assert.equal((await run.result).exitCode, 1);
  await run.finish();
  // ROUTING 3.3: "ends that connection with a logged error".
  const errors = logger.lines.filter(([level]) => level === "error");
  assert.equal(
    errors.length,
    1,
    `one error-level log line expected: ${JSON.stringify(logger.lines)}`,
  );
});

Deno.test("agent router 3.4: requested == selected forwards the original bytes (v2 validated, v1 untouched)", async (t) => {
  await t.step("v2: whitespace, key order, unknown fields and escapes kept", async () => {
    const s = setup("both");
    const run = serveRouter(s.options);
    const frame =
      ` { "params" : {"_unknown":[1.0,2E3],"info":{"version":"1","name":"c\\u00e9","x":1},` +
      `"protocolVersion": 2 ,"capabilities":{"auth":{"terminal":{"_meta":{"n":12345678901234567890}}},"future":true}} ,` +
      `"method":"initialize", "id" : 1.0 , "jsonrpc":"2.0", "extra":null }\r`;
    await run.client.sendLine(frame);
    assert.equal(JSON.parse(await run.client.nextLine()).result.protocolVersion, 2);
    assert.equal((await run.finish()).selected, 2);
    assert.equal(text(s.v2.received()), frame + "\n");
  });
  await t.step("v1: nothing is validated or changed", async () => {
    const s = setup("both");
    const run = serveRouter(s.options);
    const frame = initLine(
      `"v1"`,
      `{"protocolVersion":1,"clientCapabilities":{"fs":{"readTextFile":true},"terminal":true},` +
        `"clientInfo":{"name":""},"info":"not checked","_meta":{"big":123456789012345678901234567890}}`,
    );
    await run.client.sendLine(frame);
    await run.client.nextLine();
    assert.equal((await run.finish()).selected, 1);
    assert.equal(text(s.v1.received()), frame + "\n");
  });
});

/** Serves one initialize and returns the frame the implementation received. */
async function forwarded(configured: Configured, frame: string): Promise<string> {
  const s = setup(configured);
  const run = serveRouter(s.options);
  await run.client.sendLine(frame);
  const reply = JSON.parse(await run.client.nextLine());
  const initReply = Array.isArray(reply) ? reply[0] : reply;
  assert.ok(initReply.result !== undefined, JSON.stringify(reply));
  await run.finish();
  const used = s.v2.calls > 0 ? s.v2 : s.v1;
  const lines = used.lines();
  assert.equal(lines.length, 2, "one frame and its LF");
  assert.equal(lines[1], "");
  return lines[0];
}

/** Serves `{"jsonrpc":"2.0","id":RAWID,"method":"initialize","params":PARAMS}` and returns the params received. */
async function forwardedParams(
  configured: Configured,
  params: string,
  rawId = "1",
): Promise<{ raw: string; value: Json }> {
  const prefix = `{"jsonrpc":"2.0","id":${rawId},"method":"initialize","params":`;
  const got = await forwarded(configured, `${prefix}${params}}`);
  const raw = paramsBetween(got, prefix, "}");
  assert.notEqual(raw, null, `bytes outside params changed: ${got}`);
  return { raw: raw!, value: JSON.parse(raw!) };
}

Deno.test("agent router 3.4: requested ≥ 3 on v2 keeps only the v2 InitializeRequest fields with protocolVersion 2 (acp-go vector)", async () => {
  const { value } = await forwardedParams(
    "both",
    `{"_futureInitializeField":{"future":true},"info":{"name":"future-client","version":"3.0"},"protocolVersion":3}`,
  );
  assert.deepEqual(value, { info: { name: "future-client", version: "3.0" }, protocolVersion: 2 });
});

Deno.test("agent router 3.4: requested ≥ 3 on v2 drops unknown fields at every level and keeps _meta verbatim", async () => {
  const meta = (tag: string) => `{"tag":"${tag}","big":123456789012345678901234567890,"f":1.50}`;
  const params = `{"protocolVersion":7,"x":1,"_meta":${meta("top")},` +
    `"info":{"name":"n","version":"v","title":"T","y":2,"_meta":${meta("info")}},` +
    `"capabilities":{"z":3,"_meta":${meta("caps")},` +
    `"auth":{"a":4,"_meta":${meta("auth")},"terminal":{"b":5,"_meta":${meta("terminal")}}},` +
    `"elicitation":{"c":6,"_meta":${meta("el")},"form":{"d":7,"_meta":${
      meta("form")
    }},"url":{"e":8,"_meta":${meta("url")}}}}}`;
  const { raw, value } = await forwardedParams("both", params);
  const m = (tag: string) => JSON.parse(meta(tag));
  assert.deepEqual(value, {
    protocolVersion: 2,
    _meta: m("top"),
    info: { name: "n", version: "v", title: "T", _meta: m("info") },
    capabilities: {
      _meta: m("caps"),
      auth: { _meta: m("auth"), terminal: { _meta: m("terminal") } },
      elicitation: { _meta: m("el"), form: { _meta: m("form") }, url: { _meta: m("url") } },
    },
  });
  for (const tag of ["top", "info", "caps", "auth", "terminal", "el", "form", "url"]) {
    assert.ok(raw.includes(meta(tag)), `_meta ${tag} kept byte for byte in ${raw}`);
  }
});

Deno.test("agent router 3.4: requested ≥ 3 on v2 keeps a null title, drops a non-string title and a null capabilities", async () => {
  const a = await forwardedParams(
    "v2",
    `{"protocolVersion":3,"info":{"name":"n","version":"v","title":null},"capabilities":null}`,
  );
  assert.deepEqual(a.value, { protocolVersion: 2, info: { name: "n", version: "v", title: null } });
  const b = await forwardedParams(
    "v2",
    `{"protocolVersion":3,"info":{"name":"n","version":"v","title":5},"capabilities":{}}`,
  );
  assert.deepEqual(b.value, {
    protocolVersion: 2,
    info: { name: "n", version: "v" },
    capabilities: {},
  });
});

Deno.test("agent router 3.4: v2 → v1 conversion matches the golden vector exactly", async () => {
  const { value } = await forwardedParams(
    "v1",
    `{"capabilities":{"auth":{"terminal":{}},"elicitation":{"form":{},"url":{}}},"info":{"name":"v2-client","version":"2.0"},"protocolVersion":2}`,
  );
  assert.deepEqual(
    value,
    JSON.parse(
      `{"clientCapabilities":{"auth":{"terminal":true},"elicitation":{"form":{},"url":{}},"session":{"configOptions":{"boolean":{}}}},"clientInfo":{"name":"v2-client","version":"2.0"},"protocolVersion":1}`,
    ),
  );
});

Deno.test("agent router 3.4: v2 → v1 conversion rules (title, _meta, markers, no fs/terminal, unknown fields dropped)", async (t) => {
  const cases: Array<[string, string, Json]> = [
    [
      "no capabilities: no clientCapabilities",
      `{"protocolVersion":2,"info":{"name":"n","version":"v"}}`,
      { protocolVersion: 1, clientInfo: { name: "n", version: "v" } },
    ],
    [
      "empty capabilities: only session",
      `{"protocolVersion":3,"info":{"name":"n","version":"v"},"capabilities":{}}`,
      {
        protocolVersion: 1,
        clientInfo: { name: "n", version: "v" },
        clientCapabilities: { session: { configOptions: { boolean: {} } } },
      },
    ],
    [
      "title string kept, info._meta and unknown info fields dropped",
      `{"protocolVersion":2,"info":{"name":"n","version":"v","title":"Title","_meta":{"a":1},"q":1}}`,
      { protocolVersion: 1, clientInfo: { name: "n", version: "v", title: "Title" } },
    ],
    [
      "title null dropped",
      `{"protocolVersion":2,"info":{"name":"n","version":"v","title":null}}`,
      { protocolVersion: 1, clientInfo: { name: "n", version: "v" } },
    ],
    [
      "terminal marker with _meta becomes true; null and absent markers give nothing",
      `{"protocolVersion":2,"info":{"name":"n","version":"v"},"capabilities":{"auth":{"terminal":{"_meta":{"k":1}},"_meta":{"x":1}},"elicitation":{"form":null}}}`,
      {
        protocolVersion: 1,
        clientInfo: { name: "n", version: "v" },
        clientCapabilities: {
          auth: { terminal: true },
          elicitation: {},
          session: { configOptions: { boolean: {} } },
        },
      },
    ],
    [
      "auth without terminal gives no auth; url only",
      `{"protocolVersion":2,"info":{"name":"n","version":"v"},"capabilities":{"auth":{},"elicitation":{"url":{"_meta":{"u":1}}}}}`,
      {
        protocolVersion: 1,
        clientInfo: { name: "n", version: "v" },
        clientCapabilities: {
          elicitation: { url: {} },
          session: { configOptions: { boolean: {} } },
        },
      },
    ],
    [
      "top-level and capabilities _meta kept; unknown fields dropped; fs/terminal never set",
      `{"protocolVersion":2,"info":{"name":"n","version":"v"},"_meta":{"t":[1,2]},"fs":{"readTextFile":true},` +
      `"capabilities":{"_meta":{"c":true},"fs":{"readTextFile":true},"terminal":true,"session":{"x":1}}}`,
      {
        protocolVersion: 1,
        clientInfo: { name: "n", version: "v" },
        _meta: { t: [1, 2] },
        clientCapabilities: { _meta: { c: true }, session: { configOptions: { boolean: {} } } },
      },
    ],
  ];
  for (const [name, params, expected] of cases) {
    await t.step(name, async () => {
      const { value } = await forwardedParams("v1", params);
      assert.deepEqual(value, expected);
    });
  }
  await t.step("_meta with big numbers is copied byte for byte", async () => {
    const meta =
      `{ "big" : 123456789012345678901234567890, "f": 1.50, "e": 1E+2, "s": "\\u00e9\\n" }`;
    const { raw } = await forwardedParams(
      "v1",
      `{"protocolVersion":2,"info":{"name":"n","version":"v"},"_meta":${meta},"capabilities":{"_meta":${meta}}}`,
    );
    assert.equal(raw.split(meta).length, 3, `both _meta kept verbatim in ${raw}`);
  });
});

Deno.test("agent router 3.4: the request id keeps its exact bytes when the initialize is rewritten", async (t) => {
  const ids = [
    "12345678901234567890",
    "1.0",
    "-0",
    "1e3",
    `"a\\"b\\\\c\\u00e9\\n"`,
    `"é 🦀"`,
    `""`,
  ];
  for (const rawId of ids) {
    for (const [configured, version] of [["v2", 3], ["v1", 2]] as const) {
      await t.step(`id ${rawId}, ${configured} selected for requested ${version}`, async () => {
        const { value } = await forwardedParams(configured, v2Params(version), rawId);
        assert.equal(value.protocolVersion, configured === "v2" ? 2 : 1);
      });
    }
  }
  await t.step("the initialize response's id bytes reach the client unchanged too", async () => {
    const s = setup("v2");
    const run = serveRouter(s.options);
    await run.client.sendLine(initLine("12345678901234567890", v2Params(3)));
    assert.ok((await run.client.nextLine()).includes(`"id":12345678901234567890,`));
    await run.finish();
  });
});

Deno.test("agent router 3.4: the outcome says rewritten exactly when the forwarded initialize differs from the client's (a conversion, a canonical v2, an added traceparent)", async (t) => {
  const cases: Array<[string, Configured, string, boolean, boolean]> = [
    ["v2 requested, v1 selected", "v1", v2Params(2), false, true],
    ["3 requested, v2 selected", "v2", v2Params(3), false, true],
    ["v2 requested and selected", "v2", v2Params(2), false, false],
    ["v1 requested and selected", "both", V1_PARAMS, false, false],
    ["v2 selected, a traceparent added", "v2", v2Params(2), true, true],
    ["v1 selected, a traceparent added", "v1", V1_PARAMS, true, true],
  ];
  for (const [name, configured, params, traceContext, rewritten] of cases) {
    await t.step(name, async () => {
      const s = setup(configured);
      const run = serveRouter({ ...s.options, traceContext });
      await run.client.sendLine(initLine(1, params));
      await run.client.nextLine();
      await run.finish();
      const outcome = await run.outcome;
      assert.equal(outcome.rewritten, rewritten);
      const used = configured === "v2" || (configured === "both" && params !== V1_PARAMS)
        ? s.v2
        : s.v1;
      assert.equal(text(used.received()) !== initLine(1, params) + "\n", rewritten);
    });
  }
});

Deno.test("agent router 3.4: a rewritten initialize that ended with CR keeps it: only the params change (rule 1.1: the CR belongs to the line)", async () => {
  const s = setup("v1");
  const run = serveRouter(s.options);
  const line = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":${v2Params(2)}} \t\r`;
  await run.client.send(line + "\n");
  await run.client.nextLine();
  await run.finish();
  const got = text(s.v1.received());
  assert.ok(got.endsWith(`} \t\r\n`), JSON.stringify(got));
  assert.ok(got.startsWith(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{`), got);
});

Deno.test("agent router 3.4: batch siblings keep their bytes; only the initialize params change", async (t) => {
  const siblings = [
    `{"jsonrpc":"2.0","id":0.5e1,"result":{"big":123456789012345678901234567890}}`,
    ` 5 `,
    `{"method":"_future/x","jsonrpc":"2.0","params":{"s":"\\u00e9","n":1.0}}`,
    `{"jsonrpc":"2.0","id":"z","method":"session/new","params":{ }}`,
  ];
  for (const [configured, requested] of [["v2", 4], ["v1", 2]] as const) {
    await t.step(`${configured} selected for requested ${requested}`, async () => {
      const before = `[ ${
        siblings[0]
      } ,  {"id":1.0,"jsonrpc":"2.0","method":"initialize","params":`;
      const after = `, "extra" : [1,2] } ,${siblings.slice(1).join(",")}]`;
      const got = await forwarded(configured, before + v2Params(requested, "batch") + after);
      const params = paramsBetween(got, before, after);
      assert.notEqual(params, null, got);
      assert.equal(JSON.parse(params!).protocolVersion, configured === "v2" ? 2 : 1);
    });
  }
});

Deno.test("agent router 3.5: frames that arrive in the same chunk as the initialize reach the implementation after it, in order, byte for byte", async (t) => {
  const rest = concat([
    bytes(`{"jsonrpc":"2.0","id":2,"method":"session/new","params":{}}\n`),
    bytes(`not json at all\n\n`),
    bytes(`{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":3}}\r\n`),
    new Uint8Array([0xff, 0xfe, 0x0a]),
    bytes(`{"jsonrpc":"2.0","id":4,"method":"x"}`), // no LF yet
  ]);
  for (
    const [configured, requested, name] of [["v2", 2, "unchanged"], ["v1", 2, "rewritten"]] as const
  ) {
    await t.step(`initialize ${name}`, async () => {
      const s = setup(configured);
      const run = serveRouter(s.options);
      const init = initLine(1, v2Params(requested));
      await run.client.send(concat([bytes(init + "\n"), rest]));
      await run.client.send(bytes("\n" + "tail".repeat(100)));
      const result = await run.finish();
      assert.equal(result.selected, configured === "v2" ? 2 : 1);
      const used = configured === "v2" ? s.v2 : s.v1;
      const received = used.received();
      const firstLf = received.indexOf(0x0a);
      const first = text(received.subarray(0, firstLf));
      if (name === "unchanged") assert.equal(first, init);
      else assert.equal(JSON.parse(first).params.protocolVersion, 1);
      assert.deepEqual(
        received.subarray(firstLf + 1),
        concat([rest, bytes("\n" + "tail".repeat(100))]),
      );
    });
  }
  await t.step(
    "an initialize split over chunks, with pipelined frames in its last chunk",
    async () => {
      const s = setup("v2");
      const run = serveRouter(s.options);
      const init = initLine(1, v2Params(2));
      await run.client.send(init.slice(0, 5));
      await run.client.send(init.slice(5, 40));
      await run.client.send(
        `${
          init.slice(40)
        }\n{"jsonrpc":"2.0","id":2,"method":"a"}\n{"jsonrpc":"2.0","id":3,"method":"b"}\n`,
      );
      assert.deepEqual(
        [await run.client.nextLine(), await run.client.nextLine(), await run.client.nextLine()].map(
          (l) => JSON.parse(l).id,
        ),
        [1, 2, 3],
      );
      await run.finish();
      assert.equal(
        text(s.v2.received()),
        `${init}\n{"jsonrpc":"2.0","id":2,"method":"a"}\n{"jsonrpc":"2.0","id":3,"method":"b"}\n`,
      );
    },
  );
});

Deno.test("agent router 3.5: nothing is converted after selection, in either direction, and no frame limit applies", async () => {
  // An implementation that answers with fixed raw bytes, whatever it receives.
  const reply = concat([
    bytes(`{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\r\n`),
    new Uint8Array([0xc3, 0x28, 0x0a]),
    bytes(`{"id":12345678901234567890,"jsonrpc":"2.0","result":{"v":1.0}}`),
  ]);
  const received: Uint8Array[] = [];
  const v1 = inProcess(async ({ readable, writable }) => {
    const writer = writable.getWriter();
    let answered = false;
    for await (const chunk of readable) {
      received.push(chunk);
      if (!answered) {
        answered = true;
        await writer.write(reply);
      }
    }
    await writer.close();
  });
  const run = serveRouter({ v1, maxFrameBytes: 256 });
  const later = [
    initLine(2, v2Params(2)), // a second v2 initialize: not converted
    `{"jsonrpc":"2.0","id":3,"method":"x","params":{"pad":"${"p".repeat(1000)}"}}`, // > maxFrameBytes
  ].join("\n") + "\n";
  await run.client.sendLine(initLine(1, v2Params(2)));
  await run.client.send(later);
  const result = await run.finish();
  assert.deepEqual(result, { exitCode: 0, selected: 1, shutdown: false });
  const all = text(concat(received));
  const firstLf = all.indexOf("\n");
  assert.equal(JSON.parse(all.slice(0, firstLf)).params.protocolVersion, 1);
  assert.equal(all.slice(firstLf + 1), later);
  assert.deepEqual(run.client.output, reply);
});
