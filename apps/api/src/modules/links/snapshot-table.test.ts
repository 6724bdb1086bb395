import { LONG_TERM_CARE_TOOL, MULTI_PAY_CI_TOOL, TERM_TOOL, type TermRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildSnapshotTable,
  buildToolSnapshotTable,
  readSnapshotTable,
  type PublishedColumn,
} from './snapshot-table.js';

const base = {
  uniqueID: 'A - P',
  insurer: 'A',
  insurerShortName: 'A',
  planName: 'P',
  planShortName: 'P',
  promo: true,
};

const termRow: TermRow = {
  ...base,
  policyTerm: 'PayTo75',
  covers: [
    { cover: 'death', sumInsuredCents: 200_000_000, premiumCents: 1 },
    { cover: 'tpd', sumInsuredCents: 100_000_000, premiumCents: 1 },
  ],
  premiumCents: 442_000,
};

/** The expected cell of each label, put in the registry's column order: the table follows the registry. */
const inRegistryOrder = (tool: { columns: readonly { label: string }[] }, byLabel: Record<string, string>) =>
  tool.columns.map((c) => byLabel[c.label]);

describe('the published table (what the client reads)', () => {
  it("term: the registry's columns in its order, each cell as the adviser's table writes it", () => {
    const table = buildToolSnapshotTable('term', [termRow]);
    expect(table.columns.map((c) => c.label)).toEqual(TERM_TOOL.columns.map((c) => c.label));
    expect(table.columns.map((c) => c.key)).toEqual(TERM_TOOL.columns.map((c) => c.key));
    expect(table.rows[0]?.cells).toEqual(
      inRegistryOrder(TERM_TOOL, {
        Insurer: 'A',
        Plan: 'P',
        'Policy Term': 'To 75',
        Death: 'S$2,000,000',
        'TPD / CI / Early CI': 'S$1,000,000 / - / -',
        'Annual Premium': 'S$4,420.00',
        Promo: 'Y',
      }),
    );
    expect(table.columns.find((c) => c.label === 'Annual Premium')?.align).toBe('right');
  });

  it('multi-pay CI: "Insured Amt" and a plus sign on the open-ended plan, as on the adviser\'s table', () => {
    const row = {
      ...base,
      promo: false,
      maxClaimPct: 300,
      isMaxOpenEnded: true,
      type: 'Multi-pay',
      sumInsuredCents: 10_000_000,
      policyTerm: 'PayTo85',
      waiver: 'Yes',
      premiumCents: 123_456,
    };
    const table = buildToolSnapshotTable('multiPayCI', [row]);
    expect(table.columns.map((c) => c.label)).toEqual(MULTI_PAY_CI_TOOL.columns.map((c) => c.label));
    expect(table.rows[0]?.cells).toEqual(
      inRegistryOrder(MULTI_PAY_CI_TOOL, {
        Insurer: 'A',
        Plan: 'P',
        Max: '300%+',
        Type: 'Multi-pay',
        'Insured Amt': 'S$100,000',
        'Policy Term': 'To 85',
        Waiver: 'Yes',
        'Annual Premium': 'S$1,234.56',
        Promo: 'N',
      }),
    );
  });

  it("long term care uses the tool's own labels", () => {
    const table = buildToolSnapshotTable('longTermCare', []);
    expect(table.columns.map((c) => c.label)).toEqual(LONG_TERM_CARE_TOOL.columns.map((c) => c.label));
  });

  it('keeps given columns in their order, with their alignment and phone visibility', () => {
    const columns: PublishedColumn[] = [
      { key: 'insurer', label: 'Insurer', isShownOnPhone: true },
      { key: 'premiumCents', label: 'Annual Premium', align: 'right', isShownOnPhone: true },
      { key: 'planName', label: 'Plan', isShownOnPhone: false },
    ];
    const row = { uniqueID: 'A - P', insurer: 'A', planName: 'P', premiumCents: 442_000 };
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
    const table = buildToolSnapshotTable('term', []);
    expect(table.rows).toEqual([]);
    expect(table.columns).toHaveLength(TERM_TOOL.columns.length);
  });

  it('reads a snapshot stored before ADR 0027 as left-aligned columns kept on phones', () => {
    const stored = { headers: ['Insurer', 'Plan'], rows: [{ ...base, cells: ['A', 'P'] }] };
    expect(readSnapshotTable(stored).columns).toEqual([
      { key: 'column1', label: 'Insurer', align: 'left', isShownOnPhone: true },
      { key: 'column2', label: 'Plan', align: 'left', isShownOnPhone: true },
    ]);
  });
});
