/**
 * The kernel paths never change what the client and the agent see, nor when (issue 11 §2;
 * `transport/byte_path.ts`). Each case is a setup in which the old kernel paths behaved
 * differently from the copy path; each runs on both byte paths and must give the same,
 * correct result:
 *
 * - stdin and stdout one TCP socket (inetd, systemd `Accept=yes`): a frame sent after
 *   `initialize` reached the agent only with the next frame or at close (`splice(2)` from a
 *   blocking socket ignores `SPLICE_F_NONBLOCK`). Sockets now take the copy path.
 * - stdout a named FIFO whose name is removed after the first answer: the session ended
 *   about 200 ms later (the watch compared `/proc` link text, which gains " (deleted)").
 *   The watch now compares device and inode.
 * - a wrapper agent that lets go of its own stdout while its child keeps serving (`sh -c`,
 *   npm shims, `npx`): only the first answer arrived and the serving child was killed. The
 *   watch now looks at every process of the agent's group.
 * - the serving child in a group of its own (`setsid`), and acp-proxy itself as the agent
 *   (it hands its stdout to its own agent, which it starts in a group of its own): the
 *   session ended after the first answer. The watch now looks at the group's descendants too.
 *
 * The waits before the second frame give the old defects time to show (they acted within
 * 200 ms); nothing here asserts on speed.
 *
 * @module
 */

import assert from "node:assert/strict";
import { BYTE_PATHS, concat, delay, spawnDaemon, within } from "./fixtures/e2e/harness.ts";
import { fileURLToPath } from "node:url";

const MOD = fileURLToPath(new URL("../mod.ts", import.meta.url));
const INETD = fileURLToPath(new URL("./fixtures/inetd_client.mjs", import.meta.url));
const hasNode = await new Deno.Command("node", { args: ["--version"], stdout: "null" }).output()
  .then((o) => o.success, () => false);

const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
const SECOND = `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/"}}\n`;
/** Longer than the old watch's 200 ms tick, several times over. */
const LET_DEFECT_SHOW_MS = 700;

/** The two byte paths, and the kernel paths with a transcript (both directions teed). */
const PATHS = [
  ...BYTE_PATHS,
  { name: "kernel paths, recorded", args: ["--transcript", "/dev/null"] },
] as const;

for (const mode of PATHS) {
  Deno.test({
    name:
      `kernel path equivalence (${mode.name}): stdin and stdout one TCP socket (inetd) → a frame after initialize reaches the agent without waiting for the next one`,
    ignore: !hasNode,
    async fn() {
      const out = await within(
        new Deno.Command("node", {
          args: [INETD, Deno.execPath(), MOD, "cat", ...mode.args],
          stdout: "piped",
          stderr: "piped",
        }).output(),
        60_000,
        "the inetd run",
      );
      const text = new TextDecoder().decode(out.stdout).trim();
      assert.ok(out.success, text + new TextDecoder().decode(out.stderr));
      assert.deepEqual(JSON.parse(text), {
        first: true,
        second: true,
        code: 0,
        path: "client → agent copy, agent → client copy",
      });
    },
  });
}

