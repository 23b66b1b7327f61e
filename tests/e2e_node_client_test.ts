/**
 * The daemon under a Node.js client (tests/fixtures/node_client.mjs): Node gives a child
 * UNIX sockets as stdin and stdout, and sockets take the copy path in both directions
 * (`transport/byte_path.ts`: `splice(2)` from a blocking socket ignores
 * `SPLICE_F_NONBLOCK`). Skipped only where `node` is not installed; `.ci/run` installs Deno
 * with npm, so CI always has it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { quote, RAW_AGENT } from "./fixtures/e2e/harness.ts";
import { fileURLToPath } from "node:url";

const MOD = fileURLToPath(new URL("../mod.ts", import.meta.url));
const CLIENT = fileURLToPath(new URL("./fixtures/node_client.mjs", import.meta.url));
const hasNode = await new Deno.Command("node", { args: ["--version"], stdout: "null" }).output()
  .then((o) => o.success, () => false);

Deno.test({
  name: "e2e node client: over socket stdio, 16 MiB echo on the copy path, byte-exact",
  ignore: !hasNode,
  async fn() {
    const agent = [Deno.execPath(), "run", "-A", RAW_AGENT, "--mode", "echo", "--protocol", "1"]
      .map(quote).join(" ");
    const out = await new Deno.Command("node", {
      args: [CLIENT, Deno.execPath(), MOD, agent, "16"],
      stdout: "piped",
      stderr: "piped",
      env: { NO_COLOR: "1" },
    }).output();
    const text = new TextDecoder().decode(out.stdout).trim();
    assert.ok(out.success, `${text}\n${new TextDecoder().decode(out.stderr)}`);
    assert.deepEqual(JSON.parse(text), {
      code: 0,
      first: 1,
      bytes: 16 * 1024 * 1024,
      same: true,
      handedOver: false,
      pumped: false,
      path: "client → agent copy, agent → client copy",
    });
  },
});
