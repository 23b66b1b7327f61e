/**
 * Reads a `--config` file: JSONC (comments and trailing commas allowed) with the same
 * keys as the flags. Loaded only when `--config` is given. Every error is one line that
 * names the file (with `line:column` when the text is at fault) and says what to fix.
 *
 * @module
 */

import {
  NUMBER_RANGES,
  SETTING_KEYS,
  SETTING_POSITIONS,
  type Settings,
  UsageError,
} from "./args.ts";
import { JsoncSyntaxError, parseJsonc } from "./jsonc.ts";
import { nearestName } from "./nearest_name.ts";
import { checkNamedAgents, entryKey, NO_DIRECTORY } from "./named_agents.ts";
import {
  FileNotTextError,
  FileReadTimeoutError,
  FileTooLargeError,
  MAX_CONFIG_BYTES,
  readSmallFile,
  tildeHint,
} from "./small_file.ts";

/**
 * Reads and checks a config file.
 *
 * @param path The file to read, as the user gave it.
 * @param overridden Keys the command line gives too: a file path among them is kept as it
 *   is written, not resolved (nor refused), since the flag's value is the one used.
 * @returns The settings it holds.
 * @throws {UsageError} When the file cannot be read, is not JSONC, or has unknown keys
 *   or values of the wrong type.
 *
 * @example Load the settings named by `--config`
 * ```ts
 * import { loadConfigFile } from "./config_file.ts";
 * const path = await Deno.makeTempFile({ suffix: ".jsonc" });
 * await Deno.writeTextFile(path, '{\n  // the v1 agent\n  "v1": "my-agent",\n}\n');
 * console.log(await loadConfigFile(path)); // { v1: "my-agent" }
 * await Deno.remove(path);
 * ```
 */
