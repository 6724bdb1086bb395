import { LTC_DEFAULTS } from '../long-term-care.js';
import { base, defineToolExample } from './example-kit.js';

// Issue 35: longTermCare's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const LONG_TERM_CARE_EXAMPLE = defineToolExample({
  type: 'longTermCare',
  query: { anb: 36, gender: 'M', ...LTC_DEFAULTS },
  bench: {
    body: ({ anb, gender }) => ({
      anb,
      gender,
      sumInsured: LTC_DEFAULTS.sumInsured,
      _2ADLs: true,
      _3ADLs: true,
    }),
  },
  row: {
    ...base('l'),
    type: '2 ADLs',
    sumInsuredCents: 300_000,
    premiumTerm: 'To 67',
    premiumCents: 55_050,
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Claim Condition', '2 ADLs'],
    ['Monthly Benefit', 'S$3,000.00'],
    ['Premium Term', 'To 67'],
    ['Annual Premium', 'S$550.50'],
    ['Promo', 'N'],
  ],
  criteriaLines: [
    ['Search By', 'Sum Insured'],
    ['Sum Insured (monthly)', 'S$3,000'],
  ],
  exportTextColumns: ['Claim Condition', 'Premium Term'],
});
