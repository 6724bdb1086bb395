// A 12-month projection per plan, worked by hand (bc -l, 40 digits) from the plan tables, not read off
// the function. Common to all: 1,000 a month, 8% a year, so the monthly growth factor is
//   q = 1.08^(1/12) = 1.006434030110003...
// A premium P paid at the start of month j, charged a share c of its units at each month's end, is worth
// P x (q(1 - c))^(13 - j) at the end of month 12; over months 1..12 that is P x S(x) with x = q(1 - c) and
//   S(x) = x + x^2 + ... + x^12 = x (1 - x^12) / (1 - x).
import { describe, expect, it } from 'vitest';
import type { IlpInputs, IlpPlanKey } from './ilp-types.js';
import { projectIlp } from './projection.js';

const INPUTS = { monthlyPremium: 1000, horizonYears: 20, growthPct: 8 };

const month12 = (planKey: IlpPlanKey, inputs: Partial<IlpInputs>) => {
  const projection = projectIlp(planKey, { ...INPUTS, premiumTermYears: 10, ...inputs });
  const row = projection.months[11];
  if (!row) throw new Error('no month 12');
  return { row, first: projection.months[0] };
};

describe('a hand-checked first year per plan (1,000 a month, 8% a year)', () => {
  it('Invest Goal X: 1,000 + 14% bonus 140 + 5% promo 50 a month, 2.3% a year charged on all units', () => {
    // c = 0.023 / 12 = 0.0019166..., x = q(1 - c) = 1.0045050...
    // month 1: 1,190 x x = 1,195.3609875...          -> 119,536 cents
    // month 12: 1,190 x S(x) = 14,705.1427629...      -> 1,470,514 cents; of it initial units 1,000 x S(x)
    const { row, first } = month12('investGoalX', {});
    expect(first?.balanceCents).toBe(119_536);
    expect(row.balanceCents).toBe(1_470_514);
    expect(row.iuaUnits * row.unitPrice).toBeCloseTo((14_705.1427629632 * 1000) / 1190, 6);
    expect(row.totalInvestedPremiumCents).toBe(1_200_000);
  });

  it('Wealth Voyage, 15-year term: 1,000 + 20% start-up bonus 200 a month, fee 2.15% a year', () => {
    // c = 0.0215 / 12; 1,200 x S(q(1 - c)) = 14,840.8919516...   -> 1,484,089 cents
    const { row } = month12('wealthVoyage', { premiumTermYears: 15 });
    expect(row.balanceCents).toBe(1_484_089);
    expect(row.totalInvestedPremiumCents).toBe(1_200_000);
  });

  it('Invest Flex, 10-year term: 1,000 + 10% of the 800 under the 9,600 cut-off = 80 a month, 2.5% a year', () => {
    // c = 0.025 / 12; month 1: 1,080 x q(1 - c) = 1,084.6842759...  -> 108,468 cents
    // month 12: 1,080 x S(q(1 - c)) = 13,331.2477090...               -> 1,333,125 cents
    const { row, first } = month12('investFlex', {});
    expect(first?.balanceCents).toBe(108_468);
    expect(row.balanceCents).toBe(1_333_125);
  });

  it('Savvy Invest II fixed: 1,000 to initial units (1.9% + 0.05% a year), 8% welcome 80 to accumulation units (0.05% a year)', () => {
    // initial: 1,000 x S(q(1 - 0.0195/12)) = 12,380.9540524...
    // accumulation: 80 x S(q(1 - 0.0005/12)); together 13,381.7906912...   -> 1,338,179 cents
    const { row } = month12('savvyInvestII', { variant: 'fixed' });
    expect(row.balanceCents).toBe(1_338_179);
    expect(row.iuaUnits * row.unitPrice).toBeCloseTo(12_380.954052482, 6);
  });

  it('Savvy Invest II flexible: initial units bear the 3.9% supplementary charge + 0.05% a year instead', () => {
    // initial: 1,000 x S(q(1 - 0.0395/12)) = 12,246.2604274...
    // accumulation: 80 x S(q(1 - 0.0005/12)); together 13,247.0970662...   -> 1,324,710 cents
    const { row } = month12('savvyInvestII', { variant: 'flexible' });
    expect(row.balanceCents).toBe(1_324_710);
    expect(row.iuaUnits * row.unitPrice).toBeCloseTo(12_246.2604274192, 6);
  });

  it('Savvy Invest II fixed with an initial drop of 1%: only the units of month 1 lose 1%', () => {
    // 1,000 x (S(x1) - 0.01 x1^12) + 80 x (S(x2) - 0.01 x2^12) = 13,370.3358510...   -> 1,337,034 cents
    const { row } = month12('savvyInvestII', { variant: 'fixed', initialDropPct: 1 });
    expect(row.balanceCents).toBe(1_337_034);
  });

  it('Wealth Pro II monthly: 1,000 to initial units (0.0875% a month + 1% a year), 35% initial bonus 350 (1% a year)', () => {
    // c1 = 0.000875 + 0.01/12, c2 = 0.01/12
    // 1,000 x S(q(1 - c1)) + 350 x S(q(1 - c2)) = 16,730.1107610...   -> 1,673,011 cents
    const { row } = month12('wealthProII', { paymentMode: 'M' });
    expect(row.balanceCents).toBe(1_673_011);
  });

  it('Wealth Pro II yearly: 12,000 in month 1 and its 35% bonus 4,200, each grown and charged 12 months', () => {
    // 12,000 x (q(1 - c1))^12 + 4,200 x (q(1 - c2))^12 = 17,187.6494481...  -> 1,718,765 cents
    const { row } = month12('wealthProII', { paymentMode: 'Y' });
    expect(row.balanceCents).toBe(1_718_765);
    expect(row.totalInvestedPremiumCents).toBe(1_200_000);
  });
});
