/**
 * log/logger.ts: the stderr logger never blocks its caller; while stderr does not take
 * lines, at most `MAX_PENDING_LOG_LINES` wait, the rest are dropped and counted, and the
 * count is reported once stderr drains; a message a peer made long is cut, so the queue's
 * memory is bounded too.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  MAX_LOG_MESSAGE_CHARS,
  MAX_PENDING_LOG_LINES,
  queuedLogger,
  safeJson,
  safeLine,
  stderrLogger,
} from "../log/logger.ts";
import { guardedLogger } from "../log/guarded_logger.ts";
import { prefixedLogger } from "../log/prefixed_logger.ts";

const decoder = new TextDecoder();

/** A sink whose writes all block until {@linkcode release}; it records each line as it is written. */
function blockedSink() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => release = resolve);
  const lines: string[] = [];
  const write = async (bytes: Uint8Array): Promise<void> => {
    lines.push(decoder.decode(bytes));
    await released;
  };
  return { lines, write, release };
}

Deno.test("logger: while stderr is blocked, the line being written and MAX_PENDING_LOG_LINES more are kept, the rest dropped; once it drains they are written in order, then one line counting the dropped ones", async () => {
  const sink = blockedSink();
  const log = stderrLogger("info", sink.write);
  const logged = 300;
  for (let i = 1; i <= logged; i++) log.info(`line ${i}`); // returns at once: never blocks
  log.debug("above the level: never queued");
  assert.deepEqual(sink.lines, ["acp-proxy: info: line 1\n"], "one write at a time");

  sink.release();
  await log.flush!();
  // The first line was already being written when the queue filled up behind it.
  const kept = 1 + MAX_PENDING_LOG_LINES;
  assert.equal(MAX_PENDING_LOG_LINES, 256, "the number the README's limits table gives");
  assert.deepEqual(sink.lines, [
    ...Array.from({ length: kept }, (_, i) => `acp-proxy: info: line ${i + 1}\n`),
    `acp-proxy: warn: ${logged - kept} log lines dropped (their output could not keep up)\n`,
  ]);

  // Drained: nothing is dropped any more, and the count starts again from zero.
  log.info("after the drain");
  await log.flush!();
  assert.deepEqual(sink.lines.slice(kept + 1), ["acp-proxy: info: after the drain\n"]);
});

Deno.test("logger: a sink that writes before it returns (a regular file) gets every line of a burst far over maxPending, in order, and no dropped-count line (before: all but maxPending + 1 were dropped)", async () => {
  const lines: string[] = [];
  const log = stderrLogger("info", (bytes) => void lines.push(decoder.decode(bytes)), "text", 4);
  for (let i = 1; i <= 10_000; i++) log.info(`line ${i}`);
  assert.equal(lines.length, 10_000, "written while the burst ran, none queued");
  await log.flush!();
  assert.deepEqual(
    lines,
    Array.from({ length: 10_000 }, (_, i) => `acp-proxy: info: line ${i + 1}\n`),
  );
});

Deno.test("logger: a sink that returns a value that is no promise (writeSync's count, from JavaScript) has written the line: no burst is dropped (before: only undefined counted, and 45 of 50 lines were dropped)", async () => {
  const lines: string[] = [];
  const sink = ((bytes: Uint8Array) => lines.push(decoder.decode(bytes))) as unknown as (
    bytes: Uint8Array,
  ) => void;
  const log = stderrLogger("info", sink, "text", 4);
  for (let i = 1; i <= 50; i++) log.info(`line ${i}`);
  await log.flush!();
  assert.equal(lines.length, 50);
  assert.doesNotMatch(lines.join(""), /dropped/);
});

Deno.test("logger: a write that is no function is refused when the logger is made (before: every line was dropped without a word)", () => {
  for (const write of ["stderr", 42, null]) {
    assert.throws(
      () => stderrLogger("info", write as unknown as () => void),
      (e: unknown) =>
        e instanceof TypeError && /a logger's write must be a function/.test(e.message),
    );
  }
});

