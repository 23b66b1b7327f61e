/**
 * The layering of `docs/ARCHITECTURE.md`, kept by CI rather than by memory (issue 11): every
 * import of every product module (static, dynamic, re-export, and worker URLs) is read and
 * checked against the allowed dependencies of its folder. Nothing imports upward, transport
 * knows nothing of routing or the protocol, schema does no I/O, the library never imports
 * the CLI, and the Linux-specific code is reached only through the one byte-path decision.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Which folders each folder may import from (besides itself). Mirrors the diagram in
 * docs/ARCHITECTURE.md; a change here is a change of architecture and belongs there too.
 */
export const ALLOWED: Record<string, readonly string[]> = {
  "async": [],
  "log": ["async"],
  "jsonrpc": [],
  "schema": ["jsonrpc"],
  "transport": ["async", "log"],
  "transport/linux": ["transport", "async", "log"],
  "process": ["transport", "async", "log"],
  "observation": ["transport", "jsonrpc", "async", "log"],
  "remote": ["observation", "transport", "jsonrpc", "async", "log"],
  "session": ["transport", "process", "observation", "async", "log"],
  "routing": [
    "session",
    "observation",
    "transport",
    "process",
    "schema",
    "jsonrpc",
    "async",
    "log",
  ],
  "agent_router": ["routing", "session", "transport", "schema", "log"],
  "proxy_router": ["routing", "session", "transport", "schema", "log"],
  "client_router": [
    "routing",
    "observation",
    "session",
    "transport",
    "process",
    "schema",
    "jsonrpc",
    "async",
    "log",
  ],
  "conductor": [
    "routing",
    "session",
    "observation",
    "transport",
    "process",
    "schema",
    "jsonrpc",
    "async",
    "log",
  ],
  // `acp-proxy probe`: loaded by cli/ only in probe mode; nothing else imports it.
  "probe": ["process", "transport", "jsonrpc", "schema", "async", "log"],
  // The `./testing` export (scripted agents and client, framing helpers): beside mod.ts, never cli/.
  "testing": ["transport", "jsonrpc", "schema", "async", "log", "process"],
  // On top, beside cli/: the demo runs the built-in scripted client; the example proxy (published
  // with the package) uses the library surface only.
  "demo": ["testing"],
  "examples": ["."],
  ".": [ // mod.ts: the library surface
    "conductor",
    "jsonrpc",
    "remote",
    "observation",
    "agent_router",
    "proxy_router",
    "client_router",
    "routing",
    "session",
    "transport",
    "process",
    "schema",
    "log",
  ],
  "cli": [
    "probe",
    "conductor",
    "remote",
    "observation",
    "agent_router",
    "proxy_router",
    "client_router",
    "routing",
    "session",
    "transport",
    "process",
    "schema",
    "log",
    "async",
  ],
};

/** The only module outside `transport/linux/` that may reach into it: the decision point. */
const LINUX_GATE = "transport/byte_path.ts";

/** Product modules that may use these APIs, by the layer rule "schema does no I/O". */
const PURE = ["schema", "jsonrpc"];

interface Edge {
  from: string;
  to: string;
  dynamic: boolean;
}

function folderOf(path: string): string {
  const dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : ".";
  return dir;
}

function productFiles(): string[] {
  const files: string[] = ["mod.ts"];
  const walk = (dir: string) => {
    for (const entry of Deno.readDirSync(`${ROOT}${dir}`)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) walk(path);
      else if (entry.name.endsWith(".ts")) files.push(path);
    }
  };
  for (const dir of Object.keys(ALLOWED)) {
    if (dir !== "." && !dir.includes("/")) walk(dir);
  }
  return files;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const WORKER = /new\s+URL\(\s*["'](\.[^"']+\.ts)["']\s*,\s*import\.meta\.url\s*\)/g;

