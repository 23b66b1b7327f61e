/**
 * process/split_command.ts: POSIX-like word splitting without a shell; and the checks `command`
 * makes of the words when the factory is made.
 */

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  commandProblem,
  commandProblemText,
  CommandSyntaxError,
  joinCommand,
  splitCommand,
} from "../process/split_command.ts";
import { command, type CommandOptions } from "../process/command.ts";
import { shellSyntaxProblem } from "../cli/shell_syntax.ts";

Deno.test("split command: quoting table", () => {
  const table: Array<[string, string[]]> = [
    ["agent --stdio", ["agent", "--stdio"]],
    ["  agent \t --stdio\n", ["agent", "--stdio"]],
    ["a\r\nb", ["a", "b"]],
    ["", []],
    [" \t\n ", []],
    ["''", [""]],
    [`""`, [""]],
    ["a '' b", ["a", "", "b"]],
    ["a''b", ["ab"]],
    [`'my agent.ts' --flag`, ["my agent.ts", "--flag"]],
    [`deno run -A "my agent.ts"`, ["deno", "run", "-A", "my agent.ts"]],
    [`a"b c"d`, ["ab cd"]],
    [`'a"b'`, [`a"b`]],
    [`'a\\b'`, [`a\\b`]],
    [`"a'b"`, [`a'b`]],
    [`"a\\"b"`, [`a"b`]],
    [`"a\\\\b"`, [`a\\b`]],
    [`"a\\$b"`, ["a$b"]],
    ['"a\\`b"', ["a`b"]],
    [`"a\\xb"`, [`a\\xb`]],
    [`a\\ b`, ["a b"]],
    [`\\'x`, ["'x"]],
    [`\\"`, [`"`]],
    [`\\\\`, [`\\`]],
    [`'it'\\''s'`, ["it's"]],
    [`$HOME ~ *.ts ; | && > x`, ["$HOME", "~", "*.ts", ";", "|", "&&", ">", "x"]],
    [`"$HOME"`, ["$HOME"]],
    [`'multi\nline'`, ["multi\nline"]],
    [`é 🦀 "日本 語"`, ["é", "🦀", "日本 語"]],
  ];
  for (const [input, words] of table) {
    assert.deepEqual(splitCommand(input), words, JSON.stringify(input));
  }
});

