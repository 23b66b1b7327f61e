/**
 * `deno task demo`: runs scripted clients through the acp-proxy daemon against the
 * built-in v1 and v2 demo agents and prints, readably, which version was selected,
 * what the first frame became, and the conversation.
 *
 * Each scenario starts the real daemon (`deno run -A mod.ts ...`) as a subprocess, so
 * this is exactly the main job a user runs, with `--log-level info` to show selection.
 *
 * @module
 */

import { runScriptedClient } from "../testing/scripted_client.ts";
import type { Protocol } from "../testing/acp_shapes.ts";

// Decoded: a checkout whose path holds a space (or any character a URL escapes) works too.
const root = decodeURIComponent(new URL("..", import.meta.url).pathname);
const deno = Deno.execPath();
const agent = (protocol: Protocol) =>
  `"${deno}" run --quiet "${root}testing/scripted_agent.ts" --protocol ${protocol} --name demo-agent-v${protocol} --report-init`;

interface Scenario {
  title: string;
  client: Protocol;
  configured: Protocol[];
}

const SCENARIOS: Scenario[] = [
  { title: "v2 client, v1 and v2 agents configured", client: 2, configured: [1, 2] },
  { title: "v1 client, v1 and v2 agents configured", client: 1, configured: [1, 2] },
  {
    title: "v2 client, only a v1 agent configured (initialize converted)",
    client: 2,
    configured: [1],
  },
];

const color = !Deno.noColor && Deno.stdout.isTerminal();
const paint = (code: string, text: string) => color ? `\x1b[${code}m${text}\x1b[0m` : text;
const bold = (t: string) => paint("1", t);
const dim = (t: string) => paint("2", t);
const cyan = (t: string) => paint("36", t);
const green = (t: string) => paint("32", t);

function short(json: string, max = 150): string {
  return json.length > max ? `${json.slice(0, max - 1)}…` : json;
}

async function runScenario(s: Scenario, index: number): Promise<boolean> {
  console.log(bold(`\n[${index + 1}] ${s.title}`));
  const args = ["run", "-A", "--quiet", `${root}mod.ts`, "--log-level", "info"];
  for (const v of s.configured) args.push(`--v${v}`, agent(v));
  const daemon = new Deno.Command(deno, {
    args,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderrText = new Response(daemon.stderr).text();
  const sent: string[] = [];
  const transcript: string[] = [];
  let ok = true;
  try {
    const report = await runScriptedClient(
      { protocol: s.client, prompts: ["hello from the demo", "permission"], cancel: true },
      daemon.stdout,
      daemon.stdin,
      (line) => {
        transcript.push(line);
        if (line.startsWith("-> ")) sent.push(line.slice(3));
      },
    );
    const status = await daemon.status;
    const stderr = await stderrText;
    const selected = /selected ACP v(\d) agent for requested version (\d+)(.*)/.exec(stderr);
    const received = /initialize params (.*)/.exec(stderr)?.[1] ?? "(not reported)";
    console.log(
      `  client sent protocolVersion ${s.client}; daemon configured: ${
        s.configured.map((v) => `v${v}`).join(", ")
      }`,
    );
    console.log(`  ${green("selected")}: ACP v${selected?.[1]}${selected?.[3] ?? ""}`);
    console.log(
      `  ${cyan("first frame, as the client sent it")}:  ${
        short(JSON.parse(sent[0]).params ? JSON.stringify(JSON.parse(sent[0]).params) : sent[0])
      }`,
    );
    console.log(`  ${cyan("first frame, as the agent received it")}: ${short(received)}`);
    console.log(`  agent answered protocolVersion ${report.agentProtocolVersion}`);
    console.log(dim("  conversation:"));
    for (const line of transcript) {
      if (line.startsWith("-> ") || line.startsWith("<- ")) {
        console.log(dim(`    ${short(line, 140)}`));
      }
    }
    for (const turn of report.turns) {
      console.log(
        `  turn "${turn.prompt}": ${turn.updates} updates, stop reason ${turn.stopReason}` +
          (turn.permissionRequests
            ? `, ${turn.permissionRequests} permission request answered`
            : ""),
      );
    }
    console.log(`  daemon exited with code ${status.code}`);
  } catch (e) {
    ok = false;
    console.log(`  FAILED: ${e instanceof Error ? e.message : e}`);
    console.log(await stderrText.catch(() => ""));
    try {
      daemon.kill("SIGKILL");
    } catch { /* already gone */ }
    await daemon.status;
  }
  return ok;
}

if (import.meta.main) {
  console.log(bold("acp-proxy demo: one daemon, two agent versions, byte-exact after initialize"));
  let failures = 0;
  for (const [i, s] of SCENARIOS.entries()) if (!await runScenario(s, i)) failures++;
  console.log(
    failures === 0 ? green("\nall scenarios completed") : `\n${failures} scenario(s) failed`,
  );
  Deno.exit(failures === 0 ? 0 : 1);
}
