/**
 * cli/jsonc.ts: the JSONC parser behind `--config`, and cli/config_file.ts's messages.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import { JsoncSyntaxError, parseJsonc } from "../cli/jsonc.ts";
import { loadConfigFile } from "../cli/config_file.ts";
import { SETTING_KEYS, UsageError } from "../cli/args.ts";
import {
  FileReadTimeoutError,
  FileTooLargeError,
  MAX_CONFIG_BYTES,
  readSmallFile,
} from "../cli/small_file.ts";
import { fileURLToPath } from "node:url";

/** The error `parseJsonc(text)` throws, as `[reason, line, column]`. */
function failure(text: string): [string, number, number] {
  try {
    parseJsonc(text);
  } catch (e) {
    if (e instanceof JsoncSyntaxError) return [e.reason, e.line, e.column];
    throw e;
  }
  assert.fail(`parsed: ${JSON.stringify(text)}`);
}

Deno.test("jsonc: comments and trailing commas are accepted where VS Code allows them", () => {
  const text = [
    "\uFEFF// acp-proxy settings",
    "/* block */ {",
    '  "v1": "my-agent --stdio", // a line comment',
    '  /* before a key */ "list": [1, /* inside */ 2, [], {},], ',
    '  "nested": { "a": { "b": null, }, "url": "http://x/*not a comment*/", },',
    '  "k" /* before the colon */ : /* after it */ true,',
    "} // after the value, with no newline at the end",
  ].join("\r\n");
  assert.deepEqual(parseJsonc(text), {
    v1: "my-agent --stdio",
    list: [1, 2, [], {}],
    nested: { a: { b: null }, url: "http://x/*not a comment*/" },
    k: true,
  });
  assert.deepEqual(parseJsonc("[1,]"), [1]);
  assert.deepEqual(parseJsonc('{"a":1,}'), { a: 1 });
  assert.equal(parseJsonc("/**/1/**/"), 1);
});

Deno.test("jsonc: strings decode every escape, including \\u escapes and surrogate pairs", () => {
  assert.equal(parseJsonc(String.raw`"\"\\\/\b\f\n\r\t"`), '"\\/\b\f\n\r\t');
  assert.equal(parseJsonc(String.raw`"\u0041\u00e9\uD83D\uDE00\ud800"`), "Aé😀\ud800");
  assert.equal(parseJsonc('"raw 😀 \u2028 \x7f"'), "raw 😀 \u2028 \x7f");
});

Deno.test("jsonc: numbers follow the JSON grammar and become JS numbers", () => {
  for (
    const n of ["0", "-0", "12", "-3.25", "1e3", "1E-3", "2.5e+2", "1e400", "12345678901234567890"]
  ) {
    assert.equal(parseJsonc(n), JSON.parse(n), n);
  }
  assert.ok(Object.is(parseJsonc("-0"), -0));
  for (const bad of ["01", "-", "1.", "1e", "--1", "1.e3", "-.5"]) {
    assert.deepEqual(failure(`[${bad}]`), [`invalid number '${bad}'`, 1, 2]);
  }
  assert.deepEqual(failure("[.5]"), ["unexpected character '.'", 1, 2]);
  assert.deepEqual(failure("[+1]"), ["unexpected character '+'", 1, 2]);
  assert.deepEqual(failure("[0x10]"), ["expected ',' or ']'", 1, 3]);
});

Deno.test("jsonc: each kind of error gives a short reason and its 1-based line and column", () => {
  const cases: [string, string, number, number][] = [
    ['{"a": 1}}', "unexpected character '}'", 1, 9],
    ['{\n  "a": 1\n  "b": 2\n}', "expected ',' or '}'", 3, 3],
    ["[1 2]", "expected ',' or ']'", 1, 4],
    ['{"a": "x', "unterminated string", 1, 7],
    ['"x\\', "unterminated string", 1, 1],
    ["[1, /* never closed", "unterminated comment", 1, 5],
    ["/*/ 1", "unterminated comment", 1, 1],
    ['{"a": [1,', "unexpected end of input", 1, 10],
    ["", "unexpected end of input", 1, 1],
    ["// only a comment\n", "unexpected end of input", 2, 1],
    ['"\\q"', "invalid escape '\\q'", 1, 2],
    ['"ab\\u12G4"', "invalid escape '\\u12'", 1, 4],
    ['"a\tb"', "control character in string", 1, 3],
    ['"a\\\nb"', "control character in string", 1, 4],
    ['{"v1": 1, "v1": 2}', 'duplicate key "v1"', 1, 11],
    ["{ v1: 1 }", "expected a string key or '}'", 1, 3],
    ['{"a" 1}', "expected ':'", 1, 6],
    ["[01]", "invalid number '01'", 1, 2],
    ["[True]", "unexpected word 'True'", 1, 2],
    ["[,1]", "unexpected character ','", 1, 2],
    ["[1,,]", "unexpected character ','", 1, 4],
    ["/ x", "unexpected character '/'", 1, 1],
    ["[1]\u00a0", "unexpected character U+00A0", 1, 4],
  ];
  for (const [text, reason, line, column] of cases) {
    assert.deepEqual(failure(text), [reason, line, column], JSON.stringify(text));
  }
});

