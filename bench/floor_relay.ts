/**
 * The `deno-floor` baseline of figure 3 (cold start): the least any router started with
 * `deno run` can do before its agent answers. It reads the first line with plain reads,
 * parses it, starts the agent (only then, as ROUTING §3.3 requires of the daemon), hands
 * it the line and passes bytes both ways.
 *
 * ```sh
 * deno run -A bench/floor_relay.ts AGENT [ARGS...]
 * ```
 *
 * A yardstick, not a router: no validation, no limits, no signals, no process group
 * (the daemon's group costs it a `fork` instead of a `posix_spawn`), no grace period.
 * What the daemon adds over this line is its own start-up cost; what this line adds over
 * `direct` is Deno's.
 *
 * @module
 */

const LF = 0x0a;
const buffer = new Uint8Array(64 * 1024);
let filled = 0;
let lineEnd = -1;
while (lineEnd < 0) {
  if (filled === buffer.length) throw new Error("floor relay: first line over 64 KiB");
  const n = await Deno.stdin.read(buffer.subarray(filled));
  if (n === null) Deno.exit(0);
  lineEnd = buffer.subarray(filled, filled + n).indexOf(LF);
  if (lineEnd >= 0) lineEnd += filled;
  filled += n;
}
JSON.parse(new TextDecoder().decode(buffer.subarray(0, lineEnd))); // what selection needs

const [program, ...args] = Deno.args;
const agent = new Deno.Command(program, {
  args,
  stdin: "piped",
  stdout: "piped",
  stderr: "inherit",
}).spawn();
const writer = agent.stdin.getWriter();
await writer.write(buffer.subarray(0, filled));
writer.releaseLock();
const toAgent = Deno.stdin.readable.pipeTo(agent.stdin).catch(() => {});
const toClient = agent.stdout.pipeTo(Deno.stdout.writable).catch(() => {});
const { code } = await agent.status;
await toClient;
await Promise.race([toAgent, new Promise((resolve) => setTimeout(resolve, 100))]);
Deno.exit(code);
