import { publicComparisonSchema, type ProductInfo } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComparisonSnapshot } from '../../db/schema-links.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createAdviser, type TestAdviser } from '../../test/factories.js';
import { insertLinkDirectly } from '../links/links-test-kit.js';

// ADR 0027: snapshots published before the registry's columns hold header texts only. They are never
// rewritten, so the client's page and its JSON must still show them, as they were published.
let ctx: TestContext;
let adviser: TestAdviser;
beforeAll(async () => {
  ctx = await createTestContext();
  adviser = await createAdviser(ctx.deps);
});
afterAll(async () => ctx.close());

const HEADERS = ['Insurer', 'Plan', 'Promo', 'Policy Term', 'Cover', 'Annual Premium'];
const CELLS = [
  ['Alpha Assurance', 'Alpha Term', 'Yes', 'To 75', 'Death S$2,000,000 · TPD S$1,000,000', 'S$4,420.00'],
  ['Beta Life', 'Beta Protect', 'No', 'To 75', 'Death S$2,000,000 · TPD S$1,000,000', 'S$4,980.50'],
];
const INFO: ProductInfo = {
  insurer: 'Alpha Assurance',
  planName: 'Alpha Term',
  updatedAt: '2029-12-01',
  premiumUpdatedAt: '2030-01-01',
  customerPromo: { valid: true, promoName: 'New Year 10% off', promoDetails: ['First year only'] },
  features: ['Level cover to age 75'],
  premiumHoliday: [],
  partialSurrender: [],
  fullSurrender: [],
  loan: [],
  notes: [],
  usps: [],
  material: [],
  extra: {},
};

/** A snapshot exactly as the publish code before ADR 0027 stored it. */
const legacySnapshot = (adviserName: string): ComparisonSnapshot => ({
  query: { anb: 36, gender: 'M', smokingStatus: 'NS', term: 'PayTo75', death: 2_000_000 },
  rows: CELLS.map(([insurer, planName]) => ({ uniqueID: `${insurer} - ${planName}`, insurer, planName })),
  table: {
    headers: HEADERS,
    rows: CELLS.map((cells) => ({
      uniqueID: `${cells[0]} - ${cells[1]}`,
      insurer: cells[0]!,
      planName: cells[1]!,
      cells,
    })),
  },
  productInfos: [INFO],
  hiddenRowIds: [],
  allowedInsurers: [],
  dataset: { effectiveDate: '2030-01-01', isSample: true },
  adviserName,
});

function insertLegacyLink(): Promise<string> {
  return insertLinkDirectly(ctx, adviser, {
    comparisonType: 'term',
    clientDescription: 'Published before the registry',
    advisorRecommendation: 'Alpha Term suits you.',
    snapshot: legacySnapshot(adviser.name),
  });
}

describe('a snapshot stored before the registry columns', () => {
  it('answers its JSON with columns made from the stored headers, cells unchanged', async () => {
    const id = await insertLegacyLink();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public/comparison/${adviser.rnf}/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = publicComparisonSchema.parse(res.json());
    expect(page.table.columns.map((c) => c.label)).toEqual(HEADERS);
    // As the page always showed them: left-aligned, every column kept on phones.
    expect(page.table.columns.every((c) => c.align === 'left' && c.isShownOnPhone)).toBe(true);
    expect(page.table.rows.map((r) => r.cells)).toEqual(CELLS);
  });

  it('renders the client page with its headers, every cell labelled, and the product info', async () => {
    const id = await insertLegacyLink();
    const res = await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(HEADERS);
    const firstRow = [...html.matchAll(/<td class="[^"]*" data-label="([^"]*)">([^<]*)<\/td>/g)]
      .slice(0, HEADERS.length)
      .map((m) => [m[1], m[2]]);
    expect(firstRow).toEqual(HEADERS.map((h, i) => [h, CELLS[0]![i]]));
    expect(html).toContain('S$4,980.50');
    expect(html).not.toContain('phone-hidden');
    expect(html).toContain('Promotion: New Year 10% off');
    expect(html).toContain('Term comparison for Tan Ah Kow');
  });
});
