/**
 * The defects `testing/defect_agent.ts` can have, one at a time.
 *
 * @module
 */

/**
 * Every defect of the defect agent: `none` is a correct minimal agent; each other name is
 * exactly one way to break the protocol that `acp-proxy probe` must diagnose.
 *
 * @example Start a defect agent with each defect
 * ```ts
 * import { DEFECT_NAMES } from "./defect_names.ts";
 * for (const defect of DEFECT_NAMES) {
 *   console.log(`deno run --allow-run=sleep testing/defect_agent.ts --defect ${defect}`);
 * }
 * ```
 */
export const DEFECT_NAMES = [
  "none",
  "banner",
  "wrong-id",
  "v1-shape-claims-2",
  "no-exit-on-eof",
  "child-left-behind",
  "slow-start",
  "schema-invalid-capabilities",
  "internal-error-for-unknown",
  "huge-line",
  "double-answer",
] as const;

/**
 * One defect name.
 *
 * @example Type a defect name
 * ```ts
 * import type { DefectName } from "./defect_names.ts";
 * const defect: DefectName = "banner";
 * console.log(defect);
 * ```
 */
export type DefectName = typeof DEFECT_NAMES[number];
