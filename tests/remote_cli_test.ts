/**
 * The listener's command line from outside (REMOTE §1, §5; README "CLI reference"): the real
 * CLI (`deno run -A mod.ts …`) as a subprocess. Usage errors exit 2 with one stderr line that
 * says what to do; a bad token file exits 2; a taken port exits 1; a listening daemon prints
 * its URL once, guards it with the token, caps its connections, writes one transcript per
 * connection, and exits 128+N on a signal. HTTP goes through `fetch`, and every body is read.
 * Every wait is bounded; every daemon is ended by its {@linkcode Scenario}.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  daemonArgv,
  ROOT,
  runToEnd,
  scriptedAgentArgv,
  scriptedClientArgv,
} from "./fixtures/fixture_commands.ts";
import { Daemon, delay, quote, Scenario, within } from "./fixtures/e2e/harness.ts";
import { readConnToEnd } from "./fixtures/support.ts";
import { handServer } from "./fixtures/remote/hand_ws_server.ts";
import { clientFrame, RawWs, UPGRADE_REQUEST } from "./fixtures/remote/raw_ws.ts";
import { CLOSING_READ_BYTES_PER_S } from "../remote/ws_server_socket.ts";

/** Bound on one HTTP exchange with the daemon (agent start-up included). */
const HTTP_MS = 30_000;
/** Bound on the daemon printing its URL (a cold `deno run` on a small machine). */
const LISTEN_MS = 30_000;
/** What "promptly" means for an idle listener's exit after a signal. */
const PROMPT_EXIT_MS = 5_000;

/** The scripted v1 agent, as a `--v1` command. */
const V1_AGENT = scriptedAgentArgv(1).map(quote).join(" ");

/** A token long enough not to be warned about, and distinctive enough to grep for. */
const TOKEN = "tok-3f9a1c7e5b2d48e6a0c4f1b9d7e2a5c8-secret";

/** Runs the daemon with `args` and no input. */
function run(args: string[]) {
  return runToEnd(daemonArgv(...args), "", 30_000);
}

/** Exit 2, exactly one stderr line `acp-proxy: … ; run 'acp-proxy --help' for usage`, no stdout. */
async function assertUsageError(args: string[], message: RegExp): Promise<void> {
  const { code, stdout, stderr } = await run(args);
  assert.equal(code, 2, stderr);
  assert.match(
    stderr,
    /^acp-proxy: [^\n]+; run 'acp-proxy --help' for usage\n$/,
    `exactly one usage line: ${JSON.stringify(stderr)}`,
  );
  assert.match(stderr, message);
  assert.equal(stdout, "");
}

/** A `--config` file with `body` in a fresh temp directory. */
async function configFile(body: string): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await Deno.makeTempDir({ prefix: "acp-remote-cli-" });
  const path = `${dir}/acp-proxy.jsonc`;
  await Deno.writeTextFile(path, body);
  return { path, remove: () => Deno.remove(dir, { recursive: true }) };
}

/** A v1 `initialize` request body with the JSON id `id`. */
function initializeBody(id: string | number): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    id,
    method: "initialize",
    params: { protocolVersion: 1, clientCapabilities: {} },
  });
}

/** What an exchange returned, its body read to the end. */
interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** One HTTP request to the daemon, bounded; the body is always read (no leaked stream). */
async function request(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const signal = AbortSignal.timeout(HTTP_MS);
  const response = await fetch(url, { ...init, signal });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** POSTs an `initialize` that opens a new connection. */
function postInitialize(
  url: string,
  id: string | number = 1,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: initializeBody(id),
  });
}

/** Ends a connection with DELETE. */
function deleteConnection(
  url: string,
  connectionId: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return request(url, {
    method: "DELETE",
    headers: { "Acp-Connection-Id": connectionId, ...headers },
  });
}

/** Polls the daemon's stderr until `pattern` matches, failing early if the daemon exits. */
async function waitStderr(
  daemon: Daemon,
  pattern: RegExp,
  ms = LISTEN_MS,
): Promise<RegExpExecArray> {
  let exited = false;
  daemon.status.then(() => exited = true);
  const end = Date.now() + ms;
  while (true) {
    const match = pattern.exec(daemon.stderrText);
    if (match !== null) return match;
    if (exited) {
      const stderr = await daemon.errors();
      const again = pattern.exec(stderr);
      if (again !== null) return again;
      throw new Error(`the daemon exited without printing ${pattern}; stderr: ${stderr}`);
    }
    if (Date.now() >= end) {
      throw new Error(
        `timed out after ${ms} ms waiting for ${pattern}; stderr: ${daemon.stderrText}`,
      );
    }
    await delay(20);
  }
}

/** The JSON-RPC answer to an initialize of `id`, as {@linkcode answeringAgent} gives it. */
function initializeResult(id: unknown): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    id,
    result: { protocolVersion: 1, agentCapabilities: {} },
  });
}

/**
 * A remote agent over WebSocket and HTTP that answers each initialize (and, over WebSocket,
 * every message) with a v1 result under its id; its event streams stay open and silent.
 */
function answeringAgent(): {
  answer: (id: unknown) => string;
  server: Deno.HttpServer<Deno.NetAddr>;
} {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    if (req.headers.get("upgrade") === "websocket") {
      const { socket, response } = Deno.upgradeWebSocket(req);
      socket.onmessage = (e) => socket.send(initializeResult(JSON.parse(String(e.data)).id));
      return response;
    }
    if (req.method === "POST" && !req.headers.has("acp-connection-id")) {
      const body = await req.json();
      return new Response(initializeResult(body.id), {
        headers: { "Content-Type": "application/json", "Acp-Connection-Id": "c1" },
      });
    }
    if (req.method === "GET") {
      return new Response(new ReadableStream({ start() {} }), {
        headers: { "Content-Type": "text/event-stream" },
      });
    }
    return new Response(null, { status: 202 });
  });
  return { answer: initializeResult, server };
}

/** A TCP listener that takes every connection and never answers (a dial that never ends). */
function blackhole(): { port: number; [Symbol.asyncDispose](): Promise<void> } {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const held: Deno.Conn[] = [];
  const accepting = (async () => {
    try {
      for await (const conn of listener) held.push(conn);
    } catch {
      // closed below
    }
  })();
  return {
    port: (listener.addr as Deno.NetAddr).port,
    async [Symbol.asyncDispose]() {
      listener.close();
      await accepting;
      for (const conn of held) conn.close();
    },
  };
}

const LISTENING = /^acp-proxy: listening on (http:\/\/[^\s]+\/acp)$/m;

/** Starts `serve` with `args` and waits for its URL. */
async function startListening(
  scenario: Scenario,
  args: string[],
): Promise<{ daemon: Daemon; url: string }> {
  const daemon = scenario.start(args);
  const [, url] = await waitStderr(daemon, LISTENING);
  return { daemon, url };
}

/** `serve --listen 127.0.0.1:0 --v1 <agent> ...extra` (a command, or a remote agent's URL). */
function listenToRemote(agent: string, ...extra: string[]): string[] {
  return ["serve", "--listen", "127.0.0.1:0", "--v1", agent, ...extra];
}

/** `serve --listen 127.0.0.1:0 --v1 <scripted v1 agent> ...extra`. */
function listenArgs(...extra: string[]): string[] {
  return listenToRemote(V1_AGENT, ...extra);
}

/** Sends `signal` and waits (bounded) for the exit; returns the code and how long it took. */
async function stopWith(
  daemon: Daemon,
  signal: Deno.Signal = "SIGTERM",
  ms = 30_000,
): Promise<{ code: number; ms: number }> {
  const start = performance.now();
  daemon.kill(signal);
  const status = await daemon.exit(ms);
  return { code: status.code, ms: performance.now() - start };
}

/** Polls until `check` returns a value (not undefined), at most `ms`. */
async function eventually<T>(what: string, check: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  while (true) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() >= end) throw new Error(`timed out after ${ms} ms: ${what}`);
    await delay(50);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Usage errors

