import type { SnapshotTable } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { compareTables } from './figures-change.js';

const table = (rows: [string, string][]): SnapshotTable => ({
  columns: [
    { key: 'plan', label: 'Plan', align: 'left', isShownOnPhone: true },
    { key: 'premium', label: 'Annual Premium', align: 'right', isShownOnPhone: true },
  ],
  rows: rows.map(([id, premium]) => ({ uniqueID: id, insurer: 'I', planName: id, cells: [id, premium] })),
});

describe('compareTables (issue 36)', () => {
  it('finds nothing when every plan shows the same figures', () => {
    const same = table([
      ['A', 'S$1,000.00'],
      ['B', 'S$2,000.00'],
    ]);
    expect(
      compareTables(
        same,
        table([
          ['B', 'S$2,000.00'],
          ['A', 'S$1,000.00'],
        ]),
      ),
    ).toBeNull();
  });
  it('counts changed, added and removed plans and the largest change in cents and percent', () => {
    const before = table([
      ['A', 'S$1,000.00'],
      ['B', 'S$2,000.00'],
      ['C', 'S$3,000.00'],
    ]);
    const after = table([
      ['A', 'S$1,012.34'],
      ['B', 'S$1,900.00'],
      ['D', 'S$900.00'],
    ]);
    expect(compareTables(before, after)).toEqual({
      changedPlans: 2,
      addedPlans: 1,
      removedPlans: 1,
      largestChangeCents: -10_000,
      largestChangePct: -5,
    });
  });
  it('reads every amount of a cell, to the cent', () => {
    const before = table([['A', 'S$2,000,000 / S$1,000,000.01']]);
    const after = table([['A', 'S$2,000,000 / S$1,000,000.02']]);
    expect(compareTables(before, after)).toMatchObject({
      changedPlans: 1,
      largestChangeCents: 1,
      largestChangePct: 0,
    });
  });
});
