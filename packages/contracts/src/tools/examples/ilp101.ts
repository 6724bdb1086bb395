import { ILP_DEFAULTS } from '../ilp101.js';
import { base, defineToolExample } from './example-kit.js';

// Issue 35: ilp101's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const ILP101_EXAMPLE = defineToolExample({
  type: 'ilp101',
  query: { ...ILP_DEFAULTS },
  // Simulate projects in the browser from the core models (ADR 0030): no search of its own to bench.
  bench: null,
  row: {
    ...base('i'),
    id: 'Alpha Life - Alpha Care',
    comparisonType: 'custom',
    planKey: 'savvyInvestII',
    variant: 'fixed',
    paymentMode: null,
    availablity: true,
    reason: null,
    growthPct: 8,
    monthlyCents: 200_000,
    policyPremiumTerm: 10,
    investmentPeriod: 20,
    totalInvestedPremiumCents: 24_000_000,
    totalValueCents: 45_678_912,
    breakEvenYield: 1.23,
    totalBonusCents: 1_500_000,
    totalChargeCents: 2_345_678,
    netYieldPct: 6.5,
    yearly: [{ endOfYear: 1, totalInvestedPremiumCents: 2_400_000, valueCents: 2_000_000 }],
    values: [],
    excelFileName: 'Alpha Care (Fixed).xlsx',
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care (Fixed)'],
    ["Gross Growth / PI's Growth Rate", '8%'],
    ['Monthly', 'S$2,000'],
    ['Contribution Period', '10 years'],
    ['Investment Horizon', '20 years'],
    ['Total Premium', 'S$240,000'],
    ['Projected Value', 'S$456,789'],
    ['Break Even Yield', '1.23%'],
    ['Total Bonus', 'S$15,000'],
    ['Total Charges', 'S$23,457'],
    ['Net Yield p.a.', '6.50%'],
    ['Promo', 'N'],
  ],
  criteriaLines: [
    ['Comparison Type', 'Custom calculation'],
    ['Contribution Period', '10 years'],
    ['Investment Horizon', '20 years'],
    ['Monthly Amount', 'S$2,000'],
    ['Growth Rate', '8% p.a.'],
    ['Initial Drop', '1% in month 1'],
  ],
});
