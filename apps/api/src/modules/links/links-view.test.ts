import {
  DEV_CODES,
  LINK_MESSAGES,
  defineTool,
  publicComparisonSchema,
  resolveUploadView,
  resultRowBaseSchema,
  uploadReplySchema,
  type AnyComparisonTool,
  type ToolView,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ComparisonSnapshot } from '../../db/schema-links.js';
import type { TestContext } from '../../test/context.js';
import { appWithAdviser, insertLinkDirectly, type SignedInAdviser, uploadAs } from './links-test-kit.js';
import { findSnapshot } from './links.repository.js';
import { buildPublishedTable } from './snapshot-table.js';

// Issue 10: Upload Online carries the view mode and compare-at the adviser's table showed; the API checks
// them against the tool's declaration and the client's page shows the table in that view.
let ctx: TestContext;
let adviser: SignedInAdviser;
appWithAdviser(['term'], (made) => ({ ctx, adviser } = made));

const upload = (extra: Record<string, unknown>) => uploadAs(ctx, adviser, 'term', extra);

/** A value-series tool as the registry will declare Lifetime Income (spec 001 §2, §9, ADR 0011); none is built yet. */
const rowSchema = resultRowBaseSchema.extend({
  annualPremiumCents: z.number().int(),
  surrenderValueCentsByYear: z.record(z.string(), z.number().int()),
});
type Row = z.infer<typeof rowSchema>;
const RIGHT = { format: 'moneyWhole', align: 'right', isSortable: true, isShownOnPhone: true } as const;
const LIFETIME_INCOME = defineTool({
  type: 'lifetimeIncome',
  specOrder: 8,
  kind: 'valueSeries',
  title: 'Lifetime Income',
  menu: { group: 'Endowment & Retirement', label: 'Lifetime Income', order: 2 },
  route: '/comparison/lifetimeIncome',
  apiPath: '/api/dashboard/comparison/lifetimeIncome',
  bodySchema: z.object({}),
  rowSchema,
  replySchema: z.object({ rows: z.array(rowSchema) }),
  toReply: ({ rows }) => ({ rows }),
  rowsOf: (reply) => reply.rows,
  infosOf: () => [],
  emptyExtra: null,
  columns: [
    {
      key: 'insurer',
      label: 'Insurer',
      value: (r: Row) => r.insurer,
      format: 'text',
      align: 'left',
      isSortable: true,
      isShownOnPhone: true,
    },
    {
      key: 'annualPremium',
      label: 'Annual Premium',
      value: (r: Row) => r.annualPremiumCents,
      ...RIGHT,
      viewModes: ['default'],
    },
    {
      key: 'surrenderValue',
      label: 'Surrender Value',
      value: (r: Row, view?: ToolView) => r.surrenderValueCentsByYear[String(view?.compareAt ?? 40)] ?? null,
      ...RIGHT,
      viewModes: ['values'],
    },
  ],
  detailSections: [],
  eligibility: { isFemaleOnly: false, anbRange: null },
  defaults: {},
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'values', label: 'Values' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: { kind: 'year', options: [20, 30, 40, 50, 60], default: 40, modes: ['values', 'kpis'] },
}) as unknown as AnyComparisonTool;
const ROW = rowSchema.parse({
  uniqueID: 'Alpha Life - Alpha Income',
  insurer: 'Alpha Life',
  insurerShortName: 'Alpha',
  planName: 'Alpha Income',
  planShortName: 'Income',
  promo: false,
  annualPremiumCents: 30_000_000,
  surrenderValueCentsByYear: { '40': 25_000_000, '60': 41_000_000 },
});

/** What publishComparison stores for the view an upload named (the same two functions). */
function publishedSnapshot(request: { viewMode?: string; compareAt?: number }): ComparisonSnapshot {
  const resolved = resolveUploadView(LIFETIME_INCOME, request);
  if ('error' in resolved) throw new Error(resolved.error);
  const { view } = resolved;
  return {
    query: {},
    rows: [ROW],
    ...buildPublishedTable(LIFETIME_INCOME, [ROW], view),
    productInfos: [],
    hiddenRowIds: [],
    allowedInsurers: [],
    dataset: null,
    adviserName: adviser.name,
  };
}

function insertLink(snapshot: ComparisonSnapshot): Promise<string> {
  return insertLinkDirectly(ctx, adviser, {
    comparisonType: 'lifetimeIncome',
    clientDescription: 'Value-series snapshot',
    advisorRecommendation: 'Alpha Income suits you.',
    snapshot,
  });
}

describe('the view an upload names (POST /api/dashboard/comparisonUpload/{type})', () => {
  it.each([
    [{ viewMode: 'values' }, LINK_MESSAGES.noViewModes('Term')],
    [{ compareAt: 40 }, LINK_MESSAGES.noCompareAt('Term')],
  ])('refuses %j for a premium tool, saying why', async (extra, message) => {
    const res = await upload(extra);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, devCode: DEV_CODES.validation });
    expect(message).toMatch(/^Term has /);
  });

  it('refuses a view mode that is not text', async () => {
    expect((await upload({ viewMode: 7 })).statusCode).toBe(400);
    expect((await upload({ compareAt: 40.5 })).statusCode).toBe(400);
  });

  it('publishes a premium tool with no view, as before', async () => {
    const res = await upload({});
    expect(res.statusCode, res.body).toBe(200);
    const { id } = uploadReplySchema.parse(res.json());
    expect((await findSnapshot(ctx.deps.db, id))?.view).toBeNull();
    const page = await ctx.app.inject({ method: 'GET', url: `/api/public/comparison/${adviser.rnf}/${id}` });
    expect(publicComparisonSchema.parse(page.json()).view).toBeUndefined();
    const html = await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` });
    expect(html.body).not.toContain('view-caption');
  });
});

describe("a value-series snapshot on the client's page", () => {
  const headersOf = (html: string) =>
    [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);

  it('shows the view and compare-at year the adviser published, in its JSON and its page', async () => {
    const id = await insertLink(publishedSnapshot({ viewMode: 'values', compareAt: 60 }));
    const json = await ctx.app.inject({ method: 'GET', url: `/api/public/comparison/${adviser.rnf}/${id}` });
    expect(json.statusCode, json.body).toBe(200);
    const page = publicComparisonSchema.parse(json.json());
    expect(page.view).toEqual({
      mode: 'values',
      compareAt: 60,
      caption: 'View: Values · Compare at year 60',
    });
    expect(page.table.columns.map((c) => c.label)).toEqual(['Insurer', 'Surrender Value']);
    expect(page.table.rows[0]?.cells).toEqual(['Alpha Life', 'S$410,000']);

    const html = (await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` })).body;
    expect(html).toContain('View: Values · Compare at year 60');
    expect(headersOf(html)).toEqual(['Insurer', 'Surrender Value']);
    expect(html).toContain('S$410,000');
    expect(html).not.toContain('S$250,000');
  });

  it('an upload naming no view publishes the default view, as before', async () => {
    const id = await insertLink(publishedSnapshot({}));
    const html = (await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` })).body;
    expect(html).toContain('View: Default');
    expect(html).not.toContain('Compare at');
    expect(headersOf(html)).toEqual(['Insurer', 'Annual Premium']);
    expect(html).toContain('S$300,000');
  });
});
