import { annualised, horizonMonths, termMonths, tierPct, type IlpPlan } from './plan.js';
import type { IlpFundBonus } from './ilp-types.js';

/** Insurer B, Wealth Voyage: every value with the sentence of spec 001 it comes from. */
export const WEALTH_VOYAGE = {
  // §9 "start-up bonus in the first 24 months depends on term and premium (below 1000 vs at least 1000),
  // for example 15% or 20% for the 15-year term" (20 and 25 years: chosen, 5 points a step)
  startUpBonus: {
    months: 24,
    pctByTerm: {
      15: { below1000: 15, from1000: 20 },
      20: { below1000: 20, from1000: 25 },
      25: { below1000: 25, from1000: 30 },
    } as Record<number, { below1000: number; from1000: number } | undefined>,
  },
  // §9 "Power-up and loyalty bonus tables per policy year" (chosen): % of the fund at that year's end
  powerUpPctByPolicyYear: { 10: 1, 15: 1.5, 20: 2, 25: 2.5 } as Record<number, number | undefined>,
  loyaltyByPolicyYear: [
    { fromYear: 21, pct: 0.8 },
    { fromYear: 16, pct: 0.5 },
  ],
  // §9 "Maintenance fee 2.3% or 2.15% during the term and 1% after" (2.15% read as the fee from 1000 a month)
  maintenanceFeePctYearly: { duringTermBelow1000: 2.3, duringTermFrom1000: 2.15, afterTerm: 1 },
  // §9 "Customer promo bonuses of 18% and 36% on large premiums in the first year ... exact thresholds: not
  // shown" (chosen: yearly premium of 24,000 and 36,000)
  promo: {
    months: 12,
    tiers: [
      { atLeast: 36_000, pct: 36 },
      { atLeast: 24_000, pct: 18 },
    ],
  },
  // Not in the spec (ADR 0029): premiums of the start-up bonus period buy initial units
  initialUnitMonths: 24,
} as const;

export const wealthVoyage: IlpPlan = {
  key: 'wealthVoyage',
  insurer: 'Insurer B',
  planName: 'Wealth Voyage',
  // §5 "terms 15, 20, 25. Minimum monthly 300."
  offers: [15, 20, 25].map((termYears) => ({ termYears, minMonthlyPremium: 300 })),
  scheduleOf(inputs) {
    const t = WEALTH_VOYAGE;
    const end = horizonMonths(inputs);
    const term = termMonths(inputs);
    const isFrom1000 = inputs.monthlyPremium >= 1000;
    const startUp = t.startUpBonus.pctByTerm[inputs.premiumTermYears];
    const fundBonuses: IlpFundBonus[] = [];
    for (let year = 1; year * 12 <= end; year += 1) {
      const powerUp = t.powerUpPctByPolicyYear[year];
      if (powerUp !== undefined) fundBonuses.push({ kind: 'powerUp', month: year * 12, pct: powerUp });
      const loyalty = t.loyaltyByPolicyYear.find((band) => year >= band.fromYear);
      if (loyalty) fundBonuses.push({ kind: 'loyalty', month: year * 12, pct: loyalty.pct });
    }
    const fee = t.maintenanceFeePctYearly;
    return {
      initialUnitMonths: t.initialUnitMonths,
      premiumBonuses: [
        {
          kind: 'startUp',
          fromMonth: 1,
          toMonth: t.startUpBonus.months,
          pct: startUp ? (isFrom1000 ? startUp.from1000 : startUp.below1000) : 0,
        },
        {
          kind: 'promo',
          fromMonth: 1,
          toMonth: t.promo.months,
          pct: tierPct(t.promo.tiers, annualised(inputs)),
        },
      ],
      fundBonuses,
      charges: [
        {
          name: 'maintenance fee',
          on: 'all',
          fromMonth: 1,
          toMonth: term,
          pctYearly: isFrom1000 ? fee.duringTermFrom1000 : fee.duringTermBelow1000,
        },
        { name: 'maintenance fee', on: 'all', fromMonth: term + 1, toMonth: end, pctYearly: fee.afterTerm },
      ],
      escalations: [],
    };
  },
};