Deno.test("jsonc: CRLF and a lone CR are one line break each; columns count UTF-16 units after a BOM", () => {
  assert.deepEqual(failure('{\r\n"a": 1,\r\n"a": 2}'), ['duplicate key "a"', 3, 1]);
  assert.deepEqual(failure("[1,\r\r,]"), ["unexpected character ','", 3, 1]);
  assert.deepEqual(failure('["😀", x]'), ["unexpected word 'x'", 1, 8]);
  assert.deepEqual(failure("\uFEFF{,}"), ["expected a string key or '}'", 1, 2]);
});

Deno.test("jsonc: the error is a JsoncSyntaxError whose message is the reason and the position", () => {
  let e: unknown;
  try {
    parseJsonc("[1 2]");
  } catch (thrown) {
    e = thrown;
  }
  assert.ok(e instanceof JsoncSyntaxError);
  assert.equal(e.name, "JsoncSyntaxError");
  assert.equal(e.message, "expected ',' or ']' at line 1, column 4");
  assert.equal(e.reason, "expected ',' or ']'");
});

Deno.test("jsonc: a repeated key is an error in nested objects too, but not across objects", () => {
  assert.deepEqual(failure('{"a": {"b": 1,\n "b": 2}}'), ['duplicate key "b"', 2, 2]);
  assert.deepEqual(failure('{"__proto__": 1, "__proto__": 2}'), [
    'duplicate key "__proto__"',
    1,
    18,
  ]);
  assert.deepEqual(parseJsonc('[{"a": 1}, {"a": 2}]'), [{ a: 1 }, { a: 2 }]);
  const proto = parseJsonc('{"__proto__": 1}') as Record<string, unknown>;
  assert.deepEqual(Object.keys(proto), ["__proto__"]);
  assert.equal(Object.getPrototypeOf(proto), Object.prototype);
});

Deno.test("jsonc: the key listener hears each key with its line, column and depth", () => {
  const keys: [string, number, number, number][] = [];
  parseJsonc('{\n  "a": {"b": 1},\n  /* c */ "c": [{"d": 2}],\n}', (...k) => keys.push(k));
  assert.deepEqual(keys, [["a", 2, 3, 1], ["b", 2, 9, 2], ["c", 3, 11, 1], ["d", 3, 18, 3]]);
});

Deno.test("jsonc: 100,000 nested arrays neither overflow the stack nor lose depth", () => {
  const depth = 100_000;
  let value = parseJsonc("[".repeat(depth) + "]".repeat(depth));
  let seen = 0;
  for (; Array.isArray(value); value = value[0]) seen++;
  assert.equal(seen, depth);
  assert.deepEqual(failure("[".repeat(depth)), ["unexpected end of input", 1, depth + 1]);
  assert.deepEqual(failure('{"a":'.repeat(depth) + "}"), [
    "unexpected character '}'",
    1,
    5 * depth + 1,
  ]);
});

// --- properties ---

/** Characters that make near-JSON: tokens, escapes, whitespace, and a few that are never valid. */
const jsonishChar = fc.constantFrom(
  ...'{}[]",:-+.eE0123456789 \t\n\r\\/*truefalsnu',
  "\0",
  "\v",
  "\f",
  "\u00a0",
  "\uFEFF",
  "😀",
  "\ud800",
);

/** Texts near JSON: JSON.stringify output with a few characters inserted, removed or replaced. */
const nearJson = fc.tuple(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(undefined, 0, 2, "\t"),
  fc.array(fc.tuple(fc.nat(), fc.constantFrom("insert", "delete", "replace"), jsonishChar), {
    maxLength: 3,
  }),
).map(([v, indent, edits]) => {
  let text = JSON.stringify(v, null, indent);
  for (const [n, op, c] of edits) {
    const at = n % (text.length + 1);
    const rest = op === "insert" ? at : at + 1;
    text = text.slice(0, at) + (op === "delete" ? "" : c) + text.slice(rest);
  }
  return text;
});