Deno.test("kernel paths: stdin a TCP socket and stdout a pipe → client → agent copied, the output handed over, and a frame sent at once after the initialize answer is copied while the handover is set up (nothing read the client until the set-up was done: 15–20 ms against 0.8 on --copy)", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  // bash opens the TCP connection as the daemon's stdin; Deno's piped stdout is a pipe.
  const daemon = new Deno.Command("bash", {
    args: [
      "-c",
      `exec 0<>/dev/tcp/127.0.0.1/${port}; exec "$0" run -A "$1" --v1 cat --log-level debug`,
      Deno.execPath(),
      MOD,
    ],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).spawn();
  const stderr = new Response(daemon.stderr).text();
  const reader = daemon.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  const until = async (text: string) => {
    while (!out.includes(text)) {
      const next = await within(reader.read(), 20_000, `the echo of ${text.trim()}`);
      if (next.done) throw new Error(`stdout ended before ${text.trim()}: ${out}`);
      out += next.value;
    }
  };
  let conn: Deno.TcpConn | undefined;
  try {
    conn = await within(listener.accept(), 20_000, "the daemon's connection");
    await conn.write(new TextEncoder().encode(INIT));
    await until(INIT); // cat's answer
    await conn.write(new TextEncoder().encode(SECOND));
    await until(SECOND);
    conn.close();
    conn = undefined;
    assert.equal(out, INIT + SECOND);
    assert.equal((await within(daemon.status, 20_000, "the daemon's exit")).code, 0);
    const log = await stderr;
    assert.match(
      log,
      /byte path: client → agent copy, agent → client handover \(stdin is a socket, stdout a pipe\)/,
    );
    const copied =
      /client-to-agent: (\d+) bytes copied( while the kernel path got ready|, then the client's input ended)/
        .exec(log);
    assert.ok(copied, log);
    // On a loaded machine the set-up may be done before the frame comes: then the copy path's
    // pipe carried it, which is as quick. Either way every byte went once.
    assert.ok(Number(copied[1]) === 0 || Number(copied[1]) === SECOND.length, log);
  } finally {
    conn?.close();
    listener.close();
    await reader.cancel().catch(() => {});
    try {
      daemon.kill("SIGKILL");
    } catch {
      // exited
    }
    await daemon.status;
    await stderr.catch(() => {});
  }
});

/**
 * Runs the daemon with an agent that reads the first line, closes its stdin and runs on; the
 * client sends `INIT`, then (after the agent closed its input) `more`, then leaves. Returns
 * its exit code and stderr.
 */
async function clientLeavesAgentThatClosedItsInput(
  args: readonly string[],
  more: string,
): Promise<{ code: number; stderr: string }> {
  const agent = `sh -c 'IFS= read -r line; exec 0<&-; exec sleep 60'`;
  const daemon = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", MOD, "--v1", agent, "--grace-ms", "300", "--log-level", "info", ...args],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderr = new Response(daemon.stderr).text();
  const stdout = new Response(daemon.stdout).text();
  const input = daemon.stdin.getWriter();
  await input.write(new TextEncoder().encode(INIT));
  await delay(500); // the agent has read it and closed its input
  if (more !== "") {
    await input.write(new TextEncoder().encode(more)); // the daemon's write to it fails: EPIPE
    await delay(300);
  }
  await input.close();
  const status = await within(daemon.status, 20_000, "the daemon's exit");
  await stdout;
  return { code: status.code, stderr: await stderr };
}

const RECORDED_PATHS = [
  ...PATHS,
  { name: "copied, recorded", args: ["--copy", "--transcript", "/dev/null"] },
] as const;

for (const mode of RECORDED_PATHS) {
  Deno.test(`kernel path equivalence (${mode.name}): an agent that closes its stdin and keeps running, then the client's end of input → the client left (the agent ended after the grace period), not a wait for the agent`, async () => {
    const { code, stderr } = await clientLeavesAgentThatClosedItsInput(mode.args, "");
    assert.equal(code, 0, stderr);
    assert.match(stderr, /the session ended \(client-left\)/);
  });

  Deno.test(`kernel path equivalence (${mode.name}): an agent that closes its stdin and keeps running, a frame the client sends after that (EPIPE), then its end of input → still the client left, not a daemon that stopped reading the client and waits for ever`, async () => {
    const { code, stderr } = await clientLeavesAgentThatClosedItsInput(mode.args, SECOND);
    assert.equal(code, 0, stderr);
    assert.match(stderr, /the session ended \(client-left\)/);
  });
}

for (const mode of RECORDED_PATHS) {
  Deno.test(`kernel path equivalence (${mode.name}): an agent that ends its output at once (a diverted banner) and reads its input to the end, with the client's input already ended → the agent sees its input end and exits 0 (recorded, its input was left open: SIGTERM, 143)`, async () => {
    // stdout /dev/null: the agent's output is copied, so its end is seen while the recorded
    // client-to-agent pipe is still being prepared.
    // A banner the guard diverts: the agent's output is watched line by line.
    const agent = `sh -c 'printf "hi\\n"; exec cat >/dev/null'`;
    const quoted = [
      Deno.execPath(),
      "run",
      "-A",
      MOD,
      "--v1",
      agent,
      "--grace-ms",
      "1000",
      "--stdout-guard",
      "divert",
      ...mode.args,
    ]
      .map((w) => `'${w.replaceAll("'", `'\\''`)}'`).join(" ");
    const { code, stderr } = await within(
      new Deno.Command("sh", {
        args: ["-c", `printf '%s' "$INIT" | ${quoted} >/dev/null`],
        env: { INIT, NO_COLOR: "1" },
        stdout: "null",
        stderr: "piped",
      }).output(),
      20_000,
      "the daemon's exit",
    );
    assert.equal(code, 0, new TextDecoder().decode(stderr));
  });
}

/** A line reader over a byte stream, each read bounded. */
class Lines {
  #reader: ReadableStreamDefaultReader<string>;
  #buffer = "";
  constructor(stream: ReadableStream<Uint8Array>) {
    this.#reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  }
  async next(what: string): Promise<string | null> {
    while (!this.#buffer.includes("\n")) {
      const { value, done } = await within(this.#reader.read(), 30_000, what);
      if (done) return this.#buffer === "" ? null : this.#take(this.#buffer.length);
      this.#buffer += value;
    }
    return this.#take(this.#buffer.indexOf("\n") + 1);
  }
  #take(n: number): string {
    const line = this.#buffer.slice(0, n);
    this.#buffer = this.#buffer.slice(n);
    return line;
  }
  cancel(): Promise<void> {
    return this.#reader.cancel().catch(() => {});
  }
}

for (const mode of PATHS) {
  Deno.test(`kernel path equivalence (${mode.name}): stdout a named FIFO whose name is removed after the first answer → later answers still arrive, exit 0`, async () => {
    const dir = await Deno.makeTempDir();
    try {
      const fifo = `${dir}/out`;
      assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
      const reading = Deno.open(fifo, { read: true });
      const words = [Deno.execPath(), "run", "-A", MOD, "--v1", "cat", ...mode.args];
      const daemon = new Deno.Command("sh", {
        args: ["-c", `exec ${words.map((w) => `'${w}'`).join(" ")} > '${fifo}'`],
        stdin: "piped",
        stdout: "null",
        stderr: "piped",
      }).spawn();
      const stderr = new Response(daemon.stderr).text();
      const lines = new Lines((await reading).readable);
      const input = daemon.stdin.getWriter();
      await input.write(new TextEncoder().encode(INIT));
      assert.equal(await lines.next("the first answer"), INIT);
      await Deno.remove(fifo); // the name goes; the FIFO stays open on both sides
      await delay(LET_DEFECT_SHOW_MS);
      await input.write(new TextEncoder().encode(SECOND));
      assert.equal(await lines.next("the second answer"), SECOND, await Promise.race([stderr, ""]));
      await input.close();
      assert.equal(await lines.next("end of file"), null);
      assert.equal((await within(daemon.status, 30_000, "the daemon's exit")).code, 0);
      await stderr;
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });

  Deno.test(`kernel path equivalence (${mode.name}): a wrapper agent that lets go of its stdout while its child serves → every answer arrives, the child is not killed`, async () => {
    // `sh` starts `cat` on its stdin and stdout, then moves its own stdout to stderr and waits.
    await wrapperServes(`sh -c 'exec 3<&0; cat <&3 3<&- & exec 1>&2 3<&-; wait'`, mode.args);
  });

  Deno.test(`kernel path equivalence (${mode.name}): a wrapper agent whose serving child is in a process group of its own (setsid) → every answer arrives, the child is not killed`, async () => {
    await wrapperServes(
      `sh -c 'exec 3<&0; setsid cat <&3 3<&- & exec 1>&2 3<&-; wait'`,
      mode.args,
    );
  });

  Deno.test(`kernel path equivalence (${mode.name}): acp-proxy as the agent (it hands its stdout to its own agent, in a group of its own) → every answer arrives`, async () => {
    const inner = `${Deno.execPath()} run -A ${MOD} --v1 cat`;
    await wrapperServes(inner, mode.args);
  });
}

/** The daemon with `args` on pipes: its stderr's text, its stdout's lines, its stdin's writer. */
function piped(args: readonly string[]) {
  const daemon = spawnDaemon(args);
  return {
    daemon,
    stderr: new Response(daemon.stderr).text(),
    lines: new Lines(daemon.stdout),
    input: daemon.stdin.getWriter(),
  };
}

/**
 * Runs the daemon with `wrapper` as its v1 agent: the first answer, a wait that lets the old
 * defects show, the second answer, then the client's end and exit 0.
 */
async function wrapperServes(wrapper: string, args: readonly string[]): Promise<void> {
  {
    const { daemon, stderr, lines, input } = piped([
      "--v1",
      wrapper,
      "--grace-ms",
      "5000",
      ...args,
    ]);
    await input.write(new TextEncoder().encode(INIT));
    assert.equal(await lines.next("the first answer"), INIT);
    await delay(LET_DEFECT_SHOW_MS);
    await input.write(new TextEncoder().encode(SECOND));
    assert.equal(await lines.next("the second answer"), SECOND);
    await input.close();
    assert.equal(await lines.next("end of file"), null);
    assert.equal((await within(daemon.status, 30_000, "the daemon's exit")).code, 0, await stderr);
  }
}

/**
 * `cat` behind the daemon over pipes with `--log-level debug` and `extra`: the initialize,
 * SECOND, then — once the daemon says its splice is ready — `copies` copies of `block` in one
 * write, each echoed; returns the daemon's log.
 */
async function catThroughDaemon(extra: string[], block: string, copies = 256): Promise<string> {
  const daemon = spawnDaemon(["--v1", "cat", "--log-level", "debug", ...extra]);
  let log = "";
  const stderr = daemon.stderr.pipeThrough(new TextDecoderStream()).pipeTo(
    new WritableStream({ write: (text) => void (log += text) }),
  );
  const lines = new Lines(daemon.stdout);
  const input = daemon.stdin.getWriter();
  await input.write(new TextEncoder().encode(INIT));
  assert.equal(await lines.next("the first answer"), INIT);
  await input.write(new TextEncoder().encode(SECOND));
  assert.equal(await lines.next("the second answer"), SECOND);
  // What the client sends while the splice gets ready is copied; the blocks come after.
  const deadline = Date.now() + 30_000;
  while (!/client-to-agent splice ready/.test(log)) {
    assert.ok(Date.now() < deadline, `the splice was never ready:\n${log}`);
    await delay(5);
  }
  const writing = input.write(new TextEncoder().encode(block.repeat(copies)));
  for (let i = 0; i < copies; i++) assert.equal(await lines.next("a block"), block);
  await writing;
  await input.close();
  assert.equal(await lines.next("end of file"), null);
  assert.equal((await within(daemon.status, 30_000, "the daemon's exit")).code, 0);
  await stderr;
  return log;
}

/**
 * From the log: the client's bytes copied while the splice got ready, and those the splice
 * moved (0 when the splice never ran); asserts that every byte was moved once.
 */
function movedOnce(log: string, total: number): { copied: number; spliced: number } {
  const copied = /client-to-agent: (\d+) bytes copied/.exec(log);
  assert.ok(copied, log);
  const pumped = /client-to-agent pump ended \(eof, (\d+) bytes/.exec(log);
  const moved = { copied: Number(copied[1]), spliced: pumped ? Number(pumped[1]) : 0 };
  assert.equal(moved.copied + moved.spliced, total, log);
  return moved;
}

Deno.test("kernel paths: over pipes the daemon really splices client → agent and hands stdout over (neither can be disabled unnoticed)", async () => {
  const log = await catThroughDaemon([], "x".repeat(1023) + "\n");
  assert.match(
    log,
    /byte path: client → agent splice, agent → client handover \(stdin is a pipe, stdout a pipe\)/,
  );
  assert.match(log, /handed stdout \(\d+:\d+\) to the agent/);
  // The splice's set-up done, at most the one read then waiting for the client is copied.
  const moved = movedOnce(log, SECOND.length + 256 * 1024);
  assert.ok(moved.spliced >= 128 * 1024, log);
});

Deno.test("kernel paths: a session's requests are spliced between polls on the main thread, with no worker to wait for (the first frame after initialize is not held up ≈ 20–30 ms while one is created)", async () => {
  const log = await catThroughDaemon([], "x".repeat(1023) + "\n");
  assert.match(log, /client-to-agent pump ended \(eof, \d+ bytes, no worker\)/);
  const moved = movedOnce(log, SECOND.length + 256 * 1024);
  // The frame sent at once after the answer did not wait for the splice's set-up: copied.
  assert.ok(moved.copied >= SECOND.length, log);
  assert.doesNotMatch(log, /a worker takes over/);
});

Deno.test("kernel paths: a client that floods right after its initialize is copied while the splice gets ready, then spliced, and every byte arrives once, in order", async () => {
  // On a loaded machine the set-up may be done before the lead's first read (the first
  // frame's write waited for the CPU): then nothing is copied, which is right too. So every
  // run must move every byte once, and one of at most three runs must show the copying.
  const logs: string[] = [];
  for (let run = 0; run < 3; run++) {
    const { daemon, stderr, lines, input } = piped(["--v1", "cat", "--log-level", "debug"]);
    const block = "z".repeat(1023) + "\n";
    const copies = 4096;
    const writing = input.write(new TextEncoder().encode(INIT + block.repeat(copies)));
    assert.equal(await lines.next("the first answer"), INIT);
    for (let i = 0; i < copies; i++) assert.equal(await lines.next("a block"), block);
    await writing;
    await input.close();
    assert.equal(await lines.next("end of file"), null);
    assert.equal((await within(daemon.status, 30_000, "the daemon's exit")).code, 0);
    const log = await stderr;
    logs.push(log);
    // What came with the initialize went with it (every block echoed once, in order, above);
    // the rest was copied, then spliced.
    const copied = /client-to-agent: (\d+) bytes copied before the splice/.exec(log);
    const spliced = /client-to-agent pump ended \(eof, (\d+) bytes/.exec(log);
    assert.ok(copied && spliced && Number(spliced[1]) > 0, log);
    if (Number(copied[1]) > 0) return;
  }
  assert.fail(`three runs copied nothing while the splice got ready:\n${logs.join("\n")}`);
});

Deno.test("kernel paths: a client that sends more than 1 MiB within a second is handed to the splice worker, and every byte arrives once, in order", async () => {
  const log = await catThroughDaemon([], "y".repeat(1023) + "\n", 4096);
  const handed = /client-to-agent splice: a worker takes over after (\d+) bytes/.exec(log);
  assert.ok(handed, log);
  assert.ok(Number(handed[1]) >= 1024 * 1024, handed[0]);
  movedOnce(log, SECOND.length + 4096 * 1024);
});

Deno.test("kernel paths, recorded: with a transcript over pipes the daemon splices both ways and tees for the recorder — client → agent on the main thread, with no worker to wait for —, and the transcript has every frame", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const transcript = `${dir}/t.jsonl`;
    const block = `{"jsonrpc":"2.0","method":"x","params":"${"x".repeat(990)}"}\n`;
    const log = await catThroughDaemon(["--transcript", transcript], block);
    assert.match(log, /byte path: client → agent splice, agent → client splice \(stdin is a pipe/);
    // Recorded too, a session's requests are spliced (and teed) on the main thread.
    assert.match(log, /client-to-agent pump ended \(eof, \d+ bytes, no worker\)/);
    assert.match(log, /agent-to-client pump ended \(eof, \d+ bytes/);
    const events = (await Deno.readTextFile(transcript)).trim().split("\n").map((l) =>
      JSON.parse(l)
    );
    for (const [from, to] of [["Client", "Agent"], ["Agent", "Client"]]) {
      const frames = events.filter((e) => e.from === from && e.to === to);
      const dropped = events.filter((e) => e.type === "dropped")
        .reduce((n, e) => n + e.count, 0);
      // 258 frames each way: recorded, or (a recorder far behind) counted as dropped.
      assert.ok(frames.length + dropped >= 258, `${from} → ${to}: ${frames.length} + ${dropped}`);
      assert.deepEqual(frames.slice(0, 2).map((e) => e.id), [1, 2]);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/**
 * From the log: the agent's bytes copied while the recorded splice got ready, and those the
 * splice moved; asserts that every byte was moved once.
 */
function agentMovedOnce(log: string, total: number): { copied: number; spliced: number } {
  const copied = /agent-to-client: (\d+) bytes copied before the splice/.exec(log);
  const pumped = /agent-to-client pump ended \(eof, (\d+) bytes/.exec(log);
  assert.ok(copied && pumped, log);
  const moved = { copied: Number(copied[1]), spliced: Number(pumped[1]) };
  assert.equal(moved.copied + moved.spliced, total, log);
  return moved;
}

Deno.test("kernel paths, recorded: an agent's answer written while the splice gets ready is copied at once, and a session of answers is spliced on the main thread with no worker (creating one held the first answer up ≈ 30–60 ms)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const log = await catThroughDaemon(["--transcript", `${dir}/t.jsonl`], "x".repeat(1023) + "\n");
    assert.match(log, /agent → client splice \(/);
    // The answer to initialize came before the splice was ready: the lead, which was reading
    // before the kernel path's code loaded, passed it on.
    const moved = agentMovedOnce(log, INIT.length + SECOND.length + 256 * 1024);
    assert.ok(moved.copied >= INIT.length, log);
    assert.match(log, /agent-to-client pump ended \(eof, \d+ bytes, no worker\)/);
    assert.doesNotMatch(log, /agent-to-client splice: a worker takes over/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("kernel paths, recorded: a wrapper agent whose stdout is gone before the daemon looks is copied, and the debug log says so (not 'copied before the splice' with no splice after it)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const { daemon, stderr, lines, input } = piped([
      "--v1",
      `sh -c 'exec 3<&0; cat <&3 3<&- & exec 1>&2 3<&-; wait'`,
      "--transcript",
      `${dir}/t.jsonl`,
      "--log-level",
      "debug",
    ]);
    await input.write(new TextEncoder().encode(INIT));
    assert.equal(await lines.next("the first answer"), INIT);
    await input.write(new TextEncoder().encode(SECOND));
    assert.equal(await lines.next("the second answer"), SECOND);
    await input.close();
    assert.equal(await lines.next("end of file"), null);
    assert.equal((await within(daemon.status, 30_000, "the daemon's exit")).code, 0);
    const log = await stderr;
    assert.match(log, /the agent's output is copied: its pipe could not be spliced/);
    assert.match(
      log,
      /agent-to-client: \d+ bytes copied while the kernel path got ready, then by the copy path's pipe/,
    );
    assert.doesNotMatch(log, /agent-to-client: \d+ bytes copied before the splice/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("kernel paths, recorded: an agent that writes more than 1 MiB within a second is handed to the splice worker, and every byte arrives once, in order, and is recorded", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const transcript = `${dir}/t.jsonl`;
    const block = `{"jsonrpc":"2.0","method":"x","params":"${"x".repeat(990)}"}\n`;
    const log = await catThroughDaemon(["--transcript", transcript], block, 4096);
    const handed = /agent-to-client splice: a worker takes over after (\d+) bytes/.exec(log);
    assert.ok(handed, log);
    assert.ok(Number(handed[1]) >= 1024 * 1024, handed[0]);
    agentMovedOnce(log, INIT.length + SECOND.length + 4096 * block.length);
    const events = (await Deno.readTextFile(transcript)).trim().split("\n").map((l) =>
      JSON.parse(l)
    );
    const frames = events.filter((e) => e.from === "Agent" && e.to === "Client");
    const dropped = events.filter((e) => e.type === "dropped").reduce((n, e) => n + e.count, 0);
    assert.ok(frames.length + dropped >= 4098, `${frames.length} + ${dropped}`);
    assert.deepEqual(frames.slice(0, 2).map((e) => e.id), [1, 2]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

const NONBLOCKING_STDOUT = fileURLToPath(
  new URL("./fixtures/nonblocking_stdout.ts", import.meta.url),
);

/**
 * Starts the daemon (`--v1 agent`, then `args`) through the non-blocking stdout fixture, with
 * the fixture's `env` (INIT and HOLD_MS given); stdout and stderr piped.
 */
function throughFixture(
  agent: string,
  args: readonly string[],
  env: Record<string, string>,
): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", NONBLOCKING_STDOUT, "run", "-A", MOD, "--v1", agent, ...args],
    env: { INIT, HOLD_MS: "3000", ...env },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

/**
 * The agent answers, then writes `bytes` x's and a LF through a stdout whose open file is
 * non-blocking, to a client that starts reading only after 2 s (the pipe is full long
 * before). Returns what the client got.
 */
async function throughNonBlockingStdout(
  args: readonly string[],
  bytes: number,
  env: Record<string, string> = {},
  pause = 0,
  slowly = false,
): Promise<{ code: number; got: number; stderr: string }> {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  // The agent marks that it runs (the daemon chose its byte path before it started it).
  const started = env.NONBLOCKING_WHEN_FILE === undefined
    ? ""
    : `: > ${env.NONBLOCKING_WHEN_FILE}; `;
  const agent = `sh -c 'IFS= read -r l; echo '"'"'${answer}'"'"'; ${started}sleep ${pause}; ` +
    `head -c ${bytes} /dev/zero | tr "\\000" x; echo; exec cat >/dev/null'`;
  const child = throughFixture(agent, ["--log-level", "debug", ...args], env);
  const stderr = within(new Response(child.stderr).text(), 30_000, "the daemon's stderr");
  await delay(slowly ? 100 : 2_000);
  const got = slowly
    ? await within(readSlowly(child.stdout), 60_000, "the output")
    : (await within(new Response(child.stdout).arrayBuffer(), 30_000, "the output")).byteLength;
  const status = await within(child.status, 30_000, "the exit");
  return { code: status.code, got, stderr: await stderr };
}

/** Reads `stream` to its end, 4 KiB every 2 ms (a client slower than the agent): the bytes. */
async function readSlowly(stream: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stream.getReader({ mode: "byob" });
  let got = 0;
  for (;;) {
    const { value, done } = await reader.read(new Uint8Array(4096));
    if (done) return got;
    got += value.length;
    await delay(2);
  }
}

Deno.test("kernel path equivalence: a non-blocking stdout (O_NONBLOCK, shared with whoever opened it) that fills up is waited for, as a blocking one: it is not handed to the agent, and a slow client gets every byte, exit 0, on both paths (before, the copy path failed with EAGAIN: exit 1)", async () => {
  const bytes = 3_000_000;
  const whole = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\n`.length + bytes + 1;
  for (const mode of BYTE_PATHS) {
    const run = await throughNonBlockingStdout(mode.args, bytes);
    assert.equal(run.code, 0, `${mode.name}: ${run.stderr}`);
    assert.equal(run.got, whole, `${mode.name}: ${run.stderr}`);
    assert.match(run.stderr, /stdout is non-blocking: written with write\(2\)/, mode.name);
    if (mode.args.length === 0) {
      assert.match(
        run.stderr,
        /agent → client copy \(stdin is a pipe, stdout a pipe \(non-blocking\)\)/,
      );
    }
  }
});

Deno.test("kernel path equivalence: the router's own answers before the agent is chosen reach a slow client through a non-blocking stdout: 100 refused frames (110 KB of -32600 answers, the pipe holds 64 KiB), then the initialize the agent answers, exit 0, on both paths (before, the answers skipped the waiting writer: EAGAIN, exit 1, no agent)", async () => {
  const refused = Array.from(
    { length: 100 }, // 105 KB: an environment string holds at most 128 KiB
    (_, i) => `{"jsonrpc":"2.0","id":"${String(i).padStart(1000, "q")}","method":"x"}\n`,
  ).join("");
  for (const mode of BYTE_PATHS) {
    const child = throughFixture("cat", mode.args, { INIT: refused + INIT });
    const stderr = within(new Response(child.stderr).text(), 30_000, "the daemon's stderr");
    await delay(2_000); // the pipe is full long before
    const out = new TextDecoder().decode(
      await within(new Response(child.stdout).arrayBuffer(), 30_000, "the output"),
    );
    const status = await within(child.status, 30_000, "the exit");
    assert.equal(status.code, 0, `${mode.name}: ${await stderr}`);
    const lines = out.split("\n");
    assert.equal(lines.length, 102, `${mode.name}: ${lines.length} lines; ${await stderr}`);
    lines.slice(0, 100).forEach((line, i) => {
      const answer = JSON.parse(line);
      assert.equal(answer.id, String(i).padStart(1000, "q"), mode.name);
      assert.equal(answer.error.code, -32600, mode.name);
    });
    assert.equal(lines[100] + "\n", INIT, mode.name); // cat answers with what it read
    assert.equal(lines[101], "", mode.name);
  }
});

Deno.test("kernel path equivalence: a stdout made non-blocking after the start but before the initialize (with or without a refused frame before it) is not handed to the agent, and a slow client gets every byte, exit 0, on both paths (before: read at the start once the router's own answers went through the waiting writer, the agent got it and lost output to EAGAIN)", async () => {
  const bytes = 3_000_000;
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\n`.length;
  const refused = `{"jsonrpc":"2.0","id":7,"method":"x"}\n`;
  const refusal = `{"jsonrpc":"2.0","id":7,"error":{"code":-32600,"message":"first ACP request ` +
    `must be initialize"}}\n`;
  for (const mode of BYTE_PATHS) {
    for (const first of ["", refused]) {
      const run = await throughNonBlockingStdout(mode.args, bytes, {
        INIT: first,
        NONBLOCKING_AFTER_MS: "500",
        THEN: INIT,
        THEN_AFTER_MS: "1000",
      });
      const what = `${mode.name}, ${first === "" ? "no refused frame" : "a refused frame"}`;
      assert.equal(run.code, 0, `${what}: ${run.stderr}`);
      const whole = (first === "" ? 0 : refusal.length) + answer + bytes + 1;
      assert.equal(run.got, whole, `${what}: ${run.stderr}`);
      assert.doesNotMatch(run.stderr, /handover/, what);
    }
  }
});

Deno.test("kernel path equivalence: a stdout made non-blocking after the session started (as a Node.js parent does when it first uses its own stdout) is waited for when it fills up: a slow client gets every byte, exit 0, wherever the daemon writes it (before, the copy path failed with EAGAIN: exit 1)", async () => {
  const bytes = 3_000_000;
  const whole = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}\n`.length + bytes + 1;
  // Not the kernel path's handover: there the agent writes to stdout itself, as when run alone.
  // The flag comes once the agent runs (the daemon chose its path before it started it, however
  // long its start took; a fixed 500 ms was not always enough on a loaded machine): before the
  // agent writes (pause 1 s), or while its writes wait for a client that reads slowly (pause 0:
  // the pipe is full again and again; a write through Deno's stream cut short there failed
  // with EAGAIN).
  const dir = await Deno.makeTempDir();
  for (const pause of [1, 0]) {
    for (const args of [["--copy"], ["--transcript", "/dev/null"]]) {
      const when = `${dir}/started-${pause}-${args[0].slice(2)}`;
      const run = await throughNonBlockingStdout(
        args,
        bytes,
        { NONBLOCKING_WHEN_FILE: when },
        pause,
        pause === 0,
      );
      assert.equal(run.code, 0, `${args}, pause ${pause}: ${run.stderr}`);
      assert.equal(run.got, whole, `${args}, pause ${pause}: ${run.stderr}`);
      assert.doesNotMatch(run.stderr, /\(non-blocking\)/, `${args}: blocking at the start`);
    }
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("chain: a non-blocking stdout, from the start or made so later, is waited for when it fills up: a slow client gets every frame, exit 0 (before, the chain failed with EAGAIN: exit 1)", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const frame = `{"jsonrpc":"2.0","method":"x"}`;
  const frames = 100_000;
  // Writing at once: the flag made later comes while writes wait for the client.
  const agent = `sh -c 'IFS= read -r l; echo '"'"'${answer}'"'"'; ` +
    `yes '"'"'${frame}'"'"' | head -n ${frames}; exec cat >/dev/null'`;
  const whole = answer.length + 1 + (frame.length + 1) * frames;
  for (const env of [{}, { NONBLOCKING_AFTER_MS: "500" }] as Record<string, string>[]) {
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", NONBLOCKING_STDOUT, "run", "-A", MOD, "chain", "--agent", agent],
      env: { INIT, HOLD_MS: "3000", ...env },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const stderr = within(new Response(child.stderr).text(), 30_000, "the daemon's stderr");
    // A client that reads slowly: the pipe is full again and again.
    const got = await within(readSlowly(child.stdout), 60_000, "the output");
    const status = await within(child.status, 30_000, "the exit");
    const log = await stderr;
    assert.equal(status.code, 0, `${JSON.stringify(env)}: ${log}`);
    assert.equal(got, whole, `${JSON.stringify(env)}: ${log}`);
  }
});

Deno.test("kernel path equivalence: small frames through a non-blocking stdout that keeps filling up arrive each once and in order, exit 0, on both paths (a write tried again after EAGAIN through Deno's stdout sent bytes its buffer had already taken: frames arrived many times over)", async () => {
  const frames = 30_000;
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const agent = `sh -c 'IFS= read -r l; echo '"'"'${answer}'"'"'; i=0; ` +
    `while [ $i -lt ${frames} ]; do i=$((i+1)); echo "{\\"n\\":$i}"; done; exec cat'`;
  let expected = answer + "\n";
  for (let i = 1; i <= frames; i++) expected += `{"n":${i}}\n`;
  for (const mode of BYTE_PATHS) {
    const child = throughFixture(agent, mode.args, {});
    const stderr = within(new Response(child.stderr).text(), 60_000, "the daemon's stderr");
    await delay(500);
    // 4 KiB every 2 ms: the agent writes far faster, so the pipe fills again and again.
    const got: Uint8Array[] = [];
    const reader = child.stdout.getReader({ mode: "byob" });
    await within(
      (async () => {
        for (;;) {
          const { value, done } = await reader.read(new Uint8Array(4096));
          if (done) return;
          got.push(value);
          await delay(2);
        }
      })(),
      60_000,
      "the output",
    );
    const status = await within(child.status, 30_000, "the exit");
    const text = new TextDecoder().decode(concat(got));
    const log = await stderr;
    assert.ok(
      expected.startsWith(text),
      `${mode.name}: ${text.length} bytes, not a beginning of the ${expected.length} sent ` +
        `(exit ${status.code})`,
    );
    assert.equal(status.code, 0, `${mode.name}: ${log}`);
    assert.equal(text.length, expected.length, `${mode.name}: ${log}`);
  }
});

Deno.test("kernel path equivalence: a client that closes its end of a full non-blocking stdout ends the session as a reader gone (EPIPE: client-left, as with a blocking stdout), on both paths", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const agent = `sh -c 'IFS= read -r l; echo '"'"'${answer}'"'"'; ` +
    `exec head -c 3000000 /dev/zero'`;
  for (const mode of BYTE_PATHS) {
    const child = throughFixture(agent, ["--log-level", "debug", ...mode.args], {});
    const stderr = within(new Response(child.stderr).text(), 30_000, "the daemon's stderr");
    await delay(1_000); // the pipe is full, the daemon waits for room
    await child.stdout.cancel();
    const status = await within(child.status, 30_000, "the exit");
    const log = await stderr;
    // The agent, writing on, gets SIGPIPE when its output is let go: its code is the exit's.
    assert.match(log, /the session ended \(client-left\); exit code (0|141)\n/, mode.name);
    assert.equal(status.code, /exit code 141/.test(log) ? 141 : 0, mode.name);
    assert.doesNotMatch(log, /writing to the client failed/, `${mode.name}: ${log}`);
  }
});

Deno.test("kernel path equivalence: a parent that makes a full non-blocking stdout blocking again (as Node.js does at its exit) leaves the daemon free: a SIGTERM ends it within its grace, on both paths (before, a write on the main thread waited for the client, and no signal was seen)", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const agent = `sh -c 'IFS= read -r l; echo '"'"'${answer}'"'"'; ` +
    `exec head -c 5000000 /dev/zero'`;
  for (const mode of BYTE_PATHS) {
    const child = throughFixture(agent, ["--grace-ms", "1000", ...mode.args], {
      HOLD_MS: "30000",
      BLOCKING_AFTER_MS: "1000",
    });
    const stderr = within(new Response(child.stderr).text(), 60_000, "the daemon's stderr");
    try {
      await delay(2_000); // the pipe is full, then blocking again
      child.kill("SIGTERM");
      const status = await within(child.status, 15_000, "the daemon's end after SIGTERM");
      assert.equal(status.code, 143, `${mode.name}: ${await stderr}`);
    } finally {
      await child.stdout.cancel(); // the client reads at last: a stuck write returns
      await stderr.catch(() => {});
    }
  }
});

Deno.test("kernel path equivalence: a non-blocking stdout that is /dev/full fails as a blocking one does: one line naming the system error, no stack, exit 1, on both paths", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const agent = `sh -c 'IFS= read -r l; echo '"'"'${answer}'"'"'; exec cat'`;
  for (const mode of BYTE_PATHS) {
    const args = ["run", "-A", NONBLOCKING_STDOUT, "run", "-A", MOD, "--v1", agent, ...mode.args];
    const child = new Deno.Command("sh", {
      args: ["-c", 'exec "$0" "$@" > /dev/full', Deno.execPath(), ...args],
      env: { INIT, HOLD_MS: "3000" },
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const stderr = await within(new Response(child.stderr).text(), 30_000, "the daemon's stderr");
    const status = await within(child.status, 30_000, "the exit");
    assert.equal(status.code, 1, `${mode.name}: ${stderr}`);
    assert.match(
      stderr,
      /acp-proxy: error: writing to the client failed: No space left on device \(os error 28\)\n/,
      `${mode.name}: ${stderr}`,
    );
    assert.doesNotMatch(stderr, /^\s+at /m, `${mode.name}: ${stderr}`);
  }
});

Deno.test("kernel path equivalence: a non-blocking stderr that is full when the daemon starts (O_NONBLOCK, shared with whoever opened it) gets every log line once its reader comes, on both paths (before, the first EAGAIN dropped them all)", async () => {
  const answer = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
  const agent = `sh -c 'IFS= read -r l; echo '"'"'${answer}'"'"'; exec cat'`; // its stdout open until the client's end
  for (const mode of BYTE_PATHS) {
    const child = throughFixture(agent, ["--log-level", "debug", ...mode.args], {
      HOLD_MS: "1000",
      FULL_STDERR: "1",
    });
    const stdout = within(new Response(child.stdout).text(), 30_000, "the daemon's stdout");
    await delay(1_500); // the daemon has tried to log meanwhile, into the full pipe
    const stderr = await within(new Response(child.stderr).text(), 30_000, "the daemon's stderr");
    const status = await within(child.status, 30_000, "the exit");
    assert.equal(status.code, 0, `${mode.name}: ${stderr.replaceAll("f", "")}`);
    assert.equal(await stdout, answer + "\n", mode.name);
    const log = stderr.replace(/^f+/, "");
    assert.ok(stderr.length - log.length >= 4096, `${mode.name}: the filler`);
    assert.match(
      log,
      /^acp-proxy: info: selected ACP v1 agent for requested version 1\n/,
      `${mode.name}: ${log}`,
    );
    assert.match(
      log,
      /acp-proxy: info: the session ended \([a-z-]+\); exit code 0\n$/,
      `${mode.name}: ${log}`,
    );
    assert.doesNotMatch(log, /dropped/, mode.name);
  }
});

Deno.test("kernel paths: a client whose input ends while the splice gets ready has it all copied, and the log never says a splice is ready after that", async () => {
  const { daemon, stderr, lines, input } = piped(["--v1", "cat", "--log-level", "debug"]);
  await input.write(new TextEncoder().encode(INIT + SECOND));
  await input.close();
  assert.equal(await lines.next("the first answer"), INIT);
  assert.equal(await lines.next("the second answer"), SECOND);
  assert.equal(await lines.next("end of file"), null);
  assert.equal((await within(daemon.status, 30_000, "the daemon's exit")).code, 0);
  const log = await stderr;
  const ended = log.indexOf("bytes copied, then the client's input ended");
  if (ended >= 0) {
    assert.doesNotMatch(log, /splice ready/, log);
    assert.doesNotMatch(log, /client-to-agent pump ended/, log);
  } else {
    movedOnce(log, 0); // the set-up came first: what came with the initialize went with it
  }
});
