import { compareText } from '@portal/core';

/** The table's sort: a row field and a direction, or none (the order the server gave: lowest premium first). */
export type ResultsSort = { field: string; order: 1 | -1 } | null;

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a ?? ''), String(b ?? ''));
}

/**
 * One sort for the screen and the exports, so a file lists rows in the order the adviser sees them.
 * Numbers sort numerically (cents, not formatted text); the sort is stable, so ties keep premium order.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: ResultsSort,
  /** The value a column sorts by; by default the row's property named by the sort field. */
  valueOf: (row: T, field: string) => unknown = (row, field) => (row as Record<string, unknown>)[field],
): T[] {
  if (!sort) return [...rows];
  const { field, order } = sort;
  return [...rows].sort((a, b) => order * compareValues(valueOf(a, field), valueOf(b, field)));
}
