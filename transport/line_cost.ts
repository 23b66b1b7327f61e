/**
 * What a queued line costs in memory beyond its bytes, for the byte bounds of the queues that
 * hold a peer's lines one array each (`remote/server_input.ts`: a `--listen` client's input;
 * `remote/client_lines.ts`: a remote agent's lines for the router; `conductor/outbox.ts`: a
 * chain party's frames).
 *
 * @module
 */

/**
 * What a queued line costs beyond its bytes (its array and buffer objects): 1 KiB, counted
 * against a queue's byte bound with each line. Without it, a peer sending millions of tiny
 * messages (`{}`) was held at 50-300 times the bytes the bound allows.
 */
export const LINE_COST_BYTES = 1024;
