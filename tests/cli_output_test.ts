/**
 * The CLI's own output — help, version, `trace` and `probe` reports — when stdout cannot take
 * it (README "Exit codes"): a full disk is one line on stderr and exit 1, never a stack trace;
 * a reader that went away (`acp-proxy --help | true`) is a normal end, as for a session.
 *
 * @module
 */

import assert from "node:assert/strict";
import { daemonArgv, DENO, ROOT } from "./fixtures/fixture_commands.ts";

const TRANSCRIPT = `${ROOT}tests/fixtures/transcripts/acp_session.jsonl`;
const AGENT = `${DENO} run --allow-run=sleep ${ROOT}testing/defect_agent.ts --defect none`;

/** Commands whose output is the CLI's own text. */
const COMMANDS: readonly (readonly string[])[] = [
  ["--version"],
  ["--help"],
  ["trace", "summary", TRANSCRIPT],
  ["trace", "--help"],
  ["probe", "--no-session", "--agent", AGENT],
];

/** Runs the daemon with `args`, its stdout `stdout` (a shell redirection) or a closed pipe. */
async function run(
  args: readonly string[],
  stdout: "/dev/full" | "a file at the size limit" | "a closed pipe",
  dir?: string,
): Promise<{ code: number; stderr: string }> {
  const argv = daemonArgv(...args);
  const child = stdout === "/dev/full"
    ? new Deno.Command("sh", {
      args: ["-c", 'exec "$@" >/dev/full', "sh", ...argv],
      stdin: "null",
      stderr: "piped",
    }).spawn()
    : stdout === "a file at the size limit"
    // `ulimit -f 0`: no byte may be written to a file. Deno's own caches (DENO_DIR) would
    // meet the limit first: it runs without them.
    ? new Deno.Command("sh", {
      args: ["-c", 'ulimit -f 0 && exec "$@" >"$0"', `${dir}/out`, ...argv],
      stdin: "null",
      stderr: "piped",
      env: { DENO_DIR: "/dev/null/no-deno-dir" },
    }).spawn()
    : new Deno.Command(argv[0], {
      args: argv.slice(1),
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
  // Closed long before the daemon (a Deno program) gets to write.
  if (stdout === "a closed pipe") await child.stdout.cancel();
  const limit = setTimeout(() => child.kill("SIGKILL"), 60_000);
  try {
    const stderr = await new Response(child.stderr).text();
    return { code: (await child.status).code, stderr };
  } finally {
    clearTimeout(limit);
  }
}

for (const args of COMMANDS) {
  const name = args.slice(0, 2).join(" ");
  Deno.test(`cli output: ${name} to a full disk (/dev/full) exits 1 with one line on stderr that says so, no stack trace`, async () => {
    const { code, stderr } = await run(args, "/dev/full");
    assert.equal(code, 1, stderr);
    assert.equal(
      stderr,
      "acp-proxy: cannot write its output: No space left on device (os error 28)\n",
    );
  });
}

// The probe is left out: without DENO_DIR it would download its npm packages again.
for (const args of COMMANDS.slice(0, 4)) {
  const name = args.slice(0, 2).join(" ");
  Deno.test(`cli output: ${name} to a file past the size limit (ulimit -f) exits 1 with one line on stderr that says so (before, in every mode but a session, the kernel's SIGXFSZ killed it: exit 153, not a word)`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "acp-cli-xfsz-" });
    try {
      const { code, stderr } = await run(args, "a file at the size limit", dir);
      assert.equal(code, 1, stderr);
      assert.equal(stderr, "acp-proxy: cannot write its output: File too large (os error 27)\n");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}

for (const args of COMMANDS.slice(0, 4)) {
  const name = args.slice(0, 2).join(" ");
  Deno.test(`cli output: ${name} into a pipe whose reader went away is a normal end: exit 0, nothing on stderr`, async () => {
    const { code, stderr } = await run(args, "a closed pipe");
    assert.deepEqual({ code, stderr }, { code: 0, stderr: "" });
  });
}
