import { describe, expect, it } from 'vitest';
import { buildSnapshotTable, readSnapshotTable, type PublishedColumn } from './snapshot-table.js';

const row = { uniqueID: 'A - P', insurer: 'A', planName: 'P', premiumCents: 442_000 };

describe('the published table (what the client reads)', () => {
  it('keeps the columns in the given order, with their alignment and phone visibility', () => {
    const columns: PublishedColumn[] = [
      { key: 'insurer', label: 'Insurer', isShownOnPhone: true },
      { key: 'premiumCents', label: 'Annual Premium', align: 'right', isShownOnPhone: true },
      { key: 'planName', label: 'Plan', isShownOnPhone: false },
    ];
    const table = buildSnapshotTable(columns, [row], (c, r) => String(r[c.key as keyof typeof r]));
    expect(table.columns).toEqual([
      { key: 'insurer', label: 'Insurer', align: 'left', isShownOnPhone: true },
      { key: 'premiumCents', label: 'Annual Premium', align: 'right', isShownOnPhone: true },
      { key: 'planName', label: 'Plan', align: 'left', isShownOnPhone: false },
    ]);
    expect(table.rows).toEqual([
      { uniqueID: 'A - P', insurer: 'A', planName: 'P', cells: ['A', '442000', 'P'] },
    ]);
  });

  it('an empty result is an empty table with its columns', () => {
    const table = buildSnapshotTable([{ key: 'insurer', label: 'Insurer' }], [], () => '');
    expect(table.rows).toEqual([]);
    expect(table.columns.map((c) => c.label)).toEqual(['Insurer']);
  });

  it('reads a snapshot stored before ADR 0027 as left-aligned columns kept on phones', () => {
    const stored = { headers: ['Insurer', 'Plan'], rows: [{ ...row, cells: ['A', 'P'] }] };
    expect(readSnapshotTable(stored).columns).toEqual([
      { key: 'column1', label: 'Insurer', align: 'left', isShownOnPhone: true },
      { key: 'column2', label: 'Plan', align: 'left', isShownOnPhone: true },
    ]);
  });
});
