import { describe, expect, it } from 'vitest';
import { buildSnapshotTable } from './snapshot-table.js';

const base = {
  uniqueID: 'A - P',
  insurer: 'A',
  insurerShortName: 'A',
  planName: 'P',
  planShortName: 'P',
  promo: true,
};

describe('the published table (what the client reads)', () => {
  it('term: covers by name and amount, the term in words, the premium with cents', () => {
    const table = buildSnapshotTable('term', [
      {
        ...base,
        policyTerm: 'PayTo75',
        covers: [
          { cover: 'death', sumInsuredCents: 200_000_000, premiumCents: 1 },
          { cover: 'tpd', sumInsuredCents: 100_000_000, premiumCents: 1 },
        ],
        premiumCents: 442_000,
      },
    ]);
    expect(table.headers).toEqual(['Insurer', 'Plan', 'Promo', 'Policy Term', 'Cover', 'Annual Premium']);
    expect(table.rows[0]?.cells).toEqual([
      'A',
      'P',
      'Yes',
      'To 75',
      'Death S$2,000,000 · TPD S$1,000,000',
      'S$4,420.00',
    ]);
  });

  it("long term care uses the tool's own headers", () => {
    const table = buildSnapshotTable('longTermCare', [{ ...base, type: '2 ADLs', sumInsuredCents: 300_000 }]);
    expect(table.headers).toContain('Claim Condition');
    expect(table.headers).toContain('Monthly Benefit');
  });

  it('an empty result is an empty table', () => {
    expect(buildSnapshotTable('term', [])).toEqual({ headers: [], rows: [] });
  });
});
