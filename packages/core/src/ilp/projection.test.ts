import { describe, expect, it } from 'vitest';
import type { IlpBonusKind, IlpInputs, IlpPlanKey, IlpProjection } from './ilp-types.js';
import { ILP_PLAN_KEYS } from './ilp-types.js';
import { projectIlp } from './projection.js';
import { availableInputs } from './test-inputs.js';

const DEFAULTS: Record<IlpPlanKey, IlpInputs> = {
  investGoalX: { monthlyPremium: 1000, premiumTermYears: 10, horizonYears: 20, growthPct: 8 },
  wealthVoyage: { monthlyPremium: 1000, premiumTermYears: 15, horizonYears: 20, growthPct: 8 },
  investFlex: { monthlyPremium: 1000, premiumTermYears: 10, horizonYears: 20, growthPct: 8 },
  savvyInvestII: {
    monthlyPremium: 1000,
    premiumTermYears: 10,
    horizonYears: 20,
    growthPct: 8,
    variant: 'fixed',
  },
  wealthProII: {
    monthlyPremium: 1000,
    premiumTermYears: 10,
    horizonYears: 20,
    growthPct: 8,
    paymentMode: 'M',
  },
};

/** The months in which a bonus of this kind is credited, and its amounts in cents. */
function bonusMonths(projection: IlpProjection, kind: IlpBonusKind): Map<number, number> {
  const months = new Map<number, number>();
  for (const row of projection.months)
    for (const bonus of row.bonuses) if (bonus.kind === kind) months.set(row.month, bonus.cents);
  return months;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('projectIlp: invariants of every plan', () => {
  it.each(ILP_PLAN_KEYS)('%s: the projected value grows with the growth rate', (planKey) => {
    const values = [0, 1, 2, 5, 8, 10, 15].map(
      (growthPct) => projectIlp(planKey, { ...DEFAULTS[planKey], growthPct }).projectedValueCents,
    );
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1] ?? Infinity);
  });

  it('at zero growth no available combination of the form gets back its premiums (charges outweigh bonuses)', () => {
    const cases = availableInputs();
    expect(cases.length).toBeGreaterThan(300);
    const brokenEven = cases.filter(({ planKey, inputs }) => {
      const projection = projectIlp(planKey, { ...inputs, growthPct: 0 });
      return projection.projectedValueCents >= projection.totalPremiumCents;
    });
    expect(brokenEven).toEqual([]);
  });

  it.each(ILP_PLAN_KEYS)(
    '%s: premiums add up month by month and the balance is the units at the price',
    (planKey) => {
      const projection = projectIlp(planKey, DEFAULTS[planKey]);
      expect(projection.months).toHaveLength(240);
      let paid = 0;
      for (const row of projection.months) {
        paid += row.premiumCents;
        expect(row.totalInvestedPremiumCents).toBe(paid);
        expect(row.balanceCents).toBe(Math.round((row.iuaUnits + row.auaUnits) * row.unitPrice * 100));
      }
      expect(projection.totalPremiumCents).toBe(paid);
      expect(projection.projectedValueCents).toBe(projection.months.at(-1)?.balanceCents);
      // no premium after the term; the term's premiums are all due
      const termMonths = DEFAULTS[planKey].premiumTermYears * 12;
      expect(projection.months.filter((row) => row.premiumCents > 0).map((row) => row.month)).toEqual(
        range(1, termMonths),
      );
    },
  );

  it('an unavailable combination is still projected, with the reason beside it', () => {
    const projection = projectIlp('investGoalX', { ...DEFAULTS.investGoalX, monthlyPremium: 300 });
    expect(projection.availability).toEqual({
      available: false,
      reason: 'Invest Goal X needs at least $500 a month for a 10-year term.',
    });
    expect(projection.projectedValueCents).toBeGreaterThan(0);
  });

  it('a payment mode is ignored by a plan that takes monthly premiums only', () => {
    const projection = projectIlp('investFlex', { ...DEFAULTS.investFlex, paymentMode: 'Y' });
    expect(projection.months[1]?.premiumCents).toBe(100_000);
    expect(projection).toEqual(projectIlp('investFlex', DEFAULTS.investFlex));
  });

  it('inputs that are not whole years or a positive premium are refused', () => {
    expect(() => projectIlp('investFlex', { ...DEFAULTS.investFlex, horizonYears: 2.5 })).toThrow(RangeError);
    expect(() => projectIlp('investFlex', { ...DEFAULTS.investFlex, monthlyPremium: 0 })).toThrow(RangeError);
    expect(() => projectIlp('investFlex', { ...DEFAULTS.investFlex, growthPct: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe('projectIlp: bonuses appear in the months spec 001 §9 states', () => {
  it('Invest Goal X: 14% for 36 months from 12,000 a year, promo 5% for 12 months, loyalty 2% from month 120', () => {
    const projection = projectIlp('investGoalX', DEFAULTS.investGoalX);
    expect([...bonusMonths(projection, 'welcome').keys()]).toEqual(range(1, 36));
    expect(bonusMonths(projection, 'welcome').get(36)).toBe(14_000);
    expect([...bonusMonths(projection, 'promo').entries()]).toEqual(range(1, 12).map((m) => [m, 5_000]));
    expect([...bonusMonths(projection, 'loyalty').keys()]).toEqual(range(10, 20).map((year) => year * 12));
    // below 12,000 a year the bonus is 4%; above 3,000 a month the promo is 10%; below 1,000 none
    expect(
      bonusMonths(projectIlp('investGoalX', { ...DEFAULTS.investGoalX, monthlyPremium: 500 }), 'welcome').get(
        1,
      ),
    ).toBe(2_000);
    expect(
      bonusMonths(projectIlp('investGoalX', { ...DEFAULTS.investGoalX, monthlyPremium: 500 }), 'promo').size,
    ).toBe(0);
    expect(
      bonusMonths(projectIlp('investGoalX', { ...DEFAULTS.investGoalX, monthlyPremium: 3000 }), 'promo').get(
        1,
      ),
    ).toBe(15_000);
    expect(
      bonusMonths(projectIlp('investGoalX', { ...DEFAULTS.investGoalX, monthlyPremium: 4000 }), 'promo').get(
        12,
      ),
    ).toBe(40_000);
  });

  it('Wealth Voyage: start-up bonus for 24 months by term and premium, power-up and loyalty by policy year', () => {
    const horizon30 = { ...DEFAULTS.wealthVoyage, horizonYears: 30 };
    const projection = projectIlp('wealthVoyage', horizon30);
    expect([...bonusMonths(projection, 'startUp').entries()]).toEqual(range(1, 24).map((m) => [m, 20_000]));
    expect(
      bonusMonths(projectIlp('wealthVoyage', { ...horizon30, monthlyPremium: 500 }), 'startUp').get(1),
    ).toBe(7_500);
    expect(
      bonusMonths(projectIlp('wealthVoyage', { ...horizon30, premiumTermYears: 25 }), 'startUp').get(24),
    ).toBe(30_000);
    expect([...bonusMonths(projection, 'powerUp').keys()]).toEqual([120, 180, 240, 300]);
    expect([...bonusMonths(projection, 'loyalty').keys()]).toEqual(range(16, 30).map((year) => year * 12));
    // the first-year promo: none at 12,000 a year, 18% from 24,000, 36% from 36,000
    expect(bonusMonths(projection, 'promo').size).toBe(0);
    expect(
      bonusMonths(projectIlp('wealthVoyage', { ...horizon30, monthlyPremium: 2000 }), 'promo').get(12),
    ).toBe(36_000);
    expect([
      ...bonusMonths(projectIlp('wealthVoyage', { ...horizon30, monthlyPremium: 3000 }), 'promo').entries(),
    ]).toEqual(range(1, 12).map((m) => [m, 108_000]));
  });

  it('Invest Flex: first-year bonus by term on at most 9,600 a year, loyalty from month 120', () => {
    const projection = projectIlp('investFlex', DEFAULTS.investFlex);
    // 10% of min(1,000, 9,600 / 12 = 800) = 80.00
    expect([...bonusMonths(projection, 'welcome').entries()]).toEqual(range(1, 12).map((m) => [m, 8_000]));
    // 20-year term: 20% of 500 (under the cut-off) = 100.00
    expect(
      bonusMonths(
        projectIlp('investFlex', { ...DEFAULTS.investFlex, premiumTermYears: 20, monthlyPremium: 500 }),
        'welcome',
      ).get(1),
    ).toBe(10_000);
    expect([...bonusMonths(projection, 'loyalty').keys()]).toEqual(range(10, 20).map((year) => year * 12));
  });

  it('Savvy Invest II: welcome bonus in year 1, supplementary in year 2, loyalty from month 132', () => {
    const projection = projectIlp('savvyInvestII', DEFAULTS.savvyInvestII);
    expect([...bonusMonths(projection, 'welcome').entries()]).toEqual(range(1, 12).map((m) => [m, 8_000]));
    expect([...bonusMonths(projection, 'supplementary').entries()]).toEqual(
      range(13, 24).map((m) => [m, 3_000]),
    );
    expect([...bonusMonths(projection, 'loyalty').keys()]).toEqual(range(11, 20).map((year) => year * 12));
    // under 10,000 a year (flexible, 500 a month) neither bonus
    const small = projectIlp('savvyInvestII', {
      ...DEFAULTS.savvyInvestII,
      variant: 'flexible',
      monthlyPremium: 500,
    });
    expect(bonusMonths(small, 'welcome').size + bonusMonths(small, 'supplementary').size).toBe(0);
  });

  it('Wealth Pro II: initial bonus on the first year premiums, monthly or in one yearly payment', () => {
    const monthly = projectIlp('wealthProII', DEFAULTS.wealthProII);
    expect([...bonusMonths(monthly, 'initial').entries()]).toEqual(range(1, 12).map((m) => [m, 35_000]));
    const yearly = projectIlp('wealthProII', { ...DEFAULTS.wealthProII, paymentMode: 'Y' });
    expect([...bonusMonths(yearly, 'initial').entries()]).toEqual([[1, 420_000]]);
    expect(
      yearly.months.filter((row) => row.premiumCents > 0).map((row) => [row.month, row.premiumCents]),
    ).toEqual(range(0, 9).map((year) => [year * 12 + 1, 1_200_000]));
    expect(yearly.totalPremiumCents).toBe(monthly.totalPremiumCents);
    // the tiers: 300 a month (3,600 a year) earns nothing, 4,000 a month (48,000) 43%
    expect(
      bonusMonths(projectIlp('wealthProII', { ...DEFAULTS.wealthProII, monthlyPremium: 300 }), 'initial')
        .size,
    ).toBe(0);
    expect(
      bonusMonths(
        projectIlp('wealthProII', { ...DEFAULTS.wealthProII, monthlyPremium: 4000 }),
        'initial',
      ).get(1),
    ).toBe(172_000);
  });
});

describe('projectIlp: Invest Flex premium escalation (spec 001 §9: 2% after month 120, 5% after month 240)', () => {
  it('a 20-year term pays 1,000 to month 120, then 1,020 to month 240', () => {
    const { months } = projectIlp('investFlex', { ...DEFAULTS.investFlex, premiumTermYears: 20 });
    expect([119, 120, 121, 240].map((m) => months[m - 1]?.premiumCents)).toEqual([
      100_000, 100_000, 102_000, 102_000,
    ]);
  });

  it('premiums after month 240 (a 25-year term, projected though not offered) are 1,050', () => {
    const projection = projectIlp('investFlex', {
      ...DEFAULTS.investFlex,
      premiumTermYears: 25,
      horizonYears: 25,
    });
    expect(projection.availability.available).toBe(false);
    expect([240, 241, 300].map((m) => projection.months[m - 1]?.premiumCents)).toEqual([
      102_000, 105_000, 105_000,
    ]);
    // 120 x 1,000 + 120 x 1,020 + 60 x 1,050
    expect(projection.totalPremiumCents).toBe(12_000_000 + 12_240_000 + 6_300_000);
  });

  it('no other plan escalates', () => {
    for (const planKey of ILP_PLAN_KEYS.filter((key) => key !== 'investFlex')) {
      const premiums = new Set(
        projectIlp(planKey, DEFAULTS[planKey])
          .months.map((row) => row.premiumCents)
          .filter((p) => p > 0),
      );
      expect([...premiums]).toEqual([100_000]);
    }
  });
});

describe('projectIlp: charges', () => {
  it('Savvy Invest II (fixed) charges initial units 1.9% a year for 120 months only, every unit 0.05% a year', () => {
    const { months } = projectIlp('savvyInvestII', { ...DEFAULTS.savvyInvestII, growthPct: 0 });
    const iuaAt = (month: number) => months[month - 1]?.iuaUnits ?? 0;
    // month 121: no premium, only the 0.05% a year (a twelfth a month) on every unit
    expect(iuaAt(121) / iuaAt(120)).toBeCloseTo(1 - 0.0005 / 12, 12);
    expect(iuaAt(120) / (iuaAt(119) + 1000)).toBeCloseTo(1 - 0.019 / 12 - 0.0005 / 12, 12);
  });

  it('Savvy Invest II (flexible) bears the 3.9% a year supplementary charge on initial units for 120 months', () => {
    const flexible = { ...DEFAULTS.savvyInvestII, variant: 'flexible' as const, growthPct: 0 };
    const { months } = projectIlp('savvyInvestII', flexible);
    const iuaAt = (month: number) => months[month - 1]?.iuaUnits ?? 0;
    expect(iuaAt(120) / (iuaAt(119) + 1000)).toBeCloseTo(1 - 0.039 / 12 - 0.0005 / 12, 12);
    expect(iuaAt(121) / iuaAt(120)).toBeCloseTo(1 - 0.0005 / 12, 12);
  });

  it('Savvy Invest II: the two variants are different plans, the flexible one worth less at the same inputs', () => {
    const fixed = projectIlp('savvyInvestII', DEFAULTS.savvyInvestII);
    const flexible = projectIlp('savvyInvestII', { ...DEFAULTS.savvyInvestII, variant: 'flexible' });
    expect(flexible.projectedValueCents).toBeLessThan(fixed.projectedValueCents);
    expect(flexible.totalChargeCents).toBeGreaterThan(fixed.totalChargeCents);
    expect(flexible.totalPremiumCents).toBe(fixed.totalPremiumCents);
  });

  it('Wealth Voyage charges 2.15% a year during the term from 1,000 a month, 1% after', () => {
    const { months } = projectIlp('wealthVoyage', { ...DEFAULTS.wealthVoyage, growthPct: 0 });
    const unitsAt = (month: number) =>
      (months[month - 1]?.iuaUnits ?? 0) + (months[month - 1]?.auaUnits ?? 0);
    expect(unitsAt(181) / unitsAt(180)).toBeCloseTo(1 - 0.01 / 12, 12);
    expect(unitsAt(179) / (unitsAt(178) + 1000)).toBeCloseTo(1 - 0.0215 / 12, 12);
  });
});

describe('projectIlp: the initial drop (spec 001 §9, ADR 0034)', () => {
  it('lowers the unit price once, in month 1, and leaves the monthly growth after it', () => {
    const flat = projectIlp('investGoalX', DEFAULTS.investGoalX).months;
    const dropped = projectIlp('investGoalX', { ...DEFAULTS.investGoalX, initialDropPct: 1 }).months;
    expect((dropped[0]?.unitPrice ?? 0) / (flat[0]?.unitPrice ?? 1)).toBeCloseTo(0.99, 12);
    expect((dropped[239]?.unitPrice ?? 0) / (flat[239]?.unitPrice ?? 1)).toBeCloseTo(0.99, 12);
  });

  it('refuses a drop below 0% or of 100% and more', () => {
    expect(() => projectIlp('investGoalX', { ...DEFAULTS.investGoalX, initialDropPct: -1 })).toThrow(
      RangeError,
    );
    expect(() => projectIlp('investGoalX', { ...DEFAULTS.investGoalX, initialDropPct: 100 })).toThrow(
      RangeError,
    );
  });
});
