/**
 * The readable form of the figure lines: a Markdown table.
 *
 * @module
 */

import type { FigureLine } from "./figures.ts";

/**
 * Renders figure lines as a Markdown table.
 *
 * @param lines The lines in output order.
 */
export function markdownTable(lines: readonly FigureLine[]): string {
  const rows = [
    [
      "figure",
      "name",
      "unit",
      "subject",
      "value",
      "baseline",
      "baseline value",
      "ratio",
      "added",
      "goal",
    ],
    ["---", "---", "---", "---", "---:", "---", "---:", "---:", "---:", "---"],
    ...lines.map((l) => [
      String(l.figure),
      l.name,
      l.unit,
      l.subject,
      String(l.value),
      l.baseline,
      String(l.baseline_value),
      String(l.ratio),
      String(l.added),
      l.goal === null ? "–" : `${l.goal}: ${l.met ? "met" : "**missed**"}`,
    ]),
  ];
  return rows.map((r) => `| ${r.join(" | ")} |`).join("\n") + "\n";
}
