/**
 * Stdin and stdout one socket (inetd, systemd `Accept=yes`): the daemon's exit must not
 * reset the connection. Closing a socket whose receive queue still holds bytes makes Linux
 * send a reset, which throws away what is still unsent and fails the client's read with
 * ECONNRESET: an agent that exited while the client was still sending lost its last output
 * (seen in 1 of 6 runs) and the client saw an error instead of an end of file (every run).
 * The daemon now shuts down its sending side and drains what the client still sends before
 * it exits (`transport/linux/socket_linger.ts`).
 *
 * @module
 */

import assert from "node:assert/strict";
import { BYTE_PATHS, within } from "./fixtures/e2e/harness.ts";
import { concat } from "./fixtures/support.ts";
import { fileURLToPath } from "node:url";

const MOD = fileURLToPath(new URL("../mod.ts", import.meta.url));

const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
const ANSWER = `{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":1}}`;
/** What the agent writes after its answer, at the client's second line, before it exits 3. */
const TAIL_BYTES = 2_000_000;
/** Answers the initialize; at the next line writes TAIL_BYTES of `x` and a LF, and exits 3. */
const AGENT = `sh -c 'read l; printf "%s\\n" '"'"'${ANSWER}'"'"'; read l; ` +
  `head -c ${TAIL_BYTES} /dev/zero | tr "\\0" x; echo; exit 3'`;

/** One frame the client keeps sending (64 KiB of them at a time) until its reads end. */
const FRAME = `{"jsonrpc":"2.0","method":"x","params":{"p":"${"y".repeat(1000)}"}}\n`;

/** How a {@linkcode socketRun} goes. */
interface RunOptions {
  /** Stderr is the socket too, as inetd and systemd give it. */
  stderrToo?: boolean;
  /**
   * The client sends on after the daemon's end of file, until the daemon exits, and the
   * daemon gets SIGTERM once its log says it is letting the socket go.
   */
  signalWhileLingering?: boolean;
  /**
   * The daemon runs under `timeout`, which holds the socket too and never uses it, and closes
   * it when the daemon has exited (as `sudo`, `flock` or a script without `exec` do).
   */
  underTimeout?: boolean;
}

