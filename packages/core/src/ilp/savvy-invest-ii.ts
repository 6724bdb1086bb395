import { annualised, atYearEnds, horizonMonths, tierPct, type IlpPlan } from './plan.js';

/** Insurer D, Savvy Invest II: every value with the sentence of spec 001 it comes from. */
export const SAVVY_INVEST_II = {
  // §9 "welcome bonus and supplementary tables by cut-offs 25000, 12000, 10000" (yearly premium; the pcts
  // are chosen): welcome on the first year's premiums, supplementary on the second year's
  welcomeBonus: {
    months: { from: 1, to: 12 },
    tiers: [
      { atLeast: 25_000, pct: 10 },
      { atLeast: 12_000, pct: 8 },
      { atLeast: 10_000, pct: 5 },
    ],
  },
  supplementaryBonus: {
    months: { from: 13, to: 24 },
    tiers: [
      { atLeast: 25_000, pct: 5 },
      { atLeast: 12_000, pct: 3 },
      { atLeast: 10_000, pct: 2 },
    ],
  },
  // §9 "Loyalty 0.3 / 0.4 / 0.5%" (chosen: by premium term, up to 5 / 10 / 20 years; of the fund at the
  // end of every policy year once the 120 charged months are over)
  loyalty: {
    fromMonth: 132,
    pctByTerm: [
      { upToYears: 5, pct: 0.3 },
      { upToYears: 10, pct: 0.4 },
      { upToYears: 20, pct: 0.5 },
    ],
  },
  // §9 "Charge 0.05% and 1.9% yearly for 120 months": 0.05% a year on every unit for the whole horizon
  // and 1.9% a year on initial units for 120 months, both deducted monthly (a twelfth each month).
  // §9 "A supplementary charge of 3.9% p.a. for the first 120 months is also described for a plan of this
  // kind" (ADR 0034, our reading): the flexible variant's initial units bear 3.9% a year for 120 months in
  // place of the fixed variant's 1.9%; the flexible plan pays for its choice of terms (§5) with it.
  charges: {
    allUnitsPctYearly: 0.05,
    initialUnitsPctYearly: { fixed: 1.9, flexible: 3.9 },
    initialUnitsMonths: 120,
  },
  // Not in the spec (ADR 0029): premiums of the 120 charged months buy initial units
  initialUnitMonths: 120,
} as const;

export const savvyInvestII: IlpPlan = {
  key: 'savvyInvestII',
  insurer: 'Insurer D',
  planName: 'Savvy Invest II',
  // §5 "Fixed terms 3, 5, 10 with minimums 834, 834, 300. Flexible terms 5, 10, 20 with minimums 1000, 500, 200."
  offers: [
    { variant: 'fixed', termYears: 3, minMonthlyPremium: 834 },
    { variant: 'fixed', termYears: 5, minMonthlyPremium: 834 },
    { variant: 'fixed', termYears: 10, minMonthlyPremium: 300 },
    { variant: 'flexible', termYears: 5, minMonthlyPremium: 1000 },
    { variant: 'flexible', termYears: 10, minMonthlyPremium: 500 },
    { variant: 'flexible', termYears: 20, minMonthlyPremium: 200 },
  ],
  scheduleOf(inputs) {
    const t = SAVVY_INVEST_II;
    const end = horizonMonths(inputs);
    const yearly = annualised(inputs);
    // Without a variant the plan is unavailable (availability.ts); its figures are the fixed variant's
    const variant = inputs.variant ?? 'fixed';
    const loyaltyPct =
      t.loyalty.pctByTerm.find((band) => inputs.premiumTermYears <= band.upToYears)?.pct ?? 0;
    return {
      initialUnitMonths: t.initialUnitMonths,
      premiumBonuses: [
        {
          kind: 'welcome',
          fromMonth: t.welcomeBonus.months.from,
          toMonth: t.welcomeBonus.months.to,
          pct: tierPct(t.welcomeBonus.tiers, yearly),
        },
        {
          kind: 'supplementary',
          fromMonth: t.supplementaryBonus.months.from,
          toMonth: t.supplementaryBonus.months.to,
          pct: tierPct(t.supplementaryBonus.tiers, yearly),
        },
      ],
      fundBonuses: atYearEnds('loyalty', t.loyalty.fromMonth, end, loyaltyPct),
      charges: [
        {
          name: 'charge',
          on: 'all',
          fromMonth: 1,
          toMonth: end,
          pctYearly: t.charges.allUnitsPctYearly,
        },
        {
          name: variant === 'flexible' ? 'supplementary charge' : 'initial charge',
          on: 'IUA',
          fromMonth: 1,
          toMonth: t.charges.initialUnitsMonths,
          pctYearly: t.charges.initialUnitsPctYearly[variant],
        },
      ],
      escalations: [],
    };
  },
};