Deno.test("a non-loopback --listen without --allow-remote and --token-file is a usage error", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "acp-remote-cli-" });
  try {
    const tokenFile = `${dir}/token`;
    await Deno.writeTextFile(tokenFile, `${TOKEN}\n`, { mode: 0o600 });
    const needs =
      /--listen 0\.0\.0\.0 is not one of the loopback hosts \(127\.0\.0\.1, ::1, localhost\); .*needs --allow-remote and --token-file FILE/;
    await t.step("no --allow-remote", async () => {
      await assertUsageError(["--v1", "cat", "--listen", "0.0.0.0:0"], needs);
    });
    await t.step("--token-file but no --allow-remote", async () => {
      await assertUsageError(
        ["--v1", "cat", "--listen", "0.0.0.0:0", "--token-file", tokenFile],
        needs,
      );
    });
    await t.step("--allow-remote but no --token-file", async () => {
      await assertUsageError(["--v1", "cat", "--listen", "0.0.0.0:0", "--allow-remote"], needs);
    });
    await t.step("the message adds only what is missing, and names the host as typed", async () => {
      await assertUsageError(
        ["--v1", "cat", "--listen", "0.0.0.0:0"],
        /needs --allow-remote and --token-file FILE; run 'acp-proxy --help'/,
      );
      await assertUsageError(
        ["--v1", "cat", "--listen", "0.0.0.0:0", "--allow-remote"],
        /FILE \(add --token-file FILE\)/,
      );
      await assertUsageError(
        ["--v1", "cat", "--listen", "0.0.0.0:0", "--token-file", tokenFile],
        /FILE \(add --allow-remote\)/,
      );
      await assertUsageError(
        ["--v1", "cat", "--listen", "[FE80::1]:0"],
        /^acp-proxy: --listen \[FE80::1\] is not one of the loopback hosts/,
      );
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a --listen that is not HOST:PORT, or a port past 65535, is a usage error with an example (and, for an IPv6 address without brackets, how to write it)", async (t) => {
  for (const listen of ["nonsense", "127.0.0.1:65536", "127.0.0.1:", ":7331", "127.0.0.1:-1"]) {
    await t.step(listen, async () => {
      await assertUsageError(
        ["--v1", "cat", `--listen=${listen}`],
        new RegExp(
          `--listen must be HOST:PORT \\(got '${listen.replaceAll(".", "\\.")}'\\), ` +
            `e\\.g\\. --listen 127\\.0\\.0\\.1:7331`,
        ),
      );
    });
  }
  // Before: the same example only, which does not say why ::1:0 is wrong.
  await t.step("::1:0 (an IPv6 address without brackets)", async () => {
    await assertUsageError(
      ["--v1", "cat", "--listen", "::1:0"],
      /--listen must be HOST:PORT \(got '::1:0'\), e\.g\. --listen 127\.0\.0\.1:7331 \(port 0 picks one\); an IPv6 address goes in brackets: --listen \[::1\]:7331/,
    );
  });
  // Before: the IPv6 hint, for the colons of the scheme.
  await t.step("http://127.0.0.1:7331 (a URL)", async () => {
    await assertUsageError(
      ["--v1", "cat", "--listen", "http://127.0.0.1:7331"],
      /--listen must be HOST:PORT \(got 'http:\/\/127\.0\.0\.1:7331'\), e\.g\. --listen 127\.0\.0\.1:7331 \(port 0 picks one\); give the address to listen on, not a URL \(clients dial http:\/\/HOST:PORT\/acp\);/,
    );
  });
});

Deno.test("a listener flag without --listen is a usage error that says to add --listen", async (t) => {
  const cases: [string, string[]][] = [
    ["token-file", ["--token-file", "/tmp/token"]],
    ["allow-origin", ["--allow-origin", "https://app.example.com"]],
    ["allow-host", ["--allow-host", "acp.internal"]],
    ["allow-remote", ["--allow-remote"]],
    ["max-body", ["--max-body", "1024"]],
    ["max-connections", ["--max-connections", "4"]],
    ["idle-timeout-ms", ["--idle-timeout-ms", "1000"]],
    ["max-buffered", ["--max-buffered", "1024"]],
  ];
  for (const [key, flags] of cases) {
    await t.step(`--${key}`, async () => {
      await assertUsageError(
        ["--v1", "cat", ...flags],
        new RegExp(`--${key} is for --listen only; add --listen HOST:PORT`),
      );
    });
  }
  await t.step(
    "--no-allow-remote is not refused: it turns off what is off without --listen, and the daemon runs (before: '--allow-remote is for --listen only; add --listen')",
    async () => {
      const file = await configFile(`{"v1":"cat","allow-remote":true}`);
      try {
        for (const args of [["--v1", "cat"], ["--config", file.path]]) {
          const { code, stderr } = await run([...args, "--no-allow-remote"]);
          assert.equal(code, 0, stderr);
          assert.equal(stderr, "");
        }
      } finally {
        await file.remove();
      }
    },
  );
  await t.step("--init-timeout-ms in a stdio serve", async () => {
    await assertUsageError(
      ["--v1", "cat", "--init-timeout-ms", "5000"],
      /--init-timeout-ms is for connect and --listen only; remove it/,
    );
  });
});

Deno.test("an --allow-origin a browser never sends (null, *, a trailing slash) is a usage error saying why or how to write it", async (t) => {
  for (
    const [origin, message] of [
      [
        "null",
        /--allow-origin null: "null" cannot be allowed: sandboxed pages and local files send it/,
      ],
      ["*", /--allow-origin \*: "\*" is not an origin/],
      ["http://localhost:3000/", /write it as "http:\/\/localhost:3000"/],
    ] as const
  ) {
    await t.step(origin, async () => {
      await assertUsageError(
        ["--v1", "cat", "--listen", "127.0.0.1:0", "--allow-origin", origin],
        message,
      );
    });
  }
});

Deno.test("an --allow-host no Host header can match (a wildcard, a name beyond ASCII) is a usage error saying why or how to write it (before: accepted, and every request got 403)", async (t) => {
  for (
    const [host, message] of [
      ["*", /--allow-host \*: a wildcard is not supported: a Host must equal a name given/],
      ["*.example.com", /--allow-host \*\.example\.com: a wildcard is not supported/],
      [
        "\u00fc.de",
        /--allow-host \u00fc\.de: clients send this name as "xn--tda\.de" \(punycode\)/,
      ],
    ] as const
  ) {
    await t.step(host, async () => {
      await assertUsageError(
        ["--v1", "cat", "--listen", "127.0.0.1:0", "--allow-host", host],
        message,
      );
    });
  }
});

Deno.test("--copy with --listen is a usage error that says to remove it", async () => {
  await assertUsageError(
    ["--v1", "cat", "--listen", "127.0.0.1:0", "--copy"],
    /--copy has no effect with --listen .*; remove it/,
  );
});

Deno.test("--remote-token-file with no remote agent is a usage error that says to give one", async (t) => {
  await t.step("serve", async () => {
    await assertUsageError(
      ["--v1", "cat", "--remote-token-file", "/tmp/token"],
      /--remote-token-file is for remote agents; give an agent as http\(s\):\/\/… or ws\(s\):\/\/…/,
    );
  });
  await t.step("connect, a URL only as a client program", async () => {
    await assertUsageError(
      ["connect", "--v1", "cat", "--agent", "cat", "--remote-token-file", "/tmp/token"],
      /--remote-token-file is for remote agents/,
    );
  });
});

Deno.test("a remote address with user:password@ is a usage error at start that never repeats them, for a flag and for a named agent (its place in the file), a pair in chain and probe included (before: a pair in chain failed only at the first client, and probe printed the password)", async (t) => {
  await t.step("refused for another reason, the address is shown without them too", async () => {
    for (
      const args of [
        ["--v2", "http://u:s3cret@127.0.0.1:70000/acp"], // not a URL: a bad port
        ["--v2", "http://u:s3cret@[::1"],
        ["proxy", "--v1", "https://u:s3cret@h.example/acp"], // a proxy over HTTP
        ["connect", "http://u:s3cret@h/acp"], // a loose word
        ["http://u:s3cret@h/acp"], // taken for a mode
        ["--v1", "http://u:pa/s3cret@h:1"], // no URL: a "/" in the password
        ["--v1", "http://u:s3cret@127.0.0.1:9", "--stdio"], // an option after the address
        ["http:///u:s3cret@h/"], // three slashes: the parser still reads user info
        ["serve", "--listen", "http://u:s3cret@127.0.0.1:9", "--v1", "cat"], // not HOST:PORT
      ]
    ) {
      const { code, stderr } = await run(args);
      assert.equal(code, 2, stderr);
      assert.doesNotMatch(stderr, /s3cret|u:/, args.join(" "));
    }
  });
  await t.step("--v1 and chain --proxy", async () => {
    await assertUsageError(
      ["--v1", "http://u:s3cret@127.0.0.1:9/acp"],
      /--v1 http:\/\/127\.0\.0\.1:9\/acp: a remote agent address may not carry a user name or password .*--remote-token-file/,
    );
    await assertUsageError(
      ["chain", "--proxy", "ws://:s3cret@127.0.0.1:9/", "--agent", "cat"],
      /--proxy ws:\/\/127\.0\.0\.1:9\/: a remote proxy address may not carry/,
    );
  });
  const config = await configFile(
    `{\n  "agents": {\n    "pair": { "v1": "http://u:s3cret@127.0.0.1:9", "v2": "cat" }\n  }\n}\n`,
  );
  try {
    await t.step("a named pair in chain", async () => {
      await assertUsageError(
        ["chain", "--config", config.path, "--name", "pair"],
        /acp-proxy\.jsonc:3:15: agents\.pair: "v1": http:\/\/127\.0\.0\.1:9\/: a remote agent address may not carry/,
      );
    });
    // Not probed, but refused as every other mode refuses the file (docs11; before: a skip row
    // and exit 0, so a file probe passed was refused by serve).
    for (const args of [["--all"], ["--name", "pair"]]) {
      await t.step(`probe ${args.join(" ")}`, async () => {
        await assertUsageError(
          ["probe", "--config", config.path, ...args, "--json", "--probe-timeout-ms", "500"],
          /acp-proxy\.jsonc:3:15: agents\.pair: "v1": http:\/\/127\.0\.0\.1:9\/: a remote agent address may not carry/,
        );
      });
    }
  } finally {
    await config.remove();
  }
  const { stderr } = await run(["probe", "--agent", "http://u:s3cret@h/acp"]);
  assert.doesNotMatch(stderr, /s3cret/);
});

/**
 * Exit 2, and stderr says `shown` (case aside) then `why`, with no password and no "command
 * not found" (the address was not run as a program).
 */
async function assertAddressRefused(args: string[], shown: string, why: string): Promise<void> {
  const { code, stderr } = await run(args);
  assert.equal(code, 2, stderr);
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  assert.match(stderr, new RegExp(`${escaped(shown)}: ${escaped(why)}`, "i"));
  assert.doesNotMatch(stderr, /s3cret|command not found/);
}

Deno.test('a remote address with a space or a quote before it is a usage error at start that says to give it alone, and never repeats its password (before: it ran as a program named like the URL, and "command not found" printed the password)', async (t) => {
  for (
    const [args, names] of [
      [["--v1", " http://u:s3cret@127.0.0.1:9/acp", "--v2", "cat"], "--v1 http://127.0.0.1:9/acp"],
      [["--v2", "'ws://u:s3cret@h:9/'"], "--v2 ws://h:9/"],
      [["chain", "--proxy", "\tws://u:s3cret@h/", "--agent", "cat"], "--proxy ws://h/"],
      [["connect", "--v1", "cat", "--agent", ' "http://h/acp"'], "--agent http://h/acp"],
      // Blanks quoted into the word (regress66: it ran, and printed the password).
      [["--v1", "' http://u:s3cret@127.0.0.1:9/x'"], "--v1 http://127.0.0.1:9/x"],
      [["--v1", "\u00a0ws://u:s3cret@h/"], "--v1 ws://h/"],
    ] as [string[], string][]
  ) {
    await t.step(args.join(" "), async () => {
      await assertAddressRefused(
        args,
        names,
        "a remote address is given alone, from the first character (no space or quote before it)",
      );
    });
  }
  await t.step("a named agent, blamed on its place in the file", async () => {
    const config = await configFile(
      `{\n  "agents": {\n    "pair": { "v1": " http://u:s3cret@127.0.0.1:9", "v2": "cat" }\n  }\n}\n`,
    );
    try {
      for (const mode of [[], ["chain"]]) {
        await assertUsageError(
          [...mode, "--config", config.path, "--name", "pair"],
          /acp-proxy\.jsonc:3:15: "agents\.pair\.v1": http:\/\/127\.0\.0\.1:9\/: a remote address is given alone/,
        );
      }
    } finally {
      await config.remove();
    }
  });
  await t.step("a loose word", async () => {
    const { code, stderr } = await run(["probe", " http://u:s3cret@h/acp"]);
    assert.equal(code, 2, stderr);
    assert.match(stderr, /unexpected argument 'http:\/\/h\/acp'/);
  });
});

Deno.test("an agent or proxy given as an address of another scheme (ftp://, tcp://, unix://) is a usage error at start that names the schemes dialled, in every mode and in a named agent, never repeating a password (before: it ran as a relative path and the client got 'command not found')", async (t) => {
  for (
    const [args, names] of [
      [["--v1", "ftp://u:s3cret@h/agent"], "--v1 ftp://h/agent"],
      [["connect", "--v1", "cat", "--agent", "tcp://h:9"], "--agent tcp://h:9"],
      [["chain", "--proxy", "unix:///tmp/p.sock", "--agent", "cat"], "--proxy unix:///tmp/p.sock"],
      [["probe", "--agent", "FILE:///usr/bin/agent --acp"], "--agent file:///usr/bin/agent"],
    ] as [string[], string][]
  ) {
    await t.step(args.join(" "), async () => {
      await assertAddressRefused(
        args,
        names,
        "no remote agent's address (one starts with http://, https://, ws:// or wss://) and no " +
          "program's name",
      );
    });
  }
  await t.step("a named agent, blamed on its place in the file", async () => {
    const config = await configFile(`{\n  "agents": {\n    "one": { "v2": "ftp://h/a" }\n  }\n}\n`);
    try {
      await assertUsageError(
        ["--config", config.path, "--name", "one"],
        /acp-proxy\.jsonc:3:14: "agents\.one\.v2": ftp:\/\/h\/a: no remote agent's address/,
      );
    } finally {
      await config.remove();
    }
  });
  await t.step(
    "a password is never shown: one with a blank in it, or a bad quote after it (regress75: 'ftp://u:sec' and the whole command were shown)",
    async () => {
      for (
        const command of [
          "ftp://u:s3c ret@h/a",
          " http://u:s3c ret@h/acp",
          "tcp://u:s3cret@h'",
          'http://u:s3cret@h "x',
          ' ftp://u:s3cret@h "x',
          // Something before the address (regress76: a quote, a variable, a program).
          "'http://u:s3cret@h/acp",
          "FOO=1 ftp://u:s3cret@h/x",
          "my-agent --url http://u:s3cret@h/acp 'a",
          // A password holding /, ? or # (regress77).
          "http://u:s3/cret@h'",
          "ftp://u:s3#cret@h 'x",
          'a "ws://u:s3?cret@h',
        ]
      ) {
        const { code, stderr } = await run(["--v1", command]);
        assert.equal(code, 2, stderr);
        assert.doesNotMatch(stderr, /s3c/, stderr);
      }
      // The rest of the command as it was written (regress76: the quote, a backslash and a
      // blank after the host were rewritten by a URL parser).
      const slash = await run(["--v1", "ftp://u:s3cret@h/x\\"]);
      assert.match(slash.stderr, /trailing backslash in command: ftp:\/\/\u2026@h\/x\\;/);
      const blank = await run(["--v1", "ftp://u:s3cret@h/x 'a"]);
      assert.match(blank.stderr, /quote in command: ftp:\/\/\u2026@h\/x 'a;/);
      // An @ of a later word is no password's (regress77: 'http://…@example.com').
      const later = await run([
        "--v1",
        "my-agent --up http://10.0.0.5:8080 --as bot@example.com 'x",
      ]);
      assert.match(later.stderr, /--up http:\/\/10\.0\.0\.5:8080 --as bot@example\.com 'x;/);
      // Every refusal, not only a usage error's (regress77: --allow-origin showed it twice).
      const origin = await run(
        ["--v1", "cat", "--listen", "127.0.0.1:0", "--allow-origin", "http://me:s3cret@a.example"],
      );
      assert.equal(origin.code, 2, origin.stderr);
      assert.doesNotMatch(origin.stderr, /s3c/, origin.stderr);
      const config = await configFile(`{"agents": {"x": {"v1": "'http://u:s3cret@h/acp"}}}`);
      try {
        const named = await run(["--config", config.path, "--name", "x"]);
        assert.equal(named.code, 2, named.stderr);
        assert.doesNotMatch(named.stderr, /s3c/, named.stderr);
      } finally {
        await config.remove();
      }
    },
  );
  await t.step("a program whose path merely holds a colon is still run", async () => {
    const { code, stderr } = await run(["--v1", "./a:b/agent"]);
    assert.equal(code, 0, stderr);
  });
});

Deno.test("in connect, a named pair's bad remote address is blamed on its place in the file, as in chain, not on the client program's --v1 (before: \"--v1 http://h:99999/: not a remote agent address\" while --v1 was cat)", async () => {
  const config = await configFile(
    `{\n  "agents": {\n    "pair": { "v1": "http://h:99999/", "v2": "cat" }\n  }\n}\n`,
  );
  // A one-command agent is named by its own key, "v2" here (regress66: it said "agent").
  const one = await configFile(
    `{\n  "agents": {\n    "one": { "v2": "http://h:99999/" }\n  }\n}\n`,
  );
  try {
    for (const args of [["connect", "--v1", "cat"], ["chain"]]) {
      await assertUsageError(
        [...args, "--config", config.path, "--name", "pair"],
        /acp-proxy\.jsonc:3:15: agents\.pair: "v1": http:\/\/h:99999\/: not a remote agent address/,
      );
      await assertUsageError(
        [...args, "--config", one.path, "--name", "one"],
        /acp-proxy\.jsonc:3:14: agents\.one: "v2": http:\/\/h:99999\/: not a remote agent address/,
      );
    }
  } finally {
    await config.remove();
    await one.remove();
  }
});

Deno.test("connect refuses a URL as a client program and says the remote agent goes in --agent", async (t) => {
  for (const [key, url] of [["v1", "http://127.0.0.1:7331/acp"], ["v2", "wss://acp.example/"]]) {
    await t.step(`--${key} ${url}`, async () => {
      await assertUsageError(
        ["connect", `--${key}`, url, "--agent", "cat"],
        new RegExp(
          `connect: --${key} is a client program to run, not a URL; a remote agent goes in --agent`,
        ),
      );
    });
  }
});

Deno.test("a proxy given as an http(s):// address (proxy --v1/--v2, chain --proxy) is a usage error saying to dial it over WebSocket; a ws:// one is accepted", async (t) => {
  const cases: [string[], string][] = [
    [["proxy", "--v1", "http://127.0.0.1:9/acp"], "--v1 http://127.0.0.1:9/acp"],
    [["proxy", "--v1", "cat", "--v2", "HTTPS://h/acp"], "--v2 HTTPS://h/acp"],
    [
      ["chain", "--proxy", "cat", "--proxy", "http://h/", "--agent", "cat"],
      "--proxy http://h/",
    ],
  ];
  for (const [args, names] of cases) {
    await t.step(args.join(" "), async () => {
      await assertUsageError(
        args,
        new RegExp(
          `${names.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: a remote proxy is reached over ` +
            `WebSocket only; give it as ws\\(s\\):\\/\\/`,
        ),
      );
    });
  }
  // A ws:// proxy starts (and, with no client, ends at once).
  const run = await runToEnd(daemonArgv("proxy", "--v1", "ws://127.0.0.1:9/acp"), "", 20_000);
  assert.equal(run.code, 0, run.stderr);
});

Deno.test("--listen in connect mode is a usage error naming the modes that take it", async () => {
  await assertUsageError(
    ["connect", "--v1", "cat", "--agent", "cat", "--listen", "127.0.0.1:0"],
    /--listen is for serve and proxy only, not connect; remove it/,
  );
});

Deno.test("listener numbers out of range or not sizes are usage errors naming the flag, range and an example", async (t) => {
  const cases: [string, string, RegExp][] = [
    [
      "max-connections",
      "0",
      /--max-connections must be a whole number of connections from 1 to 100000 \(got '0'\), e\.g\. --max-connections 64/,
    ],
    [
      "max-body",
      "lots",
      /--max-body must be a whole number of bytes from 1 to 1073741824 \(got 'lots'\), e\.g\. --max-body 16MiB/,
    ],
    ["max-body", "0", /--max-body must be .* \(got '0'\)/],
    ["max-body", "2GiB", /--max-body must be .* \(got '2GiB'\)/],
    ["max-buffered", "-5", /--max-buffered must be .* \(got '-5'\)/],
    ["idle-timeout-ms", "5K", /--idle-timeout-ms must be .* milliseconds .* \(got '5K'\)/],
  ];
  for (const [key, value, message] of cases) {
    await t.step(`--${key} ${value}`, async () => {
      await assertUsageError(
        ["--v1", "cat", "--listen", "127.0.0.1:0", `--${key}`, value],
        message,
      );
    });
  }
});

Deno.test("listener keys in a --config file are checked like the flags, and named by their place in the file", async (t) => {
  const cases: [string, string, RegExp][] = [
    [
      "a non-loopback listen",
      `{"v1": "cat", "listen": "0.0.0.0:0"}`,
      /^acp-proxy: .*:1:15: "listen": 0\.0\.0\.0 is not one of the loopback hosts/,
    ],
    [
      "allow-remote without a token file",
      `{"v1": "cat", "listen": "0.0.0.0:0", "allow-remote": true}`,
      /needs --allow-remote and --token-file FILE/,
    ],
    [
      "a listen that is not HOST:PORT",
      `{"v1": "cat", "listen": "nonsense"}`,
      /^acp-proxy: .*:1:15: "listen" must be HOST:PORT \(got 'nonsense'\)/,
    ],
    [
      "allow-origin as a number",
      `{"v1": "cat", "listen": "127.0.0.1:0", "allow-origin": 7}`,
      /:1:\d+: "allow-origin" must be a string or an array of strings/,
    ],
    [
      "an empty allow-origin entry",
      `{"v1": "cat", "listen": "127.0.0.1:0", "allow-origin": ["https://a.example", ""]}`,
      /^acp-proxy: .*:1:40: "allow-origin" needs a value, e\.g\. --allow-origin https:\/\/app\.example\.com/,
    ],
    [
      "a bad max-body size",
      `{"v1": "cat", "listen": "127.0.0.1:0", "max-body": "lots"}`,
      /^acp-proxy: .*:1:40: "max-body" must be a whole number of bytes .*\(got 'lots'\)/,
    ],
    [
      "max-connections 0",
      `{"v1": "cat", "listen": "127.0.0.1:0", "max-connections": 0}`,
      /^acp-proxy: .*:1:40: "max-connections" must be .* \(got '0'\)/,
    ],
    [
      "copy with listen",
      `{"v1": "cat", "listen": "127.0.0.1:0", "copy": true}`,
      /^acp-proxy: .*:1:40: "copy" has no effect with --listen .*; remove it, or give --no-copy \(which turns a config file's "copy": true off\)/,
    ],
  ];
  for (const [name, body, message] of cases) {
    await t.step(name, async () => {
      const file = await configFile(body);
      try {
        await assertUsageError(["--config", file.path], message);
      } finally {
        await file.remove();
      }
    });
  }
  await t.step("listener keys in the file apply when --listen is a flag", async () => {
    const file = await configFile(`{"v1": "cat", "max-body": "lots"}`);
    try {
      await assertUsageError(
        ["--config", file.path, "--listen", "127.0.0.1:0"],
        /^acp-proxy: .*:1:15: "max-body" must be .*\(got 'lots'\)/,
      );
    } finally {
      await file.remove();
    }
  });
});

Deno.test('a --config file\'s "copy": true (for its stdio sessions) is left unused by --listen on the command line, not refused (before: exit 2)', async () => {
  await using s = await Scenario.create();
  const file = await configFile(`{"v1": ${JSON.stringify(V1_AGENT)}, "copy": true}`);
  try {
    const { daemon } = await startListening(s, [
      "serve",
      "--config",
      file.path,
      "--listen",
      "127.0.0.1:0",
    ]);
    assert.equal((await stopWith(daemon)).code, 143);
  } finally {
    await file.remove();
  }
});

Deno.test("a stdio serve ignores the listener keys of its --config file", async () => {
  // Each of these would be refused if it were used: the file is shared with a --listen daemon.
  const file = await configFile(`{
    // the stdio agent
    "v1": "cat",
    // the listener's settings, for 'serve --listen'
    "token-file": "/nonexistent/token",
    "allow-origin": ["https://app.example.com", ""],
    "allow-host": ["acp.internal"],
    "allow-remote": true,
    "max-body": "lots",
    "max-connections": 0,
    "idle-timeout-ms": 0,
    "max-buffered": "1MiB",
    "init-timeout-ms": 0,
  }`);
  try {
    const init = `${initializeBody(1)}\n`;
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("--config", file.path),
      init,
      30_000,
    );
    assert.equal(code, 0, stderr);
    assert.equal(stdout, init, "cat, the v1 agent, echoed the initialize");
    assert.doesNotMatch(stderr, /listening on/);
  } finally {
    await file.remove();
  }
});

Deno.test("a --config file's listen, allow-origin array and max-body size take effect", async () => {
  const file = await configFile(`{
    "v1": ${JSON.stringify(V1_AGENT)},
    "listen": "127.0.0.1:0",
    "allow-origin": ["https://app.example.com", "https://other.example.com"],
    "max-body": "1MiB",
  }`);
  await using scenario = await Scenario.create();
  try {
    const { daemon, url } = await startListening(scenario, ["--config", file.path]);
    assert.match(url, /^http:\/\/127\.0\.0\.1:[1-9][0-9]*\/acp$/);

    const allowed = await postInitialize(url, 1, { Origin: "https://other.example.com" });
    assert.equal(allowed.status, 200, allowed.body);
    assert.equal(allowed.headers.get("access-control-allow-origin"), "https://other.example.com");
    const id = allowed.headers.get("acp-connection-id")!;
    assert.equal((await deleteConnection(url, id)).status, 202);

    const refused = await postInitialize(url, 2, { Origin: "https://evil.example.com" });
    assert.equal(refused.status, 403, "an origin the file does not list");

    // 1 MiB + 1 byte: over the file's limit, far under the 16 MiB default.
    const big = `{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"pad":"${
      "x".repeat(1024 * 1024)
    }"}}`;
    const tooLarge = await request(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: big,
    });
    assert.equal(tooLarge.status, 413, tooLarge.body);
    // It says what to raise, by the flag's name (before: "the body is over N bytes" alone).
    assert.match(
      tooLarge.body,
      /the body is over 1048576 bytes; raise --max-body if such bodies are expected/,
    );

    assert.equal((await stopWith(daemon)).code, 143);
  } finally {
    await file.remove();
  }
});

Deno.test("size flags of the listener take the K/M/KiB/MiB suffixes that --help shows", async () => {
  await using scenario = await Scenario.create();
  const { daemon, url } = await startListening(
    scenario,
    listenArgs("--max-body", "1KiB", "--max-buffered", "64MiB"),
  );
  const body = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"pad":"${
    "x".repeat(1024)
  }"}}`;
  const tooLarge = await request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
  assert.equal(tooLarge.status, 413, "1 KiB is 1024 bytes");
  assert.equal((await stopWith(daemon)).code, 143);
});

Deno.test("--listen LOCALHOST:0 is loopback (host names are not case-sensitive): it serves, without the 'reachable from other hosts' warning (it was refused, then warned)", async () => {
  await using scenario = await Scenario.create();
  const { daemon, url } = await startListening(
    scenario,
    ["serve", "--listen", "LOCALHOST:0", "--v1", V1_AGENT],
  );
  assert.match(url, /^http:\/\/localhost:[0-9]+\/acp$/);
  const health = await request(url.replace(/\/acp$/, "/health"), { method: "GET" });
  assert.equal(health.status, 200);
  assert.equal((await stopWith(daemon)).code, 143);
  assert.doesNotMatch(daemon.stderrText, /reachable from other hosts/);
});

// ---------------------------------------------------------------------------------------------
// 2. The token file

/** Exit 2, no stdout, one stderr line naming `flag` and `path`; returns the line. */
function assertCannotRead(
  flag: string,
  path: string,
  { code, stdout, stderr }: { code: number; stdout: string; stderr: string },
): string {
  assert.equal(code, 2, stderr);
  assert.equal(stdout, "");
  assert.match(stderr, /^acp-proxy: [^\n]+\n$/, `one line: ${JSON.stringify(stderr)}`);
  assert.match(
    stderr,
    new RegExp(
      `cannot read ${flag} ${path}: .*; give a readable file whose first line is the token; ` +
        `run 'acp-proxy --help' for usage\n$`,
    ),
  );
  return stderr;
}

Deno.test("a --token-file that cannot be read exits 2 with a message naming it", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "acp-remote-cli-" });
  try {
    for (
      const [name, path] of [
        ["missing", `${dir}/missing`],
        ["a directory", dir],
        ["endless (/dev/zero): refused after 64 KiB", "/dev/zero"],
      ]
    ) {
      await t.step(name, async () => {
        const stderr = assertCannotRead(
          "--token-file",
          path,
          await run(listenArgs("--token-file", path)),
        );
        assert.doesNotMatch(stderr, /listening on/);
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a --remote-token-file that cannot be read exits 2 with a message naming it, before any dial", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "acp-remote-cli-" });
  try {
    for (
      const [name, path, reason] of [
        ["missing", `${dir}/missing`, /No such file or directory/],
        ["endless (/dev/zero): refused after 64 KiB", "/dev/zero", /holds more than 65536 bytes/],
      ] as const
    ) {
      await t.step(name, async () => {
        const stderr = assertCannotRead(
          "--remote-token-file",
          path,
          await run(["--v1", "http://127.0.0.1:9/acp", "--remote-token-file", path]),
        );
        assert.match(stderr, reason);
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("an empty --token-file, or one whose first line is blank, exits 2 with a message naming it and saying which", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "acp-remote-cli-" });
  try {
    const cases = [
      ["empty", "", "is empty"],
      ["blank first line", "   \nsecond-line-token\n", "has an empty first line"],
    ];
    for (const [name, text, says] of cases) {
      await t.step(name, async () => {
        const path = `${dir}/token`;
        await Deno.writeTextFile(path, text, { mode: 0o600 });
        const { code, stdout, stderr } = await run(listenArgs("--token-file", path));
        assert.equal(code, 2, stderr);
        assert.equal(stdout, "");
        assert.match(stderr, /^acp-proxy: [^\n]+\n$/, `one line: ${JSON.stringify(stderr)}`);
        assert.match(stderr, new RegExp(`--token-file ${path} ${says}; put the token`));
        assert.doesNotMatch(stderr, /listening on/);
      });
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a token no header can carry (a control character), that clients send as different bytes (a character beyond ASCII: Latin-1 or not) or too long for a request's head is a usage error when the file is read, for --token-file and --remote-token-file, not a failure at the first request", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "acp-remote-cli-" });
  try {
    const cases = [
      ["a control character", "ab\u0001cd", /it holds a control character/],
      [
        "a character beyond Latin-1",
        "caf\u00e9\u2603",
        /a character beyond ASCII, which clients send as different bytes/,
      ],
      [
        "a Latin-1 character (curl sends its UTF-8 bytes, fetch its Latin-1 one)",
        "tok\u00dc",
        /a character beyond ASCII/,
      ],
      [
        "a token of 8193 bytes, too long for a request's head beside its other headers (before limits5: taken, and every request got 431)",
        "t".repeat(8193),
        /it is 8193 bytes, more than the 8192 a request's head has room for/,
      ],
    ] as const;
    for (const [name, token, reason] of cases) {
      const path = `${dir}/token`;
      await Deno.writeTextFile(path, `${token}\n`, { mode: 0o600 });
      for (
        const [flag, args] of [
          ["--token-file", listenArgs("--token-file", path)],
          ["--remote-token-file", ["--v1", "http://127.0.0.1:9/acp", "--remote-token-file", path]],
        ] as const
      ) {
        await t.step(`${flag}: ${name}`, async () => {
          const { code, stdout, stderr } = await run([...args]);
          assert.equal(code, 2, stderr);
          assert.equal(stdout, "");
          assert.match(stderr, /^acp-proxy: [^\n]+\n$/, `one line: ${JSON.stringify(stderr)}`);
          assert.match(stderr, new RegExp(`${flag} ${path}: the token on its first line`));
          assert.match(stderr, reason);
          assert.doesNotMatch(stderr, /listening on|ByteString|header value/);
        });
      }
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a remote agent that answers 503 (busy, or shutting down) to the initialize POST or the WebSocket upgrade: the error line says to try again in a moment, not to check the address, and gives its Retry-After and what it said (over WebSocket too: it said neither)", async () => {
  const said =
    "failed to start ACP v1 agent: the server is shutting down (retry, on another server)";
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () =>
      new Response(`{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"${said}"}}`, {
        status: 503,
        headers: { "Content-Type": "application/json", "Retry-After": "1" },
      }),
  );
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    for (const scheme of ["http", "ws"]) {
      const url = `${scheme}://127.0.0.1:${server.addr.port}/acp`;
      const { code, stderr } = await runToEnd(daemonArgv("--v1", url), init, 30_000);
      assert.equal(code, 1, stderr);
      assert.match(
        stderr,
        /; the remote agent is busy or shutting down: try again in a moment\n$/,
        scheme,
      );
      assert.doesNotMatch(stderr, /check the --v1 address/, scheme);
      const answered = scheme === "http"
        ? "it answered initialize with HTTP 503 Service Unavailable"
        : "it answered the WebSocket upgrade with HTTP 503";
      assert.ok(
        stderr.includes(`${answered} (Retry-After: 1): ${JSON.stringify(said)}`),
        stderr,
      );
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("a remote agent that cannot be dialled, over HTTP or WebSocket, is a failed start: the client gets 'failed to start ACP v2 agent: ...' (-32603), exit 1, and one error line that ends with the hint naming the address to check (also when the address holds 'token' or '401')", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close(); // nothing listens there now
  // An address that holds "token" or "401" is not taken for a refused token.
  for (
    const url of [
      `http://127.0.0.1:${port}/acp`,
      `ws://127.0.0.1:${port}/acp`,
      `http://127.0.0.1:${port}/acp?token=401`,
    ]
  ) {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,` +
      `"info":{"name":"c","version":"1"}}}\n`;
    const transcript = await Deno.makeTempFile({ suffix: ".jsonl" });
    const { code, stdout, stderr } = await runToEnd(
      daemonArgv("--v2", url, "--transcript", transcript),
      init,
      30_000,
    );
    // Like a command that cannot start: no agent_start or agent_exit, one error at the start,
    // then the router's answer; the initialize recorded once, to the agent (it was written to
    // the connection, which dials behind it), before the error.
    const types = (await Deno.readTextFile(transcript)).trim().split("\n")
      .map((l) => JSON.parse(l)).map((e) =>
        e.type === "error" ? `error:${e.stage}` : e.from ? `${e.type} ${e.from}→${e.to}` : e.type
      );
    await Deno.remove(transcript);
    assert.deepEqual(
      types.filter((t) => !["route", "first_frame"].includes(t)),
      ["request Client→Agent", "error:start", "response acp-proxy→Client"],
    );
    assert.equal(code, 1, stderr);
    assert.match(
      stdout,
      /^\{"jsonrpc":"2.0","id":1,"error":\{"code":-32603,"message":"failed to start ACP v2 agent: could not (reach|connect to) the remote agent at [^"]*"\}\}\n$/,
    );
    assert.doesNotMatch(stderr, /check the --v2 command/);
    const lines = stderr.trimEnd().split("\n");
    assert.equal(lines.length, 1, stderr);
    assert.match(
      lines[0],
      /^acp-proxy: error: failed to start ACP v2 agent: could not .*; check the --v2 address \(is the remote agent up, the URL right\?\)$/,
    );
  }
});

Deno.test("a remote WebSocket agent whose 101 chose an extension never offered: the initialize gets -32603 saying what it answered, and the hint says the server was reached but cannot be used, not 'is the remote agent up, the URL right?'", async () => {
  const server = handServer(
    async (conn, buffer) => {
      await conn.read(buffer).catch(() => null);
      conn.close();
    },
    false,
    new Uint8Array(0),
    "Sec-WebSocket-Extensions: permessage-deflate\r\n",
  );
  try {
    const url = server.url;
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const { code, stdout, stderr } = await runToEnd(daemonArgv("--v1", url), init, 20_000);
    assert.equal(code, 1, stderr);
    assert.match(
      stdout,
      /"code":-32603,"message":"failed to start ACP v1 agent: the remote agent at [^"]* answered the WebSocket upgrade with what this client cannot use: the upgrade's answer chose the extension \\"permessage-deflate\\"/,
    );
    assert.match(
      stderr,
      /; check the --v1 address: the server there answered, but is no ACP WebSocket agent this client can use\n$/,
    );
    assert.doesNotMatch(stderr, /is the remote agent up/);
    // connect says the same of its --agent.
    const client = scriptedClientArgv(1).map(quote).join(" ");
    const viaConnect = await runToEnd(
      daemonArgv("connect", "--v1", client, "--agent", url),
      "",
      30_000,
    );
    assert.equal(viaConnect.code, 1, viaConnect.stderr);
    assert.match(
      viaConnect.stderr,
      /error: failed to start the agent: .*what this client cannot use.*; check the agent's address: the server there answered, but is no ACP WebSocket agent this client can use\n/,
    );
  } finally {
    server.close();
  }
});

Deno.test("a remote HTTP agent that takes the initialize POST but never answers: the client's end of input still ends the session after the close bound (exit 0, no answer), not after the 30 s initialize timeout", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  const posts: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    posts.push(req.method);
    if (req.method === "POST") await held;
    return new Response(null, { status: 202 });
  });
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const url = `http://127.0.0.1:${server.addr.port}/acp`;
    const { code, stdout, stderr } = await runToEnd(daemonArgv("--v1", url), init, 20_000);
    assert.equal(code, 0, stderr);
    assert.equal(stdout, "");
    assert.deepEqual(posts, ["POST"], "the initialize was POSTed");
  } finally {
    release();
    await server.shutdown();
  }
});

Deno.test("a remote WebSocket agent whose upgrade is never answered: the client's end of input ends the session after the close bound (exit 0, no answer; REMOTE section 4), not after the dial's 30 s bound, and the dial's TCP connection is closed", async () => {
  // Takes the TCP connection and never answers the upgrade.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const accepted = listener.accept();
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const url = `ws://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/acp`;
    // Killed at 20 s: the dial's own bound (30 s) would leave it running.
    const { code, stdout, stderr } = await runToEnd(daemonArgv("--v1", url), init, 20_000);
    assert.equal(code, 0, stderr);
    assert.equal(stdout, "");
    assert.equal(stderr, "");
    // The dial reached the listener, and its socket was closed, not left behind.
    const conn = await accepted;
    const buffer = new Uint8Array(4096);
    let request = "";
    for (let n; (n = await conn.read(buffer)) !== null;) {
      request += new TextDecoder().decode(buffer.subarray(0, n));
    }
    conn.close();
    assert.match(request, /^GET \/acp HTTP\/1\.1\r\n/);
  } finally {
    listener.close();
  }
});

Deno.test("--transcript with a remote agent on stdio records the agent's frames too (a response event for the initialize's answer), over WebSocket and HTTP", async () => {
  const { answer, server } = answeringAgent();
  await using scenario = await Scenario.create();
  try {
    for (const scheme of ["ws", "http"]) {
      const transcript = scenario.file(`${scheme}.jsonl`);
      const init =
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
      const url = `${scheme}://127.0.0.1:${server.addr.port}/acp`;
      const run = await runToEnd(daemonArgv("--v1", url, "--transcript", transcript), init, 20_000);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.stdout, answer(1) + "\n");
      const events = (await Deno.readTextFile(transcript)).trim().split("\n").map((l) =>
        JSON.parse(l)
      );
      const response = events.find((e) => e.type === "response");
      assert.ok(response, `${scheme}: ${events.map((e) => e.type).join(" ")}`);
      assert.deepEqual([response.from, response.to, response.id], ["Agent", "Client", 1]);
      // The agent it started is the address it dialled: no process, no command.
      const start = events.find((e) => e.type === "agent_start");
      assert.deepEqual([start?.pid, start?.command, start?.url], [null, null, url], scheme);
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("a WebSocket remote agent that answers initialize 1 s after the client's end of input: the answer still arrives (a request owed an answer holds the close, at most 2 s), exit 0", async () => {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = (e) => {
      const id = JSON.parse(String(e.data)).id;
      setTimeout(() => {
        if (socket.readyState === WebSocket.OPEN) {
          socket.send(JSON.stringify({ jsonrpc: "2.0", id, result: { protocolVersion: 1 } }));
        }
      }, 1_000);
    };
    return response;
  });
  try {
    const init = `{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const url = `ws://127.0.0.1:${server.addr.port}/acp`;
    const run = await runToEnd(daemonArgv("--v1", url), init, 20_000);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, `{"jsonrpc":"2.0","id":7,"result":{"protocolVersion":1}}\n`);
  } finally {
    await server.shutdown();
  }
});

Deno.test("a failed start's hint names what to fix: the token for a remote agent that answers 401 (HTTP or WebSocket), the config file's agent for one chosen with --name", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response("unauthorized", { status: 401 }),
  );
  await using scenario = await Scenario.create();
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  const errorLine = (stderr: string) => {
    const errors = stderr.trimEnd().split("\n").filter((l) => l.includes(" error: "));
    assert.equal(errors.length, 1, stderr);
    return errors[0];
  };
  try {
    for (const scheme of ["http", "ws"]) {
      const url = `${scheme}://127.0.0.1:${server.addr.port}/acp`;
      const run = await runToEnd(daemonArgv("--v1", url), init, 20_000);
      assert.equal(run.code, 1, run.stderr);
      assert.match(errorLine(run.stderr), /401.*; check the token \(--remote-token-file\)$/);
    }
    // A config file's token is named at its place, not as a flag nobody typed.
    const tokenFile = scenario.file("token");
    await Deno.writeTextFile(tokenFile, "a-token-the-server-refuses\n");
    const withToken = scenario.file("token.jsonc");
    await Deno.writeTextFile(
      withToken,
      `{\n  "remote-token-file": ${JSON.stringify(tokenFile)}\n}`,
    );
    const url = `http://127.0.0.1:${server.addr.port}/acp`;
    const fromFile = await runToEnd(daemonArgv("--config", withToken, "--v1", url), init, 20_000);
    assert.equal(fromFile.code, 1, fromFile.stderr);
    assert.match(
      errorLine(fromFile.stderr),
      /401.*; check the token \("remote-token-file" at \S+token\.jsonc:2:3\)$/,
    );
  } finally {
    await server.shutdown();
  }
  const config = scenario.file("agents.jsonc");
  await Deno.writeTextFile(config, `{ "agents": { "bad": { "v1": "/nonexistent/named-agent" } } }`);
  const named = await runToEnd(daemonArgv("--config", config, "--name", "bad"), init, 20_000);
  assert.equal(named.code, 1, named.stderr);
  assert.match(
    errorLine(named.stderr),
    /command not found; check the v1 command of agent "bad" in the config file$/,
  );
  // A file's own "v1" is blamed at its place, not on a --v1 nobody typed.
  const plain = scenario.file("plain.jsonc");
  await Deno.writeTextFile(plain, `{\n  "v1": "/nonexistent/file-agent"\n}`);
  const fromFile = await runToEnd(daemonArgv("--config", plain), init, 20_000);
  assert.equal(fromFile.code, 1, fromFile.stderr);
  assert.match(
    errorLine(fromFile.stderr),
    /command not found; check the config file's "v1" command at \S+plain\.jsonc:2:3$/,
  );
  assert.doesNotMatch(fromFile.stderr, /--v1/);
});

Deno.test("a --token-file readable by others gets a warning to chmod 600 it; a 0600 one does not", async () => {
  await using scenario = await Scenario.create();
  const open = scenario.file("open-token");
  const closed = scenario.file("closed-token");
  await Deno.writeTextFile(open, `${TOKEN}\n`);
  await Deno.chmod(open, 0o644);
  await Deno.writeTextFile(closed, `${TOKEN}\n`);
  await Deno.chmod(closed, 0o600);

  const warned = await startListening(scenario, listenArgs("--token-file", open));
  await waitStderr(warned.daemon, /--token-file .*open-token is readable by others; chmod 600 it/);
  assert.equal((await stopWith(warned.daemon)).code, 143);

  const quiet = await startListening(scenario, listenArgs("--token-file", closed));
  assert.equal((await stopWith(quiet.daemon)).code, 143);
  const stderr = await quiet.daemon.errors();
  assert.doesNotMatch(stderr, /chmod|readable by others/, stderr);

  // Readable by its group only is readable by others too.
  const group = scenario.file("group-token");
  await Deno.writeTextFile(group, `${TOKEN}\n`);
  await Deno.chmod(group, 0o640);
  const grouped = await startListening(scenario, listenArgs("--token-file", group));
  await waitStderr(
    grouped.daemon,
    /--token-file .*group-token is readable by others; chmod 600 it/,
  );
  assert.equal((await stopWith(grouped.daemon)).code, 143);
});

Deno.test("--listen takes every loopback name without --allow-remote (REMOTE §5): localhost, [::1] and 127.0.0.1", async (t) => {
  for (const listen of ["localhost:0", "[::1]:0", "127.0.0.1:0"]) {
    await t.step(listen, async () => {
      await using scenario = await Scenario.create();
      const { daemon, url } = await startListening(scenario, [
        "serve",
        "--listen",
        listen,
        "--v1",
        V1_AGENT,
      ]);
      const answer = await postInitialize(url, "loopback");
      assert.equal(answer.status, 200, answer.body);
      await deleteConnection(url, answer.headers.get("acp-connection-id")!);
      assert.equal((await stopWith(daemon)).code, 143);
    });
  }
});

Deno.test("the token never appears on stderr, even at --log-level debug", async () => {
  await using scenario = await Scenario.create();
  const tokenFile = scenario.file("token");
  await Deno.writeTextFile(tokenFile, `${TOKEN}\n`);
  await Deno.chmod(tokenFile, 0o600);
  const { daemon, url } = await startListening(
    scenario,
    listenArgs("--token-file", tokenFile, "--log-level", "debug"),
  );
  const auth = { Authorization: `Bearer ${TOKEN}` };
  const ok = await postInitialize(url, 1, auth);
  assert.equal(ok.status, 200, ok.body);
  const id = ok.headers.get("acp-connection-id")!;
  const wrong = await postInitialize(url, 2, { Authorization: `Bearer ${TOKEN}x` });
  assert.equal(wrong.status, 401);
  const none = await postInitialize(url, 3);
  assert.equal(none.status, 401);
  assert.equal((await deleteConnection(url, id, auth)).status, 202);
  assert.equal((await stopWith(daemon)).code, 143);

  const stderr = await daemon.errors();
  assert.match(stderr, /debug/, "debug lines were printed");
  assert.match(stderr, /refused POST \/acp .*401/, "the refusal was logged");
  for (const secret of [TOKEN, TOKEN.slice(4, 36)]) {
    assert.ok(!stderr.includes(secret), `the token leaked into stderr:\n${stderr}`);
  }
});

// ---------------------------------------------------------------------------------------------
// 3. Binding

Deno.test("a --listen port already in use exits 1 with a message naming the address and what to do (before: only the system's words)", async () => {
  using taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = taken.addr.port;
  const { code, stdout, stderr } = await run([
    "serve",
    "--listen",
    `127.0.0.1:${port}`,
    "--v1",
    "cat",
  ]);
  assert.equal(code, 1, stderr);
  assert.equal(stdout, "");
  assert.match(
    stderr,
    new RegExp(
      `cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE.*; another process listens ` +
        `there \\(a daemon that drains frees it as it exits\\): stop it or wait for it, or give ` +
        `another port \\(port 0 picks a free one\\)\n$`,
    ),
  );
  assert.doesNotMatch(stderr, /listening on/);
});

/** `serve --listen HOST --allow-remote --token-file F --v1 cat`: its exit code and stderr. */
async function listenRemotely(host: string): Promise<{ code: number; stderr: string }> {
  const dir = await Deno.makeTempDir();
  try {
    const tokenFile = `${dir}/token`;
    await Deno.writeTextFile(tokenFile, `${TOKEN}\n`, { mode: 0o600 });
    return await run(
      ["serve", "--listen", host, "--allow-remote", "--token-file", tokenFile, "--v1", "cat"],
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("a --listen address this machine does not have exits 1 naming it in brackets (IPv6) and saying to give one it has (before: fe80::1:PORT, and 0.0.0.0 suggested for IPv6)", async () => {
  const { code, stderr } = await listenRemotely("[fe80::1]:0");
  assert.equal(code, 1, stderr);
  assert.match(stderr, /^acp-proxy: error: cannot listen on \[fe80::1\]:0: /m);
  if (/EINVAL|EADDRNOTAVAIL/.test(stderr)) {
    assert.match(
      stderr,
      /; is the address one of this machine's\? give one it has \(or \[::\] for all\)\n$/,
    );
  }
});

Deno.test("a --listen host name that does not resolve exits 1 saying to check its spelling or give an IP address (before: the resolver's ENOTFOUND alone) (config4)", async () => {
  const { code, stderr } = await listenRemotely("nosuchhost.invalid:0");
  assert.equal(code, 1, stderr);
  assert.match(
    stderr,
    /^acp-proxy: error: cannot listen on nosuchhost\.invalid:0: [^\n]*; the host name does not resolve here: check its spelling, or give an IP address \(127\.0\.0\.1 for this machine only\)\n$/,
  );
});

// ---------------------------------------------------------------------------------------------
// 4. Serving

Deno.test("serve --listen 127.0.0.1:0 prints its URL once, and an initialize POST opens a connection", async () => {
  await using scenario = await Scenario.create();
  const { daemon, url } = await startListening(scenario, listenArgs());
  const port = Number(new URL(url).port);
  assert.ok(port > 0 && port <= 65535, `a real port: ${url}`);
  assert.equal(url, `http://127.0.0.1:${port}/acp`);

  const answer = await postInitialize(url, "first");
  assert.equal(answer.status, 200, answer.body);
  assert.match(answer.headers.get("content-type") ?? "", /^application\/json/);
  const id = answer.headers.get("acp-connection-id");
  assert.match(id ?? "", /^[0-9a-f]{32}$/, `Acp-Connection-Id: ${id}`);
  const body = JSON.parse(answer.body);
  assert.equal(body.id, "first");
  assert.equal(body.result.protocolVersion, 1, answer.body);
  assert.equal((await deleteConnection(url, id!)).status, 202);

  assert.equal((await stopWith(daemon)).code, 143);
  const stderr = await daemon.errors();
  const announced = stderr.split("\n").filter((line) => line.includes("listening on"));
  assert.deepEqual(announced, [`acp-proxy: listening on ${url}`], stderr);
  assert.ok(stderr.startsWith(`acp-proxy: listening on ${url}\n`), `first line: ${stderr}`);
});

Deno.test("serve --listen names its flags where the library names its options: a foreign Host says --allow-host, a refused preflight --allow-origin, the cap --max-connections (the library says allowHosts, allowOrigins, maxConnections)", async () => {
  await using scenario = await Scenario.create();
  const { daemon, url } = await startListening(scenario, listenArgs("--max-connections", "1"));
  // fetch sends its own Host: a raw request names another.
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: Number(new URL(url).port) });
  await conn.write(
    new TextEncoder().encode(
      "GET /health HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    ),
  );
  const foreign = await readConnToEnd(conn, 10_000, "the answer to a foreign Host");
  assert.match(foreign, /^HTTP\/1\.1 403 /);
  assert.match(foreign, /add it with --allow-host if it is expected/);
  const preflight = await fetch(url, {
    method: "OPTIONS",
    headers: { Origin: "http://127.0.0.1:5555", "Access-Control-Request-Method": "POST" },
    signal: AbortSignal.timeout(10_000),
  });
  assert.match(await preflight.text(), /add --allow-origin http:\/\/127\.0\.0\.1:5555 to let/);
  assert.equal((await postInitialize(url, "first")).status, 200);
  const capped = await postInitialize(url, "second");
  assert.equal(capped.status, 503);
  assert.match(capped.body, /raise --max-connections$/);
  assert.equal((await stopWith(daemon)).code, 143);
  assert.doesNotMatch(await daemon.errors(), /allowHosts|allowOrigins|maxConnections/);
});

Deno.test("serve --listen starts each line about a connection with its id: the agent's start, its exit code, its diverted stdout lines, the end of its route", async () => {
  await using scenario = await Scenario.create();
  const agent = scriptedAgentArgv(1, "--exit-code", "3", "--banner", "HELLO").map(quote).join(" ");
  const { daemon, url } = await startListening(scenario, [
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--v1",
    agent,
    "--log-level",
    "info",
    "--stdout-guard",
    "divert",
  ]);
  const ids: string[] = [];
  for (const request of ["first", "second"]) {
    const answer = await postInitialize(url, request);
    assert.equal(answer.status, 200, answer.body);
    ids.push(answer.headers.get("acp-connection-id")!);
  }
  for (const id of ids) assert.equal((await deleteConnection(url, id)).status, 202);
  for (const id of ids) {
    await waitStderr(daemon, new RegExp(`connection ${id}: its route ended: `));
  }
  assert.equal((await stopWith(daemon)).code, 143);
  const stderr = await daemon.errors();
  for (const id of ids) {
    for (
      const line of [
        "info: connection ID: started the v1 agent (pid ",
        "error: connection ID: the agent ended with exit code 3",
        "warn: connection ID: agent stdout (not JSON): HELLO",
      ]
    ) {
      assert.ok(
        stderr.includes(line.replace("ID", id)),
        `${line.replace("ID", id)} in:\n${stderr}`,
      );
    }
  }
});

Deno.test("with --token-file, a request without the token gets 401 Bearer realm=acp, and with it 200", async () => {
  await using scenario = await Scenario.create();
  const tokenFile = scenario.file("token");
  await Deno.writeTextFile(tokenFile, `  ${TOKEN}  \nthe rest is not the token\n`);
  await Deno.chmod(tokenFile, 0o600);
  const { daemon, url } = await startListening(scenario, listenArgs("--token-file", tokenFile));

  const refusedHeaders: Record<string, string>[] = [
    {},
    { Authorization: `Bearer ${TOKEN.slice(1)}` },
    { Authorization: `Basic ${TOKEN}` },
  ];
  for (const headers of refusedHeaders) {
    const refused = await postInitialize(url, 1, headers);
    assert.equal(refused.status, 401, JSON.stringify(headers));
    assert.equal(refused.headers.get("www-authenticate"), `Bearer realm="acp"`);
    assert.equal(refused.headers.get("acp-connection-id"), null);
  }

  const auth = { Authorization: `Bearer ${TOKEN}` };
  const ok = await postInitialize(url, 1, auth);
  assert.equal(ok.status, 200, ok.body);
  const id = ok.headers.get("acp-connection-id")!;
  assert.match(id, /^[0-9a-f]{32}$/);
  assert.equal((await deleteConnection(url, id)).status, 401, "DELETE needs the token too");
  assert.equal((await deleteConnection(url, id, auth)).status, 202);
  assert.equal((await stopWith(daemon)).code, 143);
});

Deno.test("--listen 0.0.0.0:0 --allow-remote --token-file starts and warns that other hosts can reach it", async () => {
  await using scenario = await Scenario.create();
  const tokenFile = scenario.file("token");
  await Deno.writeTextFile(tokenFile, `${TOKEN}\n`);
  await Deno.chmod(tokenFile, 0o600);
  const { daemon, url } = await startListening(scenario, [
    "serve",
    "--listen",
    "0.0.0.0:0",
    "--allow-remote",
    "--token-file",
    tokenFile,
    "--v1",
    V1_AGENT,
  ]);
  assert.match(url, /^http:\/\/0\.0\.0\.0:[1-9][0-9]*\/acp$/);
  await waitStderr(daemon, /warn.*listening on 0\.0\.0\.0, reachable from other hosts/);
  const port = new URL(url).port;
  const ok = await postInitialize(`http://127.0.0.1:${port}/acp`, 1, {
    Authorization: `Bearer ${TOKEN}`,
  });
  assert.equal(ok.status, 200, ok.body);
  const id = ok.headers.get("acp-connection-id")!;
  const auth = { Authorization: `Bearer ${TOKEN}` };
  assert.equal((await deleteConnection(`http://127.0.0.1:${port}/acp`, id, auth)).status, 202);
  assert.equal((await stopWith(daemon)).code, 143);
});

// ---------------------------------------------------------------------------------------------
// 5. Signals

Deno.test("SIGTERM to an idle listening daemon exits 143 promptly, SIGINT 130", async (t) => {
  await using scenario = await Scenario.create();
  for (const [signal, expected] of [["SIGTERM", 143], ["SIGINT", 130]] as const) {
    await t.step(signal, async () => {
      const { daemon } = await startListening(scenario, listenArgs());
      const { code, ms } = await stopWith(daemon, signal);
      assert.equal(code, expected, await daemon.errors());
      assert.ok(ms < PROMPT_EXIT_MS, `${signal}: exited after ${Math.round(ms)} ms`);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 6. Transcripts

Deno.test("--transcript DIR with --listen writes one 0600 file per connection, named by its id", async () => {
  await using scenario = await Scenario.create();
  const dir = scenario.file("transcripts");
  await Deno.mkdir(dir);
  const { daemon, url } = await startListening(scenario, listenArgs("--transcript", dir));

  const first = await postInitialize(url, "conn-one-init");
  const second = await postInitialize(url, "conn-two-init");
  assert.equal(first.status, 200, first.body);
  assert.equal(second.status, 200, second.body);
  const ids = [first, second].map((a) => a.headers.get("acp-connection-id")!);
  assert.notEqual(ids[0], ids[1]);
  for (const id of ids) assert.equal((await deleteConnection(url, id)).status, 202);

  const requestIds = ["conn-one-init", "conn-two-init"];
  /** A file's text once it holds its initialize request and the agent's answer. */
  const complete = (path: string, requestId: string) => {
    try {
      const text = Deno.readTextFileSync(path);
      return text.split(requestId).length >= 3 ? text : undefined;
    } catch {
      return undefined;
    }
  };
  const files = await eventually("two transcript files, each with its initialize", () => {
    const names = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
    if (names.length < 2) return undefined;
    const byId = ids.map((id) => names.filter((n) => n.includes(id.slice(0, 12))));
    if (byId.some((matches) => matches.length !== 1)) return undefined;
    const paths = byId.map(([name]) => `${dir}/${name}`);
    if (paths.some((p, i) => complete(p, requestIds[i]) === undefined)) return undefined;
    return { names, paths };
  });
  assert.equal(files.names.length, 2, `exactly two files: ${files.names.join(", ")}`);
  for (const [i, path] of files.paths.entries()) {
    assert.equal(Deno.statSync(path).mode! & 0o777, 0o600, `${path} mode`);
    const text = Deno.readTextFileSync(path);
    assert.ok(text.includes(requestIds[i]), `${path} holds its own initialize`);
    assert.ok(!text.includes(requestIds[1 - i]), `${path} holds only its own connection`);
    for (const line of text.split("\n").filter((l) => l !== "")) JSON.parse(line);
  }
  assert.equal((await stopWith(daemon)).code, 143);
});

Deno.test("--transcript DIR with --listen: a connection whose transcript cannot be opened (the directory removed) goes on, and the error line names the connection", async () => {
  await using scenario = await Scenario.create();
  const dir = scenario.file("transcripts");
  await Deno.mkdir(dir);
  const { daemon, url } = await startListening(scenario, listenArgs("--transcript", dir));
  await Deno.remove(dir);

  const answer = await postInitialize(url, "unrecorded-init");
  assert.equal(answer.status, 200, answer.body);
  assert.ok(answer.body.includes("unrecorded-init"), answer.body);
  const id = answer.headers.get("acp-connection-id")!;
  assert.match(id, /^[0-9a-f]{32}$/);
  const said = await eventually("the recorder's error line", () => {
    const line = daemon.stderrText.split("\n").find((l) =>
      l.includes("cannot open the transcript")
    );
    return line;
  });
  assert.match(said, new RegExp(`^acp-proxy: error: connection ${id}: cannot open the transcript`));
  assert.equal((await deleteConnection(url, id)).status, 202);
  assert.equal((await stopWith(daemon)).code, 143);
});

Deno.test("--transcript that is not a directory with --listen exits 2 with a message", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "acp-remote-cli-" });
  try {
    const file = `${dir}/transcript.jsonl`;
    await Deno.writeTextFile(file, "");
    for (
      const [name, path, problem] of [
        ["a file", file, "is not a directory"],
        ["a missing path", `${dir}/missing`, "does not exist"],
      ]
    ) {
      await t.step(name, async () => {
        const { code, stdout, stderr } = await run(listenArgs("--transcript", path));
        assert.equal(code, 2, stderr);
        assert.equal(stdout, "");
        assert.match(
          stderr,
          /^acp-proxy: [^\n]+; run 'acp-proxy --help' for usage\n$/,
          `one usage line: ${JSON.stringify(stderr)}`,
        );
        assert.match(
          stderr,
          new RegExp(
            `--transcript ${path} ${problem}; with --listen it must be an existing directory`,
          ),
        );
      });
    }
    await t.step("a loop of symbolic links: the reason, not a stack trace", async () => {
      const loop = `${dir}/loop-a`;
      await Deno.symlink(`${dir}/loop-b`, loop);
      await Deno.symlink(loop, `${dir}/loop-b`);
      const { code, stdout, stderr } = await run(listenArgs("--transcript", loop));
      assert.equal(code, 2, stderr);
      assert.equal(stdout, "");
      assert.match(
        stderr,
        /^acp-proxy: --transcript \S+\/loop-a cannot be used \(Too many levels of symbolic links[^\n]*\); with --listen it must be an existing directory[^\n]*; run 'acp-proxy --help' for usage\n$/,
      );
    });
    await t.step(
      "a directory no file can be created in (even by root): refused at start, as on stdio",
      async () => {
        const { code, stdout, stderr } = await run(listenArgs("--transcript", "/sys/kernel"));
        assert.equal(code, 2, stderr);
        assert.equal(stdout, "");
        assert.match(
          stderr,
          /^acp-proxy: --transcript \/sys\/kernel cannot be written \([^\n]+\); with --listen it must be an existing directory[^\n]*; run 'acp-proxy --help' for usage\n$/,
        );
      },
    );
    assert.equal(Deno.readTextFileSync(file), "", "the file was left alone");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

// ---------------------------------------------------------------------------------------------
// 7. Documentation

const LISTENER_FLAGS = [
  "--listen",
  "--token-file",
  "--allow-remote",
  "--allow-origin",
  "--allow-host",
  "--max-body",
  "--max-connections",
  "--idle-timeout-ms",
  "--max-buffered",
  "--remote-token-file",
] as const;

Deno.test("--help lists every listener flag", async () => {
  const { code, stdout, stderr } = await run(["--help"]);
  assert.equal(code, 0, stderr);
  const missing = LISTENER_FLAGS.filter((flag) => !new RegExp(`^\\s+${flag}\\b`, "m").test(stdout));
  assert.deepEqual(missing, [], `flags --help does not describe at the start of a line`);
});

Deno.test("README.md mentions every listener flag", async () => {
  const readme = await Deno.readTextFile(`${ROOT}README.md`);
  const missing = LISTENER_FLAGS.filter((flag) => !new RegExp(`${flag}(?![a-z-])`).test(readme));
  assert.deepEqual(missing, [], "flags README.md does not mention");
});

// ---------------------------------------------------------------------------------------------
// 8. The connection cap

Deno.test("with --max-connections 1 a second connection gets 503 with Retry-After until the first is deleted", async () => {
  await using scenario = await Scenario.create();
  const { daemon, url } = await startListening(scenario, listenArgs("--max-connections", "1"));

  const first = await postInitialize(url, 1);
  assert.equal(first.status, 200, first.body);
  const firstId = first.headers.get("acp-connection-id")!;

  const second = await postInitialize(url, 2);
  assert.equal(second.status, 503, second.body);
  assert.match(second.headers.get("retry-after") ?? "", /^[0-9]+$/, "Retry-After in seconds");
  assert.equal(second.headers.get("acp-connection-id"), null);

  assert.equal((await deleteConnection(url, firstId)).status, 202);
  const third = await postInitialize(url, 3);
  assert.equal(third.status, 200, third.body);
  const thirdId = third.headers.get("acp-connection-id")!;
  assert.notEqual(thirdId, firstId);
  assert.equal((await deleteConnection(url, thirdId)).status, 202);
  assert.equal((await stopWith(daemon)).code, 143);
});

Deno.test("a --config file's allow-origin may be one string, as one --allow-origin flag is", async () => {
  const file = await configFile(`{
    "v1": ${JSON.stringify(V1_AGENT)},
    "listen": "127.0.0.1:0",
    "allow-origin": "https://solo.example.com",
  }`);
  await using scenario = await Scenario.create();
  try {
    const { daemon, url } = await startListening(scenario, ["--config", file.path]);
    const allowed = await postInitialize(url, 1, { Origin: "https://solo.example.com" });
    assert.equal(allowed.status, 200, allowed.body);
    assert.equal(allowed.headers.get("access-control-allow-origin"), "https://solo.example.com");
    assert.equal(
      (await deleteConnection(url, allowed.headers.get("acp-connection-id")!)).status,
      202,
    );
    assert.equal((await stopWith(daemon)).code, 143);
  } finally {
    await file.remove();
  }
});

Deno.test("serve --listen --log-format json announces its URL as one JSON object (with the URL in its own field), like every other line it writes", async () => {
  await using scenario = await Scenario.create();
  const daemon = scenario.start([...listenArgs("--log-format", "json", "--log-level", "info")]);
  const [line] = await waitStderr(daemon, /^.*listening on.*$/m);
  const announced = JSON.parse(line);
  assert.equal(announced.level, "info");
  assert.match(announced.url, /^http:\/\/127\.0\.0\.1:\d+\/acp$/);
  assert.equal(announced.msg, `listening on ${announced.url}`);
  const answer = await postInitialize(announced.url, "json");
  assert.equal(answer.status, 200, answer.body);
  await deleteConnection(announced.url, answer.headers.get("acp-connection-id")!);
  assert.equal((await stopWith(daemon)).code, 143);
  for (const l of (await daemon.errors()).trimEnd().split("\n")) JSON.parse(l);
});

Deno.test("a remote agent's line over 16 MiB passes whole when --max-frame is larger (WebSocket and the HTTP initialize answer), and ends the session with the limit named when it is not", async (t) => {
  const { startFakeServer } = await import("./fixtures/remote/client_fake_server.ts");
  // An initialize answer of 17 MiB: its _meta carries the padding.
  const big = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"_meta":{"pad":"${
    "x".repeat(17 * 1024 * 1024)
  }"}}}`;
  const initialize =
    `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  for (const transport of ["ws", "http"] as const) {
    const server = startFakeServer({
      initBody: big,
      onSocket(socket) {
        socket.onmessage = () => socket.send(big);
      },
    });
    try {
      const url = transport === "ws" ? server.url.replace(/^http/, "ws") : server.url;
      await t.step(`${transport}: --max-frame 20M delivers it byte for byte`, async () => {
        const { code, stdout, stderr } = await runToEnd(
          daemonArgv("--v1", url, "--max-frame", "20M"),
          initialize,
          60_000,
        );
        assert.equal(stdout.length, big.length + 1, stderr.slice(-500));
        assert.ok(stdout === `${big}\n`, "the same bytes");
        assert.equal(code, 0, stderr.slice(-500));
      });
      await t.step(
        `${transport}: the default ends the session, naming the 16 MiB limit`,
        async () => {
          const { code, stdout, stderr } = await runToEnd(
            daemonArgv("--v1", url),
            initialize,
            60_000,
          );
          assert.equal(code, 1, stderr.slice(-500));
          assert.ok(!stdout.includes('"pad"'), "no part of the line reached the client");
          assert.match(stderr, /16777216/);
        },
      );
    } finally {
      await server.close();
    }
  }
});

Deno.test("serve --listen with a remote agent names the connection on the remote agent's own lines, over HTTP and WebSocket (connected to the remote agent at ...)", async () => {
  const { server: upstream } = answeringAgent();
  await using scenario = await Scenario.create();
  try {
    for (const scheme of ["http", "ws"]) {
      const agentUrl = `${scheme}://127.0.0.1:${upstream.addr.port}/acp`;
      const { daemon, url } = await startListening(
        scenario,
        listenToRemote(agentUrl, "--log-level", "info"),
      );
      const opened = await postInitialize(url, 1);
      assert.equal(opened.status, 200, opened.body);
      const id = opened.headers.get("acp-connection-id")!;
      assert.equal((await deleteConnection(url, id)).status, 202);
      await waitStderr(daemon, new RegExp(`connection ${id}: its route ended: `));
      assert.equal((await stopWith(daemon)).code, 143);
      const stderr = await daemon.errors();
      assert.ok(
        stderr.includes(`info: connection ${id}: connected to the remote agent at ${agentUrl}\n`),
        `${scheme}: the connect line names its connection:\n${stderr}`,
      );
      const bare = stderr.split("\n").filter((l) => /remote agent/.test(l) && !l.includes(id));
      assert.deepEqual(bare, [], `${scheme}: every remote agent line names its connection`);
    }
  } finally {
    await upstream.shutdown();
  }
});

Deno.test("serve --listen: a client that goes away while its remote agent is still being dialled ends its route client-closed, and the log says the agent's connection is closed (no process group), naming the connection", async () => {
  // Takes the TCP connections and never answers: the dial does not end by itself.
  await using hole = blackhole();
  await using scenario = await Scenario.create();
  for (const scheme of ["http", "ws"]) {
    const agentUrl = `${scheme}://127.0.0.1:${hole.port}/acp`;
    const { daemon, url } = await startListening(
      scenario,
      listenToRemote(agentUrl, "--log-level", "info"),
    );
    // The client gives up on its initialize after 1 s: it goes away during the dial.
    await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: initializeBody(1),
      signal: AbortSignal.timeout(1_000),
    }).then((r) => r.body?.cancel(), () => {});
    const [, id, end] = await waitStderr(
      daemon,
      /connection ([0-9a-f]{32}): its route ended: (\S+)/,
    );
    assert.equal((await stopWith(daemon)).code, 143);
    const stderr = await daemon.errors();
    assert.equal(end, "client-closed", stderr);
    assert.ok(
      stderr.includes(`info: connection ${id}: closing the agent's connection\n`),
      `${scheme}:\n${stderr}`,
    );
    assert.ok(!stderr.includes("process group"), `${scheme}: no process to signal:\n${stderr}`);
    const bare = stderr.split("\n").filter((l) => /remote agent/.test(l) && !l.includes(id));
    assert.deepEqual(bare, [], `${scheme}: every remote agent line names its connection`);
  }
});

Deno.test("connect with a remote agent answering 403 (a token, or a Host an acp-proxy does not allow): the error line names the token's place and the address's host, over HTTP and WebSocket", async () => {
  await using scenario = await Scenario.create();
  const token = scenario.file("token");
  await Deno.writeTextFile(token, "a-token-0123456789abcdefghijklmnopqrstuv\n", { mode: 0o600 });
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response("forbidden host", { status: 403 }),
  );
  try {
    const client = scriptedClientArgv(1).map(quote).join(" ");
    for (const scheme of ["http", "ws"]) {
      const agent = `${scheme}://127.0.0.1:${server.addr.port}/acp`;
      const run = await runToEnd(
        daemonArgv("connect", "--v1", client, "--agent", agent, "--remote-token-file", token),
        "",
        30_000,
      );
      assert.equal(run.code, 1, run.stderr);
      assert.match(
        run.stderr,
        /error: failed to start the agent: .*HTTP 403.*; check the token it takes \(--remote-token-file\), and the address's host: an acp-proxy answers 403 to a Host it does not allow\n/,
        scheme,
      );
      assert.doesNotMatch(run.stderr, /check the agent's address/, scheme);
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("connect with a remote agent that refuses the token (HTTP 401, or a WebSocket upgrade refused): the error line says to check the token (--remote-token-file), not the address", async () => {
  await using scenario = await Scenario.create();
  const right = scenario.file("right");
  const wrong = scenario.file("wrong");
  await Deno.writeTextFile(right, "a-right-token-0123456789abcdefghijklmnop\n", { mode: 0o600 });
  await Deno.writeTextFile(wrong, "a-wrong-token-0123456789abcdefghijklmnop\n", { mode: 0o600 });
  const { daemon, url } = await startListening(
    scenario,
    listenArgs("--token-file", right),
  );
  try {
    const client = scriptedClientArgv(1).map(quote).join(" ");
    for (const scheme of ["http", "ws"]) {
      const agent = url.replace(/^http/, scheme);
      const run = await runToEnd(
        daemonArgv("connect", "--v1", client, "--agent", agent, "--remote-token-file", wrong),
        "",
        30_000,
      );
      assert.equal(run.code, 1, run.stderr);
      assert.match(
        run.stderr,
        /error: failed to start the agent: .*; check the token it takes \(--remote-token-file\)\n/,
        scheme,
      );
      assert.doesNotMatch(run.stderr, /check the agent's address/, scheme);
    }
  } finally {
    await stopWith(daemon);
  }
});

Deno.test("chain with a remote agent or a remote proxy that refuses the token (HTTP 401, or a WebSocket upgrade refused): the error line says to check the token (--remote-token-file), not the address (before: the address for the agent, nothing for a proxy)", async () => {
  await using scenario = await Scenario.create();
  const right = scenario.file("right");
  await Deno.writeTextFile(right, "a-right-token-0123456789abcdefghijklmnop\n", { mode: 0o600 });
  const { daemon, url } = await startListening(scenario, listenArgs("--token-file", right));
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    for (const scheme of ["http", "ws"]) {
      const remote = url.replace(/^http/, scheme);
      const cases: [string[], RegExp][] = [
        [
          ["--agent", remote],
          /error: failed to start Agent: .*401.*; check the token \(--remote-token-file\)\n/,
        ],
      ];
      // A proxy is dialled over WebSocket only. The first proxy says nothing (an echo would
      // send _proxy/initialize back, which the chain refuses as a proxy's own request).
      if (scheme === "ws") {
        cases.push([
          ["--proxy", "sleep 61.2", "--proxy", remote, "--agent", "cat"],
          /error: failed to start Proxy\(1\): .*401.*; check the token \(--remote-token-file\)\n/,
        ]);
      }
      for (const [args, message] of cases) {
        const run = await runToEnd(daemonArgv("chain", ...args), init, 30_000);
        assert.equal(run.code, 1, run.stderr);
        assert.match(run.stderr, message, `${scheme} ${args.join(" ")}`);
        assert.doesNotMatch(run.stderr, /address \(is the remote/, scheme);
      }
    }
  } finally {
    await stopWith(daemon);
  }
});

Deno.test("chain with a remote agent or proxy answering 403 (an acp-proxy's answer to a Host it does not allow, or a refused token): the hint names both the token and the host (before: the token only, though a 403 from an acp-proxy is its Host check)", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response("Host not allowed", { status: 403 }),
  );
  await using scenario = await Scenario.create();
  const token = scenario.file("token");
  await Deno.writeTextFile(token, "a-token-0123456789abcdefghijklmnop\n", { mode: 0o600 });
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const remote = (scheme: string) => `${scheme}://127.0.0.1:${server.addr.port}/acp`;
    const hint = "check the token \\(--remote-token-file\\) and the address's host: an " +
      "acp-proxy answers 403 to a Host it does not allow \\(its --allow-host\\)\n";
    const cases: [string[], string][] = [
      [["--agent", remote("http")], "failed to start Agent: "],
      [["--agent", remote("ws")], "failed to start Agent: "],
      [["--proxy", remote("ws"), "--agent", "cat"], "failed to start Proxy\\(0\\): "],
    ];
    for (const [args, start] of cases) {
      const run = await runToEnd(
        daemonArgv("chain", ...args, "--remote-token-file", token),
        init,
        30_000,
      );
      assert.equal(run.code, 1, run.stderr);
      assert.match(run.stderr, new RegExp(`error: ${start}.*403.*; ${hint}`), args.join(" "));
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("chain --proxy ws://... dials the remote proxy over WebSocket: it gets the _proxy/initialize, and its answer reaches the client (before, the address was run as a command: 'command not found')", async () => {
  const methods: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = (e) => {
      const message = JSON.parse(String(e.data));
      methods.push(message.method);
      socket.send(JSON.stringify({
        jsonrpc: "2.0",
        id: message.id,
        error: { code: -32000, message: "the remote proxy says no" },
      }));
    };
    return response;
  });
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":2,` +
      `"info":{"name":"c","version":"1"},"capabilities":{}}}\n`;
    const agent = scriptedAgentArgv(2).map(quote).join(" ");
    const run = await runToEnd(
      daemonArgv("chain", "--proxy", `ws://127.0.0.1:${server.addr.port}/acp`, "--agent", agent),
      init,
      30_000,
    );
    assert.equal(run.code, 1, run.stderr);
    assert.deepEqual(methods, ["_proxy/initialize"], run.stderr);
    assert.equal(
      run.stdout,
      `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"the remote proxy says no"}}\n`,
    );
  } finally {
    await server.shutdown();
  }
});

Deno.test("serve --listen: an initialize the gateway times out (504) while its remote agent is still being dialled ends its route stopped, not client-closed: the client stayed", async () => {
  await using hole = blackhole();
  await using scenario = await Scenario.create();
  const agentUrl = `ws://127.0.0.1:${hole.port}/acp`;
  const { daemon, url } = await startListening(
    scenario,
    listenToRemote(agentUrl, "--init-timeout-ms", "1000", "--log-level", "info"),
  );
  const answer = await postInitialize(url, 1);
  assert.equal(answer.status, 504, answer.body);
  const [, end] = await waitStderr(daemon, /connection [0-9a-f]{32}: its route ended: (\S+)/);
  assert.equal((await stopWith(daemon)).code, 143);
  assert.equal(end, "stopped", await daemon.errors());
});

Deno.test("an http(s):// proxy given in a config file is refused at its place in the file (FILE:LINE:COLUMN and its key), not as a flag nobody typed", async (t) => {
  const cases: [string, string[], RegExp][] = [
    [
      `{"v2": "http://127.0.0.1:9/acp"}`,
      ["proxy"],
      /:1:2: "v2": http:\/\/127\.0\.0\.1:9\/acp: a remote proxy/,
    ],
    [
      `{"agents": {"p": {"v2": "http://127.0.0.1:9/acp"}}}`,
      ["proxy", "--name", "p"],
      // At the entry's "v2", column 19 (before 74401db: at "agents", column 2).
      /:1:19: agents\.p: "v2": http:\/\/127\.0\.0\.1:9\/acp: a remote proxy/,
    ],
    [
      `{\n  "chain": ["http://h/acp", "cat"]}`,
      ["chain"],
      /:2:3: "chain": http:\/\/h\/acp: a remote proxy/,
    ],
  ];
  for (const [body, args, message] of cases) {
    await t.step(args.join(" "), async () => {
      const config = await configFile(body);
      try {
        await assertUsageError([...args, "--config", config.path], message);
      } finally {
        await config.remove();
      }
    });
  }
});

Deno.test("a path a config file gives (transcript, log-file, token-file, remote-token-file) that cannot be used is named at its place in the file, not as a flag nobody typed; the same path as a flag is named as the flag", async (t) => {
  const cases: [string, RegExp][] = [
    [
      `{"v1": "cat",\n  "transcript": "nodir/x.jsonl"}`,
      /:2:3: "transcript" \S+\/nodir\/x\.jsonl: no such directory /,
    ],
    [
      `{"v1": "cat", "log-file": "/proc/nope/x.log"}`,
      /:1:15: cannot open "log-file" \/proc\/nope\/x\.log: /,
    ],
    [
      `{"v1": "cat", "listen": "127.0.0.1:0", "token-file": "missing-token"}`,
      /:1:40: cannot read "token-file" \S+\/missing-token: /,
    ],
    [
      `{"v1": "ws://127.0.0.1:9/acp", "remote-token-file": "missing-token"}`,
      /:1:32: cannot read "remote-token-file" \S+\/missing-token: /,
    ],
    [
      `{"v1": "cat", "log-file": "same.log", "transcript": "same.log"}`,
      /:1:39: "transcript" \S+\/same\.log: it is the "log-file" of \S+:1:15 too/,
    ],
  ];
  for (const [body, message] of cases) {
    await t.step(body.replace(/\s+/g, " "), async () => {
      const config = await configFile(body);
      try {
        const { code, stderr } = await run(["--config", config.path]);
        assert.equal(code, 2, stderr);
        assert.match(stderr, message);
        assert.doesNotMatch(stderr, /--(transcript|log-file|token-file|remote-token-file)\b/);
      } finally {
        await config.remove();
      }
    });
  }
  const flag = await run(["--v1", "cat", "--transcript", "nodir/x.jsonl"]);
  assert.match(flag.stderr, /^acp-proxy: --transcript nodir\/x\.jsonl: no such directory /);
});

Deno.test("serve over stdio: a SIGTERM while the remote agent is still being dialled ends with 'the session ended (stopped); exit code 143', as with an agent command (no agent started, no process group)", async () => {
  await using hole = blackhole();
  await using scenario = await Scenario.create();
  for (const scheme of ["http", "ws"]) {
    const daemon = scenario.start([
      "--v1",
      `${scheme}://127.0.0.1:${hole.port}/acp`,
      "--log-level",
      "info",
    ]);
    await daemon.write(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    );
    await waitStderr(daemon, /selected ACP v1 agent/);
    assert.equal((await stopWith(daemon)).code, 143);
    const stderr = await daemon.errors();
    assert.match(stderr, /info: the session ended \(stopped\); exit code 143\n/, stderr);
    assert.doesNotMatch(stderr, /started the v1 agent|process group/, stderr);
  }
});

Deno.test("serve over stdio: a SIGTERM with a remote agent connected logs that its connection is ended, not that the signal is sent to a process group it does not have (interop10)", async () => {
  await using scenario = await Scenario.create();
  const { daemon: server, url } = await startListening(scenario, [
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--v1",
    V1_AGENT,
  ]);
  try {
    for (const address of [url, url.replace(/^http/, "ws")]) {
      const daemon = scenario.start(["--v1", address, "--log-level", "info"]);
      await daemon.write(
        `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
      );
      await daemon.readLine();
      assert.equal((await stopWith(daemon)).code, 143);
      const stderr = await daemon.errors();
      assert.match(
        stderr,
        new RegExp(`info: ending the agent's connection \\(${address}\\S*\\) on SIGTERM\n`),
        stderr,
      );
      assert.doesNotMatch(stderr, /process group/, stderr);
    }
  } finally {
    await stopWith(server);
  }
});

Deno.test("serve --listen localhost with --allow-net=localhost alone says the address it resolves to needs the permission too, exit 1 (before: an uncaught NotCapable for 127.0.0.1:0, with its stack)", async () => {
  const argv = (net: string) => [
    Deno.execPath(),
    "run",
    "--allow-read",
    "--allow-run",
    "--allow-env",
    net,
    `${ROOT}mod.ts`,
    "--listen",
    "localhost:0",
    "--v1",
    V1_AGENT,
  ];
  const { code, stdout, stderr } = await runToEnd(argv("--allow-net=localhost"), "", 30_000);
  assert.equal(code, 1, stderr);
  assert.equal(stdout, "");
  assert.match(
    stderr,
    /^acp-proxy: error: cannot listen on localhost:0: the net permission for (127\.0\.0\.1|::1) \(what localhost resolves to\) is missing: run with --allow-net=localhost,(127\.0\.0\.1|\[::1\]) \(or -A\)\n$/,
  );
  // The flag the line names is enough.
  const named = stderr.match(/run with (--allow-net=\S+)/)![1];
  const daemon = new Daemon(["--listen", "localhost:0", "--v1", V1_AGENT], {
    permissions: ["--allow-read", "--allow-run", "--allow-env", named],
  });
  await waitStderr(daemon, /listening on http:\/\/localhost:\d+\/acp/);
  daemon.child.kill("SIGTERM");
  assert.equal((await daemon.status).code, 143);
});

Deno.test("serve --listen localhost:PORT with a grant for that port only (--allow-net=localhost:PORT,127.0.0.1:PORT) listens, as it always did; with localhost:PORT alone, one error line (regression hunts: the name's own lookup needs a grant without a port; it gave 'getaddrinfo EPERM localhost', then an uncaught NotCapable from node:net)", async () => {
  const probe = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (probe.addr as Deno.NetAddr).port;
  probe.close();
  const daemon = new Daemon(["--listen", `localhost:${port}`, "--v1", V1_AGENT], {
    permissions: [
      "--allow-read",
      "--allow-run",
      "--allow-env",
      `--allow-net=localhost:${port},127.0.0.1:${port}`,
    ],
  });
  await waitStderr(daemon, new RegExp(`listening on http://localhost:${port}/acp`));
  daemon.child.kill("SIGTERM");
  assert.equal((await daemon.status).code, 143);
  // localhost:PORT alone, or with [::1]:PORT (node:net listens on 127.0.0.1 here).
  for (const net of [`localhost:${port}`, `localhost:${port},[::1]:${port}`]) {
    const alone = await runToEnd(
      [
        Deno.execPath(),
        "run",
        "--allow-read",
        "--allow-run",
        "--allow-env",
        `--allow-net=${net}`,
        `${ROOT}mod.ts`,
        "--listen",
        `localhost:${port}`,
        "--v1",
        V1_AGENT,
      ],
      "",
      30_000,
    );
    assert.equal(alone.code, 1, alone.stderr);
    assert.match(
      alone.stderr,
      /^acp-proxy: error: cannot listen on localhost:\d+: the net permission for the address localhost resolves to is missing: run with --allow-net=localhost,127\.0\.0\.1 \(or -A\)\n$/,
    );
  }
});

Deno.test("serve --listen without the net permission is one error line saying to allow it, exit 1 (before: an uncaught NotCapable from node:net's later tick, with its stack)", async () => {
  const argv = [
    Deno.execPath(),
    "run",
    "--allow-read",
    "--allow-run",
    "--allow-env",
    `${ROOT}mod.ts`,
    "--listen",
    "127.0.0.1:0",
    "--v1",
    V1_AGENT,
  ];
  const { code, stdout, stderr } = await runToEnd(argv, "", 30_000);
  assert.equal(code, 1, stderr);
  assert.equal(stdout, "");
  assert.match(
    stderr,
    /^acp-proxy: error: cannot listen on 127\.0\.0\.1:0: the net permission is missing: run with --allow-net \(or -A\)\n$/,
  );
});

Deno.test("messages over --max-body that never end, from four clients at once, are read at a bounded rate after the 1009: one message's worth at once each, then 64 MiB/s for all of them together (before, each socket was read at full speed until the 2 s close wait ended: gigabytes, hundreds of MiB of memory; then 64 MiB/s each)", async () => {
  // In a daemon of its own: what it reads is not this test process's memory.
  await using s = await Scenario.create();
  const max = 64 * 1024;
  const { daemon, url } = await startListening(s, listenArgs("--max-body", String(max)));
  const port = Number(new URL(url).port);
  const opening = new TextEncoder().encode("{");
  const fragment = clientFrame(0, new Uint8Array(64 * 1024).fill(0x20), { fin: false });
  const clients = 4;
  // One client: written until 3 s have passed or one write waits 500 ms (not read).
  const flood = async (): Promise<number> => {
    const ws = await RawWs.open(port, UPGRADE_REQUEST, clientFrame(1, opening, { fin: false }));
    let taken = 0;
    let pending: Promise<number> | null = null;
    try {
      const until = Date.now() + 3_000;
      while (Date.now() < until) {
        pending = ws.write(fragment);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const n = await Promise.race([
          pending.catch(() => null), // the server destroyed the socket: the end
          new Promise<null>((resolve) => timer = setTimeout(() => resolve(null), 500)),
        ]);
        clearTimeout(timer);
        if (n === null) break;
        pending = null;
        taken += n;
      }
    } finally {
      ws.close(); // a write still waiting fails now
      await pending?.catch(() => {});
    }
    return taken;
  };
  let taken = 0;
  try {
    for (const n of await Promise.all(Array.from({ length: clients }, flood))) taken += n;
  } finally {
    assert.equal((await stopWith(daemon)).code, 143);
  }
  // Each: the message cap, one more message's worth and what the two sockets' buffers hold;
  // all: 2.5 s at the closing read rate (the close wait is 2 s from each one's 1009).
  const bound = clients * (2 * max + 8 * 1024 * 1024) + 2.5 * CLOSING_READ_BYTES_PER_S;
  assert.ok(taken < bound, `${taken} bytes taken, bound ${bound}`);
});

Deno.test("a WebSocket whose reading the server paused (the agent stopped reading) and which it then closes (the agent ended) is read again: the client's pending writes finish and it gets the 1000 cleanly (before, its writes stayed blocked until the close wait reset it: 1006, two seconds late)", async () => {
  await using s = await Scenario.create();
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
  // Answers, reads nothing more, and ends a second later.
  const agent = `sh -c ${quote(`IFS= read -r l; printf '%s\\n' '${answer}'; sleep 1; exit 3`)}`;
  const { daemon, url } = await startListening(s, [
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--v1",
    agent,
    "--max-buffered",
    "1MiB",
  ]);
  const socket = new WebSocket(url.replace(/^http/, "ws"));
  try {
    const closed = new Promise<{ code: number; clean: boolean }>((resolve) => {
      socket.onclose = (e) => resolve({ code: e.code, clean: e.wasClean });
    });
    const answered = new Promise<unknown>((resolve, reject) => {
      socket.onmessage = (e) => resolve(e.data);
      socket.onerror = () => reject(new Error("the WebSocket failed"));
    });
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error("the WebSocket did not open"));
    });
    socket.send(initializeBody(1));
    assert.equal(await answered, answer);
    // Far more than the agent's input and --max-buffered take: the server stops reading.
    const big = `{"jsonrpc":"2.0","method":"x","params":"${"p".repeat(1024 * 1024)}"}`;
    for (let i = 0; i < 32; i++) socket.send(big);
    const end = await within(closed, 20_000, "the close");
    assert.deepEqual(end, { code: 1000, clean: true });
  } finally {
    if (socket.readyState === WebSocket.OPEN) socket.close();
    await stopWith(daemon);
  }
});

Deno.test("a remote agent's answer, frame or event over the 16 MiB line limit is an error that says to raise --max-frame (it said to check the address), and --max-frame 32MiB passes it", async () => {
  const big = `"${"x".repeat(17 * 1024 * 1024)}"`;
  const answer = (id: unknown, extra = "") =>
    `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"protocolVersion":1${extra}}}`;
  // HTTP: the initialize's answer is too long. WebSocket: a frame after the initialize's.
  const http = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const id = JSON.parse(await req.text()).id;
    return new Response(answer(id, `,"big":${big}`), {
      headers: { "content-type": "application/json", "acp-connection-id": "c1" },
    });
  });
  const ws = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = (e) => {
      socket.send(answer(JSON.parse(String(e.data)).id));
      socket.send(`{"jsonrpc":"2.0","method":"n","params":${big}}`);
    };
    return response;
  });
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  try {
    const cases = [
      [`http://127.0.0.1:${http.addr.port}/acp`, /answer to initialize is too long/],
      [`ws://127.0.0.1:${ws.addr.port}/acp`, /a frame from the remote agent exceeds the/],
    ] as const;
    for (const [url, what] of cases) {
      const run = await runToEnd(daemonArgv("--v1", url), init, 60_000);
      assert.equal(run.code, 1, run.stderr);
      const errors = run.stderr.split("\n").filter((l) => l.includes(" error: "));
      assert.equal(errors.length, 1, run.stderr);
      assert.match(errors[0], what);
      assert.match(
        errors[0],
        / exceeds the 16777216-byte limit; raise --max-frame to pass larger messages$/,
      );
      const raised = await runToEnd(daemonArgv("--max-frame", "32MiB", "--v1", url), init, 60_000);
      assert.doesNotMatch(raised.stderr, /exceeds the/, url);
      assert.match(raised.stdout, /^\{"jsonrpc":"2.0","id":1,"result":\{"protocolVersion":1/);
    }
  } finally {
    await http.shutdown();
    await ws.shutdown();
  }
});

Deno.test("an event over the 16 MiB line limit on a remote agent's HTTP event stream says to raise --max-frame, not to check that the daemon runs (regress101: the broken-connection hint replaced it)", async () => {
  const big = `"${"x".repeat(17 * 1024 * 1024)}"`;
  const http = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    if (req.method === "POST") {
      const id = JSON.parse(await req.text()).id;
      return new Response(`{"jsonrpc":"2.0","id":${id},"result":{"protocolVersion":1}}`, {
        headers: { "content-type": "application/json", "acp-connection-id": "c1" },
      });
    }
    if (req.method === "GET") {
      const event = `data: {"jsonrpc":"2.0","method":"n","params":${big}}\n\n`;
      return new Response(event, { headers: { "content-type": "text/event-stream" } });
    }
    return new Response(null, { status: 202 });
  });
  const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
  // Its input stays open: the event stream's failure ends the session, not the client.
  const daemon = new Daemon(["--v1", `http://127.0.0.1:${http.addr.port}/acp`]);
  try {
    await daemon.write(init);
    assert.equal((await daemon.exit(60_000)).code, 1, daemon.stderrText);
    const errors = daemon.stderrText.split("\n").filter((l) => l.includes(" error: "));
    assert.equal(errors.length, 1, daemon.stderrText);
    assert.match(
      errors[0],
      / exceeds the 16777216-byte limit; raise --max-frame to pass larger messages$/,
    );
    assert.doesNotMatch(errors[0], /daemon is still running/);
  } finally {
    await daemon.close();
    await http.shutdown();
  }
});

Deno.test("an agent behind --listen that cannot start: a daemon dialling it over WebSocket gets the -32603 answer and exits 1, as over HTTP and as a local agent that cannot start (before: close 1000, exit 0)", async () => {
  await using scenario = await Scenario.create();
  const { daemon, url } = await startListening(scenario, [
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--v1",
    "/nonexistent/acp-agent",
  ]);
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    for (const address of [url.replace(/^http/, "ws"), url]) {
      const run = await runToEnd(daemonArgv("--v1", address), init, 20_000);
      assert.equal(run.code, 1, `${address}: ${run.stderr}`);
      const answer = JSON.parse(run.stdout);
      assert.equal(answer.id, 1);
      assert.equal(answer.error.code, -32603);
      assert.match(JSON.stringify(answer.error), /failed to start ACP v1 agent/);
    }
  } finally {
    await stopWith(daemon);
  }
});

Deno.test("a first frame over --max-frame behind --listen: a daemon dialling it over WebSocket gets the -32600 naming the limit and exits 1, as on stdio (ROUTING 2.3), and the socket closes with 1009 saying why (before: close 1000 'the agent's output ended' for an agent that never ran, exit 0)", async () => {
  await using scenario = await Scenario.create();
  const { daemon, url } = await startListening(scenario, [
    "serve",
    "--listen",
    "127.0.0.1:0",
    "--max-frame",
    "4096",
    "--v1",
    "cat",
  ]);
  try {
    const pad = "x".repeat(5000);
    const init =
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"_pad":"${pad}"}}\n`;
    const run = await runToEnd(daemonArgv("--v1", url.replace(/^http/, "ws")), init, 20_000);
    assert.equal(run.code, 1, run.stderr);
    const answer = JSON.parse(run.stdout);
    assert.equal(answer.id, null, "under id null, as on stdio (the README says so)");
    assert.equal(answer.error.code, -32600);
    assert.match(answer.error.message, /first frame exceeds the 4096-byte limit/);
    assert.match(run.stderr, /code 1009: the first frame is over the 4096-byte limit/);
  } finally {
    await stopWith(daemon);
  }
});

Deno.test("a remote agent's line of spaces reaches the client through a daemon dialling it, over HTTP and WebSocket, as from a local agent (before connect14: the dialling daemon dropped it; the server sent it)", async () => {
  await using scenario = await Scenario.create();
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1,"agentCapabilities":{}}}`;
  const after = `{"jsonrpc":"2.0","method":"after","params":{}}`;
  const agent = `sh -c ${quote(`read l; printf '%s\\n' '${answer}' '   ' '${after}'; exec cat`)}`;
  const { daemon, url } = await startListening(scenario, listenToRemote(agent));
  try {
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    for (const address of [url, url.replace(/^http/, "ws")]) {
      // The client's input stays open a while: the lines are on their way, not owed answers.
      const child = new Deno.Command(Deno.execPath(), {
        args: daemonArgv("--v1", address).slice(1),
        stdin: "piped",
        stdout: "piped",
        stderr: "piped",
      }).spawn();
      const writer = child.stdin.getWriter();
      await writer.write(new TextEncoder().encode(init));
      await delay(1_000);
      await writer.close();
      const run = await within(child.output(), 20_000, "the daemon's exit");
      const stderr = new TextDecoder().decode(run.stderr);
      assert.equal(run.code, 0, `${address}: ${stderr}`);
      assert.equal(new TextDecoder().decode(run.stdout), `${answer}\n   \n${after}\n`, address);
    }
  } finally {
    await stopWith(daemon);
  }
});

Deno.test("proxy --listen: a proxy that ends before answering _proxy/initialize is said as a proxy that ended before answering _proxy/initialize, over HTTP (502) and WebSocket (before regress108: 'ACP v1 agent ... before answering initialize' over HTTP, and nothing over WebSocket)", async () => {
  await using s = await Scenario.create();
  const { daemon, url } = await startListening(s, [
    "proxy",
    "--listen",
    "127.0.0.1:0",
    "--v1",
    "sh -c 'read l; exit 3'",
  ]);
  try {
    const opening =
      `{"jsonrpc":"2.0","id":1,"method":"_proxy/initialize","params":{"protocolVersion":1}}`;
    const expected = `{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"failed to start ` +
      `ACP v1 proxy: it ended before answering _proxy/initialize"}}`;
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: opening,
      signal: AbortSignal.timeout(20_000),
    });
    assert.equal(response.status, 502);
    assert.equal(await response.text(), expected);
    const ws = new WebSocket(url.replace(/^http/, "ws"));
    const heard: string[] = [];
    ws.onmessage = (m) => heard.push(String(m.data));
    const closed = new Promise<number>((resolve) => ws.onclose = (e) => resolve(e.code));
    ws.onopen = () => ws.send(opening);
    assert.equal(await within(closed, 15_000, "the WebSocket's close"), 1000);
    assert.deepEqual(heard, [expected]);
  } finally {
    await stopWith(daemon);
  }
});
