/**
 * The `selection` check: what the agent router would select for a v1 and for a v2 client,
 * computed with the router's own first-frame decision over the versions configured (a pair
 * `--v1`/`--v2`), or the versions the one command answered (`--agent`).
 *
 * @module
 */

import { decideFirstFrame } from "../schema/first_frame.ts";
import type { ProtocolVersion } from "../schema/versions.ts";
import type { CheckRow } from "./report.ts";

const encoder = new TextEncoder();

function clientFrame(version: 1 | 2): Uint8Array {
  const info = { name: "client", version: "1" };
  const params = version === 1 ? { protocolVersion: 1, clientInfo: info } : {
    protocolVersion: 2,
    info,
  };
  return encoder.encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params }));
}

/**
 * What the router does with a v1 and a v2 client's initialize, given the configured versions.
 *
 * @param configured The versions that have a command.
 * @returns Per client version: the version selected, or the refusal's message.
 *
 * @example What the router selects with only a v1 agent
 * ```ts
 * import { routerSelection } from "./selection.ts";
 * console.log(routerSelection([1])); // { v1: 1, v2: 1 }
 * ```
 */
export function routerSelection(
  configured: readonly ProtocolVersion[],
): { v1: number | string; v2: number | string } {
  const pick = (client: 1 | 2): number | string => {
    if (configured.length === 0) return "no agent";
    const d = decideFirstFrame(clientFrame(client), {
      method: "initialize",
      configured,
      mode: "highest-compatible",
    });
    return d.kind === "select" ? d.version : d.kind === "reject" ? d.error.message : d.reason;
  };
  return { v1: pick(1), v2: pick(2) };
}

function say(choice: number | string, what: (v: number) => string): string {
  return typeof choice === "number" ? what(choice) : `a refusal (${choice})`;
}

/**
 * The row for one command (`--agent`), from the versions it answered.
 *
 * @param answeredV2 What it answered to a v2 initialize (null: no usable answer).
 * @param answeredV1 What it answered to a v1 initialize.
 * @returns The row.
 *
 * @example The selection row of a v1-only agent
 * ```ts
 * import { agentSelectionRow } from "./selection.ts";
 * console.log(agentSelectionRow(1, 1).detail);
 * ```
 */
export function agentSelectionRow(answeredV2: number | null, answeredV1: number | null): CheckRow {
  const check = "selection";
  const v1 = answeredV1 === 1;
  const v2 = answeredV2 === 2;
  if (!v1 && !v2 && answeredV2 === 1) {
    // It takes only a v2 initialize, and negotiates it down: the --v2 slot is the one that
    // reaches it, and a v2 client gets v1.
    const s = routerSelection([2]);
    return {
      check,
      verdict: "warn",
      detail: "takes only a v2 initialize, and answers it with protocolVersion 1 (a v1 " +
        "initialize got no usable answer): configure it as --v2; the agent router gives a v1 " +
        `client ${say(s.v1, (v) => `v${v}`)} and a v2 client v1`,
      configureAs: ["v2"],
      selects: { v1: s.v1, v2: 1 },
    };
  }
  if (!v1 && !v2 && answeredV2 !== null && answeredV2 > 2 && (answeredV1 ?? 3) > 2) {
    // It speaks only a later version: no v1 or v2 client (nor the router) can use it.
    return {
      check,
      verdict: "fail",
      detail: `answers only protocolVersion ${answeredV2}: no v1 or v2 client can use it, and ` +
        `the agent router routes v1 and v2 only`,
    };
  }
  if (!v1 && !v2) {
    return {
      check,
      verdict: "skip",
      detail: "skipped: the agent answered neither initialize usably",
    };
  }
  const configured: ProtocolVersion[] = [...(v1 ? [1 as const] : []), ...(v2 ? [2 as const] : [])];
  const s = routerSelection(configured);
  const as = v1 && v2 ? "--v1 and --v2 (the same command)" : v1 ? "--v1" : "--v2";
  const rewritten = (v: number) => `v${v}` + (v === 1 && !v2 ? " (initialize rewritten)" : "");
  return {
    check,
    verdict: "ok",
    detail: `speaks ${configured.map((v) => `v${v}`).join(" and ")}: configure it as ${as}; ` +
      `the agent router gives a v1 client ${say(s.v1, (v) => `v${v}`)} and a v2 client ${
        say(s.v2, rewritten)
      }`,
    configureAs: v1 && v2 ? ["v1", "v2"] : v1 ? ["v1"] : ["v2"],
    selects: s,
  };
}

/**
 * The row for a configured pair: the router's choice per client version, and a fail when a
 * command does not answer the version of its slot.
 *
 * @param slots Per configured slot, what its command answered to that slot's version
 *   (null: no usable answer).
 * @param v2CommandV1 What the --v2 command answered to a v1 initialize (null: no usable
 *   answer): one that answers a v2 initialize with 1 belongs in --v1 only if it takes a v1 one.
 * @returns The row.
 *
 * @example The selection row of a correct pair
 * ```ts
 * import { pairSelectionRow } from "./selection.ts";
 * console.log(pairSelectionRow({ v1: 1, v2: 2 }).verdict); // "ok"
 * ```
 */
export function pairSelectionRow(
  slots: { v1?: number | null; v2?: number | null },
  v2CommandV1: number | null = 1,
): CheckRow {
  const check = "selection";
  const configured: ProtocolVersion[] = [
    ...("v1" in slots ? [1 as const] : []),
    ...("v2" in slots ? [2 as const] : []),
  ];
  const s = routerSelection(configured);
  const choice = (v: number) => `the --v${v} command`;
  const detail = `the agent router gives a v1 client ${say(s.v1, choice)} and a v2 client ${
    say(s.v2, choice)
  }`;
  const wrong: string[] = [];
  const warned: string[] = [];
  if ("v2" in slots && slots.v2 === 1 && v2CommandV1 !== 1) {
    // It takes only a v2 initialize, and negotiates it down: --v2 is the slot that reaches it.
    warned.push(
      "the --v2 command answers a v2 initialize with protocolVersion 1 and a v1 initialize " +
        "not usably: a v2 client gets v1 (it cannot serve --v1)",
    );
  } else if ("v2" in slots && slots.v2 !== 2) {
    wrong.push(
      slots.v2 === null || slots.v2 === undefined
        ? "the --v2 command gave no usable answer to a v2 initialize"
        : `the --v2 command answers a v2 initialize with protocolVersion ${slots.v2}: move it to --v1`,
    );
  }
  if ("v1" in slots && slots.v1 !== 1) {
    wrong.push(
      slots.v1 === null || slots.v1 === undefined
        ? "the --v1 command gave no usable answer to a v1 initialize"
        : `the --v1 command answers a v1 initialize with protocolVersion ${slots.v1}: move it to --v2`,
    );
  }
  if (wrong.length > 0 || warned.length > 0) {
    return {
      check,
      verdict: wrong.length > 0 ? "fail" : "warn",
      detail: `${detail}; but ${[...wrong, ...warned].join("; ")}`,
      selects: s,
    };
  }
  return { check, verdict: "ok", detail, selects: s };
}
