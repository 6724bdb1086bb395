import type { FiguresChange, SnapshotTable } from '@portal/contracts';

// Issue 36: what a newer premium dataset changes in a published table, plan by plan (rows are matched
// by their uniqueID). Money is compared in whole cents read from the cells' own text (S$1,234.56), never
// through a float; the percentage is for reading only.

const MONEY = /S\$(-?[\d,]+)(?:\.(\d{2}))?/g;

const centsIn = (cell: string): bigint[] =>
  [...cell.matchAll(MONEY)].map(
    ([, whole, cents]) => BigInt(whole!.replace(/,/g, '')) * 100n + BigInt(cents ?? '0'),
  );

type Change = Omit<FiguresChange, 'effectiveDate' | 'checkedAt'>;

/** Null when every plan shows the same figures; otherwise how many plans differ and the largest change. */
export function compareTables(published: SnapshotTable, current: SnapshotTable): Change | null {
  const now = new Map(current.rows.map((row) => [row.uniqueID, row.cells]));
  const before = new Set(published.rows.map((row) => row.uniqueID));
  let changedPlans = 0;
  let largest = 0n;
  let largestBase = 0n;
  for (const row of published.rows) {
    const cells = now.get(row.uniqueID);
    if (!cells || cells.join('\u0000') === row.cells.join('\u0000')) continue;
    changedPlans += 1;
    row.cells.forEach((cell, i) => {
      const old = centsIn(cell);
      const fresh = centsIn(cells[i] ?? '');
      old.forEach((value, k) => {
        const delta = (fresh[k] ?? value) - value;
        const size = delta < 0n ? -delta : delta;
        if (size > (largest < 0n ? -largest : largest)) {
          largest = delta;
          largestBase = value;
        }
      });
    });
  }
  const addedPlans = current.rows.filter((row) => !before.has(row.uniqueID)).length;
  const removedPlans = published.rows.filter((row) => !now.has(row.uniqueID)).length;
  if (changedPlans + addedPlans + removedPlans === 0) return null;
  return {
    changedPlans,
    addedPlans,
    removedPlans,
    largestChangeCents: Number(largest),
    // Two decimals, from whole cents: 1 234 / 100 000 -> 1.23 (%).
    largestChangePct: largestBase === 0n ? null : Number((largest * 10_000n) / largestBase) / 100,
  };
}
