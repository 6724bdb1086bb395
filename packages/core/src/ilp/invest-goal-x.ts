import { annualised, atYearEnds, horizonMonths, tierPct, type IlpPlan } from './plan.js';

/** Insurer A, Invest Goal X: every value with the sentence of spec 001 it comes from. */
export const INVEST_GOAL_X = {
  // §9 "bonus 14% of premium when the annualised premium is at least 12000, else 4%, for the first 36 months"
  welcomeBonus: {
    months: 36,
    tiers: [
      { atLeast: 12_000, pct: 14 },
      { atLeast: 0, pct: 4 },
    ],
  },
  // §9 "Promo in the first 12 months: 10% if premium above 3000, 5% if at least 1000, else 0" (monthly premium;
  // "above 3000" is read as at least 3000.01, i.e. 4000 among the form's options)
  promo: {
    months: 12,
    tiers: [
      { atLeast: 3000.01, pct: 10 },
      { atLeast: 1000, pct: 5 },
    ],
  },
  // §9 "Loyalty 2% yearly from month 120": 2% of the fund at month 120 and every 12 months after
  loyalty: { fromMonth: 120, pct: 2 },
  // §9 "Charge 2.3% yearly, applied monthly" on the whole fund
  chargePctYearly: 2.3,
  // Not in the spec (ADR 0029): premiums of the bonus period (36 months) buy initial units
  initialUnitMonths: 36,
} as const;

export const investGoalX: IlpPlan = {
  key: 'investGoalX',
  insurer: 'Insurer A',
  planName: 'Invest Goal X',
  // §5 "premium term must be 10 and must not exceed the investment horizon. Minimum monthly premium 500."
  offers: [{ termYears: 10, minMonthlyPremium: 500 }],
  scheduleOf(inputs) {
    const t = INVEST_GOAL_X;
    const end = horizonMonths(inputs);
    return {
      initialUnitMonths: t.initialUnitMonths,
      premiumBonuses: [
        {
          kind: 'welcome',
          fromMonth: 1,
          toMonth: t.welcomeBonus.months,
          pct: tierPct(t.welcomeBonus.tiers, annualised(inputs)),
        },
        {
          kind: 'promo',
          fromMonth: 1,
          toMonth: t.promo.months,
          pct: tierPct(t.promo.tiers, inputs.monthlyPremium),
        },
      ],
      fundBonuses: atYearEnds('loyalty', t.loyalty.fromMonth, end, t.loyalty.pct),
      charges: [{ name: 'charge', on: 'all', fromMonth: 1, toMonth: end, pctYearly: t.chargePctYearly }],
      escalations: [],
    };
  },
};
