import { describe, expect, it } from 'vitest';
import { illustrationSeriesImportRowSchema, parseIllustrationSeriesRow } from './illustration-series.js';

// Issue 33, ADR 0039: a series row's quick check answers as its schema does, and refuses what it refuses.
const ROW = {
  insurer: 'Alpha Life',
  planName: 'Alpha Income',
  entryAge: 27,
  gender: '*',
  smoker: 'NS',
  premiumTerm: 5,
  coverOption: '',
  basis: 'totalPremium',
  illustrationRate: '4.25',
  premiumDuePer1000: [200, 200],
  surrenderValueGtdPer1000: ['150.5', '320'],
  surrenderValueTotalPer1000: [160, 350.25],
  payoutGtdPer1000: [0, 0],
  payoutTotalPer1000: [0, 0],
  deathBenefitGtdPer1000: [202, 404],
  deathBenefitTotalPer1000: [210, 420],
};

describe('series import rows (ADR 0039)', () => {
  it('takes a valid row as the schema does, values as text', () => {
    const quick = parseIllustrationSeriesRow(ROW);
    expect(quick).toEqual(illustrationSeriesImportRowSchema.parse(ROW));
    expect(quick?.surrenderValueTotalPer1000).toEqual(['160', '350.25']);
  });

  it.each([
    ['a 7th decimal', { surrenderValueGtdPer1000: ['1.1234567', '2'] }],
    ['a column of another length', { payoutTotalPer1000: [0] }],
    ['a negative value', { deathBenefitGtdPer1000: [-1, 2] }],
    ['an unknown gender', { gender: 'X' }],
    [
      'no years',
      Object.fromEntries(
        Object.keys(ROW)
          .slice(9)
          .map((k) => [k, []]),
      ),
    ],
  ])('leaves %s to the schema, which refuses it', (_what, change) => {
    const row = { ...ROW, ...change };
    expect(parseIllustrationSeriesRow(row)).toBeUndefined();
    expect(illustrationSeriesImportRowSchema.safeParse(row).success).toBe(false);
  });
});