/** Any text: near JSON, JSON-ish noise, or arbitrary UTF-16. */
const anyText = fc.oneof(
  nearJson,
  fc.string({ unit: jsonishChar, maxLength: 40 }),
  fc.string({ unit: "binary" }),
);

/** `parseJsonc(text)`, or the JsoncSyntaxError it throws. */
function attempt(text: string): { value: unknown } | { error: JsoncSyntaxError } {
  try {
    return { value: parseJsonc(text) };
  } catch (e) {
    if (e instanceof JsoncSyntaxError) return { error: e };
    throw e;
  }
}

Deno.test("jsonc: any JSON.stringify output, at any indent, parses to the value written (compared as JSON text: -0 is written as 0)", () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.constantFrom(undefined, 0, 1, 2, "\t", "\r\n"), (v, indent) => {
      const text = JSON.stringify(v, null, indent);
      // Not JSON.parse(text) as the oracle: this Deno's V8 (2.9.6) gave a key `"\""` back as
      // `\` after some earlier parses in the same process (CI, seed 327035989, run 266: the
      // same text parsed alone was right, and so was parseJsonc).
      assert.equal(JSON.stringify(parseJsonc(text)), JSON.stringify(v));
    }),
    { numRuns: 500 },
  );
});

Deno.test('jsonc: the property above with the seed whose oracle JSON.parse got a key wrong (`\\"` read as `\\\\`) parses every text to the value written', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.constantFrom(undefined, 0, 1, 2, "\t", "\r\n"), (v, indent) => {
      const text = JSON.stringify(v, null, indent);
      assert.equal(JSON.stringify(parseJsonc(text)), JSON.stringify(v));
    }),
    { numRuns: 500, seed: 327035989 },
  );
});

const TRIVIA = [
  "",
  " ",
  "\t",
  "\n",
  "\r\n",
  "\r",
  "// note\n",
  "//\r\n",
  "/* c */",
  "/**/",
  "/* a\nb */",
  "/* // */",
  '// , ] } " /*\n',
];

Deno.test("jsonc: comments, whitespace and trailing commas between tokens do not change the value", () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.gen(), (v, g) => {
      const t = (): string => g(fc.constantFrom, ...TRIVIA);
      const trailing = (n: number): string => n > 0 && g(fc.boolean) ? "," + t() : t();
      const render = (x: unknown): string => {
        if (Array.isArray(x)) {
          return "[" + x.map((e) => t() + render(e) + t()).join(",") + trailing(x.length) + "]";
        }
        if (typeof x === "object" && x !== null) {
          const members = Object.entries(x).map(([k, e]) =>
            t() + JSON.stringify(k) + t() + ":" + t() + render(e) + t()
          );
          return "{" + members.join(",") + trailing(members.length) + "}";
        }
        return JSON.stringify(x);
      };
      const text = t() + render(v) + t() + g(fc.constantFrom, "", "// end, no newline");
      assert.deepEqual(parseJsonc(text), JSON.parse(JSON.stringify(v)), JSON.stringify(text));
    }),
    { numRuns: 500 },
  );
});

Deno.test("jsonc: any string either parses or throws JsoncSyntaxError at a line and column inside it", () => {
  fc.assert(
    fc.property(anyText, (text) => {
      const r = attempt(text);
      if ("value" in r) return;
      const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
      assert.ok(r.error.line >= 1 && r.error.line <= lines.length, r.error.message);
      assert.ok(r.error.column >= 1, r.error.message);
      assert.ok(r.error.column <= lines[r.error.line - 1].length + 1, r.error.message);
    }),
    { numRuns: 3000 },
  );
});

Deno.test("jsonc: whenever JSON.parse accepts a text, parseJsonc gives the same value or names a duplicate key", () => {
  fc.assert(
    fc.property(anyText, (text) => {
      let expected: unknown;
      try {
        expected = JSON.parse(text);
      } catch {
        return;
      }
      const r = attempt(text);
      if ("value" in r) assert.deepEqual(r.value, expected);
      else assert.match(r.error.reason, /^duplicate key "/);
    }),
    { numRuns: 3000 },
  );
});

Deno.test("jsonc: whenever JSON.parse rejects a text without '/', trailing commas or a BOM, parseJsonc rejects it too", () => {
  fc.assert(
    fc.property(anyText, (text) => {
      fc.pre(!text.includes("/") && !/,[ \t\n\r]*[\]}]/.test(text) && !text.startsWith("\uFEFF"));
      let rejected = false;
      try {
        JSON.parse(text);
      } catch {
        rejected = true;
      }
      if (rejected) assert.ok("error" in attempt(text), JSON.stringify(text));
    }),
    { numRuns: 3000 },
  );
});

