import type { PublicComparison } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_PAGE_CSS, WIDE_TABLE_STACKS_BELOW } from './client-page.css.js';
import { renderClientPage } from './client-page.html.js';

// ADR 0027: each cell carries its column's alignment, and a column the registry keeps off phones is
// hidden at 600 px or less, the width of the adviser's phone cards (spec 001 §2).
const comparison: PublicComparison = {
  adviser: { name: 'Wei Jie', rnf: 'REP-1' },
  comparisonType: 'term',
  clientName: 'Tan Ah Kow',
  advisorRecommendation: 'Take A.',
  insured: { gender: 'M', smoker: false, ageYears: 35 },
  colorScheme: 'light',
  componentTheme: 'teal',
  table: {
    columns: [
      { key: 'insurer', label: 'Insurer', align: 'left', isShownOnPhone: true },
      { key: 'otherCovers', label: 'TPD / CI', align: 'left', isShownOnPhone: false },
      { key: 'premiumCents', label: 'Annual Premium', align: 'right', isShownOnPhone: true },
      { key: 'promo', label: 'Promo', align: 'center', isShownOnPhone: true },
    ],
    rows: [
      { uniqueID: 'A - P', insurer: 'A', planName: 'P', cells: ['A', 'S$1,000,000', 'S$4,420.00', 'Y'] },
    ],
  },
  productInfos: [],
  dataset: null,
  createdAt: '2030-01-15T09:00:00.000Z',
  expiresAt: '2030-01-23T09:00:00.000Z',
};

describe("the client page's columns", () => {
  const html = renderClientPage(comparison, '/c/page.css');

  it('aligns each header and cell as its column says', () => {
    expect(html).toContain('<th scope="col" class="align-right">Annual Premium</th>');
    expect(html).toContain('<td class="align-right" data-label="Annual Premium">S$4,420.00</td>');
    expect(html).toContain('<td class="align-center" data-label="Promo">Y</td>');
  });

  it('marks only the columns kept off phones, and the stylesheet hides them at 600 px or less', () => {
    expect([...html.matchAll(/class="[^"]*phone-hidden[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual([
      'TPD / CI',
      'S$1,000,000',
    ]);
    const phone = CLIENT_PAGE_CSS.slice(CLIENT_PAGE_CSS.indexOf('@media (max-width:600px)'));
    expect(phone).toContain('td.phone-hidden{display:none}');
  });

  // Issue 31: a value-series table (8 to 10 columns) ran 66 to 346 px past a 768 px window, and the
  // Retirement Income one past its card at 1366 px.
  it('turns a table of many columns into cards below a laptop width, and a short one only on phones', () => {
    expect(html).toContain('<table><thead>');
    const column = { key: 'x', label: 'X', align: 'left', isShownOnPhone: true } as const;
    const wide = renderClientPage(
      {
        ...comparison,
        table: {
          columns: Array.from({ length: 8 }, (_, i) => ({ ...column, key: `c${i}`, label: `C${i}` })),
          rows: [{ uniqueID: 'A - P', insurer: 'A', planName: 'P', cells: Array(8).fill('1') }],
        },
      },
      '/c/page.css',
    );
    expect(wide).toContain('<table class="table-wide"><thead>');
    const tablet = CLIENT_PAGE_CSS.slice(
      CLIENT_PAGE_CSS.indexOf(`@media (max-width:${WIDE_TABLE_STACKS_BELOW - 1}px)`),
      CLIENT_PAGE_CSS.indexOf('@media (max-width:600px)'),
    );
    expect(tablet).toContain('table.table-wide thead{display:none}');
    expect(tablet).toContain('table.table-wide td::before{content:attr(data-label)');
    expect(CLIENT_PAGE_CSS).toContain('main{max-width:1200px;');
  });
});