Deno.test("logger: a sink that writes at once and then throws (a full disk) drops that line only; the next line is tried again", async () => {
  const lines: string[] = [];
  let full = true;
  const log = stderrLogger("info", (bytes) => {
    if (full) throw new Error("No space left on device");
    lines.push(decoder.decode(bytes));
  });
  log.info("lost");
  await log.flush!();
  full = false;
  log.info("kept");
  await log.flush!();
  assert.deepEqual(lines, ["acp-proxy: info: kept\n"]);
});

Deno.test("logger: queuedLogger's count of dropped lines names what they are (diverted agent stdout lines are not log lines)", async () => {
  const sink = blockedSink();
  const log = queuedLogger({
    level: "warn",
    write: sink.write,
    format: "text",
    maxPending: 2,
    maxMessageChars: Infinity,
    what: "diverted agent stdout lines",
  });
  for (let i = 1; i <= 10; i++) log.warn(`agent stdout (not JSON): ${i}`);
  sink.release();
  await log.flush!();
  assert.equal(sink.lines.length, 4);
  assert.equal(
    sink.lines[3],
    "acp-proxy: warn: 7 diverted agent stdout lines dropped (their output could not keep up)\n",
  );
});

Deno.test("logger: a message longer than MAX_LOG_MESSAGE_CHARS is cut and says how much was cut, in text and JSON lines; a message of exactly the limit is whole", async () => {
  const message = `a response to "${"x".repeat(4 * 1024 * 1024)}"`;
  const expected = message.slice(0, MAX_LOG_MESSAGE_CHARS) +
    `… (${message.length - MAX_LOG_MESSAGE_CHARS} more characters cut)`;
  for (const format of ["text", "json"] as const) {
    const lines: string[] = [];
    const log = stderrLogger("warn", (b) => {
      lines.push(decoder.decode(b));
      return Promise.resolve();
    }, format);
    log.warn(message);
    log.warn("y".repeat(MAX_LOG_MESSAGE_CHARS));
    await log.flush!();
    const texts = format === "json"
      ? lines.map((l) => JSON.parse(l).msg as string)
      : lines.map((l) => l.slice("acp-proxy: warn: ".length, -1));
    assert.deepEqual(texts, [expected, "y".repeat(MAX_LOG_MESSAGE_CHARS)]);
  }
});

Deno.test("logger: with maxMessageChars Infinity (an agent's diverted lines) a long message passes whole", async () => {
  const lines: string[] = [];
  const log = stderrLogger(
    "warn",
    (b) => {
      lines.push(decoder.decode(b));
      return Promise.resolve();
    },
    "text",
    MAX_PENDING_LOG_LINES,
    Infinity,
  );
  const long = "z".repeat(MAX_LOG_MESSAGE_CHARS * 4);
  log.warn(long);
  await log.flush!();
  assert.deepEqual(lines, [`acp-proxy: warn: ${long}\n`]);
});

Deno.test("logger: a message that quotes a peer cannot forge a line, drive a terminal or reorder its text: C0 and C1 controls, DEL, U+2028/2029, the bidirectional controls and a byte order mark (invisible) are written as \\uXXXX in text and JSON lines", async () => {
  const hostile =
    "Host: a\u0085acp-proxy: error: FAKE\u009b2J\r\u2028x\u2029\u001b[31m\u007f\tend" +
    " /home/u/\u202egpj.exe \u2066\u2067\u2068\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d" +
    " \ufeff{}";
  for (const format of ["text", "json"] as const) {
    const lines: string[] = [];
    const logger = stderrLogger("debug", (bytes) => {
      lines.push(new TextDecoder().decode(bytes));
      return Promise.resolve();
    }, format);
    logger.warn(hostile);
    await logger.flush?.();
    assert.equal(lines.length, 1);
    const line = lines[0];
    assert.equal(line.indexOf("\n"), line.length - 1, `${format}: one line`);
    assert.doesNotMatch(
      line,
      // deno-lint-ignore no-control-regex -- no control character may be left
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/,
      format,
    );
    if (format === "text") {
      assert.equal(
        line,
        "acp-proxy: warn: Host: a\\u0085acp-proxy: error: FAKE\\u009b2J\\u000d\\u2028x\\u2029" +
          "\\u001b[31m\\u007f\tend /home/u/\\u202egpj.exe \\u2066\\u2067\\u2068\\u2069\\u200e" +
          "\\u200f\\u061c\\u202a\\u202b\\u202c\\u202d \\ufeff{}\n",
      );
    } else {
      assert.equal(JSON.parse(line).msg, hostile, "the JSON still carries the message exactly");
    }
  }
});