// --- cli/config_file.ts ---

/** Runs `body` with a fresh temp directory, removed afterwards. */
async function withTempDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "jsonc_test_" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** The message of the UsageError `loadConfigFile(path)` rejects with. */
async function configError(path: string): Promise<string> {
  const e = await loadConfigFile(path).then(() => undefined, (e: unknown) => e);
  assert.ok(e instanceof UsageError, `expected a UsageError, got ${e}`);
  assert.ok(!e.message.includes("\n"), "one line");
  return e.message;
}

Deno.test("config file: a valid JSONC file gives its settings", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/acp.jsonc`;
    await Deno.writeTextFile(
      path,
      '// settings\n{\n  "v1": "a --stdio", /* v1 */\n  "max-frame": "1MiB",\n  "copy": true,\n}\n',
    );
    assert.deepEqual(await loadConfigFile(path), {
      "v1": "a --stdio",
      "max-frame": "1MiB",
      "copy": true,
    });
  });
});

Deno.test("config file: a relative log-file, transcript, token-file or remote-token-file starts at the config file's directory, ~/ (and a bare ~) at $HOME; an absolute one is kept", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/acp.jsonc`;
    await Deno.writeTextFile(
      path,
      '{ "log-file": "logs/acp.log", "transcript": "t", "token-file": "./tok",\n' +
        '  "remote-token-file": "/etc/rtok", "v1": "./agent.sh" }\n',
    );
    const real = await Deno.realPath(dir);
    const home = Deno.env.get("HOME");
    await Deno.writeTextFile(`${dir}/home.jsonc`, '{ "log-file": "~/acp.log" }\n');
    assert.deepEqual(await loadConfigFile(`${dir}/home.jsonc`), { "log-file": `${home}/acp.log` });
    // A bare ~ is the home directory too (config6: it was a file named ~ beside the config).
    await Deno.writeTextFile(`${dir}/bare.jsonc`, '{ "transcript": "~" }\n');
    assert.deepEqual(await loadConfigFile(`${dir}/bare.jsonc`), { "transcript": home });
    assert.deepEqual(await loadConfigFile(path), {
      "log-file": `${real}/logs/acp.log`,
      "transcript": `${real}/t`,
      "token-file": `${real}/./tok`,
      "remote-token-file": "/etc/rtok",
      "v1": "./agent.sh", // a command, not a file key: run as the shell would, from the cwd
    });
  });
});

Deno.test("config file: a syntax error names path:line:column and says to fix the file", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/acp.jsonc`;
    await Deno.writeTextFile(path, '{\n  "v1": "a"\n  "v2": "b"\n}\n');
    assert.equal(
      await configError(path),
      `${path}:3:3: expected ',' or '}'; fix the config file (JSONC: JSON with comments and trailing commas)`,
    );
  });
});

Deno.test("config file: a directory is reported as a directory, not as a permission error", async () => {
  await withTempDir(async (dir) => {
    assert.equal(await configError(dir), `--config ${dir} is a directory; give a JSONC file`);
  });
});

Deno.test("config file: a missing file is reported as no such file", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/missing.jsonc`;
    assert.equal(await configError(path), `--config ${path}: no such file`);
  });
});

Deno.test({
  name: "config file: an unreadable file is reported as permission denied",
  ignore: Deno.build.os === "windows" || Deno.uid() === 0,
  fn: async () => {
    await withTempDir(async (dir) => {
      const path = `${dir}/locked.jsonc`;
      await Deno.writeTextFile(path, "{}");
      await Deno.chmod(path, 0o000);
      assert.equal(await configError(path), `--config ${path}: permission denied`);
    });
  },
});

Deno.test("config file: an endless file (/dev/zero) is refused after 1 MiB with a one-line error", async () => {
  assert.equal(
    await configError("/dev/zero"),
    "--config /dev/zero is larger than 1 MiB; is it the config file? Give a JSONC file",
  );
});

