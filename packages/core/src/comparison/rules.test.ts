import { describe, expect, it } from 'vitest';
import {
  isEscalationPlan,
  ltcBenefitForBudget,
  premiumFromRate,
  priceTermPlans,
  rankByPremium,
  requestedTermCovers,
} from './rules.js';

describe('rankByPremium: lowest premium first', () => {
  it('orders by premium, then insurer and plan for ties', () => {
    const rows = [
      { insurer: 'B', planName: 'x', p: 500 },
      { insurer: 'A', planName: 'y', p: 500 },
      { insurer: 'C', planName: 'z', p: 100 },
    ];
    expect(rankByPremium(rows, (r) => r.p).map((r) => r.insurer)).toEqual(['C', 'A', 'B']);
  });
});

describe('premiumFromRate', () => {
  it.each([
    [150, 1_000_000, 1000, 150_000],
    [228, 50_000, 1000, 11_400],
    [2000, 3000, 100, 60_000],
  ])('rate %i cents per unit, sum %i, unit %i -> %i cents', (rate, sum, unit, cents) => {
    expect(premiumFromRate(rate, sum, unit)).toBe(cents);
  });
  it.each([
    // numeric(14, 4) rates: exact, then one half-up rounding to the cent
    ['123.4567', 100_000, 1000, 12_346], // 12,345.67 cents
    ['1.0005', 500_000, 1000, 500], // 500.25 cents
    ['0.0001', 5_000_000, 1000, 1], // 0.5 cent rounds up
    ['0.0001', 4_999_000, 1000, 0], // 0.4999 cent rounds down
    ['2000.0000', 3000, 100, 60_000], // as Postgres reads numeric(14, 4)
  ])('rate %s cents per unit, sum %i, unit %i -> %i cents', (rate, sum, unit, cents) => {
    expect(premiumFromRate(rate, sum, unit)).toBe(cents);
  });
  it('refuses a negative rate and a 5th decimal rather than guessing', () => {
    expect(() => premiumFromRate('-1', 1000, 1000)).toThrow(RangeError);
    expect(() => premiumFromRate('1.00001', 1000, 1000)).toThrow(RangeError);
  });
});

describe('long term care rules (spec 001 §5)', () => {
  it('escalation plans are those whose name contains %', () => {
    expect(isEscalationPlan('ElderCare 3% Escalating')).toBe(true);
    expect(isEscalationPlan('ElderCare')).toBe(false);
  });
  it('a budget buys the largest benefit in S$100 steps, never above the budget', () => {
    expect(ltcBenefitForBudget(60_000, 2_000)).toEqual({ sumInsured: 3000, premiumCents: 60_000 });
    expect(ltcBenefitForBudget(60_000, 2_100)).toEqual({ sumInsured: 2800, premiumCents: 58_800 });
    expect(ltcBenefitForBudget(1_000, 2_100)).toEqual({ sumInsured: 0, premiumCents: 0 });
    // 60,000 cents buys 29 units at 2,000.03 (30 would cost 60,000.9); 29 x 2,000.03 = 58,000.87 -> 58,001
    expect(ltcBenefitForBudget(60_000, '2000.03')).toEqual({ sumInsured: 2900, premiumCents: 58_001 });
  });
});

describe('term: covers summed per plan, plans without a requested cover dropped (spec 001 §5)', () => {
  const rates = [
    { planKey: 'A', cover: 'death' as const, ratePer1000Cents: 100 },
    { planKey: 'A', cover: 'tpd' as const, ratePer1000Cents: 20 },
    { planKey: 'A', cover: 'eci' as const, ratePer1000Cents: 300 },
    { planKey: 'B', cover: 'death' as const, ratePer1000Cents: 90 },
    { planKey: 'B', cover: 'tpd' as const, ratePer1000Cents: 30 },
  ];
  it('sums death and TPD for every plan offering both', () => {
    const priced = priceTermPlans(
      rates,
      requestedTermCovers({ death: 2_000_000, tpd: 1_000_000, ci: 0, eci: 0 }),
    );
    expect(priced.map((p) => [p.planKey, p.premiumCents])).toEqual([
      ['A', 200_000 + 20_000],
      ['B', 180_000 + 30_000],
    ]);
  });
  it('drops the plan lacking early CI when early CI is asked for', () => {
    const priced = priceTermPlans(
      rates,
      requestedTermCovers({ death: 1_000_000, tpd: 0, ci: 0, eci: 50_000 }),
    );
    expect(priced.map((p) => p.planKey)).toEqual(['A']);
    expect(priced[0]?.covers.map((c) => c.cover)).toEqual(['death', 'eci']);
  });
});
