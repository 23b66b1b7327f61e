/**
 * Command-line parsing and validation into one {@linkcode CliConfig}.
 *
 * @module
 */

import { FlagError, parseFlags } from "./flags.ts";
import { LOG_LEVELS, type LogLevel } from "../log/logger.ts";
import { DEFAULT_MAX_FRAME_BYTES } from "../schema/versions.ts";
import { splitCommand } from "../transport/split_command.ts";

/** The modes the CLI runs in. */
export type Mode = "serve" | "connect" | "proxy";

/** A complete, validated CLI configuration. */
export interface CliConfig {
  /** Which router runs. */
  mode: Mode;
  /** v1 command (or v1 client command in `connect`). */
  v1?: string;
  /** v2 command (or v2 client command in `connect`). */
  v2?: string;
  /** Agent command (`connect` only). */
  agent?: string;
  /** Largest frame before selection, in bytes. */
  maxFrame: number;
  /** Grace period before an agent is terminated, in ms. */
  graceMs: number;
  /** Initialize timeout for `connect`, in ms. */
  initTimeoutMs: number;
  /** Most verbose log level printed. */
  logLevel: LogLevel;
  /** Copy every byte through the daemon (no stdout handover, no splice pump). */
  copy: boolean;
}

/** What the command line asks for. */
export type ParsedArgs =
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "run"; config: CliConfig };

/** A command line or config file the CLI cannot use; its message says what to fix. */
export class UsageError extends Error {
  /**
   * Creates the error.
   *
   * @param message What is wrong and how to fix it.
   */
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const MODES: readonly Mode[] = ["serve", "connect", "proxy"];

/** Keys shared by flags and the config file, with the value type each takes. */
export const SETTING_KEYS = {
  "v1": "string",
  "v2": "string",
  "agent": "string",
  "max-frame": "size",
  "grace-ms": "size",
  "init-timeout-ms": "size",
  "log-level": "string",
  "copy": "boolean",
} as const;

/** Raw settings from flags or a config file, before validation. */
export type Settings = Partial<Record<keyof typeof SETTING_KEYS, string | number | boolean>>;

/**
 * Parses the command line. A config file, when named, is read by `loadConfig` and
 * merged under the flags.
 *
 * @param argv The arguments after the program name.
 * @param loadConfig Reads a config file into settings.
 * @returns Help, version, or a validated configuration.
 * @throws {UsageError} On anything that is not a valid command line.
 */
export async function parseCli(
  argv: string[],
  loadConfig: (path: string) => Promise<Settings>,
): Promise<ParsedArgs> {
  let parsed;
  try {
    parsed = parseFlags(argv, {
      "v1": { type: "string" },
      "v2": { type: "string" },
      "agent": { type: "string" },
      "max-frame": { type: "string" },
      "grace-ms": { type: "string" },
      "init-timeout-ms": { type: "string" },
      "log-level": { type: "string" },
      "copy": { type: "boolean" },
      "config": { type: "string" },
      "help": { type: "boolean", short: "h" },
      "version": { type: "boolean", short: "V" },
    });
  } catch (e) {
    if (e instanceof FlagError) throw new UsageError(e.message);
    throw e;
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };
  if (positionals.length > 1) {
    throw new UsageError(
      `unexpected argument '${positionals[1]}'; quote a command that has spaces`,
    );
  }
  const modeWord = positionals[0] ?? "serve";
  if (!MODES.includes(modeWord as Mode)) {
    throw new UsageError(`unknown mode '${modeWord}'; use serve, connect or proxy`);
  }
  const mode = modeWord as Mode;
  const fromFile = typeof values.config === "string" ? await loadConfig(values.config) : {};
  const flags: Settings = {};
  for (const key of Object.keys(SETTING_KEYS) as (keyof typeof SETTING_KEYS)[]) {
    const value = values[key];
    if (typeof value === "string" || value === true) flags[key] = value;
  }
  return { kind: "run", config: validate(mode, { ...fromFile, ...flags }) };
}

function validate(mode: Mode, s: Settings): CliConfig {
  const command = (key: "v1" | "v2" | "agent"): string | undefined => {
    const value = s[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string" || value.trim() === "") {
      throw new UsageError(`--${key} needs a command, e.g. --${key} "my-agent --stdio"`);
    }
    try {
      splitCommand(value);
    } catch (e) {
      throw new UsageError(`--${key}: ${(e as Error).message}; fix the quoting`);
    }
    return value;
  };
  const config: CliConfig = {
    mode,
    v1: command("v1"),
    v2: command("v2"),
    agent: command("agent"),
    maxFrame: size("max-frame", s["max-frame"], DEFAULT_MAX_FRAME_BYTES),
    graceMs: size("grace-ms", s["grace-ms"], 2_000),
    initTimeoutMs: size("init-timeout-ms", s["init-timeout-ms"], 30_000),
    logLevel: logLevel(s["log-level"]),
    copy: s["copy"] === true,
  };
  if (config.v1 === undefined && config.v2 === undefined) {
    throw new UsageError(`give at least one of --v1 CMD or --v2 CMD`);
  }
  if (mode === "connect" && config.agent === undefined) {
    throw new UsageError(`connect needs --agent CMD, the agent the client programs talk to`);
  }
  if (mode !== "connect" && config.agent !== undefined) {
    throw new UsageError(`--agent is only for the connect mode; use --v1/--v2 for ${mode}`);
  }
  if (mode === "connect" && config.copy) {
    throw new UsageError(`--copy is for serve and proxy; connect always copies`);
  }
  if (config.maxFrame < 1) throw new UsageError(`--max-frame must be at least 1 byte`);
  return config;
}

const SIZE = /^([0-9]+)\s*(k|kib|m|mib)?$/i;
const MULTIPLIERS: Record<string, number> = {
  k: 1024,
  kib: 1024,
  m: 1024 * 1024,
  mib: 1024 * 1024,
};

function size(
  key: string,
  value: string | number | boolean | undefined,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
  const match = typeof value === "string" ? SIZE.exec(value.trim()) : null;
  const n = match ? Number(match[1]) * (match[2] ? MULTIPLIERS[match[2].toLowerCase()] : 1) : NaN;
  if (!Number.isSafeInteger(n)) {
    throw new UsageError(`--${key} must be a whole number (got '${value}'), e.g. --${key} 8388608`);
  }
  return n;
}

function logLevel(value: string | number | boolean | undefined): LogLevel {
  if (value === undefined) return "warn";
  if (!LOG_LEVELS.includes(value as LogLevel)) {
    throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(", ")} (got '${value}')`);
  }
  return value as LogLevel;
}
