import assert from "node:assert/strict";

const root = new URL("..", import.meta.url);

/** The quick start's demo command, as the README gives it. */
const DEMO_ARGS = ["run", "-A", "demo/demo.ts"];

Deno.test("demo: the quick start's demo command is in the README, and deno task demo runs the same program", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", root));
  assert.match(readme, /\n```sh\ndeno run -A demo\/demo\.ts +# the main job/);
  const denoJson = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));
  assert.equal(denoJson.tasks.demo, `deno ${DEMO_ARGS.join(" ")}`);
});

Deno.test("demo: the quick start's demo completes all three scenarios with the expected selections", async () => {
  const { code, stdout } = await new Deno.Command(Deno.execPath(), {
    args: DEMO_ARGS,
    cwd: root,
    env: { NO_COLOR: "1" },
    stderr: "inherit",
  }).output();
  const text = new TextDecoder().decode(stdout);
  assert.equal(code, 0, text);
  const selected = [...text.matchAll(/selected: ACP (v\d)(.*)/g)].map((m) => m[1] + m[2]);
  assert.deepEqual(selected, ["v2", "v1", "v1 (initialize rewritten)"]);
  assert.match(text, /first frame, as the agent received it: \{"protocolVersion":1,"clientInfo"/);
  assert.match(text, /turn "wait": \d+ updates, stop reason cancelled/);
  assert.match(text, /all scenarios completed/);
});

Deno.test("compile task: the compiled entry and flags run the same CLI under deno run", async () => {
  // `deno compile` needs Deno's download host, which this machine cannot reach; running the
  // task's own entry with the task's own flags under `deno run` checks everything else.
  const denoJson = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));
  const words: string[] = denoJson.tasks.compile.split(/\s+/);
  assert.deepEqual(words.slice(0, 2), ["deno", "compile"]);
  const entry = words.at(-1)!;
  const withValue = ["--output", "--include"];
  const compileOnly = ["--exclude-unused-npm"];
  const flags = words.slice(2, -1).filter((w, i, all) =>
    !withValue.includes(w) && !withValue.includes(all[i - 1]) && !compileOnly.includes(w)
  );
  // A worker is loaded by URL at run time, so a compiled binary has it only when included.
  const included = words.filter((_, i) => words[i - 1] === "--include");
  for (
    const dir of ["transport", "transport/linux", "session", "process", "routing", "observation"]
  ) {
    for (const file of Deno.readDirSync(new URL(`${dir}/`, root))) {
      if (!file.isFile) continue;
      const text = await Deno.readTextFile(new URL(`${dir}/${file.name}`, root));
      for (const [, worker] of text.matchAll(/new Worker\(new URL\("\.\/([^"]+)"/g)) {
        assert.ok(
          included.includes(`${dir}/${worker}`),
          `the compile task includes ${dir}/${worker}`,
        );
      }
    }
  }
  assert.ok(included.length > 0 && included.every((f) => Deno.statSync(new URL(f, root)).isFile));
  const { code, stdout } = await new Deno.Command(Deno.execPath(), {
    args: ["run", ...flags, entry, "--version"],
    cwd: root,
  }).output();
  assert.equal(code, 0);
  assert.equal(new TextDecoder().decode(stdout), `acp-proxy ${denoJson.version}\n`);
});

Deno.test("demo: the quick start's demo works from a checkout whose path holds a space, with an empty Deno cache and no npm registry: it downloads nothing", async () => {
  const dir = await Deno.makeTempDir({ prefix: "acp demo " });
  try {
    const tree = `${dir}/acp proxy`;
    await Deno.mkdir(tree);
    const archive = new Deno.Command("sh", {
      args: [
        "-c",
        `git -C "$ROOT" ls-files -z | xargs -0 tar -C "$ROOT" -cf - | tar -C "$TREE" -xf -`,
      ],
      env: { ROOT: decodeURIComponent(root.pathname), TREE: tree },
    });
    assert.ok((await archive.output()).success, "copied the checkout");
    const { code, stdout } = await new Deno.Command(Deno.execPath(), {
      args: DEMO_ARGS,
      cwd: tree,
      env: {
        NO_COLOR: "1",
        DENO_DIR: `${dir}/deno-dir`,
        NPM_CONFIG_REGISTRY: "http://127.0.0.1:9/", // nothing listens there
      },
      stderr: "inherit",
    }).output();
    const text = new TextDecoder().decode(stdout);
    assert.equal(code, 0, text);
    assert.match(text, /all scenarios completed/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
