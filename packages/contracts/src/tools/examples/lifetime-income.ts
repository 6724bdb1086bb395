import { INSURED_ANB_35, base, defineToolExample } from './example-kit.js';

// Issue 35: lifetimeIncome's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const LIFETIME_INCOME_EXAMPLE = defineToolExample({
  type: 'lifetimeIncome',
  query: { ...INSURED_ANB_35, totalPremium: 150000, premiumTerms: [1], illustrationRate: '4.25' },
  // The page loads every plan once, for the insured alone, and filters in the browser (ADR 0031);
  // issue 33: that load-all call at least 0.7 of the bare route (it was 0.30 before ADR 0045).
  bench: { body: (insured) => ({ ...insured }), minRatio: 0.7, hasKpiTable: true },
  row: {
    ...base('i'),
    illustrationRate: '4.25',
    entryAge: 35,
    comparisonTotalPremium: 300_000,
    premiumTerm: 1,
    annualPremiumCents: 10_000_000,
    breakEvenYear_Guaranteed: 30,
    breakEvenYear_Total: 21,
    payoutStart: 2,
    yearlyPayoutGtdCents: 110_100,
    yearlyPayoutTotalCents: 331_100,
    kpi: [{ compareAtYear: 40, values: null }],
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Premium Term', 'Single'],
    ['Annual Premium', 'S$100,000.00'],
    ['Payout From Year', '2'],
    ['Yearly Payout (Guaranteed)', 'S$1,101.00'],
    ['Yearly Payout (Total)', 'S$3,311.00'],
    ['Surrender Value (Guaranteed)', '-'],
    ['Surrender Value (Total)', '-'],
    ['Received (Guaranteed)', '-'],
    ['Received (Total)', '-'],
    ['IRR (Guaranteed)', '-'],
    ['IRR (Total)', '-'],
    ['Break-even Year (Guaranteed)', '30'],
    ['Break-even Year (Total)', '21'],
    ['Promo', 'N'],
  ],
  criteriaLines: [
    ['Total Premium', 'S$150,000'],
    ['Premium Term', 'Single'],
    ['Illustration Rate', '4.25% p.a.'],
  ],
});
