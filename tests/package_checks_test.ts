import assert from "node:assert/strict";
import { runToEnd, scriptedAgentArgv, sdkClientArgv } from "./fixtures/fixture_commands.ts";
import { within } from "./fixtures/support.ts";
import { fileURLToPath } from "node:url";

async function run(...args: string[]): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: new URL("..", import.meta.url),
    env: { NO_COLOR: "1" },
  }).output();
  const text = new TextDecoder();
  return { code, output: text.decode(stdout) + text.decode(stderr) };
}

Deno.test("package: deno doc --lint finds every export documented (both exports)", async () => {
  const { code, output } = await run("doc", "--lint", "mod.ts", "testing/mod.ts");
  assert.equal(code, 0, output);
});

for (const entry of ["mod.ts", "testing/mod.ts"]) {
  Deno.test(`package: every export of ${entry} has JSDoc with a titled example`, async () => {
    const { code, output } = await run("doc", "--json", entry);
    assert.equal(code, 0, output);
    type Declaration = { kind: string; jsDoc?: { tags?: { kind: string; doc?: string }[] } };
    const doc = JSON.parse(output) as {
      nodes: Record<string, { symbols: { name: string; declarations: Declaration[] }[] }>;
    };
    const key = Object.keys(doc.nodes).find((k) => k.endsWith(`/${entry}`));
    assert.ok(key, `deno doc reports ${entry}`);
    const skipped = new Set(["interface", "typeAlias", "import", "moduleDoc"]);
    const missing: string[] = [];
    for (const symbol of doc.nodes[key].symbols) {
      const declarations = symbol.declarations.filter((d) => !skipped.has(d.kind));
      if (declarations.length === 0) continue;
      // An overloaded function counts once: some declaration of it has the titled example.
      const titled = declarations.some((d) =>
        (d.jsDoc?.tags ?? []).some((t) =>
          t.kind === "example" && !(t.doc ?? "").trimStart().startsWith("```")
        )
      );
      if (!titled) missing.push(symbol.name);
    }
    assert.deepEqual(missing, [], `exports without a titled @example: ${missing.join(", ")}`);
  });
}

