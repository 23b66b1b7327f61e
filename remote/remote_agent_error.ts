/**
 * The error of a remote agent that did not take the connection.
 *
 * @module
 */

/** What a {@linkcode RemoteAgentError} knows besides its message. */
export interface RemoteAgentErrorOptions extends ErrorOptions {
  /**
   * The HTTP status the agent refused the connection with, when it answered with one.
   *
   * @default {null}
   */
  status?: number | null;
  /**
   * The `data` of the `-32603` answer the client got: `{status, body}` for an HTTP refusal.
   *
   * @default {undefined}
   */
  data?: unknown;
  /**
   * That `data` as JSON text, exactly as the client got it (a 20-digit id in the agent's body
   * keeps its digits, which `data`, a parsed value, cannot).
   *
   * @default {undefined}
   */
  dataText?: string;
}

/**
 * A remote agent (`remoteAgent(url)`) did not take the connection: it could not be reached,
 * refused it (an HTTP status, a WebSocket handshake that failed), answered `initialize` with
 * something that is not its answer, or did not answer in time. A router reports it as the
 * outcome's `error` when the route ends `start-failed`; the client got a `-32603` answer
 * "failed to start ACP vN agent: " and this message (with `data` for a refused HTTP POST).
 *
 * @example Tell a refused token from an agent that is down
 * ```ts ignore
 * import { AgentRouter, RemoteAgentError, remoteAgent, stdio } from "../mod.ts";
 * const router = new AgentRouter({ v2: remoteAgent("https://agents.example/acp") });
 * const outcome = await router.serve(stdio());
 * if (outcome.error instanceof RemoteAgentError) {
 *   const why = outcome.error.status === 401 ? "check the token" : "is the agent up?";
 *   console.error(`${outcome.error.url}: ${why}`);
 * }
 * ```
 */
export class RemoteAgentError extends Error {
  /** The agent's address, without any user name or password it had. */
  readonly url: string;
  /** The HTTP status the agent refused the connection with, or null. */
  readonly status: number | null;
  /** The `data` of the client's `-32603` answer, when it has one. */
  readonly data: unknown;
  /** The same `data` as the JSON text the client got, exactly; undefined without `data`. */
  readonly dataText: string | undefined;

  /**
   * Creates the error.
   *
   * @param message What went wrong, naming the address.
   * @param url The agent's address, as it may be logged.
   * @param options The status, the answer's `data`, and standard error options (`cause`).
   */
  constructor(message: string, url: string, options: RemoteAgentErrorOptions = {}) {
    super(message, options);
    this.name = "RemoteAgentError";
    this.url = url;
    this.status = options.status ?? null;
    this.data = options.data;
    this.dataText = options.dataText;
  }
}