export async function loadConfigFile(
  path: string,
  overridden: ReadonlySet<string> = new Set(),
): Promise<Settings> {
  const text = await readConfigText(path);
  /** Where each top-level key is, as `path:line:column`. */
  const at = new Map<string, string>();
  /** Where each named agent (`NAME`) and each key of its entry (`entryKey`) is. */
  const agentsAt = new Map<string, string>();
  let top = "", name = "";
  let value: unknown;
  try {
    // Keys are told in the order they are read: a key at depth 2 or 3 belongs to the last one
    // above it.
    value = parseJsonc(text, (key, line, column, depth) => {
      const place = `${path}:${line}:${column}`;
      if (depth === 1) {
        top = key;
        at.set(key, place);
      } else if (top === "agents" && depth === 2) {
        name = key;
        agentsAt.set(key, place);
      } else if (top === "agents" && depth === 3) agentsAt.set(entryKey(name, key), place);
    });
  } catch (e) {
    if (!(e instanceof JsoncSyntaxError)) throw e;
    throw new UsageError(
      `${path}:${e.line}:${e.column}: ${e.reason}; ` +
        `fix the config file (JSONC: JSON with comments and trailing commas)`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new UsageError(`--config ${path} must hold one JSON object, e.g. {"v1": "my-agent"}`);
  }
  const settings: Settings = {};
  // The config file's directory, looked up once (a realpath), when a key needs it.
  let dirOnce: Promise<string | null> | undefined;
  const directory = () => dirOnce ??= configDirectory(path);
  // The file's own mistakes are said in the log format it asks for, as later ones are.
  const format = (value as Record<string, unknown>)["log-format"];
  try {
    for (const [key, v] of Object.entries(value)) {
      if (!Object.hasOwn(SETTING_KEYS, key)) {
        const meant = nearestName(key, Object.keys(SETTING_KEYS));
        throw new UsageError(
          `${at.get(key)}: unknown key "${key}"` +
            (meant === undefined
              ? `; use ${Object.keys(SETTING_KEYS).join(", ")}`
              : ` (did you mean "${meant}"?)`),
        );
      }
      const kind = SETTING_KEYS[key as keyof typeof SETTING_KEYS];
      if (kind === "agents") {
        const agents = checkNamedAgents(v, at.get(key)!, await directory(), agentsAt);
        if (typeof agents === "string") throw new UsageError(agents);
        settings.agents = agents;
        continue;
      }
      const ok = kind === "string"
        ? typeof v === "string"
        : kind === "boolean"
        ? typeof v === "boolean"
        : kind === "strings"
        ? typeof v === "string" || (Array.isArray(v) && v.every((x) => typeof x === "string"))
        : typeof v === "number" || typeof v === "string";
      if (!ok) {
        // A byte count may also be a size with a unit ("8MiB").
        const wanted = kind === "size"
          ? NUMBER_RANGES[key as keyof typeof NUMBER_RANGES]?.unit === "bytes"
            ? `number or a size such as "8MiB"`
            : "number"
          : kind === "strings"
          ? "string or an array of strings"
          : kind;
        throw new UsageError(`${at.get(key)}: "${key}" must be a ${wanted}`);
      }
      settings[key as keyof Settings] =
        FILE_KEYS.has(key) && typeof v === "string" && !overridden.has(key)
          ? await filePath(v, directory, `${at.get(key)}: "${key}"`)
          : v as string | number | boolean | string[];
    }
  } catch (e) {
    if (e instanceof UsageError && (format === "json" || format === "text")) {
      e.logFormat ??= format;
    }
    throw e;
  }
  // A value checked later (a range, a command's quoting) is blamed on its place in the file.
  SETTING_POSITIONS.set(settings, at);
  return settings;
}

/** Keys naming a file or directory: a relative one starts at the config file's directory. */
const FILE_KEYS: ReadonlySet<string> = new Set([
  "log-file",
  "transcript",
  "token-file",
  "remote-token-file",
]);

/**
 * A file key's value as the daemon opens it: `~` and `~/...` in the home directory, a relative path
 * in the config file's directory (as a named agent's `cwd`), not the daemon's working one.
 *
 * @param at `FILE:LINE:COLUMN: "key"`, for a message.
 * @throws {UsageError} For `~/...` without `HOME`, a relative path in a file that has no
 *   directory (a pipe), or half of a surrogate pair.
 */
async function filePath(
  value: string,
  directory: () => Promise<string | null>,
  at: string,
): Promise<string> {
  // Opened as it is, a half pair would become U+FFFD: another file.
  if (!value.isWellFormed()) {
    throw new UsageError(
      `${at} has half of a UTF-16 surrogate pair (a \\uD800-\\uDFFF escape alone), which no ` +
        `file name can carry; remove it`,
    );
  }
  if (value === "" || value.startsWith("/")) return value;
  if (value === "~" || value.startsWith("~/")) {
    const home = Deno.env.get("HOME");
    if (home?.startsWith("/")) return `${home}${value.slice(1)}`;
    throw new UsageError(
      home
        // It would start where the daemon was started (an editor may start it in /).
        ? `${at} starts with ~/, and HOME is relative (${JSON.stringify(home)}): it would ` +
          "start where the daemon was started; give an absolute path, or set HOME to an " +
          "absolute directory"
        : `${at} starts with ~/, and HOME is not set or empty (an editor may start the daemon ` +
          "without it); give an absolute path, or set HOME",
    );
  }
  const dir = await directory();
  if (dir === null) throw new UsageError(`${at} is relative: ${NO_DIRECTORY}`);
  return dir === "/" ? `/${value}` : `${dir}/${value}`;
}

/**
 * The absolute directory of the config file, where a relative path in it starts; `null` when
 * it is no regular file (a pipe from `<(...)`, whose `/dev/fd` directory means nothing).
 */
async function configDirectory(path: string): Promise<string | null> {
  try {
    if (!(await Deno.stat(path)).isFile) return null;
  } catch {
    return null; // gone since it was read (a pipe's descriptor closed): no directory either
  }
  const absolute = path.startsWith("/") ? path : `${Deno.cwd()}/${path}`;
  const dir = absolute.slice(0, absolute.lastIndexOf("/")) || "/";
  return await Deno.realPath(dir); // it exists: the file in it was just read
}

/** Reads the file, turning each way it can fail into a one-line {@linkcode UsageError}. */
async function readConfigText(path: string): Promise<string> {
  try {
    if ((await Deno.stat(path)).isDirectory) {
      throw new UsageError(`--config ${path} is a directory; give a JSONC file`);
    }
    return await readSmallFile(path, MAX_CONFIG_BYTES);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if (e instanceof FileTooLargeError) {
      throw new UsageError(
        `--config ${path} is larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MiB; is it the ` +
          `config file? Give a JSONC file`,
      );
    }
    if (e instanceof FileNotTextError) {
      throw new UsageError(`--config ${e.message}; save it as UTF-8 (JSONC is text)`);
    }
    if (e instanceof FileReadTimeoutError) {
      throw new UsageError(`--config ${e.message}; give a JSONC file, or write the FIFO`);
    }
    if (e instanceof Deno.errors.NotFound) {
      throw new UsageError(`--config ${path}: no such file${tildeHint(path)}`);
    }
    if (e instanceof Deno.errors.PermissionDenied) {
      throw new UsageError(`--config ${path}: permission denied`);
    }
    throw new UsageError(`cannot read --config ${path}: ${(e as Error).message}`);
  }
}
