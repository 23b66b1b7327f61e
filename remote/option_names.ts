/**
 * How the server's messages (its log lines, and the refusals it sends) name the options that
 * mend them: a library caller's option names (`allowHosts`), or, for the CLI, its flags
 * (`--allow-host`). The library's own messages name no CLI flag.
 *
 * @module
 */

/** The names of the options a server's messages point to. */
export interface OptionNames {
  /** The allowed Host names: `allowHosts`. */
  readonly allowHosts: string;
  /** The allowed origins: `allowOrigins`. */
  readonly allowOrigins: string;
  /** What to add to let a page's `origin` in: `https://x to allowOrigins`. */
  addOrigin(origin: string): string;
  /** The connection cap: `maxConnections`. */
  readonly maxConnections: string;
  /** The largest POST body or WebSocket message: `maxBodyBytes`. */
  readonly maxBody: string;
  /** The bound of the opening request's answer: `initTimeoutMs`. */
  readonly initTimeout: string;
  /** The agent output held per connection (and its longest line): `maxBufferedBytes`. */
  readonly maxBuffered: string;
}

/**
 * The names a `listenAcp` caller knows: its options.
 *
 * @example
 * ```ts
 * import { LIBRARY_OPTION_NAMES } from "./option_names.ts";
 * console.log(`raise ${LIBRARY_OPTION_NAMES.maxConnections}`); // raise maxConnections
 * ```
 */
export const LIBRARY_OPTION_NAMES: OptionNames = {
  allowHosts: "allowHosts",
  allowOrigins: "allowOrigins",
  addOrigin: (origin) => `${origin} to allowOrigins`,
  maxConnections: "maxConnections",
  maxBody: "maxBodyBytes",
  initTimeout: "initTimeoutMs",
  maxBuffered: "maxBufferedBytes",
};
