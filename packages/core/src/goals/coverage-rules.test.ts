import { describe, expect, it } from 'vitest';
import { assessCoverage, type CoverageInput } from './coverage-rules.js';

const base: CoverageInput = {
  annualIncome: 60_000,
  monthlyExpenses: 3_000,
  existingDeath: 0,
  existingTpd: 0,
  existingCriticalIllness: 0,
  existingEmergencyFund: 0,
  annualPremiums: 0,
};

const gapOf = (input: CoverageInput, key: string) => assessCoverage(input).needs.find((n) => n.key === key);

describe('assessCoverage: LIA/MoneySense rules of thumb against existing cover', () => {
  it.each([
    // [rule, input change, need key, recommended, gap]
    ['death cover is 9x annual income', {}, 'death', 540_000, 540_000],
    ['TPD cover is 9x annual income', {}, 'tpd', 540_000, 540_000],
    ['critical illness cover is 4x annual income', {}, 'criticalIllness', 240_000, 240_000],
    ['emergency fund starts at 3 months of expenses', {}, 'emergencyFund', 9_000, 9_000],
    ['existing death cover narrows the gap', { existingDeath: 200_000 }, 'death', 540_000, 340_000],
    [
      'TPD has its own existing cover',
      { existingDeath: 540_000, existingTpd: 100_000 },
      'tpd',
      540_000,
      440_000,
    ],
    [
      'cover above the guide leaves no gap',
      { existingCriticalIllness: 300_000 },
      'criticalIllness',
      240_000,
      0,
    ],
    [
      'an emergency fund inside the 3-6 month range has no gap',
      { existingEmergencyFund: 12_000 },
      'emergencyFund',
      9_000,
      0,
    ],
    ['no income: no cover suggested', { annualIncome: 0 }, 'death', 0, 0],
  ] as const)('%s', (_rule, change, key, recommended, gap) => {
    expect(gapOf({ ...base, ...change }, key)).toMatchObject({ recommended, gap });
  });

  it.each([
    ['premiums under 15 % of income', 8_000, 9_000, 0],
    ['premiums at exactly 15 %', 9_000, 9_000, 0],
    ['premiums over 15 % show the excess', 10_500, 9_000, 1_500],
  ])('%s', (_rule, annualPremiums, protectionBudget, premiumsOverBudget) => {
    expect(assessCoverage({ ...base, annualPremiums })).toMatchObject({
      protectionBudget,
      premiumsOverBudget,
    });
  });

  it('gives the upper end of the emergency fund range and whole-dollar budgets', () => {
    expect(assessCoverage({ ...base, monthlyExpenses: 2_500 }).emergencyFundMax).toBe(15_000);
    // 15 % of 33,333 is 4,999.95 -> 5,000; 15 % of 33,330 is 4,999.5 -> 5,000 (half up)
    expect(assessCoverage({ ...base, annualIncome: 33_333 }).protectionBudget).toBe(5_000);
    expect(assessCoverage({ ...base, annualIncome: 33_330 }).protectionBudget).toBe(5_000);
  });
});
