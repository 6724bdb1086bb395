import { WHOLE_LIFE_DEFAULTS } from '../whole-life.js';
import { INSURED_ANB_35, base, defineToolExample } from './example-kit.js';

// Issue 35: wholeLifePlan's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const WHOLE_LIFE_EXAMPLE = defineToolExample({
  type: 'wholeLifePlan',
  // Issue 12: the sample's whole life plans are non-smoker, at every entry age they sell (ADR 0039).
  query: { ...INSURED_ANB_35, ...WHOLE_LIFE_DEFAULTS },
  bench: { body: (insured) => ({ ...insured, ...WHOLE_LIFE_DEFAULTS }) },
  row: {
    ...base('l'),
    entryAge: 35,
    basicSumAssured: 10_000_000,
    multiplier: 3,
    multiplierExpiryAge: 75,
    coverType: 'HYBRID',
    premiumTerm: 15,
    annualPremiumCents: 312_340,
    totalPremiumCents: 4_685_100,
    kpi: [
      {
        compareAtAge: 65,
        values: {
          policyYear: 31,
          premiumsPaid: 4_685_100,
          deathCoverWithRB: 32_000_000,
          deathEffectiveSumInsured: 30_000_000,
          cashValueGuranteed: 3_000_000,
          cashValueTotal: 5_000_000,
          eciAmount: 15_000_000,
          ciAmount: 15_000_000,
          deathCoverWithRBPerDollar: 6.8301,
          deathEffectiveSumInsuredPerDollar: 6.4033,
          cashValueGuranteedPerDollar: 0.6403,
          cashValueTotalPerDollar: 1.0672,
        },
      },
    ],
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Premium Term', '15 Years'],
    ['Multiplier To Age', '75'],
    ['Annual Premium', 'S$3,123.40'],
    ['Total Premium', 'S$46,851'],
    ['Basic Sum Assured', 'S$100,000'],
    ['Death Cover with RB', 'S$320,000'],
    ['Death Effective Sum Insured', 'S$300,000'],
    ['ECI Amount', 'S$150,000'],
    ['CI Amount', 'S$150,000'],
    ['Cash Value (Guaranteed)', 'S$30,000'],
    ['Cash Value (Total)', 'S$50,000'],
    ['Premiums Paid', 'S$46,851'],
    ['Death Cover with RB per S$1', '6.83'],
    ['Death Effective Sum Insured per S$1', '6.40'],
    ['Cash Value (Guaranteed) per S$1', '0.64'],
    ['Cash Value (Total) per S$1', '1.07'],
    ['Promo', 'N'],
  ],
  criteriaLines: [
    ['Coverage Type', 'Hybrid (50% ECI, 50% CI)'],
    ['Multiplier', '3X'],
    ['Multiplier Expiry Age', 'Age 75, Age 80, Age 85'],
    ['Premium Term', '15 Years'],
  ],
});
