/**
 * `deno task fuzz`: a longer fast-check campaign of the reliability properties
 * (`properties.ts`, the same code `tests/reliability_property_test.ts` runs), plus the
 * v2 → v1 conversion property of `tests/schema_validation_test.ts`, run with the
 * campaign's seeds.
 *
 * ```sh
 * deno task fuzz [--seed N] [--runs N] [--only NAME] [--path PATH]
 * ```
 *
 * - `--seed N`: the fast-check seed (default: a random one, printed first).
 * - `--runs N`: runs per property (default 1000).
 * - `--only NAME`: one property (`--list` prints the names).
 * - `--path PATH`: with `--seed` and `--only`, replay exactly the failing case fast-check
 *   reported (its `path`), shrinking included.
 *
 * On a failure it prints the property, the seed, the counterexample and the command that
 * replays it, and exits 1. Exit 0 when every property held; 2 on a usage error.
 *
 * @module
 */

import fc from "fast-check";
import { PROPERTIES } from "./properties.ts";

const DEFAULT_RUNS = 1_000;
/** The schema property's own run count per call (`{ numRuns: 300 }` in its test). */
const SCHEMA_RUNS_PER_CALL = 300;
const SCHEMA_TEST_PREFIX = "schema validation property:";

interface Options {
  seed: number;
  runs: number;
  only?: string;
  path?: string;
  list: boolean;
}

function usage(message: string): never {
  console.error(`fuzz: ${message}`);
  console.error("usage: deno task fuzz [--seed N] [--runs N] [--only NAME] [--path PATH] [--list]");
  Deno.exit(2);
}

function parseOptions(args: string[]): Options {
  const o: Options = { seed: randomSeed(), runs: DEFAULT_RUNS, list: false };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = () => args[++i] ?? usage(`${flag} needs a value`);
    const integer = (min: number) => {
      const v = value();
      const n = Number(v);
      if (!/^-?\d+$/.test(v) || n < min) usage(`${flag} must be an integer ≥ ${min}, got '${v}'`);
      return n;
    };
    switch (flag) {
      case "--seed":
        o.seed = integer(-(2 ** 31));
        break;
      case "--runs":
        o.runs = integer(1);
        break;
      case "--only":
        o.only = value();
        break;
      case "--path":
        o.path = value();
        break;
      case "--list":
        o.list = true;
        break;
      default:
        usage(`unknown option '${flag}'`);
    }
  }
  return o;
}

function randomSeed(): number {
  return crypto.getRandomValues(new Int32Array(1))[0];
}

type Outcome = { ok: true } | { ok: false; report: string; replay: string };

async function runProperty(
  name: string,
  build: () => fc.IAsyncProperty<unknown[]>,
  o: Options,
): Promise<Outcome> {
  const details = await fc.check(build(), {
    seed: o.seed,
    numRuns: o.runs,
    ...(o.path === undefined ? {} : { path: o.path }),
  });
  if (!details.failed) return { ok: true };
  const path = details.counterexamplePath ?? "";
  return {
    ok: false,
    report: fc.defaultReportMessage(details) ?? String(details.errorInstance),
    replay: `deno task fuzz --seed ${o.seed} --only ${name} --path ${path}`,
  };
}

/**
 * The schema property runs from its own test file: `Deno.test` is captured while the file
 * loads, then each captured property test runs with fast-check's global seed set to the
 * campaign's (seed, seed+1, … for as many 300-run calls as `--runs` asks for).
 */
async function runSchemaProperties(o: Options): Promise<Outcome> {
  const tests: { name: string; fn: () => unknown }[] = [];
  // deno-lint-ignore no-explicit-any
  const deno = Deno as any;
  const real = deno.test;
  // deno-lint-ignore no-explicit-any
  deno.test = (a: any, b?: any) => {
    const def = typeof a === "string" ? { name: a, fn: b } : a;
    if (typeof def?.name === "string" && def.name.startsWith(SCHEMA_TEST_PREFIX)) tests.push(def);
  };
  try {
    await import("../schema_validation_test.ts");
  } finally {
    deno.test = real;
  }
  if (tests.length === 0) {
    return {
      ok: false,
      report: `no test named '${SCHEMA_TEST_PREFIX} …' in tests/schema_validation_test.ts`,
      replay: "",
    };
  }
  const calls = Math.max(1, Math.ceil(o.runs / SCHEMA_RUNS_PER_CALL));
  try {
    for (let i = 0; i < calls; i++) {
      const seed = (o.seed + i) | 0;
      fc.configureGlobal({ seed });
      for (const t of tests) {
        try {
          await t.fn();
        } catch (e) {
          return {
            ok: false,
            report: `${t.name}\n${e instanceof Error ? e.message : String(e)}`,
            replay: `deno task fuzz --seed ${seed} --runs 1 --only schema-v2-to-v1`,
          };
        }
      }
    }
  } finally {
    fc.resetConfigureGlobal();
  }
  return { ok: true };
}

async function main(): Promise<number> {
  const o = parseOptions(Deno.args);
  const names = [...PROPERTIES.map((p) => p.name), "schema-v2-to-v1"];
  if (o.list) {
    for (const p of PROPERTIES) console.log(`${p.name}: ${p.description}`);
    console.log("schema-v2-to-v1: tests/schema_validation_test.ts's conversion properties");
    return 0;
  }
  if (o.only !== undefined && !names.includes(o.only)) {
    usage(`unknown property '${o.only}'; one of ${names.join(", ")}`);
  }
  if (o.path !== undefined && (o.only === undefined || o.only === "schema-v2-to-v1")) {
    usage("--path replays one case of one property: give --only NAME too (not schema-v2-to-v1)");
  }
  console.log(
    `fuzz: seed ${o.seed}, ${o.runs} runs per property ` +
      `(defaults: a random seed, ${DEFAULT_RUNS} runs; replay with --seed ${o.seed})`,
  );
  const started = performance.now();
  for (const name of names) {
    if (o.only !== undefined && o.only !== name) continue;
    const p = PROPERTIES.find((x) => x.name === name);
    const t0 = performance.now();
    const outcome = p
      ? await runProperty(name, p.property as () => fc.IAsyncProperty<unknown[]>, o)
      : await runSchemaProperties(o);
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    if (!outcome.ok) {
      console.log(`FAIL ${name} (${seconds} s)`);
      console.log(`seed: ${o.seed}`);
      console.log(outcome.report);
      if (outcome.replay) console.log(`replay: ${outcome.replay}`);
      return 1;
    }
    console.log(`ok   ${name} (${seconds} s)`);
  }
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`fuzz: every property held (seed ${o.seed}, ${total} s)`);
  return 0;
}

Deno.exit(await main());