Deno.test("package: deno publish --dry-run accepts the package (no slow types), with both workers and without files only the tests use", async () => {
  const { code, output } = await run("publish", "--dry-run", "--allow-dirty");
  assert.equal(code, 0, output);
  assert.match(output, /Success Dry run complete/);
  for (const file of ["transport/linux/fd_pump_worker.ts", "observation/recorder_worker.ts"]) {
    assert.ok(output.includes(file), `${file} is published`);
  }
  // What the README links to and shows is published with it.
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const linked = [...readme.matchAll(/\]\(((?:docs|examples|deploy)\/[^)#]+)\)/g)].map((m) => m[1]);
  assert.ok(linked.length >= 5, `README links: ${linked.join(", ")}`);
  for (const file of linked) {
    assert.ok(output.includes(file), `${file}, linked from the README, is published`);
  }
  for (const file of ["simd_scan.wat", "json_spans.ts", "tests/", "bench/"]) {
    assert.ok(!output.includes(file), `${file} is not published`);
  }
});

Deno.test("package: --version prints the version from deno.json", async () => {
  const denoJson = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  const { code, output } = await run("run", "-A", "mod.ts", "--version");
  assert.equal(code, 0);
  assert.equal(output, `acp-proxy ${denoJson.version}\n`);
  // In every mode and position, trace's included; after `--` it is a file's name.
  for (
    const argv of [["serve", "-V"], ["probe", "--version"], ["trace", "-V"], [
      "trace",
      "summary",
      "x.jsonl",
      "--version",
    ], ["trace", "view", "-V"]]
  ) {
    const got = await run("run", "-A", "mod.ts", ...argv);
    assert.deepEqual(got, { code: 0, output: `acp-proxy ${denoJson.version}\n` }, argv.join(" "));
  }
  const file = await run("run", "-A", "mod.ts", "trace", "summary", "--", "-V");
  assert.equal(file.code, 2, file.output);
  assert.match(file.output, /-V/);
});

Deno.test("package: the README's TypeScript examples type-check against the library", async () => {
  const { code, output } = await run("check", "--doc-only", "README.md");
  assert.equal(code, 0, output);
});

Deno.test("package: JSDoc examples in the library and the testing module type-check", async () => {
  const testing = [...Deno.readDirSync(new URL("../testing/", import.meta.url))]
    .filter((e) => e.name.endsWith(".ts")).map((e) => `testing/${e.name}`);
  const { code, output } = await run("check", "--doc", "mod.ts", ...testing);
  assert.equal(code, 0, output);
});

/** Folders that are not the library's modules (each has tests of its own, or is not code). */
const NOT_LIBRARY = new Set([
  "tests",
  "bench",
  "demo",
  "examples",
  "dist",
  "deploy",
  "docs",
  "coverage",
  "node_modules",
]);

/** The library's modules (paths from the package root) whose JSDoc has a runnable example. */
function modulesWithExamples(dir = "", out: string[] = []): string[] {
  for (const entry of Deno.readDirSync(new URL(`../${dir}`, import.meta.url))) {
    const path = dir + entry.name;
    if (entry.name.startsWith(".") || NOT_LIBRARY.has(path)) continue;
    if (entry.isDirectory) modulesWithExamples(`${path}/`, out);
    else if (entry.name.endsWith(".ts")) {
      const text = Deno.readTextFileSync(new URL(`../${path}`, import.meta.url));
      if (/^ \* ```ts$/m.test(text)) out.push(path);
    }
  }
  return out;
}

Deno.test("package: every runnable JSDoc example of the library and the testing module runs and ends (deno test --doc; before, two examples waited for ever: an Outbox and a LineOutbox whose limit was below one frame's cost)", async () => {
  const modules = modulesWithExamples();
  assert.ok(modules.length > 50, `${modules.length} modules with examples found`);
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", "--doc", ...modules],
    cwd: new URL("..", import.meta.url),
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // 5 minutes: about 250 examples are type-checked and run (30 s on an idle machine).
  const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
  try {
    const { code, stdout, stderr } = await child.output();
    const output = new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr);
    assert.equal(code, 0, output.slice(-4000));
    const passed = Number(/ok \| (\d+) passed \| 0 failed/.exec(output)?.[1] ?? 0);
    assert.ok(passed > 200, `${passed} examples passed`);
  } finally {
    clearTimeout(timer);
  }
});

/** The modules `entry` loads before any dynamic import runs. */
async function staticGraph(entry: string): Promise<string[]> {
  const { code, output } = await run("info", "--json", entry);
  assert.equal(code, 0, output);
  const graph = JSON.parse(output) as {
    roots: string[];
    modules: {
      specifier: string;
      dependencies?: { code?: { specifier: string }; isDynamic?: boolean }[];
    }[];
  };
  const bySpecifier = new Map(graph.modules.map((m) => [m.specifier, m]));
  const seen = new Set<string>();
  const visit = (specifier: string) => {
    if (seen.has(specifier)) return;
    seen.add(specifier);
    for (const d of bySpecifier.get(specifier)?.dependencies ?? []) {
      if (!d.isDynamic && d.code) visit(d.code.specifier);
    }
  };
  graph.roots.forEach(visit);
  return [...seen];
}

Deno.test("package: the stdio CLI and library load only the remote fronts (no server, no client); --listen and URL agents load those on demand", async () => {
  // What mod.ts may load at start-up from remote/: the exported functions' small fronts.
  const fronts = [
    "remote/listen_acp.ts",
    "remote/router_handler.ts",
    "remote/remote_agent.ts",
    "remote/remote_agent_options.ts",
    "remote/remote_agent_error.ts",
    "remote/token_problem.ts", // the options' token check: a few lines, no imports
    "remote/shown_address.ts", // an address without its password, for a refusal: no imports
  ];
  for (const entry of ["mod.ts", "cli/main.ts", "agent_router/agent_router.ts"]) {
    const remote = (await staticGraph(entry)).filter((s) => s.includes("/remote/"));
    const heavy = remote.filter((s) => !fronts.some((f) => s.endsWith(f)));
    assert.deepEqual(heavy, [], `${entry} loads remote code at start-up`);
    // The conductor likewise: only its front (types and the class) loads with the library.
    const chain = (await staticGraph(entry)).filter((s) => s.includes("/conductor/"));
    assert.deepEqual(
      chain.filter((s) => !s.endsWith("/conductor/conductor.ts")),
      [],
      `${entry} loads the conductor's session at start-up`,
    );
  }
  const modules = await runtimeGraph("mod.ts");
  const frontBytes = modules.filter((m) => fronts.some((f) => m.specifier.endsWith(f)))
    .reduce((sum, m) => sum + m.size, 0);
  // Their code and JSDoc: small next to the server and clients they load on demand (> 100 KiB).
  // (18 KiB until remoteAgent kept its own copy of its options, a 0.6 KiB key list; 20 KiB
  // until the fronts refused, when called, a token, headers or callbacks no connection could
  // use: 22.6 KiB; 24 KiB until the address-without-password text moved here from cli/, so that
  // the library's refusal of an address hides the password too: 25.4 KiB.)
  assert.ok(frontBytes < 26 * 1024, `the remote fronts are ${frontBytes} bytes`);
  for (const module of ["remote/http_server.ts", "remote/http_client.ts", "remote/ws_client.ts"]) {
    assert.ok(
      modules.some((m) => m.specifier.endsWith(module)),
      `${module} is reachable on demand`,
    );
  }
});

/** Every module `deno info` finds from `entry` (static and literal dynamic imports). */
async function runtimeGraph(entry: string): Promise<{ specifier: string; size: number }[]> {
  const { code, output } = await run("info", "--json", entry);
  assert.equal(code, 0, output);
  const graph = JSON.parse(output) as { modules: { specifier: string; size?: number }[] };
  return graph.modules.map((m) => ({ specifier: m.specifier, size: m.size ?? 0 }));
}

Deno.test("package: the daemon's runtime graph (mod.ts with every mode, and the splice worker) holds only this package's own files and the runtime's node: built-ins: no npm, jsr or remote module", async () => {
  const root = new URL("..", import.meta.url).href;
  for (
    const entry of [
      "mod.ts",
      "transport/linux/fd_pump_worker.ts",
      "observation/recorder_worker.ts",
    ]
  ) {
    const modules = await runtimeGraph(entry);
    assert.ok(modules.length > 0);
    // `node:` modules ship inside the runtime (the remote server is on `node:http`): nothing to
    // download, unlike npm, jsr or remote ones.
    const foreign = modules.filter((m) =>
      !m.specifier.startsWith(root) && !m.specifier.startsWith("node:")
    );
    assert.deepEqual(foreign.map((m) => m.specifier), [], `${entry} reaches outside the package`);
    const fromTests = modules.filter((m) => /\/(tests|bench|demo)\//.test(m.specifier));
    assert.deepEqual(fromTests.map((m) => m.specifier), [], `${entry} reaches test code`);
  }
  // The testing export is separate: mod.ts never loads it, and it is npm-free itself.
  const all = await runtimeGraph("mod.ts");
  assert.deepEqual(
    all.filter((m) => m.specifier.includes("/testing/")).map((m) => m.specifier),
    [],
  );
  const testing = await runtimeGraph("testing/mod.ts");
  assert.ok(testing.some((m) => m.specifier.endsWith("/testing/scripted_agent.ts")));
  const outside = testing.filter((m) => !m.specifier.startsWith(root));
  assert.deepEqual(
    outside.map((m) => m.specifier),
    [],
    "testing/mod.ts reaches outside the package",
  );
  assert.deepEqual(
    testing.filter((m) => /\/(tests|bench|demo|cli)\//.test(m.specifier)).map((m) => m.specifier),
    [],
    "testing/mod.ts reaches test code or cli/",
  );
  // The modes load lazily, but they are in the graph: the config reader is one of them.
  const specifiers = (await runtimeGraph("mod.ts")).map((m) => m.specifier);
  assert.ok(specifiers.some((s) => s.endsWith("/cli/config_file.ts")), "the graph is complete");
});

Deno.test("package: every module the daemon, its workers and the library load is Latin-1 text (other characters escaped), so V8 keeps its source one byte per character: `→` and `…` in the start path's comments delayed the agent's spawn 4–5 ms", async () => {
  // V8 stores a module's source as one byte per character only when every character is
  // Latin-1; one `→` anywhere (a comment too) makes it two bytes per character, and Deno's
  // emitted module (code and inline source map) is about three times the file. Measured
  // side by side, 60 alternating starts of the same tree with and without such characters:
  // the agent was spawned 4–5 ms later with them.
  const root = new URL("..", import.meta.url).href;
  const offending: string[] = [];
  const seen = new Set<string>();
  for (
    const entry of [
      "mod.ts",
      "transport/linux/fd_pump_worker.ts",
      "observation/recorder_worker.ts",
      "testing/mod.ts",
    ]
  ) {
    for (const { specifier } of await runtimeGraph(entry)) {
      if (!specifier.startsWith(root) || seen.has(specifier)) continue;
      seen.add(specifier);
      const lines = (await Deno.readTextFile(new URL(specifier))).split("\n");
      lines.forEach((line, i) => {
        const wide = [...line].find((c) => c.codePointAt(0)! > 0xff);
        if (wide) offending.push(`${specifier.slice(root.length)}:${i + 1}: ${wide}`);
      });
    }
  }
  assert.ok(seen.size > 50, `only ${seen.size} modules read: is the graph complete?`);
  assert.deepEqual(
    offending,
    [],
    "write these in ASCII (comments) or as \\u escapes (strings); HTML in String.raw as &#x…;",
  );
});

/** A v1 initialize, answered by a `cat` agent with the same bytes. */
const INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;

/**
 * Runs `deno run -A [denoFlags] mod.ts [args]` from the checkout with `env`, writes
 * {@linkcode INIT} and closes its stdin, and returns how it ended.
 */
async function oneExchange(
  args: string[],
  denoFlags: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", ...denoFlags, "mod.ts", ...args],
    cwd: new URL("..", import.meta.url),
    env,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(INIT));
  await writer.close();
  const out = await child.output();
  const decoder = new TextDecoder();
  return { code: out.code, stdout: decoder.decode(out.stdout), stderr: decoder.decode(out.stderr) };
}

Deno.test("package: a first run from a checkout downloads nothing (fresh DENO_DIR): --help, then --config with a full exchange", async () => {
  const denoDir = await Deno.makeTempDir({ prefix: "acp-denodir-" });
  try {
    const env = { NO_COLOR: "1", DENO_DIR: denoDir };
    const cwd = new URL("..", import.meta.url);
    const help = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "mod.ts", "--help"],
      cwd,
      env,
    }).output();
    assert.equal(help.code, 0);
    assert.doesNotMatch(new TextDecoder().decode(help.stderr), /Download/);
    const config = `${denoDir}/acp.jsonc`;
    await Deno.writeTextFile(config, `{ "v1": "cat", // an echo agent\n}`);
    const { code, stdout, stderr } = await oneExchange(["--config", config], [], env);
    assert.equal(code, 0, stderr);
    assert.equal(stdout, INIT);
    assert.doesNotMatch(stderr, /Download/);
    const npm = [...Deno.readDirSync(denoDir)].find((e) => e.name === "npm");
    const cached = npm ? [...Deno.readDirSync(`${denoDir}/npm`)] : [];
    assert.deepEqual(cached.map((e) => e.name), [], "npm packages were fetched");
  } finally {
    await Deno.remove(denoDir, { recursive: true });
  }
});

Deno.test("package: probe's first run (fresh DENO_DIR) downloads only what its schema check loads — the SDK's schemas, ajv and their dependencies — never a test-only package; the daemon's deno.lock pins nothing else", async () => {
  const root = new URL("..", import.meta.url);
  const lock = JSON.parse(await Deno.readTextFile(new URL("deno.lock", root)));
  const product = [
    "@agentclientprotocol/sdk@2.4.0_zod@4.6.7",
    "ajv@8.20.0",
    "fast-deep-equal@3.1.3",
    "fast-uri@3.1.9",
    "json-schema-traverse@1.0.0",
    "require-from-string@2.0.2",
    "zod@4.6.7",
  ];
  assert.deepEqual(Object.keys(lock.npm ?? {}).sort(), product, "deno.lock's npm packages");
  const denoDir = await Deno.makeTempDir({ prefix: "acp-denodir-" });
  try {
    // The scripted agent (product code, no npm package), so that only the probe's own checks
    // can have downloaded anything.
    const agent = scriptedAgentArgv(1).map((word) => `'${word}'`).join(" ");
    const probe = await within(
      new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "mod.ts", "probe", "--v1", agent],
        cwd: root,
        env: { NO_COLOR: "1", DENO_DIR: denoDir },
      }).output(),
      240_000,
      "the probe's first run",
    );
    const report = new TextDecoder().decode(probe.stdout) + new TextDecoder().decode(probe.stderr);
    assert.match(report, /v1 schema +ok/, report);
    const registry = `${denoDir}/npm/registry.npmjs.org`;
    const fetched = await Deno.stat(registry).then(() => true, () => false)
      ? [...Deno.readDirSync(registry)].map((e) => e.name).sort()
      : [];
    for (const testOnly of ["fast-check", "playwright-core", "pure-rand"]) {
      assert.ok(!fetched.includes(testOnly), `${testOnly} was downloaded: ${fetched.join(" ")}`);
    }
    const allowed = new Set(product.map((p) => p.replace(/^(@?[^@]+)@.*$/, "$1").split("/")[0]));
    assert.deepEqual(fetched.filter((name) => !allowed.has(name)), [], fetched.join(" "));
  } finally {
    await Deno.remove(denoDir, { recursive: true });
  }
});

