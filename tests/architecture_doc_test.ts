/**
 * `docs/ARCHITECTURE.md` stays true of the tree: every product module is described (by its
 * file name, or by a symbol it exports), and every module file it names exists. A review
 * found 17 modules it never mentioned, added over several changes; this keeps it by CI.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const DOC = Deno.readTextFileSync(`${ROOT}docs/ARCHITECTURE.md`);
/** Folders that are not the product (the library and the CLI). */
const NOT_PRODUCT = /^(tests|bench|examples|demo|deploy|dist|node_modules|\.[^/]+)\//;

/** The `.ts` files under the root, but for those in folders `skip` matches. */
function modules(skip: RegExp): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of Deno.readDirSync(`${ROOT}${dir}`)) {
      const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory) {
        if (!skip.test(`${path}/`)) walk(path);
      } else if (entry.name.endsWith(".ts")) files.push(path);
    }
  };
  walk("");
  return files.sort();
}

function productModules(): string[] {
  return modules(NOT_PRODUCT);
}

function exportedNames(path: string): string[] {
  const text = Deno.readTextFileSync(`${ROOT}${path}`);
  return [
    ...text.matchAll(
      /^export (?:async )?(?:abstract )?(?:function|class|const|interface|type) (\w+)/gm,
    ),
  ].map((m) => m[1]);
}

Deno.test("architecture doc: every product module is described, by its file name or a symbol it exports", () => {
  const missing = productModules().filter((path) => {
    const base = path.slice(path.lastIndexOf("/") + 1);
    if (DOC.includes(base)) return false;
    return !exportedNames(path).some((name) => new RegExp(`\\b${name}\\b`).test(DOC));
  });
  assert.deepEqual(missing, [], "describe these in docs/ARCHITECTURE.md");
});

Deno.test("architecture doc: every module file it names exists in the tree", () => {
  // Tests and the benchmark count too: the doc names the tests that keep its rules.
  const all = modules(/^(dist|node_modules|\.[^/]+)\//);
  const bases = new Set(all.map((p) => p.slice(p.lastIndexOf("/") + 1)));
  const named = [...DOC.matchAll(/`(?:[\w./-]*\/)?([\w-]+\.ts)`/g)].map((m) => m[1]);
  assert.ok(named.length > 50, `only ${named.length} module names found: is the pattern right?`);
  const unknown = [...new Set(named)].filter((base) => !bases.has(base));
  assert.deepEqual(unknown, [], "docs/ARCHITECTURE.md names files that do not exist");
});
