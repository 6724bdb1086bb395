import { TERM_DEFAULTS } from '../term.js';
import { INSURED_35_M_NS, base, defineToolExample } from './example-kit.js';

// Issue 35: term's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const TERM_EXAMPLE = defineToolExample({
  type: 'term',
  query: { ...INSURED_35_M_NS, ...TERM_DEFAULTS },
  bench: { body: (insured) => ({ ...insured, ...TERM_DEFAULTS, ci: 500000, eci: 100000 }) },
  row: {
    ...base('t'),
    policyTerm: 'PayTo75',
    covers: [
      { cover: 'death', sumInsuredCents: 200_000_000, premiumCents: 100_000 },
      { cover: 'ci', sumInsuredCents: 50_000_000, premiumCents: 30_000 },
    ],
    premiumCents: 130_000,
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Policy Term', 'To 75'],
    ['Death', 'S$2,000,000'],
    ['TPD / CI / Early CI', '- / S$500,000 / -'],
    ['Annual Premium', 'S$1,300.00'],
    ['Promo', 'N'],
  ],
  criteriaLines: [
    ['Coverage Term', 'To 75'],
    ['Death', 'S$2,000,000'],
    ['TPD', 'S$2,000,000'],
    ['Advanced CI', 'None'],
    ['Early CI', 'None'],
  ],
  exportTextColumns: ['Policy Term'],
});