Deno.test("split command: unterminated quotes and a trailing backslash are syntax errors", () => {
  const table: Array<[string, RegExp]> = [
    [`'abc`, /unterminated ' quote/],
    [`agent 'a b`, /unterminated ' quote/],
    [`"abc`, /unterminated " quote/],
    [`"abc\\"`, /unterminated " quote/],
    [`abc\\`, /trailing backslash/],
  ];
  for (const [input, message] of table) {
    assert.throws(
      () => splitCommand(input),
      (e: unknown) =>
        e instanceof CommandSyntaxError && e instanceof SyntaxError && message.test(e.message),
      JSON.stringify(input),
    );
  }
});

// Any characters a program's argument can carry: every one but NUL (lone surrogates, which no
// argument can carry either, are not made by "binary").
const carried = (length: { minLength?: number; maxLength: number }) =>
  fc.string({ unit: "binary", ...length }).map((w) => w.replaceAll("\0", "0"));

const words = fc.array(carried({ maxLength: 12 }), { maxLength: 8 });

Deno.test("split command: a NUL or half of a UTF-16 surrogate pair, which no program's argument can carry, is refused with what to do (before: a NUL ran as 'command not found', a half pair as U+FFFD)", () => {
  const table: Array<[string, RegExp]> = [
    [
      "cat\0x",
      /^a NUL character in command "cat\\u0000x", which no program's arguments can carry$/,
    ],
    ["cat '\0'", /^a NUL character in command/],
    ["cat \ud800", /^half of a UTF-16 surrogate pair in command "cat \\ud800", which no program's/],
    ["\udc00cat", /^half of a UTF-16 surrogate pair/],
  ];
  for (const [input, message] of table) {
    assert.throws(
      () => splitCommand(input),
      (e: unknown) => e instanceof CommandSyntaxError && message.test(e.message),
      JSON.stringify(input),
    );
    const problem = commandProblem(input);
    assert.ok(problem instanceof CommandSyntaxError, JSON.stringify(input));
    assert.match(commandProblemText(problem), /; remove that character$/);
  }
  assert.throws(() => command("cat\0x"), CommandSyntaxError, "the library's command() too");
  // Its array form and its env too (before: a NUL failed only when a client came, and half a
  // pair ran as U+FFFD).
  for (const word of ["a\0b", "a\ud800b"]) {
    assert.throws(
      () => command(["sh", "-c", "true", word]),
      CommandSyntaxError,
      JSON.stringify(word),
    );
    assert.throws(
      () => command("sh", { env: { E: word } }),
      (e: unknown) => e instanceof TypeError && /env value of E holds/.test((e as Error).message),
      JSON.stringify(word),
    );
  }
  for (const name of ["", "A=B", "A\0"]) {
    assert.throws(() => command("sh", { env: { [name]: "x" } }), TypeError, JSON.stringify(name));
  }
  command(["agent", "\u{1F600}"], { env: { E: "caf\u00e9 \u{1F600}" } }); // whole pairs pass
  const quoting = commandProblem(`a 'b`);
  assert.ok(quoting instanceof CommandSyntaxError);
  assert.match(commandProblemText(quoting), /unterminated ' quote .*; fix the quoting$/);
  // A whole pair is a character like any other.
  assert.deepEqual(splitCommand("agent \ud83d\ude00"), ["agent", "\u{1F600}"]);
});

const singleQuoted = (w: string) => `'${w.replaceAll("'", `'\\''`)}'`;
const doubleQuoted = (w: string) => `"${w.replace(/[\\"$`]/g, (c) => "\\" + c)}"`;

Deno.test("split command property: single-quoting each word (' as '\\'') and joining with spaces splits back to the words", () => {
  fc.assert(
    fc.property(words, fc.constantFrom(" ", "  ", "\t", "\n", " \r\n "), (ws, sep) => {
      assert.deepEqual(splitCommand(ws.map(singleQuoted).join(sep)), ws);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("split command property: joinCommand gives a string that splits back to the words (empty ones too), and leaves plain words unquoted", () => {
  fc.assert(
    fc.property(words, (ws) => {
      const text = joinCommand(ws);
      assert.deepEqual(splitCommand(text), ws);
      for (const w of ws) {
        if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(w)) assert.ok(text.split(" ").includes(w), text);
      }
    }),
  );
  assert.equal(joinCommand(["deno", "run", "--prefix", ""]), "deno run --prefix ''");
});

Deno.test('split command property: double-quoting with \\ before \\ " $ ` splits back to the words', () => {
  fc.assert(
    fc.property(words, (ws) => {
      assert.deepEqual(splitCommand(ws.map(doubleQuoted).join(" ")), ws);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("split command property: a backslash before every character of a non-empty word keeps it literally", () => {
  const word = carried({ minLength: 1, maxLength: 12 }).filter((w) => !w.includes("\n"));
  fc.assert(
    fc.property(fc.array(word, { maxLength: 8 }), (ws) => {
      const escaped = ws.map((w) => [...w].map((c) => "\\" + c).join(""));
      assert.deepEqual(splitCommand(escaped.join(" ")), ws);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("split command property: words without blanks, quotes or backslashes need no quoting", () => {
  const plain = carried({ minLength: 1, maxLength: 10 }).filter((w) =>
    !/[\s'"\\]/.test(w) && !w.includes("\r")
  );
  fc.assert(
    fc.property(fc.array(plain, { maxLength: 8 }), (ws) => {
      assert.deepEqual(splitCommand(ws.join(" ")), ws);
    }),
    { numRuns: 500 },
  );
});

Deno.test("splitCommand treats backslash-newline as a line continuation, quoted or not", () => {
  assert.deepEqual(splitCommand("agent \\\n--flag"), ["agent", "--flag"]);
  assert.deepEqual(splitCommand('agent "a\\\nb"'), ["agent", "ab"]);
  assert.deepEqual(splitCommand("agent 'a\\\nb'"), ["agent", "a\\\nb"]);
});

Deno.test("command: an empty command (or an empty program word: '' or [\"\"]), one that is not a string or an array of strings, or options of the wrong type fail when the factory is made, not at its first start", () => {
  for (const empty of ["", "   ", [], "''", '"" --acp', [""]]) {
    assert.throws(() => command(empty), CommandSyntaxError, JSON.stringify(empty));
  }
  for (const bad of [5, null, ["cat", 1], { cmd: "cat" }]) {
    assert.throws(
      () => command(bad as unknown as string),
      (e: Error) => e instanceof TypeError && /a command/.test(e.message),
      JSON.stringify(bad),
    );
  }
  for (
    const [options, message] of [
      [{ stderr: "bogus" }, /stderr is "inherit" or "null" \(got "bogus"\)/],
      [{ env: { A: 1 } }, /env values are strings \(got "A": number\)/],
      [{ env: null }, /env is an object of strings \(got null\)/],
      [{ env: "A=1" }, /env is an object of strings \(got A=1\)/],
      [{ env: ["A=1"] }, /env is an object of strings \(got an array\)/],
      [{ cwd: 5 }, /cwd is a string/],
      [{ clearEnv: "yes" }, /clearEnv is true or false/],
      [null, /options must be an object/],
    ] as const
  ) {
    assert.throws(
      () => command(["cat"], options as unknown as CommandOptions),
      (e: Error) => e instanceof TypeError && message.test(e.message),
      JSON.stringify(options),
    );
  }
  assert.equal(typeof command(["cat"]), "function");
  assert.equal(typeof command(["cat"], { env: { A: "1" }, stderr: "null", cwd: "/" }), "function");
});

Deno.test("shell syntax property: words each single-quoted are never taken for shell syntax, and a bare operator among plain words always is", () => {
  const plain = fc.stringMatching(/^[a-z][a-z0-9./-]{0,8}$/);
  const any = fc.string({ minLength: 1, maxLength: 12 }).filter((w) => !w.includes("'"));
  fc.assert(
    fc.property(plain, fc.array(any, { maxLength: 6 }), (program, words) => {
      const quoted = [program, ...words.map((w) => `'${w}'`)].join(" ");
      assert.equal(shellSyntaxProblem(quoted), null, quoted);
    }),
  );
  const operator = fc.constantFrom("|", "||", "&&", ";", "&", ">", ">>", "<", "2>&1");
  fc.assert(
    fc.property(plain, fc.array(plain, { maxLength: 4 }), operator, (program, words, op) => {
      const text = [program, ...words, op, ...words].join(" ");
      assert.match(
        shellSyntaxProblem(text) ?? "",
        new RegExp(`^'${op.replaceAll("|", "\\|")}' is shell syntax`),
      );
    }),
  );
});

Deno.test('shell syntax: what a POSIX shell would read otherwise than the daemon\'s word splitting is refused, and only that (regress49: operators glued to words, 2>/dev/null and backticks passed; ~"..." and a $ no shell expands were refused)', () => {
  const refused: [string, RegExp][] = [
    ["agent|tee log", /^'\|' is shell syntax/],
    ["agent --acp>log", /^'>' is shell syntax/],
    ["agent;echo", /^';' is shell syntax/],
    ["agent --acp&", /^'&' is shell syntax/],
    ["agent --acp 2>/dev/null", /^'2>' is shell syntax/],
    ["agent &>log", /^'&>' is shell syntax/],
    ["`which agent` --acp", /^'`which' needs a shell to expand it/],
    [`agent --x "a\`b\`"`, /^'`' is shell syntax/],
    ["agent\n--acp", /^a line break \(a second command\) is shell syntax/],
    ["agent # comment", /^'#' \(a comment\) is shell syntax/],
    ["(agent)", /^'\(' is shell syntax/],
    ["~user/agent", /^'~user\/agent' needs a shell/],
    ["a$-b", /^'a\$-b' needs a shell/],
    ["\\\n~/agent", /^'~\/agent' needs a shell/],
    [`X="a b" agent`, /^'X=a b' sets a variable/],
  ];
  for (const [command, message] of refused) {
    assert.match(shellSyntaxProblem(command) ?? "taken", message, JSON.stringify(command));
  }
  const taken = [
    `~"/My Agents"/agent`,
    `~'root'/agent`,
    "agent$ --acp",
    "/opt/d$/agent",
    "agent --acp\n",
    "sh -c 'a | b; c > d'",
    `agent "|" \\| '>'`,
    "npx -y @scope/pkg@1.2.3 --acp",
    "agent a=b --flag=x",
    "'' agent",
  ];
  for (const command of taken) assert.equal(shellSyntaxProblem(command), null, command);
});
