import { MULTI_CI_DEFAULTS } from '../multi-pay-ci.js';
import { INSURED_35_M_NS, base, defineToolExample } from './example-kit.js';

// Issue 35: multiPayCI's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const MULTI_PAY_CI_EXAMPLE = defineToolExample({
  type: 'multiPayCI',
  query: {
    ...INSURED_35_M_NS,
    searchType: 'term',
    sumInsured: [100000],
    term: [MULTI_CI_DEFAULTS.term],
  },
  bench: {
    body: (insured) => ({
      ...insured,
      searchType: 'term',
      sumInsured: [50000, 100000, 150000],
      term: [MULTI_CI_DEFAULTS.term],
    }),
  },
  row: {
    ...base('c'),
    maxClaimPct: 300,
    isMaxOpenEnded: true,
    type: 'Multi-pay',
    sumInsuredCents: 10_000_000,
    policyTerm: '20Yrs',
    waiver: 'Included',
    premiumCents: 123_456,
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Max', '300%+'],
    ['Type', 'Multi-pay'],
    ['Insured Amt', 'S$100,000'],
    ['Policy Term', '20 Years'],
    ['Waiver', 'Included'],
    ['Annual Premium', 'S$1,234.56'],
    ['Promo', 'N'],
  ],
  criteriaLines: [
    ['Search By', 'By Policy Term'],
    ['Policy Term', 'To 75'],
    ['Sum Insured', 'S$100,000'],
  ],
  exportTextColumns: ['Max Open-Ended', 'Type', 'Policy Term', 'Waiver'],
});