Deno.test("logger: characters that show as nothing (zero-width space and non-joiner, soft hyphen, word joiner) are written as \\uXXXX, so a quoted value that holds one does not read as clean; the zero-width joiner of an emoji is kept (regress101)", async () => {
  const lines: string[] = [];
  const logger = stderrLogger("debug", (bytes) => {
    lines.push(new TextDecoder().decode(bytes));
    return Promise.resolve();
  });
  logger.warn("a\u200bb\u200cc\u00add\u2060e\u3164f\u200dg \u{1f469}\u200d\u{1f4bb}");
  await logger.flush?.();
  assert.deepEqual(lines, [
    "acp-proxy: warn: a\\u200bb\\u200cc\\u00add\\u2060e\\u3164f\\u200dg " +
    "\u{1f469}\u200d\u{1f4bb}\n",
  ]);
});

Deno.test("logger: a zero-width joiner after another, or after a character that is itself escaped, is escaped too; between emoji it is kept (before regress103: the first of two hid the second)", () => {
  for (
    const [text, line] of [
      ["a\u200d\u200d", "a\\u200d\\u200d"],
      ["\u200b\u200d", "\\u200b\\u200d"],
      ["\u202e\u200dabc", "\\u202e\\u200dabc"],
      ["\u200d", "\\u200d"],
      ["\u{1f468}\u200d\u{1f469}\u200d\u{1f467}", "\u{1f468}\u200d\u{1f469}\u200d\u{1f467}"],
    ]
  ) {
    assert.equal(safeLine(text), line, JSON.stringify(text));
  }
});

Deno.test("logger: the tag characters (which can spell a hidden text), the deprecated format characters U+206A-206F, the interlinear annotation marks and the musical format controls are escaped, a tag character as its two UTF-16 halves, so the JSON form reads back the same (before regress104 nit: shown raw)", () => {
  const hidden = "ok\u{e0069}\u{e0067}\u{e006e}\u{e006f}\u{e0072}\u{e0065}";
  assert.equal(
    safeLine(hidden),
    "ok\\udb40\\udc69\\udb40\\udc67\\udb40\\udc6e\\udb40\\udc6f\\udb40\\udc72\\udb40\\udc65",
  );
  assert.equal(
    safeLine("a\u206ab\u206fc\ufff9d\ufffbe\u{1d173}f\u{1d17a}g\u{e0001}h\u{e007f}"),
    "a\\u206ab\\u206fc\\ufff9d\\ufffbe\\ud834\\udd73f\\ud834\\udd7ag\\udb40\\udc01h\\udb40\\udc7f",
  );
  const json = safeJson(JSON.stringify({ msg: hidden }));
  assert.doesNotMatch(json, /[\u{e0000}-\u{e007f}]/u);
  assert.equal(JSON.parse(json).msg, hidden, "reads back the same");
  // Neighbours that show something stay: a variation selector (a keycap, a red heart), a
  // musical note, a private-use character.
  for (
    const shown of ["#\ufe0f\u20e3", "\u2764\ufe0f", "\u{1d11e}", "\u{1d172}\u{1d17b}", "\ufffc"]
  ) {
    assert.equal(safeLine(shown), shown, JSON.stringify(shown));
  }
});

Deno.test("logger: a message cut at MAX_LOG_MESSAGE_CHARS is never cut between the two halves of a surrogate pair", async () => {
  const lines: string[] = [];
  const logger = stderrLogger("debug", (bytes) => {
    lines.push(new TextDecoder().decode(bytes));
    return Promise.resolve();
  }, "json");
  // The limit falls right after the first half of the emoji.
  logger.warn("x".repeat(MAX_LOG_MESSAGE_CHARS - 1) + "\u{1F600}" + "tail");
  await logger.flush?.();
  const msg: string = JSON.parse(lines[0]).msg;
  assert.doesNotMatch(lines[0], /\\ud83d/i, "no lone surrogate escape");
  assert.ok(msg.startsWith("x".repeat(MAX_LOG_MESSAGE_CHARS - 1) + "…"), msg.slice(-40));
  assert.match(msg, /… \(6 more characters cut\)$/);
});

