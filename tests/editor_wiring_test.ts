/**
 * The README's "Use it with your editor" snippets work as written (issue 10 §4): each JSON
 * block is parsed from the README, `/home/you/` becomes a temporary home in which
 * `deno install` put `acp-proxy` and stand-in agents sit at the snippet's paths, and each
 * entry's command runs with its args and env as the editor would run it. Then an editor's
 * `initialize` is answered by the agent the snippet routes it to, and the `--log-file`
 * named in the snippet shows the selection.
 *
 * @module
 */

import assert from "node:assert/strict";
import { parseJsonc } from "../cli/jsonc.ts";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const HOME = "/home/you/";

interface AgentServer {
  type?: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** The JSON code blocks of the README's editor section, parsed. */
async function editorSnippets(): Promise<Record<string, AgentServer>[]> {
  const readme = await Deno.readTextFile(`${ROOT}README.md`);
  const start = readme.indexOf("## Use it with your editor");
  assert.ok(start >= 0, "the README has the editor section");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const blocks = [...section.matchAll(/```jsonc?\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.ok(blocks.length >= 2, "a Zed and a JetBrains snippet");
  return blocks.map((text) =>
    (parseJsonc(text) as { agent_servers: Record<string, AgentServer> })
      .agent_servers
  );
}

/** A stand-in agent at `path`: the scripted agent speaking `protocol`, named after its path. */
async function standIn(path: string, protocol: 1 | 2): Promise<void> {
  await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
  const script = `${ROOT}testing/scripted_agent.ts`;
  await Deno.writeTextFile(
    path,
    `#!/bin/sh\nexec '${Deno.execPath()}' run '${script}' --protocol ${protocol} --name '${path}'\n`,
  );
  await Deno.chmod(path, 0o755);
}

function initialize(protocol: 1 | 2): string {
  const params = protocol === 2
    ? `{"protocolVersion":2,"info":{"name":"editor","version":"1"},"capabilities":{}}`
    : `{"protocolVersion":1,"clientInfo":{"name":"editor","version":"1"},"clientCapabilities":{}}`;
  return `{"jsonrpc":"2.0","id":1,"method":"initialize","params":${params}}\n`;
}

/** Runs an entry as an editor does and sends one `initialize`; returns the first answer. */
async function runEntry(entry: AgentServer, home: string, protocol: 1 | 2) {
  const local = (s: string) => s.replaceAll(HOME, `${home}/`);
  const env = Object.fromEntries(Object.entries(entry.env ?? {}).map(([k, v]) => [k, local(v)]));
  const child = new Deno.Command(local(entry.command), {
    args: entry.args.map(local),
    env,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(initialize(protocol)));
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await writer.close();
  await reader.cancel();
  const [status, stderr] = await Promise.all([child.status, new Response(child.stderr).text()]);
  clearTimeout(timer);
  return { answer: text.split("\n")[0], code: status.code, stderr };
}

Deno.test("editor wiring: the README's Zed and JetBrains entries run as written and route each editor to the agent they name", async () => {
  const [zed, jetbrains] = await editorSnippets();
  const home = await Deno.makeTempDir({ prefix: "acp-home-" });
  try {
    const install = await new Deno.Command(Deno.execPath(), {
      args: ["install", "-g", "-A", "--root", `${home}/.deno`, "-n", "acp-proxy", "mod.ts"],
      cwd: ROOT,
      env: { NO_COLOR: "1" },
    }).output();
    assert.equal(install.code, 0, new TextDecoder().decode(install.stderr));

    const entries = [...Object.values(zed), ...Object.values(jetbrains)];
    assert.equal(entries.length, 2);
    for (const entry of entries) {
      assert.equal(entry.command, `${HOME}.deno/bin/acp-proxy`, "the installed command");
      assert.ok(entry.env?.PATH?.includes(`${HOME}.deno/bin`), "PATH for a GUI editor");
      // The agents: each --v1/--v2 value is an absolute path under the home directory.
      for (const flag of ["--v1", "--v2"] as const) {
        const at = entry.args.indexOf(flag);
        if (at < 0) continue;
        assert.ok(entry.args[at + 1].startsWith(HOME), `${flag} is an absolute path`);
        await standIn(entry.args[at + 1].replace(HOME, `${home}/`), flag === "--v1" ? 1 : 2);
      }
    }

    const zedEntry = Object.values(zed)[0];
    assert.equal(zedEntry.type, "custom", "Zed's custom agent entry");
    const v2 = await runEntry(zedEntry, home, 2);
    assert.equal(v2.code, 0, v2.stderr);
    assert.equal(JSON.parse(v2.answer).result.protocolVersion, 2);
    assert.match(JSON.parse(v2.answer).result.info.name, /acp\/node_modules\/\.bin\/codex-acp$/);
    const v1 = await runEntry(zedEntry, home, 1);
    assert.match(JSON.parse(v1.answer).result.agentInfo.name, /zed\/node_modules\/\.bin\/codex/);

    const jetbrainsEntry = Object.values(jetbrains)[0];
    const converted = await runEntry(jetbrainsEntry, home, 2);
    assert.equal(converted.code, 0, converted.stderr);
    assert.equal(JSON.parse(converted.answer).result.protocolVersion, 1, "only a v1 agent");

    // The daemon's own lines went to the snippet's --log-file, not to the editor's stderr.
    const log = await Deno.readTextFile(`${home}/acp-proxy.log`);
    assert.match(log, /info: selected ACP v2 agent for requested version 2\n/);
    assert.match(log, /info: selected ACP v1 agent for requested version 1\n/);
    assert.match(
      log,
      /info: selected ACP v1 agent for requested version 2 \(initialize rewritten\)/,
    );
    for (const run of [v2, v1, converted]) assert.doesNotMatch(run.stderr, /acp-proxy:/);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("editor wiring: an editor whose PATH has no node starts the daemon, and the agent gets that PATH as it was, without the node Deno puts first on its own (before editor6: PATH=~/.cache/deno/node_compat_bin:..., and DENO_NODE_SHIM_ACTIVE=1: an npm agent ran on Deno)", async () => {
  const bin = await Deno.makeTempDir({ prefix: "acp-no-node-" });
  try {
    await Deno.symlink(Deno.execPath(), `${bin}/deno`);
    const env: Record<string, string> = { HOME: Deno.env.get("HOME") ?? "/", PATH: bin };
    const denoDir = Deno.env.get("DENO_DIR");
    if (denoDir !== undefined) env.DENO_DIR = denoDir;
    const agent = `/bin/sh -c 'echo "PATH=$PATH SHIM=\${DENO_NODE_SHIM_ACTIVE-unset}" >&2; ` +
      `read l; cat >/dev/null'`;
    const child = new Deno.Command(`${bin}/deno`, {
      args: ["run", "-A", `${ROOT}mod.ts`, "--v1", agent],
      clearEnv: true,
      env,
      stdin: "piped",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(
      `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`,
    ));
    await writer.close();
    const { stderr } = await child.output();
    clearTimeout(timer);
    assert.match(new TextDecoder().decode(stderr), new RegExp(`^PATH=${bin} SHIM=unset$`, "m"));
  } finally {
    await Deno.remove(bin, { recursive: true });
  }
});