Deno.test("config file: a FIFO (as from a shell's process substitution) is read to its end", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/config.fifo`;
    const mkfifo = await new Deno.Command("mkfifo", { args: [path] }).output();
    assert.ok(mkfifo.success);
    const writing = Deno.writeTextFile(path, '{ "v1": "a --stdio" }\n');
    assert.deepEqual(await loadConfigFile(path), { "v1": "a --stdio" });
    await writing;
  });
});

Deno.test("small files: exactly the bound is read whole, one byte more is FileTooLargeError", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/f`;
    await Deno.writeFile(path, new Uint8Array(MAX_CONFIG_BYTES).fill(0x20));
    assert.equal((await readSmallFile(path, MAX_CONFIG_BYTES)).length, MAX_CONFIG_BYTES);
    await Deno.writeFile(path, new Uint8Array(MAX_CONFIG_BYTES + 1).fill(0x20));
    const e = await readSmallFile(path, MAX_CONFIG_BYTES).then(() => null, (e: unknown) => e);
    assert.ok(e instanceof FileTooLargeError, String(e));
    assert.equal(e.name, "FileTooLargeError");
    assert.equal(e.message, `${path} holds more than ${MAX_CONFIG_BYTES} bytes`);
  });
});

Deno.test("config file: an unknown key or a value of the wrong type names the key's path:line:column", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/acp.jsonc`;
    await Deno.writeTextFile(path, '{\n  "v1": "a",\n  // a typo\n  "v3": "b",\n}\n');
    assert.equal(
      await configError(path),
      `${path}:4:3: unknown key "v3"; use ${Object.keys(SETTING_KEYS).join(", ")}`,
    );
    await Deno.writeTextFile(path, '{"v1": "a", "toString": 1}');
    assert.match(
      await configError(path),
      new RegExp(`^${path}:1:13: unknown key "toString"; use `),
    );
    await Deno.writeTextFile(path, '{"v1": "a",\r\n "copy": "yes"}');
    assert.equal(await configError(path), `${path}:2:2: "copy" must be a boolean`);
    await Deno.writeTextFile(path, '{"grace-ms": true}');
    assert.equal(await configError(path), `${path}:1:2: "grace-ms" must be a number`);
  });
});

Deno.test("config file: a file that is not one object says so", async () => {
  await withTempDir(async (dir) => {
    const path = `${dir}/acp.jsonc`;
    await Deno.writeTextFile(path, '["v1"] // a list');
    assert.equal(
      await configError(path),
      `--config ${path} must hold one JSON object, e.g. {"v1": "my-agent"}`,
    );
  });
});

Deno.test("small files: a FIFO nobody writes to, or whose writer never closes it, is FileReadTimeoutError after the bound, not a wait for ever; one that is written and closed is read", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-small-file-" });
  try {
    // One FIFO per case: an open that timed out still waits in a blocking thread, and on a
    // shared FIFO it would open with the next case's writer and could leave that writer
    // without a reader (its write EPIPE, the case's read waiting for ever).
    const fifoNamed = async (name: string): Promise<string> => {
      const fifo = `${dir}/${name}`;
      assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
      return fifo;
    };
    // No writer at all: the open itself waits.
    let fifo = await fifoNamed("none");
    const none = await readSmallFile(fifo, MAX_CONFIG_BYTES, 200).then(() => null, (e) => e);
    assert.equal((none as Error)?.name, "FileReadTimeoutError");
    assert.ok(none instanceof FileReadTimeoutError);
    // A writer that writes a little and keeps the FIFO open: the read waits for its end.
    fifo = await fifoNamed("open");
    const writer = new Deno.Command("sh", {
      args: ["-c", `exec 3>'${fifo}'; printf '{}' >&3; exec sleep 2`],
    }).spawn();
    const open = await readSmallFile(fifo, MAX_CONFIG_BYTES, 300).then(() => null, (e) => e);
    assert.ok(open instanceof FileReadTimeoutError, String(open));
    writer.kill("SIGKILL");
    await writer.status;
    // Written and closed (a process substitution): read whole.
    fifo = await fifoNamed("closing");
    const closing = new Deno.Command("sh", { args: ["-c", `printf '{"v1":"cat"}' >'${fifo}'`] })
      .spawn();
    assert.equal(await readSmallFile(fifo, MAX_CONFIG_BYTES, 10_000), `{"v1":"cat"}`);
    await closing.status;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("config file: --config a FIFO nobody writes to is a usage error (exit 2) after the read bound, not a daemon that never starts", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp-config-fifo-" });
  try {
    const fifo = `${dir}/config.jsonc`;
    assert.ok((await new Deno.Command("mkfifo", { args: [fifo] }).output()).success);
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", fileURLToPath(new URL("../mod.ts", import.meta.url)), "--config", fifo],
      stdin: "null",
      stdout: "null",
      stderr: "piped",
      signal: AbortSignal.timeout(30_000),
    }).output();
    const stderr = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 2, stderr);
    assert.match(stderr, /--config .*config\.jsonc was not read to its end within 5000 ms/);
    assert.equal(stderr.trim().split("\n").length, 1, stderr);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
