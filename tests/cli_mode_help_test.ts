/**
 * `acp-proxy MODE --help`: each mode's help is the part of the full help that mode takes
 * (its usage lines, its flags, the listener's for serve and proxy, the probe's for probe, the
 * general part), cut from the same text so the two never disagree.
 *
 * @module
 */

import assert from "node:assert/strict";
import { USAGE, usageFor } from "../cli/usage.ts";
import { type Mode, modeTakes } from "../cli/args.ts";
import { daemonArgv, runToEnd } from "./fixtures/fixture_commands.ts";

const MODES: Mode[] = ["serve", "connect", "proxy", "chain", "probe"];

/** The flags a help text describes (each entry's first line). */
function flagsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^ {2}(?:-[a-zA-Z], )?--([a-z0-9-]+)/gm)].map((m) => m[1]));
}

Deno.test("cli mode help: MODE --help prints that mode's help on stdout, exit 0 (before, the full help)", async () => {
  const run = await runToEnd(daemonArgv("probe", "--help"), "", 30_000);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, "");
  assert.equal(run.stdout, usageFor("probe"));
  assert.notEqual(run.stdout, USAGE);
  // After the flags the word is an unquoted command's, not a mode: the full help.
  const full = await runToEnd(daemonArgv("--v1", "cat", "--help"), "", 30_000);
  assert.equal(full.stdout, USAGE);
});

Deno.test("cli mode help: MODE help, as trace help, prints that mode's help, exit 0 (before: serve help and probe help said \"unexpected argument 'help'; quote a command that has spaces\"); a help after more words is still a stray word", async () => {
  for (const mode of MODES) {
    const run = await runToEnd(daemonArgv(mode, "help"), "", 30_000);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, "");
    assert.equal(run.stdout, usageFor(mode), mode);
  }
  const stray = await runToEnd(daemonArgv("serve", "--v1", "cat", "help"), "", 30_000);
  assert.equal(stray.code, 2);
  assert.match(stray.stderr, /unexpected argument 'help'/);
});

Deno.test("cli mode help: each mode's help has every flag of the full help that the mode takes, and none it refuses", () => {
  const all = flagsOf(USAGE);
  for (const mode of MODES) {
    const text = usageFor(mode);
    const shown = flagsOf(text);
    for (const flag of all) {
      assert.equal(shown.has(flag), modeTakes(flag, mode), `${mode} --help and --${flag}`);
    }
    assert.match(
      text,
      mode === "serve" ? /^ {2}acp-proxy \[serve\] /m : new RegExp(`^ {2}acp-proxy ${mode} `, "m"),
    );
    for (const other of MODES.filter((m) => m !== mode && m !== "serve")) {
      assert.doesNotMatch(
        text,
        new RegExp(`^ {2}acp-proxy ${other} `, "m"),
        `${mode} shows ${other}`,
      );
    }
    assert.match(
      text,
      new RegExp(`This is the help of ${mode}; 'acp-proxy --help' has every mode\\.\\n$`),
    );
  }
  // The listener is serve's and proxy's; the probe's section is the probe's.
  assert.ok(flagsOf(usageFor("serve")).has("drain-ms"));
  assert.ok(!flagsOf(usageFor("connect")).has("listen"));
  assert.ok(!flagsOf(usageFor("chain")).has("v1"));
  assert.ok(flagsOf(usageFor("probe")).has("no-session"));
  assert.ok(!flagsOf(usageFor("probe")).has("grace-ms"));
  // One description per flag: the probe's --agent, not the connect/chain one too.
  assert.equal(usageFor("probe").match(/^ {2}--agent /gm)?.length, 1);
  // serve and proxy record to a file on stdio too, not only to a directory with --listen.
  for (const mode of ["serve", "proxy"] as const) {
    assert.match(usageFor(mode), /^ {2}--transcript PATH /m, mode);
  }
  // The general paragraphs stay (the probe has its own exit codes).
  for (const mode of MODES) {
    assert.match(usageFor(mode), /^Signals: /m, mode);
    if (mode !== "probe") assert.match(usageFor(mode), /^Exit codes: /m, mode);
  }
  // A chain takes no --v1/--v2; the probe no remote agent.
  assert.doesNotMatch(usageFor("chain"), /at least one of --v1\/--v2/);
  assert.doesNotMatch(usageFor("probe"), /http\(s\):\/\/|remote agent/);
});

Deno.test("cli mode help: a mode's help describes each flag as it is in that mode, once, and nothing another mode takes", () => {
  for (const mode of MODES) {
    const text = usageFor(mode);
    // Each flag once (serve and proxy: --transcript PATH, and DIR with --listen).
    for (const flag of flagsOf(text)) {
      const count = text.match(new RegExp(`^ {2}(?:-[a-zA-Z], )?--${flag} `, "gm"))!.length;
      assert.equal(
        count,
        flag === "transcript" && text.includes("--listen") ? 2 : 1,
        `${mode} --${flag}`,
      );
    }
    // No other mode's reading of a flag, and no "only" for the mode itself.
    if (mode !== "connect") assert.doesNotMatch(text, /connect:|client program/, mode);
    if (mode !== "chain") assert.doesNotMatch(text, /chain:|chain with proxies/, mode);
    assert.doesNotMatch(text, /^ {2}--\S+(?: [A-Z]+)? +(?:serve\/proxy|chain) only/m, mode);
    // Only the --no-NAME flags the mode takes.
    for (const off of text.matchAll(/--no-([a-z-]+)/g)) {
      if (off[1] !== "session") assert.ok(modeTakes(off[1], mode), `${mode} --no-${off[1]}`);
    }
    // The general paragraphs say what this mode does: the probe takes no --grace-ms.
    if (mode === "probe") assert.doesNotMatch(text, /--grace-ms/);
  }
  assert.match(usageFor("connect"), /^ {2}--v1 CMD +the client program speaking v1/m);
  assert.match(usageFor("chain"), /^ {2}--agent CMD +the agent at the end of the chain$/m);
  assert.match(usageFor("connect"), /^Exit codes: the selected client program's own exit code/m);
  assert.match(usageFor("chain"), /^Exit codes: 0 when the client left/m);
  // The modes that dial remote agents say --max-frame bounds their lines too (before regress90:
  // only the full help and chain's said so).
  for (const mode of ["serve", "connect", "proxy", "chain"] as const) {
    assert.match(usageFor(mode), /a remote agent's lines: up to this\s+or 16 MiB/, mode);
  }
});

Deno.test("cli mode help: the README's CLI reference shows the help's usage lines", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const block = /## CLI reference\n\n```\n([^]*?)```/.exec(readme)?.[1];
  const usage = /\nUsage:\n([^]*?)\n\n/.exec(USAGE)![1];
  assert.equal(block, usage.split("\n").map((line) => line.slice(2)).join("\n") + "\n");
});

Deno.test("cli mode help: no line of the full help or of a mode's is wider than 100 columns", () => {
  for (const text of [USAGE, ...MODES.map(usageFor)]) {
    for (const line of text.split("\n")) assert.ok(line.length <= 100, line);
  }
});
