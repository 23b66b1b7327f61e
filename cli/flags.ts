/**
 * A small command-line tokenizer for the CLI's flags. It replaces `node:util` `parseArgs`
 * to keep start-up lean (loading `node:util` costs about 15 ms of cold start).
 *
 * Accepted forms: `--name value`, `--name=value`, boolean `--name` (and `--no-name` for a
 * negatable one: false, to turn off what a config file turns on), short aliases (`-h`),
 * positionals, and `--` (everything after it is positional). A string flag's value may not
 * start with `-` unless given as `--name=-value` or it looks like a negative number (`-5`),
 * which the caller then rejects with a message about that flag's range. A flag given twice
 * is an error.
 *
 * @module
 */

import { nearestName } from "./nearest_name.ts";

/** The flags a command line may use: name -> kind, with optional one-letter aliases. */
export interface FlagSpec {
  /**
   * `string` flags take a value; `boolean` flags do not. A `multiple` string flag may be
   * given more than once; its values are collected in order. A `negatable` boolean may be
   * given as `--no-NAME`, which sets it to false.
   */
  [name: string]: {
    type: "string" | "boolean";
    short?: string;
    multiple?: boolean;
    negatable?: boolean;
  };
}

/** Flags and positionals of one command line. */
export interface ParsedFlags {
  /** Flag values by name (an array of every value for a `multiple` flag). */
  values: Record<string, string | boolean | string[] | undefined>;
  /** Arguments that are not flags, in order. */
  positionals: string[];
}

/** A word that reads as a negative number: a value, not a flag. */
const NEGATIVE = /^-[0-9.]/;

/** A command line that does not match the flag spec; the message says what to fix. */
export class FlagError extends Error {
  /**
   * Creates the error.
   *
   * @param message What is wrong.
   */
  constructor(message: string) {
    super(message);
    this.name = "FlagError";
  }
}

/**
 * Splits `argv` into flag values and positionals.
 *
 * @param argv The arguments after the program name.
 * @param spec The known flags.
 * @param suggests Whether a flag (by its long name, `no-NAME` for a negation) may be offered
 *   for a near miss: one that would then be refused anyway is not.
 * @returns Values and positionals.
 * @throws {FlagError} On an unknown flag, a flag given twice, a missing value, or a value
 *   given to a boolean.
 */
export function parseFlags(
  argv: readonly string[],
  spec: FlagSpec,
  suggests: (name: string) => boolean = () => true,
): ParsedFlags {
  const values: ParsedFlags["values"] = {};
  const positionals: string[] = [];
  const byShort = new Map<string, string>();
  // How each flag was first written (`--copy`, `--no-copy`, `-V`), for the message at a second.
  const firstWritten = new Map<string, string>();
  for (const [name, { short }] of Object.entries(spec)) if (short) byShort.set(short, name);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const written = eq > 0 ? arg.slice(0, eq) : arg;
    let name = written.startsWith("--") ? written.slice(2) : byShort.get(written.slice(1));
    // `--no-NAME` of a negatable boolean (unless NAME itself begins with `no-`: `--no-session`).
    const negated = name !== undefined && written.startsWith("--no-") &&
      !Object.hasOwn(spec, name) && Object.hasOwn(spec, name.slice(3)) &&
      spec[name.slice(3)].negatable === true;
    if (negated) name = name!.slice(3);
    // Own keys only: `--constructor` or `--toString` name no flag, whatever an object inherits.
    const flag = name === undefined || !Object.hasOwn(spec, name) ? undefined : spec[name];
    if (
      name === undefined || flag === undefined ||
      (!written.startsWith("--") && written.length !== 2)
    ) {
      // A near miss of a long flag (`--max_frame`, `--grace`) is said with the one it meant.
      const meant = written.startsWith("--") && !written.startsWith("---")
        ? nearestName(written.slice(2), longNames(spec).filter(suggests))
        : undefined;
      // A flag and its value in one argument (an editor's `"args": ["--v1 my-agent"]`).
      const space = written.search(/\s/);
      const joined = written.startsWith("--") && space > 2 ? written.slice(2, space) : undefined;
      if (joined !== undefined && Object.hasOwn(spec, joined)) {
        throw new FlagError(
          `unknown option '${written}': --${joined} and its value are two arguments ` +
            `('--${joined}' then the value), or one written --${joined}=VALUE`,
        );
      }
      // A short one in the other case (`-v` for `-V`) likewise.
      const otherCase = /^-[a-zA-Z]$/.test(written)
        ? Object.values(spec).find((f) =>
          f.short !== undefined && f.short !== written[1] &&
          f.short.toLowerCase() === written[1].toLowerCase()
        )?.short
        : undefined;
      throw new FlagError(
        `unknown option '${written}'` +
          (meant !== undefined
            ? ` (did you mean --${meant}?)`
            : otherCase !== undefined
            ? ` (did you mean -${otherCase}?)`
            : ""),
      );
    }
    if (Object.hasOwn(values, name) && !flag.multiple) {
      const first = firstWritten.get(name);
      throw new FlagError(
        first !== undefined && first !== written
          ? `option '--${name}' is given twice (as ${first} and ${written}); give one`
          : `option '${written}' is given twice; give it once`,
      );
    }
    firstWritten.set(name, written);
    if (flag.type === "boolean") {
      if (eq > 0) throw new FlagError(`option '${written}' takes no value`);
      values[name] = !negated;
      continue;
    }
    const set = (value: string) => {
      if (flag.multiple) values[name] = [...(values[name] as string[] | undefined) ?? [], value];
      else values[name] = value;
    };
    if (eq > 0) {
      set(arg.slice(eq + 1));
      continue;
    }
    const next = argv[i + 1];
    if (next === undefined) {
      throw new FlagError(`option '${written}' needs a value, e.g. ${written} VALUE`);
    }
    if (next.startsWith("-") && next !== "-" && !NEGATIVE.test(next)) {
      // A value that starts with "-" is taken only after "=": otherwise it reads as a flag.
      // Said unless it is one of the flags, or a near miss of one (the value was left out).
      const nextName = next.startsWith("--")
        ? next.slice(2).split("=")[0]
        : byShort.get(next.slice(1));
      const names = longNames(spec);
      const isFlag = nextName !== undefined &&
        (names.includes(nextName) || nearestName(nextName, names) !== undefined);
      const hint = /\s/.test(next) ? `"${written}=${next}"` : `${written}=${next}`;
      throw new FlagError(
        `option '${written}' needs a value, e.g. ${written} VALUE` +
          (isFlag ? "" : ` (a value that starts with '-' goes after '=': ${hint})`),
      );
    }
    set(next);
    i++;
  }
  return { values, positionals };
}

/** Every long flag's name, the `no-NAME` of each negatable one too. */
function longNames(spec: FlagSpec): string[] {
  return Object.entries(spec).flatMap(([name, flag]) =>
    flag.negatable ? [name, `no-${name}`] : [name]
  );
}
