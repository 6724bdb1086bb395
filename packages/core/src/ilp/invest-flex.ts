import { atYearEnds, horizonMonths, type IlpPlan } from './plan.js';

/** Insurer C, Invest Flex: every value with the sentence of spec 001 it comes from. */
export const INVEST_FLEX = {
  // §9 "premium escalates 2% after month 120 and 5% after month 240" (factors on the starting premium)
  escalations: [
    { fromMonth: 121, factor: 1.02 },
    { fromMonth: 241, factor: 1.05 },
  ],
  // §9 "Bonus in the first 12 months by term, with an annual cut-off of 9600" (pct by term: chosen, 5 points
  // a step; only the first 9,600 of yearly premium earns it)
  welcomeBonus: {
    months: 12,
    pctByTerm: { 5: 5, 10: 10, 15: 15, 20: 20 } as Record<number, number | undefined>,
    capAnnualCents: 960_000,
  },
  // §9 "Loyalty 0.5%" (chosen: of the fund at month 120 and every 12 months after, as Invest Goal X)
  loyalty: { fromMonth: 120, pct: 0.5 },
  // §9 "Charge 2.5% yearly before month 120, then 0.6%"
  charges: { beforeMonth: 120, pctYearlyBefore: 2.5, pctYearlyAfter: 0.6 },
  // Not in the spec (ADR 0029): premiums of the bonus period buy initial units
  initialUnitMonths: 12,
} as const;

export const investFlex: IlpPlan = {
  key: 'investFlex',
  insurer: 'Insurer C',
  planName: 'Invest Flex',
  // §5 "terms 5, 10, 15, 20 with minimum monthly 800, 500, 300, 200"
  offers: [
    { termYears: 5, minMonthlyPremium: 800 },
    { termYears: 10, minMonthlyPremium: 500 },
    { termYears: 15, minMonthlyPremium: 300 },
    { termYears: 20, minMonthlyPremium: 200 },
  ],
  scheduleOf(inputs) {
    const t = INVEST_FLEX;
    const end = horizonMonths(inputs);
    const { beforeMonth, pctYearlyBefore, pctYearlyAfter } = t.charges;
    return {
      initialUnitMonths: t.initialUnitMonths,
      premiumBonuses: [
        {
          kind: 'welcome',
          fromMonth: 1,
          toMonth: t.welcomeBonus.months,
          pct: t.welcomeBonus.pctByTerm[inputs.premiumTermYears] ?? 0,
          capAnnualCents: t.welcomeBonus.capAnnualCents,
        },
      ],
      fundBonuses: atYearEnds('loyalty', t.loyalty.fromMonth, end, t.loyalty.pct),
      charges: [
        { name: 'charge', on: 'all', fromMonth: 1, toMonth: beforeMonth - 1, pctYearly: pctYearlyBefore },
        { name: 'charge', on: 'all', fromMonth: beforeMonth, toMonth: end, pctYearly: pctYearlyAfter },
      ],
      escalations: t.escalations,
    };
  },
};