function edgesOf(file: string): Edge[] {
  const text = Deno.readTextFileSync(`${ROOT}${file}`)
    // Examples in doc comments are not imports of the module.
    .replace(/\/\*\*[\s\S]*?\*\//g, "");
  const edges: Edge[] = [];
  const add = (specifier: string, dynamic: boolean) => {
    if (!specifier.startsWith(".")) {
      edges.push({ from: file, to: specifier, dynamic });
      return;
    }
    const url = new URL(specifier, pathToFileURL(`${ROOT}${file}`));
    edges.push({ from: file, to: fileURLToPath(url).slice(ROOT.length), dynamic });
  };
  for (const [, s] of text.matchAll(IMPORT)) add(s, false);
  for (const [, s] of text.matchAll(DYNAMIC)) add(s, true);
  for (const [, s] of text.matchAll(WORKER)) add(s, true);
  return edges;
}

function allowed(edge: Edge): string | null {
  if (!edge.to.endsWith(".ts") && !edge.to.endsWith(".json")) {
    if (edge.to.startsWith("node:")) return null;
    return `${edge.from} imports ${edge.to}: the product has no dependency outside itself`;
  }
  const from = folderOf(edge.from);
  const to = folderOf(edge.to);
  if (edge.from === "mod.ts" && edge.to === "cli/main.ts" && edge.dynamic) {
    return null; // run as a program, mod.ts is the CLI: loaded only under import.meta.main
  }
  if (edge.to === "deno.json" && from === "cli") return null; // --version
  if (to === from) return null;
  if (to === "transport/linux") {
    return edge.from === LINUX_GATE
      ? null
      : `${edge.from} reaches into transport/linux/; only ${LINUX_GATE} decides the kernel path`;
  }
  if (!(ALLOWED[from] ?? []).includes(to)) {
    return `${edge.from} (${from}) imports ${edge.to} (${to}): not below it in docs/ARCHITECTURE.md`;
  }
  return null;
}

Deno.test("layering: every import of every product module follows docs/ARCHITECTURE.md", () => {
  const files = productFiles();
  assert.ok(files.length > 40, `found ${files.length} product modules`);
  const folders = new Set(files.map(folderOf));
  for (const folder of folders) {
    assert.ok(folder in ALLOWED, `${folder}/ is not in the architecture; add it there first`);
  }
  const violations = files.flatMap(edgesOf).map(allowed).filter((v) => v !== null);
  assert.deepEqual(violations, []);
});

Deno.test("layering: schema and jsonrpc do no I/O (no Deno I/O API, no timers, no processes)", () => {
  const io =
    /\bDeno\.(open|read|write|stat|lstat|Command|connect|listen|serve|kill|stdin|stdout|stderr|remove|mkdir|makeTemp|dlopen|env)\w*|\bset(Timeout|Interval)\(|\bfetch\(/;
  const offenders = productFiles()
    .filter((f) => PURE.includes(folderOf(f)))
    .filter((f) =>
      io.test(Deno.readTextFileSync(`${ROOT}${f}`).replace(/\/\*\*[\s\S]*?\*\//g, ""))
    );
  assert.deepEqual(offenders, []);
});

Deno.test("layering: the checker itself catches an upward import and a reach into transport/linux", () => {
  assert.match(
    allowed({ from: "transport/stdio.ts", to: "routing/x.ts", dynamic: false })!,
    /not below/,
  );
  assert.match(
    allowed({ from: "session/lifecycle.ts", to: "transport/linux/libc.ts", dynamic: false })!,
    /only transport\/byte_path\.ts decides/,
  );
  assert.match(allowed({ from: "mod.ts", to: "cli/main.ts", dynamic: false })!, /not below/);
  assert.equal(allowed({ from: "cli/main.ts", to: "routing/x.ts", dynamic: false }), null);
  assert.match(allowed({ from: "schema/x.ts", to: "npm:zod", dynamic: false })!, /no dependency/);
});
