import { MATERNITY_DEFAULTS } from '../maternity.js';
import { INSURED_32_F_NS, base, defineToolExample } from './example-kit.js';

// Issue 35: maternity's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const MATERNITY_EXAMPLE = defineToolExample({
  type: 'maternity',
  query: { ...INSURED_32_F_NS, ...MATERNITY_DEFAULTS },
  bench: { body: (insured) => ({ ...insured, ...MATERNITY_DEFAULTS }) },
  row: {
    ...base('m'),
    coverIVF: true,
    planType: 'Bundle',
    sumInsuredCents: 1_000_000,
    premiumCents: 45_000,
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Pregnancy', 'IVF'],
    ['Plan Type', 'Bundle'],
    ['Sum Insured', 'S$10,000'],
    ['Single Premium', 'S$450.00'],
    ['Promo', 'N'],
  ],
  criteriaLines: [
    ['Sum Insured', 'S$10,000'],
    ['Pregnancy Type', 'Standard'],
    ['Policy Type', 'All'],
  ],
  exportTextColumns: ['Pregnancy', 'Plan Type'],
});