Deno.test("package: a stdio run reads no module of another mode (deno.json's lazy-dynamic-imports): not the trace, probe, listen, conductor, client-router, remote-server or transcript-recorder modules", async () => {
  // Deno's debug log names every file it fetches; without the setting it fetches the target
  // of every dynamic import at start-up (≈ 3 ms of the cold start).
  const { code, stdout, stderr } = await oneExchange(["--v1", "cat"], ["--log-level=debug"], {
    NO_COLOR: "1",
  });
  assert.equal(code, 0, stderr.slice(-2000));
  assert.equal(stdout, INIT);
  const root = new URL("..", import.meta.url).href;
  const fetched = new Set(
    [...stderr.matchAll(/fetch_no_follow - specifier: (\S+)/g)]
      .map((m) => m[1])
      .filter((s) => s.startsWith(root))
      .map((s) => s.slice(root.length)),
  );
  assert.ok(fetched.has("agent_router/agent_router.ts"), [...fetched].join(" "));
  assert.ok(fetched.has("cli/main.ts"), [...fetched].join(" "));
  for (
    const other of [
      "cli/trace_cli.ts",
      "cli/probe_cli.ts",
      "cli/listen.ts",
      "cli/usage.ts",
      "observation/ring_recorder.ts",
      "transport/record_ring.ts",
      "conductor/chain_session.ts",
      "client_router/client_connect.ts",
      "remote/http_server.ts",
      "remote/http_client.ts",
    ]
  ) assert.ok(!fetched.has(other), `${other} was read by a stdio run`);
});

