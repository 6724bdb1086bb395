import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_PATHS,
  LINK_MESSAGES,
  publicComparisonSchema,
  termReplySchema,
  uploadPathFor,
  uploadReplySchema,
  type BuiltComparisonType,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import { importDataset } from '../products/products.service.js';
import {
  appWithAdviser,
  QUERIES,
  signedInAdviser,
  type SignedInAdviser,
  uploadAs,
  uploadPayload,
} from './links-test-kit.js';
import { findSnapshot } from './links.repository.js';
import { readSnapshotTable } from './snapshot-table.js';
import { termPremiumRow } from '../products/products-test-kit.js';

let ctx: TestContext;
let adviser: SignedInAdviser;
appWithAdviser(BUILT_COMPARISON_TYPES, (made) => ({ ctx, adviser } = made), { withSamples: true });

const publicPath = (rnf: string, id: string) => `/api/public/comparison/${rnf}/${id}`;
const view = (rnf: string, id: string) => ctx.app.inject({ method: 'GET', url: publicPath(rnf, id) });

async function firstRowId(type: BuiltComparisonType): Promise<string> {
  const reply = (await postAs(ctx, adviser.jwt, COMPARISON_PATHS[type], QUERIES[type])).json<{
    result: unknown;
  }>();
  const rows = (type === 'maternity' ? reply.result : (reply.result as unknown[])[0]) as {
    uniqueID: string;
  }[];
  expect(rows.length).toBeGreaterThan(1);
  return rows[0]!.uniqueID;
}

async function publish(type: BuiltComparisonType, extra: Record<string, unknown> = {}) {
  const res = await uploadAs(ctx, adviser, type, extra);
  expect(res.statusCode, res.body).toBe(200);
  return uploadReplySchema.parse(res.json());
}

describe('POST /api/dashboard/comparisonUpload/{type}', () => {
  it.each(BUILT_COMPARISON_TYPES)('publishes %s with a hidden row the client never sees', async (type) => {
    const hiddenId = await firstRowId(type);
    const { id, link, expiresAt } = await publish(type, { ignoreList: [hiddenId] });
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link).toBe(`http://portal.test/c/${adviser.rnf}/${id}`);
    expect(new Date(expiresAt).getTime() - ctx.clock.now().getTime()).toBe(8 * 86_400_000);
    const res = await view(adviser.rnf, id);
    expect(res.statusCode).toBe(200);
    const page = publicComparisonSchema.parse(res.json());
    expect(page.table.rows.length).toBeGreaterThan(0);
    expect(page.table.rows.map((r) => r.uniqueID)).not.toContain(hiddenId);
    expect(res.body).not.toContain(hiddenId);
    expect(res.body).not.toContain('01/02/1990');
    expect(res.body).not.toContain('roadshow');
    expect(page.clientName).toBe('Tan Ah Kow');
    expect(page.componentTheme).toBe('teal');
  });

  it('answers with no-store, noindex and no-referrer', async () => {
    const { id } = await publish('term');
    for (const res of [await view(adviser.rnf, id), await view(adviser.rnf, 'missing')]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toContain('noindex');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it.each([
    ['<script>alert(1)</script>', '< > /'],
    ['Buy "now"', '"'],
  ])('refuses %s in the recommendation, naming the characters', async (text, named) => {
    const res = await uploadAs(ctx, adviser, 'term', { advisorRecommendation: text });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(`${LINK_MESSAGES.invalidCharactersPrefix}${named}`);
  });

  it.each([
    ['clientName', LINK_MESSAGES.clientNameRequired],
    ['clientDescription', LINK_MESSAGES.clientDescriptionRequired],
    ['advisorRecommendation', LINK_MESSAGES.recommendationRequired],
  ])('requires %s', async (field, message) => {
    const res = await uploadAs(ctx, adviser, 'term', { [field]: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('refuses a bad query, an unknown validity and another adviser rnf', async () => {
    const bad = uploadPayload('term', adviser.rnf, { term: 'PayTo60' });
    expect((await postAs(ctx, adviser.jwt, uploadPathFor('term'), bad)).statusCode).toBe(400);
    const week = uploadPayload('term', adviser.rnf, { validityPeriod: 7 });
    expect((await postAs(ctx, adviser.jwt, uploadPathFor('term'), week)).statusCode).toBe(400);
    const other = await signedInAdviser(ctx);
    const res = await postAs(ctx, adviser.jwt, uploadPathFor('term'), uploadPayload('term', other.rnf));
    expect(res.statusCode).toBe(404);
  });

  it('keeps the published snapshot after a new data import changes the premiums', async () => {
    const published = await publish('term');
    const shown = publicComparisonSchema.parse((await view(adviser.rnf, published.id)).json());
    const publishedInsurers = shown.table.rows.map((r) => r.insurer);
    expect(publishedInsurers).not.toContain('Gamma Life');
    const outcome = await importDataset(
      ctx.deps,
      {
        comparisonType: 'term',
        effectiveDate: '2030-01-10',
        insurers: [{ name: 'Gamma Life', shortName: 'Gamma' }],
        products: [{ insurer: 'Gamma Life', planName: 'Gamma Term', updatedAt: '2030-01-10', features: [] }],
        premiums: ['death', 'tpd'].map((cover) => termPremiumRow('Gamma Life', 'Gamma Term', cover, 1)),
      },
      { source: 'test' },
    );
    expect(outcome.ok).toBe(true);
    // The adviser's own search now finds only the new data ...
    const fresh = termReplySchema.parse(
      (await postAs(ctx, adviser.jwt, COMPARISON_PATHS.term, QUERIES.term)).json(),
    );
    expect(fresh.result[0].map((r) => r.insurer)).toEqual(['Gamma Life']);
    // ... while the client's page, with nothing kept in memory, reads the stored snapshot.
    ctx.deps.cache.clear();
    const stored = await findSnapshot(ctx.deps.db, published.id);
    expect(stored).not.toBeNull();
    const after = publicComparisonSchema.parse((await view(adviser.rnf, published.id)).json());
    expect(after.table).toEqual(readSnapshotTable(stored!.table));
    expect(after.table).toEqual(shown.table);
    expect(after.dataset).toEqual(shown.dataset);
    const html = (await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${published.id}` })).body;
    for (const cell of shown.table.rows[0]!.cells) expect(html).toContain(cell.replace(/&/g, '&amp;'));
    expect(html).not.toContain('Gamma Life');
  });

  it('needs a signed-in adviser', async () => {
    const res = await postAs(ctx, undefined, uploadPathFor('term'), uploadPayload('term', adviser.rnf));
    expect(res.statusCode).toBe(403);
  });
});
