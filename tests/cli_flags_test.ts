import assert from "node:assert/strict";
import fc from "fast-check";
import { FlagError, type FlagSpec, parseFlags } from "../cli/flags.ts";

const SPEC: FlagSpec = {
  "v1": { type: "string" },
  "max-frame": { type: "string" },
  "help": { type: "boolean", short: "h" },
};

Deno.test("cli flags: --name value, --name=value, booleans, short aliases and positionals", () => {
  assert.deepEqual(parseFlags(["serve", "--v1", "a b", "--max-frame=64", "-h"], SPEC), {
    values: { "v1": "a b", "max-frame": "64", "help": true },
    positionals: ["serve"],
  });
  assert.deepEqual(parseFlags(["--v1=--odd", "--", "--v1", "x"], SPEC), {
    values: { "v1": "--odd" },
    positionals: ["--v1", "x"],
  });
});

Deno.test("cli flags: unknown options, missing values and values on booleans are errors", () => {
  assert.throws(() => parseFlags(["--nope"], SPEC), new FlagError("unknown option '--nope'"));
  assert.throws(() => parseFlags(["-x"], SPEC), new FlagError("unknown option '-x'"));
  assert.throws(() => parseFlags(["-hh"], SPEC), FlagError);
  assert.throws(
    () => parseFlags(["--v1"], SPEC),
    new FlagError("option '--v1' needs a value, e.g. --v1 VALUE"),
  );
  assert.throws(() => parseFlags(["--v1", "--help"], SPEC), FlagError);
  assert.throws(
    () => parseFlags(["--help=yes"], SPEC),
    new FlagError("option '--help' takes no value"),
  );
});

Deno.test("cli flags: any value given as --v1=VALUE comes back unchanged (property)", () => {
  fc.assert(
    fc.property(fc.string(), fc.array(fc.string().filter((s) => !s.startsWith("-"))), (v, pos) => {
      const parsed = parseFlags([...pos, `--v1=${v}`], SPEC);
      assert.equal(parsed.values.v1, v);
      assert.deepEqual(parsed.positionals, pos);
    }),
  );
});

Deno.test("cli flags: --no-NAME turns a negatable boolean off; with NAME, twice, or on a flag that is not negatable it is an error", () => {
  const spec: FlagSpec = {
    ...SPEC,
    "copy": { type: "boolean", negatable: true },
    "no-session": { type: "boolean" },
  };
  assert.deepEqual(parseFlags(["--no-copy"], spec).values, { copy: false });
  assert.deepEqual(parseFlags(["--copy"], spec).values, { copy: true });
  // A flag whose own name begins with `no-` is itself, not a negation.
  assert.deepEqual(parseFlags(["--no-session"], spec).values, { "no-session": true });
  // Twice is said as it was written: both forms when they differ.
  assert.throws(
    () => parseFlags(["--copy", "--no-copy"], spec),
    new FlagError("option '--copy' is given twice (as --copy and --no-copy); give one"),
  );
  assert.throws(
    () => parseFlags(["--no-copy", "--no-copy"], spec),
    new FlagError("option '--no-copy' is given twice; give it once"),
  );
  assert.throws(
    () => parseFlags(["-h", "--help"], { help: { type: "boolean", short: "h" } }),
    new FlagError("option '--help' is given twice (as -h and --help); give one"),
  );
  assert.throws(
    () => parseFlags(["--no-copy=1"], spec),
    new FlagError("option '--no-copy' takes no value"),
  );
  assert.throws(() => parseFlags(["--no-help"], spec), new FlagError("unknown option '--no-help'"));
  assert.throws(
    () => parseFlags(["--no-v1", "x"], spec),
    new FlagError("unknown option '--no-v1'"),
  );
  assert.throws(
    () => parseFlags(["--no-no-session"], spec),
    new FlagError("unknown option '--no-no-session'"),
  );
});

Deno.test("nearest name: within two edits (a swap of neighbours is one; one under eight characters), '_' as '-', case ignored, or the one name a word cut short by half at most begins; nothing for short words, far words or a tie", async () => {
  const { nearestName } = await import("../cli/nearest_name.ts");
  const known = ["max-frame", "max-body", "grace-ms", "log-level", "log-file", "v1", "v2"];
  assert.equal(nearestName("max_frame", known), "max-frame");
  assert.equal(nearestName("MAX-FRAME", known), "max-frame");
  assert.equal(nearestName("lgo-level", known), "log-level");
  assert.equal(nearestName("grace", known), "grace-ms");
  assert.equal(nearestName("log-", known), undefined, "begins two names");
  assert.equal(nearestName("log-fil", known), "log-file");
  assert.equal(nearestName("v3", known), undefined, "too short");
  assert.equal(nearestName("verbose", known), undefined);
  assert.equal(nearestName("max-bod", ["max-body", "max-bods"]), undefined, "a tie");
  // Under eight characters one edit only: two turn "session" into "version".
  assert.equal(nearestName("session", ["version", "no-session"]), undefined);
  assert.equal(nearestName("nocopy", ["copy", "no-copy"]), "no-copy");
  // Cut short by more than half: no guess ("probe" is a mode, too).
  assert.equal(nearestName("probe", ["probe-timeout-ms", "proxy"]), undefined);
});