/** A `serve --listen 127.0.0.1:0` daemon of `entry` with a scripted v1 agent, once it listens. */
async function startListener(
  entry: string,
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  const agent = scriptedAgentArgv(1).map((w) => `'${w}'`).join(" ");
  const daemon = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", entry, "serve", "--listen", "127.0.0.1:0", "--v1", agent],
    cwd: new URL("..", import.meta.url),
    env: { NO_COLOR: "1" },
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const said = daemon.stderr.pipeThrough(new TextDecoderStream()).getReader();
  const stop = async () => {
    try {
      daemon.kill("SIGTERM");
    } catch {
      // exited
    }
    await within(daemon.status, 10_000, `the exit of ${entry}`);
    await said.cancel().catch(() => {});
  };
  let text = "";
  try {
    const found = await within(
      (async () => {
        while (true) {
          const found = /listening on (http:\/\/127\.0\.0\.1:(\d+)\/acp)/.exec(text);
          if (found) return found;
          const next = await said.read();
          if (next.done) throw new Error(`${entry} did not listen:\n${text}`);
          text += next.value;
        }
      })(),
      30_000,
      `the listening line of ${entry}`,
    );
    return { url: found[1], port: Number(found[2]), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

Deno.test("package: a run with an http:// agent reads no WebSocket module (ws_client_socket.ts, ws_frames.ts: their first load took 50-70 ms with the node: built-ins the frames need), and a ws:// agent does", async () => {
  const { url, stop } = await startListener("mod.ts");
  try {
    const root = new URL("..", import.meta.url).href;
    for (const address of [url, url.replace(/^http/, "ws")]) {
      const { code, stdout, stderr } = await oneExchange(["--v1", address], ["--log-level=debug"], {
        NO_COLOR: "1",
      });
      assert.equal(code, 0, stderr.slice(-2000));
      assert.match(stdout, /"id":1,"result"/, stderr.slice(-2000));
      const fetched = new Set(
        [...stderr.matchAll(/fetch_no_follow - specifier: (\S+)/g)]
          .map((m) => m[1])
          .filter((s) => s.startsWith(root))
          .map((s) => s.slice(root.length)),
      );
      const ws = address.startsWith("ws:");
      assert.ok(fetched.has(ws ? "remote/ws_client.ts" : "remote/http_client.ts"), address);
      for (const module of ["remote/ws_client_socket.ts", "remote/ws_frames.ts"]) {
        assert.equal(fetched.has(module), ws, `${module} read by a run with ${address}`);
      }
    }
  } finally {
    await stop();
  }
});

Deno.test("package: the README's `deno install -g -A --unstable-lazy-dynamic-imports -n acp-proxy mod.ts` gives a command that prints --help, reads --config and completes an SDK client's session", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  assert.match(
    readme,
    /deno install -g -A --unstable-lazy-dynamic-imports -n acp-proxy mod\.ts/,
    "the README's install line",
  );
  const installRoot = await Deno.makeTempDir({ prefix: "acp-install-" });
  try {
    const install = await run(
      "install",
      "-g",
      "-A",
      "--unstable-lazy-dynamic-imports",
      "--root",
      installRoot,
      "-n",
      "acp-proxy",
      "mod.ts",
    );
    assert.equal(install.code, 0, install.output);
    const bin = `${installRoot}/bin/acp-proxy`;
    const help = await new Deno.Command(bin, { args: ["--help"], env: { NO_COLOR: "1" } }).output();
    assert.equal(help.code, 0, new TextDecoder().decode(help.stderr));
    assert.match(new TextDecoder().decode(help.stdout), /^acp-proxy: route ACP/);

    const config = `${installRoot}/acp.jsonc`;
    const agent = scriptedAgentArgv(1).map((w) => `'${w}'`).join(" ");
    await Deno.writeTextFile(
      config,
      `{\n  // from the README\n  "v1": ${JSON.stringify(agent)},\n}\n`,
    );
    // The installed command runs from anywhere: not the checkout.
    const { stdout, stderr, code } = await runToEnd(
      sdkClientArgv(1, [bin, "--config", config, "--log-level", "info"]),
    );
    assert.equal(code, 0, stdout + stderr);
    assert.equal(JSON.parse(stdout).ok, true, stdout);
    assert.match(stderr, /selected ACP v1 agent for requested version 1/);
    assert.doesNotMatch(stderr, /not a dependency|Download/);
  } finally {
    await Deno.remove(installRoot, { recursive: true });
  }
});

Deno.test("package: `deno task compile` builds from the runtime graph only (with the splice worker), and stops, if at all, only at downloading Deno's runtime", async () => {
  const denoJson = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  const task: string = denoJson.tasks.compile;
  assert.match(task, /--exclude-unused-npm/, "test-only npm packages stay out of the binary");
  for (const worker of ["fd_pump_worker"]) {
    assert.match(
      task,
      new RegExp(`--include transport/linux/${worker}\\.ts`),
      `${worker} is loaded by URL`,
    );
  }
  const out = await Deno.makeTempDir({ prefix: "acp-compile-" });
  try {
    const args = task.replace(/^deno /, "").replace("dist/acp-proxy", `${out}/acp-proxy`)
      .split(" ");
    const child = new Deno.Command(Deno.execPath(), {
      args,
      cwd: new URL("..", import.meta.url),
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    const result = await child.output();
    clearTimeout(timer);
    const output = new TextDecoder().decode(result.stdout) +
      new TextDecoder().decode(result.stderr);
    if (result.code === 0) {
      const help = await new Deno.Command(`${out}/acp-proxy`, { args: ["--help"] }).output();
      assert.equal(help.code, 0);
      return;
    }
    // This machine cannot reach Deno's download host: that must be the only failure.
    assert.match(output, /dl\.deno\.land|denort|dns error|download/i, output);
    assert.doesNotMatch(output, /Module not found|TS\d{4}|error: Import/, output);
  } finally {
    await Deno.remove(out, { recursive: true });
  }
});

/** `deno task bundle` in the checkout, once for every test that needs `dist/`. */
let bundling: Promise<string> | undefined;
function bundled(): Promise<string> {
  bundling ??= (async () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const task = await new Deno.Command(Deno.execPath(), {
      args: ["task", "bundle"],
      cwd: root,
      env: { NO_COLOR: "1" },
    }).output();
    assert.equal(task.code, 0, new TextDecoder().decode(task.stderr));
    return root;
  })();
  return bundling;
}

Deno.test("package: `deno task bundle` gives a one-file daemon (plus its two workers) that serves a full exchange, splices on the kernel paths, and records a transcript", async () => {
  const root = await bundled();
  const dir = await Deno.makeTempDir({ prefix: "acp-bundle-" });
  try {
    // The bundle runs from anywhere, next to its workers.
    for (
      const file of [
        "acp-proxy.js",
        "fd_pump_worker.ts",
        "recorder_worker.ts",
      ]
    ) {
      await Deno.copyFile(`${root}dist/${file}`, `${dir}/${file}`);
    }
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    const transcript = `${dir}/t.jsonl`;
    const script =
      `(printf '%s' "$INIT"; sleep 0.3; head -c 20000000 /dev/zero | tr '\\000' x; echo) | ` +
      `'${Deno.execPath()}' run -A '${dir}/acp-proxy.js' --v1 "wc -c" --log-level debug 2>&1; ` +
      `printf '%s' "$INIT" | '${Deno.execPath()}' run -A '${dir}/acp-proxy.js' --v1 cat ` +
      `--transcript '${transcript}'`;
    const run = await new Deno.Command("sh", {
      args: ["-c", script],
      env: { INIT: init, NO_COLOR: "1" },
    }).output();
    const out = new TextDecoder().decode(run.stdout);
    assert.equal(run.code, 0, out + new TextDecoder().decode(run.stderr));
    // More than 1 MiB within a second: the splice worker takes over from the main thread (20 MB:
    // on a loaded machine the copy before the splice was ready took 2.4 MB of 3, and the rest
    // was too little for a worker).
    assert.match(out, /client-to-agent splice: a worker takes over after \d+ bytes/);
    // The pump moved the bytes after the first read (a loaded machine may start the daemon after
    // more than the first frame has arrived: those go with it), the worker to the end of input.
    const pumped = /client-to-agent pump ended \(eof, (\d+) bytes\)/.exec(out);
    assert.ok(pumped, "the splice worker ran to the end of input");
    assert.ok(Number(pumped[1]) > 1024 * 1024 && Number(pumped[1]) <= 20000001, pumped[0]);
    assert.match(out, /^20000079$/m, "the agent got every byte");
    assert.ok(out.endsWith(init), "the second daemon echoed the initialize");
    assert.match(await Deno.readTextFile(transcript), /"type":"request".*"method":"initialize"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("package: a bundle copied without its worker files says so in one line each (which file, what to do) and goes on copying, the bytes intact; before, Deno printed its own raw 'Module not found' line with colour codes and the daemon said nothing", async () => {
  const root = await bundled();
  const dir = await Deno.makeTempDir({ prefix: "acp-lone bundle ä-" });
  try {
    await Deno.copyFile(`${root}dist/acp-proxy.js`, `${dir}/acp-proxy.js`);
    const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n`;
    // More than 1 MiB within a second after the initialize: a splice worker would take over.
    const script = `(printf '%s' "$INIT"; sleep 0.3; head -c 3000000 /dev/zero | tr '\\000' x; ` +
      `echo) | '${Deno.execPath()}' run -A '${dir}/acp-proxy.js' --v1 "wc -c" ` +
      `--transcript '${dir}/t.jsonl'`;
    const run = await new Deno.Command("sh", {
      args: ["-c", script],
      env: { INIT: init }, // colour left on: none may reach a stderr that is no terminal
    }).output();
    const out = new TextDecoder().decode(run.stdout);
    const err = new TextDecoder().decode(run.stderr);
    assert.equal(run.code, 0, err);
    assert.match(out, /^3000079$/m, "the agent got every byte");
    assert.doesNotMatch(err, /Module not found/);
    assert.ok(!err.includes("\u001b["), `colour codes on stderr: ${err}`);
    const lines = err.trim().split("\n");
    assert.deepEqual(lines, [
      `acp-proxy: error: the transcript recorder cannot start: its worker file ${dir}/` +
      `recorder_worker.ts is missing; keep the worker files beside the bundle (dist/ holds ` +
      `three: README "Install")`,
      `acp-proxy: warn: the splice worker's file ${dir}/fd_pump_worker.ts is missing, so fast ` +
      `traffic is copied, not spliced; keep the worker files beside the bundle (dist/ holds ` +
      `three: README "Install")`,
    ], err);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("package: the bundle has no static `node:` import (a bundle hoists one to its top, so every start, stdio's included, loaded Deno's Node layer: the bundle had become ~30 ms slower to answer than `deno run mod.ts`), and its --listen mode serves a WebSocket session and a refused upgrade", async () => {
  const root = await bundled();
  const bundle = await Deno.readTextFile(`${root}dist/acp-proxy.js`);
  const hoisted = [...bundle.matchAll(/^import\b[^;]*?from\s*["']node:[^"']+["'];?$/gm)]
    .map((m) => m[0]);
  assert.deepEqual(hoisted, [], "static node: imports at the bundle's top");
  assert.match(bundle, /await import\("node:http"\)/, "the server loads node:http when it starts");

  const { port, stop } = await startListener(`${root}dist/acp-proxy.js`);
  try {
    // A session over WebSocket: the upgrade's accept key (node:crypto), text frames checked
    // for UTF-8 (node:buffer), the server itself (node:http).
    const ws = new WebSocket(`ws://127.0.0.1:${port}/acp`);
    const answer = await within(
      new Promise<string>((resolve, reject) => {
        ws.onopen = () =>
          ws.send(`{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"protocolVersion":1}}`);
        ws.onmessage = (e) => resolve(String(e.data));
        ws.onerror = () => reject(new Error("the WebSocket failed"));
      }),
      30_000,
      "the bundle's WebSocket answer",
    );
    const closed = new Promise((resolve) => ws.onclose = resolve);
    ws.close();
    await within(closed, 10_000, "the WebSocket's close");
    assert.match(answer, /^\{"jsonrpc":"2\.0","id":7,"result":\{.*"protocolVersion":1/);
    // A refused upgrade is answered on the raw socket with its reason phrase (STATUS_CODES).
    const conn = await Deno.connect({ hostname: "127.0.0.1", port });
    try {
      await conn.write(new TextEncoder().encode(
        `GET /acp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n` +
          `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: https://elsewhere.example\r\n\r\n`,
      ));
      const buffer = new Uint8Array(4096);
      const read = await within(conn.read(buffer), 10_000, "the refused upgrade's answer");
      const head = new TextDecoder().decode(buffer.subarray(0, read ?? 0));
      assert.match(head, /^HTTP\/1\.1 403 Forbidden\r\n/, head);
    } finally {
      conn.close();
    }
  } finally {
    await stop();
  }
});

/** Serves the checkout over HTTP on a free local port, as a registry would serve its files. */
function serveCheckout(): { url: string; server: Deno.HttpServer<Deno.NetAddr> } {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (r) => {
    const path = decodeURIComponent(new URL(r.url).pathname);
    try {
      const body = await Deno.readFile(root + path.slice(1));
      const type = path.endsWith(".json") ? "application/json" : "application/typescript";
      return new Response(body, { headers: { "content-type": type } });
    } catch {
      return new Response("not found", { status: 404 });
    }
  });
  return { url: `http://127.0.0.1:${server.addr.port}/`, server };
}

Deno.test("package: run from a URL (as from JSR) with a cold cache, a --transcript session starts and answers — the recorder worker's download no longer stalls the session's own lazy imports (before, some of ten cold runs stalled before the initialize answer)", async () => {
  const { url, server } = serveCheckout();
  const dir = await Deno.makeTempDir({ prefix: "acp-url-run-" });
  const encoder = new TextEncoder();
  try {
    for (let run = 0; run < 10; run++) {
      const env = { DENO_DIR: `${dir}/deno-${run}`, NO_COLOR: "1" };
      const daemon = [
        "run",
        "-A",
        "--unstable-lazy-dynamic-imports",
        `${url}mod.ts`,
      ];
      // The module graph is cached first (as `deno install` would): the workers and the lazily
      // loaded modes are not in it, and download during the session.
      const cached = await new Deno.Command(Deno.execPath(), {
        args: [...daemon, "--version"],
        cwd: dir,
        env,
        stdout: "null",
        stderr: "null",
      }).output();
      assert.ok(cached.success);
      const child = new Deno.Command(Deno.execPath(), {
        args: [
          ...daemon,
          "--v1",
          scriptedAgentArgv(1).map((w) => `'${w}'`).join(" "),
          "--transcript",
          dir,
        ],
        cwd: dir,
        env,
        stdin: "piped",
        stdout: "piped",
        stderr: "null",
      }).spawn();
      const writer = child.stdin.getWriter();
      const reader = child.stdout.getReader();
      try {
        let seen = "";
        const nextLine = async (what: string) => {
          while (!seen.includes("\n")) {
            const { done, value } = await within(reader.read(), 20_000, `${what} (run ${run})`);
            if (done) throw new Error(`the daemon ended before ${what}`);
            seen += new TextDecoder().decode(value);
          }
          const line = seen.slice(0, seen.indexOf("\n"));
          seen = seen.slice(seen.indexOf("\n") + 1);
          return JSON.parse(line);
        };
        await writer.write(encoder.encode(INIT));
        assert.equal((await nextLine("the initialize answer")).id, 1);
        await writer.write(encoder.encode(
          `{"jsonrpc":"2.0","id":2,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}\n`,
        ));
        assert.equal((await nextLine("the session/new answer")).id, 2);
        await writer.close();
        assert.equal((await within(child.status, 20_000, "the exit")).code, 0);
      } finally {
        try {
          child.kill("SIGKILL");
        } catch { /* already gone */ }
        await reader.cancel().catch(() => {});
        await writer.close().catch(() => {});
        await child.status;
      }
    }
  } finally {
    await server.shutdown();
    await Deno.remove(dir, { recursive: true });
  }
});
