/**
 * The error of a remote agent that did not take the connection.
 *
 * @module
 */

/** What a {@linkcode RemoteAgentError} knows besides its message. */
export interface RemoteAgentErrorOptions extends ErrorOptions {
  /**
   * The HTTP status the agent refused the connection with, if any.
   * @default null
   */
  status?: number | null;
  /**
   * The `data` of the `-32603` answer the client got: `{status, body}` for a refused POST
   * (a refused WebSocket upgrade: none, its body cannot be read).
   * @default undefined
   */
  data?: unknown;
  /**
   * That `data` as the exact JSON text (a 20-digit id keeps its digits).
   * @default undefined
   */
  dataText?: string;
}

/**
 * A remote agent (`remoteAgent(url)`) did not take the connection: it was not reached,
 * refused it (an HTTP status, a failed WebSocket handshake), answered `initialize` with
 * something else, or not in time. A route that ends `start-failed` has it as its `error`; the
 * client got `-32603` "failed to start ACP vN agent: " and this message (and `data`).
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
  /** The agent's address, without user name or password. */
  readonly url: string;
  /** The HTTP status the agent refused the connection with, or null. */
  readonly status: number | null;
  /** The `data` of the client's `-32603` answer, when it has one. */
  readonly data: unknown;
  /** The same `data` as the exact JSON text the client got. */
  readonly dataText: string | undefined;

  /**
   * Creates the error.
   *
   * @param message What went wrong, naming the address.
   * @param url The agent's address, as it may be logged.
   * @param options The status, the `data`, and error options (`cause`).
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
