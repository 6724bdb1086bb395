import { annualised, horizonMonths, tierPct, type IlpPlan } from './plan.js';

/** Insurer E, Wealth Pro II: every value with the sentence of spec 001 it comes from. */
export const WEALTH_PRO_II = {
  // §9 "initial bonus by premium tier (0, 17, 35, 37, 41, 43%)" (yearly premium tiers: chosen), on the
  // first year's premiums
  initialBonus: {
    months: 12,
    tiers: [
      { atLeast: 48_000, pct: 43 },
      { atLeast: 36_000, pct: 41 },
      { atLeast: 24_000, pct: 37 },
      { atLeast: 12_000, pct: 35 },
      { atLeast: 6_000, pct: 17 },
      { atLeast: 0, pct: 0 },
    ],
  },
  // §9 "Policy charge 0.0875% per unit and similar": 0.0875% a month (1.05% a year) on initial units for
  // 120 months, and (chosen, "and similar") a fund charge of 1% a year on every unit
  charges: { policyPctMonthly: 0.0875, policyMonths: 120, fundPctYearly: 1 },
  // Not in the spec (ADR 0029): premiums of the 120 policy-charge months buy initial units
  initialUnitMonths: 120,
} as const;

export const wealthProII: IlpPlan = {
  key: 'wealthProII',
  insurer: 'Insurer E',
  planName: 'Wealth Pro II',
  // §5 "term 10, minimum monthly 300, payment mode M or Y"
  offers: [{ termYears: 10, minMonthlyPremium: 300 }],
  paymentModes: ['M', 'Y'],
  scheduleOf(inputs) {
    const t = WEALTH_PRO_II;
    const end = horizonMonths(inputs);
    return {
      initialUnitMonths: t.initialUnitMonths,
      premiumBonuses: [
        {
          kind: 'initial',
          fromMonth: 1,
          toMonth: t.initialBonus.months,
          pct: tierPct(t.initialBonus.tiers, annualised(inputs)),
        },
      ],
      fundBonuses: [],
      charges: [
        {
          name: 'policy charge',
          on: 'IUA',
          fromMonth: 1,
          toMonth: t.charges.policyMonths,
          pctYearly: t.charges.policyPctMonthly * 12,
        },
        { name: 'fund charge', on: 'all', fromMonth: 1, toMonth: end, pctYearly: t.charges.fundPctYearly },
      ],
      escalations: [],
    };
  },
};
