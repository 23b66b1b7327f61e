/**
 * Reads a `--config` file: JSONC (comments and trailing commas allowed) with the same
 * keys as the flags. Loaded only when `--config` is given.
 *
 * @module
 */

import { parse, type ParseError, printParseErrorCode } from "jsonc-parser";
import { SETTING_KEYS, type Settings, UsageError } from "./args.ts";

/**
 * Reads and checks a config file.
 *
 * @param path The file to read.
 * @returns The settings it holds.
 * @throws {UsageError} When the file cannot be read, is not JSONC, or has unknown keys
 *   or values of the wrong type.
 */
export async function loadConfigFile(path: string): Promise<Settings> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (e) {
    throw new UsageError(`cannot read --config ${path}: ${(e as Error).message}`);
  }
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const { error, offset } = errors[0];
    const line = text.slice(0, offset).split("\n").length;
    throw new UsageError(`--config ${path}: ${printParseErrorCode(error)} at line ${line}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new UsageError(`--config ${path} must hold one JSON object, e.g. {"v1": "my-agent"}`);
  }
  const settings: Settings = {};
  for (const [key, v] of Object.entries(value)) {
    if (!(key in SETTING_KEYS)) {
      throw new UsageError(
        `--config ${path}: unknown key "${key}"; use ${Object.keys(SETTING_KEYS).join(", ")}`,
      );
    }
    const kind = SETTING_KEYS[key as keyof typeof SETTING_KEYS];
    const ok = kind === "string"
      ? typeof v === "string"
      : kind === "boolean"
      ? typeof v === "boolean"
      : typeof v === "number" || typeof v === "string";
    if (!ok) {
      const wanted = kind === "size" ? "number" : kind;
      throw new UsageError(`--config ${path}: "${key}" must be a ${wanted}`);
    }
    settings[key as keyof Settings] = v as string | number | boolean;
  }
  return settings;
}
