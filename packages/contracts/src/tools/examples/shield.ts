import { SHIELD_DEFAULTS } from '../shield.js';
import { base, defineToolExample } from './example-kit.js';

// Issue 35: shieldSingle's example for the tests. The registry test reads `row` as the adviser's table shows it
// (`cells`), the web test renders it, the API's links tests publish `query` (a body as the page sends it).
export const SHIELD_EXAMPLE = defineToolExample({
  type: 'shieldSingle',
  query: { query: { ...SHIELD_DEFAULTS, anb: 36 } },
  bench: { body: ({ anb }) => ({ query: { ...SHIELD_DEFAULTS, anb } }) },
  row: {
    ...base('s', true),
    planTier: 'Private',
    premiumMediSaveCents: 60_000,
    premiumCashCents: 12_345,
    premiumTotalCents: 72_345,
  },
  cells: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Tier', 'Private'],
    ['MediSave Premium', 'S$600.00'],
    ['Cash Premium', 'S$123.45'],
    ['Total Premium', 'S$723.45'],
    ['Promo', 'Y'],
  ],
  criteriaLines: [
    ['Residency', 'SG/PR'],
    ['IP with Rider', 'Yes'],
    ['Coverage Type', 'Private (Max rider)'],
  ],
  exportTextColumns: ['Tier'],
});
