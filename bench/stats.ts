/**
 * Small statistics over repeated runs.
 *
 * @module
 */

/**
 * The median (the mean of the two middle values for an even count).
 *
 * @param values At least one number.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Rounds for display and JSON: 3 significant digits below 100, whole numbers above.
 *
 * @param value Any finite number.
 */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  if (Math.abs(value) >= 100) return Math.round(value);
  return Number(value.toPrecision(3));
}
