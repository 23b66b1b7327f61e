import assert from "node:assert/strict";

async function run(...args: string[]): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: new URL("..", import.meta.url),
    env: { NO_COLOR: "1" },
  }).output();
  const text = new TextDecoder();
  return { code, output: text.decode(stdout) + text.decode(stderr) };
}

Deno.test("package: deno doc --lint finds every export documented", async () => {
  const { code, output } = await run("doc", "--lint", "mod.ts");
  assert.equal(code, 0, output);
});

Deno.test("package: deno publish --dry-run accepts the package (no slow types)", async () => {
  const { code, output } = await run("publish", "--dry-run", "--allow-dirty");
  assert.equal(code, 0, output);
  assert.match(output, /Success Dry run complete/);
});

Deno.test("package: --version prints the version from deno.json", async () => {
  const denoJson = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  const { code, output } = await run("run", "-A", "mod.ts", "--version");
  assert.equal(code, 0);
  assert.equal(output, `acp-proxy ${denoJson.version}\n`);
});

Deno.test("package: the README's TypeScript examples type-check against the library", async () => {
  const { code, output } = await run("check", "--doc-only", "README.md");
  assert.equal(code, 0, output);
});

Deno.test("package: JSDoc examples in the library type-check", async () => {
  const { code, output } = await run("check", "--doc", "mod.ts");
  assert.equal(code, 0, output);
});