Deno.test("queuedLogger: maxPendingBytes bounds the bytes waiting, beyond the one line always let wait: more are dropped and counted (the stdout guard's diverted lines were bounded by count only, 4096 lines of up to 16 MiB)", async () => {
  const written: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  let first = true;
  const log = queuedLogger({
    level: "warn",
    // The first write waits until released: every later line queues.
    write: (bytes) => {
      written.push(new TextDecoder().decode(bytes));
      if (first) {
        first = false;
        return held;
      }
    },
    format: "text",
    maxPending: 4096,
    maxPendingBytes: 3_000,
    maxMessageChars: Infinity,
    what: "diverted lines",
  });
  log.warn("the first, being written");
  log.warn("x".repeat(5_000)); // over the bound, but the queue is empty: it waits
  log.warn("y".repeat(1_000)); // over the bound with one waiting: dropped
  log.warn("z".repeat(10)); // still over (5,000 + 10 > 3,000): dropped
  release();
  await log.flush!();
  assert.equal(written.length, 3, written.map((l) => l.slice(0, 40)).join("\n"));
  assert.match(written[1], /x{5000}/);
  assert.match(written[2], /2 diverted lines dropped \(their output could not keep up\)/);
  assert.throws(
    () =>
      queuedLogger({
        level: "warn",
        format: "text",
        maxPending: 1,
        maxPendingBytes: 0,
        maxMessageChars: 1,
      }),
    RangeError,
  );
});

Deno.test("queuedLogger: the bound of maxPendingBytes holds cycle after cycle: the line that counts the dropped ones is counted while it waits, as any line (before: each one loosened the bound by its length, until nothing was dropped)", async () => {
  const written: string[] = [];
  const log = queuedLogger({
    level: "info",
    format: "text",
    maxPending: 100_000,
    maxPendingBytes: 200,
    maxMessageChars: Infinity,
    write: (bytes) => {
      written.push(decoder.decode(bytes));
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
  });
  const kept: number[] = [];
  for (let cycle = 0; cycle < 20; cycle++) {
    written.length = 0;
    for (let i = 0; i < 40; i++) log.info(`c${cycle} line ${String(i).padStart(3, "0")}`);
    await log.flush!();
    kept.push(written.filter((w) => w.includes(" line ")).length);
  }
  assert.ok(kept.every((n) => n === kept[0]), `lines kept per cycle: ${kept.join(", ")}`);
  assert.ok(kept[0] < 40);
});

Deno.test("guardedLogger and prefixedLogger: a flush that is a getter that throws, or a flush that rejects, is reported once and never throws or rejects at the caller (before: making either logger threw the getter's error)", async () => {
  const lines: string[] = [];
  const base = { error() {}, warn() {}, info() {}, debug() {} };
  const getterThrows = {
    ...base,
    get flush(): () => Promise<void> {
      throw new Error("getter boom");
    },
  };
  const rejects = { ...base, flush: () => Promise.reject(new Error("flush boom")) };
  const original = console.error;
  console.error = (line: string) => void lines.push(line);
  try {
    for (const logger of [getterThrows, rejects]) {
      const made = [guardedLogger(logger), guardedLogger(prefixedLogger(logger, "c1: "))];
      for (const log of made) await log.flush?.();
    }
  } finally {
    console.error = original;
  }
  assert.deepEqual(lines.map((l) => l.split("\n")[0]), [
    "acp-proxy: error: the logger failed (its later failures are not shown): Error: getter boom",
    "acp-proxy: error: the logger failed (its later failures are not shown): Error: getter boom",
    "acp-proxy: error: the logger failed (its later failures are not shown): Error: flush boom",
    "acp-proxy: error: the logger failed (its later failures are not shown): Error: flush boom",
  ]);
});