/** A daemon on one TCP socket (bash opens it as stdin and stdout) with `args`. */
async function socketRun(args: readonly string[], options: RunOptions = {}): Promise<{
  received: number;
  /** The last 64 KiB received. */
  tail: string;
  readEnd: string;
  code: number;
  stderr: string;
}> {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  const daemon = new Deno.Command("bash", {
    args: [
      "-c",
      `exec 0<>/dev/tcp/127.0.0.1/${port} 1>&0${options.stderrToo ? " 2>&0" : ""}; exec ${
        options.underTimeout ? "timeout 120 " : ""
      }"$0" run -A "$@"`,
      Deno.execPath(),
      MOD,
      ...args,
    ],
    stdin: "null",
    stdout: "null",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).spawn();
  let stderrText = "";
  let signalled = false;
  const stderr = (async () => {
    for await (const text of daemon.stderr.pipeThrough(new TextDecoderStream())) {
      stderrText += text;
      if (
        options.signalWhileLingering && !signalled &&
        stderrText.includes("shutting down its sending side")
      ) {
        signalled = true;
        try {
          daemon.kill("SIGTERM");
        } catch (e) {
          stderrText += `\n(test: the SIGTERM was not sent: ${e})\n`;
        }
      }
    }
    return stderrText;
  })();
  let exited = false;
  daemon.status.then(() => exited = true);
  let conn: Deno.TcpConn | undefined;
  try {
    conn = await within(listener.accept(), 20_000, "the daemon's connection");
    const c = conn;
    await c.write(new TextEncoder().encode(INIT));
    const buffer = new Uint8Array(256 * 1024);
    let received = 0;
    /** The last chunks received, 64 KiB or a little more. */
    const tail: Uint8Array[] = [];
    let tailBytes = 0;
    let readEnd = "";
    let sending = false;
    const reading = (async () => {
      try {
        while (true) {
          const n = await c.read(buffer);
          if (n === null) return void (readEnd = "eof");
          received += n;
          tail.push(buffer.slice(0, n));
          tailBytes += n;
          while (tailBytes - tail[0].length >= 65536) tailBytes -= tail.shift()!.length;
          // The answer is in: the client sends on, and the agent's second read ends it.
          sending ||= received > ANSWER.length;
        }
      } catch (e) {
        readEnd = `${(e as Error).name}: ${(e as Error).message}`;
      }
    })();
    const block = new TextEncoder().encode(FRAME.repeat(64));
    const writing = (async () => {
      while (!sending && readEnd === "") await new Promise((r) => setTimeout(r, 5));
      // Until the reads end: the daemon stops reading once the agent exits, so this fills
      // the socket and stays blocked with bytes the daemon never reads, as a busy client.
      try {
        while (options.signalWhileLingering ? !exited : readEnd === "") await c.write(block);
      } catch {
        // The connection ended under the write: what the reads saw is what counts.
      }
    })();
    await within(reading, 30_000, "the client's reads to end");
    const code = (await within(daemon.status, 20_000, "the daemon's exit")).code;
    c.close();
    conn = undefined;
    await within(writing, 10_000, "the client's writes to end");
    return {
      received,
      tail: new TextDecoder().decode(concat(tail)),
      readEnd,
      code,
      stderr: await stderr,
    };
  } finally {
    conn?.close();
    listener.close();
    try {
      daemon.kill("SIGKILL");
    } catch {
      // exited
    }
    await daemon.status;
    await stderr.catch(() => {});
  }
}

for (const mode of BYTE_PATHS) {
  Deno.test(`socket stdio (${mode.name}): stdin and stdout one TCP socket, an agent that exits mid-turn while the client still sends → the client gets every byte the agent wrote, then an end of file (not a connection reset), exit code the agent's`, async () => {
    const run = await socketRun(["--v1", AGENT, "--log-level", "debug", ...mode.args]);
    assert.equal(run.readEnd, "eof", run.stderr);
    assert.equal(run.received, ANSWER.length + 1 + TAIL_BYTES + 1, run.stderr);
    assert.equal(run.code, 3, run.stderr);
    assert.match(
      run.stderr,
      /stdin and stdout are one socket: shut down its sending side, then dropped \d+ bytes the client still sent \(until (its end of file|a pause)/,
    );
  });
}

Deno.test("socket stdio: under a parent that holds the socket too and never uses it (timeout), an agent that exits mid-turn while the client still sends → the client still gets every byte, then an end of file (a parent's later close must find nothing unread: the shutdown and the drain are not skipped for it)", async () => {
  const run = await socketRun(["--v1", AGENT, "--log-level", "debug"], { underTimeout: true });
  assert.equal(run.readEnd, "eof", run.stderr);
  assert.equal(run.received, ANSWER.length + 1 + TAIL_BYTES + 1, run.stderr);
  assert.equal(run.code, 3, run.stderr);
  assert.match(run.stderr, /stdin and stdout are one socket: shut down its sending side/);
});

Deno.test("socket stdio: a chain on one TCP socket whose agent exits mid-turn while the client still sends → the client gets every byte, then an end of file, exit code the agent's", async () => {
  const run = await socketRun(["chain", "--agent", AGENT, "--log-level", "debug"]);
  assert.equal(run.readEnd, "eof", run.stderr);
  assert.equal(run.received, ANSWER.length + 1 + TAIL_BYTES + 1, run.stderr);
  assert.equal(run.code, 3, run.stderr);
});

Deno.test("socket stdio: stderr the same socket too (inetd, systemd), with a transcript to a FIFO nobody opens → the log's last lines and the transcript's warning reach the client before the daemon shuts its side down (they were lost after the shutdown)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-socket-stdio-" });
  try {
    const fifo = `${dir}/t.fifo`;
    await new Deno.Command("mkfifo", { args: [fifo] }).output();
    const run = await socketRun(
      ["--v1", AGENT, "--log-level", "debug", "--transcript", fifo],
      { stderrToo: true },
    );
    assert.equal(run.readEnd, "eof", run.tail.slice(-2000));
    assert.equal(run.code, 3, run.tail.slice(-2000));
    assert.match(run.tail, /info: the session ended \(implementation-ended\); exit code 3\n/);
    assert.match(run.tail, /warn: nothing was recorded: the transcript was never opened/);
    assert.match(
      run.tail,
      /stdin and stdout are one socket: shutting down its sending side, .*\(stderr is that socket too: nothing more is logged\)\n$/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("socket stdio: a SIGTERM while the daemon lets its socket go (the client sends on) ends that at once, with the session's exit code and no line about stopping an agent that has ended", async () => {
  // The client must still be sending when the signal comes: on a loaded machine a pause of
  // the test's own writes may end the drain first, so up to three runs for one that shows it.
  const runs: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await socketRun(
      ["--v1", AGENT, "--log-level", "debug", "--grace-ms", "20000"],
      { signalWhileLingering: true },
    );
    assert.equal(run.readEnd, "eof", run.stderr);
    assert.equal(run.received, ANSWER.length + 1 + TAIL_BYTES + 1, run.stderr);
    runs.push(run.stderr);
    if (!/\(until a stop, /.test(run.stderr)) continue;
    assert.equal(run.code, 3, run.stderr);
    assert.doesNotMatch(run.stderr, /received SIGTERM/);
    return;
  }
  assert.fail(`no run ended its drain by the signal:\n${runs.join("\n---\n")}`);
});

Deno.test("socket stdio: stderr the same socket too, but the log in a --log-file → the file still gets what the daemon did last (only a log on stderr ends with the shutdown)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-socket-stdio-" });
  try {
    const logFile = `${dir}/acp.log`;
    const run = await socketRun(
      ["--v1", AGENT, "--log-level", "debug", "--log-file", logFile],
      { stderrToo: true },
    );
    assert.equal(run.readEnd, "eof", run.tail.slice(-2000));
    assert.equal(run.code, 3);
    const log = await Deno.readTextFile(logFile);
    assert.match(
      log,
      /stdin and stdout are one socket: shut down its sending side, then dropped \d+ bytes the client still sent \(until [^)]*\)\n$/,
    );
    assert.doesNotMatch(log, /nothing more is logged/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
